"""Typed operations on checker values: promotion, broadcasting, casts, and the IR they emit.

This is the one place where Triton's semantic rules (``python/triton/language/semantic.py``)
are applied; both backends only see their result. Every function takes the span to blame.
"""
from __future__ import annotations

import operator

from .. import dtypes as dt
from ..dtypes import DType, PointerType, PromotionError, TileType
from ..errors import TileTypeError
from ..ir import Builder, Op
from .values import TV, Const, is_pointer

BINOP_OPS = {
    "+": Op.ADD, "-": Op.SUB, "*": Op.MUL, "/": Op.DIV, "//": Op.FLOORDIV, "%": Op.MOD,
    "&": Op.AND, "|": Op.OR, "^": Op.XOR, "<<": Op.SHL, ">>": Op.SHR,
}
CMP_OPS = {"==": Op.EQ, "!=": Op.NE, "<": Op.LT, "<=": Op.LE, ">": Op.GT, ">=": Op.GE}

_PY_BINOPS = {
    "+": operator.add, "-": operator.sub, "*": operator.mul, "/": operator.truediv,
    "//": operator.floordiv, "%": operator.mod, "&": operator.and_, "|": operator.or_,
    "^": operator.xor, "<<": operator.lshift, ">>": operator.rshift,
    "==": operator.eq, "!=": operator.ne, "<": operator.lt, "<=": operator.le,
    ">": operator.gt, ">=": operator.ge,
}


def _const_text(v) -> str:
    return dt.int_text(v) if isinstance(v, int) and not isinstance(v, bool) else repr(v)


def fail(msg: str, span) -> TileTypeError:
    return TileTypeError(msg, span)


def _fits_64(v) -> bool:
    """Whether ``v`` is no integer, or one that some 64-bit type holds: [-2**63, 2**64)."""
    return not isinstance(v, int) or isinstance(v, bool) or -(2**63) <= v < 2**64


def made(value, operands, text: str, span) -> Const:
    """``Const(value)``, the result of ``text`` (an expression with its operands' values) at
    ``span``: an integer outside 64 bits remembers where it was made, the place of the first
    of ``operands`` (Consts) already outside them, else ``span`` and ``text is value`` (see
    :meth:`Semantic.fits_64`)."""
    if _fits_64(value):
        return Const(value)
    for o in operands:
        if o.made_at is not None and not _fits_64(o.value):
            return Const(value, made_at=o.made_at, made_as=o.made_as)
    return Const(value, made_at=span, made_as=f"{text} is {_const_text(value)}")


def no_fp8_compute(d, what: str, span) -> None:
    """Refuse computing ``what`` in an fp8 type: Triton 3.6 types same-kind fp8 arithmetic as
    fp8 but cannot compile it (its LLVM lowering has no fp8 arithmetic), so tiledsl says so at
    the expression instead."""
    if isinstance(d, DType) and d.is_fp8:
        raise fail(f"{what} on {d} is not supported: fp8 holds data, it is not computed in "
                   f"(Triton cannot compile it either); convert first, e.g. x.to(fp16) or "
                   f"x.to(fp32)", span)


class Semantic:
    """Emits typed IR through ``builder``; raises :class:`TileTypeError` at ``span``."""

    def __init__(self, builder: Builder):
        self.b = builder

    # ------------------------------------------------------------------ helpers
    def check_shape(self, shape, span, what="tile"):
        """Tile dims must be powers of two and numel ≤ 2^20 (Triton's validate_block_shape)."""
        n = 1
        for i, s in enumerate(shape):
            if not isinstance(s, int) or isinstance(s, bool):
                raise fail(f"{what} shape must be made of compile-time integers, got {s!r}", span)
            if s <= 0:
                raise fail(f"{what} dimension {i} is {s}; tile dimensions must be positive "
                           f"powers of two", span)
            if not dt.is_power_of_two(s):
                raise fail(f"{what} dimension {i} is {s}, but tile dimensions must be powers "
                           f"of two (as in Triton); pad to {1 << max(0, (s - 1).bit_length())} "
                           f"and mask the tail", span)
            n *= s
        if n > dt.MAX_TILE_NUMEL:
            raise fail(f"{what} has {n} elements; the limit is {dt.MAX_TILE_NUMEL} (2**20)", span)

    def fits_64(self, c, span) -> None:
        """Refuse ``c`` (a Const, or a plain value) as a value when it is an integer outside
        [-2**63, 2**64): compile-time arithmetic is exact, as Python's, and only a value's use
        must fit. The error points at the literal or expression that left 64 bits when ``c``
        knows it (:func:`made`), a note at the use ``span``; else at ``span``."""
        value = c.value if isinstance(c, Const) else c
        if _fits_64(value):
            return
        at = c.made_at if isinstance(c, Const) else None
        if at is None:
            what = f"the integer {value}" if value.bit_length() <= 128 else dt.int_text(value)
            raise fail(f"{what} does not fit in 64 bits", span)
        if c.made_as is None:
            msg = (f"the integer literal {_const_text(value)} does not fit in 64 bits; an "
                   f"integer used as a value must lie in [-2**63, 2**64)")
        else:
            msg = (f"{c.made_as}, which does not fit in 64 bits: compile-time "
                   f"integer arithmetic is exact, as Python's, and a result used as a value "
                   f"must lie in [-2**63, 2**64); keep it in that range (e.g. wrap it with "
                   f"% (1 << 64))")
        notes = (f"  used as a value at {span}",) if span is not None and span != at else ()
        raise TileTypeError(msg, at, notes)

    def const(self, value, dtype: DType, shape=(), span=None) -> TV:
        """A constant tile of ``dtype`` and ``shape`` filled with ``value`` (a number, or a
        number Const), converted as a run-time ``.to(dtype)`` would."""
        self.fits_64(value, span)
        if isinstance(value, Const):
            value = value.value
        if dtype.is_int and not dtype.is_bool and isinstance(value, float):
            # the language's float → int conversion (docs/language.md, "Conversions"), as a
            # run-time .to() does it: toward zero, saturating, NaN → 0
            lo, hi = (-(1 << (dtype.bits - 1)), (1 << (dtype.bits - 1)) - 1) if dtype.is_signed \
                else (0, (1 << dtype.bits) - 1)
            if value != value:
                value = 0
            elif value in (float("inf"), float("-inf")):
                value = hi if value > 0 else lo
            else:
                value = min(max(int(value), lo), hi)
        if dtype.is_bool:
            value = bool(value)
        elif dtype.is_int:
            value = int(value)
            bits = dtype.bits
            value &= (1 << bits) - 1
            if dtype.is_signed and value >= 1 << (bits - 1):
                value -= 1 << bits
        else:
            value = float(value)
        return TV(self.b.value(Op.CONST, [], TileType(dtype, tuple(shape)), span, value=value))

    def to_tv(self, v, span, dtype: DType | None = None) -> TV:
        """Materialize a Const number as a scalar of its literal dtype (or ``dtype``)."""
        if isinstance(v, TV):
            return v
        if isinstance(v, Const) and v.is_number:
            self.fits_64(v, span)
            try:
                d = dtype or dt.literal_dtype(v.value)
            except PromotionError as e:
                raise fail(str(e), span) from None
            return self.const(v, d, (), span)
        raise fail(f"expected a number or a tile here, got {v.describe()}", span)

    def cast(self, v: TV, dtype, span, bitcast=False, rounding=None) -> TV:
        """Convert ``v`` to element type ``dtype`` (a DType or PointerType); ``rounding="rtz"``
        rounds a float narrowing toward zero (the checker has already checked it applies)."""
        if rounding == "rtz":
            return TV(self.b.value(Op.CAST, [v.value], v.type.with_elem(dtype), span,
                                   bitcast=False, rounding="rtz"))
        if v.elem == dtype and not bitcast:
            return v
        if bitcast:
            if isinstance(dtype, PointerType) or isinstance(v.elem, PointerType):
                raise fail("bitcast between pointers and values is not supported", span)
            if dtype.bits != v.elem.bits:
                raise fail(f"cannot bitcast {v.elem} to {dtype}: sizes differ "
                           f"({v.elem.bits} vs {dtype.bits} bits)", span)
            if dtype == v.elem:
                return v
        if isinstance(dtype, PointerType) or isinstance(v.elem, PointerType):
            raise fail(f"cannot convert {v.describe()} to {dtype}", span)
        if not bitcast and (dtype.is_fp8 or v.elem.is_fp8) and \
                not (dtype.is_float and v.elem.is_float):
            raise fail(f"cannot convert {v.elem} to {dtype}: fp8 converts only to and from "
                       f"floats (as in Triton); go through fp32, e.g. x.to(fp32).to({dtype})",
                       span)
        return TV(self.b.value(Op.CAST, [v.value], v.type.with_elem(dtype), span,
                               bitcast=bool(bitcast)))

    def broadcast_to(self, v: TV, shape, span) -> TV:
        shape = tuple(shape)
        if v.shape == shape:
            return v
        if v.shape == ():
            return TV(self.b.value(Op.BROADCAST, [v.value], v.type.with_shape(shape), span))
        src = v.shape
        if len(src) > len(shape):
            raise fail(f"cannot broadcast a tile of shape {list(src)} to {list(shape)}", span)
        if len(src) < len(shape):
            for _ in range(len(shape) - len(src)):
                v = self.expand_dims(v, 0, span)
            src = v.shape
        for a, b in zip(src, shape):
            if a != b and a != 1:
                raise fail(f"cannot broadcast a tile of shape {list(v.shape)} to {list(shape)}",
                           span)
        if src == shape:
            return v
        return TV(self.b.value(Op.BROADCAST, [v.value], v.type.with_shape(shape), span))

    def expand_dims(self, v: TV, axis: int, span) -> TV:
        rank = len(v.shape) + 1
        if axis < 0:
            axis += rank
        if not 0 <= axis < rank:
            raise fail(f"axis {axis} is out of range for a result of rank {rank}", span)
        shape = v.shape[:axis] + (1,) + v.shape[axis:]
        return TV(self.b.value(Op.EXPAND_DIMS, [v.value], v.type.with_shape(shape), span,
                               axis=axis))

    def broadcast_pair(self, a: TV, b: TV, span):
        try:
            shape = dt.broadcast_shapes(a.shape, b.shape)
        except PromotionError as e:
            raise fail(str(e), span) from None
        return self.broadcast_to(a, shape, span), self.broadcast_to(b, shape, span)

    def to_bool(self, v: TV, span) -> TV:
        """Triton's int1 conversion: ``x != 0`` (NaN → True)."""
        if v.elem == DType.i1:
            return v
        if isinstance(v.elem, PointerType):
            raise fail("a pointer cannot be used as a condition", span)
        no_fp8_compute(v.elem, "a condition (x != 0)", span)
        zero = self.const(0, v.elem, v.shape, span)
        return TV(self.b.value(Op.NE, [v.value, zero.value], v.type.with_elem(DType.i1), span))

    # ------------------------------------------------------------------ binary operators
    def operand_type(self, a, b, op: str, span):
        """The computation type of ``a op b`` (``op`` is ``"cmp"`` for comparisons), at least
        one of them a TV, the other a TV or a number Const (Triton's scalar rule)."""
        for c in (a, b):
            if isinstance(c, Const):
                self.fits_64(c, span)
        try:
            if isinstance(a, TV) and isinstance(b, TV):
                return dt.computation_type(a.elem, b.elem, op)
            if isinstance(a, TV):
                return dt.scalar_operand_dtype(a.elem, b.value, op, b.shown())
            return dt.scalar_operand_dtype(b.elem, a.value, op, a.shown())
        except PromotionError as e:
            raise fail(str(e), span) from None

    def binary(self, op: str, a, b, span):
        """``a op b`` for ``+ - * / // % & | ^ << >>`` and comparisons, Triton's rules."""
        if isinstance(a, Const) and isinstance(b, Const):
            return self.const_binary(op, a, b, span)
        for x in (a, b):
            if not (isinstance(x, TV) or (isinstance(x, Const) and x.is_number)):
                raise fail(f"operator {op} does not apply to {x.describe()}", span)
        if is_pointer(a) or is_pointer(b):
            return self.pointer_binary(op, a, b, span)
        is_cmp = op in CMP_OPS
        ct = self.operand_type(a, b, "cmp" if is_cmp else op, span)
        if op == "/" and ct.is_int:
            ct = DType.fp32  # int / int → fp32 (Triton truediv)
        if op == "//" and ct.is_float:
            raise fail("// is for integers only; for floats use floor(x / y)", span)
        if op in ("&", "|", "^", "<<", ">>") and ct.is_float:
            raise fail(f"operator {op} needs integer operands, got {ct}", span)
        no_fp8_compute(ct, f"operator {op}", span)
        a = self.cast(self.to_tv(a, span, ct), ct, span)
        b = self.cast(self.to_tv(b, span, ct), ct, span)
        a, b = self.broadcast_pair(a, b, span)
        if is_cmp:
            return TV(self.b.value(CMP_OPS[op], [a.value, b.value], a.type.with_elem(DType.i1),
                                   span))
        irop = BINOP_OPS[op]
        return TV(self.b.value(irop, [a.value, b.value], a.type, span))

    def pointer_binary(self, op, a, b, span):
        if op in ("+", "-") and is_pointer(a) and not is_pointer(b):
            ptr, off = a, b
        elif op == "+" and is_pointer(b) and not is_pointer(a):
            ptr, off = b, a
        elif op in CMP_OPS and is_pointer(a) and is_pointer(b):
            raise fail("comparing pointers is not supported; compare offsets instead", span)
        else:
            what = "two pointers" if is_pointer(a) and is_pointer(b) else "a pointer"
            raise fail(f"operator {op} cannot be applied to {what}; pointers support "
                       f"pointer + integer and pointer - integer", span)
        off = self.to_tv(off, span)
        if not off.elem.is_int:
            raise fail(f"a pointer offset must be an integer, got {off.elem}", span)
        if off.elem.is_bool:
            off = self.cast(off, DType.i32, span)
        if op == "-":
            off = TV(self.b.value(Op.NEG, [off.value], off.type, span))
        ptr, off = self.broadcast_pair(ptr, off, span)
        return TV(self.b.value(Op.ADDPTR, [ptr.value, off.value], ptr.type, span))

    def const_binary(self, op, a: Const, b: Const, span) -> Const:
        """Constexpr arithmetic, with Python's semantics (Triton ``constexpr`` operators)."""
        fn = _PY_BINOPS.get(op)
        if fn is None or not (a.is_number and b.is_number):
            if op in ("==", "!=") and fn is not None:
                return Const(fn(a.value, b.value))
            raise fail(f"operator {op} does not apply to {a.describe()} and {b.describe()}",
                       span)
        x, y = a.value, b.value
        if isinstance(x, int) and isinstance(y, int) and op == "<<" and \
                x and y > 0 and x.bit_length() + y > dt.MAX_CONST_BITS:
            raise fail(f"{dt.int_text(x)} << {dt.int_text(y)} is wider than "
                       f"{dt.MAX_CONST_BITS} bits; a compile-time integer must end up within "
                       "64 bits", span)
        try:
            r = fn(x, y)
        except ZeroDivisionError:
            raise fail("division by zero in a compile-time expression", span) from None
        except (TypeError, ValueError, OverflowError) as e:
            raise fail(f"cannot compute {_const_text(x)} {op} {_const_text(y)} at compile "
                       f"time: {e}", span) from None
        if isinstance(r, int) and r.bit_length() > dt.MAX_CONST_BITS:
            raise fail(f"{_const_text(x)} {op} {_const_text(y)} is wider than "
                       f"{dt.MAX_CONST_BITS} bits; a compile-time integer must end up within "
                       "64 bits", span)
        return made(r, (a, b), f"{_const_text(x)} {op} {_const_text(y)}", span)

    # ------------------------------------------------------------------ unary operators
    def unary(self, op: str, v, span):
        if isinstance(v, Const):
            if not v.is_number:
                raise fail(f"operator {op} does not apply to {v.describe()}", span)
            if op == "-":
                return made(-v.value, (v,), f"-{_const_text(v.value)}", span)
            if op == "+":
                return v
            if op == "~":
                if not isinstance(v.value, int):
                    raise fail("~ needs an integer", span)
                return made(~v.value, (v,), f"~{_const_text(v.value)}", span)
            if op == "not":
                return Const(not v.value)
        if not isinstance(v, TV) or isinstance(v.elem, PointerType):
            raise fail(f"operator {op} does not apply to {v.describe()}", span)
        if op == "+":
            return v
        if op == "-":
            no_fp8_compute(v.elem, "unary -", span)
            return TV(self.b.value(Op.NEG, [v.value], v.type, span))
        if op == "~":
            if v.elem.is_float:
                raise fail(f"~ needs an integer operand, got {v.elem}", span)
            return TV(self.b.value(Op.INVERT, [v.value], v.type, span))
        if op == "not":
            c = self.to_bool(v, span)
            return TV(self.b.value(Op.INVERT, [c.value], c.type, span))
        raise fail(f"unknown operator {op}", span)

    def logical(self, op: str, a, b, span):
        """``and``/``or``: Python semantics on constants, elementwise on i1 otherwise (both
        sides are always evaluated, as in Triton)."""
        for x in (a, b):
            if not isinstance(x, (TV, Const)):
                raise fail(f"operator {op} does not apply to {x.describe()}", span)
        if isinstance(a, Const) and isinstance(b, Const):
            return Const((a.value and b.value) if op == "and" else (a.value or b.value))
        if isinstance(a, Const):
            if op == "and" and not a.value:
                return Const(False)
            if op == "or" and a.value:
                return Const(True)
            return self.to_bool(self.to_tv(b, span), span)
        if isinstance(b, Const):
            if op == "and" and not b.value:
                return self.binary("&", self.to_bool(a, span), Const(False), span)
            if op == "or" and b.value:
                return self.binary("|", self.to_bool(a, span), Const(True), span)
            return self.to_bool(a, span)
        a, b = self.to_bool(a, span), self.to_bool(b, span)
        return self.binary("&" if op == "and" else "|", a, b, span)

    # ------------------------------------------------------------------ common builtins
    def where(self, c, x, y, span) -> TV:
        c = self.to_bool(self.to_tv(c, span), span)
        if isinstance(x, Const) and isinstance(y, Const):
            x, y = self.to_tv(x, span), self.to_tv(y, span)
        if is_pointer(x) or is_pointer(y):
            if not (is_pointer(x) and is_pointer(y)) or x.elem != y.elem:
                raise fail("where() with pointers needs two pointers of the same type", span)
            ct = x.elem
        else:
            ct = self.operand_type(x, y, "+", span)
        x = self.cast(self.to_tv(x, span, ct), ct, span)
        y = self.cast(self.to_tv(y, span, ct), ct, span)
        try:
            shape = dt.broadcast_shapes(dt.broadcast_shapes(c.shape, x.shape), y.shape)
        except PromotionError as e:
            raise fail(str(e), span) from None
        c, x, y = (self.broadcast_to(v, shape, span) for v in (c, x, y))
        return TV(self.b.value(Op.WHERE, [c.value, x.value, y.value], x.type, span))

    def minmax(self, op: Op, x, y, span, propagate_nan=False) -> TV:
        if isinstance(x, Const) and isinstance(y, Const):
            x = self.to_tv(x, span)
        ct = self.operand_type(x, y, "+", span)
        no_fp8_compute(ct, "maximum/minimum", span)
        x = self.cast(self.to_tv(x, span, ct), ct, span)
        y = self.cast(self.to_tv(y, span, ct), ct, span)
        x, y = self.broadcast_pair(x, y, span)
        return TV(self.b.value(op, [x.value, y.value], x.type, span,
                               propagate_nan=bool(propagate_nan)))

    def math1(self, op: Op, name: str, x, span) -> TV:
        x = self.to_tv(x, span)
        if x.elem not in (DType.fp32, DType.fp64):
            raise fail(f"{name}() takes fp32 or fp64, got {x.elem} (as in Triton); convert "
                       f"first, e.g. {name}(x.to(fp32))", span)
        return TV(self.b.value(op, [x.value], x.type, span))

    def float_args(self, name, vals, span):
        """Promote several operands to one float type and shape (fma, clamp)."""
        tvs = [v for v in vals if isinstance(v, TV)]
        if not tvs:
            vals = [self.to_tv(v, span) for v in vals]
            tvs = vals
        ct = tvs[0].elem
        for t in tvs[1:]:
            try:
                ct = dt.computation_type(ct, t.elem, "+")
            except PromotionError as e:
                raise fail(str(e), span) from None
        if not isinstance(ct, DType) or not ct.is_float:
            hint = ("; for integers, write minimum(maximum(x, lo), hi)" if name == "clamp"
                    else "")
            raise fail(f"{name}() takes floating-point operands, got {ct}{hint}", span)
        no_fp8_compute(ct, f"{name}()", span)
        out = [self.cast(self.to_tv(v, span, ct), ct, span) for v in vals]
        shape = ()
        for v in out:
            try:
                shape = dt.broadcast_shapes(shape, v.shape)
            except PromotionError as e:
                raise fail(str(e), span) from None
        return [self.broadcast_to(v, shape, span) for v in out]
