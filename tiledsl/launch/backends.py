"""Backends of a launch: routing (the interpreter or the GPU, from the arrays and options) and
running a prepared launch on either."""
from __future__ import annotations

from .. import knobs
from ..errors import TileLaunchError
from ..ir import Function
from .arrays import copy_back, host_values
from .options import INTERPRETER_OPTIONS


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


def _run_interpreter(fn: Function, grid, args: list, writes: dict, opts: dict):
    from .. import interpreter

    values, back = host_values(args, writes, fn.name)
    result = interpreter.run(fn, grid, values, **{k: opts[k] for k in INTERPRETER_OPTIONS})
    copy_back(back)
    return result


def _run_gpu(fn: Function, grid, args: list, opts: dict, device):
    import cupy

    from .. import codegen

    values = [a.value.data if a.kind == "pointer" else a.value for a in args]
    with cupy.cuda.Device(device if device is not None else cupy.cuda.runtime.getDevice()):
        kw = {"load_other": opts.load_other} if opts.load_other is not None else {}
        return codegen.launch(fn, grid, values, num_warps=opts.num_warps,
                              num_stages=opts.num_stages, stream=opts.stream, **kw)
