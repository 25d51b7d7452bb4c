"""The rules for the values of the launch options, written once for the three places that
check them: the code generator (``codegen.emit``), the launch
(:func:`tiledsl.launch.options.check_options`) and the autotuner's ``Config``. Each caller
raises its own error, with its own message; the rule is the same everywhere:

* :func:`num_warps_ok`: a power of two from 1 to 32;
* :func:`num_consumer_groups_ok`: an int >= 1; with it, :func:`consumer_warps_problem` says
  why ``num_warps * num_consumer_groups`` (the warps the kernel runs with) is not a valid
  ``num_warps``, and what to pass instead;
* :func:`num_stages_ok`: an int >= 0 (None, where a caller allows it, is the caller's);
* :func:`load_other_ok`: one of :data:`~tiledsl.knobs.LOAD_OTHER_FORMS` (None likewise);
* :func:`is_int`: an int or a numpy integer, not a bool: what the first two count as ints.
"""
from __future__ import annotations

import numpy as np

from .knobs import LOAD_OTHER_FORMS


def is_int(v) -> bool:
    """Whether ``v`` is an int or a numpy integer (a bool, numpy's included, is not)."""
    return isinstance(v, (int, np.integer)) and not isinstance(v, (bool, np.bool_))


def num_warps_ok(v) -> bool:
    """Whether ``v`` is a valid ``num_warps``: a power of two from 1 to 32."""
    return is_int(v) and 1 <= v <= 32 and not v & (v - 1)


def num_consumer_groups_ok(v) -> bool:
    """Whether ``v`` is a valid ``num_consumer_groups``: an int >= 1 (Triton's Hopper warp
    specialization option: the consumer warpgroups of a warp-specialized loop)."""
    return is_int(v) and v >= 1


#: the most warps a block has on every target (CUDA's 1024 threads); a dialect may allow
#: fewer (HIP's 64-thread wavefronts: 16)
MAX_WARPS = 32


def consumer_warps_problem(num_warps: int, groups: int, max_warps: int = MAX_WARPS,
                           where: str = "") -> str | None:
    """None when ``num_warps * groups`` is a valid ``num_warps`` (a power of two from 1 to
    ``max_warps``: the code generator gets the product, :mod:`tiledsl.launch.options`), else
    the message: both values, the product, the rule and what to pass instead. ``num_warps``
    is valid and ``groups`` an int >= 1 (checked before); ``where`` names the target whose
    limit ``max_warps`` is (``" on hip (64 threads per warp)"``). The rule is Triton's
    (Meta's warp specialization: ``num_consumer_groups`` warpgroups of ``num_warps`` warps
    each)."""
    total = num_warps * groups
    if total <= max_warps and not total & (total - 1):
        return None
    fits = [g for g in (1 << i for i in range(max_warps.bit_length()))
            if num_warps * g <= max_warps]
    if not fits:
        fix = f"use num_warps <= {max_warps}"
    else:
        listed = ", ".join(map(str, fits[:-1])) + " or " if len(fits) > 1 else ""
        fix = f"use num_consumer_groups {listed}{fits[-1]} with num_warps={num_warps}"
        if total > max_warps and not groups & (groups - 1) and groups <= max_warps:
            fix += f", or num_warps <= {max_warps // groups} with num_consumer_groups={groups}"
    allowed = [1 << i for i in range(max_warps.bit_length())]
    one_of = ", ".join(map(str, allowed[:-1])) + f" or {allowed[-1]}"
    return (f"num_consumer_groups={groups} with num_warps={num_warps} makes {total} warps "
            f"(num_warps * num_consumer_groups), which is not one of {one_of}{where}; {fix}")


def num_stages_ok(v) -> bool:
    """Whether ``v`` is a valid ``num_stages`` value other than None: an int >= 0."""
    return is_int(v) and v >= 0


def load_other_ok(v) -> bool:
    """Whether ``v`` is a valid ``load_other`` value other than None: one of
    :data:`~tiledsl.knobs.LOAD_OTHER_FORMS`."""
    return isinstance(v, str) and v in LOAD_OTHER_FORMS
