"""The messages of the checks: both sites, with kernel, program ids, lines, lanes, offsets and
buffers, as one :class:`~tiledsl.errors.TileRuntimeError`."""
from __future__ import annotations

from tiledsl.errors import TileRuntimeError
from tiledsl.ir import ATOMICS, Op

from . import sites

_NOW = {"W": "stores to", "R": "loads", "A": "updates"}
_THEN = {"W": "stores to", "R": "loads", "A": "updates with an atomic"}
_VOLATILE_THEN = "loads with volatile=True"


def pid_of_linear(grid, linear: int) -> tuple:
    """The program id (x, y, z) of the ``linear``-th program (x outermost, as the executor)."""
    _, gy, gz = grid
    return (linear // (gy * gz), (linear // gz) % gy, linear % gz)


def lane_text(lane: tuple) -> str:
    """``lane (2,)``, or ``the scalar pointer`` for a scalar access."""
    return f"lane {lane}" if lane else "the scalar pointer"


def _volatile(kind: str, op) -> bool:
    """Whether the access is a volatile load (the race check's kind ``"A"`` for a load)."""
    return op is not None and op.op is Op.LOAD and kind == "A"


def _what(kind: str, op) -> str:
    """This program's access, as the verb of the report."""
    if op.op in ATOMICS:
        cta = ", scope='cta'" if kind == "W" else ""
        return f"updates ({op.op.value}{cta})"
    if _volatile(kind, op):
        return "loads (volatile=True)"
    return _NOW[kind]


def _then(kind: str, op, fn) -> str:
    """The other program's access, as a verb; ``op`` None when its site is unknown, and then
    an access of kind ``"A"`` is named by what kernel ``fn`` contains: atomics, volatile loads
    or both."""
    if op is not None:
        if op.op in ATOMICS and kind == "W":
            return "updates with a scope='cta' atomic"
        if _volatile(kind, op):
            return _VOLATILE_THEN
        return _THEN[kind]
    if kind == "A":
        ops = list(fn.walk())
        atomics = any(o.op in ATOMICS for o in ops)
        volatile = any(o.op is Op.LOAD and o.attrs.get("volatile") for o in ops)
        if volatile and not atomics:
            return _VOLATILE_THEN
        if volatile:
            return f"{_THEN['A']} or {_VOLATILE_THEN}"
    return _THEN[kind]


def other_site(launch, group, element, kind, other_linear):
    """``(op, lane, buffer)`` of the other program's access, found by a replay (see
    :mod:`.sites`), or the text that says why it was not found."""
    found = sites.find_access(launch, other_linear, group, element, kind)
    if found.found:
        return found.op, found.lane, found.buf
    if found.why == "bound":
        return (f"its op and lane could not be found within the bound of {sites.MAX_STEPS} steps "
                f"of replaying program id {pid_of_linear(launch.grid, other_linear)}")
    if found.why == "waits":
        return (f"its op and lane could not be found: replaying program id "
                f"{pid_of_linear(launch.grid, other_linear)} waits at {found.op.loc} for "
                f"memory that has changed since")
    return ("its op and lane could not be found again: its addresses depend on memory that "
            "has changed since")


def race_error(launch, ctx, op, buf, kind, group, element, pos, other_kind, other_linear,
               site=None):
    """The error for a race between this access and an earlier one by ``other_linear``;
    ``site``: ``(op, lane, buffer)`` of that access when the race check recorded it (else it is
    found by a replay, :func:`other_site`)."""
    b, lane = pos
    pid = ctx.pid_of(b)
    opid = pid_of_linear(launch.grid, other_linear)
    shift = launch.layout[buf.index][1]
    offset = element - shift + buf.lo
    found = site if site is not None else other_site(launch, group, element, other_kind,
                                                     other_linear)
    if isinstance(found, str):
        where = found
        other_op = other_buf = None
        notes = []
    else:
        other_op, olane, other_buf = found
        span = other_op.loc
        where = f"lane {olane}, {span}" if olane else str(span)
        notes = [f"the other access, by program id {opid}:", span.caret_lines()]
    verb = _then(other_kind, other_op, launch.fn)
    through = ""
    if other_buf is not None and other_buf is not buf:
        oshift = launch.layout[other_buf.index][1]
        through = (f" through '{other_buf.name}' (its offset "
                   f"{element - oshift + other_buf.lo})")
    at = f" (lane {lane})" if lane else ""
    msg = (f"race in kernel '{launch.fn.name}': program id {pid} {_what(kind, op)} offset "
           f"{offset} of '{buf.name}'{at}, an element that program id {opid} "
           f"{'also ' if kind == other_kind else ''}{verb}{through} ({where})")
    if any(o is not None and o.op in ATOMICS and k == "W"
           for o, k in ((op, kind), (other_op, other_kind))):
        notes.append("an atomic with scope='cta' is atomic and ordered only among the threads "
                     "of its own program; between programs use scope='gpu' (the default)")
    if _volatile(kind, op) or (other_kind == "A" and (
            _volatile(other_kind, other_op) or verb.endswith(_VOLATILE_THEN))):
        notes.append("a load with volatile=True counts as a relaxed atomic read: atomics of "
                     "other programs on its element are no race, but their plain stores are; "
                     "set the flag with an atomic (atomic_xchg(flag, 1)), and acquire it "
                     "(atomic_add(flag, 0, sem='acquire')) before reading the data it guards")
    if site is not None:  # the kernel has atomics: say what orders accesses through them
        notes.append("atomics order the plain accesses of two programs only when one "
                     "releases (sem='release', 'acq_rel' or the default) what the other "
                     "acquires (sem='acquire', 'acq_rel' or the default) on the same element, "
                     "as a spin lock's atomic_xchg(lock, 0) and atomic_cas(lock, 0, 1) do; "
                     "neither access here is ordered before the other")
    notes.append("program instances run concurrently in no fixed order, so the result depends "
                 "on timing; give each program its own elements, or use atomics for shared "
                 "ones (check='-race' turns this check off)")
    return TileRuntimeError(msg, op.loc, tuple(notes))


__all__ = ["race_error", "pid_of_linear", "lane_text", "other_site"]
