"""``dot`` on AMD matrix cores: 16x16x16 MFMAs (the instructions are named by the HIP
dialect, :data:`codegen.hip.MFMA_F16` and ``MFMA_BF16``).

One instruction multiplies a 16x16 block of A by a 16x16 block of B (K = 16) and adds a 16x16
fp32 block, across the 64 lanes of a wavefront. Lane ``l`` holds (AMD's matrix instruction
tables for gfx908/gfx90a/gfx94x, also ``AMDMfmaEncodingAttr`` in Triton):

* A: row ``l % 16``, columns ``k = 4 * (l / 16) + item`` (4 consecutive K elements);
* B: column ``l % 16``, rows ``k = 4 * (l / 16) + item``;
* C/D: column ``l % 16``, rows ``4 * (l / 16) + item`` (4 fp32 registers).

The accumulator layout (:func:`mfma_layout`) is an ordinary :class:`~codegen.layout.LinearLayout`:
register bits 0-1 walk the 4 rows of an item group, lane bits 0-3 the 16 columns, lane bits
4-5 the row groups; warp bits spread 16x16 blocks over the waves (along M first, so that row
reductions such as attention's softmax stay inside a wave); further register bits hold the
blocks a wave repeats. Reductions, broadcasts and conversions then work on it unchanged.

:func:`emit_dot` writes A row-major and B transposed to LDS in their own 16-bit type (rows
padded by 4 elements), then each wave loops over K in steps of 16: one 8-byte fragment load per
distinct block row of A and block column of B, one MFMA per accumulator block.
"""
from __future__ import annotations

from dataclasses import dataclass

from tiledsl.dtypes import DType

from .cexpr import cast
from .layout import LinearLayout

_PAD = 4  # LDS row padding in elements (8 bytes): the 16 rows a fragment reads hit more banks


@dataclass(frozen=True)
class Mfma:
    """One MFMA instruction: its builtin, operand vector type, and block shape."""

    builtin: str
    operand_type: str  # ext_vector_type of 4 elements, typedef'd in the HIP prelude
    m: int = 16
    n: int = 16
    k: int = 16
    k_per_lane: int = 4

    def layout(self, shape, num_warps: int, warp_size: int) -> LinearLayout:
        return mfma_layout(shape, num_warps, warp_size)


def mfma_layout(shape, num_warps: int, warp_size: int = 64) -> LinearLayout:
    """The layout of an ``(M, N)`` fp32 accumulator of 16x16x16 MFMAs (M, N multiples of 16)."""
    m, n = shape
    if warp_size != 64 or m % 16 or n % 16:
        raise ValueError(f"no 16x16 MFMA layout for shape {list(shape)} on {warp_size} lanes")
    reg = [(1, 0), (2, 0)]
    lane = [(0, 1), (0, 2), (0, 4), (0, 8), (4, 0), (8, 0)]
    warp = []
    cov_m, cov_n = 16, 16
    for _ in range(num_warps.bit_length() - 1):
        if cov_m < m:
            warp.append((cov_m, 0))
            cov_m *= 2
        elif cov_n < n:
            warp.append((0, cov_n))
            cov_n *= 2
        else:
            warp.append((0, 0))  # more waves than blocks: the extra ones hold copies
    while cov_m < m:
        reg.append((cov_m, 0))
        cov_m *= 2
    while cov_n < n:
        reg.append((0, cov_n))
        cov_n *= 2
    return LinearLayout((m, n), tuple(reg), tuple(lane), tuple(warp), f"mfma16(warps={num_warps})")


def _to_smem(em, t, buf, strides):
    """Every owner thread writes its registers of tile ``t`` to ``buf`` at ``strides``."""
    own = em.owner_pred(t.layout)
    if own:
        em.line(f"if ({own}) {{")
        em.depth += 1
    for r in t.layout.distinct_regs():
        em.line(f"{buf}[{em.linear_expr(t.layout, r, strides)}] = {t.regs[r]};")
    if own:
        em.depth -= 1
        em.line("}")


def emit_dot(em, op, ins: Mfma, lay: LinearLayout):
    """Define ``op``'s result (in ``lay``, an :func:`mfma_layout`) as ``acc + a @ b``."""
    a_v, b_v, c_v = op.operands
    res = op.result
    adt, odt = a_v.type.elem, res.type.elem
    (m, k), n = a_v.type.shape, b_v.type.shape[1]
    kp = k + _PAD
    et = em.ctype(adt)
    esize = adt.itemsize
    sa, sb = em.fresh("dA"), em.fresh("dB")
    em.before_smem_write()
    em.line(f"{et}* {sa} = {em.smem_ptr(et, m * kp * esize)};  // dot operands: A, B^T")
    em.line(f"{et}* {sb} = {em.smem_ptr(et, n * kp * esize, m * kp * esize)};")
    _to_smem(em, em.get(a_v), sa, [kp, 1])
    _to_smem(em, em.get(b_v), sb, [1, kp])  # transposed: a lane's 4 K values are contiguous
    em.after_smem_write()
    c = em.convert(em.get(c_v), lay)
    # the wave's block origin (warp bits only) and this lane's offset inside a fragment
    wave_only = LinearLayout(lay.shape, (), tuple((0, 0) for _ in lay.lane), lay.warp, lay.name)
    wr, wc = em.thread_coords(wave_only)
    lane = em.lane()
    ao, bo = em.fresh("ao"), em.fresh("bo")
    for name, base in ((ao, wr), (bo, wc)):
        em.line(f"const int {name} = ({base} + ({lane} & 15)) * {kp} + ({lane} >> 4) * "
                f"{ins.k_per_lane};")
    blocks = list(range(0, lay.num_regs, 4))
    accs = {}
    for g in blocks:
        name = em.fresh("acc")
        init = ", ".join(cast(em.d, c.reg(g + v), odt, DType.fp32) for v in range(4))
        em.line(f"tl_f32x4 {name} = {{{init}}};")
        accs[g] = name
    rows = sorted({lay.reg_coord(g)[0] for g in blocks})
    cols = sorted({lay.reg_coord(g)[1] for g in blocks})
    kk = em.fresh("k")
    em.line("#pragma unroll")
    em.line(f"for (int {kk} = 0; {kk} < {k}; {kk} += {ins.k}) {{")
    em.depth += 1
    fa, fb = {}, {}
    vt = ins.operand_type
    for rc in rows:
        fa[rc] = em.fresh("fa")
        em.line(f"const {vt} {fa[rc]} = *reinterpret_cast<const {vt}*>({sa} + {ao} + "
                f"{rc * kp} + {kk});")
    for cc in cols:
        fb[cc] = em.fresh("fb")
        em.line(f"const {vt} {fb[cc]} = *reinterpret_cast<const {vt}*>({sb} + {bo} + "
                f"{cc * kp} + {kk});")
    for g in blocks:
        rc, cc = lay.reg_coord(g)
        em.line(f"{accs[g]} = {ins.builtin}({fa[rc]}, {fb[cc]}, {accs[g]}, 0, 0, 0);")
    em.depth -= 1
    em.line("}")
    em.after_smem_read()
    em.define(res, em.new_tile(lay, odt, lambda r: cast(em.d, f"{accs[r & ~3]}[{r & 3}]",
                                                         DType.fp32, odt), "dot"))
