"""Running a tuned kernel: the interpreter path, tuning on an injected backend (the fake GPU
of ``_autotune_fakes``: real interpreter runs, a fake clock), the correctness guard with
planted wrong configurations, in-place and atomic kernels, failures, pruning, the perf model,
heuristics, grid callables, the key, and launch-time errors."""
from __future__ import annotations

import sys

import numpy as np
import pytest

import tiledsl
from tiledsl.autotune import AutotuneConfigWarning, Config, use_backend
from tiledsl.errors import TileLaunchError

from _autotune_fakes import ACCUMULATE, INCREMENT, SCALE, FakeBackend, cdiv_grid, floor_grid

N = 1000
C8, C16, C64 = Config(BLOCK=8), Config(BLOCK=16), Config(BLOCK=64, num_warps=2)


@pytest.fixture(autouse=True)
def cache(tmp_path, clean_env):
    clean_env.setenv("TILEDSL_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path / "cache"


def kernel(src=SCALE, name=None):
    mod = tiledsl.compile(src, "t.tile")
    return mod[name] if name else next(iter(mod))


def tuned(configs=(C8, C16, C64), key=("n",), src=SCALE, **kw):
    kw.setdefault("progress", False)
    return tiledsl.autotune(kernel(src), configs=list(configs), key=list(key), **kw)


def data(n=N):
    x = np.arange(n, dtype=np.float32) - 17.0
    return x, np.zeros_like(x)


# ----------------------------------------------------------------------- interpreter path
def test_interpreter_uses_the_first_config_and_times_nothing():
    k = tuned()
    x, out = data()
    k[floor_grid](out, x, N)         # BLOCK=8 divides 1000: all of out is written
    assert (out == 2 * x).all()
    assert k.last_tuning is None and k.winners == {} and k.num_tunings == 0
    assert list(k.kernel.cache.values())[0].fn.constexprs == {"BLOCK": 8}


def test_interpreter_uses_the_named_config():
    k = tuned(interpreter_config=1)
    x, out = data()
    k[floor_grid](out, x, N)         # BLOCK=16 drops the 8-element tail
    assert (out[:992] == 2 * x[:992]).all() and (out[992:] == 0).all()


def test_config_keyword_forces_a_configuration_anywhere():
    k = tuned()
    fake = FakeBackend()
    x, out = data()
    with use_backend(fake):
        k[cdiv_grid](out, x, N, config=C64)
        k[cdiv_grid](out, x, N, config=2)
    assert fake.compiled == [] and fake.timed == []
    assert (out == 2 * x).all()


def test_interpret_env_skips_tuning_even_with_a_backend(clean_env):
    clean_env.setenv("TILEDSL_INTERPRET", "1")
    k = tuned()
    fake = FakeBackend()
    x, out = data()
    with use_backend(fake):
        k[cdiv_grid](out, x, N)
    assert fake.compiled == [] and (out == 2 * x).all()


# ----------------------------------------------------------------------------- tuning
def test_fastest_config_wins_and_is_reused_in_memory():
    fake = FakeBackend(ms={C8.key: 3.0, C16.key: 1.0, C64.key: 2.0})
    k = tuned(backend=fake)
    x, out = data()
    k[cdiv_grid](out, x, N)
    assert (out == 2 * x).all()
    assert sorted(fake.compiled) == sorted([C8.key, C16.key, C64.key])
    assert fake.timed == [C8.key, C16.key, C64.key]
    assert k.last_tuning.winner == C16
    rows = {r[0]: r[1:3] for r in k.last_tuning.rows}
    assert rows == {C8.key: ("ok", 3.0), C16.key: ("ok", 1.0), C64.key: ("ok", 2.0)}
    # the winner ran last, on the caller's arrays, through the base kernel
    fns = [s.fn.constexprs["BLOCK"] for s in k.kernel.cache.values()]
    assert sorted(fns) == [8, 16, 64]
    out[:] = 0
    k[cdiv_grid](out, x, N)
    assert fake.timed == [C8.key, C16.key, C64.key] and k.num_tunings == 1
    assert (out == 2 * x).all()


def test_new_key_value_tunes_again():
    fake = FakeBackend()
    k = tuned(backend=fake)
    x, out = data()
    k[cdiv_grid](out, x, N)
    k[cdiv_grid](out, x, N - 1)
    assert k.num_tunings == 2 and len(fake.timed) == 6 and len(k.winners) == 2


def test_scalar_not_in_key_does_not_retune():
    fake = FakeBackend()
    k = tuned(key=(), backend=fake)
    x, out = data()
    k[cdiv_grid](out, x, N)
    k[cdiv_grid](out, x, N - 1)
    assert k.num_tunings == 1 and len(fake.timed) == 3


def test_array_dtypes_always_count_in_the_key():
    src = SCALE.replace("out: *fp32, x: *fp32", "out, x")
    fake = FakeBackend()
    k = tuned(src=src, backend=fake)
    x, out = data()
    k[cdiv_grid](out, x, N)
    k[cdiv_grid](out.astype(np.float64), x.astype(np.float64), N)
    assert k.num_tunings == 2
    parts = k.key_parts({"out": out, "x": x, "n": N})
    assert parts == ({"n": N}, {"out": "fp32", "x": "fp32"}, {})


def test_array_in_key_contributes_its_shape():
    k = tuned(key=("x", "n"))
    x, out = data()
    assert k.key_parts({"out": out, "x": x, "n": np.int32(5)})[0] == \
        {"x": {"shape": [N]}, "n": 5}


def test_compile_runs_in_a_thread_pool_in_parallel():
    import threading

    seen, gate = set(), threading.Barrier(3, timeout=10)

    class Parallel(FakeBackend):
        def compile(self, fn, config):
            gate.wait()            # all three compiles must be in flight at once
            seen.add(threading.get_ident())
            super().compile(fn, config)

    fake = Parallel()
    k = tuned(backend=fake, compile_workers=3)
    x, out = data()
    k[cdiv_grid](out, x, N)
    assert len(seen) == 3 and len(fake.compiled) == 3


# ------------------------------------------------------------------------ the guard
def test_guard_excludes_a_planted_wrong_config_even_when_fastest():
    # BLOCK=16 and BLOCK=64 forget the tail with a floor grid; they are also "fastest"
    fake = FakeBackend(ms={C8.key: 5.0, C16.key: 1.0, C64.key: 0.5})
    k = tuned(backend=fake)
    x, out = data()
    with pytest.warns(AutotuneConfigWarning) as caught:
        line = sys._getframe().f_lineno + 1  # the launch's line: where the warning points
        k[floor_grid](out, x, N)
    (w,) = caught
    assert (w.filename, w.lineno) == (__file__, line)
    lines = str(w.message).splitlines()
    assert lines[0] == ("tiledsl autotune: scale: 2 of 3 configurations excluded for n=1000 "
                        "out:fp32 x:fp32:")
    assert lines[1].startswith("  Config(BLOCK=16, num_warps=4): wrong: disagrees with BLOCK=8")
    assert lines[2].startswith("  Config(BLOCK=64, num_warps=2): wrong: disagrees with BLOCK=8")
    assert k.last_tuning.winner == C8
    assert (out == 2 * x).all()
    rows = {r[0]: r for r in k.last_tuning.rows}
    assert rows[C16.key][1] == "wrong" and rows[C64.key][1] == "wrong"
    assert fake.timed == [C8.key]          # wrong configs are never timed
    detail = rows[C16.key][4]
    assert detail.startswith("disagrees with BLOCK=8 num_warps=4: 'out' differs from the "
                             "reference in 8 of 1000 elements; first at [992]: got nan, "
                             "expected 1950.0")
    assert "an element never written" in detail
    assert "in 40 of 1000 elements; first at [960]" in rows[C64.key][4]


@pytest.mark.filterwarnings("ignore::tiledsl.autotune.AutotuneConfigWarning")
def test_guard_off_lets_the_fastest_win_even_if_wrong():
    fake = FakeBackend(ms={C8.key: 5.0, C16.key: 1.0, C64.key: 0.5})
    k = tuned(backend=fake, check=False)
    x, out = data()
    k[floor_grid](out, x, N)
    assert k.last_tuning.winner == C64 and (out[960:] == 0).all()


class MiscompilesBlock16(FakeBackend):
    """A backend whose code for BLOCK=16 is wrong (out[3] comes out negated), as a code
    generator bug would be: the interpreter runs the same IR correctly."""

    def launch(self, fn, grid, values, config):
        super().launch(fn, grid, values, config)
        if config == C16:
            values[0][3] = -values[0][3]


@pytest.mark.filterwarnings("ignore::tiledsl.autotune.AutotuneConfigWarning")
def test_interpreter_reference_blames_the_right_config():
    fake = MiscompilesBlock16(ms={C16.key: 1.0, C8.key: 2.0})
    k = tuned(configs=(C16, C8), backend=fake, reference="interpreter")
    x, out = data()
    k[cdiv_grid](out, x, N)
    rows = {r[0]: r for r in k.last_tuning.rows}
    assert rows[C16.key][1] == "wrong" and rows[C8.key][1] == "ok"
    assert rows[C16.key][4].startswith(
        "disagrees with the interpreter (BLOCK=16 num_warps=4): 'out' differs from the "
        "reference in 1 of 1000 elements; first at [3]: got 28.0, expected -28.0")
    assert k.last_tuning.winner == C8 and (out == 2 * x).all()


@pytest.mark.filterwarnings("ignore::tiledsl.autotune.AutotuneConfigWarning")
def test_first_config_reference_blames_the_others_when_the_first_is_wrong():
    fake = MiscompilesBlock16(ms={C16.key: 1.0, C8.key: 2.0})
    k = tuned(configs=(C16, C8), backend=fake)
    x, out = data()
    k[cdiv_grid](out, x, N)
    assert [r[1] for r in k.last_tuning.rows] == ["ok", "wrong"]


def test_caller_arrays_are_untouched_until_the_winner_runs_once():
    fake = FakeBackend()
    k = tuned(src=INCREMENT, configs=(C8, C16, C64), backend=fake)
    x = np.arange(N, dtype=np.float32)
    k[cdiv_grid](x, N)
    # three check runs and three timings happened on copies: x was incremented exactly once
    assert (x == np.arange(N, dtype=np.float32) + 1).all()
    assert fake.launched.count(C8.key) >= 2


def test_in_place_kernel_configs_agree_after_restores():
    fake = FakeBackend()
    k = tuned(src=INCREMENT, configs=(C8, C16, C64), backend=fake)
    x = np.arange(N, dtype=np.float32)
    k[cdiv_grid](x, N)
    assert [r[1] for r in k.last_tuning.rows] == ["ok", "ok", "ok"]


def test_atomics_accumulate_once_for_the_caller():
    fake = FakeBackend()
    k = tuned(src=ACCUMULATE, configs=(C8, C16, C64), backend=fake)
    x = np.ones(N, dtype=np.float32)
    total = np.zeros(1, dtype=np.float32)
    k[cdiv_grid](total, x, N)
    assert total[0] == N                       # not 6 * N: runs used their own copies
    assert [r[1] for r in k.last_tuning.rows] == ["ok", "ok", "ok"]
    eff = k.effects_of(list(k.kernel.cache.values())[0].fn)
    assert eff.writes == {"total"} and eff.in_place == {"total"}
    assert eff.pure_outputs == frozenset()


def test_written_and_read_sets_from_the_ir():
    k = tuned()
    eff = k.effects_of(k.kernel.lower(BLOCK=8))
    assert eff.writes == {"out"} and eff.reads == {"x"} and eff.pure_outputs == {"out"}


# ----------------------------------------------------------------------- failures
def test_compile_failure_is_skipped_and_reported():
    fake = FakeBackend(ms={C8.key: 3.0, C16.key: 2.0, C64.key: 1.0}, fail_compile=[C64.key])
    k = tuned(backend=fake)
    x, out = data()
    with pytest.warns(AutotuneConfigWarning, match="1 of 3 configurations excluded for n=1000"):
        k[cdiv_grid](out, x, N)
    assert k.last_tuning.winner == C16 and (out == 2 * x).all()
    row = [r for r in k.last_tuning.rows if r[0] == C64.key][0]
    assert row[1] == "failed"
    assert row[4] == ("does not compile: RuntimeError: needs 300000 bytes of shared memory "
                      "(BLOCK=64 num_warps=2)")


@pytest.mark.filterwarnings("ignore::tiledsl.autotune.AutotuneConfigWarning")
def test_config_that_does_not_build_is_skipped():
    src = SCALE.replace("    pid = program_id(0)\n",
                        "    static_assert(BLOCK <= 32, \"BLOCK too large\")\n"
                        "    pid = program_id(0)\n")
    fake = FakeBackend(ms={C64.key: 0.1})
    k = tuned(src=src, backend=fake)
    x, out = data()
    k[cdiv_grid](out, x, N)
    row = [r for r in k.last_tuning.rows if r[0] == C64.key][0]
    assert row[1] == "failed" and row[4].startswith("does not build:")
    assert "BLOCK too large" in row[4] and k.last_tuning.winner != C64


@pytest.mark.filterwarnings("ignore::tiledsl.autotune.AutotuneConfigWarning")
def test_launch_failure_is_skipped():
    class Faulty(FakeBackend):
        def launch(self, fn, grid, values, config):
            if config == C8:
                raise RuntimeError("too many resources requested for launch")
            super().launch(fn, grid, values, config)

    fake = Faulty(ms={C8.key: 0.1})
    k = tuned(backend=fake)
    x, out = data()
    k[cdiv_grid](out, x, N)
    rows = {r[0]: r for r in k.last_tuning.rows}
    assert rows[C8.key][1] == "failed"
    assert rows[C8.key][4] == "does not launch: RuntimeError: too many resources requested " \
                              "for launch"
    # the reference is then the next config that runs
    assert rows[C16.key][1] == "ok" and rows[C64.key][1] == "ok"


def test_every_config_failing_is_an_error_listing_each():
    fake = FakeBackend(fail_compile=[C8.key, C16.key, C64.key])
    k = tuned(backend=fake)
    x, out = data()
    with pytest.raises(TileLaunchError) as info:
        k[cdiv_grid](out, x, N)
    text = str(info.value)
    assert text.startswith("scale: every autotuning configuration failed for n=1000")
    assert text.count("does not compile") == 3
    assert (out == 0).all()


# ------------------------------------------------------------------ pruning, perf model
def test_early_config_prune_gets_configs_and_named_args():
    seen = {}

    def prune(configs, named_args):
        seen["configs"], seen["n"] = list(configs), named_args["n"]
        return [c for c in configs if c.kwargs["BLOCK"] <= 16]

    fake = FakeBackend()
    k = tuned(backend=fake, prune_configs_by={"early_config_prune": prune})
    x, out = data()
    k[cdiv_grid](out, x, N)
    assert seen == {"configs": [C8, C16, C64], "n": N}
    assert sorted(fake.compiled) == sorted([C8.key, C16.key])
    assert [r[1] for r in k.last_tuning.rows] == ["ok", "ok", "pruned"]


def test_perf_model_keeps_top_k_predicted():
    calls = []

    def model(**kw):
        calls.append((kw["n"], kw["BLOCK"], kw["num_warps"]))
        return 1.0 / kw["BLOCK"]               # bigger blocks predicted faster

    fake = FakeBackend()
    k = tuned(backend=fake, prune_configs_by={"perf_model": model, "top_k": 2})
    x, out = data()
    k[cdiv_grid](out, x, N)
    assert sorted(calls) == [(N, 8, 4), (N, 16, 4), (N, 64, 2)]
    assert sorted(fake.compiled) == sorted([C16.key, C64.key])


def test_top_k_fraction():
    fake = FakeBackend()
    k = tuned(backend=fake, prune_configs_by={"perf_model": lambda **kw: kw["BLOCK"],
                                              "top_k": 0.34})
    x, out = data()
    k[cdiv_grid](out, x, N)
    assert fake.compiled == [C8.key]


@pytest.mark.parametrize("prune, message", [
    (lambda configs, args: [], "early_config_prune removed every configuration"),
    (lambda configs, args: ["x"], "early_config_prune returned 'x', not a Config"),
    (lambda configs, args: 1 / 0, "early_config_prune raised ZeroDivisionError"),
])
def test_prune_errors(prune, message):
    k = tuned(backend=FakeBackend(), prune_configs_by={"early_config_prune": prune})
    x, out = data()
    with pytest.raises(TileLaunchError, match=message):
        k[cdiv_grid](out, x, N)


# --------------------------------------------------------------------- heuristics, grid
HEUR = '''
@autotune(configs=[Config(BLOCK=8), Config(BLOCK=16)], key=["n"])
@heuristics(EVEN=n % BLOCK == 0, HALF=BLOCK // 2)
kernel h(out: *fp32, flags: *i32, n: i32, BLOCK: constexpr, EVEN: constexpr, HALF: constexpr):
    offs = program_id(0) * BLOCK + arange(0, BLOCK)
    store(out + offs, (offs * 0 + HALF).to(fp32), mask=offs < n)
    if EVEN:
        store(flags + program_id(0), 1)
    else:
        store(flags + program_id(0), 2)
'''


def heur_kernel():
    from tiledsl.autotune import from_decorators

    return from_decorators(tiledsl.compile(HEUR, "h.tile").h)


@pytest.mark.parametrize("n, config, flag, half", [(24, 0, 1, 4), (24, 1, 2, 8), (32, 1, 1, 8)])
def test_heuristics_see_the_chosen_config(n, config, flag, half):
    k = heur_kernel()
    out = np.zeros(n, np.float32)
    flags = np.zeros(8, np.int32)
    k[lambda m: ((m["n"] + m["BLOCK"] - 1) // m["BLOCK"],)](out, flags, n, config=config)
    assert (out == half).all()
    assert flags[0] == flag


def test_python_heuristics_see_arguments_and_config():
    seen = []

    def even(args):
        seen.append((args["n"], args["BLOCK"], args["num_warps"], type(args["out"]).__name__))
        return args["n"] % args["BLOCK"] == 0

    k = tiledsl.autotune(tiledsl.compile(HEUR.split("\n", 3)[3], "h.tile").h,
                         configs=[Config(BLOCK=8, num_warps=2)], key=["n"],
                         heuristics={"EVEN": even, "HALF": lambda a: a["BLOCK"] // 2})
    out, flags = np.zeros(16, np.float32), np.zeros(2, np.int32)
    k[(2,)](out, flags, 16)
    assert seen == [(16, 8, 2, "ndarray")] and (flags == 1).all() and (out == 4).all()


def test_heuristic_failure_is_located():
    src = HEUR.replace("EVEN=n % BLOCK == 0", "EVEN=BLOCK % (n - 24) == 0")
    from tiledsl.autotune import from_decorators

    k = from_decorators(tiledsl.compile(src, "h.tile").h)
    with pytest.raises(TileLaunchError) as info:
        k[(3,)](np.zeros(24, np.float32), np.zeros(3, np.int32), 24)
    text = str(info.value)
    assert text.startswith("h.tile:3:18: h(): heuristic 'EVEN': evaluating this expression "
                           "raised ZeroDivisionError: integer modulo by zero")
    line, carets = text.splitlines()[1:3]
    assert line[carets.index("^"):len(carets)] == "BLOCK % (n - 24) == 0"


def test_grid_callable_sees_each_configs_values_while_tuning():
    seen = []

    def grid(meta):
        seen.append(meta["BLOCK"])
        return ((meta["n"] + meta["BLOCK"] - 1) // meta["BLOCK"],)

    fake = FakeBackend()
    k = tuned(backend=fake)
    x, out = data()
    k[grid](out, x, N)
    assert sorted(set(seen)) == [8, 16, 64] and (out == 2 * x).all()


# ----------------------------------------------------------------------- call errors
def test_conflicting_meta_parameters():
    k = tuned()
    x, out = data()
    with pytest.raises(TileLaunchError, match="conflicting meta-parameters BLOCK, num_warps"):
        k[cdiv_grid](out, x, N, BLOCK=8, num_warps=4)


def test_ordinary_launch_errors_still_apply():
    k = tuned()
    x, out = data()
    with pytest.raises(TileLaunchError, match="missing argument for parameter 'n'"):
        k[cdiv_grid](out, x)
    with pytest.raises(TileLaunchError, match="declared \\*fp32 but got an array of fp64"):
        k[cdiv_grid](out, x.astype(np.float64), N)


def test_load_other_configurations_tune_and_reach_the_launch(monkeypatch):
    """Two configurations that differ only in load_other are tuned apart, and the winner's
    option reaches the final launch (the interpreter ignores it, so outputs are equal)."""
    ptx, select = Config(BLOCK=16, load_other="ptx"), Config(BLOCK=16, load_other="select")
    fake = FakeBackend(ms={ptx.key: 1.0, select.key: 2.0})
    k = tuned(configs=(select, ptx), backend=fake)
    launches = []
    cls = type(k.kernel)
    real = cls.__getitem__

    def spy(self, grid):
        launcher = real(self, grid)
        call = launcher.__call__

        def record(*args, **kwargs):
            launches.append(kwargs.get("load_other"))
            return call(*args, **kwargs)
        return record

    monkeypatch.setattr(cls, "__getitem__", spy)
    x, out = data()
    k[cdiv_grid](out, x, N)
    assert (out == 2 * x).all() and k.last_tuning.winner == ptx
    assert sorted(fake.timed) == sorted([select.key, ptx.key])
    assert launches == ["ptx"]  # the caller's launch, with the winner's option
