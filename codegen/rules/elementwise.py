"""Elementwise rules: arithmetic, comparisons, math, ``fma``, ``where``, ``clamp``, casts.

Each rule is ``rule(em, op)``: it reads operand tiles from the emitter ``em``, writes C++ lines
and defines the results. Elementwise rules only produce a C expression per register; the
layout plumbing (choosing the result layout, converting operands) is :func:`elementwise`,
shared with the pointer arithmetic of :mod:`.memory`.
"""
from __future__ import annotations

import math

from tiledsl.dtypes import DType, PointerType
from tiledsl.errors import InternalError
from tiledsl.ir import Op

from ..cexpr import HALF, cast, cast_rtz, literal, round_to, to_float


# ---------------------------------------------------------------------- elementwise plumbing
def elementwise(em, op, fn, prefix="v"):
    """Emit ``fn(*operand_exprs)`` per register, in the result's layout."""
    res = op.result
    if not res.type.shape:
        exprs = [em.get(o).scalar for o in op.operands]
        em.define(res, em.new_tile(em.scalar_layout, res.type.elem, lambda r: fn(*exprs), prefix))
        return
    lay = em.assign.hints.get(res)
    if lay is None:
        for o in op.operands:
            if o.type.shape:
                lay = em.get(o).layout
                break
    tiles = [em.as_layout(o, lay) for o in op.operands]
    run = _constant_run(em, res, lay)
    if run > 1:  # equal values in aligned runs of `run` registers: compute one per run
        reps = {}
        for r in lay.distinct_regs():
            base = r & ~(run - 1)
            if base not in reps:
                reps[base] = None
        t = em.new_tile(lay, res.type.elem,
                        lambda r: fn(*[x.at(lay.reg_coord(r & ~(run - 1))) for x in tiles])
                        if r % run == 0 else "0", prefix)
        t.regs = {r: t.regs[r & ~(run - 1)] for r in lay.distinct_regs()}
        em.define(res, t)
        return
    em.define(res, em.new_tile(lay, res.type.elem,
                               lambda r: fn(*[t.at(lay.reg_coord(r)) for t in tiles]), prefix))


def _constant_run(em, res, lay):
    """Registers per aligned run of equal values along the layout's vector dimension, from
    axis info (e.g. ``cols < n`` with n divisible by 16 is constant over each 16-byte vector)."""
    ai = em.info.get(res)
    if ai is None or not ai.constancy:
        return 1
    for d in range(lay.rank):
        v = lay.vector_run(d)
        if v > 1:
            c = ai.constancy[d]
            c = 1 << (max(1, c).bit_length() - 1)
            return min(c, v)
    return 1


def _ct(em, dt):
    return em.ctype(dt)


def float_op(em, dt, fn, *args):
    """Apply a float computation; 16-bit floats compute in fp32 and round back once."""
    if dt in HALF:
        return round_to(em.d, dt, fn(*[to_float(em.d, dt, a) for a in args]))
    return fn(*args)


def _wrap(em, dt, a, b, sym):
    """Two's complement wrap-around for + - * on integers (no signed-overflow UB)."""
    if dt is DType.i1:
        return (f"((bool)((((int){a}) {sym} ((int){b})) & 1))" if sym != "*"
                else f"({a} && {b})")
    u = "unsigned long long" if dt.bits == 64 else "unsigned int"
    wide = f"({u})({a}) {sym} ({u})({b})"
    if dt.bits < 32:
        return em.d.narrow_int(_ct(em, dt), dt.bits, dt.is_signed, wide)
    return f"(({_ct(em, dt)})({wide}))"


def _arith(em, op):
    dt = op.result.type.elem
    sym = {Op.ADD: "+", Op.SUB: "-", Op.MUL: "*"}[op.op]
    if isinstance(dt, PointerType):
        raise InternalError("pointer arithmetic must use ADDPTR", op.loc)
    if dt.is_float:
        elementwise(em, op, lambda a, b: float_op(em, dt, lambda x, y: f"({x} {sym} {y})", a, b))
    else:
        elementwise(em, op, lambda a, b: _wrap(em, dt, a, b, sym))


def _div(em, op):
    dt = op.result.type.elem
    if dt is DType.fp32:
        elementwise(em, op, lambda a, b: f"tl_fdiv({a}, {b})")
    elif dt in HALF:
        elementwise(em, op, lambda a, b: float_op(em, dt, lambda x, y: f"tl_fdiv({x}, {y})",
                                                   a, b))
    else:
        elementwise(em, op, lambda a, b: f"({a} / {b})")


def _floordiv(em, op):
    dt = op.result.type.elem
    ct = _ct(em, dt)
    elementwise(em, op, lambda a, b: f"tl_div<{ct}>({a}, {b})")


def _mod(em, op):
    dt = op.result.type.elem
    if dt.is_float:
        fn = "fmod" if dt is DType.fp64 else "fmodf"
        elementwise(em, op, lambda a, b: float_op(em, dt, lambda x, y: f"{fn}({x}, {y})", a, b))
    else:
        ct = _ct(em, dt)
        elementwise(em, op, lambda a, b: f"tl_mod<{ct}>({a}, {b})")


def _bitwise(em, op):
    dt = op.result.type.elem
    sym = {Op.AND: "&", Op.OR: "|", Op.XOR: "^"}[op.op]
    ct = _ct(em, dt)
    elementwise(em, op, lambda a, b: f"(({ct})({a} {sym} {b}))")


def _umulhi(em, op):
    """The high half of the unsigned product: ``__umulhi`` (32-bit) or ``__umul64hi``, on the
    operands' bits, back in their type; CUDA and HIP spell both the same."""
    dt = op.result.type.elem
    ct = _ct(em, dt)
    if dt.bits == 32:
        elementwise(em, op, lambda a, b: f"(({ct})__umulhi((unsigned)({a}), (unsigned)({b})))")
    else:
        elementwise(em, op, lambda a, b: f"(({ct})__umul64hi((unsigned long long)({a}), "
                                         f"(unsigned long long)({b})))")


def _shift(em, op):
    dt = op.result.type.elem
    ct, ut, bits = _ct(em, dt), em.d.utype(dt), dt.bits
    if op.op is Op.SHL:
        elementwise(em, op, lambda a, b: f"(((unsigned long long)({b}) >= {bits}) ? ({ct})0 : "
                                         f"({ct})(({ut})({a}) << ({b})))")
    elif dt.is_signed:
        elementwise(em, op, lambda a, b: f"(((unsigned long long)({b}) >= {bits}) ? "
                                         f"({ct})(({a}) < 0 ? -1 : 0) : ({ct})(({a}) >> ({b})))")
    else:
        elementwise(em, op, lambda a, b: f"(((unsigned long long)({b}) >= {bits}) ? ({ct})0 : "
                                         f"({ct})(({a}) >> ({b})))")


def _minmax(em, op):
    dt = op.result.type.elem
    is_max = op.op is Op.MAXIMUM
    if dt.is_float:
        if op.attrs.get("propagate_nan"):
            fn = "tl_fmaxnan" if is_max else "tl_fminnan"
            cty = "double" if dt is DType.fp64 else "float"
            elementwise(em, op, lambda a, b: float_op(em, dt, lambda x, y:
                                                       f"{fn}<{cty}>({x}, {y})", a, b))
        else:
            fn = ("fmax" if is_max else "fmin") + ("" if dt is DType.fp64 else "f")
            elementwise(em, op, lambda a, b: float_op(em, dt, lambda x, y: f"{fn}({x}, {y})",
                                                       a, b))
    else:
        c = ">" if is_max else "<"
        elementwise(em, op, lambda a, b: f"(({a}) {c} ({b}) ? ({a}) : ({b}))")


def _compare(em, op):
    dt = op.operands[0].type.elem
    sym = {Op.EQ: "==", Op.NE: "!=", Op.LT: "<", Op.LE: "<=", Op.GT: ">", Op.GE: ">="}[op.op]
    if dt in HALF:
        elementwise(em, op, lambda a, b: f"({to_float(em.d, dt, a)} {sym} "
                                         f"{to_float(em.d, dt, b)})")
    else:
        elementwise(em, op, lambda a, b: f"({a} {sym} {b})")


def _neg(em, op):
    dt = op.result.type.elem
    if dt.is_float:
        elementwise(em, op, lambda a: float_op(em, dt, lambda x: f"(-{x})", a))
    elif dt is DType.i1:
        elementwise(em, op, lambda a: f"({a})")
    else:
        elementwise(em, op, lambda a: _negate(em, dt, a))


def _negate(em, dt, a):
    """``-a`` for an integer ``dt``, wrapping."""
    return _wrap(em, dt, literal(em.d, dt, 0), a, "-")


def _invert(em, op):
    dt = op.result.type.elem
    ct = _ct(em, dt)
    if dt is DType.i1:
        elementwise(em, op, lambda a: f"(!{a})")
    else:
        elementwise(em, op, lambda a: f"(({ct})~({a}))")


def _abs(em, op):
    dt = op.result.type.elem
    if dt.is_float:
        fn = "fabs" if dt is DType.fp64 else "fabsf"
        elementwise(em, op, lambda a: float_op(em, dt, lambda x: f"{fn}({x})", a))
    elif dt.is_signed:
        elementwise(em, op, lambda a: f"(({a}) < 0 ? {_negate(em, dt, a)} : ({a}))")
    else:
        elementwise(em, op, lambda a: f"({a})")


_MATH32 = {
    Op.EXP: "tl_expf({})", Op.EXP2: "tl_exp2f({})", Op.LOG: "logf({})",
    Op.LOG2: "log2f({})", Op.SQRT: "sqrtf({})", Op.RSQRT: "tl_rsqrtf({})",
    Op.SIN: "sinf({})", Op.COS: "cosf({})", Op.ERF: "erff({})", Op.FLOOR: "floorf({})",
    Op.CEIL: "ceilf({})", Op.SIGMOID: "tl_fdiv(1.0f, 1.0f + tl_expf(-({})))",
    Op.TANH: "tanhf({})", Op.LOG1P: "log1pf({})", Op.EXPM1: "expm1f({})", Op.TAN: "tanf({})",
    Op.ASIN: "asinf({})", Op.ACOS: "acosf({})", Op.ATAN: "atanf({})", Op.SINH: "sinhf({})",
    Op.COSH: "coshf({})", Op.ROUND: "roundf({})", Op.TRUNC: "truncf({})", Op.ERFC: "erfcf({})",
}
_MATH64 = {
    Op.EXP: "tl_exp({})", Op.EXP2: "exp2({})", Op.LOG: "log({})", Op.LOG2: "log2({})",
    Op.SQRT: "sqrt({})", Op.RSQRT: "rsqrt({})", Op.SIN: "sin({})", Op.COS: "cos({})",
    Op.ERF: "erf({})", Op.FLOOR: "floor({})", Op.CEIL: "ceil({})",
    Op.SIGMOID: "(1.0 / (1.0 + exp(-({}))))",
    Op.TANH: "tanh({})", Op.LOG1P: "log1p({})", Op.EXPM1: "expm1({})", Op.TAN: "tan({})",
    Op.ASIN: "asin({})", Op.ACOS: "acos({})", Op.ATAN: "atan({})", Op.SINH: "sinh({})",
    Op.COSH: "cosh({})", Op.ROUND: "round({})", Op.TRUNC: "trunc({})", Op.ERFC: "erfc({})",
}


def _math(em, op):
    dt = op.result.type.elem
    tmpl = (_MATH64 if dt is DType.fp64 else _MATH32)[op.op]
    elementwise(em, op, lambda a: float_op(em, dt, lambda x: tmpl.format(x), a))


#: two-operand float functions: CUDA's (and HIP's) libm, ``/`` rounded to nearest
_MATH2 = {Op.POW: ("powf({}, {})", "pow({}, {})"), Op.ATAN2: ("atan2f({}, {})", "atan2({}, {})"),
          Op.DIV_RN: ("__fdiv_rn({}, {})", "__ddiv_rn({}, {})")}


def _math2(em, op):
    dt = op.result.type.elem
    tmpl = _MATH2[op.op][1 if dt is DType.fp64 else 0]
    elementwise(em, op, lambda a, b: float_op(em, dt, lambda x, y: tmpl.format(x, y), a, b))


def _fma(em, op):
    dt = op.result.type.elem
    if dt in HALF:
        elementwise(em, op, lambda a, b, c: em.d.fma16(dt, a, b, c))
    else:
        fn = "fma" if dt is DType.fp64 else "fmaf"
        elementwise(em, op, lambda a, b, c: f"{fn}({a}, {b}, {c})")


def _negative_zero_const(v) -> bool:
    """Whether ``v`` is the constant -0.0 (through broadcasts and added unit dimensions)."""
    while getattr(v.owner, "op", None) in (Op.BROADCAST, Op.EXPAND_DIMS):
        v = v.owner.operands[0]
    if getattr(v.owner, "op", None) is not Op.CONST:
        return False
    x = v.owner.attrs.get("value")
    return isinstance(x, float) and x == 0.0 and math.copysign(1.0, x) < 0


def _where(em, op):
    dt = op.result.type.elem
    za, zb = (_negative_zero_const(v) for v in op.operands[1:3])
    if dt is DType.fp32 and za != zb:
        def sel(c, a, b):
            e = em.d.select_negative_zero(dt, c, a, b, za)
            return e if e is not None else f"({c} ? {a} : {b})"
        elementwise(em, op, sel)
        return
    elementwise(em, op, lambda c, a, b: f"({c} ? {a} : {b})")


def _clamp(em, op):
    """Triton's ``tt.clampf``: ``minimum(maximum(x, lo), hi)``, NaN-ignoring (``fmin``/``fmax``,
    LLVM's minnum/maxnum: a NaN ``x`` gives ``lo``) or, with ``propagate_nan``, NaN-propagating
    (canonical NaN), as the interpreter."""
    dt = op.result.type.elem
    if op.attrs.get("propagate_nan"):
        cty = "double" if dt is DType.fp64 else "float"
        mx, mn = f"tl_fmaxnan<{cty}>", f"tl_fminnan<{cty}>"
    else:
        s = "" if dt is DType.fp64 else "f"
        mx, mn = f"fmax{s}", f"fmin{s}"
    elementwise(em, op, lambda x, lo, hi: float_op(
        em, dt, lambda a, b, c: f"{mn}({mx}({a}, {b}), {c})", x, lo, hi))


def _cast(em, op):
    src, dst = op.operands[0].type.elem, op.result.type.elem
    bc = bool(op.attrs.get("bitcast"))
    if op.attrs.get("rounding") == "rtz":  # fp_downcast_rounding="rtz"
        elementwise(em, op, lambda a: cast_rtz(em.d, a, src, dst))
        return
    elementwise(em, op, lambda a: cast(em.d, a, src, dst, bc))


TABLE = {
    Op.ADD: _arith, Op.SUB: _arith, Op.MUL: _arith,
    Op.DIV: _div,
    Op.FLOORDIV: _floordiv,
    Op.MOD: _mod,
    Op.AND: _bitwise, Op.OR: _bitwise, Op.XOR: _bitwise,
    Op.SHL: _shift, Op.SHR: _shift,
    Op.UMULHI: _umulhi,
    **dict.fromkeys(_MATH2, _math2),
    Op.MINIMUM: _minmax, Op.MAXIMUM: _minmax,
    **dict.fromkeys((Op.EQ, Op.NE, Op.LT, Op.LE, Op.GT, Op.GE), _compare),
    Op.NEG: _neg,
    Op.INVERT: _invert,
    Op.ABS: _abs,
    **dict.fromkeys(_MATH32, _math),
    Op.FMA: _fma,
    Op.WHERE: _where,
    Op.CLAMP: _clamp,
    Op.CAST: _cast,
}
