"""Kernel and helper signatures: what each parameter is, before any specialization."""
from __future__ import annotations

from dataclasses import dataclass

from .. import ast as A
from ..dtypes import DType, dtype_from_name
from ..source import Span
from .semantic import fail


@dataclass
class ParamSig:
    """One kernel parameter.

    ``kind``: ``"pointer"`` (``dtype`` = pointee), ``"scalar"`` (``dtype``), ``"constexpr"``
    (``dtype`` None) or ``"any"`` (unannotated: specialized on the launch argument, as in
    Triton). ``default`` is the default value (a Python value) when ``has_default``.
    """

    name: str
    kind: str
    dtype: DType | None
    default: object
    span: Span
    has_default: bool = False


@dataclass
class KernelSig:
    name: str
    params: list
    fdef: A.FunctionDef
    span: Span


def _default_value(p: A.Param):
    d = p.default
    if d is None:
        return None, False
    neg = False
    if isinstance(d, A.UnaryOp) and d.op == "-" and isinstance(d.operand, A.Constant):
        neg, d = True, d.operand
    if isinstance(d, A.Constant):
        v = d.value
        return (-v if neg else v), True
    if isinstance(d, A.String):
        return d.value, True
    if isinstance(d, A.Name):
        dt = dtype_from_name(d.id)
        if dt is not None:
            return dt, True
        if d.id in ("inf", "nan"):
            v = float(d.id)
            return (-v if neg else v), True
    raise fail(f"the default value of parameter '{p.name}' must be a literal", d.span)


def param_sig(p: A.Param) -> ParamSig:
    default, has = _default_value(p)
    ann = p.annotation
    if ann is None:
        return ParamSig(p.name, "any", None, default, p.span, has)
    if ann == "constexpr":
        return ParamSig(p.name, "constexpr", None, default, p.span, has)
    if ann.startswith("*"):
        d = dtype_from_name(ann[1:].strip())
        if d is None:
            raise fail(f"unknown pointee type '{ann[1:].strip()}' in the annotation of "
                       f"'{p.name}'; use one of {', '.join(x.value for x in DType)}", p.span)
        return ParamSig(p.name, "pointer", d, default, p.span, has)
    d = dtype_from_name(ann)
    if d is None:
        raise fail(f"unknown type '{ann}' in the annotation of '{p.name}'; use constexpr, a "
                   f"dtype ({', '.join(x.value for x in DType)}) or a pointer such as *fp32",
                   p.span)
    return ParamSig(p.name, "scalar", d, default, p.span, has)


def signature(fdef: A.FunctionDef) -> list:
    """The :class:`ParamSig` of each parameter of ``fdef`` (raises TileTypeError)."""
    return [param_sig(p) for p in fdef.params]
