"""Running one program instance statement by statement, for the debugger.

A :class:`Stepper` executes the same compiled instructions as the executor, one program at a
time, but as a generator that pauses at every statement boundary recorded in
``fn.debug_info`` (:mod:`tiledsl.debuginfo`): :meth:`Stepper.advance` runs to the next
:class:`~tiledsl.debuginfo.Marker` and returns it (None once the program has finished). The
program's values stay in its context's environment between pauses, so the debugger can read
any name in scope. ``if``/``for``/``while`` are run here (the executor's
:mod:`.control` handlers would run a whole region without pausing), with the same semantics;
every other op goes through :data:`~.ops.OP_IMPLS`, so a stepped program computes exactly
what a plain run computes.
"""
from __future__ import annotations

import numpy as np

from tiledsl.errors import TileError, internal_errors
from tiledsl.ir import Op

from .ops.control import for_bounds, never_ends, progress_order, uniform_scalar, unchanged


class StepProgram:
    """Per launch: the compiled blocks of a program paired with their IR blocks' markers."""

    def __init__(self, prog, info):
        self.prog = prog
        self.markers: dict = {}  # id(compiled block) -> markers
        self._pair(prog.body, prog.fn.body, info)
        for op in prog.fn.walk():
            if op in prog.regions:
                for cb, block in zip(prog.regions[op], op.regions):
                    self._pair(cb, block, info)

    def _pair(self, cb, block, info):
        self.markers[id(cb)] = tuple(info.markers.get(block, ())) if info is not None else ()


class Stepper:
    """One program instance (linear id ``linear``) of a launch, run by :meth:`advance`."""

    def __init__(self, launch, step_program: StepProgram, linear: int):
        self.launch = launch
        self.sp = step_program
        self.ctx = launch.new_context()
        self.ctx.set_batch(linear, 1)
        self.linear = linear
        self.pid = self.ctx.pid_of(0)
        self.marker = None
        self.finished = False
        self.error: TileError | None = None
        self._gen = self._body()

    def advance(self):
        """Run to the next statement; return its marker, or None when the program finished.
        A fault (TileRuntimeError) is raised once and kept in ``error``; the program is then
        dead."""
        if self.finished:
            return None
        try:
            with np.errstate(all="ignore"):
                self.marker = next(self._gen)
        except StopIteration:
            self.finished = True
            self.marker = None
        except TileError as e:
            self.finished = True
            self.error = e
            self._flush()
            raise
        self._flush()
        return self.marker

    def value(self, v):
        """The current value of IR value ``v`` in this program (None if not computed yet)."""
        slot = self.sp.prog.slots.get(v.id)
        return None if slot is None else self.ctx.env[slot]

    # ------------------------------------------------------------------ execution
    def _flush(self):
        ctx = self.ctx
        if ctx.prints and ctx.prints[0]:
            ctx.flush_prints(self.launch.stream)

    def _body(self):
        prog = self.sp.prog
        yield from self._block(prog.body, self.launch.values, False)

    def _block(self, cb, args, first_iter):
        ctx = self.ctx
        env = ctx.env
        for s, v in zip(cb.arg_slots, args):
            env[s] = v
        marks = self.sp.markers.get(id(cb), ())
        mi, nm = 0, len(marks)
        for i, (impl, op, ins, out) in enumerate(cb.instrs):
            while mi < nm and marks[mi].index == i:
                m = marks[mi]
                mi += 1
                if not (m.header and first_iter):
                    yield m
            k = op.op
            operands = [env[j] for j in ins]
            if k is Op.IF:
                r = yield from self._if(op, *operands)
            elif k is Op.FOR:
                r = yield from self._for(op, *operands)
            elif k is Op.WHILE:
                r = yield from self._while(op, *operands)
            else:
                try:
                    with internal_errors(op.loc, f"interpreting '{op.op.value}' in kernel "
                                                 f"'{ctx.kernel}'"):
                        r = impl(ctx, op, *operands)
                finally:
                    if ctx.prints[0]:
                        self._flush()
            if out is None:
                continue
            if type(out) is int:
                env[out] = r
            else:
                for s, v in zip(out, r):
                    env[s] = v
        while mi < nm:
            m = marks[mi]
            mi += 1
            if not (m.header and first_iter):
                yield m
        return tuple(env[s] for s in cb.yield_slots)

    def _if(self, op, cond):
        then_b, else_b = self.ctx.regions[op]
        block = then_b if uniform_scalar(self.ctx, op, cond) else else_b
        return (yield from self._block(block, (), False))

    def _for(self, op, lb, ub, step, *init):
        ctx = self.ctx
        lo, hi, st = for_bounds(ctx, op, lb, ub, step)
        (body,) = ctx.regions[op]
        carry, iv, first = init, lo, True
        while (iv < hi) if st > 0 else (iv > hi):
            carry = yield from self._block(body, (np.array([iv], dtype=body.iv_dtype), *carry),
                                           first)
            iv += st
            first = False
        return carry

    def _while(self, op, *init):
        """A ``while``, pausing in it; an iteration that cannot progress raises as
        :func:`.ops.control.run_while` does."""
        cond_b, body_b = self.ctx.regions[op]
        carry, first = init, True
        order = progress_order(self.ctx, op)
        while True:
            c = yield from self._block(cond_b, carry, first)
            if not uniform_scalar(self.ctx, op, c[0]):
                break
            new = yield from self._block(body_b, carry, first)
            if order is not None and unchanged(order, new, carry):
                raise never_ends(self.ctx, op)
            carry = new
            first = False
        return carry


__all__ = ["Stepper", "StepProgram"]
