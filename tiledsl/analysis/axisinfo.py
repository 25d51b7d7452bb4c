"""Axis info: per value and per dimension, contiguity, divisibility and constancy.

A simplified form of Triton's ``AxisInfo`` lattice (``include/triton/Analysis/AxisInfo.h``):

* ``contiguity[d]``: length of the runs of consecutive values (step +1) along ``d``;
* ``divisibility[d]``: the largest power of two dividing the first value of each run (for
  pointers: of the byte address);
* ``constancy[d]``: length of the runs of equal values along ``d``.

Seeds: ``arange`` (contiguous), constants, ``program_id``, kernel parameters with their launch
facts (``aligned16`` pointers, ``div16`` integers, ``is_one``) and the ``multiple_of`` /
``max_contiguous`` hints. Unknown ops give the most conservative facts.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from tiledsl.ir import Op, walk_block

BIG = 1 << 30


def _pow2_div(v: int) -> int:
    v = abs(int(v))
    if v == 0:
        return BIG
    return min(v & -v, BIG)


@dataclass(frozen=True)
class AxisInfo:
    contiguity: tuple
    divisibility: tuple
    constancy: tuple
    value: object = None  # a known constant (scalar or splat), if any


def hint_values(values, rank: int) -> tuple:
    """A ``multiple_of``/``max_contiguous`` hint's ``values`` spread over ``rank`` axes (one
    value repeats; extra values are dropped)."""
    vals = tuple(int(v) for v in values) or (1,)
    return (vals * rank)[:rank] if len(vals) < rank else vals[:rank]


def _conservative(shape, div=1):
    n = len(shape)
    return AxisInfo((1,) * n, (div,) * n, (1,) * n)


def _uniform(shape, div, value=None):
    """Equal values along every dim; a scalar keeps its divisibility in ``divisibility[0]``."""
    return AxisInfo((1,) * len(shape), (div,) * max(1, len(shape)), tuple(shape), value)


def analyze(fn) -> dict:
    """Return ``{value: AxisInfo}`` for every integer and pointer value of ``fn``."""
    info = {}
    for p in fn.params:
        t = p.value.type
        if p.kind == "pointer":
            div = 16 if p.facts.get("aligned16") else max(1, t.elem.elem.itemsize)
            info[p.value] = _uniform((), div)
        elif p.facts.get("is_one"):
            info[p.value] = _uniform((), 1, 1)
        else:
            info[p.value] = _uniform((), 16 if p.facts.get("div16") else 1)
    for op in walk_block(fn.body):
        if op.op is Op.FOR:
            # the induction variable lb + i * step: divisible by what divides both (Triton's
            # AxisInfo rule for scf.for)
            lb, step = get(info, op.operands[0]), get(info, op.operands[2])
            info[op.regions[0].args[0]] = _uniform(
                (), math.gcd(lb.divisibility[0], step.divisibility[0]))
        for r in op.regions:
            for a in r.args:
                info.setdefault(a, _uniform(a.type.shape, 1) if not a.type.shape
                                else _conservative(a.type.shape))
        for res, ai in _rule(op, info):
            info[res] = ai
    return info


def get(info, v) -> AxisInfo:
    ai = info.get(v)
    if ai is None:
        return _uniform(v.type.shape, 1) if not v.type.shape else _conservative(v.type.shape)
    return ai


def _rule(op, info):
    shape = op.results[0].type.shape if op.results else ()
    rank = len(shape)
    k = op.op
    g = lambda i: get(info, op.operands[i])  # noqa: E731
    if k is Op.CONST:
        v = op.attrs["value"]
        if isinstance(v, (bool, int)) or (isinstance(v, float) and v.is_integer()):
            return [(op.result, _uniform(shape, _pow2_div(int(v)), v))]
        return [(op.result, _uniform(shape, 1, v))]
    if k is Op.ARANGE:
        n = op.attrs["end"] - op.attrs["start"]
        return [(op.result, AxisInfo((n,), (_pow2_div(op.attrs["start"]),), (1,)))]
    if k in (Op.PROGRAM_ID, Op.NUM_PROGRAMS):
        return [(op.result, _uniform((), 1))]
    if k is Op.MULTIPLE_OF:
        a = g(0)
        vals = hint_values(op.attrs["values"], rank)
        return [(op.result, AxisInfo(a.contiguity, tuple(max(x, y) for x, y in
                                                          zip(a.divisibility, vals)),
                                     a.constancy, a.value))]
    if k is Op.MAX_CONTIGUOUS:
        a = g(0)
        vals = hint_values(op.attrs["values"], rank)
        return [(op.result, AxisInfo(tuple(max(x, y) for x, y in zip(a.contiguity, vals)),
                                     a.divisibility, a.constancy, a.value))]
    if k is Op.MAX_CONSTANCY:
        a = g(0)
        vals = hint_values(op.attrs["values"], rank)
        return [(op.result, AxisInfo(a.contiguity, a.divisibility,
                                     tuple(max(x, min(y, n)) for x, y, n in
                                           zip(a.constancy, vals, shape)), a.value))]
    if k is Op.BROADCAST:
        a = g(0)
        src = op.operands[0].type.shape
        if not src:
            return [(op.result, _uniform(shape, _div_scalar(a), a.value))]
        c, dv, cs = [], [], []
        for d in range(rank):
            if src[d] == 1 and shape[d] != 1:
                c.append(1)
                dv.append(a.divisibility[d])
                cs.append(shape[d])
            else:
                c.append(a.contiguity[d])
                dv.append(a.divisibility[d])
                cs.append(a.constancy[d])
        return [(op.result, AxisInfo(tuple(c), tuple(dv), tuple(cs), a.value))]
    if k is Op.EXPAND_DIMS:
        a = g(0)
        ax = op.attrs["axis"]
        if not op.operands[0].type.shape:
            return [(op.result, _uniform(shape, _div_scalar(a), a.value))]
        ins = lambda t, v: t[:ax] + (v,) + t[ax:]  # noqa: E731
        # along the new axis every element starts a run: gcd of all the values
        whole = min(1 if c > 1 else dv for c, dv in zip(a.contiguity, a.divisibility))
        return [(op.result, AxisInfo(ins(a.contiguity, 1), ins(a.divisibility, whole),
                                     ins(a.constancy, 1), a.value))]
    if k is Op.CAST:
        a = g(0)
        if op.operands[0].type.elem.is_int and op.result.type.elem.is_int and \
                op.result.type.elem.bits >= op.operands[0].type.elem.bits:
            return [(op.result, a)]
        return [(op.result, _keep_constancy(shape, a))]
    if not rank:
        if k in (Op.ADD, Op.SUB, Op.MUL, Op.ADDPTR) and len(op.operands) == 2:
            a, b = _div_scalar(g(0)), _div_scalar(g(1))
            if k is Op.MUL:
                return [(op.result, _uniform((), min(a * b, BIG)))]
            if k is Op.ADDPTR:
                b = min(b * op.operands[0].type.elem.elem.itemsize, BIG)
            return [(op.result, _uniform((), math.gcd(a, b)))]
        # a region op (for/while/if) may carry tiles after a scalar first result: each
        # result gets the facts of its own shape
        return [(r, _uniform((), 1) if not r.type.shape else _conservative(r.type.shape))
                for r in op.results]
    if k in (Op.ADD, Op.SUB, Op.ADDPTR):
        a, b = g(0), g(1)
        esize = op.operands[0].type.elem.elem.itemsize if k is Op.ADDPTR else 1
        c = []
        for d in range(rank):
            if k is Op.SUB:
                c.append(math.gcd(a.contiguity[d], b.constancy[d]) if b.contiguity[d] == 1
                         else 1)
            else:
                c.append(max(math.gcd(a.contiguity[d], b.constancy[d]),
                             math.gcd(b.contiguity[d], a.constancy[d])))
        dv = tuple(math.gcd(x, min(y * esize, BIG)) for x, y in zip(a.divisibility,
                                                                    b.divisibility))
        cs = tuple(math.gcd(x, y) for x, y in zip(a.constancy, b.constancy))
        return [(op.result, AxisInfo(tuple(c), dv, cs))]
    if k is Op.MUL:
        a, b = g(0), g(1)
        c = []
        for d in range(rank):
            if a.value == 1:
                c.append(b.contiguity[d])
            elif b.value == 1:
                c.append(a.contiguity[d])
            else:
                c.append(1)
        # a factor with runs longer than 1 counts as divisibility 1 unless the other factor
        # is 1 (Triton's MulIOp rule): [16k, 16k+1, ...] * 2 holds 32k + 2, so only 2 divides
        # every element, not 32
        da = [1 if a.contiguity[d] > 1 and b.value != 1 else a.divisibility[d]
              for d in range(rank)]
        db = [1 if b.contiguity[d] > 1 and a.value != 1 else b.divisibility[d]
              for d in range(rank)]
        dv = tuple(min(x * y, BIG) for x, y in zip(da, db))
        cs = tuple(math.gcd(x, y) for x, y in zip(a.constancy, b.constancy))
        return [(op.result, AxisInfo(tuple(c), dv, cs))]
    if k in (Op.LT, Op.LE, Op.GT, Op.GE, Op.EQ, Op.NE):
        a, b = g(0), g(1)
        cs = []
        for d in range(rank):
            c0 = math.gcd(a.constancy[d], b.constancy[d])
            # contiguous lhs against a run-constant rhs: the predicate flips only at a
            # boundary that is a multiple of gcd(divisibilities)
            if k in (Op.LT, Op.GE) and a.contiguity[d] > 1 and b.contiguity[d] == 1:
                run = min(a.contiguity[d], b.constancy[d],
                          math.gcd(a.divisibility[d], b.divisibility[d]))
                c0 = max(c0, run)
            elif k in (Op.GT, Op.LE) and b.contiguity[d] > 1 and a.contiguity[d] == 1:
                run = min(b.contiguity[d], a.constancy[d],
                          math.gcd(a.divisibility[d], b.divisibility[d]))
                c0 = max(c0, run)
            cs.append(c0)
        return [(op.result, AxisInfo((1,) * rank, (1,) * rank, tuple(cs)))]
    if k in (Op.AND, Op.OR, Op.XOR, Op.WHERE, Op.FLOORDIV, Op.MOD, Op.MINIMUM, Op.MAXIMUM,
             Op.NEG, Op.INVERT, Op.ABS, Op.SHL, Op.SHR):
        cs = [shape[d] for d in range(rank)]
        for o in op.operands:
            if o.type.shape == shape:
                ai = get(info, o)
                cs = [math.gcd(x, y) for x, y in zip(cs, ai.constancy)]
        return [(op.result, AxisInfo((1,) * rank, (1,) * rank, tuple(cs)))]
    return [(r, _conservative(r.type.shape)) for r in op.results]


def _div_scalar(a: AxisInfo) -> int:
    return a.divisibility[0] if a.divisibility else 1


def _keep_constancy(shape, a):
    return AxisInfo((1,) * len(shape), (1,) * len(shape), a.constancy)
