"""Two programs per block taking turns at the tensor core (``TILEDSL_PINGPONG_TILES``, on by
default): CUTLASS's *ping-pong* kernel schedule for a persistent, warp-specialized kernel of 4
warps.

A persistent kernel's block runs its tiles one after another, so the tensor core idles while
the consumers store a tile (the epilogue). Here the block holds two *programs*, each the
kernel's 4 warps (one warpgroup) running every other tile of the block, and one producer
warpgroup that copies the stages of every tile, in the block's tile order, into one ring.
The programs take turns at the loop: program 1 runs its loop while program 0 stores its tile,
and the other way round.

.. code-block:: text

    block tiles t0 t1 t2 t3 ...   (the block's index + j * the number of blocks)
    producer:   copies the stages of t0, t1, t2, t3, ... in order into the ring
    program 0:  turn; loop(t0); pass | epilogue(t0) | turn; loop(t2); pass | epilogue(t2)
    program 1:  skip t0's stages; turn; loop(t1); pass | epilogue(t1) | turn; ...

Each program keeps its own place in the ring: before its loop it skips the stages of the
other program's tile, as many as the loop's trip count, so the loop's bounds must be the same
for every tile (parameters or constants). The turn (a named barrier per program, passed with
``bar.arrive`` once the loop's last stage is released) keeps the two loops from overlapping:
a program waits on a stage only after the other has waited on all of its own, which keeps
every mbarrier wait within one phase of its barrier (a parity wait cannot tell phases two
apart). A program passes the turn only when the block has a next tile, so every turn barrier
ends balanced. The program index is broadcast from lane 0 (``Dialect.warp_uniform``): ptxas
then sees the tile loop as uniform; computed from the thread index alone, it took the loop for
divergent control flow and waited for each ``wgmma`` before issuing the next.

Each program has its own copy of the shared memory the kernel uses above the ring (a TMA
store's staging tile, layout conversions): program ``g`` addresses it from ``tl_psmem`` (and
its 32-bit address ``tl_psbase``), which lies ``g`` times that region's size above the first
copy. The thread index the kernel's code sees is ``tl_tid``, the thread's index in its
program; its barrier is the named barrier ``1 + g`` over the program's 128 threads.

A kernel qualifies when it is persistent, has 4 warps, and its first warp-specialized loop is
at the top level of the kernel with no shared memory used before it, a positive constant step
and bounds that are parameters or constants, and neither ``TILEDSL_CLUSTER`` nor
``TILEDSL_STREAM_K`` is on (those take the kernel instead). The generated source says at the
top of the loop which schedule it got and why.
"""
from __future__ import annotations

import copy

from tiledsl.ir import Op

from .warpspec import CONSUMER_BARRIER, WARPGROUP

#: programs per block
PROGRAMS = 2
#: the named barrier of program 0's turn at its loop; program g waits on TURN_BARRIER + g
#: (below it, the programs' own barriers: CONSUMER_BARRIER + g)
TURN_BARRIER = CONSUMER_BARRIER + PROGRAMS
#: threads of one program (one warpgroup)
PROGRAM_THREADS = WARPGROUP


def candidate(em) -> bool:
    """Whether kernel ``em`` may get two programs per block, decided before its body is
    emitted (its code then names the thread ``tl_tid``): ``TILEDSL_PINGPONG_TILES`` on, a
    persistent kernel of 4 warps with a warp-specialized loop at its top level."""
    from tiledsl import knobs

    if not (knobs.pingpong_tiles() and em.persistent and em.nthreads == PROGRAM_THREADS):
        return False
    return any(op.op is Op.FOR and op.attrs.get("warp_specialize") for op in em.fn.body.ops)


def program_dialect(d):
    """A copy of dialect ``d`` whose thread index is the thread's index in its program."""
    pd = copy.copy(d)
    pd.tid = "tl_tid"
    return pd


def plan(em, loop, pipe, ws) -> tuple:
    """``(programs, why)`` for the specialized FOR op ``loop`` of candidate kernel ``em``
    (:func:`candidate`): 2 and None, or 1 and why not (None when ``em`` is no candidate)."""
    from .streamk import _bound

    from tiledsl import knobs

    if not getattr(em, "pingpong_candidate", False):
        return 1, None
    if knobs.cluster() or knobs.stream_k():  # asked for: they take the kernel instead
        return 1, f"TILEDSL_{'CLUSTER' if knobs.cluster() else 'STREAM_K'} is on"
    if loop not in em.fn.body.ops:
        return 1, "the loop is not at the top level of the kernel"
    if ws.ring or em.smem_ranges:
        return 1, "the code before the loop uses shared memory"
    step_op = loop.operands[2].owner
    if getattr(step_op, "op", None) is not Op.CONST or not step_op.attrs["value"] > 0:
        return 1, "the loop's step is not a positive constant"
    if None in (_bound(em, v) for v in loop.operands[:3]):
        return 1, ("the loop's bounds are not parameters or constants (each program skips "
                   "the other's stages by the loop's trip count)")
    return PROGRAMS, None


def tile_loop_head(em) -> str:
    """The ``for`` line of a program's tile loop: every other tile of the block's."""
    bx, gx = em.d.block_id[0], em.d.grid_dim[0]
    return (f"for (int tl_tile = (int){bx} + tl_prog * (int){gx}; tl_tile < tl_grid0 * "
            f"tl_grid1 * tl_grid2; tl_tile += {PROGRAMS} * (int){gx}) {{  // persistent: "
            f"this program's tiles, every other one of the block's")


def apply(em):
    """Make the consumers' tile loop (already emitted at ``em.tile_head``) the program's."""
    at, _, depth = em.tile_head
    em.lines[at] = "  " * depth + tile_loop_head(em)


def init_lines(em, ring: int) -> list:
    """Block-level source lines after the mbarriers' set-up: each program's first skip, and
    program 1 passing program 0 its first turn (when the block has a tile)."""
    bx = em.d.block_id[0]
    return [f"  int tl_skip{ring} = tl_prog;  // program 1 first skips the stages of tile 0",
            f"  if (tl_prog == 1 && (int){bx} < tl_grid0 * tl_grid1 * tl_grid2) "
            f"tl_bar_arrive({TURN_BARRIER}, {2 * PROGRAM_THREADS});  // program 0's first turn"]


def emit_turn(em, pipe, ring: int, lb: str, ub: str, step: str):
    """Before a program's loop: skip the stages of the other program's tile in between (the
    loop's trip count), then wait for this program's turn."""
    s = pipe.stages
    em.line(f"if (tl_skip{ring}) {{  // the other program's tile: its stages")
    em.line(f"  const long long tl_n = ({ub}) > ({lb}) ? ((long long)({ub}) - ({lb}) + ({step}) "
            f"- 1) / ({step}) : 0;")
    em.line(f"  const long long tl_t = tl_pr{ring} + tl_n;")
    em.line(f"  tl_ph{ring} ^= (unsigned)((tl_t / {s}) & 1);")
    em.line(f"  tl_pr{ring} = (int)(tl_t % {s});")
    em.line(f"  tl_rel{ring} = (int)((tl_rel{ring} + tl_n) % {s});")
    em.line("}")
    em.line(f"tl_skip{ring} = 1;")
    em.line(f"tl_bar_sync({TURN_BARRIER} + tl_prog, {2 * PROGRAM_THREADS});  // this program's "
            f"turn at its loop")


def emit_pass(em):
    """After a program's loop (its stages released): pass the turn to the other program when
    the block has a next tile (the other's)."""
    gx = em.d.grid_dim[0]
    em.line(f"if (tl_tile + (int){gx} < tl_grid0 * tl_grid1 * tl_grid2) "
            f"tl_bar_arrive({TURN_BARRIER} + (tl_prog ^ 1), {2 * PROGRAM_THREADS});  "
            f"// the other program's turn")


def preamble(em, ring_end: int, region: int) -> list:
    """The kernel's first lines for two programs: the thread's program and index in it, and
    the program's copy of the shared memory above the ring (``region`` bytes each, from
    ``ring_end``)."""
    tid = em.block_tid
    # uniform over the warp for ptxas: the tile loop bounded by it is then not divergent,
    # which would make ptxas wait for each wgmma before the next (serialized)
    prog = em.d.warp_uniform(f"{tid} / {PROGRAM_THREADS}")
    out = [f"  const int tl_prog = {prog};  // this thread's program (2: the producer)",
           f"  const int tl_tid = {tid} % {PROGRAM_THREADS};  // its index in the program"]
    if region:
        out.append(f"  unsigned char* const tl_psmem = tl_smem + (tl_prog & 1) * {region};  "
                   f"// this program's shared memory above the ring: {ring_end}.."
                   f"{ring_end + region}, then its copy")
        if em.uses_psbase:  # wgmma descriptors of this copy's tiles
            out.append("  const unsigned tl_psbase = tl_smem_addr(tl_psmem);")
    return out


def single_preamble(em) -> list:
    """The kernel's first lines when a candidate kernel got one program per block."""
    return [f"  const int tl_tid = {em.block_tid};", "  const int tl_prog = 0;"]


__all__ = ["candidate", "program_dialect", "plan", "tile_loop_head", "apply", "init_lines",
           "emit_turn", "emit_pass", "preamble", "single_preamble", "PROGRAMS", "TURN_BARRIER",
           "PROGRAM_THREADS"]
