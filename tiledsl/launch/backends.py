"""Backends: where a kernel runs, behind one interface.

A :class:`Backend` is everything a caller needs from a device: compile one specialization
(without launching it), launch it, copy, read back and synchronize arrays, and time repeated
runs. Two are built in:

* :class:`InterpreterBackend`: numpy arrays on the interpreter, timed with
  ``time.perf_counter``;
* :class:`CudaBackend`: the GPU: ``tiledsl.codegen`` compiles (NVRTC through cupy), cupy
  copies (:mod:`.arrays`), CUDA events time (:func:`tiledsl.launch.timing.do_bench`).

A launch is routed (:func:`_route`: the interpreter or the GPU, from the arrays and options)
and then run on the routed backend (:func:`_run_interpreter`, :func:`_run_gpu`); the
autotuner drives the same backends while it tunes (:mod:`tiledsl.autotune.backends` chooses
which one).
"""
from __future__ import annotations

import contextlib
import os
import sys
import threading
import time
from dataclasses import replace

import numpy as np

from .. import knobs
from ..errors import TileLaunchError
from ..ir import Function
from ..streams import stream_of
from . import arrays
from .arrays import copy_back, host_values
from .options import INTERPRETER_OPTIONS, LaunchOptions


class Backend:
    """The interface. Arrays are whatever the backend's launches take (numpy arrays for the
    interpreter, cupy arrays for the GPU); ``options`` is what a launch runs with: the
    launch's :class:`~tiledsl.launch.options.LaunchOptions`, or the
    :class:`~tiledsl.autotune.Config` being tried while tuning (``num_warps``,
    ``num_consumer_groups``, ``num_stages``, ``load_other``; a fake clock may look at it).
    Both have ``kernel_warps``, ``num_warps * num_consumer_groups``: the warps the kernel
    is compiled and launched with."""

    name = "backend"
    #: whether this backend's launches are specialized on the arguments' launch facts
    #: (alignment, unit strides, divisibility: ``tiledsl.launch.binding.launch_facts``), as
    #: ``Kernel`` launches on the GPU are; the autotuner then specializes each trial the same
    #: way, so that the code it times is the code that runs
    wants_facts = False

    def device_info(self, device) -> dict:
        """Strings that enter the autotuner's disk cache key: ``device`` (its name) and
        ``cuda`` (the versions of the runtime and compiler), ``backend``."""
        raise NotImplementedError

    def device_scope(self, device):
        """A context manager that makes ``device`` current (in this thread)."""
        return contextlib.nullcontext()

    def compile(self, fn, options) -> None:
        """Build ``fn`` for ``options`` without launching it; raise on failure (too much
        shared memory, too many registers, a compiler error). Called from worker threads."""
        raise NotImplementedError

    def launch(self, fn, grid, values, options):
        """Run ``fn`` over ``grid`` (3 ints) on ``values`` (parameter order)."""
        raise NotImplementedError

    def adopt(self, array):
        """The backend's own view of an argument array (sharing memory)."""
        return array

    def clone(self, array):
        """A copy with the same layout (:mod:`tiledsl.launch.arrays`)."""
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

    def time(self, run, reset, warmup_ms: float, rep_ms: float, options) -> list[float]:
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

    def compile(self, fn, options) -> None:
        """Nothing to build: the interpreter runs the IR it is given (lowering and its
        errors happen before this step, for every backend)."""

    def launch(self, fn, grid, values, options):
        """``interpreter.run``, with the interpreter's options (``check=``, ``order=`` ...)
        of a launch's :class:`LaunchOptions`; a tuning configuration has none."""
        from .. import interpreter

        kw = {k: options[k] for k in INTERPRETER_OPTIONS} \
            if isinstance(options, LaunchOptions) else {}
        return interpreter.run(fn, grid, values, **kw)

    def clone(self, array):
        return arrays.host_clone(np.asarray(array))

    def copy_into(self, dst, src) -> None:
        arrays.host_copy_into(dst, src)

    def to_host(self, array) -> np.ndarray:
        return np.array(array, copy=True)

    def host_clone(self, array) -> np.ndarray:
        return arrays.host_clone(np.asarray(array))

    def time(self, run, reset, warmup_ms, rep_ms, options) -> list[float]:
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
    wants_facts = True

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
        """``device`` current for the block; None: the current device."""
        import cupy

        return cupy.cuda.Device(device if device is not None else cupy.cuda.runtime.getDevice())

    def compile(self, fn, options) -> None:
        compile_options(fn, options)

    def launch(self, fn, grid, values, options):
        """``codegen.launch`` with the options' warps (``kernel_warps``: ``num_warps *
        num_consumer_groups``, refused when the device's target has fewer,
        :func:`_check_device_warps`), ``num_stages``, ``load_other`` and sanitize mode
        (``check="bounds"`` or ``TILEDSL_CHECK``; passed on only when set) and ``stream`` (a
        tuning configuration has none)."""
        from .. import codegen

        from .options import gpu_check_mode

        _check_device_warps(fn.name, options)

        kw = {"load_other": options.load_other} if options.load_other is not None else {}
        if getattr(options, "persistent", False):  # a tuning's options may lack it
            kw["persistent"] = True
        mode = gpu_check_mode(fn.name, options)
        if mode is not None:
            kw["check"] = mode
        return codegen.launch(fn, grid, values, num_warps=options.kernel_warps,
                              num_stages=options.num_stages,
                              stream=getattr(options, "stream", None), **kw)

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
        """The current stream's work done; then a failure a kernel wrote into the error
        record is raised (``codegen.faults.check``)."""
        import cupy

        from ..codegen import faults

        cupy.cuda.get_current_stream().synchronize()
        faults.check(when="found at a synchronization")

    def time(self, run, reset, warmup_ms, rep_ms, options) -> list[float]:
        from .timing import do_bench

        return do_bench(run, reset, warmup_ms, rep_ms, flush_l2_bytes=self.flush_l2_bytes)


def synchronize(device=None) -> None:
    """``tiledsl.synchronize()``: wait until every stream of ``device`` (the current device
    when None) has finished its work, then raise a failure that a kernel wrote into the
    error record (a failed ``device_assert``, ``codegen.faults``) as the interpreter's
    :class:`~tiledsl.errors.TileRuntimeError`, and clear it. Nothing to do (and cupy is not
    imported) when this process has launched nothing on a GPU."""
    if "cupy" not in sys.modules:
        return
    import cupy

    from ..codegen import faults

    if device is None:
        cupy.cuda.Device().synchronize()
    else:
        cupy.cuda.Device(int(device)).synchronize()
    faults.check(when="found by tiledsl.synchronize()")


def compile_only(fn, num_warps: int, num_stages, load_other=None, persistent=False) -> None:
    """Compile ``fn`` for the current device without launching it
    (``tiledsl.codegen.runtime.get_compiled``, which caches the result in memory and on disk,
    so the launch that follows finds it), with ``num_stages`` as the software pipeline's depth."""
    from ..codegen import runtime

    runtime.get_compiled(fn, num_warps, load_other, num_stages=num_stages, persistent=persistent)


def compile_options(fn, options) -> None:
    """:func:`compile_only` for a launch's options (a :class:`LaunchOptions`, or an
    autotuning ``Config`` while tuning): its warps (``kernel_warps``, ``num_warps *
    num_consumer_groups``, checked against the current device's target first), stages,
    ``load_other`` and ``persistent``. Raises TileLaunchError for warps the device cannot
    run, and what the compiler raises."""
    _check_device_warps(fn.name, options)
    compile_only(fn, options.kernel_warps, options.num_stages, options.load_other,
                 persistent=getattr(options, "persistent", False))


def _check_device_warps(kernel: str, options) -> None:
    """Options with ``num_consumer_groups`` > 1 whose warps the current device's target does
    not allow (a HIP device's 64-thread wavefronts: at most 16) are refused naming both
    values (:func:`.options.check_target_warps`); others cost one attribute read."""
    if getattr(options, "num_consumer_groups", 1) == 1:
        return
    import cupy

    from ..codegen.runtime import device_dialect
    from .options import check_target_warps

    check_target_warps(kernel, options, device_dialect(cupy, cupy.cuda.Device()))


INTERPRETER = InterpreterBackend()
_cuda: list = [None]


def default_cuda() -> CudaBackend:
    """The process's :class:`CudaBackend` (device information is cached in it)."""
    if _cuda[0] is None:
        _cuda[0] = CudaBackend()
    return _cuda[0]


# ----------------------------------------------------------------- routing and running
def _route(kernel: str, runtime: list, backend: str | None) -> tuple[str, int | None]:
    """``(backend, device)``. Refuses host and device arrays mixed, arrays on two GPUs, and a
    GPU launch without cupy or a device."""
    host = [a.name for a in runtime if a.kind == "pointer" and a.value.device is None]
    dev = [a for a in runtime if a.kind == "pointer" and a.value.device is not None]
    if host and dev:
        raise TileLaunchError(
            f"{kernel}(): host and device arrays mixed in one launch: '{host[0]}' is a host "
            f"(numpy) array, '{dev[0].name}' a device array; pass all of them on one side")
    ids = sorted({a.value.device for a in dev})
    if len(ids) > 1:
        first = {i: next(a.name for a in dev if a.value.device == i) for i in ids}
        raise TileLaunchError(
            f"{kernel}(): arrays on different GPUs: "
            + ", ".join(f"'{first[i]}' on device {i}" for i in ids)
            + "; move them to one device")
    if knobs.interpret() or backend == "interpreter":
        return "interpreter", None
    if backend == "cuda" or dev:
        if host:
            raise TileLaunchError(
                f"{kernel}(): backend='cuda' needs device arrays, but '{host[0]}' is a host "
                f"(numpy) array; move it with cupy.asarray(...), or run on the interpreter")
        _require_gpu(kernel)
        return "cuda", (ids[0] if ids else None)
    return "interpreter", None


_HOW = ("to run on the interpreter instead, pass numpy arrays, set TILEDSL_INTERPRET=1, or "
        "pass backend='interpreter'")


def _require_gpu(kernel: str) -> None:
    try:
        import cupy
    except ImportError:
        raise TileLaunchError(
            f"{kernel}(): a GPU launch needs cupy, which is not installed "
            f"(pip install 'tiledsl[gpu]'); {_HOW}") from None
    try:
        n = cupy.cuda.runtime.getDeviceCount()
        why = "no device found"
    except Exception as exc:  # noqa: BLE001 - cupy raises its own CUDARuntimeError
        n, why = 0, str(exc)
    if n < 1:
        raise TileLaunchError(
            f"{kernel}(): a GPU launch needs a CUDA device, and none is available ({why}); "
            f"{_HOW}")


def _run_interpreter(fn: Function, grid, args: list, writes: dict, opts: LaunchOptions):
    """A prepared launch on :data:`INTERPRETER`: device arrays are copied to the host, and
    the ones the kernel writes (``writes``) back after the run."""
    if any(a.kind == "pointer" and a.value.device is not None for a in args):
        from .capture import capturing, refuse_interpreter

        if capturing():
            refuse_interpreter(fn.name)
    values, back = host_values(args, writes, fn.name)
    result = INTERPRETER.launch(fn, grid, values, opts)
    copy_back(back)
    return result


def _run_gpu(fn: Function, grid, args: list, opts: LaunchOptions, device):
    """A prepared launch on the process's :class:`CudaBackend`, on ``device`` (None: the
    current one)."""
    from .capture import capturing, refuse_uncompiled, torch_stream

    cuda = default_cuda()
    values = [a.value.data if a.kind == "pointer" else a.value for a in args]
    if opts.stream is None and any(isinstance(v, arrays.TorchCudaArray) for v in values):
        # torch tensors: torch's current stream, as Triton launches do
        opts = replace(opts, stream=torch_stream(device))
    with cuda.device_scope(device):
        if capturing(stream_of(opts.stream)):
            from ..codegen import runtime

            from .options import gpu_check_mode

            mode = gpu_check_mode(fn.name, opts)
            refuse_uncompiled(fn.name, mode is not None or runtime.is_compiled(
                fn, opts.kernel_warps, opts.load_other, num_stages=opts.num_stages,
                persistent=opts.persistent),
                None if mode is None else (opts.check or os.environ.get("TILEDSL_CHECK")))
        return cuda.launch(fn, grid, values, opts)
