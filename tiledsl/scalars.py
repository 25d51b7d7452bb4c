"""Python values as tiledsl scalars: the rules a launch applies to a scalar argument, shared
with the checker, which applies them to the default values of parameters.

* :func:`int_type_of`: Triton's type of a Python int (i32, i64, u64);
* :func:`scalar_value`: a value converted to a numpy scalar of exactly a dtype, refused when
  it does not fit;
* :func:`unannotated_type`: the dtype an unannotated parameter specializes to for a
  non-array value (bool → i1, int → i32/i64/u64, float → fp32, a numpy scalar → its dtype);
* :func:`refuse_sequence`: a list or tuple where an array or a scalar goes.

A refusal is a :class:`ScalarError` whose text names the parameter (``parameter 'n' is
declared i32 but got ...``); the launch layer prefixes the kernel (``k(): ...``) and raises a
``TileLaunchError``, the checker places it at the default's span.
"""
from __future__ import annotations

import functools

import numpy as np

from .dtypes import DType, dtype_from_numpy, int_text


class ScalarError(ValueError):
    """A value refused for a scalar parameter; the text names the parameter."""


def int_type_of(value: int) -> DType | None:
    """Triton's type of a Python int: i32 if it fits, else i64, u64 from 2**63, else None."""
    if -(2**31) <= value < 2**31:
        return DType.i32
    if -(2**63) <= value < 2**63:
        return DType.i64
    if 2**63 <= value < 2**64:
        return DType.u64
    return None


def scalar_value(name: str, value, dtype: DType, unannotated: bool = False):
    """Convert ``value`` to a numpy scalar of exactly ``dtype``, refusing what does not fit
    (:class:`ScalarError`).

    Integers accept ints, numpy integers and bools; floats accept any real number; i1 accepts
    bools and the ints 0 and 1. A finite number that rounds to infinity overflows, in the
    precision of its own type (a finite ``np.longdouble`` beyond fp64's range too).
    """
    decl = "an unannotated float is fp32, as in Triton" if unannotated else f"declared {dtype}"
    if isinstance(value, np.ndarray) and value.ndim == 0:
        value = value[()]
    if isinstance(value, (bool, np.bool_)):
        value = int(value)
    if isinstance(value, np.generic) and not isinstance(value, (np.integer, np.floating)):
        dt = dtype_of(value.dtype)  # ml_dtypes' bfloat16 scalar: a float numpy does not know
        if dt is not None and dt.is_float:
            value = float(value)
    if not isinstance(value, (int, float, np.integer, np.floating)):
        raise ScalarError(
            f"parameter '{name}' is declared {dtype} and needs a number, "
            f"got {describe(value)}")
    if dtype.is_int:
        if isinstance(value, (float, np.floating)):
            raise ScalarError(
                f"parameter '{name}' is declared {dtype} but got the float {value!r}; "
                f"pass an int")
        v = int(value)
        lo, hi, make = _int_info(dtype)
        if not lo <= v <= hi:
            raise ScalarError(
                f"parameter '{name}' = {int_text(v)} does not fit in {dtype} "
                f"(range {lo} to {hi})")
        return make(v)
    try:
        with np.errstate(over="ignore"):
            out = np.asarray(value, dtype=np.float64).astype(dtype.np)[()]
    except OverflowError:  # an int beyond fp64's range (10**400)
        out = np.asarray(np.inf if value > 0 else -np.inf, dtype=dtype.np)[()]
    if np.isinf(out) and _is_finite(value):
        shown = int_text(int(value)) if isinstance(value, (int, np.integer)) else repr(value)
        raise ScalarError(
            f"parameter '{name}' = {shown} does not fit in {dtype} ({decl}; it "
            f"would become inf)" + ("; annotate the parameter fp64" if unannotated else ""))
    return out


def _is_finite(value) -> bool:
    """Whether the number ``value`` is finite, judged in its own type: every int is, and a
    numpy float wider than fp64 (``np.longdouble('1e310')``) is finite where fp64 is not."""
    if isinstance(value, (int, np.integer)):
        return True
    return bool(np.isfinite(value))


def unannotated_type(name: str, value) -> tuple:
    """``(dtype, value)`` of a non-array value passed for an unannotated parameter, as
    Triton specializes it (a 0-d numpy array is its scalar). Raises :class:`ScalarError`."""
    if isinstance(value, np.ndarray) and value.ndim == 0:
        value = value[()]
    if isinstance(value, (bool, np.bool_)):
        dt = DType.i1
    elif isinstance(value, np.generic) and dtype_of(value.dtype) is not None:
        dt = dtype_of(value.dtype)
    elif isinstance(value, int):
        dt = int_type_of(value)
        if dt is None:
            raise ScalarError(
                f"parameter '{name}' = {int_text(value)} does not fit in 64 bits "
                f"(an int must lie in [-2**63, 2**64))")
    elif isinstance(value, float):
        dt = DType.fp32
    elif isinstance(value, (np.generic, complex)):  # a number tiledsl has no dtype for
        what = (f"a numpy {value.dtype} scalar" if isinstance(value, np.generic)
                else f"the complex number {value!r}")
        raise ScalarError(
            f"parameter '{name}' got {what}, which tiledsl has no type for; use "
            f"one of i1 i8 i16 i32 i64 u8 u16 u32 u64 fp16 bf16 fp32 fp64")
    else:
        raise ScalarError(
            f"parameter '{name}' got {describe(value)}; pass an array, a number or "
            f"a numpy scalar")
    return dt, value


def refuse_sequence(name: str, value) -> None:
    """A list or tuple is refused where an array goes: a copy would lose the kernel's
    stores. Raises :class:`ScalarError`; anything else passes."""
    if isinstance(value, (list, tuple)):
        raise ScalarError(
            f"parameter '{name}' got {a_noun(type(value).__name__)}; pass a numpy "
            f"array (np.asarray(...)), since {a_noun(type(value).__name__)} would be copied and "
            f"stores lost")


@functools.lru_cache(maxsize=None)
def dtype_of(np_dt) -> DType | None:
    """``dtype_from_numpy``, memoized: it runs for every array of every launch."""
    return dtype_from_numpy(np_dt)


@functools.lru_cache(maxsize=None)
def _int_info(dtype: DType) -> tuple:
    """``(min, max, numpy scalar type)`` of an integer dtype."""
    return dtype.min, dtype.max, dtype.np.type


def describe(value) -> str:
    """A value as a message names it: ``None``, ``the string 'x'``, ``a float``."""
    if value is None:
        return "None"
    if isinstance(value, str):
        return f"the string {value!r}"
    return a_noun(type(value).__name__)


def a_noun(noun: str) -> str:
    """``noun`` with its indefinite article: "an int", "a float"."""
    return f"{'an' if noun[:1].lower() in 'aeio' else 'a'} {noun}"
