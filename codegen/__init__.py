"""tiledsl's GPU backend: IR → CUDA C++ or HIP C++ → NVRTC / hipRTC → cupy launch.

* :func:`emit` renders one self-contained source for a specialized ``ir.Function``:
  ``target="cuda"`` (NVIDIA) or ``"hip"`` (AMD, gfx90a; ``"hip:gfx908"`` for another
  architecture); one emitter, the differences live in a :class:`Dialect`;
* :func:`launch` compiles (memory and disk caches) and launches it on device arrays, with the
  dialect of the device it finds (cupy's CUDA or ROCm build);
* :func:`compile_check` builds a CUDA source with ``nvcc`` and reports registers, spills, stack
  frame and the PTX; :func:`compile_check_hip` builds HIP sources with ``hipcc`` for an AMD
  architecture and reports VGPRs, spills, scratch and the disassembly (tests; no GPU needed).

cupy is imported lazily: importing this package and calling :func:`emit` need neither cupy nor
a GPU.
"""
from __future__ import annotations

from tiledsl.errors import InternalError, TileError
from tiledsl.optionrules import load_other_ok, num_stages_ok, num_warps_ok

from .cuda import CUDA, CudaDialect
from .dialect import Dialect
from .hip import HIP, HipDialect
from .targets import DIALECTS, get_dialect


def emit(fn, target="cuda", num_warps: int = 4, load_other: str | None = None,
         num_stages: int | None = None, persistent: bool = False) -> str:
    """The source of ``fn`` for ``target``, for a block of ``num_warps`` warps (wavefronts: 64
    threads each on AMD CDNA).

    ``target``: ``"cuda:ARCH"`` (``"cuda:sm_80"``, ``"cuda:sm_90a"``), ``"cuda"`` (the current
    device's architecture when cupy finds an NVIDIA GPU, else :data:`codegen.cuda.DEFAULT_ARCH`,
    sm_90a), ``"hip"`` (gfx90a), ``"hip:ARCH"``, or a :class:`Dialect`. ``num_stages``: the
    software pipeline's depth for loops whose loads feed a ``dot`` (1: none; None: 3, Triton's
    default). Masked vector loads as ``load_other`` says ("select", "init", "ptx"; None: the
    ``TILEDSL_LOAD_OTHER`` default). ``persistent``: the persistent kernel (sm_90a with TMA;
    :mod:`codegen.raster`). Raises TileLaunchError for a bad target or option."""
    if persistent:
        return _emit_sites(fn, target, num_warps, None, load_other, num_stages,
                           persistent=True)[0]
    return _emit(fn, target, num_warps, load_other=load_other, num_stages=num_stages)[0]


_DEVICE_ARCH = []


def _current_cuda_arch() -> str | None:
    """The architecture of the current NVIDIA device, or None without cupy or a GPU."""
    if not _DEVICE_ARCH:
        arch = None
        try:
            import cupy

            if not getattr(cupy.cuda.runtime, "is_hip", False) and \
                    cupy.cuda.runtime.getDeviceCount() > 0:
                from .runtime import device_arch

                arch = device_arch(cupy, cupy.cuda.Device())
        except Exception:  # noqa: BLE001 - no cupy, no driver, no device
            arch = None
        _DEVICE_ARCH.append(arch)
    return _DEVICE_ARCH[0]


def _check_stages(num_stages):
    from tiledsl.errors import TileLaunchError

    if num_stages is None:
        return None
    if not num_stages_ok(num_stages):
        raise TileLaunchError(f"num_stages must be an int >= 0 (or None for 3, Triton's "
                              f"default), got {num_stages!r}")
    return int(num_stages)


def _emit(fn, target="cuda", num_warps=4, min_blocks=None, load_other=None, num_stages=None):
    """(source, dynamic shared memory bytes); ``min_blocks`` goes into ``__launch_bounds__``."""
    return _emit_sites(fn, target, num_warps, min_blocks, load_other, num_stages)[:2]


def _emit_sites(fn, target="cuda", num_warps=4, min_blocks=None, load_other=None,
                num_stages=None, sanitize=False, tma=None, tma_specs=None, meta=None,
                persistent=False):
    """(source, dynamic shared memory bytes, fault sites): :func:`_emit`, and the
    :class:`codegen.faults.Site` list the code passes to the error record (empty when it
    has none); ``sanitize`` bounds-checks every access (``check="bounds"``). ``tma``: copy
    pipelined box loads with TMA on sm_90a (None: ``TILEDSL_TMA``); the kernel's
    :class:`codegen.tma.BoxSpec` list, one tensor map parameter each, is appended to
    ``tma_specs`` when given; ``meta`` (a dict, when given) receives ``threads``, the block
    size to launch with (``num_warps`` warps, and a warp-specialized loop's producer
    warpgroup: codegen.warpspec) and ``persistent`` (whether the kernel loops over the grid's
    programs, one block per SM, taking the grid as three trailing ints: codegen.raster);
    ``persistent`` asks for that (sm_90a with TMA only; elsewhere ignored)."""
    from tiledsl.errors import TileLaunchError

    from tiledsl.depth import deep_recursion

    from .emitter import Emitter

    num_stages = _check_stages(num_stages)
    if target == "cuda":
        arch = _current_cuda_arch()
        if arch is not None:
            target = f"cuda:{arch}"

    if not num_warps_ok(num_warps):
        raise TileLaunchError(f"num_warps must be a power of two between 1 and 32, got "
                              f"{num_warps!r}")
    num_warps = int(num_warps)
    if load_other is not None and not load_other_ok(load_other):
        raise TileLaunchError(f"load_other must be 'select', 'init' or 'ptx' (or None for the "
                              f"TILEDSL_LOAD_OTHER default), got {load_other!r}")
    dialect = get_dialect(target)
    if dialect is None:
        raise TileLaunchError(f"unknown code generation target {target!r}; use "
                              f"{', '.join(map(repr, DIALECTS))}, 'cuda:ARCH' (e.g. "
                              f"'cuda:sm_80') or 'hip:ARCH' (e.g. 'hip:gfx908')")
    if num_warps * dialect.warp_size > dialect.max_threads:
        raise TileLaunchError(f"num_warps={num_warps} makes blocks of "
                              f"{num_warps * dialect.warp_size} threads on {dialect.name} "
                              f"({dialect.warp_size} per warp); at most {dialect.max_threads} "
                              f"are allowed: use num_warps <= "
                              f"{dialect.max_threads // dialect.warp_size}")
    try:
        with deep_recursion():  # regions nest as deep as the source allows
            if tma is None:
                from tiledsl import knobs

                tma = knobs.tma()
            em = Emitter(fn, dialect, num_warps, min_blocks, load_other, num_stages, sanitize,
                         tma, persistent)
            src = em.kernel_source()
            if tma_specs is not None:
                tma_specs.extend(em.tma_specs)
            if meta is not None:
                meta["threads"] = em.launch_threads
                meta["persistent"] = em.persistent
                meta["cluster"] = em.cluster_size
                # stream-K: the workspace's floats per block (codegen/streamk.py), else 0
                meta["stream_k"] = em.stream_k.slot if em.stream_k is not None else 0
    except TileError:
        raise
    except Exception as exc:  # noqa: BLE001 - a bug in the generator
        from tiledsl.errors import debug_enabled

        if debug_enabled():
            raise
        raise InternalError(f"{type(exc).__name__} while generating {dialect.name.upper()} for "
                            f"kernel {fn.name}: {exc}") from None
    if em.not_applied:  # outside the try: a warning filtered to "error" raises as it is
        from tiledsl.errors import warn_not_applied

        warn_not_applied(fn, dialect, num_warps, num_stages, persistent, em.not_applied)
    return src, em.smem_bytes, list(em.fault_sites)


def launch(fn, grid, args, *, num_warps: int = 4, num_stages=None, stream=None,
           load_other=None, check=None, persistent=False) -> None:
    """Compile (cached) and launch ``fn`` over ``grid`` with ``args`` in parameter order
    (:func:`codegen.runtime.launch`; ``check="raise"``/``"warn"``: the sanitize mode)."""
    from .runtime import launch as _launch

    return _launch(fn, grid, args, num_warps=num_warps, num_stages=num_stages, stream=stream,
                   load_other=load_other, check=check, persistent=persistent)


def __getattr__(name):
    """``launch_prepared`` is :func:`codegen.runtime.launch_prepared` itself (the launch fast
    path calls it on every launch, so no wrapper), imported on first use: ``import tiledsl``
    does not load the runtime."""
    if name == "launch_prepared":
        from .runtime import launch_prepared

        return launch_prepared
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def compile_check(source: str, arch: str = "sm_90a", timeout: float | None = 300.0):
    """Compile ``source`` with nvcc; a :class:`~codegen.nvcc.CompileReport`. Each compiler
    step may take ``timeout`` seconds (None: no limit) before it is stopped with a
    :class:`~codegen.nvcc.CompileTimeout` (:data:`codegen.nvcc.COMPILE_TIMEOUT`)."""
    from .nvcc import compile_check as _cc

    return _cc(source, arch, timeout)


def compile_check_hip(sources, arch: str = "gfx90a"):
    """Compile HIP ``sources`` (one str or a list, each a translation unit) with hipcc for
    ``arch``; a :class:`~codegen.hipcc.HipReport`."""
    from .hipcc import compile_check as _cc

    return _cc(sources, arch)


__all__ = ["emit", "launch", "compile_check", "compile_check_hip", "get_dialect", "Dialect",
           "CudaDialect", "HipDialect", "CUDA", "HIP", "DIALECTS"]
