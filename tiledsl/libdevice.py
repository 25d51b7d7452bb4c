"""The functions of the ``libdevice`` namespace that have no builtin of their own: CUDA's math
library names (Triton's ``tl.extra.cuda.libdevice``), each one ``LIBDEVICE`` op of the IR.

One table for the three stages that need it: the checker (name and arity), the interpreter
(its numpy reference, ``interpreter/ops/libdevice.py``, keyed by the same names) and the code
generator (the C function of CUDA's and HIP's math library for fp32 and fp64). The other
``libdevice.*`` names are the builtins of the same name (``libdevice.tanh`` is ``tanh``:
:data:`ALIASES`).
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class LibFn:
    """A ``libdevice`` function: ``arity`` float operands (fp32 or fp64, promoted to one) and
    the C function for each (``c32`` for fp32, ``c64`` for fp64)."""

    name: str
    arity: int
    c32: str
    c64: str
    doc: str


FUNCTIONS = {f.name: f for f in (
    LibFn("cbrt", 1, "cbrtf", "cbrt", "the cube root"),
    LibFn("exp10", 1, "exp10f", "exp10", "10 to the power x"),
    LibFn("log10", 1, "log10f", "log10", "the base-10 logarithm"),
    LibFn("asinh", 1, "asinhf", "asinh", "the inverse hyperbolic sine"),
    LibFn("acosh", 1, "acoshf", "acosh", "the inverse hyperbolic cosine (NaN below 1)"),
    LibFn("atanh", 1, "atanhf", "atanh", "the inverse hyperbolic tangent (±inf at ±1)"),
    LibFn("sinpi", 1, "sinpif", "sinpi", "sin(πx), exact at integers (±0) and halves (±1)"),
    LibFn("cospi", 1, "cospif", "cospi", "cos(πx), exact at integers (±1) and halves (+0)"),
    LibFn("lgamma", 1, "lgammaf", "lgamma", "log |Γ(x)| (+inf at 0 and the negative integers)"),
    LibFn("tgamma", 1, "tgammaf", "tgamma", "Γ(x) (±inf at ±0, NaN at the negative integers)"),
    LibFn("rint", 1, "rintf", "rint", "to the nearest integer, halves to even"),
    LibFn("nearbyint", 1, "nearbyintf", "nearbyint", "rint"),
    LibFn("hypot", 2, "hypotf", "hypot", "sqrt(x² + y²) without overflow in between"),
    LibFn("copysign", 2, "copysignf", "copysign", "|x| with the sign of y"),
    LibFn("nextafter", 2, "nextafterf", "nextafter", "the next float after x toward y"),
    LibFn("fdim", 2, "fdimf", "fdim", "x - y where x > y, else +0"),
    LibFn("remainder", 2, "remainderf", "remainder",
          "IEEE remainder: x - n·y with n the integer nearest x / y (ties to even)"),
    LibFn("fmod", 2, "fmodf", "fmod", "C's fmod (the float % operator)"),
)}

#: ``libdevice`` names that are builtins of the language (the same function)
ALIASES = ("abs", "exp", "exp2", "log", "log2", "sqrt", "rsqrt", "sin", "cos", "erf", "floor",
           "ceil", "tanh", "log1p", "expm1", "tan", "asin", "acos", "atan", "sinh", "cosh",
           "round", "trunc", "erfc", "pow", "atan2", "div_rn", "sqrt_rn", "fdiv", "fma",
           "isnan", "isinf", "isfinite", "umulhi", "sigmoid")

__all__ = ["LibFn", "FUNCTIONS", "ALIASES"]
