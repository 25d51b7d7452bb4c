"""Every saved fuzz finding in this folder stays fixed.

Each ``<name>.tile`` has a ``<name>.json`` with its launch and the oracle that failed
(``tiledsl.testing.fuzz.corpus``); the test re-runs that oracle on the saved kernel and
arguments (no generator involved): the interpreter against the expected arrays, batched
against one-by-one, ``nvcc`` (skipped without it), or the GPU (marked ``gpu``). Findings whose
bug is still open (``"status": "open"``) are expected failures that name the bug.
"""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tiledsl.testing.backends import gpu_unavailable
from tiledsl.testing.fuzz.corpus import check_finding, load_finding

HERE = Path(__file__).resolve().parent
FINDINGS = sorted(HERE.glob("*.tile"))


def _param(path: Path):
    f = load_finding(str(path))
    marks = []
    if f.oracle == "gpu":
        marks.append(pytest.mark.gpu)
    if f.status == "open":
        marks.append(pytest.mark.xfail(reason=f"open bug: {f.message.splitlines()[0]}",
                                       strict=False))
    return pytest.param(path, id=path.stem, marks=marks)


def test_findings_are_saved_in_pairs():
    assert FINDINGS, "no saved findings"
    for path in FINDINGS:
        assert path.with_suffix(".json").exists(), f"{path.name} has no .json launch"
        assert load_finding(str(path)).kernel in path.read_text()


@pytest.mark.parametrize("path", [_param(p) for p in FINDINGS])
def test_finding_stays_fixed(path):
    f = load_finding(str(path))
    if f.oracle == "nvcc" and shutil.which("nvcc") is None:
        pytest.skip("nvcc is not on PATH")
    if f.oracle == "gpu" and gpu_unavailable() is not None:
        pytest.skip(f"no GPU: {gpu_unavailable()}")
    assert check_finding(f) is None
