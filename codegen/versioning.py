"""Loop versioning of masks: a loop whose body compares index ranges (attention's
``cols < seq_len`` and causal ``rows >= cols``) runs each iteration in one of two copies of the
body, chosen at the top of the iteration: one where every such comparison is known to hold for
the whole tile, with the comparisons replaced by ``true`` (so their selects, ANDs and masked
operations fold away in the C++ compiler), and the body as written for the other iterations
(the ragged last block, the causal diagonal).

A comparison qualifies when it sits at the top level of the loop body, compares 32-bit signed
integer tiles, and each side is an *index range*: a scalar known at the top of the iteration
(the induction variable, a carried scalar, a value from before the loop, or none) plus
non-negative constant offsets, ``arange`` and broadcasts of those, so that its elements lie in
``[base + lo, base + hi]``. The comparison then holds everywhere when, for ``a < b``,
``base_a + hi_a < base_b + lo_b`` (likewise ``<=``, ``>``, ``>=``), computed in 64 bits, and
neither side's largest element passes ``INT32_MAX`` (so no element wrapped). Loops with a
dot only: there the body's cost pays for its second copy. ``TILEDSL_LOOP_VERSIONING=0`` turns
it off.

Triton leaves this to the kernel's author (the ``EVEN_N`` heuristics and the causal kernel's
two loops of its fused-attention tutorial); here the kernel keeps one loop.
"""
from __future__ import annotations

from dataclasses import dataclass

from tiledsl.dtypes import DType
from tiledsl.ir import Op

_CMP = {Op.LT: "<", Op.LE: "<=", Op.GT: ">", Op.GE: ">="}
_INT32_MAX = 2**31 - 1


@dataclass(frozen=True)
class Range:
    """Elements in ``[base + lo, base + hi]``; ``base`` an IR scalar value or None (0)."""

    base: object
    lo: int
    hi: int


def _def(v):
    o = v.owner
    return o if hasattr(o, "op") else None


def index_range(v, known) -> Range | None:
    """The :class:`Range` of integer value ``v``, or None. ``known(s)`` says whether scalar
    IR value ``s`` has a C expression at the top of the iteration."""
    d = _def(v)
    if d is not None and d.op is Op.CONST and isinstance(d.attrs.get("value"), int) and \
            not isinstance(d.attrs.get("value"), bool):
        c = int(d.attrs["value"])
        return Range(None, c, c) if c >= 0 else None
    if not v.type.shape:
        return Range(v, 0, 0) if known(v) else None
    if d is None:
        return None
    if d.op is Op.ARANGE:
        lo, hi = d.attrs.get("start"), d.attrs.get("end")
        return Range(None, lo, hi - 1) if isinstance(lo, int) and lo >= 0 and hi > lo else None
    if d.op in (Op.BROADCAST, Op.EXPAND_DIMS):
        return index_range(d.operands[0], known)
    if d.op is Op.ADD:
        a, b = (index_range(o, known) for o in d.operands)
        if a is None or b is None or (a.base is not None and b.base is not None):
            return None
        return Range(a.base if a.base is not None else b.base, a.lo + b.lo, a.hi + b.hi)
    return None


@dataclass
class Versioning:
    """The comparisons that the fast copy replaces by ``true``, and the C condition that
    chooses it (built from the operands' ranges at the top of the iteration)."""

    compares: set
    terms: list  # (Range of the left side, symbol, Range of the right side)

    def condition(self, em) -> str:
        """The C condition, over expressions known at the top of the iteration."""
        def side(r: Range, off: int) -> str:
            base = f"(long long)({em.get(r.base).scalar})" if r.base is not None else "0LL"
            return f"({base} + {off})"

        parts = []
        for a, sym, b in self.terms:
            lo_a, hi_a, lo_b, hi_b = side(a, a.lo), side(a, a.hi), side(b, b.lo), side(b, b.hi)
            if sym in ("<", "<="):
                parts.append(f"{hi_a} {sym} {lo_b}")
            else:
                parts.append(f"{lo_a} {sym} {hi_b}")
            for r in (a, b):  # no element passed INT32_MAX
                if r.base is not None and r.hi > 0:
                    parts.append(f"{side(r, r.hi)} <= {_INT32_MAX}LL")
        return " && ".join(dict.fromkeys(parts))


def plan(em, loop) -> Versioning | None:
    """The :class:`Versioning` of FOR op ``loop``, or None (nothing qualifies, no dot in
    the body, or ``TILEDSL_LOOP_VERSIONING`` off)."""
    from tiledsl import knobs
    from tiledsl.ir import walk_block

    if not knobs.loop_versioning():
        return None
    body = loop.regions[0]
    if not any(op.op is Op.DOT for op in walk_block(body)):
        return None
    inside = set(body.args[1:])  # carried values: known at the top of the iteration too
    defined = set()
    for op in walk_block(body):
        defined.update(op.results)

    def known(s):
        return s is body.args[0] or s in inside or (s not in defined and s in em.vals)

    compares, terms = set(), []
    for op in body.ops:
        sym = _CMP.get(op.op)
        if sym is None or op in em.skip_ops or not em.uses.get(op.result) or \
                not op.result.type.shape:
            continue
        if any(o.type.elem is not DType.i32 for o in op.operands):
            continue
        a, b = (index_range(o, known) for o in op.operands)
        if a is None or b is None or any(r.base is None and r.hi > _INT32_MAX for r in (a, b)):
            continue  # (constants past INT32_MAX wrapped)
        compares.add(op)
        terms.append((a, sym, b))
    return Versioning(compares, terms) if compares else None


def define_true(em, op):
    """Define comparison ``op``'s result as ``true`` everywhere, in the layout its rule
    would give it."""
    res = op.result
    lay = em.assign.hints.get(res)
    if lay is None:
        lay = next(em.get(o).layout for o in op.operands if o.type.shape)
    em.define(res, em.splat(lay, DType.i1, "true"))


__all__ = ["Range", "Versioning", "index_range", "plan", "define_true"]
