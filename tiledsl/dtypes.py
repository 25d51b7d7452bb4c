"""Data types, tile types and Triton's promotion rules, written once for every stage.

Rules follow Triton 3.6's compiled behaviour (``python/triton/language/semantic.py``:
``computation_type_impl``, ``integer_promote_impl``; see ``docs/language.md``).
"""
from __future__ import annotations

import enum
import functools
import sys
from dataclasses import dataclass

import numpy as np


@functools.lru_cache(maxsize=None)
def bf16_numpy() -> np.dtype:
    """ml_dtypes' bfloat16 as a numpy dtype (numpy has none). ml_dtypes is imported on the
    first call, not with tiledsl: loading its extension takes most of a second, and kernels
    without bf16 never need it. Raises ImportError when ml_dtypes is not installed."""
    try:
        import ml_dtypes
    except ImportError:  # pragma: no cover - ml_dtypes is a declared dependency
        raise ImportError("bf16 needs the ml_dtypes package: pip install ml_dtypes") from None
    return np.dtype(ml_dtypes.bfloat16)


@functools.lru_cache(maxsize=None)
def fp8_numpy(name: str) -> np.dtype:
    """ml_dtypes' ``float8_e4m3fn`` or ``float8_e5m2`` as a numpy dtype, imported on the first
    call as :func:`bf16_numpy` does."""
    try:
        import ml_dtypes
    except ImportError:  # pragma: no cover - ml_dtypes is a declared dependency
        raise ImportError("fp8 needs the ml_dtypes package: pip install ml_dtypes") from None
    return np.dtype(getattr(ml_dtypes, name))


def is_bf16_numpy(dt) -> bool:
    """Whether the numpy dtype ``dt`` is ml_dtypes' bfloat16; without importing ml_dtypes
    when nothing has (then no array or scalar can have its dtype)."""
    return (getattr(dt, "name", None) == "bfloat16" and "ml_dtypes" in sys.modules
            and dt == bf16_numpy())


class DType(enum.Enum):
    """Element types, spelled as in Triton's short names."""

    i1 = "i1"
    i8 = "i8"
    i16 = "i16"
    i32 = "i32"
    i64 = "i64"
    u8 = "u8"
    u16 = "u16"
    u32 = "u32"
    u64 = "u64"
    fp16 = "fp16"
    bf16 = "bf16"
    fp32 = "fp32"
    fp64 = "fp64"
    #: OCP fp8 E4M3 ("fn"): bias 7, no infinities, NaN only at S.1111.111, largest 448
    fp8e4nv = "fp8e4nv"
    #: fp8 E5M2: bias 15, IEEE-like with ±inf and NaNs, largest finite 57344
    fp8e5 = "fp8e5"

    def __repr__(self) -> str:
        return self.value

    __str__ = __repr__

    @property
    def bits(self) -> int:
        return _BITS[self]

    @property
    def itemsize(self) -> int:
        """Bytes per element in memory (``i1`` is stored as one byte, as in Triton)."""
        return max(1, self.bits // 8)

    @property
    def is_bool(self) -> bool:
        return self is DType.i1

    @property
    def is_int(self) -> bool:
        """Integers, ``i1`` included (Triton classifies int1 as an unsigned integer)."""
        return self.value[0] in "iu"

    @property
    def is_signed(self) -> bool:
        return self.value[0] == "i" and self is not DType.i1

    @property
    def is_unsigned(self) -> bool:
        return self.is_int and not self.is_signed

    @property
    def is_float(self) -> bool:
        return self.value.startswith(("fp", "bf"))

    @property
    def is_fp8(self) -> bool:
        return self in (DType.fp8e4nv, DType.fp8e5)

    @property
    def kind(self) -> int:
        """0 bool, 1 integer, 2 floating (Triton's ``dtype.kind()`` order)."""
        return 0 if self.is_bool else (1 if self.is_int else 2)

    @property
    def np(self) -> np.dtype:
        """The numpy dtype holding this type (``bool`` for i1, ml_dtypes' bfloat16 for bf16)."""
        if self is DType.bf16:
            return bf16_numpy()
        if self.is_fp8:
            return fp8_numpy(_FP8_NP[self])
        return np.dtype(_NP[self])

    @property
    def min(self):
        if self.is_float:
            return -float("inf")
        if self.is_bool:
            return 0
        return int(np.iinfo(self.np).min)

    @property
    def max(self):
        if self.is_float:
            return float("inf")
        if self.is_bool:
            return 1
        return int(np.iinfo(self.np).max)


_BITS = {
    DType.i1: 1, DType.i8: 8, DType.i16: 16, DType.i32: 32, DType.i64: 64,
    DType.u8: 8, DType.u16: 16, DType.u32: 32, DType.u64: 64,
    DType.fp16: 16, DType.bf16: 16, DType.fp32: 32, DType.fp64: 64,
    DType.fp8e4nv: 8, DType.fp8e5: 8,
}
_NP = {
    DType.i1: "bool", DType.i8: "int8", DType.i16: "int16", DType.i32: "int32",
    DType.i64: "int64", DType.u8: "uint8", DType.u16: "uint16", DType.u32: "uint32",
    DType.u64: "uint64", DType.fp16: "float16", DType.fp32: "float32", DType.fp64: "float64",
}

_FP8_NP = {DType.fp8e4nv: "float8_e4m3fn", DType.fp8e5: "float8_e5m2"}

ALL_DTYPES = tuple(DType)
INT_DTYPES = tuple(d for d in DType if d.is_int and not d.is_bool)
FLOAT_DTYPES = (DType.fp16, DType.bf16, DType.fp32, DType.fp64)
FP8_DTYPES = (DType.fp8e4nv, DType.fp8e5)


def dtype_from_name(name: str) -> DType | None:
    """``"fp32"`` → ``DType.fp32``; also accepts Triton's long names (``float32``, ``int8``)."""
    try:
        return DType(name)
    except ValueError:
        return _ALIASES.get(name)


_ALIASES = {
    "int1": DType.i1, "bool": DType.i1, "int8": DType.i8, "int16": DType.i16,
    "int32": DType.i32, "int64": DType.i64, "uint8": DType.u8, "uint16": DType.u16,
    "uint32": DType.u32, "uint64": DType.u64, "float16": DType.fp16, "bfloat16": DType.bf16,
    "float32": DType.fp32, "float64": DType.fp64,
    "float8e4nv": DType.fp8e4nv, "float8e5": DType.fp8e5,
}


def dtype_from_numpy(dt) -> DType | None:
    """The tiledsl dtype of a numpy dtype, or None when there is none (complex, object ...)."""
    dt = np.dtype(dt)
    if is_bf16_numpy(dt):
        return DType.bf16
    if dt.name in ("float8_e4m3fn", "float8_e5m2") and "ml_dtypes" in sys.modules:
        d = DType.fp8e4nv if dt.name == "float8_e4m3fn" else DType.fp8e5
        if dt == d.np:
            return d
    for d, name in _NP.items():
        if dt == np.dtype(name):
            return d
    return None


@dataclass(frozen=True)
class PointerType:
    """A pointer to elements of ``elem`` in global memory; arithmetic counts elements."""

    elem: DType

    def __str__(self) -> str:
        return f"*{self.elem}"

    __repr__ = __str__

    # so that code can test ``t.elem.is_float`` uniformly on scalars and pointers
    is_int = False
    is_float = False
    is_bool = False


Elem = "DType | PointerType"


@dataclass(frozen=True)
class TileType:
    """The type of an IR value: an element type and a shape; ``shape == ()`` is a scalar."""

    elem: object  # DType | PointerType
    shape: tuple = ()

    def __str__(self) -> str:
        if not self.shape:
            return str(self.elem)
        return f"{self.elem}[{','.join(map(str, self.shape))}]"

    __repr__ = __str__

    @property
    def is_scalar(self) -> bool:
        return self.shape == ()

    @property
    def is_pointer(self) -> bool:
        return isinstance(self.elem, PointerType)

    @property
    def numel(self) -> int:
        n = 1
        for s in self.shape:
            n *= s
        return n

    def with_shape(self, shape) -> "TileType":
        return TileType(self.elem, tuple(shape))

    def with_elem(self, elem) -> "TileType":
        return TileType(elem, self.shape)


MAX_TILE_NUMEL = 1 << 20  # Triton's TRITON_MAX_TENSOR_NUMEL


def is_power_of_two(n: int) -> bool:
    return isinstance(n, int) and n > 0 and (n & (n - 1)) == 0


# ---------------------------------------------------------------- promotion (Triton rules)


class PromotionError(Exception):
    """Raised by the promotion helpers; the checker turns it into a located TileTypeError."""


def integer_promote(a: DType, b: DType) -> DType:
    """C's usual arithmetic conversions as Triton applies them (``integer_promote_impl``).

    Same signedness → the wider; mixed → the unsigned type if it is at least as wide as the
    signed one, else the signed type. ``i1`` counts as unsigned of width 1.
    """
    if a == b:
        return a
    if a.is_signed == b.is_signed:
        return a if a.bits >= b.bits else b
    s, u = (a, b) if a.is_signed else (b, a)
    return u if u.bits >= s.bits else s


def computation_type(a: DType, b: DType, op: str = "+") -> DType:
    """The dtype two tile operands are converted to before ``a op b`` (``computation_type_impl``).

    ``op`` is one of ``+ - * / // % & | ^ << >> cmp minmax``. Raises :class:`PromotionError`
    for ``//`` on floats and for ``/ // %`` between integers of different signedness.
    fp8: with fp64/fp32/fp16/bf16 as those rules say (bf16 → fp32, fp16 → fp16 or fp32 for
    ``/ %``); two fp8 of one kind keep it, of two kinds give fp16; fp8 with an integer is an
    error (Triton has no conversion between them).
    """
    if op in ("&", "|", "^", "<<", ">>"):
        if a.is_float or b.is_float:
            raise PromotionError(f"bitwise operator {op} needs integer operands, got {a} and {b}")
    if DType.fp64 in (a, b):
        ct = DType.fp64
    elif op in ("/", "%") and (a.is_float or b.is_float):
        ct = DType.fp32
    elif DType.fp32 in (a, b):
        ct = DType.fp32
    elif DType.fp16 in (a, b):
        ct = DType.fp16
    elif a == DType.bf16 and b == DType.bf16:
        ct = DType.bf16
    elif DType.bf16 in (a, b):
        ct = DType.fp32
    elif a.is_fp8 and b.is_fp8:
        ct = a if a == b else DType.fp16
    elif a.is_fp8 or b.is_fp8:
        f, o = (a, b) if a.is_fp8 else (b, a)
        raise PromotionError(f"cannot combine {f} with {o}: Triton converts fp8 only to and "
                             f"from floats; convert one operand with .to(...)")
    else:
        if op in ("/", "//", "%") and a.is_signed != b.is_signed and not (a.is_bool or b.is_bool):
            raise PromotionError(
                f"cannot use {op} between {a} and {b} because they have different signedness; "
                f"cast one operand with .to(...)"
            )
        ct = integer_promote(a, b)
    if op == "//" and ct.is_float:
        raise PromotionError(f"// is for integers only, got {ct}; use floor(x / y) for floats")
    return ct


#: the widest integer a compile-time (constexpr) expression may produce on the way to a value
#: (Python semantics allow wider intermediates than 64 bits; this bound keeps ``1 << 10**9``
#: from exhausting memory)
MAX_CONST_BITS = 4096


def int_text(v: int) -> str:
    """``v`` in decimal, or ``"a 100001-bit integer"`` when it is wider than 128 bits (Python
    refuses to print integers of more than 4300 digits, and such text helps no one)."""
    if v.bit_length() > 128:
        return f"a {'negative ' if v < 0 else ''}{v.bit_length()}-bit integer"
    return str(v)


def literal_dtype(value) -> DType:
    """The dtype of a Python literal in a tile expression (Triton's ``to_tensor`` rules).

    bool → i1; int → i32, u32 (in [2^31, 2^32)), i64, u64; float → fp32 unless it is a
    nonzero finite value outside fp32's normal range (then fp64). Raises PromotionError for an
    integer that fits none.
    """
    if isinstance(value, (bool, np.bool_)):
        return DType.i1
    if isinstance(value, (int, np.integer)):
        v = int(value)
        if -(2**31) <= v < 2**31:
            return DType.i32
        if 2**31 <= v < 2**32:
            return DType.u32
        if -(2**63) <= v < 2**63:
            return DType.i64
        if 2**63 <= v < 2**64:
            return DType.u64
        what = f"integer literal {v}" if v.bit_length() <= 128 else int_text(v)
        raise PromotionError(f"{what} does not fit in 64 bits")
    v = float(value)
    if v == 0 or v != v or abs(v) == float("inf") or 2.0**-126 <= abs(v) <= 3.4028234663852886e38:
        return DType.fp32
    return DType.fp64


def scalar_operand_dtype(tile: DType, value, op: str = "+", what: str | None = None) -> DType:
    """The dtype of ``tile op literal`` when one side is a Python literal (Triton scalar rule).

    If the literal's kind (bool < int < float) is at most the tile's kind, the tile's dtype
    wins and the literal is range-checked against it; otherwise the literal's own type takes
    part in the usual promotion. Raises PromotionError on a negative literal with an unsigned
    computation type, or an integer literal out of the computation type's range; its message
    names the value as ``what`` (default ``literal <value>``; ``constexpr BLOCK=<value>`` for
    a constexpr's).
    """
    lit = literal_dtype(value)
    if lit.kind <= tile.kind:
        ct = computation_type(tile, tile, op)
        if tile.is_bool and lit.is_bool:
            ct = tile
    else:
        ct = computation_type(tile, lit, op)
    if ct.is_int and not isinstance(value, (bool, np.bool_)) and isinstance(value, (int, np.integer)):
        v = int(value)
        what = what or f"literal {v}"
        if ct.is_unsigned and v < 0 and not ct.is_bool:
            raise PromotionError(
                f"cannot combine an unsigned {ct} tile with the negative {what}")
        if not ct.is_bool and not (ct.min <= v <= ct.max):
            wider = (f"; convert the {ct} operand first (e.g. x.to(i64)) or use a value in "
                     f"[{ct.min}, {ct.max}]" if ct.bits < 64 else "")
            raise PromotionError(f"{what} is out of range for {ct}, the type of the other "
                                 f"operand{wider}")
    return ct


def sum_result_dtype(d: DType) -> DType:
    """``sum``/``cumsum`` accumulate small integers in 32 bits: i8/i16 → i32; i1/u8/u16 → u32."""
    if d in (DType.i8, DType.i16):
        return DType.i32
    if d in (DType.i1, DType.u8, DType.u16):
        return DType.u32
    return d


def scan_result_dtype(d: DType) -> DType:
    """``cumsum``/``cumprod`` without ``dtype=``: bf16 → fp32 (Triton promotes bf16 scans), else
    as :func:`sum_result_dtype`."""
    return DType.fp32 if d is DType.bf16 else sum_result_dtype(d)


def minmax_result_dtype(d: DType) -> DType:
    """``max``/``min`` without indices: floats under 32 bits → fp32, ints under 32 bits → i32."""
    if d.is_float and d.bits < 32:
        return DType.fp32
    if d.is_int and d.bits < 32:
        return DType.i32
    return d


def dot_result_dtype(a: DType, b: DType, out_dtype: DType | None = None) -> DType:
    """Result dtype of ``dot(a, b)``: i8/u8 → i32; fp16 and fp8 (any pair of fp8 kinds) →
    out_dtype (fp32 default or fp16); bf16/fp32 → fp32; fp64 → fp64. Raises PromotionError for
    mismatched or unsupported dtypes."""
    if a.is_fp8 and b.is_fp8:
        if out_dtype not in (None, DType.fp32, DType.fp16):
            raise PromotionError(f"out_dtype of an fp8 dot must be fp32 or fp16, got {out_dtype}")
        return out_dtype or DType.fp32
    if a != b:
        raise PromotionError(f"dot operands must have the same dtype, got {a} and {b}")
    if a in (DType.i8, DType.u8):
        return DType.i32
    if a == DType.fp16:
        if out_dtype not in (None, DType.fp32, DType.fp16):
            raise PromotionError(f"out_dtype of an fp16 dot must be fp32 or fp16, got {out_dtype}")
        return out_dtype or DType.fp32
    if a in (DType.bf16, DType.fp32):
        return DType.fp32
    if a == DType.fp64:
        return DType.fp64
    raise PromotionError(f"dot does not take {a} operands; use i8, u8, fp16, bf16, fp32, fp64, "
                         f"fp8e4nv or fp8e5")


def broadcast_shapes(a: tuple, b: tuple) -> tuple:
    """Triton broadcasting: the lower rank gets leading 1s; each dim equal or one side 1."""
    if len(a) < len(b):
        a = (1,) * (len(b) - len(a)) + tuple(a)
    elif len(b) < len(a):
        b = (1,) * (len(a) - len(b)) + tuple(b)
    out = []
    for x, y in zip(a, b):
        if x == y or y == 1:
            out.append(x)
        elif x == 1:
            out.append(y)
        else:
            raise PromotionError(f"shapes {list(a)} and {list(b)} cannot be broadcast together")
    return tuple(out)
