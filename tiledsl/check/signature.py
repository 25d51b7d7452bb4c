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


def _default_value(p: A.Param, constants: dict):
    d = p.default
    if d is None:
        return None, False
    if isinstance(d, A.Tuple):  # a constexpr tuple, (4, 8)
        vals = []
        for e in d.elts:
            v, _ = _default_value(A.Param(p.span, p.name, None, e), constants)  # per item
            vals.append(v)
        return tuple(vals), True
    neg = False
    if isinstance(d, A.UnaryOp) and d.op == "-" and (
            isinstance(d.operand, A.Constant)
            or (isinstance(d.operand, A.Name) and d.operand.id in ("inf", "nan"))):
        neg, d = True, d.operand
    if isinstance(d, A.Constant):
        v = d.value
        return (-v if neg else v), True
    if isinstance(d, A.String):
        return d.value, True
    if isinstance(d, A.Name):
        if d.id in constants and not neg:  # a module-level constant
            return constants[d.id], True
        dt = dtype_from_name(d.id)
        if dt is not None:
            return dt, True
        if d.id in ("inf", "nan"):
            v = float(d.id)
            return (-v if neg else v), True
    raise fail(f"the default value of parameter '{p.name}' must be a literal or a "
               f"module-level constant", d.span)


def param_sig(p: A.Param, constants: dict | None = None) -> ParamSig:
    """The :class:`ParamSig` of ``p``; ``constants``: the module-level constants (name →
    value) a default may name."""
    default, has = _default_value(p, constants or {})
    ann = p.annotation
    if ann is None:
        sig = ParamSig(p.name, "any", None, default, p.span, has)
        if has:
            _check_unannotated_default(p, sig, default)
        return sig
    if ann == "constexpr":
        return ParamSig(p.name, "constexpr", None, default, p.span, has)
    if ann.startswith("*"):
        d = dtype_from_name(ann[1:].strip())
        if d is None:
            raise fail(f"unknown pointee type '{ann[1:].strip()}' in the annotation of "
                       f"'{p.name}'; use one of {', '.join(x.value for x in DType)}", p.span)
        if has:
            raise fail(f"pointer parameter '{p.name}' cannot have a default value; every "
                       "launch passes its array", p.default.span)
        return ParamSig(p.name, "pointer", d, default, p.span, has)
    d = dtype_from_name(ann)
    if d is None:
        raise fail(f"unknown type '{ann}' in the annotation of '{p.name}'; use constexpr, a "
                   f"dtype ({', '.join(x.value for x in DType)}) or a pointer such as *fp32",
                   p.span)
    if d.is_fp8:
        raise fail(f"scalar parameter '{p.name}' cannot be {d}: fp8 is for arrays; take an "
                   f"fp32 (or fp16) scalar and convert it in the kernel with .to({d})", p.span)
    if has:
        _check_default(p, d, default)
    return ParamSig(p.name, "scalar", d, default, p.span, has)


def _check_default(p: A.Param, dtype: DType, value) -> None:
    """A scalar parameter's default must be a value a launch could pass for it (the launch's
    own rule, :func:`tiledsl.scalars.scalar_value`), refused here at the default's span."""
    from ..scalars import ScalarError, scalar_value

    try:
        scalar_value(p.name, value, dtype)
    except ScalarError as e:  # "parameter 'n' is declared i32 but got ..."
        raise fail(f"bad default value: {e}", p.default.span) from None


def _check_unannotated_default(p: A.Param, sig: ParamSig, value) -> None:
    """An unannotated parameter is specialized on its argument, as Triton does: its default
    must be a value a launch could pass for it (the launch's rules in :mod:`tiledsl.scalars`:
    no list or tuple, a number or a numpy scalar that fits its type)."""
    from ..scalars import ScalarError, refuse_sequence, scalar_value, unannotated_type

    try:
        refuse_sequence(sig.name, value)
        dt, v = unannotated_type(sig.name, value)
        scalar_value(sig.name, v, dt, unannotated=True)
    except ScalarError as e:
        raise fail(f"bad default value: {e} (annotate the parameter constexpr for a "
                   f"compile-time value)", p.default.span) from None


def signature(fdef: A.FunctionDef, constants: dict | None = None) -> list:
    """The :class:`ParamSig` of each parameter of ``fdef`` (raises TileTypeError): a
    parameter without a default may not follow one with a default (as in Python), and a
    default must fit its parameter's type; ``constants``: the module-level constants (name →
    value) a default may name."""
    sigs = [param_sig(p, constants) for p in fdef.params]
    errs = default_order_errors(sigs)
    if errs:
        raise errs[0]
    return sigs


def default_order_errors(sigs: list) -> list:
    """A TileTypeError for each parameter without a default that follows one with a default
    (Python's rule; ``sigs``: :class:`ParamSig` in order)."""
    out, before = [], None
    for p in sigs:
        if before is not None and not p.has_default:
            out.append(fail(f"parameter '{p.name}' has no default value but follows "
                            f"'{before.name}', which has one; put the parameters with defaults "
                            f"last (as in Python)", p.span))
        elif p.has_default and before is None:
            before = p
    return out
