"""Debug info: where each source statement starts in the IR and which names it sees.

The IR is SSA and helpers are inlined, so a debugger needs a side table to map it back to the
source. ``check.lower(..., debug=True)`` fills ``fn.debug_info`` with a :class:`DebugInfo`
(no runtime ops are added). The checker calls
:meth:`tiledsl.check.debugrecord.Recorder.statement` once per statement it lowers (one hook in
``Lowerer.stmt``); each call records a :class:`Marker`:

* ``block``/``index``: the statement starts right before ``block.ops[index]`` (statements that
  emit no op, such as ``n = 4``, share the index of the next op; a marker may also sit at the
  end of a block);
* ``span``: the statement's source span;
* ``names``: every source name in scope *before* the statement, mapped to an IR
  :class:`~tiledsl.ir.Value` (a run-time tile or scalar), a Python constant (a constexpr, a
  literal, a dtype) or a tuple of those (``a, b = helper()``);
* ``frames``: the helper call chain, outermost first: ``(function name, call-site span)``
  pairs, the kernel's own frame first with a call site of None.

:meth:`~tiledsl.check.debugrecord.Recorder.finish` adds a *loop header* marker at the start of each ``for``/``while``
body (span of the loop statement, names as at the body's start), so that a debugger stops at
the loop line once per iteration, as pdb does; it is marked ``header=True`` and skipped on the
first iteration (the statement's own marker, before the loop, stands for that visit).

IR carrying debug info must not be optimized: the passes would move and delete the values the
markers refer to. The debugger lowers its own, unoptimized copy of the kernel.
"""
from __future__ import annotations

from dataclasses import dataclass

from .ir import Block, Value
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


__all__ = ["Marker", "DebugInfo", "Block", "Value"]
