"""Autotuning on the GPU (cupy and a CUDA device; skipped cleanly without): real compiles in
parallel, CUDA-event timings, the guard on device copies, the disk cache across processes."""
from __future__ import annotations

import json

import numpy as np
import pytest

import tiledsl
from tiledsl.autotune import AutotuneConfigWarning, Config

from _autotune_fakes import INCREMENT, ROOT, SCALE, cdiv_grid, floor_grid, run_script

pytestmark = pytest.mark.gpu

ROWS, COLS = 256, 1000
SOFTMAX_CONFIGS = [Config(BLOCK=1024, num_warps=w) for w in (1, 2, 4, 8)]


@pytest.fixture
def cache_dir(tmp_path, clean_env):
    clean_env.setenv("TILEDSL_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path / "cache"


@pytest.fixture
def cp():
    import cupy

    return cupy


def softmax_tuned(**kw):
    kw.setdefault("progress", False)
    kw.setdefault("warmup", 2)
    kw.setdefault("rep", 10)
    k = tiledsl.load(ROOT / "examples" / "softmax.tile").softmax
    return tiledsl.autotune(k, configs=SOFTMAX_CONFIGS, key=["n_cols"], **kw)


def softmax_ref(x):
    e = np.exp(x - x.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True)


def run_softmax(k, cp, x):
    dx = cp.asarray(x)
    dy = cp.zeros_like(dx)
    k[(ROWS,)](dy, dx, COLS, COLS, COLS)
    cp.cuda.get_current_stream().synchronize()
    return dy.get()


def test_softmax_tunes_on_the_gpu_and_caches(cache_dir, cp):
    x = np.random.default_rng(0).standard_normal((ROWS, COLS)).astype(np.float32)
    k = softmax_tuned()
    y = run_softmax(k, cp, x)
    np.testing.assert_allclose(y, softmax_ref(x), rtol=1e-5, atol=1e-6)
    res = k.last_tuning
    assert [r[1] for r in res.rows] == ["ok"] * 4
    assert all(r[2] > 0 for r in res.rows)
    assert sorted(res.compiled) == sorted(c.key for c in SOFTMAX_CONFIGS)
    assert res.timed == [c.key for c in SOFTMAX_CONFIGS]
    assert res.winner in SOFTMAX_CONFIGS
    assert res.winner.key == min(res.rows, key=lambda r: r[2])[0]
    (path,) = (cache_dir / "autotune" / "softmax").glob("*.json")
    ident = json.loads(path.read_text())["identity"]
    import cupy

    name = cupy.cuda.runtime.getDeviceProperties(0)["name"]
    name = name.decode() if isinstance(name, bytes) else name
    assert ident["device"].startswith(name) and "runtime" in ident["cuda"]
    # a new kernel object in this process reads the winner back without timing
    k2 = softmax_tuned()
    y2 = run_softmax(k2, cp, x)
    np.testing.assert_allclose(y2, y, rtol=1e-6)
    assert k2.last_tuning.timed == [] and k2.last_tuning.compiled == []
    assert k2.last_tuning.winner == res.winner


def test_guard_on_the_gpu_excludes_the_tail_skipping_configs(cache_dir, cp):
    k = tiledsl.autotune(tiledsl.compile(SCALE, "s.tile").scale,
                         configs=[Config(BLOCK=8), Config(BLOCK=256), Config(BLOCK=512)],
                         key=["n"], progress=False, warmup=1, rep=5)
    n = 1000
    x = cp.arange(n, dtype=cp.float32)
    out = cp.zeros_like(x)
    with pytest.warns(AutotuneConfigWarning, match="2 of 3 configurations excluded"):
        k[floor_grid](out, x, n)
    assert (out.get() == 2 * np.arange(n)).all()
    rows = {r[0]: r for r in k.last_tuning.rows}
    assert rows["BLOCK=8 num_warps=4"][1] == "ok"
    assert rows["BLOCK=256 num_warps=4"][1] == "wrong"
    assert "first at [768]: got nan" in rows["BLOCK=256 num_warps=4"][4]
    assert rows["BLOCK=512 num_warps=4"][1] == "wrong"


def test_in_place_kernel_is_applied_once_on_the_gpu(cache_dir, cp):
    k = tiledsl.autotune(tiledsl.compile(INCREMENT, "i.tile").inc,
                         configs=[Config(BLOCK=128), Config(BLOCK=256, num_warps=8)],
                         key=["n"], progress=False, warmup=1, rep=5)
    x = cp.arange(5000, dtype=cp.float32)
    k[cdiv_grid](x, 5000)
    assert (x.get() == np.arange(5000) + 1).all()
    assert [r[1] for r in k.last_tuning.rows] == ["ok", "ok"]


def test_interpreter_reference_on_the_gpu(cache_dir, cp):
    x = np.random.default_rng(1).standard_normal((ROWS, COLS)).astype(np.float32)
    k = softmax_tuned(reference="interpreter")
    run_softmax(k, cp, x)
    assert [r[1] for r in k.last_tuning.rows] == ["ok"] * 4


def test_strided_views_are_copied_with_their_layout(cp):
    from tiledsl.autotune import arrays

    base = cp.arange(4096, dtype=cp.float32).reshape(64, 64)
    view = base[3:40:3, ::-2]
    c = arrays.device_clone(view)
    assert c.strides == view.strides and bool((c == view).all())
    assert c.data.ptr % arrays.ALIGN == view.data.ptr % arrays.ALIGN
    c[...] = -1
    assert bool((view >= 0).all())
    arrays.device_copy_into(c, view)
    assert bool((c == view).all())
    h = arrays.device_to_host_clone(view)
    assert h.strides == view.strides and (h == view.get()).all()


def test_do_bench_times_with_cuda_events(cp):
    from tiledsl.autotune.timing import do_bench

    a = cp.zeros(1 << 24, cp.float32)
    resets = []
    times = do_bench(lambda: a.fill(1.0), lambda: resets.append(1), warmup_ms=5, rep_ms=20)
    assert len(times) >= 1 and all(t > 0 for t in times)
    assert len(resets) >= len(times) + 6           # reset before every run, timed or not


def test_winner_reused_by_a_new_process(cache_dir):
    script = f'''
        import numpy as np, cupy as cp, tiledsl
        from tiledsl.autotune import Config
        k = tiledsl.load({str(ROOT / "examples" / "softmax.tile")!r}).softmax
        k = tiledsl.autotune(k, configs=[Config(BLOCK=1024, num_warps=w) for w in (1, 2, 4)],
                             key=["n_cols"], progress=False, warmup=2, rep=10)
        x = cp.asarray(np.random.default_rng(0).standard_normal((64, 1000)).astype(np.float32))
        y = cp.zeros_like(x)
        k[(64,)](y, x, 1000, 1000, 1000)
        cp.cuda.get_current_stream().synchronize()
        assert abs(float(y.sum()) - 64) < 1e-3
        print("timed", len(k.last_tuning.timed), "winner", k.last_tuning.winner.key)
    '''
    first = run_script(script, cache_dir)
    assert first.returncode == 0, first.stderr
    second = run_script(script, cache_dir)
    assert second.returncode == 0, second.stderr
    assert first.stdout.split()[:2] == ["timed", "3"]
    assert second.stdout.split()[:2] == ["timed", "0"]
    assert first.stdout.split()[2:] == second.stdout.split()[2:]
