"""Block pointers (``make_block_ptr``, ``advance``, ``load``/``store`` with
``boundary_check=`` and ``padding_option=``) and tensor descriptors
(``make_tensor_descriptor``, ``desc.load``/``desc.store``) with Triton's semantics, on both
backends, against numpy: boxes inside, across and wholly outside every edge, over several
dtypes; the interpreter's bounds and race checks see them; located errors for misuse."""
from __future__ import annotations

import shutil

import numpy as np
import pytest

import tiledsl
from tiledsl.dtypes import DType
from tiledsl.errors import TileCompileErrors, TileRuntimeError
from _backends import BACKENDS, run

DTYPES = ["fp32", "fp16", "bf16", "i8", "u16", "i64", "fp8e5"]


def _np(dt):
    return DType(dt).np if dt != "fp8e5" else DType.fp8e5.np


def _data(dt, shape, seed=0):
    rng = np.random.default_rng(seed)
    npd = _np(dt)
    if dt.startswith("fp") or dt == "bf16":
        return (rng.standard_normal(shape) * 4).astype(np.float32).astype(npd)
    info = np.iinfo(npd)
    return rng.integers(max(info.min, -1000), min(info.max, 1000), shape).astype(npd)


def _bits(a):
    a = np.ascontiguousarray(a)
    return a.view(f"u{a.dtype.itemsize}")


def _window(x, r0, c0, bm, bn, pad, rows=None, cols=None):
    """numpy's reading of the box at (r0, c0): out-of-range elements (along the checked axes)
    are ``pad``."""
    out = np.full((bm, bn), pad, dtype=x.dtype)
    for i in range(bm):
        for j in range(bn):
            r, c = r0 + i, c0 + j
            if 0 <= r < x.shape[0] and 0 <= c < x.shape[1]:
                out[i, j] = x[r, c]
    return out


BLOCK_SRC = """
kernel copy(out: *{dt}, x: *{dt}, M: i32, N: i32, r0: i32, c0: i32, BM: constexpr,
            BN: constexpr, PAD: constexpr):
    src = make_block_ptr(x, (M, N), (N, 1), (r0 + program_id(0) * BM, c0), (BM, BN), (1, 0))
    v = load(src, boundary_check=(0, 1), padding_option=PAD)
    dst = make_block_ptr(out, (BM * num_programs(0), BN), (BN, 1), (program_id(0) * BM, 0),
                         (BM, BN), (1, 0))
    store(dst, v)

kernel scatter(out: *{dt}, x: *{dt}, M: i32, N: i32, r0: i32, c0: i32, BM: constexpr,
               BN: constexpr):
    src = make_block_ptr(x, (BM, BN), (BN, 1), (0, 0), (BM, BN), (1, 0))
    dst = make_block_ptr(out, (M, N), (N, 1), (r0, c0), (BM, BN), (1, 0))
    store(dst, load(src), boundary_check=(0, 1))
"""


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("dt", DTYPES)
@pytest.mark.parametrize("r0, c0", [(0, 0), (-3, 5), (40, -20), (70, 0), (-40, 0)],
                         ids=["inside", "top-right", "bottom-left", "below", "above"])
def test_block_load_store_boxes(backend, dt, r0, c0):
    m = tiledsl.compile(BLOCK_SRC.format(dt=dt), filename="blk.tile")
    M, N, BM, BN = 45, 30, 32, 16
    x = _data(dt, (M, N))
    out = np.zeros((2 * BM, BN), _np(dt))
    run(m.copy, (2,), [out, x, M, N, r0, c0], backend, BM=BM, BN=BN, PAD="zero")
    want = np.concatenate([_window(x, r0 + p * BM, c0, BM, BN, 0) for p in range(2)])
    np.testing.assert_array_equal(_bits(out), _bits(want))
    # the store side: a box written across the edges writes only the elements inside
    y = _data(dt, (M, N), seed=1)
    src = _data(dt, (BM, BN), seed=2)
    want = y.copy()
    for i in range(BM):
        for j in range(BN):
            if 0 <= r0 + i < M and 0 <= c0 + j < N:
                want[r0 + i, c0 + j] = src[i, j]
    run(m.scatter, (1,), [y, src, M, N, r0, c0], backend, BM=BM, BN=BN)
    np.testing.assert_array_equal(_bits(y), _bits(want))


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("pad, fill", [("nan", np.nan), ("zero", 0.0), ("", 0.0)])
def test_padding_options(backend, pad, fill):
    m = tiledsl.compile(BLOCK_SRC.format(dt="fp32"), filename="blk.tile")
    x = _data("fp32", (20, 10))
    out = np.zeros((32, 16), np.float32)
    run(m.copy, (1,), [out, x, 20, 10, -4, 2], backend, BM=32, BN=16, PAD=pad)
    np.testing.assert_array_equal(out, _window(x, -4, 2, 32, 16, fill))


ADVANCE_SRC = """
kernel rowsum(out: *fp32, x: *fp32, M: i32, N: i32, BM: constexpr, BN: constexpr):
    p = make_block_ptr(x, (M, N), (N, 1), (program_id(0) * BM, 0), (BM, BN), (1, 0))
    acc = zeros((BM, BN), fp32)
    for k in range(0, N, BN):
        acc += load(p, boundary_check=(0, 1))
        p = advance(p, (0, BN))
    q = make_block_ptr(out, (M, BN), (BN, 1), (program_id(0) * BM, 0), (BM, BN), (1, 0))
    store(q, acc, boundary_check=(0,))

kernel matmul(c: *fp32, a: *fp32, b: *fp32, M: i32, N: i32, K: i32, BM: constexpr,
              BN: constexpr, BK: constexpr):
    pa = make_block_ptr(a, (M, K), (K, 1), (program_id(0) * BM, 0), (BM, BK), (1, 0))
    pb = make_block_ptr(b, (K, N), (1, K), (0, program_id(1) * BN), (BK, BN), (0, 1))
    acc = zeros((BM, BN), fp32)
    for k in range(0, K, BK):
        acc = dot(load(pa, boundary_check=(0, 1)), load(pb, boundary_check=(0, 1)), acc,
                  input_precision="ieee")
        pa = advance(pa, (0, BK))
        pb = advance(pb, (BK, 0))
    pc = make_block_ptr(c, (M, N), (N, 1), (program_id(0) * BM, program_id(1) * BN),
                        (BM, BN), (1, 0))
    store(pc, acc, boundary_check=(0, 1))

kernel line(out: *i32, x: *i32, n: i32, B: constexpr):
    p = make_block_ptr(x, (n,), (1,), (program_id(0) * B,), (B,), (0,))
    q = make_block_ptr(out, (n,), (1,), (program_id(0) * B,), (B,), (0,))
    store(q, load(p, boundary_check=(0,)) * 3, boundary_check=0)

kernel cube(out: *fp16, x: *fp16, D0: i32, D1: i32, D2: i32):
    p = make_block_ptr(x, (D0, D1, D2), (D1 * D2, D2, 1), (0, 1, 0), (2, 4, 8), (2, 1, 0))
    q = make_block_ptr(out, (2, 4, 8), (32, 8, 1), (0, 0, 0), (2, 4, 8), (2, 1, 0))
    store(q, load(p, boundary_check=(1, 2)))

kernel branch(out: *fp32, x: *fp32, N: i32, flag: i32):
    p = make_block_ptr(x, (N,), (1,), (0,), (16,), (0,))
    if flag > 0:
        p = advance(p, (8,))
    q = make_block_ptr(out, (16,), (1,), (0,), (16,), (0,))
    store(q, load(p, boundary_check=(0,), padding_option="nan"))
"""


@pytest.fixture(scope="module")
def adv():
    return tiledsl.compile(ADVANCE_SRC, filename="adv.tile")


@pytest.mark.parametrize("backend", BACKENDS)
def test_advance_in_a_loop(adv, backend):
    M, N = 70, 45
    x = _data("fp32", (M, N))
    out = np.full((M, 16), np.nan, np.float32)
    run(adv.rowsum, (3,), [out, x, M, N], backend, BM=32, BN=16)
    xp = np.zeros((M, 48), np.float32)
    xp[:, :N] = x
    np.testing.assert_allclose(out, xp.reshape(M, 3, 16).sum(1), rtol=1e-6, atol=1e-6)


@pytest.mark.parametrize("backend", BACKENDS)
def test_matmul_with_block_pointers_and_a_column_major_operand(adv, backend):
    M, N, K = 50, 40, 37
    rng = np.random.default_rng(3)
    a = rng.standard_normal((M, K)).astype(np.float32)
    bt = rng.standard_normal((N, K)).astype(np.float32)  # b is K x N, stored column-major
    c = np.full((M, N), np.nan, np.float32)
    run(adv.matmul, (4, 3), [c, a, bt, M, N, K], backend, BM=16, BN=16, BK=16)
    np.testing.assert_allclose(c, a @ bt.T, rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("backend", BACKENDS)
def test_one_and_three_dimensions(adv, backend):
    x = np.arange(100, dtype=np.int32)
    out = np.zeros(100, np.int32)
    run(adv.line, (4,), [out, x, 100], backend, B=32)
    np.testing.assert_array_equal(out, x * 3)
    x3 = _data("fp16", (3, 4, 6))
    o3 = np.zeros((2, 4, 8), np.float16)
    run(adv.cube, (1,), [o3, x3, 3, 4, 6], backend)
    want = np.zeros((2, 4, 8), np.float16)
    want[:, :3, :6] = x3[:2, 1:, :]
    np.testing.assert_array_equal(o3, want)


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("flag", [0, 1])
def test_block_pointer_through_a_run_time_if(adv, backend, flag):
    x = np.arange(20, dtype=np.float32)
    out = np.zeros(16, np.float32)
    run(adv.branch, (1,), [out, x, 20, flag], backend)
    want = np.full(16, np.nan, np.float32)
    s = 8 * flag
    want[:20 - s] = x[s:s + 16][:20 - s]
    np.testing.assert_array_equal(out, want)


DESC_SRC = """
kernel move(out: *{dt}, x: *{dt}, M: i32, N: i32, r0: i32, c0: i32, BM: constexpr,
            BN: constexpr):
    src = make_tensor_descriptor(x, (M, N), (N, 1), (BM, BN))
    dst = make_tensor_descriptor(out, (M, N), (N, 1), (BM, BN))
    v = src.load([r0, c0])
    dst.store([r0 + 1, c0 - 2], v)

kernel nanpad(out: *fp32, x: *fp32, M: i32, N: i32):
    d = make_tensor_descriptor(x, [M, N], [N, 1], [16, 8], padding_option="nan")
    o = make_tensor_descriptor(out, [16, 8], [8, 1], [16, 8])
    static_assert(d.block_shape == (16, 8))
    static_assert(d.dtype == fp32)
    o.store([0, 0], d.load([program_id(0) - 4, 3]))
"""


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("dt", DTYPES)
@pytest.mark.parametrize("r0, c0", [(0, 0), (-5, 20), (30, -10), (50, 0)],
                         ids=["inside", "top-right", "bottom-left", "outside"])
def test_tensor_descriptor_boxes(backend, dt, r0, c0):
    m = tiledsl.compile(DESC_SRC.format(dt=dt), filename="desc.tile")
    M, N = 40, 36
    bn = max(16, 16 * 8 // DType(dt).bits)  # at least 16 bytes wide
    x = _data(dt, (M, N))
    y = _data(dt, (M, N), seed=5)
    want = y.copy()
    box = _window(x, r0, c0, 32, bn, 0)
    for i in range(32):
        for j in range(bn):
            if 0 <= r0 + 1 + i < M and 0 <= c0 - 2 + j < N:
                want[r0 + 1 + i, c0 - 2 + j] = box[i, j]
    run(m.move, (1,), [y, x, M, N, r0, c0], backend, BM=32, BN=bn)
    np.testing.assert_array_equal(_bits(y), _bits(want))


@pytest.mark.parametrize("backend", BACKENDS)
def test_tensor_descriptor_nan_padding(backend):
    m = tiledsl.compile(DESC_SRC.format(dt="fp32"), filename="desc.tile")
    x = _data("fp32", (10, 9))
    out = np.zeros((16, 8), np.float32)
    run(m.nanpad, (1,), [out, x, 10, 9], backend)
    np.testing.assert_array_equal(out, _window(x, -4, 3, 16, 8, np.nan))


def test_unchecked_dimensions_are_bounds_checked_by_the_interpreter():
    m = tiledsl.compile("kernel k(out: *fp32, x: *fp32, N: i32):\n"
                        "    p = make_block_ptr(x, (N,), (1,), (8,), (16,), (0,))\n"
                        "    store(out + arange(0, 16), load(p))\n", filename="oob.tile")
    with pytest.raises(TileRuntimeError) as e:
        m.k[(1,)](np.zeros(16, np.float32), np.zeros(20, np.float32), 20)
    text = str(e.value)
    assert "oob.tile:3:32: out-of-bounds load" in text and "offset 20 of 'x'" in text


def test_the_race_check_sees_overlapping_boxes():
    m = tiledsl.compile("kernel k(out: *fp32, N: i32):\n"
                        "    p = make_block_ptr(out, (N,), (1,), (program_id(0) * 8,), (16,),"
                        " (0,))\n"
                        "    store(p, 1.0, boundary_check=(0,))\n", filename="race.tile")
    with pytest.raises(TileRuntimeError, match="race"):
        m.k[(2,)](np.zeros(32, np.float32), 32)


def test_the_ir_keeps_the_box_facts(adv):
    text = adv.rowsum.ir(BM=32, BN=16, out="*fp32", x="*fp32", M="i32", N="i32")
    assert "block=(('kind', 'block_ptr'), ('block_shape', (32, 16)), ('order', (1, 0)), " \
           "('boundary_check', (0, 1)), ('padding', 'zero'))" in text
    m = tiledsl.compile(DESC_SRC.format(dt="fp32"), filename="desc.tile")
    text = m.nanpad.ir(out="*fp32", x="*fp32", M="i32", N="i32")
    assert "('kind', 'tensor_desc')" in text and "('padding', 'nan')" in text


def test_generated_code_compiles(adv):
    from tiledsl import codegen

    m = tiledsl.compile(DESC_SRC.format(dt="fp16"), filename="desc.tile")
    fns = [adv.rowsum.lower(BM=32, BN=16, out="*fp32", x="*fp32", M="i32", N="i32"),
           adv.matmul.lower(BM=16, BN=16, BK=16, c="*fp32", a="*fp32", b="*fp32", M="i32",
                            N="i32", K="i32"),
           adv.cube.lower(out="*fp16", x="*fp16", D0="i32", D1="i32", D2="i32"),
           m.move.lower(BM=32, BN=16, out="*fp16", x="*fp16", M="i32", N="i32", r0="i32",
                        c0="i32")]
    hip = [codegen.emit(fn, "hip") for fn in fns]
    if shutil.which("nvcc") is not None:
        from _nvcc_batch import compile_each

        reps = compile_each([codegen.emit(fn, "cuda:sm_90a") for fn in fns], "sm_90a")
        assert [rep.spills for rep in reps] == [0] * len(fns)
    from tiledsl.codegen.hipcc import tools_missing

    if tools_missing() is None:
        report = codegen.compile_check_hip(hip)
        assert report is not None


K = "kernel k(out: *fp32, x: *fp32, n: i32, w: i64):\n"


@pytest.mark.parametrize("body, col, message", [
    ("    p = make_block_ptr(x, (n, n), (n, 1), (0, 0), (16, 16), (1, 0))\n"
     "    v = load(p, mask=n > 0)\n", 17,
     "mask= and other= cannot be given to a load through a block pointer (as in Triton): its "
     "boundary_check= masks the out-of-range elements"),
    ("    p = make_block_ptr(x, (n,), (1,), (w,), (16,), (0,))\n", 39,
     "make_block_ptr()'s offsets must be 32-bit integers (as in Triton's block pointers), got "
     "an i64 scalar; convert with .to(i32), or index with pointer tiles for 64-bit offsets"),
    ("    p = make_block_ptr(x, (n, n), (n, 1), (0, 0), (16, 16), (0, 0))\n", 61,
     "make_block_ptr()'s order must be a permutation of 0 .. 1 (one entry per dimension, "
     "fastest-varying first), got (0, 0)"),
    ("    p = make_block_ptr(x, (n,), (n, 1), (0, 0), (16, 16), (1, 0))\n", 27,
     "make_block_ptr()'s shape has 1 item but the block has 2 dimensions; give one per "
     "dimension"),
    ("    p = make_block_ptr(x, (n,), (1,), (0,), (12,), (0,))\n", 45,
     "the block dimension 0 is 12, but tile dimensions must be powers of two (as in Triton); "
     "pad to 16 and mask the tail"),
    ("    p = make_block_ptr(x + arange(0, 4), (n,), (1,), (0,), (4,), (0,))\n", 24,
     "make_block_ptr()'s base must be a pointer scalar (a pointer parameter, or one plus an "
     "offset), got a *fp32[4] tile"),
    ("    p = make_block_ptr(x, (n,), (1.5,), (0,), (4,), (0,))\n", 33,
     "make_block_ptr()'s strides must be integers, got the constant 1.5"),
    ("    p = make_block_ptr(x, (n,), (1,), (0,), (4,), (0,))\n"
     "    v = load(p, boundary_check=(1,))\n", 17,
     "boundary_check dimension 1 is out of range for a block of rank 1"),
    ("    p = make_block_ptr(x, (n,), (1,), (0,), (4,), (0,))\n"
     "    store(p, zeros((8,), fp32))\n", 14,
     "store() through a block pointer needs a value of the block's shape [4], got an fp32[8] "
     "tile (as in Triton)"),
    ("    p = make_block_ptr(x, (n,), (1,), (0,), (4,), (0,))\n"
     "    store(p, zeros((4,), fp16))\n", 14,
     "store() through a block pointer to fp32 needs an fp32 value, got an fp16[4] tile (as in "
     "Triton); convert with .to(fp32)"),
    ("    v = advance(x, (1,))\n", 17,
     "advance() needs a block pointer (from make_block_ptr), got a *fp32 scalar; move a "
     "pointer tile with +"),
    ("    v = load(x + arange(0, 4), boundary_check=(0,))\n", 32,
     "boundary_check= is for block pointers (make_block_ptr); a pointer tile's load() is "
     "masked with mask="),
    ("    d = make_tensor_descriptor(x, (n, n), (n, n), (16, 16))\n", 43,
     "the last stride of a tensor descriptor must be the compile-time 1 (its last dimension "
     "is contiguous, as Triton requires), got an i32 scalar"),
    ("    d = make_tensor_descriptor(x, (n, n), (n, 1), (16, 2))\n", 51,
     "a tensor descriptor's block must be at least 16 bytes wide in its last dimension (as "
     "Triton requires), got 2 x fp32 = 8 bytes"),
    ("    d = make_tensor_descriptor(x, (n,), (1,), (16,))\n"
     "    d.store([0], zeros((8,), fp32))\n", 18,
     "a tensor descriptor's store() needs a value of its block shape [16], got an fp32[8] "
     "tile (as in Triton)"),
    ("    d = make_tensor_descriptor(x, (n,), (1,), (16,))\n    v = d.load([0, 0])\n", 16,
     "desc.load()'s offsets has 2 items but the block has 1 dimension; give one per "
     "dimension"),
    ("    d = make_tensor_descriptor(x, (n,), (1,), (16,))\n    v = d.base\n", 9,
     "a tensor descriptor has no attribute 'base' (it has .load(), .store(), .block_shape, "
     ".dtype, .shape, .strides)"),
    ("    p = make_block_ptr(x, (n,), (1,), (0,), (4,), (0,))\n"
     "    for i in range(3):\n"
     "        p = make_block_ptr(x + i, (n,), (1,), (0,), (4,), (0,))\n", 5,
     "loop-carried variable 'p' changes structure in the loop body; a block pointer may "
     "change only its offsets here (advance()), and a tensor descriptor not at all: make "
     "them before the loop or the if"),
])
def test_located_errors(body, col, message):
    with pytest.raises(TileCompileErrors) as e:
        tiledsl.compile(K + body, filename="e.tile").k.lower(out="*fp32", x="*fp32", n="i32",
                                                             w="i64")
    got = [(x.span.col, x.message) for x in e.value.errors]
    assert (col, message) in got, got


def test_nan_padding_of_integers_is_an_error():
    src = ("kernel k(x: *i32, n: i32):\n"
           "    p = make_block_ptr(x, (n,), (1,), (0,), (4,), (0,))\n"
           "    v = load(p, boundary_check=(0,), padding_option=\"nan\")\n")
    with pytest.raises(TileCompileErrors, match="padding_option='nan' needs floating-point "
                                                "memory, got i32"):
        tiledsl.compile(src, filename="e.tile").k.lower(x="*i32", n="i32")
