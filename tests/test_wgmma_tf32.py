"""fp32 ``dot`` as tf32 on Hopper's ``wgmma.mma_async.m64nNk8.f32.tf32.tf32`` (sm_90a), without
a GPU: which dots are planned for it (both operands K-major where they are read from shared
memory, since tf32 has no transpose bits; ``"tf32x3"`` and ``"ieee"`` never), the instruction,
its descriptors and its helpers in the emitted source, A from registers rounded first, and the
documented bound of the operands ``wgmma`` truncates against the interpreter's rounding.
``tests/test_tensor_core_compile.py`` compiles the K-major cases with nvcc;
``tests/test_gpu_dot.py`` runs them against the interpreter on a GPU."""
from __future__ import annotations

import re

import numpy as np
import pytest

import tiledsl
from tiledsl.analysis import axisinfo
from tiledsl.codegen import mma
from tiledsl.codegen.cuda import wgmma_helper
from tiledsl.codegen.nvcc import nvcc_path
from tiledsl.dtypes import DType
from tiledsl.interpreter.numerics import round_tf32

#: the GPU dot test's kernel (tests/test_gpu_dot.py KERNEL) on fp32 operands
from test_gpu_dot import KERNEL
from test_tensor_core_compile import aligned_facts, problems

_TILE = dict(BM=128, BN=128, BK=64)
#: unit strides (the contiguous dimension of A, B, C): B K-major, B N-major, A M-major
K_MAJOR_B, N_MAJOR_B, M_MAJOR_A = ("sak", "sbk", "scn"), ("sak", "sbn", "scn"), \
    ("sam", "sbk", "scn")


def _kernel(extra: str = ""):
    return tiledsl.compile(KERNEL.format(t="fp32", acc="fp32", extra=extra),
                           filename="dot_tf32.tile").dotk


def _plan(kernel, unit, num_warps=4, **tile):
    """The single dot's plan on a target with ``wgmma`` (sm_90a), or None (the FMA loop)."""
    fn = kernel._lower("emit", aligned_facts(kernel, unit), {**_TILE, **tile})
    plans = mma.plan_dots(fn, num_warps, True, True, axisinfo.analyze(fn))
    assert len(plans) <= 1
    return next(iter(plans.values()), None)


def _emit(kernel, unit, num_warps=4, num_stages=3, **tile):
    return kernel.emit("cuda:sm_90a", num_warps=num_warps, num_stages=num_stages,
                       facts=aligned_facts(kernel, unit), **{**_TILE, **tile})


def test_wgmma_types_have_tf32_at_k8():
    assert mma.WGMMA_TYPES[DType.fp32] == ("tf32", DType.fp32, 8)
    assert mma.wgmma_k(DType.fp32) == 8
    assert mma.wgmma_needs_k_major(DType.fp32) and mma.wgmma_needs_k_major_b(DType.fp32)
    assert not mma.wgmma_needs_k_major(DType.fp16) and mma.wgmma_needs_k_major(DType.i8)
    tf32 = mma.instruction(DType.fp32, DType.fp32, "tf32")
    assert mma.wgmma_shape_ok(tf32, (128, 128, 8), 4)
    assert not mma.wgmma_shape_ok(tf32, (128, 128, 12), 4)  # K a multiple of 8
    assert not mma.wgmma_shape_ok(mma.instruction(DType.fp32, DType.fp32, "tf32x3"),
                                  (128, 128, 64), 4)


def test_fp32_dot_of_a_k_major_b_plans_wgmma_tf32():
    """The default input_precision ("tf32") with B K-contiguous in memory: wgmma, all warps
    along M; with 8 warps too."""
    for warps, tile in ((4, {}), (8, dict(BN=256))):
        p = _plan(_kernel(), K_MAJOR_B, warps, **tile)
        assert p.wgmma and p.warps == (warps, 1)
        assert p.ins.ab is DType.fp32 and not p.ins.tf32x3 and p.ins.k == 8


def test_fp32_dot_of_an_n_major_b_or_an_m_major_a_does_not_plan_wgmma():
    """tf32 has no transpose bits: an N-contiguous B, or an M-contiguous A loaded in the
    loop (read from the pipeline's shared memory), keeps mma.sync's own warp arrangement."""
    for unit in (N_MAJOR_B, M_MAJOR_A):
        p = _plan(_kernel(), unit)
        assert p is not None and not p.wgmma and p.warps == (2, 2)
    # an unknown stride is no proof of contiguity either
    fn = _kernel()._lower("emit", {}, _TILE)
    (p,) = mma.plan_dots(fn, 4, True, True, axisinfo.analyze(fn)).values()
    assert not p.wgmma


def test_tf32x3_and_ieee_stay_off_wgmma():
    p = _plan(_kernel(', input_precision="tf32x3"'), K_MAJOR_B)
    assert p.ins.tf32x3 and not p.wgmma
    assert _plan(_kernel(', input_precision="ieee"'), K_MAJOR_B) is None  # the FMA loop
    for extra in (', input_precision="tf32x3"', ', input_precision="ieee"'):
        assert "wgmma.mma_async" not in _emit(_kernel(extra), K_MAJOR_B)


def test_no_wgmma_without_the_a_target():
    fn = _kernel()._lower("emit", aligned_facts(_kernel(), K_MAJOR_B), _TILE)
    (p,) = mma.plan_dots(fn, 4, False, True, axisinfo.analyze(fn)).values()
    assert not p.wgmma
    assert "wgmma" not in _kernel().emit("cuda:sm_90", num_warps=4,
                                         facts=aligned_facts(_kernel(), K_MAJOR_B), **_TILE)


def test_the_k_major_dot_emits_wgmma_tf32_through_descriptors():
    """128x128x64 at 4 warps: the ss helper of m64n128k8 (scale-d, imm-scale-a/b and no
    transpose immediates), no mma.sync; both operands K-major with 128-byte swizzle: A's two
    64-row blocks and B step 8 fp32 = 32 bytes along K inside a 128-byte panel (32 fp32), then
    the next panel (128 rows x 128 bytes = 16384 bytes); no rounding instruction, since the
    tensor core reads shared memory itself (it truncates: docs/codegen.md, "Numerics")."""
    src = _emit(_kernel(), K_MAJOR_B)
    body = src.split("// kernel")[1]
    assert "wgmma.mma_async.sync.aligned.m64n128k8.f32.tf32.tf32" in src
    assert "tl_wgmma_m64n128k8_tf32_ss(" in body and "mma.sync" not in src
    assert re.search(r"m64n128k8\.f32\.tf32\.tf32 \{[^}]*\}, %64, %65, p, 1, 1;", src)
    assert "tl_tf32_bits(" not in body
    descs = re.findall(r"tl_wgmma_desc\(\(tl_sbase \+ pst\d+ \+ (\d+)\) \+ (\d+)(?: \+ [^,]+)?, "
                       r"(\d+), (\d+), (\d+)\)", body)
    k_offsets = [32 * (i % 4) + 16384 * (i // 4) for i in range(8)]
    bases = sorted({int(d[0]) for d in descs})
    assert len(bases) == 2
    a = [int(o) for base, o, *_ in descs if int(base) == bases[0]]
    b = [int(o) for base, o, *_ in descs if int(base) == bases[1]]
    assert b == k_offsets  # B: 128 (N) rows of 64 K-contiguous fp32
    assert a == [k + 8192 * q for k in k_offsets for q in range(2)]  # A: 64-row blocks
    assert {(lbo, sbo, mode) for _, _, lbo, sbo, mode in descs} == {("16", "1024", "1")}


def test_an_n_major_b_emits_mma_sync_tf32():
    src = _emit(_kernel(), N_MAJOR_B)
    assert "wgmma.mma_async" not in src
    assert "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32" in src


#: A loaded once before the loop (read into registers by codegen.mma_dot.prepare, then the
#: A operand of wgmma from registers), B K-major in the loop
_A_IN_REGISTERS = """
kernel k(c: *fp32, a: *fp32, b: *fp32, N: i32, sbn: i32):
    rm = arange(0, 64)
    rk = arange(0, 32)
    at = load(a + rm[:, None] * 32 + rk[None, :])
    for n0 in range(0, N, 64):
        rn = n0 + arange(0, 64)
        bt = load(b + rk[:, None] + rn[None, :] * sbn)
        acc = dot(at, bt)
        store(c + rm[:, None] * N + rn[None, :], acc)
"""
_A_IN_REGISTERS_FACTS = {"c": {"aligned16": True}, "a": {"aligned16": True},
                         "b": {"aligned16": True}, "N": {"div16": True}, "sbn": {"div16": True}}


def _a_in_registers_source():
    k = tiledsl.compile(_A_IN_REGISTERS, filename="tf32_rs.tile").k
    return k.emit("cuda:sm_90a", num_warps=4, facts=_A_IN_REGISTERS_FACTS)


def test_a_from_registers_is_rounded_to_tf32_first():
    """The rs form: A's four registers per 16 x 8 block are rounded by ``cvt.rna`` (as on
    mma.sync and in the interpreter) before the loop; B comes through a descriptor."""
    body = _a_in_registers_source().split("// kernel")[1]
    assert "tl_wgmma_m64n64k8_tf32_rs(" in body and "mma.sync" not in body
    before_loop = body[:body.index("for (")]
    rounded = re.findall(r"const unsigned (fr\d+) = tl_tf32_bits\(", before_loop)
    assert len(rounded) == 16  # 64 x 32 over 4 warps: 4 blocks of 4 registers per thread
    calls = re.findall(r"tl_wgmma_m64n64k8_tf32_rs\(([^;]*)\);", body)
    assert len(calls) == 4  # K = 32 in steps of 8
    for call in calls:
        args = [x.strip() for x in call.split(",")]
        assert set(args[32:36]) <= set(rounded)  # after the 32 accumulators


@pytest.mark.skipif(nvcc_path() is None, reason="nvcc not on PATH")
def test_a_from_registers_compiles_without_spills():
    assert problems("tf32 A in registers", "sm_90a", _a_in_registers_source(),
                    {"wgmma.mma_async.sync.aligned.m64n64k8.f32.tf32.tf32", "cvt.rna.tf32.f32"},
                    {"mma.sync"}) == []


def test_trans_b_is_refused_for_tf32():
    with pytest.raises(ValueError, match="only K-major"):
        wgmma_helper(DType.fp32, 64, False, True)
    name, text = wgmma_helper(DType.fp32, 8, True, False)
    assert name == "tl_wgmma_m64n8k8_tf32_rs"
    assert "wgmma.mma_async.sync.aligned.m64n8k8.f32.tf32.tf32 {%0, %1, %2, %3}, " \
           "{%4, %5, %6, %7}, %8, p, 1, 1;" in text


def _truncate_tf32(x):
    """What the tensor core reads of fp32 ``x`` as tf32: the low 13 mantissa bits dropped."""
    return (np.ascontiguousarray(x, np.float32).view(np.uint32) &
            np.uint32(0xFFFFE000)).view(np.float32)


def test_the_documented_bound_of_truncated_operands():
    """A truncated operand is 0 or one tf32 ulp from the interpreter's rounded one, at most
    WGMMA_TF32_OPERAND_BOUND * |x| (normal x, both sides of every binade's edges included), and
    a product of two at most WGMMA_TF32_PRODUCT_BOUND * |a| * |b| from the interpreter's."""
    rng = np.random.default_rng(5)
    bits = rng.integers(0x00800000, 0x7F000000, 200_000, dtype=np.uint32)
    edges = np.array([(e << 23) | m for e in range(1, 254)
                      for m in (0, 0x1000, 0x1FFF, 0x7FF000, 0x7FFFFF, 0x7FEFFF)], np.uint32)
    x = np.concatenate([bits, edges]).view(np.float32)
    x = np.concatenate([x, -x])
    t, r = _truncate_tf32(x).astype(np.float64), round_tf32(x).astype(np.float64)
    x64 = x.astype(np.float64)
    assert np.all(np.abs(t - r) <= mma.WGMMA_TF32_OPERAND_BOUND * np.abs(x64))
    assert np.all(np.abs(t - x64) < mma.WGMMA_TF32_OPERAND_BOUND * np.abs(x64))
    small = x[np.abs(x) < 1e15][:100_000]
    a, b = small[: len(small) // 2], small[len(small) // 2:][: len(small) // 2]
    ta, tb = _truncate_tf32(a).astype(np.float64), _truncate_tf32(b).astype(np.float64)
    ra, rb = round_tf32(a).astype(np.float64), round_tf32(b).astype(np.float64)
    prod = np.abs(a.astype(np.float64) * b.astype(np.float64))
    assert np.all(np.abs(ta * tb - ra * rb) <= mma.WGMMA_TF32_PRODUCT_BOUND * prod)


def test_an_n_major_b_says_why_the_loads_are_not_tma():
    """tf32 with B stored K x N (N contiguous) runs mma.sync; the source's note names the
    reason (no dot on wgmma), not one of the loads."""
    k = _kernel()
    src = _emit(k, N_MAJOR_B)
    assert ("// pipeline: the loads are copied by cp.async, not TMA: no dot of the loop runs on "
            "wgmma: dot at dot_tf32.tile:18: wgmma reads B only K-major for tf32 (fp32) "
            "operands, and B is not a load contiguous along K (docs/codegen.md)") in src
    assert "wgmma.mma_async" not in src and "copied by cp.async, not TMA: no dot" not in \
        _emit(k, K_MAJOR_B)
