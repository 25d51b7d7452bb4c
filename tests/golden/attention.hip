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
extern "C" __global__ void __launch_bounds__(256) tl_k_attention(_Float16* p_out, _Float16* p_q, _Float16* p_k, _Float16* p_v, float p_sm_scale, int p_seq_len, int p_width, int p_stride_qz, int p_stride_qm, int p_stride_kz, int p_stride_km, int p_stride_vz, int p_stride_vm, int p_stride_oz, int p_stride_om) {
  extern __shared__ __attribute__((aligned(16))) unsigned char tl_smem[];
  const int tl_lane = threadIdx.x & 63;
  const int tl_warp = __builtin_amdgcn_readfirstlane((int)(threadIdx.x >> 6));
  const int tl_c0_0 = (tl_lane);
  const int tl_c1_0 = (tl_warp);
  const int tl_c2_0 = (tl_warp);
  const int tl_c2_1 = (tl_lane);
  const int tl_c3_0 = (tl_lane);
  const int tl_c3_1 = (tl_warp);
  const int tl_c4_0 = ((tl_warp << 4));
  const int tl_c5_0 = (((tl_lane >> 4) << 2) ^ (tl_warp << 4));
  const int tl_c5_1 = ((tl_lane & 15));
  const int tl_c6_0 = ((tl_lane & 15));
  const int pid1 = (int)blockIdx.x;  // attention.tile:42
  const int pid2 = (int)blockIdx.y;  // attention.tile:43
  int const k3 = 64;  // attention.tile:43
  int const v4 = ((int)((unsigned int)(pid2) * (unsigned int)(k3)));  // attention.tile:43
  const int pid5 = (int)blockIdx.z;  // attention.tile:44
  int const v6 = ((int)((unsigned int)(pid1) * (unsigned int)(k3)));  // attention.tile:45
  int const ar7 = (tl_c1_0 + 4);  // attention.tile:45
  int const ar8 = (tl_c1_0 + 8);  // attention.tile:45
  int const ar9 = (tl_c1_0 + 12);  // attention.tile:45
  int const ar10 = (tl_c1_0 + 16);  // attention.tile:45
  int const ar11 = (tl_c1_0 + 20);  // attention.tile:45
  int const ar12 = (tl_c1_0 + 24);  // attention.tile:45
  int const ar13 = (tl_c1_0 + 28);  // attention.tile:45
  int const ar14 = (tl_c1_0 + 32);  // attention.tile:45
  int const ar15 = (tl_c1_0 + 36);  // attention.tile:45
  int const ar16 = (tl_c1_0 + 40);  // attention.tile:45
  int const ar17 = (tl_c1_0 + 44);  // attention.tile:45
  int const ar18 = (tl_c1_0 + 48);  // attention.tile:45
  int const ar19 = (tl_c1_0 + 52);  // attention.tile:45
  int const ar20 = (tl_c1_0 + 56);  // attention.tile:45
  int const ar21 = (tl_c1_0 + 60);  // attention.tile:45
  int const v22 = ((int)((unsigned int)(v6) + (unsigned int)(tl_c1_0)));  // attention.tile:45
  int const v23 = ((int)((unsigned int)(v6) + (unsigned int)(ar7)));  // attention.tile:45
  int const v24 = ((int)((unsigned int)(v6) + (unsigned int)(ar8)));  // attention.tile:45
  int const v25 = ((int)((unsigned int)(v6) + (unsigned int)(ar9)));  // attention.tile:45
  int const v26 = ((int)((unsigned int)(v6) + (unsigned int)(ar10)));  // attention.tile:45
  int const v27 = ((int)((unsigned int)(v6) + (unsigned int)(ar11)));  // attention.tile:45
  int const v28 = ((int)((unsigned int)(v6) + (unsigned int)(ar12)));  // attention.tile:45
  int const v29 = ((int)((unsigned int)(v6) + (unsigned int)(ar13)));  // attention.tile:45
  int const v30 = ((int)((unsigned int)(v6) + (unsigned int)(ar14)));  // attention.tile:45
  int const v31 = ((int)((unsigned int)(v6) + (unsigned int)(ar15)));  // attention.tile:45
  int const v32 = ((int)((unsigned int)(v6) + (unsigned int)(ar16)));  // attention.tile:45
  int const v33 = ((int)((unsigned int)(v6) + (unsigned int)(ar17)));  // attention.tile:45
  int const v34 = ((int)((unsigned int)(v6) + (unsigned int)(ar18)));  // attention.tile:45
  int const v35 = ((int)((unsigned int)(v6) + (unsigned int)(ar19)));  // attention.tile:45
  int const v36 = ((int)((unsigned int)(v6) + (unsigned int)(ar20)));  // attention.tile:45
  int const v37 = ((int)((unsigned int)(v6) + (unsigned int)(ar21)));  // attention.tile:45
  bool const v38 = (v22 < p_seq_len);  // attention.tile:48
  bool const v39 = (v23 < p_seq_len);  // attention.tile:48
  bool const v40 = (v24 < p_seq_len);  // attention.tile:48
  bool const v41 = (v25 < p_seq_len);  // attention.tile:48
  bool const v42 = (v26 < p_seq_len);  // attention.tile:48
  bool const v43 = (v27 < p_seq_len);  // attention.tile:48
  bool const v44 = (v28 < p_seq_len);  // attention.tile:48
  bool const v45 = (v29 < p_seq_len);  // attention.tile:48
  bool const v46 = (v30 < p_seq_len);  // attention.tile:48
  bool const v47 = (v31 < p_seq_len);  // attention.tile:48
  bool const v48 = (v32 < p_seq_len);  // attention.tile:48
  bool const v49 = (v33 < p_seq_len);  // attention.tile:48
  bool const v50 = (v34 < p_seq_len);  // attention.tile:48
  bool const v51 = (v35 < p_seq_len);  // attention.tile:48
  bool const v52 = (v36 < p_seq_len);  // attention.tile:48
  bool const v53 = (v37 < p_seq_len);  // attention.tile:48
  int const v54 = ((int)((unsigned int)(pid5) * (unsigned int)(p_stride_qz)));  // attention.tile:49
  _Float16* const p55 = (p_q + v54);  // attention.tile:49
  _Float16* const p56 = (p55 + v4);  // attention.tile:49
  int const v57 = ((int)((unsigned int)(v22) * (unsigned int)(p_stride_qm)));  // attention.tile:49
  int const v58 = ((int)((unsigned int)(v23) * (unsigned int)(p_stride_qm)));  // attention.tile:49
  int const v59 = ((int)((unsigned int)(v24) * (unsigned int)(p_stride_qm)));  // attention.tile:49
  int const v60 = ((int)((unsigned int)(v25) * (unsigned int)(p_stride_qm)));  // attention.tile:49
  int const v61 = ((int)((unsigned int)(v26) * (unsigned int)(p_stride_qm)));  // attention.tile:49
  int const v62 = ((int)((unsigned int)(v27) * (unsigned int)(p_stride_qm)));  // attention.tile:49
  int const v63 = ((int)((unsigned int)(v28) * (unsigned int)(p_stride_qm)));  // attention.tile:49
  int const v64 = ((int)((unsigned int)(v29) * (unsigned int)(p_stride_qm)));  // attention.tile:49
  int const v65 = ((int)((unsigned int)(v30) * (unsigned int)(p_stride_qm)));  // attention.tile:49
  int const v66 = ((int)((unsigned int)(v31) * (unsigned int)(p_stride_qm)));  // attention.tile:49
  int const v67 = ((int)((unsigned int)(v32) * (unsigned int)(p_stride_qm)));  // attention.tile:49
  int const v68 = ((int)((unsigned int)(v33) * (unsigned int)(p_stride_qm)));  // attention.tile:49
  int const v69 = ((int)((unsigned int)(v34) * (unsigned int)(p_stride_qm)));  // attention.tile:49
  int const v70 = ((int)((unsigned int)(v35) * (unsigned int)(p_stride_qm)));  // attention.tile:49
  int const v71 = ((int)((unsigned int)(v36) * (unsigned int)(p_stride_qm)));  // attention.tile:49
  int const v72 = ((int)((unsigned int)(v37) * (unsigned int)(p_stride_qm)));  // attention.tile:49
  _Float16* const p73 = (p56 + v57);  // attention.tile:49
  _Float16* const p74 = (p56 + v58);  // attention.tile:49
  _Float16* const p75 = (p56 + v59);  // attention.tile:49
  _Float16* const p76 = (p56 + v60);  // attention.tile:49
  _Float16* const p77 = (p56 + v61);  // attention.tile:49
  _Float16* const p78 = (p56 + v62);  // attention.tile:49
  _Float16* const p79 = (p56 + v63);  // attention.tile:49
  _Float16* const p80 = (p56 + v64);  // attention.tile:49
  _Float16* const p81 = (p56 + v65);  // attention.tile:49
  _Float16* const p82 = (p56 + v66);  // attention.tile:49
  _Float16* const p83 = (p56 + v67);  // attention.tile:49
  _Float16* const p84 = (p56 + v68);  // attention.tile:49
  _Float16* const p85 = (p56 + v69);  // attention.tile:49
  _Float16* const p86 = (p56 + v70);  // attention.tile:49
  _Float16* const p87 = (p56 + v71);  // attention.tile:49
  _Float16* const p88 = (p56 + v72);  // attention.tile:49
  _Float16* const p89 = (p73 + tl_c0_0);  // attention.tile:49
  _Float16* const p90 = (p74 + tl_c0_0);  // attention.tile:49
  _Float16* const p91 = (p75 + tl_c0_0);  // attention.tile:49
  _Float16* const p92 = (p76 + tl_c0_0);  // attention.tile:49
  _Float16* const p93 = (p77 + tl_c0_0);  // attention.tile:49
  _Float16* const p94 = (p78 + tl_c0_0);  // attention.tile:49
  _Float16* const p95 = (p79 + tl_c0_0);  // attention.tile:49
  _Float16* const p96 = (p80 + tl_c0_0);  // attention.tile:49
  _Float16* const p97 = (p81 + tl_c0_0);  // attention.tile:49
  _Float16* const p98 = (p82 + tl_c0_0);  // attention.tile:49
  _Float16* const p99 = (p83 + tl_c0_0);  // attention.tile:49
  _Float16* const p100 = (p84 + tl_c0_0);  // attention.tile:49
  _Float16* const p101 = (p85 + tl_c0_0);  // attention.tile:49
  _Float16* const p102 = (p86 + tl_c0_0);  // attention.tile:49
  _Float16* const p103 = (p87 + tl_c0_0);  // attention.tile:49
  _Float16* const p104 = (p88 + tl_c0_0);  // attention.tile:49
  _Float16 const k105 = tl_u2h((unsigned short)0);  // attention.tile:49
  const _Float16 ld106 = v38 ? *p89 : k105;  // attention.tile:49
  const _Float16 ld107 = v39 ? *p90 : k105;  // attention.tile:49
  const _Float16 ld108 = v40 ? *p91 : k105;  // attention.tile:49
  const _Float16 ld109 = v41 ? *p92 : k105;  // attention.tile:49
  const _Float16 ld110 = v42 ? *p93 : k105;  // attention.tile:49
  const _Float16 ld111 = v43 ? *p94 : k105;  // attention.tile:49
  const _Float16 ld112 = v44 ? *p95 : k105;  // attention.tile:49
  const _Float16 ld113 = v45 ? *p96 : k105;  // attention.tile:49
  const _Float16 ld114 = v46 ? *p97 : k105;  // attention.tile:49
  const _Float16 ld115 = v47 ? *p98 : k105;  // attention.tile:49
  const _Float16 ld116 = v48 ? *p99 : k105;  // attention.tile:49
  const _Float16 ld117 = v49 ? *p100 : k105;  // attention.tile:49
  const _Float16 ld118 = v50 ? *p101 : k105;  // attention.tile:49
  const _Float16 ld119 = v51 ? *p102 : k105;  // attention.tile:49
  const _Float16 ld120 = v52 ? *p103 : k105;  // attention.tile:49
  const _Float16 ld121 = v53 ? *p104 : k105;  // attention.tile:49
  int const v122 = ((int)((unsigned int)(pid5) * (unsigned int)(p_stride_kz)));  // attention.tile:51
  _Float16* const p123 = (p_k + v122);  // attention.tile:51
  _Float16* const p124 = (p123 + v4);  // attention.tile:51
  int const v125 = ((int)((unsigned int)(pid5) * (unsigned int)(p_stride_vz)));  // attention.tile:52
  _Float16* const p126 = (p_v + v125);  // attention.tile:52
  _Float16* const p127 = (p126 + v4);  // attention.tile:52
  float const k128 = 1.4426950216293335f;  // attention.tile:53
  float const v129 = (p_sm_scale * k128);  // attention.tile:53
  int const k130 = 0;  // attention.tile:60
  float c131 = 0.0f;  // attention.tile:60
  float c132 = 0.0f;  // attention.tile:60
  float c133 = 0.0f;  // attention.tile:60
  float c134 = 0.0f;  // attention.tile:60
  float c135 = 0.0f;  // attention.tile:60
  float c136 = 0.0f;  // attention.tile:60
  float c137 = 0.0f;  // attention.tile:60
  float c138 = 0.0f;  // attention.tile:60
  float c139 = 0.0f;  // attention.tile:60
  float c140 = 0.0f;  // attention.tile:60
  float c141 = 0.0f;  // attention.tile:60
  float c142 = 0.0f;  // attention.tile:60
  float c143 = 0.0f;  // attention.tile:60
  float c144 = 0.0f;  // attention.tile:60
  float c145 = 0.0f;  // attention.tile:60
  float c146 = 0.0f;  // attention.tile:60
  float c147 = 0.0f;  // attention.tile:60
  float c148 = 0.0f;  // attention.tile:60
  float c149 = 0.0f;  // attention.tile:60
  float c150 = 0.0f;  // attention.tile:60
  float c151 = (-TL_INF);  // attention.tile:60
  float c152 = (-TL_INF);  // attention.tile:60
  float c153 = (-TL_INF);  // attention.tile:60
  float c154 = (-TL_INF);  // attention.tile:60
  for (long long iv155 = k130; iv155 < p_seq_len; iv155 += k3) {  // attention.tile:60
    if (((long long)(((int)iv155)) + 63) < ((long long)(p_seq_len) + 0) && ((long long)(((int)iv155)) + 63) <= 2147483647LL && ((long long)(v4) + 63) < ((long long)(p_width) + 0) && ((long long)(v4) + 63) <= 2147483647LL) {  // every index comparison below holds for the whole tile  // attention.tile:60
      int const ar156 = (tl_c1_0 + 4);  // attention.tile:61
      int const ar157 = (tl_c1_0 + 8);  // attention.tile:61
      int const ar158 = (tl_c1_0 + 12);  // attention.tile:61
      int const ar159 = (tl_c1_0 + 16);  // attention.tile:61
      int const ar160 = (tl_c1_0 + 20);  // attention.tile:61
      int const ar161 = (tl_c1_0 + 24);  // attention.tile:61
      int const ar162 = (tl_c1_0 + 28);  // attention.tile:61
      int const ar163 = (tl_c1_0 + 32);  // attention.tile:61
      int const ar164 = (tl_c1_0 + 36);  // attention.tile:61
      int const ar165 = (tl_c1_0 + 40);  // attention.tile:61
      int const ar166 = (tl_c1_0 + 44);  // attention.tile:61
      int const ar167 = (tl_c1_0 + 48);  // attention.tile:61
      int const ar168 = (tl_c1_0 + 52);  // attention.tile:61
      int const ar169 = (tl_c1_0 + 56);  // attention.tile:61
      int const ar170 = (tl_c1_0 + 60);  // attention.tile:61
      int const v171 = ((int)((unsigned int)(((int)iv155)) + (unsigned int)(tl_c1_0)));  // attention.tile:61
      int const v172 = ((int)((unsigned int)(((int)iv155)) + (unsigned int)(ar156)));  // attention.tile:61
      int const v173 = ((int)((unsigned int)(((int)iv155)) + (unsigned int)(ar157)));  // attention.tile:61
      int const v174 = ((int)((unsigned int)(((int)iv155)) + (unsigned int)(ar158)));  // attention.tile:61
      int const v175 = ((int)((unsigned int)(((int)iv155)) + (unsigned int)(ar159)));  // attention.tile:61
      int const v176 = ((int)((unsigned int)(((int)iv155)) + (unsigned int)(ar160)));  // attention.tile:61
      int const v177 = ((int)((unsigned int)(((int)iv155)) + (unsigned int)(ar161)));  // attention.tile:61
      int const v178 = ((int)((unsigned int)(((int)iv155)) + (unsigned int)(ar162)));  // attention.tile:61
      int const v179 = ((int)((unsigned int)(((int)iv155)) + (unsigned int)(ar163)));  // attention.tile:61
      int const v180 = ((int)((unsigned int)(((int)iv155)) + (unsigned int)(ar164)));  // attention.tile:61
      int const v181 = ((int)((unsigned int)(((int)iv155)) + (unsigned int)(ar165)));  // attention.tile:61
      int const v182 = ((int)((unsigned int)(((int)iv155)) + (unsigned int)(ar166)));  // attention.tile:61
      int const v183 = ((int)((unsigned int)(((int)iv155)) + (unsigned int)(ar167)));  // attention.tile:61
      int const v184 = ((int)((unsigned int)(((int)iv155)) + (unsigned int)(ar168)));  // attention.tile:61
      int const v185 = ((int)((unsigned int)(((int)iv155)) + (unsigned int)(ar169)));  // attention.tile:61
      int const v186 = ((int)((unsigned int)(((int)iv155)) + (unsigned int)(ar170)));  // attention.tile:61
      int const v187 = ((int)((unsigned int)(v171) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v188 = ((int)((unsigned int)(v172) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v189 = ((int)((unsigned int)(v173) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v190 = ((int)((unsigned int)(v174) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v191 = ((int)((unsigned int)(v175) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v192 = ((int)((unsigned int)(v176) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v193 = ((int)((unsigned int)(v177) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v194 = ((int)((unsigned int)(v178) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v195 = ((int)((unsigned int)(v179) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v196 = ((int)((unsigned int)(v180) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v197 = ((int)((unsigned int)(v181) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v198 = ((int)((unsigned int)(v182) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v199 = ((int)((unsigned int)(v183) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v200 = ((int)((unsigned int)(v184) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v201 = ((int)((unsigned int)(v185) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v202 = ((int)((unsigned int)(v186) * (unsigned int)(p_stride_km)));  // attention.tile:63
      _Float16* const p203 = (p124 + v187);  // attention.tile:63
      _Float16* const p204 = (p124 + v188);  // attention.tile:63
      _Float16* const p205 = (p124 + v189);  // attention.tile:63
      _Float16* const p206 = (p124 + v190);  // attention.tile:63
      _Float16* const p207 = (p124 + v191);  // attention.tile:63
      _Float16* const p208 = (p124 + v192);  // attention.tile:63
      _Float16* const p209 = (p124 + v193);  // attention.tile:63
      _Float16* const p210 = (p124 + v194);  // attention.tile:63
      _Float16* const p211 = (p124 + v195);  // attention.tile:63
      _Float16* const p212 = (p124 + v196);  // attention.tile:63
      _Float16* const p213 = (p124 + v197);  // attention.tile:63
      _Float16* const p214 = (p124 + v198);  // attention.tile:63
      _Float16* const p215 = (p124 + v199);  // attention.tile:63
      _Float16* const p216 = (p124 + v200);  // attention.tile:63
      _Float16* const p217 = (p124 + v201);  // attention.tile:63
      _Float16* const p218 = (p124 + v202);  // attention.tile:63
      _Float16* const p219 = (p203 + tl_c0_0);  // attention.tile:63
      _Float16* const p220 = (p204 + tl_c0_0);  // attention.tile:63
      _Float16* const p221 = (p205 + tl_c0_0);  // attention.tile:63
      _Float16* const p222 = (p206 + tl_c0_0);  // attention.tile:63
      _Float16* const p223 = (p207 + tl_c0_0);  // attention.tile:63
      _Float16* const p224 = (p208 + tl_c0_0);  // attention.tile:63
      _Float16* const p225 = (p209 + tl_c0_0);  // attention.tile:63
      _Float16* const p226 = (p210 + tl_c0_0);  // attention.tile:63
      _Float16* const p227 = (p211 + tl_c0_0);  // attention.tile:63
      _Float16* const p228 = (p212 + tl_c0_0);  // attention.tile:63
      _Float16* const p229 = (p213 + tl_c0_0);  // attention.tile:63
      _Float16* const p230 = (p214 + tl_c0_0);  // attention.tile:63
      _Float16* const p231 = (p215 + tl_c0_0);  // attention.tile:63
      _Float16* const p232 = (p216 + tl_c0_0);  // attention.tile:63
      _Float16* const p233 = (p217 + tl_c0_0);  // attention.tile:63
      _Float16* const p234 = (p218 + tl_c0_0);  // attention.tile:63
      int const v235 = ((int)((unsigned int)(v4) + (unsigned int)(tl_c0_0)));  // attention.tile:64
      bool const v236 = ((bool)(true & true));  // attention.tile:64
      bool const v237 = ((bool)(true & true));  // attention.tile:64
      bool const v238 = ((bool)(true & true));  // attention.tile:64
      bool const v239 = ((bool)(true & true));  // attention.tile:64
      bool const v240 = ((bool)(true & true));  // attention.tile:64
      bool const v241 = ((bool)(true & true));  // attention.tile:64
      bool const v242 = ((bool)(true & true));  // attention.tile:64
      bool const v243 = ((bool)(true & true));  // attention.tile:64
      bool const v244 = ((bool)(true & true));  // attention.tile:64
      bool const v245 = ((bool)(true & true));  // attention.tile:64
      bool const v246 = ((bool)(true & true));  // attention.tile:64
      bool const v247 = ((bool)(true & true));  // attention.tile:64
      bool const v248 = ((bool)(true & true));  // attention.tile:64
      bool const v249 = ((bool)(true & true));  // attention.tile:64
      bool const v250 = ((bool)(true & true));  // attention.tile:64
      bool const v251 = ((bool)(true & true));  // attention.tile:64
      _Float16 const k252 = tl_u2h((unsigned short)0);  // attention.tile:63
      const _Float16 ld253 = v236 ? *p219 : k252;  // attention.tile:63
      const _Float16 ld254 = v237 ? *p220 : k252;  // attention.tile:63
      const _Float16 ld255 = v238 ? *p221 : k252;  // attention.tile:63
      const _Float16 ld256 = v239 ? *p222 : k252;  // attention.tile:63
      const _Float16 ld257 = v240 ? *p223 : k252;  // attention.tile:63
      const _Float16 ld258 = v241 ? *p224 : k252;  // attention.tile:63
      const _Float16 ld259 = v242 ? *p225 : k252;  // attention.tile:63
      const _Float16 ld260 = v243 ? *p226 : k252;  // attention.tile:63
      const _Float16 ld261 = v244 ? *p227 : k252;  // attention.tile:63
      const _Float16 ld262 = v245 ? *p228 : k252;  // attention.tile:63
      const _Float16 ld263 = v246 ? *p229 : k252;  // attention.tile:63
      const _Float16 ld264 = v247 ? *p230 : k252;  // attention.tile:63
      const _Float16 ld265 = v248 ? *p231 : k252;  // attention.tile:63
      const _Float16 ld266 = v249 ? *p232 : k252;  // attention.tile:63
      const _Float16 ld267 = v250 ? *p233 : k252;  // attention.tile:63
      const _Float16 ld268 = v251 ? *p234 : k252;  // attention.tile:63
      __syncthreads();  // attention.tile:65
      _Float16* dA269 = reinterpret_cast<_Float16*>(tl_smem + 0);  // dot operands: A, B^T  // attention.tile:65
      _Float16* dB270 = reinterpret_cast<_Float16*>(tl_smem + 8704);  // attention.tile:65
      dA269[tl_c2_0 * 68 + tl_c2_1] = ld106;  // attention.tile:65
      dA269[(tl_c2_0 * 68 + tl_c2_1 + 272)] = ld107;  // attention.tile:65
      dA269[(tl_c2_0 * 68 + tl_c2_1 + 544)] = ld108;  // attention.tile:65
      dA269[(tl_c2_0 * 68 + tl_c2_1 + 816)] = ld109;  // attention.tile:65
      dA269[(tl_c2_0 * 68 + tl_c2_1 + 1088)] = ld110;  // attention.tile:65
      dA269[(tl_c2_0 * 68 + tl_c2_1 + 1360)] = ld111;  // attention.tile:65
      dA269[(tl_c2_0 * 68 + tl_c2_1 + 1632)] = ld112;  // attention.tile:65
      dA269[(tl_c2_0 * 68 + tl_c2_1 + 1904)] = ld113;  // attention.tile:65
      dA269[(tl_c2_0 * 68 + tl_c2_1 + 2176)] = ld114;  // attention.tile:65
      dA269[(tl_c2_0 * 68 + tl_c2_1 + 2448)] = ld115;  // attention.tile:65
      dA269[(tl_c2_0 * 68 + tl_c2_1 + 2720)] = ld116;  // attention.tile:65
      dA269[(tl_c2_0 * 68 + tl_c2_1 + 2992)] = ld117;  // attention.tile:65
      dA269[(tl_c2_0 * 68 + tl_c2_1 + 3264)] = ld118;  // attention.tile:65
      dA269[(tl_c2_0 * 68 + tl_c2_1 + 3536)] = ld119;  // attention.tile:65
      dA269[(tl_c2_0 * 68 + tl_c2_1 + 3808)] = ld120;  // attention.tile:65
      dA269[(tl_c2_0 * 68 + tl_c2_1 + 4080)] = ld121;  // attention.tile:65
      dB270[tl_c3_0 + tl_c3_1 * 68] = ld253;  // attention.tile:65
      dB270[(tl_c3_0 + tl_c3_1 * 68 + 272)] = ld254;  // attention.tile:65
      dB270[(tl_c3_0 + tl_c3_1 * 68 + 544)] = ld255;  // attention.tile:65
      dB270[(tl_c3_0 + tl_c3_1 * 68 + 816)] = ld256;  // attention.tile:65
      dB270[(tl_c3_0 + tl_c3_1 * 68 + 1088)] = ld257;  // attention.tile:65
      dB270[(tl_c3_0 + tl_c3_1 * 68 + 1360)] = ld258;  // attention.tile:65
      dB270[(tl_c3_0 + tl_c3_1 * 68 + 1632)] = ld259;  // attention.tile:65
      dB270[(tl_c3_0 + tl_c3_1 * 68 + 1904)] = ld260;  // attention.tile:65
      dB270[(tl_c3_0 + tl_c3_1 * 68 + 2176)] = ld261;  // attention.tile:65
      dB270[(tl_c3_0 + tl_c3_1 * 68 + 2448)] = ld262;  // attention.tile:65
      dB270[(tl_c3_0 + tl_c3_1 * 68 + 2720)] = ld263;  // attention.tile:65
      dB270[(tl_c3_0 + tl_c3_1 * 68 + 2992)] = ld264;  // attention.tile:65
      dB270[(tl_c3_0 + tl_c3_1 * 68 + 3264)] = ld265;  // attention.tile:65
      dB270[(tl_c3_0 + tl_c3_1 * 68 + 3536)] = ld266;  // attention.tile:65
      dB270[(tl_c3_0 + tl_c3_1 * 68 + 3808)] = ld267;  // attention.tile:65
      dB270[(tl_c3_0 + tl_c3_1 * 68 + 4080)] = ld268;  // attention.tile:65
      __syncthreads();  // attention.tile:65
      const int ao271 = (tl_c4_0 + (tl_lane & 15)) * 68 + (tl_lane >> 4) * 4;  // attention.tile:65
      const int bo272 = (0 + (tl_lane & 15)) * 68 + (tl_lane >> 4) * 4;  // attention.tile:65
      tl_f32x4 acc273 = {0.0f, 0.0f, 0.0f, 0.0f};  // attention.tile:65
      tl_f32x4 acc274 = {0.0f, 0.0f, 0.0f, 0.0f};  // attention.tile:65
      tl_f32x4 acc275 = {0.0f, 0.0f, 0.0f, 0.0f};  // attention.tile:65
      tl_f32x4 acc276 = {0.0f, 0.0f, 0.0f, 0.0f};  // attention.tile:65
      #pragma unroll  // attention.tile:65
      for (int k277 = 0; k277 < 64; k277 += 16) {  // attention.tile:65
        const tl_f16x4 fa278 = *reinterpret_cast<const tl_f16x4*>(dA269 + ao271 + 0 + k277);  // attention.tile:65
        const tl_f16x4 fb279 = *reinterpret_cast<const tl_f16x4*>(dB270 + bo272 + 0 + k277);  // attention.tile:65
        const tl_f16x4 fb280 = *reinterpret_cast<const tl_f16x4*>(dB270 + bo272 + 1088 + k277);  // attention.tile:65
        const tl_f16x4 fb281 = *reinterpret_cast<const tl_f16x4*>(dB270 + bo272 + 2176 + k277);  // attention.tile:65
        const tl_f16x4 fb282 = *reinterpret_cast<const tl_f16x4*>(dB270 + bo272 + 3264 + k277);  // attention.tile:65
        acc273 = __builtin_amdgcn_mfma_f32_16x16x16f16(fa278, fb279, acc273, 0, 0, 0);  // attention.tile:65
        acc274 = __builtin_amdgcn_mfma_f32_16x16x16f16(fa278, fb280, acc274, 0, 0, 0);  // attention.tile:65
        acc275 = __builtin_amdgcn_mfma_f32_16x16x16f16(fa278, fb281, acc275, 0, 0, 0);  // attention.tile:65
        acc276 = __builtin_amdgcn_mfma_f32_16x16x16f16(fa278, fb282, acc276, 0, 0, 0);  // attention.tile:65
      }  // attention.tile:65
      float const dot283 = acc273[0];  // attention.tile:65
      float const dot284 = acc273[1];  // attention.tile:65
      float const dot285 = acc273[2];  // attention.tile:65
      float const dot286 = acc273[3];  // attention.tile:65
      float const dot287 = acc274[0];  // attention.tile:65
      float const dot288 = acc274[1];  // attention.tile:65
      float const dot289 = acc274[2];  // attention.tile:65
      float const dot290 = acc274[3];  // attention.tile:65
      float const dot291 = acc275[0];  // attention.tile:65
      float const dot292 = acc275[1];  // attention.tile:65
      float const dot293 = acc275[2];  // attention.tile:65
      float const dot294 = acc275[3];  // attention.tile:65
      float const dot295 = acc276[0];  // attention.tile:65
      float const dot296 = acc276[1];  // attention.tile:65
      float const dot297 = acc276[2];  // attention.tile:65
      float const dot298 = acc276[3];  // attention.tile:65
      float const v299 = (true ? dot283 : (-TL_INF));  // attention.tile:69
      float const v300 = (true ? dot284 : (-TL_INF));  // attention.tile:69
      float const v301 = (true ? dot285 : (-TL_INF));  // attention.tile:69
      float const v302 = (true ? dot286 : (-TL_INF));  // attention.tile:69
      float const v303 = (true ? dot287 : (-TL_INF));  // attention.tile:69
      float const v304 = (true ? dot288 : (-TL_INF));  // attention.tile:69
      float const v305 = (true ? dot289 : (-TL_INF));  // attention.tile:69
      float const v306 = (true ? dot290 : (-TL_INF));  // attention.tile:69
      float const v307 = (true ? dot291 : (-TL_INF));  // attention.tile:69
      float const v308 = (true ? dot292 : (-TL_INF));  // attention.tile:69
      float const v309 = (true ? dot293 : (-TL_INF));  // attention.tile:69
      float const v310 = (true ? dot294 : (-TL_INF));  // attention.tile:69
      float const v311 = (true ? dot295 : (-TL_INF));  // attention.tile:69
      float const v312 = (true ? dot296 : (-TL_INF));  // attention.tile:69
      float const v313 = (true ? dot297 : (-TL_INF));  // attention.tile:69
      float const v314 = (true ? dot298 : (-TL_INF));  // attention.tile:69
      float rd315 = fmaxf(v299, v303);  // attention.tile:71
      float rd316 = fmaxf(v307, v311);  // attention.tile:71
      float rd317 = fmaxf(rd315, rd316);  // attention.tile:71
      float rd318 = fmaxf(v300, v304);  // attention.tile:71
      float rd319 = fmaxf(v308, v312);  // attention.tile:71
      float rd320 = fmaxf(rd318, rd319);  // attention.tile:71
      float rd321 = fmaxf(v301, v305);  // attention.tile:71
      float rd322 = fmaxf(v309, v313);  // attention.tile:71
      float rd323 = fmaxf(rd321, rd322);  // attention.tile:71
      float rd324 = fmaxf(v302, v306);  // attention.tile:71
      float rd325 = fmaxf(v310, v314);  // attention.tile:71
      float rd326 = fmaxf(rd324, rd325);  // attention.tile:71
      float rd327 = tl_shfl_xor(rd317, 1);  // attention.tile:71
      float rd328 = fmaxf(rd317, rd327);  // attention.tile:71
      float rd329 = tl_shfl_xor(rd320, 1);  // attention.tile:71
      float rd330 = fmaxf(rd320, rd329);  // attention.tile:71
      float rd331 = tl_shfl_xor(rd323, 1);  // attention.tile:71
      float rd332 = fmaxf(rd323, rd331);  // attention.tile:71
      float rd333 = tl_shfl_xor(rd326, 1);  // attention.tile:71
      float rd334 = fmaxf(rd326, rd333);  // attention.tile:71
      float rd335 = tl_shfl_xor(rd328, 2);  // attention.tile:71
      float rd336 = fmaxf(rd328, rd335);  // attention.tile:71
      float rd337 = tl_shfl_xor(rd330, 2);  // attention.tile:71
      float rd338 = fmaxf(rd330, rd337);  // attention.tile:71
      float rd339 = tl_shfl_xor(rd332, 2);  // attention.tile:71
      float rd340 = fmaxf(rd332, rd339);  // attention.tile:71
      float rd341 = tl_shfl_xor(rd334, 2);  // attention.tile:71
      float rd342 = fmaxf(rd334, rd341);  // attention.tile:71
      float rd343 = tl_shfl_xor(rd336, 4);  // attention.tile:71
      float rd344 = fmaxf(rd336, rd343);  // attention.tile:71
      float rd345 = tl_shfl_xor(rd338, 4);  // attention.tile:71
      float rd346 = fmaxf(rd338, rd345);  // attention.tile:71
      float rd347 = tl_shfl_xor(rd340, 4);  // attention.tile:71
      float rd348 = fmaxf(rd340, rd347);  // attention.tile:71
      float rd349 = tl_shfl_xor(rd342, 4);  // attention.tile:71
      float rd350 = fmaxf(rd342, rd349);  // attention.tile:71
      float rd351 = tl_shfl_xor(rd344, 8);  // attention.tile:71
      float rd352 = fmaxf(rd344, rd351);  // attention.tile:71
      float rd353 = tl_shfl_xor(rd346, 8);  // attention.tile:71
      float rd354 = fmaxf(rd346, rd353);  // attention.tile:71
      float rd355 = tl_shfl_xor(rd348, 8);  // attention.tile:71
      float rd356 = fmaxf(rd348, rd355);  // attention.tile:71
      float rd357 = tl_shfl_xor(rd350, 8);  // attention.tile:71
      float rd358 = fmaxf(rd350, rd357);  // attention.tile:71
      float const v359 = (rd352 * v129);  // attention.tile:71
      float const v360 = (rd354 * v129);  // attention.tile:71
      float const v361 = (rd356 * v129);  // attention.tile:71
      float const v362 = (rd358 * v129);  // attention.tile:71
      float const v363 = fmaxf(c151, v359);  // attention.tile:71
      float const v364 = fmaxf(c152, v360);  // attention.tile:71
      float const v365 = fmaxf(c153, v361);  // attention.tile:71
      float const v366 = fmaxf(c154, v362);  // attention.tile:71
      float const v367 = (v299 * v129);  // attention.tile:72
      float const v368 = (v300 * v129);  // attention.tile:72
      float const v369 = (v301 * v129);  // attention.tile:72
      float const v370 = (v302 * v129);  // attention.tile:72
      float const v371 = (v303 * v129);  // attention.tile:72
      float const v372 = (v304 * v129);  // attention.tile:72
      float const v373 = (v305 * v129);  // attention.tile:72
      float const v374 = (v306 * v129);  // attention.tile:72
      float const v375 = (v307 * v129);  // attention.tile:72
      float const v376 = (v308 * v129);  // attention.tile:72
      float const v377 = (v309 * v129);  // attention.tile:72
      float const v378 = (v310 * v129);  // attention.tile:72
      float const v379 = (v311 * v129);  // attention.tile:72
      float const v380 = (v312 * v129);  // attention.tile:72
      float const v381 = (v313 * v129);  // attention.tile:72
      float const v382 = (v314 * v129);  // attention.tile:72
      float const v383 = (v367 - v363);  // attention.tile:72
      float const v384 = (v368 - v364);  // attention.tile:72
      float const v385 = (v369 - v365);  // attention.tile:72
      float const v386 = (v370 - v366);  // attention.tile:72
      float const v387 = (v371 - v363);  // attention.tile:72
      float const v388 = (v372 - v364);  // attention.tile:72
      float const v389 = (v373 - v365);  // attention.tile:72
      float const v390 = (v374 - v366);  // attention.tile:72
      float const v391 = (v375 - v363);  // attention.tile:72
      float const v392 = (v376 - v364);  // attention.tile:72
      float const v393 = (v377 - v365);  // attention.tile:72
      float const v394 = (v378 - v366);  // attention.tile:72
      float const v395 = (v379 - v363);  // attention.tile:72
      float const v396 = (v380 - v364);  // attention.tile:72
      float const v397 = (v381 - v365);  // attention.tile:72
      float const v398 = (v382 - v366);  // attention.tile:72
      float const v399 = tl_exp2f(v383);  // attention.tile:72
      float const v400 = tl_exp2f(v384);  // attention.tile:72
      float const v401 = tl_exp2f(v385);  // attention.tile:72
      float const v402 = tl_exp2f(v386);  // attention.tile:72
      float const v403 = tl_exp2f(v387);  // attention.tile:72
      float const v404 = tl_exp2f(v388);  // attention.tile:72
      float const v405 = tl_exp2f(v389);  // attention.tile:72
      float const v406 = tl_exp2f(v390);  // attention.tile:72
      float const v407 = tl_exp2f(v391);  // attention.tile:72
      float const v408 = tl_exp2f(v392);  // attention.tile:72
      float const v409 = tl_exp2f(v393);  // attention.tile:72
      float const v410 = tl_exp2f(v394);  // attention.tile:72
      float const v411 = tl_exp2f(v395);  // attention.tile:72
      float const v412 = tl_exp2f(v396);  // attention.tile:72
      float const v413 = tl_exp2f(v397);  // attention.tile:72
      float const v414 = tl_exp2f(v398);  // attention.tile:72
      float const v415 = (c151 - v363);  // attention.tile:73
      float const v416 = (c152 - v364);  // attention.tile:73
      float const v417 = (c153 - v365);  // attention.tile:73
      float const v418 = (c154 - v366);  // attention.tile:73
      float const v419 = tl_exp2f(v415);  // attention.tile:73
      float const v420 = tl_exp2f(v416);  // attention.tile:73
      float const v421 = tl_exp2f(v417);  // attention.tile:73
      float const v422 = tl_exp2f(v418);  // attention.tile:73
      float const v423 = (c131 * v419);  // attention.tile:74
      float const v424 = (c132 * v420);  // attention.tile:74
      float const v425 = (c133 * v421);  // attention.tile:74
      float const v426 = (c134 * v422);  // attention.tile:74
      float rd427 = (v399 + v403);  // attention.tile:74
      float rd428 = (v407 + v411);  // attention.tile:74
      float rd429 = (rd427 + rd428);  // attention.tile:74
      float rd430 = (v400 + v404);  // attention.tile:74
      float rd431 = (v408 + v412);  // attention.tile:74
      float rd432 = (rd430 + rd431);  // attention.tile:74
      float rd433 = (v401 + v405);  // attention.tile:74
      float rd434 = (v409 + v413);  // attention.tile:74
      float rd435 = (rd433 + rd434);  // attention.tile:74
      float rd436 = (v402 + v406);  // attention.tile:74
      float rd437 = (v410 + v414);  // attention.tile:74
      float rd438 = (rd436 + rd437);  // attention.tile:74
      float rd439 = tl_shfl_xor(rd429, 1);  // attention.tile:74
      float rd440 = (rd429 + rd439);  // attention.tile:74
      float rd441 = tl_shfl_xor(rd432, 1);  // attention.tile:74
      float rd442 = (rd432 + rd441);  // attention.tile:74
      float rd443 = tl_shfl_xor(rd435, 1);  // attention.tile:74
      float rd444 = (rd435 + rd443);  // attention.tile:74
      float rd445 = tl_shfl_xor(rd438, 1);  // attention.tile:74
      float rd446 = (rd438 + rd445);  // attention.tile:74
      float rd447 = tl_shfl_xor(rd440, 2);  // attention.tile:74
      float rd448 = (rd440 + rd447);  // attention.tile:74
      float rd449 = tl_shfl_xor(rd442, 2);  // attention.tile:74
      float rd450 = (rd442 + rd449);  // attention.tile:74
      float rd451 = tl_shfl_xor(rd444, 2);  // attention.tile:74
      float rd452 = (rd444 + rd451);  // attention.tile:74
      float rd453 = tl_shfl_xor(rd446, 2);  // attention.tile:74
      float rd454 = (rd446 + rd453);  // attention.tile:74
      float rd455 = tl_shfl_xor(rd448, 4);  // attention.tile:74
      float rd456 = (rd448 + rd455);  // attention.tile:74
      float rd457 = tl_shfl_xor(rd450, 4);  // attention.tile:74
      float rd458 = (rd450 + rd457);  // attention.tile:74
      float rd459 = tl_shfl_xor(rd452, 4);  // attention.tile:74
      float rd460 = (rd452 + rd459);  // attention.tile:74
      float rd461 = tl_shfl_xor(rd454, 4);  // attention.tile:74
      float rd462 = (rd454 + rd461);  // attention.tile:74
      float rd463 = tl_shfl_xor(rd456, 8);  // attention.tile:74
      float rd464 = (rd456 + rd463);  // attention.tile:74
      float rd465 = tl_shfl_xor(rd458, 8);  // attention.tile:74
      float rd466 = (rd458 + rd465);  // attention.tile:74
      float rd467 = tl_shfl_xor(rd460, 8);  // attention.tile:74
      float rd468 = (rd460 + rd467);  // attention.tile:74
      float rd469 = tl_shfl_xor(rd462, 8);  // attention.tile:74
      float rd470 = (rd462 + rd469);  // attention.tile:74
      float const v471 = (v423 + rd464);  // attention.tile:74
      float const v472 = (v424 + rd466);  // attention.tile:74
      float const v473 = (v425 + rd468);  // attention.tile:74
      float const v474 = (v426 + rd470);  // attention.tile:74
      int const v475 = ((int)((unsigned int)(v171) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v476 = ((int)((unsigned int)(v172) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v477 = ((int)((unsigned int)(v173) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v478 = ((int)((unsigned int)(v174) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v479 = ((int)((unsigned int)(v175) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v480 = ((int)((unsigned int)(v176) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v481 = ((int)((unsigned int)(v177) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v482 = ((int)((unsigned int)(v178) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v483 = ((int)((unsigned int)(v179) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v484 = ((int)((unsigned int)(v180) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v485 = ((int)((unsigned int)(v181) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v486 = ((int)((unsigned int)(v182) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v487 = ((int)((unsigned int)(v183) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v488 = ((int)((unsigned int)(v184) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v489 = ((int)((unsigned int)(v185) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v490 = ((int)((unsigned int)(v186) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      _Float16* const p491 = (p127 + v475);  // attention.tile:75
      _Float16* const p492 = (p127 + v476);  // attention.tile:75
      _Float16* const p493 = (p127 + v477);  // attention.tile:75
      _Float16* const p494 = (p127 + v478);  // attention.tile:75
      _Float16* const p495 = (p127 + v479);  // attention.tile:75
      _Float16* const p496 = (p127 + v480);  // attention.tile:75
      _Float16* const p497 = (p127 + v481);  // attention.tile:75
      _Float16* const p498 = (p127 + v482);  // attention.tile:75
      _Float16* const p499 = (p127 + v483);  // attention.tile:75
      _Float16* const p500 = (p127 + v484);  // attention.tile:75
      _Float16* const p501 = (p127 + v485);  // attention.tile:75
      _Float16* const p502 = (p127 + v486);  // attention.tile:75
      _Float16* const p503 = (p127 + v487);  // attention.tile:75
      _Float16* const p504 = (p127 + v488);  // attention.tile:75
      _Float16* const p505 = (p127 + v489);  // attention.tile:75
      _Float16* const p506 = (p127 + v490);  // attention.tile:75
      _Float16* const p507 = (p491 + tl_c0_0);  // attention.tile:75
      _Float16* const p508 = (p492 + tl_c0_0);  // attention.tile:75
      _Float16* const p509 = (p493 + tl_c0_0);  // attention.tile:75
      _Float16* const p510 = (p494 + tl_c0_0);  // attention.tile:75
      _Float16* const p511 = (p495 + tl_c0_0);  // attention.tile:75
      _Float16* const p512 = (p496 + tl_c0_0);  // attention.tile:75
      _Float16* const p513 = (p497 + tl_c0_0);  // attention.tile:75
      _Float16* const p514 = (p498 + tl_c0_0);  // attention.tile:75
      _Float16* const p515 = (p499 + tl_c0_0);  // attention.tile:75
      _Float16* const p516 = (p500 + tl_c0_0);  // attention.tile:75
      _Float16* const p517 = (p501 + tl_c0_0);  // attention.tile:75
      _Float16* const p518 = (p502 + tl_c0_0);  // attention.tile:75
      _Float16* const p519 = (p503 + tl_c0_0);  // attention.tile:75
      _Float16* const p520 = (p504 + tl_c0_0);  // attention.tile:75
      _Float16* const p521 = (p505 + tl_c0_0);  // attention.tile:75
      _Float16* const p522 = (p506 + tl_c0_0);  // attention.tile:75
      int const v523 = ((int)((unsigned int)(v4) + (unsigned int)(tl_c0_0)));  // attention.tile:76
      bool const v524 = ((bool)(true & true));  // attention.tile:76
      bool const v525 = ((bool)(true & true));  // attention.tile:76
      bool const v526 = ((bool)(true & true));  // attention.tile:76
      bool const v527 = ((bool)(true & true));  // attention.tile:76
      bool const v528 = ((bool)(true & true));  // attention.tile:76
      bool const v529 = ((bool)(true & true));  // attention.tile:76
      bool const v530 = ((bool)(true & true));  // attention.tile:76
      bool const v531 = ((bool)(true & true));  // attention.tile:76
      bool const v532 = ((bool)(true & true));  // attention.tile:76
      bool const v533 = ((bool)(true & true));  // attention.tile:76
      bool const v534 = ((bool)(true & true));  // attention.tile:76
      bool const v535 = ((bool)(true & true));  // attention.tile:76
      bool const v536 = ((bool)(true & true));  // attention.tile:76
      bool const v537 = ((bool)(true & true));  // attention.tile:76
      bool const v538 = ((bool)(true & true));  // attention.tile:76
      bool const v539 = ((bool)(true & true));  // attention.tile:76
      const _Float16 ld540 = v524 ? *p507 : k105;  // attention.tile:75
      const _Float16 ld541 = v525 ? *p508 : k105;  // attention.tile:75
      const _Float16 ld542 = v526 ? *p509 : k105;  // attention.tile:75
      const _Float16 ld543 = v527 ? *p510 : k105;  // attention.tile:75
      const _Float16 ld544 = v528 ? *p511 : k105;  // attention.tile:75
      const _Float16 ld545 = v529 ? *p512 : k105;  // attention.tile:75
      const _Float16 ld546 = v530 ? *p513 : k105;  // attention.tile:75
      const _Float16 ld547 = v531 ? *p514 : k105;  // attention.tile:75
      const _Float16 ld548 = v532 ? *p515 : k105;  // attention.tile:75
      const _Float16 ld549 = v533 ? *p516 : k105;  // attention.tile:75
      const _Float16 ld550 = v534 ? *p517 : k105;  // attention.tile:75
      const _Float16 ld551 = v535 ? *p518 : k105;  // attention.tile:75
      const _Float16 ld552 = v536 ? *p519 : k105;  // attention.tile:75
      const _Float16 ld553 = v537 ? *p520 : k105;  // attention.tile:75
      const _Float16 ld554 = v538 ? *p521 : k105;  // attention.tile:75
      const _Float16 ld555 = v539 ? *p522 : k105;  // attention.tile:75
      _Float16 const v556 = tl_f2h(v399);  // attention.tile:77
      _Float16 const v557 = tl_f2h(v400);  // attention.tile:77
      _Float16 const v558 = tl_f2h(v401);  // attention.tile:77
      _Float16 const v559 = tl_f2h(v402);  // attention.tile:77
      _Float16 const v560 = tl_f2h(v403);  // attention.tile:77
      _Float16 const v561 = tl_f2h(v404);  // attention.tile:77
      _Float16 const v562 = tl_f2h(v405);  // attention.tile:77
      _Float16 const v563 = tl_f2h(v406);  // attention.tile:77
      _Float16 const v564 = tl_f2h(v407);  // attention.tile:77
      _Float16 const v565 = tl_f2h(v408);  // attention.tile:77
      _Float16 const v566 = tl_f2h(v409);  // attention.tile:77
      _Float16 const v567 = tl_f2h(v410);  // attention.tile:77
      _Float16 const v568 = tl_f2h(v411);  // attention.tile:77
      _Float16 const v569 = tl_f2h(v412);  // attention.tile:77
      _Float16 const v570 = tl_f2h(v413);  // attention.tile:77
      _Float16 const v571 = tl_f2h(v414);  // attention.tile:77
      float const v572 = (c135 * v419);  // attention.tile:77
      float const v573 = (c136 * v420);  // attention.tile:77
      float const v574 = (c137 * v421);  // attention.tile:77
      float const v575 = (c138 * v422);  // attention.tile:77
      float const v576 = (c139 * v419);  // attention.tile:77
      float const v577 = (c140 * v420);  // attention.tile:77
      float const v578 = (c141 * v421);  // attention.tile:77
      float const v579 = (c142 * v422);  // attention.tile:77
      float const v580 = (c143 * v419);  // attention.tile:77
      float const v581 = (c144 * v420);  // attention.tile:77
      float const v582 = (c145 * v421);  // attention.tile:77
      float const v583 = (c146 * v422);  // attention.tile:77
      float const v584 = (c147 * v419);  // attention.tile:77
      float const v585 = (c148 * v420);  // attention.tile:77
      float const v586 = (c149 * v421);  // attention.tile:77
      float const v587 = (c150 * v422);  // attention.tile:77
      __syncthreads();  // attention.tile:77
      _Float16* dA588 = reinterpret_cast<_Float16*>(tl_smem + 0);  // dot operands: A, B^T  // attention.tile:77
      _Float16* dB589 = reinterpret_cast<_Float16*>(tl_smem + 8704);  // attention.tile:77
      dA588[tl_c5_0 * 68 + tl_c5_1] = v556;  // attention.tile:77
      dA588[(tl_c5_0 * 68 + tl_c5_1 + 68)] = v557;  // attention.tile:77
      dA588[(tl_c5_0 * 68 + tl_c5_1 + 136)] = v558;  // attention.tile:77
      dA588[(tl_c5_0 * 68 + tl_c5_1 + 204)] = v559;  // attention.tile:77
      dA588[(tl_c5_0 * 68 + tl_c5_1 + 16)] = v560;  // attention.tile:77
      dA588[(tl_c5_0 * 68 + tl_c5_1 + 84)] = v561;  // attention.tile:77
      dA588[(tl_c5_0 * 68 + tl_c5_1 + 152)] = v562;  // attention.tile:77
      dA588[(tl_c5_0 * 68 + tl_c5_1 + 220)] = v563;  // attention.tile:77
      dA588[(tl_c5_0 * 68 + tl_c5_1 + 32)] = v564;  // attention.tile:77
      dA588[(tl_c5_0 * 68 + tl_c5_1 + 100)] = v565;  // attention.tile:77
      dA588[(tl_c5_0 * 68 + tl_c5_1 + 168)] = v566;  // attention.tile:77
      dA588[(tl_c5_0 * 68 + tl_c5_1 + 236)] = v567;  // attention.tile:77
      dA588[(tl_c5_0 * 68 + tl_c5_1 + 48)] = v568;  // attention.tile:77
      dA588[(tl_c5_0 * 68 + tl_c5_1 + 116)] = v569;  // attention.tile:77
      dA588[(tl_c5_0 * 68 + tl_c5_1 + 184)] = v570;  // attention.tile:77
      dA588[(tl_c5_0 * 68 + tl_c5_1 + 252)] = v571;  // attention.tile:77
      dB589[tl_c2_0 + tl_c2_1 * 68] = ld540;  // attention.tile:77
      dB589[(tl_c2_0 + tl_c2_1 * 68 + 4)] = ld541;  // attention.tile:77
      dB589[(tl_c2_0 + tl_c2_1 * 68 + 8)] = ld542;  // attention.tile:77
      dB589[(tl_c2_0 + tl_c2_1 * 68 + 12)] = ld543;  // attention.tile:77
      dB589[(tl_c2_0 + tl_c2_1 * 68 + 16)] = ld544;  // attention.tile:77
      dB589[(tl_c2_0 + tl_c2_1 * 68 + 20)] = ld545;  // attention.tile:77
      dB589[(tl_c2_0 + tl_c2_1 * 68 + 24)] = ld546;  // attention.tile:77
      dB589[(tl_c2_0 + tl_c2_1 * 68 + 28)] = ld547;  // attention.tile:77
      dB589[(tl_c2_0 + tl_c2_1 * 68 + 32)] = ld548;  // attention.tile:77
      dB589[(tl_c2_0 + tl_c2_1 * 68 + 36)] = ld549;  // attention.tile:77
      dB589[(tl_c2_0 + tl_c2_1 * 68 + 40)] = ld550;  // attention.tile:77
      dB589[(tl_c2_0 + tl_c2_1 * 68 + 44)] = ld551;  // attention.tile:77
      dB589[(tl_c2_0 + tl_c2_1 * 68 + 48)] = ld552;  // attention.tile:77
      dB589[(tl_c2_0 + tl_c2_1 * 68 + 52)] = ld553;  // attention.tile:77
      dB589[(tl_c2_0 + tl_c2_1 * 68 + 56)] = ld554;  // attention.tile:77
      dB589[(tl_c2_0 + tl_c2_1 * 68 + 60)] = ld555;  // attention.tile:77
      __syncthreads();  // attention.tile:77
      const int ao590 = (tl_c4_0 + (tl_lane & 15)) * 68 + (tl_lane >> 4) * 4;  // attention.tile:77
      const int bo591 = (0 + (tl_lane & 15)) * 68 + (tl_lane >> 4) * 4;  // attention.tile:77
      tl_f32x4 acc592 = {v572, v573, v574, v575};  // attention.tile:77
      tl_f32x4 acc593 = {v576, v577, v578, v579};  // attention.tile:77
      tl_f32x4 acc594 = {v580, v581, v582, v583};  // attention.tile:77
      tl_f32x4 acc595 = {v584, v585, v586, v587};  // attention.tile:77
      #pragma unroll  // attention.tile:77
      for (int k596 = 0; k596 < 64; k596 += 16) {  // attention.tile:77
        const tl_f16x4 fa597 = *reinterpret_cast<const tl_f16x4*>(dA588 + ao590 + 0 + k596);  // attention.tile:77
        const tl_f16x4 fb598 = *reinterpret_cast<const tl_f16x4*>(dB589 + bo591 + 0 + k596);  // attention.tile:77
        const tl_f16x4 fb599 = *reinterpret_cast<const tl_f16x4*>(dB589 + bo591 + 1088 + k596);  // attention.tile:77
        const tl_f16x4 fb600 = *reinterpret_cast<const tl_f16x4*>(dB589 + bo591 + 2176 + k596);  // attention.tile:77
        const tl_f16x4 fb601 = *reinterpret_cast<const tl_f16x4*>(dB589 + bo591 + 3264 + k596);  // attention.tile:77
        acc592 = __builtin_amdgcn_mfma_f32_16x16x16f16(fa597, fb598, acc592, 0, 0, 0);  // attention.tile:77
        acc593 = __builtin_amdgcn_mfma_f32_16x16x16f16(fa597, fb599, acc593, 0, 0, 0);  // attention.tile:77
        acc594 = __builtin_amdgcn_mfma_f32_16x16x16f16(fa597, fb600, acc594, 0, 0, 0);  // attention.tile:77
        acc595 = __builtin_amdgcn_mfma_f32_16x16x16f16(fa597, fb601, acc595, 0, 0, 0);  // attention.tile:77
      }  // attention.tile:77
      float const dot602 = acc592[0];  // attention.tile:77
      float const dot603 = acc592[1];  // attention.tile:77
      float const dot604 = acc592[2];  // attention.tile:77
      float const dot605 = acc592[3];  // attention.tile:77
      float const dot606 = acc593[0];  // attention.tile:77
      float const dot607 = acc593[1];  // attention.tile:77
      float const dot608 = acc593[2];  // attention.tile:77
      float const dot609 = acc593[3];  // attention.tile:77
      float const dot610 = acc594[0];  // attention.tile:77
      float const dot611 = acc594[1];  // attention.tile:77
      float const dot612 = acc594[2];  // attention.tile:77
      float const dot613 = acc594[3];  // attention.tile:77
      float const dot614 = acc595[0];  // attention.tile:77
      float const dot615 = acc595[1];  // attention.tile:77
      float const dot616 = acc595[2];  // attention.tile:77
      float const dot617 = acc595[3];  // attention.tile:77
      c131 = v471;  // attention.tile:60
      c132 = v472;  // attention.tile:60
      c133 = v473;  // attention.tile:60
      c134 = v474;  // attention.tile:60
      c135 = dot602;  // attention.tile:60
      c136 = dot603;  // attention.tile:60
      c137 = dot604;  // attention.tile:60
      c138 = dot605;  // attention.tile:60
      c139 = dot606;  // attention.tile:60
      c140 = dot607;  // attention.tile:60
      c141 = dot608;  // attention.tile:60
      c142 = dot609;  // attention.tile:60
      c143 = dot610;  // attention.tile:60
      c144 = dot611;  // attention.tile:60
      c145 = dot612;  // attention.tile:60
      c146 = dot613;  // attention.tile:60
      c147 = dot614;  // attention.tile:60
      c148 = dot615;  // attention.tile:60
      c149 = dot616;  // attention.tile:60
      c150 = dot617;  // attention.tile:60
      c151 = v363;  // attention.tile:60
      c152 = v364;  // attention.tile:60
      c153 = v365;  // attention.tile:60
      c154 = v366;  // attention.tile:60
    } else {  // the body as written  // attention.tile:60
      int const ar618 = (tl_c1_0 + 4);  // attention.tile:61
      int const ar619 = (tl_c1_0 + 8);  // attention.tile:61
      int const ar620 = (tl_c1_0 + 12);  // attention.tile:61
      int const ar621 = (tl_c1_0 + 16);  // attention.tile:61
      int const ar622 = (tl_c1_0 + 20);  // attention.tile:61
      int const ar623 = (tl_c1_0 + 24);  // attention.tile:61
      int const ar624 = (tl_c1_0 + 28);  // attention.tile:61
      int const ar625 = (tl_c1_0 + 32);  // attention.tile:61
      int const ar626 = (tl_c1_0 + 36);  // attention.tile:61
      int const ar627 = (tl_c1_0 + 40);  // attention.tile:61
      int const ar628 = (tl_c1_0 + 44);  // attention.tile:61
      int const ar629 = (tl_c1_0 + 48);  // attention.tile:61
      int const ar630 = (tl_c1_0 + 52);  // attention.tile:61
      int const ar631 = (tl_c1_0 + 56);  // attention.tile:61
      int const ar632 = (tl_c1_0 + 60);  // attention.tile:61
      int const v633 = ((int)((unsigned int)(((int)iv155)) + (unsigned int)(tl_c1_0)));  // attention.tile:61
      int const v634 = ((int)((unsigned int)(((int)iv155)) + (unsigned int)(ar618)));  // attention.tile:61
      int const v635 = ((int)((unsigned int)(((int)iv155)) + (unsigned int)(ar619)));  // attention.tile:61
      int const v636 = ((int)((unsigned int)(((int)iv155)) + (unsigned int)(ar620)));  // attention.tile:61
      int const v637 = ((int)((unsigned int)(((int)iv155)) + (unsigned int)(ar621)));  // attention.tile:61
      int const v638 = ((int)((unsigned int)(((int)iv155)) + (unsigned int)(ar622)));  // attention.tile:61
      int const v639 = ((int)((unsigned int)(((int)iv155)) + (unsigned int)(ar623)));  // attention.tile:61
      int const v640 = ((int)((unsigned int)(((int)iv155)) + (unsigned int)(ar624)));  // attention.tile:61
      int const v641 = ((int)((unsigned int)(((int)iv155)) + (unsigned int)(ar625)));  // attention.tile:61
      int const v642 = ((int)((unsigned int)(((int)iv155)) + (unsigned int)(ar626)));  // attention.tile:61
      int const v643 = ((int)((unsigned int)(((int)iv155)) + (unsigned int)(ar627)));  // attention.tile:61
      int const v644 = ((int)((unsigned int)(((int)iv155)) + (unsigned int)(ar628)));  // attention.tile:61
      int const v645 = ((int)((unsigned int)(((int)iv155)) + (unsigned int)(ar629)));  // attention.tile:61
      int const v646 = ((int)((unsigned int)(((int)iv155)) + (unsigned int)(ar630)));  // attention.tile:61
      int const v647 = ((int)((unsigned int)(((int)iv155)) + (unsigned int)(ar631)));  // attention.tile:61
      int const v648 = ((int)((unsigned int)(((int)iv155)) + (unsigned int)(ar632)));  // attention.tile:61
      int const ar649 = (tl_c6_0 + 16);  // attention.tile:62
      int const ar650 = (tl_c6_0 + 32);  // attention.tile:62
      int const ar651 = (tl_c6_0 + 48);  // attention.tile:62
      int const v652 = ((int)((unsigned int)(((int)iv155)) + (unsigned int)(tl_c6_0)));  // attention.tile:62
      int const v653 = ((int)((unsigned int)(((int)iv155)) + (unsigned int)(ar649)));  // attention.tile:62
      int const v654 = ((int)((unsigned int)(((int)iv155)) + (unsigned int)(ar650)));  // attention.tile:62
      int const v655 = ((int)((unsigned int)(((int)iv155)) + (unsigned int)(ar651)));  // attention.tile:62
      bool const v656 = (v652 < p_seq_len);  // attention.tile:62
      bool const v657 = (v653 < p_seq_len);  // attention.tile:62
      bool const v658 = (v654 < p_seq_len);  // attention.tile:62
      bool const v659 = (v655 < p_seq_len);  // attention.tile:62
      int const v660 = ((int)((unsigned int)(v633) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v661 = ((int)((unsigned int)(v634) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v662 = ((int)((unsigned int)(v635) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v663 = ((int)((unsigned int)(v636) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v664 = ((int)((unsigned int)(v637) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v665 = ((int)((unsigned int)(v638) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v666 = ((int)((unsigned int)(v639) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v667 = ((int)((unsigned int)(v640) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v668 = ((int)((unsigned int)(v641) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v669 = ((int)((unsigned int)(v642) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v670 = ((int)((unsigned int)(v643) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v671 = ((int)((unsigned int)(v644) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v672 = ((int)((unsigned int)(v645) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v673 = ((int)((unsigned int)(v646) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v674 = ((int)((unsigned int)(v647) * (unsigned int)(p_stride_km)));  // attention.tile:63
      int const v675 = ((int)((unsigned int)(v648) * (unsigned int)(p_stride_km)));  // attention.tile:63
      _Float16* const p676 = (p124 + v660);  // attention.tile:63
      _Float16* const p677 = (p124 + v661);  // attention.tile:63
      _Float16* const p678 = (p124 + v662);  // attention.tile:63
      _Float16* const p679 = (p124 + v663);  // attention.tile:63
      _Float16* const p680 = (p124 + v664);  // attention.tile:63
      _Float16* const p681 = (p124 + v665);  // attention.tile:63
      _Float16* const p682 = (p124 + v666);  // attention.tile:63
      _Float16* const p683 = (p124 + v667);  // attention.tile:63
      _Float16* const p684 = (p124 + v668);  // attention.tile:63
      _Float16* const p685 = (p124 + v669);  // attention.tile:63
      _Float16* const p686 = (p124 + v670);  // attention.tile:63
      _Float16* const p687 = (p124 + v671);  // attention.tile:63
      _Float16* const p688 = (p124 + v672);  // attention.tile:63
      _Float16* const p689 = (p124 + v673);  // attention.tile:63
      _Float16* const p690 = (p124 + v674);  // attention.tile:63
      _Float16* const p691 = (p124 + v675);  // attention.tile:63
      _Float16* const p692 = (p676 + tl_c0_0);  // attention.tile:63
      _Float16* const p693 = (p677 + tl_c0_0);  // attention.tile:63
      _Float16* const p694 = (p678 + tl_c0_0);  // attention.tile:63
      _Float16* const p695 = (p679 + tl_c0_0);  // attention.tile:63
      _Float16* const p696 = (p680 + tl_c0_0);  // attention.tile:63
      _Float16* const p697 = (p681 + tl_c0_0);  // attention.tile:63
      _Float16* const p698 = (p682 + tl_c0_0);  // attention.tile:63
      _Float16* const p699 = (p683 + tl_c0_0);  // attention.tile:63
      _Float16* const p700 = (p684 + tl_c0_0);  // attention.tile:63
      _Float16* const p701 = (p685 + tl_c0_0);  // attention.tile:63
      _Float16* const p702 = (p686 + tl_c0_0);  // attention.tile:63
      _Float16* const p703 = (p687 + tl_c0_0);  // attention.tile:63
      _Float16* const p704 = (p688 + tl_c0_0);  // attention.tile:63
      _Float16* const p705 = (p689 + tl_c0_0);  // attention.tile:63
      _Float16* const p706 = (p690 + tl_c0_0);  // attention.tile:63
      _Float16* const p707 = (p691 + tl_c0_0);  // attention.tile:63
      int const v708 = ((int)((unsigned int)(v4) + (unsigned int)(tl_c0_0)));  // attention.tile:64
      bool const v709 = (v708 < p_width);  // attention.tile:64
      bool const v710 = (v633 < p_seq_len);  // attention.tile:64
      bool const v711 = (v634 < p_seq_len);  // attention.tile:64
      bool const v712 = (v635 < p_seq_len);  // attention.tile:64
      bool const v713 = (v636 < p_seq_len);  // attention.tile:64
      bool const v714 = (v637 < p_seq_len);  // attention.tile:64
      bool const v715 = (v638 < p_seq_len);  // attention.tile:64
      bool const v716 = (v639 < p_seq_len);  // attention.tile:64
      bool const v717 = (v640 < p_seq_len);  // attention.tile:64
      bool const v718 = (v641 < p_seq_len);  // attention.tile:64
      bool const v719 = (v642 < p_seq_len);  // attention.tile:64
      bool const v720 = (v643 < p_seq_len);  // attention.tile:64
      bool const v721 = (v644 < p_seq_len);  // attention.tile:64
      bool const v722 = (v645 < p_seq_len);  // attention.tile:64
      bool const v723 = (v646 < p_seq_len);  // attention.tile:64
      bool const v724 = (v647 < p_seq_len);  // attention.tile:64
      bool const v725 = (v648 < p_seq_len);  // attention.tile:64
      bool const v726 = ((bool)(v710 & v709));  // attention.tile:64
      bool const v727 = ((bool)(v711 & v709));  // attention.tile:64
      bool const v728 = ((bool)(v712 & v709));  // attention.tile:64
      bool const v729 = ((bool)(v713 & v709));  // attention.tile:64
      bool const v730 = ((bool)(v714 & v709));  // attention.tile:64
      bool const v731 = ((bool)(v715 & v709));  // attention.tile:64
      bool const v732 = ((bool)(v716 & v709));  // attention.tile:64
      bool const v733 = ((bool)(v717 & v709));  // attention.tile:64
      bool const v734 = ((bool)(v718 & v709));  // attention.tile:64
      bool const v735 = ((bool)(v719 & v709));  // attention.tile:64
      bool const v736 = ((bool)(v720 & v709));  // attention.tile:64
      bool const v737 = ((bool)(v721 & v709));  // attention.tile:64
      bool const v738 = ((bool)(v722 & v709));  // attention.tile:64
      bool const v739 = ((bool)(v723 & v709));  // attention.tile:64
      bool const v740 = ((bool)(v724 & v709));  // attention.tile:64
      bool const v741 = ((bool)(v725 & v709));  // attention.tile:64
      _Float16 const k742 = tl_u2h((unsigned short)0);  // attention.tile:63
      const _Float16 ld743 = v726 ? *p692 : k742;  // attention.tile:63
      const _Float16 ld744 = v727 ? *p693 : k742;  // attention.tile:63
      const _Float16 ld745 = v728 ? *p694 : k742;  // attention.tile:63
      const _Float16 ld746 = v729 ? *p695 : k742;  // attention.tile:63
      const _Float16 ld747 = v730 ? *p696 : k742;  // attention.tile:63
      const _Float16 ld748 = v731 ? *p697 : k742;  // attention.tile:63
      const _Float16 ld749 = v732 ? *p698 : k742;  // attention.tile:63
      const _Float16 ld750 = v733 ? *p699 : k742;  // attention.tile:63
      const _Float16 ld751 = v734 ? *p700 : k742;  // attention.tile:63
      const _Float16 ld752 = v735 ? *p701 : k742;  // attention.tile:63
      const _Float16 ld753 = v736 ? *p702 : k742;  // attention.tile:63
      const _Float16 ld754 = v737 ? *p703 : k742;  // attention.tile:63
      const _Float16 ld755 = v738 ? *p704 : k742;  // attention.tile:63
      const _Float16 ld756 = v739 ? *p705 : k742;  // attention.tile:63
      const _Float16 ld757 = v740 ? *p706 : k742;  // attention.tile:63
      const _Float16 ld758 = v741 ? *p707 : k742;  // attention.tile:63
      __syncthreads();  // attention.tile:65
      _Float16* dA759 = reinterpret_cast<_Float16*>(tl_smem + 0);  // dot operands: A, B^T  // attention.tile:65
      _Float16* dB760 = reinterpret_cast<_Float16*>(tl_smem + 8704);  // attention.tile:65
      dA759[tl_c2_0 * 68 + tl_c2_1] = ld106;  // attention.tile:65
      dA759[(tl_c2_0 * 68 + tl_c2_1 + 272)] = ld107;  // attention.tile:65
      dA759[(tl_c2_0 * 68 + tl_c2_1 + 544)] = ld108;  // attention.tile:65
      dA759[(tl_c2_0 * 68 + tl_c2_1 + 816)] = ld109;  // attention.tile:65
      dA759[(tl_c2_0 * 68 + tl_c2_1 + 1088)] = ld110;  // attention.tile:65
      dA759[(tl_c2_0 * 68 + tl_c2_1 + 1360)] = ld111;  // attention.tile:65
      dA759[(tl_c2_0 * 68 + tl_c2_1 + 1632)] = ld112;  // attention.tile:65
      dA759[(tl_c2_0 * 68 + tl_c2_1 + 1904)] = ld113;  // attention.tile:65
      dA759[(tl_c2_0 * 68 + tl_c2_1 + 2176)] = ld114;  // attention.tile:65
      dA759[(tl_c2_0 * 68 + tl_c2_1 + 2448)] = ld115;  // attention.tile:65
      dA759[(tl_c2_0 * 68 + tl_c2_1 + 2720)] = ld116;  // attention.tile:65
      dA759[(tl_c2_0 * 68 + tl_c2_1 + 2992)] = ld117;  // attention.tile:65
      dA759[(tl_c2_0 * 68 + tl_c2_1 + 3264)] = ld118;  // attention.tile:65
      dA759[(tl_c2_0 * 68 + tl_c2_1 + 3536)] = ld119;  // attention.tile:65
      dA759[(tl_c2_0 * 68 + tl_c2_1 + 3808)] = ld120;  // attention.tile:65
      dA759[(tl_c2_0 * 68 + tl_c2_1 + 4080)] = ld121;  // attention.tile:65
      dB760[tl_c3_0 + tl_c3_1 * 68] = ld743;  // attention.tile:65
      dB760[(tl_c3_0 + tl_c3_1 * 68 + 272)] = ld744;  // attention.tile:65
      dB760[(tl_c3_0 + tl_c3_1 * 68 + 544)] = ld745;  // attention.tile:65
      dB760[(tl_c3_0 + tl_c3_1 * 68 + 816)] = ld746;  // attention.tile:65
      dB760[(tl_c3_0 + tl_c3_1 * 68 + 1088)] = ld747;  // attention.tile:65
      dB760[(tl_c3_0 + tl_c3_1 * 68 + 1360)] = ld748;  // attention.tile:65
      dB760[(tl_c3_0 + tl_c3_1 * 68 + 1632)] = ld749;  // attention.tile:65
      dB760[(tl_c3_0 + tl_c3_1 * 68 + 1904)] = ld750;  // attention.tile:65
      dB760[(tl_c3_0 + tl_c3_1 * 68 + 2176)] = ld751;  // attention.tile:65
      dB760[(tl_c3_0 + tl_c3_1 * 68 + 2448)] = ld752;  // attention.tile:65
      dB760[(tl_c3_0 + tl_c3_1 * 68 + 2720)] = ld753;  // attention.tile:65
      dB760[(tl_c3_0 + tl_c3_1 * 68 + 2992)] = ld754;  // attention.tile:65
      dB760[(tl_c3_0 + tl_c3_1 * 68 + 3264)] = ld755;  // attention.tile:65
      dB760[(tl_c3_0 + tl_c3_1 * 68 + 3536)] = ld756;  // attention.tile:65
      dB760[(tl_c3_0 + tl_c3_1 * 68 + 3808)] = ld757;  // attention.tile:65
      dB760[(tl_c3_0 + tl_c3_1 * 68 + 4080)] = ld758;  // attention.tile:65
      __syncthreads();  // attention.tile:65
      const int ao761 = (tl_c4_0 + (tl_lane & 15)) * 68 + (tl_lane >> 4) * 4;  // attention.tile:65
      const int bo762 = (0 + (tl_lane & 15)) * 68 + (tl_lane >> 4) * 4;  // attention.tile:65
      tl_f32x4 acc763 = {0.0f, 0.0f, 0.0f, 0.0f};  // attention.tile:65
      tl_f32x4 acc764 = {0.0f, 0.0f, 0.0f, 0.0f};  // attention.tile:65
      tl_f32x4 acc765 = {0.0f, 0.0f, 0.0f, 0.0f};  // attention.tile:65
      tl_f32x4 acc766 = {0.0f, 0.0f, 0.0f, 0.0f};  // attention.tile:65
      #pragma unroll  // attention.tile:65
      for (int k767 = 0; k767 < 64; k767 += 16) {  // attention.tile:65
        const tl_f16x4 fa768 = *reinterpret_cast<const tl_f16x4*>(dA759 + ao761 + 0 + k767);  // attention.tile:65
        const tl_f16x4 fb769 = *reinterpret_cast<const tl_f16x4*>(dB760 + bo762 + 0 + k767);  // attention.tile:65
        const tl_f16x4 fb770 = *reinterpret_cast<const tl_f16x4*>(dB760 + bo762 + 1088 + k767);  // attention.tile:65
        const tl_f16x4 fb771 = *reinterpret_cast<const tl_f16x4*>(dB760 + bo762 + 2176 + k767);  // attention.tile:65
        const tl_f16x4 fb772 = *reinterpret_cast<const tl_f16x4*>(dB760 + bo762 + 3264 + k767);  // attention.tile:65
        acc763 = __builtin_amdgcn_mfma_f32_16x16x16f16(fa768, fb769, acc763, 0, 0, 0);  // attention.tile:65
        acc764 = __builtin_amdgcn_mfma_f32_16x16x16f16(fa768, fb770, acc764, 0, 0, 0);  // attention.tile:65
        acc765 = __builtin_amdgcn_mfma_f32_16x16x16f16(fa768, fb771, acc765, 0, 0, 0);  // attention.tile:65
        acc766 = __builtin_amdgcn_mfma_f32_16x16x16f16(fa768, fb772, acc766, 0, 0, 0);  // attention.tile:65
      }  // attention.tile:65
      float const dot773 = acc763[0];  // attention.tile:65
      float const dot774 = acc763[1];  // attention.tile:65
      float const dot775 = acc763[2];  // attention.tile:65
      float const dot776 = acc763[3];  // attention.tile:65
      float const dot777 = acc764[0];  // attention.tile:65
      float const dot778 = acc764[1];  // attention.tile:65
      float const dot779 = acc764[2];  // attention.tile:65
      float const dot780 = acc764[3];  // attention.tile:65
      float const dot781 = acc765[0];  // attention.tile:65
      float const dot782 = acc765[1];  // attention.tile:65
      float const dot783 = acc765[2];  // attention.tile:65
      float const dot784 = acc765[3];  // attention.tile:65
      float const dot785 = acc766[0];  // attention.tile:65
      float const dot786 = acc766[1];  // attention.tile:65
      float const dot787 = acc766[2];  // attention.tile:65
      float const dot788 = acc766[3];  // attention.tile:65
      float const v789 = (v656 ? dot773 : (-TL_INF));  // attention.tile:69
      float const v790 = (v656 ? dot774 : (-TL_INF));  // attention.tile:69
      float const v791 = (v656 ? dot775 : (-TL_INF));  // attention.tile:69
      float const v792 = (v656 ? dot776 : (-TL_INF));  // attention.tile:69
      float const v793 = (v657 ? dot777 : (-TL_INF));  // attention.tile:69
      float const v794 = (v657 ? dot778 : (-TL_INF));  // attention.tile:69
      float const v795 = (v657 ? dot779 : (-TL_INF));  // attention.tile:69
      float const v796 = (v657 ? dot780 : (-TL_INF));  // attention.tile:69
      float const v797 = (v658 ? dot781 : (-TL_INF));  // attention.tile:69
      float const v798 = (v658 ? dot782 : (-TL_INF));  // attention.tile:69
      float const v799 = (v658 ? dot783 : (-TL_INF));  // attention.tile:69
      float const v800 = (v658 ? dot784 : (-TL_INF));  // attention.tile:69
      float const v801 = (v659 ? dot785 : (-TL_INF));  // attention.tile:69
      float const v802 = (v659 ? dot786 : (-TL_INF));  // attention.tile:69
      float const v803 = (v659 ? dot787 : (-TL_INF));  // attention.tile:69
      float const v804 = (v659 ? dot788 : (-TL_INF));  // attention.tile:69
      float rd805 = fmaxf(v789, v793);  // attention.tile:71
      float rd806 = fmaxf(v797, v801);  // attention.tile:71
      float rd807 = fmaxf(rd805, rd806);  // attention.tile:71
      float rd808 = fmaxf(v790, v794);  // attention.tile:71
      float rd809 = fmaxf(v798, v802);  // attention.tile:71
      float rd810 = fmaxf(rd808, rd809);  // attention.tile:71
      float rd811 = fmaxf(v791, v795);  // attention.tile:71
      float rd812 = fmaxf(v799, v803);  // attention.tile:71
      float rd813 = fmaxf(rd811, rd812);  // attention.tile:71
      float rd814 = fmaxf(v792, v796);  // attention.tile:71
      float rd815 = fmaxf(v800, v804);  // attention.tile:71
      float rd816 = fmaxf(rd814, rd815);  // attention.tile:71
      float rd817 = tl_shfl_xor(rd807, 1);  // attention.tile:71
      float rd818 = fmaxf(rd807, rd817);  // attention.tile:71
      float rd819 = tl_shfl_xor(rd810, 1);  // attention.tile:71
      float rd820 = fmaxf(rd810, rd819);  // attention.tile:71
      float rd821 = tl_shfl_xor(rd813, 1);  // attention.tile:71
      float rd822 = fmaxf(rd813, rd821);  // attention.tile:71
      float rd823 = tl_shfl_xor(rd816, 1);  // attention.tile:71
      float rd824 = fmaxf(rd816, rd823);  // attention.tile:71
      float rd825 = tl_shfl_xor(rd818, 2);  // attention.tile:71
      float rd826 = fmaxf(rd818, rd825);  // attention.tile:71
      float rd827 = tl_shfl_xor(rd820, 2);  // attention.tile:71
      float rd828 = fmaxf(rd820, rd827);  // attention.tile:71
      float rd829 = tl_shfl_xor(rd822, 2);  // attention.tile:71
      float rd830 = fmaxf(rd822, rd829);  // attention.tile:71
      float rd831 = tl_shfl_xor(rd824, 2);  // attention.tile:71
      float rd832 = fmaxf(rd824, rd831);  // attention.tile:71
      float rd833 = tl_shfl_xor(rd826, 4);  // attention.tile:71
      float rd834 = fmaxf(rd826, rd833);  // attention.tile:71
      float rd835 = tl_shfl_xor(rd828, 4);  // attention.tile:71
      float rd836 = fmaxf(rd828, rd835);  // attention.tile:71
      float rd837 = tl_shfl_xor(rd830, 4);  // attention.tile:71
      float rd838 = fmaxf(rd830, rd837);  // attention.tile:71
      float rd839 = tl_shfl_xor(rd832, 4);  // attention.tile:71
      float rd840 = fmaxf(rd832, rd839);  // attention.tile:71
      float rd841 = tl_shfl_xor(rd834, 8);  // attention.tile:71
      float rd842 = fmaxf(rd834, rd841);  // attention.tile:71
      float rd843 = tl_shfl_xor(rd836, 8);  // attention.tile:71
      float rd844 = fmaxf(rd836, rd843);  // attention.tile:71
      float rd845 = tl_shfl_xor(rd838, 8);  // attention.tile:71
      float rd846 = fmaxf(rd838, rd845);  // attention.tile:71
      float rd847 = tl_shfl_xor(rd840, 8);  // attention.tile:71
      float rd848 = fmaxf(rd840, rd847);  // attention.tile:71
      float const v849 = (rd842 * v129);  // attention.tile:71
      float const v850 = (rd844 * v129);  // attention.tile:71
      float const v851 = (rd846 * v129);  // attention.tile:71
      float const v852 = (rd848 * v129);  // attention.tile:71
      float const v853 = fmaxf(c151, v849);  // attention.tile:71
      float const v854 = fmaxf(c152, v850);  // attention.tile:71
      float const v855 = fmaxf(c153, v851);  // attention.tile:71
      float const v856 = fmaxf(c154, v852);  // attention.tile:71
      float const v857 = (v789 * v129);  // attention.tile:72
      float const v858 = (v790 * v129);  // attention.tile:72
      float const v859 = (v791 * v129);  // attention.tile:72
      float const v860 = (v792 * v129);  // attention.tile:72
      float const v861 = (v793 * v129);  // attention.tile:72
      float const v862 = (v794 * v129);  // attention.tile:72
      float const v863 = (v795 * v129);  // attention.tile:72
      float const v864 = (v796 * v129);  // attention.tile:72
      float const v865 = (v797 * v129);  // attention.tile:72
      float const v866 = (v798 * v129);  // attention.tile:72
      float const v867 = (v799 * v129);  // attention.tile:72
      float const v868 = (v800 * v129);  // attention.tile:72
      float const v869 = (v801 * v129);  // attention.tile:72
      float const v870 = (v802 * v129);  // attention.tile:72
      float const v871 = (v803 * v129);  // attention.tile:72
      float const v872 = (v804 * v129);  // attention.tile:72
      float const v873 = (v857 - v853);  // attention.tile:72
      float const v874 = (v858 - v854);  // attention.tile:72
      float const v875 = (v859 - v855);  // attention.tile:72
      float const v876 = (v860 - v856);  // attention.tile:72
      float const v877 = (v861 - v853);  // attention.tile:72
      float const v878 = (v862 - v854);  // attention.tile:72
      float const v879 = (v863 - v855);  // attention.tile:72
      float const v880 = (v864 - v856);  // attention.tile:72
      float const v881 = (v865 - v853);  // attention.tile:72
      float const v882 = (v866 - v854);  // attention.tile:72
      float const v883 = (v867 - v855);  // attention.tile:72
      float const v884 = (v868 - v856);  // attention.tile:72
      float const v885 = (v869 - v853);  // attention.tile:72
      float const v886 = (v870 - v854);  // attention.tile:72
      float const v887 = (v871 - v855);  // attention.tile:72
      float const v888 = (v872 - v856);  // attention.tile:72
      float const v889 = tl_exp2f(v873);  // attention.tile:72
      float const v890 = tl_exp2f(v874);  // attention.tile:72
      float const v891 = tl_exp2f(v875);  // attention.tile:72
      float const v892 = tl_exp2f(v876);  // attention.tile:72
      float const v893 = tl_exp2f(v877);  // attention.tile:72
      float const v894 = tl_exp2f(v878);  // attention.tile:72
      float const v895 = tl_exp2f(v879);  // attention.tile:72
      float const v896 = tl_exp2f(v880);  // attention.tile:72
      float const v897 = tl_exp2f(v881);  // attention.tile:72
      float const v898 = tl_exp2f(v882);  // attention.tile:72
      float const v899 = tl_exp2f(v883);  // attention.tile:72
      float const v900 = tl_exp2f(v884);  // attention.tile:72
      float const v901 = tl_exp2f(v885);  // attention.tile:72
      float const v902 = tl_exp2f(v886);  // attention.tile:72
      float const v903 = tl_exp2f(v887);  // attention.tile:72
      float const v904 = tl_exp2f(v888);  // attention.tile:72
      float const v905 = (c151 - v853);  // attention.tile:73
      float const v906 = (c152 - v854);  // attention.tile:73
      float const v907 = (c153 - v855);  // attention.tile:73
      float const v908 = (c154 - v856);  // attention.tile:73
      float const v909 = tl_exp2f(v905);  // attention.tile:73
      float const v910 = tl_exp2f(v906);  // attention.tile:73
      float const v911 = tl_exp2f(v907);  // attention.tile:73
      float const v912 = tl_exp2f(v908);  // attention.tile:73
      float const v913 = (c131 * v909);  // attention.tile:74
      float const v914 = (c132 * v910);  // attention.tile:74
      float const v915 = (c133 * v911);  // attention.tile:74
      float const v916 = (c134 * v912);  // attention.tile:74
      float rd917 = (v889 + v893);  // attention.tile:74
      float rd918 = (v897 + v901);  // attention.tile:74
      float rd919 = (rd917 + rd918);  // attention.tile:74
      float rd920 = (v890 + v894);  // attention.tile:74
      float rd921 = (v898 + v902);  // attention.tile:74
      float rd922 = (rd920 + rd921);  // attention.tile:74
      float rd923 = (v891 + v895);  // attention.tile:74
      float rd924 = (v899 + v903);  // attention.tile:74
      float rd925 = (rd923 + rd924);  // attention.tile:74
      float rd926 = (v892 + v896);  // attention.tile:74
      float rd927 = (v900 + v904);  // attention.tile:74
      float rd928 = (rd926 + rd927);  // attention.tile:74
      float rd929 = tl_shfl_xor(rd919, 1);  // attention.tile:74
      float rd930 = (rd919 + rd929);  // attention.tile:74
      float rd931 = tl_shfl_xor(rd922, 1);  // attention.tile:74
      float rd932 = (rd922 + rd931);  // attention.tile:74
      float rd933 = tl_shfl_xor(rd925, 1);  // attention.tile:74
      float rd934 = (rd925 + rd933);  // attention.tile:74
      float rd935 = tl_shfl_xor(rd928, 1);  // attention.tile:74
      float rd936 = (rd928 + rd935);  // attention.tile:74
      float rd937 = tl_shfl_xor(rd930, 2);  // attention.tile:74
      float rd938 = (rd930 + rd937);  // attention.tile:74
      float rd939 = tl_shfl_xor(rd932, 2);  // attention.tile:74
      float rd940 = (rd932 + rd939);  // attention.tile:74
      float rd941 = tl_shfl_xor(rd934, 2);  // attention.tile:74
      float rd942 = (rd934 + rd941);  // attention.tile:74
      float rd943 = tl_shfl_xor(rd936, 2);  // attention.tile:74
      float rd944 = (rd936 + rd943);  // attention.tile:74
      float rd945 = tl_shfl_xor(rd938, 4);  // attention.tile:74
      float rd946 = (rd938 + rd945);  // attention.tile:74
      float rd947 = tl_shfl_xor(rd940, 4);  // attention.tile:74
      float rd948 = (rd940 + rd947);  // attention.tile:74
      float rd949 = tl_shfl_xor(rd942, 4);  // attention.tile:74
      float rd950 = (rd942 + rd949);  // attention.tile:74
      float rd951 = tl_shfl_xor(rd944, 4);  // attention.tile:74
      float rd952 = (rd944 + rd951);  // attention.tile:74
      float rd953 = tl_shfl_xor(rd946, 8);  // attention.tile:74
      float rd954 = (rd946 + rd953);  // attention.tile:74
      float rd955 = tl_shfl_xor(rd948, 8);  // attention.tile:74
      float rd956 = (rd948 + rd955);  // attention.tile:74
      float rd957 = tl_shfl_xor(rd950, 8);  // attention.tile:74
      float rd958 = (rd950 + rd957);  // attention.tile:74
      float rd959 = tl_shfl_xor(rd952, 8);  // attention.tile:74
      float rd960 = (rd952 + rd959);  // attention.tile:74
      float const v961 = (v913 + rd954);  // attention.tile:74
      float const v962 = (v914 + rd956);  // attention.tile:74
      float const v963 = (v915 + rd958);  // attention.tile:74
      float const v964 = (v916 + rd960);  // attention.tile:74
      int const v965 = ((int)((unsigned int)(v633) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v966 = ((int)((unsigned int)(v634) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v967 = ((int)((unsigned int)(v635) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v968 = ((int)((unsigned int)(v636) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v969 = ((int)((unsigned int)(v637) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v970 = ((int)((unsigned int)(v638) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v971 = ((int)((unsigned int)(v639) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v972 = ((int)((unsigned int)(v640) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v973 = ((int)((unsigned int)(v641) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v974 = ((int)((unsigned int)(v642) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v975 = ((int)((unsigned int)(v643) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v976 = ((int)((unsigned int)(v644) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v977 = ((int)((unsigned int)(v645) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v978 = ((int)((unsigned int)(v646) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v979 = ((int)((unsigned int)(v647) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      int const v980 = ((int)((unsigned int)(v648) * (unsigned int)(p_stride_vm)));  // attention.tile:75
      _Float16* const p981 = (p127 + v965);  // attention.tile:75
      _Float16* const p982 = (p127 + v966);  // attention.tile:75
      _Float16* const p983 = (p127 + v967);  // attention.tile:75
      _Float16* const p984 = (p127 + v968);  // attention.tile:75
      _Float16* const p985 = (p127 + v969);  // attention.tile:75
      _Float16* const p986 = (p127 + v970);  // attention.tile:75
      _Float16* const p987 = (p127 + v971);  // attention.tile:75
      _Float16* const p988 = (p127 + v972);  // attention.tile:75
      _Float16* const p989 = (p127 + v973);  // attention.tile:75
      _Float16* const p990 = (p127 + v974);  // attention.tile:75
      _Float16* const p991 = (p127 + v975);  // attention.tile:75
      _Float16* const p992 = (p127 + v976);  // attention.tile:75
      _Float16* const p993 = (p127 + v977);  // attention.tile:75
      _Float16* const p994 = (p127 + v978);  // attention.tile:75
      _Float16* const p995 = (p127 + v979);  // attention.tile:75
      _Float16* const p996 = (p127 + v980);  // attention.tile:75
      _Float16* const p997 = (p981 + tl_c0_0);  // attention.tile:75
      _Float16* const p998 = (p982 + tl_c0_0);  // attention.tile:75
      _Float16* const p999 = (p983 + tl_c0_0);  // attention.tile:75
      _Float16* const p1000 = (p984 + tl_c0_0);  // attention.tile:75
      _Float16* const p1001 = (p985 + tl_c0_0);  // attention.tile:75
      _Float16* const p1002 = (p986 + tl_c0_0);  // attention.tile:75
      _Float16* const p1003 = (p987 + tl_c0_0);  // attention.tile:75
      _Float16* const p1004 = (p988 + tl_c0_0);  // attention.tile:75
      _Float16* const p1005 = (p989 + tl_c0_0);  // attention.tile:75
      _Float16* const p1006 = (p990 + tl_c0_0);  // attention.tile:75
      _Float16* const p1007 = (p991 + tl_c0_0);  // attention.tile:75
      _Float16* const p1008 = (p992 + tl_c0_0);  // attention.tile:75
      _Float16* const p1009 = (p993 + tl_c0_0);  // attention.tile:75
      _Float16* const p1010 = (p994 + tl_c0_0);  // attention.tile:75
      _Float16* const p1011 = (p995 + tl_c0_0);  // attention.tile:75
      _Float16* const p1012 = (p996 + tl_c0_0);  // attention.tile:75
      bool const v1013 = (v633 < p_seq_len);  // attention.tile:76
      bool const v1014 = (v634 < p_seq_len);  // attention.tile:76
      bool const v1015 = (v635 < p_seq_len);  // attention.tile:76
      bool const v1016 = (v636 < p_seq_len);  // attention.tile:76
      bool const v1017 = (v637 < p_seq_len);  // attention.tile:76
      bool const v1018 = (v638 < p_seq_len);  // attention.tile:76
      bool const v1019 = (v639 < p_seq_len);  // attention.tile:76
      bool const v1020 = (v640 < p_seq_len);  // attention.tile:76
      bool const v1021 = (v641 < p_seq_len);  // attention.tile:76
      bool const v1022 = (v642 < p_seq_len);  // attention.tile:76
      bool const v1023 = (v643 < p_seq_len);  // attention.tile:76
      bool const v1024 = (v644 < p_seq_len);  // attention.tile:76
      bool const v1025 = (v645 < p_seq_len);  // attention.tile:76
      bool const v1026 = (v646 < p_seq_len);  // attention.tile:76
      bool const v1027 = (v647 < p_seq_len);  // attention.tile:76
      bool const v1028 = (v648 < p_seq_len);  // attention.tile:76
      int const v1029 = ((int)((unsigned int)(v4) + (unsigned int)(tl_c0_0)));  // attention.tile:76
      bool const v1030 = (v1029 < p_width);  // attention.tile:76
      bool const v1031 = ((bool)(v1013 & v1030));  // attention.tile:76
      bool const v1032 = ((bool)(v1014 & v1030));  // attention.tile:76
      bool const v1033 = ((bool)(v1015 & v1030));  // attention.tile:76
      bool const v1034 = ((bool)(v1016 & v1030));  // attention.tile:76
      bool const v1035 = ((bool)(v1017 & v1030));  // attention.tile:76
      bool const v1036 = ((bool)(v1018 & v1030));  // attention.tile:76
      bool const v1037 = ((bool)(v1019 & v1030));  // attention.tile:76
      bool const v1038 = ((bool)(v1020 & v1030));  // attention.tile:76
      bool const v1039 = ((bool)(v1021 & v1030));  // attention.tile:76
      bool const v1040 = ((bool)(v1022 & v1030));  // attention.tile:76
      bool const v1041 = ((bool)(v1023 & v1030));  // attention.tile:76
      bool const v1042 = ((bool)(v1024 & v1030));  // attention.tile:76
      bool const v1043 = ((bool)(v1025 & v1030));  // attention.tile:76
      bool const v1044 = ((bool)(v1026 & v1030));  // attention.tile:76
      bool const v1045 = ((bool)(v1027 & v1030));  // attention.tile:76
      bool const v1046 = ((bool)(v1028 & v1030));  // attention.tile:76
      const _Float16 ld1047 = v1031 ? *p997 : k105;  // attention.tile:75
      const _Float16 ld1048 = v1032 ? *p998 : k105;  // attention.tile:75
      const _Float16 ld1049 = v1033 ? *p999 : k105;  // attention.tile:75
      const _Float16 ld1050 = v1034 ? *p1000 : k105;  // attention.tile:75
      const _Float16 ld1051 = v1035 ? *p1001 : k105;  // attention.tile:75
      const _Float16 ld1052 = v1036 ? *p1002 : k105;  // attention.tile:75
      const _Float16 ld1053 = v1037 ? *p1003 : k105;  // attention.tile:75
      const _Float16 ld1054 = v1038 ? *p1004 : k105;  // attention.tile:75
      const _Float16 ld1055 = v1039 ? *p1005 : k105;  // attention.tile:75
      const _Float16 ld1056 = v1040 ? *p1006 : k105;  // attention.tile:75
      const _Float16 ld1057 = v1041 ? *p1007 : k105;  // attention.tile:75
      const _Float16 ld1058 = v1042 ? *p1008 : k105;  // attention.tile:75
      const _Float16 ld1059 = v1043 ? *p1009 : k105;  // attention.tile:75
      const _Float16 ld1060 = v1044 ? *p1010 : k105;  // attention.tile:75
      const _Float16 ld1061 = v1045 ? *p1011 : k105;  // attention.tile:75
      const _Float16 ld1062 = v1046 ? *p1012 : k105;  // attention.tile:75
      _Float16 const v1063 = tl_f2h(v889);  // attention.tile:77
      _Float16 const v1064 = tl_f2h(v890);  // attention.tile:77
      _Float16 const v1065 = tl_f2h(v891);  // attention.tile:77
      _Float16 const v1066 = tl_f2h(v892);  // attention.tile:77
      _Float16 const v1067 = tl_f2h(v893);  // attention.tile:77
      _Float16 const v1068 = tl_f2h(v894);  // attention.tile:77
      _Float16 const v1069 = tl_f2h(v895);  // attention.tile:77
      _Float16 const v1070 = tl_f2h(v896);  // attention.tile:77
      _Float16 const v1071 = tl_f2h(v897);  // attention.tile:77
      _Float16 const v1072 = tl_f2h(v898);  // attention.tile:77
      _Float16 const v1073 = tl_f2h(v899);  // attention.tile:77
      _Float16 const v1074 = tl_f2h(v900);  // attention.tile:77
      _Float16 const v1075 = tl_f2h(v901);  // attention.tile:77
      _Float16 const v1076 = tl_f2h(v902);  // attention.tile:77
      _Float16 const v1077 = tl_f2h(v903);  // attention.tile:77
      _Float16 const v1078 = tl_f2h(v904);  // attention.tile:77
      float const v1079 = (c135 * v909);  // attention.tile:77
      float const v1080 = (c136 * v910);  // attention.tile:77
      float const v1081 = (c137 * v911);  // attention.tile:77
      float const v1082 = (c138 * v912);  // attention.tile:77
      float const v1083 = (c139 * v909);  // attention.tile:77
      float const v1084 = (c140 * v910);  // attention.tile:77
      float const v1085 = (c141 * v911);  // attention.tile:77
      float const v1086 = (c142 * v912);  // attention.tile:77
      float const v1087 = (c143 * v909);  // attention.tile:77
      float const v1088 = (c144 * v910);  // attention.tile:77
      float const v1089 = (c145 * v911);  // attention.tile:77
      float const v1090 = (c146 * v912);  // attention.tile:77
      float const v1091 = (c147 * v909);  // attention.tile:77
      float const v1092 = (c148 * v910);  // attention.tile:77
      float const v1093 = (c149 * v911);  // attention.tile:77
      float const v1094 = (c150 * v912);  // attention.tile:77
      __syncthreads();  // attention.tile:77
      _Float16* dA1095 = reinterpret_cast<_Float16*>(tl_smem + 0);  // dot operands: A, B^T  // attention.tile:77
      _Float16* dB1096 = reinterpret_cast<_Float16*>(tl_smem + 8704);  // attention.tile:77
      dA1095[tl_c5_0 * 68 + tl_c5_1] = v1063;  // attention.tile:77
      dA1095[(tl_c5_0 * 68 + tl_c5_1 + 68)] = v1064;  // attention.tile:77
      dA1095[(tl_c5_0 * 68 + tl_c5_1 + 136)] = v1065;  // attention.tile:77
      dA1095[(tl_c5_0 * 68 + tl_c5_1 + 204)] = v1066;  // attention.tile:77
      dA1095[(tl_c5_0 * 68 + tl_c5_1 + 16)] = v1067;  // attention.tile:77
      dA1095[(tl_c5_0 * 68 + tl_c5_1 + 84)] = v1068;  // attention.tile:77
      dA1095[(tl_c5_0 * 68 + tl_c5_1 + 152)] = v1069;  // attention.tile:77
      dA1095[(tl_c5_0 * 68 + tl_c5_1 + 220)] = v1070;  // attention.tile:77
      dA1095[(tl_c5_0 * 68 + tl_c5_1 + 32)] = v1071;  // attention.tile:77
      dA1095[(tl_c5_0 * 68 + tl_c5_1 + 100)] = v1072;  // attention.tile:77
      dA1095[(tl_c5_0 * 68 + tl_c5_1 + 168)] = v1073;  // attention.tile:77
      dA1095[(tl_c5_0 * 68 + tl_c5_1 + 236)] = v1074;  // attention.tile:77
      dA1095[(tl_c5_0 * 68 + tl_c5_1 + 48)] = v1075;  // attention.tile:77
      dA1095[(tl_c5_0 * 68 + tl_c5_1 + 116)] = v1076;  // attention.tile:77
      dA1095[(tl_c5_0 * 68 + tl_c5_1 + 184)] = v1077;  // attention.tile:77
      dA1095[(tl_c5_0 * 68 + tl_c5_1 + 252)] = v1078;  // attention.tile:77
      dB1096[tl_c2_0 + tl_c2_1 * 68] = ld1047;  // attention.tile:77
      dB1096[(tl_c2_0 + tl_c2_1 * 68 + 4)] = ld1048;  // attention.tile:77
      dB1096[(tl_c2_0 + tl_c2_1 * 68 + 8)] = ld1049;  // attention.tile:77
      dB1096[(tl_c2_0 + tl_c2_1 * 68 + 12)] = ld1050;  // attention.tile:77
      dB1096[(tl_c2_0 + tl_c2_1 * 68 + 16)] = ld1051;  // attention.tile:77
      dB1096[(tl_c2_0 + tl_c2_1 * 68 + 20)] = ld1052;  // attention.tile:77
      dB1096[(tl_c2_0 + tl_c2_1 * 68 + 24)] = ld1053;  // attention.tile:77
      dB1096[(tl_c2_0 + tl_c2_1 * 68 + 28)] = ld1054;  // attention.tile:77
      dB1096[(tl_c2_0 + tl_c2_1 * 68 + 32)] = ld1055;  // attention.tile:77
      dB1096[(tl_c2_0 + tl_c2_1 * 68 + 36)] = ld1056;  // attention.tile:77
      dB1096[(tl_c2_0 + tl_c2_1 * 68 + 40)] = ld1057;  // attention.tile:77
      dB1096[(tl_c2_0 + tl_c2_1 * 68 + 44)] = ld1058;  // attention.tile:77
      dB1096[(tl_c2_0 + tl_c2_1 * 68 + 48)] = ld1059;  // attention.tile:77
      dB1096[(tl_c2_0 + tl_c2_1 * 68 + 52)] = ld1060;  // attention.tile:77
      dB1096[(tl_c2_0 + tl_c2_1 * 68 + 56)] = ld1061;  // attention.tile:77
      dB1096[(tl_c2_0 + tl_c2_1 * 68 + 60)] = ld1062;  // attention.tile:77
      __syncthreads();  // attention.tile:77
      const int ao1097 = (tl_c4_0 + (tl_lane & 15)) * 68 + (tl_lane >> 4) * 4;  // attention.tile:77
      const int bo1098 = (0 + (tl_lane & 15)) * 68 + (tl_lane >> 4) * 4;  // attention.tile:77
      tl_f32x4 acc1099 = {v1079, v1080, v1081, v1082};  // attention.tile:77
      tl_f32x4 acc1100 = {v1083, v1084, v1085, v1086};  // attention.tile:77
      tl_f32x4 acc1101 = {v1087, v1088, v1089, v1090};  // attention.tile:77
      tl_f32x4 acc1102 = {v1091, v1092, v1093, v1094};  // attention.tile:77
      #pragma unroll  // attention.tile:77
      for (int k1103 = 0; k1103 < 64; k1103 += 16) {  // attention.tile:77
        const tl_f16x4 fa1104 = *reinterpret_cast<const tl_f16x4*>(dA1095 + ao1097 + 0 + k1103);  // attention.tile:77
        const tl_f16x4 fb1105 = *reinterpret_cast<const tl_f16x4*>(dB1096 + bo1098 + 0 + k1103);  // attention.tile:77
        const tl_f16x4 fb1106 = *reinterpret_cast<const tl_f16x4*>(dB1096 + bo1098 + 1088 + k1103);  // attention.tile:77
        const tl_f16x4 fb1107 = *reinterpret_cast<const tl_f16x4*>(dB1096 + bo1098 + 2176 + k1103);  // attention.tile:77
        const tl_f16x4 fb1108 = *reinterpret_cast<const tl_f16x4*>(dB1096 + bo1098 + 3264 + k1103);  // attention.tile:77
        acc1099 = __builtin_amdgcn_mfma_f32_16x16x16f16(fa1104, fb1105, acc1099, 0, 0, 0);  // attention.tile:77
        acc1100 = __builtin_amdgcn_mfma_f32_16x16x16f16(fa1104, fb1106, acc1100, 0, 0, 0);  // attention.tile:77
        acc1101 = __builtin_amdgcn_mfma_f32_16x16x16f16(fa1104, fb1107, acc1101, 0, 0, 0);  // attention.tile:77
        acc1102 = __builtin_amdgcn_mfma_f32_16x16x16f16(fa1104, fb1108, acc1102, 0, 0, 0);  // attention.tile:77
      }  // attention.tile:77
      float const dot1109 = acc1099[0];  // attention.tile:77
      float const dot1110 = acc1099[1];  // attention.tile:77
      float const dot1111 = acc1099[2];  // attention.tile:77
      float const dot1112 = acc1099[3];  // attention.tile:77
      float const dot1113 = acc1100[0];  // attention.tile:77
      float const dot1114 = acc1100[1];  // attention.tile:77
      float const dot1115 = acc1100[2];  // attention.tile:77
      float const dot1116 = acc1100[3];  // attention.tile:77
      float const dot1117 = acc1101[0];  // attention.tile:77
      float const dot1118 = acc1101[1];  // attention.tile:77
      float const dot1119 = acc1101[2];  // attention.tile:77
      float const dot1120 = acc1101[3];  // attention.tile:77
      float const dot1121 = acc1102[0];  // attention.tile:77
      float const dot1122 = acc1102[1];  // attention.tile:77
      float const dot1123 = acc1102[2];  // attention.tile:77
      float const dot1124 = acc1102[3];  // attention.tile:77
      c131 = v961;  // attention.tile:60
      c132 = v962;  // attention.tile:60
      c133 = v963;  // attention.tile:60
      c134 = v964;  // attention.tile:60
      c135 = dot1109;  // attention.tile:60
      c136 = dot1110;  // attention.tile:60
      c137 = dot1111;  // attention.tile:60
      c138 = dot1112;  // attention.tile:60
      c139 = dot1113;  // attention.tile:60
      c140 = dot1114;  // attention.tile:60
      c141 = dot1115;  // attention.tile:60
      c142 = dot1116;  // attention.tile:60
      c143 = dot1117;  // attention.tile:60
      c144 = dot1118;  // attention.tile:60
      c145 = dot1119;  // attention.tile:60
      c146 = dot1120;  // attention.tile:60
      c147 = dot1121;  // attention.tile:60
      c148 = dot1122;  // attention.tile:60
      c149 = dot1123;  // attention.tile:60
      c150 = dot1124;  // attention.tile:60
      c151 = v853;  // attention.tile:60
      c152 = v854;  // attention.tile:60
      c153 = v855;  // attention.tile:60
      c154 = v856;  // attention.tile:60
    }  // attention.tile:60
  }  // attention.tile:60
  float const v1125 = tl_fdiv(c135, c131);  // attention.tile:79
  float const v1126 = tl_fdiv(c136, c132);  // attention.tile:79
  float const v1127 = tl_fdiv(c137, c133);  // attention.tile:79
  float const v1128 = tl_fdiv(c138, c134);  // attention.tile:79
  float const v1129 = tl_fdiv(c139, c131);  // attention.tile:79
  float const v1130 = tl_fdiv(c140, c132);  // attention.tile:79
  float const v1131 = tl_fdiv(c141, c133);  // attention.tile:79
  float const v1132 = tl_fdiv(c142, c134);  // attention.tile:79
  float const v1133 = tl_fdiv(c143, c131);  // attention.tile:79
  float const v1134 = tl_fdiv(c144, c132);  // attention.tile:79
  float const v1135 = tl_fdiv(c145, c133);  // attention.tile:79
  float const v1136 = tl_fdiv(c146, c134);  // attention.tile:79
  float const v1137 = tl_fdiv(c147, c131);  // attention.tile:79
  float const v1138 = tl_fdiv(c148, c132);  // attention.tile:79
  float const v1139 = tl_fdiv(c149, c133);  // attention.tile:79
  float const v1140 = tl_fdiv(c150, c134);  // attention.tile:79
  int const v1141 = ((int)((unsigned int)(pid5) * (unsigned int)(p_stride_oz)));  // attention.tile:80
  _Float16* const p1142 = (p_out + v1141);  // attention.tile:80
  _Float16* const p1143 = (p1142 + v4);  // attention.tile:80
  int const v1144 = ((int)((unsigned int)(v22) * (unsigned int)(p_stride_om)));  // attention.tile:80
  int const v1145 = ((int)((unsigned int)(v23) * (unsigned int)(p_stride_om)));  // attention.tile:80
  int const v1146 = ((int)((unsigned int)(v24) * (unsigned int)(p_stride_om)));  // attention.tile:80
  int const v1147 = ((int)((unsigned int)(v25) * (unsigned int)(p_stride_om)));  // attention.tile:80
  int const v1148 = ((int)((unsigned int)(v26) * (unsigned int)(p_stride_om)));  // attention.tile:80
  int const v1149 = ((int)((unsigned int)(v27) * (unsigned int)(p_stride_om)));  // attention.tile:80
  int const v1150 = ((int)((unsigned int)(v28) * (unsigned int)(p_stride_om)));  // attention.tile:80
  int const v1151 = ((int)((unsigned int)(v29) * (unsigned int)(p_stride_om)));  // attention.tile:80
  int const v1152 = ((int)((unsigned int)(v30) * (unsigned int)(p_stride_om)));  // attention.tile:80
  int const v1153 = ((int)((unsigned int)(v31) * (unsigned int)(p_stride_om)));  // attention.tile:80
  int const v1154 = ((int)((unsigned int)(v32) * (unsigned int)(p_stride_om)));  // attention.tile:80
  int const v1155 = ((int)((unsigned int)(v33) * (unsigned int)(p_stride_om)));  // attention.tile:80
  int const v1156 = ((int)((unsigned int)(v34) * (unsigned int)(p_stride_om)));  // attention.tile:80
  int const v1157 = ((int)((unsigned int)(v35) * (unsigned int)(p_stride_om)));  // attention.tile:80
  int const v1158 = ((int)((unsigned int)(v36) * (unsigned int)(p_stride_om)));  // attention.tile:80
  int const v1159 = ((int)((unsigned int)(v37) * (unsigned int)(p_stride_om)));  // attention.tile:80
  _Float16* const p1160 = (p1143 + v1144);  // attention.tile:80
  _Float16* const p1161 = (p1143 + v1145);  // attention.tile:80
  _Float16* const p1162 = (p1143 + v1146);  // attention.tile:80
  _Float16* const p1163 = (p1143 + v1147);  // attention.tile:80
  _Float16* const p1164 = (p1143 + v1148);  // attention.tile:80
  _Float16* const p1165 = (p1143 + v1149);  // attention.tile:80
  _Float16* const p1166 = (p1143 + v1150);  // attention.tile:80
  _Float16* const p1167 = (p1143 + v1151);  // attention.tile:80
  _Float16* const p1168 = (p1143 + v1152);  // attention.tile:80
  _Float16* const p1169 = (p1143 + v1153);  // attention.tile:80
  _Float16* const p1170 = (p1143 + v1154);  // attention.tile:80
  _Float16* const p1171 = (p1143 + v1155);  // attention.tile:80
  _Float16* const p1172 = (p1143 + v1156);  // attention.tile:80
  _Float16* const p1173 = (p1143 + v1157);  // attention.tile:80
  _Float16* const p1174 = (p1143 + v1158);  // attention.tile:80
  _Float16* const p1175 = (p1143 + v1159);  // attention.tile:80
  _Float16* const p1176 = (p1160 + tl_c0_0);  // attention.tile:80
  _Float16* const p1177 = (p1161 + tl_c0_0);  // attention.tile:80
  _Float16* const p1178 = (p1162 + tl_c0_0);  // attention.tile:80
  _Float16* const p1179 = (p1163 + tl_c0_0);  // attention.tile:80
  _Float16* const p1180 = (p1164 + tl_c0_0);  // attention.tile:80
  _Float16* const p1181 = (p1165 + tl_c0_0);  // attention.tile:80
  _Float16* const p1182 = (p1166 + tl_c0_0);  // attention.tile:80
  _Float16* const p1183 = (p1167 + tl_c0_0);  // attention.tile:80
  _Float16* const p1184 = (p1168 + tl_c0_0);  // attention.tile:80
  _Float16* const p1185 = (p1169 + tl_c0_0);  // attention.tile:80
  _Float16* const p1186 = (p1170 + tl_c0_0);  // attention.tile:80
  _Float16* const p1187 = (p1171 + tl_c0_0);  // attention.tile:80
  _Float16* const p1188 = (p1172 + tl_c0_0);  // attention.tile:80
  _Float16* const p1189 = (p1173 + tl_c0_0);  // attention.tile:80
  _Float16* const p1190 = (p1174 + tl_c0_0);  // attention.tile:80
  _Float16* const p1191 = (p1175 + tl_c0_0);  // attention.tile:80
  _Float16 const v1192 = tl_f2h(v1125);  // attention.tile:81
  _Float16 const v1193 = tl_f2h(v1126);  // attention.tile:81
  _Float16 const v1194 = tl_f2h(v1127);  // attention.tile:81
  _Float16 const v1195 = tl_f2h(v1128);  // attention.tile:81
  _Float16 const v1196 = tl_f2h(v1129);  // attention.tile:81
  _Float16 const v1197 = tl_f2h(v1130);  // attention.tile:81
  _Float16 const v1198 = tl_f2h(v1131);  // attention.tile:81
  _Float16 const v1199 = tl_f2h(v1132);  // attention.tile:81
  _Float16 const v1200 = tl_f2h(v1133);  // attention.tile:81
  _Float16 const v1201 = tl_f2h(v1134);  // attention.tile:81
  _Float16 const v1202 = tl_f2h(v1135);  // attention.tile:81
  _Float16 const v1203 = tl_f2h(v1136);  // attention.tile:81
  _Float16 const v1204 = tl_f2h(v1137);  // attention.tile:81
  _Float16 const v1205 = tl_f2h(v1138);  // attention.tile:81
  _Float16 const v1206 = tl_f2h(v1139);  // attention.tile:81
  _Float16 const v1207 = tl_f2h(v1140);  // attention.tile:81
  __syncthreads();  // attention.tile:80
  _Float16* cv1208 = reinterpret_cast<_Float16*>(tl_smem + 0);  // layout conversion, rows padded to 72 elements  // attention.tile:80
  cv1208[tl_c5_0 * 72 + tl_c5_1] = v1192;  // attention.tile:80
  cv1208[(tl_c5_0 * 72 + tl_c5_1 + 72)] = v1193;  // attention.tile:80
  cv1208[(tl_c5_0 * 72 + tl_c5_1 + 144)] = v1194;  // attention.tile:80
  cv1208[(tl_c5_0 * 72 + tl_c5_1 + 216)] = v1195;  // attention.tile:80
  cv1208[(tl_c5_0 * 72 + tl_c5_1 + 16)] = v1196;  // attention.tile:80
  cv1208[(tl_c5_0 * 72 + tl_c5_1 + 88)] = v1197;  // attention.tile:80
  cv1208[(tl_c5_0 * 72 + tl_c5_1 + 160)] = v1198;  // attention.tile:80
  cv1208[(tl_c5_0 * 72 + tl_c5_1 + 232)] = v1199;  // attention.tile:80
  cv1208[(tl_c5_0 * 72 + tl_c5_1 + 32)] = v1200;  // attention.tile:80
  cv1208[(tl_c5_0 * 72 + tl_c5_1 + 104)] = v1201;  // attention.tile:80
  cv1208[(tl_c5_0 * 72 + tl_c5_1 + 176)] = v1202;  // attention.tile:80
  cv1208[(tl_c5_0 * 72 + tl_c5_1 + 248)] = v1203;  // attention.tile:80
  cv1208[(tl_c5_0 * 72 + tl_c5_1 + 48)] = v1204;  // attention.tile:80
  cv1208[(tl_c5_0 * 72 + tl_c5_1 + 120)] = v1205;  // attention.tile:80
  cv1208[(tl_c5_0 * 72 + tl_c5_1 + 192)] = v1206;  // attention.tile:80
  cv1208[(tl_c5_0 * 72 + tl_c5_1 + 264)] = v1207;  // attention.tile:80
  __syncthreads();  // attention.tile:80
  _Float16 const cv1209 = cv1208[tl_c2_0 * 72 + tl_c2_1];  // attention.tile:80
  _Float16 const cv1210 = cv1208[(tl_c2_0 * 72 + tl_c2_1 + 288)];  // attention.tile:80
  _Float16 const cv1211 = cv1208[(tl_c2_0 * 72 + tl_c2_1 + 576)];  // attention.tile:80
  _Float16 const cv1212 = cv1208[(tl_c2_0 * 72 + tl_c2_1 + 864)];  // attention.tile:80
  _Float16 const cv1213 = cv1208[(tl_c2_0 * 72 + tl_c2_1 + 1152)];  // attention.tile:80
  _Float16 const cv1214 = cv1208[(tl_c2_0 * 72 + tl_c2_1 + 1440)];  // attention.tile:80
  _Float16 const cv1215 = cv1208[(tl_c2_0 * 72 + tl_c2_1 + 1728)];  // attention.tile:80
  _Float16 const cv1216 = cv1208[(tl_c2_0 * 72 + tl_c2_1 + 2016)];  // attention.tile:80
  _Float16 const cv1217 = cv1208[(tl_c2_0 * 72 + tl_c2_1 + 2304)];  // attention.tile:80
  _Float16 const cv1218 = cv1208[(tl_c2_0 * 72 + tl_c2_1 + 2592)];  // attention.tile:80
  _Float16 const cv1219 = cv1208[(tl_c2_0 * 72 + tl_c2_1 + 2880)];  // attention.tile:80
  _Float16 const cv1220 = cv1208[(tl_c2_0 * 72 + tl_c2_1 + 3168)];  // attention.tile:80
  _Float16 const cv1221 = cv1208[(tl_c2_0 * 72 + tl_c2_1 + 3456)];  // attention.tile:80
  _Float16 const cv1222 = cv1208[(tl_c2_0 * 72 + tl_c2_1 + 3744)];  // attention.tile:80
  _Float16 const cv1223 = cv1208[(tl_c2_0 * 72 + tl_c2_1 + 4032)];  // attention.tile:80
  _Float16 const cv1224 = cv1208[(tl_c2_0 * 72 + tl_c2_1 + 4320)];  // attention.tile:80
  if (v38) *p1176 = cv1209;  // attention.tile:80
  if (v39) *p1177 = cv1210;  // attention.tile:80
  if (v40) *p1178 = cv1211;  // attention.tile:80
  if (v41) *p1179 = cv1212;  // attention.tile:80
  if (v42) *p1180 = cv1213;  // attention.tile:80
  if (v43) *p1181 = cv1214;  // attention.tile:80
  if (v44) *p1182 = cv1215;  // attention.tile:80
  if (v45) *p1183 = cv1216;  // attention.tile:80
  if (v46) *p1184 = cv1217;  // attention.tile:80
  if (v47) *p1185 = cv1218;  // attention.tile:80
  if (v48) *p1186 = cv1219;  // attention.tile:80
  if (v49) *p1187 = cv1220;  // attention.tile:80
  if (v50) *p1188 = cv1221;  // attention.tile:80
  if (v51) *p1189 = cv1222;  // attention.tile:80
  if (v52) *p1190 = cv1223;  // attention.tile:80
  if (v53) *p1191 = cv1224;  // attention.tile:80
}
