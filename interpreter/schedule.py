"""Static analyses that decide how the interpreter runs a kernel.

* :func:`analyze` decides whether program instances may run **batched** (the grid as an extra
  leading axis of every tile): only when no control flow (``if`` condition, ``for`` bounds and
  step, ``while`` condition) depends on the program id or on values read from memory (loads,
  atomics), and the kernel has no atomics (so atomics apply in sequential program order).
  A taint analysis over the IR, with a fixpoint for loop-carried values.
* :func:`waiting_loops` finds the ``while`` loops that may wait for another program (a spin
  lock, a flag): the interpreter runs a kernel with one cooperatively (:mod:`.waiting`).
* :func:`batch_size` picks how many programs one batch holds, and :func:`batches` cuts an
  order of programs into batches lazily, so that a grid of 2**31 programs costs the memory of
  one batch.
"""
from __future__ import annotations

from dataclasses import dataclass

from tiledsl.ir import ATOMICS, Function, Op, Operation, walk_block

#: a batch holds at most about this many elements per tile
MAX_BATCH_ELEMENTS = 1 << 17


@dataclass(frozen=True)
class Schedule:
    """The result of :func:`analyze`: ``batchable`` and, when not, ``reason`` (with its op)."""

    batchable: bool
    reason: str = ""
    op: Operation | None = None


def _flow(fn: Function, seed, use_operand) -> dict:
    """Label propagation to a fixpoint: ``seed(op)`` gives labels that an op's results get
    from the op itself; results also get the labels of the operands for which
    ``use_operand(op, index, value)`` holds. Region ops: loop-carried block arguments and
    results join their initial values and the values yielded into them."""
    labels: dict[int, frozenset] = {p.value.id: seed(p) for p in fn.params}
    empty = frozenset()

    def get(v):
        return labels.get(v.id, empty)

    def join(v, new) -> bool:
        old = get(v)
        if new <= old:
            return False
        labels[v.id] = old | new
        return True

    def yields(block, i):
        t = block.terminator
        return get(t.operands[i]) if t is not None and i < len(t.operands) else empty

    changed = True
    while changed:
        changed = False
        for op in walk_block(fn.body):
            src = frozenset(seed(op))
            for i, v in enumerate(op.operands):
                if use_operand(op, i, v):
                    src |= get(v)
            if op.op is Op.FOR:
                body = op.regions[0]
                ctrl = frozenset().union(*(get(v) for v in op.operands[:3])) \
                    if any(use_operand(op, i, op.operands[i]) for i in range(3)) else empty
                changed |= join(body.args[0], ctrl)
                for i, r in enumerate(op.results):
                    both = get(op.operands[3 + i]) | yields(body, i) | seed(op)
                    changed |= join(body.args[1 + i], both)
                    changed |= join(r, both)
            elif op.op is Op.WHILE:
                cond, body = op.regions
                for i, r in enumerate(op.results):
                    both = get(op.operands[i]) | yields(body, i) | seed(op)
                    changed |= join(cond.args[i], both)
                    changed |= join(body.args[i], both)
                    changed |= join(r, both)
            elif op.op is Op.IF:
                then_b, else_b = op.regions
                ctrl = get(op.operands[0]) if use_operand(op, 0, op.operands[0]) else empty
                for i, r in enumerate(op.results):
                    changed |= join(r, ctrl | yields(then_b, i) | yields(else_b, i) | seed(op))
            else:
                for r in op.results:
                    changed |= join(r, src)
    return labels


_TAINT_SOURCES = {Op.PROGRAM_ID: "program_id", Op.LOAD: "memory"}


def taint(fn: Function) -> dict:
    """value id → labels among ``{"program_id", "memory"}`` the value may depend on."""

    def seed(x):
        if isinstance(x, Operation):
            if x.op in ATOMICS:
                return frozenset({"memory"})
            if x.op in _TAINT_SOURCES:
                return frozenset({_TAINT_SOURCES[x.op]})
        return frozenset()

    return _flow(fn, seed, lambda op, i, v: True)


def waiting_loops(fn: Function) -> frozenset:
    """The WHILE ops that may wait for another program instance: their condition depends on
    memory, and their condition or body reads memory (a load or an atomic), so that a store or
    an atomic of another program can end them (``while atomic_cas(lock, 0, 1) == 1: pass``,
    ``while load(flag, volatile=True) == 0: pass``)."""
    loops = [op for op in fn.walk() if op.op is Op.WHILE]
    if not loops:
        return frozenset()
    labels = taint(fn)
    out = set()
    for op in loops:
        cond = op.regions[0].terminator.operands[0]
        if "memory" not in labels.get(cond.id, frozenset()):
            continue
        if any(inner.op is Op.LOAD or inner.op in ATOMICS
               for region in op.regions for inner in walk_block(region)):
            out.add(op)
    return frozenset(out)


def analyze(fn: Function) -> Schedule:
    """Decide batched vs one-by-one execution (see the module docstring)."""
    for op in fn.walk():
        if op.op in ATOMICS:
            return Schedule(False, f"the kernel uses {op.op.value} (atomics run in program "
                                   f"order, one program at a time)", op)
    labels = taint(fn)
    for op in fn.walk():
        if op.op is Op.IF:
            ctrl = [op.operands[0]]
        elif op.op is Op.FOR:
            ctrl = op.operands[:3]
        elif op.op is Op.WHILE:
            ctrl = [op.regions[0].terminator.operands[0]]
        else:
            continue
        dep = frozenset().union(*(labels.get(v.id, frozenset()) for v in ctrl))
        if dep:
            what = " and ".join(sorted(dep))
            return Schedule(False, f"the {op.op.value} at {op.loc} depends on {what}", op)
    return Schedule(True)


_FAULTING = ATOMICS | {Op.LOAD, Op.STORE, Op.DEVICE_ASSERT, Op.FOR}


def stores_to_log(fn: Function) -> set:
    """The STORE ops after which something may still fault in the same program (a later op
    in program order that can raise, or any such op in a loop around the store). A batch that
    faults is rolled back by undoing the logged stores; the others need no log."""
    order: list = []
    loops: list = []  # (loop op, first index, last index) in walk order

    def visit(block, enclosing):
        for op in block.ops:
            order.append((op, enclosing))
            first = len(order)
            inner = enclosing + ((op,) if op.op in (Op.FOR, Op.WHILE) else ())
            for region in op.regions:
                visit(region, inner)
            if op.op in (Op.FOR, Op.WHILE):
                loops.append((op, first, len(order)))

    visit(fn.body, ())
    faulting = [i for i, (op, _) in enumerate(order) if op.op in _FAULTING]
    loop_faults = {op: any(first <= i < last for i in faulting) for op, first, last in loops}
    last_fault = faulting[-1] if faulting else -1
    out = set()
    for i, (op, enclosing) in enumerate(order):
        if op.op is Op.STORE and (last_fault > i or any(loop_faults[lp] for lp in enclosing)):
            out.add(op)
    return out


def max_tile_elements(fn: Function) -> int:
    """The largest tile (in elements) of any value of the kernel."""
    best = 1
    for op in fn.walk():
        for r in op.results:
            best = max(best, r.type.numel)
        for region in op.regions:
            for a in region.args:
                best = max(best, a.type.numel)
    return best


def batch_size(max_tile: int, nprograms: int, limit: int | None = None) -> int:
    """Programs per batch: as many as fit ``limit`` (default :data:`MAX_BATCH_ELEMENTS`)
    elements in the largest tile (``max_tile``, see :func:`max_tile_elements`)."""
    limit = MAX_BATCH_ELEMENTS if limit is None else limit
    return max(1, min(nprograms, limit // max_tile))


def batches(ids, step: int):
    """The ``(first, count)`` runs of consecutive linear ids in the order ``ids`` (an
    iterable), each at most ``step`` long, generated as they are consumed."""
    if isinstance(ids, range) and ids.step == 1:
        for first in range(ids.start, ids.stop, step):
            yield first, min(step, ids.stop - first)
        return
    first, count = None, 0
    for i in ids:
        if count and count < step and i == first + count:
            count += 1
            continue
        if count:
            yield first, count
        first, count = i, 1
    if count:
        yield first, count
