"""How Triton and tiledsl reduce and scan fp16 and bf16 tiles: result dtypes, accumulation
precision and order, on inputs where these show.

    python3 bench/probe_half_accumulation.py [--out DIR]      (on a machine with a GPU)

For each dtype (fp16, bf16) and tile (N elements, num_warps), one Triton kernel computes
``sum``, ``max``, ``min``, ``argmax``, ``argmin``, ``max(return_indices=True)``, ``cumsum``
(also ``reverse``) and ``cumprod`` of a few rows; ``tl.static_print`` reports each result's
dtype at compile time and the TTGIR gives the layout. Each result is compared with models
computed here in float64, rounded after every step to the accumulation dtype:

* ``once``: accumulate exactly, round once (an accumulator wider than the result);
* ``seq``: left to right; ``halving``: ``x[i] + x[i + n/2]`` first; ``neighbours``:
  ``x[2i] + x[2i+1]`` first (tiledsl's documented order for sums);
* ``triton``: the order of Triton's lowering for the kernel's blocked layout: each thread's
  registers in sequence, then a butterfly over the lane bits from the highest, then over the
  warp bits from the highest;
* scans: ``hillis-steele`` (tiledsl's documented order), ``seq``, ``once``.

Then the same rows through tiledsl, on the GPU when cupy finds one and on the interpreter,
compared bit for bit. Prints one table; ``--out`` also writes it with the TTGIR layouts.
"""
from __future__ import annotations

import argparse
import contextlib
import io
import os
import re
import sys
import tempfile
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

CONFIGS = [(8, 4), (1024, 4), (1024, 1)]  # (N, num_warps)
ROWS = 4


# ------------------------------------------------------------------ rounding and models
def np_dtype(d: str):
    if d == "bf16":
        import ml_dtypes
        return np.dtype(ml_dtypes.bfloat16)
    return np.dtype({"fp16": np.float16, "fp32": np.float32}[d])


def rnd(v: float, d: str) -> float:
    return float(np.array(v, np.float64).astype(np.float32).astype(np_dtype(d)))


def model_once(line, mul, d):
    acc = 1.0 if mul else 0.0
    for t in line:
        acc = acc * t if mul else acc + t
    return rnd(acc, d)


def model_seq(line, mul, d):
    acc = line[0]
    for t in line[1:]:
        acc = rnd(acc * t if mul else acc + t, d)
    return acc


def model_pairs(line, d, neighbours):
    v = list(line)
    while len(v) > 1:
        h = len(v) // 2
        v = ([rnd(v[2 * i] + v[2 * i + 1], d) for i in range(h)] if neighbours
             else [rnd(v[i] + v[i + h], d) for i in range(h)])
    return v[0]


def blocked_bases(n, spt, nw):
    """Axis offsets of the register, lane and warp bits of a 1-D ``#blocked`` layout (0: the
    bit replicates), register wraps last."""
    reg, lane, warp, cov = [], [], [], 1
    for lst, cnt in ((reg, spt), (lane, 32), (warp, nw)):
        for _ in range(cnt.bit_length() - 1):
            lst.append(cov if cov < n else 0)
            cov *= 2
    while cov < n:
        reg.append(cov)
        cov *= 2
    return reg, lane, warp


def _xor_sum(bits, bases):
    c = 0
    for i, b in enumerate(bases):
        if bits >> i & 1:
            c ^= b
    return c


def model_triton_sum(line, d, spt, nw):
    n = len(line)
    reg, lane, warp = blocked_bases(n, spt, nw)
    part = {}
    for ln in range(32):
        for w in range(nw):
            base = _xor_sum(ln, lane) ^ _xor_sum(w, warp)
            acc, seen = None, set()
            for r in range(1 << len(reg)):
                c = base ^ _xor_sum(r, reg)
                if c in seen:
                    continue
                seen.add(c)
                acc = line[c] if acc is None else rnd(acc + line[c], d)
            part[ln, w] = acc
    for bases, key in ((lane, 0), (warp, 1)):
        for b in reversed(range(len(bases))):
            if not bases[b]:
                continue
            new = {}
            for (ln, w), v in part.items():
                o = (ln ^ (1 << b), w) if key == 0 else (ln, w ^ (1 << b))
                new[ln, w] = rnd(v + part[o], d)
            part = new
    return part[0, 0]


def scan_models(line, mul, d, reverse):
    v = list(line[::-1]) if reverse else list(line)
    n = len(v)
    hs, k = list(v), 1
    while k < n:
        hs = [hs[i] if i < k else rnd(hs[i - k] * hs[i] if mul else hs[i - k] + hs[i], d)
              for i in range(n)]
        k *= 2
    seq, acc = [], None
    for t in v:
        acc = t if acc is None else rnd(acc * t if mul else acc + t, d)
        seq.append(acc)
    once, acc = [], 1.0 if mul else 0.0
    for t in v:
        acc = acc * t if mul else acc + t
        once.append(rnd(acc, d))
    out = {"hillis-steele": hs, "seq": seq, "once": once}
    return {k_: (m[::-1] if reverse else m) for k_, m in out.items()}


# ------------------------------------------------------------------ inputs
def inputs(d, n, rng):
    """Rows of x (sums, scans, max ...) and y (products), exact in ``d``: row 0 is issue 15's
    ``[big, 1, 1, ...]`` where 1 is half an ulp of big; the others mix values so that sums
    round often."""
    big = 2048.0 if d == "fp16" else 256.0
    step = 2.0**-10 if d == "fp16" else 2.0**-7
    x = rng.choice([1.0, 1.0, 1.0, 3.0, 0.5, -1.0, 0.75, -0.25], size=(ROWS, n))
    x = np.where(rng.random((ROWS, n)) < 0.05, big, x)
    x[0] = 1.0
    x[0, 0] = big
    y = 1.0 + rng.integers(-6, 7, size=(ROWS, n)) * step
    y[0] = 1.0 + step
    dt = np_dtype(d)
    return x.astype(np.float32).astype(dt), y.astype(np.float32).astype(dt)


# ------------------------------------------------------------------ Triton
def probe_kernel():
    """The Triton kernel (built on first use: Triton is imported only here)."""
    import triton
    import triton.language as tl

    @triton.jit
    def probe(x_ptr, y_ptr, s_ptr, mx_ptr, mn_ptr, am_ptr, an_ptr, mv_ptr, cs_ptr, csr_ptr,
              cp_ptr, N: tl.constexpr):
        row = tl.program_id(0)
        o = tl.arange(0, N)
        x = tl.load(x_ptr + row * N + o)
        y = tl.load(y_ptr + row * N + o)
        s = tl.sum(x, axis=0)
        tl.static_print("DTYPE sum", s.dtype)
        tl.store(s_ptr + row, s)
        m = tl.max(x, axis=0)
        tl.static_print("DTYPE max", m.dtype)
        tl.store(mx_ptr + row, m)
        m = tl.min(x, axis=0)
        tl.static_print("DTYPE min", m.dtype)
        tl.store(mn_ptr + row, m)
        i = tl.argmax(x, axis=0)
        tl.static_print("DTYPE argmax", i.dtype)
        tl.store(am_ptr + row, i)
        i = tl.argmin(x, axis=0)
        tl.static_print("DTYPE argmin", i.dtype)
        tl.store(an_ptr + row, i)
        mv, mi = tl.max(x, axis=0, return_indices=True)
        tl.static_print("DTYPE max_indices", mv.dtype)
        tl.store(mv_ptr + row, mv)
        c = tl.cumsum(x, axis=0)
        tl.static_print("DTYPE cumsum", c.dtype)
        tl.store(cs_ptr + row * N + o, c)
        c = tl.cumsum(x, axis=0, reverse=True)
        tl.store(csr_ptr + row * N + o, c)
        c = tl.cumprod(y, axis=0)
        tl.static_print("DTYPE cumprod", c.dtype)
        tl.store(cp_ptr + row * N + o, c)

    return probe


def triton_results(d, n, nw, x, y):
    import torch

    probe = probe_kernel()
    tdt = {"fp16": torch.float16, "bf16": torch.bfloat16}[d]
    dev = "cpu" if os.environ.get("TRITON_INTERPRET") == "1" else "cuda"

    def t(a):
        return torch.from_numpy(np.ascontiguousarray(a).view(np.uint16).astype(np.int16)) \
            .view(tdt).to(dev)

    outs = {k: torch.zeros(ROWS, dtype=torch.float32, device=dev)
            for k in ("sum", "max", "min", "max_indices")}
    outs.update({k: torch.zeros(ROWS, dtype=torch.int32, device=dev)
                 for k in ("argmax", "argmin")})
    outs.update({k: torch.zeros(ROWS, n, dtype=torch.float32, device=dev)
                 for k in ("cumsum", "cumsum_reverse", "cumprod")})
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        k = probe[(ROWS,)](t(x), t(y), outs["sum"], outs["max"], outs["min"], outs["argmax"],
                           outs["argmin"], outs["max_indices"], outs["cumsum"],
                           outs["cumsum_reverse"], outs["cumprod"], N=n, num_warps=nw)
    if dev == "cuda":
        torch.cuda.synchronize()
    dtypes = dict(re.findall(r"DTYPE (\w+) (\w+)", buf.getvalue()))
    dtypes["cumsum_reverse"] = dtypes.get("cumsum")
    ttgir = getattr(k, "asm", {}).get("ttgir", "") if k is not None else ""
    m = re.search(r"#blocked\d* = #ttg\.blocked<\{sizePerThread = \[(\d+)\]", ttgir)
    spt = int(m.group(1)) if m else None
    res = {k_: v.cpu().numpy() for k_, v in outs.items()}
    return res, dtypes, spt, ttgir


# ------------------------------------------------------------------ tiledsl
TILEDSL = """
kernel k(x: *{T}, y: *{T}, s: *{S}, cs: *{C}, cp: *{C}, N: constexpr):
    row = program_id(0)
    o = arange(0, N)
    a = load(x + row * N + o)
    b = load(y + row * N + o)
    store(s + row, sum(a))
    store(cs + row * N + o, cumsum(a))
    store(cp + row * N + o, cumprod(b))
"""


def tiledsl_results(d, n, nw, x, y, backend):
    import tiledsl
    from tiledsl.dtypes import DType

    C = "fp32" if d == "bf16" else d
    k = tiledsl.compile(TILEDSL.format(T=d, S=d, C=C), filename="probe.tile").k
    s = np.zeros(ROWS, np_dtype(d))
    cs = np.zeros((ROWS, n), np_dtype(C))
    cp = np.zeros((ROWS, n), np_dtype(C))
    if backend == "interpreter":
        k[(ROWS,)](x, y, s, cs, cp, N=n, backend="interpreter")
        return {"sum": s, "cumsum": cs, "cumprod": cp}
    import torch

    def t(a):
        if a.dtype == DType.bf16.np:
            return torch.from_numpy(a.view(np.int16)).view(torch.bfloat16).cuda()
        return torch.from_numpy(a).cuda()

    args = [t(a) for a in (x, y, s, cs, cp)]
    k[(ROWS,)](*args, N=n, num_warps=nw)
    torch.cuda.synchronize()
    out = {}
    for name, a in zip(("sum", "cumsum", "cumprod"), args[2:]):
        h = a.cpu()
        out[name] = (h.view(torch.int16).numpy().view(np_dtype(d)) if h.dtype == torch.bfloat16
                     else h.numpy())
    return out


def _gpu() -> bool:
    try:
        import torch
        return torch.cuda.is_available()
    except ImportError:
        return False


# ------------------------------------------------------------------ main
def _fmt(v, k=6):
    return "[" + ", ".join(f"{float(t):g}" for t in np.asarray(v).reshape(-1)[:k]) + \
        (", ...]" if np.asarray(v).size > k else "]")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=os.environ.get("OUT"))
    args = ap.parse_args()
    os.environ.setdefault("TRITON_CACHE_DIR", tempfile.mkdtemp(prefix="probe-triton-"))
    import triton

    lines = [f"triton {triton.__version__}; GPU: {_gpu()}"]
    extra = []
    rng = np.random.default_rng(15)
    for d in ("fp16", "bf16"):
        for n, nw in CONFIGS:
            x, y = inputs(d, n, rng)
            xf, yf = x.astype(np.float64), y.astype(np.float64)
            res, dtypes, spt, ttgir = triton_results(d, n, nw, x, y)
            extra.append(f"== {d} N={n} num_warps={nw}: TTGIR layouts\n" +
                         "\n".join(re.findall(r"#\w+ = #ttg\.\w+<.*>", ttgir)))
            head = f"{d} N={n} w={nw} spt={spt}"
            acc = dtypes.get("sum", d)
            models = {
                "once": [model_once(r, False, acc) for r in xf],
                "seq": [model_seq(r, False, acc) for r in xf],
                "halving": [model_pairs(r, acc, False) for r in xf],
                "neighbours": [model_pairs(r, acc, True) for r in xf],
            }
            if spt:
                models["triton"] = [model_triton_sum(r, acc, spt, nw) for r in xf]
            got = res["sum"].astype(np.float64).tolist()
            match = [k_ for k_, m in models.items() if m == got]
            lines.append(f"{head}  sum -> {dtypes.get('sum')}: row0 {got[0]:g} "
                         f"(once {models['once'][0]:g}); matches: {', '.join(match) or 'none'}")
            for op in ("max", "min", "max_indices"):
                f = np.max if op.startswith("max") else np.min
                ok = res[op].tolist() == [float(f(r)) for r in xf]
                lines.append(f"{head}  {op} -> {dtypes.get(op)}: exact {ok}")
            for op in ("argmax", "argmin"):
                f = np.argmax if op == "argmax" else np.argmin
                ok = res[op].tolist() == [int(f(r)) for r in xf]
                lines.append(f"{head}  {op} -> {dtypes.get(op)}: first index {ok}")
            for op, src, mul, rev in (("cumsum", xf, False, False),
                                      ("cumsum_reverse", xf, False, True),
                                      ("cumprod", yf, True, False)):
                acc = dtypes.get(op.split("_")[0], d)
                got = res[op].astype(np.float64).tolist()
                per = [scan_models(r, mul, acc, rev) for r in src]
                match = [k_ for k_ in per[0] if [p[k_] for p in per] == got]
                # the same scan rounded in the input dtype instead, to show the precision
                narrow = [scan_models(r, mul, d, rev)["hillis-steele"] for r in src]
                lines.append(f"{head}  {op} -> {dtypes.get(op.split('_')[0])}: row0 "
                             f"{_fmt(got[0])}; matches: {', '.join(match) or 'none'}; "
                             f"equals {d} at every step: {narrow == got}")
            runs = ["interpreter"] + (["cuda"] if _gpu() else [])
            ts = {b: tiledsl_results(d, n, nw, x, y, b) for b in runs}
            mods = {"sum": models["neighbours"],
                    "cumsum": [scan_models(r, False, "fp32" if d == "bf16" else d, False)
                               ["hillis-steele"] for r in xf],
                    "cumprod": [scan_models(r, True, "fp32" if d == "bf16" else d, False)
                                ["hillis-steele"] for r in yf]}
            for op in ("sum", "cumsum", "cumprod"):
                a = ts["interpreter"][op]
                same = {b: np.array_equal(a.view(np.uint8), ts[b][op].view(np.uint8))
                        for b in runs[1:]}
                doc = a.astype(np.float64).tolist() == mods[op]
                lines.append(f"{head}  tiledsl {op} -> {a.dtype}: row0 {_fmt(a[0])}; "
                             f"documented order {doc}; "
                             + "; ".join(f"{b} == interpreter {v}" for b, v in same.items()))
    text = "\n".join(lines)
    print(text)
    if args.out:
        Path(args.out).mkdir(parents=True, exist_ok=True)
        Path(args.out, "probe_half_accumulation.txt").write_text(text + "\n\n" +
                                                                 "\n\n".join(extra) + "\n")


if __name__ == "__main__":
    main()
