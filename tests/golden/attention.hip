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

// kernel attention: 4 warps, generated by tiledsl
extern "C" __global__ void __launch_bounds__(256) tl_k_attention(_Float16* p_out, _Float16* p_q, _Float16* p_k, _Float16* p_v, float p_sm_scale, int p_seq_len, int p_head_stride) {
  extern __shared__ __attribute__((aligned(16))) unsigned char tl_smem[];
  const int tl_lane = threadIdx.x & 63;
  const int tl_warp = __builtin_amdgcn_readfirstlane((int)(threadIdx.x >> 6));
  const int tl_c0_0 = (tl_lane);
  const int tl_c1_0 = (tl_warp);
  const int tl_c2_0 = ((tl_lane & 15));
  const int tl_c3_0 = (tl_warp);
  const int tl_c3_1 = (tl_lane);
  const int tl_c4_0 = (tl_lane);
  const int tl_c4_1 = (tl_warp);
  const int tl_c5_0 = ((tl_warp << 4));
  const int tl_c6_0 = (((tl_lane >> 4) << 2) ^ (tl_warp << 4));
  const int tl_c6_1 = ((tl_lane & 15));
  const int pid1 = (int)blockIdx.x;  // attention.tile:28
  const int pid2 = (int)blockIdx.y;  // attention.tile:29
  int const v3 = ((int)((unsigned int)(pid2) * (unsigned int)(p_head_stride)));  // attention.tile:29
  int const k4 = 64;  // attention.tile:30
  int const v5 = ((int)((unsigned int)(pid1) * (unsigned int)(k4)));  // attention.tile:30
  int const ar6 = (tl_c1_0 + 4);  // attention.tile:30
  int const ar7 = (tl_c1_0 + 8);  // attention.tile:30
  int const ar8 = (tl_c1_0 + 12);  // attention.tile:30
  int const ar9 = (tl_c1_0 + 16);  // attention.tile:30
  int const ar10 = (tl_c1_0 + 20);  // attention.tile:30
  int const ar11 = (tl_c1_0 + 24);  // attention.tile:30
  int const ar12 = (tl_c1_0 + 28);  // attention.tile:30
  int const ar13 = (tl_c1_0 + 32);  // attention.tile:30
  int const ar14 = (tl_c1_0 + 36);  // attention.tile:30
  int const ar15 = (tl_c1_0 + 40);  // attention.tile:30
  int const ar16 = (tl_c1_0 + 44);  // attention.tile:30
  int const ar17 = (tl_c1_0 + 48);  // attention.tile:30
  int const ar18 = (tl_c1_0 + 52);  // attention.tile:30
  int const ar19 = (tl_c1_0 + 56);  // attention.tile:30
  int const ar20 = (tl_c1_0 + 60);  // attention.tile:30
  int const v21 = ((int)((unsigned int)(v5) + (unsigned int)(tl_c1_0)));  // attention.tile:30
  int const v22 = ((int)((unsigned int)(v5) + (unsigned int)(ar6)));  // attention.tile:30
  int const v23 = ((int)((unsigned int)(v5) + (unsigned int)(ar7)));  // attention.tile:30
  int const v24 = ((int)((unsigned int)(v5) + (unsigned int)(ar8)));  // attention.tile:30
  int const v25 = ((int)((unsigned int)(v5) + (unsigned int)(ar9)));  // attention.tile:30
  int const v26 = ((int)((unsigned int)(v5) + (unsigned int)(ar10)));  // attention.tile:30
  int const v27 = ((int)((unsigned int)(v5) + (unsigned int)(ar11)));  // attention.tile:30
  int const v28 = ((int)((unsigned int)(v5) + (unsigned int)(ar12)));  // attention.tile:30
  int const v29 = ((int)((unsigned int)(v5) + (unsigned int)(ar13)));  // attention.tile:30
  int const v30 = ((int)((unsigned int)(v5) + (unsigned int)(ar14)));  // attention.tile:30
  int const v31 = ((int)((unsigned int)(v5) + (unsigned int)(ar15)));  // attention.tile:30
  int const v32 = ((int)((unsigned int)(v5) + (unsigned int)(ar16)));  // attention.tile:30
  int const v33 = ((int)((unsigned int)(v5) + (unsigned int)(ar17)));  // attention.tile:30
  int const v34 = ((int)((unsigned int)(v5) + (unsigned int)(ar18)));  // attention.tile:30
  int const v35 = ((int)((unsigned int)(v5) + (unsigned int)(ar19)));  // attention.tile:30
  int const v36 = ((int)((unsigned int)(v5) + (unsigned int)(ar20)));  // attention.tile:30
  bool const v37 = (v21 < p_seq_len);  // attention.tile:33
  bool const v38 = (v22 < p_seq_len);  // attention.tile:33
  bool const v39 = (v23 < p_seq_len);  // attention.tile:33
  bool const v40 = (v24 < p_seq_len);  // attention.tile:33
  bool const v41 = (v25 < p_seq_len);  // attention.tile:33
  bool const v42 = (v26 < p_seq_len);  // attention.tile:33
  bool const v43 = (v27 < p_seq_len);  // attention.tile:33
  bool const v44 = (v28 < p_seq_len);  // attention.tile:33
  bool const v45 = (v29 < p_seq_len);  // attention.tile:33
  bool const v46 = (v30 < p_seq_len);  // attention.tile:33
  bool const v47 = (v31 < p_seq_len);  // attention.tile:33
  bool const v48 = (v32 < p_seq_len);  // attention.tile:33
  bool const v49 = (v33 < p_seq_len);  // attention.tile:33
  bool const v50 = (v34 < p_seq_len);  // attention.tile:33
  bool const v51 = (v35 < p_seq_len);  // attention.tile:33
  bool const v52 = (v36 < p_seq_len);  // attention.tile:33
  _Float16* const p53 = (p_q + v3);  // attention.tile:34
  int const v54 = ((int)((unsigned int)(v21) * (unsigned int)(64)));  // attention.tile:34
  int const v55 = ((int)((unsigned int)(v22) * (unsigned int)(64)));  // attention.tile:34
  int const v56 = ((int)((unsigned int)(v23) * (unsigned int)(64)));  // attention.tile:34
  int const v57 = ((int)((unsigned int)(v24) * (unsigned int)(64)));  // attention.tile:34
  int const v58 = ((int)((unsigned int)(v25) * (unsigned int)(64)));  // attention.tile:34
  int const v59 = ((int)((unsigned int)(v26) * (unsigned int)(64)));  // attention.tile:34
  int const v60 = ((int)((unsigned int)(v27) * (unsigned int)(64)));  // attention.tile:34
  int const v61 = ((int)((unsigned int)(v28) * (unsigned int)(64)));  // attention.tile:34
  int const v62 = ((int)((unsigned int)(v29) * (unsigned int)(64)));  // attention.tile:34
  int const v63 = ((int)((unsigned int)(v30) * (unsigned int)(64)));  // attention.tile:34
  int const v64 = ((int)((unsigned int)(v31) * (unsigned int)(64)));  // attention.tile:34
  int const v65 = ((int)((unsigned int)(v32) * (unsigned int)(64)));  // attention.tile:34
  int const v66 = ((int)((unsigned int)(v33) * (unsigned int)(64)));  // attention.tile:34
  int const v67 = ((int)((unsigned int)(v34) * (unsigned int)(64)));  // attention.tile:34
  int const v68 = ((int)((unsigned int)(v35) * (unsigned int)(64)));  // attention.tile:34
  int const v69 = ((int)((unsigned int)(v36) * (unsigned int)(64)));  // attention.tile:34
  _Float16* const p70 = (p53 + v54);  // attention.tile:34
  _Float16* const p71 = (p53 + v55);  // attention.tile:34
  _Float16* const p72 = (p53 + v56);  // attention.tile:34
  _Float16* const p73 = (p53 + v57);  // attention.tile:34
  _Float16* const p74 = (p53 + v58);  // attention.tile:34
  _Float16* const p75 = (p53 + v59);  // attention.tile:34
  _Float16* const p76 = (p53 + v60);  // attention.tile:34
  _Float16* const p77 = (p53 + v61);  // attention.tile:34
  _Float16* const p78 = (p53 + v62);  // attention.tile:34
  _Float16* const p79 = (p53 + v63);  // attention.tile:34
  _Float16* const p80 = (p53 + v64);  // attention.tile:34
  _Float16* const p81 = (p53 + v65);  // attention.tile:34
  _Float16* const p82 = (p53 + v66);  // attention.tile:34
  _Float16* const p83 = (p53 + v67);  // attention.tile:34
  _Float16* const p84 = (p53 + v68);  // attention.tile:34
  _Float16* const p85 = (p53 + v69);  // attention.tile:34
  _Float16* const p86 = (p70 + tl_c0_0);  // attention.tile:34
  _Float16* const p87 = (p71 + tl_c0_0);  // attention.tile:34
  _Float16* const p88 = (p72 + tl_c0_0);  // attention.tile:34
  _Float16* const p89 = (p73 + tl_c0_0);  // attention.tile:34
  _Float16* const p90 = (p74 + tl_c0_0);  // attention.tile:34
  _Float16* const p91 = (p75 + tl_c0_0);  // attention.tile:34
  _Float16* const p92 = (p76 + tl_c0_0);  // attention.tile:34
  _Float16* const p93 = (p77 + tl_c0_0);  // attention.tile:34
  _Float16* const p94 = (p78 + tl_c0_0);  // attention.tile:34
  _Float16* const p95 = (p79 + tl_c0_0);  // attention.tile:34
  _Float16* const p96 = (p80 + tl_c0_0);  // attention.tile:34
  _Float16* const p97 = (p81 + tl_c0_0);  // attention.tile:34
  _Float16* const p98 = (p82 + tl_c0_0);  // attention.tile:34
  _Float16* const p99 = (p83 + tl_c0_0);  // attention.tile:34
  _Float16* const p100 = (p84 + tl_c0_0);  // attention.tile:34
  _Float16* const p101 = (p85 + tl_c0_0);  // attention.tile:34
  _Float16 const k102 = tl_u2h((unsigned short)0);  // attention.tile:34
  const _Float16 ld103 = v37 ? *p86 : k102;  // attention.tile:34
  const _Float16 ld104 = v38 ? *p87 : k102;  // attention.tile:34
  const _Float16 ld105 = v39 ? *p88 : k102;  // attention.tile:34
  const _Float16 ld106 = v40 ? *p89 : k102;  // attention.tile:34
  const _Float16 ld107 = v41 ? *p90 : k102;  // attention.tile:34
  const _Float16 ld108 = v42 ? *p91 : k102;  // attention.tile:34
  const _Float16 ld109 = v43 ? *p92 : k102;  // attention.tile:34
  const _Float16 ld110 = v44 ? *p93 : k102;  // attention.tile:34
  const _Float16 ld111 = v45 ? *p94 : k102;  // attention.tile:34
  const _Float16 ld112 = v46 ? *p95 : k102;  // attention.tile:34
  const _Float16 ld113 = v47 ? *p96 : k102;  // attention.tile:34
  const _Float16 ld114 = v48 ? *p97 : k102;  // attention.tile:34
  const _Float16 ld115 = v49 ? *p98 : k102;  // attention.tile:34
  const _Float16 ld116 = v50 ? *p99 : k102;  // attention.tile:34
  const _Float16 ld117 = v51 ? *p100 : k102;  // attention.tile:34
  const _Float16 ld118 = v52 ? *p101 : k102;  // attention.tile:34
  float const k119 = 1.4426950216293335f;  // attention.tile:35
  float const v120 = (p_sm_scale * k119);  // attention.tile:35
  int const k121 = 0;  // attention.tile:42
  float c122 = 0.0f;  // attention.tile:42
  float c123 = 0.0f;  // attention.tile:42
  float c124 = 0.0f;  // attention.tile:42
  float c125 = 0.0f;  // attention.tile:42
  float c126 = 0.0f;  // attention.tile:42
  float c127 = 0.0f;  // attention.tile:42
  float c128 = 0.0f;  // attention.tile:42
  float c129 = 0.0f;  // attention.tile:42
  float c130 = 0.0f;  // attention.tile:42
  float c131 = 0.0f;  // attention.tile:42
  float c132 = 0.0f;  // attention.tile:42
  float c133 = 0.0f;  // attention.tile:42
  float c134 = 0.0f;  // attention.tile:42
  float c135 = 0.0f;  // attention.tile:42
  float c136 = 0.0f;  // attention.tile:42
  float c137 = 0.0f;  // attention.tile:42
  float c138 = 0.0f;  // attention.tile:42
  float c139 = 0.0f;  // attention.tile:42
  float c140 = 0.0f;  // attention.tile:42
  float c141 = 0.0f;  // attention.tile:42
  float c142 = (-TL_INF);  // attention.tile:42
  float c143 = (-TL_INF);  // attention.tile:42
  float c144 = (-TL_INF);  // attention.tile:42
  float c145 = (-TL_INF);  // attention.tile:42
  for (int iv146 = k121; iv146 < p_seq_len; iv146 += k4) {  // attention.tile:42
    int const ar147 = (tl_c1_0 + 4);  // attention.tile:43
    int const ar148 = (tl_c1_0 + 8);  // attention.tile:43
    int const ar149 = (tl_c1_0 + 12);  // attention.tile:43
    int const ar150 = (tl_c1_0 + 16);  // attention.tile:43
    int const ar151 = (tl_c1_0 + 20);  // attention.tile:43
    int const ar152 = (tl_c1_0 + 24);  // attention.tile:43
    int const ar153 = (tl_c1_0 + 28);  // attention.tile:43
    int const ar154 = (tl_c1_0 + 32);  // attention.tile:43
    int const ar155 = (tl_c1_0 + 36);  // attention.tile:43
    int const ar156 = (tl_c1_0 + 40);  // attention.tile:43
    int const ar157 = (tl_c1_0 + 44);  // attention.tile:43
    int const ar158 = (tl_c1_0 + 48);  // attention.tile:43
    int const ar159 = (tl_c1_0 + 52);  // attention.tile:43
    int const ar160 = (tl_c1_0 + 56);  // attention.tile:43
    int const ar161 = (tl_c1_0 + 60);  // attention.tile:43
    int const v162 = ((int)((unsigned int)(iv146) + (unsigned int)(tl_c1_0)));  // attention.tile:43
    int const v163 = ((int)((unsigned int)(iv146) + (unsigned int)(ar147)));  // attention.tile:43
    int const v164 = ((int)((unsigned int)(iv146) + (unsigned int)(ar148)));  // attention.tile:43
    int const v165 = ((int)((unsigned int)(iv146) + (unsigned int)(ar149)));  // attention.tile:43
    int const v166 = ((int)((unsigned int)(iv146) + (unsigned int)(ar150)));  // attention.tile:43
    int const v167 = ((int)((unsigned int)(iv146) + (unsigned int)(ar151)));  // attention.tile:43
    int const v168 = ((int)((unsigned int)(iv146) + (unsigned int)(ar152)));  // attention.tile:43
    int const v169 = ((int)((unsigned int)(iv146) + (unsigned int)(ar153)));  // attention.tile:43
    int const v170 = ((int)((unsigned int)(iv146) + (unsigned int)(ar154)));  // attention.tile:43
    int const v171 = ((int)((unsigned int)(iv146) + (unsigned int)(ar155)));  // attention.tile:43
    int const v172 = ((int)((unsigned int)(iv146) + (unsigned int)(ar156)));  // attention.tile:43
    int const v173 = ((int)((unsigned int)(iv146) + (unsigned int)(ar157)));  // attention.tile:43
    int const v174 = ((int)((unsigned int)(iv146) + (unsigned int)(ar158)));  // attention.tile:43
    int const v175 = ((int)((unsigned int)(iv146) + (unsigned int)(ar159)));  // attention.tile:43
    int const v176 = ((int)((unsigned int)(iv146) + (unsigned int)(ar160)));  // attention.tile:43
    int const v177 = ((int)((unsigned int)(iv146) + (unsigned int)(ar161)));  // attention.tile:43
    int const ar178 = (tl_c2_0 + 16);  // attention.tile:44
    int const ar179 = (tl_c2_0 + 32);  // attention.tile:44
    int const ar180 = (tl_c2_0 + 48);  // attention.tile:44
    int const v181 = ((int)((unsigned int)(iv146) + (unsigned int)(tl_c2_0)));  // attention.tile:44
    int const v182 = ((int)((unsigned int)(iv146) + (unsigned int)(ar178)));  // attention.tile:44
    int const v183 = ((int)((unsigned int)(iv146) + (unsigned int)(ar179)));  // attention.tile:44
    int const v184 = ((int)((unsigned int)(iv146) + (unsigned int)(ar180)));  // attention.tile:44
    bool const v185 = (v181 < p_seq_len);  // attention.tile:44
    bool const v186 = (v182 < p_seq_len);  // attention.tile:44
    bool const v187 = (v183 < p_seq_len);  // attention.tile:44
    bool const v188 = (v184 < p_seq_len);  // attention.tile:44
    _Float16* const p189 = (p_k + v3);  // attention.tile:45
    int const v190 = ((int)((unsigned int)(v162) * (unsigned int)(64)));  // attention.tile:45
    int const v191 = ((int)((unsigned int)(v163) * (unsigned int)(64)));  // attention.tile:45
    int const v192 = ((int)((unsigned int)(v164) * (unsigned int)(64)));  // attention.tile:45
    int const v193 = ((int)((unsigned int)(v165) * (unsigned int)(64)));  // attention.tile:45
    int const v194 = ((int)((unsigned int)(v166) * (unsigned int)(64)));  // attention.tile:45
    int const v195 = ((int)((unsigned int)(v167) * (unsigned int)(64)));  // attention.tile:45
    int const v196 = ((int)((unsigned int)(v168) * (unsigned int)(64)));  // attention.tile:45
    int const v197 = ((int)((unsigned int)(v169) * (unsigned int)(64)));  // attention.tile:45
    int const v198 = ((int)((unsigned int)(v170) * (unsigned int)(64)));  // attention.tile:45
    int const v199 = ((int)((unsigned int)(v171) * (unsigned int)(64)));  // attention.tile:45
    int const v200 = ((int)((unsigned int)(v172) * (unsigned int)(64)));  // attention.tile:45
    int const v201 = ((int)((unsigned int)(v173) * (unsigned int)(64)));  // attention.tile:45
    int const v202 = ((int)((unsigned int)(v174) * (unsigned int)(64)));  // attention.tile:45
    int const v203 = ((int)((unsigned int)(v175) * (unsigned int)(64)));  // attention.tile:45
    int const v204 = ((int)((unsigned int)(v176) * (unsigned int)(64)));  // attention.tile:45
    int const v205 = ((int)((unsigned int)(v177) * (unsigned int)(64)));  // attention.tile:45
    _Float16* const p206 = (p189 + v190);  // attention.tile:45
    _Float16* const p207 = (p189 + v191);  // attention.tile:45
    _Float16* const p208 = (p189 + v192);  // attention.tile:45
    _Float16* const p209 = (p189 + v193);  // attention.tile:45
    _Float16* const p210 = (p189 + v194);  // attention.tile:45
    _Float16* const p211 = (p189 + v195);  // attention.tile:45
    _Float16* const p212 = (p189 + v196);  // attention.tile:45
    _Float16* const p213 = (p189 + v197);  // attention.tile:45
    _Float16* const p214 = (p189 + v198);  // attention.tile:45
    _Float16* const p215 = (p189 + v199);  // attention.tile:45
    _Float16* const p216 = (p189 + v200);  // attention.tile:45
    _Float16* const p217 = (p189 + v201);  // attention.tile:45
    _Float16* const p218 = (p189 + v202);  // attention.tile:45
    _Float16* const p219 = (p189 + v203);  // attention.tile:45
    _Float16* const p220 = (p189 + v204);  // attention.tile:45
    _Float16* const p221 = (p189 + v205);  // attention.tile:45
    _Float16* const p222 = (p206 + tl_c0_0);  // attention.tile:45
    _Float16* const p223 = (p207 + tl_c0_0);  // attention.tile:45
    _Float16* const p224 = (p208 + tl_c0_0);  // attention.tile:45
    _Float16* const p225 = (p209 + tl_c0_0);  // attention.tile:45
    _Float16* const p226 = (p210 + tl_c0_0);  // attention.tile:45
    _Float16* const p227 = (p211 + tl_c0_0);  // attention.tile:45
    _Float16* const p228 = (p212 + tl_c0_0);  // attention.tile:45
    _Float16* const p229 = (p213 + tl_c0_0);  // attention.tile:45
    _Float16* const p230 = (p214 + tl_c0_0);  // attention.tile:45
    _Float16* const p231 = (p215 + tl_c0_0);  // attention.tile:45
    _Float16* const p232 = (p216 + tl_c0_0);  // attention.tile:45
    _Float16* const p233 = (p217 + tl_c0_0);  // attention.tile:45
    _Float16* const p234 = (p218 + tl_c0_0);  // attention.tile:45
    _Float16* const p235 = (p219 + tl_c0_0);  // attention.tile:45
    _Float16* const p236 = (p220 + tl_c0_0);  // attention.tile:45
    _Float16* const p237 = (p221 + tl_c0_0);  // attention.tile:45
    bool const v238 = (v162 < p_seq_len);  // attention.tile:45
    bool const v239 = (v163 < p_seq_len);  // attention.tile:45
    bool const v240 = (v164 < p_seq_len);  // attention.tile:45
    bool const v241 = (v165 < p_seq_len);  // attention.tile:45
    bool const v242 = (v166 < p_seq_len);  // attention.tile:45
    bool const v243 = (v167 < p_seq_len);  // attention.tile:45
    bool const v244 = (v168 < p_seq_len);  // attention.tile:45
    bool const v245 = (v169 < p_seq_len);  // attention.tile:45
    bool const v246 = (v170 < p_seq_len);  // attention.tile:45
    bool const v247 = (v171 < p_seq_len);  // attention.tile:45
    bool const v248 = (v172 < p_seq_len);  // attention.tile:45
    bool const v249 = (v173 < p_seq_len);  // attention.tile:45
    bool const v250 = (v174 < p_seq_len);  // attention.tile:45
    bool const v251 = (v175 < p_seq_len);  // attention.tile:45
    bool const v252 = (v176 < p_seq_len);  // attention.tile:45
    bool const v253 = (v177 < p_seq_len);  // attention.tile:45
    _Float16 const k254 = tl_u2h((unsigned short)0);  // attention.tile:45
    const _Float16 ld255 = v238 ? *p222 : k254;  // attention.tile:45
    const _Float16 ld256 = v239 ? *p223 : k254;  // attention.tile:45
    const _Float16 ld257 = v240 ? *p224 : k254;  // attention.tile:45
    const _Float16 ld258 = v241 ? *p225 : k254;  // attention.tile:45
    const _Float16 ld259 = v242 ? *p226 : k254;  // attention.tile:45
    const _Float16 ld260 = v243 ? *p227 : k254;  // attention.tile:45
    const _Float16 ld261 = v244 ? *p228 : k254;  // attention.tile:45
    const _Float16 ld262 = v245 ? *p229 : k254;  // attention.tile:45
    const _Float16 ld263 = v246 ? *p230 : k254;  // attention.tile:45
    const _Float16 ld264 = v247 ? *p231 : k254;  // attention.tile:45
    const _Float16 ld265 = v248 ? *p232 : k254;  // attention.tile:45
    const _Float16 ld266 = v249 ? *p233 : k254;  // attention.tile:45
    const _Float16 ld267 = v250 ? *p234 : k254;  // attention.tile:45
    const _Float16 ld268 = v251 ? *p235 : k254;  // attention.tile:45
    const _Float16 ld269 = v252 ? *p236 : k254;  // attention.tile:45
    const _Float16 ld270 = v253 ? *p237 : k254;  // attention.tile:45
    __syncthreads();  // attention.tile:46
    _Float16* dA271 = reinterpret_cast<_Float16*>(tl_smem + 0);  // dot operands: A, B^T  // attention.tile:46
    _Float16* dB272 = reinterpret_cast<_Float16*>(tl_smem + 8704);  // attention.tile:46
    dA271[tl_c3_0 * 68 + tl_c3_1] = ld103;  // attention.tile:46
    dA271[(tl_c3_0 * 68 + tl_c3_1 + 272)] = ld104;  // attention.tile:46
    dA271[(tl_c3_0 * 68 + tl_c3_1 + 544)] = ld105;  // attention.tile:46
    dA271[(tl_c3_0 * 68 + tl_c3_1 + 816)] = ld106;  // attention.tile:46
    dA271[(tl_c3_0 * 68 + tl_c3_1 + 1088)] = ld107;  // attention.tile:46
    dA271[(tl_c3_0 * 68 + tl_c3_1 + 1360)] = ld108;  // attention.tile:46
    dA271[(tl_c3_0 * 68 + tl_c3_1 + 1632)] = ld109;  // attention.tile:46
    dA271[(tl_c3_0 * 68 + tl_c3_1 + 1904)] = ld110;  // attention.tile:46
    dA271[(tl_c3_0 * 68 + tl_c3_1 + 2176)] = ld111;  // attention.tile:46
    dA271[(tl_c3_0 * 68 + tl_c3_1 + 2448)] = ld112;  // attention.tile:46
    dA271[(tl_c3_0 * 68 + tl_c3_1 + 2720)] = ld113;  // attention.tile:46
    dA271[(tl_c3_0 * 68 + tl_c3_1 + 2992)] = ld114;  // attention.tile:46
    dA271[(tl_c3_0 * 68 + tl_c3_1 + 3264)] = ld115;  // attention.tile:46
    dA271[(tl_c3_0 * 68 + tl_c3_1 + 3536)] = ld116;  // attention.tile:46
    dA271[(tl_c3_0 * 68 + tl_c3_1 + 3808)] = ld117;  // attention.tile:46
    dA271[(tl_c3_0 * 68 + tl_c3_1 + 4080)] = ld118;  // attention.tile:46
    dB272[tl_c4_0 + tl_c4_1 * 68] = ld255;  // attention.tile:46
    dB272[(tl_c4_0 + tl_c4_1 * 68 + 272)] = ld256;  // attention.tile:46
    dB272[(tl_c4_0 + tl_c4_1 * 68 + 544)] = ld257;  // attention.tile:46
    dB272[(tl_c4_0 + tl_c4_1 * 68 + 816)] = ld258;  // attention.tile:46
    dB272[(tl_c4_0 + tl_c4_1 * 68 + 1088)] = ld259;  // attention.tile:46
    dB272[(tl_c4_0 + tl_c4_1 * 68 + 1360)] = ld260;  // attention.tile:46
    dB272[(tl_c4_0 + tl_c4_1 * 68 + 1632)] = ld261;  // attention.tile:46
    dB272[(tl_c4_0 + tl_c4_1 * 68 + 1904)] = ld262;  // attention.tile:46
    dB272[(tl_c4_0 + tl_c4_1 * 68 + 2176)] = ld263;  // attention.tile:46
    dB272[(tl_c4_0 + tl_c4_1 * 68 + 2448)] = ld264;  // attention.tile:46
    dB272[(tl_c4_0 + tl_c4_1 * 68 + 2720)] = ld265;  // attention.tile:46
    dB272[(tl_c4_0 + tl_c4_1 * 68 + 2992)] = ld266;  // attention.tile:46
    dB272[(tl_c4_0 + tl_c4_1 * 68 + 3264)] = ld267;  // attention.tile:46
    dB272[(tl_c4_0 + tl_c4_1 * 68 + 3536)] = ld268;  // attention.tile:46
    dB272[(tl_c4_0 + tl_c4_1 * 68 + 3808)] = ld269;  // attention.tile:46
    dB272[(tl_c4_0 + tl_c4_1 * 68 + 4080)] = ld270;  // attention.tile:46
    __syncthreads();  // attention.tile:46
    const int ao273 = (tl_c5_0 + (tl_lane & 15)) * 68 + (tl_lane >> 4) * 4;  // attention.tile:46
    const int bo274 = (0 + (tl_lane & 15)) * 68 + (tl_lane >> 4) * 4;  // attention.tile:46
    tl_f32x4 acc275 = {0.0f, 0.0f, 0.0f, 0.0f};  // attention.tile:46
    tl_f32x4 acc276 = {0.0f, 0.0f, 0.0f, 0.0f};  // attention.tile:46
    tl_f32x4 acc277 = {0.0f, 0.0f, 0.0f, 0.0f};  // attention.tile:46
    tl_f32x4 acc278 = {0.0f, 0.0f, 0.0f, 0.0f};  // attention.tile:46
    #pragma unroll  // attention.tile:46
    for (int k279 = 0; k279 < 64; k279 += 16) {  // attention.tile:46
      const tl_f16x4 fa280 = *reinterpret_cast<const tl_f16x4*>(dA271 + ao273 + 0 + k279);  // attention.tile:46
      const tl_f16x4 fb281 = *reinterpret_cast<const tl_f16x4*>(dB272 + bo274 + 0 + k279);  // attention.tile:46
      const tl_f16x4 fb282 = *reinterpret_cast<const tl_f16x4*>(dB272 + bo274 + 1088 + k279);  // attention.tile:46
      const tl_f16x4 fb283 = *reinterpret_cast<const tl_f16x4*>(dB272 + bo274 + 2176 + k279);  // attention.tile:46
      const tl_f16x4 fb284 = *reinterpret_cast<const tl_f16x4*>(dB272 + bo274 + 3264 + k279);  // attention.tile:46
      acc275 = __builtin_amdgcn_mfma_f32_16x16x16f16(fa280, fb281, acc275, 0, 0, 0);  // attention.tile:46
      acc276 = __builtin_amdgcn_mfma_f32_16x16x16f16(fa280, fb282, acc276, 0, 0, 0);  // attention.tile:46
      acc277 = __builtin_amdgcn_mfma_f32_16x16x16f16(fa280, fb283, acc277, 0, 0, 0);  // attention.tile:46
      acc278 = __builtin_amdgcn_mfma_f32_16x16x16f16(fa280, fb284, acc278, 0, 0, 0);  // attention.tile:46
    }  // attention.tile:46
    float const dot285 = acc275[0];  // attention.tile:46
    float const dot286 = acc275[1];  // attention.tile:46
    float const dot287 = acc275[2];  // attention.tile:46
    float const dot288 = acc275[3];  // attention.tile:46
    float const dot289 = acc276[0];  // attention.tile:46
    float const dot290 = acc276[1];  // attention.tile:46
    float const dot291 = acc276[2];  // attention.tile:46
    float const dot292 = acc276[3];  // attention.tile:46
    float const dot293 = acc277[0];  // attention.tile:46
    float const dot294 = acc277[1];  // attention.tile:46
    float const dot295 = acc277[2];  // attention.tile:46
    float const dot296 = acc277[3];  // attention.tile:46
    float const dot297 = acc278[0];  // attention.tile:46
    float const dot298 = acc278[1];  // attention.tile:46
    float const dot299 = acc278[2];  // attention.tile:46
    float const dot300 = acc278[3];  // attention.tile:46
    float const v301 = (dot285 * v120);  // attention.tile:46
    float const v302 = (dot286 * v120);  // attention.tile:46
    float const v303 = (dot287 * v120);  // attention.tile:46
    float const v304 = (dot288 * v120);  // attention.tile:46
    float const v305 = (dot289 * v120);  // attention.tile:46
    float const v306 = (dot290 * v120);  // attention.tile:46
    float const v307 = (dot291 * v120);  // attention.tile:46
    float const v308 = (dot292 * v120);  // attention.tile:46
    float const v309 = (dot293 * v120);  // attention.tile:46
    float const v310 = (dot294 * v120);  // attention.tile:46
    float const v311 = (dot295 * v120);  // attention.tile:46
    float const v312 = (dot296 * v120);  // attention.tile:46
    float const v313 = (dot297 * v120);  // attention.tile:46
    float const v314 = (dot298 * v120);  // attention.tile:46
    float const v315 = (dot299 * v120);  // attention.tile:46
    float const v316 = (dot300 * v120);  // attention.tile:46
    float const v317 = (v185 ? v301 : (-TL_INF));  // attention.tile:50
    float const v318 = (v185 ? v302 : (-TL_INF));  // attention.tile:50
    float const v319 = (v185 ? v303 : (-TL_INF));  // attention.tile:50
    float const v320 = (v185 ? v304 : (-TL_INF));  // attention.tile:50
    float const v321 = (v186 ? v305 : (-TL_INF));  // attention.tile:50
    float const v322 = (v186 ? v306 : (-TL_INF));  // attention.tile:50
    float const v323 = (v186 ? v307 : (-TL_INF));  // attention.tile:50
    float const v324 = (v186 ? v308 : (-TL_INF));  // attention.tile:50
    float const v325 = (v187 ? v309 : (-TL_INF));  // attention.tile:50
    float const v326 = (v187 ? v310 : (-TL_INF));  // attention.tile:50
    float const v327 = (v187 ? v311 : (-TL_INF));  // attention.tile:50
    float const v328 = (v187 ? v312 : (-TL_INF));  // attention.tile:50
    float const v329 = (v188 ? v313 : (-TL_INF));  // attention.tile:50
    float const v330 = (v188 ? v314 : (-TL_INF));  // attention.tile:50
    float const v331 = (v188 ? v315 : (-TL_INF));  // attention.tile:50
    float const v332 = (v188 ? v316 : (-TL_INF));  // attention.tile:50
    float rd333 = fmaxf(v317, v321);  // attention.tile:51
    float rd334 = fmaxf(v325, v329);  // attention.tile:51
    float rd335 = fmaxf(rd333, rd334);  // attention.tile:51
    float rd336 = fmaxf(v318, v322);  // attention.tile:51
    float rd337 = fmaxf(v326, v330);  // attention.tile:51
    float rd338 = fmaxf(rd336, rd337);  // attention.tile:51
    float rd339 = fmaxf(v319, v323);  // attention.tile:51
    float rd340 = fmaxf(v327, v331);  // attention.tile:51
    float rd341 = fmaxf(rd339, rd340);  // attention.tile:51
    float rd342 = fmaxf(v320, v324);  // attention.tile:51
    float rd343 = fmaxf(v328, v332);  // attention.tile:51
    float rd344 = fmaxf(rd342, rd343);  // attention.tile:51
    float rd345 = tl_shfl_xor(rd335, 1);  // attention.tile:51
    float rd346 = fmaxf(rd335, rd345);  // attention.tile:51
    float rd347 = tl_shfl_xor(rd338, 1);  // attention.tile:51
    float rd348 = fmaxf(rd338, rd347);  // attention.tile:51
    float rd349 = tl_shfl_xor(rd341, 1);  // attention.tile:51
    float rd350 = fmaxf(rd341, rd349);  // attention.tile:51
    float rd351 = tl_shfl_xor(rd344, 1);  // attention.tile:51
    float rd352 = fmaxf(rd344, rd351);  // attention.tile:51
    float rd353 = tl_shfl_xor(rd346, 2);  // attention.tile:51
    float rd354 = fmaxf(rd346, rd353);  // attention.tile:51
    float rd355 = tl_shfl_xor(rd348, 2);  // attention.tile:51
    float rd356 = fmaxf(rd348, rd355);  // attention.tile:51
    float rd357 = tl_shfl_xor(rd350, 2);  // attention.tile:51
    float rd358 = fmaxf(rd350, rd357);  // attention.tile:51
    float rd359 = tl_shfl_xor(rd352, 2);  // attention.tile:51
    float rd360 = fmaxf(rd352, rd359);  // attention.tile:51
    float rd361 = tl_shfl_xor(rd354, 4);  // attention.tile:51
    float rd362 = fmaxf(rd354, rd361);  // attention.tile:51
    float rd363 = tl_shfl_xor(rd356, 4);  // attention.tile:51
    float rd364 = fmaxf(rd356, rd363);  // attention.tile:51
    float rd365 = tl_shfl_xor(rd358, 4);  // attention.tile:51
    float rd366 = fmaxf(rd358, rd365);  // attention.tile:51
    float rd367 = tl_shfl_xor(rd360, 4);  // attention.tile:51
    float rd368 = fmaxf(rd360, rd367);  // attention.tile:51
    float rd369 = tl_shfl_xor(rd362, 8);  // attention.tile:51
    float rd370 = fmaxf(rd362, rd369);  // attention.tile:51
    float rd371 = tl_shfl_xor(rd364, 8);  // attention.tile:51
    float rd372 = fmaxf(rd364, rd371);  // attention.tile:51
    float rd373 = tl_shfl_xor(rd366, 8);  // attention.tile:51
    float rd374 = fmaxf(rd366, rd373);  // attention.tile:51
    float rd375 = tl_shfl_xor(rd368, 8);  // attention.tile:51
    float rd376 = fmaxf(rd368, rd375);  // attention.tile:51
    float const v377 = fmaxf(c142, rd370);  // attention.tile:51
    float const v378 = fmaxf(c143, rd372);  // attention.tile:51
    float const v379 = fmaxf(c144, rd374);  // attention.tile:51
    float const v380 = fmaxf(c145, rd376);  // attention.tile:51
    float const v381 = (v317 - v377);  // attention.tile:52
    float const v382 = (v318 - v378);  // attention.tile:52
    float const v383 = (v319 - v379);  // attention.tile:52
    float const v384 = (v320 - v380);  // attention.tile:52
    float const v385 = (v321 - v377);  // attention.tile:52
    float const v386 = (v322 - v378);  // attention.tile:52
    float const v387 = (v323 - v379);  // attention.tile:52
    float const v388 = (v324 - v380);  // attention.tile:52
    float const v389 = (v325 - v377);  // attention.tile:52
    float const v390 = (v326 - v378);  // attention.tile:52
    float const v391 = (v327 - v379);  // attention.tile:52
    float const v392 = (v328 - v380);  // attention.tile:52
    float const v393 = (v329 - v377);  // attention.tile:52
    float const v394 = (v330 - v378);  // attention.tile:52
    float const v395 = (v331 - v379);  // attention.tile:52
    float const v396 = (v332 - v380);  // attention.tile:52
    float const v397 = tl_exp2f(v381);  // attention.tile:52
    float const v398 = tl_exp2f(v382);  // attention.tile:52
    float const v399 = tl_exp2f(v383);  // attention.tile:52
    float const v400 = tl_exp2f(v384);  // attention.tile:52
    float const v401 = tl_exp2f(v385);  // attention.tile:52
    float const v402 = tl_exp2f(v386);  // attention.tile:52
    float const v403 = tl_exp2f(v387);  // attention.tile:52
    float const v404 = tl_exp2f(v388);  // attention.tile:52
    float const v405 = tl_exp2f(v389);  // attention.tile:52
    float const v406 = tl_exp2f(v390);  // attention.tile:52
    float const v407 = tl_exp2f(v391);  // attention.tile:52
    float const v408 = tl_exp2f(v392);  // attention.tile:52
    float const v409 = tl_exp2f(v393);  // attention.tile:52
    float const v410 = tl_exp2f(v394);  // attention.tile:52
    float const v411 = tl_exp2f(v395);  // attention.tile:52
    float const v412 = tl_exp2f(v396);  // attention.tile:52
    float const v413 = (c142 - v377);  // attention.tile:53
    float const v414 = (c143 - v378);  // attention.tile:53
    float const v415 = (c144 - v379);  // attention.tile:53
    float const v416 = (c145 - v380);  // attention.tile:53
    float const v417 = tl_exp2f(v413);  // attention.tile:53
    float const v418 = tl_exp2f(v414);  // attention.tile:53
    float const v419 = tl_exp2f(v415);  // attention.tile:53
    float const v420 = tl_exp2f(v416);  // attention.tile:53
    float const v421 = (c122 * v417);  // attention.tile:54
    float const v422 = (c123 * v418);  // attention.tile:54
    float const v423 = (c124 * v419);  // attention.tile:54
    float const v424 = (c125 * v420);  // attention.tile:54
    float rd425 = (v397 + v401);  // attention.tile:54
    float rd426 = (v405 + v409);  // attention.tile:54
    float rd427 = (rd425 + rd426);  // attention.tile:54
    float rd428 = (v398 + v402);  // attention.tile:54
    float rd429 = (v406 + v410);  // attention.tile:54
    float rd430 = (rd428 + rd429);  // attention.tile:54
    float rd431 = (v399 + v403);  // attention.tile:54
    float rd432 = (v407 + v411);  // attention.tile:54
    float rd433 = (rd431 + rd432);  // attention.tile:54
    float rd434 = (v400 + v404);  // attention.tile:54
    float rd435 = (v408 + v412);  // attention.tile:54
    float rd436 = (rd434 + rd435);  // attention.tile:54
    float rd437 = tl_shfl_xor(rd427, 1);  // attention.tile:54
    float rd438 = (rd427 + rd437);  // attention.tile:54
    float rd439 = tl_shfl_xor(rd430, 1);  // attention.tile:54
    float rd440 = (rd430 + rd439);  // attention.tile:54
    float rd441 = tl_shfl_xor(rd433, 1);  // attention.tile:54
    float rd442 = (rd433 + rd441);  // attention.tile:54
    float rd443 = tl_shfl_xor(rd436, 1);  // attention.tile:54
    float rd444 = (rd436 + rd443);  // attention.tile:54
    float rd445 = tl_shfl_xor(rd438, 2);  // attention.tile:54
    float rd446 = (rd438 + rd445);  // attention.tile:54
    float rd447 = tl_shfl_xor(rd440, 2);  // attention.tile:54
    float rd448 = (rd440 + rd447);  // attention.tile:54
    float rd449 = tl_shfl_xor(rd442, 2);  // attention.tile:54
    float rd450 = (rd442 + rd449);  // attention.tile:54
    float rd451 = tl_shfl_xor(rd444, 2);  // attention.tile:54
    float rd452 = (rd444 + rd451);  // attention.tile:54
    float rd453 = tl_shfl_xor(rd446, 4);  // attention.tile:54
    float rd454 = (rd446 + rd453);  // attention.tile:54
    float rd455 = tl_shfl_xor(rd448, 4);  // attention.tile:54
    float rd456 = (rd448 + rd455);  // attention.tile:54
    float rd457 = tl_shfl_xor(rd450, 4);  // attention.tile:54
    float rd458 = (rd450 + rd457);  // attention.tile:54
    float rd459 = tl_shfl_xor(rd452, 4);  // attention.tile:54
    float rd460 = (rd452 + rd459);  // attention.tile:54
    float rd461 = tl_shfl_xor(rd454, 8);  // attention.tile:54
    float rd462 = (rd454 + rd461);  // attention.tile:54
    float rd463 = tl_shfl_xor(rd456, 8);  // attention.tile:54
    float rd464 = (rd456 + rd463);  // attention.tile:54
    float rd465 = tl_shfl_xor(rd458, 8);  // attention.tile:54
    float rd466 = (rd458 + rd465);  // attention.tile:54
    float rd467 = tl_shfl_xor(rd460, 8);  // attention.tile:54
    float rd468 = (rd460 + rd467);  // attention.tile:54
    float const v469 = (v421 + rd462);  // attention.tile:54
    float const v470 = (v422 + rd464);  // attention.tile:54
    float const v471 = (v423 + rd466);  // attention.tile:54
    float const v472 = (v424 + rd468);  // attention.tile:54
    _Float16* const p473 = (p_v + v3);  // attention.tile:55
    int const v474 = ((int)((unsigned int)(v162) * (unsigned int)(64)));  // attention.tile:55
    int const v475 = ((int)((unsigned int)(v163) * (unsigned int)(64)));  // attention.tile:55
    int const v476 = ((int)((unsigned int)(v164) * (unsigned int)(64)));  // attention.tile:55
    int const v477 = ((int)((unsigned int)(v165) * (unsigned int)(64)));  // attention.tile:55
    int const v478 = ((int)((unsigned int)(v166) * (unsigned int)(64)));  // attention.tile:55
    int const v479 = ((int)((unsigned int)(v167) * (unsigned int)(64)));  // attention.tile:55
    int const v480 = ((int)((unsigned int)(v168) * (unsigned int)(64)));  // attention.tile:55
    int const v481 = ((int)((unsigned int)(v169) * (unsigned int)(64)));  // attention.tile:55
    int const v482 = ((int)((unsigned int)(v170) * (unsigned int)(64)));  // attention.tile:55
    int const v483 = ((int)((unsigned int)(v171) * (unsigned int)(64)));  // attention.tile:55
    int const v484 = ((int)((unsigned int)(v172) * (unsigned int)(64)));  // attention.tile:55
    int const v485 = ((int)((unsigned int)(v173) * (unsigned int)(64)));  // attention.tile:55
    int const v486 = ((int)((unsigned int)(v174) * (unsigned int)(64)));  // attention.tile:55
    int const v487 = ((int)((unsigned int)(v175) * (unsigned int)(64)));  // attention.tile:55
    int const v488 = ((int)((unsigned int)(v176) * (unsigned int)(64)));  // attention.tile:55
    int const v489 = ((int)((unsigned int)(v177) * (unsigned int)(64)));  // attention.tile:55
    _Float16* const p490 = (p473 + v474);  // attention.tile:55
    _Float16* const p491 = (p473 + v475);  // attention.tile:55
    _Float16* const p492 = (p473 + v476);  // attention.tile:55
    _Float16* const p493 = (p473 + v477);  // attention.tile:55
    _Float16* const p494 = (p473 + v478);  // attention.tile:55
    _Float16* const p495 = (p473 + v479);  // attention.tile:55
    _Float16* const p496 = (p473 + v480);  // attention.tile:55
    _Float16* const p497 = (p473 + v481);  // attention.tile:55
    _Float16* const p498 = (p473 + v482);  // attention.tile:55
    _Float16* const p499 = (p473 + v483);  // attention.tile:55
    _Float16* const p500 = (p473 + v484);  // attention.tile:55
    _Float16* const p501 = (p473 + v485);  // attention.tile:55
    _Float16* const p502 = (p473 + v486);  // attention.tile:55
    _Float16* const p503 = (p473 + v487);  // attention.tile:55
    _Float16* const p504 = (p473 + v488);  // attention.tile:55
    _Float16* const p505 = (p473 + v489);  // attention.tile:55
    _Float16* const p506 = (p490 + tl_c0_0);  // attention.tile:55
    _Float16* const p507 = (p491 + tl_c0_0);  // attention.tile:55
    _Float16* const p508 = (p492 + tl_c0_0);  // attention.tile:55
    _Float16* const p509 = (p493 + tl_c0_0);  // attention.tile:55
    _Float16* const p510 = (p494 + tl_c0_0);  // attention.tile:55
    _Float16* const p511 = (p495 + tl_c0_0);  // attention.tile:55
    _Float16* const p512 = (p496 + tl_c0_0);  // attention.tile:55
    _Float16* const p513 = (p497 + tl_c0_0);  // attention.tile:55
    _Float16* const p514 = (p498 + tl_c0_0);  // attention.tile:55
    _Float16* const p515 = (p499 + tl_c0_0);  // attention.tile:55
    _Float16* const p516 = (p500 + tl_c0_0);  // attention.tile:55
    _Float16* const p517 = (p501 + tl_c0_0);  // attention.tile:55
    _Float16* const p518 = (p502 + tl_c0_0);  // attention.tile:55
    _Float16* const p519 = (p503 + tl_c0_0);  // attention.tile:55
    _Float16* const p520 = (p504 + tl_c0_0);  // attention.tile:55
    _Float16* const p521 = (p505 + tl_c0_0);  // attention.tile:55
    bool const v522 = (v162 < p_seq_len);  // attention.tile:56
    bool const v523 = (v163 < p_seq_len);  // attention.tile:56
    bool const v524 = (v164 < p_seq_len);  // attention.tile:56
    bool const v525 = (v165 < p_seq_len);  // attention.tile:56
    bool const v526 = (v166 < p_seq_len);  // attention.tile:56
    bool const v527 = (v167 < p_seq_len);  // attention.tile:56
    bool const v528 = (v168 < p_seq_len);  // attention.tile:56
    bool const v529 = (v169 < p_seq_len);  // attention.tile:56
    bool const v530 = (v170 < p_seq_len);  // attention.tile:56
    bool const v531 = (v171 < p_seq_len);  // attention.tile:56
    bool const v532 = (v172 < p_seq_len);  // attention.tile:56
    bool const v533 = (v173 < p_seq_len);  // attention.tile:56
    bool const v534 = (v174 < p_seq_len);  // attention.tile:56
    bool const v535 = (v175 < p_seq_len);  // attention.tile:56
    bool const v536 = (v176 < p_seq_len);  // attention.tile:56
    bool const v537 = (v177 < p_seq_len);  // attention.tile:56
    const _Float16 ld538 = v522 ? *p506 : k102;  // attention.tile:55
    const _Float16 ld539 = v523 ? *p507 : k102;  // attention.tile:55
    const _Float16 ld540 = v524 ? *p508 : k102;  // attention.tile:55
    const _Float16 ld541 = v525 ? *p509 : k102;  // attention.tile:55
    const _Float16 ld542 = v526 ? *p510 : k102;  // attention.tile:55
    const _Float16 ld543 = v527 ? *p511 : k102;  // attention.tile:55
    const _Float16 ld544 = v528 ? *p512 : k102;  // attention.tile:55
    const _Float16 ld545 = v529 ? *p513 : k102;  // attention.tile:55
    const _Float16 ld546 = v530 ? *p514 : k102;  // attention.tile:55
    const _Float16 ld547 = v531 ? *p515 : k102;  // attention.tile:55
    const _Float16 ld548 = v532 ? *p516 : k102;  // attention.tile:55
    const _Float16 ld549 = v533 ? *p517 : k102;  // attention.tile:55
    const _Float16 ld550 = v534 ? *p518 : k102;  // attention.tile:55
    const _Float16 ld551 = v535 ? *p519 : k102;  // attention.tile:55
    const _Float16 ld552 = v536 ? *p520 : k102;  // attention.tile:55
    const _Float16 ld553 = v537 ? *p521 : k102;  // attention.tile:55
    _Float16 const v554 = tl_f2h(v397);  // attention.tile:57
    _Float16 const v555 = tl_f2h(v398);  // attention.tile:57
    _Float16 const v556 = tl_f2h(v399);  // attention.tile:57
    _Float16 const v557 = tl_f2h(v400);  // attention.tile:57
    _Float16 const v558 = tl_f2h(v401);  // attention.tile:57
    _Float16 const v559 = tl_f2h(v402);  // attention.tile:57
    _Float16 const v560 = tl_f2h(v403);  // attention.tile:57
    _Float16 const v561 = tl_f2h(v404);  // attention.tile:57
    _Float16 const v562 = tl_f2h(v405);  // attention.tile:57
    _Float16 const v563 = tl_f2h(v406);  // attention.tile:57
    _Float16 const v564 = tl_f2h(v407);  // attention.tile:57
    _Float16 const v565 = tl_f2h(v408);  // attention.tile:57
    _Float16 const v566 = tl_f2h(v409);  // attention.tile:57
    _Float16 const v567 = tl_f2h(v410);  // attention.tile:57
    _Float16 const v568 = tl_f2h(v411);  // attention.tile:57
    _Float16 const v569 = tl_f2h(v412);  // attention.tile:57
    float const v570 = (c126 * v417);  // attention.tile:57
    float const v571 = (c127 * v418);  // attention.tile:57
    float const v572 = (c128 * v419);  // attention.tile:57
    float const v573 = (c129 * v420);  // attention.tile:57
    float const v574 = (c130 * v417);  // attention.tile:57
    float const v575 = (c131 * v418);  // attention.tile:57
    float const v576 = (c132 * v419);  // attention.tile:57
    float const v577 = (c133 * v420);  // attention.tile:57
    float const v578 = (c134 * v417);  // attention.tile:57
    float const v579 = (c135 * v418);  // attention.tile:57
    float const v580 = (c136 * v419);  // attention.tile:57
    float const v581 = (c137 * v420);  // attention.tile:57
    float const v582 = (c138 * v417);  // attention.tile:57
    float const v583 = (c139 * v418);  // attention.tile:57
    float const v584 = (c140 * v419);  // attention.tile:57
    float const v585 = (c141 * v420);  // attention.tile:57
    __syncthreads();  // attention.tile:57
    _Float16* dA586 = reinterpret_cast<_Float16*>(tl_smem + 0);  // dot operands: A, B^T  // attention.tile:57
    _Float16* dB587 = reinterpret_cast<_Float16*>(tl_smem + 8704);  // attention.tile:57
    dA586[tl_c6_0 * 68 + tl_c6_1] = v554;  // attention.tile:57
    dA586[(tl_c6_0 * 68 + tl_c6_1 + 68)] = v555;  // attention.tile:57
    dA586[(tl_c6_0 * 68 + tl_c6_1 + 136)] = v556;  // attention.tile:57
    dA586[(tl_c6_0 * 68 + tl_c6_1 + 204)] = v557;  // attention.tile:57
    dA586[(tl_c6_0 * 68 + tl_c6_1 + 16)] = v558;  // attention.tile:57
    dA586[(tl_c6_0 * 68 + tl_c6_1 + 84)] = v559;  // attention.tile:57
    dA586[(tl_c6_0 * 68 + tl_c6_1 + 152)] = v560;  // attention.tile:57
    dA586[(tl_c6_0 * 68 + tl_c6_1 + 220)] = v561;  // attention.tile:57
    dA586[(tl_c6_0 * 68 + tl_c6_1 + 32)] = v562;  // attention.tile:57
    dA586[(tl_c6_0 * 68 + tl_c6_1 + 100)] = v563;  // attention.tile:57
    dA586[(tl_c6_0 * 68 + tl_c6_1 + 168)] = v564;  // attention.tile:57
    dA586[(tl_c6_0 * 68 + tl_c6_1 + 236)] = v565;  // attention.tile:57
    dA586[(tl_c6_0 * 68 + tl_c6_1 + 48)] = v566;  // attention.tile:57
    dA586[(tl_c6_0 * 68 + tl_c6_1 + 116)] = v567;  // attention.tile:57
    dA586[(tl_c6_0 * 68 + tl_c6_1 + 184)] = v568;  // attention.tile:57
    dA586[(tl_c6_0 * 68 + tl_c6_1 + 252)] = v569;  // attention.tile:57
    dB587[tl_c3_0 + tl_c3_1 * 68] = ld538;  // attention.tile:57
    dB587[(tl_c3_0 + tl_c3_1 * 68 + 4)] = ld539;  // attention.tile:57
    dB587[(tl_c3_0 + tl_c3_1 * 68 + 8)] = ld540;  // attention.tile:57
    dB587[(tl_c3_0 + tl_c3_1 * 68 + 12)] = ld541;  // attention.tile:57
    dB587[(tl_c3_0 + tl_c3_1 * 68 + 16)] = ld542;  // attention.tile:57
    dB587[(tl_c3_0 + tl_c3_1 * 68 + 20)] = ld543;  // attention.tile:57
    dB587[(tl_c3_0 + tl_c3_1 * 68 + 24)] = ld544;  // attention.tile:57
    dB587[(tl_c3_0 + tl_c3_1 * 68 + 28)] = ld545;  // attention.tile:57
    dB587[(tl_c3_0 + tl_c3_1 * 68 + 32)] = ld546;  // attention.tile:57
    dB587[(tl_c3_0 + tl_c3_1 * 68 + 36)] = ld547;  // attention.tile:57
    dB587[(tl_c3_0 + tl_c3_1 * 68 + 40)] = ld548;  // attention.tile:57
    dB587[(tl_c3_0 + tl_c3_1 * 68 + 44)] = ld549;  // attention.tile:57
    dB587[(tl_c3_0 + tl_c3_1 * 68 + 48)] = ld550;  // attention.tile:57
    dB587[(tl_c3_0 + tl_c3_1 * 68 + 52)] = ld551;  // attention.tile:57
    dB587[(tl_c3_0 + tl_c3_1 * 68 + 56)] = ld552;  // attention.tile:57
    dB587[(tl_c3_0 + tl_c3_1 * 68 + 60)] = ld553;  // attention.tile:57
    __syncthreads();  // attention.tile:57
    const int ao588 = (tl_c5_0 + (tl_lane & 15)) * 68 + (tl_lane >> 4) * 4;  // attention.tile:57
    const int bo589 = (0 + (tl_lane & 15)) * 68 + (tl_lane >> 4) * 4;  // attention.tile:57
    tl_f32x4 acc590 = {v570, v571, v572, v573};  // attention.tile:57
    tl_f32x4 acc591 = {v574, v575, v576, v577};  // attention.tile:57
    tl_f32x4 acc592 = {v578, v579, v580, v581};  // attention.tile:57
    tl_f32x4 acc593 = {v582, v583, v584, v585};  // attention.tile:57
    #pragma unroll  // attention.tile:57
    for (int k594 = 0; k594 < 64; k594 += 16) {  // attention.tile:57
      const tl_f16x4 fa595 = *reinterpret_cast<const tl_f16x4*>(dA586 + ao588 + 0 + k594);  // attention.tile:57
      const tl_f16x4 fb596 = *reinterpret_cast<const tl_f16x4*>(dB587 + bo589 + 0 + k594);  // attention.tile:57
      const tl_f16x4 fb597 = *reinterpret_cast<const tl_f16x4*>(dB587 + bo589 + 1088 + k594);  // attention.tile:57
      const tl_f16x4 fb598 = *reinterpret_cast<const tl_f16x4*>(dB587 + bo589 + 2176 + k594);  // attention.tile:57
      const tl_f16x4 fb599 = *reinterpret_cast<const tl_f16x4*>(dB587 + bo589 + 3264 + k594);  // attention.tile:57
      acc590 = __builtin_amdgcn_mfma_f32_16x16x16f16(fa595, fb596, acc590, 0, 0, 0);  // attention.tile:57
      acc591 = __builtin_amdgcn_mfma_f32_16x16x16f16(fa595, fb597, acc591, 0, 0, 0);  // attention.tile:57
      acc592 = __builtin_amdgcn_mfma_f32_16x16x16f16(fa595, fb598, acc592, 0, 0, 0);  // attention.tile:57
      acc593 = __builtin_amdgcn_mfma_f32_16x16x16f16(fa595, fb599, acc593, 0, 0, 0);  // attention.tile:57
    }  // attention.tile:57
    float const dot600 = acc590[0];  // attention.tile:57
    float const dot601 = acc590[1];  // attention.tile:57
    float const dot602 = acc590[2];  // attention.tile:57
    float const dot603 = acc590[3];  // attention.tile:57
    float const dot604 = acc591[0];  // attention.tile:57
    float const dot605 = acc591[1];  // attention.tile:57
    float const dot606 = acc591[2];  // attention.tile:57
    float const dot607 = acc591[3];  // attention.tile:57
    float const dot608 = acc592[0];  // attention.tile:57
    float const dot609 = acc592[1];  // attention.tile:57
    float const dot610 = acc592[2];  // attention.tile:57
    float const dot611 = acc592[3];  // attention.tile:57
    float const dot612 = acc593[0];  // attention.tile:57
    float const dot613 = acc593[1];  // attention.tile:57
    float const dot614 = acc593[2];  // attention.tile:57
    float const dot615 = acc593[3];  // attention.tile:57
    c122 = v469;  // attention.tile:42
    c123 = v470;  // attention.tile:42
    c124 = v471;  // attention.tile:42
    c125 = v472;  // attention.tile:42
    c126 = dot600;  // attention.tile:42
    c127 = dot601;  // attention.tile:42
    c128 = dot602;  // attention.tile:42
    c129 = dot603;  // attention.tile:42
    c130 = dot604;  // attention.tile:42
    c131 = dot605;  // attention.tile:42
    c132 = dot606;  // attention.tile:42
    c133 = dot607;  // attention.tile:42
    c134 = dot608;  // attention.tile:42
    c135 = dot609;  // attention.tile:42
    c136 = dot610;  // attention.tile:42
    c137 = dot611;  // attention.tile:42
    c138 = dot612;  // attention.tile:42
    c139 = dot613;  // attention.tile:42
    c140 = dot614;  // attention.tile:42
    c141 = dot615;  // attention.tile:42
    c142 = v377;  // attention.tile:42
    c143 = v378;  // attention.tile:42
    c144 = v379;  // attention.tile:42
    c145 = v380;  // attention.tile:42
  }  // attention.tile:42
  float const v616 = tl_fdiv(c126, c122);  // attention.tile:59
  float const v617 = tl_fdiv(c127, c123);  // attention.tile:59
  float const v618 = tl_fdiv(c128, c124);  // attention.tile:59
  float const v619 = tl_fdiv(c129, c125);  // attention.tile:59
  float const v620 = tl_fdiv(c130, c122);  // attention.tile:59
  float const v621 = tl_fdiv(c131, c123);  // attention.tile:59
  float const v622 = tl_fdiv(c132, c124);  // attention.tile:59
  float const v623 = tl_fdiv(c133, c125);  // attention.tile:59
  float const v624 = tl_fdiv(c134, c122);  // attention.tile:59
  float const v625 = tl_fdiv(c135, c123);  // attention.tile:59
  float const v626 = tl_fdiv(c136, c124);  // attention.tile:59
  float const v627 = tl_fdiv(c137, c125);  // attention.tile:59
  float const v628 = tl_fdiv(c138, c122);  // attention.tile:59
  float const v629 = tl_fdiv(c139, c123);  // attention.tile:59
  float const v630 = tl_fdiv(c140, c124);  // attention.tile:59
  float const v631 = tl_fdiv(c141, c125);  // attention.tile:59
  _Float16* const p632 = (p_out + v3);  // attention.tile:60
  _Float16* const p633 = (p632 + v54);  // attention.tile:60
  _Float16* const p634 = (p632 + v55);  // attention.tile:60
  _Float16* const p635 = (p632 + v56);  // attention.tile:60
  _Float16* const p636 = (p632 + v57);  // attention.tile:60
  _Float16* const p637 = (p632 + v58);  // attention.tile:60
  _Float16* const p638 = (p632 + v59);  // attention.tile:60
  _Float16* const p639 = (p632 + v60);  // attention.tile:60
  _Float16* const p640 = (p632 + v61);  // attention.tile:60
  _Float16* const p641 = (p632 + v62);  // attention.tile:60
  _Float16* const p642 = (p632 + v63);  // attention.tile:60
  _Float16* const p643 = (p632 + v64);  // attention.tile:60
  _Float16* const p644 = (p632 + v65);  // attention.tile:60
  _Float16* const p645 = (p632 + v66);  // attention.tile:60
  _Float16* const p646 = (p632 + v67);  // attention.tile:60
  _Float16* const p647 = (p632 + v68);  // attention.tile:60
  _Float16* const p648 = (p632 + v69);  // attention.tile:60
  _Float16* const p649 = (p633 + tl_c0_0);  // attention.tile:60
  _Float16* const p650 = (p634 + tl_c0_0);  // attention.tile:60
  _Float16* const p651 = (p635 + tl_c0_0);  // attention.tile:60
  _Float16* const p652 = (p636 + tl_c0_0);  // attention.tile:60
  _Float16* const p653 = (p637 + tl_c0_0);  // attention.tile:60
  _Float16* const p654 = (p638 + tl_c0_0);  // attention.tile:60
  _Float16* const p655 = (p639 + tl_c0_0);  // attention.tile:60
  _Float16* const p656 = (p640 + tl_c0_0);  // attention.tile:60
  _Float16* const p657 = (p641 + tl_c0_0);  // attention.tile:60
  _Float16* const p658 = (p642 + tl_c0_0);  // attention.tile:60
  _Float16* const p659 = (p643 + tl_c0_0);  // attention.tile:60
  _Float16* const p660 = (p644 + tl_c0_0);  // attention.tile:60
  _Float16* const p661 = (p645 + tl_c0_0);  // attention.tile:60
  _Float16* const p662 = (p646 + tl_c0_0);  // attention.tile:60
  _Float16* const p663 = (p647 + tl_c0_0);  // attention.tile:60
  _Float16* const p664 = (p648 + tl_c0_0);  // attention.tile:60
  _Float16 const v665 = tl_f2h(v616);  // attention.tile:60
  _Float16 const v666 = tl_f2h(v617);  // attention.tile:60
  _Float16 const v667 = tl_f2h(v618);  // attention.tile:60
  _Float16 const v668 = tl_f2h(v619);  // attention.tile:60
  _Float16 const v669 = tl_f2h(v620);  // attention.tile:60
  _Float16 const v670 = tl_f2h(v621);  // attention.tile:60
  _Float16 const v671 = tl_f2h(v622);  // attention.tile:60
  _Float16 const v672 = tl_f2h(v623);  // attention.tile:60
  _Float16 const v673 = tl_f2h(v624);  // attention.tile:60
  _Float16 const v674 = tl_f2h(v625);  // attention.tile:60
  _Float16 const v675 = tl_f2h(v626);  // attention.tile:60
  _Float16 const v676 = tl_f2h(v627);  // attention.tile:60
  _Float16 const v677 = tl_f2h(v628);  // attention.tile:60
  _Float16 const v678 = tl_f2h(v629);  // attention.tile:60
  _Float16 const v679 = tl_f2h(v630);  // attention.tile:60
  _Float16 const v680 = tl_f2h(v631);  // attention.tile:60
  __syncthreads();  // attention.tile:60
  _Float16* cv681 = reinterpret_cast<_Float16*>(tl_smem + 0);  // layout conversion  // attention.tile:60
  cv681[tl_c6_0 * 64 + tl_c6_1] = v665;  // attention.tile:60
  cv681[(tl_c6_0 * 64 + tl_c6_1 + 64)] = v666;  // attention.tile:60
  cv681[(tl_c6_0 * 64 + tl_c6_1 + 128)] = v667;  // attention.tile:60
  cv681[(tl_c6_0 * 64 + tl_c6_1 + 192)] = v668;  // attention.tile:60
  cv681[(tl_c6_0 * 64 + tl_c6_1 + 16)] = v669;  // attention.tile:60
  cv681[(tl_c6_0 * 64 + tl_c6_1 + 80)] = v670;  // attention.tile:60
  cv681[(tl_c6_0 * 64 + tl_c6_1 + 144)] = v671;  // attention.tile:60
  cv681[(tl_c6_0 * 64 + tl_c6_1 + 208)] = v672;  // attention.tile:60
  cv681[(tl_c6_0 * 64 + tl_c6_1 + 32)] = v673;  // attention.tile:60
  cv681[(tl_c6_0 * 64 + tl_c6_1 + 96)] = v674;  // attention.tile:60
  cv681[(tl_c6_0 * 64 + tl_c6_1 + 160)] = v675;  // attention.tile:60
  cv681[(tl_c6_0 * 64 + tl_c6_1 + 224)] = v676;  // attention.tile:60
  cv681[(tl_c6_0 * 64 + tl_c6_1 + 48)] = v677;  // attention.tile:60
  cv681[(tl_c6_0 * 64 + tl_c6_1 + 112)] = v678;  // attention.tile:60
  cv681[(tl_c6_0 * 64 + tl_c6_1 + 176)] = v679;  // attention.tile:60
  cv681[(tl_c6_0 * 64 + tl_c6_1 + 240)] = v680;  // attention.tile:60
  __syncthreads();  // attention.tile:60
  _Float16 const cv682 = cv681[tl_c3_0 * 64 + tl_c3_1];  // attention.tile:60
  _Float16 const cv683 = cv681[(tl_c3_0 * 64 + tl_c3_1 + 256)];  // attention.tile:60
  _Float16 const cv684 = cv681[(tl_c3_0 * 64 + tl_c3_1 + 512)];  // attention.tile:60
  _Float16 const cv685 = cv681[(tl_c3_0 * 64 + tl_c3_1 + 768)];  // attention.tile:60
  _Float16 const cv686 = cv681[(tl_c3_0 * 64 + tl_c3_1 + 1024)];  // attention.tile:60
  _Float16 const cv687 = cv681[(tl_c3_0 * 64 + tl_c3_1 + 1280)];  // attention.tile:60
  _Float16 const cv688 = cv681[(tl_c3_0 * 64 + tl_c3_1 + 1536)];  // attention.tile:60
  _Float16 const cv689 = cv681[(tl_c3_0 * 64 + tl_c3_1 + 1792)];  // attention.tile:60
  _Float16 const cv690 = cv681[(tl_c3_0 * 64 + tl_c3_1 + 2048)];  // attention.tile:60
  _Float16 const cv691 = cv681[(tl_c3_0 * 64 + tl_c3_1 + 2304)];  // attention.tile:60
  _Float16 const cv692 = cv681[(tl_c3_0 * 64 + tl_c3_1 + 2560)];  // attention.tile:60
  _Float16 const cv693 = cv681[(tl_c3_0 * 64 + tl_c3_1 + 2816)];  // attention.tile:60
  _Float16 const cv694 = cv681[(tl_c3_0 * 64 + tl_c3_1 + 3072)];  // attention.tile:60
  _Float16 const cv695 = cv681[(tl_c3_0 * 64 + tl_c3_1 + 3328)];  // attention.tile:60
  _Float16 const cv696 = cv681[(tl_c3_0 * 64 + tl_c3_1 + 3584)];  // attention.tile:60
  _Float16 const cv697 = cv681[(tl_c3_0 * 64 + tl_c3_1 + 3840)];  // attention.tile:60
  if (v37) *p649 = cv682;  // attention.tile:60
  if (v38) *p650 = cv683;  // attention.tile:60
  if (v39) *p651 = cv684;  // attention.tile:60
  if (v40) *p652 = cv685;  // attention.tile:60
  if (v41) *p653 = cv686;  // attention.tile:60
  if (v42) *p654 = cv687;  // attention.tile:60
  if (v43) *p655 = cv688;  // attention.tile:60
  if (v44) *p656 = cv689;  // attention.tile:60
  if (v45) *p657 = cv690;  // attention.tile:60
  if (v46) *p658 = cv691;  // attention.tile:60
  if (v47) *p659 = cv692;  // attention.tile:60
  if (v48) *p660 = cv693;  // attention.tile:60
  if (v49) *p661 = cv694;  // attention.tile:60
  if (v50) *p662 = cv695;  // attention.tile:60
  if (v51) *p663 = cv696;  // attention.tile:60
  if (v52) *p664 = cv697;  // attention.tile:60
}
