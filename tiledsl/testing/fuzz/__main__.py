"""``python -m tiledsl.testing.fuzz``: a CPU fuzz campaign (see :mod:`.runner`).

Prints one line per new failure signature as it is found, then a table of counts; with
``--save DIR`` each new signature's first case is shrunk and saved as ``.tile`` + ``.json``.
Exit status 0 when every case passed, 1 otherwise.
"""
from __future__ import annotations

import argparse
import sys

from .generate import FuzzConfig
from .runner import CPU_ORACLES, ORACLES, campaign, nvcc_campaign


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="python -m tiledsl.testing.fuzz",
                                description="Fuzz tiledsl's interpreter on the CPU.")
    p.add_argument("--count", type=int, default=1000, help="cases to check (default 1000)")
    p.add_argument("--seed", type=int, default=0, help="first seed (default 0)")
    p.add_argument("--oracles", default=",".join(CPU_ORACLES),
                   help="comma-separated: evaluator, batched, nvcc (default: evaluator,"
                        "batched)")
    p.add_argument("--save", metavar="DIR", help="shrink and save new failures into DIR")
    p.add_argument("--shrink-budget", type=int, default=300,
                   help="oracle runs allowed per shrink (default 300)")
    a = p.parse_args(argv)
    which = tuple(o.strip() for o in a.oracles.split(",") if o.strip())
    bad = [o for o in which if o not in ORACLES]
    if bad:
        p.error(f"unknown oracle(s): {', '.join(bad)}")
    log = lambda m: print(m, flush=True)  # noqa: E731
    summaries = []
    cpu = tuple(o for o in which if o in CPU_ORACLES)
    if cpu:
        summaries.append(campaign(a.count, a.seed, FuzzConfig(), cpu, a.save,
                                  a.shrink_budget, log=log))
    if "nvcc" in which:
        summaries.append(nvcc_campaign(a.count, a.seed, FuzzConfig(), a.save, log=log))
    failed = False
    for s in summaries:
        print(s.table())
        for path in s.saved:
            print(f"saved {path}")
        failed |= bool(s.failures)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
