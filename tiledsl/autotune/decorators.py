"""``.tile`` decorators → a :class:`~.tuned.TunedKernel`.

::

    @autotune(configs=[Config(BLOCK_M=128, BLOCK_N=128, num_warps=8, num_stages=3),
                       Config(BLOCK_M=64, BLOCK_N=64)],
              key=["M", "N", "K"])
    @heuristics(EVEN_K=K % BLOCK_K == 0)
    kernel matmul(...):

* ``@autotune(configs=[...], key=[...], ...)`` — Triton's ``@triton.autotune``. ``configs`` is
  a list of ``Config(NAME=value, ..., num_warps=, num_stages=)`` (also ``load_other=``,
  ``persistent=``, ``num_consumer_groups=``: :data:`.config.CONFIG_OPTIONS`; ``config`` also
  works); a value is a literal (int, float, bool, string, a negative number), a dtype name or
  a tuple of those. ``key`` lists parameter names, as strings or bare names. Optional: ``warmup``,
  ``rep`` (ms), ``check`` (bool), ``reference`` ("first" or "interpreter"), ``strict``
  (bool), ``interpreter_config`` (an index), ``compile_workers`` (int). Pruning functions and
  tolerances are Python objects: add them with ``tiledsl.autotune(mod.kernel, ...)``.
* ``@heuristics(NAME=expression, ...)`` — Triton's ``@triton.heuristics``, with an expression
  instead of a lambda (:mod:`.expr`).

Every mistake is a located error (``file:line:col``, the line, carets), all of a kernel's
decorators collected before raising.
"""
from __future__ import annotations

import difflib

from .. import ast as A
from ..dtypes import dtype_from_name
from ..errors import TileCompileErrors, TileTypeError
from . import expr
from .config import CONFIG_OPTIONS, OPTION_NAMES, Config
from .tuned import Heuristic, TunedKernel

AUTOTUNE_OPTIONS = ("configs", "key", "warmup", "rep", "check", "reference", "strict",
                    "interpreter_config", "compile_workers")
_TRITON_ONLY = {
    "reset_to_zero": "not needed: every configuration runs on its own copies of the "
                     "arguments, and what the kernel writes is restored between runs",
    "restore_value": "not needed: every configuration runs on its own copies of the "
                     "arguments, and what the kernel writes is restored between runs",
    "prune_configs_by": "pruning functions are Python: add them with "
                        "tiledsl.autotune(mod.kernel, prune_configs_by={...})",
    "cache_results": "not needed: results are always kept on disk",
    "pre_hook": "hooks are not supported", "post_hook": "hooks are not supported",
    "do_bench": "to replace the timer, pass backend= to tiledsl.autotune from Python",
    "use_cuda_graph": "not supported", "num_ctas": "not supported", "maxnreg": "not supported",
}


def from_decorators(kernel):
    """The kernel with its ``.tile`` decorators applied: a TunedKernel, or ``kernel`` itself
    when it has none (or is already tuned). ``tiledsl.launch.Module`` calls this for every
    kernel it loads. Raises TileTypeError / TileCompileErrors, located."""
    decorators = getattr(kernel.ast, "decorators", ())
    if not decorators or isinstance(kernel, TunedKernel):
        return kernel
    errors: list = []
    params = {p.name: p for p in kernel.params}
    options: dict = {}
    heuristics: dict = {}
    seen_autotune = None
    for d in decorators:
        func = d.call.func
        name = func.id if isinstance(func, A.Name) else None
        if name == "autotune":
            if seen_autotune is not None:
                errors.append(TileTypeError("@autotune given twice; merge the two", d.span))
                continue
            seen_autotune = d
            options = _autotune_options(kernel, d.call, params, errors)
        elif name == "heuristics":
            _heuristics(kernel, d.call, params, heuristics, errors)
        else:
            hint = difflib.get_close_matches(name or "", ["autotune", "heuristics"], n=1)
            did = f" (did you mean @{hint[0]}?)" if hint else ""
            errors.append(TileTypeError(
                f"unknown decorator '@{name}'{did}; a kernel takes @autotune(...) and "
                f"@heuristics(...)", func.span))
    _check_heuristic_names(kernel, options.get("configs", []), heuristics,
                           seen_autotune, errors)
    if errors:
        errors.sort(key=lambda e: (e.span.line, e.span.col) if e.span else (0, 0))
        raise errors[0] if len(errors) == 1 else TileCompileErrors(errors)
    if seen_autotune is None:
        return TunedKernel(kernel, heuristics=heuristics)
    try:
        return TunedKernel(kernel, heuristics=heuristics, **options)
    except TileTypeError as exc:  # a rule not checked above: locate it at the decorator
        raise TileTypeError(exc.message, exc.span or seen_autotune.span) from None


# ---------------------------------------------------------------------------- @autotune
def _autotune_options(kernel, call: A.Call, params: dict, errors: list) -> dict:
    out: dict = {}
    named = {}
    positional = ("configs", "key")
    if len(call.args) > len(positional):
        errors.append(TileTypeError("@autotune takes at most two positional arguments "
                                    "(configs, key); name the others", call.args[2].span))
    for i, a in enumerate(call.args[:2]):
        named[positional[i]] = (a, a.span)
    for kw in call.keywords:
        if kw.name in named:
            errors.append(TileTypeError(f"@autotune: '{kw.name}' given twice", kw.span))
            continue
        named[kw.name] = (kw.value, kw.span)
    for name, (node, span) in named.items():
        if name in _TRITON_ONLY:
            errors.append(TileTypeError(f"@autotune: '{name}' is Triton's; {_TRITON_ONLY[name]}",
                                        span))
        elif name not in AUTOTUNE_OPTIONS:
            hint = difflib.get_close_matches(name, AUTOTUNE_OPTIONS, n=1)
            did = f" (did you mean '{hint[0]}'?)" if hint else ""
            errors.append(TileTypeError(f"@autotune: unknown argument '{name}'{did}; it takes "
                                        f"{', '.join(AUTOTUNE_OPTIONS)}", span))
    if "configs" not in named:
        errors.append(TileTypeError("@autotune needs configs=[Config(...), ...]", call.span))
    else:
        out["configs"] = _configs(named["configs"][0], params, errors)
    if "key" not in named:
        errors.append(TileTypeError("@autotune needs key=[...]: the parameters whose values "
                                    "select a tuning (key=[] for none)", call.span))
    else:
        out["key"] = _key(named["key"][0], params, out.get("configs", []), errors)
    for name, want in (("warmup", "number"), ("rep", "number"), ("check", "bool"),
                       ("strict", "bool"), ("reference", "str"),
                       ("interpreter_config", "int"), ("compile_workers", "int")):
        if name in named:
            value, ok = _literal(named[name][0])
            if not ok or not _is_a(value, want):
                errors.append(TileTypeError(f"@autotune: {name} must be a literal {want}",
                                            named[name][0].span))
                continue
            out[name] = value
    return out


def _is_a(value, want: str) -> bool:
    if want == "bool":
        return isinstance(value, bool)
    if want == "int":
        return isinstance(value, int) and not isinstance(value, bool)
    if want == "number":
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    return isinstance(value, str)


def _configs(node, params: dict, errors: list) -> list:
    if not isinstance(node, A.Tuple):
        errors.append(TileTypeError("configs must be a list: [Config(...), ...]", node.span))
        return []
    if not node.elts:
        errors.append(TileTypeError("configs is empty; give at least one Config(...)",
                                    node.span))
    out, seen = [], {}
    for elt in node.elts:
        c = _config(elt, params, errors)
        if c is None:
            continue
        if c.key in seen:
            errors.append(TileTypeError(f"this Config repeats an earlier one ({c})", elt.span))
            continue
        seen[c.key] = elt
        out.append(c)
    return out


def _config(node, params: dict, errors: list) -> Config | None:
    fname = node.func.id if isinstance(node, A.Call) and isinstance(node.func, A.Name) else None
    if fname not in ("Config", "config"):
        errors.append(TileTypeError("each configuration is Config(NAME=value, ..., "
                                    "num_warps=..., num_stages=...)", node.span))
        return None
    if node.args:
        errors.append(TileTypeError("Config takes keyword arguments only: Config(BLOCK=128)",
                                    node.args[0].span))
        return None
    kwargs, options, ok = {}, {}, True
    spans = {}  # of each option's value, to locate its refusal there
    for kw in node.keywords:
        value, lit = _literal(kw.value)
        if not lit:
            errors.append(TileTypeError(f"'{kw.name}' must be a literal (a number, bool, "
                                        f"string, dtype or tuple of those)", kw.value.span))
            ok = False
            continue
        if kw.name in CONFIG_OPTIONS:
            options[kw.name] = value
            spans[kw.name] = kw.value.span
            continue
        p = params.get(kw.name)
        if p is None or p.kind != "constexpr":
            consts = [n for n, q in params.items() if q.kind == "constexpr"]
            hint = difflib.get_close_matches(kw.name, consts + list(CONFIG_OPTIONS), n=1)
            did = f" (did you mean '{hint[0]}'?)" if hint else ""
            what = ("a run-time parameter; a Config sets constexprs only" if p is not None
                    else f"not a constexpr of the kernel{did}; its constexprs: "
                         f"{', '.join(consts) or '(none)'}")
            errors.append(TileTypeError(f"Config sets '{kw.name}', {what}", kw.span))
            ok = False
            continue
        if kw.name in kwargs:
            errors.append(TileTypeError(f"'{kw.name}' given twice", kw.span))
            ok = False
            continue
        kwargs[kw.name] = value
    if not ok:
        return None
    try:
        return Config(kwargs, **options)
    except TileTypeError as exc:
        # "Config: persistent must be ..." ("Config: num_consumer_groups=3 with ...") locates
        # at that option's value
        named = [n for n in spans if exc.message.startswith((f"Config: {n} ", f"Config: {n}="))]
        errors.append(TileTypeError(exc.message, spans[named[0]] if named else node.span))
        return None


def _key(node, params: dict, configs: list, errors: list) -> list:
    elts = node.elts if isinstance(node, A.Tuple) else (node,)
    set_by_configs = set().union(*(c.names() for c in configs)) if configs else set()
    out = []
    for e in elts:
        if isinstance(e, A.String):
            name = e.value
        elif isinstance(e, A.Name):
            name = e.id
        else:
            errors.append(TileTypeError("a key entry is a parameter name, e.g. key=[\"M\", "
                                        "\"N\"]", e.span))
            continue
        if name not in params:
            hint = difflib.get_close_matches(name, list(params), n=1)
            did = f" (did you mean '{hint[0]}'?)" if hint else ""
            errors.append(TileTypeError(f"key names '{name}', which is not a parameter of the "
                                        f"kernel{did}", e.span))
            continue
        if name in set_by_configs:
            errors.append(TileTypeError(f"key names '{name}', which the configurations set; "
                                        f"a key is an input of the launch", e.span))
            continue
        out.append(name)
    return out


def _literal(node):
    """``(value, True)`` for a literal node, ``(None, False)`` otherwise."""
    if isinstance(node, (A.Constant, A.String)):
        return node.value, True
    if isinstance(node, A.UnaryOp) and node.op in "-+" and isinstance(node.operand, A.Constant) \
            and isinstance(node.operand.value, (int, float)) \
            and not isinstance(node.operand.value, bool):
        v = node.operand.value
        return (-v if node.op == "-" else v), True
    if isinstance(node, A.Name):
        if node.id in ("True", "False"):
            return node.id == "True", True
        dt = dtype_from_name(node.id)
        if dt is not None:
            return dt, True
        return None, False
    if isinstance(node, A.Tuple):
        vals = [_literal(e) for e in node.elts]
        if all(ok for _, ok in vals):
            return tuple(v for v, _ in vals), True
    return None, False


# -------------------------------------------------------------------------- @heuristics
def _heuristics(kernel, call: A.Call, params: dict, out: dict, errors: list) -> None:
    if call.args:
        errors.append(TileTypeError("@heuristics takes NAME=expression arguments, e.g. "
                                    "@heuristics(EVEN_K=K % BLOCK_K == 0)", call.args[0].span))
    visible = {n for n, p in params.items() if p.kind != "pointer"} | set(OPTION_NAMES)
    for kw in call.keywords:
        p = params.get(kw.name)
        if kw.name not in OPTION_NAMES and (p is None or p.kind != "constexpr"):
            errors.append(TileTypeError(
                f"@heuristics computes '{kw.name}', which is not a constexpr parameter of the "
                f"kernel (nor num_warps/num_stages)", kw.span))
            continue
        if kw.name in out:
            errors.append(TileTypeError(f"@heuristics: '{kw.name}' computed twice", kw.span))
            continue
        try:
            expr.check_expr(kw.value, visible, f"heuristic '{kw.name}'")
        except TileTypeError as exc:
            errors.append(exc)
            continue
        node = kw.value
        out[kw.name] = Heuristic(kw.name, lambda env, node=node: expr.evaluate(node, env),
                                 text=node.span.source.line(node.span.line).strip(),
                                 span=node.span)


def _check_heuristic_names(kernel, configs, heuristics: dict, dec, errors: list) -> None:
    set_by_configs = set().union(*(c.names() for c in configs)) if configs else set()
    for name, h in heuristics.items():
        if name in set_by_configs:
            errors.append(TileTypeError(f"@heuristics computes '{name}', which the @autotune "
                                        f"configurations also set; drop one of the two",
                                        h.span))
