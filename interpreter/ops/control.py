"""Structured control flow: ``if``, ``for``, ``while`` (and ``yield``, their terminator).

Handlers receive the op's operands like any op implementation and run the op's compiled
regions through ``ctx.exec_block``. Conditions and loop bounds are scalars; in batched mode
they are uniform over the batch by construction (:mod:`.schedule` only batches kernels whose
control flow does not depend on the program id or on memory), so element 0 decides.

``for`` follows Python's ``range``: with ``step > 0`` it runs while ``iv < ub``, with
``step < 0`` while ``iv > ub``; ``step == 0`` raises :class:`TileRuntimeError`. (Compiled
Triton runs zero iterations for a runtime negative step; tiledsl follows ``range``.)

A ``while`` that is not a *waiting loop* (:func:`..schedule.waiting_loops`: a condition that
depends on memory read inside the loop, run cooperatively by :mod:`..waiting`) has a
condition that is a function of its carried values and of values from before the loop: the
interpreter is deterministic, so an iteration that leaves every carried value as it was
would repeat forever. :func:`run_while` raises a
located :class:`TileRuntimeError` there (:func:`never_ends`) instead of hanging.
"""
from __future__ import annotations

import numpy as np

from tiledsl.errors import InternalError, TileRuntimeError
from tiledsl.ir import Op

from ..memory import same


def uniform_scalar(ctx, op, x: np.ndarray):
    """The Python value of a control-flow scalar (same for every program of the batch)."""
    if x.shape[0] > 1 and not (x == x[0]).all():
        raise InternalError(
            "a control-flow scalar differs between the programs of a batch; run this kernel "
            "with batched=False", op.loc)
    return x[0].item()


def run_if(ctx, op, cond):
    """Run the ``then`` or the ``else`` region; results are the values it yields."""
    then_b, else_b = ctx.regions[op]
    return ctx.exec_block(then_b if uniform_scalar(ctx, op, cond) else else_b, ())


def for_bounds(ctx, op, lb, ub, step) -> tuple[int, int, int]:
    """``(lo, hi, step)`` of a FOR as Python ints; a zero step is a TileRuntimeError."""
    lo = int(uniform_scalar(ctx, op, lb))
    hi = int(uniform_scalar(ctx, op, ub))
    st = int(uniform_scalar(ctx, op, step))
    if st == 0:
        raise TileRuntimeError(
            f"for loop with step 0 in kernel '{ctx.kernel}', program id {ctx.pid_of(0)}",
            op.loc, notes=("the step of range() must not be zero",))
    return lo, hi, st


def run_for(ctx, op, lb, ub, step, *init):
    """``for iv in range(lb, ub, step)`` carrying ``init`` through the body's yields."""
    lo, hi, st = for_bounds(ctx, op, lb, ub, step)
    (body,) = ctx.regions[op]
    iv_dtype = body.iv_dtype
    carry = init
    iv = lo
    exec_block = ctx.exec_block
    while (iv < hi) if st > 0 else (iv > hi):
        carry = exec_block(body, (np.array([iv], dtype=iv_dtype), *carry))
        iv += st
    return carry


def run_while(ctx, op, *init):
    """``while``: the cond region yields the condition; the body yields the next values.
    An iteration that changes no carried value of a loop that is not a waiting loop raises
    :func:`never_ends` (see the module docstring)."""
    cond_b, body_b = ctx.regions[op]
    carry = init
    exec_block = ctx.exec_block
    order = progress_order(ctx, op)
    while uniform_scalar(ctx, op, exec_block(cond_b, carry)[0]):
        new = exec_block(body_b, carry)
        if order is not None and unchanged(order, new, carry):
            raise never_ends(ctx, op)
        carry = new
    return carry


def progress_order(ctx, op):
    """The order in which :func:`unchanged` compares the carried values of the WHILE ``op``,
    or None when an unchanged iteration may still progress: a waiting loop, whose condition
    reads memory that a store (of this program or of another) may change."""
    prog = ctx.program
    if op in prog.waits:
        return None
    return prog.carry_orders[op]


def unchanged(order, new, old) -> bool:
    """Whether every carried value of ``new`` is bit for bit that of ``old`` (compared in
    ``order``, smallest tile first, so that a moving counter ends the comparison early)."""
    for i in order:
        if not same(new[i], old[i]):
            return False
    return True


def never_ends(ctx, op) -> TileRuntimeError:
    """The error for a WHILE whose iteration left every carried value as it was, with a
    condition that reads no memory inside the loop: its condition is true again, forever."""
    names = [a.name for a in op.regions[1].args if a.name and not a.name.startswith("$")]
    if not op.operands:
        what = ("the loop carries no variable (nothing it assigns is used by its condition "
                "or after it)")
    else:
        shown = ", ".join(f"'{x}'" for x in names[:4]) + (", ..." if len(names) > 4 else "")
        what = (f"an iteration left every variable the loop carries"
                f"{f' ({shown})' if shown else ''} as it was")
    return TileRuntimeError(
        f"this while loop never ends (kernel '{ctx.kernel}', program id {ctx.pid_of(0)}): its "
        f"condition reads no memory inside the loop, and {what}, so the condition stays true "
        f"and every iteration repeats the last",
        op.loc,
        notes=("change a variable of the condition in the loop's body (a forgotten `i += 1`?) "
               "or leave the loop with `break`; to wait for another program, read the memory "
               "it writes in the condition (`while load(flag, volatile=True) == 0:`)",
               "on a GPU this kernel never ends"))


def run_yield(ctx, op, *xs):
    """Region terminator; the executor reads yielded values directly, this is never called."""
    return xs


TABLE = {
    Op.IF: run_if,
    Op.FOR: run_for,
    Op.WHILE: run_while,
    Op.YIELD: run_yield,
}
