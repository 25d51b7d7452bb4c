"""The ``libdevice`` namespace (Triton's ``tl.extra.cuda.libdevice``): ``libdevice.cbrt(x)``
… for the CUDA math functions of :data:`tiledsl.libdevice.FUNCTIONS`, each a ``LIBDEVICE``
op on fp32/fp64 operands, and ``libdevice.tanh`` … for the builtins of the same name.

The interpreter computes each in float64 (or exactly) and rounds once; the GPU calls CUDA's
(HIP's) function of that name; docs/language.md gives the bounds between the two.
"""
from __future__ import annotations

from ..dtypes import DType
from ..ir import Op
from ..libdevice import ALIASES, FUNCTIONS
from .library import BUILTINS, Builtin
from .semantic import fail
from .values import TV, FunctionNamespace


def _impl(f):
    def impl(lw, a, span):
        names = ("x", "y")[:f.arity]
        vals = lw.sem.float_args(f"libdevice.{f.name}", [getattr(a, n) for n in names], span)
        if vals[0].elem not in (DType.fp32, DType.fp64):
            args = ", ".join(f"{n}.to(fp32)" for n in names)
            raise fail(f"libdevice.{f.name}() takes fp32 or fp64, got {vals[0].elem} (as in "
                       f"Triton); convert first, e.g. libdevice.{f.name}({args})", span)
        return TV(lw.builder.value(Op.LIBDEVICE, [v.value for v in vals], vals[0].type, span,
                                   fn=f.name))

    impl.__doc__ = f"CUDA's ``{f.c32}``/``{f.c64}``: {f.doc}."
    return impl


def _table() -> dict:
    table = {}
    for f in FUNCTIONS.values():
        b = Builtin(f"libdevice.{f.name}", ", ".join(("x", "y")[:f.arity]), _impl(f))
        table[f.name] = b
    for name in ALIASES:
        table[name] = BUILTINS[name]
    return dict(sorted(table.items()))


#: the namespace's functions: name → Builtin
LIBDEVICE = FunctionNamespace("libdevice", _table())
