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
// tensor cores
#ifndef TL_PACK
#define TL_PACK
__device__ __forceinline__ unsigned tl_pack_h2(__half lo, __half hi) {
  return (unsigned)__half_as_ushort(lo) | ((unsigned)__half_as_ushort(hi) << 16);
}
__device__ __forceinline__ unsigned tl_pack_bf2(__nv_bfloat16 lo, __nv_bfloat16 hi) {
  return (unsigned)__bfloat16_as_ushort(lo) | ((unsigned)__bfloat16_as_ushort(hi) << 16);
}
__device__ __forceinline__ unsigned tl_pack_b4(int a, int b, int c, int d) {
  return (unsigned)(a & 255) | ((unsigned)(b & 255) << 8) | ((unsigned)(c & 255) << 16) |
         ((unsigned)(d & 255) << 24);
}
__device__ __forceinline__ __half tl_h2_lo(unsigned x) { return __ushort_as_half((unsigned short)(x & 65535u)); }
__device__ __forceinline__ __half tl_h2_hi(unsigned x) { return __ushort_as_half((unsigned short)(x >> 16)); }
__device__ __forceinline__ unsigned tl_tf32_bits(unsigned x) {
  unsigned y; asm("cvt.rna.tf32.f32 %0, %1;" : "=r"(y) : "f"(__uint_as_float(x))); return y;
}
#endif

// kernel attention: 4 warps, generated by tiledsl
extern "C" __global__ void __launch_bounds__(128) tl_k_attention(__half* p_out, __half* p_q, __half* p_k, __half* p_v, float p_sm_scale, int p_seq_len, int p_head_stride) {
  extern __shared__ __align__(16) unsigned char tl_smem[];
  const int tl_lane = threadIdx.x & 31;
  const int tl_warp = threadIdx.x >> 5;
  const int tl_c0_0 = (tl_lane ^ ((tl_warp & 1) << 5));
  const int tl_c1_0 = ((tl_warp >> 1));
  const int tl_c2_0 = ((tl_warp >> 1));
  const int tl_c2_1 = (tl_lane ^ ((tl_warp & 1) << 5));
  const unsigned tl_sbase = tl_smem_addr(tl_smem);
  const int tl_c3_0 = ((tl_warp << 4));
  const int lm234_r = ((tl_lane & 7) + (((tl_lane >> 3) & 1) * 8) + tl_c3_0) * 128;
  const int lm234_c = (((tl_lane >> 4) & 1) * 1);
  const int lm234_s = ((tl_lane & 7) & 7);
  const int tl_c4_0 = (((tl_lane & 3) << 1));
  const int tl_c5_0 = (tl_lane ^ ((tl_warp & 1) << 5));
  const int tl_c5_1 = ((tl_warp >> 1));
  const int lm592_r = ((tl_lane & 7) + (((tl_lane >> 3) & 1) * 8)) * 128;
  const int lm592_c = (((tl_lane >> 4) & 1) * 1);
  const int lm592_s = ((tl_lane & 7) & 7);
  const int lm1128_r = ((tl_lane & 7) + (((tl_lane >> 3) & 1) * 8)) * 128;
  const int lm1128_c = (((tl_lane >> 4) & 1) * 1);
  const int lm1128_s = ((tl_lane & 7) & 7);
  const int tl_c7_0 = ((tl_lane >> 2) ^ (tl_warp << 4));
  const int tl_c7_1 = (((tl_lane & 3) << 1));
  const int pid1 = (int)blockIdx.x;  // attention.tile:28
  const int pid2 = (int)blockIdx.y;  // attention.tile:29
  int const v3 = ((int)((unsigned int)(pid2) * (unsigned int)(p_head_stride)));  // attention.tile:29
  int const k4 = 64;  // attention.tile:30
  int const v5 = ((int)((unsigned int)(pid1) * (unsigned int)(k4)));  // attention.tile:30
  int const ar6 = (tl_c1_0 + 2);  // attention.tile:30
  int const ar7 = (tl_c1_0 + 4);  // attention.tile:30
  int const ar8 = (tl_c1_0 + 6);  // attention.tile:30
  int const ar9 = (tl_c1_0 + 8);  // attention.tile:30
  int const ar10 = (tl_c1_0 + 10);  // attention.tile:30
  int const ar11 = (tl_c1_0 + 12);  // attention.tile:30
  int const ar12 = (tl_c1_0 + 14);  // attention.tile:30
  int const ar13 = (tl_c1_0 + 16);  // attention.tile:30
  int const ar14 = (tl_c1_0 + 18);  // attention.tile:30
  int const ar15 = (tl_c1_0 + 20);  // attention.tile:30
  int const ar16 = (tl_c1_0 + 22);  // attention.tile:30
  int const ar17 = (tl_c1_0 + 24);  // attention.tile:30
  int const ar18 = (tl_c1_0 + 26);  // attention.tile:30
  int const ar19 = (tl_c1_0 + 28);  // attention.tile:30
  int const ar20 = (tl_c1_0 + 30);  // attention.tile:30
  int const ar21 = (tl_c1_0 + 32);  // attention.tile:30
  int const ar22 = (tl_c1_0 + 34);  // attention.tile:30
  int const ar23 = (tl_c1_0 + 36);  // attention.tile:30
  int const ar24 = (tl_c1_0 + 38);  // attention.tile:30
  int const ar25 = (tl_c1_0 + 40);  // attention.tile:30
  int const ar26 = (tl_c1_0 + 42);  // attention.tile:30
  int const ar27 = (tl_c1_0 + 44);  // attention.tile:30
  int const ar28 = (tl_c1_0 + 46);  // attention.tile:30
  int const ar29 = (tl_c1_0 + 48);  // attention.tile:30
  int const ar30 = (tl_c1_0 + 50);  // attention.tile:30
  int const ar31 = (tl_c1_0 + 52);  // attention.tile:30
  int const ar32 = (tl_c1_0 + 54);  // attention.tile:30
  int const ar33 = (tl_c1_0 + 56);  // attention.tile:30
  int const ar34 = (tl_c1_0 + 58);  // attention.tile:30
  int const ar35 = (tl_c1_0 + 60);  // attention.tile:30
  int const ar36 = (tl_c1_0 + 62);  // attention.tile:30
  int const v37 = ((int)((unsigned int)(v5) + (unsigned int)(tl_c1_0)));  // attention.tile:30
  int const v38 = ((int)((unsigned int)(v5) + (unsigned int)(ar6)));  // attention.tile:30
  int const v39 = ((int)((unsigned int)(v5) + (unsigned int)(ar7)));  // attention.tile:30
  int const v40 = ((int)((unsigned int)(v5) + (unsigned int)(ar8)));  // attention.tile:30
  int const v41 = ((int)((unsigned int)(v5) + (unsigned int)(ar9)));  // attention.tile:30
  int const v42 = ((int)((unsigned int)(v5) + (unsigned int)(ar10)));  // attention.tile:30
  int const v43 = ((int)((unsigned int)(v5) + (unsigned int)(ar11)));  // attention.tile:30
  int const v44 = ((int)((unsigned int)(v5) + (unsigned int)(ar12)));  // attention.tile:30
  int const v45 = ((int)((unsigned int)(v5) + (unsigned int)(ar13)));  // attention.tile:30
  int const v46 = ((int)((unsigned int)(v5) + (unsigned int)(ar14)));  // attention.tile:30
  int const v47 = ((int)((unsigned int)(v5) + (unsigned int)(ar15)));  // attention.tile:30
  int const v48 = ((int)((unsigned int)(v5) + (unsigned int)(ar16)));  // attention.tile:30
  int const v49 = ((int)((unsigned int)(v5) + (unsigned int)(ar17)));  // attention.tile:30
  int const v50 = ((int)((unsigned int)(v5) + (unsigned int)(ar18)));  // attention.tile:30
  int const v51 = ((int)((unsigned int)(v5) + (unsigned int)(ar19)));  // attention.tile:30
  int const v52 = ((int)((unsigned int)(v5) + (unsigned int)(ar20)));  // attention.tile:30
  int const v53 = ((int)((unsigned int)(v5) + (unsigned int)(ar21)));  // attention.tile:30
  int const v54 = ((int)((unsigned int)(v5) + (unsigned int)(ar22)));  // attention.tile:30
  int const v55 = ((int)((unsigned int)(v5) + (unsigned int)(ar23)));  // attention.tile:30
  int const v56 = ((int)((unsigned int)(v5) + (unsigned int)(ar24)));  // attention.tile:30
  int const v57 = ((int)((unsigned int)(v5) + (unsigned int)(ar25)));  // attention.tile:30
  int const v58 = ((int)((unsigned int)(v5) + (unsigned int)(ar26)));  // attention.tile:30
  int const v59 = ((int)((unsigned int)(v5) + (unsigned int)(ar27)));  // attention.tile:30
  int const v60 = ((int)((unsigned int)(v5) + (unsigned int)(ar28)));  // attention.tile:30
  int const v61 = ((int)((unsigned int)(v5) + (unsigned int)(ar29)));  // attention.tile:30
  int const v62 = ((int)((unsigned int)(v5) + (unsigned int)(ar30)));  // attention.tile:30
  int const v63 = ((int)((unsigned int)(v5) + (unsigned int)(ar31)));  // attention.tile:30
  int const v64 = ((int)((unsigned int)(v5) + (unsigned int)(ar32)));  // attention.tile:30
  int const v65 = ((int)((unsigned int)(v5) + (unsigned int)(ar33)));  // attention.tile:30
  int const v66 = ((int)((unsigned int)(v5) + (unsigned int)(ar34)));  // attention.tile:30
  int const v67 = ((int)((unsigned int)(v5) + (unsigned int)(ar35)));  // attention.tile:30
  int const v68 = ((int)((unsigned int)(v5) + (unsigned int)(ar36)));  // attention.tile:30
  bool const v69 = (v37 < p_seq_len);  // attention.tile:33
  bool const v70 = (v38 < p_seq_len);  // attention.tile:33
  bool const v71 = (v39 < p_seq_len);  // attention.tile:33
  bool const v72 = (v40 < p_seq_len);  // attention.tile:33
  bool const v73 = (v41 < p_seq_len);  // attention.tile:33
  bool const v74 = (v42 < p_seq_len);  // attention.tile:33
  bool const v75 = (v43 < p_seq_len);  // attention.tile:33
  bool const v76 = (v44 < p_seq_len);  // attention.tile:33
  bool const v77 = (v45 < p_seq_len);  // attention.tile:33
  bool const v78 = (v46 < p_seq_len);  // attention.tile:33
  bool const v79 = (v47 < p_seq_len);  // attention.tile:33
  bool const v80 = (v48 < p_seq_len);  // attention.tile:33
  bool const v81 = (v49 < p_seq_len);  // attention.tile:33
  bool const v82 = (v50 < p_seq_len);  // attention.tile:33
  bool const v83 = (v51 < p_seq_len);  // attention.tile:33
  bool const v84 = (v52 < p_seq_len);  // attention.tile:33
  bool const v85 = (v53 < p_seq_len);  // attention.tile:33
  bool const v86 = (v54 < p_seq_len);  // attention.tile:33
  bool const v87 = (v55 < p_seq_len);  // attention.tile:33
  bool const v88 = (v56 < p_seq_len);  // attention.tile:33
  bool const v89 = (v57 < p_seq_len);  // attention.tile:33
  bool const v90 = (v58 < p_seq_len);  // attention.tile:33
  bool const v91 = (v59 < p_seq_len);  // attention.tile:33
  bool const v92 = (v60 < p_seq_len);  // attention.tile:33
  bool const v93 = (v61 < p_seq_len);  // attention.tile:33
  bool const v94 = (v62 < p_seq_len);  // attention.tile:33
  bool const v95 = (v63 < p_seq_len);  // attention.tile:33
  bool const v96 = (v64 < p_seq_len);  // attention.tile:33
  bool const v97 = (v65 < p_seq_len);  // attention.tile:33
  bool const v98 = (v66 < p_seq_len);  // attention.tile:33
  bool const v99 = (v67 < p_seq_len);  // attention.tile:33
  bool const v100 = (v68 < p_seq_len);  // attention.tile:33
  __half* const p101 = (p_q + v3);  // attention.tile:34
  int const v102 = ((int)((unsigned int)(v37) * (unsigned int)(64)));  // attention.tile:34
  int const v103 = ((int)((unsigned int)(v38) * (unsigned int)(64)));  // attention.tile:34
  int const v104 = ((int)((unsigned int)(v39) * (unsigned int)(64)));  // attention.tile:34
  int const v105 = ((int)((unsigned int)(v40) * (unsigned int)(64)));  // attention.tile:34
  int const v106 = ((int)((unsigned int)(v41) * (unsigned int)(64)));  // attention.tile:34
  int const v107 = ((int)((unsigned int)(v42) * (unsigned int)(64)));  // attention.tile:34
  int const v108 = ((int)((unsigned int)(v43) * (unsigned int)(64)));  // attention.tile:34
  int const v109 = ((int)((unsigned int)(v44) * (unsigned int)(64)));  // attention.tile:34
  int const v110 = ((int)((unsigned int)(v45) * (unsigned int)(64)));  // attention.tile:34
  int const v111 = ((int)((unsigned int)(v46) * (unsigned int)(64)));  // attention.tile:34
  int const v112 = ((int)((unsigned int)(v47) * (unsigned int)(64)));  // attention.tile:34
  int const v113 = ((int)((unsigned int)(v48) * (unsigned int)(64)));  // attention.tile:34
  int const v114 = ((int)((unsigned int)(v49) * (unsigned int)(64)));  // attention.tile:34
  int const v115 = ((int)((unsigned int)(v50) * (unsigned int)(64)));  // attention.tile:34
  int const v116 = ((int)((unsigned int)(v51) * (unsigned int)(64)));  // attention.tile:34
  int const v117 = ((int)((unsigned int)(v52) * (unsigned int)(64)));  // attention.tile:34
  int const v118 = ((int)((unsigned int)(v53) * (unsigned int)(64)));  // attention.tile:34
  int const v119 = ((int)((unsigned int)(v54) * (unsigned int)(64)));  // attention.tile:34
  int const v120 = ((int)((unsigned int)(v55) * (unsigned int)(64)));  // attention.tile:34
  int const v121 = ((int)((unsigned int)(v56) * (unsigned int)(64)));  // attention.tile:34
  int const v122 = ((int)((unsigned int)(v57) * (unsigned int)(64)));  // attention.tile:34
  int const v123 = ((int)((unsigned int)(v58) * (unsigned int)(64)));  // attention.tile:34
  int const v124 = ((int)((unsigned int)(v59) * (unsigned int)(64)));  // attention.tile:34
  int const v125 = ((int)((unsigned int)(v60) * (unsigned int)(64)));  // attention.tile:34
  int const v126 = ((int)((unsigned int)(v61) * (unsigned int)(64)));  // attention.tile:34
  int const v127 = ((int)((unsigned int)(v62) * (unsigned int)(64)));  // attention.tile:34
  int const v128 = ((int)((unsigned int)(v63) * (unsigned int)(64)));  // attention.tile:34
  int const v129 = ((int)((unsigned int)(v64) * (unsigned int)(64)));  // attention.tile:34
  int const v130 = ((int)((unsigned int)(v65) * (unsigned int)(64)));  // attention.tile:34
  int const v131 = ((int)((unsigned int)(v66) * (unsigned int)(64)));  // attention.tile:34
  int const v132 = ((int)((unsigned int)(v67) * (unsigned int)(64)));  // attention.tile:34
  int const v133 = ((int)((unsigned int)(v68) * (unsigned int)(64)));  // attention.tile:34
  __half* const p134 = (p101 + v102);  // attention.tile:34
  __half* const p135 = (p101 + v103);  // attention.tile:34
  __half* const p136 = (p101 + v104);  // attention.tile:34
  __half* const p137 = (p101 + v105);  // attention.tile:34
  __half* const p138 = (p101 + v106);  // attention.tile:34
  __half* const p139 = (p101 + v107);  // attention.tile:34
  __half* const p140 = (p101 + v108);  // attention.tile:34
  __half* const p141 = (p101 + v109);  // attention.tile:34
  __half* const p142 = (p101 + v110);  // attention.tile:34
  __half* const p143 = (p101 + v111);  // attention.tile:34
  __half* const p144 = (p101 + v112);  // attention.tile:34
  __half* const p145 = (p101 + v113);  // attention.tile:34
  __half* const p146 = (p101 + v114);  // attention.tile:34
  __half* const p147 = (p101 + v115);  // attention.tile:34
  __half* const p148 = (p101 + v116);  // attention.tile:34
  __half* const p149 = (p101 + v117);  // attention.tile:34
  __half* const p150 = (p101 + v118);  // attention.tile:34
  __half* const p151 = (p101 + v119);  // attention.tile:34
  __half* const p152 = (p101 + v120);  // attention.tile:34
  __half* const p153 = (p101 + v121);  // attention.tile:34
  __half* const p154 = (p101 + v122);  // attention.tile:34
  __half* const p155 = (p101 + v123);  // attention.tile:34
  __half* const p156 = (p101 + v124);  // attention.tile:34
  __half* const p157 = (p101 + v125);  // attention.tile:34
  __half* const p158 = (p101 + v126);  // attention.tile:34
  __half* const p159 = (p101 + v127);  // attention.tile:34
  __half* const p160 = (p101 + v128);  // attention.tile:34
  __half* const p161 = (p101 + v129);  // attention.tile:34
  __half* const p162 = (p101 + v130);  // attention.tile:34
  __half* const p163 = (p101 + v131);  // attention.tile:34
  __half* const p164 = (p101 + v132);  // attention.tile:34
  __half* const p165 = (p101 + v133);  // attention.tile:34
  __half* const p166 = (p134 + tl_c0_0);  // attention.tile:34
  __half* const p167 = (p135 + tl_c0_0);  // attention.tile:34
  __half* const p168 = (p136 + tl_c0_0);  // attention.tile:34
  __half* const p169 = (p137 + tl_c0_0);  // attention.tile:34
  __half* const p170 = (p138 + tl_c0_0);  // attention.tile:34
  __half* const p171 = (p139 + tl_c0_0);  // attention.tile:34
  __half* const p172 = (p140 + tl_c0_0);  // attention.tile:34
  __half* const p173 = (p141 + tl_c0_0);  // attention.tile:34
  __half* const p174 = (p142 + tl_c0_0);  // attention.tile:34
  __half* const p175 = (p143 + tl_c0_0);  // attention.tile:34
  __half* const p176 = (p144 + tl_c0_0);  // attention.tile:34
  __half* const p177 = (p145 + tl_c0_0);  // attention.tile:34
  __half* const p178 = (p146 + tl_c0_0);  // attention.tile:34
  __half* const p179 = (p147 + tl_c0_0);  // attention.tile:34
  __half* const p180 = (p148 + tl_c0_0);  // attention.tile:34
  __half* const p181 = (p149 + tl_c0_0);  // attention.tile:34
  __half* const p182 = (p150 + tl_c0_0);  // attention.tile:34
  __half* const p183 = (p151 + tl_c0_0);  // attention.tile:34
  __half* const p184 = (p152 + tl_c0_0);  // attention.tile:34
  __half* const p185 = (p153 + tl_c0_0);  // attention.tile:34
  __half* const p186 = (p154 + tl_c0_0);  // attention.tile:34
  __half* const p187 = (p155 + tl_c0_0);  // attention.tile:34
  __half* const p188 = (p156 + tl_c0_0);  // attention.tile:34
  __half* const p189 = (p157 + tl_c0_0);  // attention.tile:34
  __half* const p190 = (p158 + tl_c0_0);  // attention.tile:34
  __half* const p191 = (p159 + tl_c0_0);  // attention.tile:34
  __half* const p192 = (p160 + tl_c0_0);  // attention.tile:34
  __half* const p193 = (p161 + tl_c0_0);  // attention.tile:34
  __half* const p194 = (p162 + tl_c0_0);  // attention.tile:34
  __half* const p195 = (p163 + tl_c0_0);  // attention.tile:34
  __half* const p196 = (p164 + tl_c0_0);  // attention.tile:34
  __half* const p197 = (p165 + tl_c0_0);  // attention.tile:34
  __half const k198 = __ushort_as_half((unsigned short)0);  // attention.tile:34
  const __half ld199 = v69 ? *p166 : k198;  // attention.tile:34
  const __half ld200 = v70 ? *p167 : k198;  // attention.tile:34
  const __half ld201 = v71 ? *p168 : k198;  // attention.tile:34
  const __half ld202 = v72 ? *p169 : k198;  // attention.tile:34
  const __half ld203 = v73 ? *p170 : k198;  // attention.tile:34
  const __half ld204 = v74 ? *p171 : k198;  // attention.tile:34
  const __half ld205 = v75 ? *p172 : k198;  // attention.tile:34
  const __half ld206 = v76 ? *p173 : k198;  // attention.tile:34
  const __half ld207 = v77 ? *p174 : k198;  // attention.tile:34
  const __half ld208 = v78 ? *p175 : k198;  // attention.tile:34
  const __half ld209 = v79 ? *p176 : k198;  // attention.tile:34
  const __half ld210 = v80 ? *p177 : k198;  // attention.tile:34
  const __half ld211 = v81 ? *p178 : k198;  // attention.tile:34
  const __half ld212 = v82 ? *p179 : k198;  // attention.tile:34
  const __half ld213 = v83 ? *p180 : k198;  // attention.tile:34
  const __half ld214 = v84 ? *p181 : k198;  // attention.tile:34
  const __half ld215 = v85 ? *p182 : k198;  // attention.tile:34
  const __half ld216 = v86 ? *p183 : k198;  // attention.tile:34
  const __half ld217 = v87 ? *p184 : k198;  // attention.tile:34
  const __half ld218 = v88 ? *p185 : k198;  // attention.tile:34
  const __half ld219 = v89 ? *p186 : k198;  // attention.tile:34
  const __half ld220 = v90 ? *p187 : k198;  // attention.tile:34
  const __half ld221 = v91 ? *p188 : k198;  // attention.tile:34
  const __half ld222 = v92 ? *p189 : k198;  // attention.tile:34
  const __half ld223 = v93 ? *p190 : k198;  // attention.tile:34
  const __half ld224 = v94 ? *p191 : k198;  // attention.tile:34
  const __half ld225 = v95 ? *p192 : k198;  // attention.tile:34
  const __half ld226 = v96 ? *p193 : k198;  // attention.tile:34
  const __half ld227 = v97 ? *p194 : k198;  // attention.tile:34
  const __half ld228 = v98 ? *p195 : k198;  // attention.tile:34
  const __half ld229 = v99 ? *p196 : k198;  // attention.tile:34
  const __half ld230 = v100 ? *p197 : k198;  // attention.tile:34
  float const k231 = 1.4426950216293335f;  // attention.tile:35
  float const v232 = (p_sm_scale * k231);  // attention.tile:35
  int const k233 = 0;  // attention.tile:42
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c2_0) * 128 + ((((tl_c2_1) >> 3) ^ ((tl_c2_0) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld199;  // attention.tile:42
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 2)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 2)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld200;  // attention.tile:42
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 4)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 4)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld201;  // attention.tile:42
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 6)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 6)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld202;  // attention.tile:42
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 8)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 8)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld203;  // attention.tile:42
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 10)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 10)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld204;  // attention.tile:42
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 12)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 12)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld205;  // attention.tile:42
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 14)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 14)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld206;  // attention.tile:42
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 16)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 16)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld207;  // attention.tile:42
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 18)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 18)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld208;  // attention.tile:42
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 20)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 20)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld209;  // attention.tile:42
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 22)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 22)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld210;  // attention.tile:42
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 24)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 24)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld211;  // attention.tile:42
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 26)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 26)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld212;  // attention.tile:42
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 28)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 28)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld213;  // attention.tile:42
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 30)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 30)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld214;  // attention.tile:42
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 32)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 32)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld215;  // attention.tile:42
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 34)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 34)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld216;  // attention.tile:42
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 36)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 36)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld217;  // attention.tile:42
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 38)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 38)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld218;  // attention.tile:42
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 40)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 40)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld219;  // attention.tile:42
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 42)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 42)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld220;  // attention.tile:42
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 44)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 44)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld221;  // attention.tile:42
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 46)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 46)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld222;  // attention.tile:42
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 48)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 48)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld223;  // attention.tile:42
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 50)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 50)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld224;  // attention.tile:42
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 52)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 52)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld225;  // attention.tile:42
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 54)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 54)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld226;  // attention.tile:42
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 56)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 56)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld227;  // attention.tile:42
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 58)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 58)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld228;  // attention.tile:42
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 60)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 60)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld229;  // attention.tile:42
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 62)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 62)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld230;  // attention.tile:42
  __syncthreads();  // attention.tile:42
  // dot operand A read once, before the loop  // attention.tile:42
  unsigned fr235, fr236, fr237, fr238;  // attention.tile:42
  tl_ldsm4((tl_sbase + 0) + lm234_r + 0 + (((lm234_c + 0) ^ lm234_s) << 4), fr235, fr236, fr237, fr238);  // attention.tile:42
  unsigned fr239, fr240, fr241, fr242;  // attention.tile:42
  tl_ldsm4((tl_sbase + 0) + lm234_r + 0 + (((lm234_c + 2) ^ lm234_s) << 4), fr239, fr240, fr241, fr242);  // attention.tile:42
  unsigned fr243, fr244, fr245, fr246;  // attention.tile:42
  tl_ldsm4((tl_sbase + 0) + lm234_r + 0 + (((lm234_c + 4) ^ lm234_s) << 4), fr243, fr244, fr245, fr246);  // attention.tile:42
  unsigned fr247, fr248, fr249, fr250;  // attention.tile:42
  tl_ldsm4((tl_sbase + 0) + lm234_r + 0 + (((lm234_c + 6) ^ lm234_s) << 4), fr247, fr248, fr249, fr250);  // attention.tile:42
  // pipeline: load at attention.tile:45 stays synchronous: each thread reads 2 contiguous byte(s) at a time; cp.async copies 4, 8 or 16 (alignment or contiguity of the pointer, or the mask, is not proven: see multiple_of / max_contiguous)  // attention.tile:42
  // pipeline: load at attention.tile:55 stays synchronous: each thread reads 2 contiguous byte(s) at a time; cp.async copies 4, 8 or 16 (alignment or contiguity of the pointer, or the mask, is not proven: see multiple_of / max_contiguous)  // attention.tile:42
  float c251 = 0.0f;  // attention.tile:42
  float c252 = 0.0f;  // attention.tile:42
  float c253 = 0.0f;  // attention.tile:42
  float c254 = 0.0f;  // attention.tile:42
  float c255 = 0.0f;  // attention.tile:42
  float c256 = 0.0f;  // attention.tile:42
  float c257 = 0.0f;  // attention.tile:42
  float c258 = 0.0f;  // attention.tile:42
  float c259 = 0.0f;  // attention.tile:42
  float c260 = 0.0f;  // attention.tile:42
  float c261 = 0.0f;  // attention.tile:42
  float c262 = 0.0f;  // attention.tile:42
  float c263 = 0.0f;  // attention.tile:42
  float c264 = 0.0f;  // attention.tile:42
  float c265 = 0.0f;  // attention.tile:42
  float c266 = 0.0f;  // attention.tile:42
  float c267 = 0.0f;  // attention.tile:42
  float c268 = 0.0f;  // attention.tile:42
  float c269 = 0.0f;  // attention.tile:42
  float c270 = 0.0f;  // attention.tile:42
  float c271 = 0.0f;  // attention.tile:42
  float c272 = 0.0f;  // attention.tile:42
  float c273 = 0.0f;  // attention.tile:42
  float c274 = 0.0f;  // attention.tile:42
  float c275 = 0.0f;  // attention.tile:42
  float c276 = 0.0f;  // attention.tile:42
  float c277 = 0.0f;  // attention.tile:42
  float c278 = 0.0f;  // attention.tile:42
  float c279 = 0.0f;  // attention.tile:42
  float c280 = 0.0f;  // attention.tile:42
  float c281 = 0.0f;  // attention.tile:42
  float c282 = 0.0f;  // attention.tile:42
  float c283 = 0.0f;  // attention.tile:42
  float c284 = 0.0f;  // attention.tile:42
  float c285 = (-TL_INF);  // attention.tile:42
  float c286 = (-TL_INF);  // attention.tile:42
  for (int iv287 = k233; iv287 < p_seq_len; iv287 += k4) {  // attention.tile:42
    int const ar288 = (tl_c1_0 + 2);  // attention.tile:43
    int const ar289 = (tl_c1_0 + 4);  // attention.tile:43
    int const ar290 = (tl_c1_0 + 6);  // attention.tile:43
    int const ar291 = (tl_c1_0 + 8);  // attention.tile:43
    int const ar292 = (tl_c1_0 + 10);  // attention.tile:43
    int const ar293 = (tl_c1_0 + 12);  // attention.tile:43
    int const ar294 = (tl_c1_0 + 14);  // attention.tile:43
    int const ar295 = (tl_c1_0 + 16);  // attention.tile:43
    int const ar296 = (tl_c1_0 + 18);  // attention.tile:43
    int const ar297 = (tl_c1_0 + 20);  // attention.tile:43
    int const ar298 = (tl_c1_0 + 22);  // attention.tile:43
    int const ar299 = (tl_c1_0 + 24);  // attention.tile:43
    int const ar300 = (tl_c1_0 + 26);  // attention.tile:43
    int const ar301 = (tl_c1_0 + 28);  // attention.tile:43
    int const ar302 = (tl_c1_0 + 30);  // attention.tile:43
    int const ar303 = (tl_c1_0 + 32);  // attention.tile:43
    int const ar304 = (tl_c1_0 + 34);  // attention.tile:43
    int const ar305 = (tl_c1_0 + 36);  // attention.tile:43
    int const ar306 = (tl_c1_0 + 38);  // attention.tile:43
    int const ar307 = (tl_c1_0 + 40);  // attention.tile:43
    int const ar308 = (tl_c1_0 + 42);  // attention.tile:43
    int const ar309 = (tl_c1_0 + 44);  // attention.tile:43
    int const ar310 = (tl_c1_0 + 46);  // attention.tile:43
    int const ar311 = (tl_c1_0 + 48);  // attention.tile:43
    int const ar312 = (tl_c1_0 + 50);  // attention.tile:43
    int const ar313 = (tl_c1_0 + 52);  // attention.tile:43
    int const ar314 = (tl_c1_0 + 54);  // attention.tile:43
    int const ar315 = (tl_c1_0 + 56);  // attention.tile:43
    int const ar316 = (tl_c1_0 + 58);  // attention.tile:43
    int const ar317 = (tl_c1_0 + 60);  // attention.tile:43
    int const ar318 = (tl_c1_0 + 62);  // attention.tile:43
    int const v319 = ((int)((unsigned int)(iv287) + (unsigned int)(tl_c1_0)));  // attention.tile:43
    int const v320 = ((int)((unsigned int)(iv287) + (unsigned int)(ar288)));  // attention.tile:43
    int const v321 = ((int)((unsigned int)(iv287) + (unsigned int)(ar289)));  // attention.tile:43
    int const v322 = ((int)((unsigned int)(iv287) + (unsigned int)(ar290)));  // attention.tile:43
    int const v323 = ((int)((unsigned int)(iv287) + (unsigned int)(ar291)));  // attention.tile:43
    int const v324 = ((int)((unsigned int)(iv287) + (unsigned int)(ar292)));  // attention.tile:43
    int const v325 = ((int)((unsigned int)(iv287) + (unsigned int)(ar293)));  // attention.tile:43
    int const v326 = ((int)((unsigned int)(iv287) + (unsigned int)(ar294)));  // attention.tile:43
    int const v327 = ((int)((unsigned int)(iv287) + (unsigned int)(ar295)));  // attention.tile:43
    int const v328 = ((int)((unsigned int)(iv287) + (unsigned int)(ar296)));  // attention.tile:43
    int const v329 = ((int)((unsigned int)(iv287) + (unsigned int)(ar297)));  // attention.tile:43
    int const v330 = ((int)((unsigned int)(iv287) + (unsigned int)(ar298)));  // attention.tile:43
    int const v331 = ((int)((unsigned int)(iv287) + (unsigned int)(ar299)));  // attention.tile:43
    int const v332 = ((int)((unsigned int)(iv287) + (unsigned int)(ar300)));  // attention.tile:43
    int const v333 = ((int)((unsigned int)(iv287) + (unsigned int)(ar301)));  // attention.tile:43
    int const v334 = ((int)((unsigned int)(iv287) + (unsigned int)(ar302)));  // attention.tile:43
    int const v335 = ((int)((unsigned int)(iv287) + (unsigned int)(ar303)));  // attention.tile:43
    int const v336 = ((int)((unsigned int)(iv287) + (unsigned int)(ar304)));  // attention.tile:43
    int const v337 = ((int)((unsigned int)(iv287) + (unsigned int)(ar305)));  // attention.tile:43
    int const v338 = ((int)((unsigned int)(iv287) + (unsigned int)(ar306)));  // attention.tile:43
    int const v339 = ((int)((unsigned int)(iv287) + (unsigned int)(ar307)));  // attention.tile:43
    int const v340 = ((int)((unsigned int)(iv287) + (unsigned int)(ar308)));  // attention.tile:43
    int const v341 = ((int)((unsigned int)(iv287) + (unsigned int)(ar309)));  // attention.tile:43
    int const v342 = ((int)((unsigned int)(iv287) + (unsigned int)(ar310)));  // attention.tile:43
    int const v343 = ((int)((unsigned int)(iv287) + (unsigned int)(ar311)));  // attention.tile:43
    int const v344 = ((int)((unsigned int)(iv287) + (unsigned int)(ar312)));  // attention.tile:43
    int const v345 = ((int)((unsigned int)(iv287) + (unsigned int)(ar313)));  // attention.tile:43
    int const v346 = ((int)((unsigned int)(iv287) + (unsigned int)(ar314)));  // attention.tile:43
    int const v347 = ((int)((unsigned int)(iv287) + (unsigned int)(ar315)));  // attention.tile:43
    int const v348 = ((int)((unsigned int)(iv287) + (unsigned int)(ar316)));  // attention.tile:43
    int const v349 = ((int)((unsigned int)(iv287) + (unsigned int)(ar317)));  // attention.tile:43
    int const v350 = ((int)((unsigned int)(iv287) + (unsigned int)(ar318)));  // attention.tile:43
    int const ar351 = (tl_c4_0 + 1);  // attention.tile:44
    int const ar352 = (tl_c4_0 + 8);  // attention.tile:44
    int const ar353 = (tl_c4_0 + 9);  // attention.tile:44
    int const ar354 = (tl_c4_0 + 16);  // attention.tile:44
    int const ar355 = (tl_c4_0 + 17);  // attention.tile:44
    int const ar356 = (tl_c4_0 + 24);  // attention.tile:44
    int const ar357 = (tl_c4_0 + 25);  // attention.tile:44
    int const ar358 = (tl_c4_0 + 32);  // attention.tile:44
    int const ar359 = (tl_c4_0 + 33);  // attention.tile:44
    int const ar360 = (tl_c4_0 + 40);  // attention.tile:44
    int const ar361 = (tl_c4_0 + 41);  // attention.tile:44
    int const ar362 = (tl_c4_0 + 48);  // attention.tile:44
    int const ar363 = (tl_c4_0 + 49);  // attention.tile:44
    int const ar364 = (tl_c4_0 + 56);  // attention.tile:44
    int const ar365 = (tl_c4_0 + 57);  // attention.tile:44
    int const v366 = ((int)((unsigned int)(iv287) + (unsigned int)(tl_c4_0)));  // attention.tile:44
    int const v367 = ((int)((unsigned int)(iv287) + (unsigned int)(ar351)));  // attention.tile:44
    int const v368 = ((int)((unsigned int)(iv287) + (unsigned int)(ar352)));  // attention.tile:44
    int const v369 = ((int)((unsigned int)(iv287) + (unsigned int)(ar353)));  // attention.tile:44
    int const v370 = ((int)((unsigned int)(iv287) + (unsigned int)(ar354)));  // attention.tile:44
    int const v371 = ((int)((unsigned int)(iv287) + (unsigned int)(ar355)));  // attention.tile:44
    int const v372 = ((int)((unsigned int)(iv287) + (unsigned int)(ar356)));  // attention.tile:44
    int const v373 = ((int)((unsigned int)(iv287) + (unsigned int)(ar357)));  // attention.tile:44
    int const v374 = ((int)((unsigned int)(iv287) + (unsigned int)(ar358)));  // attention.tile:44
    int const v375 = ((int)((unsigned int)(iv287) + (unsigned int)(ar359)));  // attention.tile:44
    int const v376 = ((int)((unsigned int)(iv287) + (unsigned int)(ar360)));  // attention.tile:44
    int const v377 = ((int)((unsigned int)(iv287) + (unsigned int)(ar361)));  // attention.tile:44
    int const v378 = ((int)((unsigned int)(iv287) + (unsigned int)(ar362)));  // attention.tile:44
    int const v379 = ((int)((unsigned int)(iv287) + (unsigned int)(ar363)));  // attention.tile:44
    int const v380 = ((int)((unsigned int)(iv287) + (unsigned int)(ar364)));  // attention.tile:44
    int const v381 = ((int)((unsigned int)(iv287) + (unsigned int)(ar365)));  // attention.tile:44
    bool const v382 = (v366 < p_seq_len);  // attention.tile:44
    bool const v383 = (v367 < p_seq_len);  // attention.tile:44
    bool const v384 = (v368 < p_seq_len);  // attention.tile:44
    bool const v385 = (v369 < p_seq_len);  // attention.tile:44
    bool const v386 = (v370 < p_seq_len);  // attention.tile:44
    bool const v387 = (v371 < p_seq_len);  // attention.tile:44
    bool const v388 = (v372 < p_seq_len);  // attention.tile:44
    bool const v389 = (v373 < p_seq_len);  // attention.tile:44
    bool const v390 = (v374 < p_seq_len);  // attention.tile:44
    bool const v391 = (v375 < p_seq_len);  // attention.tile:44
    bool const v392 = (v376 < p_seq_len);  // attention.tile:44
    bool const v393 = (v377 < p_seq_len);  // attention.tile:44
    bool const v394 = (v378 < p_seq_len);  // attention.tile:44
    bool const v395 = (v379 < p_seq_len);  // attention.tile:44
    bool const v396 = (v380 < p_seq_len);  // attention.tile:44
    bool const v397 = (v381 < p_seq_len);  // attention.tile:44
    __half* const p398 = (p_k + v3);  // attention.tile:45
    int const v399 = ((int)((unsigned int)(v319) * (unsigned int)(64)));  // attention.tile:45
    int const v400 = ((int)((unsigned int)(v320) * (unsigned int)(64)));  // attention.tile:45
    int const v401 = ((int)((unsigned int)(v321) * (unsigned int)(64)));  // attention.tile:45
    int const v402 = ((int)((unsigned int)(v322) * (unsigned int)(64)));  // attention.tile:45
    int const v403 = ((int)((unsigned int)(v323) * (unsigned int)(64)));  // attention.tile:45
    int const v404 = ((int)((unsigned int)(v324) * (unsigned int)(64)));  // attention.tile:45
    int const v405 = ((int)((unsigned int)(v325) * (unsigned int)(64)));  // attention.tile:45
    int const v406 = ((int)((unsigned int)(v326) * (unsigned int)(64)));  // attention.tile:45
    int const v407 = ((int)((unsigned int)(v327) * (unsigned int)(64)));  // attention.tile:45
    int const v408 = ((int)((unsigned int)(v328) * (unsigned int)(64)));  // attention.tile:45
    int const v409 = ((int)((unsigned int)(v329) * (unsigned int)(64)));  // attention.tile:45
    int const v410 = ((int)((unsigned int)(v330) * (unsigned int)(64)));  // attention.tile:45
    int const v411 = ((int)((unsigned int)(v331) * (unsigned int)(64)));  // attention.tile:45
    int const v412 = ((int)((unsigned int)(v332) * (unsigned int)(64)));  // attention.tile:45
    int const v413 = ((int)((unsigned int)(v333) * (unsigned int)(64)));  // attention.tile:45
    int const v414 = ((int)((unsigned int)(v334) * (unsigned int)(64)));  // attention.tile:45
    int const v415 = ((int)((unsigned int)(v335) * (unsigned int)(64)));  // attention.tile:45
    int const v416 = ((int)((unsigned int)(v336) * (unsigned int)(64)));  // attention.tile:45
    int const v417 = ((int)((unsigned int)(v337) * (unsigned int)(64)));  // attention.tile:45
    int const v418 = ((int)((unsigned int)(v338) * (unsigned int)(64)));  // attention.tile:45
    int const v419 = ((int)((unsigned int)(v339) * (unsigned int)(64)));  // attention.tile:45
    int const v420 = ((int)((unsigned int)(v340) * (unsigned int)(64)));  // attention.tile:45
    int const v421 = ((int)((unsigned int)(v341) * (unsigned int)(64)));  // attention.tile:45
    int const v422 = ((int)((unsigned int)(v342) * (unsigned int)(64)));  // attention.tile:45
    int const v423 = ((int)((unsigned int)(v343) * (unsigned int)(64)));  // attention.tile:45
    int const v424 = ((int)((unsigned int)(v344) * (unsigned int)(64)));  // attention.tile:45
    int const v425 = ((int)((unsigned int)(v345) * (unsigned int)(64)));  // attention.tile:45
    int const v426 = ((int)((unsigned int)(v346) * (unsigned int)(64)));  // attention.tile:45
    int const v427 = ((int)((unsigned int)(v347) * (unsigned int)(64)));  // attention.tile:45
    int const v428 = ((int)((unsigned int)(v348) * (unsigned int)(64)));  // attention.tile:45
    int const v429 = ((int)((unsigned int)(v349) * (unsigned int)(64)));  // attention.tile:45
    int const v430 = ((int)((unsigned int)(v350) * (unsigned int)(64)));  // attention.tile:45
    __half* const p431 = (p398 + v399);  // attention.tile:45
    __half* const p432 = (p398 + v400);  // attention.tile:45
    __half* const p433 = (p398 + v401);  // attention.tile:45
    __half* const p434 = (p398 + v402);  // attention.tile:45
    __half* const p435 = (p398 + v403);  // attention.tile:45
    __half* const p436 = (p398 + v404);  // attention.tile:45
    __half* const p437 = (p398 + v405);  // attention.tile:45
    __half* const p438 = (p398 + v406);  // attention.tile:45
    __half* const p439 = (p398 + v407);  // attention.tile:45
    __half* const p440 = (p398 + v408);  // attention.tile:45
    __half* const p441 = (p398 + v409);  // attention.tile:45
    __half* const p442 = (p398 + v410);  // attention.tile:45
    __half* const p443 = (p398 + v411);  // attention.tile:45
    __half* const p444 = (p398 + v412);  // attention.tile:45
    __half* const p445 = (p398 + v413);  // attention.tile:45
    __half* const p446 = (p398 + v414);  // attention.tile:45
    __half* const p447 = (p398 + v415);  // attention.tile:45
    __half* const p448 = (p398 + v416);  // attention.tile:45
    __half* const p449 = (p398 + v417);  // attention.tile:45
    __half* const p450 = (p398 + v418);  // attention.tile:45
    __half* const p451 = (p398 + v419);  // attention.tile:45
    __half* const p452 = (p398 + v420);  // attention.tile:45
    __half* const p453 = (p398 + v421);  // attention.tile:45
    __half* const p454 = (p398 + v422);  // attention.tile:45
    __half* const p455 = (p398 + v423);  // attention.tile:45
    __half* const p456 = (p398 + v424);  // attention.tile:45
    __half* const p457 = (p398 + v425);  // attention.tile:45
    __half* const p458 = (p398 + v426);  // attention.tile:45
    __half* const p459 = (p398 + v427);  // attention.tile:45
    __half* const p460 = (p398 + v428);  // attention.tile:45
    __half* const p461 = (p398 + v429);  // attention.tile:45
    __half* const p462 = (p398 + v430);  // attention.tile:45
    __half* const p463 = (p431 + tl_c0_0);  // attention.tile:45
    __half* const p464 = (p432 + tl_c0_0);  // attention.tile:45
    __half* const p465 = (p433 + tl_c0_0);  // attention.tile:45
    __half* const p466 = (p434 + tl_c0_0);  // attention.tile:45
    __half* const p467 = (p435 + tl_c0_0);  // attention.tile:45
    __half* const p468 = (p436 + tl_c0_0);  // attention.tile:45
    __half* const p469 = (p437 + tl_c0_0);  // attention.tile:45
    __half* const p470 = (p438 + tl_c0_0);  // attention.tile:45
    __half* const p471 = (p439 + tl_c0_0);  // attention.tile:45
    __half* const p472 = (p440 + tl_c0_0);  // attention.tile:45
    __half* const p473 = (p441 + tl_c0_0);  // attention.tile:45
    __half* const p474 = (p442 + tl_c0_0);  // attention.tile:45
    __half* const p475 = (p443 + tl_c0_0);  // attention.tile:45
    __half* const p476 = (p444 + tl_c0_0);  // attention.tile:45
    __half* const p477 = (p445 + tl_c0_0);  // attention.tile:45
    __half* const p478 = (p446 + tl_c0_0);  // attention.tile:45
    __half* const p479 = (p447 + tl_c0_0);  // attention.tile:45
    __half* const p480 = (p448 + tl_c0_0);  // attention.tile:45
    __half* const p481 = (p449 + tl_c0_0);  // attention.tile:45
    __half* const p482 = (p450 + tl_c0_0);  // attention.tile:45
    __half* const p483 = (p451 + tl_c0_0);  // attention.tile:45
    __half* const p484 = (p452 + tl_c0_0);  // attention.tile:45
    __half* const p485 = (p453 + tl_c0_0);  // attention.tile:45
    __half* const p486 = (p454 + tl_c0_0);  // attention.tile:45
    __half* const p487 = (p455 + tl_c0_0);  // attention.tile:45
    __half* const p488 = (p456 + tl_c0_0);  // attention.tile:45
    __half* const p489 = (p457 + tl_c0_0);  // attention.tile:45
    __half* const p490 = (p458 + tl_c0_0);  // attention.tile:45
    __half* const p491 = (p459 + tl_c0_0);  // attention.tile:45
    __half* const p492 = (p460 + tl_c0_0);  // attention.tile:45
    __half* const p493 = (p461 + tl_c0_0);  // attention.tile:45
    __half* const p494 = (p462 + tl_c0_0);  // attention.tile:45
    bool const v495 = (v319 < p_seq_len);  // attention.tile:45
    bool const v496 = (v320 < p_seq_len);  // attention.tile:45
    bool const v497 = (v321 < p_seq_len);  // attention.tile:45
    bool const v498 = (v322 < p_seq_len);  // attention.tile:45
    bool const v499 = (v323 < p_seq_len);  // attention.tile:45
    bool const v500 = (v324 < p_seq_len);  // attention.tile:45
    bool const v501 = (v325 < p_seq_len);  // attention.tile:45
    bool const v502 = (v326 < p_seq_len);  // attention.tile:45
    bool const v503 = (v327 < p_seq_len);  // attention.tile:45
    bool const v504 = (v328 < p_seq_len);  // attention.tile:45
    bool const v505 = (v329 < p_seq_len);  // attention.tile:45
    bool const v506 = (v330 < p_seq_len);  // attention.tile:45
    bool const v507 = (v331 < p_seq_len);  // attention.tile:45
    bool const v508 = (v332 < p_seq_len);  // attention.tile:45
    bool const v509 = (v333 < p_seq_len);  // attention.tile:45
    bool const v510 = (v334 < p_seq_len);  // attention.tile:45
    bool const v511 = (v335 < p_seq_len);  // attention.tile:45
    bool const v512 = (v336 < p_seq_len);  // attention.tile:45
    bool const v513 = (v337 < p_seq_len);  // attention.tile:45
    bool const v514 = (v338 < p_seq_len);  // attention.tile:45
    bool const v515 = (v339 < p_seq_len);  // attention.tile:45
    bool const v516 = (v340 < p_seq_len);  // attention.tile:45
    bool const v517 = (v341 < p_seq_len);  // attention.tile:45
    bool const v518 = (v342 < p_seq_len);  // attention.tile:45
    bool const v519 = (v343 < p_seq_len);  // attention.tile:45
    bool const v520 = (v344 < p_seq_len);  // attention.tile:45
    bool const v521 = (v345 < p_seq_len);  // attention.tile:45
    bool const v522 = (v346 < p_seq_len);  // attention.tile:45
    bool const v523 = (v347 < p_seq_len);  // attention.tile:45
    bool const v524 = (v348 < p_seq_len);  // attention.tile:45
    bool const v525 = (v349 < p_seq_len);  // attention.tile:45
    bool const v526 = (v350 < p_seq_len);  // attention.tile:45
    __half const k527 = __ushort_as_half((unsigned short)0);  // attention.tile:45
    const __half ld528 = v495 ? *p463 : k527;  // attention.tile:45
    const __half ld529 = v496 ? *p464 : k527;  // attention.tile:45
    const __half ld530 = v497 ? *p465 : k527;  // attention.tile:45
    const __half ld531 = v498 ? *p466 : k527;  // attention.tile:45
    const __half ld532 = v499 ? *p467 : k527;  // attention.tile:45
    const __half ld533 = v500 ? *p468 : k527;  // attention.tile:45
    const __half ld534 = v501 ? *p469 : k527;  // attention.tile:45
    const __half ld535 = v502 ? *p470 : k527;  // attention.tile:45
    const __half ld536 = v503 ? *p471 : k527;  // attention.tile:45
    const __half ld537 = v504 ? *p472 : k527;  // attention.tile:45
    const __half ld538 = v505 ? *p473 : k527;  // attention.tile:45
    const __half ld539 = v506 ? *p474 : k527;  // attention.tile:45
    const __half ld540 = v507 ? *p475 : k527;  // attention.tile:45
    const __half ld541 = v508 ? *p476 : k527;  // attention.tile:45
    const __half ld542 = v509 ? *p477 : k527;  // attention.tile:45
    const __half ld543 = v510 ? *p478 : k527;  // attention.tile:45
    const __half ld544 = v511 ? *p479 : k527;  // attention.tile:45
    const __half ld545 = v512 ? *p480 : k527;  // attention.tile:45
    const __half ld546 = v513 ? *p481 : k527;  // attention.tile:45
    const __half ld547 = v514 ? *p482 : k527;  // attention.tile:45
    const __half ld548 = v515 ? *p483 : k527;  // attention.tile:45
    const __half ld549 = v516 ? *p484 : k527;  // attention.tile:45
    const __half ld550 = v517 ? *p485 : k527;  // attention.tile:45
    const __half ld551 = v518 ? *p486 : k527;  // attention.tile:45
    const __half ld552 = v519 ? *p487 : k527;  // attention.tile:45
    const __half ld553 = v520 ? *p488 : k527;  // attention.tile:45
    const __half ld554 = v521 ? *p489 : k527;  // attention.tile:45
    const __half ld555 = v522 ? *p490 : k527;  // attention.tile:45
    const __half ld556 = v523 ? *p491 : k527;  // attention.tile:45
    const __half ld557 = v524 ? *p492 : k527;  // attention.tile:45
    const __half ld558 = v525 ? *p493 : k527;  // attention.tile:45
    const __half ld559 = v526 ? *p494 : k527;  // attention.tile:45
    __syncthreads();  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c5_0) * 128 + ((((tl_c5_1) >> 3) ^ ((tl_c5_0) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld528;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c5_0) * 128 + (((((tl_c5_1 + 2)) >> 3) ^ ((tl_c5_0) & 7)) << 4) + ((((tl_c5_1 + 2)) & 7) * 2))) = ld529;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c5_0) * 128 + (((((tl_c5_1 + 4)) >> 3) ^ ((tl_c5_0) & 7)) << 4) + ((((tl_c5_1 + 4)) & 7) * 2))) = ld530;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c5_0) * 128 + (((((tl_c5_1 + 6)) >> 3) ^ ((tl_c5_0) & 7)) << 4) + ((((tl_c5_1 + 6)) & 7) * 2))) = ld531;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c5_0) * 128 + (((((tl_c5_1 + 8)) >> 3) ^ ((tl_c5_0) & 7)) << 4) + ((((tl_c5_1 + 8)) & 7) * 2))) = ld532;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c5_0) * 128 + (((((tl_c5_1 + 10)) >> 3) ^ ((tl_c5_0) & 7)) << 4) + ((((tl_c5_1 + 10)) & 7) * 2))) = ld533;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c5_0) * 128 + (((((tl_c5_1 + 12)) >> 3) ^ ((tl_c5_0) & 7)) << 4) + ((((tl_c5_1 + 12)) & 7) * 2))) = ld534;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c5_0) * 128 + (((((tl_c5_1 + 14)) >> 3) ^ ((tl_c5_0) & 7)) << 4) + ((((tl_c5_1 + 14)) & 7) * 2))) = ld535;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c5_0) * 128 + (((((tl_c5_1 + 16)) >> 3) ^ ((tl_c5_0) & 7)) << 4) + ((((tl_c5_1 + 16)) & 7) * 2))) = ld536;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c5_0) * 128 + (((((tl_c5_1 + 18)) >> 3) ^ ((tl_c5_0) & 7)) << 4) + ((((tl_c5_1 + 18)) & 7) * 2))) = ld537;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c5_0) * 128 + (((((tl_c5_1 + 20)) >> 3) ^ ((tl_c5_0) & 7)) << 4) + ((((tl_c5_1 + 20)) & 7) * 2))) = ld538;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c5_0) * 128 + (((((tl_c5_1 + 22)) >> 3) ^ ((tl_c5_0) & 7)) << 4) + ((((tl_c5_1 + 22)) & 7) * 2))) = ld539;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c5_0) * 128 + (((((tl_c5_1 + 24)) >> 3) ^ ((tl_c5_0) & 7)) << 4) + ((((tl_c5_1 + 24)) & 7) * 2))) = ld540;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c5_0) * 128 + (((((tl_c5_1 + 26)) >> 3) ^ ((tl_c5_0) & 7)) << 4) + ((((tl_c5_1 + 26)) & 7) * 2))) = ld541;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c5_0) * 128 + (((((tl_c5_1 + 28)) >> 3) ^ ((tl_c5_0) & 7)) << 4) + ((((tl_c5_1 + 28)) & 7) * 2))) = ld542;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c5_0) * 128 + (((((tl_c5_1 + 30)) >> 3) ^ ((tl_c5_0) & 7)) << 4) + ((((tl_c5_1 + 30)) & 7) * 2))) = ld543;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c5_0) * 128 + (((((tl_c5_1 + 32)) >> 3) ^ ((tl_c5_0) & 7)) << 4) + ((((tl_c5_1 + 32)) & 7) * 2))) = ld544;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c5_0) * 128 + (((((tl_c5_1 + 34)) >> 3) ^ ((tl_c5_0) & 7)) << 4) + ((((tl_c5_1 + 34)) & 7) * 2))) = ld545;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c5_0) * 128 + (((((tl_c5_1 + 36)) >> 3) ^ ((tl_c5_0) & 7)) << 4) + ((((tl_c5_1 + 36)) & 7) * 2))) = ld546;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c5_0) * 128 + (((((tl_c5_1 + 38)) >> 3) ^ ((tl_c5_0) & 7)) << 4) + ((((tl_c5_1 + 38)) & 7) * 2))) = ld547;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c5_0) * 128 + (((((tl_c5_1 + 40)) >> 3) ^ ((tl_c5_0) & 7)) << 4) + ((((tl_c5_1 + 40)) & 7) * 2))) = ld548;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c5_0) * 128 + (((((tl_c5_1 + 42)) >> 3) ^ ((tl_c5_0) & 7)) << 4) + ((((tl_c5_1 + 42)) & 7) * 2))) = ld549;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c5_0) * 128 + (((((tl_c5_1 + 44)) >> 3) ^ ((tl_c5_0) & 7)) << 4) + ((((tl_c5_1 + 44)) & 7) * 2))) = ld550;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c5_0) * 128 + (((((tl_c5_1 + 46)) >> 3) ^ ((tl_c5_0) & 7)) << 4) + ((((tl_c5_1 + 46)) & 7) * 2))) = ld551;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c5_0) * 128 + (((((tl_c5_1 + 48)) >> 3) ^ ((tl_c5_0) & 7)) << 4) + ((((tl_c5_1 + 48)) & 7) * 2))) = ld552;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c5_0) * 128 + (((((tl_c5_1 + 50)) >> 3) ^ ((tl_c5_0) & 7)) << 4) + ((((tl_c5_1 + 50)) & 7) * 2))) = ld553;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c5_0) * 128 + (((((tl_c5_1 + 52)) >> 3) ^ ((tl_c5_0) & 7)) << 4) + ((((tl_c5_1 + 52)) & 7) * 2))) = ld554;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c5_0) * 128 + (((((tl_c5_1 + 54)) >> 3) ^ ((tl_c5_0) & 7)) << 4) + ((((tl_c5_1 + 54)) & 7) * 2))) = ld555;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c5_0) * 128 + (((((tl_c5_1 + 56)) >> 3) ^ ((tl_c5_0) & 7)) << 4) + ((((tl_c5_1 + 56)) & 7) * 2))) = ld556;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c5_0) * 128 + (((((tl_c5_1 + 58)) >> 3) ^ ((tl_c5_0) & 7)) << 4) + ((((tl_c5_1 + 58)) & 7) * 2))) = ld557;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c5_0) * 128 + (((((tl_c5_1 + 60)) >> 3) ^ ((tl_c5_0) & 7)) << 4) + ((((tl_c5_1 + 60)) & 7) * 2))) = ld558;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c5_0) * 128 + (((((tl_c5_1 + 62)) >> 3) ^ ((tl_c5_0) & 7)) << 4) + ((((tl_c5_1 + 62)) & 7) * 2))) = ld559;  // attention.tile:46
    __syncthreads();  // attention.tile:46
    // dot on tensor cores: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32, warps [4, 1], 8 block(s) per warp  // attention.tile:46
    float acc560 = 0.0f;  // attention.tile:46
    float acc561 = 0.0f;  // attention.tile:46
    float acc562 = 0.0f;  // attention.tile:46
    float acc563 = 0.0f;  // attention.tile:46
    float acc564 = 0.0f;  // attention.tile:46
    float acc565 = 0.0f;  // attention.tile:46
    float acc566 = 0.0f;  // attention.tile:46
    float acc567 = 0.0f;  // attention.tile:46
    float acc568 = 0.0f;  // attention.tile:46
    float acc569 = 0.0f;  // attention.tile:46
    float acc570 = 0.0f;  // attention.tile:46
    float acc571 = 0.0f;  // attention.tile:46
    float acc572 = 0.0f;  // attention.tile:46
    float acc573 = 0.0f;  // attention.tile:46
    float acc574 = 0.0f;  // attention.tile:46
    float acc575 = 0.0f;  // attention.tile:46
    float acc576 = 0.0f;  // attention.tile:46
    float acc577 = 0.0f;  // attention.tile:46
    float acc578 = 0.0f;  // attention.tile:46
    float acc579 = 0.0f;  // attention.tile:46
    float acc580 = 0.0f;  // attention.tile:46
    float acc581 = 0.0f;  // attention.tile:46
    float acc582 = 0.0f;  // attention.tile:46
    float acc583 = 0.0f;  // attention.tile:46
    float acc584 = 0.0f;  // attention.tile:46
    float acc585 = 0.0f;  // attention.tile:46
    float acc586 = 0.0f;  // attention.tile:46
    float acc587 = 0.0f;  // attention.tile:46
    float acc588 = 0.0f;  // attention.tile:46
    float acc589 = 0.0f;  // attention.tile:46
    float acc590 = 0.0f;  // attention.tile:46
    float acc591 = 0.0f;  // attention.tile:46
    unsigned fr593, fr594, fr595, fr596;  // attention.tile:46
    tl_ldsm4t((tl_sbase + 0) + lm592_r + 0 + (((lm592_c + 0) ^ lm592_s) << 4), fr593, fr594, fr595, fr596);  // attention.tile:46
    unsigned fr597, fr598, fr599, fr600;  // attention.tile:46
    tl_ldsm4t((tl_sbase + 0) + lm592_r + 0 + (((lm592_c + 2) ^ lm592_s) << 4), fr597, fr598, fr599, fr600);  // attention.tile:46
    unsigned fr601, fr602, fr603, fr604;  // attention.tile:46
    tl_ldsm4t((tl_sbase + 0) + lm592_r + 0 + (((lm592_c + 4) ^ lm592_s) << 4), fr601, fr602, fr603, fr604);  // attention.tile:46
    unsigned fr605, fr606, fr607, fr608;  // attention.tile:46
    tl_ldsm4t((tl_sbase + 0) + lm592_r + 0 + (((lm592_c + 6) ^ lm592_s) << 4), fr605, fr606, fr607, fr608);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc560, acc561, acc562, acc563, fr235, fr236, fr237, fr238, fr593, fr594);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc564, acc565, acc566, acc567, fr235, fr236, fr237, fr238, fr595, fr596);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc568, acc569, acc570, acc571, fr235, fr236, fr237, fr238, fr597, fr598);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc572, acc573, acc574, acc575, fr235, fr236, fr237, fr238, fr599, fr600);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc576, acc577, acc578, acc579, fr235, fr236, fr237, fr238, fr601, fr602);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc580, acc581, acc582, acc583, fr235, fr236, fr237, fr238, fr603, fr604);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc584, acc585, acc586, acc587, fr235, fr236, fr237, fr238, fr605, fr606);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc588, acc589, acc590, acc591, fr235, fr236, fr237, fr238, fr607, fr608);  // attention.tile:46
    unsigned fr609, fr610, fr611, fr612;  // attention.tile:46
    tl_ldsm4t((tl_sbase + 0) + lm592_r + 2048 + (((lm592_c + 0) ^ lm592_s) << 4), fr609, fr610, fr611, fr612);  // attention.tile:46
    unsigned fr613, fr614, fr615, fr616;  // attention.tile:46
    tl_ldsm4t((tl_sbase + 0) + lm592_r + 2048 + (((lm592_c + 2) ^ lm592_s) << 4), fr613, fr614, fr615, fr616);  // attention.tile:46
    unsigned fr617, fr618, fr619, fr620;  // attention.tile:46
    tl_ldsm4t((tl_sbase + 0) + lm592_r + 2048 + (((lm592_c + 4) ^ lm592_s) << 4), fr617, fr618, fr619, fr620);  // attention.tile:46
    unsigned fr621, fr622, fr623, fr624;  // attention.tile:46
    tl_ldsm4t((tl_sbase + 0) + lm592_r + 2048 + (((lm592_c + 6) ^ lm592_s) << 4), fr621, fr622, fr623, fr624);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc560, acc561, acc562, acc563, fr239, fr240, fr241, fr242, fr609, fr610);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc564, acc565, acc566, acc567, fr239, fr240, fr241, fr242, fr611, fr612);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc568, acc569, acc570, acc571, fr239, fr240, fr241, fr242, fr613, fr614);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc572, acc573, acc574, acc575, fr239, fr240, fr241, fr242, fr615, fr616);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc576, acc577, acc578, acc579, fr239, fr240, fr241, fr242, fr617, fr618);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc580, acc581, acc582, acc583, fr239, fr240, fr241, fr242, fr619, fr620);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc584, acc585, acc586, acc587, fr239, fr240, fr241, fr242, fr621, fr622);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc588, acc589, acc590, acc591, fr239, fr240, fr241, fr242, fr623, fr624);  // attention.tile:46
    unsigned fr625, fr626, fr627, fr628;  // attention.tile:46
    tl_ldsm4t((tl_sbase + 0) + lm592_r + 4096 + (((lm592_c + 0) ^ lm592_s) << 4), fr625, fr626, fr627, fr628);  // attention.tile:46
    unsigned fr629, fr630, fr631, fr632;  // attention.tile:46
    tl_ldsm4t((tl_sbase + 0) + lm592_r + 4096 + (((lm592_c + 2) ^ lm592_s) << 4), fr629, fr630, fr631, fr632);  // attention.tile:46
    unsigned fr633, fr634, fr635, fr636;  // attention.tile:46
    tl_ldsm4t((tl_sbase + 0) + lm592_r + 4096 + (((lm592_c + 4) ^ lm592_s) << 4), fr633, fr634, fr635, fr636);  // attention.tile:46
    unsigned fr637, fr638, fr639, fr640;  // attention.tile:46
    tl_ldsm4t((tl_sbase + 0) + lm592_r + 4096 + (((lm592_c + 6) ^ lm592_s) << 4), fr637, fr638, fr639, fr640);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc560, acc561, acc562, acc563, fr243, fr244, fr245, fr246, fr625, fr626);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc564, acc565, acc566, acc567, fr243, fr244, fr245, fr246, fr627, fr628);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc568, acc569, acc570, acc571, fr243, fr244, fr245, fr246, fr629, fr630);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc572, acc573, acc574, acc575, fr243, fr244, fr245, fr246, fr631, fr632);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc576, acc577, acc578, acc579, fr243, fr244, fr245, fr246, fr633, fr634);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc580, acc581, acc582, acc583, fr243, fr244, fr245, fr246, fr635, fr636);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc584, acc585, acc586, acc587, fr243, fr244, fr245, fr246, fr637, fr638);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc588, acc589, acc590, acc591, fr243, fr244, fr245, fr246, fr639, fr640);  // attention.tile:46
    unsigned fr641, fr642, fr643, fr644;  // attention.tile:46
    tl_ldsm4t((tl_sbase + 0) + lm592_r + 6144 + (((lm592_c + 0) ^ lm592_s) << 4), fr641, fr642, fr643, fr644);  // attention.tile:46
    unsigned fr645, fr646, fr647, fr648;  // attention.tile:46
    tl_ldsm4t((tl_sbase + 0) + lm592_r + 6144 + (((lm592_c + 2) ^ lm592_s) << 4), fr645, fr646, fr647, fr648);  // attention.tile:46
    unsigned fr649, fr650, fr651, fr652;  // attention.tile:46
    tl_ldsm4t((tl_sbase + 0) + lm592_r + 6144 + (((lm592_c + 4) ^ lm592_s) << 4), fr649, fr650, fr651, fr652);  // attention.tile:46
    unsigned fr653, fr654, fr655, fr656;  // attention.tile:46
    tl_ldsm4t((tl_sbase + 0) + lm592_r + 6144 + (((lm592_c + 6) ^ lm592_s) << 4), fr653, fr654, fr655, fr656);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc560, acc561, acc562, acc563, fr247, fr248, fr249, fr250, fr641, fr642);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc564, acc565, acc566, acc567, fr247, fr248, fr249, fr250, fr643, fr644);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc568, acc569, acc570, acc571, fr247, fr248, fr249, fr250, fr645, fr646);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc572, acc573, acc574, acc575, fr247, fr248, fr249, fr250, fr647, fr648);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc576, acc577, acc578, acc579, fr247, fr248, fr249, fr250, fr649, fr650);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc580, acc581, acc582, acc583, fr247, fr248, fr249, fr250, fr651, fr652);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc584, acc585, acc586, acc587, fr247, fr248, fr249, fr250, fr653, fr654);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc588, acc589, acc590, acc591, fr247, fr248, fr249, fr250, fr655, fr656);  // attention.tile:46
    float const v657 = (acc560 * v232);  // attention.tile:46
    float const v658 = (acc561 * v232);  // attention.tile:46
    float const v659 = (acc562 * v232);  // attention.tile:46
    float const v660 = (acc563 * v232);  // attention.tile:46
    float const v661 = (acc564 * v232);  // attention.tile:46
    float const v662 = (acc565 * v232);  // attention.tile:46
    float const v663 = (acc566 * v232);  // attention.tile:46
    float const v664 = (acc567 * v232);  // attention.tile:46
    float const v665 = (acc568 * v232);  // attention.tile:46
    float const v666 = (acc569 * v232);  // attention.tile:46
    float const v667 = (acc570 * v232);  // attention.tile:46
    float const v668 = (acc571 * v232);  // attention.tile:46
    float const v669 = (acc572 * v232);  // attention.tile:46
    float const v670 = (acc573 * v232);  // attention.tile:46
    float const v671 = (acc574 * v232);  // attention.tile:46
    float const v672 = (acc575 * v232);  // attention.tile:46
    float const v673 = (acc576 * v232);  // attention.tile:46
    float const v674 = (acc577 * v232);  // attention.tile:46
    float const v675 = (acc578 * v232);  // attention.tile:46
    float const v676 = (acc579 * v232);  // attention.tile:46
    float const v677 = (acc580 * v232);  // attention.tile:46
    float const v678 = (acc581 * v232);  // attention.tile:46
    float const v679 = (acc582 * v232);  // attention.tile:46
    float const v680 = (acc583 * v232);  // attention.tile:46
    float const v681 = (acc584 * v232);  // attention.tile:46
    float const v682 = (acc585 * v232);  // attention.tile:46
    float const v683 = (acc586 * v232);  // attention.tile:46
    float const v684 = (acc587 * v232);  // attention.tile:46
    float const v685 = (acc588 * v232);  // attention.tile:46
    float const v686 = (acc589 * v232);  // attention.tile:46
    float const v687 = (acc590 * v232);  // attention.tile:46
    float const v688 = (acc591 * v232);  // attention.tile:46
    float const v689 = (v382 ? v657 : (-TL_INF));  // attention.tile:50
    float const v690 = (v383 ? v658 : (-TL_INF));  // attention.tile:50
    float const v691 = (v382 ? v659 : (-TL_INF));  // attention.tile:50
    float const v692 = (v383 ? v660 : (-TL_INF));  // attention.tile:50
    float const v693 = (v384 ? v661 : (-TL_INF));  // attention.tile:50
    float const v694 = (v385 ? v662 : (-TL_INF));  // attention.tile:50
    float const v695 = (v384 ? v663 : (-TL_INF));  // attention.tile:50
    float const v696 = (v385 ? v664 : (-TL_INF));  // attention.tile:50
    float const v697 = (v386 ? v665 : (-TL_INF));  // attention.tile:50
    float const v698 = (v387 ? v666 : (-TL_INF));  // attention.tile:50
    float const v699 = (v386 ? v667 : (-TL_INF));  // attention.tile:50
    float const v700 = (v387 ? v668 : (-TL_INF));  // attention.tile:50
    float const v701 = (v388 ? v669 : (-TL_INF));  // attention.tile:50
    float const v702 = (v389 ? v670 : (-TL_INF));  // attention.tile:50
    float const v703 = (v388 ? v671 : (-TL_INF));  // attention.tile:50
    float const v704 = (v389 ? v672 : (-TL_INF));  // attention.tile:50
    float const v705 = (v390 ? v673 : (-TL_INF));  // attention.tile:50
    float const v706 = (v391 ? v674 : (-TL_INF));  // attention.tile:50
    float const v707 = (v390 ? v675 : (-TL_INF));  // attention.tile:50
    float const v708 = (v391 ? v676 : (-TL_INF));  // attention.tile:50
    float const v709 = (v392 ? v677 : (-TL_INF));  // attention.tile:50
    float const v710 = (v393 ? v678 : (-TL_INF));  // attention.tile:50
    float const v711 = (v392 ? v679 : (-TL_INF));  // attention.tile:50
    float const v712 = (v393 ? v680 : (-TL_INF));  // attention.tile:50
    float const v713 = (v394 ? v681 : (-TL_INF));  // attention.tile:50
    float const v714 = (v395 ? v682 : (-TL_INF));  // attention.tile:50
    float const v715 = (v394 ? v683 : (-TL_INF));  // attention.tile:50
    float const v716 = (v395 ? v684 : (-TL_INF));  // attention.tile:50
    float const v717 = (v396 ? v685 : (-TL_INF));  // attention.tile:50
    float const v718 = (v397 ? v686 : (-TL_INF));  // attention.tile:50
    float const v719 = (v396 ? v687 : (-TL_INF));  // attention.tile:50
    float const v720 = (v397 ? v688 : (-TL_INF));  // attention.tile:50
    float rd721 = fmaxf(v689, v690);  // attention.tile:51
    float rd722 = fmaxf(v693, v694);  // attention.tile:51
    float rd723 = fmaxf(v697, v698);  // attention.tile:51
    float rd724 = fmaxf(v701, v702);  // attention.tile:51
    float rd725 = fmaxf(v705, v706);  // attention.tile:51
    float rd726 = fmaxf(v709, v710);  // attention.tile:51
    float rd727 = fmaxf(v713, v714);  // attention.tile:51
    float rd728 = fmaxf(v717, v718);  // attention.tile:51
    float rd729 = fmaxf(rd721, rd722);  // attention.tile:51
    float rd730 = fmaxf(rd723, rd724);  // attention.tile:51
    float rd731 = fmaxf(rd725, rd726);  // attention.tile:51
    float rd732 = fmaxf(rd727, rd728);  // attention.tile:51
    float rd733 = fmaxf(rd729, rd730);  // attention.tile:51
    float rd734 = fmaxf(rd731, rd732);  // attention.tile:51
    float rd735 = fmaxf(rd733, rd734);  // attention.tile:51
    float rd736 = fmaxf(v691, v692);  // attention.tile:51
    float rd737 = fmaxf(v695, v696);  // attention.tile:51
    float rd738 = fmaxf(v699, v700);  // attention.tile:51
    float rd739 = fmaxf(v703, v704);  // attention.tile:51
    float rd740 = fmaxf(v707, v708);  // attention.tile:51
    float rd741 = fmaxf(v711, v712);  // attention.tile:51
    float rd742 = fmaxf(v715, v716);  // attention.tile:51
    float rd743 = fmaxf(v719, v720);  // attention.tile:51
    float rd744 = fmaxf(rd736, rd737);  // attention.tile:51
    float rd745 = fmaxf(rd738, rd739);  // attention.tile:51
    float rd746 = fmaxf(rd740, rd741);  // attention.tile:51
    float rd747 = fmaxf(rd742, rd743);  // attention.tile:51
    float rd748 = fmaxf(rd744, rd745);  // attention.tile:51
    float rd749 = fmaxf(rd746, rd747);  // attention.tile:51
    float rd750 = fmaxf(rd748, rd749);  // attention.tile:51
    float rd751 = __shfl_xor_sync(0xffffffffu, rd735, 1);  // attention.tile:51
    float rd752 = fmaxf(rd735, rd751);  // attention.tile:51
    float rd753 = __shfl_xor_sync(0xffffffffu, rd750, 1);  // attention.tile:51
    float rd754 = fmaxf(rd750, rd753);  // attention.tile:51
    float rd755 = __shfl_xor_sync(0xffffffffu, rd752, 2);  // attention.tile:51
    float rd756 = fmaxf(rd752, rd755);  // attention.tile:51
    float rd757 = __shfl_xor_sync(0xffffffffu, rd754, 2);  // attention.tile:51
    float rd758 = fmaxf(rd754, rd757);  // attention.tile:51
    float const v759 = fmaxf(c285, rd756);  // attention.tile:51
    float const v760 = fmaxf(c286, rd758);  // attention.tile:51
    float const v761 = (v689 - v759);  // attention.tile:52
    float const v762 = (v690 - v759);  // attention.tile:52
    float const v763 = (v691 - v760);  // attention.tile:52
    float const v764 = (v692 - v760);  // attention.tile:52
    float const v765 = (v693 - v759);  // attention.tile:52
    float const v766 = (v694 - v759);  // attention.tile:52
    float const v767 = (v695 - v760);  // attention.tile:52
    float const v768 = (v696 - v760);  // attention.tile:52
    float const v769 = (v697 - v759);  // attention.tile:52
    float const v770 = (v698 - v759);  // attention.tile:52
    float const v771 = (v699 - v760);  // attention.tile:52
    float const v772 = (v700 - v760);  // attention.tile:52
    float const v773 = (v701 - v759);  // attention.tile:52
    float const v774 = (v702 - v759);  // attention.tile:52
    float const v775 = (v703 - v760);  // attention.tile:52
    float const v776 = (v704 - v760);  // attention.tile:52
    float const v777 = (v705 - v759);  // attention.tile:52
    float const v778 = (v706 - v759);  // attention.tile:52
    float const v779 = (v707 - v760);  // attention.tile:52
    float const v780 = (v708 - v760);  // attention.tile:52
    float const v781 = (v709 - v759);  // attention.tile:52
    float const v782 = (v710 - v759);  // attention.tile:52
    float const v783 = (v711 - v760);  // attention.tile:52
    float const v784 = (v712 - v760);  // attention.tile:52
    float const v785 = (v713 - v759);  // attention.tile:52
    float const v786 = (v714 - v759);  // attention.tile:52
    float const v787 = (v715 - v760);  // attention.tile:52
    float const v788 = (v716 - v760);  // attention.tile:52
    float const v789 = (v717 - v759);  // attention.tile:52
    float const v790 = (v718 - v759);  // attention.tile:52
    float const v791 = (v719 - v760);  // attention.tile:52
    float const v792 = (v720 - v760);  // attention.tile:52
    float const v793 = tl_exp2f(v761);  // attention.tile:52
    float const v794 = tl_exp2f(v762);  // attention.tile:52
    float const v795 = tl_exp2f(v763);  // attention.tile:52
    float const v796 = tl_exp2f(v764);  // attention.tile:52
    float const v797 = tl_exp2f(v765);  // attention.tile:52
    float const v798 = tl_exp2f(v766);  // attention.tile:52
    float const v799 = tl_exp2f(v767);  // attention.tile:52
    float const v800 = tl_exp2f(v768);  // attention.tile:52
    float const v801 = tl_exp2f(v769);  // attention.tile:52
    float const v802 = tl_exp2f(v770);  // attention.tile:52
    float const v803 = tl_exp2f(v771);  // attention.tile:52
    float const v804 = tl_exp2f(v772);  // attention.tile:52
    float const v805 = tl_exp2f(v773);  // attention.tile:52
    float const v806 = tl_exp2f(v774);  // attention.tile:52
    float const v807 = tl_exp2f(v775);  // attention.tile:52
    float const v808 = tl_exp2f(v776);  // attention.tile:52
    float const v809 = tl_exp2f(v777);  // attention.tile:52
    float const v810 = tl_exp2f(v778);  // attention.tile:52
    float const v811 = tl_exp2f(v779);  // attention.tile:52
    float const v812 = tl_exp2f(v780);  // attention.tile:52
    float const v813 = tl_exp2f(v781);  // attention.tile:52
    float const v814 = tl_exp2f(v782);  // attention.tile:52
    float const v815 = tl_exp2f(v783);  // attention.tile:52
    float const v816 = tl_exp2f(v784);  // attention.tile:52
    float const v817 = tl_exp2f(v785);  // attention.tile:52
    float const v818 = tl_exp2f(v786);  // attention.tile:52
    float const v819 = tl_exp2f(v787);  // attention.tile:52
    float const v820 = tl_exp2f(v788);  // attention.tile:52
    float const v821 = tl_exp2f(v789);  // attention.tile:52
    float const v822 = tl_exp2f(v790);  // attention.tile:52
    float const v823 = tl_exp2f(v791);  // attention.tile:52
    float const v824 = tl_exp2f(v792);  // attention.tile:52
    float const v825 = (c285 - v759);  // attention.tile:53
    float const v826 = (c286 - v760);  // attention.tile:53
    float const v827 = tl_exp2f(v825);  // attention.tile:53
    float const v828 = tl_exp2f(v826);  // attention.tile:53
    float const v829 = (c251 * v827);  // attention.tile:54
    float const v830 = (c252 * v828);  // attention.tile:54
    float rd831 = (v793 + v794);  // attention.tile:54
    float rd832 = (v797 + v798);  // attention.tile:54
    float rd833 = (v801 + v802);  // attention.tile:54
    float rd834 = (v805 + v806);  // attention.tile:54
    float rd835 = (v809 + v810);  // attention.tile:54
    float rd836 = (v813 + v814);  // attention.tile:54
    float rd837 = (v817 + v818);  // attention.tile:54
    float rd838 = (v821 + v822);  // attention.tile:54
    float rd839 = (rd831 + rd832);  // attention.tile:54
    float rd840 = (rd833 + rd834);  // attention.tile:54
    float rd841 = (rd835 + rd836);  // attention.tile:54
    float rd842 = (rd837 + rd838);  // attention.tile:54
    float rd843 = (rd839 + rd840);  // attention.tile:54
    float rd844 = (rd841 + rd842);  // attention.tile:54
    float rd845 = (rd843 + rd844);  // attention.tile:54
    float rd846 = (v795 + v796);  // attention.tile:54
    float rd847 = (v799 + v800);  // attention.tile:54
    float rd848 = (v803 + v804);  // attention.tile:54
    float rd849 = (v807 + v808);  // attention.tile:54
    float rd850 = (v811 + v812);  // attention.tile:54
    float rd851 = (v815 + v816);  // attention.tile:54
    float rd852 = (v819 + v820);  // attention.tile:54
    float rd853 = (v823 + v824);  // attention.tile:54
    float rd854 = (rd846 + rd847);  // attention.tile:54
    float rd855 = (rd848 + rd849);  // attention.tile:54
    float rd856 = (rd850 + rd851);  // attention.tile:54
    float rd857 = (rd852 + rd853);  // attention.tile:54
    float rd858 = (rd854 + rd855);  // attention.tile:54
    float rd859 = (rd856 + rd857);  // attention.tile:54
    float rd860 = (rd858 + rd859);  // attention.tile:54
    float rd861 = __shfl_xor_sync(0xffffffffu, rd845, 1);  // attention.tile:54
    float rd862 = (rd845 + rd861);  // attention.tile:54
    float rd863 = __shfl_xor_sync(0xffffffffu, rd860, 1);  // attention.tile:54
    float rd864 = (rd860 + rd863);  // attention.tile:54
    float rd865 = __shfl_xor_sync(0xffffffffu, rd862, 2);  // attention.tile:54
    float rd866 = (rd862 + rd865);  // attention.tile:54
    float rd867 = __shfl_xor_sync(0xffffffffu, rd864, 2);  // attention.tile:54
    float rd868 = (rd864 + rd867);  // attention.tile:54
    float const v869 = (v829 + rd866);  // attention.tile:54
    float const v870 = (v830 + rd868);  // attention.tile:54
    __half* const p871 = (p_v + v3);  // attention.tile:55
    int const v872 = ((int)((unsigned int)(v319) * (unsigned int)(64)));  // attention.tile:55
    int const v873 = ((int)((unsigned int)(v320) * (unsigned int)(64)));  // attention.tile:55
    int const v874 = ((int)((unsigned int)(v321) * (unsigned int)(64)));  // attention.tile:55
    int const v875 = ((int)((unsigned int)(v322) * (unsigned int)(64)));  // attention.tile:55
    int const v876 = ((int)((unsigned int)(v323) * (unsigned int)(64)));  // attention.tile:55
    int const v877 = ((int)((unsigned int)(v324) * (unsigned int)(64)));  // attention.tile:55
    int const v878 = ((int)((unsigned int)(v325) * (unsigned int)(64)));  // attention.tile:55
    int const v879 = ((int)((unsigned int)(v326) * (unsigned int)(64)));  // attention.tile:55
    int const v880 = ((int)((unsigned int)(v327) * (unsigned int)(64)));  // attention.tile:55
    int const v881 = ((int)((unsigned int)(v328) * (unsigned int)(64)));  // attention.tile:55
    int const v882 = ((int)((unsigned int)(v329) * (unsigned int)(64)));  // attention.tile:55
    int const v883 = ((int)((unsigned int)(v330) * (unsigned int)(64)));  // attention.tile:55
    int const v884 = ((int)((unsigned int)(v331) * (unsigned int)(64)));  // attention.tile:55
    int const v885 = ((int)((unsigned int)(v332) * (unsigned int)(64)));  // attention.tile:55
    int const v886 = ((int)((unsigned int)(v333) * (unsigned int)(64)));  // attention.tile:55
    int const v887 = ((int)((unsigned int)(v334) * (unsigned int)(64)));  // attention.tile:55
    int const v888 = ((int)((unsigned int)(v335) * (unsigned int)(64)));  // attention.tile:55
    int const v889 = ((int)((unsigned int)(v336) * (unsigned int)(64)));  // attention.tile:55
    int const v890 = ((int)((unsigned int)(v337) * (unsigned int)(64)));  // attention.tile:55
    int const v891 = ((int)((unsigned int)(v338) * (unsigned int)(64)));  // attention.tile:55
    int const v892 = ((int)((unsigned int)(v339) * (unsigned int)(64)));  // attention.tile:55
    int const v893 = ((int)((unsigned int)(v340) * (unsigned int)(64)));  // attention.tile:55
    int const v894 = ((int)((unsigned int)(v341) * (unsigned int)(64)));  // attention.tile:55
    int const v895 = ((int)((unsigned int)(v342) * (unsigned int)(64)));  // attention.tile:55
    int const v896 = ((int)((unsigned int)(v343) * (unsigned int)(64)));  // attention.tile:55
    int const v897 = ((int)((unsigned int)(v344) * (unsigned int)(64)));  // attention.tile:55
    int const v898 = ((int)((unsigned int)(v345) * (unsigned int)(64)));  // attention.tile:55
    int const v899 = ((int)((unsigned int)(v346) * (unsigned int)(64)));  // attention.tile:55
    int const v900 = ((int)((unsigned int)(v347) * (unsigned int)(64)));  // attention.tile:55
    int const v901 = ((int)((unsigned int)(v348) * (unsigned int)(64)));  // attention.tile:55
    int const v902 = ((int)((unsigned int)(v349) * (unsigned int)(64)));  // attention.tile:55
    int const v903 = ((int)((unsigned int)(v350) * (unsigned int)(64)));  // attention.tile:55
    __half* const p904 = (p871 + v872);  // attention.tile:55
    __half* const p905 = (p871 + v873);  // attention.tile:55
    __half* const p906 = (p871 + v874);  // attention.tile:55
    __half* const p907 = (p871 + v875);  // attention.tile:55
    __half* const p908 = (p871 + v876);  // attention.tile:55
    __half* const p909 = (p871 + v877);  // attention.tile:55
    __half* const p910 = (p871 + v878);  // attention.tile:55
    __half* const p911 = (p871 + v879);  // attention.tile:55
    __half* const p912 = (p871 + v880);  // attention.tile:55
    __half* const p913 = (p871 + v881);  // attention.tile:55
    __half* const p914 = (p871 + v882);  // attention.tile:55
    __half* const p915 = (p871 + v883);  // attention.tile:55
    __half* const p916 = (p871 + v884);  // attention.tile:55
    __half* const p917 = (p871 + v885);  // attention.tile:55
    __half* const p918 = (p871 + v886);  // attention.tile:55
    __half* const p919 = (p871 + v887);  // attention.tile:55
    __half* const p920 = (p871 + v888);  // attention.tile:55
    __half* const p921 = (p871 + v889);  // attention.tile:55
    __half* const p922 = (p871 + v890);  // attention.tile:55
    __half* const p923 = (p871 + v891);  // attention.tile:55
    __half* const p924 = (p871 + v892);  // attention.tile:55
    __half* const p925 = (p871 + v893);  // attention.tile:55
    __half* const p926 = (p871 + v894);  // attention.tile:55
    __half* const p927 = (p871 + v895);  // attention.tile:55
    __half* const p928 = (p871 + v896);  // attention.tile:55
    __half* const p929 = (p871 + v897);  // attention.tile:55
    __half* const p930 = (p871 + v898);  // attention.tile:55
    __half* const p931 = (p871 + v899);  // attention.tile:55
    __half* const p932 = (p871 + v900);  // attention.tile:55
    __half* const p933 = (p871 + v901);  // attention.tile:55
    __half* const p934 = (p871 + v902);  // attention.tile:55
    __half* const p935 = (p871 + v903);  // attention.tile:55
    __half* const p936 = (p904 + tl_c0_0);  // attention.tile:55
    __half* const p937 = (p905 + tl_c0_0);  // attention.tile:55
    __half* const p938 = (p906 + tl_c0_0);  // attention.tile:55
    __half* const p939 = (p907 + tl_c0_0);  // attention.tile:55
    __half* const p940 = (p908 + tl_c0_0);  // attention.tile:55
    __half* const p941 = (p909 + tl_c0_0);  // attention.tile:55
    __half* const p942 = (p910 + tl_c0_0);  // attention.tile:55
    __half* const p943 = (p911 + tl_c0_0);  // attention.tile:55
    __half* const p944 = (p912 + tl_c0_0);  // attention.tile:55
    __half* const p945 = (p913 + tl_c0_0);  // attention.tile:55
    __half* const p946 = (p914 + tl_c0_0);  // attention.tile:55
    __half* const p947 = (p915 + tl_c0_0);  // attention.tile:55
    __half* const p948 = (p916 + tl_c0_0);  // attention.tile:55
    __half* const p949 = (p917 + tl_c0_0);  // attention.tile:55
    __half* const p950 = (p918 + tl_c0_0);  // attention.tile:55
    __half* const p951 = (p919 + tl_c0_0);  // attention.tile:55
    __half* const p952 = (p920 + tl_c0_0);  // attention.tile:55
    __half* const p953 = (p921 + tl_c0_0);  // attention.tile:55
    __half* const p954 = (p922 + tl_c0_0);  // attention.tile:55
    __half* const p955 = (p923 + tl_c0_0);  // attention.tile:55
    __half* const p956 = (p924 + tl_c0_0);  // attention.tile:55
    __half* const p957 = (p925 + tl_c0_0);  // attention.tile:55
    __half* const p958 = (p926 + tl_c0_0);  // attention.tile:55
    __half* const p959 = (p927 + tl_c0_0);  // attention.tile:55
    __half* const p960 = (p928 + tl_c0_0);  // attention.tile:55
    __half* const p961 = (p929 + tl_c0_0);  // attention.tile:55
    __half* const p962 = (p930 + tl_c0_0);  // attention.tile:55
    __half* const p963 = (p931 + tl_c0_0);  // attention.tile:55
    __half* const p964 = (p932 + tl_c0_0);  // attention.tile:55
    __half* const p965 = (p933 + tl_c0_0);  // attention.tile:55
    __half* const p966 = (p934 + tl_c0_0);  // attention.tile:55
    __half* const p967 = (p935 + tl_c0_0);  // attention.tile:55
    bool const v968 = (v319 < p_seq_len);  // attention.tile:56
    bool const v969 = (v320 < p_seq_len);  // attention.tile:56
    bool const v970 = (v321 < p_seq_len);  // attention.tile:56
    bool const v971 = (v322 < p_seq_len);  // attention.tile:56
    bool const v972 = (v323 < p_seq_len);  // attention.tile:56
    bool const v973 = (v324 < p_seq_len);  // attention.tile:56
    bool const v974 = (v325 < p_seq_len);  // attention.tile:56
    bool const v975 = (v326 < p_seq_len);  // attention.tile:56
    bool const v976 = (v327 < p_seq_len);  // attention.tile:56
    bool const v977 = (v328 < p_seq_len);  // attention.tile:56
    bool const v978 = (v329 < p_seq_len);  // attention.tile:56
    bool const v979 = (v330 < p_seq_len);  // attention.tile:56
    bool const v980 = (v331 < p_seq_len);  // attention.tile:56
    bool const v981 = (v332 < p_seq_len);  // attention.tile:56
    bool const v982 = (v333 < p_seq_len);  // attention.tile:56
    bool const v983 = (v334 < p_seq_len);  // attention.tile:56
    bool const v984 = (v335 < p_seq_len);  // attention.tile:56
    bool const v985 = (v336 < p_seq_len);  // attention.tile:56
    bool const v986 = (v337 < p_seq_len);  // attention.tile:56
    bool const v987 = (v338 < p_seq_len);  // attention.tile:56
    bool const v988 = (v339 < p_seq_len);  // attention.tile:56
    bool const v989 = (v340 < p_seq_len);  // attention.tile:56
    bool const v990 = (v341 < p_seq_len);  // attention.tile:56
    bool const v991 = (v342 < p_seq_len);  // attention.tile:56
    bool const v992 = (v343 < p_seq_len);  // attention.tile:56
    bool const v993 = (v344 < p_seq_len);  // attention.tile:56
    bool const v994 = (v345 < p_seq_len);  // attention.tile:56
    bool const v995 = (v346 < p_seq_len);  // attention.tile:56
    bool const v996 = (v347 < p_seq_len);  // attention.tile:56
    bool const v997 = (v348 < p_seq_len);  // attention.tile:56
    bool const v998 = (v349 < p_seq_len);  // attention.tile:56
    bool const v999 = (v350 < p_seq_len);  // attention.tile:56
    const __half ld1000 = v968 ? *p936 : k198;  // attention.tile:55
    const __half ld1001 = v969 ? *p937 : k198;  // attention.tile:55
    const __half ld1002 = v970 ? *p938 : k198;  // attention.tile:55
    const __half ld1003 = v971 ? *p939 : k198;  // attention.tile:55
    const __half ld1004 = v972 ? *p940 : k198;  // attention.tile:55
    const __half ld1005 = v973 ? *p941 : k198;  // attention.tile:55
    const __half ld1006 = v974 ? *p942 : k198;  // attention.tile:55
    const __half ld1007 = v975 ? *p943 : k198;  // attention.tile:55
    const __half ld1008 = v976 ? *p944 : k198;  // attention.tile:55
    const __half ld1009 = v977 ? *p945 : k198;  // attention.tile:55
    const __half ld1010 = v978 ? *p946 : k198;  // attention.tile:55
    const __half ld1011 = v979 ? *p947 : k198;  // attention.tile:55
    const __half ld1012 = v980 ? *p948 : k198;  // attention.tile:55
    const __half ld1013 = v981 ? *p949 : k198;  // attention.tile:55
    const __half ld1014 = v982 ? *p950 : k198;  // attention.tile:55
    const __half ld1015 = v983 ? *p951 : k198;  // attention.tile:55
    const __half ld1016 = v984 ? *p952 : k198;  // attention.tile:55
    const __half ld1017 = v985 ? *p953 : k198;  // attention.tile:55
    const __half ld1018 = v986 ? *p954 : k198;  // attention.tile:55
    const __half ld1019 = v987 ? *p955 : k198;  // attention.tile:55
    const __half ld1020 = v988 ? *p956 : k198;  // attention.tile:55
    const __half ld1021 = v989 ? *p957 : k198;  // attention.tile:55
    const __half ld1022 = v990 ? *p958 : k198;  // attention.tile:55
    const __half ld1023 = v991 ? *p959 : k198;  // attention.tile:55
    const __half ld1024 = v992 ? *p960 : k198;  // attention.tile:55
    const __half ld1025 = v993 ? *p961 : k198;  // attention.tile:55
    const __half ld1026 = v994 ? *p962 : k198;  // attention.tile:55
    const __half ld1027 = v995 ? *p963 : k198;  // attention.tile:55
    const __half ld1028 = v996 ? *p964 : k198;  // attention.tile:55
    const __half ld1029 = v997 ? *p965 : k198;  // attention.tile:55
    const __half ld1030 = v998 ? *p966 : k198;  // attention.tile:55
    const __half ld1031 = v999 ? *p967 : k198;  // attention.tile:55
    __half const v1032 = __float2half_rn(v793);  // attention.tile:57
    __half const v1033 = __float2half_rn(v794);  // attention.tile:57
    __half const v1034 = __float2half_rn(v795);  // attention.tile:57
    __half const v1035 = __float2half_rn(v796);  // attention.tile:57
    __half const v1036 = __float2half_rn(v797);  // attention.tile:57
    __half const v1037 = __float2half_rn(v798);  // attention.tile:57
    __half const v1038 = __float2half_rn(v799);  // attention.tile:57
    __half const v1039 = __float2half_rn(v800);  // attention.tile:57
    __half const v1040 = __float2half_rn(v801);  // attention.tile:57
    __half const v1041 = __float2half_rn(v802);  // attention.tile:57
    __half const v1042 = __float2half_rn(v803);  // attention.tile:57
    __half const v1043 = __float2half_rn(v804);  // attention.tile:57
    __half const v1044 = __float2half_rn(v805);  // attention.tile:57
    __half const v1045 = __float2half_rn(v806);  // attention.tile:57
    __half const v1046 = __float2half_rn(v807);  // attention.tile:57
    __half const v1047 = __float2half_rn(v808);  // attention.tile:57
    __half const v1048 = __float2half_rn(v809);  // attention.tile:57
    __half const v1049 = __float2half_rn(v810);  // attention.tile:57
    __half const v1050 = __float2half_rn(v811);  // attention.tile:57
    __half const v1051 = __float2half_rn(v812);  // attention.tile:57
    __half const v1052 = __float2half_rn(v813);  // attention.tile:57
    __half const v1053 = __float2half_rn(v814);  // attention.tile:57
    __half const v1054 = __float2half_rn(v815);  // attention.tile:57
    __half const v1055 = __float2half_rn(v816);  // attention.tile:57
    __half const v1056 = __float2half_rn(v817);  // attention.tile:57
    __half const v1057 = __float2half_rn(v818);  // attention.tile:57
    __half const v1058 = __float2half_rn(v819);  // attention.tile:57
    __half const v1059 = __float2half_rn(v820);  // attention.tile:57
    __half const v1060 = __float2half_rn(v821);  // attention.tile:57
    __half const v1061 = __float2half_rn(v822);  // attention.tile:57
    __half const v1062 = __float2half_rn(v823);  // attention.tile:57
    __half const v1063 = __float2half_rn(v824);  // attention.tile:57
    float const v1064 = (c253 * v827);  // attention.tile:57
    float const v1065 = (c254 * v827);  // attention.tile:57
    float const v1066 = (c255 * v828);  // attention.tile:57
    float const v1067 = (c256 * v828);  // attention.tile:57
    float const v1068 = (c257 * v827);  // attention.tile:57
    float const v1069 = (c258 * v827);  // attention.tile:57
    float const v1070 = (c259 * v828);  // attention.tile:57
    float const v1071 = (c260 * v828);  // attention.tile:57
    float const v1072 = (c261 * v827);  // attention.tile:57
    float const v1073 = (c262 * v827);  // attention.tile:57
    float const v1074 = (c263 * v828);  // attention.tile:57
    float const v1075 = (c264 * v828);  // attention.tile:57
    float const v1076 = (c265 * v827);  // attention.tile:57
    float const v1077 = (c266 * v827);  // attention.tile:57
    float const v1078 = (c267 * v828);  // attention.tile:57
    float const v1079 = (c268 * v828);  // attention.tile:57
    float const v1080 = (c269 * v827);  // attention.tile:57
    float const v1081 = (c270 * v827);  // attention.tile:57
    float const v1082 = (c271 * v828);  // attention.tile:57
    float const v1083 = (c272 * v828);  // attention.tile:57
    float const v1084 = (c273 * v827);  // attention.tile:57
    float const v1085 = (c274 * v827);  // attention.tile:57
    float const v1086 = (c275 * v828);  // attention.tile:57
    float const v1087 = (c276 * v828);  // attention.tile:57
    float const v1088 = (c277 * v827);  // attention.tile:57
    float const v1089 = (c278 * v827);  // attention.tile:57
    float const v1090 = (c279 * v828);  // attention.tile:57
    float const v1091 = (c280 * v828);  // attention.tile:57
    float const v1092 = (c281 * v827);  // attention.tile:57
    float const v1093 = (c282 * v827);  // attention.tile:57
    float const v1094 = (c283 * v828);  // attention.tile:57
    float const v1095 = (c284 * v828);  // attention.tile:57
    __syncthreads();  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c2_0) * 128 + ((((tl_c2_1) >> 3) ^ ((tl_c2_0) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1000;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 2)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 2)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1001;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 4)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 4)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1002;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 6)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 6)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1003;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 8)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 8)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1004;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 10)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 10)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1005;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 12)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 12)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1006;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 14)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 14)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1007;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 16)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 16)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1008;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 18)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 18)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1009;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 20)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 20)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1010;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 22)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 22)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1011;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 24)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 24)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1012;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 26)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 26)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1013;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 28)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 28)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1014;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 30)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 30)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1015;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 32)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 32)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1016;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 34)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 34)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1017;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 36)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 36)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1018;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 38)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 38)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1019;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 40)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 40)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1020;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 42)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 42)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1021;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 44)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 44)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1022;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 46)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 46)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1023;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 48)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 48)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1024;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 50)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 50)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1025;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 52)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 52)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1026;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 54)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 54)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1027;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 56)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 56)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1028;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 58)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 58)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1029;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 60)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 60)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1030;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 62)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 62)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1031;  // attention.tile:57
    __syncthreads();  // attention.tile:57
    // dot on tensor cores: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32, warps [4, 1], 8 block(s) per warp  // attention.tile:57
    float acc1096 = v1064;  // attention.tile:57
    float acc1097 = v1065;  // attention.tile:57
    float acc1098 = v1066;  // attention.tile:57
    float acc1099 = v1067;  // attention.tile:57
    float acc1100 = v1068;  // attention.tile:57
    float acc1101 = v1069;  // attention.tile:57
    float acc1102 = v1070;  // attention.tile:57
    float acc1103 = v1071;  // attention.tile:57
    float acc1104 = v1072;  // attention.tile:57
    float acc1105 = v1073;  // attention.tile:57
    float acc1106 = v1074;  // attention.tile:57
    float acc1107 = v1075;  // attention.tile:57
    float acc1108 = v1076;  // attention.tile:57
    float acc1109 = v1077;  // attention.tile:57
    float acc1110 = v1078;  // attention.tile:57
    float acc1111 = v1079;  // attention.tile:57
    float acc1112 = v1080;  // attention.tile:57
    float acc1113 = v1081;  // attention.tile:57
    float acc1114 = v1082;  // attention.tile:57
    float acc1115 = v1083;  // attention.tile:57
    float acc1116 = v1084;  // attention.tile:57
    float acc1117 = v1085;  // attention.tile:57
    float acc1118 = v1086;  // attention.tile:57
    float acc1119 = v1087;  // attention.tile:57
    float acc1120 = v1088;  // attention.tile:57
    float acc1121 = v1089;  // attention.tile:57
    float acc1122 = v1090;  // attention.tile:57
    float acc1123 = v1091;  // attention.tile:57
    float acc1124 = v1092;  // attention.tile:57
    float acc1125 = v1093;  // attention.tile:57
    float acc1126 = v1094;  // attention.tile:57
    float acc1127 = v1095;  // attention.tile:57
    unsigned fr1129, fr1130, fr1131, fr1132;  // attention.tile:57
    tl_ldsm4t((tl_sbase + 0) + lm1128_r + 0 + (((lm1128_c + 0) ^ lm1128_s) << 4), fr1129, fr1130, fr1131, fr1132);  // attention.tile:57
    unsigned fr1133, fr1134, fr1135, fr1136;  // attention.tile:57
    tl_ldsm4t((tl_sbase + 0) + lm1128_r + 0 + (((lm1128_c + 2) ^ lm1128_s) << 4), fr1133, fr1134, fr1135, fr1136);  // attention.tile:57
    unsigned fr1137, fr1138, fr1139, fr1140;  // attention.tile:57
    tl_ldsm4t((tl_sbase + 0) + lm1128_r + 0 + (((lm1128_c + 4) ^ lm1128_s) << 4), fr1137, fr1138, fr1139, fr1140);  // attention.tile:57
    unsigned fr1141, fr1142, fr1143, fr1144;  // attention.tile:57
    tl_ldsm4t((tl_sbase + 0) + lm1128_r + 0 + (((lm1128_c + 6) ^ lm1128_s) << 4), fr1141, fr1142, fr1143, fr1144);  // attention.tile:57
    const unsigned fr1145 = tl_pack_h2(v1032, v1033);  // attention.tile:57
    const unsigned fr1146 = tl_pack_h2(v1034, v1035);  // attention.tile:57
    const unsigned fr1147 = tl_pack_h2(v1036, v1037);  // attention.tile:57
    const unsigned fr1148 = tl_pack_h2(v1038, v1039);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc1096, acc1097, acc1098, acc1099, fr1145, fr1146, fr1147, fr1148, fr1129, fr1130);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc1100, acc1101, acc1102, acc1103, fr1145, fr1146, fr1147, fr1148, fr1131, fr1132);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc1104, acc1105, acc1106, acc1107, fr1145, fr1146, fr1147, fr1148, fr1133, fr1134);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc1108, acc1109, acc1110, acc1111, fr1145, fr1146, fr1147, fr1148, fr1135, fr1136);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc1112, acc1113, acc1114, acc1115, fr1145, fr1146, fr1147, fr1148, fr1137, fr1138);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc1116, acc1117, acc1118, acc1119, fr1145, fr1146, fr1147, fr1148, fr1139, fr1140);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc1120, acc1121, acc1122, acc1123, fr1145, fr1146, fr1147, fr1148, fr1141, fr1142);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc1124, acc1125, acc1126, acc1127, fr1145, fr1146, fr1147, fr1148, fr1143, fr1144);  // attention.tile:57
    unsigned fr1149, fr1150, fr1151, fr1152;  // attention.tile:57
    tl_ldsm4t((tl_sbase + 0) + lm1128_r + 2048 + (((lm1128_c + 0) ^ lm1128_s) << 4), fr1149, fr1150, fr1151, fr1152);  // attention.tile:57
    unsigned fr1153, fr1154, fr1155, fr1156;  // attention.tile:57
    tl_ldsm4t((tl_sbase + 0) + lm1128_r + 2048 + (((lm1128_c + 2) ^ lm1128_s) << 4), fr1153, fr1154, fr1155, fr1156);  // attention.tile:57
    unsigned fr1157, fr1158, fr1159, fr1160;  // attention.tile:57
    tl_ldsm4t((tl_sbase + 0) + lm1128_r + 2048 + (((lm1128_c + 4) ^ lm1128_s) << 4), fr1157, fr1158, fr1159, fr1160);  // attention.tile:57
    unsigned fr1161, fr1162, fr1163, fr1164;  // attention.tile:57
    tl_ldsm4t((tl_sbase + 0) + lm1128_r + 2048 + (((lm1128_c + 6) ^ lm1128_s) << 4), fr1161, fr1162, fr1163, fr1164);  // attention.tile:57
    const unsigned fr1165 = tl_pack_h2(v1040, v1041);  // attention.tile:57
    const unsigned fr1166 = tl_pack_h2(v1042, v1043);  // attention.tile:57
    const unsigned fr1167 = tl_pack_h2(v1044, v1045);  // attention.tile:57
    const unsigned fr1168 = tl_pack_h2(v1046, v1047);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc1096, acc1097, acc1098, acc1099, fr1165, fr1166, fr1167, fr1168, fr1149, fr1150);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc1100, acc1101, acc1102, acc1103, fr1165, fr1166, fr1167, fr1168, fr1151, fr1152);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc1104, acc1105, acc1106, acc1107, fr1165, fr1166, fr1167, fr1168, fr1153, fr1154);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc1108, acc1109, acc1110, acc1111, fr1165, fr1166, fr1167, fr1168, fr1155, fr1156);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc1112, acc1113, acc1114, acc1115, fr1165, fr1166, fr1167, fr1168, fr1157, fr1158);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc1116, acc1117, acc1118, acc1119, fr1165, fr1166, fr1167, fr1168, fr1159, fr1160);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc1120, acc1121, acc1122, acc1123, fr1165, fr1166, fr1167, fr1168, fr1161, fr1162);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc1124, acc1125, acc1126, acc1127, fr1165, fr1166, fr1167, fr1168, fr1163, fr1164);  // attention.tile:57
    unsigned fr1169, fr1170, fr1171, fr1172;  // attention.tile:57
    tl_ldsm4t((tl_sbase + 0) + lm1128_r + 4096 + (((lm1128_c + 0) ^ lm1128_s) << 4), fr1169, fr1170, fr1171, fr1172);  // attention.tile:57
    unsigned fr1173, fr1174, fr1175, fr1176;  // attention.tile:57
    tl_ldsm4t((tl_sbase + 0) + lm1128_r + 4096 + (((lm1128_c + 2) ^ lm1128_s) << 4), fr1173, fr1174, fr1175, fr1176);  // attention.tile:57
    unsigned fr1177, fr1178, fr1179, fr1180;  // attention.tile:57
    tl_ldsm4t((tl_sbase + 0) + lm1128_r + 4096 + (((lm1128_c + 4) ^ lm1128_s) << 4), fr1177, fr1178, fr1179, fr1180);  // attention.tile:57
    unsigned fr1181, fr1182, fr1183, fr1184;  // attention.tile:57
    tl_ldsm4t((tl_sbase + 0) + lm1128_r + 4096 + (((lm1128_c + 6) ^ lm1128_s) << 4), fr1181, fr1182, fr1183, fr1184);  // attention.tile:57
    const unsigned fr1185 = tl_pack_h2(v1048, v1049);  // attention.tile:57
    const unsigned fr1186 = tl_pack_h2(v1050, v1051);  // attention.tile:57
    const unsigned fr1187 = tl_pack_h2(v1052, v1053);  // attention.tile:57
    const unsigned fr1188 = tl_pack_h2(v1054, v1055);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc1096, acc1097, acc1098, acc1099, fr1185, fr1186, fr1187, fr1188, fr1169, fr1170);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc1100, acc1101, acc1102, acc1103, fr1185, fr1186, fr1187, fr1188, fr1171, fr1172);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc1104, acc1105, acc1106, acc1107, fr1185, fr1186, fr1187, fr1188, fr1173, fr1174);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc1108, acc1109, acc1110, acc1111, fr1185, fr1186, fr1187, fr1188, fr1175, fr1176);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc1112, acc1113, acc1114, acc1115, fr1185, fr1186, fr1187, fr1188, fr1177, fr1178);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc1116, acc1117, acc1118, acc1119, fr1185, fr1186, fr1187, fr1188, fr1179, fr1180);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc1120, acc1121, acc1122, acc1123, fr1185, fr1186, fr1187, fr1188, fr1181, fr1182);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc1124, acc1125, acc1126, acc1127, fr1185, fr1186, fr1187, fr1188, fr1183, fr1184);  // attention.tile:57
    unsigned fr1189, fr1190, fr1191, fr1192;  // attention.tile:57
    tl_ldsm4t((tl_sbase + 0) + lm1128_r + 6144 + (((lm1128_c + 0) ^ lm1128_s) << 4), fr1189, fr1190, fr1191, fr1192);  // attention.tile:57
    unsigned fr1193, fr1194, fr1195, fr1196;  // attention.tile:57
    tl_ldsm4t((tl_sbase + 0) + lm1128_r + 6144 + (((lm1128_c + 2) ^ lm1128_s) << 4), fr1193, fr1194, fr1195, fr1196);  // attention.tile:57
    unsigned fr1197, fr1198, fr1199, fr1200;  // attention.tile:57
    tl_ldsm4t((tl_sbase + 0) + lm1128_r + 6144 + (((lm1128_c + 4) ^ lm1128_s) << 4), fr1197, fr1198, fr1199, fr1200);  // attention.tile:57
    unsigned fr1201, fr1202, fr1203, fr1204;  // attention.tile:57
    tl_ldsm4t((tl_sbase + 0) + lm1128_r + 6144 + (((lm1128_c + 6) ^ lm1128_s) << 4), fr1201, fr1202, fr1203, fr1204);  // attention.tile:57
    const unsigned fr1205 = tl_pack_h2(v1056, v1057);  // attention.tile:57
    const unsigned fr1206 = tl_pack_h2(v1058, v1059);  // attention.tile:57
    const unsigned fr1207 = tl_pack_h2(v1060, v1061);  // attention.tile:57
    const unsigned fr1208 = tl_pack_h2(v1062, v1063);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc1096, acc1097, acc1098, acc1099, fr1205, fr1206, fr1207, fr1208, fr1189, fr1190);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc1100, acc1101, acc1102, acc1103, fr1205, fr1206, fr1207, fr1208, fr1191, fr1192);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc1104, acc1105, acc1106, acc1107, fr1205, fr1206, fr1207, fr1208, fr1193, fr1194);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc1108, acc1109, acc1110, acc1111, fr1205, fr1206, fr1207, fr1208, fr1195, fr1196);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc1112, acc1113, acc1114, acc1115, fr1205, fr1206, fr1207, fr1208, fr1197, fr1198);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc1116, acc1117, acc1118, acc1119, fr1205, fr1206, fr1207, fr1208, fr1199, fr1200);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc1120, acc1121, acc1122, acc1123, fr1205, fr1206, fr1207, fr1208, fr1201, fr1202);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc1124, acc1125, acc1126, acc1127, fr1205, fr1206, fr1207, fr1208, fr1203, fr1204);  // attention.tile:57
    c251 = v869;  // attention.tile:42
    c252 = v870;  // attention.tile:42
    c253 = acc1096;  // attention.tile:42
    c254 = acc1097;  // attention.tile:42
    c255 = acc1098;  // attention.tile:42
    c256 = acc1099;  // attention.tile:42
    c257 = acc1100;  // attention.tile:42
    c258 = acc1101;  // attention.tile:42
    c259 = acc1102;  // attention.tile:42
    c260 = acc1103;  // attention.tile:42
    c261 = acc1104;  // attention.tile:42
    c262 = acc1105;  // attention.tile:42
    c263 = acc1106;  // attention.tile:42
    c264 = acc1107;  // attention.tile:42
    c265 = acc1108;  // attention.tile:42
    c266 = acc1109;  // attention.tile:42
    c267 = acc1110;  // attention.tile:42
    c268 = acc1111;  // attention.tile:42
    c269 = acc1112;  // attention.tile:42
    c270 = acc1113;  // attention.tile:42
    c271 = acc1114;  // attention.tile:42
    c272 = acc1115;  // attention.tile:42
    c273 = acc1116;  // attention.tile:42
    c274 = acc1117;  // attention.tile:42
    c275 = acc1118;  // attention.tile:42
    c276 = acc1119;  // attention.tile:42
    c277 = acc1120;  // attention.tile:42
    c278 = acc1121;  // attention.tile:42
    c279 = acc1122;  // attention.tile:42
    c280 = acc1123;  // attention.tile:42
    c281 = acc1124;  // attention.tile:42
    c282 = acc1125;  // attention.tile:42
    c283 = acc1126;  // attention.tile:42
    c284 = acc1127;  // attention.tile:42
    c285 = v759;  // attention.tile:42
    c286 = v760;  // attention.tile:42
  }  // attention.tile:42
  float const v1209 = tl_fdiv(c253, c251);  // attention.tile:59
  float const v1210 = tl_fdiv(c254, c251);  // attention.tile:59
  float const v1211 = tl_fdiv(c255, c252);  // attention.tile:59
  float const v1212 = tl_fdiv(c256, c252);  // attention.tile:59
  float const v1213 = tl_fdiv(c257, c251);  // attention.tile:59
  float const v1214 = tl_fdiv(c258, c251);  // attention.tile:59
  float const v1215 = tl_fdiv(c259, c252);  // attention.tile:59
  float const v1216 = tl_fdiv(c260, c252);  // attention.tile:59
  float const v1217 = tl_fdiv(c261, c251);  // attention.tile:59
  float const v1218 = tl_fdiv(c262, c251);  // attention.tile:59
  float const v1219 = tl_fdiv(c263, c252);  // attention.tile:59
  float const v1220 = tl_fdiv(c264, c252);  // attention.tile:59
  float const v1221 = tl_fdiv(c265, c251);  // attention.tile:59
  float const v1222 = tl_fdiv(c266, c251);  // attention.tile:59
  float const v1223 = tl_fdiv(c267, c252);  // attention.tile:59
  float const v1224 = tl_fdiv(c268, c252);  // attention.tile:59
  float const v1225 = tl_fdiv(c269, c251);  // attention.tile:59
  float const v1226 = tl_fdiv(c270, c251);  // attention.tile:59
  float const v1227 = tl_fdiv(c271, c252);  // attention.tile:59
  float const v1228 = tl_fdiv(c272, c252);  // attention.tile:59
  float const v1229 = tl_fdiv(c273, c251);  // attention.tile:59
  float const v1230 = tl_fdiv(c274, c251);  // attention.tile:59
  float const v1231 = tl_fdiv(c275, c252);  // attention.tile:59
  float const v1232 = tl_fdiv(c276, c252);  // attention.tile:59
  float const v1233 = tl_fdiv(c277, c251);  // attention.tile:59
  float const v1234 = tl_fdiv(c278, c251);  // attention.tile:59
  float const v1235 = tl_fdiv(c279, c252);  // attention.tile:59
  float const v1236 = tl_fdiv(c280, c252);  // attention.tile:59
  float const v1237 = tl_fdiv(c281, c251);  // attention.tile:59
  float const v1238 = tl_fdiv(c282, c251);  // attention.tile:59
  float const v1239 = tl_fdiv(c283, c252);  // attention.tile:59
  float const v1240 = tl_fdiv(c284, c252);  // attention.tile:59
  __half* const p1241 = (p_out + v3);  // attention.tile:60
  __half* const p1242 = (p1241 + v102);  // attention.tile:60
  __half* const p1243 = (p1241 + v103);  // attention.tile:60
  __half* const p1244 = (p1241 + v104);  // attention.tile:60
  __half* const p1245 = (p1241 + v105);  // attention.tile:60
  __half* const p1246 = (p1241 + v106);  // attention.tile:60
  __half* const p1247 = (p1241 + v107);  // attention.tile:60
  __half* const p1248 = (p1241 + v108);  // attention.tile:60
  __half* const p1249 = (p1241 + v109);  // attention.tile:60
  __half* const p1250 = (p1241 + v110);  // attention.tile:60
  __half* const p1251 = (p1241 + v111);  // attention.tile:60
  __half* const p1252 = (p1241 + v112);  // attention.tile:60
  __half* const p1253 = (p1241 + v113);  // attention.tile:60
  __half* const p1254 = (p1241 + v114);  // attention.tile:60
  __half* const p1255 = (p1241 + v115);  // attention.tile:60
  __half* const p1256 = (p1241 + v116);  // attention.tile:60
  __half* const p1257 = (p1241 + v117);  // attention.tile:60
  __half* const p1258 = (p1241 + v118);  // attention.tile:60
  __half* const p1259 = (p1241 + v119);  // attention.tile:60
  __half* const p1260 = (p1241 + v120);  // attention.tile:60
  __half* const p1261 = (p1241 + v121);  // attention.tile:60
  __half* const p1262 = (p1241 + v122);  // attention.tile:60
  __half* const p1263 = (p1241 + v123);  // attention.tile:60
  __half* const p1264 = (p1241 + v124);  // attention.tile:60
  __half* const p1265 = (p1241 + v125);  // attention.tile:60
  __half* const p1266 = (p1241 + v126);  // attention.tile:60
  __half* const p1267 = (p1241 + v127);  // attention.tile:60
  __half* const p1268 = (p1241 + v128);  // attention.tile:60
  __half* const p1269 = (p1241 + v129);  // attention.tile:60
  __half* const p1270 = (p1241 + v130);  // attention.tile:60
  __half* const p1271 = (p1241 + v131);  // attention.tile:60
  __half* const p1272 = (p1241 + v132);  // attention.tile:60
  __half* const p1273 = (p1241 + v133);  // attention.tile:60
  __half* const p1274 = (p1242 + tl_c0_0);  // attention.tile:60
  __half* const p1275 = (p1243 + tl_c0_0);  // attention.tile:60
  __half* const p1276 = (p1244 + tl_c0_0);  // attention.tile:60
  __half* const p1277 = (p1245 + tl_c0_0);  // attention.tile:60
  __half* const p1278 = (p1246 + tl_c0_0);  // attention.tile:60
  __half* const p1279 = (p1247 + tl_c0_0);  // attention.tile:60
  __half* const p1280 = (p1248 + tl_c0_0);  // attention.tile:60
  __half* const p1281 = (p1249 + tl_c0_0);  // attention.tile:60
  __half* const p1282 = (p1250 + tl_c0_0);  // attention.tile:60
  __half* const p1283 = (p1251 + tl_c0_0);  // attention.tile:60
  __half* const p1284 = (p1252 + tl_c0_0);  // attention.tile:60
  __half* const p1285 = (p1253 + tl_c0_0);  // attention.tile:60
  __half* const p1286 = (p1254 + tl_c0_0);  // attention.tile:60
  __half* const p1287 = (p1255 + tl_c0_0);  // attention.tile:60
  __half* const p1288 = (p1256 + tl_c0_0);  // attention.tile:60
  __half* const p1289 = (p1257 + tl_c0_0);  // attention.tile:60
  __half* const p1290 = (p1258 + tl_c0_0);  // attention.tile:60
  __half* const p1291 = (p1259 + tl_c0_0);  // attention.tile:60
  __half* const p1292 = (p1260 + tl_c0_0);  // attention.tile:60
  __half* const p1293 = (p1261 + tl_c0_0);  // attention.tile:60
  __half* const p1294 = (p1262 + tl_c0_0);  // attention.tile:60
  __half* const p1295 = (p1263 + tl_c0_0);  // attention.tile:60
  __half* const p1296 = (p1264 + tl_c0_0);  // attention.tile:60
  __half* const p1297 = (p1265 + tl_c0_0);  // attention.tile:60
  __half* const p1298 = (p1266 + tl_c0_0);  // attention.tile:60
  __half* const p1299 = (p1267 + tl_c0_0);  // attention.tile:60
  __half* const p1300 = (p1268 + tl_c0_0);  // attention.tile:60
  __half* const p1301 = (p1269 + tl_c0_0);  // attention.tile:60
  __half* const p1302 = (p1270 + tl_c0_0);  // attention.tile:60
  __half* const p1303 = (p1271 + tl_c0_0);  // attention.tile:60
  __half* const p1304 = (p1272 + tl_c0_0);  // attention.tile:60
  __half* const p1305 = (p1273 + tl_c0_0);  // attention.tile:60
  __half const v1306 = __float2half_rn(v1209);  // attention.tile:60
  __half const v1307 = __float2half_rn(v1210);  // attention.tile:60
  __half const v1308 = __float2half_rn(v1211);  // attention.tile:60
  __half const v1309 = __float2half_rn(v1212);  // attention.tile:60
  __half const v1310 = __float2half_rn(v1213);  // attention.tile:60
  __half const v1311 = __float2half_rn(v1214);  // attention.tile:60
  __half const v1312 = __float2half_rn(v1215);  // attention.tile:60
  __half const v1313 = __float2half_rn(v1216);  // attention.tile:60
  __half const v1314 = __float2half_rn(v1217);  // attention.tile:60
  __half const v1315 = __float2half_rn(v1218);  // attention.tile:60
  __half const v1316 = __float2half_rn(v1219);  // attention.tile:60
  __half const v1317 = __float2half_rn(v1220);  // attention.tile:60
  __half const v1318 = __float2half_rn(v1221);  // attention.tile:60
  __half const v1319 = __float2half_rn(v1222);  // attention.tile:60
  __half const v1320 = __float2half_rn(v1223);  // attention.tile:60
  __half const v1321 = __float2half_rn(v1224);  // attention.tile:60
  __half const v1322 = __float2half_rn(v1225);  // attention.tile:60
  __half const v1323 = __float2half_rn(v1226);  // attention.tile:60
  __half const v1324 = __float2half_rn(v1227);  // attention.tile:60
  __half const v1325 = __float2half_rn(v1228);  // attention.tile:60
  __half const v1326 = __float2half_rn(v1229);  // attention.tile:60
  __half const v1327 = __float2half_rn(v1230);  // attention.tile:60
  __half const v1328 = __float2half_rn(v1231);  // attention.tile:60
  __half const v1329 = __float2half_rn(v1232);  // attention.tile:60
  __half const v1330 = __float2half_rn(v1233);  // attention.tile:60
  __half const v1331 = __float2half_rn(v1234);  // attention.tile:60
  __half const v1332 = __float2half_rn(v1235);  // attention.tile:60
  __half const v1333 = __float2half_rn(v1236);  // attention.tile:60
  __half const v1334 = __float2half_rn(v1237);  // attention.tile:60
  __half const v1335 = __float2half_rn(v1238);  // attention.tile:60
  __half const v1336 = __float2half_rn(v1239);  // attention.tile:60
  __half const v1337 = __float2half_rn(v1240);  // attention.tile:60
  __syncthreads();  // attention.tile:60
  __half* cv1338 = reinterpret_cast<__half*>(tl_smem + 0);  // layout conversion  // attention.tile:60
  cv1338[tl_c7_0 * 64 + tl_c7_1] = v1306;  // attention.tile:60
  cv1338[(tl_c7_0 * 64 + tl_c7_1 + 1)] = v1307;  // attention.tile:60
  cv1338[(tl_c7_0 * 64 + tl_c7_1 + 512)] = v1308;  // attention.tile:60
  cv1338[(tl_c7_0 * 64 + tl_c7_1 + 513)] = v1309;  // attention.tile:60
  cv1338[(tl_c7_0 * 64 + tl_c7_1 + 8)] = v1310;  // attention.tile:60
  cv1338[(tl_c7_0 * 64 + tl_c7_1 + 9)] = v1311;  // attention.tile:60
  cv1338[(tl_c7_0 * 64 + tl_c7_1 + 520)] = v1312;  // attention.tile:60
  cv1338[(tl_c7_0 * 64 + tl_c7_1 + 521)] = v1313;  // attention.tile:60
  cv1338[(tl_c7_0 * 64 + tl_c7_1 + 16)] = v1314;  // attention.tile:60
  cv1338[(tl_c7_0 * 64 + tl_c7_1 + 17)] = v1315;  // attention.tile:60
  cv1338[(tl_c7_0 * 64 + tl_c7_1 + 528)] = v1316;  // attention.tile:60
  cv1338[(tl_c7_0 * 64 + tl_c7_1 + 529)] = v1317;  // attention.tile:60
  cv1338[(tl_c7_0 * 64 + tl_c7_1 + 24)] = v1318;  // attention.tile:60
  cv1338[(tl_c7_0 * 64 + tl_c7_1 + 25)] = v1319;  // attention.tile:60
  cv1338[(tl_c7_0 * 64 + tl_c7_1 + 536)] = v1320;  // attention.tile:60
  cv1338[(tl_c7_0 * 64 + tl_c7_1 + 537)] = v1321;  // attention.tile:60
  cv1338[(tl_c7_0 * 64 + tl_c7_1 + 32)] = v1322;  // attention.tile:60
  cv1338[(tl_c7_0 * 64 + tl_c7_1 + 33)] = v1323;  // attention.tile:60
  cv1338[(tl_c7_0 * 64 + tl_c7_1 + 544)] = v1324;  // attention.tile:60
  cv1338[(tl_c7_0 * 64 + tl_c7_1 + 545)] = v1325;  // attention.tile:60
  cv1338[(tl_c7_0 * 64 + tl_c7_1 + 40)] = v1326;  // attention.tile:60
  cv1338[(tl_c7_0 * 64 + tl_c7_1 + 41)] = v1327;  // attention.tile:60
  cv1338[(tl_c7_0 * 64 + tl_c7_1 + 552)] = v1328;  // attention.tile:60
  cv1338[(tl_c7_0 * 64 + tl_c7_1 + 553)] = v1329;  // attention.tile:60
  cv1338[(tl_c7_0 * 64 + tl_c7_1 + 48)] = v1330;  // attention.tile:60
  cv1338[(tl_c7_0 * 64 + tl_c7_1 + 49)] = v1331;  // attention.tile:60
  cv1338[(tl_c7_0 * 64 + tl_c7_1 + 560)] = v1332;  // attention.tile:60
  cv1338[(tl_c7_0 * 64 + tl_c7_1 + 561)] = v1333;  // attention.tile:60
  cv1338[(tl_c7_0 * 64 + tl_c7_1 + 56)] = v1334;  // attention.tile:60
  cv1338[(tl_c7_0 * 64 + tl_c7_1 + 57)] = v1335;  // attention.tile:60
  cv1338[(tl_c7_0 * 64 + tl_c7_1 + 568)] = v1336;  // attention.tile:60
  cv1338[(tl_c7_0 * 64 + tl_c7_1 + 569)] = v1337;  // attention.tile:60
  __syncthreads();  // attention.tile:60
  __half const cv1339 = cv1338[tl_c2_0 * 64 + tl_c2_1];  // attention.tile:60
  __half const cv1340 = cv1338[(tl_c2_0 * 64 + tl_c2_1 + 128)];  // attention.tile:60
  __half const cv1341 = cv1338[(tl_c2_0 * 64 + tl_c2_1 + 256)];  // attention.tile:60
  __half const cv1342 = cv1338[(tl_c2_0 * 64 + tl_c2_1 + 384)];  // attention.tile:60
  __half const cv1343 = cv1338[(tl_c2_0 * 64 + tl_c2_1 + 512)];  // attention.tile:60
  __half const cv1344 = cv1338[(tl_c2_0 * 64 + tl_c2_1 + 640)];  // attention.tile:60
  __half const cv1345 = cv1338[(tl_c2_0 * 64 + tl_c2_1 + 768)];  // attention.tile:60
  __half const cv1346 = cv1338[(tl_c2_0 * 64 + tl_c2_1 + 896)];  // attention.tile:60
  __half const cv1347 = cv1338[(tl_c2_0 * 64 + tl_c2_1 + 1024)];  // attention.tile:60
  __half const cv1348 = cv1338[(tl_c2_0 * 64 + tl_c2_1 + 1152)];  // attention.tile:60
  __half const cv1349 = cv1338[(tl_c2_0 * 64 + tl_c2_1 + 1280)];  // attention.tile:60
  __half const cv1350 = cv1338[(tl_c2_0 * 64 + tl_c2_1 + 1408)];  // attention.tile:60
  __half const cv1351 = cv1338[(tl_c2_0 * 64 + tl_c2_1 + 1536)];  // attention.tile:60
  __half const cv1352 = cv1338[(tl_c2_0 * 64 + tl_c2_1 + 1664)];  // attention.tile:60
  __half const cv1353 = cv1338[(tl_c2_0 * 64 + tl_c2_1 + 1792)];  // attention.tile:60
  __half const cv1354 = cv1338[(tl_c2_0 * 64 + tl_c2_1 + 1920)];  // attention.tile:60
  __half const cv1355 = cv1338[(tl_c2_0 * 64 + tl_c2_1 + 2048)];  // attention.tile:60
  __half const cv1356 = cv1338[(tl_c2_0 * 64 + tl_c2_1 + 2176)];  // attention.tile:60
  __half const cv1357 = cv1338[(tl_c2_0 * 64 + tl_c2_1 + 2304)];  // attention.tile:60
  __half const cv1358 = cv1338[(tl_c2_0 * 64 + tl_c2_1 + 2432)];  // attention.tile:60
  __half const cv1359 = cv1338[(tl_c2_0 * 64 + tl_c2_1 + 2560)];  // attention.tile:60
  __half const cv1360 = cv1338[(tl_c2_0 * 64 + tl_c2_1 + 2688)];  // attention.tile:60
  __half const cv1361 = cv1338[(tl_c2_0 * 64 + tl_c2_1 + 2816)];  // attention.tile:60
  __half const cv1362 = cv1338[(tl_c2_0 * 64 + tl_c2_1 + 2944)];  // attention.tile:60
  __half const cv1363 = cv1338[(tl_c2_0 * 64 + tl_c2_1 + 3072)];  // attention.tile:60
  __half const cv1364 = cv1338[(tl_c2_0 * 64 + tl_c2_1 + 3200)];  // attention.tile:60
  __half const cv1365 = cv1338[(tl_c2_0 * 64 + tl_c2_1 + 3328)];  // attention.tile:60
  __half const cv1366 = cv1338[(tl_c2_0 * 64 + tl_c2_1 + 3456)];  // attention.tile:60
  __half const cv1367 = cv1338[(tl_c2_0 * 64 + tl_c2_1 + 3584)];  // attention.tile:60
  __half const cv1368 = cv1338[(tl_c2_0 * 64 + tl_c2_1 + 3712)];  // attention.tile:60
  __half const cv1369 = cv1338[(tl_c2_0 * 64 + tl_c2_1 + 3840)];  // attention.tile:60
  __half const cv1370 = cv1338[(tl_c2_0 * 64 + tl_c2_1 + 3968)];  // attention.tile:60
  if (v69) *p1274 = cv1339;  // attention.tile:60
  if (v70) *p1275 = cv1340;  // attention.tile:60
  if (v71) *p1276 = cv1341;  // attention.tile:60
  if (v72) *p1277 = cv1342;  // attention.tile:60
  if (v73) *p1278 = cv1343;  // attention.tile:60
  if (v74) *p1279 = cv1344;  // attention.tile:60
  if (v75) *p1280 = cv1345;  // attention.tile:60
  if (v76) *p1281 = cv1346;  // attention.tile:60
  if (v77) *p1282 = cv1347;  // attention.tile:60
  if (v78) *p1283 = cv1348;  // attention.tile:60
  if (v79) *p1284 = cv1349;  // attention.tile:60
  if (v80) *p1285 = cv1350;  // attention.tile:60
  if (v81) *p1286 = cv1351;  // attention.tile:60
  if (v82) *p1287 = cv1352;  // attention.tile:60
  if (v83) *p1288 = cv1353;  // attention.tile:60
  if (v84) *p1289 = cv1354;  // attention.tile:60
  if (v85) *p1290 = cv1355;  // attention.tile:60
  if (v86) *p1291 = cv1356;  // attention.tile:60
  if (v87) *p1292 = cv1357;  // attention.tile:60
  if (v88) *p1293 = cv1358;  // attention.tile:60
  if (v89) *p1294 = cv1359;  // attention.tile:60
  if (v90) *p1295 = cv1360;  // attention.tile:60
  if (v91) *p1296 = cv1361;  // attention.tile:60
  if (v92) *p1297 = cv1362;  // attention.tile:60
  if (v93) *p1298 = cv1363;  // attention.tile:60
  if (v94) *p1299 = cv1364;  // attention.tile:60
  if (v95) *p1300 = cv1365;  // attention.tile:60
  if (v96) *p1301 = cv1366;  // attention.tile:60
  if (v97) *p1302 = cv1367;  // attention.tile:60
  if (v98) *p1303 = cv1368;  // attention.tile:60
  if (v99) *p1304 = cv1369;  // attention.tile:60
  if (v100) *p1305 = cv1370;  // attention.tile:60
}
