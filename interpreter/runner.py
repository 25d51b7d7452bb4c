"""One launch on the interpreter: :class:`Launch` binds the arguments to buffers, sets up the
checks, and runs the program instances in the chosen order.

:func:`interpreter.run` is ``Launch(...).run()``. The debugger (:mod:`tiledsl.debugger`) makes a
``Launch`` too and drives it program by program: :meth:`Launch.new_context` gives a context
wired to the launch's checks, :meth:`Launch.run_programs` runs a range of programs the fast
way (batched when the kernel allows; cooperatively, :mod:`.waiting`, when its programs may
wait for each other), and :meth:`Launch.finished` tells the checks that a program ended.
"""
from __future__ import annotations

import secrets
import sys

import numpy as np

from tiledsl.analysis.effects import effects, readonly_store
from tiledsl.checkspec import CheckSpec, SpecError, parse_check, parse_order, parse_pids
from tiledsl.dtypes import DType
from tiledsl.errors import TileLaunchError, TileRuntimeError
from tiledsl.ir import Function

from . import schedule, waiting
from .checks import Reporter, mem_hook
from .checks.order import LastWriter, compare, is_identity, permutation
from .checks.races import RaceCheck
from .checks.shadow import build_groups
from .checks.uninit import UninitCheck, allocation_of, element_mask, poison
from .executor import Context
from .memory import Buffer, Ptr


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


def _spec(check, check_bounds) -> CheckSpec:
    try:
        spec = parse_check(check)
    except SpecError as e:
        raise TileLaunchError(str(e)) from None
    if not check_bounds and spec.on("bounds"):
        spec = CheckSpec(tuple((n, m) for n, m in spec.modes if n != "bounds"))
    return spec


class Launch:
    """A launch ready to run (arguments as for :func:`interpreter.run`)."""

    def __init__(self, fn: Function, grid, args, *, prog, sched, batched=None, check=None,
                 check_bounds=True, print_stream=None, arg_names=None, order=None, seed=None,
                 poison_names=(), print_pids=None):
        self.fn = fn
        self.prog = prog
        self.sched = sched
        self.grid = _grid(grid)
        self.total = self.grid[0] * self.grid[1] * self.grid[2]
        params = fn.params
        if len(args) != len(params):
            raise TileLaunchError(
                f"kernel '{fn.name}' takes {len(params)} arguments, got {len(args)}")
        names = list(arg_names) if arg_names is not None else [p.name for p in params]
        self.buffers, self.values = [], []
        self.args: dict = {}  # buffer index -> the array passed
        self.param_buffer: dict = {}  # parameter name -> buffer index
        for p, name, a in zip(params, names, args):
            t = p.value.type
            if t.is_pointer:
                buf = Buffer(len(self.buffers), name, t.elem.elem, a)
                if not buf.writable and readonly_store(fn, [p.name]) is not None:
                    raise TileLaunchError(
                        f"kernel '{fn.name}' stores through '{name}', but the array passed "
                        f"for it is read-only; pass a writable array")
                self.args[buf.index] = a
                self.param_buffer[p.name] = buf.index
                self.buffers.append(buf)
                self.values.append(Ptr(buf.index, np.zeros(1, dtype=np.int64), base=True))
            else:
                self.values.append(_scalar(p, a, t.elem))
        self.spec = _spec(check, check_bounds)
        try:
            self.order, seed = parse_order(order, seed)
            self.print_filter = parse_pids(print_pids)
        except SpecError as e:
            raise TileLaunchError(str(e)) from None
        if self.order == "random" and seed is None:
            seed = secrets.randbelow(2**31)
        self.seed = seed
        if batched and not sched.batchable:
            raise TileLaunchError(f"kernel '{fn.name}' cannot run batched: {sched.reason}")
        if batched and self.order != "default":
            raise TileLaunchError(f"batched=True runs programs in program-id order; "
                                  f"order={self.order!r} runs them one at a time")
        self.batched = sched.batchable if batched is None else bool(batched)
        self.stream = sys.stdout if print_stream is None else print_stream
        note = ""
        if self.order == "random":
            note = (f"program instances ran shuffled: order='random', seed={self.seed} replays "
                    f"this order")
        elif self.order == "reverse":
            note = "program instances ran in reverse order (order='reverse')"
        self.reporter = Reporter(self.spec, note)
        self.layout = build_groups(self.buffers)
        self._poisoned = self._poison(poison_names, params, names)
        self.hook = self._hooks()

    # ------------------------------------------------------------------ setup
    def _poison(self, poison_names, params, names) -> dict:
        """``{buffer index: (element mask, origin)}`` of the poisoned buffers; fills the ones
        named in ``poison=`` with the pattern."""
        out = {}
        if not self.spec.on("uninit"):
            return out
        by_name = {}
        for p, name in zip(params, names):
            if p.name in self.param_buffer:
                by_name[p.name] = by_name[name] = self.param_buffer[p.name]
        for name in poison_names:
            if name not in by_name:
                raise TileLaunchError(
                    f"poison=: kernel '{self.fn.name}' has no pointer parameter '{name}'; its "
                    f"pointer parameters: {', '.join(self.param_buffer) or '(none)'}")
            index = by_name[name]
            buf = self.buffers[index]
            if not buf.writable:
                raise TileLaunchError(f"poison=: the array passed for '{name}' is read-only")
            arr = np.asarray(self.args[index])
            poison(arr, buf.elem)
            out[index] = (element_mask(arr, buf), f"by poison={list(poison_names)!r} at the "
                                                  f"start of this launch")
        for buf in self.buffers:
            if buf.index in out or not buf.n:
                continue
            origin = allocation_of(buf)
            if origin is not None:
                out[buf.index] = (np.ones(buf.n, dtype=bool), origin)
        return out

    def written(self) -> frozenset:
        """Names of the pointer parameters the kernel may write (memoized per function)."""
        return effects(self.fn).writes

    def _hooks(self, extra=()):
        checks = []
        self.race = None
        if self.spec.on("race") and self.total > 1:
            written = self.written()
            idx = {self.param_buffer[n] for n in written if n in self.param_buffer}
            self.race = RaceCheck(self, idx)
            checks.append(self.race)
        if self._poisoned:
            checks.append(UninitCheck(self, self._poisoned))
        checks.extend(extra)
        return mem_hook(checks)

    def new_context(self, program=None) -> Context:
        """A context for running programs of this launch, wired to its checks."""
        bounds = self.spec.mode("bounds")
        ctx = Context(program or self.prog, self.grid, self.buffers,
                      "warn" if bounds == "warn" else bool(bounds))
        ctx.mem_hook = self.hook
        ctx.print_filter = self.print_filter
        ctx.reporter = self.reporter
        return ctx

    # ------------------------------------------------------------------ running
    def run_programs(self, ctx: Context, ids) -> None:
        """Run the programs with linear ids ``ids``, an iterable consumed lazily (consecutive
        ones batched when allowed; a kernel with a waiting loop through :func:`.waiting.run`,
        in contexts of its own)."""
        size = len(ids) if hasattr(ids, "__len__") else sys.maxsize
        if not size:
            return
        if self.batched:
            step = schedule.batch_size(self.prog.max_tile, size)
            with np.errstate(all="ignore"):
                for first, count in schedule.batches(ids, step):
                    ctx.run_programs(first, count, self.values, self.stream)
            return
        if self.prog.waits:  # programs that may wait for each other (spin locks, flags)
            waiting.run(self, ids, self.finished)
            return
        with np.errstate(all="ignore"):
            for linear in ids:
                ctx.run_programs(linear, 1, self.values, self.stream)
                self.finished(linear)

    def finished(self, linear: int) -> None:
        """Program ``linear`` has ended (the race check then forgets its clock)."""
        if self.race is not None:
            self.race.finished(linear)

    def order_ids(self, order=None, seed=None):
        """The linear ids of all programs in the launch's order (or ``order``/``seed``): a
        sequence that does not list them (``range``) unless shuffled
        (:func:`.checks.order.permutation`)."""
        return permutation(order or self.order, self.seed if seed is None else seed,
                           self.total)

    def run(self) -> None:
        """Run the whole launch (twice, for ``check="order"``)."""
        if self.spec.on("order") and self.total > 1:
            self._run_order_check()
            return
        ctx = self.new_context()
        try:
            self.run_programs(ctx, self.order_ids())
        except TileRuntimeError as e:
            raise self._with_order_note(e) from None

    def _with_order_note(self, e: TileRuntimeError) -> TileRuntimeError:
        note = self.reporter.order_note
        if not note or note in e.notes or type(e) is not TileRuntimeError:
            return e
        return TileRuntimeError(e.message, e.span, tuple(e.notes) + (note,))

    def _run_order_check(self) -> None:
        written = self.written()
        idx = sorted({self.param_buffer[n] for n in written if n in self.param_buffer})
        start = {i: self.buffers[i].raw.copy() for i in idx}
        seed = self.seed
        while seed is None or (self.seed is None and self.total > 1
                               and is_identity(self.order_ids("random", seed))):
            seed = secrets.randbelow(2**31)  # a seed of our own: one that shuffles something
        runs = {}
        for label, order in (("shuffled", "random"), ("default", "default")):
            for g in {id(g): g for g, _ in self.layout.values()}.values():
                g.arrays.clear()
            for i, raw in start.items():  # the same starting memory for both runs
                self.buffers[i].raw[...] = raw
            writer = LastWriter(self)
            self.hook = self._hooks((writer,))
            ctx = self.new_context()
            try:
                self.run_programs(ctx, self.order_ids(order, seed))
            except TileRuntimeError as e:
                if order == "random":
                    raise TileRuntimeError(e.message, e.span, tuple(e.notes) + (
                        f"found while checking order dependence, in the shuffled run "
                        f"(order='random', seed={seed})",)) from None
                raise
            runs[label] = writer
            if order == "random":
                shuffled = {i: self.buffers[i].raw.copy() for i in idx}
        compare(self, shuffled, (runs["default"], runs["shuffled"]), seed)


__all__ = ["Launch"]
