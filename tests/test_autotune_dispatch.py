"""A tuned kernel's repeat launches, without a GPU (``_fake_devices``: stand-in cupy arrays
and torch CUDA tensors, the driver launches replaced by counters, a CUDA backend that tunes
on nothing): a call whose configuration was chosen before reuses the choice (no binding,
no tuning key, no winner look-up) and goes to the base kernel's fast path; whatever could
change the choice sends it back through the full path; errors stay the same. Also: the
launch fast path keeps no argument alive, and ``examples/gpt2_block.py`` repeats on the fast
path only."""
from __future__ import annotations

import gc
import sys
import weakref

import numpy as np
import pytest

import tiledsl
from tiledsl.autotune import Config
from tiledsl.autotune import dispatch as D
from tiledsl.autotune.tuned import TunedKernel
from tiledsl.errors import TileLaunchError

from _fake_devices import Allocator, FakeCudaTensor, NullCudaBackend, fake_cupy, fake_tensor, \
    stub_gpu_launches

SCALE = '''
kernel scale(out: *fp32, x: *fp32, n: i32, s: fp32, BLOCK: constexpr):
    offs = program_id(0) * BLOCK + arange(0, BLOCK)
    m = offs < n
    store(out + offs, load(x + offs, mask=m) * s, mask=m)
'''
C8, C16, C64 = Config(BLOCK=8), Config(BLOCK=16), Config(BLOCK=64, num_warps=2)
MS = {C8.key: 3.0, C16.key: 1.0, C64.key: 2.0}  # BLOCK=16 wins


def grid(meta):
    return ((meta["n"] + meta["BLOCK"] - 1) // meta["BLOCK"],)


@pytest.fixture
def gpu(tmp_path, clean_env):
    """A fake cupy, counted driver launches, and the process's CUDA backend replaced by a
    NullCudaBackend with MS's clock: ``(cupy, counts, backend)``."""
    import tiledsl.launch.backends as lb

    clean_env.setenv("TILEDSL_CACHE_DIR", str(tmp_path / "cache"))
    cupy = fake_cupy(Allocator())
    clean_env.setitem(sys.modules, "cupy", cupy)
    backend = NullCudaBackend(MS)
    clean_env.setattr(lb, "_cuda", [backend])
    counts = stub_gpu_launches(clean_env.setattr)
    return cupy, counts, backend


def tuned(**kw):
    kw.setdefault("progress", False)
    return tiledsl.autotune(tiledsl.compile(SCALE, "t.tile").scale, configs=[C8, C16, C64],
                            key=["n"], **kw)


@pytest.fixture
def counted(monkeypatch):
    """Counts of TunedKernel.bind_call and TunedKernel.key_parts calls."""
    calls = {"bind_call": 0, "key_parts": 0}
    for name in calls:
        original = getattr(TunedKernel, name)

        def wrapper(self, *a, _name=name, _original=original, **k):
            calls[_name] += 1
            return _original(self, *a, **k)

        monkeypatch.setattr(TunedKernel, name, wrapper)
    return calls


def test_a_repeat_launch_reuses_the_choice_and_takes_the_fast_path(gpu, counted):
    cupy, counts, backend = gpu
    k = tuned()
    out, x = cupy.empty(1000, "float32"), cupy.empty(1000, "float32")
    k[grid](out, x, 1000, 2.0)
    assert backend.timed == [C8.key, C16.key, C64.key] and k.num_tunings == 1
    assert counted == {"bind_call": 1, "key_parts": 1}
    assert len(k._dispatch) == 1 and len(k.kernel._fast) == 1
    for s in (3.0, 4.0, 0.5):
        k[grid](out, x, 1000, s)
    assert counted == {"bind_call": 1, "key_parts": 1}  # no binding, no tuning key
    assert counts == {"full": 1, "fast": 3}
    assert len(k._dispatch) == 1 and len(k.kernel._fast) == 1 and k.num_tunings == 1
    (entry,) = k.kernel._fast.values()
    assert entry.fn.constexprs == {"BLOCK": 16}
    # new buffers: the same configuration, a new fast-path entry, no new choice
    o2, x2 = cupy.empty(1000, "float32"), cupy.empty(1000, "float32")
    k[grid](o2, x2, 1000, 2.0)
    assert counted["bind_call"] == 1 and len(k._dispatch) == 1 and counts["full"] == 2


def test_what_changes_the_choice_takes_the_full_path(gpu, counted):
    cupy, counts, backend = gpu
    k = tuned()
    out, x = cupy.empty(1000, "float32"), cupy.empty(1000, "float32")
    k[grid](out, x, 1000, 2.0)
    k[grid](out, x, 999, 2.0)           # another key value: tuned again
    assert k.num_tunings == 2 and counted["bind_call"] == 2 and len(k._dispatch) == 2
    k[grid](out, x, 1000, 2.0, config=0)  # a keyword: chosen anew (forced)
    assert counted["bind_call"] == 3
    assert list(k.kernel._fast.values())[-1].fn.constexprs == {"BLOCK": 8}
    k[grid](out, x, 1000, 2.0, config=0)
    assert counted["bind_call"] == 3
    k.winners.clear()                   # a forgotten winner: looked up again (disk record)
    k[grid](out, x, 1000, 2.0)
    assert counted["bind_call"] == 4 and counted["key_parts"] == 3 and k.num_tunings == 2
    k[grid](out, x, 1000, 2.0)
    assert counted["bind_call"] == 4


def test_another_backend_chooses_anew(gpu, counted):
    from tiledsl.autotune import use_backend

    cupy, counts, backend = gpu
    k = tuned()
    out, x = cupy.empty(1000, "float32"), cupy.empty(1000, "float32")
    k[grid](out, x, 1000, 2.0)
    other = NullCudaBackend({C8.key: 0.5}, device="OtherGPU")
    with use_backend(other):
        k[grid](out, x, 1000, 2.0)
        assert other.timed and counted["bind_call"] == 2
        assert list(k.kernel._fast.values())[-1].fn.constexprs == {"BLOCK": 8}
        k[grid](out, x, 1000, 2.0)
        assert counted["bind_call"] == 2
    k[grid](out, x, 1000, 2.0)          # the default backend again: its own winner
    assert counted["bind_call"] == 3
    assert counts["full"] + counts["fast"] == 4


FLAGGED = '''
kernel scale(out: *fp32, x: *fp32, n: i32, s: fp32, BLOCK: constexpr, TWICE: constexpr = False):
    offs = program_id(0) * BLOCK + arange(0, BLOCK)
    m = offs < n
    y = load(x + offs, mask=m) * s
    if TWICE:
        y = y * 2.0
    store(out + offs, y, mask=m)
'''


def test_a_constexpr_some_configurations_leave_out_takes_its_default(gpu):
    """Configurations need not all set the same constexprs (examples/gpt2_block.tile's set
    WARP_SPECIALIZE in the persistent ones only): one that leaves out a constexpr with a
    default is tuned and launched with that default, as a plain launch is."""
    cupy, counts, backend = gpu
    on, off = Config(BLOCK=8, TWICE=True), Config(BLOCK=16)
    k = tiledsl.autotune(tiledsl.compile(FLAGGED, "f.tile").scale, configs=[on, off],
                         key=["n"], progress=False)
    out, x = cupy.empty(1000, "float32"), cupy.empty(1000, "float32")
    k[grid](out, x, 1000, 2.0)
    assert backend.timed == [on.key, off.key]
    assert [r[1] for r in k.last_tuning.rows] == ["ok", "ok"]
    k[grid](out, x, 1000, 2.0, config=1)
    assert list(k.kernel._fast.values())[-1].fn.constexprs == {"BLOCK": 16, "TWICE": False}
    xs = np.arange(20, dtype=np.float32)  # the interpreter: each configuration's own value
    for i, factor in ((0, 4.0), (1, 2.0)):
        got = np.zeros_like(xs)
        k[grid](got, xs, 20, 2.0, config=i)
        np.testing.assert_array_equal(got, xs * factor)
    # one without a default left out: that configuration is excluded, saying why
    k = tiledsl.autotune(k.kernel, configs=[on, Config(TWICE=True)], key=["n"], progress=False)
    with pytest.warns(UserWarning, match="missing constexpr 'BLOCK': Config\\(TWICE=True"):
        k[grid](out, x, 1000, 2.0)
    assert [r[1] for r in k.last_tuning.rows] == ["ok", "failed"]


def test_errors_are_raised_on_repeat_launches_too(gpu):
    """A refused call after a successful one raises what it raises on a kernel that chooses
    every launch's configuration anew (the full path only)."""
    cupy, counts, backend = gpu
    out, x = cupy.empty(1000, "float32"), cupy.empty(1000, "float32")
    bad = [((grid,), (out, x, 1000, 2.0), {"BLOCK": 16}),
           (((0,),), (out, x, 1000, 2.0), {}),
           ((grid,), (out, x, 1000, "2"), {}),
           ((grid,), (out, cupy.empty(1000, "float16"), 1000, 2.0), {}),
           ((grid,), (out, x, 1000, 1e300), {}),
           ((grid,), (out, x, 2**40, 2.0), {}),
           ((grid,), (out, x, 1000, 2.0, 16), {}),
           ((grid,), (out, x, 1000, 2.0), {"config": 7})]

    def message(k, g, args, kw):
        with pytest.raises(TileLaunchError) as e:
            k[g[0]](*args, **kw)
        return str(e.value)

    full_only = tuned()
    full_only._launch = lambda g, args, kw: full_only._launch_slow(g, args, kw, None)
    k = tuned()
    for kern in (full_only, k):
        for _ in range(2):
            kern[grid](out, x, 1000, 2.0)
    expected = [message(full_only, *case) for case in bad]
    assert "conflicting meta-parameters BLOCK" in expected[0] and "grid" in expected[1]
    assert [message(k, *case) for case in bad] == expected
    assert counts == {"full": 2, "fast": 2} and not full_only._dispatch


def test_heuristics_are_computed_on_every_launch(gpu, counted):
    cupy, counts, backend = gpu
    seen = []

    def half(args):
        seen.append(args["n"])
        return args["n"] // 2

    src = SCALE.replace("BLOCK: constexpr):", "BLOCK: constexpr, HALF: constexpr = 0):")
    k = tiledsl.autotune(tiledsl.compile(src, "t.tile").scale, configs=[C8, C16],
                         key=["n"], heuristics={"HALF": half}, progress=False)
    out, x = cupy.empty(1000, "float32"), cupy.empty(1000, "float32")
    k[grid](out, x, 1000, 2.0)
    after_tuning = len(seen)
    k[grid](out, x, 1000, 2.0)
    k[grid](out, x, 1000, 2.0)
    assert len(seen) == after_tuning + 2  # one evaluation per launch
    assert k.num_tunings == 1 and counted["key_parts"] == 1
    assert list(k.kernel._fast.values())[0].fn.constexprs == {"BLOCK": 16, "HALF": 500}


def test_the_choice_key(monkeypatch):
    k = tiledsl.compile(SCALE, "t.tile").scale
    f = D.choice_key(k.params, ("n", "s"), 4)
    cupy = fake_cupy(Allocator())
    monkeypatch.setitem(sys.modules, "cupy", cupy)
    if True:
        a, b = cupy.empty(10, "float32"), cupy.empty(10, "float32")
        assert f((a, b, 10, 1.0), {}) == f((b, a, 10, 1.0), {})  # addresses do not count
        assert f((a, b, 10, 0.0), {}) != f((a, b, 10, -0.0), {})
        assert f((a, b, 10, 1.0), {}) != f((a, b, 11, 1.0), {})
        assert f((a, cupy.empty(10, "float16"), 10, 1.0), {}) != f((a, b, 10, 1.0), {})
        assert f((a, b, 10, 1.0), {"BLOCK": 8}) != f((a, b, 10, 1.0), {"BLOCK": 8.0})
        assert f((np.zeros(10, np.float32), b, 10, 1.0), {}) is None  # the interpreter's
        assert f((a, b, 10, 1.0), {"x": [1]}) is None  # unhashable
        assert f((a, b, 10, 1.0), {"x": fake_tensor((4,), Allocator())}) is None
        assert f((a, object(), 10, 1.0), {}) is None
    assert D.choice_key(k.params, (), 6)((1,) * 6, {}) is None


def test_torch_tensors_that_require_grad_are_device_arrays_to_the_tuner(gpu, counted):
    """torch's own __cuda_array_interface__ raises for a tensor that requires grad; the
    tuner tells a CUDA tensor by is_cuda instead."""
    torch = pytest.importorskip("torch")

    class GradTensor(FakeCudaTensor):
        __slots__ = ()
        requires_grad = True

        @property
        def __cuda_array_interface__(self):
            raise RuntimeError("Can't get __cuda_array_interface__ on Variable that requires "
                               "grad. Use var.detach().__cuda_array_interface__ instead.")

    GradTensor.__module__ = "torch.fake_cuda"
    cupy, counts, backend = gpu
    alloc = Allocator()
    k = tuned()
    out = fake_tensor((1000,), alloc, torch.float32)
    x = GradTensor((1000,), torch.float32, alloc)
    k[grid](out, x, 1000, 2.0)
    k[grid](out, x, 1000, 2.0)
    assert k.num_tunings == 1 and counts == {"full": 1, "fast": 1}


def test_the_fast_path_keeps_no_argument_alive(gpu):
    cupy, counts, backend = gpu
    k = tiledsl.compile(SCALE, "t.tile").scale
    out, x = cupy.empty(1000, "float32"), cupy.empty(1000, "float32")
    k[grid](out, x, 1000, 2.0, BLOCK=128)
    k[grid](out, x, 1000, 2.0, BLOCK=128)
    assert counts == {"full": 1, "fast": 1}
    refs = [weakref.ref(out), weakref.ref(x)]
    del out, x
    gc.collect()
    assert [r() for r in refs] == [None, None]
    # the memory is free again: new arrays get the same addresses, the same entry
    out, x = cupy.empty(1000, "float32"), cupy.empty(1000, "float32")
    k[grid](out, x, 1000, 2.0, BLOCK=128)
    assert counts == {"full": 1, "fast": 2} and len(k._fast) == 1
    t = tuned()  # nor does a tuned kernel's remembered choice, nor its tuning
    t[grid](out, x, 1000, 2.0)
    t[grid](out, x, 1000, 2.0)
    refs = [weakref.ref(out), weakref.ref(x)]
    del out, x
    gc.collect()
    assert [r() for r in refs] == [None, None]


def test_gpt2_block_repeats_on_the_fast_path_only(gpu, monkeypatch):
    """Every intermediate of the block is allocated afresh per call; after the first call
    (which tunes) every launch takes the fast path and nothing new is chosen or cached."""
    import importlib.util

    from conftest import EXAMPLES

    monkeypatch.syspath_prepend(str(EXAMPLES))
    spec = importlib.util.spec_from_file_location("gpt2_block_fresh", EXAMPLES / "gpt2_block.py")
    g2 = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(g2)  # kernels of its own, tuned by this test alone
    cupy, counts, backend = gpu
    alloc = Allocator()
    batch, t, c, h = 2, 32, 64, 4
    params = {n: fake_tensor(s, alloc) for n, s in g2.param_shapes(c).items()}
    x = fake_tensor((batch, t, c), alloc)
    out = g2.gpt2_block(x, params, h)
    assert isinstance(out, FakeCudaTensor) and tuple(out.shape) == (batch, t, c)
    del out
    assert counts == {"full": 7, "fast": 0}
    tuned, plain = (g2.LINEAR, g2.ATTENTION), (g2.LAYERNORM,)

    def sizes():
        return ([(len(k._dispatch), len(k.kernel._fast), k.num_tunings) for k in tuned],
                [len(k._fast) for k in plain])

    before = sizes()
    for _ in range(3):
        g2.gpt2_block(x, params, h)
    assert counts == {"full": 7, "fast": 21}
    assert sizes() == before


def test_gpt2_block_repeats_each_launch_from_its_fronts_recent_calls(gpu, monkeypatch):
    """The block's launches of one kernel pass the same number of positional arguments
    (four linears, two layer norms); on torch.Tensors allocated afresh per call (at the
    addresses the caching allocator hands out again) each launch of a repeat call is found
    among its kernel's recent calls (the fast path's step 2: no fingerprint computed), each
    step through an entry of its own."""
    torch = pytest.importorskip("torch")
    from tiledsl.launch import arrays
    from tiledsl.launch import fastpath as L

    # the stand-in tensors read as torch.Tensor itself is (the front remembers such calls)
    saved = arrays._TORCH[:]
    arrays._TORCH[:] = [FakeCudaTensor, torch.strided]
    try:
        _gpt2_fronts(monkeypatch, L)
    finally:
        arrays._TORCH[:] = saved


def _gpt2_fronts(monkeypatch, L):
    """The body of the test above (torch's class stand-in in place)."""
    import importlib.util

    from conftest import EXAMPLES

    again = []  # the step-2 launches: the entry of each
    real = L._FastLaunch._again
    monkeypatch.setattr(L._FastLaunch, "_again",
                        lambda self, *a: (again.append(self), real(self, *a))[1])
    monkeypatch.syspath_prepend(str(EXAMPLES))
    spec = importlib.util.spec_from_file_location("gpt2_block_fronts", EXAMPLES / "gpt2_block.py")
    g2 = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(g2)
    alloc = Allocator()
    batch, t, c, h = 2, 32, 64, 4
    params = {n: fake_tensor(s, alloc) for n, s in g2.param_shapes(c).items()}
    x = fake_tensor((batch, t, c), alloc)
    for _ in range(3):
        g2.gpt2_block(x, params, h)
    kernels = (g2.LINEAR.kernel, g2.ATTENTION.kernel, g2.LAYERNORM)
    fingerprinted = []
    for k in kernels:  # step 3's look-ups, recorded
        for front in k._fronts.values():
            env = front.__globals__
            env["fast"] = _RecordedGets(env["fast"], fingerprinted)
    del again[:]
    for _ in range(3):
        g2.gpt2_block(x, params, h)
    assert len(again) == 21 and fingerprinted == []
    assert len({id(e) for e in again}) == 7
    assert [len(k._fronts) for k in kernels] == [1, 1, 1]  # one positional count each


class _RecordedGets(dict):
    """A kernel's dict of fast-path entries whose look-ups are recorded in ``seen``."""

    def __init__(self, d, seen):
        super().__init__(d)
        self.seen = seen

    def get(self, *a):
        self.seen.append(a[0])
        return super().get(*a)


class _Recording(NullCudaBackend):
    """A NullCudaBackend that keeps the function each configuration was compiled from."""

    def __init__(self, ms):
        super().__init__(ms)
        self.built = {}

    def compile(self, fn, options) -> None:
        self.built[options.key] = fn


def test_each_trial_is_the_specialization_the_winner_then_launches(gpu, clean_env):
    """Tuning on the GPU times the code that runs: each configuration's trial is specialized
    on the call's launch facts (aligned addresses, a length divisible by 16), and the
    winner's trial is the same IR as the launch that runs it afterwards."""
    import tiledsl.launch.backends as lb

    cupy, counts, _ = gpu
    backend = _Recording(MS)
    clean_env.setattr(lb, "_cuda", [backend])
    k = tuned()
    out, x = cupy.empty(1024, "float32"), cupy.empty(1024, "float32")
    k[grid](out, x, 1024, 2.0)
    assert sorted(backend.built) == sorted([C8.key, C16.key, C64.key])
    for fn in backend.built.values():
        facts = {p.name: dict(p.facts) for p in fn.params}
        assert facts == {"out": {"aligned16": True, "noalias": True},
                         "x": {"aligned16": True, "noalias": True},
                         "n": {"div16": True}, "s": {}}
    launched = list(k.kernel._fast.values())[-1].fn
    assert launched.constexprs == {"BLOCK": 16}
    assert str(launched) == str(backend.built[C16.key])
