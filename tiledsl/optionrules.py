"""The rules for the values of the launch options, written once for the three places that
check them: the code generator (``codegen.emit``), the launch
(:func:`tiledsl.launch.options.check_options`) and the autotuner's ``Config``. Each caller
raises its own error, with its own message; the rule is the same everywhere:

* :func:`num_warps_ok`: a power of two from 1 to 32;
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


def num_stages_ok(v) -> bool:
    """Whether ``v`` is a valid ``num_stages`` value other than None: an int >= 0."""
    return is_int(v) and v >= 0


def load_other_ok(v) -> bool:
    """Whether ``v`` is a valid ``load_other`` value other than None: one of
    :data:`~tiledsl.knobs.LOAD_OTHER_FORMS`."""
    return isinstance(v, str) and v in LOAD_OTHER_FORMS
