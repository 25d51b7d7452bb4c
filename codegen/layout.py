"""Layouts as data: how the elements of a tile are spread over registers, lanes and warps.

A layout is a *linear layout* in Triton's sense restricted to what tiledsl needs: for a tile of
power-of-two shape, each bit of the register index, of the lane id and of the warp id has a
basis vector (a tile coordinate); the coordinate of (register r, lane l, warp w) is the XOR of
the basis vectors of the set bits of r, l and w. A zero basis vector means replication (several
threads, or several registers, hold the same element).

Everything the emitter needs is derived from the bases at compile time, in Python:

* ``reg_coord(r)``: the constant coordinate offset of register r;
* ``thread_coord_exprs(lane, warp)``: one run-time C expression per dimension, computed once;
* ``distinct_regs()`` / ``canon(r)``: registers that hold distinct elements;
* ``vector_run(dim)``: how many consecutive registers are consecutive along ``dim`` (vector width);
* ``lane_bits_along(dim)`` / ``warp_bits_along(dim)``: the shuffle distances and the
  shared-memory plan of a reduction along ``dim``;
* ``same_distribution(other)``: whether a conversion is a no-op (register renaming).

Constructors: :func:`blocked` (Triton's ``#blocked``), :meth:`LinearLayout.slice` (Triton's
``#slice``, the layout of a reduction result), :meth:`LinearLayout.expand`,
:meth:`LinearLayout.project` (broadcast operands), :meth:`LinearLayout.reshape`,
:meth:`LinearLayout.permute`. MMA and dot-operand layouts are further constructors that return the
same class (their bases come from the PTX fragment tables), so nothing downstream changes.

For the layouts built here, register bits and thread bits never touch the same coordinate bits,
so ``coord = reg_coord(r) + thread_coord(l, w)`` (XOR equals addition on disjoint bits).
"""
from __future__ import annotations

from dataclasses import dataclass


def _log2(n: int) -> int:
    assert n > 0 and n & (n - 1) == 0, f"{n} is not a power of two"
    return n.bit_length() - 1


def _xor(a: tuple, b: tuple) -> tuple:
    return tuple(x ^ y for x, y in zip(a, b))


@dataclass(frozen=True)
class LinearLayout:
    """Bases for the bits of (register, lane, warp) over a tile of ``shape``."""

    shape: tuple
    reg: tuple    # tuple of basis vectors, one per register-index bit
    lane: tuple   # one per lane-id bit (log2 of the warp size)
    warp: tuple   # one per warp-id bit (log2 of num_warps)
    name: str = "linear"

    # ------------------------------------------------------------------ basic queries
    @property
    def rank(self) -> int:
        return len(self.shape)

    @property
    def num_regs(self) -> int:
        return 1 << len(self.reg)

    def reg_coord(self, r: int) -> tuple:
        c = (0,) * self.rank
        for i, b in enumerate(self.reg):
            if r >> i & 1:
                c = _xor(c, b)
        return c

    def lane_coord(self, l: int) -> tuple:
        c = (0,) * self.rank
        for i, b in enumerate(self.lane):
            if l >> i & 1:
                c = _xor(c, b)
        return c

    def warp_coord(self, w: int) -> tuple:
        c = (0,) * self.rank
        for i, b in enumerate(self.warp):
            if w >> i & 1:
                c = _xor(c, b)
        return c

    def coord(self, r: int, l: int, w: int) -> tuple:
        return _xor(_xor(self.reg_coord(r), self.lane_coord(l)), self.warp_coord(w))

    def canon_map(self) -> dict:
        """register -> the first register holding the same element (per thread)."""
        first = {}
        out = {}
        for r in range(self.num_regs):
            c = self.reg_coord(r)
            out[r] = first.setdefault(c, r)
        return out

    def distinct_regs(self) -> list:
        cm = self.canon_map()
        return [r for r in range(self.num_regs) if cm[r] == r]

    def reg_of_coord(self) -> dict:
        """register coordinate offset -> canonical register."""
        d = {}
        for r in range(self.num_regs):
            d.setdefault(self.reg_coord(r), r)
        return d

    def vector_run(self, dim: int) -> int:
        """Number of leading register bits that step 1, 2, 4, ... along ``dim`` only."""
        n = 0
        for i, b in enumerate(self.reg):
            want = tuple((1 << i) if d == dim else 0 for d in range(self.rank))
            if b != want:
                break
            n += 1
        return 1 << n

    def bits_along(self, kind: str, dim: int) -> list:
        """Indices of ``kind`` ('lane'|'warp'|'reg') bits whose basis moves along ``dim``."""
        bases = getattr(self, kind)
        return [i for i, b in enumerate(bases) if b[dim] != 0]

    def pure_along(self, kind: str, dim: int) -> bool:
        """True when every ``kind`` basis touching ``dim`` touches nothing else."""
        for b in getattr(self, kind):
            if b[dim] and any(b[d] for d in range(self.rank) if d != dim):
                return False
        return True

    def replicated_bits(self, kind: str) -> list:
        """Lane or warp bits with a zero basis: threads that hold copies of the same elements."""
        return [i for i, b in enumerate(getattr(self, kind)) if not any(b)]

    def same_distribution(self, other: "LinearLayout") -> bool:
        """True when converting ``self`` -> ``other`` needs no data movement between threads:
        equal lane and warp bases, and every register coordinate of ``other`` exists in
        ``self`` (a register renaming)."""
        if self.shape != other.shape or self.lane != other.lane or self.warp != other.warp:
            return False
        mine = set(self.reg_of_coord())
        return all(other.reg_coord(r) in mine for r in range(other.num_regs))

    # ------------------------------------------------------------------ constructors
    def slice(self, dim: int) -> "LinearLayout":
        """The layout of a reduction result along ``dim`` (Triton's ``#slice``)."""
        drop = lambda b: tuple(x for d, x in enumerate(b) if d != dim)  # noqa: E731
        return LinearLayout(tuple(s for d, s in enumerate(self.shape) if d != dim),
                            tuple(map(drop, self.reg)), tuple(map(drop, self.lane)),
                            tuple(map(drop, self.warp)), f"slice({self.name},{dim})")

    def expand(self, axis: int) -> "LinearLayout":
        """Insert a size-1 dimension at ``axis`` (free: a zero component in every basis)."""
        ins = lambda b: b[:axis] + (0,) + b[axis:]  # noqa: E731
        return LinearLayout(self.shape[:axis] + (1,) + self.shape[axis:],
                            tuple(map(ins, self.reg)), tuple(map(ins, self.lane)),
                            tuple(map(ins, self.warp)), self.name)

    def project(self, shape: tuple) -> "LinearLayout":
        """Restrict to ``shape`` (same rank, some dims 1): the layout a broadcast operand needs."""
        def pr(b):
            return tuple(0 if shape[d] == 1 else x for d, x in enumerate(b))
        return LinearLayout(tuple(shape), tuple(map(pr, self.reg)), tuple(map(pr, self.lane)),
                            tuple(map(pr, self.warp)), self.name)

    def reshape(self, shape: tuple) -> "LinearLayout":
        """Row-major reshape: each basis is flattened and unflattened (free for powers of two)."""
        old = self.shape

        def flat(b):
            idx = 0
            for d, x in enumerate(b):
                idx = idx * old[d] + x
            return idx

        def unflat(i):
            out = []
            for s in reversed(shape):
                out.append(i % s)
                i //= s
            return tuple(reversed(out))

        f = lambda b: unflat(flat(b))  # noqa: E731
        return LinearLayout(tuple(shape), tuple(map(f, self.reg)), tuple(map(f, self.lane)),
                            tuple(map(f, self.warp)), f"reshape({self.name})")

    def permute(self, perm: tuple) -> "LinearLayout":
        p = lambda b: tuple(b[i] for i in perm)  # noqa: E731
        return LinearLayout(tuple(self.shape[i] for i in perm), tuple(map(p, self.reg)),
                            tuple(map(p, self.lane)), tuple(map(p, self.warp)),
                            f"permute({self.name})")

    def describe(self) -> str:
        return (f"{self.name} shape={list(self.shape)} regs={self.num_regs} "
                f"reg={list(self.reg)} lane={list(self.lane)} warp={list(self.warp)}")


def scalar_layout(warp_size: int, num_warps: int) -> LinearLayout:
    """Rank 0: one register, every thread holds the value."""
    return LinearLayout((), (), ((),) * _log2(warp_size), ((),) * _log2(num_warps), "scalar")


def blocked(shape, size_per_thread, threads_per_warp, warps_per_cta, order) -> LinearLayout:
    """Triton's ``#blocked`` as bases: each thread owns a ``size_per_thread`` sub-tile,
    contiguous along ``order[0]``; lanes then warps tile it; the pattern wraps (more
    registers) when the tile is larger and broadcasts (zero bases) when it is smaller."""
    rank = len(shape)
    unit = lambda d, v: tuple(v if i == d else 0 for i in range(rank))  # noqa: E731
    reg, lane, warp = [], [], []
    covered = [1] * rank  # span along each dim of the bits placed so far

    def place(lst, d, count):
        for _ in range(_log2(count)):
            v = covered[d]
            lst.append(unit(d, v) if v < shape[d] else (0,) * rank)
            covered[d] *= 2

    for d in order:
        place(reg, d, size_per_thread[d])
    for d in order:
        place(lane, d, threads_per_warp[d])
    for d in order:
        place(warp, d, warps_per_cta[d])
    for d in order:  # repetitions: the tile is larger than the CTA tile
        while covered[d] < shape[d]:
            reg.append(unit(d, covered[d]))
            covered[d] *= 2
    return LinearLayout(tuple(shape), tuple(reg), tuple(lane), tuple(warp),
                        f"blocked(spt={list(size_per_thread)},tpw={list(threads_per_warp)},"
                        f"wpc={list(warps_per_cta)},order={list(order)})")


def default_blocked(shape, vec: int, order, num_warps: int, warp_size: int = 32) -> LinearLayout:
    """Triton's default blocked encoding (``BlockedEncodingAttr::get``): ``vec`` elements per
    thread along ``order[0]``, lanes then warps filled along ``order`` and clamped by the
    shape, the remainder given to the slowest dimension."""
    rank = len(shape)
    spt = [1] * rank
    spt[order[0]] = max(1, min(vec, shape[order[0]]))
    tpw = [1] * rank
    wpc = [1] * rank
    rem_lanes, rem_warps, rem_threads = warp_size, num_warps, warp_size * num_warps
    prev_l, prev_w = 1, 1
    for d in order[:-1]:
        t_cta = max(1, min(rem_threads, max(1, shape[d] // spt[d])))
        tpw[d] = max(1, min(t_cta, rem_lanes))
        wpc[d] = max(1, min(t_cta // tpw[d], rem_warps))
        rem_warps //= wpc[d]
        rem_lanes //= tpw[d]
        rem_threads //= t_cta
        prev_l *= tpw[d]
        prev_w *= wpc[d]
    tpw[order[-1]] = warp_size // prev_l
    wpc[order[-1]] = num_warps // prev_w
    return blocked(shape, spt, tpw, wpc, order)


def thread_coord_exprs(layout: LinearLayout, lane: str, warp: str) -> list:
    """One C expression per dimension for the coordinate of this thread's register 0.

    Runs of consecutive id bits mapping to consecutive powers of two of one dimension are
    merged into ``((id >> s) & m) << k``; other bits become ``((id >> s) & 1) * v`` terms.
    """
    rank = layout.rank
    terms = [[] for _ in range(rank)]
    for ident, bases in ((lane, layout.lane), (warp, layout.warp)):
        i = 0
        while i < len(bases):
            b = bases[i]
            nz = [d for d in range(rank) if b[d]]
            if len(nz) == 1 and b[nz[0]] & (b[nz[0]] - 1) == 0:
                d = nz[0]
                j = i + 1
                while (j < len(bases) and bases[j][d] == b[d] << (j - i)
                       and all(bases[j][e] == 0 for e in range(rank) if e != d)):
                    j += 1
                n = j - i
                k = _log2(b[d])
                t = f"({ident} >> {i})" if i else ident
                if j < len(bases):
                    t = f"({t} & {(1 << n) - 1})"
                terms[d].append(f"({t} << {k})" if k else t)
                i = j
            else:
                for d in nz:
                    terms[d].append(f"((({ident} >> {i}) & 1) * {b[d]})")
                i += 1
    return ["(" + " ^ ".join(t) + ")" if t else "0" for t in terms]
