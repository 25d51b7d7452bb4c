"""The executor: compiles a :class:`~tiledsl.ir.Function` into flat instruction lists and runs
them for a batch of program instances.

Every SSA value gets a slot in one flat environment list; every block becomes a
:class:`CompiledBlock` (argument slots, instructions, yielded slots). An instruction is
``(impl, op, operand_slots, result_slot_or_slots)``, so running a block is one Python loop
with no per-element work. Errors other than :class:`~tiledsl.errors.TileError` raised by an
op implementation become :class:`~tiledsl.errors.InternalError` at that op's span.
"""
from __future__ import annotations

import numpy as np

from tiledsl.errors import TileError, TileRuntimeError, internal_errors
from tiledsl.ir import Block, Function

from . import schedule
from .ops import OP_IMPLS


class CompiledBlock:
    """One block, ready to run: ``arg_slots``, ``instrs``, ``yield_slots``."""

    __slots__ = ("arg_slots", "instrs", "yield_slots", "iv_dtype")

    def __init__(self, arg_slots, instrs, yield_slots, iv_dtype=None):
        self.arg_slots = arg_slots
        self.instrs = instrs
        self.yield_slots = yield_slots
        self.iv_dtype = iv_dtype


class Program:
    """A compiled kernel: the body, the compiled regions of each region op and the combine
    function of each REDUCE/SCAN (``combines``), the slot count, and for each WHILE the
    order in which to compare its carried values between iterations (``carry_orders``,
    smallest tiles first: :func:`.ops.control.unchanged`).

    ``impls`` replaces :data:`OP_IMPLS` (the checks' replay of a program's addresses uses a
    table that records accesses instead of performing them)."""

    def __init__(self, fn: Function, impls: dict | None = None):
        self.fn = fn
        self.impls = OP_IMPLS if impls is None else impls
        self.slots: dict[int, int] = {}
        self.regions: dict = {}
        self.combines: dict = {}  # REDUCE/SCAN op -> its compiled combine function
        self.carry_orders: dict = {}  # WHILE op -> carried value indices, smallest first
        self.param_slots = [self._slot(p.value) for p in fn.params]
        self.body = self._compile(fn.body)
        self.nslots = len(self.slots)
        self.max_tile = schedule.max_tile_elements(fn)
        self.logged_stores = schedule.stores_to_log(fn)
        self.waits = schedule.waiting_loops(fn)  # loops that may wait for another program

    def _slot(self, v) -> int:
        s = self.slots.get(v.id)
        if s is None:
            s = self.slots[v.id] = len(self.slots)
        return s

    def _compile(self, block: Block, iv_dtype=None) -> CompiledBlock:
        args = tuple(self._slot(a) for a in block.args)
        instrs = []
        term = block.terminator
        for op in block.ops:
            if op is term:
                break
            ins = tuple(self._slot(v) for v in op.operands)
            if op.regions:
                out = tuple(self._slot(r) for r in op.results)
                compiled = []
                for region in op.regions:
                    ivdt = region.args[0].type.elem.np if (op.op.name == "FOR" and
                                                           region.args) else None
                    compiled.append(self._compile(region, ivdt))
                self.regions[op] = compiled
                if op.op.name == "WHILE":
                    self.carry_orders[op] = _carry_order(op)
            elif len(op.results) == 1:
                out = self._slot(op.results[0])
            elif op.results:
                out = tuple(self._slot(r) for r in op.results)
            else:
                out = None
            comb = op.attrs.get("combine") or op.attrs.get("reference")
            if comb is not None:
                self.combines[op] = self._compile(comb.block)
            instrs.append((self.impls[op.op], op, ins, out))
        yields = tuple(self._slot(v) for v in term.operands) if term is not None else ()
        return CompiledBlock(args, tuple(instrs), yields, iv_dtype)


def _carry_order(op) -> tuple:
    """The indices of a WHILE's carried values, smallest tile first: a loop that progresses
    usually moves a scalar counter, so comparing it first ends the comparison early."""
    return tuple(sorted(range(len(op.operands)), key=lambda i: op.operands[i].type.numel))


class Context:
    """The state of one run: buffers, the current batch of programs, the environment.

    Attributes used by op implementations: ``kernel`` (name), ``buffers``, ``check_bounds``
    (True, False or ``"warn"``), ``cache`` (per-run constants), ``pids`` (three i32 arrays of
    shape ``(B,)``), ``first`` (the linear id of the batch's first program), ``grid_arrays``
    (three i32 arrays of shape ``(1,)``), ``nprog`` (B), ``prints`` (one list of lines per
    program of the batch), ``regions``, :meth:`exec_block`, :meth:`pid_of`; the checks' hooks:
    ``mem_hook`` (None, or an object whose ``load``/``store``/``atomic`` see every access;
    :mod:`.checks`), ``print_filter`` (None, or the program ids whose ``device_print`` shows),
    ``reporter`` (warnings of checks in warn mode, :class:`.checks.Reporter`), ``watch``
    (None, or the footprint of the waiting loop's iteration being run, :mod:`.waiting`).
    """

    def __init__(self, program: Program, grid, buffers, check_bounds: bool):
        self.program = program
        self.kernel = program.fn.name
        self.grid = grid
        self.grid_arrays = tuple(np.array([g], dtype=np.int32) for g in grid)
        self.buffers = buffers
        self.check_bounds = check_bounds
        self.cache: dict = {}
        self.regions = program.regions
        self.env: list = [None] * program.nslots
        self.first = 0
        self.nprog = 0
        self.pids = ()
        self.prints: list = []
        self.undo: list | None = None  # (array, indices, old values) or callables, to undo
        self.logged_stores = program.logged_stores  # stores that a later fault may undo
        self.mem_hook = None
        self.print_filter = None
        self.reporter = None
        self.watch: list | None = None  # accesses of a waiting loop's iteration (.waiting)

    def set_batch(self, first: int, count: int) -> None:
        """Make programs ``first .. first+count-1`` (x outermost, then y, then z) current."""
        gx, gy, gz = self.grid
        lin = np.arange(first, first + count, dtype=np.int64)
        self.pids = ((lin // (gy * gz)).astype(np.int32), ((lin // gz) % gy).astype(np.int32),
                     (lin % gz).astype(np.int32))
        self.first = first
        self.nprog = count
        self.prints = [[] for _ in range(count)]

    def pid_of(self, b: int) -> tuple:
        """The program id (x, y, z) of program ``b`` of the current batch."""
        return tuple(int(p[b]) for p in self.pids)

    def exec_block(self, cb: CompiledBlock, args) -> tuple:
        """Run a compiled block with its block arguments; return the yielded values."""
        env = self.env
        for s, v in zip(cb.arg_slots, args):
            env[s] = v
        instr = None
        try:
            for instr in cb.instrs:
                impl, op, ins, out = instr
                r = impl(self, op, *[env[i] for i in ins])
                if out is None:
                    continue
                if type(out) is int:
                    env[out] = r
                else:
                    for s, v in zip(out, r):
                        env[s] = v
        except TileError:
            raise
        except BaseException as exc:  # noqa: BLE001 - located at the op (fail_at)
            if instr is None:
                raise
            self.fail_at(instr[1], exc)
        return tuple(env[s] for s in cb.yield_slots)

    def fail_at(self, op, exc: BaseException):
        """Re-raise ``exc``, raised while running ``op``, the way the kernel's user sees it: a
        :class:`~tiledsl.errors.TileError` as it is, Ctrl-C as a ``KeyboardInterrupt`` that
        names the kernel, the op's place and the programs running (a stuck loop?), anything
        else as an :class:`~tiledsl.errors.InternalError` at the op."""
        if isinstance(exc, TileError) or getattr(exc, "_tiledsl_where", False):
            raise exc
        if isinstance(exc, KeyboardInterrupt):
            n = len(self.pids[0]) if len(self.pids) and np.ndim(self.pids[0]) else 1
            who = (f"program id {self.pid_of(0)}" if n == 1 else
                   f"{n} program instances from program id {self.pid_of(0)}")
            new = KeyboardInterrupt(f"interrupted in kernel '{self.kernel}' at {op.loc}, "
                                    f"running {who}")
            new._tiledsl_where = True
            raise new from None
        if not isinstance(exc, Exception):
            raise exc
        with internal_errors(op.loc, f"interpreting '{op.op.value}' in kernel "
                                     f"'{self.kernel}'"):
            raise exc

    def run_batch(self, args) -> None:
        """Run the kernel body for the current batch."""
        self.exec_block(self.program.body, args)

    def flush_prints(self, stream) -> None:
        """Write the buffered ``device_print`` lines of the batch in program order."""
        for lines in self.prints:
            for line in lines:
                stream.write(line + "\n")
        self.prints = [[] for _ in self.prints]

    def rollback(self) -> None:
        """Undo the logged writes of the current batch (stores and the checks' shadow memory,
        newest first) and drop its prints."""
        for entry in reversed(self.undo or ()):
            if callable(entry):  # a check's own undo step
                entry()
            else:
                arr, idx, old = entry
                arr[idx] = old
        self.undo = [] if self.undo is not None else None
        self.prints = [[] for _ in self.prints]

    def run_programs(self, first: int, count: int, args, stream) -> None:
        """Run programs ``first .. first+count-1`` as one batch.

        If a batch of several programs faults, its stores are rolled back and its programs
        re-run one at a time, so that memory, printed output and the error raised are exactly
        those of a one-by-one run.
        """
        self.set_batch(first, count)
        self.undo = [] if count > 1 else None
        try:
            self.run_batch(args)
        except TileRuntimeError:
            if count == 1:
                self.flush_prints(stream)
                raise
            self.rollback()
            for p in range(first, first + count):
                self.run_programs(p, 1, args, stream)
            return
        finally:
            self.undo = None
        self.flush_prints(stream)
