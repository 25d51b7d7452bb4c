"""The independent evaluator: runs a generated :class:`~.model.Case` with numpy, one program
at a time, by the rules of ``docs/language.md`` (through :mod:`.ftypes` and
:mod:`.fnumerics`), never through the interpreter or the checker.

``evaluate(case)`` returns the final contents of every array (inputs unchanged, outputs as
the kernel leaves them).
"""
from __future__ import annotations

from fractions import Fraction

import numpy as np

from . import fnumerics as N
from . import ftypes as T
from . import model as M


def literal_to(value, d: str) -> np.ndarray:
    """A Python literal converted to dtype ``d`` (0-d array of its storage dtype)."""
    if isinstance(value, bool):
        return N.cast(np.array(value), "i1", d)
    if isinstance(value, int):
        if T.is_float(d):
            return np.array(N.round_fraction(Fraction(value), d)).astype(T.np_dtype(d))
        if d == "i1":
            return np.array(value != 0)
        bits = T.BITS[d]
        v = value & ((1 << bits) - 1)
        if T.is_signed(d) and v >= 1 << (bits - 1):
            v -= 1 << bits
        return np.array(v, dtype=T.np_dtype(d))
    return N.cast(np.array(float(value), dtype=np.float64), "fp64", d)


def evaluate(case: M.Case) -> dict:
    """Final contents of every array after running every program of ``case``."""
    arrays = {n: a.copy() for n, a in case.arrays.items()}
    k = case.kernel
    for pid in range(case.grid):
        _Program(case, arrays, pid).run(k.body)
    return arrays


class _Program:
    def __init__(self, case: M.Case, arrays: dict, pid: int):
        k = case.kernel
        self.case, self.k, self.arrays = case, k, arrays
        self.R, self.C = k.R, k.C
        self.pid = pid
        self.rows = (pid * k.R + np.arange(k.R)).astype(np.int32)
        self.cols = np.arange(k.C, dtype=np.int32)
        self.env = {"pid": np.array(pid, dtype=np.int32), "r": self.rows, "c": self.cols}
        for name, v in case.values.items():
            self.env[name] = np.asarray(v)

    # -------------------------------------------------------------------- statements
    def run(self, body) -> None:
        for s in body:
            self.stmt(s)

    def stmt(self, s) -> None:
        if isinstance(s, M.Assign):
            self.env[s.name] = self.value(s.value)
        elif isinstance(s, M.Store):
            self.store(s)
        elif isinstance(s, M.If):
            if bool(self.bool_of(s.cond)):
                self.run(s.then)
            else:
                self.run(s.orelse)
        elif isinstance(s, M.For):
            start, stop = int(self.value(s.start)), int(self.value(s.stop))
            for i in range(start, stop, s.step):
                self.env[s.var] = np.array(i, dtype=np.int32)
                if s.brk is not None and bool(self.bool_of(s.brk)):
                    break
                self.run(s.body)
        elif isinstance(s, M.While):
            self.env[s.var] = np.array(0, dtype=np.int32)
            while int(self.env[s.var]) < int(self.value(s.limit)):
                self.run(s.body)
                self.env[s.var] = np.array(int(self.env[s.var]) + 1, dtype=np.int32)
        else:
            raise TypeError(type(s).__name__)

    def bool_of(self, e) -> np.ndarray:
        return N.cast(self.value(e), e.dtype, "i1")

    def store(self, s: M.Store) -> None:
        out = next(b for b in self.k.buffers if b.name == s.out)
        arr = self.arrays[out.name]
        mo = int(self.case.values["mo"])
        if out.rank == 2:
            offs = self.rows[:, None].astype(np.int64) * self.C + self.cols[None, :]
            mask = np.broadcast_to((self.rows < mo)[:, None], offs.shape)
        else:
            offs = self.rows.astype(np.int64)
            mask = self.rows < mo
        if s.mask is not None:
            mask = mask & self.bool_of(s.mask)
        val = N.cast(self.value(s.value), s.value.dtype, out.dtype)
        val = np.broadcast_to(val, offs.shape)
        mask = np.broadcast_to(mask, offs.shape)
        arr[offs[mask]] = val[mask]

    # -------------------------------------------------------------------- expressions
    def value(self, e) -> np.ndarray:
        v = self._value(e)
        v = np.asarray(v)
        if v.shape != tuple(e.shape):
            raise AssertionError(f"evaluator shape {v.shape} != model shape {e.shape} for "
                                 f"{type(e).__name__}")
        if v.dtype != T.np_dtype(e.dtype):
            raise AssertionError(f"evaluator dtype {v.dtype} != model dtype {e.dtype}")
        return v

    def operand(self, x, ct: str) -> np.ndarray:
        """``x`` converted to computation type ``ct`` (literals by the literal rule)."""
        if isinstance(x, M.Lit):
            return literal_to(x.value, ct)
        return N.cast(self.value(x), x.dtype, ct)

    def _value(self, e):
        if isinstance(e, M.Var):
            return self.env[e.name]
        if isinstance(e, M.Lit):
            return literal_to(e.value, e.dtype)
        if isinstance(e, M.Load):
            return self.load(e)
        if isinstance(e, M.Bin):
            if e.op in ("and", "or"):
                a, b = self.bool_of(e.a), self.bool_of(e.b)
                return (a & b) if e.op == "and" else (a | b)
            a, b = self.operand(e.a, e.ct), self.operand(e.b, e.ct)
            if e.op in ("<", "<=", ">", ">=", "==", "!="):
                return N.compare(e.op, a, b, e.ct)
            if e.op == "/" and T.is_int(e.ct):
                a, b = N.cast(a, e.ct, "fp32"), N.cast(b, e.ct, "fp32")
                return N.arith("/", a, b, "fp32")
            return N.arith(e.op, a, b, e.ct)
        if isinstance(e, M.Un):
            x = self.value(e.a)
            if e.op == "-":
                return N.negate(x, e.a.dtype)
            if e.op == "~":
                return np.invert(x)
            return ~N.cast(x, e.a.dtype, "i1")
        if isinstance(e, M.Cast):
            x = self.value(e.a)
            return N.bitcast(x, e.dtype) if e.bitcast else N.cast(x, e.a.dtype, e.dtype)
        if isinstance(e, M.Index):
            x = self.value(e.a)
            return x[:, None] if e.where == "col" else x[None, :]
        if isinstance(e, M.Reduce):
            x = self.value(e.a)
            if e.fn == "cumsum":
                return N.cumsum(x, e.a.dtype, e.axis, e.reverse)[0]
            return N.reduce(e.fn, x, e.a.dtype, e.axis, e.keep_dims)[0]
        if isinstance(e, M.Call):
            return self.call(e)
        raise TypeError(type(e).__name__)

    def call(self, e: M.Call):
        fn, ct = e.fn, e.ct
        if fn == "broadcast_to":
            return np.broadcast_to(self.value(e.args[0]), e.shape).copy()
        if fn == "abs":
            return N.absolute(self.value(e.args[0]), e.dtype)
        if fn in ("minimum", "maximum"):
            a, b = (self.operand(x, ct) for x in e.args)
            return (N.minimum if fn == "minimum" else N.maximum)(a, b, ct)
        if fn == "where":
            c = self.bool_of(e.args[0])
            a, b = (self.operand(x, ct) for x in e.args[1:])
            return np.where(c, a, b).astype(T.np_dtype(ct))
        if fn == "fma":
            a, b, c = (self.operand(x, ct) for x in e.args)
            return N.fma(a, b, c, ct)
        if fn == "clamp":
            x, lo, hi = (self.operand(a, ct) for a in e.args)
            return N.clamp(x, lo, hi, ct)
        return N.math_fn(fn, self.value(e.args[0]), e.dtype)

    def load(self, e: M.Load):
        arr = self.arrays[e.buf]
        m = int(self.case.values[f"m{e.buf}"])
        n = int(self.case.values[f"n{e.buf}"])
        s = int(self.case.values[f"s{e.buf}"])
        rows = self.rows.astype(np.int64)
        cols = self.cols.astype(np.int64)
        if e.form == "tile":
            offs = rows[:, None] * s + cols[None, :]
            mask = (rows < m)[:, None] & (cols < n)[None, :]
        elif e.form == "rows":
            j = int(self.value(e.col))
            offs = rows * s + j
            mask = (rows < m) & (j < n)
        elif e.form == "cols":
            offs, mask = cols, cols < n
        else:
            offs = np.array((self.pid % m) * s)
            mask = np.array(n > 0)
        other = literal_to(e.other, e.dtype)
        safe = np.where(mask, offs, 0)
        if mask.any() and (offs[mask].min() < 0 or offs[mask].max() >= arr.size):
            raise AssertionError("the generator produced an out-of-bounds load")
        vals = arr[safe] if arr.size else np.zeros(safe.shape, dtype=arr.dtype)
        return np.where(mask, vals, other).astype(arr.dtype)
