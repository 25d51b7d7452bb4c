"""The checker's half of the debug info (:mod:`tiledsl.debuginfo`): the :class:`Recorder` that
``Lowerer.stmt`` calls once per statement it lowers, and that builds the kernel's
:class:`~tiledsl.debuginfo.DebugInfo`."""
from __future__ import annotations

from ..debuginfo import DebugInfo, Marker
from ..ir import Function, Op
from .values import TV, Callable_, Const, Poison, TupleVal


def _convert(v):
    """A checker value → an IR Value, a Python constant, a tuple of those, or None (hidden)."""
    if isinstance(v, TV):
        return v.value
    if isinstance(v, Const):
        return v.value
    if isinstance(v, TupleVal):
        items = tuple(_convert(i) for i in v.items)
        return _HIDDEN if any(i is _HIDDEN for i in items) else items
    if isinstance(v, (Poison, Callable_)):
        return _HIDDEN
    return _HIDDEN


_HIDDEN = object()


class Recorder:
    """Collects markers while the checker lowers one kernel (``Lowerer.debug``)."""

    def __init__(self):
        self._markers: dict = {}

    def statement(self, lw, stmt, env: dict) -> None:
        """Record that ``stmt`` starts at the end of the builder's current block."""
        block = lw.builder.block
        names = {}
        for name, v in env.items():
            if name.startswith("$"):
                continue
            c = _convert(v)
            if c is not _HIDDEN:
                names[name] = c
        frames = tuple((fdef.name, site) for fdef, site in lw.call_stack)
        self._markers.setdefault(block, []).append(
            Marker(len(block.ops), stmt.span, names, frames))

    def finish(self, fn: Function) -> DebugInfo:
        """Add loop-header markers and freeze the table."""
        for op in fn.walk():
            if op.op is Op.FOR:
                body = op.regions[0]
            elif op.op is Op.WHILE:
                body = op.regions[1]
            else:
                continue
            first = next((m for m in self._markers.get(body, ()) if m.index == 0), None)
            if first is None:
                continue
            header = Marker(0, op.loc, first.names, first.frames, header=True)
            self._markers[body].insert(0, header)
        return DebugInfo({b: tuple(ms) for b, ms in self._markers.items()}, fn.name)


__all__ = ["Recorder"]
