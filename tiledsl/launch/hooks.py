"""Where the layers above the kernel layer take part in loading and launching, without the
kernel layer importing them: ``tiledsl/__init__.py`` installs the autotuner's and the
debugger's entries here (:func:`install`).

* ``decorated(kernel)``: what a :class:`~tiledsl.launch.kernel.Module` exposes for a kernel
  with ``@autotune``/``@heuristics`` decorators (a ``tiledsl.autotune.TunedKernel``);
* ``debug_launch(kernel, prepared)``: runs an interpreter launch in the debugger, for a kernel
  with ``breakpoint()`` statements and while :data:`DEBUG_HOOK` is set;
* :data:`DEBUG_HOOK`: set by ``tiledsl debug`` (:mod:`tiledsl.debugger.launching`) while a
  debugging session is active.
"""
from __future__ import annotations

decorated = None
debug_launch = None


#: not None while ``tiledsl debug`` runs a session: interpreter launches go through
#: ``debug_launch``
DEBUG_HOOK = None


def install(*, decorated=None, debug_launch=None) -> None:
    """Install the entries given (the others are kept)."""
    g = globals()
    if decorated is not None:
        g["decorated"] = decorated
    if debug_launch is not None:
        g["debug_launch"] = debug_launch


def wrap_decorated(kernel):
    """``kernel`` as its module exposes it: through ``decorated`` when it has decorators."""
    if not getattr(kernel.ast, "decorators", ()) or decorated is None:
        return kernel
    return decorated(kernel)
