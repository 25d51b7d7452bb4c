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

// kernel merge_heads: 4 warps, generated by tiledsl
extern "C" __global__ void __launch_bounds__(128) tl_k_merge_heads(__half* p_out, __half* p_attn, int p_seq_len, int p_n_head, int p_out_row_stride) {
  const int tl_lane = threadIdx.x & 31;
  const int tl_warp = threadIdx.x >> 5;
  const int tl_c0_0 = (tl_lane ^ ((tl_warp & 1) << 5));
  const int tl_c1_0 = ((tl_warp >> 1));
  const int pid1 = (int)blockIdx.y;  // gpt2_block.tile:75
  const int pid2 = (int)blockIdx.x;  // gpt2_block.tile:76
  int const k3 = 64;  // gpt2_block.tile:76
  int const v4 = ((int)((unsigned int)(pid2) * (unsigned int)(k3)));  // gpt2_block.tile:76
  int const ar5 = (tl_c1_0 + 2);  // gpt2_block.tile:76
  int const ar6 = (tl_c1_0 + 4);  // gpt2_block.tile:76
  int const ar7 = (tl_c1_0 + 6);  // gpt2_block.tile:76
  int const ar8 = (tl_c1_0 + 8);  // gpt2_block.tile:76
  int const ar9 = (tl_c1_0 + 10);  // gpt2_block.tile:76
  int const ar10 = (tl_c1_0 + 12);  // gpt2_block.tile:76
  int const ar11 = (tl_c1_0 + 14);  // gpt2_block.tile:76
  int const ar12 = (tl_c1_0 + 16);  // gpt2_block.tile:76
  int const ar13 = (tl_c1_0 + 18);  // gpt2_block.tile:76
  int const ar14 = (tl_c1_0 + 20);  // gpt2_block.tile:76
  int const ar15 = (tl_c1_0 + 22);  // gpt2_block.tile:76
  int const ar16 = (tl_c1_0 + 24);  // gpt2_block.tile:76
  int const ar17 = (tl_c1_0 + 26);  // gpt2_block.tile:76
  int const ar18 = (tl_c1_0 + 28);  // gpt2_block.tile:76
  int const ar19 = (tl_c1_0 + 30);  // gpt2_block.tile:76
  int const ar20 = (tl_c1_0 + 32);  // gpt2_block.tile:76
  int const ar21 = (tl_c1_0 + 34);  // gpt2_block.tile:76
  int const ar22 = (tl_c1_0 + 36);  // gpt2_block.tile:76
  int const ar23 = (tl_c1_0 + 38);  // gpt2_block.tile:76
  int const ar24 = (tl_c1_0 + 40);  // gpt2_block.tile:76
  int const ar25 = (tl_c1_0 + 42);  // gpt2_block.tile:76
  int const ar26 = (tl_c1_0 + 44);  // gpt2_block.tile:76
  int const ar27 = (tl_c1_0 + 46);  // gpt2_block.tile:76
  int const ar28 = (tl_c1_0 + 48);  // gpt2_block.tile:76
  int const ar29 = (tl_c1_0 + 50);  // gpt2_block.tile:76
  int const ar30 = (tl_c1_0 + 52);  // gpt2_block.tile:76
  int const ar31 = (tl_c1_0 + 54);  // gpt2_block.tile:76
  int const ar32 = (tl_c1_0 + 56);  // gpt2_block.tile:76
  int const ar33 = (tl_c1_0 + 58);  // gpt2_block.tile:76
  int const ar34 = (tl_c1_0 + 60);  // gpt2_block.tile:76
  int const ar35 = (tl_c1_0 + 62);  // gpt2_block.tile:76
  int const v36 = ((int)((unsigned int)(v4) + (unsigned int)(tl_c1_0)));  // gpt2_block.tile:76
  int const v37 = ((int)((unsigned int)(v4) + (unsigned int)(ar5)));  // gpt2_block.tile:76
  int const v38 = ((int)((unsigned int)(v4) + (unsigned int)(ar6)));  // gpt2_block.tile:76
  int const v39 = ((int)((unsigned int)(v4) + (unsigned int)(ar7)));  // gpt2_block.tile:76
  int const v40 = ((int)((unsigned int)(v4) + (unsigned int)(ar8)));  // gpt2_block.tile:76
  int const v41 = ((int)((unsigned int)(v4) + (unsigned int)(ar9)));  // gpt2_block.tile:76
  int const v42 = ((int)((unsigned int)(v4) + (unsigned int)(ar10)));  // gpt2_block.tile:76
  int const v43 = ((int)((unsigned int)(v4) + (unsigned int)(ar11)));  // gpt2_block.tile:76
  int const v44 = ((int)((unsigned int)(v4) + (unsigned int)(ar12)));  // gpt2_block.tile:76
  int const v45 = ((int)((unsigned int)(v4) + (unsigned int)(ar13)));  // gpt2_block.tile:76
  int const v46 = ((int)((unsigned int)(v4) + (unsigned int)(ar14)));  // gpt2_block.tile:76
  int const v47 = ((int)((unsigned int)(v4) + (unsigned int)(ar15)));  // gpt2_block.tile:76
  int const v48 = ((int)((unsigned int)(v4) + (unsigned int)(ar16)));  // gpt2_block.tile:76
  int const v49 = ((int)((unsigned int)(v4) + (unsigned int)(ar17)));  // gpt2_block.tile:76
  int const v50 = ((int)((unsigned int)(v4) + (unsigned int)(ar18)));  // gpt2_block.tile:76
  int const v51 = ((int)((unsigned int)(v4) + (unsigned int)(ar19)));  // gpt2_block.tile:76
  int const v52 = ((int)((unsigned int)(v4) + (unsigned int)(ar20)));  // gpt2_block.tile:76
  int const v53 = ((int)((unsigned int)(v4) + (unsigned int)(ar21)));  // gpt2_block.tile:76
  int const v54 = ((int)((unsigned int)(v4) + (unsigned int)(ar22)));  // gpt2_block.tile:76
  int const v55 = ((int)((unsigned int)(v4) + (unsigned int)(ar23)));  // gpt2_block.tile:76
  int const v56 = ((int)((unsigned int)(v4) + (unsigned int)(ar24)));  // gpt2_block.tile:76
  int const v57 = ((int)((unsigned int)(v4) + (unsigned int)(ar25)));  // gpt2_block.tile:76
  int const v58 = ((int)((unsigned int)(v4) + (unsigned int)(ar26)));  // gpt2_block.tile:76
  int const v59 = ((int)((unsigned int)(v4) + (unsigned int)(ar27)));  // gpt2_block.tile:76
  int const v60 = ((int)((unsigned int)(v4) + (unsigned int)(ar28)));  // gpt2_block.tile:76
  int const v61 = ((int)((unsigned int)(v4) + (unsigned int)(ar29)));  // gpt2_block.tile:76
  int const v62 = ((int)((unsigned int)(v4) + (unsigned int)(ar30)));  // gpt2_block.tile:76
  int const v63 = ((int)((unsigned int)(v4) + (unsigned int)(ar31)));  // gpt2_block.tile:76
  int const v64 = ((int)((unsigned int)(v4) + (unsigned int)(ar32)));  // gpt2_block.tile:76
  int const v65 = ((int)((unsigned int)(v4) + (unsigned int)(ar33)));  // gpt2_block.tile:76
  int const v66 = ((int)((unsigned int)(v4) + (unsigned int)(ar34)));  // gpt2_block.tile:76
  int const v67 = ((int)((unsigned int)(v4) + (unsigned int)(ar35)));  // gpt2_block.tile:76
  bool const v68 = (v36 < p_seq_len);  // gpt2_block.tile:78
  bool const v69 = (v37 < p_seq_len);  // gpt2_block.tile:78
  bool const v70 = (v38 < p_seq_len);  // gpt2_block.tile:78
  bool const v71 = (v39 < p_seq_len);  // gpt2_block.tile:78
  bool const v72 = (v40 < p_seq_len);  // gpt2_block.tile:78
  bool const v73 = (v41 < p_seq_len);  // gpt2_block.tile:78
  bool const v74 = (v42 < p_seq_len);  // gpt2_block.tile:78
  bool const v75 = (v43 < p_seq_len);  // gpt2_block.tile:78
  bool const v76 = (v44 < p_seq_len);  // gpt2_block.tile:78
  bool const v77 = (v45 < p_seq_len);  // gpt2_block.tile:78
  bool const v78 = (v46 < p_seq_len);  // gpt2_block.tile:78
  bool const v79 = (v47 < p_seq_len);  // gpt2_block.tile:78
  bool const v80 = (v48 < p_seq_len);  // gpt2_block.tile:78
  bool const v81 = (v49 < p_seq_len);  // gpt2_block.tile:78
  bool const v82 = (v50 < p_seq_len);  // gpt2_block.tile:78
  bool const v83 = (v51 < p_seq_len);  // gpt2_block.tile:78
  bool const v84 = (v52 < p_seq_len);  // gpt2_block.tile:78
  bool const v85 = (v53 < p_seq_len);  // gpt2_block.tile:78
  bool const v86 = (v54 < p_seq_len);  // gpt2_block.tile:78
  bool const v87 = (v55 < p_seq_len);  // gpt2_block.tile:78
  bool const v88 = (v56 < p_seq_len);  // gpt2_block.tile:78
  bool const v89 = (v57 < p_seq_len);  // gpt2_block.tile:78
  bool const v90 = (v58 < p_seq_len);  // gpt2_block.tile:78
  bool const v91 = (v59 < p_seq_len);  // gpt2_block.tile:78
  bool const v92 = (v60 < p_seq_len);  // gpt2_block.tile:78
  bool const v93 = (v61 < p_seq_len);  // gpt2_block.tile:78
  bool const v94 = (v62 < p_seq_len);  // gpt2_block.tile:78
  bool const v95 = (v63 < p_seq_len);  // gpt2_block.tile:78
  bool const v96 = (v64 < p_seq_len);  // gpt2_block.tile:78
  bool const v97 = (v65 < p_seq_len);  // gpt2_block.tile:78
  bool const v98 = (v66 < p_seq_len);  // gpt2_block.tile:78
  bool const v99 = (v67 < p_seq_len);  // gpt2_block.tile:78
  int const v100 = ((int)((unsigned int)(pid1) * (unsigned int)(p_seq_len)));  // gpt2_block.tile:79
  int const v101 = ((int)((unsigned int)(v100) * (unsigned int)(k3)));  // gpt2_block.tile:79
  __half* const p102 = (p_attn + v101);  // gpt2_block.tile:79
  int const v103 = ((int)((unsigned int)(v36) * (unsigned int)(64)));  // gpt2_block.tile:79
  int const v104 = ((int)((unsigned int)(v37) * (unsigned int)(64)));  // gpt2_block.tile:79
  int const v105 = ((int)((unsigned int)(v38) * (unsigned int)(64)));  // gpt2_block.tile:79
  int const v106 = ((int)((unsigned int)(v39) * (unsigned int)(64)));  // gpt2_block.tile:79
  int const v107 = ((int)((unsigned int)(v40) * (unsigned int)(64)));  // gpt2_block.tile:79
  int const v108 = ((int)((unsigned int)(v41) * (unsigned int)(64)));  // gpt2_block.tile:79
  int const v109 = ((int)((unsigned int)(v42) * (unsigned int)(64)));  // gpt2_block.tile:79
  int const v110 = ((int)((unsigned int)(v43) * (unsigned int)(64)));  // gpt2_block.tile:79
  int const v111 = ((int)((unsigned int)(v44) * (unsigned int)(64)));  // gpt2_block.tile:79
  int const v112 = ((int)((unsigned int)(v45) * (unsigned int)(64)));  // gpt2_block.tile:79
  int const v113 = ((int)((unsigned int)(v46) * (unsigned int)(64)));  // gpt2_block.tile:79
  int const v114 = ((int)((unsigned int)(v47) * (unsigned int)(64)));  // gpt2_block.tile:79
  int const v115 = ((int)((unsigned int)(v48) * (unsigned int)(64)));  // gpt2_block.tile:79
  int const v116 = ((int)((unsigned int)(v49) * (unsigned int)(64)));  // gpt2_block.tile:79
  int const v117 = ((int)((unsigned int)(v50) * (unsigned int)(64)));  // gpt2_block.tile:79
  int const v118 = ((int)((unsigned int)(v51) * (unsigned int)(64)));  // gpt2_block.tile:79
  int const v119 = ((int)((unsigned int)(v52) * (unsigned int)(64)));  // gpt2_block.tile:79
  int const v120 = ((int)((unsigned int)(v53) * (unsigned int)(64)));  // gpt2_block.tile:79
  int const v121 = ((int)((unsigned int)(v54) * (unsigned int)(64)));  // gpt2_block.tile:79
  int const v122 = ((int)((unsigned int)(v55) * (unsigned int)(64)));  // gpt2_block.tile:79
  int const v123 = ((int)((unsigned int)(v56) * (unsigned int)(64)));  // gpt2_block.tile:79
  int const v124 = ((int)((unsigned int)(v57) * (unsigned int)(64)));  // gpt2_block.tile:79
  int const v125 = ((int)((unsigned int)(v58) * (unsigned int)(64)));  // gpt2_block.tile:79
  int const v126 = ((int)((unsigned int)(v59) * (unsigned int)(64)));  // gpt2_block.tile:79
  int const v127 = ((int)((unsigned int)(v60) * (unsigned int)(64)));  // gpt2_block.tile:79
  int const v128 = ((int)((unsigned int)(v61) * (unsigned int)(64)));  // gpt2_block.tile:79
  int const v129 = ((int)((unsigned int)(v62) * (unsigned int)(64)));  // gpt2_block.tile:79
  int const v130 = ((int)((unsigned int)(v63) * (unsigned int)(64)));  // gpt2_block.tile:79
  int const v131 = ((int)((unsigned int)(v64) * (unsigned int)(64)));  // gpt2_block.tile:79
  int const v132 = ((int)((unsigned int)(v65) * (unsigned int)(64)));  // gpt2_block.tile:79
  int const v133 = ((int)((unsigned int)(v66) * (unsigned int)(64)));  // gpt2_block.tile:79
  int const v134 = ((int)((unsigned int)(v67) * (unsigned int)(64)));  // gpt2_block.tile:79
  __half* const p135 = (p102 + v103);  // gpt2_block.tile:79
  __half* const p136 = (p102 + v104);  // gpt2_block.tile:79
  __half* const p137 = (p102 + v105);  // gpt2_block.tile:79
  __half* const p138 = (p102 + v106);  // gpt2_block.tile:79
  __half* const p139 = (p102 + v107);  // gpt2_block.tile:79
  __half* const p140 = (p102 + v108);  // gpt2_block.tile:79
  __half* const p141 = (p102 + v109);  // gpt2_block.tile:79
  __half* const p142 = (p102 + v110);  // gpt2_block.tile:79
  __half* const p143 = (p102 + v111);  // gpt2_block.tile:79
  __half* const p144 = (p102 + v112);  // gpt2_block.tile:79
  __half* const p145 = (p102 + v113);  // gpt2_block.tile:79
  __half* const p146 = (p102 + v114);  // gpt2_block.tile:79
  __half* const p147 = (p102 + v115);  // gpt2_block.tile:79
  __half* const p148 = (p102 + v116);  // gpt2_block.tile:79
  __half* const p149 = (p102 + v117);  // gpt2_block.tile:79
  __half* const p150 = (p102 + v118);  // gpt2_block.tile:79
  __half* const p151 = (p102 + v119);  // gpt2_block.tile:79
  __half* const p152 = (p102 + v120);  // gpt2_block.tile:79
  __half* const p153 = (p102 + v121);  // gpt2_block.tile:79
  __half* const p154 = (p102 + v122);  // gpt2_block.tile:79
  __half* const p155 = (p102 + v123);  // gpt2_block.tile:79
  __half* const p156 = (p102 + v124);  // gpt2_block.tile:79
  __half* const p157 = (p102 + v125);  // gpt2_block.tile:79
  __half* const p158 = (p102 + v126);  // gpt2_block.tile:79
  __half* const p159 = (p102 + v127);  // gpt2_block.tile:79
  __half* const p160 = (p102 + v128);  // gpt2_block.tile:79
  __half* const p161 = (p102 + v129);  // gpt2_block.tile:79
  __half* const p162 = (p102 + v130);  // gpt2_block.tile:79
  __half* const p163 = (p102 + v131);  // gpt2_block.tile:79
  __half* const p164 = (p102 + v132);  // gpt2_block.tile:79
  __half* const p165 = (p102 + v133);  // gpt2_block.tile:79
  __half* const p166 = (p102 + v134);  // gpt2_block.tile:79
  __half* const p167 = (p135 + tl_c0_0);  // gpt2_block.tile:79
  __half* const p168 = (p136 + tl_c0_0);  // gpt2_block.tile:79
  __half* const p169 = (p137 + tl_c0_0);  // gpt2_block.tile:79
  __half* const p170 = (p138 + tl_c0_0);  // gpt2_block.tile:79
  __half* const p171 = (p139 + tl_c0_0);  // gpt2_block.tile:79
  __half* const p172 = (p140 + tl_c0_0);  // gpt2_block.tile:79
  __half* const p173 = (p141 + tl_c0_0);  // gpt2_block.tile:79
  __half* const p174 = (p142 + tl_c0_0);  // gpt2_block.tile:79
  __half* const p175 = (p143 + tl_c0_0);  // gpt2_block.tile:79
  __half* const p176 = (p144 + tl_c0_0);  // gpt2_block.tile:79
  __half* const p177 = (p145 + tl_c0_0);  // gpt2_block.tile:79
  __half* const p178 = (p146 + tl_c0_0);  // gpt2_block.tile:79
  __half* const p179 = (p147 + tl_c0_0);  // gpt2_block.tile:79
  __half* const p180 = (p148 + tl_c0_0);  // gpt2_block.tile:79
  __half* const p181 = (p149 + tl_c0_0);  // gpt2_block.tile:79
  __half* const p182 = (p150 + tl_c0_0);  // gpt2_block.tile:79
  __half* const p183 = (p151 + tl_c0_0);  // gpt2_block.tile:79
  __half* const p184 = (p152 + tl_c0_0);  // gpt2_block.tile:79
  __half* const p185 = (p153 + tl_c0_0);  // gpt2_block.tile:79
  __half* const p186 = (p154 + tl_c0_0);  // gpt2_block.tile:79
  __half* const p187 = (p155 + tl_c0_0);  // gpt2_block.tile:79
  __half* const p188 = (p156 + tl_c0_0);  // gpt2_block.tile:79
  __half* const p189 = (p157 + tl_c0_0);  // gpt2_block.tile:79
  __half* const p190 = (p158 + tl_c0_0);  // gpt2_block.tile:79
  __half* const p191 = (p159 + tl_c0_0);  // gpt2_block.tile:79
  __half* const p192 = (p160 + tl_c0_0);  // gpt2_block.tile:79
  __half* const p193 = (p161 + tl_c0_0);  // gpt2_block.tile:79
  __half* const p194 = (p162 + tl_c0_0);  // gpt2_block.tile:79
  __half* const p195 = (p163 + tl_c0_0);  // gpt2_block.tile:79
  __half* const p196 = (p164 + tl_c0_0);  // gpt2_block.tile:79
  __half* const p197 = (p165 + tl_c0_0);  // gpt2_block.tile:79
  __half* const p198 = (p166 + tl_c0_0);  // gpt2_block.tile:79
  int const v199 = tl_div<int>(pid1, p_n_head);  // gpt2_block.tile:80
  int const v200 = ((int)((unsigned int)(v199) * (unsigned int)(p_seq_len)));  // gpt2_block.tile:80
  int const v201 = ((int)((unsigned int)(v200) + (unsigned int)(v36)));  // gpt2_block.tile:80
  int const v202 = ((int)((unsigned int)(v200) + (unsigned int)(v37)));  // gpt2_block.tile:80
  int const v203 = ((int)((unsigned int)(v200) + (unsigned int)(v38)));  // gpt2_block.tile:80
  int const v204 = ((int)((unsigned int)(v200) + (unsigned int)(v39)));  // gpt2_block.tile:80
  int const v205 = ((int)((unsigned int)(v200) + (unsigned int)(v40)));  // gpt2_block.tile:80
  int const v206 = ((int)((unsigned int)(v200) + (unsigned int)(v41)));  // gpt2_block.tile:80
  int const v207 = ((int)((unsigned int)(v200) + (unsigned int)(v42)));  // gpt2_block.tile:80
  int const v208 = ((int)((unsigned int)(v200) + (unsigned int)(v43)));  // gpt2_block.tile:80
  int const v209 = ((int)((unsigned int)(v200) + (unsigned int)(v44)));  // gpt2_block.tile:80
  int const v210 = ((int)((unsigned int)(v200) + (unsigned int)(v45)));  // gpt2_block.tile:80
  int const v211 = ((int)((unsigned int)(v200) + (unsigned int)(v46)));  // gpt2_block.tile:80
  int const v212 = ((int)((unsigned int)(v200) + (unsigned int)(v47)));  // gpt2_block.tile:80
  int const v213 = ((int)((unsigned int)(v200) + (unsigned int)(v48)));  // gpt2_block.tile:80
  int const v214 = ((int)((unsigned int)(v200) + (unsigned int)(v49)));  // gpt2_block.tile:80
  int const v215 = ((int)((unsigned int)(v200) + (unsigned int)(v50)));  // gpt2_block.tile:80
  int const v216 = ((int)((unsigned int)(v200) + (unsigned int)(v51)));  // gpt2_block.tile:80
  int const v217 = ((int)((unsigned int)(v200) + (unsigned int)(v52)));  // gpt2_block.tile:80
  int const v218 = ((int)((unsigned int)(v200) + (unsigned int)(v53)));  // gpt2_block.tile:80
  int const v219 = ((int)((unsigned int)(v200) + (unsigned int)(v54)));  // gpt2_block.tile:80
  int const v220 = ((int)((unsigned int)(v200) + (unsigned int)(v55)));  // gpt2_block.tile:80
  int const v221 = ((int)((unsigned int)(v200) + (unsigned int)(v56)));  // gpt2_block.tile:80
  int const v222 = ((int)((unsigned int)(v200) + (unsigned int)(v57)));  // gpt2_block.tile:80
  int const v223 = ((int)((unsigned int)(v200) + (unsigned int)(v58)));  // gpt2_block.tile:80
  int const v224 = ((int)((unsigned int)(v200) + (unsigned int)(v59)));  // gpt2_block.tile:80
  int const v225 = ((int)((unsigned int)(v200) + (unsigned int)(v60)));  // gpt2_block.tile:80
  int const v226 = ((int)((unsigned int)(v200) + (unsigned int)(v61)));  // gpt2_block.tile:80
  int const v227 = ((int)((unsigned int)(v200) + (unsigned int)(v62)));  // gpt2_block.tile:80
  int const v228 = ((int)((unsigned int)(v200) + (unsigned int)(v63)));  // gpt2_block.tile:80
  int const v229 = ((int)((unsigned int)(v200) + (unsigned int)(v64)));  // gpt2_block.tile:80
  int const v230 = ((int)((unsigned int)(v200) + (unsigned int)(v65)));  // gpt2_block.tile:80
  int const v231 = ((int)((unsigned int)(v200) + (unsigned int)(v66)));  // gpt2_block.tile:80
  int const v232 = ((int)((unsigned int)(v200) + (unsigned int)(v67)));  // gpt2_block.tile:80
  int const v233 = ((int)((unsigned int)(v201) * (unsigned int)(p_out_row_stride)));  // gpt2_block.tile:80
  int const v234 = ((int)((unsigned int)(v202) * (unsigned int)(p_out_row_stride)));  // gpt2_block.tile:80
  int const v235 = ((int)((unsigned int)(v203) * (unsigned int)(p_out_row_stride)));  // gpt2_block.tile:80
  int const v236 = ((int)((unsigned int)(v204) * (unsigned int)(p_out_row_stride)));  // gpt2_block.tile:80
  int const v237 = ((int)((unsigned int)(v205) * (unsigned int)(p_out_row_stride)));  // gpt2_block.tile:80
  int const v238 = ((int)((unsigned int)(v206) * (unsigned int)(p_out_row_stride)));  // gpt2_block.tile:80
  int const v239 = ((int)((unsigned int)(v207) * (unsigned int)(p_out_row_stride)));  // gpt2_block.tile:80
  int const v240 = ((int)((unsigned int)(v208) * (unsigned int)(p_out_row_stride)));  // gpt2_block.tile:80
  int const v241 = ((int)((unsigned int)(v209) * (unsigned int)(p_out_row_stride)));  // gpt2_block.tile:80
  int const v242 = ((int)((unsigned int)(v210) * (unsigned int)(p_out_row_stride)));  // gpt2_block.tile:80
  int const v243 = ((int)((unsigned int)(v211) * (unsigned int)(p_out_row_stride)));  // gpt2_block.tile:80
  int const v244 = ((int)((unsigned int)(v212) * (unsigned int)(p_out_row_stride)));  // gpt2_block.tile:80
  int const v245 = ((int)((unsigned int)(v213) * (unsigned int)(p_out_row_stride)));  // gpt2_block.tile:80
  int const v246 = ((int)((unsigned int)(v214) * (unsigned int)(p_out_row_stride)));  // gpt2_block.tile:80
  int const v247 = ((int)((unsigned int)(v215) * (unsigned int)(p_out_row_stride)));  // gpt2_block.tile:80
  int const v248 = ((int)((unsigned int)(v216) * (unsigned int)(p_out_row_stride)));  // gpt2_block.tile:80
  int const v249 = ((int)((unsigned int)(v217) * (unsigned int)(p_out_row_stride)));  // gpt2_block.tile:80
  int const v250 = ((int)((unsigned int)(v218) * (unsigned int)(p_out_row_stride)));  // gpt2_block.tile:80
  int const v251 = ((int)((unsigned int)(v219) * (unsigned int)(p_out_row_stride)));  // gpt2_block.tile:80
  int const v252 = ((int)((unsigned int)(v220) * (unsigned int)(p_out_row_stride)));  // gpt2_block.tile:80
  int const v253 = ((int)((unsigned int)(v221) * (unsigned int)(p_out_row_stride)));  // gpt2_block.tile:80
  int const v254 = ((int)((unsigned int)(v222) * (unsigned int)(p_out_row_stride)));  // gpt2_block.tile:80
  int const v255 = ((int)((unsigned int)(v223) * (unsigned int)(p_out_row_stride)));  // gpt2_block.tile:80
  int const v256 = ((int)((unsigned int)(v224) * (unsigned int)(p_out_row_stride)));  // gpt2_block.tile:80
  int const v257 = ((int)((unsigned int)(v225) * (unsigned int)(p_out_row_stride)));  // gpt2_block.tile:80
  int const v258 = ((int)((unsigned int)(v226) * (unsigned int)(p_out_row_stride)));  // gpt2_block.tile:80
  int const v259 = ((int)((unsigned int)(v227) * (unsigned int)(p_out_row_stride)));  // gpt2_block.tile:80
  int const v260 = ((int)((unsigned int)(v228) * (unsigned int)(p_out_row_stride)));  // gpt2_block.tile:80
  int const v261 = ((int)((unsigned int)(v229) * (unsigned int)(p_out_row_stride)));  // gpt2_block.tile:80
  int const v262 = ((int)((unsigned int)(v230) * (unsigned int)(p_out_row_stride)));  // gpt2_block.tile:80
  int const v263 = ((int)((unsigned int)(v231) * (unsigned int)(p_out_row_stride)));  // gpt2_block.tile:80
  int const v264 = ((int)((unsigned int)(v232) * (unsigned int)(p_out_row_stride)));  // gpt2_block.tile:80
  __half* const p265 = (p_out + v233);  // gpt2_block.tile:80
  __half* const p266 = (p_out + v234);  // gpt2_block.tile:80
  __half* const p267 = (p_out + v235);  // gpt2_block.tile:80
  __half* const p268 = (p_out + v236);  // gpt2_block.tile:80
  __half* const p269 = (p_out + v237);  // gpt2_block.tile:80
  __half* const p270 = (p_out + v238);  // gpt2_block.tile:80
  __half* const p271 = (p_out + v239);  // gpt2_block.tile:80
  __half* const p272 = (p_out + v240);  // gpt2_block.tile:80
  __half* const p273 = (p_out + v241);  // gpt2_block.tile:80
  __half* const p274 = (p_out + v242);  // gpt2_block.tile:80
  __half* const p275 = (p_out + v243);  // gpt2_block.tile:80
  __half* const p276 = (p_out + v244);  // gpt2_block.tile:80
  __half* const p277 = (p_out + v245);  // gpt2_block.tile:80
  __half* const p278 = (p_out + v246);  // gpt2_block.tile:80
  __half* const p279 = (p_out + v247);  // gpt2_block.tile:80
  __half* const p280 = (p_out + v248);  // gpt2_block.tile:80
  __half* const p281 = (p_out + v249);  // gpt2_block.tile:80
  __half* const p282 = (p_out + v250);  // gpt2_block.tile:80
  __half* const p283 = (p_out + v251);  // gpt2_block.tile:80
  __half* const p284 = (p_out + v252);  // gpt2_block.tile:80
  __half* const p285 = (p_out + v253);  // gpt2_block.tile:80
  __half* const p286 = (p_out + v254);  // gpt2_block.tile:80
  __half* const p287 = (p_out + v255);  // gpt2_block.tile:80
  __half* const p288 = (p_out + v256);  // gpt2_block.tile:80
  __half* const p289 = (p_out + v257);  // gpt2_block.tile:80
  __half* const p290 = (p_out + v258);  // gpt2_block.tile:80
  __half* const p291 = (p_out + v259);  // gpt2_block.tile:80
  __half* const p292 = (p_out + v260);  // gpt2_block.tile:80
  __half* const p293 = (p_out + v261);  // gpt2_block.tile:80
  __half* const p294 = (p_out + v262);  // gpt2_block.tile:80
  __half* const p295 = (p_out + v263);  // gpt2_block.tile:80
  __half* const p296 = (p_out + v264);  // gpt2_block.tile:80
  int const v297 = tl_mod<int>(pid1, p_n_head);  // gpt2_block.tile:81
  int const v298 = ((int)((unsigned int)(v297) * (unsigned int)(k3)));  // gpt2_block.tile:81
  __half* const p299 = (p265 + v298);  // gpt2_block.tile:80
  __half* const p300 = (p266 + v298);  // gpt2_block.tile:80
  __half* const p301 = (p267 + v298);  // gpt2_block.tile:80
  __half* const p302 = (p268 + v298);  // gpt2_block.tile:80
  __half* const p303 = (p269 + v298);  // gpt2_block.tile:80
  __half* const p304 = (p270 + v298);  // gpt2_block.tile:80
  __half* const p305 = (p271 + v298);  // gpt2_block.tile:80
  __half* const p306 = (p272 + v298);  // gpt2_block.tile:80
  __half* const p307 = (p273 + v298);  // gpt2_block.tile:80
  __half* const p308 = (p274 + v298);  // gpt2_block.tile:80
  __half* const p309 = (p275 + v298);  // gpt2_block.tile:80
  __half* const p310 = (p276 + v298);  // gpt2_block.tile:80
  __half* const p311 = (p277 + v298);  // gpt2_block.tile:80
  __half* const p312 = (p278 + v298);  // gpt2_block.tile:80
  __half* const p313 = (p279 + v298);  // gpt2_block.tile:80
  __half* const p314 = (p280 + v298);  // gpt2_block.tile:80
  __half* const p315 = (p281 + v298);  // gpt2_block.tile:80
  __half* const p316 = (p282 + v298);  // gpt2_block.tile:80
  __half* const p317 = (p283 + v298);  // gpt2_block.tile:80
  __half* const p318 = (p284 + v298);  // gpt2_block.tile:80
  __half* const p319 = (p285 + v298);  // gpt2_block.tile:80
  __half* const p320 = (p286 + v298);  // gpt2_block.tile:80
  __half* const p321 = (p287 + v298);  // gpt2_block.tile:80
  __half* const p322 = (p288 + v298);  // gpt2_block.tile:80
  __half* const p323 = (p289 + v298);  // gpt2_block.tile:80
  __half* const p324 = (p290 + v298);  // gpt2_block.tile:80
  __half* const p325 = (p291 + v298);  // gpt2_block.tile:80
  __half* const p326 = (p292 + v298);  // gpt2_block.tile:80
  __half* const p327 = (p293 + v298);  // gpt2_block.tile:80
  __half* const p328 = (p294 + v298);  // gpt2_block.tile:80
  __half* const p329 = (p295 + v298);  // gpt2_block.tile:80
  __half* const p330 = (p296 + v298);  // gpt2_block.tile:80
  __half* const p331 = (p299 + tl_c0_0);  // gpt2_block.tile:80
  __half* const p332 = (p300 + tl_c0_0);  // gpt2_block.tile:80
  __half* const p333 = (p301 + tl_c0_0);  // gpt2_block.tile:80
  __half* const p334 = (p302 + tl_c0_0);  // gpt2_block.tile:80
  __half* const p335 = (p303 + tl_c0_0);  // gpt2_block.tile:80
  __half* const p336 = (p304 + tl_c0_0);  // gpt2_block.tile:80
  __half* const p337 = (p305 + tl_c0_0);  // gpt2_block.tile:80
  __half* const p338 = (p306 + tl_c0_0);  // gpt2_block.tile:80
  __half* const p339 = (p307 + tl_c0_0);  // gpt2_block.tile:80
  __half* const p340 = (p308 + tl_c0_0);  // gpt2_block.tile:80
  __half* const p341 = (p309 + tl_c0_0);  // gpt2_block.tile:80
  __half* const p342 = (p310 + tl_c0_0);  // gpt2_block.tile:80
  __half* const p343 = (p311 + tl_c0_0);  // gpt2_block.tile:80
  __half* const p344 = (p312 + tl_c0_0);  // gpt2_block.tile:80
  __half* const p345 = (p313 + tl_c0_0);  // gpt2_block.tile:80
  __half* const p346 = (p314 + tl_c0_0);  // gpt2_block.tile:80
  __half* const p347 = (p315 + tl_c0_0);  // gpt2_block.tile:80
  __half* const p348 = (p316 + tl_c0_0);  // gpt2_block.tile:80
  __half* const p349 = (p317 + tl_c0_0);  // gpt2_block.tile:80
  __half* const p350 = (p318 + tl_c0_0);  // gpt2_block.tile:80
  __half* const p351 = (p319 + tl_c0_0);  // gpt2_block.tile:80
  __half* const p352 = (p320 + tl_c0_0);  // gpt2_block.tile:80
  __half* const p353 = (p321 + tl_c0_0);  // gpt2_block.tile:80
  __half* const p354 = (p322 + tl_c0_0);  // gpt2_block.tile:80
  __half* const p355 = (p323 + tl_c0_0);  // gpt2_block.tile:80
  __half* const p356 = (p324 + tl_c0_0);  // gpt2_block.tile:80
  __half* const p357 = (p325 + tl_c0_0);  // gpt2_block.tile:80
  __half* const p358 = (p326 + tl_c0_0);  // gpt2_block.tile:80
  __half* const p359 = (p327 + tl_c0_0);  // gpt2_block.tile:80
  __half* const p360 = (p328 + tl_c0_0);  // gpt2_block.tile:80
  __half* const p361 = (p329 + tl_c0_0);  // gpt2_block.tile:80
  __half* const p362 = (p330 + tl_c0_0);  // gpt2_block.tile:80
  const __half ld363 = v68 ? *p167 : __ushort_as_half((unsigned short)0);  // gpt2_block.tile:82
  const __half ld364 = v69 ? *p168 : __ushort_as_half((unsigned short)0);  // gpt2_block.tile:82
  const __half ld365 = v70 ? *p169 : __ushort_as_half((unsigned short)0);  // gpt2_block.tile:82
  const __half ld366 = v71 ? *p170 : __ushort_as_half((unsigned short)0);  // gpt2_block.tile:82
  const __half ld367 = v72 ? *p171 : __ushort_as_half((unsigned short)0);  // gpt2_block.tile:82
  const __half ld368 = v73 ? *p172 : __ushort_as_half((unsigned short)0);  // gpt2_block.tile:82
  const __half ld369 = v74 ? *p173 : __ushort_as_half((unsigned short)0);  // gpt2_block.tile:82
  const __half ld370 = v75 ? *p174 : __ushort_as_half((unsigned short)0);  // gpt2_block.tile:82
  const __half ld371 = v76 ? *p175 : __ushort_as_half((unsigned short)0);  // gpt2_block.tile:82
  const __half ld372 = v77 ? *p176 : __ushort_as_half((unsigned short)0);  // gpt2_block.tile:82
  const __half ld373 = v78 ? *p177 : __ushort_as_half((unsigned short)0);  // gpt2_block.tile:82
  const __half ld374 = v79 ? *p178 : __ushort_as_half((unsigned short)0);  // gpt2_block.tile:82
  const __half ld375 = v80 ? *p179 : __ushort_as_half((unsigned short)0);  // gpt2_block.tile:82
  const __half ld376 = v81 ? *p180 : __ushort_as_half((unsigned short)0);  // gpt2_block.tile:82
  const __half ld377 = v82 ? *p181 : __ushort_as_half((unsigned short)0);  // gpt2_block.tile:82
  const __half ld378 = v83 ? *p182 : __ushort_as_half((unsigned short)0);  // gpt2_block.tile:82
  const __half ld379 = v84 ? *p183 : __ushort_as_half((unsigned short)0);  // gpt2_block.tile:82
  const __half ld380 = v85 ? *p184 : __ushort_as_half((unsigned short)0);  // gpt2_block.tile:82
  const __half ld381 = v86 ? *p185 : __ushort_as_half((unsigned short)0);  // gpt2_block.tile:82
  const __half ld382 = v87 ? *p186 : __ushort_as_half((unsigned short)0);  // gpt2_block.tile:82
  const __half ld383 = v88 ? *p187 : __ushort_as_half((unsigned short)0);  // gpt2_block.tile:82
  const __half ld384 = v89 ? *p188 : __ushort_as_half((unsigned short)0);  // gpt2_block.tile:82
  const __half ld385 = v90 ? *p189 : __ushort_as_half((unsigned short)0);  // gpt2_block.tile:82
  const __half ld386 = v91 ? *p190 : __ushort_as_half((unsigned short)0);  // gpt2_block.tile:82
  const __half ld387 = v92 ? *p191 : __ushort_as_half((unsigned short)0);  // gpt2_block.tile:82
  const __half ld388 = v93 ? *p192 : __ushort_as_half((unsigned short)0);  // gpt2_block.tile:82
  const __half ld389 = v94 ? *p193 : __ushort_as_half((unsigned short)0);  // gpt2_block.tile:82
  const __half ld390 = v95 ? *p194 : __ushort_as_half((unsigned short)0);  // gpt2_block.tile:82
  const __half ld391 = v96 ? *p195 : __ushort_as_half((unsigned short)0);  // gpt2_block.tile:82
  const __half ld392 = v97 ? *p196 : __ushort_as_half((unsigned short)0);  // gpt2_block.tile:82
  const __half ld393 = v98 ? *p197 : __ushort_as_half((unsigned short)0);  // gpt2_block.tile:82
  const __half ld394 = v99 ? *p198 : __ushort_as_half((unsigned short)0);  // gpt2_block.tile:82
  if (v68) *p331 = ld363;  // gpt2_block.tile:82
  if (v69) *p332 = ld364;  // gpt2_block.tile:82
  if (v70) *p333 = ld365;  // gpt2_block.tile:82
  if (v71) *p334 = ld366;  // gpt2_block.tile:82
  if (v72) *p335 = ld367;  // gpt2_block.tile:82
  if (v73) *p336 = ld368;  // gpt2_block.tile:82
  if (v74) *p337 = ld369;  // gpt2_block.tile:82
  if (v75) *p338 = ld370;  // gpt2_block.tile:82
  if (v76) *p339 = ld371;  // gpt2_block.tile:82
  if (v77) *p340 = ld372;  // gpt2_block.tile:82
  if (v78) *p341 = ld373;  // gpt2_block.tile:82
  if (v79) *p342 = ld374;  // gpt2_block.tile:82
  if (v80) *p343 = ld375;  // gpt2_block.tile:82
  if (v81) *p344 = ld376;  // gpt2_block.tile:82
  if (v82) *p345 = ld377;  // gpt2_block.tile:82
  if (v83) *p346 = ld378;  // gpt2_block.tile:82
  if (v84) *p347 = ld379;  // gpt2_block.tile:82
  if (v85) *p348 = ld380;  // gpt2_block.tile:82
  if (v86) *p349 = ld381;  // gpt2_block.tile:82
  if (v87) *p350 = ld382;  // gpt2_block.tile:82
  if (v88) *p351 = ld383;  // gpt2_block.tile:82
  if (v89) *p352 = ld384;  // gpt2_block.tile:82
  if (v90) *p353 = ld385;  // gpt2_block.tile:82
  if (v91) *p354 = ld386;  // gpt2_block.tile:82
  if (v92) *p355 = ld387;  // gpt2_block.tile:82
  if (v93) *p356 = ld388;  // gpt2_block.tile:82
  if (v94) *p357 = ld389;  // gpt2_block.tile:82
  if (v95) *p358 = ld390;  // gpt2_block.tile:82
  if (v96) *p359 = ld391;  // gpt2_block.tile:82
  if (v97) *p360 = ld392;  // gpt2_block.tile:82
  if (v98) *p361 = ld393;  // gpt2_block.tile:82
  if (v99) *p362 = ld394;  // gpt2_block.tile:82
}
