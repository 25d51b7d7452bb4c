"""Warp specialization of a TMA-pipelined loop (``range(..., warp_specialize=True)``, Triton's
spelling): one extra warpgroup, the *producer*, issues the loop's TMA copies, and the kernel's
``num_warps`` warps, the *consumers*, run everything else. The two sides hand the ring's
stages to each other through two mbarriers per stage:

.. code-block:: text

    all threads:   mbarriers initialised (full[s]: 1 arrival + the bytes; empty[s]: one
                   arrival per consumer warp); one block-wide barrier
    producer:      setmaxnreg.dec; one thread computes the copies' scalar inputs (program_id,
                   parameters and scalar arithmetic before the loop) and runs the loop:
                       wait empty[s] (not in the first round); arm full[s]; TMA into stage s
                   then the producer warpgroup exits
    consumers:     setmaxnreg.inc; the kernel as written, each iteration waiting on full[s]
                   and releasing the stage it read ``lag`` iterations ago (2 while a wgmma
                   stays in flight into the next iteration, else 1) by arriving on empty[s];
                   their barriers are the named barrier 1 over the consumer threads only

The producer runs up to ``S`` stages ahead of the consumers (without specialization the
copies are issued ``S - 2`` ahead by thread 0, behind a block-wide barrier each iteration).
``setmaxnreg`` moves registers from the producer to the consumers; it needs
``__launch_bounds__(threads, 1)``, so a specialized kernel asks for one block per SM.

With two or more consumer warpgroups and two or more tensor-core dots in the loop (attention's
S = Q K^T and O += P V), the warpgroups take turns at the tensor core, FlashAttention-3's
*ping-pong* schedule (Shah et al., 2024, section 3.1): each ``wgmma`` group of a warpgroup
waits for its turn on a named barrier of its own and, once issued, passes the turn to the next
warpgroup, so that one warpgroup's softmax runs while the other's MMAs do:

.. code-block:: text

    before the loop:  the last warpgroup passes the first turn to warpgroup 0
    each dot:         bar.sync turn[g]; wgmma ...; commit; bar.arrive turn[g + 1 mod G]; wait
    after the loop:   warpgroup 0 takes the last turn passed to it (every barrier balanced)

Every warpgroup runs the same dots in the same order (control flow is uniform over the
block), so the turns are balanced and cannot deadlock. ``TILEDSL_PINGPONG=0`` turns it off.

A persistent kernel of 4 warps may instead hold two programs per block, each on every other
tile, taking turns at their loops (codegen/pingpong.py); ``WarpSpec.programs`` is then 2, the
consumers are both programs' threads, and each stage is released by one program's warps.

A loop is specialized when all of its pipelined loads are TMA boxes, it is at the top level
of the kernel, it is the kernel's first such loop, and the copies' inputs from outside the
loop are scalars computed without side effects; otherwise the loop keeps its ordinary
pipeline and the generated source says why at the top of the loop.
"""
from __future__ import annotations

from dataclasses import dataclass

#: registers per thread the producer warpgroup keeps (``setmaxnreg.dec``): it only computes
#: scalar TMA coordinates
PRODUCER_REGS = 40
#: threads of the producer warpgroup
PRODUCER_THREADS = 128
#: the named barrier (``bar.sync``) of the consumer threads; 0 is the block-wide one
CONSUMER_BARRIER = 1
#: the named barrier of consumer warpgroup 0's tensor-core turn (ping-pong); warpgroup g uses
#: TURN_BARRIER + g
TURN_BARRIER = 2
#: threads of one warpgroup
WARPGROUP = 128
#: registers of one SM, and the largest per-thread count ``setmaxnreg`` takes
_REGISTER_FILE, _MAX_REGS = 65536, 256


@dataclass
class WarpSpec:
    """The specialization of one loop: the consumer threads, the producer's scalar ops
    (ops before the loop, in program order), the registers each side asks for, and the
    iterations between a stage's read and its release."""

    consumers: int
    slice_ops: list
    consumer_regs: int
    lag: int
    ring: int  # the ring's offset in shared memory: above what the code before the loop uses
    programs: int = 1  # programs per block, each ``consumers / programs`` threads (pingpong)
    #: the stages are released where codegen.overlap waits for the deferred dot, not at the
    #: top of each iteration
    late_release: bool = False

    @property
    def threads(self) -> int:
        """Threads per block: the consumers and the producer warpgroup."""
        return self.consumers + PRODUCER_THREADS

    def set_programs(self, programs: int):
        """Make the consumers ``programs`` programs of the present consumer threads each
        (codegen.pingpong), with the registers the producer leaves them."""
        self.programs, self.consumers = programs, self.consumers * programs
        self.consumer_regs = consumer_regs(self.consumers)


def consumer_regs(consumers: int) -> int:
    """Registers per consumer thread after ``setmaxnreg.inc``: what the producer gives up,
    shared out in multiples of 8 (ptxas allocates each thread of a ``setmaxnreg`` kernel
    the launch bound's share of the register file, rounded down to 8; measured with nvcc
    13.0: 168 at 384 threads, 255 at 256, 96 at 640)."""
    threads = consumers + PRODUCER_THREADS
    start = min(_MAX_REGS, _REGISTER_FILE // threads // 8 * 8)
    spare = threads * start - PRODUCER_THREADS * PRODUCER_REGS
    return max(start, min(_MAX_REGS, spare // consumers // 8 * 8))


def plan(em, loop, pipe, lag: int):
    """(:class:`WarpSpec`, None) for FOR op ``loop`` with TMA pipeline ``pipe``, or (None,
    why not)."""
    if not getattr(em, "tma", False):
        return None, "it needs TMA copies: sm_90a, with TILEDSL_TMA on and no check=\"bounds\""
    if not pipe.tma or not pipe.loads:
        return None, "its loads are not all TMA boxes"
    if getattr(em, "warp_spec", None) is not None:
        return None, "an earlier loop of the kernel is specialized"
    body = em.fn.body
    if loop not in body.ops:
        return None, "it is not at the top level of the kernel"
    if em.nthreads + PRODUCER_THREADS > em.d.max_threads:
        return None, f"the producer warpgroup would make more than {em.d.max_threads} threads"
    ring = (max(em.smem_floor, em.smem_bytes) + 1023) // 1024 * 1024
    need_bytes = pipe.ring_bytes + 8 * pipe.stages  # and the empty mbarriers
    if ring + need_bytes > em.d.max_shared:
        return None, (f"its {pipe.stages} stages ({need_bytes} bytes) do not fit above the "
                      f"{ring} bytes of shared memory the code before the loop uses")
    from .pipeline import _IMPURE, _inputs_of

    inner = loop.regions[0]
    iv = inner.args[0]
    origins = [o for pl in pipe.loads for o in pl.box.origins if o is not None]
    origins += [pl.box.batch[0] for pl in pipe.loads if pl.box.batch]
    need = _inputs_of(pipe.slice_ops, origins)
    origin_ops = [op for op in pipe.slice_ops if any(r in need for r in op.results)]
    inside = {r for op in origin_ops for r in op.results}
    outer = [o for op in origin_ops for o in op.operands if o not in inside and o is not iv]
    outer += [o for o in origins if o not in inside and o is not iv]
    outer += list(loop.operands[:3])
    params = {p.value for p in em.fn.params}
    defs = {}
    for op in body.ops:
        if op is loop:
            break
        for r in op.results:
            defs[r] = op
    chosen, stack = set(), list(outer)
    while stack:
        v = stack.pop()
        if v in params:
            continue
        op = defs.get(v)
        if op is None:
            return None, "a copy's coordinate comes from inside another statement"
        if op in chosen:
            continue
        if op.op in _IMPURE or op.regions or any(r.type.shape for r in op.results) or \
                any(o.type.shape for o in op.operands):
            return None, (f"a copy's coordinate is computed from a tile or by an op with "
                          f"effects ({op.op.value}); only scalars feed the producer")
        chosen.add(op)
        stack.extend(op.operands)
    ops = [op for op in body.ops if op in chosen]
    return WarpSpec(em.nthreads, ops, consumer_regs(em.nthreads), lag, ring), None


def pingpong_groups(em, loop, ws: WarpSpec) -> int:
    """How many consumer warpgroups take turns at the tensor core in specialized FOR op
    ``loop`` (module docstring), or 0: it needs two or more consumer warpgroups, two or more
    dots on ``wgmma`` in the loop's body (with one dot the warpgroups' MMAs only queue behind
    each other) and ``TILEDSL_PINGPONG`` on."""
    from tiledsl import knobs
    from tiledsl.ir import walk_block

    groups = ws.consumers // WARPGROUP
    if groups < 2 or not knobs.pingpong():
        return 0
    dots = [op for op in walk_block(loop.regions[0]) if getattr(em.dot_plans.get(op), "wgmma", False)]
    return groups if len(dots) >= 2 else 0


def emit_turns_start(em, groups: int):
    """Before the loop: the name of this thread's warpgroup, and the first turn passed to
    warpgroup 0 by the last one."""
    em.line(f"const unsigned tl_wg = {em.d.tid} / {WARPGROUP};  // this consumer warpgroup: "
            f"{groups} take turns at the tensor core (ping-pong)")
    em.line(f"if (tl_wg == {groups - 1}) tl_bar_arrive({TURN_BARRIER}, {2 * WARPGROUP});")
    em.pingpong = groups


def emit_turn_wait(em):
    """Before a dot's first ``wgmma``: wait for this warpgroup's turn."""
    em.line(f"tl_bar_sync({TURN_BARRIER} + tl_wg, {2 * WARPGROUP});  // this warpgroup's turn")


def emit_turn_pass(em):
    """After a dot's ``wgmma`` group is committed: pass the turn to the next warpgroup."""
    nxt = "tl_wg ^ 1u" if em.pingpong == 2 else f"(tl_wg + 1) % {em.pingpong}"
    em.line(f"tl_bar_arrive({TURN_BARRIER} + ({nxt}), {2 * WARPGROUP});  // the next one's turn")


def emit_turns_end(em):
    """After the loop: warpgroup 0 takes the turn the last warpgroup passed it last, so that
    each turn barrier ends balanced (a persistent kernel starts its next tile afresh)."""
    em.line(f"if (tl_wg == 0) tl_bar_sync({TURN_BARRIER}, {2 * WARPGROUP});  "
            f"// the last turn passed")
    em.pingpong = 0


def emit_producer(em, pipe, ws: WarpSpec, base: str) -> list:
    """The producer's branch as source lines (not appended to the kernel): its scalar ops,
    re-emitted from the parameters alone, and its copy loop."""
    from .pipeline import _issue_tma
    from .rules import OP_RULES

    start, depth, saved, ring = len(em.lines), em.depth, em.vals, ws.ring
    em.depth = 1
    em.vals = {p.value: saved[p.value] for p in em.fn.params}
    tid = em.block_tid
    s = pipe.stages
    full, empty = f"tl_bar{ring}", f"tl_bar{ring} + {8 * s}"
    em.line(f"if ({tid} >= {ws.consumers}) {{  // the producer warpgroup: TMA copies only")
    em.depth += 1
    em.line(f"tl_setmaxnreg_dec<{PRODUCER_REGS}>();")
    em.line(f"if ({tid} == {ws.consumers}) {{")
    em.depth += 1
    n = em.fresh("wn")
    em.line(f"int tl_ws = 0, {n} = 0;  // the stage written, copies issued")
    em.line("unsigned tl_wph = 0;  // the round of the stages being written, mod 2")
    if em.persistent:  # the same tiles as the consumers, in the same order
        from .raster import tile_loop_head

        head, ids = tile_loop_head(em)
        em.line(head)
        em.depth += 1
        for ln in ids:
            em.line(ln)
    for op in ws.slice_ops:
        em.set_loc(op)
        OP_RULES[op.op](em, op)
    em.comment = ""
    plb, pub, pstep = (em.get(v).scalar for v in pipe.loop.operands[:3])
    if em.stream_k is not None:  # this unit's iterations of the loop
        from .streamk import loop_bounds

        plb, pub = loop_bounds(em, plb, pub, pstep)
    from .rules.control import wide_counter

    # the consumers' loop's counter type: 64 bits where a 32-bit one could wrap on its last step
    iv_t = "long long" if wide_counter(pipe.loop) else \
        em.ctype(pipe.loop.regions[0].args[0].type.elem)
    piv = em.fresh("wiv")
    em.line(f"for ({iv_t} {piv} = {plb}; {piv} < {pub}; {piv} += {pstep}, ++{n}) {{")
    em.depth += 1
    em.line(f"if ({n} >= {s}) tl_mbar_wait({empty} + 8 * tl_ws, tl_wph ^ 1u);  "
            f"// the consumers are done with it")
    _issue_tma(em, pipe, piv, "true", f"({base} + {ring} + tl_ws * {pipe.stage_bytes})",
               f"{full} + 8 * tl_ws", one_thread=False)
    em.line(f"if (++tl_ws == {s}) {{ tl_ws = 0; tl_wph ^= 1u; }}")
    em.depth -= 1
    em.line("}")
    if em.persistent:
        em.depth -= 1
        em.line("}")
    em.depth -= 1
    em.line("}")
    if em.cluster is not None:
        em.line("tl_cluster_sync();  // the other block's consumers may still arrive here")
    em.line("return;")
    em.depth -= 1
    em.line("}")
    em.line(f"tl_setmaxnreg_inc<{ws.consumer_regs}>();  // the consumers: the kernel itself")
    lines = em.lines[start:]
    del em.lines[start:]
    em.vals, em.depth = saved, depth
    return lines


def emit_init(em, pipe, ws: WarpSpec, base: str) -> list:
    """Source lines at the kernel's start: the ring's full and empty mbarriers, initialised
    by thread 0 before the block splits."""
    s, ring = pipe.stages, ws.ring
    bar = f"tl_bar{ring}"
    tid = em.block_tid
    out = [f"  const unsigned {bar} = {base} + {ring + s * pipe.stage_bytes};  "
           f"// full[{s}], then empty[{s}]",
           f"  if ({tid} == 0) {{"]
    out += [f"    tl_mbar_init({bar} + {8 * i}, 1);" for i in range(s)]
    # empty[s]: the consumer warps of each block of the cluster (of the program reading it)
    out += [f"    tl_mbar_init({bar} + {8 * (s + i)}, "
            f"{em.cluster_size * ws.consumers // ws.programs // em.warp_size});"
            for i in range(s)]
    out += ["    tl_mbar_fence_init();", "  }"]
    out.append("  tl_cluster_sync();  // both blocks' mbarriers exist before either copies"
               if em.cluster is not None else f"  {em.d.barrier}")
    # the consumers' place in the ring, kept across a persistent kernel's tiles as the
    # producer's is
    out += [f"  int tl_pr{ring} = 0, tl_rel{ring} = 0;  // stage read, stage to release",
            f"  unsigned tl_ph{ring} = 0;  // the mbarrier phase of the stages being read"]
    if ws.programs > 1:
        from . import pingpong

        out += pingpong.init_lines(em, ring)
    return out


def split(em, pipe, ws: WarpSpec, base: str):
    """Put the barrier set-up and the producer's branch at the start of the kernel body
    (``em.body_start``, before a persistent kernel's tile loop), and make the consumers'
    barriers, those already emitted included, the named barrier of the consumer threads."""
    from . import cluster, streamk
    from .mma_dot import _use

    if ws.programs > 1:
        from . import pingpong

        pipe.notes.append(f"two programs per block take turns at the tensor core, each on "
                          f"every other tile (ping-pong, codegen/pingpong.py); no cluster and "
                          f"no stream-K")
        pingpong.apply(em)
    elif em.persistent:
        em.cluster, why = cluster.plan(em, pipe.loop, pipe, ws)
        if em.cluster is None:
            pipe.notes.append(f"no cluster of two blocks: {why}")
        else:
            _use(em, "tl_tma")  # the cluster's copies use its tensor-map type
            _use(em, "tl_cluster", cluster.HELPERS)
            n = len(em.cluster.shared)
            pipe.notes.append(f"a cluster of two blocks: {n} load(s) copied once for both, "
                              f"half of the boxes by each block's producer, multicast")
        em.stream_k, why = streamk.plan(em, pipe.loop)
        if em.stream_k is None:
            pipe.notes.append(f"no stream-K: {why}")
        else:
            _use(em, "tl_streamk", streamk.HELPERS)
            pipe.notes.append("stream-K: the last wave of tiles, when partial, is split along "
                              "K over every block (codegen/streamk.py)")
    producer = emit_producer(em, pipe, ws, base)
    named = f"tl_bar_sync({CONSUMER_BARRIER}, {ws.consumers});" if ws.programs == 1 else \
        f"tl_bar_sync({CONSUMER_BARRIER} + tl_prog, {ws.consumers // ws.programs});"
    d = em.d.barrier
    for i in range(em.body_start, len(em.lines)):
        ln = em.lines[i]
        if ln.lstrip().startswith(d):
            em.lines[i] = ln.replace(d, named, 1)
    if em.cluster is not None:
        cluster.apply(em, pipe, ws, ws.ring)
    if em.stream_k is not None:
        streamk.apply(em, em.stream_k)
    em.lines[em.body_start:em.body_start] = emit_init(em, pipe, ws, base) + producer
    em.warp_spec = ws
    em.barrier_override = named


def emit_head(em, pipe, ring: int):
    """At the top of a consumer iteration: release the stage read ``lag`` iterations ago (one
    arrival per warp on its empty mbarrier; its MMAs were waited for in the last iteration),
    then wait for this iteration's stage. Releasing first lets the producer refill it while
    this iteration's copies land."""
    ws = pipe.ws
    if not ws.late_release:
        release_stage(em, pipe, ring, ws.lag,
                      f"the stage read {ws.lag} iteration(s) ago is free")
    em.line(f"++tl_rn{ring};")
    em.line(f"tl_mbar_wait(tl_bar{ring} + 8 * tl_pr{ring}, tl_ph{ring});  // this stage landed")


def release_stage(em, pipe, ring: int, begun: int, why: str):
    """Release the oldest stage still held (one arrival per warp on its empty mbarrier) once
    ``begun`` iterations have begun (``tl_rn``)."""
    em.line(f"if (tl_rn{ring} >= {begun}) {{  // {why}")
    _release_oldest(em, pipe.stages, ring)
    em.line("}")


def _release_oldest(em, s: int, ring: int):
    """The arrival on the oldest held stage's empty mbarrier, and the next one to release."""
    em.line(f"  if (tl_lane == 0) {_arrive(em)}(tl_bar{ring} + {8 * s} + 8 * tl_rel{ring});")
    em.line(f"  tl_rel{ring} = tl_rel{ring} + 1 == {s} ? 0 : tl_rel{ring} + 1;")


def _arrive(em) -> str:
    """The helper releasing a stage: an arrival on this block's empty mbarrier, or in a
    cluster (codegen.cluster) on both blocks'."""
    return "tl_mbar_arrive_pair" if em.cluster is not None else "tl_mbar_arrive"


def emit_release_rest(em, pipe, ring: int):
    """After the loop (its last MMAs waited for): release the stages the last ``lag``
    iterations read, so that the producer may refill them for the next tile."""
    s, lag = pipe.stages, pipe.ws.lag
    em.line(f"for (int tl_j = 0; tl_j < {lag} && tl_j < tl_rn{ring}; ++tl_j) {{  "
            f"// the stages still held")
    _release_oldest(em, s, ring)
    em.line("}")


HELPERS = r"""// warp specialization: empty-stage arrivals, the consumers' named barrier, setmaxnreg
__device__ __forceinline__ void tl_mbar_arrive(unsigned bar) {
  asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0];" :: "r"(bar) : "memory");
}
__device__ __forceinline__ void tl_bar_sync(unsigned id, unsigned threads) {
  asm volatile("bar.sync %0, %1;" :: "r"(id), "r"(threads) : "memory");
}
__device__ __forceinline__ void tl_bar_arrive(unsigned id, unsigned threads) {
  asm volatile("bar.arrive %0, %1;" :: "r"(id), "r"(threads) : "memory");
}
template <int N> __device__ __forceinline__ void tl_setmaxnreg_inc() {
  asm volatile("setmaxnreg.inc.sync.aligned.u32 %0;" :: "n"(N));
}
template <int N> __device__ __forceinline__ void tl_setmaxnreg_dec() {
  asm volatile("setmaxnreg.dec.sync.aligned.u32 %0;" :: "n"(N));
}
"""

__all__ = ["WarpSpec", "plan", "split", "emit_head", "emit_release_rest", "consumer_regs",
           "release_stage", "pingpong_groups", "emit_turns_start", "emit_turn_wait",
           "emit_turn_pass", "emit_turns_end", "PRODUCER_REGS", "PRODUCER_THREADS",
           "CONSUMER_BARRIER", "TURN_BARRIER", "WARPGROUP", "HELPERS"]
