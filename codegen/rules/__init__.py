"""``OP_RULES``: code generation per IR op, one entry per member of :class:`tiledsl.ir.Op`.

Each rule is ``rule(em, op)``: it reads operand tiles from the emitter ``em``
(:class:`codegen.emitter.Emitter`), writes C++ lines and defines the results. Each module of
this package holds one op family and exports its ``TABLE``; the interpreter's op tables
(``interpreter/ops/``) have the same modules for the same families. A test checks that both
tables cover ``set(Op)`` (``tests/test_op_coverage.py``).
"""
from __future__ import annotations

from . import (combine, control, debug, dot, elementwise, inlineasm, libdevice, memory,
               reduce, shape)

OP_RULES: dict = {}
for _table in (shape.TABLE, elementwise.TABLE, libdevice.TABLE, memory.TABLE, reduce.TABLE,
               combine.TABLE, dot.TABLE, debug.TABLE, control.TABLE, inlineasm.TABLE):
    assert not set(_table) & set(OP_RULES), "an op has two code generation rules"
    OP_RULES.update(_table)

__all__ = ["OP_RULES"]
