"""``dot``: ``acc + a @ b`` with exact products and the sum in acc's dtype: fp16/bf16/fp8 inputs
are multiplied in fp32, i8/u8 in i32 (wrapping), fp32 with ``input_precision="tf32"`` first
rounds both inputs to tf32. Each program's product is one 2-D ``np.matmul`` call of the same
shape, so batched and one-by-one runs agree bit for bit.
"""
from __future__ import annotations

import numpy as np

from tiledsl.dtypes import DType
from tiledsl.ir import Op

from .. import numerics as nm

LOWP = nm.LOWP
F32 = nm.F32


def _dot_inputs(op, a, b):
    """The operands in the matmul dtype (exact products) and that dtype."""
    dt = op.operands[0].type.elem
    if dt.is_fp8:  # either kind, each operand its own; fp8 x fp8 products are exact in fp32
        return nm.widen(a), nm.widen(b)
    if dt in (DType.fp16, DType.bf16):
        return nm.widen(a), nm.widen(b)
    if dt in (DType.i8, DType.u8):
        return a.astype(np.int32), b.astype(np.int32)
    if dt is DType.fp32 and op.attrs.get("input_precision", "tf32") == "tf32":
        return nm.round_tf32(a), nm.round_tf32(b)
    return a, b


def dot(ctx, op, a, b, acc):
    """``acc + a @ b`` (2-D, or 3-D batched per program) in the accumulator's dtype."""
    a, b = _dot_inputs(op, a, b)
    nb = max(a.shape[0], b.shape[0])
    prod = None
    for i in range(nb):
        ai = np.ascontiguousarray(a[i if a.shape[0] > 1 else 0])
        bi = np.ascontiguousarray(b[i if b.shape[0] > 1 else 0])
        p = np.matmul(ai, bi)
        if prod is None:
            prod = np.empty((nb,) + p.shape, dtype=p.dtype)
        prod[i] = p
    acc_dt = acc.dtype
    if acc_dt in LOWP:
        return nm.narrow(nm.widen(acc) + prod.astype(F32), acc_dt)
    if prod.dtype != acc_dt:
        prod = prod.astype(acc_dt)
    return acc + prod


TABLE = {
    Op.DOT: dot,
}
