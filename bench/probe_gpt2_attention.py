"""GPT-2's causal attention step (batch 8, 12 heads, seq_len 1024, HEAD_DIM 64, fp16, q/k/v
read in place from the QKV projection's (8192, 2304) output) one configuration at a time:
examples/attention.tile as it is, and with its query blocks in reverse order (the longest
causal rows first: ``start_m = num_programs(0) - 1 - program_id(0)``), against
``torch.nn.functional.scaled_dot_product_attention`` on the same q/k/v, and the
configuration the autotuner chooses.

Milliseconds: ``tiledsl.testing.do_bench`` medians (L2 flushed between runs).

    python bench/probe_gpt2_attention.py
"""
from __future__ import annotations

import math
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "examples"))

import torch  # noqa: E402

import tiledsl  # noqa: E402
from common import cdiv  # noqa: E402
from tiledsl.testing import do_bench  # noqa: E402

B, H, S, D = 8, 12, 1024, 64
#: (BLOCK_M, BLOCK_N, num_warps, num_stages, WARP_SPECIALIZE)
CONFIGS = [(64, 64, 4, 3, False), (128, 64, 8, 3, False), (128, 64, 8, 2, False),
           (128, 128, 8, 2, False), (64, 128, 4, 2, False), (128, 128, 8, 2, True),
           (128, 64, 8, 3, True), (128, 64, 8, 2, True), (128, 128, 12, 2, True),
           (128, 64, 12, 3, True)]
FORWARD = "    start_m = program_id(0)\n"
REVERSED = "    start_m = num_programs(0) - 1 - program_id(0)\n"


def main():
    text = (ROOT / "examples" / "attention.tile").read_text()
    assert FORWARD in text
    kerns = {"forward": tiledsl.compile(text, filename="attention.tile").attention.kernel,
             "reversed": tiledsl.compile(text.replace(FORWARD, REVERSED),
                                         filename="attention_reversed.tile").attention.kernel}
    c = H * D
    torch.manual_seed(0)
    qkv = torch.randn(B * S, 3 * c, device="cuda", dtype=torch.float16)
    out = torch.empty(B * S, c, device="cuda", dtype=torch.float16)
    q, k, v = (qkv[:, i * c:(i + 1) * c].view(B, S, H, D).transpose(1, 2) for i in range(3))
    ref = torch.nn.functional.scaled_dot_product_attention(q, k, v, is_causal=True)
    ref = ref.transpose(1, 2).reshape(B * S, c)
    args = (out, qkv, qkv[:, c:], qkv[:, 2 * c:], 1.0 / math.sqrt(D), S, c,
            *(S * 3 * c, 3 * c) * 3, S * c, c)
    t_sdpa = do_bench(lambda: torch.nn.functional.scaled_dot_product_attention(
        q, k, v, is_causal=True), return_mode="median")
    print(f"SDPA: {t_sdpa:.4f} ms", flush=True)
    import gpt2_block as g2

    tuned = g2.ATTENTION[lambda m: (cdiv(S, m["BLOCK_M"]), H, B)]
    tuned(*args, HEAD_DIM=D, CAUSAL=True)
    torch.cuda.synchronize()
    print(f"the autotuner chose {g2.ATTENTION.choice(args, {'HEAD_DIM': D, 'CAUSAL': True})}",
          flush=True)
    for bm, bn, w, s, ws in CONFIGS:
        row = []
        for name, kern in kerns.items():
            def run(kern=kern):
                kern[(cdiv(S, bm), H, B)](*args, HEAD_DIM=D, BLOCK_M=bm, BLOCK_N=bn, CAUSAL=True,
                                          WARP_SPECIALIZE=ws, num_warps=w, num_stages=s)
            try:
                out.fill_(float("nan"))
                run()
                torch.cuda.synchronize()
                err = (out.float() - ref.float()).abs().max().item()
                t = do_bench(run, return_mode="median")
                row.append(f"{name} {t:.4f} ms ({t_sdpa / t:.3f}x SDPA, err {err:.1e})")
            except Exception as e:  # noqa: BLE001 - a configuration that does not build
                row.append(f"{name}: {type(e).__name__}: {str(e)[:90]}")
        print(f"  ({bm}, {bn}, {w}, {s}{', ws' if ws else ''}): " + "; ".join(row), flush=True)


if __name__ == "__main__":
    main()
