"""Software pipelining of the loads that feed a ``dot`` (``num_stages``), as Triton's
pipeliner does (``lib/Dialect/TritonGPU/Transforms/Pipeliner``): in a ``for`` loop with a
constant positive step, each eligible load becomes ``cp.async`` copies straight into a ring
of ``S`` shared-memory stages, issued ``S - 1`` iterations ahead:

.. code-block:: text

    prologue:  for s in 0 .. S-2: copies of iteration s into stage s; commit
    loop i:    wait until at most S-2 groups are pending; barrier
               copies of iteration i+S-1 into stage (i+S-1) % S   (the stage read at i-1)
               commit
               the body, whose dots read stage i % S with ldmatrix
    drain:     wait for every group

A load is eligible when:

* it is a 2-D load in the loop body (not inside an ``if``) whose only users are the A or B
  operands of dots that run on ``mma.sync``;
* its ``other`` is absent or zero (``cp.async`` fills masked-off bytes with zeros);
* its pointer and mask are computed in the body only from the induction variable and values
  defined before the loop, by ops without side effects (so they can be computed for a later
  iteration);
* each thread's accesses are 4, 8 or 16 bytes wide (the sizes ``cp.async`` copies).

Ineligible loads stay synchronous; the generated source says why in a comment at the top of
the loop (``TILEDSL_DUMP=cuda`` shows it). Ops that only compute eligible loads' addresses are
emitted in the copy code, not in the body. ``num_stages=1`` turns pipelining off; None means
Triton's default of 3; a ring that does not fit the target's shared memory uses fewer stages,
down to 2.
"""
from __future__ import annotations

import contextlib
import os
from dataclasses import dataclass, field

from tiledsl.ir import ATOMICS, Op, walk_block

from . import mma, shared
from .assign import access_width
from .names import comment_text

#: Triton's default ``num_stages`` (``CUDAOptions`` in ``third_party/nvidia/backend/compiler.py``)
DEFAULT_STAGES = 3

_IMPURE = {Op.LOAD, Op.STORE, Op.DEVICE_PRINT, Op.DEVICE_ASSERT, Op.BREAKPOINT,
           Op.DEBUG_BARRIER, Op.ASSUME, Op.FOR,
           Op.WHILE, Op.IF, Op.DOT, Op.YIELD} | set(ATOMICS)


@dataclass
class PipelinedLoad:
    """One load turned into ``cp.async`` copies: its shared layout, the register layout its
    addresses are computed in, the bytes per copy and its offset inside a stage."""

    op: object
    lay: shared.SharedLayout
    reg_layout: object
    width: int           # elements per copy
    offset: int          # bytes from the start of a stage
    box: object = None   # tma.Box when TMA copies it (the whole loop's loads then do)
    tmap: int = -1       # its tensor map's index among the kernel's (emitter.tma_specs)


@dataclass
class LoopPipeline:
    """The pipeline of one ``for`` loop."""

    loop: object
    stages: int
    loads: list
    stage_bytes: int
    slice_ops: list      # body ops computing the loads' pointers and masks, in program order
    skip: set            # of those, the ops the body itself does not need
    notes: list = field(default_factory=list)  # why other loads stay synchronous
    #: iterations the copies run ahead: S - 1, or S - 2 when the loop's wgmma dots stay in
    #: flight into the next iteration (a stage is then read until two iterations later)
    ahead: int = 0
    wgmma_loads: set = field(default_factory=set)  # the loads wgmma reads (NVMMA layout)
    tma: bool = False    # every load is copied by TMA into mbarrier-tracked stages
    ws: object = None    # codegen.warpspec.WarpSpec: a producer warpgroup issues the copies
    #: where no dot of the loop reads its loads with wgmma: why, one phrase per dot
    no_wgmma: list = field(default_factory=list)

    @property
    def ring_bytes(self) -> int:
        """The stages, and after them one 8-byte mbarrier per stage where TMA copies (the
        stage is full), and one more per stage where a producer warpgroup copies (empty)."""
        return self.stages * self.stage_bytes + (8 * self.stages if self.tma else 0) + \
            (8 * self.stages if self.ws is not None else 0)


def _loc(op) -> str:
    loc = op.loc
    if loc is None or not loc.line:
        return "?"
    return f"{comment_text(os.path.basename(loc.source.filename))}:{loc.line}"


def _users(block) -> dict:
    users: dict = {}
    for op in block.ops:
        for o in op.operands:
            users.setdefault(o, []).append(op)
        for r in op.regions:
            for inner in walk_block(r):
                for o in inner.operands:
                    users.setdefault(o, []).append(op)  # the region's owner stands for it
    return users


def _is_zero_const(v) -> bool:
    op = v.owner
    return getattr(op, "op", None) is Op.CONST and op.attrs.get("value") == 0


def _address_slice(body, values, iv):
    """The body ops computing ``values`` from the induction variable and outer values, in
    program order; None when a loop-carried value, a load or a side effect is involved."""
    inside = {r: op for op in body.ops for r in op.results}
    need, stack = set(), list(values)
    while stack:
        v = stack.pop()
        if v is iv or v not in inside and v not in body.args:
            continue
        if v in body.args:
            return None  # a loop-carried value (only the induction variable is allowed)
        op = inside[v]
        if op in need:
            continue
        if op.op in _IMPURE or op.regions:
            return None
        need.add(op)
        stack.extend(op.operands)
    return [op for op in body.ops if op in need]


def plan_loop(em, loop, num_stages) -> LoopPipeline | None:
    """The pipeline of ``loop`` (a FOR op) for ``num_stages``, or None (nothing eligible,
    pipelining off, a target without ``cp.async``, or a sanitized kernel, whose loads are
    each bounds-checked where they are)."""
    if not getattr(em.d, "has_cp_async", False) or em.sanitize:
        return None
    stages = DEFAULT_STAGES if num_stages is None else int(num_stages)
    if stages < 2:
        return None
    step = loop.operands[2].owner
    if getattr(step, "op", None) is not Op.CONST or not step.attrs["value"] > 0:
        return None
    body = loop.regions[0]
    iv = body.args[0]
    users = _users(body)
    plans = em.dot_plans
    notes, loads = [], []
    for op in body.ops:
        if op.op is not Op.LOAD:
            continue
        us = users.get(op.result, [])
        feeds = bool(us) and all(u.op is Op.DOT and u in plans and op.result in u.operands[:2]
                                 and u.operands[2] is not op.result for u in us)
        if not feeds:
            continue
        why = _ineligible(em, op, body, iv)
        if why:
            notes.append(f"load at {_loc(op)} stays synchronous: {why}")
            continue
        loads.append(op)
    if not loads:
        return LoopPipeline(loop, 0, [], 0, [], set(), notes) if notes else None
    vals = []
    for op in loads:
        vals.extend(op.operands[:2] if op.attrs.get("has_mask") else op.operands[:1])
    slice_ops = _address_slice(body, vals, iv) or []
    # ops needed only by the pipelined loads (and by each other)
    skip = set()
    changed = True
    load_set = set(loads)
    while changed:
        changed = False
        for op in slice_ops:
            if op in skip:
                continue
            us = [u for r in op.results for u in users.get(r, [])]
            if all(u in skip or u in load_set for u in us):
                skip.add(op)
                changed = True
    fast_dims = {}
    for op in loads:
        mask = op.operands[1] if op.attrs.get("has_mask") else None
        fast_dims[op] = access_width(em.info, op.operands[0], em.assign.load_layout(op), mask)
    nvmma_loads, no_wgmma = _wgmma_loads(plans, loads, fast_dims, body, users)
    plist, off = [], 0
    for op in loads:
        lay_r = em.assign.load_layout(op)
        fast, v = fast_dims[op]
        esize = op.result.type.elem.itemsize
        if op in nvmma_loads:  # read by wgmma: panels of 8-row swizzle atoms, aligned to 1024
            slay = shared.nvmma(op.result.type.shape, fast, esize)
            off = (off + 1023) // 1024 * 1024
        else:
            slay = shared.swizzled(op.result.type.shape, fast, esize)
        plist.append(PipelinedLoad(op, slay, lay_r, v, off))
        off += (slay.nbytes + 127) // 128 * 128
    if nvmma_loads:
        off = (off + 1023) // 1024 * 1024
    limit = em.d.max_shared
    while stages > 2 and stages * off + 16 * 1024 > limit:  # room for the body's own use
        stages -= 1
    if stages * off > limit:
        notes.append(f"the loads of the loop need {2 * off} bytes of shared memory for two "
                     f"stages; the target has {limit}: no pipelining")
        return LoopPipeline(loop, 0, [], 0, [], set(), notes)
    pipe = LoopPipeline(loop, stages, plist, off, slice_ops, skip, notes, stages - 1,
                        nvmma_loads, no_wgmma=no_wgmma)
    _choose_tma(em, pipe)
    return pipe


def _choose_tma(em, pipe: LoopPipeline):
    """Copy the loop's loads with TMA (``em.tma``: sm_90a and ``TILEDSL_TMA``) when every one
    of them is a box (:func:`tma.match_box`) in an NVMMA stage whose panels are TMA boxes;
    else keep ``cp.async`` and say why at the top of the loop."""
    from . import tma

    if not getattr(em, "tma", False):
        return
    if not pipe.wgmma_loads:
        why = "; ".join(pipe.no_wgmma) or "no dot of the loop reads its loads"
        pipe.notes.append(f"the loads are copied by cp.async, not TMA: no dot of the loop runs "
                          f"on wgmma: {why} (docs/codegen.md)")
        return
    boxes = []
    for pl in pipe.loads:
        op = pl.op
        box, why = tma.match_box(op, em.fn, em.info)
        lay = pl.lay
        elem = op.result.type.elem
        if box is None:
            pass
        elif not isinstance(lay, shared.NvmmaLayout) or lay.order != box.inner:
            why = "wgmma does not read it from an NVMMA stage along its contiguous dimension"
        elif elem not in tma.DATA_TYPE or op.result.type.shape[1 - box.inner] > 256:
            why = "its element type or its rows do not fit a TMA box"
        elif not tma.aligned(em.fn, box, em.info, elem):
            why = ("its base is not known 16-byte aligned or its row stride a multiple of 16 "
                   "bytes (a launch derives both from its arrays; tiledsl emit needs --aligned, "
                   "or --fact NAME=aligned16 and --fact STRIDE=div16)")
        if why:
            pipe.notes.append(f"load at {_loc(op)} is copied by cp.async, not TMA: {why}")
            return
        boxes.append(box)
    pipe.tma = True
    for pl, box in zip(pipe.loads, boxes):
        pl.box = box
        spec = tma.BoxSpec(box.base, pl.op.result.type.elem, box.inner, box.extents,
                           box.stride, pl.lay.panel_elems,
                           pl.op.result.type.shape[1 - box.inner], pl.lay.span,
                           box.batch[1:] if box.batch else None)
        pl.tmap = len(em.tma_specs)
        em.tma_specs.append(spec)


def _wgmma_loads(plans, loads, fast_dims, body, users) -> tuple:
    """(the pipelined loads that dots will read with ``wgmma``, which then need the
    :func:`shared.nvmma` layout; why each other dot of the loop body does not, one phrase
    per dot): B of a dot whose plan allows ``wgmma``, and A of it when A is K-contiguous,
    provided that the dot's A is either such a load or no load of this loop (a register
    tile: attention's P, a loop-invariant operand)."""
    chosen = set(loads)
    inside = {r: o for o in body.ops for r in o.results}
    here = set(body.ops)
    ok_dots, why_not = [], []
    for d, plan in plans.items():
        why = _wgmma_refusal(d, plan, chosen, fast_dims, inside)
        if why is None:
            ok_dots.append(d)
        elif d in here:
            why_not.append(f"dot at {_loc(d)}: {why}")
    out = set()
    for d in ok_dots:
        for idx in (0, 1):
            o = d.operands[idx].owner
            if o in chosen and all(u in ok_dots for u in users.get(o.result, [])):
                out.add(o)
    return out, why_not


def _wgmma_refusal(d, plan, chosen, fast_dims, inside) -> str | None:
    """Why DOT ``d`` (planned as ``plan``) does not read the loop's pipelined loads
    ``chosen`` with ``wgmma``, or None when it does (:func:`_wgmma_loads`)."""
    if not plan.wgmma:
        return plan.no_wgmma or "the target has no wgmma"
    a, b = d.operands[0].owner, d.operands[1].owner
    if b not in chosen:
        return "its B is not a pipelined load of this loop"
    esize = d.operands[1].type.elem.itemsize
    if shared.nvmma(d.operands[1].type.shape, fast_dims[b][0], esize) is None:
        return "its B tile has no wgmma shared-memory layout (NVMMA swizzle) of its shape"
    if mma.wgmma_needs_k_major_b(plan.ins.ab) and fast_dims[b][0] != 0:
        # an N-contiguous 8-bit or tf32 B: mma.sync reads it
        return (f"wgmma reads B only K-major for {mma.wgmma_operand_name(plan.ins.ab)} "
                f"operands, and B is contiguous along N")
    if a in chosen:
        if fast_dims[a][0] != 1:
            return "its A is loaded contiguous along M; wgmma reads a pipelined A along K"
        if shared.nvmma(d.operands[0].type.shape, 1, esize) is None:
            return "its A tile has no wgmma shared-memory layout (NVMMA swizzle) of its shape"
    elif d.operands[0] in inside and getattr(a, "op", None) is Op.LOAD:
        # a synchronous load's registers are not in the operand layout
        return "its A is a load of the loop that stays synchronous (the lines above say why)"
    return None


def _ineligible(em, op, body, iv) -> str | None:
    """Why LOAD ``op`` cannot be pipelined, or None."""
    if len(op.result.type.shape) != 2:
        return "not a 2-D tile"
    if op.attrs.get("volatile") or op.attrs.get("cache_modifier") or \
            op.attrs.get("eviction_policy"):
        return "it has cache or volatile hints"
    if op.attrs.get("has_other") and not _is_zero_const(op.operands[2]):
        return "other= is not 0 (cp.async fills masked-off elements with zeros)"
    vals = op.operands[:2] if op.attrs.get("has_mask") else op.operands[:1]
    if _address_slice(body, vals, iv) is None:
        return ("its pointer or mask depends on a value carried by the loop or on a load; "
                "compute it from the induction variable")
    lay = em.assign.load_layout(op)
    mask = op.operands[1] if op.attrs.get("has_mask") else None
    fast, v = access_width(em.info, op.operands[0], lay, mask)
    nbytes = v * op.result.type.elem.itemsize
    if nbytes not in (4, 8, 16):
        return (f"each thread reads {nbytes} contiguous byte(s) at a time; cp.async copies 4, 8 "
                f"or 16 (alignment or contiguity of the pointer, or the mask, is not proven: "
                f"a launch derives it from 16-byte aligned arrays with a unit inner stride; "
                f"tiledsl emit needs --aligned and --fact NAME=is_one for each unit-stride "
                f"parameter, e.g. --fact stride_ak=is_one; or see multiple_of / "
                f"max_contiguous)")
    return None


# ---------------------------------------------------------------------- emission


@contextlib.contextmanager
def _iteration(em, pipe: LoopPipeline, iv_expr: str, guard: str, ops):
    """Inside ``if (guard) { ... }``: the induction variable bound to ``iv_expr`` (a fresh
    ``piv``) and ``ops`` (of the address slice) emitted for that iteration; afterwards the
    loop's own values are back."""
    from .rules import OP_RULES
    from .tile import Tile

    iv = pipe.loop.regions[0].args[0]
    saved_iv = em.vals.get(iv)
    ivn = em.fresh("piv")
    em.line(f"if ({guard}) {{")
    em.depth += 1
    em.line(f"const {em.ctype(iv.type.elem)} {ivn} = {iv_expr};")
    em.define(iv, Tile(em.scalar_layout, iv.type.elem, {0: ivn}))
    defined = []
    for op in ops:
        em.set_loc(op)
        OP_RULES[op.op](em, op)
        defined.extend(op.results)
    yield
    em.comment = ""
    for v in defined:
        em.vals.pop(v, None)
    if saved_iv is not None:
        em.define(iv, saved_iv)
    else:
        em.vals.pop(iv, None)
    em.depth -= 1
    em.line("}")


def _issue(em, pipe: LoopPipeline, iv_expr: str, guard: str, stage_addr: str):
    """Copies of the pipelined loads for the iteration whose induction variable is
    ``iv_expr``, into the stage at 32-bit shared address ``stage_addr``, where ``guard``."""
    from .mma_dot import _use

    _use(em, "tl_cp_async")
    with _iteration(em, pipe, iv_expr, guard, pipe.slice_ops):
        for pl in pipe.loads:
            op = pl.op
            em.set_loc(op)
            lay = pl.reg_layout
            pt = em.as_layout(op.operands[0], lay)
            mk = em.as_layout(op.operands[1], lay) if op.attrs.get("has_mask") else None
            v = pl.width
            nbytes = v * pl.lay.esize
            own = em.owner_pred(lay)
            if own:
                em.line(f"if ({own}) {{")
                em.depth += 1
            tc = em.thread_coords(lay)
            distinct = set(lay.distinct_regs())
            for r in range(lay.num_regs):
                if r % v or r not in distinct:
                    continue
                rc = lay.reg_coord(r)
                coord = [f"({a} + {b})" if b else a for a, b in zip(tc, rc)]
                row, col = pl.lay.split(coord)
                dst = f"{stage_addr} + {pl.offset} + {pl.lay.offset_expr(row, col)}"
                pred = mk.reg(r) if mk is not None else "true"
                em.line(f"tl_cp_async{nbytes}({dst}, {pt.reg(r)}, {pred});")
            if own:
                em.depth -= 1
                em.line("}")
    em.line("tl_cp_async_commit();")


def _issue_tma(em, pipe: LoopPipeline, iv_expr: str, guard: str, stage_addr: str, bar: str,
               one_thread: bool = True):
    """One thread's TMA copies of the pipelined loads for the iteration whose induction
    variable is ``iv_expr``, into the stage at ``stage_addr``, completing on mbarrier ``bar``
    (armed with the stage's bytes first), where ``guard`` (and in thread 0 when
    ``one_thread``; else the caller has chosen the thread)."""
    from .cluster import box_inside
    from .mma_dot import _use

    _use(em, "tl_tma")
    need = _inputs_of(pipe.slice_ops,
                      [o for pl in pipe.loads for o in pl.box.origins if o is not None])
    origin_ops = [op for op in pipe.slice_ops if any(r in need for r in op.results)]
    where = f"({guard}) && {em.d.tid} == 0" if one_thread else guard
    with _iteration(em, pipe, iv_expr, where, origin_ops):
        nbytes = sum(pl.lay.nbytes for pl in pipe.loads)  # a cluster's included: all land here
        cl = em.cluster
        if cl is not None and len(cl.shared) < len(pipe.loads):
            # a program past the grid (codegen.cluster) copies only its half of the shared
            # loads: its own boxes would lie wholly outside the tensors, and nothing reads them
            shared = sum(pl.lay.nbytes for pl in cl.shared)
            em.line(f"tl_mbar_expect_tx({bar}, tl_pid0 < tl_grid0 ? {nbytes}u : {shared}u);")
        else:
            em.line(f"tl_mbar_expect_tx({bar}, {nbytes}u);")
        for pl in pipe.loads:
            em.set_loc(pl.op)
            box = pl.box
            org = [em.get(o).scalar if o is not None else "0" for o in box.origins]
            inner, outer = org[box.inner], org[1 - box.inner]
            third = f", ({em.get(box.batch[0]).scalar})" if box.batch else ""
            load = f"tl_tma_load_{3 if box.batch else 2}d"
            # in a cluster (codegen.cluster) a load both blocks read is copied once: box p
            # by the block of rank p % 2, multicast into both blocks' stage
            # (a box wholly outside the tensor is copied by each block for itself, not
            # multicast: its zeros then complete on this block's mbarrier as in one block)
            shared = cl is not None and cl.is_shared(pl)
            for p in range(pl.lay.panels):
                c0 = f"({inner}) + {p * pl.lay.panel_elems}" if p else f"({inner})"
                args = (f"{stage_addr} + {pl.offset + p * pl.lay.panel_bytes}, "
                        f"&tl_tmap{pl.tmap}, {c0}, ({outer}){third}, {bar}")
                call = f"{load}({args});"
                if shared:
                    em.line(f"if ({box_inside(em, box, c0, outer)}) {{ if (tl_crank == {p % 2}) "
                            f"{load}_mc({args}, 3); }} else {call}")
                else:
                    em.line(f"if (tl_pid0 < tl_grid0) {call}" if cl is not None else call)


def _inputs_of(ops, values) -> set:
    """The results of ``ops`` (in program order) that ``values`` are computed from."""
    by_result = {r: op for op in ops for r in op.results}
    out, stack = set(), list(values)
    while stack:
        v = stack.pop()
        op = by_result.get(v)
        if op is None or v in out:
            continue
        out.add(v)
        stack.extend(op.operands)
    return out


def emit_prologue(em, pipe: LoopPipeline, lb: str, ub: str, step: str, ring: int, base: str):
    """Before the loop: the copies of the first ``ahead`` iterations, and the stage
    counters (with TMA, the stages' mbarriers first)."""
    for note in pipe.notes:
        em.line(f"// pipeline: {note}")
    if not pipe.loads:
        return
    how = "TMA boxes" if pipe.tma else "cp.async"
    em.line(f"// pipeline: {len(pipe.loads)} load(s) as {how} into {pipe.stages} stages of "
            f"{pipe.stage_bytes} bytes (shared memory {ring}..{ring + pipe.ring_bytes})"
            f"{', copied by a producer warpgroup' if pipe.ws is not None else ''}")
    if pipe.ws is not None:  # the copies are the producer's (codegen.warpspec.split)
        em.line(f"int tl_rn{ring} = 0;  // iterations begun")
        if pipe.ws.programs > 1:
            from . import pingpong

            pingpong.emit_turn(em, pipe, ring, lb, ub, step)
        return
    if pipe.tma:
        from .mma_dot import _use

        _use(em, "tl_tma")
        _use(em, "tl_wgmma")  # tl_fence_proxy_async
        bar = f"tl_bar{ring}"
        em.line(f"const unsigned {bar} = {base} + {ring + pipe.stages * pipe.stage_bytes};")
        em.line(f"if ({em.d.tid} == 0) {{")
        for s in range(pipe.stages):
            em.line(f"  tl_mbar_init({bar} + {8 * s}, 1);")
        em.line("  tl_mbar_fence_init();")
        em.line("}")
        em.line("tl_fence_proxy_async();  // earlier generic writes to the ring, before TMA's")
        em.line(em.barrier_stmt())
    for s in range(pipe.ahead):
        ivs = f"({lb}) + {s} * ({step})" if s else f"({lb})"
        addr = f"({base} + {ring + s * pipe.stage_bytes})"
        if pipe.tma:
            _issue_tma(em, pipe, ivs, f"({ivs}) < ({ub})", addr, f"tl_bar{ring} + {8 * s}")
        else:
            _issue(em, pipe, ivs, f"({ivs}) < ({ub})", addr)
    em.line(f"int tl_pr{ring} = 0, tl_pw{ring} = {pipe.ahead};  // stages read, written")
    if pipe.tma:
        em.line(f"unsigned tl_ph{ring} = 0;  // the mbarrier phase of the stages being read")


def emit_head(em, pipe: LoopPipeline, iv: str, ub: str, step: str, ring: int, base: str):
    """At the top of each iteration: wait for this iteration's stage, issue the copies of
    iteration ``i + ahead``, and define the pipelined loads as shared-memory tiles."""
    from .mma_dot import SmemTile

    s = pipe.stages
    pr, pw = f"tl_pr{ring}", f"tl_pw{ring}"
    ahead = f"{iv} + {pipe.ahead} * ({step})"
    if pipe.ws is not None:
        from . import warpspec

        warpspec.emit_head(em, pipe, ring)
    elif pipe.tma:
        em.line(f"tl_mbar_wait(tl_bar{ring} + 8 * {pr}, tl_ph{ring});  // this stage landed")
        em.line(em.barrier_stmt())
        _issue_tma(em, pipe, ahead, f"{ahead} < ({ub})",
                   f"({base} + {ring} + {pw} * {pipe.stage_bytes})", f"tl_bar{ring} + 8 * {pw}")
    else:
        em.line(f"tl_cp_async_wait<{pipe.ahead - 1}>();")
        em.line(em.barrier_stmt())
        _issue(em, pipe, ahead, f"{ahead} < ({ub})",
               f"({base} + {ring} + {pw} * {pipe.stage_bytes})")
    rd = em.fresh("pst")
    em.line(f"const int {rd} = {ring} + {pr} * {pipe.stage_bytes};")
    for pl in pipe.loads:
        em.define(pl.op.result, SmemTile(pl.lay, pl.op.result.type.elem,
                                         f"({base} + {rd} + {pl.offset})",
                                         f"(tl_smem + {rd} + {pl.offset})"))
    if pipe.tma:
        em.line(f"if ({pr} + 1 == {s}) tl_ph{ring} ^= 1u;")
    em.line(f"{pr} = {pr} + 1 == {s} ? 0 : {pr} + 1;")
    if pipe.ws is None:
        em.line(f"{pw} = {pw} + 1 == {s} ? 0 : {pw} + 1;")


def emit_drain(em, pipe: LoopPipeline, ring: int = 0):
    """After the loop: the last copies waited for (``cp.async``), or the stages' mbarriers
    invalidated once every thread is done with them (TMA: every copy issued was waited for
    by the iteration that read it)."""
    if not pipe.loads:
        return
    if pipe.ws is not None:
        from . import warpspec

        warpspec.emit_release_rest(em, pipe, ring)
        if em.persistent:  # the next tile's iterations use the same mbarriers
            return
    if pipe.tma:
        em.line(em.barrier_stmt())
        em.line(f"if ({em.d.tid} == 0) {{")
        for st in range(pipe.stages * (2 if pipe.ws is not None else 1)):
            em.line(f"  tl_mbar_inval(tl_bar{ring} + {8 * st});")
        em.line("}")
    else:
        em.line("tl_cp_async_wait<0>();")


__all__ = ["plan_loop", "emit_prologue", "emit_head", "emit_drain", "LoopPipeline",
           "DEFAULT_STAGES"]
