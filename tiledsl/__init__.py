"""tiledsl: a block-level GPU kernel language with a numpy interpreter and a CUDA/HIP generator.

Public API::

    mod = tiledsl.load("examples/softmax.tile")        # or tiledsl.compile(text, filename=...)
    mod.softmax[(rows,)](y, x, n_cols, BLOCK=1024)     # numpy arrays -> interpreter
    print(mod.softmax.ir(BLOCK=1024, x="*fp32"))       # IR text of one specialization

``load``/``compile`` live in :mod:`tiledsl.launch.loading`; the error classes in
:mod:`tiledsl.errors`; the dtypes (``tiledsl.fp32`` ...) in :mod:`tiledsl.dtypes`.

From a source checkout (no install), the sibling folders ``interpreter/`` and ``codegen/`` are
made importable as ``tiledsl.interpreter`` and ``tiledsl.codegen`` by a small import finder
registered below, exactly as setup.cfg's ``package_dir`` maps them in an install.
"""
from __future__ import annotations

import importlib.abc
import importlib.util
import os
import sys

__version__ = "0.1.0"

# ------------------------------------------------------------ source-checkout subpackages
_HERE = os.path.dirname(os.path.abspath(__file__))
_ROOT = os.path.dirname(_HERE)
_MAPPED = {"tiledsl.interpreter": "interpreter", "tiledsl.codegen": "codegen"}


def _is_source_checkout() -> bool:
    """True when this package sits in the tiledsl repository (setup.cfg naming tiledsl beside
    it) rather than in site-packages, where the install already placed the subpackages."""
    cfg = os.path.join(_ROOT, "setup.cfg")
    try:
        with open(cfg, encoding="utf-8") as f:
            return "name = tiledsl" in f.read()
    except OSError:
        return False


class _SiblingFinder(importlib.abc.MetaPathFinder):
    """Finds ``tiledsl.interpreter`` / ``tiledsl.codegen`` in ``<repo>/interpreter`` and
    ``<repo>/codegen``; their submodules are then found through the package ``__path__``."""

    def find_spec(self, fullname, path=None, target=None):
        folder = _MAPPED.get(fullname)
        if folder is None:
            return None
        init = os.path.join(_ROOT, folder, "__init__.py")
        if not os.path.isfile(init):
            return None
        return importlib.util.spec_from_file_location(
            fullname, init, submodule_search_locations=[os.path.join(_ROOT, folder)])


# First in line, so that the checkout this tiledsl came from also supplies its backends even
# when an editable install of another checkout has put its own finder on sys.meta_path.
if _is_source_checkout() and not any(isinstance(f, _SiblingFinder) for f in sys.meta_path):
    sys.meta_path.insert(0, _SiblingFinder())

# ------------------------------------------------------------------------- public names
from .dtypes import DType, PointerType, TileType  # noqa: E402
from .errors import (  # noqa: E402
    InternalError,
    TileCompileErrors,
    TileDebugWarning,
    TileError,
    TileFileError,
    TileLaunchError,
    TileOptionWarning,
    TileRuntimeError,
    TileSyntaxError,
    TileTypeError,
)

i1, i8, i16, i32, i64 = DType.i1, DType.i8, DType.i16, DType.i32, DType.i64
u8, u16, u32, u64 = DType.u8, DType.u16, DType.u32, DType.u64
fp16, bf16, fp32, fp64 = DType.fp16, DType.bf16, DType.fp32, DType.fp64
fp8e4nv, fp8e5 = DType.fp8e4nv, DType.fp8e5


from .launch import compile_source as compile  # noqa: E402,A001 - the public names
from .launch import hooks as _hooks  # noqa: E402
from .launch import load  # noqa: E402
from .launch.backends import synchronize  # noqa: E402

# ``tiledsl.load(path)``: read, parse and check a ``.tile`` file; returns a launch.Module.
# Raises TileFileError (also an OSError) when the file cannot be read, TileSyntaxError /
# TileCompileErrors for a bad file. ``tiledsl.compile(text, filename="<string>")``: the same for
# source text (a str). They are launch's own functions, so that a traceback has no extra frame.


def _decorated(kernel):
    """A kernel with ``@autotune``/``@heuristics`` decorators becomes a
    ``tiledsl.autotune.TunedKernel`` (docs/autotune.md); the autotuner loads on first use."""
    from .autotune import from_decorators

    return from_decorators(kernel)


def _debug_launch(kernel, prepared):
    """An interpreter launch in the debugger (a ``tiledsl debug`` session, or a kernel with
    ``breakpoint()`` statements); the debugger loads on first use."""
    from .debugger.launching import debug_launch

    return debug_launch(kernel, prepared)


# the kernel layer calls the autotuner and the debugger through these hooks, never imports them
_hooks.install(decorated=_decorated, debug_launch=_debug_launch)


def __getattr__(name: str):
    """``tiledsl.autotune`` (callable: ``tiledsl.autotune(kernel, configs=, key=)``),
    ``tiledsl.heuristics`` and ``tiledsl.Config`` load the autotuner on first use;
    ``tiledsl.debug(kernel, grid, *args)``, ``tiledsl.empty`` and ``tiledsl.empty_like`` the
    debugger (:mod:`tiledsl.debugger`)."""
    if name in ("debug", "empty", "empty_like"):  # the debugger (docs/debugging.md)
        import importlib

        return getattr(importlib.import_module(".debugger", __name__), name)
    if name in ("autotune", "heuristics", "Config"):
        import importlib

        mod = importlib.import_module(".autotune", __name__)
        return mod if name == "autotune" else getattr(mod, name)
    raise AttributeError(f"module 'tiledsl' has no attribute {name!r}")


__all__ = [
    "__version__", "load", "compile", "synchronize", "DType", "PointerType", "TileType",
    "TileError", "TileFileError", "TileSyntaxError", "TileTypeError", "TileCompileErrors",
    "TileLaunchError", "TileRuntimeError", "TileDebugWarning", "TileOptionWarning",
    "InternalError",
    "i1", "i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64", "fp16", "bf16", "fp32", "fp64",
    "fp8e4nv", "fp8e5",
]
