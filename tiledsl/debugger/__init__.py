"""The interpreter as a debugger (``docs/debugging.md``).

* :func:`debug` — ``tiledsl.debug(kernel, grid, *args, **meta)``: a :class:`Debugger` over one
  launch: breakpoints (on a line, for program ids, under a kernel-language condition), step /
  next / finish / continue / until (one program, or all in lockstep) / run, where, locals,
  eval, list, switching program instances;
* :class:`~.prompt.Prompt` — the pdb-like ``(tdb)`` prompt, opened by ``breakpoint()``
  statements in kernels and by ``tiledsl debug SCRIPT.py`` (:mod:`.script`);
* :func:`empty` / :func:`empty_like` — poisoned arrays for the uninitialized-memory check.

Modules: :mod:`.core` (the debugger), :mod:`.values` (how tiles print), :mod:`.evaluate`
(expressions), :mod:`.prompt`, :mod:`.launching` (launch hooks, sessions), :mod:`.script`,
:mod:`.alloc`. The run-time checks themselves live in ``interpreter/checks``.
"""
from __future__ import annotations

from .alloc import empty, empty_like
from .core import Breakpoint, Debugger, DebuggerError, DebuggerQuit, Frame, Stop
from .launching import debug
from .values import PointerTile, Tile

__all__ = ["debug", "Debugger", "Breakpoint", "Stop", "Frame", "DebuggerError",
           "DebuggerQuit", "Tile", "PointerTile", "empty", "empty_like"]
