"""Small builtins of Triton's standard library: ``debug_barrier``, ``assume`` and
``swizzle2d``."""
from __future__ import annotations

from ..ir import Op
from .library import builtin, tile
from .semantic import fail
from .values import Const, TupleVal


@builtin("debug_barrier", "")
def _debug_barrier(lw, a, span):
    """Triton ``tl.debug_barrier``: every thread of the program waits for the others (CUDA
    ``__syncthreads``); accesses before it are visible to the program's threads after it.
    A no-op on the interpreter, which runs each op on the whole tile at once."""
    lw.builder.create(Op.DEBUG_BARRIER, [], [], {}, loc=span)
    return Const(None)


@builtin("assume", "cond")
def _assume(lw, a, span):
    """Triton ``tl.assume``: a promise that ``cond`` holds on every lane, which the GPU
    compiler may use; the interpreter's ``hints`` check verifies it (as ``multiple_of``). A
    compile-time False can never hold and is an error."""
    c = a.cond
    if isinstance(c, Const):
        if not c.value:
            raise fail("assume(False) can never hold; remove it", a.span("cond"))
        return Const(None)
    c = lw.sem.to_bool(tile(lw, c, a.span("cond"), "cond"), span)
    lw.builder.create(Op.ASSUME, [c.value], [], {}, loc=span)
    return Const(None)


@builtin("swizzle2d", "i, j, size_i, size_j, size_g")
def _swizzle2d(lw, a, span):
    """Triton ``tl.swizzle2d``: the index ``(i, j)`` of a ``size_i`` × ``size_j`` grid
    renumbered so that groups of ``size_g`` rows are walked column by column (the grouped
    program order of Triton's matmul tutorial, for L2 reuse); ``(new_i, new_j)``."""
    b = lw.sem.binary
    ij = b("+", b("*", a.i, a.size_j, span), a.j, span)
    size_gj = b("*", a.size_g, a.size_j, span)
    group_id = b("//", ij, size_gj, span)
    off_i = b("*", group_id, a.size_g, span)
    size_g = lw.sem.minmax(Op.MINIMUM, b("-", a.size_i, off_i, span), a.size_g, span)
    ij = b("%", ij, size_gj, span)
    new_i = b("+", off_i, b("%", ij, size_g, span), span)
    new_j = b("//", ij, size_g, span)
    return TupleVal((new_i, new_j))
