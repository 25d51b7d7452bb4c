"""The correctness guard's comparison: a configuration's outputs against the reference's.

Configurations legitimately differ in rounding (a different ``BLOCK_K`` sums a dot product in
another order), never in more. Two outputs agree when, element by element,

    |got - expected| <= atol + rtol * |expected|,   atol = atol_rel * max|expected|

with NaN equal to NaN and infinities equal only to themselves; integer and boolean outputs
must be equal. The tolerances per dtype (``rtol``, ``atol_rel``) start from
``torch.testing.assert_close``'s defaults for ``rtol`` (1e-3 fp16, 1.6e-2 bf16), widened to one
or two units in the last place of each type, since a configuration that rounds differently
once is not a bug; the absolute part is relative to the output's largest magnitude, so that
sums that cancel to near zero are judged by the size of what they summed. Pass
``tolerances={"fp16": (rtol, atol_rel)}`` to ``autotune`` to change them.

Triton's autotuner has no such guard: it times every configuration into the same buffers and
keeps whatever the last one wrote (#9230).
"""
from __future__ import annotations

import numpy as np

from ..dtypes import DType

#: dtype → (rtol, atol relative to the largest magnitude of the reference).
TOLERANCES = {
    DType.fp16: (2e-3, 1e-3),
    DType.bf16: (1.6e-2, 8e-3),
    DType.fp32: (1e-4, 1e-5),
    DType.fp64: (1e-10, 1e-12),
}


def tolerance(dt: DType, overrides: dict | None = None) -> tuple[float, float]:
    """``(rtol, atol_rel)`` for outputs of ``dt``: ``overrides`` (keys are DTypes or dtype
    names) first, then :data:`TOLERANCES`; ``(0, 0)`` (exact) for integers and booleans."""
    for k, v in (overrides or {}).items():
        if str(k) == str(dt):
            return float(v[0]), float(v[1])
    return TOLERANCES.get(dt, (0.0, 0.0))


def compare(name: str, dt: DType, got: np.ndarray, expected: np.ndarray,
            overrides: dict | None = None) -> str | None:
    """None when ``got`` agrees with ``expected`` (host arrays of the same shape, elements of
    ``dt``), else a message naming parameter ``name``, how many elements differ, the first
    one with both values, and the largest difference."""
    if got.shape != expected.shape:
        return f"'{name}' has shape {got.shape}, the reference {expected.shape}"
    rtol, atol_rel = tolerance(dt, overrides)
    if dt.is_float:
        g = got.astype(np.float64)
        e = expected.astype(np.float64)
        finite = np.isfinite(e)
        scale = float(np.max(np.abs(e[finite]))) if finite.any() else 0.0
        atol = atol_rel * scale
        with np.errstate(invalid="ignore", over="ignore"):
            close = finite & np.isfinite(g) & (np.abs(g - e) <= atol + rtol * np.abs(e))
        same = (np.isnan(g) & np.isnan(e)) | (g == e)
        bad = ~(close | same)
    else:
        g, e = got, expected
        bad = g != e
        atol = 0.0
    n = int(np.count_nonzero(bad))
    if n == 0:
        return None
    idx = np.unravel_index(int(np.flatnonzero(bad)[0]), bad.shape) if bad.ndim else ()
    where = list(int(i) for i in idx)
    msg = (f"'{name}' differs from the reference in {n} of {bad.size} elements; first at "
           f"{where}: got {_show(got[idx], dt)}, expected {_show(expected[idx], dt)}")
    if dt.is_float:
        with np.errstate(invalid="ignore", over="ignore"):
            diff = np.where(bad, np.abs(g - e), 0.0)
        finite_diff = np.where(np.isfinite(diff), diff, 0.0)
        msg += (f"; largest finite difference {float(finite_diff.max()):.4g} (rtol {rtol:g}, "
                f"atol {atol:.3g})")
    if dt.is_float and np.isnan(g[bad]).any():
        msg += "; nan where the reference has a value: an element never written"
    return msg


def _show(v, dt: DType) -> str:
    if dt.is_float:
        return repr(float(v))
    return repr(v.item() if hasattr(v, "item") else v)
