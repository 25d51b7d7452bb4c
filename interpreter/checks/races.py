"""The race check: two program instances of one launch touch the same element, at least one
of them writing, and not both through atomics.

GPUs run program instances concurrently and in no fixed order, so such a kernel's result
depends on timing, even when a sequential simulator gives the right answer every time. The
check treats all program instances as concurrent whatever order the interpreter runs them in,
and flags, per element:

* a store by one program and a store, load or atomic by another;
* an atomic by one program and a plain load or store by another (atomics by several programs
  to one element are fine: that is what atomics are for).

A program touching its own elements again is fine. Loads are tracked only in memory that the
kernel may write (``tiledsl.analysis.effects``), so read-only inputs cost nothing.

Two representations per group of memory (:mod:`.shadow`), chosen for speed:

* **intervals**, while the launch runs batched: each program's access is summarized by the
  smallest and largest element it touches; as long as the intervals of different programs
  (stores against stores and loads) never overlap, no element can be shared, which is what a
  race-free kernel that gives each program its own block looks like. This costs two
  reductions per access. Every access is also logged (its element indices, by reference).
* **elements**, exact: int32 program ids per element (-1: none): ``w`` the last plain writer,
  ``r1``/``r2`` two readers of different programs, ``a1``/``a2`` two atomic users of different
  programs. A group switches to it (replaying its log) at the first overlap of intervals, at
  the first atomic, or when programs run one at a time.
"""
from __future__ import annotations

import numpy as np

from .shadow import position_of, positions

_BIG = np.iinfo(np.int64).max


def _pair_others(r1, r2, gi, pi):
    """(values of r1, values of r2, mask of elements that a program other than pi holds)."""
    a = r1[gi]
    b = r2[gi]
    bad = ((a >= 0) & (a != pi)) | ((b >= 0) & (b != pi))
    return a, b, bad


def _record_pair(undo, r1, r2, gi, pi):
    """Add program(s) ``pi`` to the two-program sets ``r1``/``r2`` of elements ``gi``."""
    a = r1[gi]
    empty = a < 0
    if empty.any():
        sel = gi[empty]
        if undo is not None:
            undo.append((r1, sel, a[empty]))
        r1[sel] = pi if isinstance(pi, int) else pi[empty]
    back = r1[gi] if not isinstance(pi, int) else np.where(empty, pi, a)
    other = back != pi
    if other.any():
        sel = gi[other]
        if undo is not None:
            undo.append((r2, sel, r2[sel]))
        r2[sel] = pi if isinstance(pi, int) else pi[other]


class _Intervals:
    """Sorted intervals ``[lo, hi]`` with ``pm`` = running maximum of ``hi``."""

    __slots__ = ("lo", "hi", "pm")

    def __init__(self, lo=None, hi=None):
        if lo is None:
            lo = hi = np.zeros(0, dtype=np.int64)
        order = np.argsort(lo, kind="stable")
        self.lo, self.hi = lo[order], hi[order]
        self.pm = np.maximum.accumulate(self.hi) if self.hi.size else self.hi

    def overlaps(self, lo, hi) -> bool:
        """Whether any of the intervals ``[lo[i], hi[i]]`` meets one of these."""
        if not self.lo.size:
            return False
        j = np.searchsorted(self.lo, hi, side="right")
        has = j > 0
        if not has.any():
            return False
        return bool((self.pm[j[has] - 1] >= lo[has]).any())

    def plus(self, lo, hi) -> "_Intervals":
        """These intervals and ``[lo[i], hi[i]]``, sorted again."""
        return _Intervals(np.concatenate([self.lo, lo]), np.concatenate([self.hi, hi]))


class _GroupState:
    """The race state of one group: its mode and, in interval mode, intervals and log."""

    __slots__ = ("group", "mode", "log", "writes", "reads")

    def __init__(self, group):
        self.group = group
        self.mode = "interval"
        self.log: list = []
        self.writes = _Intervals()
        self.reads = _Intervals()

    def snapshot(self):
        """What :meth:`restore` needs to undo the changes made after this call."""
        return self.mode, len(self.log), self.writes, self.reads

    def restore(self, snap):
        """Back to the state of :meth:`snapshot` (a rolled-back batch)."""
        mode, n, writes, reads = snap
        if self.mode == "element" and mode == "interval":
            for name in ("w", "r1", "r2", "a1", "a2"):
                self.group.arrays.pop(name, None)
        self.mode = mode
        del self.log[n:]
        self.writes, self.reads = writes, reads


def _row_bounds(gi, sel, shape):
    """Per program of the access: (lo, hi) of its elements, for programs touching any."""
    b = shape[0]
    if sel is None:
        g = gi.reshape(b, -1)
        return g.min(axis=1), g.max(axis=1)
    counts = np.count_nonzero(sel.reshape(b, -1), axis=1)
    keep = counts > 0
    if not keep.any():
        z = np.zeros(0, dtype=np.int64)
        return z, z
    starts = (np.cumsum(counts) - counts)[keep]
    return np.minimum.reduceat(gi, starts), np.maximum.reduceat(gi, starts)


class RaceCheck:
    """``ctx.mem_hook`` part for races (see the module docstring)."""

    def __init__(self, launch, written: set):
        self.launch = launch
        self.layout = launch.layout
        self.tracked = set()  # groups whose loads are tracked: the kernel may write them
        for index in written:
            if index in self.layout:
                self.tracked.add(self.layout[index][0])
        self.states: dict = {}

    def _state(self, group) -> _GroupState:
        st = self.states.get(group)
        if st is None:
            st = self.states[group] = _GroupState(group)
        return st

    # ------------------------------------------------------------------ the hooks
    def load(self, ctx, op, buf, idx, active, raw):
        """A load: checked against stores and atomics of other programs, then recorded."""
        group, shift = self.layout[buf.index]
        if group not in self.tracked:
            return
        self._access(ctx, op, buf, "R", group, *positions(ctx, idx, active, shift))

    def store(self, ctx, op, buf, idx, active, shape, flat=None):
        """A store: checked against every access of other programs, then recorded."""
        group, shift = self.layout[buf.index]
        self._access(ctx, op, buf, "W", group, *positions(ctx, idx, active, shift, flat))

    def atomic(self, ctx, op, buf, idx, active, shape):
        """An atomic: checked against plain accesses of other programs, then recorded."""
        group, shift = self.layout[buf.index]
        self._access(ctx, op, buf, "A", group,
                     *positions(ctx, idx.reshape(shape), active.reshape(shape), shift))

    # ------------------------------------------------------------------ both modes
    def _access(self, ctx, op, buf, kind, group, gi, pi, sel, shape):
        if not gi.size:
            return
        st = self._state(group)
        if st.mode == "interval":
            if kind != "A" and not isinstance(pi, int) and self._interval(ctx, st, kind, gi,
                                                                          pi, sel, shape):
                return
            self._switch(ctx, st)
        if not isinstance(pi, int):
            pi = pi.array()
        self._element(ctx, op, buf, kind, group, gi, pi, sel, shape)

    def _interval(self, ctx, st, kind, gi, pi, sel, shape) -> bool:
        """Record the access as intervals; False when they overlap (switch to elements)."""
        lo, hi = _row_bounds(gi, sel, shape)
        if kind == "W":
            order = np.argsort(lo, kind="stable")
            if (lo[order][1:] <= hi[order][:-1]).any():
                return False
            if st.writes.overlaps(lo, hi) or st.reads.overlaps(lo, hi):
                return False
        elif st.writes.overlaps(lo, hi):
            return False
        if ctx.undo is not None:
            snap = st.snapshot()
            ctx.undo.append(lambda: st.restore(snap))
        st.log.append((kind, gi, pi))
        if kind == "W":
            st.writes = st.writes.plus(lo, hi)
        else:
            st.reads = st.reads.plus(lo, hi)
        return True

    def _switch(self, ctx, st) -> None:
        """Interval mode → element mode: replay the logged accesses into the arrays."""
        if ctx.undo is not None:
            snap = st.snapshot()
            ctx.undo.append(lambda: st.restore(snap))
        group = st.group
        for kind, gi, pi in st.log:
            pi = pi.array()
            if kind == "W":
                group.array("w")[gi] = pi
            else:
                _record_pair(None, group.array("r1"), group.array("r2"), gi, pi)
        st.mode = "element"
        st.log = []

    def _element(self, ctx, op, buf, kind, group, gi, pi, sel, shape):
        undo = ctx.undo
        if kind == "R":
            self._against(ctx, op, buf, kind, group, gi, pi, sel, shape, ("W", "A"))
            _record_pair(undo, group.array("r1"), group.array("r2"), gi, pi)
        elif kind == "A":
            self._against(ctx, op, buf, kind, group, gi, pi, sel, shape, ("W", "R"))
            _record_pair(undo, group.array("a1"), group.array("a2"), gi, pi)
        else:
            self._against(ctx, op, buf, kind, group, gi, pi, sel, shape, ("W", "R", "A"))
            w = group.array("w")
            if undo is not None:
                undo.append((w, gi, w[gi]))
            w[gi] = pi
            if not isinstance(pi, int) and (w[gi] != pi).any():  # two programs, one element
                self.launch.reporter.report("race", op, None, ctx)

    def _against(self, ctx, op, buf, kind, group, gi, pi, sel, shape, kinds):
        """Report the first element of this access that another program has touched with an
        access of one of ``kinds``."""
        hits = []
        if "W" in kinds and group.get("w") is not None:
            old = group.get("w")[gi]
            if old.max() >= 0:
                bad = (old >= 0) & (old != pi)
                if bad.any():
                    hits.append(("W", old, bad))
        for name, k in (("r", "R"), ("a", "A")):
            if k not in kinds or group.get(name + "1") is None:
                continue
            a, b, bad = _pair_others(group.get(name + "1"), group.get(name + "2"), gi, pi)
            if bad.any():
                hits.append((k, np.where((a >= 0) & (a != pi), a, b), bad))
        if not hits:
            return
        first = min(int(np.argmax(m)) for _, _, m in hits)
        k, who, _ = next(h for h in hits if h[2][first])
        if ctx.nprog > 1:
            self.launch.reporter.report("race", op, None, ctx)
        from .report import race_error

        err = race_error(self.launch, ctx, op, buf, kind, group, int(gi[first]),
                         position_of(first, sel, shape), k, int(who[first]))
        self.launch.reporter.report("race", op, err, ctx)


__all__ = ["RaceCheck"]
