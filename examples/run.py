"""Run every example kernel on real-sized inputs and check it against a float64 numpy
reference; print a table (kernel, shape, dtype, backend, max error, tolerance, seconds) and exit
1 if any check fails. On the GPU with cupy when a CUDA device is present, else on the
interpreter (sizes chosen so that the interpreter run takes well under a minute on 2 cores).

    python examples/run.py [--backend auto|interpreter|cuda] [--small] [--only NAME ...]

``tiledsl run-examples`` runs the same. Exit 0 when every check passes, 1 when one fails, 2 for
a usage error or a requested backend that is not available (``--backend cuda`` without cupy).
"""
from __future__ import annotations

import argparse
import importlib
import os
import sys
import time
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))
EXAMPLES = ("vector_add", "softmax", "layernorm", "matmul", "attention", "gpt2_block")
# The rows (checked outputs) each example adds to the table: layernorm checks both of its
# outputs, matmul two epilogues, attention causal and not; gpt2_block is one GPT-2 block.
CHECKS = {"vector_add": 1, "softmax": 1, "layernorm": 2, "matmul": 2, "attention": 2,
          "gpt2_block": 1}


def main(argv=None) -> int:
    if HERE not in sys.path:
        sys.path.insert(0, HERE)
    from common import BackendUnavailable, Check, pick_backend, table  # first: finds tiledsl

    import tiledsl

    ap = argparse.ArgumentParser(prog="tiledsl run-examples", description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--backend", choices=("auto", "interpreter", "cuda"), default="auto",
                    help="auto (default): the GPU when cupy finds a device, else the interpreter")
    ap.add_argument("--small", action="store_true", help="small sizes, as the tests use")
    ap.add_argument("--only", nargs="+", choices=EXAMPLES, metavar="NAME",
                    help=f"run only these examples ({', '.join(EXAMPLES)})")
    args = ap.parse_args(argv)
    try:
        backend, xp = pick_backend(args.backend)
    except BackendUnavailable as e:
        print(f"tiledsl run-examples: error: {e}", file=sys.stderr)
        return 2
    size = "small" if args.small else None
    arrays = "cupy arrays" if xp.__name__ == "cupy" else "numpy arrays"
    names = args.only or EXAMPLES
    where = "GPU (cuda)" if backend == "cuda" else backend
    n, checks = len(names), sum(CHECKS[name] for name in names)
    print(f"tiledsl {tiledsl.__version__}: {n} example{'s' * (n != 1)}, {checks} "
          f"check{'s' * (checks != 1)} on the {where} ({arrays}"
          f"{', small sizes' if args.small else ''})", flush=True)
    rows: list[Check] = []
    start = time.perf_counter()
    for name in args.only or EXAMPLES:
        try:
            rows += importlib.import_module(name).run(backend, xp, size)
        except tiledsl.TileError as e:
            print(f"\n{name}: {e}\n", file=sys.stderr)
            rows.append(Check(name, "-", "-", backend, float("nan"), "-", None, False))
        except Exception:  # noqa: BLE001 - report it, run the other examples
            traceback.print_exc()
            rows.append(Check(name, "-", "-", backend, float("nan"), "-", None, False))
    print(table(rows))
    failed = [r.kernel for r in rows if not r.ok]
    total = time.perf_counter() - start
    if failed:
        print(f"FAILED: {', '.join(failed)} ({total:.1f} s)")
        return 1
    print(f"all {len(rows)} check{'' if len(rows) == 1 else 's'} passed ({total:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
