"""The IR verifier: structure, dominance and the type rule of every op.

Raises :class:`~tiledsl.errors.InternalError` (a verifier failure is always a compiler bug:
the checker must reject bad programs before lowering them).
"""
from __future__ import annotations

from .dtypes import DType, PointerType, TileType
from .errors import InternalError
from .ir import (ATOMICS, BINARY_ARITH, COMPARE, ELEMENTWISE, REDUCTIONS, SCANS, UNARY,
                 UNARY_MATH, Block, Combine, Function, Op, Operation)

_NO_RESULT = {Op.STORE, Op.DEVICE_PRINT, Op.DEVICE_ASSERT, Op.BREAKPOINT, Op.DEBUG_BARRIER,
              Op.ASSUME, Op.YIELD}


def verify(fn: Function) -> None:
    """Check ``fn``; raise InternalError naming the op and its span on the first problem."""
    defined = {p.value.id for p in fn.params}
    for a in fn.body.args:
        defined.add(a.id)
    if fn.body.terminator is not None:
        _bad(fn.body.ops[-1], "the kernel body must not end in yield")
    _block(fn.body, defined, top=True)


def _bad(op: Operation, msg: str):
    raise InternalError(f"IR verification failed at {op.op.value}: {msg}", op.loc)


def _block(block: Block, scope: set, top=False):
    """Check ``block`` with ``scope`` holding the ids of the values defined above it. The
    block's own definitions are added to ``scope`` and taken out again on the way back, so
    nested regions share one set (linear in the size of the function, at any depth)."""
    added = []

    def define(v):
        if v.id not in scope:
            scope.add(v.id)
            added.append(v.id)

    try:
        for a in block.args:
            define(a)
        for i, op in enumerate(block.ops):
            for v in op.operands:
                if v.id not in scope:
                    _bad(op, f"operand {v!r} is used before it is defined")
            if op.op is Op.YIELD and (top or i != len(block.ops) - 1):
                _bad(op, "yield must be the last op of a region")
            _check_op(op)
            for r in op.regions:
                _block(r, scope)
            for r in op.results:
                define(r)
        if not top and block.terminator is None:
            raise InternalError("IR verification failed: a region does not end in yield")
    finally:
        for x in added:
            scope.discard(x)


def _same(op, *vals):
    t = vals[0].type
    for v in vals[1:]:
        if v.type != t:
            _bad(op, f"operand types differ: {t} vs {v.type}")
    return t


def _check_op(op: Operation):
    k = op.op
    n_res = len(op.results)
    if k in _NO_RESULT and n_res:
        _bad(op, "must have no results")
    if k in BINARY_ARITH:
        t = _same(op, *op.operands)
        if len(op.operands) != 2 or op.results[0].type != t:
            _bad(op, "binary op needs two operands of the result type")
        if k in (Op.DIV,) and not t.elem.is_float:
            _bad(op, "div needs floats")
        if k in (Op.FLOORDIV, Op.AND, Op.OR, Op.XOR, Op.SHL, Op.SHR) and not t.elem.is_int:
            _bad(op, f"{k.value} needs integers")
    elif k in COMPARE:
        t = _same(op, *op.operands)
        if op.results[0].type != t.with_elem(DType.i1):
            _bad(op, "comparison result must be i1 of the operand shape")
    elif k in UNARY or k in UNARY_MATH:
        if op.results[0].type != op.operands[0].type:
            _bad(op, "unary op result must have the operand's type")
        if k in UNARY_MATH and op.operands[0].type.elem not in (DType.fp32, DType.fp64):
            _bad(op, "math functions take fp32/fp64")
    elif k is Op.LIBDEVICE:
        from .libdevice import FUNCTIONS

        t = _same(op, *op.operands)
        f = FUNCTIONS.get(op.attrs.get("fn"))
        if f is None or len(op.operands) != f.arity or op.results[0].type != t \
                or t.elem not in (DType.fp32, DType.fp64):
            _bad(op, "libdevice needs a known fn and its arity of fp32/fp64 operands")
    elif k in (Op.FMA, Op.CLAMP):
        t = _same(op, *op.operands)
        if op.results[0].type != t:
            _bad(op, "result type mismatch")
    elif k is Op.WHERE:
        c, a, b = op.operands
        _same(op, a, b)
        if c.type != a.type.with_elem(DType.i1):
            _bad(op, "where's condition must be i1 of the result shape")
    elif k is Op.ADDPTR:
        p, o = op.operands
        if not isinstance(p.type.elem, PointerType) or p.type.shape != o.type.shape \
                or not o.type.elem.is_int or op.results[0].type != p.type:
            _bad(op, "addptr needs (pointer, integer offset) of one shape")
    elif k is Op.BROADCAST:
        src, dst = op.operands[0].type.shape, op.results[0].type.shape
        if src and (len(src) != len(dst) or any(a not in (1, b) for a, b in zip(src, dst))):
            _bad(op, f"cannot broadcast {src} to {dst}")
    elif k is Op.LOAD:
        p = op.operands[0]
        n = 1 + op.attrs.get("has_mask", False) + op.attrs.get("has_other", False)
        if len(op.operands) != n or not isinstance(p.type.elem, PointerType):
            _bad(op, "load operands are ptr[, mask][, other]")
        if op.results[0].type != TileType(p.type.elem.elem, p.type.shape):
            _bad(op, "load result must be the pointee type of the pointer's shape")
        for v in op.operands[1:]:
            if v.type.shape != p.type.shape:
                _bad(op, "mask/other must have the pointer's shape")
    elif k is Op.STORE:
        p, v = op.operands[:2]
        if not isinstance(p.type.elem, PointerType) or v.type != TileType(p.type.elem.elem,
                                                                           p.type.shape):
            _bad(op, "store value must be the pointee type of the pointer's shape")
    elif k in ATOMICS:
        p = op.operands[0]
        if not isinstance(p.type.elem, PointerType):
            _bad(op, "atomics need a pointer")
    elif k in REDUCTIONS or k in SCANS:
        ax = op.attrs.get("axis")
        if ax is None or not 0 <= ax < len(op.operands[0].type.shape):
            _bad(op, f"bad axis {ax}")
    elif k in (Op.REDUCE, Op.SCAN):
        _check_combine_op(op)
    elif k is Op.DOT:
        a, b, c = op.operands
        if op.results[0].type != c.type:
            _bad(op, "dot result must have the accumulator's type")
    elif k is Op.FOR:
        body = op.regions[0]
        inits = op.operands[3:]
        if len(body.args) != 1 + len(inits) or len(op.results) != len(inits):
            _bad(op, "for: block args must be (iv, *carried) and match the results")
        _check_yield(op, body, [v.type for v in inits])
    elif k is Op.WHILE:
        cond, body = op.regions
        ts = [v.type for v in op.operands]
        if [a.type for a in cond.args] != ts or [a.type for a in body.args] != ts:
            _bad(op, "while: region args must match the carried values")
        _check_yield(op, cond, [TileType(DType.i1)])
        _check_yield(op, body, ts)
    elif k is Op.IF:
        ts = [r.type for r in op.results]
        if op.operands[0].type != TileType(DType.i1):
            _bad(op, "if condition must be an i1 scalar")
        for r in op.regions:
            _check_yield(op, r, ts)


#: the ops a combine function may hold
COMBINE_OPS = (ELEMENTWISE - {Op.ADDPTR}) | {Op.CONST}


def _check_combine_op(op):
    """REDUCE/SCAN: operands of one shape, the combine's signature, its body isolated."""
    comb = op.attrs.get("combine")
    if not isinstance(comb, Combine):
        _bad(op, "needs a combine attribute")
    xs = op.operands
    if not xs or any(x.type.shape != xs[0].type.shape for x in xs):
        _bad(op, "operands must be one or more tiles of one shape")
    shape = xs[0].type.shape
    ax = op.attrs.get("axis")
    if ax is None or not 0 <= ax < len(shape):
        _bad(op, f"bad axis {ax}")
    scalars = [TileType(x.type.elem) for x in xs]
    if [a.type for a in comb.block.args] != scalars * 2:
        _bad(op, "the combine's arguments must be the operands' scalars, twice")
    want = shape if op.op is Op.SCAN else shape[:ax] + shape[ax + 1:]
    if [r.type for r in op.results] != [TileType(x.type.elem, want) for x in xs]:
        _bad(op, "one result per operand, of its dtype")
    scope = set()
    for inner in comb.block.ops[:-1]:
        if inner.op not in COMBINE_OPS:
            _bad(inner, "a combine function holds only elementwise ops and constants")
    _block(comb.block, scope)  # its own scope: no value of the kernel may be used inside
    _check_yield(op, comb.block, scalars)


def _check_yield(op, block, types):
    t = block.terminator
    if t is None:
        _bad(op, "region must end in yield")
    if [v.type for v in t.operands] != list(types):
        _bad(op, f"yield types {[str(v.type) for v in t.operands]} do not match "
                 f"{[str(x) for x in types]}")
