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
extern "C" __global__ void __launch_bounds__(128) tl_k_attention(__half* p_out, __half* p_q, __half* p_k, __half* p_v, float p_sm_scale, int p_seq_len, int p_width, int p_stride_qz, int p_stride_qm, int p_stride_kz, int p_stride_km, int p_stride_vz, int p_stride_vm, int p_stride_oz, int p_stride_om) {
  extern __shared__ __align__(16) unsigned char tl_smem[];
  const int tl_lane = threadIdx.x & 31;
  const int tl_warp = threadIdx.x >> 5;
  const int tl_c0_0 = (tl_lane ^ ((tl_warp & 1) << 5));
  const int tl_c1_0 = ((tl_warp >> 1));
  const int tl_c2_0 = ((tl_warp >> 1));
  const int tl_c2_1 = (tl_lane ^ ((tl_warp & 1) << 5));
  const unsigned tl_sbase = tl_smem_addr(tl_smem);
  const int tl_c3_0 = ((tl_warp << 4));
  const int lm243_r = ((tl_lane & 7) + (((tl_lane >> 3) & 1) * 8) + tl_c3_0) * 128;
  const int lm243_c = (((tl_lane >> 4) & 1) * 1);
  const int lm243_s = ((tl_lane & 7) & 7);
  const int tl_c4_0 = (tl_lane ^ ((tl_warp & 1) << 5));
  const int tl_c4_1 = ((tl_warp >> 1));
  const int lm554_r = ((tl_lane & 7) + (((tl_lane >> 3) & 1) * 8)) * 128;
  const int lm554_c = (((tl_lane >> 4) & 1) * 1);
  const int lm554_s = ((tl_lane & 7) & 7);
  const int lm1092_r = ((tl_lane & 7) + (((tl_lane >> 3) & 1) * 8)) * 128;
  const int lm1092_c = (((tl_lane >> 4) & 1) * 1);
  const int lm1092_s = ((tl_lane & 7) & 7);
  const int tl_c6_0 = (((tl_lane & 3) << 1));
  const int lm1510_r = ((tl_lane & 7) + (((tl_lane >> 3) & 1) * 8)) * 128;
  const int lm1510_c = (((tl_lane >> 4) & 1) * 1);
  const int lm1510_s = ((tl_lane & 7) & 7);
  const int lm2081_r = ((tl_lane & 7) + (((tl_lane >> 3) & 1) * 8)) * 128;
  const int lm2081_c = (((tl_lane >> 4) & 1) * 1);
  const int lm2081_s = ((tl_lane & 7) & 7);
  const int tl_c7_0 = ((tl_lane >> 2) ^ (tl_warp << 4));
  const int tl_c7_1 = (((tl_lane & 3) << 1));
  const int pid1 = (int)blockIdx.x;  // attention.tile:42
  const int pid2 = (int)blockIdx.y;  // attention.tile:43
  int const k3 = 64;  // attention.tile:43
  int const v4 = ((int)((unsigned int)(pid2) * (unsigned int)(k3)));  // attention.tile:43
  const int pid5 = (int)blockIdx.z;  // attention.tile:44
  int const v6 = ((int)((unsigned int)(pid1) * (unsigned int)(k3)));  // attention.tile:45
  int const ar7 = (tl_c1_0 + 2);  // attention.tile:45
  int const ar8 = (tl_c1_0 + 4);  // attention.tile:45
  int const ar9 = (tl_c1_0 + 6);  // attention.tile:45
  int const ar10 = (tl_c1_0 + 8);  // attention.tile:45
  int const ar11 = (tl_c1_0 + 10);  // attention.tile:45
  int const ar12 = (tl_c1_0 + 12);  // attention.tile:45
  int const ar13 = (tl_c1_0 + 14);  // attention.tile:45
  int const ar14 = (tl_c1_0 + 16);  // attention.tile:45
  int const ar15 = (tl_c1_0 + 18);  // attention.tile:45
  int const ar16 = (tl_c1_0 + 20);  // attention.tile:45
  int const ar17 = (tl_c1_0 + 22);  // attention.tile:45
  int const ar18 = (tl_c1_0 + 24);  // attention.tile:45
  int const ar19 = (tl_c1_0 + 26);  // attention.tile:45
  int const ar20 = (tl_c1_0 + 28);  // attention.tile:45
  int const ar21 = (tl_c1_0 + 30);  // attention.tile:45
  int const ar22 = (tl_c1_0 + 32);  // attention.tile:45
  int const ar23 = (tl_c1_0 + 34);  // attention.tile:45
  int const ar24 = (tl_c1_0 + 36);  // attention.tile:45
  int const ar25 = (tl_c1_0 + 38);  // attention.tile:45
  int const ar26 = (tl_c1_0 + 40);  // attention.tile:45
  int const ar27 = (tl_c1_0 + 42);  // attention.tile:45
  int const ar28 = (tl_c1_0 + 44);  // attention.tile:45
  int const ar29 = (tl_c1_0 + 46);  // attention.tile:45
  int const ar30 = (tl_c1_0 + 48);  // attention.tile:45
  int const ar31 = (tl_c1_0 + 50);  // attention.tile:45
  int const ar32 = (tl_c1_0 + 52);  // attention.tile:45
  int const ar33 = (tl_c1_0 + 54);  // attention.tile:45
  int const ar34 = (tl_c1_0 + 56);  // attention.tile:45
  int const ar35 = (tl_c1_0 + 58);  // attention.tile:45
  int const ar36 = (tl_c1_0 + 60);  // attention.tile:45
  int const ar37 = (tl_c1_0 + 62);  // attention.tile:45
  int const v38 = ((int)((unsigned int)(v6) + (unsigned int)(tl_c1_0)));  // attention.tile:45
  int const v39 = ((int)((unsigned int)(v6) + (unsigned int)(ar7)));  // attention.tile:45
  int const v40 = ((int)((unsigned int)(v6) + (unsigned int)(ar8)));  // attention.tile:45
  int const v41 = ((int)((unsigned int)(v6) + (unsigned int)(ar9)));  // attention.tile:45
  int const v42 = ((int)((unsigned int)(v6) + (unsigned int)(ar10)));  // attention.tile:45
  int const v43 = ((int)((unsigned int)(v6) + (unsigned int)(ar11)));  // attention.tile:45
  int const v44 = ((int)((unsigned int)(v6) + (unsigned int)(ar12)));  // attention.tile:45
  int const v45 = ((int)((unsigned int)(v6) + (unsigned int)(ar13)));  // attention.tile:45
  int const v46 = ((int)((unsigned int)(v6) + (unsigned int)(ar14)));  // attention.tile:45
  int const v47 = ((int)((unsigned int)(v6) + (unsigned int)(ar15)));  // attention.tile:45
  int const v48 = ((int)((unsigned int)(v6) + (unsigned int)(ar16)));  // attention.tile:45
  int const v49 = ((int)((unsigned int)(v6) + (unsigned int)(ar17)));  // attention.tile:45
  int const v50 = ((int)((unsigned int)(v6) + (unsigned int)(ar18)));  // attention.tile:45
  int const v51 = ((int)((unsigned int)(v6) + (unsigned int)(ar19)));  // attention.tile:45
  int const v52 = ((int)((unsigned int)(v6) + (unsigned int)(ar20)));  // attention.tile:45
  int const v53 = ((int)((unsigned int)(v6) + (unsigned int)(ar21)));  // attention.tile:45
  int const v54 = ((int)((unsigned int)(v6) + (unsigned int)(ar22)));  // attention.tile:45
  int const v55 = ((int)((unsigned int)(v6) + (unsigned int)(ar23)));  // attention.tile:45
  int const v56 = ((int)((unsigned int)(v6) + (unsigned int)(ar24)));  // attention.tile:45
  int const v57 = ((int)((unsigned int)(v6) + (unsigned int)(ar25)));  // attention.tile:45
  int const v58 = ((int)((unsigned int)(v6) + (unsigned int)(ar26)));  // attention.tile:45
  int const v59 = ((int)((unsigned int)(v6) + (unsigned int)(ar27)));  // attention.tile:45
  int const v60 = ((int)((unsigned int)(v6) + (unsigned int)(ar28)));  // attention.tile:45
  int const v61 = ((int)((unsigned int)(v6) + (unsigned int)(ar29)));  // attention.tile:45
  int const v62 = ((int)((unsigned int)(v6) + (unsigned int)(ar30)));  // attention.tile:45
  int const v63 = ((int)((unsigned int)(v6) + (unsigned int)(ar31)));  // attention.tile:45
  int const v64 = ((int)((unsigned int)(v6) + (unsigned int)(ar32)));  // attention.tile:45
  int const v65 = ((int)((unsigned int)(v6) + (unsigned int)(ar33)));  // attention.tile:45
  int const v66 = ((int)((unsigned int)(v6) + (unsigned int)(ar34)));  // attention.tile:45
  int const v67 = ((int)((unsigned int)(v6) + (unsigned int)(ar35)));  // attention.tile:45
  int const v68 = ((int)((unsigned int)(v6) + (unsigned int)(ar36)));  // attention.tile:45
  int const v69 = ((int)((unsigned int)(v6) + (unsigned int)(ar37)));  // attention.tile:45
  bool const v70 = (v38 < p_seq_len);  // attention.tile:48
  bool const v71 = (v39 < p_seq_len);  // attention.tile:48
  bool const v72 = (v40 < p_seq_len);  // attention.tile:48
  bool const v73 = (v41 < p_seq_len);  // attention.tile:48
  bool const v74 = (v42 < p_seq_len);  // attention.tile:48
  bool const v75 = (v43 < p_seq_len);  // attention.tile:48
  bool const v76 = (v44 < p_seq_len);  // attention.tile:48
  bool const v77 = (v45 < p_seq_len);  // attention.tile:48
  bool const v78 = (v46 < p_seq_len);  // attention.tile:48
  bool const v79 = (v47 < p_seq_len);  // attention.tile:48
  bool const v80 = (v48 < p_seq_len);  // attention.tile:48
  bool const v81 = (v49 < p_seq_len);  // attention.tile:48
  bool const v82 = (v50 < p_seq_len);  // attention.tile:48
  bool const v83 = (v51 < p_seq_len);  // attention.tile:48
  bool const v84 = (v52 < p_seq_len);  // attention.tile:48
  bool const v85 = (v53 < p_seq_len);  // attention.tile:48
  bool const v86 = (v54 < p_seq_len);  // attention.tile:48
  bool const v87 = (v55 < p_seq_len);  // attention.tile:48
  bool const v88 = (v56 < p_seq_len);  // attention.tile:48
  bool const v89 = (v57 < p_seq_len);  // attention.tile:48
  bool const v90 = (v58 < p_seq_len);  // attention.tile:48
  bool const v91 = (v59 < p_seq_len);  // attention.tile:48
  bool const v92 = (v60 < p_seq_len);  // attention.tile:48
  bool const v93 = (v61 < p_seq_len);  // attention.tile:48
  bool const v94 = (v62 < p_seq_len);  // attention.tile:48
  bool const v95 = (v63 < p_seq_len);  // attention.tile:48
  bool const v96 = (v64 < p_seq_len);  // attention.tile:48
  bool const v97 = (v65 < p_seq_len);  // attention.tile:48
  bool const v98 = (v66 < p_seq_len);  // attention.tile:48
  bool const v99 = (v67 < p_seq_len);  // attention.tile:48
  bool const v100 = (v68 < p_seq_len);  // attention.tile:48
  bool const v101 = (v69 < p_seq_len);  // attention.tile:48
  int const v102 = ((int)((unsigned int)(pid5) * (unsigned int)(p_stride_qz)));  // attention.tile:49
  __half* const p103 = (p_q + v102);  // attention.tile:49
  __half* const p104 = (p103 + v4);  // attention.tile:49
  int const v105 = ((int)((unsigned int)(v38) * (unsigned int)(p_stride_qm)));  // attention.tile:49
  int const v106 = ((int)((unsigned int)(v39) * (unsigned int)(p_stride_qm)));  // attention.tile:49
  int const v107 = ((int)((unsigned int)(v40) * (unsigned int)(p_stride_qm)));  // attention.tile:49
  int const v108 = ((int)((unsigned int)(v41) * (unsigned int)(p_stride_qm)));  // attention.tile:49
  int const v109 = ((int)((unsigned int)(v42) * (unsigned int)(p_stride_qm)));  // attention.tile:49
  int const v110 = ((int)((unsigned int)(v43) * (unsigned int)(p_stride_qm)));  // attention.tile:49
  int const v111 = ((int)((unsigned int)(v44) * (unsigned int)(p_stride_qm)));  // attention.tile:49
  int const v112 = ((int)((unsigned int)(v45) * (unsigned int)(p_stride_qm)));  // attention.tile:49
  int const v113 = ((int)((unsigned int)(v46) * (unsigned int)(p_stride_qm)));  // attention.tile:49
  int const v114 = ((int)((unsigned int)(v47) * (unsigned int)(p_stride_qm)));  // attention.tile:49
  int const v115 = ((int)((unsigned int)(v48) * (unsigned int)(p_stride_qm)));  // attention.tile:49
  int const v116 = ((int)((unsigned int)(v49) * (unsigned int)(p_stride_qm)));  // attention.tile:49
  int const v117 = ((int)((unsigned int)(v50) * (unsigned int)(p_stride_qm)));  // attention.tile:49
  int const v118 = ((int)((unsigned int)(v51) * (unsigned int)(p_stride_qm)));  // attention.tile:49
  int const v119 = ((int)((unsigned int)(v52) * (unsigned int)(p_stride_qm)));  // attention.tile:49
  int const v120 = ((int)((unsigned int)(v53) * (unsigned int)(p_stride_qm)));  // attention.tile:49
  int const v121 = ((int)((unsigned int)(v54) * (unsigned int)(p_stride_qm)));  // attention.tile:49
  int const v122 = ((int)((unsigned int)(v55) * (unsigned int)(p_stride_qm)));  // attention.tile:49
  int const v123 = ((int)((unsigned int)(v56) * (unsigned int)(p_stride_qm)));  // attention.tile:49
  int const v124 = ((int)((unsigned int)(v57) * (unsigned int)(p_stride_qm)));  // attention.tile:49
  int const v125 = ((int)((unsigned int)(v58) * (unsigned int)(p_stride_qm)));  // attention.tile:49
  int const v126 = ((int)((unsigned int)(v59) * (unsigned int)(p_stride_qm)));  // attention.tile:49
  int const v127 = ((int)((unsigned int)(v60) * (unsigned int)(p_stride_qm)));  // attention.tile:49
  int const v128 = ((int)((unsigned int)(v61) * (unsigned int)(p_stride_qm)));  // attention.tile:49
  int const v129 = ((int)((unsigned int)(v62) * (unsigned int)(p_stride_qm)));  // attention.tile:49
  int const v130 = ((int)((unsigned int)(v63) * (unsigned int)(p_stride_qm)));  // attention.tile:49
  int const v131 = ((int)((unsigned int)(v64) * (unsigned int)(p_stride_qm)));  // attention.tile:49
  int const v132 = ((int)((unsigned int)(v65) * (unsigned int)(p_stride_qm)));  // attention.tile:49
  int const v133 = ((int)((unsigned int)(v66) * (unsigned int)(p_stride_qm)));  // attention.tile:49
  int const v134 = ((int)((unsigned int)(v67) * (unsigned int)(p_stride_qm)));  // attention.tile:49
  int const v135 = ((int)((unsigned int)(v68) * (unsigned int)(p_stride_qm)));  // attention.tile:49
  int const v136 = ((int)((unsigned int)(v69) * (unsigned int)(p_stride_qm)));  // attention.tile:49
  __half* const p137 = (p104 + v105);  // attention.tile:49
  __half* const p138 = (p104 + v106);  // attention.tile:49
  __half* const p139 = (p104 + v107);  // attention.tile:49
  __half* const p140 = (p104 + v108);  // attention.tile:49
  __half* const p141 = (p104 + v109);  // attention.tile:49
  __half* const p142 = (p104 + v110);  // attention.tile:49
  __half* const p143 = (p104 + v111);  // attention.tile:49
  __half* const p144 = (p104 + v112);  // attention.tile:49
  __half* const p145 = (p104 + v113);  // attention.tile:49
  __half* const p146 = (p104 + v114);  // attention.tile:49
  __half* const p147 = (p104 + v115);  // attention.tile:49
  __half* const p148 = (p104 + v116);  // attention.tile:49
  __half* const p149 = (p104 + v117);  // attention.tile:49
  __half* const p150 = (p104 + v118);  // attention.tile:49
  __half* const p151 = (p104 + v119);  // attention.tile:49
  __half* const p152 = (p104 + v120);  // attention.tile:49
  __half* const p153 = (p104 + v121);  // attention.tile:49
  __half* const p154 = (p104 + v122);  // attention.tile:49
  __half* const p155 = (p104 + v123);  // attention.tile:49
  __half* const p156 = (p104 + v124);  // attention.tile:49
  __half* const p157 = (p104 + v125);  // attention.tile:49
  __half* const p158 = (p104 + v126);  // attention.tile:49
  __half* const p159 = (p104 + v127);  // attention.tile:49
  __half* const p160 = (p104 + v128);  // attention.tile:49
  __half* const p161 = (p104 + v129);  // attention.tile:49
  __half* const p162 = (p104 + v130);  // attention.tile:49
  __half* const p163 = (p104 + v131);  // attention.tile:49
  __half* const p164 = (p104 + v132);  // attention.tile:49
  __half* const p165 = (p104 + v133);  // attention.tile:49
  __half* const p166 = (p104 + v134);  // attention.tile:49
  __half* const p167 = (p104 + v135);  // attention.tile:49
  __half* const p168 = (p104 + v136);  // attention.tile:49
  __half* const p169 = (p137 + tl_c0_0);  // attention.tile:49
  __half* const p170 = (p138 + tl_c0_0);  // attention.tile:49
  __half* const p171 = (p139 + tl_c0_0);  // attention.tile:49
  __half* const p172 = (p140 + tl_c0_0);  // attention.tile:49
  __half* const p173 = (p141 + tl_c0_0);  // attention.tile:49
  __half* const p174 = (p142 + tl_c0_0);  // attention.tile:49
  __half* const p175 = (p143 + tl_c0_0);  // attention.tile:49
  __half* const p176 = (p144 + tl_c0_0);  // attention.tile:49
  __half* const p177 = (p145 + tl_c0_0);  // attention.tile:49
  __half* const p178 = (p146 + tl_c0_0);  // attention.tile:49
  __half* const p179 = (p147 + tl_c0_0);  // attention.tile:49
  __half* const p180 = (p148 + tl_c0_0);  // attention.tile:49
  __half* const p181 = (p149 + tl_c0_0);  // attention.tile:49
  __half* const p182 = (p150 + tl_c0_0);  // attention.tile:49
  __half* const p183 = (p151 + tl_c0_0);  // attention.tile:49
  __half* const p184 = (p152 + tl_c0_0);  // attention.tile:49
  __half* const p185 = (p153 + tl_c0_0);  // attention.tile:49
  __half* const p186 = (p154 + tl_c0_0);  // attention.tile:49
  __half* const p187 = (p155 + tl_c0_0);  // attention.tile:49
  __half* const p188 = (p156 + tl_c0_0);  // attention.tile:49
  __half* const p189 = (p157 + tl_c0_0);  // attention.tile:49
  __half* const p190 = (p158 + tl_c0_0);  // attention.tile:49
  __half* const p191 = (p159 + tl_c0_0);  // attention.tile:49
  __half* const p192 = (p160 + tl_c0_0);  // attention.tile:49
  __half* const p193 = (p161 + tl_c0_0);  // attention.tile:49
  __half* const p194 = (p162 + tl_c0_0);  // attention.tile:49
  __half* const p195 = (p163 + tl_c0_0);  // attention.tile:49
  __half* const p196 = (p164 + tl_c0_0);  // attention.tile:49
  __half* const p197 = (p165 + tl_c0_0);  // attention.tile:49
  __half* const p198 = (p166 + tl_c0_0);  // attention.tile:49
  __half* const p199 = (p167 + tl_c0_0);  // attention.tile:49
  __half* const p200 = (p168 + tl_c0_0);  // attention.tile:49
  __half const k201 = __ushort_as_half((unsigned short)0);  // attention.tile:49
  const __half ld202 = v70 ? *p169 : k201;  // attention.tile:49
  const __half ld203 = v71 ? *p170 : k201;  // attention.tile:49
  const __half ld204 = v72 ? *p171 : k201;  // attention.tile:49
  const __half ld205 = v73 ? *p172 : k201;  // attention.tile:49
  const __half ld206 = v74 ? *p173 : k201;  // attention.tile:49
  const __half ld207 = v75 ? *p174 : k201;  // attention.tile:49
  const __half ld208 = v76 ? *p175 : k201;  // attention.tile:49
  const __half ld209 = v77 ? *p176 : k201;  // attention.tile:49
  const __half ld210 = v78 ? *p177 : k201;  // attention.tile:49
  const __half ld211 = v79 ? *p178 : k201;  // attention.tile:49
  const __half ld212 = v80 ? *p179 : k201;  // attention.tile:49
  const __half ld213 = v81 ? *p180 : k201;  // attention.tile:49
  const __half ld214 = v82 ? *p181 : k201;  // attention.tile:49
  const __half ld215 = v83 ? *p182 : k201;  // attention.tile:49
  const __half ld216 = v84 ? *p183 : k201;  // attention.tile:49
  const __half ld217 = v85 ? *p184 : k201;  // attention.tile:49
  const __half ld218 = v86 ? *p185 : k201;  // attention.tile:49
  const __half ld219 = v87 ? *p186 : k201;  // attention.tile:49
  const __half ld220 = v88 ? *p187 : k201;  // attention.tile:49
  const __half ld221 = v89 ? *p188 : k201;  // attention.tile:49
  const __half ld222 = v90 ? *p189 : k201;  // attention.tile:49
  const __half ld223 = v91 ? *p190 : k201;  // attention.tile:49
  const __half ld224 = v92 ? *p191 : k201;  // attention.tile:49
  const __half ld225 = v93 ? *p192 : k201;  // attention.tile:49
  const __half ld226 = v94 ? *p193 : k201;  // attention.tile:49
  const __half ld227 = v95 ? *p194 : k201;  // attention.tile:49
  const __half ld228 = v96 ? *p195 : k201;  // attention.tile:49
  const __half ld229 = v97 ? *p196 : k201;  // attention.tile:49
  const __half ld230 = v98 ? *p197 : k201;  // attention.tile:49
  const __half ld231 = v99 ? *p198 : k201;  // attention.tile:49
  const __half ld232 = v100 ? *p199 : k201;  // attention.tile:49
  const __half ld233 = v101 ? *p200 : k201;  // attention.tile:49
  int const v234 = ((int)((unsigned int)(pid5) * (unsigned int)(p_stride_kz)));  // attention.tile:51
  __half* const p235 = (p_k + v234);  // attention.tile:51
  __half* const p236 = (p235 + v4);  // attention.tile:51
  int const v237 = ((int)((unsigned int)(pid5) * (unsigned int)(p_stride_vz)));  // attention.tile:52
  __half* const p238 = (p_v + v237);  // attention.tile:52
  __half* const p239 = (p238 + v4);  // attention.tile:52
  float const k240 = 1.4426950216293335f;  // attention.tile:53
  float const v241 = (p_sm_scale * k240);  // attention.tile:53
  int const k242 = 0;  // attention.tile:60
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c2_0) * 128 + ((((tl_c2_1) >> 3) ^ ((tl_c2_0) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld202;  // attention.tile:60
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 2)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 2)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld203;  // attention.tile:60
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 4)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 4)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld204;  // attention.tile:60
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 6)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 6)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld205;  // attention.tile:60
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 8)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 8)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld206;  // attention.tile:60
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 10)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 10)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld207;  // attention.tile:60
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 12)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 12)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld208;  // attention.tile:60
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 14)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 14)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld209;  // attention.tile:60
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 16)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 16)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld210;  // attention.tile:60
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 18)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 18)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld211;  // attention.tile:60
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 20)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 20)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld212;  // attention.tile:60
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 22)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 22)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld213;  // attention.tile:60
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 24)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 24)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld214;  // attention.tile:60
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 26)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 26)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld215;  // attention.tile:60
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 28)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 28)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld216;  // attention.tile:60
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 30)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 30)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld217;  // attention.tile:60
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 32)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 32)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld218;  // attention.tile:60
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 34)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 34)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld219;  // attention.tile:60
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 36)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 36)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld220;  // attention.tile:60
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 38)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 38)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld221;  // attention.tile:60
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 40)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 40)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld222;  // attention.tile:60
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 42)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 42)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld223;  // attention.tile:60
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 44)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 44)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld224;  // attention.tile:60
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 46)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 46)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld225;  // attention.tile:60
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 48)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 48)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld226;  // attention.tile:60
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 50)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 50)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld227;  // attention.tile:60
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 52)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 52)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld228;  // attention.tile:60
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 54)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 54)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld229;  // attention.tile:60
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 56)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 56)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld230;  // attention.tile:60
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 58)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 58)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld231;  // attention.tile:60
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 60)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 60)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld232;  // attention.tile:60
  *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 62)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 62)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld233;  // attention.tile:60
  __syncthreads();  // attention.tile:60
  // dot operand A read once, before the loop  // attention.tile:60
  unsigned fr244, fr245, fr246, fr247;  // attention.tile:60
  tl_ldsm4((tl_sbase + 0) + lm243_r + 0 + (((lm243_c + 0) ^ lm243_s) << 4), fr244, fr245, fr246, fr247);  // attention.tile:60
  unsigned fr248, fr249, fr250, fr251;  // attention.tile:60
  tl_ldsm4((tl_sbase + 0) + lm243_r + 0 + (((lm243_c + 2) ^ lm243_s) << 4), fr248, fr249, fr250, fr251);  // attention.tile:60
  unsigned fr252, fr253, fr254, fr255;  // attention.tile:60
  tl_ldsm4((tl_sbase + 0) + lm243_r + 0 + (((lm243_c + 4) ^ lm243_s) << 4), fr252, fr253, fr254, fr255);  // attention.tile:60
  unsigned fr256, fr257, fr258, fr259;  // attention.tile:60
  tl_ldsm4((tl_sbase + 0) + lm243_r + 0 + (((lm243_c + 6) ^ lm243_s) << 4), fr256, fr257, fr258, fr259);  // attention.tile:60
  // pipeline: load at attention.tile:63 stays synchronous: each thread reads 2 contiguous byte(s) at a time; cp.async copies 4, 8 or 16 (alignment or contiguity of the pointer, or the mask, is not proven: a launch derives it from 16-byte aligned arrays with a unit inner stride; tiledsl emit needs --aligned and --fact NAME=is_one for each unit-stride parameter, e.g. --fact stride_ak=is_one; or see multiple_of / max_contiguous)  // attention.tile:60
  // pipeline: load at attention.tile:75 stays synchronous: each thread reads 2 contiguous byte(s) at a time; cp.async copies 4, 8 or 16 (alignment or contiguity of the pointer, or the mask, is not proven: a launch derives it from 16-byte aligned arrays with a unit inner stride; tiledsl emit needs --aligned and --fact NAME=is_one for each unit-stride parameter, e.g. --fact stride_ak=is_one; or see multiple_of / max_contiguous)  // attention.tile:60
  float c260 = 0.0f;  // attention.tile:60
  float c261 = 0.0f;  // attention.tile:60
  float c262 = 0.0f;  // attention.tile:60
  float c263 = 0.0f;  // attention.tile:60
  float c264 = 0.0f;  // attention.tile:60
  float c265 = 0.0f;  // attention.tile:60
  float c266 = 0.0f;  // attention.tile:60
  float c267 = 0.0f;  // attention.tile:60
  float c268 = 0.0f;  // attention.tile:60
  float c269 = 0.0f;  // attention.tile:60
  float c270 = 0.0f;  // attention.tile:60
  float c271 = 0.0f;  // attention.tile:60
  float c272 = 0.0f;  // attention.tile:60
  float c273 = 0.0f;  // attention.tile:60
  float c274 = 0.0f;  // attention.tile:60
  float c275 = 0.0f;  // attention.tile:60
  float c276 = 0.0f;  // attention.tile:60
  float c277 = 0.0f;  // attention.tile:60
  float c278 = 0.0f;  // attention.tile:60
  float c279 = 0.0f;  // attention.tile:60
  float c280 = 0.0f;  // attention.tile:60
  float c281 = 0.0f;  // attention.tile:60
  float c282 = 0.0f;  // attention.tile:60
  float c283 = 0.0f;  // attention.tile:60
  float c284 = 0.0f;  // attention.tile:60
  float c285 = 0.0f;  // attention.tile:60
  float c286 = 0.0f;  // attention.tile:60
  float c287 = 0.0f;  // attention.tile:60
  float c288 = 0.0f;  // attention.tile:60
  float c289 = 0.0f;  // attention.tile:60
  float c290 = 0.0f;  // attention.tile:60
  float c291 = 0.0f;  // attention.tile:60
  float c292 = 0.0f;  // attention.tile:60
  float c293 = 0.0f;  // attention.tile:60
  float c294 = (-TL_INF);  // attention.tile:60
  float c295 = (-TL_INF);  // attention.tile:60
  for (long long iv296 = k242; iv296 < p_seq_len; iv296 += k3) {  // attention.tile:60
    if (((long long)(((int)iv296)) + 63) < ((long long)(p_seq_len) + 0) && ((long long)(((int)iv296)) + 63) <= 2147483647LL && ((long long)(v4) + 63) < ((long long)(p_width) + 0) && ((long long)(v4) + 63) <= 2147483647LL) {  // every index comparison below holds for the whole tile  // attention.tile:60
      int const ar297 = (tl_c1_0 + 2);  // attention.tile:61
      int const ar298 = (tl_c1_0 + 4);  // attention.tile:61
      int const ar299 = (tl_c1_0 + 6);  // attention.tile:61
      int const ar300 = (tl_c1_0 + 8);  // attention.tile:61
      int const ar301 = (tl_c1_0 + 10);  // attention.tile:61
      int const ar302 = (tl_c1_0 + 12);  // attention.tile:61
      int const ar303 = (tl_c1_0 + 14);  // attention.tile:61
      int const ar304 = (tl_c1_0 + 16);  // attention.tile:61
      int const ar305 = (tl_c1_0 + 18);  // attention.tile:61
      int const ar306 = (tl_c1_0 + 20);  // attention.tile:61
      int const ar307 = (tl_c1_0 + 22);  // attention.tile:61
      int const ar308 = (tl_c1_0 + 24);  // attention.tile:61
      int const ar309 = (tl_c1_0 + 26);  // attention.tile:61
      int const ar310 = (tl_c1_0 + 28);  // attention.tile:61
      int const ar311 = (tl_c1_0 + 30);  // attention.tile:61
      int const ar312 = (tl_c1_0 + 32);  // attention.tile:61
      int const ar313 = (tl_c1_0 + 34);  // attention.tile:61
      int const ar314 = (tl_c1_0 + 36);  // attention.tile:61
      int const ar315 = (tl_c1_0 + 38);  // attention.tile:61
      int const ar316 = (tl_c1_0 + 40);  // attention.tile:61
      int const ar317 = (tl_c1_0 + 42);  // attention.tile:61
      int const ar318 = (tl_c1_0 + 44);  // attention.tile:61
      int const ar319 = (tl_c1_0 + 46);  // attention.tile:61
      int const ar320 = (tl_c1_0 + 48);  // attention.tile:61
      int const ar321 = (tl_c1_0 + 50);  // attention.tile:61
      int const ar322 = (tl_c1_0 + 52);  // attention.tile:61
      int const ar323 = (tl_c1_0 + 54);  // attention.tile:61
      int const ar324 = (tl_c1_0 + 56);  // attention.tile:61
      int const ar325 = (tl_c1_0 + 58);  // attention.tile:61
      int const ar326 = (tl_c1_0 + 60);  // attention.tile:61
      int const ar327 = (tl_c1_0 + 62);  // attention.tile:61
      int const v328 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(tl_c1_0)));  // attention.tile:61
      int const v329 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar297)));  // attention.tile:61
      int const v330 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar298)));  // attention.tile:61
      int const v331 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar299)));  // attention.tile:61
      int const v332 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar300)));  // attention.tile:61
      int const v333 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar301)));  // attention.tile:61
      int const v334 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar302)));  // attention.tile:61
      int const v335 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar303)));  // attention.tile:61
      int const v336 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar304)));  // attention.tile:61
      int const v337 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar305)));  // attention.tile:61
      int const v338 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar306)));  // attention.tile:61
      int const v339 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar307)));  // attention.tile:61
      int const v340 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar308)));  // attention.tile:61
      int const v341 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar309)));  // attention.tile:61
      int const v342 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar310)));  // attention.tile:61
      int const v343 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar311)));  // attention.tile:61
      int const v344 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar312)));  // attention.tile:61
      int const v345 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar313)));  // attention.tile:61
      int const v346 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar314)));  // attention.tile:61
      int const v347 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar315)));  // attention.tile:61
      int const v348 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar316)));  // attention.tile:61
      int const v349 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar317)));  // attention.tile:61
      int const v350 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar318)));  // attention.tile:61
      int const v351 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar319)));  // attention.tile:61
      int const v352 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar320)));  // attention.tile:61
      int const v353 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar321)));  // attention.tile:61
      int const v354 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar322)));  // attention.tile:61
      int const v355 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar323)));  // attention.tile:61
      int const v356 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar324)));  // attention.tile:61
      int const v357 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar325)));  // attention.tile:61
      int const v358 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar326)));  // attention.tile:61
      int const v359 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar327)));  // attention.tile:61
      int const v360 = ((int)((unsigned int)(v328) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v361 = ((int)((unsigned int)(v329) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v362 = ((int)((unsigned int)(v330) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v363 = ((int)((unsigned int)(v331) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v364 = ((int)((unsigned int)(v332) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v365 = ((int)((unsigned int)(v333) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v366 = ((int)((unsigned int)(v334) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v367 = ((int)((unsigned int)(v335) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v368 = ((int)((unsigned int)(v336) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v369 = ((int)((unsigned int)(v337) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v370 = ((int)((unsigned int)(v338) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v371 = ((int)((unsigned int)(v339) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v372 = ((int)((unsigned int)(v340) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v373 = ((int)((unsigned int)(v341) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v374 = ((int)((unsigned int)(v342) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v375 = ((int)((unsigned int)(v343) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v376 = ((int)((unsigned int)(v344) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v377 = ((int)((unsigned int)(v345) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v378 = ((int)((unsigned int)(v346) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v379 = ((int)((unsigned int)(v347) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v380 = ((int)((unsigned int)(v348) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v381 = ((int)((unsigned int)(v349) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v382 = ((int)((unsigned int)(v350) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v383 = ((int)((unsigned int)(v351) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v384 = ((int)((unsigned int)(v352) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v385 = ((int)((unsigned int)(v353) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v386 = ((int)((unsigned int)(v354) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v387 = ((int)((unsigned int)(v355) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v388 = ((int)((unsigned int)(v356) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v389 = ((int)((unsigned int)(v357) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v390 = ((int)((unsigned int)(v358) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v391 = ((int)((unsigned int)(v359) * (unsigned int)(p_stride_km)));  // attention.tile:63
      __half* const p392 = (p236 + v360);  // attention.tile:63
      __half* const p393 = (p236 + v361);  // attention.tile:63
      __half* const p394 = (p236 + v362);  // attention.tile:63
      __half* const p395 = (p236 + v363);  // attention.tile:63
      __half* const p396 = (p236 + v364);  // attention.tile:63
      __half* const p397 = (p236 + v365);  // attention.tile:63
      __half* const p398 = (p236 + v366);  // attention.tile:63
      __half* const p399 = (p236 + v367);  // attention.tile:63
      __half* const p400 = (p236 + v368);  // attention.tile:63
      __half* const p401 = (p236 + v369);  // attention.tile:63
      __half* const p402 = (p236 + v370);  // attention.tile:63
      __half* const p403 = (p236 + v371);  // attention.tile:63
      __half* const p404 = (p236 + v372);  // attention.tile:63
      __half* const p405 = (p236 + v373);  // attention.tile:63
      __half* const p406 = (p236 + v374);  // attention.tile:63
      __half* const p407 = (p236 + v375);  // attention.tile:63
      __half* const p408 = (p236 + v376);  // attention.tile:63
      __half* const p409 = (p236 + v377);  // attention.tile:63
      __half* const p410 = (p236 + v378);  // attention.tile:63
      __half* const p411 = (p236 + v379);  // attention.tile:63
      __half* const p412 = (p236 + v380);  // attention.tile:63
      __half* const p413 = (p236 + v381);  // attention.tile:63
      __half* const p414 = (p236 + v382);  // attention.tile:63
      __half* const p415 = (p236 + v383);  // attention.tile:63
      __half* const p416 = (p236 + v384);  // attention.tile:63
      __half* const p417 = (p236 + v385);  // attention.tile:63
      __half* const p418 = (p236 + v386);  // attention.tile:63
      __half* const p419 = (p236 + v387);  // attention.tile:63
      __half* const p420 = (p236 + v388);  // attention.tile:63
      __half* const p421 = (p236 + v389);  // attention.tile:63
      __half* const p422 = (p236 + v390);  // attention.tile:63
      __half* const p423 = (p236 + v391);  // attention.tile:63
      __half* const p424 = (p392 + tl_c0_0);  // attention.tile:63
      __half* const p425 = (p393 + tl_c0_0);  // attention.tile:63
      __half* const p426 = (p394 + tl_c0_0);  // attention.tile:63
      __half* const p427 = (p395 + tl_c0_0);  // attention.tile:63
      __half* const p428 = (p396 + tl_c0_0);  // attention.tile:63
      __half* const p429 = (p397 + tl_c0_0);  // attention.tile:63
      __half* const p430 = (p398 + tl_c0_0);  // attention.tile:63
      __half* const p431 = (p399 + tl_c0_0);  // attention.tile:63
      __half* const p432 = (p400 + tl_c0_0);  // attention.tile:63
      __half* const p433 = (p401 + tl_c0_0);  // attention.tile:63
      __half* const p434 = (p402 + tl_c0_0);  // attention.tile:63
      __half* const p435 = (p403 + tl_c0_0);  // attention.tile:63
      __half* const p436 = (p404 + tl_c0_0);  // attention.tile:63
      __half* const p437 = (p405 + tl_c0_0);  // attention.tile:63
      __half* const p438 = (p406 + tl_c0_0);  // attention.tile:63
      __half* const p439 = (p407 + tl_c0_0);  // attention.tile:63
      __half* const p440 = (p408 + tl_c0_0);  // attention.tile:63
      __half* const p441 = (p409 + tl_c0_0);  // attention.tile:63
      __half* const p442 = (p410 + tl_c0_0);  // attention.tile:63
      __half* const p443 = (p411 + tl_c0_0);  // attention.tile:63
      __half* const p444 = (p412 + tl_c0_0);  // attention.tile:63
      __half* const p445 = (p413 + tl_c0_0);  // attention.tile:63
      __half* const p446 = (p414 + tl_c0_0);  // attention.tile:63
      __half* const p447 = (p415 + tl_c0_0);  // attention.tile:63
      __half* const p448 = (p416 + tl_c0_0);  // attention.tile:63
      __half* const p449 = (p417 + tl_c0_0);  // attention.tile:63
      __half* const p450 = (p418 + tl_c0_0);  // attention.tile:63
      __half* const p451 = (p419 + tl_c0_0);  // attention.tile:63
      __half* const p452 = (p420 + tl_c0_0);  // attention.tile:63
      __half* const p453 = (p421 + tl_c0_0);  // attention.tile:63
      __half* const p454 = (p422 + tl_c0_0);  // attention.tile:63
      __half* const p455 = (p423 + tl_c0_0);  // attention.tile:63
      int const v456 = ((int)((unsigned int)(v4) + (unsigned int)(tl_c0_0)));  // attention.tile:64
      bool const v457 = ((bool)(true & true));  // attention.tile:64
      bool const v458 = ((bool)(true & true));  // attention.tile:64
      bool const v459 = ((bool)(true & true));  // attention.tile:64
      bool const v460 = ((bool)(true & true));  // attention.tile:64
      bool const v461 = ((bool)(true & true));  // attention.tile:64
      bool const v462 = ((bool)(true & true));  // attention.tile:64
      bool const v463 = ((bool)(true & true));  // attention.tile:64
      bool const v464 = ((bool)(true & true));  // attention.tile:64
      bool const v465 = ((bool)(true & true));  // attention.tile:64
      bool const v466 = ((bool)(true & true));  // attention.tile:64
      bool const v467 = ((bool)(true & true));  // attention.tile:64
      bool const v468 = ((bool)(true & true));  // attention.tile:64
      bool const v469 = ((bool)(true & true));  // attention.tile:64
      bool const v470 = ((bool)(true & true));  // attention.tile:64
      bool const v471 = ((bool)(true & true));  // attention.tile:64
      bool const v472 = ((bool)(true & true));  // attention.tile:64
      bool const v473 = ((bool)(true & true));  // attention.tile:64
      bool const v474 = ((bool)(true & true));  // attention.tile:64
      bool const v475 = ((bool)(true & true));  // attention.tile:64
      bool const v476 = ((bool)(true & true));  // attention.tile:64
      bool const v477 = ((bool)(true & true));  // attention.tile:64
      bool const v478 = ((bool)(true & true));  // attention.tile:64
      bool const v479 = ((bool)(true & true));  // attention.tile:64
      bool const v480 = ((bool)(true & true));  // attention.tile:64
      bool const v481 = ((bool)(true & true));  // attention.tile:64
      bool const v482 = ((bool)(true & true));  // attention.tile:64
      bool const v483 = ((bool)(true & true));  // attention.tile:64
      bool const v484 = ((bool)(true & true));  // attention.tile:64
      bool const v485 = ((bool)(true & true));  // attention.tile:64
      bool const v486 = ((bool)(true & true));  // attention.tile:64
      bool const v487 = ((bool)(true & true));  // attention.tile:64
      bool const v488 = ((bool)(true & true));  // attention.tile:64
      __half const k489 = __ushort_as_half((unsigned short)0);  // attention.tile:63
      const __half ld490 = v457 ? *p424 : k489;  // attention.tile:63
      const __half ld491 = v458 ? *p425 : k489;  // attention.tile:63
      const __half ld492 = v459 ? *p426 : k489;  // attention.tile:63
      const __half ld493 = v460 ? *p427 : k489;  // attention.tile:63
      const __half ld494 = v461 ? *p428 : k489;  // attention.tile:63
      const __half ld495 = v462 ? *p429 : k489;  // attention.tile:63
      const __half ld496 = v463 ? *p430 : k489;  // attention.tile:63
      const __half ld497 = v464 ? *p431 : k489;  // attention.tile:63
      const __half ld498 = v465 ? *p432 : k489;  // attention.tile:63
      const __half ld499 = v466 ? *p433 : k489;  // attention.tile:63
      const __half ld500 = v467 ? *p434 : k489;  // attention.tile:63
      const __half ld501 = v468 ? *p435 : k489;  // attention.tile:63
      const __half ld502 = v469 ? *p436 : k489;  // attention.tile:63
      const __half ld503 = v470 ? *p437 : k489;  // attention.tile:63
      const __half ld504 = v471 ? *p438 : k489;  // attention.tile:63
      const __half ld505 = v472 ? *p439 : k489;  // attention.tile:63
      const __half ld506 = v473 ? *p440 : k489;  // attention.tile:63
      const __half ld507 = v474 ? *p441 : k489;  // attention.tile:63
      const __half ld508 = v475 ? *p442 : k489;  // attention.tile:63
      const __half ld509 = v476 ? *p443 : k489;  // attention.tile:63
      const __half ld510 = v477 ? *p444 : k489;  // attention.tile:63
      const __half ld511 = v478 ? *p445 : k489;  // attention.tile:63
      const __half ld512 = v479 ? *p446 : k489;  // attention.tile:63
      const __half ld513 = v480 ? *p447 : k489;  // attention.tile:63
      const __half ld514 = v481 ? *p448 : k489;  // attention.tile:63
      const __half ld515 = v482 ? *p449 : k489;  // attention.tile:63
      const __half ld516 = v483 ? *p450 : k489;  // attention.tile:63
      const __half ld517 = v484 ? *p451 : k489;  // attention.tile:63
      const __half ld518 = v485 ? *p452 : k489;  // attention.tile:63
      const __half ld519 = v486 ? *p453 : k489;  // attention.tile:63
      const __half ld520 = v487 ? *p454 : k489;  // attention.tile:63
      const __half ld521 = v488 ? *p455 : k489;  // attention.tile:63
      __syncthreads();  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + ((((tl_c4_1) >> 3) ^ ((tl_c4_0) & 7)) << 4) + (((tl_c4_1) & 7) * 2))) = ld490;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 2)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 2)) & 7) * 2))) = ld491;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 4)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 4)) & 7) * 2))) = ld492;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 6)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 6)) & 7) * 2))) = ld493;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 8)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 8)) & 7) * 2))) = ld494;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 10)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 10)) & 7) * 2))) = ld495;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 12)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 12)) & 7) * 2))) = ld496;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 14)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 14)) & 7) * 2))) = ld497;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 16)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 16)) & 7) * 2))) = ld498;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 18)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 18)) & 7) * 2))) = ld499;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 20)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 20)) & 7) * 2))) = ld500;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 22)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 22)) & 7) * 2))) = ld501;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 24)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 24)) & 7) * 2))) = ld502;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 26)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 26)) & 7) * 2))) = ld503;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 28)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 28)) & 7) * 2))) = ld504;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 30)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 30)) & 7) * 2))) = ld505;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 32)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 32)) & 7) * 2))) = ld506;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 34)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 34)) & 7) * 2))) = ld507;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 36)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 36)) & 7) * 2))) = ld508;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 38)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 38)) & 7) * 2))) = ld509;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 40)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 40)) & 7) * 2))) = ld510;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 42)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 42)) & 7) * 2))) = ld511;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 44)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 44)) & 7) * 2))) = ld512;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 46)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 46)) & 7) * 2))) = ld513;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 48)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 48)) & 7) * 2))) = ld514;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 50)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 50)) & 7) * 2))) = ld515;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 52)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 52)) & 7) * 2))) = ld516;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 54)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 54)) & 7) * 2))) = ld517;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 56)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 56)) & 7) * 2))) = ld518;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 58)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 58)) & 7) * 2))) = ld519;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 60)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 60)) & 7) * 2))) = ld520;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 62)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 62)) & 7) * 2))) = ld521;  // attention.tile:65
      __syncthreads();  // attention.tile:65
      // dot on tensor cores: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32, warps [4, 1], 8 block(s) per warp  // attention.tile:65
      float acc522 = 0.0f;  // attention.tile:65
      float acc523 = 0.0f;  // attention.tile:65
      float acc524 = 0.0f;  // attention.tile:65
      float acc525 = 0.0f;  // attention.tile:65
      float acc526 = 0.0f;  // attention.tile:65
      float acc527 = 0.0f;  // attention.tile:65
      float acc528 = 0.0f;  // attention.tile:65
      float acc529 = 0.0f;  // attention.tile:65
      float acc530 = 0.0f;  // attention.tile:65
      float acc531 = 0.0f;  // attention.tile:65
      float acc532 = 0.0f;  // attention.tile:65
      float acc533 = 0.0f;  // attention.tile:65
      float acc534 = 0.0f;  // attention.tile:65
      float acc535 = 0.0f;  // attention.tile:65
      float acc536 = 0.0f;  // attention.tile:65
      float acc537 = 0.0f;  // attention.tile:65
      float acc538 = 0.0f;  // attention.tile:65
      float acc539 = 0.0f;  // attention.tile:65
      float acc540 = 0.0f;  // attention.tile:65
      float acc541 = 0.0f;  // attention.tile:65
      float acc542 = 0.0f;  // attention.tile:65
      float acc543 = 0.0f;  // attention.tile:65
      float acc544 = 0.0f;  // attention.tile:65
      float acc545 = 0.0f;  // attention.tile:65
      float acc546 = 0.0f;  // attention.tile:65
      float acc547 = 0.0f;  // attention.tile:65
      float acc548 = 0.0f;  // attention.tile:65
      float acc549 = 0.0f;  // attention.tile:65
      float acc550 = 0.0f;  // attention.tile:65
      float acc551 = 0.0f;  // attention.tile:65
      float acc552 = 0.0f;  // attention.tile:65
      float acc553 = 0.0f;  // attention.tile:65
      unsigned fr555, fr556, fr557, fr558;  // attention.tile:65
      tl_ldsm4t((tl_sbase + 0) + lm554_r + 0 + (((lm554_c + 0) ^ lm554_s) << 4), fr555, fr556, fr557, fr558);  // attention.tile:65
      unsigned fr559, fr560, fr561, fr562;  // attention.tile:65
      tl_ldsm4t((tl_sbase + 0) + lm554_r + 0 + (((lm554_c + 2) ^ lm554_s) << 4), fr559, fr560, fr561, fr562);  // attention.tile:65
      unsigned fr563, fr564, fr565, fr566;  // attention.tile:65
      tl_ldsm4t((tl_sbase + 0) + lm554_r + 0 + (((lm554_c + 4) ^ lm554_s) << 4), fr563, fr564, fr565, fr566);  // attention.tile:65
      unsigned fr567, fr568, fr569, fr570;  // attention.tile:65
      tl_ldsm4t((tl_sbase + 0) + lm554_r + 0 + (((lm554_c + 6) ^ lm554_s) << 4), fr567, fr568, fr569, fr570);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc522, acc523, acc524, acc525, fr244, fr245, fr246, fr247, fr555, fr556);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc526, acc527, acc528, acc529, fr244, fr245, fr246, fr247, fr557, fr558);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc530, acc531, acc532, acc533, fr244, fr245, fr246, fr247, fr559, fr560);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc534, acc535, acc536, acc537, fr244, fr245, fr246, fr247, fr561, fr562);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc538, acc539, acc540, acc541, fr244, fr245, fr246, fr247, fr563, fr564);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc542, acc543, acc544, acc545, fr244, fr245, fr246, fr247, fr565, fr566);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc546, acc547, acc548, acc549, fr244, fr245, fr246, fr247, fr567, fr568);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc550, acc551, acc552, acc553, fr244, fr245, fr246, fr247, fr569, fr570);  // attention.tile:65
      unsigned fr571, fr572, fr573, fr574;  // attention.tile:65
      tl_ldsm4t((tl_sbase + 0) + lm554_r + 2048 + (((lm554_c + 0) ^ lm554_s) << 4), fr571, fr572, fr573, fr574);  // attention.tile:65
      unsigned fr575, fr576, fr577, fr578;  // attention.tile:65
      tl_ldsm4t((tl_sbase + 0) + lm554_r + 2048 + (((lm554_c + 2) ^ lm554_s) << 4), fr575, fr576, fr577, fr578);  // attention.tile:65
      unsigned fr579, fr580, fr581, fr582;  // attention.tile:65
      tl_ldsm4t((tl_sbase + 0) + lm554_r + 2048 + (((lm554_c + 4) ^ lm554_s) << 4), fr579, fr580, fr581, fr582);  // attention.tile:65
      unsigned fr583, fr584, fr585, fr586;  // attention.tile:65
      tl_ldsm4t((tl_sbase + 0) + lm554_r + 2048 + (((lm554_c + 6) ^ lm554_s) << 4), fr583, fr584, fr585, fr586);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc522, acc523, acc524, acc525, fr248, fr249, fr250, fr251, fr571, fr572);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc526, acc527, acc528, acc529, fr248, fr249, fr250, fr251, fr573, fr574);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc530, acc531, acc532, acc533, fr248, fr249, fr250, fr251, fr575, fr576);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc534, acc535, acc536, acc537, fr248, fr249, fr250, fr251, fr577, fr578);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc538, acc539, acc540, acc541, fr248, fr249, fr250, fr251, fr579, fr580);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc542, acc543, acc544, acc545, fr248, fr249, fr250, fr251, fr581, fr582);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc546, acc547, acc548, acc549, fr248, fr249, fr250, fr251, fr583, fr584);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc550, acc551, acc552, acc553, fr248, fr249, fr250, fr251, fr585, fr586);  // attention.tile:65
      unsigned fr587, fr588, fr589, fr590;  // attention.tile:65
      tl_ldsm4t((tl_sbase + 0) + lm554_r + 4096 + (((lm554_c + 0) ^ lm554_s) << 4), fr587, fr588, fr589, fr590);  // attention.tile:65
      unsigned fr591, fr592, fr593, fr594;  // attention.tile:65
      tl_ldsm4t((tl_sbase + 0) + lm554_r + 4096 + (((lm554_c + 2) ^ lm554_s) << 4), fr591, fr592, fr593, fr594);  // attention.tile:65
      unsigned fr595, fr596, fr597, fr598;  // attention.tile:65
      tl_ldsm4t((tl_sbase + 0) + lm554_r + 4096 + (((lm554_c + 4) ^ lm554_s) << 4), fr595, fr596, fr597, fr598);  // attention.tile:65
      unsigned fr599, fr600, fr601, fr602;  // attention.tile:65
      tl_ldsm4t((tl_sbase + 0) + lm554_r + 4096 + (((lm554_c + 6) ^ lm554_s) << 4), fr599, fr600, fr601, fr602);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc522, acc523, acc524, acc525, fr252, fr253, fr254, fr255, fr587, fr588);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc526, acc527, acc528, acc529, fr252, fr253, fr254, fr255, fr589, fr590);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc530, acc531, acc532, acc533, fr252, fr253, fr254, fr255, fr591, fr592);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc534, acc535, acc536, acc537, fr252, fr253, fr254, fr255, fr593, fr594);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc538, acc539, acc540, acc541, fr252, fr253, fr254, fr255, fr595, fr596);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc542, acc543, acc544, acc545, fr252, fr253, fr254, fr255, fr597, fr598);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc546, acc547, acc548, acc549, fr252, fr253, fr254, fr255, fr599, fr600);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc550, acc551, acc552, acc553, fr252, fr253, fr254, fr255, fr601, fr602);  // attention.tile:65
      unsigned fr603, fr604, fr605, fr606;  // attention.tile:65
      tl_ldsm4t((tl_sbase + 0) + lm554_r + 6144 + (((lm554_c + 0) ^ lm554_s) << 4), fr603, fr604, fr605, fr606);  // attention.tile:65
      unsigned fr607, fr608, fr609, fr610;  // attention.tile:65
      tl_ldsm4t((tl_sbase + 0) + lm554_r + 6144 + (((lm554_c + 2) ^ lm554_s) << 4), fr607, fr608, fr609, fr610);  // attention.tile:65
      unsigned fr611, fr612, fr613, fr614;  // attention.tile:65
      tl_ldsm4t((tl_sbase + 0) + lm554_r + 6144 + (((lm554_c + 4) ^ lm554_s) << 4), fr611, fr612, fr613, fr614);  // attention.tile:65
      unsigned fr615, fr616, fr617, fr618;  // attention.tile:65
      tl_ldsm4t((tl_sbase + 0) + lm554_r + 6144 + (((lm554_c + 6) ^ lm554_s) << 4), fr615, fr616, fr617, fr618);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc522, acc523, acc524, acc525, fr256, fr257, fr258, fr259, fr603, fr604);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc526, acc527, acc528, acc529, fr256, fr257, fr258, fr259, fr605, fr606);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc530, acc531, acc532, acc533, fr256, fr257, fr258, fr259, fr607, fr608);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc534, acc535, acc536, acc537, fr256, fr257, fr258, fr259, fr609, fr610);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc538, acc539, acc540, acc541, fr256, fr257, fr258, fr259, fr611, fr612);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc542, acc543, acc544, acc545, fr256, fr257, fr258, fr259, fr613, fr614);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc546, acc547, acc548, acc549, fr256, fr257, fr258, fr259, fr615, fr616);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc550, acc551, acc552, acc553, fr256, fr257, fr258, fr259, fr617, fr618);  // attention.tile:65
      float const v619 = (true ? acc522 : (-TL_INF));  // attention.tile:69
      float const v620 = (true ? acc523 : (-TL_INF));  // attention.tile:69
      float const v621 = (true ? acc524 : (-TL_INF));  // attention.tile:69
      float const v622 = (true ? acc525 : (-TL_INF));  // attention.tile:69
      float const v623 = (true ? acc526 : (-TL_INF));  // attention.tile:69
      float const v624 = (true ? acc527 : (-TL_INF));  // attention.tile:69
      float const v625 = (true ? acc528 : (-TL_INF));  // attention.tile:69
      float const v626 = (true ? acc529 : (-TL_INF));  // attention.tile:69
      float const v627 = (true ? acc530 : (-TL_INF));  // attention.tile:69
      float const v628 = (true ? acc531 : (-TL_INF));  // attention.tile:69
      float const v629 = (true ? acc532 : (-TL_INF));  // attention.tile:69
      float const v630 = (true ? acc533 : (-TL_INF));  // attention.tile:69
      float const v631 = (true ? acc534 : (-TL_INF));  // attention.tile:69
      float const v632 = (true ? acc535 : (-TL_INF));  // attention.tile:69
      float const v633 = (true ? acc536 : (-TL_INF));  // attention.tile:69
      float const v634 = (true ? acc537 : (-TL_INF));  // attention.tile:69
      float const v635 = (true ? acc538 : (-TL_INF));  // attention.tile:69
      float const v636 = (true ? acc539 : (-TL_INF));  // attention.tile:69
      float const v637 = (true ? acc540 : (-TL_INF));  // attention.tile:69
      float const v638 = (true ? acc541 : (-TL_INF));  // attention.tile:69
      float const v639 = (true ? acc542 : (-TL_INF));  // attention.tile:69
      float const v640 = (true ? acc543 : (-TL_INF));  // attention.tile:69
      float const v641 = (true ? acc544 : (-TL_INF));  // attention.tile:69
      float const v642 = (true ? acc545 : (-TL_INF));  // attention.tile:69
      float const v643 = (true ? acc546 : (-TL_INF));  // attention.tile:69
      float const v644 = (true ? acc547 : (-TL_INF));  // attention.tile:69
      float const v645 = (true ? acc548 : (-TL_INF));  // attention.tile:69
      float const v646 = (true ? acc549 : (-TL_INF));  // attention.tile:69
      float const v647 = (true ? acc550 : (-TL_INF));  // attention.tile:69
      float const v648 = (true ? acc551 : (-TL_INF));  // attention.tile:69
      float const v649 = (true ? acc552 : (-TL_INF));  // attention.tile:69
      float const v650 = (true ? acc553 : (-TL_INF));  // attention.tile:69
      float rd651 = fmaxf(v619, v620);  // attention.tile:71
      float rd652 = fmaxf(v623, v624);  // attention.tile:71
      float rd653 = fmaxf(v627, v628);  // attention.tile:71
      float rd654 = fmaxf(v631, v632);  // attention.tile:71
      float rd655 = fmaxf(v635, v636);  // attention.tile:71
      float rd656 = fmaxf(v639, v640);  // attention.tile:71
      float rd657 = fmaxf(v643, v644);  // attention.tile:71
      float rd658 = fmaxf(v647, v648);  // attention.tile:71
      float rd659 = fmaxf(rd651, rd652);  // attention.tile:71
      float rd660 = fmaxf(rd653, rd654);  // attention.tile:71
      float rd661 = fmaxf(rd655, rd656);  // attention.tile:71
      float rd662 = fmaxf(rd657, rd658);  // attention.tile:71
      float rd663 = fmaxf(rd659, rd660);  // attention.tile:71
      float rd664 = fmaxf(rd661, rd662);  // attention.tile:71
      float rd665 = fmaxf(rd663, rd664);  // attention.tile:71
      float rd666 = fmaxf(v621, v622);  // attention.tile:71
      float rd667 = fmaxf(v625, v626);  // attention.tile:71
      float rd668 = fmaxf(v629, v630);  // attention.tile:71
      float rd669 = fmaxf(v633, v634);  // attention.tile:71
      float rd670 = fmaxf(v637, v638);  // attention.tile:71
      float rd671 = fmaxf(v641, v642);  // attention.tile:71
      float rd672 = fmaxf(v645, v646);  // attention.tile:71
      float rd673 = fmaxf(v649, v650);  // attention.tile:71
      float rd674 = fmaxf(rd666, rd667);  // attention.tile:71
      float rd675 = fmaxf(rd668, rd669);  // attention.tile:71
      float rd676 = fmaxf(rd670, rd671);  // attention.tile:71
      float rd677 = fmaxf(rd672, rd673);  // attention.tile:71
      float rd678 = fmaxf(rd674, rd675);  // attention.tile:71
      float rd679 = fmaxf(rd676, rd677);  // attention.tile:71
      float rd680 = fmaxf(rd678, rd679);  // attention.tile:71
      float rd681 = __shfl_xor_sync(0xffffffffu, rd665, 1);  // attention.tile:71
      float rd682 = fmaxf(rd665, rd681);  // attention.tile:71
      float rd683 = __shfl_xor_sync(0xffffffffu, rd680, 1);  // attention.tile:71
      float rd684 = fmaxf(rd680, rd683);  // attention.tile:71
      float rd685 = __shfl_xor_sync(0xffffffffu, rd682, 2);  // attention.tile:71
      float rd686 = fmaxf(rd682, rd685);  // attention.tile:71
      float rd687 = __shfl_xor_sync(0xffffffffu, rd684, 2);  // attention.tile:71
      float rd688 = fmaxf(rd684, rd687);  // attention.tile:71
      float const v689 = (rd686 * v241);  // attention.tile:71
      float const v690 = (rd688 * v241);  // attention.tile:71
      float const v691 = fmaxf(c294, v689);  // attention.tile:71
      float const v692 = fmaxf(c295, v690);  // attention.tile:71
      float const v693 = (v619 * v241);  // attention.tile:72
      float const v694 = (v620 * v241);  // attention.tile:72
      float const v695 = (v621 * v241);  // attention.tile:72
      float const v696 = (v622 * v241);  // attention.tile:72
      float const v697 = (v623 * v241);  // attention.tile:72
      float const v698 = (v624 * v241);  // attention.tile:72
      float const v699 = (v625 * v241);  // attention.tile:72
      float const v700 = (v626 * v241);  // attention.tile:72
      float const v701 = (v627 * v241);  // attention.tile:72
      float const v702 = (v628 * v241);  // attention.tile:72
      float const v703 = (v629 * v241);  // attention.tile:72
      float const v704 = (v630 * v241);  // attention.tile:72
      float const v705 = (v631 * v241);  // attention.tile:72
      float const v706 = (v632 * v241);  // attention.tile:72
      float const v707 = (v633 * v241);  // attention.tile:72
      float const v708 = (v634 * v241);  // attention.tile:72
      float const v709 = (v635 * v241);  // attention.tile:72
      float const v710 = (v636 * v241);  // attention.tile:72
      float const v711 = (v637 * v241);  // attention.tile:72
      float const v712 = (v638 * v241);  // attention.tile:72
      float const v713 = (v639 * v241);  // attention.tile:72
      float const v714 = (v640 * v241);  // attention.tile:72
      float const v715 = (v641 * v241);  // attention.tile:72
      float const v716 = (v642 * v241);  // attention.tile:72
      float const v717 = (v643 * v241);  // attention.tile:72
      float const v718 = (v644 * v241);  // attention.tile:72
      float const v719 = (v645 * v241);  // attention.tile:72
      float const v720 = (v646 * v241);  // attention.tile:72
      float const v721 = (v647 * v241);  // attention.tile:72
      float const v722 = (v648 * v241);  // attention.tile:72
      float const v723 = (v649 * v241);  // attention.tile:72
      float const v724 = (v650 * v241);  // attention.tile:72
      float const v725 = (v693 - v691);  // attention.tile:72
      float const v726 = (v694 - v691);  // attention.tile:72
      float const v727 = (v695 - v692);  // attention.tile:72
      float const v728 = (v696 - v692);  // attention.tile:72
      float const v729 = (v697 - v691);  // attention.tile:72
      float const v730 = (v698 - v691);  // attention.tile:72
      float const v731 = (v699 - v692);  // attention.tile:72
      float const v732 = (v700 - v692);  // attention.tile:72
      float const v733 = (v701 - v691);  // attention.tile:72
      float const v734 = (v702 - v691);  // attention.tile:72
      float const v735 = (v703 - v692);  // attention.tile:72
      float const v736 = (v704 - v692);  // attention.tile:72
      float const v737 = (v705 - v691);  // attention.tile:72
      float const v738 = (v706 - v691);  // attention.tile:72
      float const v739 = (v707 - v692);  // attention.tile:72
      float const v740 = (v708 - v692);  // attention.tile:72
      float const v741 = (v709 - v691);  // attention.tile:72
      float const v742 = (v710 - v691);  // attention.tile:72
      float const v743 = (v711 - v692);  // attention.tile:72
      float const v744 = (v712 - v692);  // attention.tile:72
      float const v745 = (v713 - v691);  // attention.tile:72
      float const v746 = (v714 - v691);  // attention.tile:72
      float const v747 = (v715 - v692);  // attention.tile:72
      float const v748 = (v716 - v692);  // attention.tile:72
      float const v749 = (v717 - v691);  // attention.tile:72
      float const v750 = (v718 - v691);  // attention.tile:72
      float const v751 = (v719 - v692);  // attention.tile:72
      float const v752 = (v720 - v692);  // attention.tile:72
      float const v753 = (v721 - v691);  // attention.tile:72
      float const v754 = (v722 - v691);  // attention.tile:72
      float const v755 = (v723 - v692);  // attention.tile:72
      float const v756 = (v724 - v692);  // attention.tile:72
      float const v757 = tl_exp2f(v725);  // attention.tile:72
      float const v758 = tl_exp2f(v726);  // attention.tile:72
      float const v759 = tl_exp2f(v727);  // attention.tile:72
      float const v760 = tl_exp2f(v728);  // attention.tile:72
      float const v761 = tl_exp2f(v729);  // attention.tile:72
      float const v762 = tl_exp2f(v730);  // attention.tile:72
      float const v763 = tl_exp2f(v731);  // attention.tile:72
      float const v764 = tl_exp2f(v732);  // attention.tile:72
      float const v765 = tl_exp2f(v733);  // attention.tile:72
      float const v766 = tl_exp2f(v734);  // attention.tile:72
      float const v767 = tl_exp2f(v735);  // attention.tile:72
      float const v768 = tl_exp2f(v736);  // attention.tile:72
      float const v769 = tl_exp2f(v737);  // attention.tile:72
      float const v770 = tl_exp2f(v738);  // attention.tile:72
      float const v771 = tl_exp2f(v739);  // attention.tile:72
      float const v772 = tl_exp2f(v740);  // attention.tile:72
      float const v773 = tl_exp2f(v741);  // attention.tile:72
      float const v774 = tl_exp2f(v742);  // attention.tile:72
      float const v775 = tl_exp2f(v743);  // attention.tile:72
      float const v776 = tl_exp2f(v744);  // attention.tile:72
      float const v777 = tl_exp2f(v745);  // attention.tile:72
      float const v778 = tl_exp2f(v746);  // attention.tile:72
      float const v779 = tl_exp2f(v747);  // attention.tile:72
      float const v780 = tl_exp2f(v748);  // attention.tile:72
      float const v781 = tl_exp2f(v749);  // attention.tile:72
      float const v782 = tl_exp2f(v750);  // attention.tile:72
      float const v783 = tl_exp2f(v751);  // attention.tile:72
      float const v784 = tl_exp2f(v752);  // attention.tile:72
      float const v785 = tl_exp2f(v753);  // attention.tile:72
      float const v786 = tl_exp2f(v754);  // attention.tile:72
      float const v787 = tl_exp2f(v755);  // attention.tile:72
      float const v788 = tl_exp2f(v756);  // attention.tile:72
      float const v789 = (c294 - v691);  // attention.tile:73
      float const v790 = (c295 - v692);  // attention.tile:73
      float const v791 = tl_exp2f(v789);  // attention.tile:73
      float const v792 = tl_exp2f(v790);  // attention.tile:73
      float const v793 = (c260 * v791);  // attention.tile:74
      float const v794 = (c261 * v792);  // attention.tile:74
      float rd795 = (v757 + v758);  // attention.tile:74
      float rd796 = (v761 + v762);  // attention.tile:74
      float rd797 = (v765 + v766);  // attention.tile:74
      float rd798 = (v769 + v770);  // attention.tile:74
      float rd799 = (v773 + v774);  // attention.tile:74
      float rd800 = (v777 + v778);  // attention.tile:74
      float rd801 = (v781 + v782);  // attention.tile:74
      float rd802 = (v785 + v786);  // attention.tile:74
      float rd803 = (rd795 + rd796);  // attention.tile:74
      float rd804 = (rd797 + rd798);  // attention.tile:74
      float rd805 = (rd799 + rd800);  // attention.tile:74
      float rd806 = (rd801 + rd802);  // attention.tile:74
      float rd807 = (rd803 + rd804);  // attention.tile:74
      float rd808 = (rd805 + rd806);  // attention.tile:74
      float rd809 = (rd807 + rd808);  // attention.tile:74
      float rd810 = (v759 + v760);  // attention.tile:74
      float rd811 = (v763 + v764);  // attention.tile:74
      float rd812 = (v767 + v768);  // attention.tile:74
      float rd813 = (v771 + v772);  // attention.tile:74
      float rd814 = (v775 + v776);  // attention.tile:74
      float rd815 = (v779 + v780);  // attention.tile:74
      float rd816 = (v783 + v784);  // attention.tile:74
      float rd817 = (v787 + v788);  // attention.tile:74
      float rd818 = (rd810 + rd811);  // attention.tile:74
      float rd819 = (rd812 + rd813);  // attention.tile:74
      float rd820 = (rd814 + rd815);  // attention.tile:74
      float rd821 = (rd816 + rd817);  // attention.tile:74
      float rd822 = (rd818 + rd819);  // attention.tile:74
      float rd823 = (rd820 + rd821);  // attention.tile:74
      float rd824 = (rd822 + rd823);  // attention.tile:74
      float rd825 = __shfl_xor_sync(0xffffffffu, rd809, 1);  // attention.tile:74
      float rd826 = (rd809 + rd825);  // attention.tile:74
      float rd827 = __shfl_xor_sync(0xffffffffu, rd824, 1);  // attention.tile:74
      float rd828 = (rd824 + rd827);  // attention.tile:74
      float rd829 = __shfl_xor_sync(0xffffffffu, rd826, 2);  // attention.tile:74
      float rd830 = (rd826 + rd829);  // attention.tile:74
      float rd831 = __shfl_xor_sync(0xffffffffu, rd828, 2);  // attention.tile:74
      float rd832 = (rd828 + rd831);  // attention.tile:74
      float const v833 = (v793 + rd830);  // attention.tile:74
      float const v834 = (v794 + rd832);  // attention.tile:74
      int const v835 = ((int)((unsigned int)(v328) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v836 = ((int)((unsigned int)(v329) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v837 = ((int)((unsigned int)(v330) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v838 = ((int)((unsigned int)(v331) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v839 = ((int)((unsigned int)(v332) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v840 = ((int)((unsigned int)(v333) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v841 = ((int)((unsigned int)(v334) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v842 = ((int)((unsigned int)(v335) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v843 = ((int)((unsigned int)(v336) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v844 = ((int)((unsigned int)(v337) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v845 = ((int)((unsigned int)(v338) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v846 = ((int)((unsigned int)(v339) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v847 = ((int)((unsigned int)(v340) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v848 = ((int)((unsigned int)(v341) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v849 = ((int)((unsigned int)(v342) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v850 = ((int)((unsigned int)(v343) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v851 = ((int)((unsigned int)(v344) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v852 = ((int)((unsigned int)(v345) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v853 = ((int)((unsigned int)(v346) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v854 = ((int)((unsigned int)(v347) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v855 = ((int)((unsigned int)(v348) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v856 = ((int)((unsigned int)(v349) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v857 = ((int)((unsigned int)(v350) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v858 = ((int)((unsigned int)(v351) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v859 = ((int)((unsigned int)(v352) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v860 = ((int)((unsigned int)(v353) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v861 = ((int)((unsigned int)(v354) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v862 = ((int)((unsigned int)(v355) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v863 = ((int)((unsigned int)(v356) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v864 = ((int)((unsigned int)(v357) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v865 = ((int)((unsigned int)(v358) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v866 = ((int)((unsigned int)(v359) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      __half* const p867 = (p239 + v835);  // attention.tile:75
      __half* const p868 = (p239 + v836);  // attention.tile:75
      __half* const p869 = (p239 + v837);  // attention.tile:75
      __half* const p870 = (p239 + v838);  // attention.tile:75
      __half* const p871 = (p239 + v839);  // attention.tile:75
      __half* const p872 = (p239 + v840);  // attention.tile:75
      __half* const p873 = (p239 + v841);  // attention.tile:75
      __half* const p874 = (p239 + v842);  // attention.tile:75
      __half* const p875 = (p239 + v843);  // attention.tile:75
      __half* const p876 = (p239 + v844);  // attention.tile:75
      __half* const p877 = (p239 + v845);  // attention.tile:75
      __half* const p878 = (p239 + v846);  // attention.tile:75
      __half* const p879 = (p239 + v847);  // attention.tile:75
      __half* const p880 = (p239 + v848);  // attention.tile:75
      __half* const p881 = (p239 + v849);  // attention.tile:75
      __half* const p882 = (p239 + v850);  // attention.tile:75
      __half* const p883 = (p239 + v851);  // attention.tile:75
      __half* const p884 = (p239 + v852);  // attention.tile:75
      __half* const p885 = (p239 + v853);  // attention.tile:75
      __half* const p886 = (p239 + v854);  // attention.tile:75
      __half* const p887 = (p239 + v855);  // attention.tile:75
      __half* const p888 = (p239 + v856);  // attention.tile:75
      __half* const p889 = (p239 + v857);  // attention.tile:75
      __half* const p890 = (p239 + v858);  // attention.tile:75
      __half* const p891 = (p239 + v859);  // attention.tile:75
      __half* const p892 = (p239 + v860);  // attention.tile:75
      __half* const p893 = (p239 + v861);  // attention.tile:75
      __half* const p894 = (p239 + v862);  // attention.tile:75
      __half* const p895 = (p239 + v863);  // attention.tile:75
      __half* const p896 = (p239 + v864);  // attention.tile:75
      __half* const p897 = (p239 + v865);  // attention.tile:75
      __half* const p898 = (p239 + v866);  // attention.tile:75
      __half* const p899 = (p867 + tl_c0_0);  // attention.tile:75
      __half* const p900 = (p868 + tl_c0_0);  // attention.tile:75
      __half* const p901 = (p869 + tl_c0_0);  // attention.tile:75
      __half* const p902 = (p870 + tl_c0_0);  // attention.tile:75
      __half* const p903 = (p871 + tl_c0_0);  // attention.tile:75
      __half* const p904 = (p872 + tl_c0_0);  // attention.tile:75
      __half* const p905 = (p873 + tl_c0_0);  // attention.tile:75
      __half* const p906 = (p874 + tl_c0_0);  // attention.tile:75
      __half* const p907 = (p875 + tl_c0_0);  // attention.tile:75
      __half* const p908 = (p876 + tl_c0_0);  // attention.tile:75
      __half* const p909 = (p877 + tl_c0_0);  // attention.tile:75
      __half* const p910 = (p878 + tl_c0_0);  // attention.tile:75
      __half* const p911 = (p879 + tl_c0_0);  // attention.tile:75
      __half* const p912 = (p880 + tl_c0_0);  // attention.tile:75
      __half* const p913 = (p881 + tl_c0_0);  // attention.tile:75
      __half* const p914 = (p882 + tl_c0_0);  // attention.tile:75
      __half* const p915 = (p883 + tl_c0_0);  // attention.tile:75
      __half* const p916 = (p884 + tl_c0_0);  // attention.tile:75
      __half* const p917 = (p885 + tl_c0_0);  // attention.tile:75
      __half* const p918 = (p886 + tl_c0_0);  // attention.tile:75
      __half* const p919 = (p887 + tl_c0_0);  // attention.tile:75
      __half* const p920 = (p888 + tl_c0_0);  // attention.tile:75
      __half* const p921 = (p889 + tl_c0_0);  // attention.tile:75
      __half* const p922 = (p890 + tl_c0_0);  // attention.tile:75
      __half* const p923 = (p891 + tl_c0_0);  // attention.tile:75
      __half* const p924 = (p892 + tl_c0_0);  // attention.tile:75
      __half* const p925 = (p893 + tl_c0_0);  // attention.tile:75
      __half* const p926 = (p894 + tl_c0_0);  // attention.tile:75
      __half* const p927 = (p895 + tl_c0_0);  // attention.tile:75
      __half* const p928 = (p896 + tl_c0_0);  // attention.tile:75
      __half* const p929 = (p897 + tl_c0_0);  // attention.tile:75
      __half* const p930 = (p898 + tl_c0_0);  // attention.tile:75
      int const v931 = ((int)((unsigned int)(v4) + (unsigned int)(tl_c0_0)));  // attention.tile:76
      bool const v932 = ((bool)(true & true));  // attention.tile:76
      bool const v933 = ((bool)(true & true));  // attention.tile:76
      bool const v934 = ((bool)(true & true));  // attention.tile:76
      bool const v935 = ((bool)(true & true));  // attention.tile:76
      bool const v936 = ((bool)(true & true));  // attention.tile:76
      bool const v937 = ((bool)(true & true));  // attention.tile:76
      bool const v938 = ((bool)(true & true));  // attention.tile:76
      bool const v939 = ((bool)(true & true));  // attention.tile:76
      bool const v940 = ((bool)(true & true));  // attention.tile:76
      bool const v941 = ((bool)(true & true));  // attention.tile:76
      bool const v942 = ((bool)(true & true));  // attention.tile:76
      bool const v943 = ((bool)(true & true));  // attention.tile:76
      bool const v944 = ((bool)(true & true));  // attention.tile:76
      bool const v945 = ((bool)(true & true));  // attention.tile:76
      bool const v946 = ((bool)(true & true));  // attention.tile:76
      bool const v947 = ((bool)(true & true));  // attention.tile:76
      bool const v948 = ((bool)(true & true));  // attention.tile:76
      bool const v949 = ((bool)(true & true));  // attention.tile:76
      bool const v950 = ((bool)(true & true));  // attention.tile:76
      bool const v951 = ((bool)(true & true));  // attention.tile:76
      bool const v952 = ((bool)(true & true));  // attention.tile:76
      bool const v953 = ((bool)(true & true));  // attention.tile:76
      bool const v954 = ((bool)(true & true));  // attention.tile:76
      bool const v955 = ((bool)(true & true));  // attention.tile:76
      bool const v956 = ((bool)(true & true));  // attention.tile:76
      bool const v957 = ((bool)(true & true));  // attention.tile:76
      bool const v958 = ((bool)(true & true));  // attention.tile:76
      bool const v959 = ((bool)(true & true));  // attention.tile:76
      bool const v960 = ((bool)(true & true));  // attention.tile:76
      bool const v961 = ((bool)(true & true));  // attention.tile:76
      bool const v962 = ((bool)(true & true));  // attention.tile:76
      bool const v963 = ((bool)(true & true));  // attention.tile:76
      const __half ld964 = v932 ? *p899 : k201;  // attention.tile:75
      const __half ld965 = v933 ? *p900 : k201;  // attention.tile:75
      const __half ld966 = v934 ? *p901 : k201;  // attention.tile:75
      const __half ld967 = v935 ? *p902 : k201;  // attention.tile:75
      const __half ld968 = v936 ? *p903 : k201;  // attention.tile:75
      const __half ld969 = v937 ? *p904 : k201;  // attention.tile:75
      const __half ld970 = v938 ? *p905 : k201;  // attention.tile:75
      const __half ld971 = v939 ? *p906 : k201;  // attention.tile:75
      const __half ld972 = v940 ? *p907 : k201;  // attention.tile:75
      const __half ld973 = v941 ? *p908 : k201;  // attention.tile:75
      const __half ld974 = v942 ? *p909 : k201;  // attention.tile:75
      const __half ld975 = v943 ? *p910 : k201;  // attention.tile:75
      const __half ld976 = v944 ? *p911 : k201;  // attention.tile:75
      const __half ld977 = v945 ? *p912 : k201;  // attention.tile:75
      const __half ld978 = v946 ? *p913 : k201;  // attention.tile:75
      const __half ld979 = v947 ? *p914 : k201;  // attention.tile:75
      const __half ld980 = v948 ? *p915 : k201;  // attention.tile:75
      const __half ld981 = v949 ? *p916 : k201;  // attention.tile:75
      const __half ld982 = v950 ? *p917 : k201;  // attention.tile:75
      const __half ld983 = v951 ? *p918 : k201;  // attention.tile:75
      const __half ld984 = v952 ? *p919 : k201;  // attention.tile:75
      const __half ld985 = v953 ? *p920 : k201;  // attention.tile:75
      const __half ld986 = v954 ? *p921 : k201;  // attention.tile:75
      const __half ld987 = v955 ? *p922 : k201;  // attention.tile:75
      const __half ld988 = v956 ? *p923 : k201;  // attention.tile:75
      const __half ld989 = v957 ? *p924 : k201;  // attention.tile:75
      const __half ld990 = v958 ? *p925 : k201;  // attention.tile:75
      const __half ld991 = v959 ? *p926 : k201;  // attention.tile:75
      const __half ld992 = v960 ? *p927 : k201;  // attention.tile:75
      const __half ld993 = v961 ? *p928 : k201;  // attention.tile:75
      const __half ld994 = v962 ? *p929 : k201;  // attention.tile:75
      const __half ld995 = v963 ? *p930 : k201;  // attention.tile:75
      __half const v996 = __float2half_rn(v757);  // attention.tile:77
      __half const v997 = __float2half_rn(v758);  // attention.tile:77
      __half const v998 = __float2half_rn(v759);  // attention.tile:77
      __half const v999 = __float2half_rn(v760);  // attention.tile:77
      __half const v1000 = __float2half_rn(v761);  // attention.tile:77
      __half const v1001 = __float2half_rn(v762);  // attention.tile:77
      __half const v1002 = __float2half_rn(v763);  // attention.tile:77
      __half const v1003 = __float2half_rn(v764);  // attention.tile:77
      __half const v1004 = __float2half_rn(v765);  // attention.tile:77
      __half const v1005 = __float2half_rn(v766);  // attention.tile:77
      __half const v1006 = __float2half_rn(v767);  // attention.tile:77
      __half const v1007 = __float2half_rn(v768);  // attention.tile:77
      __half const v1008 = __float2half_rn(v769);  // attention.tile:77
      __half const v1009 = __float2half_rn(v770);  // attention.tile:77
      __half const v1010 = __float2half_rn(v771);  // attention.tile:77
      __half const v1011 = __float2half_rn(v772);  // attention.tile:77
      __half const v1012 = __float2half_rn(v773);  // attention.tile:77
      __half const v1013 = __float2half_rn(v774);  // attention.tile:77
      __half const v1014 = __float2half_rn(v775);  // attention.tile:77
      __half const v1015 = __float2half_rn(v776);  // attention.tile:77
      __half const v1016 = __float2half_rn(v777);  // attention.tile:77
      __half const v1017 = __float2half_rn(v778);  // attention.tile:77
      __half const v1018 = __float2half_rn(v779);  // attention.tile:77
      __half const v1019 = __float2half_rn(v780);  // attention.tile:77
      __half const v1020 = __float2half_rn(v781);  // attention.tile:77
      __half const v1021 = __float2half_rn(v782);  // attention.tile:77
      __half const v1022 = __float2half_rn(v783);  // attention.tile:77
      __half const v1023 = __float2half_rn(v784);  // attention.tile:77
      __half const v1024 = __float2half_rn(v785);  // attention.tile:77
      __half const v1025 = __float2half_rn(v786);  // attention.tile:77
      __half const v1026 = __float2half_rn(v787);  // attention.tile:77
      __half const v1027 = __float2half_rn(v788);  // attention.tile:77
      float const v1028 = (c262 * v791);  // attention.tile:77
      float const v1029 = (c263 * v791);  // attention.tile:77
      float const v1030 = (c264 * v792);  // attention.tile:77
      float const v1031 = (c265 * v792);  // attention.tile:77
      float const v1032 = (c266 * v791);  // attention.tile:77
      float const v1033 = (c267 * v791);  // attention.tile:77
      float const v1034 = (c268 * v792);  // attention.tile:77
      float const v1035 = (c269 * v792);  // attention.tile:77
      float const v1036 = (c270 * v791);  // attention.tile:77
      float const v1037 = (c271 * v791);  // attention.tile:77
      float const v1038 = (c272 * v792);  // attention.tile:77
      float const v1039 = (c273 * v792);  // attention.tile:77
      float const v1040 = (c274 * v791);  // attention.tile:77
      float const v1041 = (c275 * v791);  // attention.tile:77
      float const v1042 = (c276 * v792);  // attention.tile:77
      float const v1043 = (c277 * v792);  // attention.tile:77
      float const v1044 = (c278 * v791);  // attention.tile:77
      float const v1045 = (c279 * v791);  // attention.tile:77
      float const v1046 = (c280 * v792);  // attention.tile:77
      float const v1047 = (c281 * v792);  // attention.tile:77
      float const v1048 = (c282 * v791);  // attention.tile:77
      float const v1049 = (c283 * v791);  // attention.tile:77
      float const v1050 = (c284 * v792);  // attention.tile:77
      float const v1051 = (c285 * v792);  // attention.tile:77
      float const v1052 = (c286 * v791);  // attention.tile:77
      float const v1053 = (c287 * v791);  // attention.tile:77
      float const v1054 = (c288 * v792);  // attention.tile:77
      float const v1055 = (c289 * v792);  // attention.tile:77
      float const v1056 = (c290 * v791);  // attention.tile:77
      float const v1057 = (c291 * v791);  // attention.tile:77
      float const v1058 = (c292 * v792);  // attention.tile:77
      float const v1059 = (c293 * v792);  // attention.tile:77
      __syncthreads();  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c2_0) * 128 + ((((tl_c2_1) >> 3) ^ ((tl_c2_0) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld964;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 2)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 2)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld965;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 4)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 4)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld966;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 6)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 6)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld967;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 8)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 8)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld968;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 10)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 10)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld969;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 12)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 12)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld970;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 14)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 14)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld971;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 16)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 16)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld972;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 18)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 18)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld973;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 20)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 20)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld974;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 22)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 22)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld975;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 24)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 24)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld976;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 26)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 26)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld977;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 28)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 28)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld978;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 30)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 30)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld979;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 32)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 32)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld980;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 34)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 34)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld981;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 36)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 36)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld982;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 38)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 38)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld983;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 40)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 40)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld984;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 42)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 42)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld985;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 44)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 44)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld986;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 46)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 46)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld987;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 48)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 48)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld988;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 50)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 50)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld989;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 52)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 52)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld990;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 54)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 54)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld991;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 56)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 56)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld992;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 58)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 58)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld993;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 60)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 60)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld994;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 62)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 62)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld995;  // attention.tile:77
      __syncthreads();  // attention.tile:77
      // dot on tensor cores: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32, warps [4, 1], 8 block(s) per warp  // attention.tile:77
      float acc1060 = v1028;  // attention.tile:77
      float acc1061 = v1029;  // attention.tile:77
      float acc1062 = v1030;  // attention.tile:77
      float acc1063 = v1031;  // attention.tile:77
      float acc1064 = v1032;  // attention.tile:77
      float acc1065 = v1033;  // attention.tile:77
      float acc1066 = v1034;  // attention.tile:77
      float acc1067 = v1035;  // attention.tile:77
      float acc1068 = v1036;  // attention.tile:77
      float acc1069 = v1037;  // attention.tile:77
      float acc1070 = v1038;  // attention.tile:77
      float acc1071 = v1039;  // attention.tile:77
      float acc1072 = v1040;  // attention.tile:77
      float acc1073 = v1041;  // attention.tile:77
      float acc1074 = v1042;  // attention.tile:77
      float acc1075 = v1043;  // attention.tile:77
      float acc1076 = v1044;  // attention.tile:77
      float acc1077 = v1045;  // attention.tile:77
      float acc1078 = v1046;  // attention.tile:77
      float acc1079 = v1047;  // attention.tile:77
      float acc1080 = v1048;  // attention.tile:77
      float acc1081 = v1049;  // attention.tile:77
      float acc1082 = v1050;  // attention.tile:77
      float acc1083 = v1051;  // attention.tile:77
      float acc1084 = v1052;  // attention.tile:77
      float acc1085 = v1053;  // attention.tile:77
      float acc1086 = v1054;  // attention.tile:77
      float acc1087 = v1055;  // attention.tile:77
      float acc1088 = v1056;  // attention.tile:77
      float acc1089 = v1057;  // attention.tile:77
      float acc1090 = v1058;  // attention.tile:77
      float acc1091 = v1059;  // attention.tile:77
      unsigned fr1093, fr1094, fr1095, fr1096;  // attention.tile:77
      tl_ldsm4t((tl_sbase + 0) + lm1092_r + 0 + (((lm1092_c + 0) ^ lm1092_s) << 4), fr1093, fr1094, fr1095, fr1096);  // attention.tile:77
      unsigned fr1097, fr1098, fr1099, fr1100;  // attention.tile:77
      tl_ldsm4t((tl_sbase + 0) + lm1092_r + 0 + (((lm1092_c + 2) ^ lm1092_s) << 4), fr1097, fr1098, fr1099, fr1100);  // attention.tile:77
      unsigned fr1101, fr1102, fr1103, fr1104;  // attention.tile:77
      tl_ldsm4t((tl_sbase + 0) + lm1092_r + 0 + (((lm1092_c + 4) ^ lm1092_s) << 4), fr1101, fr1102, fr1103, fr1104);  // attention.tile:77
      unsigned fr1105, fr1106, fr1107, fr1108;  // attention.tile:77
      tl_ldsm4t((tl_sbase + 0) + lm1092_r + 0 + (((lm1092_c + 6) ^ lm1092_s) << 4), fr1105, fr1106, fr1107, fr1108);  // attention.tile:77
      const unsigned fr1109 = tl_pack_h2(v996, v997);  // attention.tile:77
      const unsigned fr1110 = tl_pack_h2(v998, v999);  // attention.tile:77
      const unsigned fr1111 = tl_pack_h2(v1000, v1001);  // attention.tile:77
      const unsigned fr1112 = tl_pack_h2(v1002, v1003);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc1060, acc1061, acc1062, acc1063, fr1109, fr1110, fr1111, fr1112, fr1093, fr1094);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc1064, acc1065, acc1066, acc1067, fr1109, fr1110, fr1111, fr1112, fr1095, fr1096);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc1068, acc1069, acc1070, acc1071, fr1109, fr1110, fr1111, fr1112, fr1097, fr1098);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc1072, acc1073, acc1074, acc1075, fr1109, fr1110, fr1111, fr1112, fr1099, fr1100);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc1076, acc1077, acc1078, acc1079, fr1109, fr1110, fr1111, fr1112, fr1101, fr1102);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc1080, acc1081, acc1082, acc1083, fr1109, fr1110, fr1111, fr1112, fr1103, fr1104);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc1084, acc1085, acc1086, acc1087, fr1109, fr1110, fr1111, fr1112, fr1105, fr1106);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc1088, acc1089, acc1090, acc1091, fr1109, fr1110, fr1111, fr1112, fr1107, fr1108);  // attention.tile:77
      unsigned fr1113, fr1114, fr1115, fr1116;  // attention.tile:77
      tl_ldsm4t((tl_sbase + 0) + lm1092_r + 2048 + (((lm1092_c + 0) ^ lm1092_s) << 4), fr1113, fr1114, fr1115, fr1116);  // attention.tile:77
      unsigned fr1117, fr1118, fr1119, fr1120;  // attention.tile:77
      tl_ldsm4t((tl_sbase + 0) + lm1092_r + 2048 + (((lm1092_c + 2) ^ lm1092_s) << 4), fr1117, fr1118, fr1119, fr1120);  // attention.tile:77
      unsigned fr1121, fr1122, fr1123, fr1124;  // attention.tile:77
      tl_ldsm4t((tl_sbase + 0) + lm1092_r + 2048 + (((lm1092_c + 4) ^ lm1092_s) << 4), fr1121, fr1122, fr1123, fr1124);  // attention.tile:77
      unsigned fr1125, fr1126, fr1127, fr1128;  // attention.tile:77
      tl_ldsm4t((tl_sbase + 0) + lm1092_r + 2048 + (((lm1092_c + 6) ^ lm1092_s) << 4), fr1125, fr1126, fr1127, fr1128);  // attention.tile:77
      const unsigned fr1129 = tl_pack_h2(v1004, v1005);  // attention.tile:77
      const unsigned fr1130 = tl_pack_h2(v1006, v1007);  // attention.tile:77
      const unsigned fr1131 = tl_pack_h2(v1008, v1009);  // attention.tile:77
      const unsigned fr1132 = tl_pack_h2(v1010, v1011);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc1060, acc1061, acc1062, acc1063, fr1129, fr1130, fr1131, fr1132, fr1113, fr1114);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc1064, acc1065, acc1066, acc1067, fr1129, fr1130, fr1131, fr1132, fr1115, fr1116);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc1068, acc1069, acc1070, acc1071, fr1129, fr1130, fr1131, fr1132, fr1117, fr1118);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc1072, acc1073, acc1074, acc1075, fr1129, fr1130, fr1131, fr1132, fr1119, fr1120);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc1076, acc1077, acc1078, acc1079, fr1129, fr1130, fr1131, fr1132, fr1121, fr1122);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc1080, acc1081, acc1082, acc1083, fr1129, fr1130, fr1131, fr1132, fr1123, fr1124);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc1084, acc1085, acc1086, acc1087, fr1129, fr1130, fr1131, fr1132, fr1125, fr1126);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc1088, acc1089, acc1090, acc1091, fr1129, fr1130, fr1131, fr1132, fr1127, fr1128);  // attention.tile:77
      unsigned fr1133, fr1134, fr1135, fr1136;  // attention.tile:77
      tl_ldsm4t((tl_sbase + 0) + lm1092_r + 4096 + (((lm1092_c + 0) ^ lm1092_s) << 4), fr1133, fr1134, fr1135, fr1136);  // attention.tile:77
      unsigned fr1137, fr1138, fr1139, fr1140;  // attention.tile:77
      tl_ldsm4t((tl_sbase + 0) + lm1092_r + 4096 + (((lm1092_c + 2) ^ lm1092_s) << 4), fr1137, fr1138, fr1139, fr1140);  // attention.tile:77
      unsigned fr1141, fr1142, fr1143, fr1144;  // attention.tile:77
      tl_ldsm4t((tl_sbase + 0) + lm1092_r + 4096 + (((lm1092_c + 4) ^ lm1092_s) << 4), fr1141, fr1142, fr1143, fr1144);  // attention.tile:77
      unsigned fr1145, fr1146, fr1147, fr1148;  // attention.tile:77
      tl_ldsm4t((tl_sbase + 0) + lm1092_r + 4096 + (((lm1092_c + 6) ^ lm1092_s) << 4), fr1145, fr1146, fr1147, fr1148);  // attention.tile:77
      const unsigned fr1149 = tl_pack_h2(v1012, v1013);  // attention.tile:77
      const unsigned fr1150 = tl_pack_h2(v1014, v1015);  // attention.tile:77
      const unsigned fr1151 = tl_pack_h2(v1016, v1017);  // attention.tile:77
      const unsigned fr1152 = tl_pack_h2(v1018, v1019);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc1060, acc1061, acc1062, acc1063, fr1149, fr1150, fr1151, fr1152, fr1133, fr1134);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc1064, acc1065, acc1066, acc1067, fr1149, fr1150, fr1151, fr1152, fr1135, fr1136);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc1068, acc1069, acc1070, acc1071, fr1149, fr1150, fr1151, fr1152, fr1137, fr1138);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc1072, acc1073, acc1074, acc1075, fr1149, fr1150, fr1151, fr1152, fr1139, fr1140);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc1076, acc1077, acc1078, acc1079, fr1149, fr1150, fr1151, fr1152, fr1141, fr1142);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc1080, acc1081, acc1082, acc1083, fr1149, fr1150, fr1151, fr1152, fr1143, fr1144);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc1084, acc1085, acc1086, acc1087, fr1149, fr1150, fr1151, fr1152, fr1145, fr1146);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc1088, acc1089, acc1090, acc1091, fr1149, fr1150, fr1151, fr1152, fr1147, fr1148);  // attention.tile:77
      unsigned fr1153, fr1154, fr1155, fr1156;  // attention.tile:77
      tl_ldsm4t((tl_sbase + 0) + lm1092_r + 6144 + (((lm1092_c + 0) ^ lm1092_s) << 4), fr1153, fr1154, fr1155, fr1156);  // attention.tile:77
      unsigned fr1157, fr1158, fr1159, fr1160;  // attention.tile:77
      tl_ldsm4t((tl_sbase + 0) + lm1092_r + 6144 + (((lm1092_c + 2) ^ lm1092_s) << 4), fr1157, fr1158, fr1159, fr1160);  // attention.tile:77
      unsigned fr1161, fr1162, fr1163, fr1164;  // attention.tile:77
      tl_ldsm4t((tl_sbase + 0) + lm1092_r + 6144 + (((lm1092_c + 4) ^ lm1092_s) << 4), fr1161, fr1162, fr1163, fr1164);  // attention.tile:77
      unsigned fr1165, fr1166, fr1167, fr1168;  // attention.tile:77
      tl_ldsm4t((tl_sbase + 0) + lm1092_r + 6144 + (((lm1092_c + 6) ^ lm1092_s) << 4), fr1165, fr1166, fr1167, fr1168);  // attention.tile:77
      const unsigned fr1169 = tl_pack_h2(v1020, v1021);  // attention.tile:77
      const unsigned fr1170 = tl_pack_h2(v1022, v1023);  // attention.tile:77
      const unsigned fr1171 = tl_pack_h2(v1024, v1025);  // attention.tile:77
      const unsigned fr1172 = tl_pack_h2(v1026, v1027);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc1060, acc1061, acc1062, acc1063, fr1169, fr1170, fr1171, fr1172, fr1153, fr1154);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc1064, acc1065, acc1066, acc1067, fr1169, fr1170, fr1171, fr1172, fr1155, fr1156);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc1068, acc1069, acc1070, acc1071, fr1169, fr1170, fr1171, fr1172, fr1157, fr1158);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc1072, acc1073, acc1074, acc1075, fr1169, fr1170, fr1171, fr1172, fr1159, fr1160);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc1076, acc1077, acc1078, acc1079, fr1169, fr1170, fr1171, fr1172, fr1161, fr1162);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc1080, acc1081, acc1082, acc1083, fr1169, fr1170, fr1171, fr1172, fr1163, fr1164);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc1084, acc1085, acc1086, acc1087, fr1169, fr1170, fr1171, fr1172, fr1165, fr1166);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc1088, acc1089, acc1090, acc1091, fr1169, fr1170, fr1171, fr1172, fr1167, fr1168);  // attention.tile:77
      c260 = v833;  // attention.tile:60
      c261 = v834;  // attention.tile:60
      c262 = acc1060;  // attention.tile:60
      c263 = acc1061;  // attention.tile:60
      c264 = acc1062;  // attention.tile:60
      c265 = acc1063;  // attention.tile:60
      c266 = acc1064;  // attention.tile:60
      c267 = acc1065;  // attention.tile:60
      c268 = acc1066;  // attention.tile:60
      c269 = acc1067;  // attention.tile:60
      c270 = acc1068;  // attention.tile:60
      c271 = acc1069;  // attention.tile:60
      c272 = acc1070;  // attention.tile:60
      c273 = acc1071;  // attention.tile:60
      c274 = acc1072;  // attention.tile:60
      c275 = acc1073;  // attention.tile:60
      c276 = acc1074;  // attention.tile:60
      c277 = acc1075;  // attention.tile:60
      c278 = acc1076;  // attention.tile:60
      c279 = acc1077;  // attention.tile:60
      c280 = acc1078;  // attention.tile:60
      c281 = acc1079;  // attention.tile:60
      c282 = acc1080;  // attention.tile:60
      c283 = acc1081;  // attention.tile:60
      c284 = acc1082;  // attention.tile:60
      c285 = acc1083;  // attention.tile:60
      c286 = acc1084;  // attention.tile:60
      c287 = acc1085;  // attention.tile:60
      c288 = acc1086;  // attention.tile:60
      c289 = acc1087;  // attention.tile:60
      c290 = acc1088;  // attention.tile:60
      c291 = acc1089;  // attention.tile:60
      c292 = acc1090;  // attention.tile:60
      c293 = acc1091;  // attention.tile:60
      c294 = v691;  // attention.tile:60
      c295 = v692;  // attention.tile:60
    } else {  // the body as written  // attention.tile:60
      int const ar1173 = (tl_c1_0 + 2);  // attention.tile:61
      int const ar1174 = (tl_c1_0 + 4);  // attention.tile:61
      int const ar1175 = (tl_c1_0 + 6);  // attention.tile:61
      int const ar1176 = (tl_c1_0 + 8);  // attention.tile:61
      int const ar1177 = (tl_c1_0 + 10);  // attention.tile:61
      int const ar1178 = (tl_c1_0 + 12);  // attention.tile:61
      int const ar1179 = (tl_c1_0 + 14);  // attention.tile:61
      int const ar1180 = (tl_c1_0 + 16);  // attention.tile:61
      int const ar1181 = (tl_c1_0 + 18);  // attention.tile:61
      int const ar1182 = (tl_c1_0 + 20);  // attention.tile:61
      int const ar1183 = (tl_c1_0 + 22);  // attention.tile:61
      int const ar1184 = (tl_c1_0 + 24);  // attention.tile:61
      int const ar1185 = (tl_c1_0 + 26);  // attention.tile:61
      int const ar1186 = (tl_c1_0 + 28);  // attention.tile:61
      int const ar1187 = (tl_c1_0 + 30);  // attention.tile:61
      int const ar1188 = (tl_c1_0 + 32);  // attention.tile:61
      int const ar1189 = (tl_c1_0 + 34);  // attention.tile:61
      int const ar1190 = (tl_c1_0 + 36);  // attention.tile:61
      int const ar1191 = (tl_c1_0 + 38);  // attention.tile:61
      int const ar1192 = (tl_c1_0 + 40);  // attention.tile:61
      int const ar1193 = (tl_c1_0 + 42);  // attention.tile:61
      int const ar1194 = (tl_c1_0 + 44);  // attention.tile:61
      int const ar1195 = (tl_c1_0 + 46);  // attention.tile:61
      int const ar1196 = (tl_c1_0 + 48);  // attention.tile:61
      int const ar1197 = (tl_c1_0 + 50);  // attention.tile:61
      int const ar1198 = (tl_c1_0 + 52);  // attention.tile:61
      int const ar1199 = (tl_c1_0 + 54);  // attention.tile:61
      int const ar1200 = (tl_c1_0 + 56);  // attention.tile:61
      int const ar1201 = (tl_c1_0 + 58);  // attention.tile:61
      int const ar1202 = (tl_c1_0 + 60);  // attention.tile:61
      int const ar1203 = (tl_c1_0 + 62);  // attention.tile:61
      int const v1204 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(tl_c1_0)));  // attention.tile:61
      int const v1205 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar1173)));  // attention.tile:61
      int const v1206 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar1174)));  // attention.tile:61
      int const v1207 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar1175)));  // attention.tile:61
      int const v1208 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar1176)));  // attention.tile:61
      int const v1209 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar1177)));  // attention.tile:61
      int const v1210 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar1178)));  // attention.tile:61
      int const v1211 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar1179)));  // attention.tile:61
      int const v1212 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar1180)));  // attention.tile:61
      int const v1213 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar1181)));  // attention.tile:61
      int const v1214 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar1182)));  // attention.tile:61
      int const v1215 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar1183)));  // attention.tile:61
      int const v1216 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar1184)));  // attention.tile:61
      int const v1217 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar1185)));  // attention.tile:61
      int const v1218 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar1186)));  // attention.tile:61
      int const v1219 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar1187)));  // attention.tile:61
      int const v1220 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar1188)));  // attention.tile:61
      int const v1221 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar1189)));  // attention.tile:61
      int const v1222 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar1190)));  // attention.tile:61
      int const v1223 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar1191)));  // attention.tile:61
      int const v1224 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar1192)));  // attention.tile:61
      int const v1225 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar1193)));  // attention.tile:61
      int const v1226 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar1194)));  // attention.tile:61
      int const v1227 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar1195)));  // attention.tile:61
      int const v1228 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar1196)));  // attention.tile:61
      int const v1229 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar1197)));  // attention.tile:61
      int const v1230 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar1198)));  // attention.tile:61
      int const v1231 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar1199)));  // attention.tile:61
      int const v1232 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar1200)));  // attention.tile:61
      int const v1233 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar1201)));  // attention.tile:61
      int const v1234 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar1202)));  // attention.tile:61
      int const v1235 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar1203)));  // attention.tile:61
      int const ar1236 = (tl_c6_0 + 1);  // attention.tile:62
      int const ar1237 = (tl_c6_0 + 8);  // attention.tile:62
      int const ar1238 = (tl_c6_0 + 9);  // attention.tile:62
      int const ar1239 = (tl_c6_0 + 16);  // attention.tile:62
      int const ar1240 = (tl_c6_0 + 17);  // attention.tile:62
      int const ar1241 = (tl_c6_0 + 24);  // attention.tile:62
      int const ar1242 = (tl_c6_0 + 25);  // attention.tile:62
      int const ar1243 = (tl_c6_0 + 32);  // attention.tile:62
      int const ar1244 = (tl_c6_0 + 33);  // attention.tile:62
      int const ar1245 = (tl_c6_0 + 40);  // attention.tile:62
      int const ar1246 = (tl_c6_0 + 41);  // attention.tile:62
      int const ar1247 = (tl_c6_0 + 48);  // attention.tile:62
      int const ar1248 = (tl_c6_0 + 49);  // attention.tile:62
      int const ar1249 = (tl_c6_0 + 56);  // attention.tile:62
      int const ar1250 = (tl_c6_0 + 57);  // attention.tile:62
      int const v1251 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(tl_c6_0)));  // attention.tile:62
      int const v1252 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar1236)));  // attention.tile:62
      int const v1253 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar1237)));  // attention.tile:62
      int const v1254 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar1238)));  // attention.tile:62
      int const v1255 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar1239)));  // attention.tile:62
      int const v1256 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar1240)));  // attention.tile:62
      int const v1257 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar1241)));  // attention.tile:62
      int const v1258 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar1242)));  // attention.tile:62
      int const v1259 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar1243)));  // attention.tile:62
      int const v1260 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar1244)));  // attention.tile:62
      int const v1261 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar1245)));  // attention.tile:62
      int const v1262 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar1246)));  // attention.tile:62
      int const v1263 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar1247)));  // attention.tile:62
      int const v1264 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar1248)));  // attention.tile:62
      int const v1265 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar1249)));  // attention.tile:62
      int const v1266 = ((int)((unsigned int)(((int)iv296)) + (unsigned int)(ar1250)));  // attention.tile:62
      bool const v1267 = (v1251 < p_seq_len);  // attention.tile:62
      bool const v1268 = (v1252 < p_seq_len);  // attention.tile:62
      bool const v1269 = (v1253 < p_seq_len);  // attention.tile:62
      bool const v1270 = (v1254 < p_seq_len);  // attention.tile:62
      bool const v1271 = (v1255 < p_seq_len);  // attention.tile:62
      bool const v1272 = (v1256 < p_seq_len);  // attention.tile:62
      bool const v1273 = (v1257 < p_seq_len);  // attention.tile:62
      bool const v1274 = (v1258 < p_seq_len);  // attention.tile:62
      bool const v1275 = (v1259 < p_seq_len);  // attention.tile:62
      bool const v1276 = (v1260 < p_seq_len);  // attention.tile:62
      bool const v1277 = (v1261 < p_seq_len);  // attention.tile:62
      bool const v1278 = (v1262 < p_seq_len);  // attention.tile:62
      bool const v1279 = (v1263 < p_seq_len);  // attention.tile:62
      bool const v1280 = (v1264 < p_seq_len);  // attention.tile:62
      bool const v1281 = (v1265 < p_seq_len);  // attention.tile:62
      bool const v1282 = (v1266 < p_seq_len);  // attention.tile:62
      int const v1283 = ((int)((unsigned int)(v1204) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v1284 = ((int)((unsigned int)(v1205) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v1285 = ((int)((unsigned int)(v1206) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v1286 = ((int)((unsigned int)(v1207) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v1287 = ((int)((unsigned int)(v1208) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v1288 = ((int)((unsigned int)(v1209) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v1289 = ((int)((unsigned int)(v1210) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v1290 = ((int)((unsigned int)(v1211) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v1291 = ((int)((unsigned int)(v1212) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v1292 = ((int)((unsigned int)(v1213) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v1293 = ((int)((unsigned int)(v1214) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v1294 = ((int)((unsigned int)(v1215) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v1295 = ((int)((unsigned int)(v1216) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v1296 = ((int)((unsigned int)(v1217) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v1297 = ((int)((unsigned int)(v1218) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v1298 = ((int)((unsigned int)(v1219) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v1299 = ((int)((unsigned int)(v1220) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v1300 = ((int)((unsigned int)(v1221) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v1301 = ((int)((unsigned int)(v1222) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v1302 = ((int)((unsigned int)(v1223) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v1303 = ((int)((unsigned int)(v1224) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v1304 = ((int)((unsigned int)(v1225) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v1305 = ((int)((unsigned int)(v1226) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v1306 = ((int)((unsigned int)(v1227) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v1307 = ((int)((unsigned int)(v1228) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v1308 = ((int)((unsigned int)(v1229) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v1309 = ((int)((unsigned int)(v1230) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v1310 = ((int)((unsigned int)(v1231) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v1311 = ((int)((unsigned int)(v1232) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v1312 = ((int)((unsigned int)(v1233) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v1313 = ((int)((unsigned int)(v1234) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v1314 = ((int)((unsigned int)(v1235) * (unsigned int)(p_stride_km)));  // attention.tile:63
      __half* const p1315 = (p236 + v1283);  // attention.tile:63
      __half* const p1316 = (p236 + v1284);  // attention.tile:63
      __half* const p1317 = (p236 + v1285);  // attention.tile:63
      __half* const p1318 = (p236 + v1286);  // attention.tile:63
      __half* const p1319 = (p236 + v1287);  // attention.tile:63
      __half* const p1320 = (p236 + v1288);  // attention.tile:63
      __half* const p1321 = (p236 + v1289);  // attention.tile:63
      __half* const p1322 = (p236 + v1290);  // attention.tile:63
      __half* const p1323 = (p236 + v1291);  // attention.tile:63
      __half* const p1324 = (p236 + v1292);  // attention.tile:63
      __half* const p1325 = (p236 + v1293);  // attention.tile:63
      __half* const p1326 = (p236 + v1294);  // attention.tile:63
      __half* const p1327 = (p236 + v1295);  // attention.tile:63
      __half* const p1328 = (p236 + v1296);  // attention.tile:63
      __half* const p1329 = (p236 + v1297);  // attention.tile:63
      __half* const p1330 = (p236 + v1298);  // attention.tile:63
      __half* const p1331 = (p236 + v1299);  // attention.tile:63
      __half* const p1332 = (p236 + v1300);  // attention.tile:63
      __half* const p1333 = (p236 + v1301);  // attention.tile:63
      __half* const p1334 = (p236 + v1302);  // attention.tile:63
      __half* const p1335 = (p236 + v1303);  // attention.tile:63
      __half* const p1336 = (p236 + v1304);  // attention.tile:63
      __half* const p1337 = (p236 + v1305);  // attention.tile:63
      __half* const p1338 = (p236 + v1306);  // attention.tile:63
      __half* const p1339 = (p236 + v1307);  // attention.tile:63
      __half* const p1340 = (p236 + v1308);  // attention.tile:63
      __half* const p1341 = (p236 + v1309);  // attention.tile:63
      __half* const p1342 = (p236 + v1310);  // attention.tile:63
      __half* const p1343 = (p236 + v1311);  // attention.tile:63
      __half* const p1344 = (p236 + v1312);  // attention.tile:63
      __half* const p1345 = (p236 + v1313);  // attention.tile:63
      __half* const p1346 = (p236 + v1314);  // attention.tile:63
      __half* const p1347 = (p1315 + tl_c0_0);  // attention.tile:63
      __half* const p1348 = (p1316 + tl_c0_0);  // attention.tile:63
      __half* const p1349 = (p1317 + tl_c0_0);  // attention.tile:63
      __half* const p1350 = (p1318 + tl_c0_0);  // attention.tile:63
      __half* const p1351 = (p1319 + tl_c0_0);  // attention.tile:63
      __half* const p1352 = (p1320 + tl_c0_0);  // attention.tile:63
      __half* const p1353 = (p1321 + tl_c0_0);  // attention.tile:63
      __half* const p1354 = (p1322 + tl_c0_0);  // attention.tile:63
      __half* const p1355 = (p1323 + tl_c0_0);  // attention.tile:63
      __half* const p1356 = (p1324 + tl_c0_0);  // attention.tile:63
      __half* const p1357 = (p1325 + tl_c0_0);  // attention.tile:63
      __half* const p1358 = (p1326 + tl_c0_0);  // attention.tile:63
      __half* const p1359 = (p1327 + tl_c0_0);  // attention.tile:63
      __half* const p1360 = (p1328 + tl_c0_0);  // attention.tile:63
      __half* const p1361 = (p1329 + tl_c0_0);  // attention.tile:63
      __half* const p1362 = (p1330 + tl_c0_0);  // attention.tile:63
      __half* const p1363 = (p1331 + tl_c0_0);  // attention.tile:63
      __half* const p1364 = (p1332 + tl_c0_0);  // attention.tile:63
      __half* const p1365 = (p1333 + tl_c0_0);  // attention.tile:63
      __half* const p1366 = (p1334 + tl_c0_0);  // attention.tile:63
      __half* const p1367 = (p1335 + tl_c0_0);  // attention.tile:63
      __half* const p1368 = (p1336 + tl_c0_0);  // attention.tile:63
      __half* const p1369 = (p1337 + tl_c0_0);  // attention.tile:63
      __half* const p1370 = (p1338 + tl_c0_0);  // attention.tile:63
      __half* const p1371 = (p1339 + tl_c0_0);  // attention.tile:63
      __half* const p1372 = (p1340 + tl_c0_0);  // attention.tile:63
      __half* const p1373 = (p1341 + tl_c0_0);  // attention.tile:63
      __half* const p1374 = (p1342 + tl_c0_0);  // attention.tile:63
      __half* const p1375 = (p1343 + tl_c0_0);  // attention.tile:63
      __half* const p1376 = (p1344 + tl_c0_0);  // attention.tile:63
      __half* const p1377 = (p1345 + tl_c0_0);  // attention.tile:63
      __half* const p1378 = (p1346 + tl_c0_0);  // attention.tile:63
      int const v1379 = ((int)((unsigned int)(v4) + (unsigned int)(tl_c0_0)));  // attention.tile:64
      bool const v1380 = (v1379 < p_width);  // attention.tile:64
      bool const v1381 = (v1204 < p_seq_len);  // attention.tile:64
      bool const v1382 = (v1205 < p_seq_len);  // attention.tile:64
      bool const v1383 = (v1206 < p_seq_len);  // attention.tile:64
      bool const v1384 = (v1207 < p_seq_len);  // attention.tile:64
      bool const v1385 = (v1208 < p_seq_len);  // attention.tile:64
      bool const v1386 = (v1209 < p_seq_len);  // attention.tile:64
      bool const v1387 = (v1210 < p_seq_len);  // attention.tile:64
      bool const v1388 = (v1211 < p_seq_len);  // attention.tile:64
      bool const v1389 = (v1212 < p_seq_len);  // attention.tile:64
      bool const v1390 = (v1213 < p_seq_len);  // attention.tile:64
      bool const v1391 = (v1214 < p_seq_len);  // attention.tile:64
      bool const v1392 = (v1215 < p_seq_len);  // attention.tile:64
      bool const v1393 = (v1216 < p_seq_len);  // attention.tile:64
      bool const v1394 = (v1217 < p_seq_len);  // attention.tile:64
      bool const v1395 = (v1218 < p_seq_len);  // attention.tile:64
      bool const v1396 = (v1219 < p_seq_len);  // attention.tile:64
      bool const v1397 = (v1220 < p_seq_len);  // attention.tile:64
      bool const v1398 = (v1221 < p_seq_len);  // attention.tile:64
      bool const v1399 = (v1222 < p_seq_len);  // attention.tile:64
      bool const v1400 = (v1223 < p_seq_len);  // attention.tile:64
      bool const v1401 = (v1224 < p_seq_len);  // attention.tile:64
      bool const v1402 = (v1225 < p_seq_len);  // attention.tile:64
      bool const v1403 = (v1226 < p_seq_len);  // attention.tile:64
      bool const v1404 = (v1227 < p_seq_len);  // attention.tile:64
      bool const v1405 = (v1228 < p_seq_len);  // attention.tile:64
      bool const v1406 = (v1229 < p_seq_len);  // attention.tile:64
      bool const v1407 = (v1230 < p_seq_len);  // attention.tile:64
      bool const v1408 = (v1231 < p_seq_len);  // attention.tile:64
      bool const v1409 = (v1232 < p_seq_len);  // attention.tile:64
      bool const v1410 = (v1233 < p_seq_len);  // attention.tile:64
      bool const v1411 = (v1234 < p_seq_len);  // attention.tile:64
      bool const v1412 = (v1235 < p_seq_len);  // attention.tile:64
      bool const v1413 = ((bool)(v1381 & v1380));  // attention.tile:64
      bool const v1414 = ((bool)(v1382 & v1380));  // attention.tile:64
      bool const v1415 = ((bool)(v1383 & v1380));  // attention.tile:64
      bool const v1416 = ((bool)(v1384 & v1380));  // attention.tile:64
      bool const v1417 = ((bool)(v1385 & v1380));  // attention.tile:64
      bool const v1418 = ((bool)(v1386 & v1380));  // attention.tile:64
      bool const v1419 = ((bool)(v1387 & v1380));  // attention.tile:64
      bool const v1420 = ((bool)(v1388 & v1380));  // attention.tile:64
      bool const v1421 = ((bool)(v1389 & v1380));  // attention.tile:64
      bool const v1422 = ((bool)(v1390 & v1380));  // attention.tile:64
      bool const v1423 = ((bool)(v1391 & v1380));  // attention.tile:64
      bool const v1424 = ((bool)(v1392 & v1380));  // attention.tile:64
      bool const v1425 = ((bool)(v1393 & v1380));  // attention.tile:64
      bool const v1426 = ((bool)(v1394 & v1380));  // attention.tile:64
      bool const v1427 = ((bool)(v1395 & v1380));  // attention.tile:64
      bool const v1428 = ((bool)(v1396 & v1380));  // attention.tile:64
      bool const v1429 = ((bool)(v1397 & v1380));  // attention.tile:64
      bool const v1430 = ((bool)(v1398 & v1380));  // attention.tile:64
      bool const v1431 = ((bool)(v1399 & v1380));  // attention.tile:64
      bool const v1432 = ((bool)(v1400 & v1380));  // attention.tile:64
      bool const v1433 = ((bool)(v1401 & v1380));  // attention.tile:64
      bool const v1434 = ((bool)(v1402 & v1380));  // attention.tile:64
      bool const v1435 = ((bool)(v1403 & v1380));  // attention.tile:64
      bool const v1436 = ((bool)(v1404 & v1380));  // attention.tile:64
      bool const v1437 = ((bool)(v1405 & v1380));  // attention.tile:64
      bool const v1438 = ((bool)(v1406 & v1380));  // attention.tile:64
      bool const v1439 = ((bool)(v1407 & v1380));  // attention.tile:64
      bool const v1440 = ((bool)(v1408 & v1380));  // attention.tile:64
      bool const v1441 = ((bool)(v1409 & v1380));  // attention.tile:64
      bool const v1442 = ((bool)(v1410 & v1380));  // attention.tile:64
      bool const v1443 = ((bool)(v1411 & v1380));  // attention.tile:64
      bool const v1444 = ((bool)(v1412 & v1380));  // attention.tile:64
      __half const k1445 = __ushort_as_half((unsigned short)0);  // attention.tile:63
      const __half ld1446 = v1413 ? *p1347 : k1445;  // attention.tile:63
      const __half ld1447 = v1414 ? *p1348 : k1445;  // attention.tile:63
      const __half ld1448 = v1415 ? *p1349 : k1445;  // attention.tile:63
      const __half ld1449 = v1416 ? *p1350 : k1445;  // attention.tile:63
      const __half ld1450 = v1417 ? *p1351 : k1445;  // attention.tile:63
      const __half ld1451 = v1418 ? *p1352 : k1445;  // attention.tile:63
      const __half ld1452 = v1419 ? *p1353 : k1445;  // attention.tile:63
      const __half ld1453 = v1420 ? *p1354 : k1445;  // attention.tile:63
      const __half ld1454 = v1421 ? *p1355 : k1445;  // attention.tile:63
      const __half ld1455 = v1422 ? *p1356 : k1445;  // attention.tile:63
      const __half ld1456 = v1423 ? *p1357 : k1445;  // attention.tile:63
      const __half ld1457 = v1424 ? *p1358 : k1445;  // attention.tile:63
      const __half ld1458 = v1425 ? *p1359 : k1445;  // attention.tile:63
      const __half ld1459 = v1426 ? *p1360 : k1445;  // attention.tile:63
      const __half ld1460 = v1427 ? *p1361 : k1445;  // attention.tile:63
      const __half ld1461 = v1428 ? *p1362 : k1445;  // attention.tile:63
      const __half ld1462 = v1429 ? *p1363 : k1445;  // attention.tile:63
      const __half ld1463 = v1430 ? *p1364 : k1445;  // attention.tile:63
      const __half ld1464 = v1431 ? *p1365 : k1445;  // attention.tile:63
      const __half ld1465 = v1432 ? *p1366 : k1445;  // attention.tile:63
      const __half ld1466 = v1433 ? *p1367 : k1445;  // attention.tile:63
      const __half ld1467 = v1434 ? *p1368 : k1445;  // attention.tile:63
      const __half ld1468 = v1435 ? *p1369 : k1445;  // attention.tile:63
      const __half ld1469 = v1436 ? *p1370 : k1445;  // attention.tile:63
      const __half ld1470 = v1437 ? *p1371 : k1445;  // attention.tile:63
      const __half ld1471 = v1438 ? *p1372 : k1445;  // attention.tile:63
      const __half ld1472 = v1439 ? *p1373 : k1445;  // attention.tile:63
      const __half ld1473 = v1440 ? *p1374 : k1445;  // attention.tile:63
      const __half ld1474 = v1441 ? *p1375 : k1445;  // attention.tile:63
      const __half ld1475 = v1442 ? *p1376 : k1445;  // attention.tile:63
      const __half ld1476 = v1443 ? *p1377 : k1445;  // attention.tile:63
      const __half ld1477 = v1444 ? *p1378 : k1445;  // attention.tile:63
      __syncthreads();  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + ((((tl_c4_1) >> 3) ^ ((tl_c4_0) & 7)) << 4) + (((tl_c4_1) & 7) * 2))) = ld1446;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 2)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 2)) & 7) * 2))) = ld1447;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 4)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 4)) & 7) * 2))) = ld1448;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 6)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 6)) & 7) * 2))) = ld1449;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 8)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 8)) & 7) * 2))) = ld1450;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 10)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 10)) & 7) * 2))) = ld1451;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 12)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 12)) & 7) * 2))) = ld1452;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 14)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 14)) & 7) * 2))) = ld1453;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 16)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 16)) & 7) * 2))) = ld1454;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 18)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 18)) & 7) * 2))) = ld1455;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 20)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 20)) & 7) * 2))) = ld1456;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 22)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 22)) & 7) * 2))) = ld1457;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 24)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 24)) & 7) * 2))) = ld1458;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 26)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 26)) & 7) * 2))) = ld1459;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 28)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 28)) & 7) * 2))) = ld1460;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 30)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 30)) & 7) * 2))) = ld1461;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 32)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 32)) & 7) * 2))) = ld1462;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 34)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 34)) & 7) * 2))) = ld1463;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 36)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 36)) & 7) * 2))) = ld1464;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 38)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 38)) & 7) * 2))) = ld1465;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 40)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 40)) & 7) * 2))) = ld1466;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 42)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 42)) & 7) * 2))) = ld1467;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 44)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 44)) & 7) * 2))) = ld1468;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 46)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 46)) & 7) * 2))) = ld1469;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 48)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 48)) & 7) * 2))) = ld1470;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 50)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 50)) & 7) * 2))) = ld1471;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 52)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 52)) & 7) * 2))) = ld1472;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 54)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 54)) & 7) * 2))) = ld1473;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 56)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 56)) & 7) * 2))) = ld1474;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 58)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 58)) & 7) * 2))) = ld1475;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 60)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 60)) & 7) * 2))) = ld1476;  // attention.tile:65
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c4_0) * 128 + (((((tl_c4_1 + 62)) >> 3) ^ ((tl_c4_0) & 7)) << 4) + ((((tl_c4_1 + 62)) & 7) * 2))) = ld1477;  // attention.tile:65
      __syncthreads();  // attention.tile:65
      // dot on tensor cores: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32, warps [4, 1], 8 block(s) per warp  // attention.tile:65
      float acc1478 = 0.0f;  // attention.tile:65
      float acc1479 = 0.0f;  // attention.tile:65
      float acc1480 = 0.0f;  // attention.tile:65
      float acc1481 = 0.0f;  // attention.tile:65
      float acc1482 = 0.0f;  // attention.tile:65
      float acc1483 = 0.0f;  // attention.tile:65
      float acc1484 = 0.0f;  // attention.tile:65
      float acc1485 = 0.0f;  // attention.tile:65
      float acc1486 = 0.0f;  // attention.tile:65
      float acc1487 = 0.0f;  // attention.tile:65
      float acc1488 = 0.0f;  // attention.tile:65
      float acc1489 = 0.0f;  // attention.tile:65
      float acc1490 = 0.0f;  // attention.tile:65
      float acc1491 = 0.0f;  // attention.tile:65
      float acc1492 = 0.0f;  // attention.tile:65
      float acc1493 = 0.0f;  // attention.tile:65
      float acc1494 = 0.0f;  // attention.tile:65
      float acc1495 = 0.0f;  // attention.tile:65
      float acc1496 = 0.0f;  // attention.tile:65
      float acc1497 = 0.0f;  // attention.tile:65
      float acc1498 = 0.0f;  // attention.tile:65
      float acc1499 = 0.0f;  // attention.tile:65
      float acc1500 = 0.0f;  // attention.tile:65
      float acc1501 = 0.0f;  // attention.tile:65
      float acc1502 = 0.0f;  // attention.tile:65
      float acc1503 = 0.0f;  // attention.tile:65
      float acc1504 = 0.0f;  // attention.tile:65
      float acc1505 = 0.0f;  // attention.tile:65
      float acc1506 = 0.0f;  // attention.tile:65
      float acc1507 = 0.0f;  // attention.tile:65
      float acc1508 = 0.0f;  // attention.tile:65
      float acc1509 = 0.0f;  // attention.tile:65
      unsigned fr1511, fr1512, fr1513, fr1514;  // attention.tile:65
      tl_ldsm4t((tl_sbase + 0) + lm1510_r + 0 + (((lm1510_c + 0) ^ lm1510_s) << 4), fr1511, fr1512, fr1513, fr1514);  // attention.tile:65
      unsigned fr1515, fr1516, fr1517, fr1518;  // attention.tile:65
      tl_ldsm4t((tl_sbase + 0) + lm1510_r + 0 + (((lm1510_c + 2) ^ lm1510_s) << 4), fr1515, fr1516, fr1517, fr1518);  // attention.tile:65
      unsigned fr1519, fr1520, fr1521, fr1522;  // attention.tile:65
      tl_ldsm4t((tl_sbase + 0) + lm1510_r + 0 + (((lm1510_c + 4) ^ lm1510_s) << 4), fr1519, fr1520, fr1521, fr1522);  // attention.tile:65
      unsigned fr1523, fr1524, fr1525, fr1526;  // attention.tile:65
      tl_ldsm4t((tl_sbase + 0) + lm1510_r + 0 + (((lm1510_c + 6) ^ lm1510_s) << 4), fr1523, fr1524, fr1525, fr1526);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc1478, acc1479, acc1480, acc1481, fr244, fr245, fr246, fr247, fr1511, fr1512);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc1482, acc1483, acc1484, acc1485, fr244, fr245, fr246, fr247, fr1513, fr1514);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc1486, acc1487, acc1488, acc1489, fr244, fr245, fr246, fr247, fr1515, fr1516);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc1490, acc1491, acc1492, acc1493, fr244, fr245, fr246, fr247, fr1517, fr1518);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc1494, acc1495, acc1496, acc1497, fr244, fr245, fr246, fr247, fr1519, fr1520);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc1498, acc1499, acc1500, acc1501, fr244, fr245, fr246, fr247, fr1521, fr1522);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc1502, acc1503, acc1504, acc1505, fr244, fr245, fr246, fr247, fr1523, fr1524);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc1506, acc1507, acc1508, acc1509, fr244, fr245, fr246, fr247, fr1525, fr1526);  // attention.tile:65
      unsigned fr1527, fr1528, fr1529, fr1530;  // attention.tile:65
      tl_ldsm4t((tl_sbase + 0) + lm1510_r + 2048 + (((lm1510_c + 0) ^ lm1510_s) << 4), fr1527, fr1528, fr1529, fr1530);  // attention.tile:65
      unsigned fr1531, fr1532, fr1533, fr1534;  // attention.tile:65
      tl_ldsm4t((tl_sbase + 0) + lm1510_r + 2048 + (((lm1510_c + 2) ^ lm1510_s) << 4), fr1531, fr1532, fr1533, fr1534);  // attention.tile:65
      unsigned fr1535, fr1536, fr1537, fr1538;  // attention.tile:65
      tl_ldsm4t((tl_sbase + 0) + lm1510_r + 2048 + (((lm1510_c + 4) ^ lm1510_s) << 4), fr1535, fr1536, fr1537, fr1538);  // attention.tile:65
      unsigned fr1539, fr1540, fr1541, fr1542;  // attention.tile:65
      tl_ldsm4t((tl_sbase + 0) + lm1510_r + 2048 + (((lm1510_c + 6) ^ lm1510_s) << 4), fr1539, fr1540, fr1541, fr1542);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc1478, acc1479, acc1480, acc1481, fr248, fr249, fr250, fr251, fr1527, fr1528);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc1482, acc1483, acc1484, acc1485, fr248, fr249, fr250, fr251, fr1529, fr1530);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc1486, acc1487, acc1488, acc1489, fr248, fr249, fr250, fr251, fr1531, fr1532);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc1490, acc1491, acc1492, acc1493, fr248, fr249, fr250, fr251, fr1533, fr1534);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc1494, acc1495, acc1496, acc1497, fr248, fr249, fr250, fr251, fr1535, fr1536);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc1498, acc1499, acc1500, acc1501, fr248, fr249, fr250, fr251, fr1537, fr1538);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc1502, acc1503, acc1504, acc1505, fr248, fr249, fr250, fr251, fr1539, fr1540);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc1506, acc1507, acc1508, acc1509, fr248, fr249, fr250, fr251, fr1541, fr1542);  // attention.tile:65
      unsigned fr1543, fr1544, fr1545, fr1546;  // attention.tile:65
      tl_ldsm4t((tl_sbase + 0) + lm1510_r + 4096 + (((lm1510_c + 0) ^ lm1510_s) << 4), fr1543, fr1544, fr1545, fr1546);  // attention.tile:65
      unsigned fr1547, fr1548, fr1549, fr1550;  // attention.tile:65
      tl_ldsm4t((tl_sbase + 0) + lm1510_r + 4096 + (((lm1510_c + 2) ^ lm1510_s) << 4), fr1547, fr1548, fr1549, fr1550);  // attention.tile:65
      unsigned fr1551, fr1552, fr1553, fr1554;  // attention.tile:65
      tl_ldsm4t((tl_sbase + 0) + lm1510_r + 4096 + (((lm1510_c + 4) ^ lm1510_s) << 4), fr1551, fr1552, fr1553, fr1554);  // attention.tile:65
      unsigned fr1555, fr1556, fr1557, fr1558;  // attention.tile:65
      tl_ldsm4t((tl_sbase + 0) + lm1510_r + 4096 + (((lm1510_c + 6) ^ lm1510_s) << 4), fr1555, fr1556, fr1557, fr1558);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc1478, acc1479, acc1480, acc1481, fr252, fr253, fr254, fr255, fr1543, fr1544);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc1482, acc1483, acc1484, acc1485, fr252, fr253, fr254, fr255, fr1545, fr1546);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc1486, acc1487, acc1488, acc1489, fr252, fr253, fr254, fr255, fr1547, fr1548);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc1490, acc1491, acc1492, acc1493, fr252, fr253, fr254, fr255, fr1549, fr1550);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc1494, acc1495, acc1496, acc1497, fr252, fr253, fr254, fr255, fr1551, fr1552);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc1498, acc1499, acc1500, acc1501, fr252, fr253, fr254, fr255, fr1553, fr1554);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc1502, acc1503, acc1504, acc1505, fr252, fr253, fr254, fr255, fr1555, fr1556);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc1506, acc1507, acc1508, acc1509, fr252, fr253, fr254, fr255, fr1557, fr1558);  // attention.tile:65
      unsigned fr1559, fr1560, fr1561, fr1562;  // attention.tile:65
      tl_ldsm4t((tl_sbase + 0) + lm1510_r + 6144 + (((lm1510_c + 0) ^ lm1510_s) << 4), fr1559, fr1560, fr1561, fr1562);  // attention.tile:65
      unsigned fr1563, fr1564, fr1565, fr1566;  // attention.tile:65
      tl_ldsm4t((tl_sbase + 0) + lm1510_r + 6144 + (((lm1510_c + 2) ^ lm1510_s) << 4), fr1563, fr1564, fr1565, fr1566);  // attention.tile:65
      unsigned fr1567, fr1568, fr1569, fr1570;  // attention.tile:65
      tl_ldsm4t((tl_sbase + 0) + lm1510_r + 6144 + (((lm1510_c + 4) ^ lm1510_s) << 4), fr1567, fr1568, fr1569, fr1570);  // attention.tile:65
      unsigned fr1571, fr1572, fr1573, fr1574;  // attention.tile:65
      tl_ldsm4t((tl_sbase + 0) + lm1510_r + 6144 + (((lm1510_c + 6) ^ lm1510_s) << 4), fr1571, fr1572, fr1573, fr1574);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc1478, acc1479, acc1480, acc1481, fr256, fr257, fr258, fr259, fr1559, fr1560);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc1482, acc1483, acc1484, acc1485, fr256, fr257, fr258, fr259, fr1561, fr1562);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc1486, acc1487, acc1488, acc1489, fr256, fr257, fr258, fr259, fr1563, fr1564);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc1490, acc1491, acc1492, acc1493, fr256, fr257, fr258, fr259, fr1565, fr1566);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc1494, acc1495, acc1496, acc1497, fr256, fr257, fr258, fr259, fr1567, fr1568);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc1498, acc1499, acc1500, acc1501, fr256, fr257, fr258, fr259, fr1569, fr1570);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc1502, acc1503, acc1504, acc1505, fr256, fr257, fr258, fr259, fr1571, fr1572);  // attention.tile:65
      tl_mma_m16n8k16_fp16_fp32(acc1506, acc1507, acc1508, acc1509, fr256, fr257, fr258, fr259, fr1573, fr1574);  // attention.tile:65
      float const v1575 = (v1267 ? acc1478 : (-TL_INF));  // attention.tile:69
      float const v1576 = (v1268 ? acc1479 : (-TL_INF));  // attention.tile:69
      float const v1577 = (v1267 ? acc1480 : (-TL_INF));  // attention.tile:69
      float const v1578 = (v1268 ? acc1481 : (-TL_INF));  // attention.tile:69
      float const v1579 = (v1269 ? acc1482 : (-TL_INF));  // attention.tile:69
      float const v1580 = (v1270 ? acc1483 : (-TL_INF));  // attention.tile:69
      float const v1581 = (v1269 ? acc1484 : (-TL_INF));  // attention.tile:69
      float const v1582 = (v1270 ? acc1485 : (-TL_INF));  // attention.tile:69
      float const v1583 = (v1271 ? acc1486 : (-TL_INF));  // attention.tile:69
      float const v1584 = (v1272 ? acc1487 : (-TL_INF));  // attention.tile:69
      float const v1585 = (v1271 ? acc1488 : (-TL_INF));  // attention.tile:69
      float const v1586 = (v1272 ? acc1489 : (-TL_INF));  // attention.tile:69
      float const v1587 = (v1273 ? acc1490 : (-TL_INF));  // attention.tile:69
      float const v1588 = (v1274 ? acc1491 : (-TL_INF));  // attention.tile:69
      float const v1589 = (v1273 ? acc1492 : (-TL_INF));  // attention.tile:69
      float const v1590 = (v1274 ? acc1493 : (-TL_INF));  // attention.tile:69
      float const v1591 = (v1275 ? acc1494 : (-TL_INF));  // attention.tile:69
      float const v1592 = (v1276 ? acc1495 : (-TL_INF));  // attention.tile:69
      float const v1593 = (v1275 ? acc1496 : (-TL_INF));  // attention.tile:69
      float const v1594 = (v1276 ? acc1497 : (-TL_INF));  // attention.tile:69
      float const v1595 = (v1277 ? acc1498 : (-TL_INF));  // attention.tile:69
      float const v1596 = (v1278 ? acc1499 : (-TL_INF));  // attention.tile:69
      float const v1597 = (v1277 ? acc1500 : (-TL_INF));  // attention.tile:69
      float const v1598 = (v1278 ? acc1501 : (-TL_INF));  // attention.tile:69
      float const v1599 = (v1279 ? acc1502 : (-TL_INF));  // attention.tile:69
      float const v1600 = (v1280 ? acc1503 : (-TL_INF));  // attention.tile:69
      float const v1601 = (v1279 ? acc1504 : (-TL_INF));  // attention.tile:69
      float const v1602 = (v1280 ? acc1505 : (-TL_INF));  // attention.tile:69
      float const v1603 = (v1281 ? acc1506 : (-TL_INF));  // attention.tile:69
      float const v1604 = (v1282 ? acc1507 : (-TL_INF));  // attention.tile:69
      float const v1605 = (v1281 ? acc1508 : (-TL_INF));  // attention.tile:69
      float const v1606 = (v1282 ? acc1509 : (-TL_INF));  // attention.tile:69
      float rd1607 = fmaxf(v1575, v1576);  // attention.tile:71
      float rd1608 = fmaxf(v1579, v1580);  // attention.tile:71
      float rd1609 = fmaxf(v1583, v1584);  // attention.tile:71
      float rd1610 = fmaxf(v1587, v1588);  // attention.tile:71
      float rd1611 = fmaxf(v1591, v1592);  // attention.tile:71
      float rd1612 = fmaxf(v1595, v1596);  // attention.tile:71
      float rd1613 = fmaxf(v1599, v1600);  // attention.tile:71
      float rd1614 = fmaxf(v1603, v1604);  // attention.tile:71
      float rd1615 = fmaxf(rd1607, rd1608);  // attention.tile:71
      float rd1616 = fmaxf(rd1609, rd1610);  // attention.tile:71
      float rd1617 = fmaxf(rd1611, rd1612);  // attention.tile:71
      float rd1618 = fmaxf(rd1613, rd1614);  // attention.tile:71
      float rd1619 = fmaxf(rd1615, rd1616);  // attention.tile:71
      float rd1620 = fmaxf(rd1617, rd1618);  // attention.tile:71
      float rd1621 = fmaxf(rd1619, rd1620);  // attention.tile:71
      float rd1622 = fmaxf(v1577, v1578);  // attention.tile:71
      float rd1623 = fmaxf(v1581, v1582);  // attention.tile:71
      float rd1624 = fmaxf(v1585, v1586);  // attention.tile:71
      float rd1625 = fmaxf(v1589, v1590);  // attention.tile:71
      float rd1626 = fmaxf(v1593, v1594);  // attention.tile:71
      float rd1627 = fmaxf(v1597, v1598);  // attention.tile:71
      float rd1628 = fmaxf(v1601, v1602);  // attention.tile:71
      float rd1629 = fmaxf(v1605, v1606);  // attention.tile:71
      float rd1630 = fmaxf(rd1622, rd1623);  // attention.tile:71
      float rd1631 = fmaxf(rd1624, rd1625);  // attention.tile:71
      float rd1632 = fmaxf(rd1626, rd1627);  // attention.tile:71
      float rd1633 = fmaxf(rd1628, rd1629);  // attention.tile:71
      float rd1634 = fmaxf(rd1630, rd1631);  // attention.tile:71
      float rd1635 = fmaxf(rd1632, rd1633);  // attention.tile:71
      float rd1636 = fmaxf(rd1634, rd1635);  // attention.tile:71
      float rd1637 = __shfl_xor_sync(0xffffffffu, rd1621, 1);  // attention.tile:71
      float rd1638 = fmaxf(rd1621, rd1637);  // attention.tile:71
      float rd1639 = __shfl_xor_sync(0xffffffffu, rd1636, 1);  // attention.tile:71
      float rd1640 = fmaxf(rd1636, rd1639);  // attention.tile:71
      float rd1641 = __shfl_xor_sync(0xffffffffu, rd1638, 2);  // attention.tile:71
      float rd1642 = fmaxf(rd1638, rd1641);  // attention.tile:71
      float rd1643 = __shfl_xor_sync(0xffffffffu, rd1640, 2);  // attention.tile:71
      float rd1644 = fmaxf(rd1640, rd1643);  // attention.tile:71
      float const v1645 = (rd1642 * v241);  // attention.tile:71
      float const v1646 = (rd1644 * v241);  // attention.tile:71
      float const v1647 = fmaxf(c294, v1645);  // attention.tile:71
      float const v1648 = fmaxf(c295, v1646);  // attention.tile:71
      float const v1649 = (v1575 * v241);  // attention.tile:72
      float const v1650 = (v1576 * v241);  // attention.tile:72
      float const v1651 = (v1577 * v241);  // attention.tile:72
      float const v1652 = (v1578 * v241);  // attention.tile:72
      float const v1653 = (v1579 * v241);  // attention.tile:72
      float const v1654 = (v1580 * v241);  // attention.tile:72
      float const v1655 = (v1581 * v241);  // attention.tile:72
      float const v1656 = (v1582 * v241);  // attention.tile:72
      float const v1657 = (v1583 * v241);  // attention.tile:72
      float const v1658 = (v1584 * v241);  // attention.tile:72
      float const v1659 = (v1585 * v241);  // attention.tile:72
      float const v1660 = (v1586 * v241);  // attention.tile:72
      float const v1661 = (v1587 * v241);  // attention.tile:72
      float const v1662 = (v1588 * v241);  // attention.tile:72
      float const v1663 = (v1589 * v241);  // attention.tile:72
      float const v1664 = (v1590 * v241);  // attention.tile:72
      float const v1665 = (v1591 * v241);  // attention.tile:72
      float const v1666 = (v1592 * v241);  // attention.tile:72
      float const v1667 = (v1593 * v241);  // attention.tile:72
      float const v1668 = (v1594 * v241);  // attention.tile:72
      float const v1669 = (v1595 * v241);  // attention.tile:72
      float const v1670 = (v1596 * v241);  // attention.tile:72
      float const v1671 = (v1597 * v241);  // attention.tile:72
      float const v1672 = (v1598 * v241);  // attention.tile:72
      float const v1673 = (v1599 * v241);  // attention.tile:72
      float const v1674 = (v1600 * v241);  // attention.tile:72
      float const v1675 = (v1601 * v241);  // attention.tile:72
      float const v1676 = (v1602 * v241);  // attention.tile:72
      float const v1677 = (v1603 * v241);  // attention.tile:72
      float const v1678 = (v1604 * v241);  // attention.tile:72
      float const v1679 = (v1605 * v241);  // attention.tile:72
      float const v1680 = (v1606 * v241);  // attention.tile:72
      float const v1681 = (v1649 - v1647);  // attention.tile:72
      float const v1682 = (v1650 - v1647);  // attention.tile:72
      float const v1683 = (v1651 - v1648);  // attention.tile:72
      float const v1684 = (v1652 - v1648);  // attention.tile:72
      float const v1685 = (v1653 - v1647);  // attention.tile:72
      float const v1686 = (v1654 - v1647);  // attention.tile:72
      float const v1687 = (v1655 - v1648);  // attention.tile:72
      float const v1688 = (v1656 - v1648);  // attention.tile:72
      float const v1689 = (v1657 - v1647);  // attention.tile:72
      float const v1690 = (v1658 - v1647);  // attention.tile:72
      float const v1691 = (v1659 - v1648);  // attention.tile:72
      float const v1692 = (v1660 - v1648);  // attention.tile:72
      float const v1693 = (v1661 - v1647);  // attention.tile:72
      float const v1694 = (v1662 - v1647);  // attention.tile:72
      float const v1695 = (v1663 - v1648);  // attention.tile:72
      float const v1696 = (v1664 - v1648);  // attention.tile:72
      float const v1697 = (v1665 - v1647);  // attention.tile:72
      float const v1698 = (v1666 - v1647);  // attention.tile:72
      float const v1699 = (v1667 - v1648);  // attention.tile:72
      float const v1700 = (v1668 - v1648);  // attention.tile:72
      float const v1701 = (v1669 - v1647);  // attention.tile:72
      float const v1702 = (v1670 - v1647);  // attention.tile:72
      float const v1703 = (v1671 - v1648);  // attention.tile:72
      float const v1704 = (v1672 - v1648);  // attention.tile:72
      float const v1705 = (v1673 - v1647);  // attention.tile:72
      float const v1706 = (v1674 - v1647);  // attention.tile:72
      float const v1707 = (v1675 - v1648);  // attention.tile:72
      float const v1708 = (v1676 - v1648);  // attention.tile:72
      float const v1709 = (v1677 - v1647);  // attention.tile:72
      float const v1710 = (v1678 - v1647);  // attention.tile:72
      float const v1711 = (v1679 - v1648);  // attention.tile:72
      float const v1712 = (v1680 - v1648);  // attention.tile:72
      float const v1713 = tl_exp2f(v1681);  // attention.tile:72
      float const v1714 = tl_exp2f(v1682);  // attention.tile:72
      float const v1715 = tl_exp2f(v1683);  // attention.tile:72
      float const v1716 = tl_exp2f(v1684);  // attention.tile:72
      float const v1717 = tl_exp2f(v1685);  // attention.tile:72
      float const v1718 = tl_exp2f(v1686);  // attention.tile:72
      float const v1719 = tl_exp2f(v1687);  // attention.tile:72
      float const v1720 = tl_exp2f(v1688);  // attention.tile:72
      float const v1721 = tl_exp2f(v1689);  // attention.tile:72
      float const v1722 = tl_exp2f(v1690);  // attention.tile:72
      float const v1723 = tl_exp2f(v1691);  // attention.tile:72
      float const v1724 = tl_exp2f(v1692);  // attention.tile:72
      float const v1725 = tl_exp2f(v1693);  // attention.tile:72
      float const v1726 = tl_exp2f(v1694);  // attention.tile:72
      float const v1727 = tl_exp2f(v1695);  // attention.tile:72
      float const v1728 = tl_exp2f(v1696);  // attention.tile:72
      float const v1729 = tl_exp2f(v1697);  // attention.tile:72
      float const v1730 = tl_exp2f(v1698);  // attention.tile:72
      float const v1731 = tl_exp2f(v1699);  // attention.tile:72
      float const v1732 = tl_exp2f(v1700);  // attention.tile:72
      float const v1733 = tl_exp2f(v1701);  // attention.tile:72
      float const v1734 = tl_exp2f(v1702);  // attention.tile:72
      float const v1735 = tl_exp2f(v1703);  // attention.tile:72
      float const v1736 = tl_exp2f(v1704);  // attention.tile:72
      float const v1737 = tl_exp2f(v1705);  // attention.tile:72
      float const v1738 = tl_exp2f(v1706);  // attention.tile:72
      float const v1739 = tl_exp2f(v1707);  // attention.tile:72
      float const v1740 = tl_exp2f(v1708);  // attention.tile:72
      float const v1741 = tl_exp2f(v1709);  // attention.tile:72
      float const v1742 = tl_exp2f(v1710);  // attention.tile:72
      float const v1743 = tl_exp2f(v1711);  // attention.tile:72
      float const v1744 = tl_exp2f(v1712);  // attention.tile:72
      float const v1745 = (c294 - v1647);  // attention.tile:73
      float const v1746 = (c295 - v1648);  // attention.tile:73
      float const v1747 = tl_exp2f(v1745);  // attention.tile:73
      float const v1748 = tl_exp2f(v1746);  // attention.tile:73
      float const v1749 = (c260 * v1747);  // attention.tile:74
      float const v1750 = (c261 * v1748);  // attention.tile:74
      float rd1751 = (v1713 + v1714);  // attention.tile:74
      float rd1752 = (v1717 + v1718);  // attention.tile:74
      float rd1753 = (v1721 + v1722);  // attention.tile:74
      float rd1754 = (v1725 + v1726);  // attention.tile:74
      float rd1755 = (v1729 + v1730);  // attention.tile:74
      float rd1756 = (v1733 + v1734);  // attention.tile:74
      float rd1757 = (v1737 + v1738);  // attention.tile:74
      float rd1758 = (v1741 + v1742);  // attention.tile:74
      float rd1759 = (rd1751 + rd1752);  // attention.tile:74
      float rd1760 = (rd1753 + rd1754);  // attention.tile:74
      float rd1761 = (rd1755 + rd1756);  // attention.tile:74
      float rd1762 = (rd1757 + rd1758);  // attention.tile:74
      float rd1763 = (rd1759 + rd1760);  // attention.tile:74
      float rd1764 = (rd1761 + rd1762);  // attention.tile:74
      float rd1765 = (rd1763 + rd1764);  // attention.tile:74
      float rd1766 = (v1715 + v1716);  // attention.tile:74
      float rd1767 = (v1719 + v1720);  // attention.tile:74
      float rd1768 = (v1723 + v1724);  // attention.tile:74
      float rd1769 = (v1727 + v1728);  // attention.tile:74
      float rd1770 = (v1731 + v1732);  // attention.tile:74
      float rd1771 = (v1735 + v1736);  // attention.tile:74
      float rd1772 = (v1739 + v1740);  // attention.tile:74
      float rd1773 = (v1743 + v1744);  // attention.tile:74
      float rd1774 = (rd1766 + rd1767);  // attention.tile:74
      float rd1775 = (rd1768 + rd1769);  // attention.tile:74
      float rd1776 = (rd1770 + rd1771);  // attention.tile:74
      float rd1777 = (rd1772 + rd1773);  // attention.tile:74
      float rd1778 = (rd1774 + rd1775);  // attention.tile:74
      float rd1779 = (rd1776 + rd1777);  // attention.tile:74
      float rd1780 = (rd1778 + rd1779);  // attention.tile:74
      float rd1781 = __shfl_xor_sync(0xffffffffu, rd1765, 1);  // attention.tile:74
      float rd1782 = (rd1765 + rd1781);  // attention.tile:74
      float rd1783 = __shfl_xor_sync(0xffffffffu, rd1780, 1);  // attention.tile:74
      float rd1784 = (rd1780 + rd1783);  // attention.tile:74
      float rd1785 = __shfl_xor_sync(0xffffffffu, rd1782, 2);  // attention.tile:74
      float rd1786 = (rd1782 + rd1785);  // attention.tile:74
      float rd1787 = __shfl_xor_sync(0xffffffffu, rd1784, 2);  // attention.tile:74
      float rd1788 = (rd1784 + rd1787);  // attention.tile:74
      float const v1789 = (v1749 + rd1786);  // attention.tile:74
      float const v1790 = (v1750 + rd1788);  // attention.tile:74
      int const v1791 = ((int)((unsigned int)(v1204) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v1792 = ((int)((unsigned int)(v1205) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v1793 = ((int)((unsigned int)(v1206) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v1794 = ((int)((unsigned int)(v1207) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v1795 = ((int)((unsigned int)(v1208) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v1796 = ((int)((unsigned int)(v1209) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v1797 = ((int)((unsigned int)(v1210) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v1798 = ((int)((unsigned int)(v1211) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v1799 = ((int)((unsigned int)(v1212) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v1800 = ((int)((unsigned int)(v1213) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v1801 = ((int)((unsigned int)(v1214) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v1802 = ((int)((unsigned int)(v1215) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v1803 = ((int)((unsigned int)(v1216) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v1804 = ((int)((unsigned int)(v1217) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v1805 = ((int)((unsigned int)(v1218) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v1806 = ((int)((unsigned int)(v1219) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v1807 = ((int)((unsigned int)(v1220) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v1808 = ((int)((unsigned int)(v1221) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v1809 = ((int)((unsigned int)(v1222) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v1810 = ((int)((unsigned int)(v1223) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v1811 = ((int)((unsigned int)(v1224) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v1812 = ((int)((unsigned int)(v1225) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v1813 = ((int)((unsigned int)(v1226) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v1814 = ((int)((unsigned int)(v1227) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v1815 = ((int)((unsigned int)(v1228) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v1816 = ((int)((unsigned int)(v1229) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v1817 = ((int)((unsigned int)(v1230) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v1818 = ((int)((unsigned int)(v1231) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v1819 = ((int)((unsigned int)(v1232) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v1820 = ((int)((unsigned int)(v1233) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v1821 = ((int)((unsigned int)(v1234) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v1822 = ((int)((unsigned int)(v1235) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      __half* const p1823 = (p239 + v1791);  // attention.tile:75
      __half* const p1824 = (p239 + v1792);  // attention.tile:75
      __half* const p1825 = (p239 + v1793);  // attention.tile:75
      __half* const p1826 = (p239 + v1794);  // attention.tile:75
      __half* const p1827 = (p239 + v1795);  // attention.tile:75
      __half* const p1828 = (p239 + v1796);  // attention.tile:75
      __half* const p1829 = (p239 + v1797);  // attention.tile:75
      __half* const p1830 = (p239 + v1798);  // attention.tile:75
      __half* const p1831 = (p239 + v1799);  // attention.tile:75
      __half* const p1832 = (p239 + v1800);  // attention.tile:75
      __half* const p1833 = (p239 + v1801);  // attention.tile:75
      __half* const p1834 = (p239 + v1802);  // attention.tile:75
      __half* const p1835 = (p239 + v1803);  // attention.tile:75
      __half* const p1836 = (p239 + v1804);  // attention.tile:75
      __half* const p1837 = (p239 + v1805);  // attention.tile:75
      __half* const p1838 = (p239 + v1806);  // attention.tile:75
      __half* const p1839 = (p239 + v1807);  // attention.tile:75
      __half* const p1840 = (p239 + v1808);  // attention.tile:75
      __half* const p1841 = (p239 + v1809);  // attention.tile:75
      __half* const p1842 = (p239 + v1810);  // attention.tile:75
      __half* const p1843 = (p239 + v1811);  // attention.tile:75
      __half* const p1844 = (p239 + v1812);  // attention.tile:75
      __half* const p1845 = (p239 + v1813);  // attention.tile:75
      __half* const p1846 = (p239 + v1814);  // attention.tile:75
      __half* const p1847 = (p239 + v1815);  // attention.tile:75
      __half* const p1848 = (p239 + v1816);  // attention.tile:75
      __half* const p1849 = (p239 + v1817);  // attention.tile:75
      __half* const p1850 = (p239 + v1818);  // attention.tile:75
      __half* const p1851 = (p239 + v1819);  // attention.tile:75
      __half* const p1852 = (p239 + v1820);  // attention.tile:75
      __half* const p1853 = (p239 + v1821);  // attention.tile:75
      __half* const p1854 = (p239 + v1822);  // attention.tile:75
      __half* const p1855 = (p1823 + tl_c0_0);  // attention.tile:75
      __half* const p1856 = (p1824 + tl_c0_0);  // attention.tile:75
      __half* const p1857 = (p1825 + tl_c0_0);  // attention.tile:75
      __half* const p1858 = (p1826 + tl_c0_0);  // attention.tile:75
      __half* const p1859 = (p1827 + tl_c0_0);  // attention.tile:75
      __half* const p1860 = (p1828 + tl_c0_0);  // attention.tile:75
      __half* const p1861 = (p1829 + tl_c0_0);  // attention.tile:75
      __half* const p1862 = (p1830 + tl_c0_0);  // attention.tile:75
      __half* const p1863 = (p1831 + tl_c0_0);  // attention.tile:75
      __half* const p1864 = (p1832 + tl_c0_0);  // attention.tile:75
      __half* const p1865 = (p1833 + tl_c0_0);  // attention.tile:75
      __half* const p1866 = (p1834 + tl_c0_0);  // attention.tile:75
      __half* const p1867 = (p1835 + tl_c0_0);  // attention.tile:75
      __half* const p1868 = (p1836 + tl_c0_0);  // attention.tile:75
      __half* const p1869 = (p1837 + tl_c0_0);  // attention.tile:75
      __half* const p1870 = (p1838 + tl_c0_0);  // attention.tile:75
      __half* const p1871 = (p1839 + tl_c0_0);  // attention.tile:75
      __half* const p1872 = (p1840 + tl_c0_0);  // attention.tile:75
      __half* const p1873 = (p1841 + tl_c0_0);  // attention.tile:75
      __half* const p1874 = (p1842 + tl_c0_0);  // attention.tile:75
      __half* const p1875 = (p1843 + tl_c0_0);  // attention.tile:75
      __half* const p1876 = (p1844 + tl_c0_0);  // attention.tile:75
      __half* const p1877 = (p1845 + tl_c0_0);  // attention.tile:75
      __half* const p1878 = (p1846 + tl_c0_0);  // attention.tile:75
      __half* const p1879 = (p1847 + tl_c0_0);  // attention.tile:75
      __half* const p1880 = (p1848 + tl_c0_0);  // attention.tile:75
      __half* const p1881 = (p1849 + tl_c0_0);  // attention.tile:75
      __half* const p1882 = (p1850 + tl_c0_0);  // attention.tile:75
      __half* const p1883 = (p1851 + tl_c0_0);  // attention.tile:75
      __half* const p1884 = (p1852 + tl_c0_0);  // attention.tile:75
      __half* const p1885 = (p1853 + tl_c0_0);  // attention.tile:75
      __half* const p1886 = (p1854 + tl_c0_0);  // attention.tile:75
      bool const v1887 = (v1204 < p_seq_len);  // attention.tile:76
      bool const v1888 = (v1205 < p_seq_len);  // attention.tile:76
      bool const v1889 = (v1206 < p_seq_len);  // attention.tile:76
      bool const v1890 = (v1207 < p_seq_len);  // attention.tile:76
      bool const v1891 = (v1208 < p_seq_len);  // attention.tile:76
      bool const v1892 = (v1209 < p_seq_len);  // attention.tile:76
      bool const v1893 = (v1210 < p_seq_len);  // attention.tile:76
      bool const v1894 = (v1211 < p_seq_len);  // attention.tile:76
      bool const v1895 = (v1212 < p_seq_len);  // attention.tile:76
      bool const v1896 = (v1213 < p_seq_len);  // attention.tile:76
      bool const v1897 = (v1214 < p_seq_len);  // attention.tile:76
      bool const v1898 = (v1215 < p_seq_len);  // attention.tile:76
      bool const v1899 = (v1216 < p_seq_len);  // attention.tile:76
      bool const v1900 = (v1217 < p_seq_len);  // attention.tile:76
      bool const v1901 = (v1218 < p_seq_len);  // attention.tile:76
      bool const v1902 = (v1219 < p_seq_len);  // attention.tile:76
      bool const v1903 = (v1220 < p_seq_len);  // attention.tile:76
      bool const v1904 = (v1221 < p_seq_len);  // attention.tile:76
      bool const v1905 = (v1222 < p_seq_len);  // attention.tile:76
      bool const v1906 = (v1223 < p_seq_len);  // attention.tile:76
      bool const v1907 = (v1224 < p_seq_len);  // attention.tile:76
      bool const v1908 = (v1225 < p_seq_len);  // attention.tile:76
      bool const v1909 = (v1226 < p_seq_len);  // attention.tile:76
      bool const v1910 = (v1227 < p_seq_len);  // attention.tile:76
      bool const v1911 = (v1228 < p_seq_len);  // attention.tile:76
      bool const v1912 = (v1229 < p_seq_len);  // attention.tile:76
      bool const v1913 = (v1230 < p_seq_len);  // attention.tile:76
      bool const v1914 = (v1231 < p_seq_len);  // attention.tile:76
      bool const v1915 = (v1232 < p_seq_len);  // attention.tile:76
      bool const v1916 = (v1233 < p_seq_len);  // attention.tile:76
      bool const v1917 = (v1234 < p_seq_len);  // attention.tile:76
      bool const v1918 = (v1235 < p_seq_len);  // attention.tile:76
      int const v1919 = ((int)((unsigned int)(v4) + (unsigned int)(tl_c0_0)));  // attention.tile:76
      bool const v1920 = (v1919 < p_width);  // attention.tile:76
      bool const v1921 = ((bool)(v1887 & v1920));  // attention.tile:76
      bool const v1922 = ((bool)(v1888 & v1920));  // attention.tile:76
      bool const v1923 = ((bool)(v1889 & v1920));  // attention.tile:76
      bool const v1924 = ((bool)(v1890 & v1920));  // attention.tile:76
      bool const v1925 = ((bool)(v1891 & v1920));  // attention.tile:76
      bool const v1926 = ((bool)(v1892 & v1920));  // attention.tile:76
      bool const v1927 = ((bool)(v1893 & v1920));  // attention.tile:76
      bool const v1928 = ((bool)(v1894 & v1920));  // attention.tile:76
      bool const v1929 = ((bool)(v1895 & v1920));  // attention.tile:76
      bool const v1930 = ((bool)(v1896 & v1920));  // attention.tile:76
      bool const v1931 = ((bool)(v1897 & v1920));  // attention.tile:76
      bool const v1932 = ((bool)(v1898 & v1920));  // attention.tile:76
      bool const v1933 = ((bool)(v1899 & v1920));  // attention.tile:76
      bool const v1934 = ((bool)(v1900 & v1920));  // attention.tile:76
      bool const v1935 = ((bool)(v1901 & v1920));  // attention.tile:76
      bool const v1936 = ((bool)(v1902 & v1920));  // attention.tile:76
      bool const v1937 = ((bool)(v1903 & v1920));  // attention.tile:76
      bool const v1938 = ((bool)(v1904 & v1920));  // attention.tile:76
      bool const v1939 = ((bool)(v1905 & v1920));  // attention.tile:76
      bool const v1940 = ((bool)(v1906 & v1920));  // attention.tile:76
      bool const v1941 = ((bool)(v1907 & v1920));  // attention.tile:76
      bool const v1942 = ((bool)(v1908 & v1920));  // attention.tile:76
      bool const v1943 = ((bool)(v1909 & v1920));  // attention.tile:76
      bool const v1944 = ((bool)(v1910 & v1920));  // attention.tile:76
      bool const v1945 = ((bool)(v1911 & v1920));  // attention.tile:76
      bool const v1946 = ((bool)(v1912 & v1920));  // attention.tile:76
      bool const v1947 = ((bool)(v1913 & v1920));  // attention.tile:76
      bool const v1948 = ((bool)(v1914 & v1920));  // attention.tile:76
      bool const v1949 = ((bool)(v1915 & v1920));  // attention.tile:76
      bool const v1950 = ((bool)(v1916 & v1920));  // attention.tile:76
      bool const v1951 = ((bool)(v1917 & v1920));  // attention.tile:76
      bool const v1952 = ((bool)(v1918 & v1920));  // attention.tile:76
      const __half ld1953 = v1921 ? *p1855 : k201;  // attention.tile:75
      const __half ld1954 = v1922 ? *p1856 : k201;  // attention.tile:75
      const __half ld1955 = v1923 ? *p1857 : k201;  // attention.tile:75
      const __half ld1956 = v1924 ? *p1858 : k201;  // attention.tile:75
      const __half ld1957 = v1925 ? *p1859 : k201;  // attention.tile:75
      const __half ld1958 = v1926 ? *p1860 : k201;  // attention.tile:75
      const __half ld1959 = v1927 ? *p1861 : k201;  // attention.tile:75
      const __half ld1960 = v1928 ? *p1862 : k201;  // attention.tile:75
      const __half ld1961 = v1929 ? *p1863 : k201;  // attention.tile:75
      const __half ld1962 = v1930 ? *p1864 : k201;  // attention.tile:75
      const __half ld1963 = v1931 ? *p1865 : k201;  // attention.tile:75
      const __half ld1964 = v1932 ? *p1866 : k201;  // attention.tile:75
      const __half ld1965 = v1933 ? *p1867 : k201;  // attention.tile:75
      const __half ld1966 = v1934 ? *p1868 : k201;  // attention.tile:75
      const __half ld1967 = v1935 ? *p1869 : k201;  // attention.tile:75
      const __half ld1968 = v1936 ? *p1870 : k201;  // attention.tile:75
      const __half ld1969 = v1937 ? *p1871 : k201;  // attention.tile:75
      const __half ld1970 = v1938 ? *p1872 : k201;  // attention.tile:75
      const __half ld1971 = v1939 ? *p1873 : k201;  // attention.tile:75
      const __half ld1972 = v1940 ? *p1874 : k201;  // attention.tile:75
      const __half ld1973 = v1941 ? *p1875 : k201;  // attention.tile:75
      const __half ld1974 = v1942 ? *p1876 : k201;  // attention.tile:75
      const __half ld1975 = v1943 ? *p1877 : k201;  // attention.tile:75
      const __half ld1976 = v1944 ? *p1878 : k201;  // attention.tile:75
      const __half ld1977 = v1945 ? *p1879 : k201;  // attention.tile:75
      const __half ld1978 = v1946 ? *p1880 : k201;  // attention.tile:75
      const __half ld1979 = v1947 ? *p1881 : k201;  // attention.tile:75
      const __half ld1980 = v1948 ? *p1882 : k201;  // attention.tile:75
      const __half ld1981 = v1949 ? *p1883 : k201;  // attention.tile:75
      const __half ld1982 = v1950 ? *p1884 : k201;  // attention.tile:75
      const __half ld1983 = v1951 ? *p1885 : k201;  // attention.tile:75
      const __half ld1984 = v1952 ? *p1886 : k201;  // attention.tile:75
      __half const v1985 = __float2half_rn(v1713);  // attention.tile:77
      __half const v1986 = __float2half_rn(v1714);  // attention.tile:77
      __half const v1987 = __float2half_rn(v1715);  // attention.tile:77
      __half const v1988 = __float2half_rn(v1716);  // attention.tile:77
      __half const v1989 = __float2half_rn(v1717);  // attention.tile:77
      __half const v1990 = __float2half_rn(v1718);  // attention.tile:77
      __half const v1991 = __float2half_rn(v1719);  // attention.tile:77
      __half const v1992 = __float2half_rn(v1720);  // attention.tile:77
      __half const v1993 = __float2half_rn(v1721);  // attention.tile:77
      __half const v1994 = __float2half_rn(v1722);  // attention.tile:77
      __half const v1995 = __float2half_rn(v1723);  // attention.tile:77
      __half const v1996 = __float2half_rn(v1724);  // attention.tile:77
      __half const v1997 = __float2half_rn(v1725);  // attention.tile:77
      __half const v1998 = __float2half_rn(v1726);  // attention.tile:77
      __half const v1999 = __float2half_rn(v1727);  // attention.tile:77
      __half const v2000 = __float2half_rn(v1728);  // attention.tile:77
      __half const v2001 = __float2half_rn(v1729);  // attention.tile:77
      __half const v2002 = __float2half_rn(v1730);  // attention.tile:77
      __half const v2003 = __float2half_rn(v1731);  // attention.tile:77
      __half const v2004 = __float2half_rn(v1732);  // attention.tile:77
      __half const v2005 = __float2half_rn(v1733);  // attention.tile:77
      __half const v2006 = __float2half_rn(v1734);  // attention.tile:77
      __half const v2007 = __float2half_rn(v1735);  // attention.tile:77
      __half const v2008 = __float2half_rn(v1736);  // attention.tile:77
      __half const v2009 = __float2half_rn(v1737);  // attention.tile:77
      __half const v2010 = __float2half_rn(v1738);  // attention.tile:77
      __half const v2011 = __float2half_rn(v1739);  // attention.tile:77
      __half const v2012 = __float2half_rn(v1740);  // attention.tile:77
      __half const v2013 = __float2half_rn(v1741);  // attention.tile:77
      __half const v2014 = __float2half_rn(v1742);  // attention.tile:77
      __half const v2015 = __float2half_rn(v1743);  // attention.tile:77
      __half const v2016 = __float2half_rn(v1744);  // attention.tile:77
      float const v2017 = (c262 * v1747);  // attention.tile:77
      float const v2018 = (c263 * v1747);  // attention.tile:77
      float const v2019 = (c264 * v1748);  // attention.tile:77
      float const v2020 = (c265 * v1748);  // attention.tile:77
      float const v2021 = (c266 * v1747);  // attention.tile:77
      float const v2022 = (c267 * v1747);  // attention.tile:77
      float const v2023 = (c268 * v1748);  // attention.tile:77
      float const v2024 = (c269 * v1748);  // attention.tile:77
      float const v2025 = (c270 * v1747);  // attention.tile:77
      float const v2026 = (c271 * v1747);  // attention.tile:77
      float const v2027 = (c272 * v1748);  // attention.tile:77
      float const v2028 = (c273 * v1748);  // attention.tile:77
      float const v2029 = (c274 * v1747);  // attention.tile:77
      float const v2030 = (c275 * v1747);  // attention.tile:77
      float const v2031 = (c276 * v1748);  // attention.tile:77
      float const v2032 = (c277 * v1748);  // attention.tile:77
      float const v2033 = (c278 * v1747);  // attention.tile:77
      float const v2034 = (c279 * v1747);  // attention.tile:77
      float const v2035 = (c280 * v1748);  // attention.tile:77
      float const v2036 = (c281 * v1748);  // attention.tile:77
      float const v2037 = (c282 * v1747);  // attention.tile:77
      float const v2038 = (c283 * v1747);  // attention.tile:77
      float const v2039 = (c284 * v1748);  // attention.tile:77
      float const v2040 = (c285 * v1748);  // attention.tile:77
      float const v2041 = (c286 * v1747);  // attention.tile:77
      float const v2042 = (c287 * v1747);  // attention.tile:77
      float const v2043 = (c288 * v1748);  // attention.tile:77
      float const v2044 = (c289 * v1748);  // attention.tile:77
      float const v2045 = (c290 * v1747);  // attention.tile:77
      float const v2046 = (c291 * v1747);  // attention.tile:77
      float const v2047 = (c292 * v1748);  // attention.tile:77
      float const v2048 = (c293 * v1748);  // attention.tile:77
      __syncthreads();  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c2_0) * 128 + ((((tl_c2_1) >> 3) ^ ((tl_c2_0) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1953;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 2)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 2)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1954;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 4)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 4)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1955;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 6)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 6)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1956;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 8)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 8)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1957;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 10)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 10)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1958;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 12)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 12)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1959;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 14)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 14)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1960;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 16)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 16)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1961;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 18)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 18)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1962;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 20)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 20)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1963;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 22)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 22)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1964;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 24)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 24)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1965;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 26)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 26)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1966;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 28)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 28)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1967;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 30)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 30)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1968;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 32)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 32)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1969;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 34)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 34)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1970;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 36)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 36)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1971;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 38)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 38)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1972;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 40)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 40)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1973;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 42)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 42)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1974;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 44)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 44)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1975;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 46)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 46)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1976;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 48)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 48)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1977;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 50)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 50)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1978;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 52)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 52)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1979;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 54)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 54)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1980;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 56)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 56)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1981;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 58)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 58)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1982;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 60)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 60)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1983;  // attention.tile:77
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 62)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 62)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld1984;  // attention.tile:77
      __syncthreads();  // attention.tile:77
      // dot on tensor cores: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32, warps [4, 1], 8 block(s) per warp  // attention.tile:77
      float acc2049 = v2017;  // attention.tile:77
      float acc2050 = v2018;  // attention.tile:77
      float acc2051 = v2019;  // attention.tile:77
      float acc2052 = v2020;  // attention.tile:77
      float acc2053 = v2021;  // attention.tile:77
      float acc2054 = v2022;  // attention.tile:77
      float acc2055 = v2023;  // attention.tile:77
      float acc2056 = v2024;  // attention.tile:77
      float acc2057 = v2025;  // attention.tile:77
      float acc2058 = v2026;  // attention.tile:77
      float acc2059 = v2027;  // attention.tile:77
      float acc2060 = v2028;  // attention.tile:77
      float acc2061 = v2029;  // attention.tile:77
      float acc2062 = v2030;  // attention.tile:77
      float acc2063 = v2031;  // attention.tile:77
      float acc2064 = v2032;  // attention.tile:77
      float acc2065 = v2033;  // attention.tile:77
      float acc2066 = v2034;  // attention.tile:77
      float acc2067 = v2035;  // attention.tile:77
      float acc2068 = v2036;  // attention.tile:77
      float acc2069 = v2037;  // attention.tile:77
      float acc2070 = v2038;  // attention.tile:77
      float acc2071 = v2039;  // attention.tile:77
      float acc2072 = v2040;  // attention.tile:77
      float acc2073 = v2041;  // attention.tile:77
      float acc2074 = v2042;  // attention.tile:77
      float acc2075 = v2043;  // attention.tile:77
      float acc2076 = v2044;  // attention.tile:77
      float acc2077 = v2045;  // attention.tile:77
      float acc2078 = v2046;  // attention.tile:77
      float acc2079 = v2047;  // attention.tile:77
      float acc2080 = v2048;  // attention.tile:77
      unsigned fr2082, fr2083, fr2084, fr2085;  // attention.tile:77
      tl_ldsm4t((tl_sbase + 0) + lm2081_r + 0 + (((lm2081_c + 0) ^ lm2081_s) << 4), fr2082, fr2083, fr2084, fr2085);  // attention.tile:77
      unsigned fr2086, fr2087, fr2088, fr2089;  // attention.tile:77
      tl_ldsm4t((tl_sbase + 0) + lm2081_r + 0 + (((lm2081_c + 2) ^ lm2081_s) << 4), fr2086, fr2087, fr2088, fr2089);  // attention.tile:77
      unsigned fr2090, fr2091, fr2092, fr2093;  // attention.tile:77
      tl_ldsm4t((tl_sbase + 0) + lm2081_r + 0 + (((lm2081_c + 4) ^ lm2081_s) << 4), fr2090, fr2091, fr2092, fr2093);  // attention.tile:77
      unsigned fr2094, fr2095, fr2096, fr2097;  // attention.tile:77
      tl_ldsm4t((tl_sbase + 0) + lm2081_r + 0 + (((lm2081_c + 6) ^ lm2081_s) << 4), fr2094, fr2095, fr2096, fr2097);  // attention.tile:77
      const unsigned fr2098 = tl_pack_h2(v1985, v1986);  // attention.tile:77
      const unsigned fr2099 = tl_pack_h2(v1987, v1988);  // attention.tile:77
      const unsigned fr2100 = tl_pack_h2(v1989, v1990);  // attention.tile:77
      const unsigned fr2101 = tl_pack_h2(v1991, v1992);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc2049, acc2050, acc2051, acc2052, fr2098, fr2099, fr2100, fr2101, fr2082, fr2083);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc2053, acc2054, acc2055, acc2056, fr2098, fr2099, fr2100, fr2101, fr2084, fr2085);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc2057, acc2058, acc2059, acc2060, fr2098, fr2099, fr2100, fr2101, fr2086, fr2087);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc2061, acc2062, acc2063, acc2064, fr2098, fr2099, fr2100, fr2101, fr2088, fr2089);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc2065, acc2066, acc2067, acc2068, fr2098, fr2099, fr2100, fr2101, fr2090, fr2091);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc2069, acc2070, acc2071, acc2072, fr2098, fr2099, fr2100, fr2101, fr2092, fr2093);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc2073, acc2074, acc2075, acc2076, fr2098, fr2099, fr2100, fr2101, fr2094, fr2095);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc2077, acc2078, acc2079, acc2080, fr2098, fr2099, fr2100, fr2101, fr2096, fr2097);  // attention.tile:77
      unsigned fr2102, fr2103, fr2104, fr2105;  // attention.tile:77
      tl_ldsm4t((tl_sbase + 0) + lm2081_r + 2048 + (((lm2081_c + 0) ^ lm2081_s) << 4), fr2102, fr2103, fr2104, fr2105);  // attention.tile:77
      unsigned fr2106, fr2107, fr2108, fr2109;  // attention.tile:77
      tl_ldsm4t((tl_sbase + 0) + lm2081_r + 2048 + (((lm2081_c + 2) ^ lm2081_s) << 4), fr2106, fr2107, fr2108, fr2109);  // attention.tile:77
      unsigned fr2110, fr2111, fr2112, fr2113;  // attention.tile:77
      tl_ldsm4t((tl_sbase + 0) + lm2081_r + 2048 + (((lm2081_c + 4) ^ lm2081_s) << 4), fr2110, fr2111, fr2112, fr2113);  // attention.tile:77
      unsigned fr2114, fr2115, fr2116, fr2117;  // attention.tile:77
      tl_ldsm4t((tl_sbase + 0) + lm2081_r + 2048 + (((lm2081_c + 6) ^ lm2081_s) << 4), fr2114, fr2115, fr2116, fr2117);  // attention.tile:77
      const unsigned fr2118 = tl_pack_h2(v1993, v1994);  // attention.tile:77
      const unsigned fr2119 = tl_pack_h2(v1995, v1996);  // attention.tile:77
      const unsigned fr2120 = tl_pack_h2(v1997, v1998);  // attention.tile:77
      const unsigned fr2121 = tl_pack_h2(v1999, v2000);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc2049, acc2050, acc2051, acc2052, fr2118, fr2119, fr2120, fr2121, fr2102, fr2103);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc2053, acc2054, acc2055, acc2056, fr2118, fr2119, fr2120, fr2121, fr2104, fr2105);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc2057, acc2058, acc2059, acc2060, fr2118, fr2119, fr2120, fr2121, fr2106, fr2107);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc2061, acc2062, acc2063, acc2064, fr2118, fr2119, fr2120, fr2121, fr2108, fr2109);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc2065, acc2066, acc2067, acc2068, fr2118, fr2119, fr2120, fr2121, fr2110, fr2111);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc2069, acc2070, acc2071, acc2072, fr2118, fr2119, fr2120, fr2121, fr2112, fr2113);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc2073, acc2074, acc2075, acc2076, fr2118, fr2119, fr2120, fr2121, fr2114, fr2115);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc2077, acc2078, acc2079, acc2080, fr2118, fr2119, fr2120, fr2121, fr2116, fr2117);  // attention.tile:77
      unsigned fr2122, fr2123, fr2124, fr2125;  // attention.tile:77
      tl_ldsm4t((tl_sbase + 0) + lm2081_r + 4096 + (((lm2081_c + 0) ^ lm2081_s) << 4), fr2122, fr2123, fr2124, fr2125);  // attention.tile:77
      unsigned fr2126, fr2127, fr2128, fr2129;  // attention.tile:77
      tl_ldsm4t((tl_sbase + 0) + lm2081_r + 4096 + (((lm2081_c + 2) ^ lm2081_s) << 4), fr2126, fr2127, fr2128, fr2129);  // attention.tile:77
      unsigned fr2130, fr2131, fr2132, fr2133;  // attention.tile:77
      tl_ldsm4t((tl_sbase + 0) + lm2081_r + 4096 + (((lm2081_c + 4) ^ lm2081_s) << 4), fr2130, fr2131, fr2132, fr2133);  // attention.tile:77
      unsigned fr2134, fr2135, fr2136, fr2137;  // attention.tile:77
      tl_ldsm4t((tl_sbase + 0) + lm2081_r + 4096 + (((lm2081_c + 6) ^ lm2081_s) << 4), fr2134, fr2135, fr2136, fr2137);  // attention.tile:77
      const unsigned fr2138 = tl_pack_h2(v2001, v2002);  // attention.tile:77
      const unsigned fr2139 = tl_pack_h2(v2003, v2004);  // attention.tile:77
      const unsigned fr2140 = tl_pack_h2(v2005, v2006);  // attention.tile:77
      const unsigned fr2141 = tl_pack_h2(v2007, v2008);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc2049, acc2050, acc2051, acc2052, fr2138, fr2139, fr2140, fr2141, fr2122, fr2123);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc2053, acc2054, acc2055, acc2056, fr2138, fr2139, fr2140, fr2141, fr2124, fr2125);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc2057, acc2058, acc2059, acc2060, fr2138, fr2139, fr2140, fr2141, fr2126, fr2127);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc2061, acc2062, acc2063, acc2064, fr2138, fr2139, fr2140, fr2141, fr2128, fr2129);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc2065, acc2066, acc2067, acc2068, fr2138, fr2139, fr2140, fr2141, fr2130, fr2131);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc2069, acc2070, acc2071, acc2072, fr2138, fr2139, fr2140, fr2141, fr2132, fr2133);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc2073, acc2074, acc2075, acc2076, fr2138, fr2139, fr2140, fr2141, fr2134, fr2135);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc2077, acc2078, acc2079, acc2080, fr2138, fr2139, fr2140, fr2141, fr2136, fr2137);  // attention.tile:77
      unsigned fr2142, fr2143, fr2144, fr2145;  // attention.tile:77
      tl_ldsm4t((tl_sbase + 0) + lm2081_r + 6144 + (((lm2081_c + 0) ^ lm2081_s) << 4), fr2142, fr2143, fr2144, fr2145);  // attention.tile:77
      unsigned fr2146, fr2147, fr2148, fr2149;  // attention.tile:77
      tl_ldsm4t((tl_sbase + 0) + lm2081_r + 6144 + (((lm2081_c + 2) ^ lm2081_s) << 4), fr2146, fr2147, fr2148, fr2149);  // attention.tile:77
      unsigned fr2150, fr2151, fr2152, fr2153;  // attention.tile:77
      tl_ldsm4t((tl_sbase + 0) + lm2081_r + 6144 + (((lm2081_c + 4) ^ lm2081_s) << 4), fr2150, fr2151, fr2152, fr2153);  // attention.tile:77
      unsigned fr2154, fr2155, fr2156, fr2157;  // attention.tile:77
      tl_ldsm4t((tl_sbase + 0) + lm2081_r + 6144 + (((lm2081_c + 6) ^ lm2081_s) << 4), fr2154, fr2155, fr2156, fr2157);  // attention.tile:77
      const unsigned fr2158 = tl_pack_h2(v2009, v2010);  // attention.tile:77
      const unsigned fr2159 = tl_pack_h2(v2011, v2012);  // attention.tile:77
      const unsigned fr2160 = tl_pack_h2(v2013, v2014);  // attention.tile:77
      const unsigned fr2161 = tl_pack_h2(v2015, v2016);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc2049, acc2050, acc2051, acc2052, fr2158, fr2159, fr2160, fr2161, fr2142, fr2143);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc2053, acc2054, acc2055, acc2056, fr2158, fr2159, fr2160, fr2161, fr2144, fr2145);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc2057, acc2058, acc2059, acc2060, fr2158, fr2159, fr2160, fr2161, fr2146, fr2147);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc2061, acc2062, acc2063, acc2064, fr2158, fr2159, fr2160, fr2161, fr2148, fr2149);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc2065, acc2066, acc2067, acc2068, fr2158, fr2159, fr2160, fr2161, fr2150, fr2151);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc2069, acc2070, acc2071, acc2072, fr2158, fr2159, fr2160, fr2161, fr2152, fr2153);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc2073, acc2074, acc2075, acc2076, fr2158, fr2159, fr2160, fr2161, fr2154, fr2155);  // attention.tile:77
      tl_mma_m16n8k16_fp16_fp32(acc2077, acc2078, acc2079, acc2080, fr2158, fr2159, fr2160, fr2161, fr2156, fr2157);  // attention.tile:77
      c260 = v1789;  // attention.tile:60
      c261 = v1790;  // attention.tile:60
      c262 = acc2049;  // attention.tile:60
      c263 = acc2050;  // attention.tile:60
      c264 = acc2051;  // attention.tile:60
      c265 = acc2052;  // attention.tile:60
      c266 = acc2053;  // attention.tile:60
      c267 = acc2054;  // attention.tile:60
      c268 = acc2055;  // attention.tile:60
      c269 = acc2056;  // attention.tile:60
      c270 = acc2057;  // attention.tile:60
      c271 = acc2058;  // attention.tile:60
      c272 = acc2059;  // attention.tile:60
      c273 = acc2060;  // attention.tile:60
      c274 = acc2061;  // attention.tile:60
      c275 = acc2062;  // attention.tile:60
      c276 = acc2063;  // attention.tile:60
      c277 = acc2064;  // attention.tile:60
      c278 = acc2065;  // attention.tile:60
      c279 = acc2066;  // attention.tile:60
      c280 = acc2067;  // attention.tile:60
      c281 = acc2068;  // attention.tile:60
      c282 = acc2069;  // attention.tile:60
      c283 = acc2070;  // attention.tile:60
      c284 = acc2071;  // attention.tile:60
      c285 = acc2072;  // attention.tile:60
      c286 = acc2073;  // attention.tile:60
      c287 = acc2074;  // attention.tile:60
      c288 = acc2075;  // attention.tile:60
      c289 = acc2076;  // attention.tile:60
      c290 = acc2077;  // attention.tile:60
      c291 = acc2078;  // attention.tile:60
      c292 = acc2079;  // attention.tile:60
      c293 = acc2080;  // attention.tile:60
      c294 = v1647;  // attention.tile:60
      c295 = v1648;  // attention.tile:60
    }  // attention.tile:60
  }  // attention.tile:60
  float const v2162 = tl_fdiv(c262, c260);  // attention.tile:79
  float const v2163 = tl_fdiv(c263, c260);  // attention.tile:79
  float const v2164 = tl_fdiv(c264, c261);  // attention.tile:79
  float const v2165 = tl_fdiv(c265, c261);  // attention.tile:79
  float const v2166 = tl_fdiv(c266, c260);  // attention.tile:79
  float const v2167 = tl_fdiv(c267, c260);  // attention.tile:79
  float const v2168 = tl_fdiv(c268, c261);  // attention.tile:79
  float const v2169 = tl_fdiv(c269, c261);  // attention.tile:79
  float const v2170 = tl_fdiv(c270, c260);  // attention.tile:79
  float const v2171 = tl_fdiv(c271, c260);  // attention.tile:79
  float const v2172 = tl_fdiv(c272, c261);  // attention.tile:79
  float const v2173 = tl_fdiv(c273, c261);  // attention.tile:79
  float const v2174 = tl_fdiv(c274, c260);  // attention.tile:79
  float const v2175 = tl_fdiv(c275, c260);  // attention.tile:79
  float const v2176 = tl_fdiv(c276, c261);  // attention.tile:79
  float const v2177 = tl_fdiv(c277, c261);  // attention.tile:79
  float const v2178 = tl_fdiv(c278, c260);  // attention.tile:79
  float const v2179 = tl_fdiv(c279, c260);  // attention.tile:79
  float const v2180 = tl_fdiv(c280, c261);  // attention.tile:79
  float const v2181 = tl_fdiv(c281, c261);  // attention.tile:79
  float const v2182 = tl_fdiv(c282, c260);  // attention.tile:79
  float const v2183 = tl_fdiv(c283, c260);  // attention.tile:79
  float const v2184 = tl_fdiv(c284, c261);  // attention.tile:79
  float const v2185 = tl_fdiv(c285, c261);  // attention.tile:79
  float const v2186 = tl_fdiv(c286, c260);  // attention.tile:79
  float const v2187 = tl_fdiv(c287, c260);  // attention.tile:79
  float const v2188 = tl_fdiv(c288, c261);  // attention.tile:79
  float const v2189 = tl_fdiv(c289, c261);  // attention.tile:79
  float const v2190 = tl_fdiv(c290, c260);  // attention.tile:79
  float const v2191 = tl_fdiv(c291, c260);  // attention.tile:79
  float const v2192 = tl_fdiv(c292, c261);  // attention.tile:79
  float const v2193 = tl_fdiv(c293, c261);  // attention.tile:79
  int const v2194 = ((int)((unsigned int)(pid5) * (unsigned int)(p_stride_oz)));  // attention.tile:80
  __half* const p2195 = (p_out + v2194);  // attention.tile:80
  __half* const p2196 = (p2195 + v4);  // attention.tile:80
  int const v2197 = ((int)((unsigned int)(v38) * (unsigned int)(p_stride_om)));  // attention.tile:80
  int const v2198 = ((int)((unsigned int)(v39) * (unsigned int)(p_stride_om)));  // attention.tile:80
  int const v2199 = ((int)((unsigned int)(v40) * (unsigned int)(p_stride_om)));  // attention.tile:80
  int const v2200 = ((int)((unsigned int)(v41) * (unsigned int)(p_stride_om)));  // attention.tile:80
  int const v2201 = ((int)((unsigned int)(v42) * (unsigned int)(p_stride_om)));  // attention.tile:80
  int const v2202 = ((int)((unsigned int)(v43) * (unsigned int)(p_stride_om)));  // attention.tile:80
  int const v2203 = ((int)((unsigned int)(v44) * (unsigned int)(p_stride_om)));  // attention.tile:80
  int const v2204 = ((int)((unsigned int)(v45) * (unsigned int)(p_stride_om)));  // attention.tile:80
  int const v2205 = ((int)((unsigned int)(v46) * (unsigned int)(p_stride_om)));  // attention.tile:80
  int const v2206 = ((int)((unsigned int)(v47) * (unsigned int)(p_stride_om)));  // attention.tile:80
  int const v2207 = ((int)((unsigned int)(v48) * (unsigned int)(p_stride_om)));  // attention.tile:80
  int const v2208 = ((int)((unsigned int)(v49) * (unsigned int)(p_stride_om)));  // attention.tile:80
  int const v2209 = ((int)((unsigned int)(v50) * (unsigned int)(p_stride_om)));  // attention.tile:80
  int const v2210 = ((int)((unsigned int)(v51) * (unsigned int)(p_stride_om)));  // attention.tile:80
  int const v2211 = ((int)((unsigned int)(v52) * (unsigned int)(p_stride_om)));  // attention.tile:80
  int const v2212 = ((int)((unsigned int)(v53) * (unsigned int)(p_stride_om)));  // attention.tile:80
  int const v2213 = ((int)((unsigned int)(v54) * (unsigned int)(p_stride_om)));  // attention.tile:80
  int const v2214 = ((int)((unsigned int)(v55) * (unsigned int)(p_stride_om)));  // attention.tile:80
  int const v2215 = ((int)((unsigned int)(v56) * (unsigned int)(p_stride_om)));  // attention.tile:80
  int const v2216 = ((int)((unsigned int)(v57) * (unsigned int)(p_stride_om)));  // attention.tile:80
  int const v2217 = ((int)((unsigned int)(v58) * (unsigned int)(p_stride_om)));  // attention.tile:80
  int const v2218 = ((int)((unsigned int)(v59) * (unsigned int)(p_stride_om)));  // attention.tile:80
  int const v2219 = ((int)((unsigned int)(v60) * (unsigned int)(p_stride_om)));  // attention.tile:80
  int const v2220 = ((int)((unsigned int)(v61) * (unsigned int)(p_stride_om)));  // attention.tile:80
  int const v2221 = ((int)((unsigned int)(v62) * (unsigned int)(p_stride_om)));  // attention.tile:80
  int const v2222 = ((int)((unsigned int)(v63) * (unsigned int)(p_stride_om)));  // attention.tile:80
  int const v2223 = ((int)((unsigned int)(v64) * (unsigned int)(p_stride_om)));  // attention.tile:80
  int const v2224 = ((int)((unsigned int)(v65) * (unsigned int)(p_stride_om)));  // attention.tile:80
  int const v2225 = ((int)((unsigned int)(v66) * (unsigned int)(p_stride_om)));  // attention.tile:80
  int const v2226 = ((int)((unsigned int)(v67) * (unsigned int)(p_stride_om)));  // attention.tile:80
  int const v2227 = ((int)((unsigned int)(v68) * (unsigned int)(p_stride_om)));  // attention.tile:80
  int const v2228 = ((int)((unsigned int)(v69) * (unsigned int)(p_stride_om)));  // attention.tile:80
  __half* const p2229 = (p2196 + v2197);  // attention.tile:80
  __half* const p2230 = (p2196 + v2198);  // attention.tile:80
  __half* const p2231 = (p2196 + v2199);  // attention.tile:80
  __half* const p2232 = (p2196 + v2200);  // attention.tile:80
  __half* const p2233 = (p2196 + v2201);  // attention.tile:80
  __half* const p2234 = (p2196 + v2202);  // attention.tile:80
  __half* const p2235 = (p2196 + v2203);  // attention.tile:80
  __half* const p2236 = (p2196 + v2204);  // attention.tile:80
  __half* const p2237 = (p2196 + v2205);  // attention.tile:80
  __half* const p2238 = (p2196 + v2206);  // attention.tile:80
  __half* const p2239 = (p2196 + v2207);  // attention.tile:80
  __half* const p2240 = (p2196 + v2208);  // attention.tile:80
  __half* const p2241 = (p2196 + v2209);  // attention.tile:80
  __half* const p2242 = (p2196 + v2210);  // attention.tile:80
  __half* const p2243 = (p2196 + v2211);  // attention.tile:80
  __half* const p2244 = (p2196 + v2212);  // attention.tile:80
  __half* const p2245 = (p2196 + v2213);  // attention.tile:80
  __half* const p2246 = (p2196 + v2214);  // attention.tile:80
  __half* const p2247 = (p2196 + v2215);  // attention.tile:80
  __half* const p2248 = (p2196 + v2216);  // attention.tile:80
  __half* const p2249 = (p2196 + v2217);  // attention.tile:80
  __half* const p2250 = (p2196 + v2218);  // attention.tile:80
  __half* const p2251 = (p2196 + v2219);  // attention.tile:80
  __half* const p2252 = (p2196 + v2220);  // attention.tile:80
  __half* const p2253 = (p2196 + v2221);  // attention.tile:80
  __half* const p2254 = (p2196 + v2222);  // attention.tile:80
  __half* const p2255 = (p2196 + v2223);  // attention.tile:80
  __half* const p2256 = (p2196 + v2224);  // attention.tile:80
  __half* const p2257 = (p2196 + v2225);  // attention.tile:80
  __half* const p2258 = (p2196 + v2226);  // attention.tile:80
  __half* const p2259 = (p2196 + v2227);  // attention.tile:80
  __half* const p2260 = (p2196 + v2228);  // attention.tile:80
  __half* const p2261 = (p2229 + tl_c0_0);  // attention.tile:80
  __half* const p2262 = (p2230 + tl_c0_0);  // attention.tile:80
  __half* const p2263 = (p2231 + tl_c0_0);  // attention.tile:80
  __half* const p2264 = (p2232 + tl_c0_0);  // attention.tile:80
  __half* const p2265 = (p2233 + tl_c0_0);  // attention.tile:80
  __half* const p2266 = (p2234 + tl_c0_0);  // attention.tile:80
  __half* const p2267 = (p2235 + tl_c0_0);  // attention.tile:80
  __half* const p2268 = (p2236 + tl_c0_0);  // attention.tile:80
  __half* const p2269 = (p2237 + tl_c0_0);  // attention.tile:80
  __half* const p2270 = (p2238 + tl_c0_0);  // attention.tile:80
  __half* const p2271 = (p2239 + tl_c0_0);  // attention.tile:80
  __half* const p2272 = (p2240 + tl_c0_0);  // attention.tile:80
  __half* const p2273 = (p2241 + tl_c0_0);  // attention.tile:80
  __half* const p2274 = (p2242 + tl_c0_0);  // attention.tile:80
  __half* const p2275 = (p2243 + tl_c0_0);  // attention.tile:80
  __half* const p2276 = (p2244 + tl_c0_0);  // attention.tile:80
  __half* const p2277 = (p2245 + tl_c0_0);  // attention.tile:80
  __half* const p2278 = (p2246 + tl_c0_0);  // attention.tile:80
  __half* const p2279 = (p2247 + tl_c0_0);  // attention.tile:80
  __half* const p2280 = (p2248 + tl_c0_0);  // attention.tile:80
  __half* const p2281 = (p2249 + tl_c0_0);  // attention.tile:80
  __half* const p2282 = (p2250 + tl_c0_0);  // attention.tile:80
  __half* const p2283 = (p2251 + tl_c0_0);  // attention.tile:80
  __half* const p2284 = (p2252 + tl_c0_0);  // attention.tile:80
  __half* const p2285 = (p2253 + tl_c0_0);  // attention.tile:80
  __half* const p2286 = (p2254 + tl_c0_0);  // attention.tile:80
  __half* const p2287 = (p2255 + tl_c0_0);  // attention.tile:80
  __half* const p2288 = (p2256 + tl_c0_0);  // attention.tile:80
  __half* const p2289 = (p2257 + tl_c0_0);  // attention.tile:80
  __half* const p2290 = (p2258 + tl_c0_0);  // attention.tile:80
  __half* const p2291 = (p2259 + tl_c0_0);  // attention.tile:80
  __half* const p2292 = (p2260 + tl_c0_0);  // attention.tile:80
  __half const v2293 = __float2half_rn(v2162);  // attention.tile:81
  __half const v2294 = __float2half_rn(v2163);  // attention.tile:81
  __half const v2295 = __float2half_rn(v2164);  // attention.tile:81
  __half const v2296 = __float2half_rn(v2165);  // attention.tile:81
  __half const v2297 = __float2half_rn(v2166);  // attention.tile:81
  __half const v2298 = __float2half_rn(v2167);  // attention.tile:81
  __half const v2299 = __float2half_rn(v2168);  // attention.tile:81
  __half const v2300 = __float2half_rn(v2169);  // attention.tile:81
  __half const v2301 = __float2half_rn(v2170);  // attention.tile:81
  __half const v2302 = __float2half_rn(v2171);  // attention.tile:81
  __half const v2303 = __float2half_rn(v2172);  // attention.tile:81
  __half const v2304 = __float2half_rn(v2173);  // attention.tile:81
  __half const v2305 = __float2half_rn(v2174);  // attention.tile:81
  __half const v2306 = __float2half_rn(v2175);  // attention.tile:81
  __half const v2307 = __float2half_rn(v2176);  // attention.tile:81
  __half const v2308 = __float2half_rn(v2177);  // attention.tile:81
  __half const v2309 = __float2half_rn(v2178);  // attention.tile:81
  __half const v2310 = __float2half_rn(v2179);  // attention.tile:81
  __half const v2311 = __float2half_rn(v2180);  // attention.tile:81
  __half const v2312 = __float2half_rn(v2181);  // attention.tile:81
  __half const v2313 = __float2half_rn(v2182);  // attention.tile:81
  __half const v2314 = __float2half_rn(v2183);  // attention.tile:81
  __half const v2315 = __float2half_rn(v2184);  // attention.tile:81
  __half const v2316 = __float2half_rn(v2185);  // attention.tile:81
  __half const v2317 = __float2half_rn(v2186);  // attention.tile:81
  __half const v2318 = __float2half_rn(v2187);  // attention.tile:81
  __half const v2319 = __float2half_rn(v2188);  // attention.tile:81
  __half const v2320 = __float2half_rn(v2189);  // attention.tile:81
  __half const v2321 = __float2half_rn(v2190);  // attention.tile:81
  __half const v2322 = __float2half_rn(v2191);  // attention.tile:81
  __half const v2323 = __float2half_rn(v2192);  // attention.tile:81
  __half const v2324 = __float2half_rn(v2193);  // attention.tile:81
  // store: not a TMA store: its base has more than one per-program offset  // attention.tile:80
  __syncthreads();  // attention.tile:80
  __half* cv2325 = reinterpret_cast<__half*>(tl_smem + 0);  // layout conversion, rows padded to 72 elements  // attention.tile:80
  cv2325[tl_c7_0 * 72 + tl_c7_1] = v2293;  // attention.tile:80
  cv2325[(tl_c7_0 * 72 + tl_c7_1 + 1)] = v2294;  // attention.tile:80
  cv2325[(tl_c7_0 * 72 + tl_c7_1 + 576)] = v2295;  // attention.tile:80
  cv2325[(tl_c7_0 * 72 + tl_c7_1 + 577)] = v2296;  // attention.tile:80
  cv2325[(tl_c7_0 * 72 + tl_c7_1 + 8)] = v2297;  // attention.tile:80
  cv2325[(tl_c7_0 * 72 + tl_c7_1 + 9)] = v2298;  // attention.tile:80
  cv2325[(tl_c7_0 * 72 + tl_c7_1 + 584)] = v2299;  // attention.tile:80
  cv2325[(tl_c7_0 * 72 + tl_c7_1 + 585)] = v2300;  // attention.tile:80
  cv2325[(tl_c7_0 * 72 + tl_c7_1 + 16)] = v2301;  // attention.tile:80
  cv2325[(tl_c7_0 * 72 + tl_c7_1 + 17)] = v2302;  // attention.tile:80
  cv2325[(tl_c7_0 * 72 + tl_c7_1 + 592)] = v2303;  // attention.tile:80
  cv2325[(tl_c7_0 * 72 + tl_c7_1 + 593)] = v2304;  // attention.tile:80
  cv2325[(tl_c7_0 * 72 + tl_c7_1 + 24)] = v2305;  // attention.tile:80
  cv2325[(tl_c7_0 * 72 + tl_c7_1 + 25)] = v2306;  // attention.tile:80
  cv2325[(tl_c7_0 * 72 + tl_c7_1 + 600)] = v2307;  // attention.tile:80
  cv2325[(tl_c7_0 * 72 + tl_c7_1 + 601)] = v2308;  // attention.tile:80
  cv2325[(tl_c7_0 * 72 + tl_c7_1 + 32)] = v2309;  // attention.tile:80
  cv2325[(tl_c7_0 * 72 + tl_c7_1 + 33)] = v2310;  // attention.tile:80
  cv2325[(tl_c7_0 * 72 + tl_c7_1 + 608)] = v2311;  // attention.tile:80
  cv2325[(tl_c7_0 * 72 + tl_c7_1 + 609)] = v2312;  // attention.tile:80
  cv2325[(tl_c7_0 * 72 + tl_c7_1 + 40)] = v2313;  // attention.tile:80
  cv2325[(tl_c7_0 * 72 + tl_c7_1 + 41)] = v2314;  // attention.tile:80
  cv2325[(tl_c7_0 * 72 + tl_c7_1 + 616)] = v2315;  // attention.tile:80
  cv2325[(tl_c7_0 * 72 + tl_c7_1 + 617)] = v2316;  // attention.tile:80
  cv2325[(tl_c7_0 * 72 + tl_c7_1 + 48)] = v2317;  // attention.tile:80
  cv2325[(tl_c7_0 * 72 + tl_c7_1 + 49)] = v2318;  // attention.tile:80
  cv2325[(tl_c7_0 * 72 + tl_c7_1 + 624)] = v2319;  // attention.tile:80
  cv2325[(tl_c7_0 * 72 + tl_c7_1 + 625)] = v2320;  // attention.tile:80
  cv2325[(tl_c7_0 * 72 + tl_c7_1 + 56)] = v2321;  // attention.tile:80
  cv2325[(tl_c7_0 * 72 + tl_c7_1 + 57)] = v2322;  // attention.tile:80
  cv2325[(tl_c7_0 * 72 + tl_c7_1 + 632)] = v2323;  // attention.tile:80
  cv2325[(tl_c7_0 * 72 + tl_c7_1 + 633)] = v2324;  // attention.tile:80
  __syncthreads();  // attention.tile:80
  __half const cv2326 = cv2325[tl_c2_0 * 72 + tl_c2_1];  // attention.tile:80
  __half const cv2327 = cv2325[(tl_c2_0 * 72 + tl_c2_1 + 144)];  // attention.tile:80
  __half const cv2328 = cv2325[(tl_c2_0 * 72 + tl_c2_1 + 288)];  // attention.tile:80
  __half const cv2329 = cv2325[(tl_c2_0 * 72 + tl_c2_1 + 432)];  // attention.tile:80
  __half const cv2330 = cv2325[(tl_c2_0 * 72 + tl_c2_1 + 576)];  // attention.tile:80
  __half const cv2331 = cv2325[(tl_c2_0 * 72 + tl_c2_1 + 720)];  // attention.tile:80
  __half const cv2332 = cv2325[(tl_c2_0 * 72 + tl_c2_1 + 864)];  // attention.tile:80
  __half const cv2333 = cv2325[(tl_c2_0 * 72 + tl_c2_1 + 1008)];  // attention.tile:80
  __half const cv2334 = cv2325[(tl_c2_0 * 72 + tl_c2_1 + 1152)];  // attention.tile:80
  __half const cv2335 = cv2325[(tl_c2_0 * 72 + tl_c2_1 + 1296)];  // attention.tile:80
  __half const cv2336 = cv2325[(tl_c2_0 * 72 + tl_c2_1 + 1440)];  // attention.tile:80
  __half const cv2337 = cv2325[(tl_c2_0 * 72 + tl_c2_1 + 1584)];  // attention.tile:80
  __half const cv2338 = cv2325[(tl_c2_0 * 72 + tl_c2_1 + 1728)];  // attention.tile:80
  __half const cv2339 = cv2325[(tl_c2_0 * 72 + tl_c2_1 + 1872)];  // attention.tile:80
  __half const cv2340 = cv2325[(tl_c2_0 * 72 + tl_c2_1 + 2016)];  // attention.tile:80
  __half const cv2341 = cv2325[(tl_c2_0 * 72 + tl_c2_1 + 2160)];  // attention.tile:80
  __half const cv2342 = cv2325[(tl_c2_0 * 72 + tl_c2_1 + 2304)];  // attention.tile:80
  __half const cv2343 = cv2325[(tl_c2_0 * 72 + tl_c2_1 + 2448)];  // attention.tile:80
  __half const cv2344 = cv2325[(tl_c2_0 * 72 + tl_c2_1 + 2592)];  // attention.tile:80
  __half const cv2345 = cv2325[(tl_c2_0 * 72 + tl_c2_1 + 2736)];  // attention.tile:80
  __half const cv2346 = cv2325[(tl_c2_0 * 72 + tl_c2_1 + 2880)];  // attention.tile:80
  __half const cv2347 = cv2325[(tl_c2_0 * 72 + tl_c2_1 + 3024)];  // attention.tile:80
  __half const cv2348 = cv2325[(tl_c2_0 * 72 + tl_c2_1 + 3168)];  // attention.tile:80
  __half const cv2349 = cv2325[(tl_c2_0 * 72 + tl_c2_1 + 3312)];  // attention.tile:80
  __half const cv2350 = cv2325[(tl_c2_0 * 72 + tl_c2_1 + 3456)];  // attention.tile:80
  __half const cv2351 = cv2325[(tl_c2_0 * 72 + tl_c2_1 + 3600)];  // attention.tile:80
  __half const cv2352 = cv2325[(tl_c2_0 * 72 + tl_c2_1 + 3744)];  // attention.tile:80
  __half const cv2353 = cv2325[(tl_c2_0 * 72 + tl_c2_1 + 3888)];  // attention.tile:80
  __half const cv2354 = cv2325[(tl_c2_0 * 72 + tl_c2_1 + 4032)];  // attention.tile:80
  __half const cv2355 = cv2325[(tl_c2_0 * 72 + tl_c2_1 + 4176)];  // attention.tile:80
  __half const cv2356 = cv2325[(tl_c2_0 * 72 + tl_c2_1 + 4320)];  // attention.tile:80
  __half const cv2357 = cv2325[(tl_c2_0 * 72 + tl_c2_1 + 4464)];  // attention.tile:80
  if (v70) *p2261 = cv2326;  // attention.tile:80
  if (v71) *p2262 = cv2327;  // attention.tile:80
  if (v72) *p2263 = cv2328;  // attention.tile:80
  if (v73) *p2264 = cv2329;  // attention.tile:80
  if (v74) *p2265 = cv2330;  // attention.tile:80
  if (v75) *p2266 = cv2331;  // attention.tile:80
  if (v76) *p2267 = cv2332;  // attention.tile:80
  if (v77) *p2268 = cv2333;  // attention.tile:80
  if (v78) *p2269 = cv2334;  // attention.tile:80
  if (v79) *p2270 = cv2335;  // attention.tile:80
  if (v80) *p2271 = cv2336;  // attention.tile:80
  if (v81) *p2272 = cv2337;  // attention.tile:80
  if (v82) *p2273 = cv2338;  // attention.tile:80
  if (v83) *p2274 = cv2339;  // attention.tile:80
  if (v84) *p2275 = cv2340;  // attention.tile:80
  if (v85) *p2276 = cv2341;  // attention.tile:80
  if (v86) *p2277 = cv2342;  // attention.tile:80
  if (v87) *p2278 = cv2343;  // attention.tile:80
  if (v88) *p2279 = cv2344;  // attention.tile:80
  if (v89) *p2280 = cv2345;  // attention.tile:80
  if (v90) *p2281 = cv2346;  // attention.tile:80
  if (v91) *p2282 = cv2347;  // attention.tile:80
  if (v92) *p2283 = cv2348;  // attention.tile:80
  if (v93) *p2284 = cv2349;  // attention.tile:80
  if (v94) *p2285 = cv2350;  // attention.tile:80
  if (v95) *p2286 = cv2351;  // attention.tile:80
  if (v96) *p2287 = cv2352;  // attention.tile:80
  if (v97) *p2288 = cv2353;  // attention.tile:80
  if (v98) *p2289 = cv2354;  // attention.tile:80
  if (v99) *p2290 = cv2355;  // attention.tile:80
  if (v100) *p2291 = cv2356;  // attention.tile:80
  if (v101) *p2292 = cv2357;  // attention.tile:80
}
