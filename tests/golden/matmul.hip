// tiledsl HIP prelude (inlined: the source alone determines the code object)
#if !defined(__HIPCC_RTC__)
#include <hip/hip_runtime.h>
#endif
#define TL_INF __builtin_bit_cast(float, 0x7f800000u)
#define TL_NAN __builtin_bit_cast(float, 0x7fffffffu)
template <typename T, int N> struct alignas(sizeof(T) * N) tl_vec { T v[N]; };
template <typename To, typename From> __device__ __forceinline__ To tl_bitcast(From f) {
  static_assert(sizeof(To) == sizeof(From), "bitcast size");
  To t; __builtin_memcpy(&t, &f, sizeof(To)); return t;
}
typedef _Float16 tl_f16x4 __attribute__((ext_vector_type(4)));
typedef short tl_i16x4 __attribute__((ext_vector_type(4)));
typedef float tl_f32x4 __attribute__((ext_vector_type(4)));
typedef unsigned int tl_u32x4 __attribute__((ext_vector_type(4)));
typedef unsigned int tl_u32x2 __attribute__((ext_vector_type(2)));
// Triton's fast exp: exp2 (v_exp_f32) after a multiply by log2(e)
__device__ __forceinline__ float tl_exp2f(float x) { return exp2f(x); }
__device__ __forceinline__ float tl_expf(float x) { return tl_exp2f(x * 1.4426950408889634f); }
__device__ __forceinline__ float tl_rsqrtf(float x) { return __builtin_amdgcn_rsqf(x); }
// fp32 division: IEEE (CUDA uses div.full, <= 2 ulp; there is no such instruction here)
__device__ __forceinline__ float tl_fdiv(float a, float b) { return a / b; }
// cvt.rna.tf32.f32: 10 mantissa bits, nearest with ties away from zero; inf and NaN kept
__device__ __forceinline__ float tl_tf32(float x) {
  unsigned int u = __builtin_bit_cast(unsigned int, x);
  if ((u & 0x7f800000u) != 0x7f800000u) u = (u + 0x1000u) & 0xffffe000u;
  return __builtin_bit_cast(float, u);
}
// butterfly shuffle of any type of up to 8 bytes (HIP shuffles move 32-bit pieces, no mask)
template <typename T> __device__ __forceinline__ T tl_shfl_xor(T v, int lane_mask) {
  static_assert(sizeof(T) <= 8, "shuffle size");
  int b[2] = {0, 0};
  __builtin_memcpy(b, &v, sizeof(T));
  b[0] = __shfl_xor(b[0], lane_mask);
  if constexpr (sizeof(T) > 4) b[1] = __shfl_xor(b[1], lane_mask);
  T r; __builtin_memcpy(&r, b, sizeof(T)); return r;
}
// fp16 (_Float16) and bf16 (raw bits): round to nearest even, NaN -> 0x7fff (as CUDA).
// tl_bf16 is a scalar (an enum), not a struct: `m ? *p : other` then stays in registers, and
// arithmetic on it does not compile (it is always widened to float first).
enum class tl_bf16 : unsigned short {};
__device__ __forceinline__ _Float16 tl_u2h(unsigned short u) {
  return __builtin_bit_cast(_Float16, u);
}
__device__ __forceinline__ tl_bf16 tl_u2bf(unsigned short u) { return static_cast<tl_bf16>(u); }
__device__ __forceinline__ float tl_bf2f(tl_bf16 h) {
  return __builtin_bit_cast(float, (unsigned int)static_cast<unsigned short>(h) << 16);
}
__device__ __forceinline__ _Float16 tl_f2h(float f) {
  return f != f ? tl_u2h((unsigned short)0x7fff) : (_Float16)f;
}
__device__ __forceinline__ tl_bf16 tl_f2bf(float f) {
  unsigned int u = __builtin_bit_cast(unsigned int, f);
  if (f != f) return tl_u2bf((unsigned short)0x7fff);
  return tl_u2bf((unsigned short)((u + 0x7fffu + ((u >> 16) & 1u)) >> 16));
}
// double -> float rounded to odd (truncated, last bit set when inexact): rounding that to a
// 16-bit float gives the same result as one direct rounding of the double
__device__ __forceinline__ float tl_d2f_odd(double d) {
  float f = (float)d;
  if (d != d || (double)f == d) return f;
  unsigned int u = __builtin_bit_cast(unsigned int, f);
  if (__builtin_fabs((double)f) > __builtin_fabs(d)) u -= 1u;  // back toward zero
  return __builtin_bit_cast(float, u | 1u);
}
__device__ __forceinline__ _Float16 tl_d2h(double d) { return tl_f2h(tl_d2f_odd(d)); }
__device__ __forceinline__ tl_bf16 tl_d2bf(double d) { return tl_f2bf(tl_d2f_odd(d)); }
// 64-bit integers -> bf16 with one rounding: 24 bits kept, the rest folded into a sticky bit
__device__ __forceinline__ float tl_ull2f_odd(unsigned long long m) {
  if (m < (1ull << 24)) return (float)m;
  int sh = 40 - __builtin_clzll(m);
  unsigned long long keep = (m >> sh) | (unsigned long long)((m & ((1ull << sh) - 1)) != 0);
  return (float)keep * __builtin_bit_cast(float, (unsigned int)(127 + sh) << 23);
}
__device__ __forceinline__ tl_bf16 tl_ull2bf(unsigned long long m) {
  return tl_f2bf(tl_ull2f_odd(m));
}
__device__ __forceinline__ tl_bf16 tl_ll2bf(long long x) {
  float f = tl_ull2f_odd(x < 0 ? 0ull - (unsigned long long)x : (unsigned long long)x);
  return tl_f2bf(x < 0 ? -f : f);
}
// bf16 fma with one rounding: the product is exact in double, the sum is rounded to odd
// (TwoSum gives its error), then rounded once to bf16
__device__ __forceinline__ tl_bf16 tl_bf16_fma(tl_bf16 a, tl_bf16 b, tl_bf16 c) {
#pragma clang fp contract(off)
  double p = (double)tl_bf2f(a) * (double)tl_bf2f(b), cc = (double)tl_bf2f(c);
  double s = p + cc, bp = s - cc;
  double err = (p - bp) + (cc - (s - bp));
  if (err != 0.0 && s == s && !__builtin_isinf(s)) {
    unsigned long long u = __builtin_bit_cast(unsigned long long, s);
    if ((u & 1ull) == 0) u += ((err > 0.0) == (s > 0.0)) ? 1ull : ~0ull;
    s = __builtin_bit_cast(double, u);
  }
  return tl_d2bf(s);
}
// float -> integer conversions, truncating and saturating at the type's range (CUDA's
// cvt.rzi); NaN is handled by TL_F2I. One double version serves float (exactly widened) too.
__device__ __forceinline__ long long tl_f2ll(double x) {
  return x >= 9223372036854775808.0 ? 9223372036854775807LL
       : (x <= -9223372036854775808.0 ? (-9223372036854775807LL - 1) : (long long)x);
}
__device__ __forceinline__ unsigned long long tl_f2ull(double x) {
  return x >= 18446744073709551616.0 ? ~0ull : (x <= 0.0 ? 0ull : (unsigned long long)x);
}
__device__ __forceinline__ unsigned int tl_f2u32(double x) {
  return x >= 4294967295.0 ? 4294967295u : (x <= 0.0 ? 0u : (unsigned int)x);
}
// compare-and-swap giving the old value; 16-bit ones work on the enclosing 32-bit word
template <int S, typename T> __device__ __forceinline__ T tl_cas(T* p, T cmp, T val) {
  __hip_atomic_compare_exchange_strong(p, &cmp, val, __ATOMIC_RELAXED, __ATOMIC_RELAXED, S);
  return cmp;
}
template <int S> __device__ __forceinline__ unsigned short tl_cas(unsigned short* p,
                                                                   unsigned short cmp,
                                                                   unsigned short val) {
  const unsigned long long addr = reinterpret_cast<unsigned long long>(p);
  unsigned int* w = reinterpret_cast<unsigned int*>(addr & ~3ull);
  const int sh = (int)(addr & 2ull) * 8;
  unsigned int old = __hip_atomic_load(w, __ATOMIC_RELAXED, S);
  while (true) {
    const unsigned short cur = (unsigned short)(old >> sh);
    if (cur != cmp) return cur;
    const unsigned int nw = (old & ~(0xffffu << sh)) | ((unsigned int)val << sh);
    if (__hip_atomic_compare_exchange_strong(w, &old, nw, __ATOMIC_RELAXED, __ATOMIC_RELAXED, S))
      return cmp;
  }
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
// streaming vector store (CUDA's __stcs): nontemporal, for arrays never read back.
// The 32-bit words are built with shifts: reinterpreting the vector's storage would send it
// through scratch memory, and element-wise nontemporal stores are not merged.
template <int S> struct tl_uint_of;
template <> struct tl_uint_of<1> { typedef unsigned char t; };
template <> struct tl_uint_of<2> { typedef unsigned short t; };
template <> struct tl_uint_of<4> { typedef unsigned int t; };
template <typename T, int N, int W>
__device__ __forceinline__ void tl_words(const tl_vec<T, N>& v, unsigned int (&w)[W]) {
#pragma unroll
  for (int i = 0; i < W; ++i) w[i] = 0u;
#pragma unroll
  for (int j = 0; j < N; ++j) {
    if constexpr (sizeof(T) == 8) {
      const unsigned long long b = tl_bitcast<unsigned long long>(v.v[j]);
      w[2 * j] = (unsigned int)b;
      w[2 * j + 1] = (unsigned int)(b >> 32);
    } else {
      const unsigned int b = tl_bitcast<typename tl_uint_of<sizeof(T)>::t>(v.v[j]);
      w[j * sizeof(T) / 4] |= b << (8 * (j * sizeof(T) % 4));
    }
  }
}
template <typename T, int N>
__device__ __forceinline__ void tl_stcs(tl_vec<T, N>* p, const tl_vec<T, N>& v) {
  constexpr int W = (int)(sizeof(T) * N / 4);
  if constexpr (W == 4) {
    unsigned int w[4]; tl_words(v, w);
    const tl_u32x4 b = {w[0], w[1], w[2], w[3]};
    __builtin_nontemporal_store(b, reinterpret_cast<tl_u32x4*>(p));
  } else if constexpr (W == 2) {
    unsigned int w[2]; tl_words(v, w);
    const tl_u32x2 b = {w[0], w[1]};
    __builtin_nontemporal_store(b, reinterpret_cast<tl_u32x2*>(p));
  } else if constexpr (W == 1) {
    unsigned int w[1]; tl_words(v, w);
    __builtin_nontemporal_store(w[0], reinterpret_cast<unsigned int*>(p));
  } else {
    *p = v;
  }
}

// kernel matmul: 4 warps, generated by tiledsl
extern "C" __global__ void __launch_bounds__(256) matmul(_Float16* p_c, _Float16* p_a, _Float16* p_b, _Float16* p_bias, int p_M, int p_N, int p_K, int p_stride_am, int p_stride_ak, int p_stride_bk, int p_stride_bn, int p_stride_cm, int p_stride_cn) {
  extern __shared__ __attribute__((aligned(16))) unsigned char tl_smem[];
  const int tl_lane = threadIdx.x & 63;
  const int tl_warp = __builtin_amdgcn_readfirstlane((int)(threadIdx.x >> 6));
  const int tl_c0_0 = (tl_lane);
  const int tl_c1_0 = (tl_warp);
  const int tl_c2_0 = (tl_warp);
  const int tl_c3_0 = ((tl_lane >> 5) ^ (tl_warp << 1));
  const int tl_c4_0 = ((tl_lane & 31));
  const int tl_c5_0 = ((tl_lane >> 5) ^ (tl_warp << 1));
  const int tl_c5_1 = ((tl_lane & 31));
  const int tl_c6_0 = (tl_warp);
  const int tl_c6_1 = (tl_lane);
  const int tl_c7_0 = ((tl_warp << 4));
  const int tl_c8_0 = ((tl_lane & 15));
  const int tl_c9_0 = (((tl_lane >> 4) << 2) ^ (tl_warp << 4));
  const int tl_c9_1 = ((tl_lane & 15));
  const int tl_c10_0 = (tl_warp);
  const int tl_c10_1 = (tl_lane);
  const int pid1 = (int)blockIdx.x;  // matmul.tile:17
  const int pid2 = (int)blockIdx.y;  // matmul.tile:18
  int const k3 = 64;  // matmul.tile:19
  int const v4 = ((int)((unsigned int)(pid1) * (unsigned int)(k3)));  // matmul.tile:19
  int const ar5 = (tl_c1_0 + 4);  // matmul.tile:19
  int const ar6 = (tl_c1_0 + 8);  // matmul.tile:19
  int const ar7 = (tl_c1_0 + 12);  // matmul.tile:19
  int const ar8 = (tl_c1_0 + 16);  // matmul.tile:19
  int const ar9 = (tl_c1_0 + 20);  // matmul.tile:19
  int const ar10 = (tl_c1_0 + 24);  // matmul.tile:19
  int const ar11 = (tl_c1_0 + 28);  // matmul.tile:19
  int const ar12 = (tl_c1_0 + 32);  // matmul.tile:19
  int const ar13 = (tl_c1_0 + 36);  // matmul.tile:19
  int const ar14 = (tl_c1_0 + 40);  // matmul.tile:19
  int const ar15 = (tl_c1_0 + 44);  // matmul.tile:19
  int const ar16 = (tl_c1_0 + 48);  // matmul.tile:19
  int const ar17 = (tl_c1_0 + 52);  // matmul.tile:19
  int const ar18 = (tl_c1_0 + 56);  // matmul.tile:19
  int const ar19 = (tl_c1_0 + 60);  // matmul.tile:19
  int const v20 = ((int)((unsigned int)(v4) + (unsigned int)(tl_c1_0)));  // matmul.tile:19
  int const v21 = ((int)((unsigned int)(v4) + (unsigned int)(ar5)));  // matmul.tile:19
  int const v22 = ((int)((unsigned int)(v4) + (unsigned int)(ar6)));  // matmul.tile:19
  int const v23 = ((int)((unsigned int)(v4) + (unsigned int)(ar7)));  // matmul.tile:19
  int const v24 = ((int)((unsigned int)(v4) + (unsigned int)(ar8)));  // matmul.tile:19
  int const v25 = ((int)((unsigned int)(v4) + (unsigned int)(ar9)));  // matmul.tile:19
  int const v26 = ((int)((unsigned int)(v4) + (unsigned int)(ar10)));  // matmul.tile:19
  int const v27 = ((int)((unsigned int)(v4) + (unsigned int)(ar11)));  // matmul.tile:19
  int const v28 = ((int)((unsigned int)(v4) + (unsigned int)(ar12)));  // matmul.tile:19
  int const v29 = ((int)((unsigned int)(v4) + (unsigned int)(ar13)));  // matmul.tile:19
  int const v30 = ((int)((unsigned int)(v4) + (unsigned int)(ar14)));  // matmul.tile:19
  int const v31 = ((int)((unsigned int)(v4) + (unsigned int)(ar15)));  // matmul.tile:19
  int const v32 = ((int)((unsigned int)(v4) + (unsigned int)(ar16)));  // matmul.tile:19
  int const v33 = ((int)((unsigned int)(v4) + (unsigned int)(ar17)));  // matmul.tile:19
  int const v34 = ((int)((unsigned int)(v4) + (unsigned int)(ar18)));  // matmul.tile:19
  int const v35 = ((int)((unsigned int)(v4) + (unsigned int)(ar19)));  // matmul.tile:19
  int const v36 = ((int)((unsigned int)(pid2) * (unsigned int)(k3)));  // matmul.tile:20
  int const v37 = ((int)((unsigned int)(v36) + (unsigned int)(tl_c0_0)));  // matmul.tile:20
  int const ar38 = (tl_c2_0 + 4);  // matmul.tile:21
  int const ar39 = (tl_c2_0 + 8);  // matmul.tile:21
  int const ar40 = (tl_c2_0 + 12);  // matmul.tile:21
  int const ar41 = (tl_c2_0 + 16);  // matmul.tile:21
  int const ar42 = (tl_c2_0 + 20);  // matmul.tile:21
  int const ar43 = (tl_c2_0 + 24);  // matmul.tile:21
  int const ar44 = (tl_c2_0 + 28);  // matmul.tile:21
  int const k45 = 0;  // matmul.tile:23
  int const k46 = 32;  // matmul.tile:23
  float c47 = 0.0f;  // matmul.tile:23
  float c48 = 0.0f;  // matmul.tile:23
  float c49 = 0.0f;  // matmul.tile:23
  float c50 = 0.0f;  // matmul.tile:23
  float c51 = 0.0f;  // matmul.tile:23
  float c52 = 0.0f;  // matmul.tile:23
  float c53 = 0.0f;  // matmul.tile:23
  float c54 = 0.0f;  // matmul.tile:23
  float c55 = 0.0f;  // matmul.tile:23
  float c56 = 0.0f;  // matmul.tile:23
  float c57 = 0.0f;  // matmul.tile:23
  float c58 = 0.0f;  // matmul.tile:23
  float c59 = 0.0f;  // matmul.tile:23
  float c60 = 0.0f;  // matmul.tile:23
  float c61 = 0.0f;  // matmul.tile:23
  float c62 = 0.0f;  // matmul.tile:23
  for (int iv63 = k45; iv63 < p_K; iv63 += k46) {  // matmul.tile:23
    int const v64 = ((int)((unsigned int)(iv63) + (unsigned int)(tl_c2_0)));  // matmul.tile:24
    int const v65 = ((int)((unsigned int)(iv63) + (unsigned int)(ar38)));  // matmul.tile:24
    int const v66 = ((int)((unsigned int)(iv63) + (unsigned int)(ar39)));  // matmul.tile:24
    int const v67 = ((int)((unsigned int)(iv63) + (unsigned int)(ar40)));  // matmul.tile:24
    int const v68 = ((int)((unsigned int)(iv63) + (unsigned int)(ar41)));  // matmul.tile:24
    int const v69 = ((int)((unsigned int)(iv63) + (unsigned int)(ar42)));  // matmul.tile:24
    int const v70 = ((int)((unsigned int)(iv63) + (unsigned int)(ar43)));  // matmul.tile:24
    int const v71 = ((int)((unsigned int)(iv63) + (unsigned int)(ar44)));  // matmul.tile:24
    int const ar72 = (tl_c3_0 + 8);  // matmul.tile:25
    int const ar73 = (tl_c3_0 + 16);  // matmul.tile:25
    int const ar74 = (tl_c3_0 + 24);  // matmul.tile:25
    int const ar75 = (tl_c3_0 + 32);  // matmul.tile:25
    int const ar76 = (tl_c3_0 + 40);  // matmul.tile:25
    int const ar77 = (tl_c3_0 + 48);  // matmul.tile:25
    int const ar78 = (tl_c3_0 + 56);  // matmul.tile:25
    int const v79 = ((int)((unsigned int)(v4) + (unsigned int)(tl_c3_0)));  // matmul.tile:25
    int const v80 = ((int)((unsigned int)(v4) + (unsigned int)(ar72)));  // matmul.tile:25
    int const v81 = ((int)((unsigned int)(v4) + (unsigned int)(ar73)));  // matmul.tile:25
    int const v82 = ((int)((unsigned int)(v4) + (unsigned int)(ar74)));  // matmul.tile:25
    int const v83 = ((int)((unsigned int)(v4) + (unsigned int)(ar75)));  // matmul.tile:25
    int const v84 = ((int)((unsigned int)(v4) + (unsigned int)(ar76)));  // matmul.tile:25
    int const v85 = ((int)((unsigned int)(v4) + (unsigned int)(ar77)));  // matmul.tile:25
    int const v86 = ((int)((unsigned int)(v4) + (unsigned int)(ar78)));  // matmul.tile:25
    int const v87 = ((int)((unsigned int)(v79) * (unsigned int)(p_stride_am)));  // matmul.tile:25
    int const v88 = ((int)((unsigned int)(v80) * (unsigned int)(p_stride_am)));  // matmul.tile:25
    int const v89 = ((int)((unsigned int)(v81) * (unsigned int)(p_stride_am)));  // matmul.tile:25
    int const v90 = ((int)((unsigned int)(v82) * (unsigned int)(p_stride_am)));  // matmul.tile:25
    int const v91 = ((int)((unsigned int)(v83) * (unsigned int)(p_stride_am)));  // matmul.tile:25
    int const v92 = ((int)((unsigned int)(v84) * (unsigned int)(p_stride_am)));  // matmul.tile:25
    int const v93 = ((int)((unsigned int)(v85) * (unsigned int)(p_stride_am)));  // matmul.tile:25
    int const v94 = ((int)((unsigned int)(v86) * (unsigned int)(p_stride_am)));  // matmul.tile:25
    _Float16* const p95 = (p_a + v87);  // matmul.tile:25
    _Float16* const p96 = (p_a + v88);  // matmul.tile:25
    _Float16* const p97 = (p_a + v89);  // matmul.tile:25
    _Float16* const p98 = (p_a + v90);  // matmul.tile:25
    _Float16* const p99 = (p_a + v91);  // matmul.tile:25
    _Float16* const p100 = (p_a + v92);  // matmul.tile:25
    _Float16* const p101 = (p_a + v93);  // matmul.tile:25
    _Float16* const p102 = (p_a + v94);  // matmul.tile:25
    int const v103 = ((int)((unsigned int)(iv63) + (unsigned int)(tl_c4_0)));  // matmul.tile:25
    int const v104 = ((int)((unsigned int)(v103) * (unsigned int)(p_stride_ak)));  // matmul.tile:25
    _Float16* const p105 = (p95 + v104);  // matmul.tile:25
    _Float16* const p106 = (p96 + v104);  // matmul.tile:25
    _Float16* const p107 = (p97 + v104);  // matmul.tile:25
    _Float16* const p108 = (p98 + v104);  // matmul.tile:25
    _Float16* const p109 = (p99 + v104);  // matmul.tile:25
    _Float16* const p110 = (p100 + v104);  // matmul.tile:25
    _Float16* const p111 = (p101 + v104);  // matmul.tile:25
    _Float16* const p112 = (p102 + v104);  // matmul.tile:25
    int const ar113 = (tl_c3_0 + 8);  // matmul.tile:26
    int const ar114 = (tl_c3_0 + 16);  // matmul.tile:26
    int const ar115 = (tl_c3_0 + 24);  // matmul.tile:26
    int const ar116 = (tl_c3_0 + 32);  // matmul.tile:26
    int const ar117 = (tl_c3_0 + 40);  // matmul.tile:26
    int const ar118 = (tl_c3_0 + 48);  // matmul.tile:26
    int const ar119 = (tl_c3_0 + 56);  // matmul.tile:26
    int const v120 = ((int)((unsigned int)(v4) + (unsigned int)(tl_c3_0)));  // matmul.tile:26
    int const v121 = ((int)((unsigned int)(v4) + (unsigned int)(ar113)));  // matmul.tile:26
    int const v122 = ((int)((unsigned int)(v4) + (unsigned int)(ar114)));  // matmul.tile:26
    int const v123 = ((int)((unsigned int)(v4) + (unsigned int)(ar115)));  // matmul.tile:26
    int const v124 = ((int)((unsigned int)(v4) + (unsigned int)(ar116)));  // matmul.tile:26
    int const v125 = ((int)((unsigned int)(v4) + (unsigned int)(ar117)));  // matmul.tile:26
    int const v126 = ((int)((unsigned int)(v4) + (unsigned int)(ar118)));  // matmul.tile:26
    int const v127 = ((int)((unsigned int)(v4) + (unsigned int)(ar119)));  // matmul.tile:26
    bool const v128 = (v120 < p_M);  // matmul.tile:26
    bool const v129 = (v121 < p_M);  // matmul.tile:26
    bool const v130 = (v122 < p_M);  // matmul.tile:26
    bool const v131 = (v123 < p_M);  // matmul.tile:26
    bool const v132 = (v124 < p_M);  // matmul.tile:26
    bool const v133 = (v125 < p_M);  // matmul.tile:26
    bool const v134 = (v126 < p_M);  // matmul.tile:26
    bool const v135 = (v127 < p_M);  // matmul.tile:26
    int const v136 = ((int)((unsigned int)(iv63) + (unsigned int)(tl_c4_0)));  // matmul.tile:26
    bool const v137 = (v136 < p_K);  // matmul.tile:26
    bool const v138 = ((bool)(v128 & v137));  // matmul.tile:26
    bool const v139 = ((bool)(v129 & v137));  // matmul.tile:26
    bool const v140 = ((bool)(v130 & v137));  // matmul.tile:26
    bool const v141 = ((bool)(v131 & v137));  // matmul.tile:26
    bool const v142 = ((bool)(v132 & v137));  // matmul.tile:26
    bool const v143 = ((bool)(v133 & v137));  // matmul.tile:26
    bool const v144 = ((bool)(v134 & v137));  // matmul.tile:26
    bool const v145 = ((bool)(v135 & v137));  // matmul.tile:26
    _Float16 const k146 = tl_u2h((unsigned short)0);  // matmul.tile:25
    const _Float16 ld147 = v138 ? *p105 : k146;  // matmul.tile:25
    const _Float16 ld148 = v139 ? *p106 : k146;  // matmul.tile:25
    const _Float16 ld149 = v140 ? *p107 : k146;  // matmul.tile:25
    const _Float16 ld150 = v141 ? *p108 : k146;  // matmul.tile:25
    const _Float16 ld151 = v142 ? *p109 : k146;  // matmul.tile:25
    const _Float16 ld152 = v143 ? *p110 : k146;  // matmul.tile:25
    const _Float16 ld153 = v144 ? *p111 : k146;  // matmul.tile:25
    const _Float16 ld154 = v145 ? *p112 : k146;  // matmul.tile:25
    int const v155 = ((int)((unsigned int)(v64) * (unsigned int)(p_stride_bk)));  // matmul.tile:27
    int const v156 = ((int)((unsigned int)(v65) * (unsigned int)(p_stride_bk)));  // matmul.tile:27
    int const v157 = ((int)((unsigned int)(v66) * (unsigned int)(p_stride_bk)));  // matmul.tile:27
    int const v158 = ((int)((unsigned int)(v67) * (unsigned int)(p_stride_bk)));  // matmul.tile:27
    int const v159 = ((int)((unsigned int)(v68) * (unsigned int)(p_stride_bk)));  // matmul.tile:27
    int const v160 = ((int)((unsigned int)(v69) * (unsigned int)(p_stride_bk)));  // matmul.tile:27
    int const v161 = ((int)((unsigned int)(v70) * (unsigned int)(p_stride_bk)));  // matmul.tile:27
    int const v162 = ((int)((unsigned int)(v71) * (unsigned int)(p_stride_bk)));  // matmul.tile:27
    _Float16* const p163 = (p_b + v155);  // matmul.tile:27
    _Float16* const p164 = (p_b + v156);  // matmul.tile:27
    _Float16* const p165 = (p_b + v157);  // matmul.tile:27
    _Float16* const p166 = (p_b + v158);  // matmul.tile:27
    _Float16* const p167 = (p_b + v159);  // matmul.tile:27
    _Float16* const p168 = (p_b + v160);  // matmul.tile:27
    _Float16* const p169 = (p_b + v161);  // matmul.tile:27
    _Float16* const p170 = (p_b + v162);  // matmul.tile:27
    int const v171 = ((int)((unsigned int)(v37) * (unsigned int)(p_stride_bn)));  // matmul.tile:27
    _Float16* const p172 = (p163 + v171);  // matmul.tile:27
    _Float16* const p173 = (p164 + v171);  // matmul.tile:27
    _Float16* const p174 = (p165 + v171);  // matmul.tile:27
    _Float16* const p175 = (p166 + v171);  // matmul.tile:27
    _Float16* const p176 = (p167 + v171);  // matmul.tile:27
    _Float16* const p177 = (p168 + v171);  // matmul.tile:27
    _Float16* const p178 = (p169 + v171);  // matmul.tile:27
    _Float16* const p179 = (p170 + v171);  // matmul.tile:27
    bool const v180 = (v64 < p_K);  // matmul.tile:28
    bool const v181 = (v65 < p_K);  // matmul.tile:28
    bool const v182 = (v66 < p_K);  // matmul.tile:28
    bool const v183 = (v67 < p_K);  // matmul.tile:28
    bool const v184 = (v68 < p_K);  // matmul.tile:28
    bool const v185 = (v69 < p_K);  // matmul.tile:28
    bool const v186 = (v70 < p_K);  // matmul.tile:28
    bool const v187 = (v71 < p_K);  // matmul.tile:28
    bool const v188 = (v37 < p_N);  // matmul.tile:28
    bool const v189 = ((bool)(v180 & v188));  // matmul.tile:28
    bool const v190 = ((bool)(v181 & v188));  // matmul.tile:28
    bool const v191 = ((bool)(v182 & v188));  // matmul.tile:28
    bool const v192 = ((bool)(v183 & v188));  // matmul.tile:28
    bool const v193 = ((bool)(v184 & v188));  // matmul.tile:28
    bool const v194 = ((bool)(v185 & v188));  // matmul.tile:28
    bool const v195 = ((bool)(v186 & v188));  // matmul.tile:28
    bool const v196 = ((bool)(v187 & v188));  // matmul.tile:28
    _Float16 const k197 = tl_u2h((unsigned short)0);  // matmul.tile:27
    const _Float16 ld198 = v189 ? *p172 : k197;  // matmul.tile:27
    const _Float16 ld199 = v190 ? *p173 : k197;  // matmul.tile:27
    const _Float16 ld200 = v191 ? *p174 : k197;  // matmul.tile:27
    const _Float16 ld201 = v192 ? *p175 : k197;  // matmul.tile:27
    const _Float16 ld202 = v193 ? *p176 : k197;  // matmul.tile:27
    const _Float16 ld203 = v194 ? *p177 : k197;  // matmul.tile:27
    const _Float16 ld204 = v195 ? *p178 : k197;  // matmul.tile:27
    const _Float16 ld205 = v196 ? *p179 : k197;  // matmul.tile:27
    __syncthreads();  // matmul.tile:29
    _Float16* dA206 = reinterpret_cast<_Float16*>(tl_smem + 0);  // dot operands: A, B^T  // matmul.tile:29
    _Float16* dB207 = reinterpret_cast<_Float16*>(tl_smem + 4608);  // matmul.tile:29
    dA206[tl_c5_0 * 36 + tl_c5_1] = ld147;  // matmul.tile:29
    dA206[(tl_c5_0 * 36 + tl_c5_1 + 288)] = ld148;  // matmul.tile:29
    dA206[(tl_c5_0 * 36 + tl_c5_1 + 576)] = ld149;  // matmul.tile:29
    dA206[(tl_c5_0 * 36 + tl_c5_1 + 864)] = ld150;  // matmul.tile:29
    dA206[(tl_c5_0 * 36 + tl_c5_1 + 1152)] = ld151;  // matmul.tile:29
    dA206[(tl_c5_0 * 36 + tl_c5_1 + 1440)] = ld152;  // matmul.tile:29
    dA206[(tl_c5_0 * 36 + tl_c5_1 + 1728)] = ld153;  // matmul.tile:29
    dA206[(tl_c5_0 * 36 + tl_c5_1 + 2016)] = ld154;  // matmul.tile:29
    dB207[tl_c6_0 + tl_c6_1 * 36] = ld198;  // matmul.tile:29
    dB207[(tl_c6_0 + tl_c6_1 * 36 + 4)] = ld199;  // matmul.tile:29
    dB207[(tl_c6_0 + tl_c6_1 * 36 + 8)] = ld200;  // matmul.tile:29
    dB207[(tl_c6_0 + tl_c6_1 * 36 + 12)] = ld201;  // matmul.tile:29
    dB207[(tl_c6_0 + tl_c6_1 * 36 + 16)] = ld202;  // matmul.tile:29
    dB207[(tl_c6_0 + tl_c6_1 * 36 + 20)] = ld203;  // matmul.tile:29
    dB207[(tl_c6_0 + tl_c6_1 * 36 + 24)] = ld204;  // matmul.tile:29
    dB207[(tl_c6_0 + tl_c6_1 * 36 + 28)] = ld205;  // matmul.tile:29
    __syncthreads();  // matmul.tile:29
    const int ao208 = (tl_c7_0 + (tl_lane & 15)) * 36 + (tl_lane >> 4) * 4;  // matmul.tile:29
    const int bo209 = (0 + (tl_lane & 15)) * 36 + (tl_lane >> 4) * 4;  // matmul.tile:29
    tl_f32x4 acc210 = {c47, c48, c49, c50};  // matmul.tile:29
    tl_f32x4 acc211 = {c51, c52, c53, c54};  // matmul.tile:29
    tl_f32x4 acc212 = {c55, c56, c57, c58};  // matmul.tile:29
    tl_f32x4 acc213 = {c59, c60, c61, c62};  // matmul.tile:29
    #pragma unroll  // matmul.tile:29
    for (int k214 = 0; k214 < 32; k214 += 16) {  // matmul.tile:29
      const tl_f16x4 fa215 = *reinterpret_cast<const tl_f16x4*>(dA206 + ao208 + 0 + k214);  // matmul.tile:29
      const tl_f16x4 fb216 = *reinterpret_cast<const tl_f16x4*>(dB207 + bo209 + 0 + k214);  // matmul.tile:29
      const tl_f16x4 fb217 = *reinterpret_cast<const tl_f16x4*>(dB207 + bo209 + 576 + k214);  // matmul.tile:29
      const tl_f16x4 fb218 = *reinterpret_cast<const tl_f16x4*>(dB207 + bo209 + 1152 + k214);  // matmul.tile:29
      const tl_f16x4 fb219 = *reinterpret_cast<const tl_f16x4*>(dB207 + bo209 + 1728 + k214);  // matmul.tile:29
      acc210 = __builtin_amdgcn_mfma_f32_16x16x16f16(fa215, fb216, acc210, 0, 0, 0);  // matmul.tile:29
      acc211 = __builtin_amdgcn_mfma_f32_16x16x16f16(fa215, fb217, acc211, 0, 0, 0);  // matmul.tile:29
      acc212 = __builtin_amdgcn_mfma_f32_16x16x16f16(fa215, fb218, acc212, 0, 0, 0);  // matmul.tile:29
      acc213 = __builtin_amdgcn_mfma_f32_16x16x16f16(fa215, fb219, acc213, 0, 0, 0);  // matmul.tile:29
    }  // matmul.tile:29
    float const dot220 = acc210[0];  // matmul.tile:29
    float const dot221 = acc210[1];  // matmul.tile:29
    float const dot222 = acc210[2];  // matmul.tile:29
    float const dot223 = acc210[3];  // matmul.tile:29
    float const dot224 = acc211[0];  // matmul.tile:29
    float const dot225 = acc211[1];  // matmul.tile:29
    float const dot226 = acc211[2];  // matmul.tile:29
    float const dot227 = acc211[3];  // matmul.tile:29
    float const dot228 = acc212[0];  // matmul.tile:29
    float const dot229 = acc212[1];  // matmul.tile:29
    float const dot230 = acc212[2];  // matmul.tile:29
    float const dot231 = acc212[3];  // matmul.tile:29
    float const dot232 = acc213[0];  // matmul.tile:29
    float const dot233 = acc213[1];  // matmul.tile:29
    float const dot234 = acc213[2];  // matmul.tile:29
    float const dot235 = acc213[3];  // matmul.tile:29
    c47 = dot220;  // matmul.tile:23
    c48 = dot221;  // matmul.tile:23
    c49 = dot222;  // matmul.tile:23
    c50 = dot223;  // matmul.tile:23
    c51 = dot224;  // matmul.tile:23
    c52 = dot225;  // matmul.tile:23
    c53 = dot226;  // matmul.tile:23
    c54 = dot227;  // matmul.tile:23
    c55 = dot228;  // matmul.tile:23
    c56 = dot229;  // matmul.tile:23
    c57 = dot230;  // matmul.tile:23
    c58 = dot231;  // matmul.tile:23
    c59 = dot232;  // matmul.tile:23
    c60 = dot233;  // matmul.tile:23
    c61 = dot234;  // matmul.tile:23
    c62 = dot235;  // matmul.tile:23
  }  // matmul.tile:23
  int const ar236 = (tl_c8_0 + 16);  // matmul.tile:30
  int const ar237 = (tl_c8_0 + 32);  // matmul.tile:30
  int const ar238 = (tl_c8_0 + 48);  // matmul.tile:30
  int const v239 = ((int)((unsigned int)(v36) + (unsigned int)(tl_c8_0)));  // matmul.tile:30
  int const v240 = ((int)((unsigned int)(v36) + (unsigned int)(ar236)));  // matmul.tile:30
  int const v241 = ((int)((unsigned int)(v36) + (unsigned int)(ar237)));  // matmul.tile:30
  int const v242 = ((int)((unsigned int)(v36) + (unsigned int)(ar238)));  // matmul.tile:30
  _Float16* const p243 = (p_bias + v239);  // matmul.tile:30
  _Float16* const p244 = (p_bias + v240);  // matmul.tile:30
  _Float16* const p245 = (p_bias + v241);  // matmul.tile:30
  _Float16* const p246 = (p_bias + v242);  // matmul.tile:30
  int const ar247 = (tl_c8_0 + 16);  // matmul.tile:30
  int const ar248 = (tl_c8_0 + 32);  // matmul.tile:30
  int const ar249 = (tl_c8_0 + 48);  // matmul.tile:30
  int const v250 = ((int)((unsigned int)(v36) + (unsigned int)(tl_c8_0)));  // matmul.tile:30
  int const v251 = ((int)((unsigned int)(v36) + (unsigned int)(ar247)));  // matmul.tile:30
  int const v252 = ((int)((unsigned int)(v36) + (unsigned int)(ar248)));  // matmul.tile:30
  int const v253 = ((int)((unsigned int)(v36) + (unsigned int)(ar249)));  // matmul.tile:30
  bool const v254 = (v250 < p_N);  // matmul.tile:30
  bool const v255 = (v251 < p_N);  // matmul.tile:30
  bool const v256 = (v252 < p_N);  // matmul.tile:30
  bool const v257 = (v253 < p_N);  // matmul.tile:30
  _Float16 const k258 = tl_u2h((unsigned short)0);  // matmul.tile:30
  const _Float16 ld259 = v254 ? *p243 : k258;  // matmul.tile:30
  const _Float16 ld260 = v255 ? *p244 : k258;  // matmul.tile:30
  const _Float16 ld261 = v256 ? *p245 : k258;  // matmul.tile:30
  const _Float16 ld262 = v257 ? *p246 : k258;  // matmul.tile:30
  float const v263 = ((float)(ld259));  // matmul.tile:30
  float const v264 = ((float)(ld260));  // matmul.tile:30
  float const v265 = ((float)(ld261));  // matmul.tile:30
  float const v266 = ((float)(ld262));  // matmul.tile:30
  float const v267 = (c47 + v263);  // matmul.tile:30
  float const v268 = (c48 + v263);  // matmul.tile:30
  float const v269 = (c49 + v263);  // matmul.tile:30
  float const v270 = (c50 + v263);  // matmul.tile:30
  float const v271 = (c51 + v264);  // matmul.tile:30
  float const v272 = (c52 + v264);  // matmul.tile:30
  float const v273 = (c53 + v264);  // matmul.tile:30
  float const v274 = (c54 + v264);  // matmul.tile:30
  float const v275 = (c55 + v265);  // matmul.tile:30
  float const v276 = (c56 + v265);  // matmul.tile:30
  float const v277 = (c57 + v265);  // matmul.tile:30
  float const v278 = (c58 + v265);  // matmul.tile:30
  float const v279 = (c59 + v266);  // matmul.tile:30
  float const v280 = (c60 + v266);  // matmul.tile:30
  float const v281 = (c61 + v266);  // matmul.tile:30
  float const v282 = (c62 + v266);  // matmul.tile:30
  int const v283 = ((int)((unsigned int)(v20) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v284 = ((int)((unsigned int)(v21) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v285 = ((int)((unsigned int)(v22) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v286 = ((int)((unsigned int)(v23) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v287 = ((int)((unsigned int)(v24) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v288 = ((int)((unsigned int)(v25) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v289 = ((int)((unsigned int)(v26) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v290 = ((int)((unsigned int)(v27) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v291 = ((int)((unsigned int)(v28) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v292 = ((int)((unsigned int)(v29) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v293 = ((int)((unsigned int)(v30) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v294 = ((int)((unsigned int)(v31) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v295 = ((int)((unsigned int)(v32) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v296 = ((int)((unsigned int)(v33) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v297 = ((int)((unsigned int)(v34) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  int const v298 = ((int)((unsigned int)(v35) * (unsigned int)(p_stride_cm)));  // matmul.tile:35
  _Float16* const p299 = (p_c + v283);  // matmul.tile:35
  _Float16* const p300 = (p_c + v284);  // matmul.tile:35
  _Float16* const p301 = (p_c + v285);  // matmul.tile:35
  _Float16* const p302 = (p_c + v286);  // matmul.tile:35
  _Float16* const p303 = (p_c + v287);  // matmul.tile:35
  _Float16* const p304 = (p_c + v288);  // matmul.tile:35
  _Float16* const p305 = (p_c + v289);  // matmul.tile:35
  _Float16* const p306 = (p_c + v290);  // matmul.tile:35
  _Float16* const p307 = (p_c + v291);  // matmul.tile:35
  _Float16* const p308 = (p_c + v292);  // matmul.tile:35
  _Float16* const p309 = (p_c + v293);  // matmul.tile:35
  _Float16* const p310 = (p_c + v294);  // matmul.tile:35
  _Float16* const p311 = (p_c + v295);  // matmul.tile:35
  _Float16* const p312 = (p_c + v296);  // matmul.tile:35
  _Float16* const p313 = (p_c + v297);  // matmul.tile:35
  _Float16* const p314 = (p_c + v298);  // matmul.tile:35
  int const v315 = ((int)((unsigned int)(v37) * (unsigned int)(p_stride_cn)));  // matmul.tile:35
  _Float16* const p316 = (p299 + v315);  // matmul.tile:35
  _Float16* const p317 = (p300 + v315);  // matmul.tile:35
  _Float16* const p318 = (p301 + v315);  // matmul.tile:35
  _Float16* const p319 = (p302 + v315);  // matmul.tile:35
  _Float16* const p320 = (p303 + v315);  // matmul.tile:35
  _Float16* const p321 = (p304 + v315);  // matmul.tile:35
  _Float16* const p322 = (p305 + v315);  // matmul.tile:35
  _Float16* const p323 = (p306 + v315);  // matmul.tile:35
  _Float16* const p324 = (p307 + v315);  // matmul.tile:35
  _Float16* const p325 = (p308 + v315);  // matmul.tile:35
  _Float16* const p326 = (p309 + v315);  // matmul.tile:35
  _Float16* const p327 = (p310 + v315);  // matmul.tile:35
  _Float16* const p328 = (p311 + v315);  // matmul.tile:35
  _Float16* const p329 = (p312 + v315);  // matmul.tile:35
  _Float16* const p330 = (p313 + v315);  // matmul.tile:35
  _Float16* const p331 = (p314 + v315);  // matmul.tile:35
  _Float16 const v332 = tl_f2h(v267);  // matmul.tile:35
  _Float16 const v333 = tl_f2h(v268);  // matmul.tile:35
  _Float16 const v334 = tl_f2h(v269);  // matmul.tile:35
  _Float16 const v335 = tl_f2h(v270);  // matmul.tile:35
  _Float16 const v336 = tl_f2h(v271);  // matmul.tile:35
  _Float16 const v337 = tl_f2h(v272);  // matmul.tile:35
  _Float16 const v338 = tl_f2h(v273);  // matmul.tile:35
  _Float16 const v339 = tl_f2h(v274);  // matmul.tile:35
  _Float16 const v340 = tl_f2h(v275);  // matmul.tile:35
  _Float16 const v341 = tl_f2h(v276);  // matmul.tile:35
  _Float16 const v342 = tl_f2h(v277);  // matmul.tile:35
  _Float16 const v343 = tl_f2h(v278);  // matmul.tile:35
  _Float16 const v344 = tl_f2h(v279);  // matmul.tile:35
  _Float16 const v345 = tl_f2h(v280);  // matmul.tile:35
  _Float16 const v346 = tl_f2h(v281);  // matmul.tile:35
  _Float16 const v347 = tl_f2h(v282);  // matmul.tile:35
  bool const v348 = (v20 < p_M);  // matmul.tile:36
  bool const v349 = (v21 < p_M);  // matmul.tile:36
  bool const v350 = (v22 < p_M);  // matmul.tile:36
  bool const v351 = (v23 < p_M);  // matmul.tile:36
  bool const v352 = (v24 < p_M);  // matmul.tile:36
  bool const v353 = (v25 < p_M);  // matmul.tile:36
  bool const v354 = (v26 < p_M);  // matmul.tile:36
  bool const v355 = (v27 < p_M);  // matmul.tile:36
  bool const v356 = (v28 < p_M);  // matmul.tile:36
  bool const v357 = (v29 < p_M);  // matmul.tile:36
  bool const v358 = (v30 < p_M);  // matmul.tile:36
  bool const v359 = (v31 < p_M);  // matmul.tile:36
  bool const v360 = (v32 < p_M);  // matmul.tile:36
  bool const v361 = (v33 < p_M);  // matmul.tile:36
  bool const v362 = (v34 < p_M);  // matmul.tile:36
  bool const v363 = (v35 < p_M);  // matmul.tile:36
  bool const v364 = (v37 < p_N);  // matmul.tile:36
  bool const v365 = ((bool)(v348 & v364));  // matmul.tile:36
  bool const v366 = ((bool)(v349 & v364));  // matmul.tile:36
  bool const v367 = ((bool)(v350 & v364));  // matmul.tile:36
  bool const v368 = ((bool)(v351 & v364));  // matmul.tile:36
  bool const v369 = ((bool)(v352 & v364));  // matmul.tile:36
  bool const v370 = ((bool)(v353 & v364));  // matmul.tile:36
  bool const v371 = ((bool)(v354 & v364));  // matmul.tile:36
  bool const v372 = ((bool)(v355 & v364));  // matmul.tile:36
  bool const v373 = ((bool)(v356 & v364));  // matmul.tile:36
  bool const v374 = ((bool)(v357 & v364));  // matmul.tile:36
  bool const v375 = ((bool)(v358 & v364));  // matmul.tile:36
  bool const v376 = ((bool)(v359 & v364));  // matmul.tile:36
  bool const v377 = ((bool)(v360 & v364));  // matmul.tile:36
  bool const v378 = ((bool)(v361 & v364));  // matmul.tile:36
  bool const v379 = ((bool)(v362 & v364));  // matmul.tile:36
  bool const v380 = ((bool)(v363 & v364));  // matmul.tile:36
  __syncthreads();  // matmul.tile:35
  _Float16* cv381 = reinterpret_cast<_Float16*>(tl_smem + 0);  // layout conversion  // matmul.tile:35
  cv381[tl_c9_0 * 64 + tl_c9_1] = v332;  // matmul.tile:35
  cv381[(tl_c9_0 * 64 + tl_c9_1 + 64)] = v333;  // matmul.tile:35
  cv381[(tl_c9_0 * 64 + tl_c9_1 + 128)] = v334;  // matmul.tile:35
  cv381[(tl_c9_0 * 64 + tl_c9_1 + 192)] = v335;  // matmul.tile:35
  cv381[(tl_c9_0 * 64 + tl_c9_1 + 16)] = v336;  // matmul.tile:35
  cv381[(tl_c9_0 * 64 + tl_c9_1 + 80)] = v337;  // matmul.tile:35
  cv381[(tl_c9_0 * 64 + tl_c9_1 + 144)] = v338;  // matmul.tile:35
  cv381[(tl_c9_0 * 64 + tl_c9_1 + 208)] = v339;  // matmul.tile:35
  cv381[(tl_c9_0 * 64 + tl_c9_1 + 32)] = v340;  // matmul.tile:35
  cv381[(tl_c9_0 * 64 + tl_c9_1 + 96)] = v341;  // matmul.tile:35
  cv381[(tl_c9_0 * 64 + tl_c9_1 + 160)] = v342;  // matmul.tile:35
  cv381[(tl_c9_0 * 64 + tl_c9_1 + 224)] = v343;  // matmul.tile:35
  cv381[(tl_c9_0 * 64 + tl_c9_1 + 48)] = v344;  // matmul.tile:35
  cv381[(tl_c9_0 * 64 + tl_c9_1 + 112)] = v345;  // matmul.tile:35
  cv381[(tl_c9_0 * 64 + tl_c9_1 + 176)] = v346;  // matmul.tile:35
  cv381[(tl_c9_0 * 64 + tl_c9_1 + 240)] = v347;  // matmul.tile:35
  __syncthreads();  // matmul.tile:35
  _Float16 const cv382 = cv381[tl_c10_0 * 64 + tl_c10_1];  // matmul.tile:35
  _Float16 const cv383 = cv381[(tl_c10_0 * 64 + tl_c10_1 + 256)];  // matmul.tile:35
  _Float16 const cv384 = cv381[(tl_c10_0 * 64 + tl_c10_1 + 512)];  // matmul.tile:35
  _Float16 const cv385 = cv381[(tl_c10_0 * 64 + tl_c10_1 + 768)];  // matmul.tile:35
  _Float16 const cv386 = cv381[(tl_c10_0 * 64 + tl_c10_1 + 1024)];  // matmul.tile:35
  _Float16 const cv387 = cv381[(tl_c10_0 * 64 + tl_c10_1 + 1280)];  // matmul.tile:35
  _Float16 const cv388 = cv381[(tl_c10_0 * 64 + tl_c10_1 + 1536)];  // matmul.tile:35
  _Float16 const cv389 = cv381[(tl_c10_0 * 64 + tl_c10_1 + 1792)];  // matmul.tile:35
  _Float16 const cv390 = cv381[(tl_c10_0 * 64 + tl_c10_1 + 2048)];  // matmul.tile:35
  _Float16 const cv391 = cv381[(tl_c10_0 * 64 + tl_c10_1 + 2304)];  // matmul.tile:35
  _Float16 const cv392 = cv381[(tl_c10_0 * 64 + tl_c10_1 + 2560)];  // matmul.tile:35
  _Float16 const cv393 = cv381[(tl_c10_0 * 64 + tl_c10_1 + 2816)];  // matmul.tile:35
  _Float16 const cv394 = cv381[(tl_c10_0 * 64 + tl_c10_1 + 3072)];  // matmul.tile:35
  _Float16 const cv395 = cv381[(tl_c10_0 * 64 + tl_c10_1 + 3328)];  // matmul.tile:35
  _Float16 const cv396 = cv381[(tl_c10_0 * 64 + tl_c10_1 + 3584)];  // matmul.tile:35
  _Float16 const cv397 = cv381[(tl_c10_0 * 64 + tl_c10_1 + 3840)];  // matmul.tile:35
  if (v365) *p316 = cv382;  // matmul.tile:35
  if (v366) *p317 = cv383;  // matmul.tile:35
  if (v367) *p318 = cv384;  // matmul.tile:35
  if (v368) *p319 = cv385;  // matmul.tile:35
  if (v369) *p320 = cv386;  // matmul.tile:35
  if (v370) *p321 = cv387;  // matmul.tile:35
  if (v371) *p322 = cv388;  // matmul.tile:35
  if (v372) *p323 = cv389;  // matmul.tile:35
  if (v373) *p324 = cv390;  // matmul.tile:35
  if (v374) *p325 = cv391;  // matmul.tile:35
  if (v375) *p326 = cv392;  // matmul.tile:35
  if (v376) *p327 = cv393;  // matmul.tile:35
  if (v377) *p328 = cv394;  // matmul.tile:35
  if (v378) *p329 = cv395;  // matmul.tile:35
  if (v379) *p330 = cv396;  // matmul.tile:35
  if (v380) *p331 = cv397;  // matmul.tile:35
}
