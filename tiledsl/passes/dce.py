"""Dead-code elimination: drop ops without side effects whose results nobody uses."""
from __future__ import annotations

from ..ir import Block, Function, Op
from .util import has_side_effects, side_effects


def run(fn: Function) -> bool:
    """Delete dead ops in place until nothing changes; return True if anything was removed."""
    changed_any = False
    while True:
        used = set()
        for op in fn.walk():
            for v in op.operands:
                used.add(v.id)
        changed = _sweep(fn.body, used, side_effects(fn.body))
        changed_any |= changed
        if not changed:
            return changed_any


def _sweep(block: Block, used: set, memo: dict) -> bool:
    changed = False
    keep = []
    for op in block.ops:
        dead = (op.op is not Op.YIELD and not has_side_effects(op, memo)
                and all(r.id not in used for r in op.results)
                and not (op.op is Op.WHILE))  # a while loop may not terminate: keep it
        if dead:
            changed = True
            continue
        for r in op.regions:
            changed |= _sweep(r, used, memo)
        keep.append(op)
    block.ops = keep
    return changed
