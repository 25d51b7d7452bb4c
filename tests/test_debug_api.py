"""tiledsl.debug(): stepping, breakpoints, where/locals/eval/list, program switching,
lockstep, post-mortem stops, and launches that end with a plain launch's memory (docs/debugging.md)."""
from __future__ import annotations

import numpy as np
import pytest

import tiledsl
from tiledsl.debugger import DebuggerError, PointerTile, Tile
from tiledsl.errors import TileRuntimeError, TileSyntaxError, TileTypeError

SRC = '''def scale(v, s):
    t = v * s
    return t + 1.0

def pair(v):
    return v + 1.0, v - 1.0

kernel k(out: *fp32, x: *fp32, n: i32, BLOCK: constexpr):
    pid = program_id(0)
    offs = pid * BLOCK + arange(0, BLOCK)
    mask = offs < n
    v = load(x + offs, mask=mask)
    acc = zeros((BLOCK,), fp32)
    for i in range(0, 2):
        acc += scale(v, 2.0)
    hi, lo = pair(acc)
    store(out + offs, hi + lo, mask=mask)
'''


@pytest.fixture(scope="module")
def mod():
    return tiledsl.compile(SRC, filename="demo.tile")


def new(mod, n=10, grid=(3,), **kw):
    x = np.arange(n, dtype=np.float32)
    out = np.zeros(n, np.float32)
    return tiledsl.debug(mod.k, grid, out, x, n, BLOCK=4, **kw), out, x


def trace(dbg, how, count):
    out = []
    for _ in range(count):
        stop = getattr(dbg, how)()
        out.append(None if stop is None else (stop.pid[0], stop.line, stop.function,
                                                stop.reason))
    return out


def test_step_goes_into_helpers_and_loops(mod):
    dbg, _, _ = new(mod)
    assert trace(dbg, "step", 16) == [
        (0, 9, "k", "start"), (0, 10, "k", "step"), (0, 11, "k", "step"),
        (0, 12, "k", "step"), (0, 13, "k", "step"), (0, 14, "k", "step"),
        (0, 15, "k", "step"), (0, 2, "scale", "step"), (0, 3, "scale", "step"),
        (0, 14, "k", "step"), (0, 15, "k", "step"), (0, 2, "scale", "step"),
        (0, 3, "scale", "step"), (0, 16, "k", "step"), (0, 6, "pair", "step"),
        (0, 17, "k", "step")]
    stop = dbg.step()  # the program ends: the next one starts
    assert (stop.pid, stop.line, stop.reason, stop.note) == \
        ((1, 0, 0), 9, "start", "program id (0, 0, 0) finished")


def test_next_steps_over_helpers_and_finish_returns(mod):
    dbg, _, _ = new(mod)
    dbg.until(15)
    assert trace(dbg, "next", 3) == [(0, 14, "k", "step"), (0, 15, "k", "step"),
                                     (0, 16, "k", "step")]
    dbg.step()
    assert (dbg.stop.function, dbg.stop.line) == ("pair", 6)
    assert dbg.finish().line == 17
    stop = dbg.finish()  # in the kernel body: to the end of the program
    assert (stop.pid, stop.line, stop.reason) == ((1, 0, 0), 9, "start")


def test_stop_text_where_and_frames(mod):
    dbg, _, _ = new(mod)
    dbg.break_at(2, pid=1)
    stop = dbg.cont()
    assert str(stop) == "> demo.tile(2)scale() pid (1, 0, 0)\n-> t = v * s"
    assert dbg.where() == ("program id (1, 0, 0) of grid (3, 1, 1)\n"
                           "  demo.tile(15)k()\n"
                           "-> acc += scale(v, 2.0)\n"
                           "> demo.tile(2)scale()\n"
                           "-> t = v * s")
    assert [(f.function, f.line, f.source) for f in dbg.frames()] == [
        ("k", 15, "acc += scale(v, 2.0)"), ("scale", 2, "t = v * s")]


def test_locals_are_tiles_with_types_and_program_ids(mod):
    dbg, _, _ = new(mod)
    dbg.break_at(16, pid=2)
    dbg.cont()
    loc = dbg.locals()
    assert list(loc) == ["out", "x", "n", "BLOCK", "pid", "offs", "mask", "v", "acc"]
    assert loc["BLOCK"] == 4 and type(loc["BLOCK"]) is int
    v = loc["v"]
    assert isinstance(v, Tile) and isinstance(v, np.ndarray)
    assert (str(v.tdtype), v.pid, v.dtype) == ("fp32[4]", (2, 0, 0), np.float32)
    assert v.tolist() == [8.0, 9.0, 0.0, 0.0]
    assert loc["mask"].tolist() == [True, True, False, False]
    assert (str(loc["n"].tdtype), loc["n"].shape, int(loc["n"])) == ("i32", (), 10)
    assert loc["acc"].tolist() == [34.0, 38.0, 2.0, 2.0]
    x = loc["x"]
    assert isinstance(x, PointerTile) and (x.buffers, int(x)) == ("x", 0)
    assert repr(v) == "fp32[4] at pid (2, 0, 0):\n[8. 9. 0. 0.]"
    assert repr(loc["n"]) == "i32 at pid (2, 0, 0): 10"
    assert repr(x) == "*fp32 at pid (2, 0, 0): x + 0"
    assert (v + 1).__class__ is np.ndarray  # computations are plain arrays


def test_locals_in_a_helper_and_tuples(mod):
    dbg, _, _ = new(mod)
    dbg.break_at(17)
    dbg.cont()
    loc = dbg.locals()
    assert loc["hi"].tolist() == [3.0, 7.0, 11.0, 15.0]
    assert loc["lo"].tolist() == [1.0, 5.0, 9.0, 13.0]
    dbg.clear()
    dbg.break_at(3)
    dbg.cont()
    assert list(dbg.locals()) == ["v", "s", "t"]
    assert dbg.locals()["s"] == 2.0


def test_eval_uses_the_kernel_language(mod):
    dbg, _, _ = new(mod)
    dbg.break_at(14, pid=1)
    dbg.cont()
    assert dbg.eval("offs * 2").tolist() == [8, 10, 12, 14]
    r = dbg.eval("offs * 1.5")  # an i32 tile times a float literal: fp32 (Triton's rule)
    assert str(r.tdtype) == "fp32[4]" and r.tolist() == [6.0, 7.5, 9.0, 10.5]
    assert float(dbg.eval("sum(v, axis=0)")) == 4 + 5 + 6 + 7
    assert dbg.eval("scale(v, 3.0)").tolist() == [13.0, 16.0, 19.0, 22.0]  # a helper
    assert dbg.eval("load(x + 9)").item() == 9.0  # memory
    assert bool(dbg.eval("any(isnan(v))")) is False
    assert int(dbg.eval("pid")) == 1
    assert dbg.eval("BLOCK * 2") == 8  # compile-time
    a, b = dbg.eval("pair(v)")
    assert (a.tolist(), b.tolist()) == ([5.0, 6.0, 7.0, 8.0], [3.0, 4.0, 5.0, 6.0])
    assert dbg.show("v") == "fp32[4] at pid (1, 0, 0):\n[4. 5. 6. 7.]"


def test_eval_errors_point_into_the_expression(mod):
    dbg, _, _ = new(mod)
    dbg.until(12)
    with pytest.raises(TileTypeError) as info:
        dbg.eval("v + 1")
    assert str(info.value) == ("<expr>:1:1: undefined name 'v'\n"
                               "    v + 1\n"
                               "    ^")
    with pytest.raises(TileSyntaxError):
        dbg.eval("offs +")
    with pytest.raises(TileTypeError, match="undefined name 'nope'"):
        dbg.eval("nope")


def test_list_marks_breakpoints_and_the_current_line(mod):
    dbg, _, _ = new(mod)
    dbg.break_at(15)
    dbg.until(13)
    assert dbg.list() == ("  8     kernel k(out: *fp32, x: *fp32, n: i32, BLOCK: constexpr):\n"
                          "  9         pid = program_id(0)\n"
                          " 10         offs = pid * BLOCK + arange(0, BLOCK)\n"
                          " 11         mask = offs < n\n"
                          " 12         v = load(x + offs, mask=mask)\n"
                          " 13  ->     acc = zeros((BLOCK,), fp32)\n"
                          " 14         for i in range(0, 2):\n"
                          " 15 B           acc += scale(v, 2.0)\n"
                          " 16         hi, lo = pair(acc)\n"
                          " 17         store(out + offs, hi + lo, mask=mask)")
    assert dbg.list(1, 3) == ("  1     def scale(v, s):\n"
                              "  2         t = v * s\n"
                              "  3         return t + 1.0")


def test_breakpoint_conditions_and_errors(mod):
    dbg, _, _ = new(mod)
    bp = dbg.break_at(15, cond="any(v > 8.5)")
    stop = dbg.cont()
    assert (stop.pid, stop.line, stop.breakpoint) == ((2, 0, 0), 15, bp)
    assert bp.describe() == "1 at demo.tile:15 if any(v > 8.5)"
    with pytest.raises(DebuggerError) as info:
        dbg.break_at(4)
    assert str(info.value) == ("line 4 of demo.tile starts no statement of kernel 'k'; the "
                               "next statement starts on line 6")
    with pytest.raises(TileTypeError, match="undefined name 'w'"):
        dbg.break_at(15, cond="w > 1")
    with pytest.raises(DebuggerError) as info:
        dbg.break_at(13, cond="v")
    assert str(info.value) == ("the condition 'v' is a tile of shape [4] at line 13; reduce "
                               "it to a scalar with any(...) or all(...)")
    assert [b.number for b in dbg.clear()] == [1]


def test_pid_restricted_breakpoints_skip_other_programs_fast(mod):
    dbg, out, x = new(mod, n=4000, grid=(1000,))
    dbg.break_at(17, pid=998)
    stop = dbg.cont()
    assert stop.pid == (998, 0, 0)
    assert sum(1 for s in dbg.programs().values() if s == "finished") == 998
    assert dbg.launch.batched  # the 998 programs before ran as batches
    dbg.cont()
    assert dbg.finished
    ref = np.zeros_like(out)
    mod.k[(1000,)](ref, x, 4000, BLOCK=4)
    assert np.array_equal(out, ref)


def test_switch_and_lockstep(mod):
    dbg, out, x = new(mod)
    dbg.until(12)
    stop = dbg.switch(2)
    assert (stop.pid, stop.line, stop.reason) == ((2, 0, 0), 9, "switch")
    stop = dbg.until(16, all=True)
    assert (stop.pid, stop.line, stop.note) == ((2, 0, 0), 16, "3 program instances at line 16")
    assert dbg.programs() == {(0, 0, 0): "line 16", (1, 0, 0): "line 16",
                              (2, 0, 0): "line 16"}
    assert dbg.switch((1,)).pid == (1, 0, 0)
    assert dbg.eval("acc").tolist() == [18.0, 22.0, 26.0, 30.0]
    with pytest.raises(DebuggerError, match=r"program id \(7, 0, 0\) is outside the grid"):
        dbg.switch(7)
    dbg.run()
    assert dbg.finished and dbg.pid is None
    ref = np.zeros_like(out)
    mod.k[(3,)](ref, x, 10, BLOCK=4)
    assert np.array_equal(out, ref)
    with pytest.raises(DebuggerError, match="the launch has finished"):
        dbg.step()


STEP = '''kernel k(out: *i32, x: *i32, BLOCK: constexpr):
    offs = program_id(0) * BLOCK + arange(0, BLOCK)
    v = load(x + offs)
    w = v * 3
    if FLAG:
        w = w + 1
    store(out + offs, w)
'''


@pytest.mark.parametrize("flag", ["True", "program_id(0) >= 0"])
def test_stepping_is_the_same_batched_or_one_by_one(flag):
    """The same kernel, batchable (a constant condition) or not (a condition on the program
    id): the same stops, values and output."""
    k = tiledsl.compile(STEP.replace("FLAG", flag), filename="step.tile").k
    x = np.arange(64, dtype=np.int32)
    out = np.zeros(64, np.int32)
    dbg = tiledsl.debug(k, (8,), out, x, BLOCK=8)
    assert dbg.launch.batched == (flag == "True")
    dbg.break_at(7, pid=6)
    dbg.until(4)
    first = [dbg.stop.line, dbg.eval("v").tolist()]
    stop = dbg.cont()
    assert first == [4, list(range(8))]
    assert (stop.pid, stop.line, dbg.eval("w").tolist()) == \
        ((6, 0, 0), 7, [3 * i + 1 for i in range(48, 56)])
    dbg.cont()
    assert out.tolist() == [3 * i + 1 for i in range(64)]


EXAMPLES = [
    ("softmax", (16,), lambda: (np.zeros((16, 20), np.float32),
                                np.random.default_rng(0).standard_normal((16, 20)).astype(
                                    np.float32), 20, 20, 20), {"BLOCK": 32}),
    ("vector_add", (5,), lambda: (np.zeros(300, np.float32), np.arange(300, dtype=np.float32),
                                  np.ones(300, np.float32), 300), {"BLOCK": 64}),
]


@pytest.mark.parametrize("name, grid, make, meta", EXAMPLES)
def test_debugged_launch_ends_like_a_plain_launch(examples_dir, name, grid, make, meta):
    k = getattr(tiledsl.load(examples_dir / f"{name}.tile"), name)
    plain, debugged = make(), make()
    k[grid](*plain, **meta)
    dbg = tiledsl.debug(k, grid, *debugged, **meta)
    dbg.step(), dbg.step(), dbg.next()
    dbg.switch(grid[0] - 1)
    dbg.step()
    dbg.cont()
    assert dbg.finished
    assert np.array_equal(plain[0], debugged[0])


def test_matmul_with_breakpoint_in_the_loop(examples_dir):
    mm = tiledsl.load(examples_dir / "matmul.tile").matmul.kernel  # one configuration, untuned
    rng = np.random.default_rng(1)
    a = rng.standard_normal((40, 64)).astype(np.float16)
    b = rng.standard_normal((64, 24)).astype(np.float16)
    bias = rng.standard_normal(24).astype(np.float16)

    def args(c):
        return (c, a, b, bias, 40, 24, 64, 64, 1, 24, 1, 24, 1)

    meta = dict(BLOCK_M=16, BLOCK_N=16, BLOCK_K=16, ACTIVATION="gelu")
    ref, out = np.zeros((40, 24), np.float16), np.zeros((40, 24), np.float16)
    mm[(3, 2)](*args(ref), **meta)
    dbg = tiledsl.debug(mm, (3, 2), *args(out), **meta)
    loop = next(i for i, line in enumerate((examples_dir / "matmul.tile").read_text()
                                           .splitlines(), 1) if line.strip().startswith("for "))
    dbg.break_at(loop, pid=(2, 1))
    stop = dbg.cont()
    assert (stop.pid, stop.line) == ((2, 1, 0), loop)
    assert dbg.eval("acc").shape == (16, 16)
    stop = dbg.cont()  # the loop line again: the second iteration
    assert (stop.line, int(dbg.eval("k"))) == (loop, 16)
    dbg.clear()
    dbg.cont()
    assert np.array_equal(ref, out)


# ---------------------------------------------------------------------------- faults
OOB = '''kernel k(out: *fp32, x: *fp32, BLOCK: constexpr):
    offs = program_id(0) * BLOCK + arange(0, BLOCK)
    v = load(x + offs) * 2.0
    store(out + offs, v)
'''


def test_a_fault_stops_with_the_program_in_place():
    k = tiledsl.compile(OOB, filename="oob.tile").k
    x = np.arange(14, dtype=np.float32)
    out = np.zeros(16, np.float32)
    dbg = tiledsl.debug(k, (4,), out, x, BLOCK=4)
    stop = dbg.cont()  # programs 0-2 run batched; 3 faults, is rolled back and replayed
    assert (stop.reason, stop.pid, stop.line) == ("error", (3, 0, 0), 3)
    assert str(stop.error).splitlines()[0] == (
        "oob.tile:3:9: out-of-bounds load in kernel 'k', program id (3, 0, 0): lane (2,) "
        "addresses offset 14 of 'x', whose extent is [0, 14) (14 elements of fp32)")
    assert dbg.eval("offs").tolist() == [12, 13, 14, 15]  # post-mortem
    assert out[:12].tolist() == [2.0 * i for i in range(12)] and out[12:].tolist() == [0] * 4
    with pytest.raises(TileRuntimeError, match="out-of-bounds load"):
        dbg.cont()


def test_a_fault_while_stepping_and_a_race_in_the_debugger():
    k = tiledsl.compile(OOB, filename="oob.tile").k
    dbg = tiledsl.debug(k, (4,), np.zeros(16, np.float32), np.arange(14, dtype=np.float32),
                        BLOCK=4)
    dbg.switch(3)
    dbg.next()
    stop = dbg.next()
    assert (stop.reason, stop.line) == ("error", 3)
    racy = tiledsl.compile('''kernel r(out: *i32):
    store(out + arange(0, 4), program_id(0))
''', filename="racy.tile").r
    dbg = tiledsl.debug(racy, (2,), np.zeros(4, np.int32))
    stop = dbg.cont()
    assert stop.reason == "error" and "race in kernel 'r'" in str(stop.error)


def test_random_order_decides_which_program_starts(mod):
    dbg, _, _ = new(mod, n=32, grid=(8,), order="random", seed=5)
    first = int(np.random.default_rng(5).permutation(8)[0])
    assert dbg.step().pid == (first, 0, 0)


def test_breakpoint_statements_become_breakpoints():
    k = tiledsl.compile('''kernel k(out: *i32):
    pid = program_id(0)
    breakpoint(pid=(2,))
    store(out + pid, pid * 2)
''', filename="bp.tile").k
    out = np.zeros(4, np.int32)
    dbg = tiledsl.debug(k, (4,), out)
    assert [b.describe() for b in dbg.breakpoints] == ["1 at bp.tile:3 pid (2, 0, 0)  "
                                                       "(breakpoint())"]
    stop = dbg.cont()
    assert (stop.pid, stop.line, stop.reason) == ((2, 0, 0), 3, "breakpoint")
    assert dbg.cont() is None and out.tolist() == [0, 2, 4, 6]
