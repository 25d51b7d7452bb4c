"""fp8 rounding, written once for both backends: the interpreter converts with it and the code
generator folds fp8 constants with it (``codegen.cexpr.literal``), so that a constant and a
run-time conversion of the same value give the same byte.
"""
from __future__ import annotations

import numpy as np

from .dtypes import DType

F32 = np.dtype(np.float32)
F64 = np.dtype(np.float64)


def f64_to_f32_odd(x: np.ndarray) -> np.ndarray:
    """float64 → float32 with round-to-odd (a pre-rounding step for a later RNE to bf16 or fp8)."""
    f = x.astype(F32)
    back = f.astype(F64)
    fix = (back != x) & np.isfinite(back) & ((f.view(np.uint32) & 1) == 0)
    if fix.any():
        toward = np.where(x > back, np.float32(np.inf), np.float32(-np.inf))
        f = np.where(fix, np.nextafter(f, toward), f)
    return f


#: per fp8 type: (mantissa bits, exponent bias, code of the largest finite magnitude)
FP8_FORMAT = {DType.fp8e4nv: (3, 7, 0x7E), DType.fp8e5: (2, 15, 0x7B)}


def f32_to_fp8(x: np.ndarray, dst: DType) -> np.ndarray:
    """fp32 → fp8 from the bits, as NVIDIA's ``cvt.rn.satfinite`` (and the reference code in
    ``cuda_fp8.hpp``): round to nearest even once; finite values and ±inf beyond the largest
    finite fp8 saturate to it; every NaN becomes 0x7F, whatever its sign and payload (what
    the H200's ``cvt`` gives for both kinds). Returns an array of ``dst.np``."""
    mant, bias, top = FP8_FORMAT[dst]
    u = np.asarray(x, dtype=F32).view(np.uint32)  # keeps 0-d arrays 0-d
    sign = ((u >> np.uint32(24)) & np.uint32(0x80)).astype(np.int64)
    a = u & np.uint32(0x7FFFFFFF)
    drop = 23 - mant
    # normal fp8 results: add half an ulp minus one plus the kept lsb, then drop the bits
    # (a carry into the exponent is the correct next binade); rebias the exponent
    rounded = (a + np.uint32((1 << (drop - 1)) - 1) + ((a >> np.uint32(drop)) & np.uint32(1))) \
        >> np.uint32(drop)
    normal = rounded.astype(np.int64) - ((127 - bias) << mant)
    # results below the smallest normal: the value in units of the smallest subnormal,
    # rounded to nearest even (exact in fp64)
    unit = 2.0 ** (1 - bias - mant)
    with np.errstate(invalid="ignore"):  # NaN lanes are replaced below
        sub = np.rint(np.fmin(np.abs(x.astype(F64)), 1.0) / unit).astype(np.int64)
    min_normal_bits = (127 + 1 - bias) << 23
    code = np.minimum(np.where(a < np.uint32(min_normal_bits), sub, normal), top)
    code = np.where(a > np.uint32(0x7F800000), 0x7F, code | sign)
    return code.astype(np.uint8).view(dst.np)


def to_fp8(x: np.ndarray, src: DType, dst: DType) -> np.ndarray:
    """An fp32 or fp64 array rounded once to fp8 (fp64 through round-to-odd fp32, which keeps
    the single rounding: fp32 has more than two bits beyond fp8's mantissa)."""
    if src is DType.fp64:
        x = f64_to_f32_odd(x)
    return f32_to_fp8(x, dst)
