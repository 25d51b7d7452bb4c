"""Common-subexpression elimination of pure ops, scoped by region (a region sees its
parents' values, never its siblings')."""
from __future__ import annotations

from ..ir import Block, Function, Op
from .util import is_pure, replace_uses


def _key(op):
    try:
        attrs = tuple(sorted((k, repr(v)) for k, v in op.attrs.items()))
    except TypeError:
        return None
    return (op.op, tuple(v.id for v in op.operands), attrs,
            tuple(str(r.type) for r in op.results))


def run(fn: Function) -> bool:
    mapping = {}
    changed = _block(fn.body, {}, mapping)
    replace_uses(fn, mapping)
    return changed


def _block(block: Block, table: dict, mapping: dict) -> bool:
    """CSE in ``block`` with ``table`` holding the ops its parents define; the block's own
    entries are taken out again on the way back (one table for every depth: linear time)."""
    changed = False
    keep = []
    added = []
    try:
        for op in block.ops:
            op.operands = [mapping.get(v.id, v) for v in op.operands]
            if op.regions:
                for r in op.regions:
                    changed |= _block(r, table, mapping)
                keep.append(op)
                continue
            if is_pure(op) and op.op is not Op.YIELD:
                k = _key(op)
                if k is not None and k in table:
                    for a, b in zip(op.results, table[k].results):
                        mapping[a.id] = b
                    changed = True
                    continue
                if k is not None:
                    table[k] = op
                    added.append(k)
            keep.append(op)
    finally:
        for k in added:
            del table[k]
    block.ops = keep
    return changed
