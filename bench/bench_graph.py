"""Kernel time inside a CUDA graph: tiledsl against Triton on the kernels of
``bench/bench_gpu.py`` (vector add, softmax, layer norm with its residual), each launched
``--launches`` times back to back into one captured graph (``torch.cuda.graph``), the graph
replayed and timed with CUDA events. A replay has no host launch cost, so the figure is the
device's time per kernel (its execution and the gaps between graph nodes), which is what a
model captured in a graph pays.

Both systems launch on the same torch tensors (tiledsl takes torch CUDA tensors as they are
and launches on torch's current stream, the capture stream here); outputs are checked against
torch before the capture. Per row: the median over ``--rounds`` paired rounds (tiledsl then
Triton, Triton then tiledsl, alternating) of microseconds per kernel, and the median ratio
Triton / tiledsl (> 1: tiledsl faster).

    python bench/bench_graph.py [--launches 100] [--replays 20] [--rounds 7] [--json out.json]
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import numpy as np  # noqa: E402
import torch  # noqa: E402
import triton  # noqa: E402

import tiledsl  # noqa: E402
from bench_gpu import check, softmax_warps, tr_add, tr_layernorm_res, tr_softmax  # noqa: E402

EX = ROOT / "examples"


def graph_of(launch, n: int):
    """A CUDA graph of ``n`` calls of ``launch`` (each queues one kernel), captured on a side
    stream after warm-up launches there (the fast paths of both systems are then set up:
    nothing compiles during the capture)."""
    s = torch.cuda.Stream()
    s.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(s):
        for _ in range(3):
            launch()
    torch.cuda.current_stream().wait_stream(s)
    torch.cuda.synchronize()
    g = torch.cuda.CUDAGraph()
    with torch.cuda.graph(g):
        for _ in range(n):
            launch()
    torch.cuda.synchronize()
    return g


def per_kernel_us(g, n: int, replays: int) -> float:
    """Microseconds per kernel of ``replays`` replays of the graph ``g`` of ``n`` kernels,
    timed with CUDA events (one warm-up replay first)."""
    g.replay()
    start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    torch.cuda.synchronize()
    start.record()
    for _ in range(replays):
        g.replay()
    end.record()
    end.synchronize()
    return start.elapsed_time(end) * 1e3 / (replays * n)


def paired(g_tl, g_tr, n, replays, rounds) -> dict:
    """Medians of ``rounds`` paired timings (alternating order) of the two graphs and of the
    rounds' ratio Triton / tiledsl."""
    tl, tr = [], []
    for i in range(rounds):
        if i % 2 == 0:
            tl.append(per_kernel_us(g_tl, n, replays))
            tr.append(per_kernel_us(g_tr, n, replays))
        else:
            tr.append(per_kernel_us(g_tr, n, replays))
            tl.append(per_kernel_us(g_tl, n, replays))
    return dict(tiledsl=float(np.median(tl)), triton=float(np.median(tr)),
                ratio=float(np.median([b / a for a, b in zip(tl, tr)])))


def rows():
    """``(kernel, shape, tiledsl launch, Triton launch, check)`` per row."""
    add = tiledsl.load(EX / "vector_add.tile").vector_add
    softmax = tiledsl.load(EX / "softmax.tile").softmax
    ln = tiledsl.load(EX / "layernorm.tile").layernorm
    out = []
    for n in (4096, 1 << 20, 1 << 24):
        x, y = torch.randn(n, device="cuda"), torch.randn(n, device="cuda")
        o = torch.empty_like(x)
        grid = (triton.cdiv(n, 1024),)
        out.append(("vector add", f"{n} fp32",
                    lambda x=x, y=y, o=o, grid=grid, n=n: add[grid](o, x, y, n, BLOCK=1024),
                    lambda x=x, y=y, o=o, grid=grid, n=n: tr_add[grid](x, y, o, n, BLOCK=1024),
                    lambda x=x, y=y, o=o: check("vector add", o, x + y, 1e-6)))
    for M, N in ((128, 1024), (4096, 1024), (4096, 8192)):
        x = torch.randn(M, N, device="cuda") * 3
        o = torch.empty_like(x)
        B, w = triton.next_power_of_2(N), softmax_warps(N)
        out.append(("softmax", f"{M}x{N} fp32",
                    lambda x=x, o=o, M=M, N=N, B=B, w=w: softmax[(M,)](
                        o, x, N, N, N, BLOCK=B, num_warps=w),
                    lambda x=x, o=o, M=M, N=N, B=B, w=w: tr_softmax[(M,)](
                        o, x, N, N, N, BLOCK=B, num_warps=w),
                    lambda x=x, o=o: check("softmax", o, torch.softmax(x, dim=1), 1e-5)))
    for M, N in ((128, 1024), (4096, 1024), (4096, 8192)):
        h = [torch.randn(M, N, device="cuda", dtype=torch.float16) for _ in range(4)]
        w_, b_ = (torch.randn(N, device="cuda", dtype=torch.float16) for _ in range(2))
        B, w = triton.next_power_of_2(N), (4 if N <= 1024 else 8)

        def ref(h=h, w_=w_, b_=b_, N=N):
            s = h[2].float() + h[3].float()
            return torch.nn.functional.layer_norm(s, (N,), w_.float(), b_.float(), 1e-5)

        out.append(("layer norm", f"{M}x{N} fp16",
                    lambda h=h, w_=w_, b_=b_, M=M, N=N, B=B, w=w: ln[(M,)](
                        h[0], h[1], h[2], h[3], w_, b_, N, N, 1e-5, BLOCK=B, num_warps=w),
                    lambda h=h, w_=w_, b_=b_, M=M, N=N, B=B, w=w: tr_layernorm_res[(M,)](
                        h[0], h[1], h[2], h[3], w_, b_, N, N, 1e-5, BLOCK=B, num_warps=w),
                    lambda h=h, ref=ref: check("layer norm", h[0], ref(), 1e-2)))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--launches", type=int, default=100, help="kernels per graph")
    ap.add_argument("--replays", type=int, default=20, help="replays per timing")
    ap.add_argument("--rounds", type=int, default=7, help="paired rounds per row")
    ap.add_argument("--json", help="also write the rows to this file")
    a = ap.parse_args()
    print(f"{torch.cuda.get_device_name()}: {a.launches} launches per graph, "
          f"{a.replays} replays per timing, median of {a.rounds} paired rounds", flush=True)
    table = []
    for kernel, shape, run_tl, run_tr, verify in rows():
        for run in (run_tl, run_tr):  # each system's output, checked before the capture
            run()
            torch.cuda.synchronize()
            verify()
        g_tl, g_tr = graph_of(run_tl, a.launches), graph_of(run_tr, a.launches)
        r = paired(g_tl, g_tr, a.launches, a.replays, a.rounds)
        g_tl.replay()
        torch.cuda.synchronize()
        verify()  # tiledsl's graph computed the same output
        table.append(dict(kernel=kernel, shape=shape, **r))
        print(f"  {kernel} {shape}: tiledsl {r['tiledsl']:.2f} us, Triton {r['triton']:.2f} "
              f"us", flush=True)
    print(f"\n{'kernel':<12} {'shape':<16} {'tiledsl us':>11} {'Triton us':>10} "
          f"{'Triton/tiledsl':>15}")
    for r in table:
        print(f"{r['kernel']:<12} {r['shape']:<16} {r['tiledsl']:>11.2f} {r['triton']:>10.2f} "
              f"{r['ratio']:>14.3f}x")
    if a.json:
        Path(a.json).write_text(json.dumps(table, indent=1))


if __name__ == "__main__":
    main()
