"""Differential fuzzing on the GPU: generated CUDA against the interpreter, many kernels.

    python bench/fuzz_gpu.py                      # 10,000 kernels, shrinks and saves findings
    python bench/fuzz_gpu.py --count 2000 --seed 7 --time-limit 300 --save-dir /tmp/found

Each kernel is a random valid ``.tile`` program from ``tiledsl.testing.fuzz`` in its
GPU-comparable form (fast-math results only reach operations that keep the error relative;
float sums quantized so any order gives the same bits). CPU workers generate, run the
interpreter, emit CUDA and compile a whole batch of kernels as one NVRTC program; one GPU
process launches them (restarted if a launch breaks the CUDA context). Outputs computed
without fast-math operations must agree bit for bit, the others within
``tiledsl.testing.fuzz.oracles.GPU_RTOL``. The first case of each failure signature
(disagreements, then GPU crashes, then failures before the GPU) is shrunk by its choice
sequence (re-run on the GPU) and saved as ``.tile`` + ``.json`` in ``--save-dir``, where
``tests/fuzz_regressions/test_fuzz_regressions.py`` re-checks it.

Prints one line per event and, last, a table: kernels generated and run, agreed, disagreed,
crashed, failed before the GPU, and one row per signature. Exit status: 0 when everything
agreed, 1 when something disagreed or crashed, 2 when no GPU is usable.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:  # run from a checkout without an install
    sys.path.insert(0, ROOT)


def parse_args(argv=None):
    from tiledsl.testing.fuzz.gpu_campaign import default_workers

    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--count", type=int, default=10_000, help="kernels to generate (10000)")
    p.add_argument("--seed", type=int, default=0, help="first seed (0)")
    p.add_argument("--workers", type=int, default=default_workers(),
                   help="CPU worker processes (all cores but one)")
    p.add_argument("--batch", type=int, default=64, help="kernels per NVRTC program (64)")
    p.add_argument("--time-limit", type=float, default=570.0,
                   help="seconds for the whole run, shrinking included (570)")
    p.add_argument("--shrink", type=int, default=6,
                   help="failure signatures to shrink and save: disagreements, then GPU "
                        "crashes, then failures before the GPU (6)")
    p.add_argument("--shrink-seconds", type=float, default=40.0,
                   help="seconds per shrink (40)")
    p.add_argument("--save-dir", default=os.path.join(ROOT, "tests", "fuzz_regressions"),
                   help="where shrunk findings go (tests/fuzz_regressions)")
    p.add_argument("--check-public", type=int, default=16,
                   help="kernels also run through the public launch API (16)")
    return p.parse_args(argv)


def main(argv=None) -> int:
    args = parse_args(argv)
    start = time.time()
    from tiledsl.testing.backends import gpu_unavailable

    why = gpu_unavailable()
    if why is not None:
        print(f"fuzz_gpu: no GPU ({why}); nothing to do", flush=True)
        return 2
    os.environ.setdefault("TILEDSL_CACHE_DIR", tempfile.mkdtemp(prefix="tiledsl-fuzz-"))
    from tiledsl.testing.fuzz import gpu_campaign as gc

    server = gc.GpuServer()
    try:
        arch, device = server.arch()
        print(f"fuzz_gpu: {args.count} kernels on {device} ({arch}), {args.workers} CPU "
              f"workers, batches of {args.batch}", flush=True)
        reserve = min(args.time_limit * 0.25, args.shrink * args.shrink_seconds + 10)
        tally = gc.run_campaign(range(args.seed, args.seed + args.count),
                                workers=args.workers, batch=args.batch, arch=arch,
                                server=server, deadline=start + args.time_limit - reserve,
                                check_public=args.check_public,
                                log=lambda m: print(m, flush=True))
        signatures = list(tally.disagreed) + list(tally.crashed) + [
            sig for sig in tally.cpu_failures if sig in tally.first]
        for i, sig in enumerate(signatures[: args.shrink]):
            left = start + args.time_limit - time.time()
            if left < 10:
                print("fuzz_gpu: no time left to shrink the rest", flush=True)
                break
            p = tally.first[sig]
            print(f"shrinking: {sig} (seed {p.seed})", flush=True)
            small = gc.shrink_on_gpu(p, sig, server, arch, min(args.shrink_seconds, left - 5))
            tally.saved[sig] = gc.save(small, sig, tally.messages.get(sig, sig), args.save_dir,
                                       i)
            print(f"saved {tally.saved[sig]}", flush=True)
        tally.seconds = time.time() - start
    finally:
        server.stop()
    print(tally.table(device), flush=True)
    bad = sum(tally.disagreed.values()) + sum(tally.crashed.values())
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
