"""``OP_IMPLS``: the one numpy implementation of every :class:`~tiledsl.ir.Op`.

Each entry is ``impl(ctx, op, *operands) -> result`` (a tuple for ops with several results,
None for ops with none). Operands are numpy arrays with a leading batch axis, or
:class:`~.memory.Ptr` for pointer tiles. Control flow entries run regions through the
executor. A test checks that the table covers ``set(Op)``.
"""
from __future__ import annotations

from . import control, ops_debug, ops_elementwise, ops_memory, ops_reduce, ops_shape

OP_IMPLS = {}
for _table in (ops_shape.TABLE, ops_elementwise.TABLE, ops_memory.TABLE, ops_reduce.TABLE,
               ops_debug.TABLE, control.TABLE):
    assert not set(_table) & set(OP_IMPLS), "an op is implemented twice"
    OP_IMPLS.update(_table)

__all__ = ["OP_IMPLS"]
