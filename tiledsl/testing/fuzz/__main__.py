"""``python -m tiledsl.testing.fuzz``: a CPU fuzz campaign (see :mod:`.runner`).

Prints one line per new failure signature as it is found, then a table of counts; with
``--save DIR`` each new signature's first case is shrunk and saved as ``.tile`` + ``.json``.
Exit status 0 when every case passed, 1 otherwise.
"""
from __future__ import annotations

import argparse
import sys

from .generate import FuzzConfig
from .runner import CPU_ORACLES, campaign


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="python -m tiledsl.testing.fuzz",
                                description="Fuzz tiledsl's interpreter on the CPU.")
    p.add_argument("--count", type=int, default=1000, help="cases to check (default 1000)")
    p.add_argument("--seed", type=int, default=0, help="first seed (default 0)")
    p.add_argument("--oracles", default=",".join(CPU_ORACLES),
                   help="comma-separated: evaluator, batched (default both)")
    p.add_argument("--save", metavar="DIR", help="shrink and save new failures into DIR")
    p.add_argument("--shrink-budget", type=int, default=300,
                   help="oracle runs allowed per shrink (default 300)")
    a = p.parse_args(argv)
    which = tuple(o.strip() for o in a.oracles.split(",") if o.strip())
    bad = [o for o in which if o not in CPU_ORACLES]
    if bad:
        p.error(f"unknown oracle(s): {', '.join(bad)}")
    s = campaign(a.count, a.seed, FuzzConfig(), which, a.save, a.shrink_budget,
                 log=lambda m: print(m, flush=True))
    print(s.table())
    for path in s.saved:
        print(f"saved {path}")
    return 0 if not s.failures else 1


if __name__ == "__main__":
    sys.exit(main())
