"""The ``LIBDEVICE`` rule: a call of CUDA's (HIP's) math function of
:data:`tiledsl.libdevice.FUNCTIONS` per register, ``cbrtf`` on fp32 and ``cbrt`` on fp64 (the
names are the same in both math libraries)."""
from __future__ import annotations

from tiledsl.dtypes import DType
from tiledsl.ir import Op
from tiledsl.libdevice import FUNCTIONS

from .elementwise import elementwise


def _libdevice(em, op):
    f = FUNCTIONS[op.attrs["fn"]]
    name = f.c64 if op.result.type.elem is DType.fp64 else f.c32
    elementwise(em, op, lambda *xs: f"{name}({', '.join(xs)})")


TABLE = {Op.LIBDEVICE: _libdevice}
