"""Where did the other program touch this element? Replaying a program's addresses.

The shadow memory of the race check keeps only the program id of each access, which is cheap
(in a kernel with atomics it keeps the site too, :mod:`.races`, and needs no replay). When a
race is found, :func:`find_access` runs that other program again in a *dry run*: loads read
memory as it is now, while stores, atomics, prints and asserts do nothing but record which
elements they would touch, until one touches the element in question. Kernels whose addresses
do not depend on memory (nearly all) get the exact op and lane; otherwise the search may come
back empty, and the report says so.

The dry run is bounded: it stops after :data:`MAX_STEPS` steps (an op, or an iteration of a
loop, even an empty one), and at once in a ``while`` loop whose iteration leaves its carried
values as they were (memory does not change in a dry run, so such a loop would never end: a
spin-wait on a lock that the reporting program holds now).
"""
from __future__ import annotations

import numpy as np

from tiledsl.errors import TileError
from tiledsl.ir import ATOMICS, Op

from .. import memory
from ..executor import Context, Program
from ..memory import Ptr, same
from ..ops import OP_IMPLS
from ..ops.control import for_bounds, uniform_scalar

#: a dry run gives up after this many steps (a loop whose bounds came from memory may not end)
MAX_STEPS = 200_000


class Replay:
    """What :func:`find_access` found: ``op``, ``lane`` and ``buf`` of the access, or None
    with ``why``: ``"bound"`` (it ran :data:`MAX_STEPS` steps), ``"waits"`` (it waits in the
    loop ``op`` for memory that does not change), ``"missed"`` (it ended, or faulted, without
    touching the element)."""

    __slots__ = ("op", "lane", "buf", "why")

    def __init__(self, op=None, lane=(), buf=None, why=""):
        self.op, self.lane, self.buf, self.why = op, lane, buf, why

    @property
    def found(self) -> bool:
        return self.buf is not None


class _Found(TileError):
    """The access was found (a TileError, so that the executor passes it through)."""

    def __init__(self, op, lane, buf):
        super().__init__("found")
        self.op, self.lane, self.buf = op, lane, buf


class _GiveUp(TileError):
    """The replay ran too many steps (``op`` None) or waits in the loop ``op``."""

    def __init__(self, op=None):
        super().__init__("gave up")
        self.op = op


class _Search:
    def __init__(self, layout, group, element, kinds):
        self.layout, self.group, self.element, self.kinds = layout, group, element, kinds
        self.steps = 0

    def step(self):
        self.steps += 1
        if self.steps > MAX_STEPS:
            raise _GiveUp()

    def hit(self, ctx, op, kind, ptr: Ptr, mask):
        if kind not in self.kinds:
            return
        bufs = [ptr.buf] if isinstance(ptr.buf, int) else [int(b) for b in np.unique(ptr.buf)]
        for b in bufs:
            g, shift = self.layout.get(b, (None, 0))
            if g is not self.group:
                continue
            buf = ctx.buffers[b]
            sel = None if isinstance(ptr.buf, int) else (ptr.buf == b)
            m = mask if sel is None else (sel if mask is None else sel & mask)
            idx, outside = memory.check(ctx, op, kind, buf, ptr.off, m)
            act = memory._active(m, outside)
            found = (idx + shift) == self.element
            if act is not None:
                found = found & act
            if found.any():
                pos = np.unravel_index(int(np.argmax(found.reshape(-1))), found.shape)
                raise _Found(op, tuple(int(i) for i in pos[1:]), buf)


def _table(search: _Search) -> dict:
    """OP_IMPLS with memory ops that record instead of writing (see the module doc)."""
    table = {}

    def counted(impl):
        def run(ctx, op, *xs):
            search.step()
            return impl(ctx, op, *xs)
        return run

    def loop(ctx, op, *init):
        cond_b, body_b = ctx.regions[op]
        carry = init
        while True:
            search.step()
            if not uniform_scalar(ctx, op, ctx.exec_block(cond_b, carry)[0]):
                return carry
            new = ctx.exec_block(body_b, carry)
            if same(new, carry):  # memory is frozen: the next iteration is this one again
                raise _GiveUp(op)
            carry = new

    def for_(ctx, op, lb, ub, step, *init):
        lo, hi, st = for_bounds(ctx, op, lb, ub, step)
        (body,) = ctx.regions[op]
        carry, iv = init, lo
        while (iv < hi) if st > 0 else (iv > hi):
            search.step()
            carry = ctx.exec_block(body, (np.array([iv], dtype=body.iv_dtype), *carry))
            iv += st
        return carry

    for k, impl in OP_IMPLS.items():
        table[k] = counted(impl)

    def load(ctx, op, ptr, *rest):
        mask = rest[0] if op.attrs.get("has_mask") else None
        search.hit(ctx, op, "A" if op.attrs.get("volatile") else "R", ptr, mask)
        return OP_IMPLS[Op.LOAD](ctx, op, ptr, *rest)

    def store(ctx, op, ptr, value, *rest):
        mask = rest[0] if op.attrs.get("has_mask") else None
        search.hit(ctx, op, "W", ptr, mask)

    def atomic(ctx, op, ptr, *rest):
        mask = rest[1] if op.attrs.get("has_mask") else None
        search.hit(ctx, op, "A", ptr, mask)
        if not isinstance(ptr.buf, int):
            return np.zeros(ptr.off.shape, dtype=op.results[0].type.elem.np)
        return memory.gather(ctx, op, ptr, mask, None)

    def nothing(ctx, op, *xs):
        return None

    table[Op.LOAD] = counted(load)
    table[Op.STORE] = counted(store)
    for k in ATOMICS:
        table[k] = counted(atomic)
    for k in (Op.DEVICE_PRINT, Op.DEVICE_ASSERT, Op.BREAKPOINT):
        table[k] = nothing
    table[Op.WHILE] = loop
    table[Op.FOR] = for_
    return table


def find_access(launch, linear: int, group, element: int, kinds: str) -> Replay:
    """The first access of program ``linear`` to ``element`` of ``group`` whose kind is in
    ``kinds`` (``"R"`` load, ``"W"`` store, ``"A"`` atomic or volatile load, as the race
    check counts them), found by a bounded dry run (see
    the module docstring)."""
    search = _Search(launch.layout, group, element, kinds)
    prog = Program(launch.fn, impls=_table(search))
    ctx = Context(prog, launch.grid, launch.buffers, False)
    ctx.set_batch(linear, 1)
    try:
        with np.errstate(all="ignore"):
            ctx.run_batch(launch.values)
    except _Found as f:
        return Replay(f.op, f.lane, f.buf)
    except _GiveUp as g:
        return Replay(g.op, why="bound" if g.op is None else "waits")
    except TileError:  # a fault of the replay
        pass
    return Replay(why="missed")


__all__ = ["find_access", "Replay", "MAX_STEPS"]
