"""The type rules of ``docs/language.md``, written again from the document for the fuzzer.

This module deliberately does not import :mod:`tiledsl.dtypes`: the fuzzer's evaluator must be
an *independent* reading of the language reference, so that a mistake in the checker's
promotion shows up as a disagreement instead of being shared. Dtypes are plain strings
(``"i8"``, ``"bf16"`` ...).

Everything here follows the sections "Types", "Literals and compile-time values", "Promotion
of mixed operands" and "Reductions and scans" of ``docs/language.md``.
"""
from __future__ import annotations

import numpy as np

try:
    import ml_dtypes

    BF16 = np.dtype(ml_dtypes.bfloat16)
except ImportError:  # pragma: no cover - ml_dtypes is a dependency of tiledsl
    BF16 = None

SIGNED = ("i8", "i16", "i32", "i64")
UNSIGNED = ("u8", "u16", "u32", "u64")
INTS = SIGNED + UNSIGNED
FLOATS = ("fp16", "bf16", "fp32", "fp64")
ALL = ("i1",) + INTS + FLOATS

BITS = {"i1": 1, "i8": 8, "i16": 16, "i32": 32, "i64": 64, "u8": 8, "u16": 16, "u32": 32,
        "u64": 64, "fp16": 16, "bf16": 16, "fp32": 32, "fp64": 64}

#: (significand bits including the implicit one, minimum normal exponent, maximum exponent)
FLOAT_FORMAT = {"fp16": (11, -14, 15), "bf16": (8, -126, 127), "fp32": (24, -126, 127),
                "fp64": (53, -1022, 1023)}

_NP = {"i1": np.bool_, "i8": np.int8, "i16": np.int16, "i32": np.int32, "i64": np.int64,
       "u8": np.uint8, "u16": np.uint16, "u32": np.uint32, "u64": np.uint64,
       "fp16": np.float16, "fp32": np.float32, "fp64": np.float64}


def np_dtype(d: str) -> np.dtype:
    """The numpy dtype that stores values of ``d`` (``bool`` for i1, ml_dtypes' bfloat16)."""
    if d == "bf16":
        return BF16
    return np.dtype(_NP[d])


def is_float(d: str) -> bool:
    return d in FLOATS


def is_int(d: str) -> bool:
    """Integers, ``i1`` included (it counts as a 1-bit unsigned integer in promotion)."""
    return d == "i1" or d in INTS


def is_signed(d: str) -> bool:
    return d in SIGNED


def is_unsigned(d: str) -> bool:
    return d == "i1" or d in UNSIGNED


def kind(d: str) -> int:
    """0 bool, 1 integer, 2 float: the order of the tile ⊕ literal rule."""
    return 0 if d == "i1" else (1 if d in INTS else 2)


def int_range(d: str) -> tuple[int, int]:
    """The inclusive range of an integer dtype (i1: 0..1)."""
    b = BITS[d]
    if d == "i1":
        return 0, 1
    if is_signed(d):
        return -(1 << (b - 1)), (1 << (b - 1)) - 1
    return 0, (1 << b) - 1


class TypeRuleError(Exception):
    """The document says this combination is a compile error."""


def integer_promote(a: str, b: str) -> str:
    """Same signedness → the wider; mixed → the unsigned type if at least as wide as the
    signed one, else the signed type."""
    if a == b:
        return a
    if is_signed(a) == is_signed(b):
        return a if BITS[a] >= BITS[b] else b
    s, u = (a, b) if is_signed(a) else (b, a)
    return u if BITS[u] >= BITS[s] else s


def computation_type(a: str, b: str, op: str) -> str:
    """The computation type of two tile operands, by the "Rules in order" of the document.

    ``op`` is an operator symbol (``+ - * / // % & | ^ << >>``), ``"cmp"`` for comparisons
    or ``"minmax"``/``"where"`` (which use the ``+`` rules). Raises :class:`TypeRuleError` for
    the documented errors: bitwise operators on floats, ``//`` on floats, ``/ // %`` between
    integers of different signedness.
    """
    if op in ("&", "|", "^", "<<", ">>") and (is_float(a) or is_float(b)):
        raise TypeRuleError(f"{op} on floats")
    if "fp64" in (a, b):
        ct = "fp64"
    elif op in ("/", "%") and (is_float(a) or is_float(b)):
        ct = "fp32"
    elif "fp32" in (a, b):
        ct = "fp32"
    elif "fp16" in (a, b):
        ct = "fp16"
    elif a == b == "bf16":
        ct = "bf16"
    elif "bf16" in (a, b):
        ct = "fp32"
    else:
        if op in ("/", "//", "%") and is_signed(a) != is_signed(b):
            raise TypeRuleError(f"{op} between {a} and {b} (different signedness)")
        ct = integer_promote(a, b)
    if op == "//" and is_float(ct):
        raise TypeRuleError("// on floats")
    return ct


def literal_dtype(value) -> str:
    """The dtype of a Python literal (table "Literals and compile-time values")."""
    if isinstance(value, bool):
        return "i1"
    if isinstance(value, int):
        if -(2**31) <= value < 2**31:
            return "i32"
        if 2**31 <= value < 2**32:
            return "u32"
        if -(2**63) <= value < 2**63:
            return "i64"
        if 2**63 <= value < 2**64:
            return "u64"
        raise TypeRuleError(f"integer literal {value} does not fit in 64 bits")
    v = float(value)
    if v == 0 or v != v or v in (float("inf"), float("-inf")):
        return "fp32"
    if 2.0**-126 <= abs(v) <= float(np.finfo(np.float32).max):
        return "fp32"
    return "fp64"


def literal_computation_type(tile: str, value, op: str) -> str:
    """``tile op literal``: the tile's dtype wins when the literal's kind is at most the
    tile's kind, else the literal's own dtype takes part. Raises TypeRuleError for a negative
    integer literal with an unsigned computation type or an integer literal out of range."""
    lit = literal_dtype(value)
    if kind(lit) <= kind(tile):
        ct = computation_type(tile, tile, op)
    else:
        ct = computation_type(tile, lit, op)
    if isinstance(value, int) and not isinstance(value, bool) and is_int(ct) and ct != "i1":
        lo, hi = int_range(ct)
        if is_unsigned(ct) and value < 0:
            raise TypeRuleError(f"negative literal {value} with unsigned {ct}")
        if not lo <= value <= hi:
            raise TypeRuleError(f"literal {value} out of range for {ct}")
    return ct


def binary_result(ct: str, op: str) -> str:
    """The result dtype of ``a op b`` once both are converted to ``ct``: comparisons give
    i1, ``/`` on integers gives fp32 ("int / int converts both to fp32")."""
    if op in ("<", "<=", ">", ">=", "==", "!="):
        return "i1"
    if op == "/" and is_int(ct):
        return "fp32"
    return ct


def sum_dtype(d: str) -> str:
    """``sum``/``cumsum``: i8/i16 → i32; i1/u8/u16 → u32; others unchanged."""
    if d in ("i8", "i16"):
        return "i32"
    if d in ("i1", "u8", "u16"):
        return "u32"
    return d


def scan_dtype(d: str) -> str:
    """``cumsum``: bf16 → fp32 (Triton promotes bf16 scans), else :func:`sum_dtype`."""
    return "fp32" if d == "bf16" else sum_dtype(d)


def minmax_dtype(d: str) -> str:
    """``max``/``min`` without indices: floats under 32 bits → fp32, ints under 32 → i32."""
    if is_float(d) and BITS[d] < 32:
        return "fp32"
    if is_int(d) and BITS[d] < 32:
        return "i32"
    return d


def broadcast(a: tuple, b: tuple) -> tuple:
    """Leading 1s for the lower rank, then each dimension equal or 1. Raises TypeRuleError."""
    n = max(len(a), len(b))
    a = (1,) * (n - len(a)) + tuple(a)
    b = (1,) * (n - len(b)) + tuple(b)
    out = []
    for x, y in zip(a, b):
        if x != y and 1 not in (x, y):
            raise TypeRuleError(f"shapes {a} and {b} do not broadcast")
        out.append(max(x, y) if 1 in (x, y) else x)
    return tuple(out)


def broadcasts_to(src: tuple, dst: tuple) -> bool:
    """Whether a value of shape ``src`` broadcasts to exactly ``dst``."""
    try:
        return broadcast(src, dst) == tuple(dst)
    except TypeRuleError:
        return False
