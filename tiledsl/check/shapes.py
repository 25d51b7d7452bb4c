"""Triton's shape builtins that combine or take apart tiles: ``join``, ``split``,
``interleave``, ``cat``, ``view`` and ``ravel``.

Each is built from ops both backends already have (``where`` on an ``arange``, ``broadcast``,
``expand_dims``, ``reshape`` and a ``sum``), so a result is the same bits on both:

* ``join(a, b)``: ``where(k == 0, a[..., None], b[..., None])`` over ``k = arange(0, 2)``;
* ``split(x)``: each half is ``sum(where(k == i, bits, 0), axis=-1)`` on the elements' bits
  as unsigned integers, bitcast back: one element plus zeros, exact for every value (-0.0
  and NaN payloads included);
* ``interleave(a, b)``: ``join`` then ``reshape`` to ``(..., 2n)``;
* ``cat(a, b)``: the same along a new leading axis, so ``a``'s rows come first.
"""
from __future__ import annotations

from ..dtypes import DType, TileType
from ..ir import Op
from .library import _reshape, builtin, tile, varargs_shape
from .semantic import fail
from .values import TV, Const, TupleVal


def _iota2(lw, shape, axis, span) -> TV:
    """An i32 tile of ``shape`` (size 2 along ``axis``) holding the index along ``axis``."""
    k = TV(lw.builder.value(Op.ARANGE, [], TileType(DType.i32, (2,)), span, start=0, end=2))
    for i in range(len(shape)):
        if i != axis:
            k = lw.sem.expand_dims(k, i, span)
    return lw.sem.broadcast_to(k, shape, span)


def _pair(lw, a, b, span, name) -> tuple:
    x = tile(lw, a, span, "an operand")
    y = tile(lw, b, span, "an operand")
    if x.type.is_pointer != y.type.is_pointer:
        raise fail(f"{name}() of a pointer and a value", span)
    if not x.type.is_pointer:
        if x.elem != y.elem:
            raise fail(f"{name}() takes two tiles of one dtype, got {x.elem} and {y.elem}; "
                       f"convert one with .to(...)", span)
    elif x.elem != y.elem:
        raise fail(f"{name}() takes two pointers of one type, got {x.elem} and {y.elem}", span)
    return lw.sem.broadcast_pair(x, y, span)


def join_values(lw, a, b, span, axis=None) -> TV:
    """``a`` and ``b`` stacked along a new axis (the last one when ``axis`` is None)."""
    x, y = _pair(lw, a, b, span, "join")
    pos = len(x.shape) if axis is None else axis
    xs, ys = lw.sem.expand_dims(x, pos, span), lw.sem.expand_dims(y, pos, span)
    shape = xs.shape[:pos] + (2,) + xs.shape[pos + 1:]
    xs, ys = lw.sem.broadcast_to(xs, shape, span), lw.sem.broadcast_to(ys, shape, span)
    first = lw.sem.binary("==", _iota2(lw, shape, pos, span), Const(0), span)
    return lw.sem.where(first, xs, ys, span)


@builtin("join", "a, b")
def _join(lw, a, span):
    """Triton ``tl.join``: ``a`` and ``b`` (broadcast to one shape) along a new, minor axis of
    size 2."""
    return join_values(lw, a.a, a.b, span)


@builtin("split", "a")
def _split(lw, a, span):
    """Triton ``tl.split``: the two halves of a tile whose last axis has size 2."""
    x = tile(lw, a.a, a.span("a"), "a")
    if not x.shape or x.shape[-1] != 2:
        raise fail(f"split() needs a tile whose last axis has size 2, got shape "
                   f"{list(x.shape)}", a.span("a"))
    if x.type.is_pointer:
        raise fail("split() of pointers is not supported", a.span("a"))
    axis = len(x.shape) - 1
    k = _iota2(lw, x.shape, axis, span)
    d = x.elem
    # the bits as an unsigned integer of the same width (bool: as i32), so the sum of one
    # element and zeros is that element's bits exactly, NaN payloads included
    if d.is_bool:
        bits, wide = lw.sem.cast(x, DType.i32, span), DType.i32
    else:
        u = {8: DType.u8, 16: DType.u16, 32: DType.u32, 64: DType.u64}[d.bits]
        bits = lw.sem.cast(x, u, span, bitcast=True) if d != u else x
        wide = DType.u64 if d.bits == 64 else DType.u32
        bits = lw.sem.cast(bits, wide, span)
    zero = lw.sem.to_tv(Const(0), span, wide)
    halves = []
    for i in (0, 1):
        pick = lw.sem.where(lw.sem.binary("==", k, Const(i), span), bits, zero, span)
        s = TV(lw.builder.value(Op.SUM, [pick.value], TileType(wide, x.shape[:-1]), span,
                                axis=axis))
        if d.is_bool:
            halves.append(lw.sem.cast(s, d, span))
            continue
        s = lw.sem.cast(s, u, span) if wide != u else s
        halves.append(lw.sem.cast(s, d, span, bitcast=True) if d != u else s)
    return TupleVal(tuple(halves))


@builtin("interleave", "a, b")
def _interleave(lw, a, span):
    """Triton ``tl.interleave``: the values of ``a`` and ``b`` alternating along their last
    axis (``join`` then a reshape to twice its length)."""
    j = join_values(lw, a.a, a.b, span)
    return _reshape(lw, j, j.shape[:-2] + (2 * j.shape[-2],), span)


@builtin("cat", "input, other, can_reorder=False")
def _cat(lw, a, span):
    """Triton ``tl.cat``: ``input``'s rows, then ``other``'s, along axis 0 (Triton asks for
    ``can_reorder=True`` and may reorder; tiledsl keeps the order either way)."""
    x, y = _pair(lw, a.input, a.other, span, "cat")
    if not x.shape:
        raise fail("cat() needs tiles, got scalars", span)
    j = join_values(lw, x, y, span, axis=0)
    return _reshape(lw, j, (2 * x.shape[0],) + x.shape[1:], span)


@builtin("view", "input, *shape")
def _view(lw, a, span):
    """Triton ``tl.view`` (deprecated there for ``reshape(..., can_reorder=True)``): the tile
    reshaped; tiledsl keeps the elements' order."""
    x = tile(lw, a.input, a.span("input"), "input")
    return _reshape(lw, x, varargs_shape(a, span, "view"), span)


@builtin("ravel", "x, can_reorder=False")
def _ravel(lw, a, span):
    """Triton ``tl.ravel``: the tile as one axis, in row-major order."""
    x = tile(lw, a.x, a.span("x"), "x")
    return _reshape(lw, x, (x.type.numel,), span)
