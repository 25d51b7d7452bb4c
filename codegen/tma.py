"""TMA, Hopper's tensor memory accelerator, for the software pipeline's loads (sm_90a,
``TILEDSL_TMA=1``): which loads are a 2-D box of a strided tensor (:func:`match_box`), the
tensor map each one needs, encoded on the host by the driver's ``cuTensorMapEncodeTiled``
(:func:`map_args`, :func:`encode`), and the device helpers that copy a box into a pipeline
stage (``cp.async.bulk.tensor`` completing on an ``mbarrier``).

A load is a box when its pointer is ``base + rows[:, None] * stride + cols[None, :]`` (either
dimension may be the contiguous one; its stride must be 1, by a constant or the ``is_one``
launch fact), ``rows`` and ``cols`` are ``origin + arange(0, n)``, and its mask is
``(rows[:, None] < R) & (cols[None, :] < C)`` with ``R`` and ``C`` parameters or constants:
then the elements the mask keeps are exactly those of the box inside the ``R x C`` tensor, and
TMA fills the others with zeros, as the load's ``other=0`` does (PTX ISA,
"Tensor Access Modes": out-of-bound elements are zero-filled). The box lands in the stage in
the NVMMA layout (`shared.nvmma`): each panel of the contiguous dimension is one TMA box of
``span / esize`` elements by the tile's other dimension, with the swizzle of that span, whose
16-byte pattern is the layout's (CUDA Driver API, ``CUtensorMapSwizzle``).
"""
from __future__ import annotations

import ctypes
import functools
from dataclasses import dataclass

from tiledsl.analysis import axisinfo
from tiledsl.dtypes import DType
from tiledsl.errors import TileLaunchError
from tiledsl.ir import Op

#: ``CUtensorMapDataType`` per element type (cuda.h); 8-bit floats travel as bytes
DATA_TYPE = {DType.u8: 0, DType.i8: 0, DType.fp8e4nv: 0, DType.fp8e5: 0, DType.u16: 1,
             DType.i16: 1, DType.u32: 2, DType.i32: 3, DType.u64: 4, DType.i64: 5,
             DType.fp16: 6, DType.fp32: 7, DType.fp64: 8, DType.bf16: 9}
#: ``CUtensorMapSwizzle`` per swizzle span in bytes
SWIZZLE = {32: 1, 64: 2, 128: 3}
L2_PROMOTION_256B = 3
INTERLEAVE_NONE = 0
OOB_FILL_ZERO = 0  # CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE: out-of-bound elements read as zeros
MAP_BYTES = 128


@dataclass(frozen=True)
class Ref:
    """A launch-time integer: kernel parameter ``param`` (its index), or the constant
    ``const``."""

    param: int | None = None
    const: int | None = None

    def value(self, kargs) -> int:
        return int(kargs[self.param]) if self.param is not None else int(self.const)


@dataclass(frozen=True)
class BoxSpec:
    """What the host needs to encode one load's tensor map: the base pointer (parameter
    index), the element type, the tile dimension that is contiguous in memory (``inner``),
    the tensor's extent along each tile dimension (the mask's bounds), the stride in elements
    between consecutive indices of the other dimension, and the box: ``panel`` elements of the
    inner dimension (one swizzle span) by ``rows`` of the other, with ``span``-byte swizzle.
    ``batch``: ``(grid axis, stride)`` when the base is offset by ``program_id(axis) *
    stride`` (a head or batch index: the map's third dimension, of the grid's extent)."""

    base: int
    elem: DType
    inner: int
    extents: tuple
    stride: Ref
    panel: int
    rows: int
    span: int
    batch: tuple | None = None
    store: bool = False  # the map of a TMA store (codegen.tma_store): written, not read


@dataclass(frozen=True)
class Box:
    """A load matched by :func:`match_box`: per tile dimension, the scalar IR value of the
    box's origin (None: 0), its base pointer parameter, inner dimension, extents and outer
    stride (:class:`Ref`)."""

    origins: tuple
    base: int
    inner: int
    extents: tuple
    stride: Ref
    batch: tuple | None = None  # (program id value, its grid axis, stride Ref)


def _def(v):
    """The op defining ``v``, or None (a parameter or a block argument)."""
    o = v.owner
    return o if hasattr(o, "op") else None


def _is(v, op) -> bool:
    d = _def(v)
    return d is not None and d.op is op


def _widening(v) -> bool:
    """Whether ``v`` is a CAST from an integer to an integer at least as wide, which keeps
    every value (i32 -> i64: how block pointers compute their offsets)."""
    if not _is(v, Op.CAST) or v.owner.attrs.get("bitcast"):
        return False
    src, dst = v.owner.operands[0].type.elem, v.type.elem
    ints = all(getattr(t, "is_int", False) and t is not DType.i1 for t in (src, dst))
    return ints and (dst.bits > src.bits or (dst.bits == src.bits and dst.is_signed ==
                                             src.is_signed))


def _strip(v):
    """``v`` through broadcasts and widening integer casts."""
    while _is(v, Op.BROADCAST) or _widening(v):
        v = v.owner.operands[0]
    return v


def _ref(fn, info, v) -> Ref | None:
    v = _strip(v)
    if _is(v, Op.CONST) and isinstance(v.owner.attrs.get("value"), int):
        return Ref(const=int(v.owner.attrs["value"]))  # a scalar or a splat
    if v.type.shape:
        return None
    for i, p in enumerate(fn.params):
        if p.value is v and p.kind != "pointer":
            known = axisinfo.get(info, v).value
            return Ref(const=int(known)) if isinstance(known, int) else Ref(param=i)
    if _is(v, Op.CONST) and isinstance(v.owner.attrs.get("value"), int):
        return Ref(const=int(v.owner.attrs["value"]))
    return None


def _is_unit(info, v) -> bool:
    v = _strip(v)
    if _is(v, Op.CONST):
        return v.owner.attrs.get("value") == 1
    return axisinfo.get(info, v).value == 1


def _range(v, n: int):
    """``(origin value or None)`` when 1-D ``v`` is ``origin + arange(0, n)``; False if not."""
    def is_arange(x):
        return _is(x, Op.ARANGE) and x.owner.attrs.get("start") == 0 and \
            x.owner.attrs.get("end") == n
    if is_arange(v):
        return None
    if _is(v, Op.ADD):
        a, b = v.owner.operands
        for x, y in ((a, b), (b, a)):
            y0 = y.owner.operands[0] if _is(y, Op.BROADCAST) else None
            if is_arange(x) and y0 is not None and not y0.type.shape:
                return y0
    return False


def _axis_term(t):
    """``(tile dim, 1-D index value, stride value or None)`` of one offset term
    ``idx[:, None] * stride`` / ``idx[None, :]``, or None."""
    t = _strip(t)
    stride = None
    if _is(t, Op.MUL):
        a, b = t.owner.operands
        for x, y in ((a, b), (b, a)):
            if (_strip(y).type.shape == () or _is(_strip(y), Op.CONST)) and \
                    _is(_strip(x), Op.EXPAND_DIMS):
                t, stride = _strip(x), _strip(y)
                break
        else:
            return None
    if not _is(t, Op.EXPAND_DIMS) or len(t.type.shape) != 2:
        return None
    idx = t.owner.operands[0]
    if len(idx.type.shape) != 1:
        return None
    return 1 - t.owner.attrs["axis"], idx, stride


def _offset_terms(v, out: list) -> bool:
    v = _strip(v)
    if _is(v, Op.ADD) and v.type.shape:
        return all(_offset_terms(x, out) for x in v.owner.operands)
    out.append(v)
    return True


def _index_of(e):
    """``(1-D index value, scalar origin value or None)`` when tile ``e`` is
    ``idx[:, None]`` / ``idx[None, :]``, or that plus a broadcast scalar (a block pointer's
    ``arange + offset``); else None."""
    e = _strip(e)
    if _is(e, Op.EXPAND_DIMS):
        return e.owner.operands[0], None
    if _is(e, Op.ADD):
        a, b = e.owner.operands
        for x, y in ((a, b), (b, a)):
            x, y = _strip(x), _strip(y)
            if _is(x, Op.EXPAND_DIMS) and not y.type.shape:
                return x.owner.operands[0], y
    return None


def _is_zero(v) -> bool:
    v = _strip(v)
    return _is(v, Op.CONST) and v.owner.attrs.get("value") == 0


def _mask_bounds(v, out: list) -> bool:
    """The ``(1-D index value, origin or None, bound value)`` triples of a mask that is an
    AND of ``idx < bound`` per dimension (also ``idx + origin < bound`` with the
    ``idx + origin >= 0`` that TMA's zero fill of negative coordinates gives anyway)."""
    v = _strip(v)
    if _is(v, Op.AND):
        return all(_mask_bounds(x, out) for x in v.owner.operands)
    if _is(v, Op.GE):
        a, b = v.owner.operands
        return _index_of(a) is not None and _is_zero(b)
    if not _is(v, Op.LT):
        return False
    a, b = v.owner.operands
    ix = _index_of(a)
    if ix is None or _strip(b).type.shape != ():
        return False
    out.append((ix[0], ix[1], _strip(b)))
    return True


def _scalar_origin(fn, info, v, stride: Ref, inner: int) -> tuple:
    """``(tile dim, origin value)`` when scalar base offset ``v`` is ``origin * stride`` (the
    outer dimension's) or a plain ``origin`` (the inner dimension's: stride 1); else
    ``(None, None)``."""
    v = _strip(v)
    if _is(v, Op.MUL):
        a, b = v.owner.operands
        for x, y in ((a, b), (b, a)):
            if _ref(fn, info, y) == stride and not _is(_strip(x), Op.PROGRAM_ID):
                return 1 - inner, _strip(x)
        return None, None
    return inner, v


def _batch_offset(fn, info, v):
    """``(program id value, axis, stride Ref)`` when scalar ``v`` is ``program_id(axis) *
    stride`` (either order, through casts), else None."""
    v = _strip(v)
    if not _is(v, Op.MUL):
        return None
    a, b = v.owner.operands
    for x, y in ((a, b), (b, a)):
        while _is(x, Op.CAST):
            x = x.owner.operands[0]
        if _is(x, Op.PROGRAM_ID):
            ref = _ref(fn, info, y)
            if ref is not None:
                return x, x.owner.attrs["axis"], ref
    return None


def match_box(op, fn, info) -> tuple:
    """``(Box, None)`` when LOAD ``op`` reads a 2-D box of a strided tensor (module
    docstring), else ``(None, why)``."""
    mask = op.operands[1] if op.attrs.get("has_mask") else None
    return _match(op.operands[0], mask, op.result.type.shape, fn, info)


def match_store_box(op, fn, info) -> tuple:
    """``(Box, None)`` when STORE ``op`` writes a 2-D box of a strided tensor, its mask (if
    any) exactly the box's part inside the tensor (codegen.tma_store), else ``(None, why)``."""
    mask = op.operands[2] if op.attrs.get("has_mask") else None
    return _match(op.operands[0], mask, op.operands[1].type.shape, fn, info)


def _match(ptr, mask, shape, fn, info) -> tuple:
    """:func:`match_box` of an access through pointer tile ``ptr`` with ``mask`` (None: no
    mask) of tile shape ``shape``."""
    if len(shape) != 2:
        return None, "not a 2-D tile"
    ptr = _strip(ptr)
    terms, scalars = [], []
    while _is(ptr, Op.ADDPTR):
        base_v, off = ptr.owner.operands
        if not _strip(off).type.shape:  # an offset of the base: an origin, or a batch
            scalars.append(_strip(off))
        elif not _offset_terms(off, terms):
            return None, "its offsets are not a sum of per-axis terms"
        ptr = _strip(base_v)
    base = next((i for i, p in enumerate(fn.params) if p.value is ptr and p.kind == "pointer"),
                None)
    if base is None:
        return None, "its base is not a pointer parameter"
    per_dim = {}
    for t in terms:
        m = _axis_term(t)
        if m is None or m[0] in per_dim:
            return None, "its offsets are not one index times a stride per dimension"
        per_dim[m[0]] = m
    if set(per_dim) != {0, 1}:
        return None, "it does not index both dimensions"
    units = [d for d in (0, 1) if per_dim[d][2] is None or _is_unit(info, per_dim[d][2])]
    if len(units) != 1:
        return None, "not exactly one dimension has stride 1"
    inner = units[0]
    stride = _ref(fn, info, per_dim[1 - inner][2])
    if stride is None:
        return None, "the outer stride is not a parameter or a constant"
    origins = []
    for d in (0, 1):
        o = _range(per_dim[d][1], shape[d])
        if o is False:
            return None, "an index is not origin + arange(0, n)"
        origins.append(o)
    # offsets of the base: origin * outer stride, an origin of the inner dimension, or
    # program_id * another stride (the batch)
    bounds = []
    if mask is not None and not _mask_bounds(mask, bounds):
        return None, "its mask is not (rows < R) & (cols < C)"
    # an offset the mask adds to a dimension's index is that dimension's origin
    masked = {_strip(org): idx for idx, org, _ in bounds if org is not None}
    batch = None
    from_base = [False, False]
    for off in scalars:
        if off in masked:
            d = next((d for d in (0, 1) if per_dim[d][1] is masked[off]), None)
            o = off if d == inner else None
        else:
            d, o = _scalar_origin(fn, info, off, stride, inner)
        if d is not None and o is None:
            return None, "an offset of its base is not an origin times the stride"
        if d is None:
            if batch is not None:
                return None, "its base has more than one per-program offset"
            batch = _batch_offset(fn, info, off)
            if batch is None:
                return None, ("its base is offset by something other than origins times the "
                              "strides and program_id * stride")
            continue
        if origins[d] is not None:
            return None, "a dimension has two origins"
        origins[d], from_base[d] = o, True
    extents = [None, None]
    for idx, org, bound in bounds:
        d = next((d for d in (0, 1) if per_dim[d][1] is idx), None)
        ref = _ref(fn, info, bound)
        same_origin = (org is None and not (d is not None and from_base[d])) or (
            d is not None and from_base[d] and org is not None and _strip(org) is origins[d])
        if d is None or ref is None or extents[d] is not None or not same_origin:
            return None, ("its mask is not (rows < R) & (cols < C) with R and C parameters or "
                          "constants and rows, cols the box's own indices")
        extents[d] = ref
    for d in (0, 1):  # an index of exactly arange(0, n), unmasked, stays inside [0, n)
        if extents[d] is None and origins[d] is None:
            extents[d] = Ref(const=shape[d])
    if None in extents:
        return None, "its mask does not bound both dimensions"
    return Box(tuple(origins), base, inner, tuple(extents), stride, batch), None


def aligned(fn, box: Box, info, elem: DType) -> bool:
    """Whether the launch facts guarantee TMA's alignment: a 16-byte aligned base and an
    outer stride whose bytes are a multiple of 16."""
    if axisinfo.get(info, fn.params[box.base].value).divisibility[0] % 16:
        return False
    strides = [box.stride] + ([box.batch[2]] if box.batch else [])
    for s in strides:
        if s.const is not None:
            if (s.const * elem.itemsize) % 16:
                return False
            continue
        div = axisinfo.get(info, fn.params[s.param].value).divisibility[0]
        if (div * elem.itemsize) % 16:
            return False
    return True


# ---------------------------------------------------------------------- host side
def map_args(spec: BoxSpec, kargs, grid: tuple = (1, 1, 1)) -> dict:
    """The arguments of ``cuTensorMapEncodeTiled`` for ``spec`` at a launch over ``grid``
    with kernel arguments ``kargs`` (device addresses and scalars in parameter order):
    dimensions innermost first, ``global_dim`` in elements, ``global_strides`` in bytes (the
    outer dimension's, then the batch's), ``box_dim`` in elements; a batched spec has rank 3,
    its third extent the grid's along the batch axis. An extent <= 0 (every element masked
    off) gives ``zero_tensor=True``: the caller maps a zeroed scratch buffer instead, so every
    box reads zeros. Raises TileLaunchError for an address or stride TMA cannot take."""
    return _map_args(spec, *_launch_values(spec, kargs, grid))


def _launch_values(spec: BoxSpec, kargs, grid) -> tuple:
    """The launch's integers that ``spec``'s map depends on: address, the extents of tile
    dims 0 and 1, the outer stride, and the batch's stride and extent (0, 1 without one)."""
    b = spec.batch
    return (int(kargs[spec.base]), spec.extents[0].value(kargs), spec.extents[1].value(kargs),
            spec.stride.value(kargs), b[1].value(kargs) if b else 0, int(grid[b[0]]) if b else 1)


def _map_args(spec: BoxSpec, addr, ext0, ext1, stride, bstride, bdim) -> dict:
    esize = spec.elem.itemsize
    exts = (ext0, ext1)
    strides = [stride * esize]
    dims = [exts[spec.inner], exts[1 - spec.inner]]
    if spec.batch is not None:
        strides.append(bstride * esize)
        dims.append(bdim)
    zero = min(dims) <= 0
    if zero:
        dims, strides = [1] * len(dims), [16 * (i + 1) for i in range(len(strides))]
    if not zero and (addr % 16 or any(s % 16 or s <= 0 or s >= 2 ** 40 for s in strides)):
        raise TileLaunchError(
            f"a TMA {'store' if spec.store else 'load'} needs a 16-byte aligned base and "
            f"positive strides of multiples of 16 "
            f"bytes below 2^40, got address {addr:#x} and strides {tuple(strides)} bytes "
            f"(the launch facts promised them; run with TILEDSL_TMA=0)")
    rank = len(dims)
    return dict(data_type=DATA_TYPE[spec.elem], rank=rank, address=addr,
                global_dim=tuple(dims), global_strides=tuple(strides),
                box_dim=(spec.panel, spec.rows) + (1,) * (rank - 2),
                element_strides=(1,) * rank, interleave=INTERLEAVE_NONE,
                swizzle=SWIZZLE[spec.span], l2_promotion=L2_PROMOTION_256B,
                oob_fill=OOB_FILL_ZERO, zero_tensor=zero)


@functools.lru_cache(maxsize=1)
def _driver():
    """``cuTensorMapEncodeTiled`` of the driver library :mod:`codegen.driver` loads. Raises
    OSError without it (TMA then needs a driver that has it: CUDA 12 and later)."""
    from . import driver

    f = driver._symbol("cuTensorMapEncodeTiled")
    if f is None:
        raise OSError("the CUDA driver library (libcuda) with cuTensorMapEncodeTiled could "
                      "not be loaded")
    f.restype = ctypes.c_int
    f.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_uint32, ctypes.c_void_p,
                  ctypes.POINTER(ctypes.c_uint64), ctypes.POINTER(ctypes.c_uint64),
                  ctypes.POINTER(ctypes.c_uint32), ctypes.POINTER(ctypes.c_uint32),
                  ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_int]
    return f


_SCRATCH: dict = {}


def _scratch_address(kind: str) -> int:
    """A 256-byte zeroed device buffer per ``kind`` (made once): ``"zero"``, the tensor a
    fully masked load's box maps (it must stay zero), and ``"sink"``, the one a fully masked
    TMA store's map writes (nothing reads it)."""
    if kind not in _SCRATCH:
        import cupy

        _SCRATCH[kind] = cupy.zeros(256, dtype=cupy.uint8)
    return int(_SCRATCH[kind].data.ptr)


def _encode(data_type, address, global_dim, global_strides, box_dim, swizzle) -> bytes:
    out = ctypes.create_string_buffer(MAP_BYTES + 64)
    base = (ctypes.addressof(out) + 63) // 64 * 64  # CUtensorMap is 64-byte aligned
    u64, u32 = ctypes.c_uint64, ctypes.c_uint32
    rank = len(global_dim)
    rc = _driver()(base, data_type, rank, address, (u64 * rank)(*global_dim),
                   (u64 * (rank - 1))(*global_strides), (u32 * rank)(*box_dim),
                   (u32 * rank)(*([1] * rank)), INTERLEAVE_NONE, swizzle, L2_PROMOTION_256B,
                   OOB_FILL_ZERO)
    if rc != 0:
        raise TileLaunchError(f"cuTensorMapEncodeTiled refused the tensor map (CUresult {rc}): "
                              f"dims {global_dim}, strides {global_strides} bytes, box "
                              f"{box_dim}; run with TILEDSL_TMA=0")
    return ctypes.string_at(base, MAP_BYTES)


def encode(spec: BoxSpec, kargs, grid: tuple = (1, 1, 1)) -> bytes:
    """The 128 bytes of ``spec``'s ``CUtensorMap`` at a launch over ``grid`` with ``kargs``,
    cached per (spec, address, extents, strides): a launch that hits the cache reads six
    integers of its arguments. Raises TileLaunchError when the driver refuses it."""
    return _encoded(spec, *_launch_values(spec, kargs, grid))


@functools.lru_cache(maxsize=4096)
def _encoded(spec: BoxSpec, *values) -> bytes:
    a = _map_args(spec, *values)
    # every element masked off: a load's map reads the zeroed buffer; a store's writes a
    # scratch buffer of its own, which nothing reads
    addr = _scratch_address("sink" if spec.store else "zero") if a["zero_tensor"] \
        else a["address"]
    return _encode(a["data_type"], addr, a["global_dim"], a["global_strides"], a["box_dim"],
                   a["swizzle"])


# ---------------------------------------------------------------------- device side
DEVICE_HELPERS = r"""// TMA: a tensor map passed by value, mbarrier stages, one box per copy
struct __align__(64) tl_tmap_t { unsigned long long w[16]; };
__device__ __forceinline__ void tl_mbar_init(unsigned bar, unsigned count) {
  asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" :: "r"(bar), "r"(count) : "memory");
}
__device__ __forceinline__ void tl_mbar_fence_init() {
  asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
}
__device__ __forceinline__ void tl_mbar_expect_tx(unsigned bar, unsigned bytes) {
  asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;"
               :: "r"(bar), "r"(bytes) : "memory");
}
__device__ __forceinline__ void tl_mbar_wait(unsigned bar, unsigned parity) {
  asm volatile("{\n.reg .pred p;\nTL_WAIT:\n"
               "mbarrier.try_wait.parity.shared::cta.b64 p, [%0], %1;\n"
               "@!p bra TL_WAIT;\n}\n" :: "r"(bar), "r"(parity) : "memory");
}
__device__ __forceinline__ void tl_mbar_inval(unsigned bar) {
  asm volatile("mbarrier.inval.shared::cta.b64 [%0];" :: "r"(bar) : "memory");
}
__device__ __forceinline__ void tl_tma_load_2d(unsigned dst, const tl_tmap_t* map, int c0,
                                               int c1, unsigned bar) {
  asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes"
               " [%0], [%1, {%2, %3}], [%4];"
               :: "r"(dst), "l"(map), "r"(c0), "r"(c1), "r"(bar) : "memory");
}
__device__ __forceinline__ void tl_tma_load_3d(unsigned dst, const tl_tmap_t* map, int c0,
                                               int c1, int c2, unsigned bar) {
  asm volatile("cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes"
               " [%0], [%1, {%2, %3, %4}], [%5];"
               :: "r"(dst), "l"(map), "r"(c0), "r"(c1), "r"(c2), "r"(bar) : "memory");
}
"""
