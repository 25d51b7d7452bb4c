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
// Triton's fast exp: ex2.approx after a multiply by log2(e)
__device__ __forceinline__ float tl_exp2f(float x) {
  float y; asm("ex2.approx.f32 %0, %1;" : "=f"(y) : "f"(x)); return y;
}
__device__ __forceinline__ float tl_expf(float x) { return tl_exp2f(x * 1.4426950408889634f); }
__device__ __forceinline__ float tl_log2f(float x) {
  float y; asm("lg2.approx.f32 %0, %1;" : "=f"(y) : "f"(x)); return y;
}
__device__ __forceinline__ float tl_logf(float x) { return tl_log2f(x) * 0.6931471805599453f; }
__device__ __forceinline__ float tl_rsqrtf(float x) {
  float y; asm("rsqrt.approx.f32 %0, %1;" : "=f"(y) : "f"(x)); return y;
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
template <typename T> __device__ __forceinline__ T tl_fmaxnan(T a, T b) {
  return (a != a || b != b) ? (T)TL_NAN : (a > b ? a : b);
}
template <typename T> __device__ __forceinline__ T tl_fminnan(T a, T b) {
  return (a != a || b != b) ? (T)TL_NAN : (a < b ? a : b);
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

// tensor cores
#ifndef TL_LDSM
#define TL_LDSM
// ldmatrix: lane i gives the address of row i % 8 of matrix i / 8 and receives one
// 32-bit register of each matrix (.trans: of its transpose)
__device__ __forceinline__ unsigned tl_smem_addr(const void* p) {
  return (unsigned)__cvta_generic_to_shared(p);
}
__device__ __forceinline__ void tl_ldsm1(unsigned a, unsigned& r0) {
  asm volatile("ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%0}, [%1];\n" : "=r"(r0) : "r"(a));
}
__device__ __forceinline__ void tl_ldsm1t(unsigned a, unsigned& r0) {
  asm volatile("ldmatrix.sync.aligned.m8n8.x1.trans.shared.b16 {%0}, [%1];\n" : "=r"(r0) : "r"(a));
}
__device__ __forceinline__ void tl_ldsm2(unsigned a, unsigned& r0, unsigned& r1) {
  asm volatile("ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%0, %1}, [%2];\n" : "=r"(r0), "=r"(r1) : "r"(a));
}
__device__ __forceinline__ void tl_ldsm2t(unsigned a, unsigned& r0, unsigned& r1) {
  asm volatile("ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {%0, %1}, [%2];\n" : "=r"(r0), "=r"(r1) : "r"(a));
}
__device__ __forceinline__ void tl_ldsm4(unsigned a, unsigned& r0, unsigned& r1, unsigned& r2, unsigned& r3) {
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];\n" : "=r"(r0), "=r"(r1), "=r"(r2), "=r"(r3) : "r"(a));
}
__device__ __forceinline__ void tl_ldsm4t(unsigned a, unsigned& r0, unsigned& r1, unsigned& r2, unsigned& r3) {
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0, %1, %2, %3}, [%4];\n" : "=r"(r0), "=r"(r1), "=r"(r2), "=r"(r3) : "r"(a));
}
#endif
// tensor cores
#ifndef TL_MMA_M16N8K16_FP16_FP32
#define TL_MMA_M16N8K16_FP16_FP32
__device__ __forceinline__ void tl_mma_m16n8k16_fp16_fp32(float& d0, float& d1, float& d2, float& d3, unsigned a0, unsigned a1, unsigned a2, unsigned a3, unsigned b0, unsigned b1) {
  asm("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};\n" : "+f"(d0), "+f"(d1), "+f"(d2), "+f"(d3) : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1));
}
#endif

// kernel matmul: 4 warps, generated by tiledsl
extern "C" __global__ void __launch_bounds__(128) matmul(__half* p_c, __half* p_a, __half* p_b, __half* p_bias, int p_M, int p_N, int p_K, int p_stride_am, int p_stride_ak, int p_stride_bk, int p_stride_bn, int p_stride_cm, int p_stride_cn) {
  extern __shared__ __align__(16) unsigned char tl_smem[];
  const int tl_lane = threadIdx.x & 31;
  const int tl_warp = threadIdx.x >> 5;
  const int tl_c0_0 = (tl_lane ^ ((tl_warp & 1) << 5));
  const int tl_c1_0 = ((tl_warp >> 1));
  const int tl_c2_0 = ((tl_warp >> 1));
  const int tl_c3_0 = (tl_warp);
  const int tl_c4_0 = (tl_lane);
  const int tl_c5_0 = (tl_warp);
  const int tl_c5_1 = (tl_lane);
  const int tl_c6_0 = ((tl_warp >> 1));
  const int tl_c6_1 = (tl_lane ^ ((tl_warp & 1) << 5));
  const unsigned tl_sbase = tl_smem_addr(tl_smem);
  const int tl_c7_0 = (((tl_warp & 1) << 4));
  const int lm430_r = ((tl_lane & 7) + (((tl_lane >> 3) & 1) * 8) + tl_c7_0) * 64;
  const int lm430_c = (((tl_lane >> 4) & 1) * 1);
  const int lm430_s = (((tl_lane & 7) >> 1) & 3);
  const int tl_c8_1 = (((tl_warp >> 1) << 3));
  const int lm439_r = ((tl_lane & 7) + (((tl_lane >> 3) & 1) * 8)) * 128;
  const int lm439_c = (((tl_lane >> 4) & 1) * 2) + ((tl_c8_1) >> 3);
  const int lm439_s = ((tl_lane & 7) & 7);
  const int tl_c9_0 = (((tl_lane & 3) << 1) ^ ((tl_warp >> 1) << 3));
  const int tl_c10_0 = ((tl_lane >> 2) ^ ((tl_warp & 1) << 4));
  const int tl_c10_1 = (((tl_lane & 3) << 1) ^ ((tl_warp >> 1) << 3));
  const int tl_c11_0 = ((tl_warp >> 1));
  const int tl_c11_1 = (tl_lane ^ ((tl_warp & 1) << 5));
  const int pid1 = (int)blockIdx.x;  // matmul.tile:17
  const int pid2 = (int)blockIdx.y;  // matmul.tile:18
  int const k3 = 64;  // matmul.tile:19
  int const v4 = ((int)((unsigned int)(pid1) * (unsigned int)(k3)));  // matmul.tile:19
  int const ar5 = (tl_c1_0 + 2);  // matmul.tile:19
  int const ar6 = (tl_c1_0 + 4);  // matmul.tile:19
  int const ar7 = (tl_c1_0 + 6);  // matmul.tile:19
  int const ar8 = (tl_c1_0 + 8);  // matmul.tile:19
  int const ar9 = (tl_c1_0 + 10);  // matmul.tile:19
  int const ar10 = (tl_c1_0 + 12);  // matmul.tile:19
  int const ar11 = (tl_c1_0 + 14);  // matmul.tile:19
  int const ar12 = (tl_c1_0 + 16);  // matmul.tile:19
  int const ar13 = (tl_c1_0 + 18);  // matmul.tile:19
  int const ar14 = (tl_c1_0 + 20);  // matmul.tile:19
  int const ar15 = (tl_c1_0 + 22);  // matmul.tile:19
  int const ar16 = (tl_c1_0 + 24);  // matmul.tile:19
  int const ar17 = (tl_c1_0 + 26);  // matmul.tile:19
  int const ar18 = (tl_c1_0 + 28);  // matmul.tile:19
  int const ar19 = (tl_c1_0 + 30);  // matmul.tile:19
  int const ar20 = (tl_c1_0 + 32);  // matmul.tile:19
  int const ar21 = (tl_c1_0 + 34);  // matmul.tile:19
  int const ar22 = (tl_c1_0 + 36);  // matmul.tile:19
  int const ar23 = (tl_c1_0 + 38);  // matmul.tile:19
  int const ar24 = (tl_c1_0 + 40);  // matmul.tile:19
  int const ar25 = (tl_c1_0 + 42);  // matmul.tile:19
  int const ar26 = (tl_c1_0 + 44);  // matmul.tile:19
  int const ar27 = (tl_c1_0 + 46);  // matmul.tile:19
  int const ar28 = (tl_c1_0 + 48);  // matmul.tile:19
  int const ar29 = (tl_c1_0 + 50);  // matmul.tile:19
  int const ar30 = (tl_c1_0 + 52);  // matmul.tile:19
  int const ar31 = (tl_c1_0 + 54);  // matmul.tile:19
  int const ar32 = (tl_c1_0 + 56);  // matmul.tile:19
  int const ar33 = (tl_c1_0 + 58);  // matmul.tile:19
  int const ar34 = (tl_c1_0 + 60);  // matmul.tile:19
  int const ar35 = (tl_c1_0 + 62);  // matmul.tile:19
  int const v36 = ((int)((unsigned int)(v4) + (unsigned int)(tl_c1_0)));  // matmul.tile:19
  int const v37 = ((int)((unsigned int)(v4) + (unsigned int)(ar5)));  // matmul.tile:19
  int const v38 = ((int)((unsigned int)(v4) + (unsigned int)(ar6)));  // matmul.tile:19
  int const v39 = ((int)((unsigned int)(v4) + (unsigned int)(ar7)));  // matmul.tile:19
  int const v40 = ((int)((unsigned int)(v4) + (unsigned int)(ar8)));  // matmul.tile:19
  int const v41 = ((int)((unsigned int)(v4) + (unsigned int)(ar9)));  // matmul.tile:19
  int const v42 = ((int)((unsigned int)(v4) + (unsigned int)(ar10)));  // matmul.tile:19
  int const v43 = ((int)((unsigned int)(v4) + (unsigned int)(ar11)));  // matmul.tile:19
  int const v44 = ((int)((unsigned int)(v4) + (unsigned int)(ar12)));  // matmul.tile:19
  int const v45 = ((int)((unsigned int)(v4) + (unsigned int)(ar13)));  // matmul.tile:19
  int const v46 = ((int)((unsigned int)(v4) + (unsigned int)(ar14)));  // matmul.tile:19
  int const v47 = ((int)((unsigned int)(v4) + (unsigned int)(ar15)));  // matmul.tile:19
  int const v48 = ((int)((unsigned int)(v4) + (unsigned int)(ar16)));  // matmul.tile:19
  int const v49 = ((int)((unsigned int)(v4) + (unsigned int)(ar17)));  // matmul.tile:19
  int const v50 = ((int)((unsigned int)(v4) + (unsigned int)(ar18)));  // matmul.tile:19
  int const v51 = ((int)((unsigned int)(v4) + (unsigned int)(ar19)));  // matmul.tile:19
  int const v52 = ((int)((unsigned int)(v4) + (unsigned int)(ar20)));  // matmul.tile:19
  int const v53 = ((int)((unsigned int)(v4) + (unsigned int)(ar21)));  // matmul.tile:19
  int const v54 = ((int)((unsigned int)(v4) + (unsigned int)(ar22)));  // matmul.tile:19
  int const v55 = ((int)((unsigned int)(v4) + (unsigned int)(ar23)));  // matmul.tile:19
  int const v56 = ((int)((unsigned int)(v4) + (unsigned int)(ar24)));  // matmul.tile:19
  int const v57 = ((int)((unsigned int)(v4) + (unsigned int)(ar25)));  // matmul.tile:19
  int const v58 = ((int)((unsigned int)(v4) + (unsigned int)(ar26)));  // matmul.tile:19
  int const v59 = ((int)((unsigned int)(v4) + (unsigned int)(ar27)));  // matmul.tile:19
  int const v60 = ((int)((unsigned int)(v4) + (unsigned int)(ar28)));  // matmul.tile:19
  int const v61 = ((int)((unsigned int)(v4) + (unsigned int)(ar29)));  // matmul.tile:19
  int const v62 = ((int)((unsigned int)(v4) + (unsigned int)(ar30)));  // matmul.tile:19
  int const v63 = ((int)((unsigned int)(v4) + (unsigned int)(ar31)));  // matmul.tile:19
  int const v64 = ((int)((unsigned int)(v4) + (unsigned int)(ar32)));  // matmul.tile:19
  int const v65 = ((int)((unsigned int)(v4) + (unsigned int)(ar33)));  // matmul.tile:19
  int const v66 = ((int)((unsigned int)(v4) + (unsigned int)(ar34)));  // matmul.tile:19
  int const v67 = ((int)((unsigned int)(v4) + (unsigned int)(ar35)));  // matmul.tile:19
  int const v68 = ((int)((unsigned int)(pid2) * (unsigned int)(k3)));  // matmul.tile:20
  int const v69 = ((int)((unsigned int)(v68) + (unsigned int)(tl_c0_0)));  // matmul.tile:20
  int const ar70 = (tl_c2_0 + 2);  // matmul.tile:21
  int const ar71 = (tl_c2_0 + 4);  // matmul.tile:21
  int const ar72 = (tl_c2_0 + 6);  // matmul.tile:21
  int const ar73 = (tl_c2_0 + 8);  // matmul.tile:21
  int const ar74 = (tl_c2_0 + 10);  // matmul.tile:21
  int const ar75 = (tl_c2_0 + 12);  // matmul.tile:21
  int const ar76 = (tl_c2_0 + 14);  // matmul.tile:21
  int const ar77 = (tl_c2_0 + 16);  // matmul.tile:21
  int const ar78 = (tl_c2_0 + 18);  // matmul.tile:21
  int const ar79 = (tl_c2_0 + 20);  // matmul.tile:21
  int const ar80 = (tl_c2_0 + 22);  // matmul.tile:21
  int const ar81 = (tl_c2_0 + 24);  // matmul.tile:21
  int const ar82 = (tl_c2_0 + 26);  // matmul.tile:21
  int const ar83 = (tl_c2_0 + 28);  // matmul.tile:21
  int const ar84 = (tl_c2_0 + 30);  // matmul.tile:21
  int const k85 = 0;  // matmul.tile:23
  int const k86 = 32;  // matmul.tile:23
  // pipeline: load at matmul.tile:25 stays synchronous: each thread reads 2 contiguous byte(s) at a time; cp.async copies 4, 8 or 16 (alignment or contiguity of the pointer, or the mask, is not proven: see multiple_of / max_contiguous)  // matmul.tile:23
  // pipeline: load at matmul.tile:27 stays synchronous: each thread reads 2 contiguous byte(s) at a time; cp.async copies 4, 8 or 16 (alignment or contiguity of the pointer, or the mask, is not proven: see multiple_of / max_contiguous)  // matmul.tile:23
  float c87 = 0.0f;  // matmul.tile:23
  float c88 = 0.0f;  // matmul.tile:23
  float c89 = 0.0f;  // matmul.tile:23
  float c90 = 0.0f;  // matmul.tile:23
  float c91 = 0.0f;  // matmul.tile:23
  float c92 = 0.0f;  // matmul.tile:23
  float c93 = 0.0f;  // matmul.tile:23
  float c94 = 0.0f;  // matmul.tile:23
  float c95 = 0.0f;  // matmul.tile:23
  float c96 = 0.0f;  // matmul.tile:23
  float c97 = 0.0f;  // matmul.tile:23
  float c98 = 0.0f;  // matmul.tile:23
  float c99 = 0.0f;  // matmul.tile:23
  float c100 = 0.0f;  // matmul.tile:23
  float c101 = 0.0f;  // matmul.tile:23
  float c102 = 0.0f;  // matmul.tile:23
  float c103 = 0.0f;  // matmul.tile:23
  float c104 = 0.0f;  // matmul.tile:23
  float c105 = 0.0f;  // matmul.tile:23
  float c106 = 0.0f;  // matmul.tile:23
  float c107 = 0.0f;  // matmul.tile:23
  float c108 = 0.0f;  // matmul.tile:23
  float c109 = 0.0f;  // matmul.tile:23
  float c110 = 0.0f;  // matmul.tile:23
  float c111 = 0.0f;  // matmul.tile:23
  float c112 = 0.0f;  // matmul.tile:23
  float c113 = 0.0f;  // matmul.tile:23
  float c114 = 0.0f;  // matmul.tile:23
  float c115 = 0.0f;  // matmul.tile:23
  float c116 = 0.0f;  // matmul.tile:23
  float c117 = 0.0f;  // matmul.tile:23
  float c118 = 0.0f;  // matmul.tile:23
  for (int iv119 = k85; iv119 < p_K; iv119 += k86) {  // matmul.tile:23
    int const v120 = ((int)((unsigned int)(iv119) + (unsigned int)(tl_c2_0)));  // matmul.tile:24
    int const v121 = ((int)((unsigned int)(iv119) + (unsigned int)(ar70)));  // matmul.tile:24
    int const v122 = ((int)((unsigned int)(iv119) + (unsigned int)(ar71)));  // matmul.tile:24
    int const v123 = ((int)((unsigned int)(iv119) + (unsigned int)(ar72)));  // matmul.tile:24
    int const v124 = ((int)((unsigned int)(iv119) + (unsigned int)(ar73)));  // matmul.tile:24
    int const v125 = ((int)((unsigned int)(iv119) + (unsigned int)(ar74)));  // matmul.tile:24
    int const v126 = ((int)((unsigned int)(iv119) + (unsigned int)(ar75)));  // matmul.tile:24
    int const v127 = ((int)((unsigned int)(iv119) + (unsigned int)(ar76)));  // matmul.tile:24
    int const v128 = ((int)((unsigned int)(iv119) + (unsigned int)(ar77)));  // matmul.tile:24
    int const v129 = ((int)((unsigned int)(iv119) + (unsigned int)(ar78)));  // matmul.tile:24
    int const v130 = ((int)((unsigned int)(iv119) + (unsigned int)(ar79)));  // matmul.tile:24
    int const v131 = ((int)((unsigned int)(iv119) + (unsigned int)(ar80)));  // matmul.tile:24
    int const v132 = ((int)((unsigned int)(iv119) + (unsigned int)(ar81)));  // matmul.tile:24
    int const v133 = ((int)((unsigned int)(iv119) + (unsigned int)(ar82)));  // matmul.tile:24
    int const v134 = ((int)((unsigned int)(iv119) + (unsigned int)(ar83)));  // matmul.tile:24
    int const v135 = ((int)((unsigned int)(iv119) + (unsigned int)(ar84)));  // matmul.tile:24
    int const ar136 = (tl_c3_0 + 4);  // matmul.tile:25
    int const ar137 = (tl_c3_0 + 8);  // matmul.tile:25
    int const ar138 = (tl_c3_0 + 12);  // matmul.tile:25
    int const ar139 = (tl_c3_0 + 16);  // matmul.tile:25
    int const ar140 = (tl_c3_0 + 20);  // matmul.tile:25
    int const ar141 = (tl_c3_0 + 24);  // matmul.tile:25
    int const ar142 = (tl_c3_0 + 28);  // matmul.tile:25
    int const ar143 = (tl_c3_0 + 32);  // matmul.tile:25
    int const ar144 = (tl_c3_0 + 36);  // matmul.tile:25
    int const ar145 = (tl_c3_0 + 40);  // matmul.tile:25
    int const ar146 = (tl_c3_0 + 44);  // matmul.tile:25
    int const ar147 = (tl_c3_0 + 48);  // matmul.tile:25
    int const ar148 = (tl_c3_0 + 52);  // matmul.tile:25
    int const ar149 = (tl_c3_0 + 56);  // matmul.tile:25
    int const ar150 = (tl_c3_0 + 60);  // matmul.tile:25
    int const v151 = ((int)((unsigned int)(v4) + (unsigned int)(tl_c3_0)));  // matmul.tile:25
    int const v152 = ((int)((unsigned int)(v4) + (unsigned int)(ar136)));  // matmul.tile:25
    int const v153 = ((int)((unsigned int)(v4) + (unsigned int)(ar137)));  // matmul.tile:25
    int const v154 = ((int)((unsigned int)(v4) + (unsigned int)(ar138)));  // matmul.tile:25
    int const v155 = ((int)((unsigned int)(v4) + (unsigned int)(ar139)));  // matmul.tile:25
    int const v156 = ((int)((unsigned int)(v4) + (unsigned int)(ar140)));  // matmul.tile:25
    int const v157 = ((int)((unsigned int)(v4) + (unsigned int)(ar141)));  // matmul.tile:25
    int const v158 = ((int)((unsigned int)(v4) + (unsigned int)(ar142)));  // matmul.tile:25
    int const v159 = ((int)((unsigned int)(v4) + (unsigned int)(ar143)));  // matmul.tile:25
    int const v160 = ((int)((unsigned int)(v4) + (unsigned int)(ar144)));  // matmul.tile:25
    int const v161 = ((int)((unsigned int)(v4) + (unsigned int)(ar145)));  // matmul.tile:25
    int const v162 = ((int)((unsigned int)(v4) + (unsigned int)(ar146)));  // matmul.tile:25
    int const v163 = ((int)((unsigned int)(v4) + (unsigned int)(ar147)));  // matmul.tile:25
    int const v164 = ((int)((unsigned int)(v4) + (unsigned int)(ar148)));  // matmul.tile:25
    int const v165 = ((int)((unsigned int)(v4) + (unsigned int)(ar149)));  // matmul.tile:25
    int const v166 = ((int)((unsigned int)(v4) + (unsigned int)(ar150)));  // matmul.tile:25
    int const v167 = ((int)((unsigned int)(v151) * (unsigned int)(p_stride_am)));  // matmul.tile:25
    int const v168 = ((int)((unsigned int)(v152) * (unsigned int)(p_stride_am)));  // matmul.tile:25
    int const v169 = ((int)((unsigned int)(v153) * (unsigned int)(p_stride_am)));  // matmul.tile:25
    int const v170 = ((int)((unsigned int)(v154) * (unsigned int)(p_stride_am)));  // matmul.tile:25
    int const v171 = ((int)((unsigned int)(v155) * (unsigned int)(p_stride_am)));  // matmul.tile:25
    int const v172 = ((int)((unsigned int)(v156) * (unsigned int)(p_stride_am)));  // matmul.tile:25
    int const v173 = ((int)((unsigned int)(v157) * (unsigned int)(p_stride_am)));  // matmul.tile:25
    int const v174 = ((int)((unsigned int)(v158) * (unsigned int)(p_stride_am)));  // matmul.tile:25
    int const v175 = ((int)((unsigned int)(v159) * (unsigned int)(p_stride_am)));  // matmul.tile:25
    int const v176 = ((int)((unsigned int)(v160) * (unsigned int)(p_stride_am)));  // matmul.tile:25
    int const v177 = ((int)((unsigned int)(v161) * (unsigned int)(p_stride_am)));  // matmul.tile:25
    int const v178 = ((int)((unsigned int)(v162) * (unsigned int)(p_stride_am)));  // matmul.tile:25
    int const v179 = ((int)((unsigned int)(v163) * (unsigned int)(p_stride_am)));  // matmul.tile:25
    int const v180 = ((int)((unsigned int)(v164) * (unsigned int)(p_stride_am)));  // matmul.tile:25
    int const v181 = ((int)((unsigned int)(v165) * (unsigned int)(p_stride_am)));  // matmul.tile:25
    int const v182 = ((int)((unsigned int)(v166) * (unsigned int)(p_stride_am)));  // matmul.tile:25
    __half* const p183 = (p_a + v167);  // matmul.tile:25
    __half* const p184 = (p_a + v168);  // matmul.tile:25
    __half* const p185 = (p_a + v169);  // matmul.tile:25
    __half* const p186 = (p_a + v170);  // matmul.tile:25
    __half* const p187 = (p_a + v171);  // matmul.tile:25
    __half* const p188 = (p_a + v172);  // matmul.tile:25
    __half* const p189 = (p_a + v173);  // matmul.tile:25
    __half* const p190 = (p_a + v174);  // matmul.tile:25
    __half* const p191 = (p_a + v175);  // matmul.tile:25
    __half* const p192 = (p_a + v176);  // matmul.tile:25
    __half* const p193 = (p_a + v177);  // matmul.tile:25
    __half* const p194 = (p_a + v178);  // matmul.tile:25
    __half* const p195 = (p_a + v179);  // matmul.tile:25
    __half* const p196 = (p_a + v180);  // matmul.tile:25
    __half* const p197 = (p_a + v181);  // matmul.tile:25
    __half* const p198 = (p_a + v182);  // matmul.tile:25
    int const v199 = ((int)((unsigned int)(iv119) + (unsigned int)(tl_c4_0)));  // matmul.tile:25
    int const v200 = ((int)((unsigned int)(v199) * (unsigned int)(p_stride_ak)));  // matmul.tile:25
    __half* const p201 = (p183 + v200);  // matmul.tile:25
    __half* const p202 = (p184 + v200);  // matmul.tile:25
    __half* const p203 = (p185 + v200);  // matmul.tile:25
    __half* const p204 = (p186 + v200);  // matmul.tile:25
    __half* const p205 = (p187 + v200);  // matmul.tile:25
    __half* const p206 = (p188 + v200);  // matmul.tile:25
    __half* const p207 = (p189 + v200);  // matmul.tile:25
    __half* const p208 = (p190 + v200);  // matmul.tile:25
    __half* const p209 = (p191 + v200);  // matmul.tile:25
    __half* const p210 = (p192 + v200);  // matmul.tile:25
    __half* const p211 = (p193 + v200);  // matmul.tile:25
    __half* const p212 = (p194 + v200);  // matmul.tile:25
    __half* const p213 = (p195 + v200);  // matmul.tile:25
    __half* const p214 = (p196 + v200);  // matmul.tile:25
    __half* const p215 = (p197 + v200);  // matmul.tile:25
    __half* const p216 = (p198 + v200);  // matmul.tile:25
    int const ar217 = (tl_c3_0 + 4);  // matmul.tile:26
    int const ar218 = (tl_c3_0 + 8);  // matmul.tile:26
    int const ar219 = (tl_c3_0 + 12);  // matmul.tile:26
    int const ar220 = (tl_c3_0 + 16);  // matmul.tile:26
    int const ar221 = (tl_c3_0 + 20);  // matmul.tile:26
    int const ar222 = (tl_c3_0 + 24);  // matmul.tile:26
    int const ar223 = (tl_c3_0 + 28);  // matmul.tile:26
    int const ar224 = (tl_c3_0 + 32);  // matmul.tile:26
    int const ar225 = (tl_c3_0 + 36);  // matmul.tile:26
    int const ar226 = (tl_c3_0 + 40);  // matmul.tile:26
    int const ar227 = (tl_c3_0 + 44);  // matmul.tile:26
    int const ar228 = (tl_c3_0 + 48);  // matmul.tile:26
    int const ar229 = (tl_c3_0 + 52);  // matmul.tile:26
    int const ar230 = (tl_c3_0 + 56);  // matmul.tile:26
    int const ar231 = (tl_c3_0 + 60);  // matmul.tile:26
    int const v232 = ((int)((unsigned int)(v4) + (unsigned int)(tl_c3_0)));  // matmul.tile:26
    int const v233 = ((int)((unsigned int)(v4) + (unsigned int)(ar217)));  // matmul.tile:26
    int const v234 = ((int)((unsigned int)(v4) + (unsigned int)(ar218)));  // matmul.tile:26
    int const v235 = ((int)((unsigned int)(v4) + (unsigned int)(ar219)));  // matmul.tile:26
    int const v236 = ((int)((unsigned int)(v4) + (unsigned int)(ar220)));  // matmul.tile:26
    int const v237 = ((int)((unsigned int)(v4) + (unsigned int)(ar221)));  // matmul.tile:26
    int const v238 = ((int)((unsigned int)(v4) + (unsigned int)(ar222)));  // matmul.tile:26
    int const v239 = ((int)((unsigned int)(v4) + (unsigned int)(ar223)));  // matmul.tile:26
    int const v240 = ((int)((unsigned int)(v4) + (unsigned int)(ar224)));  // matmul.tile:26
    int const v241 = ((int)((unsigned int)(v4) + (unsigned int)(ar225)));  // matmul.tile:26
    int const v242 = ((int)((unsigned int)(v4) + (unsigned int)(ar226)));  // matmul.tile:26
    int const v243 = ((int)((unsigned int)(v4) + (unsigned int)(ar227)));  // matmul.tile:26
    int const v244 = ((int)((unsigned int)(v4) + (unsigned int)(ar228)));  // matmul.tile:26
    int const v245 = ((int)((unsigned int)(v4) + (unsigned int)(ar229)));  // matmul.tile:26
    int const v246 = ((int)((unsigned int)(v4) + (unsigned int)(ar230)));  // matmul.tile:26
    int const v247 = ((int)((unsigned int)(v4) + (unsigned int)(ar231)));  // matmul.tile:26
    bool const v248 = (v232 < p_M);  // matmul.tile:26
    bool const v249 = (v233 < p_M);  // matmul.tile:26
    bool const v250 = (v234 < p_M);  // matmul.tile:26
    bool const v251 = (v235 < p_M);  // matmul.tile:26
    bool const v252 = (v236 < p_M);  // matmul.tile:26
    bool const v253 = (v237 < p_M);  // matmul.tile:26
    bool const v254 = (v238 < p_M);  // matmul.tile:26
    bool const v255 = (v239 < p_M);  // matmul.tile:26
    bool const v256 = (v240 < p_M);  // matmul.tile:26
    bool const v257 = (v241 < p_M);  // matmul.tile:26
    bool const v258 = (v242 < p_M);  // matmul.tile:26
    bool const v259 = (v243 < p_M);  // matmul.tile:26
    bool const v260 = (v244 < p_M);  // matmul.tile:26
    bool const v261 = (v245 < p_M);  // matmul.tile:26
    bool const v262 = (v246 < p_M);  // matmul.tile:26
    bool const v263 = (v247 < p_M);  // matmul.tile:26
    int const v264 = ((int)((unsigned int)(iv119) + (unsigned int)(tl_c4_0)));  // matmul.tile:26
    bool const v265 = (v264 < p_K);  // matmul.tile:26
    bool const v266 = ((bool)(v248 & v265));  // matmul.tile:26
    bool const v267 = ((bool)(v249 & v265));  // matmul.tile:26
    bool const v268 = ((bool)(v250 & v265));  // matmul.tile:26
    bool const v269 = ((bool)(v251 & v265));  // matmul.tile:26
    bool const v270 = ((bool)(v252 & v265));  // matmul.tile:26
    bool const v271 = ((bool)(v253 & v265));  // matmul.tile:26
    bool const v272 = ((bool)(v254 & v265));  // matmul.tile:26
    bool const v273 = ((bool)(v255 & v265));  // matmul.tile:26
    bool const v274 = ((bool)(v256 & v265));  // matmul.tile:26
    bool const v275 = ((bool)(v257 & v265));  // matmul.tile:26
    bool const v276 = ((bool)(v258 & v265));  // matmul.tile:26
    bool const v277 = ((bool)(v259 & v265));  // matmul.tile:26
    bool const v278 = ((bool)(v260 & v265));  // matmul.tile:26
    bool const v279 = ((bool)(v261 & v265));  // matmul.tile:26
    bool const v280 = ((bool)(v262 & v265));  // matmul.tile:26
    bool const v281 = ((bool)(v263 & v265));  // matmul.tile:26
    __half const k282 = __ushort_as_half((unsigned short)0);  // matmul.tile:25
    const __half ld283 = v266 ? *p201 : k282;  // matmul.tile:25
    const __half ld284 = v267 ? *p202 : k282;  // matmul.tile:25
    const __half ld285 = v268 ? *p203 : k282;  // matmul.tile:25
    const __half ld286 = v269 ? *p204 : k282;  // matmul.tile:25
    const __half ld287 = v270 ? *p205 : k282;  // matmul.tile:25
    const __half ld288 = v271 ? *p206 : k282;  // matmul.tile:25
    const __half ld289 = v272 ? *p207 : k282;  // matmul.tile:25
    const __half ld290 = v273 ? *p208 : k282;  // matmul.tile:25
    const __half ld291 = v274 ? *p209 : k282;  // matmul.tile:25
    const __half ld292 = v275 ? *p210 : k282;  // matmul.tile:25
    const __half ld293 = v276 ? *p211 : k282;  // matmul.tile:25
    const __half ld294 = v277 ? *p212 : k282;  // matmul.tile:25
    const __half ld295 = v278 ? *p213 : k282;  // matmul.tile:25
    const __half ld296 = v279 ? *p214 : k282;  // matmul.tile:25
    const __half ld297 = v280 ? *p215 : k282;  // matmul.tile:25
    const __half ld298 = v281 ? *p216 : k282;  // matmul.tile:25
    int const v299 = ((int)((unsigned int)(v120) * (unsigned int)(p_stride_bk)));  // matmul.tile:27
    int const v300 = ((int)((unsigned int)(v121) * (unsigned int)(p_stride_bk)));  // matmul.tile:27
    int const v301 = ((int)((unsigned int)(v122) * (unsigned int)(p_stride_bk)));  // matmul.tile:27
    int const v302 = ((int)((unsigned int)(v123) * (unsigned int)(p_stride_bk)));  // matmul.tile:27
    int const v303 = ((int)((unsigned int)(v124) * (unsigned int)(p_stride_bk)));  // matmul.tile:27
    int const v304 = ((int)((unsigned int)(v125) * (unsigned int)(p_stride_bk)));  // matmul.tile:27
    int const v305 = ((int)((unsigned int)(v126) * (unsigned int)(p_stride_bk)));  // matmul.tile:27
    int const v306 = ((int)((unsigned int)(v127) * (unsigned int)(p_stride_bk)));  // matmul.tile:27
    int const v307 = ((int)((unsigned int)(v128) * (unsigned int)(p_stride_bk)));  // matmul.tile:27
    int const v308 = ((int)((unsigned int)(v129) * (unsigned int)(p_stride_bk)));  // matmul.tile:27
    int const v309 = ((int)((unsigned int)(v130) * (unsigned int)(p_stride_bk)));  // matmul.tile:27
    int const v310 = ((int)((unsigned int)(v131) * (unsigned int)(p_stride_bk)));  // matmul.tile:27
    int const v311 = ((int)((unsigned int)(v132) * (unsigned int)(p_stride_bk)));  // matmul.tile:27
    int const v312 = ((int)((unsigned int)(v133) * (unsigned int)(p_stride_bk)));  // matmul.tile:27
    int const v313 = ((int)((unsigned int)(v134) * (unsigned int)(p_stride_bk)));  // matmul.tile:27
    int const v314 = ((int)((unsigned int)(v135) * (unsigned int)(p_stride_bk)));  // matmul.tile:27
    __half* const p315 = (p_b + v299);  // matmul.tile:27
    __half* const p316 = (p_b + v300);  // matmul.tile:27
    __half* const p317 = (p_b + v301);  // matmul.tile:27
    __half* const p318 = (p_b + v302);  // matmul.tile:27
    __half* const p319 = (p_b + v303);  // matmul.tile:27
    __half* const p320 = (p_b + v304);  // matmul.tile:27
    __half* const p321 = (p_b + v305);  // matmul.tile:27
    __half* const p322 = (p_b + v306);  // matmul.tile:27
    __half* const p323 = (p_b + v307);  // matmul.tile:27
    __half* const p324 = (p_b + v308);  // matmul.tile:27
    __half* const p325 = (p_b + v309);  // matmul.tile:27
    __half* const p326 = (p_b + v310);  // matmul.tile:27
    __half* const p327 = (p_b + v311);  // matmul.tile:27
    __half* const p328 = (p_b + v312);  // matmul.tile:27
    __half* const p329 = (p_b + v313);  // matmul.tile:27
    __half* const p330 = (p_b + v314);  // matmul.tile:27
    int const v331 = ((int)((unsigned int)(v69) * (unsigned int)(p_stride_bn)));  // matmul.tile:27
    __half* const p332 = (p315 + v331);  // matmul.tile:27
    __half* const p333 = (p316 + v331);  // matmul.tile:27
    __half* const p334 = (p317 + v331);  // matmul.tile:27
    __half* const p335 = (p318 + v331);  // matmul.tile:27
    __half* const p336 = (p319 + v331);  // matmul.tile:27
    __half* const p337 = (p320 + v331);  // matmul.tile:27
    __half* const p338 = (p321 + v331);  // matmul.tile:27
    __half* const p339 = (p322 + v331);  // matmul.tile:27
    __half* const p340 = (p323 + v331);  // matmul.tile:27
    __half* const p341 = (p324 + v331);  // matmul.tile:27
    __half* const p342 = (p325 + v331);  // matmul.tile:27
    __half* const p343 = (p326 + v331);  // matmul.tile:27
    __half* const p344 = (p327 + v331);  // matmul.tile:27
    __half* const p345 = (p328 + v331);  // matmul.tile:27
    __half* const p346 = (p329 + v331);  // matmul.tile:27
    __half* const p347 = (p330 + v331);  // matmul.tile:27
    bool const v348 = (v120 < p_K);  // matmul.tile:28
    bool const v349 = (v121 < p_K);  // matmul.tile:28
    bool const v350 = (v122 < p_K);  // matmul.tile:28
    bool const v351 = (v123 < p_K);  // matmul.tile:28
    bool const v352 = (v124 < p_K);  // matmul.tile:28
    bool const v353 = (v125 < p_K);  // matmul.tile:28
    bool const v354 = (v126 < p_K);  // matmul.tile:28
    bool const v355 = (v127 < p_K);  // matmul.tile:28
    bool const v356 = (v128 < p_K);  // matmul.tile:28
    bool const v357 = (v129 < p_K);  // matmul.tile:28
    bool const v358 = (v130 < p_K);  // matmul.tile:28
    bool const v359 = (v131 < p_K);  // matmul.tile:28
    bool const v360 = (v132 < p_K);  // matmul.tile:28
    bool const v361 = (v133 < p_K);  // matmul.tile:28
    bool const v362 = (v134 < p_K);  // matmul.tile:28
    bool const v363 = (v135 < p_K);  // matmul.tile:28
    bool const v364 = (v69 < p_N);  // matmul.tile:28
    bool const v365 = ((bool)(v348 & v364));  // matmul.tile:28
    bool const v366 = ((bool)(v349 & v364));  // matmul.tile:28
    bool const v367 = ((bool)(v350 & v364));  // matmul.tile:28
    bool const v368 = ((bool)(v351 & v364));  // matmul.tile:28
    bool const v369 = ((bool)(v352 & v364));  // matmul.tile:28
    bool const v370 = ((bool)(v353 & v364));  // matmul.tile:28
    bool const v371 = ((bool)(v354 & v364));  // matmul.tile:28
    bool const v372 = ((bool)(v355 & v364));  // matmul.tile:28
    bool const v373 = ((bool)(v356 & v364));  // matmul.tile:28
    bool const v374 = ((bool)(v357 & v364));  // matmul.tile:28
    bool const v375 = ((bool)(v358 & v364));  // matmul.tile:28
    bool const v376 = ((bool)(v359 & v364));  // matmul.tile:28
    bool const v377 = ((bool)(v360 & v364));  // matmul.tile:28
    bool const v378 = ((bool)(v361 & v364));  // matmul.tile:28
    bool const v379 = ((bool)(v362 & v364));  // matmul.tile:28
    bool const v380 = ((bool)(v363 & v364));  // matmul.tile:28
    __half const k381 = __ushort_as_half((unsigned short)0);  // matmul.tile:27
    const __half ld382 = v365 ? *p332 : k381;  // matmul.tile:27
    const __half ld383 = v366 ? *p333 : k381;  // matmul.tile:27
    const __half ld384 = v367 ? *p334 : k381;  // matmul.tile:27
    const __half ld385 = v368 ? *p335 : k381;  // matmul.tile:27
    const __half ld386 = v369 ? *p336 : k381;  // matmul.tile:27
    const __half ld387 = v370 ? *p337 : k381;  // matmul.tile:27
    const __half ld388 = v371 ? *p338 : k381;  // matmul.tile:27
    const __half ld389 = v372 ? *p339 : k381;  // matmul.tile:27
    const __half ld390 = v373 ? *p340 : k381;  // matmul.tile:27
    const __half ld391 = v374 ? *p341 : k381;  // matmul.tile:27
    const __half ld392 = v375 ? *p342 : k381;  // matmul.tile:27
    const __half ld393 = v376 ? *p343 : k381;  // matmul.tile:27
    const __half ld394 = v377 ? *p344 : k381;  // matmul.tile:27
    const __half ld395 = v378 ? *p345 : k381;  // matmul.tile:27
    const __half ld396 = v379 ? *p346 : k381;  // matmul.tile:27
    const __half ld397 = v380 ? *p347 : k381;  // matmul.tile:27
    __syncthreads();  // matmul.tile:29
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c5_0) * 64 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0) >> 1) & 3)) << 4) + (((tl_c5_1) & 7) * 2))) = ld283;  // matmul.tile:29
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 4)) * 64 + ((((tl_c5_1) >> 3) ^ ((((tl_c5_0 + 4)) >> 1) & 3)) << 4) + (((tl_c5_1) & 7) * 2))) = ld284;  // matmul.tile:29
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 8)) * 64 + ((((tl_c5_1) >> 3) ^ ((((tl_c5_0 + 8)) >> 1) & 3)) << 4) + (((tl_c5_1) & 7) * 2))) = ld285;  // matmul.tile:29
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 12)) * 64 + ((((tl_c5_1) >> 3) ^ ((((tl_c5_0 + 12)) >> 1) & 3)) << 4) + (((tl_c5_1) & 7) * 2))) = ld286;  // matmul.tile:29
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 16)) * 64 + ((((tl_c5_1) >> 3) ^ ((((tl_c5_0 + 16)) >> 1) & 3)) << 4) + (((tl_c5_1) & 7) * 2))) = ld287;  // matmul.tile:29
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 20)) * 64 + ((((tl_c5_1) >> 3) ^ ((((tl_c5_0 + 20)) >> 1) & 3)) << 4) + (((tl_c5_1) & 7) * 2))) = ld288;  // matmul.tile:29
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 24)) * 64 + ((((tl_c5_1) >> 3) ^ ((((tl_c5_0 + 24)) >> 1) & 3)) << 4) + (((tl_c5_1) & 7) * 2))) = ld289;  // matmul.tile:29
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 28)) * 64 + ((((tl_c5_1) >> 3) ^ ((((tl_c5_0 + 28)) >> 1) & 3)) << 4) + (((tl_c5_1) & 7) * 2))) = ld290;  // matmul.tile:29
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 32)) * 64 + ((((tl_c5_1) >> 3) ^ ((((tl_c5_0 + 32)) >> 1) & 3)) << 4) + (((tl_c5_1) & 7) * 2))) = ld291;  // matmul.tile:29
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 36)) * 64 + ((((tl_c5_1) >> 3) ^ ((((tl_c5_0 + 36)) >> 1) & 3)) << 4) + (((tl_c5_1) & 7) * 2))) = ld292;  // matmul.tile:29
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 40)) * 64 + ((((tl_c5_1) >> 3) ^ ((((tl_c5_0 + 40)) >> 1) & 3)) << 4) + (((tl_c5_1) & 7) * 2))) = ld293;  // matmul.tile:29
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 44)) * 64 + ((((tl_c5_1) >> 3) ^ ((((tl_c5_0 + 44)) >> 1) & 3)) << 4) + (((tl_c5_1) & 7) * 2))) = ld294;  // matmul.tile:29
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 48)) * 64 + ((((tl_c5_1) >> 3) ^ ((((tl_c5_0 + 48)) >> 1) & 3)) << 4) + (((tl_c5_1) & 7) * 2))) = ld295;  // matmul.tile:29
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 52)) * 64 + ((((tl_c5_1) >> 3) ^ ((((tl_c5_0 + 52)) >> 1) & 3)) << 4) + (((tl_c5_1) & 7) * 2))) = ld296;  // matmul.tile:29
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 56)) * 64 + ((((tl_c5_1) >> 3) ^ ((((tl_c5_0 + 56)) >> 1) & 3)) << 4) + (((tl_c5_1) & 7) * 2))) = ld297;  // matmul.tile:29
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 60)) * 64 + ((((tl_c5_1) >> 3) ^ ((((tl_c5_0 + 60)) >> 1) & 3)) << 4) + (((tl_c5_1) & 7) * 2))) = ld298;  // matmul.tile:29
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 4096) + ((tl_c6_0) * 128 + ((((tl_c6_1) >> 3) ^ ((tl_c6_0) & 7)) << 4) + (((tl_c6_1) & 7) * 2))) = ld382;  // matmul.tile:29
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 4096) + (((tl_c6_0 + 2)) * 128 + ((((tl_c6_1) >> 3) ^ (((tl_c6_0 + 2)) & 7)) << 4) + (((tl_c6_1) & 7) * 2))) = ld383;  // matmul.tile:29
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 4096) + (((tl_c6_0 + 4)) * 128 + ((((tl_c6_1) >> 3) ^ (((tl_c6_0 + 4)) & 7)) << 4) + (((tl_c6_1) & 7) * 2))) = ld384;  // matmul.tile:29
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 4096) + (((tl_c6_0 + 6)) * 128 + ((((tl_c6_1) >> 3) ^ (((tl_c6_0 + 6)) & 7)) << 4) + (((tl_c6_1) & 7) * 2))) = ld385;  // matmul.tile:29
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 4096) + (((tl_c6_0 + 8)) * 128 + ((((tl_c6_1) >> 3) ^ (((tl_c6_0 + 8)) & 7)) << 4) + (((tl_c6_1) & 7) * 2))) = ld386;  // matmul.tile:29
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 4096) + (((tl_c6_0 + 10)) * 128 + ((((tl_c6_1) >> 3) ^ (((tl_c6_0 + 10)) & 7)) << 4) + (((tl_c6_1) & 7) * 2))) = ld387;  // matmul.tile:29
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 4096) + (((tl_c6_0 + 12)) * 128 + ((((tl_c6_1) >> 3) ^ (((tl_c6_0 + 12)) & 7)) << 4) + (((tl_c6_1) & 7) * 2))) = ld388;  // matmul.tile:29
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 4096) + (((tl_c6_0 + 14)) * 128 + ((((tl_c6_1) >> 3) ^ (((tl_c6_0 + 14)) & 7)) << 4) + (((tl_c6_1) & 7) * 2))) = ld389;  // matmul.tile:29
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 4096) + (((tl_c6_0 + 16)) * 128 + ((((tl_c6_1) >> 3) ^ (((tl_c6_0 + 16)) & 7)) << 4) + (((tl_c6_1) & 7) * 2))) = ld390;  // matmul.tile:29
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 4096) + (((tl_c6_0 + 18)) * 128 + ((((tl_c6_1) >> 3) ^ (((tl_c6_0 + 18)) & 7)) << 4) + (((tl_c6_1) & 7) * 2))) = ld391;  // matmul.tile:29
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 4096) + (((tl_c6_0 + 20)) * 128 + ((((tl_c6_1) >> 3) ^ (((tl_c6_0 + 20)) & 7)) << 4) + (((tl_c6_1) & 7) * 2))) = ld392;  // matmul.tile:29
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 4096) + (((tl_c6_0 + 22)) * 128 + ((((tl_c6_1) >> 3) ^ (((tl_c6_0 + 22)) & 7)) << 4) + (((tl_c6_1) & 7) * 2))) = ld393;  // matmul.tile:29
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 4096) + (((tl_c6_0 + 24)) * 128 + ((((tl_c6_1) >> 3) ^ (((tl_c6_0 + 24)) & 7)) << 4) + (((tl_c6_1) & 7) * 2))) = ld394;  // matmul.tile:29
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 4096) + (((tl_c6_0 + 26)) * 128 + ((((tl_c6_1) >> 3) ^ (((tl_c6_0 + 26)) & 7)) << 4) + (((tl_c6_1) & 7) * 2))) = ld395;  // matmul.tile:29
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 4096) + (((tl_c6_0 + 28)) * 128 + ((((tl_c6_1) >> 3) ^ (((tl_c6_0 + 28)) & 7)) << 4) + (((tl_c6_1) & 7) * 2))) = ld396;  // matmul.tile:29
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 4096) + (((tl_c6_0 + 30)) * 128 + ((((tl_c6_1) >> 3) ^ (((tl_c6_0 + 30)) & 7)) << 4) + (((tl_c6_1) & 7) * 2))) = ld397;  // matmul.tile:29
    __syncthreads();  // matmul.tile:29
    // dot on tensor cores: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32, warps [2, 2], 8 block(s) per warp  // matmul.tile:29
    float acc398 = c87;  // matmul.tile:29
    float acc399 = c88;  // matmul.tile:29
    float acc400 = c89;  // matmul.tile:29
    float acc401 = c90;  // matmul.tile:29
    float acc402 = c91;  // matmul.tile:29
    float acc403 = c92;  // matmul.tile:29
    float acc404 = c93;  // matmul.tile:29
    float acc405 = c94;  // matmul.tile:29
    float acc406 = c95;  // matmul.tile:29
    float acc407 = c96;  // matmul.tile:29
    float acc408 = c97;  // matmul.tile:29
    float acc409 = c98;  // matmul.tile:29
    float acc410 = c99;  // matmul.tile:29
    float acc411 = c100;  // matmul.tile:29
    float acc412 = c101;  // matmul.tile:29
    float acc413 = c102;  // matmul.tile:29
    float acc414 = c103;  // matmul.tile:29
    float acc415 = c104;  // matmul.tile:29
    float acc416 = c105;  // matmul.tile:29
    float acc417 = c106;  // matmul.tile:29
    float acc418 = c107;  // matmul.tile:29
    float acc419 = c108;  // matmul.tile:29
    float acc420 = c109;  // matmul.tile:29
    float acc421 = c110;  // matmul.tile:29
    float acc422 = c111;  // matmul.tile:29
    float acc423 = c112;  // matmul.tile:29
    float acc424 = c113;  // matmul.tile:29
    float acc425 = c114;  // matmul.tile:29
    float acc426 = c115;  // matmul.tile:29
    float acc427 = c116;  // matmul.tile:29
    float acc428 = c117;  // matmul.tile:29
    float acc429 = c118;  // matmul.tile:29
    unsigned fr431, fr432, fr433, fr434;  // matmul.tile:29
    tl_ldsm4((tl_sbase + 0) + lm430_r + 0 + (((lm430_c + 0) ^ lm430_s) << 4), fr431, fr432, fr433, fr434);  // matmul.tile:29
    unsigned fr435, fr436, fr437, fr438;  // matmul.tile:29
    tl_ldsm4((tl_sbase + 0) + lm430_r + 2048 + (((lm430_c + 0) ^ lm430_s) << 4), fr435, fr436, fr437, fr438);  // matmul.tile:29
    unsigned fr440, fr441, fr442, fr443;  // matmul.tile:29
    tl_ldsm4t((tl_sbase + 4096) + lm439_r + 0 + (((lm439_c + 0) ^ lm439_s) << 4), fr440, fr441, fr442, fr443);  // matmul.tile:29
    unsigned fr444, fr445, fr446, fr447;  // matmul.tile:29
    tl_ldsm4t((tl_sbase + 4096) + lm439_r + 0 + (((lm439_c + 4) ^ lm439_s) << 4), fr444, fr445, fr446, fr447);  // matmul.tile:29
    tl_mma_m16n8k16_fp16_fp32(acc398, acc399, acc400, acc401, fr431, fr432, fr433, fr434, fr440, fr441);  // matmul.tile:29
    tl_mma_m16n8k16_fp16_fp32(acc402, acc403, acc404, acc405, fr431, fr432, fr433, fr434, fr442, fr443);  // matmul.tile:29
    tl_mma_m16n8k16_fp16_fp32(acc406, acc407, acc408, acc409, fr431, fr432, fr433, fr434, fr444, fr445);  // matmul.tile:29
    tl_mma_m16n8k16_fp16_fp32(acc410, acc411, acc412, acc413, fr431, fr432, fr433, fr434, fr446, fr447);  // matmul.tile:29
    tl_mma_m16n8k16_fp16_fp32(acc414, acc415, acc416, acc417, fr435, fr436, fr437, fr438, fr440, fr441);  // matmul.tile:29
    tl_mma_m16n8k16_fp16_fp32(acc418, acc419, acc420, acc421, fr435, fr436, fr437, fr438, fr442, fr443);  // matmul.tile:29
    tl_mma_m16n8k16_fp16_fp32(acc422, acc423, acc424, acc425, fr435, fr436, fr437, fr438, fr444, fr445);  // matmul.tile:29
    tl_mma_m16n8k16_fp16_fp32(acc426, acc427, acc428, acc429, fr435, fr436, fr437, fr438, fr446, fr447);  // matmul.tile:29
    unsigned fr448, fr449, fr450, fr451;  // matmul.tile:29
    tl_ldsm4((tl_sbase + 0) + lm430_r + 0 + (((lm430_c + 2) ^ lm430_s) << 4), fr448, fr449, fr450, fr451);  // matmul.tile:29
    unsigned fr452, fr453, fr454, fr455;  // matmul.tile:29
    tl_ldsm4((tl_sbase + 0) + lm430_r + 2048 + (((lm430_c + 2) ^ lm430_s) << 4), fr452, fr453, fr454, fr455);  // matmul.tile:29
    unsigned fr456, fr457, fr458, fr459;  // matmul.tile:29
    tl_ldsm4t((tl_sbase + 4096) + lm439_r + 2048 + (((lm439_c + 0) ^ lm439_s) << 4), fr456, fr457, fr458, fr459);  // matmul.tile:29
    unsigned fr460, fr461, fr462, fr463;  // matmul.tile:29
    tl_ldsm4t((tl_sbase + 4096) + lm439_r + 2048 + (((lm439_c + 4) ^ lm439_s) << 4), fr460, fr461, fr462, fr463);  // matmul.tile:29
    tl_mma_m16n8k16_fp16_fp32(acc398, acc399, acc400, acc401, fr448, fr449, fr450, fr451, fr456, fr457);  // matmul.tile:29
    tl_mma_m16n8k16_fp16_fp32(acc402, acc403, acc404, acc405, fr448, fr449, fr450, fr451, fr458, fr459);  // matmul.tile:29
    tl_mma_m16n8k16_fp16_fp32(acc406, acc407, acc408, acc409, fr448, fr449, fr450, fr451, fr460, fr461);  // matmul.tile:29
    tl_mma_m16n8k16_fp16_fp32(acc410, acc411, acc412, acc413, fr448, fr449, fr450, fr451, fr462, fr463);  // matmul.tile:29
    tl_mma_m16n8k16_fp16_fp32(acc414, acc415, acc416, acc417, fr452, fr453, fr454, fr455, fr456, fr457);  // matmul.tile:29
    tl_mma_m16n8k16_fp16_fp32(acc418, acc419, acc420, acc421, fr452, fr453, fr454, fr455, fr458, fr459);  // matmul.tile:29
    tl_mma_m16n8k16_fp16_fp32(acc422, acc423, acc424, acc425, fr452, fr453, fr454, fr455, fr460, fr461);  // matmul.tile:29
    tl_mma_m16n8k16_fp16_fp32(acc426, acc427, acc428, acc429, fr452, fr453, fr454, fr455, fr462, fr463);  // matmul.tile:29
    c87 = acc398;  // matmul.tile:23
    c88 = acc399;  // matmul.tile:23
    c89 = acc400;  // matmul.tile:23
    c90 = acc401;  // matmul.tile:23
    c91 = acc402;  // matmul.tile:23
    c92 = acc403;  // matmul.tile:23
    c93 = acc404;  // matmul.tile:23
    c94 = acc405;  // matmul.tile:23
    c95 = acc406;  // matmul.tile:23
    c96 = acc407;  // matmul.tile:23
    c97 = acc408;  // matmul.tile:23
    c98 = acc409;  // matmul.tile:23
    c99 = acc410;  // matmul.tile:23
    c100 = acc411;  // matmul.tile:23
    c101 = acc412;  // matmul.tile:23
    c102 = acc413;  // matmul.tile:23
    c103 = acc414;  // matmul.tile:23
    c104 = acc415;  // matmul.tile:23
    c105 = acc416;  // matmul.tile:23
    c106 = acc417;  // matmul.tile:23
    c107 = acc418;  // matmul.tile:23
    c108 = acc419;  // matmul.tile:23
    c109 = acc420;  // matmul.tile:23
    c110 = acc421;  // matmul.tile:23
    c111 = acc422;  // matmul.tile:23
    c112 = acc423;  // matmul.tile:23
    c113 = acc424;  // matmul.tile:23
    c114 = acc425;  // matmul.tile:23
    c115 = acc426;  // matmul.tile:23
    c116 = acc427;  // matmul.tile:23
    c117 = acc428;  // matmul.tile:23
    c118 = acc429;  // matmul.tile:23
  }  // matmul.tile:23
  int const ar464 = (tl_c9_0 + 1);  // matmul.tile:30
  int const ar465 = (tl_c9_0 + 16);  // matmul.tile:30
  int const ar466 = (tl_c9_0 + 17);  // matmul.tile:30
  int const ar467 = (tl_c9_0 + 32);  // matmul.tile:30
  int const ar468 = (tl_c9_0 + 33);  // matmul.tile:30
  int const ar469 = (tl_c9_0 + 48);  // matmul.tile:30
  int const ar470 = (tl_c9_0 + 49);  // matmul.tile:30
  int const v471 = ((int)((unsigned int)(v68) + (unsigned int)(tl_c9_0)));  // matmul.tile:30
  int const v472 = ((int)((unsigned int)(v68) + (unsigned int)(ar464)));  // matmul.tile:30
  int const v473 = ((int)((unsigned int)(v68) + (unsigned int)(ar465)));  // matmul.tile:30
  int const v474 = ((int)((unsigned int)(v68) + (unsigned int)(ar466)));  // matmul.tile:30
  int const v475 = ((int)((unsigned int)(v68) + (unsigned int)(ar467)));  // matmul.tile:30
  int const v476 = ((int)((unsigned int)(v68) + (unsigned int)(ar468)));  // matmul.tile:30
  int const v477 = ((int)((unsigned int)(v68) + (unsigned int)(ar469)));  // matmul.tile:30
  int const v478 = ((int)((unsigned int)(v68) + (unsigned int)(ar470)));  // matmul.tile:30
  __half* const p479 = (p_bias + v471);  // matmul.tile:30
  __half* const p480 = (p_bias + v472);  // matmul.tile:30
  __half* const p481 = (p_bias + v473);  // matmul.tile:30
  __half* const p482 = (p_bias + v474);  // matmul.tile:30
  __half* const p483 = (p_bias + v475);  // matmul.tile:30
  __half* const p484 = (p_bias + v476);  // matmul.tile:30
  __half* const p485 = (p_bias + v477);  // matmul.tile:30
  __half* const p486 = (p_bias + v478);  // matmul.tile:30
  int const ar487 = (tl_c9_0 + 1);  // matmul.tile:30
  int const ar488 = (tl_c9_0 + 16);  // matmul.tile:30
  int const ar489 = (tl_c9_0 + 17);  // matmul.tile:30
  int const ar490 = (tl_c9_0 + 32);  // matmul.tile:30
  int const ar491 = (tl_c9_0 + 33);  // matmul.tile:30
  int const ar492 = (tl_c9_0 + 48);  // matmul.tile:30
  int const ar493 = (tl_c9_0 + 49);  // matmul.tile:30
  int const v494 = ((int)((unsigned int)(v68) + (unsigned int)(tl_c9_0)));  // matmul.tile:30
  int const v495 = ((int)((unsigned int)(v68) + (unsigned int)(ar487)));  // matmul.tile:30
  int const v496 = ((int)((unsigned int)(v68) + (unsigned int)(ar488)));  // matmul.tile:30
  int const v497 = ((int)((unsigned int)(v68) + (unsigned int)(ar489)));  // matmul.tile:30
  int const v498 = ((int)((unsigned int)(v68) + (unsigned int)(ar490)));  // matmul.tile:30
  int const v499 = ((int)((unsigned int)(v68) + (unsigned int)(ar491)));  // matmul.tile:30
  int const v500 = ((int)((unsigned int)(v68) + (unsigned int)(ar492)));  // matmul.tile:30
  int const v501 = ((int)((unsigned int)(v68) + (unsigned int)(ar493)));  // matmul.tile:30
  bool const v502 = (v494 < p_N);  // matmul.tile:30
  bool const v503 = (v495 < p_N);  // matmul.tile:30
  bool const v504 = (v496 < p_N);  // matmul.tile:30
  bool const v505 = (v497 < p_N);  // matmul.tile:30
  bool const v506 = (v498 < p_N);  // matmul.tile:30
  bool const v507 = (v499 < p_N);  // matmul.tile:30
  bool const v508 = (v500 < p_N);  // matmul.tile:30
  bool const v509 = (v501 < p_N);  // matmul.tile:30
  __half const k510 = __ushort_as_half((unsigned short)0);  // matmul.tile:30
  const __half ld511 = v502 ? *p479 : k510;  // matmul.tile:30
  const __half ld512 = v503 ? *p480 : k510;  // matmul.tile:30
  const __half ld513 = v504 ? *p481 : k510;  // matmul.tile:30
  const __half ld514 = v505 ? *p482 : k510;  // matmul.tile:30
  const __half ld515 = v506 ? *p483 : k510;  // matmul.tile:30
  const __half ld516 = v507 ? *p484 : k510;  // matmul.tile:30
  const __half ld517 = v508 ? *p485 : k510;  // matmul.tile:30
  const __half ld518 = v509 ? *p486 : k510;  // matmul.tile:30
  float const v519 = __half2float(ld511);  // matmul.tile:30
  float const v520 = __half2float(ld512);  // matmul.tile:30
  float const v521 = __half2float(ld513);  // matmul.tile:30
  float const v522 = __half2float(ld514);  // matmul.tile:30
  float const v523 = __half2float(ld515);  // matmul.tile:30
  float const v524 = __half2float(ld516);  // matmul.tile:30
  float const v525 = __half2float(ld517);  // matmul.tile:30
  float const v526 = __half2float(ld518);  // matmul.tile:30
  float const v527 = (c87 + v519);  // matmul.tile:30
  float const v528 = (c88 + v520);  // matmul.tile:30
  float const v529 = (c89 + v519);  // matmul.tile:30
  float const v530 = (c90 + v520);  // matmul.tile:30
  float const v531 = (c91 + v521);  // matmul.tile:30
  float const v532 = (c92 + v522);  // matmul.tile:30
  float const v533 = (c93 + v521);  // matmul.tile:30
  float const v534 = (c94 + v522);  // matmul.tile:30
  float const v535 = (c95 + v523);  // matmul.tile:30
  float const v536 = (c96 + v524);  // matmul.tile:30
  float const v537 = (c97 + v523);  // matmul.tile:30
  float const v538 = (c98 + v524);  // matmul.tile:30
  float const v539 = (c99 + v525);  // matmul.tile:30
  float const v540 = (c100 + v526);  // matmul.tile:30
  float const v541 = (c101 + v525);  // matmul.tile:30
  float const v542 = (c102 + v526);  // matmul.tile:30
  float const v543 = (c103 + v519);  // matmul.tile:30
  float const v544 = (c104 + v520);  // matmul.tile:30
  float const v545 = (c105 + v519);  // matmul.tile:30
  float const v546 = (c106 + v520);  // matmul.tile:30
  float const v547 = (c107 + v521);  // matmul.tile:30
  float const v548 = (c108 + v522);  // matmul.tile:30
  float const v549 = (c109 + v521);  // matmul.tile:30
  float const v550 = (c110 + v522);  // matmul.tile:30
  float const v551 = (c111 + v523);  // matmul.tile:30
  float const v552 = (c112 + v524);  // matmul.tile:30
  float const v553 = (c113 + v523);  // matmul.tile:30
  float const v554 = (c114 + v524);  // matmul.tile:30
  float const v555 = (c115 + v525);  // matmul.tile:30
  float const v556 = (c116 + v526);  // matmul.tile:30
  float const v557 = (c117 + v525);  // matmul.tile:30
  float const v558 = (c118 + v526);  // matmul.tile:30
  int const v559 = ((int)((unsigned int)(v36) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v560 = ((int)((unsigned int)(v37) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v561 = ((int)((unsigned int)(v38) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v562 = ((int)((unsigned int)(v39) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v563 = ((int)((unsigned int)(v40) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v564 = ((int)((unsigned int)(v41) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v565 = ((int)((unsigned int)(v42) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v566 = ((int)((unsigned int)(v43) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v567 = ((int)((unsigned int)(v44) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v568 = ((int)((unsigned int)(v45) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v569 = ((int)((unsigned int)(v46) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v570 = ((int)((unsigned int)(v47) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v571 = ((int)((unsigned int)(v48) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v572 = ((int)((unsigned int)(v49) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v573 = ((int)((unsigned int)(v50) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v574 = ((int)((unsigned int)(v51) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v575 = ((int)((unsigned int)(v52) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v576 = ((int)((unsigned int)(v53) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v577 = ((int)((unsigned int)(v54) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v578 = ((int)((unsigned int)(v55) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v579 = ((int)((unsigned int)(v56) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v580 = ((int)((unsigned int)(v57) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v581 = ((int)((unsigned int)(v58) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v582 = ((int)((unsigned int)(v59) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v583 = ((int)((unsigned int)(v60) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v584 = ((int)((unsigned int)(v61) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v585 = ((int)((unsigned int)(v62) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v586 = ((int)((unsigned int)(v63) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v587 = ((int)((unsigned int)(v64) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v588 = ((int)((unsigned int)(v65) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v589 = ((int)((unsigned int)(v66) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v590 = ((int)((unsigned int)(v67) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  __half* const p591 = (p_c + v559);  // matmul.tile:35
  __half* const p592 = (p_c + v560);  // matmul.tile:35
  __half* const p593 = (p_c + v561);  // matmul.tile:35
  __half* const p594 = (p_c + v562);  // matmul.tile:35
  __half* const p595 = (p_c + v563);  // matmul.tile:35
  __half* const p596 = (p_c + v564);  // matmul.tile:35
  __half* const p597 = (p_c + v565);  // matmul.tile:35
  __half* const p598 = (p_c + v566);  // matmul.tile:35
  __half* const p599 = (p_c + v567);  // matmul.tile:35
  __half* const p600 = (p_c + v568);  // matmul.tile:35
  __half* const p601 = (p_c + v569);  // matmul.tile:35
  __half* const p602 = (p_c + v570);  // matmul.tile:35
  __half* const p603 = (p_c + v571);  // matmul.tile:35
  __half* const p604 = (p_c + v572);  // matmul.tile:35
  __half* const p605 = (p_c + v573);  // matmul.tile:35
  __half* const p606 = (p_c + v574);  // matmul.tile:35
  __half* const p607 = (p_c + v575);  // matmul.tile:35
  __half* const p608 = (p_c + v576);  // matmul.tile:35
  __half* const p609 = (p_c + v577);  // matmul.tile:35
  __half* const p610 = (p_c + v578);  // matmul.tile:35
  __half* const p611 = (p_c + v579);  // matmul.tile:35
  __half* const p612 = (p_c + v580);  // matmul.tile:35
  __half* const p613 = (p_c + v581);  // matmul.tile:35
  __half* const p614 = (p_c + v582);  // matmul.tile:35
  __half* const p615 = (p_c + v583);  // matmul.tile:35
  __half* const p616 = (p_c + v584);  // matmul.tile:35
  __half* const p617 = (p_c + v585);  // matmul.tile:35
  __half* const p618 = (p_c + v586);  // matmul.tile:35
  __half* const p619 = (p_c + v587);  // matmul.tile:35
  __half* const p620 = (p_c + v588);  // matmul.tile:35
  __half* const p621 = (p_c + v589);  // matmul.tile:35
  __half* const p622 = (p_c + v590);  // matmul.tile:35
  int const v623 = ((int)((unsigned int)(v69) * (unsigned int)(p_stride_cn)));  // matmul.tile:35
  __half* const p624 = (p591 + v623);  // matmul.tile:35
  __half* const p625 = (p592 + v623);  // matmul.tile:35
  __half* const p626 = (p593 + v623);  // matmul.tile:35
  __half* const p627 = (p594 + v623);  // matmul.tile:35
  __half* const p628 = (p595 + v623);  // matmul.tile:35
  __half* const p629 = (p596 + v623);  // matmul.tile:35
  __half* const p630 = (p597 + v623);  // matmul.tile:35
  __half* const p631 = (p598 + v623);  // matmul.tile:35
  __half* const p632 = (p599 + v623);  // matmul.tile:35
  __half* const p633 = (p600 + v623);  // matmul.tile:35
  __half* const p634 = (p601 + v623);  // matmul.tile:35
  __half* const p635 = (p602 + v623);  // matmul.tile:35
  __half* const p636 = (p603 + v623);  // matmul.tile:35
  __half* const p637 = (p604 + v623);  // matmul.tile:35
  __half* const p638 = (p605 + v623);  // matmul.tile:35
  __half* const p639 = (p606 + v623);  // matmul.tile:35
  __half* const p640 = (p607 + v623);  // matmul.tile:35
  __half* const p641 = (p608 + v623);  // matmul.tile:35
  __half* const p642 = (p609 + v623);  // matmul.tile:35
  __half* const p643 = (p610 + v623);  // matmul.tile:35
  __half* const p644 = (p611 + v623);  // matmul.tile:35
  __half* const p645 = (p612 + v623);  // matmul.tile:35
  __half* const p646 = (p613 + v623);  // matmul.tile:35
  __half* const p647 = (p614 + v623);  // matmul.tile:35
  __half* const p648 = (p615 + v623);  // matmul.tile:35
  __half* const p649 = (p616 + v623);  // matmul.tile:35
  __half* const p650 = (p617 + v623);  // matmul.tile:35
  __half* const p651 = (p618 + v623);  // matmul.tile:35
  __half* const p652 = (p619 + v623);  // matmul.tile:35
  __half* const p653 = (p620 + v623);  // matmul.tile:35
  __half* const p654 = (p621 + v623);  // matmul.tile:35
  __half* const p655 = (p622 + v623);  // matmul.tile:35
  __half const v656 = __float2half_rn(v527);  // matmul.tile:35
  __half const v657 = __float2half_rn(v528);  // matmul.tile:35
  __half const v658 = __float2half_rn(v529);  // matmul.tile:35
  __half const v659 = __float2half_rn(v530);  // matmul.tile:35
  __half const v660 = __float2half_rn(v531);  // matmul.tile:35
  __half const v661 = __float2half_rn(v532);  // matmul.tile:35
  __half const v662 = __float2half_rn(v533);  // matmul.tile:35
  __half const v663 = __float2half_rn(v534);  // matmul.tile:35
  __half const v664 = __float2half_rn(v535);  // matmul.tile:35
  __half const v665 = __float2half_rn(v536);  // matmul.tile:35
  __half const v666 = __float2half_rn(v537);  // matmul.tile:35
  __half const v667 = __float2half_rn(v538);  // matmul.tile:35
  __half const v668 = __float2half_rn(v539);  // matmul.tile:35
  __half const v669 = __float2half_rn(v540);  // matmul.tile:35
  __half const v670 = __float2half_rn(v541);  // matmul.tile:35
  __half const v671 = __float2half_rn(v542);  // matmul.tile:35
  __half const v672 = __float2half_rn(v543);  // matmul.tile:35
  __half const v673 = __float2half_rn(v544);  // matmul.tile:35
  __half const v674 = __float2half_rn(v545);  // matmul.tile:35
  __half const v675 = __float2half_rn(v546);  // matmul.tile:35
  __half const v676 = __float2half_rn(v547);  // matmul.tile:35
  __half const v677 = __float2half_rn(v548);  // matmul.tile:35
  __half const v678 = __float2half_rn(v549);  // matmul.tile:35
  __half const v679 = __float2half_rn(v550);  // matmul.tile:35
  __half const v680 = __float2half_rn(v551);  // matmul.tile:35
  __half const v681 = __float2half_rn(v552);  // matmul.tile:35
  __half const v682 = __float2half_rn(v553);  // matmul.tile:35
  __half const v683 = __float2half_rn(v554);  // matmul.tile:35
  __half const v684 = __float2half_rn(v555);  // matmul.tile:35
  __half const v685 = __float2half_rn(v556);  // matmul.tile:35
  __half const v686 = __float2half_rn(v557);  // matmul.tile:35
  __half const v687 = __float2half_rn(v558);  // matmul.tile:35
  bool const v688 = (v36 < p_M);  // matmul.tile:36
  bool const v689 = (v37 < p_M);  // matmul.tile:36
  bool const v690 = (v38 < p_M);  // matmul.tile:36
  bool const v691 = (v39 < p_M);  // matmul.tile:36
  bool const v692 = (v40 < p_M);  // matmul.tile:36
  bool const v693 = (v41 < p_M);  // matmul.tile:36
  bool const v694 = (v42 < p_M);  // matmul.tile:36
  bool const v695 = (v43 < p_M);  // matmul.tile:36
  bool const v696 = (v44 < p_M);  // matmul.tile:36
  bool const v697 = (v45 < p_M);  // matmul.tile:36
  bool const v698 = (v46 < p_M);  // matmul.tile:36
  bool const v699 = (v47 < p_M);  // matmul.tile:36
  bool const v700 = (v48 < p_M);  // matmul.tile:36
  bool const v701 = (v49 < p_M);  // matmul.tile:36
  bool const v702 = (v50 < p_M);  // matmul.tile:36
  bool const v703 = (v51 < p_M);  // matmul.tile:36
  bool const v704 = (v52 < p_M);  // matmul.tile:36
  bool const v705 = (v53 < p_M);  // matmul.tile:36
  bool const v706 = (v54 < p_M);  // matmul.tile:36
  bool const v707 = (v55 < p_M);  // matmul.tile:36
  bool const v708 = (v56 < p_M);  // matmul.tile:36
  bool const v709 = (v57 < p_M);  // matmul.tile:36
  bool const v710 = (v58 < p_M);  // matmul.tile:36
  bool const v711 = (v59 < p_M);  // matmul.tile:36
  bool const v712 = (v60 < p_M);  // matmul.tile:36
  bool const v713 = (v61 < p_M);  // matmul.tile:36
  bool const v714 = (v62 < p_M);  // matmul.tile:36
  bool const v715 = (v63 < p_M);  // matmul.tile:36
  bool const v716 = (v64 < p_M);  // matmul.tile:36
  bool const v717 = (v65 < p_M);  // matmul.tile:36
  bool const v718 = (v66 < p_M);  // matmul.tile:36
  bool const v719 = (v67 < p_M);  // matmul.tile:36
  bool const v720 = (v69 < p_N);  // matmul.tile:36
  bool const v721 = ((bool)(v688 & v720));  // matmul.tile:36
  bool const v722 = ((bool)(v689 & v720));  // matmul.tile:36
  bool const v723 = ((bool)(v690 & v720));  // matmul.tile:36
  bool const v724 = ((bool)(v691 & v720));  // matmul.tile:36
  bool const v725 = ((bool)(v692 & v720));  // matmul.tile:36
  bool const v726 = ((bool)(v693 & v720));  // matmul.tile:36
  bool const v727 = ((bool)(v694 & v720));  // matmul.tile:36
  bool const v728 = ((bool)(v695 & v720));  // matmul.tile:36
  bool const v729 = ((bool)(v696 & v720));  // matmul.tile:36
  bool const v730 = ((bool)(v697 & v720));  // matmul.tile:36
  bool const v731 = ((bool)(v698 & v720));  // matmul.tile:36
  bool const v732 = ((bool)(v699 & v720));  // matmul.tile:36
  bool const v733 = ((bool)(v700 & v720));  // matmul.tile:36
  bool const v734 = ((bool)(v701 & v720));  // matmul.tile:36
  bool const v735 = ((bool)(v702 & v720));  // matmul.tile:36
  bool const v736 = ((bool)(v703 & v720));  // matmul.tile:36
  bool const v737 = ((bool)(v704 & v720));  // matmul.tile:36
  bool const v738 = ((bool)(v705 & v720));  // matmul.tile:36
  bool const v739 = ((bool)(v706 & v720));  // matmul.tile:36
  bool const v740 = ((bool)(v707 & v720));  // matmul.tile:36
  bool const v741 = ((bool)(v708 & v720));  // matmul.tile:36
  bool const v742 = ((bool)(v709 & v720));  // matmul.tile:36
  bool const v743 = ((bool)(v710 & v720));  // matmul.tile:36
  bool const v744 = ((bool)(v711 & v720));  // matmul.tile:36
  bool const v745 = ((bool)(v712 & v720));  // matmul.tile:36
  bool const v746 = ((bool)(v713 & v720));  // matmul.tile:36
  bool const v747 = ((bool)(v714 & v720));  // matmul.tile:36
  bool const v748 = ((bool)(v715 & v720));  // matmul.tile:36
  bool const v749 = ((bool)(v716 & v720));  // matmul.tile:36
  bool const v750 = ((bool)(v717 & v720));  // matmul.tile:36
  bool const v751 = ((bool)(v718 & v720));  // matmul.tile:36
  bool const v752 = ((bool)(v719 & v720));  // matmul.tile:36
  __syncthreads();  // matmul.tile:35
  __half* cv753 = reinterpret_cast<__half*>(tl_smem + 0);  // layout conversion  // matmul.tile:35
  cv753[tl_c10_0 * 64 + tl_c10_1] = v656;  // matmul.tile:35
  cv753[(tl_c10_0 * 64 + tl_c10_1 + 1)] = v657;  // matmul.tile:35
  cv753[(tl_c10_0 * 64 + tl_c10_1 + 512)] = v658;  // matmul.tile:35
  cv753[(tl_c10_0 * 64 + tl_c10_1 + 513)] = v659;  // matmul.tile:35
  cv753[(tl_c10_0 * 64 + tl_c10_1 + 16)] = v660;  // matmul.tile:35
  cv753[(tl_c10_0 * 64 + tl_c10_1 + 17)] = v661;  // matmul.tile:35
  cv753[(tl_c10_0 * 64 + tl_c10_1 + 528)] = v662;  // matmul.tile:35
  cv753[(tl_c10_0 * 64 + tl_c10_1 + 529)] = v663;  // matmul.tile:35
  cv753[(tl_c10_0 * 64 + tl_c10_1 + 32)] = v664;  // matmul.tile:35
  cv753[(tl_c10_0 * 64 + tl_c10_1 + 33)] = v665;  // matmul.tile:35
  cv753[(tl_c10_0 * 64 + tl_c10_1 + 544)] = v666;  // matmul.tile:35
  cv753[(tl_c10_0 * 64 + tl_c10_1 + 545)] = v667;  // matmul.tile:35
  cv753[(tl_c10_0 * 64 + tl_c10_1 + 48)] = v668;  // matmul.tile:35
  cv753[(tl_c10_0 * 64 + tl_c10_1 + 49)] = v669;  // matmul.tile:35
  cv753[(tl_c10_0 * 64 + tl_c10_1 + 560)] = v670;  // matmul.tile:35
  cv753[(tl_c10_0 * 64 + tl_c10_1 + 561)] = v671;  // matmul.tile:35
  cv753[(tl_c10_0 * 64 + tl_c10_1 + 2048)] = v672;  // matmul.tile:35
  cv753[(tl_c10_0 * 64 + tl_c10_1 + 2049)] = v673;  // matmul.tile:35
  cv753[(tl_c10_0 * 64 + tl_c10_1 + 2560)] = v674;  // matmul.tile:35
  cv753[(tl_c10_0 * 64 + tl_c10_1 + 2561)] = v675;  // matmul.tile:35
  cv753[(tl_c10_0 * 64 + tl_c10_1 + 2064)] = v676;  // matmul.tile:35
  cv753[(tl_c10_0 * 64 + tl_c10_1 + 2065)] = v677;  // matmul.tile:35
  cv753[(tl_c10_0 * 64 + tl_c10_1 + 2576)] = v678;  // matmul.tile:35
  cv753[(tl_c10_0 * 64 + tl_c10_1 + 2577)] = v679;  // matmul.tile:35
  cv753[(tl_c10_0 * 64 + tl_c10_1 + 2080)] = v680;  // matmul.tile:35
  cv753[(tl_c10_0 * 64 + tl_c10_1 + 2081)] = v681;  // matmul.tile:35
  cv753[(tl_c10_0 * 64 + tl_c10_1 + 2592)] = v682;  // matmul.tile:35
  cv753[(tl_c10_0 * 64 + tl_c10_1 + 2593)] = v683;  // matmul.tile:35
  cv753[(tl_c10_0 * 64 + tl_c10_1 + 2096)] = v684;  // matmul.tile:35
  cv753[(tl_c10_0 * 64 + tl_c10_1 + 2097)] = v685;  // matmul.tile:35
  cv753[(tl_c10_0 * 64 + tl_c10_1 + 2608)] = v686;  // matmul.tile:35
  cv753[(tl_c10_0 * 64 + tl_c10_1 + 2609)] = v687;  // matmul.tile:35
  __syncthreads();  // matmul.tile:35
  __half const cv754 = cv753[tl_c11_0 * 64 + tl_c11_1];  // matmul.tile:35
  __half const cv755 = cv753[(tl_c11_0 * 64 + tl_c11_1 + 128)];  // matmul.tile:35
  __half const cv756 = cv753[(tl_c11_0 * 64 + tl_c11_1 + 256)];  // matmul.tile:35
  __half const cv757 = cv753[(tl_c11_0 * 64 + tl_c11_1 + 384)];  // matmul.tile:35
  __half const cv758 = cv753[(tl_c11_0 * 64 + tl_c11_1 + 512)];  // matmul.tile:35
  __half const cv759 = cv753[(tl_c11_0 * 64 + tl_c11_1 + 640)];  // matmul.tile:35
  __half const cv760 = cv753[(tl_c11_0 * 64 + tl_c11_1 + 768)];  // matmul.tile:35
  __half const cv761 = cv753[(tl_c11_0 * 64 + tl_c11_1 + 896)];  // matmul.tile:35
  __half const cv762 = cv753[(tl_c11_0 * 64 + tl_c11_1 + 1024)];  // matmul.tile:35
  __half const cv763 = cv753[(tl_c11_0 * 64 + tl_c11_1 + 1152)];  // matmul.tile:35
  __half const cv764 = cv753[(tl_c11_0 * 64 + tl_c11_1 + 1280)];  // matmul.tile:35
  __half const cv765 = cv753[(tl_c11_0 * 64 + tl_c11_1 + 1408)];  // matmul.tile:35
  __half const cv766 = cv753[(tl_c11_0 * 64 + tl_c11_1 + 1536)];  // matmul.tile:35
  __half const cv767 = cv753[(tl_c11_0 * 64 + tl_c11_1 + 1664)];  // matmul.tile:35
  __half const cv768 = cv753[(tl_c11_0 * 64 + tl_c11_1 + 1792)];  // matmul.tile:35
  __half const cv769 = cv753[(tl_c11_0 * 64 + tl_c11_1 + 1920)];  // matmul.tile:35
  __half const cv770 = cv753[(tl_c11_0 * 64 + tl_c11_1 + 2048)];  // matmul.tile:35
  __half const cv771 = cv753[(tl_c11_0 * 64 + tl_c11_1 + 2176)];  // matmul.tile:35
  __half const cv772 = cv753[(tl_c11_0 * 64 + tl_c11_1 + 2304)];  // matmul.tile:35
  __half const cv773 = cv753[(tl_c11_0 * 64 + tl_c11_1 + 2432)];  // matmul.tile:35
  __half const cv774 = cv753[(tl_c11_0 * 64 + tl_c11_1 + 2560)];  // matmul.tile:35
  __half const cv775 = cv753[(tl_c11_0 * 64 + tl_c11_1 + 2688)];  // matmul.tile:35
  __half const cv776 = cv753[(tl_c11_0 * 64 + tl_c11_1 + 2816)];  // matmul.tile:35
  __half const cv777 = cv753[(tl_c11_0 * 64 + tl_c11_1 + 2944)];  // matmul.tile:35
  __half const cv778 = cv753[(tl_c11_0 * 64 + tl_c11_1 + 3072)];  // matmul.tile:35
  __half const cv779 = cv753[(tl_c11_0 * 64 + tl_c11_1 + 3200)];  // matmul.tile:35
  __half const cv780 = cv753[(tl_c11_0 * 64 + tl_c11_1 + 3328)];  // matmul.tile:35
  __half const cv781 = cv753[(tl_c11_0 * 64 + tl_c11_1 + 3456)];  // matmul.tile:35
  __half const cv782 = cv753[(tl_c11_0 * 64 + tl_c11_1 + 3584)];  // matmul.tile:35
  __half const cv783 = cv753[(tl_c11_0 * 64 + tl_c11_1 + 3712)];  // matmul.tile:35
  __half const cv784 = cv753[(tl_c11_0 * 64 + tl_c11_1 + 3840)];  // matmul.tile:35
  __half const cv785 = cv753[(tl_c11_0 * 64 + tl_c11_1 + 3968)];  // matmul.tile:35
  if (v721) *p624 = cv754;  // matmul.tile:35
  if (v722) *p625 = cv755;  // matmul.tile:35
  if (v723) *p626 = cv756;  // matmul.tile:35
  if (v724) *p627 = cv757;  // matmul.tile:35
  if (v725) *p628 = cv758;  // matmul.tile:35
  if (v726) *p629 = cv759;  // matmul.tile:35
  if (v727) *p630 = cv760;  // matmul.tile:35
  if (v728) *p631 = cv761;  // matmul.tile:35
  if (v729) *p632 = cv762;  // matmul.tile:35
  if (v730) *p633 = cv763;  // matmul.tile:35
  if (v731) *p634 = cv764;  // matmul.tile:35
  if (v732) *p635 = cv765;  // matmul.tile:35
  if (v733) *p636 = cv766;  // matmul.tile:35
  if (v734) *p637 = cv767;  // matmul.tile:35
  if (v735) *p638 = cv768;  // matmul.tile:35
  if (v736) *p639 = cv769;  // matmul.tile:35
  if (v737) *p640 = cv770;  // matmul.tile:35
  if (v738) *p641 = cv771;  // matmul.tile:35
  if (v739) *p642 = cv772;  // matmul.tile:35
  if (v740) *p643 = cv773;  // matmul.tile:35
  if (v741) *p644 = cv774;  // matmul.tile:35
  if (v742) *p645 = cv775;  // matmul.tile:35
  if (v743) *p646 = cv776;  // matmul.tile:35
  if (v744) *p647 = cv777;  // matmul.tile:35
  if (v745) *p648 = cv778;  // matmul.tile:35
  if (v746) *p649 = cv779;  // matmul.tile:35
  if (v747) *p650 = cv780;  // matmul.tile:35
  if (v748) *p651 = cv781;  // matmul.tile:35
  if (v749) *p652 = cv782;  // matmul.tile:35
  if (v750) *p653 = cv783;  // matmul.tile:35
  if (v751) *p654 = cv784;  // matmul.tile:35
  if (v752) *p655 = cv785;  // matmul.tile:35
}
