"""GPT-2's four linears (8 x 1024 tokens, n_embd 768) one configuration at a time:
examples/gpt2_block.tile's ``linear`` (with each step's epilogue), the same with its
output's offsets and mask computed before the K loop (:func:`early_epilogue`), and
examples/matmul.tile's ``matmul`` (bias only) in the same configuration and on the same
inputs, and the configuration the block's autotuner chooses, so that a step of the block
slower than ``bench_dot``'s row of its shape can be told apart from a worse choice.

Milliseconds: ``tiledsl.testing.do_bench`` medians (L2 flushed between runs).

    python bench/probe_gpt2_linears.py
"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "examples"))

import torch  # noqa: E402

import tiledsl  # noqa: E402
import gpt2_block as g2  # noqa: E402
from common import cdiv  # noqa: E402  examples/common.py
from tiledsl.testing import do_bench  # noqa: E402

#: (step, N, K, epilogue) at M = 8192
SHAPES = [("QKV", 2304, 768, "none"), ("proj", 768, 768, "residual"),
          ("MLP up", 3072, 768, "gelu_tanh"), ("MLP down", 768, 3072, "residual")]


def main():
    mm = tiledsl.load(ROOT / "examples" / "matmul.tile").matmul.kernel
    text = (ROOT / "examples" / "gpt2_block.tile").read_text()
    lin = tiledsl.compile(text, filename="gpt2_block.tile").linear.kernel
    early = tiledsl.compile(early_epilogue(text), filename="gpt2_block_early.tile").linear.kernel
    m = 8192
    torch.manual_seed(0)
    for step, n, k, epi in SHAPES:
        a = (torch.randn(m, k, device="cuda") / k ** 0.5).half()
        b = torch.randn(k, n, device="cuda").half()
        bias = torch.randn(n, device="cuda").half()
        res = torch.randn(m, n, device="cuda").half()
        c = torch.empty(m, n, device="cuda", dtype=torch.half)
        args = (c, a, b, bias, res, m, n, k, k, 1, n, 1, n, 1)
        tuned = g2.LINEAR[lambda meta: (cdiv(m, meta["BLOCK_M"]),
                                        cdiv(n, meta["BLOCK_N"]))]
        tuned(*args, EPILOGUE=epi)
        torch.cuda.synchronize()
        chosen = g2.LINEAR.choice(args, {"EPILOGUE": epi})
        print(f"{step} {m}x{n}x{k} {epi}: the autotuner chose "
              f"{None if chosen is None else chosen.config}", flush=True)
        for cfg in g2._linear_configs(g2.LINEAR.configs, {"EPILOGUE": epi}):
            kw = dict(cfg.kwargs)
            opts = dict(num_warps=cfg.num_warps, num_stages=cfg.num_stages,
                        persistent=bool(getattr(cfg, "persistent", False)))
            grid = (cdiv(m, kw["BLOCK_M"]), cdiv(n, kw["BLOCK_N"]))
            try:
                t_lin = do_bench(lambda: lin[grid](*args, EPILOGUE=epi, **kw, **opts),
                                 return_mode="median")
                t_early = do_bench(lambda: early[grid](*args, EPILOGUE=epi, **kw, **opts),
                                   return_mode="median")
                mkw = {x: v for x, v in kw.items() if x != "EPILOGUE"}
                t_mm = do_bench(lambda: mm[grid](c, a, b, bias, m, n, k, k, 1, n, 1, n, 1,
                                                 **mkw, **opts), return_mode="median")
            except Exception as e:  # noqa: BLE001 - a configuration that does not fit
                print(f"  {cfg}: {type(e).__name__}: {str(e)[:100]}", flush=True)
                continue
            print(f"  {cfg}: linear {t_lin:.4f} ms, with the output's offsets before the "
                  f"loop {t_early:.4f}, matmul {t_mm:.4f} ms", flush=True)


#: the output's offsets and mask of examples/gpt2_block.tile's ``linear``, computed where
#: they are used, after the K loop
LATE = """        acc += load(residual + rm[:, None] * stride_cm + rn[None, :] * stride_cn,
                    mask=(rm[:, None] < M) & (rn[None, :] < N), other=0.0).to(fp32)
"""
STORE = """    store(c + rm[:, None] * stride_cm + rn[None, :] * stride_cn, acc.to(fp16),
          mask=(rm[:, None] < M) & (rn[None, :] < N))"""
ZEROS = "    acc = zeros((BLOCK_M, BLOCK_N), fp32)\n"


def attention_step():
    """The block's causal attention (8 x 1024 tokens, 12 heads of 64: q, k and v column
    slices of the QKV output) in each configuration of attention.tile's autotuner and again
    warp-specialized, beside torch's SDPA on the same heads."""
    att = g2.ATTENTION.kernel
    b, s, h, d = 8, 1024, 12, 64
    c = h * d
    qkv = torch.randn(b * s, 3 * c, device="cuda").half()
    out = torch.empty(b * s, c, device="cuda", dtype=torch.half)
    args = (out, qkv[:, :c], qkv[:, c:2 * c], qkv[:, 2 * c:], 1.0 / d ** 0.5, s, c,
            *(s * 3 * c, 3 * c) * 3, s * c, c)
    heads = qkv.view(b, s, 3, h, d).permute(2, 0, 3, 1, 4)
    t_sdpa = do_bench(lambda: torch.nn.functional.scaled_dot_product_attention(
        heads[0], heads[1], heads[2], is_causal=True), return_mode="median")
    print(f"attention B{b} H{h} S{s} D{d} causal: torch SDPA {t_sdpa:.4f} ms", flush=True)
    for cfg in g2.ATTENTION.configs:
        for ws in (False, True):
            kw = dict(cfg.kwargs, HEAD_DIM=d, CAUSAL=True, WARP_SPECIALIZE=ws)
            grid = (cdiv(s, kw["BLOCK_M"]), h, b)
            try:
                t = do_bench(lambda: att[grid](*args, **kw, num_warps=cfg.num_warps,
                                                num_stages=cfg.num_stages),
                             return_mode="median")
            except Exception as e:  # noqa: BLE001 - a configuration that does not fit
                print(f"  {cfg} ws={ws}: {type(e).__name__}: {str(e)[:100]}", flush=True)
                continue
            print(f"  {cfg} ws={ws}: {t:.4f} ms", flush=True)


def early_epilogue(text: str) -> str:
    """``linear`` with the output's offsets and mask computed once, before the K loop (held
    across it), as the example was written before."""
    assert LATE in text and STORE in text and text.count(ZEROS) == 1
    head = ("    c_offs = rm[:, None] * stride_cm + rn[None, :] * stride_cn\n"
            "    c_mask = (rm[:, None] < M) & (rn[None, :] < N)\n")
    return (text.replace(ZEROS, head + ZEROS)
            .replace(LATE, "        acc += load(residual + c_offs, mask=c_mask, other=0.0)"
                           ".to(fp32)\n")
            .replace(STORE, "    store(c + c_offs, acc.to(fp16), mask=c_mask)"))


if __name__ == "__main__":
    attention_step()
    main()
