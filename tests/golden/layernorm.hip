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

// kernel layernorm: 4 warps, generated by tiledsl
extern "C" __global__ void __launch_bounds__(256) tl_k_layernorm(_Float16* p_y, _Float16* p_h_out, _Float16* p_x, _Float16* p_residual, _Float16* p_weight, _Float16* p_bias, int p_row_stride, int p_n_cols, float p_eps) {
  extern __shared__ __attribute__((aligned(16))) unsigned char tl_smem[];
  const int tl_lane = threadIdx.x & 63;
  const int tl_warp = __builtin_amdgcn_readfirstlane((int)(threadIdx.x >> 6));
  const int tl_c0_0 = (tl_lane ^ (tl_warp << 6));
  const int pid1 = (int)blockIdx.x;  // layernorm.tile:12
  int const ar2 = (tl_c0_0 + 256);  // layernorm.tile:13
  int const ar3 = (tl_c0_0 + 512);  // layernorm.tile:13
  int const ar4 = (tl_c0_0 + 768);  // layernorm.tile:13
  int const ar5 = (tl_c0_0 + 1024);  // layernorm.tile:13
  int const ar6 = (tl_c0_0 + 1280);  // layernorm.tile:13
  int const ar7 = (tl_c0_0 + 1536);  // layernorm.tile:13
  int const ar8 = (tl_c0_0 + 1792);  // layernorm.tile:13
  int const ar9 = (tl_c0_0 + 2048);  // layernorm.tile:13
  int const ar10 = (tl_c0_0 + 2304);  // layernorm.tile:13
  int const ar11 = (tl_c0_0 + 2560);  // layernorm.tile:13
  int const ar12 = (tl_c0_0 + 2816);  // layernorm.tile:13
  int const ar13 = (tl_c0_0 + 3072);  // layernorm.tile:13
  int const ar14 = (tl_c0_0 + 3328);  // layernorm.tile:13
  int const ar15 = (tl_c0_0 + 3584);  // layernorm.tile:13
  int const ar16 = (tl_c0_0 + 3840);  // layernorm.tile:13
  bool const v17 = (tl_c0_0 < p_n_cols);  // layernorm.tile:14
  bool const v18 = (ar2 < p_n_cols);  // layernorm.tile:14
  bool const v19 = (ar3 < p_n_cols);  // layernorm.tile:14
  bool const v20 = (ar4 < p_n_cols);  // layernorm.tile:14
  bool const v21 = (ar5 < p_n_cols);  // layernorm.tile:14
  bool const v22 = (ar6 < p_n_cols);  // layernorm.tile:14
  bool const v23 = (ar7 < p_n_cols);  // layernorm.tile:14
  bool const v24 = (ar8 < p_n_cols);  // layernorm.tile:14
  bool const v25 = (ar9 < p_n_cols);  // layernorm.tile:14
  bool const v26 = (ar10 < p_n_cols);  // layernorm.tile:14
  bool const v27 = (ar11 < p_n_cols);  // layernorm.tile:14
  bool const v28 = (ar12 < p_n_cols);  // layernorm.tile:14
  bool const v29 = (ar13 < p_n_cols);  // layernorm.tile:14
  bool const v30 = (ar14 < p_n_cols);  // layernorm.tile:14
  bool const v31 = (ar15 < p_n_cols);  // layernorm.tile:14
  bool const v32 = (ar16 < p_n_cols);  // layernorm.tile:14
  int const v33 = ((int)((unsigned int)(pid1) * (unsigned int)(p_row_stride)));  // layernorm.tile:15
  int const v34 = ((int)((unsigned int)(v33) + (unsigned int)(tl_c0_0)));  // layernorm.tile:15
  int const v35 = ((int)((unsigned int)(v33) + (unsigned int)(ar2)));  // layernorm.tile:15
  int const v36 = ((int)((unsigned int)(v33) + (unsigned int)(ar3)));  // layernorm.tile:15
  int const v37 = ((int)((unsigned int)(v33) + (unsigned int)(ar4)));  // layernorm.tile:15
  int const v38 = ((int)((unsigned int)(v33) + (unsigned int)(ar5)));  // layernorm.tile:15
  int const v39 = ((int)((unsigned int)(v33) + (unsigned int)(ar6)));  // layernorm.tile:15
  int const v40 = ((int)((unsigned int)(v33) + (unsigned int)(ar7)));  // layernorm.tile:15
  int const v41 = ((int)((unsigned int)(v33) + (unsigned int)(ar8)));  // layernorm.tile:15
  int const v42 = ((int)((unsigned int)(v33) + (unsigned int)(ar9)));  // layernorm.tile:15
  int const v43 = ((int)((unsigned int)(v33) + (unsigned int)(ar10)));  // layernorm.tile:15
  int const v44 = ((int)((unsigned int)(v33) + (unsigned int)(ar11)));  // layernorm.tile:15
  int const v45 = ((int)((unsigned int)(v33) + (unsigned int)(ar12)));  // layernorm.tile:15
  int const v46 = ((int)((unsigned int)(v33) + (unsigned int)(ar13)));  // layernorm.tile:15
  int const v47 = ((int)((unsigned int)(v33) + (unsigned int)(ar14)));  // layernorm.tile:15
  int const v48 = ((int)((unsigned int)(v33) + (unsigned int)(ar15)));  // layernorm.tile:15
  int const v49 = ((int)((unsigned int)(v33) + (unsigned int)(ar16)));  // layernorm.tile:15
  _Float16* const p50 = (p_x + v34);  // layernorm.tile:16
  _Float16* const p51 = (p_x + v35);  // layernorm.tile:16
  _Float16* const p52 = (p_x + v36);  // layernorm.tile:16
  _Float16* const p53 = (p_x + v37);  // layernorm.tile:16
  _Float16* const p54 = (p_x + v38);  // layernorm.tile:16
  _Float16* const p55 = (p_x + v39);  // layernorm.tile:16
  _Float16* const p56 = (p_x + v40);  // layernorm.tile:16
  _Float16* const p57 = (p_x + v41);  // layernorm.tile:16
  _Float16* const p58 = (p_x + v42);  // layernorm.tile:16
  _Float16* const p59 = (p_x + v43);  // layernorm.tile:16
  _Float16* const p60 = (p_x + v44);  // layernorm.tile:16
  _Float16* const p61 = (p_x + v45);  // layernorm.tile:16
  _Float16* const p62 = (p_x + v46);  // layernorm.tile:16
  _Float16* const p63 = (p_x + v47);  // layernorm.tile:16
  _Float16* const p64 = (p_x + v48);  // layernorm.tile:16
  _Float16* const p65 = (p_x + v49);  // layernorm.tile:16
  _Float16 const k66 = tl_u2h((unsigned short)0);  // layernorm.tile:16
  const _Float16 ld67 = v17 ? *p50 : k66;  // layernorm.tile:16
  const _Float16 ld68 = v18 ? *p51 : k66;  // layernorm.tile:16
  const _Float16 ld69 = v19 ? *p52 : k66;  // layernorm.tile:16
  const _Float16 ld70 = v20 ? *p53 : k66;  // layernorm.tile:16
  const _Float16 ld71 = v21 ? *p54 : k66;  // layernorm.tile:16
  const _Float16 ld72 = v22 ? *p55 : k66;  // layernorm.tile:16
  const _Float16 ld73 = v23 ? *p56 : k66;  // layernorm.tile:16
  const _Float16 ld74 = v24 ? *p57 : k66;  // layernorm.tile:16
  const _Float16 ld75 = v25 ? *p58 : k66;  // layernorm.tile:16
  const _Float16 ld76 = v26 ? *p59 : k66;  // layernorm.tile:16
  const _Float16 ld77 = v27 ? *p60 : k66;  // layernorm.tile:16
  const _Float16 ld78 = v28 ? *p61 : k66;  // layernorm.tile:16
  const _Float16 ld79 = v29 ? *p62 : k66;  // layernorm.tile:16
  const _Float16 ld80 = v30 ? *p63 : k66;  // layernorm.tile:16
  const _Float16 ld81 = v31 ? *p64 : k66;  // layernorm.tile:16
  const _Float16 ld82 = v32 ? *p65 : k66;  // layernorm.tile:16
  float const v83 = ((float)(ld67));  // layernorm.tile:16
  float const v84 = ((float)(ld68));  // layernorm.tile:16
  float const v85 = ((float)(ld69));  // layernorm.tile:16
  float const v86 = ((float)(ld70));  // layernorm.tile:16
  float const v87 = ((float)(ld71));  // layernorm.tile:16
  float const v88 = ((float)(ld72));  // layernorm.tile:16
  float const v89 = ((float)(ld73));  // layernorm.tile:16
  float const v90 = ((float)(ld74));  // layernorm.tile:16
  float const v91 = ((float)(ld75));  // layernorm.tile:16
  float const v92 = ((float)(ld76));  // layernorm.tile:16
  float const v93 = ((float)(ld77));  // layernorm.tile:16
  float const v94 = ((float)(ld78));  // layernorm.tile:16
  float const v95 = ((float)(ld79));  // layernorm.tile:16
  float const v96 = ((float)(ld80));  // layernorm.tile:16
  float const v97 = ((float)(ld81));  // layernorm.tile:16
  float const v98 = ((float)(ld82));  // layernorm.tile:16
  _Float16* const p99 = (p_residual + v34);  // layernorm.tile:18
  _Float16* const p100 = (p_residual + v35);  // layernorm.tile:18
  _Float16* const p101 = (p_residual + v36);  // layernorm.tile:18
  _Float16* const p102 = (p_residual + v37);  // layernorm.tile:18
  _Float16* const p103 = (p_residual + v38);  // layernorm.tile:18
  _Float16* const p104 = (p_residual + v39);  // layernorm.tile:18
  _Float16* const p105 = (p_residual + v40);  // layernorm.tile:18
  _Float16* const p106 = (p_residual + v41);  // layernorm.tile:18
  _Float16* const p107 = (p_residual + v42);  // layernorm.tile:18
  _Float16* const p108 = (p_residual + v43);  // layernorm.tile:18
  _Float16* const p109 = (p_residual + v44);  // layernorm.tile:18
  _Float16* const p110 = (p_residual + v45);  // layernorm.tile:18
  _Float16* const p111 = (p_residual + v46);  // layernorm.tile:18
  _Float16* const p112 = (p_residual + v47);  // layernorm.tile:18
  _Float16* const p113 = (p_residual + v48);  // layernorm.tile:18
  _Float16* const p114 = (p_residual + v49);  // layernorm.tile:18
  const _Float16 ld115 = v17 ? *p99 : k66;  // layernorm.tile:18
  const _Float16 ld116 = v18 ? *p100 : k66;  // layernorm.tile:18
  const _Float16 ld117 = v19 ? *p101 : k66;  // layernorm.tile:18
  const _Float16 ld118 = v20 ? *p102 : k66;  // layernorm.tile:18
  const _Float16 ld119 = v21 ? *p103 : k66;  // layernorm.tile:18
  const _Float16 ld120 = v22 ? *p104 : k66;  // layernorm.tile:18
  const _Float16 ld121 = v23 ? *p105 : k66;  // layernorm.tile:18
  const _Float16 ld122 = v24 ? *p106 : k66;  // layernorm.tile:18
  const _Float16 ld123 = v25 ? *p107 : k66;  // layernorm.tile:18
  const _Float16 ld124 = v26 ? *p108 : k66;  // layernorm.tile:18
  const _Float16 ld125 = v27 ? *p109 : k66;  // layernorm.tile:18
  const _Float16 ld126 = v28 ? *p110 : k66;  // layernorm.tile:18
  const _Float16 ld127 = v29 ? *p111 : k66;  // layernorm.tile:18
  const _Float16 ld128 = v30 ? *p112 : k66;  // layernorm.tile:18
  const _Float16 ld129 = v31 ? *p113 : k66;  // layernorm.tile:18
  const _Float16 ld130 = v32 ? *p114 : k66;  // layernorm.tile:18
  float const v131 = ((float)(ld115));  // layernorm.tile:18
  float const v132 = ((float)(ld116));  // layernorm.tile:18
  float const v133 = ((float)(ld117));  // layernorm.tile:18
  float const v134 = ((float)(ld118));  // layernorm.tile:18
  float const v135 = ((float)(ld119));  // layernorm.tile:18
  float const v136 = ((float)(ld120));  // layernorm.tile:18
  float const v137 = ((float)(ld121));  // layernorm.tile:18
  float const v138 = ((float)(ld122));  // layernorm.tile:18
  float const v139 = ((float)(ld123));  // layernorm.tile:18
  float const v140 = ((float)(ld124));  // layernorm.tile:18
  float const v141 = ((float)(ld125));  // layernorm.tile:18
  float const v142 = ((float)(ld126));  // layernorm.tile:18
  float const v143 = ((float)(ld127));  // layernorm.tile:18
  float const v144 = ((float)(ld128));  // layernorm.tile:18
  float const v145 = ((float)(ld129));  // layernorm.tile:18
  float const v146 = ((float)(ld130));  // layernorm.tile:18
  float const v147 = (v83 + v131);  // layernorm.tile:18
  float const v148 = (v84 + v132);  // layernorm.tile:18
  float const v149 = (v85 + v133);  // layernorm.tile:18
  float const v150 = (v86 + v134);  // layernorm.tile:18
  float const v151 = (v87 + v135);  // layernorm.tile:18
  float const v152 = (v88 + v136);  // layernorm.tile:18
  float const v153 = (v89 + v137);  // layernorm.tile:18
  float const v154 = (v90 + v138);  // layernorm.tile:18
  float const v155 = (v91 + v139);  // layernorm.tile:18
  float const v156 = (v92 + v140);  // layernorm.tile:18
  float const v157 = (v93 + v141);  // layernorm.tile:18
  float const v158 = (v94 + v142);  // layernorm.tile:18
  float const v159 = (v95 + v143);  // layernorm.tile:18
  float const v160 = (v96 + v144);  // layernorm.tile:18
  float const v161 = (v97 + v145);  // layernorm.tile:18
  float const v162 = (v98 + v146);  // layernorm.tile:18
  _Float16* const p163 = (p_h_out + v34);  // layernorm.tile:19
  _Float16* const p164 = (p_h_out + v35);  // layernorm.tile:19
  _Float16* const p165 = (p_h_out + v36);  // layernorm.tile:19
  _Float16* const p166 = (p_h_out + v37);  // layernorm.tile:19
  _Float16* const p167 = (p_h_out + v38);  // layernorm.tile:19
  _Float16* const p168 = (p_h_out + v39);  // layernorm.tile:19
  _Float16* const p169 = (p_h_out + v40);  // layernorm.tile:19
  _Float16* const p170 = (p_h_out + v41);  // layernorm.tile:19
  _Float16* const p171 = (p_h_out + v42);  // layernorm.tile:19
  _Float16* const p172 = (p_h_out + v43);  // layernorm.tile:19
  _Float16* const p173 = (p_h_out + v44);  // layernorm.tile:19
  _Float16* const p174 = (p_h_out + v45);  // layernorm.tile:19
  _Float16* const p175 = (p_h_out + v46);  // layernorm.tile:19
  _Float16* const p176 = (p_h_out + v47);  // layernorm.tile:19
  _Float16* const p177 = (p_h_out + v48);  // layernorm.tile:19
  _Float16* const p178 = (p_h_out + v49);  // layernorm.tile:19
  _Float16 const v179 = tl_f2h(v147);  // layernorm.tile:19
  _Float16 const v180 = tl_f2h(v148);  // layernorm.tile:19
  _Float16 const v181 = tl_f2h(v149);  // layernorm.tile:19
  _Float16 const v182 = tl_f2h(v150);  // layernorm.tile:19
  _Float16 const v183 = tl_f2h(v151);  // layernorm.tile:19
  _Float16 const v184 = tl_f2h(v152);  // layernorm.tile:19
  _Float16 const v185 = tl_f2h(v153);  // layernorm.tile:19
  _Float16 const v186 = tl_f2h(v154);  // layernorm.tile:19
  _Float16 const v187 = tl_f2h(v155);  // layernorm.tile:19
  _Float16 const v188 = tl_f2h(v156);  // layernorm.tile:19
  _Float16 const v189 = tl_f2h(v157);  // layernorm.tile:19
  _Float16 const v190 = tl_f2h(v158);  // layernorm.tile:19
  _Float16 const v191 = tl_f2h(v159);  // layernorm.tile:19
  _Float16 const v192 = tl_f2h(v160);  // layernorm.tile:19
  _Float16 const v193 = tl_f2h(v161);  // layernorm.tile:19
  _Float16 const v194 = tl_f2h(v162);  // layernorm.tile:19
  if (v17) *p163 = v179;  // layernorm.tile:19
  if (v18) *p164 = v180;  // layernorm.tile:19
  if (v19) *p165 = v181;  // layernorm.tile:19
  if (v20) *p166 = v182;  // layernorm.tile:19
  if (v21) *p167 = v183;  // layernorm.tile:19
  if (v22) *p168 = v184;  // layernorm.tile:19
  if (v23) *p169 = v185;  // layernorm.tile:19
  if (v24) *p170 = v186;  // layernorm.tile:19
  if (v25) *p171 = v187;  // layernorm.tile:19
  if (v26) *p172 = v188;  // layernorm.tile:19
  if (v27) *p173 = v189;  // layernorm.tile:19
  if (v28) *p174 = v190;  // layernorm.tile:19
  if (v29) *p175 = v191;  // layernorm.tile:19
  if (v30) *p176 = v192;  // layernorm.tile:19
  if (v31) *p177 = v193;  // layernorm.tile:19
  if (v32) *p178 = v194;  // layernorm.tile:19
  float rd195 = (v147 + v148);  // layernorm.tile:20
  float rd196 = (v149 + v150);  // layernorm.tile:20
  float rd197 = (v151 + v152);  // layernorm.tile:20
  float rd198 = (v153 + v154);  // layernorm.tile:20
  float rd199 = (v155 + v156);  // layernorm.tile:20
  float rd200 = (v157 + v158);  // layernorm.tile:20
  float rd201 = (v159 + v160);  // layernorm.tile:20
  float rd202 = (v161 + v162);  // layernorm.tile:20
  float rd203 = (rd195 + rd196);  // layernorm.tile:20
  float rd204 = (rd197 + rd198);  // layernorm.tile:20
  float rd205 = (rd199 + rd200);  // layernorm.tile:20
  float rd206 = (rd201 + rd202);  // layernorm.tile:20
  float rd207 = (rd203 + rd204);  // layernorm.tile:20
  float rd208 = (rd205 + rd206);  // layernorm.tile:20
  float rd209 = (rd207 + rd208);  // layernorm.tile:20
  float rd210 = tl_shfl_xor(rd209, 1);  // layernorm.tile:20
  float rd211 = (rd209 + rd210);  // layernorm.tile:20
  float rd212 = tl_shfl_xor(rd211, 2);  // layernorm.tile:20
  float rd213 = (rd211 + rd212);  // layernorm.tile:20
  float rd214 = tl_shfl_xor(rd213, 4);  // layernorm.tile:20
  float rd215 = (rd213 + rd214);  // layernorm.tile:20
  float rd216 = tl_shfl_xor(rd215, 8);  // layernorm.tile:20
  float rd217 = (rd215 + rd216);  // layernorm.tile:20
  float rd218 = tl_shfl_xor(rd217, 16);  // layernorm.tile:20
  float rd219 = (rd217 + rd218);  // layernorm.tile:20
  float rd220 = tl_shfl_xor(rd219, 32);  // layernorm.tile:20
  float rd221 = (rd219 + rd220);  // layernorm.tile:20
  float* rb222 = reinterpret_cast<float*>(tl_smem + 0);  // layernorm.tile:20
  const int wi223 = (((tl_warp >> 0) & 1) << 0) | (((tl_warp >> 1) & 1) << 1);  // layernorm.tile:20
  rb222[wi223 * 1 + 0] = rd221;  // layernorm.tile:20
  __syncthreads();  // layernorm.tile:20
  const int lw224 = tl_lane & 3;  // layernorm.tile:20
  float rd225 = rb222[lw224 * 1 + 0];  // layernorm.tile:20
  float rd226 = tl_shfl_xor(rd225, 1);  // layernorm.tile:20
  float rd227 = (rd225 + rd226);  // layernorm.tile:20
  float rd228 = tl_shfl_xor(rd227, 2);  // layernorm.tile:20
  float rd229 = (rd227 + rd228);  // layernorm.tile:20
  float const v230 = ((float)(p_n_cols));  // layernorm.tile:20
  float const v231 = tl_fdiv(rd229, v230);  // layernorm.tile:20
  float const v232 = (v147 - v231);  // layernorm.tile:21
  float const v233 = (v148 - v231);  // layernorm.tile:21
  float const v234 = (v149 - v231);  // layernorm.tile:21
  float const v235 = (v150 - v231);  // layernorm.tile:21
  float const v236 = (v151 - v231);  // layernorm.tile:21
  float const v237 = (v152 - v231);  // layernorm.tile:21
  float const v238 = (v153 - v231);  // layernorm.tile:21
  float const v239 = (v154 - v231);  // layernorm.tile:21
  float const v240 = (v155 - v231);  // layernorm.tile:21
  float const v241 = (v156 - v231);  // layernorm.tile:21
  float const v242 = (v157 - v231);  // layernorm.tile:21
  float const v243 = (v158 - v231);  // layernorm.tile:21
  float const v244 = (v159 - v231);  // layernorm.tile:21
  float const v245 = (v160 - v231);  // layernorm.tile:21
  float const v246 = (v161 - v231);  // layernorm.tile:21
  float const v247 = (v162 - v231);  // layernorm.tile:21
  float const v248 = (v17 ? v232 : 0.0f);  // layernorm.tile:21
  float const v249 = (v18 ? v233 : 0.0f);  // layernorm.tile:21
  float const v250 = (v19 ? v234 : 0.0f);  // layernorm.tile:21
  float const v251 = (v20 ? v235 : 0.0f);  // layernorm.tile:21
  float const v252 = (v21 ? v236 : 0.0f);  // layernorm.tile:21
  float const v253 = (v22 ? v237 : 0.0f);  // layernorm.tile:21
  float const v254 = (v23 ? v238 : 0.0f);  // layernorm.tile:21
  float const v255 = (v24 ? v239 : 0.0f);  // layernorm.tile:21
  float const v256 = (v25 ? v240 : 0.0f);  // layernorm.tile:21
  float const v257 = (v26 ? v241 : 0.0f);  // layernorm.tile:21
  float const v258 = (v27 ? v242 : 0.0f);  // layernorm.tile:21
  float const v259 = (v28 ? v243 : 0.0f);  // layernorm.tile:21
  float const v260 = (v29 ? v244 : 0.0f);  // layernorm.tile:21
  float const v261 = (v30 ? v245 : 0.0f);  // layernorm.tile:21
  float const v262 = (v31 ? v246 : 0.0f);  // layernorm.tile:21
  float const v263 = (v32 ? v247 : 0.0f);  // layernorm.tile:21
  float const v264 = (v248 * v248);  // layernorm.tile:22
  float const v265 = (v249 * v249);  // layernorm.tile:22
  float const v266 = (v250 * v250);  // layernorm.tile:22
  float const v267 = (v251 * v251);  // layernorm.tile:22
  float const v268 = (v252 * v252);  // layernorm.tile:22
  float const v269 = (v253 * v253);  // layernorm.tile:22
  float const v270 = (v254 * v254);  // layernorm.tile:22
  float const v271 = (v255 * v255);  // layernorm.tile:22
  float const v272 = (v256 * v256);  // layernorm.tile:22
  float const v273 = (v257 * v257);  // layernorm.tile:22
  float const v274 = (v258 * v258);  // layernorm.tile:22
  float const v275 = (v259 * v259);  // layernorm.tile:22
  float const v276 = (v260 * v260);  // layernorm.tile:22
  float const v277 = (v261 * v261);  // layernorm.tile:22
  float const v278 = (v262 * v262);  // layernorm.tile:22
  float const v279 = (v263 * v263);  // layernorm.tile:22
  float rd280 = (v264 + v265);  // layernorm.tile:22
  float rd281 = (v266 + v267);  // layernorm.tile:22
  float rd282 = (v268 + v269);  // layernorm.tile:22
  float rd283 = (v270 + v271);  // layernorm.tile:22
  float rd284 = (v272 + v273);  // layernorm.tile:22
  float rd285 = (v274 + v275);  // layernorm.tile:22
  float rd286 = (v276 + v277);  // layernorm.tile:22
  float rd287 = (v278 + v279);  // layernorm.tile:22
  float rd288 = (rd280 + rd281);  // layernorm.tile:22
  float rd289 = (rd282 + rd283);  // layernorm.tile:22
  float rd290 = (rd284 + rd285);  // layernorm.tile:22
  float rd291 = (rd286 + rd287);  // layernorm.tile:22
  float rd292 = (rd288 + rd289);  // layernorm.tile:22
  float rd293 = (rd290 + rd291);  // layernorm.tile:22
  float rd294 = (rd292 + rd293);  // layernorm.tile:22
  float rd295 = tl_shfl_xor(rd294, 1);  // layernorm.tile:22
  float rd296 = (rd294 + rd295);  // layernorm.tile:22
  float rd297 = tl_shfl_xor(rd296, 2);  // layernorm.tile:22
  float rd298 = (rd296 + rd297);  // layernorm.tile:22
  float rd299 = tl_shfl_xor(rd298, 4);  // layernorm.tile:22
  float rd300 = (rd298 + rd299);  // layernorm.tile:22
  float rd301 = tl_shfl_xor(rd300, 8);  // layernorm.tile:22
  float rd302 = (rd300 + rd301);  // layernorm.tile:22
  float rd303 = tl_shfl_xor(rd302, 16);  // layernorm.tile:22
  float rd304 = (rd302 + rd303);  // layernorm.tile:22
  float rd305 = tl_shfl_xor(rd304, 32);  // layernorm.tile:22
  float rd306 = (rd304 + rd305);  // layernorm.tile:22
  float* rb307 = reinterpret_cast<float*>(tl_smem + 16);  // layernorm.tile:22
  const int wi308 = (((tl_warp >> 0) & 1) << 0) | (((tl_warp >> 1) & 1) << 1);  // layernorm.tile:22
  rb307[wi308 * 1 + 0] = rd306;  // layernorm.tile:22
  __syncthreads();  // layernorm.tile:22
  const int lw309 = tl_lane & 3;  // layernorm.tile:22
  float rd310 = rb307[lw309 * 1 + 0];  // layernorm.tile:22
  float rd311 = tl_shfl_xor(rd310, 1);  // layernorm.tile:22
  float rd312 = (rd310 + rd311);  // layernorm.tile:22
  float rd313 = tl_shfl_xor(rd312, 2);  // layernorm.tile:22
  float rd314 = (rd312 + rd313);  // layernorm.tile:22
  float const v315 = tl_fdiv(rd314, v230);  // layernorm.tile:22
  float const v316 = (v315 + p_eps);  // layernorm.tile:23
  float const v317 = tl_rsqrtf(v316);  // layernorm.tile:23
  _Float16* const p318 = (p_weight + tl_c0_0);  // layernorm.tile:24
  _Float16* const p319 = (p_weight + ar2);  // layernorm.tile:24
  _Float16* const p320 = (p_weight + ar3);  // layernorm.tile:24
  _Float16* const p321 = (p_weight + ar4);  // layernorm.tile:24
  _Float16* const p322 = (p_weight + ar5);  // layernorm.tile:24
  _Float16* const p323 = (p_weight + ar6);  // layernorm.tile:24
  _Float16* const p324 = (p_weight + ar7);  // layernorm.tile:24
  _Float16* const p325 = (p_weight + ar8);  // layernorm.tile:24
  _Float16* const p326 = (p_weight + ar9);  // layernorm.tile:24
  _Float16* const p327 = (p_weight + ar10);  // layernorm.tile:24
  _Float16* const p328 = (p_weight + ar11);  // layernorm.tile:24
  _Float16* const p329 = (p_weight + ar12);  // layernorm.tile:24
  _Float16* const p330 = (p_weight + ar13);  // layernorm.tile:24
  _Float16* const p331 = (p_weight + ar14);  // layernorm.tile:24
  _Float16* const p332 = (p_weight + ar15);  // layernorm.tile:24
  _Float16* const p333 = (p_weight + ar16);  // layernorm.tile:24
  const _Float16 ld334 = v17 ? *p318 : k66;  // layernorm.tile:24
  const _Float16 ld335 = v18 ? *p319 : k66;  // layernorm.tile:24
  const _Float16 ld336 = v19 ? *p320 : k66;  // layernorm.tile:24
  const _Float16 ld337 = v20 ? *p321 : k66;  // layernorm.tile:24
  const _Float16 ld338 = v21 ? *p322 : k66;  // layernorm.tile:24
  const _Float16 ld339 = v22 ? *p323 : k66;  // layernorm.tile:24
  const _Float16 ld340 = v23 ? *p324 : k66;  // layernorm.tile:24
  const _Float16 ld341 = v24 ? *p325 : k66;  // layernorm.tile:24
  const _Float16 ld342 = v25 ? *p326 : k66;  // layernorm.tile:24
  const _Float16 ld343 = v26 ? *p327 : k66;  // layernorm.tile:24
  const _Float16 ld344 = v27 ? *p328 : k66;  // layernorm.tile:24
  const _Float16 ld345 = v28 ? *p329 : k66;  // layernorm.tile:24
  const _Float16 ld346 = v29 ? *p330 : k66;  // layernorm.tile:24
  const _Float16 ld347 = v30 ? *p331 : k66;  // layernorm.tile:24
  const _Float16 ld348 = v31 ? *p332 : k66;  // layernorm.tile:24
  const _Float16 ld349 = v32 ? *p333 : k66;  // layernorm.tile:24
  float const v350 = ((float)(ld334));  // layernorm.tile:24
  float const v351 = ((float)(ld335));  // layernorm.tile:24
  float const v352 = ((float)(ld336));  // layernorm.tile:24
  float const v353 = ((float)(ld337));  // layernorm.tile:24
  float const v354 = ((float)(ld338));  // layernorm.tile:24
  float const v355 = ((float)(ld339));  // layernorm.tile:24
  float const v356 = ((float)(ld340));  // layernorm.tile:24
  float const v357 = ((float)(ld341));  // layernorm.tile:24
  float const v358 = ((float)(ld342));  // layernorm.tile:24
  float const v359 = ((float)(ld343));  // layernorm.tile:24
  float const v360 = ((float)(ld344));  // layernorm.tile:24
  float const v361 = ((float)(ld345));  // layernorm.tile:24
  float const v362 = ((float)(ld346));  // layernorm.tile:24
  float const v363 = ((float)(ld347));  // layernorm.tile:24
  float const v364 = ((float)(ld348));  // layernorm.tile:24
  float const v365 = ((float)(ld349));  // layernorm.tile:24
  _Float16* const p366 = (p_bias + tl_c0_0);  // layernorm.tile:25
  _Float16* const p367 = (p_bias + ar2);  // layernorm.tile:25
  _Float16* const p368 = (p_bias + ar3);  // layernorm.tile:25
  _Float16* const p369 = (p_bias + ar4);  // layernorm.tile:25
  _Float16* const p370 = (p_bias + ar5);  // layernorm.tile:25
  _Float16* const p371 = (p_bias + ar6);  // layernorm.tile:25
  _Float16* const p372 = (p_bias + ar7);  // layernorm.tile:25
  _Float16* const p373 = (p_bias + ar8);  // layernorm.tile:25
  _Float16* const p374 = (p_bias + ar9);  // layernorm.tile:25
  _Float16* const p375 = (p_bias + ar10);  // layernorm.tile:25
  _Float16* const p376 = (p_bias + ar11);  // layernorm.tile:25
  _Float16* const p377 = (p_bias + ar12);  // layernorm.tile:25
  _Float16* const p378 = (p_bias + ar13);  // layernorm.tile:25
  _Float16* const p379 = (p_bias + ar14);  // layernorm.tile:25
  _Float16* const p380 = (p_bias + ar15);  // layernorm.tile:25
  _Float16* const p381 = (p_bias + ar16);  // layernorm.tile:25
  const _Float16 ld382 = v17 ? *p366 : k66;  // layernorm.tile:25
  const _Float16 ld383 = v18 ? *p367 : k66;  // layernorm.tile:25
  const _Float16 ld384 = v19 ? *p368 : k66;  // layernorm.tile:25
  const _Float16 ld385 = v20 ? *p369 : k66;  // layernorm.tile:25
  const _Float16 ld386 = v21 ? *p370 : k66;  // layernorm.tile:25
  const _Float16 ld387 = v22 ? *p371 : k66;  // layernorm.tile:25
  const _Float16 ld388 = v23 ? *p372 : k66;  // layernorm.tile:25
  const _Float16 ld389 = v24 ? *p373 : k66;  // layernorm.tile:25
  const _Float16 ld390 = v25 ? *p374 : k66;  // layernorm.tile:25
  const _Float16 ld391 = v26 ? *p375 : k66;  // layernorm.tile:25
  const _Float16 ld392 = v27 ? *p376 : k66;  // layernorm.tile:25
  const _Float16 ld393 = v28 ? *p377 : k66;  // layernorm.tile:25
  const _Float16 ld394 = v29 ? *p378 : k66;  // layernorm.tile:25
  const _Float16 ld395 = v30 ? *p379 : k66;  // layernorm.tile:25
  const _Float16 ld396 = v31 ? *p380 : k66;  // layernorm.tile:25
  const _Float16 ld397 = v32 ? *p381 : k66;  // layernorm.tile:25
  float const v398 = ((float)(ld382));  // layernorm.tile:25
  float const v399 = ((float)(ld383));  // layernorm.tile:25
  float const v400 = ((float)(ld384));  // layernorm.tile:25
  float const v401 = ((float)(ld385));  // layernorm.tile:25
  float const v402 = ((float)(ld386));  // layernorm.tile:25
  float const v403 = ((float)(ld387));  // layernorm.tile:25
  float const v404 = ((float)(ld388));  // layernorm.tile:25
  float const v405 = ((float)(ld389));  // layernorm.tile:25
  float const v406 = ((float)(ld390));  // layernorm.tile:25
  float const v407 = ((float)(ld391));  // layernorm.tile:25
  float const v408 = ((float)(ld392));  // layernorm.tile:25
  float const v409 = ((float)(ld393));  // layernorm.tile:25
  float const v410 = ((float)(ld394));  // layernorm.tile:25
  float const v411 = ((float)(ld395));  // layernorm.tile:25
  float const v412 = ((float)(ld396));  // layernorm.tile:25
  float const v413 = ((float)(ld397));  // layernorm.tile:25
  _Float16* const p414 = (p_y + v34);  // layernorm.tile:26
  _Float16* const p415 = (p_y + v35);  // layernorm.tile:26
  _Float16* const p416 = (p_y + v36);  // layernorm.tile:26
  _Float16* const p417 = (p_y + v37);  // layernorm.tile:26
  _Float16* const p418 = (p_y + v38);  // layernorm.tile:26
  _Float16* const p419 = (p_y + v39);  // layernorm.tile:26
  _Float16* const p420 = (p_y + v40);  // layernorm.tile:26
  _Float16* const p421 = (p_y + v41);  // layernorm.tile:26
  _Float16* const p422 = (p_y + v42);  // layernorm.tile:26
  _Float16* const p423 = (p_y + v43);  // layernorm.tile:26
  _Float16* const p424 = (p_y + v44);  // layernorm.tile:26
  _Float16* const p425 = (p_y + v45);  // layernorm.tile:26
  _Float16* const p426 = (p_y + v46);  // layernorm.tile:26
  _Float16* const p427 = (p_y + v47);  // layernorm.tile:26
  _Float16* const p428 = (p_y + v48);  // layernorm.tile:26
  _Float16* const p429 = (p_y + v49);  // layernorm.tile:26
  float const v430 = (v248 * v317);  // layernorm.tile:26
  float const v431 = (v249 * v317);  // layernorm.tile:26
  float const v432 = (v250 * v317);  // layernorm.tile:26
  float const v433 = (v251 * v317);  // layernorm.tile:26
  float const v434 = (v252 * v317);  // layernorm.tile:26
  float const v435 = (v253 * v317);  // layernorm.tile:26
  float const v436 = (v254 * v317);  // layernorm.tile:26
  float const v437 = (v255 * v317);  // layernorm.tile:26
  float const v438 = (v256 * v317);  // layernorm.tile:26
  float const v439 = (v257 * v317);  // layernorm.tile:26
  float const v440 = (v258 * v317);  // layernorm.tile:26
  float const v441 = (v259 * v317);  // layernorm.tile:26
  float const v442 = (v260 * v317);  // layernorm.tile:26
  float const v443 = (v261 * v317);  // layernorm.tile:26
  float const v444 = (v262 * v317);  // layernorm.tile:26
  float const v445 = (v263 * v317);  // layernorm.tile:26
  float const v446 = (v430 * v350);  // layernorm.tile:26
  float const v447 = (v431 * v351);  // layernorm.tile:26
  float const v448 = (v432 * v352);  // layernorm.tile:26
  float const v449 = (v433 * v353);  // layernorm.tile:26
  float const v450 = (v434 * v354);  // layernorm.tile:26
  float const v451 = (v435 * v355);  // layernorm.tile:26
  float const v452 = (v436 * v356);  // layernorm.tile:26
  float const v453 = (v437 * v357);  // layernorm.tile:26
  float const v454 = (v438 * v358);  // layernorm.tile:26
  float const v455 = (v439 * v359);  // layernorm.tile:26
  float const v456 = (v440 * v360);  // layernorm.tile:26
  float const v457 = (v441 * v361);  // layernorm.tile:26
  float const v458 = (v442 * v362);  // layernorm.tile:26
  float const v459 = (v443 * v363);  // layernorm.tile:26
  float const v460 = (v444 * v364);  // layernorm.tile:26
  float const v461 = (v445 * v365);  // layernorm.tile:26
  float const v462 = (v446 + v398);  // layernorm.tile:26
  float const v463 = (v447 + v399);  // layernorm.tile:26
  float const v464 = (v448 + v400);  // layernorm.tile:26
  float const v465 = (v449 + v401);  // layernorm.tile:26
  float const v466 = (v450 + v402);  // layernorm.tile:26
  float const v467 = (v451 + v403);  // layernorm.tile:26
  float const v468 = (v452 + v404);  // layernorm.tile:26
  float const v469 = (v453 + v405);  // layernorm.tile:26
  float const v470 = (v454 + v406);  // layernorm.tile:26
  float const v471 = (v455 + v407);  // layernorm.tile:26
  float const v472 = (v456 + v408);  // layernorm.tile:26
  float const v473 = (v457 + v409);  // layernorm.tile:26
  float const v474 = (v458 + v410);  // layernorm.tile:26
  float const v475 = (v459 + v411);  // layernorm.tile:26
  float const v476 = (v460 + v412);  // layernorm.tile:26
  float const v477 = (v461 + v413);  // layernorm.tile:26
  _Float16 const v478 = tl_f2h(v462);  // layernorm.tile:26
  _Float16 const v479 = tl_f2h(v463);  // layernorm.tile:26
  _Float16 const v480 = tl_f2h(v464);  // layernorm.tile:26
  _Float16 const v481 = tl_f2h(v465);  // layernorm.tile:26
  _Float16 const v482 = tl_f2h(v466);  // layernorm.tile:26
  _Float16 const v483 = tl_f2h(v467);  // layernorm.tile:26
  _Float16 const v484 = tl_f2h(v468);  // layernorm.tile:26
  _Float16 const v485 = tl_f2h(v469);  // layernorm.tile:26
  _Float16 const v486 = tl_f2h(v470);  // layernorm.tile:26
  _Float16 const v487 = tl_f2h(v471);  // layernorm.tile:26
  _Float16 const v488 = tl_f2h(v472);  // layernorm.tile:26
  _Float16 const v489 = tl_f2h(v473);  // layernorm.tile:26
  _Float16 const v490 = tl_f2h(v474);  // layernorm.tile:26
  _Float16 const v491 = tl_f2h(v475);  // layernorm.tile:26
  _Float16 const v492 = tl_f2h(v476);  // layernorm.tile:26
  _Float16 const v493 = tl_f2h(v477);  // layernorm.tile:26
  if (v17) *p414 = v478;  // layernorm.tile:26
  if (v18) *p415 = v479;  // layernorm.tile:26
  if (v19) *p416 = v480;  // layernorm.tile:26
  if (v20) *p417 = v481;  // layernorm.tile:26
  if (v21) *p418 = v482;  // layernorm.tile:26
  if (v22) *p419 = v483;  // layernorm.tile:26
  if (v23) *p420 = v484;  // layernorm.tile:26
  if (v24) *p421 = v485;  // layernorm.tile:26
  if (v25) *p422 = v486;  // layernorm.tile:26
  if (v26) *p423 = v487;  // layernorm.tile:26
  if (v27) *p424 = v488;  // layernorm.tile:26
  if (v28) *p425 = v489;  // layernorm.tile:26
  if (v29) *p426 = v490;  // layernorm.tile:26
  if (v30) *p427 = v491;  // layernorm.tile:26
  if (v31) *p428 = v492;  // layernorm.tile:26
  if (v32) *p429 = v493;  // layernorm.tile:26
}
