"""Target names: ``DIALECTS`` maps a target name (``emit(fn, target=...)``) to its dialect and
:func:`get_dialect` resolves ``"cuda"``, ``"hip"`` and ``"hip:ARCH"``."""
from __future__ import annotations

import re

from .cuda import CUDA, cuda_dialect
from .dialect import Dialect
from .hip import HIP, hip_dialect

DIALECTS = {"cuda": CUDA, "hip": HIP}
#: the compute capabilities a ``"cuda:sm_NN"`` target may name (NVIDIA's, Volta to Blackwell;
#: a device's own architecture is taken as the driver reports it)
CUDA_SMS = frozenset((70, 72, 75, 80, 86, 87, 89, 90, 100, 101, 103, 110, 120, 121))


def get_dialect(target) -> Dialect | None:
    """The dialect of a target name (``"cuda"`` (sm_90a), ``"cuda:sm_80"``, ``"hip"``,
    ``"hip:gfx908"``) or a Dialect; None for an unknown name (a CUDA architecture outside
    :data:`CUDA_SMS` or not spelled ``sm_NN``/``sm_NNa``, an AMD one not ``gfxNNN``)."""
    if isinstance(target, Dialect):
        return target
    if not isinstance(target, str):
        return None
    if target.startswith("cuda:"):
        m = re.fullmatch(r"sm_([0-9]{2,3})([af]?)", target[5:])
        if m is None or int(m.group(1)) not in CUDA_SMS:
            return None  # a mistyped name would silently drop tensor cores
        return cuda_dialect(target[5:])
    if target.startswith("hip:"):
        if not re.fullmatch(r"gfx[1-9][0-9]?[0-9a-f]{2}(:.*)?", target[4:]):
            return None
        try:
            return hip_dialect(target[4:])
        except ValueError:
            return None
    return DIALECTS.get(target)


__all__ = ["DIALECTS", "CUDA_SMS", "get_dialect"]
