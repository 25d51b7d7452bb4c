"""Seconds per launch of the tiledsl interpreter against Triton's interpreter
(``TRITON_INTERPRET=1``) on the same kernels, sizes and machine (bench/RESULTS.md).

    python bench/bench_interpreter.py [--runs 7] [--triton-python PATH] [--json out.json]

Kernels (the same algorithm written in each language, inputs on the host):

* vector add, 2**20 fp32, BLOCK 1024 (1024 programs);
* softmax, 1024 x 1000 fp32, BLOCK 1024 (1024 programs, one per row);
* matmul, 256 x 256 x 256 fp32, 64 x 64 x 32 tiles (16 programs, 8 K-steps each).

Each figure is the median of ``--runs`` timed launches after one warm-up launch (which builds
the specialization; the timed ones hit the cache). Triton runs in a subprocess with
``TRITON_INTERPRET=1`` on torch CPU tensors, with the interpreter found by ``--triton-python``
(default: this Python); without Triton the script prints tiledsl's figures alone. Target: each
tiledsl figure at least 20x faster than Triton's.
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import tiledsl  # noqa: E402

MATMUL_FP32 = """
kernel matmul(c: *fp32, a: *fp32, b: *fp32, M: i32, N: i32, K: i32,
              BLOCK_M: constexpr, BLOCK_N: constexpr, BLOCK_K: constexpr):
    rm = program_id(0) * BLOCK_M + arange(0, BLOCK_M)
    rn = program_id(1) * BLOCK_N + arange(0, BLOCK_N)
    rk = arange(0, BLOCK_K)
    acc = zeros((BLOCK_M, BLOCK_N), fp32)
    for k in range(0, K, BLOCK_K):
        at = load(a + rm[:, None] * K + (k + rk)[None, :])
        bt = load(b + (k + rk)[:, None] * N + rn[None, :])
        acc = dot(at, bt, acc=acc)
    store(c + rm[:, None] * N + rn[None, :], acc)
"""

TARGET = 20.0


def median_seconds(fn, runs: int) -> float:
    fn()  # warm-up: builds and caches the specialization
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def bench_tiledsl(runs: int) -> dict:
    rng = np.random.default_rng(0)
    out = {}
    add = tiledsl.load(ROOT / "examples" / "vector_add.tile").vector_add
    n = 1 << 20
    x, y = rng.random(n, dtype=np.float32), rng.random(n, dtype=np.float32)
    z = np.empty_like(x)
    out["vector_add"] = median_seconds(lambda: add[(n // 1024,)](z, x, y, n, BLOCK=1024), runs)
    assert np.array_equal(z, x + y)

    softmax = tiledsl.load(ROOT / "examples" / "softmax.tile").softmax
    s = rng.standard_normal((1024, 1000), dtype=np.float32)
    so = np.empty_like(s)
    out["softmax"] = median_seconds(
        lambda: softmax[(1024,)](so, s, 1000, 1000, 1000, BLOCK=1024), runs)
    ref = np.exp(s - s.max(1, keepdims=True))
    assert np.allclose(so, ref / ref.sum(1, keepdims=True), atol=1e-6)

    mm = tiledsl.compile(MATMUL_FP32, filename="bench_matmul.tile").matmul
    a, b = rng.random((256, 256), dtype=np.float32), rng.random((256, 256), dtype=np.float32)
    c = np.empty_like(a)
    out["matmul"] = median_seconds(
        lambda: mm[(4, 4)](c, a, b, 256, 256, 256, BLOCK_M=64, BLOCK_N=64, BLOCK_K=32), runs)
    assert np.allclose(c, a @ b, rtol=2e-3)  # fp32 dot defaults to tf32, as in Triton
    return out


TRITON_SCRIPT = r"""
import json, statistics, sys, time
import torch, triton, triton.language as tl

@triton.jit
def add_kernel(out, x, y, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out + offs, tl.load(x + offs, mask=mask) + tl.load(y + offs, mask=mask), mask=mask)

@triton.jit
def softmax_kernel(out, x, x_row_stride, out_row_stride, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    v = tl.load(x + row * x_row_stride + cols, mask=mask, other=-float("inf"))
    v = v - tl.max(v, axis=0)
    e = tl.exp(v)
    tl.store(out + row * out_row_stride + cols, e / tl.sum(e, axis=0), mask=mask)

@triton.jit
def matmul_kernel(c, a, b, M, N, K, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                  BLOCK_K: tl.constexpr):
    rm = tl.program_id(0) * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = tl.program_id(1) * BLOCK_N + tl.arange(0, BLOCK_N)
    rk = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), tl.float32)
    for k in range(0, K, BLOCK_K):
        at = tl.load(a + rm[:, None] * K + (k + rk)[None, :])
        bt = tl.load(b + (k + rk)[:, None] * N + rn[None, :])
        acc = tl.dot(at, bt, acc=acc)
    tl.store(c + rm[:, None] * N + rn[None, :], acc)

def med(fn, runs):
    fn()
    ts = []
    for _ in range(runs):
        t0 = time.perf_counter(); fn(); ts.append(time.perf_counter() - t0)
    return statistics.median(ts)

runs = int(sys.argv[1])
torch.manual_seed(0)
n = 1 << 20
x, y = torch.rand(n), torch.rand(n); z = torch.empty_like(x)
res = {"vector_add": med(lambda: add_kernel[(n // 1024,)](z, x, y, n, BLOCK=1024), runs)}
assert torch.equal(z, x + y)
s = torch.randn(1024, 1000); so = torch.empty_like(s)
res["softmax"] = med(lambda: softmax_kernel[(1024,)](so, s, 1000, 1000, 1000, BLOCK=1024), runs)
assert torch.allclose(so, torch.softmax(s, 1), atol=1e-6)
a, b = torch.rand(256, 256), torch.rand(256, 256); c = torch.empty_like(a)
res["matmul"] = med(lambda: matmul_kernel[(4, 4)](c, a, b, 256, 256, 256, BLOCK_M=64,
                                                   BLOCK_N=64, BLOCK_K=32), runs)
assert torch.allclose(c, a @ b, rtol=2e-3)
res["versions"] = {"triton": triton.__version__, "torch": torch.__version__}
print(json.dumps(res))
"""


def bench_triton(python: str, runs: int) -> dict | None:
    probe = subprocess.run([python, "-c", "import triton, torch"], capture_output=True)
    if probe.returncode != 0:
        return None
    env = dict(os.environ, TRITON_INTERPRET="1")
    r = subprocess.run([python, "-c", TRITON_SCRIPT, str(runs)], capture_output=True, text=True,
                       env=env, timeout=1800)
    if r.returncode != 0:
        raise RuntimeError(f"the Triton benchmark failed:\n{r.stderr[-3000:]}")
    return json.loads(r.stdout.strip().splitlines()[-1])


SHAPES = {"vector_add": "2^20 fp32, BLOCK 1024", "softmax": "1024x1000 fp32, BLOCK 1024",
          "matmul": "256^3 fp32, 64x64x32 tiles"}


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo") as f:
            cpu = next(line.split(":", 1)[1].strip() for line in f if line.startswith("model name"))
    except (OSError, StopIteration):
        pass
    return f"{os.cpu_count()} cores, {cpu}"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=7, help="timed launches per figure (median)")
    ap.add_argument("--triton-python", default=sys.executable,
                    help="the Python that has triton and torch (default: this one)")
    ap.add_argument("--json", help="also write the figures to this file")
    args = ap.parse_args(argv)
    mine = bench_tiledsl(args.runs)
    theirs = bench_triton(args.triton_python, args.runs)
    versions = {"tiledsl": tiledsl.__version__, "numpy": np.__version__,
                "python": platform.python_version()}
    if theirs:
        versions.update(theirs.pop("versions"))
    print(f"machine: {machine()}; " + ", ".join(f"{k} {v}" for k, v in versions.items()))
    print(f"seconds per launch, median of {args.runs}")
    head = f"{'kernel':<11} {'shape':<28} {'tiledsl':>9} {'Triton':>9} {'ratio':>8}"
    print(head + "\n" + "-" * len(head))
    ok = True
    for k, shape in SHAPES.items():
        t = theirs.get(k) if theirs else None
        ratio = t / mine[k] if t else None
        ok &= ratio is None or ratio >= TARGET
        print(f"{k:<11} {shape:<28} {mine[k]:>9.4f} "
              + (f"{t:>9.4f} {ratio:>7.1f}x" if t else f"{'-':>9} {'-':>8}"))
    if theirs is None:
        print(f"(Triton not found by {args.triton_python}: pip install torch==2.13.0 triton)")
    else:
        print(f"target: each ratio >= {TARGET:g}x: {'met' if ok else 'NOT met'}")
    if args.json:
        Path(args.json).write_text(json.dumps(
            {"tiledsl": mine, "triton": theirs, "versions": versions, "machine": machine()},
            indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
