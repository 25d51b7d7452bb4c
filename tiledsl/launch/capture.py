"""CUDA graph capture and torch's current stream, as the launch path sees them.

While a stream is being captured (``torch.cuda.graph``, ``cupy.cuda.Stream.begin_capture``),
work queued on it is recorded, not run, and the capture fails on anything that synchronizes,
allocates device memory or loads a module. So a launch during a capture must find its kernel
compiled already (:func:`refuse_uncompiled`), may not use the sanitize mode (it
synchronizes), may not take the interpreter route with device arrays (it copies them), and
the autotuner may not tune (it compiles, allocates and synchronizes). Each refusal is a
:class:`~tiledsl.errors.TileLaunchError` that says to launch once (or ``kernel.warmup``)
before capturing.
"""
from __future__ import annotations

import sys

from ..errors import TileLaunchError

BEFORE = ("launch it once before the capture (or call kernel.warmup(...) with the same "
          "arguments), so that the capture only records the launch")


def capturing(stream: int | None = None) -> bool:
    """Whether the stream a launch goes on is being captured into a CUDA graph: torch's
    current stream (when torch's CUDA is initialized), or ``stream`` (a raw handle), or
    cupy's current stream. Reads only host state; never initializes CUDA."""
    torch = sys.modules.get("torch")
    if torch is not None:
        try:
            if torch.cuda.is_initialized() and torch.cuda.is_current_stream_capturing():
                return True
        except Exception:  # noqa: BLE001 - a torch without CUDA
            pass
    cupy = sys.modules.get("cupy")
    if cupy is None:
        return False
    try:
        if stream is None:
            return bool(cupy.cuda.get_current_stream().is_capturing())
        return cupy.cuda.runtime.streamIsCapturing(stream) != 0
    except AttributeError:  # a cupy without capture support, or a stand-in
        return False
    except Exception as exc:  # noqa: BLE001 - querying the legacy stream during a global capture
        return "captur" in str(exc).lower()


def torch_stream(device) -> int | None:
    """The raw handle of torch's current stream on ``device`` (None: torch's current device);
    None (cupy's current stream) when torch is not imported or has no CUDA."""
    torch = sys.modules.get("torch")
    try:
        if torch is None or not torch.cuda.is_available():
            return None
        return torch.cuda.current_stream(device).cuda_stream
    except Exception:  # noqa: BLE001 - a torch without CUDA
        return None


def refuse_uncompiled(kernel: str, compiled: bool, check) -> None:
    """The refusals of a GPU launch during a capture (see the module docstring)."""
    if check is not None:
        raise TileLaunchError(
            f"{kernel}(): check={check!r} synchronizes after the launch, which a CUDA graph "
            f"capture does not allow; launch without check= inside the capture")
    if not compiled:
        raise TileLaunchError(
            f"{kernel}(): this specialization is not compiled yet, and compiling inside a "
            f"CUDA graph capture would load a module on the device; {BEFORE}")


def refuse_interpreter(kernel: str) -> None:
    raise TileLaunchError(
        f"{kernel}(): the interpreter route copies device arrays to the host, which a CUDA "
        f"graph capture does not allow (TILEDSL_INTERPRET=1 or backend='interpreter' with "
        f"device arrays); capture GPU launches only")


def refuse_tuning(kernel: str) -> None:
    raise TileLaunchError(
        f"{kernel}(): autotuning inside a CUDA graph capture is refused: tuning compiles, "
        f"allocates, runs and synchronizes; launch the kernel once with the same key before "
        f"the capture so that the winner is known, or pass config=Config(...) or its index")
