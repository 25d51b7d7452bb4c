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

// kernel layernorm: 4 warps, generated by tiledsl
extern "C" __global__ void __launch_bounds__(128) tl_k_layernorm(__half* p_y, __half* p_h_out, __half* p_x, __half* p_residual, __half* p_weight, __half* p_bias, int p_row_stride, int p_n_cols, float p_eps) {
  extern __shared__ __align__(16) unsigned char tl_smem[];
  const int tl_lane = threadIdx.x & 31;
  const int tl_warp = threadIdx.x >> 5;
  const int tl_c0_0 = (tl_lane ^ (tl_warp << 5));
  const int pid1 = (int)blockIdx.x;  // layernorm.tile:12
  int const ar2 = (tl_c0_0 + 128);  // layernorm.tile:13
  int const ar3 = (tl_c0_0 + 256);  // layernorm.tile:13
  int const ar4 = (tl_c0_0 + 384);  // layernorm.tile:13
  int const ar5 = (tl_c0_0 + 512);  // layernorm.tile:13
  int const ar6 = (tl_c0_0 + 640);  // layernorm.tile:13
  int const ar7 = (tl_c0_0 + 768);  // layernorm.tile:13
  int const ar8 = (tl_c0_0 + 896);  // layernorm.tile:13
  int const ar9 = (tl_c0_0 + 1024);  // layernorm.tile:13
  int const ar10 = (tl_c0_0 + 1152);  // layernorm.tile:13
  int const ar11 = (tl_c0_0 + 1280);  // layernorm.tile:13
  int const ar12 = (tl_c0_0 + 1408);  // layernorm.tile:13
  int const ar13 = (tl_c0_0 + 1536);  // layernorm.tile:13
  int const ar14 = (tl_c0_0 + 1664);  // layernorm.tile:13
  int const ar15 = (tl_c0_0 + 1792);  // layernorm.tile:13
  int const ar16 = (tl_c0_0 + 1920);  // layernorm.tile:13
  int const ar17 = (tl_c0_0 + 2048);  // layernorm.tile:13
  int const ar18 = (tl_c0_0 + 2176);  // layernorm.tile:13
  int const ar19 = (tl_c0_0 + 2304);  // layernorm.tile:13
  int const ar20 = (tl_c0_0 + 2432);  // layernorm.tile:13
  int const ar21 = (tl_c0_0 + 2560);  // layernorm.tile:13
  int const ar22 = (tl_c0_0 + 2688);  // layernorm.tile:13
  int const ar23 = (tl_c0_0 + 2816);  // layernorm.tile:13
  int const ar24 = (tl_c0_0 + 2944);  // layernorm.tile:13
  int const ar25 = (tl_c0_0 + 3072);  // layernorm.tile:13
  int const ar26 = (tl_c0_0 + 3200);  // layernorm.tile:13
  int const ar27 = (tl_c0_0 + 3328);  // layernorm.tile:13
  int const ar28 = (tl_c0_0 + 3456);  // layernorm.tile:13
  int const ar29 = (tl_c0_0 + 3584);  // layernorm.tile:13
  int const ar30 = (tl_c0_0 + 3712);  // layernorm.tile:13
  int const ar31 = (tl_c0_0 + 3840);  // layernorm.tile:13
  int const ar32 = (tl_c0_0 + 3968);  // layernorm.tile:13
  bool const v33 = (tl_c0_0 < p_n_cols);  // layernorm.tile:14
  bool const v34 = (ar2 < p_n_cols);  // layernorm.tile:14
  bool const v35 = (ar3 < p_n_cols);  // layernorm.tile:14
  bool const v36 = (ar4 < p_n_cols);  // layernorm.tile:14
  bool const v37 = (ar5 < p_n_cols);  // layernorm.tile:14
  bool const v38 = (ar6 < p_n_cols);  // layernorm.tile:14
  bool const v39 = (ar7 < p_n_cols);  // layernorm.tile:14
  bool const v40 = (ar8 < p_n_cols);  // layernorm.tile:14
  bool const v41 = (ar9 < p_n_cols);  // layernorm.tile:14
  bool const v42 = (ar10 < p_n_cols);  // layernorm.tile:14
  bool const v43 = (ar11 < p_n_cols);  // layernorm.tile:14
  bool const v44 = (ar12 < p_n_cols);  // layernorm.tile:14
  bool const v45 = (ar13 < p_n_cols);  // layernorm.tile:14
  bool const v46 = (ar14 < p_n_cols);  // layernorm.tile:14
  bool const v47 = (ar15 < p_n_cols);  // layernorm.tile:14
  bool const v48 = (ar16 < p_n_cols);  // layernorm.tile:14
  bool const v49 = (ar17 < p_n_cols);  // layernorm.tile:14
  bool const v50 = (ar18 < p_n_cols);  // layernorm.tile:14
  bool const v51 = (ar19 < p_n_cols);  // layernorm.tile:14
  bool const v52 = (ar20 < p_n_cols);  // layernorm.tile:14
  bool const v53 = (ar21 < p_n_cols);  // layernorm.tile:14
  bool const v54 = (ar22 < p_n_cols);  // layernorm.tile:14
  bool const v55 = (ar23 < p_n_cols);  // layernorm.tile:14
  bool const v56 = (ar24 < p_n_cols);  // layernorm.tile:14
  bool const v57 = (ar25 < p_n_cols);  // layernorm.tile:14
  bool const v58 = (ar26 < p_n_cols);  // layernorm.tile:14
  bool const v59 = (ar27 < p_n_cols);  // layernorm.tile:14
  bool const v60 = (ar28 < p_n_cols);  // layernorm.tile:14
  bool const v61 = (ar29 < p_n_cols);  // layernorm.tile:14
  bool const v62 = (ar30 < p_n_cols);  // layernorm.tile:14
  bool const v63 = (ar31 < p_n_cols);  // layernorm.tile:14
  bool const v64 = (ar32 < p_n_cols);  // layernorm.tile:14
  int const v65 = ((int)((unsigned int)(pid1) * (unsigned int)(p_row_stride)));  // layernorm.tile:15
  int const v66 = ((int)((unsigned int)(v65) + (unsigned int)(tl_c0_0)));  // layernorm.tile:15
  int const v67 = ((int)((unsigned int)(v65) + (unsigned int)(ar2)));  // layernorm.tile:15
  int const v68 = ((int)((unsigned int)(v65) + (unsigned int)(ar3)));  // layernorm.tile:15
  int const v69 = ((int)((unsigned int)(v65) + (unsigned int)(ar4)));  // layernorm.tile:15
  int const v70 = ((int)((unsigned int)(v65) + (unsigned int)(ar5)));  // layernorm.tile:15
  int const v71 = ((int)((unsigned int)(v65) + (unsigned int)(ar6)));  // layernorm.tile:15
  int const v72 = ((int)((unsigned int)(v65) + (unsigned int)(ar7)));  // layernorm.tile:15
  int const v73 = ((int)((unsigned int)(v65) + (unsigned int)(ar8)));  // layernorm.tile:15
  int const v74 = ((int)((unsigned int)(v65) + (unsigned int)(ar9)));  // layernorm.tile:15
  int const v75 = ((int)((unsigned int)(v65) + (unsigned int)(ar10)));  // layernorm.tile:15
  int const v76 = ((int)((unsigned int)(v65) + (unsigned int)(ar11)));  // layernorm.tile:15
  int const v77 = ((int)((unsigned int)(v65) + (unsigned int)(ar12)));  // layernorm.tile:15
  int const v78 = ((int)((unsigned int)(v65) + (unsigned int)(ar13)));  // layernorm.tile:15
  int const v79 = ((int)((unsigned int)(v65) + (unsigned int)(ar14)));  // layernorm.tile:15
  int const v80 = ((int)((unsigned int)(v65) + (unsigned int)(ar15)));  // layernorm.tile:15
  int const v81 = ((int)((unsigned int)(v65) + (unsigned int)(ar16)));  // layernorm.tile:15
  int const v82 = ((int)((unsigned int)(v65) + (unsigned int)(ar17)));  // layernorm.tile:15
  int const v83 = ((int)((unsigned int)(v65) + (unsigned int)(ar18)));  // layernorm.tile:15
  int const v84 = ((int)((unsigned int)(v65) + (unsigned int)(ar19)));  // layernorm.tile:15
  int const v85 = ((int)((unsigned int)(v65) + (unsigned int)(ar20)));  // layernorm.tile:15
  int const v86 = ((int)((unsigned int)(v65) + (unsigned int)(ar21)));  // layernorm.tile:15
  int const v87 = ((int)((unsigned int)(v65) + (unsigned int)(ar22)));  // layernorm.tile:15
  int const v88 = ((int)((unsigned int)(v65) + (unsigned int)(ar23)));  // layernorm.tile:15
  int const v89 = ((int)((unsigned int)(v65) + (unsigned int)(ar24)));  // layernorm.tile:15
  int const v90 = ((int)((unsigned int)(v65) + (unsigned int)(ar25)));  // layernorm.tile:15
  int const v91 = ((int)((unsigned int)(v65) + (unsigned int)(ar26)));  // layernorm.tile:15
  int const v92 = ((int)((unsigned int)(v65) + (unsigned int)(ar27)));  // layernorm.tile:15
  int const v93 = ((int)((unsigned int)(v65) + (unsigned int)(ar28)));  // layernorm.tile:15
  int const v94 = ((int)((unsigned int)(v65) + (unsigned int)(ar29)));  // layernorm.tile:15
  int const v95 = ((int)((unsigned int)(v65) + (unsigned int)(ar30)));  // layernorm.tile:15
  int const v96 = ((int)((unsigned int)(v65) + (unsigned int)(ar31)));  // layernorm.tile:15
  int const v97 = ((int)((unsigned int)(v65) + (unsigned int)(ar32)));  // layernorm.tile:15
  __half* const p98 = (p_x + v66);  // layernorm.tile:16
  __half* const p99 = (p_x + v67);  // layernorm.tile:16
  __half* const p100 = (p_x + v68);  // layernorm.tile:16
  __half* const p101 = (p_x + v69);  // layernorm.tile:16
  __half* const p102 = (p_x + v70);  // layernorm.tile:16
  __half* const p103 = (p_x + v71);  // layernorm.tile:16
  __half* const p104 = (p_x + v72);  // layernorm.tile:16
  __half* const p105 = (p_x + v73);  // layernorm.tile:16
  __half* const p106 = (p_x + v74);  // layernorm.tile:16
  __half* const p107 = (p_x + v75);  // layernorm.tile:16
  __half* const p108 = (p_x + v76);  // layernorm.tile:16
  __half* const p109 = (p_x + v77);  // layernorm.tile:16
  __half* const p110 = (p_x + v78);  // layernorm.tile:16
  __half* const p111 = (p_x + v79);  // layernorm.tile:16
  __half* const p112 = (p_x + v80);  // layernorm.tile:16
  __half* const p113 = (p_x + v81);  // layernorm.tile:16
  __half* const p114 = (p_x + v82);  // layernorm.tile:16
  __half* const p115 = (p_x + v83);  // layernorm.tile:16
  __half* const p116 = (p_x + v84);  // layernorm.tile:16
  __half* const p117 = (p_x + v85);  // layernorm.tile:16
  __half* const p118 = (p_x + v86);  // layernorm.tile:16
  __half* const p119 = (p_x + v87);  // layernorm.tile:16
  __half* const p120 = (p_x + v88);  // layernorm.tile:16
  __half* const p121 = (p_x + v89);  // layernorm.tile:16
  __half* const p122 = (p_x + v90);  // layernorm.tile:16
  __half* const p123 = (p_x + v91);  // layernorm.tile:16
  __half* const p124 = (p_x + v92);  // layernorm.tile:16
  __half* const p125 = (p_x + v93);  // layernorm.tile:16
  __half* const p126 = (p_x + v94);  // layernorm.tile:16
  __half* const p127 = (p_x + v95);  // layernorm.tile:16
  __half* const p128 = (p_x + v96);  // layernorm.tile:16
  __half* const p129 = (p_x + v97);  // layernorm.tile:16
  __half const k130 = __ushort_as_half((unsigned short)0);  // layernorm.tile:16
  const __half ld131 = v33 ? *p98 : k130;  // layernorm.tile:16
  const __half ld132 = v34 ? *p99 : k130;  // layernorm.tile:16
  const __half ld133 = v35 ? *p100 : k130;  // layernorm.tile:16
  const __half ld134 = v36 ? *p101 : k130;  // layernorm.tile:16
  const __half ld135 = v37 ? *p102 : k130;  // layernorm.tile:16
  const __half ld136 = v38 ? *p103 : k130;  // layernorm.tile:16
  const __half ld137 = v39 ? *p104 : k130;  // layernorm.tile:16
  const __half ld138 = v40 ? *p105 : k130;  // layernorm.tile:16
  const __half ld139 = v41 ? *p106 : k130;  // layernorm.tile:16
  const __half ld140 = v42 ? *p107 : k130;  // layernorm.tile:16
  const __half ld141 = v43 ? *p108 : k130;  // layernorm.tile:16
  const __half ld142 = v44 ? *p109 : k130;  // layernorm.tile:16
  const __half ld143 = v45 ? *p110 : k130;  // layernorm.tile:16
  const __half ld144 = v46 ? *p111 : k130;  // layernorm.tile:16
  const __half ld145 = v47 ? *p112 : k130;  // layernorm.tile:16
  const __half ld146 = v48 ? *p113 : k130;  // layernorm.tile:16
  const __half ld147 = v49 ? *p114 : k130;  // layernorm.tile:16
  const __half ld148 = v50 ? *p115 : k130;  // layernorm.tile:16
  const __half ld149 = v51 ? *p116 : k130;  // layernorm.tile:16
  const __half ld150 = v52 ? *p117 : k130;  // layernorm.tile:16
  const __half ld151 = v53 ? *p118 : k130;  // layernorm.tile:16
  const __half ld152 = v54 ? *p119 : k130;  // layernorm.tile:16
  const __half ld153 = v55 ? *p120 : k130;  // layernorm.tile:16
  const __half ld154 = v56 ? *p121 : k130;  // layernorm.tile:16
  const __half ld155 = v57 ? *p122 : k130;  // layernorm.tile:16
  const __half ld156 = v58 ? *p123 : k130;  // layernorm.tile:16
  const __half ld157 = v59 ? *p124 : k130;  // layernorm.tile:16
  const __half ld158 = v60 ? *p125 : k130;  // layernorm.tile:16
  const __half ld159 = v61 ? *p126 : k130;  // layernorm.tile:16
  const __half ld160 = v62 ? *p127 : k130;  // layernorm.tile:16
  const __half ld161 = v63 ? *p128 : k130;  // layernorm.tile:16
  const __half ld162 = v64 ? *p129 : k130;  // layernorm.tile:16
  float const v163 = __half2float(ld131);  // layernorm.tile:16
  float const v164 = __half2float(ld132);  // layernorm.tile:16
  float const v165 = __half2float(ld133);  // layernorm.tile:16
  float const v166 = __half2float(ld134);  // layernorm.tile:16
  float const v167 = __half2float(ld135);  // layernorm.tile:16
  float const v168 = __half2float(ld136);  // layernorm.tile:16
  float const v169 = __half2float(ld137);  // layernorm.tile:16
  float const v170 = __half2float(ld138);  // layernorm.tile:16
  float const v171 = __half2float(ld139);  // layernorm.tile:16
  float const v172 = __half2float(ld140);  // layernorm.tile:16
  float const v173 = __half2float(ld141);  // layernorm.tile:16
  float const v174 = __half2float(ld142);  // layernorm.tile:16
  float const v175 = __half2float(ld143);  // layernorm.tile:16
  float const v176 = __half2float(ld144);  // layernorm.tile:16
  float const v177 = __half2float(ld145);  // layernorm.tile:16
  float const v178 = __half2float(ld146);  // layernorm.tile:16
  float const v179 = __half2float(ld147);  // layernorm.tile:16
  float const v180 = __half2float(ld148);  // layernorm.tile:16
  float const v181 = __half2float(ld149);  // layernorm.tile:16
  float const v182 = __half2float(ld150);  // layernorm.tile:16
  float const v183 = __half2float(ld151);  // layernorm.tile:16
  float const v184 = __half2float(ld152);  // layernorm.tile:16
  float const v185 = __half2float(ld153);  // layernorm.tile:16
  float const v186 = __half2float(ld154);  // layernorm.tile:16
  float const v187 = __half2float(ld155);  // layernorm.tile:16
  float const v188 = __half2float(ld156);  // layernorm.tile:16
  float const v189 = __half2float(ld157);  // layernorm.tile:16
  float const v190 = __half2float(ld158);  // layernorm.tile:16
  float const v191 = __half2float(ld159);  // layernorm.tile:16
  float const v192 = __half2float(ld160);  // layernorm.tile:16
  float const v193 = __half2float(ld161);  // layernorm.tile:16
  float const v194 = __half2float(ld162);  // layernorm.tile:16
  __half* const p195 = (p_residual + v66);  // layernorm.tile:18
  __half* const p196 = (p_residual + v67);  // layernorm.tile:18
  __half* const p197 = (p_residual + v68);  // layernorm.tile:18
  __half* const p198 = (p_residual + v69);  // layernorm.tile:18
  __half* const p199 = (p_residual + v70);  // layernorm.tile:18
  __half* const p200 = (p_residual + v71);  // layernorm.tile:18
  __half* const p201 = (p_residual + v72);  // layernorm.tile:18
  __half* const p202 = (p_residual + v73);  // layernorm.tile:18
  __half* const p203 = (p_residual + v74);  // layernorm.tile:18
  __half* const p204 = (p_residual + v75);  // layernorm.tile:18
  __half* const p205 = (p_residual + v76);  // layernorm.tile:18
  __half* const p206 = (p_residual + v77);  // layernorm.tile:18
  __half* const p207 = (p_residual + v78);  // layernorm.tile:18
  __half* const p208 = (p_residual + v79);  // layernorm.tile:18
  __half* const p209 = (p_residual + v80);  // layernorm.tile:18
  __half* const p210 = (p_residual + v81);  // layernorm.tile:18
  __half* const p211 = (p_residual + v82);  // layernorm.tile:18
  __half* const p212 = (p_residual + v83);  // layernorm.tile:18
  __half* const p213 = (p_residual + v84);  // layernorm.tile:18
  __half* const p214 = (p_residual + v85);  // layernorm.tile:18
  __half* const p215 = (p_residual + v86);  // layernorm.tile:18
  __half* const p216 = (p_residual + v87);  // layernorm.tile:18
  __half* const p217 = (p_residual + v88);  // layernorm.tile:18
  __half* const p218 = (p_residual + v89);  // layernorm.tile:18
  __half* const p219 = (p_residual + v90);  // layernorm.tile:18
  __half* const p220 = (p_residual + v91);  // layernorm.tile:18
  __half* const p221 = (p_residual + v92);  // layernorm.tile:18
  __half* const p222 = (p_residual + v93);  // layernorm.tile:18
  __half* const p223 = (p_residual + v94);  // layernorm.tile:18
  __half* const p224 = (p_residual + v95);  // layernorm.tile:18
  __half* const p225 = (p_residual + v96);  // layernorm.tile:18
  __half* const p226 = (p_residual + v97);  // layernorm.tile:18
  const __half ld227 = v33 ? *p195 : k130;  // layernorm.tile:18
  const __half ld228 = v34 ? *p196 : k130;  // layernorm.tile:18
  const __half ld229 = v35 ? *p197 : k130;  // layernorm.tile:18
  const __half ld230 = v36 ? *p198 : k130;  // layernorm.tile:18
  const __half ld231 = v37 ? *p199 : k130;  // layernorm.tile:18
  const __half ld232 = v38 ? *p200 : k130;  // layernorm.tile:18
  const __half ld233 = v39 ? *p201 : k130;  // layernorm.tile:18
  const __half ld234 = v40 ? *p202 : k130;  // layernorm.tile:18
  const __half ld235 = v41 ? *p203 : k130;  // layernorm.tile:18
  const __half ld236 = v42 ? *p204 : k130;  // layernorm.tile:18
  const __half ld237 = v43 ? *p205 : k130;  // layernorm.tile:18
  const __half ld238 = v44 ? *p206 : k130;  // layernorm.tile:18
  const __half ld239 = v45 ? *p207 : k130;  // layernorm.tile:18
  const __half ld240 = v46 ? *p208 : k130;  // layernorm.tile:18
  const __half ld241 = v47 ? *p209 : k130;  // layernorm.tile:18
  const __half ld242 = v48 ? *p210 : k130;  // layernorm.tile:18
  const __half ld243 = v49 ? *p211 : k130;  // layernorm.tile:18
  const __half ld244 = v50 ? *p212 : k130;  // layernorm.tile:18
  const __half ld245 = v51 ? *p213 : k130;  // layernorm.tile:18
  const __half ld246 = v52 ? *p214 : k130;  // layernorm.tile:18
  const __half ld247 = v53 ? *p215 : k130;  // layernorm.tile:18
  const __half ld248 = v54 ? *p216 : k130;  // layernorm.tile:18
  const __half ld249 = v55 ? *p217 : k130;  // layernorm.tile:18
  const __half ld250 = v56 ? *p218 : k130;  // layernorm.tile:18
  const __half ld251 = v57 ? *p219 : k130;  // layernorm.tile:18
  const __half ld252 = v58 ? *p220 : k130;  // layernorm.tile:18
  const __half ld253 = v59 ? *p221 : k130;  // layernorm.tile:18
  const __half ld254 = v60 ? *p222 : k130;  // layernorm.tile:18
  const __half ld255 = v61 ? *p223 : k130;  // layernorm.tile:18
  const __half ld256 = v62 ? *p224 : k130;  // layernorm.tile:18
  const __half ld257 = v63 ? *p225 : k130;  // layernorm.tile:18
  const __half ld258 = v64 ? *p226 : k130;  // layernorm.tile:18
  float const v259 = __half2float(ld227);  // layernorm.tile:18
  float const v260 = __half2float(ld228);  // layernorm.tile:18
  float const v261 = __half2float(ld229);  // layernorm.tile:18
  float const v262 = __half2float(ld230);  // layernorm.tile:18
  float const v263 = __half2float(ld231);  // layernorm.tile:18
  float const v264 = __half2float(ld232);  // layernorm.tile:18
  float const v265 = __half2float(ld233);  // layernorm.tile:18
  float const v266 = __half2float(ld234);  // layernorm.tile:18
  float const v267 = __half2float(ld235);  // layernorm.tile:18
  float const v268 = __half2float(ld236);  // layernorm.tile:18
  float const v269 = __half2float(ld237);  // layernorm.tile:18
  float const v270 = __half2float(ld238);  // layernorm.tile:18
  float const v271 = __half2float(ld239);  // layernorm.tile:18
  float const v272 = __half2float(ld240);  // layernorm.tile:18
  float const v273 = __half2float(ld241);  // layernorm.tile:18
  float const v274 = __half2float(ld242);  // layernorm.tile:18
  float const v275 = __half2float(ld243);  // layernorm.tile:18
  float const v276 = __half2float(ld244);  // layernorm.tile:18
  float const v277 = __half2float(ld245);  // layernorm.tile:18
  float const v278 = __half2float(ld246);  // layernorm.tile:18
  float const v279 = __half2float(ld247);  // layernorm.tile:18
  float const v280 = __half2float(ld248);  // layernorm.tile:18
  float const v281 = __half2float(ld249);  // layernorm.tile:18
  float const v282 = __half2float(ld250);  // layernorm.tile:18
  float const v283 = __half2float(ld251);  // layernorm.tile:18
  float const v284 = __half2float(ld252);  // layernorm.tile:18
  float const v285 = __half2float(ld253);  // layernorm.tile:18
  float const v286 = __half2float(ld254);  // layernorm.tile:18
  float const v287 = __half2float(ld255);  // layernorm.tile:18
  float const v288 = __half2float(ld256);  // layernorm.tile:18
  float const v289 = __half2float(ld257);  // layernorm.tile:18
  float const v290 = __half2float(ld258);  // layernorm.tile:18
  float const v291 = (v163 + v259);  // layernorm.tile:18
  float const v292 = (v164 + v260);  // layernorm.tile:18
  float const v293 = (v165 + v261);  // layernorm.tile:18
  float const v294 = (v166 + v262);  // layernorm.tile:18
  float const v295 = (v167 + v263);  // layernorm.tile:18
  float const v296 = (v168 + v264);  // layernorm.tile:18
  float const v297 = (v169 + v265);  // layernorm.tile:18
  float const v298 = (v170 + v266);  // layernorm.tile:18
  float const v299 = (v171 + v267);  // layernorm.tile:18
  float const v300 = (v172 + v268);  // layernorm.tile:18
  float const v301 = (v173 + v269);  // layernorm.tile:18
  float const v302 = (v174 + v270);  // layernorm.tile:18
  float const v303 = (v175 + v271);  // layernorm.tile:18
  float const v304 = (v176 + v272);  // layernorm.tile:18
  float const v305 = (v177 + v273);  // layernorm.tile:18
  float const v306 = (v178 + v274);  // layernorm.tile:18
  float const v307 = (v179 + v275);  // layernorm.tile:18
  float const v308 = (v180 + v276);  // layernorm.tile:18
  float const v309 = (v181 + v277);  // layernorm.tile:18
  float const v310 = (v182 + v278);  // layernorm.tile:18
  float const v311 = (v183 + v279);  // layernorm.tile:18
  float const v312 = (v184 + v280);  // layernorm.tile:18
  float const v313 = (v185 + v281);  // layernorm.tile:18
  float const v314 = (v186 + v282);  // layernorm.tile:18
  float const v315 = (v187 + v283);  // layernorm.tile:18
  float const v316 = (v188 + v284);  // layernorm.tile:18
  float const v317 = (v189 + v285);  // layernorm.tile:18
  float const v318 = (v190 + v286);  // layernorm.tile:18
  float const v319 = (v191 + v287);  // layernorm.tile:18
  float const v320 = (v192 + v288);  // layernorm.tile:18
  float const v321 = (v193 + v289);  // layernorm.tile:18
  float const v322 = (v194 + v290);  // layernorm.tile:18
  __half* const p323 = (p_h_out + v66);  // layernorm.tile:19
  __half* const p324 = (p_h_out + v67);  // layernorm.tile:19
  __half* const p325 = (p_h_out + v68);  // layernorm.tile:19
  __half* const p326 = (p_h_out + v69);  // layernorm.tile:19
  __half* const p327 = (p_h_out + v70);  // layernorm.tile:19
  __half* const p328 = (p_h_out + v71);  // layernorm.tile:19
  __half* const p329 = (p_h_out + v72);  // layernorm.tile:19
  __half* const p330 = (p_h_out + v73);  // layernorm.tile:19
  __half* const p331 = (p_h_out + v74);  // layernorm.tile:19
  __half* const p332 = (p_h_out + v75);  // layernorm.tile:19
  __half* const p333 = (p_h_out + v76);  // layernorm.tile:19
  __half* const p334 = (p_h_out + v77);  // layernorm.tile:19
  __half* const p335 = (p_h_out + v78);  // layernorm.tile:19
  __half* const p336 = (p_h_out + v79);  // layernorm.tile:19
  __half* const p337 = (p_h_out + v80);  // layernorm.tile:19
  __half* const p338 = (p_h_out + v81);  // layernorm.tile:19
  __half* const p339 = (p_h_out + v82);  // layernorm.tile:19
  __half* const p340 = (p_h_out + v83);  // layernorm.tile:19
  __half* const p341 = (p_h_out + v84);  // layernorm.tile:19
  __half* const p342 = (p_h_out + v85);  // layernorm.tile:19
  __half* const p343 = (p_h_out + v86);  // layernorm.tile:19
  __half* const p344 = (p_h_out + v87);  // layernorm.tile:19
  __half* const p345 = (p_h_out + v88);  // layernorm.tile:19
  __half* const p346 = (p_h_out + v89);  // layernorm.tile:19
  __half* const p347 = (p_h_out + v90);  // layernorm.tile:19
  __half* const p348 = (p_h_out + v91);  // layernorm.tile:19
  __half* const p349 = (p_h_out + v92);  // layernorm.tile:19
  __half* const p350 = (p_h_out + v93);  // layernorm.tile:19
  __half* const p351 = (p_h_out + v94);  // layernorm.tile:19
  __half* const p352 = (p_h_out + v95);  // layernorm.tile:19
  __half* const p353 = (p_h_out + v96);  // layernorm.tile:19
  __half* const p354 = (p_h_out + v97);  // layernorm.tile:19
  __half const v355 = __float2half_rn(v291);  // layernorm.tile:19
  __half const v356 = __float2half_rn(v292);  // layernorm.tile:19
  __half const v357 = __float2half_rn(v293);  // layernorm.tile:19
  __half const v358 = __float2half_rn(v294);  // layernorm.tile:19
  __half const v359 = __float2half_rn(v295);  // layernorm.tile:19
  __half const v360 = __float2half_rn(v296);  // layernorm.tile:19
  __half const v361 = __float2half_rn(v297);  // layernorm.tile:19
  __half const v362 = __float2half_rn(v298);  // layernorm.tile:19
  __half const v363 = __float2half_rn(v299);  // layernorm.tile:19
  __half const v364 = __float2half_rn(v300);  // layernorm.tile:19
  __half const v365 = __float2half_rn(v301);  // layernorm.tile:19
  __half const v366 = __float2half_rn(v302);  // layernorm.tile:19
  __half const v367 = __float2half_rn(v303);  // layernorm.tile:19
  __half const v368 = __float2half_rn(v304);  // layernorm.tile:19
  __half const v369 = __float2half_rn(v305);  // layernorm.tile:19
  __half const v370 = __float2half_rn(v306);  // layernorm.tile:19
  __half const v371 = __float2half_rn(v307);  // layernorm.tile:19
  __half const v372 = __float2half_rn(v308);  // layernorm.tile:19
  __half const v373 = __float2half_rn(v309);  // layernorm.tile:19
  __half const v374 = __float2half_rn(v310);  // layernorm.tile:19
  __half const v375 = __float2half_rn(v311);  // layernorm.tile:19
  __half const v376 = __float2half_rn(v312);  // layernorm.tile:19
  __half const v377 = __float2half_rn(v313);  // layernorm.tile:19
  __half const v378 = __float2half_rn(v314);  // layernorm.tile:19
  __half const v379 = __float2half_rn(v315);  // layernorm.tile:19
  __half const v380 = __float2half_rn(v316);  // layernorm.tile:19
  __half const v381 = __float2half_rn(v317);  // layernorm.tile:19
  __half const v382 = __float2half_rn(v318);  // layernorm.tile:19
  __half const v383 = __float2half_rn(v319);  // layernorm.tile:19
  __half const v384 = __float2half_rn(v320);  // layernorm.tile:19
  __half const v385 = __float2half_rn(v321);  // layernorm.tile:19
  __half const v386 = __float2half_rn(v322);  // layernorm.tile:19
  if (v33) *p323 = v355;  // layernorm.tile:19
  if (v34) *p324 = v356;  // layernorm.tile:19
  if (v35) *p325 = v357;  // layernorm.tile:19
  if (v36) *p326 = v358;  // layernorm.tile:19
  if (v37) *p327 = v359;  // layernorm.tile:19
  if (v38) *p328 = v360;  // layernorm.tile:19
  if (v39) *p329 = v361;  // layernorm.tile:19
  if (v40) *p330 = v362;  // layernorm.tile:19
  if (v41) *p331 = v363;  // layernorm.tile:19
  if (v42) *p332 = v364;  // layernorm.tile:19
  if (v43) *p333 = v365;  // layernorm.tile:19
  if (v44) *p334 = v366;  // layernorm.tile:19
  if (v45) *p335 = v367;  // layernorm.tile:19
  if (v46) *p336 = v368;  // layernorm.tile:19
  if (v47) *p337 = v369;  // layernorm.tile:19
  if (v48) *p338 = v370;  // layernorm.tile:19
  if (v49) *p339 = v371;  // layernorm.tile:19
  if (v50) *p340 = v372;  // layernorm.tile:19
  if (v51) *p341 = v373;  // layernorm.tile:19
  if (v52) *p342 = v374;  // layernorm.tile:19
  if (v53) *p343 = v375;  // layernorm.tile:19
  if (v54) *p344 = v376;  // layernorm.tile:19
  if (v55) *p345 = v377;  // layernorm.tile:19
  if (v56) *p346 = v378;  // layernorm.tile:19
  if (v57) *p347 = v379;  // layernorm.tile:19
  if (v58) *p348 = v380;  // layernorm.tile:19
  if (v59) *p349 = v381;  // layernorm.tile:19
  if (v60) *p350 = v382;  // layernorm.tile:19
  if (v61) *p351 = v383;  // layernorm.tile:19
  if (v62) *p352 = v384;  // layernorm.tile:19
  if (v63) *p353 = v385;  // layernorm.tile:19
  if (v64) *p354 = v386;  // layernorm.tile:19
  float rd387 = (v291 + v292);  // layernorm.tile:20
  float rd388 = (v293 + v294);  // layernorm.tile:20
  float rd389 = (v295 + v296);  // layernorm.tile:20
  float rd390 = (v297 + v298);  // layernorm.tile:20
  float rd391 = (v299 + v300);  // layernorm.tile:20
  float rd392 = (v301 + v302);  // layernorm.tile:20
  float rd393 = (v303 + v304);  // layernorm.tile:20
  float rd394 = (v305 + v306);  // layernorm.tile:20
  float rd395 = (v307 + v308);  // layernorm.tile:20
  float rd396 = (v309 + v310);  // layernorm.tile:20
  float rd397 = (v311 + v312);  // layernorm.tile:20
  float rd398 = (v313 + v314);  // layernorm.tile:20
  float rd399 = (v315 + v316);  // layernorm.tile:20
  float rd400 = (v317 + v318);  // layernorm.tile:20
  float rd401 = (v319 + v320);  // layernorm.tile:20
  float rd402 = (v321 + v322);  // layernorm.tile:20
  float rd403 = (rd387 + rd388);  // layernorm.tile:20
  float rd404 = (rd389 + rd390);  // layernorm.tile:20
  float rd405 = (rd391 + rd392);  // layernorm.tile:20
  float rd406 = (rd393 + rd394);  // layernorm.tile:20
  float rd407 = (rd395 + rd396);  // layernorm.tile:20
  float rd408 = (rd397 + rd398);  // layernorm.tile:20
  float rd409 = (rd399 + rd400);  // layernorm.tile:20
  float rd410 = (rd401 + rd402);  // layernorm.tile:20
  float rd411 = (rd403 + rd404);  // layernorm.tile:20
  float rd412 = (rd405 + rd406);  // layernorm.tile:20
  float rd413 = (rd407 + rd408);  // layernorm.tile:20
  float rd414 = (rd409 + rd410);  // layernorm.tile:20
  float rd415 = (rd411 + rd412);  // layernorm.tile:20
  float rd416 = (rd413 + rd414);  // layernorm.tile:20
  float rd417 = (rd415 + rd416);  // layernorm.tile:20
  float rd418 = __shfl_xor_sync(0xffffffffu, rd417, 1);  // layernorm.tile:20
  float rd419 = (rd417 + rd418);  // layernorm.tile:20
  float rd420 = __shfl_xor_sync(0xffffffffu, rd419, 2);  // layernorm.tile:20
  float rd421 = (rd419 + rd420);  // layernorm.tile:20
  float rd422 = __shfl_xor_sync(0xffffffffu, rd421, 4);  // layernorm.tile:20
  float rd423 = (rd421 + rd422);  // layernorm.tile:20
  float rd424 = __shfl_xor_sync(0xffffffffu, rd423, 8);  // layernorm.tile:20
  float rd425 = (rd423 + rd424);  // layernorm.tile:20
  float rd426 = __shfl_xor_sync(0xffffffffu, rd425, 16);  // layernorm.tile:20
  float rd427 = (rd425 + rd426);  // layernorm.tile:20
  float* rb428 = reinterpret_cast<float*>(tl_smem + 0);  // layernorm.tile:20
  const int wi429 = (((tl_warp >> 0) & 1) << 0) | (((tl_warp >> 1) & 1) << 1);  // layernorm.tile:20
  rb428[wi429 * 1 + 0] = rd427;  // layernorm.tile:20
  __syncthreads();  // layernorm.tile:20
  const int lw430 = tl_lane & 3;  // layernorm.tile:20
  float rd431 = rb428[lw430 * 1 + 0];  // layernorm.tile:20
  float rd432 = __shfl_xor_sync(0xffffffffu, rd431, 1);  // layernorm.tile:20
  float rd433 = (rd431 + rd432);  // layernorm.tile:20
  float rd434 = __shfl_xor_sync(0xffffffffu, rd433, 2);  // layernorm.tile:20
  float rd435 = (rd433 + rd434);  // layernorm.tile:20
  float const v436 = ((float)(p_n_cols));  // layernorm.tile:20
  float const v437 = tl_fdiv(rd435, v436);  // layernorm.tile:20
  float const v438 = (v291 - v437);  // layernorm.tile:21
  float const v439 = (v292 - v437);  // layernorm.tile:21
  float const v440 = (v293 - v437);  // layernorm.tile:21
  float const v441 = (v294 - v437);  // layernorm.tile:21
  float const v442 = (v295 - v437);  // layernorm.tile:21
  float const v443 = (v296 - v437);  // layernorm.tile:21
  float const v444 = (v297 - v437);  // layernorm.tile:21
  float const v445 = (v298 - v437);  // layernorm.tile:21
  float const v446 = (v299 - v437);  // layernorm.tile:21
  float const v447 = (v300 - v437);  // layernorm.tile:21
  float const v448 = (v301 - v437);  // layernorm.tile:21
  float const v449 = (v302 - v437);  // layernorm.tile:21
  float const v450 = (v303 - v437);  // layernorm.tile:21
  float const v451 = (v304 - v437);  // layernorm.tile:21
  float const v452 = (v305 - v437);  // layernorm.tile:21
  float const v453 = (v306 - v437);  // layernorm.tile:21
  float const v454 = (v307 - v437);  // layernorm.tile:21
  float const v455 = (v308 - v437);  // layernorm.tile:21
  float const v456 = (v309 - v437);  // layernorm.tile:21
  float const v457 = (v310 - v437);  // layernorm.tile:21
  float const v458 = (v311 - v437);  // layernorm.tile:21
  float const v459 = (v312 - v437);  // layernorm.tile:21
  float const v460 = (v313 - v437);  // layernorm.tile:21
  float const v461 = (v314 - v437);  // layernorm.tile:21
  float const v462 = (v315 - v437);  // layernorm.tile:21
  float const v463 = (v316 - v437);  // layernorm.tile:21
  float const v464 = (v317 - v437);  // layernorm.tile:21
  float const v465 = (v318 - v437);  // layernorm.tile:21
  float const v466 = (v319 - v437);  // layernorm.tile:21
  float const v467 = (v320 - v437);  // layernorm.tile:21
  float const v468 = (v321 - v437);  // layernorm.tile:21
  float const v469 = (v322 - v437);  // layernorm.tile:21
  float const v470 = (v33 ? v438 : 0.0f);  // layernorm.tile:21
  float const v471 = (v34 ? v439 : 0.0f);  // layernorm.tile:21
  float const v472 = (v35 ? v440 : 0.0f);  // layernorm.tile:21
  float const v473 = (v36 ? v441 : 0.0f);  // layernorm.tile:21
  float const v474 = (v37 ? v442 : 0.0f);  // layernorm.tile:21
  float const v475 = (v38 ? v443 : 0.0f);  // layernorm.tile:21
  float const v476 = (v39 ? v444 : 0.0f);  // layernorm.tile:21
  float const v477 = (v40 ? v445 : 0.0f);  // layernorm.tile:21
  float const v478 = (v41 ? v446 : 0.0f);  // layernorm.tile:21
  float const v479 = (v42 ? v447 : 0.0f);  // layernorm.tile:21
  float const v480 = (v43 ? v448 : 0.0f);  // layernorm.tile:21
  float const v481 = (v44 ? v449 : 0.0f);  // layernorm.tile:21
  float const v482 = (v45 ? v450 : 0.0f);  // layernorm.tile:21
  float const v483 = (v46 ? v451 : 0.0f);  // layernorm.tile:21
  float const v484 = (v47 ? v452 : 0.0f);  // layernorm.tile:21
  float const v485 = (v48 ? v453 : 0.0f);  // layernorm.tile:21
  float const v486 = (v49 ? v454 : 0.0f);  // layernorm.tile:21
  float const v487 = (v50 ? v455 : 0.0f);  // layernorm.tile:21
  float const v488 = (v51 ? v456 : 0.0f);  // layernorm.tile:21
  float const v489 = (v52 ? v457 : 0.0f);  // layernorm.tile:21
  float const v490 = (v53 ? v458 : 0.0f);  // layernorm.tile:21
  float const v491 = (v54 ? v459 : 0.0f);  // layernorm.tile:21
  float const v492 = (v55 ? v460 : 0.0f);  // layernorm.tile:21
  float const v493 = (v56 ? v461 : 0.0f);  // layernorm.tile:21
  float const v494 = (v57 ? v462 : 0.0f);  // layernorm.tile:21
  float const v495 = (v58 ? v463 : 0.0f);  // layernorm.tile:21
  float const v496 = (v59 ? v464 : 0.0f);  // layernorm.tile:21
  float const v497 = (v60 ? v465 : 0.0f);  // layernorm.tile:21
  float const v498 = (v61 ? v466 : 0.0f);  // layernorm.tile:21
  float const v499 = (v62 ? v467 : 0.0f);  // layernorm.tile:21
  float const v500 = (v63 ? v468 : 0.0f);  // layernorm.tile:21
  float const v501 = (v64 ? v469 : 0.0f);  // layernorm.tile:21
  float const v502 = (v470 * v470);  // layernorm.tile:22
  float const v503 = (v471 * v471);  // layernorm.tile:22
  float const v504 = (v472 * v472);  // layernorm.tile:22
  float const v505 = (v473 * v473);  // layernorm.tile:22
  float const v506 = (v474 * v474);  // layernorm.tile:22
  float const v507 = (v475 * v475);  // layernorm.tile:22
  float const v508 = (v476 * v476);  // layernorm.tile:22
  float const v509 = (v477 * v477);  // layernorm.tile:22
  float const v510 = (v478 * v478);  // layernorm.tile:22
  float const v511 = (v479 * v479);  // layernorm.tile:22
  float const v512 = (v480 * v480);  // layernorm.tile:22
  float const v513 = (v481 * v481);  // layernorm.tile:22
  float const v514 = (v482 * v482);  // layernorm.tile:22
  float const v515 = (v483 * v483);  // layernorm.tile:22
  float const v516 = (v484 * v484);  // layernorm.tile:22
  float const v517 = (v485 * v485);  // layernorm.tile:22
  float const v518 = (v486 * v486);  // layernorm.tile:22
  float const v519 = (v487 * v487);  // layernorm.tile:22
  float const v520 = (v488 * v488);  // layernorm.tile:22
  float const v521 = (v489 * v489);  // layernorm.tile:22
  float const v522 = (v490 * v490);  // layernorm.tile:22
  float const v523 = (v491 * v491);  // layernorm.tile:22
  float const v524 = (v492 * v492);  // layernorm.tile:22
  float const v525 = (v493 * v493);  // layernorm.tile:22
  float const v526 = (v494 * v494);  // layernorm.tile:22
  float const v527 = (v495 * v495);  // layernorm.tile:22
  float const v528 = (v496 * v496);  // layernorm.tile:22
  float const v529 = (v497 * v497);  // layernorm.tile:22
  float const v530 = (v498 * v498);  // layernorm.tile:22
  float const v531 = (v499 * v499);  // layernorm.tile:22
  float const v532 = (v500 * v500);  // layernorm.tile:22
  float const v533 = (v501 * v501);  // layernorm.tile:22
  float rd534 = (v502 + v503);  // layernorm.tile:22
  float rd535 = (v504 + v505);  // layernorm.tile:22
  float rd536 = (v506 + v507);  // layernorm.tile:22
  float rd537 = (v508 + v509);  // layernorm.tile:22
  float rd538 = (v510 + v511);  // layernorm.tile:22
  float rd539 = (v512 + v513);  // layernorm.tile:22
  float rd540 = (v514 + v515);  // layernorm.tile:22
  float rd541 = (v516 + v517);  // layernorm.tile:22
  float rd542 = (v518 + v519);  // layernorm.tile:22
  float rd543 = (v520 + v521);  // layernorm.tile:22
  float rd544 = (v522 + v523);  // layernorm.tile:22
  float rd545 = (v524 + v525);  // layernorm.tile:22
  float rd546 = (v526 + v527);  // layernorm.tile:22
  float rd547 = (v528 + v529);  // layernorm.tile:22
  float rd548 = (v530 + v531);  // layernorm.tile:22
  float rd549 = (v532 + v533);  // layernorm.tile:22
  float rd550 = (rd534 + rd535);  // layernorm.tile:22
  float rd551 = (rd536 + rd537);  // layernorm.tile:22
  float rd552 = (rd538 + rd539);  // layernorm.tile:22
  float rd553 = (rd540 + rd541);  // layernorm.tile:22
  float rd554 = (rd542 + rd543);  // layernorm.tile:22
  float rd555 = (rd544 + rd545);  // layernorm.tile:22
  float rd556 = (rd546 + rd547);  // layernorm.tile:22
  float rd557 = (rd548 + rd549);  // layernorm.tile:22
  float rd558 = (rd550 + rd551);  // layernorm.tile:22
  float rd559 = (rd552 + rd553);  // layernorm.tile:22
  float rd560 = (rd554 + rd555);  // layernorm.tile:22
  float rd561 = (rd556 + rd557);  // layernorm.tile:22
  float rd562 = (rd558 + rd559);  // layernorm.tile:22
  float rd563 = (rd560 + rd561);  // layernorm.tile:22
  float rd564 = (rd562 + rd563);  // layernorm.tile:22
  float rd565 = __shfl_xor_sync(0xffffffffu, rd564, 1);  // layernorm.tile:22
  float rd566 = (rd564 + rd565);  // layernorm.tile:22
  float rd567 = __shfl_xor_sync(0xffffffffu, rd566, 2);  // layernorm.tile:22
  float rd568 = (rd566 + rd567);  // layernorm.tile:22
  float rd569 = __shfl_xor_sync(0xffffffffu, rd568, 4);  // layernorm.tile:22
  float rd570 = (rd568 + rd569);  // layernorm.tile:22
  float rd571 = __shfl_xor_sync(0xffffffffu, rd570, 8);  // layernorm.tile:22
  float rd572 = (rd570 + rd571);  // layernorm.tile:22
  float rd573 = __shfl_xor_sync(0xffffffffu, rd572, 16);  // layernorm.tile:22
  float rd574 = (rd572 + rd573);  // layernorm.tile:22
  float* rb575 = reinterpret_cast<float*>(tl_smem + 16);  // layernorm.tile:22
  const int wi576 = (((tl_warp >> 0) & 1) << 0) | (((tl_warp >> 1) & 1) << 1);  // layernorm.tile:22
  rb575[wi576 * 1 + 0] = rd574;  // layernorm.tile:22
  __syncthreads();  // layernorm.tile:22
  const int lw577 = tl_lane & 3;  // layernorm.tile:22
  float rd578 = rb575[lw577 * 1 + 0];  // layernorm.tile:22
  float rd579 = __shfl_xor_sync(0xffffffffu, rd578, 1);  // layernorm.tile:22
  float rd580 = (rd578 + rd579);  // layernorm.tile:22
  float rd581 = __shfl_xor_sync(0xffffffffu, rd580, 2);  // layernorm.tile:22
  float rd582 = (rd580 + rd581);  // layernorm.tile:22
  float const v583 = tl_fdiv(rd582, v436);  // layernorm.tile:22
  float const v584 = (v583 + p_eps);  // layernorm.tile:23
  float const v585 = tl_rsqrtf(v584);  // layernorm.tile:23
  __half* const p586 = (p_weight + tl_c0_0);  // layernorm.tile:24
  __half* const p587 = (p_weight + ar2);  // layernorm.tile:24
  __half* const p588 = (p_weight + ar3);  // layernorm.tile:24
  __half* const p589 = (p_weight + ar4);  // layernorm.tile:24
  __half* const p590 = (p_weight + ar5);  // layernorm.tile:24
  __half* const p591 = (p_weight + ar6);  // layernorm.tile:24
  __half* const p592 = (p_weight + ar7);  // layernorm.tile:24
  __half* const p593 = (p_weight + ar8);  // layernorm.tile:24
  __half* const p594 = (p_weight + ar9);  // layernorm.tile:24
  __half* const p595 = (p_weight + ar10);  // layernorm.tile:24
  __half* const p596 = (p_weight + ar11);  // layernorm.tile:24
  __half* const p597 = (p_weight + ar12);  // layernorm.tile:24
  __half* const p598 = (p_weight + ar13);  // layernorm.tile:24
  __half* const p599 = (p_weight + ar14);  // layernorm.tile:24
  __half* const p600 = (p_weight + ar15);  // layernorm.tile:24
  __half* const p601 = (p_weight + ar16);  // layernorm.tile:24
  __half* const p602 = (p_weight + ar17);  // layernorm.tile:24
  __half* const p603 = (p_weight + ar18);  // layernorm.tile:24
  __half* const p604 = (p_weight + ar19);  // layernorm.tile:24
  __half* const p605 = (p_weight + ar20);  // layernorm.tile:24
  __half* const p606 = (p_weight + ar21);  // layernorm.tile:24
  __half* const p607 = (p_weight + ar22);  // layernorm.tile:24
  __half* const p608 = (p_weight + ar23);  // layernorm.tile:24
  __half* const p609 = (p_weight + ar24);  // layernorm.tile:24
  __half* const p610 = (p_weight + ar25);  // layernorm.tile:24
  __half* const p611 = (p_weight + ar26);  // layernorm.tile:24
  __half* const p612 = (p_weight + ar27);  // layernorm.tile:24
  __half* const p613 = (p_weight + ar28);  // layernorm.tile:24
  __half* const p614 = (p_weight + ar29);  // layernorm.tile:24
  __half* const p615 = (p_weight + ar30);  // layernorm.tile:24
  __half* const p616 = (p_weight + ar31);  // layernorm.tile:24
  __half* const p617 = (p_weight + ar32);  // layernorm.tile:24
  const __half ld618 = v33 ? *p586 : k130;  // layernorm.tile:24
  const __half ld619 = v34 ? *p587 : k130;  // layernorm.tile:24
  const __half ld620 = v35 ? *p588 : k130;  // layernorm.tile:24
  const __half ld621 = v36 ? *p589 : k130;  // layernorm.tile:24
  const __half ld622 = v37 ? *p590 : k130;  // layernorm.tile:24
  const __half ld623 = v38 ? *p591 : k130;  // layernorm.tile:24
  const __half ld624 = v39 ? *p592 : k130;  // layernorm.tile:24
  const __half ld625 = v40 ? *p593 : k130;  // layernorm.tile:24
  const __half ld626 = v41 ? *p594 : k130;  // layernorm.tile:24
  const __half ld627 = v42 ? *p595 : k130;  // layernorm.tile:24
  const __half ld628 = v43 ? *p596 : k130;  // layernorm.tile:24
  const __half ld629 = v44 ? *p597 : k130;  // layernorm.tile:24
  const __half ld630 = v45 ? *p598 : k130;  // layernorm.tile:24
  const __half ld631 = v46 ? *p599 : k130;  // layernorm.tile:24
  const __half ld632 = v47 ? *p600 : k130;  // layernorm.tile:24
  const __half ld633 = v48 ? *p601 : k130;  // layernorm.tile:24
  const __half ld634 = v49 ? *p602 : k130;  // layernorm.tile:24
  const __half ld635 = v50 ? *p603 : k130;  // layernorm.tile:24
  const __half ld636 = v51 ? *p604 : k130;  // layernorm.tile:24
  const __half ld637 = v52 ? *p605 : k130;  // layernorm.tile:24
  const __half ld638 = v53 ? *p606 : k130;  // layernorm.tile:24
  const __half ld639 = v54 ? *p607 : k130;  // layernorm.tile:24
  const __half ld640 = v55 ? *p608 : k130;  // layernorm.tile:24
  const __half ld641 = v56 ? *p609 : k130;  // layernorm.tile:24
  const __half ld642 = v57 ? *p610 : k130;  // layernorm.tile:24
  const __half ld643 = v58 ? *p611 : k130;  // layernorm.tile:24
  const __half ld644 = v59 ? *p612 : k130;  // layernorm.tile:24
  const __half ld645 = v60 ? *p613 : k130;  // layernorm.tile:24
  const __half ld646 = v61 ? *p614 : k130;  // layernorm.tile:24
  const __half ld647 = v62 ? *p615 : k130;  // layernorm.tile:24
  const __half ld648 = v63 ? *p616 : k130;  // layernorm.tile:24
  const __half ld649 = v64 ? *p617 : k130;  // layernorm.tile:24
  float const v650 = __half2float(ld618);  // layernorm.tile:24
  float const v651 = __half2float(ld619);  // layernorm.tile:24
  float const v652 = __half2float(ld620);  // layernorm.tile:24
  float const v653 = __half2float(ld621);  // layernorm.tile:24
  float const v654 = __half2float(ld622);  // layernorm.tile:24
  float const v655 = __half2float(ld623);  // layernorm.tile:24
  float const v656 = __half2float(ld624);  // layernorm.tile:24
  float const v657 = __half2float(ld625);  // layernorm.tile:24
  float const v658 = __half2float(ld626);  // layernorm.tile:24
  float const v659 = __half2float(ld627);  // layernorm.tile:24
  float const v660 = __half2float(ld628);  // layernorm.tile:24
  float const v661 = __half2float(ld629);  // layernorm.tile:24
  float const v662 = __half2float(ld630);  // layernorm.tile:24
  float const v663 = __half2float(ld631);  // layernorm.tile:24
  float const v664 = __half2float(ld632);  // layernorm.tile:24
  float const v665 = __half2float(ld633);  // layernorm.tile:24
  float const v666 = __half2float(ld634);  // layernorm.tile:24
  float const v667 = __half2float(ld635);  // layernorm.tile:24
  float const v668 = __half2float(ld636);  // layernorm.tile:24
  float const v669 = __half2float(ld637);  // layernorm.tile:24
  float const v670 = __half2float(ld638);  // layernorm.tile:24
  float const v671 = __half2float(ld639);  // layernorm.tile:24
  float const v672 = __half2float(ld640);  // layernorm.tile:24
  float const v673 = __half2float(ld641);  // layernorm.tile:24
  float const v674 = __half2float(ld642);  // layernorm.tile:24
  float const v675 = __half2float(ld643);  // layernorm.tile:24
  float const v676 = __half2float(ld644);  // layernorm.tile:24
  float const v677 = __half2float(ld645);  // layernorm.tile:24
  float const v678 = __half2float(ld646);  // layernorm.tile:24
  float const v679 = __half2float(ld647);  // layernorm.tile:24
  float const v680 = __half2float(ld648);  // layernorm.tile:24
  float const v681 = __half2float(ld649);  // layernorm.tile:24
  __half* const p682 = (p_bias + tl_c0_0);  // layernorm.tile:25
  __half* const p683 = (p_bias + ar2);  // layernorm.tile:25
  __half* const p684 = (p_bias + ar3);  // layernorm.tile:25
  __half* const p685 = (p_bias + ar4);  // layernorm.tile:25
  __half* const p686 = (p_bias + ar5);  // layernorm.tile:25
  __half* const p687 = (p_bias + ar6);  // layernorm.tile:25
  __half* const p688 = (p_bias + ar7);  // layernorm.tile:25
  __half* const p689 = (p_bias + ar8);  // layernorm.tile:25
  __half* const p690 = (p_bias + ar9);  // layernorm.tile:25
  __half* const p691 = (p_bias + ar10);  // layernorm.tile:25
  __half* const p692 = (p_bias + ar11);  // layernorm.tile:25
  __half* const p693 = (p_bias + ar12);  // layernorm.tile:25
  __half* const p694 = (p_bias + ar13);  // layernorm.tile:25
  __half* const p695 = (p_bias + ar14);  // layernorm.tile:25
  __half* const p696 = (p_bias + ar15);  // layernorm.tile:25
  __half* const p697 = (p_bias + ar16);  // layernorm.tile:25
  __half* const p698 = (p_bias + ar17);  // layernorm.tile:25
  __half* const p699 = (p_bias + ar18);  // layernorm.tile:25
  __half* const p700 = (p_bias + ar19);  // layernorm.tile:25
  __half* const p701 = (p_bias + ar20);  // layernorm.tile:25
  __half* const p702 = (p_bias + ar21);  // layernorm.tile:25
  __half* const p703 = (p_bias + ar22);  // layernorm.tile:25
  __half* const p704 = (p_bias + ar23);  // layernorm.tile:25
  __half* const p705 = (p_bias + ar24);  // layernorm.tile:25
  __half* const p706 = (p_bias + ar25);  // layernorm.tile:25
  __half* const p707 = (p_bias + ar26);  // layernorm.tile:25
  __half* const p708 = (p_bias + ar27);  // layernorm.tile:25
  __half* const p709 = (p_bias + ar28);  // layernorm.tile:25
  __half* const p710 = (p_bias + ar29);  // layernorm.tile:25
  __half* const p711 = (p_bias + ar30);  // layernorm.tile:25
  __half* const p712 = (p_bias + ar31);  // layernorm.tile:25
  __half* const p713 = (p_bias + ar32);  // layernorm.tile:25
  const __half ld714 = v33 ? *p682 : k130;  // layernorm.tile:25
  const __half ld715 = v34 ? *p683 : k130;  // layernorm.tile:25
  const __half ld716 = v35 ? *p684 : k130;  // layernorm.tile:25
  const __half ld717 = v36 ? *p685 : k130;  // layernorm.tile:25
  const __half ld718 = v37 ? *p686 : k130;  // layernorm.tile:25
  const __half ld719 = v38 ? *p687 : k130;  // layernorm.tile:25
  const __half ld720 = v39 ? *p688 : k130;  // layernorm.tile:25
  const __half ld721 = v40 ? *p689 : k130;  // layernorm.tile:25
  const __half ld722 = v41 ? *p690 : k130;  // layernorm.tile:25
  const __half ld723 = v42 ? *p691 : k130;  // layernorm.tile:25
  const __half ld724 = v43 ? *p692 : k130;  // layernorm.tile:25
  const __half ld725 = v44 ? *p693 : k130;  // layernorm.tile:25
  const __half ld726 = v45 ? *p694 : k130;  // layernorm.tile:25
  const __half ld727 = v46 ? *p695 : k130;  // layernorm.tile:25
  const __half ld728 = v47 ? *p696 : k130;  // layernorm.tile:25
  const __half ld729 = v48 ? *p697 : k130;  // layernorm.tile:25
  const __half ld730 = v49 ? *p698 : k130;  // layernorm.tile:25
  const __half ld731 = v50 ? *p699 : k130;  // layernorm.tile:25
  const __half ld732 = v51 ? *p700 : k130;  // layernorm.tile:25
  const __half ld733 = v52 ? *p701 : k130;  // layernorm.tile:25
  const __half ld734 = v53 ? *p702 : k130;  // layernorm.tile:25
  const __half ld735 = v54 ? *p703 : k130;  // layernorm.tile:25
  const __half ld736 = v55 ? *p704 : k130;  // layernorm.tile:25
  const __half ld737 = v56 ? *p705 : k130;  // layernorm.tile:25
  const __half ld738 = v57 ? *p706 : k130;  // layernorm.tile:25
  const __half ld739 = v58 ? *p707 : k130;  // layernorm.tile:25
  const __half ld740 = v59 ? *p708 : k130;  // layernorm.tile:25
  const __half ld741 = v60 ? *p709 : k130;  // layernorm.tile:25
  const __half ld742 = v61 ? *p710 : k130;  // layernorm.tile:25
  const __half ld743 = v62 ? *p711 : k130;  // layernorm.tile:25
  const __half ld744 = v63 ? *p712 : k130;  // layernorm.tile:25
  const __half ld745 = v64 ? *p713 : k130;  // layernorm.tile:25
  float const v746 = __half2float(ld714);  // layernorm.tile:25
  float const v747 = __half2float(ld715);  // layernorm.tile:25
  float const v748 = __half2float(ld716);  // layernorm.tile:25
  float const v749 = __half2float(ld717);  // layernorm.tile:25
  float const v750 = __half2float(ld718);  // layernorm.tile:25
  float const v751 = __half2float(ld719);  // layernorm.tile:25
  float const v752 = __half2float(ld720);  // layernorm.tile:25
  float const v753 = __half2float(ld721);  // layernorm.tile:25
  float const v754 = __half2float(ld722);  // layernorm.tile:25
  float const v755 = __half2float(ld723);  // layernorm.tile:25
  float const v756 = __half2float(ld724);  // layernorm.tile:25
  float const v757 = __half2float(ld725);  // layernorm.tile:25
  float const v758 = __half2float(ld726);  // layernorm.tile:25
  float const v759 = __half2float(ld727);  // layernorm.tile:25
  float const v760 = __half2float(ld728);  // layernorm.tile:25
  float const v761 = __half2float(ld729);  // layernorm.tile:25
  float const v762 = __half2float(ld730);  // layernorm.tile:25
  float const v763 = __half2float(ld731);  // layernorm.tile:25
  float const v764 = __half2float(ld732);  // layernorm.tile:25
  float const v765 = __half2float(ld733);  // layernorm.tile:25
  float const v766 = __half2float(ld734);  // layernorm.tile:25
  float const v767 = __half2float(ld735);  // layernorm.tile:25
  float const v768 = __half2float(ld736);  // layernorm.tile:25
  float const v769 = __half2float(ld737);  // layernorm.tile:25
  float const v770 = __half2float(ld738);  // layernorm.tile:25
  float const v771 = __half2float(ld739);  // layernorm.tile:25
  float const v772 = __half2float(ld740);  // layernorm.tile:25
  float const v773 = __half2float(ld741);  // layernorm.tile:25
  float const v774 = __half2float(ld742);  // layernorm.tile:25
  float const v775 = __half2float(ld743);  // layernorm.tile:25
  float const v776 = __half2float(ld744);  // layernorm.tile:25
  float const v777 = __half2float(ld745);  // layernorm.tile:25
  __half* const p778 = (p_y + v66);  // layernorm.tile:26
  __half* const p779 = (p_y + v67);  // layernorm.tile:26
  __half* const p780 = (p_y + v68);  // layernorm.tile:26
  __half* const p781 = (p_y + v69);  // layernorm.tile:26
  __half* const p782 = (p_y + v70);  // layernorm.tile:26
  __half* const p783 = (p_y + v71);  // layernorm.tile:26
  __half* const p784 = (p_y + v72);  // layernorm.tile:26
  __half* const p785 = (p_y + v73);  // layernorm.tile:26
  __half* const p786 = (p_y + v74);  // layernorm.tile:26
  __half* const p787 = (p_y + v75);  // layernorm.tile:26
  __half* const p788 = (p_y + v76);  // layernorm.tile:26
  __half* const p789 = (p_y + v77);  // layernorm.tile:26
  __half* const p790 = (p_y + v78);  // layernorm.tile:26
  __half* const p791 = (p_y + v79);  // layernorm.tile:26
  __half* const p792 = (p_y + v80);  // layernorm.tile:26
  __half* const p793 = (p_y + v81);  // layernorm.tile:26
  __half* const p794 = (p_y + v82);  // layernorm.tile:26
  __half* const p795 = (p_y + v83);  // layernorm.tile:26
  __half* const p796 = (p_y + v84);  // layernorm.tile:26
  __half* const p797 = (p_y + v85);  // layernorm.tile:26
  __half* const p798 = (p_y + v86);  // layernorm.tile:26
  __half* const p799 = (p_y + v87);  // layernorm.tile:26
  __half* const p800 = (p_y + v88);  // layernorm.tile:26
  __half* const p801 = (p_y + v89);  // layernorm.tile:26
  __half* const p802 = (p_y + v90);  // layernorm.tile:26
  __half* const p803 = (p_y + v91);  // layernorm.tile:26
  __half* const p804 = (p_y + v92);  // layernorm.tile:26
  __half* const p805 = (p_y + v93);  // layernorm.tile:26
  __half* const p806 = (p_y + v94);  // layernorm.tile:26
  __half* const p807 = (p_y + v95);  // layernorm.tile:26
  __half* const p808 = (p_y + v96);  // layernorm.tile:26
  __half* const p809 = (p_y + v97);  // layernorm.tile:26
  float const v810 = (v470 * v585);  // layernorm.tile:26
  float const v811 = (v471 * v585);  // layernorm.tile:26
  float const v812 = (v472 * v585);  // layernorm.tile:26
  float const v813 = (v473 * v585);  // layernorm.tile:26
  float const v814 = (v474 * v585);  // layernorm.tile:26
  float const v815 = (v475 * v585);  // layernorm.tile:26
  float const v816 = (v476 * v585);  // layernorm.tile:26
  float const v817 = (v477 * v585);  // layernorm.tile:26
  float const v818 = (v478 * v585);  // layernorm.tile:26
  float const v819 = (v479 * v585);  // layernorm.tile:26
  float const v820 = (v480 * v585);  // layernorm.tile:26
  float const v821 = (v481 * v585);  // layernorm.tile:26
  float const v822 = (v482 * v585);  // layernorm.tile:26
  float const v823 = (v483 * v585);  // layernorm.tile:26
  float const v824 = (v484 * v585);  // layernorm.tile:26
  float const v825 = (v485 * v585);  // layernorm.tile:26
  float const v826 = (v486 * v585);  // layernorm.tile:26
  float const v827 = (v487 * v585);  // layernorm.tile:26
  float const v828 = (v488 * v585);  // layernorm.tile:26
  float const v829 = (v489 * v585);  // layernorm.tile:26
  float const v830 = (v490 * v585);  // layernorm.tile:26
  float const v831 = (v491 * v585);  // layernorm.tile:26
  float const v832 = (v492 * v585);  // layernorm.tile:26
  float const v833 = (v493 * v585);  // layernorm.tile:26
  float const v834 = (v494 * v585);  // layernorm.tile:26
  float const v835 = (v495 * v585);  // layernorm.tile:26
  float const v836 = (v496 * v585);  // layernorm.tile:26
  float const v837 = (v497 * v585);  // layernorm.tile:26
  float const v838 = (v498 * v585);  // layernorm.tile:26
  float const v839 = (v499 * v585);  // layernorm.tile:26
  float const v840 = (v500 * v585);  // layernorm.tile:26
  float const v841 = (v501 * v585);  // layernorm.tile:26
  float const v842 = (v810 * v650);  // layernorm.tile:26
  float const v843 = (v811 * v651);  // layernorm.tile:26
  float const v844 = (v812 * v652);  // layernorm.tile:26
  float const v845 = (v813 * v653);  // layernorm.tile:26
  float const v846 = (v814 * v654);  // layernorm.tile:26
  float const v847 = (v815 * v655);  // layernorm.tile:26
  float const v848 = (v816 * v656);  // layernorm.tile:26
  float const v849 = (v817 * v657);  // layernorm.tile:26
  float const v850 = (v818 * v658);  // layernorm.tile:26
  float const v851 = (v819 * v659);  // layernorm.tile:26
  float const v852 = (v820 * v660);  // layernorm.tile:26
  float const v853 = (v821 * v661);  // layernorm.tile:26
  float const v854 = (v822 * v662);  // layernorm.tile:26
  float const v855 = (v823 * v663);  // layernorm.tile:26
  float const v856 = (v824 * v664);  // layernorm.tile:26
  float const v857 = (v825 * v665);  // layernorm.tile:26
  float const v858 = (v826 * v666);  // layernorm.tile:26
  float const v859 = (v827 * v667);  // layernorm.tile:26
  float const v860 = (v828 * v668);  // layernorm.tile:26
  float const v861 = (v829 * v669);  // layernorm.tile:26
  float const v862 = (v830 * v670);  // layernorm.tile:26
  float const v863 = (v831 * v671);  // layernorm.tile:26
  float const v864 = (v832 * v672);  // layernorm.tile:26
  float const v865 = (v833 * v673);  // layernorm.tile:26
  float const v866 = (v834 * v674);  // layernorm.tile:26
  float const v867 = (v835 * v675);  // layernorm.tile:26
  float const v868 = (v836 * v676);  // layernorm.tile:26
  float const v869 = (v837 * v677);  // layernorm.tile:26
  float const v870 = (v838 * v678);  // layernorm.tile:26
  float const v871 = (v839 * v679);  // layernorm.tile:26
  float const v872 = (v840 * v680);  // layernorm.tile:26
  float const v873 = (v841 * v681);  // layernorm.tile:26
  float const v874 = (v842 + v746);  // layernorm.tile:26
  float const v875 = (v843 + v747);  // layernorm.tile:26
  float const v876 = (v844 + v748);  // layernorm.tile:26
  float const v877 = (v845 + v749);  // layernorm.tile:26
  float const v878 = (v846 + v750);  // layernorm.tile:26
  float const v879 = (v847 + v751);  // layernorm.tile:26
  float const v880 = (v848 + v752);  // layernorm.tile:26
  float const v881 = (v849 + v753);  // layernorm.tile:26
  float const v882 = (v850 + v754);  // layernorm.tile:26
  float const v883 = (v851 + v755);  // layernorm.tile:26
  float const v884 = (v852 + v756);  // layernorm.tile:26
  float const v885 = (v853 + v757);  // layernorm.tile:26
  float const v886 = (v854 + v758);  // layernorm.tile:26
  float const v887 = (v855 + v759);  // layernorm.tile:26
  float const v888 = (v856 + v760);  // layernorm.tile:26
  float const v889 = (v857 + v761);  // layernorm.tile:26
  float const v890 = (v858 + v762);  // layernorm.tile:26
  float const v891 = (v859 + v763);  // layernorm.tile:26
  float const v892 = (v860 + v764);  // layernorm.tile:26
  float const v893 = (v861 + v765);  // layernorm.tile:26
  float const v894 = (v862 + v766);  // layernorm.tile:26
  float const v895 = (v863 + v767);  // layernorm.tile:26
  float const v896 = (v864 + v768);  // layernorm.tile:26
  float const v897 = (v865 + v769);  // layernorm.tile:26
  float const v898 = (v866 + v770);  // layernorm.tile:26
  float const v899 = (v867 + v771);  // layernorm.tile:26
  float const v900 = (v868 + v772);  // layernorm.tile:26
  float const v901 = (v869 + v773);  // layernorm.tile:26
  float const v902 = (v870 + v774);  // layernorm.tile:26
  float const v903 = (v871 + v775);  // layernorm.tile:26
  float const v904 = (v872 + v776);  // layernorm.tile:26
  float const v905 = (v873 + v777);  // layernorm.tile:26
  __half const v906 = __float2half_rn(v874);  // layernorm.tile:26
  __half const v907 = __float2half_rn(v875);  // layernorm.tile:26
  __half const v908 = __float2half_rn(v876);  // layernorm.tile:26
  __half const v909 = __float2half_rn(v877);  // layernorm.tile:26
  __half const v910 = __float2half_rn(v878);  // layernorm.tile:26
  __half const v911 = __float2half_rn(v879);  // layernorm.tile:26
  __half const v912 = __float2half_rn(v880);  // layernorm.tile:26
  __half const v913 = __float2half_rn(v881);  // layernorm.tile:26
  __half const v914 = __float2half_rn(v882);  // layernorm.tile:26
  __half const v915 = __float2half_rn(v883);  // layernorm.tile:26
  __half const v916 = __float2half_rn(v884);  // layernorm.tile:26
  __half const v917 = __float2half_rn(v885);  // layernorm.tile:26
  __half const v918 = __float2half_rn(v886);  // layernorm.tile:26
  __half const v919 = __float2half_rn(v887);  // layernorm.tile:26
  __half const v920 = __float2half_rn(v888);  // layernorm.tile:26
  __half const v921 = __float2half_rn(v889);  // layernorm.tile:26
  __half const v922 = __float2half_rn(v890);  // layernorm.tile:26
  __half const v923 = __float2half_rn(v891);  // layernorm.tile:26
  __half const v924 = __float2half_rn(v892);  // layernorm.tile:26
  __half const v925 = __float2half_rn(v893);  // layernorm.tile:26
  __half const v926 = __float2half_rn(v894);  // layernorm.tile:26
  __half const v927 = __float2half_rn(v895);  // layernorm.tile:26
  __half const v928 = __float2half_rn(v896);  // layernorm.tile:26
  __half const v929 = __float2half_rn(v897);  // layernorm.tile:26
  __half const v930 = __float2half_rn(v898);  // layernorm.tile:26
  __half const v931 = __float2half_rn(v899);  // layernorm.tile:26
  __half const v932 = __float2half_rn(v900);  // layernorm.tile:26
  __half const v933 = __float2half_rn(v901);  // layernorm.tile:26
  __half const v934 = __float2half_rn(v902);  // layernorm.tile:26
  __half const v935 = __float2half_rn(v903);  // layernorm.tile:26
  __half const v936 = __float2half_rn(v904);  // layernorm.tile:26
  __half const v937 = __float2half_rn(v905);  // layernorm.tile:26
  if (v33) *p778 = v906;  // layernorm.tile:26
  if (v34) *p779 = v907;  // layernorm.tile:26
  if (v35) *p780 = v908;  // layernorm.tile:26
  if (v36) *p781 = v909;  // layernorm.tile:26
  if (v37) *p782 = v910;  // layernorm.tile:26
  if (v38) *p783 = v911;  // layernorm.tile:26
  if (v39) *p784 = v912;  // layernorm.tile:26
  if (v40) *p785 = v913;  // layernorm.tile:26
  if (v41) *p786 = v914;  // layernorm.tile:26
  if (v42) *p787 = v915;  // layernorm.tile:26
  if (v43) *p788 = v916;  // layernorm.tile:26
  if (v44) *p789 = v917;  // layernorm.tile:26
  if (v45) *p790 = v918;  // layernorm.tile:26
  if (v46) *p791 = v919;  // layernorm.tile:26
  if (v47) *p792 = v920;  // layernorm.tile:26
  if (v48) *p793 = v921;  // layernorm.tile:26
  if (v49) *p794 = v922;  // layernorm.tile:26
  if (v50) *p795 = v923;  // layernorm.tile:26
  if (v51) *p796 = v924;  // layernorm.tile:26
  if (v52) *p797 = v925;  // layernorm.tile:26
  if (v53) *p798 = v926;  // layernorm.tile:26
  if (v54) *p799 = v927;  // layernorm.tile:26
  if (v55) *p800 = v928;  // layernorm.tile:26
  if (v56) *p801 = v929;  // layernorm.tile:26
  if (v57) *p802 = v930;  // layernorm.tile:26
  if (v58) *p803 = v931;  // layernorm.tile:26
  if (v59) *p804 = v932;  // layernorm.tile:26
  if (v60) *p805 = v933;  // layernorm.tile:26
  if (v61) *p806 = v934;  // layernorm.tile:26
  if (v62) *p807 = v935;  // layernorm.tile:26
  if (v63) *p808 = v936;  // layernorm.tile:26
  if (v64) *p809 = v937;  // layernorm.tile:26
}
