"""Run-time checks that catch what a GPU hides: races between program instances, loads of
uninitialized memory, dependence on the order of program instances, compiler hints that do not
hold (bounds are checked by :mod:`interpreter.memory` itself; hints by the hint op, which calls
:func:`.hints.check`).

The memory checks see every access through ``ctx.mem_hook`` (:class:`MemHook`), called by
:func:`interpreter.memory.gather`, :func:`~interpreter.memory.scatter` and
:func:`~interpreter.memory.rmw` with the raw indices and the lanes that touch memory. They keep
per-element shadow state (:mod:`.shadow`). A finding is a
:class:`~tiledsl.errors.TileRuntimeError` naming both sites, or, for a check in warn mode, a
:class:`~tiledsl.errors.TileDebugWarning` (once per check and op) after which the run goes on.

Batches: a finding in a batch of several programs raises :class:`Rerun`; the executor then
rolls the batch back (stores and shadow state, both logged in ``ctx.undo``) and runs its
programs one at a time, which finds the same problem at the point a one-by-one run meets it and
reports it with exact program ids, lanes and sites.

Every re-run is bounded: a batch that :class:`Rerun` rolls back runs again one program at a
time, each program once (a batch only holds programs whose control flow cannot depend on
memory or on the program id, so each ends as the batch would have); the replay that looks for
the other site of a race stops after a bounded number of steps (:mod:`.sites`); the order
check runs the launch twice.

Modules: :mod:`.shadow` (groups of aliasing buffers), :mod:`.races`, :mod:`.clocks`
(happens-before through atomics, for the race check), :mod:`.uninit`, :mod:`.order`,
:mod:`.sites` (finding the other program's access by replaying its addresses), :mod:`.hints`
(``multiple_of`` / ``max_contiguous`` against the code generator's assumptions).
"""
from __future__ import annotations

import warnings

from tiledsl.errors import TileDebugWarning, TileRuntimeError


class Rerun(TileRuntimeError):
    """A check found something in a batch of programs: roll back and run them one by one."""

    def __init__(self):
        super().__init__("a check fired inside a batch; re-running its programs one by one")


class Reporter:
    """Raises or warns for each finding, by the check's mode; warns once per (check, op)."""

    def __init__(self, spec, order_note: str = ""):
        self.spec = spec
        self.seen: set = set()
        self.order_note = order_note

    def report(self, check: str, op, err: TileRuntimeError, ctx=None) -> None:
        """Raise ``err`` (adding the program order note), or warn when ``check`` warns."""
        if ctx is not None and ctx.nprog > 1:
            raise Rerun()
        if self.order_note:
            err = TileRuntimeError(err.message, err.span, tuple(err.notes) + (self.order_note,))
        if self.spec.mode(check) == "warn":
            self.warn(check, op, err)
            return
        raise err

    def warned(self, check: str, op) -> bool:
        """Whether ``check`` warns and has warned about ``op`` already in this launch (its
        report would be dropped, so there is no need to build it)."""
        return (check, id(op)) in self.seen and self.spec.mode(check) == "warn"

    def warn(self, check: str, op, err) -> None:
        """Warn about ``err`` once per (check, op) in this launch."""
        key = (check, id(op))
        if key in self.seen:
            return
        self.seen.add(key)
        warnings.warn(TileDebugWarning(err.format()), stacklevel=_caller_level())



def _caller_level() -> int:
    """The ``stacklevel`` that makes a warning point at the first frame outside tiledsl (the
    user's launch line) when passed to ``warnings.warn`` by this module's callers."""
    import os
    import sys

    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # interpreter/
    roots = tuple(os.path.join(os.path.dirname(here), d) + os.sep
                  for d in ("interpreter", "tiledsl", "codegen"))
    f, level = sys._getframe(2), 2  # 1: warn()'s caller (Checks.warn); 2: its caller
    while f is not None and os.path.abspath(f.f_code.co_filename).startswith(roots):
        f, level = f.f_back, level + 1
    return level

class MemHook:
    """Calls each check's ``load``/``store``/``atomic`` in turn (``ctx.mem_hook``)."""

    def __init__(self, checks):
        self.checks = tuple(checks)
        dones = tuple(c.atomic_done for c in self.checks if hasattr(c, "atomic_done"))
        if dones:  # only then does an atomic collect the lanes that wrote
            def atomic_done(ctx, op, buf, idx, wrote):
                """An atomic has updated raw indices ``idx``; ``wrote``: the lanes that wrote."""
                for d in dones:
                    d(ctx, op, buf, idx, wrote)
            self.atomic_done = atomic_done

    def load(self, ctx, op, buf, idx, active, raw):
        """A load read ``raw`` at raw indices ``idx`` for the ``active`` lanes."""
        for c in self.checks:
            c.load(ctx, op, buf, idx, active, raw)

    def store(self, ctx, op, buf, idx, active, shape, flat=None):
        """A store is about to write raw indices ``idx`` (``flat``: the active ones)."""
        for c in self.checks:
            c.store(ctx, op, buf, idx, active, shape, flat)

    def atomic(self, ctx, op, buf, idx, active, shape):
        """An atomic is about to update raw indices ``idx`` (flat) where ``active``."""
        for c in self.checks:
            c.atomic(ctx, op, buf, idx, active, shape)


def mem_hook(checks):
    """The ``ctx.mem_hook`` for ``checks``: None, the one check itself, or a :class:`MemHook`."""
    checks = [c for c in checks if c is not None]
    if not checks:
        return None
    if len(checks) == 1:
        return checks[0]
    return MemHook(checks)


__all__ = ["Rerun", "Reporter", "MemHook", "mem_hook"]
