"""Block pointers and tensor descriptors: Triton's ``make_block_ptr``/``advance`` with
``load``/``store(..., boundary_check=)``, and ``make_tensor_descriptor`` with
``desc.load(offsets)``/``desc.store(offsets, value)``.

Neither is a new kind of IR value: an access through one lowers here to what a kernel would
write by hand, a pointer tile ``base + Σ (offset_d + arange(0, block_d)) * stride_d`` and,
for the checked dimensions, the mask ``0 <= index_d < shape_d``, so both backends, the
passes and the interpreter's bounds, race and uninitialized-read checks see ordinary
``LOAD``/``STORE`` ops. The lowered op carries the static facts of the window as its
``block`` attribute (``kind``, ``block_shape``, ``order``, ``boundary_check``, ``padding``),
for a code generator that moves whole boxes at once.

Index arithmetic is in i64, as Triton's (``shape``/``strides`` are i64, offsets i32 widened
to i64), except a tile term ``arange(0, block_d) * stride_d`` with a compile-time stride
small enough that i32 is exact.
"""
from __future__ import annotations

from ..dtypes import DType, TileType
from ..ir import Op
from .library import builtin, const_shape
from .semantic import fail
from .values import TV, BlockPtr, Const, TensorDesc, TupleVal, is_pointer

_I32 = (-(2**31), 2**31)
_I64 = (-(2**63), 2**63)


def _items(v, span, what: str) -> tuple:
    """The items of a tuple argument (a compile-time tuple or a tuple of values); a single
    value counts as a tuple of one, as in Triton."""
    if isinstance(v, Const) and isinstance(v.value, tuple):
        return tuple(Const(x) for x in v.value)
    if isinstance(v, TupleVal):
        return v.items
    if isinstance(v, (TV, Const)):
        return (v,)
    raise fail(f"{what} must be a tuple of integers, got {v.describe()}", span)


def _scalar_int(lw, v, span, what: str, dtype: DType, rng):
    """One shape/stride/offset: an int (kept as a compile-time value) or an integer scalar
    converted to ``dtype`` (i64 for shapes and strides, i32 for offsets)."""
    if isinstance(v, Const):
        x = v.value
        if isinstance(x, bool) or not isinstance(x, int):
            raise fail(f"{what} must be integers, got {v.describe()}", span)
        if not rng[0] <= x < rng[1]:
            raise fail(f"{what} must fit in {dtype}, got {x}", span)
        return x
    if not isinstance(v, TV) or v.type.is_pointer or not v.elem.is_int:
        raise fail(f"{what} must be integer scalars, got {v.describe()}", span)
    if v.shape != ():
        raise fail(f"{what} must be scalars, got {v.describe()}", span)
    if dtype == DType.i32 and v.elem.bits == 64:
        raise fail(f"{what} must be 32-bit integers (as in Triton's block pointers), got "
                   f"{v.describe()}; convert with .to(i32), or index with pointer tiles for "
                   f"64-bit offsets", span)
    return lw.sem.cast(v, dtype, span)


def _ints(lw, v, span, what, dtype, rng, rank=None) -> tuple:
    items = _items(v, span, what)
    if rank is not None and len(items) != rank:
        n = len(items)
        raise fail(f"{what} has {n} item{'s' if n != 1 else ''} but the block has {rank} "
                   f"dimension{'s' if rank != 1 else ''}; give one per dimension", span)
    return tuple(_scalar_int(lw, x, span, what, dtype, rng) for x in items)


def _base(p, span, name: str) -> TV:
    if not is_pointer(p) or p.shape != ():
        got = p.describe() if hasattr(p, "describe") else repr(p)
        raise fail(f"{name}()'s base must be a pointer scalar (a pointer parameter, or one "
                   f"plus an offset), got {got}", span)
    if p.elem.elem == DType.i1:
        raise fail(f"{name}() of an i1 pointer is not supported (Triton reads i1 memory "
                   f"through it as i8): pass the array as i8 or u8", span)
    return p


def _block_shape(lw, v, span, name: str) -> tuple:
    shape = const_shape(v, span)
    if not shape:
        raise fail(f"{name}()'s block_shape must have at least one dimension", span)
    lw.sem.check_shape(shape, span, "the block")
    return shape


@builtin("make_block_ptr", "base, shape, strides, offsets, block_shape, order")
def _make_block_ptr(lw, a, span):
    """Triton ``tl.make_block_ptr``: a ``block_shape`` window at ``offsets`` into the
    tensor of ``shape`` and ``strides`` (elements) at ``base``; ``order`` (a permutation of
    the dimensions, fastest first) is a layout hint that does not change the values."""
    base = _base(a.base, a.span("base"), "make_block_ptr")
    block = _block_shape(lw, a.block_shape, a.span("block_shape"), "make_block_ptr")
    rank = len(block)
    shape = _ints(lw, a.shape, a.span("shape"), "make_block_ptr()'s shape", DType.i64, _I64,
                  rank)
    strides = _ints(lw, a.strides, a.span("strides"), "make_block_ptr()'s strides",
                    DType.i64, _I64, rank)
    offsets = _ints(lw, a.offsets, a.span("offsets"), "make_block_ptr()'s offsets",
                    DType.i32, _I32, rank)
    order = const_shape(a.order, a.span("order"))
    if sorted(order) != list(range(rank)):
        raise fail(f"make_block_ptr()'s order must be a permutation of 0 .. {rank - 1} (one "
                   f"entry per dimension, fastest-varying first), got {order}",
                   a.span("order"))
    return BlockPtr(base, shape, strides, offsets, block, order)


@builtin("advance", "base, offsets")
def _advance(lw, a, span):
    """Triton ``tl.advance``: the block pointer moved by ``offsets`` (elements, one per
    dimension); the original is unchanged."""
    bp = a.base
    if not isinstance(bp, BlockPtr):
        got = bp.describe() if hasattr(bp, "describe") else repr(bp)
        raise fail(f"advance() needs a block pointer (from make_block_ptr), got {got}; move a "
                   f"pointer tile with +", a.span("base"))
    delta = _ints(lw, a.offsets, a.span("offsets"), "advance()'s offsets", DType.i32, _I32,
                  len(bp.block_shape))
    offs = []
    for o, d in zip(bp.offsets, delta):
        if isinstance(o, int) and isinstance(d, int):
            s = o + d
            if not _I32[0] <= s < _I32[1]:
                raise fail(f"the advanced offset {s} does not fit in i32", a.span("offsets"))
            offs.append(s)
        elif isinstance(d, int) and d == 0:
            offs.append(o)
        else:
            offs.append(lw.sem.binary("+", _tv(o), _tv(d), span))
    return BlockPtr(bp.base, bp.shape, bp.strides, tuple(offs), bp.block_shape, bp.order)


def _tv(x):
    return x if isinstance(x, TV) else Const(x)


@builtin("make_tensor_descriptor", "base, shape, strides, block_shape, padding_option='zero'")
def _make_tensor_descriptor(lw, a, span):
    """Triton ``tl.make_tensor_descriptor``: a tensor of ``shape`` and ``strides`` at
    ``base`` (1 to 5 dimensions, the last one contiguous: stride 1) read and written in
    ``block_shape`` boxes, at least 16 bytes wide in the last dimension (Triton's rules, which
    its TMA lowering needs); out-of-range elements read as zero (``padding_option="nan"``:
    NaN) and are not written."""
    base = _base(a.base, a.span("base"), "make_tensor_descriptor")
    block = _block_shape(lw, a.block_shape, a.span("block_shape"), "make_tensor_descriptor")
    rank = len(block)
    if rank > 5:
        raise fail(f"a tensor descriptor has 1 to 5 dimensions, got {rank}",
                   a.span("block_shape"))
    shape = _ints(lw, a.shape, a.span("shape"), "make_tensor_descriptor()'s shape", DType.i32,
                  _I32, rank)
    strides_in = _items(a.strides, a.span("strides"), "make_tensor_descriptor()'s strides")
    if len(strides_in) != rank:
        raise fail(f"make_tensor_descriptor()'s strides has {len(strides_in)} items but the "
                   f"block has {rank} dimensions; give one per dimension", a.span("strides"))
    last = strides_in[-1]
    if not (isinstance(last, Const) and last.value == 1 and not isinstance(last.value, bool)):
        raise fail(f"the last stride of a tensor descriptor must be the compile-time 1 (its "
                   f"last dimension is contiguous, as Triton requires), got "
                   f"{last.describe()}", a.span("strides"))
    strides = _ints(lw, a.strides, a.span("strides"), "make_tensor_descriptor()'s strides",
                    DType.i64, _I64, rank)
    elem = base.elem.elem
    width = block[-1] * elem.bits // 8
    if width < 16:
        raise fail(f"a tensor descriptor's block must be at least 16 bytes wide in its last "
                   f"dimension (as Triton requires), got {block[-1]} x {elem} = {width} bytes",
                   a.span("block_shape"))
    padding = _padding(a.padding_option, a.span("padding_option"), elem, default="zero")
    return TensorDesc(base, shape, strides, block, padding)


def _padding(v, span, elem, default):
    p = v.value if isinstance(v, Const) else None
    if p not in ("", "zero", "nan"):
        got = v.describe() if hasattr(v, "describe") else repr(v)
        raise fail(f"padding_option must be 'zero', 'nan' or '' (zero), got {got}", span)
    if p == "nan" and not elem.is_float:
        raise fail(f"padding_option='nan' needs floating-point memory, got {elem} (as in "
                   f"Triton)", span)
    return p or default


def _boundary_check(v, span, rank) -> tuple:
    dims = const_shape(v, span)
    for d in dims:
        if not 0 <= d < rank:
            raise fail(f"boundary_check dimension {d} is out of range for a block of rank "
                       f"{rank}", span)
    if len(set(dims)) != len(dims):
        raise fail(f"boundary_check repeats a dimension: {dims}", span)
    return tuple(sorted(dims))


def _access(lw, base, shape, strides, offsets, block, checks, span):
    """``(pointer tile, mask or None)`` of the window ``block`` at ``offsets``; the mask
    checks ``0 <= index < shape`` along the dimensions in ``checks``."""
    sem = lw.sem
    rank = len(block)
    start = base  # base + Σ offset_d * stride_d, a scalar
    tile_off = None  # Σ arange_d * stride_d, broadcast to the block
    mask = None
    for d in range(rank):
        o, st, n = offsets[d], strides[d], block[d]
        if not (isinstance(o, int) and o == 0) and not (isinstance(st, int) and st == 0):
            if isinstance(o, int) and isinstance(st, int):
                term = sem.const(o * st, DType.i64, (), span)
            else:
                o64 = sem.cast(o, DType.i64, span) if isinstance(o, TV) else \
                    sem.const(o, DType.i64, (), span)
                term = o64 if isinstance(st, int) and st == 1 else \
                    sem.binary("*", o64, _tv(st), span)
            start = sem.binary("+", start, term, span)
        iota = _iota(lw, rank, d, n, span)
        small = isinstance(st, int) and abs(st) * (n - 1) < 2**31
        if not (isinstance(st, int) and st == 0):
            idx = iota if small else sem.cast(iota, DType.i64, span)
            term = idx if isinstance(st, int) and st == 1 else sem.binary("*", idx, _tv(st), span)
            tile_off = term if tile_off is None else sem.binary("+", tile_off, term, span)
        if d in checks:
            idx = sem.cast(iota, DType.i64, span)
            if not (isinstance(o, int) and o == 0):
                idx = sem.binary("+", idx, _tv(o), span)
            ok = sem.binary("<", idx, _tv(shape[d]), span)
            if not (isinstance(o, int) and o >= 0):
                ok = sem.binary("&", sem.binary(">=", idx, Const(0), span), ok, span)
            mask = ok if mask is None else sem.binary("&", mask, ok, span)
    if tile_off is None:
        ptr = sem.broadcast_to(start, block, span)
    else:
        ptr = sem.binary("+", start, sem.broadcast_to(tile_off, block, span), span)
    if mask is not None:
        mask = sem.broadcast_to(mask, block, span)
    return ptr, mask


def _iota(lw, rank, d, n, span) -> TV:
    """``arange(0, n)`` along dimension ``d`` of a rank-``rank`` tile (size 1 elsewhere)."""
    k = TV(lw.builder.value(Op.ARANGE, [], TileType(DType.i32, (n,)), span, start=0, end=n))
    for i in range(rank):
        if i != d:
            k = lw.sem.expand_dims(k, i, span)
    return k


def _facts(kind, block, order, checks, padding) -> tuple:
    return (("kind", kind), ("block_shape", tuple(block)), ("order", tuple(order)),
            ("boundary_check", tuple(checks)), ("padding", padding))


def _load_op(lw, ptr, mask, padding, elem, facts, a, span) -> TV:
    ops = [ptr.value]
    other = None
    if mask is not None:
        ops.append(mask.value)
        other = lw.sem.const(float("nan") if padding == "nan" else 0, elem, ptr.shape, span)
        ops.append(other.value)
    return TV(lw.builder.value(Op.LOAD, ops, TileType(elem, ptr.shape), span,
                               has_mask=mask is not None, has_other=other is not None,
                               cache_modifier=a.cache_modifier.value or "",
                               eviction_policy=a.eviction_policy.value or "",
                               volatile=a.volatile.value, block=facts))


def _store_op(lw, ptr, value, mask, facts, a, span) -> None:
    ops = [ptr.value, value.value] + ([mask.value] if mask is not None else [])
    lw.builder.create(Op.STORE, ops, [], dict(has_mask=mask is not None,
                                             cache_modifier=a.cache_modifier.value or "",
                                             eviction_policy=a.eviction_policy.value or "",
                                             block=facts), loc=span)


def _no_mask(a, what: str) -> None:
    for k in ("mask", "other"):
        if a.given(k) and not (isinstance(getattr(a, k), Const) and getattr(a, k).value is None):
            raise fail(f"mask= and other= cannot be given to a {what} through a block pointer "
                       f"(as in Triton): its boundary_check= masks the out-of-range elements",
                       a.span(k))


def load_block(lw, a, span) -> TV:
    """``load(block_ptr, boundary_check=, padding_option=)``: Triton's block-pointer load;
    out-of-range elements of the checked dimensions read as the padding (zero by default,
    NaN with ``"nan"``); unchecked dimensions are not masked."""
    bp = a.pointer
    _no_mask(a, "load")
    elem = bp.base.elem.elem
    checks = _boundary_check(a.boundary_check, a.span("boundary_check"), len(bp.block_shape))
    padding = _padding(a.padding_option, a.span("padding_option"), elem, default="zero")
    ptr, mask = _access(lw, bp.base, bp.shape, bp.strides, bp.offsets, bp.block_shape, checks,
                        span)
    return _load_op(lw, ptr, mask, padding, elem,
                    _facts("block_ptr", bp.block_shape, bp.order, checks, padding), a, span)


def store_block(lw, a, span) -> None:
    """``store(block_ptr, value, boundary_check=)``: Triton's block-pointer store; ``value``
    (a scalar is broadcast) must have the block's shape and dtype; out-of-range elements of
    the checked dimensions are not written."""
    bp = a.pointer
    _no_mask(a, "store")
    elem = bp.base.elem.elem
    block = bp.block_shape
    v = a.value
    if isinstance(v, Const) and v.is_number:
        v = lw.sem.const(v, elem, (), a.span("value"))
    if not isinstance(v, TV) or v.type.is_pointer:
        got = v.describe() if hasattr(v, "describe") else repr(v)
        raise fail(f"store() needs a value to store, got {got}", a.span("value"))
    if v.shape == ():
        v = lw.sem.broadcast_to(v, block, span)
    if v.shape != block:
        raise fail(f"store() through a block pointer needs a value of the block's shape "
                   f"{list(block)}, got {v.describe()} (as in Triton)", a.span("value"))
    if v.elem != elem:
        raise fail(f"store() through a block pointer to {elem} needs an {elem} value, got "
                   f"{v.describe()} (as in Triton); convert with .to({elem})", a.span("value"))
    checks = _boundary_check(a.boundary_check, a.span("boundary_check"), len(block))
    ptr, mask = _access(lw, bp.base, bp.shape, bp.strides, bp.offsets, block, checks, span)
    _store_op(lw, ptr, v, mask, _facts("block_ptr", block, bp.order, checks, ""), a, span)


class _Defaults:
    """The load/store options a descriptor access does not take, at their defaults."""

    cache_modifier = eviction_policy = Const("")
    volatile = Const(False)


def descriptor_load(lw, desc: TensorDesc, args, kwargs, node) -> TV:
    """``desc.load(offsets)``: the block at ``offsets``; elements outside the tensor (on any
    side) read as zero (NaN with ``padding_option="nan"``)."""
    offs = _method_args(lw, desc, args, kwargs, node, "load", ("offsets",))[0]
    rank = len(desc.block_shape)
    ptr, mask = _access(lw, desc.base, desc.shape, desc.strides, offs, desc.block_shape,
                        tuple(range(rank)), node.span)
    return _load_op(lw, ptr, mask, desc.padding, desc.base.elem.elem,
                    _facts("tensor_desc", desc.block_shape, tuple(range(rank))[::-1],
                           tuple(range(rank)), desc.padding), _Defaults, node.span)


def descriptor_store(lw, desc: TensorDesc, args, kwargs, node) -> None:
    """``desc.store(offsets, value)``: ``value`` (the block's shape; converted to the
    descriptor's dtype, as in Triton) written at ``offsets``; elements outside the tensor
    are not written."""
    offs, value = _method_args(lw, desc, args, kwargs, node, "store", ("offsets", "value"))
    elem = desc.base.elem.elem
    if isinstance(value, Const) and value.is_number:
        value = lw.sem.to_tv(value, node.span)
    if not isinstance(value, TV) or value.type.is_pointer:
        got = value.describe() if hasattr(value, "describe") else repr(value)
        raise fail(f"store() needs a value to store, got {got}", node.span)
    if value.shape != desc.block_shape:
        raise fail(f"a tensor descriptor's store() needs a value of its block shape "
                   f"{list(desc.block_shape)}, got {value.describe()} (as in Triton)",
                   node.args[1].span if len(node.args) > 1 else node.span)
    value = lw.sem.cast(value, elem, node.span)
    rank = len(desc.block_shape)
    ptr, mask = _access(lw, desc.base, desc.shape, desc.strides, offs, desc.block_shape,
                        tuple(range(rank)), node.span)
    _store_op(lw, ptr, value, mask,
              _facts("tensor_desc", desc.block_shape, tuple(range(rank))[::-1],
                     tuple(range(rank)), ""), _Defaults, node.span)
    return Const(None)


def _method_args(lw, desc, args, kwargs, node, name, params) -> list:
    from .builtins import bind

    values, spans, _ = bind(f"desc.{name}", [(p, None) for p in params], None, node, args,
                            kwargs)
    for p in params:
        if p not in spans:
            raise fail(f"desc.{name}() missing required argument '{p}'", node.span)
    out = []
    for p in params:
        if p == "offsets":
            out.append(_ints(lw, values[p], spans[p], f"desc.{name}()'s offsets", DType.i32,
                             _I32, len(desc.block_shape)))
        else:
            out.append(values[p])
    return out


#: the attributes of a tensor descriptor (``desc.load``/``desc.store`` are its methods)
DESC_METHODS = ("load", "store")


def descriptor_attribute(lw, desc: TensorDesc, attr: str, span):
    """``desc.block_shape``, ``desc.dtype``, ``desc.shape``, ``desc.strides``."""
    if attr == "block_shape":
        return Const(tuple(desc.block_shape))
    if attr == "dtype":
        return Const(desc.base.elem.elem)
    if attr in ("shape", "strides"):
        items = tuple(Const(x) if isinstance(x, int) else x for x in getattr(desc, attr))
        return Const(tuple(i.value for i in items)) if all(
            isinstance(i, Const) for i in items) else TupleVal(items)
    raise fail(f"a tensor descriptor has no attribute '{attr}' (it has .load(), .store(), "
               f".block_shape, .dtype, .shape, .strides)", span)
