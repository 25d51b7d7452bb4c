"""Target names: ``DIALECTS`` maps a target name (``emit(fn, target=...)``) to its dialect and
:func:`get_dialect` resolves ``"cuda"``, ``"hip"`` and ``"hip:ARCH"``."""
from __future__ import annotations

import re

from .cuda import CUDA, cuda_dialect
from .dialect import Dialect
from .hip import HIP, hip_dialect

DIALECTS = {"cuda": CUDA, "hip": HIP}
#: the compute capabilities a ``"cuda:sm_NN"`` target may name: those of CUDA 13.0's
#: ``nvcc --list-gpu-arch`` (Turing to Blackwell; CUDA 13 dropped Volta's sm_70/sm_72 and
#: renamed sm_101 sm_110); a device's own architecture is taken as the driver reports it
CUDA_SMS = frozenset((75, 80, 86, 87, 88, 89, 90, 100, 103, 110, 120, 121))
#: the lowest compute capability with each suffix: ``a`` (architecture-specific features, such
#: as Hopper's wgmma) and ``f`` (a family's features), as nvcc accepts them
SUFFIX_FROM = {"a": 90, "f": 100}

#: the accepted spellings of a CUDA architecture, for messages
CUDA_ARCH_FORMS = (f"sm_NN (sm_80), sm_NNa for NN >= {SUFFIX_FROM['a']} (sm_90a) or sm_NNf "
                   f"for NN >= {SUFFIX_FROM['f']} (sm_100f), NN one of "
                   + ", ".join(map(str, sorted(CUDA_SMS))))


def get_dialect(target) -> Dialect | None:
    """The dialect of a target name (``"cuda"`` (sm_90a), ``"cuda:sm_80"``, ``"hip"``,
    ``"hip:gfx908"``) or a Dialect; None for an unknown name (a CUDA architecture outside
    :data:`CUDA_SMS` or not spelled ``sm_NN``, ``sm_NNa`` or ``sm_NNf`` as
    :data:`SUFFIX_FROM` allows, an AMD one not ``gfxNNN``)."""
    if isinstance(target, Dialect):
        return target
    if not isinstance(target, str):
        return None
    if target.startswith("cuda:"):
        m = re.fullmatch(r"sm_([0-9]{2,3})([af]?)", target[5:])
        if m is None or int(m.group(1)) not in CUDA_SMS:
            return None  # a mistyped name would silently drop tensor cores
        if m.group(2) and int(m.group(1)) < SUFFIX_FROM[m.group(2)]:
            return None  # sm_80a, sm_90f: no such nvcc target
        return cuda_dialect(target[5:])
    if target.startswith("hip:"):
        if not re.fullmatch(r"gfx[1-9][0-9]?[0-9a-f]{2}(:.*)?", target[4:]):
            return None
        try:
            return hip_dialect(target[4:])
        except ValueError:
            return None
    return DIALECTS.get(target)


__all__ = ["DIALECTS", "CUDA_SMS", "SUFFIX_FROM", "CUDA_ARCH_FORMS", "get_dialect"]
