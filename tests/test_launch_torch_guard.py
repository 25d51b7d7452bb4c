"""The launch front's guard of repeat torch calls (tiledsl/launch/torchguard.py; step 2 of
fastpath._front): real ``torch.Tensor`` objects (host tensors taken for CUDA ones, the driver
a ctypes callback of test_direct_launch) are checked by torch's TensorGuards and their
``data_ptr()``, and every change in place is still noticed: the launch gets the new address,
a new specialization or the full path's error."""
import gc
import weakref

import pytest

import tiledsl
from tiledsl.errors import TileLaunchError
from tiledsl.launch import fastpath, torchguard

from test_direct_launch import _counted_packs, _entry, _warm, gpu  # noqa: F401 - fixture

torch = pytest.importorskip("torch")


@pytest.fixture
def cuda_tensors(gpu, monkeypatch):  # noqa: F811 - the fixture imported above
    """Host ``torch.Tensor`` objects that a launch takes for CUDA tensors of device 0 on
    stream 0x600, and vector_add; returns ``(gpu, kernel)``."""
    monkeypatch.setattr(torch.Tensor, "is_cuda", property(lambda self: True))
    monkeypatch.setattr(torch._C, "_cuda_getCurrentRawStream", lambda d: 0x600 + d,
                        raising=False)
    return gpu, tiledsl.load("examples/vector_add.tile").vector_add


def _box(k, n=4):
    """The guard box of the front's previous call (step 2's state)."""
    s = k._fronts[n].last1[0]
    return s[5 + 6 * 0 + 3]


def _run(gpu, k, o, x, y, n=1000):
    k[(8,)](o, x, y, n, BLOCK=128)
    return gpu.calls[-1]


def test_a_repeat_call_is_checked_by_the_guard_and_launches_what_it_packed(cuda_tensors):
    gpu, k = cuda_tensors
    o, x, y = (torch.zeros(4096) for _ in range(3))
    _warm(lambda: _run(gpu, k, o, x, y), 2)
    assert _box(k)[0] is None  # remembered by the second call; the next call's reads arm it
    _run(gpu, k, o, x, y)
    assert callable(_box(k)[0])
    packs = _counted_packs(_entry(k))
    calls = [_run(gpu, k, o, x, y) for _ in range(3)]
    assert packs == [] and [c["args"] for c in calls] == \
        [[o.data_ptr(), x.data_ptr(), y.data_ptr(), 1000]] * 3
    assert {c["stream"] for c in calls} == {0x600}


@pytest.mark.parametrize("change", ["set_", "data", "offset"])
def test_a_tensor_given_other_memory_in_place_is_launched_at_its_new_address(cuda_tensors,
                                                                             change):
    """``set_``, ``t.data = ...`` or a storage offset: the same layout (the guard passes) at
    another address, which the front compares itself."""
    gpu, k = cuda_tensors
    o, x, y = (torch.zeros(4096) for _ in range(3))
    _warm(lambda: _run(gpu, k, o, x, y), 4)
    assert callable(_box(k)[0])
    other = torch.zeros(4096 + 64)
    if change == "set_":
        x.set_(other.untyped_storage(), 0, (4096,), (1,))
    elif change == "data":
        x.data = other[:4096]
    else:  # 16 elements into the storage
        x.set_(other.untyped_storage(), 16, (4096,), (1,))
    assert x.shape == (4096,) and x.stride() == (1,)
    assert _run(gpu, k, o, x, y)["args"][:3] == [o.data_ptr(), x.data_ptr(), y.data_ptr()]
    assert _run(gpu, k, o, x, y)["args"][1] == x.data_ptr() == other.data_ptr() + \
        (64 if change == "offset" else 0)


def test_a_tensor_reshaped_in_place_to_span_another_gets_a_specialization_without_noalias(
        cuda_tensors):
    """as_strided_ (the same address, twice the bytes: x now overlaps y) and resize_: the
    guard fails, the fingerprint finds the layout's own entry."""
    gpu, k = cuda_tensors
    big = torch.zeros(8192 + 8)
    o, x, y = torch.zeros(4096), big[:4096], big[4096:8192]
    _warm(lambda: _run(gpu, k, o, x, y), 4)
    assert callable(_box(k)[0])
    plain = gpu.calls[-1]["func"]
    x.as_strided_((4096,), (2,))
    aliased = _run(gpu, k, o, x, y)["func"]
    facts = {p.name: p.facts for p in next(reversed(k.cache.values())).fn.params}
    assert aliased != plain and "noalias" not in facts["x"] and "noalias" not in facts["y"]
    x.as_strided_((4096,), (1,))
    _warm(lambda: _run(gpu, k, o, x, y), 4)
    assert gpu.calls[-1]["func"] == plain and callable(_box(k)[0])
    x.resize_(4096 + 8)  # (the storage is big's: no new memory) reaches into y
    assert _run(gpu, k, o, x, y)["func"] == aliased


def test_a_tensor_of_another_dtype_or_dimensions_in_place_is_refused_or_respecialized(
        cuda_tensors):
    gpu, k = cuda_tensors
    o, x, y = (torch.zeros(4096) for _ in range(3))
    _warm(lambda: _run(gpu, k, o, x, y), 4)
    assert callable(_box(k)[0])
    x.data = x.data.half()  # t.data = t.data.half(): the full path's dtype error
    with pytest.raises(TileLaunchError, match="fp16"):
        _run(gpu, k, o, x, y)
    x.data = x.data.float()
    _warm(lambda: _run(gpu, k, o, x, y), 4)
    assert gpu.calls[-1]["args"][1] == x.data_ptr()
    n = len(k._fast)
    x.unsqueeze_(0)  # (1, 4096): another shape, another key
    assert _run(gpu, k, o, x, y)["args"][1] == x.data_ptr() and len(k._fast) == n + 1


def test_a_tensor_that_starts_requiring_grad_still_launches(cuda_tensors):
    """requires_grad fails the guard, not the reads: the call still repeats (by its reads)
    and its launch is the same."""
    gpu, k = cuda_tensors
    o, x, y = (torch.zeros(4096) for _ in range(3))
    _warm(lambda: _run(gpu, k, o, x, y), 4)
    before = gpu.calls[-1]["args"]
    y.requires_grad_()
    assert [_run(gpu, k, o, x, y)["args"] for _ in range(3)] == [before] * 3
    assert callable(_box(k)[0])


def test_without_a_working_guard_every_repeat_reads_the_tensors(cuda_tensors, monkeypatch):
    """torch without TensorGuards (or one that fails torchguard's test): the remembered call
    gets no guard, and each change is noticed by the reads."""
    gpu, k = cuda_tensors
    monkeypatch.setitem(torchguard._MAKERS, torch.Tensor, None)
    o, x, y = (torch.zeros(4096) for _ in range(3))
    _warm(lambda: _run(gpu, k, o, x, y), 4)
    assert _box(k) is fastpath._NO_GUARD
    other = torch.zeros(4096)
    x.set_(other.untyped_storage(), 0, (4096,), (1,))
    assert _run(gpu, k, o, x, y)["args"][1] == other.data_ptr()


def test_the_guard_is_tested_before_it_is_trusted():
    """torchguard's self-test refuses a guard that misses any change it must see."""
    real = torchguard._maker(torch)
    assert real is not None and torchguard._works(torch, real)

    def ignoring(what):
        def make(*tensors):
            kept = [(t.shape if what != "shape" else None,
                     t.stride() if what != "strides" else None,
                     t.dtype if what != "dtype" else None,
                     t.requires_grad if what != "grad" else None) for t in tensors]

            def check(*ts):
                return kept == [(t.shape if what != "shape" else None,
                                 t.stride() if what != "strides" else None,
                                 t.dtype if what != "dtype" else None,
                                 t.requires_grad if what != "grad" else None) for t in ts]
            return check
        return make

    assert torchguard._works(torch, ignoring("nothing"))
    for what in ("shape", "strides", "dtype", "grad"):
        assert not torchguard._works(torch, ignoring(what)), what


def test_the_guard_keeps_no_tensor_alive_and_is_kept_only_for_the_reads_it_matched():
    make = torchguard.guard_maker(torch.Tensor)
    t = torch.zeros(16)
    ref = weakref.ref(t)
    check = make(t)
    del t
    gc.collect()
    assert ref() is None and callable(check)
    t = torch.zeros(16)
    box = [None]
    assert fastpath._arm_guard(box, (t,), fastpath._tensor_reads((t,)))
    assert box[0] is not None and box[0](t)
    box = [None]  # the tensor changed after its reads matched: no guard for those reads
    stale = fastpath._tensor_reads((torch.zeros(8),))
    assert fastpath._arm_guard(box, (t,), stale) and box[0] is None
    assert torchguard.guard_maker(object) is None
