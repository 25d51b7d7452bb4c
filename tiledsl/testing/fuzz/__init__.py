"""Differential fuzzing of tiledsl: random valid ``.tile`` kernels and the oracles that
check its parts against each other.

* :mod:`.generate` (with :mod:`.choices`, :mod:`.data`, :mod:`.model`, :mod:`.render`):
  kernels and launches as a pure function of a choice sequence;
* :mod:`.ftypes`, :mod:`.fnumerics`, :mod:`.evaluate`: an independent numpy evaluator
  written from ``docs/language.md``;
* :mod:`.oracles`: batched == one by one, interpreter == evaluator, ``nvcc`` compiles
  (batched with :mod:`.batch`), GPU == interpreter (:mod:`.gpu`);
* :mod:`.shrink`, :mod:`.runner`, :mod:`.corpus`: campaigns, shrinking, saved findings;
* :mod:`.frontend`: hostile text for the front end (mutated repository kernels, a grid of
  wrong-kind arguments): success or a located TileError, never a crash.

:func:`kernels` is the hypothesis strategy of generated cases.
"""
from __future__ import annotations

from .generate import FuzzConfig, generate_case


def kernels(config: FuzzConfig = FuzzConfig(), name: str = "fuzz"):
    """A hypothesis strategy of generated :class:`~.model.Case` objects (kernel + launch);
    hypothesis shrinks a failing case through the generator's choices."""
    from hypothesis import strategies as st

    from .choices import HypothesisChooser

    @st.composite
    def cases(draw):
        return generate_case(HypothesisChooser(draw), config, name)

    return cases()


__all__ = ["FuzzConfig", "generate_case", "kernels"]
