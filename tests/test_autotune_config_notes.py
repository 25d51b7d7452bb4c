"""A compile error that an autotuning configuration's constexprs cause is located at the use
of the value, and names the configuration in a note (a new user could not tell which
Config set the bad value)."""
from __future__ import annotations

import numpy as np
import pytest

import tiledsl

SRC = """
@autotune(configs=[{configs}], key=["n"])
kernel k(x: *fp32, n: i32, BLOCK: constexpr = 16, WS: constexpr = False):
    acc = zeros((BLOCK,), fp32)
    for i in range(0, n, BLOCK, warp_specialize=WS):
        acc = acc + load(x + i + arange(0, BLOCK), mask=i + arange(0, BLOCK) < n, other=0.0)
    store(x + arange(0, BLOCK), acc)
"""
MESSAGE = ("t.tile:5:49: range()'s warp_specialize must be a compile-time bool (True, False or "
           "a constexpr), got the constant {v}\n"
           "        for i in range(0, n, BLOCK, warp_specialize=WS):\n"
           "                                                    ^^\n")


def _error(configs: str, monkeypatch, tmp_path):
    monkeypatch.setenv("TILEDSL_CACHE_DIR", str(tmp_path))
    k = tiledsl.compile(SRC.format(configs=configs), filename="t.tile").k
    with pytest.raises(tiledsl.TileError) as e:
        k[(1,)](np.ones(40, np.float32), 40)
    return str(e.value)


def test_the_one_configuration_is_named(monkeypatch, tmp_path):
    assert _error("Config(BLOCK=16, WS=1)", monkeypatch, tmp_path) == MESSAGE.format(v=1) + (
        "note: specialized under the autotuning configuration "
        "Config(BLOCK=16, WS=1, num_warps=4)")


def test_on_the_interpreter_the_configuration_it_runs_is_named(monkeypatch, tmp_path):
    """The interpreter runs one configuration (the first, or ``interpreter_config``) without
    tuning: that one is named."""
    assert _error("Config(BLOCK=16, WS=1), Config(BLOCK=32, WS=True)", monkeypatch,
                  tmp_path) == MESSAGE.format(v=1) + (
        "note: specialized under the autotuning configuration "
        "Config(BLOCK=16, WS=1, num_warps=4)")


def test_a_good_configuration_gets_no_note(monkeypatch, tmp_path):
    monkeypatch.setenv("TILEDSL_CACHE_DIR", str(tmp_path))
    k = tiledsl.compile(SRC.format(configs="Config(BLOCK=16, WS=True), Config(BLOCK=16, WS=1)"),
                        filename="t.tile").k
    x = np.arange(40, dtype=np.float32)
    want = x[0:16] + x[16:32] + np.concatenate([x[32:40], np.zeros(8, np.float32)])
    k[(1,)](x, 40)
    np.testing.assert_array_equal(x[:16], want)


def test_an_option_not_applied_while_tuning_warns_at_the_callers_launch(monkeypatch, tmp_path):
    """The tuner compiles in worker threads; a warp_specialize that the code generator does
    not apply (here: sm_80, no TMA) is warned once per configuration from the caller's
    thread, at the launch line, not at a line of the thread pool."""
    import sys

    from _autotune_fakes import FakeBackend

    from tiledsl import codegen

    class Emitting(FakeBackend):
        def compile(self, fn, config):
            codegen.emit(fn, target="cuda:sm_80", num_warps=config.num_warps)
            super().compile(fn, config)

    monkeypatch.setenv("TILEDSL_CACHE_DIR", str(tmp_path))
    src = SRC.format(configs="Config(BLOCK=16, WS=True), Config(BLOCK=16, WS=True, "
                             "num_warps=8), Config(BLOCK=16)")
    k = tiledsl.autotune(tiledsl.compile(src, filename="t.tile").k, backend=Emitting(),
                         progress=False)
    x = np.ones(40, np.float32)
    with pytest.warns(tiledsl.TileOptionWarning) as got:
        line = sys._getframe().f_lineno + 1  # the next line's
        k[(1,)](x, 40)
    msgs = sorted(str(w.message) for w in got if w.category is tiledsl.TileOptionWarning)
    assert msgs == [f"kernel k (BLOCK=16, WS=True; num_warps={w}; cuda:sm_80): warp_specialize "
                    f"is not applied: it needs TMA copies: sm_90a, with TILEDSL_TMA on and no "
                    f"check=\"bounds\"" for w in (4, 8)]
    assert {(w.filename, w.lineno) for w in got
            if w.category is tiledsl.TileOptionWarning} == {(__file__, line)}
