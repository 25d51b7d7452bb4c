"""A GPT-2 block forward (examples/gpt2_block.py) in fp16: tiledsl against Hugging Face's
GPT2Block in torch eager and under torch.compile (Inductor), in one process, on one GPU.

GPT2Config(n_embd=768, n_head=12) with the fixed-seed weights of ``hf_gpt2_block``; input
batch x seq_len = 8 x 1024. Each system's output is compared with the float64 block first
(its max error is printed and kept in the table). Times are medians of CUDA-event timings
(``triton.testing.do_bench``, which flushes L2 between runs) after warm-up: the autotuner's
choices for tiledsl and Inductor's compilation happen before timing. The systems are timed
in ``ROUNDS`` alternating rounds and the median over rounds is reported, so that a drift of
clocks hits all alike. Tokens per second = batch * seq_len / time.

Each system is also timed as the replay of a CUDA graph captured from it after the warm-up
(``torch.cuda.graph``; the largest difference between a replay and a direct call is
printed): the "(graph)" rows leave out the host's time per call, which may be comparable to
the GPU's (tiledsl launches 8 kernels and allocates 10 arrays per call, eager torch runs
about 20 ops). A system whose capture fails gets no graph row and the reason is printed.

    python bench/bench_gpt2.py [--batch 8] [--seq 1024] [--json out.json]
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "examples"))

import numpy as np  # noqa: E402
import torch  # noqa: E402
import triton  # noqa: E402

import gpt2_block as g2  # noqa: E402  examples/gpt2_block.py

ROUNDS = 5


def bench(fn) -> float:
    """Median milliseconds of ``fn()``."""
    return triton.testing.do_bench(fn, warmup=50, rep=300, return_mode="median")


def capture(fn):
    """``(graph, output)``: ``fn()`` captured in a CUDA graph after three runs on a side stream
    (torch's recipe), and the tensor the captured run returned."""
    side = torch.cuda.Stream()
    side.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(side):
        for _ in range(3):
            fn()
    torch.cuda.current_stream().wait_stream(side)
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph):
        out = fn()
    return graph, out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--batch", type=int, default=8)
    ap.add_argument("--seq", type=int, default=1024)
    ap.add_argument("--json", help="write the rows here")
    args = ap.parse_args(argv)
    b, t, c, h = args.batch, args.seq, 768, 12
    dev = torch.device("cuda")
    block = g2.hf_gpt2_block(c, h, seed=0)
    x = torch.randn(b, t, c, generator=torch.Generator().manual_seed(1)).half()
    params64 = {n: a.double().numpy() for n, a in block.state_dict().items()}
    block = block.half().to(dev)
    params = dict(block.state_dict())
    xd = x.to(dev)
    compiled = torch.compile(block)

    def eager():
        return g2.hf_forward(block, xd)

    def inductor():
        return g2.hf_forward(compiled, xd)

    def tiledsl_block():
        return g2.gpt2_block(xd, params, h)

    systems = {"tiledsl": tiledsl_block, "torch eager": eager, "torch.compile": inductor}
    ref = g2.reference(x.numpy(), params64, h)
    errors = {}
    with torch.no_grad():
        for name, fn in systems.items():
            for _ in range(3):  # compile, autotune, warm up
                out = fn()
            torch.cuda.synchronize()
            errors[name] = float(np.abs(out.float().cpu().numpy().astype(np.float64) - ref).max())
            print(f"{name}: max |out - float64| {errors[name]:.3g}", flush=True)
        for name, fn in list(systems.items()):
            try:
                graph, captured = capture(fn)
                graph.replay()
                torch.cuda.synchronize()
                diff = float((captured.float() - fn().float()).abs().max())
            except Exception as e:  # noqa: BLE001 - report it, time the others
                print(f"{name}: CUDA graph capture failed: {type(e).__name__}: {e}", flush=True)
                torch.cuda.synchronize()
                continue
            print(f"{name}: graph replay - direct call: max {diff:.3g}", flush=True)
            systems[f"{name} (graph)"] = graph.replay
            errors[f"{name} (graph)"] = errors[name]
        times = {name: [] for name in systems}
        for _ in range(ROUNDS):
            for name, fn in systems.items():
                times[name].append(bench(fn))
    ms = {name: float(np.median(v)) for name, v in times.items()}
    rows = [{"system": name, "ms": ms[name], "tokens_per_s": b * t / (ms[name] * 1e-3),
             "vs_eager": ms["torch eager"] / ms[name], "max_err": errors[name]}
            for name in systems]
    if args.json:
        Path(args.json).write_text(json.dumps({"batch": b, "seq": t, "n_embd": c, "n_head": h,
                                               "device": torch.cuda.get_device_name(),
                                               "rows": rows}, indent=1))
    print(f"\nGPT-2 block forward, fp16, batch x seq {b} x {t}, n_embd {c}, {h} heads, "
          f"{torch.cuda.get_device_name()}; medians of {ROUNDS} rounds")
    print(f"{'system':<22}  {'ms':>8}  {'tokens/s':>12}  {'x eager':>7}  {'max err':>8}")
    for r in rows:
        print(f"{r['system']:<22}  {r['ms']:>8.3f}  {r['tokens_per_s']:>12,.0f}  "
              f"{r['vs_eager']:>7.2f}  {r['max_err']:>8.3g}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
