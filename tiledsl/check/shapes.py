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
from .library import _permute, _reshape, builtin, const_int, norm_axis, tile, varargs_shape
from .semantic import fail
from .values import TV, Const, TupleVal


def _iota(lw, shape, axis, span) -> TV:
    """An i32 tile of ``shape`` holding each element's index along ``axis``."""
    n = shape[axis]
    k = TV(lw.builder.value(Op.ARANGE, [], TileType(DType.i32, (n,)), span, start=0, end=n))
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
    first = lw.sem.binary("==", _iota(lw, shape, pos, span), Const(0), span)
    return lw.sem.where(first, xs, ys, span)


@builtin("join", "a, b")
def _join(lw, a, span):
    """Triton ``tl.join``: ``a`` and ``b`` (broadcast to one shape) along a new, minor axis of
    size 2."""
    return join_values(lw, a.a, a.b, span)


def _as_bits(lw, x: TV, span):
    """``(bits, wide, u)``: ``x``'s elements as unsigned integers of their width ``u`` widened
    to ``wide`` (u32 or u64; booleans as i32), so that a sum of one element and zeros gives
    that element's bits exactly, NaN payloads and -0.0 included."""
    d = x.elem
    if d.is_bool:
        return lw.sem.cast(x, DType.i32, span), DType.i32, None
    u = {8: DType.u8, 16: DType.u16, 32: DType.u32, 64: DType.u64}[d.bits]
    bits = lw.sem.cast(x, u, span, bitcast=True) if d != u else x
    wide = DType.u64 if d.bits == 64 else DType.u32
    return lw.sem.cast(bits, wide, span), wide, u


def _from_bits(lw, s: TV, d, u, span) -> TV:
    """The inverse of :func:`_as_bits` on a summed tile ``s``."""
    if u is None:
        return lw.sem.cast(s, d, span)
    s = lw.sem.cast(s, u, span) if s.elem != u else s
    return lw.sem.cast(s, d, span, bitcast=True) if d != u else s


def _select_sum(lw, x: TV, sel: TV, axis: int, span) -> TV:
    """The one element of ``x`` along ``axis`` where ``sel`` holds (0 where none does), for
    every position of the other axes: a sum of bits, exact."""
    bits, wide, u = _as_bits(lw, x, span)
    zero = lw.sem.to_tv(Const(0), span, wide)
    pick = lw.sem.where(sel, bits, zero, span)
    shape = pick.shape[:axis] + pick.shape[axis + 1:]
    s = TV(lw.builder.value(Op.SUM, [pick.value], TileType(wide, shape), span, axis=axis))
    return _from_bits(lw, s, x.elem, u, span)


def split_values(lw, x: TV, span) -> tuple:
    """The two halves of ``x`` along its last axis (of size 2)."""
    axis = len(x.shape) - 1
    k = _iota(lw, x.shape, axis, span)
    return tuple(_select_sum(lw, x, lw.sem.binary("==", k, Const(i), span), axis, span)
                 for i in (0, 1))


@builtin("split", "a")
def _split(lw, a, span):
    """Triton ``tl.split``: the two halves of a tile whose last axis has size 2."""
    x = tile(lw, a.a, a.span("a"), "a")
    if not x.shape or x.shape[-1] != 2:
        raise fail(f"split() needs a tile whose last axis has size 2, got shape "
                   f"{list(x.shape)}", a.span("a"))
    if x.type.is_pointer:
        raise fail("split() of pointers is not supported", a.span("a"))
    return TupleVal(split_values(lw, x, span))


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


def _axis_of(lw, a, name, x, span, default_last=True) -> int:
    v = getattr(a, name)
    if isinstance(v, Const) and v.value is None:
        return len(x.shape) - 1
    return norm_axis(const_int(v, a.span(name), name), len(x.shape), a.span(name))


@builtin("flip", "x, dim=None")
def _flip(lw, a, span):
    """Triton ``tl.flip``: ``x`` reversed along ``dim`` (None: the last axis), whose size is a
    power of two: every bit of the index is flipped, one size-2 axis at a time (``split``
    then ``join`` in the other order)."""
    x = tile(lw, a.x, a.span("x"), "x")
    if not x.shape:
        raise fail("flip() needs a tile, got a scalar", a.span("x"))
    if x.type.is_pointer:
        raise fail("flip() of pointers is not supported", a.span("x"))
    axis = _axis_of(lw, a, "dim", x, span)
    n = x.shape[axis]
    if n == 1:
        return x
    rank = len(x.shape)
    perm = [i for i in range(rank) if i != axis] + [axis]
    y = _permute(lw, x, perm, span) if axis != rank - 1 else x
    rest = y.shape[:-1]
    steps = n.bit_length() - 1
    y = _reshape(lw, y, rest + (2,) * steps, span)
    r = len(rest)
    for b in range(steps):  # flip size-2 axis r + b: bring it last, swap its halves
        order = [i for i in range(r + steps) if i != r + b] + [r + b]
        z = _permute(lw, y, order, span)
        lo, hi = split_values(lw, z, span)
        z = join_values(lw, hi, lo, span)
        back = [order.index(i) for i in range(r + steps)]
        y = _permute(lw, z, back, span)
    y = _reshape(lw, y, rest + (n,), span)
    if axis != rank - 1:
        inv = [perm.index(i) for i in range(rank)]
        y = _permute(lw, y, inv, span)
    return y


@builtin("histogram", "input, num_bins, mask=None")
def _histogram(lw, a, span):
    """Triton ``tl.histogram``: for a 1-D integer tile, the i32 count of elements equal to
    each of 0 .. ``num_bins`` - 1 (values outside are not counted; with ``mask``, only the
    lanes where it holds)."""
    x = tile(lw, a.input, a.span("input"), "input")
    if len(x.shape) != 1 or not (isinstance(x.elem, DType) and x.elem.is_int
                                 and not x.elem.is_bool):
        raise fail(f"histogram() takes a 1-D tile of integers, got {x.describe()}",
                   a.span("input"))
    bins = const_int(a.num_bins, a.span("num_bins"), "num_bins")
    if bins < 1 or bins & (bins - 1):
        raise fail(f"num_bins must be a power of two (as in Triton), got {bins}",
                   a.span("num_bins"))
    (n,) = x.shape
    shape = (n, bins)
    xs = lw.sem.broadcast_to(lw.sem.expand_dims(lw.sem.cast(x, DType.i64, span), 1, span),
                             shape, span)
    hit = lw.sem.binary("==", xs, lw.sem.cast(_iota(lw, shape, 1, span), DType.i64, span), span)
    if not (isinstance(a.mask, Const) and a.mask.value is None):
        m = lw.sem.to_bool(tile(lw, a.mask, a.span("mask"), "mask"), span)
        m = lw.sem.broadcast_to(lw.sem.expand_dims(lw.sem.broadcast_to(m, (n,), span), 1,
                                                   span), shape, span)
        hit = lw.sem.logical("and", hit, m, span)
    ones = lw.sem.cast(hit, DType.i32, span)
    return TV(lw.builder.value(Op.SUM, [ones.value], TileType(DType.i32, (bins,)), span,
                               axis=0))


@builtin("gather", "src, index, axis")
def _gather(lw, a, span):
    """Triton ``tl.gather``: ``out[..., i, ...] = src[..., index[..., i, ...], ...]`` along
    ``axis``; ``index`` has ``src``'s rank and its sizes on the other axes. An index outside
    ``[0, src.shape[axis])`` gives 0 (Triton leaves it undefined)."""
    src = tile(lw, a.src, a.span("src"), "src")
    idx = tile(lw, a.index, a.span("index"), "index")
    if src.type.is_pointer:
        raise fail("gather() of pointers is not supported", a.span("src"))
    if not (isinstance(idx.elem, DType) and idx.elem.is_int and not idx.elem.is_bool):
        raise fail(f"gather()'s index must be a tile of integers, got {idx.describe()}",
                   a.span("index"))
    if len(idx.shape) != len(src.shape) or not src.shape:
        raise fail(f"gather()'s index must have src's rank ({len(src.shape)}), got shape "
                   f"{list(idx.shape)}", a.span("index"))
    ax = norm_axis(const_int(a.axis, a.span("axis"), "axis"), len(src.shape), a.span("axis"))
    for d, (s_, i_) in enumerate(zip(src.shape, idx.shape)):
        if d != ax and s_ != i_:
            raise fail(f"gather()'s index must match src's shape except along axis {ax}: "
                       f"{list(idx.shape)} against {list(src.shape)}", a.span("index"))
    m = idx.shape[ax]
    shape = src.shape[:ax] + (m,) + src.shape[ax:]  # the index's axis, then src's
    s_e = lw.sem.broadcast_to(lw.sem.expand_dims(src, ax, span), shape, span)
    i_e = lw.sem.broadcast_to(lw.sem.expand_dims(lw.sem.cast(idx, DType.i64, span), ax + 1,
                                                 span), shape, span)
    k = lw.sem.cast(_iota(lw, shape, ax + 1, span), DType.i64, span)
    return _select_sum(lw, s_e, lw.sem.binary("==", i_e, k, span), ax + 1, span)


def _sort_last(lw, x: TV, descending: bool, span) -> TV:
    """``x`` sorted along its last axis (a power of two) by a bitonic network: at distance
    ``j`` of stage ``k`` the pair (i, i ^ j) is put in order, ascending where ``i & k == 0``
    (reversed for ``descending``); a pair is swapped only when ``x[lo] > x[hi]`` in that
    order, so NaNs and equal values (-0.0 and +0.0) stay where the network leaves them."""
    sem = lw.sem
    n = x.shape[-1]
    rest = x.shape[:-1]
    r = len(rest)
    k = 2
    while k <= n:
        j = k // 2
        while j >= 1:
            y = _reshape(lw, x, rest + (n // (2 * j), 2, j), span)
            order = list(range(r)) + [r, r + 2, r + 1]  # the size-2 axis last
            z = _permute(lw, y, order, span)
            lo, hi = split_values(lw, z, span)  # shape rest + (n // (2j), j)
            pair_shape = rest + (n // (2 * j), j)
            low_index = sem.binary("+", sem.binary("*", _iota(lw, pair_shape, r, span),
                                                   Const(2 * j), span),
                                   _iota(lw, pair_shape, r + 1, span), span)
            up = sem.binary("==", sem.binary("&", low_index, Const(k), span), Const(0), span)
            if descending:
                up = sem.binary("==", up, Const(False), span)
            swap = sem.where(up, sem.binary(">", lo, hi, span), sem.binary("<", lo, hi, span),
                             span)
            new_lo = sem.where(swap, hi, lo, span)
            new_hi = sem.where(swap, lo, hi, span)
            z = join_values(lw, new_lo, new_hi, span)
            x = _reshape(lw, _permute(lw, z, order, span), rest + (n,), span)
            j //= 2
        k *= 2
    return x


def _along_last(lw, x: TV, axis: int, f, span) -> TV:
    """``f`` applied along ``axis`` by moving it last and back."""
    rank = len(x.shape)
    if axis == rank - 1:
        return f(x)
    perm = [i for i in range(rank) if i != axis] + [axis]
    y = f(_permute(lw, x, perm, span))
    return _permute(lw, y, [perm.index(i) for i in range(rank)], span)


def _sortable(lw, a, span, name) -> tuple:
    x = tile(lw, a.x, a.span("x"), "x")
    if not x.shape:
        raise fail(f"{name}() needs a tile, got a scalar", a.span("x"))
    if x.type.is_pointer:
        raise fail(f"{name}() of pointers is not supported", a.span("x"))
    if getattr(x.elem, "is_fp8", False):
        raise fail(f"{name}() of fp8 is not supported (it compares in fp8); convert first",
                   a.span("x"))
    return x, _axis_of(lw, a, "dim", x, span)


@builtin("sort", "x, dim=None, descending=False")
def _sort(lw, a, span):
    """Triton ``tl.sort``: ``x`` sorted along ``dim`` (None: the last axis; a power of two),
    ascending, or descending with ``descending``, by a bitonic network (:func:`_sort_last`);
    values that compare equal (-0.0 and +0.0) or unordered (NaN) keep the network's order."""
    x, axis = _sortable(lw, a, span, "sort")
    desc = bool(a.descending.value)
    return _along_last(lw, x, axis, lambda t: _sort_last(lw, t, desc, span), span)


@builtin("topk", "x, k, dim=None")
def _topk(lw, a, span):
    """Triton ``tl.topk``: the ``k`` largest values of ``x`` along ``dim`` (None: the last
    axis), largest first; ``k`` a power of two no larger than the axis."""
    x, axis = _sortable(lw, a, span, "topk")
    k = const_int(a.k, a.span("k"), "k")
    n = x.shape[axis]
    if k < 1 or k & (k - 1) or k > n:
        raise fail(f"k must be a power of two from 1 to the axis size {n}, got {k}",
                   a.span("k"))

    def top(t):
        s = _sort_last(lw, t, True, span)
        if k == n:
            return s
        rest = s.shape[:-1]
        g = _reshape(lw, s, rest + (n // k, k), span)  # the first row is the top k
        sel = lw.sem.binary("==", _iota(lw, g.shape, len(rest), span), Const(0), span)
        return _select_sum(lw, g, sel, len(rest), span)

    return _along_last(lw, x, axis, top, span)


@builtin("xor_sum", "input, axis=None, keep_dims=False")
def _xor_sum(lw, a, span):
    """Triton ``tl.xor_sum``: the XOR of an integer tile's elements along ``axis`` (None:
    all of them), as a tree of halves (``split`` then ``^``; XOR is exact in any order)."""
    from .library import _finish, _reduce_input

    x, axis = _reduce_input(lw, a, span, "xor_sum")
    if not (isinstance(x.elem, DType) and x.elem.is_int):
        raise fail(f"xor_sum() takes integers, got {x.describe()}", a.span("input"))
    n = x.shape[axis]

    def tree(t):
        m = t.shape[-1]
        rest = t.shape[:-1]
        while m > 1:
            pair = _reshape(lw, t, rest + (m // 2, 2), span)
            lo, hi = split_values(lw, pair, span)
            t = lw.sem.binary("^", lo, hi, span)
            m //= 2
        return _reshape(lw, t, rest, span)

    rank = len(x.shape)
    if n == 1:
        r = _reshape(lw, x, x.shape[:axis] + x.shape[axis + 1:], span)
    elif axis == rank - 1:
        r = tree(x)
    else:
        perm = [i for i in range(rank) if i != axis] + [axis]
        r = tree(_permute(lw, x, perm, span))
    return _finish(lw, r, axis, a.keep_dims.value, span)
