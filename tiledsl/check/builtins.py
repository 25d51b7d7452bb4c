"""Calls: argument binding for builtins, helpers and methods; kernel parameter binding.

The builtins themselves live in :mod:`tiledsl.check.library` (its ``BUILTINS`` table); this
module binds call arguments with errors that name the function and the parameter.
"""
from __future__ import annotations

import difflib
import math

from .. import ast as A
from ..dtypes import DType, PointerType, TileType, dtype_from_name
from ..ir import Param as IRParam
from ..ir import Value
from .kinds import check_args
from .library import BUILTINS, REQUIRED, Builtin
from . import blockptr, combine, extras, inlineasm, mathlib, rng, shapes  # noqa: F401 - builtins
from .libdevice import LIBDEVICE
from .semantic import fail
from .values import TV, Const, EnumNamespace, TensorDesc, TupleVal

CONSTANT_NAMES = {"inf": math.inf, "nan": math.nan, "True": True, "False": False,
                  "None": None}
#: what to say for a keyword a builtin does not take but a user may expect it to
KEYWORD_ADVICE = {("store", "volatile"): "store() takes no volatile= (only load() does; "
                                         "Triton's store has none either)",
                  ("store", "other"): "store() takes no other= (only load() does: the value "
                                      "of its masked-off lanes; a masked store leaves those "
                                      "elements as they are); store() takes {keywords}",
                  ("static_range", "num_stages"): "static_range() takes no num_stages= (it "
                                                  "is unrolled); pipeline a loop with "
                                                  "range(..., num_stages=S)"}
#: how deeply helpers may call each other
MAX_CALL_DEPTH = 1000
#: names whose attributes are constants (Triton's ``tl.PropagateNan``)
NAMESPACES = {"PropagateNan": EnumNamespace("PropagateNan", (("ALL", "all"), ("NONE", "none"))),
              "libdevice": LIBDEVICE}


class Bound:
    """Bound arguments of a call: ``a.x`` is the value, ``a.span('x')`` its span."""

    def __init__(self, values, spans, call_span, varargs=()):
        self._values = values
        self._spans = spans
        self.call_span = call_span
        self.varargs = varargs

    def __getattr__(self, k):
        try:
            return self.__dict__["_values"][k]
        except KeyError:
            raise AttributeError(k) from None

    def span(self, k):
        return self._spans.get(k, self.call_span)

    def given(self, k) -> bool:
        return k in self._spans


def keyword_advice(name: str, keyword: str, keywords) -> str | None:
    """:data:`KEYWORD_ADVICE` for the keyword ``keyword`` that builtin ``name`` does not take,
    with ``{keywords}`` replaced by the list of those it does take; None when there is none."""
    advice = KEYWORD_ADVICE.get((name, keyword))
    return None if advice is None else advice.format(keywords=", ".join(keywords))


def bind(name, params, varargs_name, node, args, kwargs, n_positional=None):
    """Bind positional ``args`` and ``kwargs`` ({name: (value, span)}) to ``params``; with
    ``varargs_name``, positionals beyond the first ``n_positional`` params are collected."""
    values, spans = {}, {}
    extra = []
    npos = len(params) if n_positional is None else n_positional
    for i, v in enumerate(args):
        if i < npos:
            values[params[i][0]] = v
            spans[params[i][0]] = node.args[i].span
        elif varargs_name:
            extra.append((v, node.args[i].span))
        else:
            raise fail(f"{name}() takes at most {len(params)} positional argument"
                       f"{'s' if len(params) != 1 else ''} but {len(args)} were given",
                       node.args[i].span)
    pnames = [p for p, _ in params]
    for k, (v, sp) in kwargs.items():
        if k not in pnames:
            advice = keyword_advice(name, k, pnames)
            if advice:
                raise fail(advice, sp)
            close = difflib.get_close_matches(k, pnames, n=1)
            hint = f"; did you mean '{close[0]}'?" if close else \
                (f"; it takes {', '.join(pnames)}" if pnames else "")
            raise fail(f"{name}() got an unexpected keyword argument '{k}'{hint}", sp)
        if k in values:
            raise fail(f"{name}() got multiple values for argument '{k}'", sp)
        values[k] = v
        spans[k] = sp
    for p, d in params:
        if p not in values:
            if d is REQUIRED:
                raise fail(f"{name}() missing required argument '{p}'", node.span)
            values[p] = Const(d) if not isinstance(d, Const) else d
    return values, spans, tuple(extra)


def call_builtin(lw, callee, node, args, kwargs):
    b: Builtin = callee.target
    values, spans, extra = bind(b.name, b.params, b.varargs, node, args, kwargs,
                                b.n_positional)
    check_args(b.name, b.params, b.varargs, values, spans, extra, node.span)
    return b.fn(lw, Bound(values, spans, node.span, extra), node.span)


def call_method(lw, callee, node, args, kwargs):
    recv = callee.bound
    if isinstance(recv, TensorDesc):  # desc.load(offsets), desc.store(offsets, value)
        from .blockptr import descriptor_load, descriptor_store

        impl = descriptor_load if callee.name == "load" else descriptor_store
        return impl(lw, recv, args, kwargs, node)
    if callee.name == "to":
        values, spans, _ = bind("to", [("dtype", REQUIRED), ("bitcast", False),
                                       ("fp_downcast_rounding", None)], None, node, args, kwargs)
        check_args(".to", [(k, REQUIRED) for k in spans], None, values, spans)  # those given
        d = values["dtype"]
        if not (isinstance(d, Const) and isinstance(d.value, DType)):
            raise fail(f".to() needs a dtype such as fp16 or i32, got {d.describe()}",
                       spans.get("dtype", node.span))
        bc = values["bitcast"]
        rounding = values["fp_downcast_rounding"].value
        if rounding is not None:
            _check_rounding(recv, d.value, rounding, bool(bc.value),
                            spans["fp_downcast_rounding"])
        if rounding == "rtz":
            return lw.sem.cast(recv, d.value, node.span, rounding="rtz")
        return lw.sem.cast(recv, d.value, node.span, bitcast=bool(bc.value))
    from .library import reshape_impl, broadcast_to_impl, expand_dims_impl

    impl = {"reshape": reshape_impl, "broadcast_to": broadcast_to_impl,
            "expand_dims": expand_dims_impl}[callee.name]
    if callee.name in ("reshape", "broadcast_to") and len(args) > 1:
        args = [Const(tuple(a.value for a in args))] if all(
            isinstance(a, Const) for a in args) else args
    return impl(lw, recv, args, kwargs, node)


def _check_rounding(x, dst, rounding, bitcast: bool, span) -> None:
    """Triton's rule for ``fp_downcast_rounding``: ``"rtne"`` or ``"rtz"``, and only for a
    conversion of a float to a narrower float ("should be set only for truncating fp
    conversions")."""
    if rounding not in ("rtne", "rtz"):
        raise fail(f"fp_downcast_rounding must be 'rtne' (round to nearest even, the default) "
                   f"or 'rtz' (toward zero), got {rounding!r}", span)
    src = x.elem
    if bitcast or not (isinstance(src, DType) and isinstance(dst, DType) and src.is_float
                       and dst.is_float and dst.bits < src.bits):
        what = "a bitcast" if bitcast else f"{src} to {dst}"
        raise fail(f"fp_downcast_rounding is only for a float converted to a narrower float "
                   f"(as in Triton), not {what}", span)


def call_helper(lw, fdef: A.FunctionDef, node, args, kwargs, env):
    """Inline a ``def`` helper: bind its parameters and lower its body in a fresh scope."""
    if any(f is fdef for f, _ in lw.call_stack):
        chain = [f.name for f, _ in lw.call_stack]
        chain = chain[chain.index(fdef.name):] if fdef.name in chain else []
        how = ("calls itself" if len(chain) <= 1 else
               "calls itself through " + " -> ".join(f"{n}()" for n in chain[1:] + [fdef.name]))
        raise fail(f"helper {fdef.name}() {how}; recursion is not supported "
                   f"(helpers are inlined)", node.span)
    if len(lw.call_stack) > MAX_CALL_DEPTH:
        raise fail(f"helpers call each other more than {MAX_CALL_DEPTH} deep (helpers are "
                   f"inlined); call fewer helpers inside each other", node.span)
    params = []
    for p in fdef.params:
        d = REQUIRED
        if p.default is not None:
            dv = lw.expr(p.default, {})
            d = dv
        params.append((p.name, d))
    values, spans, _ = bind(fdef.name, params, None, node, args, kwargs)
    scope = {"$ret": Const(False)}
    for p in fdef.params:
        v = values[p.name]
        ann = p.annotation
        if ann == "constexpr" and not isinstance(v, Const):
            raise fail(f"parameter '{p.name}' of {fdef.name}() is a constexpr, but the "
                       f"argument is {v.describe()}, known only at run time",
                       spans.get(p.name, node.span))
        elif ann and ann != "constexpr":
            want = _annotation_type(ann)
            if want is not None:
                if isinstance(v, Const) and isinstance(want, DType):
                    v = lw.sem.to_tv(v, spans.get(p.name, node.span), want)
                if not isinstance(v, TV) or v.elem != want:
                    raise fail(f"parameter '{p.name}' of {fdef.name}() is annotated {ann}, "
                               f"but the argument is {v.describe()}",
                               spans.get(p.name, node.span))
        scope[p.name] = v
    lw.call_stack.append((fdef, node.span))
    saved_depth = lw.loop_depth
    lw.loop_depth = 0
    n_errors = len(lw.errors)
    try:
        out = lw.stmts(fdef.body, scope)
    finally:
        lw.loop_depth = saved_depth
        lw.call_stack.pop()
    if len(lw.errors) > n_errors:  # the helper's body failed: its result is not usable
        from .lower import PoisonUse

        raise PoisonUse()
    rv = out.get("$rv")
    if rv is None:
        return Const(None)
    return rv


def _annotation_type(ann: str):
    if ann.startswith("*"):
        d = dtype_from_name(ann[1:].strip())
        return PointerType(d) if d else None
    return dtype_from_name(ann)


def bind_kernel_params(lw, body):
    """Bind the kernel's parameters: constexprs to Consts, the rest to block arguments."""
    from .signature import signature

    env, params = {}, []
    for ps in signature(lw.fdef, lw.constants):
        if ps.kind == "constexpr" or (ps.kind == "any" and ps.name in lw.constexprs
                                      and ps.name not in lw.arg_types):
            if ps.name not in lw.constexprs:
                if ps.default is not None or ps.has_default:
                    env[ps.name] = Const(ps.default, ps.name)
                    lw.constexprs[ps.name] = ps.default
                    continue
                raise fail(f"constexpr parameter '{ps.name}' has no value; pass it as a "
                           f"keyword argument ({ps.name}=...)", ps.span)
            env[ps.name] = Const(lw.constexprs[ps.name], ps.name)
            continue
        t = lw.arg_types.get(ps.name)
        if ps.kind == "pointer":
            t = t or PointerType(ps.dtype)
            if t != PointerType(ps.dtype):
                raise fail(f"parameter '{ps.name}' is annotated *{ps.dtype} but got {t}",
                           ps.span)
        elif ps.kind == "scalar":
            t = t or ps.dtype
            if t != ps.dtype:
                raise fail(f"parameter '{ps.name}' is annotated {ps.dtype} but got {t}",
                           ps.span)
        elif t is None:
            raise fail(f"parameter '{ps.name}' has no annotation and no argument type was "
                       f"given; annotate it (e.g. {ps.name}: i32) or pass an argument",
                       ps.span)
        v = Value(TileType(t, ()), ps.name)
        v.owner = body
        body.args.append(v)
        kind = "pointer" if isinstance(t, PointerType) else "scalar"
        params.append(IRParam(ps.name, v, kind, dict(lw.facts.get(ps.name, {}))))
        env[ps.name] = TV(v)
    return env, params


__all__ = ["BUILTINS", "CONSTANT_NAMES", "KEYWORD_ADVICE", "NAMESPACES", "Bound",
           "TupleVal"]
