"""Where configurations are compiled, run and timed while tuning.

The tuner drives a :class:`~tiledsl.launch.backends.Backend`, the launch layer's interface
to a device (compile one specialization without launching it, launch it, copy and read
back arrays, synchronize, time repeated runs). The launch layer's two are used:

* :class:`CudaBackend` (the process's :func:`default_cuda`): every tuning whose arrays are
  on a GPU;
* :class:`InterpreterBackend`: not used by default (a tuned kernel on the interpreter runs
  its first configuration); it is the documented hook for tuning without a GPU: tests
  subclass it with a fake clock (override :meth:`Backend.time`), and
  :func:`tiledsl.autotune.check.assert_configs_agree` runs on it.

The hook: :func:`set_backend` (process-wide), :func:`use_backend` (a ``with`` block), or
``autotune(..., backend=...)`` for one kernel. An injected backend is used for every launch
that is not forced onto the interpreter (``TILEDSL_INTERPRET=1`` / ``backend="interpreter"``).
"""
from __future__ import annotations

import contextlib

from ..launch.backends import (  # noqa: F401 - the backends the tuner drives, named here
    Backend,
    CudaBackend,
    InterpreterBackend,
    compile_only,
    default_cuda,
)


# ------------------------------------------------------------------------------- the hook
_injected: list = [None]


def set_backend(backend: Backend | None) -> Backend | None:
    """Use ``backend`` for every tuning in this process (None: back to the default, the GPU
    for device arrays and no tuning on the interpreter). Returns the previous one."""
    prev = _injected[0]
    _injected[0] = backend
    return prev


@contextlib.contextmanager
def use_backend(backend: Backend):
    """``with use_backend(b): ...`` — :func:`set_backend` for the block."""
    prev = set_backend(backend)
    try:
        yield backend
    finally:
        set_backend(prev)


def injected() -> Backend | None:
    """The backend set by :func:`set_backend`, or None."""
    return _injected[0]
