"""Run a kernel on a named backend with numpy inputs and get numpy outputs back.

``BACKENDS`` parametrizes a test over every backend: the interpreter always, the GPU
(``cuda``, marked ``gpu``) when cupy and a device are present; otherwise that case skips
with the reason. bf16 and fp8 arrays go to the GPU as torch CUDA tensors of their dtype (cupy
has neither): a ``cuda`` case with such arrays skips when torch with CUDA is missing.
"""
from __future__ import annotations

import numpy as np
import pytest



def gpu_reason() -> str | None:
    """None when a CUDA device is usable through cupy, else why not."""
    from tiledsl.testing import gpu_unavailable

    return gpu_unavailable()


BACKENDS = [
    pytest.param("interpreter", id="interpreter"),
    pytest.param("cuda", id="cuda", marks=pytest.mark.gpu),
]


def run(kernel, grid, args, backend, **meta):
    """Launch ``kernel[grid](*args, **meta)`` on ``backend``; numpy arrays in ``args`` are
    updated in place with what the kernel wrote. Skips when the backend is unavailable."""
    if backend == "interpreter":
        kernel[grid](*args, backend="interpreter", **meta)
        return args
    reason = gpu_reason()
    if reason is not None:
        pytest.skip(f"GPU backend unavailable: {reason}")
    from tiledsl.testing.backends import DeviceCopy, bf16_unavailable, torch_only

    reason = bf16_unavailable(args)
    if reason is not None:
        pytest.skip(reason)
    import cupy

    def device(a):
        if not isinstance(a, np.ndarray):
            return a
        return DeviceCopy(a) if torch_only(a) else cupy.asarray(a)

    dev = [device(a) for a in args]
    kernel[grid](*[d.arg if isinstance(d, DeviceCopy) else d for d in dev], **meta)
    cupy.cuda.runtime.deviceSynchronize()
    for a, d in zip(args, dev):
        if isinstance(d, DeviceCopy):
            d.copy_back(a)  # by bits
        elif isinstance(a, np.ndarray):
            a[...] = cupy.asnumpy(d)
    return args
