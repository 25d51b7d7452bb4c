"""The text of run-time faults, shared by the interpreter and the GPU's error record.

A failed ``device_assert`` and an out-of-bounds access read the same on both backends: the
interpreter builds its :class:`~tiledsl.errors.TileRuntimeError` from these functions, and
the GPU runtime (``tiledsl.codegen.faults``) builds its error from the record a kernel wrote
with the same functions, so a test can compare the two messages as strings.
"""
from __future__ import annotations

from .errors import TileRuntimeError

#: the note of every out-of-bounds fault
BOUNDS_NOTE = "mask the lane out (mask=...) or fix the offset computation"


def bounds_message(what: str, kernel: str, pid: tuple, lane: tuple, offset: int, name: str,
                   lo: int, hi: int, elem) -> str:
    """``out-of-bounds load in kernel 'k', program id (0, 0, 0): lane (3,) addresses offset 8
    of 'x', whose extent is [0, 8) (8 elements of fp32)``.

    ``what``: ``load``, ``store`` or ``atomic_<op>``; ``pid``: the program id (x, y, z);
    ``lane``: the lane's index in its tile (``()`` for a scalar pointer); ``offset``: element
    offset from the array's first element; ``[lo, hi)``: the array's valid offsets (``lo`` is
    negative for a view with negative strides); ``elem``: the pointee dtype."""
    n = hi - lo
    lane_txt = f"lane {lane}" if lane else "the scalar pointer"
    return (f"out-of-bounds {what} in kernel '{kernel}', program id {pid}: {lane_txt} "
            f"addresses offset {offset} of '{name}', whose extent is [{lo}, {hi}) "
            f"({n} element{'' if n == 1 else 's'} of {elem})")


def bounds_error(what, kernel, pid, lane, offset, name, lo, hi, elem, span,
                 notes: tuple = ()) -> TileRuntimeError:
    """The :class:`TileRuntimeError` of :func:`bounds_message` at ``span`` (the access's
    ``.tile`` place), with :data:`BOUNDS_NOTE` first among its notes."""
    return TileRuntimeError(bounds_message(what, kernel, pid, lane, offset, name, lo, hi, elem),
                            span, notes=(BOUNDS_NOTE,) + tuple(notes))


def assert_message(kernel: str, pid: tuple, msg: str, lane: tuple) -> str:
    """``device_assert failed in kernel 'k', program id (1, 0, 0): msg; first failing lane:
    (5,)`` (no lane part for a scalar condition); an empty ``msg`` reads ``assertion
    failed``."""
    where = f"; first failing lane: {lane}" if lane else ""
    return (f"device_assert failed in kernel '{kernel}', program id {pid}: "
            f"{msg or 'assertion failed'}{where}")


def assert_error(kernel, pid, msg, lane, span, notes: tuple = ()) -> TileRuntimeError:
    """The :class:`TileRuntimeError` of :func:`assert_message` at ``span``."""
    return TileRuntimeError(assert_message(kernel, pid, msg, lane), span, notes=tuple(notes))
