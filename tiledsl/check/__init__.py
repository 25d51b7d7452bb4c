"""The checker: name resolution, constexpr evaluation, typing, and lowering to the IR.

* :func:`check_module` — what can be checked without specializing (run at load time);
* :func:`lower` — one kernel for one specialization, typed by Triton's rules, as IR.
"""
from __future__ import annotations

from .. import ast as A
from ..errors import TileCompileErrors, TileTypeError, internal_errors
from .lower import Lowerer
from .resolve import ModuleInfo, check_module as _check_module
from .signature import KernelSig, ParamSig, signature

__all__ = ["check_module", "lower", "ModuleInfo", "KernelSig", "ParamSig", "signature"]


def check_module(module: A.Module) -> ModuleInfo:
    """Check signatures, names, call arities and loop/return structure of every function.

    Returns a :class:`ModuleInfo` (``.kernels``: name → :class:`KernelSig`). Raises
    :class:`~tiledsl.errors.TileCompileErrors` holding every error found, in source order.
    """
    errors: list = []
    with internal_errors(module.span, "checking the module"):
        info = _check_module(module, errors)
    if errors:
        errors.sort(key=lambda e: (e.span.line, e.span.col) if e.span else (0, 0))
        raise TileCompileErrors(errors)
    return info


def lower(module: A.Module, kernel_name: str, arg_types: dict, constexprs: dict,
          facts: dict | None = None):
    """Type-check and lower kernel ``kernel_name`` for one specialization.

    ``arg_types``: parameter name → ``DType`` (scalars) or ``PointerType`` (pointers) for every
    run-time parameter; ``constexprs``: name → Python value for constexpr parameters;
    ``facts``: name → launch facts copied into ``ir.Param.facts``. Returns a verified
    :class:`~tiledsl.ir.Function`. Raises :class:`TileCompileErrors` with every error found,
    or :class:`~tiledsl.errors.InternalError` for a compiler bug.
    """
    fdef = module.get(kernel_name)
    if fdef is None or not fdef.is_kernel:
        raise TileTypeError(f"no kernel named '{kernel_name}' in {module.span.source.filename}")
    with internal_errors(fdef.span, f"lowering kernel {kernel_name}"):
        fn = Lowerer(module, fdef, arg_types, constexprs, facts).lower()
        from ..verify import verify

        verify(fn)
    return fn
