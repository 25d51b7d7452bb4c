"""The host side of a repeated GPU launch, without a GPU: microseconds per
``kernel[grid](...)`` through the launch fast path down to the driver call, with a stand-in
cupy (the one of ``tests/test_launch_fastpath.py``), kernels "compiled" to the runtime's real
:class:`PackedLaunch` (no NVRTC, no device) and the driver's launch function replaced by a
no-op: a C function called through ctypes (``--stub c``, built with the system's ``cc``;
the FFI cost is then the real one) or a Python function (``--stub py``). Everything else —
fingerprint, entry look-up, argument conversion, grid, stream, packing, the lock — is the
code a launch runs; the GPU's own figures are ``bench/launch_host_time.py``'s and
``bench/launch_profile.py``'s.

    python bench/launch_python_overhead.py                     # this checkout
    python bench/launch_python_overhead.py --root /tmp/old     # another checkout (a worktree)

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
import timeit
import types
from pathlib import Path

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


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--root", default=str(Path(__file__).resolve().parents[1]),
                    help="the checkout to measure (default: this one)")
    ap.add_argument("--stub", choices=("c", "py"), default="c",
                    help="the no-op that stands in for the driver's launch (default: c)")
    ap.add_argument("--number", type=int, default=20000)
    ap.add_argument("--repeat", type=int, default=7)
    a = ap.parse_args()
    root = Path(a.root).resolve()
    sys.path[:0] = [str(root), str(root / "tests")]
    os.environ.pop("TILEDSL_INTERPRET", None)

    import numpy as np

    from test_launch_fastpath import _fake_cupy

    cupy = _fake_cupy()
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

    def build(fn, num_warps, cp, dev, load_other=None, num_stages=None, sanitize=False):
        kern = types.SimpleNamespace(ptr=0x1000)
        pk = runtime._packed_for(fn, kern, 32 * num_warps, 0, cp, sanitize, 0)
        return runtime._Compiled(kern, 0, 32 * num_warps, fn.name, "", pk,
                                 tuple(p.kind == "pointer" for p in fn.params), sanitize)

    runtime._build = build
    ln = tiledsl.load(root / "examples" / "layernorm.tile").layernorm
    h = [cupy.ndarray(1024, 4096 * (i + 1), "float16") for i in range(6)]
    args = tuple(h) + (np.int32(1024), np.int32(1024), np.float32(1e-5))
    va = tiledsl.load(root / "examples" / "vector_add.tile").vector_add
    v = [cupy.ndarray(1024, 4096 * (i + 1)) for i in range(3)]
    rows = [("vector add (4 arguments)", lambda: va[(1,)](*v, 1024, BLOCK=1024)),
            ("layer norm (9 arguments)", lambda: ln[(1,)](*args, BLOCK=1024, num_warps=4))]
    what = ("cuLaunchKernelEx" if ex else "cupy's launchKernel") + \
        (" as a no-op C function (ctypes)" if stub == "c" else " as a Python no-op")
    print(f"{root}: {what}")
    for name, fn in rows:
        for _ in range(3):
            fn()
        us = min(timeit.repeat(fn, number=a.number, repeat=a.repeat)) / a.number * 1e6
        print(f"{name}: {us:.2f} us per launch")


if __name__ == "__main__":
    main()
