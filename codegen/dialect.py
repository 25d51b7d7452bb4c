"""Target spellings: every word that differs between CUDA and HIP lives in one ``Dialect``.

The emitter and the op rules never write ``threadIdx``, ``__shfl_xor_sync``, ``atomicCAS`` or
``__half2float`` themselves; they ask the dialect (``em.d``). :class:`Dialect` declares the
members and shares the C types that both targets spell alike; :class:`CudaDialect` (``CUDA``) is
the NVIDIA spelling, :class:`~codegen.hip.HipDialect` (``HIP``, gfx90a) the AMD one. Helpers that
need more than an expression (fast exp, the tf32 rounding, streaming stores, saturating
conversions) are ``tl_*`` functions defined by each target's prelude under the same names, so
that the op rules call ``tl_fdiv`` whatever the target.

``DIALECTS`` maps a target name (``emit(fn, target=...)``) to its dialect.
"""
from __future__ import annotations

from abc import ABC, abstractmethod

from tiledsl.dtypes import DType, PointerType
from tiledsl.ir import Op

_CTYPES = {
    DType.i1: "bool", DType.i8: "signed char", DType.i16: "short", DType.i32: "int",
    DType.i64: "long long", DType.u8: "unsigned char", DType.u16: "unsigned short",
    DType.u32: "unsigned int", DType.u64: "unsigned long long", DType.fp32: "float",
    DType.fp64: "double",
}
_UNSIGNED = {
    DType.i8: "unsigned char", DType.i16: "unsigned short", DType.i32: "unsigned int",
    DType.i64: "unsigned long long",
}


class Dialect(ABC):
    """The members every target defines; C types shared by both targets live here."""

    name = "?"
    #: lanes per warp (NVIDIA) or wavefront (AMD CDNA: 64); layouts are built for it
    warp_size = 32
    #: largest block (threads) and dynamic shared memory (bytes) a launch may ask for
    max_threads = 1024
    max_shared = 48 * 1024
    fp16 = "?"
    bf16 = "?"
    tid = "threadIdx.x"
    block_id = ("blockIdx.x", "blockIdx.y", "blockIdx.z")
    grid_dim = ("gridDim.x", "gridDim.y", "gridDim.z")
    barrier = "__syncthreads();"
    kernel_prefix = 'extern "C" __global__'
    restrict = "__restrict__"
    shared_decl = "?"
    trap = "?"

    # ------------------------------------------------------------------ types
    def ctype(self, dt) -> str:
        """C type of a value of ``dt`` in registers."""
        if isinstance(dt, PointerType):
            return self.mem_ctype(dt.elem) + "*"
        if dt is DType.fp16:
            return self.fp16
        if dt is DType.bf16:
            return self.bf16
        return _CTYPES[dt]

    def mem_ctype(self, dt: DType) -> str:
        """C type of an element in memory (``i1`` is one byte, as in Triton)."""
        return "unsigned char" if dt is DType.i1 else self.ctype(dt)

    def utype(self, dt: DType) -> str:
        """The unsigned type of the same width (for wrap-around arithmetic)."""
        return _UNSIGNED.get(dt, self.ctype(dt))

    def bits_type(self, nbytes: int) -> str:
        """The unsigned integer type of ``nbytes`` bytes."""
        return {1: "unsigned char", 2: "unsigned short", 4: "unsigned int",
                8: "unsigned long long"}[nbytes]

    def param_ctype(self, dt) -> str:
        """C type of a kernel parameter; 16-bit floats travel as their raw bits."""
        if dt in (DType.fp16, DType.bf16):
            return "unsigned short"
        if dt is DType.i1:
            return "int"
        return self.ctype(dt)

    # ------------------------------------------------------------------ threads
    def warp_index(self) -> str:
        """C expression of this thread's warp (wavefront) index within the block."""
        return f"{self.tid} >> {self.warp_size.bit_length() - 1}"

    @abstractmethod
    def launch_bounds(self, threads: int, min_blocks: int | None = None) -> str:
        """The kernel attribute bounding the block size (and asking for ``min_blocks``
        resident blocks per multiprocessor, when given)."""

    @abstractmethod
    def shfl_xor(self, expr: str, dist: int, ctype: str) -> str:
        """``expr`` of the lane whose id is this lane's XOR ``dist`` (a butterfly step)."""

    # ------------------------------------------------------------------ 16-bit floats
    @abstractmethod
    def fp16_to_float(self, dt, e: str) -> str:
        """An fp16/bf16 expression widened to float (exact)."""

    @abstractmethod
    def float_to_fp16(self, dt, e: str) -> str:
        """A float expression rounded to fp16/bf16 (nearest even)."""

    @abstractmethod
    def double_to_fp16(self, dt, e: str) -> str:
        """A double expression rounded once to fp16/bf16 (nearest even)."""

    @abstractmethod
    def raw_to_fp16(self, dt, e: str) -> str:
        """The fp16/bf16 value whose bits are the ``unsigned short`` expression ``e``."""

    @abstractmethod
    def int_to_fp16(self, dt, e: str, src: DType) -> str:
        """An integer expression of dtype ``src`` rounded once to fp16/bf16."""

    @abstractmethod
    def fma16(self, dt, a: str, b: str, c: str) -> str:
        """``a * b + c`` on fp16/bf16 with one rounding."""

    @abstractmethod
    def float_to_int_fn(self, double: bool, kind: str) -> str:
        """Name of the truncating, saturating conversion of a float (``double``: a double) to
        ``kind`` 'll' (long long), 'ull' or 'uint'; NaN is handled by ``TL_F2I``."""

    # ------------------------------------------------------------------ atomics
    @abstractmethod
    def atomic_rmw(self, kind: Op, elem: DType, p: str, val: str, scope: str) -> str | None:
        """An expression doing atomic ``kind`` on ``*p`` and giving the old value, or None
        when the target has no native instruction for it (then a CAS loop is emitted)."""

    @abstractmethod
    def atomic_cas(self, nbytes: int, p: str, cmp: str, val: str, scope: str) -> str:
        """Compare-and-swap of ``nbytes`` on ``p`` (a pointer to ``cas_bits_type``), giving
        the old bits."""

    def cas_bits_type(self, nbytes: int) -> str:
        """The integer type ``atomic_cas`` works on for ``nbytes``."""
        return self.bits_type(nbytes)

    @abstractmethod
    def fence(self, scope: str) -> str:
        """A memory fence statement at ``scope`` ('cta', 'gpu' or 'sys')."""

    # ------------------------------------------------------------------ matrix units
    def mma(self, a_dtype: DType, m: int, n: int, k: int):
        """The matrix instruction for an ``(m, k) @ (k, n)`` dot on ``a_dtype`` inputs, or
        None for the FMA loop (:mod:`codegen.dot`)."""
        return None

    def predicated_load(self, vec: str, ptr: str, mask: str, nbytes: int,
                        read_only: bool) -> str | None:
        """A statement loading ``nbytes`` at ``ptr`` into the vector variable ``vec`` (which
        already holds ``other``) where ``mask`` holds, without a branch or a select; None
        where the dialect has no such form (the caller then branches)."""
        return None

    def load_helper(self, volatile: bool, cache: str, evict: str) -> tuple | None:
        """``(name, definition)`` of the helper doing a load with these hints ("load/store
        hints" below; ``evict`` is ``evict_first``, ``evict_last`` or empty), or None where the
        target ignores them (the plain load is emitted)."""
        return None

    def store_helper(self, cache: str, evict: str) -> tuple | None:
        """``(name, definition)`` of the helper doing a store with these hints, or None."""
        return None

    @abstractmethod
    def prelude(self) -> str:
        """The helper definitions inlined at the top of every source."""


class CudaDialect(Dialect):
    """NVIDIA: 32-lane warps, ``*_sync`` shuffles, ``cuda_fp16.h``/``cuda_bf16.h``, inline PTX."""

    name = "cuda"
    warp_size = 32
    fp16 = "__half"
    bf16 = "__nv_bfloat16"
    shared_decl = "extern __shared__ __align__(16) unsigned char tl_smem[];"
    trap = "__trap();"

    def launch_bounds(self, threads: int, min_blocks: int | None = None) -> str:
        if min_blocks:
            return f"__launch_bounds__({threads}, {min_blocks})"
        return f"__launch_bounds__({threads})"

    def predicated_load(self, vec, ptr, mask, nbytes, read_only):
        if nbytes not in (4, 8, 16):
            return None
        from tiledsl import knobs

        mode = (1 if knobs.load_nc() else 2) if read_only else 0
        return f"tl_ld_pred<{mode}>({vec}, {ptr}, {mask});"

    def load_helper(self, volatile, cache, evict):
        return cuda_load_helper(volatile, cache, evict)

    def store_helper(self, cache, evict):
        return cuda_store_helper(cache, evict)

    def shfl_xor(self, expr: str, dist: int, ctype: str) -> str:
        if ctype in ("bool", "signed char", "short", "unsigned char", "unsigned short"):
            return f"(({ctype})__shfl_xor_sync(0xffffffffu, (int)({expr}), {dist}))"
        return f"__shfl_xor_sync(0xffffffffu, {expr}, {dist})"

    def fp16_to_float(self, dt, e):
        return f"__half2float({e})" if dt is DType.fp16 else f"__bfloat162float({e})"

    def float_to_fp16(self, dt, e):
        return f"__float2half_rn({e})" if dt is DType.fp16 else f"__float2bfloat16_rn({e})"

    def double_to_fp16(self, dt, e):
        return f"__double2half({e})" if dt is DType.fp16 else f"__double2bfloat16({e})"

    def raw_to_fp16(self, dt, e):
        return f"__ushort_as_half({e})" if dt is DType.fp16 else f"__ushort_as_bfloat16({e})"

    def int_to_fp16(self, dt, e, src):
        to = "half" if dt is DType.fp16 else "bfloat16"
        if src.bits == 64:
            fn = "__ll2" if src.is_signed else "__ull2"
            return f"{fn}{to}_rn({e})"
        fn = "__int2" if src.is_signed else "__uint2"
        cast_to = "int" if src.is_signed else "unsigned int"
        return f"{fn}{to}_rn(({cast_to})({e}))"

    def fma16(self, dt, a, b, c):
        return f"__hfma({a}, {b}, {c})"

    def float_to_int_fn(self, double, kind):
        src = "double" if double else "float"
        return {"ll": f"__{src}2ll_rz", "ull": f"__{src}2ull_rz", "uint": f"__{src}2uint_rz"}[kind]

    def atomic_scope_suffix(self, scope: str) -> str:
        return {"cta": "_block", "sys": "_system"}.get(scope or "gpu", "")

    def atomic_rmw(self, kind, elem, p, val, scope):
        sfx = self.atomic_scope_suffix(scope)
        fn, types = _CUDA_NATIVE[kind]
        if elem in types:
            if elem is DType.i64 and kind is Op.ATOMIC_ADD:
                return (f"(long long){fn}{sfx}(reinterpret_cast<unsigned long long*>({p}), "
                        f"(unsigned long long)({val}))")
            return f"{fn}{sfx}({p}, {val})"
        bitwise = kind in (Op.ATOMIC_AND, Op.ATOMIC_OR, Op.ATOMIC_XOR)
        if elem.itemsize in (4, 8) and (kind is Op.ATOMIC_XCHG or (
                bitwise and elem.bits in (32, 64) and not elem.is_float)):
            # the same bits through the unsigned type of the width
            ut = self.bits_type(elem.itemsize)
            return (f"tl_bitcast<{self.ctype(elem)}>({fn}{sfx}(reinterpret_cast<{ut}*>({p}), "
                    f"tl_bitcast<{ut}>({val})))")
        return None

    def atomic_cas(self, nbytes, p, cmp, val, scope):
        return f"atomicCAS{self.atomic_scope_suffix(scope)}({p}, {cmp}, {val})"

    def cas_bits_type(self, nbytes):
        return "unsigned short int" if nbytes == 2 else self.bits_type(nbytes)

    def fence(self, scope: str) -> str:
        return {"cta": "__threadfence_block();", "sys": "__threadfence_system();"}.get(
            scope or "gpu", "__threadfence();")

    def prelude(self) -> str:
        return CUDA_PRELUDE


_CUDA_NATIVE = {
    Op.ATOMIC_ADD: ("atomicAdd", {DType.i32, DType.u32, DType.u64, DType.i64, DType.fp32,
                                  DType.fp64, DType.fp16, DType.bf16}),
    Op.ATOMIC_MAX: ("atomicMax", {DType.i32, DType.u32, DType.i64, DType.u64}),
    Op.ATOMIC_MIN: ("atomicMin", {DType.i32, DType.u32, DType.i64, DType.u64}),
    Op.ATOMIC_XCHG: ("atomicExch", {DType.i32, DType.u32, DType.u64, DType.fp32}),
    Op.ATOMIC_AND: ("atomicAnd", {DType.i32, DType.u32, DType.u64}),
    Op.ATOMIC_OR: ("atomicOr", {DType.i32, DType.u32, DType.u64}),
    Op.ATOMIC_XOR: ("atomicXor", {DType.i32, DType.u32, DType.u64}),
}

# Target-neutral helpers, shared verbatim by both preludes.
COMMON_PRELUDE = r"""// integer division and modulo that never trap: x // 0 = 0, x % 0 = 0 (as the interpreter),
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
"""

CUDA_PRELUDE = r"""// tiledsl CUDA prelude (inlined so that the source alone determines the binary)
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
// Triton's fast exp: ex2.approx after a multiply by log2(e)
__device__ __forceinline__ float tl_exp2f(float x) {
  float y; asm("ex2.approx.f32 %0, %1;" : "=f"(y) : "f"(x)); return y;
}
__device__ __forceinline__ float tl_expf(float x) { return tl_exp2f(x * 1.4426950408889634f); }
__device__ __forceinline__ float tl_log2f(float x) {
  float y; asm("lg2.approx.f32 %0, %1;" : "=f"(y) : "f"(x)); return y;
}
__device__ __forceinline__ float tl_logf(float x) { return tl_log2f(x) * 0.6931471805599453f; }
__device__ __forceinline__ float tl_rsqrtf(float x) {
  float y; asm("rsqrt.approx.f32 %0, %1;" : "=f"(y) : "f"(x)); return y;
}
// fp32 division as Triton emits it: div.full (<= 2 ulp), not the IEEE subroutine
__device__ __forceinline__ float tl_fdiv(float a, float b) {
  float y; asm("div.full.f32 %0, %1, %2;" : "=f"(y) : "f"(a), "f"(b)); return y;
}
__device__ __forceinline__ float tl_tf32(float x) {
  unsigned int y; asm("cvt.rna.tf32.f32 %0, %1;" : "=r"(y) : "f"(x)); return __uint_as_float(y);
}
""" + COMMON_PRELUDE + r"""// streaming (evict-first, st.global.cs) vector store, for arrays the kernel never reads back
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
""" + "".join(
    f"""  {'if' if i == 0 else '} else if'} constexpr (sizeof(V) == {n * 4}) {{
    {t} u; memcpy(&u, &v, {n * 4});
    if constexpr (MODE == 1) {{
      asm("{{ .reg .pred q; setp.ne.b32 q, %{n + 1}, 0; @q ld.global.nc{vec} {regs}, [%{n}]; }}"
          : {outs} : "l"(p), "r"(c));
    }} else if constexpr (MODE == 2) {{
      asm("{{ .reg .pred q; setp.ne.b32 q, %{n + 1}, 0; @q ld.global{vec} {regs}, [%{n}]; }}"
          : {outs} : "l"(p), "r"(c));
    }} else {{
      asm volatile("{{ .reg .pred q; setp.ne.b32 q, %{n + 1}, 0; @q ld.global{vec} {regs}, [%{n}]; }}"
                   : {outs} : "l"(p), "r"(c) : "memory");
    }}
    memcpy(&v, &u, {n * 4});
"""
    for i, (n, t, vec, regs, outs) in enumerate([
        (4, "uint4", ".v4.b32", "{%0, %1, %2, %3}",
         '"+r"(u.x), "+r"(u.y), "+r"(u.z), "+r"(u.w)'),
        (2, "uint2", ".v2.b32", "{%0, %1}", '"+r"(u.x), "+r"(u.y)'),
        (1, "unsigned int", ".b32", "%0", '"+r"(u)')])) + """  } else {
    static_assert(sizeof(V) == 4, "tl_ld_pred: 4, 8 or 16 bytes");
  }
}
"""

# ---------------------------------------------------------------------- load/store hints
# A hinted access (``volatile``, ``cache_modifier``, ``eviction_policy``) calls a helper written
# for exactly that combination of hints; the emitter places it after the prelude, only in
# kernels that use it (the code of a kernel without hints stays byte-identical), inside an
# ``#ifndef`` guard (hipcc's batching puts several kernels in one translation unit). A load
# helper is ``NAME<PRED>(v, p, m)``: it loads ``sizeof(v)`` bytes (1, 2, 4, 8 or 16) at ``p``
# into ``v``, only where ``m`` holds when ``PRED`` (``v`` keeps what it held elsewhere); a store
# helper is ``NAME(p, v)``.
#
# CUDA: the PTX of Triton's NVIDIA backend (``LoadStoreOpToLLVM.cpp``): ``ld.volatile.global``;
# ``ld.global.<cop>`` / ``st.global.<cop>``; ``evict_first``/``evict_last`` as ``.L1::evict_*``
# plus, from sm_80, ``.L2::cache_hint`` with a ``createpolicy.fractional.L2::evict_*.b64 pol,
# 1.0`` policy; ``evict_normal`` is the default (nothing). PTX has no form with both a cache
# operator and an L1 eviction priority (Triton emits one anyway and ptxas rejects it): there the
# cache operator and the L2 half are kept. Every helper is ``asm volatile`` with a memory
# clobber: never the non-coherent path, never moved across other memory accesses, merged or
# removed.

#: (bytes, C type of the registers, PTX type suffix, registers, constraint letter)
_SIZES = [
    (16, "uint4", ".v4.b32", ["u.x", "u.y", "u.z", "u.w"], "r"),
    (8, "uint2", ".v2.b32", ["u.x", "u.y"], "r"),
    (4, "unsigned int", ".b32", ["u"], "r"),
    (2, "unsigned short", ".b16", ["u"], "h"),
    (1, "unsigned short", ".u8", ["u"], "h"),  # zero-extended into a 16-bit register
]


def _name(kind: str, volatile: bool, cache: str, evict: str) -> str:
    parts = [kind] + (["volatile"] if volatile else []) + ([cache[1:]] if cache else []) \
        + ([evict] if evict else [])
    return "tl_" + "_".join(parts)


def _guarded(name: str, comment: str, body: str) -> str:
    g = name.upper()
    return f"// {comment}\n#ifndef {g}\n#define {g}\n{body}#endif\n"


def _ptx_quals(op: str, volatile: bool, cache: str, evict: str, sm80: bool) -> tuple:
    """(instruction prefix, whether it takes an L2 policy operand)."""
    if volatile:
        return f"{op}.volatile.global", False
    q = f"{op}.global{cache}"
    if evict and not cache:
        q += f".L1::{evict}"
    if evict and sm80:
        return q + ".L2::cache_hint", True
    return q, False


def _policy(evict: str) -> str:
    # one per access (older Triton made one per vector too); not volatile, so the
    # compiler is free to share or move it
    return (f"    unsigned long long pol;\n"
            f"    asm(\"createpolicy.fractional.L2::{evict}.b64 %0, 1.0;\" : \"=l\"(pol));\n")


def _ld_sizes(q: str, pol: bool, evict: str) -> str:
    out = []
    for i, (n, ct, sfx, regs, c) in enumerate(_SIZES):
        k = len(regs)
        regl = "{" + ", ".join(f"%{j}" for j in range(k)) + "}" if k > 1 else "%0"
        outs = ", ".join(f'"+{c}"({r})' for r in regs)
        addr = f"[%{k}]" + (f", %{k + 1}" if pol else "")
        ins = '"l"(p)' + (', "l"(pol)' if pol else "")
        npred = k + 1 + (1 if pol else 0)
        kw = "if" if i == 0 else "} else if"
        init = f"{ct} u = 0; memcpy(&u, &v, 1);" if n == 1 else f"{ct} u; memcpy(&u, &v, {n});"
        out.append(
            f"  {kw} constexpr (sizeof(V) == {n}) {{\n"
            f"    {init}\n" + (_policy(evict) if pol else "") +
            f"    if constexpr (PRED) {{\n"
            f"      asm volatile(\"{{ .reg .pred q; setp.ne.b32 q, %{npred}, 0; "
            f"@q {q}{sfx} {regl}, {addr}; }}\"\n"
            f"                   : {outs} : {ins}, \"r\"((int)m) : \"memory\");\n"
            f"    }} else {{\n"
            f"      asm volatile(\"{q}{sfx} {regl}, {addr};\" : {outs} : {ins} : \"memory\");\n"
            f"    }}\n"
            f"    memcpy(&v, &u, {n});\n")
    out.append("  } else {\n    static_assert(sizeof(V) == 1, \"1, 2, 4, 8 or 16 bytes\");\n  }\n")
    return "".join(out)


def _st_sizes(q: str, pol: bool, evict: str) -> str:
    out = []
    for i, (n, ct, sfx, regs, c) in enumerate(_SIZES):
        k = len(regs)
        regl = "{" + ", ".join(f"%{j + 1}" for j in range(k)) + "}" if k > 1 else "%1"
        ins = '"l"(p), ' + ", ".join(f'"{c}"({r})' for r in regs) + (', "l"(pol)' if pol else "")
        tail = f", %{k + 1}" if pol else ""
        kw = "if" if i == 0 else "} else if"
        init = f"{ct} u = 0; memcpy(&u, &v, 1);" if n == 1 else f"{ct} u; memcpy(&u, &v, {n});"
        out.append(
            f"  {kw} constexpr (sizeof(V) == {n}) {{\n"
            f"    {init}\n" + (_policy(evict) if pol else "") +
            f"    asm volatile(\"{q}{sfx} [%0], {regl}{tail};\" :: {ins} : \"memory\");\n")
    out.append("  } else {\n    static_assert(sizeof(V) == 1, \"1, 2, 4, 8 or 16 bytes\");\n  }\n")
    return "".join(out)


def _by_arch(make, op, volatile, cache, evict) -> str:
    q80, pol80 = _ptx_quals(op, volatile, cache, evict, True)
    q70, pol70 = _ptx_quals(op, volatile, cache, evict, False)
    if (q80, pol80) == (q70, pol70):
        return make(q80, pol80, evict)
    return (f"#if __CUDA_ARCH__ >= 800\n{make(q80, pol80, evict)}#else\n"
            f"{make(q70, pol70, evict)}#endif\n")


def _describe(volatile, cache, evict) -> str:
    parts = (["volatile=True"] if volatile else []) + \
        ([f"cache_modifier='{cache}'"] if cache else []) + \
        ([f"eviction_policy='{evict}'"] if evict else [])
    return ", ".join(parts)


def _cuda_helper(kind: str, volatile: bool, cache: str, evict: str) -> tuple:
    """(name, definition) of the CUDA helper for a hinted ``kind`` ("ld" or "st") access."""
    name = _name(kind, volatile, cache, evict)
    q, _ = _ptx_quals(kind, volatile, cache, evict, True)
    head = (f"template <bool PRED, typename V>\n"
            f"__device__ __forceinline__ void {name}(V& v, const void* p, bool m = true) {{\n"
            if kind == "ld" else
            f"template <typename V>\n"
            f"__device__ __forceinline__ void {name}(void* p, const V& v) {{\n")
    sizes = _ld_sizes if kind == "ld" else _st_sizes
    body = head + _by_arch(sizes, kind, volatile, cache, evict) + "}\n"
    return name, _guarded(name, f"{q} ({_describe(volatile, cache, evict)})", body)


def cuda_load_helper(volatile: bool, cache: str, evict: str) -> tuple:
    """(name, definition) of the CUDA load helper for these hints (``evict`` is
    ``evict_first``/``evict_last`` or empty)."""
    return _cuda_helper("ld", volatile, cache, evict)


def cuda_store_helper(cache: str, evict: str) -> tuple:
    """(name, definition) of the CUDA store helper for these hints."""
    return _cuda_helper("st", False, cache, evict)


CUDA = CudaDialect()

# hip.py subclasses Dialect and reuses COMMON_PRELUDE, both defined above
from .hip import HIP, HipDialect, hip_dialect  # noqa: E402

DIALECTS = {"cuda": CUDA, "hip": HIP}


def get_dialect(target) -> Dialect | None:
    """The dialect of a target name (``"cuda"``, ``"hip"``, ``"hip:gfx908"``) or a Dialect."""
    if isinstance(target, Dialect):
        return target
    if not isinstance(target, str):
        return None
    if target.startswith("hip:"):
        try:
            return hip_dialect(target[4:])
        except ValueError:
            return None
    return DIALECTS.get(target)


__all__ = ["Dialect", "CudaDialect", "HipDialect", "CUDA", "HIP", "DIALECTS", "COMMON_PRELUDE",
           "CUDA_PRELUDE", "get_dialect", "hip_dialect", "cuda_load_helper", "cuda_store_helper"]
