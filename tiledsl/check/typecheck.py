"""Type-checking a whole file without a launch: :func:`check_types` (what ``tiledsl check`` runs).

Every kernel that can be typed without a launch is lowered (:func:`tiledsl.check.lower`) once
per distinct specialization: one without decorators, one per ``@autotune`` configuration with
them, ``@heuristics`` computed when they read constexprs and options only. The decorators are
the autotuner's, which sits above the front end, so the caller passes the function that applies
them (``decorated``).
"""
from __future__ import annotations

import copy
from dataclasses import fields

from .. import ast as A
from ..depth import deep_recursion
from ..errors import TileCompileErrors, TileError, internal_errors
from .resolve import check_module


class TypeCheck(tuple):
    """What :func:`check_types` returns: the pair ``(errors, notes)``, which also carries
    ``kernels`` (as :class:`os.stat_result` has attributes beyond its items).

    ``errors``: every :class:`~tiledsl.errors.TileError` found, in source order; ``notes``: one
    line per kernel that could not be typed, saying what to pass; ``kernels``: kernel name →
    :class:`~tiledsl.check.KernelSig` for every kernel of the file, in source order.
    """

    def __new__(cls, errors: list, notes: list, kernels: dict):
        self = super().__new__(cls, (errors, notes))
        self.kernels = kernels
        return self

    @property
    def errors(self) -> list:
        return self[0]

    @property
    def notes(self) -> list:
        return self[1]


def check_types(module: A.Module, constexprs: dict | None = None,
                arg_types: dict | None = None, *, decorated=None,
                raise_module_errors: bool = True, only: str | None = None) -> TypeCheck:
    """Type-check every kernel of ``module`` (a parsed file) that can be typed without a launch.

    A kernel can be typed when each run-time parameter is annotated or has a type in
    ``arg_types`` (name → ``DType`` or ``PointerType``) and every constexpr has a value: from
    its ``@autotune`` configuration, a ``@heuristics`` expression that reads only constexprs and
    options, ``constexprs`` (name → Python value) or its default, in that order. ``constexprs``
    and ``arg_types`` are shared by every kernel of the file. Configurations that give the same
    constexpr values are lowered once; an error found under some configurations only says so
    (``under Config(...)[ and N other configurations]: ...``).

    ``decorated(module, sig)`` applies the decorators of a kernel that has some (``sig``: its
    :class:`~tiledsl.check.KernelSig`): it returns an object whose ``configs`` are the
    autotuning configurations (each with ``kwargs``, its constexprs, ``all_kwargs()``, those and
    its options, and a ``str`` naming it) and whose ``heuristics`` map a constexpr or option
    name to an object whose ``fn(values)`` computes it, as a ``tiledsl.autotune.TunedKernel``
    does; it raises the decorators' located errors (``TileError``), which are reported with the
    others. ``tiledsl check`` passes the autotuner's. Without ``decorated``, decorators are not
    applied: each kernel is lowered once, with ``constexprs`` and the defaults.

    ``raise_module_errors``: with True, an error of :func:`tiledsl.check.check_module`
    (names, signatures, arities) raises; with False it is returned with the others, and a
    kernel holding one or using a helper that does is not lowered (no kernel is, when an error
    lies outside every function: in a module constant, which any kernel may use).

    ``only``: the name of the one kernel to type-check (``tiledsl check --kernel``); the
    module's own checks still cover the whole file, which cannot be loaded without them.

    Returns a :class:`TypeCheck`, which unpacks as ``(errors, notes)``: every
    :class:`~tiledsl.errors.TileError` found, in source order (an
    :class:`~tiledsl.errors.InternalError` among them is a bug in tiledsl), and one note per
    kernel that could not be typed, saying what to pass; its ``kernels`` gives each kernel's
    signature. Raises :class:`~tiledsl.errors.TileCompileErrors` with ``check_module``'s
    errors when ``raise_module_errors`` and there are some, or
    :class:`~tiledsl.errors.InternalError` for a bug while checking the module.
    """
    from . import lower  # the package's, at each call (the package imports this module)

    consts = dict(constexprs or {})
    types = dict(arg_types or {})
    errors: list = []
    with internal_errors(module.span, "checking the module"), deep_recursion():
        info = check_module(module, errors)
    if errors and raise_module_errors:
        raise TileCompileErrors(_in_source_order(errors))
    broken = _broken_functions(module, errors)
    notes: list = []
    for name, sig in info.kernels.items():
        if only is not None and name != only:
            continue
        tuned = None
        if decorated is not None and getattr(sig.fdef, "decorators", ()):
            try:
                tuned = decorated(module, sig)
            except TileCompileErrors as e:
                errors.extend(e.errors)
                continue
            except TileError as e:
                errors.append(e)
                continue
        variants, missing = _variants(sig, tuned, consts, types)
        if missing:
            notes.append(f"kernel {name} not type-checked: " + "; ".join(missing))
            continue
        if broken is None or name in broken:
            continue  # its errors are reported; lowering it would repeat them
        kernel_types = {p.name: types[p.name] for p in sig.params if p.kind == "any"}
        found: dict = {}  # error identity → (error, the configurations that raised it)
        for values, configs in variants:
            try:
                lower(module, name, kernel_types, values)
                raised = []
            except TileCompileErrors as e:
                raised = e.errors
            except TileError as e:
                raised = [e]
            for e in raised:
                key = (type(e).__name__, str(e.span) if e.span else "", e.message)
                found.setdefault(key, (e, []))[1].extend(configs)
        total = sum(len(c) for _, c in variants)
        for e, configs in found.values():
            errors.append(e if len(configs) == total or not configs[0]
                          else _under(e, configs))
    return TypeCheck(_in_source_order(errors), notes, info.kernels)


def _in_source_order(errors: list) -> list:
    return sorted(errors, key=lambda e: (e.span.line, e.span.col) if e.span else (0, 0))


def _variants(sig, tuned, consts: dict, types: dict) -> tuple[list, list]:
    """``([(constexpr values, configurations)], missing)`` for one kernel.

    Without ``@autotune`` there is one variant (``configurations`` is ``[None]``); with it, one
    per configuration, the Config's constexprs and options merged over the ``consts`` values
    and the defaults, configurations giving the same values sharing a variant. A heuristic
    whose expression uses only constexprs and options is computed; one that reads a run-time
    parameter is not (the constexpr takes its ``consts`` value or default). ``missing``: what to
    pass for a kernel that cannot be typed (then no variant)."""
    configs = list(getattr(tuned, "configs", None) or []) or [None]
    heuristics = dict(getattr(tuned, "heuristics", None) or {})
    runtime = {p.name for p in sig.params if p.kind != "constexpr"}
    reads = _heuristic_reads(sig.fdef)
    variants: dict = {}
    missing: list = []
    for config in configs:
        values = {}
        for p in sig.params:
            if p.kind == "constexpr":
                if p.name in consts:
                    values[p.name] = consts[p.name]
                elif p.has_default:
                    values[p.name] = p.default
        options = {"num_warps": 4}
        if config is not None:
            options.update({k: v for k, v in config.all_kwargs().items()
                            if k not in config.kwargs})
            values.update(config.kwargs)
        for hname, h in heuristics.items():
            if reads.get(hname, set()) & runtime:
                continue  # known at a launch only
            try:
                value = h.fn({**values, **options})
            except Exception:  # noqa: BLE001 - the launch reports it, located
                continue
            (options if hname in ("num_warps", "num_stages") else values)[hname] = value
        values = {p.name: values[p.name] for p in sig.params
                  if p.kind == "constexpr" and p.name in values}
        missing = []
        for p in sig.params:
            if p.kind == "constexpr" and p.name not in values:
                why = (" (@heuristics computes it from the launch's arguments)"
                       if p.name in heuristics else "")
                missing.append(f"constexpr {p.name} has no value{why} (pass --constexpr "
                               f"{p.name}=...)")
            elif p.kind == "any" and p.name not in types:
                missing.append(f"parameter {p.name} has no type annotation (annotate it, or "
                               f"pass --arg {p.name}=TYPE)")
        if missing:
            return [], missing
        # keyed with the values' types, so that 1, 1.0 and True stay distinct
        key = tuple((k, type(v), v) for k, v in values.items())
        variants.setdefault(key, (values, []))[1].append(config)
    return list(variants.values()), missing


def _heuristic_reads(fdef) -> dict:
    """``{name: the names its @heuristics expression reads}`` for ``fdef``'s heuristics."""
    out: dict = {}
    for d in getattr(fdef, "decorators", ()):
        func = d.call.func
        if isinstance(func, A.Name) and func.id == "heuristics":
            for kw in d.call.keywords:
                out[kw.name] = _names_in(kw.value)
    return out


def _names_in(node) -> set:
    """Every ``Name`` id under ``node`` (iteratively: no recursion limit)."""
    out, stack = set(), [node]
    while stack:
        n = stack.pop()
        if isinstance(n, tuple):
            stack.extend(n)
        elif isinstance(n, A.Node):
            if isinstance(n, A.Name):
                out.add(n.id)
            stack.extend(getattr(n, f.name) for f in fields(n)
                         if f.name not in ("span", "name_span"))
    return out


def _broken_functions(tree, errors: list) -> set | None:
    """The names of the functions of ``tree`` that hold one of ``errors`` or use (through
    helper calls) one that does; None when an error lies outside every function (a module
    constant), which any kernel may depend on."""
    spans = {f.name: f.span for f in tree.functions}
    bad = set()
    for e in errors:
        s = e.span
        if s is None:
            return None
        owner = next((n for n, fs in spans.items() if fs.source is s.source
                      and (fs.line, fs.col) <= (s.line, s.col)
                      and (s.line, s.col) <= (fs.end_line, fs.end_col)), None)
        if owner is None:
            return None
        bad.add(owner)
    uses = {f.name: _names_in(f.body) & set(spans) for f in tree.functions}
    changed = True
    while changed:
        changed = False
        for name, used in uses.items():
            if name not in bad and used & bad:
                bad.add(name)
                changed = True
    return bad


def _under(error, configs: list):
    """``error`` with its message saying the configuration(s) under which it was found."""
    first = configs[0]
    others = len(configs) - 1
    where = f"under {first}" + (f" and {others} other configuration{'s' * (others != 1)}"
                                if others else "")
    e = copy.copy(error)
    e.message = f"{where}: {error.message}"
    return e
