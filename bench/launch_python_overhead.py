"""The host side of a repeated GPU launch, without a GPU: microseconds per
``kernel[grid](...)`` through the launch fast path down to the driver call, with a stand-in
cupy (the one of ``tests/test_launch_fastpath.py``; its arrays, or those of ``--arrays``
below), kernels "compiled" to the runtime's real
:class:`PackedLaunch` (no NVRTC, no device) and the driver's launch function replaced by a
no-op: a C function called through ctypes (``--stub c``, built with the system's ``cc``;
the FFI cost is then the real one) or a Python function (``--stub py``). Everything else —
fingerprint, entry look-up, argument conversion, grid, stream, packing, the lock — is the
code a launch runs; the GPU's own figures are ``bench/launch_host_time.py``'s and
``bench/launch_profile.py``'s.

    python bench/launch_python_overhead.py                     # this checkout
    python bench/launch_python_overhead.py --root /tmp/old     # another checkout (a worktree)
    python bench/launch_python_overhead.py --arrays cupy       # cupy's own ndarray objects
    python bench/launch_python_overhead.py --arrays torch      # torch.Tensor objects
    python bench/launch_python_overhead.py --cpu-time          # on a machine others share

``--arrays cupy`` takes the arrays from the installed cupy (``pip install cupy-cuda13x`` works
on a machine without a GPU or driver): real ``cupy.ndarray`` objects over unowned memory,
whose attribute reads (``data.ptr``, ``shape``, ``strides``) cost what they cost on the GPU
machine; the device and stream queries stay stand-ins (they need a driver). ``--arrays
torch`` passes torch CPU tensors, with ``torch.Tensor.is_cuda`` made true and torch's current
stream 0, so that the launch reads them as it reads CUDA tensors.

A checkout whose runtime has no ctypes driver launch (``runtime._driver_launch``) is measured
through cupy's ``driver.launchKernel`` entry, replaced by the same kind of no-op (the C one
then takes ``cuLaunchKernel``'s 11 arguments, with ``argtypes``).
"""
from __future__ import annotations

import argparse
import ctypes
import os
import shutil
import subprocess
import sys
import tempfile
import time
import timeit
import types
from pathlib import Path

import numpy as np

_NOOP_C = """
int cuLaunchKernel(void *f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by,
                   unsigned bz, unsigned smem, void *stream, void **params, void **extra)
{ return 0; }
int cuLaunchKernelEx(const void *config, void *f, void **params, void **extra) { return 0; }
"""


def _noop_library():
    """A shared library of no-op ``cuLaunchKernel``/``cuLaunchKernelEx``, or None without a C
    compiler."""
    cc = shutil.which("cc") or shutil.which("gcc")
    if cc is None:
        return None
    d = tempfile.mkdtemp(prefix="tiledsl-noop-")
    src, lib = os.path.join(d, "noop.c"), os.path.join(d, "libnoop.so")
    with open(src, "w") as f:
        f.write(_NOOP_C)
    if subprocess.run([cc, "-O2", "-shared", "-fPIC", "-o", lib, src]).returncode != 0:
        return None
    return ctypes.CDLL(lib)


def _installed_cupy():
    """The installed cupy, with the device queries a launch makes replaced by stand-ins
    (device 0 current, one device) so that no driver is needed."""
    # version 2 of __cuda_array_interface__ (the first launch reads it) names no stream,
    # which version 3 asks the driver for
    os.environ.setdefault("CUPY_CUDA_ARRAY_INTERFACE_EXPORT_VERSION", "2")
    import cupy

    cupy.cuda.runtime.getDevice = lambda: 0
    cupy.cuda.runtime.getDeviceCount = lambda: 1
    cupy.cuda.Device = _Device
    return cupy


class _Device:
    """``cupy.cuda.Device`` without a driver: ``with Device(0):`` does nothing."""

    def __init__(self, i=0):
        self.id = i

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


_BASE = 0x7F0000000000


def _unowned(n: int, offset: int, dtype: str = "float32"):
    """A ``cupy.ndarray`` of ``n`` elements at ``_BASE + offset`` over memory it does not own
    (nothing is allocated or touched)."""
    import cupy
    from cupy.cuda import memory

    size = n * np.dtype(dtype).itemsize
    mem = memory.UnownedMemory(_BASE + offset, size, None, device_id=0)
    return cupy.ndarray((n,), dtype, memptr=memory.MemoryPointer(mem, 0))


def _torch_as_cuda():
    """torch CPU tensors that a launch takes for CUDA tensors of device 0 (``is_cuda``
    true, the current stream 0): what a launch reads from them costs what it costs on CUDA
    tensors (``data_ptr()``, ``shape``, ``stride()`` ...), ``is_cuda`` a Python property."""
    import torch

    torch.Tensor.is_cuda = property(lambda self: True)
    torch._C._cuda_getCurrentRawStream = lambda device: 0


def _torch_tensor(n: int, offset: int, dtype: str = "float32"):
    """A torch CPU tensor of ``n`` elements (its own memory; ``offset`` unused)."""
    import torch

    return torch.zeros(n, dtype=getattr(torch, dtype))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--root", default=str(Path(__file__).resolve().parents[1]),
                    help="the checkout to measure (default: this one)")
    ap.add_argument("--stub", choices=("c", "py"), default="c",
                    help="the no-op that stands in for the driver's launch (default: c)")
    ap.add_argument("--arrays", choices=("fake", "cupy", "torch"), default="fake",
                    help="the stand-in cupy's arrays (default), the installed cupy's, or "
                         "torch CPU tensors passed off as CUDA ones")
    ap.add_argument("--cpu-time", action="store_true",
                    help="time the thread's CPU time, not the wall clock (steadier on a "
                         "machine that other work shares)")
    # many short repeats: their best stays steady on a machine that other work shares
    # (its slow phases last longer than one repeat)
    ap.add_argument("--number", type=int, default=1000)
    ap.add_argument("--repeat", type=int, default=300)
    a = ap.parse_args()
    root = Path(a.root).resolve()
    sys.path[:0] = [str(root), str(root / "tests")]
    os.environ.pop("TILEDSL_INTERPRET", None)

    from test_launch_fastpath import _fake_cupy

    cupy = _installed_cupy() if a.arrays == "cupy" else _fake_cupy()
    if a.arrays == "torch":
        _torch_as_cuda()
    sys.modules["cupy"] = cupy
    import tiledsl
    from tiledsl.codegen import runtime

    assert Path(tiledsl.__file__).resolve().is_relative_to(root), tiledsl.__file__
    stream = types.SimpleNamespace(ptr=0)
    cupy.cuda.get_current_stream = lambda *args: stream
    lib = _noop_library() if a.stub == "c" else None
    stub = "py" if lib is None else "c"
    ex = hasattr(runtime, "_driver_launch")
    if stub == "c":
        f = lib.cuLaunchKernelEx if ex else lib.cuLaunchKernel
        f.restype = ctypes.c_int
        if not ex:
            f.argtypes = [ctypes.c_void_p] + [ctypes.c_uint] * 7 + [ctypes.c_void_p] * 3
    else:
        def f(*args):
            return 0
    if ex:
        runtime._driver_launch = lambda: (f, True)
    else:
        cupy.cuda.driver = types.SimpleNamespace(launchKernel=f)

    def build(fn, num_warps, cp, dev, load_other=None, num_stages=None, sanitize=False,
              **_):
        kern = types.SimpleNamespace(ptr=0x1000)
        pk = runtime._packed_for(fn, kern, 32 * num_warps, 0, cp, sanitize, 0)
        return runtime._Compiled(kern, 0, 32 * num_warps, fn.name, "", pk,
                                 tuple(p.kind == "pointer" for p in fn.params), sanitize)

    runtime._build = build
    ln = tiledsl.load(root / "examples" / "layernorm.tile").layernorm
    array = {"fake": cupy.ndarray, "cupy": _unowned, "torch": _torch_tensor}[a.arrays]
    h = [array(1024, 4096 * (i + 1), "float16") for i in range(6)]
    args = tuple(h) + (np.int32(1024), np.int32(1024), np.float32(1e-5))
    va = tiledsl.load(root / "examples" / "vector_add.tile").vector_add
    v = [array(1024, 4096 * (i + 1)) for i in range(3)]
    rows = [("vector add (4 arguments)", lambda: va[(1,)](*v, 1024, BLOCK=1024)),
            ("layer norm (9 arguments)", lambda: ln[(1,)](*args, BLOCK=1024, num_warps=4))]
    what = ("cuLaunchKernelEx" if ex else "cupy's launchKernel") + \
        (" as a no-op C function (ctypes)" if stub == "c" else " as a Python no-op")
    kind = {"fake": "stand-in cupy arrays", "cupy": f"cupy {getattr(cupy, '__version__', '')} "
            "arrays", "torch": "torch CPU tensors as CUDA ones"}[a.arrays]
    print(f"{root}: {what}; {kind}")
    for name, fn in rows:
        for _ in range(3):
            fn()
        timer = time.thread_time if a.cpu_time else time.perf_counter
        us = min(timeit.repeat(fn, number=a.number, repeat=a.repeat, timer=timer)) / \
            a.number * 1e6
        print(f"{name}: {us:.2f} us per launch")


if __name__ == "__main__":
    main()
