"""Issue loads early: move each ``load`` (with the pure index arithmetic it needs) up to just
after the last preceding side effect (store, atomic, print, assert, volatile load, or a region
containing one) or non-movable producer, so that its latency overlaps the reductions and
barriers before its first use (the layer-norm weights, loaded after two row reductions, are
the case). Volatile loads are never moved.

Per-thread program order between a thread's own stores and its loads is kept; like Triton, no
ordering is promised between a store by one thread and a load of the same address by another
thread of the program except through atomics. Off by default (``TILEDSL_HOIST_LOADS=1``
turns it on): measured on the H200 it raised register use enough to cost occupancy on the
layer-norm rows (bench/RESULTS.md).
"""
from __future__ import annotations

from tiledsl import knobs
from tiledsl.ir import Op
from tiledsl.passes.util import has_side_effects  # volatile loads count: nothing crosses them

_MOVABLE = {Op.CONST, Op.ARANGE, Op.PROGRAM_ID, Op.NUM_PROGRAMS, Op.BROADCAST, Op.EXPAND_DIMS,
            Op.ADD, Op.SUB, Op.MUL, Op.AND, Op.OR, Op.XOR, Op.LT, Op.LE, Op.GT, Op.GE, Op.EQ,
            Op.NE, Op.ADDPTR, Op.CAST, Op.MULTIPLE_OF, Op.MAX_CONTIGUOUS, Op.MAX_CONSTANCY,
            Op.SHL, Op.SHR}


def enabled() -> bool:
    """``TILEDSL_HOIST_LOADS`` (:func:`tiledsl.knobs.hoist_loads`: an on/off variable, off by
    default; a value that is not an on/off word is a TileLaunchError)."""
    return knobs.hoist_loads()




def schedule(ops: list) -> list:
    """A new order of ``ops`` (one block) with loads hoisted."""
    ops = list(ops)
    i = 0
    while i < len(ops):
        op = ops[i]
        if op.op is not Op.LOAD or op.attrs.get("volatile"):
            i += 1
            continue
        index = {o: k for k, o in enumerate(ops)}
        defined_by = {r: o for o in ops for r in o.results}
        # the closure of in-block producers, and the fence it cannot cross
        fence = -1
        for k in range(i - 1, -1, -1):
            if has_side_effects(ops[k]):
                fence = k
                break
        need, stack = set(), list(op.operands)
        while stack:
            v = stack.pop()
            d = defined_by.get(v)
            if d is None or d in need or index[d] <= fence:
                continue
            if d.op in _MOVABLE:
                need.add(d)
                stack.extend(d.operands)
            else:
                fence = max(fence, index[d])
        need = {d for d in need if index[d] > fence}
        # movable producers that depend on something after the fence must stay behind it
        changed = True
        while changed:
            changed = False
            for d in list(need):
                for v in d.operands:
                    p = defined_by.get(v)
                    if p is not None and p not in need and index[p] > fence:
                        need.discard(d)
                        fence = max(fence, index[p])
                        changed = True
        if fence + 1 >= i:
            i += 1
            continue
        moved = [o for o in ops[fence + 1:i] if o in need] + [op]
        rest = [o for o in ops[fence + 1:i] if o not in need]
        ops = ops[:fence + 1] + moved + rest + ops[i + 1:]
        i += 1
    return ops
