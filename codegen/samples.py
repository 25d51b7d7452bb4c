"""Kernels built by hand with :class:`tiledsl.ir.Builder`, for tests and benchmarks.

They mirror ``examples/*.tile`` (vector add, row softmax with a masked tail, layer norm with a
residual, a tiled matmul with a K loop) so that the generator can be tested without the front
end. Each builder returns a specialized ``ir.Function``; ``facts`` are launch facts per
parameter name (e.g. ``{"x": {"aligned16": True}, "n": {"div16": True}}``).
"""
from __future__ import annotations

from tiledsl.dtypes import DType, PointerType, TileType, broadcast_shapes
from tiledsl.ir import Block, Builder, Function, Op, Param, Value
from tiledsl.source import Source, Span

T = TileType


class KB:
    """A tiny kernel builder: parameters, ops with a fake source line each, and regions."""

    def __init__(self, name, params, facts=None, filename=None):
        self.src = Source("\n" * 200, filename or f"{name}.tile")
        self.line = 1
        self.params = []
        facts = facts or {}
        vals = []
        for pname, ty in params:
            if isinstance(ty, PointerType):
                v = Value(T(ty), pname)
                kind = "pointer"
            else:
                v = Value(T(ty), pname)
                kind = "scalar"
            vals.append(v)
            self.params.append(Param(pname, v, kind, dict(facts.get(pname, {}))))
        self.body = Block(vals)
        self.b = Builder(self.body)
        self.name = name
        self.p = {p.name: p.value for p in self.params}

    def loc(self):
        self.line += 1
        return Span(self.src, self.line, 5, self.line, 9)

    def op(self, op, operands, ty, **attrs):
        return self.b.value(op, operands, ty, loc=self.loc(), **attrs)

    def const(self, v, dt, shape=()):
        return self.b.const(v, dt, shape, loc=self.loc())

    def arange(self, n, start=0):
        return self.op(Op.ARANGE, [], T(DType.i32, (n,)), start=start, end=start + n)

    def bcast(self, x, shape):
        if x.type.shape == tuple(shape):
            return x
        return self.op(Op.BROADCAST, [x], T(x.type.elem, tuple(shape)))

    def expand(self, x, axis):
        s = list(x.type.shape)
        s.insert(axis, 1)
        return self.op(Op.EXPAND_DIMS, [x], T(x.type.elem, tuple(s)), axis=axis)

    def bin(self, op, a, b, out_elem=None):
        shape = broadcast_shapes(a.type.shape, b.type.shape)
        if a.type.shape != shape:
            a = self.bcast(a, shape)
        if b.type.shape != shape:
            b = self.bcast(b, shape)
        elem = out_elem or a.type.elem
        if op in (Op.EQ, Op.NE, Op.LT, Op.LE, Op.GT, Op.GE):
            elem = DType.i1
        return self.op(op, [a, b], T(elem, shape))

    def addptr(self, p, off):
        shape = off.type.shape
        p = self.bcast(p, shape) if shape else p
        return self.op(Op.ADDPTR, [p, off], T(p.type.elem, shape))

    def cast(self, x, dt):
        return self.op(Op.CAST, [x], T(dt, x.type.shape), bitcast=False)

    def un(self, op, x):
        return self.op(op, [x], x.type)

    def load(self, ptr, mask=None, other=None):
        ops = [ptr] + ([mask] if mask is not None else []) + ([other] if other is not None else [])
        return self.op(Op.LOAD, ops, T(ptr.type.elem.elem, ptr.type.shape),
                       has_mask=mask is not None, has_other=other is not None)

    def store(self, ptr, val, mask=None):
        ops = [ptr, val] + ([mask] if mask is not None else [])
        self.b.create(Op.STORE, ops, [], {"has_mask": mask is not None}, loc=self.loc())

    def reduce(self, op, x, axis, out_elem=None):
        s = list(x.type.shape)
        del s[axis]
        return self.op(op, [x], T(out_elem or x.type.elem, tuple(s)), axis=axis)

    def pid(self, axis=0):
        return self.op(Op.PROGRAM_ID, [], T(DType.i32), axis=axis)

    def fn(self, constexprs=None):
        return Function(self.name, self.params, self.body, dict(constexprs or {}))


def aligned_facts(names_ptr, names_int):
    f = {n: {"aligned16": True} for n in names_ptr}
    f.update({n: {"div16": True} for n in names_int})
    return f


def vector_add(BLOCK=1024, dt=DType.fp32, facts=None):
    """out[i] = x[i] + y[i] for i < n."""
    k = KB("add", [("x", PointerType(dt)), ("y", PointerType(dt)), ("out", PointerType(dt)),
                   ("n", DType.i32)], facts)
    p = k.p
    pid = k.pid()
    offs = k.bin(Op.ADD, k.bin(Op.MUL, pid, k.const(BLOCK, DType.i32)), k.arange(BLOCK))
    mask = k.bin(Op.LT, offs, p["n"])
    a = k.load(k.addptr(p["x"], offs), mask)
    b = k.load(k.addptr(p["y"], offs), mask)
    k.store(k.addptr(p["out"], offs), k.bin(Op.ADD, a, b), mask)
    return k.fn({"BLOCK": BLOCK})


def softmax(BLOCK=1024, dt=DType.fp32, facts=None):
    """One program per row: out = exp(x - max) / sum, masked tail with other=-inf."""
    k = KB("softmax", [("out", PointerType(dt)), ("x", PointerType(dt)),
                       ("x_row_stride", DType.i32), ("out_row_stride", DType.i32),
                       ("n_cols", DType.i32)], facts)
    p = k.p
    row = k.pid()
    cols = k.arange(BLOCK)
    mask = k.bin(Op.LT, cols, p["n_cols"])
    xp = k.addptr(k.addptr(p["x"], k.bin(Op.MUL, row, p["x_row_stride"])), cols)
    v = k.load(xp, mask, k.const(float("-inf"), dt, (BLOCK,)))
    if dt is not DType.fp32:
        v = k.cast(v, DType.fp32)
    m = k.reduce(Op.MAX, v, 0)
    z = k.bin(Op.SUB, v, m)
    e = k.un(Op.EXP, z)
    s = k.reduce(Op.SUM, e, 0)
    y = k.bin(Op.DIV, e, s)
    if dt is not DType.fp32:
        y = k.cast(y, dt)
    op_ = k.addptr(k.addptr(p["out"], k.bin(Op.MUL, row, p["out_row_stride"])), cols)
    k.store(op_, y, mask)
    return k.fn({"BLOCK": BLOCK})


def layer_norm_residual(BLOCK=4096, dt=DType.fp16, facts=None, eps=1e-5):
    """h = x + res (stored), y = (h - mean) * rstd * w + b; one program per row."""
    k = KB("layer_norm", [("y", PointerType(dt)), ("h", PointerType(dt)), ("x", PointerType(dt)),
                          ("res", PointerType(dt)), ("w", PointerType(dt)),
                          ("b", PointerType(dt)), ("stride", DType.i32), ("n", DType.i32)],
           facts)
    p = k.p
    f32 = DType.fp32
    row = k.pid()
    cols = k.arange(BLOCK)
    mask = k.bin(Op.LT, cols, p["n"])
    base = k.bin(Op.MUL, row, p["stride"])
    zero = k.const(0.0, dt, (BLOCK,))
    x = k.cast(k.load(k.addptr(k.addptr(p["x"], base), cols), mask, zero), f32)
    r = k.cast(k.load(k.addptr(k.addptr(p["res"], base), cols), mask, zero), f32)
    h = k.bin(Op.ADD, x, r)
    k.store(k.addptr(k.addptr(p["h"], base), cols), k.cast(h, dt), mask)
    nf = k.cast(p["n"], f32)
    mean = k.bin(Op.DIV, k.reduce(Op.SUM, h, 0), nf)
    d = k.op(Op.WHERE, [mask, k.bin(Op.SUB, h, mean), k.const(0.0, f32, (BLOCK,))],
             T(f32, (BLOCK,)))
    var = k.bin(Op.DIV, k.reduce(Op.SUM, k.bin(Op.MUL, d, d), 0), nf)
    rstd = k.un(Op.RSQRT, k.bin(Op.ADD, var, k.const(eps, f32)))
    w = k.cast(k.load(k.addptr(p["w"], cols), mask), f32)
    bb = k.cast(k.load(k.addptr(p["b"], cols), mask), f32)
    y = k.bin(Op.ADD, k.bin(Op.MUL, k.bin(Op.MUL, d, rstd), w), bb)
    k.store(k.addptr(k.addptr(p["y"], base), cols), k.cast(y, dt), mask)
    return k.fn({"BLOCK": BLOCK})


def matmul(BM=64, BN=64, BK=32, dt=DType.fp16, facts=None, input_precision="tf32"):
    """C[M,N] = A[M,K] @ B[K,N] with a K loop and masked edges (row-major, explicit strides)."""
    i32 = DType.i32
    odt = DType.fp32 if dt in (DType.fp16, DType.bf16, DType.fp32) else \
        (DType.i32 if dt in (DType.i8, DType.u8) else dt)
    k = KB("matmul", [("a", PointerType(dt)), ("b", PointerType(dt)), ("c", PointerType(odt)),
                      ("M", i32), ("N", i32), ("K", i32), ("sam", i32), ("sbk", i32),
                      ("scm", i32)], facts)
    p = k.p
    pm, pn = k.pid(0), k.pid(1)
    rm = k.bin(Op.ADD, k.bin(Op.MUL, pm, k.const(BM, i32)), k.arange(BM))
    rn = k.bin(Op.ADD, k.bin(Op.MUL, pn, k.const(BN, i32)), k.arange(BN))
    rk = k.arange(BK)
    acc0 = k.const(0, odt, (BM, BN))
    lb, ub, st = k.const(0, i32), p["K"], k.const(BK, i32)
    iv = Value(T(i32), "k0")
    acc = Value(T(odt, (BM, BN)), "acc")
    body = Block([iv, acc])
    forop = k.b.create(Op.FOR, [lb, ub, st, acc0], [T(odt, (BM, BN))], {}, [body], loc=k.loc())
    with k.b.at(body):
        kk = k.bin(Op.ADD, rk, iv)
        a_off = k.bin(Op.ADD, k.bin(Op.MUL, k.expand(rm, 1), p["sam"]), k.expand(kk, 0))
        a_mask = k.bin(Op.AND, k.bcast(k.bin(Op.LT, k.expand(rm, 1), p["M"]), (BM, BK)),
                       k.bcast(k.bin(Op.LT, k.expand(kk, 0), p["K"]), (BM, BK)))
        a = k.load(k.addptr(p["a"], a_off), a_mask, k.const(0, dt, (BM, BK)))
        b_off = k.bin(Op.ADD, k.bin(Op.MUL, k.expand(kk, 1), p["sbk"]), k.expand(rn, 0))
        b_mask = k.bin(Op.AND, k.bcast(k.bin(Op.LT, k.expand(kk, 1), p["K"]), (BK, BN)),
                       k.bcast(k.bin(Op.LT, k.expand(rn, 0), p["N"]), (BK, BN)))
        b = k.load(k.addptr(p["b"], b_off), b_mask, k.const(0, dt, (BK, BN)))
        nacc = k.op(Op.DOT, [a, b, acc], T(odt, (BM, BN)), input_precision=input_precision)
        k.b.create(Op.YIELD, [nacc], [], loc=k.loc())
    res = forop.result
    c_off = k.bin(Op.ADD, k.bin(Op.MUL, k.expand(rm, 1), p["scm"]), k.expand(rn, 0))
    c_mask = k.bin(Op.AND, k.bcast(k.bin(Op.LT, k.expand(rm, 1), p["M"]), (BM, BN)),
                   k.bcast(k.bin(Op.LT, k.expand(rn, 0), p["N"]), (BM, BN)))
    k.store(k.addptr(p["c"], c_off), res, c_mask)
    return k.fn({"BM": BM, "BN": BN, "BK": BK})
