"""Layout assignment: one coalesced blocked layout per memory-accessed shape, hints elsewhere.

A simplified Triton ``coalesce`` + ``remove_layout_conversions``:

1. *Anchors*: for every shape that a load, store or atomic accesses through a tile of
   pointers, a blocked layout whose fast dimension is the pointer's most contiguous one and
   whose elements per thread are the widest 16-byte-or-less vector the axis info allows
   (``min(16 B / elem, contiguity, alignment, mask constancy, numel / threads)``). Shapes that
   no memory op touches get a default blocked layout.
2. *Hints*: walking the kernel backwards, each value is given the layout its users want
   (elementwise: the result's; broadcast: the projection; expand_dims: the slice; memory ops:
   the anchor), so that ``arange``, constants and index arithmetic are produced directly in the
   layout of the access that consumes them and no conversion is needed. A load whose users
   want another layout than the anchor (a bias or weight vector broadcast into a 2-D tile:
   the slice of the tile's layout) reads in that layout when its accesses are at least as
   wide (Triton loads such vectors in the slice layout too, each element by every thread
   that holds it), instead of converting through shared memory after the load.

0. *Pins* (only on targets with a matrix instruction for a dot: tensor cores on NVIDIA,
   MFMA on AMD): a dot's result and accumulator get the instruction's accumulator layout,
   which then flows forward through the values carried by ``for`` and ``while`` loops, the
   results of ``if`` (from a branch that yields a pinned value), elementwise ops, reductions
   and expand_dims, so that e.g. a matmul's accumulator stays in it across the K loop (also
   where a run-time ``if``, ``break`` or ``continue`` in the body assigns it) and attention's
   softmax runs on it. Pinned values keep their layout in step 2.

The emitter then builds each value in its hint (or from its operands) and inserts a conversion
through shared memory only where an operand's layout still differs from the required one.
"""
from __future__ import annotations

from tiledsl.analysis import axisinfo
from tiledsl.ir import ATOMICS, ELEMENTWISE, REDUCTIONS, Op

from .layout import LinearLayout, default_blocked


def _pow2_floor(n: int) -> int:
    n = max(1, int(n))
    return 1 << (n.bit_length() - 1)


class Assignment:
    """Anchor layouts per shape and layout hints per value."""

    def __init__(self, fn, info, num_warps: int, warp_size: int, mma_layout=None,
                 direct_acc_stores: bool = False):
        """``mma_layout(dot_op)``: the accumulator layout of a dot on the target's matrix
        unit, or None (then nothing is pinned). ``direct_acc_stores``: a store of a value
        pinned to an accumulator layout writes from that layout (each thread its own runs of
        elements, no conversion through shared memory) instead of the coalesced anchor."""
        self.fn = fn
        self.direct_acc_stores = direct_acc_stores
        self.info = info
        self.num_warps = num_warps
        self.warp_size = warp_size
        self.anchors: dict = {}
        self.hints: dict = {}
        self.pinned: set = set()
        self.load_layouts: dict = {}  # LOAD op → the layout it reads in (see load_layout)
        self.load_anchors: dict = {}  # LOAD op → its own anchor, where its shape's differs
        self.store_layouts: dict = {}  # STORE op → the layout it writes in, where not the anchor
        if mma_layout is not None:
            self._pin_pass(mma_layout)
        self._anchor_pass()
        for _ in range(2):
            self._hint_block(fn.body)

    # ------------------------------------------------------------------ pins
    def _pin(self, v, lay) -> bool:
        if lay is None or not v.type.shape or v in self.hints:
            return False
        self.hints[v] = lay
        self.pinned.add(v)
        return True

    def _pin_pass(self, mma_layout):
        for op in self.fn.walk():
            if op.op is Op.DOT:
                lay = mma_layout(op)
                if lay is not None:
                    self._pin(op.result, lay)
                    self._pin(op.operands[2], lay)
        # forward to a fixed point: a loop body sees its carried values before the yield
        changed = bool(self.pinned)
        while changed:
            changed = False
            for op in self.fn.walk():
                changed |= self._pin_forward(op)

    def _pin_forward(self, op) -> bool:
        """Pin what ``op`` defines from its pinned operands (or, for control flow, from
        the pinned values its regions yield); True if a value was newly pinned."""
        k = op.op
        pinned = self.pinned
        if k is Op.FOR:  # carried value i: the body's yield i → block argument i + 1, result i
            body = op.regions[0]
            return self._pin_yielded(body.terminator, [(a, r) for a, r in
                                                        zip(body.args[1:], op.results)])
        if k is Op.WHILE:  # carried value i: the body's yield i → each block's arg i, result i
            cond, body = op.regions
            return self._pin_yielded(body.terminator, list(zip(cond.args, body.args,
                                                               op.results)))
        if k is Op.IF:  # result i: the first region whose yield i is pinned gives its layout
            changed = False
            for region in op.regions:
                changed |= self._pin_yielded(region.terminator, [(r,) for r in op.results])
            return changed
        if len(op.results) != 1:
            # no result, or several of an op that is not control flow (a reduce or scan of
            # several tiles, a multi-result inline_asm): their layouts come from the hints
            return False
        res = op.result
        if k in ELEMENTWISE:
            for o in op.operands:
                if o in pinned and o.type.shape == res.type.shape:
                    return self._pin(res, self.hints[o])
            return False
        src = op.operands[0] if op.operands else None
        if src is None or src not in pinned:
            return False
        if k in REDUCTIONS:
            return self._pin(res, self.hints[src].slice(op.attrs["axis"]))
        if k is Op.EXPAND_DIMS:
            return self._pin(res, self.hints[src].expand(op.attrs["axis"]))
        return False

    def _pin_yielded(self, y, targets) -> bool:
        """For each pinned operand i of the YIELD ``y`` (None: a region without one), pin
        every value of ``targets[i]`` to its layout; True if a value was newly pinned."""
        if y is None:
            return False
        changed = False
        for yv, vals in zip(y.operands, targets):
            if yv in self.pinned:
                for v in vals:
                    changed |= self._pin(v, self.hints[yv])
        return changed

    # ------------------------------------------------------------------ anchors
    def _anchor_pass(self):
        wanted, own = {}, {}
        nthreads = self.num_warps * self.warp_size
        for op in self.fn.walk():
            if op.op not in (Op.LOAD, Op.STORE) and op.op not in ATOMICS:
                continue
            ptr = op.operands[0]
            shape = ptr.type.shape
            if not shape:
                continue
            ai = axisinfo.get(self.info, ptr)
            rank = len(shape)
            order = sorted(range(rank), key=lambda d: (-ai.contiguity[d], -d))
            f = order[0]
            esize = ptr.type.elem.elem.itemsize
            vec = min(ai.contiguity[f], max(1, 16 // esize), shape[f])
            while vec > 1 and ai.divisibility[f] % (vec * esize):
                vec //= 2
            mask = _mask_operand(op)
            if mask is not None and mask.type.shape == shape:
                vec = min(vec, _pow2_floor(axisinfo.get(self.info, mask).constancy[f]))
            numel = 1
            for s in shape:
                numel *= s
            vec = max(1, min(_pow2_floor(vec), _pow2_floor(max(1, numel // nthreads))))
            prev = wanted.get(shape)
            if op.op is Op.LOAD:
                own[op] = (tuple(order), vec)
            if prev is None:
                wanted[shape] = (tuple(order), vec)
            else:
                wanted[shape] = (prev[0], max(prev[1], vec) if prev[0] == tuple(order)
                                 else prev[1])
        # a load whose fast dimension is not its shape's (attention's K^T and V tiles when
        # HEAD_DIM == BLOCK_N) gets a blocked layout of its own, so that it stays 16 bytes wide
        for op, (order, vec) in own.items():
            shape = op.result.type.shape
            if wanted[shape][0] != order:
                self.load_anchors[op] = default_blocked(shape, vec, list(order), self.num_warps,
                                                        self.warp_size)
        for shape, (order, vec) in wanted.items():
            self.anchors[shape] = default_blocked(shape, vec, list(order), self.num_warps,
                                                  self.warp_size)

    def anchor(self, shape) -> LinearLayout:
        shape = tuple(shape)
        lay = self.anchors.get(shape)
        if lay is None:
            numel = 1
            for s in shape:
                numel *= s
            nthreads = self.num_warps * self.warp_size
            vec = max(1, min(4, numel // nthreads))
            order = [d for d in reversed(range(len(shape)))]
            # put the fast dimension on a non-trivial axis
            order.sort(key=lambda d: shape[d] == 1)
            lay = default_blocked(shape, vec, order, self.num_warps, self.warp_size)
            self.anchors[shape] = lay
        return lay

    # ------------------------------------------------------------------ hints
    def _set(self, v, lay):
        if lay is not None and v.type.shape and v not in self.hints:
            self.hints[v] = lay

    def _hint_block(self, block):
        for op in reversed(block.ops):
            self._hint_op(op)

    def _hint_op(self, op):
        k = op.op
        res = op.results[0] if op.results else None
        if k is Op.FOR:
            body = op.regions[0]
            carried = body.args[1:]
            for r, a in zip(op.results, carried):
                self._set(a, self.hints.get(r))
            y = body.terminator
            if y is not None:
                for yv, a in zip(y.operands, carried):
                    self._set(yv, self.hints.get(a))
            self._hint_block(body)
            for init, a, r in zip(op.operands[3:], carried, op.results):
                self._set(init, self.hints.get(a) or self.hints.get(r))
            return
        if k is Op.WHILE:
            cond, body = op.regions
            for r, a, b in zip(op.results, cond.args, body.args):
                self._set(a, self.hints.get(r))
                self._set(b, self.hints.get(r))
            y = body.terminator
            if y is not None:
                for yv, a in zip(y.operands, body.args):
                    self._set(yv, self.hints.get(a))
            self._hint_block(body)
            self._hint_block(cond)
            for init, a, b in zip(op.operands, cond.args, body.args):
                self._set(init, self.hints.get(a) or self.hints.get(b))
            return
        if k is Op.IF:
            for region in op.regions:
                y = region.terminator
                if y is not None:
                    for yv, r in zip(y.operands, op.results):
                        self._set(yv, self.hints.get(r) or
                                  (self.anchor(r.type.shape) if r.type.shape else None))
                self._hint_block(region)
            return
        if k in (Op.LOAD, Op.STORE) or k in ATOMICS:
            shape = op.operands[0].type.shape
            if shape:
                lay = self.anchor(shape) if k is not Op.LOAD else self._choose_load_layout(op)
                if k is Op.STORE and self.direct_acc_stores and op.operands[1] in self.pinned \
                        and op.operands[1].type.shape == shape:
                    lay = self.hints[op.operands[1]]
                    self.store_layouts[op] = lay
                for o in op.operands:
                    if o.type.shape == shape:
                        self._set(o, lay)
            return
        if k is Op.REDUCE:
            # a custom combine reduces in the tree order, so its inputs are wanted in the
            # tree layout (a load of them then reads in it, :meth:`_choose_load_layout`)
            from .rules.reduce import tree_layout

            shape = op.operands[0].type.shape
            lay = tree_layout(shape, op.attrs["axis"], self.num_warps, self.warp_size)
            for o in op.operands:
                self._set(o, lay)
            return
        if res is None:
            return
        lay = self.hints.get(res)
        if k in ELEMENTWISE or k in (Op.MULTIPLE_OF, Op.MAX_CONTIGUOUS, Op.MAX_CONSTANCY):
            if lay is None and res.type.shape:
                lay = self._operand_layout_guess(op)
            for o in op.operands:
                if o.type.shape == res.type.shape:
                    self._set(o, lay)
        elif k is Op.BROADCAST:
            src = op.operands[0]
            if lay is not None and len(src.type.shape) == len(res.type.shape):
                self._set(src, lay.project(src.type.shape))
        elif k is Op.EXPAND_DIMS:
            if lay is not None and op.operands[0].type.shape:
                self._set(op.operands[0], lay.slice(op.attrs["axis"]))
        elif k is Op.PERMUTE:
            if lay is not None:
                perm = op.attrs["perm"]
                inv = [0] * len(perm)
                for i, p in enumerate(perm):
                    inv[p] = i
                self._set(op.operands[0], lay.permute(tuple(inv)))
        elif k is Op.RESHAPE:
            if lay is not None:
                self._set(op.operands[0], lay.reshape(op.operands[0].type.shape))

    def store_layout(self, op) -> LinearLayout:
        """The layout STORE ``op`` writes in: its value's accumulator layout where
        ``direct_acc_stores`` applies, else the anchor of its shape."""
        return self.store_layouts.get(op) or self.anchor(op.operands[0].type.shape)

    def load_layout(self, op) -> LinearLayout:
        """The layout LOAD ``op`` reads in: the one its users want when the accesses are at
        least as wide as in the anchor, else the anchor of its shape."""
        return self.load_layouts.get(op) or self.load_anchors.get(op) or \
            self.anchor(op.result.type.shape)

    def _choose_load_layout(self, op) -> LinearLayout:
        lay = self.load_layouts.get(op)
        if lay is not None:  # decided on the first walk: keep the operands' hints consistent
            return lay
        anchor = self.load_anchors.get(op) or self.anchor(op.result.type.shape)
        want = self.hints.get(op.result)
        lay = anchor
        if want is not None and want != anchor and want.shape == anchor.shape:
            ptr, mask = op.operands[0], _mask_operand(op)
            if access_width(self.info, ptr, want, mask)[1] >= \
                    access_width(self.info, ptr, anchor, mask)[1]:
                lay = want
        self.load_layouts[op] = lay
        return lay

    def _operand_layout_guess(self, op):
        for o in op.operands:
            if o.type.shape == op.results[0].type.shape and o in self.hints:
                return self.hints[o]
        return None


def access_width(info, ptr_value, layout, mask_value=None) -> tuple:
    """``(fast dim, width in elements)`` of an access through ``ptr_value`` in ``layout``: the
    layout's run of consecutive registers along its first vectorizable dimension, bounded by
    16 bytes, the pointer's contiguity and divisibility and the mask's constancy."""
    shape = layout.shape
    esize = ptr_value.type.elem.elem.itemsize
    fast = None
    for d in range(len(shape)):
        if layout.vector_run(d) > 1:
            fast = d
            break
    if fast is None:
        return 0, 1
    ai = axisinfo.get(info, ptr_value)
    v = min(layout.vector_run(fast), _pow2_floor(ai.contiguity[fast]), max(1, 16 // esize))
    while v > 1 and ai.divisibility[fast] % (v * esize):
        v //= 2
    if mask_value is not None and mask_value.type.shape:
        v = min(v, _pow2_floor(axisinfo.get(info, mask_value).constancy[fast]))
    return fast, v


def _mask_operand(op):
    if op.op is Op.LOAD:
        return op.operands[1] if op.attrs.get("has_mask") else None
    if op.op is Op.STORE:
        return op.operands[2] if op.attrs.get("has_mask") else None
    if op.op in ATOMICS and op.op is not Op.ATOMIC_CAS:
        return op.operands[2] if op.attrs.get("has_mask") else None
    return None
