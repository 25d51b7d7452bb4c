"""Where the fuzzer's decisions come from.

The generator asks every question through :meth:`Chooser.int` (an integer in ``[lo, hi]``),
so one generated case is a pure function of its *choice sequence*:

* :class:`HypothesisChooser` draws each answer with ``st.integers`` (hypothesis shrinks the
  sequence, and the case with it, when a property fails);
* :class:`RandomChooser` draws from ``random.Random`` and records the answers (fast, for the
  many-kernel GPU run);
* :class:`ReplayChooser` replays a recorded sequence (answers out of range are clamped; past
  the end every answer is ``lo``, the simplest), which is what :mod:`.shrink` edits.

Generators order their options simplest first, so smaller answers mean simpler cases.
"""
from __future__ import annotations

import random


class Chooser:
    """Base class: subclasses implement :meth:`int`."""

    def int(self, lo: int, hi: int) -> int:  # pragma: no cover - abstract
        raise NotImplementedError

    def choice(self, seq):
        """One element of ``seq`` (earlier elements are simpler)."""
        return seq[self.int(0, len(seq) - 1)]

    def flag(self, percent: int) -> bool:
        """True with about ``percent``% probability; False when shrunk."""
        return self.int(0, 99) >= 100 - percent

    def span(self, label: str):
        """A context manager marking the answers of one structural unit (an expression, a
        statement), which :mod:`.shrink` can delete or replace by a nested unit."""
        return _Span(self, label)


class _Span:
    def __init__(self, ch, label):
        self.ch, self.label = ch, label

    def __enter__(self):
        rec = getattr(self.ch, "choices", None)
        self.start = len(rec) if rec is not None else 0
        return self

    def __exit__(self, *exc):
        rec = getattr(self.ch, "choices", None)
        if rec is not None and exc[0] is None:
            self.ch.spans.append((self.start, len(rec), self.label))
        return False


class HypothesisChooser(Chooser):
    """Answers drawn by hypothesis (inside ``st.composite`` or ``st.data()``)."""

    def __init__(self, draw):
        from hypothesis import strategies as st

        self._draw = draw
        self._st = st

    def int(self, lo: int, hi: int) -> int:
        return self._draw(self._st.integers(lo, hi))


class RandomChooser(Chooser):
    """Answers from ``random.Random(seed)``; ``choices`` records them for replay."""

    def __init__(self, seed: int):
        self.rng = random.Random(seed)
        self.choices: list[int] = []
        self.spans: list[tuple] = []

    def int(self, lo: int, hi: int) -> int:
        v = self.rng.randint(lo, hi)
        self.choices.append(v - lo)
        return v


class ReplayChooser(Chooser):
    """Replays ``choices`` (offsets from ``lo``, as :class:`RandomChooser` records them)."""

    def __init__(self, choices):
        self.source = list(choices)
        self.pos = 0
        self.choices: list[int] = []
        self.spans: list[tuple] = []

    def int(self, lo: int, hi: int) -> int:
        raw = self.source[self.pos] if self.pos < len(self.source) else 0
        self.pos += 1
        v = lo + min(max(raw, 0), hi - lo)
        self.choices.append(v - lo)
        return v
