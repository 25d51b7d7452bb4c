"""The host side of ``examples/gpt2_block.py``'s forward, without a GPU: microseconds per
call of ``gpt2_block(x, params, n_head)`` on stand-in device arrays (``tests/_fake_devices.py``:
fake torch CUDA tensors or a fake cupy, addresses only, reused as torch's caching allocator
reuses them), with the driver launches (``codegen.launch``, ``codegen.launch_prepared``)
replaced by counters and the autotuner's device replaced by one that compiles and times
nothing. It measures what the GPU machine's host does per call — gpt2_block's own Python,
the autotuner's dispatch, the launch fast path — but not the cost of torch's or cupy's own
calls (allocations, the current stream) nor of the driver launch itself.

After the warm-up (where every autotuned kernel is tuned once), it prints the time per call
and per launch, how many launches took the fast path and how many the full path, and with
``--profile N`` the N most expensive functions by own time and by cumulative time.

    python bench/gpt2_host_profile.py [--lib torch|cupy] [--batch 8] [--seq 1024]
                                      [--calls 300] [--profile 25]
"""
from __future__ import annotations

import argparse
import cProfile
import io
import os
import pstats
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "examples"))


def setup(lib: str):
    """Install the stand-ins; returns ``(gpt2_block module, new_array(shape), counts)``."""
    os.environ.pop("TILEDSL_INTERPRET", None)
    os.environ["TILEDSL_CACHE_DIR"] = tempfile.mkdtemp(prefix="tiledsl-host-profile-")
    from _fake_devices import Allocator, NullCudaBackend, fake_cupy, fake_tensor, \
        stub_gpu_launches

    allocator = Allocator()
    sys.modules["cupy"] = cupy = fake_cupy(allocator)
    import torch

    import tiledsl.launch.backends as lb

    lb._cuda[0] = NullCudaBackend()
    counts = stub_gpu_launches()
    if lib == "torch":
        real_empty = torch.empty

        def empty(*shape, dtype=None, device=None, **kw):  # torch.empty on the fake device
            if device is not None and torch.device(device).type == "cuda":
                shape = shape[0] if len(shape) == 1 and isinstance(shape[0], tuple) else shape
                return fake_tensor(shape, allocator, dtype)
            return real_empty(*shape, dtype=dtype, device=device, **kw)

        torch.empty = empty

        def new(shape):
            return fake_tensor(shape, allocator)
    else:
        def new(shape):
            return cupy.empty(shape, "float16")
    import gpt2_block as g2

    return g2, new, counts


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--lib", choices=("torch", "cupy"), default="torch")
    ap.add_argument("--batch", type=int, default=8)
    ap.add_argument("--seq", type=int, default=1024)
    ap.add_argument("--n-embd", type=int, default=768)
    ap.add_argument("--n-head", type=int, default=12)
    ap.add_argument("--calls", type=int, default=300)
    ap.add_argument("--profile", type=int, default=0, metavar="N",
                    help="print the N most expensive functions (cProfile)")
    args = ap.parse_args(argv)
    g2, new, counts = setup(args.lib)
    c = args.n_embd
    params = {n: new(s) for n, s in g2.param_shapes(c).items()}
    x = new((args.batch, args.seq, c))

    def call():
        return g2.gpt2_block(x, params, args.n_head)

    t0 = time.perf_counter()
    for _ in range(3):  # tunes every autotuned kernel once, then fills the fast path
        call()
    warm = time.perf_counter() - t0
    before = dict(counts)
    best = float("inf")
    for _ in range(5):
        t0 = time.perf_counter()
        for _ in range(args.calls):
            call()
        best = min(best, (time.perf_counter() - t0) / args.calls)
    runs = 5 * args.calls
    fast = counts["fast"] - before["fast"]
    full = counts["full"] - before["full"]
    per_call = (fast + full) / runs
    print(f"gpt2_block host side, {args.lib} stand-ins, {args.batch}x{args.seq}, n_embd {c}, "
          f"{args.n_head} heads (warm-up with tuning: {warm:.2f} s)")
    print(f"  {best * 1e6:8.1f} us per call, {per_call:.0f} launches per call, "
          f"{best * 1e6 / per_call:6.1f} us per launch (all of the call's host time)")
    print(f"  fast-path launches {fast}, full-path launches {full} over {runs} calls")
    if args.profile:
        prof = cProfile.Profile()
        prof.enable()
        for _ in range(args.calls):
            call()
        prof.disable()
        for order in ("tottime", "cumulative"):
            out = io.StringIO()
            pstats.Stats(prof, stream=out).strip_dirs().sort_stats(order).print_stats(
                args.profile)
            print(f"\n--- cProfile over {args.calls} calls, by {order} ---")
            print("\n".join(line for line in out.getvalue().splitlines()
                            if line.strip() and not line.startswith(("   Ordered", "   List"))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
