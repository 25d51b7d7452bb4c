"""The walker: IR ops → per-thread C++ statements over register arrays.

Each tile value becomes a :class:`~codegen.tile.Tile`: a layout and one C variable per distinct
register (indexed only by compile-time constants, so every array stays in registers). The per-op
rules live in :mod:`codegen.rules` (``OP_RULES``); this module holds the shared machinery they use:
fresh names, source-line comments, thread coordinates, layout conversions through shared
memory, barrier bookkeeping and the kernel signature. Every target-specific word comes from
the dialect ``self.d`` (:mod:`codegen.dialect`): the same walker emits CUDA and HIP.
"""
from __future__ import annotations

import os
import re

from tiledsl import knobs
from tiledsl.analysis import axisinfo
from tiledsl.dtypes import DType, PointerType, TileType
from tiledsl.errors import InternalError
from tiledsl.ir import Op, Operation

from . import cexpr, mma
from .assign import Assignment
from .layout import LinearLayout, scalar_layout, thread_coord_exprs
from .names import comment_text, fresh_prefix_ok, kernel_symbol, param_name
from .tile import Tile
from .versioning import define_true


class Emitter:
    def __init__(self, fn, dialect, num_warps: int, min_blocks: int | None = None,
                 load_other: str | None = None, num_stages: int | None = None,
                 sanitize: bool = False, tma: bool = False, persistent: bool = False):
        self.fn = fn
        #: copy pipelined box loads with TMA (sm_90a; codegen.tma): the kernel then takes one
        #: tensor map (``tl_tmap<i>``, by value) per entry of ``tma_specs``
        self.tma = tma and getattr(dialect, "has_wgmma", False) and not sanitize
        self.tma_specs: list = []
        #: bounds-check every load, store and atomic against its argument's extent
        #: (``check="bounds"``, codegen.faults); the kernel then takes (lo, hi) per pointer
        self.sanitize = sanitize
        self.fault_sites: list = []  # codegen.faults.Site, by the index tl_fault receives
        self._roots = None  # {pointer value id: parameter names}, for sanitize, lazily
        self.num_stages = num_stages  # None: codegen.pipeline.DEFAULT_STAGES
        self.min_blocks = min_blocks
        self.load_other = load_other  # None: the TILEDSL_LOAD_OTHER default
        self.d = dialect
        self.num_warps = num_warps
        self.warp_size = dialect.warp_size
        self.nthreads = num_warps * dialect.warp_size
        self.info = axisinfo.analyze(fn)
        # dots on NVIDIA tensor cores (mma.sync): {DOT op: codegen.mma.DotPlan}
        self.dot_plans = mma.plan_dots(fn, num_warps, getattr(dialect, "has_wgmma", False),
                                       getattr(dialect, "has_fp8_mma", False), self.info) \
            if getattr(dialect, "has_mma_sync", False) else {}
        self.smem_floor = 0  # shared memory below this offset belongs to a pipeline's ring
        self.skip_ops: set = set()  # ops a pipeline emits in its copy code instead
        self.smem_align = 16  # of the dynamic shared memory: 1024 where wgmma reads it
        self.smem_base = None  # the C variable of its 32-bit shared address, once declared
        #: {(value, operand layout): fragments or SmemTile} of dot operands made ready before
        #: the loop that uses them (codegen.mma_dot.prepare)
        self.prepared_operands: dict = {}
        self.async_dots: dict = {}  # wgmma dots left in flight into the next iteration
        #: codegen.overlap.Overlap of the loop being emitted: its deferred dot, and the wait
        #: emitted before the first read of the accumulator it adds into
        self.overlap = None
        #: codegen.warpspec.WarpSpec of the kernel's warp-specialized loop, once emitted; its
        #: consumers' barrier statement then replaces the block-wide one
        self.warp_spec = None
        #: codegen.cluster.ClusterPlan: two blocks per cluster share the loop's copies
        self.cluster = None
        #: codegen.streamk.StreamK: the last wave of tiles split along K over every block
        self.stream_k = None
        #: a TMA store's bulk group may still read its staging tile (codegen.tma_store)
        self.tma_store_pending = False
        self.tma_store_ranges: list = []  # [lo, hi) of each TMA store's staging tile
        self.smem_ranges: list = []  # [lo, hi) of every allocation of shared memory
        self.tile_head = None  # a persistent kernel's tile loop: (line index, lines, depth)
        self.pingpong = 0  # consumer warpgroups taking turns in the loop being emitted
        #: comparisons known to hold everywhere in the loop copy being emitted
        #: (codegen.versioning)
        self.known_true: set = set()
        self.barrier_override = None
        self.body_start = 0  # the index in ``lines`` where the kernel body starts
        from .raster import applies

        #: programs of a 2-D grid run in groups along axis 0 (codegen.raster)
        self.grouped_order = applies(self)
        self.grouped_pids = None
        #: one block per SM loops over the grid's programs (tiles), which the kernel takes
        #: as ``tl_grid0..2`` after its other parameters (sm_90a with TMA only)
        self.persistent = bool(persistent) and self.tma
        #: (option, why) of each option asked for that the kernel is built without: a
        #: TileOptionWarning each (codegen._emit_sites)
        self.not_applied: list = [] if self.persistent or not persistent else [
            ("persistent", "it needs TMA copies: sm_90a, with TILEDSL_TMA on and no "
                           "check=\"bounds\"")]
        #: the thread's index in the block (the dialect's ``tid`` is the thread's index in its
        #: program, which differs with two programs per block: codegen.pingpong)
        self.block_tid = dialect.tid
        #: programs per block (codegen.pingpong: 2 once the kernel's loop qualifies)
        self.programs = 1
        from . import pingpong

        self.pingpong_candidate = pingpong.candidate(self)
        if self.pingpong_candidate:
            self.d = pingpong.program_dialect(dialect)
        self.ring_end = 0  # with two programs: where their own shared memory starts
        self.uses_psbase = False  # a wgmma descriptor reads a program's own shared memory
        self.wgmma_in_flight = False  # set by such a dot inside the loop being emitted
        #: stores of tensor-core accumulators write from the accumulator's layout, not
        #: through a conversion in shared memory (``TILEDSL_ACC_STORE=direct``)
        self.direct_acc_stores = knobs.acc_store() == "direct"
        self.assign = Assignment(fn, self.info, num_warps, self.warp_size, self.mma_layout,
                                 self.direct_acc_stores)
        self.scalar_layout = scalar_layout(self.warp_size, num_warps)
        self.vals: dict = {}
        self.lines: list = []
        self.preamble: list = []
        self.helpers: dict = {}  # name -> definition, placed after the prelude (load/store hints)
        self.depth = 1
        self.count = 0
        self.comment = ""
        self.smem_bytes = 0
        self.stream_set = None  # parameters whose stores stream (memory._streams), lazily
        self._smem_live: list = []  # [lo, hi) byte ranges read since the last barrier
        self._smem_all_dirty = False  # set by control flow: assume everything was read
        self._tc_cache: dict = {}
        self.uses = {}
        for op in fn.walk():
            for o in op.operands:
                self.uses[o] = self.uses.get(o, 0) + 1

    # ------------------------------------------------------------------ text
    def fresh(self, prefix: str = "v") -> str:
        """A new local name: ``prefix`` and a counter (:mod:`codegen.names`)."""
        if not fresh_prefix_ok(prefix):
            raise InternalError(f"fresh name prefix {prefix!r} could name a C++ type or "
                                f"leave the locals' namespace (codegen.names)")
        self.count += 1
        return f"{prefix}{self.count}"

    def barrier_stmt(self) -> str:
        """The statement that synchronizes the threads running the kernel's code: the block's
        barrier, or in a warp-specialized kernel the consumer threads' named barrier."""
        return self.barrier_override or self.d.barrier

    @property
    def cluster_size(self) -> int:
        """Blocks per cluster: codegen.cluster.SIZE on clusters, else 1."""
        from .cluster import SIZE

        return SIZE if self.cluster is not None else 1

    @property
    def launch_threads(self) -> int:
        """Threads per block at launch: the kernel's warps, and a warp-specialized kernel's
        producer warpgroup."""
        return self.warp_spec.threads if self.warp_spec is not None else self.nthreads

    def line(self, text: str):
        pad = "  " * self.depth
        self.lines.append(f"{pad}{text}{self.comment}")

    def set_loc(self, op):
        loc = op.loc
        if loc is not None and loc.line:
            self.comment = f"  // {comment_text(os.path.basename(loc.source.filename))}:{loc.line}"
        else:
            self.comment = ""

    # ------------------------------------------------------------------ faults
    def fault_site(self, site) -> int:
        """Register a :class:`codegen.faults.Site`; its index for ``tl_fault``."""
        self.fault_sites.append(site)
        return len(self.fault_sites) - 1

    def fault_call(self, site: int, coords: list, off: str = "0", lo: str = "0",
                   hi: str = "0", which: str = "0") -> str:
        """The statement that writes a fault at ``site`` into the error record: the lane's
        tile coordinates ``coords`` (C expressions; at most codegen.faults.MAX_LANE_RANK),
        and for an access its element offset and the extent ``[lo, hi)`` of array ``which``
        of the site's arrays."""
        from .faults import MAX_LANE_RANK

        if len(coords) > MAX_LANE_RANK:
            raise InternalError(f"a fault site of rank {len(coords)}: the error record holds "
                                f"at most {MAX_LANE_RANK} coordinates")
        c = [f"(long long)({e})" for e in coords] + ["0"] * (MAX_LANE_RANK - len(coords))
        return f"tl_fault({site}, {', '.join(c)}, (long long)({off}), {lo}, {hi}, {which});"

    def pointer_params(self, v) -> list:
        """The pointer parameters (in signature order) that pointer value ``v`` may point
        into (tiledsl.analysis.effects.provenance: every one where the origin is unknown)."""
        if self._roots is None:
            from tiledsl.analysis.effects import provenance

            self._roots = provenance(self.fn)
        names = self._roots.get(v.id)
        ptrs = [p for p in self.fn.params if p.kind == "pointer"]
        return [p for p in ptrs if names is None or p.name in names]

    def extent_names(self, p) -> tuple:
        """The C names of pointer parameter ``p``'s extent ``(lo, hi)`` in sanitize mode."""
        i = [q.name for q in self.fn.params].index(p.name)
        return f"tl_lo{i}", f"tl_hi{i}"

    # ------------------------------------------------------------------ values
    def get(self, v) -> Tile:
        t = self.vals.get(v)
        if t is None:
            raise InternalError(f"value {v} used before it was emitted")
        ov = self.overlap
        if ov is not None and ov.pending and v is ov.carried:
            from .overlap import emit_wait

            emit_wait(self, ov)
        return t

    def define(self, v, tile: Tile):
        self.vals[v] = tile

    def ctype(self, elem) -> str:
        return self.d.ctype(elem)

    def layout_for(self, v) -> LinearLayout:
        """The layout a new value ``v`` is built in: its hint, else its shape's anchor."""
        if not v.type.shape:
            return self.scalar_layout
        return self.assign.hints.get(v) or self.assign.anchor(v.type.shape)

    def new_tile(self, layout, elem, exprs_by_reg, prefix="v", const=True) -> Tile:
        """Bind each distinct register's expression to a fresh variable."""
        regs = {}
        ct = self.ctype(elem)
        q = " const" if const else ""
        for r in layout.distinct_regs():
            e = exprs_by_reg(r)
            if _is_simple(e):
                regs[r] = e
                continue
            name = self.fresh(prefix)
            self.line(f"{ct}{q} {name} = {e};")
            regs[r] = name
        return Tile(layout, elem, regs)

    def splat(self, layout, elem, expr) -> Tile:
        return Tile(layout, elem, {r: expr for r in layout.distinct_regs()})

    def mma(self, op):
        """The matrix instruction the dialect has for DOT ``op`` (None: the FMA loop)."""
        a, b = op.operands[:2]
        if len(a.type.shape) != 2 or a.type.elem is not b.type.elem:
            return None
        (m, k), n = a.type.shape, b.type.shape[1]
        return self.d.mma(a.type.elem, m, n, k)

    def mma_layout(self, op):
        """The accumulator layout of DOT ``op`` on the matrix unit, or None."""
        plan = self.dot_plans.get(op)
        if plan is not None:
            return plan.acc
        ins = self.mma(op)
        if ins is None:
            return None
        return ins.layout(op.result.type.shape, self.num_warps, self.warp_size)

    # ------------------------------------------------------------------ threads
    def lane(self) -> str:
        return "tl_lane"

    def warp(self) -> str:
        return "tl_warp"

    def thread_coords(self, layout: LinearLayout) -> list:
        """C variables with this thread's coordinate of register 0, one per dimension."""
        key = (layout.shape, layout.lane, layout.warp)
        names = self._tc_cache.get(key)
        if names is None:
            names = []
            for e in thread_coord_exprs(layout, self.lane(), self.warp()):
                if e == "0":
                    names.append("0")
                    continue
                n = f"tl_c{len(self._tc_cache)}_{len(names)}"
                self.preamble.append(f"  const int {n} = {e};")
                names.append(n)
            self._tc_cache[key] = names
        return names

    def coord_exprs(self, layout: LinearLayout, r: int) -> list:
        """C expressions of the full coordinate of register ``r`` of this thread."""
        tc = self.thread_coords(layout)
        rc = layout.reg_coord(r)
        return [_add(t, c) for t, c in zip(tc, rc)]

    def linear_expr(self, layout: LinearLayout, r: int, strides=None) -> str:
        """Row-major linear index of register ``r``'s element (C expression)."""
        shape = layout.shape
        if strides is None:
            strides = _row_major(shape)
        tc = self.thread_coords(layout)
        rc = layout.reg_coord(r)
        const = sum(c * s for c, s in zip(rc, strides))
        parts = [f"{t} * {s}" if s != 1 else t for t, s in zip(tc, strides) if t != "0" and s]
        return _add(" + ".join(parts) if parts else "0", const)

    def owner_pred(self, layout: LinearLayout) -> str | None:
        """True in exactly one of the threads holding each element (None: no replication)."""
        if not layout.shape:
            return f"({self.d.tid} == 0)"
        conds = []
        lm = sum(1 << i for i in layout.replicated_bits("lane"))
        wm = sum(1 << i for i in layout.replicated_bits("warp"))
        if lm:
            conds.append(f"(({self.lane()} & {lm}) == 0)")
        if wm:
            conds.append(f"(({self.warp()} & {wm}) == 0)")
        return " && ".join(conds) if conds else None

    # ------------------------------------------------------------------ shared memory
    def smem_ptr(self, ctype: str, nbytes: int, offset: int = 0) -> str:
        """A pointer to ``nbytes`` at ``offset`` (past :attr:`smem_floor`)."""
        offset += self.smem_floor
        self.smem_bytes = max(self.smem_bytes, offset + nbytes)
        self.smem_ranges.append((offset, offset + nbytes))
        base = "tl_psmem" if self.programs > 1 else "tl_smem"  # a program's own copy
        return f"reinterpret_cast<{ctype}*>({base} + {offset})"

    def private_smem_base(self) -> str:
        """The 32-bit shared address that :meth:`smem_ptr`'s offsets are relative to: the
        buffer's, or with two programs per block this program's copy (codegen.pingpong)."""
        from .mma_dot import smem_base

        base = smem_base(self)
        if self.programs > 1:
            self.uses_psbase = True
            return "tl_psbase"
        return base

    # Barrier bookkeeping: a write must not overwrite bytes another warp may still read, i.e.
    # bytes read since the last barrier. Writing elsewhere (scratch_offset) needs no barrier,
    # which saves one barrier between back-to-back reductions (softmax, layer norm).
    @property
    def smem_dirty(self) -> bool:
        return self._smem_all_dirty or bool(self._smem_live)

    @smem_dirty.setter
    def smem_dirty(self, value: bool):
        if value:
            self._smem_all_dirty = True
        else:
            self._smem_all_dirty = False
            self._smem_live = []

    def scratch_offset(self, nbytes: int) -> int:
        """A 16-byte aligned offset for ``nbytes`` that overlaps no range read since the last
        barrier (0 when nothing is live)."""
        if self._smem_all_dirty:
            return 0
        for cand in [0] + [(hi + 15) // 16 * 16 for _, hi in self._smem_live]:
            if all(cand + nbytes <= lo or hi <= cand for lo, hi in self._smem_live):
                return cand
        return 0

    def before_smem_write(self, lo: int = 0, hi: int | None = None):
        """Emit a barrier if [lo, hi) (everything when ``hi`` is None) may still be read; after
        a TMA store (codegen.tma_store), its issuing thread first waits until the copy has read
        its staging tile."""
        if self.tma_store_pending:
            self.line(f"if ({self.d.tid} == 0) tl_tma_store_wait_read();  // the TMA store "
                      f"has read its staging tile")
            self.tma_store_pending = False
            self._smem_all_dirty = True
        if self._smem_all_dirty or any(hi is None or (a < hi and lo < b)
                                       for a, b in self._smem_live):
            self.line(self.barrier_stmt())
            self.smem_dirty = False

    def after_smem_write(self):
        self.line(self.barrier_stmt())
        self.smem_dirty = False

    def after_smem_read(self, lo: int = 0, hi: int | None = None):
        if hi is None:
            self._smem_all_dirty = True
        else:
            self._smem_live.append((lo, hi))

    # ------------------------------------------------------------------ conversions
    def as_layout(self, v, layout: LinearLayout) -> Tile:
        """``v``'s tile in ``layout``: free when only registers are renamed; rebuilt in
        ``layout`` when ``v`` is cheap index arithmetic (:meth:`rematerialize`); else through
        shared memory (every thread writes its elements, barrier, reads the new ones)."""
        if isinstance(v, Tile):
            return self.convert(v, layout)
        t = self.get(v)
        if (t.layout != layout and t.layout.shape and t.layout.shape == layout.shape
                and not t.layout.same_distribution(layout)):
            r = self.rematerialize(v, layout)
            if r is not None:
                return r
        return self.convert(t, layout)

    #: ops rebuilt in another layout instead of converted: creation, shape bookkeeping and
    #: the integer, boolean and pointer arithmetic of indices, offsets and masks (Triton's
    #: RemoveLayoutConversions rematerializes such cheap values the same way)
    _REMAT_OPS = frozenset({Op.ARANGE, Op.CONST, Op.BROADCAST, Op.EXPAND_DIMS, Op.ADD, Op.SUB,
                            Op.MUL, Op.AND, Op.OR, Op.XOR, Op.SHL, Op.SHR, Op.MINIMUM,
                            Op.MAXIMUM, Op.EQ, Op.NE, Op.LT, Op.LE, Op.GT, Op.GE, Op.NEG,
                            Op.INVERT, Op.WHERE, Op.ADDPTR, Op.CAST, Op.MULTIPLE_OF,
                            Op.MAX_CONTIGUOUS, Op.MAX_CONSTANCY})
    _REMAT_LIMIT = 24  # ops rebuilt for one conversion at most

    def rematerialize(self, v, layout: LinearLayout, budget: list | None = None):
        """``v`` computed again, directly in ``layout``, from values that already are (or
        can be rebuilt) in the layouts it needs; None when it is not cheap index
        arithmetic (a load, a reduction, float math, a loop-carried value, or more than
        :data:`_REMAT_LIMIT` ops). Lines are emitted at the current point; the values
        emitted before stay as they are."""
        budget = budget if budget is not None else [self._REMAT_LIMIT]
        op = v.owner
        if op in self.known_true:  # true everywhere in this copy of a loop body
            return self.splat(layout, DType.i1, "true")
        if not isinstance(op, Operation) or op.op not in self._REMAT_OPS or budget[0] <= 0:
            return None
        elem = v.type.elem
        if (op.op not in (Op.ARANGE, Op.CONST, Op.BROADCAST, Op.EXPAND_DIMS)
                and not isinstance(elem, PointerType)
                and not (isinstance(elem, DType) and (elem.is_int or elem is DType.i1))):
            return None
        budget[0] -= 1
        subs = {}
        for o in op.operands:
            if not o.type.shape:
                continue
            need = self._operand_layout(op, o, layout)
            if need is None:
                return None
            cur = self.get(o)
            if cur.layout == need or cur.layout.same_distribution(need):
                continue
            r = self.rematerialize(o, need, budget)
            if r is None:
                return None
            subs[o] = r
        from .rules import OP_RULES

        saved = {o: self.vals[o] for o in subs}
        saved_res, saved_hint = self.vals.get(v), self.assign.hints.get(v)
        try:
            self.vals.update(subs)
            self.assign.hints[v] = layout
            OP_RULES[op.op](self, op)
            out = self.vals[v]
        finally:
            self.vals.update(saved)
            if saved_res is not None:
                self.vals[v] = saved_res
            if saved_hint is None:
                self.assign.hints.pop(v, None)
            else:
                self.assign.hints[v] = saved_hint
        if out.layout != layout and not out.layout.same_distribution(layout):
            return None
        return out

    @staticmethod
    def _operand_layout(op, o, layout: LinearLayout):
        """The layout operand ``o`` of ``op`` must have for ``op``'s result to be in
        ``layout`` (None: no such layout is known)."""
        if op.op is Op.BROADCAST:
            return layout.project(o.type.shape) if len(o.type.shape) == len(layout.shape) \
                else None
        if op.op is Op.EXPAND_DIMS:
            axis = op.attrs["axis"]
            need = layout.slice(axis)
            return need if need.expand(axis).same_distribution(layout) else None
        return layout if o.type.shape == layout.shape else None

    def convert(self, t: Tile, layout: LinearLayout) -> Tile:
        if t.layout == layout:
            return t
        if not t.layout.shape:
            return self.splat(layout, t.elem, t.scalar)
        if t.layout.same_distribution(layout):
            return Tile(layout, t.elem, {r: t.at(layout.reg_coord(r))
                                         for r in layout.distinct_regs()})
        if t.layout.shape != layout.shape:
            raise InternalError(f"layout conversion between shapes {t.layout.shape} and "
                                f"{layout.shape}")
        numel = 1
        for s in layout.shape:
            numel *= s
        mt = self.d.mem_ctype(t.elem) if t.elem is not DType.i1 else "bool"
        if isinstance(t.elem, PointerType):
            mt = self.ctype(t.elem)
        size = 8 if isinstance(t.elem, PointerType) else max(1, t.elem.itemsize)
        strides = conversion_strides(t.layout, layout, size, self.warp_size)
        span = strides[0] * layout.shape[0]
        buf = self.fresh("cv")
        self.before_smem_write()
        pad = "" if span == numel else f", rows padded to {strides[-2]} elements"
        self.line(f"{mt}* {buf} = {self.smem_ptr(mt, span * size)};  // layout conversion{pad}")
        own = self.owner_pred(t.layout)
        if own:
            self.line(f"if ({own}) {{")
            self.depth += 1
        for r in t.layout.distinct_regs():
            self.line(f"{buf}[{self.linear_expr(t.layout, r, strides)}] = {t.regs[r]};")
        if own:
            self.depth -= 1
            self.line("}")
        self.after_smem_write()
        out = self.new_tile(layout, t.elem,
                            lambda r: f"{buf}[{self.linear_expr(layout, r, strides)}]", "cv")
        self.after_smem_read()
        return out

    # ------------------------------------------------------------------ regions
    def emit_block(self, block):
        from .rules import OP_RULES
        from .schedule import enabled, schedule

        ops = schedule(block.ops) if enabled() else block.ops
        for op in ops:
            if op.op is Op.YIELD or op in self.skip_ops:
                continue
            if op in self.known_true:
                define_true(self, op)
                continue
            rule = OP_RULES.get(op.op)
            if rule is None:
                raise InternalError(f"no code generation rule for op {op.op.name}", op.loc)
            self.set_loc(op)
            rule(self, op)
            self.comment = ""

    # ------------------------------------------------------------------ kernel
    def _shared_decl(self) -> str:
        """The dialect's dynamic shared-memory declaration, aligned as the code needs it
        (``smem_align``: 1024 where ``wgmma`` reads 128-byte-swizzled tiles)."""
        align = self.smem_align
        return self.d.shared_decl if align <= 16 else self.d.shared_decl.replace(
            "(16)", f"({align})")

    def _shared_note(self) -> str:
        """A comment when the kernel needs more shared memory than its target allows (a launch
        refuses it: fewer stages or smaller tiles fit), else empty."""
        if self.smem_bytes <= self.d.max_shared:
            return ""
        return (f"// shared memory: {self.smem_bytes} bytes, more than the {self.d.max_shared} "
                f"a block may have on this target: a launch refuses it; use fewer stages or "
                f"smaller tiles")

    def _wait_tma_stores(self):
        """At the kernel's end: no block exits while its TMA stores still run."""
        if self.tma_store_ranges:
            self.comment = ""
            self.line(f"if ({self.d.tid} == 0) tl_tma_store_wait_all();")

    def _staging_shared(self) -> bool:
        """Whether a TMA store's staging tile overlaps any other shared memory the kernel
        allocates (codegen.tma_store): a persistent kernel's next tile must then wait for the
        copy's reads before it runs."""
        return any(a < hi and lo < b for lo, hi in self.tma_store_ranges
                   for a, b in self.smem_ranges if (a, b) != (lo, hi))

    def _launch_bounds(self) -> str:
        if self.warp_spec is not None:  # setmaxnreg needs one block per SM
            return self.d.launch_bounds(self.launch_threads, 1)
        return self.d.launch_bounds(self.nthreads, self.min_blocks)

    def kernel_source(self) -> str:
        d = self.d
        params = []
        pre = []
        for p in self.fn.params:
            t = p.value.type
            name = param_name(p.name)
            if p.kind == "pointer":
                ctype = d.ctype(t.elem)
                if p.facts.get("noalias"):
                    # launch-time fact: no other array argument overlaps this one, so the
                    # pointer is restrict; read-only ones then load through the non-coherent
                    # cache (LDG.E.CONSTANT) and loads may move across stores
                    ctype = f"{ctype} {d.restrict}"
                params.append(f"{ctype} {name}")
                self.define(p.value, Tile(self.scalar_layout, t.elem, {0: name}))
            else:
                params.append(f"{d.param_ctype(t.elem)} {name}")
                if t.elem is DType.i1:
                    self.define(p.value, Tile(self.scalar_layout, t.elem, {0: f"({name} != 0)"}))
                elif t.elem in cexpr.HALF:
                    self.define(p.value, Tile(self.scalar_layout, t.elem,
                                              {0: d.raw_to_fp16(t.elem, name)}))
                else:
                    self.define(p.value, Tile(self.scalar_layout, t.elem, {0: name}))
        if self.sanitize:
            for p in self.fn.params:
                if p.kind == "pointer":
                    params.extend(f"long long {n}" for n in self.extent_names(p))
        self.body_start = len(self.lines)
        if self.persistent:
            from .raster import tile_loop_head

            head, ids = tile_loop_head(self)
            self.tile_head = (len(self.lines), 1 + len(ids), self.depth)
            self.line(head)
            self.depth += 1
            for ln in ids:
                self.line(ln)
            self.emit_block(self.fn.body)
            self.comment = ""
            if self._staging_shared():  # the next tile writes where a TMA store may read
                self.line(f"if ({d.tid} == 0) tl_tma_store_wait_read();")
            self.line(f"{self.barrier_stmt()}  // the next tile reuses shared memory")
            self.depth -= 1
            self.line("}")
            self._wait_tma_stores()
            if self.cluster is not None:
                self.line("tl_cluster_sync();  // no block exits while the other may still "
                          "arrive on its mbarriers")
        else:
            self.emit_block(self.fn.body)
            self._wait_tma_stores()
        body = self.lines[self.body_start:]
        programs = []
        if self.pingpong_candidate:
            from . import pingpong

            if self.programs > 1:  # the second program's copy of the memory above the ring
                region = max(0, self.smem_bytes - self.ring_end + 1023) // 1024 * 1024
                self.smem_bytes += region
                programs = pingpong.preamble(self, self.ring_end, region)
            else:
                programs = pingpong.single_preamble(self)
        params.extend(f"const __grid_constant__ tl_tmap_t tl_tmap{i}"
                      for i in range(len(self.tma_specs)))
        if self.persistent:
            params.extend(f"int tl_grid{i}" for i in range(3))
        if any("tl_fp8" in line for line in body):
            self.helpers.setdefault("fp8", d.fp8_helpers())
        from .faults import device_code

        dims = f" __cluster_dims__({self.cluster_size}, 1, 1)" if self.cluster is not None else ""

        head = [d.prelude(), device_code(d) if self.fault_sites else "",
                "".join(self.helpers.values()),
                f"// kernel {comment_text(self.fn.name)}: {self.num_warps} warps, "
                "generated by tiledsl",
                self._shared_note(),
                f"{d.kernel_prefix} void {self._launch_bounds()}{dims} "
                f"{kernel_symbol(self.fn.name)}({', '.join(params)}) {{",
                f"  {self._shared_decl()}" if self.smem_bytes else "",
                ] + programs + [
                f"  const int tl_lane = {d.tid} & {self.warp_size - 1};",
                f"  const int tl_warp = {d.warp_index()};",
                ] + pre + self.preamble
        return "\n".join([h for h in head if h] + body + ["}", ""])


def _bank_words(layout: LinearLayout, strides, size: int, warp_size: int) -> int:
    """The most distinct 4-byte words that one of shared memory's 32 banks serves when the
    first 32 lanes of warp 0 access their first register's run of elements (along the last
    dimension, up to 16 bytes) at ``strides``: the wavefronts of that access."""
    last = len(layout.shape) - 1
    run = max(1, min(layout.vector_run(last), 16 // size, layout.shape[last]))
    banks: dict = {}
    for lane in range(min(32, warp_size)):
        base = sum(c * s for c, s in zip(layout.lane_coord(lane), strides)) * size
        for b in range(base // 4, (base + run * size + 3) // 4):
            banks.setdefault(b % 32, set()).add(b)
    return max((len(w) for w in banks.values()), default=1)


def conversion_strides(src: LinearLayout, dst: LinearLayout, size: int, warp_size: int) -> list:
    """The element strides of the shared-memory buffer of a layout conversion: row-major,
    with each row padded by 16 bytes where the rows are a multiple of 128 bytes and the
    padding lowers the bank conflicts of the writes (in ``src``) and reads (in ``dst``)
    together. A tensor-core accumulator written row-major has 8 rows per warp on 4 banks (8
    conflicting words each); padded, they fall on 32 distinct banks."""
    shape = src.shape
    strides = _row_major(shape)
    if len(shape) < 2 or shape[-1] * size % 128 or shape[-2] < 2:
        return strides
    row = shape[-1] + max(1, 16 // size)
    padded = [0] * len(shape)
    padded[-1], padded[-2] = 1, row
    for d in range(len(shape) - 3, -1, -1):
        padded[d] = padded[d + 1] * shape[d + 1]
    def cost(st):
        return _bank_words(src, st, size, warp_size) + _bank_words(dst, st, size, warp_size)
    return padded if cost(padded) < cost(strides) else strides


def _row_major(shape):
    strides = []
    s = 1
    for n in reversed(shape):
        strides.append(s)
        s *= n
    return list(reversed(strides))


def _add(e: str, c: int) -> str:
    if c == 0:
        return e
    if e == "0":
        return str(c)
    return f"({e} + {c})"


_SIMPLE = re.compile(r"^(-?[0-9][0-9.eEfxuUlL]*|[A-Za-z_][A-Za-z_0-9]*|true|false|TL_INF|TL_NAN)$")


def _is_simple(e: str) -> bool:
    return bool(_SIMPLE.match(e))


def tile_type(v) -> TileType:
    return v.type
