"""fp16 and bf16 reductions and scans accumulate the same way on every backend.

Every reduction and scan builtin, on fp16 and bf16 tiles: a 1-D tile, a 2-D tile along each
axis, and a masked tail (a 1-D tile whose last lanes load ``other``), on the interpreter and
on the GPU. The inputs are made so that rounding at every step and accumulating in fp32 give
different results, and so that the order of combination shows; each test checks that about its
own expected values before it compares anything. Expected values are computed here from the
rules of docs/language.md, "Reductions and scans", element by element in float64 and rounded
to the accumulation dtype after every step:

* ``sum``: in the input's dtype (fp16 stays fp16, bf16 stays bf16), a tree of neighbours
  (``x[2i] + x[2i+1]``, then the same on the result);
* ``cumsum``/``cumprod``: fp16 in fp16, bf16 in fp32 (the result is fp32), Hillis-Steele steps
  (in step ``k`` = 1, 2, 4 ... every ``x[i]`` with ``i >= k`` becomes ``x[i - k] ⊕ x[i]``);
* ``max``/``min``: fp32 results (``return_indices=True``: fp16 stays fp16, bf16 gives fp32);
  ``argmax``/``argmin``: the smallest index of the extreme, i32.
"""
from __future__ import annotations

import functools
import zlib

import numpy as np
import pytest

import tiledsl
from tiledsl.dtypes import DType

from _backends import BACKENDS, run

N1 = 256          # 1-D tile
TAIL = N1 - 37    # valid lanes of the masked tail
BR, BC = 16, 32   # 2-D tile

ONE_D = """
kernel k(x: *{T}, out: *{R}, n: i32, B: constexpr):
    o = arange(0, B)
    a = load(x + o{MASK})
    {STMT}
    static_assert(v.dtype == {R})
    store(out{OUT}, v{SMASK})
"""
TWO_D = """
kernel k(x: *{T}, out: *{R}, BR: constexpr, BC: constexpr):
    r = arange(0, BR)
    c = arange(0, BC)
    a = load(x + r[:, None] * BC + c[None, :])
    {STMT}
    static_assert(v.dtype == {R})
    store(out + {OUT}, v)
"""

# op -> (statement binding v, whether it is a scan)
OPS = {
    "sum": ("v = sum(a, axis={AX})", False),
    "max": ("v = max(a, axis={AX})", False),
    "min": ("v = min(a, axis={AX})", False),
    "max_indices": ("v, vi = max(a, axis={AX}, return_indices=True)", False),
    "min_indices": ("v, vi = min(a, axis={AX}, return_indices=True)", False),
    "argmax": ("v = argmax(a, axis={AX})", False),
    "argmin": ("v = argmin(a, axis={AX})", False),
    "cumsum": ("v = cumsum(a, axis={AX})", True),
    "cumsum_reverse": ("v = cumsum(a, axis={AX}, reverse=True)", True),
    "cumprod": ("v = cumprod(a, axis={AX})", True),
    "cumprod_reverse": ("v = cumprod(a, axis={AX}, reverse=True)", True),
}
CASES = ["1d", "2d-axis0", "2d-axis1", "tail"]


def result_dtype(op: str, d: str) -> str:
    if op in ("max", "min"):
        return "fp32"
    if op in ("argmax", "argmin"):
        return "i32"
    if op.endswith("_indices") or op == "sum":
        return "fp32" if (d == "bf16" and op != "sum") else d
    return "fp32" if d == "bf16" else d  # scans


def other_value(op: str) -> str:
    """The masked tail's ``other``: the identity of the combination."""
    if op.startswith("cumprod"):
        return "1"
    if op in ("max", "max_indices", "argmax"):
        return "-float('inf')"
    if op in ("min", "min_indices", "argmin"):
        return "float('inf')"
    return "0"


@functools.lru_cache(maxsize=None)
def _kernel(op: str, d: str, case: str):
    stmt, scan = OPS[op]
    R = result_dtype(op, d)
    if case in ("1d", "tail"):
        mask = "" if case == "1d" else f", mask=o < n, other={other_value(op)}"
        out = " + o" if scan else ""
        smask = ", mask=o < n" if scan and case == "tail" else ""
        src = ONE_D.format(T=d, R=R, MASK=mask, STMT=stmt.format(AX=0), OUT=out, SMASK=smask)
    else:
        ax = int(case[-1])
        out = "r[:, None] * BC + c[None, :]" if scan else ("c" if ax == 0 else "r")
        src = TWO_D.format(T=d, R=R, STMT=stmt.format(AX=ax), OUT=out)
    return tiledsl.compile(src.replace("-float('inf')", "-inf").replace("float('inf')", "inf"),
                           filename=f"half_{op}.tile").k


# ------------------------------------------------------------------ rounding and references
def np_of(d: str):
    return DType(d).np


def rnd(v: float, d: str) -> float:
    """``v`` (a float64 holding an exact sum or product of two values) rounded to ``d``."""
    return float(np.array(v, dtype=np.float64).astype(np.float32).astype(np_of(d))) \
        if d != "fp32" else float(np.float32(v))


def tree_sum(line, d: str) -> float:
    v = [float(t) for t in line]
    while len(v) > 1:
        v = [rnd(v[2 * i] + v[2 * i + 1], d) for i in range(len(v) // 2)]
    return v[0]


def halving_sum(line, d: str) -> float:
    """The other pairwise tree (``x[i] + x[i + n/2]`` first), to show the order matters."""
    v = [float(t) for t in line]
    while len(v) > 1:
        h = len(v) // 2
        v = [rnd(v[i] + v[i + h], d) for i in range(h)]
    return v[0]


def hillis_steele(line, mul: bool, d: str, reverse: bool) -> list:
    v = [float(t) for t in line]
    if reverse:
        v = v[::-1]
    k = 1
    while k < len(v):
        v = [v[i] if i < k else rnd(v[i - k] * v[i] if mul else v[i - k] + v[i], d)
             for i in range(len(v))]
        k *= 2
    return v[::-1] if reverse else v


def sequential_scan(line, mul: bool, d: str, reverse: bool) -> list:
    """Left to right, one element at a time, to show the order matters."""
    v = [float(t) for t in line]
    if reverse:
        v = v[::-1]
    out, acc = [], None
    for t in v:
        acc = t if acc is None else rnd(acc * t if mul else acc + t, d)
        out.append(acc)
    return out[::-1] if reverse else out


def once(line, mul: bool, d: str) -> float:
    """Accumulated in float64 (exact for these sums), then rounded once to ``d``: what an
    accumulator wider than ``d`` gives."""
    acc = 1.0 if mul else 0.0
    for t in line:
        acc = acc * float(t) if mul else acc + float(t)
    return float(np.array(acc, np.float64).astype(np.float32).astype(np_of(d)))


def lines(x: np.ndarray, case: str) -> list:
    """The 1-D lines a reduction or scan runs along, as float64 arrays."""
    x = x.astype(np.float64)
    if case == "2d-axis0":
        return [x[:, j] for j in range(x.shape[1])]
    if case == "2d-axis1":
        return [x[i, :] for i in range(x.shape[0])]
    return [x]


def assemble(vals: list, case: str) -> np.ndarray:
    """Per-line results back in the output's layout (scans: the tile; reductions: a vector)."""
    a = np.array(vals, dtype=np.float64)
    if a.ndim == 2 and case in ("1d", "tail"):
        return a[0]
    return a.T if case == "2d-axis0" and a.ndim == 2 else a


# ------------------------------------------------------------------ inputs
def tile_shape(case: str) -> tuple:
    return (N1,) if case in ("1d", "tail") else (BR, BC)


def make_input(op: str, d: str, case: str) -> np.ndarray:
    """Values of ``d`` where the accumulation shows: the first draw (of a fixed sequence) on
    which every other order and accumulation dtype gives another result (:func:`shows`)."""
    rng = np.random.default_rng(zlib.crc32(f"{op} {d} {case}".encode()))
    for _ in range(200):
        x = _draw(rng, op, d, case)
        if shows(op, d, case, x):
            return x
    raise AssertionError(f"no input of {op} {d} {case} shows the order and the precision")


def _draw(rng, op: str, d: str, case: str) -> np.ndarray:
    shape = tile_shape(case)
    big = 2048.0 if d == "fp16" else 256.0  # where 1 is half an ulp
    if op == "sum" or op.startswith("cumsum"):
        x = rng.choice([1.0, 1.0, 1.0, 3.0, 0.5, -1.0, 0.75, -0.25], size=shape)
        x = np.where(rng.random(shape) < 0.05, rng.choice([big, -big, big / 2], size=shape), x)
        if op.startswith("cumsum") and d == "bf16":
            # fp32 accumulation: steps past 2^24 round in fp32, so the order shows there too
            x = np.where(rng.random(shape) < 0.1, 2.0**25, x)
        first = {"2d-axis0": (slice(0, 4), 0), "2d-axis1": (0, slice(0, 4))}.get(
            case, slice(0, 4))
        x[first] = [big, 1.0, 1.0, 1.0]  # the start of issue 15's example
    elif op.startswith("cumprod"):
        step = 2.0**-10 if d == "fp16" else 2.0**-7  # 1 + k * step is exact in d
        x = 1.0 + rng.integers(-6, 7, size=shape) * step
    else:  # max, min and the arg-reductions: ties and negative values
        x = rng.choice([-3.0, -1.5, 0.25, 1.0, 2.0, 2.0, 7.5, 1000.0, -1000.0], size=shape)
        x = x + rng.integers(0, 4, size=shape) * 0.25
    return np.ascontiguousarray(x).astype(np.float32).astype(np_of(d))


def padded(x: np.ndarray, op: str, case: str) -> np.ndarray:
    """What the kernel's load gives: in the tail, ``other`` past the valid lanes."""
    if case != "tail":
        return x
    p = x.copy()
    fill = {"1": 1.0, "0": 0.0, "-float('inf')": -np.inf, "float('inf')": np.inf}
    p[TAIL:] = np.array(fill[other_value(op)]).astype(x.dtype)
    return p


def reference(op: str, d: str, case: str, x: np.ndarray) -> tuple:
    """(expected values, the values of other orders or accumulation dtypes): for sums and
    scans, the tree of the other order, and one rounding at the end (fp16 and bf16 sums, fp16
    scans) or bf16 at every step (bf16 scans, which accumulate in fp32)."""
    src = lines(padded(x, op, case), case)
    R = result_dtype(op, d)
    alts = []
    if op == "sum":
        got = [tree_sum(line, d) for line in src]
        alts = [[halving_sum(line, d) for line in src], [once(line, False, d) for line in src]]
    elif op.startswith("cum"):
        mul, rev = op.startswith("cumprod"), op.endswith("reverse")
        got = [hillis_steele(line, mul, R, rev) for line in src]
        alts = [[sequential_scan(line, mul, R, rev) for line in src]]
        if d == "bf16":
            alts.append([hillis_steele(line, mul, "bf16", rev) for line in src])
        else:
            one = [[once((line[::-1] if rev else line)[:i + 1], mul, d)
                    for i in range(len(line))] for line in src]
            alts.append([a[::-1] if rev else a for a in one])
    elif op in ("argmax", "argmin"):
        f = np.argmax if op == "argmax" else np.argmin  # the first occurrence: smallest index
        got = [int(f(line)) for line in src]
    else:
        f = np.max if op.startswith("max") else np.min
        got = [float(f(line)) for line in src]
    if case == "tail" and OPS[op][1]:  # only the valid lanes are stored
        got, alts = [g[:TAIL] for g in got], [[a[:TAIL] for a in alt] for alt in alts]
    return assemble(got, case).astype(np_of(R)), alts, got


def shows(op: str, d: str, case: str, x: np.ndarray) -> bool:
    """Whether every other order and accumulation dtype gives another result on ``x``."""
    _, alts, got = reference(op, d, case, x)
    return all(alt != got for alt in alts)


# ------------------------------------------------------------------ the test
def _launch(op, d, case, x, backend):
    k = _kernel(op, d, case)
    R = result_dtype(op, d)
    scan = OPS[op][1]
    out_shape = x.shape if scan else ((1,) if case in ("1d", "tail") else
                                      (x.shape[1] if case == "2d-axis0" else x.shape[0],))
    out = np.zeros(out_shape, dtype=np_of(R))
    if case in ("1d", "tail"):
        n = TAIL if case == "tail" else N1
        run(k, (1,), [x, out, np.int32(n)], backend, B=N1)
    else:
        run(k, (1,), [x, out], backend, BR=BR, BC=BC)
    return out


def _bits(a: np.ndarray) -> np.ndarray:
    return a.view(np.uint16) if a.dtype.itemsize == 2 else a.view(np.uint32)


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize("d", ["fp16", "bf16"])
@pytest.mark.parametrize("op", list(OPS))
def test_half_reduction_and_scan(op, d, case, backend):
    x = make_input(op, d, case)
    want, _, _ = reference(op, d, case, x)
    got = _launch(op, d, case, x, backend)
    if case == "tail" and OPS[op][1]:
        got = got[:TAIL]
    assert got.dtype == want.dtype
    np.testing.assert_array_equal(_bits(got), _bits(want),
                                  err_msg=f"{op} {d} {case} on {backend}: "
                                          f"got {got.astype(np.float64).tolist()[:12]}..., "
                                          f"want {want.astype(np.float64).tolist()[:12]}...")


@pytest.mark.parametrize("backend", BACKENDS)
def test_issue_15_example(backend):
    """``cumsum`` of bf16 ``[256, 1, 1, 1, 1, 1, 1, 1]`` is fp32 ``[256, 257, ..., 263]``."""
    src = """
kernel k(x: *bf16, out: *fp32, B: constexpr):
    o = arange(0, B)
    v = cumsum(load(x + o))
    static_assert(v.dtype == fp32)
    store(out + o, v)
"""
    x = np.array([256] + [1] * 7, dtype=np.float32).astype(DType.bf16.np)
    out = np.zeros(8, np.float32)
    run(tiledsl.compile(src, filename="issue15.tile").k, (1,), [x, out], backend, B=8)
    assert out.tolist() == [256.0 + i for i in range(8)]


def test_sum_in_another_layout_goes_through_the_tree_layout():
    """The generated code converts an fp16 sum's tile whose layout combines out of the tree
    order (here the registers of a 1-D tile wrap around the lanes and warps), and leaves one
    in order (one run of registers, then lanes, then warps) and fp32 sums as they are."""
    from tiledsl.codegen.layout import blocked
    from tiledsl.codegen.rules.reduce import in_tree_order, tree_layout

    wrapped = blocked((1024,), [1], [32], [4], [0])
    assert not in_tree_order(wrapped, 0)
    runs = blocked((1024,), [8], [32], [4], [0])
    assert in_tree_order(runs, 0)
    for shape, axis, nw in [((1024,), 0, 4), ((16, 32), 0, 4), ((16, 32), 1, 4), ((8,), 0, 4),
                            ((64, 8), 0, 8), ((2, 4, 8), 1, 2)]:
        lay = tree_layout(shape, axis, nw, 32)
        assert in_tree_order(lay, axis), (shape, axis, lay.describe())
        assert len(lay.lane) == 5 and len(lay.warp) == (nw.bit_length() - 1)
        # every element is held: the bases span the tile
        seen = {lay.coord(r, ln, w) for r in range(lay.num_regs) for ln in range(32)
                for w in range(nw)}
        assert len(seen) == int(np.prod(shape))
    src = """
kernel k(x: *{T}, out: *{T}, B: constexpr):
    store(out, sum(load(x + arange(0, B))))
"""
    for T, converted in [("fp16", True), ("bf16", True), ("fp32", False)]:
        text = tiledsl.compile(src.format(T=T), filename="s.tile").k.emit("cuda", B=1024)
        assert ("layout conversion" in text) == converted, T
