"""Overlap of a loop's second ``wgmma`` dot with the code before it in the next iteration
(FlashAttention-3's intra-warpgroup overlap of GEMMs and softmax: Shah et al. 2024,
"FlashAttention-3", §3.2; ``TILEDSL_DOT_OVERLAP``, on by default).

Attention's loop body is ``S = dot(Q, K_j)``, a softmax of ``S`` into ``P``, a rescale of
the carried accumulator, ``O = dot(P, V_j, acc=O * alpha)``. Each dot waits for its own
MMAs, so the tensor core idles through the softmax. Here the second dot of iteration ``j``
is *deferred*: at its place the emitter only writes its accumulator input into the carried
accumulator registers and keeps its A fragments (``P``) and its B stage's address in
carried variables. Iteration ``j + 1`` issues those MMAs right after committing its first
dot, as a group of their own, then waits for the first dot alone (``wgmma.wait_group 1``),
runs the softmax while the deferred group runs on the tensor core, and waits for that group
(``wait_group 0``) just before the first instruction that reads the carried accumulator.
After the loop the last deferred group is issued and waited for::

    for j:                                  # emitted
        S = dot(Q, K_j)   ----------------> fence; S's MMAs; commit
                                            if (j > 0) O += P'·V' (MMAs); commit
                                            wait_group 1          # S done
        P, alpha = softmax(S)               softmax
        O * alpha   ----------------------> wait_group 0; release stage j-1; O *= alpha
        O = dot(P, V_j, acc=O * alpha) ---> P' = P; V' = stage j
    (after the loop)                        if (it ran) O += P'·V'; commit; wait_group 0

An empty commit keeps the group count the same in the first iteration (PTX ISA:
``wgmma.commit_group`` with no pending ``wgmma.mma_async`` makes an empty group), so
``wait_group 1`` always leaves exactly the deferred group in flight. With ping-pong turns
(codegen/warpspec.py) both groups are issued in the first dot's turn.

The stage of iteration ``j`` is read until the wait in iteration ``j + 1``: a producer
warpgroup's stage is released there (not at the top of the iteration), and without one the
copies run ``S - 2`` iterations ahead; :func:`too_few_stages` says how many stages each
needs.

Results are those of the loop as written: the same MMAs on the same registers in the same
order; only when the MMAs run changes.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from tiledsl import knobs
from tiledsl.dtypes import DType
from tiledsl.ir import walk_block


@dataclass
class Overlap:
    """The deferral planned for one FOR loop (see the module docstring)."""

    body: object          # the loop's body block
    first: object         # the DOT op whose commit is followed by the deferred group
    second: object        # the DOT op that is deferred
    index: int            # the carried value that ``second`` accumulates into
    carried: object       # that carried block argument
    pipe: object          # codegen.pipeline.LoopPipeline
    ring: int | None = None
    carry: object = None  # the carried accumulator's Tile (its register variables)
    later: str = ""       # C condition: not the loop's first iteration (a group is deferred)
    ran: str = ""         # C condition after the loop: it ran at least one iteration
    bvar: str = ""        # C name: the deferred dot's B operand base address
    avars: list = field(default_factory=list)  # C names: its A fragment registers
    slot: tuple | None = None  # (line index, depth) after the first dot's commit, this copy
    pending: bool = False  # the deferred group has not been waited for in this body copy
    issue: list = field(default_factory=list)  # the deferred group's MMA lines
    seen: dict = field(default_factory=dict)  # the yielded values' tiles before this copy

    def begin_copy(self, vals: dict):
        """A copy of the body starts (codegen.versioning emits it twice); ``vals`` is the
        emitter's map of values, whose yielded entries are those of an earlier copy."""
        self.pending, self.slot = True, None
        self.seen = {v: vals.get(v) for v in self.body.terminator.operands}


def plan(em, loop, pipe, async_dots) -> tuple:
    """(Overlap, None) when FOR ``loop``'s second ``wgmma`` dot can be deferred, else
    (None, why) (why is None where there is nothing to say: no two dots). Needs: the knob on;
    a pipeline, with no dot of the loop kept in flight by ``async_dots`` (a matmul's), and
    enough stages (:func:`too_few_stages`, which the caller checks once the loop's
    specialization is planned); exactly two ``wgmma`` dots, both at the top level of the
    body; the second's result only yielded back into a carried value, its A operand computed
    in the loop (registers) in fp16/bf16, its B a pipelined load; every use of that carried
    value at the top level of the body after the first dot."""
    if pipe is None or not pipe.loads or async_dots:
        return None, None
    body = loop.regions[0]
    dots = [op for op in walk_block(body) if getattr(em.dot_plans.get(op), "wgmma", False)]
    if len(dots) != 2:
        return None, None
    if not knobs.dot_overlap():
        return None, "TILEDSL_DOT_OVERLAP is off"
    first, second = dots
    top = list(body.ops)
    y = body.terminator
    if first not in top or second not in top or y is None:
        return None, "a dot is inside a nested region"
    if em.stream_k is not None and em.stream_k.loop is loop:
        return None, "stream-K splits this loop"
    if knobs.hoist_loads():
        return None, "TILEDSL_HOIST_LOADS reorders the body"
    res = second.result
    outs = [i for i, v in enumerate(y.operands) if v is res]
    if len(outs) != 1 or em.uses.get(res) != 1:
        return None, "the second dot's result is not only yielded back into the loop"
    i = outs[0]
    carried = body.args[1 + i]
    if second.operands[1].owner not in pipe.wgmma_loads:
        return None, "the second dot's B is not a pipelined wgmma operand"
    if em.dot_plans[second].ins.ab not in (DType.fp16, DType.bf16):
        return None, "the second dot's operands are not 16-bit"
    a_def = second.operands[0].owner
    if a_def is None or a_def not in set(walk_block(body)):
        return None, "the second dot's A is not computed in the loop"
    at = top.index(first)
    for op in walk_block(body):
        if carried in op.operands and (op not in top or top.index(op) <= at):
            return None, "the accumulator is read before the first dot or in a nested region"
    return Overlap(body, first, second, i, carried, pipe), None


def too_few_stages(pipe) -> str | None:
    """Why ``pipe`` has too few stages for the overlap, or None. A stage is held until the
    deferred group's wait, half an iteration later than without the overlap: with a producer
    warpgroup 2 stages then leave the copies no time to land (measured on an H100, attention
    D128 128x128: 2.47 ms against 2.09 without the overlap; at 3 stages 1.97 against 2.14),
    and without one the copies run ``S - 2`` iterations ahead instead of ``S - 1``, which at 3
    stages measured 2-7% slower than no overlap on every configuration tried."""
    if pipe.ws is not None and pipe.stages < 3:
        return "it needs 3 stages with warp specialization (a stage is held half an " \
            "iteration longer)"
    if pipe.ws is None and pipe.stages < 4:
        return "it needs 4 stages without warp specialization (the copies run S - 2 " \
            "iterations ahead)"
    return None


def a_fragments(em, ov) -> int:
    """How many 32-bit A fragment registers the deferred dot takes per thread."""
    from .mma import wgmma_k

    plan = em.dot_plans[ov.second]
    k = ov.second.operands[0].type.shape[1]
    n = ov.second.operands[1].type.shape[1]
    nrep = plan.acc.num_regs // (n // 2)
    return (k // wgmma_k(plan.ins.ab)) * nrep * 4


def declare(em, ov, carry_tile, later: str, ran: str):
    """Before the C loop: the B address and the A fragment variables; ``later`` is the C
    condition that holds in every iteration but the first, ``ran`` the one that holds after
    the loop when it ran at least once. Both are computed from the loop's bounds and
    induction variable, which ptxas knows to be uniform: a flag set in the loop would not be,
    and a ``wgmma`` on a path ptxas takes for divergent is serialized (remark C7520)."""
    ov.carry, ov.later, ov.ran = carry_tile, later, ran
    ov.bvar = em.fresh("ovb")
    ov.avars = [em.fresh("ova") for _ in range(a_fragments(em, ov))]
    from .pipeline import _loc

    em.line(f"// pipeline: the second dot ({_loc(ov.second)}) runs beside the next "
            f"iteration's code up to its accumulator's first use (codegen/overlap.py)")
    em.line(f"unsigned {ov.bvar} = 0u;")
    for k in range(0, len(ov.avars), 8):
        em.line(f"unsigned {', '.join(f'{a} = 0u' for a in ov.avars[k:k + 8])};")


def after_first_commit(em, ov):
    """In the first dot, after its commit: the place of the deferred group's MMAs (filled
    in when the second dot is emitted), then that group's commit."""
    em.line("// the deferred dot's MMAs, from the second iteration on (codegen/overlap.py)")
    ov.slot = (len(em.lines), em.depth)
    em.line("tl_wgmma_commit();  // the deferred group (empty in the first iteration)")


def wait_first(em):
    """The first dot's wait: everything but the deferred group."""
    em.line("tl_wgmma_wait<1>();  // this dot's group; the deferred one may still run")


def emit_wait(em, ov):
    """Before the first read of the carried accumulator in this body copy: wait for the
    deferred group, then release the stage it read (a producer warpgroup's ring)."""
    ov.pending = False
    _keep_before(em, ov)
    em.line("tl_wgmma_wait<0>();  // the deferred group: the accumulator is read below")
    ws = ov.pipe.ws
    if ws is not None:
        from .warpspec import release_stage

        release_stage(em, ov.pipe, ov.ring, 2, "the stage the deferred group read is free")


#: a store that never runs (its predicate is false: the deferred B address is 0 or a stage's
#: 1024-byte aligned address, never 1) but that ptxas must order before the wait, since the
#: deferred MMAs read shared memory: it keeps ``x``, and the code computing it, above the
#: wait, where the scheduler would otherwise hoist the wait
KEEP = r"""__device__ __forceinline__ void tl_keep_f32(unsigned addr, float x) {
  asm volatile("{\n.reg .pred p;\nsetp.eq.u32 p, %0, 1;\n@p st.shared.f32 [%0], %1;\n}"
               :: "r"(addr), "f"(x) : "memory");
}
"""


def _keep_before(em, ov):
    """Tie the fp32 values the body yields that this copy has computed so far (attention's
    running max and sum, which need every exponential of the softmax) to a point before the
    wait (:data:`KEEP`)."""
    from .mma_dot import _use

    y = ov.body.terminator
    names = []
    for j, v in enumerate(y.operands):
        t = em.vals.get(v)
        if j == ov.index or t is None or ov.seen.get(v) is t or t.elem is not DType.fp32:
            continue
        names += [t.reg(r) for r in sorted(set(t.layout.distinct_regs()))]
    if not names:
        return
    _use(em, "tl_keep_f32", KEEP)
    for n in names:
        em.line(f"tl_keep_f32({ov.bvar}, {n});  // computed before the wait below")


def defer(em, ov, c, a_regs: list, b_base: str, issue_lines):
    """At the second dot: its accumulator input ``c`` (a Tile in the accumulator layout)
    into the carried registers, its A fragments ``a_regs`` and ``b_base`` into the carried
    variables; ``issue_lines(accs, a_names, b_base)`` gives the MMA lines that
    are then placed after the first dot's commit. Returns the carried Tile (the dot's
    result)."""
    from .rules.control import _assign

    if ov.pending:  # nothing read the accumulator before: wait before overwriting it
        emit_wait(em, ov)
    carry = ov.carry
    _assign(em, [carry], [c])
    for v, e in zip(ov.avars, a_regs):
        em.line(f"{v} = {e};")
    em.line(f"{ov.bvar} = {b_base};")
    accs = [carry.reg(r) for r in range(carry.layout.num_regs)]
    ov.issue = issue_lines(accs, ov.avars, ov.bvar)
    if ov.slot is not None:
        at, depth = ov.slot
        pad = "  " * depth
        # a fence of its own: the branch starts a block where ptxas would inject one (C7519)
        block = [f"{pad}if ({ov.later}) {{", f"{pad}  tl_wgmma_fence();"] + \
            [f"{pad}  {ln}" for ln in ov.issue] + [f"{pad}}}"]
        em.lines[at:at] = block
        ov.slot = None
    return carry


def emit_last(em, ov):
    """After the loop: issue the last iteration's deferred group and wait for it."""
    em.line(f"if ({ov.ran}) {{  // the last iteration's deferred dot")
    em.line("  tl_wgmma_fence();")
    for ln in ov.issue:
        em.line(f"  {ln}")
    em.line("}")
    em.line("tl_wgmma_commit();")
    em.line("tl_wgmma_wait<0>();")


__all__ = ["Overlap", "plan", "too_few_stages", "declare", "after_first_commit", "wait_first",
           "emit_wait", "defer", "emit_last", "a_fragments"]
