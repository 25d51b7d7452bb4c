"""tiledsl's CUDA backend: IR → CUDA C++ → NVRTC → cupy launch.

* :func:`emit` renders one self-contained CUDA C++ source for a specialized ``ir.Function``;
* :func:`launch` compiles (memory and disk caches) and launches it on device arrays;
* :func:`compile_check` builds a source with ``nvcc`` and reports registers, spills, stack
  frame and the PTX (for tests; no GPU needed).

cupy is imported lazily: importing this package and calling :func:`emit` need neither cupy nor
a GPU.
"""
from __future__ import annotations

from tiledsl.errors import InternalError, TileError

from .dialect import CUDA, DIALECTS, CudaDialect, Dialect


def emit(fn, target: str = "cuda", num_warps: int = 4) -> str:
    """The CUDA C++ source of ``fn`` for a block of ``32 * num_warps`` threads."""
    return _emit(fn, target, num_warps)[0]


def _emit(fn, target="cuda", num_warps=4, min_blocks=None):
    """(source, dynamic shared memory bytes); ``min_blocks`` goes into ``__launch_bounds__``."""
    from .emitter import Emitter

    if num_warps < 1 or num_warps & (num_warps - 1) or num_warps > 32:
        from tiledsl.errors import TileLaunchError

        raise TileLaunchError(f"num_warps must be a power of two between 1 and 32, got "
                              f"{num_warps}")
    dialect = DIALECTS.get(target)
    if dialect is None:
        raise InternalError(f"unknown code generation target {target!r} "
                            f"(known: {', '.join(DIALECTS)})")
    try:
        em = Emitter(fn, dialect, num_warps, min_blocks)
        src = em.kernel_source()
    except TileError:
        raise
    except Exception as exc:  # noqa: BLE001 - a bug in the generator
        from tiledsl.errors import debug_enabled

        if debug_enabled():
            raise
        raise InternalError(f"{type(exc).__name__} while generating CUDA for kernel "
                            f"{fn.name}: {exc}") from None
    return src, em.smem_bytes


def launch(fn, grid, args, *, num_warps: int = 4, num_stages=None, stream=None) -> None:
    """Compile (cached) and launch ``fn`` over ``grid`` with ``args`` in parameter order."""
    from .runtime import launch as _launch

    return _launch(fn, grid, args, num_warps=num_warps, num_stages=num_stages, stream=stream)


def compile_check(source: str, arch: str = "sm_90a"):
    """Compile ``source`` with nvcc; a :class:`~codegen.nvcc.CompileReport`."""
    from .nvcc import compile_check as _cc

    return _cc(source, arch)


__all__ = ["emit", "launch", "compile_check", "Dialect", "CudaDialect", "CUDA"]
