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
extern "C" __global__ void __launch_bounds__(128) attention(__half* p_out, __half* p_q, __half* p_k, __half* p_v, float p_sm_scale, int p_seq_len, int p_head_stride) {
  extern __shared__ __align__(16) unsigned char tl_smem[];
  const int tl_lane = threadIdx.x & 31;
  const int tl_warp = threadIdx.x >> 5;
  const int tl_c0_0 = ((tl_warp >> 1));
  const int tl_c1_0 = (tl_lane ^ ((tl_warp & 1) << 5));
  const int tl_c2_0 = ((tl_warp >> 1));
  const int tl_c2_1 = (tl_lane ^ ((tl_warp & 1) << 5));
  const unsigned tl_sbase = tl_smem_addr(tl_smem);
  const int tl_c3_0 = ((tl_warp << 4));
  const int lm234_r = ((tl_lane & 7) + (((tl_lane >> 3) & 1) * 8) + tl_c3_0) * 128;
  const int lm234_c = (((tl_lane >> 4) & 1) * 1);
  const int lm234_s = ((tl_lane & 7) & 7);
  const int tl_c4_0 = (((tl_lane & 3) << 1));
  const int lm469_r = ((tl_lane & 7) + (((tl_lane >> 3) & 1) * 8)) * 128;
  const int lm469_c = (((tl_lane >> 4) & 1) * 1);
  const int lm469_s = ((tl_lane & 7) & 7);
  const int lm1005_r = ((tl_lane & 7) + (((tl_lane >> 3) & 1) * 8)) * 128;
  const int lm1005_c = (((tl_lane >> 4) & 1) * 1);
  const int lm1005_s = ((tl_lane & 7) & 7);
  const int tl_c6_0 = ((tl_lane >> 2) ^ (tl_warp << 4));
  const int tl_c6_1 = (((tl_lane & 3) << 1));
  const int pid1 = (int)blockIdx.x;  // attention.tile:28
  const int pid2 = (int)blockIdx.y;  // attention.tile:29
  int const v3 = ((int)((unsigned int)(pid2) * (unsigned int)(p_head_stride)));  // attention.tile:29
  int const k4 = 64;  // attention.tile:30
  int const v5 = ((int)((unsigned int)(pid1) * (unsigned int)(k4)));  // attention.tile:30
  int const ar6 = (tl_c0_0 + 2);  // attention.tile:30
  int const ar7 = (tl_c0_0 + 4);  // attention.tile:30
  int const ar8 = (tl_c0_0 + 6);  // attention.tile:30
  int const ar9 = (tl_c0_0 + 8);  // attention.tile:30
  int const ar10 = (tl_c0_0 + 10);  // attention.tile:30
  int const ar11 = (tl_c0_0 + 12);  // attention.tile:30
  int const ar12 = (tl_c0_0 + 14);  // attention.tile:30
  int const ar13 = (tl_c0_0 + 16);  // attention.tile:30
  int const ar14 = (tl_c0_0 + 18);  // attention.tile:30
  int const ar15 = (tl_c0_0 + 20);  // attention.tile:30
  int const ar16 = (tl_c0_0 + 22);  // attention.tile:30
  int const ar17 = (tl_c0_0 + 24);  // attention.tile:30
  int const ar18 = (tl_c0_0 + 26);  // attention.tile:30
  int const ar19 = (tl_c0_0 + 28);  // attention.tile:30
  int const ar20 = (tl_c0_0 + 30);  // attention.tile:30
  int const ar21 = (tl_c0_0 + 32);  // attention.tile:30
  int const ar22 = (tl_c0_0 + 34);  // attention.tile:30
  int const ar23 = (tl_c0_0 + 36);  // attention.tile:30
  int const ar24 = (tl_c0_0 + 38);  // attention.tile:30
  int const ar25 = (tl_c0_0 + 40);  // attention.tile:30
  int const ar26 = (tl_c0_0 + 42);  // attention.tile:30
  int const ar27 = (tl_c0_0 + 44);  // attention.tile:30
  int const ar28 = (tl_c0_0 + 46);  // attention.tile:30
  int const ar29 = (tl_c0_0 + 48);  // attention.tile:30
  int const ar30 = (tl_c0_0 + 50);  // attention.tile:30
  int const ar31 = (tl_c0_0 + 52);  // attention.tile:30
  int const ar32 = (tl_c0_0 + 54);  // attention.tile:30
  int const ar33 = (tl_c0_0 + 56);  // attention.tile:30
  int const ar34 = (tl_c0_0 + 58);  // attention.tile:30
  int const ar35 = (tl_c0_0 + 60);  // attention.tile:30
  int const ar36 = (tl_c0_0 + 62);  // attention.tile:30
  int const v37 = ((int)((unsigned int)(v5) + (unsigned int)(tl_c0_0)));  // attention.tile:30
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
  __half* const p166 = (p134 + tl_c1_0);  // attention.tile:34
  __half* const p167 = (p135 + tl_c1_0);  // attention.tile:34
  __half* const p168 = (p136 + tl_c1_0);  // attention.tile:34
  __half* const p169 = (p137 + tl_c1_0);  // attention.tile:34
  __half* const p170 = (p138 + tl_c1_0);  // attention.tile:34
  __half* const p171 = (p139 + tl_c1_0);  // attention.tile:34
  __half* const p172 = (p140 + tl_c1_0);  // attention.tile:34
  __half* const p173 = (p141 + tl_c1_0);  // attention.tile:34
  __half* const p174 = (p142 + tl_c1_0);  // attention.tile:34
  __half* const p175 = (p143 + tl_c1_0);  // attention.tile:34
  __half* const p176 = (p144 + tl_c1_0);  // attention.tile:34
  __half* const p177 = (p145 + tl_c1_0);  // attention.tile:34
  __half* const p178 = (p146 + tl_c1_0);  // attention.tile:34
  __half* const p179 = (p147 + tl_c1_0);  // attention.tile:34
  __half* const p180 = (p148 + tl_c1_0);  // attention.tile:34
  __half* const p181 = (p149 + tl_c1_0);  // attention.tile:34
  __half* const p182 = (p150 + tl_c1_0);  // attention.tile:34
  __half* const p183 = (p151 + tl_c1_0);  // attention.tile:34
  __half* const p184 = (p152 + tl_c1_0);  // attention.tile:34
  __half* const p185 = (p153 + tl_c1_0);  // attention.tile:34
  __half* const p186 = (p154 + tl_c1_0);  // attention.tile:34
  __half* const p187 = (p155 + tl_c1_0);  // attention.tile:34
  __half* const p188 = (p156 + tl_c1_0);  // attention.tile:34
  __half* const p189 = (p157 + tl_c1_0);  // attention.tile:34
  __half* const p190 = (p158 + tl_c1_0);  // attention.tile:34
  __half* const p191 = (p159 + tl_c1_0);  // attention.tile:34
  __half* const p192 = (p160 + tl_c1_0);  // attention.tile:34
  __half* const p193 = (p161 + tl_c1_0);  // attention.tile:34
  __half* const p194 = (p162 + tl_c1_0);  // attention.tile:34
  __half* const p195 = (p163 + tl_c1_0);  // attention.tile:34
  __half* const p196 = (p164 + tl_c1_0);  // attention.tile:34
  __half* const p197 = (p165 + tl_c1_0);  // attention.tile:34
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
    int const v288 = ((int)((unsigned int)(iv287) + (unsigned int)(tl_c0_0)));  // attention.tile:43
    int const v289 = ((int)((unsigned int)(iv287) + (unsigned int)(ar6)));  // attention.tile:43
    int const v290 = ((int)((unsigned int)(iv287) + (unsigned int)(ar7)));  // attention.tile:43
    int const v291 = ((int)((unsigned int)(iv287) + (unsigned int)(ar8)));  // attention.tile:43
    int const v292 = ((int)((unsigned int)(iv287) + (unsigned int)(ar9)));  // attention.tile:43
    int const v293 = ((int)((unsigned int)(iv287) + (unsigned int)(ar10)));  // attention.tile:43
    int const v294 = ((int)((unsigned int)(iv287) + (unsigned int)(ar11)));  // attention.tile:43
    int const v295 = ((int)((unsigned int)(iv287) + (unsigned int)(ar12)));  // attention.tile:43
    int const v296 = ((int)((unsigned int)(iv287) + (unsigned int)(ar13)));  // attention.tile:43
    int const v297 = ((int)((unsigned int)(iv287) + (unsigned int)(ar14)));  // attention.tile:43
    int const v298 = ((int)((unsigned int)(iv287) + (unsigned int)(ar15)));  // attention.tile:43
    int const v299 = ((int)((unsigned int)(iv287) + (unsigned int)(ar16)));  // attention.tile:43
    int const v300 = ((int)((unsigned int)(iv287) + (unsigned int)(ar17)));  // attention.tile:43
    int const v301 = ((int)((unsigned int)(iv287) + (unsigned int)(ar18)));  // attention.tile:43
    int const v302 = ((int)((unsigned int)(iv287) + (unsigned int)(ar19)));  // attention.tile:43
    int const v303 = ((int)((unsigned int)(iv287) + (unsigned int)(ar20)));  // attention.tile:43
    int const v304 = ((int)((unsigned int)(iv287) + (unsigned int)(ar21)));  // attention.tile:43
    int const v305 = ((int)((unsigned int)(iv287) + (unsigned int)(ar22)));  // attention.tile:43
    int const v306 = ((int)((unsigned int)(iv287) + (unsigned int)(ar23)));  // attention.tile:43
    int const v307 = ((int)((unsigned int)(iv287) + (unsigned int)(ar24)));  // attention.tile:43
    int const v308 = ((int)((unsigned int)(iv287) + (unsigned int)(ar25)));  // attention.tile:43
    int const v309 = ((int)((unsigned int)(iv287) + (unsigned int)(ar26)));  // attention.tile:43
    int const v310 = ((int)((unsigned int)(iv287) + (unsigned int)(ar27)));  // attention.tile:43
    int const v311 = ((int)((unsigned int)(iv287) + (unsigned int)(ar28)));  // attention.tile:43
    int const v312 = ((int)((unsigned int)(iv287) + (unsigned int)(ar29)));  // attention.tile:43
    int const v313 = ((int)((unsigned int)(iv287) + (unsigned int)(ar30)));  // attention.tile:43
    int const v314 = ((int)((unsigned int)(iv287) + (unsigned int)(ar31)));  // attention.tile:43
    int const v315 = ((int)((unsigned int)(iv287) + (unsigned int)(ar32)));  // attention.tile:43
    int const v316 = ((int)((unsigned int)(iv287) + (unsigned int)(ar33)));  // attention.tile:43
    int const v317 = ((int)((unsigned int)(iv287) + (unsigned int)(ar34)));  // attention.tile:43
    int const v318 = ((int)((unsigned int)(iv287) + (unsigned int)(ar35)));  // attention.tile:43
    int const v319 = ((int)((unsigned int)(iv287) + (unsigned int)(ar36)));  // attention.tile:43
    int const ar320 = (tl_c4_0 + 1);  // attention.tile:44
    int const ar321 = (tl_c4_0 + 8);  // attention.tile:44
    int const ar322 = (tl_c4_0 + 9);  // attention.tile:44
    int const ar323 = (tl_c4_0 + 16);  // attention.tile:44
    int const ar324 = (tl_c4_0 + 17);  // attention.tile:44
    int const ar325 = (tl_c4_0 + 24);  // attention.tile:44
    int const ar326 = (tl_c4_0 + 25);  // attention.tile:44
    int const ar327 = (tl_c4_0 + 32);  // attention.tile:44
    int const ar328 = (tl_c4_0 + 33);  // attention.tile:44
    int const ar329 = (tl_c4_0 + 40);  // attention.tile:44
    int const ar330 = (tl_c4_0 + 41);  // attention.tile:44
    int const ar331 = (tl_c4_0 + 48);  // attention.tile:44
    int const ar332 = (tl_c4_0 + 49);  // attention.tile:44
    int const ar333 = (tl_c4_0 + 56);  // attention.tile:44
    int const ar334 = (tl_c4_0 + 57);  // attention.tile:44
    int const v335 = ((int)((unsigned int)(iv287) + (unsigned int)(tl_c4_0)));  // attention.tile:44
    int const v336 = ((int)((unsigned int)(iv287) + (unsigned int)(ar320)));  // attention.tile:44
    int const v337 = ((int)((unsigned int)(iv287) + (unsigned int)(ar321)));  // attention.tile:44
    int const v338 = ((int)((unsigned int)(iv287) + (unsigned int)(ar322)));  // attention.tile:44
    int const v339 = ((int)((unsigned int)(iv287) + (unsigned int)(ar323)));  // attention.tile:44
    int const v340 = ((int)((unsigned int)(iv287) + (unsigned int)(ar324)));  // attention.tile:44
    int const v341 = ((int)((unsigned int)(iv287) + (unsigned int)(ar325)));  // attention.tile:44
    int const v342 = ((int)((unsigned int)(iv287) + (unsigned int)(ar326)));  // attention.tile:44
    int const v343 = ((int)((unsigned int)(iv287) + (unsigned int)(ar327)));  // attention.tile:44
    int const v344 = ((int)((unsigned int)(iv287) + (unsigned int)(ar328)));  // attention.tile:44
    int const v345 = ((int)((unsigned int)(iv287) + (unsigned int)(ar329)));  // attention.tile:44
    int const v346 = ((int)((unsigned int)(iv287) + (unsigned int)(ar330)));  // attention.tile:44
    int const v347 = ((int)((unsigned int)(iv287) + (unsigned int)(ar331)));  // attention.tile:44
    int const v348 = ((int)((unsigned int)(iv287) + (unsigned int)(ar332)));  // attention.tile:44
    int const v349 = ((int)((unsigned int)(iv287) + (unsigned int)(ar333)));  // attention.tile:44
    int const v350 = ((int)((unsigned int)(iv287) + (unsigned int)(ar334)));  // attention.tile:44
    bool const v351 = (v335 < p_seq_len);  // attention.tile:44
    bool const v352 = (v336 < p_seq_len);  // attention.tile:44
    bool const v353 = (v337 < p_seq_len);  // attention.tile:44
    bool const v354 = (v338 < p_seq_len);  // attention.tile:44
    bool const v355 = (v339 < p_seq_len);  // attention.tile:44
    bool const v356 = (v340 < p_seq_len);  // attention.tile:44
    bool const v357 = (v341 < p_seq_len);  // attention.tile:44
    bool const v358 = (v342 < p_seq_len);  // attention.tile:44
    bool const v359 = (v343 < p_seq_len);  // attention.tile:44
    bool const v360 = (v344 < p_seq_len);  // attention.tile:44
    bool const v361 = (v345 < p_seq_len);  // attention.tile:44
    bool const v362 = (v346 < p_seq_len);  // attention.tile:44
    bool const v363 = (v347 < p_seq_len);  // attention.tile:44
    bool const v364 = (v348 < p_seq_len);  // attention.tile:44
    bool const v365 = (v349 < p_seq_len);  // attention.tile:44
    bool const v366 = (v350 < p_seq_len);  // attention.tile:44
    __half* const p367 = (p_k + v3);  // attention.tile:45
    int const v368 = ((int)((unsigned int)(iv287) + (unsigned int)(tl_c1_0)));  // attention.tile:45
    int const v369 = ((int)((unsigned int)(v368) * (unsigned int)(64)));  // attention.tile:45
    __half* const p370 = (p367 + v369);  // attention.tile:45
    __half* const p371 = (p370 + tl_c0_0);  // attention.tile:45
    __half* const p372 = (p370 + ar6);  // attention.tile:45
    __half* const p373 = (p370 + ar7);  // attention.tile:45
    __half* const p374 = (p370 + ar8);  // attention.tile:45
    __half* const p375 = (p370 + ar9);  // attention.tile:45
    __half* const p376 = (p370 + ar10);  // attention.tile:45
    __half* const p377 = (p370 + ar11);  // attention.tile:45
    __half* const p378 = (p370 + ar12);  // attention.tile:45
    __half* const p379 = (p370 + ar13);  // attention.tile:45
    __half* const p380 = (p370 + ar14);  // attention.tile:45
    __half* const p381 = (p370 + ar15);  // attention.tile:45
    __half* const p382 = (p370 + ar16);  // attention.tile:45
    __half* const p383 = (p370 + ar17);  // attention.tile:45
    __half* const p384 = (p370 + ar18);  // attention.tile:45
    __half* const p385 = (p370 + ar19);  // attention.tile:45
    __half* const p386 = (p370 + ar20);  // attention.tile:45
    __half* const p387 = (p370 + ar21);  // attention.tile:45
    __half* const p388 = (p370 + ar22);  // attention.tile:45
    __half* const p389 = (p370 + ar23);  // attention.tile:45
    __half* const p390 = (p370 + ar24);  // attention.tile:45
    __half* const p391 = (p370 + ar25);  // attention.tile:45
    __half* const p392 = (p370 + ar26);  // attention.tile:45
    __half* const p393 = (p370 + ar27);  // attention.tile:45
    __half* const p394 = (p370 + ar28);  // attention.tile:45
    __half* const p395 = (p370 + ar29);  // attention.tile:45
    __half* const p396 = (p370 + ar30);  // attention.tile:45
    __half* const p397 = (p370 + ar31);  // attention.tile:45
    __half* const p398 = (p370 + ar32);  // attention.tile:45
    __half* const p399 = (p370 + ar33);  // attention.tile:45
    __half* const p400 = (p370 + ar34);  // attention.tile:45
    __half* const p401 = (p370 + ar35);  // attention.tile:45
    __half* const p402 = (p370 + ar36);  // attention.tile:45
    int const v403 = ((int)((unsigned int)(iv287) + (unsigned int)(tl_c1_0)));  // attention.tile:45
    bool const v404 = (v403 < p_seq_len);  // attention.tile:45
    const __half ld405 = v404 ? *p371 : k198;  // attention.tile:45
    const __half ld406 = v404 ? *p372 : k198;  // attention.tile:45
    const __half ld407 = v404 ? *p373 : k198;  // attention.tile:45
    const __half ld408 = v404 ? *p374 : k198;  // attention.tile:45
    const __half ld409 = v404 ? *p375 : k198;  // attention.tile:45
    const __half ld410 = v404 ? *p376 : k198;  // attention.tile:45
    const __half ld411 = v404 ? *p377 : k198;  // attention.tile:45
    const __half ld412 = v404 ? *p378 : k198;  // attention.tile:45
    const __half ld413 = v404 ? *p379 : k198;  // attention.tile:45
    const __half ld414 = v404 ? *p380 : k198;  // attention.tile:45
    const __half ld415 = v404 ? *p381 : k198;  // attention.tile:45
    const __half ld416 = v404 ? *p382 : k198;  // attention.tile:45
    const __half ld417 = v404 ? *p383 : k198;  // attention.tile:45
    const __half ld418 = v404 ? *p384 : k198;  // attention.tile:45
    const __half ld419 = v404 ? *p385 : k198;  // attention.tile:45
    const __half ld420 = v404 ? *p386 : k198;  // attention.tile:45
    const __half ld421 = v404 ? *p387 : k198;  // attention.tile:45
    const __half ld422 = v404 ? *p388 : k198;  // attention.tile:45
    const __half ld423 = v404 ? *p389 : k198;  // attention.tile:45
    const __half ld424 = v404 ? *p390 : k198;  // attention.tile:45
    const __half ld425 = v404 ? *p391 : k198;  // attention.tile:45
    const __half ld426 = v404 ? *p392 : k198;  // attention.tile:45
    const __half ld427 = v404 ? *p393 : k198;  // attention.tile:45
    const __half ld428 = v404 ? *p394 : k198;  // attention.tile:45
    const __half ld429 = v404 ? *p395 : k198;  // attention.tile:45
    const __half ld430 = v404 ? *p396 : k198;  // attention.tile:45
    const __half ld431 = v404 ? *p397 : k198;  // attention.tile:45
    const __half ld432 = v404 ? *p398 : k198;  // attention.tile:45
    const __half ld433 = v404 ? *p399 : k198;  // attention.tile:45
    const __half ld434 = v404 ? *p400 : k198;  // attention.tile:45
    const __half ld435 = v404 ? *p401 : k198;  // attention.tile:45
    const __half ld436 = v404 ? *p402 : k198;  // attention.tile:45
    __syncthreads();  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c2_0) * 128 + ((((tl_c2_1) >> 3) ^ ((tl_c2_0) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld405;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 2)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 2)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld406;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 4)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 4)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld407;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 6)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 6)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld408;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 8)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 8)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld409;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 10)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 10)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld410;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 12)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 12)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld411;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 14)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 14)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld412;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 16)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 16)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld413;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 18)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 18)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld414;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 20)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 20)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld415;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 22)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 22)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld416;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 24)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 24)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld417;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 26)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 26)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld418;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 28)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 28)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld419;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 30)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 30)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld420;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 32)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 32)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld421;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 34)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 34)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld422;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 36)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 36)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld423;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 38)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 38)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld424;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 40)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 40)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld425;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 42)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 42)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld426;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 44)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 44)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld427;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 46)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 46)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld428;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 48)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 48)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld429;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 50)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 50)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld430;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 52)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 52)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld431;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 54)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 54)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld432;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 56)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 56)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld433;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 58)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 58)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld434;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 60)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 60)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld435;  // attention.tile:46
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 62)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 62)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld436;  // attention.tile:46
    __syncthreads();  // attention.tile:46
    // dot on tensor cores: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32, warps [4, 1], 8 block(s) per warp  // attention.tile:46
    float acc437 = 0.0f;  // attention.tile:46
    float acc438 = 0.0f;  // attention.tile:46
    float acc439 = 0.0f;  // attention.tile:46
    float acc440 = 0.0f;  // attention.tile:46
    float acc441 = 0.0f;  // attention.tile:46
    float acc442 = 0.0f;  // attention.tile:46
    float acc443 = 0.0f;  // attention.tile:46
    float acc444 = 0.0f;  // attention.tile:46
    float acc445 = 0.0f;  // attention.tile:46
    float acc446 = 0.0f;  // attention.tile:46
    float acc447 = 0.0f;  // attention.tile:46
    float acc448 = 0.0f;  // attention.tile:46
    float acc449 = 0.0f;  // attention.tile:46
    float acc450 = 0.0f;  // attention.tile:46
    float acc451 = 0.0f;  // attention.tile:46
    float acc452 = 0.0f;  // attention.tile:46
    float acc453 = 0.0f;  // attention.tile:46
    float acc454 = 0.0f;  // attention.tile:46
    float acc455 = 0.0f;  // attention.tile:46
    float acc456 = 0.0f;  // attention.tile:46
    float acc457 = 0.0f;  // attention.tile:46
    float acc458 = 0.0f;  // attention.tile:46
    float acc459 = 0.0f;  // attention.tile:46
    float acc460 = 0.0f;  // attention.tile:46
    float acc461 = 0.0f;  // attention.tile:46
    float acc462 = 0.0f;  // attention.tile:46
    float acc463 = 0.0f;  // attention.tile:46
    float acc464 = 0.0f;  // attention.tile:46
    float acc465 = 0.0f;  // attention.tile:46
    float acc466 = 0.0f;  // attention.tile:46
    float acc467 = 0.0f;  // attention.tile:46
    float acc468 = 0.0f;  // attention.tile:46
    unsigned fr470, fr471, fr472, fr473;  // attention.tile:46
    tl_ldsm4t((tl_sbase + 0) + lm469_r + 0 + (((lm469_c + 0) ^ lm469_s) << 4), fr470, fr471, fr472, fr473);  // attention.tile:46
    unsigned fr474, fr475, fr476, fr477;  // attention.tile:46
    tl_ldsm4t((tl_sbase + 0) + lm469_r + 0 + (((lm469_c + 2) ^ lm469_s) << 4), fr474, fr475, fr476, fr477);  // attention.tile:46
    unsigned fr478, fr479, fr480, fr481;  // attention.tile:46
    tl_ldsm4t((tl_sbase + 0) + lm469_r + 0 + (((lm469_c + 4) ^ lm469_s) << 4), fr478, fr479, fr480, fr481);  // attention.tile:46
    unsigned fr482, fr483, fr484, fr485;  // attention.tile:46
    tl_ldsm4t((tl_sbase + 0) + lm469_r + 0 + (((lm469_c + 6) ^ lm469_s) << 4), fr482, fr483, fr484, fr485);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc437, acc438, acc439, acc440, fr235, fr236, fr237, fr238, fr470, fr471);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc441, acc442, acc443, acc444, fr235, fr236, fr237, fr238, fr472, fr473);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc445, acc446, acc447, acc448, fr235, fr236, fr237, fr238, fr474, fr475);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc449, acc450, acc451, acc452, fr235, fr236, fr237, fr238, fr476, fr477);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc453, acc454, acc455, acc456, fr235, fr236, fr237, fr238, fr478, fr479);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc457, acc458, acc459, acc460, fr235, fr236, fr237, fr238, fr480, fr481);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc461, acc462, acc463, acc464, fr235, fr236, fr237, fr238, fr482, fr483);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc465, acc466, acc467, acc468, fr235, fr236, fr237, fr238, fr484, fr485);  // attention.tile:46
    unsigned fr486, fr487, fr488, fr489;  // attention.tile:46
    tl_ldsm4t((tl_sbase + 0) + lm469_r + 2048 + (((lm469_c + 0) ^ lm469_s) << 4), fr486, fr487, fr488, fr489);  // attention.tile:46
    unsigned fr490, fr491, fr492, fr493;  // attention.tile:46
    tl_ldsm4t((tl_sbase + 0) + lm469_r + 2048 + (((lm469_c + 2) ^ lm469_s) << 4), fr490, fr491, fr492, fr493);  // attention.tile:46
    unsigned fr494, fr495, fr496, fr497;  // attention.tile:46
    tl_ldsm4t((tl_sbase + 0) + lm469_r + 2048 + (((lm469_c + 4) ^ lm469_s) << 4), fr494, fr495, fr496, fr497);  // attention.tile:46
    unsigned fr498, fr499, fr500, fr501;  // attention.tile:46
    tl_ldsm4t((tl_sbase + 0) + lm469_r + 2048 + (((lm469_c + 6) ^ lm469_s) << 4), fr498, fr499, fr500, fr501);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc437, acc438, acc439, acc440, fr239, fr240, fr241, fr242, fr486, fr487);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc441, acc442, acc443, acc444, fr239, fr240, fr241, fr242, fr488, fr489);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc445, acc446, acc447, acc448, fr239, fr240, fr241, fr242, fr490, fr491);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc449, acc450, acc451, acc452, fr239, fr240, fr241, fr242, fr492, fr493);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc453, acc454, acc455, acc456, fr239, fr240, fr241, fr242, fr494, fr495);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc457, acc458, acc459, acc460, fr239, fr240, fr241, fr242, fr496, fr497);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc461, acc462, acc463, acc464, fr239, fr240, fr241, fr242, fr498, fr499);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc465, acc466, acc467, acc468, fr239, fr240, fr241, fr242, fr500, fr501);  // attention.tile:46
    unsigned fr502, fr503, fr504, fr505;  // attention.tile:46
    tl_ldsm4t((tl_sbase + 0) + lm469_r + 4096 + (((lm469_c + 0) ^ lm469_s) << 4), fr502, fr503, fr504, fr505);  // attention.tile:46
    unsigned fr506, fr507, fr508, fr509;  // attention.tile:46
    tl_ldsm4t((tl_sbase + 0) + lm469_r + 4096 + (((lm469_c + 2) ^ lm469_s) << 4), fr506, fr507, fr508, fr509);  // attention.tile:46
    unsigned fr510, fr511, fr512, fr513;  // attention.tile:46
    tl_ldsm4t((tl_sbase + 0) + lm469_r + 4096 + (((lm469_c + 4) ^ lm469_s) << 4), fr510, fr511, fr512, fr513);  // attention.tile:46
    unsigned fr514, fr515, fr516, fr517;  // attention.tile:46
    tl_ldsm4t((tl_sbase + 0) + lm469_r + 4096 + (((lm469_c + 6) ^ lm469_s) << 4), fr514, fr515, fr516, fr517);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc437, acc438, acc439, acc440, fr243, fr244, fr245, fr246, fr502, fr503);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc441, acc442, acc443, acc444, fr243, fr244, fr245, fr246, fr504, fr505);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc445, acc446, acc447, acc448, fr243, fr244, fr245, fr246, fr506, fr507);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc449, acc450, acc451, acc452, fr243, fr244, fr245, fr246, fr508, fr509);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc453, acc454, acc455, acc456, fr243, fr244, fr245, fr246, fr510, fr511);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc457, acc458, acc459, acc460, fr243, fr244, fr245, fr246, fr512, fr513);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc461, acc462, acc463, acc464, fr243, fr244, fr245, fr246, fr514, fr515);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc465, acc466, acc467, acc468, fr243, fr244, fr245, fr246, fr516, fr517);  // attention.tile:46
    unsigned fr518, fr519, fr520, fr521;  // attention.tile:46
    tl_ldsm4t((tl_sbase + 0) + lm469_r + 6144 + (((lm469_c + 0) ^ lm469_s) << 4), fr518, fr519, fr520, fr521);  // attention.tile:46
    unsigned fr522, fr523, fr524, fr525;  // attention.tile:46
    tl_ldsm4t((tl_sbase + 0) + lm469_r + 6144 + (((lm469_c + 2) ^ lm469_s) << 4), fr522, fr523, fr524, fr525);  // attention.tile:46
    unsigned fr526, fr527, fr528, fr529;  // attention.tile:46
    tl_ldsm4t((tl_sbase + 0) + lm469_r + 6144 + (((lm469_c + 4) ^ lm469_s) << 4), fr526, fr527, fr528, fr529);  // attention.tile:46
    unsigned fr530, fr531, fr532, fr533;  // attention.tile:46
    tl_ldsm4t((tl_sbase + 0) + lm469_r + 6144 + (((lm469_c + 6) ^ lm469_s) << 4), fr530, fr531, fr532, fr533);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc437, acc438, acc439, acc440, fr247, fr248, fr249, fr250, fr518, fr519);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc441, acc442, acc443, acc444, fr247, fr248, fr249, fr250, fr520, fr521);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc445, acc446, acc447, acc448, fr247, fr248, fr249, fr250, fr522, fr523);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc449, acc450, acc451, acc452, fr247, fr248, fr249, fr250, fr524, fr525);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc453, acc454, acc455, acc456, fr247, fr248, fr249, fr250, fr526, fr527);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc457, acc458, acc459, acc460, fr247, fr248, fr249, fr250, fr528, fr529);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc461, acc462, acc463, acc464, fr247, fr248, fr249, fr250, fr530, fr531);  // attention.tile:46
    tl_mma_m16n8k16_fp16_fp32(acc465, acc466, acc467, acc468, fr247, fr248, fr249, fr250, fr532, fr533);  // attention.tile:46
    float const v534 = (acc437 * v232);  // attention.tile:46
    float const v535 = (acc438 * v232);  // attention.tile:46
    float const v536 = (acc439 * v232);  // attention.tile:46
    float const v537 = (acc440 * v232);  // attention.tile:46
    float const v538 = (acc441 * v232);  // attention.tile:46
    float const v539 = (acc442 * v232);  // attention.tile:46
    float const v540 = (acc443 * v232);  // attention.tile:46
    float const v541 = (acc444 * v232);  // attention.tile:46
    float const v542 = (acc445 * v232);  // attention.tile:46
    float const v543 = (acc446 * v232);  // attention.tile:46
    float const v544 = (acc447 * v232);  // attention.tile:46
    float const v545 = (acc448 * v232);  // attention.tile:46
    float const v546 = (acc449 * v232);  // attention.tile:46
    float const v547 = (acc450 * v232);  // attention.tile:46
    float const v548 = (acc451 * v232);  // attention.tile:46
    float const v549 = (acc452 * v232);  // attention.tile:46
    float const v550 = (acc453 * v232);  // attention.tile:46
    float const v551 = (acc454 * v232);  // attention.tile:46
    float const v552 = (acc455 * v232);  // attention.tile:46
    float const v553 = (acc456 * v232);  // attention.tile:46
    float const v554 = (acc457 * v232);  // attention.tile:46
    float const v555 = (acc458 * v232);  // attention.tile:46
    float const v556 = (acc459 * v232);  // attention.tile:46
    float const v557 = (acc460 * v232);  // attention.tile:46
    float const v558 = (acc461 * v232);  // attention.tile:46
    float const v559 = (acc462 * v232);  // attention.tile:46
    float const v560 = (acc463 * v232);  // attention.tile:46
    float const v561 = (acc464 * v232);  // attention.tile:46
    float const v562 = (acc465 * v232);  // attention.tile:46
    float const v563 = (acc466 * v232);  // attention.tile:46
    float const v564 = (acc467 * v232);  // attention.tile:46
    float const v565 = (acc468 * v232);  // attention.tile:46
    float const v566 = (v351 ? v534 : (-TL_INF));  // attention.tile:50
    float const v567 = (v352 ? v535 : (-TL_INF));  // attention.tile:50
    float const v568 = (v351 ? v536 : (-TL_INF));  // attention.tile:50
    float const v569 = (v352 ? v537 : (-TL_INF));  // attention.tile:50
    float const v570 = (v353 ? v538 : (-TL_INF));  // attention.tile:50
    float const v571 = (v354 ? v539 : (-TL_INF));  // attention.tile:50
    float const v572 = (v353 ? v540 : (-TL_INF));  // attention.tile:50
    float const v573 = (v354 ? v541 : (-TL_INF));  // attention.tile:50
    float const v574 = (v355 ? v542 : (-TL_INF));  // attention.tile:50
    float const v575 = (v356 ? v543 : (-TL_INF));  // attention.tile:50
    float const v576 = (v355 ? v544 : (-TL_INF));  // attention.tile:50
    float const v577 = (v356 ? v545 : (-TL_INF));  // attention.tile:50
    float const v578 = (v357 ? v546 : (-TL_INF));  // attention.tile:50
    float const v579 = (v358 ? v547 : (-TL_INF));  // attention.tile:50
    float const v580 = (v357 ? v548 : (-TL_INF));  // attention.tile:50
    float const v581 = (v358 ? v549 : (-TL_INF));  // attention.tile:50
    float const v582 = (v359 ? v550 : (-TL_INF));  // attention.tile:50
    float const v583 = (v360 ? v551 : (-TL_INF));  // attention.tile:50
    float const v584 = (v359 ? v552 : (-TL_INF));  // attention.tile:50
    float const v585 = (v360 ? v553 : (-TL_INF));  // attention.tile:50
    float const v586 = (v361 ? v554 : (-TL_INF));  // attention.tile:50
    float const v587 = (v362 ? v555 : (-TL_INF));  // attention.tile:50
    float const v588 = (v361 ? v556 : (-TL_INF));  // attention.tile:50
    float const v589 = (v362 ? v557 : (-TL_INF));  // attention.tile:50
    float const v590 = (v363 ? v558 : (-TL_INF));  // attention.tile:50
    float const v591 = (v364 ? v559 : (-TL_INF));  // attention.tile:50
    float const v592 = (v363 ? v560 : (-TL_INF));  // attention.tile:50
    float const v593 = (v364 ? v561 : (-TL_INF));  // attention.tile:50
    float const v594 = (v365 ? v562 : (-TL_INF));  // attention.tile:50
    float const v595 = (v366 ? v563 : (-TL_INF));  // attention.tile:50
    float const v596 = (v365 ? v564 : (-TL_INF));  // attention.tile:50
    float const v597 = (v366 ? v565 : (-TL_INF));  // attention.tile:50
    float rd598 = fmaxf(v566, v567);  // attention.tile:51
    float rd599 = fmaxf(v570, v571);  // attention.tile:51
    float rd600 = fmaxf(v574, v575);  // attention.tile:51
    float rd601 = fmaxf(v578, v579);  // attention.tile:51
    float rd602 = fmaxf(v582, v583);  // attention.tile:51
    float rd603 = fmaxf(v586, v587);  // attention.tile:51
    float rd604 = fmaxf(v590, v591);  // attention.tile:51
    float rd605 = fmaxf(v594, v595);  // attention.tile:51
    float rd606 = fmaxf(rd598, rd599);  // attention.tile:51
    float rd607 = fmaxf(rd600, rd601);  // attention.tile:51
    float rd608 = fmaxf(rd602, rd603);  // attention.tile:51
    float rd609 = fmaxf(rd604, rd605);  // attention.tile:51
    float rd610 = fmaxf(rd606, rd607);  // attention.tile:51
    float rd611 = fmaxf(rd608, rd609);  // attention.tile:51
    float rd612 = fmaxf(rd610, rd611);  // attention.tile:51
    float rd613 = fmaxf(v568, v569);  // attention.tile:51
    float rd614 = fmaxf(v572, v573);  // attention.tile:51
    float rd615 = fmaxf(v576, v577);  // attention.tile:51
    float rd616 = fmaxf(v580, v581);  // attention.tile:51
    float rd617 = fmaxf(v584, v585);  // attention.tile:51
    float rd618 = fmaxf(v588, v589);  // attention.tile:51
    float rd619 = fmaxf(v592, v593);  // attention.tile:51
    float rd620 = fmaxf(v596, v597);  // attention.tile:51
    float rd621 = fmaxf(rd613, rd614);  // attention.tile:51
    float rd622 = fmaxf(rd615, rd616);  // attention.tile:51
    float rd623 = fmaxf(rd617, rd618);  // attention.tile:51
    float rd624 = fmaxf(rd619, rd620);  // attention.tile:51
    float rd625 = fmaxf(rd621, rd622);  // attention.tile:51
    float rd626 = fmaxf(rd623, rd624);  // attention.tile:51
    float rd627 = fmaxf(rd625, rd626);  // attention.tile:51
    float rd628 = __shfl_xor_sync(0xffffffffu, rd612, 1);  // attention.tile:51
    float rd629 = fmaxf(rd612, rd628);  // attention.tile:51
    float rd630 = __shfl_xor_sync(0xffffffffu, rd627, 1);  // attention.tile:51
    float rd631 = fmaxf(rd627, rd630);  // attention.tile:51
    float rd632 = __shfl_xor_sync(0xffffffffu, rd629, 2);  // attention.tile:51
    float rd633 = fmaxf(rd629, rd632);  // attention.tile:51
    float rd634 = __shfl_xor_sync(0xffffffffu, rd631, 2);  // attention.tile:51
    float rd635 = fmaxf(rd631, rd634);  // attention.tile:51
    float const v636 = fmaxf(c285, rd633);  // attention.tile:51
    float const v637 = fmaxf(c286, rd635);  // attention.tile:51
    float const v638 = (v566 - v636);  // attention.tile:52
    float const v639 = (v567 - v636);  // attention.tile:52
    float const v640 = (v568 - v637);  // attention.tile:52
    float const v641 = (v569 - v637);  // attention.tile:52
    float const v642 = (v570 - v636);  // attention.tile:52
    float const v643 = (v571 - v636);  // attention.tile:52
    float const v644 = (v572 - v637);  // attention.tile:52
    float const v645 = (v573 - v637);  // attention.tile:52
    float const v646 = (v574 - v636);  // attention.tile:52
    float const v647 = (v575 - v636);  // attention.tile:52
    float const v648 = (v576 - v637);  // attention.tile:52
    float const v649 = (v577 - v637);  // attention.tile:52
    float const v650 = (v578 - v636);  // attention.tile:52
    float const v651 = (v579 - v636);  // attention.tile:52
    float const v652 = (v580 - v637);  // attention.tile:52
    float const v653 = (v581 - v637);  // attention.tile:52
    float const v654 = (v582 - v636);  // attention.tile:52
    float const v655 = (v583 - v636);  // attention.tile:52
    float const v656 = (v584 - v637);  // attention.tile:52
    float const v657 = (v585 - v637);  // attention.tile:52
    float const v658 = (v586 - v636);  // attention.tile:52
    float const v659 = (v587 - v636);  // attention.tile:52
    float const v660 = (v588 - v637);  // attention.tile:52
    float const v661 = (v589 - v637);  // attention.tile:52
    float const v662 = (v590 - v636);  // attention.tile:52
    float const v663 = (v591 - v636);  // attention.tile:52
    float const v664 = (v592 - v637);  // attention.tile:52
    float const v665 = (v593 - v637);  // attention.tile:52
    float const v666 = (v594 - v636);  // attention.tile:52
    float const v667 = (v595 - v636);  // attention.tile:52
    float const v668 = (v596 - v637);  // attention.tile:52
    float const v669 = (v597 - v637);  // attention.tile:52
    float const v670 = tl_exp2f(v638);  // attention.tile:52
    float const v671 = tl_exp2f(v639);  // attention.tile:52
    float const v672 = tl_exp2f(v640);  // attention.tile:52
    float const v673 = tl_exp2f(v641);  // attention.tile:52
    float const v674 = tl_exp2f(v642);  // attention.tile:52
    float const v675 = tl_exp2f(v643);  // attention.tile:52
    float const v676 = tl_exp2f(v644);  // attention.tile:52
    float const v677 = tl_exp2f(v645);  // attention.tile:52
    float const v678 = tl_exp2f(v646);  // attention.tile:52
    float const v679 = tl_exp2f(v647);  // attention.tile:52
    float const v680 = tl_exp2f(v648);  // attention.tile:52
    float const v681 = tl_exp2f(v649);  // attention.tile:52
    float const v682 = tl_exp2f(v650);  // attention.tile:52
    float const v683 = tl_exp2f(v651);  // attention.tile:52
    float const v684 = tl_exp2f(v652);  // attention.tile:52
    float const v685 = tl_exp2f(v653);  // attention.tile:52
    float const v686 = tl_exp2f(v654);  // attention.tile:52
    float const v687 = tl_exp2f(v655);  // attention.tile:52
    float const v688 = tl_exp2f(v656);  // attention.tile:52
    float const v689 = tl_exp2f(v657);  // attention.tile:52
    float const v690 = tl_exp2f(v658);  // attention.tile:52
    float const v691 = tl_exp2f(v659);  // attention.tile:52
    float const v692 = tl_exp2f(v660);  // attention.tile:52
    float const v693 = tl_exp2f(v661);  // attention.tile:52
    float const v694 = tl_exp2f(v662);  // attention.tile:52
    float const v695 = tl_exp2f(v663);  // attention.tile:52
    float const v696 = tl_exp2f(v664);  // attention.tile:52
    float const v697 = tl_exp2f(v665);  // attention.tile:52
    float const v698 = tl_exp2f(v666);  // attention.tile:52
    float const v699 = tl_exp2f(v667);  // attention.tile:52
    float const v700 = tl_exp2f(v668);  // attention.tile:52
    float const v701 = tl_exp2f(v669);  // attention.tile:52
    float const v702 = (c285 - v636);  // attention.tile:53
    float const v703 = (c286 - v637);  // attention.tile:53
    float const v704 = tl_exp2f(v702);  // attention.tile:53
    float const v705 = tl_exp2f(v703);  // attention.tile:53
    float const v706 = (c251 * v704);  // attention.tile:54
    float const v707 = (c252 * v705);  // attention.tile:54
    float rd708 = (v670 + v671);  // attention.tile:54
    float rd709 = (v674 + v675);  // attention.tile:54
    float rd710 = (v678 + v679);  // attention.tile:54
    float rd711 = (v682 + v683);  // attention.tile:54
    float rd712 = (v686 + v687);  // attention.tile:54
    float rd713 = (v690 + v691);  // attention.tile:54
    float rd714 = (v694 + v695);  // attention.tile:54
    float rd715 = (v698 + v699);  // attention.tile:54
    float rd716 = (rd708 + rd709);  // attention.tile:54
    float rd717 = (rd710 + rd711);  // attention.tile:54
    float rd718 = (rd712 + rd713);  // attention.tile:54
    float rd719 = (rd714 + rd715);  // attention.tile:54
    float rd720 = (rd716 + rd717);  // attention.tile:54
    float rd721 = (rd718 + rd719);  // attention.tile:54
    float rd722 = (rd720 + rd721);  // attention.tile:54
    float rd723 = (v672 + v673);  // attention.tile:54
    float rd724 = (v676 + v677);  // attention.tile:54
    float rd725 = (v680 + v681);  // attention.tile:54
    float rd726 = (v684 + v685);  // attention.tile:54
    float rd727 = (v688 + v689);  // attention.tile:54
    float rd728 = (v692 + v693);  // attention.tile:54
    float rd729 = (v696 + v697);  // attention.tile:54
    float rd730 = (v700 + v701);  // attention.tile:54
    float rd731 = (rd723 + rd724);  // attention.tile:54
    float rd732 = (rd725 + rd726);  // attention.tile:54
    float rd733 = (rd727 + rd728);  // attention.tile:54
    float rd734 = (rd729 + rd730);  // attention.tile:54
    float rd735 = (rd731 + rd732);  // attention.tile:54
    float rd736 = (rd733 + rd734);  // attention.tile:54
    float rd737 = (rd735 + rd736);  // attention.tile:54
    float rd738 = __shfl_xor_sync(0xffffffffu, rd722, 1);  // attention.tile:54
    float rd739 = (rd722 + rd738);  // attention.tile:54
    float rd740 = __shfl_xor_sync(0xffffffffu, rd737, 1);  // attention.tile:54
    float rd741 = (rd737 + rd740);  // attention.tile:54
    float rd742 = __shfl_xor_sync(0xffffffffu, rd739, 2);  // attention.tile:54
    float rd743 = (rd739 + rd742);  // attention.tile:54
    float rd744 = __shfl_xor_sync(0xffffffffu, rd741, 2);  // attention.tile:54
    float rd745 = (rd741 + rd744);  // attention.tile:54
    float const v746 = (v706 + rd743);  // attention.tile:54
    float const v747 = (v707 + rd745);  // attention.tile:54
    __half* const p748 = (p_v + v3);  // attention.tile:55
    int const v749 = ((int)((unsigned int)(v288) * (unsigned int)(64)));  // attention.tile:55
    int const v750 = ((int)((unsigned int)(v289) * (unsigned int)(64)));  // attention.tile:55
    int const v751 = ((int)((unsigned int)(v290) * (unsigned int)(64)));  // attention.tile:55
    int const v752 = ((int)((unsigned int)(v291) * (unsigned int)(64)));  // attention.tile:55
    int const v753 = ((int)((unsigned int)(v292) * (unsigned int)(64)));  // attention.tile:55
    int const v754 = ((int)((unsigned int)(v293) * (unsigned int)(64)));  // attention.tile:55
    int const v755 = ((int)((unsigned int)(v294) * (unsigned int)(64)));  // attention.tile:55
    int const v756 = ((int)((unsigned int)(v295) * (unsigned int)(64)));  // attention.tile:55
    int const v757 = ((int)((unsigned int)(v296) * (unsigned int)(64)));  // attention.tile:55
    int const v758 = ((int)((unsigned int)(v297) * (unsigned int)(64)));  // attention.tile:55
    int const v759 = ((int)((unsigned int)(v298) * (unsigned int)(64)));  // attention.tile:55
    int const v760 = ((int)((unsigned int)(v299) * (unsigned int)(64)));  // attention.tile:55
    int const v761 = ((int)((unsigned int)(v300) * (unsigned int)(64)));  // attention.tile:55
    int const v762 = ((int)((unsigned int)(v301) * (unsigned int)(64)));  // attention.tile:55
    int const v763 = ((int)((unsigned int)(v302) * (unsigned int)(64)));  // attention.tile:55
    int const v764 = ((int)((unsigned int)(v303) * (unsigned int)(64)));  // attention.tile:55
    int const v765 = ((int)((unsigned int)(v304) * (unsigned int)(64)));  // attention.tile:55
    int const v766 = ((int)((unsigned int)(v305) * (unsigned int)(64)));  // attention.tile:55
    int const v767 = ((int)((unsigned int)(v306) * (unsigned int)(64)));  // attention.tile:55
    int const v768 = ((int)((unsigned int)(v307) * (unsigned int)(64)));  // attention.tile:55
    int const v769 = ((int)((unsigned int)(v308) * (unsigned int)(64)));  // attention.tile:55
    int const v770 = ((int)((unsigned int)(v309) * (unsigned int)(64)));  // attention.tile:55
    int const v771 = ((int)((unsigned int)(v310) * (unsigned int)(64)));  // attention.tile:55
    int const v772 = ((int)((unsigned int)(v311) * (unsigned int)(64)));  // attention.tile:55
    int const v773 = ((int)((unsigned int)(v312) * (unsigned int)(64)));  // attention.tile:55
    int const v774 = ((int)((unsigned int)(v313) * (unsigned int)(64)));  // attention.tile:55
    int const v775 = ((int)((unsigned int)(v314) * (unsigned int)(64)));  // attention.tile:55
    int const v776 = ((int)((unsigned int)(v315) * (unsigned int)(64)));  // attention.tile:55
    int const v777 = ((int)((unsigned int)(v316) * (unsigned int)(64)));  // attention.tile:55
    int const v778 = ((int)((unsigned int)(v317) * (unsigned int)(64)));  // attention.tile:55
    int const v779 = ((int)((unsigned int)(v318) * (unsigned int)(64)));  // attention.tile:55
    int const v780 = ((int)((unsigned int)(v319) * (unsigned int)(64)));  // attention.tile:55
    __half* const p781 = (p748 + v749);  // attention.tile:55
    __half* const p782 = (p748 + v750);  // attention.tile:55
    __half* const p783 = (p748 + v751);  // attention.tile:55
    __half* const p784 = (p748 + v752);  // attention.tile:55
    __half* const p785 = (p748 + v753);  // attention.tile:55
    __half* const p786 = (p748 + v754);  // attention.tile:55
    __half* const p787 = (p748 + v755);  // attention.tile:55
    __half* const p788 = (p748 + v756);  // attention.tile:55
    __half* const p789 = (p748 + v757);  // attention.tile:55
    __half* const p790 = (p748 + v758);  // attention.tile:55
    __half* const p791 = (p748 + v759);  // attention.tile:55
    __half* const p792 = (p748 + v760);  // attention.tile:55
    __half* const p793 = (p748 + v761);  // attention.tile:55
    __half* const p794 = (p748 + v762);  // attention.tile:55
    __half* const p795 = (p748 + v763);  // attention.tile:55
    __half* const p796 = (p748 + v764);  // attention.tile:55
    __half* const p797 = (p748 + v765);  // attention.tile:55
    __half* const p798 = (p748 + v766);  // attention.tile:55
    __half* const p799 = (p748 + v767);  // attention.tile:55
    __half* const p800 = (p748 + v768);  // attention.tile:55
    __half* const p801 = (p748 + v769);  // attention.tile:55
    __half* const p802 = (p748 + v770);  // attention.tile:55
    __half* const p803 = (p748 + v771);  // attention.tile:55
    __half* const p804 = (p748 + v772);  // attention.tile:55
    __half* const p805 = (p748 + v773);  // attention.tile:55
    __half* const p806 = (p748 + v774);  // attention.tile:55
    __half* const p807 = (p748 + v775);  // attention.tile:55
    __half* const p808 = (p748 + v776);  // attention.tile:55
    __half* const p809 = (p748 + v777);  // attention.tile:55
    __half* const p810 = (p748 + v778);  // attention.tile:55
    __half* const p811 = (p748 + v779);  // attention.tile:55
    __half* const p812 = (p748 + v780);  // attention.tile:55
    __half* const p813 = (p781 + tl_c1_0);  // attention.tile:55
    __half* const p814 = (p782 + tl_c1_0);  // attention.tile:55
    __half* const p815 = (p783 + tl_c1_0);  // attention.tile:55
    __half* const p816 = (p784 + tl_c1_0);  // attention.tile:55
    __half* const p817 = (p785 + tl_c1_0);  // attention.tile:55
    __half* const p818 = (p786 + tl_c1_0);  // attention.tile:55
    __half* const p819 = (p787 + tl_c1_0);  // attention.tile:55
    __half* const p820 = (p788 + tl_c1_0);  // attention.tile:55
    __half* const p821 = (p789 + tl_c1_0);  // attention.tile:55
    __half* const p822 = (p790 + tl_c1_0);  // attention.tile:55
    __half* const p823 = (p791 + tl_c1_0);  // attention.tile:55
    __half* const p824 = (p792 + tl_c1_0);  // attention.tile:55
    __half* const p825 = (p793 + tl_c1_0);  // attention.tile:55
    __half* const p826 = (p794 + tl_c1_0);  // attention.tile:55
    __half* const p827 = (p795 + tl_c1_0);  // attention.tile:55
    __half* const p828 = (p796 + tl_c1_0);  // attention.tile:55
    __half* const p829 = (p797 + tl_c1_0);  // attention.tile:55
    __half* const p830 = (p798 + tl_c1_0);  // attention.tile:55
    __half* const p831 = (p799 + tl_c1_0);  // attention.tile:55
    __half* const p832 = (p800 + tl_c1_0);  // attention.tile:55
    __half* const p833 = (p801 + tl_c1_0);  // attention.tile:55
    __half* const p834 = (p802 + tl_c1_0);  // attention.tile:55
    __half* const p835 = (p803 + tl_c1_0);  // attention.tile:55
    __half* const p836 = (p804 + tl_c1_0);  // attention.tile:55
    __half* const p837 = (p805 + tl_c1_0);  // attention.tile:55
    __half* const p838 = (p806 + tl_c1_0);  // attention.tile:55
    __half* const p839 = (p807 + tl_c1_0);  // attention.tile:55
    __half* const p840 = (p808 + tl_c1_0);  // attention.tile:55
    __half* const p841 = (p809 + tl_c1_0);  // attention.tile:55
    __half* const p842 = (p810 + tl_c1_0);  // attention.tile:55
    __half* const p843 = (p811 + tl_c1_0);  // attention.tile:55
    __half* const p844 = (p812 + tl_c1_0);  // attention.tile:55
    bool const v845 = (v288 < p_seq_len);  // attention.tile:56
    bool const v846 = (v289 < p_seq_len);  // attention.tile:56
    bool const v847 = (v290 < p_seq_len);  // attention.tile:56
    bool const v848 = (v291 < p_seq_len);  // attention.tile:56
    bool const v849 = (v292 < p_seq_len);  // attention.tile:56
    bool const v850 = (v293 < p_seq_len);  // attention.tile:56
    bool const v851 = (v294 < p_seq_len);  // attention.tile:56
    bool const v852 = (v295 < p_seq_len);  // attention.tile:56
    bool const v853 = (v296 < p_seq_len);  // attention.tile:56
    bool const v854 = (v297 < p_seq_len);  // attention.tile:56
    bool const v855 = (v298 < p_seq_len);  // attention.tile:56
    bool const v856 = (v299 < p_seq_len);  // attention.tile:56
    bool const v857 = (v300 < p_seq_len);  // attention.tile:56
    bool const v858 = (v301 < p_seq_len);  // attention.tile:56
    bool const v859 = (v302 < p_seq_len);  // attention.tile:56
    bool const v860 = (v303 < p_seq_len);  // attention.tile:56
    bool const v861 = (v304 < p_seq_len);  // attention.tile:56
    bool const v862 = (v305 < p_seq_len);  // attention.tile:56
    bool const v863 = (v306 < p_seq_len);  // attention.tile:56
    bool const v864 = (v307 < p_seq_len);  // attention.tile:56
    bool const v865 = (v308 < p_seq_len);  // attention.tile:56
    bool const v866 = (v309 < p_seq_len);  // attention.tile:56
    bool const v867 = (v310 < p_seq_len);  // attention.tile:56
    bool const v868 = (v311 < p_seq_len);  // attention.tile:56
    bool const v869 = (v312 < p_seq_len);  // attention.tile:56
    bool const v870 = (v313 < p_seq_len);  // attention.tile:56
    bool const v871 = (v314 < p_seq_len);  // attention.tile:56
    bool const v872 = (v315 < p_seq_len);  // attention.tile:56
    bool const v873 = (v316 < p_seq_len);  // attention.tile:56
    bool const v874 = (v317 < p_seq_len);  // attention.tile:56
    bool const v875 = (v318 < p_seq_len);  // attention.tile:56
    bool const v876 = (v319 < p_seq_len);  // attention.tile:56
    const __half ld877 = v845 ? *p813 : k198;  // attention.tile:55
    const __half ld878 = v846 ? *p814 : k198;  // attention.tile:55
    const __half ld879 = v847 ? *p815 : k198;  // attention.tile:55
    const __half ld880 = v848 ? *p816 : k198;  // attention.tile:55
    const __half ld881 = v849 ? *p817 : k198;  // attention.tile:55
    const __half ld882 = v850 ? *p818 : k198;  // attention.tile:55
    const __half ld883 = v851 ? *p819 : k198;  // attention.tile:55
    const __half ld884 = v852 ? *p820 : k198;  // attention.tile:55
    const __half ld885 = v853 ? *p821 : k198;  // attention.tile:55
    const __half ld886 = v854 ? *p822 : k198;  // attention.tile:55
    const __half ld887 = v855 ? *p823 : k198;  // attention.tile:55
    const __half ld888 = v856 ? *p824 : k198;  // attention.tile:55
    const __half ld889 = v857 ? *p825 : k198;  // attention.tile:55
    const __half ld890 = v858 ? *p826 : k198;  // attention.tile:55
    const __half ld891 = v859 ? *p827 : k198;  // attention.tile:55
    const __half ld892 = v860 ? *p828 : k198;  // attention.tile:55
    const __half ld893 = v861 ? *p829 : k198;  // attention.tile:55
    const __half ld894 = v862 ? *p830 : k198;  // attention.tile:55
    const __half ld895 = v863 ? *p831 : k198;  // attention.tile:55
    const __half ld896 = v864 ? *p832 : k198;  // attention.tile:55
    const __half ld897 = v865 ? *p833 : k198;  // attention.tile:55
    const __half ld898 = v866 ? *p834 : k198;  // attention.tile:55
    const __half ld899 = v867 ? *p835 : k198;  // attention.tile:55
    const __half ld900 = v868 ? *p836 : k198;  // attention.tile:55
    const __half ld901 = v869 ? *p837 : k198;  // attention.tile:55
    const __half ld902 = v870 ? *p838 : k198;  // attention.tile:55
    const __half ld903 = v871 ? *p839 : k198;  // attention.tile:55
    const __half ld904 = v872 ? *p840 : k198;  // attention.tile:55
    const __half ld905 = v873 ? *p841 : k198;  // attention.tile:55
    const __half ld906 = v874 ? *p842 : k198;  // attention.tile:55
    const __half ld907 = v875 ? *p843 : k198;  // attention.tile:55
    const __half ld908 = v876 ? *p844 : k198;  // attention.tile:55
    __half const v909 = __float2half_rn(v670);  // attention.tile:57
    __half const v910 = __float2half_rn(v671);  // attention.tile:57
    __half const v911 = __float2half_rn(v672);  // attention.tile:57
    __half const v912 = __float2half_rn(v673);  // attention.tile:57
    __half const v913 = __float2half_rn(v674);  // attention.tile:57
    __half const v914 = __float2half_rn(v675);  // attention.tile:57
    __half const v915 = __float2half_rn(v676);  // attention.tile:57
    __half const v916 = __float2half_rn(v677);  // attention.tile:57
    __half const v917 = __float2half_rn(v678);  // attention.tile:57
    __half const v918 = __float2half_rn(v679);  // attention.tile:57
    __half const v919 = __float2half_rn(v680);  // attention.tile:57
    __half const v920 = __float2half_rn(v681);  // attention.tile:57
    __half const v921 = __float2half_rn(v682);  // attention.tile:57
    __half const v922 = __float2half_rn(v683);  // attention.tile:57
    __half const v923 = __float2half_rn(v684);  // attention.tile:57
    __half const v924 = __float2half_rn(v685);  // attention.tile:57
    __half const v925 = __float2half_rn(v686);  // attention.tile:57
    __half const v926 = __float2half_rn(v687);  // attention.tile:57
    __half const v927 = __float2half_rn(v688);  // attention.tile:57
    __half const v928 = __float2half_rn(v689);  // attention.tile:57
    __half const v929 = __float2half_rn(v690);  // attention.tile:57
    __half const v930 = __float2half_rn(v691);  // attention.tile:57
    __half const v931 = __float2half_rn(v692);  // attention.tile:57
    __half const v932 = __float2half_rn(v693);  // attention.tile:57
    __half const v933 = __float2half_rn(v694);  // attention.tile:57
    __half const v934 = __float2half_rn(v695);  // attention.tile:57
    __half const v935 = __float2half_rn(v696);  // attention.tile:57
    __half const v936 = __float2half_rn(v697);  // attention.tile:57
    __half const v937 = __float2half_rn(v698);  // attention.tile:57
    __half const v938 = __float2half_rn(v699);  // attention.tile:57
    __half const v939 = __float2half_rn(v700);  // attention.tile:57
    __half const v940 = __float2half_rn(v701);  // attention.tile:57
    float const v941 = (c253 * v704);  // attention.tile:57
    float const v942 = (c254 * v704);  // attention.tile:57
    float const v943 = (c255 * v705);  // attention.tile:57
    float const v944 = (c256 * v705);  // attention.tile:57
    float const v945 = (c257 * v704);  // attention.tile:57
    float const v946 = (c258 * v704);  // attention.tile:57
    float const v947 = (c259 * v705);  // attention.tile:57
    float const v948 = (c260 * v705);  // attention.tile:57
    float const v949 = (c261 * v704);  // attention.tile:57
    float const v950 = (c262 * v704);  // attention.tile:57
    float const v951 = (c263 * v705);  // attention.tile:57
    float const v952 = (c264 * v705);  // attention.tile:57
    float const v953 = (c265 * v704);  // attention.tile:57
    float const v954 = (c266 * v704);  // attention.tile:57
    float const v955 = (c267 * v705);  // attention.tile:57
    float const v956 = (c268 * v705);  // attention.tile:57
    float const v957 = (c269 * v704);  // attention.tile:57
    float const v958 = (c270 * v704);  // attention.tile:57
    float const v959 = (c271 * v705);  // attention.tile:57
    float const v960 = (c272 * v705);  // attention.tile:57
    float const v961 = (c273 * v704);  // attention.tile:57
    float const v962 = (c274 * v704);  // attention.tile:57
    float const v963 = (c275 * v705);  // attention.tile:57
    float const v964 = (c276 * v705);  // attention.tile:57
    float const v965 = (c277 * v704);  // attention.tile:57
    float const v966 = (c278 * v704);  // attention.tile:57
    float const v967 = (c279 * v705);  // attention.tile:57
    float const v968 = (c280 * v705);  // attention.tile:57
    float const v969 = (c281 * v704);  // attention.tile:57
    float const v970 = (c282 * v704);  // attention.tile:57
    float const v971 = (c283 * v705);  // attention.tile:57
    float const v972 = (c284 * v705);  // attention.tile:57
    __syncthreads();  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c2_0) * 128 + ((((tl_c2_1) >> 3) ^ ((tl_c2_0) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld877;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 2)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 2)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld878;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 4)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 4)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld879;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 6)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 6)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld880;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 8)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 8)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld881;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 10)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 10)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld882;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 12)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 12)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld883;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 14)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 14)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld884;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 16)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 16)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld885;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 18)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 18)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld886;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 20)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 20)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld887;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 22)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 22)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld888;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 24)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 24)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld889;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 26)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 26)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld890;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 28)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 28)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld891;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 30)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 30)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld892;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 32)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 32)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld893;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 34)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 34)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld894;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 36)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 36)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld895;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 38)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 38)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld896;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 40)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 40)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld897;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 42)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 42)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld898;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 44)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 44)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld899;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 46)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 46)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld900;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 48)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 48)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld901;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 50)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 50)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld902;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 52)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 52)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld903;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 54)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 54)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld904;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 56)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 56)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld905;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 58)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 58)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld906;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 60)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 60)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld907;  // attention.tile:57
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c2_0 + 62)) * 128 + ((((tl_c2_1) >> 3) ^ (((tl_c2_0 + 62)) & 7)) << 4) + (((tl_c2_1) & 7) * 2))) = ld908;  // attention.tile:57
    __syncthreads();  // attention.tile:57
    // dot on tensor cores: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32, warps [4, 1], 8 block(s) per warp  // attention.tile:57
    float acc973 = v941;  // attention.tile:57
    float acc974 = v942;  // attention.tile:57
    float acc975 = v943;  // attention.tile:57
    float acc976 = v944;  // attention.tile:57
    float acc977 = v945;  // attention.tile:57
    float acc978 = v946;  // attention.tile:57
    float acc979 = v947;  // attention.tile:57
    float acc980 = v948;  // attention.tile:57
    float acc981 = v949;  // attention.tile:57
    float acc982 = v950;  // attention.tile:57
    float acc983 = v951;  // attention.tile:57
    float acc984 = v952;  // attention.tile:57
    float acc985 = v953;  // attention.tile:57
    float acc986 = v954;  // attention.tile:57
    float acc987 = v955;  // attention.tile:57
    float acc988 = v956;  // attention.tile:57
    float acc989 = v957;  // attention.tile:57
    float acc990 = v958;  // attention.tile:57
    float acc991 = v959;  // attention.tile:57
    float acc992 = v960;  // attention.tile:57
    float acc993 = v961;  // attention.tile:57
    float acc994 = v962;  // attention.tile:57
    float acc995 = v963;  // attention.tile:57
    float acc996 = v964;  // attention.tile:57
    float acc997 = v965;  // attention.tile:57
    float acc998 = v966;  // attention.tile:57
    float acc999 = v967;  // attention.tile:57
    float acc1000 = v968;  // attention.tile:57
    float acc1001 = v969;  // attention.tile:57
    float acc1002 = v970;  // attention.tile:57
    float acc1003 = v971;  // attention.tile:57
    float acc1004 = v972;  // attention.tile:57
    unsigned fr1006, fr1007, fr1008, fr1009;  // attention.tile:57
    tl_ldsm4t((tl_sbase + 0) + lm1005_r + 0 + (((lm1005_c + 0) ^ lm1005_s) << 4), fr1006, fr1007, fr1008, fr1009);  // attention.tile:57
    unsigned fr1010, fr1011, fr1012, fr1013;  // attention.tile:57
    tl_ldsm4t((tl_sbase + 0) + lm1005_r + 0 + (((lm1005_c + 2) ^ lm1005_s) << 4), fr1010, fr1011, fr1012, fr1013);  // attention.tile:57
    unsigned fr1014, fr1015, fr1016, fr1017;  // attention.tile:57
    tl_ldsm4t((tl_sbase + 0) + lm1005_r + 0 + (((lm1005_c + 4) ^ lm1005_s) << 4), fr1014, fr1015, fr1016, fr1017);  // attention.tile:57
    unsigned fr1018, fr1019, fr1020, fr1021;  // attention.tile:57
    tl_ldsm4t((tl_sbase + 0) + lm1005_r + 0 + (((lm1005_c + 6) ^ lm1005_s) << 4), fr1018, fr1019, fr1020, fr1021);  // attention.tile:57
    const unsigned fr1022 = tl_pack_h2(v909, v910);  // attention.tile:57
    const unsigned fr1023 = tl_pack_h2(v911, v912);  // attention.tile:57
    const unsigned fr1024 = tl_pack_h2(v913, v914);  // attention.tile:57
    const unsigned fr1025 = tl_pack_h2(v915, v916);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc973, acc974, acc975, acc976, fr1022, fr1023, fr1024, fr1025, fr1006, fr1007);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc977, acc978, acc979, acc980, fr1022, fr1023, fr1024, fr1025, fr1008, fr1009);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc981, acc982, acc983, acc984, fr1022, fr1023, fr1024, fr1025, fr1010, fr1011);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc985, acc986, acc987, acc988, fr1022, fr1023, fr1024, fr1025, fr1012, fr1013);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc989, acc990, acc991, acc992, fr1022, fr1023, fr1024, fr1025, fr1014, fr1015);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc993, acc994, acc995, acc996, fr1022, fr1023, fr1024, fr1025, fr1016, fr1017);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc997, acc998, acc999, acc1000, fr1022, fr1023, fr1024, fr1025, fr1018, fr1019);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc1001, acc1002, acc1003, acc1004, fr1022, fr1023, fr1024, fr1025, fr1020, fr1021);  // attention.tile:57
    unsigned fr1026, fr1027, fr1028, fr1029;  // attention.tile:57
    tl_ldsm4t((tl_sbase + 0) + lm1005_r + 2048 + (((lm1005_c + 0) ^ lm1005_s) << 4), fr1026, fr1027, fr1028, fr1029);  // attention.tile:57
    unsigned fr1030, fr1031, fr1032, fr1033;  // attention.tile:57
    tl_ldsm4t((tl_sbase + 0) + lm1005_r + 2048 + (((lm1005_c + 2) ^ lm1005_s) << 4), fr1030, fr1031, fr1032, fr1033);  // attention.tile:57
    unsigned fr1034, fr1035, fr1036, fr1037;  // attention.tile:57
    tl_ldsm4t((tl_sbase + 0) + lm1005_r + 2048 + (((lm1005_c + 4) ^ lm1005_s) << 4), fr1034, fr1035, fr1036, fr1037);  // attention.tile:57
    unsigned fr1038, fr1039, fr1040, fr1041;  // attention.tile:57
    tl_ldsm4t((tl_sbase + 0) + lm1005_r + 2048 + (((lm1005_c + 6) ^ lm1005_s) << 4), fr1038, fr1039, fr1040, fr1041);  // attention.tile:57
    const unsigned fr1042 = tl_pack_h2(v917, v918);  // attention.tile:57
    const unsigned fr1043 = tl_pack_h2(v919, v920);  // attention.tile:57
    const unsigned fr1044 = tl_pack_h2(v921, v922);  // attention.tile:57
    const unsigned fr1045 = tl_pack_h2(v923, v924);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc973, acc974, acc975, acc976, fr1042, fr1043, fr1044, fr1045, fr1026, fr1027);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc977, acc978, acc979, acc980, fr1042, fr1043, fr1044, fr1045, fr1028, fr1029);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc981, acc982, acc983, acc984, fr1042, fr1043, fr1044, fr1045, fr1030, fr1031);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc985, acc986, acc987, acc988, fr1042, fr1043, fr1044, fr1045, fr1032, fr1033);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc989, acc990, acc991, acc992, fr1042, fr1043, fr1044, fr1045, fr1034, fr1035);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc993, acc994, acc995, acc996, fr1042, fr1043, fr1044, fr1045, fr1036, fr1037);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc997, acc998, acc999, acc1000, fr1042, fr1043, fr1044, fr1045, fr1038, fr1039);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc1001, acc1002, acc1003, acc1004, fr1042, fr1043, fr1044, fr1045, fr1040, fr1041);  // attention.tile:57
    unsigned fr1046, fr1047, fr1048, fr1049;  // attention.tile:57
    tl_ldsm4t((tl_sbase + 0) + lm1005_r + 4096 + (((lm1005_c + 0) ^ lm1005_s) << 4), fr1046, fr1047, fr1048, fr1049);  // attention.tile:57
    unsigned fr1050, fr1051, fr1052, fr1053;  // attention.tile:57
    tl_ldsm4t((tl_sbase + 0) + lm1005_r + 4096 + (((lm1005_c + 2) ^ lm1005_s) << 4), fr1050, fr1051, fr1052, fr1053);  // attention.tile:57
    unsigned fr1054, fr1055, fr1056, fr1057;  // attention.tile:57
    tl_ldsm4t((tl_sbase + 0) + lm1005_r + 4096 + (((lm1005_c + 4) ^ lm1005_s) << 4), fr1054, fr1055, fr1056, fr1057);  // attention.tile:57
    unsigned fr1058, fr1059, fr1060, fr1061;  // attention.tile:57
    tl_ldsm4t((tl_sbase + 0) + lm1005_r + 4096 + (((lm1005_c + 6) ^ lm1005_s) << 4), fr1058, fr1059, fr1060, fr1061);  // attention.tile:57
    const unsigned fr1062 = tl_pack_h2(v925, v926);  // attention.tile:57
    const unsigned fr1063 = tl_pack_h2(v927, v928);  // attention.tile:57
    const unsigned fr1064 = tl_pack_h2(v929, v930);  // attention.tile:57
    const unsigned fr1065 = tl_pack_h2(v931, v932);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc973, acc974, acc975, acc976, fr1062, fr1063, fr1064, fr1065, fr1046, fr1047);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc977, acc978, acc979, acc980, fr1062, fr1063, fr1064, fr1065, fr1048, fr1049);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc981, acc982, acc983, acc984, fr1062, fr1063, fr1064, fr1065, fr1050, fr1051);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc985, acc986, acc987, acc988, fr1062, fr1063, fr1064, fr1065, fr1052, fr1053);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc989, acc990, acc991, acc992, fr1062, fr1063, fr1064, fr1065, fr1054, fr1055);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc993, acc994, acc995, acc996, fr1062, fr1063, fr1064, fr1065, fr1056, fr1057);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc997, acc998, acc999, acc1000, fr1062, fr1063, fr1064, fr1065, fr1058, fr1059);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc1001, acc1002, acc1003, acc1004, fr1062, fr1063, fr1064, fr1065, fr1060, fr1061);  // attention.tile:57
    unsigned fr1066, fr1067, fr1068, fr1069;  // attention.tile:57
    tl_ldsm4t((tl_sbase + 0) + lm1005_r + 6144 + (((lm1005_c + 0) ^ lm1005_s) << 4), fr1066, fr1067, fr1068, fr1069);  // attention.tile:57
    unsigned fr1070, fr1071, fr1072, fr1073;  // attention.tile:57
    tl_ldsm4t((tl_sbase + 0) + lm1005_r + 6144 + (((lm1005_c + 2) ^ lm1005_s) << 4), fr1070, fr1071, fr1072, fr1073);  // attention.tile:57
    unsigned fr1074, fr1075, fr1076, fr1077;  // attention.tile:57
    tl_ldsm4t((tl_sbase + 0) + lm1005_r + 6144 + (((lm1005_c + 4) ^ lm1005_s) << 4), fr1074, fr1075, fr1076, fr1077);  // attention.tile:57
    unsigned fr1078, fr1079, fr1080, fr1081;  // attention.tile:57
    tl_ldsm4t((tl_sbase + 0) + lm1005_r + 6144 + (((lm1005_c + 6) ^ lm1005_s) << 4), fr1078, fr1079, fr1080, fr1081);  // attention.tile:57
    const unsigned fr1082 = tl_pack_h2(v933, v934);  // attention.tile:57
    const unsigned fr1083 = tl_pack_h2(v935, v936);  // attention.tile:57
    const unsigned fr1084 = tl_pack_h2(v937, v938);  // attention.tile:57
    const unsigned fr1085 = tl_pack_h2(v939, v940);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc973, acc974, acc975, acc976, fr1082, fr1083, fr1084, fr1085, fr1066, fr1067);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc977, acc978, acc979, acc980, fr1082, fr1083, fr1084, fr1085, fr1068, fr1069);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc981, acc982, acc983, acc984, fr1082, fr1083, fr1084, fr1085, fr1070, fr1071);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc985, acc986, acc987, acc988, fr1082, fr1083, fr1084, fr1085, fr1072, fr1073);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc989, acc990, acc991, acc992, fr1082, fr1083, fr1084, fr1085, fr1074, fr1075);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc993, acc994, acc995, acc996, fr1082, fr1083, fr1084, fr1085, fr1076, fr1077);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc997, acc998, acc999, acc1000, fr1082, fr1083, fr1084, fr1085, fr1078, fr1079);  // attention.tile:57
    tl_mma_m16n8k16_fp16_fp32(acc1001, acc1002, acc1003, acc1004, fr1082, fr1083, fr1084, fr1085, fr1080, fr1081);  // attention.tile:57
    c251 = v746;  // attention.tile:42
    c252 = v747;  // attention.tile:42
    c253 = acc973;  // attention.tile:42
    c254 = acc974;  // attention.tile:42
    c255 = acc975;  // attention.tile:42
    c256 = acc976;  // attention.tile:42
    c257 = acc977;  // attention.tile:42
    c258 = acc978;  // attention.tile:42
    c259 = acc979;  // attention.tile:42
    c260 = acc980;  // attention.tile:42
    c261 = acc981;  // attention.tile:42
    c262 = acc982;  // attention.tile:42
    c263 = acc983;  // attention.tile:42
    c264 = acc984;  // attention.tile:42
    c265 = acc985;  // attention.tile:42
    c266 = acc986;  // attention.tile:42
    c267 = acc987;  // attention.tile:42
    c268 = acc988;  // attention.tile:42
    c269 = acc989;  // attention.tile:42
    c270 = acc990;  // attention.tile:42
    c271 = acc991;  // attention.tile:42
    c272 = acc992;  // attention.tile:42
    c273 = acc993;  // attention.tile:42
    c274 = acc994;  // attention.tile:42
    c275 = acc995;  // attention.tile:42
    c276 = acc996;  // attention.tile:42
    c277 = acc997;  // attention.tile:42
    c278 = acc998;  // attention.tile:42
    c279 = acc999;  // attention.tile:42
    c280 = acc1000;  // attention.tile:42
    c281 = acc1001;  // attention.tile:42
    c282 = acc1002;  // attention.tile:42
    c283 = acc1003;  // attention.tile:42
    c284 = acc1004;  // attention.tile:42
    c285 = v636;  // attention.tile:42
    c286 = v637;  // attention.tile:42
  }  // attention.tile:42
  float const v1086 = tl_fdiv(c253, c251);  // attention.tile:59
  float const v1087 = tl_fdiv(c254, c251);  // attention.tile:59
  float const v1088 = tl_fdiv(c255, c252);  // attention.tile:59
  float const v1089 = tl_fdiv(c256, c252);  // attention.tile:59
  float const v1090 = tl_fdiv(c257, c251);  // attention.tile:59
  float const v1091 = tl_fdiv(c258, c251);  // attention.tile:59
  float const v1092 = tl_fdiv(c259, c252);  // attention.tile:59
  float const v1093 = tl_fdiv(c260, c252);  // attention.tile:59
  float const v1094 = tl_fdiv(c261, c251);  // attention.tile:59
  float const v1095 = tl_fdiv(c262, c251);  // attention.tile:59
  float const v1096 = tl_fdiv(c263, c252);  // attention.tile:59
  float const v1097 = tl_fdiv(c264, c252);  // attention.tile:59
  float const v1098 = tl_fdiv(c265, c251);  // attention.tile:59
  float const v1099 = tl_fdiv(c266, c251);  // attention.tile:59
  float const v1100 = tl_fdiv(c267, c252);  // attention.tile:59
  float const v1101 = tl_fdiv(c268, c252);  // attention.tile:59
  float const v1102 = tl_fdiv(c269, c251);  // attention.tile:59
  float const v1103 = tl_fdiv(c270, c251);  // attention.tile:59
  float const v1104 = tl_fdiv(c271, c252);  // attention.tile:59
  float const v1105 = tl_fdiv(c272, c252);  // attention.tile:59
  float const v1106 = tl_fdiv(c273, c251);  // attention.tile:59
  float const v1107 = tl_fdiv(c274, c251);  // attention.tile:59
  float const v1108 = tl_fdiv(c275, c252);  // attention.tile:59
  float const v1109 = tl_fdiv(c276, c252);  // attention.tile:59
  float const v1110 = tl_fdiv(c277, c251);  // attention.tile:59
  float const v1111 = tl_fdiv(c278, c251);  // attention.tile:59
  float const v1112 = tl_fdiv(c279, c252);  // attention.tile:59
  float const v1113 = tl_fdiv(c280, c252);  // attention.tile:59
  float const v1114 = tl_fdiv(c281, c251);  // attention.tile:59
  float const v1115 = tl_fdiv(c282, c251);  // attention.tile:59
  float const v1116 = tl_fdiv(c283, c252);  // attention.tile:59
  float const v1117 = tl_fdiv(c284, c252);  // attention.tile:59
  __half* const p1118 = (p_out + v3);  // attention.tile:60
  __half* const p1119 = (p1118 + v102);  // attention.tile:60
  __half* const p1120 = (p1118 + v103);  // attention.tile:60
  __half* const p1121 = (p1118 + v104);  // attention.tile:60
  __half* const p1122 = (p1118 + v105);  // attention.tile:60
  __half* const p1123 = (p1118 + v106);  // attention.tile:60
  __half* const p1124 = (p1118 + v107);  // attention.tile:60
  __half* const p1125 = (p1118 + v108);  // attention.tile:60
  __half* const p1126 = (p1118 + v109);  // attention.tile:60
  __half* const p1127 = (p1118 + v110);  // attention.tile:60
  __half* const p1128 = (p1118 + v111);  // attention.tile:60
  __half* const p1129 = (p1118 + v112);  // attention.tile:60
  __half* const p1130 = (p1118 + v113);  // attention.tile:60
  __half* const p1131 = (p1118 + v114);  // attention.tile:60
  __half* const p1132 = (p1118 + v115);  // attention.tile:60
  __half* const p1133 = (p1118 + v116);  // attention.tile:60
  __half* const p1134 = (p1118 + v117);  // attention.tile:60
  __half* const p1135 = (p1118 + v118);  // attention.tile:60
  __half* const p1136 = (p1118 + v119);  // attention.tile:60
  __half* const p1137 = (p1118 + v120);  // attention.tile:60
  __half* const p1138 = (p1118 + v121);  // attention.tile:60
  __half* const p1139 = (p1118 + v122);  // attention.tile:60
  __half* const p1140 = (p1118 + v123);  // attention.tile:60
  __half* const p1141 = (p1118 + v124);  // attention.tile:60
  __half* const p1142 = (p1118 + v125);  // attention.tile:60
  __half* const p1143 = (p1118 + v126);  // attention.tile:60
  __half* const p1144 = (p1118 + v127);  // attention.tile:60
  __half* const p1145 = (p1118 + v128);  // attention.tile:60
  __half* const p1146 = (p1118 + v129);  // attention.tile:60
  __half* const p1147 = (p1118 + v130);  // attention.tile:60
  __half* const p1148 = (p1118 + v131);  // attention.tile:60
  __half* const p1149 = (p1118 + v132);  // attention.tile:60
  __half* const p1150 = (p1118 + v133);  // attention.tile:60
  __half* const p1151 = (p1119 + tl_c1_0);  // attention.tile:60
  __half* const p1152 = (p1120 + tl_c1_0);  // attention.tile:60
  __half* const p1153 = (p1121 + tl_c1_0);  // attention.tile:60
  __half* const p1154 = (p1122 + tl_c1_0);  // attention.tile:60
  __half* const p1155 = (p1123 + tl_c1_0);  // attention.tile:60
  __half* const p1156 = (p1124 + tl_c1_0);  // attention.tile:60
  __half* const p1157 = (p1125 + tl_c1_0);  // attention.tile:60
  __half* const p1158 = (p1126 + tl_c1_0);  // attention.tile:60
  __half* const p1159 = (p1127 + tl_c1_0);  // attention.tile:60
  __half* const p1160 = (p1128 + tl_c1_0);  // attention.tile:60
  __half* const p1161 = (p1129 + tl_c1_0);  // attention.tile:60
  __half* const p1162 = (p1130 + tl_c1_0);  // attention.tile:60
  __half* const p1163 = (p1131 + tl_c1_0);  // attention.tile:60
  __half* const p1164 = (p1132 + tl_c1_0);  // attention.tile:60
  __half* const p1165 = (p1133 + tl_c1_0);  // attention.tile:60
  __half* const p1166 = (p1134 + tl_c1_0);  // attention.tile:60
  __half* const p1167 = (p1135 + tl_c1_0);  // attention.tile:60
  __half* const p1168 = (p1136 + tl_c1_0);  // attention.tile:60
  __half* const p1169 = (p1137 + tl_c1_0);  // attention.tile:60
  __half* const p1170 = (p1138 + tl_c1_0);  // attention.tile:60
  __half* const p1171 = (p1139 + tl_c1_0);  // attention.tile:60
  __half* const p1172 = (p1140 + tl_c1_0);  // attention.tile:60
  __half* const p1173 = (p1141 + tl_c1_0);  // attention.tile:60
  __half* const p1174 = (p1142 + tl_c1_0);  // attention.tile:60
  __half* const p1175 = (p1143 + tl_c1_0);  // attention.tile:60
  __half* const p1176 = (p1144 + tl_c1_0);  // attention.tile:60
  __half* const p1177 = (p1145 + tl_c1_0);  // attention.tile:60
  __half* const p1178 = (p1146 + tl_c1_0);  // attention.tile:60
  __half* const p1179 = (p1147 + tl_c1_0);  // attention.tile:60
  __half* const p1180 = (p1148 + tl_c1_0);  // attention.tile:60
  __half* const p1181 = (p1149 + tl_c1_0);  // attention.tile:60
  __half* const p1182 = (p1150 + tl_c1_0);  // attention.tile:60
  __half const v1183 = __float2half_rn(v1086);  // attention.tile:60
  __half const v1184 = __float2half_rn(v1087);  // attention.tile:60
  __half const v1185 = __float2half_rn(v1088);  // attention.tile:60
  __half const v1186 = __float2half_rn(v1089);  // attention.tile:60
  __half const v1187 = __float2half_rn(v1090);  // attention.tile:60
  __half const v1188 = __float2half_rn(v1091);  // attention.tile:60
  __half const v1189 = __float2half_rn(v1092);  // attention.tile:60
  __half const v1190 = __float2half_rn(v1093);  // attention.tile:60
  __half const v1191 = __float2half_rn(v1094);  // attention.tile:60
  __half const v1192 = __float2half_rn(v1095);  // attention.tile:60
  __half const v1193 = __float2half_rn(v1096);  // attention.tile:60
  __half const v1194 = __float2half_rn(v1097);  // attention.tile:60
  __half const v1195 = __float2half_rn(v1098);  // attention.tile:60
  __half const v1196 = __float2half_rn(v1099);  // attention.tile:60
  __half const v1197 = __float2half_rn(v1100);  // attention.tile:60
  __half const v1198 = __float2half_rn(v1101);  // attention.tile:60
  __half const v1199 = __float2half_rn(v1102);  // attention.tile:60
  __half const v1200 = __float2half_rn(v1103);  // attention.tile:60
  __half const v1201 = __float2half_rn(v1104);  // attention.tile:60
  __half const v1202 = __float2half_rn(v1105);  // attention.tile:60
  __half const v1203 = __float2half_rn(v1106);  // attention.tile:60
  __half const v1204 = __float2half_rn(v1107);  // attention.tile:60
  __half const v1205 = __float2half_rn(v1108);  // attention.tile:60
  __half const v1206 = __float2half_rn(v1109);  // attention.tile:60
  __half const v1207 = __float2half_rn(v1110);  // attention.tile:60
  __half const v1208 = __float2half_rn(v1111);  // attention.tile:60
  __half const v1209 = __float2half_rn(v1112);  // attention.tile:60
  __half const v1210 = __float2half_rn(v1113);  // attention.tile:60
  __half const v1211 = __float2half_rn(v1114);  // attention.tile:60
  __half const v1212 = __float2half_rn(v1115);  // attention.tile:60
  __half const v1213 = __float2half_rn(v1116);  // attention.tile:60
  __half const v1214 = __float2half_rn(v1117);  // attention.tile:60
  __syncthreads();  // attention.tile:60
  __half* cv1215 = reinterpret_cast<__half*>(tl_smem + 0);  // layout conversion  // attention.tile:60
  cv1215[tl_c6_0 * 64 + tl_c6_1] = v1183;  // attention.tile:60
  cv1215[(tl_c6_0 * 64 + tl_c6_1 + 1)] = v1184;  // attention.tile:60
  cv1215[(tl_c6_0 * 64 + tl_c6_1 + 512)] = v1185;  // attention.tile:60
  cv1215[(tl_c6_0 * 64 + tl_c6_1 + 513)] = v1186;  // attention.tile:60
  cv1215[(tl_c6_0 * 64 + tl_c6_1 + 8)] = v1187;  // attention.tile:60
  cv1215[(tl_c6_0 * 64 + tl_c6_1 + 9)] = v1188;  // attention.tile:60
  cv1215[(tl_c6_0 * 64 + tl_c6_1 + 520)] = v1189;  // attention.tile:60
  cv1215[(tl_c6_0 * 64 + tl_c6_1 + 521)] = v1190;  // attention.tile:60
  cv1215[(tl_c6_0 * 64 + tl_c6_1 + 16)] = v1191;  // attention.tile:60
  cv1215[(tl_c6_0 * 64 + tl_c6_1 + 17)] = v1192;  // attention.tile:60
  cv1215[(tl_c6_0 * 64 + tl_c6_1 + 528)] = v1193;  // attention.tile:60
  cv1215[(tl_c6_0 * 64 + tl_c6_1 + 529)] = v1194;  // attention.tile:60
  cv1215[(tl_c6_0 * 64 + tl_c6_1 + 24)] = v1195;  // attention.tile:60
  cv1215[(tl_c6_0 * 64 + tl_c6_1 + 25)] = v1196;  // attention.tile:60
  cv1215[(tl_c6_0 * 64 + tl_c6_1 + 536)] = v1197;  // attention.tile:60
  cv1215[(tl_c6_0 * 64 + tl_c6_1 + 537)] = v1198;  // attention.tile:60
  cv1215[(tl_c6_0 * 64 + tl_c6_1 + 32)] = v1199;  // attention.tile:60
  cv1215[(tl_c6_0 * 64 + tl_c6_1 + 33)] = v1200;  // attention.tile:60
  cv1215[(tl_c6_0 * 64 + tl_c6_1 + 544)] = v1201;  // attention.tile:60
  cv1215[(tl_c6_0 * 64 + tl_c6_1 + 545)] = v1202;  // attention.tile:60
  cv1215[(tl_c6_0 * 64 + tl_c6_1 + 40)] = v1203;  // attention.tile:60
  cv1215[(tl_c6_0 * 64 + tl_c6_1 + 41)] = v1204;  // attention.tile:60
  cv1215[(tl_c6_0 * 64 + tl_c6_1 + 552)] = v1205;  // attention.tile:60
  cv1215[(tl_c6_0 * 64 + tl_c6_1 + 553)] = v1206;  // attention.tile:60
  cv1215[(tl_c6_0 * 64 + tl_c6_1 + 48)] = v1207;  // attention.tile:60
  cv1215[(tl_c6_0 * 64 + tl_c6_1 + 49)] = v1208;  // attention.tile:60
  cv1215[(tl_c6_0 * 64 + tl_c6_1 + 560)] = v1209;  // attention.tile:60
  cv1215[(tl_c6_0 * 64 + tl_c6_1 + 561)] = v1210;  // attention.tile:60
  cv1215[(tl_c6_0 * 64 + tl_c6_1 + 56)] = v1211;  // attention.tile:60
  cv1215[(tl_c6_0 * 64 + tl_c6_1 + 57)] = v1212;  // attention.tile:60
  cv1215[(tl_c6_0 * 64 + tl_c6_1 + 568)] = v1213;  // attention.tile:60
  cv1215[(tl_c6_0 * 64 + tl_c6_1 + 569)] = v1214;  // attention.tile:60
  __syncthreads();  // attention.tile:60
  __half const cv1216 = cv1215[tl_c2_0 * 64 + tl_c2_1];  // attention.tile:60
  __half const cv1217 = cv1215[(tl_c2_0 * 64 + tl_c2_1 + 128)];  // attention.tile:60
  __half const cv1218 = cv1215[(tl_c2_0 * 64 + tl_c2_1 + 256)];  // attention.tile:60
  __half const cv1219 = cv1215[(tl_c2_0 * 64 + tl_c2_1 + 384)];  // attention.tile:60
  __half const cv1220 = cv1215[(tl_c2_0 * 64 + tl_c2_1 + 512)];  // attention.tile:60
  __half const cv1221 = cv1215[(tl_c2_0 * 64 + tl_c2_1 + 640)];  // attention.tile:60
  __half const cv1222 = cv1215[(tl_c2_0 * 64 + tl_c2_1 + 768)];  // attention.tile:60
  __half const cv1223 = cv1215[(tl_c2_0 * 64 + tl_c2_1 + 896)];  // attention.tile:60
  __half const cv1224 = cv1215[(tl_c2_0 * 64 + tl_c2_1 + 1024)];  // attention.tile:60
  __half const cv1225 = cv1215[(tl_c2_0 * 64 + tl_c2_1 + 1152)];  // attention.tile:60
  __half const cv1226 = cv1215[(tl_c2_0 * 64 + tl_c2_1 + 1280)];  // attention.tile:60
  __half const cv1227 = cv1215[(tl_c2_0 * 64 + tl_c2_1 + 1408)];  // attention.tile:60
  __half const cv1228 = cv1215[(tl_c2_0 * 64 + tl_c2_1 + 1536)];  // attention.tile:60
  __half const cv1229 = cv1215[(tl_c2_0 * 64 + tl_c2_1 + 1664)];  // attention.tile:60
  __half const cv1230 = cv1215[(tl_c2_0 * 64 + tl_c2_1 + 1792)];  // attention.tile:60
  __half const cv1231 = cv1215[(tl_c2_0 * 64 + tl_c2_1 + 1920)];  // attention.tile:60
  __half const cv1232 = cv1215[(tl_c2_0 * 64 + tl_c2_1 + 2048)];  // attention.tile:60
  __half const cv1233 = cv1215[(tl_c2_0 * 64 + tl_c2_1 + 2176)];  // attention.tile:60
  __half const cv1234 = cv1215[(tl_c2_0 * 64 + tl_c2_1 + 2304)];  // attention.tile:60
  __half const cv1235 = cv1215[(tl_c2_0 * 64 + tl_c2_1 + 2432)];  // attention.tile:60
  __half const cv1236 = cv1215[(tl_c2_0 * 64 + tl_c2_1 + 2560)];  // attention.tile:60
  __half const cv1237 = cv1215[(tl_c2_0 * 64 + tl_c2_1 + 2688)];  // attention.tile:60
  __half const cv1238 = cv1215[(tl_c2_0 * 64 + tl_c2_1 + 2816)];  // attention.tile:60
  __half const cv1239 = cv1215[(tl_c2_0 * 64 + tl_c2_1 + 2944)];  // attention.tile:60
  __half const cv1240 = cv1215[(tl_c2_0 * 64 + tl_c2_1 + 3072)];  // attention.tile:60
  __half const cv1241 = cv1215[(tl_c2_0 * 64 + tl_c2_1 + 3200)];  // attention.tile:60
  __half const cv1242 = cv1215[(tl_c2_0 * 64 + tl_c2_1 + 3328)];  // attention.tile:60
  __half const cv1243 = cv1215[(tl_c2_0 * 64 + tl_c2_1 + 3456)];  // attention.tile:60
  __half const cv1244 = cv1215[(tl_c2_0 * 64 + tl_c2_1 + 3584)];  // attention.tile:60
  __half const cv1245 = cv1215[(tl_c2_0 * 64 + tl_c2_1 + 3712)];  // attention.tile:60
  __half const cv1246 = cv1215[(tl_c2_0 * 64 + tl_c2_1 + 3840)];  // attention.tile:60
  __half const cv1247 = cv1215[(tl_c2_0 * 64 + tl_c2_1 + 3968)];  // attention.tile:60
  if (v69) *p1151 = cv1216;  // attention.tile:60
  if (v70) *p1152 = cv1217;  // attention.tile:60
  if (v71) *p1153 = cv1218;  // attention.tile:60
  if (v72) *p1154 = cv1219;  // attention.tile:60
  if (v73) *p1155 = cv1220;  // attention.tile:60
  if (v74) *p1156 = cv1221;  // attention.tile:60
  if (v75) *p1157 = cv1222;  // attention.tile:60
  if (v76) *p1158 = cv1223;  // attention.tile:60
  if (v77) *p1159 = cv1224;  // attention.tile:60
  if (v78) *p1160 = cv1225;  // attention.tile:60
  if (v79) *p1161 = cv1226;  // attention.tile:60
  if (v80) *p1162 = cv1227;  // attention.tile:60
  if (v81) *p1163 = cv1228;  // attention.tile:60
  if (v82) *p1164 = cv1229;  // attention.tile:60
  if (v83) *p1165 = cv1230;  // attention.tile:60
  if (v84) *p1166 = cv1231;  // attention.tile:60
  if (v85) *p1167 = cv1232;  // attention.tile:60
  if (v86) *p1168 = cv1233;  // attention.tile:60
  if (v87) *p1169 = cv1234;  // attention.tile:60
  if (v88) *p1170 = cv1235;  // attention.tile:60
  if (v89) *p1171 = cv1236;  // attention.tile:60
  if (v90) *p1172 = cv1237;  // attention.tile:60
  if (v91) *p1173 = cv1238;  // attention.tile:60
  if (v92) *p1174 = cv1239;  // attention.tile:60
  if (v93) *p1175 = cv1240;  // attention.tile:60
  if (v94) *p1176 = cv1241;  // attention.tile:60
  if (v95) *p1177 = cv1242;  // attention.tile:60
  if (v96) *p1178 = cv1243;  // attention.tile:60
  if (v97) *p1179 = cv1244;  // attention.tile:60
  if (v98) *p1180 = cv1245;  // attention.tile:60
  if (v99) *p1181 = cv1246;  // attention.tile:60
  if (v100) *p1182 = cv1247;  // attention.tile:60
}
