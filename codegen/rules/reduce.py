"""Reductions in three levels and scans.

Reduction of a tile along ``axis`` (result layout: the input layout sliced at ``axis``):

1. registers: the registers of a thread that share an output coordinate are folded as a tree;
2. lanes: one ``shfl_xor`` butterfly step per lane bit whose basis moves along ``axis``;
3. warps: if warp bits move along ``axis``, each thread writes its partial to shared memory
   indexed ``[warp position along axis][output element]``, a barrier; then, when at least
   ``log2(nw)`` lane bits move along ``axis``, each lane reads one partial and a butterfly of
   ``log2(nw)`` shuffles over those bits folds them (one barrier per reduction, where Triton's
   second stage has two); otherwise every thread folds all ``nw`` partials of its output
   elements. Either way the result reaches every thread.

Each level combines its bits lowest first, so the reduction is the interpreter's tree of
neighbours (``x[2i] ⊕ x[2i+1]`` first) exactly when the register, lane and warp bits that move
along ``axis`` step 1, 2, 4 ... in that order (:func:`in_tree_order`). fp16 and bf16 sums round
at every step, so their order shows: a tile in another layout is first converted to
:func:`tree_layout`. Other float sums reduce in the layout they have (the same value within
rounding); integer sums, ``max``, ``min`` and the arg-reductions are exact in any order.

``argmax``/``argmin`` reduce (value, index) pairs with the same skeleton; ties go to the smallest
index and NaNs are ignored unless every value is NaN. Scans go through shared memory in the
interpreter's Hillis-Steele steps (:func:`_scan`).
"""
from __future__ import annotations

from tiledsl.dtypes import DType
from tiledsl.errors import InternalError
from tiledsl.ir import Op

from ..cexpr import HALF, cast, to_float
from ..layout import LinearLayout, blocked
from ..tile import Tile


def _combine_fn(em, kind, dt):
    """C expression combining two values of dtype ``dt`` (already the result dtype)."""
    if kind is Op.SUM:
        if dt.is_float:
            if dt in HALF:
                return lambda a, b: em.d.float_to_fp16(
                    dt, f"({to_float(em.d, dt, a)} + {to_float(em.d, dt, b)})")
            return lambda a, b: f"({a} + {b})"
        if dt is DType.i1:
            return lambda a, b: f"({a} ^ {b})"
        u = "unsigned long long" if dt.bits == 64 else "unsigned int"
        ct = em.ctype(dt)
        return lambda a, b: f"(({ct})(({u})({a}) + ({u})({b})))"
    is_max = kind is Op.MAX
    if dt.is_float:
        f = ("fmax" if is_max else "fmin") + ("" if dt is DType.fp64 else "f")
        if dt in HALF:
            return lambda a, b: em.d.float_to_fp16(
                dt, f"{f}({to_float(em.d, dt, a)}, {to_float(em.d, dt, b)})")
        return lambda a, b: f"{f}({a}, {b})"
    c = ">" if is_max else "<"
    return lambda a, b: f"(({a}) {c} ({b}) ? ({a}) : ({b}))"


def _tree(items, comb):
    items = list(items)
    while len(items) > 1:
        nxt = []
        for i in range(0, len(items) - 1, 2):
            nxt.append(comb(items[i], items[i + 1]))
        if len(items) % 2:
            nxt.append(items[-1])
        items = nxt
    return items[0]


def _bind(em, ct, e, prefix="rd"):
    name = em.fresh(prefix)
    em.line(f"{ct} {name} = {e};")
    return name


class _Red:
    """A (possibly multi-component) reduction state per output register."""

    def __init__(self, em, dts, comb):
        self.em, self.dts, self.comb = em, dts, comb  # comb(list a, list b) -> list of exprs

    def bind(self, vals):
        return [_bind(self.em, self.em.ctype(dt), v) for dt, v in zip(self.dts, vals)]

    def fold(self, items):
        items = list(items)
        while len(items) > 1:
            nxt = []
            for i in range(0, len(items) - 1, 2):
                nxt.append(self.bind(self.comb(items[i], items[i + 1])))
            if len(items) % 2:
                nxt.append(items[-1])
            items = nxt
        return items[0]


def _ordered(em, red, bit, vals, sh):
    """``vals`` and the partner lane's ``sh`` as (lower, upper) along the axis: the lane whose
    ``bit`` is set holds the upper half (in a layout :func:`in_tree_order`)."""
    up = em.fresh("up")
    em.line(f"const bool {up} = (({em.lane()} >> {bit}) & 1) != 0;")
    lo = red.bind([f"({up} ? {s} : {v})" for v, s in zip(vals, sh)])
    hi = red.bind([f"({up} ? {v} : {s})" for v, s in zip(vals, sh)])
    return lo, hi


def reduce_tile(em, t: Tile, axis: int, red: _Red, init_of, ordered: bool = False) -> Tile:
    """The three-level reduction; ``init_of(r)`` gives the per-register start state.

    ``ordered``: the combine need not commute, so every shuffle step passes the lower half
    along the axis as the left operand (both lanes of a pair then compute the same value);
    otherwise a lane combines its own value with its partner's, in either order."""
    lay = t.layout
    out_lay = lay.slice(axis)
    if not lay.pure_along("lane", axis) or not lay.pure_along("warp", axis):
        raise InternalError(f"reduction along {axis} of layout {lay.describe()} is not supported")
    # 1. registers
    groups = {}
    for r in lay.distinct_regs():
        key = out_lay.reg_coord(r)
        groups.setdefault(key, []).append(r)
    partial = {key: red.fold([init_of(r) for r in regs]) for key, regs in groups.items()}
    # 2. lanes
    for bit in lay.bits_along("lane", axis):
        for key, vals in partial.items():
            sh = red.bind([em.d.shfl_xor(v, 1 << bit, em.ctype(dt))
                           for v, dt in zip(vals, red.dts)])
            pair = _ordered(em, red, bit, vals, sh) if ordered else (vals, sh)
            partial[key] = red.bind(red.comb(*pair))
    # 3. warps
    wbits = lay.bits_along("warp", axis)
    if wbits:
        nw = 1 << len(wbits)
        out_numel = 1
        for s in out_lay.shape:
            out_numel *= s
        widx = " | ".join(f"(((tl_warp >> {b}) & 1) << {i})" for i, b in enumerate(wbits))
        total = 0
        for dt in red.dts:
            total = (total + 7) // 8 * 8 + nw * out_numel * max(1, dt.itemsize)
        base = em.scratch_offset(total)
        em.before_smem_write(base, base + total)
        bufs, off = [], base
        for dt in red.dts:
            ct = em.ctype(dt)
            size = max(1, dt.itemsize) if dt is not DType.i1 else 1
            off = (off + 7) // 8 * 8
            name = em.fresh("rb")
            em.line(f"{ct}* {name} = {em.smem_ptr(ct, nw * out_numel * size, off)};")
            bufs.append(name)
            off += nw * out_numel * size
        wv = em.fresh("wi")
        em.line(f"const int {wv} = {widx};")
        sample = {}
        for key, vals in partial.items():
            r = groups[key][0]
            lin = em.linear_expr(out_lay, r) if out_lay.shape else "0"
            sample[key] = lin
            for b, v in zip(bufs, vals):
                em.line(f"{b}[{wv} * {out_numel} + {lin}] = {v};")
        em.after_smem_write()
        lbits = lay.bits_along("lane", axis)
        if len(lbits) >= len(wbits):
            # the lanes that differ only in lane bits moving along ``axis`` hold the same
            # output elements: with ``k = log2(nw)`` of those bits, lane ``l`` reads the
            # partial of the warp numbered by its k bits, and a butterfly over them folds the
            # nw partials, leaving the same value in every such lane (each step combines one
            # pair, in either order: the combines commute) in one shared-memory read and k
            # shuffles instead of nw reads and nw-1 folds
            use = lbits[:len(wbits)]
            lw = em.fresh("lw")
            if use == list(range(len(use))):
                em.line(f"const int {lw} = {em.lane()} & {nw - 1};")
            else:
                em.line(f"const int {lw} = " + " | ".join(
                    f"((({em.lane()} >> {b}) & 1) << {i})" for i, b in enumerate(use)) + ";")
            for key in partial:
                lin = sample[key]
                vals = red.bind([f"{b}[{lw} * {out_numel} + {lin}]" for b in bufs])
                for b in use:
                    sh = red.bind([em.d.shfl_xor(v, 1 << b, em.ctype(dt))
                                   for v, dt in zip(vals, red.dts)])
                    pair = _ordered(em, red, b, vals, sh) if ordered else (vals, sh)
                    vals = red.bind(red.comb(*pair))
                partial[key] = vals
        else:  # too few such lanes: every thread folds the partials of its elements
            for key in partial:
                lin = sample[key]
                items = [[f"{b}[{w * out_numel} + {lin}]" for b in bufs] for w in range(nw)]
                items = [red.bind(it) for it in items]
                partial[key] = red.fold(items)
        em.after_smem_read(base, base + total)
    return out_lay, partial, groups


def in_tree_order(lay: LinearLayout, axis: int) -> bool:
    """True when :func:`reduce_tile` combines the elements along ``axis`` of a tile in ``lay``
    as the interpreter's tree of neighbours: the bases of the register bits, then of the lane
    bits, then of the warp bits that move along ``axis`` (each level folds its bits lowest
    first) are 1, 2, 4 ... along ``axis`` and zero elsewhere."""
    steps = []
    for kind in ("reg", "lane", "warp"):
        bases = getattr(lay, kind)
        steps += [bases[i] for i in lay.bits_along(kind, axis)]
    n = lay.shape[axis]
    want = [tuple((1 << k) if d == axis else 0 for d in range(lay.rank))
            for k in range(n.bit_length() - 1)]
    return steps == want


def tree_layout(shape: tuple, axis: int, num_warps: int, warp_size: int) -> LinearLayout:
    """A blocked layout in :func:`in_tree_order` along ``axis``: each thread holds a contiguous
    run of the axis, lanes then warps take the next runs (no register wraps around the axis);
    the lanes and warps left over go to the other dimensions, fastest first."""
    rank = len(shape)
    n = shape[axis]
    spt, tpw, wpc = [1] * rank, [1] * rank, [1] * rank
    tpw[axis] = min(warp_size, n)
    wpc[axis] = min(num_warps, n // tpw[axis])
    spt[axis] = n // (tpw[axis] * wpc[axis])
    order = [axis] + [d for d in reversed(range(rank)) if d != axis]
    lanes, warps = warp_size // tpw[axis], num_warps // wpc[axis]
    for d in order[1:]:
        t = min(lanes, shape[d])
        tpw[d] *= t
        lanes //= t
        w = min(warps, shape[d] // t)
        wpc[d] *= w
        warps //= w
    tpw[order[-1]] *= lanes  # beyond the tile: replication (zero bases)
    wpc[order[-1]] *= warps
    return blocked(shape, spt, tpw, wpc, order)


def _reduce(em, op):
    x, res = op.operands[0], op.result
    axis = op.attrs["axis"]
    t = em.get(x)
    src, dt = x.type.elem, res.type.elem
    if op.op is Op.SUM and dt in HALF and not in_tree_order(t.layout, axis):
        t = em.as_layout(x, tree_layout(x.type.shape, axis, em.num_warps, em.warp_size))
    comb1 = _combine_fn(em, op.op, dt)
    red = _Red(em, [dt], lambda a, b: [comb1(a[0], b[0])])
    out_lay, partial, groups = reduce_tile(em, t, axis, red,
                                           lambda r: [cast(em.d, t.regs[r], src, dt)])
    _define_result(em, res, out_lay, {k: v[0] for k, v in partial.items()})


def _define_result(em, res, out_lay, by_key):
    if not out_lay.shape:
        em.define(res, Tile(em.scalar_layout, res.type.elem, {0: next(iter(by_key.values()))}))
        return
    regs = {r: by_key[out_lay.reg_coord(r)] for r in out_lay.distinct_regs()}
    em.define(res, Tile(out_lay, res.type.elem, regs))


def _argreduce(em, op):
    x, res = op.operands[0], op.result
    axis = op.attrs["axis"]
    t = em.get(x)
    dt = x.type.elem
    cdt = DType.fp32 if dt in HALF else dt
    better = ">" if op.op is Op.ARGMAX else "<"
    isf = dt.is_float

    def comb(a, b):
        va, ia = a
        vb, ib = b
        nan_a = f"({va} != {va})" if isf else "false"
        nan_b = f"({vb} != {vb})" if isf else "false"
        take_b = (f"(({nan_a} && !{nan_b}) || (!{nan_b} && (({vb} {better} {va}) || "
                  f"({vb} == {va} && {ib} < {ia}))) || ({nan_a} && {nan_b} && {ib} < {ia}))")
        c = em.fresh("tb")
        em.line(f"const bool {c} = {take_b};")
        return [f"({c} ? {vb} : {va})", f"({c} ? {ib} : {ia})"]

    red = _Red(em, [cdt, DType.i32], comb)
    lay = t.layout

    def init(r):
        idx = em.coord_exprs(lay, r)[axis]
        return [cast(em.d, t.regs[r], dt, cdt), idx]

    out_lay, partial, _ = reduce_tile(em, t, axis, red, init)
    _define_result(em, res, out_lay, {k: v[1] for k, v in partial.items()})


def _scan(em, op):
    """``cumsum``/``cumprod``: :func:`scan_tiles` with ``+`` or ``*`` in the result dtype."""
    x, res = op.operands[0], op.result
    t = em.get(x)
    src, dt = x.type.elem, res.type.elem
    ct = em.ctype(dt)
    if op.op is Op.CUMSUM:
        comb = _combine_fn(em, Op.SUM, dt)
    elif dt.is_float:
        comb = (lambda a, b: f"({a} * {b})") if dt not in HALF else (
            lambda a, b: em.d.float_to_fp16(dt, f"({to_float(em.d, dt, a)} * "
                                                f"{to_float(em.d, dt, b)})"))
    else:
        u = "unsigned long long" if dt.bits == 64 else "unsigned int"
        comb = lambda a, b: f"(({ct})(({u})({a}) * ({u})({b})))"  # noqa: E731
    (out,) = scan_tiles(em, [t], [src], [dt], op.attrs["axis"], bool(op.attrs.get("reverse")),
                        lambda a, b: [comb(a[0], b[0])])
    em.define(res, out)


def scan_tiles(em, tiles, srcs, dts, axis: int, reverse: bool, comb) -> list:
    """Inclusive scan along ``axis`` in shared memory, in the interpreter's Hillis-Steele
    steps, of one or several tiles of one layout (converted from ``srcs`` to the dtypes
    ``dts``): each tile is written to a row-major buffer; in step ``k`` = 1, 2, 4 ... each
    thread reads, for each element it owns (``e = tid + j * nthreads``) at position
    ``p >= k`` along the axis, ``comb(buf[e - k], buf[e])`` into registers, a barrier, writes
    them back, a barrier (``reverse``: ``p < n - k`` and ``comb(buf[e + k], buf[e])``).
    ``comb(lefts, rights)`` returns one expression per tile and may emit the lines it needs.
    Every step rounds to the result dtype, so float scans equal the interpreter's bit for
    bit. Returns the scanned tiles."""
    lay = tiles[0].layout
    shape = lay.shape
    numel = 1
    for s in shape:
        numel *= s
    n = shape[axis]
    inner = 1
    for s in shape[axis + 1:]:
        inner *= s
    cts = [em.ctype(dt) for dt in dts]
    em.before_smem_write()
    bufs, off = [], 0
    for dt, ct in zip(dts, cts):
        size = 1 if dt is DType.i1 else dt.itemsize
        off = (off + 7) // 8 * 8
        buf = em.fresh("sc")
        em.line(f"{ct}* {buf} = {em.smem_ptr(ct, numel * size, off)};  // scan along axis "
                f"{axis}")
        bufs.append(buf)
        off += numel * size
    own = em.owner_pred(lay)
    if own:
        em.line(f"if ({own}) {{")
        em.depth += 1
    for t, buf, src, dt in zip(tiles, bufs, srcs, dts):
        for r in lay.distinct_regs():
            em.line(f"{buf}[{em.linear_expr(lay, r)}] = {cast(em.d, t.regs[r], src, dt)};")
    if own:
        em.depth -= 1
        em.line("}")
    em.after_smem_write()
    nt = em.nthreads
    per = -(-numel // nt)  # elements per thread
    k = 1
    while k < n:
        svs = [em.fresh("sv") for _ in bufs]
        j, e, p = em.fresh("sj"), em.fresh("se"), em.fresh("sp")
        d = k * inner
        pos = e if inner == 1 else f"({e} / {inner})"
        pos = pos if n * inner == numel else f"{pos} % {n}"
        cond = f"{p} < {n - k}" if reverse else f"{p} >= {k}"
        if numel % nt:
            cond = f"{e} < {numel} && {cond}"
        for sv, ct in zip(svs, cts):
            em.line(f"{ct} {sv}[{per}];  // scan step {k}")
        for phase in ("read", "write"):
            em.line("#pragma unroll")
            em.line(f"for (int {j} = 0; {j} < {per}; ++{j}) {{")
            em.depth += 1
            em.line(f"const int {e} = {em.d.tid} + {j} * {nt};")
            em.line(f"const int {p} = {pos};")
            if phase == "read":
                others = [f"{b}[{e} + {d}]" if reverse else f"{b}[{e} - {d}]" for b in bufs]
                start = len(em.lines)
                em.depth += 1
                vals = comb(others, [f"{b}[{e}]" for b in bufs])
                em.depth -= 1
                body = em.lines[start:]
                del em.lines[start:]
                if not body and len(vals) == 1:
                    em.line(f"if ({cond}) {svs[0]}[{j}] = {vals[0]};")
                else:
                    em.line(f"if ({cond}) {{")
                    em.lines.extend(body)
                    em.depth += 1
                    for sv, v in zip(svs, vals):
                        em.line(f"{sv}[{j}] = {v};")
                    em.depth -= 1
                    em.line("}")
            else:
                for sv, b in zip(svs, bufs):
                    em.line(f"if ({cond}) {b}[{e}] = {sv}[{j}];")
            em.depth -= 1
            em.line("}")
            em.line(em.barrier_stmt())
        k *= 2
    outs = [em.new_tile(lay, dt, lambda r, b=b: f"{b}[{em.linear_expr(lay, r)}]", "sc")
            for b, dt in zip(bufs, dts)]
    em.after_smem_read()
    return outs


TABLE = {
    Op.SUM: _reduce, Op.MAX: _reduce, Op.MIN: _reduce,
    Op.ARGMAX: _argreduce, Op.ARGMIN: _argreduce,
    Op.CUMSUM: _scan, Op.CUMPROD: _scan,
}
