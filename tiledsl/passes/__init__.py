"""The pass pipeline: IR → IR, one pass per file, in one readable order.

Order matters:
1. ``constfold`` first: it turns the checker's constant flags (``break``/``return``
   bookkeeping) and constant broadcasts into constants and inlines ``if``s on them;
2. ``cse`` next, over the folded IR, so that equal expressions left by inlining merge;
3. ``dce`` last, to drop what folding and CSE left unused.
The pipeline repeats until nothing changes (at most 4 rounds). With ``TILEDSL_DEBUG=1`` the
verifier runs after every pass.
"""
from __future__ import annotations

from ..depth import deep_recursion
from ..errors import debug_enabled, internal_errors
from ..ir import Function
from . import constfold, cse, dce

PIPELINE = (
    ("constfold", constfold.run),
    ("cse", cse.run),
    ("dce", dce.run),
)


def run_pipeline(fn: Function, max_rounds: int = 4) -> Function:
    """Run every pass of :data:`PIPELINE` on ``fn`` in place and return it."""
    from ..verify import verify

    with internal_errors(fn.loc, f"optimizing kernel {fn.name}"), deep_recursion():
        for _ in range(max_rounds):
            changed = False
            for name, p in PIPELINE:
                changed |= bool(p(fn))
                if debug_enabled():
                    verify(fn)
            if not changed:
                break
    return fn
