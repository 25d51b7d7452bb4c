"""The disk cache of tuning results: the files, reuse by a new process, per-configuration
entries (adding one times only it), corrupt and unwritable files, strict mode."""
from __future__ import annotations

import json
import warnings

import numpy as np
import pytest

import tiledsl
from tiledsl.autotune import AutotuneCacheWarning, Config, cache
from tiledsl.errors import TileLaunchError

from _autotune_fakes import SCALE, FakeBackend, cdiv_grid, run_script

N = 1000
C8, C16, C64 = Config(BLOCK=8), Config(BLOCK=16), Config(BLOCK=64, num_warps=2)
MS = {C8.key: 3.0, C16.key: 1.0, C64.key: 2.0}


@pytest.fixture
def cache_dir(tmp_path, clean_env):
    clean_env.setenv("TILEDSL_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path / "cache"


def tuned(fake, configs=(C8, C16, C64), src=SCALE, **kw):
    kw.setdefault("progress", False)
    return tiledsl.autotune(tiledsl.compile(src, "t.tile").scale, configs=list(configs),
                            key=["n"], backend=fake, **kw)


def launch(k, n=N):
    x = np.arange(n, dtype=np.float32)
    out = np.zeros_like(x)
    k[cdiv_grid](out, x, n)
    assert (out == 2 * x).all()


def record_files(cache_dir):
    return sorted((cache_dir / "autotune").rglob("*.json"))


# ------------------------------------------------------------------------------- files
def test_record_file_holds_identity_and_every_config(cache_dir):
    fake = FakeBackend(ms=MS)
    launch(tuned(fake))
    (path,) = record_files(cache_dir)
    assert path.parent == cache_dir / "autotune" / "scale"
    data = json.loads(path.read_text())
    assert data["format"] == 1
    ident = data["identity"]
    assert ident["kernel"] == "scale" and ident["key"] == {"n": N}
    assert ident["dtypes"] == {"out": "fp32", "x": "fp32"}
    assert ident["device"] == "FakeGPU 80GB" and ident["cuda"] == "fake 13.0"
    assert ident["tiledsl"] == tiledsl.__version__ and ident["method"] == 2
    import hashlib

    assert ident["source_sha256"] == hashlib.sha256(SCALE.encode()).hexdigest()
    assert data["configs"] == {
        C8.key: {"status": "ok", "ms": 3.0, "reps": 3, "detail": ""},
        C16.key: {"status": "ok", "ms": 1.0, "reps": 3, "detail": ""},
        C64.key: {"status": "ok", "ms": 2.0, "reps": 3, "detail": ""},
    }
    assert not list(path.parent.glob(".tmp-*"))          # no temporary file left behind


def test_identity_separates_key_values_devices_and_sources(cache_dir):
    launch(tuned(FakeBackend()))
    launch(tuned(FakeBackend()), n=N - 1)
    launch(tuned(FakeBackend(device="OtherGPU")))
    launch(tuned(FakeBackend(), src=SCALE.replace("2.0", "2.00")), n=N)
    assert len(record_files(cache_dir)) == 4


def test_a_new_kernel_object_reuses_the_record_without_timing(cache_dir):
    launch(tuned(FakeBackend(ms=MS)))
    fake = FakeBackend(ms={C8.key: 0.1})           # a different clock: it must not be asked
    k = tuned(fake)
    launch(k)
    assert fake.timed == [] and fake.compiled == []
    assert k.last_tuning.winner == C16
    assert [r[3] for r in k.last_tuning.rows] == ["stored"] * 3


def test_added_config_times_only_the_new_one(cache_dir):
    launch(tuned(FakeBackend(ms=MS)))
    c32 = Config(BLOCK=32)
    fake = FakeBackend(ms={**MS, c32.key: 0.5})
    k = tuned(fake, configs=(C8, C16, C64, c32))
    launch(k)
    assert fake.timed == [c32.key]
    # the reference (the first config) is compiled and run once, not timed
    assert sorted(fake.compiled) == sorted([C8.key, c32.key])
    assert k.last_tuning.winner == c32
    assert [r[3] for r in k.last_tuning.rows] == ["stored", "stored", "stored", "timed"]
    (path,) = record_files(cache_dir)
    assert set(json.loads(path.read_text())["configs"]) == {C8.key, C16.key, C64.key, c32.key}


def test_removed_configs_do_not_win_from_the_record(cache_dir):
    launch(tuned(FakeBackend(ms=MS)))
    fake = FakeBackend()
    k = tuned(fake, configs=(C8, C64))             # C16, the stored winner, is gone
    launch(k)
    assert fake.timed == [] and k.last_tuning.winner == C64


@pytest.mark.filterwarnings("ignore::tiledsl.autotune.AutotuneConfigWarning")
def test_wrong_and_failed_entries_are_kept(cache_dir):
    from _autotune_fakes import floor_grid

    fake = FakeBackend(ms=MS, fail_compile=[C64.key])
    k = tuned(fake)
    x = np.arange(N, dtype=np.float32)
    k[floor_grid](np.zeros_like(x), x, N)
    (path,) = record_files(cache_dir)
    entries = json.loads(path.read_text())["configs"]
    assert entries[C16.key]["status"] == "wrong" and "992" in entries[C16.key]["detail"]
    assert entries[C64.key]["status"] == "failed"
    fake2 = FakeBackend()
    k2 = tuned(fake2)
    k2[floor_grid](np.zeros_like(x), x, N)
    assert fake2.timed == [] and k2.last_tuning.winner == C8


def test_reuse_in_a_new_process(cache_dir):
    script = f'''
        import numpy as np, tiledsl
        from tiledsl.autotune import Config
        from _autotune_fakes import SCALE, FakeBackend, cdiv_grid
        fake = FakeBackend(ms={MS!r})
        k = tiledsl.autotune(tiledsl.compile(SCALE, "t.tile").scale,
                             configs=[Config(BLOCK=8), Config(BLOCK=16),
                                      Config(BLOCK=64, num_warps=2)],
                             key=["n"], backend=fake, progress=False)
        x = np.arange({N}, dtype=np.float32); out = np.zeros_like(x)
        k[cdiv_grid](out, x, {N})
        assert (out == 2 * x).all()
        print("timed", len(fake.timed), "winner", k.last_tuning.winner.key)
    '''
    first = run_script(script, cache_dir)
    assert first.returncode == 0, first.stderr
    assert first.stdout.strip() == "timed 3 winner BLOCK=16 num_warps=4"
    second = run_script(script, cache_dir)
    assert second.returncode == 0, second.stderr
    assert second.stdout.strip() == "timed 0 winner BLOCK=16 num_warps=4"


# ----------------------------------------------------------------------- corrupt files
@pytest.mark.parametrize("content", ["{not json", "", '{"format": 99}', "[1, 2]",
                                     '{"format": 1, "identity": {}, "configs": {}}'])
def test_corrupt_file_is_ignored_with_a_warning_and_rebuilt(cache_dir, content):
    launch(tuned(FakeBackend(ms=MS)))
    (path,) = record_files(cache_dir)
    path.write_text(content)
    fake = FakeBackend(ms=MS)
    with pytest.warns(AutotuneCacheWarning, match="ignoring the corrupt tuning cache file") as w:
        launch(tuned(fake))
    # at the launch line (launch()'s k[cdiv_grid](...)), not inside tiledsl
    assert {(x.filename, x.lineno) for x in w} == {(__file__, launch.__code__.co_firstlineno + 3)}
    assert len(fake.timed) == 3
    data = json.loads(path.read_text())
    assert len(data["configs"]) == 3 and data["identity"]["kernel"] == "scale"


def test_bad_entry_makes_the_file_corrupt(cache_dir):
    launch(tuned(FakeBackend(ms=MS)))
    (path,) = record_files(cache_dir)
    data = json.loads(path.read_text())
    data["configs"][C8.key] = {"status": "ok"}          # an ok entry without a time
    path.write_text(json.dumps(data))
    with pytest.warns(AutotuneCacheWarning, match="an ok entry without a time"):
        launch(tuned(FakeBackend(ms=MS)))


def test_cache_path_that_is_a_file_warns_and_tunes(tmp_path, clean_env):
    blocker = tmp_path / "cache"
    blocker.write_text("a file where the cache folder should be")
    clean_env.setenv("TILEDSL_CACHE_DIR", str(blocker))
    fake = FakeBackend(ms=MS)
    k = tuned(fake)
    with pytest.warns(AutotuneCacheWarning, match="cannot write the tuning cache file"):
        launch(k)
    assert k.last_tuning.winner == C16 and k.last_tuning.path is None


def test_save_merges_with_a_concurrent_writer(cache_dir):
    ident = {"kernel": "k", "device": "d"}
    cache.save(ident, {"a": cache.Entry("ok", 1.0, 3)})
    cache.save(ident, {"b": cache.Entry("wrong", detail="x")})
    assert cache.load(ident) == {"a": cache.Entry("ok", 1.0, 3, ""),
                                 "b": cache.Entry("wrong", None, 0, "x")}


# -------------------------------------------------------------------------------- strict
def test_strict_mode_fails_without_a_stored_winner(cache_dir, clean_env):
    clean_env.setenv("TILEDSL_AUTOTUNE_STRICT", "1")
    fake = FakeBackend()
    k = tuned(fake)
    x = np.arange(N, dtype=np.float32)
    out = np.zeros_like(x)
    with pytest.raises(TileLaunchError) as info:
        k[cdiv_grid](out, x, N)
    assert str(info.value).startswith(
        "scale: strict autotuning (TILEDSL_AUTOTUNE_STRICT or strict=True) and no stored "
        "winner for n=1000 out:fp32 x:fp32 on FakeGPU 80GB")
    assert fake.compiled == [] and fake.launched == [] and (out == 0).all()


def test_strict_argument_uses_stored_winners_and_times_nothing(cache_dir):
    launch(tuned(FakeBackend(ms=MS)))
    c32 = Config(BLOCK=32)
    fake = FakeBackend(ms={c32.key: 0.01})
    k = tuned(fake, configs=(C8, C16, C64, c32), strict=True)
    launch(k)
    assert fake.timed == [] and fake.compiled == [] and k.last_tuning.winner == C16
    assert k.last_tuning.rows[-1][1:4] == ("untimed", None, "strict")
    with pytest.raises(TileLaunchError, match="no stored winner for n=999"):
        launch(k, n=N - 1)


def test_strict_false_overrides_the_environment(cache_dir, clean_env):
    clean_env.setenv("TILEDSL_AUTOTUNE_STRICT", "1")
    fake = FakeBackend(ms=MS)
    launch(tuned(fake, strict=False))
    assert len(fake.timed) == 3


def test_warnings_are_not_errors_under_default_filters(cache_dir):
    launch(tuned(FakeBackend(ms=MS)))
    (path,) = record_files(cache_dir)
    path.write_text("garbage")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        launch(tuned(FakeBackend(ms=MS)))
    assert [w.category for w in caught] == [AutotuneCacheWarning]
