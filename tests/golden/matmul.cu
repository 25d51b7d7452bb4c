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
  const int lm1488_r = ((tl_lane & 7) + (((tl_lane >> 3) & 1) * 8) + tl_c7_0) * 128;
  const int lm1488_c = (((tl_lane >> 4) & 1) * 1);
  const int lm1488_s = ((tl_lane & 7) & 7);
  const int lm1497_r = ((tl_lane & 7) + (((tl_lane >> 4) & 1) * 8)) * 128;
  const int lm1497_c = (((tl_lane >> 3) & 1) * 1);
  const int lm1497_s = ((tl_lane & 7) & 7);
  const int tl_c9_0 = (((tl_lane & 3) << 1));
  const int tl_c10_0 = ((tl_lane >> 2) ^ (tl_warp << 4));
  const int tl_c10_1 = (((tl_lane & 3) << 1));
  const int tl_c11_1 = (tl_lane ^ (tl_warp << 5));
  const int pid1 = tl_pid0;  // matmul.tile:35
  const int pid2 = tl_pid1;  // matmul.tile:36
  int const k3 = 128;  // matmul.tile:37
  int const v4 = ((int)((unsigned int)(pid1) * (unsigned int)(k3)));  // matmul.tile:37
  int const v5 = ((int)((unsigned int)(v4) + (unsigned int)(0)));  // matmul.tile:37
  int const v6 = ((int)((unsigned int)(v4) + (unsigned int)(1)));  // matmul.tile:37
  int const v7 = ((int)((unsigned int)(v4) + (unsigned int)(2)));  // matmul.tile:37
  int const v8 = ((int)((unsigned int)(v4) + (unsigned int)(3)));  // matmul.tile:37
  int const v9 = ((int)((unsigned int)(v4) + (unsigned int)(4)));  // matmul.tile:37
  int const v10 = ((int)((unsigned int)(v4) + (unsigned int)(5)));  // matmul.tile:37
  int const v11 = ((int)((unsigned int)(v4) + (unsigned int)(6)));  // matmul.tile:37
  int const v12 = ((int)((unsigned int)(v4) + (unsigned int)(7)));  // matmul.tile:37
  int const v13 = ((int)((unsigned int)(v4) + (unsigned int)(8)));  // matmul.tile:37
  int const v14 = ((int)((unsigned int)(v4) + (unsigned int)(9)));  // matmul.tile:37
  int const v15 = ((int)((unsigned int)(v4) + (unsigned int)(10)));  // matmul.tile:37
  int const v16 = ((int)((unsigned int)(v4) + (unsigned int)(11)));  // matmul.tile:37
  int const v17 = ((int)((unsigned int)(v4) + (unsigned int)(12)));  // matmul.tile:37
  int const v18 = ((int)((unsigned int)(v4) + (unsigned int)(13)));  // matmul.tile:37
  int const v19 = ((int)((unsigned int)(v4) + (unsigned int)(14)));  // matmul.tile:37
  int const v20 = ((int)((unsigned int)(v4) + (unsigned int)(15)));  // matmul.tile:37
  int const v21 = ((int)((unsigned int)(v4) + (unsigned int)(16)));  // matmul.tile:37
  int const v22 = ((int)((unsigned int)(v4) + (unsigned int)(17)));  // matmul.tile:37
  int const v23 = ((int)((unsigned int)(v4) + (unsigned int)(18)));  // matmul.tile:37
  int const v24 = ((int)((unsigned int)(v4) + (unsigned int)(19)));  // matmul.tile:37
  int const v25 = ((int)((unsigned int)(v4) + (unsigned int)(20)));  // matmul.tile:37
  int const v26 = ((int)((unsigned int)(v4) + (unsigned int)(21)));  // matmul.tile:37
  int const v27 = ((int)((unsigned int)(v4) + (unsigned int)(22)));  // matmul.tile:37
  int const v28 = ((int)((unsigned int)(v4) + (unsigned int)(23)));  // matmul.tile:37
  int const v29 = ((int)((unsigned int)(v4) + (unsigned int)(24)));  // matmul.tile:37
  int const v30 = ((int)((unsigned int)(v4) + (unsigned int)(25)));  // matmul.tile:37
  int const v31 = ((int)((unsigned int)(v4) + (unsigned int)(26)));  // matmul.tile:37
  int const v32 = ((int)((unsigned int)(v4) + (unsigned int)(27)));  // matmul.tile:37
  int const v33 = ((int)((unsigned int)(v4) + (unsigned int)(28)));  // matmul.tile:37
  int const v34 = ((int)((unsigned int)(v4) + (unsigned int)(29)));  // matmul.tile:37
  int const v35 = ((int)((unsigned int)(v4) + (unsigned int)(30)));  // matmul.tile:37
  int const v36 = ((int)((unsigned int)(v4) + (unsigned int)(31)));  // matmul.tile:37
  int const v37 = ((int)((unsigned int)(v4) + (unsigned int)(32)));  // matmul.tile:37
  int const v38 = ((int)((unsigned int)(v4) + (unsigned int)(33)));  // matmul.tile:37
  int const v39 = ((int)((unsigned int)(v4) + (unsigned int)(34)));  // matmul.tile:37
  int const v40 = ((int)((unsigned int)(v4) + (unsigned int)(35)));  // matmul.tile:37
  int const v41 = ((int)((unsigned int)(v4) + (unsigned int)(36)));  // matmul.tile:37
  int const v42 = ((int)((unsigned int)(v4) + (unsigned int)(37)));  // matmul.tile:37
  int const v43 = ((int)((unsigned int)(v4) + (unsigned int)(38)));  // matmul.tile:37
  int const v44 = ((int)((unsigned int)(v4) + (unsigned int)(39)));  // matmul.tile:37
  int const v45 = ((int)((unsigned int)(v4) + (unsigned int)(40)));  // matmul.tile:37
  int const v46 = ((int)((unsigned int)(v4) + (unsigned int)(41)));  // matmul.tile:37
  int const v47 = ((int)((unsigned int)(v4) + (unsigned int)(42)));  // matmul.tile:37
  int const v48 = ((int)((unsigned int)(v4) + (unsigned int)(43)));  // matmul.tile:37
  int const v49 = ((int)((unsigned int)(v4) + (unsigned int)(44)));  // matmul.tile:37
  int const v50 = ((int)((unsigned int)(v4) + (unsigned int)(45)));  // matmul.tile:37
  int const v51 = ((int)((unsigned int)(v4) + (unsigned int)(46)));  // matmul.tile:37
  int const v52 = ((int)((unsigned int)(v4) + (unsigned int)(47)));  // matmul.tile:37
  int const v53 = ((int)((unsigned int)(v4) + (unsigned int)(48)));  // matmul.tile:37
  int const v54 = ((int)((unsigned int)(v4) + (unsigned int)(49)));  // matmul.tile:37
  int const v55 = ((int)((unsigned int)(v4) + (unsigned int)(50)));  // matmul.tile:37
  int const v56 = ((int)((unsigned int)(v4) + (unsigned int)(51)));  // matmul.tile:37
  int const v57 = ((int)((unsigned int)(v4) + (unsigned int)(52)));  // matmul.tile:37
  int const v58 = ((int)((unsigned int)(v4) + (unsigned int)(53)));  // matmul.tile:37
  int const v59 = ((int)((unsigned int)(v4) + (unsigned int)(54)));  // matmul.tile:37
  int const v60 = ((int)((unsigned int)(v4) + (unsigned int)(55)));  // matmul.tile:37
  int const v61 = ((int)((unsigned int)(v4) + (unsigned int)(56)));  // matmul.tile:37
  int const v62 = ((int)((unsigned int)(v4) + (unsigned int)(57)));  // matmul.tile:37
  int const v63 = ((int)((unsigned int)(v4) + (unsigned int)(58)));  // matmul.tile:37
  int const v64 = ((int)((unsigned int)(v4) + (unsigned int)(59)));  // matmul.tile:37
  int const v65 = ((int)((unsigned int)(v4) + (unsigned int)(60)));  // matmul.tile:37
  int const v66 = ((int)((unsigned int)(v4) + (unsigned int)(61)));  // matmul.tile:37
  int const v67 = ((int)((unsigned int)(v4) + (unsigned int)(62)));  // matmul.tile:37
  int const v68 = ((int)((unsigned int)(v4) + (unsigned int)(63)));  // matmul.tile:37
  int const v69 = ((int)((unsigned int)(v4) + (unsigned int)(64)));  // matmul.tile:37
  int const v70 = ((int)((unsigned int)(v4) + (unsigned int)(65)));  // matmul.tile:37
  int const v71 = ((int)((unsigned int)(v4) + (unsigned int)(66)));  // matmul.tile:37
  int const v72 = ((int)((unsigned int)(v4) + (unsigned int)(67)));  // matmul.tile:37
  int const v73 = ((int)((unsigned int)(v4) + (unsigned int)(68)));  // matmul.tile:37
  int const v74 = ((int)((unsigned int)(v4) + (unsigned int)(69)));  // matmul.tile:37
  int const v75 = ((int)((unsigned int)(v4) + (unsigned int)(70)));  // matmul.tile:37
  int const v76 = ((int)((unsigned int)(v4) + (unsigned int)(71)));  // matmul.tile:37
  int const v77 = ((int)((unsigned int)(v4) + (unsigned int)(72)));  // matmul.tile:37
  int const v78 = ((int)((unsigned int)(v4) + (unsigned int)(73)));  // matmul.tile:37
  int const v79 = ((int)((unsigned int)(v4) + (unsigned int)(74)));  // matmul.tile:37
  int const v80 = ((int)((unsigned int)(v4) + (unsigned int)(75)));  // matmul.tile:37
  int const v81 = ((int)((unsigned int)(v4) + (unsigned int)(76)));  // matmul.tile:37
  int const v82 = ((int)((unsigned int)(v4) + (unsigned int)(77)));  // matmul.tile:37
  int const v83 = ((int)((unsigned int)(v4) + (unsigned int)(78)));  // matmul.tile:37
  int const v84 = ((int)((unsigned int)(v4) + (unsigned int)(79)));  // matmul.tile:37
  int const v85 = ((int)((unsigned int)(v4) + (unsigned int)(80)));  // matmul.tile:37
  int const v86 = ((int)((unsigned int)(v4) + (unsigned int)(81)));  // matmul.tile:37
  int const v87 = ((int)((unsigned int)(v4) + (unsigned int)(82)));  // matmul.tile:37
  int const v88 = ((int)((unsigned int)(v4) + (unsigned int)(83)));  // matmul.tile:37
  int const v89 = ((int)((unsigned int)(v4) + (unsigned int)(84)));  // matmul.tile:37
  int const v90 = ((int)((unsigned int)(v4) + (unsigned int)(85)));  // matmul.tile:37
  int const v91 = ((int)((unsigned int)(v4) + (unsigned int)(86)));  // matmul.tile:37
  int const v92 = ((int)((unsigned int)(v4) + (unsigned int)(87)));  // matmul.tile:37
  int const v93 = ((int)((unsigned int)(v4) + (unsigned int)(88)));  // matmul.tile:37
  int const v94 = ((int)((unsigned int)(v4) + (unsigned int)(89)));  // matmul.tile:37
  int const v95 = ((int)((unsigned int)(v4) + (unsigned int)(90)));  // matmul.tile:37
  int const v96 = ((int)((unsigned int)(v4) + (unsigned int)(91)));  // matmul.tile:37
  int const v97 = ((int)((unsigned int)(v4) + (unsigned int)(92)));  // matmul.tile:37
  int const v98 = ((int)((unsigned int)(v4) + (unsigned int)(93)));  // matmul.tile:37
  int const v99 = ((int)((unsigned int)(v4) + (unsigned int)(94)));  // matmul.tile:37
  int const v100 = ((int)((unsigned int)(v4) + (unsigned int)(95)));  // matmul.tile:37
  int const v101 = ((int)((unsigned int)(v4) + (unsigned int)(96)));  // matmul.tile:37
  int const v102 = ((int)((unsigned int)(v4) + (unsigned int)(97)));  // matmul.tile:37
  int const v103 = ((int)((unsigned int)(v4) + (unsigned int)(98)));  // matmul.tile:37
  int const v104 = ((int)((unsigned int)(v4) + (unsigned int)(99)));  // matmul.tile:37
  int const v105 = ((int)((unsigned int)(v4) + (unsigned int)(100)));  // matmul.tile:37
  int const v106 = ((int)((unsigned int)(v4) + (unsigned int)(101)));  // matmul.tile:37
  int const v107 = ((int)((unsigned int)(v4) + (unsigned int)(102)));  // matmul.tile:37
  int const v108 = ((int)((unsigned int)(v4) + (unsigned int)(103)));  // matmul.tile:37
  int const v109 = ((int)((unsigned int)(v4) + (unsigned int)(104)));  // matmul.tile:37
  int const v110 = ((int)((unsigned int)(v4) + (unsigned int)(105)));  // matmul.tile:37
  int const v111 = ((int)((unsigned int)(v4) + (unsigned int)(106)));  // matmul.tile:37
  int const v112 = ((int)((unsigned int)(v4) + (unsigned int)(107)));  // matmul.tile:37
  int const v113 = ((int)((unsigned int)(v4) + (unsigned int)(108)));  // matmul.tile:37
  int const v114 = ((int)((unsigned int)(v4) + (unsigned int)(109)));  // matmul.tile:37
  int const v115 = ((int)((unsigned int)(v4) + (unsigned int)(110)));  // matmul.tile:37
  int const v116 = ((int)((unsigned int)(v4) + (unsigned int)(111)));  // matmul.tile:37
  int const v117 = ((int)((unsigned int)(v4) + (unsigned int)(112)));  // matmul.tile:37
  int const v118 = ((int)((unsigned int)(v4) + (unsigned int)(113)));  // matmul.tile:37
  int const v119 = ((int)((unsigned int)(v4) + (unsigned int)(114)));  // matmul.tile:37
  int const v120 = ((int)((unsigned int)(v4) + (unsigned int)(115)));  // matmul.tile:37
  int const v121 = ((int)((unsigned int)(v4) + (unsigned int)(116)));  // matmul.tile:37
  int const v122 = ((int)((unsigned int)(v4) + (unsigned int)(117)));  // matmul.tile:37
  int const v123 = ((int)((unsigned int)(v4) + (unsigned int)(118)));  // matmul.tile:37
  int const v124 = ((int)((unsigned int)(v4) + (unsigned int)(119)));  // matmul.tile:37
  int const v125 = ((int)((unsigned int)(v4) + (unsigned int)(120)));  // matmul.tile:37
  int const v126 = ((int)((unsigned int)(v4) + (unsigned int)(121)));  // matmul.tile:37
  int const v127 = ((int)((unsigned int)(v4) + (unsigned int)(122)));  // matmul.tile:37
  int const v128 = ((int)((unsigned int)(v4) + (unsigned int)(123)));  // matmul.tile:37
  int const v129 = ((int)((unsigned int)(v4) + (unsigned int)(124)));  // matmul.tile:37
  int const v130 = ((int)((unsigned int)(v4) + (unsigned int)(125)));  // matmul.tile:37
  int const v131 = ((int)((unsigned int)(v4) + (unsigned int)(126)));  // matmul.tile:37
  int const v132 = ((int)((unsigned int)(v4) + (unsigned int)(127)));  // matmul.tile:37
  int const v133 = ((int)((unsigned int)(pid2) * (unsigned int)(k3)));  // matmul.tile:38
  int const v134 = ((int)((unsigned int)(v133) + (unsigned int)(tl_c0_0)));  // matmul.tile:38
  int const k135 = 0;  // matmul.tile:41
  int const k136 = 64;  // matmul.tile:41
  // pipeline: load at matmul.tile:43 stays synchronous: each thread reads 2 contiguous byte(s) at a time; cp.async copies 4, 8 or 16 (alignment or contiguity of the pointer, or the mask, is not proven: see multiple_of / max_contiguous)  // matmul.tile:41
  // pipeline: load at matmul.tile:45 stays synchronous: each thread reads 2 contiguous byte(s) at a time; cp.async copies 4, 8 or 16 (alignment or contiguity of the pointer, or the mask, is not proven: see multiple_of / max_contiguous)  // matmul.tile:41
  float c137 = 0.0f;  // matmul.tile:41
  float c138 = 0.0f;  // matmul.tile:41
  float c139 = 0.0f;  // matmul.tile:41
  float c140 = 0.0f;  // matmul.tile:41
  float c141 = 0.0f;  // matmul.tile:41
  float c142 = 0.0f;  // matmul.tile:41
  float c143 = 0.0f;  // matmul.tile:41
  float c144 = 0.0f;  // matmul.tile:41
  float c145 = 0.0f;  // matmul.tile:41
  float c146 = 0.0f;  // matmul.tile:41
  float c147 = 0.0f;  // matmul.tile:41
  float c148 = 0.0f;  // matmul.tile:41
  float c149 = 0.0f;  // matmul.tile:41
  float c150 = 0.0f;  // matmul.tile:41
  float c151 = 0.0f;  // matmul.tile:41
  float c152 = 0.0f;  // matmul.tile:41
  float c153 = 0.0f;  // matmul.tile:41
  float c154 = 0.0f;  // matmul.tile:41
  float c155 = 0.0f;  // matmul.tile:41
  float c156 = 0.0f;  // matmul.tile:41
  float c157 = 0.0f;  // matmul.tile:41
  float c158 = 0.0f;  // matmul.tile:41
  float c159 = 0.0f;  // matmul.tile:41
  float c160 = 0.0f;  // matmul.tile:41
  float c161 = 0.0f;  // matmul.tile:41
  float c162 = 0.0f;  // matmul.tile:41
  float c163 = 0.0f;  // matmul.tile:41
  float c164 = 0.0f;  // matmul.tile:41
  float c165 = 0.0f;  // matmul.tile:41
  float c166 = 0.0f;  // matmul.tile:41
  float c167 = 0.0f;  // matmul.tile:41
  float c168 = 0.0f;  // matmul.tile:41
  float c169 = 0.0f;  // matmul.tile:41
  float c170 = 0.0f;  // matmul.tile:41
  float c171 = 0.0f;  // matmul.tile:41
  float c172 = 0.0f;  // matmul.tile:41
  float c173 = 0.0f;  // matmul.tile:41
  float c174 = 0.0f;  // matmul.tile:41
  float c175 = 0.0f;  // matmul.tile:41
  float c176 = 0.0f;  // matmul.tile:41
  float c177 = 0.0f;  // matmul.tile:41
  float c178 = 0.0f;  // matmul.tile:41
  float c179 = 0.0f;  // matmul.tile:41
  float c180 = 0.0f;  // matmul.tile:41
  float c181 = 0.0f;  // matmul.tile:41
  float c182 = 0.0f;  // matmul.tile:41
  float c183 = 0.0f;  // matmul.tile:41
  float c184 = 0.0f;  // matmul.tile:41
  float c185 = 0.0f;  // matmul.tile:41
  float c186 = 0.0f;  // matmul.tile:41
  float c187 = 0.0f;  // matmul.tile:41
  float c188 = 0.0f;  // matmul.tile:41
  float c189 = 0.0f;  // matmul.tile:41
  float c190 = 0.0f;  // matmul.tile:41
  float c191 = 0.0f;  // matmul.tile:41
  float c192 = 0.0f;  // matmul.tile:41
  float c193 = 0.0f;  // matmul.tile:41
  float c194 = 0.0f;  // matmul.tile:41
  float c195 = 0.0f;  // matmul.tile:41
  float c196 = 0.0f;  // matmul.tile:41
  float c197 = 0.0f;  // matmul.tile:41
  float c198 = 0.0f;  // matmul.tile:41
  float c199 = 0.0f;  // matmul.tile:41
  float c200 = 0.0f;  // matmul.tile:41
  float c201 = 0.0f;  // matmul.tile:41
  float c202 = 0.0f;  // matmul.tile:41
  float c203 = 0.0f;  // matmul.tile:41
  float c204 = 0.0f;  // matmul.tile:41
  float c205 = 0.0f;  // matmul.tile:41
  float c206 = 0.0f;  // matmul.tile:41
  float c207 = 0.0f;  // matmul.tile:41
  float c208 = 0.0f;  // matmul.tile:41
  float c209 = 0.0f;  // matmul.tile:41
  float c210 = 0.0f;  // matmul.tile:41
  float c211 = 0.0f;  // matmul.tile:41
  float c212 = 0.0f;  // matmul.tile:41
  float c213 = 0.0f;  // matmul.tile:41
  float c214 = 0.0f;  // matmul.tile:41
  float c215 = 0.0f;  // matmul.tile:41
  float c216 = 0.0f;  // matmul.tile:41
  float c217 = 0.0f;  // matmul.tile:41
  float c218 = 0.0f;  // matmul.tile:41
  float c219 = 0.0f;  // matmul.tile:41
  float c220 = 0.0f;  // matmul.tile:41
  float c221 = 0.0f;  // matmul.tile:41
  float c222 = 0.0f;  // matmul.tile:41
  float c223 = 0.0f;  // matmul.tile:41
  float c224 = 0.0f;  // matmul.tile:41
  float c225 = 0.0f;  // matmul.tile:41
  float c226 = 0.0f;  // matmul.tile:41
  float c227 = 0.0f;  // matmul.tile:41
  float c228 = 0.0f;  // matmul.tile:41
  float c229 = 0.0f;  // matmul.tile:41
  float c230 = 0.0f;  // matmul.tile:41
  float c231 = 0.0f;  // matmul.tile:41
  float c232 = 0.0f;  // matmul.tile:41
  float c233 = 0.0f;  // matmul.tile:41
  float c234 = 0.0f;  // matmul.tile:41
  float c235 = 0.0f;  // matmul.tile:41
  float c236 = 0.0f;  // matmul.tile:41
  float c237 = 0.0f;  // matmul.tile:41
  float c238 = 0.0f;  // matmul.tile:41
  float c239 = 0.0f;  // matmul.tile:41
  float c240 = 0.0f;  // matmul.tile:41
  float c241 = 0.0f;  // matmul.tile:41
  float c242 = 0.0f;  // matmul.tile:41
  float c243 = 0.0f;  // matmul.tile:41
  float c244 = 0.0f;  // matmul.tile:41
  float c245 = 0.0f;  // matmul.tile:41
  float c246 = 0.0f;  // matmul.tile:41
  float c247 = 0.0f;  // matmul.tile:41
  float c248 = 0.0f;  // matmul.tile:41
  float c249 = 0.0f;  // matmul.tile:41
  float c250 = 0.0f;  // matmul.tile:41
  float c251 = 0.0f;  // matmul.tile:41
  float c252 = 0.0f;  // matmul.tile:41
  float c253 = 0.0f;  // matmul.tile:41
  float c254 = 0.0f;  // matmul.tile:41
  float c255 = 0.0f;  // matmul.tile:41
  float c256 = 0.0f;  // matmul.tile:41
  float c257 = 0.0f;  // matmul.tile:41
  float c258 = 0.0f;  // matmul.tile:41
  float c259 = 0.0f;  // matmul.tile:41
  float c260 = 0.0f;  // matmul.tile:41
  float c261 = 0.0f;  // matmul.tile:41
  float c262 = 0.0f;  // matmul.tile:41
  float c263 = 0.0f;  // matmul.tile:41
  float c264 = 0.0f;  // matmul.tile:41
  for (int iv265 = k135; iv265 < p_K; iv265 += k136) {  // matmul.tile:41
    int const v266 = ((int)((unsigned int)(iv265) + (unsigned int)(0)));  // matmul.tile:42
    int const v267 = ((int)((unsigned int)(iv265) + (unsigned int)(1)));  // matmul.tile:42
    int const v268 = ((int)((unsigned int)(iv265) + (unsigned int)(2)));  // matmul.tile:42
    int const v269 = ((int)((unsigned int)(iv265) + (unsigned int)(3)));  // matmul.tile:42
    int const v270 = ((int)((unsigned int)(iv265) + (unsigned int)(4)));  // matmul.tile:42
    int const v271 = ((int)((unsigned int)(iv265) + (unsigned int)(5)));  // matmul.tile:42
    int const v272 = ((int)((unsigned int)(iv265) + (unsigned int)(6)));  // matmul.tile:42
    int const v273 = ((int)((unsigned int)(iv265) + (unsigned int)(7)));  // matmul.tile:42
    int const v274 = ((int)((unsigned int)(iv265) + (unsigned int)(8)));  // matmul.tile:42
    int const v275 = ((int)((unsigned int)(iv265) + (unsigned int)(9)));  // matmul.tile:42
    int const v276 = ((int)((unsigned int)(iv265) + (unsigned int)(10)));  // matmul.tile:42
    int const v277 = ((int)((unsigned int)(iv265) + (unsigned int)(11)));  // matmul.tile:42
    int const v278 = ((int)((unsigned int)(iv265) + (unsigned int)(12)));  // matmul.tile:42
    int const v279 = ((int)((unsigned int)(iv265) + (unsigned int)(13)));  // matmul.tile:42
    int const v280 = ((int)((unsigned int)(iv265) + (unsigned int)(14)));  // matmul.tile:42
    int const v281 = ((int)((unsigned int)(iv265) + (unsigned int)(15)));  // matmul.tile:42
    int const v282 = ((int)((unsigned int)(iv265) + (unsigned int)(16)));  // matmul.tile:42
    int const v283 = ((int)((unsigned int)(iv265) + (unsigned int)(17)));  // matmul.tile:42
    int const v284 = ((int)((unsigned int)(iv265) + (unsigned int)(18)));  // matmul.tile:42
    int const v285 = ((int)((unsigned int)(iv265) + (unsigned int)(19)));  // matmul.tile:42
    int const v286 = ((int)((unsigned int)(iv265) + (unsigned int)(20)));  // matmul.tile:42
    int const v287 = ((int)((unsigned int)(iv265) + (unsigned int)(21)));  // matmul.tile:42
    int const v288 = ((int)((unsigned int)(iv265) + (unsigned int)(22)));  // matmul.tile:42
    int const v289 = ((int)((unsigned int)(iv265) + (unsigned int)(23)));  // matmul.tile:42
    int const v290 = ((int)((unsigned int)(iv265) + (unsigned int)(24)));  // matmul.tile:42
    int const v291 = ((int)((unsigned int)(iv265) + (unsigned int)(25)));  // matmul.tile:42
    int const v292 = ((int)((unsigned int)(iv265) + (unsigned int)(26)));  // matmul.tile:42
    int const v293 = ((int)((unsigned int)(iv265) + (unsigned int)(27)));  // matmul.tile:42
    int const v294 = ((int)((unsigned int)(iv265) + (unsigned int)(28)));  // matmul.tile:42
    int const v295 = ((int)((unsigned int)(iv265) + (unsigned int)(29)));  // matmul.tile:42
    int const v296 = ((int)((unsigned int)(iv265) + (unsigned int)(30)));  // matmul.tile:42
    int const v297 = ((int)((unsigned int)(iv265) + (unsigned int)(31)));  // matmul.tile:42
    int const v298 = ((int)((unsigned int)(iv265) + (unsigned int)(32)));  // matmul.tile:42
    int const v299 = ((int)((unsigned int)(iv265) + (unsigned int)(33)));  // matmul.tile:42
    int const v300 = ((int)((unsigned int)(iv265) + (unsigned int)(34)));  // matmul.tile:42
    int const v301 = ((int)((unsigned int)(iv265) + (unsigned int)(35)));  // matmul.tile:42
    int const v302 = ((int)((unsigned int)(iv265) + (unsigned int)(36)));  // matmul.tile:42
    int const v303 = ((int)((unsigned int)(iv265) + (unsigned int)(37)));  // matmul.tile:42
    int const v304 = ((int)((unsigned int)(iv265) + (unsigned int)(38)));  // matmul.tile:42
    int const v305 = ((int)((unsigned int)(iv265) + (unsigned int)(39)));  // matmul.tile:42
    int const v306 = ((int)((unsigned int)(iv265) + (unsigned int)(40)));  // matmul.tile:42
    int const v307 = ((int)((unsigned int)(iv265) + (unsigned int)(41)));  // matmul.tile:42
    int const v308 = ((int)((unsigned int)(iv265) + (unsigned int)(42)));  // matmul.tile:42
    int const v309 = ((int)((unsigned int)(iv265) + (unsigned int)(43)));  // matmul.tile:42
    int const v310 = ((int)((unsigned int)(iv265) + (unsigned int)(44)));  // matmul.tile:42
    int const v311 = ((int)((unsigned int)(iv265) + (unsigned int)(45)));  // matmul.tile:42
    int const v312 = ((int)((unsigned int)(iv265) + (unsigned int)(46)));  // matmul.tile:42
    int const v313 = ((int)((unsigned int)(iv265) + (unsigned int)(47)));  // matmul.tile:42
    int const v314 = ((int)((unsigned int)(iv265) + (unsigned int)(48)));  // matmul.tile:42
    int const v315 = ((int)((unsigned int)(iv265) + (unsigned int)(49)));  // matmul.tile:42
    int const v316 = ((int)((unsigned int)(iv265) + (unsigned int)(50)));  // matmul.tile:42
    int const v317 = ((int)((unsigned int)(iv265) + (unsigned int)(51)));  // matmul.tile:42
    int const v318 = ((int)((unsigned int)(iv265) + (unsigned int)(52)));  // matmul.tile:42
    int const v319 = ((int)((unsigned int)(iv265) + (unsigned int)(53)));  // matmul.tile:42
    int const v320 = ((int)((unsigned int)(iv265) + (unsigned int)(54)));  // matmul.tile:42
    int const v321 = ((int)((unsigned int)(iv265) + (unsigned int)(55)));  // matmul.tile:42
    int const v322 = ((int)((unsigned int)(iv265) + (unsigned int)(56)));  // matmul.tile:42
    int const v323 = ((int)((unsigned int)(iv265) + (unsigned int)(57)));  // matmul.tile:42
    int const v324 = ((int)((unsigned int)(iv265) + (unsigned int)(58)));  // matmul.tile:42
    int const v325 = ((int)((unsigned int)(iv265) + (unsigned int)(59)));  // matmul.tile:42
    int const v326 = ((int)((unsigned int)(iv265) + (unsigned int)(60)));  // matmul.tile:42
    int const v327 = ((int)((unsigned int)(iv265) + (unsigned int)(61)));  // matmul.tile:42
    int const v328 = ((int)((unsigned int)(iv265) + (unsigned int)(62)));  // matmul.tile:42
    int const v329 = ((int)((unsigned int)(iv265) + (unsigned int)(63)));  // matmul.tile:42
    int const ar330 = (tl_c3_0 + 2);  // matmul.tile:43
    int const ar331 = (tl_c3_0 + 4);  // matmul.tile:43
    int const ar332 = (tl_c3_0 + 6);  // matmul.tile:43
    int const ar333 = (tl_c3_0 + 8);  // matmul.tile:43
    int const ar334 = (tl_c3_0 + 10);  // matmul.tile:43
    int const ar335 = (tl_c3_0 + 12);  // matmul.tile:43
    int const ar336 = (tl_c3_0 + 14);  // matmul.tile:43
    int const ar337 = (tl_c3_0 + 16);  // matmul.tile:43
    int const ar338 = (tl_c3_0 + 18);  // matmul.tile:43
    int const ar339 = (tl_c3_0 + 20);  // matmul.tile:43
    int const ar340 = (tl_c3_0 + 22);  // matmul.tile:43
    int const ar341 = (tl_c3_0 + 24);  // matmul.tile:43
    int const ar342 = (tl_c3_0 + 26);  // matmul.tile:43
    int const ar343 = (tl_c3_0 + 28);  // matmul.tile:43
    int const ar344 = (tl_c3_0 + 30);  // matmul.tile:43
    int const ar345 = (tl_c3_0 + 32);  // matmul.tile:43
    int const ar346 = (tl_c3_0 + 34);  // matmul.tile:43
    int const ar347 = (tl_c3_0 + 36);  // matmul.tile:43
    int const ar348 = (tl_c3_0 + 38);  // matmul.tile:43
    int const ar349 = (tl_c3_0 + 40);  // matmul.tile:43
    int const ar350 = (tl_c3_0 + 42);  // matmul.tile:43
    int const ar351 = (tl_c3_0 + 44);  // matmul.tile:43
    int const ar352 = (tl_c3_0 + 46);  // matmul.tile:43
    int const ar353 = (tl_c3_0 + 48);  // matmul.tile:43
    int const ar354 = (tl_c3_0 + 50);  // matmul.tile:43
    int const ar355 = (tl_c3_0 + 52);  // matmul.tile:43
    int const ar356 = (tl_c3_0 + 54);  // matmul.tile:43
    int const ar357 = (tl_c3_0 + 56);  // matmul.tile:43
    int const ar358 = (tl_c3_0 + 58);  // matmul.tile:43
    int const ar359 = (tl_c3_0 + 60);  // matmul.tile:43
    int const ar360 = (tl_c3_0 + 62);  // matmul.tile:43
    int const ar361 = (tl_c3_0 + 64);  // matmul.tile:43
    int const ar362 = (tl_c3_0 + 66);  // matmul.tile:43
    int const ar363 = (tl_c3_0 + 68);  // matmul.tile:43
    int const ar364 = (tl_c3_0 + 70);  // matmul.tile:43
    int const ar365 = (tl_c3_0 + 72);  // matmul.tile:43
    int const ar366 = (tl_c3_0 + 74);  // matmul.tile:43
    int const ar367 = (tl_c3_0 + 76);  // matmul.tile:43
    int const ar368 = (tl_c3_0 + 78);  // matmul.tile:43
    int const ar369 = (tl_c3_0 + 80);  // matmul.tile:43
    int const ar370 = (tl_c3_0 + 82);  // matmul.tile:43
    int const ar371 = (tl_c3_0 + 84);  // matmul.tile:43
    int const ar372 = (tl_c3_0 + 86);  // matmul.tile:43
    int const ar373 = (tl_c3_0 + 88);  // matmul.tile:43
    int const ar374 = (tl_c3_0 + 90);  // matmul.tile:43
    int const ar375 = (tl_c3_0 + 92);  // matmul.tile:43
    int const ar376 = (tl_c3_0 + 94);  // matmul.tile:43
    int const ar377 = (tl_c3_0 + 96);  // matmul.tile:43
    int const ar378 = (tl_c3_0 + 98);  // matmul.tile:43
    int const ar379 = (tl_c3_0 + 100);  // matmul.tile:43
    int const ar380 = (tl_c3_0 + 102);  // matmul.tile:43
    int const ar381 = (tl_c3_0 + 104);  // matmul.tile:43
    int const ar382 = (tl_c3_0 + 106);  // matmul.tile:43
    int const ar383 = (tl_c3_0 + 108);  // matmul.tile:43
    int const ar384 = (tl_c3_0 + 110);  // matmul.tile:43
    int const ar385 = (tl_c3_0 + 112);  // matmul.tile:43
    int const ar386 = (tl_c3_0 + 114);  // matmul.tile:43
    int const ar387 = (tl_c3_0 + 116);  // matmul.tile:43
    int const ar388 = (tl_c3_0 + 118);  // matmul.tile:43
    int const ar389 = (tl_c3_0 + 120);  // matmul.tile:43
    int const ar390 = (tl_c3_0 + 122);  // matmul.tile:43
    int const ar391 = (tl_c3_0 + 124);  // matmul.tile:43
    int const ar392 = (tl_c3_0 + 126);  // matmul.tile:43
    int const v393 = ((int)((unsigned int)(v4) + (unsigned int)(tl_c3_0)));  // matmul.tile:43
    int const v394 = ((int)((unsigned int)(v4) + (unsigned int)(ar330)));  // matmul.tile:43
    int const v395 = ((int)((unsigned int)(v4) + (unsigned int)(ar331)));  // matmul.tile:43
    int const v396 = ((int)((unsigned int)(v4) + (unsigned int)(ar332)));  // matmul.tile:43
    int const v397 = ((int)((unsigned int)(v4) + (unsigned int)(ar333)));  // matmul.tile:43
    int const v398 = ((int)((unsigned int)(v4) + (unsigned int)(ar334)));  // matmul.tile:43
    int const v399 = ((int)((unsigned int)(v4) + (unsigned int)(ar335)));  // matmul.tile:43
    int const v400 = ((int)((unsigned int)(v4) + (unsigned int)(ar336)));  // matmul.tile:43
    int const v401 = ((int)((unsigned int)(v4) + (unsigned int)(ar337)));  // matmul.tile:43
    int const v402 = ((int)((unsigned int)(v4) + (unsigned int)(ar338)));  // matmul.tile:43
    int const v403 = ((int)((unsigned int)(v4) + (unsigned int)(ar339)));  // matmul.tile:43
    int const v404 = ((int)((unsigned int)(v4) + (unsigned int)(ar340)));  // matmul.tile:43
    int const v405 = ((int)((unsigned int)(v4) + (unsigned int)(ar341)));  // matmul.tile:43
    int const v406 = ((int)((unsigned int)(v4) + (unsigned int)(ar342)));  // matmul.tile:43
    int const v407 = ((int)((unsigned int)(v4) + (unsigned int)(ar343)));  // matmul.tile:43
    int const v408 = ((int)((unsigned int)(v4) + (unsigned int)(ar344)));  // matmul.tile:43
    int const v409 = ((int)((unsigned int)(v4) + (unsigned int)(ar345)));  // matmul.tile:43
    int const v410 = ((int)((unsigned int)(v4) + (unsigned int)(ar346)));  // matmul.tile:43
    int const v411 = ((int)((unsigned int)(v4) + (unsigned int)(ar347)));  // matmul.tile:43
    int const v412 = ((int)((unsigned int)(v4) + (unsigned int)(ar348)));  // matmul.tile:43
    int const v413 = ((int)((unsigned int)(v4) + (unsigned int)(ar349)));  // matmul.tile:43
    int const v414 = ((int)((unsigned int)(v4) + (unsigned int)(ar350)));  // matmul.tile:43
    int const v415 = ((int)((unsigned int)(v4) + (unsigned int)(ar351)));  // matmul.tile:43
    int const v416 = ((int)((unsigned int)(v4) + (unsigned int)(ar352)));  // matmul.tile:43
    int const v417 = ((int)((unsigned int)(v4) + (unsigned int)(ar353)));  // matmul.tile:43
    int const v418 = ((int)((unsigned int)(v4) + (unsigned int)(ar354)));  // matmul.tile:43
    int const v419 = ((int)((unsigned int)(v4) + (unsigned int)(ar355)));  // matmul.tile:43
    int const v420 = ((int)((unsigned int)(v4) + (unsigned int)(ar356)));  // matmul.tile:43
    int const v421 = ((int)((unsigned int)(v4) + (unsigned int)(ar357)));  // matmul.tile:43
    int const v422 = ((int)((unsigned int)(v4) + (unsigned int)(ar358)));  // matmul.tile:43
    int const v423 = ((int)((unsigned int)(v4) + (unsigned int)(ar359)));  // matmul.tile:43
    int const v424 = ((int)((unsigned int)(v4) + (unsigned int)(ar360)));  // matmul.tile:43
    int const v425 = ((int)((unsigned int)(v4) + (unsigned int)(ar361)));  // matmul.tile:43
    int const v426 = ((int)((unsigned int)(v4) + (unsigned int)(ar362)));  // matmul.tile:43
    int const v427 = ((int)((unsigned int)(v4) + (unsigned int)(ar363)));  // matmul.tile:43
    int const v428 = ((int)((unsigned int)(v4) + (unsigned int)(ar364)));  // matmul.tile:43
    int const v429 = ((int)((unsigned int)(v4) + (unsigned int)(ar365)));  // matmul.tile:43
    int const v430 = ((int)((unsigned int)(v4) + (unsigned int)(ar366)));  // matmul.tile:43
    int const v431 = ((int)((unsigned int)(v4) + (unsigned int)(ar367)));  // matmul.tile:43
    int const v432 = ((int)((unsigned int)(v4) + (unsigned int)(ar368)));  // matmul.tile:43
    int const v433 = ((int)((unsigned int)(v4) + (unsigned int)(ar369)));  // matmul.tile:43
    int const v434 = ((int)((unsigned int)(v4) + (unsigned int)(ar370)));  // matmul.tile:43
    int const v435 = ((int)((unsigned int)(v4) + (unsigned int)(ar371)));  // matmul.tile:43
    int const v436 = ((int)((unsigned int)(v4) + (unsigned int)(ar372)));  // matmul.tile:43
    int const v437 = ((int)((unsigned int)(v4) + (unsigned int)(ar373)));  // matmul.tile:43
    int const v438 = ((int)((unsigned int)(v4) + (unsigned int)(ar374)));  // matmul.tile:43
    int const v439 = ((int)((unsigned int)(v4) + (unsigned int)(ar375)));  // matmul.tile:43
    int const v440 = ((int)((unsigned int)(v4) + (unsigned int)(ar376)));  // matmul.tile:43
    int const v441 = ((int)((unsigned int)(v4) + (unsigned int)(ar377)));  // matmul.tile:43
    int const v442 = ((int)((unsigned int)(v4) + (unsigned int)(ar378)));  // matmul.tile:43
    int const v443 = ((int)((unsigned int)(v4) + (unsigned int)(ar379)));  // matmul.tile:43
    int const v444 = ((int)((unsigned int)(v4) + (unsigned int)(ar380)));  // matmul.tile:43
    int const v445 = ((int)((unsigned int)(v4) + (unsigned int)(ar381)));  // matmul.tile:43
    int const v446 = ((int)((unsigned int)(v4) + (unsigned int)(ar382)));  // matmul.tile:43
    int const v447 = ((int)((unsigned int)(v4) + (unsigned int)(ar383)));  // matmul.tile:43
    int const v448 = ((int)((unsigned int)(v4) + (unsigned int)(ar384)));  // matmul.tile:43
    int const v449 = ((int)((unsigned int)(v4) + (unsigned int)(ar385)));  // matmul.tile:43
    int const v450 = ((int)((unsigned int)(v4) + (unsigned int)(ar386)));  // matmul.tile:43
    int const v451 = ((int)((unsigned int)(v4) + (unsigned int)(ar387)));  // matmul.tile:43
    int const v452 = ((int)((unsigned int)(v4) + (unsigned int)(ar388)));  // matmul.tile:43
    int const v453 = ((int)((unsigned int)(v4) + (unsigned int)(ar389)));  // matmul.tile:43
    int const v454 = ((int)((unsigned int)(v4) + (unsigned int)(ar390)));  // matmul.tile:43
    int const v455 = ((int)((unsigned int)(v4) + (unsigned int)(ar391)));  // matmul.tile:43
    int const v456 = ((int)((unsigned int)(v4) + (unsigned int)(ar392)));  // matmul.tile:43
    int const v457 = ((int)((unsigned int)(v393) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v458 = ((int)((unsigned int)(v394) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v459 = ((int)((unsigned int)(v395) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v460 = ((int)((unsigned int)(v396) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v461 = ((int)((unsigned int)(v397) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v462 = ((int)((unsigned int)(v398) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v463 = ((int)((unsigned int)(v399) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v464 = ((int)((unsigned int)(v400) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v465 = ((int)((unsigned int)(v401) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v466 = ((int)((unsigned int)(v402) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v467 = ((int)((unsigned int)(v403) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v468 = ((int)((unsigned int)(v404) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v469 = ((int)((unsigned int)(v405) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v470 = ((int)((unsigned int)(v406) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v471 = ((int)((unsigned int)(v407) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v472 = ((int)((unsigned int)(v408) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v473 = ((int)((unsigned int)(v409) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v474 = ((int)((unsigned int)(v410) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v475 = ((int)((unsigned int)(v411) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v476 = ((int)((unsigned int)(v412) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v477 = ((int)((unsigned int)(v413) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v478 = ((int)((unsigned int)(v414) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v479 = ((int)((unsigned int)(v415) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v480 = ((int)((unsigned int)(v416) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v481 = ((int)((unsigned int)(v417) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v482 = ((int)((unsigned int)(v418) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v483 = ((int)((unsigned int)(v419) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v484 = ((int)((unsigned int)(v420) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v485 = ((int)((unsigned int)(v421) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v486 = ((int)((unsigned int)(v422) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v487 = ((int)((unsigned int)(v423) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v488 = ((int)((unsigned int)(v424) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v489 = ((int)((unsigned int)(v425) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v490 = ((int)((unsigned int)(v426) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v491 = ((int)((unsigned int)(v427) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v492 = ((int)((unsigned int)(v428) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v493 = ((int)((unsigned int)(v429) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v494 = ((int)((unsigned int)(v430) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v495 = ((int)((unsigned int)(v431) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v496 = ((int)((unsigned int)(v432) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v497 = ((int)((unsigned int)(v433) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v498 = ((int)((unsigned int)(v434) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v499 = ((int)((unsigned int)(v435) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v500 = ((int)((unsigned int)(v436) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v501 = ((int)((unsigned int)(v437) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v502 = ((int)((unsigned int)(v438) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v503 = ((int)((unsigned int)(v439) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v504 = ((int)((unsigned int)(v440) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v505 = ((int)((unsigned int)(v441) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v506 = ((int)((unsigned int)(v442) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v507 = ((int)((unsigned int)(v443) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v508 = ((int)((unsigned int)(v444) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v509 = ((int)((unsigned int)(v445) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v510 = ((int)((unsigned int)(v446) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v511 = ((int)((unsigned int)(v447) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v512 = ((int)((unsigned int)(v448) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v513 = ((int)((unsigned int)(v449) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v514 = ((int)((unsigned int)(v450) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v515 = ((int)((unsigned int)(v451) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v516 = ((int)((unsigned int)(v452) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v517 = ((int)((unsigned int)(v453) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v518 = ((int)((unsigned int)(v454) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v519 = ((int)((unsigned int)(v455) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    int const v520 = ((int)((unsigned int)(v456) * (unsigned int)(p_stride_am)));  // matmul.tile:43
    __half* const p521 = (p_a + v457);  // matmul.tile:43
    __half* const p522 = (p_a + v458);  // matmul.tile:43
    __half* const p523 = (p_a + v459);  // matmul.tile:43
    __half* const p524 = (p_a + v460);  // matmul.tile:43
    __half* const p525 = (p_a + v461);  // matmul.tile:43
    __half* const p526 = (p_a + v462);  // matmul.tile:43
    __half* const p527 = (p_a + v463);  // matmul.tile:43
    __half* const p528 = (p_a + v464);  // matmul.tile:43
    __half* const p529 = (p_a + v465);  // matmul.tile:43
    __half* const p530 = (p_a + v466);  // matmul.tile:43
    __half* const p531 = (p_a + v467);  // matmul.tile:43
    __half* const p532 = (p_a + v468);  // matmul.tile:43
    __half* const p533 = (p_a + v469);  // matmul.tile:43
    __half* const p534 = (p_a + v470);  // matmul.tile:43
    __half* const p535 = (p_a + v471);  // matmul.tile:43
    __half* const p536 = (p_a + v472);  // matmul.tile:43
    __half* const p537 = (p_a + v473);  // matmul.tile:43
    __half* const p538 = (p_a + v474);  // matmul.tile:43
    __half* const p539 = (p_a + v475);  // matmul.tile:43
    __half* const p540 = (p_a + v476);  // matmul.tile:43
    __half* const p541 = (p_a + v477);  // matmul.tile:43
    __half* const p542 = (p_a + v478);  // matmul.tile:43
    __half* const p543 = (p_a + v479);  // matmul.tile:43
    __half* const p544 = (p_a + v480);  // matmul.tile:43
    __half* const p545 = (p_a + v481);  // matmul.tile:43
    __half* const p546 = (p_a + v482);  // matmul.tile:43
    __half* const p547 = (p_a + v483);  // matmul.tile:43
    __half* const p548 = (p_a + v484);  // matmul.tile:43
    __half* const p549 = (p_a + v485);  // matmul.tile:43
    __half* const p550 = (p_a + v486);  // matmul.tile:43
    __half* const p551 = (p_a + v487);  // matmul.tile:43
    __half* const p552 = (p_a + v488);  // matmul.tile:43
    __half* const p553 = (p_a + v489);  // matmul.tile:43
    __half* const p554 = (p_a + v490);  // matmul.tile:43
    __half* const p555 = (p_a + v491);  // matmul.tile:43
    __half* const p556 = (p_a + v492);  // matmul.tile:43
    __half* const p557 = (p_a + v493);  // matmul.tile:43
    __half* const p558 = (p_a + v494);  // matmul.tile:43
    __half* const p559 = (p_a + v495);  // matmul.tile:43
    __half* const p560 = (p_a + v496);  // matmul.tile:43
    __half* const p561 = (p_a + v497);  // matmul.tile:43
    __half* const p562 = (p_a + v498);  // matmul.tile:43
    __half* const p563 = (p_a + v499);  // matmul.tile:43
    __half* const p564 = (p_a + v500);  // matmul.tile:43
    __half* const p565 = (p_a + v501);  // matmul.tile:43
    __half* const p566 = (p_a + v502);  // matmul.tile:43
    __half* const p567 = (p_a + v503);  // matmul.tile:43
    __half* const p568 = (p_a + v504);  // matmul.tile:43
    __half* const p569 = (p_a + v505);  // matmul.tile:43
    __half* const p570 = (p_a + v506);  // matmul.tile:43
    __half* const p571 = (p_a + v507);  // matmul.tile:43
    __half* const p572 = (p_a + v508);  // matmul.tile:43
    __half* const p573 = (p_a + v509);  // matmul.tile:43
    __half* const p574 = (p_a + v510);  // matmul.tile:43
    __half* const p575 = (p_a + v511);  // matmul.tile:43
    __half* const p576 = (p_a + v512);  // matmul.tile:43
    __half* const p577 = (p_a + v513);  // matmul.tile:43
    __half* const p578 = (p_a + v514);  // matmul.tile:43
    __half* const p579 = (p_a + v515);  // matmul.tile:43
    __half* const p580 = (p_a + v516);  // matmul.tile:43
    __half* const p581 = (p_a + v517);  // matmul.tile:43
    __half* const p582 = (p_a + v518);  // matmul.tile:43
    __half* const p583 = (p_a + v519);  // matmul.tile:43
    __half* const p584 = (p_a + v520);  // matmul.tile:43
    int const v585 = ((int)((unsigned int)(iv265) + (unsigned int)(tl_c4_0)));  // matmul.tile:43
    int const v586 = ((int)((unsigned int)(v585) * (unsigned int)(p_stride_ak)));  // matmul.tile:43
    __half* const p587 = (p521 + v586);  // matmul.tile:43
    __half* const p588 = (p522 + v586);  // matmul.tile:43
    __half* const p589 = (p523 + v586);  // matmul.tile:43
    __half* const p590 = (p524 + v586);  // matmul.tile:43
    __half* const p591 = (p525 + v586);  // matmul.tile:43
    __half* const p592 = (p526 + v586);  // matmul.tile:43
    __half* const p593 = (p527 + v586);  // matmul.tile:43
    __half* const p594 = (p528 + v586);  // matmul.tile:43
    __half* const p595 = (p529 + v586);  // matmul.tile:43
    __half* const p596 = (p530 + v586);  // matmul.tile:43
    __half* const p597 = (p531 + v586);  // matmul.tile:43
    __half* const p598 = (p532 + v586);  // matmul.tile:43
    __half* const p599 = (p533 + v586);  // matmul.tile:43
    __half* const p600 = (p534 + v586);  // matmul.tile:43
    __half* const p601 = (p535 + v586);  // matmul.tile:43
    __half* const p602 = (p536 + v586);  // matmul.tile:43
    __half* const p603 = (p537 + v586);  // matmul.tile:43
    __half* const p604 = (p538 + v586);  // matmul.tile:43
    __half* const p605 = (p539 + v586);  // matmul.tile:43
    __half* const p606 = (p540 + v586);  // matmul.tile:43
    __half* const p607 = (p541 + v586);  // matmul.tile:43
    __half* const p608 = (p542 + v586);  // matmul.tile:43
    __half* const p609 = (p543 + v586);  // matmul.tile:43
    __half* const p610 = (p544 + v586);  // matmul.tile:43
    __half* const p611 = (p545 + v586);  // matmul.tile:43
    __half* const p612 = (p546 + v586);  // matmul.tile:43
    __half* const p613 = (p547 + v586);  // matmul.tile:43
    __half* const p614 = (p548 + v586);  // matmul.tile:43
    __half* const p615 = (p549 + v586);  // matmul.tile:43
    __half* const p616 = (p550 + v586);  // matmul.tile:43
    __half* const p617 = (p551 + v586);  // matmul.tile:43
    __half* const p618 = (p552 + v586);  // matmul.tile:43
    __half* const p619 = (p553 + v586);  // matmul.tile:43
    __half* const p620 = (p554 + v586);  // matmul.tile:43
    __half* const p621 = (p555 + v586);  // matmul.tile:43
    __half* const p622 = (p556 + v586);  // matmul.tile:43
    __half* const p623 = (p557 + v586);  // matmul.tile:43
    __half* const p624 = (p558 + v586);  // matmul.tile:43
    __half* const p625 = (p559 + v586);  // matmul.tile:43
    __half* const p626 = (p560 + v586);  // matmul.tile:43
    __half* const p627 = (p561 + v586);  // matmul.tile:43
    __half* const p628 = (p562 + v586);  // matmul.tile:43
    __half* const p629 = (p563 + v586);  // matmul.tile:43
    __half* const p630 = (p564 + v586);  // matmul.tile:43
    __half* const p631 = (p565 + v586);  // matmul.tile:43
    __half* const p632 = (p566 + v586);  // matmul.tile:43
    __half* const p633 = (p567 + v586);  // matmul.tile:43
    __half* const p634 = (p568 + v586);  // matmul.tile:43
    __half* const p635 = (p569 + v586);  // matmul.tile:43
    __half* const p636 = (p570 + v586);  // matmul.tile:43
    __half* const p637 = (p571 + v586);  // matmul.tile:43
    __half* const p638 = (p572 + v586);  // matmul.tile:43
    __half* const p639 = (p573 + v586);  // matmul.tile:43
    __half* const p640 = (p574 + v586);  // matmul.tile:43
    __half* const p641 = (p575 + v586);  // matmul.tile:43
    __half* const p642 = (p576 + v586);  // matmul.tile:43
    __half* const p643 = (p577 + v586);  // matmul.tile:43
    __half* const p644 = (p578 + v586);  // matmul.tile:43
    __half* const p645 = (p579 + v586);  // matmul.tile:43
    __half* const p646 = (p580 + v586);  // matmul.tile:43
    __half* const p647 = (p581 + v586);  // matmul.tile:43
    __half* const p648 = (p582 + v586);  // matmul.tile:43
    __half* const p649 = (p583 + v586);  // matmul.tile:43
    __half* const p650 = (p584 + v586);  // matmul.tile:43
    int const ar651 = (tl_c3_0 + 2);  // matmul.tile:44
    int const ar652 = (tl_c3_0 + 4);  // matmul.tile:44
    int const ar653 = (tl_c3_0 + 6);  // matmul.tile:44
    int const ar654 = (tl_c3_0 + 8);  // matmul.tile:44
    int const ar655 = (tl_c3_0 + 10);  // matmul.tile:44
    int const ar656 = (tl_c3_0 + 12);  // matmul.tile:44
    int const ar657 = (tl_c3_0 + 14);  // matmul.tile:44
    int const ar658 = (tl_c3_0 + 16);  // matmul.tile:44
    int const ar659 = (tl_c3_0 + 18);  // matmul.tile:44
    int const ar660 = (tl_c3_0 + 20);  // matmul.tile:44
    int const ar661 = (tl_c3_0 + 22);  // matmul.tile:44
    int const ar662 = (tl_c3_0 + 24);  // matmul.tile:44
    int const ar663 = (tl_c3_0 + 26);  // matmul.tile:44
    int const ar664 = (tl_c3_0 + 28);  // matmul.tile:44
    int const ar665 = (tl_c3_0 + 30);  // matmul.tile:44
    int const ar666 = (tl_c3_0 + 32);  // matmul.tile:44
    int const ar667 = (tl_c3_0 + 34);  // matmul.tile:44
    int const ar668 = (tl_c3_0 + 36);  // matmul.tile:44
    int const ar669 = (tl_c3_0 + 38);  // matmul.tile:44
    int const ar670 = (tl_c3_0 + 40);  // matmul.tile:44
    int const ar671 = (tl_c3_0 + 42);  // matmul.tile:44
    int const ar672 = (tl_c3_0 + 44);  // matmul.tile:44
    int const ar673 = (tl_c3_0 + 46);  // matmul.tile:44
    int const ar674 = (tl_c3_0 + 48);  // matmul.tile:44
    int const ar675 = (tl_c3_0 + 50);  // matmul.tile:44
    int const ar676 = (tl_c3_0 + 52);  // matmul.tile:44
    int const ar677 = (tl_c3_0 + 54);  // matmul.tile:44
    int const ar678 = (tl_c3_0 + 56);  // matmul.tile:44
    int const ar679 = (tl_c3_0 + 58);  // matmul.tile:44
    int const ar680 = (tl_c3_0 + 60);  // matmul.tile:44
    int const ar681 = (tl_c3_0 + 62);  // matmul.tile:44
    int const ar682 = (tl_c3_0 + 64);  // matmul.tile:44
    int const ar683 = (tl_c3_0 + 66);  // matmul.tile:44
    int const ar684 = (tl_c3_0 + 68);  // matmul.tile:44
    int const ar685 = (tl_c3_0 + 70);  // matmul.tile:44
    int const ar686 = (tl_c3_0 + 72);  // matmul.tile:44
    int const ar687 = (tl_c3_0 + 74);  // matmul.tile:44
    int const ar688 = (tl_c3_0 + 76);  // matmul.tile:44
    int const ar689 = (tl_c3_0 + 78);  // matmul.tile:44
    int const ar690 = (tl_c3_0 + 80);  // matmul.tile:44
    int const ar691 = (tl_c3_0 + 82);  // matmul.tile:44
    int const ar692 = (tl_c3_0 + 84);  // matmul.tile:44
    int const ar693 = (tl_c3_0 + 86);  // matmul.tile:44
    int const ar694 = (tl_c3_0 + 88);  // matmul.tile:44
    int const ar695 = (tl_c3_0 + 90);  // matmul.tile:44
    int const ar696 = (tl_c3_0 + 92);  // matmul.tile:44
    int const ar697 = (tl_c3_0 + 94);  // matmul.tile:44
    int const ar698 = (tl_c3_0 + 96);  // matmul.tile:44
    int const ar699 = (tl_c3_0 + 98);  // matmul.tile:44
    int const ar700 = (tl_c3_0 + 100);  // matmul.tile:44
    int const ar701 = (tl_c3_0 + 102);  // matmul.tile:44
    int const ar702 = (tl_c3_0 + 104);  // matmul.tile:44
    int const ar703 = (tl_c3_0 + 106);  // matmul.tile:44
    int const ar704 = (tl_c3_0 + 108);  // matmul.tile:44
    int const ar705 = (tl_c3_0 + 110);  // matmul.tile:44
    int const ar706 = (tl_c3_0 + 112);  // matmul.tile:44
    int const ar707 = (tl_c3_0 + 114);  // matmul.tile:44
    int const ar708 = (tl_c3_0 + 116);  // matmul.tile:44
    int const ar709 = (tl_c3_0 + 118);  // matmul.tile:44
    int const ar710 = (tl_c3_0 + 120);  // matmul.tile:44
    int const ar711 = (tl_c3_0 + 122);  // matmul.tile:44
    int const ar712 = (tl_c3_0 + 124);  // matmul.tile:44
    int const ar713 = (tl_c3_0 + 126);  // matmul.tile:44
    int const v714 = ((int)((unsigned int)(v4) + (unsigned int)(tl_c3_0)));  // matmul.tile:44
    int const v715 = ((int)((unsigned int)(v4) + (unsigned int)(ar651)));  // matmul.tile:44
    int const v716 = ((int)((unsigned int)(v4) + (unsigned int)(ar652)));  // matmul.tile:44
    int const v717 = ((int)((unsigned int)(v4) + (unsigned int)(ar653)));  // matmul.tile:44
    int const v718 = ((int)((unsigned int)(v4) + (unsigned int)(ar654)));  // matmul.tile:44
    int const v719 = ((int)((unsigned int)(v4) + (unsigned int)(ar655)));  // matmul.tile:44
    int const v720 = ((int)((unsigned int)(v4) + (unsigned int)(ar656)));  // matmul.tile:44
    int const v721 = ((int)((unsigned int)(v4) + (unsigned int)(ar657)));  // matmul.tile:44
    int const v722 = ((int)((unsigned int)(v4) + (unsigned int)(ar658)));  // matmul.tile:44
    int const v723 = ((int)((unsigned int)(v4) + (unsigned int)(ar659)));  // matmul.tile:44
    int const v724 = ((int)((unsigned int)(v4) + (unsigned int)(ar660)));  // matmul.tile:44
    int const v725 = ((int)((unsigned int)(v4) + (unsigned int)(ar661)));  // matmul.tile:44
    int const v726 = ((int)((unsigned int)(v4) + (unsigned int)(ar662)));  // matmul.tile:44
    int const v727 = ((int)((unsigned int)(v4) + (unsigned int)(ar663)));  // matmul.tile:44
    int const v728 = ((int)((unsigned int)(v4) + (unsigned int)(ar664)));  // matmul.tile:44
    int const v729 = ((int)((unsigned int)(v4) + (unsigned int)(ar665)));  // matmul.tile:44
    int const v730 = ((int)((unsigned int)(v4) + (unsigned int)(ar666)));  // matmul.tile:44
    int const v731 = ((int)((unsigned int)(v4) + (unsigned int)(ar667)));  // matmul.tile:44
    int const v732 = ((int)((unsigned int)(v4) + (unsigned int)(ar668)));  // matmul.tile:44
    int const v733 = ((int)((unsigned int)(v4) + (unsigned int)(ar669)));  // matmul.tile:44
    int const v734 = ((int)((unsigned int)(v4) + (unsigned int)(ar670)));  // matmul.tile:44
    int const v735 = ((int)((unsigned int)(v4) + (unsigned int)(ar671)));  // matmul.tile:44
    int const v736 = ((int)((unsigned int)(v4) + (unsigned int)(ar672)));  // matmul.tile:44
    int const v737 = ((int)((unsigned int)(v4) + (unsigned int)(ar673)));  // matmul.tile:44
    int const v738 = ((int)((unsigned int)(v4) + (unsigned int)(ar674)));  // matmul.tile:44
    int const v739 = ((int)((unsigned int)(v4) + (unsigned int)(ar675)));  // matmul.tile:44
    int const v740 = ((int)((unsigned int)(v4) + (unsigned int)(ar676)));  // matmul.tile:44
    int const v741 = ((int)((unsigned int)(v4) + (unsigned int)(ar677)));  // matmul.tile:44
    int const v742 = ((int)((unsigned int)(v4) + (unsigned int)(ar678)));  // matmul.tile:44
    int const v743 = ((int)((unsigned int)(v4) + (unsigned int)(ar679)));  // matmul.tile:44
    int const v744 = ((int)((unsigned int)(v4) + (unsigned int)(ar680)));  // matmul.tile:44
    int const v745 = ((int)((unsigned int)(v4) + (unsigned int)(ar681)));  // matmul.tile:44
    int const v746 = ((int)((unsigned int)(v4) + (unsigned int)(ar682)));  // matmul.tile:44
    int const v747 = ((int)((unsigned int)(v4) + (unsigned int)(ar683)));  // matmul.tile:44
    int const v748 = ((int)((unsigned int)(v4) + (unsigned int)(ar684)));  // matmul.tile:44
    int const v749 = ((int)((unsigned int)(v4) + (unsigned int)(ar685)));  // matmul.tile:44
    int const v750 = ((int)((unsigned int)(v4) + (unsigned int)(ar686)));  // matmul.tile:44
    int const v751 = ((int)((unsigned int)(v4) + (unsigned int)(ar687)));  // matmul.tile:44
    int const v752 = ((int)((unsigned int)(v4) + (unsigned int)(ar688)));  // matmul.tile:44
    int const v753 = ((int)((unsigned int)(v4) + (unsigned int)(ar689)));  // matmul.tile:44
    int const v754 = ((int)((unsigned int)(v4) + (unsigned int)(ar690)));  // matmul.tile:44
    int const v755 = ((int)((unsigned int)(v4) + (unsigned int)(ar691)));  // matmul.tile:44
    int const v756 = ((int)((unsigned int)(v4) + (unsigned int)(ar692)));  // matmul.tile:44
    int const v757 = ((int)((unsigned int)(v4) + (unsigned int)(ar693)));  // matmul.tile:44
    int const v758 = ((int)((unsigned int)(v4) + (unsigned int)(ar694)));  // matmul.tile:44
    int const v759 = ((int)((unsigned int)(v4) + (unsigned int)(ar695)));  // matmul.tile:44
    int const v760 = ((int)((unsigned int)(v4) + (unsigned int)(ar696)));  // matmul.tile:44
    int const v761 = ((int)((unsigned int)(v4) + (unsigned int)(ar697)));  // matmul.tile:44
    int const v762 = ((int)((unsigned int)(v4) + (unsigned int)(ar698)));  // matmul.tile:44
    int const v763 = ((int)((unsigned int)(v4) + (unsigned int)(ar699)));  // matmul.tile:44
    int const v764 = ((int)((unsigned int)(v4) + (unsigned int)(ar700)));  // matmul.tile:44
    int const v765 = ((int)((unsigned int)(v4) + (unsigned int)(ar701)));  // matmul.tile:44
    int const v766 = ((int)((unsigned int)(v4) + (unsigned int)(ar702)));  // matmul.tile:44
    int const v767 = ((int)((unsigned int)(v4) + (unsigned int)(ar703)));  // matmul.tile:44
    int const v768 = ((int)((unsigned int)(v4) + (unsigned int)(ar704)));  // matmul.tile:44
    int const v769 = ((int)((unsigned int)(v4) + (unsigned int)(ar705)));  // matmul.tile:44
    int const v770 = ((int)((unsigned int)(v4) + (unsigned int)(ar706)));  // matmul.tile:44
    int const v771 = ((int)((unsigned int)(v4) + (unsigned int)(ar707)));  // matmul.tile:44
    int const v772 = ((int)((unsigned int)(v4) + (unsigned int)(ar708)));  // matmul.tile:44
    int const v773 = ((int)((unsigned int)(v4) + (unsigned int)(ar709)));  // matmul.tile:44
    int const v774 = ((int)((unsigned int)(v4) + (unsigned int)(ar710)));  // matmul.tile:44
    int const v775 = ((int)((unsigned int)(v4) + (unsigned int)(ar711)));  // matmul.tile:44
    int const v776 = ((int)((unsigned int)(v4) + (unsigned int)(ar712)));  // matmul.tile:44
    int const v777 = ((int)((unsigned int)(v4) + (unsigned int)(ar713)));  // matmul.tile:44
    bool const v778 = (v714 < p_M);  // matmul.tile:44
    bool const v779 = (v715 < p_M);  // matmul.tile:44
    bool const v780 = (v716 < p_M);  // matmul.tile:44
    bool const v781 = (v717 < p_M);  // matmul.tile:44
    bool const v782 = (v718 < p_M);  // matmul.tile:44
    bool const v783 = (v719 < p_M);  // matmul.tile:44
    bool const v784 = (v720 < p_M);  // matmul.tile:44
    bool const v785 = (v721 < p_M);  // matmul.tile:44
    bool const v786 = (v722 < p_M);  // matmul.tile:44
    bool const v787 = (v723 < p_M);  // matmul.tile:44
    bool const v788 = (v724 < p_M);  // matmul.tile:44
    bool const v789 = (v725 < p_M);  // matmul.tile:44
    bool const v790 = (v726 < p_M);  // matmul.tile:44
    bool const v791 = (v727 < p_M);  // matmul.tile:44
    bool const v792 = (v728 < p_M);  // matmul.tile:44
    bool const v793 = (v729 < p_M);  // matmul.tile:44
    bool const v794 = (v730 < p_M);  // matmul.tile:44
    bool const v795 = (v731 < p_M);  // matmul.tile:44
    bool const v796 = (v732 < p_M);  // matmul.tile:44
    bool const v797 = (v733 < p_M);  // matmul.tile:44
    bool const v798 = (v734 < p_M);  // matmul.tile:44
    bool const v799 = (v735 < p_M);  // matmul.tile:44
    bool const v800 = (v736 < p_M);  // matmul.tile:44
    bool const v801 = (v737 < p_M);  // matmul.tile:44
    bool const v802 = (v738 < p_M);  // matmul.tile:44
    bool const v803 = (v739 < p_M);  // matmul.tile:44
    bool const v804 = (v740 < p_M);  // matmul.tile:44
    bool const v805 = (v741 < p_M);  // matmul.tile:44
    bool const v806 = (v742 < p_M);  // matmul.tile:44
    bool const v807 = (v743 < p_M);  // matmul.tile:44
    bool const v808 = (v744 < p_M);  // matmul.tile:44
    bool const v809 = (v745 < p_M);  // matmul.tile:44
    bool const v810 = (v746 < p_M);  // matmul.tile:44
    bool const v811 = (v747 < p_M);  // matmul.tile:44
    bool const v812 = (v748 < p_M);  // matmul.tile:44
    bool const v813 = (v749 < p_M);  // matmul.tile:44
    bool const v814 = (v750 < p_M);  // matmul.tile:44
    bool const v815 = (v751 < p_M);  // matmul.tile:44
    bool const v816 = (v752 < p_M);  // matmul.tile:44
    bool const v817 = (v753 < p_M);  // matmul.tile:44
    bool const v818 = (v754 < p_M);  // matmul.tile:44
    bool const v819 = (v755 < p_M);  // matmul.tile:44
    bool const v820 = (v756 < p_M);  // matmul.tile:44
    bool const v821 = (v757 < p_M);  // matmul.tile:44
    bool const v822 = (v758 < p_M);  // matmul.tile:44
    bool const v823 = (v759 < p_M);  // matmul.tile:44
    bool const v824 = (v760 < p_M);  // matmul.tile:44
    bool const v825 = (v761 < p_M);  // matmul.tile:44
    bool const v826 = (v762 < p_M);  // matmul.tile:44
    bool const v827 = (v763 < p_M);  // matmul.tile:44
    bool const v828 = (v764 < p_M);  // matmul.tile:44
    bool const v829 = (v765 < p_M);  // matmul.tile:44
    bool const v830 = (v766 < p_M);  // matmul.tile:44
    bool const v831 = (v767 < p_M);  // matmul.tile:44
    bool const v832 = (v768 < p_M);  // matmul.tile:44
    bool const v833 = (v769 < p_M);  // matmul.tile:44
    bool const v834 = (v770 < p_M);  // matmul.tile:44
    bool const v835 = (v771 < p_M);  // matmul.tile:44
    bool const v836 = (v772 < p_M);  // matmul.tile:44
    bool const v837 = (v773 < p_M);  // matmul.tile:44
    bool const v838 = (v774 < p_M);  // matmul.tile:44
    bool const v839 = (v775 < p_M);  // matmul.tile:44
    bool const v840 = (v776 < p_M);  // matmul.tile:44
    bool const v841 = (v777 < p_M);  // matmul.tile:44
    int const v842 = ((int)((unsigned int)(iv265) + (unsigned int)(tl_c4_0)));  // matmul.tile:44
    bool const v843 = (v842 < p_K);  // matmul.tile:44
    bool const v844 = ((bool)(v778 & v843));  // matmul.tile:44
    bool const v845 = ((bool)(v779 & v843));  // matmul.tile:44
    bool const v846 = ((bool)(v780 & v843));  // matmul.tile:44
    bool const v847 = ((bool)(v781 & v843));  // matmul.tile:44
    bool const v848 = ((bool)(v782 & v843));  // matmul.tile:44
    bool const v849 = ((bool)(v783 & v843));  // matmul.tile:44
    bool const v850 = ((bool)(v784 & v843));  // matmul.tile:44
    bool const v851 = ((bool)(v785 & v843));  // matmul.tile:44
    bool const v852 = ((bool)(v786 & v843));  // matmul.tile:44
    bool const v853 = ((bool)(v787 & v843));  // matmul.tile:44
    bool const v854 = ((bool)(v788 & v843));  // matmul.tile:44
    bool const v855 = ((bool)(v789 & v843));  // matmul.tile:44
    bool const v856 = ((bool)(v790 & v843));  // matmul.tile:44
    bool const v857 = ((bool)(v791 & v843));  // matmul.tile:44
    bool const v858 = ((bool)(v792 & v843));  // matmul.tile:44
    bool const v859 = ((bool)(v793 & v843));  // matmul.tile:44
    bool const v860 = ((bool)(v794 & v843));  // matmul.tile:44
    bool const v861 = ((bool)(v795 & v843));  // matmul.tile:44
    bool const v862 = ((bool)(v796 & v843));  // matmul.tile:44
    bool const v863 = ((bool)(v797 & v843));  // matmul.tile:44
    bool const v864 = ((bool)(v798 & v843));  // matmul.tile:44
    bool const v865 = ((bool)(v799 & v843));  // matmul.tile:44
    bool const v866 = ((bool)(v800 & v843));  // matmul.tile:44
    bool const v867 = ((bool)(v801 & v843));  // matmul.tile:44
    bool const v868 = ((bool)(v802 & v843));  // matmul.tile:44
    bool const v869 = ((bool)(v803 & v843));  // matmul.tile:44
    bool const v870 = ((bool)(v804 & v843));  // matmul.tile:44
    bool const v871 = ((bool)(v805 & v843));  // matmul.tile:44
    bool const v872 = ((bool)(v806 & v843));  // matmul.tile:44
    bool const v873 = ((bool)(v807 & v843));  // matmul.tile:44
    bool const v874 = ((bool)(v808 & v843));  // matmul.tile:44
    bool const v875 = ((bool)(v809 & v843));  // matmul.tile:44
    bool const v876 = ((bool)(v810 & v843));  // matmul.tile:44
    bool const v877 = ((bool)(v811 & v843));  // matmul.tile:44
    bool const v878 = ((bool)(v812 & v843));  // matmul.tile:44
    bool const v879 = ((bool)(v813 & v843));  // matmul.tile:44
    bool const v880 = ((bool)(v814 & v843));  // matmul.tile:44
    bool const v881 = ((bool)(v815 & v843));  // matmul.tile:44
    bool const v882 = ((bool)(v816 & v843));  // matmul.tile:44
    bool const v883 = ((bool)(v817 & v843));  // matmul.tile:44
    bool const v884 = ((bool)(v818 & v843));  // matmul.tile:44
    bool const v885 = ((bool)(v819 & v843));  // matmul.tile:44
    bool const v886 = ((bool)(v820 & v843));  // matmul.tile:44
    bool const v887 = ((bool)(v821 & v843));  // matmul.tile:44
    bool const v888 = ((bool)(v822 & v843));  // matmul.tile:44
    bool const v889 = ((bool)(v823 & v843));  // matmul.tile:44
    bool const v890 = ((bool)(v824 & v843));  // matmul.tile:44
    bool const v891 = ((bool)(v825 & v843));  // matmul.tile:44
    bool const v892 = ((bool)(v826 & v843));  // matmul.tile:44
    bool const v893 = ((bool)(v827 & v843));  // matmul.tile:44
    bool const v894 = ((bool)(v828 & v843));  // matmul.tile:44
    bool const v895 = ((bool)(v829 & v843));  // matmul.tile:44
    bool const v896 = ((bool)(v830 & v843));  // matmul.tile:44
    bool const v897 = ((bool)(v831 & v843));  // matmul.tile:44
    bool const v898 = ((bool)(v832 & v843));  // matmul.tile:44
    bool const v899 = ((bool)(v833 & v843));  // matmul.tile:44
    bool const v900 = ((bool)(v834 & v843));  // matmul.tile:44
    bool const v901 = ((bool)(v835 & v843));  // matmul.tile:44
    bool const v902 = ((bool)(v836 & v843));  // matmul.tile:44
    bool const v903 = ((bool)(v837 & v843));  // matmul.tile:44
    bool const v904 = ((bool)(v838 & v843));  // matmul.tile:44
    bool const v905 = ((bool)(v839 & v843));  // matmul.tile:44
    bool const v906 = ((bool)(v840 & v843));  // matmul.tile:44
    bool const v907 = ((bool)(v841 & v843));  // matmul.tile:44
    __half const k908 = __ushort_as_half((unsigned short)0);  // matmul.tile:43
    const __half ld909 = v844 ? *p587 : k908;  // matmul.tile:43
    const __half ld910 = v845 ? *p588 : k908;  // matmul.tile:43
    const __half ld911 = v846 ? *p589 : k908;  // matmul.tile:43
    const __half ld912 = v847 ? *p590 : k908;  // matmul.tile:43
    const __half ld913 = v848 ? *p591 : k908;  // matmul.tile:43
    const __half ld914 = v849 ? *p592 : k908;  // matmul.tile:43
    const __half ld915 = v850 ? *p593 : k908;  // matmul.tile:43
    const __half ld916 = v851 ? *p594 : k908;  // matmul.tile:43
    const __half ld917 = v852 ? *p595 : k908;  // matmul.tile:43
    const __half ld918 = v853 ? *p596 : k908;  // matmul.tile:43
    const __half ld919 = v854 ? *p597 : k908;  // matmul.tile:43
    const __half ld920 = v855 ? *p598 : k908;  // matmul.tile:43
    const __half ld921 = v856 ? *p599 : k908;  // matmul.tile:43
    const __half ld922 = v857 ? *p600 : k908;  // matmul.tile:43
    const __half ld923 = v858 ? *p601 : k908;  // matmul.tile:43
    const __half ld924 = v859 ? *p602 : k908;  // matmul.tile:43
    const __half ld925 = v860 ? *p603 : k908;  // matmul.tile:43
    const __half ld926 = v861 ? *p604 : k908;  // matmul.tile:43
    const __half ld927 = v862 ? *p605 : k908;  // matmul.tile:43
    const __half ld928 = v863 ? *p606 : k908;  // matmul.tile:43
    const __half ld929 = v864 ? *p607 : k908;  // matmul.tile:43
    const __half ld930 = v865 ? *p608 : k908;  // matmul.tile:43
    const __half ld931 = v866 ? *p609 : k908;  // matmul.tile:43
    const __half ld932 = v867 ? *p610 : k908;  // matmul.tile:43
    const __half ld933 = v868 ? *p611 : k908;  // matmul.tile:43
    const __half ld934 = v869 ? *p612 : k908;  // matmul.tile:43
    const __half ld935 = v870 ? *p613 : k908;  // matmul.tile:43
    const __half ld936 = v871 ? *p614 : k908;  // matmul.tile:43
    const __half ld937 = v872 ? *p615 : k908;  // matmul.tile:43
    const __half ld938 = v873 ? *p616 : k908;  // matmul.tile:43
    const __half ld939 = v874 ? *p617 : k908;  // matmul.tile:43
    const __half ld940 = v875 ? *p618 : k908;  // matmul.tile:43
    const __half ld941 = v876 ? *p619 : k908;  // matmul.tile:43
    const __half ld942 = v877 ? *p620 : k908;  // matmul.tile:43
    const __half ld943 = v878 ? *p621 : k908;  // matmul.tile:43
    const __half ld944 = v879 ? *p622 : k908;  // matmul.tile:43
    const __half ld945 = v880 ? *p623 : k908;  // matmul.tile:43
    const __half ld946 = v881 ? *p624 : k908;  // matmul.tile:43
    const __half ld947 = v882 ? *p625 : k908;  // matmul.tile:43
    const __half ld948 = v883 ? *p626 : k908;  // matmul.tile:43
    const __half ld949 = v884 ? *p627 : k908;  // matmul.tile:43
    const __half ld950 = v885 ? *p628 : k908;  // matmul.tile:43
    const __half ld951 = v886 ? *p629 : k908;  // matmul.tile:43
    const __half ld952 = v887 ? *p630 : k908;  // matmul.tile:43
    const __half ld953 = v888 ? *p631 : k908;  // matmul.tile:43
    const __half ld954 = v889 ? *p632 : k908;  // matmul.tile:43
    const __half ld955 = v890 ? *p633 : k908;  // matmul.tile:43
    const __half ld956 = v891 ? *p634 : k908;  // matmul.tile:43
    const __half ld957 = v892 ? *p635 : k908;  // matmul.tile:43
    const __half ld958 = v893 ? *p636 : k908;  // matmul.tile:43
    const __half ld959 = v894 ? *p637 : k908;  // matmul.tile:43
    const __half ld960 = v895 ? *p638 : k908;  // matmul.tile:43
    const __half ld961 = v896 ? *p639 : k908;  // matmul.tile:43
    const __half ld962 = v897 ? *p640 : k908;  // matmul.tile:43
    const __half ld963 = v898 ? *p641 : k908;  // matmul.tile:43
    const __half ld964 = v899 ? *p642 : k908;  // matmul.tile:43
    const __half ld965 = v900 ? *p643 : k908;  // matmul.tile:43
    const __half ld966 = v901 ? *p644 : k908;  // matmul.tile:43
    const __half ld967 = v902 ? *p645 : k908;  // matmul.tile:43
    const __half ld968 = v903 ? *p646 : k908;  // matmul.tile:43
    const __half ld969 = v904 ? *p647 : k908;  // matmul.tile:43
    const __half ld970 = v905 ? *p648 : k908;  // matmul.tile:43
    const __half ld971 = v906 ? *p649 : k908;  // matmul.tile:43
    const __half ld972 = v907 ? *p650 : k908;  // matmul.tile:43
    int const v973 = ((int)((unsigned int)(v266) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v974 = ((int)((unsigned int)(v267) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v975 = ((int)((unsigned int)(v268) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v976 = ((int)((unsigned int)(v269) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v977 = ((int)((unsigned int)(v270) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v978 = ((int)((unsigned int)(v271) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v979 = ((int)((unsigned int)(v272) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v980 = ((int)((unsigned int)(v273) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v981 = ((int)((unsigned int)(v274) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v982 = ((int)((unsigned int)(v275) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v983 = ((int)((unsigned int)(v276) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v984 = ((int)((unsigned int)(v277) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v985 = ((int)((unsigned int)(v278) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v986 = ((int)((unsigned int)(v279) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v987 = ((int)((unsigned int)(v280) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v988 = ((int)((unsigned int)(v281) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v989 = ((int)((unsigned int)(v282) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v990 = ((int)((unsigned int)(v283) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v991 = ((int)((unsigned int)(v284) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v992 = ((int)((unsigned int)(v285) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v993 = ((int)((unsigned int)(v286) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v994 = ((int)((unsigned int)(v287) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v995 = ((int)((unsigned int)(v288) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v996 = ((int)((unsigned int)(v289) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v997 = ((int)((unsigned int)(v290) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v998 = ((int)((unsigned int)(v291) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v999 = ((int)((unsigned int)(v292) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v1000 = ((int)((unsigned int)(v293) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v1001 = ((int)((unsigned int)(v294) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v1002 = ((int)((unsigned int)(v295) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v1003 = ((int)((unsigned int)(v296) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v1004 = ((int)((unsigned int)(v297) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v1005 = ((int)((unsigned int)(v298) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v1006 = ((int)((unsigned int)(v299) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v1007 = ((int)((unsigned int)(v300) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v1008 = ((int)((unsigned int)(v301) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v1009 = ((int)((unsigned int)(v302) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v1010 = ((int)((unsigned int)(v303) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v1011 = ((int)((unsigned int)(v304) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v1012 = ((int)((unsigned int)(v305) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v1013 = ((int)((unsigned int)(v306) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v1014 = ((int)((unsigned int)(v307) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v1015 = ((int)((unsigned int)(v308) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v1016 = ((int)((unsigned int)(v309) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v1017 = ((int)((unsigned int)(v310) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v1018 = ((int)((unsigned int)(v311) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v1019 = ((int)((unsigned int)(v312) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v1020 = ((int)((unsigned int)(v313) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v1021 = ((int)((unsigned int)(v314) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v1022 = ((int)((unsigned int)(v315) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v1023 = ((int)((unsigned int)(v316) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v1024 = ((int)((unsigned int)(v317) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v1025 = ((int)((unsigned int)(v318) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v1026 = ((int)((unsigned int)(v319) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v1027 = ((int)((unsigned int)(v320) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v1028 = ((int)((unsigned int)(v321) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v1029 = ((int)((unsigned int)(v322) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v1030 = ((int)((unsigned int)(v323) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v1031 = ((int)((unsigned int)(v324) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v1032 = ((int)((unsigned int)(v325) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v1033 = ((int)((unsigned int)(v326) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v1034 = ((int)((unsigned int)(v327) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v1035 = ((int)((unsigned int)(v328) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    int const v1036 = ((int)((unsigned int)(v329) * (unsigned int)(p_stride_bk)));  // matmul.tile:45
    __half* const p1037 = (p_b + v973);  // matmul.tile:45
    __half* const p1038 = (p_b + v974);  // matmul.tile:45
    __half* const p1039 = (p_b + v975);  // matmul.tile:45
    __half* const p1040 = (p_b + v976);  // matmul.tile:45
    __half* const p1041 = (p_b + v977);  // matmul.tile:45
    __half* const p1042 = (p_b + v978);  // matmul.tile:45
    __half* const p1043 = (p_b + v979);  // matmul.tile:45
    __half* const p1044 = (p_b + v980);  // matmul.tile:45
    __half* const p1045 = (p_b + v981);  // matmul.tile:45
    __half* const p1046 = (p_b + v982);  // matmul.tile:45
    __half* const p1047 = (p_b + v983);  // matmul.tile:45
    __half* const p1048 = (p_b + v984);  // matmul.tile:45
    __half* const p1049 = (p_b + v985);  // matmul.tile:45
    __half* const p1050 = (p_b + v986);  // matmul.tile:45
    __half* const p1051 = (p_b + v987);  // matmul.tile:45
    __half* const p1052 = (p_b + v988);  // matmul.tile:45
    __half* const p1053 = (p_b + v989);  // matmul.tile:45
    __half* const p1054 = (p_b + v990);  // matmul.tile:45
    __half* const p1055 = (p_b + v991);  // matmul.tile:45
    __half* const p1056 = (p_b + v992);  // matmul.tile:45
    __half* const p1057 = (p_b + v993);  // matmul.tile:45
    __half* const p1058 = (p_b + v994);  // matmul.tile:45
    __half* const p1059 = (p_b + v995);  // matmul.tile:45
    __half* const p1060 = (p_b + v996);  // matmul.tile:45
    __half* const p1061 = (p_b + v997);  // matmul.tile:45
    __half* const p1062 = (p_b + v998);  // matmul.tile:45
    __half* const p1063 = (p_b + v999);  // matmul.tile:45
    __half* const p1064 = (p_b + v1000);  // matmul.tile:45
    __half* const p1065 = (p_b + v1001);  // matmul.tile:45
    __half* const p1066 = (p_b + v1002);  // matmul.tile:45
    __half* const p1067 = (p_b + v1003);  // matmul.tile:45
    __half* const p1068 = (p_b + v1004);  // matmul.tile:45
    __half* const p1069 = (p_b + v1005);  // matmul.tile:45
    __half* const p1070 = (p_b + v1006);  // matmul.tile:45
    __half* const p1071 = (p_b + v1007);  // matmul.tile:45
    __half* const p1072 = (p_b + v1008);  // matmul.tile:45
    __half* const p1073 = (p_b + v1009);  // matmul.tile:45
    __half* const p1074 = (p_b + v1010);  // matmul.tile:45
    __half* const p1075 = (p_b + v1011);  // matmul.tile:45
    __half* const p1076 = (p_b + v1012);  // matmul.tile:45
    __half* const p1077 = (p_b + v1013);  // matmul.tile:45
    __half* const p1078 = (p_b + v1014);  // matmul.tile:45
    __half* const p1079 = (p_b + v1015);  // matmul.tile:45
    __half* const p1080 = (p_b + v1016);  // matmul.tile:45
    __half* const p1081 = (p_b + v1017);  // matmul.tile:45
    __half* const p1082 = (p_b + v1018);  // matmul.tile:45
    __half* const p1083 = (p_b + v1019);  // matmul.tile:45
    __half* const p1084 = (p_b + v1020);  // matmul.tile:45
    __half* const p1085 = (p_b + v1021);  // matmul.tile:45
    __half* const p1086 = (p_b + v1022);  // matmul.tile:45
    __half* const p1087 = (p_b + v1023);  // matmul.tile:45
    __half* const p1088 = (p_b + v1024);  // matmul.tile:45
    __half* const p1089 = (p_b + v1025);  // matmul.tile:45
    __half* const p1090 = (p_b + v1026);  // matmul.tile:45
    __half* const p1091 = (p_b + v1027);  // matmul.tile:45
    __half* const p1092 = (p_b + v1028);  // matmul.tile:45
    __half* const p1093 = (p_b + v1029);  // matmul.tile:45
    __half* const p1094 = (p_b + v1030);  // matmul.tile:45
    __half* const p1095 = (p_b + v1031);  // matmul.tile:45
    __half* const p1096 = (p_b + v1032);  // matmul.tile:45
    __half* const p1097 = (p_b + v1033);  // matmul.tile:45
    __half* const p1098 = (p_b + v1034);  // matmul.tile:45
    __half* const p1099 = (p_b + v1035);  // matmul.tile:45
    __half* const p1100 = (p_b + v1036);  // matmul.tile:45
    int const v1101 = ((int)((unsigned int)(v134) * (unsigned int)(p_stride_bn)));  // matmul.tile:45
    __half* const p1102 = (p1037 + v1101);  // matmul.tile:45
    __half* const p1103 = (p1038 + v1101);  // matmul.tile:45
    __half* const p1104 = (p1039 + v1101);  // matmul.tile:45
    __half* const p1105 = (p1040 + v1101);  // matmul.tile:45
    __half* const p1106 = (p1041 + v1101);  // matmul.tile:45
    __half* const p1107 = (p1042 + v1101);  // matmul.tile:45
    __half* const p1108 = (p1043 + v1101);  // matmul.tile:45
    __half* const p1109 = (p1044 + v1101);  // matmul.tile:45
    __half* const p1110 = (p1045 + v1101);  // matmul.tile:45
    __half* const p1111 = (p1046 + v1101);  // matmul.tile:45
    __half* const p1112 = (p1047 + v1101);  // matmul.tile:45
    __half* const p1113 = (p1048 + v1101);  // matmul.tile:45
    __half* const p1114 = (p1049 + v1101);  // matmul.tile:45
    __half* const p1115 = (p1050 + v1101);  // matmul.tile:45
    __half* const p1116 = (p1051 + v1101);  // matmul.tile:45
    __half* const p1117 = (p1052 + v1101);  // matmul.tile:45
    __half* const p1118 = (p1053 + v1101);  // matmul.tile:45
    __half* const p1119 = (p1054 + v1101);  // matmul.tile:45
    __half* const p1120 = (p1055 + v1101);  // matmul.tile:45
    __half* const p1121 = (p1056 + v1101);  // matmul.tile:45
    __half* const p1122 = (p1057 + v1101);  // matmul.tile:45
    __half* const p1123 = (p1058 + v1101);  // matmul.tile:45
    __half* const p1124 = (p1059 + v1101);  // matmul.tile:45
    __half* const p1125 = (p1060 + v1101);  // matmul.tile:45
    __half* const p1126 = (p1061 + v1101);  // matmul.tile:45
    __half* const p1127 = (p1062 + v1101);  // matmul.tile:45
    __half* const p1128 = (p1063 + v1101);  // matmul.tile:45
    __half* const p1129 = (p1064 + v1101);  // matmul.tile:45
    __half* const p1130 = (p1065 + v1101);  // matmul.tile:45
    __half* const p1131 = (p1066 + v1101);  // matmul.tile:45
    __half* const p1132 = (p1067 + v1101);  // matmul.tile:45
    __half* const p1133 = (p1068 + v1101);  // matmul.tile:45
    __half* const p1134 = (p1069 + v1101);  // matmul.tile:45
    __half* const p1135 = (p1070 + v1101);  // matmul.tile:45
    __half* const p1136 = (p1071 + v1101);  // matmul.tile:45
    __half* const p1137 = (p1072 + v1101);  // matmul.tile:45
    __half* const p1138 = (p1073 + v1101);  // matmul.tile:45
    __half* const p1139 = (p1074 + v1101);  // matmul.tile:45
    __half* const p1140 = (p1075 + v1101);  // matmul.tile:45
    __half* const p1141 = (p1076 + v1101);  // matmul.tile:45
    __half* const p1142 = (p1077 + v1101);  // matmul.tile:45
    __half* const p1143 = (p1078 + v1101);  // matmul.tile:45
    __half* const p1144 = (p1079 + v1101);  // matmul.tile:45
    __half* const p1145 = (p1080 + v1101);  // matmul.tile:45
    __half* const p1146 = (p1081 + v1101);  // matmul.tile:45
    __half* const p1147 = (p1082 + v1101);  // matmul.tile:45
    __half* const p1148 = (p1083 + v1101);  // matmul.tile:45
    __half* const p1149 = (p1084 + v1101);  // matmul.tile:45
    __half* const p1150 = (p1085 + v1101);  // matmul.tile:45
    __half* const p1151 = (p1086 + v1101);  // matmul.tile:45
    __half* const p1152 = (p1087 + v1101);  // matmul.tile:45
    __half* const p1153 = (p1088 + v1101);  // matmul.tile:45
    __half* const p1154 = (p1089 + v1101);  // matmul.tile:45
    __half* const p1155 = (p1090 + v1101);  // matmul.tile:45
    __half* const p1156 = (p1091 + v1101);  // matmul.tile:45
    __half* const p1157 = (p1092 + v1101);  // matmul.tile:45
    __half* const p1158 = (p1093 + v1101);  // matmul.tile:45
    __half* const p1159 = (p1094 + v1101);  // matmul.tile:45
    __half* const p1160 = (p1095 + v1101);  // matmul.tile:45
    __half* const p1161 = (p1096 + v1101);  // matmul.tile:45
    __half* const p1162 = (p1097 + v1101);  // matmul.tile:45
    __half* const p1163 = (p1098 + v1101);  // matmul.tile:45
    __half* const p1164 = (p1099 + v1101);  // matmul.tile:45
    __half* const p1165 = (p1100 + v1101);  // matmul.tile:45
    bool const v1166 = (v266 < p_K);  // matmul.tile:46
    bool const v1167 = (v267 < p_K);  // matmul.tile:46
    bool const v1168 = (v268 < p_K);  // matmul.tile:46
    bool const v1169 = (v269 < p_K);  // matmul.tile:46
    bool const v1170 = (v270 < p_K);  // matmul.tile:46
    bool const v1171 = (v271 < p_K);  // matmul.tile:46
    bool const v1172 = (v272 < p_K);  // matmul.tile:46
    bool const v1173 = (v273 < p_K);  // matmul.tile:46
    bool const v1174 = (v274 < p_K);  // matmul.tile:46
    bool const v1175 = (v275 < p_K);  // matmul.tile:46
    bool const v1176 = (v276 < p_K);  // matmul.tile:46
    bool const v1177 = (v277 < p_K);  // matmul.tile:46
    bool const v1178 = (v278 < p_K);  // matmul.tile:46
    bool const v1179 = (v279 < p_K);  // matmul.tile:46
    bool const v1180 = (v280 < p_K);  // matmul.tile:46
    bool const v1181 = (v281 < p_K);  // matmul.tile:46
    bool const v1182 = (v282 < p_K);  // matmul.tile:46
    bool const v1183 = (v283 < p_K);  // matmul.tile:46
    bool const v1184 = (v284 < p_K);  // matmul.tile:46
    bool const v1185 = (v285 < p_K);  // matmul.tile:46
    bool const v1186 = (v286 < p_K);  // matmul.tile:46
    bool const v1187 = (v287 < p_K);  // matmul.tile:46
    bool const v1188 = (v288 < p_K);  // matmul.tile:46
    bool const v1189 = (v289 < p_K);  // matmul.tile:46
    bool const v1190 = (v290 < p_K);  // matmul.tile:46
    bool const v1191 = (v291 < p_K);  // matmul.tile:46
    bool const v1192 = (v292 < p_K);  // matmul.tile:46
    bool const v1193 = (v293 < p_K);  // matmul.tile:46
    bool const v1194 = (v294 < p_K);  // matmul.tile:46
    bool const v1195 = (v295 < p_K);  // matmul.tile:46
    bool const v1196 = (v296 < p_K);  // matmul.tile:46
    bool const v1197 = (v297 < p_K);  // matmul.tile:46
    bool const v1198 = (v298 < p_K);  // matmul.tile:46
    bool const v1199 = (v299 < p_K);  // matmul.tile:46
    bool const v1200 = (v300 < p_K);  // matmul.tile:46
    bool const v1201 = (v301 < p_K);  // matmul.tile:46
    bool const v1202 = (v302 < p_K);  // matmul.tile:46
    bool const v1203 = (v303 < p_K);  // matmul.tile:46
    bool const v1204 = (v304 < p_K);  // matmul.tile:46
    bool const v1205 = (v305 < p_K);  // matmul.tile:46
    bool const v1206 = (v306 < p_K);  // matmul.tile:46
    bool const v1207 = (v307 < p_K);  // matmul.tile:46
    bool const v1208 = (v308 < p_K);  // matmul.tile:46
    bool const v1209 = (v309 < p_K);  // matmul.tile:46
    bool const v1210 = (v310 < p_K);  // matmul.tile:46
    bool const v1211 = (v311 < p_K);  // matmul.tile:46
    bool const v1212 = (v312 < p_K);  // matmul.tile:46
    bool const v1213 = (v313 < p_K);  // matmul.tile:46
    bool const v1214 = (v314 < p_K);  // matmul.tile:46
    bool const v1215 = (v315 < p_K);  // matmul.tile:46
    bool const v1216 = (v316 < p_K);  // matmul.tile:46
    bool const v1217 = (v317 < p_K);  // matmul.tile:46
    bool const v1218 = (v318 < p_K);  // matmul.tile:46
    bool const v1219 = (v319 < p_K);  // matmul.tile:46
    bool const v1220 = (v320 < p_K);  // matmul.tile:46
    bool const v1221 = (v321 < p_K);  // matmul.tile:46
    bool const v1222 = (v322 < p_K);  // matmul.tile:46
    bool const v1223 = (v323 < p_K);  // matmul.tile:46
    bool const v1224 = (v324 < p_K);  // matmul.tile:46
    bool const v1225 = (v325 < p_K);  // matmul.tile:46
    bool const v1226 = (v326 < p_K);  // matmul.tile:46
    bool const v1227 = (v327 < p_K);  // matmul.tile:46
    bool const v1228 = (v328 < p_K);  // matmul.tile:46
    bool const v1229 = (v329 < p_K);  // matmul.tile:46
    bool const v1230 = (v134 < p_N);  // matmul.tile:46
    bool const v1231 = ((bool)(v1166 & v1230));  // matmul.tile:46
    bool const v1232 = ((bool)(v1167 & v1230));  // matmul.tile:46
    bool const v1233 = ((bool)(v1168 & v1230));  // matmul.tile:46
    bool const v1234 = ((bool)(v1169 & v1230));  // matmul.tile:46
    bool const v1235 = ((bool)(v1170 & v1230));  // matmul.tile:46
    bool const v1236 = ((bool)(v1171 & v1230));  // matmul.tile:46
    bool const v1237 = ((bool)(v1172 & v1230));  // matmul.tile:46
    bool const v1238 = ((bool)(v1173 & v1230));  // matmul.tile:46
    bool const v1239 = ((bool)(v1174 & v1230));  // matmul.tile:46
    bool const v1240 = ((bool)(v1175 & v1230));  // matmul.tile:46
    bool const v1241 = ((bool)(v1176 & v1230));  // matmul.tile:46
    bool const v1242 = ((bool)(v1177 & v1230));  // matmul.tile:46
    bool const v1243 = ((bool)(v1178 & v1230));  // matmul.tile:46
    bool const v1244 = ((bool)(v1179 & v1230));  // matmul.tile:46
    bool const v1245 = ((bool)(v1180 & v1230));  // matmul.tile:46
    bool const v1246 = ((bool)(v1181 & v1230));  // matmul.tile:46
    bool const v1247 = ((bool)(v1182 & v1230));  // matmul.tile:46
    bool const v1248 = ((bool)(v1183 & v1230));  // matmul.tile:46
    bool const v1249 = ((bool)(v1184 & v1230));  // matmul.tile:46
    bool const v1250 = ((bool)(v1185 & v1230));  // matmul.tile:46
    bool const v1251 = ((bool)(v1186 & v1230));  // matmul.tile:46
    bool const v1252 = ((bool)(v1187 & v1230));  // matmul.tile:46
    bool const v1253 = ((bool)(v1188 & v1230));  // matmul.tile:46
    bool const v1254 = ((bool)(v1189 & v1230));  // matmul.tile:46
    bool const v1255 = ((bool)(v1190 & v1230));  // matmul.tile:46
    bool const v1256 = ((bool)(v1191 & v1230));  // matmul.tile:46
    bool const v1257 = ((bool)(v1192 & v1230));  // matmul.tile:46
    bool const v1258 = ((bool)(v1193 & v1230));  // matmul.tile:46
    bool const v1259 = ((bool)(v1194 & v1230));  // matmul.tile:46
    bool const v1260 = ((bool)(v1195 & v1230));  // matmul.tile:46
    bool const v1261 = ((bool)(v1196 & v1230));  // matmul.tile:46
    bool const v1262 = ((bool)(v1197 & v1230));  // matmul.tile:46
    bool const v1263 = ((bool)(v1198 & v1230));  // matmul.tile:46
    bool const v1264 = ((bool)(v1199 & v1230));  // matmul.tile:46
    bool const v1265 = ((bool)(v1200 & v1230));  // matmul.tile:46
    bool const v1266 = ((bool)(v1201 & v1230));  // matmul.tile:46
    bool const v1267 = ((bool)(v1202 & v1230));  // matmul.tile:46
    bool const v1268 = ((bool)(v1203 & v1230));  // matmul.tile:46
    bool const v1269 = ((bool)(v1204 & v1230));  // matmul.tile:46
    bool const v1270 = ((bool)(v1205 & v1230));  // matmul.tile:46
    bool const v1271 = ((bool)(v1206 & v1230));  // matmul.tile:46
    bool const v1272 = ((bool)(v1207 & v1230));  // matmul.tile:46
    bool const v1273 = ((bool)(v1208 & v1230));  // matmul.tile:46
    bool const v1274 = ((bool)(v1209 & v1230));  // matmul.tile:46
    bool const v1275 = ((bool)(v1210 & v1230));  // matmul.tile:46
    bool const v1276 = ((bool)(v1211 & v1230));  // matmul.tile:46
    bool const v1277 = ((bool)(v1212 & v1230));  // matmul.tile:46
    bool const v1278 = ((bool)(v1213 & v1230));  // matmul.tile:46
    bool const v1279 = ((bool)(v1214 & v1230));  // matmul.tile:46
    bool const v1280 = ((bool)(v1215 & v1230));  // matmul.tile:46
    bool const v1281 = ((bool)(v1216 & v1230));  // matmul.tile:46
    bool const v1282 = ((bool)(v1217 & v1230));  // matmul.tile:46
    bool const v1283 = ((bool)(v1218 & v1230));  // matmul.tile:46
    bool const v1284 = ((bool)(v1219 & v1230));  // matmul.tile:46
    bool const v1285 = ((bool)(v1220 & v1230));  // matmul.tile:46
    bool const v1286 = ((bool)(v1221 & v1230));  // matmul.tile:46
    bool const v1287 = ((bool)(v1222 & v1230));  // matmul.tile:46
    bool const v1288 = ((bool)(v1223 & v1230));  // matmul.tile:46
    bool const v1289 = ((bool)(v1224 & v1230));  // matmul.tile:46
    bool const v1290 = ((bool)(v1225 & v1230));  // matmul.tile:46
    bool const v1291 = ((bool)(v1226 & v1230));  // matmul.tile:46
    bool const v1292 = ((bool)(v1227 & v1230));  // matmul.tile:46
    bool const v1293 = ((bool)(v1228 & v1230));  // matmul.tile:46
    bool const v1294 = ((bool)(v1229 & v1230));  // matmul.tile:46
    __half const k1295 = __ushort_as_half((unsigned short)0);  // matmul.tile:45
    const __half ld1296 = v1231 ? *p1102 : k1295;  // matmul.tile:45
    const __half ld1297 = v1232 ? *p1103 : k1295;  // matmul.tile:45
    const __half ld1298 = v1233 ? *p1104 : k1295;  // matmul.tile:45
    const __half ld1299 = v1234 ? *p1105 : k1295;  // matmul.tile:45
    const __half ld1300 = v1235 ? *p1106 : k1295;  // matmul.tile:45
    const __half ld1301 = v1236 ? *p1107 : k1295;  // matmul.tile:45
    const __half ld1302 = v1237 ? *p1108 : k1295;  // matmul.tile:45
    const __half ld1303 = v1238 ? *p1109 : k1295;  // matmul.tile:45
    const __half ld1304 = v1239 ? *p1110 : k1295;  // matmul.tile:45
    const __half ld1305 = v1240 ? *p1111 : k1295;  // matmul.tile:45
    const __half ld1306 = v1241 ? *p1112 : k1295;  // matmul.tile:45
    const __half ld1307 = v1242 ? *p1113 : k1295;  // matmul.tile:45
    const __half ld1308 = v1243 ? *p1114 : k1295;  // matmul.tile:45
    const __half ld1309 = v1244 ? *p1115 : k1295;  // matmul.tile:45
    const __half ld1310 = v1245 ? *p1116 : k1295;  // matmul.tile:45
    const __half ld1311 = v1246 ? *p1117 : k1295;  // matmul.tile:45
    const __half ld1312 = v1247 ? *p1118 : k1295;  // matmul.tile:45
    const __half ld1313 = v1248 ? *p1119 : k1295;  // matmul.tile:45
    const __half ld1314 = v1249 ? *p1120 : k1295;  // matmul.tile:45
    const __half ld1315 = v1250 ? *p1121 : k1295;  // matmul.tile:45
    const __half ld1316 = v1251 ? *p1122 : k1295;  // matmul.tile:45
    const __half ld1317 = v1252 ? *p1123 : k1295;  // matmul.tile:45
    const __half ld1318 = v1253 ? *p1124 : k1295;  // matmul.tile:45
    const __half ld1319 = v1254 ? *p1125 : k1295;  // matmul.tile:45
    const __half ld1320 = v1255 ? *p1126 : k1295;  // matmul.tile:45
    const __half ld1321 = v1256 ? *p1127 : k1295;  // matmul.tile:45
    const __half ld1322 = v1257 ? *p1128 : k1295;  // matmul.tile:45
    const __half ld1323 = v1258 ? *p1129 : k1295;  // matmul.tile:45
    const __half ld1324 = v1259 ? *p1130 : k1295;  // matmul.tile:45
    const __half ld1325 = v1260 ? *p1131 : k1295;  // matmul.tile:45
    const __half ld1326 = v1261 ? *p1132 : k1295;  // matmul.tile:45
    const __half ld1327 = v1262 ? *p1133 : k1295;  // matmul.tile:45
    const __half ld1328 = v1263 ? *p1134 : k1295;  // matmul.tile:45
    const __half ld1329 = v1264 ? *p1135 : k1295;  // matmul.tile:45
    const __half ld1330 = v1265 ? *p1136 : k1295;  // matmul.tile:45
    const __half ld1331 = v1266 ? *p1137 : k1295;  // matmul.tile:45
    const __half ld1332 = v1267 ? *p1138 : k1295;  // matmul.tile:45
    const __half ld1333 = v1268 ? *p1139 : k1295;  // matmul.tile:45
    const __half ld1334 = v1269 ? *p1140 : k1295;  // matmul.tile:45
    const __half ld1335 = v1270 ? *p1141 : k1295;  // matmul.tile:45
    const __half ld1336 = v1271 ? *p1142 : k1295;  // matmul.tile:45
    const __half ld1337 = v1272 ? *p1143 : k1295;  // matmul.tile:45
    const __half ld1338 = v1273 ? *p1144 : k1295;  // matmul.tile:45
    const __half ld1339 = v1274 ? *p1145 : k1295;  // matmul.tile:45
    const __half ld1340 = v1275 ? *p1146 : k1295;  // matmul.tile:45
    const __half ld1341 = v1276 ? *p1147 : k1295;  // matmul.tile:45
    const __half ld1342 = v1277 ? *p1148 : k1295;  // matmul.tile:45
    const __half ld1343 = v1278 ? *p1149 : k1295;  // matmul.tile:45
    const __half ld1344 = v1279 ? *p1150 : k1295;  // matmul.tile:45
    const __half ld1345 = v1280 ? *p1151 : k1295;  // matmul.tile:45
    const __half ld1346 = v1281 ? *p1152 : k1295;  // matmul.tile:45
    const __half ld1347 = v1282 ? *p1153 : k1295;  // matmul.tile:45
    const __half ld1348 = v1283 ? *p1154 : k1295;  // matmul.tile:45
    const __half ld1349 = v1284 ? *p1155 : k1295;  // matmul.tile:45
    const __half ld1350 = v1285 ? *p1156 : k1295;  // matmul.tile:45
    const __half ld1351 = v1286 ? *p1157 : k1295;  // matmul.tile:45
    const __half ld1352 = v1287 ? *p1158 : k1295;  // matmul.tile:45
    const __half ld1353 = v1288 ? *p1159 : k1295;  // matmul.tile:45
    const __half ld1354 = v1289 ? *p1160 : k1295;  // matmul.tile:45
    const __half ld1355 = v1290 ? *p1161 : k1295;  // matmul.tile:45
    const __half ld1356 = v1291 ? *p1162 : k1295;  // matmul.tile:45
    const __half ld1357 = v1292 ? *p1163 : k1295;  // matmul.tile:45
    const __half ld1358 = v1293 ? *p1164 : k1295;  // matmul.tile:45
    const __half ld1359 = v1294 ? *p1165 : k1295;  // matmul.tile:45
    __syncthreads();  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c5_0) * 128 + ((((tl_c5_1) >> 3) ^ ((tl_c5_0) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld909;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 2)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 2)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld910;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 4)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 4)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld911;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 6)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 6)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld912;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 8)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 8)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld913;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 10)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 10)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld914;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 12)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 12)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld915;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 14)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 14)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld916;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 16)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 16)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld917;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 18)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 18)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld918;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 20)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 20)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld919;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 22)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 22)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld920;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 24)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 24)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld921;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 26)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 26)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld922;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 28)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 28)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld923;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 30)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 30)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld924;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 32)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 32)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld925;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 34)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 34)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld926;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 36)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 36)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld927;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 38)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 38)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld928;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 40)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 40)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld929;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 42)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 42)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld930;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 44)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 44)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld931;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 46)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 46)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld932;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 48)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 48)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld933;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 50)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 50)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld934;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 52)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 52)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld935;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 54)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 54)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld936;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 56)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 56)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld937;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 58)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 58)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld938;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 60)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 60)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld939;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 62)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 62)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld940;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 64)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 64)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld941;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 66)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 66)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld942;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 68)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 68)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld943;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 70)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 70)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld944;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 72)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 72)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld945;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 74)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 74)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld946;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 76)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 76)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld947;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 78)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 78)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld948;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 80)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 80)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld949;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 82)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 82)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld950;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 84)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 84)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld951;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 86)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 86)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld952;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 88)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 88)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld953;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 90)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 90)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld954;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 92)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 92)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld955;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 94)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 94)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld956;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 96)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 96)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld957;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 98)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 98)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld958;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 100)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 100)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld959;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 102)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 102)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld960;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 104)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 104)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld961;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 106)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 106)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld962;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 108)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 108)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld963;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 110)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 110)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld964;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 112)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 112)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld965;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 114)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 114)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld966;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 116)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 116)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld967;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 118)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 118)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld968;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 120)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 120)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld969;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 122)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 122)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld970;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 124)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 124)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld971;  // matmul.tile:47
    *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c5_0 + 126)) * 128 + ((((tl_c5_1) >> 3) ^ (((tl_c5_0 + 126)) & 7)) << 4) + (((tl_c5_1) & 7) * 2))) = ld972;  // matmul.tile:47
    *reinterpret_cast<tl_vec<__half, 8>*>(reinterpret_cast<unsigned char*>(tl_smem + 16384) + ((tl_c6_1) * 128 + ((((0) >> 3) ^ ((tl_c6_1) & 7)) << 4) + (((0) & 7) * 2))) = tl_vec<__half, 8>{{ld1296, ld1297, ld1298, ld1299, ld1300, ld1301, ld1302, ld1303}};  // matmul.tile:47
    *reinterpret_cast<tl_vec<__half, 8>*>(reinterpret_cast<unsigned char*>(tl_smem + 16384) + ((tl_c6_1) * 128 + (((((0 + 8)) >> 3) ^ ((tl_c6_1) & 7)) << 4) + ((((0 + 8)) & 7) * 2))) = tl_vec<__half, 8>{{ld1304, ld1305, ld1306, ld1307, ld1308, ld1309, ld1310, ld1311}};  // matmul.tile:47
    *reinterpret_cast<tl_vec<__half, 8>*>(reinterpret_cast<unsigned char*>(tl_smem + 16384) + ((tl_c6_1) * 128 + (((((0 + 16)) >> 3) ^ ((tl_c6_1) & 7)) << 4) + ((((0 + 16)) & 7) * 2))) = tl_vec<__half, 8>{{ld1312, ld1313, ld1314, ld1315, ld1316, ld1317, ld1318, ld1319}};  // matmul.tile:47
    *reinterpret_cast<tl_vec<__half, 8>*>(reinterpret_cast<unsigned char*>(tl_smem + 16384) + ((tl_c6_1) * 128 + (((((0 + 24)) >> 3) ^ ((tl_c6_1) & 7)) << 4) + ((((0 + 24)) & 7) * 2))) = tl_vec<__half, 8>{{ld1320, ld1321, ld1322, ld1323, ld1324, ld1325, ld1326, ld1327}};  // matmul.tile:47
    *reinterpret_cast<tl_vec<__half, 8>*>(reinterpret_cast<unsigned char*>(tl_smem + 16384) + ((tl_c6_1) * 128 + (((((0 + 32)) >> 3) ^ ((tl_c6_1) & 7)) << 4) + ((((0 + 32)) & 7) * 2))) = tl_vec<__half, 8>{{ld1328, ld1329, ld1330, ld1331, ld1332, ld1333, ld1334, ld1335}};  // matmul.tile:47
    *reinterpret_cast<tl_vec<__half, 8>*>(reinterpret_cast<unsigned char*>(tl_smem + 16384) + ((tl_c6_1) * 128 + (((((0 + 40)) >> 3) ^ ((tl_c6_1) & 7)) << 4) + ((((0 + 40)) & 7) * 2))) = tl_vec<__half, 8>{{ld1336, ld1337, ld1338, ld1339, ld1340, ld1341, ld1342, ld1343}};  // matmul.tile:47
    *reinterpret_cast<tl_vec<__half, 8>*>(reinterpret_cast<unsigned char*>(tl_smem + 16384) + ((tl_c6_1) * 128 + (((((0 + 48)) >> 3) ^ ((tl_c6_1) & 7)) << 4) + ((((0 + 48)) & 7) * 2))) = tl_vec<__half, 8>{{ld1344, ld1345, ld1346, ld1347, ld1348, ld1349, ld1350, ld1351}};  // matmul.tile:47
    *reinterpret_cast<tl_vec<__half, 8>*>(reinterpret_cast<unsigned char*>(tl_smem + 16384) + ((tl_c6_1) * 128 + (((((0 + 56)) >> 3) ^ ((tl_c6_1) & 7)) << 4) + ((((0 + 56)) & 7) * 2))) = tl_vec<__half, 8>{{ld1352, ld1353, ld1354, ld1355, ld1356, ld1357, ld1358, ld1359}};  // matmul.tile:47
    __syncthreads();  // matmul.tile:47
    // dot on tensor cores: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32, warps [4, 1], 32 block(s) per warp  // matmul.tile:47
    float acc1360 = c137;  // matmul.tile:47
    float acc1361 = c138;  // matmul.tile:47
    float acc1362 = c139;  // matmul.tile:47
    float acc1363 = c140;  // matmul.tile:47
    float acc1364 = c141;  // matmul.tile:47
    float acc1365 = c142;  // matmul.tile:47
    float acc1366 = c143;  // matmul.tile:47
    float acc1367 = c144;  // matmul.tile:47
    float acc1368 = c145;  // matmul.tile:47
    float acc1369 = c146;  // matmul.tile:47
    float acc1370 = c147;  // matmul.tile:47
    float acc1371 = c148;  // matmul.tile:47
    float acc1372 = c149;  // matmul.tile:47
    float acc1373 = c150;  // matmul.tile:47
    float acc1374 = c151;  // matmul.tile:47
    float acc1375 = c152;  // matmul.tile:47
    float acc1376 = c153;  // matmul.tile:47
    float acc1377 = c154;  // matmul.tile:47
    float acc1378 = c155;  // matmul.tile:47
    float acc1379 = c156;  // matmul.tile:47
    float acc1380 = c157;  // matmul.tile:47
    float acc1381 = c158;  // matmul.tile:47
    float acc1382 = c159;  // matmul.tile:47
    float acc1383 = c160;  // matmul.tile:47
    float acc1384 = c161;  // matmul.tile:47
    float acc1385 = c162;  // matmul.tile:47
    float acc1386 = c163;  // matmul.tile:47
    float acc1387 = c164;  // matmul.tile:47
    float acc1388 = c165;  // matmul.tile:47
    float acc1389 = c166;  // matmul.tile:47
    float acc1390 = c167;  // matmul.tile:47
    float acc1391 = c168;  // matmul.tile:47
    float acc1392 = c169;  // matmul.tile:47
    float acc1393 = c170;  // matmul.tile:47
    float acc1394 = c171;  // matmul.tile:47
    float acc1395 = c172;  // matmul.tile:47
    float acc1396 = c173;  // matmul.tile:47
    float acc1397 = c174;  // matmul.tile:47
    float acc1398 = c175;  // matmul.tile:47
    float acc1399 = c176;  // matmul.tile:47
    float acc1400 = c177;  // matmul.tile:47
    float acc1401 = c178;  // matmul.tile:47
    float acc1402 = c179;  // matmul.tile:47
    float acc1403 = c180;  // matmul.tile:47
    float acc1404 = c181;  // matmul.tile:47
    float acc1405 = c182;  // matmul.tile:47
    float acc1406 = c183;  // matmul.tile:47
    float acc1407 = c184;  // matmul.tile:47
    float acc1408 = c185;  // matmul.tile:47
    float acc1409 = c186;  // matmul.tile:47
    float acc1410 = c187;  // matmul.tile:47
    float acc1411 = c188;  // matmul.tile:47
    float acc1412 = c189;  // matmul.tile:47
    float acc1413 = c190;  // matmul.tile:47
    float acc1414 = c191;  // matmul.tile:47
    float acc1415 = c192;  // matmul.tile:47
    float acc1416 = c193;  // matmul.tile:47
    float acc1417 = c194;  // matmul.tile:47
    float acc1418 = c195;  // matmul.tile:47
    float acc1419 = c196;  // matmul.tile:47
    float acc1420 = c197;  // matmul.tile:47
    float acc1421 = c198;  // matmul.tile:47
    float acc1422 = c199;  // matmul.tile:47
    float acc1423 = c200;  // matmul.tile:47
    float acc1424 = c201;  // matmul.tile:47
    float acc1425 = c202;  // matmul.tile:47
    float acc1426 = c203;  // matmul.tile:47
    float acc1427 = c204;  // matmul.tile:47
    float acc1428 = c205;  // matmul.tile:47
    float acc1429 = c206;  // matmul.tile:47
    float acc1430 = c207;  // matmul.tile:47
    float acc1431 = c208;  // matmul.tile:47
    float acc1432 = c209;  // matmul.tile:47
    float acc1433 = c210;  // matmul.tile:47
    float acc1434 = c211;  // matmul.tile:47
    float acc1435 = c212;  // matmul.tile:47
    float acc1436 = c213;  // matmul.tile:47
    float acc1437 = c214;  // matmul.tile:47
    float acc1438 = c215;  // matmul.tile:47
    float acc1439 = c216;  // matmul.tile:47
    float acc1440 = c217;  // matmul.tile:47
    float acc1441 = c218;  // matmul.tile:47
    float acc1442 = c219;  // matmul.tile:47
    float acc1443 = c220;  // matmul.tile:47
    float acc1444 = c221;  // matmul.tile:47
    float acc1445 = c222;  // matmul.tile:47
    float acc1446 = c223;  // matmul.tile:47
    float acc1447 = c224;  // matmul.tile:47
    float acc1448 = c225;  // matmul.tile:47
    float acc1449 = c226;  // matmul.tile:47
    float acc1450 = c227;  // matmul.tile:47
    float acc1451 = c228;  // matmul.tile:47
    float acc1452 = c229;  // matmul.tile:47
    float acc1453 = c230;  // matmul.tile:47
    float acc1454 = c231;  // matmul.tile:47
    float acc1455 = c232;  // matmul.tile:47
    float acc1456 = c233;  // matmul.tile:47
    float acc1457 = c234;  // matmul.tile:47
    float acc1458 = c235;  // matmul.tile:47
    float acc1459 = c236;  // matmul.tile:47
    float acc1460 = c237;  // matmul.tile:47
    float acc1461 = c238;  // matmul.tile:47
    float acc1462 = c239;  // matmul.tile:47
    float acc1463 = c240;  // matmul.tile:47
    float acc1464 = c241;  // matmul.tile:47
    float acc1465 = c242;  // matmul.tile:47
    float acc1466 = c243;  // matmul.tile:47
    float acc1467 = c244;  // matmul.tile:47
    float acc1468 = c245;  // matmul.tile:47
    float acc1469 = c246;  // matmul.tile:47
    float acc1470 = c247;  // matmul.tile:47
    float acc1471 = c248;  // matmul.tile:47
    float acc1472 = c249;  // matmul.tile:47
    float acc1473 = c250;  // matmul.tile:47
    float acc1474 = c251;  // matmul.tile:47
    float acc1475 = c252;  // matmul.tile:47
    float acc1476 = c253;  // matmul.tile:47
    float acc1477 = c254;  // matmul.tile:47
    float acc1478 = c255;  // matmul.tile:47
    float acc1479 = c256;  // matmul.tile:47
    float acc1480 = c257;  // matmul.tile:47
    float acc1481 = c258;  // matmul.tile:47
    float acc1482 = c259;  // matmul.tile:47
    float acc1483 = c260;  // matmul.tile:47
    float acc1484 = c261;  // matmul.tile:47
    float acc1485 = c262;  // matmul.tile:47
    float acc1486 = c263;  // matmul.tile:47
    float acc1487 = c264;  // matmul.tile:47
    unsigned fr1489, fr1490, fr1491, fr1492;  // matmul.tile:47
    tl_ldsm4((tl_sbase + 0) + lm1488_r + 0 + (((lm1488_c + 0) ^ lm1488_s) << 4), fr1489, fr1490, fr1491, fr1492);  // matmul.tile:47
    unsigned fr1493, fr1494, fr1495, fr1496;  // matmul.tile:47
    tl_ldsm4((tl_sbase + 0) + lm1488_r + 8192 + (((lm1488_c + 0) ^ lm1488_s) << 4), fr1493, fr1494, fr1495, fr1496);  // matmul.tile:47
    unsigned fr1498, fr1499, fr1500, fr1501;  // matmul.tile:47
    tl_ldsm4((tl_sbase + 16384) + lm1497_r + 0 + (((lm1497_c + 0) ^ lm1497_s) << 4), fr1498, fr1499, fr1500, fr1501);  // matmul.tile:47
    unsigned fr1502, fr1503, fr1504, fr1505;  // matmul.tile:47
    tl_ldsm4((tl_sbase + 16384) + lm1497_r + 2048 + (((lm1497_c + 0) ^ lm1497_s) << 4), fr1502, fr1503, fr1504, fr1505);  // matmul.tile:47
    unsigned fr1506, fr1507, fr1508, fr1509;  // matmul.tile:47
    tl_ldsm4((tl_sbase + 16384) + lm1497_r + 4096 + (((lm1497_c + 0) ^ lm1497_s) << 4), fr1506, fr1507, fr1508, fr1509);  // matmul.tile:47
    unsigned fr1510, fr1511, fr1512, fr1513;  // matmul.tile:47
    tl_ldsm4((tl_sbase + 16384) + lm1497_r + 6144 + (((lm1497_c + 0) ^ lm1497_s) << 4), fr1510, fr1511, fr1512, fr1513);  // matmul.tile:47
    unsigned fr1514, fr1515, fr1516, fr1517;  // matmul.tile:47
    tl_ldsm4((tl_sbase + 16384) + lm1497_r + 8192 + (((lm1497_c + 0) ^ lm1497_s) << 4), fr1514, fr1515, fr1516, fr1517);  // matmul.tile:47
    unsigned fr1518, fr1519, fr1520, fr1521;  // matmul.tile:47
    tl_ldsm4((tl_sbase + 16384) + lm1497_r + 10240 + (((lm1497_c + 0) ^ lm1497_s) << 4), fr1518, fr1519, fr1520, fr1521);  // matmul.tile:47
    unsigned fr1522, fr1523, fr1524, fr1525;  // matmul.tile:47
    tl_ldsm4((tl_sbase + 16384) + lm1497_r + 12288 + (((lm1497_c + 0) ^ lm1497_s) << 4), fr1522, fr1523, fr1524, fr1525);  // matmul.tile:47
    unsigned fr1526, fr1527, fr1528, fr1529;  // matmul.tile:47
    tl_ldsm4((tl_sbase + 16384) + lm1497_r + 14336 + (((lm1497_c + 0) ^ lm1497_s) << 4), fr1526, fr1527, fr1528, fr1529);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1360, acc1361, acc1362, acc1363, fr1489, fr1490, fr1491, fr1492, fr1498, fr1499);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1364, acc1365, acc1366, acc1367, fr1489, fr1490, fr1491, fr1492, fr1500, fr1501);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1368, acc1369, acc1370, acc1371, fr1489, fr1490, fr1491, fr1492, fr1502, fr1503);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1372, acc1373, acc1374, acc1375, fr1489, fr1490, fr1491, fr1492, fr1504, fr1505);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1376, acc1377, acc1378, acc1379, fr1489, fr1490, fr1491, fr1492, fr1506, fr1507);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1380, acc1381, acc1382, acc1383, fr1489, fr1490, fr1491, fr1492, fr1508, fr1509);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1384, acc1385, acc1386, acc1387, fr1489, fr1490, fr1491, fr1492, fr1510, fr1511);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1388, acc1389, acc1390, acc1391, fr1489, fr1490, fr1491, fr1492, fr1512, fr1513);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1392, acc1393, acc1394, acc1395, fr1489, fr1490, fr1491, fr1492, fr1514, fr1515);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1396, acc1397, acc1398, acc1399, fr1489, fr1490, fr1491, fr1492, fr1516, fr1517);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1400, acc1401, acc1402, acc1403, fr1489, fr1490, fr1491, fr1492, fr1518, fr1519);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1404, acc1405, acc1406, acc1407, fr1489, fr1490, fr1491, fr1492, fr1520, fr1521);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1408, acc1409, acc1410, acc1411, fr1489, fr1490, fr1491, fr1492, fr1522, fr1523);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1412, acc1413, acc1414, acc1415, fr1489, fr1490, fr1491, fr1492, fr1524, fr1525);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1416, acc1417, acc1418, acc1419, fr1489, fr1490, fr1491, fr1492, fr1526, fr1527);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1420, acc1421, acc1422, acc1423, fr1489, fr1490, fr1491, fr1492, fr1528, fr1529);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1424, acc1425, acc1426, acc1427, fr1493, fr1494, fr1495, fr1496, fr1498, fr1499);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1428, acc1429, acc1430, acc1431, fr1493, fr1494, fr1495, fr1496, fr1500, fr1501);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1432, acc1433, acc1434, acc1435, fr1493, fr1494, fr1495, fr1496, fr1502, fr1503);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1436, acc1437, acc1438, acc1439, fr1493, fr1494, fr1495, fr1496, fr1504, fr1505);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1440, acc1441, acc1442, acc1443, fr1493, fr1494, fr1495, fr1496, fr1506, fr1507);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1444, acc1445, acc1446, acc1447, fr1493, fr1494, fr1495, fr1496, fr1508, fr1509);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1448, acc1449, acc1450, acc1451, fr1493, fr1494, fr1495, fr1496, fr1510, fr1511);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1452, acc1453, acc1454, acc1455, fr1493, fr1494, fr1495, fr1496, fr1512, fr1513);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1456, acc1457, acc1458, acc1459, fr1493, fr1494, fr1495, fr1496, fr1514, fr1515);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1460, acc1461, acc1462, acc1463, fr1493, fr1494, fr1495, fr1496, fr1516, fr1517);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1464, acc1465, acc1466, acc1467, fr1493, fr1494, fr1495, fr1496, fr1518, fr1519);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1468, acc1469, acc1470, acc1471, fr1493, fr1494, fr1495, fr1496, fr1520, fr1521);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1472, acc1473, acc1474, acc1475, fr1493, fr1494, fr1495, fr1496, fr1522, fr1523);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1476, acc1477, acc1478, acc1479, fr1493, fr1494, fr1495, fr1496, fr1524, fr1525);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1480, acc1481, acc1482, acc1483, fr1493, fr1494, fr1495, fr1496, fr1526, fr1527);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1484, acc1485, acc1486, acc1487, fr1493, fr1494, fr1495, fr1496, fr1528, fr1529);  // matmul.tile:47
    unsigned fr1530, fr1531, fr1532, fr1533;  // matmul.tile:47
    tl_ldsm4((tl_sbase + 0) + lm1488_r + 0 + (((lm1488_c + 2) ^ lm1488_s) << 4), fr1530, fr1531, fr1532, fr1533);  // matmul.tile:47
    unsigned fr1534, fr1535, fr1536, fr1537;  // matmul.tile:47
    tl_ldsm4((tl_sbase + 0) + lm1488_r + 8192 + (((lm1488_c + 2) ^ lm1488_s) << 4), fr1534, fr1535, fr1536, fr1537);  // matmul.tile:47
    unsigned fr1538, fr1539, fr1540, fr1541;  // matmul.tile:47
    tl_ldsm4((tl_sbase + 16384) + lm1497_r + 0 + (((lm1497_c + 2) ^ lm1497_s) << 4), fr1538, fr1539, fr1540, fr1541);  // matmul.tile:47
    unsigned fr1542, fr1543, fr1544, fr1545;  // matmul.tile:47
    tl_ldsm4((tl_sbase + 16384) + lm1497_r + 2048 + (((lm1497_c + 2) ^ lm1497_s) << 4), fr1542, fr1543, fr1544, fr1545);  // matmul.tile:47
    unsigned fr1546, fr1547, fr1548, fr1549;  // matmul.tile:47
    tl_ldsm4((tl_sbase + 16384) + lm1497_r + 4096 + (((lm1497_c + 2) ^ lm1497_s) << 4), fr1546, fr1547, fr1548, fr1549);  // matmul.tile:47
    unsigned fr1550, fr1551, fr1552, fr1553;  // matmul.tile:47
    tl_ldsm4((tl_sbase + 16384) + lm1497_r + 6144 + (((lm1497_c + 2) ^ lm1497_s) << 4), fr1550, fr1551, fr1552, fr1553);  // matmul.tile:47
    unsigned fr1554, fr1555, fr1556, fr1557;  // matmul.tile:47
    tl_ldsm4((tl_sbase + 16384) + lm1497_r + 8192 + (((lm1497_c + 2) ^ lm1497_s) << 4), fr1554, fr1555, fr1556, fr1557);  // matmul.tile:47
    unsigned fr1558, fr1559, fr1560, fr1561;  // matmul.tile:47
    tl_ldsm4((tl_sbase + 16384) + lm1497_r + 10240 + (((lm1497_c + 2) ^ lm1497_s) << 4), fr1558, fr1559, fr1560, fr1561);  // matmul.tile:47
    unsigned fr1562, fr1563, fr1564, fr1565;  // matmul.tile:47
    tl_ldsm4((tl_sbase + 16384) + lm1497_r + 12288 + (((lm1497_c + 2) ^ lm1497_s) << 4), fr1562, fr1563, fr1564, fr1565);  // matmul.tile:47
    unsigned fr1566, fr1567, fr1568, fr1569;  // matmul.tile:47
    tl_ldsm4((tl_sbase + 16384) + lm1497_r + 14336 + (((lm1497_c + 2) ^ lm1497_s) << 4), fr1566, fr1567, fr1568, fr1569);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1360, acc1361, acc1362, acc1363, fr1530, fr1531, fr1532, fr1533, fr1538, fr1539);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1364, acc1365, acc1366, acc1367, fr1530, fr1531, fr1532, fr1533, fr1540, fr1541);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1368, acc1369, acc1370, acc1371, fr1530, fr1531, fr1532, fr1533, fr1542, fr1543);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1372, acc1373, acc1374, acc1375, fr1530, fr1531, fr1532, fr1533, fr1544, fr1545);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1376, acc1377, acc1378, acc1379, fr1530, fr1531, fr1532, fr1533, fr1546, fr1547);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1380, acc1381, acc1382, acc1383, fr1530, fr1531, fr1532, fr1533, fr1548, fr1549);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1384, acc1385, acc1386, acc1387, fr1530, fr1531, fr1532, fr1533, fr1550, fr1551);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1388, acc1389, acc1390, acc1391, fr1530, fr1531, fr1532, fr1533, fr1552, fr1553);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1392, acc1393, acc1394, acc1395, fr1530, fr1531, fr1532, fr1533, fr1554, fr1555);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1396, acc1397, acc1398, acc1399, fr1530, fr1531, fr1532, fr1533, fr1556, fr1557);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1400, acc1401, acc1402, acc1403, fr1530, fr1531, fr1532, fr1533, fr1558, fr1559);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1404, acc1405, acc1406, acc1407, fr1530, fr1531, fr1532, fr1533, fr1560, fr1561);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1408, acc1409, acc1410, acc1411, fr1530, fr1531, fr1532, fr1533, fr1562, fr1563);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1412, acc1413, acc1414, acc1415, fr1530, fr1531, fr1532, fr1533, fr1564, fr1565);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1416, acc1417, acc1418, acc1419, fr1530, fr1531, fr1532, fr1533, fr1566, fr1567);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1420, acc1421, acc1422, acc1423, fr1530, fr1531, fr1532, fr1533, fr1568, fr1569);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1424, acc1425, acc1426, acc1427, fr1534, fr1535, fr1536, fr1537, fr1538, fr1539);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1428, acc1429, acc1430, acc1431, fr1534, fr1535, fr1536, fr1537, fr1540, fr1541);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1432, acc1433, acc1434, acc1435, fr1534, fr1535, fr1536, fr1537, fr1542, fr1543);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1436, acc1437, acc1438, acc1439, fr1534, fr1535, fr1536, fr1537, fr1544, fr1545);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1440, acc1441, acc1442, acc1443, fr1534, fr1535, fr1536, fr1537, fr1546, fr1547);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1444, acc1445, acc1446, acc1447, fr1534, fr1535, fr1536, fr1537, fr1548, fr1549);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1448, acc1449, acc1450, acc1451, fr1534, fr1535, fr1536, fr1537, fr1550, fr1551);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1452, acc1453, acc1454, acc1455, fr1534, fr1535, fr1536, fr1537, fr1552, fr1553);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1456, acc1457, acc1458, acc1459, fr1534, fr1535, fr1536, fr1537, fr1554, fr1555);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1460, acc1461, acc1462, acc1463, fr1534, fr1535, fr1536, fr1537, fr1556, fr1557);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1464, acc1465, acc1466, acc1467, fr1534, fr1535, fr1536, fr1537, fr1558, fr1559);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1468, acc1469, acc1470, acc1471, fr1534, fr1535, fr1536, fr1537, fr1560, fr1561);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1472, acc1473, acc1474, acc1475, fr1534, fr1535, fr1536, fr1537, fr1562, fr1563);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1476, acc1477, acc1478, acc1479, fr1534, fr1535, fr1536, fr1537, fr1564, fr1565);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1480, acc1481, acc1482, acc1483, fr1534, fr1535, fr1536, fr1537, fr1566, fr1567);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1484, acc1485, acc1486, acc1487, fr1534, fr1535, fr1536, fr1537, fr1568, fr1569);  // matmul.tile:47
    unsigned fr1570, fr1571, fr1572, fr1573;  // matmul.tile:47
    tl_ldsm4((tl_sbase + 0) + lm1488_r + 0 + (((lm1488_c + 4) ^ lm1488_s) << 4), fr1570, fr1571, fr1572, fr1573);  // matmul.tile:47
    unsigned fr1574, fr1575, fr1576, fr1577;  // matmul.tile:47
    tl_ldsm4((tl_sbase + 0) + lm1488_r + 8192 + (((lm1488_c + 4) ^ lm1488_s) << 4), fr1574, fr1575, fr1576, fr1577);  // matmul.tile:47
    unsigned fr1578, fr1579, fr1580, fr1581;  // matmul.tile:47
    tl_ldsm4((tl_sbase + 16384) + lm1497_r + 0 + (((lm1497_c + 4) ^ lm1497_s) << 4), fr1578, fr1579, fr1580, fr1581);  // matmul.tile:47
    unsigned fr1582, fr1583, fr1584, fr1585;  // matmul.tile:47
    tl_ldsm4((tl_sbase + 16384) + lm1497_r + 2048 + (((lm1497_c + 4) ^ lm1497_s) << 4), fr1582, fr1583, fr1584, fr1585);  // matmul.tile:47
    unsigned fr1586, fr1587, fr1588, fr1589;  // matmul.tile:47
    tl_ldsm4((tl_sbase + 16384) + lm1497_r + 4096 + (((lm1497_c + 4) ^ lm1497_s) << 4), fr1586, fr1587, fr1588, fr1589);  // matmul.tile:47
    unsigned fr1590, fr1591, fr1592, fr1593;  // matmul.tile:47
    tl_ldsm4((tl_sbase + 16384) + lm1497_r + 6144 + (((lm1497_c + 4) ^ lm1497_s) << 4), fr1590, fr1591, fr1592, fr1593);  // matmul.tile:47
    unsigned fr1594, fr1595, fr1596, fr1597;  // matmul.tile:47
    tl_ldsm4((tl_sbase + 16384) + lm1497_r + 8192 + (((lm1497_c + 4) ^ lm1497_s) << 4), fr1594, fr1595, fr1596, fr1597);  // matmul.tile:47
    unsigned fr1598, fr1599, fr1600, fr1601;  // matmul.tile:47
    tl_ldsm4((tl_sbase + 16384) + lm1497_r + 10240 + (((lm1497_c + 4) ^ lm1497_s) << 4), fr1598, fr1599, fr1600, fr1601);  // matmul.tile:47
    unsigned fr1602, fr1603, fr1604, fr1605;  // matmul.tile:47
    tl_ldsm4((tl_sbase + 16384) + lm1497_r + 12288 + (((lm1497_c + 4) ^ lm1497_s) << 4), fr1602, fr1603, fr1604, fr1605);  // matmul.tile:47
    unsigned fr1606, fr1607, fr1608, fr1609;  // matmul.tile:47
    tl_ldsm4((tl_sbase + 16384) + lm1497_r + 14336 + (((lm1497_c + 4) ^ lm1497_s) << 4), fr1606, fr1607, fr1608, fr1609);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1360, acc1361, acc1362, acc1363, fr1570, fr1571, fr1572, fr1573, fr1578, fr1579);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1364, acc1365, acc1366, acc1367, fr1570, fr1571, fr1572, fr1573, fr1580, fr1581);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1368, acc1369, acc1370, acc1371, fr1570, fr1571, fr1572, fr1573, fr1582, fr1583);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1372, acc1373, acc1374, acc1375, fr1570, fr1571, fr1572, fr1573, fr1584, fr1585);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1376, acc1377, acc1378, acc1379, fr1570, fr1571, fr1572, fr1573, fr1586, fr1587);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1380, acc1381, acc1382, acc1383, fr1570, fr1571, fr1572, fr1573, fr1588, fr1589);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1384, acc1385, acc1386, acc1387, fr1570, fr1571, fr1572, fr1573, fr1590, fr1591);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1388, acc1389, acc1390, acc1391, fr1570, fr1571, fr1572, fr1573, fr1592, fr1593);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1392, acc1393, acc1394, acc1395, fr1570, fr1571, fr1572, fr1573, fr1594, fr1595);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1396, acc1397, acc1398, acc1399, fr1570, fr1571, fr1572, fr1573, fr1596, fr1597);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1400, acc1401, acc1402, acc1403, fr1570, fr1571, fr1572, fr1573, fr1598, fr1599);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1404, acc1405, acc1406, acc1407, fr1570, fr1571, fr1572, fr1573, fr1600, fr1601);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1408, acc1409, acc1410, acc1411, fr1570, fr1571, fr1572, fr1573, fr1602, fr1603);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1412, acc1413, acc1414, acc1415, fr1570, fr1571, fr1572, fr1573, fr1604, fr1605);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1416, acc1417, acc1418, acc1419, fr1570, fr1571, fr1572, fr1573, fr1606, fr1607);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1420, acc1421, acc1422, acc1423, fr1570, fr1571, fr1572, fr1573, fr1608, fr1609);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1424, acc1425, acc1426, acc1427, fr1574, fr1575, fr1576, fr1577, fr1578, fr1579);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1428, acc1429, acc1430, acc1431, fr1574, fr1575, fr1576, fr1577, fr1580, fr1581);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1432, acc1433, acc1434, acc1435, fr1574, fr1575, fr1576, fr1577, fr1582, fr1583);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1436, acc1437, acc1438, acc1439, fr1574, fr1575, fr1576, fr1577, fr1584, fr1585);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1440, acc1441, acc1442, acc1443, fr1574, fr1575, fr1576, fr1577, fr1586, fr1587);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1444, acc1445, acc1446, acc1447, fr1574, fr1575, fr1576, fr1577, fr1588, fr1589);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1448, acc1449, acc1450, acc1451, fr1574, fr1575, fr1576, fr1577, fr1590, fr1591);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1452, acc1453, acc1454, acc1455, fr1574, fr1575, fr1576, fr1577, fr1592, fr1593);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1456, acc1457, acc1458, acc1459, fr1574, fr1575, fr1576, fr1577, fr1594, fr1595);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1460, acc1461, acc1462, acc1463, fr1574, fr1575, fr1576, fr1577, fr1596, fr1597);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1464, acc1465, acc1466, acc1467, fr1574, fr1575, fr1576, fr1577, fr1598, fr1599);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1468, acc1469, acc1470, acc1471, fr1574, fr1575, fr1576, fr1577, fr1600, fr1601);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1472, acc1473, acc1474, acc1475, fr1574, fr1575, fr1576, fr1577, fr1602, fr1603);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1476, acc1477, acc1478, acc1479, fr1574, fr1575, fr1576, fr1577, fr1604, fr1605);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1480, acc1481, acc1482, acc1483, fr1574, fr1575, fr1576, fr1577, fr1606, fr1607);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1484, acc1485, acc1486, acc1487, fr1574, fr1575, fr1576, fr1577, fr1608, fr1609);  // matmul.tile:47
    unsigned fr1610, fr1611, fr1612, fr1613;  // matmul.tile:47
    tl_ldsm4((tl_sbase + 0) + lm1488_r + 0 + (((lm1488_c + 6) ^ lm1488_s) << 4), fr1610, fr1611, fr1612, fr1613);  // matmul.tile:47
    unsigned fr1614, fr1615, fr1616, fr1617;  // matmul.tile:47
    tl_ldsm4((tl_sbase + 0) + lm1488_r + 8192 + (((lm1488_c + 6) ^ lm1488_s) << 4), fr1614, fr1615, fr1616, fr1617);  // matmul.tile:47
    unsigned fr1618, fr1619, fr1620, fr1621;  // matmul.tile:47
    tl_ldsm4((tl_sbase + 16384) + lm1497_r + 0 + (((lm1497_c + 6) ^ lm1497_s) << 4), fr1618, fr1619, fr1620, fr1621);  // matmul.tile:47
    unsigned fr1622, fr1623, fr1624, fr1625;  // matmul.tile:47
    tl_ldsm4((tl_sbase + 16384) + lm1497_r + 2048 + (((lm1497_c + 6) ^ lm1497_s) << 4), fr1622, fr1623, fr1624, fr1625);  // matmul.tile:47
    unsigned fr1626, fr1627, fr1628, fr1629;  // matmul.tile:47
    tl_ldsm4((tl_sbase + 16384) + lm1497_r + 4096 + (((lm1497_c + 6) ^ lm1497_s) << 4), fr1626, fr1627, fr1628, fr1629);  // matmul.tile:47
    unsigned fr1630, fr1631, fr1632, fr1633;  // matmul.tile:47
    tl_ldsm4((tl_sbase + 16384) + lm1497_r + 6144 + (((lm1497_c + 6) ^ lm1497_s) << 4), fr1630, fr1631, fr1632, fr1633);  // matmul.tile:47
    unsigned fr1634, fr1635, fr1636, fr1637;  // matmul.tile:47
    tl_ldsm4((tl_sbase + 16384) + lm1497_r + 8192 + (((lm1497_c + 6) ^ lm1497_s) << 4), fr1634, fr1635, fr1636, fr1637);  // matmul.tile:47
    unsigned fr1638, fr1639, fr1640, fr1641;  // matmul.tile:47
    tl_ldsm4((tl_sbase + 16384) + lm1497_r + 10240 + (((lm1497_c + 6) ^ lm1497_s) << 4), fr1638, fr1639, fr1640, fr1641);  // matmul.tile:47
    unsigned fr1642, fr1643, fr1644, fr1645;  // matmul.tile:47
    tl_ldsm4((tl_sbase + 16384) + lm1497_r + 12288 + (((lm1497_c + 6) ^ lm1497_s) << 4), fr1642, fr1643, fr1644, fr1645);  // matmul.tile:47
    unsigned fr1646, fr1647, fr1648, fr1649;  // matmul.tile:47
    tl_ldsm4((tl_sbase + 16384) + lm1497_r + 14336 + (((lm1497_c + 6) ^ lm1497_s) << 4), fr1646, fr1647, fr1648, fr1649);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1360, acc1361, acc1362, acc1363, fr1610, fr1611, fr1612, fr1613, fr1618, fr1619);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1364, acc1365, acc1366, acc1367, fr1610, fr1611, fr1612, fr1613, fr1620, fr1621);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1368, acc1369, acc1370, acc1371, fr1610, fr1611, fr1612, fr1613, fr1622, fr1623);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1372, acc1373, acc1374, acc1375, fr1610, fr1611, fr1612, fr1613, fr1624, fr1625);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1376, acc1377, acc1378, acc1379, fr1610, fr1611, fr1612, fr1613, fr1626, fr1627);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1380, acc1381, acc1382, acc1383, fr1610, fr1611, fr1612, fr1613, fr1628, fr1629);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1384, acc1385, acc1386, acc1387, fr1610, fr1611, fr1612, fr1613, fr1630, fr1631);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1388, acc1389, acc1390, acc1391, fr1610, fr1611, fr1612, fr1613, fr1632, fr1633);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1392, acc1393, acc1394, acc1395, fr1610, fr1611, fr1612, fr1613, fr1634, fr1635);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1396, acc1397, acc1398, acc1399, fr1610, fr1611, fr1612, fr1613, fr1636, fr1637);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1400, acc1401, acc1402, acc1403, fr1610, fr1611, fr1612, fr1613, fr1638, fr1639);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1404, acc1405, acc1406, acc1407, fr1610, fr1611, fr1612, fr1613, fr1640, fr1641);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1408, acc1409, acc1410, acc1411, fr1610, fr1611, fr1612, fr1613, fr1642, fr1643);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1412, acc1413, acc1414, acc1415, fr1610, fr1611, fr1612, fr1613, fr1644, fr1645);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1416, acc1417, acc1418, acc1419, fr1610, fr1611, fr1612, fr1613, fr1646, fr1647);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1420, acc1421, acc1422, acc1423, fr1610, fr1611, fr1612, fr1613, fr1648, fr1649);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1424, acc1425, acc1426, acc1427, fr1614, fr1615, fr1616, fr1617, fr1618, fr1619);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1428, acc1429, acc1430, acc1431, fr1614, fr1615, fr1616, fr1617, fr1620, fr1621);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1432, acc1433, acc1434, acc1435, fr1614, fr1615, fr1616, fr1617, fr1622, fr1623);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1436, acc1437, acc1438, acc1439, fr1614, fr1615, fr1616, fr1617, fr1624, fr1625);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1440, acc1441, acc1442, acc1443, fr1614, fr1615, fr1616, fr1617, fr1626, fr1627);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1444, acc1445, acc1446, acc1447, fr1614, fr1615, fr1616, fr1617, fr1628, fr1629);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1448, acc1449, acc1450, acc1451, fr1614, fr1615, fr1616, fr1617, fr1630, fr1631);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1452, acc1453, acc1454, acc1455, fr1614, fr1615, fr1616, fr1617, fr1632, fr1633);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1456, acc1457, acc1458, acc1459, fr1614, fr1615, fr1616, fr1617, fr1634, fr1635);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1460, acc1461, acc1462, acc1463, fr1614, fr1615, fr1616, fr1617, fr1636, fr1637);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1464, acc1465, acc1466, acc1467, fr1614, fr1615, fr1616, fr1617, fr1638, fr1639);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1468, acc1469, acc1470, acc1471, fr1614, fr1615, fr1616, fr1617, fr1640, fr1641);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1472, acc1473, acc1474, acc1475, fr1614, fr1615, fr1616, fr1617, fr1642, fr1643);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1476, acc1477, acc1478, acc1479, fr1614, fr1615, fr1616, fr1617, fr1644, fr1645);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1480, acc1481, acc1482, acc1483, fr1614, fr1615, fr1616, fr1617, fr1646, fr1647);  // matmul.tile:47
    tl_mma_m16n8k16_fp16_fp32(acc1484, acc1485, acc1486, acc1487, fr1614, fr1615, fr1616, fr1617, fr1648, fr1649);  // matmul.tile:47
    c137 = acc1360;  // matmul.tile:41
    c138 = acc1361;  // matmul.tile:41
    c139 = acc1362;  // matmul.tile:41
    c140 = acc1363;  // matmul.tile:41
    c141 = acc1364;  // matmul.tile:41
    c142 = acc1365;  // matmul.tile:41
    c143 = acc1366;  // matmul.tile:41
    c144 = acc1367;  // matmul.tile:41
    c145 = acc1368;  // matmul.tile:41
    c146 = acc1369;  // matmul.tile:41
    c147 = acc1370;  // matmul.tile:41
    c148 = acc1371;  // matmul.tile:41
    c149 = acc1372;  // matmul.tile:41
    c150 = acc1373;  // matmul.tile:41
    c151 = acc1374;  // matmul.tile:41
    c152 = acc1375;  // matmul.tile:41
    c153 = acc1376;  // matmul.tile:41
    c154 = acc1377;  // matmul.tile:41
    c155 = acc1378;  // matmul.tile:41
    c156 = acc1379;  // matmul.tile:41
    c157 = acc1380;  // matmul.tile:41
    c158 = acc1381;  // matmul.tile:41
    c159 = acc1382;  // matmul.tile:41
    c160 = acc1383;  // matmul.tile:41
    c161 = acc1384;  // matmul.tile:41
    c162 = acc1385;  // matmul.tile:41
    c163 = acc1386;  // matmul.tile:41
    c164 = acc1387;  // matmul.tile:41
    c165 = acc1388;  // matmul.tile:41
    c166 = acc1389;  // matmul.tile:41
    c167 = acc1390;  // matmul.tile:41
    c168 = acc1391;  // matmul.tile:41
    c169 = acc1392;  // matmul.tile:41
    c170 = acc1393;  // matmul.tile:41
    c171 = acc1394;  // matmul.tile:41
    c172 = acc1395;  // matmul.tile:41
    c173 = acc1396;  // matmul.tile:41
    c174 = acc1397;  // matmul.tile:41
    c175 = acc1398;  // matmul.tile:41
    c176 = acc1399;  // matmul.tile:41
    c177 = acc1400;  // matmul.tile:41
    c178 = acc1401;  // matmul.tile:41
    c179 = acc1402;  // matmul.tile:41
    c180 = acc1403;  // matmul.tile:41
    c181 = acc1404;  // matmul.tile:41
    c182 = acc1405;  // matmul.tile:41
    c183 = acc1406;  // matmul.tile:41
    c184 = acc1407;  // matmul.tile:41
    c185 = acc1408;  // matmul.tile:41
    c186 = acc1409;  // matmul.tile:41
    c187 = acc1410;  // matmul.tile:41
    c188 = acc1411;  // matmul.tile:41
    c189 = acc1412;  // matmul.tile:41
    c190 = acc1413;  // matmul.tile:41
    c191 = acc1414;  // matmul.tile:41
    c192 = acc1415;  // matmul.tile:41
    c193 = acc1416;  // matmul.tile:41
    c194 = acc1417;  // matmul.tile:41
    c195 = acc1418;  // matmul.tile:41
    c196 = acc1419;  // matmul.tile:41
    c197 = acc1420;  // matmul.tile:41
    c198 = acc1421;  // matmul.tile:41
    c199 = acc1422;  // matmul.tile:41
    c200 = acc1423;  // matmul.tile:41
    c201 = acc1424;  // matmul.tile:41
    c202 = acc1425;  // matmul.tile:41
    c203 = acc1426;  // matmul.tile:41
    c204 = acc1427;  // matmul.tile:41
    c205 = acc1428;  // matmul.tile:41
    c206 = acc1429;  // matmul.tile:41
    c207 = acc1430;  // matmul.tile:41
    c208 = acc1431;  // matmul.tile:41
    c209 = acc1432;  // matmul.tile:41
    c210 = acc1433;  // matmul.tile:41
    c211 = acc1434;  // matmul.tile:41
    c212 = acc1435;  // matmul.tile:41
    c213 = acc1436;  // matmul.tile:41
    c214 = acc1437;  // matmul.tile:41
    c215 = acc1438;  // matmul.tile:41
    c216 = acc1439;  // matmul.tile:41
    c217 = acc1440;  // matmul.tile:41
    c218 = acc1441;  // matmul.tile:41
    c219 = acc1442;  // matmul.tile:41
    c220 = acc1443;  // matmul.tile:41
    c221 = acc1444;  // matmul.tile:41
    c222 = acc1445;  // matmul.tile:41
    c223 = acc1446;  // matmul.tile:41
    c224 = acc1447;  // matmul.tile:41
    c225 = acc1448;  // matmul.tile:41
    c226 = acc1449;  // matmul.tile:41
    c227 = acc1450;  // matmul.tile:41
    c228 = acc1451;  // matmul.tile:41
    c229 = acc1452;  // matmul.tile:41
    c230 = acc1453;  // matmul.tile:41
    c231 = acc1454;  // matmul.tile:41
    c232 = acc1455;  // matmul.tile:41
    c233 = acc1456;  // matmul.tile:41
    c234 = acc1457;  // matmul.tile:41
    c235 = acc1458;  // matmul.tile:41
    c236 = acc1459;  // matmul.tile:41
    c237 = acc1460;  // matmul.tile:41
    c238 = acc1461;  // matmul.tile:41
    c239 = acc1462;  // matmul.tile:41
    c240 = acc1463;  // matmul.tile:41
    c241 = acc1464;  // matmul.tile:41
    c242 = acc1465;  // matmul.tile:41
    c243 = acc1466;  // matmul.tile:41
    c244 = acc1467;  // matmul.tile:41
    c245 = acc1468;  // matmul.tile:41
    c246 = acc1469;  // matmul.tile:41
    c247 = acc1470;  // matmul.tile:41
    c248 = acc1471;  // matmul.tile:41
    c249 = acc1472;  // matmul.tile:41
    c250 = acc1473;  // matmul.tile:41
    c251 = acc1474;  // matmul.tile:41
    c252 = acc1475;  // matmul.tile:41
    c253 = acc1476;  // matmul.tile:41
    c254 = acc1477;  // matmul.tile:41
    c255 = acc1478;  // matmul.tile:41
    c256 = acc1479;  // matmul.tile:41
    c257 = acc1480;  // matmul.tile:41
    c258 = acc1481;  // matmul.tile:41
    c259 = acc1482;  // matmul.tile:41
    c260 = acc1483;  // matmul.tile:41
    c261 = acc1484;  // matmul.tile:41
    c262 = acc1485;  // matmul.tile:41
    c263 = acc1486;  // matmul.tile:41
    c264 = acc1487;  // matmul.tile:41
  }  // matmul.tile:41
  int const ar1650 = (tl_c9_0 + 1);  // matmul.tile:48
  int const ar1651 = (tl_c9_0 + 8);  // matmul.tile:48
  int const ar1652 = (tl_c9_0 + 9);  // matmul.tile:48
  int const ar1653 = (tl_c9_0 + 16);  // matmul.tile:48
  int const ar1654 = (tl_c9_0 + 17);  // matmul.tile:48
  int const ar1655 = (tl_c9_0 + 24);  // matmul.tile:48
  int const ar1656 = (tl_c9_0 + 25);  // matmul.tile:48
  int const ar1657 = (tl_c9_0 + 32);  // matmul.tile:48
  int const ar1658 = (tl_c9_0 + 33);  // matmul.tile:48
  int const ar1659 = (tl_c9_0 + 40);  // matmul.tile:48
  int const ar1660 = (tl_c9_0 + 41);  // matmul.tile:48
  int const ar1661 = (tl_c9_0 + 48);  // matmul.tile:48
  int const ar1662 = (tl_c9_0 + 49);  // matmul.tile:48
  int const ar1663 = (tl_c9_0 + 56);  // matmul.tile:48
  int const ar1664 = (tl_c9_0 + 57);  // matmul.tile:48
  int const ar1665 = (tl_c9_0 + 64);  // matmul.tile:48
  int const ar1666 = (tl_c9_0 + 65);  // matmul.tile:48
  int const ar1667 = (tl_c9_0 + 72);  // matmul.tile:48
  int const ar1668 = (tl_c9_0 + 73);  // matmul.tile:48
  int const ar1669 = (tl_c9_0 + 80);  // matmul.tile:48
  int const ar1670 = (tl_c9_0 + 81);  // matmul.tile:48
  int const ar1671 = (tl_c9_0 + 88);  // matmul.tile:48
  int const ar1672 = (tl_c9_0 + 89);  // matmul.tile:48
  int const ar1673 = (tl_c9_0 + 96);  // matmul.tile:48
  int const ar1674 = (tl_c9_0 + 97);  // matmul.tile:48
  int const ar1675 = (tl_c9_0 + 104);  // matmul.tile:48
  int const ar1676 = (tl_c9_0 + 105);  // matmul.tile:48
  int const ar1677 = (tl_c9_0 + 112);  // matmul.tile:48
  int const ar1678 = (tl_c9_0 + 113);  // matmul.tile:48
  int const ar1679 = (tl_c9_0 + 120);  // matmul.tile:48
  int const ar1680 = (tl_c9_0 + 121);  // matmul.tile:48
  int const v1681 = ((int)((unsigned int)(v133) + (unsigned int)(tl_c9_0)));  // matmul.tile:48
  int const v1682 = ((int)((unsigned int)(v133) + (unsigned int)(ar1650)));  // matmul.tile:48
  int const v1683 = ((int)((unsigned int)(v133) + (unsigned int)(ar1651)));  // matmul.tile:48
  int const v1684 = ((int)((unsigned int)(v133) + (unsigned int)(ar1652)));  // matmul.tile:48
  int const v1685 = ((int)((unsigned int)(v133) + (unsigned int)(ar1653)));  // matmul.tile:48
  int const v1686 = ((int)((unsigned int)(v133) + (unsigned int)(ar1654)));  // matmul.tile:48
  int const v1687 = ((int)((unsigned int)(v133) + (unsigned int)(ar1655)));  // matmul.tile:48
  int const v1688 = ((int)((unsigned int)(v133) + (unsigned int)(ar1656)));  // matmul.tile:48
  int const v1689 = ((int)((unsigned int)(v133) + (unsigned int)(ar1657)));  // matmul.tile:48
  int const v1690 = ((int)((unsigned int)(v133) + (unsigned int)(ar1658)));  // matmul.tile:48
  int const v1691 = ((int)((unsigned int)(v133) + (unsigned int)(ar1659)));  // matmul.tile:48
  int const v1692 = ((int)((unsigned int)(v133) + (unsigned int)(ar1660)));  // matmul.tile:48
  int const v1693 = ((int)((unsigned int)(v133) + (unsigned int)(ar1661)));  // matmul.tile:48
  int const v1694 = ((int)((unsigned int)(v133) + (unsigned int)(ar1662)));  // matmul.tile:48
  int const v1695 = ((int)((unsigned int)(v133) + (unsigned int)(ar1663)));  // matmul.tile:48
  int const v1696 = ((int)((unsigned int)(v133) + (unsigned int)(ar1664)));  // matmul.tile:48
  int const v1697 = ((int)((unsigned int)(v133) + (unsigned int)(ar1665)));  // matmul.tile:48
  int const v1698 = ((int)((unsigned int)(v133) + (unsigned int)(ar1666)));  // matmul.tile:48
  int const v1699 = ((int)((unsigned int)(v133) + (unsigned int)(ar1667)));  // matmul.tile:48
  int const v1700 = ((int)((unsigned int)(v133) + (unsigned int)(ar1668)));  // matmul.tile:48
  int const v1701 = ((int)((unsigned int)(v133) + (unsigned int)(ar1669)));  // matmul.tile:48
  int const v1702 = ((int)((unsigned int)(v133) + (unsigned int)(ar1670)));  // matmul.tile:48
  int const v1703 = ((int)((unsigned int)(v133) + (unsigned int)(ar1671)));  // matmul.tile:48
  int const v1704 = ((int)((unsigned int)(v133) + (unsigned int)(ar1672)));  // matmul.tile:48
  int const v1705 = ((int)((unsigned int)(v133) + (unsigned int)(ar1673)));  // matmul.tile:48
  int const v1706 = ((int)((unsigned int)(v133) + (unsigned int)(ar1674)));  // matmul.tile:48
  int const v1707 = ((int)((unsigned int)(v133) + (unsigned int)(ar1675)));  // matmul.tile:48
  int const v1708 = ((int)((unsigned int)(v133) + (unsigned int)(ar1676)));  // matmul.tile:48
  int const v1709 = ((int)((unsigned int)(v133) + (unsigned int)(ar1677)));  // matmul.tile:48
  int const v1710 = ((int)((unsigned int)(v133) + (unsigned int)(ar1678)));  // matmul.tile:48
  int const v1711 = ((int)((unsigned int)(v133) + (unsigned int)(ar1679)));  // matmul.tile:48
  int const v1712 = ((int)((unsigned int)(v133) + (unsigned int)(ar1680)));  // matmul.tile:48
  __half* const p1713 = (p_bias + v1681);  // matmul.tile:48
  __half* const p1714 = (p_bias + v1682);  // matmul.tile:48
  __half* const p1715 = (p_bias + v1683);  // matmul.tile:48
  __half* const p1716 = (p_bias + v1684);  // matmul.tile:48
  __half* const p1717 = (p_bias + v1685);  // matmul.tile:48
  __half* const p1718 = (p_bias + v1686);  // matmul.tile:48
  __half* const p1719 = (p_bias + v1687);  // matmul.tile:48
  __half* const p1720 = (p_bias + v1688);  // matmul.tile:48
  __half* const p1721 = (p_bias + v1689);  // matmul.tile:48
  __half* const p1722 = (p_bias + v1690);  // matmul.tile:48
  __half* const p1723 = (p_bias + v1691);  // matmul.tile:48
  __half* const p1724 = (p_bias + v1692);  // matmul.tile:48
  __half* const p1725 = (p_bias + v1693);  // matmul.tile:48
  __half* const p1726 = (p_bias + v1694);  // matmul.tile:48
  __half* const p1727 = (p_bias + v1695);  // matmul.tile:48
  __half* const p1728 = (p_bias + v1696);  // matmul.tile:48
  __half* const p1729 = (p_bias + v1697);  // matmul.tile:48
  __half* const p1730 = (p_bias + v1698);  // matmul.tile:48
  __half* const p1731 = (p_bias + v1699);  // matmul.tile:48
  __half* const p1732 = (p_bias + v1700);  // matmul.tile:48
  __half* const p1733 = (p_bias + v1701);  // matmul.tile:48
  __half* const p1734 = (p_bias + v1702);  // matmul.tile:48
  __half* const p1735 = (p_bias + v1703);  // matmul.tile:48
  __half* const p1736 = (p_bias + v1704);  // matmul.tile:48
  __half* const p1737 = (p_bias + v1705);  // matmul.tile:48
  __half* const p1738 = (p_bias + v1706);  // matmul.tile:48
  __half* const p1739 = (p_bias + v1707);  // matmul.tile:48
  __half* const p1740 = (p_bias + v1708);  // matmul.tile:48
  __half* const p1741 = (p_bias + v1709);  // matmul.tile:48
  __half* const p1742 = (p_bias + v1710);  // matmul.tile:48
  __half* const p1743 = (p_bias + v1711);  // matmul.tile:48
  __half* const p1744 = (p_bias + v1712);  // matmul.tile:48
  int const ar1745 = (tl_c9_0 + 1);  // matmul.tile:48
  int const ar1746 = (tl_c9_0 + 8);  // matmul.tile:48
  int const ar1747 = (tl_c9_0 + 9);  // matmul.tile:48
  int const ar1748 = (tl_c9_0 + 16);  // matmul.tile:48
  int const ar1749 = (tl_c9_0 + 17);  // matmul.tile:48
  int const ar1750 = (tl_c9_0 + 24);  // matmul.tile:48
  int const ar1751 = (tl_c9_0 + 25);  // matmul.tile:48
  int const ar1752 = (tl_c9_0 + 32);  // matmul.tile:48
  int const ar1753 = (tl_c9_0 + 33);  // matmul.tile:48
  int const ar1754 = (tl_c9_0 + 40);  // matmul.tile:48
  int const ar1755 = (tl_c9_0 + 41);  // matmul.tile:48
  int const ar1756 = (tl_c9_0 + 48);  // matmul.tile:48
  int const ar1757 = (tl_c9_0 + 49);  // matmul.tile:48
  int const ar1758 = (tl_c9_0 + 56);  // matmul.tile:48
  int const ar1759 = (tl_c9_0 + 57);  // matmul.tile:48
  int const ar1760 = (tl_c9_0 + 64);  // matmul.tile:48
  int const ar1761 = (tl_c9_0 + 65);  // matmul.tile:48
  int const ar1762 = (tl_c9_0 + 72);  // matmul.tile:48
  int const ar1763 = (tl_c9_0 + 73);  // matmul.tile:48
  int const ar1764 = (tl_c9_0 + 80);  // matmul.tile:48
  int const ar1765 = (tl_c9_0 + 81);  // matmul.tile:48
  int const ar1766 = (tl_c9_0 + 88);  // matmul.tile:48
  int const ar1767 = (tl_c9_0 + 89);  // matmul.tile:48
  int const ar1768 = (tl_c9_0 + 96);  // matmul.tile:48
  int const ar1769 = (tl_c9_0 + 97);  // matmul.tile:48
  int const ar1770 = (tl_c9_0 + 104);  // matmul.tile:48
  int const ar1771 = (tl_c9_0 + 105);  // matmul.tile:48
  int const ar1772 = (tl_c9_0 + 112);  // matmul.tile:48
  int const ar1773 = (tl_c9_0 + 113);  // matmul.tile:48
  int const ar1774 = (tl_c9_0 + 120);  // matmul.tile:48
  int const ar1775 = (tl_c9_0 + 121);  // matmul.tile:48
  int const v1776 = ((int)((unsigned int)(v133) + (unsigned int)(tl_c9_0)));  // matmul.tile:48
  int const v1777 = ((int)((unsigned int)(v133) + (unsigned int)(ar1745)));  // matmul.tile:48
  int const v1778 = ((int)((unsigned int)(v133) + (unsigned int)(ar1746)));  // matmul.tile:48
  int const v1779 = ((int)((unsigned int)(v133) + (unsigned int)(ar1747)));  // matmul.tile:48
  int const v1780 = ((int)((unsigned int)(v133) + (unsigned int)(ar1748)));  // matmul.tile:48
  int const v1781 = ((int)((unsigned int)(v133) + (unsigned int)(ar1749)));  // matmul.tile:48
  int const v1782 = ((int)((unsigned int)(v133) + (unsigned int)(ar1750)));  // matmul.tile:48
  int const v1783 = ((int)((unsigned int)(v133) + (unsigned int)(ar1751)));  // matmul.tile:48
  int const v1784 = ((int)((unsigned int)(v133) + (unsigned int)(ar1752)));  // matmul.tile:48
  int const v1785 = ((int)((unsigned int)(v133) + (unsigned int)(ar1753)));  // matmul.tile:48
  int const v1786 = ((int)((unsigned int)(v133) + (unsigned int)(ar1754)));  // matmul.tile:48
  int const v1787 = ((int)((unsigned int)(v133) + (unsigned int)(ar1755)));  // matmul.tile:48
  int const v1788 = ((int)((unsigned int)(v133) + (unsigned int)(ar1756)));  // matmul.tile:48
  int const v1789 = ((int)((unsigned int)(v133) + (unsigned int)(ar1757)));  // matmul.tile:48
  int const v1790 = ((int)((unsigned int)(v133) + (unsigned int)(ar1758)));  // matmul.tile:48
  int const v1791 = ((int)((unsigned int)(v133) + (unsigned int)(ar1759)));  // matmul.tile:48
  int const v1792 = ((int)((unsigned int)(v133) + (unsigned int)(ar1760)));  // matmul.tile:48
  int const v1793 = ((int)((unsigned int)(v133) + (unsigned int)(ar1761)));  // matmul.tile:48
  int const v1794 = ((int)((unsigned int)(v133) + (unsigned int)(ar1762)));  // matmul.tile:48
  int const v1795 = ((int)((unsigned int)(v133) + (unsigned int)(ar1763)));  // matmul.tile:48
  int const v1796 = ((int)((unsigned int)(v133) + (unsigned int)(ar1764)));  // matmul.tile:48
  int const v1797 = ((int)((unsigned int)(v133) + (unsigned int)(ar1765)));  // matmul.tile:48
  int const v1798 = ((int)((unsigned int)(v133) + (unsigned int)(ar1766)));  // matmul.tile:48
  int const v1799 = ((int)((unsigned int)(v133) + (unsigned int)(ar1767)));  // matmul.tile:48
  int const v1800 = ((int)((unsigned int)(v133) + (unsigned int)(ar1768)));  // matmul.tile:48
  int const v1801 = ((int)((unsigned int)(v133) + (unsigned int)(ar1769)));  // matmul.tile:48
  int const v1802 = ((int)((unsigned int)(v133) + (unsigned int)(ar1770)));  // matmul.tile:48
  int const v1803 = ((int)((unsigned int)(v133) + (unsigned int)(ar1771)));  // matmul.tile:48
  int const v1804 = ((int)((unsigned int)(v133) + (unsigned int)(ar1772)));  // matmul.tile:48
  int const v1805 = ((int)((unsigned int)(v133) + (unsigned int)(ar1773)));  // matmul.tile:48
  int const v1806 = ((int)((unsigned int)(v133) + (unsigned int)(ar1774)));  // matmul.tile:48
  int const v1807 = ((int)((unsigned int)(v133) + (unsigned int)(ar1775)));  // matmul.tile:48
  bool const v1808 = (v1776 < p_N);  // matmul.tile:48
  bool const v1809 = (v1777 < p_N);  // matmul.tile:48
  bool const v1810 = (v1778 < p_N);  // matmul.tile:48
  bool const v1811 = (v1779 < p_N);  // matmul.tile:48
  bool const v1812 = (v1780 < p_N);  // matmul.tile:48
  bool const v1813 = (v1781 < p_N);  // matmul.tile:48
  bool const v1814 = (v1782 < p_N);  // matmul.tile:48
  bool const v1815 = (v1783 < p_N);  // matmul.tile:48
  bool const v1816 = (v1784 < p_N);  // matmul.tile:48
  bool const v1817 = (v1785 < p_N);  // matmul.tile:48
  bool const v1818 = (v1786 < p_N);  // matmul.tile:48
  bool const v1819 = (v1787 < p_N);  // matmul.tile:48
  bool const v1820 = (v1788 < p_N);  // matmul.tile:48
  bool const v1821 = (v1789 < p_N);  // matmul.tile:48
  bool const v1822 = (v1790 < p_N);  // matmul.tile:48
  bool const v1823 = (v1791 < p_N);  // matmul.tile:48
  bool const v1824 = (v1792 < p_N);  // matmul.tile:48
  bool const v1825 = (v1793 < p_N);  // matmul.tile:48
  bool const v1826 = (v1794 < p_N);  // matmul.tile:48
  bool const v1827 = (v1795 < p_N);  // matmul.tile:48
  bool const v1828 = (v1796 < p_N);  // matmul.tile:48
  bool const v1829 = (v1797 < p_N);  // matmul.tile:48
  bool const v1830 = (v1798 < p_N);  // matmul.tile:48
  bool const v1831 = (v1799 < p_N);  // matmul.tile:48
  bool const v1832 = (v1800 < p_N);  // matmul.tile:48
  bool const v1833 = (v1801 < p_N);  // matmul.tile:48
  bool const v1834 = (v1802 < p_N);  // matmul.tile:48
  bool const v1835 = (v1803 < p_N);  // matmul.tile:48
  bool const v1836 = (v1804 < p_N);  // matmul.tile:48
  bool const v1837 = (v1805 < p_N);  // matmul.tile:48
  bool const v1838 = (v1806 < p_N);  // matmul.tile:48
  bool const v1839 = (v1807 < p_N);  // matmul.tile:48
  __half const k1840 = __ushort_as_half((unsigned short)0);  // matmul.tile:48
  const __half ld1841 = v1808 ? *p1713 : k1840;  // matmul.tile:48
  const __half ld1842 = v1809 ? *p1714 : k1840;  // matmul.tile:48
  const __half ld1843 = v1810 ? *p1715 : k1840;  // matmul.tile:48
  const __half ld1844 = v1811 ? *p1716 : k1840;  // matmul.tile:48
  const __half ld1845 = v1812 ? *p1717 : k1840;  // matmul.tile:48
  const __half ld1846 = v1813 ? *p1718 : k1840;  // matmul.tile:48
  const __half ld1847 = v1814 ? *p1719 : k1840;  // matmul.tile:48
  const __half ld1848 = v1815 ? *p1720 : k1840;  // matmul.tile:48
  const __half ld1849 = v1816 ? *p1721 : k1840;  // matmul.tile:48
  const __half ld1850 = v1817 ? *p1722 : k1840;  // matmul.tile:48
  const __half ld1851 = v1818 ? *p1723 : k1840;  // matmul.tile:48
  const __half ld1852 = v1819 ? *p1724 : k1840;  // matmul.tile:48
  const __half ld1853 = v1820 ? *p1725 : k1840;  // matmul.tile:48
  const __half ld1854 = v1821 ? *p1726 : k1840;  // matmul.tile:48
  const __half ld1855 = v1822 ? *p1727 : k1840;  // matmul.tile:48
  const __half ld1856 = v1823 ? *p1728 : k1840;  // matmul.tile:48
  const __half ld1857 = v1824 ? *p1729 : k1840;  // matmul.tile:48
  const __half ld1858 = v1825 ? *p1730 : k1840;  // matmul.tile:48
  const __half ld1859 = v1826 ? *p1731 : k1840;  // matmul.tile:48
  const __half ld1860 = v1827 ? *p1732 : k1840;  // matmul.tile:48
  const __half ld1861 = v1828 ? *p1733 : k1840;  // matmul.tile:48
  const __half ld1862 = v1829 ? *p1734 : k1840;  // matmul.tile:48
  const __half ld1863 = v1830 ? *p1735 : k1840;  // matmul.tile:48
  const __half ld1864 = v1831 ? *p1736 : k1840;  // matmul.tile:48
  const __half ld1865 = v1832 ? *p1737 : k1840;  // matmul.tile:48
  const __half ld1866 = v1833 ? *p1738 : k1840;  // matmul.tile:48
  const __half ld1867 = v1834 ? *p1739 : k1840;  // matmul.tile:48
  const __half ld1868 = v1835 ? *p1740 : k1840;  // matmul.tile:48
  const __half ld1869 = v1836 ? *p1741 : k1840;  // matmul.tile:48
  const __half ld1870 = v1837 ? *p1742 : k1840;  // matmul.tile:48
  const __half ld1871 = v1838 ? *p1743 : k1840;  // matmul.tile:48
  const __half ld1872 = v1839 ? *p1744 : k1840;  // matmul.tile:48
  float const v1873 = __half2float(ld1841);  // matmul.tile:48
  float const v1874 = __half2float(ld1842);  // matmul.tile:48
  float const v1875 = __half2float(ld1843);  // matmul.tile:48
  float const v1876 = __half2float(ld1844);  // matmul.tile:48
  float const v1877 = __half2float(ld1845);  // matmul.tile:48
  float const v1878 = __half2float(ld1846);  // matmul.tile:48
  float const v1879 = __half2float(ld1847);  // matmul.tile:48
  float const v1880 = __half2float(ld1848);  // matmul.tile:48
  float const v1881 = __half2float(ld1849);  // matmul.tile:48
  float const v1882 = __half2float(ld1850);  // matmul.tile:48
  float const v1883 = __half2float(ld1851);  // matmul.tile:48
  float const v1884 = __half2float(ld1852);  // matmul.tile:48
  float const v1885 = __half2float(ld1853);  // matmul.tile:48
  float const v1886 = __half2float(ld1854);  // matmul.tile:48
  float const v1887 = __half2float(ld1855);  // matmul.tile:48
  float const v1888 = __half2float(ld1856);  // matmul.tile:48
  float const v1889 = __half2float(ld1857);  // matmul.tile:48
  float const v1890 = __half2float(ld1858);  // matmul.tile:48
  float const v1891 = __half2float(ld1859);  // matmul.tile:48
  float const v1892 = __half2float(ld1860);  // matmul.tile:48
  float const v1893 = __half2float(ld1861);  // matmul.tile:48
  float const v1894 = __half2float(ld1862);  // matmul.tile:48
  float const v1895 = __half2float(ld1863);  // matmul.tile:48
  float const v1896 = __half2float(ld1864);  // matmul.tile:48
  float const v1897 = __half2float(ld1865);  // matmul.tile:48
  float const v1898 = __half2float(ld1866);  // matmul.tile:48
  float const v1899 = __half2float(ld1867);  // matmul.tile:48
  float const v1900 = __half2float(ld1868);  // matmul.tile:48
  float const v1901 = __half2float(ld1869);  // matmul.tile:48
  float const v1902 = __half2float(ld1870);  // matmul.tile:48
  float const v1903 = __half2float(ld1871);  // matmul.tile:48
  float const v1904 = __half2float(ld1872);  // matmul.tile:48
  float const v1905 = (c137 + v1873);  // matmul.tile:48
  float const v1906 = (c138 + v1874);  // matmul.tile:48
  float const v1907 = (c139 + v1873);  // matmul.tile:48
  float const v1908 = (c140 + v1874);  // matmul.tile:48
  float const v1909 = (c141 + v1875);  // matmul.tile:48
  float const v1910 = (c142 + v1876);  // matmul.tile:48
  float const v1911 = (c143 + v1875);  // matmul.tile:48
  float const v1912 = (c144 + v1876);  // matmul.tile:48
  float const v1913 = (c145 + v1877);  // matmul.tile:48
  float const v1914 = (c146 + v1878);  // matmul.tile:48
  float const v1915 = (c147 + v1877);  // matmul.tile:48
  float const v1916 = (c148 + v1878);  // matmul.tile:48
  float const v1917 = (c149 + v1879);  // matmul.tile:48
  float const v1918 = (c150 + v1880);  // matmul.tile:48
  float const v1919 = (c151 + v1879);  // matmul.tile:48
  float const v1920 = (c152 + v1880);  // matmul.tile:48
  float const v1921 = (c153 + v1881);  // matmul.tile:48
  float const v1922 = (c154 + v1882);  // matmul.tile:48
  float const v1923 = (c155 + v1881);  // matmul.tile:48
  float const v1924 = (c156 + v1882);  // matmul.tile:48
  float const v1925 = (c157 + v1883);  // matmul.tile:48
  float const v1926 = (c158 + v1884);  // matmul.tile:48
  float const v1927 = (c159 + v1883);  // matmul.tile:48
  float const v1928 = (c160 + v1884);  // matmul.tile:48
  float const v1929 = (c161 + v1885);  // matmul.tile:48
  float const v1930 = (c162 + v1886);  // matmul.tile:48
  float const v1931 = (c163 + v1885);  // matmul.tile:48
  float const v1932 = (c164 + v1886);  // matmul.tile:48
  float const v1933 = (c165 + v1887);  // matmul.tile:48
  float const v1934 = (c166 + v1888);  // matmul.tile:48
  float const v1935 = (c167 + v1887);  // matmul.tile:48
  float const v1936 = (c168 + v1888);  // matmul.tile:48
  float const v1937 = (c169 + v1889);  // matmul.tile:48
  float const v1938 = (c170 + v1890);  // matmul.tile:48
  float const v1939 = (c171 + v1889);  // matmul.tile:48
  float const v1940 = (c172 + v1890);  // matmul.tile:48
  float const v1941 = (c173 + v1891);  // matmul.tile:48
  float const v1942 = (c174 + v1892);  // matmul.tile:48
  float const v1943 = (c175 + v1891);  // matmul.tile:48
  float const v1944 = (c176 + v1892);  // matmul.tile:48
  float const v1945 = (c177 + v1893);  // matmul.tile:48
  float const v1946 = (c178 + v1894);  // matmul.tile:48
  float const v1947 = (c179 + v1893);  // matmul.tile:48
  float const v1948 = (c180 + v1894);  // matmul.tile:48
  float const v1949 = (c181 + v1895);  // matmul.tile:48
  float const v1950 = (c182 + v1896);  // matmul.tile:48
  float const v1951 = (c183 + v1895);  // matmul.tile:48
  float const v1952 = (c184 + v1896);  // matmul.tile:48
  float const v1953 = (c185 + v1897);  // matmul.tile:48
  float const v1954 = (c186 + v1898);  // matmul.tile:48
  float const v1955 = (c187 + v1897);  // matmul.tile:48
  float const v1956 = (c188 + v1898);  // matmul.tile:48
  float const v1957 = (c189 + v1899);  // matmul.tile:48
  float const v1958 = (c190 + v1900);  // matmul.tile:48
  float const v1959 = (c191 + v1899);  // matmul.tile:48
  float const v1960 = (c192 + v1900);  // matmul.tile:48
  float const v1961 = (c193 + v1901);  // matmul.tile:48
  float const v1962 = (c194 + v1902);  // matmul.tile:48
  float const v1963 = (c195 + v1901);  // matmul.tile:48
  float const v1964 = (c196 + v1902);  // matmul.tile:48
  float const v1965 = (c197 + v1903);  // matmul.tile:48
  float const v1966 = (c198 + v1904);  // matmul.tile:48
  float const v1967 = (c199 + v1903);  // matmul.tile:48
  float const v1968 = (c200 + v1904);  // matmul.tile:48
  float const v1969 = (c201 + v1873);  // matmul.tile:48
  float const v1970 = (c202 + v1874);  // matmul.tile:48
  float const v1971 = (c203 + v1873);  // matmul.tile:48
  float const v1972 = (c204 + v1874);  // matmul.tile:48
  float const v1973 = (c205 + v1875);  // matmul.tile:48
  float const v1974 = (c206 + v1876);  // matmul.tile:48
  float const v1975 = (c207 + v1875);  // matmul.tile:48
  float const v1976 = (c208 + v1876);  // matmul.tile:48
  float const v1977 = (c209 + v1877);  // matmul.tile:48
  float const v1978 = (c210 + v1878);  // matmul.tile:48
  float const v1979 = (c211 + v1877);  // matmul.tile:48
  float const v1980 = (c212 + v1878);  // matmul.tile:48
  float const v1981 = (c213 + v1879);  // matmul.tile:48
  float const v1982 = (c214 + v1880);  // matmul.tile:48
  float const v1983 = (c215 + v1879);  // matmul.tile:48
  float const v1984 = (c216 + v1880);  // matmul.tile:48
  float const v1985 = (c217 + v1881);  // matmul.tile:48
  float const v1986 = (c218 + v1882);  // matmul.tile:48
  float const v1987 = (c219 + v1881);  // matmul.tile:48
  float const v1988 = (c220 + v1882);  // matmul.tile:48
  float const v1989 = (c221 + v1883);  // matmul.tile:48
  float const v1990 = (c222 + v1884);  // matmul.tile:48
  float const v1991 = (c223 + v1883);  // matmul.tile:48
  float const v1992 = (c224 + v1884);  // matmul.tile:48
  float const v1993 = (c225 + v1885);  // matmul.tile:48
  float const v1994 = (c226 + v1886);  // matmul.tile:48
  float const v1995 = (c227 + v1885);  // matmul.tile:48
  float const v1996 = (c228 + v1886);  // matmul.tile:48
  float const v1997 = (c229 + v1887);  // matmul.tile:48
  float const v1998 = (c230 + v1888);  // matmul.tile:48
  float const v1999 = (c231 + v1887);  // matmul.tile:48
  float const v2000 = (c232 + v1888);  // matmul.tile:48
  float const v2001 = (c233 + v1889);  // matmul.tile:48
  float const v2002 = (c234 + v1890);  // matmul.tile:48
  float const v2003 = (c235 + v1889);  // matmul.tile:48
  float const v2004 = (c236 + v1890);  // matmul.tile:48
  float const v2005 = (c237 + v1891);  // matmul.tile:48
  float const v2006 = (c238 + v1892);  // matmul.tile:48
  float const v2007 = (c239 + v1891);  // matmul.tile:48
  float const v2008 = (c240 + v1892);  // matmul.tile:48
  float const v2009 = (c241 + v1893);  // matmul.tile:48
  float const v2010 = (c242 + v1894);  // matmul.tile:48
  float const v2011 = (c243 + v1893);  // matmul.tile:48
  float const v2012 = (c244 + v1894);  // matmul.tile:48
  float const v2013 = (c245 + v1895);  // matmul.tile:48
  float const v2014 = (c246 + v1896);  // matmul.tile:48
  float const v2015 = (c247 + v1895);  // matmul.tile:48
  float const v2016 = (c248 + v1896);  // matmul.tile:48
  float const v2017 = (c249 + v1897);  // matmul.tile:48
  float const v2018 = (c250 + v1898);  // matmul.tile:48
  float const v2019 = (c251 + v1897);  // matmul.tile:48
  float const v2020 = (c252 + v1898);  // matmul.tile:48
  float const v2021 = (c253 + v1899);  // matmul.tile:48
  float const v2022 = (c254 + v1900);  // matmul.tile:48
  float const v2023 = (c255 + v1899);  // matmul.tile:48
  float const v2024 = (c256 + v1900);  // matmul.tile:48
  float const v2025 = (c257 + v1901);  // matmul.tile:48
  float const v2026 = (c258 + v1902);  // matmul.tile:48
  float const v2027 = (c259 + v1901);  // matmul.tile:48
  float const v2028 = (c260 + v1902);  // matmul.tile:48
  float const v2029 = (c261 + v1903);  // matmul.tile:48
  float const v2030 = (c262 + v1904);  // matmul.tile:48
  float const v2031 = (c263 + v1903);  // matmul.tile:48
  float const v2032 = (c264 + v1904);  // matmul.tile:48
  int const v2033 = ((int)((unsigned int)(v5) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2034 = ((int)((unsigned int)(v6) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2035 = ((int)((unsigned int)(v7) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2036 = ((int)((unsigned int)(v8) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2037 = ((int)((unsigned int)(v9) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2038 = ((int)((unsigned int)(v10) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2039 = ((int)((unsigned int)(v11) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2040 = ((int)((unsigned int)(v12) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2041 = ((int)((unsigned int)(v13) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2042 = ((int)((unsigned int)(v14) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2043 = ((int)((unsigned int)(v15) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2044 = ((int)((unsigned int)(v16) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2045 = ((int)((unsigned int)(v17) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2046 = ((int)((unsigned int)(v18) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2047 = ((int)((unsigned int)(v19) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2048 = ((int)((unsigned int)(v20) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2049 = ((int)((unsigned int)(v21) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2050 = ((int)((unsigned int)(v22) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2051 = ((int)((unsigned int)(v23) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2052 = ((int)((unsigned int)(v24) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2053 = ((int)((unsigned int)(v25) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2054 = ((int)((unsigned int)(v26) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2055 = ((int)((unsigned int)(v27) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2056 = ((int)((unsigned int)(v28) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2057 = ((int)((unsigned int)(v29) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2058 = ((int)((unsigned int)(v30) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2059 = ((int)((unsigned int)(v31) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2060 = ((int)((unsigned int)(v32) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2061 = ((int)((unsigned int)(v33) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2062 = ((int)((unsigned int)(v34) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2063 = ((int)((unsigned int)(v35) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2064 = ((int)((unsigned int)(v36) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2065 = ((int)((unsigned int)(v37) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2066 = ((int)((unsigned int)(v38) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2067 = ((int)((unsigned int)(v39) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2068 = ((int)((unsigned int)(v40) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2069 = ((int)((unsigned int)(v41) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2070 = ((int)((unsigned int)(v42) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2071 = ((int)((unsigned int)(v43) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2072 = ((int)((unsigned int)(v44) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2073 = ((int)((unsigned int)(v45) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2074 = ((int)((unsigned int)(v46) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2075 = ((int)((unsigned int)(v47) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2076 = ((int)((unsigned int)(v48) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2077 = ((int)((unsigned int)(v49) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2078 = ((int)((unsigned int)(v50) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2079 = ((int)((unsigned int)(v51) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2080 = ((int)((unsigned int)(v52) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2081 = ((int)((unsigned int)(v53) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2082 = ((int)((unsigned int)(v54) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2083 = ((int)((unsigned int)(v55) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2084 = ((int)((unsigned int)(v56) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2085 = ((int)((unsigned int)(v57) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2086 = ((int)((unsigned int)(v58) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2087 = ((int)((unsigned int)(v59) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2088 = ((int)((unsigned int)(v60) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2089 = ((int)((unsigned int)(v61) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2090 = ((int)((unsigned int)(v62) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2091 = ((int)((unsigned int)(v63) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2092 = ((int)((unsigned int)(v64) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2093 = ((int)((unsigned int)(v65) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2094 = ((int)((unsigned int)(v66) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2095 = ((int)((unsigned int)(v67) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2096 = ((int)((unsigned int)(v68) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2097 = ((int)((unsigned int)(v69) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2098 = ((int)((unsigned int)(v70) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2099 = ((int)((unsigned int)(v71) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2100 = ((int)((unsigned int)(v72) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2101 = ((int)((unsigned int)(v73) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2102 = ((int)((unsigned int)(v74) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2103 = ((int)((unsigned int)(v75) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2104 = ((int)((unsigned int)(v76) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2105 = ((int)((unsigned int)(v77) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2106 = ((int)((unsigned int)(v78) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2107 = ((int)((unsigned int)(v79) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2108 = ((int)((unsigned int)(v80) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2109 = ((int)((unsigned int)(v81) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2110 = ((int)((unsigned int)(v82) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2111 = ((int)((unsigned int)(v83) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2112 = ((int)((unsigned int)(v84) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2113 = ((int)((unsigned int)(v85) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2114 = ((int)((unsigned int)(v86) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2115 = ((int)((unsigned int)(v87) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2116 = ((int)((unsigned int)(v88) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2117 = ((int)((unsigned int)(v89) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2118 = ((int)((unsigned int)(v90) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2119 = ((int)((unsigned int)(v91) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2120 = ((int)((unsigned int)(v92) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2121 = ((int)((unsigned int)(v93) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2122 = ((int)((unsigned int)(v94) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2123 = ((int)((unsigned int)(v95) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2124 = ((int)((unsigned int)(v96) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2125 = ((int)((unsigned int)(v97) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2126 = ((int)((unsigned int)(v98) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2127 = ((int)((unsigned int)(v99) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2128 = ((int)((unsigned int)(v100) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2129 = ((int)((unsigned int)(v101) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2130 = ((int)((unsigned int)(v102) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2131 = ((int)((unsigned int)(v103) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2132 = ((int)((unsigned int)(v104) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2133 = ((int)((unsigned int)(v105) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2134 = ((int)((unsigned int)(v106) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2135 = ((int)((unsigned int)(v107) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2136 = ((int)((unsigned int)(v108) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2137 = ((int)((unsigned int)(v109) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2138 = ((int)((unsigned int)(v110) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2139 = ((int)((unsigned int)(v111) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2140 = ((int)((unsigned int)(v112) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2141 = ((int)((unsigned int)(v113) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2142 = ((int)((unsigned int)(v114) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2143 = ((int)((unsigned int)(v115) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2144 = ((int)((unsigned int)(v116) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2145 = ((int)((unsigned int)(v117) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2146 = ((int)((unsigned int)(v118) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2147 = ((int)((unsigned int)(v119) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2148 = ((int)((unsigned int)(v120) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2149 = ((int)((unsigned int)(v121) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2150 = ((int)((unsigned int)(v122) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2151 = ((int)((unsigned int)(v123) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2152 = ((int)((unsigned int)(v124) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2153 = ((int)((unsigned int)(v125) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2154 = ((int)((unsigned int)(v126) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2155 = ((int)((unsigned int)(v127) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2156 = ((int)((unsigned int)(v128) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2157 = ((int)((unsigned int)(v129) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2158 = ((int)((unsigned int)(v130) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2159 = ((int)((unsigned int)(v131) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  int const v2160 = ((int)((unsigned int)(v132) * (unsigned int)(p_stride_cm)));  // matmul.tile:53
  __half* const p2161 = (p_c + v2033);  // matmul.tile:53
  __half* const p2162 = (p_c + v2034);  // matmul.tile:53
  __half* const p2163 = (p_c + v2035);  // matmul.tile:53
  __half* const p2164 = (p_c + v2036);  // matmul.tile:53
  __half* const p2165 = (p_c + v2037);  // matmul.tile:53
  __half* const p2166 = (p_c + v2038);  // matmul.tile:53
  __half* const p2167 = (p_c + v2039);  // matmul.tile:53
  __half* const p2168 = (p_c + v2040);  // matmul.tile:53
  __half* const p2169 = (p_c + v2041);  // matmul.tile:53
  __half* const p2170 = (p_c + v2042);  // matmul.tile:53
  __half* const p2171 = (p_c + v2043);  // matmul.tile:53
  __half* const p2172 = (p_c + v2044);  // matmul.tile:53
  __half* const p2173 = (p_c + v2045);  // matmul.tile:53
  __half* const p2174 = (p_c + v2046);  // matmul.tile:53
  __half* const p2175 = (p_c + v2047);  // matmul.tile:53
  __half* const p2176 = (p_c + v2048);  // matmul.tile:53
  __half* const p2177 = (p_c + v2049);  // matmul.tile:53
  __half* const p2178 = (p_c + v2050);  // matmul.tile:53
  __half* const p2179 = (p_c + v2051);  // matmul.tile:53
  __half* const p2180 = (p_c + v2052);  // matmul.tile:53
  __half* const p2181 = (p_c + v2053);  // matmul.tile:53
  __half* const p2182 = (p_c + v2054);  // matmul.tile:53
  __half* const p2183 = (p_c + v2055);  // matmul.tile:53
  __half* const p2184 = (p_c + v2056);  // matmul.tile:53
  __half* const p2185 = (p_c + v2057);  // matmul.tile:53
  __half* const p2186 = (p_c + v2058);  // matmul.tile:53
  __half* const p2187 = (p_c + v2059);  // matmul.tile:53
  __half* const p2188 = (p_c + v2060);  // matmul.tile:53
  __half* const p2189 = (p_c + v2061);  // matmul.tile:53
  __half* const p2190 = (p_c + v2062);  // matmul.tile:53
  __half* const p2191 = (p_c + v2063);  // matmul.tile:53
  __half* const p2192 = (p_c + v2064);  // matmul.tile:53
  __half* const p2193 = (p_c + v2065);  // matmul.tile:53
  __half* const p2194 = (p_c + v2066);  // matmul.tile:53
  __half* const p2195 = (p_c + v2067);  // matmul.tile:53
  __half* const p2196 = (p_c + v2068);  // matmul.tile:53
  __half* const p2197 = (p_c + v2069);  // matmul.tile:53
  __half* const p2198 = (p_c + v2070);  // matmul.tile:53
  __half* const p2199 = (p_c + v2071);  // matmul.tile:53
  __half* const p2200 = (p_c + v2072);  // matmul.tile:53
  __half* const p2201 = (p_c + v2073);  // matmul.tile:53
  __half* const p2202 = (p_c + v2074);  // matmul.tile:53
  __half* const p2203 = (p_c + v2075);  // matmul.tile:53
  __half* const p2204 = (p_c + v2076);  // matmul.tile:53
  __half* const p2205 = (p_c + v2077);  // matmul.tile:53
  __half* const p2206 = (p_c + v2078);  // matmul.tile:53
  __half* const p2207 = (p_c + v2079);  // matmul.tile:53
  __half* const p2208 = (p_c + v2080);  // matmul.tile:53
  __half* const p2209 = (p_c + v2081);  // matmul.tile:53
  __half* const p2210 = (p_c + v2082);  // matmul.tile:53
  __half* const p2211 = (p_c + v2083);  // matmul.tile:53
  __half* const p2212 = (p_c + v2084);  // matmul.tile:53
  __half* const p2213 = (p_c + v2085);  // matmul.tile:53
  __half* const p2214 = (p_c + v2086);  // matmul.tile:53
  __half* const p2215 = (p_c + v2087);  // matmul.tile:53
  __half* const p2216 = (p_c + v2088);  // matmul.tile:53
  __half* const p2217 = (p_c + v2089);  // matmul.tile:53
  __half* const p2218 = (p_c + v2090);  // matmul.tile:53
  __half* const p2219 = (p_c + v2091);  // matmul.tile:53
  __half* const p2220 = (p_c + v2092);  // matmul.tile:53
  __half* const p2221 = (p_c + v2093);  // matmul.tile:53
  __half* const p2222 = (p_c + v2094);  // matmul.tile:53
  __half* const p2223 = (p_c + v2095);  // matmul.tile:53
  __half* const p2224 = (p_c + v2096);  // matmul.tile:53
  __half* const p2225 = (p_c + v2097);  // matmul.tile:53
  __half* const p2226 = (p_c + v2098);  // matmul.tile:53
  __half* const p2227 = (p_c + v2099);  // matmul.tile:53
  __half* const p2228 = (p_c + v2100);  // matmul.tile:53
  __half* const p2229 = (p_c + v2101);  // matmul.tile:53
  __half* const p2230 = (p_c + v2102);  // matmul.tile:53
  __half* const p2231 = (p_c + v2103);  // matmul.tile:53
  __half* const p2232 = (p_c + v2104);  // matmul.tile:53
  __half* const p2233 = (p_c + v2105);  // matmul.tile:53
  __half* const p2234 = (p_c + v2106);  // matmul.tile:53
  __half* const p2235 = (p_c + v2107);  // matmul.tile:53
  __half* const p2236 = (p_c + v2108);  // matmul.tile:53
  __half* const p2237 = (p_c + v2109);  // matmul.tile:53
  __half* const p2238 = (p_c + v2110);  // matmul.tile:53
  __half* const p2239 = (p_c + v2111);  // matmul.tile:53
  __half* const p2240 = (p_c + v2112);  // matmul.tile:53
  __half* const p2241 = (p_c + v2113);  // matmul.tile:53
  __half* const p2242 = (p_c + v2114);  // matmul.tile:53
  __half* const p2243 = (p_c + v2115);  // matmul.tile:53
  __half* const p2244 = (p_c + v2116);  // matmul.tile:53
  __half* const p2245 = (p_c + v2117);  // matmul.tile:53
  __half* const p2246 = (p_c + v2118);  // matmul.tile:53
  __half* const p2247 = (p_c + v2119);  // matmul.tile:53
  __half* const p2248 = (p_c + v2120);  // matmul.tile:53
  __half* const p2249 = (p_c + v2121);  // matmul.tile:53
  __half* const p2250 = (p_c + v2122);  // matmul.tile:53
  __half* const p2251 = (p_c + v2123);  // matmul.tile:53
  __half* const p2252 = (p_c + v2124);  // matmul.tile:53
  __half* const p2253 = (p_c + v2125);  // matmul.tile:53
  __half* const p2254 = (p_c + v2126);  // matmul.tile:53
  __half* const p2255 = (p_c + v2127);  // matmul.tile:53
  __half* const p2256 = (p_c + v2128);  // matmul.tile:53
  __half* const p2257 = (p_c + v2129);  // matmul.tile:53
  __half* const p2258 = (p_c + v2130);  // matmul.tile:53
  __half* const p2259 = (p_c + v2131);  // matmul.tile:53
  __half* const p2260 = (p_c + v2132);  // matmul.tile:53
  __half* const p2261 = (p_c + v2133);  // matmul.tile:53
  __half* const p2262 = (p_c + v2134);  // matmul.tile:53
  __half* const p2263 = (p_c + v2135);  // matmul.tile:53
  __half* const p2264 = (p_c + v2136);  // matmul.tile:53
  __half* const p2265 = (p_c + v2137);  // matmul.tile:53
  __half* const p2266 = (p_c + v2138);  // matmul.tile:53
  __half* const p2267 = (p_c + v2139);  // matmul.tile:53
  __half* const p2268 = (p_c + v2140);  // matmul.tile:53
  __half* const p2269 = (p_c + v2141);  // matmul.tile:53
  __half* const p2270 = (p_c + v2142);  // matmul.tile:53
  __half* const p2271 = (p_c + v2143);  // matmul.tile:53
  __half* const p2272 = (p_c + v2144);  // matmul.tile:53
  __half* const p2273 = (p_c + v2145);  // matmul.tile:53
  __half* const p2274 = (p_c + v2146);  // matmul.tile:53
  __half* const p2275 = (p_c + v2147);  // matmul.tile:53
  __half* const p2276 = (p_c + v2148);  // matmul.tile:53
  __half* const p2277 = (p_c + v2149);  // matmul.tile:53
  __half* const p2278 = (p_c + v2150);  // matmul.tile:53
  __half* const p2279 = (p_c + v2151);  // matmul.tile:53
  __half* const p2280 = (p_c + v2152);  // matmul.tile:53
  __half* const p2281 = (p_c + v2153);  // matmul.tile:53
  __half* const p2282 = (p_c + v2154);  // matmul.tile:53
  __half* const p2283 = (p_c + v2155);  // matmul.tile:53
  __half* const p2284 = (p_c + v2156);  // matmul.tile:53
  __half* const p2285 = (p_c + v2157);  // matmul.tile:53
  __half* const p2286 = (p_c + v2158);  // matmul.tile:53
  __half* const p2287 = (p_c + v2159);  // matmul.tile:53
  __half* const p2288 = (p_c + v2160);  // matmul.tile:53
  int const v2289 = ((int)((unsigned int)(v134) * (unsigned int)(p_stride_cn)));  // matmul.tile:53
  __half* const p2290 = (p2161 + v2289);  // matmul.tile:53
  __half* const p2291 = (p2162 + v2289);  // matmul.tile:53
  __half* const p2292 = (p2163 + v2289);  // matmul.tile:53
  __half* const p2293 = (p2164 + v2289);  // matmul.tile:53
  __half* const p2294 = (p2165 + v2289);  // matmul.tile:53
  __half* const p2295 = (p2166 + v2289);  // matmul.tile:53
  __half* const p2296 = (p2167 + v2289);  // matmul.tile:53
  __half* const p2297 = (p2168 + v2289);  // matmul.tile:53
  __half* const p2298 = (p2169 + v2289);  // matmul.tile:53
  __half* const p2299 = (p2170 + v2289);  // matmul.tile:53
  __half* const p2300 = (p2171 + v2289);  // matmul.tile:53
  __half* const p2301 = (p2172 + v2289);  // matmul.tile:53
  __half* const p2302 = (p2173 + v2289);  // matmul.tile:53
  __half* const p2303 = (p2174 + v2289);  // matmul.tile:53
  __half* const p2304 = (p2175 + v2289);  // matmul.tile:53
  __half* const p2305 = (p2176 + v2289);  // matmul.tile:53
  __half* const p2306 = (p2177 + v2289);  // matmul.tile:53
  __half* const p2307 = (p2178 + v2289);  // matmul.tile:53
  __half* const p2308 = (p2179 + v2289);  // matmul.tile:53
  __half* const p2309 = (p2180 + v2289);  // matmul.tile:53
  __half* const p2310 = (p2181 + v2289);  // matmul.tile:53
  __half* const p2311 = (p2182 + v2289);  // matmul.tile:53
  __half* const p2312 = (p2183 + v2289);  // matmul.tile:53
  __half* const p2313 = (p2184 + v2289);  // matmul.tile:53
  __half* const p2314 = (p2185 + v2289);  // matmul.tile:53
  __half* const p2315 = (p2186 + v2289);  // matmul.tile:53
  __half* const p2316 = (p2187 + v2289);  // matmul.tile:53
  __half* const p2317 = (p2188 + v2289);  // matmul.tile:53
  __half* const p2318 = (p2189 + v2289);  // matmul.tile:53
  __half* const p2319 = (p2190 + v2289);  // matmul.tile:53
  __half* const p2320 = (p2191 + v2289);  // matmul.tile:53
  __half* const p2321 = (p2192 + v2289);  // matmul.tile:53
  __half* const p2322 = (p2193 + v2289);  // matmul.tile:53
  __half* const p2323 = (p2194 + v2289);  // matmul.tile:53
  __half* const p2324 = (p2195 + v2289);  // matmul.tile:53
  __half* const p2325 = (p2196 + v2289);  // matmul.tile:53
  __half* const p2326 = (p2197 + v2289);  // matmul.tile:53
  __half* const p2327 = (p2198 + v2289);  // matmul.tile:53
  __half* const p2328 = (p2199 + v2289);  // matmul.tile:53
  __half* const p2329 = (p2200 + v2289);  // matmul.tile:53
  __half* const p2330 = (p2201 + v2289);  // matmul.tile:53
  __half* const p2331 = (p2202 + v2289);  // matmul.tile:53
  __half* const p2332 = (p2203 + v2289);  // matmul.tile:53
  __half* const p2333 = (p2204 + v2289);  // matmul.tile:53
  __half* const p2334 = (p2205 + v2289);  // matmul.tile:53
  __half* const p2335 = (p2206 + v2289);  // matmul.tile:53
  __half* const p2336 = (p2207 + v2289);  // matmul.tile:53
  __half* const p2337 = (p2208 + v2289);  // matmul.tile:53
  __half* const p2338 = (p2209 + v2289);  // matmul.tile:53
  __half* const p2339 = (p2210 + v2289);  // matmul.tile:53
  __half* const p2340 = (p2211 + v2289);  // matmul.tile:53
  __half* const p2341 = (p2212 + v2289);  // matmul.tile:53
  __half* const p2342 = (p2213 + v2289);  // matmul.tile:53
  __half* const p2343 = (p2214 + v2289);  // matmul.tile:53
  __half* const p2344 = (p2215 + v2289);  // matmul.tile:53
  __half* const p2345 = (p2216 + v2289);  // matmul.tile:53
  __half* const p2346 = (p2217 + v2289);  // matmul.tile:53
  __half* const p2347 = (p2218 + v2289);  // matmul.tile:53
  __half* const p2348 = (p2219 + v2289);  // matmul.tile:53
  __half* const p2349 = (p2220 + v2289);  // matmul.tile:53
  __half* const p2350 = (p2221 + v2289);  // matmul.tile:53
  __half* const p2351 = (p2222 + v2289);  // matmul.tile:53
  __half* const p2352 = (p2223 + v2289);  // matmul.tile:53
  __half* const p2353 = (p2224 + v2289);  // matmul.tile:53
  __half* const p2354 = (p2225 + v2289);  // matmul.tile:53
  __half* const p2355 = (p2226 + v2289);  // matmul.tile:53
  __half* const p2356 = (p2227 + v2289);  // matmul.tile:53
  __half* const p2357 = (p2228 + v2289);  // matmul.tile:53
  __half* const p2358 = (p2229 + v2289);  // matmul.tile:53
  __half* const p2359 = (p2230 + v2289);  // matmul.tile:53
  __half* const p2360 = (p2231 + v2289);  // matmul.tile:53
  __half* const p2361 = (p2232 + v2289);  // matmul.tile:53
  __half* const p2362 = (p2233 + v2289);  // matmul.tile:53
  __half* const p2363 = (p2234 + v2289);  // matmul.tile:53
  __half* const p2364 = (p2235 + v2289);  // matmul.tile:53
  __half* const p2365 = (p2236 + v2289);  // matmul.tile:53
  __half* const p2366 = (p2237 + v2289);  // matmul.tile:53
  __half* const p2367 = (p2238 + v2289);  // matmul.tile:53
  __half* const p2368 = (p2239 + v2289);  // matmul.tile:53
  __half* const p2369 = (p2240 + v2289);  // matmul.tile:53
  __half* const p2370 = (p2241 + v2289);  // matmul.tile:53
  __half* const p2371 = (p2242 + v2289);  // matmul.tile:53
  __half* const p2372 = (p2243 + v2289);  // matmul.tile:53
  __half* const p2373 = (p2244 + v2289);  // matmul.tile:53
  __half* const p2374 = (p2245 + v2289);  // matmul.tile:53
  __half* const p2375 = (p2246 + v2289);  // matmul.tile:53
  __half* const p2376 = (p2247 + v2289);  // matmul.tile:53
  __half* const p2377 = (p2248 + v2289);  // matmul.tile:53
  __half* const p2378 = (p2249 + v2289);  // matmul.tile:53
  __half* const p2379 = (p2250 + v2289);  // matmul.tile:53
  __half* const p2380 = (p2251 + v2289);  // matmul.tile:53
  __half* const p2381 = (p2252 + v2289);  // matmul.tile:53
  __half* const p2382 = (p2253 + v2289);  // matmul.tile:53
  __half* const p2383 = (p2254 + v2289);  // matmul.tile:53
  __half* const p2384 = (p2255 + v2289);  // matmul.tile:53
  __half* const p2385 = (p2256 + v2289);  // matmul.tile:53
  __half* const p2386 = (p2257 + v2289);  // matmul.tile:53
  __half* const p2387 = (p2258 + v2289);  // matmul.tile:53
  __half* const p2388 = (p2259 + v2289);  // matmul.tile:53
  __half* const p2389 = (p2260 + v2289);  // matmul.tile:53
  __half* const p2390 = (p2261 + v2289);  // matmul.tile:53
  __half* const p2391 = (p2262 + v2289);  // matmul.tile:53
  __half* const p2392 = (p2263 + v2289);  // matmul.tile:53
  __half* const p2393 = (p2264 + v2289);  // matmul.tile:53
  __half* const p2394 = (p2265 + v2289);  // matmul.tile:53
  __half* const p2395 = (p2266 + v2289);  // matmul.tile:53
  __half* const p2396 = (p2267 + v2289);  // matmul.tile:53
  __half* const p2397 = (p2268 + v2289);  // matmul.tile:53
  __half* const p2398 = (p2269 + v2289);  // matmul.tile:53
  __half* const p2399 = (p2270 + v2289);  // matmul.tile:53
  __half* const p2400 = (p2271 + v2289);  // matmul.tile:53
  __half* const p2401 = (p2272 + v2289);  // matmul.tile:53
  __half* const p2402 = (p2273 + v2289);  // matmul.tile:53
  __half* const p2403 = (p2274 + v2289);  // matmul.tile:53
  __half* const p2404 = (p2275 + v2289);  // matmul.tile:53
  __half* const p2405 = (p2276 + v2289);  // matmul.tile:53
  __half* const p2406 = (p2277 + v2289);  // matmul.tile:53
  __half* const p2407 = (p2278 + v2289);  // matmul.tile:53
  __half* const p2408 = (p2279 + v2289);  // matmul.tile:53
  __half* const p2409 = (p2280 + v2289);  // matmul.tile:53
  __half* const p2410 = (p2281 + v2289);  // matmul.tile:53
  __half* const p2411 = (p2282 + v2289);  // matmul.tile:53
  __half* const p2412 = (p2283 + v2289);  // matmul.tile:53
  __half* const p2413 = (p2284 + v2289);  // matmul.tile:53
  __half* const p2414 = (p2285 + v2289);  // matmul.tile:53
  __half* const p2415 = (p2286 + v2289);  // matmul.tile:53
  __half* const p2416 = (p2287 + v2289);  // matmul.tile:53
  __half* const p2417 = (p2288 + v2289);  // matmul.tile:53
  __half const v2418 = __float2half_rn(v1905);  // matmul.tile:53
  __half const v2419 = __float2half_rn(v1906);  // matmul.tile:53
  __half const v2420 = __float2half_rn(v1907);  // matmul.tile:53
  __half const v2421 = __float2half_rn(v1908);  // matmul.tile:53
  __half const v2422 = __float2half_rn(v1909);  // matmul.tile:53
  __half const v2423 = __float2half_rn(v1910);  // matmul.tile:53
  __half const v2424 = __float2half_rn(v1911);  // matmul.tile:53
  __half const v2425 = __float2half_rn(v1912);  // matmul.tile:53
  __half const v2426 = __float2half_rn(v1913);  // matmul.tile:53
  __half const v2427 = __float2half_rn(v1914);  // matmul.tile:53
  __half const v2428 = __float2half_rn(v1915);  // matmul.tile:53
  __half const v2429 = __float2half_rn(v1916);  // matmul.tile:53
  __half const v2430 = __float2half_rn(v1917);  // matmul.tile:53
  __half const v2431 = __float2half_rn(v1918);  // matmul.tile:53
  __half const v2432 = __float2half_rn(v1919);  // matmul.tile:53
  __half const v2433 = __float2half_rn(v1920);  // matmul.tile:53
  __half const v2434 = __float2half_rn(v1921);  // matmul.tile:53
  __half const v2435 = __float2half_rn(v1922);  // matmul.tile:53
  __half const v2436 = __float2half_rn(v1923);  // matmul.tile:53
  __half const v2437 = __float2half_rn(v1924);  // matmul.tile:53
  __half const v2438 = __float2half_rn(v1925);  // matmul.tile:53
  __half const v2439 = __float2half_rn(v1926);  // matmul.tile:53
  __half const v2440 = __float2half_rn(v1927);  // matmul.tile:53
  __half const v2441 = __float2half_rn(v1928);  // matmul.tile:53
  __half const v2442 = __float2half_rn(v1929);  // matmul.tile:53
  __half const v2443 = __float2half_rn(v1930);  // matmul.tile:53
  __half const v2444 = __float2half_rn(v1931);  // matmul.tile:53
  __half const v2445 = __float2half_rn(v1932);  // matmul.tile:53
  __half const v2446 = __float2half_rn(v1933);  // matmul.tile:53
  __half const v2447 = __float2half_rn(v1934);  // matmul.tile:53
  __half const v2448 = __float2half_rn(v1935);  // matmul.tile:53
  __half const v2449 = __float2half_rn(v1936);  // matmul.tile:53
  __half const v2450 = __float2half_rn(v1937);  // matmul.tile:53
  __half const v2451 = __float2half_rn(v1938);  // matmul.tile:53
  __half const v2452 = __float2half_rn(v1939);  // matmul.tile:53
  __half const v2453 = __float2half_rn(v1940);  // matmul.tile:53
  __half const v2454 = __float2half_rn(v1941);  // matmul.tile:53
  __half const v2455 = __float2half_rn(v1942);  // matmul.tile:53
  __half const v2456 = __float2half_rn(v1943);  // matmul.tile:53
  __half const v2457 = __float2half_rn(v1944);  // matmul.tile:53
  __half const v2458 = __float2half_rn(v1945);  // matmul.tile:53
  __half const v2459 = __float2half_rn(v1946);  // matmul.tile:53
  __half const v2460 = __float2half_rn(v1947);  // matmul.tile:53
  __half const v2461 = __float2half_rn(v1948);  // matmul.tile:53
  __half const v2462 = __float2half_rn(v1949);  // matmul.tile:53
  __half const v2463 = __float2half_rn(v1950);  // matmul.tile:53
  __half const v2464 = __float2half_rn(v1951);  // matmul.tile:53
  __half const v2465 = __float2half_rn(v1952);  // matmul.tile:53
  __half const v2466 = __float2half_rn(v1953);  // matmul.tile:53
  __half const v2467 = __float2half_rn(v1954);  // matmul.tile:53
  __half const v2468 = __float2half_rn(v1955);  // matmul.tile:53
  __half const v2469 = __float2half_rn(v1956);  // matmul.tile:53
  __half const v2470 = __float2half_rn(v1957);  // matmul.tile:53
  __half const v2471 = __float2half_rn(v1958);  // matmul.tile:53
  __half const v2472 = __float2half_rn(v1959);  // matmul.tile:53
  __half const v2473 = __float2half_rn(v1960);  // matmul.tile:53
  __half const v2474 = __float2half_rn(v1961);  // matmul.tile:53
  __half const v2475 = __float2half_rn(v1962);  // matmul.tile:53
  __half const v2476 = __float2half_rn(v1963);  // matmul.tile:53
  __half const v2477 = __float2half_rn(v1964);  // matmul.tile:53
  __half const v2478 = __float2half_rn(v1965);  // matmul.tile:53
  __half const v2479 = __float2half_rn(v1966);  // matmul.tile:53
  __half const v2480 = __float2half_rn(v1967);  // matmul.tile:53
  __half const v2481 = __float2half_rn(v1968);  // matmul.tile:53
  __half const v2482 = __float2half_rn(v1969);  // matmul.tile:53
  __half const v2483 = __float2half_rn(v1970);  // matmul.tile:53
  __half const v2484 = __float2half_rn(v1971);  // matmul.tile:53
  __half const v2485 = __float2half_rn(v1972);  // matmul.tile:53
  __half const v2486 = __float2half_rn(v1973);  // matmul.tile:53
  __half const v2487 = __float2half_rn(v1974);  // matmul.tile:53
  __half const v2488 = __float2half_rn(v1975);  // matmul.tile:53
  __half const v2489 = __float2half_rn(v1976);  // matmul.tile:53
  __half const v2490 = __float2half_rn(v1977);  // matmul.tile:53
  __half const v2491 = __float2half_rn(v1978);  // matmul.tile:53
  __half const v2492 = __float2half_rn(v1979);  // matmul.tile:53
  __half const v2493 = __float2half_rn(v1980);  // matmul.tile:53
  __half const v2494 = __float2half_rn(v1981);  // matmul.tile:53
  __half const v2495 = __float2half_rn(v1982);  // matmul.tile:53
  __half const v2496 = __float2half_rn(v1983);  // matmul.tile:53
  __half const v2497 = __float2half_rn(v1984);  // matmul.tile:53
  __half const v2498 = __float2half_rn(v1985);  // matmul.tile:53
  __half const v2499 = __float2half_rn(v1986);  // matmul.tile:53
  __half const v2500 = __float2half_rn(v1987);  // matmul.tile:53
  __half const v2501 = __float2half_rn(v1988);  // matmul.tile:53
  __half const v2502 = __float2half_rn(v1989);  // matmul.tile:53
  __half const v2503 = __float2half_rn(v1990);  // matmul.tile:53
  __half const v2504 = __float2half_rn(v1991);  // matmul.tile:53
  __half const v2505 = __float2half_rn(v1992);  // matmul.tile:53
  __half const v2506 = __float2half_rn(v1993);  // matmul.tile:53
  __half const v2507 = __float2half_rn(v1994);  // matmul.tile:53
  __half const v2508 = __float2half_rn(v1995);  // matmul.tile:53
  __half const v2509 = __float2half_rn(v1996);  // matmul.tile:53
  __half const v2510 = __float2half_rn(v1997);  // matmul.tile:53
  __half const v2511 = __float2half_rn(v1998);  // matmul.tile:53
  __half const v2512 = __float2half_rn(v1999);  // matmul.tile:53
  __half const v2513 = __float2half_rn(v2000);  // matmul.tile:53
  __half const v2514 = __float2half_rn(v2001);  // matmul.tile:53
  __half const v2515 = __float2half_rn(v2002);  // matmul.tile:53
  __half const v2516 = __float2half_rn(v2003);  // matmul.tile:53
  __half const v2517 = __float2half_rn(v2004);  // matmul.tile:53
  __half const v2518 = __float2half_rn(v2005);  // matmul.tile:53
  __half const v2519 = __float2half_rn(v2006);  // matmul.tile:53
  __half const v2520 = __float2half_rn(v2007);  // matmul.tile:53
  __half const v2521 = __float2half_rn(v2008);  // matmul.tile:53
  __half const v2522 = __float2half_rn(v2009);  // matmul.tile:53
  __half const v2523 = __float2half_rn(v2010);  // matmul.tile:53
  __half const v2524 = __float2half_rn(v2011);  // matmul.tile:53
  __half const v2525 = __float2half_rn(v2012);  // matmul.tile:53
  __half const v2526 = __float2half_rn(v2013);  // matmul.tile:53
  __half const v2527 = __float2half_rn(v2014);  // matmul.tile:53
  __half const v2528 = __float2half_rn(v2015);  // matmul.tile:53
  __half const v2529 = __float2half_rn(v2016);  // matmul.tile:53
  __half const v2530 = __float2half_rn(v2017);  // matmul.tile:53
  __half const v2531 = __float2half_rn(v2018);  // matmul.tile:53
  __half const v2532 = __float2half_rn(v2019);  // matmul.tile:53
  __half const v2533 = __float2half_rn(v2020);  // matmul.tile:53
  __half const v2534 = __float2half_rn(v2021);  // matmul.tile:53
  __half const v2535 = __float2half_rn(v2022);  // matmul.tile:53
  __half const v2536 = __float2half_rn(v2023);  // matmul.tile:53
  __half const v2537 = __float2half_rn(v2024);  // matmul.tile:53
  __half const v2538 = __float2half_rn(v2025);  // matmul.tile:53
  __half const v2539 = __float2half_rn(v2026);  // matmul.tile:53
  __half const v2540 = __float2half_rn(v2027);  // matmul.tile:53
  __half const v2541 = __float2half_rn(v2028);  // matmul.tile:53
  __half const v2542 = __float2half_rn(v2029);  // matmul.tile:53
  __half const v2543 = __float2half_rn(v2030);  // matmul.tile:53
  __half const v2544 = __float2half_rn(v2031);  // matmul.tile:53
  __half const v2545 = __float2half_rn(v2032);  // matmul.tile:53
  bool const v2546 = (v5 < p_M);  // matmul.tile:54
  bool const v2547 = (v6 < p_M);  // matmul.tile:54
  bool const v2548 = (v7 < p_M);  // matmul.tile:54
  bool const v2549 = (v8 < p_M);  // matmul.tile:54
  bool const v2550 = (v9 < p_M);  // matmul.tile:54
  bool const v2551 = (v10 < p_M);  // matmul.tile:54
  bool const v2552 = (v11 < p_M);  // matmul.tile:54
  bool const v2553 = (v12 < p_M);  // matmul.tile:54
  bool const v2554 = (v13 < p_M);  // matmul.tile:54
  bool const v2555 = (v14 < p_M);  // matmul.tile:54
  bool const v2556 = (v15 < p_M);  // matmul.tile:54
  bool const v2557 = (v16 < p_M);  // matmul.tile:54
  bool const v2558 = (v17 < p_M);  // matmul.tile:54
  bool const v2559 = (v18 < p_M);  // matmul.tile:54
  bool const v2560 = (v19 < p_M);  // matmul.tile:54
  bool const v2561 = (v20 < p_M);  // matmul.tile:54
  bool const v2562 = (v21 < p_M);  // matmul.tile:54
  bool const v2563 = (v22 < p_M);  // matmul.tile:54
  bool const v2564 = (v23 < p_M);  // matmul.tile:54
  bool const v2565 = (v24 < p_M);  // matmul.tile:54
  bool const v2566 = (v25 < p_M);  // matmul.tile:54
  bool const v2567 = (v26 < p_M);  // matmul.tile:54
  bool const v2568 = (v27 < p_M);  // matmul.tile:54
  bool const v2569 = (v28 < p_M);  // matmul.tile:54
  bool const v2570 = (v29 < p_M);  // matmul.tile:54
  bool const v2571 = (v30 < p_M);  // matmul.tile:54
  bool const v2572 = (v31 < p_M);  // matmul.tile:54
  bool const v2573 = (v32 < p_M);  // matmul.tile:54
  bool const v2574 = (v33 < p_M);  // matmul.tile:54
  bool const v2575 = (v34 < p_M);  // matmul.tile:54
  bool const v2576 = (v35 < p_M);  // matmul.tile:54
  bool const v2577 = (v36 < p_M);  // matmul.tile:54
  bool const v2578 = (v37 < p_M);  // matmul.tile:54
  bool const v2579 = (v38 < p_M);  // matmul.tile:54
  bool const v2580 = (v39 < p_M);  // matmul.tile:54
  bool const v2581 = (v40 < p_M);  // matmul.tile:54
  bool const v2582 = (v41 < p_M);  // matmul.tile:54
  bool const v2583 = (v42 < p_M);  // matmul.tile:54
  bool const v2584 = (v43 < p_M);  // matmul.tile:54
  bool const v2585 = (v44 < p_M);  // matmul.tile:54
  bool const v2586 = (v45 < p_M);  // matmul.tile:54
  bool const v2587 = (v46 < p_M);  // matmul.tile:54
  bool const v2588 = (v47 < p_M);  // matmul.tile:54
  bool const v2589 = (v48 < p_M);  // matmul.tile:54
  bool const v2590 = (v49 < p_M);  // matmul.tile:54
  bool const v2591 = (v50 < p_M);  // matmul.tile:54
  bool const v2592 = (v51 < p_M);  // matmul.tile:54
  bool const v2593 = (v52 < p_M);  // matmul.tile:54
  bool const v2594 = (v53 < p_M);  // matmul.tile:54
  bool const v2595 = (v54 < p_M);  // matmul.tile:54
  bool const v2596 = (v55 < p_M);  // matmul.tile:54
  bool const v2597 = (v56 < p_M);  // matmul.tile:54
  bool const v2598 = (v57 < p_M);  // matmul.tile:54
  bool const v2599 = (v58 < p_M);  // matmul.tile:54
  bool const v2600 = (v59 < p_M);  // matmul.tile:54
  bool const v2601 = (v60 < p_M);  // matmul.tile:54
  bool const v2602 = (v61 < p_M);  // matmul.tile:54
  bool const v2603 = (v62 < p_M);  // matmul.tile:54
  bool const v2604 = (v63 < p_M);  // matmul.tile:54
  bool const v2605 = (v64 < p_M);  // matmul.tile:54
  bool const v2606 = (v65 < p_M);  // matmul.tile:54
  bool const v2607 = (v66 < p_M);  // matmul.tile:54
  bool const v2608 = (v67 < p_M);  // matmul.tile:54
  bool const v2609 = (v68 < p_M);  // matmul.tile:54
  bool const v2610 = (v69 < p_M);  // matmul.tile:54
  bool const v2611 = (v70 < p_M);  // matmul.tile:54
  bool const v2612 = (v71 < p_M);  // matmul.tile:54
  bool const v2613 = (v72 < p_M);  // matmul.tile:54
  bool const v2614 = (v73 < p_M);  // matmul.tile:54
  bool const v2615 = (v74 < p_M);  // matmul.tile:54
  bool const v2616 = (v75 < p_M);  // matmul.tile:54
  bool const v2617 = (v76 < p_M);  // matmul.tile:54
  bool const v2618 = (v77 < p_M);  // matmul.tile:54
  bool const v2619 = (v78 < p_M);  // matmul.tile:54
  bool const v2620 = (v79 < p_M);  // matmul.tile:54
  bool const v2621 = (v80 < p_M);  // matmul.tile:54
  bool const v2622 = (v81 < p_M);  // matmul.tile:54
  bool const v2623 = (v82 < p_M);  // matmul.tile:54
  bool const v2624 = (v83 < p_M);  // matmul.tile:54
  bool const v2625 = (v84 < p_M);  // matmul.tile:54
  bool const v2626 = (v85 < p_M);  // matmul.tile:54
  bool const v2627 = (v86 < p_M);  // matmul.tile:54
  bool const v2628 = (v87 < p_M);  // matmul.tile:54
  bool const v2629 = (v88 < p_M);  // matmul.tile:54
  bool const v2630 = (v89 < p_M);  // matmul.tile:54
  bool const v2631 = (v90 < p_M);  // matmul.tile:54
  bool const v2632 = (v91 < p_M);  // matmul.tile:54
  bool const v2633 = (v92 < p_M);  // matmul.tile:54
  bool const v2634 = (v93 < p_M);  // matmul.tile:54
  bool const v2635 = (v94 < p_M);  // matmul.tile:54
  bool const v2636 = (v95 < p_M);  // matmul.tile:54
  bool const v2637 = (v96 < p_M);  // matmul.tile:54
  bool const v2638 = (v97 < p_M);  // matmul.tile:54
  bool const v2639 = (v98 < p_M);  // matmul.tile:54
  bool const v2640 = (v99 < p_M);  // matmul.tile:54
  bool const v2641 = (v100 < p_M);  // matmul.tile:54
  bool const v2642 = (v101 < p_M);  // matmul.tile:54
  bool const v2643 = (v102 < p_M);  // matmul.tile:54
  bool const v2644 = (v103 < p_M);  // matmul.tile:54
  bool const v2645 = (v104 < p_M);  // matmul.tile:54
  bool const v2646 = (v105 < p_M);  // matmul.tile:54
  bool const v2647 = (v106 < p_M);  // matmul.tile:54
  bool const v2648 = (v107 < p_M);  // matmul.tile:54
  bool const v2649 = (v108 < p_M);  // matmul.tile:54
  bool const v2650 = (v109 < p_M);  // matmul.tile:54
  bool const v2651 = (v110 < p_M);  // matmul.tile:54
  bool const v2652 = (v111 < p_M);  // matmul.tile:54
  bool const v2653 = (v112 < p_M);  // matmul.tile:54
  bool const v2654 = (v113 < p_M);  // matmul.tile:54
  bool const v2655 = (v114 < p_M);  // matmul.tile:54
  bool const v2656 = (v115 < p_M);  // matmul.tile:54
  bool const v2657 = (v116 < p_M);  // matmul.tile:54
  bool const v2658 = (v117 < p_M);  // matmul.tile:54
  bool const v2659 = (v118 < p_M);  // matmul.tile:54
  bool const v2660 = (v119 < p_M);  // matmul.tile:54
  bool const v2661 = (v120 < p_M);  // matmul.tile:54
  bool const v2662 = (v121 < p_M);  // matmul.tile:54
  bool const v2663 = (v122 < p_M);  // matmul.tile:54
  bool const v2664 = (v123 < p_M);  // matmul.tile:54
  bool const v2665 = (v124 < p_M);  // matmul.tile:54
  bool const v2666 = (v125 < p_M);  // matmul.tile:54
  bool const v2667 = (v126 < p_M);  // matmul.tile:54
  bool const v2668 = (v127 < p_M);  // matmul.tile:54
  bool const v2669 = (v128 < p_M);  // matmul.tile:54
  bool const v2670 = (v129 < p_M);  // matmul.tile:54
  bool const v2671 = (v130 < p_M);  // matmul.tile:54
  bool const v2672 = (v131 < p_M);  // matmul.tile:54
  bool const v2673 = (v132 < p_M);  // matmul.tile:54
  bool const v2674 = (v134 < p_N);  // matmul.tile:54
  bool const v2675 = ((bool)(v2546 & v2674));  // matmul.tile:54
  bool const v2676 = ((bool)(v2547 & v2674));  // matmul.tile:54
  bool const v2677 = ((bool)(v2548 & v2674));  // matmul.tile:54
  bool const v2678 = ((bool)(v2549 & v2674));  // matmul.tile:54
  bool const v2679 = ((bool)(v2550 & v2674));  // matmul.tile:54
  bool const v2680 = ((bool)(v2551 & v2674));  // matmul.tile:54
  bool const v2681 = ((bool)(v2552 & v2674));  // matmul.tile:54
  bool const v2682 = ((bool)(v2553 & v2674));  // matmul.tile:54
  bool const v2683 = ((bool)(v2554 & v2674));  // matmul.tile:54
  bool const v2684 = ((bool)(v2555 & v2674));  // matmul.tile:54
  bool const v2685 = ((bool)(v2556 & v2674));  // matmul.tile:54
  bool const v2686 = ((bool)(v2557 & v2674));  // matmul.tile:54
  bool const v2687 = ((bool)(v2558 & v2674));  // matmul.tile:54
  bool const v2688 = ((bool)(v2559 & v2674));  // matmul.tile:54
  bool const v2689 = ((bool)(v2560 & v2674));  // matmul.tile:54
  bool const v2690 = ((bool)(v2561 & v2674));  // matmul.tile:54
  bool const v2691 = ((bool)(v2562 & v2674));  // matmul.tile:54
  bool const v2692 = ((bool)(v2563 & v2674));  // matmul.tile:54
  bool const v2693 = ((bool)(v2564 & v2674));  // matmul.tile:54
  bool const v2694 = ((bool)(v2565 & v2674));  // matmul.tile:54
  bool const v2695 = ((bool)(v2566 & v2674));  // matmul.tile:54
  bool const v2696 = ((bool)(v2567 & v2674));  // matmul.tile:54
  bool const v2697 = ((bool)(v2568 & v2674));  // matmul.tile:54
  bool const v2698 = ((bool)(v2569 & v2674));  // matmul.tile:54
  bool const v2699 = ((bool)(v2570 & v2674));  // matmul.tile:54
  bool const v2700 = ((bool)(v2571 & v2674));  // matmul.tile:54
  bool const v2701 = ((bool)(v2572 & v2674));  // matmul.tile:54
  bool const v2702 = ((bool)(v2573 & v2674));  // matmul.tile:54
  bool const v2703 = ((bool)(v2574 & v2674));  // matmul.tile:54
  bool const v2704 = ((bool)(v2575 & v2674));  // matmul.tile:54
  bool const v2705 = ((bool)(v2576 & v2674));  // matmul.tile:54
  bool const v2706 = ((bool)(v2577 & v2674));  // matmul.tile:54
  bool const v2707 = ((bool)(v2578 & v2674));  // matmul.tile:54
  bool const v2708 = ((bool)(v2579 & v2674));  // matmul.tile:54
  bool const v2709 = ((bool)(v2580 & v2674));  // matmul.tile:54
  bool const v2710 = ((bool)(v2581 & v2674));  // matmul.tile:54
  bool const v2711 = ((bool)(v2582 & v2674));  // matmul.tile:54
  bool const v2712 = ((bool)(v2583 & v2674));  // matmul.tile:54
  bool const v2713 = ((bool)(v2584 & v2674));  // matmul.tile:54
  bool const v2714 = ((bool)(v2585 & v2674));  // matmul.tile:54
  bool const v2715 = ((bool)(v2586 & v2674));  // matmul.tile:54
  bool const v2716 = ((bool)(v2587 & v2674));  // matmul.tile:54
  bool const v2717 = ((bool)(v2588 & v2674));  // matmul.tile:54
  bool const v2718 = ((bool)(v2589 & v2674));  // matmul.tile:54
  bool const v2719 = ((bool)(v2590 & v2674));  // matmul.tile:54
  bool const v2720 = ((bool)(v2591 & v2674));  // matmul.tile:54
  bool const v2721 = ((bool)(v2592 & v2674));  // matmul.tile:54
  bool const v2722 = ((bool)(v2593 & v2674));  // matmul.tile:54
  bool const v2723 = ((bool)(v2594 & v2674));  // matmul.tile:54
  bool const v2724 = ((bool)(v2595 & v2674));  // matmul.tile:54
  bool const v2725 = ((bool)(v2596 & v2674));  // matmul.tile:54
  bool const v2726 = ((bool)(v2597 & v2674));  // matmul.tile:54
  bool const v2727 = ((bool)(v2598 & v2674));  // matmul.tile:54
  bool const v2728 = ((bool)(v2599 & v2674));  // matmul.tile:54
  bool const v2729 = ((bool)(v2600 & v2674));  // matmul.tile:54
  bool const v2730 = ((bool)(v2601 & v2674));  // matmul.tile:54
  bool const v2731 = ((bool)(v2602 & v2674));  // matmul.tile:54
  bool const v2732 = ((bool)(v2603 & v2674));  // matmul.tile:54
  bool const v2733 = ((bool)(v2604 & v2674));  // matmul.tile:54
  bool const v2734 = ((bool)(v2605 & v2674));  // matmul.tile:54
  bool const v2735 = ((bool)(v2606 & v2674));  // matmul.tile:54
  bool const v2736 = ((bool)(v2607 & v2674));  // matmul.tile:54
  bool const v2737 = ((bool)(v2608 & v2674));  // matmul.tile:54
  bool const v2738 = ((bool)(v2609 & v2674));  // matmul.tile:54
  bool const v2739 = ((bool)(v2610 & v2674));  // matmul.tile:54
  bool const v2740 = ((bool)(v2611 & v2674));  // matmul.tile:54
  bool const v2741 = ((bool)(v2612 & v2674));  // matmul.tile:54
  bool const v2742 = ((bool)(v2613 & v2674));  // matmul.tile:54
  bool const v2743 = ((bool)(v2614 & v2674));  // matmul.tile:54
  bool const v2744 = ((bool)(v2615 & v2674));  // matmul.tile:54
  bool const v2745 = ((bool)(v2616 & v2674));  // matmul.tile:54
  bool const v2746 = ((bool)(v2617 & v2674));  // matmul.tile:54
  bool const v2747 = ((bool)(v2618 & v2674));  // matmul.tile:54
  bool const v2748 = ((bool)(v2619 & v2674));  // matmul.tile:54
  bool const v2749 = ((bool)(v2620 & v2674));  // matmul.tile:54
  bool const v2750 = ((bool)(v2621 & v2674));  // matmul.tile:54
  bool const v2751 = ((bool)(v2622 & v2674));  // matmul.tile:54
  bool const v2752 = ((bool)(v2623 & v2674));  // matmul.tile:54
  bool const v2753 = ((bool)(v2624 & v2674));  // matmul.tile:54
  bool const v2754 = ((bool)(v2625 & v2674));  // matmul.tile:54
  bool const v2755 = ((bool)(v2626 & v2674));  // matmul.tile:54
  bool const v2756 = ((bool)(v2627 & v2674));  // matmul.tile:54
  bool const v2757 = ((bool)(v2628 & v2674));  // matmul.tile:54
  bool const v2758 = ((bool)(v2629 & v2674));  // matmul.tile:54
  bool const v2759 = ((bool)(v2630 & v2674));  // matmul.tile:54
  bool const v2760 = ((bool)(v2631 & v2674));  // matmul.tile:54
  bool const v2761 = ((bool)(v2632 & v2674));  // matmul.tile:54
  bool const v2762 = ((bool)(v2633 & v2674));  // matmul.tile:54
  bool const v2763 = ((bool)(v2634 & v2674));  // matmul.tile:54
  bool const v2764 = ((bool)(v2635 & v2674));  // matmul.tile:54
  bool const v2765 = ((bool)(v2636 & v2674));  // matmul.tile:54
  bool const v2766 = ((bool)(v2637 & v2674));  // matmul.tile:54
  bool const v2767 = ((bool)(v2638 & v2674));  // matmul.tile:54
  bool const v2768 = ((bool)(v2639 & v2674));  // matmul.tile:54
  bool const v2769 = ((bool)(v2640 & v2674));  // matmul.tile:54
  bool const v2770 = ((bool)(v2641 & v2674));  // matmul.tile:54
  bool const v2771 = ((bool)(v2642 & v2674));  // matmul.tile:54
  bool const v2772 = ((bool)(v2643 & v2674));  // matmul.tile:54
  bool const v2773 = ((bool)(v2644 & v2674));  // matmul.tile:54
  bool const v2774 = ((bool)(v2645 & v2674));  // matmul.tile:54
  bool const v2775 = ((bool)(v2646 & v2674));  // matmul.tile:54
  bool const v2776 = ((bool)(v2647 & v2674));  // matmul.tile:54
  bool const v2777 = ((bool)(v2648 & v2674));  // matmul.tile:54
  bool const v2778 = ((bool)(v2649 & v2674));  // matmul.tile:54
  bool const v2779 = ((bool)(v2650 & v2674));  // matmul.tile:54
  bool const v2780 = ((bool)(v2651 & v2674));  // matmul.tile:54
  bool const v2781 = ((bool)(v2652 & v2674));  // matmul.tile:54
  bool const v2782 = ((bool)(v2653 & v2674));  // matmul.tile:54
  bool const v2783 = ((bool)(v2654 & v2674));  // matmul.tile:54
  bool const v2784 = ((bool)(v2655 & v2674));  // matmul.tile:54
  bool const v2785 = ((bool)(v2656 & v2674));  // matmul.tile:54
  bool const v2786 = ((bool)(v2657 & v2674));  // matmul.tile:54
  bool const v2787 = ((bool)(v2658 & v2674));  // matmul.tile:54
  bool const v2788 = ((bool)(v2659 & v2674));  // matmul.tile:54
  bool const v2789 = ((bool)(v2660 & v2674));  // matmul.tile:54
  bool const v2790 = ((bool)(v2661 & v2674));  // matmul.tile:54
  bool const v2791 = ((bool)(v2662 & v2674));  // matmul.tile:54
  bool const v2792 = ((bool)(v2663 & v2674));  // matmul.tile:54
  bool const v2793 = ((bool)(v2664 & v2674));  // matmul.tile:54
  bool const v2794 = ((bool)(v2665 & v2674));  // matmul.tile:54
  bool const v2795 = ((bool)(v2666 & v2674));  // matmul.tile:54
  bool const v2796 = ((bool)(v2667 & v2674));  // matmul.tile:54
  bool const v2797 = ((bool)(v2668 & v2674));  // matmul.tile:54
  bool const v2798 = ((bool)(v2669 & v2674));  // matmul.tile:54
  bool const v2799 = ((bool)(v2670 & v2674));  // matmul.tile:54
  bool const v2800 = ((bool)(v2671 & v2674));  // matmul.tile:54
  bool const v2801 = ((bool)(v2672 & v2674));  // matmul.tile:54
  bool const v2802 = ((bool)(v2673 & v2674));  // matmul.tile:54
  __syncthreads();  // matmul.tile:53
  __half* cv2803 = reinterpret_cast<__half*>(tl_smem + 0);  // layout conversion  // matmul.tile:53
  cv2803[tl_c10_0 * 128 + tl_c10_1] = v2418;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 1)] = v2419;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 1024)] = v2420;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 1025)] = v2421;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 8)] = v2422;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 9)] = v2423;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 1032)] = v2424;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 1033)] = v2425;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 16)] = v2426;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 17)] = v2427;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 1040)] = v2428;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 1041)] = v2429;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 24)] = v2430;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 25)] = v2431;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 1048)] = v2432;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 1049)] = v2433;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 32)] = v2434;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 33)] = v2435;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 1056)] = v2436;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 1057)] = v2437;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 40)] = v2438;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 41)] = v2439;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 1064)] = v2440;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 1065)] = v2441;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 48)] = v2442;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 49)] = v2443;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 1072)] = v2444;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 1073)] = v2445;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 56)] = v2446;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 57)] = v2447;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 1080)] = v2448;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 1081)] = v2449;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 64)] = v2450;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 65)] = v2451;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 1088)] = v2452;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 1089)] = v2453;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 72)] = v2454;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 73)] = v2455;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 1096)] = v2456;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 1097)] = v2457;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 80)] = v2458;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 81)] = v2459;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 1104)] = v2460;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 1105)] = v2461;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 88)] = v2462;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 89)] = v2463;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 1112)] = v2464;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 1113)] = v2465;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 96)] = v2466;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 97)] = v2467;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 1120)] = v2468;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 1121)] = v2469;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 104)] = v2470;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 105)] = v2471;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 1128)] = v2472;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 1129)] = v2473;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 112)] = v2474;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 113)] = v2475;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 1136)] = v2476;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 1137)] = v2477;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 120)] = v2478;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 121)] = v2479;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 1144)] = v2480;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 1145)] = v2481;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 8192)] = v2482;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 8193)] = v2483;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 9216)] = v2484;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 9217)] = v2485;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 8200)] = v2486;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 8201)] = v2487;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 9224)] = v2488;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 9225)] = v2489;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 8208)] = v2490;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 8209)] = v2491;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 9232)] = v2492;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 9233)] = v2493;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 8216)] = v2494;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 8217)] = v2495;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 9240)] = v2496;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 9241)] = v2497;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 8224)] = v2498;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 8225)] = v2499;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 9248)] = v2500;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 9249)] = v2501;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 8232)] = v2502;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 8233)] = v2503;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 9256)] = v2504;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 9257)] = v2505;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 8240)] = v2506;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 8241)] = v2507;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 9264)] = v2508;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 9265)] = v2509;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 8248)] = v2510;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 8249)] = v2511;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 9272)] = v2512;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 9273)] = v2513;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 8256)] = v2514;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 8257)] = v2515;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 9280)] = v2516;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 9281)] = v2517;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 8264)] = v2518;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 8265)] = v2519;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 9288)] = v2520;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 9289)] = v2521;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 8272)] = v2522;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 8273)] = v2523;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 9296)] = v2524;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 9297)] = v2525;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 8280)] = v2526;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 8281)] = v2527;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 9304)] = v2528;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 9305)] = v2529;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 8288)] = v2530;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 8289)] = v2531;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 9312)] = v2532;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 9313)] = v2533;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 8296)] = v2534;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 8297)] = v2535;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 9320)] = v2536;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 9321)] = v2537;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 8304)] = v2538;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 8305)] = v2539;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 9328)] = v2540;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 9329)] = v2541;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 8312)] = v2542;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 8313)] = v2543;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 9336)] = v2544;  // matmul.tile:53
  cv2803[(tl_c10_0 * 128 + tl_c10_1 + 9337)] = v2545;  // matmul.tile:53
  __syncthreads();  // matmul.tile:53
  __half const cv2804 = cv2803[tl_c11_1];  // matmul.tile:53
  __half const cv2805 = cv2803[(tl_c11_1 + 128)];  // matmul.tile:53
  __half const cv2806 = cv2803[(tl_c11_1 + 256)];  // matmul.tile:53
  __half const cv2807 = cv2803[(tl_c11_1 + 384)];  // matmul.tile:53
  __half const cv2808 = cv2803[(tl_c11_1 + 512)];  // matmul.tile:53
  __half const cv2809 = cv2803[(tl_c11_1 + 640)];  // matmul.tile:53
  __half const cv2810 = cv2803[(tl_c11_1 + 768)];  // matmul.tile:53
  __half const cv2811 = cv2803[(tl_c11_1 + 896)];  // matmul.tile:53
  __half const cv2812 = cv2803[(tl_c11_1 + 1024)];  // matmul.tile:53
  __half const cv2813 = cv2803[(tl_c11_1 + 1152)];  // matmul.tile:53
  __half const cv2814 = cv2803[(tl_c11_1 + 1280)];  // matmul.tile:53
  __half const cv2815 = cv2803[(tl_c11_1 + 1408)];  // matmul.tile:53
  __half const cv2816 = cv2803[(tl_c11_1 + 1536)];  // matmul.tile:53
  __half const cv2817 = cv2803[(tl_c11_1 + 1664)];  // matmul.tile:53
  __half const cv2818 = cv2803[(tl_c11_1 + 1792)];  // matmul.tile:53
  __half const cv2819 = cv2803[(tl_c11_1 + 1920)];  // matmul.tile:53
  __half const cv2820 = cv2803[(tl_c11_1 + 2048)];  // matmul.tile:53
  __half const cv2821 = cv2803[(tl_c11_1 + 2176)];  // matmul.tile:53
  __half const cv2822 = cv2803[(tl_c11_1 + 2304)];  // matmul.tile:53
  __half const cv2823 = cv2803[(tl_c11_1 + 2432)];  // matmul.tile:53
  __half const cv2824 = cv2803[(tl_c11_1 + 2560)];  // matmul.tile:53
  __half const cv2825 = cv2803[(tl_c11_1 + 2688)];  // matmul.tile:53
  __half const cv2826 = cv2803[(tl_c11_1 + 2816)];  // matmul.tile:53
  __half const cv2827 = cv2803[(tl_c11_1 + 2944)];  // matmul.tile:53
  __half const cv2828 = cv2803[(tl_c11_1 + 3072)];  // matmul.tile:53
  __half const cv2829 = cv2803[(tl_c11_1 + 3200)];  // matmul.tile:53
  __half const cv2830 = cv2803[(tl_c11_1 + 3328)];  // matmul.tile:53
  __half const cv2831 = cv2803[(tl_c11_1 + 3456)];  // matmul.tile:53
  __half const cv2832 = cv2803[(tl_c11_1 + 3584)];  // matmul.tile:53
  __half const cv2833 = cv2803[(tl_c11_1 + 3712)];  // matmul.tile:53
  __half const cv2834 = cv2803[(tl_c11_1 + 3840)];  // matmul.tile:53
  __half const cv2835 = cv2803[(tl_c11_1 + 3968)];  // matmul.tile:53
  __half const cv2836 = cv2803[(tl_c11_1 + 4096)];  // matmul.tile:53
  __half const cv2837 = cv2803[(tl_c11_1 + 4224)];  // matmul.tile:53
  __half const cv2838 = cv2803[(tl_c11_1 + 4352)];  // matmul.tile:53
  __half const cv2839 = cv2803[(tl_c11_1 + 4480)];  // matmul.tile:53
  __half const cv2840 = cv2803[(tl_c11_1 + 4608)];  // matmul.tile:53
  __half const cv2841 = cv2803[(tl_c11_1 + 4736)];  // matmul.tile:53
  __half const cv2842 = cv2803[(tl_c11_1 + 4864)];  // matmul.tile:53
  __half const cv2843 = cv2803[(tl_c11_1 + 4992)];  // matmul.tile:53
  __half const cv2844 = cv2803[(tl_c11_1 + 5120)];  // matmul.tile:53
  __half const cv2845 = cv2803[(tl_c11_1 + 5248)];  // matmul.tile:53
  __half const cv2846 = cv2803[(tl_c11_1 + 5376)];  // matmul.tile:53
  __half const cv2847 = cv2803[(tl_c11_1 + 5504)];  // matmul.tile:53
  __half const cv2848 = cv2803[(tl_c11_1 + 5632)];  // matmul.tile:53
  __half const cv2849 = cv2803[(tl_c11_1 + 5760)];  // matmul.tile:53
  __half const cv2850 = cv2803[(tl_c11_1 + 5888)];  // matmul.tile:53
  __half const cv2851 = cv2803[(tl_c11_1 + 6016)];  // matmul.tile:53
  __half const cv2852 = cv2803[(tl_c11_1 + 6144)];  // matmul.tile:53
  __half const cv2853 = cv2803[(tl_c11_1 + 6272)];  // matmul.tile:53
  __half const cv2854 = cv2803[(tl_c11_1 + 6400)];  // matmul.tile:53
  __half const cv2855 = cv2803[(tl_c11_1 + 6528)];  // matmul.tile:53
  __half const cv2856 = cv2803[(tl_c11_1 + 6656)];  // matmul.tile:53
  __half const cv2857 = cv2803[(tl_c11_1 + 6784)];  // matmul.tile:53
  __half const cv2858 = cv2803[(tl_c11_1 + 6912)];  // matmul.tile:53
  __half const cv2859 = cv2803[(tl_c11_1 + 7040)];  // matmul.tile:53
  __half const cv2860 = cv2803[(tl_c11_1 + 7168)];  // matmul.tile:53
  __half const cv2861 = cv2803[(tl_c11_1 + 7296)];  // matmul.tile:53
  __half const cv2862 = cv2803[(tl_c11_1 + 7424)];  // matmul.tile:53
  __half const cv2863 = cv2803[(tl_c11_1 + 7552)];  // matmul.tile:53
  __half const cv2864 = cv2803[(tl_c11_1 + 7680)];  // matmul.tile:53
  __half const cv2865 = cv2803[(tl_c11_1 + 7808)];  // matmul.tile:53
  __half const cv2866 = cv2803[(tl_c11_1 + 7936)];  // matmul.tile:53
  __half const cv2867 = cv2803[(tl_c11_1 + 8064)];  // matmul.tile:53
  __half const cv2868 = cv2803[(tl_c11_1 + 8192)];  // matmul.tile:53
  __half const cv2869 = cv2803[(tl_c11_1 + 8320)];  // matmul.tile:53
  __half const cv2870 = cv2803[(tl_c11_1 + 8448)];  // matmul.tile:53
  __half const cv2871 = cv2803[(tl_c11_1 + 8576)];  // matmul.tile:53
  __half const cv2872 = cv2803[(tl_c11_1 + 8704)];  // matmul.tile:53
  __half const cv2873 = cv2803[(tl_c11_1 + 8832)];  // matmul.tile:53
  __half const cv2874 = cv2803[(tl_c11_1 + 8960)];  // matmul.tile:53
  __half const cv2875 = cv2803[(tl_c11_1 + 9088)];  // matmul.tile:53
  __half const cv2876 = cv2803[(tl_c11_1 + 9216)];  // matmul.tile:53
  __half const cv2877 = cv2803[(tl_c11_1 + 9344)];  // matmul.tile:53
  __half const cv2878 = cv2803[(tl_c11_1 + 9472)];  // matmul.tile:53
  __half const cv2879 = cv2803[(tl_c11_1 + 9600)];  // matmul.tile:53
  __half const cv2880 = cv2803[(tl_c11_1 + 9728)];  // matmul.tile:53
  __half const cv2881 = cv2803[(tl_c11_1 + 9856)];  // matmul.tile:53
  __half const cv2882 = cv2803[(tl_c11_1 + 9984)];  // matmul.tile:53
  __half const cv2883 = cv2803[(tl_c11_1 + 10112)];  // matmul.tile:53
  __half const cv2884 = cv2803[(tl_c11_1 + 10240)];  // matmul.tile:53
  __half const cv2885 = cv2803[(tl_c11_1 + 10368)];  // matmul.tile:53
  __half const cv2886 = cv2803[(tl_c11_1 + 10496)];  // matmul.tile:53
  __half const cv2887 = cv2803[(tl_c11_1 + 10624)];  // matmul.tile:53
  __half const cv2888 = cv2803[(tl_c11_1 + 10752)];  // matmul.tile:53
  __half const cv2889 = cv2803[(tl_c11_1 + 10880)];  // matmul.tile:53
  __half const cv2890 = cv2803[(tl_c11_1 + 11008)];  // matmul.tile:53
  __half const cv2891 = cv2803[(tl_c11_1 + 11136)];  // matmul.tile:53
  __half const cv2892 = cv2803[(tl_c11_1 + 11264)];  // matmul.tile:53
  __half const cv2893 = cv2803[(tl_c11_1 + 11392)];  // matmul.tile:53
  __half const cv2894 = cv2803[(tl_c11_1 + 11520)];  // matmul.tile:53
  __half const cv2895 = cv2803[(tl_c11_1 + 11648)];  // matmul.tile:53
  __half const cv2896 = cv2803[(tl_c11_1 + 11776)];  // matmul.tile:53
  __half const cv2897 = cv2803[(tl_c11_1 + 11904)];  // matmul.tile:53
  __half const cv2898 = cv2803[(tl_c11_1 + 12032)];  // matmul.tile:53
  __half const cv2899 = cv2803[(tl_c11_1 + 12160)];  // matmul.tile:53
  __half const cv2900 = cv2803[(tl_c11_1 + 12288)];  // matmul.tile:53
  __half const cv2901 = cv2803[(tl_c11_1 + 12416)];  // matmul.tile:53
  __half const cv2902 = cv2803[(tl_c11_1 + 12544)];  // matmul.tile:53
  __half const cv2903 = cv2803[(tl_c11_1 + 12672)];  // matmul.tile:53
  __half const cv2904 = cv2803[(tl_c11_1 + 12800)];  // matmul.tile:53
  __half const cv2905 = cv2803[(tl_c11_1 + 12928)];  // matmul.tile:53
  __half const cv2906 = cv2803[(tl_c11_1 + 13056)];  // matmul.tile:53
  __half const cv2907 = cv2803[(tl_c11_1 + 13184)];  // matmul.tile:53
  __half const cv2908 = cv2803[(tl_c11_1 + 13312)];  // matmul.tile:53
  __half const cv2909 = cv2803[(tl_c11_1 + 13440)];  // matmul.tile:53
  __half const cv2910 = cv2803[(tl_c11_1 + 13568)];  // matmul.tile:53
  __half const cv2911 = cv2803[(tl_c11_1 + 13696)];  // matmul.tile:53
  __half const cv2912 = cv2803[(tl_c11_1 + 13824)];  // matmul.tile:53
  __half const cv2913 = cv2803[(tl_c11_1 + 13952)];  // matmul.tile:53
  __half const cv2914 = cv2803[(tl_c11_1 + 14080)];  // matmul.tile:53
  __half const cv2915 = cv2803[(tl_c11_1 + 14208)];  // matmul.tile:53
  __half const cv2916 = cv2803[(tl_c11_1 + 14336)];  // matmul.tile:53
  __half const cv2917 = cv2803[(tl_c11_1 + 14464)];  // matmul.tile:53
  __half const cv2918 = cv2803[(tl_c11_1 + 14592)];  // matmul.tile:53
  __half const cv2919 = cv2803[(tl_c11_1 + 14720)];  // matmul.tile:53
  __half const cv2920 = cv2803[(tl_c11_1 + 14848)];  // matmul.tile:53
  __half const cv2921 = cv2803[(tl_c11_1 + 14976)];  // matmul.tile:53
  __half const cv2922 = cv2803[(tl_c11_1 + 15104)];  // matmul.tile:53
  __half const cv2923 = cv2803[(tl_c11_1 + 15232)];  // matmul.tile:53
  __half const cv2924 = cv2803[(tl_c11_1 + 15360)];  // matmul.tile:53
  __half const cv2925 = cv2803[(tl_c11_1 + 15488)];  // matmul.tile:53
  __half const cv2926 = cv2803[(tl_c11_1 + 15616)];  // matmul.tile:53
  __half const cv2927 = cv2803[(tl_c11_1 + 15744)];  // matmul.tile:53
  __half const cv2928 = cv2803[(tl_c11_1 + 15872)];  // matmul.tile:53
  __half const cv2929 = cv2803[(tl_c11_1 + 16000)];  // matmul.tile:53
  __half const cv2930 = cv2803[(tl_c11_1 + 16128)];  // matmul.tile:53
  __half const cv2931 = cv2803[(tl_c11_1 + 16256)];  // matmul.tile:53
  if (v2675) *p2290 = cv2804;  // matmul.tile:53
  if (v2676) *p2291 = cv2805;  // matmul.tile:53
  if (v2677) *p2292 = cv2806;  // matmul.tile:53
  if (v2678) *p2293 = cv2807;  // matmul.tile:53
  if (v2679) *p2294 = cv2808;  // matmul.tile:53
  if (v2680) *p2295 = cv2809;  // matmul.tile:53
  if (v2681) *p2296 = cv2810;  // matmul.tile:53
  if (v2682) *p2297 = cv2811;  // matmul.tile:53
  if (v2683) *p2298 = cv2812;  // matmul.tile:53
  if (v2684) *p2299 = cv2813;  // matmul.tile:53
  if (v2685) *p2300 = cv2814;  // matmul.tile:53
  if (v2686) *p2301 = cv2815;  // matmul.tile:53
  if (v2687) *p2302 = cv2816;  // matmul.tile:53
  if (v2688) *p2303 = cv2817;  // matmul.tile:53
  if (v2689) *p2304 = cv2818;  // matmul.tile:53
  if (v2690) *p2305 = cv2819;  // matmul.tile:53
  if (v2691) *p2306 = cv2820;  // matmul.tile:53
  if (v2692) *p2307 = cv2821;  // matmul.tile:53
  if (v2693) *p2308 = cv2822;  // matmul.tile:53
  if (v2694) *p2309 = cv2823;  // matmul.tile:53
  if (v2695) *p2310 = cv2824;  // matmul.tile:53
  if (v2696) *p2311 = cv2825;  // matmul.tile:53
  if (v2697) *p2312 = cv2826;  // matmul.tile:53
  if (v2698) *p2313 = cv2827;  // matmul.tile:53
  if (v2699) *p2314 = cv2828;  // matmul.tile:53
  if (v2700) *p2315 = cv2829;  // matmul.tile:53
  if (v2701) *p2316 = cv2830;  // matmul.tile:53
  if (v2702) *p2317 = cv2831;  // matmul.tile:53
  if (v2703) *p2318 = cv2832;  // matmul.tile:53
  if (v2704) *p2319 = cv2833;  // matmul.tile:53
  if (v2705) *p2320 = cv2834;  // matmul.tile:53
  if (v2706) *p2321 = cv2835;  // matmul.tile:53
  if (v2707) *p2322 = cv2836;  // matmul.tile:53
  if (v2708) *p2323 = cv2837;  // matmul.tile:53
  if (v2709) *p2324 = cv2838;  // matmul.tile:53
  if (v2710) *p2325 = cv2839;  // matmul.tile:53
  if (v2711) *p2326 = cv2840;  // matmul.tile:53
  if (v2712) *p2327 = cv2841;  // matmul.tile:53
  if (v2713) *p2328 = cv2842;  // matmul.tile:53
  if (v2714) *p2329 = cv2843;  // matmul.tile:53
  if (v2715) *p2330 = cv2844;  // matmul.tile:53
  if (v2716) *p2331 = cv2845;  // matmul.tile:53
  if (v2717) *p2332 = cv2846;  // matmul.tile:53
  if (v2718) *p2333 = cv2847;  // matmul.tile:53
  if (v2719) *p2334 = cv2848;  // matmul.tile:53
  if (v2720) *p2335 = cv2849;  // matmul.tile:53
  if (v2721) *p2336 = cv2850;  // matmul.tile:53
  if (v2722) *p2337 = cv2851;  // matmul.tile:53
  if (v2723) *p2338 = cv2852;  // matmul.tile:53
  if (v2724) *p2339 = cv2853;  // matmul.tile:53
  if (v2725) *p2340 = cv2854;  // matmul.tile:53
  if (v2726) *p2341 = cv2855;  // matmul.tile:53
  if (v2727) *p2342 = cv2856;  // matmul.tile:53
  if (v2728) *p2343 = cv2857;  // matmul.tile:53
  if (v2729) *p2344 = cv2858;  // matmul.tile:53
  if (v2730) *p2345 = cv2859;  // matmul.tile:53
  if (v2731) *p2346 = cv2860;  // matmul.tile:53
  if (v2732) *p2347 = cv2861;  // matmul.tile:53
  if (v2733) *p2348 = cv2862;  // matmul.tile:53
  if (v2734) *p2349 = cv2863;  // matmul.tile:53
  if (v2735) *p2350 = cv2864;  // matmul.tile:53
  if (v2736) *p2351 = cv2865;  // matmul.tile:53
  if (v2737) *p2352 = cv2866;  // matmul.tile:53
  if (v2738) *p2353 = cv2867;  // matmul.tile:53
  if (v2739) *p2354 = cv2868;  // matmul.tile:53
  if (v2740) *p2355 = cv2869;  // matmul.tile:53
  if (v2741) *p2356 = cv2870;  // matmul.tile:53
  if (v2742) *p2357 = cv2871;  // matmul.tile:53
  if (v2743) *p2358 = cv2872;  // matmul.tile:53
  if (v2744) *p2359 = cv2873;  // matmul.tile:53
  if (v2745) *p2360 = cv2874;  // matmul.tile:53
  if (v2746) *p2361 = cv2875;  // matmul.tile:53
  if (v2747) *p2362 = cv2876;  // matmul.tile:53
  if (v2748) *p2363 = cv2877;  // matmul.tile:53
  if (v2749) *p2364 = cv2878;  // matmul.tile:53
  if (v2750) *p2365 = cv2879;  // matmul.tile:53
  if (v2751) *p2366 = cv2880;  // matmul.tile:53
  if (v2752) *p2367 = cv2881;  // matmul.tile:53
  if (v2753) *p2368 = cv2882;  // matmul.tile:53
  if (v2754) *p2369 = cv2883;  // matmul.tile:53
  if (v2755) *p2370 = cv2884;  // matmul.tile:53
  if (v2756) *p2371 = cv2885;  // matmul.tile:53
  if (v2757) *p2372 = cv2886;  // matmul.tile:53
  if (v2758) *p2373 = cv2887;  // matmul.tile:53
  if (v2759) *p2374 = cv2888;  // matmul.tile:53
  if (v2760) *p2375 = cv2889;  // matmul.tile:53
  if (v2761) *p2376 = cv2890;  // matmul.tile:53
  if (v2762) *p2377 = cv2891;  // matmul.tile:53
  if (v2763) *p2378 = cv2892;  // matmul.tile:53
  if (v2764) *p2379 = cv2893;  // matmul.tile:53
  if (v2765) *p2380 = cv2894;  // matmul.tile:53
  if (v2766) *p2381 = cv2895;  // matmul.tile:53
  if (v2767) *p2382 = cv2896;  // matmul.tile:53
  if (v2768) *p2383 = cv2897;  // matmul.tile:53
  if (v2769) *p2384 = cv2898;  // matmul.tile:53
  if (v2770) *p2385 = cv2899;  // matmul.tile:53
  if (v2771) *p2386 = cv2900;  // matmul.tile:53
  if (v2772) *p2387 = cv2901;  // matmul.tile:53
  if (v2773) *p2388 = cv2902;  // matmul.tile:53
  if (v2774) *p2389 = cv2903;  // matmul.tile:53
  if (v2775) *p2390 = cv2904;  // matmul.tile:53
  if (v2776) *p2391 = cv2905;  // matmul.tile:53
  if (v2777) *p2392 = cv2906;  // matmul.tile:53
  if (v2778) *p2393 = cv2907;  // matmul.tile:53
  if (v2779) *p2394 = cv2908;  // matmul.tile:53
  if (v2780) *p2395 = cv2909;  // matmul.tile:53
  if (v2781) *p2396 = cv2910;  // matmul.tile:53
  if (v2782) *p2397 = cv2911;  // matmul.tile:53
  if (v2783) *p2398 = cv2912;  // matmul.tile:53
  if (v2784) *p2399 = cv2913;  // matmul.tile:53
  if (v2785) *p2400 = cv2914;  // matmul.tile:53
  if (v2786) *p2401 = cv2915;  // matmul.tile:53
  if (v2787) *p2402 = cv2916;  // matmul.tile:53
  if (v2788) *p2403 = cv2917;  // matmul.tile:53
  if (v2789) *p2404 = cv2918;  // matmul.tile:53
  if (v2790) *p2405 = cv2919;  // matmul.tile:53
  if (v2791) *p2406 = cv2920;  // matmul.tile:53
  if (v2792) *p2407 = cv2921;  // matmul.tile:53
  if (v2793) *p2408 = cv2922;  // matmul.tile:53
  if (v2794) *p2409 = cv2923;  // matmul.tile:53
  if (v2795) *p2410 = cv2924;  // matmul.tile:53
  if (v2796) *p2411 = cv2925;  // matmul.tile:53
  if (v2797) *p2412 = cv2926;  // matmul.tile:53
  if (v2798) *p2413 = cv2927;  // matmul.tile:53
  if (v2799) *p2414 = cv2928;  // matmul.tile:53
  if (v2800) *p2415 = cv2929;  // matmul.tile:53
  if (v2801) *p2416 = cv2930;  // matmul.tile:53
  if (v2802) *p2417 = cv2931;  // matmul.tile:53
}
