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
// exp2 with CUDA's .ftz result: below 2^-126 flushed to +0
__device__ __forceinline__ float tl_exp2f(float x) {
  const float y = exp2f(x); return y < 0x1p-126f ? 0.0f : y;
}
// Triton's fast exp: exp2 (v_exp_f32, subnormal results kept) after a multiply by log2(e)
__device__ __forceinline__ float tl_expf(float x) { return exp2f(x * 1.4426950408889634f); }
// CUDA's exp(double) is 0 from x <= -745 (the exact value is the smallest subnormal to -745.13)
__device__ __forceinline__ double tl_exp(double x) { return x <= -745.0 ? 0.0 : exp(x); }
// rsqrt with CUDA's .ftz input: a subnormal counts as a zero of its sign (then +-inf)
__device__ __forceinline__ float tl_rsqrtf(float x) {
  return __builtin_amdgcn_rsqf(__builtin_fabsf(x) < 0x1p-126f ? __builtin_copysignf(0.0f, x) : x);
}
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

// kernel vector_add: 4 warps, generated by tiledsl
extern "C" __global__ void __launch_bounds__(256) tl_k_vector_add(float* p_out, float* p_x, float* p_y, int p_n) {
  const int tl_lane = threadIdx.x & 63;
  const int tl_warp = __builtin_amdgcn_readfirstlane((int)(threadIdx.x >> 6));
  const int tl_c0_0 = (tl_lane ^ (tl_warp << 6));
  const int pid1 = (int)blockIdx.x;  // vector_add.tile:5
  int const k2 = 1024;  // vector_add.tile:6
  int const v3 = ((int)((unsigned int)(pid1) * (unsigned int)(k2)));  // vector_add.tile:6
  int const ar4 = (tl_c0_0 + 256);  // vector_add.tile:6
  int const ar5 = (tl_c0_0 + 512);  // vector_add.tile:6
  int const ar6 = (tl_c0_0 + 768);  // vector_add.tile:6
  int const v7 = ((int)((unsigned int)(v3) + (unsigned int)(tl_c0_0)));  // vector_add.tile:6
  int const v8 = ((int)((unsigned int)(v3) + (unsigned int)(ar4)));  // vector_add.tile:6
  int const v9 = ((int)((unsigned int)(v3) + (unsigned int)(ar5)));  // vector_add.tile:6
  int const v10 = ((int)((unsigned int)(v3) + (unsigned int)(ar6)));  // vector_add.tile:6
  bool const v11 = (v7 < p_n);  // vector_add.tile:7
  bool const v12 = (v8 < p_n);  // vector_add.tile:7
  bool const v13 = (v9 < p_n);  // vector_add.tile:7
  bool const v14 = (v10 < p_n);  // vector_add.tile:7
  float* const p15 = (p_x + v7);  // vector_add.tile:8
  float* const p16 = (p_x + v8);  // vector_add.tile:8
  float* const p17 = (p_x + v9);  // vector_add.tile:8
  float* const p18 = (p_x + v10);  // vector_add.tile:8
  const float ld19 = v11 ? *p15 : 0.0f;  // vector_add.tile:8
  const float ld20 = v12 ? *p16 : 0.0f;  // vector_add.tile:8
  const float ld21 = v13 ? *p17 : 0.0f;  // vector_add.tile:8
  const float ld22 = v14 ? *p18 : 0.0f;  // vector_add.tile:8
  float* const p23 = (p_y + v7);  // vector_add.tile:9
  float* const p24 = (p_y + v8);  // vector_add.tile:9
  float* const p25 = (p_y + v9);  // vector_add.tile:9
  float* const p26 = (p_y + v10);  // vector_add.tile:9
  const float ld27 = v11 ? *p23 : 0.0f;  // vector_add.tile:9
  const float ld28 = v12 ? *p24 : 0.0f;  // vector_add.tile:9
  const float ld29 = v13 ? *p25 : 0.0f;  // vector_add.tile:9
  const float ld30 = v14 ? *p26 : 0.0f;  // vector_add.tile:9
  float* const p31 = (p_out + v7);  // vector_add.tile:10
  float* const p32 = (p_out + v8);  // vector_add.tile:10
  float* const p33 = (p_out + v9);  // vector_add.tile:10
  float* const p34 = (p_out + v10);  // vector_add.tile:10
  float const v35 = (ld19 + ld27);  // vector_add.tile:10
  float const v36 = (ld20 + ld28);  // vector_add.tile:10
  float const v37 = (ld21 + ld29);  // vector_add.tile:10
  float const v38 = (ld22 + ld30);  // vector_add.tile:10
  if (v11) *p31 = v35;  // vector_add.tile:10
  if (v12) *p32 = v36;  // vector_add.tile:10
  if (v13) *p33 = v37;  // vector_add.tile:10
  if (v14) *p34 = v38;  // vector_add.tile:10
}
