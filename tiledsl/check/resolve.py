"""Checks that need no specialization: signatures, names, arity, loop/return structure.

Run when a file is loaded, so that a typo is reported before any launch. Typing (dtypes and
shapes) needs constexpr values and argument types and happens in :func:`tiledsl.check.lower`.
"""
from __future__ import annotations

import difflib

from .. import ast as A
from ..dtypes import dtype_from_name
from ..errors import TileTypeError
from .builtins import BUILTINS, CONSTANT_NAMES, NAMESPACES, keyword_advice
from .constants import assignment_errors, constant_errors, module_constants
from .lower import assigned_names
from .signature import KernelSig, default_order_errors, param_sig


#: how many "did you mean" hints one function's errors get (each compares every name)
MAX_HINTS = 20


class ModuleInfo:
    """What :func:`check_module` learned: ``kernels`` (name → KernelSig), ``helpers``."""

    def __init__(self, module, kernels, helpers):
        self.module = module
        self.kernels = kernels
        self.helpers = helpers


def check_module(module: A.Module, errors: list | None = None) -> ModuleInfo:
    """Check ``module`` as far as possible without specializing; append errors to ``errors``."""
    errs = errors if errors is not None else []
    errs.extend(constant_errors(module))
    constants = module_constants(module)
    kernels, helpers, seen = {}, {}, {}
    for f in module.functions:
        if f.name in seen:
            errs.append(TileTypeError(f"'{f.name}' is defined twice (first at line "
                                      f"{seen[f.name].line})", f.name_span))
            continue
        seen[f.name] = f.span
        if f.name in BUILTINS and not f.is_kernel:
            # a helper is called by its name, which would hide the builtin; a kernel is only
            # launched from Python (inside .tile code the name is the builtin's), so a kernel
            # may be called softmax or gather
            errs.append(TileTypeError(f"'{f.name}' is a builtin; choose another name",
                                      f.name_span))
        params, pseen = [], set()
        for p in f.params:
            if p.name in pseen:
                errs.append(TileTypeError(f"duplicate parameter '{p.name}'", p.span))
                continue
            pseen.add(p.name)
            try:
                params.append(param_sig(p, constants))
            except TileTypeError as e:
                errs.append(e)
        errs.extend(default_order_errors(params))
        if f.is_kernel:
            kernels[f.name] = KernelSig(f.name, params, f, f.span)
        else:
            helpers[f.name] = f
    for f in module.functions:
        errs.extend(assignment_errors(module, f))
        _Resolver(f, helpers, {k.name for k in module.functions if k.is_kernel}, errs,
                  {c.name for c in module.constants}).run()
    return ModuleInfo(module, kernels, helpers)


class _Resolver:
    def __init__(self, fdef, helpers, kernels, errs, constants=frozenset()):
        self.f = fdef
        self.helpers = helpers
        self.kernels = kernels
        self.errs = errs
        self.defined = ({p.name for p in fdef.params} | set(assigned_names(fdef.body))
                        | set(constants))
        self.hints_left = MAX_HINTS

    def err(self, msg, span):
        self.errs.append(TileTypeError(msg, span))

    def run(self):
        self.stmts(self.f.body, 0)

    def stmts(self, body, depth):
        for s in body:
            self.stmt(s, depth)

    def stmt(self, s, depth):
        if isinstance(s, (A.Assign,)):
            self.expr(s.value)
        elif isinstance(s, A.AugAssign):
            self.expr(s.target)
            self.expr(s.value)
        elif isinstance(s, A.ExprStmt):
            self.expr(s.value)
        elif isinstance(s, A.If):
            self.expr(s.test)
            self.stmts(s.body, depth)
            self.stmts(s.orelse, depth)
        elif isinstance(s, A.For):
            fn = s.iter.func
            loop_call = isinstance(fn, A.Name) and fn.id in ("range", "static_range")
            if not loop_call:
                self.err("a for loop must iterate over range(...) or static_range(...)",
                         s.iter.span)
            for a in s.iter.args:
                self.expr(a)
            for k in s.iter.keywords:
                self.expr(k.value)
            if loop_call:
                self.call_arity(s.iter)  # range's num_stages=, nothing for static_range
            self.stmts(s.body, depth + 1)
        elif isinstance(s, A.While):
            self.expr(s.test)
            self.stmts(s.body, depth + 1)
        elif isinstance(s, (A.Break, A.Continue)):
            if depth == 0:
                self.err(f"{'break' if isinstance(s, A.Break) else 'continue'} outside a loop",
                         s.span)
        elif isinstance(s, A.Return):
            if depth > 0:
                self.err("return inside a loop is not supported (as in Triton); set a "
                         "variable and break out of the loop instead", s.span)
            if s.value is not None:
                if self.f.is_kernel:
                    self.err("a kernel cannot return a value; store results through a "
                             "pointer with store()", s.value.span)
                self.expr(s.value)

    def expr(self, e):
        if isinstance(e, A.Name):
            n = e.id
            if (n in self.defined or n in self.helpers or n in BUILTINS
                    or n in CONSTANT_NAMES or n in NAMESPACES
                    or dtype_from_name(n) is not None):
                return
            if n in self.kernels:
                self.err(f"'{n}' is a kernel; kernels cannot be called from kernels (make it "
                         f"a 'def' helper)", e.span)
                return
            hint = ""
            if self.hints_left > 0:  # a bounded number: each one compares every name
                self.hints_left -= 1
                known = list(self.defined) + list(self.helpers) + list(BUILTINS)
                close = difflib.get_close_matches(n, known, n=1)
                hint = f"; did you mean '{close[0]}'?" if close else ""
            self.err(f"undefined name '{n}'{hint}", e.span)
        elif isinstance(e, A.Call):
            self.expr(e.func)
            for a in e.args:
                self.expr(a)
            for k in e.keywords:
                self.expr(k.value)
            self.call_arity(e)
        elif isinstance(e, (A.BinOp, A.Compare)):
            self.expr(e.left)
            self.expr(e.right)
        elif isinstance(e, A.BoolOp):
            for v in e.values:
                self.expr(v)
        elif isinstance(e, A.UnaryOp):
            self.expr(e.operand)
        elif isinstance(e, A.IfExp):
            self.expr(e.test)
            self.expr(e.body)
            self.expr(e.orelse)
        elif isinstance(e, A.Attribute):
            self.expr(e.value)
        elif isinstance(e, A.Subscript):
            self.expr(e.value)
            for i in e.indices:
                if not isinstance(i, A.Slice):
                    self.expr(i)
        elif isinstance(e, A.Tuple):
            for x in e.elts:
                self.expr(x)

    def call_arity(self, call):
        fn = call.func
        if not isinstance(fn, A.Name) or fn.id in self.defined:
            return
        if fn.id in self.helpers:
            f = self.helpers[fn.id]
            names = [p.name for p in f.params]
            required = [p.name for p in f.params if p.default is None]
            if len(call.args) > len(names):
                self.err(f"{fn.id}() takes at most {len(names)} positional arguments but "
                         f"{len(call.args)} were given", call.span)
                return
            given = set(names[:len(call.args)])
            for k in call.keywords:
                if k.name not in names:
                    self.err(f"{fn.id}() got an unexpected keyword argument '{k.name}'",
                             k.span)
                given.add(k.name)
            missing = [r for r in required if r not in given]
            if missing:
                self.err(f"{fn.id}() missing required argument '{missing[0]}'", call.span)
        elif fn.id in BUILTINS:
            b = BUILTINS[fn.id]
            names = [p for p, _ in b.params]
            if b.varargs is None and len(call.args) > len(names):
                self.err(f"{fn.id}() takes at most {len(names)} positional arguments but "
                         f"{len(call.args)} were given", call.span)
            for k in call.keywords:
                advice = keyword_advice(fn.id, k.name, names)
                if advice:
                    self.err(advice, k.span)
                elif k.name not in names:
                    close = difflib.get_close_matches(k.name, names, n=1)
                    hint = f"; did you mean '{close[0]}'?" if close else ""
                    self.err(f"{fn.id}() got an unexpected keyword argument "
                             f"'{k.name}'{hint}", k.span)
