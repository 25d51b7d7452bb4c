"""The messages of the checks: both sites, with kernel, program ids, lines, lanes, offsets and
buffers, as one :class:`~tiledsl.errors.TileRuntimeError`."""
from __future__ import annotations

from tiledsl.errors import TileRuntimeError

from .sites import find_access

_NOW = {"W": "stores to", "R": "loads", "A": "updates"}
_THEN = {"W": "stores to", "R": "loads", "A": "updates with an atomic"}


def pid_of_linear(grid, linear: int) -> tuple:
    """The program id (x, y, z) of the ``linear``-th program (x outermost, as the executor)."""
    _, gy, gz = grid
    return (linear // (gy * gz), (linear // gz) % gy, linear % gz)


def lane_text(lane: tuple) -> str:
    """``lane (2,)``, or ``the scalar pointer`` for a scalar access."""
    return f"lane {lane}" if lane else "the scalar pointer"


def _what(kind: str, op) -> str:
    if kind == "A":
        return f"updates ({op.op.value})"
    return _NOW[kind]


def other_site(launch, group, element, kind, other_linear):
    """``(span, lane, buffer)`` of the other program's access, or None (see :mod:`.sites`)."""
    kinds = {"W": "W", "R": "R", "A": "A"}[kind]
    found = find_access(launch, other_linear, group, element, kinds)
    if found is None:
        return None
    op, lane, buf = found
    return op.loc, lane, buf


def race_error(launch, ctx, op, buf, kind, group, element, pos, other_kind, other_linear):
    """The error for a race between this access and an earlier one by ``other_linear``."""
    b, lane = pos
    pid = ctx.pid_of(b)
    opid = pid_of_linear(launch.grid, other_linear)
    shift = launch.layout[buf.index][1]
    offset = element - shift + buf.lo
    site = other_site(launch, group, element, other_kind, other_linear)
    verb = _THEN[other_kind]
    if site is None:
        where = ("its op and lane could not be found again: its addresses depend on memory "
                 "that has changed since")
        other_buf = None
        notes = []
    else:
        span, olane, other_buf = site
        where = f"lane {olane}, {span}" if olane else str(span)
        notes = [f"the other access, by program id {opid}:", span.caret_lines()]
    through = ""
    if other_buf is not None and other_buf is not buf:
        oshift = launch.layout[other_buf.index][1]
        through = (f" through '{other_buf.name}' (its offset "
                   f"{element - oshift + other_buf.lo})")
    at = f" (lane {lane})" if lane else ""
    msg = (f"race in kernel '{launch.fn.name}': program id {pid} {_what(kind, op)} offset "
           f"{offset} of '{buf.name}'{at}, an element that program id {opid} "
           f"{'also ' if kind == other_kind else ''}{verb}{through} ({where})")
    notes.append("program instances run concurrently in no fixed order, so the result depends "
                 "on timing; give each program its own elements, or use atomics for shared "
                 "ones (check='-race' turns this check off)")
    return TileRuntimeError(msg, op.loc, tuple(notes))


__all__ = ["race_error", "pid_of_linear", "lane_text", "other_site"]
