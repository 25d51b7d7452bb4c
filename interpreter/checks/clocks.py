"""Happens-before between program instances through atomics, for the race check.

The model is release/acquire as in C++ and the PTX memory model, with Triton's ``sem=``
names. Each program has a clock, a counter that starts at 1 and grows by one at each of its
releases; an access is stamped with its program and that clock (an *epoch*, ``p@c``).

* An atomic with ``sem`` ``"release"`` or ``"acq_rel"`` (the default) that writes an element is
  a **release**: the element then carries everything its program knew (its vector clock, with
  its own clock as it was), and the program's clock grows.
* An atomic with ``sem`` ``"acquire"`` or ``"acq_rel"`` **acquires** what the elements it reads
  carry, whether or not it writes (a compare-and-swap that fails still reads): the program's
  vector clock becomes the join of its own and theirs. The interpreter runs programs one at a
  time, so every atomic reads the last value written, the one that the last write carried.
* A read-modify-write continues the *release sequence* of the element (the C++ rule): a
  relaxed one leaves what the element carries as it is; a release-only one adds its own. A
  plain store ends it: the element then carries nothing.

An access ``p@c`` happens before the current point of program ``q`` when ``q``'s vector clock
holds at least ``c`` for ``p``; the race check reports two accesses of different programs to
one element only when neither happens before the other. That is the vector-clock race
detector of DJIT+ and FastTrack (C. Flanagan and S. N. Freund, "FastTrack: Efficient and
Precise Dynamic Race Detection", PLDI 2009), which ThreadSanitizer also follows; the spin lock
of Triton's layer-norm backward (``while atomic_cas(lock, 0, 1) == 1: pass`` ...
``atomic_xchg(lock, 0)``) is a release by the holder read by the next holder's successful
compare-and-swap.

Vector clocks are built lazily, because most kernels with atomics never need one (a histogram
of ``atomic_add`` on shared bins has no plain access for a clock to order): a release is a
:class:`Release` node that points at the releases its program had acquired, and a program's
vector clock is only computed (:meth:`ProgramClock.vector`, a walk of those nodes that stops
at nodes computed before) when a check asks whether an access of another program is ordered
before it; the node then keeps the result and lets go of its parents.
"""
from __future__ import annotations

import numpy as np


class VectorClock:
    """``{program: clock}`` as sorted program ids ``ids`` (int64) and clocks ``clk`` (int64);
    a program that is absent has clock 0."""

    __slots__ = ("ids", "clk")

    def __init__(self, ids: np.ndarray, clk: np.ndarray):
        self.ids, self.clk = ids, clk

    @classmethod
    def of(cls, progs, clocks) -> "VectorClock":
        """The clock of the pairs ``progs[i]: clocks[i]`` (the largest clock of a program
        listed twice)."""
        return cls.join([cls(np.asarray(progs, dtype=np.int64),
                             np.asarray(clocks, dtype=np.int64))], sort=True)

    @classmethod
    def join(cls, clocks, sort: bool = False) -> "VectorClock":
        """The element-wise maximum of ``clocks``."""
        clocks = [c for c in clocks if c.ids.size]
        if len(clocks) == 1 and not sort:
            return clocks[0]
        if not clocks:
            return cls(np.zeros(0, np.int64), np.zeros(0, np.int64))
        ids = np.concatenate([c.ids for c in clocks])
        clk = np.concatenate([c.clk for c in clocks])
        order = np.lexsort((clk, ids))
        ids, clk = ids[order], clk[order]
        last = np.ones(ids.size, dtype=bool)
        last[:-1] = ids[1:] != ids[:-1]
        return cls(ids[last], clk[last])

    def at(self, progs: np.ndarray) -> np.ndarray:
        """The clocks of the programs ``progs`` (an int array)."""
        if not self.ids.size:
            return np.zeros(np.shape(progs), dtype=np.int64)
        pos = np.minimum(np.searchsorted(self.ids, progs), self.ids.size - 1)
        return np.where(self.ids[pos] == progs, self.clk[pos], 0)


class Release:
    """A release by program ``prog`` at clock ``clock`` (``prog`` -1: the join of
    ``parents`` only); what it carries is its ``parents``' clocks and ``prog: clock``, or,
    once computed, ``vector``."""

    __slots__ = ("prog", "clock", "parents", "vector")

    def __init__(self, prog: int, clock: int, parents=(), vector=None):
        self.prog, self.clock, self.parents, self.vector = prog, clock, tuple(parents), vector

    def compute(self) -> VectorClock:
        """What this release carries (walks the parents not computed yet, then keeps it)."""
        if self.vector is not None:
            return self.vector
        progs, clks, known = [], [], []
        stack, seen = [self], {id(self)}
        while stack:
            n = stack.pop()
            if n.vector is not None:
                known.append(n.vector)
                continue
            if n.prog >= 0:
                progs.append(n.prog)
                clks.append(n.clock)
            for p in n.parents:
                if id(p) not in seen:
                    seen.add(id(p))
                    stack.append(p)
        self.vector = VectorClock.join([VectorClock.of(progs, clks)] + known)
        self.parents = ()
        return self.vector


class ProgramClock:
    """One program's clock (``clock``), the releases it has acquired since its last release
    (``acquired``, its own last release first) and its vector clock once computed."""

    __slots__ = ("prog", "clock", "acquired", "_vector")

    def __init__(self, prog: int):
        self.prog, self.clock, self.acquired, self._vector = prog, 1, [], None

    def acquire(self, releases) -> None:
        """Join what ``releases`` carry into this program's vector clock."""
        for r in releases:
            if not any(r is a for a in self.acquired):
                self.acquired.append(r)
                self._vector = None

    def release(self) -> Release:
        """A release by this program now; its clock then grows."""
        node = Release(self.prog, self.clock, self.acquired, self._vector)
        self.acquired = [node]
        self.clock += 1
        self._vector = None
        return node

    def vector(self) -> VectorClock:
        """This program's vector clock now."""
        if self._vector is None:
            self._vector = VectorClock.join(
                [r.compute() for r in self.acquired]
                + [VectorClock(np.array([self.prog], np.int64),
                               np.array([self.clock], np.int64))])
        return self._vector

    def state(self):
        """What :meth:`restore` needs to undo later changes."""
        return self.clock, list(self.acquired), self._vector

    def restore(self, state) -> None:
        self.clock, self.acquired, self._vector = state[0], list(state[1]), state[2]


class Clocks:
    """The clocks of one launch: per program (:meth:`program`, made on first use and
    forgotten when it ends) and the releases that elements of memory carry, by serial number
    (:meth:`register`, :meth:`node`)."""

    def __init__(self):
        self.programs: dict = {}
        self.nodes: dict = {}
        self._serial = 0

    def program(self, linear: int) -> ProgramClock:
        pc = self.programs.get(linear)
        if pc is None:
            pc = self.programs[linear] = ProgramClock(linear)
        return pc

    def epoch(self, linear: int) -> int:
        """The clock of program ``linear`` now (1 before its first release)."""
        pc = self.programs.get(linear)
        return 1 if pc is None else pc.clock

    def ordered(self, linear: int, progs: np.ndarray, clocks: np.ndarray) -> np.ndarray:
        """Per access ``progs[i]@clocks[i]``: whether it happens before the current point of
        program ``linear``."""
        pc = self.programs.get(linear)
        if pc is None or not pc.acquired:
            return progs == linear
        return pc.vector().at(progs) >= clocks

    def register(self, node: Release) -> int:
        """A serial number for ``node``, which elements of memory then carry."""
        self._serial += 1
        self.nodes[self._serial] = node
        return self._serial

    def node(self, serial: int) -> Release:
        return self.nodes[serial]

    def sweep(self, live) -> None:
        """Forget the nodes whose serials are not in ``live`` (what memory carries now)."""
        self.nodes = {int(s): self.nodes[int(s)] for s in live if s > 0}

    def finished(self, linear: int) -> None:
        """Program ``linear`` has ended: its releases live on in memory, its clock goes."""
        self.programs.pop(linear, None)


__all__ = ["VectorClock", "Release", "ProgramClock", "Clocks"]
