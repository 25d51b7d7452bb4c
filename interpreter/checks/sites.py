"""Where did the other program touch this element? Replaying a program's addresses.

The shadow memory of the race check keeps only the program id of each access, which is cheap.
When a race is found, :func:`find_access` runs that other program again in a *dry run*:
loads read memory as it is now, while stores, atomics, prints and asserts do nothing but
record which elements they would touch, until one touches the element in question. Kernels
whose addresses do not depend on memory (nearly all) get the exact op and lane; otherwise the
search may come back empty, and the report says so.
"""
from __future__ import annotations

import numpy as np

from tiledsl.errors import TileError
from tiledsl.ir import ATOMICS, Op

from .. import memory
from ..executor import Context, Program
from ..memory import Ptr
from ..ops import OP_IMPLS

#: a dry run gives up after this many ops (a loop whose bounds came from memory may not end)
MAX_OPS = 200_000


class _Found(TileError):
    """The access was found (a TileError, so that the executor passes it through)."""

    def __init__(self, op, lane, buf):
        super().__init__("found")
        self.op, self.lane, self.buf = op, lane, buf


class _GiveUp(TileError):
    """The replay ran too many ops."""

    def __init__(self):
        super().__init__("gave up")


class _Search:
    def __init__(self, layout, group, element, kinds):
        self.layout, self.group, self.element, self.kinds = layout, group, element, kinds
        self.ops = 0

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
            search.ops += 1
            if search.ops > MAX_OPS:
                raise _GiveUp()
            return impl(ctx, op, *xs)
        return run

    for k, impl in OP_IMPLS.items():
        table[k] = counted(impl)

    def load(ctx, op, ptr, *rest):
        mask = rest[0] if op.attrs.get("has_mask") else None
        search.hit(ctx, op, "R", ptr, mask)
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
    return table


def find_access(launch, linear: int, group, element: int, kinds: str):
    """The first access of program ``linear`` to ``element`` of ``group`` whose kind is in
    ``kinds`` (``"R"`` load, ``"W"`` store, ``"A"`` atomic): ``(op, lane, buffer)``, or None
    when the replay does not reach one."""
    search = _Search(launch.layout, group, element, kinds)
    prog = Program(launch.fn, impls=_table(search))
    ctx = Context(prog, launch.grid, launch.buffers, False)
    ctx.set_batch(linear, 1)
    try:
        with np.errstate(all="ignore"):
            ctx.run_batch(launch.values)
    except _Found as f:
        return f.op, f.lane, f.buf
    except TileError:  # _GiveUp, or a fault of the replay
        return None
    return None


__all__ = ["find_access", "MAX_OPS"]
