"""The HIP dialect: AMD GPUs through hipcc or hipRTC (ROCm), no inline PTX.

What changes from CUDA (``docs/hip.md``, "What differs from CUDA, and where it lives"):

* 64-lane wavefronts on CDNA (gfx908, gfx90a, gfx94x), 32 on RDNA: the layouts, the lane and
  warp ids and the number of butterfly steps of a reduction all follow ``warp_size``;
* shuffles have no mask (``__shfl_xor``), and take 32-bit pieces: ``tl_shfl_xor`` moves any
  type of up to 8 bytes;
* fp16 is clang's ``_Float16``; bf16 is ``tl_bf16``, an enum over its raw bits (ROCm 5.2
  spells the type ``hip_bfloat16``, later releases ``__hip_bfloat16``, so neither is assumed;
  a struct would send ``mask ? *p : other`` through scratch memory) with conversions written
  in the prelude; both round to nearest even and give the canonical NaN 0x7fff, as
  CUDA's conversions do;
* no inline PTX: ``ex2.approx`` becomes ``exp2f`` (``v_exp_f32``; the flush of ``.ftz``
  written out for ``exp2``), ``rsqrt.approx.ftz`` ``__builtin_amdgcn_rsqf`` (``v_rsq_f32``)
  of the input with subnormals flushed, ``div.full`` the IEEE division, ``cvt.rna.tf32``
  integer rounding of the bits, ``__stcs`` a nontemporal store;
* load/store hints follow Triton's AMD backend (:func:`hip_load_helper`): ``volatile=True``
  and ``.cv`` loads, ``.wt`` stores are volatile accesses; ``.cg``/``.cs`` loads and ``.cs``
  stores nontemporal; eviction policies change nothing;
* atomics are clang's scoped ``__hip_atomic_*`` builtins (workgroup / agent / system scope),
  16-bit compare-and-swap works on the enclosing 32-bit word;
* matrix instructions are MFMA builtins (:mod:`codegen.mfma`), fp16/bf16 only;
* 64 KB of LDS per workgroup, no opt-in beyond it; at most 1024 threads per block.

The same source compiles with ``hipcc --genco`` and with hipRTC (which predefines
``__HIPCC_RTC__`` and brings the HIP runtime header itself).
"""
from __future__ import annotations

import re

from tiledsl.dtypes import DType
from tiledsl.ir import Op

from . import dialect as _dialect
from .mfma import Mfma

#: v_mfma_f32_16x16x16f16 (gfx908 and later) and v_mfma_f32_16x16x16bf16_1k (gfx90a and later)
MFMA_F16 = Mfma("__builtin_amdgcn_mfma_f32_16x16x16f16", "tl_f16x4")
MFMA_BF16 = Mfma("__builtin_amdgcn_mfma_f32_16x16x16bf16_1k", "tl_i16x4")

_SCOPES = {"cta": "__HIP_MEMORY_SCOPE_WORKGROUP", "gpu": "__HIP_MEMORY_SCOPE_AGENT",
           "sys": "__HIP_MEMORY_SCOPE_SYSTEM"}
_FENCE_SCOPES = {"cta": '"workgroup"', "gpu": '"agent"', "sys": '""'}
_RMW = {Op.ATOMIC_ADD: "fetch_add", Op.ATOMIC_MAX: "fetch_max", Op.ATOMIC_MIN: "fetch_min",
        Op.ATOMIC_AND: "fetch_and", Op.ATOMIC_OR: "fetch_or", Op.ATOMIC_XOR: "fetch_xor",
        Op.ATOMIC_XCHG: "exchange"}
_INTS = (DType.i32, DType.u32, DType.i64, DType.u64)

#: MFMA instructions per architecture (gfx908 has only the fp16 one at 16x16x16)
_MFMA = {
    "gfx908": {DType.fp16: MFMA_F16},
    "gfx90a": {DType.fp16: MFMA_F16, DType.bf16: MFMA_BF16},
    "gfx940": {DType.fp16: MFMA_F16, DType.bf16: MFMA_BF16},
    "gfx941": {DType.fp16: MFMA_F16, DType.bf16: MFMA_BF16},
    "gfx942": {DType.fp16: MFMA_F16, DType.bf16: MFMA_BF16},
}


class HipDialect(_dialect.Dialect):
    """AMD spelling for one ``arch`` (``gfx90a``: 64-lane waves, MFMA for fp16 and bf16)."""

    name = "hip"
    fp16 = "_Float16"
    bf16 = "tl_bf16"
    max_shared = 64 * 1024
    shared_decl = "extern __shared__ __attribute__((aligned(16))) unsigned char tl_smem[];"
    trap = "__builtin_trap();"

    def __init__(self, arch: str = "gfx90a"):
        arch = arch.split(":")[0].strip()  # "gfx90a:sramecc+:xnack-" -> "gfx90a"
        if not re.fullmatch(r"gfx[0-9]{1,2}[0-9a-f]{2}", arch):  # gfx90a, gfx942, gfx1100
            raise ValueError(f"not an AMD GPU architecture: {arch!r} (they read gfx90a, gfx942, "
                             f"gfx1100 ...)")
        self.arch = arch
        # CDNA and GCN (gfx9xx) run 64-lane waves; RDNA (gfx10xx, gfx11xx) compiles wave32
        self.warp_size = 64 if arch[3] == "9" and len(arch) == 6 else 32
        self._mfma = _MFMA.get(arch, {})

    def __repr__(self):
        return f"HipDialect({self.arch!r})"

    def __eq__(self, other):
        return isinstance(other, HipDialect) and other.arch == self.arch

    def __hash__(self):
        return hash(("hip", self.arch))

    # ------------------------------------------------------------------ threads
    def warp_index(self) -> str:
        # wave-uniform: readfirstlane keeps it in a scalar register
        return f"__builtin_amdgcn_readfirstlane((int)({super().warp_index()}))"

    def launch_bounds(self, threads: int, min_blocks: int | None = None) -> str:
        if min_blocks:
            # HIP's second argument is the minimum number of waves per execution unit
            # (4 SIMDs per compute unit), not blocks per multiprocessor
            waves = -(-min_blocks * threads // (self.warp_size * 4))
            return f"__launch_bounds__({threads}, {waves})"
        return f"__launch_bounds__({threads})"

    def warp_uniform(self, expr: str) -> str:
        return f"__builtin_amdgcn_readfirstlane((int)({expr}))"

    def shfl_xor(self, expr: str, dist: int, ctype: str) -> str:
        return f"tl_shfl_xor({expr}, {dist})"

    # ------------------------------------------------------------------ 16-bit floats
    def fp16_to_float(self, dt, e):
        return f"((float)({e}))" if dt is DType.fp16 else f"tl_bf2f({e})"

    def float_to_fp16(self, dt, e):
        return f"tl_f2h({e})" if dt is DType.fp16 else f"tl_f2bf({e})"

    def double_to_fp16(self, dt, e):
        return f"tl_d2h({e})" if dt is DType.fp16 else f"tl_d2bf({e})"

    def raw_to_fp16(self, dt, e):
        return f"tl_u2h({e})" if dt is DType.fp16 else f"tl_u2bf({e})"

    def int_to_fp16(self, dt, e, src):
        if dt is DType.fp16:  # |x| >= 65520 is inf, below 2^24 float is exact: one rounding
            return f"tl_f2h((float)({e}))"
        if src.bits == 64:
            return f"tl_ll2bf({e})" if src.is_signed else f"tl_ull2bf({e})"
        return f"tl_d2bf((double)({e}))"  # exact in double, then one rounding

    def fma16(self, dt, a, b, c):
        if dt is DType.fp16:
            return f"__builtin_fmaf16({a}, {b}, {c})"
        return f"tl_bf16_fma({a}, {b}, {c})"

    def float_to_int_fn(self, double, kind):
        return {"ll": "tl_f2ll", "ull": "tl_f2ull", "uint": "tl_f2u32"}[kind]

    # ------------------------------------------------------------------ atomics
    def atomic_rmw(self, kind, elem, p, val, scope):
        s = _SCOPES[scope or "gpu"]
        if elem in _INTS or (elem in (DType.fp32, DType.fp64) and kind is Op.ATOMIC_ADD):
            ct = self.ctype(elem)
            return f"__hip_atomic_{_RMW[kind]}({p}, ({ct})({val}), __ATOMIC_RELAXED, {s})"
        if elem in (DType.fp32, DType.fp64) and kind is Op.ATOMIC_XCHG:
            ut = self.bits_type(elem.itemsize)
            return (f"tl_bitcast<{self.ctype(elem)}>(__hip_atomic_exchange("
                    f"reinterpret_cast<{ut}*>({p}), tl_bitcast<{ut}>({val}), __ATOMIC_RELAXED, "
                    f"{s}))")
        return None  # 16-bit floats, float max/min (NaN rules): a CAS loop

    def atomic_cas(self, nbytes, p, cmp, val, scope):
        return f"tl_cas<{_SCOPES[scope or 'gpu']}>({p}, {cmp}, {val})"

    def fence(self, scope: str) -> str:
        return f"__builtin_amdgcn_fence(__ATOMIC_SEQ_CST, {_FENCE_SCOPES[scope or 'gpu']});"

    # ------------------------------------------------------------------ matrix units
    def mma(self, a_dtype, m, n, k):
        ins = self._mfma.get(a_dtype)
        if ins is None or m % ins.m or n % ins.n or k % ins.k:
            return None
        return ins

    # ------------------------------------------------------------------ memory hints
    def load_helper(self, volatile, cache, evict):
        return hip_load_helper(volatile, cache, evict)

    def store_helper(self, cache, evict):
        return hip_store_helper(cache, evict)

    def fault_words(self) -> dict:
        sys_ = _SCOPES["sys"]
        return {"count": f"__hip_atomic_fetch_add(r + 1, 1ull, __ATOMIC_RELAXED, {sys_});",
                "claim": f"tl_cas<{sys_}>(r, 0ull, 1ull)",
                "fence": f"__builtin_amdgcn_fence(__ATOMIC_SEQ_CST, {_FENCE_SCOPES['sys']});",
                "publish": f"__hip_atomic_exchange(r, 2ull, __ATOMIC_RELAXED, {sys_});"}

    def prelude(self) -> str:
        return HIP_PRELUDE


# nontemporal stores for CUDA's __stcs, appended to the HIP prelude
_STREAMING = r"""// streaming vector store (CUDA's __stcs): nontemporal, for arrays never read back.
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
"""

HIP_PRELUDE = r"""// tiledsl HIP prelude (inlined: the source alone determines the code object)
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
""" + _dialect.COMMON_PRELUDE + _STREAMING

# ---------------------------------------------------------------------- load/store hints
# What Triton's AMD backend does (``getCacheModifierFlagsForLoadStore``): ``volatile`` and
# ``.cv`` loads and ``.wt`` stores are volatile accesses; ``.cg``/``.cs`` loads and ``.cs``
# stores are nontemporal; ``.ca``, ``.wb``, store ``.cg`` and every eviction policy change
# nothing (None: the plain access). The helpers' interface: codegen/dialect.py, "load/store
# hints".
_HIP_TYPES = [(16, "tl_u32x4"), (8, "tl_u32x2"), (4, "unsigned int"), (2, "unsigned short"),
              (1, "unsigned char")]


def _hip_sizes(stmt: str) -> str:
    """``stmt`` (with ``{t}`` for the access type) for each access size."""
    out = []
    for i, (n, t) in enumerate(_HIP_TYPES):
        kw = "if" if i == 0 else "} else if"
        out.append(f"  {kw} constexpr (sizeof(V) == {n}) {{\n    {stmt.format(t=t)}\n")
    out.append("  } else {\n    static_assert(sizeof(V) == 1, \"1, 2, 4, 8 or 16 bytes\");\n  }\n")
    return "".join(out)


_HIP_VOLATILE_LD = ("const {t} t = *reinterpret_cast<const volatile {t}*>(p); "
                    "v = __builtin_bit_cast(V, t);")
_HIP_NT_LD = "const {t} t = __builtin_nontemporal_load(({t}*)p); v = __builtin_bit_cast(V, t);"
_HIP_VOLATILE_ST = "*reinterpret_cast<volatile {t}*>(p) = __builtin_bit_cast({t}, v);"
_HIP_NT_ST = "__builtin_nontemporal_store(__builtin_bit_cast({t}, v), ({t}*)p);"


def hip_load_helper(volatile: bool, cache: str, evict: str) -> tuple | None:
    """(name, definition) of the HIP load helper, or None when these hints change nothing."""
    if volatile or cache == ".cv":
        name, stmt = "tl_ld_volatile", _HIP_VOLATILE_LD
        what = "volatile load (volatile=True, cache_modifier='.cv')"
    elif cache in (".cg", ".cs"):
        name, what, stmt = "tl_ld_nt", "nontemporal load (cache_modifier='.cg', '.cs')", _HIP_NT_LD
    else:
        return None
    body = (f"template <bool PRED, typename V>\n"
            f"__device__ __forceinline__ void {name}(V& v, const void* p, bool m = true) {{\n"
            f"  if (PRED && !m) return;\n" + _hip_sizes(stmt) + "}\n")
    return name, _dialect._guarded(name, f"{what}, as Triton's AMD backend", body)


def hip_store_helper(cache: str, evict: str) -> tuple | None:
    """(name, definition) of the HIP store helper, or None when these hints change nothing."""
    if cache == ".wt":
        name, what, stmt = "tl_st_volatile", "volatile store (cache_modifier='.wt')", \
            _HIP_VOLATILE_ST
    elif cache == ".cs":
        name, what, stmt = "tl_st_nt", "nontemporal store (cache_modifier='.cs')", _HIP_NT_ST
    else:
        return None
    body = (f"template <typename V>\n"
            f"__device__ __forceinline__ void {name}(void* p, const V& v) {{\n"
            + _hip_sizes(stmt) + "}\n")
    return name, _dialect._guarded(name, f"{what}, as Triton's AMD backend", body)


#: CDNA2 (MI200): the AMD target that CI compiles every kernel for
HIP = HipDialect("gfx90a")

_BY_ARCH: dict = {}


def hip_dialect(arch: str) -> HipDialect:
    """The (shared) dialect of an AMD architecture name such as ``gfx90a:sramecc+:xnack-``."""
    key = arch.split(":")[0].strip()
    d = _BY_ARCH.get(key)
    if d is None:
        d = _BY_ARCH[key] = HIP if key == HIP.arch else HipDialect(key)
    return d
