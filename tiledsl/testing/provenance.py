"""Which program instance, and which ``store``, wrote each element of a launch's outputs.

:func:`record_stores` runs a launch once more on the interpreter, one program at a time, with
an observer around the interpreter's ``STORE`` implementation, and returns a
:class:`StoreLog`: for every array parameter, the element offsets written, in write order,
with the program id and the source span of the ``store`` that wrote them.

The interpreter has no store hook of its own, so the observer is installed the way op
implementations are looked up (``tiledsl.interpreter.OP_IMPLS``, keyed by ``Op``) while a
private copy of the kernel's IR is compiled and run; the interpreter's own cached program for
the kernel is untouched, and the observer of the copy only records while a
:func:`record_stores` call is active. Offsets are counted in elements from the array's first
element, as kernels count them.
"""
from __future__ import annotations

import copy
import weakref
from dataclasses import dataclass, field

import numpy as np

from ..ir import Op


@dataclass
class Write:
    """One recorded store: ``pid`` (x, y, z), the ``store``'s source span ``loc``, and the
    element offsets it wrote through parameter ``param`` (lane order)."""

    param: str
    pid: tuple
    loc: object
    offsets: np.ndarray


@dataclass
class StoreLog:
    """Every store of one launch, in the order the interpreter performed them."""

    writes: list = field(default_factory=list)

    def last_writer(self, param: str, offset: int) -> Write | None:
        """The last store that wrote element ``offset`` of ``param``, or None."""
        for w in reversed(self.writes):
            if w.param == param and (w.offsets == offset).any():
                return w
        return None


def bind_launch(kernel, grid, args, meta: dict):
    """``(values, constexprs, options, grid3)`` of a launch, bound as ``kernel[grid]`` binds
    them (positional and keyword arguments, defaults, a callable grid)."""
    from ..launch.binding import bind, normalize_grid

    values, options = bind(kernel.name, kernel.params, tuple(args), dict(meta))
    constexprs = {p.name: values[p.name] for p in kernel.params if p.kind == "constexpr"}
    grid3 = normalize_grid(kernel.name, grid, {**values})
    return values, constexprs, options, grid3


_COPIES: dict = {}  # id(fn) -> (weak reference to fn, the private copy that is observed)
_ACTIVE: list = []  # the StoreLog (and pointer names) that observed stores go to


def _observed_copy(fn):
    """The private copy of ``fn`` whose stores are observed (made once per ``fn``)."""
    hit = _COPIES.get(id(fn))
    if hit is not None and hit[0]() is fn:
        return hit[1]
    dup = copy.deepcopy(fn)
    if len(_COPIES) > 64:
        _COPIES.clear()
    _COPIES[id(fn)] = (weakref.ref(fn), dup)
    return dup


def _observed_store(original):
    def observed_store(ctx, op, ptr, value, *rest):
        original(ctx, op, ptr, value, *rest)
        if _ACTIVE:
            log, names = _ACTIVE[-1]
            _log_store(log, ctx, op, ptr, value, rest, names)

    observed_store.observes = original
    return observed_store


def record_stores(kernel, grid, args, meta: dict) -> StoreLog:
    """Run ``kernel[grid](*args, **meta)`` on the interpreter (on layout copies of the numpy
    arrays, one program at a time) and log every store. Raises what the launch raises."""
    from .. import interpreter
    from .backends import layout_copy

    values, constexprs, _, grid3 = bind_launch(kernel, grid, args, meta)
    spec = {p.name: values[p.name] for p in kernel.params if p.kind != "constexpr"}
    fn = _observed_copy(kernel.lower(**spec, **constexprs))
    run_args = [layout_copy(values[p.name]) if isinstance(values[p.name], np.ndarray)
                else values[p.name] for p in fn.params]
    log = StoreLog()
    table = interpreter.OP_IMPLS
    original = table[Op.STORE]
    table[Op.STORE] = _observed_store(original)
    _ACTIVE.append((log, [p.name for p in fn.params if p.value.type.is_pointer]))
    try:
        interpreter.run(fn, grid3, run_args, batched=False)
    finally:
        table[Op.STORE] = original
        _ACTIVE.pop()
    return log


def _log_store(log, ctx, op, ptr, value, rest, ptr_names) -> None:
    mask = rest[0] if op.attrs.get("has_mask") and rest else None
    shapes = [ptr.off.shape, np.shape(value)] + ([mask.shape] if mask is not None else [])
    shape = np.broadcast_shapes(*shapes)
    off = np.broadcast_to(ptr.off, shape).reshape(-1)
    active = np.ones(off.shape, dtype=bool) if mask is None else \
        np.broadcast_to(mask, shape).reshape(-1)
    bufs = np.broadcast_to(np.asarray(ptr.buf), shape).reshape(-1)
    pid = ctx.pid_of(0)
    for b in np.unique(bufs[active]) if active.any() else ():
        sel = active & (bufs == b)
        log.writes.append(Write(ptr_names[int(b)], pid, op.loc, off[sel].copy()))
