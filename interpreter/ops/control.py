"""Structured control flow: ``if``, ``for``, ``while`` (and ``yield``, their terminator).

Handlers receive the op's operands like any op implementation and run the op's compiled
regions through ``ctx.exec_block``. Conditions and loop bounds are scalars; in batched mode
they are uniform over the batch by construction (:mod:`.schedule` only batches kernels whose
control flow does not depend on the program id or on memory), so element 0 decides.

``for`` follows Python's ``range``: with ``step > 0`` it runs while ``iv < ub``, with
``step < 0`` while ``iv > ub``; ``step == 0`` raises :class:`TileRuntimeError`. (Compiled
Triton runs zero iterations for a runtime negative step; tiledsl follows ``range``.)
"""
from __future__ import annotations

import numpy as np

from tiledsl.errors import InternalError, TileRuntimeError
from tiledsl.ir import Op


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
    """``while``: the cond region yields the condition; the body yields the next values."""
    cond_b, body_b = ctx.regions[op]
    carry = init
    exec_block = ctx.exec_block
    while uniform_scalar(ctx, op, exec_block(cond_b, carry)[0]):
        carry = exec_block(body_b, carry)
    return carry


def run_yield(ctx, op, *xs):
    """Region terminator; the executor reads yielded values directly, this is never called."""
    return xs


TABLE = {
    Op.IF: run_if,
    Op.FOR: run_for,
    Op.WHILE: run_while,
    Op.YIELD: run_yield,
}
