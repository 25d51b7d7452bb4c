"""Front-end fuzzing at scale: mutated kernels of the repository and the wrong-kind grid.

    python bench/fuzz_frontend.py                     # 10**6 mutated inputs, every core
    python bench/fuzz_frontend.py --count 20000 --seed 3 --jobs 2 --save-dir /tmp/found

Every input is parsed, checked and lowered (tiledsl.testing.fuzz.frontend); an outcome other
than success or a TileError located in the source (an InternalError, another exception, an
input past the time limit) is a finding. Prints the outcome counts, the slowest input and the
first input of each finding's signature (saved as .tile files with --save-dir). Exit status 0
when there is no finding, 1 otherwise.
"""
from __future__ import annotations

import argparse
import multiprocessing
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:  # run from a checkout without an install
    sys.path.insert(0, ROOT)

CHUNK = 1000  # inputs per task; chunk i uses the seed (seed, i), so results do not depend on jobs


def run_chunk(task):
    """Outcome counts, the slowest input and the findings of one chunk of mutants."""
    from tiledsl.testing.fuzz.frontend import GOOD, corpus, mutants, outcome

    seed, index, n, limit = task
    global _CORPUS
    if "_CORPUS" not in globals():
        _CORPUS = corpus(ROOT)
    counts, bad, slowest = {}, [], (0.0, "")
    for label, text in mutants(_CORPUS, seed * 1_000_003 + index, n):
        kind, detail, seconds = outcome(text, limit=limit)
        counts[kind] = counts.get(kind, 0) + 1
        slowest = max(slowest, (seconds, label))
        if kind not in GOOD:
            bad.append((label, kind, detail, text))
    return counts, bad, slowest


def run_grid(limit):
    from tiledsl.testing.fuzz.frontend import GOOD, outcome, wrong_kind_sources

    counts, bad, slowest = {}, [], (0.0, "")
    for label, text in wrong_kind_sources():
        kind, detail, seconds = outcome(text, limit=limit)
        counts[kind] = counts.get(kind, 0) + 1
        slowest = max(slowest, (seconds, label))
        if kind not in GOOD:
            bad.append((label, kind, detail, text))
    return counts, bad, slowest


def signature(kind: str, detail: str) -> str:
    return f"{kind}: {detail.splitlines()[0][:160] if detail else ''}"


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--count", type=int, default=10**6, help="mutated inputs (default 10**6)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    p.add_argument("--time-limit", type=float, default=10.0, help="seconds per input")
    p.add_argument("--no-grid", action="store_true", help="skip the wrong-kind grid")
    p.add_argument("--save-dir", help="save the first input of each finding here")
    a = p.parse_args(argv)
    start = time.time()
    tasks = [(a.seed, i, min(CHUNK, a.count - i * CHUNK), a.time_limit)
             for i in range((a.count + CHUNK - 1) // CHUNK)]
    total, found, slowest, done = {}, {}, (0.0, ""), 0
    results = []
    if not a.no_grid:
        results.append(("grid", run_grid(a.time_limit)))
    with multiprocessing.Pool(a.jobs) as pool:
        for r in pool.imap_unordered(run_chunk, tasks):
            results.append(("mutants", r))
            done += sum(r[0].values())
            if done % (CHUNK * 50) == 0:
                print(f"{done} inputs, {time.time() - start:.0f} s", flush=True)
    for _, (counts, bad, slow) in results:
        for k, v in counts.items():
            total[k] = total.get(k, 0) + v
        slowest = max(slowest, slow)
        for label, kind, detail, text in bad:
            found.setdefault(signature(kind, detail), []).append((label, text))
    print(f"inputs: {sum(total.values())} in {time.time() - start:.0f} s, seed {a.seed}, "
          f"{a.jobs} jobs, grid {'no' if a.no_grid else 'yes'}")
    for k in sorted(total):
        print(f"  {k:10} {total[k]}")
    print(f"slowest input: {slowest[0]:.2f} s ({slowest[1]})")
    print(f"findings: {sum(len(v) for v in found.values())} in {len(found)} signatures")
    for i, (sig, items) in enumerate(sorted(found.items())):
        label, text = items[0]
        print(f"  {len(items):6}  {sig}  (first: {label})")
        if a.save_dir:
            os.makedirs(a.save_dir, exist_ok=True)
            with open(os.path.join(a.save_dir, f"finding_{i}.tile"), "w") as f:
                f.write(f"# {sig}\n# {label}\n{text}")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
