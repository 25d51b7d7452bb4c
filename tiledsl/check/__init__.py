"""The checker: name resolution, constexpr evaluation, typing, and lowering to the IR.

* :func:`check_module` — what can be checked without specializing (run at load time);
* :func:`lower` — one kernel for one specialization, typed by Triton's rules, as IR;
* :func:`check_types` — every kernel of a file that can be typed without a launch, lowered
  once per specialization (``tiledsl check``; :mod:`.typecheck`).
"""
from __future__ import annotations

from .. import ast as A
from ..depth import deep_recursion
from ..errors import TileCompileErrors, TileTypeError, internal_errors
from .lower import Lowerer
from .resolve import ModuleInfo, check_module as _check_module
from .signature import KernelSig, ParamSig, signature
from .typecheck import TypeCheck, check_types

__all__ = ["check_module", "check_types", "lower", "ModuleInfo", "KernelSig", "ParamSig",
           "TypeCheck", "signature"]


def check_module(module: A.Module) -> ModuleInfo:
    """Check signatures, names, call arities and loop/return structure of every function.

    Returns a :class:`ModuleInfo` (``.kernels``: name → :class:`KernelSig`). Raises
    :class:`~tiledsl.errors.TileCompileErrors` holding every error found, in source order.
    """
    errors: list = []
    with internal_errors(module.span, "checking the module"), deep_recursion():
        info = _check_module(module, errors)
    if errors:
        errors.sort(key=lambda e: (e.span.line, e.span.col) if e.span else (0, 0))
        raise TileCompileErrors(errors)
    return info


def lower(module: A.Module, kernel_name: str, arg_types: dict, constexprs: dict,
          facts: dict | None = None, debug: bool = False):
    """Type-check and lower kernel ``kernel_name`` for one specialization.

    ``arg_types``: parameter name → ``DType`` (scalars) or ``PointerType`` (pointers) for every
    run-time parameter; ``constexprs``: name → Python value for constexpr parameters;
    ``facts``: name → launch facts copied into ``ir.Param.facts``; ``debug=True`` also records
    ``fn.debug_info`` (:mod:`tiledsl.debuginfo`: statement boundaries, the source names in
    scope, helper call chains) for the debugger; run no passes on such IR. Returns a verified
    :class:`~tiledsl.ir.Function`. Raises :class:`TileCompileErrors` with every error found,
    or :class:`~tiledsl.errors.InternalError` for a compiler bug.
    """
    fdef = module.get(kernel_name)
    if fdef is None or not fdef.is_kernel:
        raise TileTypeError(f"no kernel named '{kernel_name}' in {module.span.source.filename}")
    with internal_errors(fdef.span, f"lowering kernel {kernel_name}"), deep_recursion():
        lw = Lowerer(module, fdef, arg_types, constexprs, facts)
        if debug:
            from .debugrecord import Recorder

            lw.debug = Recorder()
        fn = lw.lower()
        from ..verify import verify

        verify(fn)
        if debug:
            fn.debug_info = lw.debug.finish(fn)
    return fn

