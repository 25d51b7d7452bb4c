"""``dot`` on tensor cores against the interpreter, on a real GPU (marked ``gpu``).

Every dtype ``dot`` takes (fp16 and bf16 with fp32 accumulators, fp16 with ``out_dtype=fp16``,
fp32 as tf32, tf32x3 and ieee, i8/u8, fp64) over tiles of 16 to 128 along M, N and K, with
masked tails, transposed and strided operands, an ``acc=`` input, several loop iterations
and every ``num_stages`` from 1 to 4. Integers must be bit-exact; floats must be within the
tolerance stated per dtype below (relative to the largest |value| of the interpreter's
result), which covers the order of accumulation over K and, for ``out_dtype=fp16``, the
fp16 accumulator rounding once per K step of 16 on the GPU where the interpreter rounds once.
fp32 dots as tf32 with a K-major B (``wgmma`` on sm_90a, which truncates operands it reads
from shared memory to tf32 where the interpreter rounds) are allowed the documented bound on
top, per element (``_check_k_major``).
"""
from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from test_gpu_codegen import cp  # noqa: F401 - the cupy-and-a-device fixture

pytestmark = pytest.mark.gpu
SET = settings(max_examples=12, deadline=None, derandomize=True,
               suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])

#: name -> (input dtype, accumulator dtype in the kernel, extra dot arguments, numpy input
#: dtype, numpy output dtype, relative tolerance; 0 means bit-exact)
CASES = {
    "fp16": ("fp16", "fp32", "", np.float16, np.float32, 1e-5),
    "fp16_acc16": ("fp16", "fp16", ", out_dtype=fp16", np.float16, np.float16, 2e-2),
    "bf16": ("bf16", "fp32", "", "bfloat16", np.float32, 1e-5),
    "tf32": ("fp32", "fp32", "", np.float32, np.float32, 1e-5),
    "tf32x3": ("fp32", "fp32", ", input_precision=\"tf32x3\"", np.float32, np.float32, 1e-5),
    "ieee": ("fp32", "fp32", ", input_precision=\"ieee\"", np.float32, np.float32, 1e-5),
    "i8": ("i8", "i32", "", np.int8, np.int32, 0),
    "u8": ("u8", "i32", "", np.uint8, np.int32, 0),
    "fp64": ("fp64", "fp64", "", np.float64, np.float64, 1e-12),
}

KERNEL = """
kernel dotk(c: *{acc}, a: *{t}, b: *{t}, M: i32, N: i32, K: i32,
            sam: i32, sak: i32, sbk: i32, sbn: i32, scm: i32, scn: i32,
            BM: constexpr, BN: constexpr, BK: constexpr, ACC_IN: constexpr = False):
    rm = program_id(0) * BM + arange(0, BM)
    rn = program_id(1) * BN + arange(0, BN)
    rk = arange(0, BK)
    acc = zeros((BM, BN), {acc})
    if ACC_IN:
        acc = load(c + rm[:, None] * scm + rn[None, :] * scn,
                   mask=(rm[:, None] < M) & (rn[None, :] < N), other=0)
    for k in range(0, K, BK):
        ka = k + rk
        at = load(a + rm[:, None] * sam + ka[None, :] * sak,
                  mask=(rm[:, None] < M) & (ka[None, :] < K), other=0)
        bt = load(b + ka[:, None] * sbk + rn[None, :] * sbn,
                  mask=(ka[:, None] < K) & (rn[None, :] < N), other=0)
        acc = dot(at, bt, acc=acc{extra})
    store(c + rm[:, None] * scm + rn[None, :] * scn, acc,
          mask=(rm[:, None] < M) & (rn[None, :] < N))
"""


_KERNELS = {}


def _kernel(case):
    import tiledsl

    if case not in _KERNELS:
        t, acc, extra = CASES[case][:3]
        _KERNELS[case] = tiledsl.compile(KERNEL.format(t=t, acc=acc, extra=extra),
                                         filename=f"dot_{case}.tile").dotk
    return _KERNELS[case]


def _np_dtype(x):
    if x == "bfloat16":
        import ml_dtypes

        return ml_dtypes.bfloat16
    return x


def _inputs(case, m, n, k, rng):
    ndt = _np_dtype(CASES[case][3])
    if case == "i8":
        a, b = rng.integers(-128, 128, (m, k)), rng.integers(-128, 128, (k, n))
    elif case == "u8":
        a, b = rng.integers(0, 256, (m, k)), rng.integers(0, 256, (k, n))
    else:
        a, b = rng.standard_normal((m, k)), rng.standard_normal((k, n))
    return a.astype(ndt), b.astype(ndt)


def _device(x, xp):
    """``x`` on the device: a cupy array, or a torch CUDA tensor for bf16 (cupy has no bf16)."""
    if xp is np:
        return x
    if x.dtype.name == "bfloat16":
        import torch

        return torch.from_numpy(np.ascontiguousarray(x).view(np.int16)).cuda().view(torch.bfloat16)
    return xp.asarray(x)


def _layout(x, how, xp):
    """``x`` on the device as row-major ("rm"), transposed storage ("t": column-major) or
    with a stride of 2 along its contiguous dimension ("s")."""
    if xp is not np:
        t = _device(_layout(x, how, np).base if how != "rm" else x, xp)
        return t.T if how == "t" else (t[:, ::2] if how == "s" else t)
    if how == "t":
        return np.ascontiguousarray(x.T).T
    if how == "s":
        big = np.zeros((x.shape[0], 2 * x.shape[1]), dtype=x.dtype)
        big[:, ::2] = x
        return big[:, ::2]
    return x


def _strides(x):
    if hasattr(x, "stride") and callable(x.stride):  # torch
        return list(x.stride())
    return [s // x.itemsize for s in x.strides]


def _run(kern, xp, a, b, c, m, n, k, bm, bn, bk, **opts):
    st_ = _strides
    grid = ((m + bm - 1) // bm, (n + bn - 1) // bn)
    kern[grid](c, a, b, m, n, k, *st_(a), *st_(b), *st_(c), BM=bm, BN=bn, BK=bk, **opts)


def _check(case, got, want):
    _within(case, got, want, CASES[case][5])


def _within(case, got, want, tol):
    """Bit-exact for ``tol`` 0, else the largest difference relative to max(1, |want|)."""
    if tol == 0:
        np.testing.assert_array_equal(got, want)
        return
    got, want = np.asarray(got, np.float64), np.asarray(want, np.float64)
    scale = max(1.0, float(np.abs(want).max()))
    err = float(np.abs(got - want).max()) / scale
    assert err <= tol, f"{case}: max error {err:.3g} (relative to {scale:.3g}) > {tol}"


def _compare(cp, case, m, n, k, bm, bn, bk, warps, stages, a_how="rm", b_how="rm",
             acc_in=False, seed=0):
    kern = _kernel(case)
    rng = np.random.default_rng(seed)
    a, b = _inputs(case, m, n, k, rng)
    out_dt = _np_dtype(CASES[case][4])
    c0 = (rng.standard_normal((m, n)) * 4).astype(out_dt) if acc_in else np.zeros((m, n), out_dt)
    c_ref = c0.copy()
    _run(kern, np, _layout(a, a_how, np), _layout(b, b_how, np), c_ref, m, n, k, bm, bn, bk, ACC_IN=acc_in)
    c_gpu = cp.asarray(c0)
    _run(kern, cp, _layout(a, a_how, cp), _layout(b, b_how, cp), c_gpu, m, n, k, bm, bn, bk,
         ACC_IN=acc_in, num_warps=warps, num_stages=stages)
    cp.cuda.runtime.deviceSynchronize()
    _check(case, cp.asnumpy(c_gpu), c_ref)


@pytest.mark.parametrize("case", sorted(CASES))
def test_dot_every_dtype_aligned(cp, case):
    _compare(cp, case, 128, 128, 256, 64, 64, 32, 4, 3)


@pytest.mark.parametrize("case", sorted(CASES))
def test_dot_every_dtype_ragged_with_acc(cp, case):
    _compare(cp, case, 75, 53, 100, 32, 32, 32, 4, 2, acc_in=True)


@pytest.mark.parametrize("case", ["fp16", "bf16", "tf32", "i8"])
@pytest.mark.parametrize("a_how,b_how", [("t", "rm"), ("rm", "t"), ("t", "t"), ("s", "s")])
def test_dot_transposed_and_strided_operands(cp, case, a_how, b_how):
    _compare(cp, case, 96, 80, 96, 32, 32, 32, 4, 3, a_how, b_how)


@pytest.mark.parametrize("stages", [1, 2, 3, 4])
@pytest.mark.parametrize("warps", [1, 2, 4, 8])
def test_dot_stages_and_warps(cp, stages, warps):
    _compare(cp, "fp16", 256, 128, 320, 128, 64, 32, warps, stages)


@SET
@given(case=st.sampled_from(sorted(CASES)), bm=st.sampled_from([16, 32, 64, 128]),
       bn=st.sampled_from([16, 32, 64, 128]), bk=st.sampled_from([16, 32, 64]),
       m=st.integers(1, 200), n=st.integers(1, 200), k=st.integers(1, 200),
       warps=st.sampled_from([1, 2, 4, 8]), stages=st.sampled_from([1, 2, 3]))
def test_dot_shapes_drawn(cp, case, bm, bn, bk, m, n, k, warps, stages):
    if CASES[case][0] in ("i8", "u8") and bk < 32:
        bk = 32
    _compare(cp, case, m, n, k, bm, bn, bk, warps, stages, seed=m * 7 + n)


#: dots whose B is K-major in memory (stored N x K, as ``torch._scaled_mm`` takes it), which
#: Hopper's ``wgmma`` reads for tf32 and 8-bit types too: name -> (input dtype, accumulator
#: dtype, relative tolerance; 0 is bit-exact). fp8 products are exact in fp32; the bound covers
#: the order of the fp32 sums over K (as tests/test_fp8.py's DOT_BOUND). fp32 (tf32, the
#: default input_precision) adds the documented bound of wgmma's truncated operands
#: (:func:`_check_k_major`)
K_MAJOR_B = {"i8": ("i8", "i32", 0), "u8": ("u8", "i32", 0), "fp8e4nv": ("fp8e4nv", "fp32", 2.0 ** -12),
             "fp8e5": ("fp8e5", "fp32", 2.0 ** -12), "fp16": ("fp16", "fp32", 1e-5),
             "tf32": ("fp32", "fp32", 1e-5)}

#: the (BM, BN, BK, num_warps, num_stages) of the K-major tests; :func:`k_major_tile` fits BK
K_MAJOR_TILES = [(128, 128, 128, 4, 3), (128, 256, 64, 8, 4), (64, 64, 64, 4, 2)]


def k_major_tile(case, bm, bn, bk, warps, stages) -> tuple:
    """A tile of :data:`K_MAJOR_TILES` for ``case``: BK at most 256 bytes of the element type
    (fp32: 64), so that two pipeline stages of A and B fit the H200's shared memory and the
    loads stay pipelined, where wgmma reads them."""
    esize = 4 if K_MAJOR_B[case][0] == "fp32" else (2 if K_MAJOR_B[case][0] == "fp16" else 1)
    return bm, bn, min(bk, 256 // esize), warps, stages


def _check_k_major(case, got, want, a, b, tol):
    """``got`` against the interpreter's ``want`` (``a`` M x K, ``b`` K x N the inputs):
    within ``tol`` as :func:`_within`; for the fp32 case of :data:`K_MAJOR_B` (tf32) plus the
    documented difference of
    wgmma's operands, which the tensor core truncates to tf32 where the interpreter rounds
    (docs/codegen.md, "Numerics"): per element at most
    ``mma.WGMMA_TF32_PRODUCT_BOUND * sum_k |a_ik| |b_kj|`` more."""
    if K_MAJOR_B.get(case, ("",))[0] != "fp32":
        _within(case, got, want, tol)
        return
    from tiledsl.codegen import mma

    got, want = np.asarray(got, np.float64), np.asarray(want, np.float64)
    scale = max(1.0, float(np.abs(want).max()))
    allowed = mma.WGMMA_TF32_PRODUCT_BOUND * (np.abs(np.asarray(a, np.float64)) @
                                              np.abs(np.asarray(b, np.float64))) + tol * scale
    over = np.abs(got - want) - allowed
    worst = np.unravel_index(int(np.argmax(over)), over.shape)
    assert over[worst] <= 0, (f"{case}: |got - want| = {abs(got - want)[worst]:.3g} at {worst} "
                              f"> {allowed[worst]:.3g} (the tf32 truncation bound + {tol} x "
                              f"{scale:.3g})")


def _k_major_inputs(case, m, n, k, rng):
    import ml_dtypes

    t = K_MAJOR_B[case][0]
    if t in ("i8", "u8"):
        lo, hi = (-128, 128) if t == "i8" else (0, 256)
        ndt = np.int8 if t == "i8" else np.uint8
        return rng.integers(lo, hi, (m, k)).astype(ndt), rng.integers(lo, hi, (n, k)).astype(ndt)
    ndt = {"fp8e4nv": ml_dtypes.float8_e4m3fn, "fp8e5": ml_dtypes.float8_e5m2,
           "fp16": np.float16, "fp32": np.float32}[t]
    return ((rng.standard_normal((m, k)) * 4).astype(np.float32).astype(ndt),
            (rng.standard_normal((n, k)) * 4).astype(np.float32).astype(ndt))


def _torch_device(x):
    """``x`` as a torch CUDA tensor of the same dtype (fp8 and bf16 through their bits)."""
    import torch

    bits = {"float8_e4m3fn": (np.uint8, torch.float8_e4m3fn),
            "float8_e5m2": (np.uint8, torch.float8_e5m2),
            "bfloat16": (np.int16, torch.bfloat16)}  # types torch.from_numpy cannot take
    if x.dtype.name in bits:
        raw, tdt = bits[x.dtype.name]
        return torch.from_numpy(np.ascontiguousarray(x).view(raw)).cuda().view(tdt)
    return torch.from_numpy(x).cuda()


@pytest.mark.parametrize("case", sorted(K_MAJOR_B))
@pytest.mark.parametrize("bm,bn,bk,warps,stages", K_MAJOR_TILES)
def test_dot_with_k_major_b_equals_the_interpreter(cp, case, bm, bn, bk, warps, stages):
    """On sm_90a these dots run on ``wgmma`` (8-bit: k32, tf32: k8, from K-major descriptors
    of both operands); M, N, K ragged, so masked tails of A and B read zeros."""
    torch = pytest.importorskip("torch")
    t, acc, tol = K_MAJOR_B[case]
    bm, bn, bk, warps, stages = k_major_tile(case, bm, bn, bk, warps, stages)
    kern = tiledsl_kernel_k_major(t, acc)
    m, n, k = 200, 264, 328
    rng = np.random.default_rng(11)
    a, bt = _k_major_inputs(case, m, n, k, rng)
    b = bt.T  # K x N, K contiguous
    out_dt = np.int32 if acc == "i32" else np.float32
    want = np.zeros((m, n), out_dt)
    _run(kern, np, a, b, want, m, n, k, bm, bn, bk)
    ga, gb = _torch_device(a), _torch_device(bt).T
    got = torch.zeros((m, n), dtype=torch.int32 if acc == "i32" else torch.float32,
                      device="cuda")
    _run(kern, cp, ga, gb, got, m, n, k, bm, bn, bk, num_warps=warps, num_stages=stages)
    torch.cuda.synchronize()
    _check_k_major(case, got.cpu().numpy(), want, a, b, tol)


def tiledsl_kernel_k_major(t, acc):
    import tiledsl

    key = ("k_major", t, acc)
    if key not in _KERNELS:
        _KERNELS[key] = tiledsl.compile(KERNEL.format(t=t, acc=acc, extra=""),
                                        filename=f"dot_k_major_{t}.tile").dotk
    return _KERNELS[key]


def test_tf32_wgmma_truncates_what_it_reads_from_shared_memory(cp):
    """The semantics docs/language.md states, on the device itself: with operands
    1 + 3·2^-12 (tf32 rounding to nearest gives 1 + 2^-10, truncation 1) on the diagonals of a
    K-major dot that runs on ``wgmma`` (the emitted source for this device says whether it
    does), each product is exactly the truncated operands' (1); on ``mma.sync`` it is the
    rounded ones', as in the interpreter. Either way within the documented bound of the
    interpreter's result."""
    torch = pytest.importorskip("torch")
    from test_tensor_core_compile import aligned_facts

    kern = tiledsl_kernel_k_major("fp32", "fp32")
    m, n, k, bm, bn, bk = 128, 64, 64, 128, 64, 32
    x = np.float32(1 + 3 * 2.0 ** -12)
    a = np.zeros((m, k), np.float32)
    a[np.arange(64), np.arange(64)] = x  # rows 0..63: x * x
    a[64 + np.arange(64), np.arange(64)] = 1.0  # rows 64..127: 1 * x
    bt = np.diag(np.full(n, x, np.float32))  # B = bt.T, K-major
    src = kern.emit("cuda", num_warps=4, num_stages=3, BM=bm, BN=bn, BK=bk,
                    facts=aligned_facts(kern, ("sak", "sbk", "scn")))
    on_wgmma = "wgmma.mma_async" in src
    got = torch.zeros((m, n), dtype=torch.float32, device="cuda")
    _run(kern, cp, _torch_device(a), _torch_device(bt).T, got, m, n, k, bm, bn, bk,
         num_warps=4, num_stages=3)
    torch.cuda.synchronize()
    got = got.cpu().numpy()
    want = np.zeros((m, n), np.float32)
    _run(kern, np, a, bt.T, want, m, n, k, bm, bn, bk)
    r = np.float32(1 + 2.0 ** -10)
    assert want[0, 0] == r * r and want[64, 0] == r  # the interpreter rounds
    one = np.float32(1.0) if on_wgmma else r
    model = np.zeros((m, n), np.float32)
    model[np.arange(64), np.arange(64)] = one * one
    model[64 + np.arange(64), np.arange(64)] = one
    np.testing.assert_array_equal(got, model)
    _check_k_major("tf32", got, want, a, bt.T, 0.0)


@pytest.mark.parametrize("case", ["fp16", "bf16", "i8", "fp8e4nv", "tf32"])
@pytest.mark.parametrize("bm,bn,bk,warps,stages", [(128, 256, 64, 8, 4), (128, 128, 64, 4, 3),
                                                   (64, 64, 64, 4, 2)])
def test_tma_dot_equals_the_interpreter(cp, monkeypatch, case, bm, bn, bk, warps, stages):
    """TMA (on by default on sm_90a): the pipelined loads are TMA boxes (codegen/tma.py) with mbarrier
    stages; ragged M, N, K, so boxes hang over every edge and read zeros there. fp16/bf16
    with a row-major B, the 8-bit and tf32 cases with a K-major B (what wgmma reads)."""
    pytest.importorskip("torch")
    import torch

    monkeypatch.setenv("TILEDSL_TMA", "1")
    m, n, k = 200, 264, 328
    rng = np.random.default_rng(13)
    if case in ("fp16", "bf16"):
        kern = _kernel(case)
        a, b = _inputs(case, m, n, k, rng)
        out_dt, tol = np.float32, 1e-5
    else:
        t, acc, tol = K_MAJOR_B[case]
        kern = tiledsl_kernel_k_major(t, acc)
        a, bt = _k_major_inputs(case, m, n, k, rng)
        b = bt.T
        out_dt = np.int32 if acc == "i32" else np.float32
    want = np.zeros((m, n), out_dt)
    _run(kern, np, a, b, want, m, n, k, bm, bn, bk)
    ga = _torch_device(np.ascontiguousarray(a))
    gb = _torch_device(np.ascontiguousarray(b)) if case in ("fp16", "bf16") else \
        _torch_device(bt).T
    got = torch.zeros((m, n), dtype=torch.int32 if out_dt is np.int32 else torch.float32,
                      device="cuda")
    _run(kern, cp, ga, gb, got, m, n, k, bm, bn, bk, num_warps=warps, num_stages=stages)
    torch.cuda.synchronize()
    _check_k_major(case, got.cpu().numpy(), want, a, b, tol)


@pytest.mark.parametrize("style", ["block_ptr", "descriptor"])
def test_block_pointer_and_descriptor_matmuls_on_tma_equal_the_interpreter(cp, style):
    """Triton's block-pointer and tensor-descriptor matmuls (tests/test_tma.py) on sm_90a's
    TMA path, ragged M, N, K (boxes over every edge read zeros), against the interpreter."""
    import tiledsl
    from test_tma import BLOCK_PTR_MM, DESCRIPTOR_MM

    kern = tiledsl.compile(BLOCK_PTR_MM if style == "block_ptr" else DESCRIPTOR_MM,
                           filename=f"{style}.tile").mm
    m, n, k = 200, 264, 328
    rng = np.random.default_rng(17)
    a = rng.standard_normal((m, k)).astype(np.float16)
    b = rng.standard_normal((k, n)).astype(np.float16)
    want = np.zeros((m, n), np.float16)
    grid = ((m + 127) // 128, (n + 255) // 256)
    kern[grid](want, a, b, m, n, k, k, n, n, BM=128, BN=256, BK=64, backend="interpreter")
    ga, gb, gc = cp.asarray(a), cp.asarray(b), cp.zeros((m, n), np.float16)
    kern[grid](gc, ga, gb, m, n, k, k, n, n, BM=128, BN=256, BK=64, num_warps=8, num_stages=4)
    cp.cuda.runtime.deviceSynchronize()
    got = cp.asnumpy(gc).astype(np.float64)
    scale = max(1.0, float(np.abs(want).max()))
    # fp16 outputs: one fp16 rounding of sums that differ by their order
    assert float(np.abs(got - want.astype(np.float64)).max()) / scale <= 2e-3
