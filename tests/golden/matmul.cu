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
  const int tl_c7_0 = ((tl_warp >> 1));
  const int tl_c7_1 = (tl_lane ^ ((tl_warp & 1) << 5));
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
    float* dA398 = reinterpret_cast<float*>(tl_smem + 0);  // dot operands  // matmul.tile:29
    float* dB399 = reinterpret_cast<float*>(tl_smem + 8192);  // matmul.tile:29
    dA398[tl_c5_0 * 32 + tl_c5_1] = __half2float(ld283);  // matmul.tile:29
    dA398[(tl_c5_0 * 32 + tl_c5_1 + 128)] = __half2float(ld284);  // matmul.tile:29
    dA398[(tl_c5_0 * 32 + tl_c5_1 + 256)] = __half2float(ld285);  // matmul.tile:29
    dA398[(tl_c5_0 * 32 + tl_c5_1 + 384)] = __half2float(ld286);  // matmul.tile:29
    dA398[(tl_c5_0 * 32 + tl_c5_1 + 512)] = __half2float(ld287);  // matmul.tile:29
    dA398[(tl_c5_0 * 32 + tl_c5_1 + 640)] = __half2float(ld288);  // matmul.tile:29
    dA398[(tl_c5_0 * 32 + tl_c5_1 + 768)] = __half2float(ld289);  // matmul.tile:29
    dA398[(tl_c5_0 * 32 + tl_c5_1 + 896)] = __half2float(ld290);  // matmul.tile:29
    dA398[(tl_c5_0 * 32 + tl_c5_1 + 1024)] = __half2float(ld291);  // matmul.tile:29
    dA398[(tl_c5_0 * 32 + tl_c5_1 + 1152)] = __half2float(ld292);  // matmul.tile:29
    dA398[(tl_c5_0 * 32 + tl_c5_1 + 1280)] = __half2float(ld293);  // matmul.tile:29
    dA398[(tl_c5_0 * 32 + tl_c5_1 + 1408)] = __half2float(ld294);  // matmul.tile:29
    dA398[(tl_c5_0 * 32 + tl_c5_1 + 1536)] = __half2float(ld295);  // matmul.tile:29
    dA398[(tl_c5_0 * 32 + tl_c5_1 + 1664)] = __half2float(ld296);  // matmul.tile:29
    dA398[(tl_c5_0 * 32 + tl_c5_1 + 1792)] = __half2float(ld297);  // matmul.tile:29
    dA398[(tl_c5_0 * 32 + tl_c5_1 + 1920)] = __half2float(ld298);  // matmul.tile:29
    dB399[tl_c6_0 * 64 + tl_c6_1] = __half2float(ld382);  // matmul.tile:29
    dB399[(tl_c6_0 * 64 + tl_c6_1 + 128)] = __half2float(ld383);  // matmul.tile:29
    dB399[(tl_c6_0 * 64 + tl_c6_1 + 256)] = __half2float(ld384);  // matmul.tile:29
    dB399[(tl_c6_0 * 64 + tl_c6_1 + 384)] = __half2float(ld385);  // matmul.tile:29
    dB399[(tl_c6_0 * 64 + tl_c6_1 + 512)] = __half2float(ld386);  // matmul.tile:29
    dB399[(tl_c6_0 * 64 + tl_c6_1 + 640)] = __half2float(ld387);  // matmul.tile:29
    dB399[(tl_c6_0 * 64 + tl_c6_1 + 768)] = __half2float(ld388);  // matmul.tile:29
    dB399[(tl_c6_0 * 64 + tl_c6_1 + 896)] = __half2float(ld389);  // matmul.tile:29
    dB399[(tl_c6_0 * 64 + tl_c6_1 + 1024)] = __half2float(ld390);  // matmul.tile:29
    dB399[(tl_c6_0 * 64 + tl_c6_1 + 1152)] = __half2float(ld391);  // matmul.tile:29
    dB399[(tl_c6_0 * 64 + tl_c6_1 + 1280)] = __half2float(ld392);  // matmul.tile:29
    dB399[(tl_c6_0 * 64 + tl_c6_1 + 1408)] = __half2float(ld393);  // matmul.tile:29
    dB399[(tl_c6_0 * 64 + tl_c6_1 + 1536)] = __half2float(ld394);  // matmul.tile:29
    dB399[(tl_c6_0 * 64 + tl_c6_1 + 1664)] = __half2float(ld395);  // matmul.tile:29
    dB399[(tl_c6_0 * 64 + tl_c6_1 + 1792)] = __half2float(ld396);  // matmul.tile:29
    dB399[(tl_c6_0 * 64 + tl_c6_1 + 1920)] = __half2float(ld397);  // matmul.tile:29
    __syncthreads();  // matmul.tile:29
    float acc400 = c87;  // matmul.tile:29
    float acc401 = c88;  // matmul.tile:29
    float acc402 = c89;  // matmul.tile:29
    float acc403 = c90;  // matmul.tile:29
    float acc404 = c91;  // matmul.tile:29
    float acc405 = c92;  // matmul.tile:29
    float acc406 = c93;  // matmul.tile:29
    float acc407 = c94;  // matmul.tile:29
    float acc408 = c95;  // matmul.tile:29
    float acc409 = c96;  // matmul.tile:29
    float acc410 = c97;  // matmul.tile:29
    float acc411 = c98;  // matmul.tile:29
    float acc412 = c99;  // matmul.tile:29
    float acc413 = c100;  // matmul.tile:29
    float acc414 = c101;  // matmul.tile:29
    float acc415 = c102;  // matmul.tile:29
    float acc416 = c103;  // matmul.tile:29
    float acc417 = c104;  // matmul.tile:29
    float acc418 = c105;  // matmul.tile:29
    float acc419 = c106;  // matmul.tile:29
    float acc420 = c107;  // matmul.tile:29
    float acc421 = c108;  // matmul.tile:29
    float acc422 = c109;  // matmul.tile:29
    float acc423 = c110;  // matmul.tile:29
    float acc424 = c111;  // matmul.tile:29
    float acc425 = c112;  // matmul.tile:29
    float acc426 = c113;  // matmul.tile:29
    float acc427 = c114;  // matmul.tile:29
    float acc428 = c115;  // matmul.tile:29
    float acc429 = c116;  // matmul.tile:29
    float acc430 = c117;  // matmul.tile:29
    float acc431 = c118;  // matmul.tile:29
    #pragma unroll 4  // matmul.tile:29
    for (int k432 = 0; k432 < 32; ++k432) {  // matmul.tile:29
      acc400 = fmaf(dA398[(tl_c7_0) * 32 + k432], dB399[k432 * 64 + (tl_c7_1)], acc400);  // matmul.tile:29
      acc401 = fmaf(dA398[((tl_c7_0 + 2)) * 32 + k432], dB399[k432 * 64 + (tl_c7_1)], acc401);  // matmul.tile:29
      acc402 = fmaf(dA398[((tl_c7_0 + 4)) * 32 + k432], dB399[k432 * 64 + (tl_c7_1)], acc402);  // matmul.tile:29
      acc403 = fmaf(dA398[((tl_c7_0 + 6)) * 32 + k432], dB399[k432 * 64 + (tl_c7_1)], acc403);  // matmul.tile:29
      acc404 = fmaf(dA398[((tl_c7_0 + 8)) * 32 + k432], dB399[k432 * 64 + (tl_c7_1)], acc404);  // matmul.tile:29
      acc405 = fmaf(dA398[((tl_c7_0 + 10)) * 32 + k432], dB399[k432 * 64 + (tl_c7_1)], acc405);  // matmul.tile:29
      acc406 = fmaf(dA398[((tl_c7_0 + 12)) * 32 + k432], dB399[k432 * 64 + (tl_c7_1)], acc406);  // matmul.tile:29
      acc407 = fmaf(dA398[((tl_c7_0 + 14)) * 32 + k432], dB399[k432 * 64 + (tl_c7_1)], acc407);  // matmul.tile:29
      acc408 = fmaf(dA398[((tl_c7_0 + 16)) * 32 + k432], dB399[k432 * 64 + (tl_c7_1)], acc408);  // matmul.tile:29
      acc409 = fmaf(dA398[((tl_c7_0 + 18)) * 32 + k432], dB399[k432 * 64 + (tl_c7_1)], acc409);  // matmul.tile:29
      acc410 = fmaf(dA398[((tl_c7_0 + 20)) * 32 + k432], dB399[k432 * 64 + (tl_c7_1)], acc410);  // matmul.tile:29
      acc411 = fmaf(dA398[((tl_c7_0 + 22)) * 32 + k432], dB399[k432 * 64 + (tl_c7_1)], acc411);  // matmul.tile:29
      acc412 = fmaf(dA398[((tl_c7_0 + 24)) * 32 + k432], dB399[k432 * 64 + (tl_c7_1)], acc412);  // matmul.tile:29
      acc413 = fmaf(dA398[((tl_c7_0 + 26)) * 32 + k432], dB399[k432 * 64 + (tl_c7_1)], acc413);  // matmul.tile:29
      acc414 = fmaf(dA398[((tl_c7_0 + 28)) * 32 + k432], dB399[k432 * 64 + (tl_c7_1)], acc414);  // matmul.tile:29
      acc415 = fmaf(dA398[((tl_c7_0 + 30)) * 32 + k432], dB399[k432 * 64 + (tl_c7_1)], acc415);  // matmul.tile:29
      acc416 = fmaf(dA398[((tl_c7_0 + 32)) * 32 + k432], dB399[k432 * 64 + (tl_c7_1)], acc416);  // matmul.tile:29
      acc417 = fmaf(dA398[((tl_c7_0 + 34)) * 32 + k432], dB399[k432 * 64 + (tl_c7_1)], acc417);  // matmul.tile:29
      acc418 = fmaf(dA398[((tl_c7_0 + 36)) * 32 + k432], dB399[k432 * 64 + (tl_c7_1)], acc418);  // matmul.tile:29
      acc419 = fmaf(dA398[((tl_c7_0 + 38)) * 32 + k432], dB399[k432 * 64 + (tl_c7_1)], acc419);  // matmul.tile:29
      acc420 = fmaf(dA398[((tl_c7_0 + 40)) * 32 + k432], dB399[k432 * 64 + (tl_c7_1)], acc420);  // matmul.tile:29
      acc421 = fmaf(dA398[((tl_c7_0 + 42)) * 32 + k432], dB399[k432 * 64 + (tl_c7_1)], acc421);  // matmul.tile:29
      acc422 = fmaf(dA398[((tl_c7_0 + 44)) * 32 + k432], dB399[k432 * 64 + (tl_c7_1)], acc422);  // matmul.tile:29
      acc423 = fmaf(dA398[((tl_c7_0 + 46)) * 32 + k432], dB399[k432 * 64 + (tl_c7_1)], acc423);  // matmul.tile:29
      acc424 = fmaf(dA398[((tl_c7_0 + 48)) * 32 + k432], dB399[k432 * 64 + (tl_c7_1)], acc424);  // matmul.tile:29
      acc425 = fmaf(dA398[((tl_c7_0 + 50)) * 32 + k432], dB399[k432 * 64 + (tl_c7_1)], acc425);  // matmul.tile:29
      acc426 = fmaf(dA398[((tl_c7_0 + 52)) * 32 + k432], dB399[k432 * 64 + (tl_c7_1)], acc426);  // matmul.tile:29
      acc427 = fmaf(dA398[((tl_c7_0 + 54)) * 32 + k432], dB399[k432 * 64 + (tl_c7_1)], acc427);  // matmul.tile:29
      acc428 = fmaf(dA398[((tl_c7_0 + 56)) * 32 + k432], dB399[k432 * 64 + (tl_c7_1)], acc428);  // matmul.tile:29
      acc429 = fmaf(dA398[((tl_c7_0 + 58)) * 32 + k432], dB399[k432 * 64 + (tl_c7_1)], acc429);  // matmul.tile:29
      acc430 = fmaf(dA398[((tl_c7_0 + 60)) * 32 + k432], dB399[k432 * 64 + (tl_c7_1)], acc430);  // matmul.tile:29
      acc431 = fmaf(dA398[((tl_c7_0 + 62)) * 32 + k432], dB399[k432 * 64 + (tl_c7_1)], acc431);  // matmul.tile:29
    }  // matmul.tile:29
    c87 = acc400;  // matmul.tile:23
    c88 = acc401;  // matmul.tile:23
    c89 = acc402;  // matmul.tile:23
    c90 = acc403;  // matmul.tile:23
    c91 = acc404;  // matmul.tile:23
    c92 = acc405;  // matmul.tile:23
    c93 = acc406;  // matmul.tile:23
    c94 = acc407;  // matmul.tile:23
    c95 = acc408;  // matmul.tile:23
    c96 = acc409;  // matmul.tile:23
    c97 = acc410;  // matmul.tile:23
    c98 = acc411;  // matmul.tile:23
    c99 = acc412;  // matmul.tile:23
    c100 = acc413;  // matmul.tile:23
    c101 = acc414;  // matmul.tile:23
    c102 = acc415;  // matmul.tile:23
    c103 = acc416;  // matmul.tile:23
    c104 = acc417;  // matmul.tile:23
    c105 = acc418;  // matmul.tile:23
    c106 = acc419;  // matmul.tile:23
    c107 = acc420;  // matmul.tile:23
    c108 = acc421;  // matmul.tile:23
    c109 = acc422;  // matmul.tile:23
    c110 = acc423;  // matmul.tile:23
    c111 = acc424;  // matmul.tile:23
    c112 = acc425;  // matmul.tile:23
    c113 = acc426;  // matmul.tile:23
    c114 = acc427;  // matmul.tile:23
    c115 = acc428;  // matmul.tile:23
    c116 = acc429;  // matmul.tile:23
    c117 = acc430;  // matmul.tile:23
    c118 = acc431;  // matmul.tile:23
  }  // matmul.tile:23
  __half* const p433 = (p_bias + v69);  // matmul.tile:30
  bool const v434 = (v69 < p_N);  // matmul.tile:30
  __half const k435 = __ushort_as_half((unsigned short)0);  // matmul.tile:30
  const __half ld436 = v434 ? *p433 : k435;  // matmul.tile:30
  float const v437 = __half2float(ld436);  // matmul.tile:30
  float const v438 = (c87 + v437);  // matmul.tile:30
  float const v439 = (c88 + v437);  // matmul.tile:30
  float const v440 = (c89 + v437);  // matmul.tile:30
  float const v441 = (c90 + v437);  // matmul.tile:30
  float const v442 = (c91 + v437);  // matmul.tile:30
  float const v443 = (c92 + v437);  // matmul.tile:30
  float const v444 = (c93 + v437);  // matmul.tile:30
  float const v445 = (c94 + v437);  // matmul.tile:30
  float const v446 = (c95 + v437);  // matmul.tile:30
  float const v447 = (c96 + v437);  // matmul.tile:30
  float const v448 = (c97 + v437);  // matmul.tile:30
  float const v449 = (c98 + v437);  // matmul.tile:30
  float const v450 = (c99 + v437);  // matmul.tile:30
  float const v451 = (c100 + v437);  // matmul.tile:30
  float const v452 = (c101 + v437);  // matmul.tile:30
  float const v453 = (c102 + v437);  // matmul.tile:30
  float const v454 = (c103 + v437);  // matmul.tile:30
  float const v455 = (c104 + v437);  // matmul.tile:30
  float const v456 = (c105 + v437);  // matmul.tile:30
  float const v457 = (c106 + v437);  // matmul.tile:30
  float const v458 = (c107 + v437);  // matmul.tile:30
  float const v459 = (c108 + v437);  // matmul.tile:30
  float const v460 = (c109 + v437);  // matmul.tile:30
  float const v461 = (c110 + v437);  // matmul.tile:30
  float const v462 = (c111 + v437);  // matmul.tile:30
  float const v463 = (c112 + v437);  // matmul.tile:30
  float const v464 = (c113 + v437);  // matmul.tile:30
  float const v465 = (c114 + v437);  // matmul.tile:30
  float const v466 = (c115 + v437);  // matmul.tile:30
  float const v467 = (c116 + v437);  // matmul.tile:30
  float const v468 = (c117 + v437);  // matmul.tile:30
  float const v469 = (c118 + v437);  // matmul.tile:30
  int const v470 = ((int)((unsigned int)(v36) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v471 = ((int)((unsigned int)(v37) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v472 = ((int)((unsigned int)(v38) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v473 = ((int)((unsigned int)(v39) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v474 = ((int)((unsigned int)(v40) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v475 = ((int)((unsigned int)(v41) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v476 = ((int)((unsigned int)(v42) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v477 = ((int)((unsigned int)(v43) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v478 = ((int)((unsigned int)(v44) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v479 = ((int)((unsigned int)(v45) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v480 = ((int)((unsigned int)(v46) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v481 = ((int)((unsigned int)(v47) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v482 = ((int)((unsigned int)(v48) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v483 = ((int)((unsigned int)(v49) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v484 = ((int)((unsigned int)(v50) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v485 = ((int)((unsigned int)(v51) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v486 = ((int)((unsigned int)(v52) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v487 = ((int)((unsigned int)(v53) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v488 = ((int)((unsigned int)(v54) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v489 = ((int)((unsigned int)(v55) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v490 = ((int)((unsigned int)(v56) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v491 = ((int)((unsigned int)(v57) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v492 = ((int)((unsigned int)(v58) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v493 = ((int)((unsigned int)(v59) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v494 = ((int)((unsigned int)(v60) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v495 = ((int)((unsigned int)(v61) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v496 = ((int)((unsigned int)(v62) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v497 = ((int)((unsigned int)(v63) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v498 = ((int)((unsigned int)(v64) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v499 = ((int)((unsigned int)(v65) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v500 = ((int)((unsigned int)(v66) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v501 = ((int)((unsigned int)(v67) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  __half* const p502 = (p_c + v470);  // matmul.tile:35
  __half* const p503 = (p_c + v471);  // matmul.tile:35
  __half* const p504 = (p_c + v472);  // matmul.tile:35
  __half* const p505 = (p_c + v473);  // matmul.tile:35
  __half* const p506 = (p_c + v474);  // matmul.tile:35
  __half* const p507 = (p_c + v475);  // matmul.tile:35
  __half* const p508 = (p_c + v476);  // matmul.tile:35
  __half* const p509 = (p_c + v477);  // matmul.tile:35
  __half* const p510 = (p_c + v478);  // matmul.tile:35
  __half* const p511 = (p_c + v479);  // matmul.tile:35
  __half* const p512 = (p_c + v480);  // matmul.tile:35
  __half* const p513 = (p_c + v481);  // matmul.tile:35
  __half* const p514 = (p_c + v482);  // matmul.tile:35
  __half* const p515 = (p_c + v483);  // matmul.tile:35
  __half* const p516 = (p_c + v484);  // matmul.tile:35
  __half* const p517 = (p_c + v485);  // matmul.tile:35
  __half* const p518 = (p_c + v486);  // matmul.tile:35
  __half* const p519 = (p_c + v487);  // matmul.tile:35
  __half* const p520 = (p_c + v488);  // matmul.tile:35
  __half* const p521 = (p_c + v489);  // matmul.tile:35
  __half* const p522 = (p_c + v490);  // matmul.tile:35
  __half* const p523 = (p_c + v491);  // matmul.tile:35
  __half* const p524 = (p_c + v492);  // matmul.tile:35
  __half* const p525 = (p_c + v493);  // matmul.tile:35
  __half* const p526 = (p_c + v494);  // matmul.tile:35
  __half* const p527 = (p_c + v495);  // matmul.tile:35
  __half* const p528 = (p_c + v496);  // matmul.tile:35
  __half* const p529 = (p_c + v497);  // matmul.tile:35
  __half* const p530 = (p_c + v498);  // matmul.tile:35
  __half* const p531 = (p_c + v499);  // matmul.tile:35
  __half* const p532 = (p_c + v500);  // matmul.tile:35
  __half* const p533 = (p_c + v501);  // matmul.tile:35
  int const v534 = ((int)((unsigned int)(v69) * (unsigned int)(p_stride_cn)));  // matmul.tile:35
  __half* const p535 = (p502 + v534);  // matmul.tile:35
  __half* const p536 = (p503 + v534);  // matmul.tile:35
  __half* const p537 = (p504 + v534);  // matmul.tile:35
  __half* const p538 = (p505 + v534);  // matmul.tile:35
  __half* const p539 = (p506 + v534);  // matmul.tile:35
  __half* const p540 = (p507 + v534);  // matmul.tile:35
  __half* const p541 = (p508 + v534);  // matmul.tile:35
  __half* const p542 = (p509 + v534);  // matmul.tile:35
  __half* const p543 = (p510 + v534);  // matmul.tile:35
  __half* const p544 = (p511 + v534);  // matmul.tile:35
  __half* const p545 = (p512 + v534);  // matmul.tile:35
  __half* const p546 = (p513 + v534);  // matmul.tile:35
  __half* const p547 = (p514 + v534);  // matmul.tile:35
  __half* const p548 = (p515 + v534);  // matmul.tile:35
  __half* const p549 = (p516 + v534);  // matmul.tile:35
  __half* const p550 = (p517 + v534);  // matmul.tile:35
  __half* const p551 = (p518 + v534);  // matmul.tile:35
  __half* const p552 = (p519 + v534);  // matmul.tile:35
  __half* const p553 = (p520 + v534);  // matmul.tile:35
  __half* const p554 = (p521 + v534);  // matmul.tile:35
  __half* const p555 = (p522 + v534);  // matmul.tile:35
  __half* const p556 = (p523 + v534);  // matmul.tile:35
  __half* const p557 = (p524 + v534);  // matmul.tile:35
  __half* const p558 = (p525 + v534);  // matmul.tile:35
  __half* const p559 = (p526 + v534);  // matmul.tile:35
  __half* const p560 = (p527 + v534);  // matmul.tile:35
  __half* const p561 = (p528 + v534);  // matmul.tile:35
  __half* const p562 = (p529 + v534);  // matmul.tile:35
  __half* const p563 = (p530 + v534);  // matmul.tile:35
  __half* const p564 = (p531 + v534);  // matmul.tile:35
  __half* const p565 = (p532 + v534);  // matmul.tile:35
  __half* const p566 = (p533 + v534);  // matmul.tile:35
  __half const v567 = __float2half_rn(v438);  // matmul.tile:35
  __half const v568 = __float2half_rn(v439);  // matmul.tile:35
  __half const v569 = __float2half_rn(v440);  // matmul.tile:35
  __half const v570 = __float2half_rn(v441);  // matmul.tile:35
  __half const v571 = __float2half_rn(v442);  // matmul.tile:35
  __half const v572 = __float2half_rn(v443);  // matmul.tile:35
  __half const v573 = __float2half_rn(v444);  // matmul.tile:35
  __half const v574 = __float2half_rn(v445);  // matmul.tile:35
  __half const v575 = __float2half_rn(v446);  // matmul.tile:35
  __half const v576 = __float2half_rn(v447);  // matmul.tile:35
  __half const v577 = __float2half_rn(v448);  // matmul.tile:35
  __half const v578 = __float2half_rn(v449);  // matmul.tile:35
  __half const v579 = __float2half_rn(v450);  // matmul.tile:35
  __half const v580 = __float2half_rn(v451);  // matmul.tile:35
  __half const v581 = __float2half_rn(v452);  // matmul.tile:35
  __half const v582 = __float2half_rn(v453);  // matmul.tile:35
  __half const v583 = __float2half_rn(v454);  // matmul.tile:35
  __half const v584 = __float2half_rn(v455);  // matmul.tile:35
  __half const v585 = __float2half_rn(v456);  // matmul.tile:35
  __half const v586 = __float2half_rn(v457);  // matmul.tile:35
  __half const v587 = __float2half_rn(v458);  // matmul.tile:35
  __half const v588 = __float2half_rn(v459);  // matmul.tile:35
  __half const v589 = __float2half_rn(v460);  // matmul.tile:35
  __half const v590 = __float2half_rn(v461);  // matmul.tile:35
  __half const v591 = __float2half_rn(v462);  // matmul.tile:35
  __half const v592 = __float2half_rn(v463);  // matmul.tile:35
  __half const v593 = __float2half_rn(v464);  // matmul.tile:35
  __half const v594 = __float2half_rn(v465);  // matmul.tile:35
  __half const v595 = __float2half_rn(v466);  // matmul.tile:35
  __half const v596 = __float2half_rn(v467);  // matmul.tile:35
  __half const v597 = __float2half_rn(v468);  // matmul.tile:35
  __half const v598 = __float2half_rn(v469);  // matmul.tile:35
  bool const v599 = (v36 < p_M);  // matmul.tile:36
  bool const v600 = (v37 < p_M);  // matmul.tile:36
  bool const v601 = (v38 < p_M);  // matmul.tile:36
  bool const v602 = (v39 < p_M);  // matmul.tile:36
  bool const v603 = (v40 < p_M);  // matmul.tile:36
  bool const v604 = (v41 < p_M);  // matmul.tile:36
  bool const v605 = (v42 < p_M);  // matmul.tile:36
  bool const v606 = (v43 < p_M);  // matmul.tile:36
  bool const v607 = (v44 < p_M);  // matmul.tile:36
  bool const v608 = (v45 < p_M);  // matmul.tile:36
  bool const v609 = (v46 < p_M);  // matmul.tile:36
  bool const v610 = (v47 < p_M);  // matmul.tile:36
  bool const v611 = (v48 < p_M);  // matmul.tile:36
  bool const v612 = (v49 < p_M);  // matmul.tile:36
  bool const v613 = (v50 < p_M);  // matmul.tile:36
  bool const v614 = (v51 < p_M);  // matmul.tile:36
  bool const v615 = (v52 < p_M);  // matmul.tile:36
  bool const v616 = (v53 < p_M);  // matmul.tile:36
  bool const v617 = (v54 < p_M);  // matmul.tile:36
  bool const v618 = (v55 < p_M);  // matmul.tile:36
  bool const v619 = (v56 < p_M);  // matmul.tile:36
  bool const v620 = (v57 < p_M);  // matmul.tile:36
  bool const v621 = (v58 < p_M);  // matmul.tile:36
  bool const v622 = (v59 < p_M);  // matmul.tile:36
  bool const v623 = (v60 < p_M);  // matmul.tile:36
  bool const v624 = (v61 < p_M);  // matmul.tile:36
  bool const v625 = (v62 < p_M);  // matmul.tile:36
  bool const v626 = (v63 < p_M);  // matmul.tile:36
  bool const v627 = (v64 < p_M);  // matmul.tile:36
  bool const v628 = (v65 < p_M);  // matmul.tile:36
  bool const v629 = (v66 < p_M);  // matmul.tile:36
  bool const v630 = (v67 < p_M);  // matmul.tile:36
  bool const v631 = (v69 < p_N);  // matmul.tile:36
  bool const v632 = ((bool)(v599 & v631));  // matmul.tile:36
  bool const v633 = ((bool)(v600 & v631));  // matmul.tile:36
  bool const v634 = ((bool)(v601 & v631));  // matmul.tile:36
  bool const v635 = ((bool)(v602 & v631));  // matmul.tile:36
  bool const v636 = ((bool)(v603 & v631));  // matmul.tile:36
  bool const v637 = ((bool)(v604 & v631));  // matmul.tile:36
  bool const v638 = ((bool)(v605 & v631));  // matmul.tile:36
  bool const v639 = ((bool)(v606 & v631));  // matmul.tile:36
  bool const v640 = ((bool)(v607 & v631));  // matmul.tile:36
  bool const v641 = ((bool)(v608 & v631));  // matmul.tile:36
  bool const v642 = ((bool)(v609 & v631));  // matmul.tile:36
  bool const v643 = ((bool)(v610 & v631));  // matmul.tile:36
  bool const v644 = ((bool)(v611 & v631));  // matmul.tile:36
  bool const v645 = ((bool)(v612 & v631));  // matmul.tile:36
  bool const v646 = ((bool)(v613 & v631));  // matmul.tile:36
  bool const v647 = ((bool)(v614 & v631));  // matmul.tile:36
  bool const v648 = ((bool)(v615 & v631));  // matmul.tile:36
  bool const v649 = ((bool)(v616 & v631));  // matmul.tile:36
  bool const v650 = ((bool)(v617 & v631));  // matmul.tile:36
  bool const v651 = ((bool)(v618 & v631));  // matmul.tile:36
  bool const v652 = ((bool)(v619 & v631));  // matmul.tile:36
  bool const v653 = ((bool)(v620 & v631));  // matmul.tile:36
  bool const v654 = ((bool)(v621 & v631));  // matmul.tile:36
  bool const v655 = ((bool)(v622 & v631));  // matmul.tile:36
  bool const v656 = ((bool)(v623 & v631));  // matmul.tile:36
  bool const v657 = ((bool)(v624 & v631));  // matmul.tile:36
  bool const v658 = ((bool)(v625 & v631));  // matmul.tile:36
  bool const v659 = ((bool)(v626 & v631));  // matmul.tile:36
  bool const v660 = ((bool)(v627 & v631));  // matmul.tile:36
  bool const v661 = ((bool)(v628 & v631));  // matmul.tile:36
  bool const v662 = ((bool)(v629 & v631));  // matmul.tile:36
  bool const v663 = ((bool)(v630 & v631));  // matmul.tile:36
  if (v632) *p535 = v567;  // matmul.tile:35
  if (v633) *p536 = v568;  // matmul.tile:35
  if (v634) *p537 = v569;  // matmul.tile:35
  if (v635) *p538 = v570;  // matmul.tile:35
  if (v636) *p539 = v571;  // matmul.tile:35
  if (v637) *p540 = v572;  // matmul.tile:35
  if (v638) *p541 = v573;  // matmul.tile:35
  if (v639) *p542 = v574;  // matmul.tile:35
  if (v640) *p543 = v575;  // matmul.tile:35
  if (v641) *p544 = v576;  // matmul.tile:35
  if (v642) *p545 = v577;  // matmul.tile:35
  if (v643) *p546 = v578;  // matmul.tile:35
  if (v644) *p547 = v579;  // matmul.tile:35
  if (v645) *p548 = v580;  // matmul.tile:35
  if (v646) *p549 = v581;  // matmul.tile:35
  if (v647) *p550 = v582;  // matmul.tile:35
  if (v648) *p551 = v583;  // matmul.tile:35
  if (v649) *p552 = v584;  // matmul.tile:35
  if (v650) *p553 = v585;  // matmul.tile:35
  if (v651) *p554 = v586;  // matmul.tile:35
  if (v652) *p555 = v587;  // matmul.tile:35
  if (v653) *p556 = v588;  // matmul.tile:35
  if (v654) *p557 = v589;  // matmul.tile:35
  if (v655) *p558 = v590;  // matmul.tile:35
  if (v656) *p559 = v591;  // matmul.tile:35
  if (v657) *p560 = v592;  // matmul.tile:35
  if (v658) *p561 = v593;  // matmul.tile:35
  if (v659) *p562 = v594;  // matmul.tile:35
  if (v660) *p563 = v595;  // matmul.tile:35
  if (v661) *p564 = v596;  // matmul.tile:35
  if (v662) *p565 = v597;  // matmul.tile:35
  if (v663) *p566 = v598;  // matmul.tile:35
}
