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
  const int tl_c0_0 = (tl_lane ^ ((tl_warp & 1) << 6));
  const int tl_c1_0 = ((tl_warp >> 1));
  const int tl_c2_0 = ((tl_warp >> 1));
  const int tl_c3_0 = ((tl_lane >> 5) ^ (tl_warp << 1));
  const int tl_c4_0 = ((tl_lane & 31));
  const int tl_c5_0 = ((tl_lane >> 5) ^ (tl_warp << 1));
  const int tl_c5_1 = ((tl_lane & 31));
  const int tl_c6_0 = ((tl_warp >> 1));
  const int tl_c6_1 = (tl_lane ^ ((tl_warp & 1) << 6));
  const int tl_c7_0 = ((tl_warp << 4));
  const int tl_c8_0 = ((tl_lane & 15));
  const int tl_c9_0 = (((tl_lane >> 4) << 2) ^ (tl_warp << 4));
  const int tl_c9_1 = ((tl_lane & 15));
  const int tl_c10_0 = ((tl_warp >> 1));
  const int tl_c10_1 = (tl_lane ^ ((tl_warp & 1) << 6));
  const int pid1 = (int)blockIdx.x;  // matmul.tile:33
  const int pid2 = (int)blockIdx.y;  // matmul.tile:34
  int const k3 = 128;  // matmul.tile:35
  int const v4 = ((int)((unsigned int)(pid1) * (unsigned int)(k3)));  // matmul.tile:35
  int const ar5 = (tl_c1_0 + 2);  // matmul.tile:35
  int const ar6 = (tl_c1_0 + 4);  // matmul.tile:35
  int const ar7 = (tl_c1_0 + 6);  // matmul.tile:35
  int const ar8 = (tl_c1_0 + 8);  // matmul.tile:35
  int const ar9 = (tl_c1_0 + 10);  // matmul.tile:35
  int const ar10 = (tl_c1_0 + 12);  // matmul.tile:35
  int const ar11 = (tl_c1_0 + 14);  // matmul.tile:35
  int const ar12 = (tl_c1_0 + 16);  // matmul.tile:35
  int const ar13 = (tl_c1_0 + 18);  // matmul.tile:35
  int const ar14 = (tl_c1_0 + 20);  // matmul.tile:35
  int const ar15 = (tl_c1_0 + 22);  // matmul.tile:35
  int const ar16 = (tl_c1_0 + 24);  // matmul.tile:35
  int const ar17 = (tl_c1_0 + 26);  // matmul.tile:35
  int const ar18 = (tl_c1_0 + 28);  // matmul.tile:35
  int const ar19 = (tl_c1_0 + 30);  // matmul.tile:35
  int const ar20 = (tl_c1_0 + 32);  // matmul.tile:35
  int const ar21 = (tl_c1_0 + 34);  // matmul.tile:35
  int const ar22 = (tl_c1_0 + 36);  // matmul.tile:35
  int const ar23 = (tl_c1_0 + 38);  // matmul.tile:35
  int const ar24 = (tl_c1_0 + 40);  // matmul.tile:35
  int const ar25 = (tl_c1_0 + 42);  // matmul.tile:35
  int const ar26 = (tl_c1_0 + 44);  // matmul.tile:35
  int const ar27 = (tl_c1_0 + 46);  // matmul.tile:35
  int const ar28 = (tl_c1_0 + 48);  // matmul.tile:35
  int const ar29 = (tl_c1_0 + 50);  // matmul.tile:35
  int const ar30 = (tl_c1_0 + 52);  // matmul.tile:35
  int const ar31 = (tl_c1_0 + 54);  // matmul.tile:35
  int const ar32 = (tl_c1_0 + 56);  // matmul.tile:35
  int const ar33 = (tl_c1_0 + 58);  // matmul.tile:35
  int const ar34 = (tl_c1_0 + 60);  // matmul.tile:35
  int const ar35 = (tl_c1_0 + 62);  // matmul.tile:35
  int const ar36 = (tl_c1_0 + 64);  // matmul.tile:35
  int const ar37 = (tl_c1_0 + 66);  // matmul.tile:35
  int const ar38 = (tl_c1_0 + 68);  // matmul.tile:35
  int const ar39 = (tl_c1_0 + 70);  // matmul.tile:35
  int const ar40 = (tl_c1_0 + 72);  // matmul.tile:35
  int const ar41 = (tl_c1_0 + 74);  // matmul.tile:35
  int const ar42 = (tl_c1_0 + 76);  // matmul.tile:35
  int const ar43 = (tl_c1_0 + 78);  // matmul.tile:35
  int const ar44 = (tl_c1_0 + 80);  // matmul.tile:35
  int const ar45 = (tl_c1_0 + 82);  // matmul.tile:35
  int const ar46 = (tl_c1_0 + 84);  // matmul.tile:35
  int const ar47 = (tl_c1_0 + 86);  // matmul.tile:35
  int const ar48 = (tl_c1_0 + 88);  // matmul.tile:35
  int const ar49 = (tl_c1_0 + 90);  // matmul.tile:35
  int const ar50 = (tl_c1_0 + 92);  // matmul.tile:35
  int const ar51 = (tl_c1_0 + 94);  // matmul.tile:35
  int const ar52 = (tl_c1_0 + 96);  // matmul.tile:35
  int const ar53 = (tl_c1_0 + 98);  // matmul.tile:35
  int const ar54 = (tl_c1_0 + 100);  // matmul.tile:35
  int const ar55 = (tl_c1_0 + 102);  // matmul.tile:35
  int const ar56 = (tl_c1_0 + 104);  // matmul.tile:35
  int const ar57 = (tl_c1_0 + 106);  // matmul.tile:35
  int const ar58 = (tl_c1_0 + 108);  // matmul.tile:35
  int const ar59 = (tl_c1_0 + 110);  // matmul.tile:35
  int const ar60 = (tl_c1_0 + 112);  // matmul.tile:35
  int const ar61 = (tl_c1_0 + 114);  // matmul.tile:35
  int const ar62 = (tl_c1_0 + 116);  // matmul.tile:35
  int const ar63 = (tl_c1_0 + 118);  // matmul.tile:35
  int const ar64 = (tl_c1_0 + 120);  // matmul.tile:35
  int const ar65 = (tl_c1_0 + 122);  // matmul.tile:35
  int const ar66 = (tl_c1_0 + 124);  // matmul.tile:35
  int const ar67 = (tl_c1_0 + 126);  // matmul.tile:35
  int const v68 = ((int)((unsigned int)(v4) + (unsigned int)(tl_c1_0)));  // matmul.tile:35
  int const v69 = ((int)((unsigned int)(v4) + (unsigned int)(ar5)));  // matmul.tile:35
  int const v70 = ((int)((unsigned int)(v4) + (unsigned int)(ar6)));  // matmul.tile:35
  int const v71 = ((int)((unsigned int)(v4) + (unsigned int)(ar7)));  // matmul.tile:35
  int const v72 = ((int)((unsigned int)(v4) + (unsigned int)(ar8)));  // matmul.tile:35
  int const v73 = ((int)((unsigned int)(v4) + (unsigned int)(ar9)));  // matmul.tile:35
  int const v74 = ((int)((unsigned int)(v4) + (unsigned int)(ar10)));  // matmul.tile:35
  int const v75 = ((int)((unsigned int)(v4) + (unsigned int)(ar11)));  // matmul.tile:35
  int const v76 = ((int)((unsigned int)(v4) + (unsigned int)(ar12)));  // matmul.tile:35
  int const v77 = ((int)((unsigned int)(v4) + (unsigned int)(ar13)));  // matmul.tile:35
  int const v78 = ((int)((unsigned int)(v4) + (unsigned int)(ar14)));  // matmul.tile:35
  int const v79 = ((int)((unsigned int)(v4) + (unsigned int)(ar15)));  // matmul.tile:35
  int const v80 = ((int)((unsigned int)(v4) + (unsigned int)(ar16)));  // matmul.tile:35
  int const v81 = ((int)((unsigned int)(v4) + (unsigned int)(ar17)));  // matmul.tile:35
  int const v82 = ((int)((unsigned int)(v4) + (unsigned int)(ar18)));  // matmul.tile:35
  int const v83 = ((int)((unsigned int)(v4) + (unsigned int)(ar19)));  // matmul.tile:35
  int const v84 = ((int)((unsigned int)(v4) + (unsigned int)(ar20)));  // matmul.tile:35
  int const v85 = ((int)((unsigned int)(v4) + (unsigned int)(ar21)));  // matmul.tile:35
  int const v86 = ((int)((unsigned int)(v4) + (unsigned int)(ar22)));  // matmul.tile:35
  int const v87 = ((int)((unsigned int)(v4) + (unsigned int)(ar23)));  // matmul.tile:35
  int const v88 = ((int)((unsigned int)(v4) + (unsigned int)(ar24)));  // matmul.tile:35
  int const v89 = ((int)((unsigned int)(v4) + (unsigned int)(ar25)));  // matmul.tile:35
  int const v90 = ((int)((unsigned int)(v4) + (unsigned int)(ar26)));  // matmul.tile:35
  int const v91 = ((int)((unsigned int)(v4) + (unsigned int)(ar27)));  // matmul.tile:35
  int const v92 = ((int)((unsigned int)(v4) + (unsigned int)(ar28)));  // matmul.tile:35
  int const v93 = ((int)((unsigned int)(v4) + (unsigned int)(ar29)));  // matmul.tile:35
  int const v94 = ((int)((unsigned int)(v4) + (unsigned int)(ar30)));  // matmul.tile:35
  int const v95 = ((int)((unsigned int)(v4) + (unsigned int)(ar31)));  // matmul.tile:35
  int const v96 = ((int)((unsigned int)(v4) + (unsigned int)(ar32)));  // matmul.tile:35
  int const v97 = ((int)((unsigned int)(v4) + (unsigned int)(ar33)));  // matmul.tile:35
  int const v98 = ((int)((unsigned int)(v4) + (unsigned int)(ar34)));  // matmul.tile:35
  int const v99 = ((int)((unsigned int)(v4) + (unsigned int)(ar35)));  // matmul.tile:35
  int const v100 = ((int)((unsigned int)(v4) + (unsigned int)(ar36)));  // matmul.tile:35
  int const v101 = ((int)((unsigned int)(v4) + (unsigned int)(ar37)));  // matmul.tile:35
  int const v102 = ((int)((unsigned int)(v4) + (unsigned int)(ar38)));  // matmul.tile:35
  int const v103 = ((int)((unsigned int)(v4) + (unsigned int)(ar39)));  // matmul.tile:35
  int const v104 = ((int)((unsigned int)(v4) + (unsigned int)(ar40)));  // matmul.tile:35
  int const v105 = ((int)((unsigned int)(v4) + (unsigned int)(ar41)));  // matmul.tile:35
  int const v106 = ((int)((unsigned int)(v4) + (unsigned int)(ar42)));  // matmul.tile:35
  int const v107 = ((int)((unsigned int)(v4) + (unsigned int)(ar43)));  // matmul.tile:35
  int const v108 = ((int)((unsigned int)(v4) + (unsigned int)(ar44)));  // matmul.tile:35
  int const v109 = ((int)((unsigned int)(v4) + (unsigned int)(ar45)));  // matmul.tile:35
  int const v110 = ((int)((unsigned int)(v4) + (unsigned int)(ar46)));  // matmul.tile:35
  int const v111 = ((int)((unsigned int)(v4) + (unsigned int)(ar47)));  // matmul.tile:35
  int const v112 = ((int)((unsigned int)(v4) + (unsigned int)(ar48)));  // matmul.tile:35
  int const v113 = ((int)((unsigned int)(v4) + (unsigned int)(ar49)));  // matmul.tile:35
  int const v114 = ((int)((unsigned int)(v4) + (unsigned int)(ar50)));  // matmul.tile:35
  int const v115 = ((int)((unsigned int)(v4) + (unsigned int)(ar51)));  // matmul.tile:35
  int const v116 = ((int)((unsigned int)(v4) + (unsigned int)(ar52)));  // matmul.tile:35
  int const v117 = ((int)((unsigned int)(v4) + (unsigned int)(ar53)));  // matmul.tile:35
  int const v118 = ((int)((unsigned int)(v4) + (unsigned int)(ar54)));  // matmul.tile:35
  int const v119 = ((int)((unsigned int)(v4) + (unsigned int)(ar55)));  // matmul.tile:35
  int const v120 = ((int)((unsigned int)(v4) + (unsigned int)(ar56)));  // matmul.tile:35
  int const v121 = ((int)((unsigned int)(v4) + (unsigned int)(ar57)));  // matmul.tile:35
  int const v122 = ((int)((unsigned int)(v4) + (unsigned int)(ar58)));  // matmul.tile:35
  int const v123 = ((int)((unsigned int)(v4) + (unsigned int)(ar59)));  // matmul.tile:35
  int const v124 = ((int)((unsigned int)(v4) + (unsigned int)(ar60)));  // matmul.tile:35
  int const v125 = ((int)((unsigned int)(v4) + (unsigned int)(ar61)));  // matmul.tile:35
  int const v126 = ((int)((unsigned int)(v4) + (unsigned int)(ar62)));  // matmul.tile:35
  int const v127 = ((int)((unsigned int)(v4) + (unsigned int)(ar63)));  // matmul.tile:35
  int const v128 = ((int)((unsigned int)(v4) + (unsigned int)(ar64)));  // matmul.tile:35
  int const v129 = ((int)((unsigned int)(v4) + (unsigned int)(ar65)));  // matmul.tile:35
  int const v130 = ((int)((unsigned int)(v4) + (unsigned int)(ar66)));  // matmul.tile:35
  int const v131 = ((int)((unsigned int)(v4) + (unsigned int)(ar67)));  // matmul.tile:35
  int const v132 = ((int)((unsigned int)(pid2) * (unsigned int)(k3)));  // matmul.tile:36
  int const v133 = ((int)((unsigned int)(v132) + (unsigned int)(tl_c0_0)));  // matmul.tile:36
  int const ar134 = (tl_c2_0 + 2);  // matmul.tile:37
  int const ar135 = (tl_c2_0 + 4);  // matmul.tile:37
  int const ar136 = (tl_c2_0 + 6);  // matmul.tile:37
  int const ar137 = (tl_c2_0 + 8);  // matmul.tile:37
  int const ar138 = (tl_c2_0 + 10);  // matmul.tile:37
  int const ar139 = (tl_c2_0 + 12);  // matmul.tile:37
  int const ar140 = (tl_c2_0 + 14);  // matmul.tile:37
  int const ar141 = (tl_c2_0 + 16);  // matmul.tile:37
  int const ar142 = (tl_c2_0 + 18);  // matmul.tile:37
  int const ar143 = (tl_c2_0 + 20);  // matmul.tile:37
  int const ar144 = (tl_c2_0 + 22);  // matmul.tile:37
  int const ar145 = (tl_c2_0 + 24);  // matmul.tile:37
  int const ar146 = (tl_c2_0 + 26);  // matmul.tile:37
  int const ar147 = (tl_c2_0 + 28);  // matmul.tile:37
  int const ar148 = (tl_c2_0 + 30);  // matmul.tile:37
  int const k149 = 0;  // matmul.tile:39
  int const k150 = 32;  // matmul.tile:39
  float c151 = 0.0f;  // matmul.tile:39
  float c152 = 0.0f;  // matmul.tile:39
  float c153 = 0.0f;  // matmul.tile:39
  float c154 = 0.0f;  // matmul.tile:39
  float c155 = 0.0f;  // matmul.tile:39
  float c156 = 0.0f;  // matmul.tile:39
  float c157 = 0.0f;  // matmul.tile:39
  float c158 = 0.0f;  // matmul.tile:39
  float c159 = 0.0f;  // matmul.tile:39
  float c160 = 0.0f;  // matmul.tile:39
  float c161 = 0.0f;  // matmul.tile:39
  float c162 = 0.0f;  // matmul.tile:39
  float c163 = 0.0f;  // matmul.tile:39
  float c164 = 0.0f;  // matmul.tile:39
  float c165 = 0.0f;  // matmul.tile:39
  float c166 = 0.0f;  // matmul.tile:39
  float c167 = 0.0f;  // matmul.tile:39
  float c168 = 0.0f;  // matmul.tile:39
  float c169 = 0.0f;  // matmul.tile:39
  float c170 = 0.0f;  // matmul.tile:39
  float c171 = 0.0f;  // matmul.tile:39
  float c172 = 0.0f;  // matmul.tile:39
  float c173 = 0.0f;  // matmul.tile:39
  float c174 = 0.0f;  // matmul.tile:39
  float c175 = 0.0f;  // matmul.tile:39
  float c176 = 0.0f;  // matmul.tile:39
  float c177 = 0.0f;  // matmul.tile:39
  float c178 = 0.0f;  // matmul.tile:39
  float c179 = 0.0f;  // matmul.tile:39
  float c180 = 0.0f;  // matmul.tile:39
  float c181 = 0.0f;  // matmul.tile:39
  float c182 = 0.0f;  // matmul.tile:39
  float c183 = 0.0f;  // matmul.tile:39
  float c184 = 0.0f;  // matmul.tile:39
  float c185 = 0.0f;  // matmul.tile:39
  float c186 = 0.0f;  // matmul.tile:39
  float c187 = 0.0f;  // matmul.tile:39
  float c188 = 0.0f;  // matmul.tile:39
  float c189 = 0.0f;  // matmul.tile:39
  float c190 = 0.0f;  // matmul.tile:39
  float c191 = 0.0f;  // matmul.tile:39
  float c192 = 0.0f;  // matmul.tile:39
  float c193 = 0.0f;  // matmul.tile:39
  float c194 = 0.0f;  // matmul.tile:39
  float c195 = 0.0f;  // matmul.tile:39
  float c196 = 0.0f;  // matmul.tile:39
  float c197 = 0.0f;  // matmul.tile:39
  float c198 = 0.0f;  // matmul.tile:39
  float c199 = 0.0f;  // matmul.tile:39
  float c200 = 0.0f;  // matmul.tile:39
  float c201 = 0.0f;  // matmul.tile:39
  float c202 = 0.0f;  // matmul.tile:39
  float c203 = 0.0f;  // matmul.tile:39
  float c204 = 0.0f;  // matmul.tile:39
  float c205 = 0.0f;  // matmul.tile:39
  float c206 = 0.0f;  // matmul.tile:39
  float c207 = 0.0f;  // matmul.tile:39
  float c208 = 0.0f;  // matmul.tile:39
  float c209 = 0.0f;  // matmul.tile:39
  float c210 = 0.0f;  // matmul.tile:39
  float c211 = 0.0f;  // matmul.tile:39
  float c212 = 0.0f;  // matmul.tile:39
  float c213 = 0.0f;  // matmul.tile:39
  float c214 = 0.0f;  // matmul.tile:39
  for (int iv215 = k149; iv215 < p_K; iv215 += k150) {  // matmul.tile:39
    int const v216 = ((int)((unsigned int)(iv215) + (unsigned int)(tl_c2_0)));  // matmul.tile:40
    int const v217 = ((int)((unsigned int)(iv215) + (unsigned int)(ar134)));  // matmul.tile:40
    int const v218 = ((int)((unsigned int)(iv215) + (unsigned int)(ar135)));  // matmul.tile:40
    int const v219 = ((int)((unsigned int)(iv215) + (unsigned int)(ar136)));  // matmul.tile:40
    int const v220 = ((int)((unsigned int)(iv215) + (unsigned int)(ar137)));  // matmul.tile:40
    int const v221 = ((int)((unsigned int)(iv215) + (unsigned int)(ar138)));  // matmul.tile:40
    int const v222 = ((int)((unsigned int)(iv215) + (unsigned int)(ar139)));  // matmul.tile:40
    int const v223 = ((int)((unsigned int)(iv215) + (unsigned int)(ar140)));  // matmul.tile:40
    int const v224 = ((int)((unsigned int)(iv215) + (unsigned int)(ar141)));  // matmul.tile:40
    int const v225 = ((int)((unsigned int)(iv215) + (unsigned int)(ar142)));  // matmul.tile:40
    int const v226 = ((int)((unsigned int)(iv215) + (unsigned int)(ar143)));  // matmul.tile:40
    int const v227 = ((int)((unsigned int)(iv215) + (unsigned int)(ar144)));  // matmul.tile:40
    int const v228 = ((int)((unsigned int)(iv215) + (unsigned int)(ar145)));  // matmul.tile:40
    int const v229 = ((int)((unsigned int)(iv215) + (unsigned int)(ar146)));  // matmul.tile:40
    int const v230 = ((int)((unsigned int)(iv215) + (unsigned int)(ar147)));  // matmul.tile:40
    int const v231 = ((int)((unsigned int)(iv215) + (unsigned int)(ar148)));  // matmul.tile:40
    int const ar232 = (tl_c3_0 + 8);  // matmul.tile:41
    int const ar233 = (tl_c3_0 + 16);  // matmul.tile:41
    int const ar234 = (tl_c3_0 + 24);  // matmul.tile:41
    int const ar235 = (tl_c3_0 + 32);  // matmul.tile:41
    int const ar236 = (tl_c3_0 + 40);  // matmul.tile:41
    int const ar237 = (tl_c3_0 + 48);  // matmul.tile:41
    int const ar238 = (tl_c3_0 + 56);  // matmul.tile:41
    int const ar239 = (tl_c3_0 + 64);  // matmul.tile:41
    int const ar240 = (tl_c3_0 + 72);  // matmul.tile:41
    int const ar241 = (tl_c3_0 + 80);  // matmul.tile:41
    int const ar242 = (tl_c3_0 + 88);  // matmul.tile:41
    int const ar243 = (tl_c3_0 + 96);  // matmul.tile:41
    int const ar244 = (tl_c3_0 + 104);  // matmul.tile:41
    int const ar245 = (tl_c3_0 + 112);  // matmul.tile:41
    int const ar246 = (tl_c3_0 + 120);  // matmul.tile:41
    int const v247 = ((int)((unsigned int)(v4) + (unsigned int)(tl_c3_0)));  // matmul.tile:41
    int const v248 = ((int)((unsigned int)(v4) + (unsigned int)(ar232)));  // matmul.tile:41
    int const v249 = ((int)((unsigned int)(v4) + (unsigned int)(ar233)));  // matmul.tile:41
    int const v250 = ((int)((unsigned int)(v4) + (unsigned int)(ar234)));  // matmul.tile:41
    int const v251 = ((int)((unsigned int)(v4) + (unsigned int)(ar235)));  // matmul.tile:41
    int const v252 = ((int)((unsigned int)(v4) + (unsigned int)(ar236)));  // matmul.tile:41
    int const v253 = ((int)((unsigned int)(v4) + (unsigned int)(ar237)));  // matmul.tile:41
    int const v254 = ((int)((unsigned int)(v4) + (unsigned int)(ar238)));  // matmul.tile:41
    int const v255 = ((int)((unsigned int)(v4) + (unsigned int)(ar239)));  // matmul.tile:41
    int const v256 = ((int)((unsigned int)(v4) + (unsigned int)(ar240)));  // matmul.tile:41
    int const v257 = ((int)((unsigned int)(v4) + (unsigned int)(ar241)));  // matmul.tile:41
    int const v258 = ((int)((unsigned int)(v4) + (unsigned int)(ar242)));  // matmul.tile:41
    int const v259 = ((int)((unsigned int)(v4) + (unsigned int)(ar243)));  // matmul.tile:41
    int const v260 = ((int)((unsigned int)(v4) + (unsigned int)(ar244)));  // matmul.tile:41
    int const v261 = ((int)((unsigned int)(v4) + (unsigned int)(ar245)));  // matmul.tile:41
    int const v262 = ((int)((unsigned int)(v4) + (unsigned int)(ar246)));  // matmul.tile:41
    int const v263 = ((int)((unsigned int)(v247) * (unsigned int)(p_stride_am)));  // matmul.tile:41
    int const v264 = ((int)((unsigned int)(v248) * (unsigned int)(p_stride_am)));  // matmul.tile:41
    int const v265 = ((int)((unsigned int)(v249) * (unsigned int)(p_stride_am)));  // matmul.tile:41
    int const v266 = ((int)((unsigned int)(v250) * (unsigned int)(p_stride_am)));  // matmul.tile:41
    int const v267 = ((int)((unsigned int)(v251) * (unsigned int)(p_stride_am)));  // matmul.tile:41
    int const v268 = ((int)((unsigned int)(v252) * (unsigned int)(p_stride_am)));  // matmul.tile:41
    int const v269 = ((int)((unsigned int)(v253) * (unsigned int)(p_stride_am)));  // matmul.tile:41
    int const v270 = ((int)((unsigned int)(v254) * (unsigned int)(p_stride_am)));  // matmul.tile:41
    int const v271 = ((int)((unsigned int)(v255) * (unsigned int)(p_stride_am)));  // matmul.tile:41
    int const v272 = ((int)((unsigned int)(v256) * (unsigned int)(p_stride_am)));  // matmul.tile:41
    int const v273 = ((int)((unsigned int)(v257) * (unsigned int)(p_stride_am)));  // matmul.tile:41
    int const v274 = ((int)((unsigned int)(v258) * (unsigned int)(p_stride_am)));  // matmul.tile:41
    int const v275 = ((int)((unsigned int)(v259) * (unsigned int)(p_stride_am)));  // matmul.tile:41
    int const v276 = ((int)((unsigned int)(v260) * (unsigned int)(p_stride_am)));  // matmul.tile:41
    int const v277 = ((int)((unsigned int)(v261) * (unsigned int)(p_stride_am)));  // matmul.tile:41
    int const v278 = ((int)((unsigned int)(v262) * (unsigned int)(p_stride_am)));  // matmul.tile:41
    _Float16* const p279 = (p_a + v263);  // matmul.tile:41
    _Float16* const p280 = (p_a + v264);  // matmul.tile:41
    _Float16* const p281 = (p_a + v265);  // matmul.tile:41
    _Float16* const p282 = (p_a + v266);  // matmul.tile:41
    _Float16* const p283 = (p_a + v267);  // matmul.tile:41
    _Float16* const p284 = (p_a + v268);  // matmul.tile:41
    _Float16* const p285 = (p_a + v269);  // matmul.tile:41
    _Float16* const p286 = (p_a + v270);  // matmul.tile:41
    _Float16* const p287 = (p_a + v271);  // matmul.tile:41
    _Float16* const p288 = (p_a + v272);  // matmul.tile:41
    _Float16* const p289 = (p_a + v273);  // matmul.tile:41
    _Float16* const p290 = (p_a + v274);  // matmul.tile:41
    _Float16* const p291 = (p_a + v275);  // matmul.tile:41
    _Float16* const p292 = (p_a + v276);  // matmul.tile:41
    _Float16* const p293 = (p_a + v277);  // matmul.tile:41
    _Float16* const p294 = (p_a + v278);  // matmul.tile:41
    int const v295 = ((int)((unsigned int)(iv215) + (unsigned int)(tl_c4_0)));  // matmul.tile:41
    int const v296 = ((int)((unsigned int)(v295) * (unsigned int)(p_stride_ak)));  // matmul.tile:41
    _Float16* const p297 = (p279 + v296);  // matmul.tile:41
    _Float16* const p298 = (p280 + v296);  // matmul.tile:41
    _Float16* const p299 = (p281 + v296);  // matmul.tile:41
    _Float16* const p300 = (p282 + v296);  // matmul.tile:41
    _Float16* const p301 = (p283 + v296);  // matmul.tile:41
    _Float16* const p302 = (p284 + v296);  // matmul.tile:41
    _Float16* const p303 = (p285 + v296);  // matmul.tile:41
    _Float16* const p304 = (p286 + v296);  // matmul.tile:41
    _Float16* const p305 = (p287 + v296);  // matmul.tile:41
    _Float16* const p306 = (p288 + v296);  // matmul.tile:41
    _Float16* const p307 = (p289 + v296);  // matmul.tile:41
    _Float16* const p308 = (p290 + v296);  // matmul.tile:41
    _Float16* const p309 = (p291 + v296);  // matmul.tile:41
    _Float16* const p310 = (p292 + v296);  // matmul.tile:41
    _Float16* const p311 = (p293 + v296);  // matmul.tile:41
    _Float16* const p312 = (p294 + v296);  // matmul.tile:41
    int const ar313 = (tl_c3_0 + 8);  // matmul.tile:42
    int const ar314 = (tl_c3_0 + 16);  // matmul.tile:42
    int const ar315 = (tl_c3_0 + 24);  // matmul.tile:42
    int const ar316 = (tl_c3_0 + 32);  // matmul.tile:42
    int const ar317 = (tl_c3_0 + 40);  // matmul.tile:42
    int const ar318 = (tl_c3_0 + 48);  // matmul.tile:42
    int const ar319 = (tl_c3_0 + 56);  // matmul.tile:42
    int const ar320 = (tl_c3_0 + 64);  // matmul.tile:42
    int const ar321 = (tl_c3_0 + 72);  // matmul.tile:42
    int const ar322 = (tl_c3_0 + 80);  // matmul.tile:42
    int const ar323 = (tl_c3_0 + 88);  // matmul.tile:42
    int const ar324 = (tl_c3_0 + 96);  // matmul.tile:42
    int const ar325 = (tl_c3_0 + 104);  // matmul.tile:42
    int const ar326 = (tl_c3_0 + 112);  // matmul.tile:42
    int const ar327 = (tl_c3_0 + 120);  // matmul.tile:42
    int const v328 = ((int)((unsigned int)(v4) + (unsigned int)(tl_c3_0)));  // matmul.tile:42
    int const v329 = ((int)((unsigned int)(v4) + (unsigned int)(ar313)));  // matmul.tile:42
    int const v330 = ((int)((unsigned int)(v4) + (unsigned int)(ar314)));  // matmul.tile:42
    int const v331 = ((int)((unsigned int)(v4) + (unsigned int)(ar315)));  // matmul.tile:42
    int const v332 = ((int)((unsigned int)(v4) + (unsigned int)(ar316)));  // matmul.tile:42
    int const v333 = ((int)((unsigned int)(v4) + (unsigned int)(ar317)));  // matmul.tile:42
    int const v334 = ((int)((unsigned int)(v4) + (unsigned int)(ar318)));  // matmul.tile:42
    int const v335 = ((int)((unsigned int)(v4) + (unsigned int)(ar319)));  // matmul.tile:42
    int const v336 = ((int)((unsigned int)(v4) + (unsigned int)(ar320)));  // matmul.tile:42
    int const v337 = ((int)((unsigned int)(v4) + (unsigned int)(ar321)));  // matmul.tile:42
    int const v338 = ((int)((unsigned int)(v4) + (unsigned int)(ar322)));  // matmul.tile:42
    int const v339 = ((int)((unsigned int)(v4) + (unsigned int)(ar323)));  // matmul.tile:42
    int const v340 = ((int)((unsigned int)(v4) + (unsigned int)(ar324)));  // matmul.tile:42
    int const v341 = ((int)((unsigned int)(v4) + (unsigned int)(ar325)));  // matmul.tile:42
    int const v342 = ((int)((unsigned int)(v4) + (unsigned int)(ar326)));  // matmul.tile:42
    int const v343 = ((int)((unsigned int)(v4) + (unsigned int)(ar327)));  // matmul.tile:42
    bool const v344 = (v328 < p_M);  // matmul.tile:42
    bool const v345 = (v329 < p_M);  // matmul.tile:42
    bool const v346 = (v330 < p_M);  // matmul.tile:42
    bool const v347 = (v331 < p_M);  // matmul.tile:42
    bool const v348 = (v332 < p_M);  // matmul.tile:42
    bool const v349 = (v333 < p_M);  // matmul.tile:42
    bool const v350 = (v334 < p_M);  // matmul.tile:42
    bool const v351 = (v335 < p_M);  // matmul.tile:42
    bool const v352 = (v336 < p_M);  // matmul.tile:42
    bool const v353 = (v337 < p_M);  // matmul.tile:42
    bool const v354 = (v338 < p_M);  // matmul.tile:42
    bool const v355 = (v339 < p_M);  // matmul.tile:42
    bool const v356 = (v340 < p_M);  // matmul.tile:42
    bool const v357 = (v341 < p_M);  // matmul.tile:42
    bool const v358 = (v342 < p_M);  // matmul.tile:42
    bool const v359 = (v343 < p_M);  // matmul.tile:42
    int const v360 = ((int)((unsigned int)(iv215) + (unsigned int)(tl_c4_0)));  // matmul.tile:42
    bool const v361 = (v360 < p_K);  // matmul.tile:42
    bool const v362 = ((bool)(v344 & v361));  // matmul.tile:42
    bool const v363 = ((bool)(v345 & v361));  // matmul.tile:42
    bool const v364 = ((bool)(v346 & v361));  // matmul.tile:42
    bool const v365 = ((bool)(v347 & v361));  // matmul.tile:42
    bool const v366 = ((bool)(v348 & v361));  // matmul.tile:42
    bool const v367 = ((bool)(v349 & v361));  // matmul.tile:42
    bool const v368 = ((bool)(v350 & v361));  // matmul.tile:42
    bool const v369 = ((bool)(v351 & v361));  // matmul.tile:42
    bool const v370 = ((bool)(v352 & v361));  // matmul.tile:42
    bool const v371 = ((bool)(v353 & v361));  // matmul.tile:42
    bool const v372 = ((bool)(v354 & v361));  // matmul.tile:42
    bool const v373 = ((bool)(v355 & v361));  // matmul.tile:42
    bool const v374 = ((bool)(v356 & v361));  // matmul.tile:42
    bool const v375 = ((bool)(v357 & v361));  // matmul.tile:42
    bool const v376 = ((bool)(v358 & v361));  // matmul.tile:42
    bool const v377 = ((bool)(v359 & v361));  // matmul.tile:42
    _Float16 const k378 = tl_u2h((unsigned short)0);  // matmul.tile:41
    const _Float16 ld379 = v362 ? *p297 : k378;  // matmul.tile:41
    const _Float16 ld380 = v363 ? *p298 : k378;  // matmul.tile:41
    const _Float16 ld381 = v364 ? *p299 : k378;  // matmul.tile:41
    const _Float16 ld382 = v365 ? *p300 : k378;  // matmul.tile:41
    const _Float16 ld383 = v366 ? *p301 : k378;  // matmul.tile:41
    const _Float16 ld384 = v367 ? *p302 : k378;  // matmul.tile:41
    const _Float16 ld385 = v368 ? *p303 : k378;  // matmul.tile:41
    const _Float16 ld386 = v369 ? *p304 : k378;  // matmul.tile:41
    const _Float16 ld387 = v370 ? *p305 : k378;  // matmul.tile:41
    const _Float16 ld388 = v371 ? *p306 : k378;  // matmul.tile:41
    const _Float16 ld389 = v372 ? *p307 : k378;  // matmul.tile:41
    const _Float16 ld390 = v373 ? *p308 : k378;  // matmul.tile:41
    const _Float16 ld391 = v374 ? *p309 : k378;  // matmul.tile:41
    const _Float16 ld392 = v375 ? *p310 : k378;  // matmul.tile:41
    const _Float16 ld393 = v376 ? *p311 : k378;  // matmul.tile:41
    const _Float16 ld394 = v377 ? *p312 : k378;  // matmul.tile:41
    int const v395 = ((int)((unsigned int)(v216) * (unsigned int)(p_stride_bk)));  // matmul.tile:43
    int const v396 = ((int)((unsigned int)(v217) * (unsigned int)(p_stride_bk)));  // matmul.tile:43
    int const v397 = ((int)((unsigned int)(v218) * (unsigned int)(p_stride_bk)));  // matmul.tile:43
    int const v398 = ((int)((unsigned int)(v219) * (unsigned int)(p_stride_bk)));  // matmul.tile:43
    int const v399 = ((int)((unsigned int)(v220) * (unsigned int)(p_stride_bk)));  // matmul.tile:43
    int const v400 = ((int)((unsigned int)(v221) * (unsigned int)(p_stride_bk)));  // matmul.tile:43
    int const v401 = ((int)((unsigned int)(v222) * (unsigned int)(p_stride_bk)));  // matmul.tile:43
    int const v402 = ((int)((unsigned int)(v223) * (unsigned int)(p_stride_bk)));  // matmul.tile:43
    int const v403 = ((int)((unsigned int)(v224) * (unsigned int)(p_stride_bk)));  // matmul.tile:43
    int const v404 = ((int)((unsigned int)(v225) * (unsigned int)(p_stride_bk)));  // matmul.tile:43
    int const v405 = ((int)((unsigned int)(v226) * (unsigned int)(p_stride_bk)));  // matmul.tile:43
    int const v406 = ((int)((unsigned int)(v227) * (unsigned int)(p_stride_bk)));  // matmul.tile:43
    int const v407 = ((int)((unsigned int)(v228) * (unsigned int)(p_stride_bk)));  // matmul.tile:43
    int const v408 = ((int)((unsigned int)(v229) * (unsigned int)(p_stride_bk)));  // matmul.tile:43
    int const v409 = ((int)((unsigned int)(v230) * (unsigned int)(p_stride_bk)));  // matmul.tile:43
    int const v410 = ((int)((unsigned int)(v231) * (unsigned int)(p_stride_bk)));  // matmul.tile:43
    _Float16* const p411 = (p_b + v395);  // matmul.tile:43
    _Float16* const p412 = (p_b + v396);  // matmul.tile:43
    _Float16* const p413 = (p_b + v397);  // matmul.tile:43
    _Float16* const p414 = (p_b + v398);  // matmul.tile:43
    _Float16* const p415 = (p_b + v399);  // matmul.tile:43
    _Float16* const p416 = (p_b + v400);  // matmul.tile:43
    _Float16* const p417 = (p_b + v401);  // matmul.tile:43
    _Float16* const p418 = (p_b + v402);  // matmul.tile:43
    _Float16* const p419 = (p_b + v403);  // matmul.tile:43
    _Float16* const p420 = (p_b + v404);  // matmul.tile:43
    _Float16* const p421 = (p_b + v405);  // matmul.tile:43
    _Float16* const p422 = (p_b + v406);  // matmul.tile:43
    _Float16* const p423 = (p_b + v407);  // matmul.tile:43
    _Float16* const p424 = (p_b + v408);  // matmul.tile:43
    _Float16* const p425 = (p_b + v409);  // matmul.tile:43
    _Float16* const p426 = (p_b + v410);  // matmul.tile:43
    int const v427 = ((int)((unsigned int)(v133) * (unsigned int)(p_stride_bn)));  // matmul.tile:43
    _Float16* const p428 = (p411 + v427);  // matmul.tile:43
    _Float16* const p429 = (p412 + v427);  // matmul.tile:43
    _Float16* const p430 = (p413 + v427);  // matmul.tile:43
    _Float16* const p431 = (p414 + v427);  // matmul.tile:43
    _Float16* const p432 = (p415 + v427);  // matmul.tile:43
    _Float16* const p433 = (p416 + v427);  // matmul.tile:43
    _Float16* const p434 = (p417 + v427);  // matmul.tile:43
    _Float16* const p435 = (p418 + v427);  // matmul.tile:43
    _Float16* const p436 = (p419 + v427);  // matmul.tile:43
    _Float16* const p437 = (p420 + v427);  // matmul.tile:43
    _Float16* const p438 = (p421 + v427);  // matmul.tile:43
    _Float16* const p439 = (p422 + v427);  // matmul.tile:43
    _Float16* const p440 = (p423 + v427);  // matmul.tile:43
    _Float16* const p441 = (p424 + v427);  // matmul.tile:43
    _Float16* const p442 = (p425 + v427);  // matmul.tile:43
    _Float16* const p443 = (p426 + v427);  // matmul.tile:43
    bool const v444 = (v216 < p_K);  // matmul.tile:44
    bool const v445 = (v217 < p_K);  // matmul.tile:44
    bool const v446 = (v218 < p_K);  // matmul.tile:44
    bool const v447 = (v219 < p_K);  // matmul.tile:44
    bool const v448 = (v220 < p_K);  // matmul.tile:44
    bool const v449 = (v221 < p_K);  // matmul.tile:44
    bool const v450 = (v222 < p_K);  // matmul.tile:44
    bool const v451 = (v223 < p_K);  // matmul.tile:44
    bool const v452 = (v224 < p_K);  // matmul.tile:44
    bool const v453 = (v225 < p_K);  // matmul.tile:44
    bool const v454 = (v226 < p_K);  // matmul.tile:44
    bool const v455 = (v227 < p_K);  // matmul.tile:44
    bool const v456 = (v228 < p_K);  // matmul.tile:44
    bool const v457 = (v229 < p_K);  // matmul.tile:44
    bool const v458 = (v230 < p_K);  // matmul.tile:44
    bool const v459 = (v231 < p_K);  // matmul.tile:44
    bool const v460 = (v133 < p_N);  // matmul.tile:44
    bool const v461 = ((bool)(v444 & v460));  // matmul.tile:44
    bool const v462 = ((bool)(v445 & v460));  // matmul.tile:44
    bool const v463 = ((bool)(v446 & v460));  // matmul.tile:44
    bool const v464 = ((bool)(v447 & v460));  // matmul.tile:44
    bool const v465 = ((bool)(v448 & v460));  // matmul.tile:44
    bool const v466 = ((bool)(v449 & v460));  // matmul.tile:44
    bool const v467 = ((bool)(v450 & v460));  // matmul.tile:44
    bool const v468 = ((bool)(v451 & v460));  // matmul.tile:44
    bool const v469 = ((bool)(v452 & v460));  // matmul.tile:44
    bool const v470 = ((bool)(v453 & v460));  // matmul.tile:44
    bool const v471 = ((bool)(v454 & v460));  // matmul.tile:44
    bool const v472 = ((bool)(v455 & v460));  // matmul.tile:44
    bool const v473 = ((bool)(v456 & v460));  // matmul.tile:44
    bool const v474 = ((bool)(v457 & v460));  // matmul.tile:44
    bool const v475 = ((bool)(v458 & v460));  // matmul.tile:44
    bool const v476 = ((bool)(v459 & v460));  // matmul.tile:44
    _Float16 const k477 = tl_u2h((unsigned short)0);  // matmul.tile:43
    const _Float16 ld478 = v461 ? *p428 : k477;  // matmul.tile:43
    const _Float16 ld479 = v462 ? *p429 : k477;  // matmul.tile:43
    const _Float16 ld480 = v463 ? *p430 : k477;  // matmul.tile:43
    const _Float16 ld481 = v464 ? *p431 : k477;  // matmul.tile:43
    const _Float16 ld482 = v465 ? *p432 : k477;  // matmul.tile:43
    const _Float16 ld483 = v466 ? *p433 : k477;  // matmul.tile:43
    const _Float16 ld484 = v467 ? *p434 : k477;  // matmul.tile:43
    const _Float16 ld485 = v468 ? *p435 : k477;  // matmul.tile:43
    const _Float16 ld486 = v469 ? *p436 : k477;  // matmul.tile:43
    const _Float16 ld487 = v470 ? *p437 : k477;  // matmul.tile:43
    const _Float16 ld488 = v471 ? *p438 : k477;  // matmul.tile:43
    const _Float16 ld489 = v472 ? *p439 : k477;  // matmul.tile:43
    const _Float16 ld490 = v473 ? *p440 : k477;  // matmul.tile:43
    const _Float16 ld491 = v474 ? *p441 : k477;  // matmul.tile:43
    const _Float16 ld492 = v475 ? *p442 : k477;  // matmul.tile:43
    const _Float16 ld493 = v476 ? *p443 : k477;  // matmul.tile:43
    __syncthreads();  // matmul.tile:45
    _Float16* dA494 = reinterpret_cast<_Float16*>(tl_smem + 0);  // dot operands: A, B^T  // matmul.tile:45
    _Float16* dB495 = reinterpret_cast<_Float16*>(tl_smem + 9216);  // matmul.tile:45
    dA494[tl_c5_0 * 36 + tl_c5_1] = ld379;  // matmul.tile:45
    dA494[(tl_c5_0 * 36 + tl_c5_1 + 288)] = ld380;  // matmul.tile:45
    dA494[(tl_c5_0 * 36 + tl_c5_1 + 576)] = ld381;  // matmul.tile:45
    dA494[(tl_c5_0 * 36 + tl_c5_1 + 864)] = ld382;  // matmul.tile:45
    dA494[(tl_c5_0 * 36 + tl_c5_1 + 1152)] = ld383;  // matmul.tile:45
    dA494[(tl_c5_0 * 36 + tl_c5_1 + 1440)] = ld384;  // matmul.tile:45
    dA494[(tl_c5_0 * 36 + tl_c5_1 + 1728)] = ld385;  // matmul.tile:45
    dA494[(tl_c5_0 * 36 + tl_c5_1 + 2016)] = ld386;  // matmul.tile:45
    dA494[(tl_c5_0 * 36 + tl_c5_1 + 2304)] = ld387;  // matmul.tile:45
    dA494[(tl_c5_0 * 36 + tl_c5_1 + 2592)] = ld388;  // matmul.tile:45
    dA494[(tl_c5_0 * 36 + tl_c5_1 + 2880)] = ld389;  // matmul.tile:45
    dA494[(tl_c5_0 * 36 + tl_c5_1 + 3168)] = ld390;  // matmul.tile:45
    dA494[(tl_c5_0 * 36 + tl_c5_1 + 3456)] = ld391;  // matmul.tile:45
    dA494[(tl_c5_0 * 36 + tl_c5_1 + 3744)] = ld392;  // matmul.tile:45
    dA494[(tl_c5_0 * 36 + tl_c5_1 + 4032)] = ld393;  // matmul.tile:45
    dA494[(tl_c5_0 * 36 + tl_c5_1 + 4320)] = ld394;  // matmul.tile:45
    dB495[tl_c6_0 + tl_c6_1 * 36] = ld478;  // matmul.tile:45
    dB495[(tl_c6_0 + tl_c6_1 * 36 + 2)] = ld479;  // matmul.tile:45
    dB495[(tl_c6_0 + tl_c6_1 * 36 + 4)] = ld480;  // matmul.tile:45
    dB495[(tl_c6_0 + tl_c6_1 * 36 + 6)] = ld481;  // matmul.tile:45
    dB495[(tl_c6_0 + tl_c6_1 * 36 + 8)] = ld482;  // matmul.tile:45
    dB495[(tl_c6_0 + tl_c6_1 * 36 + 10)] = ld483;  // matmul.tile:45
    dB495[(tl_c6_0 + tl_c6_1 * 36 + 12)] = ld484;  // matmul.tile:45
    dB495[(tl_c6_0 + tl_c6_1 * 36 + 14)] = ld485;  // matmul.tile:45
    dB495[(tl_c6_0 + tl_c6_1 * 36 + 16)] = ld486;  // matmul.tile:45
    dB495[(tl_c6_0 + tl_c6_1 * 36 + 18)] = ld487;  // matmul.tile:45
    dB495[(tl_c6_0 + tl_c6_1 * 36 + 20)] = ld488;  // matmul.tile:45
    dB495[(tl_c6_0 + tl_c6_1 * 36 + 22)] = ld489;  // matmul.tile:45
    dB495[(tl_c6_0 + tl_c6_1 * 36 + 24)] = ld490;  // matmul.tile:45
    dB495[(tl_c6_0 + tl_c6_1 * 36 + 26)] = ld491;  // matmul.tile:45
    dB495[(tl_c6_0 + tl_c6_1 * 36 + 28)] = ld492;  // matmul.tile:45
    dB495[(tl_c6_0 + tl_c6_1 * 36 + 30)] = ld493;  // matmul.tile:45
    __syncthreads();  // matmul.tile:45
    const int ao496 = (tl_c7_0 + (tl_lane & 15)) * 36 + (tl_lane >> 4) * 4;  // matmul.tile:45
    const int bo497 = (0 + (tl_lane & 15)) * 36 + (tl_lane >> 4) * 4;  // matmul.tile:45
    tl_f32x4 acc498 = {c151, c152, c153, c154};  // matmul.tile:45
    tl_f32x4 acc499 = {c155, c156, c157, c158};  // matmul.tile:45
    tl_f32x4 acc500 = {c159, c160, c161, c162};  // matmul.tile:45
    tl_f32x4 acc501 = {c163, c164, c165, c166};  // matmul.tile:45
    tl_f32x4 acc502 = {c167, c168, c169, c170};  // matmul.tile:45
    tl_f32x4 acc503 = {c171, c172, c173, c174};  // matmul.tile:45
    tl_f32x4 acc504 = {c175, c176, c177, c178};  // matmul.tile:45
    tl_f32x4 acc505 = {c179, c180, c181, c182};  // matmul.tile:45
    tl_f32x4 acc506 = {c183, c184, c185, c186};  // matmul.tile:45
    tl_f32x4 acc507 = {c187, c188, c189, c190};  // matmul.tile:45
    tl_f32x4 acc508 = {c191, c192, c193, c194};  // matmul.tile:45
    tl_f32x4 acc509 = {c195, c196, c197, c198};  // matmul.tile:45
    tl_f32x4 acc510 = {c199, c200, c201, c202};  // matmul.tile:45
    tl_f32x4 acc511 = {c203, c204, c205, c206};  // matmul.tile:45
    tl_f32x4 acc512 = {c207, c208, c209, c210};  // matmul.tile:45
    tl_f32x4 acc513 = {c211, c212, c213, c214};  // matmul.tile:45
    #pragma unroll  // matmul.tile:45
    for (int k514 = 0; k514 < 32; k514 += 16) {  // matmul.tile:45
      const tl_f16x4 fa515 = *reinterpret_cast<const tl_f16x4*>(dA494 + ao496 + 0 + k514);  // matmul.tile:45
      const tl_f16x4 fa516 = *reinterpret_cast<const tl_f16x4*>(dA494 + ao496 + 2304 + k514);  // matmul.tile:45
      const tl_f16x4 fb517 = *reinterpret_cast<const tl_f16x4*>(dB495 + bo497 + 0 + k514);  // matmul.tile:45
      const tl_f16x4 fb518 = *reinterpret_cast<const tl_f16x4*>(dB495 + bo497 + 576 + k514);  // matmul.tile:45
      const tl_f16x4 fb519 = *reinterpret_cast<const tl_f16x4*>(dB495 + bo497 + 1152 + k514);  // matmul.tile:45
      const tl_f16x4 fb520 = *reinterpret_cast<const tl_f16x4*>(dB495 + bo497 + 1728 + k514);  // matmul.tile:45
      const tl_f16x4 fb521 = *reinterpret_cast<const tl_f16x4*>(dB495 + bo497 + 2304 + k514);  // matmul.tile:45
      const tl_f16x4 fb522 = *reinterpret_cast<const tl_f16x4*>(dB495 + bo497 + 2880 + k514);  // matmul.tile:45
      const tl_f16x4 fb523 = *reinterpret_cast<const tl_f16x4*>(dB495 + bo497 + 3456 + k514);  // matmul.tile:45
      const tl_f16x4 fb524 = *reinterpret_cast<const tl_f16x4*>(dB495 + bo497 + 4032 + k514);  // matmul.tile:45
      acc498 = __builtin_amdgcn_mfma_f32_16x16x16f16(fa515, fb517, acc498, 0, 0, 0);  // matmul.tile:45
      acc499 = __builtin_amdgcn_mfma_f32_16x16x16f16(fa516, fb517, acc499, 0, 0, 0);  // matmul.tile:45
      acc500 = __builtin_amdgcn_mfma_f32_16x16x16f16(fa515, fb518, acc500, 0, 0, 0);  // matmul.tile:45
      acc501 = __builtin_amdgcn_mfma_f32_16x16x16f16(fa516, fb518, acc501, 0, 0, 0);  // matmul.tile:45
      acc502 = __builtin_amdgcn_mfma_f32_16x16x16f16(fa515, fb519, acc502, 0, 0, 0);  // matmul.tile:45
      acc503 = __builtin_amdgcn_mfma_f32_16x16x16f16(fa516, fb519, acc503, 0, 0, 0);  // matmul.tile:45
      acc504 = __builtin_amdgcn_mfma_f32_16x16x16f16(fa515, fb520, acc504, 0, 0, 0);  // matmul.tile:45
      acc505 = __builtin_amdgcn_mfma_f32_16x16x16f16(fa516, fb520, acc505, 0, 0, 0);  // matmul.tile:45
      acc506 = __builtin_amdgcn_mfma_f32_16x16x16f16(fa515, fb521, acc506, 0, 0, 0);  // matmul.tile:45
      acc507 = __builtin_amdgcn_mfma_f32_16x16x16f16(fa516, fb521, acc507, 0, 0, 0);  // matmul.tile:45
      acc508 = __builtin_amdgcn_mfma_f32_16x16x16f16(fa515, fb522, acc508, 0, 0, 0);  // matmul.tile:45
      acc509 = __builtin_amdgcn_mfma_f32_16x16x16f16(fa516, fb522, acc509, 0, 0, 0);  // matmul.tile:45
      acc510 = __builtin_amdgcn_mfma_f32_16x16x16f16(fa515, fb523, acc510, 0, 0, 0);  // matmul.tile:45
      acc511 = __builtin_amdgcn_mfma_f32_16x16x16f16(fa516, fb523, acc511, 0, 0, 0);  // matmul.tile:45
      acc512 = __builtin_amdgcn_mfma_f32_16x16x16f16(fa515, fb524, acc512, 0, 0, 0);  // matmul.tile:45
      acc513 = __builtin_amdgcn_mfma_f32_16x16x16f16(fa516, fb524, acc513, 0, 0, 0);  // matmul.tile:45
    }  // matmul.tile:45
    float const dot525 = acc498[0];  // matmul.tile:45
    float const dot526 = acc498[1];  // matmul.tile:45
    float const dot527 = acc498[2];  // matmul.tile:45
    float const dot528 = acc498[3];  // matmul.tile:45
    float const dot529 = acc499[0];  // matmul.tile:45
    float const dot530 = acc499[1];  // matmul.tile:45
    float const dot531 = acc499[2];  // matmul.tile:45
    float const dot532 = acc499[3];  // matmul.tile:45
    float const dot533 = acc500[0];  // matmul.tile:45
    float const dot534 = acc500[1];  // matmul.tile:45
    float const dot535 = acc500[2];  // matmul.tile:45
    float const dot536 = acc500[3];  // matmul.tile:45
    float const dot537 = acc501[0];  // matmul.tile:45
    float const dot538 = acc501[1];  // matmul.tile:45
    float const dot539 = acc501[2];  // matmul.tile:45
    float const dot540 = acc501[3];  // matmul.tile:45
    float const dot541 = acc502[0];  // matmul.tile:45
    float const dot542 = acc502[1];  // matmul.tile:45
    float const dot543 = acc502[2];  // matmul.tile:45
    float const dot544 = acc502[3];  // matmul.tile:45
    float const dot545 = acc503[0];  // matmul.tile:45
    float const dot546 = acc503[1];  // matmul.tile:45
    float const dot547 = acc503[2];  // matmul.tile:45
    float const dot548 = acc503[3];  // matmul.tile:45
    float const dot549 = acc504[0];  // matmul.tile:45
    float const dot550 = acc504[1];  // matmul.tile:45
    float const dot551 = acc504[2];  // matmul.tile:45
    float const dot552 = acc504[3];  // matmul.tile:45
    float const dot553 = acc505[0];  // matmul.tile:45
    float const dot554 = acc505[1];  // matmul.tile:45
    float const dot555 = acc505[2];  // matmul.tile:45
    float const dot556 = acc505[3];  // matmul.tile:45
    float const dot557 = acc506[0];  // matmul.tile:45
    float const dot558 = acc506[1];  // matmul.tile:45
    float const dot559 = acc506[2];  // matmul.tile:45
    float const dot560 = acc506[3];  // matmul.tile:45
    float const dot561 = acc507[0];  // matmul.tile:45
    float const dot562 = acc507[1];  // matmul.tile:45
    float const dot563 = acc507[2];  // matmul.tile:45
    float const dot564 = acc507[3];  // matmul.tile:45
    float const dot565 = acc508[0];  // matmul.tile:45
    float const dot566 = acc508[1];  // matmul.tile:45
    float const dot567 = acc508[2];  // matmul.tile:45
    float const dot568 = acc508[3];  // matmul.tile:45
    float const dot569 = acc509[0];  // matmul.tile:45
    float const dot570 = acc509[1];  // matmul.tile:45
    float const dot571 = acc509[2];  // matmul.tile:45
    float const dot572 = acc509[3];  // matmul.tile:45
    float const dot573 = acc510[0];  // matmul.tile:45
    float const dot574 = acc510[1];  // matmul.tile:45
    float const dot575 = acc510[2];  // matmul.tile:45
    float const dot576 = acc510[3];  // matmul.tile:45
    float const dot577 = acc511[0];  // matmul.tile:45
    float const dot578 = acc511[1];  // matmul.tile:45
    float const dot579 = acc511[2];  // matmul.tile:45
    float const dot580 = acc511[3];  // matmul.tile:45
    float const dot581 = acc512[0];  // matmul.tile:45
    float const dot582 = acc512[1];  // matmul.tile:45
    float const dot583 = acc512[2];  // matmul.tile:45
    float const dot584 = acc512[3];  // matmul.tile:45
    float const dot585 = acc513[0];  // matmul.tile:45
    float const dot586 = acc513[1];  // matmul.tile:45
    float const dot587 = acc513[2];  // matmul.tile:45
    float const dot588 = acc513[3];  // matmul.tile:45
    c151 = dot525;  // matmul.tile:39
    c152 = dot526;  // matmul.tile:39
    c153 = dot527;  // matmul.tile:39
    c154 = dot528;  // matmul.tile:39
    c155 = dot529;  // matmul.tile:39
    c156 = dot530;  // matmul.tile:39
    c157 = dot531;  // matmul.tile:39
    c158 = dot532;  // matmul.tile:39
    c159 = dot533;  // matmul.tile:39
    c160 = dot534;  // matmul.tile:39
    c161 = dot535;  // matmul.tile:39
    c162 = dot536;  // matmul.tile:39
    c163 = dot537;  // matmul.tile:39
    c164 = dot538;  // matmul.tile:39
    c165 = dot539;  // matmul.tile:39
    c166 = dot540;  // matmul.tile:39
    c167 = dot541;  // matmul.tile:39
    c168 = dot542;  // matmul.tile:39
    c169 = dot543;  // matmul.tile:39
    c170 = dot544;  // matmul.tile:39
    c171 = dot545;  // matmul.tile:39
    c172 = dot546;  // matmul.tile:39
    c173 = dot547;  // matmul.tile:39
    c174 = dot548;  // matmul.tile:39
    c175 = dot549;  // matmul.tile:39
    c176 = dot550;  // matmul.tile:39
    c177 = dot551;  // matmul.tile:39
    c178 = dot552;  // matmul.tile:39
    c179 = dot553;  // matmul.tile:39
    c180 = dot554;  // matmul.tile:39
    c181 = dot555;  // matmul.tile:39
    c182 = dot556;  // matmul.tile:39
    c183 = dot557;  // matmul.tile:39
    c184 = dot558;  // matmul.tile:39
    c185 = dot559;  // matmul.tile:39
    c186 = dot560;  // matmul.tile:39
    c187 = dot561;  // matmul.tile:39
    c188 = dot562;  // matmul.tile:39
    c189 = dot563;  // matmul.tile:39
    c190 = dot564;  // matmul.tile:39
    c191 = dot565;  // matmul.tile:39
    c192 = dot566;  // matmul.tile:39
    c193 = dot567;  // matmul.tile:39
    c194 = dot568;  // matmul.tile:39
    c195 = dot569;  // matmul.tile:39
    c196 = dot570;  // matmul.tile:39
    c197 = dot571;  // matmul.tile:39
    c198 = dot572;  // matmul.tile:39
    c199 = dot573;  // matmul.tile:39
    c200 = dot574;  // matmul.tile:39
    c201 = dot575;  // matmul.tile:39
    c202 = dot576;  // matmul.tile:39
    c203 = dot577;  // matmul.tile:39
    c204 = dot578;  // matmul.tile:39
    c205 = dot579;  // matmul.tile:39
    c206 = dot580;  // matmul.tile:39
    c207 = dot581;  // matmul.tile:39
    c208 = dot582;  // matmul.tile:39
    c209 = dot583;  // matmul.tile:39
    c210 = dot584;  // matmul.tile:39
    c211 = dot585;  // matmul.tile:39
    c212 = dot586;  // matmul.tile:39
    c213 = dot587;  // matmul.tile:39
    c214 = dot588;  // matmul.tile:39
  }  // matmul.tile:39
  int const ar589 = (tl_c8_0 + 16);  // matmul.tile:46
  int const ar590 = (tl_c8_0 + 32);  // matmul.tile:46
  int const ar591 = (tl_c8_0 + 48);  // matmul.tile:46
  int const ar592 = (tl_c8_0 + 64);  // matmul.tile:46
  int const ar593 = (tl_c8_0 + 80);  // matmul.tile:46
  int const ar594 = (tl_c8_0 + 96);  // matmul.tile:46
  int const ar595 = (tl_c8_0 + 112);  // matmul.tile:46
  int const v596 = ((int)((unsigned int)(v132) + (unsigned int)(tl_c8_0)));  // matmul.tile:46
  int const v597 = ((int)((unsigned int)(v132) + (unsigned int)(ar589)));  // matmul.tile:46
  int const v598 = ((int)((unsigned int)(v132) + (unsigned int)(ar590)));  // matmul.tile:46
  int const v599 = ((int)((unsigned int)(v132) + (unsigned int)(ar591)));  // matmul.tile:46
  int const v600 = ((int)((unsigned int)(v132) + (unsigned int)(ar592)));  // matmul.tile:46
  int const v601 = ((int)((unsigned int)(v132) + (unsigned int)(ar593)));  // matmul.tile:46
  int const v602 = ((int)((unsigned int)(v132) + (unsigned int)(ar594)));  // matmul.tile:46
  int const v603 = ((int)((unsigned int)(v132) + (unsigned int)(ar595)));  // matmul.tile:46
  _Float16* const p604 = (p_bias + v596);  // matmul.tile:46
  _Float16* const p605 = (p_bias + v597);  // matmul.tile:46
  _Float16* const p606 = (p_bias + v598);  // matmul.tile:46
  _Float16* const p607 = (p_bias + v599);  // matmul.tile:46
  _Float16* const p608 = (p_bias + v600);  // matmul.tile:46
  _Float16* const p609 = (p_bias + v601);  // matmul.tile:46
  _Float16* const p610 = (p_bias + v602);  // matmul.tile:46
  _Float16* const p611 = (p_bias + v603);  // matmul.tile:46
  int const ar612 = (tl_c8_0 + 16);  // matmul.tile:46
  int const ar613 = (tl_c8_0 + 32);  // matmul.tile:46
  int const ar614 = (tl_c8_0 + 48);  // matmul.tile:46
  int const ar615 = (tl_c8_0 + 64);  // matmul.tile:46
  int const ar616 = (tl_c8_0 + 80);  // matmul.tile:46
  int const ar617 = (tl_c8_0 + 96);  // matmul.tile:46
  int const ar618 = (tl_c8_0 + 112);  // matmul.tile:46
  int const v619 = ((int)((unsigned int)(v132) + (unsigned int)(tl_c8_0)));  // matmul.tile:46
  int const v620 = ((int)((unsigned int)(v132) + (unsigned int)(ar612)));  // matmul.tile:46
  int const v621 = ((int)((unsigned int)(v132) + (unsigned int)(ar613)));  // matmul.tile:46
  int const v622 = ((int)((unsigned int)(v132) + (unsigned int)(ar614)));  // matmul.tile:46
  int const v623 = ((int)((unsigned int)(v132) + (unsigned int)(ar615)));  // matmul.tile:46
  int const v624 = ((int)((unsigned int)(v132) + (unsigned int)(ar616)));  // matmul.tile:46
  int const v625 = ((int)((unsigned int)(v132) + (unsigned int)(ar617)));  // matmul.tile:46
  int const v626 = ((int)((unsigned int)(v132) + (unsigned int)(ar618)));  // matmul.tile:46
  bool const v627 = (v619 < p_N);  // matmul.tile:46
  bool const v628 = (v620 < p_N);  // matmul.tile:46
  bool const v629 = (v621 < p_N);  // matmul.tile:46
  bool const v630 = (v622 < p_N);  // matmul.tile:46
  bool const v631 = (v623 < p_N);  // matmul.tile:46
  bool const v632 = (v624 < p_N);  // matmul.tile:46
  bool const v633 = (v625 < p_N);  // matmul.tile:46
  bool const v634 = (v626 < p_N);  // matmul.tile:46
  _Float16 const k635 = tl_u2h((unsigned short)0);  // matmul.tile:46
  const _Float16 ld636 = v627 ? *p604 : k635;  // matmul.tile:46
  const _Float16 ld637 = v628 ? *p605 : k635;  // matmul.tile:46
  const _Float16 ld638 = v629 ? *p606 : k635;  // matmul.tile:46
  const _Float16 ld639 = v630 ? *p607 : k635;  // matmul.tile:46
  const _Float16 ld640 = v631 ? *p608 : k635;  // matmul.tile:46
  const _Float16 ld641 = v632 ? *p609 : k635;  // matmul.tile:46
  const _Float16 ld642 = v633 ? *p610 : k635;  // matmul.tile:46
  const _Float16 ld643 = v634 ? *p611 : k635;  // matmul.tile:46
  float const v644 = ((float)(ld636));  // matmul.tile:46
  float const v645 = ((float)(ld637));  // matmul.tile:46
  float const v646 = ((float)(ld638));  // matmul.tile:46
  float const v647 = ((float)(ld639));  // matmul.tile:46
  float const v648 = ((float)(ld640));  // matmul.tile:46
  float const v649 = ((float)(ld641));  // matmul.tile:46
  float const v650 = ((float)(ld642));  // matmul.tile:46
  float const v651 = ((float)(ld643));  // matmul.tile:46
  float const v652 = (c151 + v644);  // matmul.tile:46
  float const v653 = (c152 + v644);  // matmul.tile:46
  float const v654 = (c153 + v644);  // matmul.tile:46
  float const v655 = (c154 + v644);  // matmul.tile:46
  float const v656 = (c155 + v644);  // matmul.tile:46
  float const v657 = (c156 + v644);  // matmul.tile:46
  float const v658 = (c157 + v644);  // matmul.tile:46
  float const v659 = (c158 + v644);  // matmul.tile:46
  float const v660 = (c159 + v645);  // matmul.tile:46
  float const v661 = (c160 + v645);  // matmul.tile:46
  float const v662 = (c161 + v645);  // matmul.tile:46
  float const v663 = (c162 + v645);  // matmul.tile:46
  float const v664 = (c163 + v645);  // matmul.tile:46
  float const v665 = (c164 + v645);  // matmul.tile:46
  float const v666 = (c165 + v645);  // matmul.tile:46
  float const v667 = (c166 + v645);  // matmul.tile:46
  float const v668 = (c167 + v646);  // matmul.tile:46
  float const v669 = (c168 + v646);  // matmul.tile:46
  float const v670 = (c169 + v646);  // matmul.tile:46
  float const v671 = (c170 + v646);  // matmul.tile:46
  float const v672 = (c171 + v646);  // matmul.tile:46
  float const v673 = (c172 + v646);  // matmul.tile:46
  float const v674 = (c173 + v646);  // matmul.tile:46
  float const v675 = (c174 + v646);  // matmul.tile:46
  float const v676 = (c175 + v647);  // matmul.tile:46
  float const v677 = (c176 + v647);  // matmul.tile:46
  float const v678 = (c177 + v647);  // matmul.tile:46
  float const v679 = (c178 + v647);  // matmul.tile:46
  float const v680 = (c179 + v647);  // matmul.tile:46
  float const v681 = (c180 + v647);  // matmul.tile:46
  float const v682 = (c181 + v647);  // matmul.tile:46
  float const v683 = (c182 + v647);  // matmul.tile:46
  float const v684 = (c183 + v648);  // matmul.tile:46
  float const v685 = (c184 + v648);  // matmul.tile:46
  float const v686 = (c185 + v648);  // matmul.tile:46
  float const v687 = (c186 + v648);  // matmul.tile:46
  float const v688 = (c187 + v648);  // matmul.tile:46
  float const v689 = (c188 + v648);  // matmul.tile:46
  float const v690 = (c189 + v648);  // matmul.tile:46
  float const v691 = (c190 + v648);  // matmul.tile:46
  float const v692 = (c191 + v649);  // matmul.tile:46
  float const v693 = (c192 + v649);  // matmul.tile:46
  float const v694 = (c193 + v649);  // matmul.tile:46
  float const v695 = (c194 + v649);  // matmul.tile:46
  float const v696 = (c195 + v649);  // matmul.tile:46
  float const v697 = (c196 + v649);  // matmul.tile:46
  float const v698 = (c197 + v649);  // matmul.tile:46
  float const v699 = (c198 + v649);  // matmul.tile:46
  float const v700 = (c199 + v650);  // matmul.tile:46
  float const v701 = (c200 + v650);  // matmul.tile:46
  float const v702 = (c201 + v650);  // matmul.tile:46
  float const v703 = (c202 + v650);  // matmul.tile:46
  float const v704 = (c203 + v650);  // matmul.tile:46
  float const v705 = (c204 + v650);  // matmul.tile:46
  float const v706 = (c205 + v650);  // matmul.tile:46
  float const v707 = (c206 + v650);  // matmul.tile:46
  float const v708 = (c207 + v651);  // matmul.tile:46
  float const v709 = (c208 + v651);  // matmul.tile:46
  float const v710 = (c209 + v651);  // matmul.tile:46
  float const v711 = (c210 + v651);  // matmul.tile:46
  float const v712 = (c211 + v651);  // matmul.tile:46
  float const v713 = (c212 + v651);  // matmul.tile:46
  float const v714 = (c213 + v651);  // matmul.tile:46
  float const v715 = (c214 + v651);  // matmul.tile:46
  int const v716 = ((int)((unsigned int)(v68) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v717 = ((int)((unsigned int)(v69) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v718 = ((int)((unsigned int)(v70) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v719 = ((int)((unsigned int)(v71) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v720 = ((int)((unsigned int)(v72) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v721 = ((int)((unsigned int)(v73) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v722 = ((int)((unsigned int)(v74) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v723 = ((int)((unsigned int)(v75) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v724 = ((int)((unsigned int)(v76) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v725 = ((int)((unsigned int)(v77) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v726 = ((int)((unsigned int)(v78) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v727 = ((int)((unsigned int)(v79) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v728 = ((int)((unsigned int)(v80) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v729 = ((int)((unsigned int)(v81) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v730 = ((int)((unsigned int)(v82) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v731 = ((int)((unsigned int)(v83) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v732 = ((int)((unsigned int)(v84) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v733 = ((int)((unsigned int)(v85) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v734 = ((int)((unsigned int)(v86) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v735 = ((int)((unsigned int)(v87) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v736 = ((int)((unsigned int)(v88) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v737 = ((int)((unsigned int)(v89) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v738 = ((int)((unsigned int)(v90) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v739 = ((int)((unsigned int)(v91) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v740 = ((int)((unsigned int)(v92) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v741 = ((int)((unsigned int)(v93) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v742 = ((int)((unsigned int)(v94) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v743 = ((int)((unsigned int)(v95) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v744 = ((int)((unsigned int)(v96) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v745 = ((int)((unsigned int)(v97) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v746 = ((int)((unsigned int)(v98) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v747 = ((int)((unsigned int)(v99) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v748 = ((int)((unsigned int)(v100) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v749 = ((int)((unsigned int)(v101) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v750 = ((int)((unsigned int)(v102) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v751 = ((int)((unsigned int)(v103) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v752 = ((int)((unsigned int)(v104) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v753 = ((int)((unsigned int)(v105) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v754 = ((int)((unsigned int)(v106) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v755 = ((int)((unsigned int)(v107) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v756 = ((int)((unsigned int)(v108) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v757 = ((int)((unsigned int)(v109) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v758 = ((int)((unsigned int)(v110) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v759 = ((int)((unsigned int)(v111) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v760 = ((int)((unsigned int)(v112) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v761 = ((int)((unsigned int)(v113) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v762 = ((int)((unsigned int)(v114) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v763 = ((int)((unsigned int)(v115) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v764 = ((int)((unsigned int)(v116) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v765 = ((int)((unsigned int)(v117) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v766 = ((int)((unsigned int)(v118) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v767 = ((int)((unsigned int)(v119) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v768 = ((int)((unsigned int)(v120) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v769 = ((int)((unsigned int)(v121) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v770 = ((int)((unsigned int)(v122) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v771 = ((int)((unsigned int)(v123) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v772 = ((int)((unsigned int)(v124) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v773 = ((int)((unsigned int)(v125) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v774 = ((int)((unsigned int)(v126) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v775 = ((int)((unsigned int)(v127) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v776 = ((int)((unsigned int)(v128) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v777 = ((int)((unsigned int)(v129) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v778 = ((int)((unsigned int)(v130) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  int const v779 = ((int)((unsigned int)(v131) * (unsigned int)(p_stride_cm)));  // matmul.tile:51
  _Float16* const p780 = (p_c + v716);  // matmul.tile:51
  _Float16* const p781 = (p_c + v717);  // matmul.tile:51
  _Float16* const p782 = (p_c + v718);  // matmul.tile:51
  _Float16* const p783 = (p_c + v719);  // matmul.tile:51
  _Float16* const p784 = (p_c + v720);  // matmul.tile:51
  _Float16* const p785 = (p_c + v721);  // matmul.tile:51
  _Float16* const p786 = (p_c + v722);  // matmul.tile:51
  _Float16* const p787 = (p_c + v723);  // matmul.tile:51
  _Float16* const p788 = (p_c + v724);  // matmul.tile:51
  _Float16* const p789 = (p_c + v725);  // matmul.tile:51
  _Float16* const p790 = (p_c + v726);  // matmul.tile:51
  _Float16* const p791 = (p_c + v727);  // matmul.tile:51
  _Float16* const p792 = (p_c + v728);  // matmul.tile:51
  _Float16* const p793 = (p_c + v729);  // matmul.tile:51
  _Float16* const p794 = (p_c + v730);  // matmul.tile:51
  _Float16* const p795 = (p_c + v731);  // matmul.tile:51
  _Float16* const p796 = (p_c + v732);  // matmul.tile:51
  _Float16* const p797 = (p_c + v733);  // matmul.tile:51
  _Float16* const p798 = (p_c + v734);  // matmul.tile:51
  _Float16* const p799 = (p_c + v735);  // matmul.tile:51
  _Float16* const p800 = (p_c + v736);  // matmul.tile:51
  _Float16* const p801 = (p_c + v737);  // matmul.tile:51
  _Float16* const p802 = (p_c + v738);  // matmul.tile:51
  _Float16* const p803 = (p_c + v739);  // matmul.tile:51
  _Float16* const p804 = (p_c + v740);  // matmul.tile:51
  _Float16* const p805 = (p_c + v741);  // matmul.tile:51
  _Float16* const p806 = (p_c + v742);  // matmul.tile:51
  _Float16* const p807 = (p_c + v743);  // matmul.tile:51
  _Float16* const p808 = (p_c + v744);  // matmul.tile:51
  _Float16* const p809 = (p_c + v745);  // matmul.tile:51
  _Float16* const p810 = (p_c + v746);  // matmul.tile:51
  _Float16* const p811 = (p_c + v747);  // matmul.tile:51
  _Float16* const p812 = (p_c + v748);  // matmul.tile:51
  _Float16* const p813 = (p_c + v749);  // matmul.tile:51
  _Float16* const p814 = (p_c + v750);  // matmul.tile:51
  _Float16* const p815 = (p_c + v751);  // matmul.tile:51
  _Float16* const p816 = (p_c + v752);  // matmul.tile:51
  _Float16* const p817 = (p_c + v753);  // matmul.tile:51
  _Float16* const p818 = (p_c + v754);  // matmul.tile:51
  _Float16* const p819 = (p_c + v755);  // matmul.tile:51
  _Float16* const p820 = (p_c + v756);  // matmul.tile:51
  _Float16* const p821 = (p_c + v757);  // matmul.tile:51
  _Float16* const p822 = (p_c + v758);  // matmul.tile:51
  _Float16* const p823 = (p_c + v759);  // matmul.tile:51
  _Float16* const p824 = (p_c + v760);  // matmul.tile:51
  _Float16* const p825 = (p_c + v761);  // matmul.tile:51
  _Float16* const p826 = (p_c + v762);  // matmul.tile:51
  _Float16* const p827 = (p_c + v763);  // matmul.tile:51
  _Float16* const p828 = (p_c + v764);  // matmul.tile:51
  _Float16* const p829 = (p_c + v765);  // matmul.tile:51
  _Float16* const p830 = (p_c + v766);  // matmul.tile:51
  _Float16* const p831 = (p_c + v767);  // matmul.tile:51
  _Float16* const p832 = (p_c + v768);  // matmul.tile:51
  _Float16* const p833 = (p_c + v769);  // matmul.tile:51
  _Float16* const p834 = (p_c + v770);  // matmul.tile:51
  _Float16* const p835 = (p_c + v771);  // matmul.tile:51
  _Float16* const p836 = (p_c + v772);  // matmul.tile:51
  _Float16* const p837 = (p_c + v773);  // matmul.tile:51
  _Float16* const p838 = (p_c + v774);  // matmul.tile:51
  _Float16* const p839 = (p_c + v775);  // matmul.tile:51
  _Float16* const p840 = (p_c + v776);  // matmul.tile:51
  _Float16* const p841 = (p_c + v777);  // matmul.tile:51
  _Float16* const p842 = (p_c + v778);  // matmul.tile:51
  _Float16* const p843 = (p_c + v779);  // matmul.tile:51
  int const v844 = ((int)((unsigned int)(v133) * (unsigned int)(p_stride_cn)));  // matmul.tile:51
  _Float16* const p845 = (p780 + v844);  // matmul.tile:51
  _Float16* const p846 = (p781 + v844);  // matmul.tile:51
  _Float16* const p847 = (p782 + v844);  // matmul.tile:51
  _Float16* const p848 = (p783 + v844);  // matmul.tile:51
  _Float16* const p849 = (p784 + v844);  // matmul.tile:51
  _Float16* const p850 = (p785 + v844);  // matmul.tile:51
  _Float16* const p851 = (p786 + v844);  // matmul.tile:51
  _Float16* const p852 = (p787 + v844);  // matmul.tile:51
  _Float16* const p853 = (p788 + v844);  // matmul.tile:51
  _Float16* const p854 = (p789 + v844);  // matmul.tile:51
  _Float16* const p855 = (p790 + v844);  // matmul.tile:51
  _Float16* const p856 = (p791 + v844);  // matmul.tile:51
  _Float16* const p857 = (p792 + v844);  // matmul.tile:51
  _Float16* const p858 = (p793 + v844);  // matmul.tile:51
  _Float16* const p859 = (p794 + v844);  // matmul.tile:51
  _Float16* const p860 = (p795 + v844);  // matmul.tile:51
  _Float16* const p861 = (p796 + v844);  // matmul.tile:51
  _Float16* const p862 = (p797 + v844);  // matmul.tile:51
  _Float16* const p863 = (p798 + v844);  // matmul.tile:51
  _Float16* const p864 = (p799 + v844);  // matmul.tile:51
  _Float16* const p865 = (p800 + v844);  // matmul.tile:51
  _Float16* const p866 = (p801 + v844);  // matmul.tile:51
  _Float16* const p867 = (p802 + v844);  // matmul.tile:51
  _Float16* const p868 = (p803 + v844);  // matmul.tile:51
  _Float16* const p869 = (p804 + v844);  // matmul.tile:51
  _Float16* const p870 = (p805 + v844);  // matmul.tile:51
  _Float16* const p871 = (p806 + v844);  // matmul.tile:51
  _Float16* const p872 = (p807 + v844);  // matmul.tile:51
  _Float16* const p873 = (p808 + v844);  // matmul.tile:51
  _Float16* const p874 = (p809 + v844);  // matmul.tile:51
  _Float16* const p875 = (p810 + v844);  // matmul.tile:51
  _Float16* const p876 = (p811 + v844);  // matmul.tile:51
  _Float16* const p877 = (p812 + v844);  // matmul.tile:51
  _Float16* const p878 = (p813 + v844);  // matmul.tile:51
  _Float16* const p879 = (p814 + v844);  // matmul.tile:51
  _Float16* const p880 = (p815 + v844);  // matmul.tile:51
  _Float16* const p881 = (p816 + v844);  // matmul.tile:51
  _Float16* const p882 = (p817 + v844);  // matmul.tile:51
  _Float16* const p883 = (p818 + v844);  // matmul.tile:51
  _Float16* const p884 = (p819 + v844);  // matmul.tile:51
  _Float16* const p885 = (p820 + v844);  // matmul.tile:51
  _Float16* const p886 = (p821 + v844);  // matmul.tile:51
  _Float16* const p887 = (p822 + v844);  // matmul.tile:51
  _Float16* const p888 = (p823 + v844);  // matmul.tile:51
  _Float16* const p889 = (p824 + v844);  // matmul.tile:51
  _Float16* const p890 = (p825 + v844);  // matmul.tile:51
  _Float16* const p891 = (p826 + v844);  // matmul.tile:51
  _Float16* const p892 = (p827 + v844);  // matmul.tile:51
  _Float16* const p893 = (p828 + v844);  // matmul.tile:51
  _Float16* const p894 = (p829 + v844);  // matmul.tile:51
  _Float16* const p895 = (p830 + v844);  // matmul.tile:51
  _Float16* const p896 = (p831 + v844);  // matmul.tile:51
  _Float16* const p897 = (p832 + v844);  // matmul.tile:51
  _Float16* const p898 = (p833 + v844);  // matmul.tile:51
  _Float16* const p899 = (p834 + v844);  // matmul.tile:51
  _Float16* const p900 = (p835 + v844);  // matmul.tile:51
  _Float16* const p901 = (p836 + v844);  // matmul.tile:51
  _Float16* const p902 = (p837 + v844);  // matmul.tile:51
  _Float16* const p903 = (p838 + v844);  // matmul.tile:51
  _Float16* const p904 = (p839 + v844);  // matmul.tile:51
  _Float16* const p905 = (p840 + v844);  // matmul.tile:51
  _Float16* const p906 = (p841 + v844);  // matmul.tile:51
  _Float16* const p907 = (p842 + v844);  // matmul.tile:51
  _Float16* const p908 = (p843 + v844);  // matmul.tile:51
  _Float16 const v909 = tl_f2h(v652);  // matmul.tile:51
  _Float16 const v910 = tl_f2h(v653);  // matmul.tile:51
  _Float16 const v911 = tl_f2h(v654);  // matmul.tile:51
  _Float16 const v912 = tl_f2h(v655);  // matmul.tile:51
  _Float16 const v913 = tl_f2h(v656);  // matmul.tile:51
  _Float16 const v914 = tl_f2h(v657);  // matmul.tile:51
  _Float16 const v915 = tl_f2h(v658);  // matmul.tile:51
  _Float16 const v916 = tl_f2h(v659);  // matmul.tile:51
  _Float16 const v917 = tl_f2h(v660);  // matmul.tile:51
  _Float16 const v918 = tl_f2h(v661);  // matmul.tile:51
  _Float16 const v919 = tl_f2h(v662);  // matmul.tile:51
  _Float16 const v920 = tl_f2h(v663);  // matmul.tile:51
  _Float16 const v921 = tl_f2h(v664);  // matmul.tile:51
  _Float16 const v922 = tl_f2h(v665);  // matmul.tile:51
  _Float16 const v923 = tl_f2h(v666);  // matmul.tile:51
  _Float16 const v924 = tl_f2h(v667);  // matmul.tile:51
  _Float16 const v925 = tl_f2h(v668);  // matmul.tile:51
  _Float16 const v926 = tl_f2h(v669);  // matmul.tile:51
  _Float16 const v927 = tl_f2h(v670);  // matmul.tile:51
  _Float16 const v928 = tl_f2h(v671);  // matmul.tile:51
  _Float16 const v929 = tl_f2h(v672);  // matmul.tile:51
  _Float16 const v930 = tl_f2h(v673);  // matmul.tile:51
  _Float16 const v931 = tl_f2h(v674);  // matmul.tile:51
  _Float16 const v932 = tl_f2h(v675);  // matmul.tile:51
  _Float16 const v933 = tl_f2h(v676);  // matmul.tile:51
  _Float16 const v934 = tl_f2h(v677);  // matmul.tile:51
  _Float16 const v935 = tl_f2h(v678);  // matmul.tile:51
  _Float16 const v936 = tl_f2h(v679);  // matmul.tile:51
  _Float16 const v937 = tl_f2h(v680);  // matmul.tile:51
  _Float16 const v938 = tl_f2h(v681);  // matmul.tile:51
  _Float16 const v939 = tl_f2h(v682);  // matmul.tile:51
  _Float16 const v940 = tl_f2h(v683);  // matmul.tile:51
  _Float16 const v941 = tl_f2h(v684);  // matmul.tile:51
  _Float16 const v942 = tl_f2h(v685);  // matmul.tile:51
  _Float16 const v943 = tl_f2h(v686);  // matmul.tile:51
  _Float16 const v944 = tl_f2h(v687);  // matmul.tile:51
  _Float16 const v945 = tl_f2h(v688);  // matmul.tile:51
  _Float16 const v946 = tl_f2h(v689);  // matmul.tile:51
  _Float16 const v947 = tl_f2h(v690);  // matmul.tile:51
  _Float16 const v948 = tl_f2h(v691);  // matmul.tile:51
  _Float16 const v949 = tl_f2h(v692);  // matmul.tile:51
  _Float16 const v950 = tl_f2h(v693);  // matmul.tile:51
  _Float16 const v951 = tl_f2h(v694);  // matmul.tile:51
  _Float16 const v952 = tl_f2h(v695);  // matmul.tile:51
  _Float16 const v953 = tl_f2h(v696);  // matmul.tile:51
  _Float16 const v954 = tl_f2h(v697);  // matmul.tile:51
  _Float16 const v955 = tl_f2h(v698);  // matmul.tile:51
  _Float16 const v956 = tl_f2h(v699);  // matmul.tile:51
  _Float16 const v957 = tl_f2h(v700);  // matmul.tile:51
  _Float16 const v958 = tl_f2h(v701);  // matmul.tile:51
  _Float16 const v959 = tl_f2h(v702);  // matmul.tile:51
  _Float16 const v960 = tl_f2h(v703);  // matmul.tile:51
  _Float16 const v961 = tl_f2h(v704);  // matmul.tile:51
  _Float16 const v962 = tl_f2h(v705);  // matmul.tile:51
  _Float16 const v963 = tl_f2h(v706);  // matmul.tile:51
  _Float16 const v964 = tl_f2h(v707);  // matmul.tile:51
  _Float16 const v965 = tl_f2h(v708);  // matmul.tile:51
  _Float16 const v966 = tl_f2h(v709);  // matmul.tile:51
  _Float16 const v967 = tl_f2h(v710);  // matmul.tile:51
  _Float16 const v968 = tl_f2h(v711);  // matmul.tile:51
  _Float16 const v969 = tl_f2h(v712);  // matmul.tile:51
  _Float16 const v970 = tl_f2h(v713);  // matmul.tile:51
  _Float16 const v971 = tl_f2h(v714);  // matmul.tile:51
  _Float16 const v972 = tl_f2h(v715);  // matmul.tile:51
  bool const v973 = (v68 < p_M);  // matmul.tile:52
  bool const v974 = (v69 < p_M);  // matmul.tile:52
  bool const v975 = (v70 < p_M);  // matmul.tile:52
  bool const v976 = (v71 < p_M);  // matmul.tile:52
  bool const v977 = (v72 < p_M);  // matmul.tile:52
  bool const v978 = (v73 < p_M);  // matmul.tile:52
  bool const v979 = (v74 < p_M);  // matmul.tile:52
  bool const v980 = (v75 < p_M);  // matmul.tile:52
  bool const v981 = (v76 < p_M);  // matmul.tile:52
  bool const v982 = (v77 < p_M);  // matmul.tile:52
  bool const v983 = (v78 < p_M);  // matmul.tile:52
  bool const v984 = (v79 < p_M);  // matmul.tile:52
  bool const v985 = (v80 < p_M);  // matmul.tile:52
  bool const v986 = (v81 < p_M);  // matmul.tile:52
  bool const v987 = (v82 < p_M);  // matmul.tile:52
  bool const v988 = (v83 < p_M);  // matmul.tile:52
  bool const v989 = (v84 < p_M);  // matmul.tile:52
  bool const v990 = (v85 < p_M);  // matmul.tile:52
  bool const v991 = (v86 < p_M);  // matmul.tile:52
  bool const v992 = (v87 < p_M);  // matmul.tile:52
  bool const v993 = (v88 < p_M);  // matmul.tile:52
  bool const v994 = (v89 < p_M);  // matmul.tile:52
  bool const v995 = (v90 < p_M);  // matmul.tile:52
  bool const v996 = (v91 < p_M);  // matmul.tile:52
  bool const v997 = (v92 < p_M);  // matmul.tile:52
  bool const v998 = (v93 < p_M);  // matmul.tile:52
  bool const v999 = (v94 < p_M);  // matmul.tile:52
  bool const v1000 = (v95 < p_M);  // matmul.tile:52
  bool const v1001 = (v96 < p_M);  // matmul.tile:52
  bool const v1002 = (v97 < p_M);  // matmul.tile:52
  bool const v1003 = (v98 < p_M);  // matmul.tile:52
  bool const v1004 = (v99 < p_M);  // matmul.tile:52
  bool const v1005 = (v100 < p_M);  // matmul.tile:52
  bool const v1006 = (v101 < p_M);  // matmul.tile:52
  bool const v1007 = (v102 < p_M);  // matmul.tile:52
  bool const v1008 = (v103 < p_M);  // matmul.tile:52
  bool const v1009 = (v104 < p_M);  // matmul.tile:52
  bool const v1010 = (v105 < p_M);  // matmul.tile:52
  bool const v1011 = (v106 < p_M);  // matmul.tile:52
  bool const v1012 = (v107 < p_M);  // matmul.tile:52
  bool const v1013 = (v108 < p_M);  // matmul.tile:52
  bool const v1014 = (v109 < p_M);  // matmul.tile:52
  bool const v1015 = (v110 < p_M);  // matmul.tile:52
  bool const v1016 = (v111 < p_M);  // matmul.tile:52
  bool const v1017 = (v112 < p_M);  // matmul.tile:52
  bool const v1018 = (v113 < p_M);  // matmul.tile:52
  bool const v1019 = (v114 < p_M);  // matmul.tile:52
  bool const v1020 = (v115 < p_M);  // matmul.tile:52
  bool const v1021 = (v116 < p_M);  // matmul.tile:52
  bool const v1022 = (v117 < p_M);  // matmul.tile:52
  bool const v1023 = (v118 < p_M);  // matmul.tile:52
  bool const v1024 = (v119 < p_M);  // matmul.tile:52
  bool const v1025 = (v120 < p_M);  // matmul.tile:52
  bool const v1026 = (v121 < p_M);  // matmul.tile:52
  bool const v1027 = (v122 < p_M);  // matmul.tile:52
  bool const v1028 = (v123 < p_M);  // matmul.tile:52
  bool const v1029 = (v124 < p_M);  // matmul.tile:52
  bool const v1030 = (v125 < p_M);  // matmul.tile:52
  bool const v1031 = (v126 < p_M);  // matmul.tile:52
  bool const v1032 = (v127 < p_M);  // matmul.tile:52
  bool const v1033 = (v128 < p_M);  // matmul.tile:52
  bool const v1034 = (v129 < p_M);  // matmul.tile:52
  bool const v1035 = (v130 < p_M);  // matmul.tile:52
  bool const v1036 = (v131 < p_M);  // matmul.tile:52
  bool const v1037 = (v133 < p_N);  // matmul.tile:52
  bool const v1038 = ((bool)(v973 & v1037));  // matmul.tile:52
  bool const v1039 = ((bool)(v974 & v1037));  // matmul.tile:52
  bool const v1040 = ((bool)(v975 & v1037));  // matmul.tile:52
  bool const v1041 = ((bool)(v976 & v1037));  // matmul.tile:52
  bool const v1042 = ((bool)(v977 & v1037));  // matmul.tile:52
  bool const v1043 = ((bool)(v978 & v1037));  // matmul.tile:52
  bool const v1044 = ((bool)(v979 & v1037));  // matmul.tile:52
  bool const v1045 = ((bool)(v980 & v1037));  // matmul.tile:52
  bool const v1046 = ((bool)(v981 & v1037));  // matmul.tile:52
  bool const v1047 = ((bool)(v982 & v1037));  // matmul.tile:52
  bool const v1048 = ((bool)(v983 & v1037));  // matmul.tile:52
  bool const v1049 = ((bool)(v984 & v1037));  // matmul.tile:52
  bool const v1050 = ((bool)(v985 & v1037));  // matmul.tile:52
  bool const v1051 = ((bool)(v986 & v1037));  // matmul.tile:52
  bool const v1052 = ((bool)(v987 & v1037));  // matmul.tile:52
  bool const v1053 = ((bool)(v988 & v1037));  // matmul.tile:52
  bool const v1054 = ((bool)(v989 & v1037));  // matmul.tile:52
  bool const v1055 = ((bool)(v990 & v1037));  // matmul.tile:52
  bool const v1056 = ((bool)(v991 & v1037));  // matmul.tile:52
  bool const v1057 = ((bool)(v992 & v1037));  // matmul.tile:52
  bool const v1058 = ((bool)(v993 & v1037));  // matmul.tile:52
  bool const v1059 = ((bool)(v994 & v1037));  // matmul.tile:52
  bool const v1060 = ((bool)(v995 & v1037));  // matmul.tile:52
  bool const v1061 = ((bool)(v996 & v1037));  // matmul.tile:52
  bool const v1062 = ((bool)(v997 & v1037));  // matmul.tile:52
  bool const v1063 = ((bool)(v998 & v1037));  // matmul.tile:52
  bool const v1064 = ((bool)(v999 & v1037));  // matmul.tile:52
  bool const v1065 = ((bool)(v1000 & v1037));  // matmul.tile:52
  bool const v1066 = ((bool)(v1001 & v1037));  // matmul.tile:52
  bool const v1067 = ((bool)(v1002 & v1037));  // matmul.tile:52
  bool const v1068 = ((bool)(v1003 & v1037));  // matmul.tile:52
  bool const v1069 = ((bool)(v1004 & v1037));  // matmul.tile:52
  bool const v1070 = ((bool)(v1005 & v1037));  // matmul.tile:52
  bool const v1071 = ((bool)(v1006 & v1037));  // matmul.tile:52
  bool const v1072 = ((bool)(v1007 & v1037));  // matmul.tile:52
  bool const v1073 = ((bool)(v1008 & v1037));  // matmul.tile:52
  bool const v1074 = ((bool)(v1009 & v1037));  // matmul.tile:52
  bool const v1075 = ((bool)(v1010 & v1037));  // matmul.tile:52
  bool const v1076 = ((bool)(v1011 & v1037));  // matmul.tile:52
  bool const v1077 = ((bool)(v1012 & v1037));  // matmul.tile:52
  bool const v1078 = ((bool)(v1013 & v1037));  // matmul.tile:52
  bool const v1079 = ((bool)(v1014 & v1037));  // matmul.tile:52
  bool const v1080 = ((bool)(v1015 & v1037));  // matmul.tile:52
  bool const v1081 = ((bool)(v1016 & v1037));  // matmul.tile:52
  bool const v1082 = ((bool)(v1017 & v1037));  // matmul.tile:52
  bool const v1083 = ((bool)(v1018 & v1037));  // matmul.tile:52
  bool const v1084 = ((bool)(v1019 & v1037));  // matmul.tile:52
  bool const v1085 = ((bool)(v1020 & v1037));  // matmul.tile:52
  bool const v1086 = ((bool)(v1021 & v1037));  // matmul.tile:52
  bool const v1087 = ((bool)(v1022 & v1037));  // matmul.tile:52
  bool const v1088 = ((bool)(v1023 & v1037));  // matmul.tile:52
  bool const v1089 = ((bool)(v1024 & v1037));  // matmul.tile:52
  bool const v1090 = ((bool)(v1025 & v1037));  // matmul.tile:52
  bool const v1091 = ((bool)(v1026 & v1037));  // matmul.tile:52
  bool const v1092 = ((bool)(v1027 & v1037));  // matmul.tile:52
  bool const v1093 = ((bool)(v1028 & v1037));  // matmul.tile:52
  bool const v1094 = ((bool)(v1029 & v1037));  // matmul.tile:52
  bool const v1095 = ((bool)(v1030 & v1037));  // matmul.tile:52
  bool const v1096 = ((bool)(v1031 & v1037));  // matmul.tile:52
  bool const v1097 = ((bool)(v1032 & v1037));  // matmul.tile:52
  bool const v1098 = ((bool)(v1033 & v1037));  // matmul.tile:52
  bool const v1099 = ((bool)(v1034 & v1037));  // matmul.tile:52
  bool const v1100 = ((bool)(v1035 & v1037));  // matmul.tile:52
  bool const v1101 = ((bool)(v1036 & v1037));  // matmul.tile:52
  __syncthreads();  // matmul.tile:51
  _Float16* cv1102 = reinterpret_cast<_Float16*>(tl_smem + 0);  // layout conversion  // matmul.tile:51
  cv1102[tl_c9_0 * 128 + tl_c9_1] = v909;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 128)] = v910;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 256)] = v911;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 384)] = v912;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 8192)] = v913;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 8320)] = v914;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 8448)] = v915;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 8576)] = v916;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 16)] = v917;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 144)] = v918;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 272)] = v919;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 400)] = v920;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 8208)] = v921;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 8336)] = v922;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 8464)] = v923;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 8592)] = v924;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 32)] = v925;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 160)] = v926;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 288)] = v927;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 416)] = v928;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 8224)] = v929;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 8352)] = v930;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 8480)] = v931;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 8608)] = v932;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 48)] = v933;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 176)] = v934;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 304)] = v935;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 432)] = v936;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 8240)] = v937;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 8368)] = v938;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 8496)] = v939;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 8624)] = v940;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 64)] = v941;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 192)] = v942;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 320)] = v943;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 448)] = v944;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 8256)] = v945;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 8384)] = v946;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 8512)] = v947;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 8640)] = v948;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 80)] = v949;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 208)] = v950;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 336)] = v951;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 464)] = v952;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 8272)] = v953;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 8400)] = v954;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 8528)] = v955;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 8656)] = v956;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 96)] = v957;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 224)] = v958;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 352)] = v959;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 480)] = v960;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 8288)] = v961;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 8416)] = v962;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 8544)] = v963;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 8672)] = v964;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 112)] = v965;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 240)] = v966;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 368)] = v967;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 496)] = v968;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 8304)] = v969;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 8432)] = v970;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 8560)] = v971;  // matmul.tile:51
  cv1102[(tl_c9_0 * 128 + tl_c9_1 + 8688)] = v972;  // matmul.tile:51
  __syncthreads();  // matmul.tile:51
  _Float16 const cv1103 = cv1102[tl_c10_0 * 128 + tl_c10_1];  // matmul.tile:51
  _Float16 const cv1104 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 256)];  // matmul.tile:51
  _Float16 const cv1105 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 512)];  // matmul.tile:51
  _Float16 const cv1106 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 768)];  // matmul.tile:51
  _Float16 const cv1107 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 1024)];  // matmul.tile:51
  _Float16 const cv1108 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 1280)];  // matmul.tile:51
  _Float16 const cv1109 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 1536)];  // matmul.tile:51
  _Float16 const cv1110 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 1792)];  // matmul.tile:51
  _Float16 const cv1111 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 2048)];  // matmul.tile:51
  _Float16 const cv1112 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 2304)];  // matmul.tile:51
  _Float16 const cv1113 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 2560)];  // matmul.tile:51
  _Float16 const cv1114 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 2816)];  // matmul.tile:51
  _Float16 const cv1115 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 3072)];  // matmul.tile:51
  _Float16 const cv1116 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 3328)];  // matmul.tile:51
  _Float16 const cv1117 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 3584)];  // matmul.tile:51
  _Float16 const cv1118 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 3840)];  // matmul.tile:51
  _Float16 const cv1119 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 4096)];  // matmul.tile:51
  _Float16 const cv1120 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 4352)];  // matmul.tile:51
  _Float16 const cv1121 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 4608)];  // matmul.tile:51
  _Float16 const cv1122 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 4864)];  // matmul.tile:51
  _Float16 const cv1123 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 5120)];  // matmul.tile:51
  _Float16 const cv1124 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 5376)];  // matmul.tile:51
  _Float16 const cv1125 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 5632)];  // matmul.tile:51
  _Float16 const cv1126 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 5888)];  // matmul.tile:51
  _Float16 const cv1127 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 6144)];  // matmul.tile:51
  _Float16 const cv1128 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 6400)];  // matmul.tile:51
  _Float16 const cv1129 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 6656)];  // matmul.tile:51
  _Float16 const cv1130 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 6912)];  // matmul.tile:51
  _Float16 const cv1131 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 7168)];  // matmul.tile:51
  _Float16 const cv1132 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 7424)];  // matmul.tile:51
  _Float16 const cv1133 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 7680)];  // matmul.tile:51
  _Float16 const cv1134 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 7936)];  // matmul.tile:51
  _Float16 const cv1135 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 8192)];  // matmul.tile:51
  _Float16 const cv1136 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 8448)];  // matmul.tile:51
  _Float16 const cv1137 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 8704)];  // matmul.tile:51
  _Float16 const cv1138 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 8960)];  // matmul.tile:51
  _Float16 const cv1139 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 9216)];  // matmul.tile:51
  _Float16 const cv1140 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 9472)];  // matmul.tile:51
  _Float16 const cv1141 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 9728)];  // matmul.tile:51
  _Float16 const cv1142 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 9984)];  // matmul.tile:51
  _Float16 const cv1143 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 10240)];  // matmul.tile:51
  _Float16 const cv1144 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 10496)];  // matmul.tile:51
  _Float16 const cv1145 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 10752)];  // matmul.tile:51
  _Float16 const cv1146 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 11008)];  // matmul.tile:51
  _Float16 const cv1147 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 11264)];  // matmul.tile:51
  _Float16 const cv1148 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 11520)];  // matmul.tile:51
  _Float16 const cv1149 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 11776)];  // matmul.tile:51
  _Float16 const cv1150 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 12032)];  // matmul.tile:51
  _Float16 const cv1151 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 12288)];  // matmul.tile:51
  _Float16 const cv1152 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 12544)];  // matmul.tile:51
  _Float16 const cv1153 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 12800)];  // matmul.tile:51
  _Float16 const cv1154 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 13056)];  // matmul.tile:51
  _Float16 const cv1155 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 13312)];  // matmul.tile:51
  _Float16 const cv1156 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 13568)];  // matmul.tile:51
  _Float16 const cv1157 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 13824)];  // matmul.tile:51
  _Float16 const cv1158 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 14080)];  // matmul.tile:51
  _Float16 const cv1159 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 14336)];  // matmul.tile:51
  _Float16 const cv1160 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 14592)];  // matmul.tile:51
  _Float16 const cv1161 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 14848)];  // matmul.tile:51
  _Float16 const cv1162 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 15104)];  // matmul.tile:51
  _Float16 const cv1163 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 15360)];  // matmul.tile:51
  _Float16 const cv1164 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 15616)];  // matmul.tile:51
  _Float16 const cv1165 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 15872)];  // matmul.tile:51
  _Float16 const cv1166 = cv1102[(tl_c10_0 * 128 + tl_c10_1 + 16128)];  // matmul.tile:51
  if (v1038) *p845 = cv1103;  // matmul.tile:51
  if (v1039) *p846 = cv1104;  // matmul.tile:51
  if (v1040) *p847 = cv1105;  // matmul.tile:51
  if (v1041) *p848 = cv1106;  // matmul.tile:51
  if (v1042) *p849 = cv1107;  // matmul.tile:51
  if (v1043) *p850 = cv1108;  // matmul.tile:51
  if (v1044) *p851 = cv1109;  // matmul.tile:51
  if (v1045) *p852 = cv1110;  // matmul.tile:51
  if (v1046) *p853 = cv1111;  // matmul.tile:51
  if (v1047) *p854 = cv1112;  // matmul.tile:51
  if (v1048) *p855 = cv1113;  // matmul.tile:51
  if (v1049) *p856 = cv1114;  // matmul.tile:51
  if (v1050) *p857 = cv1115;  // matmul.tile:51
  if (v1051) *p858 = cv1116;  // matmul.tile:51
  if (v1052) *p859 = cv1117;  // matmul.tile:51
  if (v1053) *p860 = cv1118;  // matmul.tile:51
  if (v1054) *p861 = cv1119;  // matmul.tile:51
  if (v1055) *p862 = cv1120;  // matmul.tile:51
  if (v1056) *p863 = cv1121;  // matmul.tile:51
  if (v1057) *p864 = cv1122;  // matmul.tile:51
  if (v1058) *p865 = cv1123;  // matmul.tile:51
  if (v1059) *p866 = cv1124;  // matmul.tile:51
  if (v1060) *p867 = cv1125;  // matmul.tile:51
  if (v1061) *p868 = cv1126;  // matmul.tile:51
  if (v1062) *p869 = cv1127;  // matmul.tile:51
  if (v1063) *p870 = cv1128;  // matmul.tile:51
  if (v1064) *p871 = cv1129;  // matmul.tile:51
  if (v1065) *p872 = cv1130;  // matmul.tile:51
  if (v1066) *p873 = cv1131;  // matmul.tile:51
  if (v1067) *p874 = cv1132;  // matmul.tile:51
  if (v1068) *p875 = cv1133;  // matmul.tile:51
  if (v1069) *p876 = cv1134;  // matmul.tile:51
  if (v1070) *p877 = cv1135;  // matmul.tile:51
  if (v1071) *p878 = cv1136;  // matmul.tile:51
  if (v1072) *p879 = cv1137;  // matmul.tile:51
  if (v1073) *p880 = cv1138;  // matmul.tile:51
  if (v1074) *p881 = cv1139;  // matmul.tile:51
  if (v1075) *p882 = cv1140;  // matmul.tile:51
  if (v1076) *p883 = cv1141;  // matmul.tile:51
  if (v1077) *p884 = cv1142;  // matmul.tile:51
  if (v1078) *p885 = cv1143;  // matmul.tile:51
  if (v1079) *p886 = cv1144;  // matmul.tile:51
  if (v1080) *p887 = cv1145;  // matmul.tile:51
  if (v1081) *p888 = cv1146;  // matmul.tile:51
  if (v1082) *p889 = cv1147;  // matmul.tile:51
  if (v1083) *p890 = cv1148;  // matmul.tile:51
  if (v1084) *p891 = cv1149;  // matmul.tile:51
  if (v1085) *p892 = cv1150;  // matmul.tile:51
  if (v1086) *p893 = cv1151;  // matmul.tile:51
  if (v1087) *p894 = cv1152;  // matmul.tile:51
  if (v1088) *p895 = cv1153;  // matmul.tile:51
  if (v1089) *p896 = cv1154;  // matmul.tile:51
  if (v1090) *p897 = cv1155;  // matmul.tile:51
  if (v1091) *p898 = cv1156;  // matmul.tile:51
  if (v1092) *p899 = cv1157;  // matmul.tile:51
  if (v1093) *p900 = cv1158;  // matmul.tile:51
  if (v1094) *p901 = cv1159;  // matmul.tile:51
  if (v1095) *p902 = cv1160;  // matmul.tile:51
  if (v1096) *p903 = cv1161;  // matmul.tile:51
  if (v1097) *p904 = cv1162;  // matmul.tile:51
  if (v1098) *p905 = cv1163;  // matmul.tile:51
  if (v1099) *p906 = cv1164;  // matmul.tile:51
  if (v1100) *p907 = cv1165;  // matmul.tile:51
  if (v1101) *p908 = cv1166;  // matmul.tile:51
}
