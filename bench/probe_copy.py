"""Probe, not a test: which way of copying memory reaches the device-to-device copy ceiling?

The row kernels of ``bench_gpu.py`` (one block per row: load the row, reduce, store it) run at
the speed of a copy-only kernel with the same grid, block and 16-byte accesses
(``probe_persistent.py --sched``), 3900-4070 GB/s on the H200, while ``torch``'s
device-to-device copy (``cudaMemcpy``) of the same bytes reaches ~4270 GB/s. This times
copy-only kernels of several shapes on one 2 GiB fp32 buffer pair, alternately with
``copy_`` (``triton.testing.do_bench`` medians, three rounds), to find which property of the
access pattern closes that gap:

* ``rowsC_T``: one block of T threads per C-byte chunk, every load issued before the stores
  (the row kernels' shape);
* ``strideU_T``: a grid-stride loop over 16-byte vectors, U vectors loaded then stored per
  iteration, blocks = SMs x resident blocks per SM;
* ``rows..._cs``: the row shape with ``ld.global.nc.L1::no_allocate`` loads and streaming
  (``st.global.cs``) stores.

Every kernel's output is checked equal to the input. ``python bench/probe_copy.py``.
"""
from __future__ import annotations

import cupy
import numpy as np
import torch
import triton

SMS = cupy.cuda.Device().attributes["MultiProcessorCount"]

_ROWS = r"""
extern "C" __global__ void __launch_bounds__(NT) k(uint4* __restrict__ o,
                                                   const uint4* __restrict__ i) {
  const long long base = (long long)blockIdx.x * (NT * K) + threadIdx.x;
  uint4 a[K];
#pragma unroll
  for (int j = 0; j < K; ++j) {
#if CS
    uint4 v; const uint4* p = i + base + j * NT;
    asm volatile("ld.global.nc.L1::no_allocate.v4.u32 {%0,%1,%2,%3}, [%4];"
                 : "=r"(v.x), "=r"(v.y), "=r"(v.z), "=r"(v.w) : "l"(p));
    a[j] = v;
#else
    a[j] = __ldg(i + base + j * NT);
#endif
  }
#pragma unroll
  for (int j = 0; j < K; ++j) {
#if CS
    __stcs(o + base + j * NT, a[j]);
#else
    o[base + j * NT] = a[j];
#endif
  }
}
"""

_STRIDE = r"""
extern "C" __global__ void __launch_bounds__(NT) k(uint4* __restrict__ o,
                                                   const uint4* __restrict__ i, long long n) {
  const long long step = (long long)gridDim.x * NT * U;
  for (long long b = (long long)blockIdx.x * NT * U + threadIdx.x; b < n; b += step) {
    uint4 a[U];
#pragma unroll
    for (int j = 0; j < U; ++j) a[j] = __ldg(i + b + j * NT);
#pragma unroll
    for (int j = 0; j < U; ++j) o[b + j * NT] = a[j];
  }
}
"""


def build(src, **defs):
    code = "".join(f"#define {k} {v}\n" for k, v in defs.items()) + src
    return cupy.RawModule(code=code, options=("--std=c++17", "-arch=sm_90a"),
                          backend="nvrtc").get_function("k")


def main():
    n_bytes = 1 << 31
    src = torch.randn(n_bytes // 4, device="cuda")
    dst = torch.empty_like(src)
    cs, cd = cupy.asarray(src), cupy.asarray(dst)
    n16 = n_bytes // 16
    fns = {"copy_": lambda: dst.copy_(src)}
    for chunk, nt in ((4096, 128), (8192, 256), (32768, 256), (131072, 512), (16384, 128)):
        k = chunk // (16 * nt)
        for c in (0, 1):
            f = build(_ROWS, NT=nt, K=k, CS=c)
            name = f"rows{chunk // 1024}K_{nt}" + ("_cs" if c else "")
            fns[name] = (lambda f=f, g=n_bytes // chunk, nt=nt: f((g,), (nt,), (cd, cs)))
    for u, nt in ((1, 256), (4, 256), (8, 128)):
        f = build(_STRIDE, NT=nt, U=u)
        per_sm = min(2048 // nt, 32)
        g = SMS * per_sm
        fns[f"stride{u}_{nt}"] = (lambda f=f, g=g, nt=nt: f((g,), (nt,), (cd, cs, np.int64(n16))))
    for name, f in fns.items():
        dst.fill_(float("nan"))
        f()
        torch.cuda.synchronize()
        assert torch.equal(dst, src), name
    times = {n: [] for n in fns}
    for _ in range(3):
        for n, f in fns.items():
            times[n].append(triton.testing.do_bench(f, warmup=50, rep=300, return_mode="median"))
    print(torch.cuda.get_device_name(), "copy of", n_bytes >> 20, "MiB (read + write GB/s)")
    base = float(np.median(times["copy_"]))
    for n, t in times.items():
        m = float(np.median(t))
        print(f"{n:18s} {2 * n_bytes / 1e9 / (m * 1e-3):7.0f} GB/s  {base / m:.3f} of copy_")


if __name__ == "__main__":
    main()
