"""What a specialized kernel does to each pointer parameter, read from its IR.

The correctness guard needs three facts per pointer parameter: whether the kernel writes
through it (a STORE or an atomic), whether it reads through it (a LOAD or an atomic, which
reads the old value), and so whether the parameter is a *pure output*. A pure output may be
poisoned (filled with NaN or a byte pattern) before each configuration's check run, so that an
element a configuration forgets to write shows up as a difference instead of hiding behind
what the buffer already held (Triton #9230). Every other written parameter is restored from a
snapshot instead (in-place updates, accumulation through atomics: Triton #4217, #6547).

Pointer provenance follows ``tiledsl.launch.stored_params``: a fixed point over every op with
pointer results and over loop-carried and ``if`` values (``launch._flows``, the one place that
knows region semantics); an unknown origin counts as every pointer parameter.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..ir import ATOMICS, Function, Op


@dataclass(frozen=True)
class Effects:
    """``writes``: parameters written; ``reads``: parameters read (atomics count as both)."""

    writes: frozenset
    reads: frozenset

    @property
    def pure_outputs(self) -> frozenset:
        """Written and never read: safe to poison before a run."""
        return self.writes - self.reads

    @property
    def in_place(self) -> frozenset:
        """Written and read: restored from a snapshot before every run."""
        return self.writes & self.reads


def effects(fn: Function) -> Effects:
    """The :class:`Effects` of ``fn`` (a specialized, optimized kernel)."""
    from ..launch import _flows

    ptr_params = frozenset(p.name for p in fn.params if p.value.type.is_pointer)
    prov: dict = {p.value.id: frozenset([p.name]) for p in fn.params
                  if p.value.type.is_pointer}
    ops = list(fn.walk())
    changed = True
    while changed:
        changed = False
        for op in ops:
            for dst, srcs in _flows(op):
                names = (frozenset().union(*(prov.get(s.id, frozenset()) for s in srcs))
                         if srcs else ptr_params)
                if dst.type.is_pointer and not names <= prov.get(dst.id, frozenset()):
                    prov[dst.id] = prov.get(dst.id, frozenset()) | names
                    changed = True
    writes, reads = set(), set()
    for op in ops:
        if op.op is Op.STORE or op.op in ATOMICS or op.op is Op.LOAD:
            names = prov.get(op.operands[0].id) or ptr_params
            if op.op is not Op.LOAD:
                writes |= names
            if op.op is not Op.STORE:
                reads |= names
    return Effects(frozenset(writes), frozenset(reads))
