"""Hand-built IR for tests and benchmarks: :class:`KernelBuilder` with operator overloading.

It writes IR through :class:`tiledsl.ir.Builder`, inserting the ``BROADCAST``/``RESHAPE`` ops
the IR contract requires for operands of different shapes. Python numbers become constants of
the other operand's dtype; tile operands of different dtypes must be cast explicitly
(``x.to("fp32")``). Example::

    kb = KernelBuilder("add1")
    x, n = kb.param("x", "*fp32"), kb.param("n", "i32")
    offs = kb.program_id(0) * 128 + kb.arange(0, 128)
    mask = offs < n
    kb.store(x + offs, kb.load(x + offs, mask=mask) + 1.0, mask=mask)
    fn = kb.build()
"""
from __future__ import annotations

from tiledsl import dtypes as dts
from tiledsl.dtypes import DType, PointerType, TileType
from tiledsl.ir import Block, Builder, Function, Op, Param
from tiledsl.source import Source, Span


def _dtype(d) -> DType:
    return d if isinstance(d, DType) else DType(d)


def _ptype(spec) -> TileType:
    if isinstance(spec, TileType):
        return spec
    if isinstance(spec, str) and spec.startswith("*"):
        return TileType(PointerType(DType(spec[1:])))
    return TileType(_dtype(spec))


class TV:
    """A handle on an IR value with Python operators that emit IR."""

    __slots__ = ("kb", "v")

    def __init__(self, kb: "KernelBuilder", v):
        self.kb = kb
        self.v = v

    @property
    def shape(self):
        return self.v.type.shape

    @property
    def elem(self):
        return self.v.type.elem

    def to(self, dtype, bitcast=False) -> "TV":
        return self.kb.cast(self, dtype, bitcast)

    def _bin(self, op, other, reverse=False):
        return self.kb.binop(op, other, self) if reverse else self.kb.binop(op, self, other)

    def __add__(self, o):
        if isinstance(self.elem, PointerType):
            return self.kb.addptr(self, o)
        return self._bin(Op.ADD, o)

    def __radd__(self, o):
        return self._bin(Op.ADD, o, True)

    def __sub__(self, o):
        return self._bin(Op.SUB, o)

    def __rsub__(self, o):
        return self._bin(Op.SUB, o, True)

    def __mul__(self, o):
        return self._bin(Op.MUL, o)

    def __rmul__(self, o):
        return self._bin(Op.MUL, o, True)

    def __truediv__(self, o):
        return self._bin(Op.DIV, o)

    def __rtruediv__(self, o):
        return self._bin(Op.DIV, o, True)

    def __floordiv__(self, o):
        return self._bin(Op.FLOORDIV, o)

    def __mod__(self, o):
        return self._bin(Op.MOD, o)

    def __and__(self, o):
        return self._bin(Op.AND, o)

    def __or__(self, o):
        return self._bin(Op.OR, o)

    def __xor__(self, o):
        return self._bin(Op.XOR, o)

    def __lshift__(self, o):
        return self._bin(Op.SHL, o)

    def __rshift__(self, o):
        return self._bin(Op.SHR, o)

    def __lt__(self, o):
        return self._bin(Op.LT, o)

    def __le__(self, o):
        return self._bin(Op.LE, o)

    def __gt__(self, o):
        return self._bin(Op.GT, o)

    def __ge__(self, o):
        return self._bin(Op.GE, o)

    def eq(self, o):
        return self._bin(Op.EQ, o)

    def ne(self, o):
        return self._bin(Op.NE, o)

    def __neg__(self):
        return self.kb.unary(Op.NEG, self)

    def __invert__(self):
        return self.kb.unary(Op.INVERT, self)

    def __getitem__(self, idx):
        """``x[:, None]``: insert size-1 axes."""
        idx = idx if isinstance(idx, tuple) else (idx,)
        out, axis = self, 0
        for it in idx:
            if it is None:
                out = self.kb.expand_dims(out, axis)
            axis += 1
        return out


class KernelBuilder:
    """Builds one :class:`~tiledsl.ir.Function`; ``loc(line, col, end_col)`` sets the span of
    the ops that follow (in ``source``, a text whose lines the spans point at)."""

    def __init__(self, name: str, source: str = "", filename: str = "kernel.tile"):
        self.name = name
        self.source = Source(source or "\n" * 99, filename)
        self.body = Block()
        self.b = Builder(self.body)
        self.params: list[Param] = []
        self.b.loc = Span(self.source, 1, 1, 1, 2)

    # ------------------------------------------------------------------ plumbing
    def loc(self, line: int, col: int = 1, end_col: int | None = None) -> None:
        text = self.source.line(line)
        end = end_col if end_col is not None else max(col + 1, len(text) + 1)
        self.b.loc = Span(self.source, line, col, line, end)

    def param(self, name: str, spec) -> TV:
        from tiledsl.ir import Value

        t = _ptype(spec)
        v = Value(t, name)
        self.params.append(Param(name, v, "pointer" if t.is_pointer else "scalar"))
        return TV(self, v)

    def build(self) -> Function:
        self.body.args = [p.value for p in self.params]
        for a in self.body.args:
            a.owner = self.body
        return Function(self.name, self.params, self.body)

    def _op(self, op: Op, operands, elem, shape, **attrs) -> TV:
        vals = [o.v for o in operands]
        return TV(self, self.b.value(op, vals, TileType(elem, tuple(shape)), **attrs))

    def const(self, value, dtype, shape=()) -> TV:
        return TV(self, self.b.const(value, _dtype(dtype), tuple(shape)))

    def lift(self, x, like: TV) -> TV:
        if isinstance(x, TV):
            return x
        elem = like.elem.elem if isinstance(like.elem, PointerType) else like.elem
        return self.const(x, elem)

    def broadcast_to(self, x: TV, shape) -> TV:
        shape = tuple(shape)
        if x.shape == shape:
            return x
        if x.shape and len(x.shape) < len(shape):
            x = self.reshape(x, (1,) * (len(shape) - len(x.shape)) + x.shape)
        return self._op(Op.BROADCAST, [x], x.elem, shape)

    def _pair(self, a, b):
        if not isinstance(a, TV):
            a = self.lift(a, b)
        if not isinstance(b, TV):
            b = self.lift(b, a)
        shape = dts.broadcast_shapes(a.shape, b.shape)
        return self.broadcast_to(a, shape), self.broadcast_to(b, shape), shape

    # ------------------------------------------------------------------ elementwise
    def binop(self, op: Op, a, b, **attrs) -> TV:
        a, b, shape = self._pair(a, b)
        if a.elem != b.elem:
            raise TypeError(f"{op}: {a.elem} vs {b.elem}; cast explicitly")
        elem = DType.i1 if op in (Op.EQ, Op.NE, Op.LT, Op.LE, Op.GT, Op.GE) else a.elem
        return self._op(op, [a, b], elem, shape, **attrs)

    def unary(self, op: Op, x: TV) -> TV:
        return self._op(op, [x], x.elem, x.shape)

    math = unary

    def minimum(self, a, b, propagate_nan=False) -> TV:
        return self.binop(Op.MINIMUM, a, b, propagate_nan=propagate_nan)

    def maximum(self, a, b, propagate_nan=False) -> TV:
        return self.binop(Op.MAXIMUM, a, b, propagate_nan=propagate_nan)

    def cast(self, x: TV, dtype, bitcast=False) -> TV:
        elem = _ptype(dtype).elem
        return self._op(Op.CAST, [x], elem, x.shape, bitcast=bitcast)

    def where(self, c: TV, a, b) -> TV:
        if not isinstance(a, TV):
            a = self.lift(a, b)
        if not isinstance(b, TV):
            b = self.lift(b, a)
        shape = dts.broadcast_shapes(dts.broadcast_shapes(c.shape, a.shape), b.shape)
        c, a, b = (self.broadcast_to(t, shape) for t in (c, a, b))
        return self._op(Op.WHERE, [c, a, b], a.elem, shape)

    def fma(self, a: TV, b: TV, c: TV) -> TV:
        return self._op(Op.FMA, [a, b, c], a.elem, a.shape)

    def clamp(self, x: TV, lo, hi, propagate_nan=False) -> TV:
        lo, hi = self.broadcast_to(self.lift(lo, x), x.shape), self.broadcast_to(self.lift(hi, x), x.shape)
        return self._op(Op.CLAMP, [x, lo, hi], x.elem, x.shape, propagate_nan=propagate_nan)

    # ------------------------------------------------------------------ creation / shape
    def program_id(self, axis: int) -> TV:
        return self._op(Op.PROGRAM_ID, [], DType.i32, (), axis=axis)

    def num_programs(self, axis: int) -> TV:
        return self._op(Op.NUM_PROGRAMS, [], DType.i32, (), axis=axis)

    def arange(self, start: int, end: int) -> TV:
        return self._op(Op.ARANGE, [], DType.i32, (end - start,), start=start, end=end)

    def full(self, shape, value, dtype) -> TV:
        return self.const(value, dtype, shape)

    def expand_dims(self, x: TV, axis: int) -> TV:
        shape = list(x.shape)
        shape.insert(axis if axis >= 0 else len(shape) + 1 + axis, 1)
        return self._op(Op.EXPAND_DIMS, [x], x.elem, shape, axis=axis)

    def reshape(self, x: TV, shape) -> TV:
        return self._op(Op.RESHAPE, [x], x.elem, tuple(shape))

    def permute(self, x: TV, perm) -> TV:
        return self._op(Op.PERMUTE, [x], x.elem, tuple(x.shape[p] for p in perm),
                        perm=tuple(perm))

    def hint(self, op: Op, x: TV, values) -> TV:
        return self._op(op, [x], x.elem, x.shape, values=tuple(values))

    # ------------------------------------------------------------------ memory
    def addptr(self, p: TV, off) -> TV:
        if not isinstance(off, TV):
            off = self.const(off, DType.i32)
        p, off, shape = self._pair(p, off)
        return self._op(Op.ADDPTR, [p, off], p.elem, shape)

    def load(self, p: TV, mask=None, other=None) -> TV:
        ops = [p]
        if mask is not None:
            ops.append(self.broadcast_to(mask, p.shape))
        if other is not None:
            ops.append(self.broadcast_to(self.lift(other, p), p.shape))
        return self._op(Op.LOAD, ops, p.elem.elem, p.shape, has_mask=mask is not None,
                        has_other=other is not None)

    def store(self, p: TV, value, mask=None) -> None:
        value = self.broadcast_to(self.lift(value, p), p.shape)
        ops = [p.v, value.v] + ([self.broadcast_to(mask, p.shape).v] if mask is not None else [])
        self.b.create(Op.STORE, ops, [], {"has_mask": mask is not None})

    def atomic(self, op: Op, p: TV, val, mask=None, sem="acq_rel", scope="gpu") -> TV:
        val = self.broadcast_to(self.lift(val, p), p.shape)
        ops = [p, val] + ([self.broadcast_to(mask, p.shape)] if mask is not None else [])
        return self._op(op, ops, p.elem.elem, p.shape, has_mask=mask is not None, sem=sem,
                        scope=scope)

    def atomic_cas(self, p: TV, cmp, val) -> TV:
        cmp = self.broadcast_to(self.lift(cmp, p), p.shape)
        val = self.broadcast_to(self.lift(val, p), p.shape)
        return self._op(Op.ATOMIC_CAS, [p, cmp, val], p.elem.elem, p.shape, sem="acq_rel",
                        scope="gpu")

    # ------------------------------------------------------------------ reductions
    def reduce(self, op: Op, x: TV, axis: int, **attrs) -> TV:
        shape = tuple(s for i, s in enumerate(x.shape) if i != axis)
        if op is Op.SUM:
            elem = dts.sum_result_dtype(x.elem)
        elif op in (Op.MAX, Op.MIN):
            elem = dts.minmax_result_dtype(x.elem)
        else:
            elem = DType.i32
        return self._op(op, [x], elem, shape, axis=axis, **attrs)

    def scan(self, op: Op, x: TV, axis: int, reverse=False) -> TV:
        elem = dts.sum_result_dtype(x.elem) if op is Op.CUMSUM else x.elem
        return self._op(op, [x], elem, x.shape, axis=axis, reverse=reverse)

    def dot(self, a: TV, b: TV, acc: TV, input_precision="ieee") -> TV:
        return self._op(Op.DOT, [a, b, acc], acc.elem, acc.shape,
                        input_precision=input_precision)

    # ------------------------------------------------------------------ debugging
    def device_print(self, prefix: str, *xs: TV, hex=False) -> None:
        self.b.create(Op.DEVICE_PRINT, [x.v for x in xs], [], {"prefix": prefix, "hex": hex})

    def device_assert(self, cond: TV, msg: str = "") -> None:
        self.b.create(Op.DEVICE_ASSERT, [cond.v], [], {"msg": msg})

    # ------------------------------------------------------------------ control flow
    def _region(self, args, fn):
        from tiledsl.ir import Value

        blk = Block([Value(t) for t in args])
        with self.b.at(blk):
            outs = fn(*[TV(self, a) for a in blk.args]) or []
            self.b.create(Op.YIELD, [o.v for o in outs], [])
        return blk, outs

    def for_(self, lb, ub, step, init, body) -> list:
        """``for iv in range(lb, ub, step)``; ``body(iv, *carried) -> list of next values``."""
        i32 = TV(self, self.b.const(0, DType.i32))
        lb, ub, step = (self.lift(v, i32) for v in (lb, ub, step))
        types = [v.v.type for v in init]
        blk, _ = self._region([lb.v.type] + types, body)
        op = self.b.create(Op.FOR, [lb.v, ub.v, step.v] + [v.v for v in init], types,
                           regions=[blk])
        return [TV(self, r) for r in op.results]

    def if_(self, cond: TV, then, else_=None) -> list:
        """``then() -> list`` and ``else_() -> list`` (same types) run as an IF op."""
        tb, outs = self._region([], then)
        types = [o.v.type for o in outs]
        eb, _ = self._region([], else_ or (lambda: []))
        op = self.b.create(Op.IF, [cond.v], types, regions=[tb, eb])
        return [TV(self, r) for r in op.results]

    def while_(self, init, cond, body) -> list:
        """``cond(*carried) -> [i1 scalar]``, ``body(*carried) -> list of next values``."""
        types = [v.v.type for v in init]
        cb, _ = self._region(types, cond)
        bb, _ = self._region(types, body)
        op = self.b.create(Op.WHILE, [v.v for v in init], types, regions=[cb, bb])
        return [TV(self, r) for r in op.results]


# ---------------------------------------------------------------------- reference kernels
def vector_add_kernel(block: int = 1024, dtype: str = "fp32") -> Function:
    """``z = x + y`` over ``n`` elements, one ``block`` per program, masked tail."""
    kb = KernelBuilder("vector_add")
    x, y, z = (kb.param(name, "*" + dtype) for name in "xyz")
    n = kb.param("n", "i32")
    offs = kb.program_id(0) * block + kb.arange(0, block)
    mask = offs < n
    kb.store(z + offs, kb.load(x + offs, mask=mask) + kb.load(y + offs, mask=mask), mask=mask)
    return kb.build()


def softmax_kernel(block: int = 1024) -> Function:
    """Row softmax of fp32 ``x`` (one program per row, ``n_cols <= block``, masked tail)."""
    kb = KernelBuilder("softmax")
    out, x = kb.param("out", "*fp32"), kb.param("x", "*fp32")
    x_stride, out_stride, n_cols = (kb.param(n, "i32") for n in
                                    ("x_row_stride", "out_row_stride", "n_cols"))
    row = kb.program_id(0)
    cols = kb.arange(0, block)
    mask = cols < n_cols
    v = kb.load(x + (row * x_stride + cols), mask=mask, other=float("-inf"))
    v = v - kb.reduce(Op.MAX, v, 0)
    e = kb.math(Op.EXP, v)
    kb.store(out + (row * out_stride + cols), e / kb.reduce(Op.SUM, e, 0), mask=mask)
    return kb.build()


def matmul_kernel(bm: int = 64, bn: int = 64, bk: int = 32, dtype: str = "fp32",
                  input_precision: str = "ieee") -> Function:
    """``c = a @ b`` (fp32 accumulator) with a K loop; 1-D grid over ``cdiv(M,bm)*cdiv(N,bn)``
    tiles; M, N, K need not be multiples of the tile."""
    kb = KernelBuilder("matmul")
    a, b = (kb.param(n, "*" + dtype) for n in "ab")
    c = kb.param("c", "*fp32")
    M, N, K, sam, sak, sbk, sbn, scm, scn = (kb.param(n, "i32") for n in (
        "M", "N", "K", "stride_am", "stride_ak", "stride_bk", "stride_bn", "stride_cm",
        "stride_cn"))
    pid = kb.program_id(0)
    grid_n = (N + (bn - 1)) // bn
    pid_m, pid_n = pid // grid_n, pid % grid_n
    offs_m = pid_m * bm + kb.arange(0, bm)
    offs_n = pid_n * bn + kb.arange(0, bn)
    offs_k = kb.arange(0, bk)
    rows, cols = offs_m % M, offs_n % N  # wrapped (Triton's tutorial): loads stay in bounds
    a_ptrs = a + (rows[:, None] * sam + offs_k[None, :] * sak)
    b_ptrs = b + (offs_k[:, None] * sbk + cols[None, :] * sbn)
    acc0 = kb.full((bm, bn), 0.0, "fp32")
    nk = (K + (bk - 1)) // bk

    def body(k, acc, ap, bp):
        rem = K - k * bk
        ta = kb.load(ap, mask=offs_k[None, :] < rem, other=0.0)
        tb = kb.load(bp, mask=offs_k[:, None] < rem, other=0.0)
        acc = kb.dot(ta, tb, acc, input_precision=input_precision)
        return [acc, ap + sak * bk, bp + sbk * bk]

    acc, _, _ = kb.for_(0, nk, 1, [acc0, a_ptrs, b_ptrs], body)
    mask = (offs_m[:, None] < M) & (offs_n[None, :] < N)
    kb.store(c + (offs_m[:, None] * scm + offs_n[None, :] * scn), acc, mask=mask)
    return kb.build()
