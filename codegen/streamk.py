"""Stream-K for the last wave of a persistent warp-specialized matmul (Osama, Merrill, Cecka,
Garland and Owens, "Stream-K: Work-centric Parallel Decomposition for Dense Matrix-Matrix
Multiplication on the GPU", PPoPP 2023, the "data-parallel + one stream-K tile" hybrid).

A persistent kernel of ``G`` blocks walks ``T`` output tiles. When ``G`` does not divide ``T``
the last wave has only ``R = T mod G`` tiles and ``G - R`` blocks idle through it: 2048 tiles
of 128 x 256 at 8192^3 on 132 SMs take 16 rounds for 15.5 rounds of work. Here the first
``T - R`` tiles run whole, ``(T - R) / G`` per block, and the ``R * KT`` K-iterations of the
last ``R`` tiles (``KT`` iterations each) are cut into ``G`` contiguous ranges of equal length
(within one), one per block:

.. code-block:: text

    block b, stream-K range [b W / G, (b + 1) W / G) of W = R KT iterations
    a range within one tile:   it ends the tile -> the tile's finisher
                               else             -> a partial unit
    a range across two tiles:  the second tile's part first (a partial unit), then
                               the first tile's end (the finisher)
    partial unit:   the K loop over its iterations; every consumer thread writes its
                    accumulator registers to the block's slot of the workspace; a fence,
                    the consumers' barrier, and thread 0 sets the block's flag; the rest of
                    the kernel body (the epilogue) is skipped
    finisher:       the K loop over its iterations; for each block before it that worked on
                    the tile, in order: thread 0 waits for that block's flag (and clears
                    it), the consumers' barrier, every thread adds that block's registers;
                    then the rest of the kernel body, as for a whole tile

A range is shorter than a tile (``R < G``), so each block writes at most one partial. A
block's partial is the first stream-K unit it runs and needs nothing from another block,
and a finisher waits only for blocks of lower index, which the hardware dispatches first: no
cycle of waits (the blocks of a persistent grid are all resident at once).

Chosen with ``TILEDSL_STREAM_K=1`` (off by default: its unit loop costs a few registers
through the kernel, which spill the gelu epilogues of GPT-2's 128 x 256 and 256 x 128 linears
at a warp-specialized block's 168, and at the H200's measured gain, 1.4% at 8192^3, the
split is an option for long K loops, not the default) for a persistent kernel (no cluster) whose
warp-specialized loop is a pure reduction into tensor-core accumulators: every carried
value starts at zero and is the accumulator of one ``wgmma`` dot, the loop's bounds are
parameters or constants with a constant positive step, and nothing before the loop or in it
has an effect (a store, an atomic, a print, an assert), since a partial unit runs that code
again for a tile that another block finishes. At run time it is used when the idle blocks of
a whole last wave times the loop's K extent reach ``IDLE_K`` per block (the split costs
about 20 µs per launch on the H200, so it pays only for long K loops: 8192^3, not GPT-2's
K = 768 or 3072), the stream-K ranges have at least 4 iterations per block, and the runtime
gave the kernel a workspace with a slot per block (``codegen.runtime``); else the kernel
walks whole tiles as before. The sum of a tile is then the partials added in block
order to the finisher's own: the same fp32 additions in another order, deterministic from
run to run.

The workspace and its flags belong to the loaded module: two launches of the same compiled
kernel must not run at the same time on two streams.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np

from tiledsl.dtypes import DType
from tiledsl.ir import ATOMICS, Op, walk_block

#: ops a partial unit must not run again (it runs the code before the loop for a tile that
#: another block finishes)
_EFFECTS = {Op.STORE, Op.DEVICE_PRINT, Op.DEVICE_ASSERT, Op.BREAKPOINT,
            Op.DEBUG_BARRIER} | set(ATOMICS)
#: the run-time choice (tl_sk_plan): the blocks idle through a whole last wave, times the
#: loop's extent along K (elements), at least this many per block (on the H200 the split
#: gained 1.4% at 8192^3, idle (132 - 68) x 8192, and lost 20% at K = 768 and 12% at 3072,
#: where the idle time is shorter than what the split costs: bench/RESULTS.md, session 12) ...
IDLE_K = 2048
#: ... and at least this many stream-K iterations per block
MIN_ITERS = 4


@dataclass
class StreamK:
    """The stream-K plan of one persistent kernel: its loop, the C expressions of that
    loop's bounds (valid anywhere in the kernel), and, once the loop is emitted, the floats
    per block of the workspace."""

    loop: object
    lb: str
    ub: str
    step: str
    slot: int = 0

    def plan_expr(self, em, blocks: str | None = None) -> str:
        """The C expression of the launch's split (``tl_sk_plan``) over ``blocks`` blocks (a C
        expression; the grid's), computed again wherever it is needed."""
        blocks = blocks or f"(int){em.d.grid_dim[0]}"
        return (f"tl_sk_plan(tl_grid0 * tl_grid1 * tl_grid2, {blocks}, "
                f"tl_sk_trips({self.lb}, {self.ub}, {self.step}), "
                f"(long long)({self.ub}) - ({self.lb}), tl_sk_slots, {IDLE_K})")


def _bound(em, v) -> str | None:
    """The C expression of loop bound ``v`` where it is a kernel parameter or an integer
    constant, else None."""
    if any(v is p.value for p in em.fn.params):
        return em.get(v).scalar
    d = v.owner
    if getattr(d, "op", None) is Op.CONST and isinstance(d.attrs.get("value"), int) and \
            not isinstance(d.attrs.get("value"), bool):
        return f"({d.attrs['value']})"
    return None


def _is_zero(v) -> bool:
    d = v.owner
    return getattr(d, "op", None) is Op.CONST and d.attrs.get("value") == 0 and \
        v.type.elem in (DType.fp32, DType.i32)


def plan(em, loop):
    """(:class:`StreamK`, None) for the specialized FOR op ``loop`` of a persistent kernel,
    or (None, why not)."""
    from tiledsl import knobs

    if not knobs.stream_k():
        return None, "TILEDSL_STREAM_K is off"
    if not em.persistent:
        return None, "the kernel is not persistent"
    if em.cluster is not None:
        return None, "the kernel runs on clusters"
    body = loop.regions[0]
    y = body.terminator
    carried = body.args[1:]
    if not carried or y is None:
        return None, "the loop carries no accumulator"
    for i, acc in enumerate(carried):
        if not _is_zero(loop.operands[3 + i]):
            return None, "a carried value does not start at zero"
        users = [d for d in walk_block(body) if acc in d.operands]
        d = users[0] if len(users) == 1 else None
        plan_ = em.dot_plans.get(d) if d is not None else None
        if plan_ is None or not plan_.wgmma or d.operands[2] is not acc or \
                y.operands[i] is not d.result or em.uses.get(d.result) != 1:
            return None, "a carried value is not only a wgmma dot's accumulator"
    step_op = loop.operands[2].owner
    if getattr(step_op, "op", None) is not Op.CONST or not step_op.attrs["value"] > 0:
        return None, "the loop's step is not a positive constant"
    bounds = [_bound(em, v) for v in loop.operands[:3]]
    if None in bounds:
        return None, "the loop's bounds are not parameters or constants"
    for op in walk_block(em.fn.body):
        if op is loop:
            break
        if op.op in _EFFECTS:
            return None, f"the code before the loop has an effect ({op.op.value})"
    if any(op.op in _EFFECTS for op in walk_block(body)):
        return None, "the loop has an effect"
    return StreamK(loop, *bounds), None


def loop_bounds(em, lb: str, ub: str, step: str) -> tuple:
    """The C bounds of the stream-K loop for the unit being run (``tl_su``), from its
    whole bounds ``lb``, ``ub`` and ``step``."""
    return (f"(({lb}) + (long long)tl_su.kb * ({step}))",
            f"min((long long)({ub}), ({lb}) + (long long)tl_su.ke * ({step}))")


def tile_loop_head(em) -> tuple:
    """The persistent loop over this block's units (module docstring): (the ``for`` line,
    statements declaring ``tl_su``, ``tl_tile`` and the program ids), as
    :func:`codegen.raster.tile_loop_head`."""
    from .raster import pid_lines

    bx, gx = em.d.block_id[0], em.d.grid_dim[0]
    head = "for (int tl_u = 0; ; ++tl_u) {  // persistent: this block's units (stream-K)"
    # the block index and count pass through an opaque move in each unit, so that the
    # compiler computes the unit there instead of hoisting the split's 64-bit values out of
    # the tile loop, where they would stay live through it (and spill a 128 x 256 gelu
    # epilogue at the 168 registers of a warp-specialized block)
    body = ["int tl_skb, tl_skg;",
            f'asm volatile("mov.b32 %0, %2;\\n\\tmov.b32 %1, %3;" : "=r"(tl_skb), "=r"(tl_skg) '
            f': "r"((int){bx}), "r"((int){gx}));',
            f"const tl_sk_unit_t tl_su = tl_sk_unit({em.stream_k.plan_expr(em, 'tl_skg')}, "
            f"tl_skb, tl_u);",
            "if (tl_su.tile < 0) break;",
            "const int tl_tile = tl_su.tile;",
            "const int tl_pid2 = tl_tile / (tl_grid0 * tl_grid1);"]
    body += pid_lines("tl_tile % (tl_grid0 * tl_grid1)", "tl_grid0", "tl_grid1",
                      em.grouped_order)
    return head, body


def apply(em, sk: StreamK):
    """Make the consumers' tile loop (already emitted at ``em.tile_head``) the stream-K
    one."""
    at, n, depth = em.tile_head
    head, ids = tile_loop_head(em)
    em.lines[at:at + n] = ["  " * depth + head] + ["  " * (depth + 1) + ln for ln in ids]


_IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


def emit_fixup(em, sk: StreamK, accs: list):
    """After the loop (its MMAs waited for, its stages released): a partial unit writes the
    accumulators (``accs``: the loop's carried Tiles) to its slot and goes on to its next
    unit; a finisher adds the partials of the blocks before it. Sets ``sk.slot``."""
    from tiledsl.errors import InternalError

    regs = [e for t in accs for _, e in sorted(t.regs.items())]
    if not all(_IDENT.match(e) for e in regs):
        raise InternalError("stream-K: a loop accumulator register is not a variable")
    nt, tid, bx = em.nthreads, em.d.tid, em.d.block_id[0]
    sk.slot = len(regs) * nt
    bar = em.barrier_stmt()
    em.line("if (tl_su.role == 1) {  // stream-K: a partial unit: its sums go to its slot")
    em.line(f"  float* const tl_skp = tl_sk_ws + (size_t){bx} * {sk.slot} + {tid};")
    for i, e in enumerate(regs):
        em.line(f"  tl_skp[{i * nt}] = {e};")
    em.line("  __threadfence();")
    em.line(f"  {bar}")
    em.line(f"  if ({tid} == 0) tl_sk_flag_set(tl_sk_flags + {bx});")
    em.line("  continue;  // the block that ends the tile runs the rest")
    em.line("}")
    em.line("if (tl_su.role == 2) {  // the tile's finisher: add the partials before its own")
    em.line(f"  for (int tl_p = tl_su.first; tl_p < (int){bx}; ++tl_p) {{")
    em.line(f"    if (!tl_sk_works({sk.plan_expr(em)}, tl_p)) continue;")
    em.line(f"    if ({tid} == 0) tl_sk_flag_take(tl_sk_flags + tl_p);")
    em.line(f"    {bar}")
    em.line(f"    const float* const tl_skq = tl_sk_ws + (size_t)tl_p * {sk.slot} + {tid};")
    for i, e in enumerate(regs):
        em.line(f"    {e} += __ldcg(tl_skq + {i * nt});")
    em.line("  }")
    em.line("}")


HELPERS = r"""// stream-K (codegen/streamk.py): the split of a persistent kernel's last wave, the
// workspace the runtime gives the module (none: whole tiles only), and its flags
__device__ float* tl_sk_ws;
__device__ int* tl_sk_flags;
__device__ int tl_sk_slots;
// the split: whole tiles, K-iterations per tile, blocks, stream-K iterations
struct tl_sk_t { int dp, kt, g; long long w; };
struct tl_sk_unit_t { int tile, kb, ke, role, first; };  // role 0 whole, 1 partial, 2 finisher
__host__ __device__ inline int tl_sk_trips(long long lb, long long ub, long long step) {
  return ub > lb ? (int)((ub - lb + step - 1) / step) : 0;
}
__host__ __device__ inline tl_sk_t tl_sk_plan(int tiles, int g, int kt, long long kext, int slots,
                                              int idle_k) {
  tl_sk_t p; p.dp = tiles; p.kt = kt; p.g = g; p.w = 0;
  const int r = g > 0 ? tiles % g : 0;
  if (r > 0 && g <= slots && (long long)(g - r) * kext >= (long long)idle_k * g &&
      (long long)r * kt >= @ITERS@LL * g) {
    p.dp = tiles - r; p.w = (long long)r * kt;
  }
  return p;
}
__host__ __device__ inline long long tl_sk_start(const tl_sk_t& p, int b) {
  return (long long)b * p.w / p.g;
}
__host__ __device__ inline bool tl_sk_works(const tl_sk_t& p, int b) {
  return tl_sk_start(p, b) != tl_sk_start(p, b + 1);
}
__host__ __device__ inline tl_sk_unit_t tl_sk_unit(const tl_sk_t& p, int b, int u) {
  tl_sk_unit_t r = {-1, 0, 0, 0, 0};
  const int whole = b < p.dp ? (p.dp - 1 - b) / p.g + 1 : 0;
  if (u < whole) { r.tile = b + u * p.g; r.ke = p.kt; return r; }
  u -= whole;
  if (p.w == 0) return r;
  const long long s = tl_sk_start(p, b), e = tl_sk_start(p, b + 1);
  if (s == e) return r;
  const long long ts = s / p.kt, te = (e - 1) / p.kt;
  long long t, lo, hi;
  if (ts != te) {  // across two tiles: the second tile's part first, then the first's end
    if (u > 1) return r;
    t = u == 0 ? te : ts;
    lo = u == 0 ? te * p.kt : s;
    hi = u == 0 ? e : (ts + 1) * p.kt;
  } else {
    if (u > 0) return r;
    t = ts; lo = s; hi = e;
  }
  r.tile = p.dp + (int)t;
  r.kb = (int)(lo - t * p.kt);
  r.ke = (int)(hi - t * p.kt);
  const bool ends = hi == (t + 1) * p.kt, begins = lo == t * p.kt;
  r.role = !ends ? 1 : begins ? 0 : 2;
  // a finisher's first contributor: the block owning the tile's first iteration
  if (r.role == 2) r.first = (int)(((t * p.kt + 1) * p.g - 1) / p.w);
  return r;
}
__device__ __forceinline__ void tl_sk_flag_set(int* f) {
  asm volatile("st.release.gpu.global.b32 [%0], %1;" :: "l"(f), "r"(1) : "memory");
}
__device__ __forceinline__ void tl_sk_flag_take(int* f) {
  int v;
  do {
    asm volatile("ld.acquire.gpu.global.b32 %0, [%1];" : "=r"(v) : "l"(f) : "memory");
  } while (v == 0);
  *f = 0;  // for the next launch
  __threadfence();
}
""".replace("@ITERS@", str(MIN_ITERS))


def arm(cupy, module, blocks: int, slot: int) -> tuple:
    """Give loaded ``module`` its workspace: ``blocks`` slots of ``slot`` floats and a flag per
    block (zeros), allocated on the current device, and the slot count (``tl_sk_slots``;
    a module never armed has none and walks whole tiles). Returns the arrays, which must
    live as long as the module. Raises what cupy raises (out of memory, a module without
    the variables)."""
    ws = cupy.zeros(blocks * slot, dtype=cupy.float32)
    flags = cupy.zeros(blocks, dtype=cupy.int32)
    for name, value, dt in (("tl_sk_ws", ws.data.ptr, np.uint64),
                            ("tl_sk_flags", flags.data.ptr, np.uint64),
                            ("tl_sk_slots", blocks, np.int32)):
        word = np.array([value], dtype=dt)
        module.get_global(name).copy_from_host(word.ctypes.data, word.nbytes)
    return ws, flags


def plan_units(tiles: int, blocks: int, kt: int, slots: int, kext: int,
               idle_k: int = IDLE_K) -> dict:
    """The units each block runs, as the generated ``tl_sk_plan`` and ``tl_sk_unit`` compute
    them (the specification their tests compare against), for ``tiles`` tiles of ``kt``
    K-iterations over ``kext`` elements of K on ``blocks`` blocks with ``slots`` workspace
    slots: ``{block: [(tile, kb, ke, role, first), ...]}``, ``kb``/``ke`` the unit's first and
    past-the-last K-iterations of its tile."""
    r = tiles % blocks if blocks > 0 else 0
    sk = r > 0 and blocks <= slots and (blocks - r) * kext >= idle_k * blocks and \
        r * kt >= MIN_ITERS * blocks
    dp, w = (tiles - r, r * kt) if sk else (tiles, 0)

    def start(b):
        return b * w // blocks

    out = {}
    for b in range(blocks):
        units = [(t, 0, kt, 0, 0) for t in range(b, dp, blocks)]
        s, e = start(b), start(b + 1)
        if w and s != e:
            ts, te = s // kt, (e - 1) // kt
            segs = [(te, te * kt, e), (ts, s, (ts + 1) * kt)] if ts != te else [(ts, s, e)]
            for t, lo, hi in segs:
                ends, begins = hi == (t + 1) * kt, lo == t * kt
                role = 1 if not ends else 0 if begins else 2
                first = ((t * kt + 1) * blocks - 1) // w if role == 2 else 0
                units.append((dp + t, lo - t * kt, hi - t * kt, role, first))
        out[b] = units
    return out


__all__ = ["StreamK", "plan", "apply", "loop_bounds", "tile_loop_head", "emit_fixup", "arm",
           "plan_units", "HELPERS", "IDLE_K", "MIN_ITERS"]
