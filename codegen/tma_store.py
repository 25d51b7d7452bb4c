"""TMA stores (sm_90a, ``TILEDSL_TMA_STORE``): a store of a 2-D tile that is a box of a
strided tensor (the same analysis as a TMA load's, :func:`codegen.tma.match_box`: pointer
``base + rows[:, None] * stride + cols[None, :]``, mask ``(rows < R) & (cols < C)``) writes
the tile into shared memory and one thread copies it out with
``cp.async.bulk.tensor.2d.global.shared::cta``, which writes only the elements inside the
``R x C`` tensor: exactly those the mask keeps (PTX ISA, "Tensor Access Modes": out-of-bound
elements are not written).

.. code-block:: text

    every thread:   its elements into the staging tile (128-byte panels of the contiguous
                    dimension, 128-byte swizzle: a row's 16-byte chunk c lands at c ^ row % 8,
                    so a warp's 8 rows of one chunk hit 8 distinct bank groups)
                    fence.proxy.async (generic writes, then the async proxy reads them)
    barrier
    thread 0:       one TMA store per panel, committed as one bulk group
    later:          before shared memory is written again, thread 0 waits until the group
                    has read the tile (cp.async.bulk.wait_group.read 0), then a barrier; at
                    the kernel's end until it is done

The copy runs while the kernel goes on: in a persistent kernel, while the next tile's loop
runs. A store qualifies at the top level of the kernel body (every thread reaches it), with no
cache or eviction hints, of a tile whose contiguous dimension is its last, a whole number of
128-byte panels wide, with at most 256 rows, its base 16-byte aligned and its row stride a
multiple of 16 bytes by the launch facts (as TMA loads). Otherwise the store is emitted as
before, and a comment says why. Only kernels whose dots run on ``wgmma`` (matmul epilogues)
store this way; ``TILEDSL_TMA_STORE=0`` turns it off.
"""
from __future__ import annotations

from . import tma

#: the staging tile's swizzle span in bytes (``CU_TENSOR_MAP_SWIZZLE_128B``)
SPAN = 128


def plan(em, op):
    """``(tma.Box, None)`` when STORE ``op`` can be a TMA store (module docstring), else
    ``(None, why)``; ``(None, None)`` when TMA stores are off or not available at all."""
    from tiledsl import knobs

    from .rules.memory import _has_hints

    if not getattr(em, "tma", False) or not any(p.wgmma for p in em.dot_plans.values()):
        return None, None
    if not knobs.tma_store():
        return None, "TILEDSL_TMA_STORE is off"
    val = op.operands[1]
    shape = val.type.shape
    if len(shape) != 2:
        return None, None
    elem = val.type.elem
    if op not in em.fn.body.ops:
        return None, "it is not at the top level of the kernel"
    if _has_hints(op):
        return None, "it has a cache or eviction hint"
    if elem not in tma.DATA_TYPE:
        return None, "its element type has no TMA data type"
    box, why = tma.match_store_box(op, em.fn, em.info)
    if box is None:
        return None, why
    if box.inner != 1:
        return None, "its contiguous dimension is not the tile's last"
    if (shape[1] * elem.itemsize) % SPAN or shape[0] > 256:
        return None, f"its rows are not a whole number of {SPAN}-byte panels, or it has more " \
                     f"than 256 rows"
    if not tma.aligned(em.fn, box, em.info, elem):
        return None, ("its base is not known 16-byte aligned or its row stride a multiple of 16 "
                      "bytes (a launch derives both from its arrays; tiledsl emit needs --aligned)")
    return box, None


def _offset(row: str, col: str, rows: int, esize: int) -> str:
    """The byte offset in the staging tile (``rows`` rows of 128-byte panels) of element
    (``row``, ``col``), C expressions: panel, row, then the 16-byte chunk swizzled by the row."""
    per_panel = SPAN // esize  # elements of a panel's row
    per_chunk = 16 // esize
    return (f"((({col}) / {per_panel}) * {rows * SPAN} + ({row}) * {SPAN} + "
            f"(((({col}) % {per_panel}) / {per_chunk} ^ (({row}) & 7)) << 4) + "
            f"(({col}) % {per_chunk}) * {esize})")


def _panels_per_round(em, lay, rows: int, panels: int, per_panel: int, at: int) -> int:
    """How many of the tile's ``panels`` (``rows`` x 128 bytes each) one round stages: all of
    them when they fit in the target's shared memory above offset ``at``; else as many as fit
    (at least one), provided each register's panel is known at compile time (no lane or warp
    bit moves a thread's column by a whole panel)."""
    room = em.d.max_shared - at
    if panels * rows * SPAN <= room:
        return panels
    if any(b[1] >= per_panel for b in tuple(lay.lane) + tuple(lay.warp)):
        return panels
    return max(1, min(panels, room // (rows * SPAN)))


def emit(em, op, box):
    """Emit STORE ``op`` as a TMA store of ``box`` (:func:`plan`). When the whole tile does not
    fit in shared memory beside what the kernel already holds (a persistent kernel's ring of
    stages), it is staged in rounds of whole panels: each round waits until the previous
    round's copy has read the staging tile."""
    from .mma_dot import _use
    from .rules.memory import _to_mem

    val = op.operands[1]
    elem = val.type.elem
    rows, cols = val.type.shape
    esize = elem.itemsize
    spec = tma.BoxSpec(box.base, elem, box.inner, box.extents, box.stride, SPAN // esize, rows,
                       SPAN, box.batch[1:] if box.batch else None, store=True)
    idx = len(em.tma_specs)
    em.tma_specs.append(spec)
    _use(em, "tl_tma")
    _use(em, "tl_wgmma")  # tl_fence_proxy_async
    _use(em, "tl_tma_store", HELPERS)
    t = em.get(val)
    lay = t.layout
    mt = em.d.mem_ctype(elem)
    # an earlier TMA store (in a persistent kernel, the last tile's) may still read the tile
    em.tma_store_pending = True
    em.before_smem_write()
    align = (em.smem_floor + 1023) // 1024 * 1024 - em.smem_floor
    em.smem_align = max(em.smem_align, 1024)
    per_panel = SPAN // esize  # elements of a panel's row
    panels = cols * esize // SPAN
    per = _panels_per_round(em, lay, rows, panels, per_panel, em.smem_floor + align)
    buf = em.fresh("ts")
    nbytes = rows * per * SPAN
    what = "" if per == panels else f", {per} of its {panels} panels at a time"
    em.line(f"unsigned char* {buf} = {em.smem_ptr('unsigned char', nbytes, align)};"
            f"  // TMA store staging: {rows} x {cols}, 128-byte swizzle{what}")
    em.tma_store_ranges.append(em.smem_ranges[-1])
    own = em.owner_pred(lay)
    tc = em.thread_coords(lay)
    vec = max(1, min(lay.vector_run(1), 16 // esize))
    regs = sorted(lay.distinct_regs())
    at = {lay.reg_coord(r): r for r in regs}  # register coordinate -> register
    runs, done = [], set()  # runs of registers stored as one vector
    for r in regs:
        if r in done:
            continue
        rc = lay.reg_coord(r)
        run = [r]
        for j in range(1, vec):  # the next registers of the same row, consecutive columns
            nxt = at.get((rc[0], rc[1] + j))
            if nxt is None:
                break
            run.append(nxt)
        n = 1 << (len(run).bit_length() - 1)
        run = run[:n] if rc[1] % n == 0 else run[:1]
        done.update(run)
        runs.append((rc, run))
    org = [em.get(o).scalar if o is not None else "0" for o in box.origins]
    third = f", ({em.get(box.batch[0]).scalar})" if box.batch else ""
    dims = 3 if box.batch else 2
    for first in range(0, panels, per):
        if first:  # the previous round's copy must have read the staging tile
            em.tma_store_pending = True
            em.before_smem_write()
        shift = first * per_panel  # the round's first column
        if own:
            em.line(f"if ({own}) {{")
            em.depth += 1
        for rc, run in runs:
            if per != panels and not first <= rc[1] // per_panel < first + per:
                continue
            row = f"{tc[0]} + {rc[0]}" if tc[0] != "0" else str(rc[0])
            col = f"{tc[1]} + {rc[1] - shift}" if tc[1] != "0" else str(rc[1] - shift)
            addr = f"{buf} + {_offset(row, col, rows, esize)}"
            items = [_to_mem(em, elem, t.regs[q]) for q in run]
            if len(run) == 1:
                em.line(f"*reinterpret_cast<{mt}*>({addr}) = {items[0]};")
            else:
                em.line(f"*reinterpret_cast<tl_vec<{mt}, {len(run)}>*>({addr}) = "
                        f"tl_vec<{mt}, {len(run)}>{{{{{', '.join(items)}}}}};")
        if own:
            em.depth -= 1
            em.line("}")
        em.line("tl_fence_proxy_async();  // the staging tile's generic writes, then TMA reads it")
        em.after_smem_write()
        em.line(f"if ({em.d.tid} == 0) {{")
        for p in range(first, min(panels, first + per)):
            c0 = f"({org[1]}) + {p * per_panel}" if p else f"({org[1]})"
            em.line(f"  tl_tma_store_{dims}d(&tl_tmap{idx}, {buf} + {(p - first) * rows * SPAN}, "
                    f"{c0}, ({org[0]}){third});")
        em.line("  tl_tma_store_commit();")
        em.line("}")
        em.after_smem_read()  # the copy reads it later: the next write waits (before_smem_write)
        em.tma_store_pending = True


HELPERS = r"""// TMA stores: a staging tile in shared memory copied out by one thread (a bulk group)
__device__ __forceinline__ void tl_tma_store_2d(const tl_tmap_t* map, const void* src, int c0,
                                                int c1) {
  asm volatile("cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [%0, {%2, %3}], [%1];"
               :: "l"(map), "r"((unsigned)__cvta_generic_to_shared(src)), "r"(c0), "r"(c1)
               : "memory");
}
__device__ __forceinline__ void tl_tma_store_3d(const tl_tmap_t* map, const void* src, int c0,
                                                int c1, int c2) {
  asm volatile("cp.async.bulk.tensor.3d.global.shared::cta.bulk_group [%0, {%2, %3, %4}], [%1];"
               :: "l"(map), "r"((unsigned)__cvta_generic_to_shared(src)), "r"(c0), "r"(c1),
                  "r"(c2) : "memory");
}
__device__ __forceinline__ void tl_tma_store_commit() {
  asm volatile("cp.async.bulk.commit_group;" ::: "memory");
}
__device__ __forceinline__ void tl_tma_store_wait_read() {
  asm volatile("cp.async.bulk.wait_group.read 0;" ::: "memory");
}
__device__ __forceinline__ void tl_tma_store_wait_all() {
  asm volatile("cp.async.bulk.wait_group 0;" ::: "memory");
}
"""

__all__ = ["plan", "emit", "HELPERS", "SPAN"]
