"""Pointer effects: which pointer parameters a kernel writes through, reads through, and may
stream to, read from its IR.

Pointer *provenance* is a fixed point over every op with pointer results (``addptr``,
``broadcast``, ``where`` ...) and over loop-carried and ``if`` values, matching carried values
by position (:func:`flows` is the one place that knows region semantics); an unknown origin
counts as every pointer parameter. :func:`effects` gives the writes (with the first op of each),
the reads (atomics count as both) and what follows from them; it is computed once per function.

The code generator asks a stricter question (:func:`pointer_roots`): the parameters a pointer
derives from through pointer arithmetic, shape ops and ``where`` alone, or None when a
loop-carried or merged value is on the way. It declares a load non-coherent (``.nc``) or a
store streaming only on that exact answer (:func:`exact_written`, :func:`exact_read`,
:func:`stream_params`), never on the conservative union.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..ir import ATOMICS, Function, Op, Operation
from .memo import per_function


@dataclass(frozen=True)
class Effects:
    """``writes``: parameters written (``write_sites``: the location of the first store or
    atomic through each, in walk order); ``reads``: parameters read."""

    writes: frozenset
    reads: frozenset
    write_sites: dict

    @property
    def pure_outputs(self) -> frozenset:
        """Written and never read: safe to poison before a run."""
        return self.writes - self.reads

    @property
    def in_place(self) -> frozenset:
        """Written and read: restored from a snapshot before every run."""
        return self.writes & self.reads


def flows(op):
    """``(destination value, [source values])`` pairs of pointer flow through ``op``."""
    def yields(block):
        t = block.terminator
        return t.operands if t is not None else []

    if op.op is Op.FOR and op.regions:
        body = op.regions[0]
        carried = zip(op.operands[3:], body.args[1:], yields(body), op.results)
        for init, arg, nxt, res in carried:
            yield arg, [init, nxt]
            yield res, [init, nxt]
    elif op.op is Op.WHILE and len(op.regions) == 2:
        cond, body = op.regions
        fwd = yields(cond)[1:]
        for i, init in enumerate(op.operands):
            nxt = yields(body)[i: i + 1]
            srcs = [init] + list(nxt)
            for region in (cond, body):
                if i < len(region.args):
                    yield region.args[i], srcs + list(fwd[i: i + 1])
            if i < len(op.results):
                yield op.results[i], srcs + list(fwd[i: i + 1])
    elif op.op is Op.IF:
        for i, res in enumerate(op.results):
            yield res, [yields(r)[i] for r in op.regions if i < len(yields(r))]
    elif op.op is not Op.YIELD:
        srcs = [o for o in op.operands if o.type.is_pointer]
        for res in op.results:
            yield res, srcs


def provenance(fn: Function, ops=None) -> dict:
    """``{value id: frozenset of parameter names}`` for every pointer value of ``fn``."""
    ptr_params = frozenset(p.name for p in fn.params if p.value.type.is_pointer)
    prov: dict = {p.value.id: frozenset([p.name]) for p in fn.params if p.value.type.is_pointer}
    ops = list(fn.walk()) if ops is None else ops
    changed = True
    while changed:
        changed = False
        for op in ops:
            for dst, srcs in flows(op):
                names = (frozenset().union(*(prov.get(s.id, frozenset()) for s in srcs))
                         if srcs else ptr_params)
                if dst.type.is_pointer and not names <= prov.get(dst.id, frozenset()):
                    prov[dst.id] = prov.get(dst.id, frozenset()) | names
                    changed = True
    return prov


@per_function
def effects(fn: Function) -> Effects:
    """The :class:`Effects` of ``fn`` (a specialized, optimized kernel), memoized."""
    ptr_params = frozenset(p.name for p in fn.params if p.value.type.is_pointer)
    ops = list(fn.walk())
    prov = provenance(fn, ops)
    sites: dict = {}
    reads: set = set()
    for op in ops:
        if op.op is Op.STORE or op.op in ATOMICS or op.op is Op.LOAD:
            names = prov.get(op.operands[0].id) or ptr_params
            if op.op is not Op.LOAD:
                for name in sorted(names):
                    sites.setdefault(name, op.loc)
            if op.op is not Op.STORE:
                reads |= names
    return Effects(frozenset(sites), frozenset(reads), sites)


def stored_params(fn: Function) -> dict:
    """``{param name: location}`` of the pointer parameters ``fn`` may write through, with the
    first store or atomic through each (``effects(fn).write_sites``)."""
    return effects(fn).write_sites


def readonly_store(fn: Function, readonly) -> tuple | None:
    """The read-only refusal's rule: among the pointer parameters named in ``readonly``
    (those whose arrays cannot be written), the first, in that order, that ``fn`` may store
    or atomically update through, as ``(name, location of the first such op)``; None when
    there is none. The launch layer applies it to every launch before anything is copied or
    run; the interpreter's runner applies it to a direct ``interpreter.run``. Each raises its
    own error."""
    sites = effects(fn).write_sites
    return next(((name, sites[name]) for name in readonly if name in sites), None)


# ------------------------------------------------------------------ exact roots (codegen)
_PTR_PASSTHROUGH = {Op.ADDPTR, Op.BROADCAST, Op.EXPAND_DIMS, Op.RESHAPE, Op.PERMUTE,
                    Op.MULTIPLE_OF, Op.MAX_CONTIGUOUS, Op.MAX_CONSTANCY}


def pointer_roots(fn, value) -> set | None:
    """Names of the pointer parameters ``value`` (a pointer tile) is derived from through
    pointer arithmetic, shape ops and ``where``; None when it comes from elsewhere (a
    loop-carried or if-merged pointer), so callers stay conservative."""
    params = {p.value.id: p.name for p in fn.params}
    out, stack, seen = set(), [value], set()
    while stack:
        v = stack.pop()
        if v.id in seen:
            continue
        seen.add(v.id)
        owner = v.owner
        if v.id in params:
            out.add(params[v.id])
        elif isinstance(owner, Operation) and owner.op in _PTR_PASSTHROUGH:
            stack.append(owner.operands[0])
        elif isinstance(owner, Operation) and owner.op is Op.WHERE:
            stack.extend(owner.operands[1:])
        else:
            return None
    return out


def _param_roots(fn, select) -> set | None:
    """Parameters reached from the pointer operand of every op that ``select`` picks."""
    out = set()
    for op in fn.walk():
        if select(op):
            roots = pointer_roots(fn, op.operands[0])
            if roots is None:
                return None
            out |= roots
    return out


def exact_written(fn) -> set | None:
    """Names of the pointer parameters the kernel stores or atomically updates through, or
    None when a written pointer's origin cannot be traced exactly."""
    return _param_roots(fn, lambda op: op.op is Op.STORE or op.op in ATOMICS)


def exact_read(fn) -> set | None:
    """Names of the pointer parameters the kernel loads (or atomically updates) through, or
    None when a read pointer's origin cannot be traced exactly."""
    return _param_roots(fn, lambda op: op.op is Op.LOAD or op.op in ATOMICS)


def stream_params(fn) -> set:
    """Parameters whose stores may take the streaming path (``st.global.cs``): written, never
    read by this kernel, and overlapping no other argument (the ``noalias`` fact)."""
    written, read = exact_written(fn), exact_read(fn)
    if written is None or read is None:
        return set()
    return {p.name for p in fn.params
            if p.facts.get("noalias") and p.name in written and p.name not in read}


__all__ = ["Effects", "effects", "stored_params", "readonly_store", "flows", "provenance",
           "pointer_roots", "exact_written", "exact_read", "stream_params"]
