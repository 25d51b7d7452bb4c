"""Triton kernels of bench/probe_math_extremes.py (section 4): the same functions over the same
inputs, written with Triton's own builtins. Needs triton and torch with CUDA.

Each launcher takes the operand arrays of one (dtype, group) of
:func:`tiledsl.testing.extremes.group_points` and returns ({function: numpy result}, PTX).
"""
from __future__ import annotations

import numpy as np
import torch
import triton
import triton.language as tl

from tiledsl.testing import extremes as E

BLOCK = 256
_TORCH = {"fp16": torch.float16, "bf16": torch.bfloat16, "fp32": torch.float32,
          "fp64": torch.float64, "i32": torch.int32, "i64": torch.int64}

#: Triton function -> the tiledsl function it is compared with
OURS = {"sqrt_rn": "sqrt", "div_rn": "div", "fdiv": "div"}


def _dev(a: np.ndarray) -> torch.Tensor:
    if a.dtype == E.np_dtype("bf16"):
        return torch.from_numpy(E.bits_of(a).view(np.int16).copy()).cuda().view(torch.bfloat16)
    return torch.from_numpy(np.ascontiguousarray(a)).cuda()


def _host(t: torch.Tensor, dt: str) -> np.ndarray:
    t = t.detach().contiguous()
    if dt == "bf16":
        return E.from_bits(t.view(torch.int16).cpu().numpy().view(np.uint16), "bf16")
    return t.cpu().numpy()


def _empty(k, n, dt):
    return torch.empty((k, n), dtype=_TORCH[dt], device="cuda")


def _ptx(compiled) -> str:
    try:
        return compiled.asm["ptx"]
    except Exception:  # noqa: BLE001 - the results matter more than the PTX
        return ""


@triton.jit
def t_math(x_ptr, o_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m)
    tl.store(o_ptr + 0 * n + offs, tl.exp(x), mask=m)
    tl.store(o_ptr + 1 * n + offs, tl.exp2(x), mask=m)
    tl.store(o_ptr + 2 * n + offs, tl.log(x), mask=m)
    tl.store(o_ptr + 3 * n + offs, tl.log2(x), mask=m)
    tl.store(o_ptr + 4 * n + offs, tl.sqrt(x), mask=m)
    tl.store(o_ptr + 5 * n + offs, tl.math.rsqrt(x), mask=m)
    tl.store(o_ptr + 6 * n + offs, tl.sin(x), mask=m)
    tl.store(o_ptr + 7 * n + offs, tl.cos(x), mask=m)
    tl.store(o_ptr + 8 * n + offs, tl.erf(x), mask=m)
    tl.store(o_ptr + 9 * n + offs, tl.floor(x), mask=m)
    tl.store(o_ptr + 10 * n + offs, tl.ceil(x), mask=m)
    tl.store(o_ptr + 11 * n + offs, tl.sigmoid(x), mask=m)


_MATH = ["exp", "exp2", "log", "log2", "sqrt", "rsqrt", "sin", "cos", "erf", "floor", "ceil",
         "sigmoid"]


@triton.jit
def t_math32(x_ptr, o_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m)
    tl.store(o_ptr + offs, tl.sqrt_rn(x), mask=m)


@triton.jit
def t_any(x_ptr, o_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m)
    tl.store(o_ptr + 0 * n + offs, tl.abs(x), mask=m)
    tl.store(o_ptr + 1 * n + offs, -x, mask=m)


@triton.jit
def t_binary(a_ptr, b_ptr, o_ptr, d_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    a = tl.load(a_ptr + offs, mask=m)
    b = tl.load(b_ptr + offs, mask=m)
    tl.store(o_ptr + 0 * n + offs, a + b, mask=m)
    tl.store(o_ptr + 1 * n + offs, a - b, mask=m)
    tl.store(o_ptr + 2 * n + offs, a * b, mask=m)
    tl.store(o_ptr + 3 * n + offs, tl.minimum(a, b), mask=m)
    tl.store(o_ptr + 4 * n + offs, tl.maximum(a, b), mask=m)
    tl.store(o_ptr + 5 * n + offs, tl.minimum(a, b, propagate_nan=tl.PropagateNan.ALL), mask=m)
    tl.store(o_ptr + 6 * n + offs, tl.maximum(a, b, propagate_nan=tl.PropagateNan.ALL), mask=m)
    tl.store(d_ptr + 0 * n + offs, a / b, mask=m)
    tl.store(d_ptr + 1 * n + offs, a % b, mask=m)


_BIN = ["add", "sub", "mul", "minimum", "maximum", "minimum_nan", "maximum_nan"]


@triton.jit
def t_div32(a_ptr, b_ptr, o_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    a = tl.load(a_ptr + offs, mask=m)
    b = tl.load(b_ptr + offs, mask=m)
    tl.store(o_ptr + 0 * n + offs, tl.math.div_rn(a, b), mask=m)
    tl.store(o_ptr + 1 * n + offs, tl.math.fdiv(a, b), mask=m)


@triton.jit
def t_ternary(a_ptr, b_ptr, c_ptr, o_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    a = tl.load(a_ptr + offs, mask=m)
    b = tl.load(b_ptr + offs, mask=m)
    c = tl.load(c_ptr + offs, mask=m)
    tl.store(o_ptr + 0 * n + offs, tl.fma(a, b, c), mask=m)
    tl.store(o_ptr + 1 * n + offs, tl.clamp(a, b, c), mask=m)
    tl.store(o_ptr + 2 * n + offs, tl.clamp(a, b, c, propagate_nan=tl.PropagateNan.ALL), mask=m)


@triton.jit
def t_cast(x_ptr, h_ptr, bf_ptr, f_ptr, d_ptr, i_ptr, l_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m)
    tl.store(h_ptr + offs, x.to(tl.float16), mask=m)
    tl.store(bf_ptr + offs, x.to(tl.bfloat16), mask=m)
    tl.store(f_ptr + offs, x.to(tl.float32), mask=m)
    tl.store(d_ptr + offs, x.to(tl.float64), mask=m)
    tl.store(i_ptr + offs, x.to(tl.int32), mask=m)
    tl.store(l_ptr + offs, x.to(tl.int64), mask=m)


def _grid(n):
    return ((n + BLOCK - 1) // BLOCK,)


def _unary(dt):
    def launch(pts):
        x = _dev(pts[0])
        n = x.numel()
        out, ptx = {}, ""
        if dt in ("fp32", "fp64"):
            o = _empty(len(_MATH), n, dt)
            ptx += _ptx(t_math[_grid(n)](x, o, n, BLOCK=BLOCK))
            out.update({f: _host(o[i], dt) for i, f in enumerate(_MATH)})
        if dt == "fp32":
            o = _empty(1, n, dt)
            ptx += _ptx(t_math32[_grid(n)](x, o, n, BLOCK=BLOCK))
            out["sqrt_rn"] = _host(o[0], dt)
        o = _empty(2, n, dt)
        ptx += _ptx(t_any[_grid(n)](x, o, n, BLOCK=BLOCK))
        out["abs"], out["neg"] = _host(o[0], dt), _host(o[1], dt)
        return out, ptx
    return launch


def _binary(dt):
    def launch(pts):
        a, b = _dev(pts[0]), _dev(pts[1])
        n = a.numel()
        ddt = "fp32" if dt in ("fp16", "bf16") else dt
        o, d = _empty(len(_BIN), n, dt), _empty(2, n, ddt)
        ptx = _ptx(t_binary[_grid(n)](a, b, o, d, n, BLOCK=BLOCK))
        out = {f: _host(o[i], dt) for i, f in enumerate(_BIN)}
        out["div"], out["mod"] = _host(d[0], ddt), _host(d[1], ddt)
        if dt == "fp32":
            r = _empty(2, n, dt)
            ptx += _ptx(t_div32[_grid(n)](a, b, r, n, BLOCK=BLOCK))
            out["div_rn"], out["fdiv"] = _host(r[0], dt), _host(r[1], dt)
        return out, ptx
    return launch


def _ternary(dt):
    def launch(pts):
        a, b, c = (_dev(p) for p in pts)
        n = a.numel()
        o = _empty(3, n, dt)
        ptx = _ptx(t_ternary[_grid(n)](a, b, c, o, n, BLOCK=BLOCK))
        return {f: _host(o[i], dt) for i, f in enumerate(["fma", "clamp", "clamp_nan"])}, ptx
    return launch


def _cast(dt):
    def launch(pts):
        x = _dev(pts[0])
        n = x.numel()
        names = ["to_fp16", "to_bf16", "to_fp32", "to_fp64", "to_i32", "to_i64"]
        dts = ["fp16", "bf16", "fp32", "fp64", "i32", "i64"]
        outs = [torch.empty(n, dtype=_TORCH[d], device="cuda") for d in dts]
        ptx = _ptx(t_cast[_grid(n)](x, *outs, n, BLOCK=BLOCK))
        return {f: _host(o, d) for f, o, d in zip(names, outs, dts) if d != dt}, ptx
    return launch


LAUNCHERS = []
for _dt in E.FLOATS:
    LAUNCHERS += [(_dt, "unary", _unary(_dt)), (_dt, "binary", _binary(_dt)),
                  (_dt, "ternary", _ternary(_dt)), (_dt, "cast", _cast(_dt))]
