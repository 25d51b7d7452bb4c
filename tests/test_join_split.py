"""``join``, ``split``, ``interleave``, ``cat``, ``view`` and ``ravel`` (Triton's names and
shapes) on both backends, bit for bit against numpy, over dtypes where a lossy composition
would show (-0.0, NaN, the extremes of integers, booleans)."""
from __future__ import annotations

import numpy as np
import pytest

import tiledsl
from _backends import BACKENDS, run

DTYPES = {"fp32": np.float32, "fp16": np.float16, "i8": np.int8, "i64": np.int64,
          "u16": np.uint16, "i1": np.bool_}


def _values(dt, n, seed):
    rng = np.random.default_rng(seed)
    if dt == "i1":
        return rng.random(n) < 0.5
    npd = DTYPES[dt]
    if dt.startswith("fp"):
        v = rng.standard_normal(n).astype(npd)
        v[:4] = [-0.0, np.nan, np.inf, -np.inf]
        return v
    info = np.iinfo(npd)
    v = rng.integers(info.min, info.max, n, endpoint=True, dtype=np.int64 if dt != "u16" else
                     np.uint64).astype(npd)
    v[:2] = [info.min, info.max]
    return v


def _bits(a):
    a = np.ascontiguousarray(a)
    return a.view(np.uint8) if a.dtype == np.bool_ else a.view(f"u{a.dtype.itemsize}")


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("dt", list(DTYPES))
def test_join_split_interleave_cat_round_trip(backend, dt):
    src = f"""
kernel k(j_out: *{dt}, p_out: *{dt}, q_out: *{dt}, il: *{dt}, ct: *{dt}, x: *{dt}, y: *{dt}):
    r = arange(0, 4)
    c = arange(0, 8)
    a = load(x + r[:, None] * 8 + c[None, :])
    b = load(y + r[:, None] * 8 + c[None, :])
    j = join(a, b)
    store(j_out + arange(0, 64), ravel(j))
    p, q = split(j)
    store(p_out + r[:, None] * 8 + c[None, :], p)
    store(q_out + r[:, None] * 8 + c[None, :], q)
    store(il + arange(0, 64), view(interleave(a, b), 64))
    store(ct + arange(0, 64), ravel(cat(a, b, can_reorder=True)))
"""
    m = tiledsl.compile(src, filename="join.tile")
    npd = DTYPES[dt]
    x, y = _values(dt, 32, 1), _values(dt, 32, 2)
    outs = [np.zeros(64, npd), np.zeros(32, npd), np.zeros(32, npd), np.zeros(64, npd),
            np.zeros(64, npd)]
    run(m.k, (1,), [*outs, x, y], backend)
    a, b = x.reshape(4, 8), y.reshape(4, 8)
    want_join = np.stack([a, b], axis=-1).reshape(-1)
    np.testing.assert_array_equal(_bits(outs[0]), _bits(want_join))
    np.testing.assert_array_equal(_bits(outs[1]), _bits(x))
    np.testing.assert_array_equal(_bits(outs[2]), _bits(y))
    np.testing.assert_array_equal(_bits(outs[3]), _bits(want_join))  # interleave: the same
    np.testing.assert_array_equal(_bits(outs[4]), _bits(np.concatenate([a, b]).reshape(-1)))


@pytest.mark.parametrize("backend", BACKENDS)
def test_join_broadcasts_a_scalar(backend):
    m = tiledsl.compile("kernel k(o: *i32, x: *i32):\n    v = load(x + arange(0, 4))\n"
                        "    store(o + arange(0, 8), ravel(join(v, 7)))\n", filename="b.tile")
    o, x = np.zeros(8, np.int32), np.arange(4, dtype=np.int32)
    run(m.k, (1,), [o, x], backend)
    assert o.tolist() == [0, 7, 1, 7, 2, 7, 3, 7]


@pytest.mark.parametrize("body, col, message", [
    ("p, q = split(v)", 18, "split() needs a tile whose last axis has size 2, got shape [4]"),
    ("w = join(v, v.to(fp16))", 9,
     "join() takes two tiles of one dtype, got fp32 and fp16; convert one with .to(...)"),
    ("w = cat(1.0, 2.0)", 9, "cat() needs tiles, got scalars"),
])
def test_located_errors(body, col, message):
    src = f"kernel k(x: *fp32):\n    v = load(x + arange(0, 4))\n    {body}\n"
    with pytest.raises(tiledsl.TileError) as e:
        tiledsl.compile(src, filename="e.tile").k.lower()
    err = getattr(e.value, "errors", [e.value])[0]
    assert err.span.line == 3 and err.span.col == col
    assert err.message == message


def test_generated_code_compiles_for_every_dtype():
    import shutil

    if shutil.which("nvcc") is None:
        pytest.skip("nvcc is not installed")
    from _nvcc_batch import compile_each
    from tiledsl import codegen

    srcs = []
    for dt in DTYPES:
        src = (f"kernel k(o: *{dt}, x: *{dt}):\n    i = arange(0, 64)\n"
               f"    a = load(x + i)\n    p, q = split(join(a, a))\n"
               f"    store(o + arange(0, 128), interleave(p, q))\n")
        fn = tiledsl.compile(src, filename="c.tile").k.lower()
        srcs.append(codegen.emit(fn, "cuda:sm_90a"))
    assert [rep.spills for rep in compile_each(srcs, "sm_90a")] == [0] * len(DTYPES)


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("dt", ["fp32", "i8", "fp16"])
def test_flip_gather_histogram(backend, dt):
    src = f"""
kernel k(f0: *{dt}, f1: *{dt}, g: *{dt}, h: *i32, x: *{dt}, ix: *i32, v: *i16, nv: i32):
    r = arange(0, 4)
    c = arange(0, 8)
    t = load(x + r[:, None] * 8 + c[None, :])
    store(f0 + r[:, None] * 8 + c[None, :], flip(t, 0))
    store(f1 + r[:, None] * 8 + c[None, :], flip(t))
    store(g + r[:, None] * 8 + c[None, :], gather(t, load(ix + r[:, None] * 8 + c[None, :]), 1))
    i = arange(0, 64)
    store(h + arange(0, 16), histogram(load(v + i), 16, mask=i < nv))
"""
    m = tiledsl.compile(src, filename="fgh.tile")
    npd = DTYPES[dt]
    x = _values(dt, 32, 3)
    rng = np.random.default_rng(4)
    ix = rng.integers(0, 8, 32).astype(np.int32)
    v = rng.integers(-3, 20, 64).astype(np.int16)
    outs = [np.zeros(32, npd), np.zeros(32, npd), np.zeros(32, npd), np.zeros(16, np.int32)]
    run(m.k, (1,), [*outs, x, ix, v, np.int32(50)], backend)
    t = x.reshape(4, 8)
    np.testing.assert_array_equal(_bits(outs[0]), _bits(t[::-1].reshape(-1)))
    np.testing.assert_array_equal(_bits(outs[1]), _bits(t[:, ::-1].reshape(-1)))
    np.testing.assert_array_equal(_bits(outs[2]),
                                  _bits(np.take_along_axis(t, ix.reshape(4, 8), 1).reshape(-1)))
    kept = v[:50][(v[:50] >= 0) & (v[:50] < 16)]
    assert outs[3].tolist() == np.bincount(kept, minlength=16).tolist()


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("dt", ["fp32", "i16", "u8", "fp16"])
def test_sort_and_topk(backend, dt):
    src = f"""
kernel k(s: *{dt}, d: *{dt}, t: *{dt}, x: *{dt}):
    r = arange(0, 8)
    c = arange(0, 32)
    v = load(x + r[:, None] * 32 + c[None, :])
    store(s + r[:, None] * 32 + c[None, :], sort(v))
    store(d + r[:, None] * 32 + c[None, :], sort(v, 0, descending=True))
    store(t + r[:, None] * 8 + arange(0, 8)[None, :], topk(v, 8))
"""
    m = tiledsl.compile(src, filename="sort.tile")
    npd = DTYPES.get(dt) or {"i16": np.int16, "u8": np.uint8}[dt]
    rng = np.random.default_rng(7)
    if dt.startswith("fp"):
        x = rng.standard_normal(256).astype(npd)  # distinct, no NaN or signed zeros
    else:
        info = np.iinfo(npd)
        x = rng.integers(info.min, info.max, 256, endpoint=True).astype(npd)
    s, d, t = np.zeros(256, npd), np.zeros(256, npd), np.zeros(64, npd)
    run(m.k, (1,), [s, d, t, x], backend)
    v = x.reshape(8, 32)
    np.testing.assert_array_equal(s.reshape(8, 32), np.sort(v, axis=1))
    np.testing.assert_array_equal(d.reshape(8, 32), np.sort(v, axis=0)[::-1])
    np.testing.assert_array_equal(t.reshape(8, 8), np.sort(v, axis=1)[:, ::-1][:, :8])


def test_topk_k_is_checked():
    src = "kernel k(x: *fp32):\n    v = load(x + arange(0, 16))\n    w = topk(v, 3)\n"
    with pytest.raises(tiledsl.TileError) as e:
        tiledsl.compile(src, filename="t.tile").k.lower()
    err = getattr(e.value, "errors", [e.value])[0]
    assert (err.span.line, err.span.col, err.message) == (
        3, 17, "k must be a power of two from 1 to the axis size 16, got 3")


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("dt", ["i32", "u8", "i64"])
def test_xor_sum(backend, dt):
    src = (f"kernel k(o: *{dt}, p: *{dt}, q: *{dt}, x: *{dt}):\n    r = arange(0, 4)\n"
           f"    c = arange(0, 8)\n    t = load(x + r[:, None] * 8 + c[None, :])\n"
           f"    store(o + c, xor_sum(t, 0))\n    store(p + r, xor_sum(t, 1))\n"
           f"    store(q, xor_sum(t))\n")
    m = tiledsl.compile(src, filename="xs.tile")
    npd = {"i32": np.int32, "u8": np.uint8, "i64": np.int64}[dt]
    info = np.iinfo(npd)
    x = np.random.default_rng(5).integers(info.min, info.max, 32, endpoint=True).astype(npd)
    o, p, q = np.zeros(8, npd), np.zeros(4, npd), np.zeros(1, npd)
    run(m.k, (1,), [o, p, q, x], backend)
    t = x.reshape(4, 8)
    assert o.tolist() == np.bitwise_xor.reduce(t, 0).tolist()
    assert p.tolist() == np.bitwise_xor.reduce(t, 1).tolist()
    assert int(q[0]) == int(np.bitwise_xor.reduce(x))
