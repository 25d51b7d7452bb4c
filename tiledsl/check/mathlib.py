"""The rest of Triton's float math (``tl.math``/libdevice names): one-operand functions on
fp32/fp64 (``tanh``, ``log1p``, ``expm1``, ``tan``, ``asin``, ``acos``, ``atan``, ``sinh``,
``cosh``, ``round``, ``trunc``, ``erfc``), ``pow``, ``atan2``, the correctly rounded
``div_rn``/``sqrt_rn``, Triton's ``fdiv`` and its ``softmax`` (a kernel may still be called
softmax: inside ``.tile`` code the name is the builtin's).

The interpreter computes each in float64 and rounds once (correctly rounded results); the GPU
calls CUDA's (HIP's) libm; docs/language.md gives the bound between the two in ulp.
"""
from __future__ import annotations

from ..dtypes import DType
from ..ir import Op
from .library import _finish, _reduce, builtin, const_int, norm_axis, tile
from .semantic import fail
from .values import TV, Const

_UNARY = ((Op.TANH, "tanh"), (Op.LOG1P, "log1p"), (Op.EXPM1, "expm1"), (Op.TAN, "tan"),
          (Op.ASIN, "asin"), (Op.ACOS, "acos"), (Op.ATAN, "atan"), (Op.SINH, "sinh"),
          (Op.COSH, "cosh"), (Op.ROUND, "round"), (Op.TRUNC, "trunc"), (Op.ERFC, "erfc"))


def _unary(op, name):
    def impl(lw, a, span):
        return lw.sem.math1(op, name, a.x, span)

    impl.__doc__ = (f"Triton's ``{name}`` (libdevice ``__nv_{name}f``) on fp32/fp64"
                    + (": to the nearest integer, halves away from zero" if name == "round"
                       else ""))
    return impl


for _op, _name in _UNARY:
    builtin(_name, "x")(_unary(_op, _name))


def binary_float(lw, op: Op, name: str, x, y, span) -> TV:
    """``op`` on ``x`` and ``y`` promoted to one float type (fp32 or fp64) and shape."""
    a, b = lw.sem.float_args(name, [x, y], span)
    if a.elem not in (DType.fp32, DType.fp64):
        raise fail(f"{name}() takes fp32 or fp64, got {a.elem} (as in Triton); convert first, "
                   f"e.g. {name}(x.to(fp32), y.to(fp32))", span)
    return TV(lw.builder.value(op, [a.value, b.value], a.type, span))


@builtin("pow", "x, y")
def _pow(lw, a, span):
    """Triton ``libdevice.pow``: ``x`` to the power ``y`` (C's ``pow``: ``pow(x, 0) == 1``
    for every ``x``, a negative ``x`` to a non-integer power is NaN)."""
    return binary_float(lw, Op.POW, "pow", a.x, a.y, span)


@builtin("atan2", "x, y")
def _atan2(lw, a, span):
    """Triton ``libdevice.atan2(x, y)``: C's ``atan2(x, y)``, the angle of the point
    ``(y, x)`` (``x`` is the numerator), in [-π, π]."""
    return binary_float(lw, Op.ATAN2, "atan2", a.x, a.y, span)


@builtin("div_rn", "x, y")
def _div_rn(lw, a, span):
    """Triton ``div_rn``: ``x / y`` rounded to nearest even (IEEE division; the ``/``
    operator on fp32 is the fast ``div.full`` on the GPU)."""
    return binary_float(lw, Op.DIV_RN, "div_rn", a.x, a.y, span)


@builtin("sqrt_rn", "x")
def _sqrt_rn(lw, a, span):
    """Triton ``sqrt_rn``: the correctly rounded square root (what ``sqrt`` is here too)."""
    return lw.sem.math1(Op.SQRT, "sqrt_rn", a.x, span)


def _fdiv(lw, x, y, ieee: bool, span) -> TV:
    if ieee:
        return binary_float(lw, Op.DIV_RN, "fdiv", x, y, span)
    return lw.sem.binary("/", x, y, span)


@builtin("fdiv", "x, y, ieee_rounding=False")
def _fdiv_builtin(lw, a, span):
    """Triton ``tl.math.fdiv``: ``x / y``, correctly rounded with ``ieee_rounding``, else the
    ``/`` operator (on the GPU, fp32's fast division)."""
    return _fdiv(lw, a.x, a.y, bool(a.ieee_rounding.value), span)


@builtin("softmax", "x, dim=None, keep_dims=False, ieee_rounding=False")
def _softmax(lw, a, span):
    """Triton ``tl.softmax``: ``exp(x - max(x, dim)) / sum(exp(...), dim)`` along ``dim``
    (None: 0), ``keep_dims`` passed to both reductions as Triton does (so without it the
    reduced tile broadcasts against ``x`` from the right), the division as ``fdiv``."""
    x = tile(lw, a.x, a.span("x"), "x")
    if x.shape == ():
        raise fail("softmax() needs a tile, got a scalar", a.span("x"))
    if x.elem not in (DType.fp32, DType.fp64):
        raise fail(f"softmax() takes fp32 or fp64, got {x.elem} (as in Triton, whose exp "
                   f"does); convert first, e.g. softmax(x.to(fp32))", a.span("x"))
    d = a.dim
    axis = 0 if isinstance(d, Const) and d.value is None else norm_axis(
        const_int(d, a.span("dim"), "softmax's dim"), len(x.shape), a.span("dim"))
    kd = bool(a.keep_dims.value)
    m = _finish(lw, _reduce(lw, Op.MAX, x, axis, x.elem, span), axis, kd, span)
    num = lw.sem.math1(Op.EXP, "exp", lw.sem.binary("-", x, m, span), span)
    den = _finish(lw, _reduce(lw, Op.SUM, num, axis, x.elem, span), axis, kd, span)
    return _fdiv(lw, num, den, bool(a.ieee_rounding.value), span)
