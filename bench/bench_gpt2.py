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
the GPU's (tiledsl launches 7 kernels and allocates 7 arrays per call, eager torch runs
about 20 ops). A system whose capture fails gets no graph row and the reason is printed.

A second table breaks the block into its steps (layer norm, QKV, attention, proj with the
residual add, layer norm, MLP up, MLP down): the GPU time of each of tiledsl's launches, and
of the torch eager ops that do the same step in Hugging Face's block (``step_times``; torch's
attention step includes its copy of the heads back into rows, which tiledsl's attention
writes in place). Each is the
time between CUDA events recorded around the step, with every step of a block call queued
behind a GPU sleep (``torch.cuda._sleep``) so that the host's time per call is not in it;
medians of ``STEP_CALLS`` block calls, the L2 warm from the step before (as in the block),
not flushed. The JSON gets the rows under ``"steps"``.

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
#: block calls whose steps are timed (the per-step table)
STEP_CALLS = 50
#: gpt2_block's launches in order
STEPS = ("layer norm 1", "QKV linear", "attention", "proj + residual", "layer norm 2",
         "MLP up + gelu", "MLP down + residual")


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


class _TimedKernel:
    """A kernel of examples/gpt2_block.py whose launches record a CUDA event before and
    after them, appended to ``log`` as ``(kernel name, start, end)``."""

    def __init__(self, kernel, log: list):
        self.kernel, self.log = kernel, log

    def __getitem__(self, grid):
        launcher = self.kernel[grid]

        def launch(*args, **kwargs):
            start = torch.cuda.Event(enable_timing=True)
            end = torch.cuda.Event(enable_timing=True)
            start.record()
            out = launcher(*args, **kwargs)
            end.record()
            self.log.append((self.kernel.name, start, end))
            return out

        return launch


def torch_steps(block, x):
    """``[(step, fn)]``: Hugging Face's block in eval mode as the torch eager ops of each of
    :data:`STEPS`, in order; each ``fn()`` runs its step on the outputs of the ones before
    (kept in a dict) and returns its output."""
    import torch.nn.functional as F

    attn, mlp = block.attn, block.mlp
    b, t, c = x.shape
    h = attn.num_heads
    d = c // h
    v: dict = {}

    def heads(z):
        return z.view(b, t, h, d).transpose(1, 2)

    def ln1():
        v["ln1"] = block.ln_1(x)
        return v["ln1"]

    def qkv():
        v["qkv"] = attn.c_attn(v["ln1"])
        q, k, val = v["qkv"].split(c, dim=2)
        v["q"], v["k"], v["v"] = heads(q), heads(k), heads(val)
        return v["qkv"]

    def attention():  # the heads back into rows, as Hugging Face's attention returns them
        o = F.scaled_dot_product_attention(v["q"], v["k"], v["v"], is_causal=True)
        v["a"] = o.transpose(1, 2).contiguous().view(b, t, c)
        return v["a"]

    def proj():
        v["h1"] = x + attn.c_proj(v["a"])
        return v["h1"]

    def ln2():
        v["ln2"] = block.ln_2(v["h1"])
        return v["ln2"]

    def up():
        v["u"] = mlp.act(mlp.c_fc(v["ln2"]))
        return v["u"]

    def down():
        return v["h1"] + mlp.c_proj(v["u"])

    return list(zip(STEPS, (ln1, qkv, attention, proj, ln2, up, down)))


def _sleep_cycles(fn) -> int:
    """GPU sleep cycles that outlast the host's time for one ``fn()`` several times over (at
    least 2 ms at 2 GHz)."""
    import time

    torch.cuda.synchronize()
    t0 = time.perf_counter()
    fn()
    host_s = time.perf_counter() - t0
    torch.cuda.synchronize()
    return int(max(4e6, 4 * host_s * 2e9))


def step_times(g2, block, x, params, n_head: int, calls: int = STEP_CALLS) -> list[dict]:
    """Per-step GPU milliseconds (medians of ``calls`` block calls) of tiledsl's launches in
    ``g2.gpt2_block`` and of the torch eager ops of :func:`torch_steps`: ``[{"step",
    "tiledsl_ms", "torch_ms", "tiledsl_kernel"}]`` in :data:`STEPS` order, then a
    ``"total"`` row (the sum of the medians)."""
    names = ("LAYERNORM", "LINEAR", "ATTENTION")
    log: list = []
    saved = {n: getattr(g2, n) for n in names}
    ours: list = []
    plans = getattr(g2, "_PLANS", {})  # gpt2_block's plans hold the kernels they launch
    try:
        for n in names:
            setattr(g2, n, _TimedKernel(saved[n], log))
        plans.clear()  # a plan of the timed kernels, launching through them
        cycles = _sleep_cycles(lambda: g2.gpt2_block(x, params, n_head))
        for _ in range(calls):
            log.clear()
            torch.cuda._sleep(cycles)
            g2.gpt2_block(x, params, n_head)
            torch.cuda.synchronize()
            ours.append([(k, s.elapsed_time(e)) for k, s, e in log])
    finally:
        for n in names:
            setattr(g2, n, saved[n])
        plans.clear()
    steps = torch_steps(block, x)

    def torch_call():
        for _, fn in steps:
            fn()

    theirs: list = []
    cycles = _sleep_cycles(torch_call)
    for _ in range(calls):
        events = []
        torch.cuda._sleep(cycles)
        for _, fn in steps:
            start = torch.cuda.Event(enable_timing=True)
            end = torch.cuda.Event(enable_timing=True)
            start.record()
            fn()
            end.record()
            events.append((start, end))
        torch.cuda.synchronize()
        theirs.append([s.elapsed_time(e) for s, e in events])
    n_ours = len(ours[0])
    labels = STEPS if n_ours == len(STEPS) else tuple(f"launch {i}" for i in range(n_ours))
    rows = []
    for i, label in enumerate(labels):
        row = {"step": label, "tiledsl_kernel": ours[0][i][0],
               "tiledsl_ms": float(np.median([c[i][1] for c in ours]))}
        if label in STEPS and len(theirs[0]) == len(STEPS):
            row["torch_ms"] = float(np.median([c[STEPS.index(label)] for c in theirs]))
        rows.append(row)
    total = {"step": "total", "tiledsl_kernel": "",
             "tiledsl_ms": sum(r["tiledsl_ms"] for r in rows)}
    if all("torch_ms" in r for r in rows):
        total["torch_ms"] = sum(r["torch_ms"] for r in rows)
    return rows + [total]


def print_steps(rows: list[dict]) -> None:
    """The per-step table of :func:`step_times`."""
    print(f"\nper step: GPU ms between CUDA events around each step, the host's time left out "
          f"(queued behind a GPU sleep), L2 warm; medians of {STEP_CALLS} block calls")
    print(f"{'step':<20}  {'tiledsl kernel':<14}  {'tiledsl ms':>10}  {'torch ms':>9}  "
          f"{'x torch':>7}")
    for r in rows:
        t = r.get("torch_ms")
        ratio = f"{r['tiledsl_ms'] / t:>7.2f}" if t else f"{'':>7}"
        torch_ms = f"{t:>9.4f}" if t is not None else f"{'':>9}"
        print(f"{r['step']:<20}  {r['tiledsl_kernel']:<14}  {r['tiledsl_ms']:>10.4f}  "
              f"{torch_ms}  {ratio}")


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
        try:
            steps = step_times(g2, block, xd, params, h)
        except Exception as e:  # noqa: BLE001 - report it, keep the main table
            print(f"per-step timing failed: {type(e).__name__}: {e}", flush=True)
            steps = []
    ms = {name: float(np.median(v)) for name, v in times.items()}
    rows = [{"system": name, "ms": ms[name], "tokens_per_s": b * t / (ms[name] * 1e-3),
             "vs_eager": ms["torch eager"] / ms[name], "max_err": errors[name]}
            for name in systems]
    if args.json:
        Path(args.json).write_text(json.dumps({"batch": b, "seq": t, "n_embd": c, "n_head": h,
                                               "device": torch.cuda.get_device_name(),
                                               "rows": rows, "steps": steps}, indent=1))
    print(f"\nGPT-2 block forward, fp16, batch x seq {b} x {t}, n_embd {c}, {h} heads, "
          f"{torch.cuda.get_device_name()}; medians of {ROUNDS} rounds")
    print(f"{'system':<22}  {'ms':>8}  {'tokens/s':>12}  {'x eager':>7}  {'max err':>8}")
    for r in rows:
        print(f"{r['system']:<22}  {r['ms']:>8.3f}  {r['tokens_per_s']:>12,.0f}  "
              f"{r['vs_eager']:>7.2f}  {r['max_err']:>8.3g}")
    if steps:
        print_steps(steps)
    return 0


if __name__ == "__main__":
    sys.exit(main())
