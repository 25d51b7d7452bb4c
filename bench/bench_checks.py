"""What the interpreter's run-time checks cost: seconds per launch of the interpreter
benchmark's kernels (``bench_interpreter.py``) with each check (``docs/debugging.md``).

    python bench/bench_checks.py [--runs 15] [--json out.json]

Columns: ``check="none"``; ``"bounds"`` (what the interpreter always did); ``+race`` (on top
of bounds); the default (bounds, race, uninit: the same as ``+race`` here, since no array is
poisoned); ``+uninit`` (on top of bounds, with an output array from ``tiledsl.empty``, so the
check has something to watch); ``+order`` (the launch twice, the second time shuffled and
one program at a time). Each figure is the minimum over ``--runs`` launches after a warm-up (the minimum, not the median:
on a shared machine it is the least disturbed figure), into arrays allocated once.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import tiledsl  # noqa: E402

sys.path.insert(0, str(ROOT / "bench"))
from bench_interpreter import MATMUL_FP32, machine  # noqa: E402

CONFIGS = [("none", "none"), ("bounds", "bounds"), ("+race", "bounds,race"),
           ("default", None), ("+uninit", "bounds,uninit"), ("+order", "bounds,order")]


def cases():
    """``{name: (launch(check, out))}`` for the three benchmark kernels."""
    rng = np.random.default_rng(0)
    add = tiledsl.load(ROOT / "examples" / "vector_add.tile").vector_add
    n = 1 << 20
    x, y = rng.random(n, dtype=np.float32), rng.random(n, dtype=np.float32)
    softmax = tiledsl.load(ROOT / "examples" / "softmax.tile").softmax
    s = rng.standard_normal((1024, 1000), dtype=np.float32)
    mm = tiledsl.compile(MATMUL_FP32, filename="bench_matmul.tile").matmul
    a, b = rng.random((256, 256), dtype=np.float32), rng.random((256, 256), dtype=np.float32)
    return {
        "vector_add": (lambda out, **kw: add[(n // 1024,)](out, x, y, n, BLOCK=1024, **kw),
                       (n,)),
        "softmax": (lambda out, **kw: softmax[(1024,)](out, s, 1000, 1000, 1000, BLOCK=1024,
                                                       **kw), (1024, 1000)),
        "matmul": (lambda out, **kw: mm[(4, 4)](out, a, b, 256, 256, 256, BLOCK_M=64,
                                                BLOCK_N=64, BLOCK_K=32, **kw), (256, 256)),
    }


def measure(runs: int) -> dict:
    """``{kernel: {config: seconds}}`` (minimum over ``runs``, configs interleaved)."""
    from tiledsl.interpreter.checks.uninit import poison

    best: dict = {}
    plans = cases()
    outs = {(name, label): tiledsl.empty(shape, tiledsl.fp32) if label == "+uninit"
            else np.zeros(shape, np.float32)
            for name, (_, shape) in plans.items() for label, _ in CONFIGS}
    for round_ in range(runs + 1):  # round 0 warms up (builds, caches) and is not kept
        for name, (launch, shape) in plans.items():
            for label, check in CONFIGS:
                out = outs[(name, label)]
                if label == "+uninit":
                    poison(out, tiledsl.fp32)  # poisoned again before each launch
                kw = {} if check is None else {"check": check}
                if label == "+order":
                    kw["seed"] = 1
                t0 = time.perf_counter()
                launch(out, **kw)
                t = time.perf_counter() - t0
                slot = best.setdefault(name, {})
                if round_ > 0:
                    slot[label] = min(slot.get(label, t), t)
    return best


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=15, help="launches per figure (minimum)")
    ap.add_argument("--json", help="also write the figures to this file")
    args = ap.parse_args(argv)
    best = measure(args.runs)
    print(f"machine: {machine()}; tiledsl {tiledsl.__version__}, numpy {np.__version__}")
    print(f"seconds per launch, minimum of {args.runs}")
    labels = [label for label, _ in CONFIGS]
    head = f"{'kernel':<11}" + "".join(f"{label:>10}" for label in labels)
    print(head + "\n" + "-" * len(head))
    for name, row in best.items():
        print(f"{name:<11}" + "".join(f"{row[label]:>10.4f}" for label in labels))
    print("relative to bounds:")
    for name, row in best.items():
        print(f"{name:<11}" + "".join(f"{row[label] / row['bounds']:>9.2f}x" for label in labels))
    if args.json:
        Path(args.json).write_text(json.dumps({"figures": best, "machine": machine()}, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
