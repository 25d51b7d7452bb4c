"""The numpy interpreter: runs tiledsl IR for every program instance of a grid.

``run(fn, grid, args)`` is the entry point. It is the executable specification of the
language: each op has one numpy implementation (:data:`OP_IMPLS`), memory accesses are
bounds-checked, numerics follow Triton's compiled code on NVIDIA, and program instances run
batched when control flow allows (see :mod:`.schedule`), with results identical to running
them one by one.
"""
from __future__ import annotations

import sys
import weakref

import numpy as np

from tiledsl.dtypes import DType
from tiledsl.errors import TileLaunchError, user_facing
from tiledsl.ir import Function

from . import schedule
from .executor import Context, Program
from .memory import Buffer, Ptr
from .ops import OP_IMPLS

_PROGRAMS: dict[int, tuple] = {}
_CACHE_SIZE = 128


def _program(fn: Function) -> tuple:
    """The compiled program and schedule of ``fn``, cached (by identity) while ``fn`` lives."""
    hit = _PROGRAMS.get(id(fn))
    if hit is not None and hit[0]() is fn:
        return hit[1], hit[2]
    prog, sched = Program(fn), schedule.analyze(fn)
    if len(_PROGRAMS) >= _CACHE_SIZE:
        _PROGRAMS.pop(next(iter(_PROGRAMS)))
    _PROGRAMS[id(fn)] = (weakref.ref(fn), prog, sched)
    return prog, sched


def _grid(grid) -> tuple:
    g = tuple(grid) if isinstance(grid, (tuple, list)) else (grid,)
    if not 1 <= len(g) <= 3 or not all(isinstance(x, (int, np.integer)) and x >= 0 for x in g):
        raise TileLaunchError(f"grid must be 1 to 3 non-negative ints, got {grid!r}")
    return tuple(int(x) for x in g) + (1,) * (3 - len(g))


def _scalar(param, value, dt: DType) -> np.ndarray:
    if isinstance(value, np.ndarray) and value.shape == () and value.dtype == dt.np:
        return value.reshape(1)
    if isinstance(value, np.generic) and value.dtype == dt.np:
        return np.array([value], dtype=dt.np)
    if isinstance(value, (bool, int, float, np.generic)) and not isinstance(value, np.ndarray):
        try:
            with np.errstate(all="raise"):
                arr = np.array([value], dtype=dt.np)
        except (OverflowError, FloatingPointError, ValueError, TypeError):
            arr = None
        if arr is not None and (dt.is_float or arr[0] == value):
            return arr
    raise TileLaunchError(f"argument '{param.name}' must be a scalar of {dt}, got {value!r}")


@user_facing
def run(fn: Function, grid, args, *, batched: bool | None = None, check_bounds: bool = True,
        print_stream=None, arg_names=None) -> None:
    """Run kernel ``fn`` for every program instance of ``grid``.

    ``grid``: 1 to 3 ints (missing trailing dims are 1). ``args``: one per ``fn.params``: a
    numpy array for a pointer parameter (the pointer is its first element, offsets count
    elements, the accessible memory is the array's byte extent; stores write into it), a
    numpy scalar of the parameter's dtype for a scalar parameter. ``batched``: True runs the
    grid as a batch (refused when control flow depends on the program id or on memory, or
    with atomics), False one program at a time, None chooses. ``check_bounds=False`` skips
    fault detection (accesses stay inside the buffers). ``device_print`` writes to
    ``print_stream`` (default ``sys.stdout``). ``arg_names`` overrides parameter names in
    messages.

    Raises TileLaunchError for bad arguments, TileRuntimeError for faults (out-of-bounds
    access, failed ``device_assert``, zero loop step), InternalError for interpreter bugs.
    """
    prog, sched = _program(fn)
    g = _grid(grid)
    params = fn.params
    if len(args) != len(params):
        raise TileLaunchError(f"kernel '{fn.name}' takes {len(params)} arguments, got {len(args)}")
    names = list(arg_names) if arg_names is not None else [p.name for p in params]
    buffers, values = [], []
    written = None
    for p, name, a in zip(params, names, args):
        t = p.value.type
        if t.is_pointer:
            buf = Buffer(len(buffers), name, t.elem.elem, a)
            if not buf.writable:
                written = schedule.written_params(fn) if written is None else written
                if p.name in written:
                    raise TileLaunchError(
                        f"kernel '{fn.name}' stores through '{name}', but the array passed for "
                        f"it is read-only; pass a writable array")
            buffers.append(buf)
            values.append(Ptr(buf.index, np.zeros(1, dtype=np.int64), base=True))
        else:
            values.append(_scalar(p, a, t.elem))
    if batched and not sched.batchable:
        raise TileLaunchError(f"kernel '{fn.name}' cannot run batched: {sched.reason}")
    use_batch = sched.batchable if batched is None else bool(batched)
    total = g[0] * g[1] * g[2]
    step = schedule.batch_size(prog.max_tile, total) if use_batch else 1
    stream = sys.stdout if print_stream is None else print_stream
    ctx = Context(prog, g, buffers, check_bounds)
    with np.errstate(all="ignore"):
        for first in range(0, total, step):
            ctx.run_programs(first, min(step, total - first), values, stream)


__all__ = ["run", "OP_IMPLS"]
