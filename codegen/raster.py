"""The order a 2-D grid's programs run in: for kernels whose dots run on sm_90a's ``wgmma``
(tile-by-tile matmuls), consecutive blocks take the programs of a group of ``GROUP`` rows
along axis 0, column by column, instead of one row of axis 0 after another, so that the
blocks running at once share their operand tiles in L2 (the grouped ordering of Triton's
matmul tutorial, "L2 Cache Optimizations", made a code-generation choice).

A program computes what its ``program_id`` says whichever block runs it, and programs may
run in any order (as in Triton), so the kernel's results do not change.
``TILEDSL_GROUPED_ORDER=0`` keeps the hardware's order.
"""
from __future__ import annotations

from tiledsl.ir import Op

#: rows of axis 0 per group (Triton's tutorial uses GROUP_SIZE_M = 8)
GROUP = 8


def applies(em) -> bool:
    """Whether ``em``'s kernel gets the grouped order: the knob on, a dot on ``wgmma``, and
    ``program_id`` read along axes 0 and 1 only, each starting the offsets of a tile."""
    from tiledsl import knobs

    if not getattr(em, "tma", False) or not knobs.grouped_order():
        return False
    if not any(p.wgmma for p in em.dot_plans.values()):
        return False
    pids = [op for op in em.fn.walk() if op.op is Op.PROGRAM_ID]
    if {op.attrs["axis"] for op in pids} != {0, 1}:
        return False
    users: dict = {}
    for op in em.fn.walk():
        for o in op.operands:
            users.setdefault(o, []).append(op)
    return all(_indexes_a_tile(users, op.result) for op in pids)


def _indexes_a_tile(users: dict, pid) -> bool:
    """Whether ``pid`` starts the offsets of a tile, ``pid * BLOCK + arange(0, BLOCK)``: a
    product of it broadcast to a rank-1 tile and added to an ``arange`` (so that grouping
    programs along it groups output tiles; attention's ``program_id(1) * head_stride`` is
    not); ``users``: each value's using ops."""
    for mul in users.get(pid, []):
        if mul.op is not Op.MUL:
            continue
        for b in users.get(mul.result, []):
            if b.op is not Op.BROADCAST or len(b.result.type.shape) != 1:
                continue
            for add in users.get(b.result, []):
                other = [o for o in add.operands if o is not b.result]
                if add.op is Op.ADD and other and \
                        getattr(other[0].owner, "op", None) is Op.ARANGE:
                    return True
    return False


def pid_lines(linear: str, gx: str, gy: str, grouped: bool, group: int = GROUP,
              pid0: str = "tl_pid0") -> list:
    """Statements declaring ``pid0`` (default ``tl_pid0``) and ``tl_pid1`` for the program of
    linear index ``linear`` (C int expressions; ``gx``, ``gy``: the grid's extents along axes
    0 and 1): grouped (``group`` rows of axis 0 per group, column by column) or axis 0
    fastest."""
    if not grouped:
        return [f"const int {pid0} = ({linear}) % ({gx});",
                f"const int tl_pid1 = ({linear}) / ({gx});"]
    return [f"const int tl_lin = {linear};  // grouped program order",
            f"const int tl_gsz = {group} * ({gy});  // programs per group",
            f"const int tl_g0 = tl_lin / tl_gsz * {group};  // the group's first row",
            f"const int tl_grows = min(({gx}) - tl_g0, {group});",
            f"const int {pid0} = tl_g0 + tl_lin % tl_gsz % tl_grows;",
            "const int tl_pid1 = tl_lin % tl_gsz / tl_grows;"]


def program_ids(em) -> tuple:
    """The C names of the program ids along axes 0, 1 and 2 where they are not the block
    index: the grouped ids, declared in the preamble (once) from the block index and the
    grid's extents, or in a persistent kernel the ids of the tile being run."""
    if em.persistent:
        return ("tl_pid0", "tl_pid1", "tl_pid2")
    if em.grouped_pids is None:
        bx, by = em.d.block_id[:2]
        gx, gy = em.d.grid_dim[:2]
        em.preamble += ["  " + ln for ln in pid_lines(f"(int)({bx} + {by} * {gx})", f"(int){gx}",
                                                      f"(int){gy}", True)]
        em.grouped_pids = ("tl_pid0", "tl_pid1")
    return em.grouped_pids


def tile_loop_head(em) -> tuple:
    """A persistent kernel's loop over the tiles (the programs of the launch's grid, passed
    as ``tl_grid0..2``), one block per SM striding by the number of blocks, and the
    statements declaring the tile's program ids: (the ``for`` line, statements)."""
    if em.cluster is not None:
        from .cluster import tile_loop_head as pairs_head

        return pairs_head(em)
    if em.stream_k is not None:
        from .streamk import tile_loop_head as units_head

        return units_head(em)
    bx, gx = em.d.block_id[0], em.d.grid_dim[0]
    head = (f"for (int tl_tile = (int){bx}; tl_tile < tl_grid0 * tl_grid1 * tl_grid2; "
            f"tl_tile += (int){gx}) {{  // persistent: this block's tiles")
    body = ["const int tl_pid2 = tl_tile / (tl_grid0 * tl_grid1);"]
    body += pid_lines("tl_tile % (tl_grid0 * tl_grid1)", "tl_grid0", "tl_grid1",
                      em.grouped_order)
    return head, body


__all__ = ["applies", "program_ids", "pid_lines", "tile_loop_head", "GROUP"]
