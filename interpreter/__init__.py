"""The numpy interpreter: runs tiledsl IR for every program instance of a grid.

``run(fn, grid, args)`` is the entry point. It is the executable specification of the
language: each op has one numpy implementation (:data:`OP_IMPLS`), memory accesses are
bounds-checked, numerics follow Triton's compiled code on NVIDIA, and program instances run
batched when control flow allows (see :mod:`.schedule`), with results identical to running
them one by one.

:mod:`.runner` holds one launch (:class:`Launch`: buffers, checks, program order);
:mod:`.waiting` runs the programs of a kernel that spin on locks or flags cooperatively;
:mod:`.checks` the run-time checks (races, uninitialized loads, compiler hints, order
dependence);
:mod:`.stepper` runs one program statement by statement for the debugger
(:mod:`tiledsl.debugger`).
"""
from __future__ import annotations

import weakref

from tiledsl.depth import deep_recursion
from tiledsl.errors import user_facing
from tiledsl.ir import Function

from . import schedule
from .executor import Program
from .ops import OP_IMPLS
from .runner import Launch

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


@user_facing
def run(fn: Function, grid, args, *, batched: bool | None = None, check_bounds: bool = True,
        print_stream=None, arg_names=None, check=None, order=None, seed=None, poison=(),
        print_pids=None) -> None:
    """Run kernel ``fn`` for every program instance of ``grid``.

    ``grid``: 1 to 3 ints (missing trailing dims are 1). ``args``: one per ``fn.params``: a
    numpy array for a pointer parameter (the pointer is its first element, offsets count
    elements, the accessible memory is the array's byte extent; stores write into it), a
    numpy scalar of the parameter's dtype for a scalar parameter. ``batched``: True runs the
    grid as a batch (refused when control flow depends on the program id or on memory, or
    with atomics), False one program at a time, None chooses. ``device_print`` writes to
    ``print_stream`` (default ``sys.stdout``). ``arg_names`` overrides parameter names in
    messages.

    Checks and order (:mod:`tiledsl.checkspec`, ``docs/debugging.md``): ``check`` selects the
    run-time checks (default: ``TILEDSL_CHECK``, else bounds, races, uninitialized loads and
    compiler hints; ``check_bounds=False`` also turns bounds off: accesses then stay inside the buffers);
    ``order``/``seed`` the order of program instances; ``poison`` names pointer parameters
    to fill with the poison pattern first; ``print_pids`` the programs whose ``device_print``
    shows.

    Raises TileLaunchError for bad arguments, TileRuntimeError for faults (out-of-bounds
    access, race, uninitialized load, order dependence, failed ``device_assert``, zero loop
    step), InternalError for interpreter bugs.
    """
    with deep_recursion():  # regions nest as deep as the source allows
        prog, sched = _program(fn)
        Launch(fn, grid, args, prog=prog, sched=sched, batched=batched, check=check,
               check_bounds=check_bounds, print_stream=print_stream, arg_names=arg_names,
               order=order, seed=seed, poison_names=tuple(poison or ()),
               print_pids=print_pids).run()


def prepare(fn: Function, grid, args, **options) -> Launch:
    """A :class:`~.runner.Launch` of ``fn`` (options as for :func:`run`) that has not run yet:
    the debugger drives it program by program."""
    with deep_recursion():
        prog, sched = _program(fn)
    if "poison" in options:
        options["poison_names"] = tuple(options.pop("poison") or ())
    return Launch(fn, grid, args, prog=prog, sched=sched, **options)


__all__ = ["run", "prepare", "Launch", "OP_IMPLS"]
