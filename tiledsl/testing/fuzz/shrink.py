"""Shrinking a failing case by editing its choice sequence, the way hypothesis does.

A generated case is a pure function of the answers its generator got (:mod:`.choices`), and
generators order their options simplest first. :func:`shrink` therefore searches for a
shortlex-smaller answer sequence that still fails *in the same way*: it deletes runs of
answers, zeroes them, and lowers single answers (to zero, then by halving), keeping every
change that preserves the failure, until no pass helps or the budget of test runs is spent.

It exists because hypothesis has no public API to shrink an example that it did not generate
itself (the GPU run generates its kernels with :class:`~.choices.RandomChooser` to batch
them); under ``@given`` hypothesis shrinks natively with the same choices.
"""
from __future__ import annotations

from typing import Callable


def _key(seq):
    return (len(seq), list(seq))


def shrink(choices, fails: Callable[[list], "tuple | None"], budget: int = 400,
           spans=()) -> list:
    """The smallest answer sequence found that still fails.

    ``fails(seq)`` replays ``seq`` and returns ``(answers, spans)`` (the answers the
    generator actually used, and the spans it marked, see
    :meth:`~.choices.Chooser.span`) when the case fails the same way, else None. ``spans``
    are those of ``choices``. Passes, repeated while they help: replace a span by a nested
    span of the same kind (an expression by its operand, a statement by a nested statement),
    delete a span, zero a span, delete runs of answers, zero them, lower single answers.
    ``budget`` caps the calls of ``fails``. Returns ``choices`` when nothing smaller fails.
    """
    best = list(choices)
    best_spans = list(spans)
    calls = 0

    def attempt(seq) -> bool:
        nonlocal best, best_spans, calls
        if calls >= budget or _key(seq) >= _key(best):
            return False
        calls += 1
        got = fails(seq)
        if got is None:
            return False
        used = list(got[0])
        while len(used) > len(seq) and used and used[-1] == 0:
            used.pop()
        if _key(used) < _key(best):
            best, best_spans = used, list(got[1])
            return True
        return False

    def current(label=None):
        return [t for t in sorted(best_spans, key=lambda t: (t[0] - t[1], t[0]))
                if t[1] <= len(best) and (label is None or t[2] == label)]

    def delete_units() -> bool:
        """Delete whole statements and outputs, largest first."""
        for s, e, label in current():
            if calls >= budget:
                return False
            if label in ("stmt", "output") and attempt(best[:s] + best[e:]):
                return True
        return False

    def children(s, e, label):
        inner = [(s2, e2) for s2, e2, l2 in best_spans
                 if l2 == label and s <= s2 and e2 <= e and (s2, e2) != (s, e)]
        return [(a, b) for a, b in inner
                if not any(a2 <= a and b <= b2 and (a2, b2) != (a, b) for a2, b2 in inner)]

    def simplify_units() -> bool:
        """Replace a unit by one of its direct sub-units of the same kind (an expression by
        an operand), else zero its answers (its simplest form)."""
        for s, e, label in current():
            if calls >= budget:
                return False
            for s2, e2 in children(s, e, label):
                if attempt(best[:s] + best[s2:e2] + best[e:]):
                    return True
            if label == "expr" and any(best[s:e]) and \
                    attempt(best[:s] + [0] * (e - s) + best[e:]):
                return True
        return False

    def span_passes() -> bool:
        return delete_units() or simplify_units()

    improved = True
    while improved and calls < budget:
        improved = False
        while calls < budget and span_passes():
            improved = True
        for size in (8, 4, 2, 1):
            i = 0
            while i + size <= len(best) and calls < budget:
                if attempt(best[:i] + best[i + size:]):
                    improved = True
                else:
                    i += 1
        for size in (8, 4, 2, 1):
            i = 0
            while i + size <= len(best) and calls < budget:
                if any(best[i:i + size]) and attempt(best[:i] + [0] * size + best[i + size:]):
                    improved = True
                i += 1
        for i in range(len(best)):
            if calls >= budget:
                break
            v = best[i] if i < len(best) else 0
            while v > 0 and calls < budget:
                smaller = v // 2
                if attempt(best[:i] + [smaller] + best[i + 1:]):
                    improved = True
                    v = best[i] if i < len(best) else 0
                elif v - 1 != smaller and attempt(best[:i] + [v - 1] + best[i + 1:]):
                    improved = True
                    v = best[i] if i < len(best) else 0
                else:
                    break
    return best
