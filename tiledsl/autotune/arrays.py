"""The tuner's arrays: poison values, and the layout-keeping copies it makes of the caller's
arguments.

A kernel addresses an array by element offsets from its first element, with the strides the
caller passes as scalars; so a copy used in place of an argument must keep the argument's
shape, strides and the bytes between its elements (the *byte extent*), not just its visible
elements, and its address modulo :data:`ALIGN` (so that the ``aligned16`` facts of a
specialization built for the original hold for the copy). The copies are
:mod:`tiledsl.launch.arrays`' (numpy arrays on the host; cupy arrays on the device, anything
with ``__cuda_array_interface__`` going through ``cupy.asarray`` first, which shares memory),
named here as the tuner uses them.
"""
from __future__ import annotations

import numpy as np

from ..dtypes import DType
from ..launch.arrays import (  # noqa: F401 - the tuner's copies, named here
    ALIGN,
    as_cupy,
    device_bytes,
    device_clone,
    device_copy_into,
    device_to_host_clone,
    extent,
    host_bytes,
    host_clone,
    host_copy_into,
)


# -------------------------------------------------------------------------------- poison
_FLOAT_NAN_BITS = {DType.fp16: 0x7E00, DType.bf16: 0x7FC0, DType.fp32: 0x7FC00000,
                   DType.fp64: 0x7FF8000000000000}


def poison_bits(dt: DType) -> tuple[np.dtype, int] | None:
    """``(unsigned view dtype, bit pattern)`` that marks "never written" for elements of
    ``dt``: a quiet NaN for floats, an unlikely value (0x5A repeated, as unsigned bits) for
    integers; None for ``i1``, whose two values cannot mark anything."""
    if dt is DType.i1:
        return None
    size = np.dtype(dt.np).itemsize
    view = np.dtype(f"u{size}")
    if dt in _FLOAT_NAN_BITS:
        return view, _FLOAT_NAN_BITS[dt]
    return view, int.from_bytes(b"\x5a" * size, "little")


def poison(a, dt: DType) -> None:
    """Fill the visible elements of ``a`` (numpy or cupy) with :func:`poison_bits`."""
    spec = poison_bits(dt)
    if spec is None or a.size == 0:
        return
    view, bits = spec
    a.view(view)[...] = bits
