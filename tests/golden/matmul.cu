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

// kernel matmul: 4 warps, generated by tiledsl
extern "C" __global__ void __launch_bounds__(128) tl_k_matmul(__half* p_c, __half* p_a, __half* p_b, __half* p_bias, int p_M, int p_N, int p_K, int p_stride_am, int p_stride_ak, int p_stride_bk, int p_stride_bn, int p_stride_cm, int p_stride_cn) {
  extern __shared__ __align__(16) unsigned char tl_smem[];
  const int tl_lane = threadIdx.x & 31;
  const int tl_warp = threadIdx.x >> 5;
  const int tl_lin = (int)(blockIdx.x + blockIdx.y * gridDim.x);  // grouped program order
  const int tl_gsz = 8 * ((int)gridDim.y);  // programs per group
  const int tl_g0 = tl_lin / tl_gsz * 8;  // the group's first row
  const int tl_grows = min(((int)gridDim.x) - tl_g0, 8);
  const int tl_pid0 = tl_g0 + tl_lin % tl_gsz % tl_grows;
  const int tl_pid1 = tl_lin % tl_gsz / tl_grows;
  const int tl_c0_0 = (tl_lane ^ (tl_warp << 5));
  const int tl_c3_0 = ((tl_warp >> 1));
  const int tl_c4_0 = (tl_lane ^ ((tl_warp & 1) << 5));
  const int tl_c5_0 = ((tl_warp >> 1));
  const int tl_c5_1 = (tl_lane ^ ((tl_warp & 1) << 5));
  const int tl_c6_1 = (tl_lane ^ (tl_warp << 5));
  const unsigned tl_sbase = tl_smem_addr(tl_smem);
  const int tl_c7_0 = ((tl_warp << 4));
  const int lm1230_r = ((tl_lane & 7) + (((tl_lane >> 3) & 1) * 8) + tl_c7_0) * 128;
  const int lm1230_c = (((tl_lane >> 4) & 1) * 1);
  const int lm1230_s = ((tl_lane & 7) & 7);
  const int lm1239_r = ((tl_lane & 7) + (((tl_lane >> 4) & 1) * 8)) * 128;
  const int lm1239_c = (((tl_lane >> 3) & 1) * 1);
  const int lm1239_s = ((tl_lane & 7) & 7);
  const int lm2614_r = ((tl_lane & 7) + (((tl_lane >> 3) & 1) * 8) + tl_c7_0) * 128;
  const int lm2614_c = (((tl_lane >> 4) & 1) * 1);
  const int lm2614_s = ((tl_lane & 7) & 7);
  const int lm2623_r = ((tl_lane & 7) + (((tl_lane >> 4) & 1) * 8)) * 128;
  const int lm2623_c = (((tl_lane >> 3) & 1) * 1);
  const int lm2623_s = ((tl_lane & 7) & 7);
  const int tl_c9_0 = (((tl_lane & 3) << 1));
  const int tl_c10_0 = ((tl_lane >> 2) ^ (tl_warp << 4));
  const int tl_c10_1 = (((tl_lane & 3) << 1));
  const int tl_c11_1 = (tl_lane ^ (tl_warp << 5));
  const int pid1 = tl_pid0;  // matmul.tile:42
  const int pid2 = tl_pid1;  // matmul.tile:43
  int const k3 = 128;  // matmul.tile:44
  int const v4 = ((int)((unsigned int)(pid1) * (unsigned int)(k3)));  // matmul.tile:44
  int const v5 = ((int)((unsigned int)(v4) + (unsigned int)(0)));  // matmul.tile:44
  int const v6 = ((int)((unsigned int)(v4) + (unsigned int)(1)));  // matmul.tile:44
  int const v7 = ((int)((unsigned int)(v4) + (unsigned int)(2)));  // matmul.tile:44
  int const v8 = ((int)((unsigned int)(v4) + (unsigned int)(3)));  // matmul.tile:44
  int const v9 = ((int)((unsigned int)(v4) + (unsigned int)(4)));  // matmul.tile:44
  int const v10 = ((int)((unsigned int)(v4) + (unsigned int)(5)));  // matmul.tile:44
  int const v11 = ((int)((unsigned int)(v4) + (unsigned int)(6)));  // matmul.tile:44
  int const v12 = ((int)((unsigned int)(v4) + (unsigned int)(7)));  // matmul.tile:44
  int const v13 = ((int)((unsigned int)(v4) + (unsigned int)(8)));  // matmul.tile:44
  int const v14 = ((int)((unsigned int)(v4) + (unsigned int)(9)));  // matmul.tile:44
  int const v15 = ((int)((unsigned int)(v4) + (unsigned int)(10)));  // matmul.tile:44
  int const v16 = ((int)((unsigned int)(v4) + (unsigned int)(11)));  // matmul.tile:44
  int const v17 = ((int)((unsigned int)(v4) + (unsigned int)(12)));  // matmul.tile:44
  int const v18 = ((int)((unsigned int)(v4) + (unsigned int)(13)));  // matmul.tile:44
  int const v19 = ((int)((unsigned int)(v4) + (unsigned int)(14)));  // matmul.tile:44
  int const v20 = ((int)((unsigned int)(v4) + (unsigned int)(15)));  // matmul.tile:44
  int const v21 = ((int)((unsigned int)(v4) + (unsigned int)(16)));  // matmul.tile:44
  int const v22 = ((int)((unsigned int)(v4) + (unsigned int)(17)));  // matmul.tile:44
  int const v23 = ((int)((unsigned int)(v4) + (unsigned int)(18)));  // matmul.tile:44
  int const v24 = ((int)((unsigned int)(v4) + (unsigned int)(19)));  // matmul.tile:44
  int const v25 = ((int)((unsigned int)(v4) + (unsigned int)(20)));  // matmul.tile:44
  int const v26 = ((int)((unsigned int)(v4) + (unsigned int)(21)));  // matmul.tile:44
  int const v27 = ((int)((unsigned int)(v4) + (unsigned int)(22)));  // matmul.tile:44
  int const v28 = ((int)((unsigned int)(v4) + (unsigned int)(23)));  // matmul.tile:44
  int const v29 = ((int)((unsigned int)(v4) + (unsigned int)(24)));  // matmul.tile:44
  int const v30 = ((int)((unsigned int)(v4) + (unsigned int)(25)));  // matmul.tile:44
  int const v31 = ((int)((unsigned int)(v4) + (unsigned int)(26)));  // matmul.tile:44
  int const v32 = ((int)((unsigned int)(v4) + (unsigned int)(27)));  // matmul.tile:44
  int const v33 = ((int)((unsigned int)(v4) + (unsigned int)(28)));  // matmul.tile:44
  int const v34 = ((int)((unsigned int)(v4) + (unsigned int)(29)));  // matmul.tile:44
  int const v35 = ((int)((unsigned int)(v4) + (unsigned int)(30)));  // matmul.tile:44
  int const v36 = ((int)((unsigned int)(v4) + (unsigned int)(31)));  // matmul.tile:44
  int const v37 = ((int)((unsigned int)(v4) + (unsigned int)(32)));  // matmul.tile:44
  int const v38 = ((int)((unsigned int)(v4) + (unsigned int)(33)));  // matmul.tile:44
  int const v39 = ((int)((unsigned int)(v4) + (unsigned int)(34)));  // matmul.tile:44
  int const v40 = ((int)((unsigned int)(v4) + (unsigned int)(35)));  // matmul.tile:44
  int const v41 = ((int)((unsigned int)(v4) + (unsigned int)(36)));  // matmul.tile:44
  int const v42 = ((int)((unsigned int)(v4) + (unsigned int)(37)));  // matmul.tile:44
  int const v43 = ((int)((unsigned int)(v4) + (unsigned int)(38)));  // matmul.tile:44
  int const v44 = ((int)((unsigned int)(v4) + (unsigned int)(39)));  // matmul.tile:44
  int const v45 = ((int)((unsigned int)(v4) + (unsigned int)(40)));  // matmul.tile:44
  int const v46 = ((int)((unsigned int)(v4) + (unsigned int)(41)));  // matmul.tile:44
  int const v47 = ((int)((unsigned int)(v4) + (unsigned int)(42)));  // matmul.tile:44
  int const v48 = ((int)((unsigned int)(v4) + (unsigned int)(43)));  // matmul.tile:44
  int const v49 = ((int)((unsigned int)(v4) + (unsigned int)(44)));  // matmul.tile:44
  int const v50 = ((int)((unsigned int)(v4) + (unsigned int)(45)));  // matmul.tile:44
  int const v51 = ((int)((unsigned int)(v4) + (unsigned int)(46)));  // matmul.tile:44
  int const v52 = ((int)((unsigned int)(v4) + (unsigned int)(47)));  // matmul.tile:44
  int const v53 = ((int)((unsigned int)(v4) + (unsigned int)(48)));  // matmul.tile:44
  int const v54 = ((int)((unsigned int)(v4) + (unsigned int)(49)));  // matmul.tile:44
  int const v55 = ((int)((unsigned int)(v4) + (unsigned int)(50)));  // matmul.tile:44
  int const v56 = ((int)((unsigned int)(v4) + (unsigned int)(51)));  // matmul.tile:44
  int const v57 = ((int)((unsigned int)(v4) + (unsigned int)(52)));  // matmul.tile:44
  int const v58 = ((int)((unsigned int)(v4) + (unsigned int)(53)));  // matmul.tile:44
  int const v59 = ((int)((unsigned int)(v4) + (unsigned int)(54)));  // matmul.tile:44
  int const v60 = ((int)((unsigned int)(v4) + (unsigned int)(55)));  // matmul.tile:44
  int const v61 = ((int)((unsigned int)(v4) + (unsigned int)(56)));  // matmul.tile:44
  int const v62 = ((int)((unsigned int)(v4) + (unsigned int)(57)));  // matmul.tile:44
  int const v63 = ((int)((unsigned int)(v4) + (unsigned int)(58)));  // matmul.tile:44
  int const v64 = ((int)((unsigned int)(v4) + (unsigned int)(59)));  // matmul.tile:44
  int const v65 = ((int)((unsigned int)(v4) + (unsigned int)(60)));  // matmul.tile:44
  int const v66 = ((int)((unsigned int)(v4) + (unsigned int)(61)));  // matmul.tile:44
  int const v67 = ((int)((unsigned int)(v4) + (unsigned int)(62)));  // matmul.tile:44
  int const v68 = ((int)((unsigned int)(v4) + (unsigned int)(63)));  // matmul.tile:44
  int const v69 = ((int)((unsigned int)(v4) + (unsigned int)(64)));  // matmul.tile:44
  int const v70 = ((int)((unsigned int)(v4) + (unsigned int)(65)));  // matmul.tile:44
  int const v71 = ((int)((unsigned int)(v4) + (unsigned int)(66)));  // matmul.tile:44
  int const v72 = ((int)((unsigned int)(v4) + (unsigned int)(67)));  // matmul.tile:44
  int const v73 = ((int)((unsigned int)(v4) + (unsigned int)(68)));  // matmul.tile:44
  int const v74 = ((int)((unsigned int)(v4) + (unsigned int)(69)));  // matmul.tile:44
  int const v75 = ((int)((unsigned int)(v4) + (unsigned int)(70)));  // matmul.tile:44
  int const v76 = ((int)((unsigned int)(v4) + (unsigned int)(71)));  // matmul.tile:44
  int const v77 = ((int)((unsigned int)(v4) + (unsigned int)(72)));  // matmul.tile:44
  int const v78 = ((int)((unsigned int)(v4) + (unsigned int)(73)));  // matmul.tile:44
  int const v79 = ((int)((unsigned int)(v4) + (unsigned int)(74)));  // matmul.tile:44
  int const v80 = ((int)((unsigned int)(v4) + (unsigned int)(75)));  // matmul.tile:44
  int const v81 = ((int)((unsigned int)(v4) + (unsigned int)(76)));  // matmul.tile:44
  int const v82 = ((int)((unsigned int)(v4) + (unsigned int)(77)));  // matmul.tile:44
  int const v83 = ((int)((unsigned int)(v4) + (unsigned int)(78)));  // matmul.tile:44
  int const v84 = ((int)((unsigned int)(v4) + (unsigned int)(79)));  // matmul.tile:44
  int const v85 = ((int)((unsigned int)(v4) + (unsigned int)(80)));  // matmul.tile:44
  int const v86 = ((int)((unsigned int)(v4) + (unsigned int)(81)));  // matmul.tile:44
  int const v87 = ((int)((unsigned int)(v4) + (unsigned int)(82)));  // matmul.tile:44
  int const v88 = ((int)((unsigned int)(v4) + (unsigned int)(83)));  // matmul.tile:44
  int const v89 = ((int)((unsigned int)(v4) + (unsigned int)(84)));  // matmul.tile:44
  int const v90 = ((int)((unsigned int)(v4) + (unsigned int)(85)));  // matmul.tile:44
  int const v91 = ((int)((unsigned int)(v4) + (unsigned int)(86)));  // matmul.tile:44
  int const v92 = ((int)((unsigned int)(v4) + (unsigned int)(87)));  // matmul.tile:44
  int const v93 = ((int)((unsigned int)(v4) + (unsigned int)(88)));  // matmul.tile:44
  int const v94 = ((int)((unsigned int)(v4) + (unsigned int)(89)));  // matmul.tile:44
  int const v95 = ((int)((unsigned int)(v4) + (unsigned int)(90)));  // matmul.tile:44
  int const v96 = ((int)((unsigned int)(v4) + (unsigned int)(91)));  // matmul.tile:44
  int const v97 = ((int)((unsigned int)(v4) + (unsigned int)(92)));  // matmul.tile:44
  int const v98 = ((int)((unsigned int)(v4) + (unsigned int)(93)));  // matmul.tile:44
  int const v99 = ((int)((unsigned int)(v4) + (unsigned int)(94)));  // matmul.tile:44
  int const v100 = ((int)((unsigned int)(v4) + (unsigned int)(95)));  // matmul.tile:44
  int const v101 = ((int)((unsigned int)(v4) + (unsigned int)(96)));  // matmul.tile:44
  int const v102 = ((int)((unsigned int)(v4) + (unsigned int)(97)));  // matmul.tile:44
  int const v103 = ((int)((unsigned int)(v4) + (unsigned int)(98)));  // matmul.tile:44
  int const v104 = ((int)((unsigned int)(v4) + (unsigned int)(99)));  // matmul.tile:44
  int const v105 = ((int)((unsigned int)(v4) + (unsigned int)(100)));  // matmul.tile:44
  int const v106 = ((int)((unsigned int)(v4) + (unsigned int)(101)));  // matmul.tile:44
  int const v107 = ((int)((unsigned int)(v4) + (unsigned int)(102)));  // matmul.tile:44
  int const v108 = ((int)((unsigned int)(v4) + (unsigned int)(103)));  // matmul.tile:44
  int const v109 = ((int)((unsigned int)(v4) + (unsigned int)(104)));  // matmul.tile:44
  int const v110 = ((int)((unsigned int)(v4) + (unsigned int)(105)));  // matmul.tile:44
  int const v111 = ((int)((unsigned int)(v4) + (unsigned int)(106)));  // matmul.tile:44
  int const v112 = ((int)((unsigned int)(v4) + (unsigned int)(107)));  // matmul.tile:44
  int const v113 = ((int)((unsigned int)(v4) + (unsigned int)(108)));  // matmul.tile:44
  int const v114 = ((int)((unsigned int)(v4) + (unsigned int)(109)));  // matmul.tile:44
  int const v115 = ((int)((unsigned int)(v4) + (unsigned int)(110)));  // matmul.tile:44
  int const v116 = ((int)((unsigned int)(v4) + (unsigned int)(111)));  // matmul.tile:44
  int const v117 = ((int)((unsigned int)(v4) + (unsigned int)(112)));  // matmul.tile:44
  int const v118 = ((int)((unsigned int)(v4) + (unsigned int)(113)));  // matmul.tile:44
  int const v119 = ((int)((unsigned int)(v4) + (unsigned int)(114)));  // matmul.tile:44
  int const v120 = ((int)((unsigned int)(v4) + (unsigned int)(115)));  // matmul.tile:44
  int const v121 = ((int)((unsigned int)(v4) + (unsigned int)(116)));  // matmul.tile:44
  int const v122 = ((int)((unsigned int)(v4) + (unsigned int)(117)));  // matmul.tile:44
  int const v123 = ((int)((unsigned int)(v4) + (unsigned int)(118)));  // matmul.tile:44
  int const v124 = ((int)((unsigned int)(v4) + (unsigned int)(119)));  // matmul.tile:44
  int const v125 = ((int)((unsigned int)(v4) + (unsigned int)(120)));  // matmul.tile:44
  int const v126 = ((int)((unsigned int)(v4) + (unsigned int)(121)));  // matmul.tile:44
  int const v127 = ((int)((unsigned int)(v4) + (unsigned int)(122)));  // matmul.tile:44
  int const v128 = ((int)((unsigned int)(v4) + (unsigned int)(123)));  // matmul.tile:44
  int const v129 = ((int)((unsigned int)(v4) + (unsigned int)(124)));  // matmul.tile:44
  int const v130 = ((int)((unsigned int)(v4) + (unsigned int)(125)));  // matmul.tile:44
  int const v131 = ((int)((unsigned int)(v4) + (unsigned int)(126)));  // matmul.tile:44
  int const v132 = ((int)((unsigned int)(v4) + (unsigned int)(127)));  // matmul.tile:44
  int const v133 = ((int)((unsigned int)(pid2) * (unsigned int)(k3)));  // matmul.tile:45
  int const v134 = ((int)((unsigned int)(v133) + (unsigned int)(tl_c0_0)));  // matmul.tile:45
  int const k135 = 0;  // matmul.tile:48
  int const k136 = 64;  // matmul.tile:48
  // pipeline: load at matmul.tile:50 stays synchronous: each thread reads 2 contiguous byte(s) at a time; cp.async copies 4, 8 or 16 (alignment or contiguity of the pointer, or the mask, is not proven: a launch derives it from 16-byte aligned arrays with a unit inner stride; tiledsl emit needs --aligned and --fact NAME=is_one for each unit-stride parameter, e.g. --fact stride_ak=is_one; or see multiple_of / max_contiguous)  // matmul.tile:48
  // pipeline: load at matmul.tile:52 stays synchronous: each thread reads 2 contiguous byte(s) at a time; cp.async copies 4, 8 or 16 (alignment or contiguity of the pointer, or the mask, is not proven: a launch derives it from 16-byte aligned arrays with a unit inner stride; tiledsl emit needs --aligned and --fact NAME=is_one for each unit-stride parameter, e.g. --fact stride_ak=is_one; or see multiple_of / max_contiguous)  // matmul.tile:48
  float c137 = 0.0f;  // matmul.tile:48
  float c138 = 0.0f;  // matmul.tile:48
  float c139 = 0.0f;  // matmul.tile:48
  float c140 = 0.0f;  // matmul.tile:48
  float c141 = 0.0f;  // matmul.tile:48
  float c142 = 0.0f;  // matmul.tile:48
  float c143 = 0.0f;  // matmul.tile:48
  float c144 = 0.0f;  // matmul.tile:48
  float c145 = 0.0f;  // matmul.tile:48
  float c146 = 0.0f;  // matmul.tile:48
  float c147 = 0.0f;  // matmul.tile:48
  float c148 = 0.0f;  // matmul.tile:48
  float c149 = 0.0f;  // matmul.tile:48
  float c150 = 0.0f;  // matmul.tile:48
  float c151 = 0.0f;  // matmul.tile:48
  float c152 = 0.0f;  // matmul.tile:48
  float c153 = 0.0f;  // matmul.tile:48
  float c154 = 0.0f;  // matmul.tile:48
  float c155 = 0.0f;  // matmul.tile:48
  float c156 = 0.0f;  // matmul.tile:48
  float c157 = 0.0f;  // matmul.tile:48
  float c158 = 0.0f;  // matmul.tile:48
  float c159 = 0.0f;  // matmul.tile:48
  float c160 = 0.0f;  // matmul.tile:48
  float c161 = 0.0f;  // matmul.tile:48
  float c162 = 0.0f;  // matmul.tile:48
  float c163 = 0.0f;  // matmul.tile:48
  float c164 = 0.0f;  // matmul.tile:48
  float c165 = 0.0f;  // matmul.tile:48
  float c166 = 0.0f;  // matmul.tile:48
  float c167 = 0.0f;  // matmul.tile:48
  float c168 = 0.0f;  // matmul.tile:48
  float c169 = 0.0f;  // matmul.tile:48
  float c170 = 0.0f;  // matmul.tile:48
  float c171 = 0.0f;  // matmul.tile:48
  float c172 = 0.0f;  // matmul.tile:48
  float c173 = 0.0f;  // matmul.tile:48
  float c174 = 0.0f;  // matmul.tile:48
  float c175 = 0.0f;  // matmul.tile:48
  float c176 = 0.0f;  // matmul.tile:48
  float c177 = 0.0f;  // matmul.tile:48
  float c178 = 0.0f;  // matmul.tile:48
  float c179 = 0.0f;  // matmul.tile:48
  float c180 = 0.0f;  // matmul.tile:48
  float c181 = 0.0f;  // matmul.tile:48
  float c182 = 0.0f;  // matmul.tile:48
  float c183 = 0.0f;  // matmul.tile:48
  float c184 = 0.0f;  // matmul.tile:48
  float c185 = 0.0f;  // matmul.tile:48
  float c186 = 0.0f;  // matmul.tile:48
  float c187 = 0.0f;  // matmul.tile:48
  float c188 = 0.0f;  // matmul.tile:48
  float c189 = 0.0f;  // matmul.tile:48
  float c190 = 0.0f;  // matmul.tile:48
  float c191 = 0.0f;  // matmul.tile:48
  float c192 = 0.0f;  // matmul.tile:48
  float c193 = 0.0f;  // matmul.tile:48
  float c194 = 0.0f;  // matmul.tile:48
  float c195 = 0.0f;  // matmul.tile:48
  float c196 = 0.0f;  // matmul.tile:48
  float c197 = 0.0f;  // matmul.tile:48
  float c198 = 0.0f;  // matmul.tile:48
  float c199 = 0.0f;  // matmul.tile:48
  float c200 = 0.0f;  // matmul.tile:48
  float c201 = 0.0f;  // matmul.tile:48
  float c202 = 0.0f;  // matmul.tile:48
  float c203 = 0.0f;  // matmul.tile:48
  float c204 = 0.0f;  // matmul.tile:48
  float c205 = 0.0f;  // matmul.tile:48
  float c206 = 0.0f;  // matmul.tile:48
  float c207 = 0.0f;  // matmul.tile:48
  float c208 = 0.0f;  // matmul.tile:48
  float c209 = 0.0f;  // matmul.tile:48
  float c210 = 0.0f;  // matmul.tile:48
  float c211 = 0.0f;  // matmul.tile:48
  float c212 = 0.0f;  // matmul.tile:48
  float c213 = 0.0f;  // matmul.tile:48
  float c214 = 0.0f;  // matmul.tile:48
  float c215 = 0.0f;  // matmul.tile:48
  float c216 = 0.0f;  // matmul.tile:48
  float c217 = 0.0f;  // matmul.tile:48
  float c218 = 0.0f;  // matmul.tile:48
  float c219 = 0.0f;  // matmul.tile:48
  float c220 = 0.0f;  // matmul.tile:48
  float c221 = 0.0f;  // matmul.tile:48
  float c222 = 0.0f;  // matmul.tile:48
  float c223 = 0.0f;  // matmul.tile:48
  float c224 = 0.0f;  // matmul.tile:48
  float c225 = 0.0f;  // matmul.tile:48
  float c226 = 0.0f;  // matmul.tile:48
  float c227 = 0.0f;  // matmul.tile:48
  float c228 = 0.0f;  // matmul.tile:48
  float c229 = 0.0f;  // matmul.tile:48
  float c230 = 0.0f;  // matmul.tile:48
  float c231 = 0.0f;  // matmul.tile:48
  float c232 = 0.0f;  // matmul.tile:48
  float c233 = 0.0f;  // matmul.tile:48
  float c234 = 0.0f;  // matmul.tile:48
  float c235 = 0.0f;  // matmul.tile:48
  float c236 = 0.0f;  // matmul.tile:48
  float c237 = 0.0f;  // matmul.tile:48
  float c238 = 0.0f;  // matmul.tile:48
  float c239 = 0.0f;  // matmul.tile:48
  float c240 = 0.0f;  // matmul.tile:48
  float c241 = 0.0f;  // matmul.tile:48
  float c242 = 0.0f;  // matmul.tile:48
  float c243 = 0.0f;  // matmul.tile:48
  float c244 = 0.0f;  // matmul.tile:48
  float c245 = 0.0f;  // matmul.tile:48
  float c246 = 0.0f;  // matmul.tile:48
  float c247 = 0.0f;  // matmul.tile:48
  float c248 = 0.0f;  // matmul.tile:48
  float c249 = 0.0f;  // matmul.tile:48
  float c250 = 0.0f;  // matmul.tile:48
  float c251 = 0.0f;  // matmul.tile:48
  float c252 = 0.0f;  // matmul.tile:48
  float c253 = 0.0f;  // matmul.tile:48
  float c254 = 0.0f;  // matmul.tile:48
  float c255 = 0.0f;  // matmul.tile:48
  float c256 = 0.0f;  // matmul.tile:48
  float c257 = 0.0f;  // matmul.tile:48
  float c258 = 0.0f;  // matmul.tile:48
  float c259 = 0.0f;  // matmul.tile:48
  float c260 = 0.0f;  // matmul.tile:48
  float c261 = 0.0f;  // matmul.tile:48
  float c262 = 0.0f;  // matmul.tile:48
  float c263 = 0.0f;  // matmul.tile:48
  float c264 = 0.0f;  // matmul.tile:48
  for (long long iv265 = k135; iv265 < p_K; iv265 += k136) {  // matmul.tile:48
    if (((long long)(v4) + 127) < ((long long)(p_M) + 0) && ((long long)(v4) + 127) <= 2147483647LL && ((long long)(((int)iv265)) + 63) < ((long long)(p_K) + 0) && ((long long)(((int)iv265)) + 63) <= 2147483647LL && ((long long)(v133) + 127) < ((long long)(p_N) + 0) && ((long long)(v133) + 127) <= 2147483647LL) {  // every index comparison below holds for the whole tile  // matmul.tile:48
      int const v266 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(0)));  // matmul.tile:49
      int const v267 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(1)));  // matmul.tile:49
      int const v268 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(2)));  // matmul.tile:49
      int const v269 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(3)));  // matmul.tile:49
      int const v270 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(4)));  // matmul.tile:49
      int const v271 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(5)));  // matmul.tile:49
      int const v272 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(6)));  // matmul.tile:49
      int const v273 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(7)));  // matmul.tile:49
      int const v274 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(8)));  // matmul.tile:49
      int const v275 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(9)));  // matmul.tile:49
      int const v276 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(10)));  // matmul.tile:49
      int const v277 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(11)));  // matmul.tile:49
      int const v278 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(12)));  // matmul.tile:49
      int const v279 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(13)));  // matmul.tile:49
      int const v280 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(14)));  // matmul.tile:49
      int const v281 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(15)));  // matmul.tile:49
      int const v282 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(16)));  // matmul.tile:49
      int const v283 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(17)));  // matmul.tile:49
      int const v284 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(18)));  // matmul.tile:49
      int const v285 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(19)));  // matmul.tile:49
      int const v286 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(20)));  // matmul.tile:49
      int const v287 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(21)));  // matmul.tile:49
      int const v288 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(22)));  // matmul.tile:49
      int const v289 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(23)));  // matmul.tile:49
      int const v290 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(24)));  // matmul.tile:49
      int const v291 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(25)));  // matmul.tile:49
      int const v292 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(26)));  // matmul.tile:49
      int const v293 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(27)));  // matmul.tile:49
      int const v294 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(28)));  // matmul.tile:49
      int const v295 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(29)));  // matmul.tile:49
      int const v296 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(30)));  // matmul.tile:49
      int const v297 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(31)));  // matmul.tile:49
      int const v298 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(32)));  // matmul.tile:49
      int const v299 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(33)));  // matmul.tile:49
      int const v300 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(34)));  // matmul.tile:49
      int const v301 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(35)));  // matmul.tile:49
      int const v302 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(36)));  // matmul.tile:49
      int const v303 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(37)));  // matmul.tile:49
      int const v304 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(38)));  // matmul.tile:49
      int const v305 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(39)));  // matmul.tile:49
      int const v306 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(40)));  // matmul.tile:49
      int const v307 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(41)));  // matmul.tile:49
      int const v308 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(42)));  // matmul.tile:49
      int const v309 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(43)));  // matmul.tile:49
      int const v310 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(44)));  // matmul.tile:49
      int const v311 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(45)));  // matmul.tile:49
      int const v312 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(46)));  // matmul.tile:49
      int const v313 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(47)));  // matmul.tile:49
      int const v314 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(48)));  // matmul.tile:49
      int const v315 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(49)));  // matmul.tile:49
      int const v316 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(50)));  // matmul.tile:49
      int const v317 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(51)));  // matmul.tile:49
      int const v318 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(52)));  // matmul.tile:49
      int const v319 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(53)));  // matmul.tile:49
      int const v320 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(54)));  // matmul.tile:49
      int const v321 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(55)));  // matmul.tile:49
      int const v322 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(56)));  // matmul.tile:49
      int const v323 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(57)));  // matmul.tile:49
      int const v324 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(58)));  // matmul.tile:49
      int const v325 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(59)));  // matmul.tile:49
      int const v326 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(60)));  // matmul.tile:49
      int const v327 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(61)));  // matmul.tile:49
      int const v328 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(62)));  // matmul.tile:49
      int const v329 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(63)));  // matmul.tile:49
      int const ar330 = (tl_c3_0 + 2);  // matmul.tile:50
      int const ar331 = (tl_c3_0 + 4);  // matmul.tile:50
      int const ar332 = (tl_c3_0 + 6);  // matmul.tile:50
      int const ar333 = (tl_c3_0 + 8);  // matmul.tile:50
      int const ar334 = (tl_c3_0 + 10);  // matmul.tile:50
      int const ar335 = (tl_c3_0 + 12);  // matmul.tile:50
      int const ar336 = (tl_c3_0 + 14);  // matmul.tile:50
      int const ar337 = (tl_c3_0 + 16);  // matmul.tile:50
      int const ar338 = (tl_c3_0 + 18);  // matmul.tile:50
      int const ar339 = (tl_c3_0 + 20);  // matmul.tile:50
      int const ar340 = (tl_c3_0 + 22);  // matmul.tile:50
      int const ar341 = (tl_c3_0 + 24);  // matmul.tile:50
      int const ar342 = (tl_c3_0 + 26);  // matmul.tile:50
      int const ar343 = (tl_c3_0 + 28);  // matmul.tile:50
      int const ar344 = (tl_c3_0 + 30);  // matmul.tile:50
      int const ar345 = (tl_c3_0 + 32);  // matmul.tile:50
      int const ar346 = (tl_c3_0 + 34);  // matmul.tile:50
      int const ar347 = (tl_c3_0 + 36);  // matmul.tile:50
      int const ar348 = (tl_c3_0 + 38);  // matmul.tile:50
      int const ar349 = (tl_c3_0 + 40);  // matmul.tile:50
      int const ar350 = (tl_c3_0 + 42);  // matmul.tile:50
      int const ar351 = (tl_c3_0 + 44);  // matmul.tile:50
      int const ar352 = (tl_c3_0 + 46);  // matmul.tile:50
      int const ar353 = (tl_c3_0 + 48);  // matmul.tile:50
      int const ar354 = (tl_c3_0 + 50);  // matmul.tile:50
      int const ar355 = (tl_c3_0 + 52);  // matmul.tile:50
      int const ar356 = (tl_c3_0 + 54);  // matmul.tile:50
      int const ar357 = (tl_c3_0 + 56);  // matmul.tile:50
      int const ar358 = (tl_c3_0 + 58);  // matmul.tile:50
      int const ar359 = (tl_c3_0 + 60);  // matmul.tile:50
      int const ar360 = (tl_c3_0 + 62);  // matmul.tile:50
      int const ar361 = (tl_c3_0 + 64);  // matmul.tile:50
      int const ar362 = (tl_c3_0 + 66);  // matmul.tile:50
      int const ar363 = (tl_c3_0 + 68);  // matmul.tile:50
      int const ar364 = (tl_c3_0 + 70);  // matmul.tile:50
      int const ar365 = (tl_c3_0 + 72);  // matmul.tile:50
      int const ar366 = (tl_c3_0 + 74);  // matmul.tile:50
      int const ar367 = (tl_c3_0 + 76);  // matmul.tile:50
      int const ar368 = (tl_c3_0 + 78);  // matmul.tile:50
      int const ar369 = (tl_c3_0 + 80);  // matmul.tile:50
      int const ar370 = (tl_c3_0 + 82);  // matmul.tile:50
      int const ar371 = (tl_c3_0 + 84);  // matmul.tile:50
      int const ar372 = (tl_c3_0 + 86);  // matmul.tile:50
      int const ar373 = (tl_c3_0 + 88);  // matmul.tile:50
      int const ar374 = (tl_c3_0 + 90);  // matmul.tile:50
      int const ar375 = (tl_c3_0 + 92);  // matmul.tile:50
      int const ar376 = (tl_c3_0 + 94);  // matmul.tile:50
      int const ar377 = (tl_c3_0 + 96);  // matmul.tile:50
      int const ar378 = (tl_c3_0 + 98);  // matmul.tile:50
      int const ar379 = (tl_c3_0 + 100);  // matmul.tile:50
      int const ar380 = (tl_c3_0 + 102);  // matmul.tile:50
      int const ar381 = (tl_c3_0 + 104);  // matmul.tile:50
      int const ar382 = (tl_c3_0 + 106);  // matmul.tile:50
      int const ar383 = (tl_c3_0 + 108);  // matmul.tile:50
      int const ar384 = (tl_c3_0 + 110);  // matmul.tile:50
      int const ar385 = (tl_c3_0 + 112);  // matmul.tile:50
      int const ar386 = (tl_c3_0 + 114);  // matmul.tile:50
      int const ar387 = (tl_c3_0 + 116);  // matmul.tile:50
      int const ar388 = (tl_c3_0 + 118);  // matmul.tile:50
      int const ar389 = (tl_c3_0 + 120);  // matmul.tile:50
      int const ar390 = (tl_c3_0 + 122);  // matmul.tile:50
      int const ar391 = (tl_c3_0 + 124);  // matmul.tile:50
      int const ar392 = (tl_c3_0 + 126);  // matmul.tile:50
      int const v393 = ((int)((unsigned int)(v4) + (unsigned int)(tl_c3_0)));  // matmul.tile:50
      int const v394 = ((int)((unsigned int)(v4) + (unsigned int)(ar330)));  // matmul.tile:50
      int const v395 = ((int)((unsigned int)(v4) + (unsigned int)(ar331)));  // matmul.tile:50
      int const v396 = ((int)((unsigned int)(v4) + (unsigned int)(ar332)));  // matmul.tile:50
      int const v397 = ((int)((unsigned int)(v4) + (unsigned int)(ar333)));  // matmul.tile:50
      int const v398 = ((int)((unsigned int)(v4) + (unsigned int)(ar334)));  // matmul.tile:50
      int const v399 = ((int)((unsigned int)(v4) + (unsigned int)(ar335)));  // matmul.tile:50
      int const v400 = ((int)((unsigned int)(v4) + (unsigned int)(ar336)));  // matmul.tile:50
      int const v401 = ((int)((unsigned int)(v4) + (unsigned int)(ar337)));  // matmul.tile:50
      int const v402 = ((int)((unsigned int)(v4) + (unsigned int)(ar338)));  // matmul.tile:50
      int const v403 = ((int)((unsigned int)(v4) + (unsigned int)(ar339)));  // matmul.tile:50
      int const v404 = ((int)((unsigned int)(v4) + (unsigned int)(ar340)));  // matmul.tile:50
      int const v405 = ((int)((unsigned int)(v4) + (unsigned int)(ar341)));  // matmul.tile:50
      int const v406 = ((int)((unsigned int)(v4) + (unsigned int)(ar342)));  // matmul.tile:50
      int const v407 = ((int)((unsigned int)(v4) + (unsigned int)(ar343)));  // matmul.tile:50
      int const v408 = ((int)((unsigned int)(v4) + (unsigned int)(ar344)));  // matmul.tile:50
      int const v409 = ((int)((unsigned int)(v4) + (unsigned int)(ar345)));  // matmul.tile:50
      int const v410 = ((int)((unsigned int)(v4) + (unsigned int)(ar346)));  // matmul.tile:50
      int const v411 = ((int)((unsigned int)(v4) + (unsigned int)(ar347)));  // matmul.tile:50
      int const v412 = ((int)((unsigned int)(v4) + (unsigned int)(ar348)));  // matmul.tile:50
      int const v413 = ((int)((unsigned int)(v4) + (unsigned int)(ar349)));  // matmul.tile:50
      int const v414 = ((int)((unsigned int)(v4) + (unsigned int)(ar350)));  // matmul.tile:50
      int const v415 = ((int)((unsigned int)(v4) + (unsigned int)(ar351)));  // matmul.tile:50
      int const v416 = ((int)((unsigned int)(v4) + (unsigned int)(ar352)));  // matmul.tile:50
      int const v417 = ((int)((unsigned int)(v4) + (unsigned int)(ar353)));  // matmul.tile:50
      int const v418 = ((int)((unsigned int)(v4) + (unsigned int)(ar354)));  // matmul.tile:50
      int const v419 = ((int)((unsigned int)(v4) + (unsigned int)(ar355)));  // matmul.tile:50
      int const v420 = ((int)((unsigned int)(v4) + (unsigned int)(ar356)));  // matmul.tile:50
      int const v421 = ((int)((unsigned int)(v4) + (unsigned int)(ar357)));  // matmul.tile:50
      int const v422 = ((int)((unsigned int)(v4) + (unsigned int)(ar358)));  // matmul.tile:50
      int const v423 = ((int)((unsigned int)(v4) + (unsigned int)(ar359)));  // matmul.tile:50
      int const v424 = ((int)((unsigned int)(v4) + (unsigned int)(ar360)));  // matmul.tile:50
      int const v425 = ((int)((unsigned int)(v4) + (unsigned int)(ar361)));  // matmul.tile:50
      int const v426 = ((int)((unsigned int)(v4) + (unsigned int)(ar362)));  // matmul.tile:50
      int const v427 = ((int)((unsigned int)(v4) + (unsigned int)(ar363)));  // matmul.tile:50
      int const v428 = ((int)((unsigned int)(v4) + (unsigned int)(ar364)));  // matmul.tile:50
      int const v429 = ((int)((unsigned int)(v4) + (unsigned int)(ar365)));  // matmul.tile:50
      int const v430 = ((int)((unsigned int)(v4) + (unsigned int)(ar366)));  // matmul.tile:50
      int const v431 = ((int)((unsigned int)(v4) + (unsigned int)(ar367)));  // matmul.tile:50
      int const v432 = ((int)((unsigned int)(v4) + (unsigned int)(ar368)));  // matmul.tile:50
      int const v433 = ((int)((unsigned int)(v4) + (unsigned int)(ar369)));  // matmul.tile:50
      int const v434 = ((int)((unsigned int)(v4) + (unsigned int)(ar370)));  // matmul.tile:50
      int const v435 = ((int)((unsigned int)(v4) + (unsigned int)(ar371)));  // matmul.tile:50
      int const v436 = ((int)((unsigned int)(v4) + (unsigned int)(ar372)));  // matmul.tile:50
      int const v437 = ((int)((unsigned int)(v4) + (unsigned int)(ar373)));  // matmul.tile:50
      int const v438 = ((int)((unsigned int)(v4) + (unsigned int)(ar374)));  // matmul.tile:50
      int const v439 = ((int)((unsigned int)(v4) + (unsigned int)(ar375)));  // matmul.tile:50
      int const v440 = ((int)((unsigned int)(v4) + (unsigned int)(ar376)));  // matmul.tile:50
      int const v441 = ((int)((unsigned int)(v4) + (unsigned int)(ar377)));  // matmul.tile:50
      int const v442 = ((int)((unsigned int)(v4) + (unsigned int)(ar378)));  // matmul.tile:50
      int const v443 = ((int)((unsigned int)(v4) + (unsigned int)(ar379)));  // matmul.tile:50
      int const v444 = ((int)((unsigned int)(v4) + (unsigned int)(ar380)));  // matmul.tile:50
      int const v445 = ((int)((unsigned int)(v4) + (unsigned int)(ar381)));  // matmul.tile:50
      int const v446 = ((int)((unsigned int)(v4) + (unsigned int)(ar382)));  // matmul.tile:50
      int const v447 = ((int)((unsigned int)(v4) + (unsigned int)(ar383)));  // matmul.tile:50
      int const v448 = ((int)((unsigned int)(v4) + (unsigned int)(ar384)));  // matmul.tile:50
      int const v449 = ((int)((unsigned int)(v4) + (unsigned int)(ar385)));  // matmul.tile:50
      int const v450 = ((int)((unsigned int)(v4) + (unsigned int)(ar386)));  // matmul.tile:50
      int const v451 = ((int)((unsigned int)(v4) + (unsigned int)(ar387)));  // matmul.tile:50
      int const v452 = ((int)((unsigned int)(v4) + (unsigned int)(ar388)));  // matmul.tile:50
      int const v453 = ((int)((unsigned int)(v4) + (unsigned int)(ar389)));  // matmul.tile:50
      int const v454 = ((int)((unsigned int)(v4) + (unsigned int)(ar390)));  // matmul.tile:50
      int const v455 = ((int)((unsigned int)(v4) + (unsigned int)(ar391)));  // matmul.tile:50
      int const v456 = ((int)((unsigned int)(v4) + (unsigned int)(ar392)));  // matmul.tile:50
      int const v457 = ((int)((unsigned int)(v393) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v458 = ((int)((unsigned int)(v394) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v459 = ((int)((unsigned int)(v395) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v460 = ((int)((unsigned int)(v396) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v461 = ((int)((unsigned int)(v397) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v462 = ((int)((unsigned int)(v398) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v463 = ((int)((unsigned int)(v399) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v464 = ((int)((unsigned int)(v400) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v465 = ((int)((unsigned int)(v401) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v466 = ((int)((unsigned int)(v402) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v467 = ((int)((unsigned int)(v403) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v468 = ((int)((unsigned int)(v404) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v469 = ((int)((unsigned int)(v405) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v470 = ((int)((unsigned int)(v406) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v471 = ((int)((unsigned int)(v407) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v472 = ((int)((unsigned int)(v408) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v473 = ((int)((unsigned int)(v409) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v474 = ((int)((unsigned int)(v410) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v475 = ((int)((unsigned int)(v411) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v476 = ((int)((unsigned int)(v412) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v477 = ((int)((unsigned int)(v413) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v478 = ((int)((unsigned int)(v414) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v479 = ((int)((unsigned int)(v415) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v480 = ((int)((unsigned int)(v416) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v481 = ((int)((unsigned int)(v417) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v482 = ((int)((unsigned int)(v418) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v483 = ((int)((unsigned int)(v419) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v484 = ((int)((unsigned int)(v420) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v485 = ((int)((unsigned int)(v421) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v486 = ((int)((unsigned int)(v422) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v487 = ((int)((unsigned int)(v423) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v488 = ((int)((unsigned int)(v424) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v489 = ((int)((unsigned int)(v425) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v490 = ((int)((unsigned int)(v426) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v491 = ((int)((unsigned int)(v427) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v492 = ((int)((unsigned int)(v428) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v493 = ((int)((unsigned int)(v429) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v494 = ((int)((unsigned int)(v430) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v495 = ((int)((unsigned int)(v431) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v496 = ((int)((unsigned int)(v432) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v497 = ((int)((unsigned int)(v433) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v498 = ((int)((unsigned int)(v434) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v499 = ((int)((unsigned int)(v435) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v500 = ((int)((unsigned int)(v436) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v501 = ((int)((unsigned int)(v437) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v502 = ((int)((unsigned int)(v438) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v503 = ((int)((unsigned int)(v439) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v504 = ((int)((unsigned int)(v440) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v505 = ((int)((unsigned int)(v441) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v506 = ((int)((unsigned int)(v442) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v507 = ((int)((unsigned int)(v443) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v508 = ((int)((unsigned int)(v444) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v509 = ((int)((unsigned int)(v445) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v510 = ((int)((unsigned int)(v446) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v511 = ((int)((unsigned int)(v447) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v512 = ((int)((unsigned int)(v448) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v513 = ((int)((unsigned int)(v449) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v514 = ((int)((unsigned int)(v450) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v515 = ((int)((unsigned int)(v451) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v516 = ((int)((unsigned int)(v452) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v517 = ((int)((unsigned int)(v453) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v518 = ((int)((unsigned int)(v454) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v519 = ((int)((unsigned int)(v455) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v520 = ((int)((unsigned int)(v456) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      __half* const p521 = (p_a + v457);  // matmul.tile:50
      __half* const p522 = (p_a + v458);  // matmul.tile:50
      __half* const p523 = (p_a + v459);  // matmul.tile:50
      __half* const p524 = (p_a + v460);  // matmul.tile:50
      __half* const p525 = (p_a + v461);  // matmul.tile:50
      __half* const p526 = (p_a + v462);  // matmul.tile:50
      __half* const p527 = (p_a + v463);  // matmul.tile:50
      __half* const p528 = (p_a + v464);  // matmul.tile:50
      __half* const p529 = (p_a + v465);  // matmul.tile:50
      __half* const p530 = (p_a + v466);  // matmul.tile:50
      __half* const p531 = (p_a + v467);  // matmul.tile:50
      __half* const p532 = (p_a + v468);  // matmul.tile:50
      __half* const p533 = (p_a + v469);  // matmul.tile:50
      __half* const p534 = (p_a + v470);  // matmul.tile:50
      __half* const p535 = (p_a + v471);  // matmul.tile:50
      __half* const p536 = (p_a + v472);  // matmul.tile:50
      __half* const p537 = (p_a + v473);  // matmul.tile:50
      __half* const p538 = (p_a + v474);  // matmul.tile:50
      __half* const p539 = (p_a + v475);  // matmul.tile:50
      __half* const p540 = (p_a + v476);  // matmul.tile:50
      __half* const p541 = (p_a + v477);  // matmul.tile:50
      __half* const p542 = (p_a + v478);  // matmul.tile:50
      __half* const p543 = (p_a + v479);  // matmul.tile:50
      __half* const p544 = (p_a + v480);  // matmul.tile:50
      __half* const p545 = (p_a + v481);  // matmul.tile:50
      __half* const p546 = (p_a + v482);  // matmul.tile:50
      __half* const p547 = (p_a + v483);  // matmul.tile:50
      __half* const p548 = (p_a + v484);  // matmul.tile:50
      __half* const p549 = (p_a + v485);  // matmul.tile:50
      __half* const p550 = (p_a + v486);  // matmul.tile:50
      __half* const p551 = (p_a + v487);  // matmul.tile:50
      __half* const p552 = (p_a + v488);  // matmul.tile:50
      __half* const p553 = (p_a + v489);  // matmul.tile:50
      __half* const p554 = (p_a + v490);  // matmul.tile:50
      __half* const p555 = (p_a + v491);  // matmul.tile:50
      __half* const p556 = (p_a + v492);  // matmul.tile:50
      __half* const p557 = (p_a + v493);  // matmul.tile:50
      __half* const p558 = (p_a + v494);  // matmul.tile:50
      __half* const p559 = (p_a + v495);  // matmul.tile:50
      __half* const p560 = (p_a + v496);  // matmul.tile:50
      __half* const p561 = (p_a + v497);  // matmul.tile:50
      __half* const p562 = (p_a + v498);  // matmul.tile:50
      __half* const p563 = (p_a + v499);  // matmul.tile:50
      __half* const p564 = (p_a + v500);  // matmul.tile:50
      __half* const p565 = (p_a + v501);  // matmul.tile:50
      __half* const p566 = (p_a + v502);  // matmul.tile:50
      __half* const p567 = (p_a + v503);  // matmul.tile:50
      __half* const p568 = (p_a + v504);  // matmul.tile:50
      __half* const p569 = (p_a + v505);  // matmul.tile:50
      __half* const p570 = (p_a + v506);  // matmul.tile:50
      __half* const p571 = (p_a + v507);  // matmul.tile:50
      __half* const p572 = (p_a + v508);  // matmul.tile:50
      __half* const p573 = (p_a + v509);  // matmul.tile:50
      __half* const p574 = (p_a + v510);  // matmul.tile:50
      __half* const p575 = (p_a + v511);  // matmul.tile:50
      __half* const p576 = (p_a + v512);  // matmul.tile:50
      __half* const p577 = (p_a + v513);  // matmul.tile:50
      __half* const p578 = (p_a + v514);  // matmul.tile:50
      __half* const p579 = (p_a + v515);  // matmul.tile:50
      __half* const p580 = (p_a + v516);  // matmul.tile:50
      __half* const p581 = (p_a + v517);  // matmul.tile:50
      __half* const p582 = (p_a + v518);  // matmul.tile:50
      __half* const p583 = (p_a + v519);  // matmul.tile:50
      __half* const p584 = (p_a + v520);  // matmul.tile:50
      int const v585 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(tl_c4_0)));  // matmul.tile:50
      int const v586 = ((int)((unsigned int)(v585) * (unsigned int)(p_stride_ak)));  // matmul.tile:50
      __half* const p587 = (p521 + v586);  // matmul.tile:50
      __half* const p588 = (p522 + v586);  // matmul.tile:50
      __half* const p589 = (p523 + v586);  // matmul.tile:50
      __half* const p590 = (p524 + v586);  // matmul.tile:50
      __half* const p591 = (p525 + v586);  // matmul.tile:50
      __half* const p592 = (p526 + v586);  // matmul.tile:50
      __half* const p593 = (p527 + v586);  // matmul.tile:50
      __half* const p594 = (p528 + v586);  // matmul.tile:50
      __half* const p595 = (p529 + v586);  // matmul.tile:50
      __half* const p596 = (p530 + v586);  // matmul.tile:50
      __half* const p597 = (p531 + v586);  // matmul.tile:50
      __half* const p598 = (p532 + v586);  // matmul.tile:50
      __half* const p599 = (p533 + v586);  // matmul.tile:50
      __half* const p600 = (p534 + v586);  // matmul.tile:50
      __half* const p601 = (p535 + v586);  // matmul.tile:50
      __half* const p602 = (p536 + v586);  // matmul.tile:50
      __half* const p603 = (p537 + v586);  // matmul.tile:50
      __half* const p604 = (p538 + v586);  // matmul.tile:50
      __half* const p605 = (p539 + v586);  // matmul.tile:50
      __half* const p606 = (p540 + v586);  // matmul.tile:50
      __half* const p607 = (p541 + v586);  // matmul.tile:50
      __half* const p608 = (p542 + v586);  // matmul.tile:50
      __half* const p609 = (p543 + v586);  // matmul.tile:50
      __half* const p610 = (p544 + v586);  // matmul.tile:50
      __half* const p611 = (p545 + v586);  // matmul.tile:50
      __half* const p612 = (p546 + v586);  // matmul.tile:50
      __half* const p613 = (p547 + v586);  // matmul.tile:50
      __half* const p614 = (p548 + v586);  // matmul.tile:50
      __half* const p615 = (p549 + v586);  // matmul.tile:50
      __half* const p616 = (p550 + v586);  // matmul.tile:50
      __half* const p617 = (p551 + v586);  // matmul.tile:50
      __half* const p618 = (p552 + v586);  // matmul.tile:50
      __half* const p619 = (p553 + v586);  // matmul.tile:50
      __half* const p620 = (p554 + v586);  // matmul.tile:50
      __half* const p621 = (p555 + v586);  // matmul.tile:50
      __half* const p622 = (p556 + v586);  // matmul.tile:50
      __half* const p623 = (p557 + v586);  // matmul.tile:50
      __half* const p624 = (p558 + v586);  // matmul.tile:50
      __half* const p625 = (p559 + v586);  // matmul.tile:50
      __half* const p626 = (p560 + v586);  // matmul.tile:50
      __half* const p627 = (p561 + v586);  // matmul.tile:50
      __half* const p628 = (p562 + v586);  // matmul.tile:50
      __half* const p629 = (p563 + v586);  // matmul.tile:50
      __half* const p630 = (p564 + v586);  // matmul.tile:50
      __half* const p631 = (p565 + v586);  // matmul.tile:50
      __half* const p632 = (p566 + v586);  // matmul.tile:50
      __half* const p633 = (p567 + v586);  // matmul.tile:50
      __half* const p634 = (p568 + v586);  // matmul.tile:50
      __half* const p635 = (p569 + v586);  // matmul.tile:50
      __half* const p636 = (p570 + v586);  // matmul.tile:50
      __half* const p637 = (p571 + v586);  // matmul.tile:50
      __half* const p638 = (p572 + v586);  // matmul.tile:50
      __half* const p639 = (p573 + v586);  // matmul.tile:50
      __half* const p640 = (p574 + v586);  // matmul.tile:50
      __half* const p641 = (p575 + v586);  // matmul.tile:50
      __half* const p642 = (p576 + v586);  // matmul.tile:50
      __half* const p643 = (p577 + v586);  // matmul.tile:50
      __half* const p644 = (p578 + v586);  // matmul.tile:50
      __half* const p645 = (p579 + v586);  // matmul.tile:50
      __half* const p646 = (p580 + v586);  // matmul.tile:50
      __half* const p647 = (p581 + v586);  // matmul.tile:50
      __half* const p648 = (p582 + v586);  // matmul.tile:50
      __half* const p649 = (p583 + v586);  // matmul.tile:50
      __half* const p650 = (p584 + v586);  // matmul.tile:50
      bool const v651 = ((bool)(true & true));  // matmul.tile:51
      bool const v652 = ((bool)(true & true));  // matmul.tile:51
      bool const v653 = ((bool)(true & true));  // matmul.tile:51
      bool const v654 = ((bool)(true & true));  // matmul.tile:51
      bool const v655 = ((bool)(true & true));  // matmul.tile:51
      bool const v656 = ((bool)(true & true));  // matmul.tile:51
      bool const v657 = ((bool)(true & true));  // matmul.tile:51
      bool const v658 = ((bool)(true & true));  // matmul.tile:51
      bool const v659 = ((bool)(true & true));  // matmul.tile:51
      bool const v660 = ((bool)(true & true));  // matmul.tile:51
      bool const v661 = ((bool)(true & true));  // matmul.tile:51
      bool const v662 = ((bool)(true & true));  // matmul.tile:51
      bool const v663 = ((bool)(true & true));  // matmul.tile:51
      bool const v664 = ((bool)(true & true));  // matmul.tile:51
      bool const v665 = ((bool)(true & true));  // matmul.tile:51
      bool const v666 = ((bool)(true & true));  // matmul.tile:51
      bool const v667 = ((bool)(true & true));  // matmul.tile:51
      bool const v668 = ((bool)(true & true));  // matmul.tile:51
      bool const v669 = ((bool)(true & true));  // matmul.tile:51
      bool const v670 = ((bool)(true & true));  // matmul.tile:51
      bool const v671 = ((bool)(true & true));  // matmul.tile:51
      bool const v672 = ((bool)(true & true));  // matmul.tile:51
      bool const v673 = ((bool)(true & true));  // matmul.tile:51
      bool const v674 = ((bool)(true & true));  // matmul.tile:51
      bool const v675 = ((bool)(true & true));  // matmul.tile:51
      bool const v676 = ((bool)(true & true));  // matmul.tile:51
      bool const v677 = ((bool)(true & true));  // matmul.tile:51
      bool const v678 = ((bool)(true & true));  // matmul.tile:51
      bool const v679 = ((bool)(true & true));  // matmul.tile:51
      bool const v680 = ((bool)(true & true));  // matmul.tile:51
      bool const v681 = ((bool)(true & true));  // matmul.tile:51
      bool const v682 = ((bool)(true & true));  // matmul.tile:51
      bool const v683 = ((bool)(true & true));  // matmul.tile:51
      bool const v684 = ((bool)(true & true));  // matmul.tile:51
      bool const v685 = ((bool)(true & true));  // matmul.tile:51
      bool const v686 = ((bool)(true & true));  // matmul.tile:51
      bool const v687 = ((bool)(true & true));  // matmul.tile:51
      bool const v688 = ((bool)(true & true));  // matmul.tile:51
      bool const v689 = ((bool)(true & true));  // matmul.tile:51
      bool const v690 = ((bool)(true & true));  // matmul.tile:51
      bool const v691 = ((bool)(true & true));  // matmul.tile:51
      bool const v692 = ((bool)(true & true));  // matmul.tile:51
      bool const v693 = ((bool)(true & true));  // matmul.tile:51
      bool const v694 = ((bool)(true & true));  // matmul.tile:51
      bool const v695 = ((bool)(true & true));  // matmul.tile:51
      bool const v696 = ((bool)(true & true));  // matmul.tile:51
      bool const v697 = ((bool)(true & true));  // matmul.tile:51
      bool const v698 = ((bool)(true & true));  // matmul.tile:51
      bool const v699 = ((bool)(true & true));  // matmul.tile:51
      bool const v700 = ((bool)(true & true));  // matmul.tile:51
      bool const v701 = ((bool)(true & true));  // matmul.tile:51
      bool const v702 = ((bool)(true & true));  // matmul.tile:51
      bool const v703 = ((bool)(true & true));  // matmul.tile:51
      bool const v704 = ((bool)(true & true));  // matmul.tile:51
      bool const v705 = ((bool)(true & true));  // matmul.tile:51
      bool const v706 = ((bool)(true & true));  // matmul.tile:51
      bool const v707 = ((bool)(true & true));  // matmul.tile:51
      bool const v708 = ((bool)(true & true));  // matmul.tile:51
      bool const v709 = ((bool)(true & true));  // matmul.tile:51
      bool const v710 = ((bool)(true & true));  // matmul.tile:51
      bool const v711 = ((bool)(true & true));  // matmul.tile:51
      bool const v712 = ((bool)(true & true));  // matmul.tile:51
      bool const v713 = ((bool)(true & true));  // matmul.tile:51
      bool const v714 = ((bool)(true & true));  // matmul.tile:51
      __half const k715 = __ushort_as_half((unsigned short)0);  // matmul.tile:50
      const __half ld716 = v651 ? *p587 : k715;  // matmul.tile:50
      const __half ld717 = v652 ? *p588 : k715;  // matmul.tile:50
      const __half ld718 = v653 ? *p589 : k715;  // matmul.tile:50
      const __half ld719 = v654 ? *p590 : k715;  // matmul.tile:50
      const __half ld720 = v655 ? *p591 : k715;  // matmul.tile:50
      const __half ld721 = v656 ? *p592 : k715;  // matmul.tile:50
      const __half ld722 = v657 ? *p593 : k715;  // matmul.tile:50
      const __half ld723 = v658 ? *p594 : k715;  // matmul.tile:50
      const __half ld724 = v659 ? *p595 : k715;  // matmul.tile:50
      const __half ld725 = v660 ? *p596 : k715;  // matmul.tile:50
      const __half ld726 = v661 ? *p597 : k715;  // matmul.tile:50
      const __half ld727 = v662 ? *p598 : k715;  // matmul.tile:50
      const __half ld728 = v663 ? *p599 : k715;  // matmul.tile:50
      const __half ld729 = v664 ? *p600 : k715;  // matmul.tile:50
      const __half ld730 = v665 ? *p601 : k715;  // matmul.tile:50
      const __half ld731 = v666 ? *p602 : k715;  // matmul.tile:50
      const __half ld732 = v667 ? *p603 : k715;  // matmul.tile:50
      const __half ld733 = v668 ? *p604 : k715;  // matmul.tile:50
      const __half ld734 = v669 ? *p605 : k715;  // matmul.tile:50
      const __half ld735 = v670 ? *p606 : k715;  // matmul.tile:50
      const __half ld736 = v671 ? *p607 : k715;  // matmul.tile:50
      const __half ld737 = v672 ? *p608 : k715;  // matmul.tile:50
      const __half ld738 = v673 ? *p609 : k715;  // matmul.tile:50
      const __half ld739 = v674 ? *p610 : k715;  // matmul.tile:50
      const __half ld740 = v675 ? *p611 : k715;  // matmul.tile:50
      const __half ld741 = v676 ? *p612 : k715;  // matmul.tile:50
      const __half ld742 = v677 ? *p613 : k715;  // matmul.tile:50
      const __half ld743 = v678 ? *p614 : k715;  // matmul.tile:50
      const __half ld744 = v679 ? *p615 : k715;  // matmul.tile:50
      const __half ld745 = v680 ? *p616 : k715;  // matmul.tile:50
      const __half ld746 = v681 ? *p617 : k715;  // matmul.tile:50
      const __half ld747 = v682 ? *p618 : k715;  // matmul.tile:50
      const __half ld748 = v683 ? *p619 : k715;  // matmul.tile:50
      const __half ld749 = v684 ? *p620 : k715;  // matmul.tile:50
      const __half ld750 = v685 ? *p621 : k715;  // matmul.tile:50
      const __half ld751 = v686 ? *p622 : k715;  // matmul.tile:50
      const __half ld752 = v687 ? *p623 : k715;  // matmul.tile:50
      const __half ld753 = v688 ? *p624 : k715;  // matmul.tile:50
      const __half ld754 = v689 ? *p625 : k715;  // matmul.tile:50
      const __half ld755 = v690 ? *p626 : k715;  // matmul.tile:50
      const __half ld756 = v691 ? *p627 : k715;  // matmul.tile:50
      const __half ld757 = v692 ? *p628 : k715;  // matmul.tile:50
      const __half ld758 = v693 ? *p629 : k715;  // matmul.tile:50
      const __half ld759 = v694 ? *p630 : k715;  // matmul.tile:50
      const __half ld760 = v695 ? *p631 : k715;  // matmul.tile:50
      const __half ld761 = v696 ? *p632 : k715;  // matmul.tile:50
      const __half ld762 = v697 ? *p633 : k715;  // matmul.tile:50
      const __half ld763 = v698 ? *p634 : k715;  // matmul.tile:50
      const __half ld764 = v699 ? *p635 : k715;  // matmul.tile:50
      const __half ld765 = v700 ? *p636 : k715;  // matmul.tile:50
      const __half ld766 = v701 ? *p637 : k715;  // matmul.tile:50
      const __half ld767 = v702 ? *p638 : k715;  // matmul.tile:50
      const __half ld768 = v703 ? *p639 : k715;  // matmul.tile:50
      const __half ld769 = v704 ? *p640 : k715;  // matmul.tile:50
      const __half ld770 = v705 ? *p641 : k715;  // matmul.tile:50
      const __half ld771 = v706 ? *p642 : k715;  // matmul.tile:50
      const __half ld772 = v707 ? *p643 : k715;  // matmul.tile:50
      const __half ld773 = v708 ? *p644 : k715;  // matmul.tile:50
      const __half ld774 = v709 ? *p645 : k715;  // matmul.tile:50
      const __half ld775 = v710 ? *p646 : k715;  // matmul.tile:50
      const __half ld776 = v711 ? *p647 : k715;  // matmul.tile:50
      const __half ld777 = v712 ? *p648 : k715;  // matmul.tile:50
      const __half ld778 = v713 ? *p649 : k715;  // matmul.tile:50
      const __half ld779 = v714 ? *p650 : k715;  // matmul.tile:50
      int const v780 = ((int)((unsigned int)(v266) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v781 = ((int)((unsigned int)(v267) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v782 = ((int)((unsigned int)(v268) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v783 = ((int)((unsigned int)(v269) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v784 = ((int)((unsigned int)(v270) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v785 = ((int)((unsigned int)(v271) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v786 = ((int)((unsigned int)(v272) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v787 = ((int)((unsigned int)(v273) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v788 = ((int)((unsigned int)(v274) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v789 = ((int)((unsigned int)(v275) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v790 = ((int)((unsigned int)(v276) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v791 = ((int)((unsigned int)(v277) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v792 = ((int)((unsigned int)(v278) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v793 = ((int)((unsigned int)(v279) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v794 = ((int)((unsigned int)(v280) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v795 = ((int)((unsigned int)(v281) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v796 = ((int)((unsigned int)(v282) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v797 = ((int)((unsigned int)(v283) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v798 = ((int)((unsigned int)(v284) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v799 = ((int)((unsigned int)(v285) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v800 = ((int)((unsigned int)(v286) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v801 = ((int)((unsigned int)(v287) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v802 = ((int)((unsigned int)(v288) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v803 = ((int)((unsigned int)(v289) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v804 = ((int)((unsigned int)(v290) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v805 = ((int)((unsigned int)(v291) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v806 = ((int)((unsigned int)(v292) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v807 = ((int)((unsigned int)(v293) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v808 = ((int)((unsigned int)(v294) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v809 = ((int)((unsigned int)(v295) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v810 = ((int)((unsigned int)(v296) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v811 = ((int)((unsigned int)(v297) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v812 = ((int)((unsigned int)(v298) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v813 = ((int)((unsigned int)(v299) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v814 = ((int)((unsigned int)(v300) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v815 = ((int)((unsigned int)(v301) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v816 = ((int)((unsigned int)(v302) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v817 = ((int)((unsigned int)(v303) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v818 = ((int)((unsigned int)(v304) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v819 = ((int)((unsigned int)(v305) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v820 = ((int)((unsigned int)(v306) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v821 = ((int)((unsigned int)(v307) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v822 = ((int)((unsigned int)(v308) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v823 = ((int)((unsigned int)(v309) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v824 = ((int)((unsigned int)(v310) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v825 = ((int)((unsigned int)(v311) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v826 = ((int)((unsigned int)(v312) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v827 = ((int)((unsigned int)(v313) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v828 = ((int)((unsigned int)(v314) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v829 = ((int)((unsigned int)(v315) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v830 = ((int)((unsigned int)(v316) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v831 = ((int)((unsigned int)(v317) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v832 = ((int)((unsigned int)(v318) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v833 = ((int)((unsigned int)(v319) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v834 = ((int)((unsigned int)(v320) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v835 = ((int)((unsigned int)(v321) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v836 = ((int)((unsigned int)(v322) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v837 = ((int)((unsigned int)(v323) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v838 = ((int)((unsigned int)(v324) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v839 = ((int)((unsigned int)(v325) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v840 = ((int)((unsigned int)(v326) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v841 = ((int)((unsigned int)(v327) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v842 = ((int)((unsigned int)(v328) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v843 = ((int)((unsigned int)(v329) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      __half* const p844 = (p_b + v780);  // matmul.tile:52
      __half* const p845 = (p_b + v781);  // matmul.tile:52
      __half* const p846 = (p_b + v782);  // matmul.tile:52
      __half* const p847 = (p_b + v783);  // matmul.tile:52
      __half* const p848 = (p_b + v784);  // matmul.tile:52
      __half* const p849 = (p_b + v785);  // matmul.tile:52
      __half* const p850 = (p_b + v786);  // matmul.tile:52
      __half* const p851 = (p_b + v787);  // matmul.tile:52
      __half* const p852 = (p_b + v788);  // matmul.tile:52
      __half* const p853 = (p_b + v789);  // matmul.tile:52
      __half* const p854 = (p_b + v790);  // matmul.tile:52
      __half* const p855 = (p_b + v791);  // matmul.tile:52
      __half* const p856 = (p_b + v792);  // matmul.tile:52
      __half* const p857 = (p_b + v793);  // matmul.tile:52
      __half* const p858 = (p_b + v794);  // matmul.tile:52
      __half* const p859 = (p_b + v795);  // matmul.tile:52
      __half* const p860 = (p_b + v796);  // matmul.tile:52
      __half* const p861 = (p_b + v797);  // matmul.tile:52
      __half* const p862 = (p_b + v798);  // matmul.tile:52
      __half* const p863 = (p_b + v799);  // matmul.tile:52
      __half* const p864 = (p_b + v800);  // matmul.tile:52
      __half* const p865 = (p_b + v801);  // matmul.tile:52
      __half* const p866 = (p_b + v802);  // matmul.tile:52
      __half* const p867 = (p_b + v803);  // matmul.tile:52
      __half* const p868 = (p_b + v804);  // matmul.tile:52
      __half* const p869 = (p_b + v805);  // matmul.tile:52
      __half* const p870 = (p_b + v806);  // matmul.tile:52
      __half* const p871 = (p_b + v807);  // matmul.tile:52
      __half* const p872 = (p_b + v808);  // matmul.tile:52
      __half* const p873 = (p_b + v809);  // matmul.tile:52
      __half* const p874 = (p_b + v810);  // matmul.tile:52
      __half* const p875 = (p_b + v811);  // matmul.tile:52
      __half* const p876 = (p_b + v812);  // matmul.tile:52
      __half* const p877 = (p_b + v813);  // matmul.tile:52
      __half* const p878 = (p_b + v814);  // matmul.tile:52
      __half* const p879 = (p_b + v815);  // matmul.tile:52
      __half* const p880 = (p_b + v816);  // matmul.tile:52
      __half* const p881 = (p_b + v817);  // matmul.tile:52
      __half* const p882 = (p_b + v818);  // matmul.tile:52
      __half* const p883 = (p_b + v819);  // matmul.tile:52
      __half* const p884 = (p_b + v820);  // matmul.tile:52
      __half* const p885 = (p_b + v821);  // matmul.tile:52
      __half* const p886 = (p_b + v822);  // matmul.tile:52
      __half* const p887 = (p_b + v823);  // matmul.tile:52
      __half* const p888 = (p_b + v824);  // matmul.tile:52
      __half* const p889 = (p_b + v825);  // matmul.tile:52
      __half* const p890 = (p_b + v826);  // matmul.tile:52
      __half* const p891 = (p_b + v827);  // matmul.tile:52
      __half* const p892 = (p_b + v828);  // matmul.tile:52
      __half* const p893 = (p_b + v829);  // matmul.tile:52
      __half* const p894 = (p_b + v830);  // matmul.tile:52
      __half* const p895 = (p_b + v831);  // matmul.tile:52
      __half* const p896 = (p_b + v832);  // matmul.tile:52
      __half* const p897 = (p_b + v833);  // matmul.tile:52
      __half* const p898 = (p_b + v834);  // matmul.tile:52
      __half* const p899 = (p_b + v835);  // matmul.tile:52
      __half* const p900 = (p_b + v836);  // matmul.tile:52
      __half* const p901 = (p_b + v837);  // matmul.tile:52
      __half* const p902 = (p_b + v838);  // matmul.tile:52
      __half* const p903 = (p_b + v839);  // matmul.tile:52
      __half* const p904 = (p_b + v840);  // matmul.tile:52
      __half* const p905 = (p_b + v841);  // matmul.tile:52
      __half* const p906 = (p_b + v842);  // matmul.tile:52
      __half* const p907 = (p_b + v843);  // matmul.tile:52
      int const v908 = ((int)((unsigned int)(v134) * (unsigned int)(p_stride_bn)));  // matmul.tile:52
      __half* const p909 = (p844 + v908);  // matmul.tile:52
      __half* const p910 = (p845 + v908);  // matmul.tile:52
      __half* const p911 = (p846 + v908);  // matmul.tile:52
      __half* const p912 = (p847 + v908);  // matmul.tile:52
      __half* const p913 = (p848 + v908);  // matmul.tile:52
      __half* const p914 = (p849 + v908);  // matmul.tile:52
      __half* const p915 = (p850 + v908);  // matmul.tile:52
      __half* const p916 = (p851 + v908);  // matmul.tile:52
      __half* const p917 = (p852 + v908);  // matmul.tile:52
      __half* const p918 = (p853 + v908);  // matmul.tile:52
      __half* const p919 = (p854 + v908);  // matmul.tile:52
      __half* const p920 = (p855 + v908);  // matmul.tile:52
      __half* const p921 = (p856 + v908);  // matmul.tile:52
      __half* const p922 = (p857 + v908);  // matmul.tile:52
      __half* const p923 = (p858 + v908);  // matmul.tile:52
      __half* const p924 = (p859 + v908);  // matmul.tile:52
      __half* const p925 = (p860 + v908);  // matmul.tile:52
      __half* const p926 = (p861 + v908);  // matmul.tile:52
      __half* const p927 = (p862 + v908);  // matmul.tile:52
      __half* const p928 = (p863 + v908);  // matmul.tile:52
      __half* const p929 = (p864 + v908);  // matmul.tile:52
      __half* const p930 = (p865 + v908);  // matmul.tile:52
      __half* const p931 = (p866 + v908);  // matmul.tile:52
      __half* const p932 = (p867 + v908);  // matmul.tile:52
      __half* const p933 = (p868 + v908);  // matmul.tile:52
      __half* const p934 = (p869 + v908);  // matmul.tile:52
      __half* const p935 = (p870 + v908);  // matmul.tile:52
      __half* const p936 = (p871 + v908);  // matmul.tile:52
      __half* const p937 = (p872 + v908);  // matmul.tile:52
      __half* const p938 = (p873 + v908);  // matmul.tile:52
      __half* const p939 = (p874 + v908);  // matmul.tile:52
      __half* const p940 = (p875 + v908);  // matmul.tile:52
      __half* const p941 = (p876 + v908);  // matmul.tile:52
      __half* const p942 = (p877 + v908);  // matmul.tile:52
      __half* const p943 = (p878 + v908);  // matmul.tile:52
      __half* const p944 = (p879 + v908);  // matmul.tile:52
      __half* const p945 = (p880 + v908);  // matmul.tile:52
      __half* const p946 = (p881 + v908);  // matmul.tile:52
      __half* const p947 = (p882 + v908);  // matmul.tile:52
      __half* const p948 = (p883 + v908);  // matmul.tile:52
      __half* const p949 = (p884 + v908);  // matmul.tile:52
      __half* const p950 = (p885 + v908);  // matmul.tile:52
      __half* const p951 = (p886 + v908);  // matmul.tile:52
      __half* const p952 = (p887 + v908);  // matmul.tile:52
      __half* const p953 = (p888 + v908);  // matmul.tile:52
      __half* const p954 = (p889 + v908);  // matmul.tile:52
      __half* const p955 = (p890 + v908);  // matmul.tile:52
      __half* const p956 = (p891 + v908);  // matmul.tile:52
      __half* const p957 = (p892 + v908);  // matmul.tile:52
      __half* const p958 = (p893 + v908);  // matmul.tile:52
      __half* const p959 = (p894 + v908);  // matmul.tile:52
      __half* const p960 = (p895 + v908);  // matmul.tile:52
      __half* const p961 = (p896 + v908);  // matmul.tile:52
      __half* const p962 = (p897 + v908);  // matmul.tile:52
      __half* const p963 = (p898 + v908);  // matmul.tile:52
      __half* const p964 = (p899 + v908);  // matmul.tile:52
      __half* const p965 = (p900 + v908);  // matmul.tile:52
      __half* const p966 = (p901 + v908);  // matmul.tile:52
      __half* const p967 = (p902 + v908);  // matmul.tile:52
      __half* const p968 = (p903 + v908);  // matmul.tile:52
      __half* const p969 = (p904 + v908);  // matmul.tile:52
      __half* const p970 = (p905 + v908);  // matmul.tile:52
      __half* const p971 = (p906 + v908);  // matmul.tile:52
      __half* const p972 = (p907 + v908);  // matmul.tile:52
      bool const v973 = ((bool)(true & true));  // matmul.tile:53
      bool const v974 = ((bool)(true & true));  // matmul.tile:53
      bool const v975 = ((bool)(true & true));  // matmul.tile:53
      bool const v976 = ((bool)(true & true));  // matmul.tile:53
      bool const v977 = ((bool)(true & true));  // matmul.tile:53
      bool const v978 = ((bool)(true & true));  // matmul.tile:53
      bool const v979 = ((bool)(true & true));  // matmul.tile:53
      bool const v980 = ((bool)(true & true));  // matmul.tile:53
      bool const v981 = ((bool)(true & true));  // matmul.tile:53
      bool const v982 = ((bool)(true & true));  // matmul.tile:53
      bool const v983 = ((bool)(true & true));  // matmul.tile:53
      bool const v984 = ((bool)(true & true));  // matmul.tile:53
      bool const v985 = ((bool)(true & true));  // matmul.tile:53
      bool const v986 = ((bool)(true & true));  // matmul.tile:53
      bool const v987 = ((bool)(true & true));  // matmul.tile:53
      bool const v988 = ((bool)(true & true));  // matmul.tile:53
      bool const v989 = ((bool)(true & true));  // matmul.tile:53
      bool const v990 = ((bool)(true & true));  // matmul.tile:53
      bool const v991 = ((bool)(true & true));  // matmul.tile:53
      bool const v992 = ((bool)(true & true));  // matmul.tile:53
      bool const v993 = ((bool)(true & true));  // matmul.tile:53
      bool const v994 = ((bool)(true & true));  // matmul.tile:53
      bool const v995 = ((bool)(true & true));  // matmul.tile:53
      bool const v996 = ((bool)(true & true));  // matmul.tile:53
      bool const v997 = ((bool)(true & true));  // matmul.tile:53
      bool const v998 = ((bool)(true & true));  // matmul.tile:53
      bool const v999 = ((bool)(true & true));  // matmul.tile:53
      bool const v1000 = ((bool)(true & true));  // matmul.tile:53
      bool const v1001 = ((bool)(true & true));  // matmul.tile:53
      bool const v1002 = ((bool)(true & true));  // matmul.tile:53
      bool const v1003 = ((bool)(true & true));  // matmul.tile:53
      bool const v1004 = ((bool)(true & true));  // matmul.tile:53
      bool const v1005 = ((bool)(true & true));  // matmul.tile:53
      bool const v1006 = ((bool)(true & true));  // matmul.tile:53
      bool const v1007 = ((bool)(true & true));  // matmul.tile:53
      bool const v1008 = ((bool)(true & true));  // matmul.tile:53
      bool const v1009 = ((bool)(true & true));  // matmul.tile:53
      bool const v1010 = ((bool)(true & true));  // matmul.tile:53
      bool const v1011 = ((bool)(true & true));  // matmul.tile:53
      bool const v1012 = ((bool)(true & true));  // matmul.tile:53
      bool const v1013 = ((bool)(true & true));  // matmul.tile:53
      bool const v1014 = ((bool)(true & true));  // matmul.tile:53
      bool const v1015 = ((bool)(true & true));  // matmul.tile:53
      bool const v1016 = ((bool)(true & true));  // matmul.tile:53
      bool const v1017 = ((bool)(true & true));  // matmul.tile:53
      bool const v1018 = ((bool)(true & true));  // matmul.tile:53
      bool const v1019 = ((bool)(true & true));  // matmul.tile:53
      bool const v1020 = ((bool)(true & true));  // matmul.tile:53
      bool const v1021 = ((bool)(true & true));  // matmul.tile:53
      bool const v1022 = ((bool)(true & true));  // matmul.tile:53
      bool const v1023 = ((bool)(true & true));  // matmul.tile:53
      bool const v1024 = ((bool)(true & true));  // matmul.tile:53
      bool const v1025 = ((bool)(true & true));  // matmul.tile:53
      bool const v1026 = ((bool)(true & true));  // matmul.tile:53
      bool const v1027 = ((bool)(true & true));  // matmul.tile:53
      bool const v1028 = ((bool)(true & true));  // matmul.tile:53
      bool const v1029 = ((bool)(true & true));  // matmul.tile:53
      bool const v1030 = ((bool)(true & true));  // matmul.tile:53
      bool const v1031 = ((bool)(true & true));  // matmul.tile:53
      bool const v1032 = ((bool)(true & true));  // matmul.tile:53
      bool const v1033 = ((bool)(true & true));  // matmul.tile:53
      bool const v1034 = ((bool)(true & true));  // matmul.tile:53
      bool const v1035 = ((bool)(true & true));  // matmul.tile:53
      bool const v1036 = ((bool)(true & true));  // matmul.tile:53
      __half const k1037 = __ushort_as_half((unsigned short)0);  // matmul.tile:52
      const __half ld1038 = v973 ? *p909 : k1037;  // matmul.tile:52
      const __half ld1039 = v974 ? *p910 : k1037;  // matmul.tile:52
      const __half ld1040 = v975 ? *p911 : k1037;  // matmul.tile:52
      const __half ld1041 = v976 ? *p912 : k1037;  // matmul.tile:52
      const __half ld1042 = v977 ? *p913 : k1037;  // matmul.tile:52
      const __half ld1043 = v978 ? *p914 : k1037;  // matmul.tile:52
      const __half ld1044 = v979 ? *p915 : k1037;  // matmul.tile:52
      const __half ld1045 = v980 ? *p916 : k1037;  // matmul.tile:52
      const __half ld1046 = v981 ? *p917 : k1037;  // matmul.tile:52
      const __half ld1047 = v982 ? *p918 : k1037;  // matmul.tile:52
      const __half ld1048 = v983 ? *p919 : k1037;  // matmul.tile:52
      const __half ld1049 = v984 ? *p920 : k1037;  // matmul.tile:52
      const __half ld1050 = v985 ? *p921 : k1037;  // matmul.tile:52
      const __half ld1051 = v986 ? *p922 : k1037;  // matmul.tile:52
      const __half ld1052 = v987 ? *p923 : k1037;  // matmul.tile:52
      const __half ld1053 = v988 ? *p924 : k1037;  // matmul.tile:52
      const __half ld1054 = v989 ? *p925 : k1037;  // matmul.tile:52
      const __half ld1055 = v990 ? *p926 : k1037;  // matmul.tile:52
      const __half ld1056 = v991 ? *p927 : k1037;  // matmul.tile:52
      const __half ld1057 = v992 ? *p928 : k1037;  // matmul.tile:52
      const __half ld1058 = v993 ? *p929 : k1037;  // matmul.tile:52
      const __half ld1059 = v994 ? *p930 : k1037;  // matmul.tile:52
      const __half ld1060 = v995 ? *p931 : k1037;  // matmul.tile:52
      const __half ld1061 = v996 ? *p932 : k1037;  // matmul.tile:52
      const __half ld1062 = v997 ? *p933 : k1037;  // matmul.tile:52
      const __half ld1063 = v998 ? *p934 : k1037;  // matmul.tile:52
      const __half ld1064 = v999 ? *p935 : k1037;  // matmul.tile:52
      const __half ld1065 = v1000 ? *p936 : k1037;  // matmul.tile:52
      const __half ld1066 = v1001 ? *p937 : k1037;  // matmul.tile:52
      const __half ld1067 = v1002 ? *p938 : k1037;  // matmul.tile:52
      const __half ld1068 = v1003 ? *p939 : k1037;  // matmul.tile:52
      const __half ld1069 = v1004 ? *p940 : k1037;  // matmul.tile:52
      const __half ld1070 = v1005 ? *p941 : k1037;  // matmul.tile:52
      const __half ld1071 = v1006 ? *p942 : k1037;  // matmul.tile:52
      const __half ld1072 = v1007 ? *p943 : k1037;  // matmul.tile:52
      const __half ld1073 = v1008 ? *p944 : k1037;  // matmul.tile:52
      const __half ld1074 = v1009 ? *p945 : k1037;  // matmul.tile:52
      const __half ld1075 = v1010 ? *p946 : k1037;  // matmul.tile:52
      const __half ld1076 = v1011 ? *p947 : k1037;  // matmul.tile:52
      const __half ld1077 = v1012 ? *p948 : k1037;  // matmul.tile:52
      const __half ld1078 = v1013 ? *p949 : k1037;  // matmul.tile:52
      const __half ld1079 = v1014 ? *p950 : k1037;  // matmul.tile:52
      const __half ld1080 = v1015 ? *p951 : k1037;  // matmul.tile:52
      const __half ld1081 = v1016 ? *p952 : k1037;  // matmul.tile:52
      const __half ld1082 = v1017 ? *p953 : k1037;  // matmul.tile:52
      const __half ld1083 = v1018 ? *p954 : k1037;  // matmul.tile:52
      const __half ld1084 = v1019 ? *p955 : k1037;  // matmul.tile:52
      const __half ld1085 = v1020 ? *p956 : k1037;  // matmul.tile:52
      const __half ld1086 = v1021 ? *p957 : k1037;  // matmul.tile:52
      const __half ld1087 = v1022 ? *p958 : k1037;  // matmul.tile:52
      const __half ld1088 = v1023 ? *p959 : k1037;  // matmul.tile:52
      const __half ld1089 = v1024 ? *p960 : k1037;  // matmul.tile:52
      const __half ld1090 = v1025 ? *p961 : k1037;  // matmul.tile:52
      const __half ld1091 = v1026 ? *p962 : k1037;  // matmul.tile:52
      const __half ld1092 = v1027 ? *p963 : k1037;  // matmul.tile:52
      const __half ld1093 = v1028 ? *p964 : k1037;  // matmul.tile:52
      const __half ld1094 = v1029 ? *p965 : k1037;  // matmul.tile:52
      const __half ld1095 = v1030 ? *p966 : k1037;  // matmul.tile:52
      const __half ld1096 = v1031 ? *p967 : k1037;  // matmul.tile:52
      const __half ld1097 = v1032 ? *p968 : k1037;  // matmul.tile:52
      const __half ld1098 = v1033 ? *p969 : k1037;  // matmul.tile:52
      const __half ld1099 = v1034 ? *p970 : k1037;  // matmul.tile:52
      const __half ld1100 = v1035 ? *p971 : k1037;  // matmul.tile:52
      const __half ld1101 = v1036 ? *p972 : k1037;  // matmul.tile:52
      __syncthreads();  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c5_0) * 128 + ((((tl_c5_1) >> 3) ^ ((tl_c5_0) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld716;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 2)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 2)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld717;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 4)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 4)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld718;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 6)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 6)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld719;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 8)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 8)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld720;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 10)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 10)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld721;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 12)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 12)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld722;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 14)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 14)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld723;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 16)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 16)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld724;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 18)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 18)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld725;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 20)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 20)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld726;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 22)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 22)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld727;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 24)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 24)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld728;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 26)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 26)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld729;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 28)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 28)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld730;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 30)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 30)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld731;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 32)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 32)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld732;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 34)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 34)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld733;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 36)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 36)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld734;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 38)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 38)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld735;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 40)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 40)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld736;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 42)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 42)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld737;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 44)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 44)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld738;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 46)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 46)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld739;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 48)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 48)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld740;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 50)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 50)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld741;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 52)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 52)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld742;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 54)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 54)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld743;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 56)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 56)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld744;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 58)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 58)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld745;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 60)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 60)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld746;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 62)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 62)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld747;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 64)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 64)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld748;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 66)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 66)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld749;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 68)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 68)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld750;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 70)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 70)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld751;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 72)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 72)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld752;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 74)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 74)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld753;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 76)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 76)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld754;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 78)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 78)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld755;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 80)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 80)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld756;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 82)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 82)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld757;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 84)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 84)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld758;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 86)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 86)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld759;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 88)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 88)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld760;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 90)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 90)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld761;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 92)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 92)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld762;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 94)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 94)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld763;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 96)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 96)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld764;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 98)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 98)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld765;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 100)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 100)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld766;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 102)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 102)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld767;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 104)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 104)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld768;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 106)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 106)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld769;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 108)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 108)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld770;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 110)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 110)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld771;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 112)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 112)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld772;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 114)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 114)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld773;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 116)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 116)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld774;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 118)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 118)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld775;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 120)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 120)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld776;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 122)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 122)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld777;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 124)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 124)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld778;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 126)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 126)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld779;  // matmul.tile:54
      *reinterpret_cast<tl_vec<__half, 8>*>(reinterpret_cast<unsigned char*>(tl_smem + 16384) + ((tl_c6_1) * 128 + ((((0) >> 3) ^ ((tl_c6_1) & 7)) << 4) + (((0) & 7) * 2))) = tl_vec<__half, 8>{{ld1038, ld1039, ld1040, ld1041, ld1042, ld1043, ld1044, ld1045}};  // matmul.tile:54
      *reinterpret_cast<tl_vec<__half, 8>*>(reinterpret_cast<unsigned char*>(tl_smem + 16384) + ((tl_c6_1) * 128 + (((((0 + 8)) >> 3) ^ ((tl_c6_1) & 7)) << 4) + ((((0 + 8)) & 7) * 2))) = tl_vec<__half, 8>{{ld1046, ld1047, ld1048, ld1049, ld1050, ld1051, ld1052, ld1053}};  // matmul.tile:54
      *reinterpret_cast<tl_vec<__half, 8>*>(reinterpret_cast<unsigned char*>(tl_smem + 16384) + ((tl_c6_1) * 128 + (((((0 + 16)) >> 3) ^ ((tl_c6_1) & 7)) << 4) + ((((0 + 16)) & 7) * 2))) = tl_vec<__half, 8>{{ld1054, ld1055, ld1056, ld1057, ld1058, ld1059, ld1060, ld1061}};  // matmul.tile:54
      *reinterpret_cast<tl_vec<__half, 8>*>(reinterpret_cast<unsigned char*>(tl_smem + 16384) + ((tl_c6_1) * 128 + (((((0 + 24)) >> 3) ^ ((tl_c6_1) & 7)) << 4) + ((((0 + 24)) & 7) * 2))) = tl_vec<__half, 8>{{ld1062, ld1063, ld1064, ld1065, ld1066, ld1067, ld1068, ld1069}};  // matmul.tile:54
      *reinterpret_cast<tl_vec<__half, 8>*>(reinterpret_cast<unsigned char*>(tl_smem + 16384) + ((tl_c6_1) * 128 + (((((0 + 32)) >> 3) ^ ((tl_c6_1) & 7)) << 4) + ((((0 + 32)) & 7) * 2))) = tl_vec<__half, 8>{{ld1070, ld1071, ld1072, ld1073, ld1074, ld1075, ld1076, ld1077}};  // matmul.tile:54
      *reinterpret_cast<tl_vec<__half, 8>*>(reinterpret_cast<unsigned char*>(tl_smem + 16384) + ((tl_c6_1) * 128 + (((((0 + 40)) >> 3) ^ ((tl_c6_1) & 7)) << 4) + ((((0 + 40)) & 7) * 2))) = tl_vec<__half, 8>{{ld1078, ld1079, ld1080, ld1081, ld1082, ld1083, ld1084, ld1085}};  // matmul.tile:54
      *reinterpret_cast<tl_vec<__half, 8>*>(reinterpret_cast<unsigned char*>(tl_smem + 16384) + ((tl_c6_1) * 128 + (((((0 + 48)) >> 3) ^ ((tl_c6_1) & 7)) << 4) + ((((0 + 48)) & 7) * 2))) = tl_vec<__half, 8>{{ld1086, ld1087, ld1088, ld1089, ld1090, ld1091, ld1092, ld1093}};  // matmul.tile:54
      *reinterpret_cast<tl_vec<__half, 8>*>(reinterpret_cast<unsigned char*>(tl_smem + 16384) + ((tl_c6_1) * 128 + (((((0 + 56)) >> 3) ^ ((tl_c6_1) & 7)) << 4) + ((((0 + 56)) & 7) * 2))) = tl_vec<__half, 8>{{ld1094, ld1095, ld1096, ld1097, ld1098, ld1099, ld1100, ld1101}};  // matmul.tile:54
      __syncthreads();  // matmul.tile:54
      // dot on tensor cores: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32, warps [4, 1], 32 block(s) per warp  // matmul.tile:54
      float acc1102 = c137;  // matmul.tile:54
      float acc1103 = c138;  // matmul.tile:54
      float acc1104 = c139;  // matmul.tile:54
      float acc1105 = c140;  // matmul.tile:54
      float acc1106 = c141;  // matmul.tile:54
      float acc1107 = c142;  // matmul.tile:54
      float acc1108 = c143;  // matmul.tile:54
      float acc1109 = c144;  // matmul.tile:54
      float acc1110 = c145;  // matmul.tile:54
      float acc1111 = c146;  // matmul.tile:54
      float acc1112 = c147;  // matmul.tile:54
      float acc1113 = c148;  // matmul.tile:54
      float acc1114 = c149;  // matmul.tile:54
      float acc1115 = c150;  // matmul.tile:54
      float acc1116 = c151;  // matmul.tile:54
      float acc1117 = c152;  // matmul.tile:54
      float acc1118 = c153;  // matmul.tile:54
      float acc1119 = c154;  // matmul.tile:54
      float acc1120 = c155;  // matmul.tile:54
      float acc1121 = c156;  // matmul.tile:54
      float acc1122 = c157;  // matmul.tile:54
      float acc1123 = c158;  // matmul.tile:54
      float acc1124 = c159;  // matmul.tile:54
      float acc1125 = c160;  // matmul.tile:54
      float acc1126 = c161;  // matmul.tile:54
      float acc1127 = c162;  // matmul.tile:54
      float acc1128 = c163;  // matmul.tile:54
      float acc1129 = c164;  // matmul.tile:54
      float acc1130 = c165;  // matmul.tile:54
      float acc1131 = c166;  // matmul.tile:54
      float acc1132 = c167;  // matmul.tile:54
      float acc1133 = c168;  // matmul.tile:54
      float acc1134 = c169;  // matmul.tile:54
      float acc1135 = c170;  // matmul.tile:54
      float acc1136 = c171;  // matmul.tile:54
      float acc1137 = c172;  // matmul.tile:54
      float acc1138 = c173;  // matmul.tile:54
      float acc1139 = c174;  // matmul.tile:54
      float acc1140 = c175;  // matmul.tile:54
      float acc1141 = c176;  // matmul.tile:54
      float acc1142 = c177;  // matmul.tile:54
      float acc1143 = c178;  // matmul.tile:54
      float acc1144 = c179;  // matmul.tile:54
      float acc1145 = c180;  // matmul.tile:54
      float acc1146 = c181;  // matmul.tile:54
      float acc1147 = c182;  // matmul.tile:54
      float acc1148 = c183;  // matmul.tile:54
      float acc1149 = c184;  // matmul.tile:54
      float acc1150 = c185;  // matmul.tile:54
      float acc1151 = c186;  // matmul.tile:54
      float acc1152 = c187;  // matmul.tile:54
      float acc1153 = c188;  // matmul.tile:54
      float acc1154 = c189;  // matmul.tile:54
      float acc1155 = c190;  // matmul.tile:54
      float acc1156 = c191;  // matmul.tile:54
      float acc1157 = c192;  // matmul.tile:54
      float acc1158 = c193;  // matmul.tile:54
      float acc1159 = c194;  // matmul.tile:54
      float acc1160 = c195;  // matmul.tile:54
      float acc1161 = c196;  // matmul.tile:54
      float acc1162 = c197;  // matmul.tile:54
      float acc1163 = c198;  // matmul.tile:54
      float acc1164 = c199;  // matmul.tile:54
      float acc1165 = c200;  // matmul.tile:54
      float acc1166 = c201;  // matmul.tile:54
      float acc1167 = c202;  // matmul.tile:54
      float acc1168 = c203;  // matmul.tile:54
      float acc1169 = c204;  // matmul.tile:54
      float acc1170 = c205;  // matmul.tile:54
      float acc1171 = c206;  // matmul.tile:54
      float acc1172 = c207;  // matmul.tile:54
      float acc1173 = c208;  // matmul.tile:54
      float acc1174 = c209;  // matmul.tile:54
      float acc1175 = c210;  // matmul.tile:54
      float acc1176 = c211;  // matmul.tile:54
      float acc1177 = c212;  // matmul.tile:54
      float acc1178 = c213;  // matmul.tile:54
      float acc1179 = c214;  // matmul.tile:54
      float acc1180 = c215;  // matmul.tile:54
      float acc1181 = c216;  // matmul.tile:54
      float acc1182 = c217;  // matmul.tile:54
      float acc1183 = c218;  // matmul.tile:54
      float acc1184 = c219;  // matmul.tile:54
      float acc1185 = c220;  // matmul.tile:54
      float acc1186 = c221;  // matmul.tile:54
      float acc1187 = c222;  // matmul.tile:54
      float acc1188 = c223;  // matmul.tile:54
      float acc1189 = c224;  // matmul.tile:54
      float acc1190 = c225;  // matmul.tile:54
      float acc1191 = c226;  // matmul.tile:54
      float acc1192 = c227;  // matmul.tile:54
      float acc1193 = c228;  // matmul.tile:54
      float acc1194 = c229;  // matmul.tile:54
      float acc1195 = c230;  // matmul.tile:54
      float acc1196 = c231;  // matmul.tile:54
      float acc1197 = c232;  // matmul.tile:54
      float acc1198 = c233;  // matmul.tile:54
      float acc1199 = c234;  // matmul.tile:54
      float acc1200 = c235;  // matmul.tile:54
      float acc1201 = c236;  // matmul.tile:54
      float acc1202 = c237;  // matmul.tile:54
      float acc1203 = c238;  // matmul.tile:54
      float acc1204 = c239;  // matmul.tile:54
      float acc1205 = c240;  // matmul.tile:54
      float acc1206 = c241;  // matmul.tile:54
      float acc1207 = c242;  // matmul.tile:54
      float acc1208 = c243;  // matmul.tile:54
      float acc1209 = c244;  // matmul.tile:54
      float acc1210 = c245;  // matmul.tile:54
      float acc1211 = c246;  // matmul.tile:54
      float acc1212 = c247;  // matmul.tile:54
      float acc1213 = c248;  // matmul.tile:54
      float acc1214 = c249;  // matmul.tile:54
      float acc1215 = c250;  // matmul.tile:54
      float acc1216 = c251;  // matmul.tile:54
      float acc1217 = c252;  // matmul.tile:54
      float acc1218 = c253;  // matmul.tile:54
      float acc1219 = c254;  // matmul.tile:54
      float acc1220 = c255;  // matmul.tile:54
      float acc1221 = c256;  // matmul.tile:54
      float acc1222 = c257;  // matmul.tile:54
      float acc1223 = c258;  // matmul.tile:54
      float acc1224 = c259;  // matmul.tile:54
      float acc1225 = c260;  // matmul.tile:54
      float acc1226 = c261;  // matmul.tile:54
      float acc1227 = c262;  // matmul.tile:54
      float acc1228 = c263;  // matmul.tile:54
      float acc1229 = c264;  // matmul.tile:54
      unsigned fr1231, fr1232, fr1233, fr1234;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 0) + lm1230_r + 0 + (((lm1230_c + 0) ^ lm1230_s) << 4), fr1231, fr1232, fr1233, fr1234);  // matmul.tile:54
      unsigned fr1235, fr1236, fr1237, fr1238;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 0) + lm1230_r + 8192 + (((lm1230_c + 0) ^ lm1230_s) << 4), fr1235, fr1236, fr1237, fr1238);  // matmul.tile:54
      unsigned fr1240, fr1241, fr1242, fr1243;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm1239_r + 0 + (((lm1239_c + 0) ^ lm1239_s) << 4), fr1240, fr1241, fr1242, fr1243);  // matmul.tile:54
      unsigned fr1244, fr1245, fr1246, fr1247;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm1239_r + 2048 + (((lm1239_c + 0) ^ lm1239_s) << 4), fr1244, fr1245, fr1246, fr1247);  // matmul.tile:54
      unsigned fr1248, fr1249, fr1250, fr1251;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm1239_r + 4096 + (((lm1239_c + 0) ^ lm1239_s) << 4), fr1248, fr1249, fr1250, fr1251);  // matmul.tile:54
      unsigned fr1252, fr1253, fr1254, fr1255;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm1239_r + 6144 + (((lm1239_c + 0) ^ lm1239_s) << 4), fr1252, fr1253, fr1254, fr1255);  // matmul.tile:54
      unsigned fr1256, fr1257, fr1258, fr1259;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm1239_r + 8192 + (((lm1239_c + 0) ^ lm1239_s) << 4), fr1256, fr1257, fr1258, fr1259);  // matmul.tile:54
      unsigned fr1260, fr1261, fr1262, fr1263;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm1239_r + 10240 + (((lm1239_c + 0) ^ lm1239_s) << 4), fr1260, fr1261, fr1262, fr1263);  // matmul.tile:54
      unsigned fr1264, fr1265, fr1266, fr1267;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm1239_r + 12288 + (((lm1239_c + 0) ^ lm1239_s) << 4), fr1264, fr1265, fr1266, fr1267);  // matmul.tile:54
      unsigned fr1268, fr1269, fr1270, fr1271;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm1239_r + 14336 + (((lm1239_c + 0) ^ lm1239_s) << 4), fr1268, fr1269, fr1270, fr1271);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1102, acc1103, acc1104, acc1105, fr1231, fr1232, fr1233, fr1234, fr1240, fr1241);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1106, acc1107, acc1108, acc1109, fr1231, fr1232, fr1233, fr1234, fr1242, fr1243);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1110, acc1111, acc1112, acc1113, fr1231, fr1232, fr1233, fr1234, fr1244, fr1245);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1114, acc1115, acc1116, acc1117, fr1231, fr1232, fr1233, fr1234, fr1246, fr1247);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1118, acc1119, acc1120, acc1121, fr1231, fr1232, fr1233, fr1234, fr1248, fr1249);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1122, acc1123, acc1124, acc1125, fr1231, fr1232, fr1233, fr1234, fr1250, fr1251);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1126, acc1127, acc1128, acc1129, fr1231, fr1232, fr1233, fr1234, fr1252, fr1253);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1130, acc1131, acc1132, acc1133, fr1231, fr1232, fr1233, fr1234, fr1254, fr1255);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1134, acc1135, acc1136, acc1137, fr1231, fr1232, fr1233, fr1234, fr1256, fr1257);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1138, acc1139, acc1140, acc1141, fr1231, fr1232, fr1233, fr1234, fr1258, fr1259);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1142, acc1143, acc1144, acc1145, fr1231, fr1232, fr1233, fr1234, fr1260, fr1261);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1146, acc1147, acc1148, acc1149, fr1231, fr1232, fr1233, fr1234, fr1262, fr1263);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1150, acc1151, acc1152, acc1153, fr1231, fr1232, fr1233, fr1234, fr1264, fr1265);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1154, acc1155, acc1156, acc1157, fr1231, fr1232, fr1233, fr1234, fr1266, fr1267);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1158, acc1159, acc1160, acc1161, fr1231, fr1232, fr1233, fr1234, fr1268, fr1269);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1162, acc1163, acc1164, acc1165, fr1231, fr1232, fr1233, fr1234, fr1270, fr1271);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1166, acc1167, acc1168, acc1169, fr1235, fr1236, fr1237, fr1238, fr1240, fr1241);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1170, acc1171, acc1172, acc1173, fr1235, fr1236, fr1237, fr1238, fr1242, fr1243);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1174, acc1175, acc1176, acc1177, fr1235, fr1236, fr1237, fr1238, fr1244, fr1245);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1178, acc1179, acc1180, acc1181, fr1235, fr1236, fr1237, fr1238, fr1246, fr1247);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1182, acc1183, acc1184, acc1185, fr1235, fr1236, fr1237, fr1238, fr1248, fr1249);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1186, acc1187, acc1188, acc1189, fr1235, fr1236, fr1237, fr1238, fr1250, fr1251);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1190, acc1191, acc1192, acc1193, fr1235, fr1236, fr1237, fr1238, fr1252, fr1253);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1194, acc1195, acc1196, acc1197, fr1235, fr1236, fr1237, fr1238, fr1254, fr1255);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1198, acc1199, acc1200, acc1201, fr1235, fr1236, fr1237, fr1238, fr1256, fr1257);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1202, acc1203, acc1204, acc1205, fr1235, fr1236, fr1237, fr1238, fr1258, fr1259);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1206, acc1207, acc1208, acc1209, fr1235, fr1236, fr1237, fr1238, fr1260, fr1261);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1210, acc1211, acc1212, acc1213, fr1235, fr1236, fr1237, fr1238, fr1262, fr1263);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1214, acc1215, acc1216, acc1217, fr1235, fr1236, fr1237, fr1238, fr1264, fr1265);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1218, acc1219, acc1220, acc1221, fr1235, fr1236, fr1237, fr1238, fr1266, fr1267);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1222, acc1223, acc1224, acc1225, fr1235, fr1236, fr1237, fr1238, fr1268, fr1269);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1226, acc1227, acc1228, acc1229, fr1235, fr1236, fr1237, fr1238, fr1270, fr1271);  // matmul.tile:54
      unsigned fr1272, fr1273, fr1274, fr1275;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 0) + lm1230_r + 0 + (((lm1230_c + 2) ^ lm1230_s) << 4), fr1272, fr1273, fr1274, fr1275);  // matmul.tile:54
      unsigned fr1276, fr1277, fr1278, fr1279;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 0) + lm1230_r + 8192 + (((lm1230_c + 2) ^ lm1230_s) << 4), fr1276, fr1277, fr1278, fr1279);  // matmul.tile:54
      unsigned fr1280, fr1281, fr1282, fr1283;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm1239_r + 0 + (((lm1239_c + 2) ^ lm1239_s) << 4), fr1280, fr1281, fr1282, fr1283);  // matmul.tile:54
      unsigned fr1284, fr1285, fr1286, fr1287;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm1239_r + 2048 + (((lm1239_c + 2) ^ lm1239_s) << 4), fr1284, fr1285, fr1286, fr1287);  // matmul.tile:54
      unsigned fr1288, fr1289, fr1290, fr1291;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm1239_r + 4096 + (((lm1239_c + 2) ^ lm1239_s) << 4), fr1288, fr1289, fr1290, fr1291);  // matmul.tile:54
      unsigned fr1292, fr1293, fr1294, fr1295;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm1239_r + 6144 + (((lm1239_c + 2) ^ lm1239_s) << 4), fr1292, fr1293, fr1294, fr1295);  // matmul.tile:54
      unsigned fr1296, fr1297, fr1298, fr1299;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm1239_r + 8192 + (((lm1239_c + 2) ^ lm1239_s) << 4), fr1296, fr1297, fr1298, fr1299);  // matmul.tile:54
      unsigned fr1300, fr1301, fr1302, fr1303;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm1239_r + 10240 + (((lm1239_c + 2) ^ lm1239_s) << 4), fr1300, fr1301, fr1302, fr1303);  // matmul.tile:54
      unsigned fr1304, fr1305, fr1306, fr1307;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm1239_r + 12288 + (((lm1239_c + 2) ^ lm1239_s) << 4), fr1304, fr1305, fr1306, fr1307);  // matmul.tile:54
      unsigned fr1308, fr1309, fr1310, fr1311;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm1239_r + 14336 + (((lm1239_c + 2) ^ lm1239_s) << 4), fr1308, fr1309, fr1310, fr1311);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1102, acc1103, acc1104, acc1105, fr1272, fr1273, fr1274, fr1275, fr1280, fr1281);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1106, acc1107, acc1108, acc1109, fr1272, fr1273, fr1274, fr1275, fr1282, fr1283);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1110, acc1111, acc1112, acc1113, fr1272, fr1273, fr1274, fr1275, fr1284, fr1285);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1114, acc1115, acc1116, acc1117, fr1272, fr1273, fr1274, fr1275, fr1286, fr1287);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1118, acc1119, acc1120, acc1121, fr1272, fr1273, fr1274, fr1275, fr1288, fr1289);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1122, acc1123, acc1124, acc1125, fr1272, fr1273, fr1274, fr1275, fr1290, fr1291);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1126, acc1127, acc1128, acc1129, fr1272, fr1273, fr1274, fr1275, fr1292, fr1293);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1130, acc1131, acc1132, acc1133, fr1272, fr1273, fr1274, fr1275, fr1294, fr1295);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1134, acc1135, acc1136, acc1137, fr1272, fr1273, fr1274, fr1275, fr1296, fr1297);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1138, acc1139, acc1140, acc1141, fr1272, fr1273, fr1274, fr1275, fr1298, fr1299);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1142, acc1143, acc1144, acc1145, fr1272, fr1273, fr1274, fr1275, fr1300, fr1301);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1146, acc1147, acc1148, acc1149, fr1272, fr1273, fr1274, fr1275, fr1302, fr1303);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1150, acc1151, acc1152, acc1153, fr1272, fr1273, fr1274, fr1275, fr1304, fr1305);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1154, acc1155, acc1156, acc1157, fr1272, fr1273, fr1274, fr1275, fr1306, fr1307);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1158, acc1159, acc1160, acc1161, fr1272, fr1273, fr1274, fr1275, fr1308, fr1309);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1162, acc1163, acc1164, acc1165, fr1272, fr1273, fr1274, fr1275, fr1310, fr1311);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1166, acc1167, acc1168, acc1169, fr1276, fr1277, fr1278, fr1279, fr1280, fr1281);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1170, acc1171, acc1172, acc1173, fr1276, fr1277, fr1278, fr1279, fr1282, fr1283);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1174, acc1175, acc1176, acc1177, fr1276, fr1277, fr1278, fr1279, fr1284, fr1285);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1178, acc1179, acc1180, acc1181, fr1276, fr1277, fr1278, fr1279, fr1286, fr1287);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1182, acc1183, acc1184, acc1185, fr1276, fr1277, fr1278, fr1279, fr1288, fr1289);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1186, acc1187, acc1188, acc1189, fr1276, fr1277, fr1278, fr1279, fr1290, fr1291);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1190, acc1191, acc1192, acc1193, fr1276, fr1277, fr1278, fr1279, fr1292, fr1293);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1194, acc1195, acc1196, acc1197, fr1276, fr1277, fr1278, fr1279, fr1294, fr1295);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1198, acc1199, acc1200, acc1201, fr1276, fr1277, fr1278, fr1279, fr1296, fr1297);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1202, acc1203, acc1204, acc1205, fr1276, fr1277, fr1278, fr1279, fr1298, fr1299);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1206, acc1207, acc1208, acc1209, fr1276, fr1277, fr1278, fr1279, fr1300, fr1301);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1210, acc1211, acc1212, acc1213, fr1276, fr1277, fr1278, fr1279, fr1302, fr1303);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1214, acc1215, acc1216, acc1217, fr1276, fr1277, fr1278, fr1279, fr1304, fr1305);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1218, acc1219, acc1220, acc1221, fr1276, fr1277, fr1278, fr1279, fr1306, fr1307);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1222, acc1223, acc1224, acc1225, fr1276, fr1277, fr1278, fr1279, fr1308, fr1309);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1226, acc1227, acc1228, acc1229, fr1276, fr1277, fr1278, fr1279, fr1310, fr1311);  // matmul.tile:54
      unsigned fr1312, fr1313, fr1314, fr1315;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 0) + lm1230_r + 0 + (((lm1230_c + 4) ^ lm1230_s) << 4), fr1312, fr1313, fr1314, fr1315);  // matmul.tile:54
      unsigned fr1316, fr1317, fr1318, fr1319;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 0) + lm1230_r + 8192 + (((lm1230_c + 4) ^ lm1230_s) << 4), fr1316, fr1317, fr1318, fr1319);  // matmul.tile:54
      unsigned fr1320, fr1321, fr1322, fr1323;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm1239_r + 0 + (((lm1239_c + 4) ^ lm1239_s) << 4), fr1320, fr1321, fr1322, fr1323);  // matmul.tile:54
      unsigned fr1324, fr1325, fr1326, fr1327;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm1239_r + 2048 + (((lm1239_c + 4) ^ lm1239_s) << 4), fr1324, fr1325, fr1326, fr1327);  // matmul.tile:54
      unsigned fr1328, fr1329, fr1330, fr1331;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm1239_r + 4096 + (((lm1239_c + 4) ^ lm1239_s) << 4), fr1328, fr1329, fr1330, fr1331);  // matmul.tile:54
      unsigned fr1332, fr1333, fr1334, fr1335;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm1239_r + 6144 + (((lm1239_c + 4) ^ lm1239_s) << 4), fr1332, fr1333, fr1334, fr1335);  // matmul.tile:54
      unsigned fr1336, fr1337, fr1338, fr1339;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm1239_r + 8192 + (((lm1239_c + 4) ^ lm1239_s) << 4), fr1336, fr1337, fr1338, fr1339);  // matmul.tile:54
      unsigned fr1340, fr1341, fr1342, fr1343;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm1239_r + 10240 + (((lm1239_c + 4) ^ lm1239_s) << 4), fr1340, fr1341, fr1342, fr1343);  // matmul.tile:54
      unsigned fr1344, fr1345, fr1346, fr1347;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm1239_r + 12288 + (((lm1239_c + 4) ^ lm1239_s) << 4), fr1344, fr1345, fr1346, fr1347);  // matmul.tile:54
      unsigned fr1348, fr1349, fr1350, fr1351;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm1239_r + 14336 + (((lm1239_c + 4) ^ lm1239_s) << 4), fr1348, fr1349, fr1350, fr1351);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1102, acc1103, acc1104, acc1105, fr1312, fr1313, fr1314, fr1315, fr1320, fr1321);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1106, acc1107, acc1108, acc1109, fr1312, fr1313, fr1314, fr1315, fr1322, fr1323);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1110, acc1111, acc1112, acc1113, fr1312, fr1313, fr1314, fr1315, fr1324, fr1325);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1114, acc1115, acc1116, acc1117, fr1312, fr1313, fr1314, fr1315, fr1326, fr1327);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1118, acc1119, acc1120, acc1121, fr1312, fr1313, fr1314, fr1315, fr1328, fr1329);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1122, acc1123, acc1124, acc1125, fr1312, fr1313, fr1314, fr1315, fr1330, fr1331);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1126, acc1127, acc1128, acc1129, fr1312, fr1313, fr1314, fr1315, fr1332, fr1333);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1130, acc1131, acc1132, acc1133, fr1312, fr1313, fr1314, fr1315, fr1334, fr1335);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1134, acc1135, acc1136, acc1137, fr1312, fr1313, fr1314, fr1315, fr1336, fr1337);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1138, acc1139, acc1140, acc1141, fr1312, fr1313, fr1314, fr1315, fr1338, fr1339);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1142, acc1143, acc1144, acc1145, fr1312, fr1313, fr1314, fr1315, fr1340, fr1341);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1146, acc1147, acc1148, acc1149, fr1312, fr1313, fr1314, fr1315, fr1342, fr1343);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1150, acc1151, acc1152, acc1153, fr1312, fr1313, fr1314, fr1315, fr1344, fr1345);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1154, acc1155, acc1156, acc1157, fr1312, fr1313, fr1314, fr1315, fr1346, fr1347);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1158, acc1159, acc1160, acc1161, fr1312, fr1313, fr1314, fr1315, fr1348, fr1349);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1162, acc1163, acc1164, acc1165, fr1312, fr1313, fr1314, fr1315, fr1350, fr1351);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1166, acc1167, acc1168, acc1169, fr1316, fr1317, fr1318, fr1319, fr1320, fr1321);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1170, acc1171, acc1172, acc1173, fr1316, fr1317, fr1318, fr1319, fr1322, fr1323);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1174, acc1175, acc1176, acc1177, fr1316, fr1317, fr1318, fr1319, fr1324, fr1325);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1178, acc1179, acc1180, acc1181, fr1316, fr1317, fr1318, fr1319, fr1326, fr1327);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1182, acc1183, acc1184, acc1185, fr1316, fr1317, fr1318, fr1319, fr1328, fr1329);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1186, acc1187, acc1188, acc1189, fr1316, fr1317, fr1318, fr1319, fr1330, fr1331);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1190, acc1191, acc1192, acc1193, fr1316, fr1317, fr1318, fr1319, fr1332, fr1333);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1194, acc1195, acc1196, acc1197, fr1316, fr1317, fr1318, fr1319, fr1334, fr1335);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1198, acc1199, acc1200, acc1201, fr1316, fr1317, fr1318, fr1319, fr1336, fr1337);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1202, acc1203, acc1204, acc1205, fr1316, fr1317, fr1318, fr1319, fr1338, fr1339);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1206, acc1207, acc1208, acc1209, fr1316, fr1317, fr1318, fr1319, fr1340, fr1341);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1210, acc1211, acc1212, acc1213, fr1316, fr1317, fr1318, fr1319, fr1342, fr1343);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1214, acc1215, acc1216, acc1217, fr1316, fr1317, fr1318, fr1319, fr1344, fr1345);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1218, acc1219, acc1220, acc1221, fr1316, fr1317, fr1318, fr1319, fr1346, fr1347);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1222, acc1223, acc1224, acc1225, fr1316, fr1317, fr1318, fr1319, fr1348, fr1349);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1226, acc1227, acc1228, acc1229, fr1316, fr1317, fr1318, fr1319, fr1350, fr1351);  // matmul.tile:54
      unsigned fr1352, fr1353, fr1354, fr1355;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 0) + lm1230_r + 0 + (((lm1230_c + 6) ^ lm1230_s) << 4), fr1352, fr1353, fr1354, fr1355);  // matmul.tile:54
      unsigned fr1356, fr1357, fr1358, fr1359;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 0) + lm1230_r + 8192 + (((lm1230_c + 6) ^ lm1230_s) << 4), fr1356, fr1357, fr1358, fr1359);  // matmul.tile:54
      unsigned fr1360, fr1361, fr1362, fr1363;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm1239_r + 0 + (((lm1239_c + 6) ^ lm1239_s) << 4), fr1360, fr1361, fr1362, fr1363);  // matmul.tile:54
      unsigned fr1364, fr1365, fr1366, fr1367;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm1239_r + 2048 + (((lm1239_c + 6) ^ lm1239_s) << 4), fr1364, fr1365, fr1366, fr1367);  // matmul.tile:54
      unsigned fr1368, fr1369, fr1370, fr1371;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm1239_r + 4096 + (((lm1239_c + 6) ^ lm1239_s) << 4), fr1368, fr1369, fr1370, fr1371);  // matmul.tile:54
      unsigned fr1372, fr1373, fr1374, fr1375;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm1239_r + 6144 + (((lm1239_c + 6) ^ lm1239_s) << 4), fr1372, fr1373, fr1374, fr1375);  // matmul.tile:54
      unsigned fr1376, fr1377, fr1378, fr1379;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm1239_r + 8192 + (((lm1239_c + 6) ^ lm1239_s) << 4), fr1376, fr1377, fr1378, fr1379);  // matmul.tile:54
      unsigned fr1380, fr1381, fr1382, fr1383;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm1239_r + 10240 + (((lm1239_c + 6) ^ lm1239_s) << 4), fr1380, fr1381, fr1382, fr1383);  // matmul.tile:54
      unsigned fr1384, fr1385, fr1386, fr1387;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm1239_r + 12288 + (((lm1239_c + 6) ^ lm1239_s) << 4), fr1384, fr1385, fr1386, fr1387);  // matmul.tile:54
      unsigned fr1388, fr1389, fr1390, fr1391;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm1239_r + 14336 + (((lm1239_c + 6) ^ lm1239_s) << 4), fr1388, fr1389, fr1390, fr1391);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1102, acc1103, acc1104, acc1105, fr1352, fr1353, fr1354, fr1355, fr1360, fr1361);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1106, acc1107, acc1108, acc1109, fr1352, fr1353, fr1354, fr1355, fr1362, fr1363);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1110, acc1111, acc1112, acc1113, fr1352, fr1353, fr1354, fr1355, fr1364, fr1365);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1114, acc1115, acc1116, acc1117, fr1352, fr1353, fr1354, fr1355, fr1366, fr1367);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1118, acc1119, acc1120, acc1121, fr1352, fr1353, fr1354, fr1355, fr1368, fr1369);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1122, acc1123, acc1124, acc1125, fr1352, fr1353, fr1354, fr1355, fr1370, fr1371);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1126, acc1127, acc1128, acc1129, fr1352, fr1353, fr1354, fr1355, fr1372, fr1373);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1130, acc1131, acc1132, acc1133, fr1352, fr1353, fr1354, fr1355, fr1374, fr1375);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1134, acc1135, acc1136, acc1137, fr1352, fr1353, fr1354, fr1355, fr1376, fr1377);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1138, acc1139, acc1140, acc1141, fr1352, fr1353, fr1354, fr1355, fr1378, fr1379);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1142, acc1143, acc1144, acc1145, fr1352, fr1353, fr1354, fr1355, fr1380, fr1381);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1146, acc1147, acc1148, acc1149, fr1352, fr1353, fr1354, fr1355, fr1382, fr1383);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1150, acc1151, acc1152, acc1153, fr1352, fr1353, fr1354, fr1355, fr1384, fr1385);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1154, acc1155, acc1156, acc1157, fr1352, fr1353, fr1354, fr1355, fr1386, fr1387);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1158, acc1159, acc1160, acc1161, fr1352, fr1353, fr1354, fr1355, fr1388, fr1389);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1162, acc1163, acc1164, acc1165, fr1352, fr1353, fr1354, fr1355, fr1390, fr1391);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1166, acc1167, acc1168, acc1169, fr1356, fr1357, fr1358, fr1359, fr1360, fr1361);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1170, acc1171, acc1172, acc1173, fr1356, fr1357, fr1358, fr1359, fr1362, fr1363);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1174, acc1175, acc1176, acc1177, fr1356, fr1357, fr1358, fr1359, fr1364, fr1365);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1178, acc1179, acc1180, acc1181, fr1356, fr1357, fr1358, fr1359, fr1366, fr1367);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1182, acc1183, acc1184, acc1185, fr1356, fr1357, fr1358, fr1359, fr1368, fr1369);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1186, acc1187, acc1188, acc1189, fr1356, fr1357, fr1358, fr1359, fr1370, fr1371);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1190, acc1191, acc1192, acc1193, fr1356, fr1357, fr1358, fr1359, fr1372, fr1373);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1194, acc1195, acc1196, acc1197, fr1356, fr1357, fr1358, fr1359, fr1374, fr1375);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1198, acc1199, acc1200, acc1201, fr1356, fr1357, fr1358, fr1359, fr1376, fr1377);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1202, acc1203, acc1204, acc1205, fr1356, fr1357, fr1358, fr1359, fr1378, fr1379);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1206, acc1207, acc1208, acc1209, fr1356, fr1357, fr1358, fr1359, fr1380, fr1381);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1210, acc1211, acc1212, acc1213, fr1356, fr1357, fr1358, fr1359, fr1382, fr1383);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1214, acc1215, acc1216, acc1217, fr1356, fr1357, fr1358, fr1359, fr1384, fr1385);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1218, acc1219, acc1220, acc1221, fr1356, fr1357, fr1358, fr1359, fr1386, fr1387);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1222, acc1223, acc1224, acc1225, fr1356, fr1357, fr1358, fr1359, fr1388, fr1389);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc1226, acc1227, acc1228, acc1229, fr1356, fr1357, fr1358, fr1359, fr1390, fr1391);  // matmul.tile:54
      c137 = acc1102;  // matmul.tile:48
      c138 = acc1103;  // matmul.tile:48
      c139 = acc1104;  // matmul.tile:48
      c140 = acc1105;  // matmul.tile:48
      c141 = acc1106;  // matmul.tile:48
      c142 = acc1107;  // matmul.tile:48
      c143 = acc1108;  // matmul.tile:48
      c144 = acc1109;  // matmul.tile:48
      c145 = acc1110;  // matmul.tile:48
      c146 = acc1111;  // matmul.tile:48
      c147 = acc1112;  // matmul.tile:48
      c148 = acc1113;  // matmul.tile:48
      c149 = acc1114;  // matmul.tile:48
      c150 = acc1115;  // matmul.tile:48
      c151 = acc1116;  // matmul.tile:48
      c152 = acc1117;  // matmul.tile:48
      c153 = acc1118;  // matmul.tile:48
      c154 = acc1119;  // matmul.tile:48
      c155 = acc1120;  // matmul.tile:48
      c156 = acc1121;  // matmul.tile:48
      c157 = acc1122;  // matmul.tile:48
      c158 = acc1123;  // matmul.tile:48
      c159 = acc1124;  // matmul.tile:48
      c160 = acc1125;  // matmul.tile:48
      c161 = acc1126;  // matmul.tile:48
      c162 = acc1127;  // matmul.tile:48
      c163 = acc1128;  // matmul.tile:48
      c164 = acc1129;  // matmul.tile:48
      c165 = acc1130;  // matmul.tile:48
      c166 = acc1131;  // matmul.tile:48
      c167 = acc1132;  // matmul.tile:48
      c168 = acc1133;  // matmul.tile:48
      c169 = acc1134;  // matmul.tile:48
      c170 = acc1135;  // matmul.tile:48
      c171 = acc1136;  // matmul.tile:48
      c172 = acc1137;  // matmul.tile:48
      c173 = acc1138;  // matmul.tile:48
      c174 = acc1139;  // matmul.tile:48
      c175 = acc1140;  // matmul.tile:48
      c176 = acc1141;  // matmul.tile:48
      c177 = acc1142;  // matmul.tile:48
      c178 = acc1143;  // matmul.tile:48
      c179 = acc1144;  // matmul.tile:48
      c180 = acc1145;  // matmul.tile:48
      c181 = acc1146;  // matmul.tile:48
      c182 = acc1147;  // matmul.tile:48
      c183 = acc1148;  // matmul.tile:48
      c184 = acc1149;  // matmul.tile:48
      c185 = acc1150;  // matmul.tile:48
      c186 = acc1151;  // matmul.tile:48
      c187 = acc1152;  // matmul.tile:48
      c188 = acc1153;  // matmul.tile:48
      c189 = acc1154;  // matmul.tile:48
      c190 = acc1155;  // matmul.tile:48
      c191 = acc1156;  // matmul.tile:48
      c192 = acc1157;  // matmul.tile:48
      c193 = acc1158;  // matmul.tile:48
      c194 = acc1159;  // matmul.tile:48
      c195 = acc1160;  // matmul.tile:48
      c196 = acc1161;  // matmul.tile:48
      c197 = acc1162;  // matmul.tile:48
      c198 = acc1163;  // matmul.tile:48
      c199 = acc1164;  // matmul.tile:48
      c200 = acc1165;  // matmul.tile:48
      c201 = acc1166;  // matmul.tile:48
      c202 = acc1167;  // matmul.tile:48
      c203 = acc1168;  // matmul.tile:48
      c204 = acc1169;  // matmul.tile:48
      c205 = acc1170;  // matmul.tile:48
      c206 = acc1171;  // matmul.tile:48
      c207 = acc1172;  // matmul.tile:48
      c208 = acc1173;  // matmul.tile:48
      c209 = acc1174;  // matmul.tile:48
      c210 = acc1175;  // matmul.tile:48
      c211 = acc1176;  // matmul.tile:48
      c212 = acc1177;  // matmul.tile:48
      c213 = acc1178;  // matmul.tile:48
      c214 = acc1179;  // matmul.tile:48
      c215 = acc1180;  // matmul.tile:48
      c216 = acc1181;  // matmul.tile:48
      c217 = acc1182;  // matmul.tile:48
      c218 = acc1183;  // matmul.tile:48
      c219 = acc1184;  // matmul.tile:48
      c220 = acc1185;  // matmul.tile:48
      c221 = acc1186;  // matmul.tile:48
      c222 = acc1187;  // matmul.tile:48
      c223 = acc1188;  // matmul.tile:48
      c224 = acc1189;  // matmul.tile:48
      c225 = acc1190;  // matmul.tile:48
      c226 = acc1191;  // matmul.tile:48
      c227 = acc1192;  // matmul.tile:48
      c228 = acc1193;  // matmul.tile:48
      c229 = acc1194;  // matmul.tile:48
      c230 = acc1195;  // matmul.tile:48
      c231 = acc1196;  // matmul.tile:48
      c232 = acc1197;  // matmul.tile:48
      c233 = acc1198;  // matmul.tile:48
      c234 = acc1199;  // matmul.tile:48
      c235 = acc1200;  // matmul.tile:48
      c236 = acc1201;  // matmul.tile:48
      c237 = acc1202;  // matmul.tile:48
      c238 = acc1203;  // matmul.tile:48
      c239 = acc1204;  // matmul.tile:48
      c240 = acc1205;  // matmul.tile:48
      c241 = acc1206;  // matmul.tile:48
      c242 = acc1207;  // matmul.tile:48
      c243 = acc1208;  // matmul.tile:48
      c244 = acc1209;  // matmul.tile:48
      c245 = acc1210;  // matmul.tile:48
      c246 = acc1211;  // matmul.tile:48
      c247 = acc1212;  // matmul.tile:48
      c248 = acc1213;  // matmul.tile:48
      c249 = acc1214;  // matmul.tile:48
      c250 = acc1215;  // matmul.tile:48
      c251 = acc1216;  // matmul.tile:48
      c252 = acc1217;  // matmul.tile:48
      c253 = acc1218;  // matmul.tile:48
      c254 = acc1219;  // matmul.tile:48
      c255 = acc1220;  // matmul.tile:48
      c256 = acc1221;  // matmul.tile:48
      c257 = acc1222;  // matmul.tile:48
      c258 = acc1223;  // matmul.tile:48
      c259 = acc1224;  // matmul.tile:48
      c260 = acc1225;  // matmul.tile:48
      c261 = acc1226;  // matmul.tile:48
      c262 = acc1227;  // matmul.tile:48
      c263 = acc1228;  // matmul.tile:48
      c264 = acc1229;  // matmul.tile:48
    } else {  // the body as written  // matmul.tile:48
      int const v1392 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(0)));  // matmul.tile:49
      int const v1393 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(1)));  // matmul.tile:49
      int const v1394 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(2)));  // matmul.tile:49
      int const v1395 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(3)));  // matmul.tile:49
      int const v1396 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(4)));  // matmul.tile:49
      int const v1397 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(5)));  // matmul.tile:49
      int const v1398 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(6)));  // matmul.tile:49
      int const v1399 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(7)));  // matmul.tile:49
      int const v1400 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(8)));  // matmul.tile:49
      int const v1401 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(9)));  // matmul.tile:49
      int const v1402 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(10)));  // matmul.tile:49
      int const v1403 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(11)));  // matmul.tile:49
      int const v1404 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(12)));  // matmul.tile:49
      int const v1405 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(13)));  // matmul.tile:49
      int const v1406 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(14)));  // matmul.tile:49
      int const v1407 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(15)));  // matmul.tile:49
      int const v1408 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(16)));  // matmul.tile:49
      int const v1409 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(17)));  // matmul.tile:49
      int const v1410 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(18)));  // matmul.tile:49
      int const v1411 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(19)));  // matmul.tile:49
      int const v1412 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(20)));  // matmul.tile:49
      int const v1413 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(21)));  // matmul.tile:49
      int const v1414 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(22)));  // matmul.tile:49
      int const v1415 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(23)));  // matmul.tile:49
      int const v1416 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(24)));  // matmul.tile:49
      int const v1417 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(25)));  // matmul.tile:49
      int const v1418 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(26)));  // matmul.tile:49
      int const v1419 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(27)));  // matmul.tile:49
      int const v1420 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(28)));  // matmul.tile:49
      int const v1421 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(29)));  // matmul.tile:49
      int const v1422 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(30)));  // matmul.tile:49
      int const v1423 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(31)));  // matmul.tile:49
      int const v1424 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(32)));  // matmul.tile:49
      int const v1425 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(33)));  // matmul.tile:49
      int const v1426 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(34)));  // matmul.tile:49
      int const v1427 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(35)));  // matmul.tile:49
      int const v1428 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(36)));  // matmul.tile:49
      int const v1429 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(37)));  // matmul.tile:49
      int const v1430 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(38)));  // matmul.tile:49
      int const v1431 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(39)));  // matmul.tile:49
      int const v1432 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(40)));  // matmul.tile:49
      int const v1433 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(41)));  // matmul.tile:49
      int const v1434 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(42)));  // matmul.tile:49
      int const v1435 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(43)));  // matmul.tile:49
      int const v1436 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(44)));  // matmul.tile:49
      int const v1437 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(45)));  // matmul.tile:49
      int const v1438 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(46)));  // matmul.tile:49
      int const v1439 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(47)));  // matmul.tile:49
      int const v1440 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(48)));  // matmul.tile:49
      int const v1441 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(49)));  // matmul.tile:49
      int const v1442 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(50)));  // matmul.tile:49
      int const v1443 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(51)));  // matmul.tile:49
      int const v1444 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(52)));  // matmul.tile:49
      int const v1445 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(53)));  // matmul.tile:49
      int const v1446 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(54)));  // matmul.tile:49
      int const v1447 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(55)));  // matmul.tile:49
      int const v1448 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(56)));  // matmul.tile:49
      int const v1449 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(57)));  // matmul.tile:49
      int const v1450 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(58)));  // matmul.tile:49
      int const v1451 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(59)));  // matmul.tile:49
      int const v1452 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(60)));  // matmul.tile:49
      int const v1453 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(61)));  // matmul.tile:49
      int const v1454 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(62)));  // matmul.tile:49
      int const v1455 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(63)));  // matmul.tile:49
      int const ar1456 = (tl_c3_0 + 2);  // matmul.tile:50
      int const ar1457 = (tl_c3_0 + 4);  // matmul.tile:50
      int const ar1458 = (tl_c3_0 + 6);  // matmul.tile:50
      int const ar1459 = (tl_c3_0 + 8);  // matmul.tile:50
      int const ar1460 = (tl_c3_0 + 10);  // matmul.tile:50
      int const ar1461 = (tl_c3_0 + 12);  // matmul.tile:50
      int const ar1462 = (tl_c3_0 + 14);  // matmul.tile:50
      int const ar1463 = (tl_c3_0 + 16);  // matmul.tile:50
      int const ar1464 = (tl_c3_0 + 18);  // matmul.tile:50
      int const ar1465 = (tl_c3_0 + 20);  // matmul.tile:50
      int const ar1466 = (tl_c3_0 + 22);  // matmul.tile:50
      int const ar1467 = (tl_c3_0 + 24);  // matmul.tile:50
      int const ar1468 = (tl_c3_0 + 26);  // matmul.tile:50
      int const ar1469 = (tl_c3_0 + 28);  // matmul.tile:50
      int const ar1470 = (tl_c3_0 + 30);  // matmul.tile:50
      int const ar1471 = (tl_c3_0 + 32);  // matmul.tile:50
      int const ar1472 = (tl_c3_0 + 34);  // matmul.tile:50
      int const ar1473 = (tl_c3_0 + 36);  // matmul.tile:50
      int const ar1474 = (tl_c3_0 + 38);  // matmul.tile:50
      int const ar1475 = (tl_c3_0 + 40);  // matmul.tile:50
      int const ar1476 = (tl_c3_0 + 42);  // matmul.tile:50
      int const ar1477 = (tl_c3_0 + 44);  // matmul.tile:50
      int const ar1478 = (tl_c3_0 + 46);  // matmul.tile:50
      int const ar1479 = (tl_c3_0 + 48);  // matmul.tile:50
      int const ar1480 = (tl_c3_0 + 50);  // matmul.tile:50
      int const ar1481 = (tl_c3_0 + 52);  // matmul.tile:50
      int const ar1482 = (tl_c3_0 + 54);  // matmul.tile:50
      int const ar1483 = (tl_c3_0 + 56);  // matmul.tile:50
      int const ar1484 = (tl_c3_0 + 58);  // matmul.tile:50
      int const ar1485 = (tl_c3_0 + 60);  // matmul.tile:50
      int const ar1486 = (tl_c3_0 + 62);  // matmul.tile:50
      int const ar1487 = (tl_c3_0 + 64);  // matmul.tile:50
      int const ar1488 = (tl_c3_0 + 66);  // matmul.tile:50
      int const ar1489 = (tl_c3_0 + 68);  // matmul.tile:50
      int const ar1490 = (tl_c3_0 + 70);  // matmul.tile:50
      int const ar1491 = (tl_c3_0 + 72);  // matmul.tile:50
      int const ar1492 = (tl_c3_0 + 74);  // matmul.tile:50
      int const ar1493 = (tl_c3_0 + 76);  // matmul.tile:50
      int const ar1494 = (tl_c3_0 + 78);  // matmul.tile:50
      int const ar1495 = (tl_c3_0 + 80);  // matmul.tile:50
      int const ar1496 = (tl_c3_0 + 82);  // matmul.tile:50
      int const ar1497 = (tl_c3_0 + 84);  // matmul.tile:50
      int const ar1498 = (tl_c3_0 + 86);  // matmul.tile:50
      int const ar1499 = (tl_c3_0 + 88);  // matmul.tile:50
      int const ar1500 = (tl_c3_0 + 90);  // matmul.tile:50
      int const ar1501 = (tl_c3_0 + 92);  // matmul.tile:50
      int const ar1502 = (tl_c3_0 + 94);  // matmul.tile:50
      int const ar1503 = (tl_c3_0 + 96);  // matmul.tile:50
      int const ar1504 = (tl_c3_0 + 98);  // matmul.tile:50
      int const ar1505 = (tl_c3_0 + 100);  // matmul.tile:50
      int const ar1506 = (tl_c3_0 + 102);  // matmul.tile:50
      int const ar1507 = (tl_c3_0 + 104);  // matmul.tile:50
      int const ar1508 = (tl_c3_0 + 106);  // matmul.tile:50
      int const ar1509 = (tl_c3_0 + 108);  // matmul.tile:50
      int const ar1510 = (tl_c3_0 + 110);  // matmul.tile:50
      int const ar1511 = (tl_c3_0 + 112);  // matmul.tile:50
      int const ar1512 = (tl_c3_0 + 114);  // matmul.tile:50
      int const ar1513 = (tl_c3_0 + 116);  // matmul.tile:50
      int const ar1514 = (tl_c3_0 + 118);  // matmul.tile:50
      int const ar1515 = (tl_c3_0 + 120);  // matmul.tile:50
      int const ar1516 = (tl_c3_0 + 122);  // matmul.tile:50
      int const ar1517 = (tl_c3_0 + 124);  // matmul.tile:50
      int const ar1518 = (tl_c3_0 + 126);  // matmul.tile:50
      int const v1519 = ((int)((unsigned int)(v4) + (unsigned int)(tl_c3_0)));  // matmul.tile:50
      int const v1520 = ((int)((unsigned int)(v4) + (unsigned int)(ar1456)));  // matmul.tile:50
      int const v1521 = ((int)((unsigned int)(v4) + (unsigned int)(ar1457)));  // matmul.tile:50
      int const v1522 = ((int)((unsigned int)(v4) + (unsigned int)(ar1458)));  // matmul.tile:50
      int const v1523 = ((int)((unsigned int)(v4) + (unsigned int)(ar1459)));  // matmul.tile:50
      int const v1524 = ((int)((unsigned int)(v4) + (unsigned int)(ar1460)));  // matmul.tile:50
      int const v1525 = ((int)((unsigned int)(v4) + (unsigned int)(ar1461)));  // matmul.tile:50
      int const v1526 = ((int)((unsigned int)(v4) + (unsigned int)(ar1462)));  // matmul.tile:50
      int const v1527 = ((int)((unsigned int)(v4) + (unsigned int)(ar1463)));  // matmul.tile:50
      int const v1528 = ((int)((unsigned int)(v4) + (unsigned int)(ar1464)));  // matmul.tile:50
      int const v1529 = ((int)((unsigned int)(v4) + (unsigned int)(ar1465)));  // matmul.tile:50
      int const v1530 = ((int)((unsigned int)(v4) + (unsigned int)(ar1466)));  // matmul.tile:50
      int const v1531 = ((int)((unsigned int)(v4) + (unsigned int)(ar1467)));  // matmul.tile:50
      int const v1532 = ((int)((unsigned int)(v4) + (unsigned int)(ar1468)));  // matmul.tile:50
      int const v1533 = ((int)((unsigned int)(v4) + (unsigned int)(ar1469)));  // matmul.tile:50
      int const v1534 = ((int)((unsigned int)(v4) + (unsigned int)(ar1470)));  // matmul.tile:50
      int const v1535 = ((int)((unsigned int)(v4) + (unsigned int)(ar1471)));  // matmul.tile:50
      int const v1536 = ((int)((unsigned int)(v4) + (unsigned int)(ar1472)));  // matmul.tile:50
      int const v1537 = ((int)((unsigned int)(v4) + (unsigned int)(ar1473)));  // matmul.tile:50
      int const v1538 = ((int)((unsigned int)(v4) + (unsigned int)(ar1474)));  // matmul.tile:50
      int const v1539 = ((int)((unsigned int)(v4) + (unsigned int)(ar1475)));  // matmul.tile:50
      int const v1540 = ((int)((unsigned int)(v4) + (unsigned int)(ar1476)));  // matmul.tile:50
      int const v1541 = ((int)((unsigned int)(v4) + (unsigned int)(ar1477)));  // matmul.tile:50
      int const v1542 = ((int)((unsigned int)(v4) + (unsigned int)(ar1478)));  // matmul.tile:50
      int const v1543 = ((int)((unsigned int)(v4) + (unsigned int)(ar1479)));  // matmul.tile:50
      int const v1544 = ((int)((unsigned int)(v4) + (unsigned int)(ar1480)));  // matmul.tile:50
      int const v1545 = ((int)((unsigned int)(v4) + (unsigned int)(ar1481)));  // matmul.tile:50
      int const v1546 = ((int)((unsigned int)(v4) + (unsigned int)(ar1482)));  // matmul.tile:50
      int const v1547 = ((int)((unsigned int)(v4) + (unsigned int)(ar1483)));  // matmul.tile:50
      int const v1548 = ((int)((unsigned int)(v4) + (unsigned int)(ar1484)));  // matmul.tile:50
      int const v1549 = ((int)((unsigned int)(v4) + (unsigned int)(ar1485)));  // matmul.tile:50
      int const v1550 = ((int)((unsigned int)(v4) + (unsigned int)(ar1486)));  // matmul.tile:50
      int const v1551 = ((int)((unsigned int)(v4) + (unsigned int)(ar1487)));  // matmul.tile:50
      int const v1552 = ((int)((unsigned int)(v4) + (unsigned int)(ar1488)));  // matmul.tile:50
      int const v1553 = ((int)((unsigned int)(v4) + (unsigned int)(ar1489)));  // matmul.tile:50
      int const v1554 = ((int)((unsigned int)(v4) + (unsigned int)(ar1490)));  // matmul.tile:50
      int const v1555 = ((int)((unsigned int)(v4) + (unsigned int)(ar1491)));  // matmul.tile:50
      int const v1556 = ((int)((unsigned int)(v4) + (unsigned int)(ar1492)));  // matmul.tile:50
      int const v1557 = ((int)((unsigned int)(v4) + (unsigned int)(ar1493)));  // matmul.tile:50
      int const v1558 = ((int)((unsigned int)(v4) + (unsigned int)(ar1494)));  // matmul.tile:50
      int const v1559 = ((int)((unsigned int)(v4) + (unsigned int)(ar1495)));  // matmul.tile:50
      int const v1560 = ((int)((unsigned int)(v4) + (unsigned int)(ar1496)));  // matmul.tile:50
      int const v1561 = ((int)((unsigned int)(v4) + (unsigned int)(ar1497)));  // matmul.tile:50
      int const v1562 = ((int)((unsigned int)(v4) + (unsigned int)(ar1498)));  // matmul.tile:50
      int const v1563 = ((int)((unsigned int)(v4) + (unsigned int)(ar1499)));  // matmul.tile:50
      int const v1564 = ((int)((unsigned int)(v4) + (unsigned int)(ar1500)));  // matmul.tile:50
      int const v1565 = ((int)((unsigned int)(v4) + (unsigned int)(ar1501)));  // matmul.tile:50
      int const v1566 = ((int)((unsigned int)(v4) + (unsigned int)(ar1502)));  // matmul.tile:50
      int const v1567 = ((int)((unsigned int)(v4) + (unsigned int)(ar1503)));  // matmul.tile:50
      int const v1568 = ((int)((unsigned int)(v4) + (unsigned int)(ar1504)));  // matmul.tile:50
      int const v1569 = ((int)((unsigned int)(v4) + (unsigned int)(ar1505)));  // matmul.tile:50
      int const v1570 = ((int)((unsigned int)(v4) + (unsigned int)(ar1506)));  // matmul.tile:50
      int const v1571 = ((int)((unsigned int)(v4) + (unsigned int)(ar1507)));  // matmul.tile:50
      int const v1572 = ((int)((unsigned int)(v4) + (unsigned int)(ar1508)));  // matmul.tile:50
      int const v1573 = ((int)((unsigned int)(v4) + (unsigned int)(ar1509)));  // matmul.tile:50
      int const v1574 = ((int)((unsigned int)(v4) + (unsigned int)(ar1510)));  // matmul.tile:50
      int const v1575 = ((int)((unsigned int)(v4) + (unsigned int)(ar1511)));  // matmul.tile:50
      int const v1576 = ((int)((unsigned int)(v4) + (unsigned int)(ar1512)));  // matmul.tile:50
      int const v1577 = ((int)((unsigned int)(v4) + (unsigned int)(ar1513)));  // matmul.tile:50
      int const v1578 = ((int)((unsigned int)(v4) + (unsigned int)(ar1514)));  // matmul.tile:50
      int const v1579 = ((int)((unsigned int)(v4) + (unsigned int)(ar1515)));  // matmul.tile:50
      int const v1580 = ((int)((unsigned int)(v4) + (unsigned int)(ar1516)));  // matmul.tile:50
      int const v1581 = ((int)((unsigned int)(v4) + (unsigned int)(ar1517)));  // matmul.tile:50
      int const v1582 = ((int)((unsigned int)(v4) + (unsigned int)(ar1518)));  // matmul.tile:50
      int const v1583 = ((int)((unsigned int)(v1519) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1584 = ((int)((unsigned int)(v1520) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1585 = ((int)((unsigned int)(v1521) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1586 = ((int)((unsigned int)(v1522) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1587 = ((int)((unsigned int)(v1523) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1588 = ((int)((unsigned int)(v1524) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1589 = ((int)((unsigned int)(v1525) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1590 = ((int)((unsigned int)(v1526) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1591 = ((int)((unsigned int)(v1527) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1592 = ((int)((unsigned int)(v1528) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1593 = ((int)((unsigned int)(v1529) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1594 = ((int)((unsigned int)(v1530) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1595 = ((int)((unsigned int)(v1531) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1596 = ((int)((unsigned int)(v1532) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1597 = ((int)((unsigned int)(v1533) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1598 = ((int)((unsigned int)(v1534) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1599 = ((int)((unsigned int)(v1535) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1600 = ((int)((unsigned int)(v1536) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1601 = ((int)((unsigned int)(v1537) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1602 = ((int)((unsigned int)(v1538) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1603 = ((int)((unsigned int)(v1539) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1604 = ((int)((unsigned int)(v1540) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1605 = ((int)((unsigned int)(v1541) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1606 = ((int)((unsigned int)(v1542) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1607 = ((int)((unsigned int)(v1543) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1608 = ((int)((unsigned int)(v1544) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1609 = ((int)((unsigned int)(v1545) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1610 = ((int)((unsigned int)(v1546) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1611 = ((int)((unsigned int)(v1547) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1612 = ((int)((unsigned int)(v1548) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1613 = ((int)((unsigned int)(v1549) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1614 = ((int)((unsigned int)(v1550) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1615 = ((int)((unsigned int)(v1551) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1616 = ((int)((unsigned int)(v1552) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1617 = ((int)((unsigned int)(v1553) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1618 = ((int)((unsigned int)(v1554) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1619 = ((int)((unsigned int)(v1555) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1620 = ((int)((unsigned int)(v1556) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1621 = ((int)((unsigned int)(v1557) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1622 = ((int)((unsigned int)(v1558) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1623 = ((int)((unsigned int)(v1559) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1624 = ((int)((unsigned int)(v1560) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1625 = ((int)((unsigned int)(v1561) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1626 = ((int)((unsigned int)(v1562) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1627 = ((int)((unsigned int)(v1563) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1628 = ((int)((unsigned int)(v1564) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1629 = ((int)((unsigned int)(v1565) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1630 = ((int)((unsigned int)(v1566) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1631 = ((int)((unsigned int)(v1567) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1632 = ((int)((unsigned int)(v1568) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1633 = ((int)((unsigned int)(v1569) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1634 = ((int)((unsigned int)(v1570) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1635 = ((int)((unsigned int)(v1571) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1636 = ((int)((unsigned int)(v1572) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1637 = ((int)((unsigned int)(v1573) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1638 = ((int)((unsigned int)(v1574) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1639 = ((int)((unsigned int)(v1575) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1640 = ((int)((unsigned int)(v1576) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1641 = ((int)((unsigned int)(v1577) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1642 = ((int)((unsigned int)(v1578) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1643 = ((int)((unsigned int)(v1579) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1644 = ((int)((unsigned int)(v1580) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1645 = ((int)((unsigned int)(v1581) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      int const v1646 = ((int)((unsigned int)(v1582) * (unsigned int)(p_stride_am)));  // matmul.tile:50
      __half* const p1647 = (p_a + v1583);  // matmul.tile:50
      __half* const p1648 = (p_a + v1584);  // matmul.tile:50
      __half* const p1649 = (p_a + v1585);  // matmul.tile:50
      __half* const p1650 = (p_a + v1586);  // matmul.tile:50
      __half* const p1651 = (p_a + v1587);  // matmul.tile:50
      __half* const p1652 = (p_a + v1588);  // matmul.tile:50
      __half* const p1653 = (p_a + v1589);  // matmul.tile:50
      __half* const p1654 = (p_a + v1590);  // matmul.tile:50
      __half* const p1655 = (p_a + v1591);  // matmul.tile:50
      __half* const p1656 = (p_a + v1592);  // matmul.tile:50
      __half* const p1657 = (p_a + v1593);  // matmul.tile:50
      __half* const p1658 = (p_a + v1594);  // matmul.tile:50
      __half* const p1659 = (p_a + v1595);  // matmul.tile:50
      __half* const p1660 = (p_a + v1596);  // matmul.tile:50
      __half* const p1661 = (p_a + v1597);  // matmul.tile:50
      __half* const p1662 = (p_a + v1598);  // matmul.tile:50
      __half* const p1663 = (p_a + v1599);  // matmul.tile:50
      __half* const p1664 = (p_a + v1600);  // matmul.tile:50
      __half* const p1665 = (p_a + v1601);  // matmul.tile:50
      __half* const p1666 = (p_a + v1602);  // matmul.tile:50
      __half* const p1667 = (p_a + v1603);  // matmul.tile:50
      __half* const p1668 = (p_a + v1604);  // matmul.tile:50
      __half* const p1669 = (p_a + v1605);  // matmul.tile:50
      __half* const p1670 = (p_a + v1606);  // matmul.tile:50
      __half* const p1671 = (p_a + v1607);  // matmul.tile:50
      __half* const p1672 = (p_a + v1608);  // matmul.tile:50
      __half* const p1673 = (p_a + v1609);  // matmul.tile:50
      __half* const p1674 = (p_a + v1610);  // matmul.tile:50
      __half* const p1675 = (p_a + v1611);  // matmul.tile:50
      __half* const p1676 = (p_a + v1612);  // matmul.tile:50
      __half* const p1677 = (p_a + v1613);  // matmul.tile:50
      __half* const p1678 = (p_a + v1614);  // matmul.tile:50
      __half* const p1679 = (p_a + v1615);  // matmul.tile:50
      __half* const p1680 = (p_a + v1616);  // matmul.tile:50
      __half* const p1681 = (p_a + v1617);  // matmul.tile:50
      __half* const p1682 = (p_a + v1618);  // matmul.tile:50
      __half* const p1683 = (p_a + v1619);  // matmul.tile:50
      __half* const p1684 = (p_a + v1620);  // matmul.tile:50
      __half* const p1685 = (p_a + v1621);  // matmul.tile:50
      __half* const p1686 = (p_a + v1622);  // matmul.tile:50
      __half* const p1687 = (p_a + v1623);  // matmul.tile:50
      __half* const p1688 = (p_a + v1624);  // matmul.tile:50
      __half* const p1689 = (p_a + v1625);  // matmul.tile:50
      __half* const p1690 = (p_a + v1626);  // matmul.tile:50
      __half* const p1691 = (p_a + v1627);  // matmul.tile:50
      __half* const p1692 = (p_a + v1628);  // matmul.tile:50
      __half* const p1693 = (p_a + v1629);  // matmul.tile:50
      __half* const p1694 = (p_a + v1630);  // matmul.tile:50
      __half* const p1695 = (p_a + v1631);  // matmul.tile:50
      __half* const p1696 = (p_a + v1632);  // matmul.tile:50
      __half* const p1697 = (p_a + v1633);  // matmul.tile:50
      __half* const p1698 = (p_a + v1634);  // matmul.tile:50
      __half* const p1699 = (p_a + v1635);  // matmul.tile:50
      __half* const p1700 = (p_a + v1636);  // matmul.tile:50
      __half* const p1701 = (p_a + v1637);  // matmul.tile:50
      __half* const p1702 = (p_a + v1638);  // matmul.tile:50
      __half* const p1703 = (p_a + v1639);  // matmul.tile:50
      __half* const p1704 = (p_a + v1640);  // matmul.tile:50
      __half* const p1705 = (p_a + v1641);  // matmul.tile:50
      __half* const p1706 = (p_a + v1642);  // matmul.tile:50
      __half* const p1707 = (p_a + v1643);  // matmul.tile:50
      __half* const p1708 = (p_a + v1644);  // matmul.tile:50
      __half* const p1709 = (p_a + v1645);  // matmul.tile:50
      __half* const p1710 = (p_a + v1646);  // matmul.tile:50
      int const v1711 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(tl_c4_0)));  // matmul.tile:50
      int const v1712 = ((int)((unsigned int)(v1711) * (unsigned int)(p_stride_ak)));  // matmul.tile:50
      __half* const p1713 = (p1647 + v1712);  // matmul.tile:50
      __half* const p1714 = (p1648 + v1712);  // matmul.tile:50
      __half* const p1715 = (p1649 + v1712);  // matmul.tile:50
      __half* const p1716 = (p1650 + v1712);  // matmul.tile:50
      __half* const p1717 = (p1651 + v1712);  // matmul.tile:50
      __half* const p1718 = (p1652 + v1712);  // matmul.tile:50
      __half* const p1719 = (p1653 + v1712);  // matmul.tile:50
      __half* const p1720 = (p1654 + v1712);  // matmul.tile:50
      __half* const p1721 = (p1655 + v1712);  // matmul.tile:50
      __half* const p1722 = (p1656 + v1712);  // matmul.tile:50
      __half* const p1723 = (p1657 + v1712);  // matmul.tile:50
      __half* const p1724 = (p1658 + v1712);  // matmul.tile:50
      __half* const p1725 = (p1659 + v1712);  // matmul.tile:50
      __half* const p1726 = (p1660 + v1712);  // matmul.tile:50
      __half* const p1727 = (p1661 + v1712);  // matmul.tile:50
      __half* const p1728 = (p1662 + v1712);  // matmul.tile:50
      __half* const p1729 = (p1663 + v1712);  // matmul.tile:50
      __half* const p1730 = (p1664 + v1712);  // matmul.tile:50
      __half* const p1731 = (p1665 + v1712);  // matmul.tile:50
      __half* const p1732 = (p1666 + v1712);  // matmul.tile:50
      __half* const p1733 = (p1667 + v1712);  // matmul.tile:50
      __half* const p1734 = (p1668 + v1712);  // matmul.tile:50
      __half* const p1735 = (p1669 + v1712);  // matmul.tile:50
      __half* const p1736 = (p1670 + v1712);  // matmul.tile:50
      __half* const p1737 = (p1671 + v1712);  // matmul.tile:50
      __half* const p1738 = (p1672 + v1712);  // matmul.tile:50
      __half* const p1739 = (p1673 + v1712);  // matmul.tile:50
      __half* const p1740 = (p1674 + v1712);  // matmul.tile:50
      __half* const p1741 = (p1675 + v1712);  // matmul.tile:50
      __half* const p1742 = (p1676 + v1712);  // matmul.tile:50
      __half* const p1743 = (p1677 + v1712);  // matmul.tile:50
      __half* const p1744 = (p1678 + v1712);  // matmul.tile:50
      __half* const p1745 = (p1679 + v1712);  // matmul.tile:50
      __half* const p1746 = (p1680 + v1712);  // matmul.tile:50
      __half* const p1747 = (p1681 + v1712);  // matmul.tile:50
      __half* const p1748 = (p1682 + v1712);  // matmul.tile:50
      __half* const p1749 = (p1683 + v1712);  // matmul.tile:50
      __half* const p1750 = (p1684 + v1712);  // matmul.tile:50
      __half* const p1751 = (p1685 + v1712);  // matmul.tile:50
      __half* const p1752 = (p1686 + v1712);  // matmul.tile:50
      __half* const p1753 = (p1687 + v1712);  // matmul.tile:50
      __half* const p1754 = (p1688 + v1712);  // matmul.tile:50
      __half* const p1755 = (p1689 + v1712);  // matmul.tile:50
      __half* const p1756 = (p1690 + v1712);  // matmul.tile:50
      __half* const p1757 = (p1691 + v1712);  // matmul.tile:50
      __half* const p1758 = (p1692 + v1712);  // matmul.tile:50
      __half* const p1759 = (p1693 + v1712);  // matmul.tile:50
      __half* const p1760 = (p1694 + v1712);  // matmul.tile:50
      __half* const p1761 = (p1695 + v1712);  // matmul.tile:50
      __half* const p1762 = (p1696 + v1712);  // matmul.tile:50
      __half* const p1763 = (p1697 + v1712);  // matmul.tile:50
      __half* const p1764 = (p1698 + v1712);  // matmul.tile:50
      __half* const p1765 = (p1699 + v1712);  // matmul.tile:50
      __half* const p1766 = (p1700 + v1712);  // matmul.tile:50
      __half* const p1767 = (p1701 + v1712);  // matmul.tile:50
      __half* const p1768 = (p1702 + v1712);  // matmul.tile:50
      __half* const p1769 = (p1703 + v1712);  // matmul.tile:50
      __half* const p1770 = (p1704 + v1712);  // matmul.tile:50
      __half* const p1771 = (p1705 + v1712);  // matmul.tile:50
      __half* const p1772 = (p1706 + v1712);  // matmul.tile:50
      __half* const p1773 = (p1707 + v1712);  // matmul.tile:50
      __half* const p1774 = (p1708 + v1712);  // matmul.tile:50
      __half* const p1775 = (p1709 + v1712);  // matmul.tile:50
      __half* const p1776 = (p1710 + v1712);  // matmul.tile:50
      int const ar1777 = (tl_c3_0 + 2);  // matmul.tile:51
      int const ar1778 = (tl_c3_0 + 4);  // matmul.tile:51
      int const ar1779 = (tl_c3_0 + 6);  // matmul.tile:51
      int const ar1780 = (tl_c3_0 + 8);  // matmul.tile:51
      int const ar1781 = (tl_c3_0 + 10);  // matmul.tile:51
      int const ar1782 = (tl_c3_0 + 12);  // matmul.tile:51
      int const ar1783 = (tl_c3_0 + 14);  // matmul.tile:51
      int const ar1784 = (tl_c3_0 + 16);  // matmul.tile:51
      int const ar1785 = (tl_c3_0 + 18);  // matmul.tile:51
      int const ar1786 = (tl_c3_0 + 20);  // matmul.tile:51
      int const ar1787 = (tl_c3_0 + 22);  // matmul.tile:51
      int const ar1788 = (tl_c3_0 + 24);  // matmul.tile:51
      int const ar1789 = (tl_c3_0 + 26);  // matmul.tile:51
      int const ar1790 = (tl_c3_0 + 28);  // matmul.tile:51
      int const ar1791 = (tl_c3_0 + 30);  // matmul.tile:51
      int const ar1792 = (tl_c3_0 + 32);  // matmul.tile:51
      int const ar1793 = (tl_c3_0 + 34);  // matmul.tile:51
      int const ar1794 = (tl_c3_0 + 36);  // matmul.tile:51
      int const ar1795 = (tl_c3_0 + 38);  // matmul.tile:51
      int const ar1796 = (tl_c3_0 + 40);  // matmul.tile:51
      int const ar1797 = (tl_c3_0 + 42);  // matmul.tile:51
      int const ar1798 = (tl_c3_0 + 44);  // matmul.tile:51
      int const ar1799 = (tl_c3_0 + 46);  // matmul.tile:51
      int const ar1800 = (tl_c3_0 + 48);  // matmul.tile:51
      int const ar1801 = (tl_c3_0 + 50);  // matmul.tile:51
      int const ar1802 = (tl_c3_0 + 52);  // matmul.tile:51
      int const ar1803 = (tl_c3_0 + 54);  // matmul.tile:51
      int const ar1804 = (tl_c3_0 + 56);  // matmul.tile:51
      int const ar1805 = (tl_c3_0 + 58);  // matmul.tile:51
      int const ar1806 = (tl_c3_0 + 60);  // matmul.tile:51
      int const ar1807 = (tl_c3_0 + 62);  // matmul.tile:51
      int const ar1808 = (tl_c3_0 + 64);  // matmul.tile:51
      int const ar1809 = (tl_c3_0 + 66);  // matmul.tile:51
      int const ar1810 = (tl_c3_0 + 68);  // matmul.tile:51
      int const ar1811 = (tl_c3_0 + 70);  // matmul.tile:51
      int const ar1812 = (tl_c3_0 + 72);  // matmul.tile:51
      int const ar1813 = (tl_c3_0 + 74);  // matmul.tile:51
      int const ar1814 = (tl_c3_0 + 76);  // matmul.tile:51
      int const ar1815 = (tl_c3_0 + 78);  // matmul.tile:51
      int const ar1816 = (tl_c3_0 + 80);  // matmul.tile:51
      int const ar1817 = (tl_c3_0 + 82);  // matmul.tile:51
      int const ar1818 = (tl_c3_0 + 84);  // matmul.tile:51
      int const ar1819 = (tl_c3_0 + 86);  // matmul.tile:51
      int const ar1820 = (tl_c3_0 + 88);  // matmul.tile:51
      int const ar1821 = (tl_c3_0 + 90);  // matmul.tile:51
      int const ar1822 = (tl_c3_0 + 92);  // matmul.tile:51
      int const ar1823 = (tl_c3_0 + 94);  // matmul.tile:51
      int const ar1824 = (tl_c3_0 + 96);  // matmul.tile:51
      int const ar1825 = (tl_c3_0 + 98);  // matmul.tile:51
      int const ar1826 = (tl_c3_0 + 100);  // matmul.tile:51
      int const ar1827 = (tl_c3_0 + 102);  // matmul.tile:51
      int const ar1828 = (tl_c3_0 + 104);  // matmul.tile:51
      int const ar1829 = (tl_c3_0 + 106);  // matmul.tile:51
      int const ar1830 = (tl_c3_0 + 108);  // matmul.tile:51
      int const ar1831 = (tl_c3_0 + 110);  // matmul.tile:51
      int const ar1832 = (tl_c3_0 + 112);  // matmul.tile:51
      int const ar1833 = (tl_c3_0 + 114);  // matmul.tile:51
      int const ar1834 = (tl_c3_0 + 116);  // matmul.tile:51
      int const ar1835 = (tl_c3_0 + 118);  // matmul.tile:51
      int const ar1836 = (tl_c3_0 + 120);  // matmul.tile:51
      int const ar1837 = (tl_c3_0 + 122);  // matmul.tile:51
      int const ar1838 = (tl_c3_0 + 124);  // matmul.tile:51
      int const ar1839 = (tl_c3_0 + 126);  // matmul.tile:51
      int const v1840 = ((int)((unsigned int)(v4) + (unsigned int)(tl_c3_0)));  // matmul.tile:51
      int const v1841 = ((int)((unsigned int)(v4) + (unsigned int)(ar1777)));  // matmul.tile:51
      int const v1842 = ((int)((unsigned int)(v4) + (unsigned int)(ar1778)));  // matmul.tile:51
      int const v1843 = ((int)((unsigned int)(v4) + (unsigned int)(ar1779)));  // matmul.tile:51
      int const v1844 = ((int)((unsigned int)(v4) + (unsigned int)(ar1780)));  // matmul.tile:51
      int const v1845 = ((int)((unsigned int)(v4) + (unsigned int)(ar1781)));  // matmul.tile:51
      int const v1846 = ((int)((unsigned int)(v4) + (unsigned int)(ar1782)));  // matmul.tile:51
      int const v1847 = ((int)((unsigned int)(v4) + (unsigned int)(ar1783)));  // matmul.tile:51
      int const v1848 = ((int)((unsigned int)(v4) + (unsigned int)(ar1784)));  // matmul.tile:51
      int const v1849 = ((int)((unsigned int)(v4) + (unsigned int)(ar1785)));  // matmul.tile:51
      int const v1850 = ((int)((unsigned int)(v4) + (unsigned int)(ar1786)));  // matmul.tile:51
      int const v1851 = ((int)((unsigned int)(v4) + (unsigned int)(ar1787)));  // matmul.tile:51
      int const v1852 = ((int)((unsigned int)(v4) + (unsigned int)(ar1788)));  // matmul.tile:51
      int const v1853 = ((int)((unsigned int)(v4) + (unsigned int)(ar1789)));  // matmul.tile:51
      int const v1854 = ((int)((unsigned int)(v4) + (unsigned int)(ar1790)));  // matmul.tile:51
      int const v1855 = ((int)((unsigned int)(v4) + (unsigned int)(ar1791)));  // matmul.tile:51
      int const v1856 = ((int)((unsigned int)(v4) + (unsigned int)(ar1792)));  // matmul.tile:51
      int const v1857 = ((int)((unsigned int)(v4) + (unsigned int)(ar1793)));  // matmul.tile:51
      int const v1858 = ((int)((unsigned int)(v4) + (unsigned int)(ar1794)));  // matmul.tile:51
      int const v1859 = ((int)((unsigned int)(v4) + (unsigned int)(ar1795)));  // matmul.tile:51
      int const v1860 = ((int)((unsigned int)(v4) + (unsigned int)(ar1796)));  // matmul.tile:51
      int const v1861 = ((int)((unsigned int)(v4) + (unsigned int)(ar1797)));  // matmul.tile:51
      int const v1862 = ((int)((unsigned int)(v4) + (unsigned int)(ar1798)));  // matmul.tile:51
      int const v1863 = ((int)((unsigned int)(v4) + (unsigned int)(ar1799)));  // matmul.tile:51
      int const v1864 = ((int)((unsigned int)(v4) + (unsigned int)(ar1800)));  // matmul.tile:51
      int const v1865 = ((int)((unsigned int)(v4) + (unsigned int)(ar1801)));  // matmul.tile:51
      int const v1866 = ((int)((unsigned int)(v4) + (unsigned int)(ar1802)));  // matmul.tile:51
      int const v1867 = ((int)((unsigned int)(v4) + (unsigned int)(ar1803)));  // matmul.tile:51
      int const v1868 = ((int)((unsigned int)(v4) + (unsigned int)(ar1804)));  // matmul.tile:51
      int const v1869 = ((int)((unsigned int)(v4) + (unsigned int)(ar1805)));  // matmul.tile:51
      int const v1870 = ((int)((unsigned int)(v4) + (unsigned int)(ar1806)));  // matmul.tile:51
      int const v1871 = ((int)((unsigned int)(v4) + (unsigned int)(ar1807)));  // matmul.tile:51
      int const v1872 = ((int)((unsigned int)(v4) + (unsigned int)(ar1808)));  // matmul.tile:51
      int const v1873 = ((int)((unsigned int)(v4) + (unsigned int)(ar1809)));  // matmul.tile:51
      int const v1874 = ((int)((unsigned int)(v4) + (unsigned int)(ar1810)));  // matmul.tile:51
      int const v1875 = ((int)((unsigned int)(v4) + (unsigned int)(ar1811)));  // matmul.tile:51
      int const v1876 = ((int)((unsigned int)(v4) + (unsigned int)(ar1812)));  // matmul.tile:51
      int const v1877 = ((int)((unsigned int)(v4) + (unsigned int)(ar1813)));  // matmul.tile:51
      int const v1878 = ((int)((unsigned int)(v4) + (unsigned int)(ar1814)));  // matmul.tile:51
      int const v1879 = ((int)((unsigned int)(v4) + (unsigned int)(ar1815)));  // matmul.tile:51
      int const v1880 = ((int)((unsigned int)(v4) + (unsigned int)(ar1816)));  // matmul.tile:51
      int const v1881 = ((int)((unsigned int)(v4) + (unsigned int)(ar1817)));  // matmul.tile:51
      int const v1882 = ((int)((unsigned int)(v4) + (unsigned int)(ar1818)));  // matmul.tile:51
      int const v1883 = ((int)((unsigned int)(v4) + (unsigned int)(ar1819)));  // matmul.tile:51
      int const v1884 = ((int)((unsigned int)(v4) + (unsigned int)(ar1820)));  // matmul.tile:51
      int const v1885 = ((int)((unsigned int)(v4) + (unsigned int)(ar1821)));  // matmul.tile:51
      int const v1886 = ((int)((unsigned int)(v4) + (unsigned int)(ar1822)));  // matmul.tile:51
      int const v1887 = ((int)((unsigned int)(v4) + (unsigned int)(ar1823)));  // matmul.tile:51
      int const v1888 = ((int)((unsigned int)(v4) + (unsigned int)(ar1824)));  // matmul.tile:51
      int const v1889 = ((int)((unsigned int)(v4) + (unsigned int)(ar1825)));  // matmul.tile:51
      int const v1890 = ((int)((unsigned int)(v4) + (unsigned int)(ar1826)));  // matmul.tile:51
      int const v1891 = ((int)((unsigned int)(v4) + (unsigned int)(ar1827)));  // matmul.tile:51
      int const v1892 = ((int)((unsigned int)(v4) + (unsigned int)(ar1828)));  // matmul.tile:51
      int const v1893 = ((int)((unsigned int)(v4) + (unsigned int)(ar1829)));  // matmul.tile:51
      int const v1894 = ((int)((unsigned int)(v4) + (unsigned int)(ar1830)));  // matmul.tile:51
      int const v1895 = ((int)((unsigned int)(v4) + (unsigned int)(ar1831)));  // matmul.tile:51
      int const v1896 = ((int)((unsigned int)(v4) + (unsigned int)(ar1832)));  // matmul.tile:51
      int const v1897 = ((int)((unsigned int)(v4) + (unsigned int)(ar1833)));  // matmul.tile:51
      int const v1898 = ((int)((unsigned int)(v4) + (unsigned int)(ar1834)));  // matmul.tile:51
      int const v1899 = ((int)((unsigned int)(v4) + (unsigned int)(ar1835)));  // matmul.tile:51
      int const v1900 = ((int)((unsigned int)(v4) + (unsigned int)(ar1836)));  // matmul.tile:51
      int const v1901 = ((int)((unsigned int)(v4) + (unsigned int)(ar1837)));  // matmul.tile:51
      int const v1902 = ((int)((unsigned int)(v4) + (unsigned int)(ar1838)));  // matmul.tile:51
      int const v1903 = ((int)((unsigned int)(v4) + (unsigned int)(ar1839)));  // matmul.tile:51
      bool const v1904 = (v1840 < p_M);  // matmul.tile:51
      bool const v1905 = (v1841 < p_M);  // matmul.tile:51
      bool const v1906 = (v1842 < p_M);  // matmul.tile:51
      bool const v1907 = (v1843 < p_M);  // matmul.tile:51
      bool const v1908 = (v1844 < p_M);  // matmul.tile:51
      bool const v1909 = (v1845 < p_M);  // matmul.tile:51
      bool const v1910 = (v1846 < p_M);  // matmul.tile:51
      bool const v1911 = (v1847 < p_M);  // matmul.tile:51
      bool const v1912 = (v1848 < p_M);  // matmul.tile:51
      bool const v1913 = (v1849 < p_M);  // matmul.tile:51
      bool const v1914 = (v1850 < p_M);  // matmul.tile:51
      bool const v1915 = (v1851 < p_M);  // matmul.tile:51
      bool const v1916 = (v1852 < p_M);  // matmul.tile:51
      bool const v1917 = (v1853 < p_M);  // matmul.tile:51
      bool const v1918 = (v1854 < p_M);  // matmul.tile:51
      bool const v1919 = (v1855 < p_M);  // matmul.tile:51
      bool const v1920 = (v1856 < p_M);  // matmul.tile:51
      bool const v1921 = (v1857 < p_M);  // matmul.tile:51
      bool const v1922 = (v1858 < p_M);  // matmul.tile:51
      bool const v1923 = (v1859 < p_M);  // matmul.tile:51
      bool const v1924 = (v1860 < p_M);  // matmul.tile:51
      bool const v1925 = (v1861 < p_M);  // matmul.tile:51
      bool const v1926 = (v1862 < p_M);  // matmul.tile:51
      bool const v1927 = (v1863 < p_M);  // matmul.tile:51
      bool const v1928 = (v1864 < p_M);  // matmul.tile:51
      bool const v1929 = (v1865 < p_M);  // matmul.tile:51
      bool const v1930 = (v1866 < p_M);  // matmul.tile:51
      bool const v1931 = (v1867 < p_M);  // matmul.tile:51
      bool const v1932 = (v1868 < p_M);  // matmul.tile:51
      bool const v1933 = (v1869 < p_M);  // matmul.tile:51
      bool const v1934 = (v1870 < p_M);  // matmul.tile:51
      bool const v1935 = (v1871 < p_M);  // matmul.tile:51
      bool const v1936 = (v1872 < p_M);  // matmul.tile:51
      bool const v1937 = (v1873 < p_M);  // matmul.tile:51
      bool const v1938 = (v1874 < p_M);  // matmul.tile:51
      bool const v1939 = (v1875 < p_M);  // matmul.tile:51
      bool const v1940 = (v1876 < p_M);  // matmul.tile:51
      bool const v1941 = (v1877 < p_M);  // matmul.tile:51
      bool const v1942 = (v1878 < p_M);  // matmul.tile:51
      bool const v1943 = (v1879 < p_M);  // matmul.tile:51
      bool const v1944 = (v1880 < p_M);  // matmul.tile:51
      bool const v1945 = (v1881 < p_M);  // matmul.tile:51
      bool const v1946 = (v1882 < p_M);  // matmul.tile:51
      bool const v1947 = (v1883 < p_M);  // matmul.tile:51
      bool const v1948 = (v1884 < p_M);  // matmul.tile:51
      bool const v1949 = (v1885 < p_M);  // matmul.tile:51
      bool const v1950 = (v1886 < p_M);  // matmul.tile:51
      bool const v1951 = (v1887 < p_M);  // matmul.tile:51
      bool const v1952 = (v1888 < p_M);  // matmul.tile:51
      bool const v1953 = (v1889 < p_M);  // matmul.tile:51
      bool const v1954 = (v1890 < p_M);  // matmul.tile:51
      bool const v1955 = (v1891 < p_M);  // matmul.tile:51
      bool const v1956 = (v1892 < p_M);  // matmul.tile:51
      bool const v1957 = (v1893 < p_M);  // matmul.tile:51
      bool const v1958 = (v1894 < p_M);  // matmul.tile:51
      bool const v1959 = (v1895 < p_M);  // matmul.tile:51
      bool const v1960 = (v1896 < p_M);  // matmul.tile:51
      bool const v1961 = (v1897 < p_M);  // matmul.tile:51
      bool const v1962 = (v1898 < p_M);  // matmul.tile:51
      bool const v1963 = (v1899 < p_M);  // matmul.tile:51
      bool const v1964 = (v1900 < p_M);  // matmul.tile:51
      bool const v1965 = (v1901 < p_M);  // matmul.tile:51
      bool const v1966 = (v1902 < p_M);  // matmul.tile:51
      bool const v1967 = (v1903 < p_M);  // matmul.tile:51
      int const v1968 = ((int)((unsigned int)(((int)iv265)) + (unsigned int)(tl_c4_0)));  // matmul.tile:51
      bool const v1969 = (v1968 < p_K);  // matmul.tile:51
      bool const v1970 = ((bool)(v1904 & v1969));  // matmul.tile:51
      bool const v1971 = ((bool)(v1905 & v1969));  // matmul.tile:51
      bool const v1972 = ((bool)(v1906 & v1969));  // matmul.tile:51
      bool const v1973 = ((bool)(v1907 & v1969));  // matmul.tile:51
      bool const v1974 = ((bool)(v1908 & v1969));  // matmul.tile:51
      bool const v1975 = ((bool)(v1909 & v1969));  // matmul.tile:51
      bool const v1976 = ((bool)(v1910 & v1969));  // matmul.tile:51
      bool const v1977 = ((bool)(v1911 & v1969));  // matmul.tile:51
      bool const v1978 = ((bool)(v1912 & v1969));  // matmul.tile:51
      bool const v1979 = ((bool)(v1913 & v1969));  // matmul.tile:51
      bool const v1980 = ((bool)(v1914 & v1969));  // matmul.tile:51
      bool const v1981 = ((bool)(v1915 & v1969));  // matmul.tile:51
      bool const v1982 = ((bool)(v1916 & v1969));  // matmul.tile:51
      bool const v1983 = ((bool)(v1917 & v1969));  // matmul.tile:51
      bool const v1984 = ((bool)(v1918 & v1969));  // matmul.tile:51
      bool const v1985 = ((bool)(v1919 & v1969));  // matmul.tile:51
      bool const v1986 = ((bool)(v1920 & v1969));  // matmul.tile:51
      bool const v1987 = ((bool)(v1921 & v1969));  // matmul.tile:51
      bool const v1988 = ((bool)(v1922 & v1969));  // matmul.tile:51
      bool const v1989 = ((bool)(v1923 & v1969));  // matmul.tile:51
      bool const v1990 = ((bool)(v1924 & v1969));  // matmul.tile:51
      bool const v1991 = ((bool)(v1925 & v1969));  // matmul.tile:51
      bool const v1992 = ((bool)(v1926 & v1969));  // matmul.tile:51
      bool const v1993 = ((bool)(v1927 & v1969));  // matmul.tile:51
      bool const v1994 = ((bool)(v1928 & v1969));  // matmul.tile:51
      bool const v1995 = ((bool)(v1929 & v1969));  // matmul.tile:51
      bool const v1996 = ((bool)(v1930 & v1969));  // matmul.tile:51
      bool const v1997 = ((bool)(v1931 & v1969));  // matmul.tile:51
      bool const v1998 = ((bool)(v1932 & v1969));  // matmul.tile:51
      bool const v1999 = ((bool)(v1933 & v1969));  // matmul.tile:51
      bool const v2000 = ((bool)(v1934 & v1969));  // matmul.tile:51
      bool const v2001 = ((bool)(v1935 & v1969));  // matmul.tile:51
      bool const v2002 = ((bool)(v1936 & v1969));  // matmul.tile:51
      bool const v2003 = ((bool)(v1937 & v1969));  // matmul.tile:51
      bool const v2004 = ((bool)(v1938 & v1969));  // matmul.tile:51
      bool const v2005 = ((bool)(v1939 & v1969));  // matmul.tile:51
      bool const v2006 = ((bool)(v1940 & v1969));  // matmul.tile:51
      bool const v2007 = ((bool)(v1941 & v1969));  // matmul.tile:51
      bool const v2008 = ((bool)(v1942 & v1969));  // matmul.tile:51
      bool const v2009 = ((bool)(v1943 & v1969));  // matmul.tile:51
      bool const v2010 = ((bool)(v1944 & v1969));  // matmul.tile:51
      bool const v2011 = ((bool)(v1945 & v1969));  // matmul.tile:51
      bool const v2012 = ((bool)(v1946 & v1969));  // matmul.tile:51
      bool const v2013 = ((bool)(v1947 & v1969));  // matmul.tile:51
      bool const v2014 = ((bool)(v1948 & v1969));  // matmul.tile:51
      bool const v2015 = ((bool)(v1949 & v1969));  // matmul.tile:51
      bool const v2016 = ((bool)(v1950 & v1969));  // matmul.tile:51
      bool const v2017 = ((bool)(v1951 & v1969));  // matmul.tile:51
      bool const v2018 = ((bool)(v1952 & v1969));  // matmul.tile:51
      bool const v2019 = ((bool)(v1953 & v1969));  // matmul.tile:51
      bool const v2020 = ((bool)(v1954 & v1969));  // matmul.tile:51
      bool const v2021 = ((bool)(v1955 & v1969));  // matmul.tile:51
      bool const v2022 = ((bool)(v1956 & v1969));  // matmul.tile:51
      bool const v2023 = ((bool)(v1957 & v1969));  // matmul.tile:51
      bool const v2024 = ((bool)(v1958 & v1969));  // matmul.tile:51
      bool const v2025 = ((bool)(v1959 & v1969));  // matmul.tile:51
      bool const v2026 = ((bool)(v1960 & v1969));  // matmul.tile:51
      bool const v2027 = ((bool)(v1961 & v1969));  // matmul.tile:51
      bool const v2028 = ((bool)(v1962 & v1969));  // matmul.tile:51
      bool const v2029 = ((bool)(v1963 & v1969));  // matmul.tile:51
      bool const v2030 = ((bool)(v1964 & v1969));  // matmul.tile:51
      bool const v2031 = ((bool)(v1965 & v1969));  // matmul.tile:51
      bool const v2032 = ((bool)(v1966 & v1969));  // matmul.tile:51
      bool const v2033 = ((bool)(v1967 & v1969));  // matmul.tile:51
      __half const k2034 = __ushort_as_half((unsigned short)0);  // matmul.tile:50
      const __half ld2035 = v1970 ? *p1713 : k2034;  // matmul.tile:50
      const __half ld2036 = v1971 ? *p1714 : k2034;  // matmul.tile:50
      const __half ld2037 = v1972 ? *p1715 : k2034;  // matmul.tile:50
      const __half ld2038 = v1973 ? *p1716 : k2034;  // matmul.tile:50
      const __half ld2039 = v1974 ? *p1717 : k2034;  // matmul.tile:50
      const __half ld2040 = v1975 ? *p1718 : k2034;  // matmul.tile:50
      const __half ld2041 = v1976 ? *p1719 : k2034;  // matmul.tile:50
      const __half ld2042 = v1977 ? *p1720 : k2034;  // matmul.tile:50
      const __half ld2043 = v1978 ? *p1721 : k2034;  // matmul.tile:50
      const __half ld2044 = v1979 ? *p1722 : k2034;  // matmul.tile:50
      const __half ld2045 = v1980 ? *p1723 : k2034;  // matmul.tile:50
      const __half ld2046 = v1981 ? *p1724 : k2034;  // matmul.tile:50
      const __half ld2047 = v1982 ? *p1725 : k2034;  // matmul.tile:50
      const __half ld2048 = v1983 ? *p1726 : k2034;  // matmul.tile:50
      const __half ld2049 = v1984 ? *p1727 : k2034;  // matmul.tile:50
      const __half ld2050 = v1985 ? *p1728 : k2034;  // matmul.tile:50
      const __half ld2051 = v1986 ? *p1729 : k2034;  // matmul.tile:50
      const __half ld2052 = v1987 ? *p1730 : k2034;  // matmul.tile:50
      const __half ld2053 = v1988 ? *p1731 : k2034;  // matmul.tile:50
      const __half ld2054 = v1989 ? *p1732 : k2034;  // matmul.tile:50
      const __half ld2055 = v1990 ? *p1733 : k2034;  // matmul.tile:50
      const __half ld2056 = v1991 ? *p1734 : k2034;  // matmul.tile:50
      const __half ld2057 = v1992 ? *p1735 : k2034;  // matmul.tile:50
      const __half ld2058 = v1993 ? *p1736 : k2034;  // matmul.tile:50
      const __half ld2059 = v1994 ? *p1737 : k2034;  // matmul.tile:50
      const __half ld2060 = v1995 ? *p1738 : k2034;  // matmul.tile:50
      const __half ld2061 = v1996 ? *p1739 : k2034;  // matmul.tile:50
      const __half ld2062 = v1997 ? *p1740 : k2034;  // matmul.tile:50
      const __half ld2063 = v1998 ? *p1741 : k2034;  // matmul.tile:50
      const __half ld2064 = v1999 ? *p1742 : k2034;  // matmul.tile:50
      const __half ld2065 = v2000 ? *p1743 : k2034;  // matmul.tile:50
      const __half ld2066 = v2001 ? *p1744 : k2034;  // matmul.tile:50
      const __half ld2067 = v2002 ? *p1745 : k2034;  // matmul.tile:50
      const __half ld2068 = v2003 ? *p1746 : k2034;  // matmul.tile:50
      const __half ld2069 = v2004 ? *p1747 : k2034;  // matmul.tile:50
      const __half ld2070 = v2005 ? *p1748 : k2034;  // matmul.tile:50
      const __half ld2071 = v2006 ? *p1749 : k2034;  // matmul.tile:50
      const __half ld2072 = v2007 ? *p1750 : k2034;  // matmul.tile:50
      const __half ld2073 = v2008 ? *p1751 : k2034;  // matmul.tile:50
      const __half ld2074 = v2009 ? *p1752 : k2034;  // matmul.tile:50
      const __half ld2075 = v2010 ? *p1753 : k2034;  // matmul.tile:50
      const __half ld2076 = v2011 ? *p1754 : k2034;  // matmul.tile:50
      const __half ld2077 = v2012 ? *p1755 : k2034;  // matmul.tile:50
      const __half ld2078 = v2013 ? *p1756 : k2034;  // matmul.tile:50
      const __half ld2079 = v2014 ? *p1757 : k2034;  // matmul.tile:50
      const __half ld2080 = v2015 ? *p1758 : k2034;  // matmul.tile:50
      const __half ld2081 = v2016 ? *p1759 : k2034;  // matmul.tile:50
      const __half ld2082 = v2017 ? *p1760 : k2034;  // matmul.tile:50
      const __half ld2083 = v2018 ? *p1761 : k2034;  // matmul.tile:50
      const __half ld2084 = v2019 ? *p1762 : k2034;  // matmul.tile:50
      const __half ld2085 = v2020 ? *p1763 : k2034;  // matmul.tile:50
      const __half ld2086 = v2021 ? *p1764 : k2034;  // matmul.tile:50
      const __half ld2087 = v2022 ? *p1765 : k2034;  // matmul.tile:50
      const __half ld2088 = v2023 ? *p1766 : k2034;  // matmul.tile:50
      const __half ld2089 = v2024 ? *p1767 : k2034;  // matmul.tile:50
      const __half ld2090 = v2025 ? *p1768 : k2034;  // matmul.tile:50
      const __half ld2091 = v2026 ? *p1769 : k2034;  // matmul.tile:50
      const __half ld2092 = v2027 ? *p1770 : k2034;  // matmul.tile:50
      const __half ld2093 = v2028 ? *p1771 : k2034;  // matmul.tile:50
      const __half ld2094 = v2029 ? *p1772 : k2034;  // matmul.tile:50
      const __half ld2095 = v2030 ? *p1773 : k2034;  // matmul.tile:50
      const __half ld2096 = v2031 ? *p1774 : k2034;  // matmul.tile:50
      const __half ld2097 = v2032 ? *p1775 : k2034;  // matmul.tile:50
      const __half ld2098 = v2033 ? *p1776 : k2034;  // matmul.tile:50
      int const v2099 = ((int)((unsigned int)(v1392) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2100 = ((int)((unsigned int)(v1393) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2101 = ((int)((unsigned int)(v1394) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2102 = ((int)((unsigned int)(v1395) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2103 = ((int)((unsigned int)(v1396) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2104 = ((int)((unsigned int)(v1397) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2105 = ((int)((unsigned int)(v1398) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2106 = ((int)((unsigned int)(v1399) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2107 = ((int)((unsigned int)(v1400) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2108 = ((int)((unsigned int)(v1401) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2109 = ((int)((unsigned int)(v1402) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2110 = ((int)((unsigned int)(v1403) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2111 = ((int)((unsigned int)(v1404) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2112 = ((int)((unsigned int)(v1405) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2113 = ((int)((unsigned int)(v1406) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2114 = ((int)((unsigned int)(v1407) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2115 = ((int)((unsigned int)(v1408) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2116 = ((int)((unsigned int)(v1409) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2117 = ((int)((unsigned int)(v1410) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2118 = ((int)((unsigned int)(v1411) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2119 = ((int)((unsigned int)(v1412) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2120 = ((int)((unsigned int)(v1413) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2121 = ((int)((unsigned int)(v1414) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2122 = ((int)((unsigned int)(v1415) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2123 = ((int)((unsigned int)(v1416) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2124 = ((int)((unsigned int)(v1417) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2125 = ((int)((unsigned int)(v1418) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2126 = ((int)((unsigned int)(v1419) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2127 = ((int)((unsigned int)(v1420) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2128 = ((int)((unsigned int)(v1421) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2129 = ((int)((unsigned int)(v1422) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2130 = ((int)((unsigned int)(v1423) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2131 = ((int)((unsigned int)(v1424) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2132 = ((int)((unsigned int)(v1425) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2133 = ((int)((unsigned int)(v1426) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2134 = ((int)((unsigned int)(v1427) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2135 = ((int)((unsigned int)(v1428) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2136 = ((int)((unsigned int)(v1429) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2137 = ((int)((unsigned int)(v1430) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2138 = ((int)((unsigned int)(v1431) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2139 = ((int)((unsigned int)(v1432) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2140 = ((int)((unsigned int)(v1433) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2141 = ((int)((unsigned int)(v1434) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2142 = ((int)((unsigned int)(v1435) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2143 = ((int)((unsigned int)(v1436) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2144 = ((int)((unsigned int)(v1437) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2145 = ((int)((unsigned int)(v1438) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2146 = ((int)((unsigned int)(v1439) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2147 = ((int)((unsigned int)(v1440) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2148 = ((int)((unsigned int)(v1441) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2149 = ((int)((unsigned int)(v1442) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2150 = ((int)((unsigned int)(v1443) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2151 = ((int)((unsigned int)(v1444) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2152 = ((int)((unsigned int)(v1445) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2153 = ((int)((unsigned int)(v1446) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2154 = ((int)((unsigned int)(v1447) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2155 = ((int)((unsigned int)(v1448) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2156 = ((int)((unsigned int)(v1449) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2157 = ((int)((unsigned int)(v1450) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2158 = ((int)((unsigned int)(v1451) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2159 = ((int)((unsigned int)(v1452) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2160 = ((int)((unsigned int)(v1453) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2161 = ((int)((unsigned int)(v1454) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      int const v2162 = ((int)((unsigned int)(v1455) * (unsigned int)(p_stride_bk)));  // matmul.tile:52
      __half* const p2163 = (p_b + v2099);  // matmul.tile:52
      __half* const p2164 = (p_b + v2100);  // matmul.tile:52
      __half* const p2165 = (p_b + v2101);  // matmul.tile:52
      __half* const p2166 = (p_b + v2102);  // matmul.tile:52
      __half* const p2167 = (p_b + v2103);  // matmul.tile:52
      __half* const p2168 = (p_b + v2104);  // matmul.tile:52
      __half* const p2169 = (p_b + v2105);  // matmul.tile:52
      __half* const p2170 = (p_b + v2106);  // matmul.tile:52
      __half* const p2171 = (p_b + v2107);  // matmul.tile:52
      __half* const p2172 = (p_b + v2108);  // matmul.tile:52
      __half* const p2173 = (p_b + v2109);  // matmul.tile:52
      __half* const p2174 = (p_b + v2110);  // matmul.tile:52
      __half* const p2175 = (p_b + v2111);  // matmul.tile:52
      __half* const p2176 = (p_b + v2112);  // matmul.tile:52
      __half* const p2177 = (p_b + v2113);  // matmul.tile:52
      __half* const p2178 = (p_b + v2114);  // matmul.tile:52
      __half* const p2179 = (p_b + v2115);  // matmul.tile:52
      __half* const p2180 = (p_b + v2116);  // matmul.tile:52
      __half* const p2181 = (p_b + v2117);  // matmul.tile:52
      __half* const p2182 = (p_b + v2118);  // matmul.tile:52
      __half* const p2183 = (p_b + v2119);  // matmul.tile:52
      __half* const p2184 = (p_b + v2120);  // matmul.tile:52
      __half* const p2185 = (p_b + v2121);  // matmul.tile:52
      __half* const p2186 = (p_b + v2122);  // matmul.tile:52
      __half* const p2187 = (p_b + v2123);  // matmul.tile:52
      __half* const p2188 = (p_b + v2124);  // matmul.tile:52
      __half* const p2189 = (p_b + v2125);  // matmul.tile:52
      __half* const p2190 = (p_b + v2126);  // matmul.tile:52
      __half* const p2191 = (p_b + v2127);  // matmul.tile:52
      __half* const p2192 = (p_b + v2128);  // matmul.tile:52
      __half* const p2193 = (p_b + v2129);  // matmul.tile:52
      __half* const p2194 = (p_b + v2130);  // matmul.tile:52
      __half* const p2195 = (p_b + v2131);  // matmul.tile:52
      __half* const p2196 = (p_b + v2132);  // matmul.tile:52
      __half* const p2197 = (p_b + v2133);  // matmul.tile:52
      __half* const p2198 = (p_b + v2134);  // matmul.tile:52
      __half* const p2199 = (p_b + v2135);  // matmul.tile:52
      __half* const p2200 = (p_b + v2136);  // matmul.tile:52
      __half* const p2201 = (p_b + v2137);  // matmul.tile:52
      __half* const p2202 = (p_b + v2138);  // matmul.tile:52
      __half* const p2203 = (p_b + v2139);  // matmul.tile:52
      __half* const p2204 = (p_b + v2140);  // matmul.tile:52
      __half* const p2205 = (p_b + v2141);  // matmul.tile:52
      __half* const p2206 = (p_b + v2142);  // matmul.tile:52
      __half* const p2207 = (p_b + v2143);  // matmul.tile:52
      __half* const p2208 = (p_b + v2144);  // matmul.tile:52
      __half* const p2209 = (p_b + v2145);  // matmul.tile:52
      __half* const p2210 = (p_b + v2146);  // matmul.tile:52
      __half* const p2211 = (p_b + v2147);  // matmul.tile:52
      __half* const p2212 = (p_b + v2148);  // matmul.tile:52
      __half* const p2213 = (p_b + v2149);  // matmul.tile:52
      __half* const p2214 = (p_b + v2150);  // matmul.tile:52
      __half* const p2215 = (p_b + v2151);  // matmul.tile:52
      __half* const p2216 = (p_b + v2152);  // matmul.tile:52
      __half* const p2217 = (p_b + v2153);  // matmul.tile:52
      __half* const p2218 = (p_b + v2154);  // matmul.tile:52
      __half* const p2219 = (p_b + v2155);  // matmul.tile:52
      __half* const p2220 = (p_b + v2156);  // matmul.tile:52
      __half* const p2221 = (p_b + v2157);  // matmul.tile:52
      __half* const p2222 = (p_b + v2158);  // matmul.tile:52
      __half* const p2223 = (p_b + v2159);  // matmul.tile:52
      __half* const p2224 = (p_b + v2160);  // matmul.tile:52
      __half* const p2225 = (p_b + v2161);  // matmul.tile:52
      __half* const p2226 = (p_b + v2162);  // matmul.tile:52
      int const v2227 = ((int)((unsigned int)(v134) * (unsigned int)(p_stride_bn)));  // matmul.tile:52
      __half* const p2228 = (p2163 + v2227);  // matmul.tile:52
      __half* const p2229 = (p2164 + v2227);  // matmul.tile:52
      __half* const p2230 = (p2165 + v2227);  // matmul.tile:52
      __half* const p2231 = (p2166 + v2227);  // matmul.tile:52
      __half* const p2232 = (p2167 + v2227);  // matmul.tile:52
      __half* const p2233 = (p2168 + v2227);  // matmul.tile:52
      __half* const p2234 = (p2169 + v2227);  // matmul.tile:52
      __half* const p2235 = (p2170 + v2227);  // matmul.tile:52
      __half* const p2236 = (p2171 + v2227);  // matmul.tile:52
      __half* const p2237 = (p2172 + v2227);  // matmul.tile:52
      __half* const p2238 = (p2173 + v2227);  // matmul.tile:52
      __half* const p2239 = (p2174 + v2227);  // matmul.tile:52
      __half* const p2240 = (p2175 + v2227);  // matmul.tile:52
      __half* const p2241 = (p2176 + v2227);  // matmul.tile:52
      __half* const p2242 = (p2177 + v2227);  // matmul.tile:52
      __half* const p2243 = (p2178 + v2227);  // matmul.tile:52
      __half* const p2244 = (p2179 + v2227);  // matmul.tile:52
      __half* const p2245 = (p2180 + v2227);  // matmul.tile:52
      __half* const p2246 = (p2181 + v2227);  // matmul.tile:52
      __half* const p2247 = (p2182 + v2227);  // matmul.tile:52
      __half* const p2248 = (p2183 + v2227);  // matmul.tile:52
      __half* const p2249 = (p2184 + v2227);  // matmul.tile:52
      __half* const p2250 = (p2185 + v2227);  // matmul.tile:52
      __half* const p2251 = (p2186 + v2227);  // matmul.tile:52
      __half* const p2252 = (p2187 + v2227);  // matmul.tile:52
      __half* const p2253 = (p2188 + v2227);  // matmul.tile:52
      __half* const p2254 = (p2189 + v2227);  // matmul.tile:52
      __half* const p2255 = (p2190 + v2227);  // matmul.tile:52
      __half* const p2256 = (p2191 + v2227);  // matmul.tile:52
      __half* const p2257 = (p2192 + v2227);  // matmul.tile:52
      __half* const p2258 = (p2193 + v2227);  // matmul.tile:52
      __half* const p2259 = (p2194 + v2227);  // matmul.tile:52
      __half* const p2260 = (p2195 + v2227);  // matmul.tile:52
      __half* const p2261 = (p2196 + v2227);  // matmul.tile:52
      __half* const p2262 = (p2197 + v2227);  // matmul.tile:52
      __half* const p2263 = (p2198 + v2227);  // matmul.tile:52
      __half* const p2264 = (p2199 + v2227);  // matmul.tile:52
      __half* const p2265 = (p2200 + v2227);  // matmul.tile:52
      __half* const p2266 = (p2201 + v2227);  // matmul.tile:52
      __half* const p2267 = (p2202 + v2227);  // matmul.tile:52
      __half* const p2268 = (p2203 + v2227);  // matmul.tile:52
      __half* const p2269 = (p2204 + v2227);  // matmul.tile:52
      __half* const p2270 = (p2205 + v2227);  // matmul.tile:52
      __half* const p2271 = (p2206 + v2227);  // matmul.tile:52
      __half* const p2272 = (p2207 + v2227);  // matmul.tile:52
      __half* const p2273 = (p2208 + v2227);  // matmul.tile:52
      __half* const p2274 = (p2209 + v2227);  // matmul.tile:52
      __half* const p2275 = (p2210 + v2227);  // matmul.tile:52
      __half* const p2276 = (p2211 + v2227);  // matmul.tile:52
      __half* const p2277 = (p2212 + v2227);  // matmul.tile:52
      __half* const p2278 = (p2213 + v2227);  // matmul.tile:52
      __half* const p2279 = (p2214 + v2227);  // matmul.tile:52
      __half* const p2280 = (p2215 + v2227);  // matmul.tile:52
      __half* const p2281 = (p2216 + v2227);  // matmul.tile:52
      __half* const p2282 = (p2217 + v2227);  // matmul.tile:52
      __half* const p2283 = (p2218 + v2227);  // matmul.tile:52
      __half* const p2284 = (p2219 + v2227);  // matmul.tile:52
      __half* const p2285 = (p2220 + v2227);  // matmul.tile:52
      __half* const p2286 = (p2221 + v2227);  // matmul.tile:52
      __half* const p2287 = (p2222 + v2227);  // matmul.tile:52
      __half* const p2288 = (p2223 + v2227);  // matmul.tile:52
      __half* const p2289 = (p2224 + v2227);  // matmul.tile:52
      __half* const p2290 = (p2225 + v2227);  // matmul.tile:52
      __half* const p2291 = (p2226 + v2227);  // matmul.tile:52
      bool const v2292 = (v1392 < p_K);  // matmul.tile:53
      bool const v2293 = (v1393 < p_K);  // matmul.tile:53
      bool const v2294 = (v1394 < p_K);  // matmul.tile:53
      bool const v2295 = (v1395 < p_K);  // matmul.tile:53
      bool const v2296 = (v1396 < p_K);  // matmul.tile:53
      bool const v2297 = (v1397 < p_K);  // matmul.tile:53
      bool const v2298 = (v1398 < p_K);  // matmul.tile:53
      bool const v2299 = (v1399 < p_K);  // matmul.tile:53
      bool const v2300 = (v1400 < p_K);  // matmul.tile:53
      bool const v2301 = (v1401 < p_K);  // matmul.tile:53
      bool const v2302 = (v1402 < p_K);  // matmul.tile:53
      bool const v2303 = (v1403 < p_K);  // matmul.tile:53
      bool const v2304 = (v1404 < p_K);  // matmul.tile:53
      bool const v2305 = (v1405 < p_K);  // matmul.tile:53
      bool const v2306 = (v1406 < p_K);  // matmul.tile:53
      bool const v2307 = (v1407 < p_K);  // matmul.tile:53
      bool const v2308 = (v1408 < p_K);  // matmul.tile:53
      bool const v2309 = (v1409 < p_K);  // matmul.tile:53
      bool const v2310 = (v1410 < p_K);  // matmul.tile:53
      bool const v2311 = (v1411 < p_K);  // matmul.tile:53
      bool const v2312 = (v1412 < p_K);  // matmul.tile:53
      bool const v2313 = (v1413 < p_K);  // matmul.tile:53
      bool const v2314 = (v1414 < p_K);  // matmul.tile:53
      bool const v2315 = (v1415 < p_K);  // matmul.tile:53
      bool const v2316 = (v1416 < p_K);  // matmul.tile:53
      bool const v2317 = (v1417 < p_K);  // matmul.tile:53
      bool const v2318 = (v1418 < p_K);  // matmul.tile:53
      bool const v2319 = (v1419 < p_K);  // matmul.tile:53
      bool const v2320 = (v1420 < p_K);  // matmul.tile:53
      bool const v2321 = (v1421 < p_K);  // matmul.tile:53
      bool const v2322 = (v1422 < p_K);  // matmul.tile:53
      bool const v2323 = (v1423 < p_K);  // matmul.tile:53
      bool const v2324 = (v1424 < p_K);  // matmul.tile:53
      bool const v2325 = (v1425 < p_K);  // matmul.tile:53
      bool const v2326 = (v1426 < p_K);  // matmul.tile:53
      bool const v2327 = (v1427 < p_K);  // matmul.tile:53
      bool const v2328 = (v1428 < p_K);  // matmul.tile:53
      bool const v2329 = (v1429 < p_K);  // matmul.tile:53
      bool const v2330 = (v1430 < p_K);  // matmul.tile:53
      bool const v2331 = (v1431 < p_K);  // matmul.tile:53
      bool const v2332 = (v1432 < p_K);  // matmul.tile:53
      bool const v2333 = (v1433 < p_K);  // matmul.tile:53
      bool const v2334 = (v1434 < p_K);  // matmul.tile:53
      bool const v2335 = (v1435 < p_K);  // matmul.tile:53
      bool const v2336 = (v1436 < p_K);  // matmul.tile:53
      bool const v2337 = (v1437 < p_K);  // matmul.tile:53
      bool const v2338 = (v1438 < p_K);  // matmul.tile:53
      bool const v2339 = (v1439 < p_K);  // matmul.tile:53
      bool const v2340 = (v1440 < p_K);  // matmul.tile:53
      bool const v2341 = (v1441 < p_K);  // matmul.tile:53
      bool const v2342 = (v1442 < p_K);  // matmul.tile:53
      bool const v2343 = (v1443 < p_K);  // matmul.tile:53
      bool const v2344 = (v1444 < p_K);  // matmul.tile:53
      bool const v2345 = (v1445 < p_K);  // matmul.tile:53
      bool const v2346 = (v1446 < p_K);  // matmul.tile:53
      bool const v2347 = (v1447 < p_K);  // matmul.tile:53
      bool const v2348 = (v1448 < p_K);  // matmul.tile:53
      bool const v2349 = (v1449 < p_K);  // matmul.tile:53
      bool const v2350 = (v1450 < p_K);  // matmul.tile:53
      bool const v2351 = (v1451 < p_K);  // matmul.tile:53
      bool const v2352 = (v1452 < p_K);  // matmul.tile:53
      bool const v2353 = (v1453 < p_K);  // matmul.tile:53
      bool const v2354 = (v1454 < p_K);  // matmul.tile:53
      bool const v2355 = (v1455 < p_K);  // matmul.tile:53
      bool const v2356 = (v134 < p_N);  // matmul.tile:53
      bool const v2357 = ((bool)(v2292 & v2356));  // matmul.tile:53
      bool const v2358 = ((bool)(v2293 & v2356));  // matmul.tile:53
      bool const v2359 = ((bool)(v2294 & v2356));  // matmul.tile:53
      bool const v2360 = ((bool)(v2295 & v2356));  // matmul.tile:53
      bool const v2361 = ((bool)(v2296 & v2356));  // matmul.tile:53
      bool const v2362 = ((bool)(v2297 & v2356));  // matmul.tile:53
      bool const v2363 = ((bool)(v2298 & v2356));  // matmul.tile:53
      bool const v2364 = ((bool)(v2299 & v2356));  // matmul.tile:53
      bool const v2365 = ((bool)(v2300 & v2356));  // matmul.tile:53
      bool const v2366 = ((bool)(v2301 & v2356));  // matmul.tile:53
      bool const v2367 = ((bool)(v2302 & v2356));  // matmul.tile:53
      bool const v2368 = ((bool)(v2303 & v2356));  // matmul.tile:53
      bool const v2369 = ((bool)(v2304 & v2356));  // matmul.tile:53
      bool const v2370 = ((bool)(v2305 & v2356));  // matmul.tile:53
      bool const v2371 = ((bool)(v2306 & v2356));  // matmul.tile:53
      bool const v2372 = ((bool)(v2307 & v2356));  // matmul.tile:53
      bool const v2373 = ((bool)(v2308 & v2356));  // matmul.tile:53
      bool const v2374 = ((bool)(v2309 & v2356));  // matmul.tile:53
      bool const v2375 = ((bool)(v2310 & v2356));  // matmul.tile:53
      bool const v2376 = ((bool)(v2311 & v2356));  // matmul.tile:53
      bool const v2377 = ((bool)(v2312 & v2356));  // matmul.tile:53
      bool const v2378 = ((bool)(v2313 & v2356));  // matmul.tile:53
      bool const v2379 = ((bool)(v2314 & v2356));  // matmul.tile:53
      bool const v2380 = ((bool)(v2315 & v2356));  // matmul.tile:53
      bool const v2381 = ((bool)(v2316 & v2356));  // matmul.tile:53
      bool const v2382 = ((bool)(v2317 & v2356));  // matmul.tile:53
      bool const v2383 = ((bool)(v2318 & v2356));  // matmul.tile:53
      bool const v2384 = ((bool)(v2319 & v2356));  // matmul.tile:53
      bool const v2385 = ((bool)(v2320 & v2356));  // matmul.tile:53
      bool const v2386 = ((bool)(v2321 & v2356));  // matmul.tile:53
      bool const v2387 = ((bool)(v2322 & v2356));  // matmul.tile:53
      bool const v2388 = ((bool)(v2323 & v2356));  // matmul.tile:53
      bool const v2389 = ((bool)(v2324 & v2356));  // matmul.tile:53
      bool const v2390 = ((bool)(v2325 & v2356));  // matmul.tile:53
      bool const v2391 = ((bool)(v2326 & v2356));  // matmul.tile:53
      bool const v2392 = ((bool)(v2327 & v2356));  // matmul.tile:53
      bool const v2393 = ((bool)(v2328 & v2356));  // matmul.tile:53
      bool const v2394 = ((bool)(v2329 & v2356));  // matmul.tile:53
      bool const v2395 = ((bool)(v2330 & v2356));  // matmul.tile:53
      bool const v2396 = ((bool)(v2331 & v2356));  // matmul.tile:53
      bool const v2397 = ((bool)(v2332 & v2356));  // matmul.tile:53
      bool const v2398 = ((bool)(v2333 & v2356));  // matmul.tile:53
      bool const v2399 = ((bool)(v2334 & v2356));  // matmul.tile:53
      bool const v2400 = ((bool)(v2335 & v2356));  // matmul.tile:53
      bool const v2401 = ((bool)(v2336 & v2356));  // matmul.tile:53
      bool const v2402 = ((bool)(v2337 & v2356));  // matmul.tile:53
      bool const v2403 = ((bool)(v2338 & v2356));  // matmul.tile:53
      bool const v2404 = ((bool)(v2339 & v2356));  // matmul.tile:53
      bool const v2405 = ((bool)(v2340 & v2356));  // matmul.tile:53
      bool const v2406 = ((bool)(v2341 & v2356));  // matmul.tile:53
      bool const v2407 = ((bool)(v2342 & v2356));  // matmul.tile:53
      bool const v2408 = ((bool)(v2343 & v2356));  // matmul.tile:53
      bool const v2409 = ((bool)(v2344 & v2356));  // matmul.tile:53
      bool const v2410 = ((bool)(v2345 & v2356));  // matmul.tile:53
      bool const v2411 = ((bool)(v2346 & v2356));  // matmul.tile:53
      bool const v2412 = ((bool)(v2347 & v2356));  // matmul.tile:53
      bool const v2413 = ((bool)(v2348 & v2356));  // matmul.tile:53
      bool const v2414 = ((bool)(v2349 & v2356));  // matmul.tile:53
      bool const v2415 = ((bool)(v2350 & v2356));  // matmul.tile:53
      bool const v2416 = ((bool)(v2351 & v2356));  // matmul.tile:53
      bool const v2417 = ((bool)(v2352 & v2356));  // matmul.tile:53
      bool const v2418 = ((bool)(v2353 & v2356));  // matmul.tile:53
      bool const v2419 = ((bool)(v2354 & v2356));  // matmul.tile:53
      bool const v2420 = ((bool)(v2355 & v2356));  // matmul.tile:53
      __half const k2421 = __ushort_as_half((unsigned short)0);  // matmul.tile:52
      const __half ld2422 = v2357 ? *p2228 : k2421;  // matmul.tile:52
      const __half ld2423 = v2358 ? *p2229 : k2421;  // matmul.tile:52
      const __half ld2424 = v2359 ? *p2230 : k2421;  // matmul.tile:52
      const __half ld2425 = v2360 ? *p2231 : k2421;  // matmul.tile:52
      const __half ld2426 = v2361 ? *p2232 : k2421;  // matmul.tile:52
      const __half ld2427 = v2362 ? *p2233 : k2421;  // matmul.tile:52
      const __half ld2428 = v2363 ? *p2234 : k2421;  // matmul.tile:52
      const __half ld2429 = v2364 ? *p2235 : k2421;  // matmul.tile:52
      const __half ld2430 = v2365 ? *p2236 : k2421;  // matmul.tile:52
      const __half ld2431 = v2366 ? *p2237 : k2421;  // matmul.tile:52
      const __half ld2432 = v2367 ? *p2238 : k2421;  // matmul.tile:52
      const __half ld2433 = v2368 ? *p2239 : k2421;  // matmul.tile:52
      const __half ld2434 = v2369 ? *p2240 : k2421;  // matmul.tile:52
      const __half ld2435 = v2370 ? *p2241 : k2421;  // matmul.tile:52
      const __half ld2436 = v2371 ? *p2242 : k2421;  // matmul.tile:52
      const __half ld2437 = v2372 ? *p2243 : k2421;  // matmul.tile:52
      const __half ld2438 = v2373 ? *p2244 : k2421;  // matmul.tile:52
      const __half ld2439 = v2374 ? *p2245 : k2421;  // matmul.tile:52
      const __half ld2440 = v2375 ? *p2246 : k2421;  // matmul.tile:52
      const __half ld2441 = v2376 ? *p2247 : k2421;  // matmul.tile:52
      const __half ld2442 = v2377 ? *p2248 : k2421;  // matmul.tile:52
      const __half ld2443 = v2378 ? *p2249 : k2421;  // matmul.tile:52
      const __half ld2444 = v2379 ? *p2250 : k2421;  // matmul.tile:52
      const __half ld2445 = v2380 ? *p2251 : k2421;  // matmul.tile:52
      const __half ld2446 = v2381 ? *p2252 : k2421;  // matmul.tile:52
      const __half ld2447 = v2382 ? *p2253 : k2421;  // matmul.tile:52
      const __half ld2448 = v2383 ? *p2254 : k2421;  // matmul.tile:52
      const __half ld2449 = v2384 ? *p2255 : k2421;  // matmul.tile:52
      const __half ld2450 = v2385 ? *p2256 : k2421;  // matmul.tile:52
      const __half ld2451 = v2386 ? *p2257 : k2421;  // matmul.tile:52
      const __half ld2452 = v2387 ? *p2258 : k2421;  // matmul.tile:52
      const __half ld2453 = v2388 ? *p2259 : k2421;  // matmul.tile:52
      const __half ld2454 = v2389 ? *p2260 : k2421;  // matmul.tile:52
      const __half ld2455 = v2390 ? *p2261 : k2421;  // matmul.tile:52
      const __half ld2456 = v2391 ? *p2262 : k2421;  // matmul.tile:52
      const __half ld2457 = v2392 ? *p2263 : k2421;  // matmul.tile:52
      const __half ld2458 = v2393 ? *p2264 : k2421;  // matmul.tile:52
      const __half ld2459 = v2394 ? *p2265 : k2421;  // matmul.tile:52
      const __half ld2460 = v2395 ? *p2266 : k2421;  // matmul.tile:52
      const __half ld2461 = v2396 ? *p2267 : k2421;  // matmul.tile:52
      const __half ld2462 = v2397 ? *p2268 : k2421;  // matmul.tile:52
      const __half ld2463 = v2398 ? *p2269 : k2421;  // matmul.tile:52
      const __half ld2464 = v2399 ? *p2270 : k2421;  // matmul.tile:52
      const __half ld2465 = v2400 ? *p2271 : k2421;  // matmul.tile:52
      const __half ld2466 = v2401 ? *p2272 : k2421;  // matmul.tile:52
      const __half ld2467 = v2402 ? *p2273 : k2421;  // matmul.tile:52
      const __half ld2468 = v2403 ? *p2274 : k2421;  // matmul.tile:52
      const __half ld2469 = v2404 ? *p2275 : k2421;  // matmul.tile:52
      const __half ld2470 = v2405 ? *p2276 : k2421;  // matmul.tile:52
      const __half ld2471 = v2406 ? *p2277 : k2421;  // matmul.tile:52
      const __half ld2472 = v2407 ? *p2278 : k2421;  // matmul.tile:52
      const __half ld2473 = v2408 ? *p2279 : k2421;  // matmul.tile:52
      const __half ld2474 = v2409 ? *p2280 : k2421;  // matmul.tile:52
      const __half ld2475 = v2410 ? *p2281 : k2421;  // matmul.tile:52
      const __half ld2476 = v2411 ? *p2282 : k2421;  // matmul.tile:52
      const __half ld2477 = v2412 ? *p2283 : k2421;  // matmul.tile:52
      const __half ld2478 = v2413 ? *p2284 : k2421;  // matmul.tile:52
      const __half ld2479 = v2414 ? *p2285 : k2421;  // matmul.tile:52
      const __half ld2480 = v2415 ? *p2286 : k2421;  // matmul.tile:52
      const __half ld2481 = v2416 ? *p2287 : k2421;  // matmul.tile:52
      const __half ld2482 = v2417 ? *p2288 : k2421;  // matmul.tile:52
      const __half ld2483 = v2418 ? *p2289 : k2421;  // matmul.tile:52
      const __half ld2484 = v2419 ? *p2290 : k2421;  // matmul.tile:52
      const __half ld2485 = v2420 ? *p2291 : k2421;  // matmul.tile:52
      __syncthreads();  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c5_0) * 128 + ((((tl_c5_1) >> 3) ^ ((tl_c5_0) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2035;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 2)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 2)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2036;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 4)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 4)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2037;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 6)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 6)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2038;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 8)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 8)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2039;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 10)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 10)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2040;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 12)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 12)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2041;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 14)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 14)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2042;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 16)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 16)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2043;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 18)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 18)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2044;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 20)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 20)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2045;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 22)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 22)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2046;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 24)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 24)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2047;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 26)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 26)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2048;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 28)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 28)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2049;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 30)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 30)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2050;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 32)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 32)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2051;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 34)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 34)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2052;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 36)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 36)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2053;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 38)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 38)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2054;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 40)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 40)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2055;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 42)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 42)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2056;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 44)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 44)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2057;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 46)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 46)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2058;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 48)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 48)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2059;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 50)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 50)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2060;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 52)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 52)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2061;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 54)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 54)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2062;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 56)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 56)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2063;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 58)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 58)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2064;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 60)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 60)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2065;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 62)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 62)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2066;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 64)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 64)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2067;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 66)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 66)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2068;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 68)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 68)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2069;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 70)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 70)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2070;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 72)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 72)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2071;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 74)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 74)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2072;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 76)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 76)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2073;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 78)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 78)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2074;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 80)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 80)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2075;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 82)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 82)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2076;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 84)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 84)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2077;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 86)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 86)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2078;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 88)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 88)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2079;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 90)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 90)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2080;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 92)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 92)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2081;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 94)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 94)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2082;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 96)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 96)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2083;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 98)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 98)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2084;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 100)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 100)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2085;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 102)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 102)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2086;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 104)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 104)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2087;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 106)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 106)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2088;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 108)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 108)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2089;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 110)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 110)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2090;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 112)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 112)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2091;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 114)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 114)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2092;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 116)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 116)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2093;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 118)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 118)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2094;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 120)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 120)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2095;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 122)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 122)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2096;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 124)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 124)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2097;  // matmul.tile:54
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 126)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 126)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld2098;  // matmul.tile:54
      *reinterpret_cast<tl_vec<__half, 8>*>(reinterpret_cast<unsigned char*>(tl_smem + 16384) + ((tl_c6_1) * 128 + ((((0) >> 3) ^ ((tl_c6_1) & 7)) << 4) + (((0) & 7) * 2))) = tl_vec<__half, 8>{{ld2422, ld2423, ld2424, ld2425, ld2426, ld2427, ld2428, ld2429}};  // matmul.tile:54
      *reinterpret_cast<tl_vec<__half, 8>*>(reinterpret_cast<unsigned char*>(tl_smem + 16384) + ((tl_c6_1) * 128 + (((((0 + 8)) >> 3) ^ ((tl_c6_1) & 7)) << 4) + ((((0 + 8)) & 7) * 2))) = tl_vec<__half, 8>{{ld2430, ld2431, ld2432, ld2433, ld2434, ld2435, ld2436, ld2437}};  // matmul.tile:54
      *reinterpret_cast<tl_vec<__half, 8>*>(reinterpret_cast<unsigned char*>(tl_smem + 16384) + ((tl_c6_1) * 128 + (((((0 + 16)) >> 3) ^ ((tl_c6_1) & 7)) << 4) + ((((0 + 16)) & 7) * 2))) = tl_vec<__half, 8>{{ld2438, ld2439, ld2440, ld2441, ld2442, ld2443, ld2444, ld2445}};  // matmul.tile:54
      *reinterpret_cast<tl_vec<__half, 8>*>(reinterpret_cast<unsigned char*>(tl_smem + 16384) + ((tl_c6_1) * 128 + (((((0 + 24)) >> 3) ^ ((tl_c6_1) & 7)) << 4) + ((((0 + 24)) & 7) * 2))) = tl_vec<__half, 8>{{ld2446, ld2447, ld2448, ld2449, ld2450, ld2451, ld2452, ld2453}};  // matmul.tile:54
      *reinterpret_cast<tl_vec<__half, 8>*>(reinterpret_cast<unsigned char*>(tl_smem + 16384) + ((tl_c6_1) * 128 + (((((0 + 32)) >> 3) ^ ((tl_c6_1) & 7)) << 4) + ((((0 + 32)) & 7) * 2))) = tl_vec<__half, 8>{{ld2454, ld2455, ld2456, ld2457, ld2458, ld2459, ld2460, ld2461}};  // matmul.tile:54
      *reinterpret_cast<tl_vec<__half, 8>*>(reinterpret_cast<unsigned char*>(tl_smem + 16384) + ((tl_c6_1) * 128 + (((((0 + 40)) >> 3) ^ ((tl_c6_1) & 7)) << 4) + ((((0 + 40)) & 7) * 2))) = tl_vec<__half, 8>{{ld2462, ld2463, ld2464, ld2465, ld2466, ld2467, ld2468, ld2469}};  // matmul.tile:54
      *reinterpret_cast<tl_vec<__half, 8>*>(reinterpret_cast<unsigned char*>(tl_smem + 16384) + ((tl_c6_1) * 128 + (((((0 + 48)) >> 3) ^ ((tl_c6_1) & 7)) << 4) + ((((0 + 48)) & 7) * 2))) = tl_vec<__half, 8>{{ld2470, ld2471, ld2472, ld2473, ld2474, ld2475, ld2476, ld2477}};  // matmul.tile:54
      *reinterpret_cast<tl_vec<__half, 8>*>(reinterpret_cast<unsigned char*>(tl_smem + 16384) + ((tl_c6_1) * 128 + (((((0 + 56)) >> 3) ^ ((tl_c6_1) & 7)) << 4) + ((((0 + 56)) & 7) * 2))) = tl_vec<__half, 8>{{ld2478, ld2479, ld2480, ld2481, ld2482, ld2483, ld2484, ld2485}};  // matmul.tile:54
      __syncthreads();  // matmul.tile:54
      // dot on tensor cores: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32, warps [4, 1], 32 block(s) per warp  // matmul.tile:54
      float acc2486 = c137;  // matmul.tile:54
      float acc2487 = c138;  // matmul.tile:54
      float acc2488 = c139;  // matmul.tile:54
      float acc2489 = c140;  // matmul.tile:54
      float acc2490 = c141;  // matmul.tile:54
      float acc2491 = c142;  // matmul.tile:54
      float acc2492 = c143;  // matmul.tile:54
      float acc2493 = c144;  // matmul.tile:54
      float acc2494 = c145;  // matmul.tile:54
      float acc2495 = c146;  // matmul.tile:54
      float acc2496 = c147;  // matmul.tile:54
      float acc2497 = c148;  // matmul.tile:54
      float acc2498 = c149;  // matmul.tile:54
      float acc2499 = c150;  // matmul.tile:54
      float acc2500 = c151;  // matmul.tile:54
      float acc2501 = c152;  // matmul.tile:54
      float acc2502 = c153;  // matmul.tile:54
      float acc2503 = c154;  // matmul.tile:54
      float acc2504 = c155;  // matmul.tile:54
      float acc2505 = c156;  // matmul.tile:54
      float acc2506 = c157;  // matmul.tile:54
      float acc2507 = c158;  // matmul.tile:54
      float acc2508 = c159;  // matmul.tile:54
      float acc2509 = c160;  // matmul.tile:54
      float acc2510 = c161;  // matmul.tile:54
      float acc2511 = c162;  // matmul.tile:54
      float acc2512 = c163;  // matmul.tile:54
      float acc2513 = c164;  // matmul.tile:54
      float acc2514 = c165;  // matmul.tile:54
      float acc2515 = c166;  // matmul.tile:54
      float acc2516 = c167;  // matmul.tile:54
      float acc2517 = c168;  // matmul.tile:54
      float acc2518 = c169;  // matmul.tile:54
      float acc2519 = c170;  // matmul.tile:54
      float acc2520 = c171;  // matmul.tile:54
      float acc2521 = c172;  // matmul.tile:54
      float acc2522 = c173;  // matmul.tile:54
      float acc2523 = c174;  // matmul.tile:54
      float acc2524 = c175;  // matmul.tile:54
      float acc2525 = c176;  // matmul.tile:54
      float acc2526 = c177;  // matmul.tile:54
      float acc2527 = c178;  // matmul.tile:54
      float acc2528 = c179;  // matmul.tile:54
      float acc2529 = c180;  // matmul.tile:54
      float acc2530 = c181;  // matmul.tile:54
      float acc2531 = c182;  // matmul.tile:54
      float acc2532 = c183;  // matmul.tile:54
      float acc2533 = c184;  // matmul.tile:54
      float acc2534 = c185;  // matmul.tile:54
      float acc2535 = c186;  // matmul.tile:54
      float acc2536 = c187;  // matmul.tile:54
      float acc2537 = c188;  // matmul.tile:54
      float acc2538 = c189;  // matmul.tile:54
      float acc2539 = c190;  // matmul.tile:54
      float acc2540 = c191;  // matmul.tile:54
      float acc2541 = c192;  // matmul.tile:54
      float acc2542 = c193;  // matmul.tile:54
      float acc2543 = c194;  // matmul.tile:54
      float acc2544 = c195;  // matmul.tile:54
      float acc2545 = c196;  // matmul.tile:54
      float acc2546 = c197;  // matmul.tile:54
      float acc2547 = c198;  // matmul.tile:54
      float acc2548 = c199;  // matmul.tile:54
      float acc2549 = c200;  // matmul.tile:54
      float acc2550 = c201;  // matmul.tile:54
      float acc2551 = c202;  // matmul.tile:54
      float acc2552 = c203;  // matmul.tile:54
      float acc2553 = c204;  // matmul.tile:54
      float acc2554 = c205;  // matmul.tile:54
      float acc2555 = c206;  // matmul.tile:54
      float acc2556 = c207;  // matmul.tile:54
      float acc2557 = c208;  // matmul.tile:54
      float acc2558 = c209;  // matmul.tile:54
      float acc2559 = c210;  // matmul.tile:54
      float acc2560 = c211;  // matmul.tile:54
      float acc2561 = c212;  // matmul.tile:54
      float acc2562 = c213;  // matmul.tile:54
      float acc2563 = c214;  // matmul.tile:54
      float acc2564 = c215;  // matmul.tile:54
      float acc2565 = c216;  // matmul.tile:54
      float acc2566 = c217;  // matmul.tile:54
      float acc2567 = c218;  // matmul.tile:54
      float acc2568 = c219;  // matmul.tile:54
      float acc2569 = c220;  // matmul.tile:54
      float acc2570 = c221;  // matmul.tile:54
      float acc2571 = c222;  // matmul.tile:54
      float acc2572 = c223;  // matmul.tile:54
      float acc2573 = c224;  // matmul.tile:54
      float acc2574 = c225;  // matmul.tile:54
      float acc2575 = c226;  // matmul.tile:54
      float acc2576 = c227;  // matmul.tile:54
      float acc2577 = c228;  // matmul.tile:54
      float acc2578 = c229;  // matmul.tile:54
      float acc2579 = c230;  // matmul.tile:54
      float acc2580 = c231;  // matmul.tile:54
      float acc2581 = c232;  // matmul.tile:54
      float acc2582 = c233;  // matmul.tile:54
      float acc2583 = c234;  // matmul.tile:54
      float acc2584 = c235;  // matmul.tile:54
      float acc2585 = c236;  // matmul.tile:54
      float acc2586 = c237;  // matmul.tile:54
      float acc2587 = c238;  // matmul.tile:54
      float acc2588 = c239;  // matmul.tile:54
      float acc2589 = c240;  // matmul.tile:54
      float acc2590 = c241;  // matmul.tile:54
      float acc2591 = c242;  // matmul.tile:54
      float acc2592 = c243;  // matmul.tile:54
      float acc2593 = c244;  // matmul.tile:54
      float acc2594 = c245;  // matmul.tile:54
      float acc2595 = c246;  // matmul.tile:54
      float acc2596 = c247;  // matmul.tile:54
      float acc2597 = c248;  // matmul.tile:54
      float acc2598 = c249;  // matmul.tile:54
      float acc2599 = c250;  // matmul.tile:54
      float acc2600 = c251;  // matmul.tile:54
      float acc2601 = c252;  // matmul.tile:54
      float acc2602 = c253;  // matmul.tile:54
      float acc2603 = c254;  // matmul.tile:54
      float acc2604 = c255;  // matmul.tile:54
      float acc2605 = c256;  // matmul.tile:54
      float acc2606 = c257;  // matmul.tile:54
      float acc2607 = c258;  // matmul.tile:54
      float acc2608 = c259;  // matmul.tile:54
      float acc2609 = c260;  // matmul.tile:54
      float acc2610 = c261;  // matmul.tile:54
      float acc2611 = c262;  // matmul.tile:54
      float acc2612 = c263;  // matmul.tile:54
      float acc2613 = c264;  // matmul.tile:54
      unsigned fr2615, fr2616, fr2617, fr2618;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 0) + lm2614_r + 0 + (((lm2614_c + 0) ^ lm2614_s) << 4), fr2615, fr2616, fr2617, fr2618);  // matmul.tile:54
      unsigned fr2619, fr2620, fr2621, fr2622;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 0) + lm2614_r + 8192 + (((lm2614_c + 0) ^ lm2614_s) << 4), fr2619, fr2620, fr2621, fr2622);  // matmul.tile:54
      unsigned fr2624, fr2625, fr2626, fr2627;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm2623_r + 0 + (((lm2623_c + 0) ^ lm2623_s) << 4), fr2624, fr2625, fr2626, fr2627);  // matmul.tile:54
      unsigned fr2628, fr2629, fr2630, fr2631;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm2623_r + 2048 + (((lm2623_c + 0) ^ lm2623_s) << 4), fr2628, fr2629, fr2630, fr2631);  // matmul.tile:54
      unsigned fr2632, fr2633, fr2634, fr2635;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm2623_r + 4096 + (((lm2623_c + 0) ^ lm2623_s) << 4), fr2632, fr2633, fr2634, fr2635);  // matmul.tile:54
      unsigned fr2636, fr2637, fr2638, fr2639;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm2623_r + 6144 + (((lm2623_c + 0) ^ lm2623_s) << 4), fr2636, fr2637, fr2638, fr2639);  // matmul.tile:54
      unsigned fr2640, fr2641, fr2642, fr2643;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm2623_r + 8192 + (((lm2623_c + 0) ^ lm2623_s) << 4), fr2640, fr2641, fr2642, fr2643);  // matmul.tile:54
      unsigned fr2644, fr2645, fr2646, fr2647;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm2623_r + 10240 + (((lm2623_c + 0) ^ lm2623_s) << 4), fr2644, fr2645, fr2646, fr2647);  // matmul.tile:54
      unsigned fr2648, fr2649, fr2650, fr2651;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm2623_r + 12288 + (((lm2623_c + 0) ^ lm2623_s) << 4), fr2648, fr2649, fr2650, fr2651);  // matmul.tile:54
      unsigned fr2652, fr2653, fr2654, fr2655;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm2623_r + 14336 + (((lm2623_c + 0) ^ lm2623_s) << 4), fr2652, fr2653, fr2654, fr2655);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2486, acc2487, acc2488, acc2489, fr2615, fr2616, fr2617, fr2618, fr2624, fr2625);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2490, acc2491, acc2492, acc2493, fr2615, fr2616, fr2617, fr2618, fr2626, fr2627);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2494, acc2495, acc2496, acc2497, fr2615, fr2616, fr2617, fr2618, fr2628, fr2629);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2498, acc2499, acc2500, acc2501, fr2615, fr2616, fr2617, fr2618, fr2630, fr2631);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2502, acc2503, acc2504, acc2505, fr2615, fr2616, fr2617, fr2618, fr2632, fr2633);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2506, acc2507, acc2508, acc2509, fr2615, fr2616, fr2617, fr2618, fr2634, fr2635);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2510, acc2511, acc2512, acc2513, fr2615, fr2616, fr2617, fr2618, fr2636, fr2637);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2514, acc2515, acc2516, acc2517, fr2615, fr2616, fr2617, fr2618, fr2638, fr2639);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2518, acc2519, acc2520, acc2521, fr2615, fr2616, fr2617, fr2618, fr2640, fr2641);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2522, acc2523, acc2524, acc2525, fr2615, fr2616, fr2617, fr2618, fr2642, fr2643);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2526, acc2527, acc2528, acc2529, fr2615, fr2616, fr2617, fr2618, fr2644, fr2645);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2530, acc2531, acc2532, acc2533, fr2615, fr2616, fr2617, fr2618, fr2646, fr2647);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2534, acc2535, acc2536, acc2537, fr2615, fr2616, fr2617, fr2618, fr2648, fr2649);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2538, acc2539, acc2540, acc2541, fr2615, fr2616, fr2617, fr2618, fr2650, fr2651);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2542, acc2543, acc2544, acc2545, fr2615, fr2616, fr2617, fr2618, fr2652, fr2653);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2546, acc2547, acc2548, acc2549, fr2615, fr2616, fr2617, fr2618, fr2654, fr2655);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2550, acc2551, acc2552, acc2553, fr2619, fr2620, fr2621, fr2622, fr2624, fr2625);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2554, acc2555, acc2556, acc2557, fr2619, fr2620, fr2621, fr2622, fr2626, fr2627);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2558, acc2559, acc2560, acc2561, fr2619, fr2620, fr2621, fr2622, fr2628, fr2629);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2562, acc2563, acc2564, acc2565, fr2619, fr2620, fr2621, fr2622, fr2630, fr2631);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2566, acc2567, acc2568, acc2569, fr2619, fr2620, fr2621, fr2622, fr2632, fr2633);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2570, acc2571, acc2572, acc2573, fr2619, fr2620, fr2621, fr2622, fr2634, fr2635);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2574, acc2575, acc2576, acc2577, fr2619, fr2620, fr2621, fr2622, fr2636, fr2637);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2578, acc2579, acc2580, acc2581, fr2619, fr2620, fr2621, fr2622, fr2638, fr2639);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2582, acc2583, acc2584, acc2585, fr2619, fr2620, fr2621, fr2622, fr2640, fr2641);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2586, acc2587, acc2588, acc2589, fr2619, fr2620, fr2621, fr2622, fr2642, fr2643);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2590, acc2591, acc2592, acc2593, fr2619, fr2620, fr2621, fr2622, fr2644, fr2645);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2594, acc2595, acc2596, acc2597, fr2619, fr2620, fr2621, fr2622, fr2646, fr2647);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2598, acc2599, acc2600, acc2601, fr2619, fr2620, fr2621, fr2622, fr2648, fr2649);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2602, acc2603, acc2604, acc2605, fr2619, fr2620, fr2621, fr2622, fr2650, fr2651);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2606, acc2607, acc2608, acc2609, fr2619, fr2620, fr2621, fr2622, fr2652, fr2653);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2610, acc2611, acc2612, acc2613, fr2619, fr2620, fr2621, fr2622, fr2654, fr2655);  // matmul.tile:54
      unsigned fr2656, fr2657, fr2658, fr2659;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 0) + lm2614_r + 0 + (((lm2614_c + 2) ^ lm2614_s) << 4), fr2656, fr2657, fr2658, fr2659);  // matmul.tile:54
      unsigned fr2660, fr2661, fr2662, fr2663;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 0) + lm2614_r + 8192 + (((lm2614_c + 2) ^ lm2614_s) << 4), fr2660, fr2661, fr2662, fr2663);  // matmul.tile:54
      unsigned fr2664, fr2665, fr2666, fr2667;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm2623_r + 0 + (((lm2623_c + 2) ^ lm2623_s) << 4), fr2664, fr2665, fr2666, fr2667);  // matmul.tile:54
      unsigned fr2668, fr2669, fr2670, fr2671;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm2623_r + 2048 + (((lm2623_c + 2) ^ lm2623_s) << 4), fr2668, fr2669, fr2670, fr2671);  // matmul.tile:54
      unsigned fr2672, fr2673, fr2674, fr2675;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm2623_r + 4096 + (((lm2623_c + 2) ^ lm2623_s) << 4), fr2672, fr2673, fr2674, fr2675);  // matmul.tile:54
      unsigned fr2676, fr2677, fr2678, fr2679;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm2623_r + 6144 + (((lm2623_c + 2) ^ lm2623_s) << 4), fr2676, fr2677, fr2678, fr2679);  // matmul.tile:54
      unsigned fr2680, fr2681, fr2682, fr2683;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm2623_r + 8192 + (((lm2623_c + 2) ^ lm2623_s) << 4), fr2680, fr2681, fr2682, fr2683);  // matmul.tile:54
      unsigned fr2684, fr2685, fr2686, fr2687;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm2623_r + 10240 + (((lm2623_c + 2) ^ lm2623_s) << 4), fr2684, fr2685, fr2686, fr2687);  // matmul.tile:54
      unsigned fr2688, fr2689, fr2690, fr2691;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm2623_r + 12288 + (((lm2623_c + 2) ^ lm2623_s) << 4), fr2688, fr2689, fr2690, fr2691);  // matmul.tile:54
      unsigned fr2692, fr2693, fr2694, fr2695;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm2623_r + 14336 + (((lm2623_c + 2) ^ lm2623_s) << 4), fr2692, fr2693, fr2694, fr2695);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2486, acc2487, acc2488, acc2489, fr2656, fr2657, fr2658, fr2659, fr2664, fr2665);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2490, acc2491, acc2492, acc2493, fr2656, fr2657, fr2658, fr2659, fr2666, fr2667);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2494, acc2495, acc2496, acc2497, fr2656, fr2657, fr2658, fr2659, fr2668, fr2669);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2498, acc2499, acc2500, acc2501, fr2656, fr2657, fr2658, fr2659, fr2670, fr2671);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2502, acc2503, acc2504, acc2505, fr2656, fr2657, fr2658, fr2659, fr2672, fr2673);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2506, acc2507, acc2508, acc2509, fr2656, fr2657, fr2658, fr2659, fr2674, fr2675);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2510, acc2511, acc2512, acc2513, fr2656, fr2657, fr2658, fr2659, fr2676, fr2677);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2514, acc2515, acc2516, acc2517, fr2656, fr2657, fr2658, fr2659, fr2678, fr2679);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2518, acc2519, acc2520, acc2521, fr2656, fr2657, fr2658, fr2659, fr2680, fr2681);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2522, acc2523, acc2524, acc2525, fr2656, fr2657, fr2658, fr2659, fr2682, fr2683);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2526, acc2527, acc2528, acc2529, fr2656, fr2657, fr2658, fr2659, fr2684, fr2685);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2530, acc2531, acc2532, acc2533, fr2656, fr2657, fr2658, fr2659, fr2686, fr2687);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2534, acc2535, acc2536, acc2537, fr2656, fr2657, fr2658, fr2659, fr2688, fr2689);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2538, acc2539, acc2540, acc2541, fr2656, fr2657, fr2658, fr2659, fr2690, fr2691);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2542, acc2543, acc2544, acc2545, fr2656, fr2657, fr2658, fr2659, fr2692, fr2693);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2546, acc2547, acc2548, acc2549, fr2656, fr2657, fr2658, fr2659, fr2694, fr2695);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2550, acc2551, acc2552, acc2553, fr2660, fr2661, fr2662, fr2663, fr2664, fr2665);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2554, acc2555, acc2556, acc2557, fr2660, fr2661, fr2662, fr2663, fr2666, fr2667);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2558, acc2559, acc2560, acc2561, fr2660, fr2661, fr2662, fr2663, fr2668, fr2669);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2562, acc2563, acc2564, acc2565, fr2660, fr2661, fr2662, fr2663, fr2670, fr2671);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2566, acc2567, acc2568, acc2569, fr2660, fr2661, fr2662, fr2663, fr2672, fr2673);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2570, acc2571, acc2572, acc2573, fr2660, fr2661, fr2662, fr2663, fr2674, fr2675);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2574, acc2575, acc2576, acc2577, fr2660, fr2661, fr2662, fr2663, fr2676, fr2677);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2578, acc2579, acc2580, acc2581, fr2660, fr2661, fr2662, fr2663, fr2678, fr2679);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2582, acc2583, acc2584, acc2585, fr2660, fr2661, fr2662, fr2663, fr2680, fr2681);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2586, acc2587, acc2588, acc2589, fr2660, fr2661, fr2662, fr2663, fr2682, fr2683);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2590, acc2591, acc2592, acc2593, fr2660, fr2661, fr2662, fr2663, fr2684, fr2685);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2594, acc2595, acc2596, acc2597, fr2660, fr2661, fr2662, fr2663, fr2686, fr2687);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2598, acc2599, acc2600, acc2601, fr2660, fr2661, fr2662, fr2663, fr2688, fr2689);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2602, acc2603, acc2604, acc2605, fr2660, fr2661, fr2662, fr2663, fr2690, fr2691);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2606, acc2607, acc2608, acc2609, fr2660, fr2661, fr2662, fr2663, fr2692, fr2693);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2610, acc2611, acc2612, acc2613, fr2660, fr2661, fr2662, fr2663, fr2694, fr2695);  // matmul.tile:54
      unsigned fr2696, fr2697, fr2698, fr2699;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 0) + lm2614_r + 0 + (((lm2614_c + 4) ^ lm2614_s) << 4), fr2696, fr2697, fr2698, fr2699);  // matmul.tile:54
      unsigned fr2700, fr2701, fr2702, fr2703;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 0) + lm2614_r + 8192 + (((lm2614_c + 4) ^ lm2614_s) << 4), fr2700, fr2701, fr2702, fr2703);  // matmul.tile:54
      unsigned fr2704, fr2705, fr2706, fr2707;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm2623_r + 0 + (((lm2623_c + 4) ^ lm2623_s) << 4), fr2704, fr2705, fr2706, fr2707);  // matmul.tile:54
      unsigned fr2708, fr2709, fr2710, fr2711;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm2623_r + 2048 + (((lm2623_c + 4) ^ lm2623_s) << 4), fr2708, fr2709, fr2710, fr2711);  // matmul.tile:54
      unsigned fr2712, fr2713, fr2714, fr2715;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm2623_r + 4096 + (((lm2623_c + 4) ^ lm2623_s) << 4), fr2712, fr2713, fr2714, fr2715);  // matmul.tile:54
      unsigned fr2716, fr2717, fr2718, fr2719;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm2623_r + 6144 + (((lm2623_c + 4) ^ lm2623_s) << 4), fr2716, fr2717, fr2718, fr2719);  // matmul.tile:54
      unsigned fr2720, fr2721, fr2722, fr2723;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm2623_r + 8192 + (((lm2623_c + 4) ^ lm2623_s) << 4), fr2720, fr2721, fr2722, fr2723);  // matmul.tile:54
      unsigned fr2724, fr2725, fr2726, fr2727;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm2623_r + 10240 + (((lm2623_c + 4) ^ lm2623_s) << 4), fr2724, fr2725, fr2726, fr2727);  // matmul.tile:54
      unsigned fr2728, fr2729, fr2730, fr2731;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm2623_r + 12288 + (((lm2623_c + 4) ^ lm2623_s) << 4), fr2728, fr2729, fr2730, fr2731);  // matmul.tile:54
      unsigned fr2732, fr2733, fr2734, fr2735;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm2623_r + 14336 + (((lm2623_c + 4) ^ lm2623_s) << 4), fr2732, fr2733, fr2734, fr2735);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2486, acc2487, acc2488, acc2489, fr2696, fr2697, fr2698, fr2699, fr2704, fr2705);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2490, acc2491, acc2492, acc2493, fr2696, fr2697, fr2698, fr2699, fr2706, fr2707);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2494, acc2495, acc2496, acc2497, fr2696, fr2697, fr2698, fr2699, fr2708, fr2709);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2498, acc2499, acc2500, acc2501, fr2696, fr2697, fr2698, fr2699, fr2710, fr2711);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2502, acc2503, acc2504, acc2505, fr2696, fr2697, fr2698, fr2699, fr2712, fr2713);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2506, acc2507, acc2508, acc2509, fr2696, fr2697, fr2698, fr2699, fr2714, fr2715);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2510, acc2511, acc2512, acc2513, fr2696, fr2697, fr2698, fr2699, fr2716, fr2717);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2514, acc2515, acc2516, acc2517, fr2696, fr2697, fr2698, fr2699, fr2718, fr2719);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2518, acc2519, acc2520, acc2521, fr2696, fr2697, fr2698, fr2699, fr2720, fr2721);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2522, acc2523, acc2524, acc2525, fr2696, fr2697, fr2698, fr2699, fr2722, fr2723);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2526, acc2527, acc2528, acc2529, fr2696, fr2697, fr2698, fr2699, fr2724, fr2725);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2530, acc2531, acc2532, acc2533, fr2696, fr2697, fr2698, fr2699, fr2726, fr2727);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2534, acc2535, acc2536, acc2537, fr2696, fr2697, fr2698, fr2699, fr2728, fr2729);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2538, acc2539, acc2540, acc2541, fr2696, fr2697, fr2698, fr2699, fr2730, fr2731);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2542, acc2543, acc2544, acc2545, fr2696, fr2697, fr2698, fr2699, fr2732, fr2733);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2546, acc2547, acc2548, acc2549, fr2696, fr2697, fr2698, fr2699, fr2734, fr2735);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2550, acc2551, acc2552, acc2553, fr2700, fr2701, fr2702, fr2703, fr2704, fr2705);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2554, acc2555, acc2556, acc2557, fr2700, fr2701, fr2702, fr2703, fr2706, fr2707);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2558, acc2559, acc2560, acc2561, fr2700, fr2701, fr2702, fr2703, fr2708, fr2709);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2562, acc2563, acc2564, acc2565, fr2700, fr2701, fr2702, fr2703, fr2710, fr2711);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2566, acc2567, acc2568, acc2569, fr2700, fr2701, fr2702, fr2703, fr2712, fr2713);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2570, acc2571, acc2572, acc2573, fr2700, fr2701, fr2702, fr2703, fr2714, fr2715);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2574, acc2575, acc2576, acc2577, fr2700, fr2701, fr2702, fr2703, fr2716, fr2717);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2578, acc2579, acc2580, acc2581, fr2700, fr2701, fr2702, fr2703, fr2718, fr2719);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2582, acc2583, acc2584, acc2585, fr2700, fr2701, fr2702, fr2703, fr2720, fr2721);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2586, acc2587, acc2588, acc2589, fr2700, fr2701, fr2702, fr2703, fr2722, fr2723);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2590, acc2591, acc2592, acc2593, fr2700, fr2701, fr2702, fr2703, fr2724, fr2725);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2594, acc2595, acc2596, acc2597, fr2700, fr2701, fr2702, fr2703, fr2726, fr2727);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2598, acc2599, acc2600, acc2601, fr2700, fr2701, fr2702, fr2703, fr2728, fr2729);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2602, acc2603, acc2604, acc2605, fr2700, fr2701, fr2702, fr2703, fr2730, fr2731);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2606, acc2607, acc2608, acc2609, fr2700, fr2701, fr2702, fr2703, fr2732, fr2733);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2610, acc2611, acc2612, acc2613, fr2700, fr2701, fr2702, fr2703, fr2734, fr2735);  // matmul.tile:54
      unsigned fr2736, fr2737, fr2738, fr2739;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 0) + lm2614_r + 0 + (((lm2614_c + 6) ^ lm2614_s) << 4), fr2736, fr2737, fr2738, fr2739);  // matmul.tile:54
      unsigned fr2740, fr2741, fr2742, fr2743;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 0) + lm2614_r + 8192 + (((lm2614_c + 6) ^ lm2614_s) << 4), fr2740, fr2741, fr2742, fr2743);  // matmul.tile:54
      unsigned fr2744, fr2745, fr2746, fr2747;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm2623_r + 0 + (((lm2623_c + 6) ^ lm2623_s) << 4), fr2744, fr2745, fr2746, fr2747);  // matmul.tile:54
      unsigned fr2748, fr2749, fr2750, fr2751;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm2623_r + 2048 + (((lm2623_c + 6) ^ lm2623_s) << 4), fr2748, fr2749, fr2750, fr2751);  // matmul.tile:54
      unsigned fr2752, fr2753, fr2754, fr2755;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm2623_r + 4096 + (((lm2623_c + 6) ^ lm2623_s) << 4), fr2752, fr2753, fr2754, fr2755);  // matmul.tile:54
      unsigned fr2756, fr2757, fr2758, fr2759;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm2623_r + 6144 + (((lm2623_c + 6) ^ lm2623_s) << 4), fr2756, fr2757, fr2758, fr2759);  // matmul.tile:54
      unsigned fr2760, fr2761, fr2762, fr2763;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm2623_r + 8192 + (((lm2623_c + 6) ^ lm2623_s) << 4), fr2760, fr2761, fr2762, fr2763);  // matmul.tile:54
      unsigned fr2764, fr2765, fr2766, fr2767;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm2623_r + 10240 + (((lm2623_c + 6) ^ lm2623_s) << 4), fr2764, fr2765, fr2766, fr2767);  // matmul.tile:54
      unsigned fr2768, fr2769, fr2770, fr2771;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm2623_r + 12288 + (((lm2623_c + 6) ^ lm2623_s) << 4), fr2768, fr2769, fr2770, fr2771);  // matmul.tile:54
      unsigned fr2772, fr2773, fr2774, fr2775;  // matmul.tile:54
      tl_ldsm4((tl_sbase + 16384) + lm2623_r + 14336 + (((lm2623_c + 6) ^ lm2623_s) << 4), fr2772, fr2773, fr2774, fr2775);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2486, acc2487, acc2488, acc2489, fr2736, fr2737, fr2738, fr2739, fr2744, fr2745);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2490, acc2491, acc2492, acc2493, fr2736, fr2737, fr2738, fr2739, fr2746, fr2747);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2494, acc2495, acc2496, acc2497, fr2736, fr2737, fr2738, fr2739, fr2748, fr2749);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2498, acc2499, acc2500, acc2501, fr2736, fr2737, fr2738, fr2739, fr2750, fr2751);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2502, acc2503, acc2504, acc2505, fr2736, fr2737, fr2738, fr2739, fr2752, fr2753);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2506, acc2507, acc2508, acc2509, fr2736, fr2737, fr2738, fr2739, fr2754, fr2755);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2510, acc2511, acc2512, acc2513, fr2736, fr2737, fr2738, fr2739, fr2756, fr2757);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2514, acc2515, acc2516, acc2517, fr2736, fr2737, fr2738, fr2739, fr2758, fr2759);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2518, acc2519, acc2520, acc2521, fr2736, fr2737, fr2738, fr2739, fr2760, fr2761);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2522, acc2523, acc2524, acc2525, fr2736, fr2737, fr2738, fr2739, fr2762, fr2763);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2526, acc2527, acc2528, acc2529, fr2736, fr2737, fr2738, fr2739, fr2764, fr2765);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2530, acc2531, acc2532, acc2533, fr2736, fr2737, fr2738, fr2739, fr2766, fr2767);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2534, acc2535, acc2536, acc2537, fr2736, fr2737, fr2738, fr2739, fr2768, fr2769);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2538, acc2539, acc2540, acc2541, fr2736, fr2737, fr2738, fr2739, fr2770, fr2771);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2542, acc2543, acc2544, acc2545, fr2736, fr2737, fr2738, fr2739, fr2772, fr2773);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2546, acc2547, acc2548, acc2549, fr2736, fr2737, fr2738, fr2739, fr2774, fr2775);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2550, acc2551, acc2552, acc2553, fr2740, fr2741, fr2742, fr2743, fr2744, fr2745);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2554, acc2555, acc2556, acc2557, fr2740, fr2741, fr2742, fr2743, fr2746, fr2747);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2558, acc2559, acc2560, acc2561, fr2740, fr2741, fr2742, fr2743, fr2748, fr2749);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2562, acc2563, acc2564, acc2565, fr2740, fr2741, fr2742, fr2743, fr2750, fr2751);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2566, acc2567, acc2568, acc2569, fr2740, fr2741, fr2742, fr2743, fr2752, fr2753);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2570, acc2571, acc2572, acc2573, fr2740, fr2741, fr2742, fr2743, fr2754, fr2755);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2574, acc2575, acc2576, acc2577, fr2740, fr2741, fr2742, fr2743, fr2756, fr2757);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2578, acc2579, acc2580, acc2581, fr2740, fr2741, fr2742, fr2743, fr2758, fr2759);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2582, acc2583, acc2584, acc2585, fr2740, fr2741, fr2742, fr2743, fr2760, fr2761);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2586, acc2587, acc2588, acc2589, fr2740, fr2741, fr2742, fr2743, fr2762, fr2763);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2590, acc2591, acc2592, acc2593, fr2740, fr2741, fr2742, fr2743, fr2764, fr2765);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2594, acc2595, acc2596, acc2597, fr2740, fr2741, fr2742, fr2743, fr2766, fr2767);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2598, acc2599, acc2600, acc2601, fr2740, fr2741, fr2742, fr2743, fr2768, fr2769);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2602, acc2603, acc2604, acc2605, fr2740, fr2741, fr2742, fr2743, fr2770, fr2771);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2606, acc2607, acc2608, acc2609, fr2740, fr2741, fr2742, fr2743, fr2772, fr2773);  // matmul.tile:54
      tl_mma_m16n8k16_fp16_fp32(acc2610, acc2611, acc2612, acc2613, fr2740, fr2741, fr2742, fr2743, fr2774, fr2775);  // matmul.tile:54
      c137 = acc2486;  // matmul.tile:48
      c138 = acc2487;  // matmul.tile:48
      c139 = acc2488;  // matmul.tile:48
      c140 = acc2489;  // matmul.tile:48
      c141 = acc2490;  // matmul.tile:48
      c142 = acc2491;  // matmul.tile:48
      c143 = acc2492;  // matmul.tile:48
      c144 = acc2493;  // matmul.tile:48
      c145 = acc2494;  // matmul.tile:48
      c146 = acc2495;  // matmul.tile:48
      c147 = acc2496;  // matmul.tile:48
      c148 = acc2497;  // matmul.tile:48
      c149 = acc2498;  // matmul.tile:48
      c150 = acc2499;  // matmul.tile:48
      c151 = acc2500;  // matmul.tile:48
      c152 = acc2501;  // matmul.tile:48
      c153 = acc2502;  // matmul.tile:48
      c154 = acc2503;  // matmul.tile:48
      c155 = acc2504;  // matmul.tile:48
      c156 = acc2505;  // matmul.tile:48
      c157 = acc2506;  // matmul.tile:48
      c158 = acc2507;  // matmul.tile:48
      c159 = acc2508;  // matmul.tile:48
      c160 = acc2509;  // matmul.tile:48
      c161 = acc2510;  // matmul.tile:48
      c162 = acc2511;  // matmul.tile:48
      c163 = acc2512;  // matmul.tile:48
      c164 = acc2513;  // matmul.tile:48
      c165 = acc2514;  // matmul.tile:48
      c166 = acc2515;  // matmul.tile:48
      c167 = acc2516;  // matmul.tile:48
      c168 = acc2517;  // matmul.tile:48
      c169 = acc2518;  // matmul.tile:48
      c170 = acc2519;  // matmul.tile:48
      c171 = acc2520;  // matmul.tile:48
      c172 = acc2521;  // matmul.tile:48
      c173 = acc2522;  // matmul.tile:48
      c174 = acc2523;  // matmul.tile:48
      c175 = acc2524;  // matmul.tile:48
      c176 = acc2525;  // matmul.tile:48
      c177 = acc2526;  // matmul.tile:48
      c178 = acc2527;  // matmul.tile:48
      c179 = acc2528;  // matmul.tile:48
      c180 = acc2529;  // matmul.tile:48
      c181 = acc2530;  // matmul.tile:48
      c182 = acc2531;  // matmul.tile:48
      c183 = acc2532;  // matmul.tile:48
      c184 = acc2533;  // matmul.tile:48
      c185 = acc2534;  // matmul.tile:48
      c186 = acc2535;  // matmul.tile:48
      c187 = acc2536;  // matmul.tile:48
      c188 = acc2537;  // matmul.tile:48
      c189 = acc2538;  // matmul.tile:48
      c190 = acc2539;  // matmul.tile:48
      c191 = acc2540;  // matmul.tile:48
      c192 = acc2541;  // matmul.tile:48
      c193 = acc2542;  // matmul.tile:48
      c194 = acc2543;  // matmul.tile:48
      c195 = acc2544;  // matmul.tile:48
      c196 = acc2545;  // matmul.tile:48
      c197 = acc2546;  // matmul.tile:48
      c198 = acc2547;  // matmul.tile:48
      c199 = acc2548;  // matmul.tile:48
      c200 = acc2549;  // matmul.tile:48
      c201 = acc2550;  // matmul.tile:48
      c202 = acc2551;  // matmul.tile:48
      c203 = acc2552;  // matmul.tile:48
      c204 = acc2553;  // matmul.tile:48
      c205 = acc2554;  // matmul.tile:48
      c206 = acc2555;  // matmul.tile:48
      c207 = acc2556;  // matmul.tile:48
      c208 = acc2557;  // matmul.tile:48
      c209 = acc2558;  // matmul.tile:48
      c210 = acc2559;  // matmul.tile:48
      c211 = acc2560;  // matmul.tile:48
      c212 = acc2561;  // matmul.tile:48
      c213 = acc2562;  // matmul.tile:48
      c214 = acc2563;  // matmul.tile:48
      c215 = acc2564;  // matmul.tile:48
      c216 = acc2565;  // matmul.tile:48
      c217 = acc2566;  // matmul.tile:48
      c218 = acc2567;  // matmul.tile:48
      c219 = acc2568;  // matmul.tile:48
      c220 = acc2569;  // matmul.tile:48
      c221 = acc2570;  // matmul.tile:48
      c222 = acc2571;  // matmul.tile:48
      c223 = acc2572;  // matmul.tile:48
      c224 = acc2573;  // matmul.tile:48
      c225 = acc2574;  // matmul.tile:48
      c226 = acc2575;  // matmul.tile:48
      c227 = acc2576;  // matmul.tile:48
      c228 = acc2577;  // matmul.tile:48
      c229 = acc2578;  // matmul.tile:48
      c230 = acc2579;  // matmul.tile:48
      c231 = acc2580;  // matmul.tile:48
      c232 = acc2581;  // matmul.tile:48
      c233 = acc2582;  // matmul.tile:48
      c234 = acc2583;  // matmul.tile:48
      c235 = acc2584;  // matmul.tile:48
      c236 = acc2585;  // matmul.tile:48
      c237 = acc2586;  // matmul.tile:48
      c238 = acc2587;  // matmul.tile:48
      c239 = acc2588;  // matmul.tile:48
      c240 = acc2589;  // matmul.tile:48
      c241 = acc2590;  // matmul.tile:48
      c242 = acc2591;  // matmul.tile:48
      c243 = acc2592;  // matmul.tile:48
      c244 = acc2593;  // matmul.tile:48
      c245 = acc2594;  // matmul.tile:48
      c246 = acc2595;  // matmul.tile:48
      c247 = acc2596;  // matmul.tile:48
      c248 = acc2597;  // matmul.tile:48
      c249 = acc2598;  // matmul.tile:48
      c250 = acc2599;  // matmul.tile:48
      c251 = acc2600;  // matmul.tile:48
      c252 = acc2601;  // matmul.tile:48
      c253 = acc2602;  // matmul.tile:48
      c254 = acc2603;  // matmul.tile:48
      c255 = acc2604;  // matmul.tile:48
      c256 = acc2605;  // matmul.tile:48
      c257 = acc2606;  // matmul.tile:48
      c258 = acc2607;  // matmul.tile:48
      c259 = acc2608;  // matmul.tile:48
      c260 = acc2609;  // matmul.tile:48
      c261 = acc2610;  // matmul.tile:48
      c262 = acc2611;  // matmul.tile:48
      c263 = acc2612;  // matmul.tile:48
      c264 = acc2613;  // matmul.tile:48
    }  // matmul.tile:48
  }  // matmul.tile:48
  int const ar2776 = (tl_c9_0 + 1);  // matmul.tile:55
  int const ar2777 = (tl_c9_0 + 8);  // matmul.tile:55
  int const ar2778 = (tl_c9_0 + 9);  // matmul.tile:55
  int const ar2779 = (tl_c9_0 + 16);  // matmul.tile:55
  int const ar2780 = (tl_c9_0 + 17);  // matmul.tile:55
  int const ar2781 = (tl_c9_0 + 24);  // matmul.tile:55
  int const ar2782 = (tl_c9_0 + 25);  // matmul.tile:55
  int const ar2783 = (tl_c9_0 + 32);  // matmul.tile:55
  int const ar2784 = (tl_c9_0 + 33);  // matmul.tile:55
  int const ar2785 = (tl_c9_0 + 40);  // matmul.tile:55
  int const ar2786 = (tl_c9_0 + 41);  // matmul.tile:55
  int const ar2787 = (tl_c9_0 + 48);  // matmul.tile:55
  int const ar2788 = (tl_c9_0 + 49);  // matmul.tile:55
  int const ar2789 = (tl_c9_0 + 56);  // matmul.tile:55
  int const ar2790 = (tl_c9_0 + 57);  // matmul.tile:55
  int const ar2791 = (tl_c9_0 + 64);  // matmul.tile:55
  int const ar2792 = (tl_c9_0 + 65);  // matmul.tile:55
  int const ar2793 = (tl_c9_0 + 72);  // matmul.tile:55
  int const ar2794 = (tl_c9_0 + 73);  // matmul.tile:55
  int const ar2795 = (tl_c9_0 + 80);  // matmul.tile:55
  int const ar2796 = (tl_c9_0 + 81);  // matmul.tile:55
  int const ar2797 = (tl_c9_0 + 88);  // matmul.tile:55
  int const ar2798 = (tl_c9_0 + 89);  // matmul.tile:55
  int const ar2799 = (tl_c9_0 + 96);  // matmul.tile:55
  int const ar2800 = (tl_c9_0 + 97);  // matmul.tile:55
  int const ar2801 = (tl_c9_0 + 104);  // matmul.tile:55
  int const ar2802 = (tl_c9_0 + 105);  // matmul.tile:55
  int const ar2803 = (tl_c9_0 + 112);  // matmul.tile:55
  int const ar2804 = (tl_c9_0 + 113);  // matmul.tile:55
  int const ar2805 = (tl_c9_0 + 120);  // matmul.tile:55
  int const ar2806 = (tl_c9_0 + 121);  // matmul.tile:55
  int const v2807 = ((int)((unsigned int)(v133) + (unsigned int)(tl_c9_0)));  // matmul.tile:55
  int const v2808 = ((int)((unsigned int)(v133) + (unsigned int)(ar2776)));  // matmul.tile:55
  int const v2809 = ((int)((unsigned int)(v133) + (unsigned int)(ar2777)));  // matmul.tile:55
  int const v2810 = ((int)((unsigned int)(v133) + (unsigned int)(ar2778)));  // matmul.tile:55
  int const v2811 = ((int)((unsigned int)(v133) + (unsigned int)(ar2779)));  // matmul.tile:55
  int const v2812 = ((int)((unsigned int)(v133) + (unsigned int)(ar2780)));  // matmul.tile:55
  int const v2813 = ((int)((unsigned int)(v133) + (unsigned int)(ar2781)));  // matmul.tile:55
  int const v2814 = ((int)((unsigned int)(v133) + (unsigned int)(ar2782)));  // matmul.tile:55
  int const v2815 = ((int)((unsigned int)(v133) + (unsigned int)(ar2783)));  // matmul.tile:55
  int const v2816 = ((int)((unsigned int)(v133) + (unsigned int)(ar2784)));  // matmul.tile:55
  int const v2817 = ((int)((unsigned int)(v133) + (unsigned int)(ar2785)));  // matmul.tile:55
  int const v2818 = ((int)((unsigned int)(v133) + (unsigned int)(ar2786)));  // matmul.tile:55
  int const v2819 = ((int)((unsigned int)(v133) + (unsigned int)(ar2787)));  // matmul.tile:55
  int const v2820 = ((int)((unsigned int)(v133) + (unsigned int)(ar2788)));  // matmul.tile:55
  int const v2821 = ((int)((unsigned int)(v133) + (unsigned int)(ar2789)));  // matmul.tile:55
  int const v2822 = ((int)((unsigned int)(v133) + (unsigned int)(ar2790)));  // matmul.tile:55
  int const v2823 = ((int)((unsigned int)(v133) + (unsigned int)(ar2791)));  // matmul.tile:55
  int const v2824 = ((int)((unsigned int)(v133) + (unsigned int)(ar2792)));  // matmul.tile:55
  int const v2825 = ((int)((unsigned int)(v133) + (unsigned int)(ar2793)));  // matmul.tile:55
  int const v2826 = ((int)((unsigned int)(v133) + (unsigned int)(ar2794)));  // matmul.tile:55
  int const v2827 = ((int)((unsigned int)(v133) + (unsigned int)(ar2795)));  // matmul.tile:55
  int const v2828 = ((int)((unsigned int)(v133) + (unsigned int)(ar2796)));  // matmul.tile:55
  int const v2829 = ((int)((unsigned int)(v133) + (unsigned int)(ar2797)));  // matmul.tile:55
  int const v2830 = ((int)((unsigned int)(v133) + (unsigned int)(ar2798)));  // matmul.tile:55
  int const v2831 = ((int)((unsigned int)(v133) + (unsigned int)(ar2799)));  // matmul.tile:55
  int const v2832 = ((int)((unsigned int)(v133) + (unsigned int)(ar2800)));  // matmul.tile:55
  int const v2833 = ((int)((unsigned int)(v133) + (unsigned int)(ar2801)));  // matmul.tile:55
  int const v2834 = ((int)((unsigned int)(v133) + (unsigned int)(ar2802)));  // matmul.tile:55
  int const v2835 = ((int)((unsigned int)(v133) + (unsigned int)(ar2803)));  // matmul.tile:55
  int const v2836 = ((int)((unsigned int)(v133) + (unsigned int)(ar2804)));  // matmul.tile:55
  int const v2837 = ((int)((unsigned int)(v133) + (unsigned int)(ar2805)));  // matmul.tile:55
  int const v2838 = ((int)((unsigned int)(v133) + (unsigned int)(ar2806)));  // matmul.tile:55
  __half* const p2839 = (p_bias + v2807);  // matmul.tile:55
  __half* const p2840 = (p_bias + v2808);  // matmul.tile:55
  __half* const p2841 = (p_bias + v2809);  // matmul.tile:55
  __half* const p2842 = (p_bias + v2810);  // matmul.tile:55
  __half* const p2843 = (p_bias + v2811);  // matmul.tile:55
  __half* const p2844 = (p_bias + v2812);  // matmul.tile:55
  __half* const p2845 = (p_bias + v2813);  // matmul.tile:55
  __half* const p2846 = (p_bias + v2814);  // matmul.tile:55
  __half* const p2847 = (p_bias + v2815);  // matmul.tile:55
  __half* const p2848 = (p_bias + v2816);  // matmul.tile:55
  __half* const p2849 = (p_bias + v2817);  // matmul.tile:55
  __half* const p2850 = (p_bias + v2818);  // matmul.tile:55
  __half* const p2851 = (p_bias + v2819);  // matmul.tile:55
  __half* const p2852 = (p_bias + v2820);  // matmul.tile:55
  __half* const p2853 = (p_bias + v2821);  // matmul.tile:55
  __half* const p2854 = (p_bias + v2822);  // matmul.tile:55
  __half* const p2855 = (p_bias + v2823);  // matmul.tile:55
  __half* const p2856 = (p_bias + v2824);  // matmul.tile:55
  __half* const p2857 = (p_bias + v2825);  // matmul.tile:55
  __half* const p2858 = (p_bias + v2826);  // matmul.tile:55
  __half* const p2859 = (p_bias + v2827);  // matmul.tile:55
  __half* const p2860 = (p_bias + v2828);  // matmul.tile:55
  __half* const p2861 = (p_bias + v2829);  // matmul.tile:55
  __half* const p2862 = (p_bias + v2830);  // matmul.tile:55
  __half* const p2863 = (p_bias + v2831);  // matmul.tile:55
  __half* const p2864 = (p_bias + v2832);  // matmul.tile:55
  __half* const p2865 = (p_bias + v2833);  // matmul.tile:55
  __half* const p2866 = (p_bias + v2834);  // matmul.tile:55
  __half* const p2867 = (p_bias + v2835);  // matmul.tile:55
  __half* const p2868 = (p_bias + v2836);  // matmul.tile:55
  __half* const p2869 = (p_bias + v2837);  // matmul.tile:55
  __half* const p2870 = (p_bias + v2838);  // matmul.tile:55
  int const ar2871 = (tl_c9_0 + 1);  // matmul.tile:55
  int const ar2872 = (tl_c9_0 + 8);  // matmul.tile:55
  int const ar2873 = (tl_c9_0 + 9);  // matmul.tile:55
  int const ar2874 = (tl_c9_0 + 16);  // matmul.tile:55
  int const ar2875 = (tl_c9_0 + 17);  // matmul.tile:55
  int const ar2876 = (tl_c9_0 + 24);  // matmul.tile:55
  int const ar2877 = (tl_c9_0 + 25);  // matmul.tile:55
  int const ar2878 = (tl_c9_0 + 32);  // matmul.tile:55
  int const ar2879 = (tl_c9_0 + 33);  // matmul.tile:55
  int const ar2880 = (tl_c9_0 + 40);  // matmul.tile:55
  int const ar2881 = (tl_c9_0 + 41);  // matmul.tile:55
  int const ar2882 = (tl_c9_0 + 48);  // matmul.tile:55
  int const ar2883 = (tl_c9_0 + 49);  // matmul.tile:55
  int const ar2884 = (tl_c9_0 + 56);  // matmul.tile:55
  int const ar2885 = (tl_c9_0 + 57);  // matmul.tile:55
  int const ar2886 = (tl_c9_0 + 64);  // matmul.tile:55
  int const ar2887 = (tl_c9_0 + 65);  // matmul.tile:55
  int const ar2888 = (tl_c9_0 + 72);  // matmul.tile:55
  int const ar2889 = (tl_c9_0 + 73);  // matmul.tile:55
  int const ar2890 = (tl_c9_0 + 80);  // matmul.tile:55
  int const ar2891 = (tl_c9_0 + 81);  // matmul.tile:55
  int const ar2892 = (tl_c9_0 + 88);  // matmul.tile:55
  int const ar2893 = (tl_c9_0 + 89);  // matmul.tile:55
  int const ar2894 = (tl_c9_0 + 96);  // matmul.tile:55
  int const ar2895 = (tl_c9_0 + 97);  // matmul.tile:55
  int const ar2896 = (tl_c9_0 + 104);  // matmul.tile:55
  int const ar2897 = (tl_c9_0 + 105);  // matmul.tile:55
  int const ar2898 = (tl_c9_0 + 112);  // matmul.tile:55
  int const ar2899 = (tl_c9_0 + 113);  // matmul.tile:55
  int const ar2900 = (tl_c9_0 + 120);  // matmul.tile:55
  int const ar2901 = (tl_c9_0 + 121);  // matmul.tile:55
  int const v2902 = ((int)((unsigned int)(v133) + (unsigned int)(tl_c9_0)));  // matmul.tile:55
  int const v2903 = ((int)((unsigned int)(v133) + (unsigned int)(ar2871)));  // matmul.tile:55
  int const v2904 = ((int)((unsigned int)(v133) + (unsigned int)(ar2872)));  // matmul.tile:55
  int const v2905 = ((int)((unsigned int)(v133) + (unsigned int)(ar2873)));  // matmul.tile:55
  int const v2906 = ((int)((unsigned int)(v133) + (unsigned int)(ar2874)));  // matmul.tile:55
  int const v2907 = ((int)((unsigned int)(v133) + (unsigned int)(ar2875)));  // matmul.tile:55
  int const v2908 = ((int)((unsigned int)(v133) + (unsigned int)(ar2876)));  // matmul.tile:55
  int const v2909 = ((int)((unsigned int)(v133) + (unsigned int)(ar2877)));  // matmul.tile:55
  int const v2910 = ((int)((unsigned int)(v133) + (unsigned int)(ar2878)));  // matmul.tile:55
  int const v2911 = ((int)((unsigned int)(v133) + (unsigned int)(ar2879)));  // matmul.tile:55
  int const v2912 = ((int)((unsigned int)(v133) + (unsigned int)(ar2880)));  // matmul.tile:55
  int const v2913 = ((int)((unsigned int)(v133) + (unsigned int)(ar2881)));  // matmul.tile:55
  int const v2914 = ((int)((unsigned int)(v133) + (unsigned int)(ar2882)));  // matmul.tile:55
  int const v2915 = ((int)((unsigned int)(v133) + (unsigned int)(ar2883)));  // matmul.tile:55
  int const v2916 = ((int)((unsigned int)(v133) + (unsigned int)(ar2884)));  // matmul.tile:55
  int const v2917 = ((int)((unsigned int)(v133) + (unsigned int)(ar2885)));  // matmul.tile:55
  int const v2918 = ((int)((unsigned int)(v133) + (unsigned int)(ar2886)));  // matmul.tile:55
  int const v2919 = ((int)((unsigned int)(v133) + (unsigned int)(ar2887)));  // matmul.tile:55
  int const v2920 = ((int)((unsigned int)(v133) + (unsigned int)(ar2888)));  // matmul.tile:55
  int const v2921 = ((int)((unsigned int)(v133) + (unsigned int)(ar2889)));  // matmul.tile:55
  int const v2922 = ((int)((unsigned int)(v133) + (unsigned int)(ar2890)));  // matmul.tile:55
  int const v2923 = ((int)((unsigned int)(v133) + (unsigned int)(ar2891)));  // matmul.tile:55
  int const v2924 = ((int)((unsigned int)(v133) + (unsigned int)(ar2892)));  // matmul.tile:55
  int const v2925 = ((int)((unsigned int)(v133) + (unsigned int)(ar2893)));  // matmul.tile:55
  int const v2926 = ((int)((unsigned int)(v133) + (unsigned int)(ar2894)));  // matmul.tile:55
  int const v2927 = ((int)((unsigned int)(v133) + (unsigned int)(ar2895)));  // matmul.tile:55
  int const v2928 = ((int)((unsigned int)(v133) + (unsigned int)(ar2896)));  // matmul.tile:55
  int const v2929 = ((int)((unsigned int)(v133) + (unsigned int)(ar2897)));  // matmul.tile:55
  int const v2930 = ((int)((unsigned int)(v133) + (unsigned int)(ar2898)));  // matmul.tile:55
  int const v2931 = ((int)((unsigned int)(v133) + (unsigned int)(ar2899)));  // matmul.tile:55
  int const v2932 = ((int)((unsigned int)(v133) + (unsigned int)(ar2900)));  // matmul.tile:55
  int const v2933 = ((int)((unsigned int)(v133) + (unsigned int)(ar2901)));  // matmul.tile:55
  bool const v2934 = (v2902 < p_N);  // matmul.tile:55
  bool const v2935 = (v2903 < p_N);  // matmul.tile:55
  bool const v2936 = (v2904 < p_N);  // matmul.tile:55
  bool const v2937 = (v2905 < p_N);  // matmul.tile:55
  bool const v2938 = (v2906 < p_N);  // matmul.tile:55
  bool const v2939 = (v2907 < p_N);  // matmul.tile:55
  bool const v2940 = (v2908 < p_N);  // matmul.tile:55
  bool const v2941 = (v2909 < p_N);  // matmul.tile:55
  bool const v2942 = (v2910 < p_N);  // matmul.tile:55
  bool const v2943 = (v2911 < p_N);  // matmul.tile:55
  bool const v2944 = (v2912 < p_N);  // matmul.tile:55
  bool const v2945 = (v2913 < p_N);  // matmul.tile:55
  bool const v2946 = (v2914 < p_N);  // matmul.tile:55
  bool const v2947 = (v2915 < p_N);  // matmul.tile:55
  bool const v2948 = (v2916 < p_N);  // matmul.tile:55
  bool const v2949 = (v2917 < p_N);  // matmul.tile:55
  bool const v2950 = (v2918 < p_N);  // matmul.tile:55
  bool const v2951 = (v2919 < p_N);  // matmul.tile:55
  bool const v2952 = (v2920 < p_N);  // matmul.tile:55
  bool const v2953 = (v2921 < p_N);  // matmul.tile:55
  bool const v2954 = (v2922 < p_N);  // matmul.tile:55
  bool const v2955 = (v2923 < p_N);  // matmul.tile:55
  bool const v2956 = (v2924 < p_N);  // matmul.tile:55
  bool const v2957 = (v2925 < p_N);  // matmul.tile:55
  bool const v2958 = (v2926 < p_N);  // matmul.tile:55
  bool const v2959 = (v2927 < p_N);  // matmul.tile:55
  bool const v2960 = (v2928 < p_N);  // matmul.tile:55
  bool const v2961 = (v2929 < p_N);  // matmul.tile:55
  bool const v2962 = (v2930 < p_N);  // matmul.tile:55
  bool const v2963 = (v2931 < p_N);  // matmul.tile:55
  bool const v2964 = (v2932 < p_N);  // matmul.tile:55
  bool const v2965 = (v2933 < p_N);  // matmul.tile:55
  __half const k2966 = __ushort_as_half((unsigned short)0);  // matmul.tile:55
  const __half ld2967 = v2934 ? *p2839 : k2966;  // matmul.tile:55
  const __half ld2968 = v2935 ? *p2840 : k2966;  // matmul.tile:55
  const __half ld2969 = v2936 ? *p2841 : k2966;  // matmul.tile:55
  const __half ld2970 = v2937 ? *p2842 : k2966;  // matmul.tile:55
  const __half ld2971 = v2938 ? *p2843 : k2966;  // matmul.tile:55
  const __half ld2972 = v2939 ? *p2844 : k2966;  // matmul.tile:55
  const __half ld2973 = v2940 ? *p2845 : k2966;  // matmul.tile:55
  const __half ld2974 = v2941 ? *p2846 : k2966;  // matmul.tile:55
  const __half ld2975 = v2942 ? *p2847 : k2966;  // matmul.tile:55
  const __half ld2976 = v2943 ? *p2848 : k2966;  // matmul.tile:55
  const __half ld2977 = v2944 ? *p2849 : k2966;  // matmul.tile:55
  const __half ld2978 = v2945 ? *p2850 : k2966;  // matmul.tile:55
  const __half ld2979 = v2946 ? *p2851 : k2966;  // matmul.tile:55
  const __half ld2980 = v2947 ? *p2852 : k2966;  // matmul.tile:55
  const __half ld2981 = v2948 ? *p2853 : k2966;  // matmul.tile:55
  const __half ld2982 = v2949 ? *p2854 : k2966;  // matmul.tile:55
  const __half ld2983 = v2950 ? *p2855 : k2966;  // matmul.tile:55
  const __half ld2984 = v2951 ? *p2856 : k2966;  // matmul.tile:55
  const __half ld2985 = v2952 ? *p2857 : k2966;  // matmul.tile:55
  const __half ld2986 = v2953 ? *p2858 : k2966;  // matmul.tile:55
  const __half ld2987 = v2954 ? *p2859 : k2966;  // matmul.tile:55
  const __half ld2988 = v2955 ? *p2860 : k2966;  // matmul.tile:55
  const __half ld2989 = v2956 ? *p2861 : k2966;  // matmul.tile:55
  const __half ld2990 = v2957 ? *p2862 : k2966;  // matmul.tile:55
  const __half ld2991 = v2958 ? *p2863 : k2966;  // matmul.tile:55
  const __half ld2992 = v2959 ? *p2864 : k2966;  // matmul.tile:55
  const __half ld2993 = v2960 ? *p2865 : k2966;  // matmul.tile:55
  const __half ld2994 = v2961 ? *p2866 : k2966;  // matmul.tile:55
  const __half ld2995 = v2962 ? *p2867 : k2966;  // matmul.tile:55
  const __half ld2996 = v2963 ? *p2868 : k2966;  // matmul.tile:55
  const __half ld2997 = v2964 ? *p2869 : k2966;  // matmul.tile:55
  const __half ld2998 = v2965 ? *p2870 : k2966;  // matmul.tile:55
  float const v2999 = __half2float(ld2967);  // matmul.tile:55
  float const v3000 = __half2float(ld2968);  // matmul.tile:55
  float const v3001 = __half2float(ld2969);  // matmul.tile:55
  float const v3002 = __half2float(ld2970);  // matmul.tile:55
  float const v3003 = __half2float(ld2971);  // matmul.tile:55
  float const v3004 = __half2float(ld2972);  // matmul.tile:55
  float const v3005 = __half2float(ld2973);  // matmul.tile:55
  float const v3006 = __half2float(ld2974);  // matmul.tile:55
  float const v3007 = __half2float(ld2975);  // matmul.tile:55
  float const v3008 = __half2float(ld2976);  // matmul.tile:55
  float const v3009 = __half2float(ld2977);  // matmul.tile:55
  float const v3010 = __half2float(ld2978);  // matmul.tile:55
  float const v3011 = __half2float(ld2979);  // matmul.tile:55
  float const v3012 = __half2float(ld2980);  // matmul.tile:55
  float const v3013 = __half2float(ld2981);  // matmul.tile:55
  float const v3014 = __half2float(ld2982);  // matmul.tile:55
  float const v3015 = __half2float(ld2983);  // matmul.tile:55
  float const v3016 = __half2float(ld2984);  // matmul.tile:55
  float const v3017 = __half2float(ld2985);  // matmul.tile:55
  float const v3018 = __half2float(ld2986);  // matmul.tile:55
  float const v3019 = __half2float(ld2987);  // matmul.tile:55
  float const v3020 = __half2float(ld2988);  // matmul.tile:55
  float const v3021 = __half2float(ld2989);  // matmul.tile:55
  float const v3022 = __half2float(ld2990);  // matmul.tile:55
  float const v3023 = __half2float(ld2991);  // matmul.tile:55
  float const v3024 = __half2float(ld2992);  // matmul.tile:55
  float const v3025 = __half2float(ld2993);  // matmul.tile:55
  float const v3026 = __half2float(ld2994);  // matmul.tile:55
  float const v3027 = __half2float(ld2995);  // matmul.tile:55
  float const v3028 = __half2float(ld2996);  // matmul.tile:55
  float const v3029 = __half2float(ld2997);  // matmul.tile:55
  float const v3030 = __half2float(ld2998);  // matmul.tile:55
  float const v3031 = (c137 + v2999);  // matmul.tile:55
  float const v3032 = (c138 + v3000);  // matmul.tile:55
  float const v3033 = (c139 + v2999);  // matmul.tile:55
  float const v3034 = (c140 + v3000);  // matmul.tile:55
  float const v3035 = (c141 + v3001);  // matmul.tile:55
  float const v3036 = (c142 + v3002);  // matmul.tile:55
  float const v3037 = (c143 + v3001);  // matmul.tile:55
  float const v3038 = (c144 + v3002);  // matmul.tile:55
  float const v3039 = (c145 + v3003);  // matmul.tile:55
  float const v3040 = (c146 + v3004);  // matmul.tile:55
  float const v3041 = (c147 + v3003);  // matmul.tile:55
  float const v3042 = (c148 + v3004);  // matmul.tile:55
  float const v3043 = (c149 + v3005);  // matmul.tile:55
  float const v3044 = (c150 + v3006);  // matmul.tile:55
  float const v3045 = (c151 + v3005);  // matmul.tile:55
  float const v3046 = (c152 + v3006);  // matmul.tile:55
  float const v3047 = (c153 + v3007);  // matmul.tile:55
  float const v3048 = (c154 + v3008);  // matmul.tile:55
  float const v3049 = (c155 + v3007);  // matmul.tile:55
  float const v3050 = (c156 + v3008);  // matmul.tile:55
  float const v3051 = (c157 + v3009);  // matmul.tile:55
  float const v3052 = (c158 + v3010);  // matmul.tile:55
  float const v3053 = (c159 + v3009);  // matmul.tile:55
  float const v3054 = (c160 + v3010);  // matmul.tile:55
  float const v3055 = (c161 + v3011);  // matmul.tile:55
  float const v3056 = (c162 + v3012);  // matmul.tile:55
  float const v3057 = (c163 + v3011);  // matmul.tile:55
  float const v3058 = (c164 + v3012);  // matmul.tile:55
  float const v3059 = (c165 + v3013);  // matmul.tile:55
  float const v3060 = (c166 + v3014);  // matmul.tile:55
  float const v3061 = (c167 + v3013);  // matmul.tile:55
  float const v3062 = (c168 + v3014);  // matmul.tile:55
  float const v3063 = (c169 + v3015);  // matmul.tile:55
  float const v3064 = (c170 + v3016);  // matmul.tile:55
  float const v3065 = (c171 + v3015);  // matmul.tile:55
  float const v3066 = (c172 + v3016);  // matmul.tile:55
  float const v3067 = (c173 + v3017);  // matmul.tile:55
  float const v3068 = (c174 + v3018);  // matmul.tile:55
  float const v3069 = (c175 + v3017);  // matmul.tile:55
  float const v3070 = (c176 + v3018);  // matmul.tile:55
  float const v3071 = (c177 + v3019);  // matmul.tile:55
  float const v3072 = (c178 + v3020);  // matmul.tile:55
  float const v3073 = (c179 + v3019);  // matmul.tile:55
  float const v3074 = (c180 + v3020);  // matmul.tile:55
  float const v3075 = (c181 + v3021);  // matmul.tile:55
  float const v3076 = (c182 + v3022);  // matmul.tile:55
  float const v3077 = (c183 + v3021);  // matmul.tile:55
  float const v3078 = (c184 + v3022);  // matmul.tile:55
  float const v3079 = (c185 + v3023);  // matmul.tile:55
  float const v3080 = (c186 + v3024);  // matmul.tile:55
  float const v3081 = (c187 + v3023);  // matmul.tile:55
  float const v3082 = (c188 + v3024);  // matmul.tile:55
  float const v3083 = (c189 + v3025);  // matmul.tile:55
  float const v3084 = (c190 + v3026);  // matmul.tile:55
  float const v3085 = (c191 + v3025);  // matmul.tile:55
  float const v3086 = (c192 + v3026);  // matmul.tile:55
  float const v3087 = (c193 + v3027);  // matmul.tile:55
  float const v3088 = (c194 + v3028);  // matmul.tile:55
  float const v3089 = (c195 + v3027);  // matmul.tile:55
  float const v3090 = (c196 + v3028);  // matmul.tile:55
  float const v3091 = (c197 + v3029);  // matmul.tile:55
  float const v3092 = (c198 + v3030);  // matmul.tile:55
  float const v3093 = (c199 + v3029);  // matmul.tile:55
  float const v3094 = (c200 + v3030);  // matmul.tile:55
  float const v3095 = (c201 + v2999);  // matmul.tile:55
  float const v3096 = (c202 + v3000);  // matmul.tile:55
  float const v3097 = (c203 + v2999);  // matmul.tile:55
  float const v3098 = (c204 + v3000);  // matmul.tile:55
  float const v3099 = (c205 + v3001);  // matmul.tile:55
  float const v3100 = (c206 + v3002);  // matmul.tile:55
  float const v3101 = (c207 + v3001);  // matmul.tile:55
  float const v3102 = (c208 + v3002);  // matmul.tile:55
  float const v3103 = (c209 + v3003);  // matmul.tile:55
  float const v3104 = (c210 + v3004);  // matmul.tile:55
  float const v3105 = (c211 + v3003);  // matmul.tile:55
  float const v3106 = (c212 + v3004);  // matmul.tile:55
  float const v3107 = (c213 + v3005);  // matmul.tile:55
  float const v3108 = (c214 + v3006);  // matmul.tile:55
  float const v3109 = (c215 + v3005);  // matmul.tile:55
  float const v3110 = (c216 + v3006);  // matmul.tile:55
  float const v3111 = (c217 + v3007);  // matmul.tile:55
  float const v3112 = (c218 + v3008);  // matmul.tile:55
  float const v3113 = (c219 + v3007);  // matmul.tile:55
  float const v3114 = (c220 + v3008);  // matmul.tile:55
  float const v3115 = (c221 + v3009);  // matmul.tile:55
  float const v3116 = (c222 + v3010);  // matmul.tile:55
  float const v3117 = (c223 + v3009);  // matmul.tile:55
  float const v3118 = (c224 + v3010);  // matmul.tile:55
  float const v3119 = (c225 + v3011);  // matmul.tile:55
  float const v3120 = (c226 + v3012);  // matmul.tile:55
  float const v3121 = (c227 + v3011);  // matmul.tile:55
  float const v3122 = (c228 + v3012);  // matmul.tile:55
  float const v3123 = (c229 + v3013);  // matmul.tile:55
  float const v3124 = (c230 + v3014);  // matmul.tile:55
  float const v3125 = (c231 + v3013);  // matmul.tile:55
  float const v3126 = (c232 + v3014);  // matmul.tile:55
  float const v3127 = (c233 + v3015);  // matmul.tile:55
  float const v3128 = (c234 + v3016);  // matmul.tile:55
  float const v3129 = (c235 + v3015);  // matmul.tile:55
  float const v3130 = (c236 + v3016);  // matmul.tile:55
  float const v3131 = (c237 + v3017);  // matmul.tile:55
  float const v3132 = (c238 + v3018);  // matmul.tile:55
  float const v3133 = (c239 + v3017);  // matmul.tile:55
  float const v3134 = (c240 + v3018);  // matmul.tile:55
  float const v3135 = (c241 + v3019);  // matmul.tile:55
  float const v3136 = (c242 + v3020);  // matmul.tile:55
  float const v3137 = (c243 + v3019);  // matmul.tile:55
  float const v3138 = (c244 + v3020);  // matmul.tile:55
  float const v3139 = (c245 + v3021);  // matmul.tile:55
  float const v3140 = (c246 + v3022);  // matmul.tile:55
  float const v3141 = (c247 + v3021);  // matmul.tile:55
  float const v3142 = (c248 + v3022);  // matmul.tile:55
  float const v3143 = (c249 + v3023);  // matmul.tile:55
  float const v3144 = (c250 + v3024);  // matmul.tile:55
  float const v3145 = (c251 + v3023);  // matmul.tile:55
  float const v3146 = (c252 + v3024);  // matmul.tile:55
  float const v3147 = (c253 + v3025);  // matmul.tile:55
  float const v3148 = (c254 + v3026);  // matmul.tile:55
  float const v3149 = (c255 + v3025);  // matmul.tile:55
  float const v3150 = (c256 + v3026);  // matmul.tile:55
  float const v3151 = (c257 + v3027);  // matmul.tile:55
  float const v3152 = (c258 + v3028);  // matmul.tile:55
  float const v3153 = (c259 + v3027);  // matmul.tile:55
  float const v3154 = (c260 + v3028);  // matmul.tile:55
  float const v3155 = (c261 + v3029);  // matmul.tile:55
  float const v3156 = (c262 + v3030);  // matmul.tile:55
  float const v3157 = (c263 + v3029);  // matmul.tile:55
  float const v3158 = (c264 + v3030);  // matmul.tile:55
  int const v3159 = ((int)((unsigned int)(v5) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3160 = ((int)((unsigned int)(v6) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3161 = ((int)((unsigned int)(v7) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3162 = ((int)((unsigned int)(v8) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3163 = ((int)((unsigned int)(v9) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3164 = ((int)((unsigned int)(v10) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3165 = ((int)((unsigned int)(v11) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3166 = ((int)((unsigned int)(v12) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3167 = ((int)((unsigned int)(v13) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3168 = ((int)((unsigned int)(v14) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3169 = ((int)((unsigned int)(v15) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3170 = ((int)((unsigned int)(v16) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3171 = ((int)((unsigned int)(v17) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3172 = ((int)((unsigned int)(v18) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3173 = ((int)((unsigned int)(v19) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3174 = ((int)((unsigned int)(v20) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3175 = ((int)((unsigned int)(v21) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3176 = ((int)((unsigned int)(v22) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3177 = ((int)((unsigned int)(v23) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3178 = ((int)((unsigned int)(v24) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3179 = ((int)((unsigned int)(v25) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3180 = ((int)((unsigned int)(v26) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3181 = ((int)((unsigned int)(v27) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3182 = ((int)((unsigned int)(v28) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3183 = ((int)((unsigned int)(v29) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3184 = ((int)((unsigned int)(v30) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3185 = ((int)((unsigned int)(v31) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3186 = ((int)((unsigned int)(v32) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3187 = ((int)((unsigned int)(v33) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3188 = ((int)((unsigned int)(v34) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3189 = ((int)((unsigned int)(v35) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3190 = ((int)((unsigned int)(v36) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3191 = ((int)((unsigned int)(v37) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3192 = ((int)((unsigned int)(v38) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3193 = ((int)((unsigned int)(v39) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3194 = ((int)((unsigned int)(v40) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3195 = ((int)((unsigned int)(v41) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3196 = ((int)((unsigned int)(v42) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3197 = ((int)((unsigned int)(v43) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3198 = ((int)((unsigned int)(v44) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3199 = ((int)((unsigned int)(v45) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3200 = ((int)((unsigned int)(v46) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3201 = ((int)((unsigned int)(v47) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3202 = ((int)((unsigned int)(v48) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3203 = ((int)((unsigned int)(v49) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3204 = ((int)((unsigned int)(v50) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3205 = ((int)((unsigned int)(v51) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3206 = ((int)((unsigned int)(v52) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3207 = ((int)((unsigned int)(v53) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3208 = ((int)((unsigned int)(v54) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3209 = ((int)((unsigned int)(v55) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3210 = ((int)((unsigned int)(v56) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3211 = ((int)((unsigned int)(v57) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3212 = ((int)((unsigned int)(v58) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3213 = ((int)((unsigned int)(v59) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3214 = ((int)((unsigned int)(v60) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3215 = ((int)((unsigned int)(v61) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3216 = ((int)((unsigned int)(v62) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3217 = ((int)((unsigned int)(v63) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3218 = ((int)((unsigned int)(v64) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3219 = ((int)((unsigned int)(v65) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3220 = ((int)((unsigned int)(v66) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3221 = ((int)((unsigned int)(v67) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3222 = ((int)((unsigned int)(v68) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3223 = ((int)((unsigned int)(v69) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3224 = ((int)((unsigned int)(v70) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3225 = ((int)((unsigned int)(v71) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3226 = ((int)((unsigned int)(v72) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3227 = ((int)((unsigned int)(v73) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3228 = ((int)((unsigned int)(v74) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3229 = ((int)((unsigned int)(v75) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3230 = ((int)((unsigned int)(v76) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3231 = ((int)((unsigned int)(v77) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3232 = ((int)((unsigned int)(v78) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3233 = ((int)((unsigned int)(v79) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3234 = ((int)((unsigned int)(v80) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3235 = ((int)((unsigned int)(v81) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3236 = ((int)((unsigned int)(v82) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3237 = ((int)((unsigned int)(v83) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3238 = ((int)((unsigned int)(v84) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3239 = ((int)((unsigned int)(v85) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3240 = ((int)((unsigned int)(v86) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3241 = ((int)((unsigned int)(v87) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3242 = ((int)((unsigned int)(v88) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3243 = ((int)((unsigned int)(v89) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3244 = ((int)((unsigned int)(v90) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3245 = ((int)((unsigned int)(v91) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3246 = ((int)((unsigned int)(v92) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3247 = ((int)((unsigned int)(v93) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3248 = ((int)((unsigned int)(v94) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3249 = ((int)((unsigned int)(v95) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3250 = ((int)((unsigned int)(v96) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3251 = ((int)((unsigned int)(v97) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3252 = ((int)((unsigned int)(v98) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3253 = ((int)((unsigned int)(v99) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3254 = ((int)((unsigned int)(v100) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3255 = ((int)((unsigned int)(v101) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3256 = ((int)((unsigned int)(v102) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3257 = ((int)((unsigned int)(v103) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3258 = ((int)((unsigned int)(v104) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3259 = ((int)((unsigned int)(v105) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3260 = ((int)((unsigned int)(v106) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3261 = ((int)((unsigned int)(v107) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3262 = ((int)((unsigned int)(v108) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3263 = ((int)((unsigned int)(v109) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3264 = ((int)((unsigned int)(v110) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3265 = ((int)((unsigned int)(v111) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3266 = ((int)((unsigned int)(v112) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3267 = ((int)((unsigned int)(v113) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3268 = ((int)((unsigned int)(v114) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3269 = ((int)((unsigned int)(v115) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3270 = ((int)((unsigned int)(v116) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3271 = ((int)((unsigned int)(v117) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3272 = ((int)((unsigned int)(v118) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3273 = ((int)((unsigned int)(v119) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3274 = ((int)((unsigned int)(v120) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3275 = ((int)((unsigned int)(v121) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3276 = ((int)((unsigned int)(v122) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3277 = ((int)((unsigned int)(v123) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3278 = ((int)((unsigned int)(v124) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3279 = ((int)((unsigned int)(v125) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3280 = ((int)((unsigned int)(v126) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3281 = ((int)((unsigned int)(v127) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3282 = ((int)((unsigned int)(v128) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3283 = ((int)((unsigned int)(v129) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3284 = ((int)((unsigned int)(v130) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3285 = ((int)((unsigned int)(v131) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  int const v3286 = ((int)((unsigned int)(v132) * (unsigned int)(p_stride_cm)));  // matmul.tile:60
  __half* const p3287 = (p_c + v3159);  // matmul.tile:60
  __half* const p3288 = (p_c + v3160);  // matmul.tile:60
  __half* const p3289 = (p_c + v3161);  // matmul.tile:60
  __half* const p3290 = (p_c + v3162);  // matmul.tile:60
  __half* const p3291 = (p_c + v3163);  // matmul.tile:60
  __half* const p3292 = (p_c + v3164);  // matmul.tile:60
  __half* const p3293 = (p_c + v3165);  // matmul.tile:60
  __half* const p3294 = (p_c + v3166);  // matmul.tile:60
  __half* const p3295 = (p_c + v3167);  // matmul.tile:60
  __half* const p3296 = (p_c + v3168);  // matmul.tile:60
  __half* const p3297 = (p_c + v3169);  // matmul.tile:60
  __half* const p3298 = (p_c + v3170);  // matmul.tile:60
  __half* const p3299 = (p_c + v3171);  // matmul.tile:60
  __half* const p3300 = (p_c + v3172);  // matmul.tile:60
  __half* const p3301 = (p_c + v3173);  // matmul.tile:60
  __half* const p3302 = (p_c + v3174);  // matmul.tile:60
  __half* const p3303 = (p_c + v3175);  // matmul.tile:60
  __half* const p3304 = (p_c + v3176);  // matmul.tile:60
  __half* const p3305 = (p_c + v3177);  // matmul.tile:60
  __half* const p3306 = (p_c + v3178);  // matmul.tile:60
  __half* const p3307 = (p_c + v3179);  // matmul.tile:60
  __half* const p3308 = (p_c + v3180);  // matmul.tile:60
  __half* const p3309 = (p_c + v3181);  // matmul.tile:60
  __half* const p3310 = (p_c + v3182);  // matmul.tile:60
  __half* const p3311 = (p_c + v3183);  // matmul.tile:60
  __half* const p3312 = (p_c + v3184);  // matmul.tile:60
  __half* const p3313 = (p_c + v3185);  // matmul.tile:60
  __half* const p3314 = (p_c + v3186);  // matmul.tile:60
  __half* const p3315 = (p_c + v3187);  // matmul.tile:60
  __half* const p3316 = (p_c + v3188);  // matmul.tile:60
  __half* const p3317 = (p_c + v3189);  // matmul.tile:60
  __half* const p3318 = (p_c + v3190);  // matmul.tile:60
  __half* const p3319 = (p_c + v3191);  // matmul.tile:60
  __half* const p3320 = (p_c + v3192);  // matmul.tile:60
  __half* const p3321 = (p_c + v3193);  // matmul.tile:60
  __half* const p3322 = (p_c + v3194);  // matmul.tile:60
  __half* const p3323 = (p_c + v3195);  // matmul.tile:60
  __half* const p3324 = (p_c + v3196);  // matmul.tile:60
  __half* const p3325 = (p_c + v3197);  // matmul.tile:60
  __half* const p3326 = (p_c + v3198);  // matmul.tile:60
  __half* const p3327 = (p_c + v3199);  // matmul.tile:60
  __half* const p3328 = (p_c + v3200);  // matmul.tile:60
  __half* const p3329 = (p_c + v3201);  // matmul.tile:60
  __half* const p3330 = (p_c + v3202);  // matmul.tile:60
  __half* const p3331 = (p_c + v3203);  // matmul.tile:60
  __half* const p3332 = (p_c + v3204);  // matmul.tile:60
  __half* const p3333 = (p_c + v3205);  // matmul.tile:60
  __half* const p3334 = (p_c + v3206);  // matmul.tile:60
  __half* const p3335 = (p_c + v3207);  // matmul.tile:60
  __half* const p3336 = (p_c + v3208);  // matmul.tile:60
  __half* const p3337 = (p_c + v3209);  // matmul.tile:60
  __half* const p3338 = (p_c + v3210);  // matmul.tile:60
  __half* const p3339 = (p_c + v3211);  // matmul.tile:60
  __half* const p3340 = (p_c + v3212);  // matmul.tile:60
  __half* const p3341 = (p_c + v3213);  // matmul.tile:60
  __half* const p3342 = (p_c + v3214);  // matmul.tile:60
  __half* const p3343 = (p_c + v3215);  // matmul.tile:60
  __half* const p3344 = (p_c + v3216);  // matmul.tile:60
  __half* const p3345 = (p_c + v3217);  // matmul.tile:60
  __half* const p3346 = (p_c + v3218);  // matmul.tile:60
  __half* const p3347 = (p_c + v3219);  // matmul.tile:60
  __half* const p3348 = (p_c + v3220);  // matmul.tile:60
  __half* const p3349 = (p_c + v3221);  // matmul.tile:60
  __half* const p3350 = (p_c + v3222);  // matmul.tile:60
  __half* const p3351 = (p_c + v3223);  // matmul.tile:60
  __half* const p3352 = (p_c + v3224);  // matmul.tile:60
  __half* const p3353 = (p_c + v3225);  // matmul.tile:60
  __half* const p3354 = (p_c + v3226);  // matmul.tile:60
  __half* const p3355 = (p_c + v3227);  // matmul.tile:60
  __half* const p3356 = (p_c + v3228);  // matmul.tile:60
  __half* const p3357 = (p_c + v3229);  // matmul.tile:60
  __half* const p3358 = (p_c + v3230);  // matmul.tile:60
  __half* const p3359 = (p_c + v3231);  // matmul.tile:60
  __half* const p3360 = (p_c + v3232);  // matmul.tile:60
  __half* const p3361 = (p_c + v3233);  // matmul.tile:60
  __half* const p3362 = (p_c + v3234);  // matmul.tile:60
  __half* const p3363 = (p_c + v3235);  // matmul.tile:60
  __half* const p3364 = (p_c + v3236);  // matmul.tile:60
  __half* const p3365 = (p_c + v3237);  // matmul.tile:60
  __half* const p3366 = (p_c + v3238);  // matmul.tile:60
  __half* const p3367 = (p_c + v3239);  // matmul.tile:60
  __half* const p3368 = (p_c + v3240);  // matmul.tile:60
  __half* const p3369 = (p_c + v3241);  // matmul.tile:60
  __half* const p3370 = (p_c + v3242);  // matmul.tile:60
  __half* const p3371 = (p_c + v3243);  // matmul.tile:60
  __half* const p3372 = (p_c + v3244);  // matmul.tile:60
  __half* const p3373 = (p_c + v3245);  // matmul.tile:60
  __half* const p3374 = (p_c + v3246);  // matmul.tile:60
  __half* const p3375 = (p_c + v3247);  // matmul.tile:60
  __half* const p3376 = (p_c + v3248);  // matmul.tile:60
  __half* const p3377 = (p_c + v3249);  // matmul.tile:60
  __half* const p3378 = (p_c + v3250);  // matmul.tile:60
  __half* const p3379 = (p_c + v3251);  // matmul.tile:60
  __half* const p3380 = (p_c + v3252);  // matmul.tile:60
  __half* const p3381 = (p_c + v3253);  // matmul.tile:60
  __half* const p3382 = (p_c + v3254);  // matmul.tile:60
  __half* const p3383 = (p_c + v3255);  // matmul.tile:60
  __half* const p3384 = (p_c + v3256);  // matmul.tile:60
  __half* const p3385 = (p_c + v3257);  // matmul.tile:60
  __half* const p3386 = (p_c + v3258);  // matmul.tile:60
  __half* const p3387 = (p_c + v3259);  // matmul.tile:60
  __half* const p3388 = (p_c + v3260);  // matmul.tile:60
  __half* const p3389 = (p_c + v3261);  // matmul.tile:60
  __half* const p3390 = (p_c + v3262);  // matmul.tile:60
  __half* const p3391 = (p_c + v3263);  // matmul.tile:60
  __half* const p3392 = (p_c + v3264);  // matmul.tile:60
  __half* const p3393 = (p_c + v3265);  // matmul.tile:60
  __half* const p3394 = (p_c + v3266);  // matmul.tile:60
  __half* const p3395 = (p_c + v3267);  // matmul.tile:60
  __half* const p3396 = (p_c + v3268);  // matmul.tile:60
  __half* const p3397 = (p_c + v3269);  // matmul.tile:60
  __half* const p3398 = (p_c + v3270);  // matmul.tile:60
  __half* const p3399 = (p_c + v3271);  // matmul.tile:60
  __half* const p3400 = (p_c + v3272);  // matmul.tile:60
  __half* const p3401 = (p_c + v3273);  // matmul.tile:60
  __half* const p3402 = (p_c + v3274);  // matmul.tile:60
  __half* const p3403 = (p_c + v3275);  // matmul.tile:60
  __half* const p3404 = (p_c + v3276);  // matmul.tile:60
  __half* const p3405 = (p_c + v3277);  // matmul.tile:60
  __half* const p3406 = (p_c + v3278);  // matmul.tile:60
  __half* const p3407 = (p_c + v3279);  // matmul.tile:60
  __half* const p3408 = (p_c + v3280);  // matmul.tile:60
  __half* const p3409 = (p_c + v3281);  // matmul.tile:60
  __half* const p3410 = (p_c + v3282);  // matmul.tile:60
  __half* const p3411 = (p_c + v3283);  // matmul.tile:60
  __half* const p3412 = (p_c + v3284);  // matmul.tile:60
  __half* const p3413 = (p_c + v3285);  // matmul.tile:60
  __half* const p3414 = (p_c + v3286);  // matmul.tile:60
  int const v3415 = ((int)((unsigned int)(v134) * (unsigned int)(p_stride_cn)));  // matmul.tile:60
  __half* const p3416 = (p3287 + v3415);  // matmul.tile:60
  __half* const p3417 = (p3288 + v3415);  // matmul.tile:60
  __half* const p3418 = (p3289 + v3415);  // matmul.tile:60
  __half* const p3419 = (p3290 + v3415);  // matmul.tile:60
  __half* const p3420 = (p3291 + v3415);  // matmul.tile:60
  __half* const p3421 = (p3292 + v3415);  // matmul.tile:60
  __half* const p3422 = (p3293 + v3415);  // matmul.tile:60
  __half* const p3423 = (p3294 + v3415);  // matmul.tile:60
  __half* const p3424 = (p3295 + v3415);  // matmul.tile:60
  __half* const p3425 = (p3296 + v3415);  // matmul.tile:60
  __half* const p3426 = (p3297 + v3415);  // matmul.tile:60
  __half* const p3427 = (p3298 + v3415);  // matmul.tile:60
  __half* const p3428 = (p3299 + v3415);  // matmul.tile:60
  __half* const p3429 = (p3300 + v3415);  // matmul.tile:60
  __half* const p3430 = (p3301 + v3415);  // matmul.tile:60
  __half* const p3431 = (p3302 + v3415);  // matmul.tile:60
  __half* const p3432 = (p3303 + v3415);  // matmul.tile:60
  __half* const p3433 = (p3304 + v3415);  // matmul.tile:60
  __half* const p3434 = (p3305 + v3415);  // matmul.tile:60
  __half* const p3435 = (p3306 + v3415);  // matmul.tile:60
  __half* const p3436 = (p3307 + v3415);  // matmul.tile:60
  __half* const p3437 = (p3308 + v3415);  // matmul.tile:60
  __half* const p3438 = (p3309 + v3415);  // matmul.tile:60
  __half* const p3439 = (p3310 + v3415);  // matmul.tile:60
  __half* const p3440 = (p3311 + v3415);  // matmul.tile:60
  __half* const p3441 = (p3312 + v3415);  // matmul.tile:60
  __half* const p3442 = (p3313 + v3415);  // matmul.tile:60
  __half* const p3443 = (p3314 + v3415);  // matmul.tile:60
  __half* const p3444 = (p3315 + v3415);  // matmul.tile:60
  __half* const p3445 = (p3316 + v3415);  // matmul.tile:60
  __half* const p3446 = (p3317 + v3415);  // matmul.tile:60
  __half* const p3447 = (p3318 + v3415);  // matmul.tile:60
  __half* const p3448 = (p3319 + v3415);  // matmul.tile:60
  __half* const p3449 = (p3320 + v3415);  // matmul.tile:60
  __half* const p3450 = (p3321 + v3415);  // matmul.tile:60
  __half* const p3451 = (p3322 + v3415);  // matmul.tile:60
  __half* const p3452 = (p3323 + v3415);  // matmul.tile:60
  __half* const p3453 = (p3324 + v3415);  // matmul.tile:60
  __half* const p3454 = (p3325 + v3415);  // matmul.tile:60
  __half* const p3455 = (p3326 + v3415);  // matmul.tile:60
  __half* const p3456 = (p3327 + v3415);  // matmul.tile:60
  __half* const p3457 = (p3328 + v3415);  // matmul.tile:60
  __half* const p3458 = (p3329 + v3415);  // matmul.tile:60
  __half* const p3459 = (p3330 + v3415);  // matmul.tile:60
  __half* const p3460 = (p3331 + v3415);  // matmul.tile:60
  __half* const p3461 = (p3332 + v3415);  // matmul.tile:60
  __half* const p3462 = (p3333 + v3415);  // matmul.tile:60
  __half* const p3463 = (p3334 + v3415);  // matmul.tile:60
  __half* const p3464 = (p3335 + v3415);  // matmul.tile:60
  __half* const p3465 = (p3336 + v3415);  // matmul.tile:60
  __half* const p3466 = (p3337 + v3415);  // matmul.tile:60
  __half* const p3467 = (p3338 + v3415);  // matmul.tile:60
  __half* const p3468 = (p3339 + v3415);  // matmul.tile:60
  __half* const p3469 = (p3340 + v3415);  // matmul.tile:60
  __half* const p3470 = (p3341 + v3415);  // matmul.tile:60
  __half* const p3471 = (p3342 + v3415);  // matmul.tile:60
  __half* const p3472 = (p3343 + v3415);  // matmul.tile:60
  __half* const p3473 = (p3344 + v3415);  // matmul.tile:60
  __half* const p3474 = (p3345 + v3415);  // matmul.tile:60
  __half* const p3475 = (p3346 + v3415);  // matmul.tile:60
  __half* const p3476 = (p3347 + v3415);  // matmul.tile:60
  __half* const p3477 = (p3348 + v3415);  // matmul.tile:60
  __half* const p3478 = (p3349 + v3415);  // matmul.tile:60
  __half* const p3479 = (p3350 + v3415);  // matmul.tile:60
  __half* const p3480 = (p3351 + v3415);  // matmul.tile:60
  __half* const p3481 = (p3352 + v3415);  // matmul.tile:60
  __half* const p3482 = (p3353 + v3415);  // matmul.tile:60
  __half* const p3483 = (p3354 + v3415);  // matmul.tile:60
  __half* const p3484 = (p3355 + v3415);  // matmul.tile:60
  __half* const p3485 = (p3356 + v3415);  // matmul.tile:60
  __half* const p3486 = (p3357 + v3415);  // matmul.tile:60
  __half* const p3487 = (p3358 + v3415);  // matmul.tile:60
  __half* const p3488 = (p3359 + v3415);  // matmul.tile:60
  __half* const p3489 = (p3360 + v3415);  // matmul.tile:60
  __half* const p3490 = (p3361 + v3415);  // matmul.tile:60
  __half* const p3491 = (p3362 + v3415);  // matmul.tile:60
  __half* const p3492 = (p3363 + v3415);  // matmul.tile:60
  __half* const p3493 = (p3364 + v3415);  // matmul.tile:60
  __half* const p3494 = (p3365 + v3415);  // matmul.tile:60
  __half* const p3495 = (p3366 + v3415);  // matmul.tile:60
  __half* const p3496 = (p3367 + v3415);  // matmul.tile:60
  __half* const p3497 = (p3368 + v3415);  // matmul.tile:60
  __half* const p3498 = (p3369 + v3415);  // matmul.tile:60
  __half* const p3499 = (p3370 + v3415);  // matmul.tile:60
  __half* const p3500 = (p3371 + v3415);  // matmul.tile:60
  __half* const p3501 = (p3372 + v3415);  // matmul.tile:60
  __half* const p3502 = (p3373 + v3415);  // matmul.tile:60
  __half* const p3503 = (p3374 + v3415);  // matmul.tile:60
  __half* const p3504 = (p3375 + v3415);  // matmul.tile:60
  __half* const p3505 = (p3376 + v3415);  // matmul.tile:60
  __half* const p3506 = (p3377 + v3415);  // matmul.tile:60
  __half* const p3507 = (p3378 + v3415);  // matmul.tile:60
  __half* const p3508 = (p3379 + v3415);  // matmul.tile:60
  __half* const p3509 = (p3380 + v3415);  // matmul.tile:60
  __half* const p3510 = (p3381 + v3415);  // matmul.tile:60
  __half* const p3511 = (p3382 + v3415);  // matmul.tile:60
  __half* const p3512 = (p3383 + v3415);  // matmul.tile:60
  __half* const p3513 = (p3384 + v3415);  // matmul.tile:60
  __half* const p3514 = (p3385 + v3415);  // matmul.tile:60
  __half* const p3515 = (p3386 + v3415);  // matmul.tile:60
  __half* const p3516 = (p3387 + v3415);  // matmul.tile:60
  __half* const p3517 = (p3388 + v3415);  // matmul.tile:60
  __half* const p3518 = (p3389 + v3415);  // matmul.tile:60
  __half* const p3519 = (p3390 + v3415);  // matmul.tile:60
  __half* const p3520 = (p3391 + v3415);  // matmul.tile:60
  __half* const p3521 = (p3392 + v3415);  // matmul.tile:60
  __half* const p3522 = (p3393 + v3415);  // matmul.tile:60
  __half* const p3523 = (p3394 + v3415);  // matmul.tile:60
  __half* const p3524 = (p3395 + v3415);  // matmul.tile:60
  __half* const p3525 = (p3396 + v3415);  // matmul.tile:60
  __half* const p3526 = (p3397 + v3415);  // matmul.tile:60
  __half* const p3527 = (p3398 + v3415);  // matmul.tile:60
  __half* const p3528 = (p3399 + v3415);  // matmul.tile:60
  __half* const p3529 = (p3400 + v3415);  // matmul.tile:60
  __half* const p3530 = (p3401 + v3415);  // matmul.tile:60
  __half* const p3531 = (p3402 + v3415);  // matmul.tile:60
  __half* const p3532 = (p3403 + v3415);  // matmul.tile:60
  __half* const p3533 = (p3404 + v3415);  // matmul.tile:60
  __half* const p3534 = (p3405 + v3415);  // matmul.tile:60
  __half* const p3535 = (p3406 + v3415);  // matmul.tile:60
  __half* const p3536 = (p3407 + v3415);  // matmul.tile:60
  __half* const p3537 = (p3408 + v3415);  // matmul.tile:60
  __half* const p3538 = (p3409 + v3415);  // matmul.tile:60
  __half* const p3539 = (p3410 + v3415);  // matmul.tile:60
  __half* const p3540 = (p3411 + v3415);  // matmul.tile:60
  __half* const p3541 = (p3412 + v3415);  // matmul.tile:60
  __half* const p3542 = (p3413 + v3415);  // matmul.tile:60
  __half* const p3543 = (p3414 + v3415);  // matmul.tile:60
  __half const v3544 = __float2half_rn(v3031);  // matmul.tile:60
  __half const v3545 = __float2half_rn(v3032);  // matmul.tile:60
  __half const v3546 = __float2half_rn(v3033);  // matmul.tile:60
  __half const v3547 = __float2half_rn(v3034);  // matmul.tile:60
  __half const v3548 = __float2half_rn(v3035);  // matmul.tile:60
  __half const v3549 = __float2half_rn(v3036);  // matmul.tile:60
  __half const v3550 = __float2half_rn(v3037);  // matmul.tile:60
  __half const v3551 = __float2half_rn(v3038);  // matmul.tile:60
  __half const v3552 = __float2half_rn(v3039);  // matmul.tile:60
  __half const v3553 = __float2half_rn(v3040);  // matmul.tile:60
  __half const v3554 = __float2half_rn(v3041);  // matmul.tile:60
  __half const v3555 = __float2half_rn(v3042);  // matmul.tile:60
  __half const v3556 = __float2half_rn(v3043);  // matmul.tile:60
  __half const v3557 = __float2half_rn(v3044);  // matmul.tile:60
  __half const v3558 = __float2half_rn(v3045);  // matmul.tile:60
  __half const v3559 = __float2half_rn(v3046);  // matmul.tile:60
  __half const v3560 = __float2half_rn(v3047);  // matmul.tile:60
  __half const v3561 = __float2half_rn(v3048);  // matmul.tile:60
  __half const v3562 = __float2half_rn(v3049);  // matmul.tile:60
  __half const v3563 = __float2half_rn(v3050);  // matmul.tile:60
  __half const v3564 = __float2half_rn(v3051);  // matmul.tile:60
  __half const v3565 = __float2half_rn(v3052);  // matmul.tile:60
  __half const v3566 = __float2half_rn(v3053);  // matmul.tile:60
  __half const v3567 = __float2half_rn(v3054);  // matmul.tile:60
  __half const v3568 = __float2half_rn(v3055);  // matmul.tile:60
  __half const v3569 = __float2half_rn(v3056);  // matmul.tile:60
  __half const v3570 = __float2half_rn(v3057);  // matmul.tile:60
  __half const v3571 = __float2half_rn(v3058);  // matmul.tile:60
  __half const v3572 = __float2half_rn(v3059);  // matmul.tile:60
  __half const v3573 = __float2half_rn(v3060);  // matmul.tile:60
  __half const v3574 = __float2half_rn(v3061);  // matmul.tile:60
  __half const v3575 = __float2half_rn(v3062);  // matmul.tile:60
  __half const v3576 = __float2half_rn(v3063);  // matmul.tile:60
  __half const v3577 = __float2half_rn(v3064);  // matmul.tile:60
  __half const v3578 = __float2half_rn(v3065);  // matmul.tile:60
  __half const v3579 = __float2half_rn(v3066);  // matmul.tile:60
  __half const v3580 = __float2half_rn(v3067);  // matmul.tile:60
  __half const v3581 = __float2half_rn(v3068);  // matmul.tile:60
  __half const v3582 = __float2half_rn(v3069);  // matmul.tile:60
  __half const v3583 = __float2half_rn(v3070);  // matmul.tile:60
  __half const v3584 = __float2half_rn(v3071);  // matmul.tile:60
  __half const v3585 = __float2half_rn(v3072);  // matmul.tile:60
  __half const v3586 = __float2half_rn(v3073);  // matmul.tile:60
  __half const v3587 = __float2half_rn(v3074);  // matmul.tile:60
  __half const v3588 = __float2half_rn(v3075);  // matmul.tile:60
  __half const v3589 = __float2half_rn(v3076);  // matmul.tile:60
  __half const v3590 = __float2half_rn(v3077);  // matmul.tile:60
  __half const v3591 = __float2half_rn(v3078);  // matmul.tile:60
  __half const v3592 = __float2half_rn(v3079);  // matmul.tile:60
  __half const v3593 = __float2half_rn(v3080);  // matmul.tile:60
  __half const v3594 = __float2half_rn(v3081);  // matmul.tile:60
  __half const v3595 = __float2half_rn(v3082);  // matmul.tile:60
  __half const v3596 = __float2half_rn(v3083);  // matmul.tile:60
  __half const v3597 = __float2half_rn(v3084);  // matmul.tile:60
  __half const v3598 = __float2half_rn(v3085);  // matmul.tile:60
  __half const v3599 = __float2half_rn(v3086);  // matmul.tile:60
  __half const v3600 = __float2half_rn(v3087);  // matmul.tile:60
  __half const v3601 = __float2half_rn(v3088);  // matmul.tile:60
  __half const v3602 = __float2half_rn(v3089);  // matmul.tile:60
  __half const v3603 = __float2half_rn(v3090);  // matmul.tile:60
  __half const v3604 = __float2half_rn(v3091);  // matmul.tile:60
  __half const v3605 = __float2half_rn(v3092);  // matmul.tile:60
  __half const v3606 = __float2half_rn(v3093);  // matmul.tile:60
  __half const v3607 = __float2half_rn(v3094);  // matmul.tile:60
  __half const v3608 = __float2half_rn(v3095);  // matmul.tile:60
  __half const v3609 = __float2half_rn(v3096);  // matmul.tile:60
  __half const v3610 = __float2half_rn(v3097);  // matmul.tile:60
  __half const v3611 = __float2half_rn(v3098);  // matmul.tile:60
  __half const v3612 = __float2half_rn(v3099);  // matmul.tile:60
  __half const v3613 = __float2half_rn(v3100);  // matmul.tile:60
  __half const v3614 = __float2half_rn(v3101);  // matmul.tile:60
  __half const v3615 = __float2half_rn(v3102);  // matmul.tile:60
  __half const v3616 = __float2half_rn(v3103);  // matmul.tile:60
  __half const v3617 = __float2half_rn(v3104);  // matmul.tile:60
  __half const v3618 = __float2half_rn(v3105);  // matmul.tile:60
  __half const v3619 = __float2half_rn(v3106);  // matmul.tile:60
  __half const v3620 = __float2half_rn(v3107);  // matmul.tile:60
  __half const v3621 = __float2half_rn(v3108);  // matmul.tile:60
  __half const v3622 = __float2half_rn(v3109);  // matmul.tile:60
  __half const v3623 = __float2half_rn(v3110);  // matmul.tile:60
  __half const v3624 = __float2half_rn(v3111);  // matmul.tile:60
  __half const v3625 = __float2half_rn(v3112);  // matmul.tile:60
  __half const v3626 = __float2half_rn(v3113);  // matmul.tile:60
  __half const v3627 = __float2half_rn(v3114);  // matmul.tile:60
  __half const v3628 = __float2half_rn(v3115);  // matmul.tile:60
  __half const v3629 = __float2half_rn(v3116);  // matmul.tile:60
  __half const v3630 = __float2half_rn(v3117);  // matmul.tile:60
  __half const v3631 = __float2half_rn(v3118);  // matmul.tile:60
  __half const v3632 = __float2half_rn(v3119);  // matmul.tile:60
  __half const v3633 = __float2half_rn(v3120);  // matmul.tile:60
  __half const v3634 = __float2half_rn(v3121);  // matmul.tile:60
  __half const v3635 = __float2half_rn(v3122);  // matmul.tile:60
  __half const v3636 = __float2half_rn(v3123);  // matmul.tile:60
  __half const v3637 = __float2half_rn(v3124);  // matmul.tile:60
  __half const v3638 = __float2half_rn(v3125);  // matmul.tile:60
  __half const v3639 = __float2half_rn(v3126);  // matmul.tile:60
  __half const v3640 = __float2half_rn(v3127);  // matmul.tile:60
  __half const v3641 = __float2half_rn(v3128);  // matmul.tile:60
  __half const v3642 = __float2half_rn(v3129);  // matmul.tile:60
  __half const v3643 = __float2half_rn(v3130);  // matmul.tile:60
  __half const v3644 = __float2half_rn(v3131);  // matmul.tile:60
  __half const v3645 = __float2half_rn(v3132);  // matmul.tile:60
  __half const v3646 = __float2half_rn(v3133);  // matmul.tile:60
  __half const v3647 = __float2half_rn(v3134);  // matmul.tile:60
  __half const v3648 = __float2half_rn(v3135);  // matmul.tile:60
  __half const v3649 = __float2half_rn(v3136);  // matmul.tile:60
  __half const v3650 = __float2half_rn(v3137);  // matmul.tile:60
  __half const v3651 = __float2half_rn(v3138);  // matmul.tile:60
  __half const v3652 = __float2half_rn(v3139);  // matmul.tile:60
  __half const v3653 = __float2half_rn(v3140);  // matmul.tile:60
  __half const v3654 = __float2half_rn(v3141);  // matmul.tile:60
  __half const v3655 = __float2half_rn(v3142);  // matmul.tile:60
  __half const v3656 = __float2half_rn(v3143);  // matmul.tile:60
  __half const v3657 = __float2half_rn(v3144);  // matmul.tile:60
  __half const v3658 = __float2half_rn(v3145);  // matmul.tile:60
  __half const v3659 = __float2half_rn(v3146);  // matmul.tile:60
  __half const v3660 = __float2half_rn(v3147);  // matmul.tile:60
  __half const v3661 = __float2half_rn(v3148);  // matmul.tile:60
  __half const v3662 = __float2half_rn(v3149);  // matmul.tile:60
  __half const v3663 = __float2half_rn(v3150);  // matmul.tile:60
  __half const v3664 = __float2half_rn(v3151);  // matmul.tile:60
  __half const v3665 = __float2half_rn(v3152);  // matmul.tile:60
  __half const v3666 = __float2half_rn(v3153);  // matmul.tile:60
  __half const v3667 = __float2half_rn(v3154);  // matmul.tile:60
  __half const v3668 = __float2half_rn(v3155);  // matmul.tile:60
  __half const v3669 = __float2half_rn(v3156);  // matmul.tile:60
  __half const v3670 = __float2half_rn(v3157);  // matmul.tile:60
  __half const v3671 = __float2half_rn(v3158);  // matmul.tile:60
  bool const v3672 = (v5 < p_M);  // matmul.tile:61
  bool const v3673 = (v6 < p_M);  // matmul.tile:61
  bool const v3674 = (v7 < p_M);  // matmul.tile:61
  bool const v3675 = (v8 < p_M);  // matmul.tile:61
  bool const v3676 = (v9 < p_M);  // matmul.tile:61
  bool const v3677 = (v10 < p_M);  // matmul.tile:61
  bool const v3678 = (v11 < p_M);  // matmul.tile:61
  bool const v3679 = (v12 < p_M);  // matmul.tile:61
  bool const v3680 = (v13 < p_M);  // matmul.tile:61
  bool const v3681 = (v14 < p_M);  // matmul.tile:61
  bool const v3682 = (v15 < p_M);  // matmul.tile:61
  bool const v3683 = (v16 < p_M);  // matmul.tile:61
  bool const v3684 = (v17 < p_M);  // matmul.tile:61
  bool const v3685 = (v18 < p_M);  // matmul.tile:61
  bool const v3686 = (v19 < p_M);  // matmul.tile:61
  bool const v3687 = (v20 < p_M);  // matmul.tile:61
  bool const v3688 = (v21 < p_M);  // matmul.tile:61
  bool const v3689 = (v22 < p_M);  // matmul.tile:61
  bool const v3690 = (v23 < p_M);  // matmul.tile:61
  bool const v3691 = (v24 < p_M);  // matmul.tile:61
  bool const v3692 = (v25 < p_M);  // matmul.tile:61
  bool const v3693 = (v26 < p_M);  // matmul.tile:61
  bool const v3694 = (v27 < p_M);  // matmul.tile:61
  bool const v3695 = (v28 < p_M);  // matmul.tile:61
  bool const v3696 = (v29 < p_M);  // matmul.tile:61
  bool const v3697 = (v30 < p_M);  // matmul.tile:61
  bool const v3698 = (v31 < p_M);  // matmul.tile:61
  bool const v3699 = (v32 < p_M);  // matmul.tile:61
  bool const v3700 = (v33 < p_M);  // matmul.tile:61
  bool const v3701 = (v34 < p_M);  // matmul.tile:61
  bool const v3702 = (v35 < p_M);  // matmul.tile:61
  bool const v3703 = (v36 < p_M);  // matmul.tile:61
  bool const v3704 = (v37 < p_M);  // matmul.tile:61
  bool const v3705 = (v38 < p_M);  // matmul.tile:61
  bool const v3706 = (v39 < p_M);  // matmul.tile:61
  bool const v3707 = (v40 < p_M);  // matmul.tile:61
  bool const v3708 = (v41 < p_M);  // matmul.tile:61
  bool const v3709 = (v42 < p_M);  // matmul.tile:61
  bool const v3710 = (v43 < p_M);  // matmul.tile:61
  bool const v3711 = (v44 < p_M);  // matmul.tile:61
  bool const v3712 = (v45 < p_M);  // matmul.tile:61
  bool const v3713 = (v46 < p_M);  // matmul.tile:61
  bool const v3714 = (v47 < p_M);  // matmul.tile:61
  bool const v3715 = (v48 < p_M);  // matmul.tile:61
  bool const v3716 = (v49 < p_M);  // matmul.tile:61
  bool const v3717 = (v50 < p_M);  // matmul.tile:61
  bool const v3718 = (v51 < p_M);  // matmul.tile:61
  bool const v3719 = (v52 < p_M);  // matmul.tile:61
  bool const v3720 = (v53 < p_M);  // matmul.tile:61
  bool const v3721 = (v54 < p_M);  // matmul.tile:61
  bool const v3722 = (v55 < p_M);  // matmul.tile:61
  bool const v3723 = (v56 < p_M);  // matmul.tile:61
  bool const v3724 = (v57 < p_M);  // matmul.tile:61
  bool const v3725 = (v58 < p_M);  // matmul.tile:61
  bool const v3726 = (v59 < p_M);  // matmul.tile:61
  bool const v3727 = (v60 < p_M);  // matmul.tile:61
  bool const v3728 = (v61 < p_M);  // matmul.tile:61
  bool const v3729 = (v62 < p_M);  // matmul.tile:61
  bool const v3730 = (v63 < p_M);  // matmul.tile:61
  bool const v3731 = (v64 < p_M);  // matmul.tile:61
  bool const v3732 = (v65 < p_M);  // matmul.tile:61
  bool const v3733 = (v66 < p_M);  // matmul.tile:61
  bool const v3734 = (v67 < p_M);  // matmul.tile:61
  bool const v3735 = (v68 < p_M);  // matmul.tile:61
  bool const v3736 = (v69 < p_M);  // matmul.tile:61
  bool const v3737 = (v70 < p_M);  // matmul.tile:61
  bool const v3738 = (v71 < p_M);  // matmul.tile:61
  bool const v3739 = (v72 < p_M);  // matmul.tile:61
  bool const v3740 = (v73 < p_M);  // matmul.tile:61
  bool const v3741 = (v74 < p_M);  // matmul.tile:61
  bool const v3742 = (v75 < p_M);  // matmul.tile:61
  bool const v3743 = (v76 < p_M);  // matmul.tile:61
  bool const v3744 = (v77 < p_M);  // matmul.tile:61
  bool const v3745 = (v78 < p_M);  // matmul.tile:61
  bool const v3746 = (v79 < p_M);  // matmul.tile:61
  bool const v3747 = (v80 < p_M);  // matmul.tile:61
  bool const v3748 = (v81 < p_M);  // matmul.tile:61
  bool const v3749 = (v82 < p_M);  // matmul.tile:61
  bool const v3750 = (v83 < p_M);  // matmul.tile:61
  bool const v3751 = (v84 < p_M);  // matmul.tile:61
  bool const v3752 = (v85 < p_M);  // matmul.tile:61
  bool const v3753 = (v86 < p_M);  // matmul.tile:61
  bool const v3754 = (v87 < p_M);  // matmul.tile:61
  bool const v3755 = (v88 < p_M);  // matmul.tile:61
  bool const v3756 = (v89 < p_M);  // matmul.tile:61
  bool const v3757 = (v90 < p_M);  // matmul.tile:61
  bool const v3758 = (v91 < p_M);  // matmul.tile:61
  bool const v3759 = (v92 < p_M);  // matmul.tile:61
  bool const v3760 = (v93 < p_M);  // matmul.tile:61
  bool const v3761 = (v94 < p_M);  // matmul.tile:61
  bool const v3762 = (v95 < p_M);  // matmul.tile:61
  bool const v3763 = (v96 < p_M);  // matmul.tile:61
  bool const v3764 = (v97 < p_M);  // matmul.tile:61
  bool const v3765 = (v98 < p_M);  // matmul.tile:61
  bool const v3766 = (v99 < p_M);  // matmul.tile:61
  bool const v3767 = (v100 < p_M);  // matmul.tile:61
  bool const v3768 = (v101 < p_M);  // matmul.tile:61
  bool const v3769 = (v102 < p_M);  // matmul.tile:61
  bool const v3770 = (v103 < p_M);  // matmul.tile:61
  bool const v3771 = (v104 < p_M);  // matmul.tile:61
  bool const v3772 = (v105 < p_M);  // matmul.tile:61
  bool const v3773 = (v106 < p_M);  // matmul.tile:61
  bool const v3774 = (v107 < p_M);  // matmul.tile:61
  bool const v3775 = (v108 < p_M);  // matmul.tile:61
  bool const v3776 = (v109 < p_M);  // matmul.tile:61
  bool const v3777 = (v110 < p_M);  // matmul.tile:61
  bool const v3778 = (v111 < p_M);  // matmul.tile:61
  bool const v3779 = (v112 < p_M);  // matmul.tile:61
  bool const v3780 = (v113 < p_M);  // matmul.tile:61
  bool const v3781 = (v114 < p_M);  // matmul.tile:61
  bool const v3782 = (v115 < p_M);  // matmul.tile:61
  bool const v3783 = (v116 < p_M);  // matmul.tile:61
  bool const v3784 = (v117 < p_M);  // matmul.tile:61
  bool const v3785 = (v118 < p_M);  // matmul.tile:61
  bool const v3786 = (v119 < p_M);  // matmul.tile:61
  bool const v3787 = (v120 < p_M);  // matmul.tile:61
  bool const v3788 = (v121 < p_M);  // matmul.tile:61
  bool const v3789 = (v122 < p_M);  // matmul.tile:61
  bool const v3790 = (v123 < p_M);  // matmul.tile:61
  bool const v3791 = (v124 < p_M);  // matmul.tile:61
  bool const v3792 = (v125 < p_M);  // matmul.tile:61
  bool const v3793 = (v126 < p_M);  // matmul.tile:61
  bool const v3794 = (v127 < p_M);  // matmul.tile:61
  bool const v3795 = (v128 < p_M);  // matmul.tile:61
  bool const v3796 = (v129 < p_M);  // matmul.tile:61
  bool const v3797 = (v130 < p_M);  // matmul.tile:61
  bool const v3798 = (v131 < p_M);  // matmul.tile:61
  bool const v3799 = (v132 < p_M);  // matmul.tile:61
  bool const v3800 = (v134 < p_N);  // matmul.tile:61
  bool const v3801 = ((bool)(v3672 & v3800));  // matmul.tile:61
  bool const v3802 = ((bool)(v3673 & v3800));  // matmul.tile:61
  bool const v3803 = ((bool)(v3674 & v3800));  // matmul.tile:61
  bool const v3804 = ((bool)(v3675 & v3800));  // matmul.tile:61
  bool const v3805 = ((bool)(v3676 & v3800));  // matmul.tile:61
  bool const v3806 = ((bool)(v3677 & v3800));  // matmul.tile:61
  bool const v3807 = ((bool)(v3678 & v3800));  // matmul.tile:61
  bool const v3808 = ((bool)(v3679 & v3800));  // matmul.tile:61
  bool const v3809 = ((bool)(v3680 & v3800));  // matmul.tile:61
  bool const v3810 = ((bool)(v3681 & v3800));  // matmul.tile:61
  bool const v3811 = ((bool)(v3682 & v3800));  // matmul.tile:61
  bool const v3812 = ((bool)(v3683 & v3800));  // matmul.tile:61
  bool const v3813 = ((bool)(v3684 & v3800));  // matmul.tile:61
  bool const v3814 = ((bool)(v3685 & v3800));  // matmul.tile:61
  bool const v3815 = ((bool)(v3686 & v3800));  // matmul.tile:61
  bool const v3816 = ((bool)(v3687 & v3800));  // matmul.tile:61
  bool const v3817 = ((bool)(v3688 & v3800));  // matmul.tile:61
  bool const v3818 = ((bool)(v3689 & v3800));  // matmul.tile:61
  bool const v3819 = ((bool)(v3690 & v3800));  // matmul.tile:61
  bool const v3820 = ((bool)(v3691 & v3800));  // matmul.tile:61
  bool const v3821 = ((bool)(v3692 & v3800));  // matmul.tile:61
  bool const v3822 = ((bool)(v3693 & v3800));  // matmul.tile:61
  bool const v3823 = ((bool)(v3694 & v3800));  // matmul.tile:61
  bool const v3824 = ((bool)(v3695 & v3800));  // matmul.tile:61
  bool const v3825 = ((bool)(v3696 & v3800));  // matmul.tile:61
  bool const v3826 = ((bool)(v3697 & v3800));  // matmul.tile:61
  bool const v3827 = ((bool)(v3698 & v3800));  // matmul.tile:61
  bool const v3828 = ((bool)(v3699 & v3800));  // matmul.tile:61
  bool const v3829 = ((bool)(v3700 & v3800));  // matmul.tile:61
  bool const v3830 = ((bool)(v3701 & v3800));  // matmul.tile:61
  bool const v3831 = ((bool)(v3702 & v3800));  // matmul.tile:61
  bool const v3832 = ((bool)(v3703 & v3800));  // matmul.tile:61
  bool const v3833 = ((bool)(v3704 & v3800));  // matmul.tile:61
  bool const v3834 = ((bool)(v3705 & v3800));  // matmul.tile:61
  bool const v3835 = ((bool)(v3706 & v3800));  // matmul.tile:61
  bool const v3836 = ((bool)(v3707 & v3800));  // matmul.tile:61
  bool const v3837 = ((bool)(v3708 & v3800));  // matmul.tile:61
  bool const v3838 = ((bool)(v3709 & v3800));  // matmul.tile:61
  bool const v3839 = ((bool)(v3710 & v3800));  // matmul.tile:61
  bool const v3840 = ((bool)(v3711 & v3800));  // matmul.tile:61
  bool const v3841 = ((bool)(v3712 & v3800));  // matmul.tile:61
  bool const v3842 = ((bool)(v3713 & v3800));  // matmul.tile:61
  bool const v3843 = ((bool)(v3714 & v3800));  // matmul.tile:61
  bool const v3844 = ((bool)(v3715 & v3800));  // matmul.tile:61
  bool const v3845 = ((bool)(v3716 & v3800));  // matmul.tile:61
  bool const v3846 = ((bool)(v3717 & v3800));  // matmul.tile:61
  bool const v3847 = ((bool)(v3718 & v3800));  // matmul.tile:61
  bool const v3848 = ((bool)(v3719 & v3800));  // matmul.tile:61
  bool const v3849 = ((bool)(v3720 & v3800));  // matmul.tile:61
  bool const v3850 = ((bool)(v3721 & v3800));  // matmul.tile:61
  bool const v3851 = ((bool)(v3722 & v3800));  // matmul.tile:61
  bool const v3852 = ((bool)(v3723 & v3800));  // matmul.tile:61
  bool const v3853 = ((bool)(v3724 & v3800));  // matmul.tile:61
  bool const v3854 = ((bool)(v3725 & v3800));  // matmul.tile:61
  bool const v3855 = ((bool)(v3726 & v3800));  // matmul.tile:61
  bool const v3856 = ((bool)(v3727 & v3800));  // matmul.tile:61
  bool const v3857 = ((bool)(v3728 & v3800));  // matmul.tile:61
  bool const v3858 = ((bool)(v3729 & v3800));  // matmul.tile:61
  bool const v3859 = ((bool)(v3730 & v3800));  // matmul.tile:61
  bool const v3860 = ((bool)(v3731 & v3800));  // matmul.tile:61
  bool const v3861 = ((bool)(v3732 & v3800));  // matmul.tile:61
  bool const v3862 = ((bool)(v3733 & v3800));  // matmul.tile:61
  bool const v3863 = ((bool)(v3734 & v3800));  // matmul.tile:61
  bool const v3864 = ((bool)(v3735 & v3800));  // matmul.tile:61
  bool const v3865 = ((bool)(v3736 & v3800));  // matmul.tile:61
  bool const v3866 = ((bool)(v3737 & v3800));  // matmul.tile:61
  bool const v3867 = ((bool)(v3738 & v3800));  // matmul.tile:61
  bool const v3868 = ((bool)(v3739 & v3800));  // matmul.tile:61
  bool const v3869 = ((bool)(v3740 & v3800));  // matmul.tile:61
  bool const v3870 = ((bool)(v3741 & v3800));  // matmul.tile:61
  bool const v3871 = ((bool)(v3742 & v3800));  // matmul.tile:61
  bool const v3872 = ((bool)(v3743 & v3800));  // matmul.tile:61
  bool const v3873 = ((bool)(v3744 & v3800));  // matmul.tile:61
  bool const v3874 = ((bool)(v3745 & v3800));  // matmul.tile:61
  bool const v3875 = ((bool)(v3746 & v3800));  // matmul.tile:61
  bool const v3876 = ((bool)(v3747 & v3800));  // matmul.tile:61
  bool const v3877 = ((bool)(v3748 & v3800));  // matmul.tile:61
  bool const v3878 = ((bool)(v3749 & v3800));  // matmul.tile:61
  bool const v3879 = ((bool)(v3750 & v3800));  // matmul.tile:61
  bool const v3880 = ((bool)(v3751 & v3800));  // matmul.tile:61
  bool const v3881 = ((bool)(v3752 & v3800));  // matmul.tile:61
  bool const v3882 = ((bool)(v3753 & v3800));  // matmul.tile:61
  bool const v3883 = ((bool)(v3754 & v3800));  // matmul.tile:61
  bool const v3884 = ((bool)(v3755 & v3800));  // matmul.tile:61
  bool const v3885 = ((bool)(v3756 & v3800));  // matmul.tile:61
  bool const v3886 = ((bool)(v3757 & v3800));  // matmul.tile:61
  bool const v3887 = ((bool)(v3758 & v3800));  // matmul.tile:61
  bool const v3888 = ((bool)(v3759 & v3800));  // matmul.tile:61
  bool const v3889 = ((bool)(v3760 & v3800));  // matmul.tile:61
  bool const v3890 = ((bool)(v3761 & v3800));  // matmul.tile:61
  bool const v3891 = ((bool)(v3762 & v3800));  // matmul.tile:61
  bool const v3892 = ((bool)(v3763 & v3800));  // matmul.tile:61
  bool const v3893 = ((bool)(v3764 & v3800));  // matmul.tile:61
  bool const v3894 = ((bool)(v3765 & v3800));  // matmul.tile:61
  bool const v3895 = ((bool)(v3766 & v3800));  // matmul.tile:61
  bool const v3896 = ((bool)(v3767 & v3800));  // matmul.tile:61
  bool const v3897 = ((bool)(v3768 & v3800));  // matmul.tile:61
  bool const v3898 = ((bool)(v3769 & v3800));  // matmul.tile:61
  bool const v3899 = ((bool)(v3770 & v3800));  // matmul.tile:61
  bool const v3900 = ((bool)(v3771 & v3800));  // matmul.tile:61
  bool const v3901 = ((bool)(v3772 & v3800));  // matmul.tile:61
  bool const v3902 = ((bool)(v3773 & v3800));  // matmul.tile:61
  bool const v3903 = ((bool)(v3774 & v3800));  // matmul.tile:61
  bool const v3904 = ((bool)(v3775 & v3800));  // matmul.tile:61
  bool const v3905 = ((bool)(v3776 & v3800));  // matmul.tile:61
  bool const v3906 = ((bool)(v3777 & v3800));  // matmul.tile:61
  bool const v3907 = ((bool)(v3778 & v3800));  // matmul.tile:61
  bool const v3908 = ((bool)(v3779 & v3800));  // matmul.tile:61
  bool const v3909 = ((bool)(v3780 & v3800));  // matmul.tile:61
  bool const v3910 = ((bool)(v3781 & v3800));  // matmul.tile:61
  bool const v3911 = ((bool)(v3782 & v3800));  // matmul.tile:61
  bool const v3912 = ((bool)(v3783 & v3800));  // matmul.tile:61
  bool const v3913 = ((bool)(v3784 & v3800));  // matmul.tile:61
  bool const v3914 = ((bool)(v3785 & v3800));  // matmul.tile:61
  bool const v3915 = ((bool)(v3786 & v3800));  // matmul.tile:61
  bool const v3916 = ((bool)(v3787 & v3800));  // matmul.tile:61
  bool const v3917 = ((bool)(v3788 & v3800));  // matmul.tile:61
  bool const v3918 = ((bool)(v3789 & v3800));  // matmul.tile:61
  bool const v3919 = ((bool)(v3790 & v3800));  // matmul.tile:61
  bool const v3920 = ((bool)(v3791 & v3800));  // matmul.tile:61
  bool const v3921 = ((bool)(v3792 & v3800));  // matmul.tile:61
  bool const v3922 = ((bool)(v3793 & v3800));  // matmul.tile:61
  bool const v3923 = ((bool)(v3794 & v3800));  // matmul.tile:61
  bool const v3924 = ((bool)(v3795 & v3800));  // matmul.tile:61
  bool const v3925 = ((bool)(v3796 & v3800));  // matmul.tile:61
  bool const v3926 = ((bool)(v3797 & v3800));  // matmul.tile:61
  bool const v3927 = ((bool)(v3798 & v3800));  // matmul.tile:61
  bool const v3928 = ((bool)(v3799 & v3800));  // matmul.tile:61
  // store: not a TMA store: not exactly one dimension has stride 1  // matmul.tile:60
  __syncthreads();  // matmul.tile:60
  __half* cv3929 = reinterpret_cast<__half*>(tl_smem + 0);  // layout conversion, rows padded to 136 elements  // matmul.tile:60
  cv3929[tl_c10_0 * 136 + tl_c10_1] = v3544;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 1)] = v3545;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 1088)] = v3546;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 1089)] = v3547;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 8)] = v3548;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 9)] = v3549;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 1096)] = v3550;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 1097)] = v3551;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 16)] = v3552;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 17)] = v3553;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 1104)] = v3554;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 1105)] = v3555;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 24)] = v3556;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 25)] = v3557;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 1112)] = v3558;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 1113)] = v3559;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 32)] = v3560;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 33)] = v3561;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 1120)] = v3562;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 1121)] = v3563;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 40)] = v3564;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 41)] = v3565;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 1128)] = v3566;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 1129)] = v3567;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 48)] = v3568;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 49)] = v3569;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 1136)] = v3570;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 1137)] = v3571;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 56)] = v3572;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 57)] = v3573;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 1144)] = v3574;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 1145)] = v3575;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 64)] = v3576;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 65)] = v3577;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 1152)] = v3578;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 1153)] = v3579;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 72)] = v3580;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 73)] = v3581;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 1160)] = v3582;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 1161)] = v3583;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 80)] = v3584;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 81)] = v3585;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 1168)] = v3586;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 1169)] = v3587;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 88)] = v3588;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 89)] = v3589;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 1176)] = v3590;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 1177)] = v3591;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 96)] = v3592;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 97)] = v3593;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 1184)] = v3594;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 1185)] = v3595;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 104)] = v3596;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 105)] = v3597;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 1192)] = v3598;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 1193)] = v3599;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 112)] = v3600;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 113)] = v3601;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 1200)] = v3602;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 1201)] = v3603;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 120)] = v3604;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 121)] = v3605;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 1208)] = v3606;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 1209)] = v3607;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 8704)] = v3608;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 8705)] = v3609;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 9792)] = v3610;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 9793)] = v3611;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 8712)] = v3612;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 8713)] = v3613;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 9800)] = v3614;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 9801)] = v3615;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 8720)] = v3616;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 8721)] = v3617;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 9808)] = v3618;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 9809)] = v3619;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 8728)] = v3620;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 8729)] = v3621;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 9816)] = v3622;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 9817)] = v3623;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 8736)] = v3624;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 8737)] = v3625;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 9824)] = v3626;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 9825)] = v3627;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 8744)] = v3628;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 8745)] = v3629;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 9832)] = v3630;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 9833)] = v3631;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 8752)] = v3632;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 8753)] = v3633;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 9840)] = v3634;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 9841)] = v3635;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 8760)] = v3636;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 8761)] = v3637;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 9848)] = v3638;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 9849)] = v3639;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 8768)] = v3640;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 8769)] = v3641;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 9856)] = v3642;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 9857)] = v3643;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 8776)] = v3644;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 8777)] = v3645;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 9864)] = v3646;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 9865)] = v3647;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 8784)] = v3648;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 8785)] = v3649;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 9872)] = v3650;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 9873)] = v3651;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 8792)] = v3652;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 8793)] = v3653;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 9880)] = v3654;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 9881)] = v3655;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 8800)] = v3656;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 8801)] = v3657;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 9888)] = v3658;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 9889)] = v3659;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 8808)] = v3660;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 8809)] = v3661;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 9896)] = v3662;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 9897)] = v3663;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 8816)] = v3664;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 8817)] = v3665;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 9904)] = v3666;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 9905)] = v3667;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 8824)] = v3668;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 8825)] = v3669;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 9912)] = v3670;  // matmul.tile:60
  cv3929[(tl_c10_0 * 136 + tl_c10_1 + 9913)] = v3671;  // matmul.tile:60
  __syncthreads();  // matmul.tile:60
  __half const cv3930 = cv3929[tl_c11_1];  // matmul.tile:60
  __half const cv3931 = cv3929[(tl_c11_1 + 136)];  // matmul.tile:60
  __half const cv3932 = cv3929[(tl_c11_1 + 272)];  // matmul.tile:60
  __half const cv3933 = cv3929[(tl_c11_1 + 408)];  // matmul.tile:60
  __half const cv3934 = cv3929[(tl_c11_1 + 544)];  // matmul.tile:60
  __half const cv3935 = cv3929[(tl_c11_1 + 680)];  // matmul.tile:60
  __half const cv3936 = cv3929[(tl_c11_1 + 816)];  // matmul.tile:60
  __half const cv3937 = cv3929[(tl_c11_1 + 952)];  // matmul.tile:60
  __half const cv3938 = cv3929[(tl_c11_1 + 1088)];  // matmul.tile:60
  __half const cv3939 = cv3929[(tl_c11_1 + 1224)];  // matmul.tile:60
  __half const cv3940 = cv3929[(tl_c11_1 + 1360)];  // matmul.tile:60
  __half const cv3941 = cv3929[(tl_c11_1 + 1496)];  // matmul.tile:60
  __half const cv3942 = cv3929[(tl_c11_1 + 1632)];  // matmul.tile:60
  __half const cv3943 = cv3929[(tl_c11_1 + 1768)];  // matmul.tile:60
  __half const cv3944 = cv3929[(tl_c11_1 + 1904)];  // matmul.tile:60
  __half const cv3945 = cv3929[(tl_c11_1 + 2040)];  // matmul.tile:60
  __half const cv3946 = cv3929[(tl_c11_1 + 2176)];  // matmul.tile:60
  __half const cv3947 = cv3929[(tl_c11_1 + 2312)];  // matmul.tile:60
  __half const cv3948 = cv3929[(tl_c11_1 + 2448)];  // matmul.tile:60
  __half const cv3949 = cv3929[(tl_c11_1 + 2584)];  // matmul.tile:60
  __half const cv3950 = cv3929[(tl_c11_1 + 2720)];  // matmul.tile:60
  __half const cv3951 = cv3929[(tl_c11_1 + 2856)];  // matmul.tile:60
  __half const cv3952 = cv3929[(tl_c11_1 + 2992)];  // matmul.tile:60
  __half const cv3953 = cv3929[(tl_c11_1 + 3128)];  // matmul.tile:60
  __half const cv3954 = cv3929[(tl_c11_1 + 3264)];  // matmul.tile:60
  __half const cv3955 = cv3929[(tl_c11_1 + 3400)];  // matmul.tile:60
  __half const cv3956 = cv3929[(tl_c11_1 + 3536)];  // matmul.tile:60
  __half const cv3957 = cv3929[(tl_c11_1 + 3672)];  // matmul.tile:60
  __half const cv3958 = cv3929[(tl_c11_1 + 3808)];  // matmul.tile:60
  __half const cv3959 = cv3929[(tl_c11_1 + 3944)];  // matmul.tile:60
  __half const cv3960 = cv3929[(tl_c11_1 + 4080)];  // matmul.tile:60
  __half const cv3961 = cv3929[(tl_c11_1 + 4216)];  // matmul.tile:60
  __half const cv3962 = cv3929[(tl_c11_1 + 4352)];  // matmul.tile:60
  __half const cv3963 = cv3929[(tl_c11_1 + 4488)];  // matmul.tile:60
  __half const cv3964 = cv3929[(tl_c11_1 + 4624)];  // matmul.tile:60
  __half const cv3965 = cv3929[(tl_c11_1 + 4760)];  // matmul.tile:60
  __half const cv3966 = cv3929[(tl_c11_1 + 4896)];  // matmul.tile:60
  __half const cv3967 = cv3929[(tl_c11_1 + 5032)];  // matmul.tile:60
  __half const cv3968 = cv3929[(tl_c11_1 + 5168)];  // matmul.tile:60
  __half const cv3969 = cv3929[(tl_c11_1 + 5304)];  // matmul.tile:60
  __half const cv3970 = cv3929[(tl_c11_1 + 5440)];  // matmul.tile:60
  __half const cv3971 = cv3929[(tl_c11_1 + 5576)];  // matmul.tile:60
  __half const cv3972 = cv3929[(tl_c11_1 + 5712)];  // matmul.tile:60
  __half const cv3973 = cv3929[(tl_c11_1 + 5848)];  // matmul.tile:60
  __half const cv3974 = cv3929[(tl_c11_1 + 5984)];  // matmul.tile:60
  __half const cv3975 = cv3929[(tl_c11_1 + 6120)];  // matmul.tile:60
  __half const cv3976 = cv3929[(tl_c11_1 + 6256)];  // matmul.tile:60
  __half const cv3977 = cv3929[(tl_c11_1 + 6392)];  // matmul.tile:60
  __half const cv3978 = cv3929[(tl_c11_1 + 6528)];  // matmul.tile:60
  __half const cv3979 = cv3929[(tl_c11_1 + 6664)];  // matmul.tile:60
  __half const cv3980 = cv3929[(tl_c11_1 + 6800)];  // matmul.tile:60
  __half const cv3981 = cv3929[(tl_c11_1 + 6936)];  // matmul.tile:60
  __half const cv3982 = cv3929[(tl_c11_1 + 7072)];  // matmul.tile:60
  __half const cv3983 = cv3929[(tl_c11_1 + 7208)];  // matmul.tile:60
  __half const cv3984 = cv3929[(tl_c11_1 + 7344)];  // matmul.tile:60
  __half const cv3985 = cv3929[(tl_c11_1 + 7480)];  // matmul.tile:60
  __half const cv3986 = cv3929[(tl_c11_1 + 7616)];  // matmul.tile:60
  __half const cv3987 = cv3929[(tl_c11_1 + 7752)];  // matmul.tile:60
  __half const cv3988 = cv3929[(tl_c11_1 + 7888)];  // matmul.tile:60
  __half const cv3989 = cv3929[(tl_c11_1 + 8024)];  // matmul.tile:60
  __half const cv3990 = cv3929[(tl_c11_1 + 8160)];  // matmul.tile:60
  __half const cv3991 = cv3929[(tl_c11_1 + 8296)];  // matmul.tile:60
  __half const cv3992 = cv3929[(tl_c11_1 + 8432)];  // matmul.tile:60
  __half const cv3993 = cv3929[(tl_c11_1 + 8568)];  // matmul.tile:60
  __half const cv3994 = cv3929[(tl_c11_1 + 8704)];  // matmul.tile:60
  __half const cv3995 = cv3929[(tl_c11_1 + 8840)];  // matmul.tile:60
  __half const cv3996 = cv3929[(tl_c11_1 + 8976)];  // matmul.tile:60
  __half const cv3997 = cv3929[(tl_c11_1 + 9112)];  // matmul.tile:60
  __half const cv3998 = cv3929[(tl_c11_1 + 9248)];  // matmul.tile:60
  __half const cv3999 = cv3929[(tl_c11_1 + 9384)];  // matmul.tile:60
  __half const cv4000 = cv3929[(tl_c11_1 + 9520)];  // matmul.tile:60
  __half const cv4001 = cv3929[(tl_c11_1 + 9656)];  // matmul.tile:60
  __half const cv4002 = cv3929[(tl_c11_1 + 9792)];  // matmul.tile:60
  __half const cv4003 = cv3929[(tl_c11_1 + 9928)];  // matmul.tile:60
  __half const cv4004 = cv3929[(tl_c11_1 + 10064)];  // matmul.tile:60
  __half const cv4005 = cv3929[(tl_c11_1 + 10200)];  // matmul.tile:60
  __half const cv4006 = cv3929[(tl_c11_1 + 10336)];  // matmul.tile:60
  __half const cv4007 = cv3929[(tl_c11_1 + 10472)];  // matmul.tile:60
  __half const cv4008 = cv3929[(tl_c11_1 + 10608)];  // matmul.tile:60
  __half const cv4009 = cv3929[(tl_c11_1 + 10744)];  // matmul.tile:60
  __half const cv4010 = cv3929[(tl_c11_1 + 10880)];  // matmul.tile:60
  __half const cv4011 = cv3929[(tl_c11_1 + 11016)];  // matmul.tile:60
  __half const cv4012 = cv3929[(tl_c11_1 + 11152)];  // matmul.tile:60
  __half const cv4013 = cv3929[(tl_c11_1 + 11288)];  // matmul.tile:60
  __half const cv4014 = cv3929[(tl_c11_1 + 11424)];  // matmul.tile:60
  __half const cv4015 = cv3929[(tl_c11_1 + 11560)];  // matmul.tile:60
  __half const cv4016 = cv3929[(tl_c11_1 + 11696)];  // matmul.tile:60
  __half const cv4017 = cv3929[(tl_c11_1 + 11832)];  // matmul.tile:60
  __half const cv4018 = cv3929[(tl_c11_1 + 11968)];  // matmul.tile:60
  __half const cv4019 = cv3929[(tl_c11_1 + 12104)];  // matmul.tile:60
  __half const cv4020 = cv3929[(tl_c11_1 + 12240)];  // matmul.tile:60
  __half const cv4021 = cv3929[(tl_c11_1 + 12376)];  // matmul.tile:60
  __half const cv4022 = cv3929[(tl_c11_1 + 12512)];  // matmul.tile:60
  __half const cv4023 = cv3929[(tl_c11_1 + 12648)];  // matmul.tile:60
  __half const cv4024 = cv3929[(tl_c11_1 + 12784)];  // matmul.tile:60
  __half const cv4025 = cv3929[(tl_c11_1 + 12920)];  // matmul.tile:60
  __half const cv4026 = cv3929[(tl_c11_1 + 13056)];  // matmul.tile:60
  __half const cv4027 = cv3929[(tl_c11_1 + 13192)];  // matmul.tile:60
  __half const cv4028 = cv3929[(tl_c11_1 + 13328)];  // matmul.tile:60
  __half const cv4029 = cv3929[(tl_c11_1 + 13464)];  // matmul.tile:60
  __half const cv4030 = cv3929[(tl_c11_1 + 13600)];  // matmul.tile:60
  __half const cv4031 = cv3929[(tl_c11_1 + 13736)];  // matmul.tile:60
  __half const cv4032 = cv3929[(tl_c11_1 + 13872)];  // matmul.tile:60
  __half const cv4033 = cv3929[(tl_c11_1 + 14008)];  // matmul.tile:60
  __half const cv4034 = cv3929[(tl_c11_1 + 14144)];  // matmul.tile:60
  __half const cv4035 = cv3929[(tl_c11_1 + 14280)];  // matmul.tile:60
  __half const cv4036 = cv3929[(tl_c11_1 + 14416)];  // matmul.tile:60
  __half const cv4037 = cv3929[(tl_c11_1 + 14552)];  // matmul.tile:60
  __half const cv4038 = cv3929[(tl_c11_1 + 14688)];  // matmul.tile:60
  __half const cv4039 = cv3929[(tl_c11_1 + 14824)];  // matmul.tile:60
  __half const cv4040 = cv3929[(tl_c11_1 + 14960)];  // matmul.tile:60
  __half const cv4041 = cv3929[(tl_c11_1 + 15096)];  // matmul.tile:60
  __half const cv4042 = cv3929[(tl_c11_1 + 15232)];  // matmul.tile:60
  __half const cv4043 = cv3929[(tl_c11_1 + 15368)];  // matmul.tile:60
  __half const cv4044 = cv3929[(tl_c11_1 + 15504)];  // matmul.tile:60
  __half const cv4045 = cv3929[(tl_c11_1 + 15640)];  // matmul.tile:60
  __half const cv4046 = cv3929[(tl_c11_1 + 15776)];  // matmul.tile:60
  __half const cv4047 = cv3929[(tl_c11_1 + 15912)];  // matmul.tile:60
  __half const cv4048 = cv3929[(tl_c11_1 + 16048)];  // matmul.tile:60
  __half const cv4049 = cv3929[(tl_c11_1 + 16184)];  // matmul.tile:60
  __half const cv4050 = cv3929[(tl_c11_1 + 16320)];  // matmul.tile:60
  __half const cv4051 = cv3929[(tl_c11_1 + 16456)];  // matmul.tile:60
  __half const cv4052 = cv3929[(tl_c11_1 + 16592)];  // matmul.tile:60
  __half const cv4053 = cv3929[(tl_c11_1 + 16728)];  // matmul.tile:60
  __half const cv4054 = cv3929[(tl_c11_1 + 16864)];  // matmul.tile:60
  __half const cv4055 = cv3929[(tl_c11_1 + 17000)];  // matmul.tile:60
  __half const cv4056 = cv3929[(tl_c11_1 + 17136)];  // matmul.tile:60
  __half const cv4057 = cv3929[(tl_c11_1 + 17272)];  // matmul.tile:60
  if (v3801) *p3416 = cv3930;  // matmul.tile:60
  if (v3802) *p3417 = cv3931;  // matmul.tile:60
  if (v3803) *p3418 = cv3932;  // matmul.tile:60
  if (v3804) *p3419 = cv3933;  // matmul.tile:60
  if (v3805) *p3420 = cv3934;  // matmul.tile:60
  if (v3806) *p3421 = cv3935;  // matmul.tile:60
  if (v3807) *p3422 = cv3936;  // matmul.tile:60
  if (v3808) *p3423 = cv3937;  // matmul.tile:60
  if (v3809) *p3424 = cv3938;  // matmul.tile:60
  if (v3810) *p3425 = cv3939;  // matmul.tile:60
  if (v3811) *p3426 = cv3940;  // matmul.tile:60
  if (v3812) *p3427 = cv3941;  // matmul.tile:60
  if (v3813) *p3428 = cv3942;  // matmul.tile:60
  if (v3814) *p3429 = cv3943;  // matmul.tile:60
  if (v3815) *p3430 = cv3944;  // matmul.tile:60
  if (v3816) *p3431 = cv3945;  // matmul.tile:60
  if (v3817) *p3432 = cv3946;  // matmul.tile:60
  if (v3818) *p3433 = cv3947;  // matmul.tile:60
  if (v3819) *p3434 = cv3948;  // matmul.tile:60
  if (v3820) *p3435 = cv3949;  // matmul.tile:60
  if (v3821) *p3436 = cv3950;  // matmul.tile:60
  if (v3822) *p3437 = cv3951;  // matmul.tile:60
  if (v3823) *p3438 = cv3952;  // matmul.tile:60
  if (v3824) *p3439 = cv3953;  // matmul.tile:60
  if (v3825) *p3440 = cv3954;  // matmul.tile:60
  if (v3826) *p3441 = cv3955;  // matmul.tile:60
  if (v3827) *p3442 = cv3956;  // matmul.tile:60
  if (v3828) *p3443 = cv3957;  // matmul.tile:60
  if (v3829) *p3444 = cv3958;  // matmul.tile:60
  if (v3830) *p3445 = cv3959;  // matmul.tile:60
  if (v3831) *p3446 = cv3960;  // matmul.tile:60
  if (v3832) *p3447 = cv3961;  // matmul.tile:60
  if (v3833) *p3448 = cv3962;  // matmul.tile:60
  if (v3834) *p3449 = cv3963;  // matmul.tile:60
  if (v3835) *p3450 = cv3964;  // matmul.tile:60
  if (v3836) *p3451 = cv3965;  // matmul.tile:60
  if (v3837) *p3452 = cv3966;  // matmul.tile:60
  if (v3838) *p3453 = cv3967;  // matmul.tile:60
  if (v3839) *p3454 = cv3968;  // matmul.tile:60
  if (v3840) *p3455 = cv3969;  // matmul.tile:60
  if (v3841) *p3456 = cv3970;  // matmul.tile:60
  if (v3842) *p3457 = cv3971;  // matmul.tile:60
  if (v3843) *p3458 = cv3972;  // matmul.tile:60
  if (v3844) *p3459 = cv3973;  // matmul.tile:60
  if (v3845) *p3460 = cv3974;  // matmul.tile:60
  if (v3846) *p3461 = cv3975;  // matmul.tile:60
  if (v3847) *p3462 = cv3976;  // matmul.tile:60
  if (v3848) *p3463 = cv3977;  // matmul.tile:60
  if (v3849) *p3464 = cv3978;  // matmul.tile:60
  if (v3850) *p3465 = cv3979;  // matmul.tile:60
  if (v3851) *p3466 = cv3980;  // matmul.tile:60
  if (v3852) *p3467 = cv3981;  // matmul.tile:60
  if (v3853) *p3468 = cv3982;  // matmul.tile:60
  if (v3854) *p3469 = cv3983;  // matmul.tile:60
  if (v3855) *p3470 = cv3984;  // matmul.tile:60
  if (v3856) *p3471 = cv3985;  // matmul.tile:60
  if (v3857) *p3472 = cv3986;  // matmul.tile:60
  if (v3858) *p3473 = cv3987;  // matmul.tile:60
  if (v3859) *p3474 = cv3988;  // matmul.tile:60
  if (v3860) *p3475 = cv3989;  // matmul.tile:60
  if (v3861) *p3476 = cv3990;  // matmul.tile:60
  if (v3862) *p3477 = cv3991;  // matmul.tile:60
  if (v3863) *p3478 = cv3992;  // matmul.tile:60
  if (v3864) *p3479 = cv3993;  // matmul.tile:60
  if (v3865) *p3480 = cv3994;  // matmul.tile:60
  if (v3866) *p3481 = cv3995;  // matmul.tile:60
  if (v3867) *p3482 = cv3996;  // matmul.tile:60
  if (v3868) *p3483 = cv3997;  // matmul.tile:60
  if (v3869) *p3484 = cv3998;  // matmul.tile:60
  if (v3870) *p3485 = cv3999;  // matmul.tile:60
  if (v3871) *p3486 = cv4000;  // matmul.tile:60
  if (v3872) *p3487 = cv4001;  // matmul.tile:60
  if (v3873) *p3488 = cv4002;  // matmul.tile:60
  if (v3874) *p3489 = cv4003;  // matmul.tile:60
  if (v3875) *p3490 = cv4004;  // matmul.tile:60
  if (v3876) *p3491 = cv4005;  // matmul.tile:60
  if (v3877) *p3492 = cv4006;  // matmul.tile:60
  if (v3878) *p3493 = cv4007;  // matmul.tile:60
  if (v3879) *p3494 = cv4008;  // matmul.tile:60
  if (v3880) *p3495 = cv4009;  // matmul.tile:60
  if (v3881) *p3496 = cv4010;  // matmul.tile:60
  if (v3882) *p3497 = cv4011;  // matmul.tile:60
  if (v3883) *p3498 = cv4012;  // matmul.tile:60
  if (v3884) *p3499 = cv4013;  // matmul.tile:60
  if (v3885) *p3500 = cv4014;  // matmul.tile:60
  if (v3886) *p3501 = cv4015;  // matmul.tile:60
  if (v3887) *p3502 = cv4016;  // matmul.tile:60
  if (v3888) *p3503 = cv4017;  // matmul.tile:60
  if (v3889) *p3504 = cv4018;  // matmul.tile:60
  if (v3890) *p3505 = cv4019;  // matmul.tile:60
  if (v3891) *p3506 = cv4020;  // matmul.tile:60
  if (v3892) *p3507 = cv4021;  // matmul.tile:60
  if (v3893) *p3508 = cv4022;  // matmul.tile:60
  if (v3894) *p3509 = cv4023;  // matmul.tile:60
  if (v3895) *p3510 = cv4024;  // matmul.tile:60
  if (v3896) *p3511 = cv4025;  // matmul.tile:60
  if (v3897) *p3512 = cv4026;  // matmul.tile:60
  if (v3898) *p3513 = cv4027;  // matmul.tile:60
  if (v3899) *p3514 = cv4028;  // matmul.tile:60
  if (v3900) *p3515 = cv4029;  // matmul.tile:60
  if (v3901) *p3516 = cv4030;  // matmul.tile:60
  if (v3902) *p3517 = cv4031;  // matmul.tile:60
  if (v3903) *p3518 = cv4032;  // matmul.tile:60
  if (v3904) *p3519 = cv4033;  // matmul.tile:60
  if (v3905) *p3520 = cv4034;  // matmul.tile:60
  if (v3906) *p3521 = cv4035;  // matmul.tile:60
  if (v3907) *p3522 = cv4036;  // matmul.tile:60
  if (v3908) *p3523 = cv4037;  // matmul.tile:60
  if (v3909) *p3524 = cv4038;  // matmul.tile:60
  if (v3910) *p3525 = cv4039;  // matmul.tile:60
  if (v3911) *p3526 = cv4040;  // matmul.tile:60
  if (v3912) *p3527 = cv4041;  // matmul.tile:60
  if (v3913) *p3528 = cv4042;  // matmul.tile:60
  if (v3914) *p3529 = cv4043;  // matmul.tile:60
  if (v3915) *p3530 = cv4044;  // matmul.tile:60
  if (v3916) *p3531 = cv4045;  // matmul.tile:60
  if (v3917) *p3532 = cv4046;  // matmul.tile:60
  if (v3918) *p3533 = cv4047;  // matmul.tile:60
  if (v3919) *p3534 = cv4048;  // matmul.tile:60
  if (v3920) *p3535 = cv4049;  // matmul.tile:60
  if (v3921) *p3536 = cv4050;  // matmul.tile:60
  if (v3922) *p3537 = cv4051;  // matmul.tile:60
  if (v3923) *p3538 = cv4052;  // matmul.tile:60
  if (v3924) *p3539 = cv4053;  // matmul.tile:60
  if (v3925) *p3540 = cv4054;  // matmul.tile:60
  if (v3926) *p3541 = cv4055;  // matmul.tile:60
  if (v3927) *p3542 = cv4056;  // matmul.tile:60
  if (v3928) *p3543 = cv4057;  // matmul.tile:60
}
