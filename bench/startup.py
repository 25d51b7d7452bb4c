"""Start-up time of a fresh process: ``import tiledsl`` plus the first compile of a small
kernel, against plain ``import numpy``.

Each case runs ``--runs`` times in a new interpreter; the table shows the median and the
fastest wall time of the whole process, its CPU time (user + system: what a loaded, shared
machine changes least), and (for tiledsl) the wall time from the first line of the script to
the end of the compile, measured inside the process. The processes share one
temporary ``TILEDSL_CACHE_DIR`` and one temporary bytecode folder (``PYTHONPYCACHEPREFIX``;
bytecode is written even where ``PYTHONDONTWRITEBYTECODE`` is set, as in a normal install),
both filled by a warm-up run first; ``--cold`` leaves out the warm-up and starts from empty
folders, so that the first run shows the cost of building the parser and the bytecode.

    python bench/startup.py [--runs 15] [--cold]
"""
from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time

NUMPY = "import numpy"
TILEDSL = """import time
t0 = time.perf_counter()
import tiledsl
t1 = time.perf_counter()
tiledsl.compile("kernel k(x: *fp32, n: i32):\\n    i = arange(0, 16)\\n"
                "    store(x + i, load(x + i, mask=i < n) * 2.0, mask=i < n)\\n",
                filename="k.tile")
t2 = time.perf_counter()
from tiledsl import parsercache
print(f"{t1 - t0:.4f} {t2 - t1:.4f} {parsercache.loaded_from}")
"""


def _children_cpu() -> float:
    """User + system seconds of the finished child processes so far."""
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def run_once(code: str, env: dict) -> tuple[float, float, str]:
    """Wall and CPU seconds of one fresh ``python -c code``, and what it printed."""
    cpu, start = _children_cpu(), time.perf_counter()
    out = subprocess.run([sys.executable, "-c", code], env=env, check=True,
                         capture_output=True, text=True).stdout
    return time.perf_counter() - start, _children_cpu() - cpu, out.strip()


def measure(code: str, env: dict, runs: int) -> tuple[list, list, list]:
    """The wall times, CPU times and printed lines of ``runs`` fresh processes."""
    walls, cpus, outs = [], [], []
    for _ in range(runs):
        wall, cpu, out = run_once(code, env)
        walls.append(wall)
        cpus.append(cpu)
        outs.append(out)
    return walls, cpus, outs


def _row(label: str, values: list, cpus: list | None = None) -> str:
    """One line of the table: median and minimum (and the median CPU time)."""
    cpu = f"{statistics.median(cpus):9.3f}" if cpus else f"{'':9s}"
    return f"{label:44s} {statistics.median(values):9.3f} {min(values):7.3f} {cpu}"


def main(argv=None) -> int:
    """Print the table."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=15)
    ap.add_argument("--cold", action="store_true", help="no warm-up run")
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, TILEDSL_CACHE_DIR=os.path.join(tmp, "cache"),
                   PYTHONPYCACHEPREFIX=os.path.join(tmp, "pyc"))
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        if not args.cold:
            run_once(NUMPY, env)
            run_once(TILEDSL, env)
        np_walls, np_cpus, _ = measure(NUMPY, env, args.runs)
        tl_walls, tl_cpus, outs = measure(TILEDSL, env, args.runs)
    inner = [float(o.split()[0]) + float(o.split()[1]) for o in outs]
    imports = [float(o.split()[0]) for o in outs]
    sources = sorted({o.split()[2] for o in outs})
    print(f"{'seconds':44s} {'median':>9s} {'min':>7s} {'CPU':>9s}")
    print(_row('process: python -c "import numpy"', np_walls, np_cpus))
    print(_row("process: import tiledsl + first compile", tl_walls, tl_cpus))
    print(_row("  inside it: import tiledsl", imports))
    print(_row("  inside it: import tiledsl + first compile", inner))
    over = [t - n for t, n in zip(sorted(tl_walls), sorted(np_walls))]
    print(_row("  process over import numpy", over,
               [t - n for t, n in zip(sorted(tl_cpus), sorted(np_cpus))]))
    print(f"parser from: {', '.join(sources)} ({args.runs} runs each"
          f"{', cold' if args.cold else ''})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
