"""C expression helpers: literals, casts and dtype-aware arithmetic spellings."""
from __future__ import annotations

import math

import numpy as np

from tiledsl.dtypes import DType, PointerType
from tiledsl.fp8 import to_fp8

HALF = (DType.fp16, DType.bf16)


def literal(d, dt, value) -> str:
    """A C expression of type ``ctype(dt)`` holding ``value``."""
    if isinstance(dt, PointerType):
        return f"(({d.ctype(dt)})0)"
    if dt is DType.i1:
        return "true" if value else "false"
    if dt.is_float:
        v = float(value)
        if dt.is_fp8:  # the byte the interpreter's conversion gives
            bits = int(to_fp8(np.array(v, dtype=np.float64), DType.fp64, dt).view(np.uint8))
            return f"((unsigned char){bits})"
        if dt in HALF:
            with np.errstate(over="ignore"):  # beyond the half type's range: inf, as C rounds
                bits = int(np.array(v, dtype=dt.np).view(np.uint16))
            return f"{d.raw_to_fp16(dt, f'(unsigned short){bits}')}"
        if dt is DType.fp32 and math.isfinite(v):
            with np.errstate(over="ignore"):
                v = float(np.float32(v))  # round first: 1e300 becomes inf in fp32
        if math.isnan(v):
            f = "TL_NAN"
        elif math.isinf(v):
            f = "TL_INF" if v > 0 else "(-TL_INF)"
        else:
            f = repr(float(np.float32(v))) + "f" if dt is DType.fp32 else repr(v)
            if "e" not in f and "." not in f and "inf" not in f:
                f = f.replace("f", ".0f") if dt is DType.fp32 else f + ".0"
            return f"({f})" if f.startswith("-") else f
        return f if dt is DType.fp32 else f"((double){f})"
    v = int(value)
    lo, hi = dt.min, dt.max
    v = (v - lo) % (hi - lo + 1) + lo if dt.is_signed else v % (hi + 1)
    if dt.bits == 64:
        if dt.is_signed:
            s = "(-9223372036854775807LL - 1)" if v == lo else f"{v}LL"
        else:
            s = f"{v}ULL"
    elif dt is DType.i32 and v == lo:
        s = "(-2147483647 - 1)"
    else:
        s = f"{v}u" if dt.is_unsigned else str(v)
    if dt.bits < 32 or s.startswith("-"):
        return f"(({d.ctype(dt)}){s})"
    return s


def to_float(d, dt, e: str) -> str:
    """``e`` (of dtype dt) as a float/double expression for computing."""
    if dt in HALF:
        return d.fp16_to_float(dt, e)
    return e


def compute_type(dt):
    """The C type arithmetic on ``dt`` is done in (fp16/bf16 compute in fp32, rounded back)."""
    return DType.fp32 if dt in HALF else dt


def round_to(d, dt, e: str) -> str:
    """A float expression rounded back to ``dt`` (identity unless dt is a 16-bit float)."""
    if dt in HALF:
        return d.float_to_fp16(dt, e)
    return e


def fp8_to_float(dt, e: str) -> str:
    """The fp8 byte expression ``e`` as a float (exact)."""
    return f"tl_{dt.value}_to_f({e})"


def float_to_fp8(dt, e: str, src) -> str:
    """The float or double expression ``e`` (of dtype ``src``) rounded once to fp8."""
    if src is DType.fp64:
        e = f"tl_fp8_d2f_odd({e})"
    return f"tl_{dt.value}_from_f({e})"


def cast_rtz(d, e: str, src: DType, dst: DType) -> str:
    """Float ``e`` (of dtype ``src``) converted to the narrower float ``dst`` rounding toward
    zero, as the interpreter's ``numerics.cast_rtz``: the round-to-nearest conversion, moved
    one code toward zero where it rounded away (its value back in ``src``'s precision is
    larger in magnitude than the input; never for NaN), on every target and dtype pair."""
    wide = DType.fp64 if src is DType.fp64 else DType.fp32
    wt, fabs = ("double", "fabs") if wide is DType.fp64 else ("float", "fabsf")
    rn = cast(d, "tl_x", wide, dst)
    back = cast(d, "tl_r", dst, wide)
    if dst in HALF:
        dec = d.raw_to_fp16(dst, "(unsigned short)(tl_bitcast<unsigned short>(tl_r) - 1u)")
    elif dst.is_fp8:
        dec = "(tl_r - 1u)"
    else:  # fp64 -> fp32
        dec = "tl_bitcast<float>(tl_bitcast<unsigned int>(tl_r) - 1u)"
    return (f"([]({wt} tl_x) {{ auto tl_r = {rn}; return {fabs}({back}) > {fabs}(tl_x) ? "
            f"static_cast<decltype(tl_r)>({dec}) : tl_r; }})({to_float(d, src, e)})")


def cast(d, e: str, src, dst, bitcast: bool = False) -> str:
    """Convert expression ``e`` from dtype ``src`` to ``dst`` with Triton's rules."""
    if src == dst:
        return e
    if not bitcast and isinstance(src, DType) and isinstance(dst, DType) and \
            (src.is_fp8 or dst.is_fp8):  # float <-> fp8 (the checker allows no other)
        if src.is_fp8:
            e, src = fp8_to_float(src, e), DType.fp32
            if dst is DType.fp32:
                return e
        if dst.is_fp8:
            return float_to_fp8(dst, to_float(d, src, e), src)
        return cast(d, e, src, dst)
    if isinstance(src, PointerType) or isinstance(dst, PointerType):
        if dst is DType.i1:
            return f"({e} != 0)"
        return f"(({d.ctype(dst)})({e}))"
    if bitcast:
        if src in HALF:
            e = f"tl_bitcast<unsigned short>({e})"
            src = DType.u16
        if dst in HALF:
            return d.raw_to_fp16(dst, f"tl_bitcast<unsigned short>({e})")
        return f"tl_bitcast<{d.ctype(dst)}>({e})"
    if dst is DType.i1:
        if src in HALF:
            e = to_float(d, src, e)
        return f"(({e}) != 0)"
    ct = d.ctype(dst)
    if src.is_float and dst.is_float:
        if src in HALF and dst in HALF:
            return d.float_to_fp16(dst, to_float(d, src, e))
        if src in HALF:
            f = to_float(d, src, e)
            return f if dst is DType.fp32 else f"((double){f})"
        if dst in HALF:
            return d.float_to_fp16(dst, e) if src is DType.fp32 else d.double_to_fp16(dst, e)
        return f"(({ct})({e}))"
    if src.is_float:  # float -> int: truncation, saturating (cvt.rzi semantics)
        f = to_float(d, src, e)
        dbl = src is DType.fp64
        if dst.bits == 64:
            fn = d.float_to_int_fn(dbl, "ll" if dst.is_signed else "ull")
            return f"(({ct})TL_F2I({fn}, {f}))"
        if dst is DType.u32:
            return f"(({ct})TL_F2I({d.float_to_int_fn(dbl, 'uint')}, {f}))"
        fn = d.float_to_int_fn(dbl, "ll")
        return f"tl_clamp_int<{ct}>(TL_F2I({fn}, {f}), {dst.min}LL, {dst.max}LL)"
    if dst.is_float:  # int -> float, round to nearest even
        if dst in HALF:
            return d.int_to_fp16(dst, e, src)
        return f"(({ct})({e}))"
    # int -> int: C conversions truncate / sign- or zero-extend as Triton does
    return f"(({ct})({e}))"
