"""Compile-time values of the wrong kind (a string, a dtype, a builtin, a pointer tile, a
tuple, None, a bound method ...) anywhere a value goes: every outcome is success or a
TileError located inside the source, never an InternalError or another exception."""
from __future__ import annotations

import pytest

from tiledsl.check.kinds import KINDS, kind_of
from tiledsl.check.library import BUILTINS
from tiledsl.errors import TileCompileErrors
from tiledsl.testing.fuzz.frontend import GOOD, findings, outcome, wrong_kind_sources

CASES = list(wrong_kind_sources())
CHUNKS = 8


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_the_wrong_kind_grid_gives_located_errors(chunk):
    counts, bad = findings(CASES[chunk::CHUNKS])
    assert not bad, "\n".join(f"{label}: {kind}: {detail}" for label, kind, detail, _ in bad[:10])
    assert counts.get("error", 0) > 0


def test_the_grid_covers_every_parameter_of_every_builtin():
    labels = {label for label, _ in CASES}
    for name, b in BUILTINS.items():
        for p in [p for p, _ in b.params] + ([b.varargs] if b.varargs else []):
            assert f"{name}({p}=string)" in labels
            assert KINDS[kind_of(name, p)]


K = "kernel k(x: *fp32, out: *fp32, n: i32, B: constexpr):\n"
PRE = K + "    offs = arange(0, B)\n    v = load(x + offs)\n"


def first_error(src):
    from tiledsl.check import check_module, lower
    from tiledsl.parser import parse
    from tiledsl.source import Source

    m = parse(Source(src, "t.tile"))
    with pytest.raises(TileCompileErrors) as ei:
        check_module(m)
        lower(m, "k", {}, {"B": 16})
    e = ei.value.errors[0]
    return e.span.line, e.span.col, e.message


@pytest.mark.parametrize("stmt, col, message", [
    ('maximum(v, "x")', 16, "maximum()'s y must be a number or a tile of numbers (not pointers), "
                            "got the string 'x'"),
    ("maximum(out + arange(0, B), 1.0)", 13, "maximum()'s x must be a number or a tile of "
                                             "numbers (not pointers), got a *fp32[16] tile"),
    ("atomic_add(x + offs, fp64)", 26, "atomic_add()'s val must be a number or a tile of "
                                       "numbers (not pointers), got the dtype fp64"),
    ("r = v or max", 9, "operator or does not apply to the function max"),
    ("sum(v, keep_dims=max)", 12, "sum()'s keep_dims must be a compile-time True or False, got "
                                  "the function max"),
    ("v.to(fp16, bitcast=max)", 16, ".to()'s bitcast must be a compile-time True or False, got "
                                    "the function max"),
    ("where(v > 0, v.to, fp32)", 18, "where()'s x must be a tile, a scalar or a number, got the "
                                     "method .to of a tile (call it: .to(...))"),
    ("f = max\n    for i in range(0, n):\n        f = min", 5,
     "'f' holds the function max and is assigned in the loop; only run-time values can change "
     "inside a loop"),
    ("q = v\n    for i in range(0, n):\n        q = max", 9,
     "loop-carried variable 'q' cannot become the function max"),
])
def test_wrong_kinds_from_the_issue(stmt, col, message):
    line = 4 + (stmt.startswith("q = v\n") * 2)
    assert first_error(PRE + "    " + stmt + "\n") == (line, col, message)


def test_dot_of_a_pointer_tile_is_refused_at_the_argument():
    """Found by tests/test_fuzz_frontend.py (seed 3): a 2-D pointer tile as dot()'s first
    operand reached an internal error (dot's result dtype of a pointer type)."""
    src = (PRE + "    p = out + offs[:, None] * B + offs[None, :]\n"
           "    store(p, dot(p, v[:, None] * v[None, :]))\n")
    assert first_error(src) == (5, 18, "dot()'s input must be a number or a tile of numbers "
                                       "(not pointers), got a *fp32[16,16] tile")


def test_outcome_classifies():
    assert outcome(PRE)[0] == "ok"
    assert outcome(PRE + "    q = load(1)\n")[0] == "error"
    assert "ok" in GOOD and "error" in GOOD


@pytest.mark.parametrize("other, message", [
    ("breakpoint", "the returned value cannot be merged after this if"),
    ("max", "the returned value cannot be merged after this if"),
    ("(1, 2)", "the returned value holds values of different structure in the two branches "
               "of this if"),
])
def test_a_helper_returning_a_builtin_on_one_path(other, message):
    """Found by bench/fuzz_frontend.py (10^6 inputs, seed 21): a number returned on one path
    and a builtin (or a tuple) on the other reached an internal error while merging."""
    src = ("def pick(a, b):\n    if a < b:\n        return a, b\n"
           f"    return b, {other}\n\n"
           "kernel k(out: *i32, v: i32, B: constexpr):\n    lo, hi = pick(v, 12)\n"
           "    store(out, lo)\n")
    assert first_error(src) == (4, 5, message)


def test_a_kernel_may_share_a_builtins_name_a_helper_may_not():
    import numpy as np

    import tiledsl

    k = tiledsl.compile("kernel gather(o: *i32):\n    i = arange(0, 4)\n"
                        "    store(o + i, gather(i * 10, 3 - i, 0))\n", filename="g.tile").gather
    o = np.zeros(4, np.int32)
    k[(1,)](o)
    assert o.tolist() == [30, 20, 10, 0]  # inside the kernel, gather is the builtin
    src = "def sort(x):\n    return x\n\nkernel k(o: *i32):\n    store(o, sort(1))\n"
    assert first_error(src)[:3] == (1, 5, "'sort' is a builtin; choose another name")
