"""The ``INLINE_ASM`` op on the interpreter: its ``reference`` block (a ``def`` helper of the
kernel file, lowered on the arguments' scalars) run on the whole tiles at once, since it is
straight-line elementwise code; the assembly itself is the GPU's (codegen/rules/inlineasm.py).
"""
from __future__ import annotations

import numpy as np

from tiledsl.ir import Op


def inline_asm(ctx, op, *xs):
    """``inline_asm_elementwise(asm, ..., reference=f)``: ``f`` of the operands (broadcast
    to one shape by the checker), as the op's dtype."""
    b = max(x.shape[0] for x in xs)
    xs = [x if x.shape[0] == b else np.broadcast_to(x, (b,) + x.shape[1:]) for x in xs]
    (out,) = ctx.exec_block(ctx.program.combines[op], tuple(xs))
    shape = xs[0].shape
    out = np.broadcast_to(out, shape) if out.shape != shape else out
    return np.ascontiguousarray(out, dtype=op.result.type.elem.np)


TABLE = {Op.INLINE_ASM: inline_asm}
