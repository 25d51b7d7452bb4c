"""The interpreter's run-time checks (docs/debugging.md): races, order dependence, uninitialized
loads, bounds in warn mode, device_assert/device_print; each with a kernel that has the bug
and a correct one on which the check stays silent."""
from __future__ import annotations

import warnings

import numpy as np
import pytest

import tiledsl
from tiledsl import interpreter
from tiledsl.checkspec import CheckSpec, SpecError, parse_check, parse_order, parse_pids
from tiledsl.errors import TileDebugWarning, TileLaunchError, TileRuntimeError

from conftest import EXAMPLES

SRC = '''
kernel racy(out: *fp32, x: *fp32):
    pid = program_id(0)
    v = load(x + pid * 4 + arange(0, 4))
    store(out + arange(0, 4), v)

kernel own(out: *fp32, x: *fp32, n: i32, BLOCK: constexpr):
    offs = program_id(0) * BLOCK + arange(0, BLOCK)
    mask = offs < n
    store(out + offs, load(x + offs, mask=mask) * 2.0, mask=mask)

kernel cols(out: *fp32, R: constexpr, C: constexpr):
    c = program_id(0)
    r = arange(0, R)
    store(out + r * C + c, r.to(fp32) + c)

kernel inplace(x: *fp32, BLOCK: constexpr):
    offs = program_id(0) * BLOCK + arange(0, BLOCK)
    store(x + offs, load(x + offs) * 2.0)

kernel shift(x: *fp32):
    offs = program_id(0) * 4 + arange(0, 4)
    v = load(x + offs + 1, mask=offs + 1 < 16)
    store(x + offs, v, mask=offs + 1 < 16)

kernel hist(h: *i32, x: *i32):
    offs = program_id(0) * 8 + arange(0, 8)
    atomic_add(h + load(x + offs), 1)

kernel peek(h: *i32, out: *i32):
    pid = program_id(0)
    atomic_add(h, 1)
    store(out + pid, load(h))

kernel last(out: *i32):
    atomic_xchg(out, program_id(0))

kernel total(out: *fp32, x: *fp32, BLOCK: constexpr):
    offs = program_id(0) * BLOCK + arange(0, BLOCK)
    atomic_add(out, sum(load(x + offs), axis=0))

kernel partial(out: *fp32, n: i32):
    offs = program_id(0) * 8 + arange(0, 8)
    store(out + offs, offs.to(fp32), mask=offs < n)

kernel double(out: *fp32, x: *fp32):
    offs = program_id(0) * 8 + arange(0, 8)
    store(out + offs, load(x + offs) * 2.0)

kernel counter(c: *i32):
    atomic_add(c, 1)

kernel ints(out: *i32, x: *i32):
    offs = program_id(0) * 4 + arange(0, 4)
    store(out + offs, load(x + offs) + 1)

kernel accumulate(out: *fp32, x: *fp32):
    offs = program_id(0) * 8 + arange(0, 8)
    store(out + offs, load(out + offs) + load(x + offs))
'''


@pytest.fixture(scope="module")
def m():
    return tiledsl.compile(SRC, filename="checks.tile")


def error_of(fn) -> str:
    with pytest.raises(TileRuntimeError) as info:
        fn()
    return str(info.value)


# ---------------------------------------------------------------------------- check specs
def test_check_spec_forms():
    assert str(parse_check(True)) == "bounds,race,uninit,hints"
    assert str(parse_check(False)) == "none"
    assert str(parse_check("none")) == "none"
    assert str(parse_check("all")) == "bounds,race,uninit,hints,order"
    assert str(parse_check("order,bounds")) == "bounds,order"
    assert str(parse_check("+order")) == "bounds,race,uninit,hints,order"
    assert str(parse_check("-race,+order:warn")) == "bounds,uninit,hints,order:warn"
    assert str(parse_check(["race:warn", "bounds"])) == "bounds,race:warn"
    assert parse_check("race:warn").mode("race") == "warn"
    assert parse_check("race").mode("uninit") is None
    assert str(parse_check(None, environ={"TILEDSL_CHECK": "bounds"})) == "bounds"
    assert str(parse_check(None, environ={})) == "bounds,race,uninit,hints"
    assert isinstance(parse_check(CheckSpec((("race", "raise"),))), CheckSpec)


@pytest.mark.parametrize("spec, message", [
    ("races", "check=: unknown check 'races'; the checks are bounds, race, uninit, hints, order "
              "(or all, none)"),
    ("race:loud", "check=: 'race:loud' must end in ':warn' or nothing"),
    ("bounds,-race", "check=: mix of '+'/'-' items and plain names in 'bounds,-race'; use "
                     "either a full list ('bounds,order') or changes to the defaults "
                     "('+order,-race')"),
    (3, "check= takes a string such as 'bounds,race' or '+order', True or False, got 3"),
])
def test_check_spec_errors(spec, message):
    with pytest.raises(SpecError) as info:
        parse_check(spec)
    assert str(info.value) == message


def test_order_and_pid_specs():
    assert parse_order() == ("default", None)
    assert parse_order("random", 5) == ("random", 5)
    assert parse_order(None, environ={"TILEDSL_ORDER": "random:12"}) == ("random", 12)
    assert parse_order(None, environ={"TILEDSL_ORDER": "reverse", "TILEDSL_SEED": "3"}) == \
        ("reverse", 3)
    with pytest.raises(SpecError, match="order= must be one of 'default', 'reverse', "
                                        "'random', got 'shuffle'"):
        parse_order("shuffle")
    # a value from the environment is named by its variable
    with pytest.raises(SpecError, match="^TILEDSL_ORDER must be one of 'default', 'reverse', "
                                        "'random', got 'junk'$"):
        parse_order(None, environ={"TILEDSL_ORDER": "junk"})
    with pytest.raises(SpecError, match="^TILEDSL_SEED must be an int, got 'abc'$"):
        parse_order(None, environ={"TILEDSL_SEED": "abc"})
    with pytest.raises(SpecError, match="^TILEDSL_ORDER's seed must be an int, got 'x'$"):
        parse_order(None, environ={"TILEDSL_ORDER": "random:x"})
    assert parse_pids(3) == frozenset({(3, 0, 0)})
    assert parse_pids((1, 2)) == frozenset({(1, 2, 0)})
    assert parse_pids([0, (2, 1)]) == frozenset({(0, 0, 0), (2, 1, 0)})
    assert parse_pids("1,0;4") == frozenset({(1, 0, 0), (4, 0, 0)})
    assert parse_pids(None, environ={"TILEDSL_PRINT_PIDS": "2"}) == frozenset({(2, 0, 0)})
    assert parse_pids(None, environ={}) is None


def test_launch_refuses_bad_check_options(m):
    x = np.zeros(16, np.float32)
    with pytest.raises(TileLaunchError, match=r"racy\(\): check=: unknown check 'rac'"):
        m.racy[(1,)](x, x, check="rac")
    with pytest.raises(TileLaunchError, match=r"racy\(\): seed= must be an int, got 'x'"):
        m.racy[(1,)](x, x, order="random", seed="x")
    with pytest.raises(TileLaunchError, match="poison=: kernel 'racy' has no pointer "
                                              "parameter 'y'; its pointer parameters: out, x"):
        m.racy[(1,)](x, x, poison=["y"])


def test_gpu_launch_refuses_interpreter_options():
    from tiledsl.launch.options import _no_interpreter_options

    _no_interpreter_options("k", {"check": None, "order": None, "poison": ()})
    _no_interpreter_options("k", {"check": "bounds", "order": None, "poison": ()})
    with pytest.raises(TileLaunchError) as info:
        _no_interpreter_options("k", {"check": "bounds", "order": "random", "poison": ()})
    assert str(info.value) == (
        "k(): order= is an option of the interpreter, and this launch runs on the "
        "GPU; pass backend='interpreter' (or set TILEDSL_INTERPRET=1) to run it with the "
        "checks")
    with pytest.raises(TileLaunchError) as info:
        _no_interpreter_options("k", {"check": "race", "poison": ()})
    assert str(info.value) == (
        "k(): check='race' turns on race, which only the interpreter checks; on the GPU, "
        "check='bounds' (or 'bounds:warn') bounds-checks every access (the sanitize mode), "
        "and backend='interpreter' runs every check")


# ---------------------------------------------------------------------------- races
RACY = (
    "checks.tile:5:5: race in kernel 'racy': program id (1, 0, 0) stores to offset 0 of 'out' "
    "(lane (0,)), an element that program id (0, 0, 0) also stores to (lane (0,), "
    "checks.tile:5:5)\n"
    "        store(out + arange(0, 4), v)\n"
    "        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
    "the other access, by program id (0, 0, 0):\n"
    "        store(out + arange(0, 4), v)\n"
    "        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
    "program instances run concurrently in no fixed order, so the result depends on timing; "
    "give each program its own elements, or use atomics for shared ones (check='-race' turns "
    "this check off)")


@pytest.mark.parametrize("batched", [None, False])
def test_race_between_stores_names_both_sites(m, batched):
    x = np.arange(16, dtype=np.float32)
    out = np.zeros(4, np.float32)
    fn = m.racy.lower(out=out, x=x)
    assert error_of(lambda: interpreter.run(fn, (4,), [out, x], batched=batched)) == RACY
    assert error_of(lambda: m.racy[(4,)](out, x)) == RACY


def test_race_check_off_and_warn(m):
    x = np.arange(16, dtype=np.float32)
    out = np.zeros(4, np.float32)
    m.racy[(4,)](out, x, check="-race")
    assert out.tolist() == [12, 13, 14, 15]
    out[:] = 0
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        m.racy[(4,)](out, x, check="race:warn")
    assert [type(i.message) for i in w] == [TileDebugWarning]  # once per op and launch
    assert str(w[0].message) == RACY
    assert out.tolist() == [12, 13, 14, 15]


def test_race_load_of_another_programs_store(m):
    x = np.arange(16, dtype=np.float32)
    msg = error_of(lambda: m.shift[(4,)](x))
    assert msg.splitlines()[0] == (
        "checks.tile:24:5: race in kernel 'shift': program id (1, 0, 0) stores to offset 4 of "
        "'x' (lane (0,)), an element that program id (0, 0, 0) loads (lane (3,), "
        "checks.tile:23:9)")
    assert msg.splitlines()[3] == "the other access, by program id (0, 0, 0):"
    assert msg.splitlines()[4] == "        v = load(x + offs + 1, mask=offs + 1 < 16)"


def test_race_atomic_and_plain_load(m):
    msg = error_of(lambda: m.peek[(4,)](np.zeros(1, np.int32), np.zeros(4, np.int32)))
    assert msg.splitlines()[0] == (
        "checks.tile:32:5: race in kernel 'peek': program id (1, 0, 0) updates (atomic_add) "
        "offset 0 of 'h', an element that program id (0, 0, 0) loads (checks.tile:33:22)")


def test_race_through_aliased_arguments():
    k = tiledsl.compile('''
kernel copy_next(out: *fp32, x: *fp32):
    offs = program_id(0) * 4 + arange(0, 4)
    store(out + offs, load(x + offs + 1, mask=offs < 15))
''', filename="alias.tile").copy_next
    a = np.arange(16, dtype=np.float32)
    msg = error_of(lambda: k[(4,)](a, a))
    assert msg.splitlines()[0] == (
        "alias.tile:4:5: race in kernel 'copy_next': program id (1, 0, 0) stores to offset 4 "
        "of 'out' (lane (0,)), an element that program id (0, 0, 0) loads through 'x' (its "
        "offset 4) (lane (3,), alias.tile:4:23)")
    b = np.arange(16, dtype=np.float32)
    k[(4,)](b, b.copy())  # distinct memory: silent
    assert b[:15].tolist() == list(range(1, 16))


def test_race_free_kernels_stay_silent(m):
    x = np.arange(100, dtype=np.float32)
    out = np.zeros(100, np.float32)
    m.own[(13,)](out, x, 100, BLOCK=8)
    assert np.array_equal(out, x * 2)
    grid = np.zeros((8, 4), np.float32)  # interleaved columns: element-exact fallback
    m.cols[(4,)](grid, R=8, C=4)
    assert np.array_equal(grid, np.arange(8)[:, None] + np.arange(4)[None, :])
    y = np.arange(32, dtype=np.float32)
    m.inplace[(4,)](y, BLOCK=8)  # each program reads then writes its own elements
    assert np.array_equal(y, np.arange(32) * 2)
    h = np.zeros(4, np.int32)
    m.hist[(2,)](h, np.arange(16, dtype=np.int32) % 4)  # atomics to shared bins are fine
    assert h.tolist() == [4, 4, 4, 4]
    c = np.zeros(1, np.int32)
    m.counter[(5,)](c)
    assert c.tolist() == [5]


def test_interval_and_element_shadows_agree(m):
    """Random access patterns: the batched (interval) and one-by-one (element) runs of the race
    check find the same first race, or none."""
    k = tiledsl.compile('''
kernel scatter(out: *i32, idx: *i32):
    offs = program_id(0) * 8 + arange(0, 8)
    i = load(idx + offs)
    store(out + i, offs, mask=i >= 0)
''', filename="scatter.tile").scatter
    rng = np.random.default_rng(4)
    for trial in range(30):
        idx = rng.integers(-8, 64, size=64).astype(np.int32)
        if trial % 3 == 0:  # a permutation: race free
            idx = rng.permutation(64).astype(np.int32)
        fn = k.lower(out=np.zeros(64, np.int32), idx=idx)
        results = []
        for batched in (True, False):
            out = np.zeros(64, np.int32)
            try:
                interpreter.run(fn, (8,), [out, idx], batched=batched)
                results.append(("ok", out.tolist()))
            except TileRuntimeError as e:
                results.append(("race", str(e)))
        assert results[0] == results[1]
        values, counts = np.unique(idx[idx >= 0], return_counts=True)
        clash = any(len({int(p) // 8 for p in np.flatnonzero(idx == v)}) > 1
                    for v in values[counts > 1])
        assert (results[0][0] == "race") == clash


# ---------------------------------------------------------------------------- order
def test_order_random_is_seeded_and_reverse(m):
    out = np.zeros(1, np.int32)
    m.last[(6,)](out, order="random", seed=0)
    last = int(np.random.default_rng(0).permutation(6)[-1])
    assert out.tolist() == [last]
    m.last[(6,)](out, order="reverse")
    assert out.tolist() == [0]
    m.last[(6,)](out)
    assert out.tolist() == [5]


def test_order_check_reports_the_differing_element(m):
    x = np.array([1e8, 1.0, -1e8, 1.0, 3.0, 1e-3, 7.0, -2.5], dtype=np.float32)
    out = np.zeros(1, np.float32)
    msg = error_of(lambda: m.total[(4,)](out, x, BLOCK=2, check="+order", seed=3))
    assert msg == (
        "checks.tile:40:5: order dependence in kernel 'total': offset 0 of 'out' is 7.501 "
        "when program instances run in program-id order but 8.0 when they run shuffled "
        "(order='random', seed=3)\n"
        "        atomic_add(out, sum(load(x + offs), axis=0))\n"
        "        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
        "last written in program-id order by program id (3, 0, 0) (this line); shuffled, by "
        "program id (0, 0, 0) (this line)\n"
        "replay the shuffled run with order='random', seed=3; on a GPU, where program "
        "instances run in no fixed order, such a result changes from run to run")
    assert out.tolist() == [np.float32(7.501)]  # the program-id order's result
    replay = np.zeros(1, np.float32)
    m.total[(4,)](replay, x, BLOCK=2, order="random", seed=3)
    assert replay.tolist() == [8.0]


def test_order_check_names_the_last_writers(m):
    out = np.zeros(1, np.int32)
    msg = error_of(lambda: m.last[(4,)](out, check="bounds,order", seed=3))
    assert msg.splitlines()[0] == (
        "checks.tile:36:5: order dependence in kernel 'last': offset 0 of 'out' is 3 when "
        "program instances run in program-id order but 0 when they run shuffled "
        "(order='random', seed=3)")
    assert msg.splitlines()[3] == ("last written in program-id order by program id (3, 0, 0) "
                                   "(this line); shuffled, by program id (0, 0, 0) (this line)")
    m.last[(4,)](out, check="bounds,order", seed=0)  # seed 0 shuffles to 2 0 1 3: same end


def test_order_check_silent_on_order_free_kernels(m):
    x = np.arange(100, dtype=np.float32)
    out = np.zeros(100, np.float32)
    m.own[(13,)](out, x, 100, BLOCK=8, check="all")
    assert np.array_equal(out, x * 2)
    c = np.zeros(1, np.int32)
    m.counter[(7,)](c, check="+order")  # integer atomics commute
    assert c.tolist() == [7]


# ---------------------------------------------------------------------------- uninit
def test_uninit_poison_option_and_silence(m):
    out = np.zeros(16, np.float32)
    m.partial[(2,)](out, 12, poison=["out"])  # writes 12 of 16; nothing reads the poison
    assert out[:12].tolist() == list(range(12))
    assert out[12:].view(np.uint32).tolist() == [0x7FC0DEAD] * 4  # visible in the output
    y = np.ones(16, np.float32)
    m.double[(2,)](y, np.arange(16, dtype=np.float32), poison=["out"])  # then fully written
    assert y.tolist() == [2.0 * i for i in range(16)]
    acc = np.zeros(16, np.float32)
    msg = error_of(lambda: m.accumulate[(2,)](acc, y, poison=["out"]))  # reads its output
    assert msg.splitlines()[0] == (
        "checks.tile:59:23: read of uninitialized memory in kernel 'accumulate', program id "
        "(0, 0, 0): lane (0,) loads offset 0 of 'out', which still holds the poison "
        "0x7fc0dead (a NaN) and was not stored by this launch")
    assert msg.splitlines()[3] == ("'out' was poisoned by poison=['out'] at the start of this "
                                   "launch")
    m.accumulate[(2,)](np.zeros(16, np.float32), y)  # unpoisoned: accumulating is fine


def test_uninit_from_tiledsl_empty(m):
    tmp = tiledsl.empty(16, tiledsl.fp32)
    assert tmp.view(np.uint32).tolist() == [0x7FC0DEAD] * 16
    m.partial[(2,)](tmp, 12)
    y = np.zeros(16, np.float32)
    msg = error_of(lambda: m.double[(2,)](y, tmp))
    lines = msg.splitlines()
    assert lines[0] == (
        "checks.tile:48:23: read of uninitialized memory in kernel 'double', program id "
        "(1, 0, 0): lane (4,) loads offset 12 of 'x', which still holds the poison 0x7fc0dead "
        "(a NaN) and was not stored by this launch")
    assert lines[3].startswith("'x' was poisoned by tiledsl.empty() at ")
    assert lines[3].endswith("test_checks.py:" + str(_line_of("tmp = tiledsl.empty(16")))
    m.partial[(2,)](tmp, 16)
    m.double[(2,)](y, tmp)  # every element written now: silent
    assert np.array_equal(y, np.arange(16) * 2)


def test_uninit_integers_warn_and_off(m):
    tmp = tiledsl.empty_like(np.zeros(8, np.int32))
    assert tmp.dtype == np.int32 and tmp.view(np.uint32).tolist() == [0xDEADBEEF] * 8
    out = np.zeros(8, np.int32)
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        m.ints[(2,)](out, tmp, check="uninit:warn")
    assert len(w) == 1 and "read of uninitialized memory in kernel 'ints', program id " \
                           "(0, 0, 0): lane (0,) loads offset 0 of 'x', which still holds " \
                           "the poison 0xdeadbeef" in str(w[0].message)
    m.ints[(2,)](out, tmp, check="-uninit")
    assert out.tolist() == [0xDEADBEEF - 2**32 + 1] * 8


# ---------------------------------------------------------------------------- bounds, print
def test_bounds_warn_skips_the_lanes(m):
    x = np.arange(10, dtype=np.float32)
    out = np.zeros(16, np.float32)
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        m.double[(2,)](out, x, check="bounds:warn")
    assert len(w) == 1
    assert str(w[0].message).splitlines()[0] == (
        "checks.tile:48:23: out-of-bounds load in kernel 'double', program id (1, 0, 0): "
        "lane (2,) addresses offset 10 of 'x', whose extent is [0, 10) (10 elements of fp32)")
    assert out.tolist() == [v * 2.0 for v in range(10)] + [0.0] * 6


def test_device_print_filter_and_assert_message(capsys):
    k = tiledsl.compile('''
kernel show(x: *fp32, BLOCK: constexpr):
    offs = program_id(0) * BLOCK + arange(0, BLOCK)
    v = load(x + offs)
    device_print("v", v)
    device_assert(v < 6.0, "values stay below 6")
''', filename="show.tile").show
    k[(3,)](np.arange(12, dtype=np.float32) - 8, BLOCK=4)
    assert capsys.readouterr().out == ("pid (0, 0, 0) v: [-8. -7. -6. -5.]\n"
                                       "pid (1, 0, 0) v: [-4. -3. -2. -1.]\n"
                                       "pid (2, 0, 0) v: [0. 1. 2. 3.]\n")
    k[(3,)](np.arange(12, dtype=np.float32) - 8, BLOCK=4, print_pids=[0, 2])
    assert capsys.readouterr().out == ("pid (0, 0, 0) v: [-8. -7. -6. -5.]\n"
                                       "pid (2, 0, 0) v: [0. 1. 2. 3.]\n")
    msg = error_of(lambda: k[(3,)](np.arange(12, dtype=np.float32), BLOCK=4,
                                   print_pids=(5,)))
    assert capsys.readouterr().out == ""
    assert msg == ("show.tile:6:5: device_assert failed in kernel 'show', program id "
                   "(1, 0, 0): values stay below 6; first failing lane: (2,)\n"
                   "        device_assert(v < 6.0, \"values stay below 6\")\n"
                   "        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^")


def test_environment_selects_checks(m, monkeypatch):
    x = np.arange(16, dtype=np.float32)
    out = np.zeros(4, np.float32)
    monkeypatch.setenv("TILEDSL_CHECK", "bounds")
    m.racy[(4,)](out, x)
    monkeypatch.setenv("TILEDSL_CHECK", "+race")
    assert error_of(lambda: m.racy[(4,)](out, x)) == RACY
    monkeypatch.setenv("TILEDSL_ORDER", "reverse")
    monkeypatch.setenv("TILEDSL_CHECK", "none")
    m.racy[(4,)](out, x)
    assert out.tolist() == [0, 1, 2, 3]  # program 0 ran last


def _line_of(text: str) -> int:
    import inspect

    src = inspect.getsource(test_uninit_from_tiledsl_empty).splitlines()
    first = inspect.getsourcelines(test_uninit_from_tiledsl_empty)[1]
    return first + next(i for i, line in enumerate(src) if text in line)


@pytest.mark.parametrize("check", [None, "all"])
def test_empty_arrays_with_several_programs(check):
    """A zero-size input or output and a grid of several programs: every lane is masked
    off, nothing is read or written, and no check trips over the empty array (the race
    check raised an InternalError)."""
    add = tiledsl.load(EXAMPLES / "vector_add.tile").vector_add
    opts = {} if check is None else {"check": check}
    out, y = np.full(8, 7.0, np.float32), np.ones(8, np.float32)
    add[(2,)](out, np.zeros(0, np.float32), y, 0, BLOCK=4, **opts)
    np.testing.assert_array_equal(out, np.full(8, 7.0, np.float32))
    add[(3,)](np.zeros(0, np.float32), y, y, 0, BLOCK=4, **opts)
