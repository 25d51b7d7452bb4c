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

// kernel merge_heads: 4 warps, generated by tiledsl
extern "C" __global__ void __launch_bounds__(256) tl_k_merge_heads(_Float16* p_out, _Float16* p_attn, int p_seq_len, int p_n_head, int p_out_row_stride) {
  const int tl_lane = threadIdx.x & 63;
  const int tl_warp = __builtin_amdgcn_readfirstlane((int)(threadIdx.x >> 6));
  const int tl_c0_0 = (tl_lane);
  const int tl_c1_0 = (tl_warp);
  const int pid1 = (int)blockIdx.y;  // gpt2_block.tile:75
  const int pid2 = (int)blockIdx.x;  // gpt2_block.tile:76
  int const k3 = 64;  // gpt2_block.tile:76
  int const v4 = ((int)((unsigned int)(pid2) * (unsigned int)(k3)));  // gpt2_block.tile:76
  int const ar5 = (tl_c1_0 + 4);  // gpt2_block.tile:76
  int const ar6 = (tl_c1_0 + 8);  // gpt2_block.tile:76
  int const ar7 = (tl_c1_0 + 12);  // gpt2_block.tile:76
  int const ar8 = (tl_c1_0 + 16);  // gpt2_block.tile:76
  int const ar9 = (tl_c1_0 + 20);  // gpt2_block.tile:76
  int const ar10 = (tl_c1_0 + 24);  // gpt2_block.tile:76
  int const ar11 = (tl_c1_0 + 28);  // gpt2_block.tile:76
  int const ar12 = (tl_c1_0 + 32);  // gpt2_block.tile:76
  int const ar13 = (tl_c1_0 + 36);  // gpt2_block.tile:76
  int const ar14 = (tl_c1_0 + 40);  // gpt2_block.tile:76
  int const ar15 = (tl_c1_0 + 44);  // gpt2_block.tile:76
  int const ar16 = (tl_c1_0 + 48);  // gpt2_block.tile:76
  int const ar17 = (tl_c1_0 + 52);  // gpt2_block.tile:76
  int const ar18 = (tl_c1_0 + 56);  // gpt2_block.tile:76
  int const ar19 = (tl_c1_0 + 60);  // gpt2_block.tile:76
  int const v20 = ((int)((unsigned int)(v4) + (unsigned int)(tl_c1_0)));  // gpt2_block.tile:76
  int const v21 = ((int)((unsigned int)(v4) + (unsigned int)(ar5)));  // gpt2_block.tile:76
  int const v22 = ((int)((unsigned int)(v4) + (unsigned int)(ar6)));  // gpt2_block.tile:76
  int const v23 = ((int)((unsigned int)(v4) + (unsigned int)(ar7)));  // gpt2_block.tile:76
  int const v24 = ((int)((unsigned int)(v4) + (unsigned int)(ar8)));  // gpt2_block.tile:76
  int const v25 = ((int)((unsigned int)(v4) + (unsigned int)(ar9)));  // gpt2_block.tile:76
  int const v26 = ((int)((unsigned int)(v4) + (unsigned int)(ar10)));  // gpt2_block.tile:76
  int const v27 = ((int)((unsigned int)(v4) + (unsigned int)(ar11)));  // gpt2_block.tile:76
  int const v28 = ((int)((unsigned int)(v4) + (unsigned int)(ar12)));  // gpt2_block.tile:76
  int const v29 = ((int)((unsigned int)(v4) + (unsigned int)(ar13)));  // gpt2_block.tile:76
  int const v30 = ((int)((unsigned int)(v4) + (unsigned int)(ar14)));  // gpt2_block.tile:76
  int const v31 = ((int)((unsigned int)(v4) + (unsigned int)(ar15)));  // gpt2_block.tile:76
  int const v32 = ((int)((unsigned int)(v4) + (unsigned int)(ar16)));  // gpt2_block.tile:76
  int const v33 = ((int)((unsigned int)(v4) + (unsigned int)(ar17)));  // gpt2_block.tile:76
  int const v34 = ((int)((unsigned int)(v4) + (unsigned int)(ar18)));  // gpt2_block.tile:76
  int const v35 = ((int)((unsigned int)(v4) + (unsigned int)(ar19)));  // gpt2_block.tile:76
  bool const v36 = (v20 < p_seq_len);  // gpt2_block.tile:78
  bool const v37 = (v21 < p_seq_len);  // gpt2_block.tile:78
  bool const v38 = (v22 < p_seq_len);  // gpt2_block.tile:78
  bool const v39 = (v23 < p_seq_len);  // gpt2_block.tile:78
  bool const v40 = (v24 < p_seq_len);  // gpt2_block.tile:78
  bool const v41 = (v25 < p_seq_len);  // gpt2_block.tile:78
  bool const v42 = (v26 < p_seq_len);  // gpt2_block.tile:78
  bool const v43 = (v27 < p_seq_len);  // gpt2_block.tile:78
  bool const v44 = (v28 < p_seq_len);  // gpt2_block.tile:78
  bool const v45 = (v29 < p_seq_len);  // gpt2_block.tile:78
  bool const v46 = (v30 < p_seq_len);  // gpt2_block.tile:78
  bool const v47 = (v31 < p_seq_len);  // gpt2_block.tile:78
  bool const v48 = (v32 < p_seq_len);  // gpt2_block.tile:78
  bool const v49 = (v33 < p_seq_len);  // gpt2_block.tile:78
  bool const v50 = (v34 < p_seq_len);  // gpt2_block.tile:78
  bool const v51 = (v35 < p_seq_len);  // gpt2_block.tile:78
  int const v52 = ((int)((unsigned int)(pid1) * (unsigned int)(p_seq_len)));  // gpt2_block.tile:79
  int const v53 = ((int)((unsigned int)(v52) * (unsigned int)(k3)));  // gpt2_block.tile:79
  _Float16* const p54 = (p_attn + v53);  // gpt2_block.tile:79
  int const v55 = ((int)((unsigned int)(v20) * (unsigned int)(64)));  // gpt2_block.tile:79
  int const v56 = ((int)((unsigned int)(v21) * (unsigned int)(64)));  // gpt2_block.tile:79
  int const v57 = ((int)((unsigned int)(v22) * (unsigned int)(64)));  // gpt2_block.tile:79
  int const v58 = ((int)((unsigned int)(v23) * (unsigned int)(64)));  // gpt2_block.tile:79
  int const v59 = ((int)((unsigned int)(v24) * (unsigned int)(64)));  // gpt2_block.tile:79
  int const v60 = ((int)((unsigned int)(v25) * (unsigned int)(64)));  // gpt2_block.tile:79
  int const v61 = ((int)((unsigned int)(v26) * (unsigned int)(64)));  // gpt2_block.tile:79
  int const v62 = ((int)((unsigned int)(v27) * (unsigned int)(64)));  // gpt2_block.tile:79
  int const v63 = ((int)((unsigned int)(v28) * (unsigned int)(64)));  // gpt2_block.tile:79
  int const v64 = ((int)((unsigned int)(v29) * (unsigned int)(64)));  // gpt2_block.tile:79
  int const v65 = ((int)((unsigned int)(v30) * (unsigned int)(64)));  // gpt2_block.tile:79
  int const v66 = ((int)((unsigned int)(v31) * (unsigned int)(64)));  // gpt2_block.tile:79
  int const v67 = ((int)((unsigned int)(v32) * (unsigned int)(64)));  // gpt2_block.tile:79
  int const v68 = ((int)((unsigned int)(v33) * (unsigned int)(64)));  // gpt2_block.tile:79
  int const v69 = ((int)((unsigned int)(v34) * (unsigned int)(64)));  // gpt2_block.tile:79
  int const v70 = ((int)((unsigned int)(v35) * (unsigned int)(64)));  // gpt2_block.tile:79
  _Float16* const p71 = (p54 + v55);  // gpt2_block.tile:79
  _Float16* const p72 = (p54 + v56);  // gpt2_block.tile:79
  _Float16* const p73 = (p54 + v57);  // gpt2_block.tile:79
  _Float16* const p74 = (p54 + v58);  // gpt2_block.tile:79
  _Float16* const p75 = (p54 + v59);  // gpt2_block.tile:79
  _Float16* const p76 = (p54 + v60);  // gpt2_block.tile:79
  _Float16* const p77 = (p54 + v61);  // gpt2_block.tile:79
  _Float16* const p78 = (p54 + v62);  // gpt2_block.tile:79
  _Float16* const p79 = (p54 + v63);  // gpt2_block.tile:79
  _Float16* const p80 = (p54 + v64);  // gpt2_block.tile:79
  _Float16* const p81 = (p54 + v65);  // gpt2_block.tile:79
  _Float16* const p82 = (p54 + v66);  // gpt2_block.tile:79
  _Float16* const p83 = (p54 + v67);  // gpt2_block.tile:79
  _Float16* const p84 = (p54 + v68);  // gpt2_block.tile:79
  _Float16* const p85 = (p54 + v69);  // gpt2_block.tile:79
  _Float16* const p86 = (p54 + v70);  // gpt2_block.tile:79
  _Float16* const p87 = (p71 + tl_c0_0);  // gpt2_block.tile:79
  _Float16* const p88 = (p72 + tl_c0_0);  // gpt2_block.tile:79
  _Float16* const p89 = (p73 + tl_c0_0);  // gpt2_block.tile:79
  _Float16* const p90 = (p74 + tl_c0_0);  // gpt2_block.tile:79
  _Float16* const p91 = (p75 + tl_c0_0);  // gpt2_block.tile:79
  _Float16* const p92 = (p76 + tl_c0_0);  // gpt2_block.tile:79
  _Float16* const p93 = (p77 + tl_c0_0);  // gpt2_block.tile:79
  _Float16* const p94 = (p78 + tl_c0_0);  // gpt2_block.tile:79
  _Float16* const p95 = (p79 + tl_c0_0);  // gpt2_block.tile:79
  _Float16* const p96 = (p80 + tl_c0_0);  // gpt2_block.tile:79
  _Float16* const p97 = (p81 + tl_c0_0);  // gpt2_block.tile:79
  _Float16* const p98 = (p82 + tl_c0_0);  // gpt2_block.tile:79
  _Float16* const p99 = (p83 + tl_c0_0);  // gpt2_block.tile:79
  _Float16* const p100 = (p84 + tl_c0_0);  // gpt2_block.tile:79
  _Float16* const p101 = (p85 + tl_c0_0);  // gpt2_block.tile:79
  _Float16* const p102 = (p86 + tl_c0_0);  // gpt2_block.tile:79
  int const v103 = tl_div<int>(pid1, p_n_head);  // gpt2_block.tile:80
  int const v104 = ((int)((unsigned int)(v103) * (unsigned int)(p_seq_len)));  // gpt2_block.tile:80
  int const v105 = ((int)((unsigned int)(v104) + (unsigned int)(v20)));  // gpt2_block.tile:80
  int const v106 = ((int)((unsigned int)(v104) + (unsigned int)(v21)));  // gpt2_block.tile:80
  int const v107 = ((int)((unsigned int)(v104) + (unsigned int)(v22)));  // gpt2_block.tile:80
  int const v108 = ((int)((unsigned int)(v104) + (unsigned int)(v23)));  // gpt2_block.tile:80
  int const v109 = ((int)((unsigned int)(v104) + (unsigned int)(v24)));  // gpt2_block.tile:80
  int const v110 = ((int)((unsigned int)(v104) + (unsigned int)(v25)));  // gpt2_block.tile:80
  int const v111 = ((int)((unsigned int)(v104) + (unsigned int)(v26)));  // gpt2_block.tile:80
  int const v112 = ((int)((unsigned int)(v104) + (unsigned int)(v27)));  // gpt2_block.tile:80
  int const v113 = ((int)((unsigned int)(v104) + (unsigned int)(v28)));  // gpt2_block.tile:80
  int const v114 = ((int)((unsigned int)(v104) + (unsigned int)(v29)));  // gpt2_block.tile:80
  int const v115 = ((int)((unsigned int)(v104) + (unsigned int)(v30)));  // gpt2_block.tile:80
  int const v116 = ((int)((unsigned int)(v104) + (unsigned int)(v31)));  // gpt2_block.tile:80
  int const v117 = ((int)((unsigned int)(v104) + (unsigned int)(v32)));  // gpt2_block.tile:80
  int const v118 = ((int)((unsigned int)(v104) + (unsigned int)(v33)));  // gpt2_block.tile:80
  int const v119 = ((int)((unsigned int)(v104) + (unsigned int)(v34)));  // gpt2_block.tile:80
  int const v120 = ((int)((unsigned int)(v104) + (unsigned int)(v35)));  // gpt2_block.tile:80
  int const v121 = ((int)((unsigned int)(v105) * (unsigned int)(p_out_row_stride)));  // gpt2_block.tile:80
  int const v122 = ((int)((unsigned int)(v106) * (unsigned int)(p_out_row_stride)));  // gpt2_block.tile:80
  int const v123 = ((int)((unsigned int)(v107) * (unsigned int)(p_out_row_stride)));  // gpt2_block.tile:80
  int const v124 = ((int)((unsigned int)(v108) * (unsigned int)(p_out_row_stride)));  // gpt2_block.tile:80
  int const v125 = ((int)((unsigned int)(v109) * (unsigned int)(p_out_row_stride)));  // gpt2_block.tile:80
  int const v126 = ((int)((unsigned int)(v110) * (unsigned int)(p_out_row_stride)));  // gpt2_block.tile:80
  int const v127 = ((int)((unsigned int)(v111) * (unsigned int)(p_out_row_stride)));  // gpt2_block.tile:80
  int const v128 = ((int)((unsigned int)(v112) * (unsigned int)(p_out_row_stride)));  // gpt2_block.tile:80
  int const v129 = ((int)((unsigned int)(v113) * (unsigned int)(p_out_row_stride)));  // gpt2_block.tile:80
  int const v130 = ((int)((unsigned int)(v114) * (unsigned int)(p_out_row_stride)));  // gpt2_block.tile:80
  int const v131 = ((int)((unsigned int)(v115) * (unsigned int)(p_out_row_stride)));  // gpt2_block.tile:80
  int const v132 = ((int)((unsigned int)(v116) * (unsigned int)(p_out_row_stride)));  // gpt2_block.tile:80
  int const v133 = ((int)((unsigned int)(v117) * (unsigned int)(p_out_row_stride)));  // gpt2_block.tile:80
  int const v134 = ((int)((unsigned int)(v118) * (unsigned int)(p_out_row_stride)));  // gpt2_block.tile:80
  int const v135 = ((int)((unsigned int)(v119) * (unsigned int)(p_out_row_stride)));  // gpt2_block.tile:80
  int const v136 = ((int)((unsigned int)(v120) * (unsigned int)(p_out_row_stride)));  // gpt2_block.tile:80
  _Float16* const p137 = (p_out + v121);  // gpt2_block.tile:80
  _Float16* const p138 = (p_out + v122);  // gpt2_block.tile:80
  _Float16* const p139 = (p_out + v123);  // gpt2_block.tile:80
  _Float16* const p140 = (p_out + v124);  // gpt2_block.tile:80
  _Float16* const p141 = (p_out + v125);  // gpt2_block.tile:80
  _Float16* const p142 = (p_out + v126);  // gpt2_block.tile:80
  _Float16* const p143 = (p_out + v127);  // gpt2_block.tile:80
  _Float16* const p144 = (p_out + v128);  // gpt2_block.tile:80
  _Float16* const p145 = (p_out + v129);  // gpt2_block.tile:80
  _Float16* const p146 = (p_out + v130);  // gpt2_block.tile:80
  _Float16* const p147 = (p_out + v131);  // gpt2_block.tile:80
  _Float16* const p148 = (p_out + v132);  // gpt2_block.tile:80
  _Float16* const p149 = (p_out + v133);  // gpt2_block.tile:80
  _Float16* const p150 = (p_out + v134);  // gpt2_block.tile:80
  _Float16* const p151 = (p_out + v135);  // gpt2_block.tile:80
  _Float16* const p152 = (p_out + v136);  // gpt2_block.tile:80
  int const v153 = tl_mod<int>(pid1, p_n_head);  // gpt2_block.tile:81
  int const v154 = ((int)((unsigned int)(v153) * (unsigned int)(k3)));  // gpt2_block.tile:81
  _Float16* const p155 = (p137 + v154);  // gpt2_block.tile:80
  _Float16* const p156 = (p138 + v154);  // gpt2_block.tile:80
  _Float16* const p157 = (p139 + v154);  // gpt2_block.tile:80
  _Float16* const p158 = (p140 + v154);  // gpt2_block.tile:80
  _Float16* const p159 = (p141 + v154);  // gpt2_block.tile:80
  _Float16* const p160 = (p142 + v154);  // gpt2_block.tile:80
  _Float16* const p161 = (p143 + v154);  // gpt2_block.tile:80
  _Float16* const p162 = (p144 + v154);  // gpt2_block.tile:80
  _Float16* const p163 = (p145 + v154);  // gpt2_block.tile:80
  _Float16* const p164 = (p146 + v154);  // gpt2_block.tile:80
  _Float16* const p165 = (p147 + v154);  // gpt2_block.tile:80
  _Float16* const p166 = (p148 + v154);  // gpt2_block.tile:80
  _Float16* const p167 = (p149 + v154);  // gpt2_block.tile:80
  _Float16* const p168 = (p150 + v154);  // gpt2_block.tile:80
  _Float16* const p169 = (p151 + v154);  // gpt2_block.tile:80
  _Float16* const p170 = (p152 + v154);  // gpt2_block.tile:80
  _Float16* const p171 = (p155 + tl_c0_0);  // gpt2_block.tile:80
  _Float16* const p172 = (p156 + tl_c0_0);  // gpt2_block.tile:80
  _Float16* const p173 = (p157 + tl_c0_0);  // gpt2_block.tile:80
  _Float16* const p174 = (p158 + tl_c0_0);  // gpt2_block.tile:80
  _Float16* const p175 = (p159 + tl_c0_0);  // gpt2_block.tile:80
  _Float16* const p176 = (p160 + tl_c0_0);  // gpt2_block.tile:80
  _Float16* const p177 = (p161 + tl_c0_0);  // gpt2_block.tile:80
  _Float16* const p178 = (p162 + tl_c0_0);  // gpt2_block.tile:80
  _Float16* const p179 = (p163 + tl_c0_0);  // gpt2_block.tile:80
  _Float16* const p180 = (p164 + tl_c0_0);  // gpt2_block.tile:80
  _Float16* const p181 = (p165 + tl_c0_0);  // gpt2_block.tile:80
  _Float16* const p182 = (p166 + tl_c0_0);  // gpt2_block.tile:80
  _Float16* const p183 = (p167 + tl_c0_0);  // gpt2_block.tile:80
  _Float16* const p184 = (p168 + tl_c0_0);  // gpt2_block.tile:80
  _Float16* const p185 = (p169 + tl_c0_0);  // gpt2_block.tile:80
  _Float16* const p186 = (p170 + tl_c0_0);  // gpt2_block.tile:80
  const _Float16 ld187 = v36 ? *p87 : tl_u2h((unsigned short)0);  // gpt2_block.tile:82
  const _Float16 ld188 = v37 ? *p88 : tl_u2h((unsigned short)0);  // gpt2_block.tile:82
  const _Float16 ld189 = v38 ? *p89 : tl_u2h((unsigned short)0);  // gpt2_block.tile:82
  const _Float16 ld190 = v39 ? *p90 : tl_u2h((unsigned short)0);  // gpt2_block.tile:82
  const _Float16 ld191 = v40 ? *p91 : tl_u2h((unsigned short)0);  // gpt2_block.tile:82
  const _Float16 ld192 = v41 ? *p92 : tl_u2h((unsigned short)0);  // gpt2_block.tile:82
  const _Float16 ld193 = v42 ? *p93 : tl_u2h((unsigned short)0);  // gpt2_block.tile:82
  const _Float16 ld194 = v43 ? *p94 : tl_u2h((unsigned short)0);  // gpt2_block.tile:82
  const _Float16 ld195 = v44 ? *p95 : tl_u2h((unsigned short)0);  // gpt2_block.tile:82
  const _Float16 ld196 = v45 ? *p96 : tl_u2h((unsigned short)0);  // gpt2_block.tile:82
  const _Float16 ld197 = v46 ? *p97 : tl_u2h((unsigned short)0);  // gpt2_block.tile:82
  const _Float16 ld198 = v47 ? *p98 : tl_u2h((unsigned short)0);  // gpt2_block.tile:82
  const _Float16 ld199 = v48 ? *p99 : tl_u2h((unsigned short)0);  // gpt2_block.tile:82
  const _Float16 ld200 = v49 ? *p100 : tl_u2h((unsigned short)0);  // gpt2_block.tile:82
  const _Float16 ld201 = v50 ? *p101 : tl_u2h((unsigned short)0);  // gpt2_block.tile:82
  const _Float16 ld202 = v51 ? *p102 : tl_u2h((unsigned short)0);  // gpt2_block.tile:82
  if (v36) *p171 = ld187;  // gpt2_block.tile:82
  if (v37) *p172 = ld188;  // gpt2_block.tile:82
  if (v38) *p173 = ld189;  // gpt2_block.tile:82
  if (v39) *p174 = ld190;  // gpt2_block.tile:82
  if (v40) *p175 = ld191;  // gpt2_block.tile:82
  if (v41) *p176 = ld192;  // gpt2_block.tile:82
  if (v42) *p177 = ld193;  // gpt2_block.tile:82
  if (v43) *p178 = ld194;  // gpt2_block.tile:82
  if (v44) *p179 = ld195;  // gpt2_block.tile:82
  if (v45) *p180 = ld196;  // gpt2_block.tile:82
  if (v46) *p181 = ld197;  // gpt2_block.tile:82
  if (v47) *p182 = ld198;  // gpt2_block.tile:82
  if (v48) *p183 = ld199;  // gpt2_block.tile:82
  if (v49) *p184 = ld200;  // gpt2_block.tile:82
  if (v50) *p185 = ld201;  // gpt2_block.tile:82
  if (v51) *p186 = ld202;  // gpt2_block.tile:82
}
