"""Where configurations are compiled, run and timed while tuning.

A :class:`Backend` is everything the tuner needs from a device: compile one specialization
(without launching it), launch it, copy, poison and read back arrays, synchronize, and time
repeated runs. Two are built in:

* :class:`CudaBackend` — the GPU: ``tiledsl.codegen`` compiles (NVRTC through cupy), cupy
  copies, CUDA events time (:func:`tiledsl.autotune.timing.do_bench`). Used for every launch
  whose arrays are on a GPU.
* :class:`InterpreterBackend` — numpy arrays on the interpreter, timed with
  ``time.perf_counter``. Not used by default (a tuned kernel on the interpreter runs its first
  configuration); it is the documented hook for tuning without a GPU: tests subclass it with a
  fake clock (override :meth:`Backend.time`), and :func:`tiledsl.autotune.check.assert_configs_agree`
  runs on it.

The hook: :func:`set_backend` (process-wide), :func:`use_backend` (a ``with`` block), or
``autotune(..., backend=...)`` for one kernel. An injected backend is used for every launch
that is not forced onto the interpreter (``TILEDSL_INTERPRET=1`` / ``backend="interpreter"``).
"""
from __future__ import annotations

import contextlib
import threading
import time

import numpy as np

from . import arrays


class Backend:
    """The interface the tuner drives. Arrays are whatever the backend's launches take (numpy
    arrays for the interpreter, cupy arrays for the GPU); ``config`` is the
    :class:`~tiledsl.autotune.Config` being tried (a fake clock may look at it)."""

    name = "backend"

    def device_info(self, device) -> dict:
        """Strings that enter the disk cache key: ``device`` (its name) and ``cuda`` (the
        versions of the runtime and compiler), ``backend``."""
        raise NotImplementedError

    def device_scope(self, device):
        """A context manager that makes ``device`` current (in this thread)."""
        return contextlib.nullcontext()

    def compile(self, fn, config) -> None:
        """Build ``fn`` for ``config`` without launching it; raise on failure (too much
        shared memory, too many registers, a compiler error). Called from worker threads."""
        raise NotImplementedError

    def launch(self, fn, grid, values, config) -> None:
        """Run ``fn`` over ``grid`` (3 ints) on ``values`` (parameter order)."""
        raise NotImplementedError

    def adopt(self, array):
        """The backend's own view of an argument array (sharing memory)."""
        return array

    def clone(self, array):
        """A copy with the same layout (:mod:`tiledsl.autotune.arrays`)."""
        raise NotImplementedError

    def copy_into(self, dst, src) -> None:
        """Copy ``src``'s bytes over ``dst`` (same layout)."""
        raise NotImplementedError

    def to_host(self, array) -> np.ndarray:
        """The visible elements of ``array`` as a host numpy array (for comparisons)."""
        raise NotImplementedError

    def host_clone(self, array) -> np.ndarray:
        """A host copy with the same layout (to run the interpreter on it)."""
        raise NotImplementedError

    def synchronize(self) -> None:
        """Wait for all work queued on the current device."""

    def time(self, run, reset, warmup_ms: float, rep_ms: float, config) -> list[float]:
        """Milliseconds of each timed ``run()``; ``reset()`` is called, untimed, before each
        run (it restores the arguments the kernel updates in place)."""
        raise NotImplementedError


# ------------------------------------------------------------------------------ interpreter
class InterpreterBackend(Backend):
    """Numpy arrays on the interpreter; ``time`` is wall-clock (``time.perf_counter``), with
    Triton's ``do_bench`` arithmetic for the number of runs but at most ``max_reps`` runs."""

    name = "interpreter"

    def __init__(self, max_reps: int = 3):
        self.max_reps = max_reps

    def device_info(self, device) -> dict:
        import platform

        return {"backend": self.name, "device": f"interpreter on {platform.machine()}",
                "cuda": "none"}

    def compile(self, fn, config) -> None:
        """Nothing to build: the interpreter runs the IR that the tuner has already lowered
        (lowering and its errors happen before this step, for every backend)."""

    def launch(self, fn, grid, values, config) -> None:
        from .. import interpreter

        interpreter.run(fn, grid, values)

    def clone(self, array):
        return arrays.host_clone(np.asarray(array))

    def copy_into(self, dst, src) -> None:
        arrays.host_copy_into(dst, src)

    def to_host(self, array) -> np.ndarray:
        return np.array(array, copy=True)

    def host_clone(self, array) -> np.ndarray:
        return arrays.host_clone(np.asarray(array))

    def time(self, run, reset, warmup_ms, rep_ms, config) -> list[float]:
        reset()
        t0 = time.perf_counter()
        run()
        est = max((time.perf_counter() - t0) * 1e3, 1e-6)
        n_rep = max(1, min(self.max_reps, int(rep_ms / est)))
        out = []
        for _ in range(n_rep):
            reset()
            t0 = time.perf_counter()
            run()
            out.append((time.perf_counter() - t0) * 1e3)
        return out


# ------------------------------------------------------------------------------------ GPU
class CudaBackend(Backend):
    """The GPU through ``tiledsl.codegen`` and cupy. ``flush_l2_bytes``: size of the buffer
    zeroed before each timed run to empty the L2 cache (Triton's ``do_bench`` uses 256 MB)."""

    name = "cuda"

    def __init__(self, flush_l2_bytes: int = 256 * 1024 * 1024):
        self.flush_l2_bytes = flush_l2_bytes
        self._info: dict = {}
        self._lock = threading.Lock()

    def device_info(self, device) -> dict:
        import cupy

        dev = cupy.cuda.runtime.getDevice() if device is None else int(device)
        with self._lock:
            if dev not in self._info:
                props = cupy.cuda.runtime.getDeviceProperties(dev)
                name = props["name"]
                name = name.decode() if isinstance(name, bytes) else str(name)
                cc = f"{props['major']}.{props['minor']}"
                try:
                    from cupy_backends.cuda.libs import nvrtc

                    nvrtc_v = ".".join(map(str, nvrtc.getVersion()))
                except Exception:  # noqa: BLE001 - an old cupy: the runtime version suffices
                    nvrtc_v = "?"
                cuda = (f"runtime {cupy.cuda.runtime.runtimeGetVersion()} driver "
                        f"{cupy.cuda.runtime.driverGetVersion()} nvrtc {nvrtc_v}")
                self._info[dev] = {"backend": self.name, "device": f"{name} (sm {cc})",
                                   "cuda": cuda}
            return dict(self._info[dev])

    def device_scope(self, device):
        import cupy

        return cupy.cuda.Device(device) if device is not None else contextlib.nullcontext()

    def compile(self, fn, config) -> None:
        compile_only(fn, config.num_warps, config.num_stages, config.load_other)

    def launch(self, fn, grid, values, config) -> None:
        from .. import codegen

        codegen.launch(fn, grid, values, num_warps=config.num_warps,
                       num_stages=config.num_stages, stream=None, load_other=config.load_other)

    def adopt(self, array):
        return arrays.as_cupy(array)

    def clone(self, array):
        return arrays.device_clone(arrays.as_cupy(array))

    def copy_into(self, dst, src) -> None:
        arrays.device_copy_into(dst, src)

    def to_host(self, array) -> np.ndarray:
        return arrays.as_cupy(array).get()

    def host_clone(self, array) -> np.ndarray:
        return arrays.device_to_host_clone(arrays.as_cupy(array))

    def synchronize(self) -> None:
        import cupy

        cupy.cuda.get_current_stream().synchronize()

    def time(self, run, reset, warmup_ms, rep_ms, config) -> list[float]:
        from .timing import do_bench

        return do_bench(run, reset, warmup_ms, rep_ms, flush_l2_bytes=self.flush_l2_bytes)


def compile_only(fn, num_warps: int, num_stages, load_other=None) -> None:
    """Compile ``fn`` for the current device without launching it
    (``tiledsl.codegen.runtime.get_compiled``, which caches the result in memory and on disk,
    so the launch that follows finds it), with ``num_stages`` as the software pipeline's depth."""
    from ..codegen import runtime

    runtime.get_compiled(fn, num_warps, load_other, num_stages=num_stages)


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


_cuda: list = [None]


def default_cuda() -> CudaBackend:
    """The process's :class:`CudaBackend` (device information is cached in it)."""
    if _cuda[0] is None:
        _cuda[0] = CudaBackend()
    return _cuda[0]
