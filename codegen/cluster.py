"""Thread-block clusters of two for a persistent warp-specialized loop on sm_90a: the two
blocks of a cluster run the programs ``(2q, n)`` and ``(2q + 1, n)`` of the grid together,
and a load both of them make (its box does not move with ``program_id(0)``, such as a
matmul's B tile) is copied once from global memory for the pair: each block's producer
copies half of its boxes, multicast into both blocks' shared memory
(``cp.async.bulk.tensor ... .multicast::cluster``). That halves the L2 reads of the shared
operand (a 128 x 256 matmul tile reads 32 KB per k-step instead of 48 KB).

.. code-block:: text

    all threads:   mbarriers initialised (empty[s] now counts the consumer warps of both
                   blocks); a cluster-wide barrier, so that no copy or arrival reaches the
                   other block's mbarriers before they exist
    tile loop:     the pair walks the tiles of a grid of ceil(G0 / 2) x G1 x G2 pairs
                   (grouped as before, 4 pairs = 8 rows per group); program_id(0) is
                   2 q + the block's rank in the cluster
    producer:      wait empty[s] (both blocks' consumers are done with stage s); arm full[s]
                   with the whole stage's bytes; copy the block's own loads, and the boxes
                   of the shared loads whose index has this block's parity, multicast
    consumers:     release a stage by arriving on empty[s] of both blocks
    past the grid: when G0 is odd the last pair's second program does not exist; that
                   block's producer copies only its half of the shared loads (the other
                   block needs it) and expects only their bytes, and its consumers wait for
                   each stage and release it, running nothing of the kernel
    out of range:  a shared box that starts outside the tensor is copied by each block for
                   itself, not multicast
    the end:       a cluster-wide barrier, so that no block exits while the other may still
                   arrive on its mbarriers

Chosen (``TILEDSL_CLUSTER=1``; off by default) for a persistent kernel whose warp-specialized
loop has a shared load, when the loop's bounds do not depend on ``program_id(0)`` (both blocks
must run the same iterations in the same order: a causal attention's loop does not qualify);
the generated source says why where it is not. ``__cluster_dims__(2, 1, 1)`` makes the
launch's grid a whole number of pairs (``codegen.runtime.persistent_grid``).
"""
from __future__ import annotations

from dataclasses import dataclass

from tiledsl.ir import Op

#: blocks per cluster (the generated code's pairing, ``2 q + rank`` and ``>> 1``, assumes 2)
SIZE = 2
#: rows of axis 0 pairs per group of the grouped order (raster.GROUP rows of tiles)
PAIR_GROUP = 4


@dataclass
class ClusterPlan:
    """The cluster of one persistent kernel: the pipelined loads both of its blocks read
    (their boxes are split between the two producers and multicast)."""

    shared: list

    def is_shared(self, pl) -> bool:
        """Whether pipelined load ``pl`` is copied once for the pair."""
        return any(pl is s for s in self.shared)


def _moves_with_pid0(v, memo: dict, iv) -> bool:
    """Whether scalar value ``v`` may differ between the two programs of a pair: it is
    computed from ``program_id(0)``, or from a block argument other than the loop's
    induction variable ``iv`` (a carried value, conservatively). ``memo`` holds the answers
    so far, the kernel's parameters (False) among them."""
    if v in memo:
        return memo[v]
    memo[v] = True  # a cycle counts as moving (cannot happen in SSA, but stay safe)
    owner = v.owner
    if not hasattr(owner, "op"):  # a parameter, or a block argument
        from tiledsl.ir import Block

        out = isinstance(owner, Block) and v is not iv
    elif owner.op is Op.PROGRAM_ID:
        out = owner.attrs["axis"] == 0
    else:
        out = any(_moves_with_pid0(o, memo, iv) for o in owner.operands) or bool(owner.regions)
    memo[v] = out
    return out


def plan(em, loop, pipe, ws):
    """(:class:`ClusterPlan`, None) for the specialized FOR op ``loop`` with TMA pipeline
    ``pipe`` and :class:`codegen.warpspec.WarpSpec` ``ws``, or (None, why not)."""
    from tiledsl import knobs

    if not knobs.cluster():
        return None, "TILEDSL_CLUSTER is off"
    if not em.persistent:
        return None, "the kernel is not persistent"
    iv = loop.regions[0].args[0]
    memo: dict = {p.value: False for p in em.fn.params}
    if any(_moves_with_pid0(v, memo, iv) for v in loop.operands[:3]):
        return None, "the loop's bounds depend on program_id(0)"
    shared = []
    for pl in pipe.loads:
        box = pl.box
        vals = [o for o in box.origins if o is not None] + ([box.batch[0]] if box.batch else [])
        if not any(_moves_with_pid0(v, memo, iv) for v in vals):
            shared.append(pl)
    if not shared:
        return None, "every pipelined load moves with program_id(0): nothing to share"
    return ClusterPlan(shared), None


def _ref(em, ref) -> str:
    """The C expression of launch-time integer ``ref`` (codegen.tma.Ref)."""
    if ref.param is None:
        return str(int(ref.const))
    return em.get(em.fn.params[ref.param].value).scalar


def box_inside(em, box, inner: str, outer: str) -> str:
    """A C condition: the TMA box of ``box`` (codegen.tma.Box) whose first element along the
    tile's contiguous dimension is ``inner`` and along the other ``outer`` (C expressions)
    starts inside the tensor's extents. A box that does not is copied by each block for
    itself, since it reads zeros only."""
    ei, eo = _ref(em, box.extents[box.inner]), _ref(em, box.extents[1 - box.inner])
    return f"({inner}) < ({ei}) && ({outer}) < ({eo})"


def tile_loop_head(em) -> tuple:
    """The persistent tile loop of a cluster's block: (the ``for`` line, statements declaring
    ``tl_pid0..2``), as :func:`codegen.raster.tile_loop_head` for a grid of pairs."""
    from .raster import pid_lines

    bx, gx = em.d.block_id[0], em.d.grid_dim[0]
    pairs = "((tl_grid0 + 1) >> 1)"
    head = (f"for (int tl_tile = (int)({bx} >> 1); tl_tile < {pairs} * tl_grid1 * tl_grid2; "
            f"tl_tile += (int)({gx} >> 1)) {{  // persistent: this cluster's tiles")
    body = [f"const int tl_pid2 = tl_tile / ({pairs} * tl_grid1);"]
    body += pid_lines(f"tl_tile % ({pairs} * tl_grid1)", pairs, "tl_grid1", em.grouped_order,
                      group=PAIR_GROUP, pid0="tl_q0")
    body.append("const int tl_pid0 = 2 * tl_q0 + (int)tl_crank;  // this block's program of "
                "the pair")
    return head, body


def emit_past_grid(em, pipe, ws, ring: int, depth: int) -> list:
    """Source lines at the top of a consumer tile: where this block's program lies past the
    grid (axis 0 odd), wait for each of the loop's stages and release it, then go on to the
    next tile. The loop's bounds come from the producer's scalar ops, re-emitted here."""
    from .rules import OP_RULES

    start, saved_depth, saved = len(em.lines), em.depth, em.vals
    em.depth = depth
    em.vals = {p.value: saved[p.value] for p in em.fn.params}
    em.line("if (tl_pid0 >= tl_grid0) {  // past the grid: only pass this block's copies on")
    em.depth += 1
    for op in ws.slice_ops:
        em.set_loc(op)
        OP_RULES[op.op](em, op)
    em.comment = ""
    lb, ub, step = (em.get(v).scalar for v in pipe.loop.operands[:3])
    s = pipe.stages
    full, empty = f"tl_bar{ring}", f"tl_bar{ring} + {8 * s}"
    em.line(f"for (long long tl_di = {lb}; tl_di < {ub}; tl_di += {step}) {{")
    em.line(f"  tl_mbar_wait({full} + 8 * tl_pr{ring}, tl_ph{ring});")
    em.line(f"  if (tl_pr{ring} + 1 == {s}) tl_ph{ring} ^= 1u;")
    em.line(f"  tl_pr{ring} = tl_pr{ring} + 1 == {s} ? 0 : tl_pr{ring} + 1;")
    em.line(f"  if (tl_lane == 0) tl_mbar_arrive_pair({empty} + 8 * tl_rel{ring});")
    em.line(f"  tl_rel{ring} = tl_rel{ring} + 1 == {s} ? 0 : tl_rel{ring} + 1;")
    em.line("}")
    em.line("continue;")
    em.depth -= 1
    em.line("}")
    lines = em.lines[start:]
    del em.lines[start:]
    em.vals, em.depth = saved, saved_depth
    return lines


def apply(em, pipe, ws, ring: int):
    """Make the consumers' tile loop (already emitted at ``em.tile_head``) the cluster's,
    with the past-the-grid case after its program ids."""
    at, n, depth = em.tile_head
    head, ids = tile_loop_head(em)
    em.lines[at:at + n] = ["  " * depth + head] + ["  " * (depth + 1) + ln for ln in ids] + \
        emit_past_grid(em, pipe, ws, ring, depth + 1)
    em.preamble.append("  const unsigned tl_crank = tl_cluster_rank();  // 0 or 1")


HELPERS = r"""// clusters of two blocks: rank, cluster-wide barrier, arrivals on both blocks' mbarriers,
// multicast TMA copies
__device__ __forceinline__ unsigned tl_cluster_rank() {
  unsigned r; asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(r)); return r;
}
__device__ __forceinline__ void tl_cluster_sync() {
  asm volatile("barrier.cluster.arrive.release;\nbarrier.cluster.wait.acquire;" ::: "memory");
}
// (the default .release.cta: a .cluster-scope release costs a MEMBAR.ALL.GPU per arrival,
// and the stage's reads, by wgmma, were waited for before it)
__device__ __forceinline__ void tl_mbar_arrive_pair(unsigned bar) {
  asm volatile("{\n.reg .b32 r;\n"
               "mbarrier.arrive.shared::cta.b64 _, [%0];\n"
               "mapa.shared::cluster.u32 r, %0, %1;\n"
               "mbarrier.arrive.shared::cluster.b64 _, [r];\n}"
               :: "r"(bar), "r"(tl_cluster_rank() ^ 1u) : "memory");
}
__device__ __forceinline__ void tl_tma_load_2d_mc(unsigned dst, const tl_tmap_t* map, int c0,
                                                  int c1, unsigned bar, unsigned short mask) {
  asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes"
               ".multicast::cluster [%0], [%1, {%2, %3}], [%4], %5;"
               :: "r"(dst), "l"(map), "r"(c0), "r"(c1), "r"(bar), "h"(mask) : "memory");
}
__device__ __forceinline__ void tl_tma_load_3d_mc(unsigned dst, const tl_tmap_t* map, int c0,
                                                  int c1, int c2, unsigned bar,
                                                  unsigned short mask) {
  asm volatile("cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes"
               ".multicast::cluster [%0], [%1, {%2, %3, %4}], [%5], %6;"
               :: "r"(dst), "l"(map), "r"(c0), "r"(c1), "r"(c2), "r"(bar), "h"(mask)
               : "memory");
}
"""

__all__ = ["ClusterPlan", "plan", "apply", "tile_loop_head", "emit_past_grid", "SIZE",
           "HELPERS"]
