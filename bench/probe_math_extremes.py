"""What the GPU computes for every elementwise float function at the extremes, against the
interpreter, and what Triton and other instruction choices give for the same inputs.

    python bench/probe_math_extremes.py [--out DIR] [--random N] [--no-triton]

Sections (each prints its disagreements in bits, value (0xbits); a summary comes last):

1. tiledsl on the GPU against the interpreter over the extremes table
   (:mod:`tiledsl.testing.extremes`), every function of every dtype;
2. the largest distance in ulp between the two over N random inputs per dtype (random bit
   patterns, log-uniform magnitudes, [-110, 110], [-8, 8]): the bounds of docs/language.md;
3. instruction variants on fp32 (``.ftz`` forms, ``sqrt.approx``, ``lg2.approx``,
   ``sin.approx``, ``div.approx``/``div.rn``, CUDA's ``__expf``/``expf``...) over the table:
   where each one's kind of result differs from the correctly rounded one; whether
   ``rcp.approx`` is correctly rounded over every mantissa, and whether ``ex2.approx`` is
   exact at integers and how far it is from 2^t over every fp32 t in [0, 1);
4. Triton (``tl.exp``, ``tl.sigmoid``, ``tl.math.rsqrt``, ``/``, ``div_rn``, casts ...) over the
   same table against tiledsl's GPU results, and the approximate instructions in its PTX.

``--out DIR`` also writes everything as JSON (bits of every input and result) and the log.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import sys
import time
import traceback

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from tiledsl.testing import extremes as E  # noqa: E402
from tiledsl.testing import mathsweep as S  # noqa: E402

LOG = []
SUMMARY = []
DATA = {}


def say(*parts):
    line = " ".join(str(p) for p in parts)
    LOG.append(line)
    print(line, flush=True)


def bits_list(a) -> list:
    return [int(v) for v in E.bits_of(np.asarray(a))]


# ------------------------------------------------------------------ 1. the extremes table
def section_table():
    say("== 1. tiledsl GPU vs interpreter over the extremes table")
    total = 0
    for dt in E.FLOATS:
        for g in S.GROUPS:
            if not E.functions(dt, g):
                continue
            pts = E.group_points(dt, g)
            gpu = S.run(dt, g, pts, "cuda")
            ref = S.run(dt, g, pts, "interpreter")
            bad = S.compare(dt, pts, gpu, ref)
            DATA[f"table/{g}/{dt}"] = {
                "inputs": [bits_list(x) for x in pts],
                "gpu": {k: bits_list(v) for k, v in gpu.items()},
                "interpreter": {k: bits_list(v) for k, v in ref.items()}}
            exact_diff = {fn: int((E.ulp_distance(gpu[fn], ref[fn]) > 0).sum()) for fn in gpu}
            say(f"-- {g} {dt}: {len(pts[0])} points x {len(gpu)} functions, "
                f"{len(bad)} disagreements; lanes not bit-equal: "
                f"{ {k: v for k, v in exact_diff.items() if v} }")
            for d in bad:
                say("  ", d)
            total += len(bad)
    SUMMARY.append(f"table: {total} disagreements (GPU vs interpreter)")


# --------------------------------------------------------------- 2. bounds over random inputs
def section_random(n: int):
    say(f"== 2. largest ulp distance GPU vs interpreter over {n} random inputs per dtype")
    for dt in E.FLOATS:
        for g, arity in (("unary", 1), ("binary", 2)):
            if not E.functions(dt, g):
                continue
            ins = S.random_inputs(dt, arity, n, seed=17)
            gpu = S.run(dt, g, ins, "cuda")
            ref = S.run(dt, g, ins, "interpreter")
            stats = S.max_ulp(dt, gpu, ref)
            DATA[f"random/{g}/{dt}"] = stats
            bad = S.compare(dt, ins, gpu, ref)
            for fn, (mx, kinds) in stats.items():
                if mx or kinds:
                    bound = E.gpu_ulp(fn, dt)
                    mine = [d for d in bad if d.fn == fn]
                    allowed = " (allowed: rounded across 0 or inf within the bound)" \
                        if kinds and fn in E.ROUNDS_ACROSS_BOUNDARIES and not mine else ""
                    flag = "   <-- disagreement" if mine else ""
                    say(f"  {fn}[{dt}]: max {mx} ulp (bound {bound}), {kinds} lanes of "
                        f"another kind{allowed}{flag}")
                    SUMMARY.append(f"random {fn}[{dt}]: max {mx} ulp, {kinds} kind diffs, "
                                   f"{len(mine)} disagreements")
                    for d in mine[:12]:
                        say("   ", d)


# ----------------------------------------------------------------- 3. instruction variants
_UNARY_VARIANTS = {
    "ex2.approx": 'asm("ex2.approx.f32 %0, %1;" : "=f"(y) : "f"(x));',
    "ex2.approx.ftz": 'asm("ex2.approx.ftz.f32 %0, %1;" : "=f"(y) : "f"(x));',
    "exp=ex2.approx(x*log2e)": 'float t = x * 1.4426950408889634f; '
                               'asm("ex2.approx.f32 %0, %1;" : "=f"(y) : "f"(t));',
    "exp=ex2.approx.ftz(x*log2e)": 'float t = x * 1.4426950408889634f; '
                                   'asm("ex2.approx.ftz.f32 %0, %1;" : "=f"(y) : "f"(t));',
    "__expf": "y = __expf(x);",
    "expf": "y = expf(x);",
    "exp2f": "y = exp2f(x);",
    "lg2.approx": 'asm("lg2.approx.f32 %0, %1;" : "=f"(y) : "f"(x));',
    "lg2.approx.ftz": 'asm("lg2.approx.ftz.f32 %0, %1;" : "=f"(y) : "f"(x));',
    "log2f": "y = log2f(x);",
    "logf": "y = logf(x);",
    "__logf": "y = __logf(x);",
    "rsqrt.approx": 'asm("rsqrt.approx.f32 %0, %1;" : "=f"(y) : "f"(x));',
    "rsqrt.approx.ftz": 'asm("rsqrt.approx.ftz.f32 %0, %1;" : "=f"(y) : "f"(x));',
    "rsqrtf": "y = rsqrtf(x);",
    "sqrt.approx": 'asm("sqrt.approx.f32 %0, %1;" : "=f"(y) : "f"(x));',
    "sqrt.approx.ftz": 'asm("sqrt.approx.ftz.f32 %0, %1;" : "=f"(y) : "f"(x));',
    "sqrt.rn": 'asm("sqrt.rn.f32 %0, %1;" : "=f"(y) : "f"(x));',
    "sin.approx": 'asm("sin.approx.f32 %0, %1;" : "=f"(y) : "f"(x));',
    "sin.approx.ftz": 'asm("sin.approx.ftz.f32 %0, %1;" : "=f"(y) : "f"(x));',
    "sinf": "y = sinf(x);",
    "cos.approx": 'asm("cos.approx.f32 %0, %1;" : "=f"(y) : "f"(x));',
    "cosf": "y = cosf(x);",
    "erff": "y = erff(x);",
    "rcp.approx": 'asm("rcp.approx.f32 %0, %1;" : "=f"(y) : "f"(x));',
    "rcp.approx.ftz": 'asm("rcp.approx.ftz.f32 %0, %1;" : "=f"(y) : "f"(x));',
    "rcp.rn": 'asm("rcp.rn.f32 %0, %1;" : "=f"(y) : "f"(x));',
    "sigmoid=div.full(1,1+ex2(-x*log2e))":
        'float t = -x * 1.4426950408889634f; float e; '
        'asm("ex2.approx.f32 %0, %1;" : "=f"(e) : "f"(t)); float d = 1.0f + e; '
        'asm("div.full.f32 %0, %1, %2;" : "=f"(y) : "f"(1.0f), "f"(d));',
    "sigmoid=div.full.ftz(1,1+ex2.ftz(-x*log2e))":
        'float t = -x * 1.4426950408889634f; float e; '
        'asm("ex2.approx.ftz.f32 %0, %1;" : "=f"(e) : "f"(t)); float d = 1.0f + e; '
        'asm("div.full.ftz.f32 %0, %1, %2;" : "=f"(y) : "f"(1.0f), "f"(d));',
}
_BINARY_VARIANTS = {
    "div.full": 'asm("div.full.f32 %0, %1, %2;" : "=f"(y) : "f"(a), "f"(b));',
    "div.full.ftz": 'asm("div.full.ftz.f32 %0, %1, %2;" : "=f"(y) : "f"(a), "f"(b));',
    "div.approx": 'asm("div.approx.f32 %0, %1, %2;" : "=f"(y) : "f"(a), "f"(b));',
    "div.rn": 'asm("div.rn.f32 %0, %1, %2;" : "=f"(y) : "f"(a), "f"(b));',
    "__fdividef": "y = __fdividef(a, b);",
    "fmaxf": "y = fmaxf(a, b);",
    "fminf": "y = fminf(a, b);",
}


def _variant_source() -> tuple:
    names, parts = {}, []
    for i, (label, body) in enumerate(_UNARY_VARIANTS.items()):
        k = f"vu{i}"
        names[label] = (k, 1)
        parts.append(f'extern "C" __global__ void {k}(const float* p, float* o, int n) {{\n'
                     f"  int i = blockIdx.x * blockDim.x + threadIdx.x; if (i >= n) return;\n"
                     f"  float x = p[i]; float y; {body} o[i] = y;\n}}\n")
    for i, (label, body) in enumerate(_BINARY_VARIANTS.items()):
        k = f"vb{i}"
        names[label] = (k, 2)
        parts.append(f'extern "C" __global__ void {k}(const float* p, const float* q, float* o, '
                     f"int n) {{\n  int i = blockIdx.x * blockDim.x + threadIdx.x; "
                     f"if (i >= n) return;\n  float a = p[i]; float b = q[i]; float y; {body} "
                     f"o[i] = y;\n}}\n")
    return "".join(parts), names


def _load_variants():
    import cupy

    from tiledsl.codegen import runtime

    src, names = _variant_source()
    dev = cupy.cuda.Device()
    path, _ = runtime.compile_cubin(src, "probe_math_variants", runtime.device_arch(cupy, dev),
                                    cupy)
    mod = cupy.RawModule(path=path)
    return {label: (mod.get_function(k), ar) for label, (k, ar) in names.items()}


def _launch(fn, *arrays):
    import cupy

    n = arrays[0].size
    dev = [cupy.asarray(a) for a in arrays]
    out = cupy.empty(n, dtype=np.float32)
    fn(((n + 255) // 256,), (256,), (*dev, out, np.int32(n)))
    cupy.cuda.runtime.deviceSynchronize()
    return cupy.asnumpy(out)


_REF32 = {
    "ex2": np.exp2, "exp": np.exp, "lg2": np.log2, "log2": np.log2, "log": np.log,
    "rsqrt": lambda v: 1 / np.sqrt(v), "sqrt": np.sqrt, "sin": np.sin, "cos": np.cos,
    "rcp": lambda v: 1 / v, "sigmoid": lambda v: 1 / (1 + np.exp(-v)),
}


def _ref_for(label: str):
    if label.startswith("sigmoid"):
        return _REF32["sigmoid"]
    if label.startswith("exp=") or label in ("__expf", "expf"):
        return np.exp
    if label == "exp2f":
        return np.exp2
    if label in ("log2f",):
        return np.log2
    if label in ("logf", "__logf"):
        return np.log
    if label == "rsqrtf":
        return _REF32["rsqrt"]
    if label in ("sinf",):
        return np.sin
    if label in ("cosf",):
        return np.cos
    if label == "erff":
        import math
        return np.vectorize(math.erf, otypes=[np.float64])
    return _REF32[label.split(".")[0]]


def section_variants():
    say("== 3. fp32 instruction variants over the unary/binary table (kind of result vs the "
        "correctly rounded value)")
    variants = _load_variants()
    x = E.group_points("fp32", "unary")[0]
    ab = E.group_points("fp32", "binary")
    out = {}
    for label, (fn, ar) in variants.items():
        if ar == 1:
            got = _launch(fn, x)
            with np.errstate(all="ignore"):
                ref = _ref_for(label)(x.astype(np.float64)).astype(np.float32)
            ins = (x,)
        else:
            got = _launch(fn, *ab)
            with np.errstate(all="ignore"):
                a64, b64 = ab[0].astype(np.float64), ab[1].astype(np.float64)
                ref = {"fmaxf": np.fmax, "fminf": np.fmin}.get(label, np.divide)(a64, b64)
                ref = ref.astype(np.float32)
            ins = ab
        out[label] = bits_list(got)
        diff = np.nonzero(E.kinds(got) != E.kinds(ref))[0]
        say(f"-- {label}: {len(diff)} points of another kind than the correctly rounded value")
        for i in diff[:40]:
            say("    (" + ", ".join(E.describe(v[i]) for v in ins) + f") -> {E.describe(got[i])}"
                f" vs {E.describe(ref[i])}")
    DATA["variants"] = out
    _rcp_exactness(variants)
    _ex2_accuracy(variants)
    _div_model(variants)


def _rcp_exactness(variants):
    m = np.arange(1 << 23, dtype=np.uint32) | np.uint32(0x3F800000)  # every mantissa in [1, 2)
    b = m.view(np.float32)
    ref = (1.0 / b.astype(np.float64)).astype(np.float32)
    for label in ("rcp.approx", "rcp.approx.ftz"):
        got = _launch(variants[label][0], b)
        d = E.ulp_distance(got, ref)
        say(f"-- {label} over all 2^23 mantissas: {int((d > 0).sum())} not correctly rounded, "
            f"max {int(d.max())} ulp")
        SUMMARY.append(f"{label}: {int((d > 0).sum())} of 2^23 mantissas not RN(1/b)")


def _ex2_accuracy(variants):
    ints = np.arange(-160, 130, dtype=np.float32)
    got = _launch(variants["ex2.approx"][0], ints)
    ref = np.exp2(ints.astype(np.float64)).astype(np.float32)
    bad = np.nonzero(E.bits_of(got) != E.bits_of(ref))[0]
    say(f"-- ex2.approx at the integers -160..129: {len(bad)} not exact "
        + ", ".join(f"{ints[i]:g}->{E.describe(got[i])}" for i in bad[:10]))
    t = (np.arange(1 << 23, dtype=np.uint32) | np.uint32(0x3F800000)).view(np.float32) - 1
    t = np.unique(t)
    for label in ("ex2.approx", "ex2.approx.ftz"):
        got = _launch(variants[label][0], t)
        ref = np.exp2(t.astype(np.float64)).astype(np.float32)
        d = E.ulp_distance(got, ref)
        hist = np.bincount(np.minimum(d, 8))
        say(f"-- {label} over every fp32 t in [0, 1): max {int(d.max())} ulp, histogram "
            f"{hist.tolist()}")
        SUMMARY.append(f"{label} on [0,1): max {int(d.max())} ulp")


def _div_model(variants):
    """Whether div.full.f32 is a * rcp(b) with the operands scaled, rcp rounded correctly."""
    a, b = S.random_inputs("fp32", 2, 1 << 20, seed=5)
    got = _launch(variants["div.full"][0], a, b)
    with np.errstate(all="ignore"):
        big = np.abs(b) > np.float32(2.0 ** 126)
        small = np.abs(b) < np.float32(2.0 ** -126)
        s = np.where(big, np.float32(0.25), np.where(small, np.float32(2.0 ** 24), np.float32(1)))
        sa, sb = (a * s).astype(np.float32), (b * s).astype(np.float32)
        r = (1.0 / sb.astype(np.float64)).astype(np.float32)
        model = (sa * r).astype(np.float32)
        ieee = (a.astype(np.float64) / b.astype(np.float64)).astype(np.float32)
    for name, ref in (("a*s*RN(1/(b*s))", model), ("IEEE a/b", ieee)):
        d = E.ulp_distance(got, ref)
        kd = E.kinds(got) != E.kinds(ref)
        fin = ~kd & (E.kinds(got) >= E.POS)
        say(f"-- div.full.f32 vs {name} over 2^20 random pairs: {int((d[fin] > 0).sum())} "
            f"finite lanes differ (max {int(d[fin].max()) if fin.any() else 0} ulp), "
            f"{int(kd.sum())} of another kind")
        for i in np.nonzero(kd)[0][:8]:
            say(f"    {E.describe(a[i])} / {E.describe(b[i])}: {E.describe(got[i])} vs "
                f"{E.describe(ref[i])}")
        SUMMARY.append(f"div.full vs {name}: {int((d[fin] > 0).sum())} finite diffs, "
                       f"{int(kd.sum())} kind diffs")


# ------------------------------------------------------------------------------ 4. Triton
def section_triton():
    say("== 4. Triton over the table, against tiledsl's GPU results")
    import torch
    import triton

    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import probe_math_triton as T

    say(f"triton {triton.__version__}, torch {torch.__version__}")
    for dt, group, launcher in T.LAUNCHERS:
        try:
            pts = E.group_points(dt, group)
            tri, ptx = launcher(pts)
            ours = S.run(dt, group, pts, "cuda")
            ref = S.run(dt, group, pts, "interpreter")
            DATA[f"triton/{group}/{dt}"] = {k: bits_list(v) for k, v in tri.items()}
            for fn, got in tri.items():
                key = T.OURS.get(fn, fn)
                if key not in ours:
                    continue
                ne = np.nonzero(E.ulp_distance(got, ours[key]) > 0)[0]
                kd = np.nonzero(E.kinds(got) != E.kinds(ours[key]))[0]
                kr = np.nonzero(E.kinds(got) != E.kinds(ref[key]))[0]
                say(f"-- triton {fn}[{dt}]: {len(ne)} lanes not bit-equal to tiledsl's GPU, "
                    f"{len(kd)} of another kind; {len(kr)} of another kind than the "
                    f"interpreter")
                for i in kd[:30]:
                    ins = ", ".join(E.describe(x[i]) for x in pts)
                    say(f"    ({ins}): triton {E.describe(got[i])}, tiledsl GPU "
                        f"{E.describe(ours[key][i])}, interpreter {E.describe(ref[key][i])}")
                SUMMARY.append(f"triton {fn}[{dt}]: {len(ne)} bit diffs, {len(kd)} kind diffs "
                               f"vs tiledsl GPU")
            for line in sorted(set(re.findall(
                    r"\b(?:ex2|lg2|rsqrt|sqrt|div|rcp|sin|cos|mul\.rn|cvt\.rn)\.[a-z0-9.]+",
                    ptx))):
                say(f"    ptx uses: {line}")
        except Exception:  # noqa: BLE001 - keep the other sections' results
            say(f"-- triton {group} {dt} failed:\n{traceback.format_exc()}")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", default=None)
    ap.add_argument("--random", type=int, default=1 << 20)
    ap.add_argument("--no-triton", action="store_true")
    args = ap.parse_args()
    import cupy

    props = cupy.cuda.runtime.getDeviceProperties(0)
    say(f"device: {props['name'].decode()}, cupy {cupy.__version__}, numpy {np.__version__}")
    t0 = time.time()
    sections = [("table", section_table), ("random", lambda: section_random(args.random)),
                ("variants", section_variants)]
    if not args.no_triton:
        sections.append(("triton", section_triton))
    for name, fn in sections:
        t = time.time()
        try:
            fn()
        except Exception:  # noqa: BLE001 - keep going: the other sections still report
            say(f"section {name} failed:\n{traceback.format_exc()}")
            SUMMARY.append(f"section {name} FAILED")
        say(f"({name}: {time.time() - t:.1f} s)")
    say("== summary")
    for line in SUMMARY:
        say("  " + line)
    say(f"total {time.time() - t0:.1f} s")
    if args.out:
        os.makedirs(args.out, exist_ok=True)
        with open(os.path.join(args.out, "probe_math_extremes.json"), "w") as f:
            json.dump(DATA, f)
        with open(os.path.join(args.out, "probe_math_extremes.txt"), "w") as f:
            f.write("\n".join(LOG) + "\n")


if __name__ == "__main__":
    main()
