"""Probe, not a test and not the benchmark: would a persistent grid, with the next program's
rows prefetched into L2, make the benchmarked kernels faster than Triton?

For each row of ``bench_gpu.py`` this takes the CUDA that tiledsl generates for the launch
(same facts, ``num_warps`` and ``load_other``), rewrites it by text into variants, compiles
each through cupy (NVRTC, the runtime's options) and times it alternately with Triton's
kernel in one process (``triton.testing.do_bench`` medians, three rounds). Variants:

* ``base``: the generated source, unmodified (compiled here, as the variants are);
* ``pers``: one block per resident slot (SMs x blocks per SM), each looping over programs
  ``blockIdx.x, blockIdx.x + gridDim.x, ...`` with a barrier closing each iteration;
* ``pers_line``: ``pers`` + at the top of each iteration, ``prefetch.global.L2`` of every
  128-byte line of the next program's input rows, spread over the block's threads;
* ``pers_bulk``: ``pers`` + one ``cp.async.bulk.prefetch.L2`` per input row (thread 0).

With ``--sched``, the variants are scheduling and cache-size hints: ``hoist`` (the address
arithmetic and vector loads of the kernel's late loads, layer norm's weight and bias, moved
above the first barrier so that their latency overlaps the row loads; their conversions stay), ``ptx`` (the predicated-load form),
``p256`` and ``p128`` (``ptx`` with ``.L2::256B`` / ``.L2::128B`` prefetch-size hints on every
load), ``hoist_p256``; and ``copy``: a hand-written kernel that only copies rows of the same
shape and bytes (same grid and block, 16-byte loads all issued before the stores), the
ceiling of one-row-per-block kernels (its output is not checked against the others).

With ``--evict``, the variants are instead the ``ptx`` masked-load form and the same with the
per-program (streamed) input rows loaded under an L2 evict-first cache policy (``ef``), and
also L1 no-allocate (``ef_na``); the other loads (layer norm's weights) stay as they are.

Every variant's output must equal the unmodified kernel's bit for bit. Run on the GPU
machine: ``python bench/probe_persistent.py [--evict | --sched]`` (prints one table).
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import cupy  # noqa: E402
import torch  # noqa: E402
import triton  # noqa: E402

import tiledsl  # noqa: E402

sys.path.insert(0, str(ROOT / "bench"))
from bench_gpu import tr_add, tr_layernorm_res, tr_softmax  # noqa: E402

EX = ROOT / "examples"
SMS = cupy.cuda.Device().attributes["MultiProcessorCount"]


def bench(fn):
    return triton.testing.do_bench(fn, warmup=50, rep=300, return_mode="median")


# ------------------------------------------------------------------ the rewrite
def persistent(src: str, prefetch: str, rows: list, nthreads: int) -> str:
    """``src`` with its program loop made persistent; ``rows``: [(pointer C name, row stride
    C expression in elements, element bytes, row bytes)] of the inputs to prefetch."""
    m = re.search(r"const int (pid\d+) = \(int\)blockIdx\.x;[^\n]*\n", src)
    assert m, "no program_id(0) line"
    pf = ""
    if prefetch != "none":
        body = []
        for ptr, stride, _esz, nbytes in rows:
            base = f"reinterpret_cast<const char*>({ptr} + (long long)tl_nx * ({stride}))"
            if prefetch == "line":
                body.append(f"for (int o = (int)threadIdx.x * 128; o < {nbytes}; "
                            f"o += {nthreads * 128}) asm volatile(\"prefetch.global.L2 [%0];\" "
                            f":: \"l\"({base} + o));")
            else:
                body.append(f"if (threadIdx.x == 0) asm volatile("
                            f"\"cp.async.bulk.prefetch.L2.global [%0], %1;\" :: \"l\"({base}), "
                            f"\"r\"({nbytes}) : \"memory\");")
        pf = ("  { const int tl_nx = tl_prog + (int)gridDim.x; if (tl_nx < tl_nprog) {\n    "
              + "\n    ".join(body) + "\n  } }\n")
    head = (f"for (int tl_prog = blockIdx.x; tl_prog < tl_nprog; tl_prog += gridDim.x) {{\n"
            f"  const int {m.group(1)} = tl_prog;\n" + pf)
    out = src[:m.start()] + head + src[m.end():]
    out = re.sub(r"\) \{\n(  extern __shared__|  const int tl_lane)", r", int tl_nprog) {\n\1",
                 out, count=1)
    end = out.rstrip().rfind("}")
    close = "  __syncthreads();\n  }\n" if "tl_smem" in src else "  }\n"
    return out[:end] + close + "}\n"


_EF = r"""
// probe: the predicated 16-byte load with an L2 evict-first cache policy (Triton's
// eviction_policy="evict_first" lowers to the same createpolicy + .L2::cache_hint)
template <typename V> __device__ __forceinline__ void tl_ld_pred_ef(V& v, const void* p, bool m) {
  if constexpr (sizeof(V) == 16) {
    const int c = m;
    uint4 u; memcpy(&u, &v, 16);
    asm("{ .reg .pred q; .reg .b64 pol; setp.ne.b32 q, %5, 0; "
        "createpolicy.fractional.L2::evict_first.b64 pol, 1.0; "
        "@q ld.global.nc{NA}.L2::cache_hint.v4.b32 {%0, %1, %2, %3}, [%4], pol; }"
        : "+r"(u.x), "+r"(u.y), "+r"(u.z), "+r"(u.w) : "l"(p), "r"(c));
    memcpy(&v, &u, 16);
  } else {
    tl_ld_pred<1>(v, p, m);
  }
}
"""


def evict_first(src: str, params: list, no_allocate: bool) -> str:
    """``src`` (generated with load_other="ptx") with the loads through ``params`` (C names,
    e.g. p_x) made L2 evict-first (and L1 no-allocate when ``no_allocate``)."""
    ptrs = set()
    for m in re.finditer(r"(p\d+) = \((\w+) \+", src):  # in order: p43 = (p42 + ...)
        if m.group(2) in params or m.group(2) in ptrs:
            ptrs.add(m.group(1))
    out = re.sub(r"tl_ld_pred<1>\((\w+), (\w+), ",
                 lambda m: (f"tl_ld_pred_ef({m.group(1)}, {m.group(2)}, " if m.group(2) in ptrs
                            else m.group(0)), src)
    fn = _EF.replace("{NA}", ".L1::no_allocate" if no_allocate else "")
    i = out.index("// kernel ")
    assert out.count("tl_ld_pred_ef(") >= 1, "no load rewritten"
    return out[:i] + fn + "\n" + out[i:]


def hoist(src: str, tile_lines: tuple) -> str:
    """``src`` with the address and vector-load statements annotated with one of
    ``tile_lines`` (e.g. 21, 22) moved just above the first ``__syncthreads()``."""
    lines = src.split("\n")
    pat = re.compile(r"// \w+\.tile:(%s)$" % "|".join(map(str, tile_lines)))
    # only the address arithmetic and the vector loads; their conversions stay where they
    # are, so that what lives across the barriers is the loaded (packed) vectors
    kind = re.compile(r"^\s*(\S+\* const p\d+ = |tl_vec<[^>]*> lv\d+ = |if \(\w+\) lv\d+ = "
                      r"|tl_ld_pred<\d>\(lv)")
    take = [bool(pat.search(ln) and kind.search(ln)) for ln in lines]
    moved = [ln for ln, t in zip(lines, take) if t]
    rest = [ln for ln, t in zip(lines, take) if not t]
    assert moved, "nothing to hoist"
    i = next(n for n, ln in enumerate(rest) if "__syncthreads()" in ln)
    # the barrier's own statement group (the partial store before it) stays below
    return "\n".join(rest[:i - 1] + moved + rest[i - 1:])


def l2_hint(src: str, size: int) -> str:
    """``src`` (generated with load_other="ptx") with a ``.L2::<size>B`` prefetch-size hint on
    every predicated global load."""
    out = re.sub(r"ld\.global(\.nc)?\.(v[24]\.)?b32", lambda m: m.group(0).replace(
        "ld.global" + (m.group(1) or ""), f"ld.global{m.group(1) or ''}.L2::{size}B"), src)
    assert out != src
    return out


_COPY = r"""
extern "C" __global__ void __launch_bounds__(NT) rowcopy(uint4* __restrict__ o0,
    uint4* __restrict__ o1, const uint4* __restrict__ i0, const uint4* __restrict__ i1,
    long long row16) {
  const long long base = (long long)blockIdx.x * row16 + threadIdx.x;
  uint4 a[K], b[K];
#pragma unroll
  for (int k = 0; k < K; ++k) {
    a[k] = __ldg(i0 + base + k * NT);
    if (NIN == 2) b[k] = __ldg(i1 + base + k * NT);
  }
#pragma unroll
  for (int k = 0; k < K; ++k) {
    if (NOUT == 1 && NIN == 2) { a[k].x ^= b[k].x; a[k].y ^= b[k].y; a[k].z ^= b[k].z; a[k].w ^= b[k].w; }
    o0[base + k * NT] = a[k];
    if (NOUT == 2) o1[base + k * NT] = b[k];
  }
}
"""


class RowCopy:
    """The copy-only ceiling kernel: ``rows`` rows of ``row_bytes`` from ``nin`` inputs to
    ``nout`` outputs, one block of ``nthreads`` per row."""

    def __init__(self, rows, row_bytes, nin, nout, nthreads):
        k = row_bytes // (16 * nthreads)
        assert k * 16 * nthreads == row_bytes, (row_bytes, nthreads)
        src = "".join(f"#define {n} {v}\n" for n, v in
                      (("NT", nthreads), ("K", k), ("NIN", nin), ("NOUT", nout))) + _COPY
        self.fn = cupy.RawModule(code=src, options=("--std=c++17", "-arch=sm_90a"),
                                 backend="nvrtc").get_function("rowcopy")
        n = rows * row_bytes // 4
        self.bufs = [cupy.random.random(n, dtype=cupy.float32) for _ in range(nin)] + \
            [cupy.empty(n, dtype=cupy.float32) for _ in range(nout)]
        ins, outs = self.bufs[:nin], self.bufs[nin:]
        self.args = (outs[0], outs[-1], ins[0], ins[-1], np.int64(row_bytes // 16))
        self.grid, self.nt = rows, nthreads
        self.regs = self.fn.num_regs
        self.blocks = rows

    def __call__(self, _args=None):
        self.fn((self.grid,), (self.nt,), self.args)


class Variant:
    def __init__(self, src, name, nthreads, grid, pers):
        from codegen.runtime import _include_dirs

        opts = ("--std=c++17", "-arch=sm_90a") + tuple(f"-I{d}" for d in _include_dirs(cupy))
        self.fn = cupy.RawModule(code=src, options=opts, backend="nvrtc").get_function(name)
        self.nthreads, self.grid, self.pers = nthreads, grid, pers
        regs = self.fn.num_regs
        from codegen.occupancy import blocks_per_sm

        self.per_sm = blocks_per_sm(regs, nthreads, 1024)
        self.regs = regs
        self.blocks = min(grid, SMS * self.per_sm) if pers else grid

    def __call__(self, args):
        extra = (np.int32(self.grid),) if self.pers else ()
        self.fn((self.blocks,), (self.nthreads,), tuple(args) + extra, shared_mem=1024)


def variants(kernel, spec, args_for_facts, grid, rows, num_warps, load_other):
    src = kernel.emit("cuda", num_warps=num_warps, load_other=load_other,
                      facts=args_for_facts, **spec)
    name = re.search(r"__global__ void (?:__launch_bounds__\([^)]*\) )?(\w+)\(", src).group(1)
    nt = num_warps * 32
    out = {"base": Variant(src, name, nt, grid, False)}
    if MODE == "sched":
        ptx = kernel.emit("cuda", num_warps=num_warps, load_other="ptx",
                          facts=args_for_facts, **spec)
        out["ptx"] = Variant(ptx, name, nt, grid, False)
        out["p256"] = Variant(l2_hint(ptx, 256), name, nt, grid, False)
        out["p128"] = Variant(l2_hint(ptx, 128), name, nt, grid, False)
        if LATE:
            out["hoist"] = Variant(hoist(src, LATE), name, nt, grid, False)
            out["hoist_p256"] = Variant(l2_hint(hoist(ptx, LATE), 256), name, nt, grid, False)
        return out
    if MODE == "evict":
        ptx = kernel.emit("cuda", num_warps=num_warps, load_other="ptx",
                          facts=args_for_facts, **spec)
        streamed = [r[0] for r in rows]
        out["ptx"] = Variant(ptx, name, nt, grid, False)
        out["ef"] = Variant(evict_first(ptx, streamed, False), name, nt, grid, False)
        out["ef_na"] = Variant(evict_first(ptx, streamed, True), name, nt, grid, False)
        return out
    for pf in ("none", "line", "bulk"):
        key = "pers" if pf == "none" else f"pers_{pf}"
        out[key] = Variant(persistent(src, pf, rows, nt), name, nt, grid, True)
    return out


#: "persistent" (the grid variants), "evict" (L2 eviction policies on the streamed loads) or
#: "sched" (late loads hoisted, L2 prefetch-size hints, the row-copy ceiling)
MODE = "persistent"
#: tile lines of the kernel being probed whose statements ``hoist`` moves (set per row)
LATE: tuple = ()


def all_facts(names, ints):
    f = {n: {"aligned16": True, "noalias": True} for n in names}
    for n, v in ints.items():
        f[n] = {"div16": True} if v % 16 == 0 else {}
        if v == 1:
            f[n]["is_one"] = True
    return {k: v for k, v in f.items() if v}


def time_row(label, gb, fns, outputs, ref_out):
    """fns: {name: callable}; 'triton' among them. Checks every tiledsl variant's output
    equals 'base' bit for bit, then times all alternately (3 rounds)."""
    base = None
    for name, f in fns.items():
        if name in ("triton", "copy"):
            continue
        for o in outputs:
            o.fill_(float("nan"))
        f()
        torch.cuda.synchronize()
        got = [o.clone() for o in outputs]
        if base is None:
            base = got
            g, r = got[0].float(), ref_out.float()
            err = ((g - r).norm() / r.norm()).item()  # as bench_gpu.check: fp16 outputs
            assert err < 2e-3, (label, name, err)
        else:
            for a, b in zip(base, got):
                assert torch.equal(a, b), (label, name, "differs from base")
    times = {n: [] for n in fns}
    for _ in range(3):
        for n, f in fns.items():
            times[n].append(bench(f))
    med = {n: float(np.median(t)) for n, t in times.items()}
    return {n: gb / (t * 1e-3) for n, t in med.items()}


def row_softmax(M, N, w):
    k = tiledsl.load(EX / "softmax.tile").softmax
    x = torch.randn(M, N, device="cuda") * 3
    out, out_t = torch.empty_like(x), torch.empty_like(x)
    BLOCK = triton.next_power_of_2(N)
    facts = all_facts(["out", "x"], {"x_row_stride": N, "out_row_stride": N, "n_cols": N})
    global LATE
    LATE = ()
    vs = variants(k, {"BLOCK": BLOCK}, facts, M, [("p_x", "p_x_row_stride", 4, N * 4)], w,
                  "select")
    args = [cupy.asarray(out), cupy.asarray(x), np.int32(N), np.int32(N), np.int32(N)]
    fns = {n: (lambda v=v: v(args)) for n, v in vs.items()}
    if MODE == "sched":
        vs["copy"] = RowCopy(M, N * 4, 1, 1, w * 32)
        fns["copy"] = vs["copy"]
    fns["triton"] = lambda: tr_softmax[(M,)](out_t, x, N, N, N, BLOCK=BLOCK, num_warps=w)
    r = time_row(f"softmax {M}x{N}", 2 * M * N * 4 / 1e9, fns, [out], torch.softmax(x, 1))
    return f"softmax {M}x{N} w{w}", r, vs


def row_layernorm(M, N, w):
    k = tiledsl.load(EX / "layernorm.tile").layernorm
    f16 = torch.float16
    x, r = torch.randn(M, N, device="cuda", dtype=f16), torch.randn(M, N, device="cuda", dtype=f16)
    wt = torch.rand(N, device="cuda", dtype=f16) + 0.5
    b = torch.randn(N, device="cuda", dtype=f16)
    y, h, yt, ht = (torch.empty_like(x) for _ in range(4))
    BLOCK = triton.next_power_of_2(N)
    eps = 1e-5
    facts = all_facts(["y", "h_out", "x", "residual", "weight", "bias"],
                      {"row_stride": N, "n_cols": N})
    rows = [("p_x", "p_row_stride", 2, N * 2), ("p_residual", "p_row_stride", 2, N * 2)]
    global LATE
    LATE = (21, 22)  # examples/layernorm.tile: the weight and bias loads
    vs = variants(k, {"BLOCK": BLOCK}, facts, M, rows, w, "select")
    args = [cupy.asarray(t) for t in (y, h, x, r, wt, b)] + [np.int32(N), np.int32(N),
                                                             np.float32(eps)]
    fns = {n: (lambda v=v: v(args)) for n, v in vs.items()}
    if MODE == "sched":
        vs["copy"] = RowCopy(M, N * 2, 2, 2, w * 32)
        fns["copy"] = vs["copy"]
    fns["triton"] = lambda: tr_layernorm_res[(M,)](yt, ht, x, r, wt, b, N, N, eps, BLOCK=BLOCK,
                                                   num_warps=w)
    ref = torch.nn.functional.layer_norm(x.float() + r.float(), (N,), wt.float(), b.float(), eps)
    res = time_row(f"layernorm {M}x{N}", 4 * M * N * 2 / 1e9, fns, [y, h], ref)
    return f"layernorm {M}x{N} w{w}", res, vs


def row_add(n=1 << 28):
    k = tiledsl.load(EX / "vector_add.tile").vector_add
    x, y = torch.randn(n, device="cuda"), torch.randn(n, device="cuda")
    out, out_t = torch.empty_like(x), torch.empty_like(x)
    BLOCK = 1024
    facts = all_facts(["out", "x", "y"], {"n": n})
    rows = [("p_x", "1024", 4, 4096), ("p_y", "1024", 4, 4096)]
    global LATE
    LATE = ()
    vs = variants(k, {"BLOCK": BLOCK}, facts, n // BLOCK, rows, 4, "select")
    args = [cupy.asarray(out), cupy.asarray(x), cupy.asarray(y), np.int32(n)]
    fns = {nm: (lambda v=v: v(args)) for nm, v in vs.items()}
    if MODE == "sched":
        vs["copy"] = RowCopy(n // BLOCK, BLOCK * 4, 2, 1, 128)
        fns["copy"] = vs["copy"]
    fns["triton"] = lambda: tr_add[(n // BLOCK,)](x, y, out_t, n, BLOCK=BLOCK, num_warps=4)
    res = time_row("vector add", 3 * n * 4 / 1e9, fns, [out], x + y)
    return "vector add 2^28 w4", res, vs


def main():
    print(torch.cuda.get_device_name(), "triton", triton.__version__, "cupy", cupy.__version__)
    results = []
    jobs = [lambda: row_layernorm(16384, 4096, 16), lambda: row_layernorm(16384, 4096, 8),
            lambda: row_softmax(8192, 8192, 8), lambda: row_softmax(4096, 32768, 16),
            lambda: row_softmax(32768, 1024, 4), lambda: row_layernorm(4096, 16384, 8),
            row_add]
    if MODE == "sched":
        jobs.insert(-1, lambda: row_layernorm(4096, 16384, 16))
    names = {"evict": ["triton", "base", "ptx", "ef", "ef_na"],
             "sched": ["triton", "base", "ptx", "p256", "p128", "hoist", "hoist_p256", "copy"],
             }.get(MODE, ["triton", "base", "pers", "pers_line", "pers_bulk"])
    for job in jobs:
        try:
            label, r, vs = job()
        except Exception as exc:  # noqa: BLE001 - a probe: report and go on
            print("FAILED", exc)
            continue
        regs = " ".join(f"{n}:{v.regs}r/{v.blocks}b" for n, v in vs.items())
        print(f"{label:28s}", " ".join(f"{n}={r[n]:.0f}" for n in names if n in r),
              "| ratio to triton:", " ".join(f"{n}={r[n] / r['triton']:.3f}" for n in names[1:]
                                             if n in r),
              "|", regs, flush=True)
        results.append((label, r))


if __name__ == "__main__":
    if sys.argv[1:] in (["--evict"], ["--sched"]):
        MODE = sys.argv[1][2:]
    main()
