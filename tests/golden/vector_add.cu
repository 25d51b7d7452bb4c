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

// kernel vector_add: 4 warps, generated by tiledsl
extern "C" __global__ void __launch_bounds__(128) tl_k_vector_add(float* p_out, float* p_x, float* p_y, int p_n) {
  const int tl_lane = threadIdx.x & 31;
  const int tl_warp = threadIdx.x >> 5;
  const int tl_c0_0 = (tl_lane ^ (tl_warp << 5));
  const int pid1 = (int)blockIdx.x;  // vector_add.tile:5
  int const k2 = 1024;  // vector_add.tile:6
  int const v3 = ((int)((unsigned int)(pid1) * (unsigned int)(k2)));  // vector_add.tile:6
  int const ar4 = (tl_c0_0 + 128);  // vector_add.tile:6
  int const ar5 = (tl_c0_0 + 256);  // vector_add.tile:6
  int const ar6 = (tl_c0_0 + 384);  // vector_add.tile:6
  int const ar7 = (tl_c0_0 + 512);  // vector_add.tile:6
  int const ar8 = (tl_c0_0 + 640);  // vector_add.tile:6
  int const ar9 = (tl_c0_0 + 768);  // vector_add.tile:6
  int const ar10 = (tl_c0_0 + 896);  // vector_add.tile:6
  int const v11 = ((int)((unsigned int)(v3) + (unsigned int)(tl_c0_0)));  // vector_add.tile:6
  int const v12 = ((int)((unsigned int)(v3) + (unsigned int)(ar4)));  // vector_add.tile:6
  int const v13 = ((int)((unsigned int)(v3) + (unsigned int)(ar5)));  // vector_add.tile:6
  int const v14 = ((int)((unsigned int)(v3) + (unsigned int)(ar6)));  // vector_add.tile:6
  int const v15 = ((int)((unsigned int)(v3) + (unsigned int)(ar7)));  // vector_add.tile:6
  int const v16 = ((int)((unsigned int)(v3) + (unsigned int)(ar8)));  // vector_add.tile:6
  int const v17 = ((int)((unsigned int)(v3) + (unsigned int)(ar9)));  // vector_add.tile:6
  int const v18 = ((int)((unsigned int)(v3) + (unsigned int)(ar10)));  // vector_add.tile:6
  bool const v19 = (v11 < p_n);  // vector_add.tile:7
  bool const v20 = (v12 < p_n);  // vector_add.tile:7
  bool const v21 = (v13 < p_n);  // vector_add.tile:7
  bool const v22 = (v14 < p_n);  // vector_add.tile:7
  bool const v23 = (v15 < p_n);  // vector_add.tile:7
  bool const v24 = (v16 < p_n);  // vector_add.tile:7
  bool const v25 = (v17 < p_n);  // vector_add.tile:7
  bool const v26 = (v18 < p_n);  // vector_add.tile:7
  float* const p27 = (p_x + v11);  // vector_add.tile:8
  float* const p28 = (p_x + v12);  // vector_add.tile:8
  float* const p29 = (p_x + v13);  // vector_add.tile:8
  float* const p30 = (p_x + v14);  // vector_add.tile:8
  float* const p31 = (p_x + v15);  // vector_add.tile:8
  float* const p32 = (p_x + v16);  // vector_add.tile:8
  float* const p33 = (p_x + v17);  // vector_add.tile:8
  float* const p34 = (p_x + v18);  // vector_add.tile:8
  const float ld35 = v19 ? *p27 : 0.0f;  // vector_add.tile:8
  const float ld36 = v20 ? *p28 : 0.0f;  // vector_add.tile:8
  const float ld37 = v21 ? *p29 : 0.0f;  // vector_add.tile:8
  const float ld38 = v22 ? *p30 : 0.0f;  // vector_add.tile:8
  const float ld39 = v23 ? *p31 : 0.0f;  // vector_add.tile:8
  const float ld40 = v24 ? *p32 : 0.0f;  // vector_add.tile:8
  const float ld41 = v25 ? *p33 : 0.0f;  // vector_add.tile:8
  const float ld42 = v26 ? *p34 : 0.0f;  // vector_add.tile:8
  float* const p43 = (p_y + v11);  // vector_add.tile:9
  float* const p44 = (p_y + v12);  // vector_add.tile:9
  float* const p45 = (p_y + v13);  // vector_add.tile:9
  float* const p46 = (p_y + v14);  // vector_add.tile:9
  float* const p47 = (p_y + v15);  // vector_add.tile:9
  float* const p48 = (p_y + v16);  // vector_add.tile:9
  float* const p49 = (p_y + v17);  // vector_add.tile:9
  float* const p50 = (p_y + v18);  // vector_add.tile:9
  const float ld51 = v19 ? *p43 : 0.0f;  // vector_add.tile:9
  const float ld52 = v20 ? *p44 : 0.0f;  // vector_add.tile:9
  const float ld53 = v21 ? *p45 : 0.0f;  // vector_add.tile:9
  const float ld54 = v22 ? *p46 : 0.0f;  // vector_add.tile:9
  const float ld55 = v23 ? *p47 : 0.0f;  // vector_add.tile:9
  const float ld56 = v24 ? *p48 : 0.0f;  // vector_add.tile:9
  const float ld57 = v25 ? *p49 : 0.0f;  // vector_add.tile:9
  const float ld58 = v26 ? *p50 : 0.0f;  // vector_add.tile:9
  float* const p59 = (p_out + v11);  // vector_add.tile:10
  float* const p60 = (p_out + v12);  // vector_add.tile:10
  float* const p61 = (p_out + v13);  // vector_add.tile:10
  float* const p62 = (p_out + v14);  // vector_add.tile:10
  float* const p63 = (p_out + v15);  // vector_add.tile:10
  float* const p64 = (p_out + v16);  // vector_add.tile:10
  float* const p65 = (p_out + v17);  // vector_add.tile:10
  float* const p66 = (p_out + v18);  // vector_add.tile:10
  float const v67 = (ld35 + ld51);  // vector_add.tile:10
  float const v68 = (ld36 + ld52);  // vector_add.tile:10
  float const v69 = (ld37 + ld53);  // vector_add.tile:10
  float const v70 = (ld38 + ld54);  // vector_add.tile:10
  float const v71 = (ld39 + ld55);  // vector_add.tile:10
  float const v72 = (ld40 + ld56);  // vector_add.tile:10
  float const v73 = (ld41 + ld57);  // vector_add.tile:10
  float const v74 = (ld42 + ld58);  // vector_add.tile:10
  if (v19) *p59 = v67;  // vector_add.tile:10
  if (v20) *p60 = v68;  // vector_add.tile:10
  if (v21) *p61 = v69;  // vector_add.tile:10
  if (v22) *p62 = v70;  // vector_add.tile:10
  if (v23) *p63 = v71;  // vector_add.tile:10
  if (v24) *p64 = v72;  // vector_add.tile:10
  if (v25) *p65 = v73;  // vector_add.tile:10
  if (v26) *p66 = v74;  // vector_add.tile:10
}
