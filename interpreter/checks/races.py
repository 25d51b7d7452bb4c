"""The race check: two program instances of one launch touch the same element, at least one
of them writing, not both through atomics, and neither access ordered before the other.

GPUs run program instances concurrently and in no fixed order, so such a kernel's result
depends on timing, even when a sequential simulator gives the right answer every time. The
check treats all program instances as concurrent whatever order the interpreter runs them in,
and flags, per element:

* a store by one program and a store, load or atomic by another;
* an atomic by one program and a plain load or store by another (atomics by several programs
  to one element are fine: that is what atomics are for).

A program touching its own elements again is fine, and so is an access that *happens before*
the other through atomics: a release by one program (an atomic with ``sem`` ``"release"``,
``"acq_rel"`` or the default) read by an acquire of another (``"acquire"``, ``"acq_rel"`` or
the default) on the same element orders everything the first did before it ahead of
everything the second does after it (:mod:`.clocks`: vector clocks, as in FastTrack). That is
what makes a spin lock (``while atomic_cas(lock, 0, 1) == 1: pass`` ... ``atomic_xchg(lock,
0)``) correct and a relaxed one (``sem="relaxed"``) or a missing one a race. An atomic with
``scope="cta"`` is atomic and ordered only among its own program's threads, so between programs
it counts as a plain store. Loads are tracked only in memory that the kernel may write
(``tiledsl.analysis.effects``), so read-only inputs cost nothing.

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

A kernel with atomics (which always runs one program at a time) also keeps, per element and
slot, the clock of the access (``wc``, ``r1c`` ...) and its site (``ws``, ``r1s`` ...: the op
and the lane), so that a report names the other access without running its program again,
and per element the release it carries (``sync``, a :class:`.clocks.Release` serial, 0:
none). As without atomics, ``r1``/``a1`` keep the first program's access (restamped when that
program touches the element again) and ``r2``/``a2`` the last other program's, so recording
an access never needs a vector clock: only a conflict does.
"""
from __future__ import annotations

import numpy as np

from tiledsl.ir import ATOMICS

from .clocks import Clocks, Release
from .shadow import position_of, positions

_ACQUIRE = ("acquire", "acq_rel")
_RELEASE = ("release", "acq_rel")


def sem_scope(op) -> tuple[str, str]:
    """The ``sem`` and ``scope`` of an atomic op, defaults filled in."""
    return op.attrs.get("sem") or "acq_rel", op.attrs.get("scope") or "gpu"

_BIG = np.iinfo(np.int64).max


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
        self.sync = any(op.op in ATOMICS for op in launch.fn.walk())
        self.clocks = Clocks() if self.sync else None
        self.sites: list = []  # (op, lane shape, buffer) of the recorded sites
        self._site_index: dict = {}
        self._sweep_at = 1024

    def _state(self, group) -> _GroupState:
        st = self.states.get(group)
        if st is None:
            st = self.states[group] = _GroupState(group)
        return st

    # ------------------------------------------------------------------ the hooks
    def load(self, ctx, op, buf, idx, active, raw):
        """A load: checked against stores and atomics of other programs, then recorded. A
        volatile load (``ld.volatile``, a relaxed read the hardware makes whole) counts as a
        relaxed atomic read: it does not race with atomics, only with plain stores, and it
        orders nothing (a spin on a flag is followed by an acquire, as in Triton's kernels)."""
        group, shift = self.layout[buf.index]
        if group not in self.tracked:
            return
        kind = "A" if op.attrs.get("volatile") else "R"
        self._access(ctx, op, buf, kind, group, *positions(ctx, idx, active, shift))

    def store(self, ctx, op, buf, idx, active, shape, flat=None):
        """A store: checked against every access of other programs, then recorded."""
        group, shift = self.layout[buf.index]
        self._access(ctx, op, buf, "W", group, *positions(ctx, idx, active, shift, flat))

    def atomic(self, ctx, op, buf, idx, active, shape):
        """An atomic: acquires what the elements carry (by its ``sem``), then is checked
        against plain accesses of other programs and recorded."""
        group, shift = self.layout[buf.index]
        gi, pi, sel, shp = positions(ctx, idx.reshape(shape), active.reshape(shape), shift)
        kind = "A"
        if self.sync and isinstance(pi, int) and gi.size:
            sem, scope = sem_scope(op)
            carried = group.get("sync")
            if scope == "cta":
                kind = "W"
            elif sem in _ACQUIRE and carried is not None:
                serials = np.unique(carried[gi])
                serials = serials[serials > 0]
                if serials.size:
                    pc = self._program(ctx, pi)
                    pc.acquire([self.clocks.node(int(x)) for x in serials])
        self._access(ctx, op, buf, kind, group, gi, pi, sel, shp)

    def atomic_done(self, ctx, op, buf, idx, wrote):
        """After an atomic: the elements it wrote carry its release (by its ``sem``)."""
        if not self.sync or ctx.nprog != 1:
            return
        sem, scope = sem_scope(op)
        if scope == "cta" or sem not in _RELEASE:  # cta: ended like a store; else continued
            return
        group, shift = self.layout[buf.index]
        gw = idx[wrote] + shift
        if not gw.size or not group.n:
            return
        node = self._program(ctx, int(ctx.first)).release()
        serial = self.clocks.register(node)
        carried = group.array("sync", 0, np.int64)
        if ctx.undo is not None:
            ctx.undo.append((carried, gw, carried[gw]))
        if sem == "acq_rel":  # it acquired what the elements carried: the node holds it
            carried[gw] = serial
        else:
            olds, inv = np.unique(carried[gw], return_inverse=True)
            new = [serial if o <= 0 else self.clocks.register(
                Release(-1, 0, (self.clocks.node(int(o)), node))) for o in olds]
            carried[gw] = np.asarray(new, dtype=np.int64)[inv]
        if ctx.undo is None and len(self.clocks.nodes) > self._sweep_at:
            groups = {id(g): g for g, _ in self.layout.values()}.values()
            live = [g.arrays["sync"] for g in groups if "sync" in g.arrays]
            self.clocks.sweep(np.unique(np.concatenate(live)))
            self._sweep_at = max(1024, 2 * len(self.clocks.nodes))

    def finished(self, linear: int) -> None:
        """Program ``linear`` has ended: forget its clock."""
        if self.clocks is not None:
            self.clocks.finished(linear)

    def _program(self, ctx, pi):
        """The clock of program ``pi``, its current state logged for a rollback."""
        pc = self.clocks.program(pi)
        if ctx.undo is not None:
            state = pc.state()
            ctx.undo.append(lambda: pc.restore(state))
        return pc

    def site(self, code: int) -> tuple:
        """``(op, lane, buffer)`` of a recorded site."""
        op, lanes, buf = self.sites[code >> 32]
        flat = code & 0xFFFFFFFF
        lane = tuple(int(i) for i in np.unravel_index(flat, lanes)) if lanes else ()
        return op, lane, buf

    def _site_codes(self, op, buf, gi, sel, shape) -> np.ndarray:
        """Per element of an access: its op, buffer and lane as one int64 (:meth:`site`)."""
        key = (id(op), tuple(shape[1:]), buf.index)
        i = self._site_index.get(key)
        if i is None:
            i = self._site_index[key] = len(self.sites)
            self.sites.append((op, tuple(shape[1:]), buf))
        lanes = (np.arange(gi.size, dtype=np.int64) if sel is None
                 else np.flatnonzero(sel.reshape(-1)).astype(np.int64))
        return (np.int64(i) << np.int64(32)) | lanes

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
        if self.sync and isinstance(pi, int):
            return self._element_sync(ctx, op, buf, kind, group, gi, pi, sel, shape)
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

    def _element_sync(self, ctx, op, buf, kind, group, gi, pi, sel, shape):
        """Element mode of a kernel with atomics: accesses stamped with clocks and sites."""
        against = {"R": ("W", "A"), "A": ("W", "R"), "W": ("W", "R", "A")}[kind]
        self._against(ctx, op, buf, kind, group, gi, pi, sel, shape, against)
        epoch = self.clocks.epoch(pi)
        sites = self._site_codes(op, buf, gi, sel, shape)
        if kind == "W":
            self._put(ctx, group, "w", gi, pi, epoch, sites)
            carried = group.get("sync")
            if carried is not None:  # a plain store ends the element's release sequence
                if ctx.undo is not None:
                    ctx.undo.append((carried, gi, carried[gi]))
                carried[gi] = 0
            return
        name = "r" if kind == "R" else "a"
        held = group.array(name + "1")[gi]
        first = (held < 0) | (held == pi)  # the first slot, or this program's own: restamp
        if first.all():
            self._put(ctx, group, name + "1", gi, pi, epoch, sites)
            return
        self._put(ctx, group, name + "1", gi[first], pi, epoch, sites[first])
        self._put(ctx, group, name + "2", gi[~first], pi, epoch, sites[~first])

    @staticmethod
    def _put(ctx, group, slot, gi, pi, epoch, sites):
        arrays = (group.array(slot), group.array(slot + "c", 0, np.int32),
                  group.array(slot + "s", -1, np.int64))
        if ctx.undo is not None:
            for arr in arrays:
                ctx.undo.append((arr, gi, arr[gi]))
        arrays[0][gi] = pi
        arrays[1][gi] = epoch
        arrays[2][gi] = sites

    def _concurrent(self, group, slot, pi, who, gi, bad):
        """``bad`` without the accesses (in ``slot``) that happen before program ``pi``'s
        current point."""
        if not self.sync or not isinstance(pi, int) or not bad.any():
            return bad
        k = np.flatnonzero(bad)
        ok = self.clocks.ordered(pi, who[k], group.array(slot + "c", 0, np.int32)[gi[k]])
        if ok.any():
            bad = bad.copy()
            bad[k[ok]] = False
        return bad

    def _against(self, ctx, op, buf, kind, group, gi, pi, sel, shape, kinds):
        """Report the first element of this access that another program has touched with an
        access of one of ``kinds`` not ordered before it."""
        hits = []  # (kind, program ids, bad, slot of each element)
        if "W" in kinds and group.get("w") is not None:
            old = group.get("w")[gi]
            if old.max() >= 0:
                bad = self._concurrent(group, "w", pi, old, gi, (old >= 0) & (old != pi))
                if bad.any():
                    hits.append(("W", old, bad, None))
        for name, k in (("r", "R"), ("a", "A")):
            if k not in kinds or group.get(name + "1") is None:
                continue
            a, b = group.get(name + "1")[gi], group.array(name + "2")[gi]
            bad_a = self._concurrent(group, name + "1", pi, a, gi, (a >= 0) & (a != pi))
            bad_b = self._concurrent(group, name + "2", pi, b, gi, (b >= 0) & (b != pi))
            bad = bad_a | bad_b
            if bad.any():
                hits.append((k, np.where(bad_a, a, b), bad, bad_a))
        if not hits:
            return
        first = min(int(np.argmax(m)) for _, _, m, _ in hits)
        k, who, _, in_a = next(h for h in hits if h[2][first])
        if ctx.nprog > 1:
            self.launch.reporter.report("race", op, None, ctx)
        if self.launch.reporter.warned("race", op):
            return
        site = None
        if self.sync:
            slot = "w" if k == "W" else ("r" if k == "R" else "a") + ("1" if in_a[first] else "2")
            code = int(group.array(slot + "s", -1, np.int64)[gi[first]])
            site = self.site(code) if code >= 0 else None
        from .report import race_error

        err = race_error(self.launch, ctx, op, buf, kind, group, int(gi[first]),
                         position_of(first, sel, shape), k, int(who[first]), site)
        self.launch.reporter.report("race", op, err, ctx)


__all__ = ["RaceCheck"]
