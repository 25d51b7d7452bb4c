"""Memoization per IR function: a result computed once for each ``ir.Function`` object, kept
as long as the function lives."""
from __future__ import annotations

import functools
import weakref


def per_function(compute):
    """Decorate ``compute(fn)`` so that it runs once per function object. The IR a result
    was computed from must not change afterwards (lowered, optimized kernels do not)."""
    memo: dict = {}

    @functools.wraps(compute)
    def wrapper(fn):
        key = id(fn)
        hit = memo.get(key)
        if hit is not None and hit[0]() is fn:
            return hit[1]
        result = compute(fn)
        memo[key] = (weakref.ref(fn, lambda _ref, key=key: memo.pop(key, None)), result)
        return result

    return wrapper
