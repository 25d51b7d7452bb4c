"""Loads, stores and atomics.

Vector width of an access = the largest power of two that is at most: the layout's run of
consecutive registers along the fast dimension, the pointer's contiguity, 16 bytes, the
alignment the pointer's divisibility proves, and (for masked accesses) the mask's constancy.
One predicate per vector; ``other`` is selected per element; masked-off lanes touch no memory.
Accesses with hints (``volatile``, ``cache_modifier``, ``eviction_policy``) go through the
dialect's helper for them (``Dialect.load_helper``/``store_helper``), in every form (scalar,
vector, each ``load_other`` variant).
"""
from __future__ import annotations

from tiledsl.dtypes import DType
from tiledsl.errors import InternalError
from tiledsl.ir import ATOMICS, Op

from ..assign import access_width
from ..cexpr import HALF, literal, to_float
from ..tile import Tile
from ..names import param_name
from .elementwise import elementwise


def vector_width(em, ptr_value, layout, mask_value=None) -> tuple:
    """(fast dim, width in elements) of an access through ``ptr_value`` in ``layout``
    (:func:`codegen.assign.access_width`)."""
    return access_width(em.info, ptr_value, layout, mask_value)


def _groups(layout, v):
    """Canonical base registers of each vector of ``v`` consecutive registers."""
    distinct = set(layout.distinct_regs())
    return [r for r in range(layout.num_regs) if r % v == 0 and r in distinct]


def _from_mem(em, elem, e):
    return f"({e} != 0)" if elem is DType.i1 else e


def _to_mem(em, elem, e):
    return f"(unsigned char)({e})" if elem is DType.i1 else e


def _has_hints(op) -> bool:
    """Whether the access names a cache modifier or an eviction policy (``evict_normal``
    included), or is volatile."""
    a = op.attrs
    return bool(a.get("volatile") or a.get("cache_modifier") or a.get("eviction_policy"))


def hint_helper(em, op, store: bool = False) -> str | None:
    """The name of the dialect's helper for ``op``'s hints (``volatile``, ``cache_modifier``,
    ``eviction_policy``), registered with the emitter, or None for the plain access (no hints,
    or hints the target ignores)."""
    a = op.attrs
    volatile = bool(a.get("volatile"))
    cache = a.get("cache_modifier") or ""
    evict = a.get("eviction_policy") or ""
    if evict == "evict_normal":  # the default priority (Triton emits nothing for it)
        evict = ""
    if not (volatile or cache or evict):
        return None
    h = em.d.store_helper(cache, evict) if store else em.d.load_helper(volatile, cache, evict)
    if h is None:
        return None
    name, text = h
    em.helpers.setdefault(name, text)
    return name


def _hinted_scalar(em, helper, elem, p, m, o):
    """One element loaded by ``helper`` (predicated on ``m``, ``o`` where it is false)."""
    ct, mt = em.ctype(elem), em.d.mem_ctype(elem)
    raw, name = em.fresh("lh"), em.fresh("ld")
    em.line(f"{mt} {raw} = {_to_mem(em, elem, o)};")
    em.line(f"{helper}<true>({raw}, {p}, {m});" if m else f"{helper}<false>({raw}, {p});")
    em.line(f"const {ct} {name} = {_from_mem(em, elem, raw)};")
    return name


def _site(em, op, what: str, ptr, elem):
    """The fault site of access ``op`` in sanitize mode (codegen.faults), else None."""
    if not em.sanitize:
        return None
    from ..faults import Site

    names = tuple(p.name for p in em.pointer_params(ptr))
    return em.fault_site(Site(what, op.loc, "", len(ptr.type.shape), names, elem))


def _bounds(em, site, ptr, lay, p_of, r0: int, v: int, m, own):
    """Sanitize mode: the predicate of the ``v`` elements at register ``r0`` (pointers
    ``p_of(r)``) when each lies in the array ``ptr`` points into, and-ed with the mask ``m``;
    also emits, where ``m`` holds and the vector does not, the error record of its first
    element outside (reported by the register's owner ``own`` only). Returns ``m`` unchanged
    when ``site`` is None (no sanitize)."""
    if site is None:
        return m
    cands = em.pointer_params(ptr)
    p0 = p_of(r0)
    ok = em.fresh("inb")
    offs = []
    for q in cands:
        lo, hi = em.extent_names(q)
        off = em.fresh("off")
        em.line(f"const long long {off} = (long long)({p0} - {param_name(q.name)});")
        offs.append((off, lo, hi))
    em.line(f"const bool {ok} = " + " || ".join(
        f"({lo} <= {off} && {off} + {v} <= {hi})" for off, lo, hi in offs) + ";")
    cond = " && ".join(c for c in (m, f"!{ok}", own) if c)
    em.line(f"if ({cond}) {{")
    off, lo, hi = offs[0]
    which = "0"
    if len(offs) > 1:  # report against the array the address is nearest to
        off, lo, hi, which, dist = (em.fresh(n) for n in ("fo", "flo", "fhi", "fw", "fd"))

        def d(o, a, b):
            return f"({o} < {a} ? {a} - {o} : ({o} >= {b} ? {o} - {b} + 1 : 0LL))"

        o0, a0, b0 = offs[0]
        em.line(f"  long long {off} = {o0}, {lo} = {a0}, {hi} = {b0}, {which} = 0, "
                f"{dist} = {d(o0, a0, b0)};")
        for k, (o, a, b) in enumerate(offs[1:], 1):
            em.line(f"  if ({d(o, a, b)} < {dist}) {{ {dist} = {d(o, a, b)}; {off} = {o}; "
                    f"{lo} = {a}; {hi} = {b}; {which} = {k}; }}")
    for j in range(v):
        coords = em.coord_exprs(lay, r0 + j) if lay.shape else []
        test = f"{'} else ' if j else ''}if (!({lo} <= {off} + {j} && {off} + {j} < {hi})) {{"
        em.line(f"  {test} {em.fault_call(site, coords, f'{off} + {j}', lo, hi, which)}")
    em.line("  }" if v else "")
    em.line("}")
    return f"({m} && {ok})" if m else ok


def _addptr(em, op):
    elementwise(em, op, lambda p, o: f"({p} + {o})", "p")


def _load(em, op):
    ptr = op.operands[0]
    has_mask, has_other = op.attrs.get("has_mask"), op.attrs.get("has_other")
    mask = op.operands[1] if has_mask else None
    other = op.operands[2] if has_other else None
    res = op.result
    elem = res.type.elem
    ct, mt = em.ctype(elem), em.d.mem_ctype(elem)
    zero = literal(em.d, elem, 0)
    helper = hint_helper(em, op)
    site = _site(em, op, "load", ptr, elem)
    if not res.type.shape:
        p = em.get(ptr).scalar
        m = em.get(mask).scalar if mask is not None else None
        m = _bounds(em, site, ptr, em.scalar_layout, lambda r: p, 0, 1, m,
                    em.owner_pred(em.scalar_layout))
        o = em.get(other).scalar if other is not None else zero
        if helper:
            name = _hinted_scalar(em, helper, elem, p, m, o)
        else:
            name = em.fresh("ld")
            val = _from_mem(em, elem, f"*{p}")
            em.line(f"const {ct} {name} = {f'{m} ? {val} : {o}' if m else val};")
        em.define(res, Tile(em.scalar_layout, elem, {0: name}))
        return
    lay = em.assign.load_layout(op)
    pt = em.as_layout(ptr, lay)
    mt_ = em.as_layout(mask, lay) if mask is not None else None
    ot = em.as_layout(other, lay) if other is not None else None
    fast, v = vector_width(em, ptr, lay, mask)
    from tiledsl import knobs

    variant = em.load_other or knobs.load_other()
    init_other = variant in ("init", "ptx")
    read_only = variant == "ptx" and mask is not None and _read_only_noalias(em, ptr)
    regs = {}
    own = em.owner_pred(lay) if site is not None else None
    for r0 in _groups(lay, v):
        p = pt.regs[r0] if r0 in pt.regs else pt.reg(r0)
        m = mt_.reg(r0) if mt_ is not None else None
        m = _bounds(em, site, ptr, lay, pt.reg, r0, v, m, own)
        if v == 1:
            o = ot.reg(r0) if ot is not None else zero
            if helper:
                regs[r0] = _hinted_scalar(em, helper, elem, p, m, o)
                continue
            name = em.fresh("ld")
            val = _from_mem(em, elem, f"*{p}")
            em.line(f"const {ct} {name} = {f'{m} ? {val} : {o}' if m else val};")
            regs[r0] = name
            continue
        vec = em.fresh("lv")
        vt = f"tl_vec<{mt}, {v}>"
        select = m and ot is not None and not init_other
        if m:
            # the mask is uniform over the vector; by default zero-fill, load, then select
            # `other` per element; TILEDSL_LOAD_OTHER=init starts from `other` and loads over
            # it, as Triton does (fewer instructions, more registers; not measured on a GPU)
            init = "" if ot is None or select else ", ".join(
                _to_mem(em, elem, ot.reg(r0 + j)) for j in range(v))
            em.line(f"{vt} {vec} = {{{{{init}}}}};" if init else f"{vt} {vec} = {{}};")
            if helper:  # the hinted load, predicated (ptx) or behind the branch (select, init)
                em.line(f"{helper}<true>({vec}, {p}, {m});" if variant == "ptx"
                        else f"if ({m}) {helper}<false>({vec}, {p});")
            else:
                pred = em.d.predicated_load(vec, p, m, v * max(1, elem.itemsize), read_only) \
                    if variant == "ptx" else None
                em.line(pred or f"if ({m}) {vec} = *reinterpret_cast<const {vt}*>({p});")
        elif helper:
            em.line(f"{vt} {vec} = {{}};")
            em.line(f"{helper}<false>({vec}, {p});")
        else:
            em.line(f"const {vt} {vec} = *reinterpret_cast<const {vt}*>({p});")
        for j in range(v):
            val = _from_mem(em, elem, f"{vec}.v[{j}]")
            if select:
                name = em.fresh("ld")
                em.line(f"const {ct} {name} = {m} ? {val} : {ot.reg(r0 + j)};")
                regs[r0 + j] = name
            else:
                regs[r0 + j] = val if elem is not DType.i1 else _bind(em, ct, val)
    em.define(res, Tile(lay, elem, regs))


def _read_only_noalias(em, ptr) -> bool:
    """Whether every array ``ptr`` points into is read-only in this kernel and overlaps no
    other argument (the ``noalias`` launch fact): its loads may use the non-coherent path."""
    from tiledsl.analysis.effects import exact_written as written_params
    from tiledsl.analysis.effects import pointer_roots

    roots = pointer_roots(em.fn, ptr)
    written = written_params(em.fn)
    if not roots or written is None:
        return False
    facts = {p.name: p.facts for p in em.fn.params}
    return all(facts.get(r, {}).get("noalias") and r not in written for r in roots)


def _bind(em, ct, e):
    name = em.fresh("v")
    em.line(f"{ct} const {name} = {e};")
    return name


def _streams(em, ptr) -> bool:
    """Whether stores through ``ptr`` use the streaming (evict-first) path: the array is
    written and never read by this kernel and aliases no other argument, so keeping its lines
    in L2 helps nobody (``TILEDSL_STREAM_STORES=0`` turns this off)."""
    from tiledsl import knobs

    if not knobs.stream_stores():
        return False
    if em.stream_set is None:
        from tiledsl.analysis.effects import stream_params

        em.stream_set = stream_params(em.fn)
    if not em.stream_set:
        return False
    from tiledsl.analysis.effects import pointer_roots

    roots = pointer_roots(em.fn, ptr)
    return roots is not None and len(roots) == 1 and roots <= em.stream_set


def _store(em, op):
    ptr, val = op.operands[0], op.operands[1]
    mask = op.operands[2] if op.attrs.get("has_mask") else None
    elem = val.type.elem
    mt = em.d.mem_ctype(elem)
    helper = hint_helper(em, op, store=True)
    site = _site(em, op, "store", ptr, elem)
    if not ptr.type.shape:
        p, x = em.get(ptr).scalar, em.get(val).scalar
        conds = [em.owner_pred(em.scalar_layout)]
        if mask is not None:
            conds.append(em.get(mask).scalar)
        if site is not None:
            conds = [_bounds(em, site, ptr, em.scalar_layout, lambda r: p, 0, 1,
                             " && ".join(conds), None)]
        if helper:
            em.line(f"if ({' && '.join(conds)}) {helper}({p}, ({mt})({_to_mem(em, elem, x)}));")
        else:
            em.line(f"if ({' && '.join(conds)}) *{p} = {_to_mem(em, elem, x)};")
        return
    if len(val.type.shape) == 2:  # a box of a strided tensor: by TMA (codegen.tma_store)
        from .. import tma_store

        box, why = tma_store.plan(em, op)
        if box is not None:
            tma_store.emit(em, op, box)
            return
        if why:
            em.line(f"// store: not a TMA store: {why}")
    lay = em.assign.store_layout(op)
    pt = em.as_layout(ptr, lay)
    vt_ = em.as_layout(val, lay)
    mk = em.as_layout(mask, lay) if mask is not None else None
    fast, v = vector_width(em, ptr, lay, mask)
    # the kernel's own hints win, also where the target ignores them (HIP's .wb, eviction)
    streaming = not _has_hints(op) and _streams(em, ptr)
    own = em.owner_pred(lay)
    if own:
        em.line(f"if ({own}) {{")
        em.depth += 1
    for r0 in _groups(lay, v):
        p = pt.reg(r0)
        m = mk.reg(r0) if mk is not None else None
        m = _bounds(em, site, ptr, lay, pt.reg, r0, v, m, None)
        pre = f"if ({m}) " if m else ""
        if v == 1:
            x = _to_mem(em, elem, vt_.reg(r0))
            em.line(f"{pre}{helper}({p}, ({mt})({x}));" if helper else f"{pre}*{p} = {x};")
            continue
        vec = em.fresh("sv")
        vt = f"tl_vec<{mt}, {v}>"
        items = ", ".join(_to_mem(em, elem, vt_.reg(r0 + j)) for j in range(v))
        em.line(f"const {vt} {vec} = {{{{{items}}}}};")
        if helper:
            em.line(f"{pre}{helper}({p}, {vec});")
        elif streaming:
            em.line(f"{pre}tl_stcs(reinterpret_cast<{vt}*>({p}), {vec});")
        else:
            em.line(f"{pre}*reinterpret_cast<{vt}*>({p}) = {vec};")
    if own:
        em.depth -= 1
        em.line("}")


# ---------------------------------------------------------------------- atomics
_COMBINE = {
    Op.ATOMIC_ADD: "({a} + {b})", Op.ATOMIC_MAX: "({a} > {b} ? {a} : {b})",
    Op.ATOMIC_MIN: "({a} < {b} ? {a} : {b})", Op.ATOMIC_XCHG: "({b})",
    Op.ATOMIC_AND: "({a} & {b})", Op.ATOMIC_OR: "({a} | {b})", Op.ATOMIC_XOR: "({a} ^ {b})",
}


def _atomic_expr(em, kind, elem, p, val, cmp, scope):
    """C statement(s) computing the old value of one atomic; returns (lines, old_expr).

    The dialect spells native read-modify-writes and compare-and-swap; what it has no
    instruction for becomes a compare-and-swap loop."""
    d = em.d
    ct = em.ctype(elem)
    nbytes = elem.itemsize
    bt = d.cas_bits_type(nbytes)

    def cas(cmp_e, val_e):
        old_bits = d.atomic_cas(nbytes, f"reinterpret_cast<{bt}*>({p})",
                                f"tl_bitcast<{bt}>({cmp_e})", f"tl_bitcast<{bt}>({val_e})", scope)
        return f"tl_bitcast<{ct}>({old_bits})"

    if kind is Op.ATOMIC_CAS:
        return [], cas(cmp, val)
    native = d.atomic_rmw(kind, elem, p, val, scope)
    if native is not None:
        return [], native
    if nbytes not in (2, 4, 8):
        raise InternalError(f"{kind.name} on {elem} has no {d.name.upper()} implementation")
    # compare-and-swap loop
    old, assumed, nv = em.fresh("ao"), em.fresh("aa"), em.fresh("an")
    if elem.is_float and kind in (Op.ATOMIC_MAX, Op.ATOMIC_MIN, Op.ATOMIC_ADD):
        f = "fmax" if kind is Op.ATOMIC_MAX else "fmin"
        f = f + ("" if elem is DType.fp64 else "f")
        fa, fb = to_float(em.d, elem, assumed), to_float(em.d, elem, val)
        comb = (f"({fa} + {fb})" if kind is Op.ATOMIC_ADD else f"{f}({fa}, {fb})")
        if elem in HALF:
            comb = em.d.float_to_fp16(elem, comb)
    else:
        comb = _COMBINE[kind].format(a=assumed, b=val)
    lines = [
        f"{ct} {old} = *{p}; {ct} {assumed};",
        "do {",
        f"  {assumed} = {old}; const {ct} {nv} = ({ct}){comb};",
        f"  {old} = {cas(assumed, nv)};",
        f"}} while (tl_bitcast<{bt}>({old}) != tl_bitcast<{bt}>({assumed}));",
    ]
    return lines, old


def _atomic(em, op):
    kind = op.op
    ptr = op.operands[0]
    res = op.results[0] if op.results else None
    elem = ptr.type.elem.elem
    ct = em.ctype(elem)
    sem, scope = op.attrs.get("sem") or "acq_rel", op.attrs.get("scope") or "gpu"
    if kind is Op.ATOMIC_CAS:
        cmp_v, val_v, mask_v = op.operands[1], op.operands[2], None
    else:
        cmp_v, val_v = None, op.operands[1]
        mask_v = op.operands[2] if op.attrs.get("has_mask") else None
    shape = ptr.type.shape
    lay = em.assign.anchor(shape) if shape else em.scalar_layout
    pt = em.as_layout(ptr, lay)
    vt = em.as_layout(val_v, lay)
    ctile = em.as_layout(cmp_v, lay) if cmp_v is not None else None
    mk = em.as_layout(mask_v, lay) if mask_v is not None else None
    own = em.owner_pred(lay)
    site = _site(em, op, f"atomic_{kind.name[len('ATOMIC_'):].lower()}", ptr, elem)
    olds = {}
    if sem in ("release", "acq_rel"):
        # the release covers every access of the program before it, whichever thread made
        # it: all threads reach this point before the owners' atomic (Triton: debug_barrier)
        em.line(em.barrier_stmt())
        em.line(em.d.fence(scope))
    for r in lay.distinct_regs():
        name = em.fresh("old")
        olds[r] = name
        em.line(f"{ct} {name} = {literal(em.d, elem, 0)};")
        conds = [c for c in (own, mk.reg(r) if mk is not None else None) if c]
        if site is not None:
            conds = [_bounds(em, site, ptr, lay, pt.reg, r, 1,
                             " && ".join(conds) if conds else None, None)]
        lines, expr = _atomic_expr(em, kind, elem, pt.reg(r), vt.reg(r),
                                   ctile.reg(r) if ctile is not None else None, scope)
        em.line(f"if ({' && '.join(conds) if conds else 'true'}) {{")
        em.depth += 1
        for ln in lines:
            em.line(ln)
        em.line(f"{name} = {expr};")
        em.depth -= 1
        em.line("}")
    if sem in ("acquire", "acq_rel"):
        em.line(em.d.fence(scope))
    out = Tile(lay, elem, olds)
    if res is not None and em.uses.get(res) and own:
        # broadcast the owners' old values to the replicas through shared memory
        numel = 1
        for s in lay.shape:
            numel *= s
        buf = em.fresh("ab")
        em.before_smem_write()
        em.line(f"{ct}* {buf} = {em.smem_ptr(ct, numel * max(1, elem.itemsize))};")
        em.line(f"if ({own}) {{")
        em.depth += 1
        for r, name in olds.items():
            em.line(f"{buf}[{em.linear_expr(lay, r) if lay.shape else '0'}] = {name};")
        em.depth -= 1
        em.line("}")
        em.after_smem_write()
        out = em.new_tile(lay, elem, lambda r: f"{buf}[{em.linear_expr(lay, r) if lay.shape else '0'}]",
                          "ab")
        em.after_smem_read()
    if res is not None:
        em.define(res, out)


TABLE = {
    Op.ADDPTR: _addptr,
    Op.LOAD: _load,
    Op.STORE: _store,
    **dict.fromkeys(ATOMICS, _atomic),
}
