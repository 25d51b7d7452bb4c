"""NVIDIA tensor cores through ``mma.sync`` (sm_80 and later): the instructions, their
register layouts as :class:`~codegen.layout.LinearLayout` data, and the warp arrangement.

One ``mma.sync.aligned.mMnNkK`` multiplies an M x K block of A by a K x N block of B and adds
an M x N block of C, across the 32 lanes of a warp. The fragments each lane holds come from
the PTX ISA, "Matrix Fragments for mma.m16n8k16 / m16n8k8 / m16n8k32 / m8n8k4"; with
``g = lane / 4`` and ``t = lane % 4``:

=========  ===============================  ===============================  ====================
shape      A (row g, ...)                   B (..., column g)                C/D
=========  ===============================  ===============================  ====================
m16n8k16   k 2t, 2t+1; rows g, g+8;         k 2t, 2t+1, then +8              (g, 2t..2t+1),
(16-bit)   k +8 (4 registers of 2)          (2 registers of 2)               (g+8, 2t..2t+1)
m16n8k8    k t; rows g, g+8; k t+4          k t, t+4                         as above
(tf32)     (4 registers of 1)               (2 registers of 1)
m16n8k32   k 4t..4t+3; rows g, g+8; k +16   k 4t..4t+3, then +16             as above (s32)
(8-bit)    (4 registers of 4)               (2 registers of 4)
m8n8k4     (g, t)                           (k t, column g)                  (g, 2t..2t+1)
(fp64)     (1 double)                       (1 double)                       (2 doubles)
=========  ===============================  ===============================  ====================

Each fragment is written here as *element* bases: the register bits of a fragment walk the
elements of one register first (``k_width`` consecutive K elements packed in 32 bits), then
the registers; the lane bits are ``t`` then ``g``. The layouts of whole tiles
(:func:`acc_layout`, :func:`operand_layout`) put warps next (along M first, as Triton's
``#nvidia_mma`` v2 does) and then repeat the warp tile in further register bits; a basis that
would leave the tile is zero (replication), so every power-of-two shape has a layout.

:func:`warps_per_tile` is Triton's ``warpsPerTileV2`` (``AccelerateMatmul.cpp``): balance the
warps over M and N, and put them all along M when the dot's result feeds another dot
(attention's P·V), so that the row reductions between the two stay inside a warp and the
first accumulator, cast to 16 bits, is the second dot's A operand without moving data.
"""
from __future__ import annotations

from dataclasses import dataclass

from tiledsl.dtypes import DType
from tiledsl.ir import ELEMENTWISE, REDUCTIONS, Op

from .layout import LinearLayout


@dataclass(frozen=True)
class MmaInstr:
    """One ``mma.sync`` shape and type: operand dtype, accumulator dtype, block shape."""

    ab: DType            # element type of A and B as they sit in shared memory
    acc: DType           # accumulator type: fp32, fp16, i32 or fp64
    m: int
    n: int
    k: int
    ptx: str             # the instruction, without operands
    tf32x3: bool = False  # fp32 inputs as three tf32 products (big*small + small*big + big*big)

    @property
    def k_width(self) -> int:
        """Consecutive K elements one 32-bit register of A or B holds (1 for fp64)."""
        return 1 if self.ab is DType.fp64 else 4 // self.ab.itemsize

    @property
    def a_regs(self) -> int:
        return 1 if self.ab is DType.fp64 else 4

    @property
    def b_regs(self) -> int:
        return 1 if self.ab is DType.fp64 else 2

    @property
    def c_regs(self) -> int:
        """Accumulator registers per block (fp16 accumulators pack two per register)."""
        return 2 if self.acc in (DType.fp64, DType.fp16) else 4

    @property
    def c_elems(self) -> int:
        return 2 if self.acc is DType.fp64 else 4

    @property
    def name(self) -> str:
        return f"m{self.m}n{self.n}k{self.k}.{self.ab.name}->{self.acc.name}" + \
            ("x3" if self.tf32x3 else "")


def _ptx(shape, d, a, b, c):
    return f"mma.sync.aligned.{shape}.row.col.{d}.{a}.{b}.{c}"


def instruction(a_dtype: DType, acc_dtype: DType, input_precision) -> MmaInstr | None:
    """The ``mma.sync`` for a dot of ``a_dtype`` operands accumulating in ``acc_dtype``, or
    None where none exists (fp32 with ``input_precision="ieee"``: the FMA loop)."""
    if a_dtype is DType.fp16 and acc_dtype is DType.fp32:
        return MmaInstr(a_dtype, acc_dtype, 16, 8, 16, _ptx("m16n8k16", "f32", "f16", "f16", "f32"))
    if a_dtype is DType.fp16 and acc_dtype is DType.fp16:
        return MmaInstr(a_dtype, acc_dtype, 16, 8, 16, _ptx("m16n8k16", "f16", "f16", "f16", "f16"))
    if a_dtype is DType.bf16 and acc_dtype is DType.fp32:
        return MmaInstr(a_dtype, acc_dtype, 16, 8, 16,
                        _ptx("m16n8k16", "f32", "bf16", "bf16", "f32"))
    if a_dtype is DType.fp32 and acc_dtype is DType.fp32 and input_precision in ("tf32",
                                                                              "tf32x3"):
        return MmaInstr(a_dtype, acc_dtype, 16, 8, 8,
                        _ptx("m16n8k8", "f32", "tf32", "tf32", "f32"),
                        tf32x3=input_precision == "tf32x3")
    if a_dtype in (DType.i8, DType.u8) and acc_dtype is DType.i32:
        t = "s8" if a_dtype is DType.i8 else "u8"
        return MmaInstr(a_dtype, acc_dtype, 16, 8, 32, _ptx("m16n8k32", "s32", t, t, "s32"))
    if a_dtype.is_fp8 and acc_dtype is DType.fp32:  # sm_89+; the 8-bit integer fragments
        t = "e4m3" if a_dtype is DType.fp8e4nv else "e5m2"
        return MmaInstr(a_dtype, acc_dtype, 16, 8, 32, _ptx("m16n8k32", "f32", t, t, "f32"))
    if a_dtype is DType.fp64 and acc_dtype is DType.fp64:
        return MmaInstr(a_dtype, acc_dtype, 8, 8, 4, _ptx("m8n8k4", "f64", "f64", "f64", "f64"))
    return None


# ---------------------------------------------------------------------- fragments
# Element bases of one block, as (row, col) offsets: register bits, then lane bits.

def acc_fragment(ins: MmaInstr):
    """(register bases, lane bases) of one C/D block (M x N)."""
    if ins.m == 8:  # m8n8 fp64: (g, 2t..2t+1)
        return [(0, 1)], [(0, 2), (0, 4), (1, 0), (2, 0), (4, 0)]
    return [(0, 1), (8, 0)], [(0, 2), (0, 4), (1, 0), (2, 0), (4, 0)]


def a_fragment(ins: MmaInstr):
    """(register bases, lane bases) of one A block (M x K), as (m, k)."""
    kw = ins.k_width
    if ins.ab is DType.fp64:
        return [], [(0, 1), (0, 2), (1, 0), (2, 0), (4, 0)]
    inner = [(0, 1 << i) for i in range(kw.bit_length() - 1)]
    lanes = [(0, kw), (0, 2 * kw), (1, 0), (2, 0), (4, 0)]
    return inner + [(8, 0), (0, 4 * kw)], lanes


def b_fragment(ins: MmaInstr):
    """(register bases, lane bases) of one B block (K x N), as (k, n)."""
    kw = ins.k_width
    if ins.ab is DType.fp64:
        return [], [(1, 0), (2, 0), (0, 1), (0, 2), (0, 4)]
    inner = [(1 << i, 0) for i in range(kw.bit_length() - 1)]
    lanes = [(kw, 0), (2 * kw, 0), (0, 1), (0, 2), (0, 4)]
    return inner + [(4 * kw, 0)], lanes


def _clip(b, shape):
    """A basis that would leave the tile becomes zero: those bits replicate."""
    return tuple(x if x < s else 0 for x, s in zip(b, shape)) if all(
        x < s for x, s in zip(b, shape)) else (0,) * len(shape)


def _tile_layout(shape, block, frag, warp_bits, rep_order, name):
    """A whole-tile layout: the block's fragment, then ``warp_bits`` (list of bases), then
    register repetitions along ``rep_order`` dims until the tile is covered."""
    reg, lane = frag
    reg = [_clip(b, shape) for b in reg]
    lane = [_clip(b, shape) for b in lane]
    warp = [_clip(b, shape) for b in warp_bits]
    covered = list(block)
    for w in warp_bits:
        for d in range(2):
            if w[d]:
                covered[d] = max(covered[d], 2 * w[d])
    for d in rep_order:
        while covered[d] < shape[d]:
            reg.append(tuple(covered[d] if e == d else 0 for e in range(2)))
            covered[d] *= 2
    return LinearLayout(tuple(shape), tuple(reg), tuple(lane), tuple(warp), name)


def _warp_bases(ins: MmaInstr, warps, which: str):
    """Warp bases: log2(wm) bits along M, then log2(wn) along N (``which``: 'acc', 'a' (N bits
    replicate) or 'b' (M bits replicate), in the operand's own (row, col) order)."""
    wm, wn = warps
    out = []
    for i in range(wm.bit_length() - 1):
        v = ins.m << i
        out.append({"acc": (v, 0), "a": (v, 0), "b": (0, 0)}[which])
    for i in range(wn.bit_length() - 1):
        v = ins.n << i
        out.append({"acc": (0, v), "a": (0, 0), "b": (0, v)}[which])
    return out


def acc_layout(shape, ins: MmaInstr, warps) -> LinearLayout:
    """The accumulator layout of an (M, N) dot result: Triton's ``#nvidia_mma`` v2 (or the
    m8n8 fp64 one), ``warps`` = (warps along M, warps along N)."""
    return _tile_layout(shape, (ins.m, ins.n), acc_fragment(ins), _warp_bases(ins, warps, "acc"),
                        (1, 0), f"mma(m{ins.m}n{ins.n},warps={list(warps)})")


def operand_layout(shape, idx: int, ins: MmaInstr, warps) -> LinearLayout:
    """The dot-operand layout of A (``idx`` 0, shape (M, K)) or B (1, (K, N)): Triton's
    ``#dot_op<{opIdx, parent, kWidth}>`` with ``kWidth`` = :attr:`MmaInstr.k_width`."""
    if idx == 0:
        return _tile_layout(shape, (ins.m, ins.k), a_fragment(ins), _warp_bases(ins, warps, "a"),
                            (1, 0), f"dot_op(0,m{ins.m}n{ins.n}k{ins.k},warps={list(warps)})")
    return _tile_layout(shape, (ins.k, ins.n), b_fragment(ins), _warp_bases(ins, warps, "b"),
                        (0, 1), f"dot_op(1,m{ins.m}n{ins.n}k{ins.k},warps={list(warps)})")


def warps_per_tile(shape, num_warps: int, ins: MmaInstr, chained: bool) -> tuple:
    """(warps along M, warps along N) for an (M, N) accumulator (Triton's
    ``warpsPerTileV2``): all along M for a chained dot, else doubling the dimension with
    more instruction blocks per warp, M first on ties."""
    if chained:
        return (num_warps, 1)
    m, n = shape
    wm, wn = 1, 1
    while wm * wn < num_warps:
        if m // ins.m // wm >= n // (ins.n * 2) // wn:
            if wm < max(1, m // ins.m):
                wm *= 2
            else:
                wn *= 2
        else:
            wn *= 2
    return (wm, wn)


# ---------------------------------------------------------------------- the plan
@dataclass(frozen=True)
class DotPlan:
    """How one DOT runs on tensor cores."""

    ins: MmaInstr
    warps: tuple
    acc: LinearLayout
    a: LinearLayout
    b: LinearLayout
    chained: bool
    #: Hopper's ``wgmma.mma_async`` may run it (sm_90a, :data:`WGMMA_TYPES`, whole warpgroups
    #: along M): the warps are then all along M, which is also the m64nNkK accumulator
    #: layout; :func:`codegen.mma_dot.lower` uses ``wgmma`` when the operands sit where it
    #: reads them and ``mma.sync`` otherwise
    wgmma: bool = False
    #: on a target with ``wgmma``, why this dot cannot use it (None where it may, or the
    #: target has none): the reason the generated source's pipeline notes give
    no_wgmma: str | None = None


def dot_instruction(op) -> MmaInstr | None:
    """The instruction for DOT ``op``, or None (the FMA loop): 2-D operands of one dtype
    that an ``mma.sync`` takes."""
    a, b = op.operands[:2]
    if len(a.type.shape) != 2 or a.type.elem is not b.type.elem:
        return None
    return instruction(a.type.elem, op.result.type.elem, op.attrs.get("input_precision"))


def chained_dots(fn) -> set:
    """DOT ops whose result reaches the A operand of another DOT through elementwise ops,
    casts, broadcasts and reductions (attention's S = Q·Kᵀ → P → P·V), and those other DOTs."""
    users: dict = {}
    for op in fn.walk():
        for o in op.operands:
            users.setdefault(o, []).append(op)
    out = set()
    for op in fn.walk():
        if op.op is not Op.DOT:
            continue
        seen, stack = set(), [op.result]
        while stack:
            v = stack.pop()
            if v in seen:
                continue
            seen.add(v)
            for u in users.get(v, []):
                if u.op is Op.DOT:
                    if u is not op and u.operands[0] is v:
                        out.update((op, u))
                    continue
                if u.op in ELEMENTWISE or u.op in REDUCTIONS or u.op in (
                        Op.BROADCAST, Op.EXPAND_DIMS):
                    stack.extend(u.results)
    return out


#: ``wgmma.mma_async`` operand types per A/B element type: the PTX type name, the accumulator
#: type and the K of one instruction (PTX ISA, "Asynchronous Warpgroup Level Matrix Shape").
#: fp32 operands are read as tf32 (``input_precision="tf32"`` only): from registers they are
#: rounded first (``cvt.rna``, as ``mma.sync`` and the interpreter do), from shared memory the
#: tensor core ignores their low 13 mantissa bits (truncation; docs/codegen.md, "Numerics")
WGMMA_TYPES = {DType.fp16: ("f16", DType.fp32, 16), DType.bf16: ("bf16", DType.fp32, 16),
               DType.fp32: ("tf32", DType.fp32, 8),
               DType.fp8e4nv: ("e4m3", DType.fp32, 32), DType.fp8e5: ("e5m2", DType.fp32, 32),
               DType.i8: ("s8", DType.i32, 32), DType.u8: ("u8", DType.i32, 32)}

#: how far an fp32 operand that ``wgmma`` reads from shared memory (truncated to tf32) may be
#: from the interpreter's (rounded to nearest, ties away): 0 or one tf32 ulp, at most
#: ``2**-10 * |x|`` for a normal x
WGMMA_TF32_OPERAND_BOUND = 2.0 ** -10
#: the same for one product a·b with both operands truncated, relative to |a|·|b|: with
#: u = 2**-10, |a_t·b_t - a_r·b_r| <= |a_t - a_r|·|b_t| + |a_r|·|b_t - b_r| <= u + (1 + u/2)·u,
#: i.e. ``2**-9 * (1 + 2**-12)``; summed over K (times |a|·|b|) it bounds a tf32 ``wgmma``
#: dot against the interpreter, apart from the order of the fp32 sums
WGMMA_TF32_PRODUCT_BOUND = 2.0 ** -9 * (1 + 2.0 ** -12)


def wgmma_k(ab: DType) -> int:
    """K of one ``wgmma.mma_async`` on ``ab`` operands (a :data:`WGMMA_TYPES` key): 16 for
    16-bit types, 8 for tf32 (fp32 operands), 32 for 8-bit ones."""
    return WGMMA_TYPES[ab][2]


def wgmma_needs_k_major(ab: DType) -> bool:
    """Whether ``wgmma`` reads shared-memory operands of type ``ab`` only K-major: the
    transpose bits (imm-trans-a/b) exist for .f16/.bf16 alone (PTX ISA, "wgmma.mma_async"),
    so a tf32 (fp32) or 8-bit B, and such an A read from shared memory, must sit
    K-contiguous there (A may instead come from registers). In global memory that is an A
    whose rows are M (row-major) and a B whose rows are N (``torch._scaled_mm``'s
    column-major B)."""
    return ab.itemsize != 2


def wgmma_needs_k_major_b(ab: DType) -> bool:
    """Whether ``wgmma`` reads B of type ``ab`` only K-major (:func:`wgmma_needs_k_major`)."""
    return wgmma_needs_k_major(ab)


def wgmma_shape_ok(ins: MmaInstr, shape_mnk, num_warps: int) -> bool:
    """Whether an (M, N, K) dot with ``ins``'s types can run as ``wgmma.mma_async.m64nNkK``
    on ``num_warps`` warps: fp16/bf16, tf32 (fp32 operands, ``input_precision="tf32"``; not
    ``"tf32x3"``, and ``"ieee"`` has no ``ins``) or fp8 into fp32, i8/u8 into i32
    (:data:`WGMMA_TYPES`), whole warpgroups, each owning 64-row blocks of M, N a multiple of
    8 up to 256, K a multiple of the instruction's (PTX ISA, "Asynchronous Warpgroup Level
    Matrix Shape")."""
    return wgmma_shape_refusal(ins, shape_mnk, num_warps) is None


def wgmma_operand_name(ab: DType) -> str:
    """How the notes of the generated source name ``wgmma`` operands of type ``ab``
    (fp32 ones run as tf32)."""
    return "tf32 (fp32)" if ab is DType.fp32 else str(ab)


def wgmma_shape_refusal(ins: MmaInstr, shape_mnk, num_warps: int) -> str | None:
    """Why an (M, N, K) dot with ``ins``'s types cannot run as ``wgmma.mma_async`` on
    ``num_warps`` warps (:func:`wgmma_shape_ok`), as a phrase for the generated source's
    notes, or None when it can."""
    m, n, k = shape_mnk
    t = WGMMA_TYPES.get(ins.ab)
    if ins.tf32x3:
        return 'input_precision="tf32x3" runs on mma.sync'
    if t is None or ins.acc is not t[1]:
        return f"wgmma has no {ins.ab} dot into {ins.acc}"
    if num_warps % 4:
        return f"num_warps={num_warps} is not whole warpgroups (a multiple of 4)"
    if m % (16 * num_warps):
        return (f"M={m} is not a multiple of {16 * num_warps} (64 rows per warpgroup, "
                f"num_warps={num_warps})")
    if n % 8 or not 8 <= n <= 256:
        return f"N={n} is not a multiple of 8 from 8 to 256"
    if k % t[2]:
        return f"K={k} is not a multiple of {t[2]}"
    return None


def _load_contiguity(op, idx: int, info):
    """(contiguity along dim 0, along dim 1) of the pointer of DOT ``op``'s operand ``idx``
    when that operand is a load, else None."""
    from tiledsl.analysis import axisinfo

    ld = op.operands[idx].owner
    if info is None or getattr(ld, "op", None) is not Op.LOAD:
        return None
    return tuple(axisinfo.get(info, ld.operands[0]).contiguity)


def _k_contiguous_load(op, info) -> bool:
    """Whether DOT ``op``'s B is a load whose addresses run along K (dim 0) in memory."""
    c = _load_contiguity(op, 1, info)
    return c is not None and c[0] > 1 and c[0] >= c[1]


def _a_k_major_where_read(op, info, same_block: bool) -> bool:
    """Whether DOT ``op``'s A can reach ``wgmma`` of a type it reads only K-major: A is not a
    load, or a load outside the dot's block (``same_block`` False: one defined before the
    dot's loop is read into registers once, :func:`codegen.mma_dot.prepare`), or a load whose
    addresses run along K (dim 1) at least as far as along M, so that the layout assignment
    makes K its fast dimension (ties go to the last) and the pipeline keeps it K-contiguous
    in shared memory."""
    c = _load_contiguity(op, 0, info)
    return c is None or not same_block or (c[1] > 1 and c[1] >= c[0])


def _blocks_of(fn) -> dict:
    """{op: the block that holds it} for every op of ``fn``."""
    out, stack = {}, [fn.body]
    while stack:
        b = stack.pop()
        for o in b.ops:
            out[o] = b
            stack.extend(o.regions)
    return out


def plan_dots(fn, num_warps: int, wgmma: bool = False, fp8: bool = False,
              info=None) -> dict:
    """{DOT op: :class:`DotPlan`} for every dot that runs on tensor cores (``wgmma``: the
    target has Hopper's warpgroup instructions; ``fp8``: its ``mma.sync`` takes e4m3/e5m2,
    from sm_89; fp8 dots run the FMA loop elsewhere). A dot whose B ``wgmma`` reads only
    K-major (tf32 and 8-bit types: :func:`wgmma_needs_k_major`) is planned for ``wgmma``
    only where B is a load along K and A is a load along K, a load outside the dot's block
    or no load (``info``: the function's axis info); otherwise ``mma.sync``'s own warp
    arrangement."""
    chained = chained_dots(fn)
    block_of = _blocks_of(fn) if wgmma else {}
    plans = {}
    for op in fn.walk():
        if op.op is not Op.DOT:
            continue
        ins = dot_instruction(op)
        if ins is None or (ins.ab.is_fp8 and not fp8):
            continue
        (m, k), n = op.operands[0].type.shape, op.operands[1].type.shape[1]
        a_here = block_of.get(op.operands[0].owner) is block_of.get(op)
        why = None
        if wgmma:
            why = wgmma_shape_refusal(ins, (m, n, k), num_warps)
            if why is None and wgmma_needs_k_major(ins.ab):
                kind = wgmma_operand_name(ins.ab)
                if not _k_contiguous_load(op, info):
                    why = (f"wgmma reads B only K-major for {kind} operands, and B is not a "
                           f"load contiguous along K")
                elif not _a_k_major_where_read(op, info, a_here):
                    why = (f"wgmma reads A from shared memory only K-major for {kind} "
                           f"operands, and A is a load of the loop contiguous along M")
        wg = wgmma and why is None
        warps = (num_warps, 1) if wg else warps_per_tile((m, n), num_warps, ins, op in chained)
        plans[op] = DotPlan(ins, warps, acc_layout((m, n), ins, warps),
                            operand_layout((m, k), 0, ins, warps),
                            operand_layout((k, n), 1, ins, warps), op in chained, wg, why)
    return plans
