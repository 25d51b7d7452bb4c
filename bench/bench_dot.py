"""tiledsl vs Triton vs the vendor path on the compute-bound kernels, in one process, one GPU.

Rows: matmul + bias (``examples/matmul.tile`` always adds its bias; against ``torch.addmm``)
4096³ and 8192³ in fp16 and bf16, a ragged 4000×3000×2000 one, matmul + bias + gelu
(against ``torch.addmm`` followed by ``gelu``), and attention forward at B4 H32 N4096,
head dim 128 and 64, causal and not (against Triton's FlashAttention-style kernel below and
``torch.nn.functional.scaled_dot_product_attention``), and (``--rows fp8``) an fp8 e4m3 matmul
with a K-major B, scaled into bf16, 4096³ and 8192³ (against ``torch._scaled_mm``).

Protocol (the one ``bench_gpu.py`` uses): fresh random inputs (never zeros), every output
checked against torch first; *choose*: each system's configurations timed once
(``triton.testing.do_bench`` medians of CUDA events after warm-up, L2 flushed) and the fastest
kept; *measure*: the two choices timed afresh in paired rounds, reporting the median per-round
ratio Triton/tiledsl with a distribution-free 95% interval (``bench_gpu.median_ci``). The
vendor path is timed in the same rounds. TFLOP/s count 2·M·N·K per matmul and 4·B·H·N²·D per
attention (halved when causal). The instruction ceiling printed first is a register-only
``mma.sync`` loop (no memory traffic) on every SM.

    python bench/bench_dot.py [--quick] [--rows matmul,attention,fp8] [--json out.json]
"""
from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import numpy as np  # noqa: E402
import torch  # noqa: E402
import triton  # noqa: E402
import triton.language as tl  # noqa: E402

import tiledsl  # noqa: E402
from bench_gpu import bench, median_ci  # noqa: E402

EX = ROOT / "examples"
MATMUL = tiledsl.load(EX / "matmul.tile").matmul.kernel  # one configuration at a time
MATMUL_BF16 = tiledsl.compile((EX / "matmul.tile").read_text().replace("fp16", "bf16"),
                              filename="matmul_bf16.tile").matmul.kernel
ATTENTION = tiledsl.load(EX / "attention.tile").attention.kernel
MATMUL_FP8 = tiledsl.load(ROOT / "bench" / "matmul_fp8.tile").matmul_fp8


# ------------------------------------------------------------------ Triton kernels
@triton.jit
def tr_matmul(c_ptr, a_ptr, b_ptr, bias_ptr, M, N, K, sam, sak, sbk, sbn, scm, scn,
              BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, GELU: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        ka = k + rk
        a = tl.load(a_ptr + rm[:, None] * sam + ka[None, :] * sak,
                    mask=(rm[:, None] < M) & (ka[None, :] < K), other=0.0)
        b = tl.load(b_ptr + ka[:, None] * sbk + rn[None, :] * sbn,
                    mask=(ka[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc = tl.dot(a, b, acc)
    acc = acc + tl.load(bias_ptr + rn, mask=rn < N, other=0.0).to(tl.float32)[None, :]
    if GELU:
        acc = 0.5 * acc * (1.0 + tl.math.erf(acc * 0.7071067811865476))
    tl.store(c_ptr + rm[:, None] * scm + rn[None, :] * scn, acc.to(c_ptr.dtype.element_ty),
             mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def tr_matmul_fp8(c_ptr, a_ptr, b_ptr, sa_ptr, sb_ptr, M, N, K, sam, sbn, scm,
                  BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        ka = k + rk
        a = tl.load(a_ptr + rm[:, None] * sam + ka[None, :],
                    mask=(rm[:, None] < M) & (ka[None, :] < K), other=0.0)
        b = tl.load(b_ptr + ka[:, None] + rn[None, :] * sbn,
                    mask=(ka[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc = tl.dot(a, b, acc)
    acc = acc * (tl.load(sa_ptr) * tl.load(sb_ptr))
    tl.store(c_ptr + rm[:, None] * scm + rn[None, :], acc.to(tl.bfloat16),
             mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def tr_attention(out, q, k, v, sm_scale, seq_len, head_stride, D: tl.constexpr,
                 BM: tl.constexpr, BN: tl.constexpr, CAUSAL: tl.constexpr):
    start_m = tl.program_id(0)
    base = tl.program_id(1).to(tl.int64) * head_stride
    offs_m = start_m * BM + tl.arange(0, BM)
    offs_n = tl.arange(0, BN)
    offs_d = tl.arange(0, D)
    qt = tl.load(q + base + offs_m[:, None] * D + offs_d[None, :], mask=offs_m[:, None] < seq_len,
                 other=0.0)
    scale = sm_scale * 1.4426950408889634
    m_i = tl.full((BM,), float("-inf"), tl.float32)
    l_i = tl.zeros((BM,), tl.float32)
    acc = tl.zeros((BM, D), tl.float32)
    hi = seq_len
    if CAUSAL:
        hi = tl.minimum(seq_len, (start_m + 1) * BM)
    for start_n in range(0, hi, BN):
        cols = start_n + offs_n
        kt = tl.load(k + base + cols[None, :] * D + offs_d[:, None], mask=cols[None, :] < seq_len,
                     other=0.0)
        qk = tl.dot(qt, kt)
        valid = cols[None, :] < seq_len
        if CAUSAL:
            valid = valid & (offs_m[:, None] >= cols[None, :])
        qk = tl.where(valid, qk, float("-inf"))
        m_new = tl.maximum(m_i, tl.max(qk, 1) * scale)
        p = tl.math.exp2(qk * scale - m_new[:, None])
        alpha = tl.math.exp2(m_i - m_new)
        l_i = l_i * alpha + tl.sum(p, 1)
        vt = tl.load(v + base + cols[:, None] * D + offs_d[None, :], mask=cols[:, None] < seq_len,
                     other=0.0)
        acc = tl.dot(p.to(tl.float16), vt, acc * alpha[:, None])
        m_i = m_new
    acc = acc / l_i[:, None]
    tl.store(out + base + offs_m[:, None] * D + offs_d[None, :], acc.to(tl.float16),
             mask=offs_m[:, None] < seq_len)


# ------------------------------------------------------------------ configurations
#: (BLOCK_M, BLOCK_N, BLOCK_K, num_warps, num_stages); the same list for both systems
MM_CONFIGS = [(128, 256, 64, 8, 4), (128, 128, 64, 4, 3), (256, 128, 64, 8, 4),
              (128, 256, 64, 8, 3), (128, 128, 64, 4, 4), (256, 128, 64, 8, 3),
              (128, 128, 64, 8, 3), (64, 128, 64, 4, 3), (128, 256, 32, 8, 6),
              (128, 256, 32, 8, 8)]
#: --direct-stores: --mm-shapes also tries 'ds' variants (slower in session 10)
DIRECT_STORES = False
#: --mm-shapes (GPT-2's linears: K of 768 or 3072, 4-9 waves of tiles)
LINEAR_CONFIGS = [(128, 256, 64, 8, 4), (128, 128, 64, 8, 3), (128, 128, 64, 4, 4),
                  (256, 128, 64, 8, 4), (128, 128, 64, 4, 5)]
MM_QUICK = [(128, 128, 64, 4, 3), (128, 256, 64, 8, 3), (128, 128, 64, 8, 3)]
#: (BLOCK_M, BLOCK_N, num_warps, num_stages)
ATT_CONFIGS = [(128, 64, 8, 3), (128, 64, 8, 2), (128, 64, 8, 4), (64, 64, 4, 3),
               (64, 64, 4, 4), (128, 128, 8, 2), (128, 128, 8, 3), (64, 128, 4, 2),
               (128, 32, 8, 3)]
#: fp8 e4m3 (BLOCK_M, BLOCK_N, BLOCK_K, num_warps, num_stages)
FP8_CONFIGS = [(128, 256, 128, 8, 4), (128, 256, 128, 8, 3), (256, 128, 128, 8, 4),
               (256, 128, 128, 8, 3),
               (128, 128, 128, 4, 4), (128, 128, 128, 8, 4)]
ATT_QUICK = [(128, 64, 8, 3), (64, 64, 4, 3)]


def cp(t):
    import cupy

    return cupy.asarray(t)


def strides(*ts):
    return [s for t in ts for s in t.stride()]


def matmul_runners(a, b, c, bias, gelu):
    M, K = a.shape
    N = b.shape[1]
    act = "gelu" if gelu else "none"
    # cupy has no bf16: tiledsl takes the torch tensors themselves (__cuda_array_interface__
    # does not carry bf16 either, so torch's own path is used)
    ca, cb, cc, cbias = (cp(t) for t in (a, b, c, bias)) if a.dtype != torch.bfloat16 else \
        (a, b, c, bias)

    kern = MATMUL_BF16 if a.dtype == torch.bfloat16 else MATMUL

    def run_tl(cfg):
        bm, bn, bk, w, s = cfg[:5]
        codegen_flags(cfg[5:])
        kern[(triton.cdiv(M, bm), triton.cdiv(N, bn))](
            cc, ca, cb, cbias, M, N, K, *strides(a, b, c), BLOCK_M=bm, BLOCK_N=bn, BLOCK_K=bk,
            ACTIVATION=act, WARP_SPECIALIZE="ws" in cfg[5:], persistent="p" in cfg[5:],
            num_warps=w, num_stages=s)

    def run_tr(cfg):
        bm, bn, bk, w, s = cfg
        tr_matmul[(triton.cdiv(M, bm), triton.cdiv(N, bn))](
            c, a, b, bias, M, N, K, *strides(a, b, c), BM=bm, BN=bn, BK=bk, GELU=gelu,
            num_warps=w, num_stages=s)

    def run_vendor():
        if gelu:
            torch.nn.functional.gelu(torch.addmm(bias, a, b), approximate="none")
        else:
            torch.addmm(bias, a, b, out=c)

    return run_tl, run_tr, run_vendor


#: --ab FLAGS (and --cluster-ab, the flag "cl"): each persistent configuration is also
#: tried with each of these flags of codegen_flags, one at a time, beside the defaults
AB_FLAGS: tuple = ()
#: --ov-ab: each attention configuration also with "noov" (TILEDSL_DOT_OVERLAP=0)
OVERLAP_AB = False
#: tiledsl also tries each configuration with its K/N loop warp-specialized (the tuple gains
#: "ws"; codegen/warpspec.py); --no-ws turns that off
TRY_WS = True


def codegen_flags(flags):
    """Sets the code-generation variables a configuration's flags name: "ds" stores the
    accumulator directly from its layout (``TILEDSL_ACC_STORE=direct``), else through shared
    memory (the default); "cl" runs a persistent kernel on clusters of two where it can
    (``TILEDSL_CLUSTER=1``), else one block per tile (the default); "nopp"
    turns the ping-pong off (``TILEDSL_PINGPONG=0``); "w0" waits for each iteration's wgmma
    group in that iteration (``TILEDSL_WGMMA_IN_FLIGHT=0``); "sk"/no "sk": a persistent
    kernel's last wave split or kept whole (``TILEDSL_STREAM_K=0``, the default), "sk" splits it
    (``TILEDSL_STREAM_K=1``); "nots" stores the result tile from registers
    (``TILEDSL_TMA_STORE=0``), else by TMA (the default); "pt" runs a persistent kernel of 4
    warps as two programs per block taking turns (``TILEDSL_PINGPONG_TILES=1``); "noov" waits
    for attention's second dot in its own iteration (``TILEDSL_DOT_OVERLAP=0``), else it runs
    beside the next iteration's softmax (the default)."""
    for name, flag, on, off in (("TILEDSL_ACC_STORE", "ds", "direct", "convert"),
                                ("TILEDSL_CLUSTER", "cl", "1", "0"),
                                ("TILEDSL_PINGPONG", "nopp", "0", "1"),
                                ("TILEDSL_WGMMA_IN_FLIGHT", "w0", "0", "1"),
                                ("TILEDSL_STREAM_K", "sk", "1", "0"),
                                ("TILEDSL_TMA_STORE", "nots", "0", "1"),
                                ("TILEDSL_PINGPONG_TILES", "pt", "1", "0"),
                                ("TILEDSL_DOT_OVERLAP", "noov", "0", "1")):
        want = on if flag in flags else off
        if os.environ.get(name, off) != want:
            os.environ[name] = want


def with_ws(configs, warps_at):
    """``configs`` and, when TRY_WS, each one whose num_warps (at index ``warps_at``) is a
    multiple of 4 again with "ws" appended, and again persistent ("ws", "p"; one block per
    SM walking the tiles) with as many stages and with one stage fewer (the epilogue's
    shared memory then sits beside the ring whole; with as many, a TMA-stored tile may go
    out in rounds of panels)."""
    if not TRY_WS:
        return list(configs)
    ws = [c + ("ws",) for c in configs if c[warps_at] % 4 == 0]
    stages_at = warps_at + 1
    pers = {c[:stages_at] + (s,) + ("ws", "p")
            for c in configs if c[warps_at] % 4 == 0
            for s in {c[stages_at], max(2, c[stages_at] - 1)}}
    # "pt" applies to 4 warps only (one warpgroup per program)
    ab = {c + (f,) for c in pers for f in AB_FLAGS if f != "pt" or c[warps_at] == 4}
    return list(configs) + ws + sorted(pers) + sorted(ab)


def choose(configs, run, verify):
    best = None
    for cfg in configs:
        try:
            run(cfg)
            torch.cuda.synchronize()
            verify()
        except Exception as e:  # noqa: BLE001 - a configuration that does not fit
            print(f"    config {cfg}: {type(e).__name__}: {str(e)[:120]}", flush=True)
            continue
        t = bench(lambda: run(cfg))
        print(f"    config {cfg}: {t:.4g}", flush=True)
        best = min(best or (1e9, cfg), (t, cfg))
    return best


def paired(f_tl, f_tr, f_vendor, rounds):
    ta, tb, tv = [], [], []
    for i in range(rounds):
        order = [(ta, f_tl), (tb, f_tr)] if i % 2 == 0 else [(tb, f_tr), (ta, f_tl)]
        for lst, f in order:
            lst.append(bench(f))
        tv.append(bench(f_vendor))
    ratio, lo, hi = median_ci([b / a for a, b in zip(ta, tb)])
    vr, vlo, vhi = median_ci([v / a for a, v in zip(ta, tv)])
    return dict(t_tl=float(np.median(ta)), t_tr=float(np.median(tb)), t_v=float(np.median(tv)),
                ratio=ratio, lo=lo, hi=hi, v_ratio=vr, v_lo=vlo, v_hi=vhi)


def row_matmul(M, N, K, dtype, gelu, configs, rounds):
    torch.manual_seed(M + N + K)
    a = (torch.randn(M, K, device="cuda") / math.sqrt(K)).to(dtype)
    b = torch.randn(K, N, device="cuda").to(dtype)
    bias = torch.randn(N, device="cuda").to(dtype)
    c = torch.empty(M, N, device="cuda", dtype=dtype)
    ref = a.float() @ b.float() + bias.float()  # the example always adds the bias
    if gelu:
        ref = torch.nn.functional.gelu(ref)
    run_tl, run_tr, run_v = matmul_runners(a, b, c, bias, gelu)

    def verify():
        err = (c.float() - ref).abs().max().item()
        assert err < 5e-2, f"max error {err}"
        c.fill_(float("nan"))

    best_tl = choose(with_ws(configs, 3), run_tl, verify)
    best_tr = choose(list(dict.fromkeys(c[:5] for c in configs)), run_tr, verify)
    if best_tl is None or best_tr is None:
        raise SystemExit(f"no configuration of {'tiledsl' if best_tl is None else 'Triton'} "
                         f"passed the check")
    res = paired(lambda: run_tl(best_tl[1]), lambda: run_tr(best_tr[1]), run_v, rounds)
    flops = 2.0 * M * N * K
    name = f"matmul{'+bias+gelu' if gelu else ''} {M}x{N}x{K} {str(dtype)[6:]}"
    return dict(row=name, tflops_tl=flops / res["t_tl"] / 1e9, tflops_tr=flops / res["t_tr"] / 1e9,
                tflops_v=flops / res["t_v"] / 1e9, cfg_tl=best_tl[1], cfg_tr=best_tr[1], **res)


def row_matmul_fp8(M, N, K, configs, rounds):
    """fp8 e4m3 A (M x K) times a K-major B (stored N x K), scaled, into bf16: tiledsl's
    bench/matmul_fp8.tile against the same algorithm in Triton and ``torch._scaled_mm``."""
    torch.manual_seed(M + N + K + 8)
    a = (torch.randn(M, K, device="cuda") * 2).to(torch.float8_e4m3fn)
    bt = (torch.randn(N, K, device="cuda") * 2).to(torch.float8_e4m3fn)
    sa = torch.tensor(0.5 / math.sqrt(K), device="cuda")
    sb = torch.tensor(0.25, device="cuda")
    sa1, sb1 = sa.reshape(1), sb.reshape(1)  # the kernels' scale arrays of one element
    c = torch.empty(M, N, device="cuda", dtype=torch.bfloat16)
    ref = (a.float() @ bt.float().T) * (sa * sb)

    def run_tl(cfg):
        bm, bn, bk, w, s = cfg[:5]
        codegen_flags(cfg[5:])
        MATMUL_FP8[(triton.cdiv(M, bm), triton.cdiv(N, bn))](
            c, a, bt, sa1, sb1, M, N, K, K, K, N, BLOCK_M=bm, BLOCK_N=bn, BLOCK_K=bk,
            WARP_SPECIALIZE="ws" in cfg[5:], persistent="p" in cfg[5:], num_warps=w,
            num_stages=s)

    def run_tr(cfg):
        bm, bn, bk, w, s = cfg
        tr_matmul_fp8[(triton.cdiv(M, bm), triton.cdiv(N, bn))](
            c, a, bt, sa1, sb1, M, N, K, K, K, N, BM=bm, BN=bn, BK=bk, num_warps=w, num_stages=s)

    def run_v():
        torch._scaled_mm(a, bt.T, scale_a=sa, scale_b=sb, out_dtype=torch.bfloat16)

    def verify():
        err = ((c.float() - ref).abs().max() / ref.abs().max()).item()
        assert err < 1e-2, f"max error {err} relative to the largest |value|"
        c.fill_(float("nan"))

    best_tl = choose(with_ws(configs, 3), run_tl, verify)
    best_tr = choose(configs, run_tr, verify)
    if best_tl is None or best_tr is None:
        raise SystemExit(f"no configuration of {'tiledsl' if best_tl is None else 'Triton'} "
                         f"passed the check")
    res = paired(lambda: run_tl(best_tl[1]), lambda: run_tr(best_tr[1]), run_v, rounds)
    flops = 2.0 * M * N * K
    return dict(row=f"matmul {M}x{N}x{K} fp8e4nv->bf16", tflops_tl=flops / res["t_tl"] / 1e9,
                tflops_tr=flops / res["t_tr"] / 1e9, tflops_v=flops / res["t_v"] / 1e9,
                cfg_tl=best_tl[1], cfg_tr=best_tr[1], **res)


def row_attention(B, H, N, D, causal, configs, rounds):
    torch.manual_seed(N + D)
    q, k, v = (torch.randn(B, H, N, D, device="cuda", dtype=torch.float16) for _ in range(3))
    out = torch.empty_like(q)
    scale = 1.0 / math.sqrt(D)
    ref = torch.nn.functional.scaled_dot_product_attention(q, k, v, is_causal=causal)
    cq, ck, cv, co = cp(q), cp(k), cp(v), cp(out)

    def run_tl(cfg):
        bm, bn, w, s = cfg[:4]
        codegen_flags(cfg[4:])
        # (B, H, N, D) contiguous: B * H sequences of one head each
        ATTENTION[(triton.cdiv(N, bm), 1, B * H)](co, cq, ck, cv, np.float32(scale), N, D,
                                                  *(N * D, D) * 4, HEAD_DIM=D, BLOCK_M=bm,
                                                  BLOCK_N=bn, CAUSAL=causal,
                                                  WARP_SPECIALIZE="ws" in cfg[4:],
                                                  persistent="p" in cfg[4:],
                                                  num_warps=w, num_stages=s)

    def run_tr(cfg):
        bm, bn, w, s = cfg
        tr_attention[(triton.cdiv(N, bm), B * H)](out, q, k, v, scale, N, N * D, D=D, BM=bm,
                                                  BN=bn, CAUSAL=causal, num_warps=w,
                                                  num_stages=s)

    def run_v():
        torch.nn.functional.scaled_dot_product_attention(q, k, v, is_causal=causal)

    def verify():
        err = (out.float() - ref.float()).abs().max().item()
        assert err < 2e-2, f"max error {err}"
        out.fill_(float("nan"))

    tl_configs = with_ws(configs, 2)
    # warp-specialized with two or more consumer warpgroups also without ping-pong
    tl_configs += [c + ("nopp",) for c in tl_configs if "ws" in c[4:] and c[2] >= 8]
    if OVERLAP_AB:  # each configuration also with the second dot waited for in its iteration
        tl_configs += [c + ("noov",) for c in tl_configs]
    best_tl = choose(tl_configs, run_tl, verify)
    best_tr = choose(configs, run_tr, verify)
    res = paired(lambda: run_tl(best_tl[1]), lambda: run_tr(best_tr[1]), run_v, rounds)
    flops = 4.0 * B * H * N * N * D * (0.5 if causal else 1.0)
    name = f"attention B{B} H{H} N{N} D{D}{' causal' if causal else ''}"
    return dict(row=name, tflops_tl=flops / res["t_tl"] / 1e9, tflops_tr=flops / res["t_tr"] / 1e9,
                tflops_v=flops / res["t_v"] / 1e9, cfg_tl=best_tl[1], cfg_tr=best_tr[1], **res)


def row_block_ptr(style, n, rounds):
    """The block-pointer or tensor-descriptor matmul (bench/matmul_block_ptr.tile) at n^3
    fp16, 128x256x64, 8 warps, 4 stages: tiledsl with its loads on TMA against the same kernel
    with them on cp.async (TILEDSL_TMA=0), and cuBLAS, paired in one run."""
    import os

    text = (ROOT / "bench" / "matmul_block_ptr.tile").read_text()
    # one kernel object per copy method, each compiled (and launched) with its TILEDSL_TMA
    kerns = {tma: getattr(tiledsl.compile(text, filename=f"matmul_block_ptr_{tma}.tile"),
                          f"mm_{style}") for tma in (True, False)}
    torch.manual_seed(n + 3)
    a = (torch.randn(n, n, device="cuda") / math.sqrt(n)).half()
    b = torch.randn(n, n, device="cuda").half()
    c = torch.empty(n, n, device="cuda", dtype=torch.half)
    grid = (triton.cdiv(n, 128), triton.cdiv(n, 256))

    def run(tma):
        def f():
            os.environ["TILEDSL_TMA"] = "1" if tma else "0"
            kerns[tma][grid](c, a, b, n, n, n, n, n, n, BM=128, BN=256, BK=64, num_warps=8,
                       num_stages=4)
        return f

    ref = a.float() @ b.float()
    for tma in (True, False):
        c.fill_(float("nan"))
        run(tma)()
        torch.cuda.synchronize()
        err = (c.float() - ref).abs().max().item()
        assert err < 5e-2, f"{style} tma={tma}: max error {err}"
    res = paired(run(True), run(False), lambda: torch.matmul(a, b, out=c), rounds)
    os.environ["TILEDSL_TMA"] = "1"
    flops = 2.0 * n ** 3
    return dict(row=f"matmul {style} {n}^3 fp16: TMA | cp.async", tflops_tl=flops / res["t_tl"] / 1e9,
                tflops_tr=flops / res["t_tr"] / 1e9, tflops_v=flops / res["t_v"] / 1e9,
                cfg_tl=(128, 256, 64, 8, 4), cfg_tr=(128, 256, 64, 8, 4), **res)


CEILING = r"""
extern "C" __global__ void mma_peak(float* out, int iters) {
  unsigned a0 = threadIdx.x, a1 = a0 * 3, a2 = a0 * 5, a3 = a0 * 7, b0 = a0 * 11, b1 = a0 * 13;
  float d[8][4] = {};
  for (int i = 0; i < iters; ++i) {
#pragma unroll
    for (int j = 0; j < 8; ++j)
      asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
                   : "+f"(d[j][0]), "+f"(d[j][1]), "+f"(d[j][2]), "+f"(d[j][3])
                   : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1));
  }
  float s = 0; for (int j = 0; j < 8; ++j) s += d[j][0] + d[j][1] + d[j][2] + d[j][3];
  out[blockIdx.x * blockDim.x + threadIdx.x] = s;
}
"""


def mma_ceiling():
    """TFLOP/s of register-only mma.sync m16n8k16 on every SM (8 warps per block, 4 blocks
    per SM): the instruction's ceiling, with no memory traffic."""
    import cupy

    k = cupy.RawKernel(CEILING, "mma_peak", options=("-arch=sm_90a",))
    sms = cupy.cuda.Device().attributes["MultiProcessorCount"]
    blocks, threads, iters = sms * 4, 256, 4096
    out = cupy.empty(blocks * threads, dtype=cupy.float32)
    k((blocks,), (threads,), (out, np.int32(iters)))
    ms = bench(lambda: k((blocks,), (threads,), (out, np.int32(iters))))
    flops = blocks * (threads // 32) * iters * 8 * 2 * 16 * 8 * 16
    return flops / ms / 1e9


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--rows", default="matmul,attention",
                    help="of matmul, gelu (matmul + bias + gelu at 8192^3), fp8, attention, "
                         "blockptr")
    ap.add_argument("--rounds", type=int, default=8)
    ap.add_argument("--json")
    ap.add_argument("--no-tma", action="store_true",
                    help="tiledsl copies its pipelined loads with cp.async (TILEDSL_TMA=0)")
    ap.add_argument("--no-ws", action="store_true",
                    help="tiledsl does not also try each configuration warp-specialized")
    ap.add_argument("--shapes", help="matmul and fp8 rows only of these sizes, e.g. 4096,8192")
    ap.add_argument("--mm-shapes", help="matmul + bias rows of these fp16 shapes MxNxK, e.g. "
                                        "8192x2304x768,8192x768x3072 (GPT-2's linears)")
    ap.add_argument("--direct-stores", action="store_true",
                    help="--mm-shapes also tries each configuration with 'ds' "
                         "(TILEDSL_ACC_STORE=direct)")
    ap.add_argument("--cluster-ab", action="store_true",
                    help="each persistent configuration is also tried with 'cl' "
                         "(TILEDSL_CLUSTER=1: clusters of two, the shared operand multicast)")
    ap.add_argument("--ab", default="",
                    help="comma list of codegen_flags flags (w0, sk, nots, cl, nopp, ds, pt): each "
                         "persistent configuration is also tried with each one")
    ap.add_argument("--ov-ab", action="store_true",
                    help="each attention configuration is also tried with 'noov' "
                         "(TILEDSL_DOT_OVERLAP=0)")
    ap.add_argument("--att-rows", help="attention rows only of these indices (0: D128, 1: D128 "
                                       "causal, 2: D64, 3: D64 causal), e.g. 0,2")
    args = ap.parse_args(argv)
    if args.direct_stores:
        global DIRECT_STORES
        DIRECT_STORES = True
    global AB_FLAGS, OVERLAP_AB
    OVERLAP_AB = args.ov_ab
    AB_FLAGS = tuple(f for f in args.ab.split(",") if f) + (("cl",) if args.cluster_ab else ())
    if args.no_ws:
        global TRY_WS
        TRY_WS = False
    if args.no_tma:
        import os

        os.environ["TILEDSL_TMA"] = "0"
    if args.rounds < 6:  # before any device work: the 95% interval needs six rounds
        ap.error(f"--rounds must be at least 6 (the 95% interval of the paired ratio needs "
                 f"them), got {args.rounds}")
    print(f"device {torch.cuda.get_device_name()}, torch {torch.__version__}, triton "
          f"{triton.__version__}, date {time.strftime('%Y-%m-%d')}"
          f"{', tiledsl without TMA (cp.async)' if args.no_tma else ''}", flush=True)
    print(f"mma.sync m16n8k16 f16->f32 register-only ceiling: {mma_ceiling():.0f} TFLOP/s",
          flush=True)
    mmc = MM_QUICK if args.quick else MM_CONFIGS
    atc = ATT_QUICK if args.quick else ATT_CONFIGS
    rows = []
    want = set(args.rows.split(","))
    if "matmul" in want:
        shapes = [(4096, 4096, 4096, torch.float16, False), (8192, 8192, 8192, torch.float16, False),
                  (4096, 4096, 4096, torch.bfloat16, False), (8192, 8192, 8192, torch.bfloat16, False),
                  (4000, 3000, 2000, torch.float16, False), (4096, 4096, 4096, torch.float16, True)]
        if args.quick:
            shapes = shapes[:1] + shapes[4:5]
        if args.shapes:
            keep = {int(x) for x in args.shapes.split(",")}
            shapes = [s for s in shapes if s[0] in keep and not s[4]]
        for M, N, K, dt, gelu in shapes:
            rows.append(row_matmul(M, N, K, dt, gelu, mmc, args.rounds))
            print_row(rows[-1])
    if args.mm_shapes:
        for spec in args.mm_shapes.split(","):
            M, N, K = (int(x) for x in spec.lower().split("x"))
            cfgs = LINEAR_CONFIGS + [c + ("ds",) for c in LINEAR_CONFIGS if DIRECT_STORES]
            rows.append(row_matmul(M, N, K, torch.float16, False, cfgs, args.rounds))
            print_row(rows[-1])
    if "gelu" in want:  # the epilogue row: bias and exact gelu at 8192^3 fp16
        rows.append(row_matmul(8192, 8192, 8192, torch.float16, True, mmc, args.rounds))
        print_row(rows[-1])
    if "fp8" in want:
        sizes = (4096,) if args.quick else (4096, 8192)
        if args.shapes:
            sizes = [n for n in sizes if n in {int(x) for x in args.shapes.split(",")}]
        for n in sizes:
            rows.append(row_matmul_fp8(n, n, n, FP8_CONFIGS[:2] if args.quick else FP8_CONFIGS,
                                       args.rounds))
            print_row(rows[-1])
    if "attention" in want:
        shapes = [(4, 32, 4096, 128, False), (4, 32, 4096, 128, True), (4, 32, 4096, 64, False),
                  (4, 32, 4096, 64, True)]
        if args.quick:
            shapes = shapes[:1]
        if args.att_rows:
            shapes = [shapes[int(i)] for i in args.att_rows.split(",")]
        for B, H, N, D, causal in shapes:
            rows.append(row_attention(B, H, N, D, causal, atc, args.rounds))
            print_row(rows[-1])
    if "blockptr" in want:  # the "Triton" column of these rows is tiledsl on cp.async
        for style in ("block_ptr", "descriptor"):
            rows.append(row_block_ptr(style, 8192, args.rounds))
            print_row(rows[-1])
    print("\nrow | tiledsl TFLOP/s | Triton | vendor | tiledsl/Triton [95% CI] | tiledsl/vendor | "
          "configs (tiledsl; Triton)")
    for r in rows:
        print_row(r)
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=1, default=str))


def print_row(r):
    print(f"{r['row']} | {r['tflops_tl']:.0f} | {r['tflops_tr']:.0f} | {r['tflops_v']:.0f} | "
          f"{r['ratio']:.3f} [{r['lo']:.3f}, {r['hi']:.3f}] | {r['v_ratio']:.3f} | "
          f"{r['cfg_tl']}; {r['cfg_tr']}", flush=True)


if __name__ == "__main__":
    main()
