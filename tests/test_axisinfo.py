"""The code generator's axis analysis (codegen/axisinfo.py) against values computed by hand:
a wrong divisibility makes the generated code issue misaligned 16-byte accesses."""
from __future__ import annotations

import pytest

import tiledsl
from tiledsl.analysis.axisinfo import analyze
from tiledsl.ir import Op, walk_block

SRC = """kernel k(x: *fp16, o: *fp16):
    pid = program_id(0)
    r = (pid * 16 + arange(0, 16)) * {F}
    offs = r[:, None] + arange(0, 64)[None, :]
    store(o + offs, load(x + offs))
"""


def ptr_info(src):
    fn = tiledsl.compile(src).k.lower(facts={"x": {"aligned16": True},
                                             "o": {"aligned16": True}})
    info = analyze(fn)
    loads = [op for op in walk_block(fn.body) if op.op is Op.LOAD]
    return info[loads[0].operands[0]], fn


@pytest.mark.parametrize("factor", [1, 2, 4, 16])
def test_a_product_with_contiguous_runs_keeps_only_the_factors_divisibility(factor):
    """Row i starts at byte 2 * factor * (16 pid + i): the largest power of two dividing every
    row start is 2 * factor (at most 16, the base pointer's alignment). Before the fix, (16 pid + arange) * 2 was taken as divisible by
    16 * 2 (Triton's MulIOp rule counts a factor with runs longer than 1 as divisibility 1),
    and factor 2 got 16-byte vectors on 4-byte-aligned rows."""
    info, _ = ptr_info(SRC.format(F=factor))
    assert info.contiguity[1] == 64
    assert info.divisibility[1] == min(2 * factor, 16)  # the base pointer: aligned16


def test_misaligned_rows_get_no_16_byte_vectors():
    src = tiledsl.compile(SRC.format(F=2)).k.emit(
        "cuda", facts={"x": {"aligned16": True}, "o": {"aligned16": True}})
    assert "tl_vec<__half, 8>" not in src
    assert "tl_vec<__half, 2>" in src  # 4-byte rows: pairs of halves
