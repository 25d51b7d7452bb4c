"""Python's recursion limit for walking deeply nested kernels.

A kernel may nest up to :data:`tiledsl.ast.MAX_NESTING` levels (ifs in ifs, a sum of thousands
of terms); the checker, the passes, the interpreter's compiler and the code generator walk
such trees recursively, a few frames a level. They run inside :func:`deep_recursion`.
"""
from __future__ import annotations

import contextlib
import sys

#: enough for MAX_NESTING levels at a few frames each, with a margin
LIMIT = 20000


@contextlib.contextmanager
def deep_recursion(limit: int = LIMIT):
    """Raise Python's recursion limit to at least ``limit`` inside the block, and restore it."""
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(max(old, limit))
    try:
        yield
    finally:
        sys.setrecursionlimit(old)
