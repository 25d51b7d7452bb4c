// tiledsl CUDA prelude (inlined so that the source alone determines the binary)
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#ifndef __CUDACC_RTC__
#include <cstdio>  // device_print's printf under `nvcc -c` (NVRTC has it built in)
#endif
#define TL_INF __int_as_float(0x7f800000)
#define TL_NAN __int_as_float(0x7fffffff)
template <typename T, int N> struct __align__(sizeof(T) * N) tl_vec { T v[N]; };
template <typename To, typename From> __device__ __forceinline__ To tl_bitcast(From f) {
  static_assert(sizeof(To) == sizeof(From), "bitcast size");
  To t; memcpy(&t, &f, sizeof(To)); return t;
}
// Triton's exp2: ex2.approx.ftz (results below 2^-126 flushed to +0)
__device__ __forceinline__ float tl_exp2f(float x) {
  float y; asm("ex2.approx.ftz.f32 %0, %1;" : "=f"(y) : "f"(x)); return y;
}
// Triton's fast exp: ex2.approx (subnormal results kept) after a multiply by log2(e)
__device__ __forceinline__ float tl_expf(float x) {
  float y; asm("ex2.approx.f32 %0, %1;" : "=f"(y) : "f"(x * 1.4426950408889634f)); return y;
}
__device__ __forceinline__ double tl_exp(double x) { return exp(x); }  // 0 from x <= -745
__device__ __forceinline__ float tl_log2f(float x) {
  float y; asm("lg2.approx.f32 %0, %1;" : "=f"(y) : "f"(x)); return y;
}
__device__ __forceinline__ float tl_logf(float x) { return tl_log2f(x) * 0.6931471805599453f; }
// Triton's rsqrt: rsqrt.approx.ftz (a subnormal input counts as a zero of its sign)
__device__ __forceinline__ float tl_rsqrtf(float x) {
  float y; asm("rsqrt.approx.ftz.f32 %0, %1;" : "=f"(y) : "f"(x)); return y;
}
// the low 8/16 bits of a 32-bit integer, sign- or zero-extended, by a cvt the compiler
// cannot merge with the arithmetic before it (see CudaDialect.narrow_int)
__device__ __forceinline__ int tl_sext8(int x) {
  int y; asm("cvt.s32.s8 %0, %1;" : "=r"(y) : "r"(x)); return y;
}
__device__ __forceinline__ int tl_sext16(int x) {
  int y; asm("cvt.s32.s16 %0, %1;" : "=r"(y) : "r"(x)); return y;
}
__device__ __forceinline__ int tl_zext8(int x) {
  int y; asm("cvt.u32.u8 %0, %1;" : "=r"(y) : "r"(x)); return y;
}
__device__ __forceinline__ int tl_zext16(int x) {
  int y; asm("cvt.u32.u16 %0, %1;" : "=r"(y) : "r"(x)); return y;
}
// fp32 division as Triton emits it: div.full (<= 2 ulp), not the IEEE subroutine
__device__ __forceinline__ float tl_fdiv(float a, float b) {
  float y; asm("div.full.f32 %0, %1, %2;" : "=f"(y) : "f"(a), "f"(b)); return y;
}
__device__ __forceinline__ float tl_tf32(float x) {
  unsigned int y; asm("cvt.rna.tf32.f32 %0, %1;" : "=r"(y) : "f"(x)); return __uint_as_float(y);
}
// integer division and modulo that never trap: x // 0 = 0, x % 0 = 0 (as the interpreter),
// MIN // -1 wraps to MIN, MIN % -1 = 0
template <typename T> __device__ __forceinline__ T tl_div(T a, T b) {
  if (b == 0) return 0;
  if ((T)-1 < (T)0 && b == (T)-1) return (T)(0 - (unsigned long long)a);
  return a / b;
}
template <typename T> __device__ __forceinline__ T tl_mod(T a, T b) {
  if (b == 0) return 0;
  if ((T)-1 < (T)0 && b == (T)-1) return 0;
  return a % b;
}
// NaN-propagating max/min (propagate_nan=True); fmax/fmin order -0 below +0
template <typename T> __device__ __forceinline__ T tl_fmaxnan(T a, T b) {
  return (a != a || b != b) ? (T)TL_NAN : fmax(a, b);
}
template <typename T> __device__ __forceinline__ T tl_fminnan(T a, T b) {
  return (a != a || b != b) ? (T)TL_NAN : fmin(a, b);
}
template <typename T> __device__ __forceinline__ T tl_clamp_int(long long v, long long lo, long long hi) {
  return (T)(v < lo ? lo : (v > hi ? hi : v));
}
// float -> int: truncation, saturating, NaN -> 0 (what the H200 gives for Triton's casts)
#define TL_F2I(fn, x) ((x) != (x) ? 0 : fn(x))
// streaming (evict-first, st.global.cs) vector store, for arrays the kernel never reads back
template <typename V> __device__ __forceinline__ void tl_stcs(V* p, const V& v) {
  if constexpr (sizeof(V) == 16) {
    __stcs(reinterpret_cast<uint4*>(p), *reinterpret_cast<const uint4*>(&v));
  } else if constexpr (sizeof(V) == 8) {
    __stcs(reinterpret_cast<uint2*>(p), *reinterpret_cast<const uint2*>(&v));
  } else if constexpr (sizeof(V) == 4) {
    __stcs(reinterpret_cast<unsigned int*>(p), *reinterpret_cast<const unsigned int*>(&v));
  } else {
    *p = v;
  }
}
// predicated global load of 4, 8 or 16 bytes over `other` already in v, the form Triton emits:
// `@p ld.global[.nc].vN.b32`, no branch and no select. MODE 0: the array may alias a store
// (volatile, a memory clobber); 1: read-only and no alias, through the non-coherent path (.nc);
// 2: read-only and no alias, the coherent path (Triton's choice), free to move
template <int MODE, typename V> __device__ __forceinline__ void tl_ld_pred(V& v, const void* p, bool m) {
  const int c = m;
  if constexpr (sizeof(V) == 16) {
    uint4 u; memcpy(&u, &v, 16);
    if constexpr (MODE == 1) {
      asm("{ .reg .pred q; setp.ne.b32 q, %5, 0; @q ld.global.nc.v4.b32 {%0, %1, %2, %3}, [%4]; }"
          : "+r"(u.x), "+r"(u.y), "+r"(u.z), "+r"(u.w) : "l"(p), "r"(c));
    } else if constexpr (MODE == 2) {
      asm("{ .reg .pred q; setp.ne.b32 q, %5, 0; @q ld.global.v4.b32 {%0, %1, %2, %3}, [%4]; }"
          : "+r"(u.x), "+r"(u.y), "+r"(u.z), "+r"(u.w) : "l"(p), "r"(c));
    } else {
      asm volatile("{ .reg .pred q; setp.ne.b32 q, %5, 0; @q ld.global.v4.b32 {%0, %1, %2, %3}, [%4]; }"
                   : "+r"(u.x), "+r"(u.y), "+r"(u.z), "+r"(u.w) : "l"(p), "r"(c) : "memory");
    }
    memcpy(&v, &u, 16);
  } else if constexpr (sizeof(V) == 8) {
    uint2 u; memcpy(&u, &v, 8);
    if constexpr (MODE == 1) {
      asm("{ .reg .pred q; setp.ne.b32 q, %3, 0; @q ld.global.nc.v2.b32 {%0, %1}, [%2]; }"
          : "+r"(u.x), "+r"(u.y) : "l"(p), "r"(c));
    } else if constexpr (MODE == 2) {
      asm("{ .reg .pred q; setp.ne.b32 q, %3, 0; @q ld.global.v2.b32 {%0, %1}, [%2]; }"
          : "+r"(u.x), "+r"(u.y) : "l"(p), "r"(c));
    } else {
      asm volatile("{ .reg .pred q; setp.ne.b32 q, %3, 0; @q ld.global.v2.b32 {%0, %1}, [%2]; }"
                   : "+r"(u.x), "+r"(u.y) : "l"(p), "r"(c) : "memory");
    }
    memcpy(&v, &u, 8);
  } else if constexpr (sizeof(V) == 4) {
    unsigned int u; memcpy(&u, &v, 4);
    if constexpr (MODE == 1) {
      asm("{ .reg .pred q; setp.ne.b32 q, %2, 0; @q ld.global.nc.b32 %0, [%1]; }"
          : "+r"(u) : "l"(p), "r"(c));
    } else if constexpr (MODE == 2) {
      asm("{ .reg .pred q; setp.ne.b32 q, %2, 0; @q ld.global.b32 %0, [%1]; }"
          : "+r"(u) : "l"(p), "r"(c));
    } else {
      asm volatile("{ .reg .pred q; setp.ne.b32 q, %2, 0; @q ld.global.b32 %0, [%1]; }"
                   : "+r"(u) : "l"(p), "r"(c) : "memory");
    }
    memcpy(&v, &u, 4);
  } else {
    static_assert(sizeof(V) == 4, "tl_ld_pred: 4, 8 or 16 bytes");
  }
}

// kernel softmax: 4 warps, generated by tiledsl
extern "C" __global__ void __launch_bounds__(128) tl_k_softmax(float* p_out, float* p_x, int p_x_row_stride, int p_out_row_stride, int p_n_cols) {
  extern __shared__ __align__(16) unsigned char tl_smem[];
  const int tl_lane = threadIdx.x & 31;
  const int tl_warp = threadIdx.x >> 5;
  const int tl_c0_0 = (tl_lane ^ (tl_warp << 5));
  const int pid1 = (int)blockIdx.x;  // softmax.tile:6
  int const ar2 = (tl_c0_0 + 128);  // softmax.tile:7
  int const ar3 = (tl_c0_0 + 256);  // softmax.tile:7
  int const ar4 = (tl_c0_0 + 384);  // softmax.tile:7
  int const ar5 = (tl_c0_0 + 512);  // softmax.tile:7
  int const ar6 = (tl_c0_0 + 640);  // softmax.tile:7
  int const ar7 = (tl_c0_0 + 768);  // softmax.tile:7
  int const ar8 = (tl_c0_0 + 896);  // softmax.tile:7
  bool const v9 = (tl_c0_0 < p_n_cols);  // softmax.tile:8
  bool const v10 = (ar2 < p_n_cols);  // softmax.tile:8
  bool const v11 = (ar3 < p_n_cols);  // softmax.tile:8
  bool const v12 = (ar4 < p_n_cols);  // softmax.tile:8
  bool const v13 = (ar5 < p_n_cols);  // softmax.tile:8
  bool const v14 = (ar6 < p_n_cols);  // softmax.tile:8
  bool const v15 = (ar7 < p_n_cols);  // softmax.tile:8
  bool const v16 = (ar8 < p_n_cols);  // softmax.tile:8
  int const v17 = ((int)((unsigned int)(pid1) * (unsigned int)(p_x_row_stride)));  // softmax.tile:9
  float* const p18 = (p_x + v17);  // softmax.tile:9
  float* const p19 = (p18 + tl_c0_0);  // softmax.tile:9
  float* const p20 = (p18 + ar2);  // softmax.tile:9
  float* const p21 = (p18 + ar3);  // softmax.tile:9
  float* const p22 = (p18 + ar4);  // softmax.tile:9
  float* const p23 = (p18 + ar5);  // softmax.tile:9
  float* const p24 = (p18 + ar6);  // softmax.tile:9
  float* const p25 = (p18 + ar7);  // softmax.tile:9
  float* const p26 = (p18 + ar8);  // softmax.tile:9
  const float ld27 = v9 ? *p19 : (-TL_INF);  // softmax.tile:9
  const float ld28 = v10 ? *p20 : (-TL_INF);  // softmax.tile:9
  const float ld29 = v11 ? *p21 : (-TL_INF);  // softmax.tile:9
  const float ld30 = v12 ? *p22 : (-TL_INF);  // softmax.tile:9
  const float ld31 = v13 ? *p23 : (-TL_INF);  // softmax.tile:9
  const float ld32 = v14 ? *p24 : (-TL_INF);  // softmax.tile:9
  const float ld33 = v15 ? *p25 : (-TL_INF);  // softmax.tile:9
  const float ld34 = v16 ? *p26 : (-TL_INF);  // softmax.tile:9
  float rd35 = fmaxf(ld27, ld28);  // softmax.tile:10
  float rd36 = fmaxf(ld29, ld30);  // softmax.tile:10
  float rd37 = fmaxf(ld31, ld32);  // softmax.tile:10
  float rd38 = fmaxf(ld33, ld34);  // softmax.tile:10
  float rd39 = fmaxf(rd35, rd36);  // softmax.tile:10
  float rd40 = fmaxf(rd37, rd38);  // softmax.tile:10
  float rd41 = fmaxf(rd39, rd40);  // softmax.tile:10
  float rd42 = __shfl_xor_sync(0xffffffffu, rd41, 1);  // softmax.tile:10
  float rd43 = fmaxf(rd41, rd42);  // softmax.tile:10
  float rd44 = __shfl_xor_sync(0xffffffffu, rd43, 2);  // softmax.tile:10
  float rd45 = fmaxf(rd43, rd44);  // softmax.tile:10
  float rd46 = __shfl_xor_sync(0xffffffffu, rd45, 4);  // softmax.tile:10
  float rd47 = fmaxf(rd45, rd46);  // softmax.tile:10
  float rd48 = __shfl_xor_sync(0xffffffffu, rd47, 8);  // softmax.tile:10
  float rd49 = fmaxf(rd47, rd48);  // softmax.tile:10
  float rd50 = __shfl_xor_sync(0xffffffffu, rd49, 16);  // softmax.tile:10
  float rd51 = fmaxf(rd49, rd50);  // softmax.tile:10
  float* rb52 = reinterpret_cast<float*>(tl_smem + 0);  // softmax.tile:10
  const int wi53 = (((tl_warp >> 0) & 1) << 0) | (((tl_warp >> 1) & 1) << 1);  // softmax.tile:10
  rb52[wi53 * 1 + 0] = rd51;  // softmax.tile:10
  __syncthreads();  // softmax.tile:10
  const int lw54 = tl_lane & 3;  // softmax.tile:10
  float rd55 = rb52[lw54 * 1 + 0];  // softmax.tile:10
  float rd56 = __shfl_xor_sync(0xffffffffu, rd55, 1);  // softmax.tile:10
  float rd57 = fmaxf(rd55, rd56);  // softmax.tile:10
  float rd58 = __shfl_xor_sync(0xffffffffu, rd57, 2);  // softmax.tile:10
  float rd59 = fmaxf(rd57, rd58);  // softmax.tile:10
  float const v60 = (ld27 - rd59);  // softmax.tile:10
  float const v61 = (ld28 - rd59);  // softmax.tile:10
  float const v62 = (ld29 - rd59);  // softmax.tile:10
  float const v63 = (ld30 - rd59);  // softmax.tile:10
  float const v64 = (ld31 - rd59);  // softmax.tile:10
  float const v65 = (ld32 - rd59);  // softmax.tile:10
  float const v66 = (ld33 - rd59);  // softmax.tile:10
  float const v67 = (ld34 - rd59);  // softmax.tile:10
  float const v68 = tl_expf(v60);  // softmax.tile:11
  float const v69 = tl_expf(v61);  // softmax.tile:11
  float const v70 = tl_expf(v62);  // softmax.tile:11
  float const v71 = tl_expf(v63);  // softmax.tile:11
  float const v72 = tl_expf(v64);  // softmax.tile:11
  float const v73 = tl_expf(v65);  // softmax.tile:11
  float const v74 = tl_expf(v66);  // softmax.tile:11
  float const v75 = tl_expf(v67);  // softmax.tile:11
  int const v76 = ((int)((unsigned int)(pid1) * (unsigned int)(p_out_row_stride)));  // softmax.tile:12
  float* const p77 = (p_out + v76);  // softmax.tile:12
  float* const p78 = (p77 + tl_c0_0);  // softmax.tile:12
  float* const p79 = (p77 + ar2);  // softmax.tile:12
  float* const p80 = (p77 + ar3);  // softmax.tile:12
  float* const p81 = (p77 + ar4);  // softmax.tile:12
  float* const p82 = (p77 + ar5);  // softmax.tile:12
  float* const p83 = (p77 + ar6);  // softmax.tile:12
  float* const p84 = (p77 + ar7);  // softmax.tile:12
  float* const p85 = (p77 + ar8);  // softmax.tile:12
  float rd86 = (v68 + v69);  // softmax.tile:12
  float rd87 = (v70 + v71);  // softmax.tile:12
  float rd88 = (v72 + v73);  // softmax.tile:12
  float rd89 = (v74 + v75);  // softmax.tile:12
  float rd90 = (rd86 + rd87);  // softmax.tile:12
  float rd91 = (rd88 + rd89);  // softmax.tile:12
  float rd92 = (rd90 + rd91);  // softmax.tile:12
  float rd93 = __shfl_xor_sync(0xffffffffu, rd92, 1);  // softmax.tile:12
  float rd94 = (rd92 + rd93);  // softmax.tile:12
  float rd95 = __shfl_xor_sync(0xffffffffu, rd94, 2);  // softmax.tile:12
  float rd96 = (rd94 + rd95);  // softmax.tile:12
  float rd97 = __shfl_xor_sync(0xffffffffu, rd96, 4);  // softmax.tile:12
  float rd98 = (rd96 + rd97);  // softmax.tile:12
  float rd99 = __shfl_xor_sync(0xffffffffu, rd98, 8);  // softmax.tile:12
  float rd100 = (rd98 + rd99);  // softmax.tile:12
  float rd101 = __shfl_xor_sync(0xffffffffu, rd100, 16);  // softmax.tile:12
  float rd102 = (rd100 + rd101);  // softmax.tile:12
  float* rb103 = reinterpret_cast<float*>(tl_smem + 16);  // softmax.tile:12
  const int wi104 = (((tl_warp >> 0) & 1) << 0) | (((tl_warp >> 1) & 1) << 1);  // softmax.tile:12
  rb103[wi104 * 1 + 0] = rd102;  // softmax.tile:12
  __syncthreads();  // softmax.tile:12
  const int lw105 = tl_lane & 3;  // softmax.tile:12
  float rd106 = rb103[lw105 * 1 + 0];  // softmax.tile:12
  float rd107 = __shfl_xor_sync(0xffffffffu, rd106, 1);  // softmax.tile:12
  float rd108 = (rd106 + rd107);  // softmax.tile:12
  float rd109 = __shfl_xor_sync(0xffffffffu, rd108, 2);  // softmax.tile:12
  float rd110 = (rd108 + rd109);  // softmax.tile:12
  float const v111 = tl_fdiv(v68, rd110);  // softmax.tile:12
  float const v112 = tl_fdiv(v69, rd110);  // softmax.tile:12
  float const v113 = tl_fdiv(v70, rd110);  // softmax.tile:12
  float const v114 = tl_fdiv(v71, rd110);  // softmax.tile:12
  float const v115 = tl_fdiv(v72, rd110);  // softmax.tile:12
  float const v116 = tl_fdiv(v73, rd110);  // softmax.tile:12
  float const v117 = tl_fdiv(v74, rd110);  // softmax.tile:12
  float const v118 = tl_fdiv(v75, rd110);  // softmax.tile:12
  if (v9) *p78 = v111;  // softmax.tile:12
  if (v10) *p79 = v112;  // softmax.tile:12
  if (v11) *p80 = v113;  // softmax.tile:12
  if (v12) *p81 = v114;  // softmax.tile:12
  if (v13) *p82 = v115;  // softmax.tile:12
  if (v14) *p83 = v116;  // softmax.tile:12
  if (v15) *p84 = v117;  // softmax.tile:12
  if (v16) *p85 = v118;  // softmax.tile:12
}
