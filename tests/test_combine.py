"""``reduce`` and ``associative_scan`` with a helper as ``combine_fn`` (Triton's ``tl.reduce`` /
``tl.associative_scan``) on both backends: numpy references for associative combines, and
numpy models of the documented order (a tree of neighbours; Hillis-Steele steps) for
combines that are neither associative nor commutative, which must agree bit for bit."""
from __future__ import annotations

import numpy as np
import pytest

import tiledsl
from _backends import BACKENDS, run
from tiledsl.dtypes import DType

DTYPES = ["i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64", "fp16", "bf16", "fp32", "fp64"]

ARGMAX = """
def pick(v1, i1, v2, i2):
    take = (v2 > v1) | ((v2 == v1) & (i2 < i1))
    return where(take, v2, v1), where(take, i2, i1)

kernel k(x: *{T}, out_v: *{T}, out_i: *i32, n: i32, LO: constexpr, BLOCK: constexpr):
    offs = arange(0, BLOCK)
    m = offs < n
    v = load(x + offs, mask=m, other=LO)
    mv, mi = reduce((v, offs), 0, pick)
    store(out_v, mv)
    store(out_i, mi)
"""


def _dtype(dt):
    return {d.name: d for d in DType}[dt].np


def _values(dt, n, seed):
    rng = np.random.default_rng(seed)
    npd = _dtype(dt)
    if dt.startswith("fp") or dt == "bf16":
        return rng.integers(-50, 50, n).astype(np.float32).astype(npd)  # ties happen
    info = np.iinfo(npd)
    return rng.integers(info.min, info.max, n, endpoint=True, dtype=np.int64 if dt != "u64"
                        else np.uint64).astype(npd)


def _lowest(dt):
    npd = _dtype(dt)
    return -np.inf if dt.startswith("fp") or dt == "bf16" else int(np.iinfo(npd).min)


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("dt", DTYPES)
def test_argmax_with_payload_over_a_masked_tail(backend, dt):
    """The (value, index) reduction of Triton's tutorials: the largest value and its
    smallest index, over 100 of 128 lanes (the tail masked with the dtype's lowest)."""
    m = tiledsl.compile(ARGMAX.format(T=dt), filename="argmax.tile")
    npd = _dtype(dt)
    x = _values(dt, 100, 1)
    ov, oi = np.zeros(1, npd), np.zeros(1, np.int32)
    lo = _lowest(dt)
    run(m.k, (1,), [x, ov, oi, np.int32(100)], backend, LO=lo, BLOCK=128)
    xf = x.astype(np.float64) if npd.kind == "f" or dt == "bf16" else x
    assert oi[0] == int(np.argmax(xf)), (oi, np.argmax(xf))
    assert ov[0] == x[np.argmax(xf)]


TREE = """
def sub(a, b):
    return a - b

kernel k(x: *{T}, o0: *{T}, o1: *{T}, oall: *{T}, okd: *{T}):
    r = arange(0, 8)
    c = arange(0, 64)
    t = load(x + r[:, None] * 64 + c[None, :])
    store(o0 + c, reduce(t, 0, sub))
    store(o1 + r, reduce(t, 1, sub))
    store(oall, reduce(t, None, sub))
    kd = reduce(t, 1, sub, keep_dims=True)
    static_assert(kd.shape == (8, 1))
    store(okd + r[:, None], kd)
"""


def tree_model(x, axis, f):
    """The documented order: f(x[2i], x[2i+1]) level by level, the lower index left."""
    x = np.moveaxis(x, axis, 0)
    while x.shape[0] > 1:
        x = f(x[0::2], x[1::2])
    return x[0]


def _sub(dt):
    if dt in ("fp16", "bf16"):
        npd = _dtype(dt)
        return lambda a, b: (a.astype(np.float32) - b.astype(np.float32)).astype(npd)
    return lambda a, b: a - b


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("dt", ["i32", "u8", "i64", "fp16", "bf16", "fp32", "fp64"])
def test_reduce_order_is_the_tree_of_neighbours(backend, dt):
    """``a - b`` is neither associative nor commutative: each axis, ``axis=None`` and
    ``keep_dims`` give the bits of the tree of neighbours on both backends."""
    m = tiledsl.compile(TREE.format(T=dt), filename="tree.tile")
    npd = _dtype(dt)
    rng = np.random.default_rng(2)
    if npd.kind in "iu":
        x = rng.integers(0, 100, 512).astype(npd)
    else:
        x = rng.standard_normal(512).astype(np.float32).astype(npd)
    o0, o1, oall, okd = (np.zeros(64, npd), np.zeros(8, npd), np.zeros(1, npd),
                         np.zeros(8, npd))
    with np.errstate(over="ignore"):
        run(m.k, (1,), [x, o0, o1, oall, okd], backend)
        t = x.reshape(8, 64)
        f = _sub(dt)
        want0, want1 = tree_model(t, 0, f), tree_model(t, 1, f)
        wantall = tree_model(x, 0, f)
    for got, want in ((o0, want0), (o1, want1), (oall, [wantall]), (okd, want1)):
        np.testing.assert_array_equal(got.view(f"u{npd.itemsize}"),
                                      np.asarray(want, npd).view(f"u{npd.itemsize}"))


SCAN = """
def lin(a1, b1, a2, b2):
    return a1 * a2, b1 * a2 + b2

def sub(a, b):
    return a - b

kernel k(a: *{T}, b: *{T}, h: *{T}, hr: *{T}, s0: *{T}, s1: *{T}, AX: constexpr):
    r = arange(0, 8)
    c = arange(0, 32)
    i = r[:, None] * 32 + c[None, :]
    av = load(a + i)
    bv = load(b + i)
    _, hv = associative_scan((av, bv), AX, lin)
    store(h + i, hv)
    _, hrv = associative_scan((av, bv), AX, lin, reverse=True)
    store(hr + i, hrv)
    store(s0 + i, associative_scan(bv, AX, sub))
    store(s1 + i, associative_scan(bv, AX, sub, reverse=True))
"""


def recurrence(a, b, axis, reverse):
    """h[i] = a[i] * h[i-1] + b[i] (from the end with ``reverse``), h before the first = 0."""
    a, b = np.moveaxis(a, axis, 0), np.moveaxis(b, axis, 0)
    order = range(a.shape[0] - 1, -1, -1) if reverse else range(a.shape[0])
    h = np.zeros_like(b[0])
    out = np.empty_like(b)
    for i in order:
        h = a[i] * h + b[i]
        out[i] = h
    return np.moveaxis(out, 0, axis)


def hillis_steele(x, axis, f, reverse):
    """The documented scan order: step k sets x[i] = f(x[i-k], x[i]) for i >= k."""
    x = np.moveaxis(x, axis, 0)
    if reverse:
        x = x[::-1]
    n, k = x.shape[0], 1
    while k < n:
        y = x.copy()
        y[k:] = f(x[:n - k], x[k:])
        x, k = y, 2 * k
    if reverse:
        x = x[::-1]
    return np.moveaxis(x, 0, axis)


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("dt", ["fp32", "fp64", "i32", "u16", "i64"])
@pytest.mark.parametrize("axis", [0, 1])
def test_linear_recurrence_scan(backend, dt, axis):
    """The pair (a, b) of ``h = a * h + b`` (Triton's linear-recurrence combine), forward and
    reverse, against a sequential numpy loop; ``a - b`` against the Hillis-Steele model bit
    for bit (integers: the recurrence is exact too)."""
    m = tiledsl.compile(SCAN.format(T=dt), filename="scan.tile")
    npd = _dtype(dt)
    rng = np.random.default_rng(3)
    if npd.kind == "f":
        a = rng.uniform(0.5, 1.0, 256).astype(npd)
        b = rng.standard_normal(256).astype(npd)
    else:
        a = rng.integers(0, 3, 256).astype(npd)
        b = rng.integers(0, 50, 256).astype(npd)
    outs = [np.zeros(256, npd) for _ in range(4)]
    run(m.k, (1,), [a, b, *outs], backend, AX=axis)
    A, B = a.reshape(8, 32), b.reshape(8, 32)
    with np.errstate(over="ignore"):
        for got, rev in ((outs[0], False), (outs[1], True)):
            want = recurrence(A, B, axis, rev).reshape(-1)
            if npd.kind == "f":
                np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5)
            else:
                np.testing.assert_array_equal(got, want)
        for got, rev in ((outs[2], False), (outs[3], True)):
            want = hillis_steele(B, axis, lambda x, y: x - y, rev).reshape(-1)
            np.testing.assert_array_equal(got.view(f"u{npd.itemsize}"),
                                          want.view(f"u{npd.itemsize}"))


HALF = """
def add(a, b):
    return a + b

kernel k(x: *{T}, red: *{T}, sc: *{T}):
    i = arange(0, 1024)
    v = load(x + i)
    store(red, reduce(v, 0, add))
    store(sc + i, associative_scan(v, 0, add))
"""


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("dt", ["fp16", "bf16"])
def test_half_combine_rounds_every_step_in_the_documented_order(backend, dt):
    """1024 elements, 8 per thread with 4 warps: registers, lanes and warps all take part;
    an fp16/bf16 ``a + b`` rounds at every step, so only the documented order matches."""
    m = tiledsl.compile(HALF.format(T=dt), filename="half.tile")
    npd = _dtype(dt)
    x = np.random.default_rng(4).standard_normal(1024).astype(np.float32).astype(npd)
    red, sc = np.zeros(1, npd), np.zeros(1024, npd)
    run(m.k, (1,), [x, red, sc], backend)
    add = (lambda a, b: (a.astype(np.float32) + b.astype(np.float32)).astype(npd))
    np.testing.assert_array_equal(red.view(np.uint16), np.asarray([tree_model(x, 0, add)],
                                                                  npd).view(np.uint16))
    np.testing.assert_array_equal(sc.view(np.uint16),
                                  hillis_steele(x, 0, add, False).view(np.uint16))


BOOL = """
def either(a, b):
    return a | b

def parity(a, b):
    return a ^ b

kernel k(x: *i1, anyv: *i1, par: *i1, n: i32):
    i = arange(0, 64)
    v = load(x + i, mask=i < n, other=False)
    store(anyv, reduce(v, 0, either))
    store(par + i, associative_scan(v, 0, parity), mask=i < n)
"""


@pytest.mark.parametrize("backend", BACKENDS)
def test_boolean_combines(backend):
    m = tiledsl.compile(BOOL, filename="bool.tile")
    x = np.random.default_rng(5).random(64) < 0.3
    anyv, par = np.zeros(1, np.bool_), np.zeros(64, np.bool_)
    run(m.k, (1,), [x, anyv, par, np.int32(50)], backend)
    assert anyv[0] == x[:50].any()
    np.testing.assert_array_equal(par[:50], np.logical_xor.accumulate(x[:50]))


MIXED = """
def welford(m1, c1, m2, c2):
    c = c1 + c2
    w = where(c > 0, c2.to(fp32) / maximum(c, 1).to(fp32), 0.0)
    return m1 + (m2 - m1) * w, c

kernel k(x: *fp32, mean: *fp32, count: *i32, n: i32):
    r = arange(0, 4)
    c = arange(0, 128)
    msk = (c < n)[None, :] & (r < 4)[:, None]
    v = load(x + r[:, None] * 128 + c[None, :], mask=msk, other=0.0)
    mu, cnt = reduce((v, msk.to(i32)), 1, welford)
    store(mean + r, mu)
    store(count + r, cnt)
"""


@pytest.mark.parametrize("backend", BACKENDS)
def test_mixed_dtype_tuple_reduction(backend):
    """A running mean as (mean, count) pairs of fp32 and i32 over a masked tail."""
    m = tiledsl.compile(MIXED, filename="welford.tile")
    x = np.random.default_rng(6).standard_normal(512).astype(np.float32)
    mean, count = np.zeros(4, np.float32), np.zeros(4, np.int32)
    run(m.k, (1,), [x, mean, count, np.int32(100)], backend)
    np.testing.assert_array_equal(count, [100] * 4)
    np.testing.assert_allclose(mean, x.reshape(4, 128)[:, :100].mean(axis=1), rtol=1e-5,
                               atol=1e-6)


@pytest.mark.parametrize("backend", BACKENDS)
def test_batched_programs_agree_with_one_by_one(backend):
    """Several programs in one interpreter batch (and on the GPU) give each row its own
    reduction."""
    src = """
def mx(a, b):
    return maximum(a, b)

kernel k(x: *fp32, o: *fp32):
    p = program_id(0)
    v = load(x + p * 32 + arange(0, 32))
    store(o + p, reduce(v, 0, mx))
    store(o + 8 + p * 32 + arange(0, 32), associative_scan(v, 0, mx))
"""
    m = tiledsl.compile(src, filename="rows.tile")
    x = np.random.default_rng(7).standard_normal(256).astype(np.float32)
    o = np.zeros(8 + 256, np.float32)
    run(m.k, (8,), [x, o], backend)
    np.testing.assert_array_equal(o[:8], x.reshape(8, 32).max(axis=1))
    np.testing.assert_array_equal(o[8:], np.maximum.accumulate(x.reshape(8, 32), axis=1)
                                  .reshape(-1))


def test_ir_prints_the_combine_and_cse_merges_equal_ones():
    src = """
def add(a, b):
    return a + b

kernel k(x: *i32, o: *i32):
    v = load(x + arange(0, 16))
    store(o, reduce(v, 0, add) + reduce(v, 0, add))
"""
    k = tiledsl.compile(src, filename="ir.tile").k
    text = k.ir()
    assert "reduce %" in text and "combine=@add" in text and "^combine(" in text
    from tiledsl import check
    from tiledsl.passes import run_pipeline

    fn = run_pipeline(check.lower(k.module.ast, "k", {}, {}))
    assert sum(1 for op in fn.walk() if op.op.name == "REDUCE") == 1


def _err(src):
    with pytest.raises(tiledsl.TileError) as e:
        tiledsl.compile(src, filename="e.tile").k.lower()
    return getattr(e.value, "errors", [e.value])[0]


HEAD = "def add(a, b):\n    return a + b\n\ndef pair(a, b, c, d):\n    return a + c, b + d\n\n" \
       "kernel k(x: *fp32):\n    v = load(x + arange(0, 8))\n"


@pytest.mark.parametrize("line, col, message", [
    ("    r = reduce(v, 0, maximum)", 22,
     "reduce()'s combine_fn must be a 'def' helper of this file, not the builtin maximum(); "
     "wrap it: def combine(a, b): return maximum(a, b)"),
    ("    r = reduce(v, 0, 3)", 22,
     "reduce()'s combine_fn must be a 'def' helper of this file, got the constant 3"),
    ("    r = reduce(v, 0, pair)", 22,
     "combine_fn pair() takes 4 parameters, but reduce() of 1 tile calls it with 2: the 1 "
     "value of the left operand, then the 1 of the right"),
    ("    r, s = reduce((v, v), 0, add)", 30,
     "combine_fn add() takes 2 parameters, but reduce() of 2 tiles calls it with 4: the 2 "
     "values of the left operand, then the 2 of the right"),
    ("    r, s = reduce((v, reshape(v, (2, 4))), 0, pair)", 19,
     "reduce()'s input tiles must all have one shape (as Triton; no broadcasting): input 0 is "
     "[8], input 1 is [2, 4]"),
    ("    r = reduce(1.0, 0, add)", 16, "reduce()'s input must be a tile, got the constant 1.0"),
    ("    r = reduce(load(x), 0, add)", 16, "reduce() needs tiles, got a scalar (input)"),
    ("    r = associative_scan(v, None, add)", 29,
     "associative_scan() needs an axis (as Triton); scan a flattened tile with "
     "reshape(x, (n,)) and axis=0"),
    ("    r = reduce(v, 1, add)", 19, "axis 1 is out of range for a tile of rank 1"),
])
def test_located_errors(line, col, message):
    err = _err(HEAD + line + "\n")
    assert (err.span.line, err.span.col) == (9, col), (err.span, err.message)
    assert err.message == message


@pytest.mark.parametrize("helper, line, col, message", [
    ("def bad(a, b):\n    return a", 1, 5,
     "combine_fn bad() must return 2 values (one per input tile of reduce()), but it returns "
     "1 value"),
    ("def bad(a, b):\n    return a.to(fp16)", 1, 5,
     "combine_fn bad() must return fp32 scalars (the dtypes of reduce()'s inputs), but its "
     "value 0 is an fp16 scalar; convert it with .to(fp32)"),
    ("def bad(a, b):\n    if a > b:\n        return a\n    return b", 2, 5,
     "combine_fn bad() must be straight-line elementwise code (both backends run it once per "
     "pair of elements); it has an if on a run-time value (use where())"),
    ("def bad(a, b):\n    return a + arange(0, 4).to(fp32)", 1, 5,
     "combine_fn bad() must return fp32 scalars (the dtypes of reduce()'s inputs), but its "
     "value 0 is an fp32[4] tile; convert it with .to(fp32)"),
])
def test_located_errors_in_the_combine(helper, line, col, message):
    n_out = 2 if "return 2 values" in message else 1
    call = "reduce((v, v), 0, bad)" if n_out == 2 else "reduce(v, 0, bad)"
    if n_out == 2:
        helper = helper.replace("def bad(a, b)", "def bad(a, b, c, d)")
    src = helper + "\n\nkernel k(x: *fp32):\n    v = load(x + arange(0, 8))\n    r = " + call + "\n"
    err = _err(src)
    assert (err.span.line, err.span.col) == (line, col), (err.span, err.message)
    assert err.message == message
    call_line = helper.count("\n") + 5
    assert err.notes == (f"  in helper bad(), the combine_fn of reduce() at "
                         f"e.tile:{call_line}:{len('    r = ') + call.index('bad') + 1}",)
