"""The shared-memory buffer of a layout conversion pads its rows where that removes bank
conflicts (codegen.emitter.conversion_strides): a tensor-core accumulator converted for a
coalesced store."""
from pathlib import Path

import pytest

import tiledsl
from tiledsl.codegen import emitter
from tiledsl.codegen.layout import default_blocked

MM = Path(__file__).resolve().parent.parent / "examples" / "matmul.tile"


@pytest.fixture(autouse=True)
def _no_tma_stores(monkeypatch):
    """The matmul's result converts through the padded buffer when it is not stored by TMA
    (TILEDSL_TMA_STORE=0; test_tma_store.py has the staging tile)."""
    monkeypatch.setenv("TILEDSL_TMA_STORE", "0")


def _emit(**kw):
    from tiledsl import codegen

    k = tiledsl.load(MM).matmul.kernel
    facts = {"stride_ak": {"is_one": True}, "stride_bn": {"is_one": True},
             "stride_cn": {"is_one": True}}
    for p in ("c", "a", "b", "bias"):
        facts[p] = {"aligned16": True}
    for p in ("M", "N", "K", "stride_am", "stride_bk", "stride_cm"):
        facts[p] = {"div16": True}
    fn = k.lower(facts=facts, **kw)
    return codegen._emit_sites(fn, "cuda:sm_90a", 8, num_stages=3, tma=True)[0]


def test_the_matmul_epilogue_converts_through_padded_rows():
    src = _emit(BLOCK_M=128, BLOCK_N=128, BLOCK_K=64)
    line = next(ln for ln in src.splitlines() if "// layout conversion" in ln)
    assert "reinterpret_cast<__half*>(tl_smem + 0);  // layout conversion, rows padded to " \
           "136 elements" in line
    # the accumulator's halves are written at row * 136 + column
    body = src[src.index(line):]
    assert "* 136 +" in body[:4000]


def test_padding_takes_the_accumulator_writes_from_8_words_per_bank_to_1():
    seen = []
    orig = emitter.conversion_strides

    def spy(src, dst, size, warp_size):
        out = orig(src, dst, size, warp_size)
        rm = emitter._row_major(src.shape)
        seen.append((src.shape, size, emitter._bank_words(src, rm, size, warp_size),
                     emitter._bank_words(dst, rm, size, warp_size), out,
                     emitter._bank_words(src, out, size, warp_size),
                     emitter._bank_words(dst, out, size, warp_size)))
        return out

    emitter.conversion_strides = spy
    try:
        _emit(BLOCK_M=128, BLOCK_N=256, BLOCK_K=64)
    finally:
        emitter.conversion_strides = orig
    # (shape, bytes, writes and reads row-major, strides chosen, writes and reads with them)
    assert seen == [((128, 256), 2, 8, 4, [264, 1], 1, 4)]


def test_rows_that_do_not_span_the_banks_stay_row_major():
    a = default_blocked((64, 16), 1, [1, 0], 4, 32)
    b = default_blocked((64, 16), 4, [0, 1], 4, 32)
    assert emitter.conversion_strides(a, b, 4, 32) == [16, 1]  # 64-byte rows: not padded
    # a conversion whose accesses are already conflict-free keeps row-major strides
    c = default_blocked((64, 64), 4, [1, 0], 4, 32)
    d = default_blocked((64, 64), 2, [1, 0], 4, 32)
    assert emitter._bank_words(c, [64, 1], 4, 32) == 4
    assert emitter.conversion_strides(c, d, 4, 32) == [64, 1]
