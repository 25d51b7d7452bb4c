"""A tuned call with a bad argument, without a GPU (the fake GPU of ``_autotune_fakes``: real
interpreter runs, a fake clock; ``_fake_devices`` for device arrays): the error is the one the
plain launch raises (message, location, no internal frames), nothing is tuned, remembered or
written to the cache folder, and the next correct call with the same tuning key tunes and
computes the right result. Also: when every configuration fails, nothing is stored, and a
record that an earlier version stored with no configuration that works does not stop a
later call from tuning."""
from __future__ import annotations

import json
import sys
import traceback
from pathlib import Path

import numpy as np
import pytest

import tiledsl
from tiledsl.autotune import AutotuneConfigWarning, Config, cache
from tiledsl.errors import TileError, TileLaunchError

from _autotune_fakes import FakeBackend, cdiv_grid

N = 100
C8, C16, C64 = Config(BLOCK=8), Config(BLOCK=16), Config(BLOCK=64, num_warps=2)
MS = {C8.key: 3.0, C16.key: 1.0, C64.key: 2.0}  # BLOCK=16 wins

AXPY = '''
kernel axpy(out: *fp32, x: *fp32, a: fp32, n: i32, BLOCK: constexpr):
    offs = program_id(0) * BLOCK + arange(0, BLOCK)
    m = offs < n
    store(out + offs, load(x + offs, mask=m) * a, mask=m)
'''

# ``x`` unannotated: a scalar there types, and the kernel's load of it does not
LOOSE = AXPY.replace("x: *fp32", "x")

HEUR = AXPY.replace("BLOCK: constexpr):", "BLOCK: constexpr, TAIL: constexpr):").replace(
    "m = offs < n", "m = (offs < n) if TAIL else (offs >= 0)")


@pytest.fixture(autouse=True)
def cache_dir(tmp_path, clean_env):
    clean_env.setenv("TILEDSL_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path / "cache"


def tuned(src=AXPY, configs=(C8, C16, C64), key=("n",), **kw):
    kw.setdefault("progress", False)
    kw.setdefault("backend", FakeBackend(ms=MS))
    return tiledsl.autotune(next(iter(tiledsl.compile(src, "t.tile"))), configs=list(configs),
                            key=list(key), **kw)


def heur_tuned(**kw):
    """HEUR with TAIL computed from ``n`` by a heuristic (which a bad ``n`` breaks)."""
    return tuned(src=HEUR, heuristics={"TAIL": lambda a: a["n"] % a["BLOCK"] != 0}, **kw)


def data(n=N):
    x = np.arange(n, dtype=np.float32) - 7.0
    return np.zeros_like(x), x


def files(cache_dir) -> list:
    """Every file under the cache folder (temporary ones included) but the parser's table
    (``lark/``, written by the first compile of a process)."""
    return sorted(p for p in Path(cache_dir).rglob("*")
                  if p.is_file() and "lark" not in p.relative_to(cache_dir).parts)


def raised(call) -> tuple:
    """``(type, text, span, frames)`` of the TileError ``call()`` raises; ``frames``: the
    traceback's entries outside this file (for a public entry point only the wrapper that
    re-raises, in ``tiledsl/errors.py``: the traceback ends at the caller's line)."""
    with pytest.raises(TileError) as info:
        call()
    exc = info.value
    frames = [(Path(f.filename).name, f.name) for f in traceback.extract_tb(info.tb)
              if f.filename != __file__]
    return type(exc), str(exc), exc.span, frames


def plain(k, args, config=C16, **kw):
    """The plain launch of ``args``: the base kernel with ``config``'s meta-parameters."""
    return lambda: k.kernel[cdiv_grid](*args, **config.all_kwargs(), **kw)


def assert_nothing_tuned(k, backend, cache_dir):
    assert backend.compiled == [] and backend.timed == [] and backend.launched == []
    assert k.winners == {} and k.last_tuning is None and k.num_tunings == 0
    assert files(cache_dir) == []


def assert_correct_call_tunes(k, backend, cache_dir, a=2.5):
    """A correct call with the tuning key of the bad calls: it tunes every configuration,
    its result is numpy's, and its record holds an ``ok`` entry for each."""
    out, x = data()
    k[cdiv_grid](out, x, a, N)
    np.testing.assert_array_equal(out, x * np.float32(a))
    assert k.num_tunings == 1 and k.last_tuning.winner == C16
    assert sorted(backend.timed) == sorted([C8.key, C16.key, C64.key])
    (path,) = files(cache_dir)
    entries = json.loads(path.read_text())["configs"]
    assert {c: e["status"] for c, e in entries.items()} == {c.key: "ok" for c in (C8, C16, C64)}


def bad_calls():
    """``(id, args)`` of calls that every configuration refuses for the same reason; ``n``
    (the key) is N in each, so their tuning key is the one of a correct call's."""
    out, x = data()
    return [
        ("string for fp32", (out, x, "2.5", N)),
        ("array for fp32", (out, x, x, N)),
        ("fp32 out of range", (out, x, 1e300, N)),
        ("fp64 array for *fp32", (out, x.astype(np.float64), 2.5, N)),
        ("int32 array for *fp32", (out, x.astype(np.int32), 2.5, N)),
        ("scalar for *fp32", (out, 1.0, 2.5, N)),
        ("None for *fp32", (None, x, 2.5, N)),
    ]


# ------------------------------------------------------------------------ bad arguments
@pytest.mark.parametrize("case", [c[0] for c in bad_calls()])
def test_a_bad_argument_raises_the_plain_launch_error_and_records_nothing(case, cache_dir):
    args = dict(bad_calls())[case]
    backend = FakeBackend(ms=MS)
    k = tuned(backend=backend)
    expected = raised(plain(k, args))
    assert expected[0] is TileLaunchError and expected[3] == [("errors.py", "wrapper")]
    assert raised(lambda: k[cdiv_grid](*args)) == expected
    assert raised(lambda: k[cdiv_grid](*args)) == expected  # again: still nothing stored
    assert raised(lambda: k[cdiv_grid](*args, config=0)) == expected
    assert_nothing_tuned(k, backend, cache_dir)
    assert_correct_call_tunes(k, backend, cache_dir)


def test_the_reported_bug_a_string_for_a_float_does_not_poison_the_key(cache_dir):
    """The colleague's case: one call passes a string for ``a`` (not in the key); before,
    every configuration was stored as failed for n=100 and the correct call failed too."""
    backend = FakeBackend(ms=MS)
    k = tuned(backend=backend)
    out, x = data()
    with pytest.raises(TileLaunchError) as info:
        k[cdiv_grid](out, x, "abc", N)
    assert str(info.value) == ("axpy(): parameter 'a' is declared fp32 and needs a number, "
                               "got the string 'abc'")
    assert files(cache_dir) == []
    k2 = tuned(backend=FakeBackend(ms=MS))  # a new kernel object, as a new process has
    assert_correct_call_tunes(k2, k2.backend, cache_dir)


def test_a_type_error_the_arguments_cause_in_every_configuration_is_the_plain_one(cache_dir):
    """A scalar for the unannotated ``x``: the arguments bind, and the kernel does not type
    for any configuration (each message names its own tile, ``fp32[8]``, ``fp32[16]`` ...);
    the error is the plain launch's of the first configuration, located in the kernel."""
    backend = FakeBackend(ms=MS)
    k = tuned(src=LOOSE, backend=backend)
    out, x = data()
    args = (out, 1.5, 2.5, N)
    expected = raised(plain(k, args, C8))
    assert "got an fp32[8] tile" in expected[1]
    assert expected[2] is not None and expected[2].line == 5  # the load of x
    assert raised(lambda: k[cdiv_grid](*args)) == expected
    # a launch under one configuration (here forced) names it in a note, instead of the note
    # naming the constexpr values that the plain launch ends with
    t, text, span, frames = raised(plain(k, args, C64))
    own = "\nnote: kernel axpy specialized with BLOCK=64"
    assert text.endswith(own)
    assert raised(lambda: k[cdiv_grid](*args, config=2)) == (
        t, text[:-len(own)] + f"\nnote: specialized under the autotuning configuration {C64!r}",
        span, frames)
    assert backend.compiled == [] and backend.timed == [] and files(cache_dir) == []
    assert k.winners == {} and k.num_tunings == 0
    assert_correct_call_tunes(k, backend, cache_dir)


def test_a_bad_argument_that_breaks_a_heuristic_is_reported_as_the_argument(cache_dir):
    """``n`` as a string: the heuristic ``n % BLOCK`` would fail on it, but the call's error
    is the argument's, as the plain launch of any configuration reports it."""
    backend = FakeBackend(ms=MS)
    k = heur_tuned(backend=backend)
    out, x = data()
    args = (out, x, 2.5, "100")
    expected = raised(lambda: k.kernel[cdiv_grid](*args, BLOCK=16, TAIL=True))
    assert "parameter 'n' is declared i32" in expected[1]
    assert raised(lambda: k[cdiv_grid](*args)) == expected
    assert raised(lambda: k[cdiv_grid](*args, config=1)) == expected
    assert_nothing_tuned(k, backend, cache_dir)
    out, x = data()
    k[cdiv_grid](out, x, 2.5, N)
    np.testing.assert_array_equal(out, x * np.float32(2.5))
    assert k.last_tuning.winner == C16


def test_a_heuristic_that_fails_for_good_arguments_keeps_its_message():
    k = heur_tuned(backend=FakeBackend())
    k.heuristics["TAIL"].fn = lambda a: a["n"] // 0
    out, x = data()
    with pytest.raises(TileLaunchError, match="heuristic 'TAIL' raised ZeroDivisionError"):
        k[cdiv_grid](out, x, 2.5, N, config=0)


def test_strict_mode_reports_the_bad_argument_first(cache_dir):
    k = tuned(strict=True)
    out, x = data()
    with pytest.raises(TileLaunchError, match="parameter 'a' is declared fp32"):
        k[cdiv_grid](out, x, "abc", N)
    with pytest.raises(TileLaunchError, match="strict autotuning"):
        k[cdiv_grid](out, x, 2.5, N)
    assert files(cache_dir) == []


def test_a_read_only_output_is_refused_as_the_plain_launch_refuses_it(cache_dir):
    """The refusal needs the IR, so it comes from the launch after tuning; what tuning
    stored (on its own copies) is true of the key, and the next call uses it."""
    backend = FakeBackend(ms=MS)
    k = tuned(backend=backend)
    out, x = data()
    out.flags.writeable = False
    args = (out, x, 2.5, N)
    expected = raised(plain(k, args))
    assert "read-only array" in expected[1]
    assert raised(lambda: k[cdiv_grid](*args)) == expected
    assert (out == 0).all()
    (path,) = files(cache_dir)
    entries = json.loads(path.read_text())["configs"]
    assert {e["status"] for e in entries.values()} == {"ok"}
    out, x = data()
    k[cdiv_grid](out, x, 2.5, N)
    np.testing.assert_array_equal(out, x * np.float32(2.5))


# ------------------------------------------------------------------- on device arrays
@pytest.fixture
def gpu(clean_env):
    """A fake cupy, counted driver launches and a CUDA backend that tunes on nothing
    (``_fake_devices``): ``(cupy, counts, backend)``."""
    import tiledsl.launch.backends as lb
    from _fake_devices import Allocator, NullCudaBackend, fake_cupy, stub_gpu_launches

    cupy = fake_cupy(Allocator())
    clean_env.setitem(sys.modules, "cupy", cupy)
    backend = NullCudaBackend(MS)
    clean_env.setattr(lb, "_cuda", [backend])
    return cupy, stub_gpu_launches(clean_env.setattr), backend


def test_bad_device_arguments_raise_the_plain_error_before_tuning(gpu, cache_dir):
    cupy, counts, backend = gpu
    k = tuned(backend=None)
    out, x = cupy.empty(N, "float32"), cupy.empty(N, "float32")
    host = np.zeros(N, np.float32)
    for args in [(out, cupy.empty(N, "float16"), 2.5, N), (out, x, "2.5", N),
                 (out, host, 2.5, N), (out, x, 2.5, N, 3)]:
        expected = raised(plain(k, args))
        assert raised(lambda: k[cdiv_grid](*args)) == expected
    assert backend.timed == [] and counts == {"full": 0, "fast": 0} and files(cache_dir) == []
    k[cdiv_grid](out, x, 2.5, N)
    assert k.last_tuning.winner == C16 and counts == {"full": 1, "fast": 0}
    assert len(files(cache_dir)) == 1


# ----------------------------------------------------- every configuration failing
def test_every_configuration_failing_stores_nothing(cache_dir):
    """Three configurations that do not fit (their compiles fail): the error lists each,
    nothing is stored or remembered, and a later call where they fit tunes them."""
    failing = FakeBackend(ms=MS, fail_compile=[C8.key, C16.key, C64.key])
    k = tuned(backend=failing)
    out, x = data()
    with pytest.raises(TileLaunchError) as info:
        k[cdiv_grid](out, x, 2.5, N)
    assert str(info.value).startswith("axpy: every autotuning configuration failed for n=100")
    assert str(info.value).count("needs 300000 bytes of shared memory") == 3
    assert files(cache_dir) == [] and k.winners == {} and (out == 0).all()
    with pytest.raises(TileLaunchError, match="every autotuning configuration failed"):
        k[cdiv_grid](out, x, 2.5, N)  # tuned again: nothing was kept
    assert failing.compiled == [] and files(cache_dir) == []
    fits = FakeBackend(ms=MS)
    k.backend = fits
    assert_correct_call_tunes(k, fits, cache_dir)


@pytest.mark.filterwarnings("ignore::tiledsl.autotune.AutotuneConfigWarning")
def test_a_stored_record_without_a_working_configuration_is_tuned_again(cache_dir):
    """A record in which every configuration is ``failed`` (as versions before this one
    stored after a bad call) is no verdict: the key is tuned again and the record rewritten."""
    backend = FakeBackend(ms=MS)
    k = tuned(backend=backend)
    out, x = data()
    k[cdiv_grid](out, x, 2.5, N)
    (path,) = files(cache_dir)
    data_ = json.loads(path.read_text())
    for e in data_["configs"].values():
        e.update(status="failed", ms=None, reps=0,
                 detail="does not build: axpy(): parameter 'a' is declared fp32 and needs a "
                        "number, got the string 'abc'")
    path.write_text(json.dumps(data_))
    assert {e.status for e in cache.load(json.loads(path.read_text())["identity"]).values()} \
        == {"failed"}
    backend2 = FakeBackend(ms=MS)
    k2 = tuned(backend=backend2)
    assert_correct_call_tunes(k2, backend2, cache_dir)


def test_strict_mode_takes_a_record_without_a_working_configuration_for_none(cache_dir):
    out, x = data()
    tuned()[cdiv_grid](out, x, 2.5, N)
    (path,) = files(cache_dir)
    record = json.loads(path.read_text())
    for e in record["configs"].values():
        e.update(status="failed", ms=None, reps=0, detail="does not build: ...")
    path.write_text(json.dumps(record))
    with pytest.raises(TileLaunchError, match="strict autotuning .* no stored winner"):
        tuned(strict=True)[cdiv_grid](out, x, 2.5, N)


def test_assert_configs_agree_reports_a_bad_argument_as_the_launch_does():
    from tiledsl.autotune import assert_configs_agree

    k = tuned()
    out, x = data()
    args = (out, x.astype(np.float64), 2.5, N)
    expected = raised(plain(k, args, C8))
    assert raised(lambda: assert_configs_agree(k, cdiv_grid, args))[:3] == expected[:3]


def test_a_configuration_that_does_not_fit_is_still_stored_beside_a_winner(cache_dir):
    backend = FakeBackend(ms=MS, fail_compile=[C64.key])
    k = tuned(backend=backend)
    out, x = data()
    with pytest.warns(AutotuneConfigWarning, match="1 of 3 configurations excluded"):
        k[cdiv_grid](out, x, 2.5, N)
    np.testing.assert_array_equal(out, x * np.float32(2.5))
    (path,) = files(cache_dir)
    entries = json.loads(path.read_text())["configs"]
    assert entries[C64.key]["status"] == "failed" and entries[C16.key]["status"] == "ok"
    backend2 = FakeBackend()
    k2 = tuned(backend=backend2)
    out, x = data()
    k2[cdiv_grid](out, x, 2.5, N)
    assert backend2.compiled == [] and backend2.timed == [] and k2.last_tuning.winner == C16
