"""``OP_IMPLS``: the one numpy implementation of every :class:`~tiledsl.ir.Op`.

Each entry is ``impl(ctx, op, *operands) -> result`` (a tuple for ops with several results,
None for ops with none). Operands are numpy arrays with a leading batch axis, or
:class:`~tiledsl.interpreter.memory.Ptr` for pointer tiles. Control flow entries run regions
through the executor. Each module of this package holds one op family and exports its
``TABLE``; the code generator's rules (``codegen/rules/``) have the same modules for the same
families. A test checks that both tables cover ``set(Op)`` (``tests/test_op_coverage.py``).
"""
from __future__ import annotations

from . import (combine, control, debug, dot, elementwise, inlineasm, libdevice, memory,
               reduce, shape)

OP_IMPLS = {}
for _table in (shape.TABLE, elementwise.TABLE, libdevice.TABLE, memory.TABLE, reduce.TABLE,
               combine.TABLE, dot.TABLE, debug.TABLE, control.TABLE, inlineasm.TABLE):
    assert not set(_table) & set(OP_IMPLS), "an op is implemented twice"
    OP_IMPLS.update(_table)

__all__ = ["OP_IMPLS"]
