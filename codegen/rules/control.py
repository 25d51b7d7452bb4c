"""Structured control flow: ``for``/``while``/``if`` with loop-carried tiles.

Carried tiles become mutable register variables declared before the loop (one per distinct
register of the carry's layout, which is the layout of its initial value unless a hint says
otherwise); a ``yield`` converts each value to the carry's layout and assigns through temporaries
so that swaps are safe. Conditions are scalars, hence uniform across the block, so barriers
inside regions are legal.
"""
from __future__ import annotations

from tiledsl import knobs
from tiledsl.dtypes import DType
from tiledsl.ir import Op, walk_block

from .. import mma_dot, overlap, pingpong, pipeline, streamk, versioning, warpspec
from ..cexpr import literal
from ..tile import Tile


def _carry_vars(em, init_tiles, layouts, elems, prefix="c"):
    tiles = []
    for t, lay, elem in zip(init_tiles, layouts, elems):
        src = em.convert(t, lay) if t is not None else None
        regs = {}
        ct = em.ctype(elem)
        for r in lay.distinct_regs():
            name = em.fresh(prefix)
            if src is not None:
                em.line(f"{ct} {name} = {src.regs.get(r, src.reg(r))};")
            else:
                em.line(f"{ct} {name};")
            regs[r] = name
        tiles.append(Tile(lay, elem, regs))
    return tiles


def _assign(em, targets, values):
    """targets[i] := values[i] (tiles), through temporaries."""
    conv = [em.convert(v, t.layout) for t, v in zip(targets, values)]
    tmps = []
    for t, v in zip(targets, conv):
        ct = em.ctype(t.elem)
        row = {}
        for r in t.regs:
            e = v.regs.get(r, v.reg(r))
            if e in _all_names(targets) and e != t.regs[r]:
                name = em.fresh("t")
                em.line(f"{ct} const {name} = {e};")
                e = name
            row[r] = e
        tmps.append(row)
    for t, row in zip(targets, tmps):
        for r, name in t.regs.items():
            if row[r] != name:
                em.line(f"{name} = {row[r]};")


def _all_names(tiles):
    s = set()
    for t in tiles:
        s.update(t.regs.values())
    return s


def _carry_layout(em, v_hint_list, init_tile):
    for v in v_hint_list:
        lay = em.assign.hints.get(v)
        if lay is not None:
            return lay
    return init_tile.layout


def _body(em, body, carry):
    """Emit a loop body and assign its yield to the carried variables."""
    ov = em.overlap
    if ov is not None and ov.body is body:
        ov.begin_copy(em.vals)
    em.emit_block(body)
    y = body.terminator
    if y is not None:
        em.set_loc(y)
        _assign(em, carry, [em.get(v) for v in y.operands])


def _versioned_body(em, body, carry, ver):
    """The body twice (codegen.versioning): the copy whose comparisons all hold, chosen by
    ``ver``'s condition, and the body as written."""
    em.line(f"if ({ver.condition(em)}) {{  // every index comparison below holds for the "
            f"whole tile")
    dirty = em.smem_dirty
    for copy in (0, 1):
        if copy:
            em.line("} else {  // the body as written")
        em.depth += 1
        em.known_true = ver.compares if copy == 0 else set()
        em.smem_dirty = dirty  # each copy starts from the state before the branch
        _body(em, body, carry)
        em.depth -= 1
    em.known_true = set()
    em.line("}")
    em.smem_dirty = True


def _loop_body_and_close(em, op, body, carry, ver=None):
    """Emit a loop body (twice when ``ver``, a codegen.versioning.Versioning, is given),
    assign its yield to the carried variables, close the C loop, and bind the op's results
    to the carried variables (shared by ``for`` and ``while``)."""
    if ver is not None:
        _versioned_body(em, body, carry, ver)
    else:
        _body(em, body, carry)
    em.depth -= 1
    em.line("}")
    em.smem_dirty = True  # a later iteration's writes may overwrite what this one read
    for r, t in zip(op.results, carry):
        em.define(r, t)


#: registers per thread that a loop's accumulators and loop-invariant dot operands may take
#: before those operands stay in shared memory instead (255 is the hardware's limit; the
#: rest is addresses, softmax statistics and temporaries)
_REGISTER_BUDGET = 160


def _prepare_dots(em, op):
    """Operands of tensor-core dots in the loop that are defined before it (attention's Q):
    read into their fragment registers once, here, or, when the loop's accumulators leave
    too few registers for them, written once to shared memory and read from there in each
    iteration (:func:`codegen.mma_dot.prepare`)."""
    if not em.dot_plans:
        return
    body = op.regions[0]
    inner = set(body.args)
    for o in walk_block(body):
        inner.update(o.results)
        for r in o.regions:
            inner.update(r.args)
    todo, used = [], 0
    for o in walk_block(body):
        plan = em.dot_plans.get(o)
        if plan is None:
            continue
        used += mma_dot.accumulator_registers(plan)
        for idx in (0, 1):
            v = o.operands[idx]
            if v not in inner and v in em.vals:
                todo.append((o, plan, idx))
                used += mma_dot.fragment_registers(plan, idx)
    for o, plan, idx in todo:
        # wgmma takes A from registers, not from this layout of shared memory
        mma_dot.prepare(em, o, plan, idx,
                        in_registers=used <= _REGISTER_BUDGET or (plan.wgmma and idx == 0))


def _async_dots(em, op, pipe) -> dict:
    """{DOT op: carried index} of the loop's wgmma dots that may stay in flight into the next
    iteration (Triton's asynchronous ``warp_group_dot``): the accumulator is a carried value
    used by this dot only, and the dot's result only goes back into it. Needs a pipeline of
    at least 3 stages (the copies then run S - 2 iterations ahead)."""
    if pipe is None or not pipe.loads or pipe.stages < 3:
        return {}
    body = op.regions[0]
    y = body.terminator
    carried = body.args[1:]
    out = {}
    for d in body.ops:
        plan = em.dot_plans.get(d)
        if plan is None or not plan.wgmma or y is None:
            continue
        acc = d.operands[2]
        if acc not in carried or d.operands[1].owner not in pipe.wgmma_loads:
            continue  # mma.sync: B is not where wgmma reads it
        i = carried.index(acc)
        if em.uses.get(acc) == 1 and y.operands[i] is d.result and em.uses.get(d.result) == 1:
            out[d] = i
    return out


def _int_const(v):
    """The value of ``v`` when it is an integer CONST, else None."""
    d = v.owner
    if getattr(d, "op", None) is Op.CONST and isinstance(d.attrs.get("value"), int):
        return d.attrs["value"]
    return None


def wide_counter(loop) -> bool:
    """Whether FOR ``loop``'s 32-bit induction variable could step past its type's range
    after the last iteration (``range(0, n, 64)`` with ``n`` near INT32_MAX: ``iv += 64``
    would wrap to a negative value, which is still ``< n``), so that the C loop must count
    in 64 bits. It cannot with a step of +-1 (``iv < ub <= MAX`` gives ``iv + 1 <= MAX``),
    nor with constant bounds whose last step stays in range; any run-time bound or step
    with another step size can. 64-bit counters are not widened further."""
    elem = loop.regions[0].args[0].type.elem
    if elem.itemsize != 4 or not elem.is_int:
        return False
    lo, hi = (0, 2 ** 32 - 1) if elem.is_unsigned else (-2 ** 31, 2 ** 31 - 1)
    ub, step = _int_const(loop.operands[1]), _int_const(loop.operands[2])
    if step is None:
        return True
    if abs(step) == 1:
        return False
    if ub is None:
        return True
    # the last iteration's iv is at most ub - 1 (step > 0) or at least ub + 1 (step < 0)
    return ub - 1 + step > hi if step > 0 else ub + 1 + step < lo


def _for(em, op):
    lb, ub, step = (em.get(v).scalar for v in op.operands[:3])
    inits = [em.get(v) for v in op.operands[3:]]
    body = op.regions[0]
    iv_arg, carried = body.args[0], body.args[1:]
    floor = em.smem_floor
    before = set(em.prepared_operands)
    _prepare_dots(em, op)
    pipe = pipeline.plan_loop(em, op, op.attrs.get("num_stages", em.num_stages)) \
        if em.dot_plans else None
    ring = base = None
    # a counter that could wrap on its last step runs in 64 bits (wide_counter); the body
    # sees its 32-bit value ((int)iv, in range in every iteration), and the pipeline's
    # guards for later iterations (iv + k * step < ub) are computed in 64 bits too
    wide = wide_counter(op)
    g_lb, g_step = (f"(long long)({lb})", f"(long long)({step})") if wide else (lb, step)
    async_dots = _async_dots(em, op, pipe) if knobs.wgmma_in_flight() else {}
    if async_dots:
        pipe.ahead = pipe.stages - 2  # a stage is read by the wgmma still in flight
        em.async_dots.update(async_dots)
    ov, why = overlap.plan(em, op, pipe, async_dots) if pipe is not None else (None, None)
    if why:
        pipe.notes.append(f"the second dot is not overlapped: {why}")
    if pipe is not None and pipe.loads and op.attrs.get("warp_specialize"):
        ws, why = warpspec.plan(em, op, pipe, 2 if async_dots else 1)
        if ws is None:
            pipe.notes.append(f"warp_specialize is not applied: {why}")
            em.not_applied.append(("warp_specialize", why))
        else:
            programs, why = pingpong.plan(em, op, pipe, ws)
            if programs > 1:
                ws.set_programs(programs)
                em.programs = programs
            elif why:
                pipe.notes.append(f"one program per block: {why}")
        pipe.ws = ws
    elif op.attrs.get("warp_specialize"):  # nothing is pipelined: say why it does nothing
        stages = op.attrs.get("num_stages", em.num_stages)
        why = ("it needs TMA copies: sm_90a, with TILEDSL_TMA on and no check=\"bounds\""
               if not getattr(em, "tma", False) else
               "num_stages turns pipelining off" if stages is not None and stages < 2 else
               "no load of the loop is pipelined (the lines below say why)"
               if pipe is not None and pipe.notes else
               "no load of the loop feeds a tensor-core dot, so nothing is pipelined")
        em.line(f"// pipeline: warp_specialize is not applied: {why}")
        em.not_applied.append(("warp_specialize", why if "the lines below" not in why else
                               f"no load of the loop is pipelined: {pipe.notes[0]}" +
                               (f" (and {len(pipe.notes) - 1} more reason(s) in the generated "
                                f"code's // pipeline: lines)" if len(pipe.notes) > 1 else "")))
    if ov is not None:
        why = overlap.too_few_stages(pipe)
        if why:
            ov = None
            pipe.notes.append(f"the second dot is not overlapped: {why}")
        elif pipe.ws is None:
            pipe.ahead = pipe.stages - 2  # a stage is read until the next iteration's wait
        else:
            pipe.ws.late_release = True  # released after the deferred group's wait
    if pipe is not None:
        if pipe.loads:
            em.before_smem_write()
            # a producer warpgroup fills the ring while the consumers still run the code
            # before the loop: its plan puts the ring above the shared memory that code uses
            ring = em.smem_floor = pipe.ws.ring if pipe.ws is not None else \
                (em.smem_floor + 1023) // 1024 * 1024
            em.smem_ptr("unsigned char", pipe.ring_bytes, 0)
            base = mma_dot.smem_base(em)
        if pipe.ws is not None:
            mma_dot._use(em, "tl_ws", warpspec.HELPERS)
            warpspec.split(em, pipe, pipe.ws, base)
        pipeline.emit_prologue(em, pipe, g_lb, ub, g_step, ring, base)
        if pipe.loads:
            em.smem_floor = ring + (pipe.ring_bytes + 127) // 128 * 128
            em.ring_end = em.smem_floor  # with two programs, each has its own copy above
            em.skip_ops |= pipe.skip | {pl.op for pl in pipe.loads}
    lays = [_carry_layout(em, [a, r], t) if a.type.shape else em.scalar_layout
            for a, r, t in zip(carried, op.results, inits)]
    carry = _carry_vars(em, inits, lays, [a.type.elem for a in carried])
    ivt = em.ctype(iv_arg.type.elem)
    iv = em.fresh("iv")
    step_op = op.operands[2].owner
    known = getattr(step_op, "op", None) is Op.CONST
    if known:
        cond = f"{iv} < {ub}" if step_op.attrs["value"] > 0 else f"{iv} > {ub}"
    else:
        cond = f"(({step}) > 0 ? {iv} < {ub} : {iv} > {ub})"
    sk = em.stream_k if em.stream_k is not None and em.stream_k.loop is op else None
    if sk is not None:  # this unit's iterations
        lb, ub = streamk.loop_bounds(em, lb, ub, step)
        cond = f"{iv} < {ub}"
    outer_overlap = em.overlap
    if ov is not None:
        ov.ring = ring
        # after the loop ptxas may not see the bounds as uniform (in a persistent kernel's
        # tile loop it took them for divergent and serialized every wgmma: C7520)
        ran = em.d.warp_uniform(cond.replace(iv, f"({lb})"))
        overlap.declare(em, ov, carry[ov.index], f"{iv} != ({lb})", ran)
        em.overlap = ov
    ver = versioning.plan(em, op) if sk is None else None
    turns = warpspec.pingpong_groups(em, op, pipe.ws) if pipe is not None and \
        pipe.ws is not None else 0
    if turns:
        warpspec.emit_turns_start(em, turns)
    em.line(f"for ({'long long' if wide else ivt} {iv} = {lb}; {cond}; {iv} += {step}) {{")
    em.depth += 1
    em.smem_dirty = True
    em.define(iv_arg, Tile(em.scalar_layout, iv_arg.type.elem,
                           {0: f"(({ivt}){iv})" if wide else iv}))
    for a, t in zip(carried, carry):
        em.define(a, t)
    if pipe is not None and pipe.loads:
        pipeline.emit_head(em, pipe, iv, ub, g_step, ring, base)
    em.wgmma_in_flight = False
    _loop_body_and_close(em, op, body, carry, ver)
    if em.wgmma_in_flight:  # set by a dot of async_dots that ran on wgmma
        em.line("tl_wgmma_wait<0>();  // the last iteration's tensor-core MMAs")
        em.wgmma_in_flight = False
    if turns:
        warpspec.emit_turns_end(em)
    if ov is not None:
        overlap.emit_last(em, ov)
    em.overlap = outer_overlap
    if pipe is not None and pipe.loads:
        pipeline.emit_drain(em, pipe, ring)
        em.skip_ops -= pipe.skip | {pl.op for pl in pipe.loads}
        if pipe.ws is not None and pipe.ws.programs > 1:
            pingpong.emit_pass(em)
    if sk is not None:
        streamk.emit_fixup(em, sk, [em.get(r) for r in op.results])
    if not (em.persistent and pipe is not None and pipe.ws is not None):
        em.smem_floor = floor  # (a persistent producer is already refilling the ring)
    for key in set(em.prepared_operands) - before:  # scoped to this loop
        del em.prepared_operands[key]


def _while(em, op):
    inits = [em.get(v) for v in op.operands]
    cond_b, body = op.regions
    lays = [_carry_layout(em, [a, b, r], t) if r.type.shape else em.scalar_layout
            for a, b, r, t in zip(cond_b.args, body.args, op.results, inits)]
    carry = _carry_vars(em, inits, lays, [r.type.elem for r in op.results])
    em.line("while (true) {")
    em.depth += 1
    em.smem_dirty = True
    for a, t in zip(cond_b.args, carry):
        em.define(a, t)
    em.emit_block(cond_b)
    y = cond_b.terminator
    em.set_loc(y)
    em.line(f"if (!({em.get(y.operands[0]).scalar})) break;")
    for a, t in zip(body.args, carry):
        em.define(a, t)
    _loop_body_and_close(em, op, body, carry)


def _if(em, op):
    cond = em.get(op.operands[0]).scalar
    lays = [em.layout_for(r) for r in op.results]
    outs = _carry_vars(em, [None] * len(op.results), lays, [r.type.elem for r in op.results],
                       "ifr")
    em.line(f"if ({cond}) {{")
    for i, region in enumerate(op.regions):
        if i == 1:
            em.line("} else {")
        em.depth += 1
        dirty = em.smem_dirty
        em.emit_block(region)
        y = region.terminator
        if y is not None and outs:
            em.set_loc(y)
            _assign(em, outs, [em.get(v) for v in y.operands])
        em.depth -= 1
        em.smem_dirty = dirty or em.smem_dirty
    em.line("}")
    em.smem_dirty = True
    for r, t in zip(op.results, outs):
        em.define(r, t)


def _yield(em, op):  # handled by the enclosing region's rule
    pass


__all__ = ["literal", "DType"]


TABLE = {
    Op.FOR: _for,
    Op.WHILE: _while,
    Op.IF: _if,
    Op.YIELD: _yield,
}
