"""The GPU runtime: NVRTC compile, memory and disk caches, argument marshalling, launch.

cupy is imported here only, lazily. Compiled kernels are cached

* in memory, per ``ir.Function`` object, ``num_warps`` and device;
* on disk under ``$TILEDSL_CACHE_DIR`` (default ``~/.cache/tiledsl``): ``<key>.cubin`` with
  ``<key>.sha256`` (a digest of the cubin), where ``key`` hashes the generated source, the
  NVRTC options, the architecture and the NVRTC version. Files are written to a temporary name
  and moved into place with ``os.replace``; an entry whose digest does not match, or that the
  driver refuses, is rebuilt.
"""
from __future__ import annotations

import glob
import hashlib
import os
import tempfile
import weakref

import numpy as np

from tiledsl.dtypes import DType
from tiledsl.errors import InternalError, TileLaunchError

_HOW = ("run it on the interpreter instead: pass backend=\"interpreter\" or set "
        "TILEDSL_INTERPRET=1 (numpy arrays run there directly)")

_memory: dict = {}      # id(fn) -> {(num_warps, device): _Compiled}
_finalizers: dict = {}
_source_cache: dict = {}  # (source key) -> _Compiled, shared by equal sources


class _Compiled:
    def __init__(self, kernel, smem, nthreads, name, source):
        self.kernel, self.smem, self.nthreads, self.name = kernel, smem, nthreads, name
        self.source = source


_CUPY = None


def _cupy():
    global _CUPY
    if _CUPY is not None:
        return _CUPY
    try:
        import cupy
    except Exception as exc:  # noqa: BLE001 - ImportError, or a broken CUDA install
        raise TileLaunchError(f"a GPU launch needs cupy, which could not be imported ({exc}); "
                              f"install cupy-cuda13x, or {_HOW}") from None
    try:
        n = cupy.cuda.runtime.getDeviceCount()
    except Exception as exc:  # noqa: BLE001
        raise TileLaunchError(f"no CUDA device is usable ({exc}); {_HOW}") from None
    if n == 0:
        raise TileLaunchError(f"no CUDA device found; {_HOW}")
    _CUPY = cupy
    return cupy


def cache_dir() -> str:
    return os.environ.get("TILEDSL_CACHE_DIR") or os.path.join(
        os.path.expanduser("~"), ".cache", "tiledsl")


def device_arch(cupy, dev) -> str:
    cc = int(dev.compute_capability)
    return f"sm_{cc}a" if cc == 90 else f"sm_{cc}"


def _include_dirs(cupy):
    cands = []
    for env in ("CUDA_PATH", "CUDA_HOME"):
        if os.environ.get(env):
            cands.append(os.path.join(os.environ[env], "include"))
    try:
        cands.append(os.path.join(cupy.cuda.get_cuda_path() or "", "include"))
    except Exception:  # noqa: BLE001
        pass
    cands.append("/usr/local/cuda/include")
    try:
        import nvidia  # pip CUDA wheels

        for base in getattr(nvidia, "__path__", []):
            cands.extend(glob.glob(os.path.join(base, "*", "include")))
    except Exception:  # noqa: BLE001
        pass
    return [d for d in dict.fromkeys(cands) if os.path.exists(os.path.join(d, "cuda_fp16.h"))]


def _nvrtc():
    from cupy_backends.cuda.libs import nvrtc

    return nvrtc


def _atomic_write(path: str, data: bytes):
    d = os.path.dirname(path)
    os.makedirs(d, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=d, prefix=".tmp-")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def compile_cubin(source: str, name: str, arch: str, cupy) -> tuple:
    """NVRTC → cubin bytes, through the disk cache. Returns (cubin path, from_cache)."""
    nv = _nvrtc()
    incs = _include_dirs(cupy)
    # no -ftz: fp32 arithmetic keeps subnormals, as Triton's does (cupy's own compile adds
    # -ftz=true; the approximate instructions below are chosen explicitly in the prelude)
    opts = [f"-arch={arch}", "--std=c++17", "--device-as-default-execution-space"]
    opts += [f"-I{d}" for d in incs]
    try:
        ver = ".".join(map(str, nv.getVersion()))
    except Exception:  # noqa: BLE001
        ver = "?"
    key = hashlib.sha256("\x00".join([source, " ".join(o for o in opts if not o.startswith("-I")),
                                      arch, ver]).encode()).hexdigest()[:40]
    path = os.path.join(cache_dir(), f"{name}-{key}.cubin")
    digest_path = path[:-6] + ".sha256"
    try:
        with open(path, "rb") as f:
            data = f.read()
        with open(digest_path) as f:
            if f.read().strip() == hashlib.sha256(data).hexdigest():
                return path, True
    except OSError:
        pass
    prog = nv.createProgram(source, f"{name}.cu", [], [])
    try:
        try:
            nv.compileProgram(prog, opts)
        except Exception as exc:  # noqa: BLE001 - NVRTCError
            try:
                log = nv.getProgramLog(prog)
            except Exception:  # noqa: BLE001
                log = ""
            raise InternalError(f"NVRTC failed to compile the generated CUDA for kernel {name} "
                                f"({exc}):\n{log}") from None
        cubin = nv.getCUBIN(prog)
    finally:
        nv.destroyProgram(prog)
    try:
        _atomic_write(path, cubin)
        _atomic_write(digest_path, hashlib.sha256(cubin).hexdigest().encode())
    except OSError:  # a read-only cache is not fatal: compile into a temporary file
        fd, path = tempfile.mkstemp(suffix=".cubin")
        with os.fdopen(fd, "wb") as f:
            f.write(cubin)
    return path, False


def _build(fn, num_warps, cupy, dev):
    """Compile for this device. When the register use leaves room for only one block per SM,
    try again with ``__launch_bounds__(threads, 2)`` and keep that variant if it does not
    spill (``TILEDSL_OCCUPANCY=off`` disables the retry)."""
    ck = _build_one(fn, num_warps, cupy, dev, None)
    if os.environ.get("TILEDSL_OCCUPANCY", "auto") == "off":
        return ck
    try:
        regs = int(ck.kernel.num_regs)
        per_sm = int(dev.attributes.get("MaxRegistersPerMultiprocessor", 65536))
    except Exception:  # noqa: BLE001
        return ck
    if ck.nthreads * regs * 2 > per_sm and ck.nthreads <= 512 and ck.smem <= 48 * 1024:
        try:
            ck2 = _build_one(fn, num_warps, cupy, dev, 2)
            if int(ck2.kernel.local_size_bytes) == 0:
                return ck2
        except Exception:  # noqa: BLE001 - keep the first variant
            pass
    return ck


def _build_one(fn, num_warps, cupy, dev, min_blocks):
    from . import _emit

    src, smem = _emit(fn, "cuda", num_warps, min_blocks)
    from .emitter import _ident

    name = _ident(fn.name)
    arch = device_arch(cupy, dev)
    kern = None
    try:
        path, cached = compile_cubin(src, name, arch, cupy)
        try:
            kern = cupy.RawModule(path=path).get_function(name)
        except Exception:  # noqa: BLE001 - a corrupt entry: rebuild once
            if cached:
                for p in (path, path[:-6] + ".sha256"):
                    try:
                        os.unlink(p)
                    except OSError:
                        pass
                path, _ = compile_cubin(src, name, arch, cupy)
                kern = cupy.RawModule(path=path).get_function(name)
            else:
                raise
    except InternalError:
        raise
    except (ImportError, AttributeError):
        # cupy without the NVRTC bindings we use: let cupy compile (its own cache)
        try:
            mod = cupy.RawModule(code=src, options=(f"-arch={arch}", "--std=c++17"))
            kern = mod.get_function(name)
        except Exception as exc:  # noqa: BLE001
            raise InternalError(f"NVRTC failed to compile kernel {name}: {exc}") from None
    nthreads = 32 * num_warps
    if smem > 48 * 1024:
        limit = dev.attributes.get("MaxSharedMemoryPerBlockOptin", 48 * 1024)
        if smem > limit:
            raise TileLaunchError(f"kernel {fn.name} with num_warps={num_warps} needs {smem} "
                                  f"bytes of shared memory; the device allows {limit}: use "
                                  f"smaller tiles")
        kern.max_dynamic_shared_size_bytes = smem
    try:
        maxt = kern.max_threads_per_block
    except Exception:  # noqa: BLE001
        maxt = nthreads
    if maxt < nthreads:
        raise TileLaunchError(f"kernel {fn.name} needs too many registers for {nthreads} threads "
                              f"per block (the device allows {maxt} with its register use): "
                              f"use fewer warps or smaller tiles")
    return _Compiled(kern, smem, nthreads, name, src)


def get_compiled(fn, num_warps=4):
    cupy = _cupy()
    dev_id = cupy.cuda.runtime.getDevice()
    per_fn = _memory.get(id(fn))
    if per_fn is None:
        per_fn = _memory[id(fn)] = {}
        fid = id(fn)
        try:
            _finalizers[fid] = weakref.finalize(fn, lambda: (_memory.pop(fid, None),
                                                             _finalizers.pop(fid, None)))
        except TypeError:
            pass
    key = (num_warps, dev_id)
    ck = per_fn.get(key)
    if ck is None:
        ck = per_fn[key] = _build(fn, num_warps, cupy, cupy.cuda.Device(dev_id))
    return ck


def _device_ptr(a, pname):
    data = getattr(a, "data", None)
    ptr = getattr(data, "ptr", None)  # cupy.ndarray: no interface dict to build
    if isinstance(ptr, int):
        return ptr
    cai = getattr(a, "__cuda_array_interface__", None)
    if cai is None:
        raise TileLaunchError(f"argument {pname!r} must be a device array (cupy, or an object "
                              f"with __cuda_array_interface__ such as a torch CUDA tensor), got "
                              f"{type(a).__name__}")
    return int(cai["data"][0])


def _scalar(p, a):
    dt = p.value.type.elem
    try:
        if dt in (DType.fp16, DType.bf16):
            return np.array(a, dtype=dt.np).view(np.uint16)[()]
        if dt is DType.i1:
            return np.int32(bool(a))
        return dt.np.type(a)
    except (TypeError, ValueError, OverflowError) as exc:
        raise TileLaunchError(f"scalar argument {p.name!r} cannot be passed as {dt}: {exc}") \
            from None


def launch(fn, grid, args, *, num_warps=4, num_stages=None, stream=None):
    grid = tuple(int(g) for g in grid)
    grid = grid + (1,) * (3 - len(grid))
    if len(grid) != 3 or min(grid) < 1:
        raise TileLaunchError(f"grid must have 1 to 3 positive sizes, got {grid}")
    if grid[0] >= 2**31 or grid[1] > 65535 or grid[2] > 65535:
        raise TileLaunchError(f"grid {grid} exceeds the CUDA limits (2^31-1, 65535, 65535)")
    if len(args) != len(fn.params):
        raise TileLaunchError(f"kernel {fn.name} takes {len(fn.params)} arguments, got "
                              f"{len(args)}")
    ck = get_compiled(fn, num_warps)
    kargs = []
    for p, a in zip(fn.params, args):
        if p.kind == "pointer":
            kargs.append(np.uint64(_device_ptr(a, p.name)))
        else:
            kargs.append(_scalar(p, a))
    try:
        ck.kernel(grid, (ck.nthreads, 1, 1), tuple(kargs), shared_mem=ck.smem, stream=stream)
    except Exception as exc:  # noqa: BLE001 - CUDADriverError from cuLaunchKernel
        raise TileLaunchError(f"launching kernel {fn.name} (grid {grid}, {ck.nthreads} threads, "
                              f"{ck.smem} bytes of shared memory) failed: {exc}") from None
