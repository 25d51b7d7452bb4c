"""Tensor-core layouts, shared-memory swizzles and the software pipeline's structure, without a
GPU: the fragment tables against the PTX ISA's, the chained-dot property attention relies on,
the swizzle's bank behaviour, and the prologue / steady state / drain of the emitted code."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

import tiledsl
from tiledsl.dtypes import DType
from tiledsl.codegen import mma, shared

EX = Path(__file__).resolve().parent.parent / "examples"


def _ins(ab, acc=DType.fp32, prec=None):
    return mma.instruction(ab, acc, prec)


def test_instruction_table():
    assert _ins(DType.fp16).ptx == "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
    assert _ins(DType.fp16, DType.fp16).ptx == "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16"
    assert _ins(DType.bf16).ptx == "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32"
    assert _ins(DType.fp32, prec="tf32").ptx == "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32"
    assert _ins(DType.fp32, prec="tf32x3").tf32x3
    assert _ins(DType.fp32, prec="ieee") is None  # the FMA loop
    assert _ins(DType.i8, DType.i32).ptx == "mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32"
    assert _ins(DType.u8, DType.i32).ptx == "mma.sync.aligned.m16n8k32.row.col.s32.u8.u8.s32"
    assert _ins(DType.fp64, DType.fp64).ptx == "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64"
    assert [_ins(t).k_width for t in (DType.fp16, DType.bf16)] == [2, 2]
    assert _ins(DType.i8, DType.i32).k_width == 4 and _ins(DType.fp32, prec="tf32").k_width == 1


def _coords(lay, warp=0):
    """{(register, lane): coordinate} of one warp."""
    return {(r, l): lay.coord(r, l, warp) for r in range(lay.num_regs) for l in range(32)}


def test_accumulator_fragment_is_the_ptx_table():
    """m16n8 C/D: lane l holds (l/4, 2(l%4) + i) for i = 0, 1 and (l/4 + 8, ...) for 2, 3."""
    lay = mma.acc_layout((16, 8), _ins(DType.fp16), (1, 1))
    for (r, l), c in _coords(lay).items():
        assert c == (l // 4 + 8 * (r // 2), 2 * (l % 4) + r % 2)
    f64 = mma.acc_layout((8, 8), _ins(DType.fp64, DType.fp64), (1, 1))
    for (r, l), c in _coords(f64).items():
        assert c == (l // 4, 2 * (l % 4) + r)


def test_operand_fragments_are_the_ptx_tables():
    """m16n8k16 A: a_i at (g + 8*((i/2)%2), 2t + i%2 + 8*(i/4)); B: b_i at (2t + i%2 + 8*(i/2),
    g); m16n8k8 tf32 A: (g + 8*(i%2), t + 4*(i/2)); m16n8k32 A: (g + 8*((i/4)%2), 4t + i%4 +
    16*(i/8)), with g = lane/4 and t = lane%4 (PTX ISA, "Matrix Fragments for mma.m16n8k*")."""
    h = _ins(DType.fp16)
    a = mma.operand_layout((16, 16), 0, h, (1, 1))
    b = mma.operand_layout((16, 8), 1, h, (1, 1))
    for (i, l), c in _coords(a).items():
        g, t = l // 4, l % 4
        assert c == (g + 8 * ((i // 2) % 2), 2 * t + i % 2 + 8 * (i // 4))
    for (i, l), c in _coords(b).items():
        g, t = l // 4, l % 4
        assert c == (2 * t + i % 2 + 8 * (i // 2), g)
    tf = mma.operand_layout((16, 8), 0, _ins(DType.fp32, prec="tf32"), (1, 1))
    for (i, l), c in _coords(tf).items():
        assert c == (l // 4 + 8 * (i % 2), l % 4 + 4 * (i // 2))
    i8 = mma.operand_layout((16, 32), 0, _ins(DType.i8, DType.i32), (1, 1))
    for (i, l), c in _coords(i8).items():
        assert c == (l // 4 + 8 * ((i // 4) % 2), 4 * (l % 4) + i % 4 + 16 * (i // 8))


@pytest.mark.parametrize("shape,warps", [((128, 128), (2, 2)), ((64, 256), (1, 8)),
                                         ((32, 16), (4, 2)), ((128, 64), (8, 1))])
def test_tile_layouts_cover_each_element(shape, warps):
    """Every element of the tile is held by some (register, lane, warp); with more warps than
    blocks the extra warps replicate (zero bases), never leave the tile."""
    ins = _ins(DType.fp16)
    nw = warps[0] * warps[1]
    for lay in (mma.acc_layout(shape, ins, warps), mma.operand_layout(shape, 0, ins, warps),
                mma.operand_layout(shape, 1, ins, warps)):
        seen = {lay.coord(r, l, w) for r in range(lay.num_regs) for l in range(32)
                for w in range(nw)}
        assert seen == {(i, j) for i in range(shape[0]) for j in range(shape[1])}


def test_warps_per_tile_is_tritons_rule():
    """``warpsPerTileV2``: balance blocks per warp, M first on ties; all along M when chained."""
    ins = _ins(DType.fp16)
    assert mma.warps_per_tile((128, 128), 4, ins, False) == (2, 2)
    assert mma.warps_per_tile((128, 128), 8, ins, False) == (4, 2)
    assert mma.warps_per_tile((128, 256), 8, ins, False) == (2, 4)
    assert mma.warps_per_tile((16, 256), 4, ins, False) == (1, 4)
    assert mma.warps_per_tile((128, 64), 8, ins, True) == (8, 1)


def test_a_chained_accumulator_is_the_next_dots_a_operand():
    """With all warps along M, S = Q·Kᵀ's accumulator (M x N) is distributed exactly as the A
    operand of P·V (M x K=N): P is packed in registers, nothing moves between threads."""
    ins = _ins(DType.fp16)
    for m, n, w in ((128, 64, 8), (64, 64, 4), (128, 128, 8), (64, 32, 4)):
        acc = mma.acc_layout((m, n), ins, (w, 1))
        a = mma.operand_layout((m, n), 0, ins, (w, 1))
        assert acc.same_distribution(a) and a.same_distribution(acc)
    # with warps along N too it is not
    assert not mma.acc_layout((128, 64), ins, (4, 2)).same_distribution(
        mma.operand_layout((128, 64), 0, ins, (4, 2)))


def test_chained_dots_are_found_in_attention():
    fn = tiledsl.load(EX / "attention.tile").attention.kernel._lower(
        "emit", {}, {"HEAD_DIM": 64, "BLOCK_M": 64, "BLOCK_N": 64})
    plans = mma.plan_dots(fn, 4)
    assert len(plans) == 2 and all(p.chained and p.warps == (4, 1) for p in plans.values())
    mm = tiledsl.load(EX / "matmul.tile").matmul.kernel._lower("emit", {}, {})
    (p,) = mma.plan_dots(mm, 4).values()
    assert not p.chained and p.warps == (2, 2)


@pytest.mark.parametrize("cols,esize", [(32, 2), (64, 2), (128, 2), (256, 2), (16, 4), (32, 4),
                                        (64, 1), (8, 2)])
def test_swizzle_is_a_bijection_and_8_rows_hit_8_bank_groups(cols, esize):
    """Every element gets its own bytes; the 8 rows of one 16-byte column (one ldmatrix
    matrix, or a transposed read) land on 8 distinct 16-byte bank groups (rows >= 16 bytes)."""
    rows = 32
    lay = shared.swizzled((rows, cols), 1, esize)
    offs = {lay.byte_offset(r, c) for r in range(rows) for c in range(cols)}
    assert len(offs) == rows * cols and max(offs) < lay.nbytes
    assert lay.per_phase * lay.max_phase == (8 if cols * esize >= 16 else 1)
    if cols * esize < 16:
        return
    for r0 in range(0, rows, 8):
        for c in range(0, cols, lay.vec):
            groups = {(lay.byte_offset(r0 + i, c) // 16) % 8 for i in range(8)}
            assert len(groups) == 8


def test_swizzle_expression_matches_the_model():
    """The C expression the emitter writes computes the same offsets as the Python model."""
    for cols, esize in ((32, 2), (128, 2), (64, 1), (16, 4)):
        lay = shared.swizzled((16, cols), 1, esize)
        expr = lay.offset_expr("r", "c")
        for r in range(16):
            for c in range(cols):
                assert eval(expr, {}, {"r": r, "c": c}) == lay.byte_offset(r, c)


# ---------------------------------------------------------------------- the pipeline
_FACTS = {**{p: {"aligned16": True} for p in ("c", "a", "b", "bias")},
          **{i: {"div16": True} for i in ("M", "N", "K", "stride_am", "stride_bk", "stride_cm")},
          **{i: {"is_one": True} for i in ("stride_ak", "stride_bn", "stride_cn")}}


def _matmul_cuda(stages, facts=_FACTS, arch="sm_80"):
    k = tiledsl.load(EX / "matmul.tile").matmul.kernel
    return k.emit(f"cuda:{arch}", num_warps=4, num_stages=stages, facts=facts, BLOCK_M=128,
                  BLOCK_N=128, BLOCK_K=32).split("// kernel")[1]


@pytest.mark.parametrize("stages", [2, 3, 4])
def test_pipeline_has_prologue_steady_state_and_drain(stages):
    body = _matmul_cuda(stages)
    loop = body.index("for (long long iv")  # range(0, K, BLOCK_K): a 64-bit counter
    prologue, rest = body[:loop], body[loop:]
    # the prologue issues iterations 0 .. S-2, one commit group each
    assert prologue.count("tl_cp_async_commit();") == stages - 1
    assert prologue.count("tl_cp_async16(") == 8 * (stages - 1)  # A and B, 4 vectors each
    assert f"int tl_pr0 = 0, tl_pw0 = {stages - 1};" in prologue
    assert f"2 load(s) as cp.async into {stages} stages of 16384 bytes" in prologue
    # the steady state: wait for this iteration's stage, barrier, issue S-1 ahead, compute
    head = rest[:rest.index("// dot on tensor cores")]
    assert re.search(rf"tl_cp_async_wait<{stages - 2}>\(\);\s*__syncthreads\(\);", head)
    assert f"iv" in head and f"+ {stages - 1} * (" in head
    assert head.count("tl_cp_async_commit();") == 1
    assert rest.count("tl_ldsm4(") + rest.count("tl_ldsm4t(") > 0
    # the drain after the loop
    assert "tl_cp_async_wait<0>();" in rest[rest.index("tl_pw0 = tl_pw0"):]


def test_num_stages_1_and_ineligible_loads_stay_synchronous():
    assert "cp_async" not in _matmul_cuda(1)
    no_facts = _matmul_cuda(3, facts={})
    assert "cp_async16" not in no_facts
    lines = (EX / "matmul.tile").read_text().splitlines()
    for start in ("at = load(", "bt = load("):
        line = next(i for i, t in enumerate(lines, 1) if t.strip().startswith(start))
        assert (f"load at matmul.tile:{line} stays synchronous: each thread reads 2 contiguous "
                f"byte(s) at a time; cp.async copies 4, 8 or 16") in no_facts


def test_other_nonzero_is_not_pipelined(tile):
    k = tile("""
    kernel k(c: *fp32, a: *fp16, b: *fp16, K: i32):
        r = arange(0, 32)
        acc = zeros((32, 32), fp32)
        for k0 in range(0, K, 32):
            at = load(a + r[:, None] * 32 + (k0 + r)[None, :], mask=(k0 + r)[None, :] < K,
                      other=1.0)
            bt = load(b + (k0 + r)[:, None] * 32 + r[None, :])
            acc = dot(at, bt, acc=acc)
        store(c + r[:, None] * 32 + r[None, :], acc)
    """).k
    src = k.emit("cuda:sm_80", facts={"a": {"aligned16": True}, "b": {"aligned16": True},
                                      "K": {"div16": True}})
    assert "load at test.tile:5 stays synchronous: other= is not 0" in src
    assert "1 load(s) as cp.async" in src  # B still is


def test_hip_and_pre_ampere_targets_keep_the_fma_loop():
    k = tiledsl.load(EX / "matmul.tile").matmul.kernel
    for target in ("cuda:sm_75", "hip"):
        src = k.emit(target, num_warps=4, facts=_FACTS)
        assert "mma.sync" not in src and "cp.async" not in src


def test_wgmma_in_flight_only_where_the_dot_runs_on_wgmma(monkeypatch):
    """On sm_90a a matmul's wgmma stays in flight into the next K iteration (one wait for the
    last group after the loop); where A is not pipelined (a strided A: no 16-byte facts) the
    dot is mma.sync, the copies run S - 1 ahead and no wgmma wait is emitted; both compile.
    (The cp.async pipeline's waits: TMA is off here; tests/test_tma.py has its stages.)"""
    monkeypatch.setenv("TILEDSL_TMA", "0")
    k = tiledsl.load(EX / "matmul.tile").matmul.kernel
    fast = k.emit("cuda:sm_90a", num_warps=4, num_stages=4, facts=_FACTS)
    assert "tl_wgmma_wait<1>();" in fast and "tl_wgmma_wait<0>();  // the last" in fast
    assert "tl_cp_async_wait<1>();" in fast  # four stages, two iterations ahead
    slow = k.emit("cuda:sm_90a", num_warps=4, num_stages=4,
                  facts={**_FACTS, "stride_ak": {}})
    assert "tl_wgmma" not in slow and "mma.sync" in slow and "tl_cp_async_wait<2>();" in slow
    from tiledsl.codegen.nvcc import compile_check, nvcc_path

    if nvcc_path():
        for src in (fast, slow):
            rep = compile_check(src, "sm_90a")
            assert rep.spills == 0 and rep.max_stack == 0


@pytest.mark.parametrize("shape,order", [((64, 128), 1), ((64, 256), 1), ((128, 64), 1),
                                         ((32, 64), 1), ((64, 32), 0), ((16, 16), 1)])
def test_nvmma_layout_panels(shape, order):
    """wgmma's shared layout: panels of the swizzle span along the contiguous dimension, each
    the 16-byte swizzle of rows that wide; a bijection, its C expression equal to the model,
    one panel equal to ``swizzled``."""
    lay = shared.nvmma(shape, order, 2)
    rows, cols = lay.rows, lay.cols
    offs = {lay.byte_offset(r, c) for r in range(rows) for c in range(cols)}
    assert len(offs) == rows * cols and max(offs) < lay.nbytes == rows * cols * 2
    assert lay.span == min(128, cols * 2) and lay.panels == max(1, cols * 2 // 128)
    expr = lay.offset_expr("r", "c")
    assert all(eval(expr, {}, {"r": r, "c": c}) == lay.byte_offset(r, c)
               for r in range(rows) for c in range(cols))
    if lay.panels == 1:
        sw = shared.swizzled(shape, order, 2)
        assert all(sw.byte_offset(r, c) == lay.byte_offset(r, c)
                   for r in range(rows) for c in range(cols))


def test_wgmma_descriptors_of_the_matmul():
    """128x128x64 fp16 at 4 warps on sm_90a: A K-major (leading 16, stride 1024 = 8 rows of
    128 B, 128B swizzle), B N-major (leading = one 64-column panel of 64 rows = 8192 B, stride
    1024), two 64-row blocks of A, K steps of 32 bytes along A's rows and 2048 down B."""
    k = tiledsl.load(EX / "matmul.tile").matmul.kernel
    src = k.emit("cuda:sm_90a", num_warps=4, num_stages=3, facts=_FACTS, BLOCK_M=128,
                 BLOCK_N=128, BLOCK_K=64)
    descs = re.findall(r"tl_wgmma_desc\(\(tl_sbase \+ pst\d+ \+ (\d+)\) \+ (\d+), (\d+), (\d+), "
                       r"(\d+)\)", src)
    b = [(int(o), int(l), int(s)) for base, o, l, s, m in descs if base == "16384"]
    a = [(int(o), int(l), int(s)) for base, o, l, s, m in descs if base == "0"]
    assert b == [(2048 * i, 8192, 1024) for i in range(4)]
    assert a == [(32 * i + 8192 * q, 16, 1024) for i in range(4) for q in range(2)]
    assert "__align__(1024)" in src and "tl_wgmma_m64n128k16_f16_ss_tb" in src


def test_cuda_without_a_device_means_sm_90a(monkeypatch):
    """``emit("cuda")`` is the current device's architecture, or the documented default
    (sm_90a) where cupy finds no NVIDIA GPU; ``cuda:ARCH`` picks one, and the instructions
    follow it."""
    from tiledsl import codegen
    from tiledsl.codegen.cuda import DEFAULT_ARCH, cuda_dialect

    monkeypatch.setattr(codegen, "_DEVICE_ARCH", [None])
    k = tiledsl.load(EX / "matmul.tile").matmul.kernel
    assert DEFAULT_ARCH == "sm_90a"
    assert k.emit("cuda", facts=_FACTS) == k.emit("cuda:sm_90a", facts=_FACTS)
    assert "wgmma" in k.emit("cuda:sm_90a", facts=_FACTS)
    assert "wgmma" not in k.emit("cuda:sm_90", facts=_FACTS)  # no "a": no wgmma
    assert "mma.sync" in k.emit("cuda:sm_86", facts=_FACTS)
    monkeypatch.setattr(codegen, "_DEVICE_ARCH", ["sm_80"])
    assert k.emit("cuda", facts=_FACTS) == k.emit("cuda:sm_80", facts=_FACTS)
    d = cuda_dialect("sm_80")
    assert (d.has_mma_sync, d.has_cp_async, d.has_wgmma, d.max_shared) == (True, True, False,
                                                                             163 * 1024)
    assert cuda_dialect("sm_75").has_mma_sync is False


#: (num_warps, constexprs, A's unit stride, the reason the note must give) for fp16 matmuls
#: on sm_90a whose pipelined loads stay cp.async because no dot runs on wgmma
_NO_WGMMA = [
    (2, {}, "stride_ak", "num_warps=2 is not whole warpgroups (a multiple of 4)"),
    (4, {"BLOCK_M": 32}, "stride_ak", "M=32 is not a multiple of 64 (64 rows per warpgroup, "
                                      "num_warps=4)"),
    (8, {"BLOCK_M": 64}, "stride_ak", "M=64 is not a multiple of 128 (64 rows per warpgroup, "
                                      "num_warps=8)"),
    (4, {"BLOCK_N": 4}, "stride_ak", "N=4 is not a multiple of 8 from 8 to 256"),
    (4, {}, "stride_am", "its A is loaded contiguous along M; wgmma reads a pipelined A along K"),
]


@pytest.mark.parametrize("warps,spec,unit,reason", _NO_WGMMA,
                         ids=["warps2", "m32", "m64-w8", "n4", "a-m-major"])
def test_pipeline_note_gives_the_real_reason_no_dot_runs_on_wgmma(warps, spec, unit, reason):
    """An fp16 matmul is not kept off wgmma by the tf32 / 8-bit K-major rule: the note at the
    top of the loop names the dot and what keeps it on mma.sync."""
    facts = {k: v for k, v in _FACTS.items() if k not in ("stride_ak", "stride_am")}
    facts.update({unit: {"is_one": True},
                  ({"stride_ak", "stride_am"} - {unit}).pop(): {"div16": True}})
    k = tiledsl.load(EX / "matmul.tile").matmul.kernel
    src = k.emit("cuda:sm_90a", num_warps=warps, facts=facts, **spec)
    lines = (EX / "matmul.tile").read_text().splitlines()
    (line,) = [i + 1 for i, t in enumerate(lines) if "dot(" in t and "acc" in t]
    note = ("// pipeline: the loads are copied by cp.async, not TMA: no dot of the loop runs on "
            f"wgmma: dot at matmul.tile:{line}: {reason} (docs/codegen.md)")
    assert note in src
    assert "wgmma.mma_async" not in src and "tf32" not in note
    # with whole warpgroups and a K-contiguous A the same kernel runs on wgmma, without a note
    good = k.emit("cuda:sm_90a", num_warps=4, facts=_FACTS)
    assert "wgmma.mma_async" in good and "no dot of the loop runs on wgmma" not in good
