"""Constant folding: integer/boolean arithmetic, casts and broadcasts of constants, ``where``
and ``if`` on constant conditions.

Floating-point arithmetic is deliberately not folded: the GPU flushes fp32 subnormals and uses
fast approximations for some ops, so folding on the host could change results. Integer
folding follows the IR's C semantics (wrap-around, ``//`` truncating, ``%`` sign of the
dividend); division by a constant zero is left to run time.
"""
from __future__ import annotations

import numpy as np

from ..dtypes import DType
from ..ir import Block, Function, Op
from .util import replace_uses

_INT_BIN = {
    Op.ADD: lambda a, b: a + b, Op.SUB: lambda a, b: a - b, Op.MUL: lambda a, b: a * b,
    Op.AND: lambda a, b: a & b, Op.OR: lambda a, b: a | b, Op.XOR: lambda a, b: a ^ b,
    Op.MINIMUM: min, Op.MAXIMUM: max,
}
_CMP = {Op.EQ: lambda a, b: a == b, Op.NE: lambda a, b: a != b, Op.LT: lambda a, b: a < b,
        Op.LE: lambda a, b: a <= b, Op.GT: lambda a, b: a > b, Op.GE: lambda a, b: a >= b}


def _wrap(v: int, d: DType) -> int:
    if d.is_bool:
        return int(bool(v & 1))
    v &= (1 << d.bits) - 1
    if d.is_signed and v >= 1 << (d.bits - 1):
        v -= 1 << d.bits
    return v


def _const(op):
    return op.attrs["value"] if op.op is Op.CONST else None


def run(fn: Function) -> bool:
    """Fold in place; return True if anything changed."""
    changed = False
    mapping = {}
    for blk in _blocks(fn.body):
        new_ops = []
        for op in blk.ops:
            if op.op is Op.IF and _defining_const(op.operands[0], blk, new_ops) is not None:
                cond = _defining_const(op.operands[0], blk, new_ops)
                region = op.regions[0 if cond else 1]
                y = region.ops[-1]
                new_ops.extend(region.ops[:-1])
                for r, v in zip(op.results, y.operands):
                    mapping[r.id] = v
                changed = True
                continue
            folded = _fold(op, blk, new_ops)
            if folded is not None:
                new_ops.append(folded)
                mapping[op.results[0].id] = folded.results[0]
                changed = True
                continue
            new_ops.append(op)
        blk.ops = new_ops
    replace_uses(fn, mapping)
    return changed


def _blocks(b: Block):
    """``b`` and every block nested in it, outermost first, in program order; ops appended
    to a block while it is walked are visited too. An explicit stack keeps each block O(1)
    at any nesting depth."""
    yield b
    stack = [[b, 0, 0]]  # block, op index, region index
    while stack:
        top = stack[-1]
        blk, i, j = top
        if i >= len(blk.ops):
            stack.pop()
            continue
        regions = blk.ops[i].regions
        if j < len(regions):
            top[2] = j + 1
            yield regions[j]
            stack.append([regions[j], 0, 0])
        else:
            top[1], top[2] = i + 1, 0


def _defining_const(v, blk, new_ops):
    o = v.owner
    if o is not None and getattr(o, "op", None) is Op.CONST:
        return o.attrs["value"]
    return None


def _make_const(op, value):
    from ..ir import Operation

    return Operation(Op.CONST, [], [op.results[0].type], {"value": value}, loc=op.loc)


def _fold(op, blk, new_ops):
    k = op.op
    if not op.results or op.regions:
        return None
    vals = [_defining_const(v, blk, new_ops) for v in op.operands]
    if any(v is None for v in vals) or not op.operands:
        return None
    rt = op.results[0].type
    if k is Op.BROADCAST:
        return _make_const(op, vals[0])
    if k is Op.CAST:
        if op.attrs.get("bitcast") or op.attrs.get("rounding"):
            return None
        src = op.operands[0].type.elem
        dst = rt.elem
        if src.is_int and dst.is_int:
            return _make_const(op, _wrap(int(vals[0]), dst) if not dst.is_bool
                               else bool(vals[0]))
        with np.errstate(all="ignore"):  # overflow to inf is the conversion's result
            if dst.is_float and src.is_float:
                return _make_const(op, float(np.array(vals[0], dtype=src.np).astype(dst.np)
                                             .astype(np.float64)))
            if src.is_int and dst.is_float:
                return _make_const(op, float(np.array(int(vals[0])).astype(dst.np)
                                             .astype(np.float64)))
        return None
    t = op.operands[0].type.elem
    if not isinstance(t, DType) or not t.is_int:
        return None
    if k in _INT_BIN:
        r = _INT_BIN[k](int(vals[0]), int(vals[1]))
        return _make_const(op, _wrap(r, t) if not t.is_bool else bool(r & 1))
    if k in _CMP:
        return _make_const(op, bool(_CMP[k](int(vals[0]), int(vals[1]))))
    if k is Op.INVERT:
        return _make_const(op, (not vals[0]) if t.is_bool else _wrap(~int(vals[0]), t))
    if k is Op.NEG and not t.is_bool:
        return _make_const(op, _wrap(-int(vals[0]), t))
    if k in (Op.FLOORDIV, Op.MOD):
        a, b = int(vals[0]), int(vals[1])
        if b == 0:
            return None
        q = abs(a) // abs(b) * (1 if (a < 0) == (b < 0) else -1)
        return _make_const(op, _wrap(q if k is Op.FLOORDIV else a - q * b, t))
    return None
