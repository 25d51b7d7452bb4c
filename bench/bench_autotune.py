"""Tuning time of tiledsl's autotuner against Triton's, on the same configurations, in one run.

Two kernels: ``examples/matmul.tile`` (C = A @ B + bias, fp16, 16 configurations: BLOCK_M and
BLOCK_N in {64, 128}, BLOCK_K in {32, 64}, num_warps in {4, 8}) and ``examples/softmax.tile``
(fp32 rows, 6 configurations: num_warps 1 to 32). The Triton kernels are written here after
Triton's tutorials (03-matrix-multiplication without the grouped ordering, 02-fused-softmax),
tuned by ``@triton.autotune`` over the same configurations with the same key.

For each system and kernel, three phases, each in a fresh process (so that nothing is kept in
memory), each timing the first call (tuning plus one launch, synchronized):

* ``cold``  — empty caches (``TILEDSL_CACHE_DIR`` / ``TRITON_CACHE_DIR`` new folders);
* ``warm``  — the caches of the cold phase: tiledsl reads its winner from disk and times
  nothing; Triton finds its compiled kernels but re-times every configuration (and, where
  this Triton has ``cache_results=True``, a second row shows it with results cached);
* ``+1``    — the warm caches and one configuration added to the list: tiledsl compiles and
  times only the new one; Triton's key covers the whole list, so it re-times all.

    python bench/bench_autotune.py [--quick] [--json out.json]
    python bench/bench_autotune.py --interpreter      # the CPU path: small shapes, no Triton

Every phase checks its output against a reference before its time is reported. A phase that
fails prints its error in the table instead of a time; the table is printed last.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

PHASES = ("cold", "warm", "+1")


# --------------------------------------------------------------------------- configurations
def matmul_configs() -> list[dict]:
    """The 16 matmul configurations, as plain dicts (constexprs, num_warps, num_stages)."""
    out = []
    for bm in (64, 128):
        for bn in (64, 128):
            for bk in (32, 64):
                for w in (4, 8):
                    out.append({"BLOCK_M": bm, "BLOCK_N": bn, "BLOCK_K": bk, "num_warps": w,
                                "num_stages": 3})
    return out


MATMUL_EXTRA = {"BLOCK_M": 256, "BLOCK_N": 64, "BLOCK_K": 32, "num_warps": 8, "num_stages": 3}


def softmax_configs(block: int) -> list[dict]:
    """The 6 softmax configurations: the whole row in one BLOCK, num_warps 1 to 32."""
    return [{"BLOCK": block, "num_warps": w} for w in (1, 2, 4, 8, 16, 32)]


def softmax_extra(block: int) -> dict:
    """The added softmax configuration: a block twice the row (still correct, masked)."""
    return {"BLOCK": 2 * block, "num_warps": 16}


def configs_for(kernel: str, phase: str, block: int) -> list[dict]:
    """The configuration list a phase uses (the ``+1`` phase appends the extra one)."""
    base = matmul_configs() if kernel == "matmul" else softmax_configs(block)
    extra = MATMUL_EXTRA if kernel == "matmul" else softmax_extra(block)
    return base + [extra] if phase == "+1" else base


def shapes(quick: bool, interpreter: bool) -> dict:
    """Problem sizes: matmul (M, N, K) and softmax (rows, cols)."""
    if interpreter:
        return {"matmul": (96, 80, 64), "softmax": (8, 100)}
    if quick:
        return {"matmul": (1024, 1024, 1024), "softmax": (4096, 1024)}
    return {"matmul": (4096, 4096, 4096), "softmax": (8192, 4096)}


def next_pow2(n: int) -> int:
    return 1 if n <= 1 else 1 << (n - 1).bit_length()


# ---------------------------------------------------------------------------- tiledsl side
def tiledsl_phase(kernel: str, phase: str, quick: bool, interpreter: bool) -> dict:
    """Run one tiledsl phase in this process; returns its measurements."""
    import numpy as np

    import tiledsl
    from tiledsl.autotune import Config, InterpreterBackend

    sz = shapes(quick, interpreter)[kernel]
    block = next_pow2(sz[1]) if kernel == "softmax" else 0
    configs = [Config({k: v for k, v in c.items() if k not in ("num_warps", "num_stages")},
                      num_warps=c["num_warps"], num_stages=c.get("num_stages"))
               for c in configs_for(kernel, phase, block)]
    opts = {"progress": False}
    if interpreter:
        opts.update(backend=InterpreterBackend(max_reps=1), warmup=0.01, rep=0.01)
        xp = np
    else:
        import cupy as xp
    rng = np.random.default_rng(0)
    if kernel == "matmul":
        M, N, K = sz
        k = tiledsl.autotune(tiledsl.load(ROOT / "examples" / "matmul.tile").matmul,
                             configs=configs, key=["M", "N", "K"], **opts)
        a = (rng.standard_normal((M, K)) / np.sqrt(K)).astype(np.float16)
        b = rng.standard_normal((K, N)).astype(np.float16)
        bias = rng.standard_normal(N).astype(np.float16)
        c = xp.zeros((M, N), dtype=np.float16)
        da, db, dbias = xp.asarray(a), xp.asarray(b), xp.asarray(bias)

        def grid(m):
            return (-(-M // m["BLOCK_M"]), -(-N // m["BLOCK_N"]))

        def call():
            k[grid](c, da, db, dbias, M, N, K, K, 1, N, 1, N, 1, ACTIVATION="none")

        ref = a.astype(np.float32) @ b.astype(np.float32) + bias.astype(np.float32)
        tol = 2e-2
    else:
        R, C = sz
        k = tiledsl.autotune(tiledsl.load(ROOT / "examples" / "softmax.tile").softmax,
                             configs=configs, key=["n_cols"], **opts)
        x = rng.standard_normal((R, C)).astype(np.float32)
        dx = xp.asarray(x)
        c = xp.zeros_like(dx)

        def call():
            k[(R,)](c, dx, C, C, C)

        e = np.exp(x - x.max(axis=1, keepdims=True))
        ref = e / e.sum(axis=1, keepdims=True)
        tol = 1e-5
    t0 = time.perf_counter()
    call()
    _sync(xp)
    seconds = time.perf_counter() - t0
    got = c.get() if hasattr(c, "get") else c
    err = float(np.max(np.abs(got.astype(np.float32) - ref)) / max(1e-30, np.abs(ref).max()))
    if not err <= tol:
        raise AssertionError(f"tiledsl {kernel}: relative error {err:.3g} > {tol}")
    res = k.last_tuning
    win_ms = next((r[2] for r in res.rows if r[0] == res.winner.key), None)
    return {"seconds": seconds, "configs": len(configs), "timed": len(res.timed),
            "compiled": len(res.compiled), "winner": res.winner.key, "winner_ms": win_ms,
            "excluded": sum(r[1] in ("failed", "wrong") for r in res.rows), "error": err}


def _sync(xp) -> None:
    if xp.__name__ == "cupy":
        xp.cuda.get_current_stream().synchronize()


# ----------------------------------------------------------------------------- Triton side
def triton_phase(kernel: str, phase: str, quick: bool, cache_results: bool) -> dict:
    """Run one Triton phase in this process (needs torch and triton)."""
    import torch
    import triton

    sz = shapes(quick, False)[kernel]
    block = next_pow2(sz[1]) if kernel == "softmax" else 0
    cfgs = [triton.Config({k: v for k, v in c.items() if k not in ("num_warps", "num_stages")},
                          num_warps=c["num_warps"], num_stages=c.get("num_stages", 3))
            for c in configs_for(kernel, phase, block)]
    extra = {"cache_results": True} if cache_results else {}
    torch.manual_seed(0)
    if kernel == "matmul":
        M, N, K = sz
        fn = triton.autotune(configs=cfgs, key=["M", "N", "K"], **extra)(_triton_matmul())
        a = torch.randn(M, K, device="cuda", dtype=torch.float16) / K ** 0.5
        b = torch.randn(K, N, device="cuda", dtype=torch.float16)
        bias = torch.randn(N, device="cuda", dtype=torch.float16)
        c = torch.zeros(M, N, device="cuda", dtype=torch.float16)

        def call():
            grid = lambda m: (triton.cdiv(M, m["BLOCK_M"]), triton.cdiv(N, m["BLOCK_N"]))  # noqa
            fn[grid](c, a, b, bias, M, N, K, a.stride(0), a.stride(1), b.stride(0),
                     b.stride(1), c.stride(0), c.stride(1))

        ref = a.float() @ b.float() + bias.float()
        tol = 2e-2
    else:
        R, C = sz
        fn = triton.autotune(configs=cfgs, key=["n_cols"], **extra)(_triton_softmax())
        x = torch.randn(R, C, device="cuda")
        c = torch.zeros_like(x)

        def call():
            fn[(R,)](c, x, C, C, C)

        ref = torch.softmax(x, dim=1)
        tol = 1e-5
    t0 = time.perf_counter()
    call()
    torch.cuda.synchronize()
    seconds = time.perf_counter() - t0
    err = ((c.float() - ref).abs().max() / ref.abs().max()).item()
    if not err <= tol:
        raise AssertionError(f"triton {kernel}: relative error {err:.3g} > {tol}")
    timings = getattr(fn, "configs_timings", None) or {}
    best = getattr(fn, "best_config", None)
    win_ms = None
    if best is not None and best in timings:
        t = timings[best]
        win_ms = float(t[0] if isinstance(t, (list, tuple)) else t)
    return {"seconds": seconds, "configs": len(cfgs), "timed": len(timings),
            "compiled": None, "winner": str(best) if best is not None else "?",
            "winner_ms": win_ms, "excluded": None, "error": err}


def _triton_matmul():
    import triton
    import triton.language as tl

    @triton.jit
    def matmul_kernel(c_ptr, a_ptr, b_ptr, bias_ptr, M, N, K, stride_am, stride_ak, stride_bk,
                      stride_bn, stride_cm, stride_cn, BLOCK_M: tl.constexpr,
                      BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
        pid_m = tl.program_id(0)
        pid_n = tl.program_id(1)
        rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
        rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
        rk = tl.arange(0, BLOCK_K)
        acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
        for k in range(0, K, BLOCK_K):
            ka = k + rk
            a = tl.load(a_ptr + rm[:, None] * stride_am + ka[None, :] * stride_ak,
                        mask=(rm[:, None] < M) & (ka[None, :] < K), other=0.0)
            b = tl.load(b_ptr + ka[:, None] * stride_bk + rn[None, :] * stride_bn,
                        mask=(ka[:, None] < K) & (rn[None, :] < N), other=0.0)
            acc = tl.dot(a, b, acc)
        acc = acc + tl.load(bias_ptr + rn, mask=rn < N, other=0.0).to(tl.float32)[None, :]
        tl.store(c_ptr + rm[:, None] * stride_cm + rn[None, :] * stride_cn, acc.to(tl.float16),
                 mask=(rm[:, None] < M) & (rn[None, :] < N))

    return matmul_kernel


def _triton_softmax():
    import triton
    import triton.language as tl

    @triton.jit
    def softmax_kernel(out_ptr, in_ptr, in_stride, out_stride, n_cols, BLOCK: tl.constexpr):
        row = tl.program_id(0)
        cols = tl.arange(0, BLOCK)
        mask = cols < n_cols
        x = tl.load(in_ptr + row * in_stride + cols, mask=mask, other=-float("inf"))
        x = x - tl.max(x, axis=0)
        num = tl.exp(x)
        tl.store(out_ptr + row * out_stride + cols, num / tl.sum(num, axis=0), mask=mask)

    return softmax_kernel


# --------------------------------------------------------------------------- orchestration
def child_command(system: str, kernel: str, phase: str, quick: bool, interpreter: bool,
                  cache_results: bool = False) -> list[str]:
    """The command line of one phase's child process."""
    cmd = [sys.executable, str(Path(__file__).resolve()), "--child", system, kernel, phase]
    if quick:
        cmd.append("--quick")
    if interpreter:
        cmd.append("--interpreter")
    if cache_results:
        cmd.append("--cache-results")
    return cmd


def run_child(cmd: list[str], env: dict, timeout: float) -> dict:
    """Run a phase's child; its last stdout line is a JSON object. Failures become
    ``{"failed": "..."}`` with the end of stderr, never an exception."""
    try:
        p = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=timeout,
                           check=False)
    except subprocess.TimeoutExpired:
        return {"failed": f"timed out after {timeout:.0f} s"}
    lines = [ln for ln in p.stdout.splitlines() if ln.startswith("{")]
    if p.returncode != 0 or not lines:
        tail = (p.stderr.strip().splitlines() or ["(no output)"])[-1]
        return {"failed": f"exit {p.returncode}: {tail[:200]}"}
    return json.loads(lines[-1])


def plan_runs(systems: list[str], kernels: list[str], triton_cache_results: bool) -> list:
    """``(system, kernel, phase, cache_results)`` in run order; each (system, kernel) shares
    one cache folder across its phases, so the order matters (cold, warm, +1)."""
    runs = []
    for kernel in kernels:
        for system in systems:
            for phase in PHASES:
                runs.append((system, kernel, phase, False))
            if system == "triton" and triton_cache_results:
                runs.append((system, kernel, "cold", True))
                runs.append((system, kernel, "warm", True))
    return runs


def run_all(args, systems: list[str], kernels: list[str], runner=run_child) -> list[dict]:
    """Every phase in a child process with its own cache folders; returns result rows."""
    rows = []
    base_env = {k: v for k, v in os.environ.items() if not k.startswith("TILEDSL_")}
    base_env["PYTHONPATH"] = os.pathsep.join([str(ROOT), base_env.get("PYTHONPATH", "")])
    with tempfile.TemporaryDirectory(prefix="bench-autotune-") as tmp:
        for system, kernel, phase, cr in plan_runs(systems, kernels, args.triton_cache_results):
            folder = Path(tmp) / f"{system}-{kernel}{'-cr' if cr else ''}"
            env = dict(base_env)
            env["TILEDSL_CACHE_DIR"] = str(folder / "tiledsl")
            env["TRITON_CACHE_DIR"] = str(folder / "triton")
            cmd = child_command(system, kernel, phase, args.quick, args.interpreter, cr)
            res = runner(cmd, env, args.timeout)
            res.update({"system": system + (" cache_results" if cr else ""), "kernel": kernel,
                        "phase": phase})
            rows.append(res)
            print(json.dumps(res), flush=True)
    return rows


def format_table(rows: list[dict]) -> str:
    """The closing table: one line per (kernel, system), seconds and configurations timed per
    phase, the winner's time."""
    by = {}
    for r in rows:
        by.setdefault((r["kernel"], r["system"]), {})[r["phase"]] = r
    head = ["kernel", "system", "configs", "cold s", "warm s", "+1 s", "timed c/w/+1",
            "winner ms"]
    body = []
    for (kernel, system), ph in by.items():
        def sec(p):
            r = ph.get(p)
            if r is None:
                return "-"
            return f"{r['seconds']:.2f}" if "seconds" in r else "FAIL"

        def timed(p):
            r = ph.get(p)
            return str(r.get("timed", "?")) if r and "seconds" in r else "-"

        first = next((r for r in ph.values() if "configs" in r), {})
        win = ph.get("cold", {}).get("winner_ms")
        body.append([kernel, system, str(first.get("configs", "?")), sec("cold"), sec("warm"),
                     sec("+1"), "/".join(timed(p) for p in PHASES),
                     "-" if win is None else f"{win:.4f}"])
    widths = [max(len(x[i]) for x in [head] + body) for i in range(len(head))]
    lines = ["  ".join(c.ljust(w) for c, w in zip(row, widths)).rstrip()
             for row in [head] + body]
    fails = [f"{r['kernel']} {r['system']} {r['phase']}: {r['failed']}" for r in rows
             if "failed" in r]
    return "\n".join(lines + (["", "failures:"] + fails if fails else []))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--quick", action="store_true", help="smaller shapes")
    ap.add_argument("--interpreter", action="store_true",
                    help="tiledsl on the interpreter (tiny shapes, no GPU, no Triton)")
    ap.add_argument("--json", help="write every row to this file")
    ap.add_argument("--timeout", type=float, default=540.0, help="seconds per phase")
    ap.add_argument("--only", nargs="*", choices=("matmul", "softmax"),
                    default=["matmul", "softmax"])
    ap.add_argument("--no-triton-cache-results", dest="triton_cache_results",
                    action="store_false", help="skip Triton's cache_results=True rows")
    ap.add_argument("--child", nargs=3, metavar=("SYSTEM", "KERNEL", "PHASE"),
                    help=argparse.SUPPRESS)
    ap.add_argument("--cache-results", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.child:
        system, kernel, phase = args.child
        if system == "tiledsl":
            res = tiledsl_phase(kernel, phase, args.quick, args.interpreter)
        else:
            res = triton_phase(kernel, phase, args.quick, args.cache_results)
        print(json.dumps(res))
        return 0
    systems = ["tiledsl"]
    if not args.interpreter:
        systems.append("triton")
    rows = run_all(args, systems, args.only)
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=1) + "\n")
    print()
    print(format_table(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
