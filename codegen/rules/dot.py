"""``dot``: the target's matrix instruction where the dialect has one (MFMA on AMD,
:mod:`codegen.mfma`), else a plain FMA product through shared memory (NVIDIA tensor cores
come in a later issue).

In the FMA loop, A and B are written row-major to shared memory in the compute type (fp32
for fp16/bf16/fp32, fp64, int32 for 8-bit integers); with ``input_precision="tf32"`` fp32
inputs are rounded with ``tl_tf32`` (``cvt.rna.tf32.f32`` on CUDA) on the way in. Each thread
then accumulates its own accumulator registers (the accumulator's layout) over K. 2-D and
batched 3-D operands are supported.
"""
from __future__ import annotations

from tiledsl.dtypes import DType
from tiledsl.ir import Op

from .. import mfma, mma_dot
from ..cexpr import HALF, cast, to_float


def _dot(em, op):
    plan = em.dot_plans.get(op)
    if plan is not None:
        mma_dot.lower(em, op, plan)
        return
    ins = em.mma(op)
    if ins is not None:
        mfma.emit_dot(em, op, ins, em.mma_layout(op))
        return
    a_v, b_v, c_v = op.operands
    res = op.result
    ta, tb, tc = em.get(a_v), em.get(b_v), em.get(c_v)
    adt, odt = a_v.type.elem, res.type.elem
    if adt.is_float:
        cdt = DType.fp64 if adt is DType.fp64 else DType.fp32
    else:
        cdt = DType.i32
    tf32 = adt is DType.fp32 and op.attrs.get("input_precision", "tf32") in ("tf32", None)
    ct = em.ctype(cdt)
    ash, bsh = a_v.type.shape, b_v.type.shape
    batched = len(ash) == 3
    M, K = ash[-2], ash[-1]
    N = bsh[-1]
    B = ash[0] if batched else 1
    size = 8 if cdt is DType.fp64 else 4
    na, nb = B * M * K, B * K * N
    sa, sb = em.fresh("dA"), em.fresh("dB")
    em.before_smem_write()
    em.line(f"{ct}* {sa} = {em.smem_ptr(ct, na * size)};  // dot operands")
    em.line(f"{ct}* {sb} = {em.smem_ptr(ct, nb * size, na * size)};")

    def to_c(e, dt):
        e = cast(em.d, e, dt, cdt) if dt != cdt else e
        return f"tl_tf32({e})" if tf32 else e

    for t, buf, dt in ((ta, sa, adt), (tb, sb, b_v.type.elem)):
        own = em.owner_pred(t.layout)
        if own:
            em.line(f"if ({own}) {{")
            em.depth += 1
        for r in t.layout.distinct_regs():
            em.line(f"{buf}[{em.linear_expr(t.layout, r)}] = {to_c(t.regs[r], dt)};")
        if own:
            em.depth -= 1
            em.line("}")
    em.after_smem_write()
    lay = em.layout_for(res)
    c = em.convert(tc, lay)
    accs = {}
    regs = lay.distinct_regs()
    for r in regs:
        name = em.fresh("acc")
        em.line(f"{ct} {name} = {cast(em.d, c.regs.get(r, c.reg(r)), odt, cdt)};")
        accs[r] = name
    coords = {r: em.coord_exprs(lay, r) for r in regs}
    k = em.fresh("k")
    em.line(f"#pragma unroll 4")
    em.line(f"for (int {k} = 0; {k} < {K}; ++{k}) {{")
    em.depth += 1
    for r in regs:
        cc = coords[r]
        if batched:
            bb, i, j = cc
            ai = f"({bb}) * {M * K} + ({i}) * {K} + {k}"
            bi = f"({bb}) * {K * N} + {k} * {N} + ({j})"
        else:
            i, j = cc
            ai = f"({i}) * {K} + {k}"
            bi = f"{k} * {N} + ({j})"
        if cdt is DType.i32:
            em.line(f"{accs[r]} += {sa}[{ai}] * {sb}[{bi}];")
        else:
            fn = "fma" if cdt is DType.fp64 else "fmaf"
            em.line(f"{accs[r]} = {fn}({sa}[{ai}], {sb}[{bi}], {accs[r]});")
    em.depth -= 1
    em.line("}")
    em.after_smem_read()
    em.define(res, em.new_tile(lay, odt, lambda r: cast(em.d, accs[r], cdt, odt), "dot"))


__all__ = ["HALF", "to_float"]


TABLE = {
    Op.DOT: _dot,
}
