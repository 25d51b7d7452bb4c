"""hipRTC through ctypes: HIP source → AMD code object, in process, with no GPU needed.

This is the compiler the runtime uses on AMD devices (the code object is then loaded with
``cupy.RawModule(path=...)``, which is ``hipModuleLoad`` in cupy's ROCm build), and the tests
use it to check that every generated source also builds with hipRTC, whose environment
differs from hipcc's (no include paths; the runtime header comes predefined, guarded by
``__HIPCC_RTC__``). ROCm up to 5.2 exports hipRTC from ``libamdhip64``; later releases ship it
as ``libhiprtc``.
"""
from __future__ import annotations

import ctypes
import ctypes.util
import functools
import os

from tiledsl.errors import InternalError

_NAMES = ("libhiprtc.so", "libhiprtc.so.6", "libhiprtc.so.5", "libamdhip64.so",
          "libamdhip64.so.6", "libamdhip64.so.5")


@functools.lru_cache(maxsize=None)
def library():
    """The loaded hipRTC library, or None when there is none on this machine."""
    dirs = ["", "/opt/rocm/lib/"]
    if os.environ.get("ROCM_PATH"):
        dirs.insert(1, os.path.join(os.environ["ROCM_PATH"], "lib") + "/")
    for d in dirs:
        for n in _NAMES:
            try:
                lib = ctypes.CDLL(d + n)
            except OSError:
                continue
            if hasattr(lib, "hiprtcCreateProgram"):
                _declare(lib)
                return lib
    return None


def _declare(lib):
    c_p, c_sz = ctypes.c_void_p, ctypes.c_size_t
    lib.hiprtcCreateProgram.argtypes = [ctypes.POINTER(c_p), ctypes.c_char_p, ctypes.c_char_p,
                                        ctypes.c_int, c_p, c_p]
    lib.hiprtcCompileProgram.argtypes = [c_p, ctypes.c_int, ctypes.POINTER(ctypes.c_char_p)]
    lib.hiprtcGetProgramLogSize.argtypes = [c_p, ctypes.POINTER(c_sz)]
    lib.hiprtcGetProgramLog.argtypes = [c_p, ctypes.c_char_p]
    lib.hiprtcGetCodeSize.argtypes = [c_p, ctypes.POINTER(c_sz)]
    lib.hiprtcGetCode.argtypes = [c_p, ctypes.c_char_p]
    lib.hiprtcDestroyProgram.argtypes = [ctypes.POINTER(c_p)]
    lib.hiprtcVersion.argtypes = [ctypes.POINTER(ctypes.c_int), ctypes.POINTER(ctypes.c_int)]


def version() -> str:
    """hipRTC's version as ``major.minor`` ('?' when unknown)."""
    lib = library()
    if lib is None:
        return "?"
    major, minor = ctypes.c_int(), ctypes.c_int()
    if lib.hiprtcVersion(ctypes.byref(major), ctypes.byref(minor)) != 0:
        return "?"
    return f"{major.value}.{minor.value}"


def options(arch: str) -> list:
    """The compile options: the architecture, C++17 (``if constexpr`` in the prelude), -O3."""
    return [f"--offload-arch={arch}", "-std=c++17", "-O3"]


def compile_source(source: str, name: str, arch: str) -> bytes:
    """The code object of ``source`` for ``arch``; InternalError with the log on failure."""
    lib = library()
    if lib is None:
        raise InternalError("hipRTC (libhiprtc or libamdhip64) is not installed")
    prog = ctypes.c_void_p()
    rc = lib.hiprtcCreateProgram(ctypes.byref(prog), source.encode(), f"{name}.hip".encode(),
                                 0, None, None)
    if rc != 0:
        raise InternalError(f"hiprtcCreateProgram failed ({rc})")
    try:
        opts = [o.encode() for o in options(arch)]
        rc = lib.hiprtcCompileProgram(prog, len(opts), (ctypes.c_char_p * len(opts))(*opts))
        if rc != 0:
            n = ctypes.c_size_t()
            lib.hiprtcGetProgramLogSize(prog, ctypes.byref(n))
            log = ctypes.create_string_buffer(n.value + 1)
            lib.hiprtcGetProgramLog(prog, log)
            raise InternalError(f"hipRTC failed to compile the generated HIP for kernel {name} "
                                f"({arch}, error {rc}):\n{log.value.decode(errors='replace')}")
        n = ctypes.c_size_t()
        lib.hiprtcGetCodeSize(prog, ctypes.byref(n))
        code = ctypes.create_string_buffer(n.value)
        lib.hiprtcGetCode(prog, code)
        return code.raw
    finally:
        lib.hiprtcDestroyProgram(ctypes.byref(prog))
