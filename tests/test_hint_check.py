"""The ``hints`` check (interpreter/checks/hints.py): ``multiple_of`` / ``max_contiguous`` are
verified on the values each program instance computes, against what the code generator
assumes (codegen/axisinfo.py): correct hints pass, wrong ones fail with the hint's span, the
program id, the lane, its value and the promise; the check turns off by name; the examples, as
they are and with the hints a Triton programmer would add, pass with it on."""
from __future__ import annotations

import warnings

import numpy as np
import pytest

import tiledsl
from tiledsl.checkspec import CHECKS, DEFAULT, parse_check
from tiledsl.errors import TileDebugWarning, TileRuntimeError

from conftest import EXAMPLE_NAMES, EXAMPLES

SRC = '''
kernel scaled(out: *i32, BLOCK: constexpr):
    pid = program_id(0)
    offs = multiple_of(pid * 3 + arange(0, BLOCK), 16)
    store(out + pid * BLOCK + arange(0, BLOCK), offs)

kernel copy(out: *fp32, x: *fp32, n: i32, BLOCK: constexpr):
    offs = max_contiguous(multiple_of(program_id(0) * BLOCK + arange(0, BLOCK), BLOCK), BLOCK)
    mask = offs < n
    store(out + offs, load(x + offs, mask=mask), mask=mask)

kernel aligned(out: *i32, BLOCK: constexpr):
    offs = multiple_of(program_id(0) * 16 + arange(0, BLOCK), 16)
    store(out + offs, offs)

kernel tile2d(out: *fp32, x: *fp32, stride: i32, BM: constexpr, BN: constexpr):
    rows = max_contiguous(multiple_of(program_id(0) * BM + arange(0, BM), BM), BM)
    offs = rows[:, None] * stride + arange(0, BN)[None, :]
    offs = max_contiguous(multiple_of(offs, (1, 16)), (1, BN))
    store(out + offs, load(x + offs))

kernel wrong2d(out: *fp32, x: *fp32, stride: i32, BM: constexpr, BN: constexpr):
    rows = program_id(0) * BM + arange(0, BM)
    offs = multiple_of(rows[:, None] * stride + arange(0, BN)[None, :], 16)
    store(out + offs, load(x + offs))

kernel columns(out: *i32, BM: constexpr, BN: constexpr):
    t = trans(arange(0, BM)[:, None] * BN + arange(0, BN)[None, :])
    store(out + arange(0, BN)[:, None] * BM + arange(0, BM)[None, :], max_contiguous(t, (BN, 1)))

kernel rows(out: *i32, BM: constexpr, BN: constexpr):
    t = trans(arange(0, BM)[:, None] * BN + arange(0, BN)[None, :])
    store(out + arange(0, BN)[:, None] * BM + arange(0, BM)[None, :], max_contiguous(t, (1, 4)))

kernel gather(out: *fp32, x: *fp32, idx: *i32, BLOCK: constexpr):
    offs = program_id(0) * BLOCK + arange(0, BLOCK)
    i = max_contiguous(multiple_of(load(idx + offs), 16), 16)
    store(out + offs, load(x + i))

kernel gather_div(out: *fp32, x: *fp32, idx: *i32, BLOCK: constexpr):
    offs = program_id(0) * BLOCK + arange(0, BLOCK)
    i = multiple_of(load(idx + offs), 16)
    store(out + offs, load(x + i))

kernel strided(out: *i32, s: i32, BLOCK: constexpr):
    pid = program_id(0)
    offs = multiple_of(pid * BLOCK + arange(0, BLOCK) * s, BLOCK)
    store(out + pid * BLOCK + arange(0, BLOCK), offs)

kernel wrapped(out: *fp32, x: *fp32, M: i32, BLOCK: constexpr):
    offs = program_id(0) * BLOCK + arange(0, BLOCK)
    rm = max_contiguous(multiple_of(offs % M, BLOCK), BLOCK)
    store(out + offs, load(x + rm))

kernel clamped(out: *fp32, x: *fp32, n: i32, BLOCK: constexpr):
    offs = program_id(0) * BLOCK + arange(0, BLOCK)
    src = max_contiguous(minimum(offs, n - 1), BLOCK)
    store(out + offs, load(x + src), mask=offs < n)

kernel row_start(out: *fp32, x: *fp32, stride: i32, BLOCK: constexpr):
    start = multiple_of(program_id(0) * stride, 16)
    cols = arange(0, BLOCK)
    store(out + start + cols, load(x + start + cols))

kernel ptr_hint(out: *fp32, x: *fp32, start: i32):
    p = multiple_of(x + start + arange(0, 4), 16)
    store(out + arange(0, 4), load(p))

kernel ptr_contig(out: *fp32, x: *fp32, s: i32):
    p = max_contiguous(x + arange(0, 4) * s, 4)
    store(out + arange(0, 4), load(p))

kernel floats(out: *fp32, x: *fp32):
    v = multiple_of(max_contiguous(load(x + arange(0, 8)), 8), 16)
    store(out + arange(0, 8), v)
'''

ADVICE = ("the hint is wrong for these values; the GPU code may load or store the wrong "
          "elements; remove or fix the hint (it must hold on every lane, masked-off ones too; "
          "check='-hints' turns this check off)")
NO_RUNS = ("the code generator knows no runs of consecutive values in this tile (a "
           "max_contiguous hint on the same value would give them), so the hint is about "
           "every lane")


@pytest.fixture(scope="module")
def m():
    return tiledsl.compile(SRC, filename="hints.tile")


@pytest.fixture(autouse=True)
def _env(clean_env):
    return clean_env


X = np.arange(256, dtype=np.float32)
IDX = np.array(list(range(32, 48)) + list(range(16)), dtype=np.int32)  # runs of 16 at 32, 0


def i32(n):
    return np.zeros(n, np.int32)


def f32(n):
    return np.zeros(n, np.float32)


def aligned16(n):
    """``np.arange(n)`` as fp32 at a 16-byte-aligned address, whatever numpy allocated."""
    a = np.empty(n + 4, dtype=np.float32)
    a = a[(-a.__array_interface__["data"][0] % 16) // 4:][:n]
    a[:] = np.arange(n)
    return a


def error_of(fn) -> TileRuntimeError:
    with pytest.raises(TileRuntimeError) as info:
        fn()
    return info.value


# ---------------------------------------------------------------------------- correct hints
def test_correct_hints_pass(m):
    out = f32(40)
    m.copy[(3,)](out, X, 40, BLOCK=16)  # masked tail: lanes 40..47 still run on
    assert (out == X[:40]).all()
    out = i32(64)
    m.aligned[(4,)](out, BLOCK=16)  # multiple_of(pid * 16 + arange(...), 16) alone
    assert (out == np.arange(64)).all()
    out = f32(32)
    m.gather[(2,)](out, X, IDX, BLOCK=16)  # a loaded index tile with both hints
    assert (out == X[IDX]).all()
    out = f32(48)
    m.wrapped[(3,)](out, X, 48, BLOCK=16)  # % M keeps the runs when M is a multiple
    assert (out == X[:48]).all()
    out = f32(256)
    m.row_start[(4,)](out, X, 32, BLOCK=16)  # a scalar: rows of 16 at 0, 32, 64, 96
    want = np.where(np.arange(256) % 32 < 16, X, 0)
    want[128:] = 0
    assert (out == want).all()
    out = f32(4)
    m.ptr_hint[(1,)](out, aligned16(64), 4)  # a pointer tile: byte addresses
    assert (out == X[4:8]).all()
    m.ptr_contig[(1,)](out, X, 1)
    assert (out == X[:4]).all()


def test_correct_2d_hints_pass(m):
    out = f32(256)
    m.tile2d[(2,)](out, X, 32, BM=4, BN=32)  # (1, 16) / (1, BN) on a 2-D tile
    assert (out == X).all()
    out = i32(32)
    m.columns[(1,)](out, BM=8, BN=4)  # a transpose runs in steps of 1 along axis 0
    assert (out.reshape(4, 8) == np.arange(32).reshape(8, 4).T).all()


def test_run_lengths_follow_the_launch_facts(m):
    """``arange(0, BLOCK) * s`` runs in steps of 1 only when s == 1, which a GPU launch
    specializes on (is_one): the hint then holds for the first lane of the run."""
    out = i32(64)
    m.strided[(4,)](out, 1, BLOCK=16)
    assert (out == np.arange(64)).all()
    e = error_of(lambda: m.strided[(4,)](i32(64), 2, BLOCK=16))
    assert e.message == ("wrong hint in kernel 'strided', program id (0, 0, 0): "
                         "multiple_of(..., 16) promises that every lane's value is a multiple "
                         "of 16, but lane (1,) holds 2")


def test_float_tiles_are_not_checked(m):
    x = np.array([0.5, 3.0, -1.0, 7.0, 2.0, 9.0, 1.0, 4.0], np.float32)
    out = f32(8)
    m.floats[(1,)](out, x)
    assert (out == x).all()


# ---------------------------------------------------------------------------- wrong hints
def test_wrong_multiple_of_exact_message(m):
    out = np.full(16, -1, np.int32)
    e = error_of(lambda: m.scaled[(4,)](out, BLOCK=4))
    assert str(e) == (
        "hints.tile:4:12: wrong hint in kernel 'scaled', program id (1, 0, 0): "
        "multiple_of(..., 16) promises that the first value of each run is a multiple of 16 "
        "(the tile is one run of 4 consecutive values), but lane (0,) holds 3\n"
        "        offs = multiple_of(pid * 3 + arange(0, BLOCK), 16)\n"
        "               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
        "the runs of 4 are what the code generator proves about this tile; the code generator "
        "takes the first lane of each run to be a multiple of 16\n" + ADVICE)
    assert (e.span.line, e.span.col) == (4, 12)
    # batched, the launch re-ran one by one: program 0 stored, program 1 stopped
    assert out.tolist() == [0, 1, 2, 3] + [-1] * 12


def test_wrong_max_contiguous_exact_message(m):
    idx = IDX.copy()
    idx[21] = 40
    e = error_of(lambda: m.gather[(2,)](f32(32), X, idx, BLOCK=16))
    assert str(e) == (
        "hints.tile:37:9: wrong hint in kernel 'gather', program id (1, 0, 0): "
        "max_contiguous(..., 16) promises that its 16 lanes hold consecutive increasing "
        "values, but lane (5,) holds 40 after 4 at lane (4,)\n"
        "        i = max_contiguous(multiple_of(load(idx + offs), 16), 16)\n"
        "            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n" + ADVICE)
    assert (e.span.line, e.span.col) == (37, 9)


def test_runs_from_max_contiguous(m):
    """max_contiguous after multiple_of makes the runs 16 long: only lane 0 counts."""
    idx = np.array(list(range(8, 24)) + list(range(16)), np.int32)
    e = error_of(lambda: m.gather[(2,)](f32(32), X, idx, BLOCK=16))
    assert str(e) == (
        "hints.tile:37:24: wrong hint in kernel 'gather', program id (0, 0, 0): "
        "multiple_of(..., 16) promises that the first value of each run is a multiple of 16 "
        "(the tile is one run of 16 consecutive values), but lane (0,) holds 8\n"
        "        i = max_contiguous(multiple_of(load(idx + offs), 16), 16)\n"
        "                           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
        "the runs of 16 come from a max_contiguous hint on the same value; the code generator "
        "takes the first lane of each run to be a multiple of 16\n" + ADVICE)


def test_multiple_of_on_a_loaded_tile_is_about_every_lane(m):
    """Without max_contiguous the code generator knows no runs in a loaded tile, so it takes
    multiple_of(v, 16) to mean every lane: the values 32, 33, ... break it."""
    e = error_of(lambda: m.gather_div[(2,)](f32(32), X, IDX, BLOCK=16))
    assert str(e) == (
        "hints.tile:42:9: wrong hint in kernel 'gather_div', program id (0, 0, 0): "
        "multiple_of(..., 16) promises that every lane's value is a multiple of 16, but lane "
        "(1,) holds 33\n"
        "        i = multiple_of(load(idx + offs), 16)\n"
        "            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n" + NO_RUNS + "\n" + ADVICE)


def test_wrong_2d_hints(m):
    e = error_of(lambda: m.wrong2d[(2,)](f32(256), X, 32, BM=4, BN=32))
    assert str(e) == (
        "hints.tile:24:12: wrong hint in kernel 'wrong2d', program id (0, 0, 0): "
        "multiple_of(..., (16, 16)) promises that along axis 0 every lane's value is a multiple "
        "of 16, but lane (0, 1) holds 1\n"
        "        offs = multiple_of(rows[:, None] * stride + arange(0, BN)[None, :], 16)\n"
        "               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
        + NO_RUNS + "\n"
        "the one value 16 was given for all 2 axes; Triton wants one per axis, e.g. (1, 16) "
        "for a tile contiguous along its last axis\n" + ADVICE)
    e = error_of(lambda: m.tile2d[(2,)](f32(256), X, 24, BM=4, BN=16))  # rows start at 24
    assert e.message == (
        "wrong hint in kernel 'tile2d', program id (0, 0, 0): multiple_of(..., (1, 16)) "
        "promises that along axis 1 the first value of each run is a multiple of 16 (the tile "
        "is one run of 16 consecutive values), but lane (1, 0) holds 24")
    assert (e.span.line, e.span.col) == (19, 27)
    e = error_of(lambda: m.rows[(1,)](i32(32), BM=8, BN=4))  # not along axis 1
    assert e.message == (
        "wrong hint in kernel 'rows', program id (0, 0, 0): max_contiguous(..., (1, 4)) "
        "promises that along axis 1 each aligned group of 4 lanes (lanes 0-3, 4-7) holds "
        "consecutive increasing values, but lane (0, 1) holds 4 after 0 at lane (0, 0)")


def test_wrong_hint_of_the_tutorial_matmul(m):
    """``max_contiguous(multiple_of(offs % M, BLOCK), BLOCK)``: the last block wraps."""
    e = error_of(lambda: m.wrapped[(3,)](f32(48), X, 40, BLOCK=16))
    assert e.message == (
        "wrong hint in kernel 'wrapped', program id (2, 0, 0): max_contiguous(..., 16) "
        "promises that its 16 lanes hold consecutive increasing values, but lane (8,) holds 0 "
        "after 39 at lane (7,)")
    assert (e.span.line, e.span.col) == (52, 10)


def test_masked_off_lanes_must_hold_the_hint_too(m):
    e = error_of(lambda: m.clamped[(3,)](f32(48), X, 40, BLOCK=16))
    assert e.message == (
        "wrong hint in kernel 'clamped', program id (2, 0, 0): max_contiguous(..., 16) "
        "promises that its 16 lanes hold consecutive increasing values, but lane (8,) holds 39 "
        "after 39 at lane (7,)")
    out = f32(48)
    m.clamped[(3,)](out, X, 48, BLOCK=16)  # no lane clamped: the hint holds
    assert (out == X[:48]).all()


def test_wrong_scalar_and_pointer_hints(m):
    e = error_of(lambda: m.row_start[(4,)](f32(256), X, 40, BLOCK=16))
    assert str(e) == (
        "hints.tile:61:13: wrong hint in kernel 'row_start', program id (1, 0, 0): "
        "multiple_of(..., 16) promises that the scalar's value is a multiple of 16, but it is "
        "40\n"
        "        start = multiple_of(program_id(0) * stride, 16)\n"
        "                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n" + ADVICE)
    e = error_of(lambda: m.ptr_hint[(1,)](f32(4), aligned16(64), 2))
    assert e.message == (
        "wrong hint in kernel 'ptr_hint', program id (0, 0, 0): multiple_of(..., 16) promises "
        "that the first byte address of each run is a multiple of 16 (the tile is one run of 4 "
        "consecutive elements), but lane (0,) points to offset 2 of 'x', whose byte address is "
        "8 past a multiple of 16")
    e = error_of(lambda: m.ptr_contig[(1,)](f32(4), X, 3))
    assert e.message == (
        "wrong hint in kernel 'ptr_contig', program id (0, 0, 0): max_contiguous(..., 4) "
        "promises that its 4 lanes point to consecutive elements of one array, but lane (1,) "
        "points to offset 3 after offset 0 of 'x' at lane (0,)")


def test_the_debugger_stops_on_a_wrong_hint(m):
    stop = tiledsl.debug(m.scaled, (4,), i32(16), BLOCK=4).cont()
    assert stop.reason == "error" and stop.pid == (1, 0, 0)
    assert stop.error.message.startswith("wrong hint in kernel 'scaled', program id (1, 0, 0)")


# ---------------------------------------------------------------------------- on and off
def test_the_check_is_named_and_on_by_default():
    assert "hints" in CHECKS and "hints" in DEFAULT
    assert parse_check(True).on("hints") and parse_check("all").on("hints")
    assert not parse_check("-hints").on("hints")
    assert parse_check("bounds,hints:warn").mode("hints") == "warn"


@pytest.mark.parametrize("check", ["-hints", "bounds,race", "none", False])
def test_the_check_turns_off_by_name(m, check):
    out = i32(16)
    m.scaled[(4,)](out, BLOCK=4, check=check)
    assert out.tolist() == [0, 1, 2, 3, 3, 4, 5, 6, 6, 7, 8, 9, 9, 10, 11, 12]


def test_the_check_turns_off_through_the_environment(m, monkeypatch):
    monkeypatch.setenv("TILEDSL_CHECK", "-hints")
    m.scaled[(4,)](i32(16), BLOCK=4)
    monkeypatch.setenv("TILEDSL_CHECK", "hints")
    error_of(lambda: m.scaled[(4,)](i32(16), BLOCK=4))


def test_warn_mode_warns_once_and_runs_on(m):
    out = i32(16)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        m.scaled[(4,)](out, BLOCK=4, check="+hints:warn")
    found = [w for w in caught if issubclass(w.category, TileDebugWarning)]
    assert len(found) == 1  # programs 1, 2 and 3 break it; one warning per check and op
    assert str(found[0].message).startswith("hints.tile:4:12: wrong hint in kernel 'scaled', "
                                            "program id (1, 0, 0)")
    assert out.tolist() == [0, 1, 2, 3, 3, 4, 5, 6, 6, 7, 8, 9, 9, 10, 11, 12]


# ---------------------------------------------------------------------------- examples
NAMES = EXAMPLE_NAMES


def _hint(expr: str, n: str) -> str:
    return f"max_contiguous(multiple_of({expr}, {n}), {n})"


#: the hints a Triton programmer would add to each example: (old text, new text)
HINTED = {
    "vector_add": [("offs = pid * BLOCK + arange(0, BLOCK)",
                    "offs = " + _hint("pid * BLOCK + arange(0, BLOCK)", "BLOCK"))],
    "softmax": [("cols = arange(0, BLOCK)", "cols = " + _hint("arange(0, BLOCK)", "BLOCK"))],
    "layernorm": [("cols = arange(0, BLOCK)", "cols = " + _hint("arange(0, BLOCK)", "BLOCK"))],
    "matmul": [("rm = pid_m * BLOCK_M + arange(0, BLOCK_M)",
                "rm = " + _hint("pid_m * BLOCK_M + arange(0, BLOCK_M)", "BLOCK_M")),
               ("rn = pid_n * BLOCK_N + arange(0, BLOCK_N)",
                "rn = " + _hint("pid_n * BLOCK_N + arange(0, BLOCK_N)", "BLOCK_N")),
               ("ka = k + rk", "ka = " + _hint("k + rk", "BLOCK_K"))],
    "attention": [("offs_m = start_m * BLOCK_M + arange(0, BLOCK_M)",
                   "offs_m = " + _hint("start_m * BLOCK_M + arange(0, BLOCK_M)", "BLOCK_M")),
                  ("cols = start_n + offs_n", "cols = " + _hint("start_n + offs_n", "BLOCK_N"))],
}


@pytest.mark.parametrize("name", NAMES)
def test_examples_pass_with_the_check_on(examples, name, monkeypatch):
    monkeypatch.setenv("TILEDSL_CHECK", "bounds,race,uninit,hints")
    rows = examples[name].run("interpreter", np, "small")
    assert rows and all(r.ok for r in rows), rows
    text = (EXAMPLES / f"{name}.tile").read_text()
    for old, new in HINTED[name]:
        assert text.count(old) == 1, old
        text = text.replace(old, new)
    kernel = getattr(tiledsl.compile(text, filename=f"{name}_hinted.tile"), name)
    monkeypatch.setattr(examples[name], "KERNEL", kernel)
    rows = examples[name].run("interpreter", np, "small")
    assert rows and all(r.ok for r in rows), rows


# ---------------------------------------------------------------------------- the docs
def test_the_example_of_docs_debugging_prints_what_it_shows(root, capsys):
    """docs/debugging.md's hint example is marked ``hints example`` / ``hints output`` (not
    ``run`` / ``output``, which tests/test_debug_docs.py counts): run it here."""
    from doc_runner import blocks

    text = (root / "docs" / "debugging.md").read_text(encoding="utf-8")
    marked = {mark.split()[1]: body for _, mark, _, body in blocks(text)
              if mark.startswith("hints ")}
    assert set(marked) == {"example", "output"}
    exec(compile(marked["example"], "example.py", "exec"), {"np": np, "tiledsl": tiledsl})
    assert capsys.readouterr().out == marked["output"]
