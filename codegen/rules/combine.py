"""``reduce`` and ``associative_scan`` with a combine function of the kernel file.

The op's :class:`~tiledsl.ir.Combine` is emitted inline, once per pair it combines
(:func:`emit_combine`): its arguments become scalar tiles bound to the pair's C expressions
and its elementwise ops go through the ordinary rules. The order is the interpreter's:

* ``REDUCE`` runs the three-level reduction of :mod:`.reduce` (registers, lane butterfly,
  warps) on a layout :func:`~.reduce.in_tree_order` (an input in another layout is converted
  to :func:`~.reduce.tree_layout` first), with ``ordered`` shuffles: the lower half along the
  axis is always the left operand, so the combine need not commute;
* ``SCAN`` runs the Hillis-Steele steps of :func:`~.reduce.scan_tiles` in shared memory,
  the earlier partial result (the later one with ``reverse``) as the left operand.
"""
from __future__ import annotations

from tiledsl.ir import Op

from ..tile import Tile
from .reduce import _define_result, _Red, in_tree_order, reduce_tile, scan_tiles, tree_layout


def emit_combine(em, comb, lefts, rights) -> list:
    """The C expressions of ``comb`` applied to the scalars ``lefts`` and ``rights`` (C
    expressions of the inputs' dtypes); its ops' lines are emitted at the current point."""
    from . import OP_RULES

    block = comb.block
    for a, e in zip(block.args, list(lefts) + list(rights)):
        em.define(a, Tile(em.scalar_layout, a.type.elem, {0: e}))
    saved = em.comment
    try:
        for op in block.ops[:-1]:
            em.set_loc(op)
            OP_RULES[op.op](em, op)
    finally:
        em.comment = saved
    return [em.get(v).scalar for v in block.ops[-1].operands]


def _reduce(em, op):
    comb, axis = op.attrs["combine"], op.attrs["axis"]
    xs = op.operands
    tiles = [em.get(x) for x in xs]
    lay = tiles[0].layout
    if not in_tree_order(lay, axis) or any(t.layout != lay for t in tiles):
        lay = tree_layout(xs[0].type.shape, axis, em.num_warps, em.warp_size)
        tiles = [em.as_layout(x, lay) for x in xs]
    red = _Red(em, [x.type.elem for x in xs], lambda a, b: emit_combine(em, comb, a, b))
    out_lay, partial, _ = reduce_tile(em, tiles[0], axis, red,
                                      lambda r: [t.regs[r] for t in tiles], ordered=True)
    for i, res in enumerate(op.results):
        _define_result(em, res, out_lay, {k: v[i] for k, v in partial.items()})


def _scan(em, op):
    comb = op.attrs["combine"]
    xs = op.operands
    lay = em.get(xs[0]).layout
    tiles = [em.as_layout(x, lay) for x in xs]
    dts = [x.type.elem for x in xs]
    outs = scan_tiles(em, tiles, dts, dts, op.attrs["axis"], bool(op.attrs.get("reverse")),
                      lambda a, b: emit_combine(em, comb, a, b))
    for res, t in zip(op.results, outs):
        em.define(res, t)


TABLE = {
    Op.REDUCE: _reduce,
    Op.SCAN: _scan,
}
