"""docs/codegen.md and docs/launch.md say how many pipeline stages the overlap of attention's
second dot needs (``TILEDSL_DOT_OVERLAP``, codegen/overlap.py): what they say is what the
emitted source does."""
from __future__ import annotations

import re

import pytest

import tiledsl
from conftest import EXAMPLES, ROOT

OVERLAPPED = "pipeline: the second dot (attention.tile:"
NOT = "pipeline: the second dot is not overlapped: it needs"


def _documented() -> dict:
    """{warp specialized: the least number of stages} from docs/codegen.md's sentence."""
    text = " ".join((ROOT / "docs" / "codegen.md").read_text(encoding="utf-8").split())
    m = re.search(r"the overlap needs \*\*(\d+) stages with a producer warpgroup and (\d+) "
                  r"without\*\*", text)
    assert m, "docs/codegen.md no longer says how many stages the overlap needs"
    return {True: int(m.group(1)), False: int(m.group(2))}


def _emit(stages: int, ws: bool) -> str:
    k = tiledsl.load(EXAMPLES / "attention.tile").attention.kernel
    # what ``tiledsl emit --aligned`` assumes: aligned arrays, sizes and strides of 16s
    facts = {p.name: {"aligned16": True} if p.kind == "pointer" else {"div16": True}
             for p in k.params if p.kind == "pointer" or str(p.dtype).startswith("i")}
    return k.emit("cuda:sm_90a", num_warps=8, num_stages=stages, facts=facts, HEAD_DIM=64,
                  BLOCK_M=128, BLOCK_N=64, WARP_SPECIALIZE=ws)


@pytest.mark.parametrize("ws", [True, False])
def test_the_documented_stage_counts_are_where_the_overlap_starts(ws, monkeypatch):
    monkeypatch.delenv("TILEDSL_DOT_OVERLAP", raising=False)
    least = _documented()[ws]
    below, at = _emit(least - 1, ws), _emit(least, ws)
    assert NOT in below and OVERLAPPED not in below
    assert OVERLAPPED in at and NOT not in at


def test_launch_md_gives_the_same_stage_counts():
    doc = (ROOT / "docs" / "launch.md").read_text(encoding="utf-8")
    row = next(line for line in doc.splitlines() if line.startswith("| `TILEDSL_DOT_OVERLAP`"))
    want = _documented()
    assert (f"at least {want[True]} stages with warp specialization and {want[False]} without"
            in row), row


def test_launch_md_lists_every_code_generation_variable():
    """The paragraph after launch.md's variable table names knobs.CODEGEN, every one."""
    from tiledsl import knobs

    doc = " ".join((ROOT / "docs" / "launch.md").read_text(encoding="utf-8").split())
    m = re.search(r"The code-generation variables \(`knobs\.CODEGEN`: (.*?)\) are read", doc)
    assert m, "docs/launch.md no longer lists the code-generation variables"
    names = ["TILEDSL" + n if n.startswith("_") else n
             for n in re.findall(r"`(TILEDSL_[A-Z_]+|_[A-Z_]+)`", m.group(1))]
    assert sorted(names) == sorted(knobs.CODEGEN)
