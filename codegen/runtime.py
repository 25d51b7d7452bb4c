"""The GPU runtime: compile, memory and disk caches, argument marshalling, launch.

cupy is imported here only, lazily. The dialect follows the device cupy finds: cupy's CUDA
build gives CUDA C++ compiled by NVRTC for ``sm_XY``; its ROCm build (``cupy.cuda.runtime.
is_hip``) gives HIP C++ for the device's ``gcnArchName`` (e.g. gfx90a), compiled by hipRTC
(:mod:`codegen.hiprtc`) and loaded with ``cupy.RawModule(path=...)``. The AMD path is
compile-tested only: it has never run on AMD hardware. Compiled kernels are cached

* in memory, per ``ir.Function`` object, ``num_warps`` and device;
* on disk under ``$TILEDSL_CACHE_DIR`` (default ``~/.cache/tiledsl``): ``<key>.cubin`` (or
  ``.hsaco``) with ``<key>.sha256`` (a digest of the binary), where ``key`` hashes the
  generated source, the compiler options, the architecture and the compiler version. Files are
  written to a temporary name and moved into place with ``os.replace``; an entry that is
  missing, unreadable, empty or whose digest file does not hold the digest of its bytes, or
  that the driver refuses, is rebuilt (never an error).
"""
from __future__ import annotations

import ctypes
import glob
import hashlib
import os
import struct
import tempfile
import threading
import weakref

import numpy as np

from tiledsl import knobs
from tiledsl.streams import stream_of
from tiledsl.dtypes import DType
from tiledsl.atomicfile import atomic_write, read_cache_file
from tiledsl.errors import InternalError, TileLaunchError

from . import tma
from .faults import _armed as _faults_armed  # True once a module can write the error record
from .names import kernel_symbol

_HOW = ("run it on the interpreter instead: pass backend=\"interpreter\" or set "
        "TILEDSL_INTERPRET=1 (numpy arrays run there directly)")

_memory: dict = {}      # id(fn) -> {(num_warps, device): _Compiled}
_finalizers: dict = {}
_source_cache: dict = {}  # (source key) -> _Compiled, shared by equal sources


class _Compiled:
    def __init__(self, kernel, smem, nthreads, name, source, packed=None, pointers=None,
                 sanitize=False):
        self.kernel, self.smem, self.nthreads, self.name = kernel, smem, nthreads, name
        self.source = source
        self.sanitize = sanitize  # its parameters end with (lo, hi) per pointer (faults.py)
        self.packed = packed  # a PackedLaunch, or None: launch through cupy's Function
        # which parameters are pointers (their int addresses become uint64 for cupy's call);
        # None: every int argument is an address
        self.pointers = pointers
        self.tma = ()  # codegen.tma.BoxSpec per tensor map parameter, after the others
        #: a persistent kernel's grid (its resident blocks), which then takes the launch's
        #: grid of programs as three ints after the tensor maps; 0: an ordinary kernel
        self.blocks = 0
        #: blocks per cluster (codegen.cluster): a persistent kernel's grid is a multiple
        self.cluster = 1
        #: stream-K's workspace and flags (codegen.streamk.arm), kept alive with the module
        self.stream_k = ()


#: ``struct`` codes of the kernel parameters' C types (dialect.param_ctype): 16-bit floats
#: travel as their raw bits, ``i1`` as an int
_PARAM_CODES = {DType.i1: "i", DType.i8: "b", DType.i16: "h", DType.i32: "i", DType.i64: "q",
                DType.u8: "B", DType.u16: "H", DType.u32: "I", DType.u64: "Q",
                DType.fp16: "H", DType.bf16: "H", DType.fp32: "f", DType.fp64: "d"}


class PackedLaunch:
    """A launch of one loaded kernel with its arguments packed by :mod:`struct` into one
    buffer made once per compiled kernel, handed to the driver directly: the launch fast
    path's last step, without cupy's per-argument conversion in ``Function.__call__``.

    The kernel parameters sit in the buffer at their C offsets (natural alignment,
    ``struct``'s native ``@`` layout, which is the C ABI's on x86-64 and aarch64);
    ``kernelParams`` (``params``, the address of ``ptrs``) is an array of pointers to them.
    With ``ex`` (the driver's ``cuLaunchKernelEx``, :mod:`codegen.driver`) the buffer starts
    with the ``CUlaunchConfig`` (grid, block, shared memory, stream; no attributes) and the
    parameters follow at :data:`codegen.driver.PARAMS_OFFSET`, so that one ``pack_into``
    writes everything a launch changes and the driver call takes four arguments made once
    (``c_args``); without ``ex``, ``launch_kernel`` is called as ``cuLaunchKernel``'s 11
    arguments (ctypes with ``argtypes``, or cupy's ``driver.launchKernel``). The driver copies
    the parameters before it returns, so the buffer is reused by every launch (nothing is
    allocated per launch); ``lock`` keeps two threads from packing it at once.

    ``launch_kernel`` returns the CUresult (0 for success; cupy's wrapper returns None and
    raises instead). Raises ValueError for a parameter type without a packed form.
    """

    def __init__(self, fn, func_ptr: int, nthreads: int, smem: int, launch_kernel,
                 sanitize: bool = False, tensor_maps: int = 0, ex: bool = False,
                 grid_args: bool = False):
        from . import driver

        codes = []
        for p in fn.params:
            code = "Q" if p.kind == "pointer" else _PARAM_CODES.get(p.value.type.elem)
            if code is None:
                raise ValueError(f"no packed form for parameter {p.name!r}")
            codes.append(code)
        if sanitize:  # each pointer's extent (lo, hi), codegen.faults
            codes += ["q", "q"] * sum(p.kind == "pointer" for p in fn.params)
        codes += ["128s"] * tensor_maps  # CUtensorMap by value (codegen.tma), 128 bytes each
        if grid_args:  # a persistent kernel's grid of programs (codegen.raster)
            codes += ["i", "i", "i"]
        self.codes = tuple(codes)
        self.ex = bool(ex)
        start = driver.PARAMS_OFFSET if self.ex else 0
        head = driver.LAUNCH_CONFIG + f"{start - driver.LAUNCH_CONFIG_BYTES}x" if self.ex else ""
        self.struct = struct.Struct("@" + head + "".join(codes))
        offsets = [struct.calcsize("@" + "".join(codes[:i + 1])) - struct.calcsize(codes[i])
                   for i in range(len(codes))]
        self.offsets = tuple(start + o for o in offsets)  # of each parameter in ``buf``
        self.buf = ctypes.create_string_buffer(max(1, self.struct.size))
        base = ctypes.addressof(self.buf)
        self.ptrs = (ctypes.c_void_p * max(1, len(codes)))(*[base + o for o in self.offsets])
        self.params = ctypes.addressof(self.ptrs) if codes else 0
        self.func, self.nthreads, self.smem = func_ptr, nthreads, smem
        self.launch_kernel = launch_kernel
        #: cuLaunchKernelEx's arguments but ``extra``: the config, the function, kernelParams
        self.c_args = (ctypes.c_void_p(base), ctypes.c_void_p(func_ptr),
                       ctypes.c_void_p(self.params) if self.params else None)
        self.lock = threading.Lock()

    def __call__(self, grid: tuple, kargs, stream_ptr: int):
        """Launch over the 3-tuple ``grid`` with ``kargs`` (device addresses as ints or
        numpy uint64, scalars in their kernel form) on the stream handle ``stream_ptr``.
        Raises :class:`codegen.driver.DriverError` when the driver returns an error (and
        what cupy's wrapper raises)."""
        with self.lock:
            if self.ex:
                self.struct.pack_into(self.buf, 0, grid[0], grid[1], grid[2], self.nthreads,
                                      1, 1, self.smem, stream_ptr, *kargs)
                rc = self.launch_kernel(*self.c_args, None)
            else:
                self.struct.pack_into(self.buf, 0, *kargs)
                rc = self.launch_kernel(self.func, grid[0], grid[1], grid[2], self.nthreads,
                                        1, 1, self.smem, stream_ptr, self.params, 0)
        if rc:
            from .driver import DriverError

            raise DriverError(int(rc))


def _driver_launch():
    """``(function, ex)`` of the driver's launch entry point loaded by ctypes
    (:func:`codegen.driver.launcher`), or None without libcuda."""
    from . import driver

    return driver.launcher()


def _function_ptr(kern) -> int | None:
    """The ``CUfunction`` handle of the loaded kernel ``kern`` (a ``cupy.cuda.Function``; a
    RawKernel holds one), or None where it has none."""
    ptr = getattr(kern, "ptr", None)
    if not isinstance(ptr, int):
        try:
            ptr = kern.kernel.ptr
        except Exception:  # noqa: BLE001 - no handle: cupy launches it
            return None
    return ptr if isinstance(ptr, int) else None


def _packed_for(fn, kern, nthreads: int, smem: int, cupy, sanitize: bool = False,
                tensor_maps: int = 0, grid_args: bool = False):
    """A :class:`PackedLaunch` of the loaded kernel ``kern``: through the driver's
    ``cuLaunchKernelEx`` loaded by ctypes, else through cupy's ``driver.launchKernel`` where
    libcuda cannot be loaded; None where neither is there or ``kern`` has no handle (then
    ``kern(...)`` launches)."""
    ptr = _function_ptr(kern)
    if not ptr:
        return None
    drv = _driver_launch()
    if drv is not None:
        launch_kernel, ex = drv
    else:
        launch_kernel = getattr(getattr(cupy.cuda, "driver", None), "launchKernel", None)
        ex = False
        if launch_kernel is None:
            return None
    try:
        return PackedLaunch(fn, ptr, nthreads, smem, launch_kernel, sanitize, tensor_maps, ex,
                            grid_args)
    except ValueError:
        return None


class _CupyStream:
    """What cupy's ``Function.__call__`` reads of a stream: its handle, ``ptr``."""

    __slots__ = ("ptr",)

    def __init__(self, ptr: int):
        self.ptr = ptr


def stream_handle(stream, cupy) -> int:
    """The ``CUstream`` handle of the ``stream=`` launch option (``args.stream_of``: a cupy or
    torch stream, or a raw handle); cupy's current stream when None (``cupy`` is only read
    then). Raises TileLaunchError for anything else."""
    h = stream_of(stream)
    return cupy.cuda.get_current_stream().ptr if h is None else h


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
    what = "ROCm" if getattr(cupy.cuda.runtime, "is_hip", False) else "CUDA"
    try:
        n = cupy.cuda.runtime.getDeviceCount()
    except Exception as exc:  # noqa: BLE001
        raise TileLaunchError(f"no {what} device is usable ({exc}); {_HOW}") from None
    if n == 0:
        raise TileLaunchError(f"no {what} device found; {_HOW}")
    _CUPY = cupy
    return cupy


def cache_dir() -> str:
    """The folder of the compiled-kernel cache, :func:`tiledsl.knobs.cache_dir` as a string
    (``$TILEDSL_CACHE_DIR`` stripped, ``~`` expanded; default ``~/.cache/tiledsl``); not
    created here. Raises TileLaunchError when ``~`` cannot be expanded."""
    return str(knobs.cache_dir())


def device_arch(cupy, dev) -> str:
    """The compile target of ``dev``: ``sm_XY`` (``sm_90a`` on Hopper) or an AMD ``gfx...``."""
    if getattr(cupy.cuda.runtime, "is_hip", False):
        props = cupy.cuda.runtime.getDeviceProperties(dev.id)
        name = props.get("gcnArchName", b"")
        name = name.decode() if isinstance(name, bytes) else str(name)
        return name.split(":")[0] or f"gfx{props.get('gcnArch', '')}"
    cc = int(dev.compute_capability)
    return f"sm_{cc}a" if cc == 90 else f"sm_{cc}"


def device_dialect(cupy, dev):
    """The dialect for ``dev``: CUDA, or HIP for its AMD architecture."""
    from .cuda import cuda_dialect
    from .hip import hip_dialect

    if getattr(cupy.cuda.runtime, "is_hip", False):
        return hip_dialect(device_arch(cupy, dev))
    return cuda_dialect(device_arch(cupy, dev))


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


def compile_cubin(source: str, name: str, arch: str, cupy, rebuild: bool = False) -> tuple:
    """NVRTC → cubin bytes, through the disk cache (``rebuild``: compile even when an entry
    is there, and replace it). Returns (cubin path, from_cache); raises InternalError when
    NVRTC fails, TileLaunchError when the cubin can be written nowhere."""
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
    key_text = "\x00".join([source, " ".join(o for o in opts if not o.startswith("-I")), arch,
                            ver])

    def build():
        return _nvrtc_compile(nv, source, name, opts)

    return _disk_cached(name, key_text, ".cubin", build, rebuild)


def _nvrtc_compile(nv, source, name, opts) -> bytes:
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
        return nv.getCUBIN(prog)
    finally:
        nv.destroyProgram(prog)


def compile_hsaco(source: str, name: str, arch: str, rebuild: bool = False) -> tuple:
    """hipRTC → AMD code object, through the disk cache (``rebuild`` as for
    :func:`compile_cubin`). Returns (path, from_cache); raises as :func:`compile_cubin`."""
    from . import hiprtc

    key_text = "\x00".join([source, " ".join(hiprtc.options(arch)), arch, hiprtc.version()])
    return _disk_cached(name, key_text, ".hsaco",
                        lambda: hiprtc.compile_source(source, name, arch), rebuild)


def _digest_path(path: str) -> str:
    return os.path.splitext(path)[0] + ".sha256"


def _disk_cached(name: str, key_text: str, ext: str, build, rebuild: bool = False) -> tuple:
    """The binary of ``build()`` under a key hashed from ``key_text``: read back when the
    entry is complete (:func:`_entry_ok`) and ``rebuild`` is false, else built and written.
    A missing, unreadable or corrupt entry is rebuilt; an unwritable cache folder falls back
    to a temporary file. Returns (path, from_cache); raises what ``build`` raises, and
    TileLaunchError when the binary can be written neither to the cache nor to a temporary
    file."""
    key = hashlib.sha256(key_text.encode()).hexdigest()[:40]
    path = os.path.join(cache_dir(), f"{name}-{key}{ext}")
    digest_path = _digest_path(path)
    if not rebuild and _entry_ok(path, digest_path):
        return path, True
    binary = build()
    try:
        atomic_write(path, binary)
        atomic_write(digest_path, hashlib.sha256(binary).hexdigest().encode())
    except OSError as exc:  # a read-only cache is not fatal: compile into a temporary file
        try:
            fd, path = tempfile.mkstemp(suffix=ext)
            with os.fdopen(fd, "wb") as f:
                f.write(binary)
        except OSError as exc2:
            raise TileLaunchError(
                f"cannot write the compiled kernel {name}: not to the cache folder "
                f"{cache_dir()} ({exc}) nor to a temporary file ({exc2}); set "
                f"TILEDSL_CACHE_DIR to a writable folder") from None
    return path, False


def _entry_ok(path: str, digest_path: str) -> bool:
    """Whether ``path`` holds a complete cache entry: non-empty bytes, and a ``.sha256`` file
    beside it holding their SHA-256 in hex. Anything else (missing, unreadable, a folder in
    place of a file, truncated, a digest that is not ASCII or does not match) is False, so
    the entry is rebuilt. Raises nothing."""
    try:
        data = read_cache_file(path)  # a FIFO or a device in its place is an OSError
        want = read_cache_file(digest_path, 256)  # bytes: a corrupt digest need not be UTF-8
    except (OSError, ValueError):
        return False
    return bool(data) and want.strip() == hashlib.sha256(data).hexdigest().encode()


def _build(fn, num_warps, cupy, dev, load_other=None, num_stages=None, sanitize=False,
           persistent=False):
    """Compile for this device. When fewer registers would fit more blocks per SM
    (:func:`codegen.occupancy.min_blocks_to_try`: one allocation unit fewer gains a block,
    or a kernel that fits one block gets a second), build again with
    ``__launch_bounds__(threads, min_blocks)`` and keep that variant if it does not spill
    (``TILEDSL_OCCUPANCY=off`` disables the retry; it was measured on NVIDIA only, so AMD
    devices keep the first variant)."""
    from .occupancy import SmLimits, min_blocks_to_try

    dialect = device_dialect(cupy, dev)
    ck = _build_one(fn, num_warps, cupy, dev, None, dialect, load_other, num_stages, sanitize,
                    persistent=persistent)
    if dialect.name != "cuda" or knobs.occupancy() == "off":
        return ck
    try:
        regs = int(ck.kernel.num_regs)
        limits = SmLimits.of_device(dev)
    except Exception:  # noqa: BLE001
        return ck
    min_blocks = min_blocks_to_try(regs, ck.nthreads, ck.smem, limits)
    if min_blocks is not None:
        try:
            ck2 = _build_one(fn, num_warps, cupy, dev, min_blocks, dialect, load_other,
                             num_stages, sanitize, persistent=persistent)
            if int(ck2.kernel.local_size_bytes) == 0:
                return ck2
        except Exception:  # noqa: BLE001 - keep the first variant
            pass
    return ck


def _load(cupy, compile_fn, name, loaded=None):
    """Compile (disk cache) and load; a cached binary the driver refuses is rebuilt once.
    ``compile_fn(rebuild=False)`` returns (path, from_cache), as :func:`compile_cubin`;
    ``loaded(module)``, when given, runs on the loaded module before its function is
    returned (failing like a refused binary)."""
    def get(path):
        mod = cupy.RawModule(path=path)
        kern = mod.get_function(name)
        if loaded is not None:
            loaded(mod)
        return kern

    path, cached = compile_fn()
    try:
        return get(path)
    except Exception:  # noqa: BLE001 - a corrupt entry: rebuild once
        if not cached:
            raise
        for p in (path, _digest_path(path)):
            try:
                os.unlink(p)
            except OSError:
                pass
        path, _ = compile_fn(rebuild=True)  # even where the entry could not be removed
        return get(path)


def _build_one(fn, num_warps, cupy, dev, min_blocks, dialect=None, load_other=None,
               num_stages=None, sanitize=False, tma=None, persistent=False):
    from . import _emit_sites, faults, hiprtc

    from tiledsl import knobs

    dialect = dialect or device_dialect(cupy, dev)
    hip = dialect.name == "hip"
    launch_kernel = getattr(getattr(cupy.cuda, "driver", None), "launchKernel", None)
    if tma is None:  # tensor maps travel by value: only the packed driver launch takes them
        tma = knobs.tma() and not hip and (launch_kernel is not None or
                                             _driver_launch() is not None)
    specs: list = []
    meta: dict = {}
    src, smem, sites = _emit_sites(fn, dialect, num_warps, min_blocks, load_other, num_stages,
                                   sanitize, tma, specs, meta, persistent)
    persistent = meta.get("persistent", False)
    name = kernel_symbol(fn.name)
    ks = faults.KernelSites(fn.name, tuple(sites), sanitize) if sites else None

    modules = []  # the loaded module (stream-K's workspace is given to it below)

    def arm(mod):  # the loaded module learns where the error record is (codegen.faults)
        modules.append(mod)
        if ks is not None:
            faults.arm(cupy, mod, dev.id, ks)
    arch = device_arch(cupy, dev)
    compiler = "hipRTC" if hip else "NVRTC"
    try:
        if hip and hiprtc.library() is None:
            raise ImportError("no hipRTC library for ctypes")
        kern = _load(cupy, (lambda rebuild=False: compile_hsaco(src, name, arch, rebuild))
                     if hip else
                     (lambda rebuild=False: compile_cubin(src, name, arch, cupy, rebuild)),
                     name, arm)
    except InternalError:
        raise
    except (ImportError, AttributeError):
        # cupy without the compiler bindings we use: let cupy compile (its own cache)
        opts = (f"--offload-arch={arch}", "-std=c++17") if hip else (f"-arch={arch}",
                                                                      "--std=c++17")
        try:
            mod = cupy.RawModule(code=src, options=opts)
            kern = mod.get_function(name)
            if arm is not None:
                arm(mod)
        except Exception as exc:  # noqa: BLE001
            raise InternalError(f"{compiler} failed to compile kernel {name}: {exc}") from None
    nthreads = meta.get("threads", dialect.warp_size * num_warps)
    if hip and smem > dialect.max_shared:  # LDS has no opt-in beyond 64 KB
        raise TileLaunchError(f"kernel {fn.name} with num_warps={num_warps} needs {smem} "
                              f"bytes of shared memory; {arch} allows {dialect.max_shared}: use "
                              f"smaller tiles")
    if not hip and smem > 48 * 1024:
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
    packed = _packed_for(fn, kern, nthreads, smem, cupy, sanitize, len(specs), persistent) \
        if not hip else None
    if specs and packed is None:  # no driver launch for the tensor maps: cp.async instead
        return _build_one(fn, num_warps, cupy, dev, min_blocks, dialect, load_other,
                          num_stages, sanitize, tma=False)
    pointers = tuple(p.kind == "pointer" for p in fn.params)
    if sanitize:
        pointers += (False, False) * sum(pointers)
    ck = _Compiled(kern, smem, nthreads, name, src, packed, pointers, sanitize)
    ck.tma = tuple(specs)
    ck.cluster = meta.get("cluster", 1)
    ck.blocks = _resident_blocks(kern, dev, nthreads, smem) if persistent else 0
    if persistent and ck.cluster > 1:
        ck.blocks = _resident_clusters(kern, ck, nthreads, smem) * ck.cluster
    if meta.get("stream_k") and ck.blocks and modules:  # a slot of partial sums per block
        from . import streamk

        with dev:
            ck.stream_k = streamk.arm(cupy, modules[-1], ck.blocks, meta["stream_k"])
    return ck


def _resident_clusters(kern, ck, nthreads: int, smem: int) -> int:
    """The clusters of persistent kernel ``ck`` (``ck.blocks``: its resident blocks) that
    the device runs at once: the driver's count where it gives one (a cluster's blocks
    share a GPC, so fewer may fit than the blocks over the cluster size; a grid of more
    would run the rest in a second wave), else the blocks over the cluster size."""
    from . import driver

    c = ck.cluster
    n = driver.max_active_clusters(_function_ptr(kern), ck.blocks // c * c or c, nthreads, smem)
    return max(1, min(ck.blocks // c, n) if n else ck.blocks // c)


def persistent_grid(ck, grid: tuple) -> tuple:
    """The launch grid of persistent kernel ``ck`` for the 3-tuple ``grid`` of programs:
    at most its resident blocks, in whole clusters (a cluster of two runs a pair of programs
    along axis 0, codegen.cluster)."""
    c = ck.cluster
    programs = -(-grid[0] // c) * grid[1] * grid[2]
    return (c * min(programs, ck.blocks // c), 1, 1)


def _resident_blocks(kern, dev, nthreads: int, smem: int) -> int:
    """The blocks of ``kern`` that fit the device at once (SMs times blocks per SM, by
    threads, shared memory and registers): a persistent kernel's grid."""
    a = dev.attributes
    sms = int(a.get("MultiProcessorCount", 1))
    per_sm = [32, int(a.get("MaxThreadsPerMultiProcessor", 2048)) // nthreads]
    if smem:
        per_sm.append(int(a.get("MaxSharedMemoryPerMultiprocessor", smem)) // (smem + 1024))
    try:
        regs = (int(kern.num_regs) + 7) // 8 * 8
        per_sm.append(int(a.get("MaxRegistersPerMultiprocessor", 65536)) // max(1, regs * nthreads))
    except Exception:  # noqa: BLE001 - no register count: the other limits
        pass
    return sms * max(1, min(per_sm))


def _cache_key(num_warps, dev_id, load_other, codegen_key, num_stages, sanitize,
               persistent) -> tuple:
    """The in-memory cache's key of one build (:func:`get_compiled`, :func:`compiled_now`,
    :func:`is_compiled`)."""
    return (num_warps, dev_id, load_other, codegen_key, num_stages, sanitize, persistent)


def get_compiled(fn, num_warps=4, load_other=None, device=None, num_stages=None,
                 sanitize=False, persistent=False):
    """The compiled kernel of ``fn`` for ``num_warps``, ``num_stages``, ``load_other`` and the
    code-generation variables now set, on ``device`` (the current device when None; it
    must be current), built on a miss; ``sanitize``: the bounds-checked variant
    (:mod:`codegen.faults`); ``persistent``: one block per SM loops over the grid's programs
    (sm_90a with TMA; elsewhere the kernel as usual)."""
    cupy = _cupy()
    dev_id = cupy.cuda.runtime.getDevice() if device is None else device
    per_fn = _memory.get(id(fn))
    if per_fn is None:
        per_fn = _memory[id(fn)] = {}
        fid = id(fn)
        try:
            _finalizers[fid] = weakref.finalize(fn, lambda: (_memory.pop(fid, None),
                                                             _finalizers.pop(fid, None)))
        except TypeError:
            pass
    key = _cache_key(num_warps, dev_id, load_other, knobs.codegen_key(), num_stages, sanitize,
                     persistent)
    ck = per_fn.get(key)
    if ck is None:
        ck = per_fn[key] = _build(fn, num_warps, cupy, cupy.cuda.Device(dev_id), load_other,
                                  num_stages, sanitize, persistent=persistent)
    return ck


def compiled_now(fn, num_warps=4, load_other=None, device=None, num_stages=None,
                 codegen_key=None):
    """``(compiled kernel, the dict of fn's builds that holds it)`` that
    :func:`get_compiled` would return now (unsanitized), on ``device`` (the current device
    when None), for ``codegen_key`` (:func:`tiledsl.knobs.codegen_key`, read now when None),
    without building or loading anything; None when it is not in memory. The launch fast
    path's direct launcher keeps both, to notice a cleared cache."""
    dev_id = _cupy().cuda.runtime.getDevice() if device is None else device
    per_fn = _memory.get(id(fn))
    if per_fn is None:
        return None
    key = knobs.codegen_key() if codegen_key is None else codegen_key
    ck = per_fn.get(_cache_key(num_warps, dev_id, load_other, key, num_stages, False, False))
    return None if ck is None else (ck, per_fn)


def is_compiled(fn, num_warps=4, load_other=None, device=None, num_stages=None,
                sanitize=False, persistent=False) -> bool:
    """Whether :func:`get_compiled` with these arguments would find the kernel in memory
    (build and load nothing)."""
    dev_id = _cupy().cuda.runtime.getDevice() if device is None else device
    key = _cache_key(num_warps, dev_id, load_other, knobs.codegen_key(), num_stages, sanitize,
                     persistent)
    return key in _memory.get(id(fn), {})


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


def kernel_scalar(p, a):
    """The kernel-argument form of scalar ``a`` for IR parameter ``p``: its exact numpy type,
    fp16/bf16 as their 16 raw bits, i1 as an int32. Raises TileLaunchError if it cannot be."""
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


def launch(fn, grid, args, *, num_warps=4, num_stages=None, stream=None, load_other=None,
           check=None, persistent=False):
    """Compile (cached) and launch ``fn`` over ``grid`` (1 to 3 positive sizes) with ``args``
    in parameter order: device arrays (cupy, or ``__cuda_array_interface__``) for pointers,
    scalars for the rest. ``check``: None (unchecked), or ``"raise"``/``"warn"`` for the
    sanitize mode: every access is bounds-checked against its array's extent, the launch
    synchronizes its stream, and a violation raises the interpreter's TileRuntimeError (or
    warns, TileDebugWarning). Raises TileLaunchError for a refused launch, and
    TileRuntimeError for an earlier launch's fault found in the error record
    (:mod:`codegen.faults`)."""
    grid = tuple(int(g) for g in grid)
    grid = grid + (1,) * (3 - len(grid))
    if len(grid) != 3 or min(grid) < 1:
        raise TileLaunchError(f"grid must have 1 to 3 positive sizes, got {grid}")
    if grid[0] >= 2**31 or grid[1] > 65535 or grid[2] > 65535:
        raise TileLaunchError(f"grid {grid} exceeds the CUDA limits (2^31-1, 65535, 65535)")
    if len(args) != len(fn.params):
        raise TileLaunchError(f"kernel {fn.name} takes {len(fn.params)} arguments, got "
                              f"{len(args)}")
    ck = get_compiled(fn, num_warps, load_other, num_stages=num_stages,
                      sanitize=check is not None, persistent=persistent)
    kargs = []
    for p, a in zip(fn.params, args):
        if p.kind == "pointer":
            kargs.append(np.uint64(_device_ptr(a, p.name)))
        else:
            kargs.append(kernel_scalar(p, a))
    if check is None:
        return launch_compiled(ck, fn.name, grid, kargs, stream)
    from . import faults

    for p, a in zip(fn.params, args):
        if p.kind == "pointer":
            item = p.value.type.elem.elem.itemsize
            kargs.extend(np.int64(e) for e in faults.extent(a, item))
    launch_compiled(ck, fn.name, grid, kargs, stream)
    cupy = _cupy()
    if stream is None:
        cupy.cuda.get_current_stream().synchronize()
    else:
        cupy.cuda.runtime.streamSynchronize(stream_handle(stream, None))
    faults.check(warn_only=check == "warn")
    return None


def launch_prepared(fn, grid: tuple, kargs: list, *, num_warps: int = 4, stream=None,
                    device: int | None = None, load_other: str | None = None,
                    num_stages: int | None = None, persistent: bool = False):
    """Launch ``fn`` on ``device`` (the current device when None; it must be current) over
    the 3-tuple ``grid`` with ``kargs`` already in kernel form (device addresses as ints or
    numpy uint64, scalars as :func:`kernel_scalar` gives them): the launch fast path's entry,
    which skips argument conversion and compiles only on a cache miss."""
    return launch_compiled(get_compiled(fn, num_warps, load_other, device, num_stages,
                                        persistent=persistent), fn.name, grid, kargs, stream)


def launch_compiled(ck, name: str, grid: tuple, kargs: list, stream=None):
    """Launch the compiled kernel ``ck`` over the 3-tuple ``grid`` with kernel arguments
    ``kargs`` (device addresses as ints or numpy uint64, scalars in their kernel form) on
    ``stream`` (:func:`stream_handle`: the current stream when None), packed by the kernel's
    :class:`PackedLaunch` where it has one, else through cupy. Raises TileLaunchError when
    the driver refuses the launch or ``stream`` is not a stream.

    The launch fast path's direct launcher (``tiledsl.launch.fastpath._direct_launcher``)
    does what this function does per launch (the fault-record check, the tensor maps, the
    packing) in code generated per compiled kernel: a new per-launch step here needs its
    counterpart there, or a reason there to keep such kernels on this path."""
    if _faults_armed[0]:
        from .faults import check

        check(when=f"found when kernel {name} was about to launch")
    packed = ck.packed
    if ck.tma:  # the tensor maps of the kernel's TMA loads, from its arguments
        kargs = list(kargs) + [tma.encode(spec, kargs, grid) for spec in ck.tma]
    if ck.blocks:  # persistent: the grid's programs as arguments, one block per slot
        kargs = list(kargs) + [grid[0], grid[1], grid[2]]
        grid = persistent_grid(ck, grid)
    try:
        if packed is not None:
            packed(grid, kargs, stream_handle(stream, _cupy() if stream is None else None))
        else:
            ptrs = ck.pointers or (True,) * len(kargs)
            ck.kernel(grid, (ck.nthreads, 1, 1),
                      tuple(np.uint64(a) if p and type(a) is int else a
                            for a, p in zip(kargs, ptrs)),
                      shared_mem=ck.smem,
                      stream=None if stream is None else _CupyStream(stream_handle(stream, None)))
    except TileLaunchError:
        raise
    except Exception as exc:  # noqa: BLE001 - DriverError, cupy's CUDADriverError
        raise launch_failed(name, grid, ck.nthreads, ck.smem, exc) from None


def launch_failed(name: str, grid: tuple, nthreads: int, smem: int, why) -> TileLaunchError:
    """The TileLaunchError of a launch the driver refused (``why``: the exception, or a
    CUresult as an int)."""
    if isinstance(why, int):
        from .driver import error_text

        why = error_text(why)
    return TileLaunchError(f"launching kernel {name} (grid {grid}, {nthreads} threads, "
                           f"{smem} bytes of shared memory) failed: {why}")
