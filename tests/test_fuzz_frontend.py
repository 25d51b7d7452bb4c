"""The front-end fuzzer: mutated sources of every kernel in the repository (examples/, the
tests' .tile files and the kernels written in tests/*.py) give success or a located
TileError, never an InternalError or another exception, and none runs past the time limit.
bench/fuzz_frontend.py runs the same engine on many more inputs."""
from __future__ import annotations

import random
from pathlib import Path

import pytest

from tiledsl.testing.fuzz.frontend import TIME_LIMIT, corpus, findings, mutants, mutate, tokens

ROOT = Path(__file__).resolve().parent.parent
CORPUS = corpus(ROOT)
#: (seed, inputs) of each CI run: deterministic
RUNS = [(seed, 1000) for seed in range(4)]


def test_the_corpus_holds_every_example_and_test_kernel():
    names = {name for name, _ in CORPUS}
    for path in sorted(ROOT.glob("examples/*.tile")):
        assert str(path.relative_to(ROOT)) in names
    assert any(name.startswith("tests/fuzz_regressions/") for name in names)
    assert sum(1 for name in names if "#" in name) > 50  # kernels inside tests/*.py


@pytest.mark.parametrize("seed, n", RUNS)
def test_mutated_kernels_give_success_or_a_located_error(seed, n):
    counts, bad = findings(mutants(CORPUS, seed, n), limit=TIME_LIMIT)
    assert not bad, "\n\n".join(f"{label}: {kind}: {detail}\n{text}"
                                for label, kind, detail, text in bad[:3])
    assert sum(counts.values()) == n and counts.get("ok", 0) > 0 and counts.get("error", 0) > 0


def test_mutation_is_deterministic_and_tokens_round_trip():
    text = dict(CORPUS)["examples/softmax.tile"]
    assert "".join(tokens(text)) == text
    assert mutate(text, random.Random(5)) == mutate(text, random.Random(5))
    assert list(mutants(CORPUS, 3, 20)) == list(mutants(CORPUS, 3, 20))
