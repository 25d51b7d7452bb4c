"""Random numbers: Triton's counter-based Philox generator (``triton.language.random``), built
from the language's own integer ops plus ``umulhi``, so that both backends run the same
arithmetic and the same ``seed`` and ``offset`` give Triton's numbers bit for bit.

Philox-4x32-10 (Salmon, Moraes, Dror and Shaw, "Parallel random numbers: as easy as 1, 2, 3",
SC 2011): a 128-bit counter ``(c0, c1, c2, c3)`` and a 64-bit key ``(k0, k1)``; each round is

    c0' = umulhi(B, c2) ^ c1 ^ k0     c2' = umulhi(A, c0) ^ c3 ^ k1
    c1' = B * c2                      c3' = A * c0
    k0 += 0x9E3779B9                  k1 += 0xBB67AE85

with A = 0xD2511F53 and B = 0xCD9E8D57 (all modulo 2^32); 64-bit counters use Philox-4x64's
constants. ``randint4x(seed, offset)`` runs it on the counter ``(offset, 0, 0, 0)`` with the key
``(seed mod 2^32, seed >> 32)``, as Triton does; ``rand`` maps the first word to [0, 1) and
``randn`` the first two to a normal number by Box–Muller.
"""
from __future__ import annotations

from ..dtypes import DType
from ..ir import Op
from .library import builtin, const_int, tile
from .semantic import fail
from .values import TV, Const, TupleVal

#: (key increments A, B; round multipliers A, B) per counter width
_CONSTANTS = {
    32: (0x9E3779B9, 0xBB67AE85, 0xD2511F53, 0xCD9E8D57),
    64: (0x9E3779B97F4A7C15, 0xBB67AE8584CAA73B, 0xD2E7470EE14C6C93, 0xCA5A826395121157),
}
_UINT = {32: DType.u32, 64: DType.u64}
_INT = {32: DType.i32, 64: DType.i64}


def umulhi_values(lw, x, y, span, what="umulhi()") -> TV:
    """``umulhi(x, y)`` on two integer operands of one 32- or 64-bit dtype (a number takes
    the other operand's dtype)."""
    if isinstance(x, Const) and isinstance(y, Const):
        raise fail(f"{what} needs at least one tile operand", span)
    ref = x if isinstance(x, TV) else y
    d = ref.elem
    if not (isinstance(d, DType) and d.is_int and not d.is_bool and d.bits in (32, 64)):
        raise fail(f"{what} takes 32- or 64-bit integers (i32, u32, i64, u64), got {d}", span)
    a = lw.sem.to_tv(x, span, d) if isinstance(x, Const) else x
    b = lw.sem.to_tv(y, span, d) if isinstance(y, Const) else y
    if a.elem != b.elem:
        raise fail(f"{what} takes two integers of one dtype, got {a.elem} and {b.elem}; "
                   f"convert one with .to(...)", span)
    a, b = lw.sem.broadcast_pair(a, b, span)
    return TV(lw.builder.value(Op.UMULHI, [a.value, b.value], a.type, span))


@builtin("umulhi", "x, y")
def _umulhi(lw, a, span):
    """Triton ``tl.math.umulhi``: the high 32 (or 64) bits of the full product of ``x`` and
    ``y``, their bits read as unsigned (CUDA ``__umulhi``/``__umul64hi``)."""
    return umulhi_values(lw, a.x, a.y, span)


def _rounds(a, span) -> int:
    n = const_int(a.n_rounds, a.span("n_rounds"), "n_rounds")
    if not 0 <= n <= 64:
        raise fail(f"n_rounds must be between 0 and 64, got {n} (Philox-4x32-10 uses 10)",
                   a.span("n_rounds"))
    return n


def _philox(lw, seed, counters, n_rounds, span, seed_span=None) -> TupleVal:
    sem = lw.sem
    seed_span = seed_span or span
    seed = tile(lw, seed, seed_span, "seed")
    if not (isinstance(seed.elem, DType) and seed.elem.is_int):
        # Triton's philox: tl.static_assert(seed.dtype.is_int())
        raise fail(f"the seed of a random number generator must be an integer (used as u64, "
                   f"as in Triton), got {seed.describe()}; pass an integer kernel argument or "
                   f"literal, or convert it with .to(i64)", seed_span)
    cs = [tile(lw, c, span, "a counter") for c in counters]
    bits = cs[0].elem.bits if isinstance(cs[0].elem, DType) else 0
    for c in cs:
        if not (isinstance(c.elem, DType) and c.elem.is_int and not c.elem.is_bool
                and c.elem.bits == bits and bits in (32, 64)):
            raise fail(f"Philox counters must be 32- or 64-bit integers of one width, got "
                       f"{', '.join(str(x.elem) for x in cs)}", span)
    u = _UINT[bits]
    seed = sem.cast(tile(lw, seed, span, "seed"), DType.u64, span)
    if bits == 32:
        k1 = sem.cast(sem.binary("&", sem.binary(">>", seed, Const(32), span),
                                 Const(0xFFFFFFFF), span), u, span)
        k0 = sem.cast(sem.binary("&", seed, Const(0xFFFFFFFF), span), u, span)
    else:
        k0, k1 = seed, sem.const(0, u, (), span)
    c0, c1, c2, c3 = (sem.cast(c, u, span, bitcast=c.elem != u) for c in cs)
    key_a, key_b, round_a, round_b = _CONSTANTS[bits]
    for _ in range(n_rounds):
        _c0, _c2 = c0, c2
        c0 = sem.binary("^", sem.binary("^", umulhi_values(lw, Const(round_b), _c2, span),
                                        c1, span), k0, span)
        c2 = sem.binary("^", sem.binary("^", umulhi_values(lw, Const(round_a), _c0, span),
                                        c3, span), k1, span)
        c1 = sem.binary("*", Const(round_b), _c2, span)
        c3 = sem.binary("*", Const(round_a), _c0, span)
        k0 = sem.binary("+", k0, Const(key_a), span)
        k1 = sem.binary("+", k1, Const(key_b), span)
    return TupleVal((c0, c1, c2, c3))


@builtin("philox", "seed, c0, c1, c2, c3, n_rounds=10")
def _philox_builtin(lw, a, span):
    """Triton ``tl.philox``: ``n_rounds`` Philox rounds of the counter ``(c0, c1, c2, c3)``
    (32-bit integers: Philox-4x32, the results u32; 64-bit: Philox-4x64, u64) under the key
    made from ``seed``; four tiles."""
    return _philox(lw, a.seed, (a.c0, a.c1, a.c2, a.c3), _rounds(a, span), span,
                   a.span("seed"))


def _randint4x(lw, a, span) -> TupleVal:
    off = tile(lw, a.offset, a.span("offset"), "offset")
    if not (isinstance(off.elem, DType) and off.elem.is_int and off.elem.bits in (32, 64)):
        raise fail(f"offset must be a tile of 32- or 64-bit integers, got {off.describe()}",
                   a.span("offset"))
    zero = lw.sem.binary("*", off, Const(0), span)
    return _philox(lw, a.seed, (off, zero, zero, zero), _rounds(a, span), span,
                   a.span("seed"))


@builtin("randint4x", "seed, offset, n_rounds=10")
def _randint4x_builtin(lw, a, span):
    """Triton ``tl.randint4x``: the four Philox words of the counter ``(offset, 0, 0, 0)``;
    u32 for a 32-bit ``offset``, u64 for a 64-bit one."""
    return _randint4x(lw, a, span)


@builtin("randint", "seed, offset, n_rounds=10")
def _randint(lw, a, span):
    """Triton ``tl.randint``: the first word of :func:`randint4x`."""
    return _randint4x(lw, a, span).items[0]


def uniform(lw, x: TV, span) -> TV:
    """Triton's ``uint_to_uniform_float``: the word's bits as a signed integer, negatives
    folded (``-x - 1``), times the largest scale that keeps the result below 1.0: fp32 in
    [0, 1)."""
    sem = lw.sem
    bits = x.elem.bits
    s = sem.cast(x, _INT[bits], span, bitcast=True)
    scale = 4.6566127342e-10 if bits == 32 else 1.0842020432385337e-19
    folded = sem.where(sem.binary("<", s, Const(0), span),
                       sem.binary("-", sem.unary("-", s, span), Const(1), span), s, span)
    return sem.binary("*", folded, Const(scale), span)


@builtin("rand", "seed, offset, n_rounds=10")
def _rand(lw, a, span):
    """Triton ``tl.rand``: fp32 uniform in [0, 1) from the first Philox word."""
    return uniform(lw, _randint4x(lw, a, span).items[0], span)


@builtin("rand4x", "seed, offset, n_rounds=10")
def _rand4x(lw, a, span):
    """Triton ``tl.rand4x``: four fp32 uniform tiles from the four Philox words."""
    return TupleVal(tuple(uniform(lw, w, span) for w in _randint4x(lw, a, span).items))


def _normal_pair(lw, u1, u2, span):
    """Box–Muller, as Triton writes it: ``r = sqrt(-2 log(max(1e-7, u1)))``, ``th = 2π u2``,
    ``(r cos th, r sin th)``."""
    sem = lw.sem
    u1 = sem.minmax(Op.MAXIMUM, Const(1.0e-7), u1, span)
    th = sem.binary("*", Const(6.283185307179586), u2, span)
    r = sem.math1(Op.SQRT, "sqrt", sem.binary("*", Const(-2.0),
                                                sem.math1(Op.LOG, "log", u1, span), span), span)
    return (sem.binary("*", r, sem.math1(Op.COS, "cos", th, span), span),
            sem.binary("*", r, sem.math1(Op.SIN, "sin", th, span), span))


@builtin("randn", "seed, offset, n_rounds=10")
def _randn(lw, a, span):
    """Triton ``tl.randn``: fp32 standard normal from the first two Philox words."""
    w = _randint4x(lw, a, span).items
    return _normal_pair(lw, uniform(lw, w[0], span), uniform(lw, w[1], span), span)[0]


@builtin("randn4x", "seed, offset, n_rounds=10")
def _randn4x(lw, a, span):
    """Triton ``tl.randn4x``: four fp32 standard normal tiles from the four Philox words."""
    u = [uniform(lw, w, span) for w in _randint4x(lw, a, span).items]
    n1, n2 = _normal_pair(lw, u[0], u[1], span)
    n3, n4 = _normal_pair(lw, u[2], u[3], span)
    return TupleVal((n1, n2, n3, n4))
