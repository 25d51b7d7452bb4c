"""``dot`` on NVIDIA tensor cores: operand fragments from registers or from swizzled shared
memory (``ldmatrix``, or element reads where ``ldmatrix`` cannot), and one ``mma.sync`` per
accumulator block and K step (:mod:`codegen.mma` has the instructions and layouts,
:mod:`codegen.shared` the shared-memory layouts).

An operand reaches the instruction in one of three ways:

* **registers** (:class:`RegOperand`): a tile whose layout distributes it as the operand
  layout does (:meth:`LinearLayout.same_distribution`), such as attention's P, the first
  dot's accumulator cast to 16 bits: its elements are packed into 32-bit registers, nothing
  moves between threads;
* **shared memory** (:class:`SmemOperand`): a tile stored with :func:`shared.swizzled` (by the
  software pipeline's ``cp.async`` copies, or by :func:`store_tile` from any register layout),
  read with ``ldmatrix.x4``/``.x2`` (``.trans`` for a K x N row-major B or an M-contiguous A)
  where the element width and the contiguous dimension allow it, else element by element;
* **prepared fragments** (:func:`prepare`): a loop-invariant operand (attention's Q) read into
  named registers once, before the loop.

The helpers (``tl_ldsm*``, ``tl_mma_*``, ``tl_pack*``) are defined after the prelude only in
kernels that use them.
"""
from __future__ import annotations

import re

from tiledsl.dtypes import DType

from . import overlap, shared, warpspec
from .cexpr import cast
from .dialect import _guarded
from .layout import LinearLayout
from .mma import (WGMMA_TYPES, DotPlan, MmaInstr, a_fragment, acc_fragment, b_fragment,
                  wgmma_k, wgmma_needs_k_major)

def _use(em, name, text=None):
    """Define the dialect's helper ``name`` (``tl_ldsm``, ``tl_pack``, ``tl_cp_async``, or an
    ``mma`` function with its ``text``) once per kernel, guarded so that several kernels can
    share one translation unit."""
    if name not in em.helpers:
        em.helpers[name] = _guarded(name, "tensor cores", text or em.d.tc_helper(name))


def _pack(em, dt: DType, elems: list, tf32: bool = False) -> str:
    """One 32-bit register (a double for fp64) holding ``elems`` (C expressions of ``dt``)."""
    _use(em, "tl_pack")
    if dt is DType.fp16:
        return f"tl_pack_h2({elems[0]}, {elems[1]})"
    if dt is DType.bf16:
        return f"tl_pack_bf2({elems[0]}, {elems[1]})"
    if dt in (DType.i8, DType.u8) or dt.is_fp8:
        return f"tl_pack_b4({', '.join(elems)})"
    if dt is DType.fp32:
        return f"tl_tf32_bits(__float_as_uint({elems[0]}))" if tf32 else \
            f"__float_as_uint({elems[0]})"
    return elems[0]  # fp64


# ---------------------------------------------------------------------- fragments
def _xor_bits(bases, bits: int) -> tuple:
    c = (0, 0)
    for i, b in enumerate(bases):
        if bits >> i & 1:
            c = (c[0] ^ b[0], c[1] ^ b[1])
    return c


def _add(a, b):
    return (a[0] + b[0], a[1] + b[1])


def _clip_coord(c, shape):
    return tuple(x % s for x, s in zip(c, shape))


class _Frag:
    """Register offsets of one operand's blocks (relative to the thread's coordinate)."""

    def __init__(self, ins: MmaInstr, idx: int, layout: LinearLayout):
        self.ins, self.idx, self.layout = ins, idx, layout
        frag = a_fragment(ins) if idx == 0 else b_fragment(ins)
        self.reg_bases = frag[0]
        self.kw = ins.k_width
        self.nregs = ins.a_regs if idx == 0 else ins.b_regs
        self.inner_bits = self.kw.bit_length() - 1 if ins.ab is not DType.fp64 else 0

    def elem_offsets(self, origin, j: int) -> list:
        """Tile-coordinate offsets of the elements of register ``j`` of the block at
        ``origin`` (a register-coordinate offset of the layout)."""
        out = []
        n = 1 if self.ins.ab is DType.fp64 else self.kw
        for e in range(n):
            bits = e | (j << self.inner_bits)
            out.append(_clip_coord(_add(origin, _xor_bits(self.reg_bases, bits)),
                                   self.layout.shape))
        return out


class RegOperand:
    """Fragments packed from a register tile distributed as the operand layout."""

    def __init__(self, em, tile, plan: DotPlan, idx: int):
        self.em, self.tile, self.plan, self.idx = em, tile, plan, idx
        self.frag = _Frag(plan.ins, idx, plan.a if idx == 0 else plan.b)
        self.cache = {}

    def fetch(self, origins):
        """Nothing to read: registers are packed when first asked for."""

    def get(self, origin, j: int) -> str:
        key = (origin, j)
        if key not in self.cache:
            elems = [self.tile.at(c) for c in self.frag.elem_offsets(origin, j)]
            ins = self.plan.ins
            e = _pack(self.em, ins.ab, elems, tf32=ins.ab is DType.fp32 and not ins.tf32x3)
            name = self.em.fresh("fr")
            self.em.line(f"const {'double' if ins.ab is DType.fp64 else 'unsigned'} {name} = {e};")
            self.cache[key] = name
        return self.cache[key]


# ldmatrix unit patterns: per register j of a block, the (smem row, chunk) offset of the 8x8
# matrix it reads, and whether the read is transposed; keyed by (operand, contiguous dim)
_UNITS = {
    (0, 1): ([(0, 0), (8, 0), (0, 1), (8, 1)], False),   # A, K contiguous
    (0, 0): ([(0, 0), (0, 1), (8, 0), (8, 1)], True),    # A, M contiguous (16-bit only)
    (1, 1): ([(0, 0), (8, 0)], True),                    # B, N contiguous (16-bit only)
    (1, 0): ([(0, 0), (0, 1)], False),                   # B, K contiguous
}


def ldmatrix_legal(ins: MmaInstr, idx: int, lay: shared.SharedLayout, op_layout) -> bool:
    """Whether ``ldmatrix`` can read operand ``idx`` from ``lay``: 16-bit elements either way,
    tf32 and 8-bit only with K contiguous; blocks that fill whole 8x8 matrices (no
    replicated lanes or registers); rows of at least 16 bytes."""
    if ins.ab is DType.fp64 or lay.row_bytes < 16:
        return False
    k_contig = lay.order == (1 if idx == 0 else 0)
    if ins.ab.itemsize != 2 and not k_contig:
        return False
    if any(not any(b) for b in op_layout.lane) or any(
            not any(b) for b in op_layout.reg[:len(a_fragment(ins)[0] if idx == 0
                                                    else b_fragment(ins)[0])]):
        return False
    return True


class SmemOperand:
    """Fragments read from a swizzled shared-memory tile at byte offset ``base`` (a C
    expression of a 32-bit shared address: ``tl_smem_addr(tl_smem) + ...``)."""

    def __init__(self, em, base: str, lay: shared.SharedLayout, elem: DType, plan: DotPlan,
                 idx: int, ptr_base: str):
        self.em, self.base, self.lay, self.elem = em, base, lay, elem
        self.plan, self.idx = plan, idx
        self.ptr_base = ptr_base  # the generic pointer of the same bytes (element reads)
        self.op_layout = plan.a if idx == 0 else plan.b
        self.frag = _Frag(plan.ins, idx, self.op_layout)
        self.cache = {}
        self.use_ldsm = ldmatrix_legal(plan.ins, idx, lay, self.op_layout) and not (
            isinstance(lay, shared.NvmmaLayout) and lay.panels > 1)
        self.lane_terms = None

    # -- ldmatrix
    def _smem_rc(self, coord):
        return self.lay.split(coord)

    def _lane_setup(self, units, group: int, step) -> tuple:
        """Per-thread C variables (row offset in bytes, chunk, swizzle) for x``group`` reads
        whose matrices follow ``units`` per lane block; ``step``: the (row, chunk) between
        the blocks that share one read."""
        key = (tuple(units), group, step)
        if self.lane_terms is None:
            self.lane_terms = {}
        if key in self.lane_terms:
            return self.lane_terms[key]
        em = self.em
        lane, lay = em.lane(), self.lay
        wave = LinearLayout(self.op_layout.shape, (), tuple((0, 0) for _ in self.op_layout.lane),
                            self.op_layout.warp, self.op_layout.name)
        wc = em.thread_coords(wave)
        wrow, wcol = self._smem_rc(wc)
        nper = len(units)  # matrices per block
        # matrix m of the read: block m // nper, unit m % nper
        def mat(m):
            u = units[m % nper]
            blk = m // nper
            return (u[0] + blk * step[0], u[1] + blk * step[1])
        mats = [mat(m) for m in range(group)]
        # affine in the bits of m
        rterm, cterm = [], []
        for bit in range(group.bit_length() - 1):
            dr, dc = mats[1 << bit][0] - mats[0][0], mats[1 << bit][1] - mats[0][1]
            if dr:
                rterm.append(f"((({lane} >> {3 + bit}) & 1) * {dr})")
            if dc:
                cterm.append(f"((({lane} >> {3 + bit}) & 1) * {dc})")
        for m in range(group):
            exp = [0, 0]
            for bit in range(group.bit_length() - 1):
                if m >> bit & 1:
                    exp[0] += mats[1 << bit][0] - mats[0][0]
                    exp[1] += mats[1 << bit][1] - mats[0][1]
            assert (mats[0][0] + exp[0], mats[0][1] + exp[1]) == mats[m], "ldmatrix pattern"
        tag = f"{em.fresh('lm')}"
        row = " + ".join([f"({lane} & 7)"] + rterm + ([wrow] if wrow != "0" else []))
        chunk_parts = cterm + ([f"(({wcol}) >> {lay.vec.bit_length() - 1})"]
                               if wcol != "0" else [])
        chunk = " + ".join(chunk_parts) if chunk_parts else "0"
        swz = lay.swizzle_expr(f"{lane} & 7")
        ro, co, sw = f"{tag}_r", f"{tag}_c", f"{tag}_s"
        em.preamble.append(f"  const int {ro} = ({row}) * {lay.row_bytes};")
        em.preamble.append(f"  const int {co} = {chunk};")
        em.preamble.append(f"  const int {sw} = {swz};")
        self.lane_terms[key] = (ro, co, sw)
        return self.lane_terms[key]

    def _ldsm(self, origins, units, trans, j_list):
        """One ldmatrix covering registers ``j_list`` of the blocks at ``origins``; returns
        the register names in (block, j) order."""
        em = self.em
        nper = len(j_list)
        group = nper * len(origins)
        o0 = self._smem_rc(origins[0])
        step = (0, 0)
        if len(origins) > 1:
            o1 = self._smem_rc(origins[1])
            step = (o1[0] - o0[0], (o1[1] - o0[1]) // self.lay.vec)
        sel_units = [units[j] for j in j_list]
        ro, co, sw = self._lane_setup(sel_units, group, step)
        r0, c0 = o0[0], o0[1] // self.lay.vec
        addr = f"{self.base} + {ro} + {r0 * self.lay.row_bytes} + ((({co} + {c0}) ^ {sw}) << 4)"
        names = [em.fresh("fr") for _ in range(group)]
        _use(em, "tl_ldsm")
        em.line(f"unsigned {', '.join(names)};")
        em.line(f"tl_ldsm{group}{'t' if trans else ''}({addr}, {', '.join(names)});")
        return names

    def _tf32(self, name):
        if self.elem is DType.fp32 and not self.plan.ins.tf32x3:
            _use(self.em, "tl_pack")
            return f"tl_tf32_bits({name})"
        return name

    def fetch(self, origins: list):
        """Read every register of the blocks at ``origins`` (one K step, all of the warp's
        blocks along M or N), in as few ``ldmatrix`` as the pattern allows."""
        todo = [o for o in origins if (o, 0) not in self.cache]
        if not todo:
            return
        if not self.use_ldsm:
            for o in todo:
                for j in range(self.frag.nregs):
                    self.cache[(o, j)] = self._scalar(o, j)
            return
        units, trans = _UNITS[(self.idx, self.lay.order)]
        nper = len(units)
        per_read = max(1, 4 // nper)
        i = 0
        while i < len(todo):
            blocks = todo[i:i + per_read]
            if len(blocks) > 1:
                s0 = self._smem_rc(blocks[0])
                ok = all(tuple(a - b for a, b in zip(self._smem_rc(blocks[q]), s0)) ==
                         tuple(q * (a - b) for a, b in zip(self._smem_rc(blocks[1]), s0))
                         for q in range(len(blocks)))
                if not ok or len(blocks) & (len(blocks) - 1):
                    blocks = blocks[:1]
            names = self._ldsm(blocks, units, trans, list(range(nper)))
            for q, o in enumerate(blocks):
                for j in range(nper):
                    nm = names[q * nper + j]
                    if self.elem is DType.fp32 and not self.plan.ins.tf32x3:
                        t = self.em.fresh("fr")
                        self.em.line(f"const unsigned {t} = {self._tf32(nm)};")
                        nm = t
                    self.cache[(o, j)] = nm
            i += len(blocks)

    def _scalar(self, origin, j: int) -> str:
        """Register ``j`` of the block at ``origin`` read element by element."""
        em = self.em
        tc = em.thread_coords(self.op_layout)
        ct = em.ctype(self.elem)
        elems = []
        for off in self.frag.elem_offsets(origin, j):
            coord = [f"({t} + {o})" if o else t for t, o in zip(tc, off)]
            r, c = self._smem_rc(coord)
            elems.append(f"*reinterpret_cast<const {ct}*>({self.ptr_base} + "
                         f"{self.lay.offset_expr(r, c)})")
        ins = self.plan.ins
        name = em.fresh("fr")
        em.line(f"const {'double' if ins.ab is DType.fp64 else 'unsigned'} {name} = "
                f"{_pack(em, ins.ab, elems, tf32=ins.ab is DType.fp32 and not ins.tf32x3)};")
        return name

    def get(self, origin, j: int) -> str:
        if (origin, j) not in self.cache:
            self.fetch([origin])
        return self.cache[(origin, j)]


class PreparedOperand:
    """Fragments already in named registers (read once, before a loop)."""

    def __init__(self, regs: dict):
        self.cache = regs

    def fetch(self, origins):
        pass

    def get(self, origin, j: int) -> str:
        return self.cache[(origin, j)]


# ---------------------------------------------------------------------- tiles to smem
def smem_order(layout: LinearLayout) -> int:
    """The dimension a register tile is most contiguous along (its first vector dimension),
    which becomes the contiguous dimension of its shared-memory copy."""
    for d in (1, 0):
        if layout.vector_run(d) > 1:
            return d
    return 1


def store_tile(em, tile, lay: shared.SharedLayout, ptr_base: str):
    """Every owner thread writes its registers of ``tile`` to ``lay`` at ``ptr_base`` (a
    ``unsigned char*`` expression), 16 bytes at a time where its registers allow."""
    t = tile.layout
    mt = em.d.mem_ctype(tile.elem)
    v = min(t.vector_run(lay.order), lay.vec)
    own = em.owner_pred(t)
    if own:
        em.line(f"if ({own}) {{")
        em.depth += 1
    distinct = set(t.distinct_regs())
    tc = em.thread_coords(t)
    for r in range(t.num_regs):
        if r % v or r not in distinct:
            continue
        rc = t.reg_coord(r)
        coord = [f"({a} + {b})" if b else a for a, b in zip(tc, rc)]
        row, col = lay.split(coord)
        off = lay.offset_expr(row, col)
        if v == 1:
            em.line(f"*reinterpret_cast<{mt}*>({ptr_base} + {off}) = {tile.regs[r]};")
        else:
            items = ", ".join(tile.reg(r + q) for q in range(v))
            em.line(f"*reinterpret_cast<tl_vec<{mt}, {v}>*>({ptr_base} + {off}) = "
                    f"tl_vec<{mt}, {v}>{{{{{items}}}}};")
    if own:
        em.depth -= 1
        em.line("}")


# ---------------------------------------------------------------------- the dot
def block_origins(layout: LinearLayout, frag_bits: int) -> list:
    """Register-coordinate origins of the blocks a thread holds (register bits past the
    fragment's), in register order."""
    n = layout.num_regs >> frag_bits
    return [layout.reg_coord(i << frag_bits) for i in range(n)]


def emit(em, op, plan: DotPlan, a_src, b_src):
    """Define ``op``'s result (in ``plan.acc``) as ``acc + a @ b`` from operand sources
    (:class:`RegOperand`, :class:`SmemOperand`, :class:`PreparedOperand`)."""
    ins = plan.ins
    res = op.result
    odt = res.type.elem
    c = em.convert(em.get(op.operands[2]), plan.acc)
    acc_frag = acc_fragment(ins)[0]
    fbits = len(acc_frag)
    name, text = em.d.mma_helper(ins)
    _use(em, name, text)
    # the accumulator blocks, each c_elems elements in c_regs registers
    lay = plan.acc
    origins = block_origins(lay, fbits)
    accs = {}
    acc_t = {DType.fp32: "float", DType.fp16: "unsigned", DType.i32: "int",
             DType.fp64: "double"}[ins.acc]
    em.line(f"// dot on tensor cores: {ins.ptx}, warps {list(plan.warps)}, "
            f"{len(origins)} block(s) per warp")
    for bi, o in enumerate(origins):
        regs = []
        for q in range(ins.c_regs):
            nm = em.fresh("acc")
            if ins.acc is DType.fp16:
                lo, hi = (c.reg((bi << fbits) | (2 * q)), c.reg((bi << fbits) | (2 * q + 1)))
                _use(em, "tl_pack")
                em.line(f"{acc_t} {nm} = tl_pack_h2({lo}, {hi});")
            else:
                init = cast(em.d, c.reg((bi << fbits) | q), c.elem, ins.acc) \
                    if c.elem != ins.acc else c.reg((bi << fbits) | q)
                em.line(f"{acc_t} {nm} = {init};")
            regs.append(nm)
        accs[o] = regs
    # A blocks (m, k) and B blocks (k, n) per K step
    fa = len(a_fragment(ins)[0])
    fb = len(b_fragment(ins)[0])
    a_orig = block_origins(plan.a, fa)
    b_orig = block_origins(plan.b, fb)
    ksteps = sorted({o[1] for o in a_orig})
    for ks in ksteps:
        arow = [o for o in a_orig if o[1] == ks]
        bcol = [o for o in b_orig if o[0] == ks]
        a_src.fetch(arow)
        b_src.fetch(bcol)
        for o in origins:
            ao = next(x for x in arow if x[0] == o[0])
            bo = next(x for x in bcol if x[1] == o[1])
            a_regs = [a_src.get(ao, j) for j in range(ins.a_regs)]
            b_regs = [b_src.get(bo, j) for j in range(ins.b_regs)]
            if ins.tf32x3:
                _tf32x3(em, name, accs[o], a_regs, b_regs)
            else:
                em.line(f"{name}({', '.join(accs[o] + a_regs + b_regs)});")

    def reg_expr(r):
        bi, q = r >> fbits, r & ((1 << fbits) - 1)
        regs = accs[origins[bi]]
        if ins.acc is DType.fp16:
            return f"tl_h2_{'lo' if q % 2 == 0 else 'hi'}({regs[q // 2]})"
        return regs[q]

    em.define(res, em.new_tile(lay, odt, lambda r: reg_expr(r) if odt is ins.acc else
                               cast(em.d, reg_expr(r), ins.acc, odt), "dot"))


def _tf32x3(em, name, acc, a_regs, b_regs):
    """``a·b`` as big·big + big·small + small·big with big = tf32(x), small = tf32(x - big)
    (Triton's ``tf32x3``): the small products first."""
    _use(em, "tl_pack")
    big_a = [f"tl_tf32_bits({r})" for r in a_regs]
    big_b = [f"tl_tf32_bits({r})" for r in b_regs]
    names = {}
    for tag, raws, bigs in (("a", a_regs, big_a), ("b", b_regs, big_b)):
        bn, sn = [], []
        for raw, big in zip(raws, bigs):
            x, y = em.fresh("fb"), em.fresh("fs")
            em.line(f"const unsigned {x} = {big};")
            em.line(f"const unsigned {y} = tl_tf32_bits(__float_as_uint(__uint_as_float({raw}) - "
                    f"__uint_as_float({x})));")
            bn.append(x)
            sn.append(y)
        names[tag] = (bn, sn)
    (ab, asm_), (bb, bs) = names["a"], names["b"]
    em.line(f"{name}({', '.join(acc + ab + bs)});")
    em.line(f"{name}({', '.join(acc + asm_ + bb)});")
    em.line(f"{name}({', '.join(acc + ab + bb)});")


# ---------------------------------------------------------------------- operand sources
class SmemTile:
    """A tile that lives in shared memory only (the value of a pipelined load): its swizzled
    layout, element type, the 32-bit shared address and the generic pointer of its bytes."""

    def __init__(self, lay: shared.SharedLayout, elem: DType, addr: str, ptr: str):
        self.lay, self.elem, self.addr, self.ptr = lay, elem, addr, ptr
        self.layout = None  # not a register tile


def smem_base(em) -> str:
    """The 32-bit shared address of the dynamic shared-memory buffer (a per-kernel variable)."""
    _use(em, "tl_ldsm")
    if em.smem_base is None:
        em.smem_base = "tl_sbase"
        em.preamble.append("  const unsigned tl_sbase = tl_smem_addr(tl_smem);")
    return em.smem_base


def _sources(em, op, plan: DotPlan, prepared: dict):
    """The operand sources of ``op``: prepared fragments, pipelined shared-memory tiles,
    registers that already have the operand's distribution, or register tiles written to
    shared memory here (one barrier for both). Returns (sources, smem range read or None)."""
    srcs, pending = [None, None], []
    for idx in (0, 1):
        v = op.operands[idx]
        op_lay = plan.a if idx == 0 else plan.b
        if (v, op_lay) in prepared:
            p = prepared[(v, op_lay)]
            srcs[idx] = SmemOperand(em, p.addr, p.lay, p.elem, plan, idx, p.ptr) \
                if isinstance(p, SmemTile) else PreparedOperand(p)
            continue
        t = em.vals.get(v)
        if isinstance(t, SmemTile):
            srcs[idx] = SmemOperand(em, t.addr, t.lay, t.elem, plan, idx, t.ptr)
            continue
        t = em.get(v)
        if t.layout == op_lay or t.layout.same_distribution(op_lay):
            srcs[idx] = RegOperand(em, t, plan, idx)
            continue
        pending.append((idx, t))
    span = None
    if pending:
        em.before_smem_write()
        off = 0
        lays = []
        for idx, t in pending:
            lay = shared.swizzled(t.layout.shape, smem_order(t.layout), t.elem.itemsize)
            ptr = em.smem_ptr("unsigned char", lay.nbytes, off)
            store_tile(em, t, lay, ptr)
            lays.append((idx, lay, off, ptr))
            off += (lay.nbytes + 15) // 16 * 16
        em.after_smem_write()
        base = em.private_smem_base()
        for idx, lay, o, ptr in lays:
            srcs[idx] = SmemOperand(em, f"({base} + {em.smem_floor + o})", lay,
                                    op.operands[idx].type.elem, plan, idx, ptr)
        span = (0, off)
    return srcs, span


def lower(em, op, plan: DotPlan):
    """Emit DOT ``op`` on tensor cores (the rule's entry point): ``wgmma`` where the plan
    allows it and the operands sit where it reads them, else ``mma.sync``."""
    prepared = em.prepared_operands
    srcs, span = _sources(em, op, plan, prepared)
    if not (plan.wgmma and emit_wgmma(em, op, plan, srcs[0], srcs[1])):
        emit(em, op, plan, srcs[0], srcs[1])
    if span is not None:
        em.after_smem_read(*span)


# ---------------------------------------------------------------------- wgmma
def mn_major_offsets(lay: shared.NvmmaLayout) -> tuple:
    """(leading, stride) byte offsets of an MN-major swizzled operand's descriptor: from one
    panel of the contiguous (N) dimension to the next, and from 8 rows (K) to the next 8 (PTX
    ISA, "Leading/Stride Dimension Byte Offset"; the other reading of that table gave wrong
    products on the H200, which bench/probe_wgmma.py checks)."""
    return lay.panel_bytes, 8 * lay.span


def _wgmma_operand(src, idx: int):
    """'regs' (A in registers), 'k' (a K-major descriptor), 'mn' (an MN-major descriptor of
    B), or None (an MN-major A, or a tile outside an NVMMA layout)."""
    if idx == 0 and isinstance(src, (RegOperand, PreparedOperand)):
        return "regs"
    if isinstance(src, SmemOperand) and isinstance(src.lay, shared.NvmmaLayout):
        k_contig = src.lay.order == (1 if idx == 0 else 0)
        if k_contig:
            return "k"
        if idx == 1:
            return "mn"
    return None


def emit_wgmma(em, op, plan: DotPlan, a_src, b_src) -> bool:
    """Define ``op``'s result with ``wgmma.mma_async.m64nNkK`` (K = :func:`mma.wgmma_k`: 16
    for fp16/bf16, 8 for tf32, 32 for 8-bit types; one instruction per 64-row block of a
    warpgroup and K step, N whole), or return False when an operand is not where ``wgmma``
    reads it (the caller then emits ``mma.sync``): A from registers or a K-major descriptor,
    B from a K-major descriptor or, for 16-bit types only, an N-major one
    (:func:`mma.wgmma_needs_k_major`). tf32 operands in registers are rounded first
    (``tl_tf32_bits``, as on ``mma.sync``); those read through descriptors are truncated by the
    tensor core (:data:`mma.WGMMA_TF32_PRODUCT_BOUND`). The MMAs of the dot are one group,
    waited for before the result is used."""
    ka, kb = _wgmma_operand(a_src, 0), _wgmma_operand(b_src, 1)
    ins = plan.ins
    if ka is None or kb not in ("k", "mn") or (kb == "mn" and wgmma_needs_k_major(ins.ab)):
        return False
    kstep = wgmma_k(ins.ab)
    acc_t = WGMMA_TYPES[ins.ab][1]
    acc_c = "int" if acc_t is DType.i32 else "float"
    res = op.result
    k, n = op.operands[0].type.shape[1], op.operands[1].type.shape[1]
    lay = plan.acc
    c = em.convert(em.get(op.operands[2]), lay)
    per = n // 2  # accumulator registers per 64-row block
    nrep = lay.num_regs // per
    _use(em, "tl_wgmma")
    em.smem_align = 1024
    name, text = em.d.wgmma_helper(ins.ab, n, ka == "regs", kb == "mn")
    _use(em, name, text)
    em.line(f"// dot on tensor cores: wgmma.mma_async m64n{n}k{kstep}, {em.num_warps // 4} "
            f"warpgroup(s), {nrep} block(s) of 64 rows each")
    in_flight = op in em.async_dots and c.elem is acc_t and all(
        re.fullmatch(r"c\d+", c.reg(r)) for r in range(lay.num_regs))
    ov = em.overlap  # codegen.overlap: this dot may be the one deferred to the next iteration
    deferred = ov is not None and op is ov.second and ka == "regs" and c.elem is acc_t and \
        ov.carry is not None and ov.carry.layout == lay
    accs = []
    for q in range(nrep):
        regs = []
        for i in range(per):
            r = q * per + i
            if in_flight or deferred:  # the loop's own accumulator variables, updated in place
                regs.append(c.reg(r))
                continue
            nm = em.fresh("acc")
            init = c.reg(r) if c.elem is acc_t else cast(em.d, c.reg(r), c.elem, acc_t)
            em.line(f"{acc_c} {nm} = {init};")
            regs.append(nm)
        accs.append(regs)
    # this warpgroup's first row: the warp bits past the group's four
    wg = LinearLayout(lay.shape, (), tuple((0, 0) for _ in lay.lane),
                      tuple((0, 0) if i < 2 else b for i, b in enumerate(lay.warp)), lay.name)
    wg_row = em.thread_coords(wg)[0]
    fa = len(a_fragment(ins)[0])
    a_orig = block_origins(plan.a, fa)
    # A from registers: every fragment packed before the fence, so that no register is
    # written between the group's MMAs (ptxas would fence each of them: C7519)
    a_regs = {}
    if ka == "regs":
        for k0 in range(0, k, kstep):
            for q in range(nrep):
                m0 = lay.reg_coord(q * per)[0]
                ao = next(o for o in a_orig if o == (m0, k0))
                a_regs[k0, q] = [a_src.get(ao, j) for j in range(4)]
    ksteps = range(0, k, kstep)

    def mma_lines(acc_rows, a_list, b_base) -> list:
        """The group's descriptor and MMA lines: accumulators ``acc_rows[q]`` per 64-row
        block, A fragments ``a_list`` in (K step, block, register) order when in registers,
        B read from ``b_base``."""
        out, bl = [], b_src.lay
        for kk, k0 in enumerate(ksteps):
            if kb == "k":
                boff = bl.byte_offset(0, k0)
                lbo, sbo = 16, 8 * bl.span
            else:
                boff = bl.byte_offset(k0, 0)
                lbo, sbo = mn_major_offsets(bl)
            db = em.fresh("db")
            out.append(f"const unsigned long long {db} = tl_wgmma_desc({b_base} + {boff}, "
                       f"{lbo}, {sbo}, {bl.mode});")
            for q in range(nrep):
                m0 = lay.reg_coord(q * per)[0]
                if ka == "regs":
                    at = (kk * nrep + q) * 4
                    a_args = list(a_list[at:at + 4])
                else:
                    al = a_src.lay
                    aoff = al.byte_offset(m0, k0)
                    row = f" + ({wg_row}) * {al.span}" if wg_row != "0" else ""
                    da = em.fresh("da")
                    out.append(f"const unsigned long long {da} = tl_wgmma_desc({a_src.base} + "
                               f"{aoff}{row}, 16, {8 * al.span}, {al.mode});")
                    a_args = [da]
                out.append(f"{name}({', '.join(acc_rows[q] + a_args + [db])});")
        return out

    a_list = [a_regs[k0, q][j] for k0 in ksteps for q in range(nrep) for j in range(4)] \
        if ka == "regs" else []
    if deferred:
        def issue(flat, a_names, b_base):
            return mma_lines([flat[q * per:(q + 1) * per] for q in range(nrep)], a_names,
                             b_base)

        em.define(res, overlap.defer(em, ov, c, a_list, b_src.base, issue))
        return True
    if em.pingpong:
        warpspec.emit_turn_wait(em)
    em.line("tl_wgmma_fence();")
    for ln in mma_lines(accs, a_list, b_src.base):
        em.line(ln)
    em.line("tl_wgmma_commit();")
    first = ov is not None and op is ov.first
    if first:
        overlap.after_first_commit(em, ov)
    if em.pingpong:
        warpspec.emit_turn_pass(em)
    # in flight: at most this group pending, so the previous iteration's is done before the
    # copies of the next barrier overwrite its stage; else done before the result is used
    if first:
        overlap.wait_first(em)
    else:
        em.line("tl_wgmma_wait<1>();" if in_flight else "tl_wgmma_wait<0>();")
    if in_flight:
        em.wgmma_in_flight = True

    def reg_expr(r):
        return accs[r // per][r % per]

    em.define(res, em.new_tile(lay, res.type.elem, reg_expr, "dot"))
    return True


def prepare(em, op, plan: DotPlan, idx: int, in_registers: bool = True):
    """Make operand ``idx`` of ``op`` ready before the loop that holds ``op`` (the operand is
    defined outside it), so that the loop does not convert it again: read into named
    registers (``in_registers``), or written once to shared memory below the loop's own
    (``em.smem_floor`` is raised past it; the loop then reads it with ``ldmatrix`` in every
    iteration, which costs no registers)."""
    v = op.operands[idx]
    op_lay = plan.a if idx == 0 else plan.b
    prepared = em.prepared_operands
    if (v, op_lay) in prepared or isinstance(em.vals.get(v), SmemTile):
        return
    t = em.get(v)
    frag_bits = len((a_fragment if idx == 0 else b_fragment)(plan.ins)[0])
    origins = block_origins(op_lay, frag_bits)
    nregs = plan.ins.a_regs if idx == 0 else plan.ins.b_regs
    if not in_registers:
        em.before_smem_write()
        lay = shared.swizzled(t.layout.shape, smem_order(t.layout), t.elem.itemsize)
        ptr = em.smem_ptr("unsigned char", lay.nbytes, 0)
        store_tile(em, t, lay, ptr)
        em.after_smem_write()
        em.line(f"// dot operand {'AB'[idx]} kept in shared memory for the loop")
        prepared[(v, op_lay)] = SmemTile(lay, t.elem,
                                         f"({em.private_smem_base()} + {em.smem_floor})", ptr)
        em.smem_floor += (lay.nbytes + 127) // 128 * 128
        return
    span = None
    if t.layout == op_lay or t.layout.same_distribution(op_lay):
        src = RegOperand(em, t, plan, idx)
    else:
        em.before_smem_write()
        lay = shared.swizzled(t.layout.shape, smem_order(t.layout), t.elem.itemsize)
        ptr = em.smem_ptr("unsigned char", lay.nbytes, 0)
        store_tile(em, t, lay, ptr)
        em.after_smem_write()
        src = SmemOperand(em, f"({em.private_smem_base()} + {em.smem_floor})", lay, t.elem, plan,
                          idx, ptr)
        span = (0, lay.nbytes)
    em.line(f"// dot operand {'AB'[idx]} read once, before the loop")
    src.fetch(origins)
    prepared[(v, op_lay)] = {(o, j): src.get(o, j) for o in origins for j in range(nregs)}
    if span is not None:
        em.after_smem_read(*span)


def fragment_registers(plan: DotPlan, idx: int) -> int:
    """32-bit registers per thread that operand ``idx``'s fragments take."""
    lay = plan.a if idx == 0 else plan.b
    n = len(lay.distinct_regs())
    return 2 * n if plan.ins.ab is DType.fp64 else n // plan.ins.k_width


def accumulator_registers(plan: DotPlan) -> int:
    """32-bit registers per thread of the dot's accumulator."""
    n = len(plan.acc.distinct_regs())
    return {DType.fp64: 2 * n, DType.fp16: n // 2}.get(plan.ins.acc, n)
