"""Debug info: where each source statement starts in the IR and which names it sees.

The IR is SSA and helpers are inlined, so a debugger needs a side table to map it back to the
source. ``check.lower(..., debug=True)`` fills ``fn.debug_info`` with a :class:`DebugInfo`
(no runtime ops are added). The checker calls :meth:`Recorder.statement` once per statement it
lowers (one hook in ``Lowerer.stmt``); each call records a :class:`Marker`:

* ``block``/``index``: the statement starts right before ``block.ops[index]`` (statements that
  emit no op, such as ``n = 4``, share the index of the next op; a marker may also sit at the
  end of a block);
* ``span``: the statement's source span;
* ``names``: every source name in scope *before* the statement, mapped to an IR
  :class:`~tiledsl.ir.Value` (a run-time tile or scalar), a Python constant (a constexpr, a
  literal, a dtype) or a tuple of those (``a, b = helper()``);
* ``frames``: the helper call chain, outermost first: ``(function name, call-site span)``
  pairs, the kernel's own frame first with a call site of None.

:meth:`Recorder.finish` adds a *loop header* marker at the start of each ``for``/``while``
body (span of the loop statement, names as at the body's start), so that a debugger stops at
the loop line once per iteration, as pdb does; it is marked ``header=True`` and skipped on the
first iteration (the statement's own marker, before the loop, stands for that visit).

IR carrying debug info must not be optimized: the passes would move and delete the values the
markers refer to. The debugger lowers its own, unoptimized copy of the kernel.
"""
from __future__ import annotations

from dataclasses import dataclass

from .ir import Block, Function, Op, Value
from .source import Span


@dataclass(frozen=True, eq=False)
class Marker:
    """One statement boundary (see the module docstring)."""

    index: int
    span: Span
    names: dict
    frames: tuple
    header: bool = False

    @property
    def line(self) -> int:
        """The statement's first line."""
        return self.span.line

    @property
    def depth(self) -> int:
        """0 in the kernel body, 1 inside a helper called from it, and so on."""
        return len(self.frames) - 1

    @property
    def function(self) -> str:
        """The name of the innermost function (the kernel or a helper)."""
        return self.frames[-1][0]


class DebugInfo:
    """``markers``: ``{block: (marker, ...)}`` in execution order within each block."""

    def __init__(self, markers: dict, kernel: str):
        self.markers = markers
        self.kernel = kernel

    def all_markers(self):
        """Every marker of the kernel (each block's in order)."""
        for ms in self.markers.values():
            yield from ms

    def statement_lines(self, filename: str | None = None) -> list[int]:
        """The sorted first lines of the statements (of ``filename`` only, when given)."""
        return sorted({m.span.line for m in self.all_markers()
                       if filename is None or m.span.source.filename == filename})


def _convert(v):
    """A checker value → an IR Value, a Python constant, a tuple of those, or None (hidden)."""
    from .check.values import TV, Callable_, Const, Poison, TupleVal

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


__all__ = ["Marker", "DebugInfo", "Recorder", "Block", "Value"]
