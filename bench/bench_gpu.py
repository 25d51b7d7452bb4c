"""tiledsl vs Triton vs torch on the memory-bound kernels, in one process, on one GPU.

Medians of CUDA-event timings (``triton.testing.do_bench``, which also flushes L2 between
runs) after warm-up, fresh random inputs per row, every output checked against torch before it
is timed. Two phases per row:

1. *Choose*: every configuration of each system is timed, tiledsl's alternating with Triton's
   at the same ``num_warps``, three rounds each, and each system's fastest kept: ``num_warps``
   for both, and for tiledsl also the ``load_other`` launch option (``select``, its default,
   or ``ptx``); the default's figure is printed beside it.
2. *Measure*: the two chosen configurations are timed afresh in ``FINAL_ROUNDS`` paired rounds
   (order tiledsl-Triton, Triton-tiledsl, alternating, so that a drift of clocks or
   temperature hits both alike). The row reports the median over rounds of each system, and
   the ratio Triton time / tiledsl time of each round: its median and a distribution-free 95%
   confidence interval of that median (:func:`median_ci`). Measuring afresh keeps the choice's
   luck (the fastest of several noisy configurations) out of the reported ratio.

Both systems are timed on the same input and output buffers: where a buffer lies in device
memory moves a memory-bound kernel's time by up to about 1%, so each output is checked in a
buffer of its own but timed in a shared one. The ``placement`` column measures that effect:
Triton's chosen kernel writing buffer A against the same kernel writing buffer B (paired
rounds as above).
Prints the ceiling first (a 2 GiB device-to-device copy, bytes read + written per second),
then GB/s per row, the ratio tiledsl/Triton and code-generation variants (``VARIANTS``) at
the row's best ``num_warps``, then compile times and launch overhead.

    python bench/bench_gpu.py [--quick] [--json out.json]
"""
from __future__ import annotations

import argparse
import contextlib
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import numpy as np  # noqa: E402
import torch  # noqa: E402
import triton  # noqa: E402
import triton.language as tl  # noqa: E402

import tiledsl  # noqa: E402

EX = ROOT / "examples"


# ------------------------------------------------------------------ Triton kernels (tutorials)
@triton.jit
def tr_add(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    y = tl.load(y_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, x + y, mask=mask)


@triton.jit
def tr_softmax(out_ptr, in_ptr, in_stride, out_stride, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(in_ptr + row * in_stride + cols, mask=mask, other=-float("inf"))
    x = x - tl.max(x, axis=0)
    num = tl.exp(x)
    den = tl.sum(num, axis=0)
    tl.store(out_ptr + row * out_stride + cols, num / den, mask=mask)


@triton.jit
def tr_layernorm_res(Y, H, X, R, W, B, stride, N, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < N
    offs = row * stride + cols
    h = tl.load(X + offs, mask=mask, other=0.0).to(tl.float32) + \
        tl.load(R + offs, mask=mask, other=0.0).to(tl.float32)
    tl.store(H + offs, h.to(tl.float16), mask=mask)
    mean = tl.sum(h, axis=0) / N
    d = tl.where(mask, h - mean, 0.0)
    var = tl.sum(d * d, axis=0) / N
    rstd = 1 / tl.sqrt(var + eps)
    w = tl.load(W + cols, mask=mask, other=0.0).to(tl.float32)
    b = tl.load(B + cols, mask=mask, other=0.0).to(tl.float32)
    tl.store(Y + offs, (d * rstd * w + b).to(tl.float16), mask=mask)


# ------------------------------------------------------------------ helpers
def bench(fn):
    return triton.testing.do_bench(fn, warmup=50, rep=300, return_mode="median")


def bench_pair(f_a, f_b, rounds=3):
    """Medians of ``rounds`` alternating timings of two functions (ms): drift in clocks or
    temperature hits both alike."""
    ta, tb = [], []
    for _ in range(rounds):
        ta.append(bench(f_a))
        tb.append(bench(f_b))
    return float(np.median(ta)), float(np.median(tb))


#: paired rounds of the measuring phase (12 gives a 96% interval from order statistics)
FINAL_ROUNDS = 12


def median_ci(values, level=0.95):
    """``(median, low, high)`` of ``values`` (n >= 6): ``low``/``high`` are the order statistics
    x(k) and x(n+1-k) for the largest k with coverage 1 - 2 P(Bin(n, 1/2) < k) >= ``level``,
    a confidence interval for the median that assumes nothing about the distribution
    (W. J. Conover, *Practical Nonparametric Statistics*, 3rd ed., section 3.2)."""
    import math

    x = sorted(values)
    n = len(x)
    if n < 6:
        raise ValueError(f"median_ci needs at least 6 values for a 95% interval, got {n}")

    def cover(k):  # P(x(k) <= median <= x(n+1-k))
        return 1 - 2 * sum(math.comb(n, i) for i in range(k)) / 2 ** n

    k = max(k for k in range(1, n // 2 + 1) if cover(k) >= level)
    return float(np.median(x)), x[k - 1], x[n - k]


def measure_pair(f_tl, f_tr, rounds=None):
    """The measuring phase: ``rounds`` (default :data:`FINAL_ROUNDS`) paired timings of
    tiledsl's ``f_tl`` and Triton's ``f_tr``, in the order tl-tr, tr-tl, tl-tr, ...
    Returns ``dict(t_tl, t_tr)``, the medians in ms, and ``ratio, lo, hi``: the median and
    95% interval (:func:`median_ci`) of the rounds' Triton-time / tiledsl-time (> 1: tiledsl
    faster)."""
    rounds = rounds or FINAL_ROUNDS
    ta, tb = [], []
    for i in range(rounds):
        if i % 2 == 0:
            ta.append(bench(f_tl))
            tb.append(bench(f_tr))
        else:
            tb.append(bench(f_tr))
            ta.append(bench(f_tl))
    ratio, lo, hi = median_ci([b / a for a, b in zip(ta, tb)])
    return dict(t_tl=float(np.median(ta)), t_tr=float(np.median(tb)), ratio=ratio, lo=lo,
                hi=hi, rounds=rounds)


#: code-generation variants timed at each row's best num_warps: (environment knobs,
#: load_other, or None for the best configuration's)
VARIANTS = {"occ_off": ({"TILEDSL_OCCUPANCY": "off"}, None),
            "ptx_coherent": ({"TILEDSL_LOAD_NC": "0"}, "ptx")}
#: tiledsl's configurations per num_warps: the launch option load_other (docs/codegen.md)
LOAD_OTHER = ("select", "ptx")


def best_configs(warps, run_tl, run_tr, verify_tl, verify_tr, poison, time_tr=None):
    """Time every (num_warps, load_other) of tiledsl and every num_warps of Triton, each
    tiledsl configuration alternating with Triton's at the same num_warps (three rounds).
    Returns ``(tiledsl best (ms, warps, load_other), Triton best (ms, warps), tiledsl's
    default load_other at its best num_warps (ms, warps))``. Each configuration's output is
    poisoned (``poison()``) and checked before it is timed; Triton is checked through
    ``run_tr`` and timed through ``time_tr`` (default ``run_tr``), which writes tiledsl's
    output buffers."""
    time_tr = time_tr or run_tr
    best_tl, best_tr, best_default = None, None, None
    for w in warps:
        poison()
        run_tr(w)
        verify_tr()
        t_tr = []
        for lo in LOAD_OTHER:
            poison()
            run_tl(w, lo)
            verify_tl(f"w{w} {lo}")
            a, b = bench_pair(lambda: run_tl(w, lo), lambda: time_tr(w))
            t_tr.append(b)
            best_tl = min(best_tl or (1e9, 0, ""), (a, w, lo))
            if lo == "select":
                best_default = min(best_default or (1e9, 0), (a, w))
        best_tr = min(best_tr or (1e9, 0), (float(np.median(t_tr)), w))
    return best_tl, best_tr, best_default


def cupy_view(t):
    import cupy

    return cupy.asarray(t)  # zero-copy through __cuda_array_interface__


def softmax_warps(n):
    return 4 if n <= 2048 else (8 if n <= 8192 else 16)


def check(name, got, ref, tol):
    got, ref = got.float(), ref.float()
    err = ((got - ref).norm() / ref.norm()).item()
    if not (err <= tol):
        raise AssertionError(f"{name}: relative error {err:.3e} > {tol:.1e}")
    return err


@contextlib.contextmanager
def knob_env(env: dict):
    """Set code-generation variables (``TILEDSL_*``) for the block, restoring them after;
    compiled kernels are cached per value of those variables, so the block compiles anew."""
    saved = {k: os.environ.get(k) for k in env}
    os.environ.update(env)
    try:
        yield
    finally:
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v


def variant_time(env: dict, run, verify, poison=None):
    """Median time of ``run`` compiled under the environment ``env`` (a code-generation knob),
    after poisoning its output (``poison()``) and checking it with ``verify``."""
    with knob_env(env):
        if poison is not None:
            poison()
        run()
        torch.cuda.synchronize()
        verify()
        return bench(run)


def finish_row(row: dict, gb: float, best_tl, best_tr, best_def, t_th, run_tl, time_tr, run_tr,
               verify, poison):
    """``row`` completed with the measuring phase (:func:`measure_pair`) of tiledsl's and
    Triton's chosen configurations (``time_tr``: Triton writing tiledsl's buffers), in GB/s
    (``gb`` gigabytes moved), with the ratio and its interval; the placement effect (Triton
    on tiledsl's buffers against Triton on its own, ``run_tr``); torch's and tiledsl's
    default's GB/s (from the choosing phase); and the :data:`VARIANTS` at tiledsl's chosen
    ``num_warps``."""
    m = measure_pair(lambda: run_tl(best_tl[1], best_tl[2]), lambda: time_tr(best_tr[1]))
    pl = measure_pair(lambda: time_tr(best_tr[1]), lambda: run_tr(best_tr[1]))
    row.update(placement=pl["ratio"], placement_lo=pl["lo"], placement_hi=pl["hi"])
    row.update(tiledsl=gb / (m["t_tl"] * 1e-3), triton=gb / (m["t_tr"] * 1e-3),
               ratio=m["ratio"], lo=m["lo"], hi=m["hi"], rounds=m["rounds"],
               torch=gb / (t_th * 1e-3), warps=f"{best_tl[1]}{best_tl[2][0]}/{best_tr[1]}",
               default=gb / (best_def[0] * 1e-3),
               default_ratio=best_tr[0] / best_def[0])
    for name, (env, lo) in VARIANTS.items():
        t = variant_time(env, lambda lo=lo: run_tl(best_tl[1], lo or best_tl[2]),
                         lambda name=name: verify(name), poison)
        row[name] = gb / (t * 1e-3)
    return row


# ------------------------------------------------------------------ rows
def row_vector_add(n=1 << 28):
    k = tiledsl.load(EX / "vector_add.tile").vector_add
    x, y = torch.randn(n, device="cuda"), torch.randn(n, device="cuda")
    out, out_t = torch.full_like(x, float("nan")), torch.full_like(x, float("nan"))
    cx, cy, co = cupy_view(x), cupy_view(y), cupy_view(out)
    BLOCK = 1024
    grid = (triton.cdiv(n, BLOCK),)
    run_tl = lambda: k[grid](co, cx, cy, np.int32(n), BLOCK=BLOCK, num_warps=4)  # noqa: E731
    run_tr = lambda o=out_t: tr_add[grid](x, y, o, n, BLOCK=BLOCK, num_warps=4)  # noqa: E731
    run_th = lambda: torch.add(x, y, out=out_t)  # noqa: E731
    run_tl(); run_tr(); torch.cuda.synchronize()  # noqa: E702
    ref = x + y
    err = check("vector_add", out, ref, 1e-6)
    gb = 3 * n * 4 / 1e9
    check("triton vector_add", out_t, ref, 1e-6)
    m = measure_pair(run_tl, lambda: run_tr(out))  # both write `out`
    pl = measure_pair(lambda: run_tr(out), run_tr)
    return dict(kernel="vector add", shape=f"2^{n.bit_length() - 1} fp32", err=err,
                placement=pl["ratio"], placement_lo=pl["lo"], placement_hi=pl["hi"],
                tiledsl=gb / (m["t_tl"] * 1e-3), triton=gb / (m["t_tr"] * 1e-3),
                ratio=m["ratio"], lo=m["lo"], hi=m["hi"], rounds=m["rounds"],
                torch=gb / (bench(run_th) * 1e-3), warps=4)


def row_softmax(M, N, warp_choices=None):
    k = tiledsl.load(EX / "softmax.tile").softmax
    x = torch.randn(M, N, device="cuda") * 3
    out = torch.full_like(x, float("nan"))
    out_t = torch.full_like(x, float("nan"))
    cx, co = cupy_view(x), cupy_view(out)
    BLOCK = triton.next_power_of_2(N)
    ws = warp_choices or sorted({softmax_warps(N), min(32, 2 * softmax_warps(N))})
    ref = torch.softmax(x, dim=1)

    def run_tl(w, lo):
        k[(M,)](co, cx, np.int32(N), np.int32(N), np.int32(N), BLOCK=BLOCK, num_warps=w,
                load_other=lo)

    def verify_tl(what):
        torch.cuda.synchronize()
        return check(f"softmax {M}x{N} {what}", out, ref, 1e-5)

    def verify_tr():
        torch.cuda.synchronize()
        check(f"triton softmax {M}x{N}", out_t, ref, 1e-5)

    def run_tr(w, o=out_t):
        tr_softmax[(M,)](o, x, N, N, N, BLOCK=BLOCK, num_warps=w)

    def time_tr(w):
        run_tr(w, out)

    out.fill_(float("nan"))
    run_tl(ws[0], "select")
    err = verify_tl("first")
    best_tl, best_tr, best_def = best_configs(
        ws, run_tl, run_tr, verify_tl, verify_tr,
        lambda: (out.fill_(float("nan")), out_t.fill_(float("nan"))), time_tr)
    t_th = bench(lambda: torch.softmax(x, 1))
    return finish_row(dict(kernel="softmax", shape=f"{M}x{N} fp32", err=err), 2 * M * N * 4 / 1e9,
                      best_tl, best_tr, best_def, t_th, run_tl, time_tr, run_tr,
                      lambda name: check(f"softmax {name}", out, ref, 1e-5),
                      lambda: out.fill_(float("nan")))


def layernorm_inputs(M, N):
    """Fresh random fp16 inputs of the layer-norm rows: ``(x, residual, weight, bias)``,
    ``M``×``N``, ``M``×``N``, ``N``, ``N`` (weights in [0.5, 1.5))."""
    f16 = torch.float16
    return (torch.randn(M, N, device="cuda", dtype=f16),
            torch.randn(M, N, device="cuda", dtype=f16),
            torch.rand(N, device="cuda", dtype=f16) + 0.5,
            torch.randn(N, device="cuda", dtype=f16))


def row_layernorm(M, N):
    k = tiledsl.load(EX / "layernorm.tile").layernorm
    x, r, w, b = layernorm_inputs(M, N)
    y, h = torch.empty_like(x), torch.empty_like(x)
    yt, ht = torch.empty_like(x), torch.empty_like(x)
    c = [cupy_view(t) for t in (y, h, x, r, w, b)]
    BLOCK = triton.next_power_of_2(N)
    eps = 1e-5
    hr = (x.float() + r.float())
    ref = torch.nn.functional.layer_norm(hr, (N,), w.float(), b.float(), eps)
    base = min(max(BLOCK // 256, 1), 16)

    def run_tl(wp, lo):
        k[(M,)](*c, np.int32(N), np.int32(N), np.float32(eps), BLOCK=BLOCK, num_warps=wp,
                load_other=lo)

    def verify_tl(what):
        torch.cuda.synchronize()
        check(f"layernorm h {what}", h, hr, 1e-3)
        return check(f"layernorm {M}x{N} {what}", y, ref, 2e-3)

    def verify_tr():
        torch.cuda.synchronize()
        check("triton layernorm", yt, ref, 2e-3)

    def run_tr(wp, o=(yt, ht)):
        tr_layernorm_res[(M,)](*o, x, r, w, b, N, N, eps, BLOCK=BLOCK, num_warps=wp)

    def time_tr(wp):
        run_tr(wp, (y, h))

    y.fill_(float("nan"))
    run_tl(base, "select")
    err = verify_tl("first")
    best_tl, best_tr, best_def = best_configs(
        sorted({max(1, base // 2), base, min(32, base * 2)}), run_tl, run_tr, verify_tl,
        verify_tr, lambda: [t.fill_(float("nan")) for t in (y, h, yt, ht)], time_tr)
    t_th = bench(lambda: torch.nn.functional.layer_norm(x + r, (N,), w, b, eps))
    return finish_row(dict(kernel="layer norm + residual", shape=f"{M}x{N} fp16", err=err),
                      4 * M * N * 2 / 1e9,  # read x, residual; write h, y
                      best_tl, best_tr, best_def, t_th, run_tl, time_tr, run_tr,
                      lambda name: check(f"layernorm {name}", y, ref, 2e-3),
                      lambda: y.fill_(float("nan")))


# ------------------------------------------------------------------ compile / launch overhead
_COLD = r"""
import sys, time, numpy as np
sys.path.insert(0, {root!r})
which = sys.argv[1]
import torch
x = torch.randn(1 << 20, device="cuda"); y = torch.randn_like(x); o = torch.empty_like(x)
torch.cuda.synchronize()
if which == "tiledsl":
    import tiledsl, cupy
    k = tiledsl.load({ex!r}).vector_add
    a = [cupy.asarray(t) for t in (o, x, y)]
    t0 = time.perf_counter(); k[(1024,)](*a, np.int32(1 << 20), BLOCK=1024); cupy.cuda.runtime.deviceSynchronize()
else:
    sys.path.insert(0, {bench!r}); import bench_gpu as b
    t0 = time.perf_counter(); b.tr_add[(1024,)](x, y, o, 1 << 20, BLOCK=1024); torch.cuda.synchronize()
print(time.perf_counter() - t0)
"""


def compile_times():
    out = {}
    code = _COLD.format(root=str(ROOT), ex=str(EX / "vector_add.tile"), bench=str(ROOT / "bench"))
    for which, var in (("tiledsl", "TILEDSL_CACHE_DIR"), ("triton", "TRITON_CACHE_DIR")):
        with tempfile.TemporaryDirectory() as d:
            env = dict(os.environ, **{var: d})
            ts = []
            for _ in range(2):
                p = subprocess.run([sys.executable, "-c", code, which], env=env,
                                   capture_output=True, text=True)
                if p.returncode:
                    ts.append(float("nan"))
                    print(p.stderr[-2000:], file=sys.stderr)
                else:
                    ts.append(float(p.stdout.strip().splitlines()[-1]))
            out[which] = ts
    return out


def launch_overhead(n_launch=2000):
    """Host microseconds per launch of a one-program vector add (4 arguments) and layer norm
    (9 arguments), ``kernel[grid](...)`` against Triton's ``kernel[grid](...)``, launches
    queued back to back (the GPU work is a few microseconds, so the host is the bound)."""
    import cupy

    k = tiledsl.load(EX / "vector_add.tile").vector_add
    ln = tiledsl.load(EX / "layernorm.tile").layernorm
    x = torch.randn(1024, device="cuda")
    y, o = torch.randn_like(x), torch.empty_like(x)
    a = [cupy_view(t) for t in (o, x, y)]
    h6 = [torch.randn(1024, device="cuda", dtype=torch.float16) for _ in range(6)]
    c6 = [cupy_view(t) for t in h6]
    res = {}
    fns = {
        "tiledsl": lambda: k[(1,)](*a, np.int32(1024), BLOCK=1024),
        "triton": lambda: tr_add[(1,)](x, y, o, 1024, BLOCK=1024),
        "tiledsl layernorm": lambda: ln[(1,)](*c6, np.int32(1024), np.int32(1024),
                                              np.float32(1e-5), BLOCK=1024, num_warps=4),
        "triton layernorm": lambda: tr_layernorm_res[(1,)](*h6, 1024, 1024, 1e-5, BLOCK=1024,
                                                           num_warps=4),
    }
    from tiledsl.codegen import runtime

    try:
        fn = next(iter(k.cache.values())).fn
    except Exception:  # noqa: BLE001
        fn = None
    for name, f in fns.items():
        for _ in range(20):
            f()
        if name == "tiledsl":
            try:
                fn = next(iter(k.cache.values())).fn
            except Exception:  # noqa: BLE001
                fn = None
        torch.cuda.synchronize()
        t0 = time.perf_counter()
        for _ in range(n_launch):
            f()
        torch.cuda.synchronize()
        res[name] = (time.perf_counter() - t0) / n_launch * 1e6
    if fn is not None:  # the codegen layer alone, without argument binding
        args = [a[0], a[1], a[2], np.int32(1024)]
        for _ in range(20):
            runtime.launch(fn, (1, 1, 1), args)
        cupy.cuda.runtime.deviceSynchronize()
        t0 = time.perf_counter()
        for _ in range(n_launch):
            runtime.launch(fn, (1, 1, 1), args)
        cupy.cuda.runtime.deviceSynchronize()
        res["tiledsl codegen.launch"] = (time.perf_counter() - t0) / n_launch * 1e6
    return res


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true", help="smaller shapes (smoke test)")
    ap.add_argument("--json", default=None)
    ap.add_argument("--skip-rows", action="store_true",
                    help="only compile times and launch overhead (no GB/s rows)")
    args = ap.parse_args(argv)
    torch.manual_seed(0)
    rows = []
    src = torch.randn(1 << 29, device="cuda")
    dst = torch.empty_like(src)
    ceiling = 2 * src.numel() * 4 / 1e9 / (bench(lambda: dst.copy_(src)) * 1e-3)
    del src, dst
    print(f"ceiling: device-to-device copy {ceiling:.0f} GB/s (read + write)", flush=True)
    plan = [
        ("vector add", lambda: row_vector_add(1 << (22 if args.quick else 28))),
        ("softmax", lambda: row_softmax(*((1024, 1024) if args.quick else (32768, 1024)))),
        ("softmax", lambda: row_softmax(*((512, 8192) if args.quick else (8192, 8192)))),
        ("softmax", lambda: row_softmax(*((256, 32768) if args.quick else (4096, 32768)))),
        ("layernorm", lambda: row_layernorm(*((1024, 4096) if args.quick else (16384, 4096)))),
        ("layernorm", lambda: row_layernorm(*((512, 16384) if args.quick else (4096, 16384)))),
    ]
    for name, f in ([] if args.skip_rows else plan):
        try:
            rows.append(f())
        except Exception as exc:  # noqa: BLE001 - report and go on with the other rows
            import traceback

            traceback.print_exc()
            rows.append(dict(kernel=name, shape="?", error=f"{type(exc).__name__}: {exc}"[:200]))
        torch.cuda.empty_cache()
    extra = {}
    try:
        extra["compile_s"] = compile_times()
    except Exception as exc:  # noqa: BLE001
        extra["compile_s"] = str(exc)
    try:
        extra["launch_us"] = launch_overhead()
    except Exception as exc:  # noqa: BLE001
        extra["launch_us"] = str(exc)
    dev = torch.cuda.get_device_name()
    import cupy

    head = (f"device {dev}; torch {torch.__version__}, triton {triton.__version__}, "
            f"cupy {cupy.__version__}, CUDA {torch.version.cuda}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(dict(head=head, ceiling_gbs=ceiling, rows=rows, **extra), f, indent=1,
                      default=str)
    print("\n" + head + f"\nceiling (device-to-device copy): {ceiling:.0f} GB/s")
    print(f"GB/s: medians of {FINAL_ROUNDS} paired rounds; tl/tr: median of the rounds' "
          "Triton time / tiledsl time, with its 95% interval; verdict: '>' the interval lies "
          "above 1, '<' below, '=' it holds 1; both write the same buffers; placement: Triton "
          "on those buffers / Triton on its own (time ratio, 95% interval)")
    print(f"{'kernel':24} {'shape':18} {'tiledsl':>9} {'triton':>9} {'torch':>9} {'tl/tr':>6} "
          f"{'95% interval':>14} v config(tl/tr)  [default load_other, choosing phase: GB/s, "
          "tl/tr]")
    for r in rows:
        if "error" in r:
            print(f"{r['kernel']:24} {r['shape']:18} ERROR {r['error']}")
            continue
        verdict = ">" if r["lo"] > 1 else ("<" if r["hi"] < 1 else "=")
        print(f"{r['kernel']:24} {r['shape']:18} {r['tiledsl']:9.0f} {r['triton']:9.0f} "
              f"{r['torch']:9.0f} {r['ratio']:6.3f} [{r['lo']:.3f}, {r['hi']:.3f}] {verdict} "
              f"{r['warps']}"
              + (f"  [{r['default']:.0f}, {r['default_ratio']:.3f}]"
                 if "default" in r else "")
              + f"  placement {r['placement']:.3f} [{r['placement_lo']:.3f}, "
                f"{r['placement_hi']:.3f}]"
              + "".join(f"  {v}: {r[v]:.0f}" for v in VARIANTS if v in r))
    cs = extra.get("compile_s")
    if isinstance(cs, dict):
        print("compile (s, first launch in a fresh process): " + "; ".join(
            f"{k} cold {v[0]:.3f} warm {v[1]:.3f}" for k, v in cs.items()))
    else:
        print("compile:", cs)
    lu = extra.get("launch_us")
    print("launch overhead (us/launch): " + ("; ".join(f"{k} {v:.1f}" for k, v in lu.items())
                                            if isinstance(lu, dict) else str(lu)))


if __name__ == "__main__":
    main()
