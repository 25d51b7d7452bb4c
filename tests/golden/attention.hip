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

// kernel attention: 4 warps, generated by tiledsl
extern "C" __global__ void __launch_bounds__(256) attention(_Float16* p_out, _Float16* p_q, _Float16* p_k, _Float16* p_v, float p_sm_scale, int p_seq_len, int p_head_stride) {
  extern __shared__ __attribute__((aligned(16))) unsigned char tl_smem[];
  const int tl_lane = threadIdx.x & 63;
  const int tl_warp = __builtin_amdgcn_readfirstlane((int)(threadIdx.x >> 6));
  const int tl_c0_0 = (tl_warp);
  const int tl_c1_0 = (tl_lane);
  const int tl_c2_0 = ((tl_lane & 15));
  const int tl_c3_0 = (tl_warp);
  const int tl_c3_1 = (tl_lane);
  const int tl_c4_0 = ((tl_warp << 4));
  const int tl_c5_0 = (((tl_lane >> 4) << 2) ^ (tl_warp << 4));
  const int tl_c5_1 = ((tl_lane & 15));
  const int pid1 = (int)blockIdx.x;  // attention.tile:28
  const int pid2 = (int)blockIdx.y;  // attention.tile:29
  int const v3 = ((int)((unsigned int)(pid2) * (unsigned int)(p_head_stride)));  // attention.tile:29
  int const k4 = 64;  // attention.tile:30
  int const v5 = ((int)((unsigned int)(pid1) * (unsigned int)(k4)));  // attention.tile:30
  int const ar6 = (tl_c0_0 + 4);  // attention.tile:30
  int const ar7 = (tl_c0_0 + 8);  // attention.tile:30
  int const ar8 = (tl_c0_0 + 12);  // attention.tile:30
  int const ar9 = (tl_c0_0 + 16);  // attention.tile:30
  int const ar10 = (tl_c0_0 + 20);  // attention.tile:30
  int const ar11 = (tl_c0_0 + 24);  // attention.tile:30
  int const ar12 = (tl_c0_0 + 28);  // attention.tile:30
  int const ar13 = (tl_c0_0 + 32);  // attention.tile:30
  int const ar14 = (tl_c0_0 + 36);  // attention.tile:30
  int const ar15 = (tl_c0_0 + 40);  // attention.tile:30
  int const ar16 = (tl_c0_0 + 44);  // attention.tile:30
  int const ar17 = (tl_c0_0 + 48);  // attention.tile:30
  int const ar18 = (tl_c0_0 + 52);  // attention.tile:30
  int const ar19 = (tl_c0_0 + 56);  // attention.tile:30
  int const ar20 = (tl_c0_0 + 60);  // attention.tile:30
  int const v21 = ((int)((unsigned int)(v5) + (unsigned int)(tl_c0_0)));  // attention.tile:30
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
  _Float16* const p86 = (p70 + tl_c1_0);  // attention.tile:34
  _Float16* const p87 = (p71 + tl_c1_0);  // attention.tile:34
  _Float16* const p88 = (p72 + tl_c1_0);  // attention.tile:34
  _Float16* const p89 = (p73 + tl_c1_0);  // attention.tile:34
  _Float16* const p90 = (p74 + tl_c1_0);  // attention.tile:34
  _Float16* const p91 = (p75 + tl_c1_0);  // attention.tile:34
  _Float16* const p92 = (p76 + tl_c1_0);  // attention.tile:34
  _Float16* const p93 = (p77 + tl_c1_0);  // attention.tile:34
  _Float16* const p94 = (p78 + tl_c1_0);  // attention.tile:34
  _Float16* const p95 = (p79 + tl_c1_0);  // attention.tile:34
  _Float16* const p96 = (p80 + tl_c1_0);  // attention.tile:34
  _Float16* const p97 = (p81 + tl_c1_0);  // attention.tile:34
  _Float16* const p98 = (p82 + tl_c1_0);  // attention.tile:34
  _Float16* const p99 = (p83 + tl_c1_0);  // attention.tile:34
  _Float16* const p100 = (p84 + tl_c1_0);  // attention.tile:34
  _Float16* const p101 = (p85 + tl_c1_0);  // attention.tile:34
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
    int const v147 = ((int)((unsigned int)(iv146) + (unsigned int)(tl_c0_0)));  // attention.tile:43
    int const v148 = ((int)((unsigned int)(iv146) + (unsigned int)(ar6)));  // attention.tile:43
    int const v149 = ((int)((unsigned int)(iv146) + (unsigned int)(ar7)));  // attention.tile:43
    int const v150 = ((int)((unsigned int)(iv146) + (unsigned int)(ar8)));  // attention.tile:43
    int const v151 = ((int)((unsigned int)(iv146) + (unsigned int)(ar9)));  // attention.tile:43
    int const v152 = ((int)((unsigned int)(iv146) + (unsigned int)(ar10)));  // attention.tile:43
    int const v153 = ((int)((unsigned int)(iv146) + (unsigned int)(ar11)));  // attention.tile:43
    int const v154 = ((int)((unsigned int)(iv146) + (unsigned int)(ar12)));  // attention.tile:43
    int const v155 = ((int)((unsigned int)(iv146) + (unsigned int)(ar13)));  // attention.tile:43
    int const v156 = ((int)((unsigned int)(iv146) + (unsigned int)(ar14)));  // attention.tile:43
    int const v157 = ((int)((unsigned int)(iv146) + (unsigned int)(ar15)));  // attention.tile:43
    int const v158 = ((int)((unsigned int)(iv146) + (unsigned int)(ar16)));  // attention.tile:43
    int const v159 = ((int)((unsigned int)(iv146) + (unsigned int)(ar17)));  // attention.tile:43
    int const v160 = ((int)((unsigned int)(iv146) + (unsigned int)(ar18)));  // attention.tile:43
    int const v161 = ((int)((unsigned int)(iv146) + (unsigned int)(ar19)));  // attention.tile:43
    int const v162 = ((int)((unsigned int)(iv146) + (unsigned int)(ar20)));  // attention.tile:43
    int const ar163 = (tl_c2_0 + 16);  // attention.tile:44
    int const ar164 = (tl_c2_0 + 32);  // attention.tile:44
    int const ar165 = (tl_c2_0 + 48);  // attention.tile:44
    int const v166 = ((int)((unsigned int)(iv146) + (unsigned int)(tl_c2_0)));  // attention.tile:44
    int const v167 = ((int)((unsigned int)(iv146) + (unsigned int)(ar163)));  // attention.tile:44
    int const v168 = ((int)((unsigned int)(iv146) + (unsigned int)(ar164)));  // attention.tile:44
    int const v169 = ((int)((unsigned int)(iv146) + (unsigned int)(ar165)));  // attention.tile:44
    bool const v170 = (v166 < p_seq_len);  // attention.tile:44
    bool const v171 = (v167 < p_seq_len);  // attention.tile:44
    bool const v172 = (v168 < p_seq_len);  // attention.tile:44
    bool const v173 = (v169 < p_seq_len);  // attention.tile:44
    _Float16* const p174 = (p_k + v3);  // attention.tile:45
    int const v175 = ((int)((unsigned int)(iv146) + (unsigned int)(tl_c1_0)));  // attention.tile:45
    int const v176 = ((int)((unsigned int)(v175) * (unsigned int)(64)));  // attention.tile:45
    _Float16* const p177 = (p174 + v176);  // attention.tile:45
    _Float16* const p178 = (p177 + tl_c0_0);  // attention.tile:45
    _Float16* const p179 = (p177 + ar6);  // attention.tile:45
    _Float16* const p180 = (p177 + ar7);  // attention.tile:45
    _Float16* const p181 = (p177 + ar8);  // attention.tile:45
    _Float16* const p182 = (p177 + ar9);  // attention.tile:45
    _Float16* const p183 = (p177 + ar10);  // attention.tile:45
    _Float16* const p184 = (p177 + ar11);  // attention.tile:45
    _Float16* const p185 = (p177 + ar12);  // attention.tile:45
    _Float16* const p186 = (p177 + ar13);  // attention.tile:45
    _Float16* const p187 = (p177 + ar14);  // attention.tile:45
    _Float16* const p188 = (p177 + ar15);  // attention.tile:45
    _Float16* const p189 = (p177 + ar16);  // attention.tile:45
    _Float16* const p190 = (p177 + ar17);  // attention.tile:45
    _Float16* const p191 = (p177 + ar18);  // attention.tile:45
    _Float16* const p192 = (p177 + ar19);  // attention.tile:45
    _Float16* const p193 = (p177 + ar20);  // attention.tile:45
    int const v194 = ((int)((unsigned int)(iv146) + (unsigned int)(tl_c1_0)));  // attention.tile:45
    bool const v195 = (v194 < p_seq_len);  // attention.tile:45
    const _Float16 ld196 = v195 ? *p178 : k102;  // attention.tile:45
    const _Float16 ld197 = v195 ? *p179 : k102;  // attention.tile:45
    const _Float16 ld198 = v195 ? *p180 : k102;  // attention.tile:45
    const _Float16 ld199 = v195 ? *p181 : k102;  // attention.tile:45
    const _Float16 ld200 = v195 ? *p182 : k102;  // attention.tile:45
    const _Float16 ld201 = v195 ? *p183 : k102;  // attention.tile:45
    const _Float16 ld202 = v195 ? *p184 : k102;  // attention.tile:45
    const _Float16 ld203 = v195 ? *p185 : k102;  // attention.tile:45
    const _Float16 ld204 = v195 ? *p186 : k102;  // attention.tile:45
    const _Float16 ld205 = v195 ? *p187 : k102;  // attention.tile:45
    const _Float16 ld206 = v195 ? *p188 : k102;  // attention.tile:45
    const _Float16 ld207 = v195 ? *p189 : k102;  // attention.tile:45
    const _Float16 ld208 = v195 ? *p190 : k102;  // attention.tile:45
    const _Float16 ld209 = v195 ? *p191 : k102;  // attention.tile:45
    const _Float16 ld210 = v195 ? *p192 : k102;  // attention.tile:45
    const _Float16 ld211 = v195 ? *p193 : k102;  // attention.tile:45
    __syncthreads();  // attention.tile:46
    _Float16* dA212 = reinterpret_cast<_Float16*>(tl_smem + 0);  // dot operands: A, B^T  // attention.tile:46
    _Float16* dB213 = reinterpret_cast<_Float16*>(tl_smem + 8704);  // attention.tile:46
    dA212[tl_c3_0 * 68 + tl_c3_1] = ld103;  // attention.tile:46
    dA212[(tl_c3_0 * 68 + tl_c3_1 + 272)] = ld104;  // attention.tile:46
    dA212[(tl_c3_0 * 68 + tl_c3_1 + 544)] = ld105;  // attention.tile:46
    dA212[(tl_c3_0 * 68 + tl_c3_1 + 816)] = ld106;  // attention.tile:46
    dA212[(tl_c3_0 * 68 + tl_c3_1 + 1088)] = ld107;  // attention.tile:46
    dA212[(tl_c3_0 * 68 + tl_c3_1 + 1360)] = ld108;  // attention.tile:46
    dA212[(tl_c3_0 * 68 + tl_c3_1 + 1632)] = ld109;  // attention.tile:46
    dA212[(tl_c3_0 * 68 + tl_c3_1 + 1904)] = ld110;  // attention.tile:46
    dA212[(tl_c3_0 * 68 + tl_c3_1 + 2176)] = ld111;  // attention.tile:46
    dA212[(tl_c3_0 * 68 + tl_c3_1 + 2448)] = ld112;  // attention.tile:46
    dA212[(tl_c3_0 * 68 + tl_c3_1 + 2720)] = ld113;  // attention.tile:46
    dA212[(tl_c3_0 * 68 + tl_c3_1 + 2992)] = ld114;  // attention.tile:46
    dA212[(tl_c3_0 * 68 + tl_c3_1 + 3264)] = ld115;  // attention.tile:46
    dA212[(tl_c3_0 * 68 + tl_c3_1 + 3536)] = ld116;  // attention.tile:46
    dA212[(tl_c3_0 * 68 + tl_c3_1 + 3808)] = ld117;  // attention.tile:46
    dA212[(tl_c3_0 * 68 + tl_c3_1 + 4080)] = ld118;  // attention.tile:46
    dB213[tl_c3_0 + tl_c3_1 * 68] = ld196;  // attention.tile:46
    dB213[(tl_c3_0 + tl_c3_1 * 68 + 4)] = ld197;  // attention.tile:46
    dB213[(tl_c3_0 + tl_c3_1 * 68 + 8)] = ld198;  // attention.tile:46
    dB213[(tl_c3_0 + tl_c3_1 * 68 + 12)] = ld199;  // attention.tile:46
    dB213[(tl_c3_0 + tl_c3_1 * 68 + 16)] = ld200;  // attention.tile:46
    dB213[(tl_c3_0 + tl_c3_1 * 68 + 20)] = ld201;  // attention.tile:46
    dB213[(tl_c3_0 + tl_c3_1 * 68 + 24)] = ld202;  // attention.tile:46
    dB213[(tl_c3_0 + tl_c3_1 * 68 + 28)] = ld203;  // attention.tile:46
    dB213[(tl_c3_0 + tl_c3_1 * 68 + 32)] = ld204;  // attention.tile:46
    dB213[(tl_c3_0 + tl_c3_1 * 68 + 36)] = ld205;  // attention.tile:46
    dB213[(tl_c3_0 + tl_c3_1 * 68 + 40)] = ld206;  // attention.tile:46
    dB213[(tl_c3_0 + tl_c3_1 * 68 + 44)] = ld207;  // attention.tile:46
    dB213[(tl_c3_0 + tl_c3_1 * 68 + 48)] = ld208;  // attention.tile:46
    dB213[(tl_c3_0 + tl_c3_1 * 68 + 52)] = ld209;  // attention.tile:46
    dB213[(tl_c3_0 + tl_c3_1 * 68 + 56)] = ld210;  // attention.tile:46
    dB213[(tl_c3_0 + tl_c3_1 * 68 + 60)] = ld211;  // attention.tile:46
    __syncthreads();  // attention.tile:46
    const int ao214 = (tl_c4_0 + (tl_lane & 15)) * 68 + (tl_lane >> 4) * 4;  // attention.tile:46
    const int bo215 = (0 + (tl_lane & 15)) * 68 + (tl_lane >> 4) * 4;  // attention.tile:46
    tl_f32x4 acc216 = {0.0f, 0.0f, 0.0f, 0.0f};  // attention.tile:46
    tl_f32x4 acc217 = {0.0f, 0.0f, 0.0f, 0.0f};  // attention.tile:46
    tl_f32x4 acc218 = {0.0f, 0.0f, 0.0f, 0.0f};  // attention.tile:46
    tl_f32x4 acc219 = {0.0f, 0.0f, 0.0f, 0.0f};  // attention.tile:46
    #pragma unroll  // attention.tile:46
    for (int k220 = 0; k220 < 64; k220 += 16) {  // attention.tile:46
      const tl_f16x4 fa221 = *reinterpret_cast<const tl_f16x4*>(dA212 + ao214 + 0 + k220);  // attention.tile:46
      const tl_f16x4 fb222 = *reinterpret_cast<const tl_f16x4*>(dB213 + bo215 + 0 + k220);  // attention.tile:46
      const tl_f16x4 fb223 = *reinterpret_cast<const tl_f16x4*>(dB213 + bo215 + 1088 + k220);  // attention.tile:46
      const tl_f16x4 fb224 = *reinterpret_cast<const tl_f16x4*>(dB213 + bo215 + 2176 + k220);  // attention.tile:46
      const tl_f16x4 fb225 = *reinterpret_cast<const tl_f16x4*>(dB213 + bo215 + 3264 + k220);  // attention.tile:46
      acc216 = __builtin_amdgcn_mfma_f32_16x16x16f16(fa221, fb222, acc216, 0, 0, 0);  // attention.tile:46
      acc217 = __builtin_amdgcn_mfma_f32_16x16x16f16(fa221, fb223, acc217, 0, 0, 0);  // attention.tile:46
      acc218 = __builtin_amdgcn_mfma_f32_16x16x16f16(fa221, fb224, acc218, 0, 0, 0);  // attention.tile:46
      acc219 = __builtin_amdgcn_mfma_f32_16x16x16f16(fa221, fb225, acc219, 0, 0, 0);  // attention.tile:46
    }  // attention.tile:46
    float const dot226 = acc216[0];  // attention.tile:46
    float const dot227 = acc216[1];  // attention.tile:46
    float const dot228 = acc216[2];  // attention.tile:46
    float const dot229 = acc216[3];  // attention.tile:46
    float const dot230 = acc217[0];  // attention.tile:46
    float const dot231 = acc217[1];  // attention.tile:46
    float const dot232 = acc217[2];  // attention.tile:46
    float const dot233 = acc217[3];  // attention.tile:46
    float const dot234 = acc218[0];  // attention.tile:46
    float const dot235 = acc218[1];  // attention.tile:46
    float const dot236 = acc218[2];  // attention.tile:46
    float const dot237 = acc218[3];  // attention.tile:46
    float const dot238 = acc219[0];  // attention.tile:46
    float const dot239 = acc219[1];  // attention.tile:46
    float const dot240 = acc219[2];  // attention.tile:46
    float const dot241 = acc219[3];  // attention.tile:46
    float const v242 = (dot226 * v120);  // attention.tile:46
    float const v243 = (dot227 * v120);  // attention.tile:46
    float const v244 = (dot228 * v120);  // attention.tile:46
    float const v245 = (dot229 * v120);  // attention.tile:46
    float const v246 = (dot230 * v120);  // attention.tile:46
    float const v247 = (dot231 * v120);  // attention.tile:46
    float const v248 = (dot232 * v120);  // attention.tile:46
    float const v249 = (dot233 * v120);  // attention.tile:46
    float const v250 = (dot234 * v120);  // attention.tile:46
    float const v251 = (dot235 * v120);  // attention.tile:46
    float const v252 = (dot236 * v120);  // attention.tile:46
    float const v253 = (dot237 * v120);  // attention.tile:46
    float const v254 = (dot238 * v120);  // attention.tile:46
    float const v255 = (dot239 * v120);  // attention.tile:46
    float const v256 = (dot240 * v120);  // attention.tile:46
    float const v257 = (dot241 * v120);  // attention.tile:46
    float const v258 = (v170 ? v242 : (-TL_INF));  // attention.tile:50
    float const v259 = (v170 ? v243 : (-TL_INF));  // attention.tile:50
    float const v260 = (v170 ? v244 : (-TL_INF));  // attention.tile:50
    float const v261 = (v170 ? v245 : (-TL_INF));  // attention.tile:50
    float const v262 = (v171 ? v246 : (-TL_INF));  // attention.tile:50
    float const v263 = (v171 ? v247 : (-TL_INF));  // attention.tile:50
    float const v264 = (v171 ? v248 : (-TL_INF));  // attention.tile:50
    float const v265 = (v171 ? v249 : (-TL_INF));  // attention.tile:50
    float const v266 = (v172 ? v250 : (-TL_INF));  // attention.tile:50
    float const v267 = (v172 ? v251 : (-TL_INF));  // attention.tile:50
    float const v268 = (v172 ? v252 : (-TL_INF));  // attention.tile:50
    float const v269 = (v172 ? v253 : (-TL_INF));  // attention.tile:50
    float const v270 = (v173 ? v254 : (-TL_INF));  // attention.tile:50
    float const v271 = (v173 ? v255 : (-TL_INF));  // attention.tile:50
    float const v272 = (v173 ? v256 : (-TL_INF));  // attention.tile:50
    float const v273 = (v173 ? v257 : (-TL_INF));  // attention.tile:50
    float rd274 = fmaxf(v258, v262);  // attention.tile:51
    float rd275 = fmaxf(v266, v270);  // attention.tile:51
    float rd276 = fmaxf(rd274, rd275);  // attention.tile:51
    float rd277 = fmaxf(v259, v263);  // attention.tile:51
    float rd278 = fmaxf(v267, v271);  // attention.tile:51
    float rd279 = fmaxf(rd277, rd278);  // attention.tile:51
    float rd280 = fmaxf(v260, v264);  // attention.tile:51
    float rd281 = fmaxf(v268, v272);  // attention.tile:51
    float rd282 = fmaxf(rd280, rd281);  // attention.tile:51
    float rd283 = fmaxf(v261, v265);  // attention.tile:51
    float rd284 = fmaxf(v269, v273);  // attention.tile:51
    float rd285 = fmaxf(rd283, rd284);  // attention.tile:51
    float rd286 = tl_shfl_xor(rd276, 1);  // attention.tile:51
    float rd287 = fmaxf(rd276, rd286);  // attention.tile:51
    float rd288 = tl_shfl_xor(rd279, 1);  // attention.tile:51
    float rd289 = fmaxf(rd279, rd288);  // attention.tile:51
    float rd290 = tl_shfl_xor(rd282, 1);  // attention.tile:51
    float rd291 = fmaxf(rd282, rd290);  // attention.tile:51
    float rd292 = tl_shfl_xor(rd285, 1);  // attention.tile:51
    float rd293 = fmaxf(rd285, rd292);  // attention.tile:51
    float rd294 = tl_shfl_xor(rd287, 2);  // attention.tile:51
    float rd295 = fmaxf(rd287, rd294);  // attention.tile:51
    float rd296 = tl_shfl_xor(rd289, 2);  // attention.tile:51
    float rd297 = fmaxf(rd289, rd296);  // attention.tile:51
    float rd298 = tl_shfl_xor(rd291, 2);  // attention.tile:51
    float rd299 = fmaxf(rd291, rd298);  // attention.tile:51
    float rd300 = tl_shfl_xor(rd293, 2);  // attention.tile:51
    float rd301 = fmaxf(rd293, rd300);  // attention.tile:51
    float rd302 = tl_shfl_xor(rd295, 4);  // attention.tile:51
    float rd303 = fmaxf(rd295, rd302);  // attention.tile:51
    float rd304 = tl_shfl_xor(rd297, 4);  // attention.tile:51
    float rd305 = fmaxf(rd297, rd304);  // attention.tile:51
    float rd306 = tl_shfl_xor(rd299, 4);  // attention.tile:51
    float rd307 = fmaxf(rd299, rd306);  // attention.tile:51
    float rd308 = tl_shfl_xor(rd301, 4);  // attention.tile:51
    float rd309 = fmaxf(rd301, rd308);  // attention.tile:51
    float rd310 = tl_shfl_xor(rd303, 8);  // attention.tile:51
    float rd311 = fmaxf(rd303, rd310);  // attention.tile:51
    float rd312 = tl_shfl_xor(rd305, 8);  // attention.tile:51
    float rd313 = fmaxf(rd305, rd312);  // attention.tile:51
    float rd314 = tl_shfl_xor(rd307, 8);  // attention.tile:51
    float rd315 = fmaxf(rd307, rd314);  // attention.tile:51
    float rd316 = tl_shfl_xor(rd309, 8);  // attention.tile:51
    float rd317 = fmaxf(rd309, rd316);  // attention.tile:51
    float const v318 = fmaxf(c142, rd311);  // attention.tile:51
    float const v319 = fmaxf(c143, rd313);  // attention.tile:51
    float const v320 = fmaxf(c144, rd315);  // attention.tile:51
    float const v321 = fmaxf(c145, rd317);  // attention.tile:51
    float const v322 = (v258 - v318);  // attention.tile:52
    float const v323 = (v259 - v319);  // attention.tile:52
    float const v324 = (v260 - v320);  // attention.tile:52
    float const v325 = (v261 - v321);  // attention.tile:52
    float const v326 = (v262 - v318);  // attention.tile:52
    float const v327 = (v263 - v319);  // attention.tile:52
    float const v328 = (v264 - v320);  // attention.tile:52
    float const v329 = (v265 - v321);  // attention.tile:52
    float const v330 = (v266 - v318);  // attention.tile:52
    float const v331 = (v267 - v319);  // attention.tile:52
    float const v332 = (v268 - v320);  // attention.tile:52
    float const v333 = (v269 - v321);  // attention.tile:52
    float const v334 = (v270 - v318);  // attention.tile:52
    float const v335 = (v271 - v319);  // attention.tile:52
    float const v336 = (v272 - v320);  // attention.tile:52
    float const v337 = (v273 - v321);  // attention.tile:52
    float const v338 = tl_exp2f(v322);  // attention.tile:52
    float const v339 = tl_exp2f(v323);  // attention.tile:52
    float const v340 = tl_exp2f(v324);  // attention.tile:52
    float const v341 = tl_exp2f(v325);  // attention.tile:52
    float const v342 = tl_exp2f(v326);  // attention.tile:52
    float const v343 = tl_exp2f(v327);  // attention.tile:52
    float const v344 = tl_exp2f(v328);  // attention.tile:52
    float const v345 = tl_exp2f(v329);  // attention.tile:52
    float const v346 = tl_exp2f(v330);  // attention.tile:52
    float const v347 = tl_exp2f(v331);  // attention.tile:52
    float const v348 = tl_exp2f(v332);  // attention.tile:52
    float const v349 = tl_exp2f(v333);  // attention.tile:52
    float const v350 = tl_exp2f(v334);  // attention.tile:52
    float const v351 = tl_exp2f(v335);  // attention.tile:52
    float const v352 = tl_exp2f(v336);  // attention.tile:52
    float const v353 = tl_exp2f(v337);  // attention.tile:52
    float const v354 = (c142 - v318);  // attention.tile:53
    float const v355 = (c143 - v319);  // attention.tile:53
    float const v356 = (c144 - v320);  // attention.tile:53
    float const v357 = (c145 - v321);  // attention.tile:53
    float const v358 = tl_exp2f(v354);  // attention.tile:53
    float const v359 = tl_exp2f(v355);  // attention.tile:53
    float const v360 = tl_exp2f(v356);  // attention.tile:53
    float const v361 = tl_exp2f(v357);  // attention.tile:53
    float const v362 = (c122 * v358);  // attention.tile:54
    float const v363 = (c123 * v359);  // attention.tile:54
    float const v364 = (c124 * v360);  // attention.tile:54
    float const v365 = (c125 * v361);  // attention.tile:54
    float rd366 = (v338 + v342);  // attention.tile:54
    float rd367 = (v346 + v350);  // attention.tile:54
    float rd368 = (rd366 + rd367);  // attention.tile:54
    float rd369 = (v339 + v343);  // attention.tile:54
    float rd370 = (v347 + v351);  // attention.tile:54
    float rd371 = (rd369 + rd370);  // attention.tile:54
    float rd372 = (v340 + v344);  // attention.tile:54
    float rd373 = (v348 + v352);  // attention.tile:54
    float rd374 = (rd372 + rd373);  // attention.tile:54
    float rd375 = (v341 + v345);  // attention.tile:54
    float rd376 = (v349 + v353);  // attention.tile:54
    float rd377 = (rd375 + rd376);  // attention.tile:54
    float rd378 = tl_shfl_xor(rd368, 1);  // attention.tile:54
    float rd379 = (rd368 + rd378);  // attention.tile:54
    float rd380 = tl_shfl_xor(rd371, 1);  // attention.tile:54
    float rd381 = (rd371 + rd380);  // attention.tile:54
    float rd382 = tl_shfl_xor(rd374, 1);  // attention.tile:54
    float rd383 = (rd374 + rd382);  // attention.tile:54
    float rd384 = tl_shfl_xor(rd377, 1);  // attention.tile:54
    float rd385 = (rd377 + rd384);  // attention.tile:54
    float rd386 = tl_shfl_xor(rd379, 2);  // attention.tile:54
    float rd387 = (rd379 + rd386);  // attention.tile:54
    float rd388 = tl_shfl_xor(rd381, 2);  // attention.tile:54
    float rd389 = (rd381 + rd388);  // attention.tile:54
    float rd390 = tl_shfl_xor(rd383, 2);  // attention.tile:54
    float rd391 = (rd383 + rd390);  // attention.tile:54
    float rd392 = tl_shfl_xor(rd385, 2);  // attention.tile:54
    float rd393 = (rd385 + rd392);  // attention.tile:54
    float rd394 = tl_shfl_xor(rd387, 4);  // attention.tile:54
    float rd395 = (rd387 + rd394);  // attention.tile:54
    float rd396 = tl_shfl_xor(rd389, 4);  // attention.tile:54
    float rd397 = (rd389 + rd396);  // attention.tile:54
    float rd398 = tl_shfl_xor(rd391, 4);  // attention.tile:54
    float rd399 = (rd391 + rd398);  // attention.tile:54
    float rd400 = tl_shfl_xor(rd393, 4);  // attention.tile:54
    float rd401 = (rd393 + rd400);  // attention.tile:54
    float rd402 = tl_shfl_xor(rd395, 8);  // attention.tile:54
    float rd403 = (rd395 + rd402);  // attention.tile:54
    float rd404 = tl_shfl_xor(rd397, 8);  // attention.tile:54
    float rd405 = (rd397 + rd404);  // attention.tile:54
    float rd406 = tl_shfl_xor(rd399, 8);  // attention.tile:54
    float rd407 = (rd399 + rd406);  // attention.tile:54
    float rd408 = tl_shfl_xor(rd401, 8);  // attention.tile:54
    float rd409 = (rd401 + rd408);  // attention.tile:54
    float const v410 = (v362 + rd403);  // attention.tile:54
    float const v411 = (v363 + rd405);  // attention.tile:54
    float const v412 = (v364 + rd407);  // attention.tile:54
    float const v413 = (v365 + rd409);  // attention.tile:54
    _Float16* const p414 = (p_v + v3);  // attention.tile:55
    int const v415 = ((int)((unsigned int)(v147) * (unsigned int)(64)));  // attention.tile:55
    int const v416 = ((int)((unsigned int)(v148) * (unsigned int)(64)));  // attention.tile:55
    int const v417 = ((int)((unsigned int)(v149) * (unsigned int)(64)));  // attention.tile:55
    int const v418 = ((int)((unsigned int)(v150) * (unsigned int)(64)));  // attention.tile:55
    int const v419 = ((int)((unsigned int)(v151) * (unsigned int)(64)));  // attention.tile:55
    int const v420 = ((int)((unsigned int)(v152) * (unsigned int)(64)));  // attention.tile:55
    int const v421 = ((int)((unsigned int)(v153) * (unsigned int)(64)));  // attention.tile:55
    int const v422 = ((int)((unsigned int)(v154) * (unsigned int)(64)));  // attention.tile:55
    int const v423 = ((int)((unsigned int)(v155) * (unsigned int)(64)));  // attention.tile:55
    int const v424 = ((int)((unsigned int)(v156) * (unsigned int)(64)));  // attention.tile:55
    int const v425 = ((int)((unsigned int)(v157) * (unsigned int)(64)));  // attention.tile:55
    int const v426 = ((int)((unsigned int)(v158) * (unsigned int)(64)));  // attention.tile:55
    int const v427 = ((int)((unsigned int)(v159) * (unsigned int)(64)));  // attention.tile:55
    int const v428 = ((int)((unsigned int)(v160) * (unsigned int)(64)));  // attention.tile:55
    int const v429 = ((int)((unsigned int)(v161) * (unsigned int)(64)));  // attention.tile:55
    int const v430 = ((int)((unsigned int)(v162) * (unsigned int)(64)));  // attention.tile:55
    _Float16* const p431 = (p414 + v415);  // attention.tile:55
    _Float16* const p432 = (p414 + v416);  // attention.tile:55
    _Float16* const p433 = (p414 + v417);  // attention.tile:55
    _Float16* const p434 = (p414 + v418);  // attention.tile:55
    _Float16* const p435 = (p414 + v419);  // attention.tile:55
    _Float16* const p436 = (p414 + v420);  // attention.tile:55
    _Float16* const p437 = (p414 + v421);  // attention.tile:55
    _Float16* const p438 = (p414 + v422);  // attention.tile:55
    _Float16* const p439 = (p414 + v423);  // attention.tile:55
    _Float16* const p440 = (p414 + v424);  // attention.tile:55
    _Float16* const p441 = (p414 + v425);  // attention.tile:55
    _Float16* const p442 = (p414 + v426);  // attention.tile:55
    _Float16* const p443 = (p414 + v427);  // attention.tile:55
    _Float16* const p444 = (p414 + v428);  // attention.tile:55
    _Float16* const p445 = (p414 + v429);  // attention.tile:55
    _Float16* const p446 = (p414 + v430);  // attention.tile:55
    _Float16* const p447 = (p431 + tl_c1_0);  // attention.tile:55
    _Float16* const p448 = (p432 + tl_c1_0);  // attention.tile:55
    _Float16* const p449 = (p433 + tl_c1_0);  // attention.tile:55
    _Float16* const p450 = (p434 + tl_c1_0);  // attention.tile:55
    _Float16* const p451 = (p435 + tl_c1_0);  // attention.tile:55
    _Float16* const p452 = (p436 + tl_c1_0);  // attention.tile:55
    _Float16* const p453 = (p437 + tl_c1_0);  // attention.tile:55
    _Float16* const p454 = (p438 + tl_c1_0);  // attention.tile:55
    _Float16* const p455 = (p439 + tl_c1_0);  // attention.tile:55
    _Float16* const p456 = (p440 + tl_c1_0);  // attention.tile:55
    _Float16* const p457 = (p441 + tl_c1_0);  // attention.tile:55
    _Float16* const p458 = (p442 + tl_c1_0);  // attention.tile:55
    _Float16* const p459 = (p443 + tl_c1_0);  // attention.tile:55
    _Float16* const p460 = (p444 + tl_c1_0);  // attention.tile:55
    _Float16* const p461 = (p445 + tl_c1_0);  // attention.tile:55
    _Float16* const p462 = (p446 + tl_c1_0);  // attention.tile:55
    bool const v463 = (v147 < p_seq_len);  // attention.tile:56
    bool const v464 = (v148 < p_seq_len);  // attention.tile:56
    bool const v465 = (v149 < p_seq_len);  // attention.tile:56
    bool const v466 = (v150 < p_seq_len);  // attention.tile:56
    bool const v467 = (v151 < p_seq_len);  // attention.tile:56
    bool const v468 = (v152 < p_seq_len);  // attention.tile:56
    bool const v469 = (v153 < p_seq_len);  // attention.tile:56
    bool const v470 = (v154 < p_seq_len);  // attention.tile:56
    bool const v471 = (v155 < p_seq_len);  // attention.tile:56
    bool const v472 = (v156 < p_seq_len);  // attention.tile:56
    bool const v473 = (v157 < p_seq_len);  // attention.tile:56
    bool const v474 = (v158 < p_seq_len);  // attention.tile:56
    bool const v475 = (v159 < p_seq_len);  // attention.tile:56
    bool const v476 = (v160 < p_seq_len);  // attention.tile:56
    bool const v477 = (v161 < p_seq_len);  // attention.tile:56
    bool const v478 = (v162 < p_seq_len);  // attention.tile:56
    const _Float16 ld479 = v463 ? *p447 : k102;  // attention.tile:55
    const _Float16 ld480 = v464 ? *p448 : k102;  // attention.tile:55
    const _Float16 ld481 = v465 ? *p449 : k102;  // attention.tile:55
    const _Float16 ld482 = v466 ? *p450 : k102;  // attention.tile:55
    const _Float16 ld483 = v467 ? *p451 : k102;  // attention.tile:55
    const _Float16 ld484 = v468 ? *p452 : k102;  // attention.tile:55
    const _Float16 ld485 = v469 ? *p453 : k102;  // attention.tile:55
    const _Float16 ld486 = v470 ? *p454 : k102;  // attention.tile:55
    const _Float16 ld487 = v471 ? *p455 : k102;  // attention.tile:55
    const _Float16 ld488 = v472 ? *p456 : k102;  // attention.tile:55
    const _Float16 ld489 = v473 ? *p457 : k102;  // attention.tile:55
    const _Float16 ld490 = v474 ? *p458 : k102;  // attention.tile:55
    const _Float16 ld491 = v475 ? *p459 : k102;  // attention.tile:55
    const _Float16 ld492 = v476 ? *p460 : k102;  // attention.tile:55
    const _Float16 ld493 = v477 ? *p461 : k102;  // attention.tile:55
    const _Float16 ld494 = v478 ? *p462 : k102;  // attention.tile:55
    _Float16 const v495 = tl_f2h(v338);  // attention.tile:57
    _Float16 const v496 = tl_f2h(v339);  // attention.tile:57
    _Float16 const v497 = tl_f2h(v340);  // attention.tile:57
    _Float16 const v498 = tl_f2h(v341);  // attention.tile:57
    _Float16 const v499 = tl_f2h(v342);  // attention.tile:57
    _Float16 const v500 = tl_f2h(v343);  // attention.tile:57
    _Float16 const v501 = tl_f2h(v344);  // attention.tile:57
    _Float16 const v502 = tl_f2h(v345);  // attention.tile:57
    _Float16 const v503 = tl_f2h(v346);  // attention.tile:57
    _Float16 const v504 = tl_f2h(v347);  // attention.tile:57
    _Float16 const v505 = tl_f2h(v348);  // attention.tile:57
    _Float16 const v506 = tl_f2h(v349);  // attention.tile:57
    _Float16 const v507 = tl_f2h(v350);  // attention.tile:57
    _Float16 const v508 = tl_f2h(v351);  // attention.tile:57
    _Float16 const v509 = tl_f2h(v352);  // attention.tile:57
    _Float16 const v510 = tl_f2h(v353);  // attention.tile:57
    float const v511 = (c126 * v358);  // attention.tile:57
    float const v512 = (c127 * v359);  // attention.tile:57
    float const v513 = (c128 * v360);  // attention.tile:57
    float const v514 = (c129 * v361);  // attention.tile:57
    float const v515 = (c130 * v358);  // attention.tile:57
    float const v516 = (c131 * v359);  // attention.tile:57
    float const v517 = (c132 * v360);  // attention.tile:57
    float const v518 = (c133 * v361);  // attention.tile:57
    float const v519 = (c134 * v358);  // attention.tile:57
    float const v520 = (c135 * v359);  // attention.tile:57
    float const v521 = (c136 * v360);  // attention.tile:57
    float const v522 = (c137 * v361);  // attention.tile:57
    float const v523 = (c138 * v358);  // attention.tile:57
    float const v524 = (c139 * v359);  // attention.tile:57
    float const v525 = (c140 * v360);  // attention.tile:57
    float const v526 = (c141 * v361);  // attention.tile:57
    __syncthreads();  // attention.tile:57
    _Float16* dA527 = reinterpret_cast<_Float16*>(tl_smem + 0);  // dot operands: A, B^T  // attention.tile:57
    _Float16* dB528 = reinterpret_cast<_Float16*>(tl_smem + 8704);  // attention.tile:57
    dA527[tl_c5_0 * 68 + tl_c5_1] = v495;  // attention.tile:57
    dA527[(tl_c5_0 * 68 + tl_c5_1 + 68)] = v496;  // attention.tile:57
    dA527[(tl_c5_0 * 68 + tl_c5_1 + 136)] = v497;  // attention.tile:57
    dA527[(tl_c5_0 * 68 + tl_c5_1 + 204)] = v498;  // attention.tile:57
    dA527[(tl_c5_0 * 68 + tl_c5_1 + 16)] = v499;  // attention.tile:57
    dA527[(tl_c5_0 * 68 + tl_c5_1 + 84)] = v500;  // attention.tile:57
    dA527[(tl_c5_0 * 68 + tl_c5_1 + 152)] = v501;  // attention.tile:57
    dA527[(tl_c5_0 * 68 + tl_c5_1 + 220)] = v502;  // attention.tile:57
    dA527[(tl_c5_0 * 68 + tl_c5_1 + 32)] = v503;  // attention.tile:57
    dA527[(tl_c5_0 * 68 + tl_c5_1 + 100)] = v504;  // attention.tile:57
    dA527[(tl_c5_0 * 68 + tl_c5_1 + 168)] = v505;  // attention.tile:57
    dA527[(tl_c5_0 * 68 + tl_c5_1 + 236)] = v506;  // attention.tile:57
    dA527[(tl_c5_0 * 68 + tl_c5_1 + 48)] = v507;  // attention.tile:57
    dA527[(tl_c5_0 * 68 + tl_c5_1 + 116)] = v508;  // attention.tile:57
    dA527[(tl_c5_0 * 68 + tl_c5_1 + 184)] = v509;  // attention.tile:57
    dA527[(tl_c5_0 * 68 + tl_c5_1 + 252)] = v510;  // attention.tile:57
    dB528[tl_c3_0 + tl_c3_1 * 68] = ld479;  // attention.tile:57
    dB528[(tl_c3_0 + tl_c3_1 * 68 + 4)] = ld480;  // attention.tile:57
    dB528[(tl_c3_0 + tl_c3_1 * 68 + 8)] = ld481;  // attention.tile:57
    dB528[(tl_c3_0 + tl_c3_1 * 68 + 12)] = ld482;  // attention.tile:57
    dB528[(tl_c3_0 + tl_c3_1 * 68 + 16)] = ld483;  // attention.tile:57
    dB528[(tl_c3_0 + tl_c3_1 * 68 + 20)] = ld484;  // attention.tile:57
    dB528[(tl_c3_0 + tl_c3_1 * 68 + 24)] = ld485;  // attention.tile:57
    dB528[(tl_c3_0 + tl_c3_1 * 68 + 28)] = ld486;  // attention.tile:57
    dB528[(tl_c3_0 + tl_c3_1 * 68 + 32)] = ld487;  // attention.tile:57
    dB528[(tl_c3_0 + tl_c3_1 * 68 + 36)] = ld488;  // attention.tile:57
    dB528[(tl_c3_0 + tl_c3_1 * 68 + 40)] = ld489;  // attention.tile:57
    dB528[(tl_c3_0 + tl_c3_1 * 68 + 44)] = ld490;  // attention.tile:57
    dB528[(tl_c3_0 + tl_c3_1 * 68 + 48)] = ld491;  // attention.tile:57
    dB528[(tl_c3_0 + tl_c3_1 * 68 + 52)] = ld492;  // attention.tile:57
    dB528[(tl_c3_0 + tl_c3_1 * 68 + 56)] = ld493;  // attention.tile:57
    dB528[(tl_c3_0 + tl_c3_1 * 68 + 60)] = ld494;  // attention.tile:57
    __syncthreads();  // attention.tile:57
    const int ao529 = (tl_c4_0 + (tl_lane & 15)) * 68 + (tl_lane >> 4) * 4;  // attention.tile:57
    const int bo530 = (0 + (tl_lane & 15)) * 68 + (tl_lane >> 4) * 4;  // attention.tile:57
    tl_f32x4 acc531 = {v511, v512, v513, v514};  // attention.tile:57
    tl_f32x4 acc532 = {v515, v516, v517, v518};  // attention.tile:57
    tl_f32x4 acc533 = {v519, v520, v521, v522};  // attention.tile:57
    tl_f32x4 acc534 = {v523, v524, v525, v526};  // attention.tile:57
    #pragma unroll  // attention.tile:57
    for (int k535 = 0; k535 < 64; k535 += 16) {  // attention.tile:57
      const tl_f16x4 fa536 = *reinterpret_cast<const tl_f16x4*>(dA527 + ao529 + 0 + k535);  // attention.tile:57
      const tl_f16x4 fb537 = *reinterpret_cast<const tl_f16x4*>(dB528 + bo530 + 0 + k535);  // attention.tile:57
      const tl_f16x4 fb538 = *reinterpret_cast<const tl_f16x4*>(dB528 + bo530 + 1088 + k535);  // attention.tile:57
      const tl_f16x4 fb539 = *reinterpret_cast<const tl_f16x4*>(dB528 + bo530 + 2176 + k535);  // attention.tile:57
      const tl_f16x4 fb540 = *reinterpret_cast<const tl_f16x4*>(dB528 + bo530 + 3264 + k535);  // attention.tile:57
      acc531 = __builtin_amdgcn_mfma_f32_16x16x16f16(fa536, fb537, acc531, 0, 0, 0);  // attention.tile:57
      acc532 = __builtin_amdgcn_mfma_f32_16x16x16f16(fa536, fb538, acc532, 0, 0, 0);  // attention.tile:57
      acc533 = __builtin_amdgcn_mfma_f32_16x16x16f16(fa536, fb539, acc533, 0, 0, 0);  // attention.tile:57
      acc534 = __builtin_amdgcn_mfma_f32_16x16x16f16(fa536, fb540, acc534, 0, 0, 0);  // attention.tile:57
    }  // attention.tile:57
    float const dot541 = acc531[0];  // attention.tile:57
    float const dot542 = acc531[1];  // attention.tile:57
    float const dot543 = acc531[2];  // attention.tile:57
    float const dot544 = acc531[3];  // attention.tile:57
    float const dot545 = acc532[0];  // attention.tile:57
    float const dot546 = acc532[1];  // attention.tile:57
    float const dot547 = acc532[2];  // attention.tile:57
    float const dot548 = acc532[3];  // attention.tile:57
    float const dot549 = acc533[0];  // attention.tile:57
    float const dot550 = acc533[1];  // attention.tile:57
    float const dot551 = acc533[2];  // attention.tile:57
    float const dot552 = acc533[3];  // attention.tile:57
    float const dot553 = acc534[0];  // attention.tile:57
    float const dot554 = acc534[1];  // attention.tile:57
    float const dot555 = acc534[2];  // attention.tile:57
    float const dot556 = acc534[3];  // attention.tile:57
    c122 = v410;  // attention.tile:42
    c123 = v411;  // attention.tile:42
    c124 = v412;  // attention.tile:42
    c125 = v413;  // attention.tile:42
    c126 = dot541;  // attention.tile:42
    c127 = dot542;  // attention.tile:42
    c128 = dot543;  // attention.tile:42
    c129 = dot544;  // attention.tile:42
    c130 = dot545;  // attention.tile:42
    c131 = dot546;  // attention.tile:42
    c132 = dot547;  // attention.tile:42
    c133 = dot548;  // attention.tile:42
    c134 = dot549;  // attention.tile:42
    c135 = dot550;  // attention.tile:42
    c136 = dot551;  // attention.tile:42
    c137 = dot552;  // attention.tile:42
    c138 = dot553;  // attention.tile:42
    c139 = dot554;  // attention.tile:42
    c140 = dot555;  // attention.tile:42
    c141 = dot556;  // attention.tile:42
    c142 = v318;  // attention.tile:42
    c143 = v319;  // attention.tile:42
    c144 = v320;  // attention.tile:42
    c145 = v321;  // attention.tile:42
  }  // attention.tile:42
  float const v557 = tl_fdiv(c126, c122);  // attention.tile:59
  float const v558 = tl_fdiv(c127, c123);  // attention.tile:59
  float const v559 = tl_fdiv(c128, c124);  // attention.tile:59
  float const v560 = tl_fdiv(c129, c125);  // attention.tile:59
  float const v561 = tl_fdiv(c130, c122);  // attention.tile:59
  float const v562 = tl_fdiv(c131, c123);  // attention.tile:59
  float const v563 = tl_fdiv(c132, c124);  // attention.tile:59
  float const v564 = tl_fdiv(c133, c125);  // attention.tile:59
  float const v565 = tl_fdiv(c134, c122);  // attention.tile:59
  float const v566 = tl_fdiv(c135, c123);  // attention.tile:59
  float const v567 = tl_fdiv(c136, c124);  // attention.tile:59
  float const v568 = tl_fdiv(c137, c125);  // attention.tile:59
  float const v569 = tl_fdiv(c138, c122);  // attention.tile:59
  float const v570 = tl_fdiv(c139, c123);  // attention.tile:59
  float const v571 = tl_fdiv(c140, c124);  // attention.tile:59
  float const v572 = tl_fdiv(c141, c125);  // attention.tile:59
  _Float16* const p573 = (p_out + v3);  // attention.tile:60
  _Float16* const p574 = (p573 + v54);  // attention.tile:60
  _Float16* const p575 = (p573 + v55);  // attention.tile:60
  _Float16* const p576 = (p573 + v56);  // attention.tile:60
  _Float16* const p577 = (p573 + v57);  // attention.tile:60
  _Float16* const p578 = (p573 + v58);  // attention.tile:60
  _Float16* const p579 = (p573 + v59);  // attention.tile:60
  _Float16* const p580 = (p573 + v60);  // attention.tile:60
  _Float16* const p581 = (p573 + v61);  // attention.tile:60
  _Float16* const p582 = (p573 + v62);  // attention.tile:60
  _Float16* const p583 = (p573 + v63);  // attention.tile:60
  _Float16* const p584 = (p573 + v64);  // attention.tile:60
  _Float16* const p585 = (p573 + v65);  // attention.tile:60
  _Float16* const p586 = (p573 + v66);  // attention.tile:60
  _Float16* const p587 = (p573 + v67);  // attention.tile:60
  _Float16* const p588 = (p573 + v68);  // attention.tile:60
  _Float16* const p589 = (p573 + v69);  // attention.tile:60
  _Float16* const p590 = (p574 + tl_c1_0);  // attention.tile:60
  _Float16* const p591 = (p575 + tl_c1_0);  // attention.tile:60
  _Float16* const p592 = (p576 + tl_c1_0);  // attention.tile:60
  _Float16* const p593 = (p577 + tl_c1_0);  // attention.tile:60
  _Float16* const p594 = (p578 + tl_c1_0);  // attention.tile:60
  _Float16* const p595 = (p579 + tl_c1_0);  // attention.tile:60
  _Float16* const p596 = (p580 + tl_c1_0);  // attention.tile:60
  _Float16* const p597 = (p581 + tl_c1_0);  // attention.tile:60
  _Float16* const p598 = (p582 + tl_c1_0);  // attention.tile:60
  _Float16* const p599 = (p583 + tl_c1_0);  // attention.tile:60
  _Float16* const p600 = (p584 + tl_c1_0);  // attention.tile:60
  _Float16* const p601 = (p585 + tl_c1_0);  // attention.tile:60
  _Float16* const p602 = (p586 + tl_c1_0);  // attention.tile:60
  _Float16* const p603 = (p587 + tl_c1_0);  // attention.tile:60
  _Float16* const p604 = (p588 + tl_c1_0);  // attention.tile:60
  _Float16* const p605 = (p589 + tl_c1_0);  // attention.tile:60
  _Float16 const v606 = tl_f2h(v557);  // attention.tile:60
  _Float16 const v607 = tl_f2h(v558);  // attention.tile:60
  _Float16 const v608 = tl_f2h(v559);  // attention.tile:60
  _Float16 const v609 = tl_f2h(v560);  // attention.tile:60
  _Float16 const v610 = tl_f2h(v561);  // attention.tile:60
  _Float16 const v611 = tl_f2h(v562);  // attention.tile:60
  _Float16 const v612 = tl_f2h(v563);  // attention.tile:60
  _Float16 const v613 = tl_f2h(v564);  // attention.tile:60
  _Float16 const v614 = tl_f2h(v565);  // attention.tile:60
  _Float16 const v615 = tl_f2h(v566);  // attention.tile:60
  _Float16 const v616 = tl_f2h(v567);  // attention.tile:60
  _Float16 const v617 = tl_f2h(v568);  // attention.tile:60
  _Float16 const v618 = tl_f2h(v569);  // attention.tile:60
  _Float16 const v619 = tl_f2h(v570);  // attention.tile:60
  _Float16 const v620 = tl_f2h(v571);  // attention.tile:60
  _Float16 const v621 = tl_f2h(v572);  // attention.tile:60
  __syncthreads();  // attention.tile:60
  _Float16* cv622 = reinterpret_cast<_Float16*>(tl_smem + 0);  // layout conversion  // attention.tile:60
  cv622[tl_c5_0 * 64 + tl_c5_1] = v606;  // attention.tile:60
  cv622[(tl_c5_0 * 64 + tl_c5_1 + 64)] = v607;  // attention.tile:60
  cv622[(tl_c5_0 * 64 + tl_c5_1 + 128)] = v608;  // attention.tile:60
  cv622[(tl_c5_0 * 64 + tl_c5_1 + 192)] = v609;  // attention.tile:60
  cv622[(tl_c5_0 * 64 + tl_c5_1 + 16)] = v610;  // attention.tile:60
  cv622[(tl_c5_0 * 64 + tl_c5_1 + 80)] = v611;  // attention.tile:60
  cv622[(tl_c5_0 * 64 + tl_c5_1 + 144)] = v612;  // attention.tile:60
  cv622[(tl_c5_0 * 64 + tl_c5_1 + 208)] = v613;  // attention.tile:60
  cv622[(tl_c5_0 * 64 + tl_c5_1 + 32)] = v614;  // attention.tile:60
  cv622[(tl_c5_0 * 64 + tl_c5_1 + 96)] = v615;  // attention.tile:60
  cv622[(tl_c5_0 * 64 + tl_c5_1 + 160)] = v616;  // attention.tile:60
  cv622[(tl_c5_0 * 64 + tl_c5_1 + 224)] = v617;  // attention.tile:60
  cv622[(tl_c5_0 * 64 + tl_c5_1 + 48)] = v618;  // attention.tile:60
  cv622[(tl_c5_0 * 64 + tl_c5_1 + 112)] = v619;  // attention.tile:60
  cv622[(tl_c5_0 * 64 + tl_c5_1 + 176)] = v620;  // attention.tile:60
  cv622[(tl_c5_0 * 64 + tl_c5_1 + 240)] = v621;  // attention.tile:60
  __syncthreads();  // attention.tile:60
  _Float16 const cv623 = cv622[tl_c3_0 * 64 + tl_c3_1];  // attention.tile:60
  _Float16 const cv624 = cv622[(tl_c3_0 * 64 + tl_c3_1 + 256)];  // attention.tile:60
  _Float16 const cv625 = cv622[(tl_c3_0 * 64 + tl_c3_1 + 512)];  // attention.tile:60
  _Float16 const cv626 = cv622[(tl_c3_0 * 64 + tl_c3_1 + 768)];  // attention.tile:60
  _Float16 const cv627 = cv622[(tl_c3_0 * 64 + tl_c3_1 + 1024)];  // attention.tile:60
  _Float16 const cv628 = cv622[(tl_c3_0 * 64 + tl_c3_1 + 1280)];  // attention.tile:60
  _Float16 const cv629 = cv622[(tl_c3_0 * 64 + tl_c3_1 + 1536)];  // attention.tile:60
  _Float16 const cv630 = cv622[(tl_c3_0 * 64 + tl_c3_1 + 1792)];  // attention.tile:60
  _Float16 const cv631 = cv622[(tl_c3_0 * 64 + tl_c3_1 + 2048)];  // attention.tile:60
  _Float16 const cv632 = cv622[(tl_c3_0 * 64 + tl_c3_1 + 2304)];  // attention.tile:60
  _Float16 const cv633 = cv622[(tl_c3_0 * 64 + tl_c3_1 + 2560)];  // attention.tile:60
  _Float16 const cv634 = cv622[(tl_c3_0 * 64 + tl_c3_1 + 2816)];  // attention.tile:60
  _Float16 const cv635 = cv622[(tl_c3_0 * 64 + tl_c3_1 + 3072)];  // attention.tile:60
  _Float16 const cv636 = cv622[(tl_c3_0 * 64 + tl_c3_1 + 3328)];  // attention.tile:60
  _Float16 const cv637 = cv622[(tl_c3_0 * 64 + tl_c3_1 + 3584)];  // attention.tile:60
  _Float16 const cv638 = cv622[(tl_c3_0 * 64 + tl_c3_1 + 3840)];  // attention.tile:60
  if (v37) *p590 = cv623;  // attention.tile:60
  if (v38) *p591 = cv624;  // attention.tile:60
  if (v39) *p592 = cv625;  // attention.tile:60
  if (v40) *p593 = cv626;  // attention.tile:60
  if (v41) *p594 = cv627;  // attention.tile:60
  if (v42) *p595 = cv628;  // attention.tile:60
  if (v43) *p596 = cv629;  // attention.tile:60
  if (v44) *p597 = cv630;  // attention.tile:60
  if (v45) *p598 = cv631;  // attention.tile:60
  if (v46) *p599 = cv632;  // attention.tile:60
  if (v47) *p600 = cv633;  // attention.tile:60
  if (v48) *p601 = cv634;  // attention.tile:60
  if (v49) *p602 = cv635;  // attention.tile:60
  if (v50) *p603 = cv636;  // attention.tile:60
  if (v51) *p604 = cv637;  // attention.tile:60
  if (v52) *p605 = cv638;  // attention.tile:60
}
