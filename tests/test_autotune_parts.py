"""The pieces of the autotuner on their own: ``assert_configs_agree``, the output comparison
and its tolerances, layout-keeping copies and poison, the progress bar and the
``TILEDSL_PRINT_AUTOTUNING`` table, heuristic expressions, the timing plan."""
from __future__ import annotations

import io

import numpy as np
import pytest

import tiledsl
from tiledsl import DType
from tiledsl.autotune import Config, arrays, assert_configs_agree, guard, report, timing
from tiledsl.autotune.expr import cdiv, next_power_of_2

from _autotune_fakes import INCREMENT, SCALE, FakeBackend, cdiv_grid, floor_grid

N = 1000


@pytest.fixture(autouse=True)
def cache(tmp_path, clean_env):
    clean_env.setenv("TILEDSL_CACHE_DIR", str(tmp_path / "cache"))


def tuned(src=SCALE, configs=(Config(BLOCK=8), Config(BLOCK=16), Config(BLOCK=4))):
    k = next(iter(tiledsl.compile(src, "t.tile")))
    return tiledsl.autotune(k, configs=list(configs), key=["n"], progress=False)


# ------------------------------------------------------------------ assert_configs_agree
def test_configs_agree_returns_each_configs_outputs():
    x = np.arange(N, dtype=np.float32)
    out = np.zeros_like(x)
    res = assert_configs_agree(tuned(), cdiv_grid, (out, x, N))
    assert list(res) == ["BLOCK=8 num_warps=4", "BLOCK=16 num_warps=4", "BLOCK=4 num_warps=4"]
    for outputs in res.values():
        assert list(outputs) == ["out"] and (outputs["out"] == 2 * x).all()
    assert (out == 0).all()                          # the caller's array is never written


def test_configs_disagree_is_an_assertion_naming_each_bad_config():
    x = np.arange(N, dtype=np.float32)
    with pytest.raises(AssertionError) as info:
        assert_configs_agree(tuned(), floor_grid, (np.zeros_like(x), x, N))
    text = str(info.value)
    assert text.startswith("scale: 1 of 3 configurations do not agree on the interpreter:")
    assert ("Config(BLOCK=16, num_warps=4) disagrees with Config(BLOCK=8, num_warps=4): 'out' "
            "differs from the reference in 8 of 1000 elements; first at [992]: got nan, "
            "expected 1984.0") in text
    assert "BLOCK=4," not in text                     # 1000 = 250 * 4: no tail lost


def test_configs_agree_reports_interpreter_faults():
    src = SCALE.replace("load(x + offs, mask=m)", "load(x + offs)")   # unmasked: reads past n
    x = np.arange(N, dtype=np.float32)
    with pytest.raises(AssertionError) as info:
        assert_configs_agree(tuned(src), cdiv_grid, (np.zeros_like(x), x, N))
    text = str(info.value)
    assert "1 of 3 configurations" in text   # BLOCK=8 and 4 divide 1000: no lane past n
    assert "Config(BLOCK=16, num_warps=4): faults on the interpreter" in text
    assert "out-of-bounds load" in text


def test_configs_agree_on_an_in_place_kernel_starts_each_from_the_callers_values():
    x = np.arange(N, dtype=np.float32)
    res = assert_configs_agree(tuned(INCREMENT), cdiv_grid, (x, N))
    assert all((o["x"] == np.arange(N) + 1).all() for o in res.values())
    assert (x == np.arange(N)).all()


# ------------------------------------------------------------------------ comparison
def test_compare_tolerances_per_dtype():
    e = np.array([1.0, 2.0, 0.0], np.float16)
    assert guard.compare("c", DType.fp16, e.copy(), e) is None
    one_ulp = np.array([1.0, 2.001953125, 0.0], np.float16)     # 2.0 -> next fp16 value
    assert guard.compare("c", DType.fp16, one_ulp, e) is None
    off = np.array([1.01, 2.0, 0.0], np.float16)
    msg = guard.compare("c", DType.fp16, off, e)
    assert msg.startswith("'c' differs from the reference in 1 of 3 elements; first at [0]: "
                          "got 1.009765625, expected 1.0")
    assert msg.endswith("largest finite difference 0.009766 (rtol 0.002, atol 0.002)")
    # absolute part is relative to the largest magnitude: 0.5 next to 1000 is a rounding
    e = np.array([1.0, 1000.0, 0.0], np.float16)
    near0 = np.array([1.0, 1000.0, 0.5], np.float16)
    assert guard.compare("c", DType.fp16, near0, e) is None
    assert guard.compare("c", DType.fp16, near0, e, {"fp16": (0, 0)}) is not None
    assert guard.compare("i", DType.i32, np.array([1, 2]), np.array([1, 3])) == (
        "'i' differs from the reference in 1 of 2 elements; first at [1]: got 2, expected 3")
    assert guard.tolerance(DType.i8) == (0.0, 0.0)
    assert guard.tolerance(DType.bf16) == (1.6e-2, 8e-3)


def test_compare_nan_inf_and_shape():
    e = np.array([np.nan, np.inf, 1.0], np.float32)
    assert guard.compare("o", DType.fp32, e.copy(), e) is None
    g = np.array([np.nan, -np.inf, 1.0], np.float32)
    assert "first at [1]: got -inf, expected inf" in guard.compare("o", DType.fp32, g, e)
    assert guard.compare("o", DType.fp32, e[:2], e) == \
        "'o' has shape (2,), the reference (3,)"


# ------------------------------------------------------------------- arrays and poison
def test_host_clone_keeps_layout_bytes_and_alignment():
    base = np.arange(64, dtype=np.float32).reshape(8, 8)
    view = base[1:7:2, ::-2]                    # strided, negative stride, offset start
    c = arrays.host_clone(view)
    assert c.strides == view.strides and (c == view).all()
    lo, hi = arrays.extent(view.shape, view.strides, view.itemsize)
    assert (lo, hi) == (-24, 132)
    addr = lambda a: a.__array_interface__["data"][0]
    assert addr(c) % arrays.ALIGN == addr(view) % arrays.ALIGN
    raw_c, _ = arrays.host_bytes(c)
    raw_v, _ = arrays.host_bytes(view)
    assert (raw_c == raw_v).all() and raw_c.size == 156   # the gaps are copied too
    c[...] = -1
    assert (view >= 0).all()                    # a copy, not a view
    arrays.host_copy_into(c, view)
    assert (c == view).all()


@pytest.mark.parametrize("dt, bits", [(DType.fp16, 0x7E00), (DType.bf16, 0x7FC0),
                                      (DType.fp32, 0x7FC00000), (DType.i32, 0x5A5A5A5A),
                                      (DType.u8, 0x5A)])
def test_poison(dt, bits):
    a = np.zeros(5, dt.np)
    arrays.poison(a, dt)
    assert (a.view(f"u{a.itemsize}") == bits).all()
    if dt.is_float:
        assert np.isnan(a.astype(np.float32)).all()


def test_bool_is_not_poisoned():
    a = np.ones(3, np.bool_)
    arrays.poison(a, DType.i1)
    assert a.all()


# --------------------------------------------------------------------- progress, table
def test_progress_bar_fallback_draws_and_clears(monkeypatch):
    import builtins

    real_import = builtins.__import__

    def no_tqdm(name, *a, **k):
        if name == "tqdm":
            raise ImportError("no tqdm")
        return real_import(name, *a, **k)

    monkeypatch.setattr(builtins, "__import__", no_tqdm)
    s = io.StringIO()
    with report.Progress(4, "autotune k", enabled=True, stream=s) as p:
        p.step("compiled BLOCK=8")
        p.step("ok BLOCK=16")
    text = s.getvalue()
    assert "\rautotune k [######..................] 1/4 compiled BLOCK=8" in text
    assert "[############............] 2/4 ok BLOCK=16" in text
    assert text.endswith("\r" + " " * 160 + "\r")


def test_progress_bar_uses_tqdm_when_installed():
    pytest.importorskip("tqdm")
    s = io.StringIO()
    with report.Progress(2, "autotune k", enabled=True, stream=s) as p:
        p.step("x")
        p.step("y")
    assert "autotune k" in s.getvalue() and "2/2" in s.getvalue()


def test_progress_off_when_not_a_terminal():
    s = io.StringIO()
    p = report.Progress(3, "k", stream=s)
    p.step("a")
    p.close()
    assert not p.enabled and s.getvalue() == ""


def test_tuning_shows_a_progress_bar_when_asked(capsys):
    k = tiledsl.autotune(next(iter(tiledsl.compile(SCALE, "t.tile"))),
                         configs=[Config(BLOCK=8), Config(BLOCK=16)], key=["n"],
                         backend=FakeBackend(), progress=True)
    x = np.arange(N, dtype=np.float32)
    k[cdiv_grid](np.zeros_like(x), x, N)
    err = capsys.readouterr().err
    assert "autotune scale" in err and "4/4" in err


@pytest.mark.filterwarnings("ignore::tiledsl.autotune.AutotuneConfigWarning")
def test_print_autotuning_table(clean_env, capsys):
    clean_env.setenv("TILEDSL_PRINT_AUTOTUNING", "1")
    c8, c16 = Config(BLOCK=8), Config(BLOCK=16)
    k = tiledsl.autotune(next(iter(tiledsl.compile(SCALE, "t.tile"))), configs=[c8, c16],
                         key=["n"], backend=FakeBackend(ms={c8.key: 2.5, c16.key: 1.25}),
                         progress=False)
    x = np.arange(N, dtype=np.float32)
    k[floor_grid](np.zeros_like(x), x, N)
    lines = capsys.readouterr().err.splitlines()
    assert lines[0] == "tiledsl autotune: scale [n=1000 out:fp32 x:fp32]"
    assert lines[1].split() == ["config", "status", "ms", "from", "note"]
    assert lines[2].split()[:6] == ["BLOCK=8", "num_warps=4", "ok", "2.5000", "timed",
                                    "<-"]
    assert lines[3].split()[:5] == ["BLOCK=16", "num_warps=4", "wrong", "-", "timed"]
    assert "first at [992]: got nan, expected 1984.0" in lines[3]
    assert lines[4].startswith("  winner BLOCK=8 num_warps=4; 2 compiled, 1 timed, in ")
    assert lines[4].endswith("on FakeGPU 80GB")
    # a winner read back from the disk cache prints its table too, marked "stored"
    k2 = tiledsl.autotune(k, backend=FakeBackend())
    k2[floor_grid](np.zeros_like(x), x, N)
    table = capsys.readouterr().err
    assert "stored" in table and "0 compiled, 0 timed" in table


def test_print_env_values(clean_env):
    for v, on in (("1", True), ("yes", True), ("0", False), ("off", False), ("", False)):
        clean_env.setenv("TILEDSL_PRINT_AUTOTUNING", v)
        assert report.print_enabled() is on


# ------------------------------------------------------------------- expressions, timing
def test_triton_helpers():
    assert [next_power_of_2(n) for n in (0, 1, 2, 3, 100, 128, 129)] == \
        [1, 1, 2, 4, 128, 128, 256]
    assert [cdiv(a, 8) for a in (0, 1, 8, 9)] == [0, 1, 1, 2]
    assert (cdiv(7, -2), cdiv(-7, -2)) == (-2, 5)  # triton.cdiv's (a + b - 1) // b


def test_timing_plan_follows_triton():
    assert timing.plan(0.5, 25, 100) == (50, 200)
    assert timing.plan(500.0, 25, 100) == (1, 1)
    assert timing.plan(0.0, 25, 100) == (25_000_000, 100_000_000)
    assert timing.median([3.0, 1.0, 2.0, 10.0]) == 2.5
    with pytest.raises(ValueError):
        timing.median([])


def test_interpreter_backend_times_with_a_wall_clock():
    from tiledsl.autotune import InterpreterBackend

    calls = []
    times = InterpreterBackend(max_reps=2).time(lambda: calls.append("run"),
                                                lambda: calls.append("reset"), 1, 1e9, None)
    assert len(times) == 2 and all(t >= 0 for t in times)
    assert calls == ["reset", "run", "reset", "run", "reset", "run"]
