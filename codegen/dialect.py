"""Target spellings: every word that differs between CUDA and HIP lives in one ``Dialect``.

The emitter and the op rules never write ``threadIdx``, ``__shfl_xor_sync``, ``atomicCAS`` or
``__half2float`` themselves; they ask the dialect (``em.d``). :class:`Dialect` declares the
members and shares the C types that both targets spell alike; :class:`~codegen.cuda.CudaDialect`
(``CUDA``) is the NVIDIA spelling, :class:`~codegen.hip.HipDialect` (``HIP``, gfx90a) the AMD one.
Helpers that need more than an expression (fast exp, the tf32 rounding, streaming stores,
saturating conversions) are ``tl_*`` functions defined by each target's prelude under the same
names, so that the op rules call ``tl_fdiv`` whatever the target; the target-neutral ones are
``COMMON_PRELUDE`` here.

:mod:`codegen.targets` maps a target name (``emit(fn, target=...)``) to its dialect.
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
    # fp8 values are held and stored as their raw byte; the tl_fp8* helpers convert them
    DType.fp8e4nv: "unsigned char", DType.fp8e5: "unsigned char",
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

    @abstractmethod
    def warp_uniform(self, expr: str) -> str:
        """The int ``expr``, equal in every lane of a warp, as lane 0's value: a broadcast
        that the device compiler knows to be uniform (so that a loop bounded by it is not
        divergent control flow: ``wgmma`` inside one is otherwise serialized by ptxas)."""

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

    # ------------------------------------------------------------------ fp8
    def float_bits(self, e: str) -> str:
        """The ``unsigned int`` bits of the float expression ``e``."""
        return f"__builtin_bit_cast(unsigned int, {e})"

    def bits_float(self, e: str) -> str:
        """The float whose bits are the ``unsigned int`` expression ``e``."""
        return f"__builtin_bit_cast(float, {e})"

    def fp8_encode_hw(self, dt: DType) -> str | None:
        """A statement block returning ``f`` (a float) as ``dt``'s byte with the target's own
        conversion instruction, or None when it has none (the software rounding is used)."""
        return None

    def fp8_helpers(self) -> str:
        """``tl_<dt>_to_f``/``tl_<dt>_from_f`` for both fp8 types and ``tl_fp8_d2f_odd``: placed
        after the prelude in kernels that convert fp8 (see :func:`fp8_helper_source`)."""
        return fp8_helper_source(self)

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
        None for the FMA loop (:mod:`codegen.rules.dot`)."""
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

    def select_negative_zero(self, dt, c: str, a: str, b: str, zero_is_a: bool) -> str | None:
        """``c ? a : b`` for an fp32 select one of whose values (``a`` when
        ``zero_is_a``, else ``b``) is the constant -0.0, where the target's compiler loses
        that zero's sign; None: the plain select is right."""
        return None

    def inline_asm_helper(self, name: str, asm: str, letters: list, pure: bool, out_c: str,
                          in_c: list) -> str | None:
        """The definition of ``out_c name(in_c...)`` running the PTX ``asm`` of
        ``inline_asm_elementwise`` (Triton's ``$N`` operands; ``letters`` the constraints, the
        result's with ``=``), or None where the target cannot run PTX."""
        return None

    def narrow_int(self, ctype: str, bits: int, signed: bool, e: str) -> str:
        """The 8- or 16-bit integer of C type ``ctype`` holding the low ``bits`` bits of the
        32-bit integer expression ``e`` (two's complement wrap: ``32768`` as i16 is
        ``-32768``). The portable spelling is a C cast; a target whose compiler miscompiles
        narrow arithmetic gives its own."""
        return f"(({ctype})({e}))"

    @abstractmethod
    def fault_words(self) -> dict:
        """The error record's primitives (codegen.faults.DEVICE_TEMPLATE) on the record
        ``r`` (``unsigned long long*``, system memory): ``count`` (add 1 to ``r[1]``),
        ``claim`` (compare-and-swap ``r[0]`` from 0 to 1, giving the old value), ``fence``
        (earlier writes visible to the host before later ones) and ``publish`` (``r[0] = 2``)."""
        raise NotImplementedError

    def prelude(self) -> str:
        """The helper definitions inlined at the top of every source."""


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
"""

# ---------------------------------------------------------------------- fp8 conversions
#: per fp8 type: (mantissa bits, exponent bias, largest finite code, has infinities)
_FP8 = {DType.fp8e4nv: (3, 7, 0x7E, False), DType.fp8e5: (2, 15, 0x7B, True)}


def _fp8_pair(d: "Dialect", dt: DType) -> str:
    mant, bias, top, has_inf = _FP8[dt]
    drop = 23 - mant
    unit = repr(2.0 ** (1 - bias - mant))
    u2f, f2u = d.bits_float, d.float_bits
    special = (f"if (e == {0x7F >> mant}u) return {u2f('m ? 0x7fffffffu : (s | 0x7f800000u)')};"
               if has_inf else f"if ((c & 0x7fu) == 0x7fu) return {u2f('0x7fffffffu')};")
    # a NaN: 0x7F in both kinds, whatever its sign and payload (what cvt.rn.satfinite gives
    # on the H200)
    nan_code = "0x7fu"
    soft = (f"  unsigned int u = {f2u('f')}, s = (u >> 24) & 0x80u, a = u & 0x7fffffffu, c;\n"
            f"  if (a > 0x7f800000u) return (unsigned char)({nan_code});\n"
            f"  if (a < {(128 - bias) << 23}u) c = (unsigned int)rintf({u2f('a')} * "
            f"{repr(2.0 ** (bias - 1 + mant))}f);  // units of the smallest subnormal\n"
            f"  else c = ((a + {(1 << (drop - 1)) - 1}u + ((a >> {drop}) & 1u)) >> {drop}) - "
            f"{(127 - bias) << mant}u;\n"
            f"  return (unsigned char)(s | (c < {top}u ? c : {top}u));\n")
    hw = d.fp8_encode_hw(dt)
    body = soft if hw is None else hw.replace("SOFTWARE", soft)
    return (f"__device__ __forceinline__ float tl_{dt.value}_to_f(unsigned char c) {{\n"
            f"  unsigned int s = (unsigned int)(c & 0x80u) << 24, e = (c & 0x7fu) >> {mant}, "
            f"m = c & {(1 << mant) - 1}u;\n"
            f"  {special}\n"
            f"  if (e == 0) {{ float v = (float)m * {unit}f; return s ? -v : v; }}\n"
            f"  return {u2f(f's | ((e + {127 - bias}u) << 23) | (m << {drop})')};\n}}\n"
            f"__device__ __forceinline__ unsigned char tl_{dt.value}_from_f(float f) {{\n"
            f"{body}}}\n")


def fp8_helper_source(d: "Dialect") -> str:
    """C helpers for fp8 held as raw bytes. ``tl_<dt>_to_f`` is exact (every NaN gives the
    canonical float NaN); ``tl_<dt>_from_f`` rounds to nearest even once and saturates as
    ``cvt.rn.satfinite`` does (beyond the largest finite value, ±inf included, gives it; every
    NaN gives 0x7F), as :func:`tiledsl.fp8.f32_to_fp8`."""
    f2u, u2f = d.float_bits, d.bits_float
    odd = ("// double -> float rounded to odd: a later rounding to fp8 is then the one rounding "
           "of the double\n"
           "__device__ __forceinline__ float tl_fp8_d2f_odd(double x) {\n"
           "  float f = (float)x;\n"
           "  if (x != x || (double)f == x) return f;\n"
           f"  unsigned int u = {f2u('f')};\n"
           "  if (fabs((double)f) > fabs(x)) u -= 1u;  // back toward zero\n"
           f"  return {u2f('u | 1u')};\n}}\n")
    return ("// fp8 held as raw bytes (fp8e4nv: e4m3, bias 7, no inf; fp8e5: e5m2, bias 15)\n"
            + _fp8_pair(d, DType.fp8e4nv) + _fp8_pair(d, DType.fp8e5) + odd)


# ---------------------------------------------------------------------- load/store hints
# A hinted access (``volatile``, ``cache_modifier``, ``eviction_policy``) calls a helper written
# for exactly that combination of hints; the emitter places it after the prelude, only in
# kernels that use it (the code of a kernel without hints stays byte-identical), inside an
# ``#ifndef`` guard (hipcc's batching puts several kernels in one translation unit). A load
# helper is ``NAME<PRED>(v, p, m)``: it loads ``sizeof(v)`` bytes (1, 2, 4, 8 or 16) at ``p``
# into ``v``, only where ``m`` holds when ``PRED`` (``v`` keeps what it held elsewhere); a store
# helper is ``NAME(p, v)``.


def _guarded(name: str, comment: str, body: str) -> str:
    g = name.upper()
    return f"// {comment}\n#ifndef {g}\n#define {g}\n{body}#endif\n"


__all__ = ["Dialect", "COMMON_PRELUDE"]
