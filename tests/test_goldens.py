"""Golden files of every example at its default configuration: the IR text and the generated
CUDA and HIP (``tests/golden/<example>.ir``, ``.cu``, ``.hip``), so that a change to lowering,
the passes or the generated code shows in review as a diff of these files.

Refresh them after an intended change with one command (docs/testing.md):

    TILEDSL_ACCEPT=1 python -m pytest -q tests/test_goldens.py
"""
from __future__ import annotations

import os
from pathlib import Path

import pytest

import tiledsl

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = Path(__file__).resolve().parent / "golden"

#: each example's default configuration: the constexprs its kernel has no default for; a
#: file whose kernels are not named after it has one entry per kernel, "FILE.KERNEL"
DEFAULTS = {
    "vector_add": {},
    "softmax": {"BLOCK": 1024},
    "layernorm": {"BLOCK": 4096},
    "matmul": {},
    "attention": {"HEAD_DIM": 64},
    "gpt2_block.linear": {"EPILOGUE": "residual"},
}

STAGES = {
    "ir": lambda k, spec: k.ir(**spec),
    "cu": lambda k, spec: k.emit("cuda", **spec),
    "hip": lambda k, spec: k.emit("hip", **spec),
}


def _accept() -> bool:
    return os.environ.get("TILEDSL_ACCEPT", "").strip().lower() in ("1", "true", "yes", "on")


@pytest.mark.parametrize("stage", sorted(STAGES))
@pytest.mark.parametrize("name", sorted(DEFAULTS))
def test_golden(name, stage):
    file, _, kernel_name = name.partition(".")
    kernel = getattr(tiledsl.load(ROOT / "examples" / f"{file}.tile"), kernel_name or file)
    text = STAGES[stage](kernel, DEFAULTS[name])
    path = GOLDEN / f"{name}.{stage}"
    if _accept():
        path.write_text(text, encoding="utf-8")
        return
    assert path.exists(), f"{path} is missing; write it with TILEDSL_ACCEPT=1"
    expected = path.read_text(encoding="utf-8")
    assert text == expected, (f"{name} ({stage}) differs from {path.name}; if the change is "
                              f"intended: TILEDSL_ACCEPT=1 python -m pytest -q "
                              f"tests/test_goldens.py")


def test_every_example_has_a_default_configuration():
    files = {name.partition(".")[0] for name in DEFAULTS}
    assert sorted(files) == sorted(p.stem for p in (ROOT / "examples").glob("*.tile"))
