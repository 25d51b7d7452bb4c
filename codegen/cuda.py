"""The NVIDIA target: :class:`CudaDialect` (``CUDA``), its prelude (``CUDA_PRELUDE``) and the
inline-PTX helpers of hinted loads and stores (``cuda_load_helper`` / ``cuda_store_helper``).

The members it defines are declared by :class:`codegen.dialect.Dialect`; the AMD spelling is
:mod:`codegen.hip`.
"""
from __future__ import annotations

import re

from tiledsl.dtypes import DType
from tiledsl.ir import Op

from .dialect import COMMON_PRELUDE, Dialect, _guarded
from .tma import DEVICE_HELPERS as TMA_HELPERS


#: dynamic shared memory a block may opt into, per compute capability (CUDA C++ Programming
#: Guide, "Technical Specifications per Compute Capability")
_MAX_SHARED = {80: 163 * 1024, 86: 99 * 1024, 87: 163 * 1024, 89: 99 * 1024, 90: 227 * 1024}

#: the architecture ``"cuda"`` means when no device says otherwise
DEFAULT_ARCH = "sm_90a"


class CudaDialect(Dialect):
    """NVIDIA: 32-lane warps, ``*_sync`` shuffles, ``cuda_fp16.h``/``cuda_bf16.h``, inline PTX.

    ``arch`` (``"sm_80"``, ``"sm_90a"``, ...) decides which instructions the code may use:
    from sm_80 ``dot`` runs on ``mma.sync`` and its loads may be pipelined with ``cp.async``;
    below that it is the FMA loop. It also bounds the shared memory a pipeline may take."""

    name = "cuda"
    warp_size = 32

    def __init__(self, arch: str = DEFAULT_ARCH):
        if not (isinstance(arch, str) and arch.startswith("sm_") and arch[3:5].isdigit()):
            raise ValueError(f"not a CUDA architecture: {arch!r} (use e.g. 'sm_80', 'sm_90a')")
        self.arch = arch
        self.sm = int(arch[3:].rstrip("abf"))
        self.max_shared = _MAX_SHARED.get(self.sm, 48 * 1024 if self.sm < 80 else 99 * 1024)

    @property
    def has_mma_sync(self) -> bool:
        """``mma.sync`` m16n8k16 / m16n8k8 tf32 / m16n8k32 / m8n8k4 f64 and ``ldmatrix``."""
        return self.sm >= 80

    @property
    def has_fp8_mma(self) -> bool:
        """``mma.sync`` m16n8k32 on e4m3/e5m2 operands into fp32 (Ada and Hopper)."""
        return self.sm >= 89

    @property
    def has_cp_async(self) -> bool:
        return self.sm >= 80

    @property
    def has_wgmma(self) -> bool:
        """Hopper's warpgroup instructions (``wgmma``), which need the ``a`` target."""
        return self.sm == 90 and self.arch.endswith("a")

    def __repr__(self) -> str:
        return f"CudaDialect({self.arch!r})"

    def tc_helper(self, name: str) -> str:
        """The definitions of tensor-core helper group ``name``: ``tl_ldsm`` (ldmatrix),
        ``tl_pack`` (operand packing, tf32 rounding), ``tl_cp_async`` (cp.async and its
        groups)."""
        return TC_HELPERS[name]

    def mma_helper(self, ins):
        """(name, definition) of the function issuing ``mma.sync`` instruction ``ins``
        (:class:`codegen.mma.MmaInstr`)."""
        return mma_helper(ins)

    def wgmma_helper(self, ab, n: int, a_in_registers: bool, trans_b: bool):
        """(name, definition) of the function issuing ``wgmma.mma_async.m64n{n}kK`` on ``ab``
        operands (a :data:`codegen.mma.WGMMA_TYPES` key: fp16/bf16, fp32 as tf32, fp8, i8/u8),
        A from registers or a descriptor (:func:`wgmma_helper`)."""
        return wgmma_helper(ab, n, a_in_registers, trans_b)

    def __eq__(self, other) -> bool:
        return isinstance(other, CudaDialect) and other.arch == self.arch

    def __hash__(self) -> int:
        return hash(("cuda", self.arch))
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

    def warp_uniform(self, expr: str) -> str:
        return f"__shfl_sync(0xffffffffu, (int)({expr}), 0)"

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

    def float_bits(self, e):
        return f"__float_as_uint({e})"

    def bits_float(self, e):
        return f"__uint_as_float({e})"

    def fp8_encode_hw(self, dt):
        """``cvt.rn.satfinite.{e4m3,e5m2}x2.f32`` from sm_89 (the low byte is ``f``'s)."""
        kind = "e4m3x2" if dt is DType.fp8e4nv else "e5m2x2"
        return ("#if __CUDA_ARCH__ >= 890\n"
                f"  unsigned short r; asm(\"cvt.rn.satfinite.{kind}.f32 %0, %1, %2;\" : \"=h\"(r) "
                ": \"f\"(0.0f), \"f\"(f));\n"
                "  return (unsigned char)r;\n#else\nSOFTWARE#endif\n")

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

    def select_negative_zero(self, dt, c, a, b, zero_is_a):
        # ptxas (CUDA 13.0) turns an fp32 select of 1.0 or -1.0 against -0.0 into FSET.BF or an
        # int -> float conversion, which give +0.0: select +0.0, then OR in the sign bit (the
        # fp64 select keeps its -0.0: FSEL of the high word with -RZ)
        if dt is not DType.fp32:
            return None
        sel = f"({c} ? 0.0f : {b})" if zero_is_a else f"({c} ? {a} : 0.0f)"
        bit = f"(({c}) ? (int)0x80000000u : 0)" if zero_is_a else f"(({c}) ? 0 : (int)0x80000000u)"
        return f"__int_as_float(__float_as_int{sel} | {bit})"

    def inline_asm_helper(self, name, asm, letters, pure, out_c, in_c):
        # Triton's $N operands become %N; a % of the PTX itself (%tid.x) is doubled first
        body = re.sub(r"\$(\d+)", r"%\1", asm.replace("%", "%%"))
        lit = '"' + body.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'
        params = ", ".join(f"{c} a{i}" for i, c in enumerate(in_c))
        ins = ", ".join(f'"{c}"(a{i})' for i, c in enumerate(letters[1:]))
        vol = "" if pure else " volatile"
        return (f"__device__ __forceinline__ {out_c} {name}({params}) {{\n"
                f"  {out_c} r;\n"
                f"  asm{vol}({lit} : \"={letters[0][1:]}\"(r) : {ins});\n"
                f"  return r;\n}}\n")

    def narrow_int(self, ctype: str, bits: int, signed: bool, e: str) -> str:
        # ptxas (CUDA 13.0, sm_90a) drops the sign extension after a neg.s16/abs.s16 that the
        # compiler forms from 16-bit arithmetic (-x, 0 - x, ~x + 1), so -(-32768) read 32768:
        # the arithmetic stays 32-bit and the narrowing is a cvt the compiler cannot fold
        return f"(({ctype})tl_{'s' if signed else 'z'}ext{bits}((int)({e})))"

    def fault_words(self) -> dict:
        return {"count": "atomicAdd_system(r + 1, 1ull);",
                "claim": "atomicCAS_system(r, 0ull, 1ull)",
                "fence": "__threadfence_system();", "publish": "atomicExch_system(r, 2ull);"}

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
// Triton's exp2: ex2.approx.ftz (results below 2^-126 flushed to +0)
__device__ __forceinline__ float tl_exp2f(float x) {
  float y; asm("ex2.approx.ftz.f32 %0, %1;" : "=f"(y) : "f"(x)); return y;
}
// Triton's fast exp: ex2.approx (subnormal results kept) after a multiply by log2(e)
__device__ __forceinline__ float tl_expf(float x) {
  float y; asm("ex2.approx.f32 %0, %1;" : "=f"(y) : "f"(x * 1.4426950408889634f)); return y;
}
__device__ __forceinline__ double tl_exp(double x) { return exp(x); }  // 0 from x <= -745
__device__ __forceinline__ float tl_log2f(float x) {
  float y; asm("lg2.approx.f32 %0, %1;" : "=f"(y) : "f"(x)); return y;
}
__device__ __forceinline__ float tl_logf(float x) { return tl_log2f(x) * 0.6931471805599453f; }
// Triton's rsqrt: rsqrt.approx.ftz (a subnormal input counts as a zero of its sign)
__device__ __forceinline__ float tl_rsqrtf(float x) {
  float y; asm("rsqrt.approx.ftz.f32 %0, %1;" : "=f"(y) : "f"(x)); return y;
}
// the low 8/16 bits of a 32-bit integer, sign- or zero-extended, by a cvt the compiler
// cannot merge with the arithmetic before it (see CudaDialect.narrow_int)
__device__ __forceinline__ int tl_sext8(int x) {
  int y; asm("cvt.s32.s8 %0, %1;" : "=r"(y) : "r"(x)); return y;
}
__device__ __forceinline__ int tl_sext16(int x) {
  int y; asm("cvt.s32.s16 %0, %1;" : "=r"(y) : "r"(x)); return y;
}
__device__ __forceinline__ int tl_zext8(int x) {
  int y; asm("cvt.u32.u8 %0, %1;" : "=r"(y) : "r"(x)); return y;
}
__device__ __forceinline__ int tl_zext16(int x) {
  int y; asm("cvt.u32.u16 %0, %1;" : "=r"(y) : "r"(x)); return y;
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
# The helpers' interface: codegen/dialect.py, "load/store hints".
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


def cuda_dialect(arch: str) -> CudaDialect:
    """The CUDA dialect for ``arch`` (``"sm_80"``, ``"sm_90a"``...); ValueError if malformed."""
    return CUDA if arch == CUDA.arch else CudaDialect(arch)


__all__ = ["CudaDialect", "CUDA", "CUDA_PRELUDE", "cuda_load_helper", "cuda_store_helper"]


# ---------------------------------------------------------------------- tensor cores
# The helpers of ``dot`` on ``mma.sync`` (codegen/mma_dot.py) and of the software pipeline
# (codegen/pipeline.py), defined after the prelude only in kernels that use them.
_LDSM = ""
for _n in (1, 2, 4):
    for _t in ("", "t"):
        _outs = ", ".join(f'"=r"(r{i})' for i in range(_n))
        _regs = ", ".join(f"%{i}" for i in range(_n))
        _args = ", ".join(f"unsigned& r{i}" for i in range(_n))
        _LDSM += (f"__device__ __forceinline__ void tl_ldsm{_n}{_t}(unsigned a, {_args}) {{\n"
                  f"  asm volatile(\"ldmatrix.sync.aligned.m8n8.x{_n}"
                  f"{'.trans' if _t else ''}.shared.b16 {{{_regs}}}, [%{_n}];\\n\""
                  f" : {_outs} : \"r\"(a));\n}}\n")

LDSM_HELPERS = (
    "// ldmatrix: lane i gives the address of row i % 8 of matrix i / 8 and receives one\n"
    "// 32-bit register of each matrix (.trans: of its transpose)\n"
    "__device__ __forceinline__ unsigned tl_smem_addr(const void* p) {\n"
    "  return (unsigned)__cvta_generic_to_shared(p);\n}\n" + _LDSM)

PACK_HELPERS = r"""__device__ __forceinline__ unsigned tl_pack_h2(__half lo, __half hi) {
  return (unsigned)__half_as_ushort(lo) | ((unsigned)__half_as_ushort(hi) << 16);
}
__device__ __forceinline__ unsigned tl_pack_bf2(__nv_bfloat16 lo, __nv_bfloat16 hi) {
  return (unsigned)__bfloat16_as_ushort(lo) | ((unsigned)__bfloat16_as_ushort(hi) << 16);
}
__device__ __forceinline__ unsigned tl_pack_b4(int a, int b, int c, int d) {
  return (unsigned)(a & 255) | ((unsigned)(b & 255) << 8) | ((unsigned)(c & 255) << 16) |
         ((unsigned)(d & 255) << 24);
}
__device__ __forceinline__ __half tl_h2_lo(unsigned x) { return __ushort_as_half((unsigned short)(x & 65535u)); }
__device__ __forceinline__ __half tl_h2_hi(unsigned x) { return __ushort_as_half((unsigned short)(x >> 16)); }
__device__ __forceinline__ unsigned tl_tf32_bits(unsigned x) {
  unsigned y; asm("cvt.rna.tf32.f32 %0, %1;" : "=r"(y) : "f"(__uint_as_float(x))); return y;
}
"""


def mma_helper(ins) -> tuple:
    """(name, definition) of the function issuing ``ins``: accumulators by reference."""
    acc_t, acc_c = {DType.fp32: ("float", "f"), DType.fp16: ("unsigned", "r"),
                    DType.i32: ("int", "r"), DType.fp64: ("double", "d")}[ins.acc]
    op_t, op_c = ("double", "d") if ins.ab is DType.fp64 else ("unsigned", "r")
    name = "tl_mma_" + ins.name.replace(".", "_").replace("->", "_")
    nc, na, nb = ins.c_regs, ins.a_regs, ins.b_regs
    params = [f"{acc_t}& d{i}" for i in range(nc)] + [f"{op_t} a{i}" for i in range(na)] + \
        [f"{op_t} b{i}" for i in range(nb)]
    ds = ", ".join(f"%{i}" for i in range(nc))
    as_ = ", ".join(f"%{nc + i}" for i in range(na))
    bs = ", ".join(f"%{nc + na + i}" for i in range(nb))
    outs = ", ".join(f'"+{acc_c}"(d{i})' for i in range(nc))
    ins_ = ", ".join([f'"{op_c}"(a{i})' for i in range(na)] + [f'"{op_c}"(b{i})' for i in range(nb)])
    text = (f"__device__ __forceinline__ void {name}({', '.join(params)}) {{\n"
            f"  asm(\"{ins.ptx} {{{ds}}}, {{{as_}}}, {{{bs}}}, {{{ds}}};\\n\" : {outs} : "
            f"{ins_});\n}}\n")
    return name, text



CP_ASYNC_HELPERS = r"""// cp.async: global -> shared without registers; src-size 0 writes zeros (masked lanes)
__device__ __forceinline__ void tl_cp_async16(unsigned dst, const void* src, bool p) {
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16, %2;\n" :: "r"(dst), "l"(src), "r"(p ? 16 : 0));
}
__device__ __forceinline__ void tl_cp_async8(unsigned dst, const void* src, bool p) {
  asm volatile("cp.async.ca.shared.global [%0], [%1], 8, %2;\n" :: "r"(dst), "l"(src), "r"(p ? 8 : 0));
}
__device__ __forceinline__ void tl_cp_async4(unsigned dst, const void* src, bool p) {
  asm volatile("cp.async.ca.shared.global [%0], [%1], 4, %2;\n" :: "r"(dst), "l"(src), "r"(p ? 4 : 0));
}
__device__ __forceinline__ void tl_cp_async_commit() { asm volatile("cp.async.commit_group;\n" ::: "memory"); }
template <int N> __device__ __forceinline__ void tl_cp_async_wait() {
  asm volatile("cp.async.wait_group %0;\n" :: "n"(N) : "memory");
}
"""

TC_HELPERS = {"tl_ldsm": LDSM_HELPERS, "tl_pack": PACK_HELPERS, "tl_cp_async": CP_ASYNC_HELPERS}


WGMMA_SYNC = r"""// wgmma: order register accesses before the warpgroup's asynchronous MMAs, close a group,
// wait until at most N groups are pending
__device__ __forceinline__ void tl_wgmma_fence() { asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory"); }
__device__ __forceinline__ void tl_wgmma_commit() { asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory"); }
template <int N> __device__ __forceinline__ void tl_wgmma_wait() {
  asm volatile("wgmma.wait_group.sync.aligned %0;\n" :: "n"(N) : "memory");
}
// a shared-memory matrix descriptor (PTX ISA, "Matrix Descriptor Format"): start address,
// leading and stride byte offsets (all >> 4), swizzle mode in bits 62-63
__device__ __forceinline__ unsigned long long tl_wgmma_desc(unsigned addr, unsigned lbo, unsigned sbo, unsigned mode) {
  return (unsigned long long)((addr & 0x3FFFF) >> 4) | ((unsigned long long)(lbo >> 4) << 16) |
         ((unsigned long long)(sbo >> 4) << 32) | ((unsigned long long)mode << 62);
}
// generic-proxy writes to shared memory made visible to wgmma (the async proxy)
__device__ __forceinline__ void tl_fence_proxy_async() { asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory"); }
"""
TC_HELPERS["tl_wgmma"] = WGMMA_SYNC
TC_HELPERS["tl_tma"] = TMA_HELPERS


def wgmma_helper(ab, n: int, a_in_registers: bool, trans_b: bool) -> tuple:
    """``tl_wgmma_...(d0, ..., A, unsigned long long db)``: one m64n{n}kK MMA adding to the
    n/2 accumulators d (fp32, or s32 for 8-bit integers; A: four 32-bit registers, packed
    16- or 8-bit elements or one tf32 each, or a descriptor), K from
    :data:`codegen.mma.WGMMA_TYPES` (``ab`` fp16/bf16: k16 ``.f16``/``.bf16``; fp32: k8
    ``.tf32``; fp8: k32 ``.e4m3``/``.e5m2``; i8/u8: k32 ``.s8``/``.u8``). The trailing
    immediates follow the PTX ISA's forms of ``wgmma.mma_async``: scale-d, then
    imm-scale-a/b for floating-point types (tf32 included), then imm-trans-a/b for 16-bit
    ones only. Raises ValueError for ``trans_b`` with an ``ab`` that is not 16-bit."""
    from .mma import WGMMA_TYPES

    t, acc, kk = WGMMA_TYPES[ab]
    integer = acc is DType.i32
    if trans_b and ab.itemsize != 2:
        raise ValueError(f"wgmma reads a {ab.name} B only K-major")
    nd = n // 2
    name = f"tl_wgmma_m64n{n}k{kk}_{t}_{'rs' if a_in_registers else 'ss'}{'_tb' if trans_b else ''}"
    params = [f"{'int' if integer else 'float'}& d{i}" for i in range(nd)]
    if a_in_registers:
        params += [f"unsigned a{i}" for i in range(4)]
        a_ops, a_cons, nxt = "{" + ", ".join(f"%{nd + i}" for i in range(4)) + "}", \
            [f'"r"(a{i})' for i in range(4)], nd + 4
    else:
        params.append("unsigned long long da")
        a_ops, a_cons, nxt = f"%{nd}", ['"l"(da)'], nd + 1
    params.append("unsigned long long db")
    ds = ", ".join(f"%{i}" for i in range(nd))
    imm = [] if integer else ["1", "1"]
    if ab.itemsize == 2:
        imm += [str(int(trans_b))] if a_in_registers else ["0", str(int(trans_b))]
    tail = "".join(", " + x for x in imm)
    outs = ", ".join(f'"+{"r" if integer else "f"}"(d{i})' for i in range(nd))
    cons = ", ".join(a_cons + ['"l"(db)', '"n"(1)'])
    dt = "s32" if integer else "f32"
    text = (f"__device__ __forceinline__ void {name}({', '.join(params)}) {{\n"
            f"  asm volatile(\"{{\\n.reg .pred p;\\nsetp.ne.b32 p, %{nxt + 1}, 0;\\n"
            f"wgmma.mma_async.sync.aligned.m64n{n}k{kk}.{dt}.{t}.{t} "
            f"{{{ds}}}, {a_ops}, %{nxt}, p{tail};\\n}}\\n\"\n"
            f"               : {outs} : {cons});\n}}\n")
    return name, text
