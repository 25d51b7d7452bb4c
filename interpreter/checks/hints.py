"""The hint check: ``multiple_of``, ``max_contiguous`` and ``max_constancy`` hold for the
values they are given.

The hints are promises about the values of an integer (or pointer) tile that the code
generator builds its vector loads and stores on (:mod:`tiledsl.analysis.axisinfo`, the
``divisibility`` and ``contiguity`` facts); the interpreter otherwise runs them as the
identity, so a wrong one would pass here and be undefined behaviour on the GPU. With the
``hints`` check on, each hint is verified on the values every program instance computes,
along each axis ``k`` of the tile (``n`` lanes along it; every line along ``k`` is checked):

* ``max_contiguous(x, c)``: the lanes split into aligned groups of ``min(c, n)`` (lanes
  ``0..c-1``, ``c..2c-1``, ...); in each group every element is the one before plus 1 (for a
  pointer tile: the next element of the same array). The code generator reads the lanes of a
  group as one vector starting at the group's first address. A hint that restates what the
  code generator proves for its operand (``max_contiguous(pid * 16 + arange(0, 16), 16)``)
  adds nothing it relies on and is not re-checked, which keeps the common idioms free.
* ``max_constancy(x, c)``: the lanes split into aligned groups of ``min(c, n)`` as for
  ``max_contiguous``; in each group every element equals the first (for a pointer tile: the
  same element of the same array). The code generator may evaluate such a group once (the
  ``constancy`` fact); a hint the analysis proves for its operand is not re-checked.
* ``multiple_of(x, d)``: the first element of each *run* is a multiple of ``d`` (for a pointer
  tile: its byte address). The code generator pairs divisibility with contiguity: a run is an
  aligned group of consecutive values, as long as the contiguity its analysis gives the hinted
  value where it is used, which counts ``max_contiguous`` hints on the same value (before or
  after the ``multiple_of``) and what it proves itself (``pid * 16 + arange(0, 16)``: one run
  of 16). Where it knows no runs (a loaded tile, ``arange(0, 16) * 2``) a run is one lane and
  every element must be a multiple of ``d``. The analysis is run on the launched IR with the
  facts a GPU launch of the same arguments would have (an integer argument equal to 1 or
  divisible by 16), once per program and set of facts (:func:`facts_of`).

Every lane is checked, masked-off ones included: the code generator uses the hints before any
mask applies, to form the address of a whole vector from its first lane and to evaluate
comparisons such as ``offs < n`` once per run (so a wrong hint can change the mask itself).
Scalars: ``multiple_of`` is checked (the value is a multiple; the code generator ignores
hints on scalars today, Triton does not); ``max_contiguous`` says nothing about one value.
Float tiles are not checked: hints describe integers and addresses.

Cost: nothing for a kernel without hints (the check lives in the hint op itself); the axis
analysis once per program and set of facts; per hint and batch of programs, one strided
slice (``multiple_of``) or one pass over the tile (``max_contiguous`` not already proved).

A finding names the hint's span, the program id, the lane, its value and what the hint
promised (:class:`~tiledsl.errors.TileRuntimeError`, or a warning for ``hints:warn``).
"""
from __future__ import annotations

import dataclasses
import weakref

import numpy as np

from tiledsl.errors import TileRuntimeError
from tiledsl.ir import Op, Operation

HINTS = (Op.MULTIPLE_OF, Op.MAX_CONTIGUOUS, Op.MAX_CONSTANCY)

_ANALYSES = weakref.WeakKeyDictionary()  # Program -> {facts key: analyze()'s result}
_CTX_KEY = object()  # ctx.cache entry: this context's analyze() result


@dataclasses.dataclass(frozen=True)
class Runs:
    """Per axis of one ``multiple_of``: the run length the code generator pairs it with, and
    whether a ``max_contiguous`` hint made it longer than what the analysis proves."""

    lengths: tuple
    from_hint: tuple


def per_axis(values, rank: int) -> tuple:
    """The hint's ``values`` spread over ``rank`` axes, as the code generator reads them."""
    from tiledsl.analysis.axisinfo import hint_values

    return hint_values(values, rank)


def launch_facts(ctx) -> dict:
    """The facts :func:`tiledsl.analysis.facts.launch_facts` would give a GPU launch of the
    arguments in ``ctx``'s environment (those that bear on integers: ``div16``, ``is_one``; and
    ``aligned16`` of the interpreter's arrays)."""
    from tiledsl.analysis.facts import address_facts, int_facts

    facts = {}
    for p, slot in zip(ctx.program.fn.params, ctx.program.param_slots):
        v = ctx.env[slot]
        f = {}
        if p.kind == "pointer":
            if isinstance(v.buf, int):
                f = address_facts(ctx.buffers[v.buf].address)
        elif p.value.type.elem.is_int and not p.value.type.elem.is_bool:
            f = int_facts(int(np.asarray(v).reshape(-1)[0]))
        if f:
            facts[p.name] = f
    return facts


def analyze(fn, facts: dict) -> dict:
    """What the hints of ``fn`` rest on under ``facts``, from the code generator's own axis
    analysis: ``{multiple_of op: Runs}`` and ``{max_contiguous op: the contiguity (per axis)
    proved for its operand}``."""
    from tiledsl.analysis import axisinfo

    params = [dataclasses.replace(p, facts=dict(facts.get(p.name, {}))) for p in fn.params]
    info = axisinfo.analyze(dataclasses.replace(fn, params=params))
    users: dict = {}
    for op in fn.walk():
        for v in op.operands:
            users.setdefault(v, []).append(op)
    out = {}
    for op in fn.walk():
        if op.op is Op.MAX_CONTIGUOUS:
            out[op] = tuple(axisinfo.get(info, op.operands[0]).contiguity)
        if op.op is Op.MAX_CONSTANCY:
            out[op] = tuple(axisinfo.get(info, op.operands[0]).constancy)
        if op.op is not Op.MULTIPLE_OF:
            continue
        shape = op.result.type.shape
        ends = _uses(op.result, users)
        root = op.operands[0]
        while isinstance(root.owner, Operation) and root.owner.op in HINTS:
            root = root.owner.operands[0]
        lengths, from_hint = [], []
        for k, n in enumerate(shape):
            c = min(axisinfo.get(info, e).contiguity[k] for e in ends)
            c = max(1, min(int(c), n))
            lengths.append(c)
            from_hint.append(c > min(n, axisinfo.get(info, root).contiguity[k]))
        out[op] = Runs(tuple(lengths), tuple(from_hint))
    return out


def _uses(value, users) -> list:
    """The values of the chain of hints from ``value`` that something other than a hint
    uses (what the code generator relies on); ``value`` itself when nothing uses it."""
    ends, stack, seen = [], [value], set()
    while stack:
        v = stack.pop()
        if v in seen:
            continue
        seen.add(v)
        us = users.get(v, [])
        if not us or any(u.op not in HINTS for u in us):
            ends.append(v)
        stack.extend(u.result for u in us if u.op in HINTS)
    return ends


def facts_of(ctx) -> dict:
    """:func:`analyze` for the program of ``ctx`` and its launch's facts (cached per program
    and facts, and in ``ctx.cache`` for the context's life)."""
    found = ctx.cache.get(_CTX_KEY)
    if found is None:
        facts = launch_facts(ctx)
        key = tuple(sorted((name, tuple(sorted(f))) for name, f in facts.items()))
        per_program = _ANALYSES.setdefault(ctx.program, {})
        found = per_program.get(key)
        if found is None:
            found = per_program[key] = analyze(ctx.program.fn, facts)
        ctx.cache[_CTX_KEY] = found
    return found


# ---------------------------------------------------------------------------- the check
def check(ctx, op, x) -> None:
    """Verify hint ``op`` on ``x`` (its operand, with the leading batch axis); report the
    first lane that breaks it through ``ctx.reporter``."""
    t = op.result.type
    if not (t.is_pointer or t.elem.is_int):
        return
    rank = len(t.shape)
    vals = per_axis(op.attrs.get("values", ()), max(1, rank))
    view = _View(ctx, x, t)
    if op.op in (Op.MAX_CONTIGUOUS, Op.MAX_CONSTANCY):
        proved = facts_of(ctx).get(op) or (1,) * rank
        step = 1 if op.op is Op.MAX_CONTIGUOUS else 0
        for k in range(rank):
            g = min(vals[k], t.shape[k])
            if proved[k] >= g:  # the code generator proves as much: the hint adds nothing
                continue
            found = _contiguity(view, k, g, step)
            if found is not None:
                return _report(ctx, op, view, found, vals, k, None)
        return None
    runs = facts_of(ctx).get(op) if rank else None
    for k in range(max(1, rank)):
        d = vals[k]
        if d <= 1:
            continue
        c = runs.lengths[k] if runs is not None else 1
        found = _divisibility(view, k if rank else None, c, d)
        if found is not None:
            return _report(ctx, op, view, found, vals, k, runs)
    return None


class _View:
    """The hinted values with the leading batch axis (``raw``: the integers, or a pointer
    tile's element offsets, in their own dtype); for a pointer tile also the buffer index of
    each lane (``bufs``, or one int) and the byte addresses (:meth:`ints`)."""

    def __init__(self, ctx, x, t):
        self.ctx = ctx
        self.pointer = t.is_pointer
        raw = np.asarray(x.off if self.pointer else x)
        self.raw = raw.view(np.uint8) if raw.dtype == np.bool_ else raw
        self.bufs = None
        if self.pointer:
            self.bufs = x.buf if isinstance(x.buf, int) else np.broadcast_to(
                np.asarray(x.buf), raw.shape)
            self.size = t.elem.elem.itemsize

    def value(self, pos) -> int:
        return int(self.raw[pos])

    def ints(self, sl) -> np.ndarray:
        """The values of the lanes ``raw[sl]`` as int64 (byte addresses for a pointer)."""
        v = self.raw[sl].astype(np.int64)
        if not self.pointer:
            return v
        v *= self.size
        if isinstance(self.bufs, int):
            return v + self.ctx.buffers[self.bufs].address
        base = np.array([b.address for b in self.ctx.buffers], dtype=np.int64)
        return v + base[np.asarray(self.bufs[sl], dtype=np.int64)]

    def buf_of(self, pos) -> int:
        return self.bufs if isinstance(self.bufs, int) else int(self.bufs[pos])


def _first(bad: np.ndarray) -> tuple:
    return tuple(int(i) for i in np.unravel_index(int(np.argmax(bad)), bad.shape))


def _contiguity(view: _View, k: int, g: int, step: int = 1):
    """The position (batch, lanes...) of the first lane that does not continue its aligned
    group of ``g`` along axis ``k`` (each lane the one before plus ``step``: 1 for
    ``max_contiguous``, 0 for ``max_constancy``), or None."""
    if g <= 1:
        return None
    ax = k + 1
    a = view.raw
    n = a.shape[ax]
    inner = (np.arange(1, n) % g) != 0
    shape = [1] * a.ndim
    shape[ax] = n - 1
    bad = (np.diff(a, axis=ax) != step) & inner.reshape(shape)
    if view.bufs is not None and not isinstance(view.bufs, int):
        bad |= (np.diff(view.bufs, axis=ax) != 0) & inner.reshape(shape)
    if not bad.any():
        return None
    pos = list(_first(bad))
    pos[ax] += 1
    return tuple(pos)


def _divisibility(view: _View, k, c: int, d: int):
    """The position of the first run start (every ``c``-th lane along axis ``k``; every lane
    of a scalar, ``k`` None) that is not a multiple of ``d``, or None."""
    sl = [slice(None)] * view.raw.ndim
    if k is not None:
        sl[k + 1] = slice(0, None, c)
    bad = view.ints(tuple(sl)) % d != 0
    if not bad.any():
        return None
    pos = list(_first(bad))
    if k is not None:
        pos[k + 1] *= c
    return tuple(pos)


# ---------------------------------------------------------------------------- messages
def _hint_text(op, vals, rank) -> str:
    v = str(vals[0]) if rank <= 1 else f"({', '.join(map(str, vals))})"
    return f"{op.op.value}(..., {v})"


def _groups(g: int, n: int) -> str:
    return f"lanes 0-{g - 1}, {g}-{2 * g - 1}" + (", ..." if 2 * g < n else "")


def _axis(k: int, rank: int) -> str:
    return f" along axis {k}" if rank > 1 else ""


def _lane(pos) -> str:
    return f"lane {tuple(pos[1:])}"


def _report(ctx, op, view, pos, vals, k, runs) -> None:
    """Report the lane at ``pos`` (batch, lanes...) that breaks hint ``op`` along axis ``k``."""
    reporter = ctx.reporter
    if ctx.nprog > 1:  # find the program and its memory exactly: re-run one by one
        reporter.report("hints", op, None, ctx)
    t = op.result.type
    rank = len(t.shape)
    b = pos[0] if view.raw.shape[0] > 1 else 0
    head = (f"wrong hint in kernel '{ctx.kernel}', program id {ctx.pid_of(b)}: "
            f"{_hint_text(op, vals, rank)} promises that{_axis(k, rank)} ")
    notes = []
    if op.op is Op.MAX_CONSTANCY:
        n = t.shape[k]
        g = min(vals[k], n)
        prev = list(pos)
        prev[k + 1] -= 1
        prev = tuple(prev)
        one = g == n
        lanes = f"its {n} lanes" if one else f"each aligned group of {g} lanes ({_groups(g, n)})"
        if view.pointer:
            msg = (head + f"{lanes} point{'' if one else 's'} to one element, but "
                   f"{_lane(pos)} points to {_where(view, pos)} and {_lane(prev)} to "
                   f"{_where(view, prev)}")
        else:
            msg = (head + f"{lanes} hold{'' if one else 's'} one value, but {_lane(pos)} "
                   f"holds {view.value(pos)} and {_lane(prev)} {view.value(prev)}")
    elif op.op is Op.MAX_CONTIGUOUS:
        n = t.shape[k]
        g = min(vals[k], n)
        prev = list(pos)
        prev[k + 1] -= 1
        prev = tuple(prev)
        one = g == n
        lanes = f"its {n} lanes" if one else f"each aligned group of {g} lanes ({_groups(g, n)})"
        if view.pointer:
            now, before = _where(view, pos), _where(view, prev)
            if view.buf_of(pos) == view.buf_of(prev):
                now = now.rsplit(" of ", 1)[0]
            msg = (head + f"{lanes} point{'' if one else 's'} to consecutive elements of one "
                   f"array, but {_lane(pos)} points to {now} after {before} at {_lane(prev)}")
        else:
            msg = (head + f"{lanes} hold{'' if one else 's'} consecutive increasing values, but "
                   f"{_lane(pos)} holds {view.value(pos)} after {view.value(prev)} at "
                   f"{_lane(prev)}")
    else:
        d = vals[k]
        c = runs.lengths[k] if runs is not None else 1
        if view.pointer:
            addr = int(view.ints(tuple(slice(p, p + 1) for p in pos)).reshape(-1)[0])
            thing = "byte address"
            got = (f"points to {_where(view, pos)}, whose byte address is {addr % d} past a "
                   f"multiple of {d}")
        else:
            thing = "value"
            got = f"holds {view.value(pos)}"
        if not rank:
            got = got.replace("holds", "is", 1)
            msg = head + f"the scalar's {thing} is a multiple of {d}, but it {got}"
        elif c == 1:
            msg = head + f"every lane's {thing} is a multiple of {d}, but {_lane(pos)} {got}"
            notes.append("the code generator knows no runs of consecutive values in this tile "
                         "(a max_contiguous hint on the same value would give them), so the "
                         "hint is about every lane")
            if op.attrs.get("one_for_all"):
                per_axis = tuple(1 if j != rank - 1 else vals[-1] for j in range(rank))
                notes.append(f"the one value {d} was given for all {rank} axes; Triton wants one "
                             f"per axis, e.g. {per_axis} for a tile contiguous along its last "
                             "axis")
        else:
            n = t.shape[k]
            what = "elements" if view.pointer else "values"
            runs_text = (f"the tile is one run of {n} consecutive {what}" if c == n else
                         f"the tile runs in groups of {c} consecutive {what} ({_groups(c, n)})")
            msg = (head + f"the first {thing} of each run is a multiple of {d} ({runs_text}), "
                   f"but {_lane(pos)} {got}")
            why = ("come from a max_contiguous hint on the same value" if runs.from_hint[k]
                   else "are what the code generator proves about this tile")
            notes.append(f"the runs of {c} {why}; the code generator takes the first lane of "
                         f"each run to be a multiple of {d}")
    notes.append("the hint is wrong for these values; the GPU code may load or store the wrong "
                 "elements; remove or fix the hint (it must hold on every lane, masked-off ones "
                 "too; check='-hints' turns this check off)")
    reporter.report("hints", op, TileRuntimeError(msg, op.loc, tuple(notes)), ctx)


def _where(view: _View, pos) -> str:
    buf = view.ctx.buffers[view.buf_of(pos)]
    return f"offset {view.value(pos)} of '{buf.name}'"


__all__ = ["HINTS", "Runs", "check", "analyze", "facts_of", "launch_facts", "per_axis"]
