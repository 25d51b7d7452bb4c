"""Probe, not a test: would spreading one row over a thread-block cluster beat Triton?

``probe_copy.py`` found that a copy kernel loses bandwidth as each block holds more bytes
(4 KiB per 128-thread block: 0.995 of ``cudaMemcpy``; 128 KiB per 512-thread block: 0.943),
and the benchmark's row kernels hold a whole row per block. On Hopper a row can be split over
a cluster of C blocks (``__cluster_dims__``): each block loads 1/C of the row, reduces its
part, and the C partial results are exchanged through distributed shared memory
(``cluster.map_shared_rank``) with a cluster barrier per reduction. This times hand-written
CUDA kernels of that shape, for C = 1 (one block per row, what tiledsl and Triton generate)
and larger C, against Triton's kernels of ``bench_gpu.py`` in the same process, paired rounds
(``bench_gpu.measure_pair``), outputs checked against torch first.

    python bench/probe_cluster.py
"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import cupy  # noqa: E402
import numpy as np  # noqa: E402
import torch  # noqa: E402
import triton  # noqa: E402

from bench_gpu import check, measure_pair, tr_layernorm_res, tr_softmax  # noqa: E402

_COMMON = r"""
#include <cooperative_groups.h>
#include <cuda_fp16.h>
namespace cg = cooperative_groups;
template <int BT> __device__ __forceinline__ float block_reduce(float v, float* sm, bool is_max) {
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) {
    float u = __shfl_xor_sync(0xffffffffu, v, o);
    v = is_max ? fmaxf(v, u) : v + u;
  }
  if (BT > 32) {
    if ((threadIdx.x & 31) == 0) sm[threadIdx.x >> 5] = v;
    __syncthreads();
    v = sm[threadIdx.x & (BT / 32 - 1)];
#pragma unroll
    for (int o = BT / 64; o > 0; o >>= 1) {
      float u = __shfl_xor_sync(0xffffffffu, v, o);
      v = is_max ? fmaxf(v, u) : v + u;
    }
  }
  return v;
}
// the cluster's reduction of each block's v: every thread gets the result
template <int CL> __device__ __forceinline__ float cluster_reduce(float v, float* slot, bool is_max) {
  if (CL == 1) return v;
  cg::cluster_group cl = cg::this_cluster();
  if (threadIdx.x == 0) *slot = v;
  cl.sync();
  float r = *cl.map_shared_rank(slot, 0);
#pragma unroll
  for (int k = 1; k < CL; ++k) {
    float u = *cl.map_shared_rank(slot, k);
    r = is_max ? fmaxf(r, u) : r + u;
  }
  return r;
}
template <int CL> __device__ __forceinline__ void cluster_arrive() {
  if (CL > 1) asm volatile("barrier.cluster.arrive.release.aligned;" ::: "memory");
}
template <int CL> __device__ __forceinline__ void cluster_wait() {
  if (CL > 1) asm volatile("barrier.cluster.wait.acquire.aligned;" ::: "memory");
}
"""

_SOFTMAX = r"""
extern "C" __global__ void CLUSTER_ATTR __launch_bounds__(NT)
softmax(float* __restrict__ out, const float* __restrict__ x, int n) {
  __shared__ float sm[2][32];
  __shared__ float slot[2];
  const int row = blockIdx.x / C, part = blockIdx.x % C;
  const size_t base = (size_t)row * n + (size_t)part * (n / C);
  const float4* src = reinterpret_cast<const float4*>(x + base);
  float4 v[V];
#pragma unroll
  for (int k = 0; k < V; ++k) v[k] = __ldg(src + threadIdx.x + k * NT);
  float m = __int_as_float(0xff800000);
#pragma unroll
  for (int k = 0; k < V; ++k) m = fmaxf(m, fmaxf(fmaxf(v[k].x, v[k].y), fmaxf(v[k].z, v[k].w)));
  m = cluster_reduce<C>(block_reduce<NT>(m, sm[0], true), &slot[0], true);
  float s = 0.f;
#pragma unroll
  for (int k = 0; k < V; ++k) {
    v[k].x = __expf(v[k].x - m); v[k].y = __expf(v[k].y - m);
    v[k].z = __expf(v[k].z - m); v[k].w = __expf(v[k].w - m);
    s += (v[k].x + v[k].y) + (v[k].z + v[k].w);
  }
  s = cluster_reduce<C>(block_reduce<NT>(s, sm[1], false), &slot[1], false);
  cluster_arrive<C>();  // this block's slots are read by the others until they arrive too
  float4* dst = reinterpret_cast<float4*>(out + base);
#pragma unroll
  for (int k = 0; k < V; ++k) {
    float4 o = v[k];
    o.x = __fdividef(o.x, s); o.y = __fdividef(o.y, s); o.z = __fdividef(o.z, s);
    o.w = __fdividef(o.w, s);
    dst[threadIdx.x + k * NT] = o;
  }
  cluster_wait<C>();
}
"""

_LAYERNORM = r"""
extern "C" __global__ void CLUSTER_ATTR __launch_bounds__(NT)
layernorm(__half* __restrict__ y, __half* __restrict__ h_out, const __half* __restrict__ x,
          const __half* __restrict__ r, const __half* __restrict__ w,
          const __half* __restrict__ b, int n, float eps) {
  __shared__ float sm[2][32];
  __shared__ float slot[2];
  const int row = blockIdx.x / C, part = blockIdx.x % C;
  const size_t col0 = (size_t)part * (n / C);
  const size_t base = (size_t)row * n + col0;
  float h[V][8];
#pragma unroll
  for (int k = 0; k < V; ++k) {
    uint4 a = __ldg(reinterpret_cast<const uint4*>(x + base) + threadIdx.x + k * NT);
    uint4 c = __ldg(reinterpret_cast<const uint4*>(r + base) + threadIdx.x + k * NT);
    const __half* ah = reinterpret_cast<const __half*>(&a);
    const __half* ch = reinterpret_cast<const __half*>(&c);
#pragma unroll
    for (int j = 0; j < 8; ++j) h[k][j] = __half2float(ah[j]) + __half2float(ch[j]);
  }
  float s = 0.f;
#pragma unroll
  for (int k = 0; k < V; ++k) {
    uint4 o; __half* oh = reinterpret_cast<__half*>(&o);
#pragma unroll
    for (int j = 0; j < 8; ++j) { oh[j] = __float2half_rn(h[k][j]); s += h[k][j]; }
    reinterpret_cast<uint4*>(h_out + base)[threadIdx.x + k * NT] = o;
  }
  const float mean = cluster_reduce<C>(block_reduce<NT>(s, sm[0], false), &slot[0], false) / n;
  float q = 0.f;
#pragma unroll
  for (int k = 0; k < V; ++k)
#pragma unroll
    for (int j = 0; j < 8; ++j) { h[k][j] -= mean; q += h[k][j] * h[k][j]; }
  q = cluster_reduce<C>(block_reduce<NT>(q, sm[1], false), &slot[1], false);
  cluster_arrive<C>();
  const float rstd = rsqrtf(q / n + eps);
#pragma unroll
  for (int k = 0; k < V; ++k) {
    uint4 wv = __ldg(reinterpret_cast<const uint4*>(w + col0) + threadIdx.x + k * NT);
    uint4 bv = __ldg(reinterpret_cast<const uint4*>(b + col0) + threadIdx.x + k * NT);
    const __half* wh = reinterpret_cast<const __half*>(&wv);
    const __half* bh = reinterpret_cast<const __half*>(&bv);
    uint4 o; __half* oh = reinterpret_cast<__half*>(&o);
#pragma unroll
    for (int j = 0; j < 8; ++j)
      oh[j] = __float2half_rn(h[k][j] * rstd * __half2float(wh[j]) + __half2float(bh[j]));
    reinterpret_cast<uint4*>(y + base)[threadIdx.x + k * NT] = o;
  }
  cluster_wait<C>();
}
"""


#: paired rounds per configuration (6: the 95% interval is the range, coverage 96.9%)
ROUNDS = 6


def build(src, name, **defs):
    from codegen.runtime import _include_dirs

    attr = f"__cluster_dims__({defs['C']}, 1, 1)" if defs["C"] > 1 else ""  # C = 1: no cluster
    code = "".join(f"#define {k} {v}\n" for k, v in dict(defs, CLUSTER_ATTR=attr).items()) + \
        _COMMON + src
    opts = ("--std=c++17", "-arch=sm_90a") + tuple(f"-I{d}" for d in _include_dirs(cupy))
    return cupy.RawModule(code=code, options=opts, backend="nvrtc").get_function(name)


def row_softmax(M, N, configs, tr_warps):
    x = torch.randn(M, N, device="cuda") * 3
    out = torch.empty_like(x)
    ref = torch.softmax(x, 1)
    cx, co = cupy.asarray(x), cupy.asarray(out)
    res = []
    best_tr = None
    for w in tr_warps:
        f = (lambda w=w: tr_softmax[(M,)](out, x, N, N, N, BLOCK=N, num_warps=w))
        t = triton.testing.do_bench(f, warmup=50, rep=300, return_mode="median")
        best_tr = min(best_tr or (1e9, 0), (t, w))
    tr_w = best_tr[1]
    f_tr = (lambda: tr_softmax[(M,)](out, x, N, N, N, BLOCK=N, num_warps=tr_w))
    f_tr()
    torch.cuda.synchronize()
    check("triton", out, ref, 1e-5)
    for nt, c in configs:
        v = N // (4 * nt * c)
        k = build(_SOFTMAX, "softmax", NT=nt, C=c, V=v)
        f = (lambda k=k, nt=nt, c=c: k((M * c,), (nt,), (co, cx, np.int32(N))))
        out.fill_(float("nan"))
        f()
        torch.cuda.synchronize()
        check(f"softmax C={c}", out, ref, 1e-5)
        m = measure_pair(f, f_tr, ROUNDS)
        res.append((f"softmax {M}x{N} {nt}thr C={c} (Triton {tr_w}w)", m, k.num_regs))
    return res


def row_layernorm(M, N, configs, tr_warps):
    f16 = torch.float16
    x, r = (torch.randn(M, N, device="cuda", dtype=f16) for _ in range(2))
    w = torch.rand(N, device="cuda", dtype=f16) + 0.5
    b = torch.randn(N, device="cuda", dtype=f16)
    y, h = torch.empty_like(x), torch.empty_like(x)
    eps = 1e-5
    hr = x.float() + r.float()
    ref = torch.nn.functional.layer_norm(hr, (N,), w.float(), b.float(), eps)
    c6 = [cupy.asarray(t) for t in (y, h, x, r, w, b)]
    best_tr = None
    for wp in tr_warps:
        f = (lambda wp=wp: tr_layernorm_res[(M,)](y, h, x, r, w, b, N, N, eps, BLOCK=N,
                                                  num_warps=wp))
        t = triton.testing.do_bench(f, warmup=50, rep=300, return_mode="median")
        best_tr = min(best_tr or (1e9, 0), (t, wp))
    tr_w = best_tr[1]
    f_tr = (lambda: tr_layernorm_res[(M,)](y, h, x, r, w, b, N, N, eps, BLOCK=N,
                                           num_warps=tr_w))
    f_tr()
    torch.cuda.synchronize()
    check("triton ln", y, ref, 2e-3)
    res = []
    for nt, c in configs:
        v = N // (8 * nt * c)
        k = build(_LAYERNORM, "layernorm", NT=nt, C=c, V=v)
        f = (lambda k=k, nt=nt, c=c: k((M * c,), (nt,), (*c6, np.int32(N), np.float32(eps))))
        y.fill_(float("nan"))
        f()
        torch.cuda.synchronize()
        check(f"ln C={c} h", h, hr, 1e-3)
        check(f"ln C={c}", y, ref, 2e-3)
        m = measure_pair(f, f_tr, ROUNDS)
        res.append((f"layernorm {M}x{N} {nt}thr C={c} (Triton {tr_w}w)", m, k.num_regs))
    return res


def main():
    print(torch.cuda.get_device_name(), "triton", triton.__version__, flush=True)
    jobs = [
        lambda: row_softmax(8192, 8192, [(256, 1), (256, 2), (256, 4), (128, 4), (256, 8)],
                            (8, 16)),
        lambda: row_softmax(4096, 32768, [(512, 1), (512, 2), (512, 4), (256, 4), (256, 8)],
                            (16, 32)),
        lambda: row_softmax(32768, 1024, [(128, 1), (128, 2), (64, 2)], (4, 8)),
        lambda: row_layernorm(16384, 4096, [(512, 1), (256, 2), (128, 4), (64, 4)], (8, 16)),
        lambda: row_layernorm(4096, 16384, [(256, 1), (256, 2), (256, 4), (128, 8)], (8, 16)),
    ]
    print(f"ratio = Triton time / this kernel's time, median of {ROUNDS} paired rounds "
          "[95% interval]")
    for job in jobs:
        try:
            rows = job()
        except Exception as exc:  # noqa: BLE001 - a probe: report and go on
            print("FAILED", type(exc).__name__, str(exc)[:300], flush=True)
            continue
        for label, m, regs in rows:
            print(f"{label:46s} {m['ratio']:.3f} [{m['lo']:.3f}, {m['hi']:.3f}]  {regs} regs",
                  flush=True)
        torch.cuda.empty_cache()


if __name__ == "__main__":
    main()
