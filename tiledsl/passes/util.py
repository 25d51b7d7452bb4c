"""Shared helpers for passes: replacing uses, purity, walking with parents."""
from __future__ import annotations

from ..ir import CONTROL_FLOW, SIDE_EFFECTS, Block, Function, Op, Operation, walk_block


def replace_uses(fn: Function, mapping: dict) -> None:
    """Rewrite every operand ``v`` with ``mapping[v.id]`` (following chains)."""
    if not mapping:
        return

    def resolve(v):
        seen = 0
        while v.id in mapping and seen < 10000:
            v = mapping[v.id]
            seen += 1
        return v

    for op in fn.walk():
        op.operands = [resolve(v) if v.id in mapping else v for v in op.operands]


def _effect(op: Operation) -> bool:
    # a volatile load is an observable access (a spin-wait's read): never deleted, as Triton
    # keeps it (``ld.volatile``), even when its value is unused
    # inline assembly with is_pure=False likewise (Triton keeps it)
    return op.op in SIDE_EFFECTS or (op.op is Op.LOAD and bool(op.attrs.get("volatile"))) or (
        op.op is Op.INLINE_ASM and not op.attrs.get("pure"))


def has_side_effects(op: Operation, memo: dict | None = None) -> bool:
    """True for stores, atomics, prints, asserts, volatile loads, and region ops containing
    any of them. ``memo`` (from :func:`side_effects`) answers in O(1)."""
    if memo is not None:
        return memo[id(op)]
    if _effect(op):
        return True
    return any(_effect(inner) for r in op.regions for inner in walk_block(r))


def side_effects(block: Block) -> dict:
    """``{id(op): has_side_effects(op)}`` for every op in ``block`` and its regions, in one
    post-order walk with an explicit stack (linear, at any nesting depth)."""
    memo: dict = {}
    stack = [(op, False) for op in reversed(block.ops)]
    while stack:
        op, done = stack.pop()
        if not op.regions:
            memo[id(op)] = _effect(op)
        elif done:
            memo[id(op)] = _effect(op) or any(memo[id(i)] for r in op.regions for i in r.ops)
        else:
            stack.append((op, True))
            stack.extend((i, False) for r in op.regions for i in reversed(r.ops))
    return memo


def is_pure(op: Operation) -> bool:
    """Pure and not control flow: safe to fold, deduplicate or delete when unused."""
    return op.op not in CONTROL_FLOW and not has_side_effects(op) and op.op is not Op.LOAD


def blocks(fn: Function):
    """Every block of ``fn``, outermost first."""
    out = [fn.body]

    def visit(b: Block):
        for op in b.ops:
            for r in op.regions:
                out.append(r)
                visit(r)

    visit(fn.body)
    return out
