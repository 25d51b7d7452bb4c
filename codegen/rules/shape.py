"""Shape rules: constants, ``arange``, program ids, broadcast, expand/reshape/permute (layout
bookkeeping, no code) and the ``multiple_of`` / ``max_contiguous`` hints (read by axis info)."""
from __future__ import annotations

from tiledsl.dtypes import DType
from tiledsl.ir import Op

from ..cexpr import HALF, literal
from ..tile import Tile


def _hint(em, op):
    em.define(op.result, em.get(op.operands[0]))


# ---------------------------------------------------------------------- creation
def _const(em, op):
    res = op.result
    lit = literal(em.d, res.type.elem, op.attrs["value"])
    if res.type.elem in HALF or not res.type.shape:
        name = em.fresh("k")
        em.line(f"{em.ctype(res.type.elem)} const {name} = {lit};")
        lit = name
    em.define(res, em.splat(em.layout_for(res) if res.type.shape else em.scalar_layout,
                            res.type.elem, lit))


def _arange(em, op):
    res = op.result
    lay = em.layout_for(res)
    start = op.attrs["start"]
    tc = em.thread_coords(lay)[0]
    em.define(res, em.new_tile(lay, DType.i32,
                               lambda r: cexpr_add(tc, start + lay.reg_coord(r)[0]), "ar"))


def cexpr_add(e, c):
    if c == 0:
        return e
    if e == "0":
        return str(c)
    return f"({e} + {c})"


def _pid(em, op):
    name = em.fresh("pid")
    axis = op.attrs["axis"]
    if em.persistent or (em.grouped_order and axis < 2):
        from ..raster import program_ids

        em.line(f"const int {name} = {program_ids(em)[axis]};")
    else:
        em.line(f"const int {name} = (int){em.d.block_id[axis]};")
    em.define(op.result, Tile(em.scalar_layout, DType.i32, {0: name}))


def _nprog(em, op):
    name = em.fresh("np")
    axis = op.attrs["axis"]
    # a persistent kernel's grid is its tiles, not its blocks (codegen.raster)
    grid = f"tl_grid{axis}" if em.persistent else f"(int){em.d.grid_dim[axis]}"
    em.line(f"const int {name} = {grid};")
    em.define(op.result, Tile(em.scalar_layout, DType.i32, {0: name}))


# ---------------------------------------------------------------------- shapes
def _broadcast(em, op):
    res, src = op.result, op.operands[0]
    lay = em.layout_for(res)
    t = em.get(src)
    if not src.type.shape:
        em.define(res, em.splat(lay, res.type.elem, t.scalar))
        return
    want = lay.project(src.type.shape)
    t = em.as_layout(src, want)
    em.define(res, Tile(lay, res.type.elem,
                        {r: t.at(want.reg_coord(r)) for r in lay.distinct_regs()}))


def _expand(em, op):
    t = em.get(op.operands[0])
    lay = t.layout.expand(op.attrs["axis"])
    em.define(op.result, Tile(lay, t.elem, dict(t.regs)))


def _reshape(em, op):
    t = em.get(op.operands[0])
    shape = op.result.type.shape
    if not shape:
        em.define(op.result, Tile(em.scalar_layout, t.elem, {0: next(iter(t.regs.values()))}))
        return
    if not t.layout.shape:
        em.define(op.result, em.splat(em.layout_for(op.result), t.elem, t.scalar))
        return
    lay = t.layout.reshape(shape)
    em.define(op.result, Tile(lay, t.elem, dict(t.regs)))


def _permute(em, op):
    t = em.get(op.operands[0])
    lay = t.layout.permute(tuple(op.attrs["perm"]))
    em.define(op.result, Tile(lay, t.elem, dict(t.regs)))


TABLE = {
    Op.MULTIPLE_OF: _hint, Op.MAX_CONTIGUOUS: _hint, Op.MAX_CONSTANCY: _hint,
    Op.CONST: _const,
    Op.ARANGE: _arange,
    Op.PROGRAM_ID: _pid,
    Op.NUM_PROGRAMS: _nprog,
    Op.BROADCAST: _broadcast,
    Op.EXPAND_DIMS: _expand,
    Op.RESHAPE: _reshape,
    Op.PERMUTE: _permute,
}
