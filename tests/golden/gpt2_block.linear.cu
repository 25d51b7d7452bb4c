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

// kernel linear: 4 warps, generated by tiledsl
extern "C" __global__ void __launch_bounds__(128) tl_k_linear(__half* p_c, __half* p_a, __half* p_b, __half* p_bias, __half* p_residual, int p_M, int p_N, int p_K, int p_stride_am, int p_stride_ak, int p_stride_bk, int p_stride_bn, int p_stride_cm, int p_stride_cn) {
  extern __shared__ __align__(16) unsigned char tl_smem[];
  const int tl_lane = threadIdx.x & 31;
  const int tl_warp = threadIdx.x >> 5;
  const int tl_lin = (int)(blockIdx.x + blockIdx.y * gridDim.x);  // grouped program order
  const int tl_gsz = 8 * ((int)gridDim.y);  // programs per group
  const int tl_g0 = tl_lin / tl_gsz * 8;  // the group's first row
  const int tl_grows = min(((int)gridDim.x) - tl_g0, 8);
  const int tl_pid0 = tl_g0 + tl_lin % tl_gsz % tl_grows;
  const int tl_pid1 = tl_lin % tl_gsz / tl_grows;
  const int tl_c0_0 = (((tl_lane & 3) << 1));
  const int tl_c1_0 = ((tl_warp >> 1));
  const int tl_c4_0 = (tl_lane ^ (tl_warp << 5));
  const int tl_c5_0 = ((tl_lane >> 2) ^ (tl_warp << 4));
  const int tl_c6_0 = (tl_lane ^ ((tl_warp & 1) << 5));
  const int tl_c7_0 = ((tl_warp >> 1));
  const int tl_c7_1 = (tl_lane ^ ((tl_warp & 1) << 5));
  const int tl_c8_1 = (tl_lane ^ (tl_warp << 5));
  const unsigned tl_sbase = tl_smem_addr(tl_smem);
  const int tl_c9_0 = ((tl_warp << 4));
  const int lm3113_r = ((tl_lane & 7) + (((tl_lane >> 3) & 1) * 8) + tl_c9_0) * 128;
  const int lm3113_c = (((tl_lane >> 4) & 1) * 1);
  const int lm3113_s = ((tl_lane & 7) & 7);
  const int lm3122_r = ((tl_lane & 7) + (((tl_lane >> 4) & 1) * 8)) * 128;
  const int lm3122_c = (((tl_lane >> 3) & 1) * 1);
  const int lm3122_s = ((tl_lane & 7) & 7);
  const int lm4179_r = ((tl_lane & 7) + (((tl_lane >> 3) & 1) * 8) + tl_c9_0) * 128;
  const int lm4179_c = (((tl_lane >> 4) & 1) * 1);
  const int lm4179_s = ((tl_lane & 7) & 7);
  const int lm4188_r = ((tl_lane & 7) + (((tl_lane >> 4) & 1) * 8)) * 128;
  const int lm4188_c = (((tl_lane >> 3) & 1) * 1);
  const int lm4188_s = ((tl_lane & 7) & 7);
  const int tl_c11_0 = ((tl_lane >> 2) ^ (tl_warp << 4));
  const int tl_c11_1 = (((tl_lane & 3) << 1));
  const int tl_c12_1 = (tl_lane ^ (tl_warp << 5));
  const int pid1 = tl_pid0;  // gpt2_block.tile:64
  const int pid2 = tl_pid1;  // gpt2_block.tile:65
  int const k3 = 128;  // gpt2_block.tile:66
  int const v4 = ((int)((unsigned int)(pid1) * (unsigned int)(k3)));  // gpt2_block.tile:66
  int const ar5 = (tl_c0_0 + 1);  // gpt2_block.tile:66
  int const ar6 = (tl_c0_0 + 8);  // gpt2_block.tile:66
  int const ar7 = (tl_c0_0 + 9);  // gpt2_block.tile:66
  int const ar8 = (tl_c0_0 + 16);  // gpt2_block.tile:66
  int const ar9 = (tl_c0_0 + 17);  // gpt2_block.tile:66
  int const ar10 = (tl_c0_0 + 24);  // gpt2_block.tile:66
  int const ar11 = (tl_c0_0 + 25);  // gpt2_block.tile:66
  int const ar12 = (tl_c0_0 + 32);  // gpt2_block.tile:66
  int const ar13 = (tl_c0_0 + 33);  // gpt2_block.tile:66
  int const ar14 = (tl_c0_0 + 40);  // gpt2_block.tile:66
  int const ar15 = (tl_c0_0 + 41);  // gpt2_block.tile:66
  int const ar16 = (tl_c0_0 + 48);  // gpt2_block.tile:66
  int const ar17 = (tl_c0_0 + 49);  // gpt2_block.tile:66
  int const ar18 = (tl_c0_0 + 56);  // gpt2_block.tile:66
  int const ar19 = (tl_c0_0 + 57);  // gpt2_block.tile:66
  int const ar20 = (tl_c0_0 + 64);  // gpt2_block.tile:66
  int const ar21 = (tl_c0_0 + 65);  // gpt2_block.tile:66
  int const ar22 = (tl_c0_0 + 72);  // gpt2_block.tile:66
  int const ar23 = (tl_c0_0 + 73);  // gpt2_block.tile:66
  int const ar24 = (tl_c0_0 + 80);  // gpt2_block.tile:66
  int const ar25 = (tl_c0_0 + 81);  // gpt2_block.tile:66
  int const ar26 = (tl_c0_0 + 88);  // gpt2_block.tile:66
  int const ar27 = (tl_c0_0 + 89);  // gpt2_block.tile:66
  int const ar28 = (tl_c0_0 + 96);  // gpt2_block.tile:66
  int const ar29 = (tl_c0_0 + 97);  // gpt2_block.tile:66
  int const ar30 = (tl_c0_0 + 104);  // gpt2_block.tile:66
  int const ar31 = (tl_c0_0 + 105);  // gpt2_block.tile:66
  int const ar32 = (tl_c0_0 + 112);  // gpt2_block.tile:66
  int const ar33 = (tl_c0_0 + 113);  // gpt2_block.tile:66
  int const ar34 = (tl_c0_0 + 120);  // gpt2_block.tile:66
  int const ar35 = (tl_c0_0 + 121);  // gpt2_block.tile:66
  int const ar36 = (tl_c1_0 + 2);  // gpt2_block.tile:66
  int const ar37 = (tl_c1_0 + 4);  // gpt2_block.tile:66
  int const ar38 = (tl_c1_0 + 6);  // gpt2_block.tile:66
  int const ar39 = (tl_c1_0 + 8);  // gpt2_block.tile:66
  int const ar40 = (tl_c1_0 + 10);  // gpt2_block.tile:66
  int const ar41 = (tl_c1_0 + 12);  // gpt2_block.tile:66
  int const ar42 = (tl_c1_0 + 14);  // gpt2_block.tile:66
  int const ar43 = (tl_c1_0 + 16);  // gpt2_block.tile:66
  int const ar44 = (tl_c1_0 + 18);  // gpt2_block.tile:66
  int const ar45 = (tl_c1_0 + 20);  // gpt2_block.tile:66
  int const ar46 = (tl_c1_0 + 22);  // gpt2_block.tile:66
  int const ar47 = (tl_c1_0 + 24);  // gpt2_block.tile:66
  int const ar48 = (tl_c1_0 + 26);  // gpt2_block.tile:66
  int const ar49 = (tl_c1_0 + 28);  // gpt2_block.tile:66
  int const ar50 = (tl_c1_0 + 30);  // gpt2_block.tile:66
  int const ar51 = (tl_c1_0 + 32);  // gpt2_block.tile:66
  int const ar52 = (tl_c1_0 + 34);  // gpt2_block.tile:66
  int const ar53 = (tl_c1_0 + 36);  // gpt2_block.tile:66
  int const ar54 = (tl_c1_0 + 38);  // gpt2_block.tile:66
  int const ar55 = (tl_c1_0 + 40);  // gpt2_block.tile:66
  int const ar56 = (tl_c1_0 + 42);  // gpt2_block.tile:66
  int const ar57 = (tl_c1_0 + 44);  // gpt2_block.tile:66
  int const ar58 = (tl_c1_0 + 46);  // gpt2_block.tile:66
  int const ar59 = (tl_c1_0 + 48);  // gpt2_block.tile:66
  int const ar60 = (tl_c1_0 + 50);  // gpt2_block.tile:66
  int const ar61 = (tl_c1_0 + 52);  // gpt2_block.tile:66
  int const ar62 = (tl_c1_0 + 54);  // gpt2_block.tile:66
  int const ar63 = (tl_c1_0 + 56);  // gpt2_block.tile:66
  int const ar64 = (tl_c1_0 + 58);  // gpt2_block.tile:66
  int const ar65 = (tl_c1_0 + 60);  // gpt2_block.tile:66
  int const ar66 = (tl_c1_0 + 62);  // gpt2_block.tile:66
  int const ar67 = (tl_c1_0 + 64);  // gpt2_block.tile:66
  int const ar68 = (tl_c1_0 + 66);  // gpt2_block.tile:66
  int const ar69 = (tl_c1_0 + 68);  // gpt2_block.tile:66
  int const ar70 = (tl_c1_0 + 70);  // gpt2_block.tile:66
  int const ar71 = (tl_c1_0 + 72);  // gpt2_block.tile:66
  int const ar72 = (tl_c1_0 + 74);  // gpt2_block.tile:66
  int const ar73 = (tl_c1_0 + 76);  // gpt2_block.tile:66
  int const ar74 = (tl_c1_0 + 78);  // gpt2_block.tile:66
  int const ar75 = (tl_c1_0 + 80);  // gpt2_block.tile:66
  int const ar76 = (tl_c1_0 + 82);  // gpt2_block.tile:66
  int const ar77 = (tl_c1_0 + 84);  // gpt2_block.tile:66
  int const ar78 = (tl_c1_0 + 86);  // gpt2_block.tile:66
  int const ar79 = (tl_c1_0 + 88);  // gpt2_block.tile:66
  int const ar80 = (tl_c1_0 + 90);  // gpt2_block.tile:66
  int const ar81 = (tl_c1_0 + 92);  // gpt2_block.tile:66
  int const ar82 = (tl_c1_0 + 94);  // gpt2_block.tile:66
  int const ar83 = (tl_c1_0 + 96);  // gpt2_block.tile:66
  int const ar84 = (tl_c1_0 + 98);  // gpt2_block.tile:66
  int const ar85 = (tl_c1_0 + 100);  // gpt2_block.tile:66
  int const ar86 = (tl_c1_0 + 102);  // gpt2_block.tile:66
  int const ar87 = (tl_c1_0 + 104);  // gpt2_block.tile:66
  int const ar88 = (tl_c1_0 + 106);  // gpt2_block.tile:66
  int const ar89 = (tl_c1_0 + 108);  // gpt2_block.tile:66
  int const ar90 = (tl_c1_0 + 110);  // gpt2_block.tile:66
  int const ar91 = (tl_c1_0 + 112);  // gpt2_block.tile:66
  int const ar92 = (tl_c1_0 + 114);  // gpt2_block.tile:66
  int const ar93 = (tl_c1_0 + 116);  // gpt2_block.tile:66
  int const ar94 = (tl_c1_0 + 118);  // gpt2_block.tile:66
  int const ar95 = (tl_c1_0 + 120);  // gpt2_block.tile:66
  int const ar96 = (tl_c1_0 + 122);  // gpt2_block.tile:66
  int const ar97 = (tl_c1_0 + 124);  // gpt2_block.tile:66
  int const ar98 = (tl_c1_0 + 126);  // gpt2_block.tile:66
  int const v99 = ((int)((unsigned int)(v4) + (unsigned int)(tl_c1_0)));  // gpt2_block.tile:66
  int const v100 = ((int)((unsigned int)(v4) + (unsigned int)(ar36)));  // gpt2_block.tile:66
  int const v101 = ((int)((unsigned int)(v4) + (unsigned int)(ar37)));  // gpt2_block.tile:66
  int const v102 = ((int)((unsigned int)(v4) + (unsigned int)(ar38)));  // gpt2_block.tile:66
  int const v103 = ((int)((unsigned int)(v4) + (unsigned int)(ar39)));  // gpt2_block.tile:66
  int const v104 = ((int)((unsigned int)(v4) + (unsigned int)(ar40)));  // gpt2_block.tile:66
  int const v105 = ((int)((unsigned int)(v4) + (unsigned int)(ar41)));  // gpt2_block.tile:66
  int const v106 = ((int)((unsigned int)(v4) + (unsigned int)(ar42)));  // gpt2_block.tile:66
  int const v107 = ((int)((unsigned int)(v4) + (unsigned int)(ar43)));  // gpt2_block.tile:66
  int const v108 = ((int)((unsigned int)(v4) + (unsigned int)(ar44)));  // gpt2_block.tile:66
  int const v109 = ((int)((unsigned int)(v4) + (unsigned int)(ar45)));  // gpt2_block.tile:66
  int const v110 = ((int)((unsigned int)(v4) + (unsigned int)(ar46)));  // gpt2_block.tile:66
  int const v111 = ((int)((unsigned int)(v4) + (unsigned int)(ar47)));  // gpt2_block.tile:66
  int const v112 = ((int)((unsigned int)(v4) + (unsigned int)(ar48)));  // gpt2_block.tile:66
  int const v113 = ((int)((unsigned int)(v4) + (unsigned int)(ar49)));  // gpt2_block.tile:66
  int const v114 = ((int)((unsigned int)(v4) + (unsigned int)(ar50)));  // gpt2_block.tile:66
  int const v115 = ((int)((unsigned int)(v4) + (unsigned int)(ar51)));  // gpt2_block.tile:66
  int const v116 = ((int)((unsigned int)(v4) + (unsigned int)(ar52)));  // gpt2_block.tile:66
  int const v117 = ((int)((unsigned int)(v4) + (unsigned int)(ar53)));  // gpt2_block.tile:66
  int const v118 = ((int)((unsigned int)(v4) + (unsigned int)(ar54)));  // gpt2_block.tile:66
  int const v119 = ((int)((unsigned int)(v4) + (unsigned int)(ar55)));  // gpt2_block.tile:66
  int const v120 = ((int)((unsigned int)(v4) + (unsigned int)(ar56)));  // gpt2_block.tile:66
  int const v121 = ((int)((unsigned int)(v4) + (unsigned int)(ar57)));  // gpt2_block.tile:66
  int const v122 = ((int)((unsigned int)(v4) + (unsigned int)(ar58)));  // gpt2_block.tile:66
  int const v123 = ((int)((unsigned int)(v4) + (unsigned int)(ar59)));  // gpt2_block.tile:66
  int const v124 = ((int)((unsigned int)(v4) + (unsigned int)(ar60)));  // gpt2_block.tile:66
  int const v125 = ((int)((unsigned int)(v4) + (unsigned int)(ar61)));  // gpt2_block.tile:66
  int const v126 = ((int)((unsigned int)(v4) + (unsigned int)(ar62)));  // gpt2_block.tile:66
  int const v127 = ((int)((unsigned int)(v4) + (unsigned int)(ar63)));  // gpt2_block.tile:66
  int const v128 = ((int)((unsigned int)(v4) + (unsigned int)(ar64)));  // gpt2_block.tile:66
  int const v129 = ((int)((unsigned int)(v4) + (unsigned int)(ar65)));  // gpt2_block.tile:66
  int const v130 = ((int)((unsigned int)(v4) + (unsigned int)(ar66)));  // gpt2_block.tile:66
  int const v131 = ((int)((unsigned int)(v4) + (unsigned int)(ar67)));  // gpt2_block.tile:66
  int const v132 = ((int)((unsigned int)(v4) + (unsigned int)(ar68)));  // gpt2_block.tile:66
  int const v133 = ((int)((unsigned int)(v4) + (unsigned int)(ar69)));  // gpt2_block.tile:66
  int const v134 = ((int)((unsigned int)(v4) + (unsigned int)(ar70)));  // gpt2_block.tile:66
  int const v135 = ((int)((unsigned int)(v4) + (unsigned int)(ar71)));  // gpt2_block.tile:66
  int const v136 = ((int)((unsigned int)(v4) + (unsigned int)(ar72)));  // gpt2_block.tile:66
  int const v137 = ((int)((unsigned int)(v4) + (unsigned int)(ar73)));  // gpt2_block.tile:66
  int const v138 = ((int)((unsigned int)(v4) + (unsigned int)(ar74)));  // gpt2_block.tile:66
  int const v139 = ((int)((unsigned int)(v4) + (unsigned int)(ar75)));  // gpt2_block.tile:66
  int const v140 = ((int)((unsigned int)(v4) + (unsigned int)(ar76)));  // gpt2_block.tile:66
  int const v141 = ((int)((unsigned int)(v4) + (unsigned int)(ar77)));  // gpt2_block.tile:66
  int const v142 = ((int)((unsigned int)(v4) + (unsigned int)(ar78)));  // gpt2_block.tile:66
  int const v143 = ((int)((unsigned int)(v4) + (unsigned int)(ar79)));  // gpt2_block.tile:66
  int const v144 = ((int)((unsigned int)(v4) + (unsigned int)(ar80)));  // gpt2_block.tile:66
  int const v145 = ((int)((unsigned int)(v4) + (unsigned int)(ar81)));  // gpt2_block.tile:66
  int const v146 = ((int)((unsigned int)(v4) + (unsigned int)(ar82)));  // gpt2_block.tile:66
  int const v147 = ((int)((unsigned int)(v4) + (unsigned int)(ar83)));  // gpt2_block.tile:66
  int const v148 = ((int)((unsigned int)(v4) + (unsigned int)(ar84)));  // gpt2_block.tile:66
  int const v149 = ((int)((unsigned int)(v4) + (unsigned int)(ar85)));  // gpt2_block.tile:66
  int const v150 = ((int)((unsigned int)(v4) + (unsigned int)(ar86)));  // gpt2_block.tile:66
  int const v151 = ((int)((unsigned int)(v4) + (unsigned int)(ar87)));  // gpt2_block.tile:66
  int const v152 = ((int)((unsigned int)(v4) + (unsigned int)(ar88)));  // gpt2_block.tile:66
  int const v153 = ((int)((unsigned int)(v4) + (unsigned int)(ar89)));  // gpt2_block.tile:66
  int const v154 = ((int)((unsigned int)(v4) + (unsigned int)(ar90)));  // gpt2_block.tile:66
  int const v155 = ((int)((unsigned int)(v4) + (unsigned int)(ar91)));  // gpt2_block.tile:66
  int const v156 = ((int)((unsigned int)(v4) + (unsigned int)(ar92)));  // gpt2_block.tile:66
  int const v157 = ((int)((unsigned int)(v4) + (unsigned int)(ar93)));  // gpt2_block.tile:66
  int const v158 = ((int)((unsigned int)(v4) + (unsigned int)(ar94)));  // gpt2_block.tile:66
  int const v159 = ((int)((unsigned int)(v4) + (unsigned int)(ar95)));  // gpt2_block.tile:66
  int const v160 = ((int)((unsigned int)(v4) + (unsigned int)(ar96)));  // gpt2_block.tile:66
  int const v161 = ((int)((unsigned int)(v4) + (unsigned int)(ar97)));  // gpt2_block.tile:66
  int const v162 = ((int)((unsigned int)(v4) + (unsigned int)(ar98)));  // gpt2_block.tile:66
  int const v163 = ((int)((unsigned int)(pid2) * (unsigned int)(k3)));  // gpt2_block.tile:67
  int const v164 = ((int)((unsigned int)(v163) + (unsigned int)(tl_c0_0)));  // gpt2_block.tile:67
  int const v165 = ((int)((unsigned int)(v163) + (unsigned int)(ar5)));  // gpt2_block.tile:67
  int const v166 = ((int)((unsigned int)(v163) + (unsigned int)(ar6)));  // gpt2_block.tile:67
  int const v167 = ((int)((unsigned int)(v163) + (unsigned int)(ar7)));  // gpt2_block.tile:67
  int const v168 = ((int)((unsigned int)(v163) + (unsigned int)(ar8)));  // gpt2_block.tile:67
  int const v169 = ((int)((unsigned int)(v163) + (unsigned int)(ar9)));  // gpt2_block.tile:67
  int const v170 = ((int)((unsigned int)(v163) + (unsigned int)(ar10)));  // gpt2_block.tile:67
  int const v171 = ((int)((unsigned int)(v163) + (unsigned int)(ar11)));  // gpt2_block.tile:67
  int const v172 = ((int)((unsigned int)(v163) + (unsigned int)(ar12)));  // gpt2_block.tile:67
  int const v173 = ((int)((unsigned int)(v163) + (unsigned int)(ar13)));  // gpt2_block.tile:67
  int const v174 = ((int)((unsigned int)(v163) + (unsigned int)(ar14)));  // gpt2_block.tile:67
  int const v175 = ((int)((unsigned int)(v163) + (unsigned int)(ar15)));  // gpt2_block.tile:67
  int const v176 = ((int)((unsigned int)(v163) + (unsigned int)(ar16)));  // gpt2_block.tile:67
  int const v177 = ((int)((unsigned int)(v163) + (unsigned int)(ar17)));  // gpt2_block.tile:67
  int const v178 = ((int)((unsigned int)(v163) + (unsigned int)(ar18)));  // gpt2_block.tile:67
  int const v179 = ((int)((unsigned int)(v163) + (unsigned int)(ar19)));  // gpt2_block.tile:67
  int const v180 = ((int)((unsigned int)(v163) + (unsigned int)(ar20)));  // gpt2_block.tile:67
  int const v181 = ((int)((unsigned int)(v163) + (unsigned int)(ar21)));  // gpt2_block.tile:67
  int const v182 = ((int)((unsigned int)(v163) + (unsigned int)(ar22)));  // gpt2_block.tile:67
  int const v183 = ((int)((unsigned int)(v163) + (unsigned int)(ar23)));  // gpt2_block.tile:67
  int const v184 = ((int)((unsigned int)(v163) + (unsigned int)(ar24)));  // gpt2_block.tile:67
  int const v185 = ((int)((unsigned int)(v163) + (unsigned int)(ar25)));  // gpt2_block.tile:67
  int const v186 = ((int)((unsigned int)(v163) + (unsigned int)(ar26)));  // gpt2_block.tile:67
  int const v187 = ((int)((unsigned int)(v163) + (unsigned int)(ar27)));  // gpt2_block.tile:67
  int const v188 = ((int)((unsigned int)(v163) + (unsigned int)(ar28)));  // gpt2_block.tile:67
  int const v189 = ((int)((unsigned int)(v163) + (unsigned int)(ar29)));  // gpt2_block.tile:67
  int const v190 = ((int)((unsigned int)(v163) + (unsigned int)(ar30)));  // gpt2_block.tile:67
  int const v191 = ((int)((unsigned int)(v163) + (unsigned int)(ar31)));  // gpt2_block.tile:67
  int const v192 = ((int)((unsigned int)(v163) + (unsigned int)(ar32)));  // gpt2_block.tile:67
  int const v193 = ((int)((unsigned int)(v163) + (unsigned int)(ar33)));  // gpt2_block.tile:67
  int const v194 = ((int)((unsigned int)(v163) + (unsigned int)(ar34)));  // gpt2_block.tile:67
  int const v195 = ((int)((unsigned int)(v163) + (unsigned int)(ar35)));  // gpt2_block.tile:67
  int const v196 = ((int)((unsigned int)(v4) + (unsigned int)(0)));  // gpt2_block.tile:69
  int const v197 = ((int)((unsigned int)(v4) + (unsigned int)(1)));  // gpt2_block.tile:69
  int const v198 = ((int)((unsigned int)(v4) + (unsigned int)(2)));  // gpt2_block.tile:69
  int const v199 = ((int)((unsigned int)(v4) + (unsigned int)(3)));  // gpt2_block.tile:69
  int const v200 = ((int)((unsigned int)(v4) + (unsigned int)(4)));  // gpt2_block.tile:69
  int const v201 = ((int)((unsigned int)(v4) + (unsigned int)(5)));  // gpt2_block.tile:69
  int const v202 = ((int)((unsigned int)(v4) + (unsigned int)(6)));  // gpt2_block.tile:69
  int const v203 = ((int)((unsigned int)(v4) + (unsigned int)(7)));  // gpt2_block.tile:69
  int const v204 = ((int)((unsigned int)(v4) + (unsigned int)(8)));  // gpt2_block.tile:69
  int const v205 = ((int)((unsigned int)(v4) + (unsigned int)(9)));  // gpt2_block.tile:69
  int const v206 = ((int)((unsigned int)(v4) + (unsigned int)(10)));  // gpt2_block.tile:69
  int const v207 = ((int)((unsigned int)(v4) + (unsigned int)(11)));  // gpt2_block.tile:69
  int const v208 = ((int)((unsigned int)(v4) + (unsigned int)(12)));  // gpt2_block.tile:69
  int const v209 = ((int)((unsigned int)(v4) + (unsigned int)(13)));  // gpt2_block.tile:69
  int const v210 = ((int)((unsigned int)(v4) + (unsigned int)(14)));  // gpt2_block.tile:69
  int const v211 = ((int)((unsigned int)(v4) + (unsigned int)(15)));  // gpt2_block.tile:69
  int const v212 = ((int)((unsigned int)(v4) + (unsigned int)(16)));  // gpt2_block.tile:69
  int const v213 = ((int)((unsigned int)(v4) + (unsigned int)(17)));  // gpt2_block.tile:69
  int const v214 = ((int)((unsigned int)(v4) + (unsigned int)(18)));  // gpt2_block.tile:69
  int const v215 = ((int)((unsigned int)(v4) + (unsigned int)(19)));  // gpt2_block.tile:69
  int const v216 = ((int)((unsigned int)(v4) + (unsigned int)(20)));  // gpt2_block.tile:69
  int const v217 = ((int)((unsigned int)(v4) + (unsigned int)(21)));  // gpt2_block.tile:69
  int const v218 = ((int)((unsigned int)(v4) + (unsigned int)(22)));  // gpt2_block.tile:69
  int const v219 = ((int)((unsigned int)(v4) + (unsigned int)(23)));  // gpt2_block.tile:69
  int const v220 = ((int)((unsigned int)(v4) + (unsigned int)(24)));  // gpt2_block.tile:69
  int const v221 = ((int)((unsigned int)(v4) + (unsigned int)(25)));  // gpt2_block.tile:69
  int const v222 = ((int)((unsigned int)(v4) + (unsigned int)(26)));  // gpt2_block.tile:69
  int const v223 = ((int)((unsigned int)(v4) + (unsigned int)(27)));  // gpt2_block.tile:69
  int const v224 = ((int)((unsigned int)(v4) + (unsigned int)(28)));  // gpt2_block.tile:69
  int const v225 = ((int)((unsigned int)(v4) + (unsigned int)(29)));  // gpt2_block.tile:69
  int const v226 = ((int)((unsigned int)(v4) + (unsigned int)(30)));  // gpt2_block.tile:69
  int const v227 = ((int)((unsigned int)(v4) + (unsigned int)(31)));  // gpt2_block.tile:69
  int const v228 = ((int)((unsigned int)(v4) + (unsigned int)(32)));  // gpt2_block.tile:69
  int const v229 = ((int)((unsigned int)(v4) + (unsigned int)(33)));  // gpt2_block.tile:69
  int const v230 = ((int)((unsigned int)(v4) + (unsigned int)(34)));  // gpt2_block.tile:69
  int const v231 = ((int)((unsigned int)(v4) + (unsigned int)(35)));  // gpt2_block.tile:69
  int const v232 = ((int)((unsigned int)(v4) + (unsigned int)(36)));  // gpt2_block.tile:69
  int const v233 = ((int)((unsigned int)(v4) + (unsigned int)(37)));  // gpt2_block.tile:69
  int const v234 = ((int)((unsigned int)(v4) + (unsigned int)(38)));  // gpt2_block.tile:69
  int const v235 = ((int)((unsigned int)(v4) + (unsigned int)(39)));  // gpt2_block.tile:69
  int const v236 = ((int)((unsigned int)(v4) + (unsigned int)(40)));  // gpt2_block.tile:69
  int const v237 = ((int)((unsigned int)(v4) + (unsigned int)(41)));  // gpt2_block.tile:69
  int const v238 = ((int)((unsigned int)(v4) + (unsigned int)(42)));  // gpt2_block.tile:69
  int const v239 = ((int)((unsigned int)(v4) + (unsigned int)(43)));  // gpt2_block.tile:69
  int const v240 = ((int)((unsigned int)(v4) + (unsigned int)(44)));  // gpt2_block.tile:69
  int const v241 = ((int)((unsigned int)(v4) + (unsigned int)(45)));  // gpt2_block.tile:69
  int const v242 = ((int)((unsigned int)(v4) + (unsigned int)(46)));  // gpt2_block.tile:69
  int const v243 = ((int)((unsigned int)(v4) + (unsigned int)(47)));  // gpt2_block.tile:69
  int const v244 = ((int)((unsigned int)(v4) + (unsigned int)(48)));  // gpt2_block.tile:69
  int const v245 = ((int)((unsigned int)(v4) + (unsigned int)(49)));  // gpt2_block.tile:69
  int const v246 = ((int)((unsigned int)(v4) + (unsigned int)(50)));  // gpt2_block.tile:69
  int const v247 = ((int)((unsigned int)(v4) + (unsigned int)(51)));  // gpt2_block.tile:69
  int const v248 = ((int)((unsigned int)(v4) + (unsigned int)(52)));  // gpt2_block.tile:69
  int const v249 = ((int)((unsigned int)(v4) + (unsigned int)(53)));  // gpt2_block.tile:69
  int const v250 = ((int)((unsigned int)(v4) + (unsigned int)(54)));  // gpt2_block.tile:69
  int const v251 = ((int)((unsigned int)(v4) + (unsigned int)(55)));  // gpt2_block.tile:69
  int const v252 = ((int)((unsigned int)(v4) + (unsigned int)(56)));  // gpt2_block.tile:69
  int const v253 = ((int)((unsigned int)(v4) + (unsigned int)(57)));  // gpt2_block.tile:69
  int const v254 = ((int)((unsigned int)(v4) + (unsigned int)(58)));  // gpt2_block.tile:69
  int const v255 = ((int)((unsigned int)(v4) + (unsigned int)(59)));  // gpt2_block.tile:69
  int const v256 = ((int)((unsigned int)(v4) + (unsigned int)(60)));  // gpt2_block.tile:69
  int const v257 = ((int)((unsigned int)(v4) + (unsigned int)(61)));  // gpt2_block.tile:69
  int const v258 = ((int)((unsigned int)(v4) + (unsigned int)(62)));  // gpt2_block.tile:69
  int const v259 = ((int)((unsigned int)(v4) + (unsigned int)(63)));  // gpt2_block.tile:69
  int const v260 = ((int)((unsigned int)(v4) + (unsigned int)(64)));  // gpt2_block.tile:69
  int const v261 = ((int)((unsigned int)(v4) + (unsigned int)(65)));  // gpt2_block.tile:69
  int const v262 = ((int)((unsigned int)(v4) + (unsigned int)(66)));  // gpt2_block.tile:69
  int const v263 = ((int)((unsigned int)(v4) + (unsigned int)(67)));  // gpt2_block.tile:69
  int const v264 = ((int)((unsigned int)(v4) + (unsigned int)(68)));  // gpt2_block.tile:69
  int const v265 = ((int)((unsigned int)(v4) + (unsigned int)(69)));  // gpt2_block.tile:69
  int const v266 = ((int)((unsigned int)(v4) + (unsigned int)(70)));  // gpt2_block.tile:69
  int const v267 = ((int)((unsigned int)(v4) + (unsigned int)(71)));  // gpt2_block.tile:69
  int const v268 = ((int)((unsigned int)(v4) + (unsigned int)(72)));  // gpt2_block.tile:69
  int const v269 = ((int)((unsigned int)(v4) + (unsigned int)(73)));  // gpt2_block.tile:69
  int const v270 = ((int)((unsigned int)(v4) + (unsigned int)(74)));  // gpt2_block.tile:69
  int const v271 = ((int)((unsigned int)(v4) + (unsigned int)(75)));  // gpt2_block.tile:69
  int const v272 = ((int)((unsigned int)(v4) + (unsigned int)(76)));  // gpt2_block.tile:69
  int const v273 = ((int)((unsigned int)(v4) + (unsigned int)(77)));  // gpt2_block.tile:69
  int const v274 = ((int)((unsigned int)(v4) + (unsigned int)(78)));  // gpt2_block.tile:69
  int const v275 = ((int)((unsigned int)(v4) + (unsigned int)(79)));  // gpt2_block.tile:69
  int const v276 = ((int)((unsigned int)(v4) + (unsigned int)(80)));  // gpt2_block.tile:69
  int const v277 = ((int)((unsigned int)(v4) + (unsigned int)(81)));  // gpt2_block.tile:69
  int const v278 = ((int)((unsigned int)(v4) + (unsigned int)(82)));  // gpt2_block.tile:69
  int const v279 = ((int)((unsigned int)(v4) + (unsigned int)(83)));  // gpt2_block.tile:69
  int const v280 = ((int)((unsigned int)(v4) + (unsigned int)(84)));  // gpt2_block.tile:69
  int const v281 = ((int)((unsigned int)(v4) + (unsigned int)(85)));  // gpt2_block.tile:69
  int const v282 = ((int)((unsigned int)(v4) + (unsigned int)(86)));  // gpt2_block.tile:69
  int const v283 = ((int)((unsigned int)(v4) + (unsigned int)(87)));  // gpt2_block.tile:69
  int const v284 = ((int)((unsigned int)(v4) + (unsigned int)(88)));  // gpt2_block.tile:69
  int const v285 = ((int)((unsigned int)(v4) + (unsigned int)(89)));  // gpt2_block.tile:69
  int const v286 = ((int)((unsigned int)(v4) + (unsigned int)(90)));  // gpt2_block.tile:69
  int const v287 = ((int)((unsigned int)(v4) + (unsigned int)(91)));  // gpt2_block.tile:69
  int const v288 = ((int)((unsigned int)(v4) + (unsigned int)(92)));  // gpt2_block.tile:69
  int const v289 = ((int)((unsigned int)(v4) + (unsigned int)(93)));  // gpt2_block.tile:69
  int const v290 = ((int)((unsigned int)(v4) + (unsigned int)(94)));  // gpt2_block.tile:69
  int const v291 = ((int)((unsigned int)(v4) + (unsigned int)(95)));  // gpt2_block.tile:69
  int const v292 = ((int)((unsigned int)(v4) + (unsigned int)(96)));  // gpt2_block.tile:69
  int const v293 = ((int)((unsigned int)(v4) + (unsigned int)(97)));  // gpt2_block.tile:69
  int const v294 = ((int)((unsigned int)(v4) + (unsigned int)(98)));  // gpt2_block.tile:69
  int const v295 = ((int)((unsigned int)(v4) + (unsigned int)(99)));  // gpt2_block.tile:69
  int const v296 = ((int)((unsigned int)(v4) + (unsigned int)(100)));  // gpt2_block.tile:69
  int const v297 = ((int)((unsigned int)(v4) + (unsigned int)(101)));  // gpt2_block.tile:69
  int const v298 = ((int)((unsigned int)(v4) + (unsigned int)(102)));  // gpt2_block.tile:69
  int const v299 = ((int)((unsigned int)(v4) + (unsigned int)(103)));  // gpt2_block.tile:69
  int const v300 = ((int)((unsigned int)(v4) + (unsigned int)(104)));  // gpt2_block.tile:69
  int const v301 = ((int)((unsigned int)(v4) + (unsigned int)(105)));  // gpt2_block.tile:69
  int const v302 = ((int)((unsigned int)(v4) + (unsigned int)(106)));  // gpt2_block.tile:69
  int const v303 = ((int)((unsigned int)(v4) + (unsigned int)(107)));  // gpt2_block.tile:69
  int const v304 = ((int)((unsigned int)(v4) + (unsigned int)(108)));  // gpt2_block.tile:69
  int const v305 = ((int)((unsigned int)(v4) + (unsigned int)(109)));  // gpt2_block.tile:69
  int const v306 = ((int)((unsigned int)(v4) + (unsigned int)(110)));  // gpt2_block.tile:69
  int const v307 = ((int)((unsigned int)(v4) + (unsigned int)(111)));  // gpt2_block.tile:69
  int const v308 = ((int)((unsigned int)(v4) + (unsigned int)(112)));  // gpt2_block.tile:69
  int const v309 = ((int)((unsigned int)(v4) + (unsigned int)(113)));  // gpt2_block.tile:69
  int const v310 = ((int)((unsigned int)(v4) + (unsigned int)(114)));  // gpt2_block.tile:69
  int const v311 = ((int)((unsigned int)(v4) + (unsigned int)(115)));  // gpt2_block.tile:69
  int const v312 = ((int)((unsigned int)(v4) + (unsigned int)(116)));  // gpt2_block.tile:69
  int const v313 = ((int)((unsigned int)(v4) + (unsigned int)(117)));  // gpt2_block.tile:69
  int const v314 = ((int)((unsigned int)(v4) + (unsigned int)(118)));  // gpt2_block.tile:69
  int const v315 = ((int)((unsigned int)(v4) + (unsigned int)(119)));  // gpt2_block.tile:69
  int const v316 = ((int)((unsigned int)(v4) + (unsigned int)(120)));  // gpt2_block.tile:69
  int const v317 = ((int)((unsigned int)(v4) + (unsigned int)(121)));  // gpt2_block.tile:69
  int const v318 = ((int)((unsigned int)(v4) + (unsigned int)(122)));  // gpt2_block.tile:69
  int const v319 = ((int)((unsigned int)(v4) + (unsigned int)(123)));  // gpt2_block.tile:69
  int const v320 = ((int)((unsigned int)(v4) + (unsigned int)(124)));  // gpt2_block.tile:69
  int const v321 = ((int)((unsigned int)(v4) + (unsigned int)(125)));  // gpt2_block.tile:69
  int const v322 = ((int)((unsigned int)(v4) + (unsigned int)(126)));  // gpt2_block.tile:69
  int const v323 = ((int)((unsigned int)(v4) + (unsigned int)(127)));  // gpt2_block.tile:69
  int const v324 = ((int)((unsigned int)(v196) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v325 = ((int)((unsigned int)(v197) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v326 = ((int)((unsigned int)(v198) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v327 = ((int)((unsigned int)(v199) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v328 = ((int)((unsigned int)(v200) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v329 = ((int)((unsigned int)(v201) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v330 = ((int)((unsigned int)(v202) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v331 = ((int)((unsigned int)(v203) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v332 = ((int)((unsigned int)(v204) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v333 = ((int)((unsigned int)(v205) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v334 = ((int)((unsigned int)(v206) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v335 = ((int)((unsigned int)(v207) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v336 = ((int)((unsigned int)(v208) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v337 = ((int)((unsigned int)(v209) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v338 = ((int)((unsigned int)(v210) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v339 = ((int)((unsigned int)(v211) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v340 = ((int)((unsigned int)(v212) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v341 = ((int)((unsigned int)(v213) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v342 = ((int)((unsigned int)(v214) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v343 = ((int)((unsigned int)(v215) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v344 = ((int)((unsigned int)(v216) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v345 = ((int)((unsigned int)(v217) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v346 = ((int)((unsigned int)(v218) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v347 = ((int)((unsigned int)(v219) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v348 = ((int)((unsigned int)(v220) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v349 = ((int)((unsigned int)(v221) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v350 = ((int)((unsigned int)(v222) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v351 = ((int)((unsigned int)(v223) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v352 = ((int)((unsigned int)(v224) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v353 = ((int)((unsigned int)(v225) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v354 = ((int)((unsigned int)(v226) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v355 = ((int)((unsigned int)(v227) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v356 = ((int)((unsigned int)(v228) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v357 = ((int)((unsigned int)(v229) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v358 = ((int)((unsigned int)(v230) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v359 = ((int)((unsigned int)(v231) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v360 = ((int)((unsigned int)(v232) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v361 = ((int)((unsigned int)(v233) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v362 = ((int)((unsigned int)(v234) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v363 = ((int)((unsigned int)(v235) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v364 = ((int)((unsigned int)(v236) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v365 = ((int)((unsigned int)(v237) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v366 = ((int)((unsigned int)(v238) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v367 = ((int)((unsigned int)(v239) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v368 = ((int)((unsigned int)(v240) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v369 = ((int)((unsigned int)(v241) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v370 = ((int)((unsigned int)(v242) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v371 = ((int)((unsigned int)(v243) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v372 = ((int)((unsigned int)(v244) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v373 = ((int)((unsigned int)(v245) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v374 = ((int)((unsigned int)(v246) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v375 = ((int)((unsigned int)(v247) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v376 = ((int)((unsigned int)(v248) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v377 = ((int)((unsigned int)(v249) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v378 = ((int)((unsigned int)(v250) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v379 = ((int)((unsigned int)(v251) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v380 = ((int)((unsigned int)(v252) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v381 = ((int)((unsigned int)(v253) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v382 = ((int)((unsigned int)(v254) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v383 = ((int)((unsigned int)(v255) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v384 = ((int)((unsigned int)(v256) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v385 = ((int)((unsigned int)(v257) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v386 = ((int)((unsigned int)(v258) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v387 = ((int)((unsigned int)(v259) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v388 = ((int)((unsigned int)(v260) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v389 = ((int)((unsigned int)(v261) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v390 = ((int)((unsigned int)(v262) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v391 = ((int)((unsigned int)(v263) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v392 = ((int)((unsigned int)(v264) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v393 = ((int)((unsigned int)(v265) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v394 = ((int)((unsigned int)(v266) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v395 = ((int)((unsigned int)(v267) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v396 = ((int)((unsigned int)(v268) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v397 = ((int)((unsigned int)(v269) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v398 = ((int)((unsigned int)(v270) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v399 = ((int)((unsigned int)(v271) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v400 = ((int)((unsigned int)(v272) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v401 = ((int)((unsigned int)(v273) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v402 = ((int)((unsigned int)(v274) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v403 = ((int)((unsigned int)(v275) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v404 = ((int)((unsigned int)(v276) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v405 = ((int)((unsigned int)(v277) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v406 = ((int)((unsigned int)(v278) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v407 = ((int)((unsigned int)(v279) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v408 = ((int)((unsigned int)(v280) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v409 = ((int)((unsigned int)(v281) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v410 = ((int)((unsigned int)(v282) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v411 = ((int)((unsigned int)(v283) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v412 = ((int)((unsigned int)(v284) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v413 = ((int)((unsigned int)(v285) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v414 = ((int)((unsigned int)(v286) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v415 = ((int)((unsigned int)(v287) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v416 = ((int)((unsigned int)(v288) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v417 = ((int)((unsigned int)(v289) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v418 = ((int)((unsigned int)(v290) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v419 = ((int)((unsigned int)(v291) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v420 = ((int)((unsigned int)(v292) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v421 = ((int)((unsigned int)(v293) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v422 = ((int)((unsigned int)(v294) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v423 = ((int)((unsigned int)(v295) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v424 = ((int)((unsigned int)(v296) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v425 = ((int)((unsigned int)(v297) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v426 = ((int)((unsigned int)(v298) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v427 = ((int)((unsigned int)(v299) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v428 = ((int)((unsigned int)(v300) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v429 = ((int)((unsigned int)(v301) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v430 = ((int)((unsigned int)(v302) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v431 = ((int)((unsigned int)(v303) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v432 = ((int)((unsigned int)(v304) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v433 = ((int)((unsigned int)(v305) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v434 = ((int)((unsigned int)(v306) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v435 = ((int)((unsigned int)(v307) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v436 = ((int)((unsigned int)(v308) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v437 = ((int)((unsigned int)(v309) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v438 = ((int)((unsigned int)(v310) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v439 = ((int)((unsigned int)(v311) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v440 = ((int)((unsigned int)(v312) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v441 = ((int)((unsigned int)(v313) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v442 = ((int)((unsigned int)(v314) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v443 = ((int)((unsigned int)(v315) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v444 = ((int)((unsigned int)(v316) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v445 = ((int)((unsigned int)(v317) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v446 = ((int)((unsigned int)(v318) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v447 = ((int)((unsigned int)(v319) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v448 = ((int)((unsigned int)(v320) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v449 = ((int)((unsigned int)(v321) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v450 = ((int)((unsigned int)(v322) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v451 = ((int)((unsigned int)(v323) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:69
  int const v452 = ((int)((unsigned int)(v163) + (unsigned int)(tl_c4_0)));  // gpt2_block.tile:69
  int const v453 = ((int)((unsigned int)(v452) * (unsigned int)(p_stride_cn)));  // gpt2_block.tile:69
  int const v454 = ((int)((unsigned int)(v324) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v455 = ((int)((unsigned int)(v325) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v456 = ((int)((unsigned int)(v326) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v457 = ((int)((unsigned int)(v327) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v458 = ((int)((unsigned int)(v328) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v459 = ((int)((unsigned int)(v329) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v460 = ((int)((unsigned int)(v330) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v461 = ((int)((unsigned int)(v331) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v462 = ((int)((unsigned int)(v332) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v463 = ((int)((unsigned int)(v333) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v464 = ((int)((unsigned int)(v334) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v465 = ((int)((unsigned int)(v335) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v466 = ((int)((unsigned int)(v336) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v467 = ((int)((unsigned int)(v337) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v468 = ((int)((unsigned int)(v338) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v469 = ((int)((unsigned int)(v339) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v470 = ((int)((unsigned int)(v340) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v471 = ((int)((unsigned int)(v341) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v472 = ((int)((unsigned int)(v342) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v473 = ((int)((unsigned int)(v343) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v474 = ((int)((unsigned int)(v344) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v475 = ((int)((unsigned int)(v345) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v476 = ((int)((unsigned int)(v346) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v477 = ((int)((unsigned int)(v347) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v478 = ((int)((unsigned int)(v348) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v479 = ((int)((unsigned int)(v349) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v480 = ((int)((unsigned int)(v350) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v481 = ((int)((unsigned int)(v351) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v482 = ((int)((unsigned int)(v352) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v483 = ((int)((unsigned int)(v353) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v484 = ((int)((unsigned int)(v354) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v485 = ((int)((unsigned int)(v355) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v486 = ((int)((unsigned int)(v356) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v487 = ((int)((unsigned int)(v357) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v488 = ((int)((unsigned int)(v358) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v489 = ((int)((unsigned int)(v359) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v490 = ((int)((unsigned int)(v360) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v491 = ((int)((unsigned int)(v361) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v492 = ((int)((unsigned int)(v362) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v493 = ((int)((unsigned int)(v363) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v494 = ((int)((unsigned int)(v364) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v495 = ((int)((unsigned int)(v365) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v496 = ((int)((unsigned int)(v366) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v497 = ((int)((unsigned int)(v367) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v498 = ((int)((unsigned int)(v368) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v499 = ((int)((unsigned int)(v369) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v500 = ((int)((unsigned int)(v370) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v501 = ((int)((unsigned int)(v371) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v502 = ((int)((unsigned int)(v372) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v503 = ((int)((unsigned int)(v373) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v504 = ((int)((unsigned int)(v374) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v505 = ((int)((unsigned int)(v375) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v506 = ((int)((unsigned int)(v376) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v507 = ((int)((unsigned int)(v377) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v508 = ((int)((unsigned int)(v378) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v509 = ((int)((unsigned int)(v379) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v510 = ((int)((unsigned int)(v380) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v511 = ((int)((unsigned int)(v381) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v512 = ((int)((unsigned int)(v382) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v513 = ((int)((unsigned int)(v383) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v514 = ((int)((unsigned int)(v384) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v515 = ((int)((unsigned int)(v385) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v516 = ((int)((unsigned int)(v386) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v517 = ((int)((unsigned int)(v387) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v518 = ((int)((unsigned int)(v388) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v519 = ((int)((unsigned int)(v389) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v520 = ((int)((unsigned int)(v390) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v521 = ((int)((unsigned int)(v391) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v522 = ((int)((unsigned int)(v392) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v523 = ((int)((unsigned int)(v393) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v524 = ((int)((unsigned int)(v394) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v525 = ((int)((unsigned int)(v395) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v526 = ((int)((unsigned int)(v396) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v527 = ((int)((unsigned int)(v397) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v528 = ((int)((unsigned int)(v398) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v529 = ((int)((unsigned int)(v399) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v530 = ((int)((unsigned int)(v400) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v531 = ((int)((unsigned int)(v401) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v532 = ((int)((unsigned int)(v402) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v533 = ((int)((unsigned int)(v403) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v534 = ((int)((unsigned int)(v404) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v535 = ((int)((unsigned int)(v405) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v536 = ((int)((unsigned int)(v406) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v537 = ((int)((unsigned int)(v407) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v538 = ((int)((unsigned int)(v408) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v539 = ((int)((unsigned int)(v409) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v540 = ((int)((unsigned int)(v410) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v541 = ((int)((unsigned int)(v411) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v542 = ((int)((unsigned int)(v412) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v543 = ((int)((unsigned int)(v413) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v544 = ((int)((unsigned int)(v414) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v545 = ((int)((unsigned int)(v415) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v546 = ((int)((unsigned int)(v416) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v547 = ((int)((unsigned int)(v417) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v548 = ((int)((unsigned int)(v418) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v549 = ((int)((unsigned int)(v419) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v550 = ((int)((unsigned int)(v420) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v551 = ((int)((unsigned int)(v421) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v552 = ((int)((unsigned int)(v422) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v553 = ((int)((unsigned int)(v423) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v554 = ((int)((unsigned int)(v424) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v555 = ((int)((unsigned int)(v425) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v556 = ((int)((unsigned int)(v426) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v557 = ((int)((unsigned int)(v427) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v558 = ((int)((unsigned int)(v428) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v559 = ((int)((unsigned int)(v429) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v560 = ((int)((unsigned int)(v430) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v561 = ((int)((unsigned int)(v431) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v562 = ((int)((unsigned int)(v432) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v563 = ((int)((unsigned int)(v433) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v564 = ((int)((unsigned int)(v434) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v565 = ((int)((unsigned int)(v435) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v566 = ((int)((unsigned int)(v436) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v567 = ((int)((unsigned int)(v437) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v568 = ((int)((unsigned int)(v438) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v569 = ((int)((unsigned int)(v439) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v570 = ((int)((unsigned int)(v440) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v571 = ((int)((unsigned int)(v441) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v572 = ((int)((unsigned int)(v442) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v573 = ((int)((unsigned int)(v443) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v574 = ((int)((unsigned int)(v444) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v575 = ((int)((unsigned int)(v445) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v576 = ((int)((unsigned int)(v446) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v577 = ((int)((unsigned int)(v447) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v578 = ((int)((unsigned int)(v448) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v579 = ((int)((unsigned int)(v449) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v580 = ((int)((unsigned int)(v450) + (unsigned int)(v453)));  // gpt2_block.tile:69
  int const v581 = ((int)((unsigned int)(v451) + (unsigned int)(v453)));  // gpt2_block.tile:69
  bool const v582 = (v99 < p_M);  // gpt2_block.tile:70
  bool const v583 = (v100 < p_M);  // gpt2_block.tile:70
  bool const v584 = (v101 < p_M);  // gpt2_block.tile:70
  bool const v585 = (v102 < p_M);  // gpt2_block.tile:70
  bool const v586 = (v103 < p_M);  // gpt2_block.tile:70
  bool const v587 = (v104 < p_M);  // gpt2_block.tile:70
  bool const v588 = (v105 < p_M);  // gpt2_block.tile:70
  bool const v589 = (v106 < p_M);  // gpt2_block.tile:70
  bool const v590 = (v107 < p_M);  // gpt2_block.tile:70
  bool const v591 = (v108 < p_M);  // gpt2_block.tile:70
  bool const v592 = (v109 < p_M);  // gpt2_block.tile:70
  bool const v593 = (v110 < p_M);  // gpt2_block.tile:70
  bool const v594 = (v111 < p_M);  // gpt2_block.tile:70
  bool const v595 = (v112 < p_M);  // gpt2_block.tile:70
  bool const v596 = (v113 < p_M);  // gpt2_block.tile:70
  bool const v597 = (v114 < p_M);  // gpt2_block.tile:70
  bool const v598 = (v115 < p_M);  // gpt2_block.tile:70
  bool const v599 = (v116 < p_M);  // gpt2_block.tile:70
  bool const v600 = (v117 < p_M);  // gpt2_block.tile:70
  bool const v601 = (v118 < p_M);  // gpt2_block.tile:70
  bool const v602 = (v119 < p_M);  // gpt2_block.tile:70
  bool const v603 = (v120 < p_M);  // gpt2_block.tile:70
  bool const v604 = (v121 < p_M);  // gpt2_block.tile:70
  bool const v605 = (v122 < p_M);  // gpt2_block.tile:70
  bool const v606 = (v123 < p_M);  // gpt2_block.tile:70
  bool const v607 = (v124 < p_M);  // gpt2_block.tile:70
  bool const v608 = (v125 < p_M);  // gpt2_block.tile:70
  bool const v609 = (v126 < p_M);  // gpt2_block.tile:70
  bool const v610 = (v127 < p_M);  // gpt2_block.tile:70
  bool const v611 = (v128 < p_M);  // gpt2_block.tile:70
  bool const v612 = (v129 < p_M);  // gpt2_block.tile:70
  bool const v613 = (v130 < p_M);  // gpt2_block.tile:70
  bool const v614 = (v131 < p_M);  // gpt2_block.tile:70
  bool const v615 = (v132 < p_M);  // gpt2_block.tile:70
  bool const v616 = (v133 < p_M);  // gpt2_block.tile:70
  bool const v617 = (v134 < p_M);  // gpt2_block.tile:70
  bool const v618 = (v135 < p_M);  // gpt2_block.tile:70
  bool const v619 = (v136 < p_M);  // gpt2_block.tile:70
  bool const v620 = (v137 < p_M);  // gpt2_block.tile:70
  bool const v621 = (v138 < p_M);  // gpt2_block.tile:70
  bool const v622 = (v139 < p_M);  // gpt2_block.tile:70
  bool const v623 = (v140 < p_M);  // gpt2_block.tile:70
  bool const v624 = (v141 < p_M);  // gpt2_block.tile:70
  bool const v625 = (v142 < p_M);  // gpt2_block.tile:70
  bool const v626 = (v143 < p_M);  // gpt2_block.tile:70
  bool const v627 = (v144 < p_M);  // gpt2_block.tile:70
  bool const v628 = (v145 < p_M);  // gpt2_block.tile:70
  bool const v629 = (v146 < p_M);  // gpt2_block.tile:70
  bool const v630 = (v147 < p_M);  // gpt2_block.tile:70
  bool const v631 = (v148 < p_M);  // gpt2_block.tile:70
  bool const v632 = (v149 < p_M);  // gpt2_block.tile:70
  bool const v633 = (v150 < p_M);  // gpt2_block.tile:70
  bool const v634 = (v151 < p_M);  // gpt2_block.tile:70
  bool const v635 = (v152 < p_M);  // gpt2_block.tile:70
  bool const v636 = (v153 < p_M);  // gpt2_block.tile:70
  bool const v637 = (v154 < p_M);  // gpt2_block.tile:70
  bool const v638 = (v155 < p_M);  // gpt2_block.tile:70
  bool const v639 = (v156 < p_M);  // gpt2_block.tile:70
  bool const v640 = (v157 < p_M);  // gpt2_block.tile:70
  bool const v641 = (v158 < p_M);  // gpt2_block.tile:70
  bool const v642 = (v159 < p_M);  // gpt2_block.tile:70
  bool const v643 = (v160 < p_M);  // gpt2_block.tile:70
  bool const v644 = (v161 < p_M);  // gpt2_block.tile:70
  bool const v645 = (v162 < p_M);  // gpt2_block.tile:70
  int const v646 = ((int)((unsigned int)(v163) + (unsigned int)(tl_c4_0)));  // gpt2_block.tile:70
  bool const v647 = (v646 < p_N);  // gpt2_block.tile:70
  int const v648 = ((int)((unsigned int)(v4) + (unsigned int)(0)));  // gpt2_block.tile:70
  int const v649 = ((int)((unsigned int)(v4) + (unsigned int)(1)));  // gpt2_block.tile:70
  int const v650 = ((int)((unsigned int)(v4) + (unsigned int)(2)));  // gpt2_block.tile:70
  int const v651 = ((int)((unsigned int)(v4) + (unsigned int)(3)));  // gpt2_block.tile:70
  int const v652 = ((int)((unsigned int)(v4) + (unsigned int)(4)));  // gpt2_block.tile:70
  int const v653 = ((int)((unsigned int)(v4) + (unsigned int)(5)));  // gpt2_block.tile:70
  int const v654 = ((int)((unsigned int)(v4) + (unsigned int)(6)));  // gpt2_block.tile:70
  int const v655 = ((int)((unsigned int)(v4) + (unsigned int)(7)));  // gpt2_block.tile:70
  int const v656 = ((int)((unsigned int)(v4) + (unsigned int)(8)));  // gpt2_block.tile:70
  int const v657 = ((int)((unsigned int)(v4) + (unsigned int)(9)));  // gpt2_block.tile:70
  int const v658 = ((int)((unsigned int)(v4) + (unsigned int)(10)));  // gpt2_block.tile:70
  int const v659 = ((int)((unsigned int)(v4) + (unsigned int)(11)));  // gpt2_block.tile:70
  int const v660 = ((int)((unsigned int)(v4) + (unsigned int)(12)));  // gpt2_block.tile:70
  int const v661 = ((int)((unsigned int)(v4) + (unsigned int)(13)));  // gpt2_block.tile:70
  int const v662 = ((int)((unsigned int)(v4) + (unsigned int)(14)));  // gpt2_block.tile:70
  int const v663 = ((int)((unsigned int)(v4) + (unsigned int)(15)));  // gpt2_block.tile:70
  int const v664 = ((int)((unsigned int)(v4) + (unsigned int)(16)));  // gpt2_block.tile:70
  int const v665 = ((int)((unsigned int)(v4) + (unsigned int)(17)));  // gpt2_block.tile:70
  int const v666 = ((int)((unsigned int)(v4) + (unsigned int)(18)));  // gpt2_block.tile:70
  int const v667 = ((int)((unsigned int)(v4) + (unsigned int)(19)));  // gpt2_block.tile:70
  int const v668 = ((int)((unsigned int)(v4) + (unsigned int)(20)));  // gpt2_block.tile:70
  int const v669 = ((int)((unsigned int)(v4) + (unsigned int)(21)));  // gpt2_block.tile:70
  int const v670 = ((int)((unsigned int)(v4) + (unsigned int)(22)));  // gpt2_block.tile:70
  int const v671 = ((int)((unsigned int)(v4) + (unsigned int)(23)));  // gpt2_block.tile:70
  int const v672 = ((int)((unsigned int)(v4) + (unsigned int)(24)));  // gpt2_block.tile:70
  int const v673 = ((int)((unsigned int)(v4) + (unsigned int)(25)));  // gpt2_block.tile:70
  int const v674 = ((int)((unsigned int)(v4) + (unsigned int)(26)));  // gpt2_block.tile:70
  int const v675 = ((int)((unsigned int)(v4) + (unsigned int)(27)));  // gpt2_block.tile:70
  int const v676 = ((int)((unsigned int)(v4) + (unsigned int)(28)));  // gpt2_block.tile:70
  int const v677 = ((int)((unsigned int)(v4) + (unsigned int)(29)));  // gpt2_block.tile:70
  int const v678 = ((int)((unsigned int)(v4) + (unsigned int)(30)));  // gpt2_block.tile:70
  int const v679 = ((int)((unsigned int)(v4) + (unsigned int)(31)));  // gpt2_block.tile:70
  int const v680 = ((int)((unsigned int)(v4) + (unsigned int)(32)));  // gpt2_block.tile:70
  int const v681 = ((int)((unsigned int)(v4) + (unsigned int)(33)));  // gpt2_block.tile:70
  int const v682 = ((int)((unsigned int)(v4) + (unsigned int)(34)));  // gpt2_block.tile:70
  int const v683 = ((int)((unsigned int)(v4) + (unsigned int)(35)));  // gpt2_block.tile:70
  int const v684 = ((int)((unsigned int)(v4) + (unsigned int)(36)));  // gpt2_block.tile:70
  int const v685 = ((int)((unsigned int)(v4) + (unsigned int)(37)));  // gpt2_block.tile:70
  int const v686 = ((int)((unsigned int)(v4) + (unsigned int)(38)));  // gpt2_block.tile:70
  int const v687 = ((int)((unsigned int)(v4) + (unsigned int)(39)));  // gpt2_block.tile:70
  int const v688 = ((int)((unsigned int)(v4) + (unsigned int)(40)));  // gpt2_block.tile:70
  int const v689 = ((int)((unsigned int)(v4) + (unsigned int)(41)));  // gpt2_block.tile:70
  int const v690 = ((int)((unsigned int)(v4) + (unsigned int)(42)));  // gpt2_block.tile:70
  int const v691 = ((int)((unsigned int)(v4) + (unsigned int)(43)));  // gpt2_block.tile:70
  int const v692 = ((int)((unsigned int)(v4) + (unsigned int)(44)));  // gpt2_block.tile:70
  int const v693 = ((int)((unsigned int)(v4) + (unsigned int)(45)));  // gpt2_block.tile:70
  int const v694 = ((int)((unsigned int)(v4) + (unsigned int)(46)));  // gpt2_block.tile:70
  int const v695 = ((int)((unsigned int)(v4) + (unsigned int)(47)));  // gpt2_block.tile:70
  int const v696 = ((int)((unsigned int)(v4) + (unsigned int)(48)));  // gpt2_block.tile:70
  int const v697 = ((int)((unsigned int)(v4) + (unsigned int)(49)));  // gpt2_block.tile:70
  int const v698 = ((int)((unsigned int)(v4) + (unsigned int)(50)));  // gpt2_block.tile:70
  int const v699 = ((int)((unsigned int)(v4) + (unsigned int)(51)));  // gpt2_block.tile:70
  int const v700 = ((int)((unsigned int)(v4) + (unsigned int)(52)));  // gpt2_block.tile:70
  int const v701 = ((int)((unsigned int)(v4) + (unsigned int)(53)));  // gpt2_block.tile:70
  int const v702 = ((int)((unsigned int)(v4) + (unsigned int)(54)));  // gpt2_block.tile:70
  int const v703 = ((int)((unsigned int)(v4) + (unsigned int)(55)));  // gpt2_block.tile:70
  int const v704 = ((int)((unsigned int)(v4) + (unsigned int)(56)));  // gpt2_block.tile:70
  int const v705 = ((int)((unsigned int)(v4) + (unsigned int)(57)));  // gpt2_block.tile:70
  int const v706 = ((int)((unsigned int)(v4) + (unsigned int)(58)));  // gpt2_block.tile:70
  int const v707 = ((int)((unsigned int)(v4) + (unsigned int)(59)));  // gpt2_block.tile:70
  int const v708 = ((int)((unsigned int)(v4) + (unsigned int)(60)));  // gpt2_block.tile:70
  int const v709 = ((int)((unsigned int)(v4) + (unsigned int)(61)));  // gpt2_block.tile:70
  int const v710 = ((int)((unsigned int)(v4) + (unsigned int)(62)));  // gpt2_block.tile:70
  int const v711 = ((int)((unsigned int)(v4) + (unsigned int)(63)));  // gpt2_block.tile:70
  int const v712 = ((int)((unsigned int)(v4) + (unsigned int)(64)));  // gpt2_block.tile:70
  int const v713 = ((int)((unsigned int)(v4) + (unsigned int)(65)));  // gpt2_block.tile:70
  int const v714 = ((int)((unsigned int)(v4) + (unsigned int)(66)));  // gpt2_block.tile:70
  int const v715 = ((int)((unsigned int)(v4) + (unsigned int)(67)));  // gpt2_block.tile:70
  int const v716 = ((int)((unsigned int)(v4) + (unsigned int)(68)));  // gpt2_block.tile:70
  int const v717 = ((int)((unsigned int)(v4) + (unsigned int)(69)));  // gpt2_block.tile:70
  int const v718 = ((int)((unsigned int)(v4) + (unsigned int)(70)));  // gpt2_block.tile:70
  int const v719 = ((int)((unsigned int)(v4) + (unsigned int)(71)));  // gpt2_block.tile:70
  int const v720 = ((int)((unsigned int)(v4) + (unsigned int)(72)));  // gpt2_block.tile:70
  int const v721 = ((int)((unsigned int)(v4) + (unsigned int)(73)));  // gpt2_block.tile:70
  int const v722 = ((int)((unsigned int)(v4) + (unsigned int)(74)));  // gpt2_block.tile:70
  int const v723 = ((int)((unsigned int)(v4) + (unsigned int)(75)));  // gpt2_block.tile:70
  int const v724 = ((int)((unsigned int)(v4) + (unsigned int)(76)));  // gpt2_block.tile:70
  int const v725 = ((int)((unsigned int)(v4) + (unsigned int)(77)));  // gpt2_block.tile:70
  int const v726 = ((int)((unsigned int)(v4) + (unsigned int)(78)));  // gpt2_block.tile:70
  int const v727 = ((int)((unsigned int)(v4) + (unsigned int)(79)));  // gpt2_block.tile:70
  int const v728 = ((int)((unsigned int)(v4) + (unsigned int)(80)));  // gpt2_block.tile:70
  int const v729 = ((int)((unsigned int)(v4) + (unsigned int)(81)));  // gpt2_block.tile:70
  int const v730 = ((int)((unsigned int)(v4) + (unsigned int)(82)));  // gpt2_block.tile:70
  int const v731 = ((int)((unsigned int)(v4) + (unsigned int)(83)));  // gpt2_block.tile:70
  int const v732 = ((int)((unsigned int)(v4) + (unsigned int)(84)));  // gpt2_block.tile:70
  int const v733 = ((int)((unsigned int)(v4) + (unsigned int)(85)));  // gpt2_block.tile:70
  int const v734 = ((int)((unsigned int)(v4) + (unsigned int)(86)));  // gpt2_block.tile:70
  int const v735 = ((int)((unsigned int)(v4) + (unsigned int)(87)));  // gpt2_block.tile:70
  int const v736 = ((int)((unsigned int)(v4) + (unsigned int)(88)));  // gpt2_block.tile:70
  int const v737 = ((int)((unsigned int)(v4) + (unsigned int)(89)));  // gpt2_block.tile:70
  int const v738 = ((int)((unsigned int)(v4) + (unsigned int)(90)));  // gpt2_block.tile:70
  int const v739 = ((int)((unsigned int)(v4) + (unsigned int)(91)));  // gpt2_block.tile:70
  int const v740 = ((int)((unsigned int)(v4) + (unsigned int)(92)));  // gpt2_block.tile:70
  int const v741 = ((int)((unsigned int)(v4) + (unsigned int)(93)));  // gpt2_block.tile:70
  int const v742 = ((int)((unsigned int)(v4) + (unsigned int)(94)));  // gpt2_block.tile:70
  int const v743 = ((int)((unsigned int)(v4) + (unsigned int)(95)));  // gpt2_block.tile:70
  int const v744 = ((int)((unsigned int)(v4) + (unsigned int)(96)));  // gpt2_block.tile:70
  int const v745 = ((int)((unsigned int)(v4) + (unsigned int)(97)));  // gpt2_block.tile:70
  int const v746 = ((int)((unsigned int)(v4) + (unsigned int)(98)));  // gpt2_block.tile:70
  int const v747 = ((int)((unsigned int)(v4) + (unsigned int)(99)));  // gpt2_block.tile:70
  int const v748 = ((int)((unsigned int)(v4) + (unsigned int)(100)));  // gpt2_block.tile:70
  int const v749 = ((int)((unsigned int)(v4) + (unsigned int)(101)));  // gpt2_block.tile:70
  int const v750 = ((int)((unsigned int)(v4) + (unsigned int)(102)));  // gpt2_block.tile:70
  int const v751 = ((int)((unsigned int)(v4) + (unsigned int)(103)));  // gpt2_block.tile:70
  int const v752 = ((int)((unsigned int)(v4) + (unsigned int)(104)));  // gpt2_block.tile:70
  int const v753 = ((int)((unsigned int)(v4) + (unsigned int)(105)));  // gpt2_block.tile:70
  int const v754 = ((int)((unsigned int)(v4) + (unsigned int)(106)));  // gpt2_block.tile:70
  int const v755 = ((int)((unsigned int)(v4) + (unsigned int)(107)));  // gpt2_block.tile:70
  int const v756 = ((int)((unsigned int)(v4) + (unsigned int)(108)));  // gpt2_block.tile:70
  int const v757 = ((int)((unsigned int)(v4) + (unsigned int)(109)));  // gpt2_block.tile:70
  int const v758 = ((int)((unsigned int)(v4) + (unsigned int)(110)));  // gpt2_block.tile:70
  int const v759 = ((int)((unsigned int)(v4) + (unsigned int)(111)));  // gpt2_block.tile:70
  int const v760 = ((int)((unsigned int)(v4) + (unsigned int)(112)));  // gpt2_block.tile:70
  int const v761 = ((int)((unsigned int)(v4) + (unsigned int)(113)));  // gpt2_block.tile:70
  int const v762 = ((int)((unsigned int)(v4) + (unsigned int)(114)));  // gpt2_block.tile:70
  int const v763 = ((int)((unsigned int)(v4) + (unsigned int)(115)));  // gpt2_block.tile:70
  int const v764 = ((int)((unsigned int)(v4) + (unsigned int)(116)));  // gpt2_block.tile:70
  int const v765 = ((int)((unsigned int)(v4) + (unsigned int)(117)));  // gpt2_block.tile:70
  int const v766 = ((int)((unsigned int)(v4) + (unsigned int)(118)));  // gpt2_block.tile:70
  int const v767 = ((int)((unsigned int)(v4) + (unsigned int)(119)));  // gpt2_block.tile:70
  int const v768 = ((int)((unsigned int)(v4) + (unsigned int)(120)));  // gpt2_block.tile:70
  int const v769 = ((int)((unsigned int)(v4) + (unsigned int)(121)));  // gpt2_block.tile:70
  int const v770 = ((int)((unsigned int)(v4) + (unsigned int)(122)));  // gpt2_block.tile:70
  int const v771 = ((int)((unsigned int)(v4) + (unsigned int)(123)));  // gpt2_block.tile:70
  int const v772 = ((int)((unsigned int)(v4) + (unsigned int)(124)));  // gpt2_block.tile:70
  int const v773 = ((int)((unsigned int)(v4) + (unsigned int)(125)));  // gpt2_block.tile:70
  int const v774 = ((int)((unsigned int)(v4) + (unsigned int)(126)));  // gpt2_block.tile:70
  int const v775 = ((int)((unsigned int)(v4) + (unsigned int)(127)));  // gpt2_block.tile:70
  bool const v776 = (v648 < p_M);  // gpt2_block.tile:70
  bool const v777 = (v649 < p_M);  // gpt2_block.tile:70
  bool const v778 = (v650 < p_M);  // gpt2_block.tile:70
  bool const v779 = (v651 < p_M);  // gpt2_block.tile:70
  bool const v780 = (v652 < p_M);  // gpt2_block.tile:70
  bool const v781 = (v653 < p_M);  // gpt2_block.tile:70
  bool const v782 = (v654 < p_M);  // gpt2_block.tile:70
  bool const v783 = (v655 < p_M);  // gpt2_block.tile:70
  bool const v784 = (v656 < p_M);  // gpt2_block.tile:70
  bool const v785 = (v657 < p_M);  // gpt2_block.tile:70
  bool const v786 = (v658 < p_M);  // gpt2_block.tile:70
  bool const v787 = (v659 < p_M);  // gpt2_block.tile:70
  bool const v788 = (v660 < p_M);  // gpt2_block.tile:70
  bool const v789 = (v661 < p_M);  // gpt2_block.tile:70
  bool const v790 = (v662 < p_M);  // gpt2_block.tile:70
  bool const v791 = (v663 < p_M);  // gpt2_block.tile:70
  bool const v792 = (v664 < p_M);  // gpt2_block.tile:70
  bool const v793 = (v665 < p_M);  // gpt2_block.tile:70
  bool const v794 = (v666 < p_M);  // gpt2_block.tile:70
  bool const v795 = (v667 < p_M);  // gpt2_block.tile:70
  bool const v796 = (v668 < p_M);  // gpt2_block.tile:70
  bool const v797 = (v669 < p_M);  // gpt2_block.tile:70
  bool const v798 = (v670 < p_M);  // gpt2_block.tile:70
  bool const v799 = (v671 < p_M);  // gpt2_block.tile:70
  bool const v800 = (v672 < p_M);  // gpt2_block.tile:70
  bool const v801 = (v673 < p_M);  // gpt2_block.tile:70
  bool const v802 = (v674 < p_M);  // gpt2_block.tile:70
  bool const v803 = (v675 < p_M);  // gpt2_block.tile:70
  bool const v804 = (v676 < p_M);  // gpt2_block.tile:70
  bool const v805 = (v677 < p_M);  // gpt2_block.tile:70
  bool const v806 = (v678 < p_M);  // gpt2_block.tile:70
  bool const v807 = (v679 < p_M);  // gpt2_block.tile:70
  bool const v808 = (v680 < p_M);  // gpt2_block.tile:70
  bool const v809 = (v681 < p_M);  // gpt2_block.tile:70
  bool const v810 = (v682 < p_M);  // gpt2_block.tile:70
  bool const v811 = (v683 < p_M);  // gpt2_block.tile:70
  bool const v812 = (v684 < p_M);  // gpt2_block.tile:70
  bool const v813 = (v685 < p_M);  // gpt2_block.tile:70
  bool const v814 = (v686 < p_M);  // gpt2_block.tile:70
  bool const v815 = (v687 < p_M);  // gpt2_block.tile:70
  bool const v816 = (v688 < p_M);  // gpt2_block.tile:70
  bool const v817 = (v689 < p_M);  // gpt2_block.tile:70
  bool const v818 = (v690 < p_M);  // gpt2_block.tile:70
  bool const v819 = (v691 < p_M);  // gpt2_block.tile:70
  bool const v820 = (v692 < p_M);  // gpt2_block.tile:70
  bool const v821 = (v693 < p_M);  // gpt2_block.tile:70
  bool const v822 = (v694 < p_M);  // gpt2_block.tile:70
  bool const v823 = (v695 < p_M);  // gpt2_block.tile:70
  bool const v824 = (v696 < p_M);  // gpt2_block.tile:70
  bool const v825 = (v697 < p_M);  // gpt2_block.tile:70
  bool const v826 = (v698 < p_M);  // gpt2_block.tile:70
  bool const v827 = (v699 < p_M);  // gpt2_block.tile:70
  bool const v828 = (v700 < p_M);  // gpt2_block.tile:70
  bool const v829 = (v701 < p_M);  // gpt2_block.tile:70
  bool const v830 = (v702 < p_M);  // gpt2_block.tile:70
  bool const v831 = (v703 < p_M);  // gpt2_block.tile:70
  bool const v832 = (v704 < p_M);  // gpt2_block.tile:70
  bool const v833 = (v705 < p_M);  // gpt2_block.tile:70
  bool const v834 = (v706 < p_M);  // gpt2_block.tile:70
  bool const v835 = (v707 < p_M);  // gpt2_block.tile:70
  bool const v836 = (v708 < p_M);  // gpt2_block.tile:70
  bool const v837 = (v709 < p_M);  // gpt2_block.tile:70
  bool const v838 = (v710 < p_M);  // gpt2_block.tile:70
  bool const v839 = (v711 < p_M);  // gpt2_block.tile:70
  bool const v840 = (v712 < p_M);  // gpt2_block.tile:70
  bool const v841 = (v713 < p_M);  // gpt2_block.tile:70
  bool const v842 = (v714 < p_M);  // gpt2_block.tile:70
  bool const v843 = (v715 < p_M);  // gpt2_block.tile:70
  bool const v844 = (v716 < p_M);  // gpt2_block.tile:70
  bool const v845 = (v717 < p_M);  // gpt2_block.tile:70
  bool const v846 = (v718 < p_M);  // gpt2_block.tile:70
  bool const v847 = (v719 < p_M);  // gpt2_block.tile:70
  bool const v848 = (v720 < p_M);  // gpt2_block.tile:70
  bool const v849 = (v721 < p_M);  // gpt2_block.tile:70
  bool const v850 = (v722 < p_M);  // gpt2_block.tile:70
  bool const v851 = (v723 < p_M);  // gpt2_block.tile:70
  bool const v852 = (v724 < p_M);  // gpt2_block.tile:70
  bool const v853 = (v725 < p_M);  // gpt2_block.tile:70
  bool const v854 = (v726 < p_M);  // gpt2_block.tile:70
  bool const v855 = (v727 < p_M);  // gpt2_block.tile:70
  bool const v856 = (v728 < p_M);  // gpt2_block.tile:70
  bool const v857 = (v729 < p_M);  // gpt2_block.tile:70
  bool const v858 = (v730 < p_M);  // gpt2_block.tile:70
  bool const v859 = (v731 < p_M);  // gpt2_block.tile:70
  bool const v860 = (v732 < p_M);  // gpt2_block.tile:70
  bool const v861 = (v733 < p_M);  // gpt2_block.tile:70
  bool const v862 = (v734 < p_M);  // gpt2_block.tile:70
  bool const v863 = (v735 < p_M);  // gpt2_block.tile:70
  bool const v864 = (v736 < p_M);  // gpt2_block.tile:70
  bool const v865 = (v737 < p_M);  // gpt2_block.tile:70
  bool const v866 = (v738 < p_M);  // gpt2_block.tile:70
  bool const v867 = (v739 < p_M);  // gpt2_block.tile:70
  bool const v868 = (v740 < p_M);  // gpt2_block.tile:70
  bool const v869 = (v741 < p_M);  // gpt2_block.tile:70
  bool const v870 = (v742 < p_M);  // gpt2_block.tile:70
  bool const v871 = (v743 < p_M);  // gpt2_block.tile:70
  bool const v872 = (v744 < p_M);  // gpt2_block.tile:70
  bool const v873 = (v745 < p_M);  // gpt2_block.tile:70
  bool const v874 = (v746 < p_M);  // gpt2_block.tile:70
  bool const v875 = (v747 < p_M);  // gpt2_block.tile:70
  bool const v876 = (v748 < p_M);  // gpt2_block.tile:70
  bool const v877 = (v749 < p_M);  // gpt2_block.tile:70
  bool const v878 = (v750 < p_M);  // gpt2_block.tile:70
  bool const v879 = (v751 < p_M);  // gpt2_block.tile:70
  bool const v880 = (v752 < p_M);  // gpt2_block.tile:70
  bool const v881 = (v753 < p_M);  // gpt2_block.tile:70
  bool const v882 = (v754 < p_M);  // gpt2_block.tile:70
  bool const v883 = (v755 < p_M);  // gpt2_block.tile:70
  bool const v884 = (v756 < p_M);  // gpt2_block.tile:70
  bool const v885 = (v757 < p_M);  // gpt2_block.tile:70
  bool const v886 = (v758 < p_M);  // gpt2_block.tile:70
  bool const v887 = (v759 < p_M);  // gpt2_block.tile:70
  bool const v888 = (v760 < p_M);  // gpt2_block.tile:70
  bool const v889 = (v761 < p_M);  // gpt2_block.tile:70
  bool const v890 = (v762 < p_M);  // gpt2_block.tile:70
  bool const v891 = (v763 < p_M);  // gpt2_block.tile:70
  bool const v892 = (v764 < p_M);  // gpt2_block.tile:70
  bool const v893 = (v765 < p_M);  // gpt2_block.tile:70
  bool const v894 = (v766 < p_M);  // gpt2_block.tile:70
  bool const v895 = (v767 < p_M);  // gpt2_block.tile:70
  bool const v896 = (v768 < p_M);  // gpt2_block.tile:70
  bool const v897 = (v769 < p_M);  // gpt2_block.tile:70
  bool const v898 = (v770 < p_M);  // gpt2_block.tile:70
  bool const v899 = (v771 < p_M);  // gpt2_block.tile:70
  bool const v900 = (v772 < p_M);  // gpt2_block.tile:70
  bool const v901 = (v773 < p_M);  // gpt2_block.tile:70
  bool const v902 = (v774 < p_M);  // gpt2_block.tile:70
  bool const v903 = (v775 < p_M);  // gpt2_block.tile:70
  bool const v904 = ((bool)(v776 & v647));  // gpt2_block.tile:70
  bool const v905 = ((bool)(v777 & v647));  // gpt2_block.tile:70
  bool const v906 = ((bool)(v778 & v647));  // gpt2_block.tile:70
  bool const v907 = ((bool)(v779 & v647));  // gpt2_block.tile:70
  bool const v908 = ((bool)(v780 & v647));  // gpt2_block.tile:70
  bool const v909 = ((bool)(v781 & v647));  // gpt2_block.tile:70
  bool const v910 = ((bool)(v782 & v647));  // gpt2_block.tile:70
  bool const v911 = ((bool)(v783 & v647));  // gpt2_block.tile:70
  bool const v912 = ((bool)(v784 & v647));  // gpt2_block.tile:70
  bool const v913 = ((bool)(v785 & v647));  // gpt2_block.tile:70
  bool const v914 = ((bool)(v786 & v647));  // gpt2_block.tile:70
  bool const v915 = ((bool)(v787 & v647));  // gpt2_block.tile:70
  bool const v916 = ((bool)(v788 & v647));  // gpt2_block.tile:70
  bool const v917 = ((bool)(v789 & v647));  // gpt2_block.tile:70
  bool const v918 = ((bool)(v790 & v647));  // gpt2_block.tile:70
  bool const v919 = ((bool)(v791 & v647));  // gpt2_block.tile:70
  bool const v920 = ((bool)(v792 & v647));  // gpt2_block.tile:70
  bool const v921 = ((bool)(v793 & v647));  // gpt2_block.tile:70
  bool const v922 = ((bool)(v794 & v647));  // gpt2_block.tile:70
  bool const v923 = ((bool)(v795 & v647));  // gpt2_block.tile:70
  bool const v924 = ((bool)(v796 & v647));  // gpt2_block.tile:70
  bool const v925 = ((bool)(v797 & v647));  // gpt2_block.tile:70
  bool const v926 = ((bool)(v798 & v647));  // gpt2_block.tile:70
  bool const v927 = ((bool)(v799 & v647));  // gpt2_block.tile:70
  bool const v928 = ((bool)(v800 & v647));  // gpt2_block.tile:70
  bool const v929 = ((bool)(v801 & v647));  // gpt2_block.tile:70
  bool const v930 = ((bool)(v802 & v647));  // gpt2_block.tile:70
  bool const v931 = ((bool)(v803 & v647));  // gpt2_block.tile:70
  bool const v932 = ((bool)(v804 & v647));  // gpt2_block.tile:70
  bool const v933 = ((bool)(v805 & v647));  // gpt2_block.tile:70
  bool const v934 = ((bool)(v806 & v647));  // gpt2_block.tile:70
  bool const v935 = ((bool)(v807 & v647));  // gpt2_block.tile:70
  bool const v936 = ((bool)(v808 & v647));  // gpt2_block.tile:70
  bool const v937 = ((bool)(v809 & v647));  // gpt2_block.tile:70
  bool const v938 = ((bool)(v810 & v647));  // gpt2_block.tile:70
  bool const v939 = ((bool)(v811 & v647));  // gpt2_block.tile:70
  bool const v940 = ((bool)(v812 & v647));  // gpt2_block.tile:70
  bool const v941 = ((bool)(v813 & v647));  // gpt2_block.tile:70
  bool const v942 = ((bool)(v814 & v647));  // gpt2_block.tile:70
  bool const v943 = ((bool)(v815 & v647));  // gpt2_block.tile:70
  bool const v944 = ((bool)(v816 & v647));  // gpt2_block.tile:70
  bool const v945 = ((bool)(v817 & v647));  // gpt2_block.tile:70
  bool const v946 = ((bool)(v818 & v647));  // gpt2_block.tile:70
  bool const v947 = ((bool)(v819 & v647));  // gpt2_block.tile:70
  bool const v948 = ((bool)(v820 & v647));  // gpt2_block.tile:70
  bool const v949 = ((bool)(v821 & v647));  // gpt2_block.tile:70
  bool const v950 = ((bool)(v822 & v647));  // gpt2_block.tile:70
  bool const v951 = ((bool)(v823 & v647));  // gpt2_block.tile:70
  bool const v952 = ((bool)(v824 & v647));  // gpt2_block.tile:70
  bool const v953 = ((bool)(v825 & v647));  // gpt2_block.tile:70
  bool const v954 = ((bool)(v826 & v647));  // gpt2_block.tile:70
  bool const v955 = ((bool)(v827 & v647));  // gpt2_block.tile:70
  bool const v956 = ((bool)(v828 & v647));  // gpt2_block.tile:70
  bool const v957 = ((bool)(v829 & v647));  // gpt2_block.tile:70
  bool const v958 = ((bool)(v830 & v647));  // gpt2_block.tile:70
  bool const v959 = ((bool)(v831 & v647));  // gpt2_block.tile:70
  bool const v960 = ((bool)(v832 & v647));  // gpt2_block.tile:70
  bool const v961 = ((bool)(v833 & v647));  // gpt2_block.tile:70
  bool const v962 = ((bool)(v834 & v647));  // gpt2_block.tile:70
  bool const v963 = ((bool)(v835 & v647));  // gpt2_block.tile:70
  bool const v964 = ((bool)(v836 & v647));  // gpt2_block.tile:70
  bool const v965 = ((bool)(v837 & v647));  // gpt2_block.tile:70
  bool const v966 = ((bool)(v838 & v647));  // gpt2_block.tile:70
  bool const v967 = ((bool)(v839 & v647));  // gpt2_block.tile:70
  bool const v968 = ((bool)(v840 & v647));  // gpt2_block.tile:70
  bool const v969 = ((bool)(v841 & v647));  // gpt2_block.tile:70
  bool const v970 = ((bool)(v842 & v647));  // gpt2_block.tile:70
  bool const v971 = ((bool)(v843 & v647));  // gpt2_block.tile:70
  bool const v972 = ((bool)(v844 & v647));  // gpt2_block.tile:70
  bool const v973 = ((bool)(v845 & v647));  // gpt2_block.tile:70
  bool const v974 = ((bool)(v846 & v647));  // gpt2_block.tile:70
  bool const v975 = ((bool)(v847 & v647));  // gpt2_block.tile:70
  bool const v976 = ((bool)(v848 & v647));  // gpt2_block.tile:70
  bool const v977 = ((bool)(v849 & v647));  // gpt2_block.tile:70
  bool const v978 = ((bool)(v850 & v647));  // gpt2_block.tile:70
  bool const v979 = ((bool)(v851 & v647));  // gpt2_block.tile:70
  bool const v980 = ((bool)(v852 & v647));  // gpt2_block.tile:70
  bool const v981 = ((bool)(v853 & v647));  // gpt2_block.tile:70
  bool const v982 = ((bool)(v854 & v647));  // gpt2_block.tile:70
  bool const v983 = ((bool)(v855 & v647));  // gpt2_block.tile:70
  bool const v984 = ((bool)(v856 & v647));  // gpt2_block.tile:70
  bool const v985 = ((bool)(v857 & v647));  // gpt2_block.tile:70
  bool const v986 = ((bool)(v858 & v647));  // gpt2_block.tile:70
  bool const v987 = ((bool)(v859 & v647));  // gpt2_block.tile:70
  bool const v988 = ((bool)(v860 & v647));  // gpt2_block.tile:70
  bool const v989 = ((bool)(v861 & v647));  // gpt2_block.tile:70
  bool const v990 = ((bool)(v862 & v647));  // gpt2_block.tile:70
  bool const v991 = ((bool)(v863 & v647));  // gpt2_block.tile:70
  bool const v992 = ((bool)(v864 & v647));  // gpt2_block.tile:70
  bool const v993 = ((bool)(v865 & v647));  // gpt2_block.tile:70
  bool const v994 = ((bool)(v866 & v647));  // gpt2_block.tile:70
  bool const v995 = ((bool)(v867 & v647));  // gpt2_block.tile:70
  bool const v996 = ((bool)(v868 & v647));  // gpt2_block.tile:70
  bool const v997 = ((bool)(v869 & v647));  // gpt2_block.tile:70
  bool const v998 = ((bool)(v870 & v647));  // gpt2_block.tile:70
  bool const v999 = ((bool)(v871 & v647));  // gpt2_block.tile:70
  bool const v1000 = ((bool)(v872 & v647));  // gpt2_block.tile:70
  bool const v1001 = ((bool)(v873 & v647));  // gpt2_block.tile:70
  bool const v1002 = ((bool)(v874 & v647));  // gpt2_block.tile:70
  bool const v1003 = ((bool)(v875 & v647));  // gpt2_block.tile:70
  bool const v1004 = ((bool)(v876 & v647));  // gpt2_block.tile:70
  bool const v1005 = ((bool)(v877 & v647));  // gpt2_block.tile:70
  bool const v1006 = ((bool)(v878 & v647));  // gpt2_block.tile:70
  bool const v1007 = ((bool)(v879 & v647));  // gpt2_block.tile:70
  bool const v1008 = ((bool)(v880 & v647));  // gpt2_block.tile:70
  bool const v1009 = ((bool)(v881 & v647));  // gpt2_block.tile:70
  bool const v1010 = ((bool)(v882 & v647));  // gpt2_block.tile:70
  bool const v1011 = ((bool)(v883 & v647));  // gpt2_block.tile:70
  bool const v1012 = ((bool)(v884 & v647));  // gpt2_block.tile:70
  bool const v1013 = ((bool)(v885 & v647));  // gpt2_block.tile:70
  bool const v1014 = ((bool)(v886 & v647));  // gpt2_block.tile:70
  bool const v1015 = ((bool)(v887 & v647));  // gpt2_block.tile:70
  bool const v1016 = ((bool)(v888 & v647));  // gpt2_block.tile:70
  bool const v1017 = ((bool)(v889 & v647));  // gpt2_block.tile:70
  bool const v1018 = ((bool)(v890 & v647));  // gpt2_block.tile:70
  bool const v1019 = ((bool)(v891 & v647));  // gpt2_block.tile:70
  bool const v1020 = ((bool)(v892 & v647));  // gpt2_block.tile:70
  bool const v1021 = ((bool)(v893 & v647));  // gpt2_block.tile:70
  bool const v1022 = ((bool)(v894 & v647));  // gpt2_block.tile:70
  bool const v1023 = ((bool)(v895 & v647));  // gpt2_block.tile:70
  bool const v1024 = ((bool)(v896 & v647));  // gpt2_block.tile:70
  bool const v1025 = ((bool)(v897 & v647));  // gpt2_block.tile:70
  bool const v1026 = ((bool)(v898 & v647));  // gpt2_block.tile:70
  bool const v1027 = ((bool)(v899 & v647));  // gpt2_block.tile:70
  bool const v1028 = ((bool)(v900 & v647));  // gpt2_block.tile:70
  bool const v1029 = ((bool)(v901 & v647));  // gpt2_block.tile:70
  bool const v1030 = ((bool)(v902 & v647));  // gpt2_block.tile:70
  bool const v1031 = ((bool)(v903 & v647));  // gpt2_block.tile:70
  __half* const p1032 = (p_bias + v164);  // gpt2_block.tile:75
  __half* const p1033 = (p_bias + v165);  // gpt2_block.tile:75
  __half* const p1034 = (p_bias + v166);  // gpt2_block.tile:75
  __half* const p1035 = (p_bias + v167);  // gpt2_block.tile:75
  __half* const p1036 = (p_bias + v168);  // gpt2_block.tile:75
  __half* const p1037 = (p_bias + v169);  // gpt2_block.tile:75
  __half* const p1038 = (p_bias + v170);  // gpt2_block.tile:75
  __half* const p1039 = (p_bias + v171);  // gpt2_block.tile:75
  __half* const p1040 = (p_bias + v172);  // gpt2_block.tile:75
  __half* const p1041 = (p_bias + v173);  // gpt2_block.tile:75
  __half* const p1042 = (p_bias + v174);  // gpt2_block.tile:75
  __half* const p1043 = (p_bias + v175);  // gpt2_block.tile:75
  __half* const p1044 = (p_bias + v176);  // gpt2_block.tile:75
  __half* const p1045 = (p_bias + v177);  // gpt2_block.tile:75
  __half* const p1046 = (p_bias + v178);  // gpt2_block.tile:75
  __half* const p1047 = (p_bias + v179);  // gpt2_block.tile:75
  __half* const p1048 = (p_bias + v180);  // gpt2_block.tile:75
  __half* const p1049 = (p_bias + v181);  // gpt2_block.tile:75
  __half* const p1050 = (p_bias + v182);  // gpt2_block.tile:75
  __half* const p1051 = (p_bias + v183);  // gpt2_block.tile:75
  __half* const p1052 = (p_bias + v184);  // gpt2_block.tile:75
  __half* const p1053 = (p_bias + v185);  // gpt2_block.tile:75
  __half* const p1054 = (p_bias + v186);  // gpt2_block.tile:75
  __half* const p1055 = (p_bias + v187);  // gpt2_block.tile:75
  __half* const p1056 = (p_bias + v188);  // gpt2_block.tile:75
  __half* const p1057 = (p_bias + v189);  // gpt2_block.tile:75
  __half* const p1058 = (p_bias + v190);  // gpt2_block.tile:75
  __half* const p1059 = (p_bias + v191);  // gpt2_block.tile:75
  __half* const p1060 = (p_bias + v192);  // gpt2_block.tile:75
  __half* const p1061 = (p_bias + v193);  // gpt2_block.tile:75
  __half* const p1062 = (p_bias + v194);  // gpt2_block.tile:75
  __half* const p1063 = (p_bias + v195);  // gpt2_block.tile:75
  bool const v1064 = (v164 < p_N);  // gpt2_block.tile:75
  bool const v1065 = (v165 < p_N);  // gpt2_block.tile:75
  bool const v1066 = (v166 < p_N);  // gpt2_block.tile:75
  bool const v1067 = (v167 < p_N);  // gpt2_block.tile:75
  bool const v1068 = (v168 < p_N);  // gpt2_block.tile:75
  bool const v1069 = (v169 < p_N);  // gpt2_block.tile:75
  bool const v1070 = (v170 < p_N);  // gpt2_block.tile:75
  bool const v1071 = (v171 < p_N);  // gpt2_block.tile:75
  bool const v1072 = (v172 < p_N);  // gpt2_block.tile:75
  bool const v1073 = (v173 < p_N);  // gpt2_block.tile:75
  bool const v1074 = (v174 < p_N);  // gpt2_block.tile:75
  bool const v1075 = (v175 < p_N);  // gpt2_block.tile:75
  bool const v1076 = (v176 < p_N);  // gpt2_block.tile:75
  bool const v1077 = (v177 < p_N);  // gpt2_block.tile:75
  bool const v1078 = (v178 < p_N);  // gpt2_block.tile:75
  bool const v1079 = (v179 < p_N);  // gpt2_block.tile:75
  bool const v1080 = (v180 < p_N);  // gpt2_block.tile:75
  bool const v1081 = (v181 < p_N);  // gpt2_block.tile:75
  bool const v1082 = (v182 < p_N);  // gpt2_block.tile:75
  bool const v1083 = (v183 < p_N);  // gpt2_block.tile:75
  bool const v1084 = (v184 < p_N);  // gpt2_block.tile:75
  bool const v1085 = (v185 < p_N);  // gpt2_block.tile:75
  bool const v1086 = (v186 < p_N);  // gpt2_block.tile:75
  bool const v1087 = (v187 < p_N);  // gpt2_block.tile:75
  bool const v1088 = (v188 < p_N);  // gpt2_block.tile:75
  bool const v1089 = (v189 < p_N);  // gpt2_block.tile:75
  bool const v1090 = (v190 < p_N);  // gpt2_block.tile:75
  bool const v1091 = (v191 < p_N);  // gpt2_block.tile:75
  bool const v1092 = (v192 < p_N);  // gpt2_block.tile:75
  bool const v1093 = (v193 < p_N);  // gpt2_block.tile:75
  bool const v1094 = (v194 < p_N);  // gpt2_block.tile:75
  bool const v1095 = (v195 < p_N);  // gpt2_block.tile:75
  __half const k1096 = __ushort_as_half((unsigned short)0);  // gpt2_block.tile:75
  const __half ld1097 = v1064 ? *p1032 : k1096;  // gpt2_block.tile:75
  const __half ld1098 = v1065 ? *p1033 : k1096;  // gpt2_block.tile:75
  const __half ld1099 = v1066 ? *p1034 : k1096;  // gpt2_block.tile:75
  const __half ld1100 = v1067 ? *p1035 : k1096;  // gpt2_block.tile:75
  const __half ld1101 = v1068 ? *p1036 : k1096;  // gpt2_block.tile:75
  const __half ld1102 = v1069 ? *p1037 : k1096;  // gpt2_block.tile:75
  const __half ld1103 = v1070 ? *p1038 : k1096;  // gpt2_block.tile:75
  const __half ld1104 = v1071 ? *p1039 : k1096;  // gpt2_block.tile:75
  const __half ld1105 = v1072 ? *p1040 : k1096;  // gpt2_block.tile:75
  const __half ld1106 = v1073 ? *p1041 : k1096;  // gpt2_block.tile:75
  const __half ld1107 = v1074 ? *p1042 : k1096;  // gpt2_block.tile:75
  const __half ld1108 = v1075 ? *p1043 : k1096;  // gpt2_block.tile:75
  const __half ld1109 = v1076 ? *p1044 : k1096;  // gpt2_block.tile:75
  const __half ld1110 = v1077 ? *p1045 : k1096;  // gpt2_block.tile:75
  const __half ld1111 = v1078 ? *p1046 : k1096;  // gpt2_block.tile:75
  const __half ld1112 = v1079 ? *p1047 : k1096;  // gpt2_block.tile:75
  const __half ld1113 = v1080 ? *p1048 : k1096;  // gpt2_block.tile:75
  const __half ld1114 = v1081 ? *p1049 : k1096;  // gpt2_block.tile:75
  const __half ld1115 = v1082 ? *p1050 : k1096;  // gpt2_block.tile:75
  const __half ld1116 = v1083 ? *p1051 : k1096;  // gpt2_block.tile:75
  const __half ld1117 = v1084 ? *p1052 : k1096;  // gpt2_block.tile:75
  const __half ld1118 = v1085 ? *p1053 : k1096;  // gpt2_block.tile:75
  const __half ld1119 = v1086 ? *p1054 : k1096;  // gpt2_block.tile:75
  const __half ld1120 = v1087 ? *p1055 : k1096;  // gpt2_block.tile:75
  const __half ld1121 = v1088 ? *p1056 : k1096;  // gpt2_block.tile:75
  const __half ld1122 = v1089 ? *p1057 : k1096;  // gpt2_block.tile:75
  const __half ld1123 = v1090 ? *p1058 : k1096;  // gpt2_block.tile:75
  const __half ld1124 = v1091 ? *p1059 : k1096;  // gpt2_block.tile:75
  const __half ld1125 = v1092 ? *p1060 : k1096;  // gpt2_block.tile:75
  const __half ld1126 = v1093 ? *p1061 : k1096;  // gpt2_block.tile:75
  const __half ld1127 = v1094 ? *p1062 : k1096;  // gpt2_block.tile:75
  const __half ld1128 = v1095 ? *p1063 : k1096;  // gpt2_block.tile:75
  float const v1129 = __half2float(ld1097);  // gpt2_block.tile:75
  float const v1130 = __half2float(ld1098);  // gpt2_block.tile:75
  float const v1131 = __half2float(ld1099);  // gpt2_block.tile:75
  float const v1132 = __half2float(ld1100);  // gpt2_block.tile:75
  float const v1133 = __half2float(ld1101);  // gpt2_block.tile:75
  float const v1134 = __half2float(ld1102);  // gpt2_block.tile:75
  float const v1135 = __half2float(ld1103);  // gpt2_block.tile:75
  float const v1136 = __half2float(ld1104);  // gpt2_block.tile:75
  float const v1137 = __half2float(ld1105);  // gpt2_block.tile:75
  float const v1138 = __half2float(ld1106);  // gpt2_block.tile:75
  float const v1139 = __half2float(ld1107);  // gpt2_block.tile:75
  float const v1140 = __half2float(ld1108);  // gpt2_block.tile:75
  float const v1141 = __half2float(ld1109);  // gpt2_block.tile:75
  float const v1142 = __half2float(ld1110);  // gpt2_block.tile:75
  float const v1143 = __half2float(ld1111);  // gpt2_block.tile:75
  float const v1144 = __half2float(ld1112);  // gpt2_block.tile:75
  float const v1145 = __half2float(ld1113);  // gpt2_block.tile:75
  float const v1146 = __half2float(ld1114);  // gpt2_block.tile:75
  float const v1147 = __half2float(ld1115);  // gpt2_block.tile:75
  float const v1148 = __half2float(ld1116);  // gpt2_block.tile:75
  float const v1149 = __half2float(ld1117);  // gpt2_block.tile:75
  float const v1150 = __half2float(ld1118);  // gpt2_block.tile:75
  float const v1151 = __half2float(ld1119);  // gpt2_block.tile:75
  float const v1152 = __half2float(ld1120);  // gpt2_block.tile:75
  float const v1153 = __half2float(ld1121);  // gpt2_block.tile:75
  float const v1154 = __half2float(ld1122);  // gpt2_block.tile:75
  float const v1155 = __half2float(ld1123);  // gpt2_block.tile:75
  float const v1156 = __half2float(ld1124);  // gpt2_block.tile:75
  float const v1157 = __half2float(ld1125);  // gpt2_block.tile:75
  float const v1158 = __half2float(ld1126);  // gpt2_block.tile:75
  float const v1159 = __half2float(ld1127);  // gpt2_block.tile:75
  float const v1160 = __half2float(ld1128);  // gpt2_block.tile:75
  float const v1161 = (0.0f + v1129);  // gpt2_block.tile:75
  float const v1162 = (0.0f + v1130);  // gpt2_block.tile:75
  float const v1163 = (0.0f + v1129);  // gpt2_block.tile:75
  float const v1164 = (0.0f + v1130);  // gpt2_block.tile:75
  float const v1165 = (0.0f + v1131);  // gpt2_block.tile:75
  float const v1166 = (0.0f + v1132);  // gpt2_block.tile:75
  float const v1167 = (0.0f + v1131);  // gpt2_block.tile:75
  float const v1168 = (0.0f + v1132);  // gpt2_block.tile:75
  float const v1169 = (0.0f + v1133);  // gpt2_block.tile:75
  float const v1170 = (0.0f + v1134);  // gpt2_block.tile:75
  float const v1171 = (0.0f + v1133);  // gpt2_block.tile:75
  float const v1172 = (0.0f + v1134);  // gpt2_block.tile:75
  float const v1173 = (0.0f + v1135);  // gpt2_block.tile:75
  float const v1174 = (0.0f + v1136);  // gpt2_block.tile:75
  float const v1175 = (0.0f + v1135);  // gpt2_block.tile:75
  float const v1176 = (0.0f + v1136);  // gpt2_block.tile:75
  float const v1177 = (0.0f + v1137);  // gpt2_block.tile:75
  float const v1178 = (0.0f + v1138);  // gpt2_block.tile:75
  float const v1179 = (0.0f + v1137);  // gpt2_block.tile:75
  float const v1180 = (0.0f + v1138);  // gpt2_block.tile:75
  float const v1181 = (0.0f + v1139);  // gpt2_block.tile:75
  float const v1182 = (0.0f + v1140);  // gpt2_block.tile:75
  float const v1183 = (0.0f + v1139);  // gpt2_block.tile:75
  float const v1184 = (0.0f + v1140);  // gpt2_block.tile:75
  float const v1185 = (0.0f + v1141);  // gpt2_block.tile:75
  float const v1186 = (0.0f + v1142);  // gpt2_block.tile:75
  float const v1187 = (0.0f + v1141);  // gpt2_block.tile:75
  float const v1188 = (0.0f + v1142);  // gpt2_block.tile:75
  float const v1189 = (0.0f + v1143);  // gpt2_block.tile:75
  float const v1190 = (0.0f + v1144);  // gpt2_block.tile:75
  float const v1191 = (0.0f + v1143);  // gpt2_block.tile:75
  float const v1192 = (0.0f + v1144);  // gpt2_block.tile:75
  float const v1193 = (0.0f + v1145);  // gpt2_block.tile:75
  float const v1194 = (0.0f + v1146);  // gpt2_block.tile:75
  float const v1195 = (0.0f + v1145);  // gpt2_block.tile:75
  float const v1196 = (0.0f + v1146);  // gpt2_block.tile:75
  float const v1197 = (0.0f + v1147);  // gpt2_block.tile:75
  float const v1198 = (0.0f + v1148);  // gpt2_block.tile:75
  float const v1199 = (0.0f + v1147);  // gpt2_block.tile:75
  float const v1200 = (0.0f + v1148);  // gpt2_block.tile:75
  float const v1201 = (0.0f + v1149);  // gpt2_block.tile:75
  float const v1202 = (0.0f + v1150);  // gpt2_block.tile:75
  float const v1203 = (0.0f + v1149);  // gpt2_block.tile:75
  float const v1204 = (0.0f + v1150);  // gpt2_block.tile:75
  float const v1205 = (0.0f + v1151);  // gpt2_block.tile:75
  float const v1206 = (0.0f + v1152);  // gpt2_block.tile:75
  float const v1207 = (0.0f + v1151);  // gpt2_block.tile:75
  float const v1208 = (0.0f + v1152);  // gpt2_block.tile:75
  float const v1209 = (0.0f + v1153);  // gpt2_block.tile:75
  float const v1210 = (0.0f + v1154);  // gpt2_block.tile:75
  float const v1211 = (0.0f + v1153);  // gpt2_block.tile:75
  float const v1212 = (0.0f + v1154);  // gpt2_block.tile:75
  float const v1213 = (0.0f + v1155);  // gpt2_block.tile:75
  float const v1214 = (0.0f + v1156);  // gpt2_block.tile:75
  float const v1215 = (0.0f + v1155);  // gpt2_block.tile:75
  float const v1216 = (0.0f + v1156);  // gpt2_block.tile:75
  float const v1217 = (0.0f + v1157);  // gpt2_block.tile:75
  float const v1218 = (0.0f + v1158);  // gpt2_block.tile:75
  float const v1219 = (0.0f + v1157);  // gpt2_block.tile:75
  float const v1220 = (0.0f + v1158);  // gpt2_block.tile:75
  float const v1221 = (0.0f + v1159);  // gpt2_block.tile:75
  float const v1222 = (0.0f + v1160);  // gpt2_block.tile:75
  float const v1223 = (0.0f + v1159);  // gpt2_block.tile:75
  float const v1224 = (0.0f + v1160);  // gpt2_block.tile:75
  float const v1225 = (0.0f + v1129);  // gpt2_block.tile:75
  float const v1226 = (0.0f + v1130);  // gpt2_block.tile:75
  float const v1227 = (0.0f + v1129);  // gpt2_block.tile:75
  float const v1228 = (0.0f + v1130);  // gpt2_block.tile:75
  float const v1229 = (0.0f + v1131);  // gpt2_block.tile:75
  float const v1230 = (0.0f + v1132);  // gpt2_block.tile:75
  float const v1231 = (0.0f + v1131);  // gpt2_block.tile:75
  float const v1232 = (0.0f + v1132);  // gpt2_block.tile:75
  float const v1233 = (0.0f + v1133);  // gpt2_block.tile:75
  float const v1234 = (0.0f + v1134);  // gpt2_block.tile:75
  float const v1235 = (0.0f + v1133);  // gpt2_block.tile:75
  float const v1236 = (0.0f + v1134);  // gpt2_block.tile:75
  float const v1237 = (0.0f + v1135);  // gpt2_block.tile:75
  float const v1238 = (0.0f + v1136);  // gpt2_block.tile:75
  float const v1239 = (0.0f + v1135);  // gpt2_block.tile:75
  float const v1240 = (0.0f + v1136);  // gpt2_block.tile:75
  float const v1241 = (0.0f + v1137);  // gpt2_block.tile:75
  float const v1242 = (0.0f + v1138);  // gpt2_block.tile:75
  float const v1243 = (0.0f + v1137);  // gpt2_block.tile:75
  float const v1244 = (0.0f + v1138);  // gpt2_block.tile:75
  float const v1245 = (0.0f + v1139);  // gpt2_block.tile:75
  float const v1246 = (0.0f + v1140);  // gpt2_block.tile:75
  float const v1247 = (0.0f + v1139);  // gpt2_block.tile:75
  float const v1248 = (0.0f + v1140);  // gpt2_block.tile:75
  float const v1249 = (0.0f + v1141);  // gpt2_block.tile:75
  float const v1250 = (0.0f + v1142);  // gpt2_block.tile:75
  float const v1251 = (0.0f + v1141);  // gpt2_block.tile:75
  float const v1252 = (0.0f + v1142);  // gpt2_block.tile:75
  float const v1253 = (0.0f + v1143);  // gpt2_block.tile:75
  float const v1254 = (0.0f + v1144);  // gpt2_block.tile:75
  float const v1255 = (0.0f + v1143);  // gpt2_block.tile:75
  float const v1256 = (0.0f + v1144);  // gpt2_block.tile:75
  float const v1257 = (0.0f + v1145);  // gpt2_block.tile:75
  float const v1258 = (0.0f + v1146);  // gpt2_block.tile:75
  float const v1259 = (0.0f + v1145);  // gpt2_block.tile:75
  float const v1260 = (0.0f + v1146);  // gpt2_block.tile:75
  float const v1261 = (0.0f + v1147);  // gpt2_block.tile:75
  float const v1262 = (0.0f + v1148);  // gpt2_block.tile:75
  float const v1263 = (0.0f + v1147);  // gpt2_block.tile:75
  float const v1264 = (0.0f + v1148);  // gpt2_block.tile:75
  float const v1265 = (0.0f + v1149);  // gpt2_block.tile:75
  float const v1266 = (0.0f + v1150);  // gpt2_block.tile:75
  float const v1267 = (0.0f + v1149);  // gpt2_block.tile:75
  float const v1268 = (0.0f + v1150);  // gpt2_block.tile:75
  float const v1269 = (0.0f + v1151);  // gpt2_block.tile:75
  float const v1270 = (0.0f + v1152);  // gpt2_block.tile:75
  float const v1271 = (0.0f + v1151);  // gpt2_block.tile:75
  float const v1272 = (0.0f + v1152);  // gpt2_block.tile:75
  float const v1273 = (0.0f + v1153);  // gpt2_block.tile:75
  float const v1274 = (0.0f + v1154);  // gpt2_block.tile:75
  float const v1275 = (0.0f + v1153);  // gpt2_block.tile:75
  float const v1276 = (0.0f + v1154);  // gpt2_block.tile:75
  float const v1277 = (0.0f + v1155);  // gpt2_block.tile:75
  float const v1278 = (0.0f + v1156);  // gpt2_block.tile:75
  float const v1279 = (0.0f + v1155);  // gpt2_block.tile:75
  float const v1280 = (0.0f + v1156);  // gpt2_block.tile:75
  float const v1281 = (0.0f + v1157);  // gpt2_block.tile:75
  float const v1282 = (0.0f + v1158);  // gpt2_block.tile:75
  float const v1283 = (0.0f + v1157);  // gpt2_block.tile:75
  float const v1284 = (0.0f + v1158);  // gpt2_block.tile:75
  float const v1285 = (0.0f + v1159);  // gpt2_block.tile:75
  float const v1286 = (0.0f + v1160);  // gpt2_block.tile:75
  float const v1287 = (0.0f + v1159);  // gpt2_block.tile:75
  float const v1288 = (0.0f + v1160);  // gpt2_block.tile:75
  int const ar1289 = (tl_c5_0 + 8);  // gpt2_block.tile:76
  int const ar1290 = (tl_c5_0 + 64);  // gpt2_block.tile:76
  int const ar1291 = (tl_c5_0 + 72);  // gpt2_block.tile:76
  int const v1292 = ((int)((unsigned int)(v4) + (unsigned int)(tl_c5_0)));  // gpt2_block.tile:76
  int const v1293 = ((int)((unsigned int)(v4) + (unsigned int)(ar1289)));  // gpt2_block.tile:76
  int const v1294 = ((int)((unsigned int)(v4) + (unsigned int)(ar1290)));  // gpt2_block.tile:76
  int const v1295 = ((int)((unsigned int)(v4) + (unsigned int)(ar1291)));  // gpt2_block.tile:76
  int const v1296 = ((int)((unsigned int)(v1292) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:76
  int const v1297 = ((int)((unsigned int)(v1293) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:76
  int const v1298 = ((int)((unsigned int)(v1294) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:76
  int const v1299 = ((int)((unsigned int)(v1295) * (unsigned int)(p_stride_cm)));  // gpt2_block.tile:76
  int const v1300 = ((int)((unsigned int)(v164) * (unsigned int)(p_stride_cn)));  // gpt2_block.tile:76
  int const v1301 = ((int)((unsigned int)(v165) * (unsigned int)(p_stride_cn)));  // gpt2_block.tile:76
  int const v1302 = ((int)((unsigned int)(v166) * (unsigned int)(p_stride_cn)));  // gpt2_block.tile:76
  int const v1303 = ((int)((unsigned int)(v167) * (unsigned int)(p_stride_cn)));  // gpt2_block.tile:76
  int const v1304 = ((int)((unsigned int)(v168) * (unsigned int)(p_stride_cn)));  // gpt2_block.tile:76
  int const v1305 = ((int)((unsigned int)(v169) * (unsigned int)(p_stride_cn)));  // gpt2_block.tile:76
  int const v1306 = ((int)((unsigned int)(v170) * (unsigned int)(p_stride_cn)));  // gpt2_block.tile:76
  int const v1307 = ((int)((unsigned int)(v171) * (unsigned int)(p_stride_cn)));  // gpt2_block.tile:76
  int const v1308 = ((int)((unsigned int)(v172) * (unsigned int)(p_stride_cn)));  // gpt2_block.tile:76
  int const v1309 = ((int)((unsigned int)(v173) * (unsigned int)(p_stride_cn)));  // gpt2_block.tile:76
  int const v1310 = ((int)((unsigned int)(v174) * (unsigned int)(p_stride_cn)));  // gpt2_block.tile:76
  int const v1311 = ((int)((unsigned int)(v175) * (unsigned int)(p_stride_cn)));  // gpt2_block.tile:76
  int const v1312 = ((int)((unsigned int)(v176) * (unsigned int)(p_stride_cn)));  // gpt2_block.tile:76
  int const v1313 = ((int)((unsigned int)(v177) * (unsigned int)(p_stride_cn)));  // gpt2_block.tile:76
  int const v1314 = ((int)((unsigned int)(v178) * (unsigned int)(p_stride_cn)));  // gpt2_block.tile:76
  int const v1315 = ((int)((unsigned int)(v179) * (unsigned int)(p_stride_cn)));  // gpt2_block.tile:76
  int const v1316 = ((int)((unsigned int)(v180) * (unsigned int)(p_stride_cn)));  // gpt2_block.tile:76
  int const v1317 = ((int)((unsigned int)(v181) * (unsigned int)(p_stride_cn)));  // gpt2_block.tile:76
  int const v1318 = ((int)((unsigned int)(v182) * (unsigned int)(p_stride_cn)));  // gpt2_block.tile:76
  int const v1319 = ((int)((unsigned int)(v183) * (unsigned int)(p_stride_cn)));  // gpt2_block.tile:76
  int const v1320 = ((int)((unsigned int)(v184) * (unsigned int)(p_stride_cn)));  // gpt2_block.tile:76
  int const v1321 = ((int)((unsigned int)(v185) * (unsigned int)(p_stride_cn)));  // gpt2_block.tile:76
  int const v1322 = ((int)((unsigned int)(v186) * (unsigned int)(p_stride_cn)));  // gpt2_block.tile:76
  int const v1323 = ((int)((unsigned int)(v187) * (unsigned int)(p_stride_cn)));  // gpt2_block.tile:76
  int const v1324 = ((int)((unsigned int)(v188) * (unsigned int)(p_stride_cn)));  // gpt2_block.tile:76
  int const v1325 = ((int)((unsigned int)(v189) * (unsigned int)(p_stride_cn)));  // gpt2_block.tile:76
  int const v1326 = ((int)((unsigned int)(v190) * (unsigned int)(p_stride_cn)));  // gpt2_block.tile:76
  int const v1327 = ((int)((unsigned int)(v191) * (unsigned int)(p_stride_cn)));  // gpt2_block.tile:76
  int const v1328 = ((int)((unsigned int)(v192) * (unsigned int)(p_stride_cn)));  // gpt2_block.tile:76
  int const v1329 = ((int)((unsigned int)(v193) * (unsigned int)(p_stride_cn)));  // gpt2_block.tile:76
  int const v1330 = ((int)((unsigned int)(v194) * (unsigned int)(p_stride_cn)));  // gpt2_block.tile:76
  int const v1331 = ((int)((unsigned int)(v195) * (unsigned int)(p_stride_cn)));  // gpt2_block.tile:76
  int const v1332 = ((int)((unsigned int)(v1296) + (unsigned int)(v1300)));  // gpt2_block.tile:76
  int const v1333 = ((int)((unsigned int)(v1296) + (unsigned int)(v1301)));  // gpt2_block.tile:76
  int const v1334 = ((int)((unsigned int)(v1297) + (unsigned int)(v1300)));  // gpt2_block.tile:76
  int const v1335 = ((int)((unsigned int)(v1297) + (unsigned int)(v1301)));  // gpt2_block.tile:76
  int const v1336 = ((int)((unsigned int)(v1296) + (unsigned int)(v1302)));  // gpt2_block.tile:76
  int const v1337 = ((int)((unsigned int)(v1296) + (unsigned int)(v1303)));  // gpt2_block.tile:76
  int const v1338 = ((int)((unsigned int)(v1297) + (unsigned int)(v1302)));  // gpt2_block.tile:76
  int const v1339 = ((int)((unsigned int)(v1297) + (unsigned int)(v1303)));  // gpt2_block.tile:76
  int const v1340 = ((int)((unsigned int)(v1296) + (unsigned int)(v1304)));  // gpt2_block.tile:76
  int const v1341 = ((int)((unsigned int)(v1296) + (unsigned int)(v1305)));  // gpt2_block.tile:76
  int const v1342 = ((int)((unsigned int)(v1297) + (unsigned int)(v1304)));  // gpt2_block.tile:76
  int const v1343 = ((int)((unsigned int)(v1297) + (unsigned int)(v1305)));  // gpt2_block.tile:76
  int const v1344 = ((int)((unsigned int)(v1296) + (unsigned int)(v1306)));  // gpt2_block.tile:76
  int const v1345 = ((int)((unsigned int)(v1296) + (unsigned int)(v1307)));  // gpt2_block.tile:76
  int const v1346 = ((int)((unsigned int)(v1297) + (unsigned int)(v1306)));  // gpt2_block.tile:76
  int const v1347 = ((int)((unsigned int)(v1297) + (unsigned int)(v1307)));  // gpt2_block.tile:76
  int const v1348 = ((int)((unsigned int)(v1296) + (unsigned int)(v1308)));  // gpt2_block.tile:76
  int const v1349 = ((int)((unsigned int)(v1296) + (unsigned int)(v1309)));  // gpt2_block.tile:76
  int const v1350 = ((int)((unsigned int)(v1297) + (unsigned int)(v1308)));  // gpt2_block.tile:76
  int const v1351 = ((int)((unsigned int)(v1297) + (unsigned int)(v1309)));  // gpt2_block.tile:76
  int const v1352 = ((int)((unsigned int)(v1296) + (unsigned int)(v1310)));  // gpt2_block.tile:76
  int const v1353 = ((int)((unsigned int)(v1296) + (unsigned int)(v1311)));  // gpt2_block.tile:76
  int const v1354 = ((int)((unsigned int)(v1297) + (unsigned int)(v1310)));  // gpt2_block.tile:76
  int const v1355 = ((int)((unsigned int)(v1297) + (unsigned int)(v1311)));  // gpt2_block.tile:76
  int const v1356 = ((int)((unsigned int)(v1296) + (unsigned int)(v1312)));  // gpt2_block.tile:76
  int const v1357 = ((int)((unsigned int)(v1296) + (unsigned int)(v1313)));  // gpt2_block.tile:76
  int const v1358 = ((int)((unsigned int)(v1297) + (unsigned int)(v1312)));  // gpt2_block.tile:76
  int const v1359 = ((int)((unsigned int)(v1297) + (unsigned int)(v1313)));  // gpt2_block.tile:76
  int const v1360 = ((int)((unsigned int)(v1296) + (unsigned int)(v1314)));  // gpt2_block.tile:76
  int const v1361 = ((int)((unsigned int)(v1296) + (unsigned int)(v1315)));  // gpt2_block.tile:76
  int const v1362 = ((int)((unsigned int)(v1297) + (unsigned int)(v1314)));  // gpt2_block.tile:76
  int const v1363 = ((int)((unsigned int)(v1297) + (unsigned int)(v1315)));  // gpt2_block.tile:76
  int const v1364 = ((int)((unsigned int)(v1296) + (unsigned int)(v1316)));  // gpt2_block.tile:76
  int const v1365 = ((int)((unsigned int)(v1296) + (unsigned int)(v1317)));  // gpt2_block.tile:76
  int const v1366 = ((int)((unsigned int)(v1297) + (unsigned int)(v1316)));  // gpt2_block.tile:76
  int const v1367 = ((int)((unsigned int)(v1297) + (unsigned int)(v1317)));  // gpt2_block.tile:76
  int const v1368 = ((int)((unsigned int)(v1296) + (unsigned int)(v1318)));  // gpt2_block.tile:76
  int const v1369 = ((int)((unsigned int)(v1296) + (unsigned int)(v1319)));  // gpt2_block.tile:76
  int const v1370 = ((int)((unsigned int)(v1297) + (unsigned int)(v1318)));  // gpt2_block.tile:76
  int const v1371 = ((int)((unsigned int)(v1297) + (unsigned int)(v1319)));  // gpt2_block.tile:76
  int const v1372 = ((int)((unsigned int)(v1296) + (unsigned int)(v1320)));  // gpt2_block.tile:76
  int const v1373 = ((int)((unsigned int)(v1296) + (unsigned int)(v1321)));  // gpt2_block.tile:76
  int const v1374 = ((int)((unsigned int)(v1297) + (unsigned int)(v1320)));  // gpt2_block.tile:76
  int const v1375 = ((int)((unsigned int)(v1297) + (unsigned int)(v1321)));  // gpt2_block.tile:76
  int const v1376 = ((int)((unsigned int)(v1296) + (unsigned int)(v1322)));  // gpt2_block.tile:76
  int const v1377 = ((int)((unsigned int)(v1296) + (unsigned int)(v1323)));  // gpt2_block.tile:76
  int const v1378 = ((int)((unsigned int)(v1297) + (unsigned int)(v1322)));  // gpt2_block.tile:76
  int const v1379 = ((int)((unsigned int)(v1297) + (unsigned int)(v1323)));  // gpt2_block.tile:76
  int const v1380 = ((int)((unsigned int)(v1296) + (unsigned int)(v1324)));  // gpt2_block.tile:76
  int const v1381 = ((int)((unsigned int)(v1296) + (unsigned int)(v1325)));  // gpt2_block.tile:76
  int const v1382 = ((int)((unsigned int)(v1297) + (unsigned int)(v1324)));  // gpt2_block.tile:76
  int const v1383 = ((int)((unsigned int)(v1297) + (unsigned int)(v1325)));  // gpt2_block.tile:76
  int const v1384 = ((int)((unsigned int)(v1296) + (unsigned int)(v1326)));  // gpt2_block.tile:76
  int const v1385 = ((int)((unsigned int)(v1296) + (unsigned int)(v1327)));  // gpt2_block.tile:76
  int const v1386 = ((int)((unsigned int)(v1297) + (unsigned int)(v1326)));  // gpt2_block.tile:76
  int const v1387 = ((int)((unsigned int)(v1297) + (unsigned int)(v1327)));  // gpt2_block.tile:76
  int const v1388 = ((int)((unsigned int)(v1296) + (unsigned int)(v1328)));  // gpt2_block.tile:76
  int const v1389 = ((int)((unsigned int)(v1296) + (unsigned int)(v1329)));  // gpt2_block.tile:76
  int const v1390 = ((int)((unsigned int)(v1297) + (unsigned int)(v1328)));  // gpt2_block.tile:76
  int const v1391 = ((int)((unsigned int)(v1297) + (unsigned int)(v1329)));  // gpt2_block.tile:76
  int const v1392 = ((int)((unsigned int)(v1296) + (unsigned int)(v1330)));  // gpt2_block.tile:76
  int const v1393 = ((int)((unsigned int)(v1296) + (unsigned int)(v1331)));  // gpt2_block.tile:76
  int const v1394 = ((int)((unsigned int)(v1297) + (unsigned int)(v1330)));  // gpt2_block.tile:76
  int const v1395 = ((int)((unsigned int)(v1297) + (unsigned int)(v1331)));  // gpt2_block.tile:76
  int const v1396 = ((int)((unsigned int)(v1298) + (unsigned int)(v1300)));  // gpt2_block.tile:76
  int const v1397 = ((int)((unsigned int)(v1298) + (unsigned int)(v1301)));  // gpt2_block.tile:76
  int const v1398 = ((int)((unsigned int)(v1299) + (unsigned int)(v1300)));  // gpt2_block.tile:76
  int const v1399 = ((int)((unsigned int)(v1299) + (unsigned int)(v1301)));  // gpt2_block.tile:76
  int const v1400 = ((int)((unsigned int)(v1298) + (unsigned int)(v1302)));  // gpt2_block.tile:76
  int const v1401 = ((int)((unsigned int)(v1298) + (unsigned int)(v1303)));  // gpt2_block.tile:76
  int const v1402 = ((int)((unsigned int)(v1299) + (unsigned int)(v1302)));  // gpt2_block.tile:76
  int const v1403 = ((int)((unsigned int)(v1299) + (unsigned int)(v1303)));  // gpt2_block.tile:76
  int const v1404 = ((int)((unsigned int)(v1298) + (unsigned int)(v1304)));  // gpt2_block.tile:76
  int const v1405 = ((int)((unsigned int)(v1298) + (unsigned int)(v1305)));  // gpt2_block.tile:76
  int const v1406 = ((int)((unsigned int)(v1299) + (unsigned int)(v1304)));  // gpt2_block.tile:76
  int const v1407 = ((int)((unsigned int)(v1299) + (unsigned int)(v1305)));  // gpt2_block.tile:76
  int const v1408 = ((int)((unsigned int)(v1298) + (unsigned int)(v1306)));  // gpt2_block.tile:76
  int const v1409 = ((int)((unsigned int)(v1298) + (unsigned int)(v1307)));  // gpt2_block.tile:76
  int const v1410 = ((int)((unsigned int)(v1299) + (unsigned int)(v1306)));  // gpt2_block.tile:76
  int const v1411 = ((int)((unsigned int)(v1299) + (unsigned int)(v1307)));  // gpt2_block.tile:76
  int const v1412 = ((int)((unsigned int)(v1298) + (unsigned int)(v1308)));  // gpt2_block.tile:76
  int const v1413 = ((int)((unsigned int)(v1298) + (unsigned int)(v1309)));  // gpt2_block.tile:76
  int const v1414 = ((int)((unsigned int)(v1299) + (unsigned int)(v1308)));  // gpt2_block.tile:76
  int const v1415 = ((int)((unsigned int)(v1299) + (unsigned int)(v1309)));  // gpt2_block.tile:76
  int const v1416 = ((int)((unsigned int)(v1298) + (unsigned int)(v1310)));  // gpt2_block.tile:76
  int const v1417 = ((int)((unsigned int)(v1298) + (unsigned int)(v1311)));  // gpt2_block.tile:76
  int const v1418 = ((int)((unsigned int)(v1299) + (unsigned int)(v1310)));  // gpt2_block.tile:76
  int const v1419 = ((int)((unsigned int)(v1299) + (unsigned int)(v1311)));  // gpt2_block.tile:76
  int const v1420 = ((int)((unsigned int)(v1298) + (unsigned int)(v1312)));  // gpt2_block.tile:76
  int const v1421 = ((int)((unsigned int)(v1298) + (unsigned int)(v1313)));  // gpt2_block.tile:76
  int const v1422 = ((int)((unsigned int)(v1299) + (unsigned int)(v1312)));  // gpt2_block.tile:76
  int const v1423 = ((int)((unsigned int)(v1299) + (unsigned int)(v1313)));  // gpt2_block.tile:76
  int const v1424 = ((int)((unsigned int)(v1298) + (unsigned int)(v1314)));  // gpt2_block.tile:76
  int const v1425 = ((int)((unsigned int)(v1298) + (unsigned int)(v1315)));  // gpt2_block.tile:76
  int const v1426 = ((int)((unsigned int)(v1299) + (unsigned int)(v1314)));  // gpt2_block.tile:76
  int const v1427 = ((int)((unsigned int)(v1299) + (unsigned int)(v1315)));  // gpt2_block.tile:76
  int const v1428 = ((int)((unsigned int)(v1298) + (unsigned int)(v1316)));  // gpt2_block.tile:76
  int const v1429 = ((int)((unsigned int)(v1298) + (unsigned int)(v1317)));  // gpt2_block.tile:76
  int const v1430 = ((int)((unsigned int)(v1299) + (unsigned int)(v1316)));  // gpt2_block.tile:76
  int const v1431 = ((int)((unsigned int)(v1299) + (unsigned int)(v1317)));  // gpt2_block.tile:76
  int const v1432 = ((int)((unsigned int)(v1298) + (unsigned int)(v1318)));  // gpt2_block.tile:76
  int const v1433 = ((int)((unsigned int)(v1298) + (unsigned int)(v1319)));  // gpt2_block.tile:76
  int const v1434 = ((int)((unsigned int)(v1299) + (unsigned int)(v1318)));  // gpt2_block.tile:76
  int const v1435 = ((int)((unsigned int)(v1299) + (unsigned int)(v1319)));  // gpt2_block.tile:76
  int const v1436 = ((int)((unsigned int)(v1298) + (unsigned int)(v1320)));  // gpt2_block.tile:76
  int const v1437 = ((int)((unsigned int)(v1298) + (unsigned int)(v1321)));  // gpt2_block.tile:76
  int const v1438 = ((int)((unsigned int)(v1299) + (unsigned int)(v1320)));  // gpt2_block.tile:76
  int const v1439 = ((int)((unsigned int)(v1299) + (unsigned int)(v1321)));  // gpt2_block.tile:76
  int const v1440 = ((int)((unsigned int)(v1298) + (unsigned int)(v1322)));  // gpt2_block.tile:76
  int const v1441 = ((int)((unsigned int)(v1298) + (unsigned int)(v1323)));  // gpt2_block.tile:76
  int const v1442 = ((int)((unsigned int)(v1299) + (unsigned int)(v1322)));  // gpt2_block.tile:76
  int const v1443 = ((int)((unsigned int)(v1299) + (unsigned int)(v1323)));  // gpt2_block.tile:76
  int const v1444 = ((int)((unsigned int)(v1298) + (unsigned int)(v1324)));  // gpt2_block.tile:76
  int const v1445 = ((int)((unsigned int)(v1298) + (unsigned int)(v1325)));  // gpt2_block.tile:76
  int const v1446 = ((int)((unsigned int)(v1299) + (unsigned int)(v1324)));  // gpt2_block.tile:76
  int const v1447 = ((int)((unsigned int)(v1299) + (unsigned int)(v1325)));  // gpt2_block.tile:76
  int const v1448 = ((int)((unsigned int)(v1298) + (unsigned int)(v1326)));  // gpt2_block.tile:76
  int const v1449 = ((int)((unsigned int)(v1298) + (unsigned int)(v1327)));  // gpt2_block.tile:76
  int const v1450 = ((int)((unsigned int)(v1299) + (unsigned int)(v1326)));  // gpt2_block.tile:76
  int const v1451 = ((int)((unsigned int)(v1299) + (unsigned int)(v1327)));  // gpt2_block.tile:76
  int const v1452 = ((int)((unsigned int)(v1298) + (unsigned int)(v1328)));  // gpt2_block.tile:76
  int const v1453 = ((int)((unsigned int)(v1298) + (unsigned int)(v1329)));  // gpt2_block.tile:76
  int const v1454 = ((int)((unsigned int)(v1299) + (unsigned int)(v1328)));  // gpt2_block.tile:76
  int const v1455 = ((int)((unsigned int)(v1299) + (unsigned int)(v1329)));  // gpt2_block.tile:76
  int const v1456 = ((int)((unsigned int)(v1298) + (unsigned int)(v1330)));  // gpt2_block.tile:76
  int const v1457 = ((int)((unsigned int)(v1298) + (unsigned int)(v1331)));  // gpt2_block.tile:76
  int const v1458 = ((int)((unsigned int)(v1299) + (unsigned int)(v1330)));  // gpt2_block.tile:76
  int const v1459 = ((int)((unsigned int)(v1299) + (unsigned int)(v1331)));  // gpt2_block.tile:76
  __half* const p1460 = (p_residual + v1332);  // gpt2_block.tile:76
  __half* const p1461 = (p_residual + v1333);  // gpt2_block.tile:76
  __half* const p1462 = (p_residual + v1334);  // gpt2_block.tile:76
  __half* const p1463 = (p_residual + v1335);  // gpt2_block.tile:76
  __half* const p1464 = (p_residual + v1336);  // gpt2_block.tile:76
  __half* const p1465 = (p_residual + v1337);  // gpt2_block.tile:76
  __half* const p1466 = (p_residual + v1338);  // gpt2_block.tile:76
  __half* const p1467 = (p_residual + v1339);  // gpt2_block.tile:76
  __half* const p1468 = (p_residual + v1340);  // gpt2_block.tile:76
  __half* const p1469 = (p_residual + v1341);  // gpt2_block.tile:76
  __half* const p1470 = (p_residual + v1342);  // gpt2_block.tile:76
  __half* const p1471 = (p_residual + v1343);  // gpt2_block.tile:76
  __half* const p1472 = (p_residual + v1344);  // gpt2_block.tile:76
  __half* const p1473 = (p_residual + v1345);  // gpt2_block.tile:76
  __half* const p1474 = (p_residual + v1346);  // gpt2_block.tile:76
  __half* const p1475 = (p_residual + v1347);  // gpt2_block.tile:76
  __half* const p1476 = (p_residual + v1348);  // gpt2_block.tile:76
  __half* const p1477 = (p_residual + v1349);  // gpt2_block.tile:76
  __half* const p1478 = (p_residual + v1350);  // gpt2_block.tile:76
  __half* const p1479 = (p_residual + v1351);  // gpt2_block.tile:76
  __half* const p1480 = (p_residual + v1352);  // gpt2_block.tile:76
  __half* const p1481 = (p_residual + v1353);  // gpt2_block.tile:76
  __half* const p1482 = (p_residual + v1354);  // gpt2_block.tile:76
  __half* const p1483 = (p_residual + v1355);  // gpt2_block.tile:76
  __half* const p1484 = (p_residual + v1356);  // gpt2_block.tile:76
  __half* const p1485 = (p_residual + v1357);  // gpt2_block.tile:76
  __half* const p1486 = (p_residual + v1358);  // gpt2_block.tile:76
  __half* const p1487 = (p_residual + v1359);  // gpt2_block.tile:76
  __half* const p1488 = (p_residual + v1360);  // gpt2_block.tile:76
  __half* const p1489 = (p_residual + v1361);  // gpt2_block.tile:76
  __half* const p1490 = (p_residual + v1362);  // gpt2_block.tile:76
  __half* const p1491 = (p_residual + v1363);  // gpt2_block.tile:76
  __half* const p1492 = (p_residual + v1364);  // gpt2_block.tile:76
  __half* const p1493 = (p_residual + v1365);  // gpt2_block.tile:76
  __half* const p1494 = (p_residual + v1366);  // gpt2_block.tile:76
  __half* const p1495 = (p_residual + v1367);  // gpt2_block.tile:76
  __half* const p1496 = (p_residual + v1368);  // gpt2_block.tile:76
  __half* const p1497 = (p_residual + v1369);  // gpt2_block.tile:76
  __half* const p1498 = (p_residual + v1370);  // gpt2_block.tile:76
  __half* const p1499 = (p_residual + v1371);  // gpt2_block.tile:76
  __half* const p1500 = (p_residual + v1372);  // gpt2_block.tile:76
  __half* const p1501 = (p_residual + v1373);  // gpt2_block.tile:76
  __half* const p1502 = (p_residual + v1374);  // gpt2_block.tile:76
  __half* const p1503 = (p_residual + v1375);  // gpt2_block.tile:76
  __half* const p1504 = (p_residual + v1376);  // gpt2_block.tile:76
  __half* const p1505 = (p_residual + v1377);  // gpt2_block.tile:76
  __half* const p1506 = (p_residual + v1378);  // gpt2_block.tile:76
  __half* const p1507 = (p_residual + v1379);  // gpt2_block.tile:76
  __half* const p1508 = (p_residual + v1380);  // gpt2_block.tile:76
  __half* const p1509 = (p_residual + v1381);  // gpt2_block.tile:76
  __half* const p1510 = (p_residual + v1382);  // gpt2_block.tile:76
  __half* const p1511 = (p_residual + v1383);  // gpt2_block.tile:76
  __half* const p1512 = (p_residual + v1384);  // gpt2_block.tile:76
  __half* const p1513 = (p_residual + v1385);  // gpt2_block.tile:76
  __half* const p1514 = (p_residual + v1386);  // gpt2_block.tile:76
  __half* const p1515 = (p_residual + v1387);  // gpt2_block.tile:76
  __half* const p1516 = (p_residual + v1388);  // gpt2_block.tile:76
  __half* const p1517 = (p_residual + v1389);  // gpt2_block.tile:76
  __half* const p1518 = (p_residual + v1390);  // gpt2_block.tile:76
  __half* const p1519 = (p_residual + v1391);  // gpt2_block.tile:76
  __half* const p1520 = (p_residual + v1392);  // gpt2_block.tile:76
  __half* const p1521 = (p_residual + v1393);  // gpt2_block.tile:76
  __half* const p1522 = (p_residual + v1394);  // gpt2_block.tile:76
  __half* const p1523 = (p_residual + v1395);  // gpt2_block.tile:76
  __half* const p1524 = (p_residual + v1396);  // gpt2_block.tile:76
  __half* const p1525 = (p_residual + v1397);  // gpt2_block.tile:76
  __half* const p1526 = (p_residual + v1398);  // gpt2_block.tile:76
  __half* const p1527 = (p_residual + v1399);  // gpt2_block.tile:76
  __half* const p1528 = (p_residual + v1400);  // gpt2_block.tile:76
  __half* const p1529 = (p_residual + v1401);  // gpt2_block.tile:76
  __half* const p1530 = (p_residual + v1402);  // gpt2_block.tile:76
  __half* const p1531 = (p_residual + v1403);  // gpt2_block.tile:76
  __half* const p1532 = (p_residual + v1404);  // gpt2_block.tile:76
  __half* const p1533 = (p_residual + v1405);  // gpt2_block.tile:76
  __half* const p1534 = (p_residual + v1406);  // gpt2_block.tile:76
  __half* const p1535 = (p_residual + v1407);  // gpt2_block.tile:76
  __half* const p1536 = (p_residual + v1408);  // gpt2_block.tile:76
  __half* const p1537 = (p_residual + v1409);  // gpt2_block.tile:76
  __half* const p1538 = (p_residual + v1410);  // gpt2_block.tile:76
  __half* const p1539 = (p_residual + v1411);  // gpt2_block.tile:76
  __half* const p1540 = (p_residual + v1412);  // gpt2_block.tile:76
  __half* const p1541 = (p_residual + v1413);  // gpt2_block.tile:76
  __half* const p1542 = (p_residual + v1414);  // gpt2_block.tile:76
  __half* const p1543 = (p_residual + v1415);  // gpt2_block.tile:76
  __half* const p1544 = (p_residual + v1416);  // gpt2_block.tile:76
  __half* const p1545 = (p_residual + v1417);  // gpt2_block.tile:76
  __half* const p1546 = (p_residual + v1418);  // gpt2_block.tile:76
  __half* const p1547 = (p_residual + v1419);  // gpt2_block.tile:76
  __half* const p1548 = (p_residual + v1420);  // gpt2_block.tile:76
  __half* const p1549 = (p_residual + v1421);  // gpt2_block.tile:76
  __half* const p1550 = (p_residual + v1422);  // gpt2_block.tile:76
  __half* const p1551 = (p_residual + v1423);  // gpt2_block.tile:76
  __half* const p1552 = (p_residual + v1424);  // gpt2_block.tile:76
  __half* const p1553 = (p_residual + v1425);  // gpt2_block.tile:76
  __half* const p1554 = (p_residual + v1426);  // gpt2_block.tile:76
  __half* const p1555 = (p_residual + v1427);  // gpt2_block.tile:76
  __half* const p1556 = (p_residual + v1428);  // gpt2_block.tile:76
  __half* const p1557 = (p_residual + v1429);  // gpt2_block.tile:76
  __half* const p1558 = (p_residual + v1430);  // gpt2_block.tile:76
  __half* const p1559 = (p_residual + v1431);  // gpt2_block.tile:76
  __half* const p1560 = (p_residual + v1432);  // gpt2_block.tile:76
  __half* const p1561 = (p_residual + v1433);  // gpt2_block.tile:76
  __half* const p1562 = (p_residual + v1434);  // gpt2_block.tile:76
  __half* const p1563 = (p_residual + v1435);  // gpt2_block.tile:76
  __half* const p1564 = (p_residual + v1436);  // gpt2_block.tile:76
  __half* const p1565 = (p_residual + v1437);  // gpt2_block.tile:76
  __half* const p1566 = (p_residual + v1438);  // gpt2_block.tile:76
  __half* const p1567 = (p_residual + v1439);  // gpt2_block.tile:76
  __half* const p1568 = (p_residual + v1440);  // gpt2_block.tile:76
  __half* const p1569 = (p_residual + v1441);  // gpt2_block.tile:76
  __half* const p1570 = (p_residual + v1442);  // gpt2_block.tile:76
  __half* const p1571 = (p_residual + v1443);  // gpt2_block.tile:76
  __half* const p1572 = (p_residual + v1444);  // gpt2_block.tile:76
  __half* const p1573 = (p_residual + v1445);  // gpt2_block.tile:76
  __half* const p1574 = (p_residual + v1446);  // gpt2_block.tile:76
  __half* const p1575 = (p_residual + v1447);  // gpt2_block.tile:76
  __half* const p1576 = (p_residual + v1448);  // gpt2_block.tile:76
  __half* const p1577 = (p_residual + v1449);  // gpt2_block.tile:76
  __half* const p1578 = (p_residual + v1450);  // gpt2_block.tile:76
  __half* const p1579 = (p_residual + v1451);  // gpt2_block.tile:76
  __half* const p1580 = (p_residual + v1452);  // gpt2_block.tile:76
  __half* const p1581 = (p_residual + v1453);  // gpt2_block.tile:76
  __half* const p1582 = (p_residual + v1454);  // gpt2_block.tile:76
  __half* const p1583 = (p_residual + v1455);  // gpt2_block.tile:76
  __half* const p1584 = (p_residual + v1456);  // gpt2_block.tile:76
  __half* const p1585 = (p_residual + v1457);  // gpt2_block.tile:76
  __half* const p1586 = (p_residual + v1458);  // gpt2_block.tile:76
  __half* const p1587 = (p_residual + v1459);  // gpt2_block.tile:76
  __half const k1588 = __ushort_as_half((unsigned short)0);  // gpt2_block.tile:76
  int const ar1589 = (tl_c5_0 + 8);  // gpt2_block.tile:76
  int const ar1590 = (tl_c5_0 + 64);  // gpt2_block.tile:76
  int const ar1591 = (tl_c5_0 + 72);  // gpt2_block.tile:76
  int const v1592 = ((int)((unsigned int)(v4) + (unsigned int)(tl_c5_0)));  // gpt2_block.tile:76
  int const v1593 = ((int)((unsigned int)(v4) + (unsigned int)(ar1589)));  // gpt2_block.tile:76
  int const v1594 = ((int)((unsigned int)(v4) + (unsigned int)(ar1590)));  // gpt2_block.tile:76
  int const v1595 = ((int)((unsigned int)(v4) + (unsigned int)(ar1591)));  // gpt2_block.tile:76
  bool const v1596 = (v1592 < p_M);  // gpt2_block.tile:76
  bool const v1597 = (v1593 < p_M);  // gpt2_block.tile:76
  bool const v1598 = (v1594 < p_M);  // gpt2_block.tile:76
  bool const v1599 = (v1595 < p_M);  // gpt2_block.tile:76
  bool const v1600 = (v164 < p_N);  // gpt2_block.tile:76
  bool const v1601 = (v165 < p_N);  // gpt2_block.tile:76
  bool const v1602 = (v166 < p_N);  // gpt2_block.tile:76
  bool const v1603 = (v167 < p_N);  // gpt2_block.tile:76
  bool const v1604 = (v168 < p_N);  // gpt2_block.tile:76
  bool const v1605 = (v169 < p_N);  // gpt2_block.tile:76
  bool const v1606 = (v170 < p_N);  // gpt2_block.tile:76
  bool const v1607 = (v171 < p_N);  // gpt2_block.tile:76
  bool const v1608 = (v172 < p_N);  // gpt2_block.tile:76
  bool const v1609 = (v173 < p_N);  // gpt2_block.tile:76
  bool const v1610 = (v174 < p_N);  // gpt2_block.tile:76
  bool const v1611 = (v175 < p_N);  // gpt2_block.tile:76
  bool const v1612 = (v176 < p_N);  // gpt2_block.tile:76
  bool const v1613 = (v177 < p_N);  // gpt2_block.tile:76
  bool const v1614 = (v178 < p_N);  // gpt2_block.tile:76
  bool const v1615 = (v179 < p_N);  // gpt2_block.tile:76
  bool const v1616 = (v180 < p_N);  // gpt2_block.tile:76
  bool const v1617 = (v181 < p_N);  // gpt2_block.tile:76
  bool const v1618 = (v182 < p_N);  // gpt2_block.tile:76
  bool const v1619 = (v183 < p_N);  // gpt2_block.tile:76
  bool const v1620 = (v184 < p_N);  // gpt2_block.tile:76
  bool const v1621 = (v185 < p_N);  // gpt2_block.tile:76
  bool const v1622 = (v186 < p_N);  // gpt2_block.tile:76
  bool const v1623 = (v187 < p_N);  // gpt2_block.tile:76
  bool const v1624 = (v188 < p_N);  // gpt2_block.tile:76
  bool const v1625 = (v189 < p_N);  // gpt2_block.tile:76
  bool const v1626 = (v190 < p_N);  // gpt2_block.tile:76
  bool const v1627 = (v191 < p_N);  // gpt2_block.tile:76
  bool const v1628 = (v192 < p_N);  // gpt2_block.tile:76
  bool const v1629 = (v193 < p_N);  // gpt2_block.tile:76
  bool const v1630 = (v194 < p_N);  // gpt2_block.tile:76
  bool const v1631 = (v195 < p_N);  // gpt2_block.tile:76
  bool const v1632 = ((bool)(v1596 & v1600));  // gpt2_block.tile:76
  bool const v1633 = ((bool)(v1596 & v1601));  // gpt2_block.tile:76
  bool const v1634 = ((bool)(v1597 & v1600));  // gpt2_block.tile:76
  bool const v1635 = ((bool)(v1597 & v1601));  // gpt2_block.tile:76
  bool const v1636 = ((bool)(v1596 & v1602));  // gpt2_block.tile:76
  bool const v1637 = ((bool)(v1596 & v1603));  // gpt2_block.tile:76
  bool const v1638 = ((bool)(v1597 & v1602));  // gpt2_block.tile:76
  bool const v1639 = ((bool)(v1597 & v1603));  // gpt2_block.tile:76
  bool const v1640 = ((bool)(v1596 & v1604));  // gpt2_block.tile:76
  bool const v1641 = ((bool)(v1596 & v1605));  // gpt2_block.tile:76
  bool const v1642 = ((bool)(v1597 & v1604));  // gpt2_block.tile:76
  bool const v1643 = ((bool)(v1597 & v1605));  // gpt2_block.tile:76
  bool const v1644 = ((bool)(v1596 & v1606));  // gpt2_block.tile:76
  bool const v1645 = ((bool)(v1596 & v1607));  // gpt2_block.tile:76
  bool const v1646 = ((bool)(v1597 & v1606));  // gpt2_block.tile:76
  bool const v1647 = ((bool)(v1597 & v1607));  // gpt2_block.tile:76
  bool const v1648 = ((bool)(v1596 & v1608));  // gpt2_block.tile:76
  bool const v1649 = ((bool)(v1596 & v1609));  // gpt2_block.tile:76
  bool const v1650 = ((bool)(v1597 & v1608));  // gpt2_block.tile:76
  bool const v1651 = ((bool)(v1597 & v1609));  // gpt2_block.tile:76
  bool const v1652 = ((bool)(v1596 & v1610));  // gpt2_block.tile:76
  bool const v1653 = ((bool)(v1596 & v1611));  // gpt2_block.tile:76
  bool const v1654 = ((bool)(v1597 & v1610));  // gpt2_block.tile:76
  bool const v1655 = ((bool)(v1597 & v1611));  // gpt2_block.tile:76
  bool const v1656 = ((bool)(v1596 & v1612));  // gpt2_block.tile:76
  bool const v1657 = ((bool)(v1596 & v1613));  // gpt2_block.tile:76
  bool const v1658 = ((bool)(v1597 & v1612));  // gpt2_block.tile:76
  bool const v1659 = ((bool)(v1597 & v1613));  // gpt2_block.tile:76
  bool const v1660 = ((bool)(v1596 & v1614));  // gpt2_block.tile:76
  bool const v1661 = ((bool)(v1596 & v1615));  // gpt2_block.tile:76
  bool const v1662 = ((bool)(v1597 & v1614));  // gpt2_block.tile:76
  bool const v1663 = ((bool)(v1597 & v1615));  // gpt2_block.tile:76
  bool const v1664 = ((bool)(v1596 & v1616));  // gpt2_block.tile:76
  bool const v1665 = ((bool)(v1596 & v1617));  // gpt2_block.tile:76
  bool const v1666 = ((bool)(v1597 & v1616));  // gpt2_block.tile:76
  bool const v1667 = ((bool)(v1597 & v1617));  // gpt2_block.tile:76
  bool const v1668 = ((bool)(v1596 & v1618));  // gpt2_block.tile:76
  bool const v1669 = ((bool)(v1596 & v1619));  // gpt2_block.tile:76
  bool const v1670 = ((bool)(v1597 & v1618));  // gpt2_block.tile:76
  bool const v1671 = ((bool)(v1597 & v1619));  // gpt2_block.tile:76
  bool const v1672 = ((bool)(v1596 & v1620));  // gpt2_block.tile:76
  bool const v1673 = ((bool)(v1596 & v1621));  // gpt2_block.tile:76
  bool const v1674 = ((bool)(v1597 & v1620));  // gpt2_block.tile:76
  bool const v1675 = ((bool)(v1597 & v1621));  // gpt2_block.tile:76
  bool const v1676 = ((bool)(v1596 & v1622));  // gpt2_block.tile:76
  bool const v1677 = ((bool)(v1596 & v1623));  // gpt2_block.tile:76
  bool const v1678 = ((bool)(v1597 & v1622));  // gpt2_block.tile:76
  bool const v1679 = ((bool)(v1597 & v1623));  // gpt2_block.tile:76
  bool const v1680 = ((bool)(v1596 & v1624));  // gpt2_block.tile:76
  bool const v1681 = ((bool)(v1596 & v1625));  // gpt2_block.tile:76
  bool const v1682 = ((bool)(v1597 & v1624));  // gpt2_block.tile:76
  bool const v1683 = ((bool)(v1597 & v1625));  // gpt2_block.tile:76
  bool const v1684 = ((bool)(v1596 & v1626));  // gpt2_block.tile:76
  bool const v1685 = ((bool)(v1596 & v1627));  // gpt2_block.tile:76
  bool const v1686 = ((bool)(v1597 & v1626));  // gpt2_block.tile:76
  bool const v1687 = ((bool)(v1597 & v1627));  // gpt2_block.tile:76
  bool const v1688 = ((bool)(v1596 & v1628));  // gpt2_block.tile:76
  bool const v1689 = ((bool)(v1596 & v1629));  // gpt2_block.tile:76
  bool const v1690 = ((bool)(v1597 & v1628));  // gpt2_block.tile:76
  bool const v1691 = ((bool)(v1597 & v1629));  // gpt2_block.tile:76
  bool const v1692 = ((bool)(v1596 & v1630));  // gpt2_block.tile:76
  bool const v1693 = ((bool)(v1596 & v1631));  // gpt2_block.tile:76
  bool const v1694 = ((bool)(v1597 & v1630));  // gpt2_block.tile:76
  bool const v1695 = ((bool)(v1597 & v1631));  // gpt2_block.tile:76
  bool const v1696 = ((bool)(v1598 & v1600));  // gpt2_block.tile:76
  bool const v1697 = ((bool)(v1598 & v1601));  // gpt2_block.tile:76
  bool const v1698 = ((bool)(v1599 & v1600));  // gpt2_block.tile:76
  bool const v1699 = ((bool)(v1599 & v1601));  // gpt2_block.tile:76
  bool const v1700 = ((bool)(v1598 & v1602));  // gpt2_block.tile:76
  bool const v1701 = ((bool)(v1598 & v1603));  // gpt2_block.tile:76
  bool const v1702 = ((bool)(v1599 & v1602));  // gpt2_block.tile:76
  bool const v1703 = ((bool)(v1599 & v1603));  // gpt2_block.tile:76
  bool const v1704 = ((bool)(v1598 & v1604));  // gpt2_block.tile:76
  bool const v1705 = ((bool)(v1598 & v1605));  // gpt2_block.tile:76
  bool const v1706 = ((bool)(v1599 & v1604));  // gpt2_block.tile:76
  bool const v1707 = ((bool)(v1599 & v1605));  // gpt2_block.tile:76
  bool const v1708 = ((bool)(v1598 & v1606));  // gpt2_block.tile:76
  bool const v1709 = ((bool)(v1598 & v1607));  // gpt2_block.tile:76
  bool const v1710 = ((bool)(v1599 & v1606));  // gpt2_block.tile:76
  bool const v1711 = ((bool)(v1599 & v1607));  // gpt2_block.tile:76
  bool const v1712 = ((bool)(v1598 & v1608));  // gpt2_block.tile:76
  bool const v1713 = ((bool)(v1598 & v1609));  // gpt2_block.tile:76
  bool const v1714 = ((bool)(v1599 & v1608));  // gpt2_block.tile:76
  bool const v1715 = ((bool)(v1599 & v1609));  // gpt2_block.tile:76
  bool const v1716 = ((bool)(v1598 & v1610));  // gpt2_block.tile:76
  bool const v1717 = ((bool)(v1598 & v1611));  // gpt2_block.tile:76
  bool const v1718 = ((bool)(v1599 & v1610));  // gpt2_block.tile:76
  bool const v1719 = ((bool)(v1599 & v1611));  // gpt2_block.tile:76
  bool const v1720 = ((bool)(v1598 & v1612));  // gpt2_block.tile:76
  bool const v1721 = ((bool)(v1598 & v1613));  // gpt2_block.tile:76
  bool const v1722 = ((bool)(v1599 & v1612));  // gpt2_block.tile:76
  bool const v1723 = ((bool)(v1599 & v1613));  // gpt2_block.tile:76
  bool const v1724 = ((bool)(v1598 & v1614));  // gpt2_block.tile:76
  bool const v1725 = ((bool)(v1598 & v1615));  // gpt2_block.tile:76
  bool const v1726 = ((bool)(v1599 & v1614));  // gpt2_block.tile:76
  bool const v1727 = ((bool)(v1599 & v1615));  // gpt2_block.tile:76
  bool const v1728 = ((bool)(v1598 & v1616));  // gpt2_block.tile:76
  bool const v1729 = ((bool)(v1598 & v1617));  // gpt2_block.tile:76
  bool const v1730 = ((bool)(v1599 & v1616));  // gpt2_block.tile:76
  bool const v1731 = ((bool)(v1599 & v1617));  // gpt2_block.tile:76
  bool const v1732 = ((bool)(v1598 & v1618));  // gpt2_block.tile:76
  bool const v1733 = ((bool)(v1598 & v1619));  // gpt2_block.tile:76
  bool const v1734 = ((bool)(v1599 & v1618));  // gpt2_block.tile:76
  bool const v1735 = ((bool)(v1599 & v1619));  // gpt2_block.tile:76
  bool const v1736 = ((bool)(v1598 & v1620));  // gpt2_block.tile:76
  bool const v1737 = ((bool)(v1598 & v1621));  // gpt2_block.tile:76
  bool const v1738 = ((bool)(v1599 & v1620));  // gpt2_block.tile:76
  bool const v1739 = ((bool)(v1599 & v1621));  // gpt2_block.tile:76
  bool const v1740 = ((bool)(v1598 & v1622));  // gpt2_block.tile:76
  bool const v1741 = ((bool)(v1598 & v1623));  // gpt2_block.tile:76
  bool const v1742 = ((bool)(v1599 & v1622));  // gpt2_block.tile:76
  bool const v1743 = ((bool)(v1599 & v1623));  // gpt2_block.tile:76
  bool const v1744 = ((bool)(v1598 & v1624));  // gpt2_block.tile:76
  bool const v1745 = ((bool)(v1598 & v1625));  // gpt2_block.tile:76
  bool const v1746 = ((bool)(v1599 & v1624));  // gpt2_block.tile:76
  bool const v1747 = ((bool)(v1599 & v1625));  // gpt2_block.tile:76
  bool const v1748 = ((bool)(v1598 & v1626));  // gpt2_block.tile:76
  bool const v1749 = ((bool)(v1598 & v1627));  // gpt2_block.tile:76
  bool const v1750 = ((bool)(v1599 & v1626));  // gpt2_block.tile:76
  bool const v1751 = ((bool)(v1599 & v1627));  // gpt2_block.tile:76
  bool const v1752 = ((bool)(v1598 & v1628));  // gpt2_block.tile:76
  bool const v1753 = ((bool)(v1598 & v1629));  // gpt2_block.tile:76
  bool const v1754 = ((bool)(v1599 & v1628));  // gpt2_block.tile:76
  bool const v1755 = ((bool)(v1599 & v1629));  // gpt2_block.tile:76
  bool const v1756 = ((bool)(v1598 & v1630));  // gpt2_block.tile:76
  bool const v1757 = ((bool)(v1598 & v1631));  // gpt2_block.tile:76
  bool const v1758 = ((bool)(v1599 & v1630));  // gpt2_block.tile:76
  bool const v1759 = ((bool)(v1599 & v1631));  // gpt2_block.tile:76
  const __half ld1760 = v1632 ? *p1460 : k1588;  // gpt2_block.tile:76
  const __half ld1761 = v1633 ? *p1461 : k1588;  // gpt2_block.tile:76
  const __half ld1762 = v1634 ? *p1462 : k1588;  // gpt2_block.tile:76
  const __half ld1763 = v1635 ? *p1463 : k1588;  // gpt2_block.tile:76
  const __half ld1764 = v1636 ? *p1464 : k1588;  // gpt2_block.tile:76
  const __half ld1765 = v1637 ? *p1465 : k1588;  // gpt2_block.tile:76
  const __half ld1766 = v1638 ? *p1466 : k1588;  // gpt2_block.tile:76
  const __half ld1767 = v1639 ? *p1467 : k1588;  // gpt2_block.tile:76
  const __half ld1768 = v1640 ? *p1468 : k1588;  // gpt2_block.tile:76
  const __half ld1769 = v1641 ? *p1469 : k1588;  // gpt2_block.tile:76
  const __half ld1770 = v1642 ? *p1470 : k1588;  // gpt2_block.tile:76
  const __half ld1771 = v1643 ? *p1471 : k1588;  // gpt2_block.tile:76
  const __half ld1772 = v1644 ? *p1472 : k1588;  // gpt2_block.tile:76
  const __half ld1773 = v1645 ? *p1473 : k1588;  // gpt2_block.tile:76
  const __half ld1774 = v1646 ? *p1474 : k1588;  // gpt2_block.tile:76
  const __half ld1775 = v1647 ? *p1475 : k1588;  // gpt2_block.tile:76
  const __half ld1776 = v1648 ? *p1476 : k1588;  // gpt2_block.tile:76
  const __half ld1777 = v1649 ? *p1477 : k1588;  // gpt2_block.tile:76
  const __half ld1778 = v1650 ? *p1478 : k1588;  // gpt2_block.tile:76
  const __half ld1779 = v1651 ? *p1479 : k1588;  // gpt2_block.tile:76
  const __half ld1780 = v1652 ? *p1480 : k1588;  // gpt2_block.tile:76
  const __half ld1781 = v1653 ? *p1481 : k1588;  // gpt2_block.tile:76
  const __half ld1782 = v1654 ? *p1482 : k1588;  // gpt2_block.tile:76
  const __half ld1783 = v1655 ? *p1483 : k1588;  // gpt2_block.tile:76
  const __half ld1784 = v1656 ? *p1484 : k1588;  // gpt2_block.tile:76
  const __half ld1785 = v1657 ? *p1485 : k1588;  // gpt2_block.tile:76
  const __half ld1786 = v1658 ? *p1486 : k1588;  // gpt2_block.tile:76
  const __half ld1787 = v1659 ? *p1487 : k1588;  // gpt2_block.tile:76
  const __half ld1788 = v1660 ? *p1488 : k1588;  // gpt2_block.tile:76
  const __half ld1789 = v1661 ? *p1489 : k1588;  // gpt2_block.tile:76
  const __half ld1790 = v1662 ? *p1490 : k1588;  // gpt2_block.tile:76
  const __half ld1791 = v1663 ? *p1491 : k1588;  // gpt2_block.tile:76
  const __half ld1792 = v1664 ? *p1492 : k1588;  // gpt2_block.tile:76
  const __half ld1793 = v1665 ? *p1493 : k1588;  // gpt2_block.tile:76
  const __half ld1794 = v1666 ? *p1494 : k1588;  // gpt2_block.tile:76
  const __half ld1795 = v1667 ? *p1495 : k1588;  // gpt2_block.tile:76
  const __half ld1796 = v1668 ? *p1496 : k1588;  // gpt2_block.tile:76
  const __half ld1797 = v1669 ? *p1497 : k1588;  // gpt2_block.tile:76
  const __half ld1798 = v1670 ? *p1498 : k1588;  // gpt2_block.tile:76
  const __half ld1799 = v1671 ? *p1499 : k1588;  // gpt2_block.tile:76
  const __half ld1800 = v1672 ? *p1500 : k1588;  // gpt2_block.tile:76
  const __half ld1801 = v1673 ? *p1501 : k1588;  // gpt2_block.tile:76
  const __half ld1802 = v1674 ? *p1502 : k1588;  // gpt2_block.tile:76
  const __half ld1803 = v1675 ? *p1503 : k1588;  // gpt2_block.tile:76
  const __half ld1804 = v1676 ? *p1504 : k1588;  // gpt2_block.tile:76
  const __half ld1805 = v1677 ? *p1505 : k1588;  // gpt2_block.tile:76
  const __half ld1806 = v1678 ? *p1506 : k1588;  // gpt2_block.tile:76
  const __half ld1807 = v1679 ? *p1507 : k1588;  // gpt2_block.tile:76
  const __half ld1808 = v1680 ? *p1508 : k1588;  // gpt2_block.tile:76
  const __half ld1809 = v1681 ? *p1509 : k1588;  // gpt2_block.tile:76
  const __half ld1810 = v1682 ? *p1510 : k1588;  // gpt2_block.tile:76
  const __half ld1811 = v1683 ? *p1511 : k1588;  // gpt2_block.tile:76
  const __half ld1812 = v1684 ? *p1512 : k1588;  // gpt2_block.tile:76
  const __half ld1813 = v1685 ? *p1513 : k1588;  // gpt2_block.tile:76
  const __half ld1814 = v1686 ? *p1514 : k1588;  // gpt2_block.tile:76
  const __half ld1815 = v1687 ? *p1515 : k1588;  // gpt2_block.tile:76
  const __half ld1816 = v1688 ? *p1516 : k1588;  // gpt2_block.tile:76
  const __half ld1817 = v1689 ? *p1517 : k1588;  // gpt2_block.tile:76
  const __half ld1818 = v1690 ? *p1518 : k1588;  // gpt2_block.tile:76
  const __half ld1819 = v1691 ? *p1519 : k1588;  // gpt2_block.tile:76
  const __half ld1820 = v1692 ? *p1520 : k1588;  // gpt2_block.tile:76
  const __half ld1821 = v1693 ? *p1521 : k1588;  // gpt2_block.tile:76
  const __half ld1822 = v1694 ? *p1522 : k1588;  // gpt2_block.tile:76
  const __half ld1823 = v1695 ? *p1523 : k1588;  // gpt2_block.tile:76
  const __half ld1824 = v1696 ? *p1524 : k1588;  // gpt2_block.tile:76
  const __half ld1825 = v1697 ? *p1525 : k1588;  // gpt2_block.tile:76
  const __half ld1826 = v1698 ? *p1526 : k1588;  // gpt2_block.tile:76
  const __half ld1827 = v1699 ? *p1527 : k1588;  // gpt2_block.tile:76
  const __half ld1828 = v1700 ? *p1528 : k1588;  // gpt2_block.tile:76
  const __half ld1829 = v1701 ? *p1529 : k1588;  // gpt2_block.tile:76
  const __half ld1830 = v1702 ? *p1530 : k1588;  // gpt2_block.tile:76
  const __half ld1831 = v1703 ? *p1531 : k1588;  // gpt2_block.tile:76
  const __half ld1832 = v1704 ? *p1532 : k1588;  // gpt2_block.tile:76
  const __half ld1833 = v1705 ? *p1533 : k1588;  // gpt2_block.tile:76
  const __half ld1834 = v1706 ? *p1534 : k1588;  // gpt2_block.tile:76
  const __half ld1835 = v1707 ? *p1535 : k1588;  // gpt2_block.tile:76
  const __half ld1836 = v1708 ? *p1536 : k1588;  // gpt2_block.tile:76
  const __half ld1837 = v1709 ? *p1537 : k1588;  // gpt2_block.tile:76
  const __half ld1838 = v1710 ? *p1538 : k1588;  // gpt2_block.tile:76
  const __half ld1839 = v1711 ? *p1539 : k1588;  // gpt2_block.tile:76
  const __half ld1840 = v1712 ? *p1540 : k1588;  // gpt2_block.tile:76
  const __half ld1841 = v1713 ? *p1541 : k1588;  // gpt2_block.tile:76
  const __half ld1842 = v1714 ? *p1542 : k1588;  // gpt2_block.tile:76
  const __half ld1843 = v1715 ? *p1543 : k1588;  // gpt2_block.tile:76
  const __half ld1844 = v1716 ? *p1544 : k1588;  // gpt2_block.tile:76
  const __half ld1845 = v1717 ? *p1545 : k1588;  // gpt2_block.tile:76
  const __half ld1846 = v1718 ? *p1546 : k1588;  // gpt2_block.tile:76
  const __half ld1847 = v1719 ? *p1547 : k1588;  // gpt2_block.tile:76
  const __half ld1848 = v1720 ? *p1548 : k1588;  // gpt2_block.tile:76
  const __half ld1849 = v1721 ? *p1549 : k1588;  // gpt2_block.tile:76
  const __half ld1850 = v1722 ? *p1550 : k1588;  // gpt2_block.tile:76
  const __half ld1851 = v1723 ? *p1551 : k1588;  // gpt2_block.tile:76
  const __half ld1852 = v1724 ? *p1552 : k1588;  // gpt2_block.tile:76
  const __half ld1853 = v1725 ? *p1553 : k1588;  // gpt2_block.tile:76
  const __half ld1854 = v1726 ? *p1554 : k1588;  // gpt2_block.tile:76
  const __half ld1855 = v1727 ? *p1555 : k1588;  // gpt2_block.tile:76
  const __half ld1856 = v1728 ? *p1556 : k1588;  // gpt2_block.tile:76
  const __half ld1857 = v1729 ? *p1557 : k1588;  // gpt2_block.tile:76
  const __half ld1858 = v1730 ? *p1558 : k1588;  // gpt2_block.tile:76
  const __half ld1859 = v1731 ? *p1559 : k1588;  // gpt2_block.tile:76
  const __half ld1860 = v1732 ? *p1560 : k1588;  // gpt2_block.tile:76
  const __half ld1861 = v1733 ? *p1561 : k1588;  // gpt2_block.tile:76
  const __half ld1862 = v1734 ? *p1562 : k1588;  // gpt2_block.tile:76
  const __half ld1863 = v1735 ? *p1563 : k1588;  // gpt2_block.tile:76
  const __half ld1864 = v1736 ? *p1564 : k1588;  // gpt2_block.tile:76
  const __half ld1865 = v1737 ? *p1565 : k1588;  // gpt2_block.tile:76
  const __half ld1866 = v1738 ? *p1566 : k1588;  // gpt2_block.tile:76
  const __half ld1867 = v1739 ? *p1567 : k1588;  // gpt2_block.tile:76
  const __half ld1868 = v1740 ? *p1568 : k1588;  // gpt2_block.tile:76
  const __half ld1869 = v1741 ? *p1569 : k1588;  // gpt2_block.tile:76
  const __half ld1870 = v1742 ? *p1570 : k1588;  // gpt2_block.tile:76
  const __half ld1871 = v1743 ? *p1571 : k1588;  // gpt2_block.tile:76
  const __half ld1872 = v1744 ? *p1572 : k1588;  // gpt2_block.tile:76
  const __half ld1873 = v1745 ? *p1573 : k1588;  // gpt2_block.tile:76
  const __half ld1874 = v1746 ? *p1574 : k1588;  // gpt2_block.tile:76
  const __half ld1875 = v1747 ? *p1575 : k1588;  // gpt2_block.tile:76
  const __half ld1876 = v1748 ? *p1576 : k1588;  // gpt2_block.tile:76
  const __half ld1877 = v1749 ? *p1577 : k1588;  // gpt2_block.tile:76
  const __half ld1878 = v1750 ? *p1578 : k1588;  // gpt2_block.tile:76
  const __half ld1879 = v1751 ? *p1579 : k1588;  // gpt2_block.tile:76
  const __half ld1880 = v1752 ? *p1580 : k1588;  // gpt2_block.tile:76
  const __half ld1881 = v1753 ? *p1581 : k1588;  // gpt2_block.tile:76
  const __half ld1882 = v1754 ? *p1582 : k1588;  // gpt2_block.tile:76
  const __half ld1883 = v1755 ? *p1583 : k1588;  // gpt2_block.tile:76
  const __half ld1884 = v1756 ? *p1584 : k1588;  // gpt2_block.tile:76
  const __half ld1885 = v1757 ? *p1585 : k1588;  // gpt2_block.tile:76
  const __half ld1886 = v1758 ? *p1586 : k1588;  // gpt2_block.tile:76
  const __half ld1887 = v1759 ? *p1587 : k1588;  // gpt2_block.tile:76
  float const v1888 = __half2float(ld1760);  // gpt2_block.tile:76
  float const v1889 = __half2float(ld1761);  // gpt2_block.tile:76
  float const v1890 = __half2float(ld1762);  // gpt2_block.tile:76
  float const v1891 = __half2float(ld1763);  // gpt2_block.tile:76
  float const v1892 = __half2float(ld1764);  // gpt2_block.tile:76
  float const v1893 = __half2float(ld1765);  // gpt2_block.tile:76
  float const v1894 = __half2float(ld1766);  // gpt2_block.tile:76
  float const v1895 = __half2float(ld1767);  // gpt2_block.tile:76
  float const v1896 = __half2float(ld1768);  // gpt2_block.tile:76
  float const v1897 = __half2float(ld1769);  // gpt2_block.tile:76
  float const v1898 = __half2float(ld1770);  // gpt2_block.tile:76
  float const v1899 = __half2float(ld1771);  // gpt2_block.tile:76
  float const v1900 = __half2float(ld1772);  // gpt2_block.tile:76
  float const v1901 = __half2float(ld1773);  // gpt2_block.tile:76
  float const v1902 = __half2float(ld1774);  // gpt2_block.tile:76
  float const v1903 = __half2float(ld1775);  // gpt2_block.tile:76
  float const v1904 = __half2float(ld1776);  // gpt2_block.tile:76
  float const v1905 = __half2float(ld1777);  // gpt2_block.tile:76
  float const v1906 = __half2float(ld1778);  // gpt2_block.tile:76
  float const v1907 = __half2float(ld1779);  // gpt2_block.tile:76
  float const v1908 = __half2float(ld1780);  // gpt2_block.tile:76
  float const v1909 = __half2float(ld1781);  // gpt2_block.tile:76
  float const v1910 = __half2float(ld1782);  // gpt2_block.tile:76
  float const v1911 = __half2float(ld1783);  // gpt2_block.tile:76
  float const v1912 = __half2float(ld1784);  // gpt2_block.tile:76
  float const v1913 = __half2float(ld1785);  // gpt2_block.tile:76
  float const v1914 = __half2float(ld1786);  // gpt2_block.tile:76
  float const v1915 = __half2float(ld1787);  // gpt2_block.tile:76
  float const v1916 = __half2float(ld1788);  // gpt2_block.tile:76
  float const v1917 = __half2float(ld1789);  // gpt2_block.tile:76
  float const v1918 = __half2float(ld1790);  // gpt2_block.tile:76
  float const v1919 = __half2float(ld1791);  // gpt2_block.tile:76
  float const v1920 = __half2float(ld1792);  // gpt2_block.tile:76
  float const v1921 = __half2float(ld1793);  // gpt2_block.tile:76
  float const v1922 = __half2float(ld1794);  // gpt2_block.tile:76
  float const v1923 = __half2float(ld1795);  // gpt2_block.tile:76
  float const v1924 = __half2float(ld1796);  // gpt2_block.tile:76
  float const v1925 = __half2float(ld1797);  // gpt2_block.tile:76
  float const v1926 = __half2float(ld1798);  // gpt2_block.tile:76
  float const v1927 = __half2float(ld1799);  // gpt2_block.tile:76
  float const v1928 = __half2float(ld1800);  // gpt2_block.tile:76
  float const v1929 = __half2float(ld1801);  // gpt2_block.tile:76
  float const v1930 = __half2float(ld1802);  // gpt2_block.tile:76
  float const v1931 = __half2float(ld1803);  // gpt2_block.tile:76
  float const v1932 = __half2float(ld1804);  // gpt2_block.tile:76
  float const v1933 = __half2float(ld1805);  // gpt2_block.tile:76
  float const v1934 = __half2float(ld1806);  // gpt2_block.tile:76
  float const v1935 = __half2float(ld1807);  // gpt2_block.tile:76
  float const v1936 = __half2float(ld1808);  // gpt2_block.tile:76
  float const v1937 = __half2float(ld1809);  // gpt2_block.tile:76
  float const v1938 = __half2float(ld1810);  // gpt2_block.tile:76
  float const v1939 = __half2float(ld1811);  // gpt2_block.tile:76
  float const v1940 = __half2float(ld1812);  // gpt2_block.tile:76
  float const v1941 = __half2float(ld1813);  // gpt2_block.tile:76
  float const v1942 = __half2float(ld1814);  // gpt2_block.tile:76
  float const v1943 = __half2float(ld1815);  // gpt2_block.tile:76
  float const v1944 = __half2float(ld1816);  // gpt2_block.tile:76
  float const v1945 = __half2float(ld1817);  // gpt2_block.tile:76
  float const v1946 = __half2float(ld1818);  // gpt2_block.tile:76
  float const v1947 = __half2float(ld1819);  // gpt2_block.tile:76
  float const v1948 = __half2float(ld1820);  // gpt2_block.tile:76
  float const v1949 = __half2float(ld1821);  // gpt2_block.tile:76
  float const v1950 = __half2float(ld1822);  // gpt2_block.tile:76
  float const v1951 = __half2float(ld1823);  // gpt2_block.tile:76
  float const v1952 = __half2float(ld1824);  // gpt2_block.tile:76
  float const v1953 = __half2float(ld1825);  // gpt2_block.tile:76
  float const v1954 = __half2float(ld1826);  // gpt2_block.tile:76
  float const v1955 = __half2float(ld1827);  // gpt2_block.tile:76
  float const v1956 = __half2float(ld1828);  // gpt2_block.tile:76
  float const v1957 = __half2float(ld1829);  // gpt2_block.tile:76
  float const v1958 = __half2float(ld1830);  // gpt2_block.tile:76
  float const v1959 = __half2float(ld1831);  // gpt2_block.tile:76
  float const v1960 = __half2float(ld1832);  // gpt2_block.tile:76
  float const v1961 = __half2float(ld1833);  // gpt2_block.tile:76
  float const v1962 = __half2float(ld1834);  // gpt2_block.tile:76
  float const v1963 = __half2float(ld1835);  // gpt2_block.tile:76
  float const v1964 = __half2float(ld1836);  // gpt2_block.tile:76
  float const v1965 = __half2float(ld1837);  // gpt2_block.tile:76
  float const v1966 = __half2float(ld1838);  // gpt2_block.tile:76
  float const v1967 = __half2float(ld1839);  // gpt2_block.tile:76
  float const v1968 = __half2float(ld1840);  // gpt2_block.tile:76
  float const v1969 = __half2float(ld1841);  // gpt2_block.tile:76
  float const v1970 = __half2float(ld1842);  // gpt2_block.tile:76
  float const v1971 = __half2float(ld1843);  // gpt2_block.tile:76
  float const v1972 = __half2float(ld1844);  // gpt2_block.tile:76
  float const v1973 = __half2float(ld1845);  // gpt2_block.tile:76
  float const v1974 = __half2float(ld1846);  // gpt2_block.tile:76
  float const v1975 = __half2float(ld1847);  // gpt2_block.tile:76
  float const v1976 = __half2float(ld1848);  // gpt2_block.tile:76
  float const v1977 = __half2float(ld1849);  // gpt2_block.tile:76
  float const v1978 = __half2float(ld1850);  // gpt2_block.tile:76
  float const v1979 = __half2float(ld1851);  // gpt2_block.tile:76
  float const v1980 = __half2float(ld1852);  // gpt2_block.tile:76
  float const v1981 = __half2float(ld1853);  // gpt2_block.tile:76
  float const v1982 = __half2float(ld1854);  // gpt2_block.tile:76
  float const v1983 = __half2float(ld1855);  // gpt2_block.tile:76
  float const v1984 = __half2float(ld1856);  // gpt2_block.tile:76
  float const v1985 = __half2float(ld1857);  // gpt2_block.tile:76
  float const v1986 = __half2float(ld1858);  // gpt2_block.tile:76
  float const v1987 = __half2float(ld1859);  // gpt2_block.tile:76
  float const v1988 = __half2float(ld1860);  // gpt2_block.tile:76
  float const v1989 = __half2float(ld1861);  // gpt2_block.tile:76
  float const v1990 = __half2float(ld1862);  // gpt2_block.tile:76
  float const v1991 = __half2float(ld1863);  // gpt2_block.tile:76
  float const v1992 = __half2float(ld1864);  // gpt2_block.tile:76
  float const v1993 = __half2float(ld1865);  // gpt2_block.tile:76
  float const v1994 = __half2float(ld1866);  // gpt2_block.tile:76
  float const v1995 = __half2float(ld1867);  // gpt2_block.tile:76
  float const v1996 = __half2float(ld1868);  // gpt2_block.tile:76
  float const v1997 = __half2float(ld1869);  // gpt2_block.tile:76
  float const v1998 = __half2float(ld1870);  // gpt2_block.tile:76
  float const v1999 = __half2float(ld1871);  // gpt2_block.tile:76
  float const v2000 = __half2float(ld1872);  // gpt2_block.tile:76
  float const v2001 = __half2float(ld1873);  // gpt2_block.tile:76
  float const v2002 = __half2float(ld1874);  // gpt2_block.tile:76
  float const v2003 = __half2float(ld1875);  // gpt2_block.tile:76
  float const v2004 = __half2float(ld1876);  // gpt2_block.tile:76
  float const v2005 = __half2float(ld1877);  // gpt2_block.tile:76
  float const v2006 = __half2float(ld1878);  // gpt2_block.tile:76
  float const v2007 = __half2float(ld1879);  // gpt2_block.tile:76
  float const v2008 = __half2float(ld1880);  // gpt2_block.tile:76
  float const v2009 = __half2float(ld1881);  // gpt2_block.tile:76
  float const v2010 = __half2float(ld1882);  // gpt2_block.tile:76
  float const v2011 = __half2float(ld1883);  // gpt2_block.tile:76
  float const v2012 = __half2float(ld1884);  // gpt2_block.tile:76
  float const v2013 = __half2float(ld1885);  // gpt2_block.tile:76
  float const v2014 = __half2float(ld1886);  // gpt2_block.tile:76
  float const v2015 = __half2float(ld1887);  // gpt2_block.tile:76
  float const v2016 = (v1161 + v1888);  // gpt2_block.tile:76
  float const v2017 = (v1162 + v1889);  // gpt2_block.tile:76
  float const v2018 = (v1163 + v1890);  // gpt2_block.tile:76
  float const v2019 = (v1164 + v1891);  // gpt2_block.tile:76
  float const v2020 = (v1165 + v1892);  // gpt2_block.tile:76
  float const v2021 = (v1166 + v1893);  // gpt2_block.tile:76
  float const v2022 = (v1167 + v1894);  // gpt2_block.tile:76
  float const v2023 = (v1168 + v1895);  // gpt2_block.tile:76
  float const v2024 = (v1169 + v1896);  // gpt2_block.tile:76
  float const v2025 = (v1170 + v1897);  // gpt2_block.tile:76
  float const v2026 = (v1171 + v1898);  // gpt2_block.tile:76
  float const v2027 = (v1172 + v1899);  // gpt2_block.tile:76
  float const v2028 = (v1173 + v1900);  // gpt2_block.tile:76
  float const v2029 = (v1174 + v1901);  // gpt2_block.tile:76
  float const v2030 = (v1175 + v1902);  // gpt2_block.tile:76
  float const v2031 = (v1176 + v1903);  // gpt2_block.tile:76
  float const v2032 = (v1177 + v1904);  // gpt2_block.tile:76
  float const v2033 = (v1178 + v1905);  // gpt2_block.tile:76
  float const v2034 = (v1179 + v1906);  // gpt2_block.tile:76
  float const v2035 = (v1180 + v1907);  // gpt2_block.tile:76
  float const v2036 = (v1181 + v1908);  // gpt2_block.tile:76
  float const v2037 = (v1182 + v1909);  // gpt2_block.tile:76
  float const v2038 = (v1183 + v1910);  // gpt2_block.tile:76
  float const v2039 = (v1184 + v1911);  // gpt2_block.tile:76
  float const v2040 = (v1185 + v1912);  // gpt2_block.tile:76
  float const v2041 = (v1186 + v1913);  // gpt2_block.tile:76
  float const v2042 = (v1187 + v1914);  // gpt2_block.tile:76
  float const v2043 = (v1188 + v1915);  // gpt2_block.tile:76
  float const v2044 = (v1189 + v1916);  // gpt2_block.tile:76
  float const v2045 = (v1190 + v1917);  // gpt2_block.tile:76
  float const v2046 = (v1191 + v1918);  // gpt2_block.tile:76
  float const v2047 = (v1192 + v1919);  // gpt2_block.tile:76
  float const v2048 = (v1193 + v1920);  // gpt2_block.tile:76
  float const v2049 = (v1194 + v1921);  // gpt2_block.tile:76
  float const v2050 = (v1195 + v1922);  // gpt2_block.tile:76
  float const v2051 = (v1196 + v1923);  // gpt2_block.tile:76
  float const v2052 = (v1197 + v1924);  // gpt2_block.tile:76
  float const v2053 = (v1198 + v1925);  // gpt2_block.tile:76
  float const v2054 = (v1199 + v1926);  // gpt2_block.tile:76
  float const v2055 = (v1200 + v1927);  // gpt2_block.tile:76
  float const v2056 = (v1201 + v1928);  // gpt2_block.tile:76
  float const v2057 = (v1202 + v1929);  // gpt2_block.tile:76
  float const v2058 = (v1203 + v1930);  // gpt2_block.tile:76
  float const v2059 = (v1204 + v1931);  // gpt2_block.tile:76
  float const v2060 = (v1205 + v1932);  // gpt2_block.tile:76
  float const v2061 = (v1206 + v1933);  // gpt2_block.tile:76
  float const v2062 = (v1207 + v1934);  // gpt2_block.tile:76
  float const v2063 = (v1208 + v1935);  // gpt2_block.tile:76
  float const v2064 = (v1209 + v1936);  // gpt2_block.tile:76
  float const v2065 = (v1210 + v1937);  // gpt2_block.tile:76
  float const v2066 = (v1211 + v1938);  // gpt2_block.tile:76
  float const v2067 = (v1212 + v1939);  // gpt2_block.tile:76
  float const v2068 = (v1213 + v1940);  // gpt2_block.tile:76
  float const v2069 = (v1214 + v1941);  // gpt2_block.tile:76
  float const v2070 = (v1215 + v1942);  // gpt2_block.tile:76
  float const v2071 = (v1216 + v1943);  // gpt2_block.tile:76
  float const v2072 = (v1217 + v1944);  // gpt2_block.tile:76
  float const v2073 = (v1218 + v1945);  // gpt2_block.tile:76
  float const v2074 = (v1219 + v1946);  // gpt2_block.tile:76
  float const v2075 = (v1220 + v1947);  // gpt2_block.tile:76
  float const v2076 = (v1221 + v1948);  // gpt2_block.tile:76
  float const v2077 = (v1222 + v1949);  // gpt2_block.tile:76
  float const v2078 = (v1223 + v1950);  // gpt2_block.tile:76
  float const v2079 = (v1224 + v1951);  // gpt2_block.tile:76
  float const v2080 = (v1225 + v1952);  // gpt2_block.tile:76
  float const v2081 = (v1226 + v1953);  // gpt2_block.tile:76
  float const v2082 = (v1227 + v1954);  // gpt2_block.tile:76
  float const v2083 = (v1228 + v1955);  // gpt2_block.tile:76
  float const v2084 = (v1229 + v1956);  // gpt2_block.tile:76
  float const v2085 = (v1230 + v1957);  // gpt2_block.tile:76
  float const v2086 = (v1231 + v1958);  // gpt2_block.tile:76
  float const v2087 = (v1232 + v1959);  // gpt2_block.tile:76
  float const v2088 = (v1233 + v1960);  // gpt2_block.tile:76
  float const v2089 = (v1234 + v1961);  // gpt2_block.tile:76
  float const v2090 = (v1235 + v1962);  // gpt2_block.tile:76
  float const v2091 = (v1236 + v1963);  // gpt2_block.tile:76
  float const v2092 = (v1237 + v1964);  // gpt2_block.tile:76
  float const v2093 = (v1238 + v1965);  // gpt2_block.tile:76
  float const v2094 = (v1239 + v1966);  // gpt2_block.tile:76
  float const v2095 = (v1240 + v1967);  // gpt2_block.tile:76
  float const v2096 = (v1241 + v1968);  // gpt2_block.tile:76
  float const v2097 = (v1242 + v1969);  // gpt2_block.tile:76
  float const v2098 = (v1243 + v1970);  // gpt2_block.tile:76
  float const v2099 = (v1244 + v1971);  // gpt2_block.tile:76
  float const v2100 = (v1245 + v1972);  // gpt2_block.tile:76
  float const v2101 = (v1246 + v1973);  // gpt2_block.tile:76
  float const v2102 = (v1247 + v1974);  // gpt2_block.tile:76
  float const v2103 = (v1248 + v1975);  // gpt2_block.tile:76
  float const v2104 = (v1249 + v1976);  // gpt2_block.tile:76
  float const v2105 = (v1250 + v1977);  // gpt2_block.tile:76
  float const v2106 = (v1251 + v1978);  // gpt2_block.tile:76
  float const v2107 = (v1252 + v1979);  // gpt2_block.tile:76
  float const v2108 = (v1253 + v1980);  // gpt2_block.tile:76
  float const v2109 = (v1254 + v1981);  // gpt2_block.tile:76
  float const v2110 = (v1255 + v1982);  // gpt2_block.tile:76
  float const v2111 = (v1256 + v1983);  // gpt2_block.tile:76
  float const v2112 = (v1257 + v1984);  // gpt2_block.tile:76
  float const v2113 = (v1258 + v1985);  // gpt2_block.tile:76
  float const v2114 = (v1259 + v1986);  // gpt2_block.tile:76
  float const v2115 = (v1260 + v1987);  // gpt2_block.tile:76
  float const v2116 = (v1261 + v1988);  // gpt2_block.tile:76
  float const v2117 = (v1262 + v1989);  // gpt2_block.tile:76
  float const v2118 = (v1263 + v1990);  // gpt2_block.tile:76
  float const v2119 = (v1264 + v1991);  // gpt2_block.tile:76
  float const v2120 = (v1265 + v1992);  // gpt2_block.tile:76
  float const v2121 = (v1266 + v1993);  // gpt2_block.tile:76
  float const v2122 = (v1267 + v1994);  // gpt2_block.tile:76
  float const v2123 = (v1268 + v1995);  // gpt2_block.tile:76
  float const v2124 = (v1269 + v1996);  // gpt2_block.tile:76
  float const v2125 = (v1270 + v1997);  // gpt2_block.tile:76
  float const v2126 = (v1271 + v1998);  // gpt2_block.tile:76
  float const v2127 = (v1272 + v1999);  // gpt2_block.tile:76
  float const v2128 = (v1273 + v2000);  // gpt2_block.tile:76
  float const v2129 = (v1274 + v2001);  // gpt2_block.tile:76
  float const v2130 = (v1275 + v2002);  // gpt2_block.tile:76
  float const v2131 = (v1276 + v2003);  // gpt2_block.tile:76
  float const v2132 = (v1277 + v2004);  // gpt2_block.tile:76
  float const v2133 = (v1278 + v2005);  // gpt2_block.tile:76
  float const v2134 = (v1279 + v2006);  // gpt2_block.tile:76
  float const v2135 = (v1280 + v2007);  // gpt2_block.tile:76
  float const v2136 = (v1281 + v2008);  // gpt2_block.tile:76
  float const v2137 = (v1282 + v2009);  // gpt2_block.tile:76
  float const v2138 = (v1283 + v2010);  // gpt2_block.tile:76
  float const v2139 = (v1284 + v2011);  // gpt2_block.tile:76
  float const v2140 = (v1285 + v2012);  // gpt2_block.tile:76
  float const v2141 = (v1286 + v2013);  // gpt2_block.tile:76
  float const v2142 = (v1287 + v2014);  // gpt2_block.tile:76
  float const v2143 = (v1288 + v2015);  // gpt2_block.tile:76
  int const k2144 = 0;  // gpt2_block.tile:77
  int const k2145 = 64;  // gpt2_block.tile:77
  // pipeline: load at gpt2_block.tile:79 stays synchronous: each thread reads 2 contiguous byte(s) at a time; cp.async copies 4, 8 or 16 (alignment or contiguity of the pointer, or the mask, is not proven: a launch derives it from 16-byte aligned arrays with a unit inner stride; tiledsl emit needs --aligned and --fact NAME=is_one for each unit-stride parameter, e.g. --fact stride_ak=is_one; or see multiple_of / max_contiguous)  // gpt2_block.tile:77
  // pipeline: load at gpt2_block.tile:81 stays synchronous: each thread reads 2 contiguous byte(s) at a time; cp.async copies 4, 8 or 16 (alignment or contiguity of the pointer, or the mask, is not proven: a launch derives it from 16-byte aligned arrays with a unit inner stride; tiledsl emit needs --aligned and --fact NAME=is_one for each unit-stride parameter, e.g. --fact stride_ak=is_one; or see multiple_of / max_contiguous)  // gpt2_block.tile:77
  float c2146 = v2016;  // gpt2_block.tile:77
  float c2147 = v2017;  // gpt2_block.tile:77
  float c2148 = v2018;  // gpt2_block.tile:77
  float c2149 = v2019;  // gpt2_block.tile:77
  float c2150 = v2020;  // gpt2_block.tile:77
  float c2151 = v2021;  // gpt2_block.tile:77
  float c2152 = v2022;  // gpt2_block.tile:77
  float c2153 = v2023;  // gpt2_block.tile:77
  float c2154 = v2024;  // gpt2_block.tile:77
  float c2155 = v2025;  // gpt2_block.tile:77
  float c2156 = v2026;  // gpt2_block.tile:77
  float c2157 = v2027;  // gpt2_block.tile:77
  float c2158 = v2028;  // gpt2_block.tile:77
  float c2159 = v2029;  // gpt2_block.tile:77
  float c2160 = v2030;  // gpt2_block.tile:77
  float c2161 = v2031;  // gpt2_block.tile:77
  float c2162 = v2032;  // gpt2_block.tile:77
  float c2163 = v2033;  // gpt2_block.tile:77
  float c2164 = v2034;  // gpt2_block.tile:77
  float c2165 = v2035;  // gpt2_block.tile:77
  float c2166 = v2036;  // gpt2_block.tile:77
  float c2167 = v2037;  // gpt2_block.tile:77
  float c2168 = v2038;  // gpt2_block.tile:77
  float c2169 = v2039;  // gpt2_block.tile:77
  float c2170 = v2040;  // gpt2_block.tile:77
  float c2171 = v2041;  // gpt2_block.tile:77
  float c2172 = v2042;  // gpt2_block.tile:77
  float c2173 = v2043;  // gpt2_block.tile:77
  float c2174 = v2044;  // gpt2_block.tile:77
  float c2175 = v2045;  // gpt2_block.tile:77
  float c2176 = v2046;  // gpt2_block.tile:77
  float c2177 = v2047;  // gpt2_block.tile:77
  float c2178 = v2048;  // gpt2_block.tile:77
  float c2179 = v2049;  // gpt2_block.tile:77
  float c2180 = v2050;  // gpt2_block.tile:77
  float c2181 = v2051;  // gpt2_block.tile:77
  float c2182 = v2052;  // gpt2_block.tile:77
  float c2183 = v2053;  // gpt2_block.tile:77
  float c2184 = v2054;  // gpt2_block.tile:77
  float c2185 = v2055;  // gpt2_block.tile:77
  float c2186 = v2056;  // gpt2_block.tile:77
  float c2187 = v2057;  // gpt2_block.tile:77
  float c2188 = v2058;  // gpt2_block.tile:77
  float c2189 = v2059;  // gpt2_block.tile:77
  float c2190 = v2060;  // gpt2_block.tile:77
  float c2191 = v2061;  // gpt2_block.tile:77
  float c2192 = v2062;  // gpt2_block.tile:77
  float c2193 = v2063;  // gpt2_block.tile:77
  float c2194 = v2064;  // gpt2_block.tile:77
  float c2195 = v2065;  // gpt2_block.tile:77
  float c2196 = v2066;  // gpt2_block.tile:77
  float c2197 = v2067;  // gpt2_block.tile:77
  float c2198 = v2068;  // gpt2_block.tile:77
  float c2199 = v2069;  // gpt2_block.tile:77
  float c2200 = v2070;  // gpt2_block.tile:77
  float c2201 = v2071;  // gpt2_block.tile:77
  float c2202 = v2072;  // gpt2_block.tile:77
  float c2203 = v2073;  // gpt2_block.tile:77
  float c2204 = v2074;  // gpt2_block.tile:77
  float c2205 = v2075;  // gpt2_block.tile:77
  float c2206 = v2076;  // gpt2_block.tile:77
  float c2207 = v2077;  // gpt2_block.tile:77
  float c2208 = v2078;  // gpt2_block.tile:77
  float c2209 = v2079;  // gpt2_block.tile:77
  float c2210 = v2080;  // gpt2_block.tile:77
  float c2211 = v2081;  // gpt2_block.tile:77
  float c2212 = v2082;  // gpt2_block.tile:77
  float c2213 = v2083;  // gpt2_block.tile:77
  float c2214 = v2084;  // gpt2_block.tile:77
  float c2215 = v2085;  // gpt2_block.tile:77
  float c2216 = v2086;  // gpt2_block.tile:77
  float c2217 = v2087;  // gpt2_block.tile:77
  float c2218 = v2088;  // gpt2_block.tile:77
  float c2219 = v2089;  // gpt2_block.tile:77
  float c2220 = v2090;  // gpt2_block.tile:77
  float c2221 = v2091;  // gpt2_block.tile:77
  float c2222 = v2092;  // gpt2_block.tile:77
  float c2223 = v2093;  // gpt2_block.tile:77
  float c2224 = v2094;  // gpt2_block.tile:77
  float c2225 = v2095;  // gpt2_block.tile:77
  float c2226 = v2096;  // gpt2_block.tile:77
  float c2227 = v2097;  // gpt2_block.tile:77
  float c2228 = v2098;  // gpt2_block.tile:77
  float c2229 = v2099;  // gpt2_block.tile:77
  float c2230 = v2100;  // gpt2_block.tile:77
  float c2231 = v2101;  // gpt2_block.tile:77
  float c2232 = v2102;  // gpt2_block.tile:77
  float c2233 = v2103;  // gpt2_block.tile:77
  float c2234 = v2104;  // gpt2_block.tile:77
  float c2235 = v2105;  // gpt2_block.tile:77
  float c2236 = v2106;  // gpt2_block.tile:77
  float c2237 = v2107;  // gpt2_block.tile:77
  float c2238 = v2108;  // gpt2_block.tile:77
  float c2239 = v2109;  // gpt2_block.tile:77
  float c2240 = v2110;  // gpt2_block.tile:77
  float c2241 = v2111;  // gpt2_block.tile:77
  float c2242 = v2112;  // gpt2_block.tile:77
  float c2243 = v2113;  // gpt2_block.tile:77
  float c2244 = v2114;  // gpt2_block.tile:77
  float c2245 = v2115;  // gpt2_block.tile:77
  float c2246 = v2116;  // gpt2_block.tile:77
  float c2247 = v2117;  // gpt2_block.tile:77
  float c2248 = v2118;  // gpt2_block.tile:77
  float c2249 = v2119;  // gpt2_block.tile:77
  float c2250 = v2120;  // gpt2_block.tile:77
  float c2251 = v2121;  // gpt2_block.tile:77
  float c2252 = v2122;  // gpt2_block.tile:77
  float c2253 = v2123;  // gpt2_block.tile:77
  float c2254 = v2124;  // gpt2_block.tile:77
  float c2255 = v2125;  // gpt2_block.tile:77
  float c2256 = v2126;  // gpt2_block.tile:77
  float c2257 = v2127;  // gpt2_block.tile:77
  float c2258 = v2128;  // gpt2_block.tile:77
  float c2259 = v2129;  // gpt2_block.tile:77
  float c2260 = v2130;  // gpt2_block.tile:77
  float c2261 = v2131;  // gpt2_block.tile:77
  float c2262 = v2132;  // gpt2_block.tile:77
  float c2263 = v2133;  // gpt2_block.tile:77
  float c2264 = v2134;  // gpt2_block.tile:77
  float c2265 = v2135;  // gpt2_block.tile:77
  float c2266 = v2136;  // gpt2_block.tile:77
  float c2267 = v2137;  // gpt2_block.tile:77
  float c2268 = v2138;  // gpt2_block.tile:77
  float c2269 = v2139;  // gpt2_block.tile:77
  float c2270 = v2140;  // gpt2_block.tile:77
  float c2271 = v2141;  // gpt2_block.tile:77
  float c2272 = v2142;  // gpt2_block.tile:77
  float c2273 = v2143;  // gpt2_block.tile:77
  for (long long iv2274 = k2144; iv2274 < p_K; iv2274 += k2145) {  // gpt2_block.tile:77
    if (((long long)(((int)iv2274)) + 63) < ((long long)(p_K) + 0) && ((long long)(((int)iv2274)) + 63) <= 2147483647LL) {  // every index comparison below holds for the whole tile  // gpt2_block.tile:77
      int const v2275 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(0)));  // gpt2_block.tile:78
      int const v2276 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(1)));  // gpt2_block.tile:78
      int const v2277 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(2)));  // gpt2_block.tile:78
      int const v2278 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(3)));  // gpt2_block.tile:78
      int const v2279 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(4)));  // gpt2_block.tile:78
      int const v2280 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(5)));  // gpt2_block.tile:78
      int const v2281 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(6)));  // gpt2_block.tile:78
      int const v2282 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(7)));  // gpt2_block.tile:78
      int const v2283 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(8)));  // gpt2_block.tile:78
      int const v2284 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(9)));  // gpt2_block.tile:78
      int const v2285 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(10)));  // gpt2_block.tile:78
      int const v2286 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(11)));  // gpt2_block.tile:78
      int const v2287 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(12)));  // gpt2_block.tile:78
      int const v2288 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(13)));  // gpt2_block.tile:78
      int const v2289 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(14)));  // gpt2_block.tile:78
      int const v2290 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(15)));  // gpt2_block.tile:78
      int const v2291 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(16)));  // gpt2_block.tile:78
      int const v2292 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(17)));  // gpt2_block.tile:78
      int const v2293 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(18)));  // gpt2_block.tile:78
      int const v2294 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(19)));  // gpt2_block.tile:78
      int const v2295 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(20)));  // gpt2_block.tile:78
      int const v2296 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(21)));  // gpt2_block.tile:78
      int const v2297 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(22)));  // gpt2_block.tile:78
      int const v2298 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(23)));  // gpt2_block.tile:78
      int const v2299 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(24)));  // gpt2_block.tile:78
      int const v2300 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(25)));  // gpt2_block.tile:78
      int const v2301 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(26)));  // gpt2_block.tile:78
      int const v2302 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(27)));  // gpt2_block.tile:78
      int const v2303 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(28)));  // gpt2_block.tile:78
      int const v2304 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(29)));  // gpt2_block.tile:78
      int const v2305 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(30)));  // gpt2_block.tile:78
      int const v2306 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(31)));  // gpt2_block.tile:78
      int const v2307 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(32)));  // gpt2_block.tile:78
      int const v2308 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(33)));  // gpt2_block.tile:78
      int const v2309 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(34)));  // gpt2_block.tile:78
      int const v2310 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(35)));  // gpt2_block.tile:78
      int const v2311 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(36)));  // gpt2_block.tile:78
      int const v2312 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(37)));  // gpt2_block.tile:78
      int const v2313 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(38)));  // gpt2_block.tile:78
      int const v2314 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(39)));  // gpt2_block.tile:78
      int const v2315 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(40)));  // gpt2_block.tile:78
      int const v2316 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(41)));  // gpt2_block.tile:78
      int const v2317 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(42)));  // gpt2_block.tile:78
      int const v2318 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(43)));  // gpt2_block.tile:78
      int const v2319 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(44)));  // gpt2_block.tile:78
      int const v2320 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(45)));  // gpt2_block.tile:78
      int const v2321 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(46)));  // gpt2_block.tile:78
      int const v2322 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(47)));  // gpt2_block.tile:78
      int const v2323 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(48)));  // gpt2_block.tile:78
      int const v2324 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(49)));  // gpt2_block.tile:78
      int const v2325 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(50)));  // gpt2_block.tile:78
      int const v2326 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(51)));  // gpt2_block.tile:78
      int const v2327 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(52)));  // gpt2_block.tile:78
      int const v2328 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(53)));  // gpt2_block.tile:78
      int const v2329 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(54)));  // gpt2_block.tile:78
      int const v2330 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(55)));  // gpt2_block.tile:78
      int const v2331 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(56)));  // gpt2_block.tile:78
      int const v2332 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(57)));  // gpt2_block.tile:78
      int const v2333 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(58)));  // gpt2_block.tile:78
      int const v2334 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(59)));  // gpt2_block.tile:78
      int const v2335 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(60)));  // gpt2_block.tile:78
      int const v2336 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(61)));  // gpt2_block.tile:78
      int const v2337 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(62)));  // gpt2_block.tile:78
      int const v2338 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(63)));  // gpt2_block.tile:78
      int const v2339 = ((int)((unsigned int)(v99) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2340 = ((int)((unsigned int)(v100) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2341 = ((int)((unsigned int)(v101) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2342 = ((int)((unsigned int)(v102) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2343 = ((int)((unsigned int)(v103) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2344 = ((int)((unsigned int)(v104) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2345 = ((int)((unsigned int)(v105) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2346 = ((int)((unsigned int)(v106) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2347 = ((int)((unsigned int)(v107) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2348 = ((int)((unsigned int)(v108) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2349 = ((int)((unsigned int)(v109) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2350 = ((int)((unsigned int)(v110) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2351 = ((int)((unsigned int)(v111) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2352 = ((int)((unsigned int)(v112) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2353 = ((int)((unsigned int)(v113) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2354 = ((int)((unsigned int)(v114) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2355 = ((int)((unsigned int)(v115) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2356 = ((int)((unsigned int)(v116) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2357 = ((int)((unsigned int)(v117) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2358 = ((int)((unsigned int)(v118) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2359 = ((int)((unsigned int)(v119) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2360 = ((int)((unsigned int)(v120) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2361 = ((int)((unsigned int)(v121) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2362 = ((int)((unsigned int)(v122) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2363 = ((int)((unsigned int)(v123) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2364 = ((int)((unsigned int)(v124) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2365 = ((int)((unsigned int)(v125) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2366 = ((int)((unsigned int)(v126) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2367 = ((int)((unsigned int)(v127) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2368 = ((int)((unsigned int)(v128) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2369 = ((int)((unsigned int)(v129) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2370 = ((int)((unsigned int)(v130) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2371 = ((int)((unsigned int)(v131) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2372 = ((int)((unsigned int)(v132) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2373 = ((int)((unsigned int)(v133) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2374 = ((int)((unsigned int)(v134) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2375 = ((int)((unsigned int)(v135) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2376 = ((int)((unsigned int)(v136) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2377 = ((int)((unsigned int)(v137) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2378 = ((int)((unsigned int)(v138) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2379 = ((int)((unsigned int)(v139) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2380 = ((int)((unsigned int)(v140) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2381 = ((int)((unsigned int)(v141) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2382 = ((int)((unsigned int)(v142) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2383 = ((int)((unsigned int)(v143) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2384 = ((int)((unsigned int)(v144) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2385 = ((int)((unsigned int)(v145) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2386 = ((int)((unsigned int)(v146) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2387 = ((int)((unsigned int)(v147) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2388 = ((int)((unsigned int)(v148) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2389 = ((int)((unsigned int)(v149) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2390 = ((int)((unsigned int)(v150) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2391 = ((int)((unsigned int)(v151) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2392 = ((int)((unsigned int)(v152) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2393 = ((int)((unsigned int)(v153) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2394 = ((int)((unsigned int)(v154) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2395 = ((int)((unsigned int)(v155) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2396 = ((int)((unsigned int)(v156) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2397 = ((int)((unsigned int)(v157) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2398 = ((int)((unsigned int)(v158) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2399 = ((int)((unsigned int)(v159) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2400 = ((int)((unsigned int)(v160) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2401 = ((int)((unsigned int)(v161) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v2402 = ((int)((unsigned int)(v162) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      __half* const p2403 = (p_a + v2339);  // gpt2_block.tile:79
      __half* const p2404 = (p_a + v2340);  // gpt2_block.tile:79
      __half* const p2405 = (p_a + v2341);  // gpt2_block.tile:79
      __half* const p2406 = (p_a + v2342);  // gpt2_block.tile:79
      __half* const p2407 = (p_a + v2343);  // gpt2_block.tile:79
      __half* const p2408 = (p_a + v2344);  // gpt2_block.tile:79
      __half* const p2409 = (p_a + v2345);  // gpt2_block.tile:79
      __half* const p2410 = (p_a + v2346);  // gpt2_block.tile:79
      __half* const p2411 = (p_a + v2347);  // gpt2_block.tile:79
      __half* const p2412 = (p_a + v2348);  // gpt2_block.tile:79
      __half* const p2413 = (p_a + v2349);  // gpt2_block.tile:79
      __half* const p2414 = (p_a + v2350);  // gpt2_block.tile:79
      __half* const p2415 = (p_a + v2351);  // gpt2_block.tile:79
      __half* const p2416 = (p_a + v2352);  // gpt2_block.tile:79
      __half* const p2417 = (p_a + v2353);  // gpt2_block.tile:79
      __half* const p2418 = (p_a + v2354);  // gpt2_block.tile:79
      __half* const p2419 = (p_a + v2355);  // gpt2_block.tile:79
      __half* const p2420 = (p_a + v2356);  // gpt2_block.tile:79
      __half* const p2421 = (p_a + v2357);  // gpt2_block.tile:79
      __half* const p2422 = (p_a + v2358);  // gpt2_block.tile:79
      __half* const p2423 = (p_a + v2359);  // gpt2_block.tile:79
      __half* const p2424 = (p_a + v2360);  // gpt2_block.tile:79
      __half* const p2425 = (p_a + v2361);  // gpt2_block.tile:79
      __half* const p2426 = (p_a + v2362);  // gpt2_block.tile:79
      __half* const p2427 = (p_a + v2363);  // gpt2_block.tile:79
      __half* const p2428 = (p_a + v2364);  // gpt2_block.tile:79
      __half* const p2429 = (p_a + v2365);  // gpt2_block.tile:79
      __half* const p2430 = (p_a + v2366);  // gpt2_block.tile:79
      __half* const p2431 = (p_a + v2367);  // gpt2_block.tile:79
      __half* const p2432 = (p_a + v2368);  // gpt2_block.tile:79
      __half* const p2433 = (p_a + v2369);  // gpt2_block.tile:79
      __half* const p2434 = (p_a + v2370);  // gpt2_block.tile:79
      __half* const p2435 = (p_a + v2371);  // gpt2_block.tile:79
      __half* const p2436 = (p_a + v2372);  // gpt2_block.tile:79
      __half* const p2437 = (p_a + v2373);  // gpt2_block.tile:79
      __half* const p2438 = (p_a + v2374);  // gpt2_block.tile:79
      __half* const p2439 = (p_a + v2375);  // gpt2_block.tile:79
      __half* const p2440 = (p_a + v2376);  // gpt2_block.tile:79
      __half* const p2441 = (p_a + v2377);  // gpt2_block.tile:79
      __half* const p2442 = (p_a + v2378);  // gpt2_block.tile:79
      __half* const p2443 = (p_a + v2379);  // gpt2_block.tile:79
      __half* const p2444 = (p_a + v2380);  // gpt2_block.tile:79
      __half* const p2445 = (p_a + v2381);  // gpt2_block.tile:79
      __half* const p2446 = (p_a + v2382);  // gpt2_block.tile:79
      __half* const p2447 = (p_a + v2383);  // gpt2_block.tile:79
      __half* const p2448 = (p_a + v2384);  // gpt2_block.tile:79
      __half* const p2449 = (p_a + v2385);  // gpt2_block.tile:79
      __half* const p2450 = (p_a + v2386);  // gpt2_block.tile:79
      __half* const p2451 = (p_a + v2387);  // gpt2_block.tile:79
      __half* const p2452 = (p_a + v2388);  // gpt2_block.tile:79
      __half* const p2453 = (p_a + v2389);  // gpt2_block.tile:79
      __half* const p2454 = (p_a + v2390);  // gpt2_block.tile:79
      __half* const p2455 = (p_a + v2391);  // gpt2_block.tile:79
      __half* const p2456 = (p_a + v2392);  // gpt2_block.tile:79
      __half* const p2457 = (p_a + v2393);  // gpt2_block.tile:79
      __half* const p2458 = (p_a + v2394);  // gpt2_block.tile:79
      __half* const p2459 = (p_a + v2395);  // gpt2_block.tile:79
      __half* const p2460 = (p_a + v2396);  // gpt2_block.tile:79
      __half* const p2461 = (p_a + v2397);  // gpt2_block.tile:79
      __half* const p2462 = (p_a + v2398);  // gpt2_block.tile:79
      __half* const p2463 = (p_a + v2399);  // gpt2_block.tile:79
      __half* const p2464 = (p_a + v2400);  // gpt2_block.tile:79
      __half* const p2465 = (p_a + v2401);  // gpt2_block.tile:79
      __half* const p2466 = (p_a + v2402);  // gpt2_block.tile:79
      int const v2467 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(tl_c6_0)));  // gpt2_block.tile:79
      int const v2468 = ((int)((unsigned int)(v2467) * (unsigned int)(p_stride_ak)));  // gpt2_block.tile:79
      __half* const p2469 = (p2403 + v2468);  // gpt2_block.tile:79
      __half* const p2470 = (p2404 + v2468);  // gpt2_block.tile:79
      __half* const p2471 = (p2405 + v2468);  // gpt2_block.tile:79
      __half* const p2472 = (p2406 + v2468);  // gpt2_block.tile:79
      __half* const p2473 = (p2407 + v2468);  // gpt2_block.tile:79
      __half* const p2474 = (p2408 + v2468);  // gpt2_block.tile:79
      __half* const p2475 = (p2409 + v2468);  // gpt2_block.tile:79
      __half* const p2476 = (p2410 + v2468);  // gpt2_block.tile:79
      __half* const p2477 = (p2411 + v2468);  // gpt2_block.tile:79
      __half* const p2478 = (p2412 + v2468);  // gpt2_block.tile:79
      __half* const p2479 = (p2413 + v2468);  // gpt2_block.tile:79
      __half* const p2480 = (p2414 + v2468);  // gpt2_block.tile:79
      __half* const p2481 = (p2415 + v2468);  // gpt2_block.tile:79
      __half* const p2482 = (p2416 + v2468);  // gpt2_block.tile:79
      __half* const p2483 = (p2417 + v2468);  // gpt2_block.tile:79
      __half* const p2484 = (p2418 + v2468);  // gpt2_block.tile:79
      __half* const p2485 = (p2419 + v2468);  // gpt2_block.tile:79
      __half* const p2486 = (p2420 + v2468);  // gpt2_block.tile:79
      __half* const p2487 = (p2421 + v2468);  // gpt2_block.tile:79
      __half* const p2488 = (p2422 + v2468);  // gpt2_block.tile:79
      __half* const p2489 = (p2423 + v2468);  // gpt2_block.tile:79
      __half* const p2490 = (p2424 + v2468);  // gpt2_block.tile:79
      __half* const p2491 = (p2425 + v2468);  // gpt2_block.tile:79
      __half* const p2492 = (p2426 + v2468);  // gpt2_block.tile:79
      __half* const p2493 = (p2427 + v2468);  // gpt2_block.tile:79
      __half* const p2494 = (p2428 + v2468);  // gpt2_block.tile:79
      __half* const p2495 = (p2429 + v2468);  // gpt2_block.tile:79
      __half* const p2496 = (p2430 + v2468);  // gpt2_block.tile:79
      __half* const p2497 = (p2431 + v2468);  // gpt2_block.tile:79
      __half* const p2498 = (p2432 + v2468);  // gpt2_block.tile:79
      __half* const p2499 = (p2433 + v2468);  // gpt2_block.tile:79
      __half* const p2500 = (p2434 + v2468);  // gpt2_block.tile:79
      __half* const p2501 = (p2435 + v2468);  // gpt2_block.tile:79
      __half* const p2502 = (p2436 + v2468);  // gpt2_block.tile:79
      __half* const p2503 = (p2437 + v2468);  // gpt2_block.tile:79
      __half* const p2504 = (p2438 + v2468);  // gpt2_block.tile:79
      __half* const p2505 = (p2439 + v2468);  // gpt2_block.tile:79
      __half* const p2506 = (p2440 + v2468);  // gpt2_block.tile:79
      __half* const p2507 = (p2441 + v2468);  // gpt2_block.tile:79
      __half* const p2508 = (p2442 + v2468);  // gpt2_block.tile:79
      __half* const p2509 = (p2443 + v2468);  // gpt2_block.tile:79
      __half* const p2510 = (p2444 + v2468);  // gpt2_block.tile:79
      __half* const p2511 = (p2445 + v2468);  // gpt2_block.tile:79
      __half* const p2512 = (p2446 + v2468);  // gpt2_block.tile:79
      __half* const p2513 = (p2447 + v2468);  // gpt2_block.tile:79
      __half* const p2514 = (p2448 + v2468);  // gpt2_block.tile:79
      __half* const p2515 = (p2449 + v2468);  // gpt2_block.tile:79
      __half* const p2516 = (p2450 + v2468);  // gpt2_block.tile:79
      __half* const p2517 = (p2451 + v2468);  // gpt2_block.tile:79
      __half* const p2518 = (p2452 + v2468);  // gpt2_block.tile:79
      __half* const p2519 = (p2453 + v2468);  // gpt2_block.tile:79
      __half* const p2520 = (p2454 + v2468);  // gpt2_block.tile:79
      __half* const p2521 = (p2455 + v2468);  // gpt2_block.tile:79
      __half* const p2522 = (p2456 + v2468);  // gpt2_block.tile:79
      __half* const p2523 = (p2457 + v2468);  // gpt2_block.tile:79
      __half* const p2524 = (p2458 + v2468);  // gpt2_block.tile:79
      __half* const p2525 = (p2459 + v2468);  // gpt2_block.tile:79
      __half* const p2526 = (p2460 + v2468);  // gpt2_block.tile:79
      __half* const p2527 = (p2461 + v2468);  // gpt2_block.tile:79
      __half* const p2528 = (p2462 + v2468);  // gpt2_block.tile:79
      __half* const p2529 = (p2463 + v2468);  // gpt2_block.tile:79
      __half* const p2530 = (p2464 + v2468);  // gpt2_block.tile:79
      __half* const p2531 = (p2465 + v2468);  // gpt2_block.tile:79
      __half* const p2532 = (p2466 + v2468);  // gpt2_block.tile:79
      bool const v2533 = ((bool)(v582 & true));  // gpt2_block.tile:80
      bool const v2534 = ((bool)(v583 & true));  // gpt2_block.tile:80
      bool const v2535 = ((bool)(v584 & true));  // gpt2_block.tile:80
      bool const v2536 = ((bool)(v585 & true));  // gpt2_block.tile:80
      bool const v2537 = ((bool)(v586 & true));  // gpt2_block.tile:80
      bool const v2538 = ((bool)(v587 & true));  // gpt2_block.tile:80
      bool const v2539 = ((bool)(v588 & true));  // gpt2_block.tile:80
      bool const v2540 = ((bool)(v589 & true));  // gpt2_block.tile:80
      bool const v2541 = ((bool)(v590 & true));  // gpt2_block.tile:80
      bool const v2542 = ((bool)(v591 & true));  // gpt2_block.tile:80
      bool const v2543 = ((bool)(v592 & true));  // gpt2_block.tile:80
      bool const v2544 = ((bool)(v593 & true));  // gpt2_block.tile:80
      bool const v2545 = ((bool)(v594 & true));  // gpt2_block.tile:80
      bool const v2546 = ((bool)(v595 & true));  // gpt2_block.tile:80
      bool const v2547 = ((bool)(v596 & true));  // gpt2_block.tile:80
      bool const v2548 = ((bool)(v597 & true));  // gpt2_block.tile:80
      bool const v2549 = ((bool)(v598 & true));  // gpt2_block.tile:80
      bool const v2550 = ((bool)(v599 & true));  // gpt2_block.tile:80
      bool const v2551 = ((bool)(v600 & true));  // gpt2_block.tile:80
      bool const v2552 = ((bool)(v601 & true));  // gpt2_block.tile:80
      bool const v2553 = ((bool)(v602 & true));  // gpt2_block.tile:80
      bool const v2554 = ((bool)(v603 & true));  // gpt2_block.tile:80
      bool const v2555 = ((bool)(v604 & true));  // gpt2_block.tile:80
      bool const v2556 = ((bool)(v605 & true));  // gpt2_block.tile:80
      bool const v2557 = ((bool)(v606 & true));  // gpt2_block.tile:80
      bool const v2558 = ((bool)(v607 & true));  // gpt2_block.tile:80
      bool const v2559 = ((bool)(v608 & true));  // gpt2_block.tile:80
      bool const v2560 = ((bool)(v609 & true));  // gpt2_block.tile:80
      bool const v2561 = ((bool)(v610 & true));  // gpt2_block.tile:80
      bool const v2562 = ((bool)(v611 & true));  // gpt2_block.tile:80
      bool const v2563 = ((bool)(v612 & true));  // gpt2_block.tile:80
      bool const v2564 = ((bool)(v613 & true));  // gpt2_block.tile:80
      bool const v2565 = ((bool)(v614 & true));  // gpt2_block.tile:80
      bool const v2566 = ((bool)(v615 & true));  // gpt2_block.tile:80
      bool const v2567 = ((bool)(v616 & true));  // gpt2_block.tile:80
      bool const v2568 = ((bool)(v617 & true));  // gpt2_block.tile:80
      bool const v2569 = ((bool)(v618 & true));  // gpt2_block.tile:80
      bool const v2570 = ((bool)(v619 & true));  // gpt2_block.tile:80
      bool const v2571 = ((bool)(v620 & true));  // gpt2_block.tile:80
      bool const v2572 = ((bool)(v621 & true));  // gpt2_block.tile:80
      bool const v2573 = ((bool)(v622 & true));  // gpt2_block.tile:80
      bool const v2574 = ((bool)(v623 & true));  // gpt2_block.tile:80
      bool const v2575 = ((bool)(v624 & true));  // gpt2_block.tile:80
      bool const v2576 = ((bool)(v625 & true));  // gpt2_block.tile:80
      bool const v2577 = ((bool)(v626 & true));  // gpt2_block.tile:80
      bool const v2578 = ((bool)(v627 & true));  // gpt2_block.tile:80
      bool const v2579 = ((bool)(v628 & true));  // gpt2_block.tile:80
      bool const v2580 = ((bool)(v629 & true));  // gpt2_block.tile:80
      bool const v2581 = ((bool)(v630 & true));  // gpt2_block.tile:80
      bool const v2582 = ((bool)(v631 & true));  // gpt2_block.tile:80
      bool const v2583 = ((bool)(v632 & true));  // gpt2_block.tile:80
      bool const v2584 = ((bool)(v633 & true));  // gpt2_block.tile:80
      bool const v2585 = ((bool)(v634 & true));  // gpt2_block.tile:80
      bool const v2586 = ((bool)(v635 & true));  // gpt2_block.tile:80
      bool const v2587 = ((bool)(v636 & true));  // gpt2_block.tile:80
      bool const v2588 = ((bool)(v637 & true));  // gpt2_block.tile:80
      bool const v2589 = ((bool)(v638 & true));  // gpt2_block.tile:80
      bool const v2590 = ((bool)(v639 & true));  // gpt2_block.tile:80
      bool const v2591 = ((bool)(v640 & true));  // gpt2_block.tile:80
      bool const v2592 = ((bool)(v641 & true));  // gpt2_block.tile:80
      bool const v2593 = ((bool)(v642 & true));  // gpt2_block.tile:80
      bool const v2594 = ((bool)(v643 & true));  // gpt2_block.tile:80
      bool const v2595 = ((bool)(v644 & true));  // gpt2_block.tile:80
      bool const v2596 = ((bool)(v645 & true));  // gpt2_block.tile:80
      __half const k2597 = __ushort_as_half((unsigned short)0);  // gpt2_block.tile:79
      const __half ld2598 = v2533 ? *p2469 : k2597;  // gpt2_block.tile:79
      const __half ld2599 = v2534 ? *p2470 : k2597;  // gpt2_block.tile:79
      const __half ld2600 = v2535 ? *p2471 : k2597;  // gpt2_block.tile:79
      const __half ld2601 = v2536 ? *p2472 : k2597;  // gpt2_block.tile:79
      const __half ld2602 = v2537 ? *p2473 : k2597;  // gpt2_block.tile:79
      const __half ld2603 = v2538 ? *p2474 : k2597;  // gpt2_block.tile:79
      const __half ld2604 = v2539 ? *p2475 : k2597;  // gpt2_block.tile:79
      const __half ld2605 = v2540 ? *p2476 : k2597;  // gpt2_block.tile:79
      const __half ld2606 = v2541 ? *p2477 : k2597;  // gpt2_block.tile:79
      const __half ld2607 = v2542 ? *p2478 : k2597;  // gpt2_block.tile:79
      const __half ld2608 = v2543 ? *p2479 : k2597;  // gpt2_block.tile:79
      const __half ld2609 = v2544 ? *p2480 : k2597;  // gpt2_block.tile:79
      const __half ld2610 = v2545 ? *p2481 : k2597;  // gpt2_block.tile:79
      const __half ld2611 = v2546 ? *p2482 : k2597;  // gpt2_block.tile:79
      const __half ld2612 = v2547 ? *p2483 : k2597;  // gpt2_block.tile:79
      const __half ld2613 = v2548 ? *p2484 : k2597;  // gpt2_block.tile:79
      const __half ld2614 = v2549 ? *p2485 : k2597;  // gpt2_block.tile:79
      const __half ld2615 = v2550 ? *p2486 : k2597;  // gpt2_block.tile:79
      const __half ld2616 = v2551 ? *p2487 : k2597;  // gpt2_block.tile:79
      const __half ld2617 = v2552 ? *p2488 : k2597;  // gpt2_block.tile:79
      const __half ld2618 = v2553 ? *p2489 : k2597;  // gpt2_block.tile:79
      const __half ld2619 = v2554 ? *p2490 : k2597;  // gpt2_block.tile:79
      const __half ld2620 = v2555 ? *p2491 : k2597;  // gpt2_block.tile:79
      const __half ld2621 = v2556 ? *p2492 : k2597;  // gpt2_block.tile:79
      const __half ld2622 = v2557 ? *p2493 : k2597;  // gpt2_block.tile:79
      const __half ld2623 = v2558 ? *p2494 : k2597;  // gpt2_block.tile:79
      const __half ld2624 = v2559 ? *p2495 : k2597;  // gpt2_block.tile:79
      const __half ld2625 = v2560 ? *p2496 : k2597;  // gpt2_block.tile:79
      const __half ld2626 = v2561 ? *p2497 : k2597;  // gpt2_block.tile:79
      const __half ld2627 = v2562 ? *p2498 : k2597;  // gpt2_block.tile:79
      const __half ld2628 = v2563 ? *p2499 : k2597;  // gpt2_block.tile:79
      const __half ld2629 = v2564 ? *p2500 : k2597;  // gpt2_block.tile:79
      const __half ld2630 = v2565 ? *p2501 : k2597;  // gpt2_block.tile:79
      const __half ld2631 = v2566 ? *p2502 : k2597;  // gpt2_block.tile:79
      const __half ld2632 = v2567 ? *p2503 : k2597;  // gpt2_block.tile:79
      const __half ld2633 = v2568 ? *p2504 : k2597;  // gpt2_block.tile:79
      const __half ld2634 = v2569 ? *p2505 : k2597;  // gpt2_block.tile:79
      const __half ld2635 = v2570 ? *p2506 : k2597;  // gpt2_block.tile:79
      const __half ld2636 = v2571 ? *p2507 : k2597;  // gpt2_block.tile:79
      const __half ld2637 = v2572 ? *p2508 : k2597;  // gpt2_block.tile:79
      const __half ld2638 = v2573 ? *p2509 : k2597;  // gpt2_block.tile:79
      const __half ld2639 = v2574 ? *p2510 : k2597;  // gpt2_block.tile:79
      const __half ld2640 = v2575 ? *p2511 : k2597;  // gpt2_block.tile:79
      const __half ld2641 = v2576 ? *p2512 : k2597;  // gpt2_block.tile:79
      const __half ld2642 = v2577 ? *p2513 : k2597;  // gpt2_block.tile:79
      const __half ld2643 = v2578 ? *p2514 : k2597;  // gpt2_block.tile:79
      const __half ld2644 = v2579 ? *p2515 : k2597;  // gpt2_block.tile:79
      const __half ld2645 = v2580 ? *p2516 : k2597;  // gpt2_block.tile:79
      const __half ld2646 = v2581 ? *p2517 : k2597;  // gpt2_block.tile:79
      const __half ld2647 = v2582 ? *p2518 : k2597;  // gpt2_block.tile:79
      const __half ld2648 = v2583 ? *p2519 : k2597;  // gpt2_block.tile:79
      const __half ld2649 = v2584 ? *p2520 : k2597;  // gpt2_block.tile:79
      const __half ld2650 = v2585 ? *p2521 : k2597;  // gpt2_block.tile:79
      const __half ld2651 = v2586 ? *p2522 : k2597;  // gpt2_block.tile:79
      const __half ld2652 = v2587 ? *p2523 : k2597;  // gpt2_block.tile:79
      const __half ld2653 = v2588 ? *p2524 : k2597;  // gpt2_block.tile:79
      const __half ld2654 = v2589 ? *p2525 : k2597;  // gpt2_block.tile:79
      const __half ld2655 = v2590 ? *p2526 : k2597;  // gpt2_block.tile:79
      const __half ld2656 = v2591 ? *p2527 : k2597;  // gpt2_block.tile:79
      const __half ld2657 = v2592 ? *p2528 : k2597;  // gpt2_block.tile:79
      const __half ld2658 = v2593 ? *p2529 : k2597;  // gpt2_block.tile:79
      const __half ld2659 = v2594 ? *p2530 : k2597;  // gpt2_block.tile:79
      const __half ld2660 = v2595 ? *p2531 : k2597;  // gpt2_block.tile:79
      const __half ld2661 = v2596 ? *p2532 : k2597;  // gpt2_block.tile:79
      int const v2662 = ((int)((unsigned int)(v2275) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2663 = ((int)((unsigned int)(v2276) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2664 = ((int)((unsigned int)(v2277) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2665 = ((int)((unsigned int)(v2278) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2666 = ((int)((unsigned int)(v2279) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2667 = ((int)((unsigned int)(v2280) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2668 = ((int)((unsigned int)(v2281) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2669 = ((int)((unsigned int)(v2282) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2670 = ((int)((unsigned int)(v2283) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2671 = ((int)((unsigned int)(v2284) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2672 = ((int)((unsigned int)(v2285) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2673 = ((int)((unsigned int)(v2286) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2674 = ((int)((unsigned int)(v2287) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2675 = ((int)((unsigned int)(v2288) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2676 = ((int)((unsigned int)(v2289) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2677 = ((int)((unsigned int)(v2290) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2678 = ((int)((unsigned int)(v2291) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2679 = ((int)((unsigned int)(v2292) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2680 = ((int)((unsigned int)(v2293) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2681 = ((int)((unsigned int)(v2294) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2682 = ((int)((unsigned int)(v2295) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2683 = ((int)((unsigned int)(v2296) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2684 = ((int)((unsigned int)(v2297) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2685 = ((int)((unsigned int)(v2298) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2686 = ((int)((unsigned int)(v2299) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2687 = ((int)((unsigned int)(v2300) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2688 = ((int)((unsigned int)(v2301) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2689 = ((int)((unsigned int)(v2302) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2690 = ((int)((unsigned int)(v2303) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2691 = ((int)((unsigned int)(v2304) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2692 = ((int)((unsigned int)(v2305) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2693 = ((int)((unsigned int)(v2306) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2694 = ((int)((unsigned int)(v2307) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2695 = ((int)((unsigned int)(v2308) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2696 = ((int)((unsigned int)(v2309) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2697 = ((int)((unsigned int)(v2310) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2698 = ((int)((unsigned int)(v2311) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2699 = ((int)((unsigned int)(v2312) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2700 = ((int)((unsigned int)(v2313) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2701 = ((int)((unsigned int)(v2314) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2702 = ((int)((unsigned int)(v2315) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2703 = ((int)((unsigned int)(v2316) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2704 = ((int)((unsigned int)(v2317) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2705 = ((int)((unsigned int)(v2318) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2706 = ((int)((unsigned int)(v2319) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2707 = ((int)((unsigned int)(v2320) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2708 = ((int)((unsigned int)(v2321) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2709 = ((int)((unsigned int)(v2322) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2710 = ((int)((unsigned int)(v2323) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2711 = ((int)((unsigned int)(v2324) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2712 = ((int)((unsigned int)(v2325) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2713 = ((int)((unsigned int)(v2326) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2714 = ((int)((unsigned int)(v2327) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2715 = ((int)((unsigned int)(v2328) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2716 = ((int)((unsigned int)(v2329) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2717 = ((int)((unsigned int)(v2330) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2718 = ((int)((unsigned int)(v2331) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2719 = ((int)((unsigned int)(v2332) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2720 = ((int)((unsigned int)(v2333) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2721 = ((int)((unsigned int)(v2334) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2722 = ((int)((unsigned int)(v2335) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2723 = ((int)((unsigned int)(v2336) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2724 = ((int)((unsigned int)(v2337) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v2725 = ((int)((unsigned int)(v2338) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      __half* const p2726 = (p_b + v2662);  // gpt2_block.tile:81
      __half* const p2727 = (p_b + v2663);  // gpt2_block.tile:81
      __half* const p2728 = (p_b + v2664);  // gpt2_block.tile:81
      __half* const p2729 = (p_b + v2665);  // gpt2_block.tile:81
      __half* const p2730 = (p_b + v2666);  // gpt2_block.tile:81
      __half* const p2731 = (p_b + v2667);  // gpt2_block.tile:81
      __half* const p2732 = (p_b + v2668);  // gpt2_block.tile:81
      __half* const p2733 = (p_b + v2669);  // gpt2_block.tile:81
      __half* const p2734 = (p_b + v2670);  // gpt2_block.tile:81
      __half* const p2735 = (p_b + v2671);  // gpt2_block.tile:81
      __half* const p2736 = (p_b + v2672);  // gpt2_block.tile:81
      __half* const p2737 = (p_b + v2673);  // gpt2_block.tile:81
      __half* const p2738 = (p_b + v2674);  // gpt2_block.tile:81
      __half* const p2739 = (p_b + v2675);  // gpt2_block.tile:81
      __half* const p2740 = (p_b + v2676);  // gpt2_block.tile:81
      __half* const p2741 = (p_b + v2677);  // gpt2_block.tile:81
      __half* const p2742 = (p_b + v2678);  // gpt2_block.tile:81
      __half* const p2743 = (p_b + v2679);  // gpt2_block.tile:81
      __half* const p2744 = (p_b + v2680);  // gpt2_block.tile:81
      __half* const p2745 = (p_b + v2681);  // gpt2_block.tile:81
      __half* const p2746 = (p_b + v2682);  // gpt2_block.tile:81
      __half* const p2747 = (p_b + v2683);  // gpt2_block.tile:81
      __half* const p2748 = (p_b + v2684);  // gpt2_block.tile:81
      __half* const p2749 = (p_b + v2685);  // gpt2_block.tile:81
      __half* const p2750 = (p_b + v2686);  // gpt2_block.tile:81
      __half* const p2751 = (p_b + v2687);  // gpt2_block.tile:81
      __half* const p2752 = (p_b + v2688);  // gpt2_block.tile:81
      __half* const p2753 = (p_b + v2689);  // gpt2_block.tile:81
      __half* const p2754 = (p_b + v2690);  // gpt2_block.tile:81
      __half* const p2755 = (p_b + v2691);  // gpt2_block.tile:81
      __half* const p2756 = (p_b + v2692);  // gpt2_block.tile:81
      __half* const p2757 = (p_b + v2693);  // gpt2_block.tile:81
      __half* const p2758 = (p_b + v2694);  // gpt2_block.tile:81
      __half* const p2759 = (p_b + v2695);  // gpt2_block.tile:81
      __half* const p2760 = (p_b + v2696);  // gpt2_block.tile:81
      __half* const p2761 = (p_b + v2697);  // gpt2_block.tile:81
      __half* const p2762 = (p_b + v2698);  // gpt2_block.tile:81
      __half* const p2763 = (p_b + v2699);  // gpt2_block.tile:81
      __half* const p2764 = (p_b + v2700);  // gpt2_block.tile:81
      __half* const p2765 = (p_b + v2701);  // gpt2_block.tile:81
      __half* const p2766 = (p_b + v2702);  // gpt2_block.tile:81
      __half* const p2767 = (p_b + v2703);  // gpt2_block.tile:81
      __half* const p2768 = (p_b + v2704);  // gpt2_block.tile:81
      __half* const p2769 = (p_b + v2705);  // gpt2_block.tile:81
      __half* const p2770 = (p_b + v2706);  // gpt2_block.tile:81
      __half* const p2771 = (p_b + v2707);  // gpt2_block.tile:81
      __half* const p2772 = (p_b + v2708);  // gpt2_block.tile:81
      __half* const p2773 = (p_b + v2709);  // gpt2_block.tile:81
      __half* const p2774 = (p_b + v2710);  // gpt2_block.tile:81
      __half* const p2775 = (p_b + v2711);  // gpt2_block.tile:81
      __half* const p2776 = (p_b + v2712);  // gpt2_block.tile:81
      __half* const p2777 = (p_b + v2713);  // gpt2_block.tile:81
      __half* const p2778 = (p_b + v2714);  // gpt2_block.tile:81
      __half* const p2779 = (p_b + v2715);  // gpt2_block.tile:81
      __half* const p2780 = (p_b + v2716);  // gpt2_block.tile:81
      __half* const p2781 = (p_b + v2717);  // gpt2_block.tile:81
      __half* const p2782 = (p_b + v2718);  // gpt2_block.tile:81
      __half* const p2783 = (p_b + v2719);  // gpt2_block.tile:81
      __half* const p2784 = (p_b + v2720);  // gpt2_block.tile:81
      __half* const p2785 = (p_b + v2721);  // gpt2_block.tile:81
      __half* const p2786 = (p_b + v2722);  // gpt2_block.tile:81
      __half* const p2787 = (p_b + v2723);  // gpt2_block.tile:81
      __half* const p2788 = (p_b + v2724);  // gpt2_block.tile:81
      __half* const p2789 = (p_b + v2725);  // gpt2_block.tile:81
      int const v2790 = ((int)((unsigned int)(v163) + (unsigned int)(tl_c4_0)));  // gpt2_block.tile:81
      int const v2791 = ((int)((unsigned int)(v2790) * (unsigned int)(p_stride_bn)));  // gpt2_block.tile:81
      __half* const p2792 = (p2726 + v2791);  // gpt2_block.tile:81
      __half* const p2793 = (p2727 + v2791);  // gpt2_block.tile:81
      __half* const p2794 = (p2728 + v2791);  // gpt2_block.tile:81
      __half* const p2795 = (p2729 + v2791);  // gpt2_block.tile:81
      __half* const p2796 = (p2730 + v2791);  // gpt2_block.tile:81
      __half* const p2797 = (p2731 + v2791);  // gpt2_block.tile:81
      __half* const p2798 = (p2732 + v2791);  // gpt2_block.tile:81
      __half* const p2799 = (p2733 + v2791);  // gpt2_block.tile:81
      __half* const p2800 = (p2734 + v2791);  // gpt2_block.tile:81
      __half* const p2801 = (p2735 + v2791);  // gpt2_block.tile:81
      __half* const p2802 = (p2736 + v2791);  // gpt2_block.tile:81
      __half* const p2803 = (p2737 + v2791);  // gpt2_block.tile:81
      __half* const p2804 = (p2738 + v2791);  // gpt2_block.tile:81
      __half* const p2805 = (p2739 + v2791);  // gpt2_block.tile:81
      __half* const p2806 = (p2740 + v2791);  // gpt2_block.tile:81
      __half* const p2807 = (p2741 + v2791);  // gpt2_block.tile:81
      __half* const p2808 = (p2742 + v2791);  // gpt2_block.tile:81
      __half* const p2809 = (p2743 + v2791);  // gpt2_block.tile:81
      __half* const p2810 = (p2744 + v2791);  // gpt2_block.tile:81
      __half* const p2811 = (p2745 + v2791);  // gpt2_block.tile:81
      __half* const p2812 = (p2746 + v2791);  // gpt2_block.tile:81
      __half* const p2813 = (p2747 + v2791);  // gpt2_block.tile:81
      __half* const p2814 = (p2748 + v2791);  // gpt2_block.tile:81
      __half* const p2815 = (p2749 + v2791);  // gpt2_block.tile:81
      __half* const p2816 = (p2750 + v2791);  // gpt2_block.tile:81
      __half* const p2817 = (p2751 + v2791);  // gpt2_block.tile:81
      __half* const p2818 = (p2752 + v2791);  // gpt2_block.tile:81
      __half* const p2819 = (p2753 + v2791);  // gpt2_block.tile:81
      __half* const p2820 = (p2754 + v2791);  // gpt2_block.tile:81
      __half* const p2821 = (p2755 + v2791);  // gpt2_block.tile:81
      __half* const p2822 = (p2756 + v2791);  // gpt2_block.tile:81
      __half* const p2823 = (p2757 + v2791);  // gpt2_block.tile:81
      __half* const p2824 = (p2758 + v2791);  // gpt2_block.tile:81
      __half* const p2825 = (p2759 + v2791);  // gpt2_block.tile:81
      __half* const p2826 = (p2760 + v2791);  // gpt2_block.tile:81
      __half* const p2827 = (p2761 + v2791);  // gpt2_block.tile:81
      __half* const p2828 = (p2762 + v2791);  // gpt2_block.tile:81
      __half* const p2829 = (p2763 + v2791);  // gpt2_block.tile:81
      __half* const p2830 = (p2764 + v2791);  // gpt2_block.tile:81
      __half* const p2831 = (p2765 + v2791);  // gpt2_block.tile:81
      __half* const p2832 = (p2766 + v2791);  // gpt2_block.tile:81
      __half* const p2833 = (p2767 + v2791);  // gpt2_block.tile:81
      __half* const p2834 = (p2768 + v2791);  // gpt2_block.tile:81
      __half* const p2835 = (p2769 + v2791);  // gpt2_block.tile:81
      __half* const p2836 = (p2770 + v2791);  // gpt2_block.tile:81
      __half* const p2837 = (p2771 + v2791);  // gpt2_block.tile:81
      __half* const p2838 = (p2772 + v2791);  // gpt2_block.tile:81
      __half* const p2839 = (p2773 + v2791);  // gpt2_block.tile:81
      __half* const p2840 = (p2774 + v2791);  // gpt2_block.tile:81
      __half* const p2841 = (p2775 + v2791);  // gpt2_block.tile:81
      __half* const p2842 = (p2776 + v2791);  // gpt2_block.tile:81
      __half* const p2843 = (p2777 + v2791);  // gpt2_block.tile:81
      __half* const p2844 = (p2778 + v2791);  // gpt2_block.tile:81
      __half* const p2845 = (p2779 + v2791);  // gpt2_block.tile:81
      __half* const p2846 = (p2780 + v2791);  // gpt2_block.tile:81
      __half* const p2847 = (p2781 + v2791);  // gpt2_block.tile:81
      __half* const p2848 = (p2782 + v2791);  // gpt2_block.tile:81
      __half* const p2849 = (p2783 + v2791);  // gpt2_block.tile:81
      __half* const p2850 = (p2784 + v2791);  // gpt2_block.tile:81
      __half* const p2851 = (p2785 + v2791);  // gpt2_block.tile:81
      __half* const p2852 = (p2786 + v2791);  // gpt2_block.tile:81
      __half* const p2853 = (p2787 + v2791);  // gpt2_block.tile:81
      __half* const p2854 = (p2788 + v2791);  // gpt2_block.tile:81
      __half* const p2855 = (p2789 + v2791);  // gpt2_block.tile:81
      bool const v2856 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2857 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2858 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2859 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2860 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2861 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2862 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2863 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2864 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2865 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2866 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2867 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2868 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2869 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2870 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2871 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2872 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2873 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2874 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2875 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2876 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2877 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2878 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2879 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2880 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2881 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2882 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2883 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2884 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2885 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2886 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2887 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2888 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2889 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2890 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2891 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2892 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2893 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2894 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2895 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2896 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2897 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2898 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2899 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2900 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2901 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2902 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2903 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2904 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2905 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2906 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2907 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2908 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2909 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2910 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2911 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2912 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2913 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2914 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2915 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2916 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2917 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2918 = ((bool)(true & v647));  // gpt2_block.tile:82
      bool const v2919 = ((bool)(true & v647));  // gpt2_block.tile:82
      __half const k2920 = __ushort_as_half((unsigned short)0);  // gpt2_block.tile:81
      const __half ld2921 = v2856 ? *p2792 : k2920;  // gpt2_block.tile:81
      const __half ld2922 = v2857 ? *p2793 : k2920;  // gpt2_block.tile:81
      const __half ld2923 = v2858 ? *p2794 : k2920;  // gpt2_block.tile:81
      const __half ld2924 = v2859 ? *p2795 : k2920;  // gpt2_block.tile:81
      const __half ld2925 = v2860 ? *p2796 : k2920;  // gpt2_block.tile:81
      const __half ld2926 = v2861 ? *p2797 : k2920;  // gpt2_block.tile:81
      const __half ld2927 = v2862 ? *p2798 : k2920;  // gpt2_block.tile:81
      const __half ld2928 = v2863 ? *p2799 : k2920;  // gpt2_block.tile:81
      const __half ld2929 = v2864 ? *p2800 : k2920;  // gpt2_block.tile:81
      const __half ld2930 = v2865 ? *p2801 : k2920;  // gpt2_block.tile:81
      const __half ld2931 = v2866 ? *p2802 : k2920;  // gpt2_block.tile:81
      const __half ld2932 = v2867 ? *p2803 : k2920;  // gpt2_block.tile:81
      const __half ld2933 = v2868 ? *p2804 : k2920;  // gpt2_block.tile:81
      const __half ld2934 = v2869 ? *p2805 : k2920;  // gpt2_block.tile:81
      const __half ld2935 = v2870 ? *p2806 : k2920;  // gpt2_block.tile:81
      const __half ld2936 = v2871 ? *p2807 : k2920;  // gpt2_block.tile:81
      const __half ld2937 = v2872 ? *p2808 : k2920;  // gpt2_block.tile:81
      const __half ld2938 = v2873 ? *p2809 : k2920;  // gpt2_block.tile:81
      const __half ld2939 = v2874 ? *p2810 : k2920;  // gpt2_block.tile:81
      const __half ld2940 = v2875 ? *p2811 : k2920;  // gpt2_block.tile:81
      const __half ld2941 = v2876 ? *p2812 : k2920;  // gpt2_block.tile:81
      const __half ld2942 = v2877 ? *p2813 : k2920;  // gpt2_block.tile:81
      const __half ld2943 = v2878 ? *p2814 : k2920;  // gpt2_block.tile:81
      const __half ld2944 = v2879 ? *p2815 : k2920;  // gpt2_block.tile:81
      const __half ld2945 = v2880 ? *p2816 : k2920;  // gpt2_block.tile:81
      const __half ld2946 = v2881 ? *p2817 : k2920;  // gpt2_block.tile:81
      const __half ld2947 = v2882 ? *p2818 : k2920;  // gpt2_block.tile:81
      const __half ld2948 = v2883 ? *p2819 : k2920;  // gpt2_block.tile:81
      const __half ld2949 = v2884 ? *p2820 : k2920;  // gpt2_block.tile:81
      const __half ld2950 = v2885 ? *p2821 : k2920;  // gpt2_block.tile:81
      const __half ld2951 = v2886 ? *p2822 : k2920;  // gpt2_block.tile:81
      const __half ld2952 = v2887 ? *p2823 : k2920;  // gpt2_block.tile:81
      const __half ld2953 = v2888 ? *p2824 : k2920;  // gpt2_block.tile:81
      const __half ld2954 = v2889 ? *p2825 : k2920;  // gpt2_block.tile:81
      const __half ld2955 = v2890 ? *p2826 : k2920;  // gpt2_block.tile:81
      const __half ld2956 = v2891 ? *p2827 : k2920;  // gpt2_block.tile:81
      const __half ld2957 = v2892 ? *p2828 : k2920;  // gpt2_block.tile:81
      const __half ld2958 = v2893 ? *p2829 : k2920;  // gpt2_block.tile:81
      const __half ld2959 = v2894 ? *p2830 : k2920;  // gpt2_block.tile:81
      const __half ld2960 = v2895 ? *p2831 : k2920;  // gpt2_block.tile:81
      const __half ld2961 = v2896 ? *p2832 : k2920;  // gpt2_block.tile:81
      const __half ld2962 = v2897 ? *p2833 : k2920;  // gpt2_block.tile:81
      const __half ld2963 = v2898 ? *p2834 : k2920;  // gpt2_block.tile:81
      const __half ld2964 = v2899 ? *p2835 : k2920;  // gpt2_block.tile:81
      const __half ld2965 = v2900 ? *p2836 : k2920;  // gpt2_block.tile:81
      const __half ld2966 = v2901 ? *p2837 : k2920;  // gpt2_block.tile:81
      const __half ld2967 = v2902 ? *p2838 : k2920;  // gpt2_block.tile:81
      const __half ld2968 = v2903 ? *p2839 : k2920;  // gpt2_block.tile:81
      const __half ld2969 = v2904 ? *p2840 : k2920;  // gpt2_block.tile:81
      const __half ld2970 = v2905 ? *p2841 : k2920;  // gpt2_block.tile:81
      const __half ld2971 = v2906 ? *p2842 : k2920;  // gpt2_block.tile:81
      const __half ld2972 = v2907 ? *p2843 : k2920;  // gpt2_block.tile:81
      const __half ld2973 = v2908 ? *p2844 : k2920;  // gpt2_block.tile:81
      const __half ld2974 = v2909 ? *p2845 : k2920;  // gpt2_block.tile:81
      const __half ld2975 = v2910 ? *p2846 : k2920;  // gpt2_block.tile:81
      const __half ld2976 = v2911 ? *p2847 : k2920;  // gpt2_block.tile:81
      const __half ld2977 = v2912 ? *p2848 : k2920;  // gpt2_block.tile:81
      const __half ld2978 = v2913 ? *p2849 : k2920;  // gpt2_block.tile:81
      const __half ld2979 = v2914 ? *p2850 : k2920;  // gpt2_block.tile:81
      const __half ld2980 = v2915 ? *p2851 : k2920;  // gpt2_block.tile:81
      const __half ld2981 = v2916 ? *p2852 : k2920;  // gpt2_block.tile:81
      const __half ld2982 = v2917 ? *p2853 : k2920;  // gpt2_block.tile:81
      const __half ld2983 = v2918 ? *p2854 : k2920;  // gpt2_block.tile:81
      const __half ld2984 = v2919 ? *p2855 : k2920;  // gpt2_block.tile:81
      __syncthreads();  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c7_0) * 128 + ((((tl_c7_1) >> 3) ^ ((tl_c7_0) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2598;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 2)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 2)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2599;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 4)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 4)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2600;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 6)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 6)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2601;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 8)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 8)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2602;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 10)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 10)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2603;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 12)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 12)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2604;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 14)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 14)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2605;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 16)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 16)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2606;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 18)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 18)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2607;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 20)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 20)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2608;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 22)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 22)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2609;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 24)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 24)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2610;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 26)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 26)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2611;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 28)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 28)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2612;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 30)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 30)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2613;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 32)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 32)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2614;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 34)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 34)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2615;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 36)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 36)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2616;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 38)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 38)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2617;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 40)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 40)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2618;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 42)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 42)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2619;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 44)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 44)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2620;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 46)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 46)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2621;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 48)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 48)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2622;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 50)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 50)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2623;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 52)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 52)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2624;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 54)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 54)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2625;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 56)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 56)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2626;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 58)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 58)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2627;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 60)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 60)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2628;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 62)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 62)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2629;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 64)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 64)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2630;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 66)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 66)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2631;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 68)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 68)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2632;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 70)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 70)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2633;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 72)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 72)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2634;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 74)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 74)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2635;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 76)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 76)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2636;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 78)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 78)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2637;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 80)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 80)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2638;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 82)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 82)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2639;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 84)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 84)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2640;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 86)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 86)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2641;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 88)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 88)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2642;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 90)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 90)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2643;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 92)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 92)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2644;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 94)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 94)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2645;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 96)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 96)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2646;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 98)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 98)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2647;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 100)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 100)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2648;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 102)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 102)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2649;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 104)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 104)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2650;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 106)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 106)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2651;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 108)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 108)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2652;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 110)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 110)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2653;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 112)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 112)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2654;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 114)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 114)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2655;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 116)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 116)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2656;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 118)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 118)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2657;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 120)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 120)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2658;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 122)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 122)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2659;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 124)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 124)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2660;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 126)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 126)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld2661;  // gpt2_block.tile:83
      *reinterpret_cast<tl_vec<__half, 8>*>(reinterpret_cast<unsigned char*>(tl_smem + 16384) + ((tl_c8_1) * 128 + ((((0) >> 3) ^ ((tl_c8_1) & 7)) << 4) + (((0) & 7) * 2))) = tl_vec<__half, 8>{{ld2921, ld2922, ld2923, ld2924, ld2925, ld2926, ld2927, ld2928}};  // gpt2_block.tile:83
      *reinterpret_cast<tl_vec<__half, 8>*>(reinterpret_cast<unsigned char*>(tl_smem + 16384) + ((tl_c8_1) * 128 + (((((0 + 8)) >> 3) ^ ((tl_c8_1) & 7)) << 4) + ((((0 + 8)) & 7) * 2))) = tl_vec<__half, 8>{{ld2929, ld2930, ld2931, ld2932, ld2933, ld2934, ld2935, ld2936}};  // gpt2_block.tile:83
      *reinterpret_cast<tl_vec<__half, 8>*>(reinterpret_cast<unsigned char*>(tl_smem + 16384) + ((tl_c8_1) * 128 + (((((0 + 16)) >> 3) ^ ((tl_c8_1) & 7)) << 4) + ((((0 + 16)) & 7) * 2))) = tl_vec<__half, 8>{{ld2937, ld2938, ld2939, ld2940, ld2941, ld2942, ld2943, ld2944}};  // gpt2_block.tile:83
      *reinterpret_cast<tl_vec<__half, 8>*>(reinterpret_cast<unsigned char*>(tl_smem + 16384) + ((tl_c8_1) * 128 + (((((0 + 24)) >> 3) ^ ((tl_c8_1) & 7)) << 4) + ((((0 + 24)) & 7) * 2))) = tl_vec<__half, 8>{{ld2945, ld2946, ld2947, ld2948, ld2949, ld2950, ld2951, ld2952}};  // gpt2_block.tile:83
      *reinterpret_cast<tl_vec<__half, 8>*>(reinterpret_cast<unsigned char*>(tl_smem + 16384) + ((tl_c8_1) * 128 + (((((0 + 32)) >> 3) ^ ((tl_c8_1) & 7)) << 4) + ((((0 + 32)) & 7) * 2))) = tl_vec<__half, 8>{{ld2953, ld2954, ld2955, ld2956, ld2957, ld2958, ld2959, ld2960}};  // gpt2_block.tile:83
      *reinterpret_cast<tl_vec<__half, 8>*>(reinterpret_cast<unsigned char*>(tl_smem + 16384) + ((tl_c8_1) * 128 + (((((0 + 40)) >> 3) ^ ((tl_c8_1) & 7)) << 4) + ((((0 + 40)) & 7) * 2))) = tl_vec<__half, 8>{{ld2961, ld2962, ld2963, ld2964, ld2965, ld2966, ld2967, ld2968}};  // gpt2_block.tile:83
      *reinterpret_cast<tl_vec<__half, 8>*>(reinterpret_cast<unsigned char*>(tl_smem + 16384) + ((tl_c8_1) * 128 + (((((0 + 48)) >> 3) ^ ((tl_c8_1) & 7)) << 4) + ((((0 + 48)) & 7) * 2))) = tl_vec<__half, 8>{{ld2969, ld2970, ld2971, ld2972, ld2973, ld2974, ld2975, ld2976}};  // gpt2_block.tile:83
      *reinterpret_cast<tl_vec<__half, 8>*>(reinterpret_cast<unsigned char*>(tl_smem + 16384) + ((tl_c8_1) * 128 + (((((0 + 56)) >> 3) ^ ((tl_c8_1) & 7)) << 4) + ((((0 + 56)) & 7) * 2))) = tl_vec<__half, 8>{{ld2977, ld2978, ld2979, ld2980, ld2981, ld2982, ld2983, ld2984}};  // gpt2_block.tile:83
      __syncthreads();  // gpt2_block.tile:83
      // dot on tensor cores: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32, warps [4, 1], 32 block(s) per warp  // gpt2_block.tile:83
      float acc2985 = c2146;  // gpt2_block.tile:83
      float acc2986 = c2147;  // gpt2_block.tile:83
      float acc2987 = c2148;  // gpt2_block.tile:83
      float acc2988 = c2149;  // gpt2_block.tile:83
      float acc2989 = c2150;  // gpt2_block.tile:83
      float acc2990 = c2151;  // gpt2_block.tile:83
      float acc2991 = c2152;  // gpt2_block.tile:83
      float acc2992 = c2153;  // gpt2_block.tile:83
      float acc2993 = c2154;  // gpt2_block.tile:83
      float acc2994 = c2155;  // gpt2_block.tile:83
      float acc2995 = c2156;  // gpt2_block.tile:83
      float acc2996 = c2157;  // gpt2_block.tile:83
      float acc2997 = c2158;  // gpt2_block.tile:83
      float acc2998 = c2159;  // gpt2_block.tile:83
      float acc2999 = c2160;  // gpt2_block.tile:83
      float acc3000 = c2161;  // gpt2_block.tile:83
      float acc3001 = c2162;  // gpt2_block.tile:83
      float acc3002 = c2163;  // gpt2_block.tile:83
      float acc3003 = c2164;  // gpt2_block.tile:83
      float acc3004 = c2165;  // gpt2_block.tile:83
      float acc3005 = c2166;  // gpt2_block.tile:83
      float acc3006 = c2167;  // gpt2_block.tile:83
      float acc3007 = c2168;  // gpt2_block.tile:83
      float acc3008 = c2169;  // gpt2_block.tile:83
      float acc3009 = c2170;  // gpt2_block.tile:83
      float acc3010 = c2171;  // gpt2_block.tile:83
      float acc3011 = c2172;  // gpt2_block.tile:83
      float acc3012 = c2173;  // gpt2_block.tile:83
      float acc3013 = c2174;  // gpt2_block.tile:83
      float acc3014 = c2175;  // gpt2_block.tile:83
      float acc3015 = c2176;  // gpt2_block.tile:83
      float acc3016 = c2177;  // gpt2_block.tile:83
      float acc3017 = c2178;  // gpt2_block.tile:83
      float acc3018 = c2179;  // gpt2_block.tile:83
      float acc3019 = c2180;  // gpt2_block.tile:83
      float acc3020 = c2181;  // gpt2_block.tile:83
      float acc3021 = c2182;  // gpt2_block.tile:83
      float acc3022 = c2183;  // gpt2_block.tile:83
      float acc3023 = c2184;  // gpt2_block.tile:83
      float acc3024 = c2185;  // gpt2_block.tile:83
      float acc3025 = c2186;  // gpt2_block.tile:83
      float acc3026 = c2187;  // gpt2_block.tile:83
      float acc3027 = c2188;  // gpt2_block.tile:83
      float acc3028 = c2189;  // gpt2_block.tile:83
      float acc3029 = c2190;  // gpt2_block.tile:83
      float acc3030 = c2191;  // gpt2_block.tile:83
      float acc3031 = c2192;  // gpt2_block.tile:83
      float acc3032 = c2193;  // gpt2_block.tile:83
      float acc3033 = c2194;  // gpt2_block.tile:83
      float acc3034 = c2195;  // gpt2_block.tile:83
      float acc3035 = c2196;  // gpt2_block.tile:83
      float acc3036 = c2197;  // gpt2_block.tile:83
      float acc3037 = c2198;  // gpt2_block.tile:83
      float acc3038 = c2199;  // gpt2_block.tile:83
      float acc3039 = c2200;  // gpt2_block.tile:83
      float acc3040 = c2201;  // gpt2_block.tile:83
      float acc3041 = c2202;  // gpt2_block.tile:83
      float acc3042 = c2203;  // gpt2_block.tile:83
      float acc3043 = c2204;  // gpt2_block.tile:83
      float acc3044 = c2205;  // gpt2_block.tile:83
      float acc3045 = c2206;  // gpt2_block.tile:83
      float acc3046 = c2207;  // gpt2_block.tile:83
      float acc3047 = c2208;  // gpt2_block.tile:83
      float acc3048 = c2209;  // gpt2_block.tile:83
      float acc3049 = c2210;  // gpt2_block.tile:83
      float acc3050 = c2211;  // gpt2_block.tile:83
      float acc3051 = c2212;  // gpt2_block.tile:83
      float acc3052 = c2213;  // gpt2_block.tile:83
      float acc3053 = c2214;  // gpt2_block.tile:83
      float acc3054 = c2215;  // gpt2_block.tile:83
      float acc3055 = c2216;  // gpt2_block.tile:83
      float acc3056 = c2217;  // gpt2_block.tile:83
      float acc3057 = c2218;  // gpt2_block.tile:83
      float acc3058 = c2219;  // gpt2_block.tile:83
      float acc3059 = c2220;  // gpt2_block.tile:83
      float acc3060 = c2221;  // gpt2_block.tile:83
      float acc3061 = c2222;  // gpt2_block.tile:83
      float acc3062 = c2223;  // gpt2_block.tile:83
      float acc3063 = c2224;  // gpt2_block.tile:83
      float acc3064 = c2225;  // gpt2_block.tile:83
      float acc3065 = c2226;  // gpt2_block.tile:83
      float acc3066 = c2227;  // gpt2_block.tile:83
      float acc3067 = c2228;  // gpt2_block.tile:83
      float acc3068 = c2229;  // gpt2_block.tile:83
      float acc3069 = c2230;  // gpt2_block.tile:83
      float acc3070 = c2231;  // gpt2_block.tile:83
      float acc3071 = c2232;  // gpt2_block.tile:83
      float acc3072 = c2233;  // gpt2_block.tile:83
      float acc3073 = c2234;  // gpt2_block.tile:83
      float acc3074 = c2235;  // gpt2_block.tile:83
      float acc3075 = c2236;  // gpt2_block.tile:83
      float acc3076 = c2237;  // gpt2_block.tile:83
      float acc3077 = c2238;  // gpt2_block.tile:83
      float acc3078 = c2239;  // gpt2_block.tile:83
      float acc3079 = c2240;  // gpt2_block.tile:83
      float acc3080 = c2241;  // gpt2_block.tile:83
      float acc3081 = c2242;  // gpt2_block.tile:83
      float acc3082 = c2243;  // gpt2_block.tile:83
      float acc3083 = c2244;  // gpt2_block.tile:83
      float acc3084 = c2245;  // gpt2_block.tile:83
      float acc3085 = c2246;  // gpt2_block.tile:83
      float acc3086 = c2247;  // gpt2_block.tile:83
      float acc3087 = c2248;  // gpt2_block.tile:83
      float acc3088 = c2249;  // gpt2_block.tile:83
      float acc3089 = c2250;  // gpt2_block.tile:83
      float acc3090 = c2251;  // gpt2_block.tile:83
      float acc3091 = c2252;  // gpt2_block.tile:83
      float acc3092 = c2253;  // gpt2_block.tile:83
      float acc3093 = c2254;  // gpt2_block.tile:83
      float acc3094 = c2255;  // gpt2_block.tile:83
      float acc3095 = c2256;  // gpt2_block.tile:83
      float acc3096 = c2257;  // gpt2_block.tile:83
      float acc3097 = c2258;  // gpt2_block.tile:83
      float acc3098 = c2259;  // gpt2_block.tile:83
      float acc3099 = c2260;  // gpt2_block.tile:83
      float acc3100 = c2261;  // gpt2_block.tile:83
      float acc3101 = c2262;  // gpt2_block.tile:83
      float acc3102 = c2263;  // gpt2_block.tile:83
      float acc3103 = c2264;  // gpt2_block.tile:83
      float acc3104 = c2265;  // gpt2_block.tile:83
      float acc3105 = c2266;  // gpt2_block.tile:83
      float acc3106 = c2267;  // gpt2_block.tile:83
      float acc3107 = c2268;  // gpt2_block.tile:83
      float acc3108 = c2269;  // gpt2_block.tile:83
      float acc3109 = c2270;  // gpt2_block.tile:83
      float acc3110 = c2271;  // gpt2_block.tile:83
      float acc3111 = c2272;  // gpt2_block.tile:83
      float acc3112 = c2273;  // gpt2_block.tile:83
      unsigned fr3114, fr3115, fr3116, fr3117;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 0) + lm3113_r + 0 + (((lm3113_c + 0) ^ lm3113_s) << 4), fr3114, fr3115, fr3116, fr3117);  // gpt2_block.tile:83
      unsigned fr3118, fr3119, fr3120, fr3121;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 0) + lm3113_r + 8192 + (((lm3113_c + 0) ^ lm3113_s) << 4), fr3118, fr3119, fr3120, fr3121);  // gpt2_block.tile:83
      unsigned fr3123, fr3124, fr3125, fr3126;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm3122_r + 0 + (((lm3122_c + 0) ^ lm3122_s) << 4), fr3123, fr3124, fr3125, fr3126);  // gpt2_block.tile:83
      unsigned fr3127, fr3128, fr3129, fr3130;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm3122_r + 2048 + (((lm3122_c + 0) ^ lm3122_s) << 4), fr3127, fr3128, fr3129, fr3130);  // gpt2_block.tile:83
      unsigned fr3131, fr3132, fr3133, fr3134;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm3122_r + 4096 + (((lm3122_c + 0) ^ lm3122_s) << 4), fr3131, fr3132, fr3133, fr3134);  // gpt2_block.tile:83
      unsigned fr3135, fr3136, fr3137, fr3138;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm3122_r + 6144 + (((lm3122_c + 0) ^ lm3122_s) << 4), fr3135, fr3136, fr3137, fr3138);  // gpt2_block.tile:83
      unsigned fr3139, fr3140, fr3141, fr3142;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm3122_r + 8192 + (((lm3122_c + 0) ^ lm3122_s) << 4), fr3139, fr3140, fr3141, fr3142);  // gpt2_block.tile:83
      unsigned fr3143, fr3144, fr3145, fr3146;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm3122_r + 10240 + (((lm3122_c + 0) ^ lm3122_s) << 4), fr3143, fr3144, fr3145, fr3146);  // gpt2_block.tile:83
      unsigned fr3147, fr3148, fr3149, fr3150;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm3122_r + 12288 + (((lm3122_c + 0) ^ lm3122_s) << 4), fr3147, fr3148, fr3149, fr3150);  // gpt2_block.tile:83
      unsigned fr3151, fr3152, fr3153, fr3154;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm3122_r + 14336 + (((lm3122_c + 0) ^ lm3122_s) << 4), fr3151, fr3152, fr3153, fr3154);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc2985, acc2986, acc2987, acc2988, fr3114, fr3115, fr3116, fr3117, fr3123, fr3124);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc2989, acc2990, acc2991, acc2992, fr3114, fr3115, fr3116, fr3117, fr3125, fr3126);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc2993, acc2994, acc2995, acc2996, fr3114, fr3115, fr3116, fr3117, fr3127, fr3128);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc2997, acc2998, acc2999, acc3000, fr3114, fr3115, fr3116, fr3117, fr3129, fr3130);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3001, acc3002, acc3003, acc3004, fr3114, fr3115, fr3116, fr3117, fr3131, fr3132);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3005, acc3006, acc3007, acc3008, fr3114, fr3115, fr3116, fr3117, fr3133, fr3134);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3009, acc3010, acc3011, acc3012, fr3114, fr3115, fr3116, fr3117, fr3135, fr3136);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3013, acc3014, acc3015, acc3016, fr3114, fr3115, fr3116, fr3117, fr3137, fr3138);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3017, acc3018, acc3019, acc3020, fr3114, fr3115, fr3116, fr3117, fr3139, fr3140);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3021, acc3022, acc3023, acc3024, fr3114, fr3115, fr3116, fr3117, fr3141, fr3142);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3025, acc3026, acc3027, acc3028, fr3114, fr3115, fr3116, fr3117, fr3143, fr3144);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3029, acc3030, acc3031, acc3032, fr3114, fr3115, fr3116, fr3117, fr3145, fr3146);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3033, acc3034, acc3035, acc3036, fr3114, fr3115, fr3116, fr3117, fr3147, fr3148);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3037, acc3038, acc3039, acc3040, fr3114, fr3115, fr3116, fr3117, fr3149, fr3150);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3041, acc3042, acc3043, acc3044, fr3114, fr3115, fr3116, fr3117, fr3151, fr3152);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3045, acc3046, acc3047, acc3048, fr3114, fr3115, fr3116, fr3117, fr3153, fr3154);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3049, acc3050, acc3051, acc3052, fr3118, fr3119, fr3120, fr3121, fr3123, fr3124);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3053, acc3054, acc3055, acc3056, fr3118, fr3119, fr3120, fr3121, fr3125, fr3126);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3057, acc3058, acc3059, acc3060, fr3118, fr3119, fr3120, fr3121, fr3127, fr3128);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3061, acc3062, acc3063, acc3064, fr3118, fr3119, fr3120, fr3121, fr3129, fr3130);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3065, acc3066, acc3067, acc3068, fr3118, fr3119, fr3120, fr3121, fr3131, fr3132);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3069, acc3070, acc3071, acc3072, fr3118, fr3119, fr3120, fr3121, fr3133, fr3134);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3073, acc3074, acc3075, acc3076, fr3118, fr3119, fr3120, fr3121, fr3135, fr3136);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3077, acc3078, acc3079, acc3080, fr3118, fr3119, fr3120, fr3121, fr3137, fr3138);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3081, acc3082, acc3083, acc3084, fr3118, fr3119, fr3120, fr3121, fr3139, fr3140);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3085, acc3086, acc3087, acc3088, fr3118, fr3119, fr3120, fr3121, fr3141, fr3142);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3089, acc3090, acc3091, acc3092, fr3118, fr3119, fr3120, fr3121, fr3143, fr3144);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3093, acc3094, acc3095, acc3096, fr3118, fr3119, fr3120, fr3121, fr3145, fr3146);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3097, acc3098, acc3099, acc3100, fr3118, fr3119, fr3120, fr3121, fr3147, fr3148);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3101, acc3102, acc3103, acc3104, fr3118, fr3119, fr3120, fr3121, fr3149, fr3150);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3105, acc3106, acc3107, acc3108, fr3118, fr3119, fr3120, fr3121, fr3151, fr3152);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3109, acc3110, acc3111, acc3112, fr3118, fr3119, fr3120, fr3121, fr3153, fr3154);  // gpt2_block.tile:83
      unsigned fr3155, fr3156, fr3157, fr3158;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 0) + lm3113_r + 0 + (((lm3113_c + 2) ^ lm3113_s) << 4), fr3155, fr3156, fr3157, fr3158);  // gpt2_block.tile:83
      unsigned fr3159, fr3160, fr3161, fr3162;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 0) + lm3113_r + 8192 + (((lm3113_c + 2) ^ lm3113_s) << 4), fr3159, fr3160, fr3161, fr3162);  // gpt2_block.tile:83
      unsigned fr3163, fr3164, fr3165, fr3166;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm3122_r + 0 + (((lm3122_c + 2) ^ lm3122_s) << 4), fr3163, fr3164, fr3165, fr3166);  // gpt2_block.tile:83
      unsigned fr3167, fr3168, fr3169, fr3170;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm3122_r + 2048 + (((lm3122_c + 2) ^ lm3122_s) << 4), fr3167, fr3168, fr3169, fr3170);  // gpt2_block.tile:83
      unsigned fr3171, fr3172, fr3173, fr3174;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm3122_r + 4096 + (((lm3122_c + 2) ^ lm3122_s) << 4), fr3171, fr3172, fr3173, fr3174);  // gpt2_block.tile:83
      unsigned fr3175, fr3176, fr3177, fr3178;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm3122_r + 6144 + (((lm3122_c + 2) ^ lm3122_s) << 4), fr3175, fr3176, fr3177, fr3178);  // gpt2_block.tile:83
      unsigned fr3179, fr3180, fr3181, fr3182;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm3122_r + 8192 + (((lm3122_c + 2) ^ lm3122_s) << 4), fr3179, fr3180, fr3181, fr3182);  // gpt2_block.tile:83
      unsigned fr3183, fr3184, fr3185, fr3186;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm3122_r + 10240 + (((lm3122_c + 2) ^ lm3122_s) << 4), fr3183, fr3184, fr3185, fr3186);  // gpt2_block.tile:83
      unsigned fr3187, fr3188, fr3189, fr3190;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm3122_r + 12288 + (((lm3122_c + 2) ^ lm3122_s) << 4), fr3187, fr3188, fr3189, fr3190);  // gpt2_block.tile:83
      unsigned fr3191, fr3192, fr3193, fr3194;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm3122_r + 14336 + (((lm3122_c + 2) ^ lm3122_s) << 4), fr3191, fr3192, fr3193, fr3194);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc2985, acc2986, acc2987, acc2988, fr3155, fr3156, fr3157, fr3158, fr3163, fr3164);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc2989, acc2990, acc2991, acc2992, fr3155, fr3156, fr3157, fr3158, fr3165, fr3166);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc2993, acc2994, acc2995, acc2996, fr3155, fr3156, fr3157, fr3158, fr3167, fr3168);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc2997, acc2998, acc2999, acc3000, fr3155, fr3156, fr3157, fr3158, fr3169, fr3170);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3001, acc3002, acc3003, acc3004, fr3155, fr3156, fr3157, fr3158, fr3171, fr3172);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3005, acc3006, acc3007, acc3008, fr3155, fr3156, fr3157, fr3158, fr3173, fr3174);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3009, acc3010, acc3011, acc3012, fr3155, fr3156, fr3157, fr3158, fr3175, fr3176);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3013, acc3014, acc3015, acc3016, fr3155, fr3156, fr3157, fr3158, fr3177, fr3178);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3017, acc3018, acc3019, acc3020, fr3155, fr3156, fr3157, fr3158, fr3179, fr3180);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3021, acc3022, acc3023, acc3024, fr3155, fr3156, fr3157, fr3158, fr3181, fr3182);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3025, acc3026, acc3027, acc3028, fr3155, fr3156, fr3157, fr3158, fr3183, fr3184);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3029, acc3030, acc3031, acc3032, fr3155, fr3156, fr3157, fr3158, fr3185, fr3186);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3033, acc3034, acc3035, acc3036, fr3155, fr3156, fr3157, fr3158, fr3187, fr3188);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3037, acc3038, acc3039, acc3040, fr3155, fr3156, fr3157, fr3158, fr3189, fr3190);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3041, acc3042, acc3043, acc3044, fr3155, fr3156, fr3157, fr3158, fr3191, fr3192);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3045, acc3046, acc3047, acc3048, fr3155, fr3156, fr3157, fr3158, fr3193, fr3194);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3049, acc3050, acc3051, acc3052, fr3159, fr3160, fr3161, fr3162, fr3163, fr3164);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3053, acc3054, acc3055, acc3056, fr3159, fr3160, fr3161, fr3162, fr3165, fr3166);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3057, acc3058, acc3059, acc3060, fr3159, fr3160, fr3161, fr3162, fr3167, fr3168);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3061, acc3062, acc3063, acc3064, fr3159, fr3160, fr3161, fr3162, fr3169, fr3170);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3065, acc3066, acc3067, acc3068, fr3159, fr3160, fr3161, fr3162, fr3171, fr3172);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3069, acc3070, acc3071, acc3072, fr3159, fr3160, fr3161, fr3162, fr3173, fr3174);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3073, acc3074, acc3075, acc3076, fr3159, fr3160, fr3161, fr3162, fr3175, fr3176);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3077, acc3078, acc3079, acc3080, fr3159, fr3160, fr3161, fr3162, fr3177, fr3178);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3081, acc3082, acc3083, acc3084, fr3159, fr3160, fr3161, fr3162, fr3179, fr3180);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3085, acc3086, acc3087, acc3088, fr3159, fr3160, fr3161, fr3162, fr3181, fr3182);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3089, acc3090, acc3091, acc3092, fr3159, fr3160, fr3161, fr3162, fr3183, fr3184);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3093, acc3094, acc3095, acc3096, fr3159, fr3160, fr3161, fr3162, fr3185, fr3186);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3097, acc3098, acc3099, acc3100, fr3159, fr3160, fr3161, fr3162, fr3187, fr3188);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3101, acc3102, acc3103, acc3104, fr3159, fr3160, fr3161, fr3162, fr3189, fr3190);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3105, acc3106, acc3107, acc3108, fr3159, fr3160, fr3161, fr3162, fr3191, fr3192);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3109, acc3110, acc3111, acc3112, fr3159, fr3160, fr3161, fr3162, fr3193, fr3194);  // gpt2_block.tile:83
      unsigned fr3195, fr3196, fr3197, fr3198;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 0) + lm3113_r + 0 + (((lm3113_c + 4) ^ lm3113_s) << 4), fr3195, fr3196, fr3197, fr3198);  // gpt2_block.tile:83
      unsigned fr3199, fr3200, fr3201, fr3202;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 0) + lm3113_r + 8192 + (((lm3113_c + 4) ^ lm3113_s) << 4), fr3199, fr3200, fr3201, fr3202);  // gpt2_block.tile:83
      unsigned fr3203, fr3204, fr3205, fr3206;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm3122_r + 0 + (((lm3122_c + 4) ^ lm3122_s) << 4), fr3203, fr3204, fr3205, fr3206);  // gpt2_block.tile:83
      unsigned fr3207, fr3208, fr3209, fr3210;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm3122_r + 2048 + (((lm3122_c + 4) ^ lm3122_s) << 4), fr3207, fr3208, fr3209, fr3210);  // gpt2_block.tile:83
      unsigned fr3211, fr3212, fr3213, fr3214;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm3122_r + 4096 + (((lm3122_c + 4) ^ lm3122_s) << 4), fr3211, fr3212, fr3213, fr3214);  // gpt2_block.tile:83
      unsigned fr3215, fr3216, fr3217, fr3218;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm3122_r + 6144 + (((lm3122_c + 4) ^ lm3122_s) << 4), fr3215, fr3216, fr3217, fr3218);  // gpt2_block.tile:83
      unsigned fr3219, fr3220, fr3221, fr3222;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm3122_r + 8192 + (((lm3122_c + 4) ^ lm3122_s) << 4), fr3219, fr3220, fr3221, fr3222);  // gpt2_block.tile:83
      unsigned fr3223, fr3224, fr3225, fr3226;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm3122_r + 10240 + (((lm3122_c + 4) ^ lm3122_s) << 4), fr3223, fr3224, fr3225, fr3226);  // gpt2_block.tile:83
      unsigned fr3227, fr3228, fr3229, fr3230;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm3122_r + 12288 + (((lm3122_c + 4) ^ lm3122_s) << 4), fr3227, fr3228, fr3229, fr3230);  // gpt2_block.tile:83
      unsigned fr3231, fr3232, fr3233, fr3234;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm3122_r + 14336 + (((lm3122_c + 4) ^ lm3122_s) << 4), fr3231, fr3232, fr3233, fr3234);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc2985, acc2986, acc2987, acc2988, fr3195, fr3196, fr3197, fr3198, fr3203, fr3204);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc2989, acc2990, acc2991, acc2992, fr3195, fr3196, fr3197, fr3198, fr3205, fr3206);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc2993, acc2994, acc2995, acc2996, fr3195, fr3196, fr3197, fr3198, fr3207, fr3208);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc2997, acc2998, acc2999, acc3000, fr3195, fr3196, fr3197, fr3198, fr3209, fr3210);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3001, acc3002, acc3003, acc3004, fr3195, fr3196, fr3197, fr3198, fr3211, fr3212);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3005, acc3006, acc3007, acc3008, fr3195, fr3196, fr3197, fr3198, fr3213, fr3214);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3009, acc3010, acc3011, acc3012, fr3195, fr3196, fr3197, fr3198, fr3215, fr3216);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3013, acc3014, acc3015, acc3016, fr3195, fr3196, fr3197, fr3198, fr3217, fr3218);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3017, acc3018, acc3019, acc3020, fr3195, fr3196, fr3197, fr3198, fr3219, fr3220);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3021, acc3022, acc3023, acc3024, fr3195, fr3196, fr3197, fr3198, fr3221, fr3222);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3025, acc3026, acc3027, acc3028, fr3195, fr3196, fr3197, fr3198, fr3223, fr3224);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3029, acc3030, acc3031, acc3032, fr3195, fr3196, fr3197, fr3198, fr3225, fr3226);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3033, acc3034, acc3035, acc3036, fr3195, fr3196, fr3197, fr3198, fr3227, fr3228);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3037, acc3038, acc3039, acc3040, fr3195, fr3196, fr3197, fr3198, fr3229, fr3230);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3041, acc3042, acc3043, acc3044, fr3195, fr3196, fr3197, fr3198, fr3231, fr3232);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3045, acc3046, acc3047, acc3048, fr3195, fr3196, fr3197, fr3198, fr3233, fr3234);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3049, acc3050, acc3051, acc3052, fr3199, fr3200, fr3201, fr3202, fr3203, fr3204);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3053, acc3054, acc3055, acc3056, fr3199, fr3200, fr3201, fr3202, fr3205, fr3206);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3057, acc3058, acc3059, acc3060, fr3199, fr3200, fr3201, fr3202, fr3207, fr3208);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3061, acc3062, acc3063, acc3064, fr3199, fr3200, fr3201, fr3202, fr3209, fr3210);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3065, acc3066, acc3067, acc3068, fr3199, fr3200, fr3201, fr3202, fr3211, fr3212);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3069, acc3070, acc3071, acc3072, fr3199, fr3200, fr3201, fr3202, fr3213, fr3214);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3073, acc3074, acc3075, acc3076, fr3199, fr3200, fr3201, fr3202, fr3215, fr3216);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3077, acc3078, acc3079, acc3080, fr3199, fr3200, fr3201, fr3202, fr3217, fr3218);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3081, acc3082, acc3083, acc3084, fr3199, fr3200, fr3201, fr3202, fr3219, fr3220);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3085, acc3086, acc3087, acc3088, fr3199, fr3200, fr3201, fr3202, fr3221, fr3222);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3089, acc3090, acc3091, acc3092, fr3199, fr3200, fr3201, fr3202, fr3223, fr3224);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3093, acc3094, acc3095, acc3096, fr3199, fr3200, fr3201, fr3202, fr3225, fr3226);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3097, acc3098, acc3099, acc3100, fr3199, fr3200, fr3201, fr3202, fr3227, fr3228);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3101, acc3102, acc3103, acc3104, fr3199, fr3200, fr3201, fr3202, fr3229, fr3230);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3105, acc3106, acc3107, acc3108, fr3199, fr3200, fr3201, fr3202, fr3231, fr3232);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3109, acc3110, acc3111, acc3112, fr3199, fr3200, fr3201, fr3202, fr3233, fr3234);  // gpt2_block.tile:83
      unsigned fr3235, fr3236, fr3237, fr3238;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 0) + lm3113_r + 0 + (((lm3113_c + 6) ^ lm3113_s) << 4), fr3235, fr3236, fr3237, fr3238);  // gpt2_block.tile:83
      unsigned fr3239, fr3240, fr3241, fr3242;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 0) + lm3113_r + 8192 + (((lm3113_c + 6) ^ lm3113_s) << 4), fr3239, fr3240, fr3241, fr3242);  // gpt2_block.tile:83
      unsigned fr3243, fr3244, fr3245, fr3246;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm3122_r + 0 + (((lm3122_c + 6) ^ lm3122_s) << 4), fr3243, fr3244, fr3245, fr3246);  // gpt2_block.tile:83
      unsigned fr3247, fr3248, fr3249, fr3250;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm3122_r + 2048 + (((lm3122_c + 6) ^ lm3122_s) << 4), fr3247, fr3248, fr3249, fr3250);  // gpt2_block.tile:83
      unsigned fr3251, fr3252, fr3253, fr3254;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm3122_r + 4096 + (((lm3122_c + 6) ^ lm3122_s) << 4), fr3251, fr3252, fr3253, fr3254);  // gpt2_block.tile:83
      unsigned fr3255, fr3256, fr3257, fr3258;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm3122_r + 6144 + (((lm3122_c + 6) ^ lm3122_s) << 4), fr3255, fr3256, fr3257, fr3258);  // gpt2_block.tile:83
      unsigned fr3259, fr3260, fr3261, fr3262;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm3122_r + 8192 + (((lm3122_c + 6) ^ lm3122_s) << 4), fr3259, fr3260, fr3261, fr3262);  // gpt2_block.tile:83
      unsigned fr3263, fr3264, fr3265, fr3266;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm3122_r + 10240 + (((lm3122_c + 6) ^ lm3122_s) << 4), fr3263, fr3264, fr3265, fr3266);  // gpt2_block.tile:83
      unsigned fr3267, fr3268, fr3269, fr3270;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm3122_r + 12288 + (((lm3122_c + 6) ^ lm3122_s) << 4), fr3267, fr3268, fr3269, fr3270);  // gpt2_block.tile:83
      unsigned fr3271, fr3272, fr3273, fr3274;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm3122_r + 14336 + (((lm3122_c + 6) ^ lm3122_s) << 4), fr3271, fr3272, fr3273, fr3274);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc2985, acc2986, acc2987, acc2988, fr3235, fr3236, fr3237, fr3238, fr3243, fr3244);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc2989, acc2990, acc2991, acc2992, fr3235, fr3236, fr3237, fr3238, fr3245, fr3246);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc2993, acc2994, acc2995, acc2996, fr3235, fr3236, fr3237, fr3238, fr3247, fr3248);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc2997, acc2998, acc2999, acc3000, fr3235, fr3236, fr3237, fr3238, fr3249, fr3250);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3001, acc3002, acc3003, acc3004, fr3235, fr3236, fr3237, fr3238, fr3251, fr3252);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3005, acc3006, acc3007, acc3008, fr3235, fr3236, fr3237, fr3238, fr3253, fr3254);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3009, acc3010, acc3011, acc3012, fr3235, fr3236, fr3237, fr3238, fr3255, fr3256);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3013, acc3014, acc3015, acc3016, fr3235, fr3236, fr3237, fr3238, fr3257, fr3258);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3017, acc3018, acc3019, acc3020, fr3235, fr3236, fr3237, fr3238, fr3259, fr3260);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3021, acc3022, acc3023, acc3024, fr3235, fr3236, fr3237, fr3238, fr3261, fr3262);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3025, acc3026, acc3027, acc3028, fr3235, fr3236, fr3237, fr3238, fr3263, fr3264);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3029, acc3030, acc3031, acc3032, fr3235, fr3236, fr3237, fr3238, fr3265, fr3266);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3033, acc3034, acc3035, acc3036, fr3235, fr3236, fr3237, fr3238, fr3267, fr3268);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3037, acc3038, acc3039, acc3040, fr3235, fr3236, fr3237, fr3238, fr3269, fr3270);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3041, acc3042, acc3043, acc3044, fr3235, fr3236, fr3237, fr3238, fr3271, fr3272);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3045, acc3046, acc3047, acc3048, fr3235, fr3236, fr3237, fr3238, fr3273, fr3274);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3049, acc3050, acc3051, acc3052, fr3239, fr3240, fr3241, fr3242, fr3243, fr3244);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3053, acc3054, acc3055, acc3056, fr3239, fr3240, fr3241, fr3242, fr3245, fr3246);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3057, acc3058, acc3059, acc3060, fr3239, fr3240, fr3241, fr3242, fr3247, fr3248);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3061, acc3062, acc3063, acc3064, fr3239, fr3240, fr3241, fr3242, fr3249, fr3250);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3065, acc3066, acc3067, acc3068, fr3239, fr3240, fr3241, fr3242, fr3251, fr3252);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3069, acc3070, acc3071, acc3072, fr3239, fr3240, fr3241, fr3242, fr3253, fr3254);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3073, acc3074, acc3075, acc3076, fr3239, fr3240, fr3241, fr3242, fr3255, fr3256);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3077, acc3078, acc3079, acc3080, fr3239, fr3240, fr3241, fr3242, fr3257, fr3258);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3081, acc3082, acc3083, acc3084, fr3239, fr3240, fr3241, fr3242, fr3259, fr3260);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3085, acc3086, acc3087, acc3088, fr3239, fr3240, fr3241, fr3242, fr3261, fr3262);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3089, acc3090, acc3091, acc3092, fr3239, fr3240, fr3241, fr3242, fr3263, fr3264);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3093, acc3094, acc3095, acc3096, fr3239, fr3240, fr3241, fr3242, fr3265, fr3266);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3097, acc3098, acc3099, acc3100, fr3239, fr3240, fr3241, fr3242, fr3267, fr3268);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3101, acc3102, acc3103, acc3104, fr3239, fr3240, fr3241, fr3242, fr3269, fr3270);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3105, acc3106, acc3107, acc3108, fr3239, fr3240, fr3241, fr3242, fr3271, fr3272);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc3109, acc3110, acc3111, acc3112, fr3239, fr3240, fr3241, fr3242, fr3273, fr3274);  // gpt2_block.tile:83
      c2146 = acc2985;  // gpt2_block.tile:77
      c2147 = acc2986;  // gpt2_block.tile:77
      c2148 = acc2987;  // gpt2_block.tile:77
      c2149 = acc2988;  // gpt2_block.tile:77
      c2150 = acc2989;  // gpt2_block.tile:77
      c2151 = acc2990;  // gpt2_block.tile:77
      c2152 = acc2991;  // gpt2_block.tile:77
      c2153 = acc2992;  // gpt2_block.tile:77
      c2154 = acc2993;  // gpt2_block.tile:77
      c2155 = acc2994;  // gpt2_block.tile:77
      c2156 = acc2995;  // gpt2_block.tile:77
      c2157 = acc2996;  // gpt2_block.tile:77
      c2158 = acc2997;  // gpt2_block.tile:77
      c2159 = acc2998;  // gpt2_block.tile:77
      c2160 = acc2999;  // gpt2_block.tile:77
      c2161 = acc3000;  // gpt2_block.tile:77
      c2162 = acc3001;  // gpt2_block.tile:77
      c2163 = acc3002;  // gpt2_block.tile:77
      c2164 = acc3003;  // gpt2_block.tile:77
      c2165 = acc3004;  // gpt2_block.tile:77
      c2166 = acc3005;  // gpt2_block.tile:77
      c2167 = acc3006;  // gpt2_block.tile:77
      c2168 = acc3007;  // gpt2_block.tile:77
      c2169 = acc3008;  // gpt2_block.tile:77
      c2170 = acc3009;  // gpt2_block.tile:77
      c2171 = acc3010;  // gpt2_block.tile:77
      c2172 = acc3011;  // gpt2_block.tile:77
      c2173 = acc3012;  // gpt2_block.tile:77
      c2174 = acc3013;  // gpt2_block.tile:77
      c2175 = acc3014;  // gpt2_block.tile:77
      c2176 = acc3015;  // gpt2_block.tile:77
      c2177 = acc3016;  // gpt2_block.tile:77
      c2178 = acc3017;  // gpt2_block.tile:77
      c2179 = acc3018;  // gpt2_block.tile:77
      c2180 = acc3019;  // gpt2_block.tile:77
      c2181 = acc3020;  // gpt2_block.tile:77
      c2182 = acc3021;  // gpt2_block.tile:77
      c2183 = acc3022;  // gpt2_block.tile:77
      c2184 = acc3023;  // gpt2_block.tile:77
      c2185 = acc3024;  // gpt2_block.tile:77
      c2186 = acc3025;  // gpt2_block.tile:77
      c2187 = acc3026;  // gpt2_block.tile:77
      c2188 = acc3027;  // gpt2_block.tile:77
      c2189 = acc3028;  // gpt2_block.tile:77
      c2190 = acc3029;  // gpt2_block.tile:77
      c2191 = acc3030;  // gpt2_block.tile:77
      c2192 = acc3031;  // gpt2_block.tile:77
      c2193 = acc3032;  // gpt2_block.tile:77
      c2194 = acc3033;  // gpt2_block.tile:77
      c2195 = acc3034;  // gpt2_block.tile:77
      c2196 = acc3035;  // gpt2_block.tile:77
      c2197 = acc3036;  // gpt2_block.tile:77
      c2198 = acc3037;  // gpt2_block.tile:77
      c2199 = acc3038;  // gpt2_block.tile:77
      c2200 = acc3039;  // gpt2_block.tile:77
      c2201 = acc3040;  // gpt2_block.tile:77
      c2202 = acc3041;  // gpt2_block.tile:77
      c2203 = acc3042;  // gpt2_block.tile:77
      c2204 = acc3043;  // gpt2_block.tile:77
      c2205 = acc3044;  // gpt2_block.tile:77
      c2206 = acc3045;  // gpt2_block.tile:77
      c2207 = acc3046;  // gpt2_block.tile:77
      c2208 = acc3047;  // gpt2_block.tile:77
      c2209 = acc3048;  // gpt2_block.tile:77
      c2210 = acc3049;  // gpt2_block.tile:77
      c2211 = acc3050;  // gpt2_block.tile:77
      c2212 = acc3051;  // gpt2_block.tile:77
      c2213 = acc3052;  // gpt2_block.tile:77
      c2214 = acc3053;  // gpt2_block.tile:77
      c2215 = acc3054;  // gpt2_block.tile:77
      c2216 = acc3055;  // gpt2_block.tile:77
      c2217 = acc3056;  // gpt2_block.tile:77
      c2218 = acc3057;  // gpt2_block.tile:77
      c2219 = acc3058;  // gpt2_block.tile:77
      c2220 = acc3059;  // gpt2_block.tile:77
      c2221 = acc3060;  // gpt2_block.tile:77
      c2222 = acc3061;  // gpt2_block.tile:77
      c2223 = acc3062;  // gpt2_block.tile:77
      c2224 = acc3063;  // gpt2_block.tile:77
      c2225 = acc3064;  // gpt2_block.tile:77
      c2226 = acc3065;  // gpt2_block.tile:77
      c2227 = acc3066;  // gpt2_block.tile:77
      c2228 = acc3067;  // gpt2_block.tile:77
      c2229 = acc3068;  // gpt2_block.tile:77
      c2230 = acc3069;  // gpt2_block.tile:77
      c2231 = acc3070;  // gpt2_block.tile:77
      c2232 = acc3071;  // gpt2_block.tile:77
      c2233 = acc3072;  // gpt2_block.tile:77
      c2234 = acc3073;  // gpt2_block.tile:77
      c2235 = acc3074;  // gpt2_block.tile:77
      c2236 = acc3075;  // gpt2_block.tile:77
      c2237 = acc3076;  // gpt2_block.tile:77
      c2238 = acc3077;  // gpt2_block.tile:77
      c2239 = acc3078;  // gpt2_block.tile:77
      c2240 = acc3079;  // gpt2_block.tile:77
      c2241 = acc3080;  // gpt2_block.tile:77
      c2242 = acc3081;  // gpt2_block.tile:77
      c2243 = acc3082;  // gpt2_block.tile:77
      c2244 = acc3083;  // gpt2_block.tile:77
      c2245 = acc3084;  // gpt2_block.tile:77
      c2246 = acc3085;  // gpt2_block.tile:77
      c2247 = acc3086;  // gpt2_block.tile:77
      c2248 = acc3087;  // gpt2_block.tile:77
      c2249 = acc3088;  // gpt2_block.tile:77
      c2250 = acc3089;  // gpt2_block.tile:77
      c2251 = acc3090;  // gpt2_block.tile:77
      c2252 = acc3091;  // gpt2_block.tile:77
      c2253 = acc3092;  // gpt2_block.tile:77
      c2254 = acc3093;  // gpt2_block.tile:77
      c2255 = acc3094;  // gpt2_block.tile:77
      c2256 = acc3095;  // gpt2_block.tile:77
      c2257 = acc3096;  // gpt2_block.tile:77
      c2258 = acc3097;  // gpt2_block.tile:77
      c2259 = acc3098;  // gpt2_block.tile:77
      c2260 = acc3099;  // gpt2_block.tile:77
      c2261 = acc3100;  // gpt2_block.tile:77
      c2262 = acc3101;  // gpt2_block.tile:77
      c2263 = acc3102;  // gpt2_block.tile:77
      c2264 = acc3103;  // gpt2_block.tile:77
      c2265 = acc3104;  // gpt2_block.tile:77
      c2266 = acc3105;  // gpt2_block.tile:77
      c2267 = acc3106;  // gpt2_block.tile:77
      c2268 = acc3107;  // gpt2_block.tile:77
      c2269 = acc3108;  // gpt2_block.tile:77
      c2270 = acc3109;  // gpt2_block.tile:77
      c2271 = acc3110;  // gpt2_block.tile:77
      c2272 = acc3111;  // gpt2_block.tile:77
      c2273 = acc3112;  // gpt2_block.tile:77
    } else {  // the body as written  // gpt2_block.tile:77
      int const v3275 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(0)));  // gpt2_block.tile:78
      int const v3276 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(1)));  // gpt2_block.tile:78
      int const v3277 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(2)));  // gpt2_block.tile:78
      int const v3278 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(3)));  // gpt2_block.tile:78
      int const v3279 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(4)));  // gpt2_block.tile:78
      int const v3280 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(5)));  // gpt2_block.tile:78
      int const v3281 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(6)));  // gpt2_block.tile:78
      int const v3282 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(7)));  // gpt2_block.tile:78
      int const v3283 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(8)));  // gpt2_block.tile:78
      int const v3284 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(9)));  // gpt2_block.tile:78
      int const v3285 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(10)));  // gpt2_block.tile:78
      int const v3286 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(11)));  // gpt2_block.tile:78
      int const v3287 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(12)));  // gpt2_block.tile:78
      int const v3288 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(13)));  // gpt2_block.tile:78
      int const v3289 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(14)));  // gpt2_block.tile:78
      int const v3290 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(15)));  // gpt2_block.tile:78
      int const v3291 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(16)));  // gpt2_block.tile:78
      int const v3292 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(17)));  // gpt2_block.tile:78
      int const v3293 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(18)));  // gpt2_block.tile:78
      int const v3294 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(19)));  // gpt2_block.tile:78
      int const v3295 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(20)));  // gpt2_block.tile:78
      int const v3296 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(21)));  // gpt2_block.tile:78
      int const v3297 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(22)));  // gpt2_block.tile:78
      int const v3298 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(23)));  // gpt2_block.tile:78
      int const v3299 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(24)));  // gpt2_block.tile:78
      int const v3300 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(25)));  // gpt2_block.tile:78
      int const v3301 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(26)));  // gpt2_block.tile:78
      int const v3302 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(27)));  // gpt2_block.tile:78
      int const v3303 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(28)));  // gpt2_block.tile:78
      int const v3304 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(29)));  // gpt2_block.tile:78
      int const v3305 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(30)));  // gpt2_block.tile:78
      int const v3306 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(31)));  // gpt2_block.tile:78
      int const v3307 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(32)));  // gpt2_block.tile:78
      int const v3308 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(33)));  // gpt2_block.tile:78
      int const v3309 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(34)));  // gpt2_block.tile:78
      int const v3310 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(35)));  // gpt2_block.tile:78
      int const v3311 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(36)));  // gpt2_block.tile:78
      int const v3312 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(37)));  // gpt2_block.tile:78
      int const v3313 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(38)));  // gpt2_block.tile:78
      int const v3314 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(39)));  // gpt2_block.tile:78
      int const v3315 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(40)));  // gpt2_block.tile:78
      int const v3316 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(41)));  // gpt2_block.tile:78
      int const v3317 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(42)));  // gpt2_block.tile:78
      int const v3318 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(43)));  // gpt2_block.tile:78
      int const v3319 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(44)));  // gpt2_block.tile:78
      int const v3320 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(45)));  // gpt2_block.tile:78
      int const v3321 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(46)));  // gpt2_block.tile:78
      int const v3322 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(47)));  // gpt2_block.tile:78
      int const v3323 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(48)));  // gpt2_block.tile:78
      int const v3324 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(49)));  // gpt2_block.tile:78
      int const v3325 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(50)));  // gpt2_block.tile:78
      int const v3326 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(51)));  // gpt2_block.tile:78
      int const v3327 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(52)));  // gpt2_block.tile:78
      int const v3328 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(53)));  // gpt2_block.tile:78
      int const v3329 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(54)));  // gpt2_block.tile:78
      int const v3330 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(55)));  // gpt2_block.tile:78
      int const v3331 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(56)));  // gpt2_block.tile:78
      int const v3332 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(57)));  // gpt2_block.tile:78
      int const v3333 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(58)));  // gpt2_block.tile:78
      int const v3334 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(59)));  // gpt2_block.tile:78
      int const v3335 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(60)));  // gpt2_block.tile:78
      int const v3336 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(61)));  // gpt2_block.tile:78
      int const v3337 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(62)));  // gpt2_block.tile:78
      int const v3338 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(63)));  // gpt2_block.tile:78
      int const v3339 = ((int)((unsigned int)(v99) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3340 = ((int)((unsigned int)(v100) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3341 = ((int)((unsigned int)(v101) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3342 = ((int)((unsigned int)(v102) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3343 = ((int)((unsigned int)(v103) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3344 = ((int)((unsigned int)(v104) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3345 = ((int)((unsigned int)(v105) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3346 = ((int)((unsigned int)(v106) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3347 = ((int)((unsigned int)(v107) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3348 = ((int)((unsigned int)(v108) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3349 = ((int)((unsigned int)(v109) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3350 = ((int)((unsigned int)(v110) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3351 = ((int)((unsigned int)(v111) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3352 = ((int)((unsigned int)(v112) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3353 = ((int)((unsigned int)(v113) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3354 = ((int)((unsigned int)(v114) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3355 = ((int)((unsigned int)(v115) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3356 = ((int)((unsigned int)(v116) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3357 = ((int)((unsigned int)(v117) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3358 = ((int)((unsigned int)(v118) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3359 = ((int)((unsigned int)(v119) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3360 = ((int)((unsigned int)(v120) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3361 = ((int)((unsigned int)(v121) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3362 = ((int)((unsigned int)(v122) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3363 = ((int)((unsigned int)(v123) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3364 = ((int)((unsigned int)(v124) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3365 = ((int)((unsigned int)(v125) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3366 = ((int)((unsigned int)(v126) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3367 = ((int)((unsigned int)(v127) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3368 = ((int)((unsigned int)(v128) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3369 = ((int)((unsigned int)(v129) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3370 = ((int)((unsigned int)(v130) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3371 = ((int)((unsigned int)(v131) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3372 = ((int)((unsigned int)(v132) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3373 = ((int)((unsigned int)(v133) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3374 = ((int)((unsigned int)(v134) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3375 = ((int)((unsigned int)(v135) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3376 = ((int)((unsigned int)(v136) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3377 = ((int)((unsigned int)(v137) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3378 = ((int)((unsigned int)(v138) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3379 = ((int)((unsigned int)(v139) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3380 = ((int)((unsigned int)(v140) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3381 = ((int)((unsigned int)(v141) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3382 = ((int)((unsigned int)(v142) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3383 = ((int)((unsigned int)(v143) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3384 = ((int)((unsigned int)(v144) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3385 = ((int)((unsigned int)(v145) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3386 = ((int)((unsigned int)(v146) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3387 = ((int)((unsigned int)(v147) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3388 = ((int)((unsigned int)(v148) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3389 = ((int)((unsigned int)(v149) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3390 = ((int)((unsigned int)(v150) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3391 = ((int)((unsigned int)(v151) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3392 = ((int)((unsigned int)(v152) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3393 = ((int)((unsigned int)(v153) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3394 = ((int)((unsigned int)(v154) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3395 = ((int)((unsigned int)(v155) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3396 = ((int)((unsigned int)(v156) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3397 = ((int)((unsigned int)(v157) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3398 = ((int)((unsigned int)(v158) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3399 = ((int)((unsigned int)(v159) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3400 = ((int)((unsigned int)(v160) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3401 = ((int)((unsigned int)(v161) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      int const v3402 = ((int)((unsigned int)(v162) * (unsigned int)(p_stride_am)));  // gpt2_block.tile:79
      __half* const p3403 = (p_a + v3339);  // gpt2_block.tile:79
      __half* const p3404 = (p_a + v3340);  // gpt2_block.tile:79
      __half* const p3405 = (p_a + v3341);  // gpt2_block.tile:79
      __half* const p3406 = (p_a + v3342);  // gpt2_block.tile:79
      __half* const p3407 = (p_a + v3343);  // gpt2_block.tile:79
      __half* const p3408 = (p_a + v3344);  // gpt2_block.tile:79
      __half* const p3409 = (p_a + v3345);  // gpt2_block.tile:79
      __half* const p3410 = (p_a + v3346);  // gpt2_block.tile:79
      __half* const p3411 = (p_a + v3347);  // gpt2_block.tile:79
      __half* const p3412 = (p_a + v3348);  // gpt2_block.tile:79
      __half* const p3413 = (p_a + v3349);  // gpt2_block.tile:79
      __half* const p3414 = (p_a + v3350);  // gpt2_block.tile:79
      __half* const p3415 = (p_a + v3351);  // gpt2_block.tile:79
      __half* const p3416 = (p_a + v3352);  // gpt2_block.tile:79
      __half* const p3417 = (p_a + v3353);  // gpt2_block.tile:79
      __half* const p3418 = (p_a + v3354);  // gpt2_block.tile:79
      __half* const p3419 = (p_a + v3355);  // gpt2_block.tile:79
      __half* const p3420 = (p_a + v3356);  // gpt2_block.tile:79
      __half* const p3421 = (p_a + v3357);  // gpt2_block.tile:79
      __half* const p3422 = (p_a + v3358);  // gpt2_block.tile:79
      __half* const p3423 = (p_a + v3359);  // gpt2_block.tile:79
      __half* const p3424 = (p_a + v3360);  // gpt2_block.tile:79
      __half* const p3425 = (p_a + v3361);  // gpt2_block.tile:79
      __half* const p3426 = (p_a + v3362);  // gpt2_block.tile:79
      __half* const p3427 = (p_a + v3363);  // gpt2_block.tile:79
      __half* const p3428 = (p_a + v3364);  // gpt2_block.tile:79
      __half* const p3429 = (p_a + v3365);  // gpt2_block.tile:79
      __half* const p3430 = (p_a + v3366);  // gpt2_block.tile:79
      __half* const p3431 = (p_a + v3367);  // gpt2_block.tile:79
      __half* const p3432 = (p_a + v3368);  // gpt2_block.tile:79
      __half* const p3433 = (p_a + v3369);  // gpt2_block.tile:79
      __half* const p3434 = (p_a + v3370);  // gpt2_block.tile:79
      __half* const p3435 = (p_a + v3371);  // gpt2_block.tile:79
      __half* const p3436 = (p_a + v3372);  // gpt2_block.tile:79
      __half* const p3437 = (p_a + v3373);  // gpt2_block.tile:79
      __half* const p3438 = (p_a + v3374);  // gpt2_block.tile:79
      __half* const p3439 = (p_a + v3375);  // gpt2_block.tile:79
      __half* const p3440 = (p_a + v3376);  // gpt2_block.tile:79
      __half* const p3441 = (p_a + v3377);  // gpt2_block.tile:79
      __half* const p3442 = (p_a + v3378);  // gpt2_block.tile:79
      __half* const p3443 = (p_a + v3379);  // gpt2_block.tile:79
      __half* const p3444 = (p_a + v3380);  // gpt2_block.tile:79
      __half* const p3445 = (p_a + v3381);  // gpt2_block.tile:79
      __half* const p3446 = (p_a + v3382);  // gpt2_block.tile:79
      __half* const p3447 = (p_a + v3383);  // gpt2_block.tile:79
      __half* const p3448 = (p_a + v3384);  // gpt2_block.tile:79
      __half* const p3449 = (p_a + v3385);  // gpt2_block.tile:79
      __half* const p3450 = (p_a + v3386);  // gpt2_block.tile:79
      __half* const p3451 = (p_a + v3387);  // gpt2_block.tile:79
      __half* const p3452 = (p_a + v3388);  // gpt2_block.tile:79
      __half* const p3453 = (p_a + v3389);  // gpt2_block.tile:79
      __half* const p3454 = (p_a + v3390);  // gpt2_block.tile:79
      __half* const p3455 = (p_a + v3391);  // gpt2_block.tile:79
      __half* const p3456 = (p_a + v3392);  // gpt2_block.tile:79
      __half* const p3457 = (p_a + v3393);  // gpt2_block.tile:79
      __half* const p3458 = (p_a + v3394);  // gpt2_block.tile:79
      __half* const p3459 = (p_a + v3395);  // gpt2_block.tile:79
      __half* const p3460 = (p_a + v3396);  // gpt2_block.tile:79
      __half* const p3461 = (p_a + v3397);  // gpt2_block.tile:79
      __half* const p3462 = (p_a + v3398);  // gpt2_block.tile:79
      __half* const p3463 = (p_a + v3399);  // gpt2_block.tile:79
      __half* const p3464 = (p_a + v3400);  // gpt2_block.tile:79
      __half* const p3465 = (p_a + v3401);  // gpt2_block.tile:79
      __half* const p3466 = (p_a + v3402);  // gpt2_block.tile:79
      int const v3467 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(tl_c6_0)));  // gpt2_block.tile:79
      int const v3468 = ((int)((unsigned int)(v3467) * (unsigned int)(p_stride_ak)));  // gpt2_block.tile:79
      __half* const p3469 = (p3403 + v3468);  // gpt2_block.tile:79
      __half* const p3470 = (p3404 + v3468);  // gpt2_block.tile:79
      __half* const p3471 = (p3405 + v3468);  // gpt2_block.tile:79
      __half* const p3472 = (p3406 + v3468);  // gpt2_block.tile:79
      __half* const p3473 = (p3407 + v3468);  // gpt2_block.tile:79
      __half* const p3474 = (p3408 + v3468);  // gpt2_block.tile:79
      __half* const p3475 = (p3409 + v3468);  // gpt2_block.tile:79
      __half* const p3476 = (p3410 + v3468);  // gpt2_block.tile:79
      __half* const p3477 = (p3411 + v3468);  // gpt2_block.tile:79
      __half* const p3478 = (p3412 + v3468);  // gpt2_block.tile:79
      __half* const p3479 = (p3413 + v3468);  // gpt2_block.tile:79
      __half* const p3480 = (p3414 + v3468);  // gpt2_block.tile:79
      __half* const p3481 = (p3415 + v3468);  // gpt2_block.tile:79
      __half* const p3482 = (p3416 + v3468);  // gpt2_block.tile:79
      __half* const p3483 = (p3417 + v3468);  // gpt2_block.tile:79
      __half* const p3484 = (p3418 + v3468);  // gpt2_block.tile:79
      __half* const p3485 = (p3419 + v3468);  // gpt2_block.tile:79
      __half* const p3486 = (p3420 + v3468);  // gpt2_block.tile:79
      __half* const p3487 = (p3421 + v3468);  // gpt2_block.tile:79
      __half* const p3488 = (p3422 + v3468);  // gpt2_block.tile:79
      __half* const p3489 = (p3423 + v3468);  // gpt2_block.tile:79
      __half* const p3490 = (p3424 + v3468);  // gpt2_block.tile:79
      __half* const p3491 = (p3425 + v3468);  // gpt2_block.tile:79
      __half* const p3492 = (p3426 + v3468);  // gpt2_block.tile:79
      __half* const p3493 = (p3427 + v3468);  // gpt2_block.tile:79
      __half* const p3494 = (p3428 + v3468);  // gpt2_block.tile:79
      __half* const p3495 = (p3429 + v3468);  // gpt2_block.tile:79
      __half* const p3496 = (p3430 + v3468);  // gpt2_block.tile:79
      __half* const p3497 = (p3431 + v3468);  // gpt2_block.tile:79
      __half* const p3498 = (p3432 + v3468);  // gpt2_block.tile:79
      __half* const p3499 = (p3433 + v3468);  // gpt2_block.tile:79
      __half* const p3500 = (p3434 + v3468);  // gpt2_block.tile:79
      __half* const p3501 = (p3435 + v3468);  // gpt2_block.tile:79
      __half* const p3502 = (p3436 + v3468);  // gpt2_block.tile:79
      __half* const p3503 = (p3437 + v3468);  // gpt2_block.tile:79
      __half* const p3504 = (p3438 + v3468);  // gpt2_block.tile:79
      __half* const p3505 = (p3439 + v3468);  // gpt2_block.tile:79
      __half* const p3506 = (p3440 + v3468);  // gpt2_block.tile:79
      __half* const p3507 = (p3441 + v3468);  // gpt2_block.tile:79
      __half* const p3508 = (p3442 + v3468);  // gpt2_block.tile:79
      __half* const p3509 = (p3443 + v3468);  // gpt2_block.tile:79
      __half* const p3510 = (p3444 + v3468);  // gpt2_block.tile:79
      __half* const p3511 = (p3445 + v3468);  // gpt2_block.tile:79
      __half* const p3512 = (p3446 + v3468);  // gpt2_block.tile:79
      __half* const p3513 = (p3447 + v3468);  // gpt2_block.tile:79
      __half* const p3514 = (p3448 + v3468);  // gpt2_block.tile:79
      __half* const p3515 = (p3449 + v3468);  // gpt2_block.tile:79
      __half* const p3516 = (p3450 + v3468);  // gpt2_block.tile:79
      __half* const p3517 = (p3451 + v3468);  // gpt2_block.tile:79
      __half* const p3518 = (p3452 + v3468);  // gpt2_block.tile:79
      __half* const p3519 = (p3453 + v3468);  // gpt2_block.tile:79
      __half* const p3520 = (p3454 + v3468);  // gpt2_block.tile:79
      __half* const p3521 = (p3455 + v3468);  // gpt2_block.tile:79
      __half* const p3522 = (p3456 + v3468);  // gpt2_block.tile:79
      __half* const p3523 = (p3457 + v3468);  // gpt2_block.tile:79
      __half* const p3524 = (p3458 + v3468);  // gpt2_block.tile:79
      __half* const p3525 = (p3459 + v3468);  // gpt2_block.tile:79
      __half* const p3526 = (p3460 + v3468);  // gpt2_block.tile:79
      __half* const p3527 = (p3461 + v3468);  // gpt2_block.tile:79
      __half* const p3528 = (p3462 + v3468);  // gpt2_block.tile:79
      __half* const p3529 = (p3463 + v3468);  // gpt2_block.tile:79
      __half* const p3530 = (p3464 + v3468);  // gpt2_block.tile:79
      __half* const p3531 = (p3465 + v3468);  // gpt2_block.tile:79
      __half* const p3532 = (p3466 + v3468);  // gpt2_block.tile:79
      int const v3533 = ((int)((unsigned int)(((int)iv2274)) + (unsigned int)(tl_c6_0)));  // gpt2_block.tile:80
      bool const v3534 = (v3533 < p_K);  // gpt2_block.tile:80
      bool const v3535 = ((bool)(v582 & v3534));  // gpt2_block.tile:80
      bool const v3536 = ((bool)(v583 & v3534));  // gpt2_block.tile:80
      bool const v3537 = ((bool)(v584 & v3534));  // gpt2_block.tile:80
      bool const v3538 = ((bool)(v585 & v3534));  // gpt2_block.tile:80
      bool const v3539 = ((bool)(v586 & v3534));  // gpt2_block.tile:80
      bool const v3540 = ((bool)(v587 & v3534));  // gpt2_block.tile:80
      bool const v3541 = ((bool)(v588 & v3534));  // gpt2_block.tile:80
      bool const v3542 = ((bool)(v589 & v3534));  // gpt2_block.tile:80
      bool const v3543 = ((bool)(v590 & v3534));  // gpt2_block.tile:80
      bool const v3544 = ((bool)(v591 & v3534));  // gpt2_block.tile:80
      bool const v3545 = ((bool)(v592 & v3534));  // gpt2_block.tile:80
      bool const v3546 = ((bool)(v593 & v3534));  // gpt2_block.tile:80
      bool const v3547 = ((bool)(v594 & v3534));  // gpt2_block.tile:80
      bool const v3548 = ((bool)(v595 & v3534));  // gpt2_block.tile:80
      bool const v3549 = ((bool)(v596 & v3534));  // gpt2_block.tile:80
      bool const v3550 = ((bool)(v597 & v3534));  // gpt2_block.tile:80
      bool const v3551 = ((bool)(v598 & v3534));  // gpt2_block.tile:80
      bool const v3552 = ((bool)(v599 & v3534));  // gpt2_block.tile:80
      bool const v3553 = ((bool)(v600 & v3534));  // gpt2_block.tile:80
      bool const v3554 = ((bool)(v601 & v3534));  // gpt2_block.tile:80
      bool const v3555 = ((bool)(v602 & v3534));  // gpt2_block.tile:80
      bool const v3556 = ((bool)(v603 & v3534));  // gpt2_block.tile:80
      bool const v3557 = ((bool)(v604 & v3534));  // gpt2_block.tile:80
      bool const v3558 = ((bool)(v605 & v3534));  // gpt2_block.tile:80
      bool const v3559 = ((bool)(v606 & v3534));  // gpt2_block.tile:80
      bool const v3560 = ((bool)(v607 & v3534));  // gpt2_block.tile:80
      bool const v3561 = ((bool)(v608 & v3534));  // gpt2_block.tile:80
      bool const v3562 = ((bool)(v609 & v3534));  // gpt2_block.tile:80
      bool const v3563 = ((bool)(v610 & v3534));  // gpt2_block.tile:80
      bool const v3564 = ((bool)(v611 & v3534));  // gpt2_block.tile:80
      bool const v3565 = ((bool)(v612 & v3534));  // gpt2_block.tile:80
      bool const v3566 = ((bool)(v613 & v3534));  // gpt2_block.tile:80
      bool const v3567 = ((bool)(v614 & v3534));  // gpt2_block.tile:80
      bool const v3568 = ((bool)(v615 & v3534));  // gpt2_block.tile:80
      bool const v3569 = ((bool)(v616 & v3534));  // gpt2_block.tile:80
      bool const v3570 = ((bool)(v617 & v3534));  // gpt2_block.tile:80
      bool const v3571 = ((bool)(v618 & v3534));  // gpt2_block.tile:80
      bool const v3572 = ((bool)(v619 & v3534));  // gpt2_block.tile:80
      bool const v3573 = ((bool)(v620 & v3534));  // gpt2_block.tile:80
      bool const v3574 = ((bool)(v621 & v3534));  // gpt2_block.tile:80
      bool const v3575 = ((bool)(v622 & v3534));  // gpt2_block.tile:80
      bool const v3576 = ((bool)(v623 & v3534));  // gpt2_block.tile:80
      bool const v3577 = ((bool)(v624 & v3534));  // gpt2_block.tile:80
      bool const v3578 = ((bool)(v625 & v3534));  // gpt2_block.tile:80
      bool const v3579 = ((bool)(v626 & v3534));  // gpt2_block.tile:80
      bool const v3580 = ((bool)(v627 & v3534));  // gpt2_block.tile:80
      bool const v3581 = ((bool)(v628 & v3534));  // gpt2_block.tile:80
      bool const v3582 = ((bool)(v629 & v3534));  // gpt2_block.tile:80
      bool const v3583 = ((bool)(v630 & v3534));  // gpt2_block.tile:80
      bool const v3584 = ((bool)(v631 & v3534));  // gpt2_block.tile:80
      bool const v3585 = ((bool)(v632 & v3534));  // gpt2_block.tile:80
      bool const v3586 = ((bool)(v633 & v3534));  // gpt2_block.tile:80
      bool const v3587 = ((bool)(v634 & v3534));  // gpt2_block.tile:80
      bool const v3588 = ((bool)(v635 & v3534));  // gpt2_block.tile:80
      bool const v3589 = ((bool)(v636 & v3534));  // gpt2_block.tile:80
      bool const v3590 = ((bool)(v637 & v3534));  // gpt2_block.tile:80
      bool const v3591 = ((bool)(v638 & v3534));  // gpt2_block.tile:80
      bool const v3592 = ((bool)(v639 & v3534));  // gpt2_block.tile:80
      bool const v3593 = ((bool)(v640 & v3534));  // gpt2_block.tile:80
      bool const v3594 = ((bool)(v641 & v3534));  // gpt2_block.tile:80
      bool const v3595 = ((bool)(v642 & v3534));  // gpt2_block.tile:80
      bool const v3596 = ((bool)(v643 & v3534));  // gpt2_block.tile:80
      bool const v3597 = ((bool)(v644 & v3534));  // gpt2_block.tile:80
      bool const v3598 = ((bool)(v645 & v3534));  // gpt2_block.tile:80
      __half const k3599 = __ushort_as_half((unsigned short)0);  // gpt2_block.tile:79
      const __half ld3600 = v3535 ? *p3469 : k3599;  // gpt2_block.tile:79
      const __half ld3601 = v3536 ? *p3470 : k3599;  // gpt2_block.tile:79
      const __half ld3602 = v3537 ? *p3471 : k3599;  // gpt2_block.tile:79
      const __half ld3603 = v3538 ? *p3472 : k3599;  // gpt2_block.tile:79
      const __half ld3604 = v3539 ? *p3473 : k3599;  // gpt2_block.tile:79
      const __half ld3605 = v3540 ? *p3474 : k3599;  // gpt2_block.tile:79
      const __half ld3606 = v3541 ? *p3475 : k3599;  // gpt2_block.tile:79
      const __half ld3607 = v3542 ? *p3476 : k3599;  // gpt2_block.tile:79
      const __half ld3608 = v3543 ? *p3477 : k3599;  // gpt2_block.tile:79
      const __half ld3609 = v3544 ? *p3478 : k3599;  // gpt2_block.tile:79
      const __half ld3610 = v3545 ? *p3479 : k3599;  // gpt2_block.tile:79
      const __half ld3611 = v3546 ? *p3480 : k3599;  // gpt2_block.tile:79
      const __half ld3612 = v3547 ? *p3481 : k3599;  // gpt2_block.tile:79
      const __half ld3613 = v3548 ? *p3482 : k3599;  // gpt2_block.tile:79
      const __half ld3614 = v3549 ? *p3483 : k3599;  // gpt2_block.tile:79
      const __half ld3615 = v3550 ? *p3484 : k3599;  // gpt2_block.tile:79
      const __half ld3616 = v3551 ? *p3485 : k3599;  // gpt2_block.tile:79
      const __half ld3617 = v3552 ? *p3486 : k3599;  // gpt2_block.tile:79
      const __half ld3618 = v3553 ? *p3487 : k3599;  // gpt2_block.tile:79
      const __half ld3619 = v3554 ? *p3488 : k3599;  // gpt2_block.tile:79
      const __half ld3620 = v3555 ? *p3489 : k3599;  // gpt2_block.tile:79
      const __half ld3621 = v3556 ? *p3490 : k3599;  // gpt2_block.tile:79
      const __half ld3622 = v3557 ? *p3491 : k3599;  // gpt2_block.tile:79
      const __half ld3623 = v3558 ? *p3492 : k3599;  // gpt2_block.tile:79
      const __half ld3624 = v3559 ? *p3493 : k3599;  // gpt2_block.tile:79
      const __half ld3625 = v3560 ? *p3494 : k3599;  // gpt2_block.tile:79
      const __half ld3626 = v3561 ? *p3495 : k3599;  // gpt2_block.tile:79
      const __half ld3627 = v3562 ? *p3496 : k3599;  // gpt2_block.tile:79
      const __half ld3628 = v3563 ? *p3497 : k3599;  // gpt2_block.tile:79
      const __half ld3629 = v3564 ? *p3498 : k3599;  // gpt2_block.tile:79
      const __half ld3630 = v3565 ? *p3499 : k3599;  // gpt2_block.tile:79
      const __half ld3631 = v3566 ? *p3500 : k3599;  // gpt2_block.tile:79
      const __half ld3632 = v3567 ? *p3501 : k3599;  // gpt2_block.tile:79
      const __half ld3633 = v3568 ? *p3502 : k3599;  // gpt2_block.tile:79
      const __half ld3634 = v3569 ? *p3503 : k3599;  // gpt2_block.tile:79
      const __half ld3635 = v3570 ? *p3504 : k3599;  // gpt2_block.tile:79
      const __half ld3636 = v3571 ? *p3505 : k3599;  // gpt2_block.tile:79
      const __half ld3637 = v3572 ? *p3506 : k3599;  // gpt2_block.tile:79
      const __half ld3638 = v3573 ? *p3507 : k3599;  // gpt2_block.tile:79
      const __half ld3639 = v3574 ? *p3508 : k3599;  // gpt2_block.tile:79
      const __half ld3640 = v3575 ? *p3509 : k3599;  // gpt2_block.tile:79
      const __half ld3641 = v3576 ? *p3510 : k3599;  // gpt2_block.tile:79
      const __half ld3642 = v3577 ? *p3511 : k3599;  // gpt2_block.tile:79
      const __half ld3643 = v3578 ? *p3512 : k3599;  // gpt2_block.tile:79
      const __half ld3644 = v3579 ? *p3513 : k3599;  // gpt2_block.tile:79
      const __half ld3645 = v3580 ? *p3514 : k3599;  // gpt2_block.tile:79
      const __half ld3646 = v3581 ? *p3515 : k3599;  // gpt2_block.tile:79
      const __half ld3647 = v3582 ? *p3516 : k3599;  // gpt2_block.tile:79
      const __half ld3648 = v3583 ? *p3517 : k3599;  // gpt2_block.tile:79
      const __half ld3649 = v3584 ? *p3518 : k3599;  // gpt2_block.tile:79
      const __half ld3650 = v3585 ? *p3519 : k3599;  // gpt2_block.tile:79
      const __half ld3651 = v3586 ? *p3520 : k3599;  // gpt2_block.tile:79
      const __half ld3652 = v3587 ? *p3521 : k3599;  // gpt2_block.tile:79
      const __half ld3653 = v3588 ? *p3522 : k3599;  // gpt2_block.tile:79
      const __half ld3654 = v3589 ? *p3523 : k3599;  // gpt2_block.tile:79
      const __half ld3655 = v3590 ? *p3524 : k3599;  // gpt2_block.tile:79
      const __half ld3656 = v3591 ? *p3525 : k3599;  // gpt2_block.tile:79
      const __half ld3657 = v3592 ? *p3526 : k3599;  // gpt2_block.tile:79
      const __half ld3658 = v3593 ? *p3527 : k3599;  // gpt2_block.tile:79
      const __half ld3659 = v3594 ? *p3528 : k3599;  // gpt2_block.tile:79
      const __half ld3660 = v3595 ? *p3529 : k3599;  // gpt2_block.tile:79
      const __half ld3661 = v3596 ? *p3530 : k3599;  // gpt2_block.tile:79
      const __half ld3662 = v3597 ? *p3531 : k3599;  // gpt2_block.tile:79
      const __half ld3663 = v3598 ? *p3532 : k3599;  // gpt2_block.tile:79
      int const v3664 = ((int)((unsigned int)(v3275) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3665 = ((int)((unsigned int)(v3276) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3666 = ((int)((unsigned int)(v3277) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3667 = ((int)((unsigned int)(v3278) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3668 = ((int)((unsigned int)(v3279) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3669 = ((int)((unsigned int)(v3280) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3670 = ((int)((unsigned int)(v3281) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3671 = ((int)((unsigned int)(v3282) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3672 = ((int)((unsigned int)(v3283) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3673 = ((int)((unsigned int)(v3284) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3674 = ((int)((unsigned int)(v3285) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3675 = ((int)((unsigned int)(v3286) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3676 = ((int)((unsigned int)(v3287) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3677 = ((int)((unsigned int)(v3288) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3678 = ((int)((unsigned int)(v3289) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3679 = ((int)((unsigned int)(v3290) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3680 = ((int)((unsigned int)(v3291) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3681 = ((int)((unsigned int)(v3292) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3682 = ((int)((unsigned int)(v3293) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3683 = ((int)((unsigned int)(v3294) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3684 = ((int)((unsigned int)(v3295) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3685 = ((int)((unsigned int)(v3296) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3686 = ((int)((unsigned int)(v3297) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3687 = ((int)((unsigned int)(v3298) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3688 = ((int)((unsigned int)(v3299) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3689 = ((int)((unsigned int)(v3300) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3690 = ((int)((unsigned int)(v3301) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3691 = ((int)((unsigned int)(v3302) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3692 = ((int)((unsigned int)(v3303) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3693 = ((int)((unsigned int)(v3304) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3694 = ((int)((unsigned int)(v3305) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3695 = ((int)((unsigned int)(v3306) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3696 = ((int)((unsigned int)(v3307) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3697 = ((int)((unsigned int)(v3308) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3698 = ((int)((unsigned int)(v3309) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3699 = ((int)((unsigned int)(v3310) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3700 = ((int)((unsigned int)(v3311) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3701 = ((int)((unsigned int)(v3312) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3702 = ((int)((unsigned int)(v3313) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3703 = ((int)((unsigned int)(v3314) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3704 = ((int)((unsigned int)(v3315) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3705 = ((int)((unsigned int)(v3316) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3706 = ((int)((unsigned int)(v3317) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3707 = ((int)((unsigned int)(v3318) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3708 = ((int)((unsigned int)(v3319) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3709 = ((int)((unsigned int)(v3320) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3710 = ((int)((unsigned int)(v3321) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3711 = ((int)((unsigned int)(v3322) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3712 = ((int)((unsigned int)(v3323) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3713 = ((int)((unsigned int)(v3324) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3714 = ((int)((unsigned int)(v3325) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3715 = ((int)((unsigned int)(v3326) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3716 = ((int)((unsigned int)(v3327) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3717 = ((int)((unsigned int)(v3328) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3718 = ((int)((unsigned int)(v3329) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3719 = ((int)((unsigned int)(v3330) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3720 = ((int)((unsigned int)(v3331) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3721 = ((int)((unsigned int)(v3332) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3722 = ((int)((unsigned int)(v3333) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3723 = ((int)((unsigned int)(v3334) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3724 = ((int)((unsigned int)(v3335) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3725 = ((int)((unsigned int)(v3336) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3726 = ((int)((unsigned int)(v3337) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      int const v3727 = ((int)((unsigned int)(v3338) * (unsigned int)(p_stride_bk)));  // gpt2_block.tile:81
      __half* const p3728 = (p_b + v3664);  // gpt2_block.tile:81
      __half* const p3729 = (p_b + v3665);  // gpt2_block.tile:81
      __half* const p3730 = (p_b + v3666);  // gpt2_block.tile:81
      __half* const p3731 = (p_b + v3667);  // gpt2_block.tile:81
      __half* const p3732 = (p_b + v3668);  // gpt2_block.tile:81
      __half* const p3733 = (p_b + v3669);  // gpt2_block.tile:81
      __half* const p3734 = (p_b + v3670);  // gpt2_block.tile:81
      __half* const p3735 = (p_b + v3671);  // gpt2_block.tile:81
      __half* const p3736 = (p_b + v3672);  // gpt2_block.tile:81
      __half* const p3737 = (p_b + v3673);  // gpt2_block.tile:81
      __half* const p3738 = (p_b + v3674);  // gpt2_block.tile:81
      __half* const p3739 = (p_b + v3675);  // gpt2_block.tile:81
      __half* const p3740 = (p_b + v3676);  // gpt2_block.tile:81
      __half* const p3741 = (p_b + v3677);  // gpt2_block.tile:81
      __half* const p3742 = (p_b + v3678);  // gpt2_block.tile:81
      __half* const p3743 = (p_b + v3679);  // gpt2_block.tile:81
      __half* const p3744 = (p_b + v3680);  // gpt2_block.tile:81
      __half* const p3745 = (p_b + v3681);  // gpt2_block.tile:81
      __half* const p3746 = (p_b + v3682);  // gpt2_block.tile:81
      __half* const p3747 = (p_b + v3683);  // gpt2_block.tile:81
      __half* const p3748 = (p_b + v3684);  // gpt2_block.tile:81
      __half* const p3749 = (p_b + v3685);  // gpt2_block.tile:81
      __half* const p3750 = (p_b + v3686);  // gpt2_block.tile:81
      __half* const p3751 = (p_b + v3687);  // gpt2_block.tile:81
      __half* const p3752 = (p_b + v3688);  // gpt2_block.tile:81
      __half* const p3753 = (p_b + v3689);  // gpt2_block.tile:81
      __half* const p3754 = (p_b + v3690);  // gpt2_block.tile:81
      __half* const p3755 = (p_b + v3691);  // gpt2_block.tile:81
      __half* const p3756 = (p_b + v3692);  // gpt2_block.tile:81
      __half* const p3757 = (p_b + v3693);  // gpt2_block.tile:81
      __half* const p3758 = (p_b + v3694);  // gpt2_block.tile:81
      __half* const p3759 = (p_b + v3695);  // gpt2_block.tile:81
      __half* const p3760 = (p_b + v3696);  // gpt2_block.tile:81
      __half* const p3761 = (p_b + v3697);  // gpt2_block.tile:81
      __half* const p3762 = (p_b + v3698);  // gpt2_block.tile:81
      __half* const p3763 = (p_b + v3699);  // gpt2_block.tile:81
      __half* const p3764 = (p_b + v3700);  // gpt2_block.tile:81
      __half* const p3765 = (p_b + v3701);  // gpt2_block.tile:81
      __half* const p3766 = (p_b + v3702);  // gpt2_block.tile:81
      __half* const p3767 = (p_b + v3703);  // gpt2_block.tile:81
      __half* const p3768 = (p_b + v3704);  // gpt2_block.tile:81
      __half* const p3769 = (p_b + v3705);  // gpt2_block.tile:81
      __half* const p3770 = (p_b + v3706);  // gpt2_block.tile:81
      __half* const p3771 = (p_b + v3707);  // gpt2_block.tile:81
      __half* const p3772 = (p_b + v3708);  // gpt2_block.tile:81
      __half* const p3773 = (p_b + v3709);  // gpt2_block.tile:81
      __half* const p3774 = (p_b + v3710);  // gpt2_block.tile:81
      __half* const p3775 = (p_b + v3711);  // gpt2_block.tile:81
      __half* const p3776 = (p_b + v3712);  // gpt2_block.tile:81
      __half* const p3777 = (p_b + v3713);  // gpt2_block.tile:81
      __half* const p3778 = (p_b + v3714);  // gpt2_block.tile:81
      __half* const p3779 = (p_b + v3715);  // gpt2_block.tile:81
      __half* const p3780 = (p_b + v3716);  // gpt2_block.tile:81
      __half* const p3781 = (p_b + v3717);  // gpt2_block.tile:81
      __half* const p3782 = (p_b + v3718);  // gpt2_block.tile:81
      __half* const p3783 = (p_b + v3719);  // gpt2_block.tile:81
      __half* const p3784 = (p_b + v3720);  // gpt2_block.tile:81
      __half* const p3785 = (p_b + v3721);  // gpt2_block.tile:81
      __half* const p3786 = (p_b + v3722);  // gpt2_block.tile:81
      __half* const p3787 = (p_b + v3723);  // gpt2_block.tile:81
      __half* const p3788 = (p_b + v3724);  // gpt2_block.tile:81
      __half* const p3789 = (p_b + v3725);  // gpt2_block.tile:81
      __half* const p3790 = (p_b + v3726);  // gpt2_block.tile:81
      __half* const p3791 = (p_b + v3727);  // gpt2_block.tile:81
      int const v3792 = ((int)((unsigned int)(v163) + (unsigned int)(tl_c4_0)));  // gpt2_block.tile:81
      int const v3793 = ((int)((unsigned int)(v3792) * (unsigned int)(p_stride_bn)));  // gpt2_block.tile:81
      __half* const p3794 = (p3728 + v3793);  // gpt2_block.tile:81
      __half* const p3795 = (p3729 + v3793);  // gpt2_block.tile:81
      __half* const p3796 = (p3730 + v3793);  // gpt2_block.tile:81
      __half* const p3797 = (p3731 + v3793);  // gpt2_block.tile:81
      __half* const p3798 = (p3732 + v3793);  // gpt2_block.tile:81
      __half* const p3799 = (p3733 + v3793);  // gpt2_block.tile:81
      __half* const p3800 = (p3734 + v3793);  // gpt2_block.tile:81
      __half* const p3801 = (p3735 + v3793);  // gpt2_block.tile:81
      __half* const p3802 = (p3736 + v3793);  // gpt2_block.tile:81
      __half* const p3803 = (p3737 + v3793);  // gpt2_block.tile:81
      __half* const p3804 = (p3738 + v3793);  // gpt2_block.tile:81
      __half* const p3805 = (p3739 + v3793);  // gpt2_block.tile:81
      __half* const p3806 = (p3740 + v3793);  // gpt2_block.tile:81
      __half* const p3807 = (p3741 + v3793);  // gpt2_block.tile:81
      __half* const p3808 = (p3742 + v3793);  // gpt2_block.tile:81
      __half* const p3809 = (p3743 + v3793);  // gpt2_block.tile:81
      __half* const p3810 = (p3744 + v3793);  // gpt2_block.tile:81
      __half* const p3811 = (p3745 + v3793);  // gpt2_block.tile:81
      __half* const p3812 = (p3746 + v3793);  // gpt2_block.tile:81
      __half* const p3813 = (p3747 + v3793);  // gpt2_block.tile:81
      __half* const p3814 = (p3748 + v3793);  // gpt2_block.tile:81
      __half* const p3815 = (p3749 + v3793);  // gpt2_block.tile:81
      __half* const p3816 = (p3750 + v3793);  // gpt2_block.tile:81
      __half* const p3817 = (p3751 + v3793);  // gpt2_block.tile:81
      __half* const p3818 = (p3752 + v3793);  // gpt2_block.tile:81
      __half* const p3819 = (p3753 + v3793);  // gpt2_block.tile:81
      __half* const p3820 = (p3754 + v3793);  // gpt2_block.tile:81
      __half* const p3821 = (p3755 + v3793);  // gpt2_block.tile:81
      __half* const p3822 = (p3756 + v3793);  // gpt2_block.tile:81
      __half* const p3823 = (p3757 + v3793);  // gpt2_block.tile:81
      __half* const p3824 = (p3758 + v3793);  // gpt2_block.tile:81
      __half* const p3825 = (p3759 + v3793);  // gpt2_block.tile:81
      __half* const p3826 = (p3760 + v3793);  // gpt2_block.tile:81
      __half* const p3827 = (p3761 + v3793);  // gpt2_block.tile:81
      __half* const p3828 = (p3762 + v3793);  // gpt2_block.tile:81
      __half* const p3829 = (p3763 + v3793);  // gpt2_block.tile:81
      __half* const p3830 = (p3764 + v3793);  // gpt2_block.tile:81
      __half* const p3831 = (p3765 + v3793);  // gpt2_block.tile:81
      __half* const p3832 = (p3766 + v3793);  // gpt2_block.tile:81
      __half* const p3833 = (p3767 + v3793);  // gpt2_block.tile:81
      __half* const p3834 = (p3768 + v3793);  // gpt2_block.tile:81
      __half* const p3835 = (p3769 + v3793);  // gpt2_block.tile:81
      __half* const p3836 = (p3770 + v3793);  // gpt2_block.tile:81
      __half* const p3837 = (p3771 + v3793);  // gpt2_block.tile:81
      __half* const p3838 = (p3772 + v3793);  // gpt2_block.tile:81
      __half* const p3839 = (p3773 + v3793);  // gpt2_block.tile:81
      __half* const p3840 = (p3774 + v3793);  // gpt2_block.tile:81
      __half* const p3841 = (p3775 + v3793);  // gpt2_block.tile:81
      __half* const p3842 = (p3776 + v3793);  // gpt2_block.tile:81
      __half* const p3843 = (p3777 + v3793);  // gpt2_block.tile:81
      __half* const p3844 = (p3778 + v3793);  // gpt2_block.tile:81
      __half* const p3845 = (p3779 + v3793);  // gpt2_block.tile:81
      __half* const p3846 = (p3780 + v3793);  // gpt2_block.tile:81
      __half* const p3847 = (p3781 + v3793);  // gpt2_block.tile:81
      __half* const p3848 = (p3782 + v3793);  // gpt2_block.tile:81
      __half* const p3849 = (p3783 + v3793);  // gpt2_block.tile:81
      __half* const p3850 = (p3784 + v3793);  // gpt2_block.tile:81
      __half* const p3851 = (p3785 + v3793);  // gpt2_block.tile:81
      __half* const p3852 = (p3786 + v3793);  // gpt2_block.tile:81
      __half* const p3853 = (p3787 + v3793);  // gpt2_block.tile:81
      __half* const p3854 = (p3788 + v3793);  // gpt2_block.tile:81
      __half* const p3855 = (p3789 + v3793);  // gpt2_block.tile:81
      __half* const p3856 = (p3790 + v3793);  // gpt2_block.tile:81
      __half* const p3857 = (p3791 + v3793);  // gpt2_block.tile:81
      bool const v3858 = (v3275 < p_K);  // gpt2_block.tile:82
      bool const v3859 = (v3276 < p_K);  // gpt2_block.tile:82
      bool const v3860 = (v3277 < p_K);  // gpt2_block.tile:82
      bool const v3861 = (v3278 < p_K);  // gpt2_block.tile:82
      bool const v3862 = (v3279 < p_K);  // gpt2_block.tile:82
      bool const v3863 = (v3280 < p_K);  // gpt2_block.tile:82
      bool const v3864 = (v3281 < p_K);  // gpt2_block.tile:82
      bool const v3865 = (v3282 < p_K);  // gpt2_block.tile:82
      bool const v3866 = (v3283 < p_K);  // gpt2_block.tile:82
      bool const v3867 = (v3284 < p_K);  // gpt2_block.tile:82
      bool const v3868 = (v3285 < p_K);  // gpt2_block.tile:82
      bool const v3869 = (v3286 < p_K);  // gpt2_block.tile:82
      bool const v3870 = (v3287 < p_K);  // gpt2_block.tile:82
      bool const v3871 = (v3288 < p_K);  // gpt2_block.tile:82
      bool const v3872 = (v3289 < p_K);  // gpt2_block.tile:82
      bool const v3873 = (v3290 < p_K);  // gpt2_block.tile:82
      bool const v3874 = (v3291 < p_K);  // gpt2_block.tile:82
      bool const v3875 = (v3292 < p_K);  // gpt2_block.tile:82
      bool const v3876 = (v3293 < p_K);  // gpt2_block.tile:82
      bool const v3877 = (v3294 < p_K);  // gpt2_block.tile:82
      bool const v3878 = (v3295 < p_K);  // gpt2_block.tile:82
      bool const v3879 = (v3296 < p_K);  // gpt2_block.tile:82
      bool const v3880 = (v3297 < p_K);  // gpt2_block.tile:82
      bool const v3881 = (v3298 < p_K);  // gpt2_block.tile:82
      bool const v3882 = (v3299 < p_K);  // gpt2_block.tile:82
      bool const v3883 = (v3300 < p_K);  // gpt2_block.tile:82
      bool const v3884 = (v3301 < p_K);  // gpt2_block.tile:82
      bool const v3885 = (v3302 < p_K);  // gpt2_block.tile:82
      bool const v3886 = (v3303 < p_K);  // gpt2_block.tile:82
      bool const v3887 = (v3304 < p_K);  // gpt2_block.tile:82
      bool const v3888 = (v3305 < p_K);  // gpt2_block.tile:82
      bool const v3889 = (v3306 < p_K);  // gpt2_block.tile:82
      bool const v3890 = (v3307 < p_K);  // gpt2_block.tile:82
      bool const v3891 = (v3308 < p_K);  // gpt2_block.tile:82
      bool const v3892 = (v3309 < p_K);  // gpt2_block.tile:82
      bool const v3893 = (v3310 < p_K);  // gpt2_block.tile:82
      bool const v3894 = (v3311 < p_K);  // gpt2_block.tile:82
      bool const v3895 = (v3312 < p_K);  // gpt2_block.tile:82
      bool const v3896 = (v3313 < p_K);  // gpt2_block.tile:82
      bool const v3897 = (v3314 < p_K);  // gpt2_block.tile:82
      bool const v3898 = (v3315 < p_K);  // gpt2_block.tile:82
      bool const v3899 = (v3316 < p_K);  // gpt2_block.tile:82
      bool const v3900 = (v3317 < p_K);  // gpt2_block.tile:82
      bool const v3901 = (v3318 < p_K);  // gpt2_block.tile:82
      bool const v3902 = (v3319 < p_K);  // gpt2_block.tile:82
      bool const v3903 = (v3320 < p_K);  // gpt2_block.tile:82
      bool const v3904 = (v3321 < p_K);  // gpt2_block.tile:82
      bool const v3905 = (v3322 < p_K);  // gpt2_block.tile:82
      bool const v3906 = (v3323 < p_K);  // gpt2_block.tile:82
      bool const v3907 = (v3324 < p_K);  // gpt2_block.tile:82
      bool const v3908 = (v3325 < p_K);  // gpt2_block.tile:82
      bool const v3909 = (v3326 < p_K);  // gpt2_block.tile:82
      bool const v3910 = (v3327 < p_K);  // gpt2_block.tile:82
      bool const v3911 = (v3328 < p_K);  // gpt2_block.tile:82
      bool const v3912 = (v3329 < p_K);  // gpt2_block.tile:82
      bool const v3913 = (v3330 < p_K);  // gpt2_block.tile:82
      bool const v3914 = (v3331 < p_K);  // gpt2_block.tile:82
      bool const v3915 = (v3332 < p_K);  // gpt2_block.tile:82
      bool const v3916 = (v3333 < p_K);  // gpt2_block.tile:82
      bool const v3917 = (v3334 < p_K);  // gpt2_block.tile:82
      bool const v3918 = (v3335 < p_K);  // gpt2_block.tile:82
      bool const v3919 = (v3336 < p_K);  // gpt2_block.tile:82
      bool const v3920 = (v3337 < p_K);  // gpt2_block.tile:82
      bool const v3921 = (v3338 < p_K);  // gpt2_block.tile:82
      bool const v3922 = ((bool)(v3858 & v647));  // gpt2_block.tile:82
      bool const v3923 = ((bool)(v3859 & v647));  // gpt2_block.tile:82
      bool const v3924 = ((bool)(v3860 & v647));  // gpt2_block.tile:82
      bool const v3925 = ((bool)(v3861 & v647));  // gpt2_block.tile:82
      bool const v3926 = ((bool)(v3862 & v647));  // gpt2_block.tile:82
      bool const v3927 = ((bool)(v3863 & v647));  // gpt2_block.tile:82
      bool const v3928 = ((bool)(v3864 & v647));  // gpt2_block.tile:82
      bool const v3929 = ((bool)(v3865 & v647));  // gpt2_block.tile:82
      bool const v3930 = ((bool)(v3866 & v647));  // gpt2_block.tile:82
      bool const v3931 = ((bool)(v3867 & v647));  // gpt2_block.tile:82
      bool const v3932 = ((bool)(v3868 & v647));  // gpt2_block.tile:82
      bool const v3933 = ((bool)(v3869 & v647));  // gpt2_block.tile:82
      bool const v3934 = ((bool)(v3870 & v647));  // gpt2_block.tile:82
      bool const v3935 = ((bool)(v3871 & v647));  // gpt2_block.tile:82
      bool const v3936 = ((bool)(v3872 & v647));  // gpt2_block.tile:82
      bool const v3937 = ((bool)(v3873 & v647));  // gpt2_block.tile:82
      bool const v3938 = ((bool)(v3874 & v647));  // gpt2_block.tile:82
      bool const v3939 = ((bool)(v3875 & v647));  // gpt2_block.tile:82
      bool const v3940 = ((bool)(v3876 & v647));  // gpt2_block.tile:82
      bool const v3941 = ((bool)(v3877 & v647));  // gpt2_block.tile:82
      bool const v3942 = ((bool)(v3878 & v647));  // gpt2_block.tile:82
      bool const v3943 = ((bool)(v3879 & v647));  // gpt2_block.tile:82
      bool const v3944 = ((bool)(v3880 & v647));  // gpt2_block.tile:82
      bool const v3945 = ((bool)(v3881 & v647));  // gpt2_block.tile:82
      bool const v3946 = ((bool)(v3882 & v647));  // gpt2_block.tile:82
      bool const v3947 = ((bool)(v3883 & v647));  // gpt2_block.tile:82
      bool const v3948 = ((bool)(v3884 & v647));  // gpt2_block.tile:82
      bool const v3949 = ((bool)(v3885 & v647));  // gpt2_block.tile:82
      bool const v3950 = ((bool)(v3886 & v647));  // gpt2_block.tile:82
      bool const v3951 = ((bool)(v3887 & v647));  // gpt2_block.tile:82
      bool const v3952 = ((bool)(v3888 & v647));  // gpt2_block.tile:82
      bool const v3953 = ((bool)(v3889 & v647));  // gpt2_block.tile:82
      bool const v3954 = ((bool)(v3890 & v647));  // gpt2_block.tile:82
      bool const v3955 = ((bool)(v3891 & v647));  // gpt2_block.tile:82
      bool const v3956 = ((bool)(v3892 & v647));  // gpt2_block.tile:82
      bool const v3957 = ((bool)(v3893 & v647));  // gpt2_block.tile:82
      bool const v3958 = ((bool)(v3894 & v647));  // gpt2_block.tile:82
      bool const v3959 = ((bool)(v3895 & v647));  // gpt2_block.tile:82
      bool const v3960 = ((bool)(v3896 & v647));  // gpt2_block.tile:82
      bool const v3961 = ((bool)(v3897 & v647));  // gpt2_block.tile:82
      bool const v3962 = ((bool)(v3898 & v647));  // gpt2_block.tile:82
      bool const v3963 = ((bool)(v3899 & v647));  // gpt2_block.tile:82
      bool const v3964 = ((bool)(v3900 & v647));  // gpt2_block.tile:82
      bool const v3965 = ((bool)(v3901 & v647));  // gpt2_block.tile:82
      bool const v3966 = ((bool)(v3902 & v647));  // gpt2_block.tile:82
      bool const v3967 = ((bool)(v3903 & v647));  // gpt2_block.tile:82
      bool const v3968 = ((bool)(v3904 & v647));  // gpt2_block.tile:82
      bool const v3969 = ((bool)(v3905 & v647));  // gpt2_block.tile:82
      bool const v3970 = ((bool)(v3906 & v647));  // gpt2_block.tile:82
      bool const v3971 = ((bool)(v3907 & v647));  // gpt2_block.tile:82
      bool const v3972 = ((bool)(v3908 & v647));  // gpt2_block.tile:82
      bool const v3973 = ((bool)(v3909 & v647));  // gpt2_block.tile:82
      bool const v3974 = ((bool)(v3910 & v647));  // gpt2_block.tile:82
      bool const v3975 = ((bool)(v3911 & v647));  // gpt2_block.tile:82
      bool const v3976 = ((bool)(v3912 & v647));  // gpt2_block.tile:82
      bool const v3977 = ((bool)(v3913 & v647));  // gpt2_block.tile:82
      bool const v3978 = ((bool)(v3914 & v647));  // gpt2_block.tile:82
      bool const v3979 = ((bool)(v3915 & v647));  // gpt2_block.tile:82
      bool const v3980 = ((bool)(v3916 & v647));  // gpt2_block.tile:82
      bool const v3981 = ((bool)(v3917 & v647));  // gpt2_block.tile:82
      bool const v3982 = ((bool)(v3918 & v647));  // gpt2_block.tile:82
      bool const v3983 = ((bool)(v3919 & v647));  // gpt2_block.tile:82
      bool const v3984 = ((bool)(v3920 & v647));  // gpt2_block.tile:82
      bool const v3985 = ((bool)(v3921 & v647));  // gpt2_block.tile:82
      __half const k3986 = __ushort_as_half((unsigned short)0);  // gpt2_block.tile:81
      const __half ld3987 = v3922 ? *p3794 : k3986;  // gpt2_block.tile:81
      const __half ld3988 = v3923 ? *p3795 : k3986;  // gpt2_block.tile:81
      const __half ld3989 = v3924 ? *p3796 : k3986;  // gpt2_block.tile:81
      const __half ld3990 = v3925 ? *p3797 : k3986;  // gpt2_block.tile:81
      const __half ld3991 = v3926 ? *p3798 : k3986;  // gpt2_block.tile:81
      const __half ld3992 = v3927 ? *p3799 : k3986;  // gpt2_block.tile:81
      const __half ld3993 = v3928 ? *p3800 : k3986;  // gpt2_block.tile:81
      const __half ld3994 = v3929 ? *p3801 : k3986;  // gpt2_block.tile:81
      const __half ld3995 = v3930 ? *p3802 : k3986;  // gpt2_block.tile:81
      const __half ld3996 = v3931 ? *p3803 : k3986;  // gpt2_block.tile:81
      const __half ld3997 = v3932 ? *p3804 : k3986;  // gpt2_block.tile:81
      const __half ld3998 = v3933 ? *p3805 : k3986;  // gpt2_block.tile:81
      const __half ld3999 = v3934 ? *p3806 : k3986;  // gpt2_block.tile:81
      const __half ld4000 = v3935 ? *p3807 : k3986;  // gpt2_block.tile:81
      const __half ld4001 = v3936 ? *p3808 : k3986;  // gpt2_block.tile:81
      const __half ld4002 = v3937 ? *p3809 : k3986;  // gpt2_block.tile:81
      const __half ld4003 = v3938 ? *p3810 : k3986;  // gpt2_block.tile:81
      const __half ld4004 = v3939 ? *p3811 : k3986;  // gpt2_block.tile:81
      const __half ld4005 = v3940 ? *p3812 : k3986;  // gpt2_block.tile:81
      const __half ld4006 = v3941 ? *p3813 : k3986;  // gpt2_block.tile:81
      const __half ld4007 = v3942 ? *p3814 : k3986;  // gpt2_block.tile:81
      const __half ld4008 = v3943 ? *p3815 : k3986;  // gpt2_block.tile:81
      const __half ld4009 = v3944 ? *p3816 : k3986;  // gpt2_block.tile:81
      const __half ld4010 = v3945 ? *p3817 : k3986;  // gpt2_block.tile:81
      const __half ld4011 = v3946 ? *p3818 : k3986;  // gpt2_block.tile:81
      const __half ld4012 = v3947 ? *p3819 : k3986;  // gpt2_block.tile:81
      const __half ld4013 = v3948 ? *p3820 : k3986;  // gpt2_block.tile:81
      const __half ld4014 = v3949 ? *p3821 : k3986;  // gpt2_block.tile:81
      const __half ld4015 = v3950 ? *p3822 : k3986;  // gpt2_block.tile:81
      const __half ld4016 = v3951 ? *p3823 : k3986;  // gpt2_block.tile:81
      const __half ld4017 = v3952 ? *p3824 : k3986;  // gpt2_block.tile:81
      const __half ld4018 = v3953 ? *p3825 : k3986;  // gpt2_block.tile:81
      const __half ld4019 = v3954 ? *p3826 : k3986;  // gpt2_block.tile:81
      const __half ld4020 = v3955 ? *p3827 : k3986;  // gpt2_block.tile:81
      const __half ld4021 = v3956 ? *p3828 : k3986;  // gpt2_block.tile:81
      const __half ld4022 = v3957 ? *p3829 : k3986;  // gpt2_block.tile:81
      const __half ld4023 = v3958 ? *p3830 : k3986;  // gpt2_block.tile:81
      const __half ld4024 = v3959 ? *p3831 : k3986;  // gpt2_block.tile:81
      const __half ld4025 = v3960 ? *p3832 : k3986;  // gpt2_block.tile:81
      const __half ld4026 = v3961 ? *p3833 : k3986;  // gpt2_block.tile:81
      const __half ld4027 = v3962 ? *p3834 : k3986;  // gpt2_block.tile:81
      const __half ld4028 = v3963 ? *p3835 : k3986;  // gpt2_block.tile:81
      const __half ld4029 = v3964 ? *p3836 : k3986;  // gpt2_block.tile:81
      const __half ld4030 = v3965 ? *p3837 : k3986;  // gpt2_block.tile:81
      const __half ld4031 = v3966 ? *p3838 : k3986;  // gpt2_block.tile:81
      const __half ld4032 = v3967 ? *p3839 : k3986;  // gpt2_block.tile:81
      const __half ld4033 = v3968 ? *p3840 : k3986;  // gpt2_block.tile:81
      const __half ld4034 = v3969 ? *p3841 : k3986;  // gpt2_block.tile:81
      const __half ld4035 = v3970 ? *p3842 : k3986;  // gpt2_block.tile:81
      const __half ld4036 = v3971 ? *p3843 : k3986;  // gpt2_block.tile:81
      const __half ld4037 = v3972 ? *p3844 : k3986;  // gpt2_block.tile:81
      const __half ld4038 = v3973 ? *p3845 : k3986;  // gpt2_block.tile:81
      const __half ld4039 = v3974 ? *p3846 : k3986;  // gpt2_block.tile:81
      const __half ld4040 = v3975 ? *p3847 : k3986;  // gpt2_block.tile:81
      const __half ld4041 = v3976 ? *p3848 : k3986;  // gpt2_block.tile:81
      const __half ld4042 = v3977 ? *p3849 : k3986;  // gpt2_block.tile:81
      const __half ld4043 = v3978 ? *p3850 : k3986;  // gpt2_block.tile:81
      const __half ld4044 = v3979 ? *p3851 : k3986;  // gpt2_block.tile:81
      const __half ld4045 = v3980 ? *p3852 : k3986;  // gpt2_block.tile:81
      const __half ld4046 = v3981 ? *p3853 : k3986;  // gpt2_block.tile:81
      const __half ld4047 = v3982 ? *p3854 : k3986;  // gpt2_block.tile:81
      const __half ld4048 = v3983 ? *p3855 : k3986;  // gpt2_block.tile:81
      const __half ld4049 = v3984 ? *p3856 : k3986;  // gpt2_block.tile:81
      const __half ld4050 = v3985 ? *p3857 : k3986;  // gpt2_block.tile:81
      __syncthreads();  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + ((tl_c7_0) * 128 + ((((tl_c7_1) >> 3) ^ ((tl_c7_0) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3600;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 2)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 2)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3601;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 4)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 4)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3602;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 6)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 6)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3603;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 8)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 8)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3604;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 10)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 10)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3605;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 12)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 12)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3606;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 14)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 14)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3607;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 16)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 16)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3608;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 18)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 18)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3609;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 20)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 20)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3610;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 22)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 22)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3611;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 24)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 24)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3612;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 26)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 26)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3613;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 28)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 28)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3614;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 30)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 30)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3615;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 32)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 32)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3616;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 34)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 34)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3617;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 36)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 36)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3618;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 38)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 38)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3619;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 40)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 40)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3620;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 42)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 42)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3621;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 44)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 44)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3622;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 46)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 46)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3623;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 48)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 48)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3624;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 50)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 50)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3625;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 52)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 52)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3626;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 54)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 54)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3627;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 56)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 56)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3628;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 58)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 58)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3629;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 60)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 60)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3630;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 62)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 62)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3631;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 64)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 64)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3632;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 66)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 66)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3633;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 68)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 68)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3634;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 70)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 70)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3635;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 72)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 72)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3636;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 74)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 74)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3637;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 76)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 76)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3638;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 78)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 78)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3639;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 80)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 80)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3640;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 82)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 82)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3641;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 84)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 84)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3642;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 86)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 86)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3643;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 88)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 88)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3644;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 90)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 90)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3645;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 92)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 92)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3646;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 94)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 94)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3647;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 96)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 96)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3648;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 98)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 98)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3649;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 100)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 100)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3650;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 102)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 102)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3651;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 104)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 104)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3652;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 106)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 106)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3653;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 108)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 108)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3654;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 110)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 110)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3655;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 112)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 112)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3656;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 114)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 114)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3657;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 116)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 116)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3658;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 118)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 118)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3659;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 120)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 120)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3660;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 122)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 122)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3661;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 124)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 124)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3662;  // gpt2_block.tile:83
      *reinterpret_cast<__half*>(reinterpret_cast<unsigned char*>(tl_smem + 0) + (((tl_c7_0 + 126)) * 128 + ((((tl_c7_1) >> 3) ^ (((tl_c7_0 + 126)) & 7)) << 4) + (((tl_c7_1) & 7) * 2))) = ld3663;  // gpt2_block.tile:83
      *reinterpret_cast<tl_vec<__half, 8>*>(reinterpret_cast<unsigned char*>(tl_smem + 16384) + ((tl_c8_1) * 128 + ((((0) >> 3) ^ ((tl_c8_1) & 7)) << 4) + (((0) & 7) * 2))) = tl_vec<__half, 8>{{ld3987, ld3988, ld3989, ld3990, ld3991, ld3992, ld3993, ld3994}};  // gpt2_block.tile:83
      *reinterpret_cast<tl_vec<__half, 8>*>(reinterpret_cast<unsigned char*>(tl_smem + 16384) + ((tl_c8_1) * 128 + (((((0 + 8)) >> 3) ^ ((tl_c8_1) & 7)) << 4) + ((((0 + 8)) & 7) * 2))) = tl_vec<__half, 8>{{ld3995, ld3996, ld3997, ld3998, ld3999, ld4000, ld4001, ld4002}};  // gpt2_block.tile:83
      *reinterpret_cast<tl_vec<__half, 8>*>(reinterpret_cast<unsigned char*>(tl_smem + 16384) + ((tl_c8_1) * 128 + (((((0 + 16)) >> 3) ^ ((tl_c8_1) & 7)) << 4) + ((((0 + 16)) & 7) * 2))) = tl_vec<__half, 8>{{ld4003, ld4004, ld4005, ld4006, ld4007, ld4008, ld4009, ld4010}};  // gpt2_block.tile:83
      *reinterpret_cast<tl_vec<__half, 8>*>(reinterpret_cast<unsigned char*>(tl_smem + 16384) + ((tl_c8_1) * 128 + (((((0 + 24)) >> 3) ^ ((tl_c8_1) & 7)) << 4) + ((((0 + 24)) & 7) * 2))) = tl_vec<__half, 8>{{ld4011, ld4012, ld4013, ld4014, ld4015, ld4016, ld4017, ld4018}};  // gpt2_block.tile:83
      *reinterpret_cast<tl_vec<__half, 8>*>(reinterpret_cast<unsigned char*>(tl_smem + 16384) + ((tl_c8_1) * 128 + (((((0 + 32)) >> 3) ^ ((tl_c8_1) & 7)) << 4) + ((((0 + 32)) & 7) * 2))) = tl_vec<__half, 8>{{ld4019, ld4020, ld4021, ld4022, ld4023, ld4024, ld4025, ld4026}};  // gpt2_block.tile:83
      *reinterpret_cast<tl_vec<__half, 8>*>(reinterpret_cast<unsigned char*>(tl_smem + 16384) + ((tl_c8_1) * 128 + (((((0 + 40)) >> 3) ^ ((tl_c8_1) & 7)) << 4) + ((((0 + 40)) & 7) * 2))) = tl_vec<__half, 8>{{ld4027, ld4028, ld4029, ld4030, ld4031, ld4032, ld4033, ld4034}};  // gpt2_block.tile:83
      *reinterpret_cast<tl_vec<__half, 8>*>(reinterpret_cast<unsigned char*>(tl_smem + 16384) + ((tl_c8_1) * 128 + (((((0 + 48)) >> 3) ^ ((tl_c8_1) & 7)) << 4) + ((((0 + 48)) & 7) * 2))) = tl_vec<__half, 8>{{ld4035, ld4036, ld4037, ld4038, ld4039, ld4040, ld4041, ld4042}};  // gpt2_block.tile:83
      *reinterpret_cast<tl_vec<__half, 8>*>(reinterpret_cast<unsigned char*>(tl_smem + 16384) + ((tl_c8_1) * 128 + (((((0 + 56)) >> 3) ^ ((tl_c8_1) & 7)) << 4) + ((((0 + 56)) & 7) * 2))) = tl_vec<__half, 8>{{ld4043, ld4044, ld4045, ld4046, ld4047, ld4048, ld4049, ld4050}};  // gpt2_block.tile:83
      __syncthreads();  // gpt2_block.tile:83
      // dot on tensor cores: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32, warps [4, 1], 32 block(s) per warp  // gpt2_block.tile:83
      float acc4051 = c2146;  // gpt2_block.tile:83
      float acc4052 = c2147;  // gpt2_block.tile:83
      float acc4053 = c2148;  // gpt2_block.tile:83
      float acc4054 = c2149;  // gpt2_block.tile:83
      float acc4055 = c2150;  // gpt2_block.tile:83
      float acc4056 = c2151;  // gpt2_block.tile:83
      float acc4057 = c2152;  // gpt2_block.tile:83
      float acc4058 = c2153;  // gpt2_block.tile:83
      float acc4059 = c2154;  // gpt2_block.tile:83
      float acc4060 = c2155;  // gpt2_block.tile:83
      float acc4061 = c2156;  // gpt2_block.tile:83
      float acc4062 = c2157;  // gpt2_block.tile:83
      float acc4063 = c2158;  // gpt2_block.tile:83
      float acc4064 = c2159;  // gpt2_block.tile:83
      float acc4065 = c2160;  // gpt2_block.tile:83
      float acc4066 = c2161;  // gpt2_block.tile:83
      float acc4067 = c2162;  // gpt2_block.tile:83
      float acc4068 = c2163;  // gpt2_block.tile:83
      float acc4069 = c2164;  // gpt2_block.tile:83
      float acc4070 = c2165;  // gpt2_block.tile:83
      float acc4071 = c2166;  // gpt2_block.tile:83
      float acc4072 = c2167;  // gpt2_block.tile:83
      float acc4073 = c2168;  // gpt2_block.tile:83
      float acc4074 = c2169;  // gpt2_block.tile:83
      float acc4075 = c2170;  // gpt2_block.tile:83
      float acc4076 = c2171;  // gpt2_block.tile:83
      float acc4077 = c2172;  // gpt2_block.tile:83
      float acc4078 = c2173;  // gpt2_block.tile:83
      float acc4079 = c2174;  // gpt2_block.tile:83
      float acc4080 = c2175;  // gpt2_block.tile:83
      float acc4081 = c2176;  // gpt2_block.tile:83
      float acc4082 = c2177;  // gpt2_block.tile:83
      float acc4083 = c2178;  // gpt2_block.tile:83
      float acc4084 = c2179;  // gpt2_block.tile:83
      float acc4085 = c2180;  // gpt2_block.tile:83
      float acc4086 = c2181;  // gpt2_block.tile:83
      float acc4087 = c2182;  // gpt2_block.tile:83
      float acc4088 = c2183;  // gpt2_block.tile:83
      float acc4089 = c2184;  // gpt2_block.tile:83
      float acc4090 = c2185;  // gpt2_block.tile:83
      float acc4091 = c2186;  // gpt2_block.tile:83
      float acc4092 = c2187;  // gpt2_block.tile:83
      float acc4093 = c2188;  // gpt2_block.tile:83
      float acc4094 = c2189;  // gpt2_block.tile:83
      float acc4095 = c2190;  // gpt2_block.tile:83
      float acc4096 = c2191;  // gpt2_block.tile:83
      float acc4097 = c2192;  // gpt2_block.tile:83
      float acc4098 = c2193;  // gpt2_block.tile:83
      float acc4099 = c2194;  // gpt2_block.tile:83
      float acc4100 = c2195;  // gpt2_block.tile:83
      float acc4101 = c2196;  // gpt2_block.tile:83
      float acc4102 = c2197;  // gpt2_block.tile:83
      float acc4103 = c2198;  // gpt2_block.tile:83
      float acc4104 = c2199;  // gpt2_block.tile:83
      float acc4105 = c2200;  // gpt2_block.tile:83
      float acc4106 = c2201;  // gpt2_block.tile:83
      float acc4107 = c2202;  // gpt2_block.tile:83
      float acc4108 = c2203;  // gpt2_block.tile:83
      float acc4109 = c2204;  // gpt2_block.tile:83
      float acc4110 = c2205;  // gpt2_block.tile:83
      float acc4111 = c2206;  // gpt2_block.tile:83
      float acc4112 = c2207;  // gpt2_block.tile:83
      float acc4113 = c2208;  // gpt2_block.tile:83
      float acc4114 = c2209;  // gpt2_block.tile:83
      float acc4115 = c2210;  // gpt2_block.tile:83
      float acc4116 = c2211;  // gpt2_block.tile:83
      float acc4117 = c2212;  // gpt2_block.tile:83
      float acc4118 = c2213;  // gpt2_block.tile:83
      float acc4119 = c2214;  // gpt2_block.tile:83
      float acc4120 = c2215;  // gpt2_block.tile:83
      float acc4121 = c2216;  // gpt2_block.tile:83
      float acc4122 = c2217;  // gpt2_block.tile:83
      float acc4123 = c2218;  // gpt2_block.tile:83
      float acc4124 = c2219;  // gpt2_block.tile:83
      float acc4125 = c2220;  // gpt2_block.tile:83
      float acc4126 = c2221;  // gpt2_block.tile:83
      float acc4127 = c2222;  // gpt2_block.tile:83
      float acc4128 = c2223;  // gpt2_block.tile:83
      float acc4129 = c2224;  // gpt2_block.tile:83
      float acc4130 = c2225;  // gpt2_block.tile:83
      float acc4131 = c2226;  // gpt2_block.tile:83
      float acc4132 = c2227;  // gpt2_block.tile:83
      float acc4133 = c2228;  // gpt2_block.tile:83
      float acc4134 = c2229;  // gpt2_block.tile:83
      float acc4135 = c2230;  // gpt2_block.tile:83
      float acc4136 = c2231;  // gpt2_block.tile:83
      float acc4137 = c2232;  // gpt2_block.tile:83
      float acc4138 = c2233;  // gpt2_block.tile:83
      float acc4139 = c2234;  // gpt2_block.tile:83
      float acc4140 = c2235;  // gpt2_block.tile:83
      float acc4141 = c2236;  // gpt2_block.tile:83
      float acc4142 = c2237;  // gpt2_block.tile:83
      float acc4143 = c2238;  // gpt2_block.tile:83
      float acc4144 = c2239;  // gpt2_block.tile:83
      float acc4145 = c2240;  // gpt2_block.tile:83
      float acc4146 = c2241;  // gpt2_block.tile:83
      float acc4147 = c2242;  // gpt2_block.tile:83
      float acc4148 = c2243;  // gpt2_block.tile:83
      float acc4149 = c2244;  // gpt2_block.tile:83
      float acc4150 = c2245;  // gpt2_block.tile:83
      float acc4151 = c2246;  // gpt2_block.tile:83
      float acc4152 = c2247;  // gpt2_block.tile:83
      float acc4153 = c2248;  // gpt2_block.tile:83
      float acc4154 = c2249;  // gpt2_block.tile:83
      float acc4155 = c2250;  // gpt2_block.tile:83
      float acc4156 = c2251;  // gpt2_block.tile:83
      float acc4157 = c2252;  // gpt2_block.tile:83
      float acc4158 = c2253;  // gpt2_block.tile:83
      float acc4159 = c2254;  // gpt2_block.tile:83
      float acc4160 = c2255;  // gpt2_block.tile:83
      float acc4161 = c2256;  // gpt2_block.tile:83
      float acc4162 = c2257;  // gpt2_block.tile:83
      float acc4163 = c2258;  // gpt2_block.tile:83
      float acc4164 = c2259;  // gpt2_block.tile:83
      float acc4165 = c2260;  // gpt2_block.tile:83
      float acc4166 = c2261;  // gpt2_block.tile:83
      float acc4167 = c2262;  // gpt2_block.tile:83
      float acc4168 = c2263;  // gpt2_block.tile:83
      float acc4169 = c2264;  // gpt2_block.tile:83
      float acc4170 = c2265;  // gpt2_block.tile:83
      float acc4171 = c2266;  // gpt2_block.tile:83
      float acc4172 = c2267;  // gpt2_block.tile:83
      float acc4173 = c2268;  // gpt2_block.tile:83
      float acc4174 = c2269;  // gpt2_block.tile:83
      float acc4175 = c2270;  // gpt2_block.tile:83
      float acc4176 = c2271;  // gpt2_block.tile:83
      float acc4177 = c2272;  // gpt2_block.tile:83
      float acc4178 = c2273;  // gpt2_block.tile:83
      unsigned fr4180, fr4181, fr4182, fr4183;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 0) + lm4179_r + 0 + (((lm4179_c + 0) ^ lm4179_s) << 4), fr4180, fr4181, fr4182, fr4183);  // gpt2_block.tile:83
      unsigned fr4184, fr4185, fr4186, fr4187;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 0) + lm4179_r + 8192 + (((lm4179_c + 0) ^ lm4179_s) << 4), fr4184, fr4185, fr4186, fr4187);  // gpt2_block.tile:83
      unsigned fr4189, fr4190, fr4191, fr4192;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm4188_r + 0 + (((lm4188_c + 0) ^ lm4188_s) << 4), fr4189, fr4190, fr4191, fr4192);  // gpt2_block.tile:83
      unsigned fr4193, fr4194, fr4195, fr4196;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm4188_r + 2048 + (((lm4188_c + 0) ^ lm4188_s) << 4), fr4193, fr4194, fr4195, fr4196);  // gpt2_block.tile:83
      unsigned fr4197, fr4198, fr4199, fr4200;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm4188_r + 4096 + (((lm4188_c + 0) ^ lm4188_s) << 4), fr4197, fr4198, fr4199, fr4200);  // gpt2_block.tile:83
      unsigned fr4201, fr4202, fr4203, fr4204;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm4188_r + 6144 + (((lm4188_c + 0) ^ lm4188_s) << 4), fr4201, fr4202, fr4203, fr4204);  // gpt2_block.tile:83
      unsigned fr4205, fr4206, fr4207, fr4208;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm4188_r + 8192 + (((lm4188_c + 0) ^ lm4188_s) << 4), fr4205, fr4206, fr4207, fr4208);  // gpt2_block.tile:83
      unsigned fr4209, fr4210, fr4211, fr4212;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm4188_r + 10240 + (((lm4188_c + 0) ^ lm4188_s) << 4), fr4209, fr4210, fr4211, fr4212);  // gpt2_block.tile:83
      unsigned fr4213, fr4214, fr4215, fr4216;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm4188_r + 12288 + (((lm4188_c + 0) ^ lm4188_s) << 4), fr4213, fr4214, fr4215, fr4216);  // gpt2_block.tile:83
      unsigned fr4217, fr4218, fr4219, fr4220;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm4188_r + 14336 + (((lm4188_c + 0) ^ lm4188_s) << 4), fr4217, fr4218, fr4219, fr4220);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4051, acc4052, acc4053, acc4054, fr4180, fr4181, fr4182, fr4183, fr4189, fr4190);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4055, acc4056, acc4057, acc4058, fr4180, fr4181, fr4182, fr4183, fr4191, fr4192);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4059, acc4060, acc4061, acc4062, fr4180, fr4181, fr4182, fr4183, fr4193, fr4194);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4063, acc4064, acc4065, acc4066, fr4180, fr4181, fr4182, fr4183, fr4195, fr4196);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4067, acc4068, acc4069, acc4070, fr4180, fr4181, fr4182, fr4183, fr4197, fr4198);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4071, acc4072, acc4073, acc4074, fr4180, fr4181, fr4182, fr4183, fr4199, fr4200);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4075, acc4076, acc4077, acc4078, fr4180, fr4181, fr4182, fr4183, fr4201, fr4202);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4079, acc4080, acc4081, acc4082, fr4180, fr4181, fr4182, fr4183, fr4203, fr4204);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4083, acc4084, acc4085, acc4086, fr4180, fr4181, fr4182, fr4183, fr4205, fr4206);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4087, acc4088, acc4089, acc4090, fr4180, fr4181, fr4182, fr4183, fr4207, fr4208);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4091, acc4092, acc4093, acc4094, fr4180, fr4181, fr4182, fr4183, fr4209, fr4210);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4095, acc4096, acc4097, acc4098, fr4180, fr4181, fr4182, fr4183, fr4211, fr4212);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4099, acc4100, acc4101, acc4102, fr4180, fr4181, fr4182, fr4183, fr4213, fr4214);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4103, acc4104, acc4105, acc4106, fr4180, fr4181, fr4182, fr4183, fr4215, fr4216);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4107, acc4108, acc4109, acc4110, fr4180, fr4181, fr4182, fr4183, fr4217, fr4218);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4111, acc4112, acc4113, acc4114, fr4180, fr4181, fr4182, fr4183, fr4219, fr4220);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4115, acc4116, acc4117, acc4118, fr4184, fr4185, fr4186, fr4187, fr4189, fr4190);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4119, acc4120, acc4121, acc4122, fr4184, fr4185, fr4186, fr4187, fr4191, fr4192);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4123, acc4124, acc4125, acc4126, fr4184, fr4185, fr4186, fr4187, fr4193, fr4194);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4127, acc4128, acc4129, acc4130, fr4184, fr4185, fr4186, fr4187, fr4195, fr4196);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4131, acc4132, acc4133, acc4134, fr4184, fr4185, fr4186, fr4187, fr4197, fr4198);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4135, acc4136, acc4137, acc4138, fr4184, fr4185, fr4186, fr4187, fr4199, fr4200);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4139, acc4140, acc4141, acc4142, fr4184, fr4185, fr4186, fr4187, fr4201, fr4202);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4143, acc4144, acc4145, acc4146, fr4184, fr4185, fr4186, fr4187, fr4203, fr4204);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4147, acc4148, acc4149, acc4150, fr4184, fr4185, fr4186, fr4187, fr4205, fr4206);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4151, acc4152, acc4153, acc4154, fr4184, fr4185, fr4186, fr4187, fr4207, fr4208);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4155, acc4156, acc4157, acc4158, fr4184, fr4185, fr4186, fr4187, fr4209, fr4210);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4159, acc4160, acc4161, acc4162, fr4184, fr4185, fr4186, fr4187, fr4211, fr4212);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4163, acc4164, acc4165, acc4166, fr4184, fr4185, fr4186, fr4187, fr4213, fr4214);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4167, acc4168, acc4169, acc4170, fr4184, fr4185, fr4186, fr4187, fr4215, fr4216);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4171, acc4172, acc4173, acc4174, fr4184, fr4185, fr4186, fr4187, fr4217, fr4218);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4175, acc4176, acc4177, acc4178, fr4184, fr4185, fr4186, fr4187, fr4219, fr4220);  // gpt2_block.tile:83
      unsigned fr4221, fr4222, fr4223, fr4224;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 0) + lm4179_r + 0 + (((lm4179_c + 2) ^ lm4179_s) << 4), fr4221, fr4222, fr4223, fr4224);  // gpt2_block.tile:83
      unsigned fr4225, fr4226, fr4227, fr4228;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 0) + lm4179_r + 8192 + (((lm4179_c + 2) ^ lm4179_s) << 4), fr4225, fr4226, fr4227, fr4228);  // gpt2_block.tile:83
      unsigned fr4229, fr4230, fr4231, fr4232;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm4188_r + 0 + (((lm4188_c + 2) ^ lm4188_s) << 4), fr4229, fr4230, fr4231, fr4232);  // gpt2_block.tile:83
      unsigned fr4233, fr4234, fr4235, fr4236;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm4188_r + 2048 + (((lm4188_c + 2) ^ lm4188_s) << 4), fr4233, fr4234, fr4235, fr4236);  // gpt2_block.tile:83
      unsigned fr4237, fr4238, fr4239, fr4240;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm4188_r + 4096 + (((lm4188_c + 2) ^ lm4188_s) << 4), fr4237, fr4238, fr4239, fr4240);  // gpt2_block.tile:83
      unsigned fr4241, fr4242, fr4243, fr4244;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm4188_r + 6144 + (((lm4188_c + 2) ^ lm4188_s) << 4), fr4241, fr4242, fr4243, fr4244);  // gpt2_block.tile:83
      unsigned fr4245, fr4246, fr4247, fr4248;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm4188_r + 8192 + (((lm4188_c + 2) ^ lm4188_s) << 4), fr4245, fr4246, fr4247, fr4248);  // gpt2_block.tile:83
      unsigned fr4249, fr4250, fr4251, fr4252;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm4188_r + 10240 + (((lm4188_c + 2) ^ lm4188_s) << 4), fr4249, fr4250, fr4251, fr4252);  // gpt2_block.tile:83
      unsigned fr4253, fr4254, fr4255, fr4256;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm4188_r + 12288 + (((lm4188_c + 2) ^ lm4188_s) << 4), fr4253, fr4254, fr4255, fr4256);  // gpt2_block.tile:83
      unsigned fr4257, fr4258, fr4259, fr4260;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm4188_r + 14336 + (((lm4188_c + 2) ^ lm4188_s) << 4), fr4257, fr4258, fr4259, fr4260);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4051, acc4052, acc4053, acc4054, fr4221, fr4222, fr4223, fr4224, fr4229, fr4230);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4055, acc4056, acc4057, acc4058, fr4221, fr4222, fr4223, fr4224, fr4231, fr4232);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4059, acc4060, acc4061, acc4062, fr4221, fr4222, fr4223, fr4224, fr4233, fr4234);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4063, acc4064, acc4065, acc4066, fr4221, fr4222, fr4223, fr4224, fr4235, fr4236);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4067, acc4068, acc4069, acc4070, fr4221, fr4222, fr4223, fr4224, fr4237, fr4238);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4071, acc4072, acc4073, acc4074, fr4221, fr4222, fr4223, fr4224, fr4239, fr4240);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4075, acc4076, acc4077, acc4078, fr4221, fr4222, fr4223, fr4224, fr4241, fr4242);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4079, acc4080, acc4081, acc4082, fr4221, fr4222, fr4223, fr4224, fr4243, fr4244);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4083, acc4084, acc4085, acc4086, fr4221, fr4222, fr4223, fr4224, fr4245, fr4246);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4087, acc4088, acc4089, acc4090, fr4221, fr4222, fr4223, fr4224, fr4247, fr4248);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4091, acc4092, acc4093, acc4094, fr4221, fr4222, fr4223, fr4224, fr4249, fr4250);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4095, acc4096, acc4097, acc4098, fr4221, fr4222, fr4223, fr4224, fr4251, fr4252);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4099, acc4100, acc4101, acc4102, fr4221, fr4222, fr4223, fr4224, fr4253, fr4254);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4103, acc4104, acc4105, acc4106, fr4221, fr4222, fr4223, fr4224, fr4255, fr4256);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4107, acc4108, acc4109, acc4110, fr4221, fr4222, fr4223, fr4224, fr4257, fr4258);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4111, acc4112, acc4113, acc4114, fr4221, fr4222, fr4223, fr4224, fr4259, fr4260);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4115, acc4116, acc4117, acc4118, fr4225, fr4226, fr4227, fr4228, fr4229, fr4230);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4119, acc4120, acc4121, acc4122, fr4225, fr4226, fr4227, fr4228, fr4231, fr4232);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4123, acc4124, acc4125, acc4126, fr4225, fr4226, fr4227, fr4228, fr4233, fr4234);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4127, acc4128, acc4129, acc4130, fr4225, fr4226, fr4227, fr4228, fr4235, fr4236);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4131, acc4132, acc4133, acc4134, fr4225, fr4226, fr4227, fr4228, fr4237, fr4238);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4135, acc4136, acc4137, acc4138, fr4225, fr4226, fr4227, fr4228, fr4239, fr4240);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4139, acc4140, acc4141, acc4142, fr4225, fr4226, fr4227, fr4228, fr4241, fr4242);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4143, acc4144, acc4145, acc4146, fr4225, fr4226, fr4227, fr4228, fr4243, fr4244);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4147, acc4148, acc4149, acc4150, fr4225, fr4226, fr4227, fr4228, fr4245, fr4246);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4151, acc4152, acc4153, acc4154, fr4225, fr4226, fr4227, fr4228, fr4247, fr4248);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4155, acc4156, acc4157, acc4158, fr4225, fr4226, fr4227, fr4228, fr4249, fr4250);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4159, acc4160, acc4161, acc4162, fr4225, fr4226, fr4227, fr4228, fr4251, fr4252);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4163, acc4164, acc4165, acc4166, fr4225, fr4226, fr4227, fr4228, fr4253, fr4254);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4167, acc4168, acc4169, acc4170, fr4225, fr4226, fr4227, fr4228, fr4255, fr4256);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4171, acc4172, acc4173, acc4174, fr4225, fr4226, fr4227, fr4228, fr4257, fr4258);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4175, acc4176, acc4177, acc4178, fr4225, fr4226, fr4227, fr4228, fr4259, fr4260);  // gpt2_block.tile:83
      unsigned fr4261, fr4262, fr4263, fr4264;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 0) + lm4179_r + 0 + (((lm4179_c + 4) ^ lm4179_s) << 4), fr4261, fr4262, fr4263, fr4264);  // gpt2_block.tile:83
      unsigned fr4265, fr4266, fr4267, fr4268;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 0) + lm4179_r + 8192 + (((lm4179_c + 4) ^ lm4179_s) << 4), fr4265, fr4266, fr4267, fr4268);  // gpt2_block.tile:83
      unsigned fr4269, fr4270, fr4271, fr4272;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm4188_r + 0 + (((lm4188_c + 4) ^ lm4188_s) << 4), fr4269, fr4270, fr4271, fr4272);  // gpt2_block.tile:83
      unsigned fr4273, fr4274, fr4275, fr4276;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm4188_r + 2048 + (((lm4188_c + 4) ^ lm4188_s) << 4), fr4273, fr4274, fr4275, fr4276);  // gpt2_block.tile:83
      unsigned fr4277, fr4278, fr4279, fr4280;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm4188_r + 4096 + (((lm4188_c + 4) ^ lm4188_s) << 4), fr4277, fr4278, fr4279, fr4280);  // gpt2_block.tile:83
      unsigned fr4281, fr4282, fr4283, fr4284;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm4188_r + 6144 + (((lm4188_c + 4) ^ lm4188_s) << 4), fr4281, fr4282, fr4283, fr4284);  // gpt2_block.tile:83
      unsigned fr4285, fr4286, fr4287, fr4288;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm4188_r + 8192 + (((lm4188_c + 4) ^ lm4188_s) << 4), fr4285, fr4286, fr4287, fr4288);  // gpt2_block.tile:83
      unsigned fr4289, fr4290, fr4291, fr4292;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm4188_r + 10240 + (((lm4188_c + 4) ^ lm4188_s) << 4), fr4289, fr4290, fr4291, fr4292);  // gpt2_block.tile:83
      unsigned fr4293, fr4294, fr4295, fr4296;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm4188_r + 12288 + (((lm4188_c + 4) ^ lm4188_s) << 4), fr4293, fr4294, fr4295, fr4296);  // gpt2_block.tile:83
      unsigned fr4297, fr4298, fr4299, fr4300;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm4188_r + 14336 + (((lm4188_c + 4) ^ lm4188_s) << 4), fr4297, fr4298, fr4299, fr4300);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4051, acc4052, acc4053, acc4054, fr4261, fr4262, fr4263, fr4264, fr4269, fr4270);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4055, acc4056, acc4057, acc4058, fr4261, fr4262, fr4263, fr4264, fr4271, fr4272);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4059, acc4060, acc4061, acc4062, fr4261, fr4262, fr4263, fr4264, fr4273, fr4274);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4063, acc4064, acc4065, acc4066, fr4261, fr4262, fr4263, fr4264, fr4275, fr4276);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4067, acc4068, acc4069, acc4070, fr4261, fr4262, fr4263, fr4264, fr4277, fr4278);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4071, acc4072, acc4073, acc4074, fr4261, fr4262, fr4263, fr4264, fr4279, fr4280);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4075, acc4076, acc4077, acc4078, fr4261, fr4262, fr4263, fr4264, fr4281, fr4282);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4079, acc4080, acc4081, acc4082, fr4261, fr4262, fr4263, fr4264, fr4283, fr4284);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4083, acc4084, acc4085, acc4086, fr4261, fr4262, fr4263, fr4264, fr4285, fr4286);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4087, acc4088, acc4089, acc4090, fr4261, fr4262, fr4263, fr4264, fr4287, fr4288);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4091, acc4092, acc4093, acc4094, fr4261, fr4262, fr4263, fr4264, fr4289, fr4290);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4095, acc4096, acc4097, acc4098, fr4261, fr4262, fr4263, fr4264, fr4291, fr4292);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4099, acc4100, acc4101, acc4102, fr4261, fr4262, fr4263, fr4264, fr4293, fr4294);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4103, acc4104, acc4105, acc4106, fr4261, fr4262, fr4263, fr4264, fr4295, fr4296);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4107, acc4108, acc4109, acc4110, fr4261, fr4262, fr4263, fr4264, fr4297, fr4298);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4111, acc4112, acc4113, acc4114, fr4261, fr4262, fr4263, fr4264, fr4299, fr4300);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4115, acc4116, acc4117, acc4118, fr4265, fr4266, fr4267, fr4268, fr4269, fr4270);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4119, acc4120, acc4121, acc4122, fr4265, fr4266, fr4267, fr4268, fr4271, fr4272);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4123, acc4124, acc4125, acc4126, fr4265, fr4266, fr4267, fr4268, fr4273, fr4274);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4127, acc4128, acc4129, acc4130, fr4265, fr4266, fr4267, fr4268, fr4275, fr4276);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4131, acc4132, acc4133, acc4134, fr4265, fr4266, fr4267, fr4268, fr4277, fr4278);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4135, acc4136, acc4137, acc4138, fr4265, fr4266, fr4267, fr4268, fr4279, fr4280);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4139, acc4140, acc4141, acc4142, fr4265, fr4266, fr4267, fr4268, fr4281, fr4282);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4143, acc4144, acc4145, acc4146, fr4265, fr4266, fr4267, fr4268, fr4283, fr4284);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4147, acc4148, acc4149, acc4150, fr4265, fr4266, fr4267, fr4268, fr4285, fr4286);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4151, acc4152, acc4153, acc4154, fr4265, fr4266, fr4267, fr4268, fr4287, fr4288);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4155, acc4156, acc4157, acc4158, fr4265, fr4266, fr4267, fr4268, fr4289, fr4290);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4159, acc4160, acc4161, acc4162, fr4265, fr4266, fr4267, fr4268, fr4291, fr4292);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4163, acc4164, acc4165, acc4166, fr4265, fr4266, fr4267, fr4268, fr4293, fr4294);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4167, acc4168, acc4169, acc4170, fr4265, fr4266, fr4267, fr4268, fr4295, fr4296);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4171, acc4172, acc4173, acc4174, fr4265, fr4266, fr4267, fr4268, fr4297, fr4298);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4175, acc4176, acc4177, acc4178, fr4265, fr4266, fr4267, fr4268, fr4299, fr4300);  // gpt2_block.tile:83
      unsigned fr4301, fr4302, fr4303, fr4304;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 0) + lm4179_r + 0 + (((lm4179_c + 6) ^ lm4179_s) << 4), fr4301, fr4302, fr4303, fr4304);  // gpt2_block.tile:83
      unsigned fr4305, fr4306, fr4307, fr4308;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 0) + lm4179_r + 8192 + (((lm4179_c + 6) ^ lm4179_s) << 4), fr4305, fr4306, fr4307, fr4308);  // gpt2_block.tile:83
      unsigned fr4309, fr4310, fr4311, fr4312;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm4188_r + 0 + (((lm4188_c + 6) ^ lm4188_s) << 4), fr4309, fr4310, fr4311, fr4312);  // gpt2_block.tile:83
      unsigned fr4313, fr4314, fr4315, fr4316;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm4188_r + 2048 + (((lm4188_c + 6) ^ lm4188_s) << 4), fr4313, fr4314, fr4315, fr4316);  // gpt2_block.tile:83
      unsigned fr4317, fr4318, fr4319, fr4320;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm4188_r + 4096 + (((lm4188_c + 6) ^ lm4188_s) << 4), fr4317, fr4318, fr4319, fr4320);  // gpt2_block.tile:83
      unsigned fr4321, fr4322, fr4323, fr4324;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm4188_r + 6144 + (((lm4188_c + 6) ^ lm4188_s) << 4), fr4321, fr4322, fr4323, fr4324);  // gpt2_block.tile:83
      unsigned fr4325, fr4326, fr4327, fr4328;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm4188_r + 8192 + (((lm4188_c + 6) ^ lm4188_s) << 4), fr4325, fr4326, fr4327, fr4328);  // gpt2_block.tile:83
      unsigned fr4329, fr4330, fr4331, fr4332;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm4188_r + 10240 + (((lm4188_c + 6) ^ lm4188_s) << 4), fr4329, fr4330, fr4331, fr4332);  // gpt2_block.tile:83
      unsigned fr4333, fr4334, fr4335, fr4336;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm4188_r + 12288 + (((lm4188_c + 6) ^ lm4188_s) << 4), fr4333, fr4334, fr4335, fr4336);  // gpt2_block.tile:83
      unsigned fr4337, fr4338, fr4339, fr4340;  // gpt2_block.tile:83
      tl_ldsm4((tl_sbase + 16384) + lm4188_r + 14336 + (((lm4188_c + 6) ^ lm4188_s) << 4), fr4337, fr4338, fr4339, fr4340);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4051, acc4052, acc4053, acc4054, fr4301, fr4302, fr4303, fr4304, fr4309, fr4310);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4055, acc4056, acc4057, acc4058, fr4301, fr4302, fr4303, fr4304, fr4311, fr4312);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4059, acc4060, acc4061, acc4062, fr4301, fr4302, fr4303, fr4304, fr4313, fr4314);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4063, acc4064, acc4065, acc4066, fr4301, fr4302, fr4303, fr4304, fr4315, fr4316);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4067, acc4068, acc4069, acc4070, fr4301, fr4302, fr4303, fr4304, fr4317, fr4318);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4071, acc4072, acc4073, acc4074, fr4301, fr4302, fr4303, fr4304, fr4319, fr4320);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4075, acc4076, acc4077, acc4078, fr4301, fr4302, fr4303, fr4304, fr4321, fr4322);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4079, acc4080, acc4081, acc4082, fr4301, fr4302, fr4303, fr4304, fr4323, fr4324);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4083, acc4084, acc4085, acc4086, fr4301, fr4302, fr4303, fr4304, fr4325, fr4326);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4087, acc4088, acc4089, acc4090, fr4301, fr4302, fr4303, fr4304, fr4327, fr4328);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4091, acc4092, acc4093, acc4094, fr4301, fr4302, fr4303, fr4304, fr4329, fr4330);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4095, acc4096, acc4097, acc4098, fr4301, fr4302, fr4303, fr4304, fr4331, fr4332);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4099, acc4100, acc4101, acc4102, fr4301, fr4302, fr4303, fr4304, fr4333, fr4334);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4103, acc4104, acc4105, acc4106, fr4301, fr4302, fr4303, fr4304, fr4335, fr4336);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4107, acc4108, acc4109, acc4110, fr4301, fr4302, fr4303, fr4304, fr4337, fr4338);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4111, acc4112, acc4113, acc4114, fr4301, fr4302, fr4303, fr4304, fr4339, fr4340);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4115, acc4116, acc4117, acc4118, fr4305, fr4306, fr4307, fr4308, fr4309, fr4310);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4119, acc4120, acc4121, acc4122, fr4305, fr4306, fr4307, fr4308, fr4311, fr4312);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4123, acc4124, acc4125, acc4126, fr4305, fr4306, fr4307, fr4308, fr4313, fr4314);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4127, acc4128, acc4129, acc4130, fr4305, fr4306, fr4307, fr4308, fr4315, fr4316);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4131, acc4132, acc4133, acc4134, fr4305, fr4306, fr4307, fr4308, fr4317, fr4318);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4135, acc4136, acc4137, acc4138, fr4305, fr4306, fr4307, fr4308, fr4319, fr4320);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4139, acc4140, acc4141, acc4142, fr4305, fr4306, fr4307, fr4308, fr4321, fr4322);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4143, acc4144, acc4145, acc4146, fr4305, fr4306, fr4307, fr4308, fr4323, fr4324);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4147, acc4148, acc4149, acc4150, fr4305, fr4306, fr4307, fr4308, fr4325, fr4326);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4151, acc4152, acc4153, acc4154, fr4305, fr4306, fr4307, fr4308, fr4327, fr4328);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4155, acc4156, acc4157, acc4158, fr4305, fr4306, fr4307, fr4308, fr4329, fr4330);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4159, acc4160, acc4161, acc4162, fr4305, fr4306, fr4307, fr4308, fr4331, fr4332);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4163, acc4164, acc4165, acc4166, fr4305, fr4306, fr4307, fr4308, fr4333, fr4334);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4167, acc4168, acc4169, acc4170, fr4305, fr4306, fr4307, fr4308, fr4335, fr4336);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4171, acc4172, acc4173, acc4174, fr4305, fr4306, fr4307, fr4308, fr4337, fr4338);  // gpt2_block.tile:83
      tl_mma_m16n8k16_fp16_fp32(acc4175, acc4176, acc4177, acc4178, fr4305, fr4306, fr4307, fr4308, fr4339, fr4340);  // gpt2_block.tile:83
      c2146 = acc4051;  // gpt2_block.tile:77
      c2147 = acc4052;  // gpt2_block.tile:77
      c2148 = acc4053;  // gpt2_block.tile:77
      c2149 = acc4054;  // gpt2_block.tile:77
      c2150 = acc4055;  // gpt2_block.tile:77
      c2151 = acc4056;  // gpt2_block.tile:77
      c2152 = acc4057;  // gpt2_block.tile:77
      c2153 = acc4058;  // gpt2_block.tile:77
      c2154 = acc4059;  // gpt2_block.tile:77
      c2155 = acc4060;  // gpt2_block.tile:77
      c2156 = acc4061;  // gpt2_block.tile:77
      c2157 = acc4062;  // gpt2_block.tile:77
      c2158 = acc4063;  // gpt2_block.tile:77
      c2159 = acc4064;  // gpt2_block.tile:77
      c2160 = acc4065;  // gpt2_block.tile:77
      c2161 = acc4066;  // gpt2_block.tile:77
      c2162 = acc4067;  // gpt2_block.tile:77
      c2163 = acc4068;  // gpt2_block.tile:77
      c2164 = acc4069;  // gpt2_block.tile:77
      c2165 = acc4070;  // gpt2_block.tile:77
      c2166 = acc4071;  // gpt2_block.tile:77
      c2167 = acc4072;  // gpt2_block.tile:77
      c2168 = acc4073;  // gpt2_block.tile:77
      c2169 = acc4074;  // gpt2_block.tile:77
      c2170 = acc4075;  // gpt2_block.tile:77
      c2171 = acc4076;  // gpt2_block.tile:77
      c2172 = acc4077;  // gpt2_block.tile:77
      c2173 = acc4078;  // gpt2_block.tile:77
      c2174 = acc4079;  // gpt2_block.tile:77
      c2175 = acc4080;  // gpt2_block.tile:77
      c2176 = acc4081;  // gpt2_block.tile:77
      c2177 = acc4082;  // gpt2_block.tile:77
      c2178 = acc4083;  // gpt2_block.tile:77
      c2179 = acc4084;  // gpt2_block.tile:77
      c2180 = acc4085;  // gpt2_block.tile:77
      c2181 = acc4086;  // gpt2_block.tile:77
      c2182 = acc4087;  // gpt2_block.tile:77
      c2183 = acc4088;  // gpt2_block.tile:77
      c2184 = acc4089;  // gpt2_block.tile:77
      c2185 = acc4090;  // gpt2_block.tile:77
      c2186 = acc4091;  // gpt2_block.tile:77
      c2187 = acc4092;  // gpt2_block.tile:77
      c2188 = acc4093;  // gpt2_block.tile:77
      c2189 = acc4094;  // gpt2_block.tile:77
      c2190 = acc4095;  // gpt2_block.tile:77
      c2191 = acc4096;  // gpt2_block.tile:77
      c2192 = acc4097;  // gpt2_block.tile:77
      c2193 = acc4098;  // gpt2_block.tile:77
      c2194 = acc4099;  // gpt2_block.tile:77
      c2195 = acc4100;  // gpt2_block.tile:77
      c2196 = acc4101;  // gpt2_block.tile:77
      c2197 = acc4102;  // gpt2_block.tile:77
      c2198 = acc4103;  // gpt2_block.tile:77
      c2199 = acc4104;  // gpt2_block.tile:77
      c2200 = acc4105;  // gpt2_block.tile:77
      c2201 = acc4106;  // gpt2_block.tile:77
      c2202 = acc4107;  // gpt2_block.tile:77
      c2203 = acc4108;  // gpt2_block.tile:77
      c2204 = acc4109;  // gpt2_block.tile:77
      c2205 = acc4110;  // gpt2_block.tile:77
      c2206 = acc4111;  // gpt2_block.tile:77
      c2207 = acc4112;  // gpt2_block.tile:77
      c2208 = acc4113;  // gpt2_block.tile:77
      c2209 = acc4114;  // gpt2_block.tile:77
      c2210 = acc4115;  // gpt2_block.tile:77
      c2211 = acc4116;  // gpt2_block.tile:77
      c2212 = acc4117;  // gpt2_block.tile:77
      c2213 = acc4118;  // gpt2_block.tile:77
      c2214 = acc4119;  // gpt2_block.tile:77
      c2215 = acc4120;  // gpt2_block.tile:77
      c2216 = acc4121;  // gpt2_block.tile:77
      c2217 = acc4122;  // gpt2_block.tile:77
      c2218 = acc4123;  // gpt2_block.tile:77
      c2219 = acc4124;  // gpt2_block.tile:77
      c2220 = acc4125;  // gpt2_block.tile:77
      c2221 = acc4126;  // gpt2_block.tile:77
      c2222 = acc4127;  // gpt2_block.tile:77
      c2223 = acc4128;  // gpt2_block.tile:77
      c2224 = acc4129;  // gpt2_block.tile:77
      c2225 = acc4130;  // gpt2_block.tile:77
      c2226 = acc4131;  // gpt2_block.tile:77
      c2227 = acc4132;  // gpt2_block.tile:77
      c2228 = acc4133;  // gpt2_block.tile:77
      c2229 = acc4134;  // gpt2_block.tile:77
      c2230 = acc4135;  // gpt2_block.tile:77
      c2231 = acc4136;  // gpt2_block.tile:77
      c2232 = acc4137;  // gpt2_block.tile:77
      c2233 = acc4138;  // gpt2_block.tile:77
      c2234 = acc4139;  // gpt2_block.tile:77
      c2235 = acc4140;  // gpt2_block.tile:77
      c2236 = acc4141;  // gpt2_block.tile:77
      c2237 = acc4142;  // gpt2_block.tile:77
      c2238 = acc4143;  // gpt2_block.tile:77
      c2239 = acc4144;  // gpt2_block.tile:77
      c2240 = acc4145;  // gpt2_block.tile:77
      c2241 = acc4146;  // gpt2_block.tile:77
      c2242 = acc4147;  // gpt2_block.tile:77
      c2243 = acc4148;  // gpt2_block.tile:77
      c2244 = acc4149;  // gpt2_block.tile:77
      c2245 = acc4150;  // gpt2_block.tile:77
      c2246 = acc4151;  // gpt2_block.tile:77
      c2247 = acc4152;  // gpt2_block.tile:77
      c2248 = acc4153;  // gpt2_block.tile:77
      c2249 = acc4154;  // gpt2_block.tile:77
      c2250 = acc4155;  // gpt2_block.tile:77
      c2251 = acc4156;  // gpt2_block.tile:77
      c2252 = acc4157;  // gpt2_block.tile:77
      c2253 = acc4158;  // gpt2_block.tile:77
      c2254 = acc4159;  // gpt2_block.tile:77
      c2255 = acc4160;  // gpt2_block.tile:77
      c2256 = acc4161;  // gpt2_block.tile:77
      c2257 = acc4162;  // gpt2_block.tile:77
      c2258 = acc4163;  // gpt2_block.tile:77
      c2259 = acc4164;  // gpt2_block.tile:77
      c2260 = acc4165;  // gpt2_block.tile:77
      c2261 = acc4166;  // gpt2_block.tile:77
      c2262 = acc4167;  // gpt2_block.tile:77
      c2263 = acc4168;  // gpt2_block.tile:77
      c2264 = acc4169;  // gpt2_block.tile:77
      c2265 = acc4170;  // gpt2_block.tile:77
      c2266 = acc4171;  // gpt2_block.tile:77
      c2267 = acc4172;  // gpt2_block.tile:77
      c2268 = acc4173;  // gpt2_block.tile:77
      c2269 = acc4174;  // gpt2_block.tile:77
      c2270 = acc4175;  // gpt2_block.tile:77
      c2271 = acc4176;  // gpt2_block.tile:77
      c2272 = acc4177;  // gpt2_block.tile:77
      c2273 = acc4178;  // gpt2_block.tile:77
    }  // gpt2_block.tile:77
  }  // gpt2_block.tile:77
  __half* const p4341 = (p_c + v454);  // gpt2_block.tile:88
  __half* const p4342 = (p_c + v455);  // gpt2_block.tile:88
  __half* const p4343 = (p_c + v456);  // gpt2_block.tile:88
  __half* const p4344 = (p_c + v457);  // gpt2_block.tile:88
  __half* const p4345 = (p_c + v458);  // gpt2_block.tile:88
  __half* const p4346 = (p_c + v459);  // gpt2_block.tile:88
  __half* const p4347 = (p_c + v460);  // gpt2_block.tile:88
  __half* const p4348 = (p_c + v461);  // gpt2_block.tile:88
  __half* const p4349 = (p_c + v462);  // gpt2_block.tile:88
  __half* const p4350 = (p_c + v463);  // gpt2_block.tile:88
  __half* const p4351 = (p_c + v464);  // gpt2_block.tile:88
  __half* const p4352 = (p_c + v465);  // gpt2_block.tile:88
  __half* const p4353 = (p_c + v466);  // gpt2_block.tile:88
  __half* const p4354 = (p_c + v467);  // gpt2_block.tile:88
  __half* const p4355 = (p_c + v468);  // gpt2_block.tile:88
  __half* const p4356 = (p_c + v469);  // gpt2_block.tile:88
  __half* const p4357 = (p_c + v470);  // gpt2_block.tile:88
  __half* const p4358 = (p_c + v471);  // gpt2_block.tile:88
  __half* const p4359 = (p_c + v472);  // gpt2_block.tile:88
  __half* const p4360 = (p_c + v473);  // gpt2_block.tile:88
  __half* const p4361 = (p_c + v474);  // gpt2_block.tile:88
  __half* const p4362 = (p_c + v475);  // gpt2_block.tile:88
  __half* const p4363 = (p_c + v476);  // gpt2_block.tile:88
  __half* const p4364 = (p_c + v477);  // gpt2_block.tile:88
  __half* const p4365 = (p_c + v478);  // gpt2_block.tile:88
  __half* const p4366 = (p_c + v479);  // gpt2_block.tile:88
  __half* const p4367 = (p_c + v480);  // gpt2_block.tile:88
  __half* const p4368 = (p_c + v481);  // gpt2_block.tile:88
  __half* const p4369 = (p_c + v482);  // gpt2_block.tile:88
  __half* const p4370 = (p_c + v483);  // gpt2_block.tile:88
  __half* const p4371 = (p_c + v484);  // gpt2_block.tile:88
  __half* const p4372 = (p_c + v485);  // gpt2_block.tile:88
  __half* const p4373 = (p_c + v486);  // gpt2_block.tile:88
  __half* const p4374 = (p_c + v487);  // gpt2_block.tile:88
  __half* const p4375 = (p_c + v488);  // gpt2_block.tile:88
  __half* const p4376 = (p_c + v489);  // gpt2_block.tile:88
  __half* const p4377 = (p_c + v490);  // gpt2_block.tile:88
  __half* const p4378 = (p_c + v491);  // gpt2_block.tile:88
  __half* const p4379 = (p_c + v492);  // gpt2_block.tile:88
  __half* const p4380 = (p_c + v493);  // gpt2_block.tile:88
  __half* const p4381 = (p_c + v494);  // gpt2_block.tile:88
  __half* const p4382 = (p_c + v495);  // gpt2_block.tile:88
  __half* const p4383 = (p_c + v496);  // gpt2_block.tile:88
  __half* const p4384 = (p_c + v497);  // gpt2_block.tile:88
  __half* const p4385 = (p_c + v498);  // gpt2_block.tile:88
  __half* const p4386 = (p_c + v499);  // gpt2_block.tile:88
  __half* const p4387 = (p_c + v500);  // gpt2_block.tile:88
  __half* const p4388 = (p_c + v501);  // gpt2_block.tile:88
  __half* const p4389 = (p_c + v502);  // gpt2_block.tile:88
  __half* const p4390 = (p_c + v503);  // gpt2_block.tile:88
  __half* const p4391 = (p_c + v504);  // gpt2_block.tile:88
  __half* const p4392 = (p_c + v505);  // gpt2_block.tile:88
  __half* const p4393 = (p_c + v506);  // gpt2_block.tile:88
  __half* const p4394 = (p_c + v507);  // gpt2_block.tile:88
  __half* const p4395 = (p_c + v508);  // gpt2_block.tile:88
  __half* const p4396 = (p_c + v509);  // gpt2_block.tile:88
  __half* const p4397 = (p_c + v510);  // gpt2_block.tile:88
  __half* const p4398 = (p_c + v511);  // gpt2_block.tile:88
  __half* const p4399 = (p_c + v512);  // gpt2_block.tile:88
  __half* const p4400 = (p_c + v513);  // gpt2_block.tile:88
  __half* const p4401 = (p_c + v514);  // gpt2_block.tile:88
  __half* const p4402 = (p_c + v515);  // gpt2_block.tile:88
  __half* const p4403 = (p_c + v516);  // gpt2_block.tile:88
  __half* const p4404 = (p_c + v517);  // gpt2_block.tile:88
  __half* const p4405 = (p_c + v518);  // gpt2_block.tile:88
  __half* const p4406 = (p_c + v519);  // gpt2_block.tile:88
  __half* const p4407 = (p_c + v520);  // gpt2_block.tile:88
  __half* const p4408 = (p_c + v521);  // gpt2_block.tile:88
  __half* const p4409 = (p_c + v522);  // gpt2_block.tile:88
  __half* const p4410 = (p_c + v523);  // gpt2_block.tile:88
  __half* const p4411 = (p_c + v524);  // gpt2_block.tile:88
  __half* const p4412 = (p_c + v525);  // gpt2_block.tile:88
  __half* const p4413 = (p_c + v526);  // gpt2_block.tile:88
  __half* const p4414 = (p_c + v527);  // gpt2_block.tile:88
  __half* const p4415 = (p_c + v528);  // gpt2_block.tile:88
  __half* const p4416 = (p_c + v529);  // gpt2_block.tile:88
  __half* const p4417 = (p_c + v530);  // gpt2_block.tile:88
  __half* const p4418 = (p_c + v531);  // gpt2_block.tile:88
  __half* const p4419 = (p_c + v532);  // gpt2_block.tile:88
  __half* const p4420 = (p_c + v533);  // gpt2_block.tile:88
  __half* const p4421 = (p_c + v534);  // gpt2_block.tile:88
  __half* const p4422 = (p_c + v535);  // gpt2_block.tile:88
  __half* const p4423 = (p_c + v536);  // gpt2_block.tile:88
  __half* const p4424 = (p_c + v537);  // gpt2_block.tile:88
  __half* const p4425 = (p_c + v538);  // gpt2_block.tile:88
  __half* const p4426 = (p_c + v539);  // gpt2_block.tile:88
  __half* const p4427 = (p_c + v540);  // gpt2_block.tile:88
  __half* const p4428 = (p_c + v541);  // gpt2_block.tile:88
  __half* const p4429 = (p_c + v542);  // gpt2_block.tile:88
  __half* const p4430 = (p_c + v543);  // gpt2_block.tile:88
  __half* const p4431 = (p_c + v544);  // gpt2_block.tile:88
  __half* const p4432 = (p_c + v545);  // gpt2_block.tile:88
  __half* const p4433 = (p_c + v546);  // gpt2_block.tile:88
  __half* const p4434 = (p_c + v547);  // gpt2_block.tile:88
  __half* const p4435 = (p_c + v548);  // gpt2_block.tile:88
  __half* const p4436 = (p_c + v549);  // gpt2_block.tile:88
  __half* const p4437 = (p_c + v550);  // gpt2_block.tile:88
  __half* const p4438 = (p_c + v551);  // gpt2_block.tile:88
  __half* const p4439 = (p_c + v552);  // gpt2_block.tile:88
  __half* const p4440 = (p_c + v553);  // gpt2_block.tile:88
  __half* const p4441 = (p_c + v554);  // gpt2_block.tile:88
  __half* const p4442 = (p_c + v555);  // gpt2_block.tile:88
  __half* const p4443 = (p_c + v556);  // gpt2_block.tile:88
  __half* const p4444 = (p_c + v557);  // gpt2_block.tile:88
  __half* const p4445 = (p_c + v558);  // gpt2_block.tile:88
  __half* const p4446 = (p_c + v559);  // gpt2_block.tile:88
  __half* const p4447 = (p_c + v560);  // gpt2_block.tile:88
  __half* const p4448 = (p_c + v561);  // gpt2_block.tile:88
  __half* const p4449 = (p_c + v562);  // gpt2_block.tile:88
  __half* const p4450 = (p_c + v563);  // gpt2_block.tile:88
  __half* const p4451 = (p_c + v564);  // gpt2_block.tile:88
  __half* const p4452 = (p_c + v565);  // gpt2_block.tile:88
  __half* const p4453 = (p_c + v566);  // gpt2_block.tile:88
  __half* const p4454 = (p_c + v567);  // gpt2_block.tile:88
  __half* const p4455 = (p_c + v568);  // gpt2_block.tile:88
  __half* const p4456 = (p_c + v569);  // gpt2_block.tile:88
  __half* const p4457 = (p_c + v570);  // gpt2_block.tile:88
  __half* const p4458 = (p_c + v571);  // gpt2_block.tile:88
  __half* const p4459 = (p_c + v572);  // gpt2_block.tile:88
  __half* const p4460 = (p_c + v573);  // gpt2_block.tile:88
  __half* const p4461 = (p_c + v574);  // gpt2_block.tile:88
  __half* const p4462 = (p_c + v575);  // gpt2_block.tile:88
  __half* const p4463 = (p_c + v576);  // gpt2_block.tile:88
  __half* const p4464 = (p_c + v577);  // gpt2_block.tile:88
  __half* const p4465 = (p_c + v578);  // gpt2_block.tile:88
  __half* const p4466 = (p_c + v579);  // gpt2_block.tile:88
  __half* const p4467 = (p_c + v580);  // gpt2_block.tile:88
  __half* const p4468 = (p_c + v581);  // gpt2_block.tile:88
  __half const v4469 = __float2half_rn(c2146);  // gpt2_block.tile:88
  __half const v4470 = __float2half_rn(c2147);  // gpt2_block.tile:88
  __half const v4471 = __float2half_rn(c2148);  // gpt2_block.tile:88
  __half const v4472 = __float2half_rn(c2149);  // gpt2_block.tile:88
  __half const v4473 = __float2half_rn(c2150);  // gpt2_block.tile:88
  __half const v4474 = __float2half_rn(c2151);  // gpt2_block.tile:88
  __half const v4475 = __float2half_rn(c2152);  // gpt2_block.tile:88
  __half const v4476 = __float2half_rn(c2153);  // gpt2_block.tile:88
  __half const v4477 = __float2half_rn(c2154);  // gpt2_block.tile:88
  __half const v4478 = __float2half_rn(c2155);  // gpt2_block.tile:88
  __half const v4479 = __float2half_rn(c2156);  // gpt2_block.tile:88
  __half const v4480 = __float2half_rn(c2157);  // gpt2_block.tile:88
  __half const v4481 = __float2half_rn(c2158);  // gpt2_block.tile:88
  __half const v4482 = __float2half_rn(c2159);  // gpt2_block.tile:88
  __half const v4483 = __float2half_rn(c2160);  // gpt2_block.tile:88
  __half const v4484 = __float2half_rn(c2161);  // gpt2_block.tile:88
  __half const v4485 = __float2half_rn(c2162);  // gpt2_block.tile:88
  __half const v4486 = __float2half_rn(c2163);  // gpt2_block.tile:88
  __half const v4487 = __float2half_rn(c2164);  // gpt2_block.tile:88
  __half const v4488 = __float2half_rn(c2165);  // gpt2_block.tile:88
  __half const v4489 = __float2half_rn(c2166);  // gpt2_block.tile:88
  __half const v4490 = __float2half_rn(c2167);  // gpt2_block.tile:88
  __half const v4491 = __float2half_rn(c2168);  // gpt2_block.tile:88
  __half const v4492 = __float2half_rn(c2169);  // gpt2_block.tile:88
  __half const v4493 = __float2half_rn(c2170);  // gpt2_block.tile:88
  __half const v4494 = __float2half_rn(c2171);  // gpt2_block.tile:88
  __half const v4495 = __float2half_rn(c2172);  // gpt2_block.tile:88
  __half const v4496 = __float2half_rn(c2173);  // gpt2_block.tile:88
  __half const v4497 = __float2half_rn(c2174);  // gpt2_block.tile:88
  __half const v4498 = __float2half_rn(c2175);  // gpt2_block.tile:88
  __half const v4499 = __float2half_rn(c2176);  // gpt2_block.tile:88
  __half const v4500 = __float2half_rn(c2177);  // gpt2_block.tile:88
  __half const v4501 = __float2half_rn(c2178);  // gpt2_block.tile:88
  __half const v4502 = __float2half_rn(c2179);  // gpt2_block.tile:88
  __half const v4503 = __float2half_rn(c2180);  // gpt2_block.tile:88
  __half const v4504 = __float2half_rn(c2181);  // gpt2_block.tile:88
  __half const v4505 = __float2half_rn(c2182);  // gpt2_block.tile:88
  __half const v4506 = __float2half_rn(c2183);  // gpt2_block.tile:88
  __half const v4507 = __float2half_rn(c2184);  // gpt2_block.tile:88
  __half const v4508 = __float2half_rn(c2185);  // gpt2_block.tile:88
  __half const v4509 = __float2half_rn(c2186);  // gpt2_block.tile:88
  __half const v4510 = __float2half_rn(c2187);  // gpt2_block.tile:88
  __half const v4511 = __float2half_rn(c2188);  // gpt2_block.tile:88
  __half const v4512 = __float2half_rn(c2189);  // gpt2_block.tile:88
  __half const v4513 = __float2half_rn(c2190);  // gpt2_block.tile:88
  __half const v4514 = __float2half_rn(c2191);  // gpt2_block.tile:88
  __half const v4515 = __float2half_rn(c2192);  // gpt2_block.tile:88
  __half const v4516 = __float2half_rn(c2193);  // gpt2_block.tile:88
  __half const v4517 = __float2half_rn(c2194);  // gpt2_block.tile:88
  __half const v4518 = __float2half_rn(c2195);  // gpt2_block.tile:88
  __half const v4519 = __float2half_rn(c2196);  // gpt2_block.tile:88
  __half const v4520 = __float2half_rn(c2197);  // gpt2_block.tile:88
  __half const v4521 = __float2half_rn(c2198);  // gpt2_block.tile:88
  __half const v4522 = __float2half_rn(c2199);  // gpt2_block.tile:88
  __half const v4523 = __float2half_rn(c2200);  // gpt2_block.tile:88
  __half const v4524 = __float2half_rn(c2201);  // gpt2_block.tile:88
  __half const v4525 = __float2half_rn(c2202);  // gpt2_block.tile:88
  __half const v4526 = __float2half_rn(c2203);  // gpt2_block.tile:88
  __half const v4527 = __float2half_rn(c2204);  // gpt2_block.tile:88
  __half const v4528 = __float2half_rn(c2205);  // gpt2_block.tile:88
  __half const v4529 = __float2half_rn(c2206);  // gpt2_block.tile:88
  __half const v4530 = __float2half_rn(c2207);  // gpt2_block.tile:88
  __half const v4531 = __float2half_rn(c2208);  // gpt2_block.tile:88
  __half const v4532 = __float2half_rn(c2209);  // gpt2_block.tile:88
  __half const v4533 = __float2half_rn(c2210);  // gpt2_block.tile:88
  __half const v4534 = __float2half_rn(c2211);  // gpt2_block.tile:88
  __half const v4535 = __float2half_rn(c2212);  // gpt2_block.tile:88
  __half const v4536 = __float2half_rn(c2213);  // gpt2_block.tile:88
  __half const v4537 = __float2half_rn(c2214);  // gpt2_block.tile:88
  __half const v4538 = __float2half_rn(c2215);  // gpt2_block.tile:88
  __half const v4539 = __float2half_rn(c2216);  // gpt2_block.tile:88
  __half const v4540 = __float2half_rn(c2217);  // gpt2_block.tile:88
  __half const v4541 = __float2half_rn(c2218);  // gpt2_block.tile:88
  __half const v4542 = __float2half_rn(c2219);  // gpt2_block.tile:88
  __half const v4543 = __float2half_rn(c2220);  // gpt2_block.tile:88
  __half const v4544 = __float2half_rn(c2221);  // gpt2_block.tile:88
  __half const v4545 = __float2half_rn(c2222);  // gpt2_block.tile:88
  __half const v4546 = __float2half_rn(c2223);  // gpt2_block.tile:88
  __half const v4547 = __float2half_rn(c2224);  // gpt2_block.tile:88
  __half const v4548 = __float2half_rn(c2225);  // gpt2_block.tile:88
  __half const v4549 = __float2half_rn(c2226);  // gpt2_block.tile:88
  __half const v4550 = __float2half_rn(c2227);  // gpt2_block.tile:88
  __half const v4551 = __float2half_rn(c2228);  // gpt2_block.tile:88
  __half const v4552 = __float2half_rn(c2229);  // gpt2_block.tile:88
  __half const v4553 = __float2half_rn(c2230);  // gpt2_block.tile:88
  __half const v4554 = __float2half_rn(c2231);  // gpt2_block.tile:88
  __half const v4555 = __float2half_rn(c2232);  // gpt2_block.tile:88
  __half const v4556 = __float2half_rn(c2233);  // gpt2_block.tile:88
  __half const v4557 = __float2half_rn(c2234);  // gpt2_block.tile:88
  __half const v4558 = __float2half_rn(c2235);  // gpt2_block.tile:88
  __half const v4559 = __float2half_rn(c2236);  // gpt2_block.tile:88
  __half const v4560 = __float2half_rn(c2237);  // gpt2_block.tile:88
  __half const v4561 = __float2half_rn(c2238);  // gpt2_block.tile:88
  __half const v4562 = __float2half_rn(c2239);  // gpt2_block.tile:88
  __half const v4563 = __float2half_rn(c2240);  // gpt2_block.tile:88
  __half const v4564 = __float2half_rn(c2241);  // gpt2_block.tile:88
  __half const v4565 = __float2half_rn(c2242);  // gpt2_block.tile:88
  __half const v4566 = __float2half_rn(c2243);  // gpt2_block.tile:88
  __half const v4567 = __float2half_rn(c2244);  // gpt2_block.tile:88
  __half const v4568 = __float2half_rn(c2245);  // gpt2_block.tile:88
  __half const v4569 = __float2half_rn(c2246);  // gpt2_block.tile:88
  __half const v4570 = __float2half_rn(c2247);  // gpt2_block.tile:88
  __half const v4571 = __float2half_rn(c2248);  // gpt2_block.tile:88
  __half const v4572 = __float2half_rn(c2249);  // gpt2_block.tile:88
  __half const v4573 = __float2half_rn(c2250);  // gpt2_block.tile:88
  __half const v4574 = __float2half_rn(c2251);  // gpt2_block.tile:88
  __half const v4575 = __float2half_rn(c2252);  // gpt2_block.tile:88
  __half const v4576 = __float2half_rn(c2253);  // gpt2_block.tile:88
  __half const v4577 = __float2half_rn(c2254);  // gpt2_block.tile:88
  __half const v4578 = __float2half_rn(c2255);  // gpt2_block.tile:88
  __half const v4579 = __float2half_rn(c2256);  // gpt2_block.tile:88
  __half const v4580 = __float2half_rn(c2257);  // gpt2_block.tile:88
  __half const v4581 = __float2half_rn(c2258);  // gpt2_block.tile:88
  __half const v4582 = __float2half_rn(c2259);  // gpt2_block.tile:88
  __half const v4583 = __float2half_rn(c2260);  // gpt2_block.tile:88
  __half const v4584 = __float2half_rn(c2261);  // gpt2_block.tile:88
  __half const v4585 = __float2half_rn(c2262);  // gpt2_block.tile:88
  __half const v4586 = __float2half_rn(c2263);  // gpt2_block.tile:88
  __half const v4587 = __float2half_rn(c2264);  // gpt2_block.tile:88
  __half const v4588 = __float2half_rn(c2265);  // gpt2_block.tile:88
  __half const v4589 = __float2half_rn(c2266);  // gpt2_block.tile:88
  __half const v4590 = __float2half_rn(c2267);  // gpt2_block.tile:88
  __half const v4591 = __float2half_rn(c2268);  // gpt2_block.tile:88
  __half const v4592 = __float2half_rn(c2269);  // gpt2_block.tile:88
  __half const v4593 = __float2half_rn(c2270);  // gpt2_block.tile:88
  __half const v4594 = __float2half_rn(c2271);  // gpt2_block.tile:88
  __half const v4595 = __float2half_rn(c2272);  // gpt2_block.tile:88
  __half const v4596 = __float2half_rn(c2273);  // gpt2_block.tile:88
  // store: not a TMA store: not exactly one dimension has stride 1  // gpt2_block.tile:88
  __syncthreads();  // gpt2_block.tile:88
  __half* cv4597 = reinterpret_cast<__half*>(tl_smem + 0);  // layout conversion, rows padded to 136 elements  // gpt2_block.tile:88
  cv4597[tl_c11_0 * 136 + tl_c11_1] = v4469;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 1)] = v4470;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 1088)] = v4471;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 1089)] = v4472;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 8)] = v4473;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 9)] = v4474;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 1096)] = v4475;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 1097)] = v4476;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 16)] = v4477;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 17)] = v4478;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 1104)] = v4479;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 1105)] = v4480;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 24)] = v4481;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 25)] = v4482;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 1112)] = v4483;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 1113)] = v4484;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 32)] = v4485;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 33)] = v4486;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 1120)] = v4487;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 1121)] = v4488;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 40)] = v4489;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 41)] = v4490;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 1128)] = v4491;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 1129)] = v4492;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 48)] = v4493;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 49)] = v4494;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 1136)] = v4495;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 1137)] = v4496;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 56)] = v4497;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 57)] = v4498;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 1144)] = v4499;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 1145)] = v4500;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 64)] = v4501;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 65)] = v4502;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 1152)] = v4503;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 1153)] = v4504;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 72)] = v4505;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 73)] = v4506;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 1160)] = v4507;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 1161)] = v4508;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 80)] = v4509;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 81)] = v4510;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 1168)] = v4511;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 1169)] = v4512;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 88)] = v4513;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 89)] = v4514;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 1176)] = v4515;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 1177)] = v4516;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 96)] = v4517;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 97)] = v4518;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 1184)] = v4519;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 1185)] = v4520;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 104)] = v4521;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 105)] = v4522;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 1192)] = v4523;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 1193)] = v4524;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 112)] = v4525;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 113)] = v4526;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 1200)] = v4527;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 1201)] = v4528;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 120)] = v4529;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 121)] = v4530;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 1208)] = v4531;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 1209)] = v4532;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 8704)] = v4533;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 8705)] = v4534;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 9792)] = v4535;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 9793)] = v4536;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 8712)] = v4537;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 8713)] = v4538;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 9800)] = v4539;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 9801)] = v4540;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 8720)] = v4541;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 8721)] = v4542;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 9808)] = v4543;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 9809)] = v4544;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 8728)] = v4545;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 8729)] = v4546;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 9816)] = v4547;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 9817)] = v4548;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 8736)] = v4549;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 8737)] = v4550;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 9824)] = v4551;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 9825)] = v4552;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 8744)] = v4553;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 8745)] = v4554;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 9832)] = v4555;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 9833)] = v4556;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 8752)] = v4557;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 8753)] = v4558;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 9840)] = v4559;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 9841)] = v4560;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 8760)] = v4561;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 8761)] = v4562;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 9848)] = v4563;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 9849)] = v4564;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 8768)] = v4565;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 8769)] = v4566;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 9856)] = v4567;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 9857)] = v4568;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 8776)] = v4569;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 8777)] = v4570;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 9864)] = v4571;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 9865)] = v4572;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 8784)] = v4573;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 8785)] = v4574;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 9872)] = v4575;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 9873)] = v4576;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 8792)] = v4577;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 8793)] = v4578;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 9880)] = v4579;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 9881)] = v4580;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 8800)] = v4581;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 8801)] = v4582;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 9888)] = v4583;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 9889)] = v4584;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 8808)] = v4585;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 8809)] = v4586;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 9896)] = v4587;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 9897)] = v4588;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 8816)] = v4589;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 8817)] = v4590;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 9904)] = v4591;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 9905)] = v4592;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 8824)] = v4593;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 8825)] = v4594;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 9912)] = v4595;  // gpt2_block.tile:88
  cv4597[(tl_c11_0 * 136 + tl_c11_1 + 9913)] = v4596;  // gpt2_block.tile:88
  __syncthreads();  // gpt2_block.tile:88
  __half const cv4598 = cv4597[tl_c12_1];  // gpt2_block.tile:88
  __half const cv4599 = cv4597[(tl_c12_1 + 136)];  // gpt2_block.tile:88
  __half const cv4600 = cv4597[(tl_c12_1 + 272)];  // gpt2_block.tile:88
  __half const cv4601 = cv4597[(tl_c12_1 + 408)];  // gpt2_block.tile:88
  __half const cv4602 = cv4597[(tl_c12_1 + 544)];  // gpt2_block.tile:88
  __half const cv4603 = cv4597[(tl_c12_1 + 680)];  // gpt2_block.tile:88
  __half const cv4604 = cv4597[(tl_c12_1 + 816)];  // gpt2_block.tile:88
  __half const cv4605 = cv4597[(tl_c12_1 + 952)];  // gpt2_block.tile:88
  __half const cv4606 = cv4597[(tl_c12_1 + 1088)];  // gpt2_block.tile:88
  __half const cv4607 = cv4597[(tl_c12_1 + 1224)];  // gpt2_block.tile:88
  __half const cv4608 = cv4597[(tl_c12_1 + 1360)];  // gpt2_block.tile:88
  __half const cv4609 = cv4597[(tl_c12_1 + 1496)];  // gpt2_block.tile:88
  __half const cv4610 = cv4597[(tl_c12_1 + 1632)];  // gpt2_block.tile:88
  __half const cv4611 = cv4597[(tl_c12_1 + 1768)];  // gpt2_block.tile:88
  __half const cv4612 = cv4597[(tl_c12_1 + 1904)];  // gpt2_block.tile:88
  __half const cv4613 = cv4597[(tl_c12_1 + 2040)];  // gpt2_block.tile:88
  __half const cv4614 = cv4597[(tl_c12_1 + 2176)];  // gpt2_block.tile:88
  __half const cv4615 = cv4597[(tl_c12_1 + 2312)];  // gpt2_block.tile:88
  __half const cv4616 = cv4597[(tl_c12_1 + 2448)];  // gpt2_block.tile:88
  __half const cv4617 = cv4597[(tl_c12_1 + 2584)];  // gpt2_block.tile:88
  __half const cv4618 = cv4597[(tl_c12_1 + 2720)];  // gpt2_block.tile:88
  __half const cv4619 = cv4597[(tl_c12_1 + 2856)];  // gpt2_block.tile:88
  __half const cv4620 = cv4597[(tl_c12_1 + 2992)];  // gpt2_block.tile:88
  __half const cv4621 = cv4597[(tl_c12_1 + 3128)];  // gpt2_block.tile:88
  __half const cv4622 = cv4597[(tl_c12_1 + 3264)];  // gpt2_block.tile:88
  __half const cv4623 = cv4597[(tl_c12_1 + 3400)];  // gpt2_block.tile:88
  __half const cv4624 = cv4597[(tl_c12_1 + 3536)];  // gpt2_block.tile:88
  __half const cv4625 = cv4597[(tl_c12_1 + 3672)];  // gpt2_block.tile:88
  __half const cv4626 = cv4597[(tl_c12_1 + 3808)];  // gpt2_block.tile:88
  __half const cv4627 = cv4597[(tl_c12_1 + 3944)];  // gpt2_block.tile:88
  __half const cv4628 = cv4597[(tl_c12_1 + 4080)];  // gpt2_block.tile:88
  __half const cv4629 = cv4597[(tl_c12_1 + 4216)];  // gpt2_block.tile:88
  __half const cv4630 = cv4597[(tl_c12_1 + 4352)];  // gpt2_block.tile:88
  __half const cv4631 = cv4597[(tl_c12_1 + 4488)];  // gpt2_block.tile:88
  __half const cv4632 = cv4597[(tl_c12_1 + 4624)];  // gpt2_block.tile:88
  __half const cv4633 = cv4597[(tl_c12_1 + 4760)];  // gpt2_block.tile:88
  __half const cv4634 = cv4597[(tl_c12_1 + 4896)];  // gpt2_block.tile:88
  __half const cv4635 = cv4597[(tl_c12_1 + 5032)];  // gpt2_block.tile:88
  __half const cv4636 = cv4597[(tl_c12_1 + 5168)];  // gpt2_block.tile:88
  __half const cv4637 = cv4597[(tl_c12_1 + 5304)];  // gpt2_block.tile:88
  __half const cv4638 = cv4597[(tl_c12_1 + 5440)];  // gpt2_block.tile:88
  __half const cv4639 = cv4597[(tl_c12_1 + 5576)];  // gpt2_block.tile:88
  __half const cv4640 = cv4597[(tl_c12_1 + 5712)];  // gpt2_block.tile:88
  __half const cv4641 = cv4597[(tl_c12_1 + 5848)];  // gpt2_block.tile:88
  __half const cv4642 = cv4597[(tl_c12_1 + 5984)];  // gpt2_block.tile:88
  __half const cv4643 = cv4597[(tl_c12_1 + 6120)];  // gpt2_block.tile:88
  __half const cv4644 = cv4597[(tl_c12_1 + 6256)];  // gpt2_block.tile:88
  __half const cv4645 = cv4597[(tl_c12_1 + 6392)];  // gpt2_block.tile:88
  __half const cv4646 = cv4597[(tl_c12_1 + 6528)];  // gpt2_block.tile:88
  __half const cv4647 = cv4597[(tl_c12_1 + 6664)];  // gpt2_block.tile:88
  __half const cv4648 = cv4597[(tl_c12_1 + 6800)];  // gpt2_block.tile:88
  __half const cv4649 = cv4597[(tl_c12_1 + 6936)];  // gpt2_block.tile:88
  __half const cv4650 = cv4597[(tl_c12_1 + 7072)];  // gpt2_block.tile:88
  __half const cv4651 = cv4597[(tl_c12_1 + 7208)];  // gpt2_block.tile:88
  __half const cv4652 = cv4597[(tl_c12_1 + 7344)];  // gpt2_block.tile:88
  __half const cv4653 = cv4597[(tl_c12_1 + 7480)];  // gpt2_block.tile:88
  __half const cv4654 = cv4597[(tl_c12_1 + 7616)];  // gpt2_block.tile:88
  __half const cv4655 = cv4597[(tl_c12_1 + 7752)];  // gpt2_block.tile:88
  __half const cv4656 = cv4597[(tl_c12_1 + 7888)];  // gpt2_block.tile:88
  __half const cv4657 = cv4597[(tl_c12_1 + 8024)];  // gpt2_block.tile:88
  __half const cv4658 = cv4597[(tl_c12_1 + 8160)];  // gpt2_block.tile:88
  __half const cv4659 = cv4597[(tl_c12_1 + 8296)];  // gpt2_block.tile:88
  __half const cv4660 = cv4597[(tl_c12_1 + 8432)];  // gpt2_block.tile:88
  __half const cv4661 = cv4597[(tl_c12_1 + 8568)];  // gpt2_block.tile:88
  __half const cv4662 = cv4597[(tl_c12_1 + 8704)];  // gpt2_block.tile:88
  __half const cv4663 = cv4597[(tl_c12_1 + 8840)];  // gpt2_block.tile:88
  __half const cv4664 = cv4597[(tl_c12_1 + 8976)];  // gpt2_block.tile:88
  __half const cv4665 = cv4597[(tl_c12_1 + 9112)];  // gpt2_block.tile:88
  __half const cv4666 = cv4597[(tl_c12_1 + 9248)];  // gpt2_block.tile:88
  __half const cv4667 = cv4597[(tl_c12_1 + 9384)];  // gpt2_block.tile:88
  __half const cv4668 = cv4597[(tl_c12_1 + 9520)];  // gpt2_block.tile:88
  __half const cv4669 = cv4597[(tl_c12_1 + 9656)];  // gpt2_block.tile:88
  __half const cv4670 = cv4597[(tl_c12_1 + 9792)];  // gpt2_block.tile:88
  __half const cv4671 = cv4597[(tl_c12_1 + 9928)];  // gpt2_block.tile:88
  __half const cv4672 = cv4597[(tl_c12_1 + 10064)];  // gpt2_block.tile:88
  __half const cv4673 = cv4597[(tl_c12_1 + 10200)];  // gpt2_block.tile:88
  __half const cv4674 = cv4597[(tl_c12_1 + 10336)];  // gpt2_block.tile:88
  __half const cv4675 = cv4597[(tl_c12_1 + 10472)];  // gpt2_block.tile:88
  __half const cv4676 = cv4597[(tl_c12_1 + 10608)];  // gpt2_block.tile:88
  __half const cv4677 = cv4597[(tl_c12_1 + 10744)];  // gpt2_block.tile:88
  __half const cv4678 = cv4597[(tl_c12_1 + 10880)];  // gpt2_block.tile:88
  __half const cv4679 = cv4597[(tl_c12_1 + 11016)];  // gpt2_block.tile:88
  __half const cv4680 = cv4597[(tl_c12_1 + 11152)];  // gpt2_block.tile:88
  __half const cv4681 = cv4597[(tl_c12_1 + 11288)];  // gpt2_block.tile:88
  __half const cv4682 = cv4597[(tl_c12_1 + 11424)];  // gpt2_block.tile:88
  __half const cv4683 = cv4597[(tl_c12_1 + 11560)];  // gpt2_block.tile:88
  __half const cv4684 = cv4597[(tl_c12_1 + 11696)];  // gpt2_block.tile:88
  __half const cv4685 = cv4597[(tl_c12_1 + 11832)];  // gpt2_block.tile:88
  __half const cv4686 = cv4597[(tl_c12_1 + 11968)];  // gpt2_block.tile:88
  __half const cv4687 = cv4597[(tl_c12_1 + 12104)];  // gpt2_block.tile:88
  __half const cv4688 = cv4597[(tl_c12_1 + 12240)];  // gpt2_block.tile:88
  __half const cv4689 = cv4597[(tl_c12_1 + 12376)];  // gpt2_block.tile:88
  __half const cv4690 = cv4597[(tl_c12_1 + 12512)];  // gpt2_block.tile:88
  __half const cv4691 = cv4597[(tl_c12_1 + 12648)];  // gpt2_block.tile:88
  __half const cv4692 = cv4597[(tl_c12_1 + 12784)];  // gpt2_block.tile:88
  __half const cv4693 = cv4597[(tl_c12_1 + 12920)];  // gpt2_block.tile:88
  __half const cv4694 = cv4597[(tl_c12_1 + 13056)];  // gpt2_block.tile:88
  __half const cv4695 = cv4597[(tl_c12_1 + 13192)];  // gpt2_block.tile:88
  __half const cv4696 = cv4597[(tl_c12_1 + 13328)];  // gpt2_block.tile:88
  __half const cv4697 = cv4597[(tl_c12_1 + 13464)];  // gpt2_block.tile:88
  __half const cv4698 = cv4597[(tl_c12_1 + 13600)];  // gpt2_block.tile:88
  __half const cv4699 = cv4597[(tl_c12_1 + 13736)];  // gpt2_block.tile:88
  __half const cv4700 = cv4597[(tl_c12_1 + 13872)];  // gpt2_block.tile:88
  __half const cv4701 = cv4597[(tl_c12_1 + 14008)];  // gpt2_block.tile:88
  __half const cv4702 = cv4597[(tl_c12_1 + 14144)];  // gpt2_block.tile:88
  __half const cv4703 = cv4597[(tl_c12_1 + 14280)];  // gpt2_block.tile:88
  __half const cv4704 = cv4597[(tl_c12_1 + 14416)];  // gpt2_block.tile:88
  __half const cv4705 = cv4597[(tl_c12_1 + 14552)];  // gpt2_block.tile:88
  __half const cv4706 = cv4597[(tl_c12_1 + 14688)];  // gpt2_block.tile:88
  __half const cv4707 = cv4597[(tl_c12_1 + 14824)];  // gpt2_block.tile:88
  __half const cv4708 = cv4597[(tl_c12_1 + 14960)];  // gpt2_block.tile:88
  __half const cv4709 = cv4597[(tl_c12_1 + 15096)];  // gpt2_block.tile:88
  __half const cv4710 = cv4597[(tl_c12_1 + 15232)];  // gpt2_block.tile:88
  __half const cv4711 = cv4597[(tl_c12_1 + 15368)];  // gpt2_block.tile:88
  __half const cv4712 = cv4597[(tl_c12_1 + 15504)];  // gpt2_block.tile:88
  __half const cv4713 = cv4597[(tl_c12_1 + 15640)];  // gpt2_block.tile:88
  __half const cv4714 = cv4597[(tl_c12_1 + 15776)];  // gpt2_block.tile:88
  __half const cv4715 = cv4597[(tl_c12_1 + 15912)];  // gpt2_block.tile:88
  __half const cv4716 = cv4597[(tl_c12_1 + 16048)];  // gpt2_block.tile:88
  __half const cv4717 = cv4597[(tl_c12_1 + 16184)];  // gpt2_block.tile:88
  __half const cv4718 = cv4597[(tl_c12_1 + 16320)];  // gpt2_block.tile:88
  __half const cv4719 = cv4597[(tl_c12_1 + 16456)];  // gpt2_block.tile:88
  __half const cv4720 = cv4597[(tl_c12_1 + 16592)];  // gpt2_block.tile:88
  __half const cv4721 = cv4597[(tl_c12_1 + 16728)];  // gpt2_block.tile:88
  __half const cv4722 = cv4597[(tl_c12_1 + 16864)];  // gpt2_block.tile:88
  __half const cv4723 = cv4597[(tl_c12_1 + 17000)];  // gpt2_block.tile:88
  __half const cv4724 = cv4597[(tl_c12_1 + 17136)];  // gpt2_block.tile:88
  __half const cv4725 = cv4597[(tl_c12_1 + 17272)];  // gpt2_block.tile:88
  if (v904) *p4341 = cv4598;  // gpt2_block.tile:88
  if (v905) *p4342 = cv4599;  // gpt2_block.tile:88
  if (v906) *p4343 = cv4600;  // gpt2_block.tile:88
  if (v907) *p4344 = cv4601;  // gpt2_block.tile:88
  if (v908) *p4345 = cv4602;  // gpt2_block.tile:88
  if (v909) *p4346 = cv4603;  // gpt2_block.tile:88
  if (v910) *p4347 = cv4604;  // gpt2_block.tile:88
  if (v911) *p4348 = cv4605;  // gpt2_block.tile:88
  if (v912) *p4349 = cv4606;  // gpt2_block.tile:88
  if (v913) *p4350 = cv4607;  // gpt2_block.tile:88
  if (v914) *p4351 = cv4608;  // gpt2_block.tile:88
  if (v915) *p4352 = cv4609;  // gpt2_block.tile:88
  if (v916) *p4353 = cv4610;  // gpt2_block.tile:88
  if (v917) *p4354 = cv4611;  // gpt2_block.tile:88
  if (v918) *p4355 = cv4612;  // gpt2_block.tile:88
  if (v919) *p4356 = cv4613;  // gpt2_block.tile:88
  if (v920) *p4357 = cv4614;  // gpt2_block.tile:88
  if (v921) *p4358 = cv4615;  // gpt2_block.tile:88
  if (v922) *p4359 = cv4616;  // gpt2_block.tile:88
  if (v923) *p4360 = cv4617;  // gpt2_block.tile:88
  if (v924) *p4361 = cv4618;  // gpt2_block.tile:88
  if (v925) *p4362 = cv4619;  // gpt2_block.tile:88
  if (v926) *p4363 = cv4620;  // gpt2_block.tile:88
  if (v927) *p4364 = cv4621;  // gpt2_block.tile:88
  if (v928) *p4365 = cv4622;  // gpt2_block.tile:88
  if (v929) *p4366 = cv4623;  // gpt2_block.tile:88
  if (v930) *p4367 = cv4624;  // gpt2_block.tile:88
  if (v931) *p4368 = cv4625;  // gpt2_block.tile:88
  if (v932) *p4369 = cv4626;  // gpt2_block.tile:88
  if (v933) *p4370 = cv4627;  // gpt2_block.tile:88
  if (v934) *p4371 = cv4628;  // gpt2_block.tile:88
  if (v935) *p4372 = cv4629;  // gpt2_block.tile:88
  if (v936) *p4373 = cv4630;  // gpt2_block.tile:88
  if (v937) *p4374 = cv4631;  // gpt2_block.tile:88
  if (v938) *p4375 = cv4632;  // gpt2_block.tile:88
  if (v939) *p4376 = cv4633;  // gpt2_block.tile:88
  if (v940) *p4377 = cv4634;  // gpt2_block.tile:88
  if (v941) *p4378 = cv4635;  // gpt2_block.tile:88
  if (v942) *p4379 = cv4636;  // gpt2_block.tile:88
  if (v943) *p4380 = cv4637;  // gpt2_block.tile:88
  if (v944) *p4381 = cv4638;  // gpt2_block.tile:88
  if (v945) *p4382 = cv4639;  // gpt2_block.tile:88
  if (v946) *p4383 = cv4640;  // gpt2_block.tile:88
  if (v947) *p4384 = cv4641;  // gpt2_block.tile:88
  if (v948) *p4385 = cv4642;  // gpt2_block.tile:88
  if (v949) *p4386 = cv4643;  // gpt2_block.tile:88
  if (v950) *p4387 = cv4644;  // gpt2_block.tile:88
  if (v951) *p4388 = cv4645;  // gpt2_block.tile:88
  if (v952) *p4389 = cv4646;  // gpt2_block.tile:88
  if (v953) *p4390 = cv4647;  // gpt2_block.tile:88
  if (v954) *p4391 = cv4648;  // gpt2_block.tile:88
  if (v955) *p4392 = cv4649;  // gpt2_block.tile:88
  if (v956) *p4393 = cv4650;  // gpt2_block.tile:88
  if (v957) *p4394 = cv4651;  // gpt2_block.tile:88
  if (v958) *p4395 = cv4652;  // gpt2_block.tile:88
  if (v959) *p4396 = cv4653;  // gpt2_block.tile:88
  if (v960) *p4397 = cv4654;  // gpt2_block.tile:88
  if (v961) *p4398 = cv4655;  // gpt2_block.tile:88
  if (v962) *p4399 = cv4656;  // gpt2_block.tile:88
  if (v963) *p4400 = cv4657;  // gpt2_block.tile:88
  if (v964) *p4401 = cv4658;  // gpt2_block.tile:88
  if (v965) *p4402 = cv4659;  // gpt2_block.tile:88
  if (v966) *p4403 = cv4660;  // gpt2_block.tile:88
  if (v967) *p4404 = cv4661;  // gpt2_block.tile:88
  if (v968) *p4405 = cv4662;  // gpt2_block.tile:88
  if (v969) *p4406 = cv4663;  // gpt2_block.tile:88
  if (v970) *p4407 = cv4664;  // gpt2_block.tile:88
  if (v971) *p4408 = cv4665;  // gpt2_block.tile:88
  if (v972) *p4409 = cv4666;  // gpt2_block.tile:88
  if (v973) *p4410 = cv4667;  // gpt2_block.tile:88
  if (v974) *p4411 = cv4668;  // gpt2_block.tile:88
  if (v975) *p4412 = cv4669;  // gpt2_block.tile:88
  if (v976) *p4413 = cv4670;  // gpt2_block.tile:88
  if (v977) *p4414 = cv4671;  // gpt2_block.tile:88
  if (v978) *p4415 = cv4672;  // gpt2_block.tile:88
  if (v979) *p4416 = cv4673;  // gpt2_block.tile:88
  if (v980) *p4417 = cv4674;  // gpt2_block.tile:88
  if (v981) *p4418 = cv4675;  // gpt2_block.tile:88
  if (v982) *p4419 = cv4676;  // gpt2_block.tile:88
  if (v983) *p4420 = cv4677;  // gpt2_block.tile:88
  if (v984) *p4421 = cv4678;  // gpt2_block.tile:88
  if (v985) *p4422 = cv4679;  // gpt2_block.tile:88
  if (v986) *p4423 = cv4680;  // gpt2_block.tile:88
  if (v987) *p4424 = cv4681;  // gpt2_block.tile:88
  if (v988) *p4425 = cv4682;  // gpt2_block.tile:88
  if (v989) *p4426 = cv4683;  // gpt2_block.tile:88
  if (v990) *p4427 = cv4684;  // gpt2_block.tile:88
  if (v991) *p4428 = cv4685;  // gpt2_block.tile:88
  if (v992) *p4429 = cv4686;  // gpt2_block.tile:88
  if (v993) *p4430 = cv4687;  // gpt2_block.tile:88
  if (v994) *p4431 = cv4688;  // gpt2_block.tile:88
  if (v995) *p4432 = cv4689;  // gpt2_block.tile:88
  if (v996) *p4433 = cv4690;  // gpt2_block.tile:88
  if (v997) *p4434 = cv4691;  // gpt2_block.tile:88
  if (v998) *p4435 = cv4692;  // gpt2_block.tile:88
  if (v999) *p4436 = cv4693;  // gpt2_block.tile:88
  if (v1000) *p4437 = cv4694;  // gpt2_block.tile:88
  if (v1001) *p4438 = cv4695;  // gpt2_block.tile:88
  if (v1002) *p4439 = cv4696;  // gpt2_block.tile:88
  if (v1003) *p4440 = cv4697;  // gpt2_block.tile:88
  if (v1004) *p4441 = cv4698;  // gpt2_block.tile:88
  if (v1005) *p4442 = cv4699;  // gpt2_block.tile:88
  if (v1006) *p4443 = cv4700;  // gpt2_block.tile:88
  if (v1007) *p4444 = cv4701;  // gpt2_block.tile:88
  if (v1008) *p4445 = cv4702;  // gpt2_block.tile:88
  if (v1009) *p4446 = cv4703;  // gpt2_block.tile:88
  if (v1010) *p4447 = cv4704;  // gpt2_block.tile:88
  if (v1011) *p4448 = cv4705;  // gpt2_block.tile:88
  if (v1012) *p4449 = cv4706;  // gpt2_block.tile:88
  if (v1013) *p4450 = cv4707;  // gpt2_block.tile:88
  if (v1014) *p4451 = cv4708;  // gpt2_block.tile:88
  if (v1015) *p4452 = cv4709;  // gpt2_block.tile:88
  if (v1016) *p4453 = cv4710;  // gpt2_block.tile:88
  if (v1017) *p4454 = cv4711;  // gpt2_block.tile:88
  if (v1018) *p4455 = cv4712;  // gpt2_block.tile:88
  if (v1019) *p4456 = cv4713;  // gpt2_block.tile:88
  if (v1020) *p4457 = cv4714;  // gpt2_block.tile:88
  if (v1021) *p4458 = cv4715;  // gpt2_block.tile:88
  if (v1022) *p4459 = cv4716;  // gpt2_block.tile:88
  if (v1023) *p4460 = cv4717;  // gpt2_block.tile:88
  if (v1024) *p4461 = cv4718;  // gpt2_block.tile:88
  if (v1025) *p4462 = cv4719;  // gpt2_block.tile:88
  if (v1026) *p4463 = cv4720;  // gpt2_block.tile:88
  if (v1027) *p4464 = cv4721;  // gpt2_block.tile:88
  if (v1028) *p4465 = cv4722;  // gpt2_block.tile:88
  if (v1029) *p4466 = cv4723;  // gpt2_block.tile:88
  if (v1030) *p4467 = cv4724;  // gpt2_block.tile:88
  if (v1031) *p4468 = cv4725;  // gpt2_block.tile:88
}
