"""Target names: ``DIALECTS`` maps a target name (``emit(fn, target=...)``) to its dialect and
:func:`get_dialect` resolves ``"cuda"``, ``"hip"`` and ``"hip:ARCH"``."""
from __future__ import annotations

from .cuda import CUDA, cuda_dialect
from .dialect import Dialect
from .hip import HIP, hip_dialect

DIALECTS = {"cuda": CUDA, "hip": HIP}


def get_dialect(target) -> Dialect | None:
    """The dialect of a target name (``"cuda"`` (sm_90a), ``"cuda:sm_80"``, ``"hip"``,
    ``"hip:gfx908"``) or a Dialect; None for an unknown name."""
    if isinstance(target, Dialect):
        return target
    if not isinstance(target, str):
        return None
    if target.startswith("cuda:"):
        try:
            return cuda_dialect(target[5:])
        except ValueError:
            return None
    if target.startswith("hip:"):
        try:
            return hip_dialect(target[4:])
        except ValueError:
            return None
    return DIALECTS.get(target)


__all__ = ["DIALECTS", "get_dialect"]
