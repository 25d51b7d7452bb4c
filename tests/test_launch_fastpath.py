"""The GPU launch fast path: a launch whose fingerprint (device arrays' addresses, shapes and
strides; scalar facts; constexprs; options) was seen before skips binding and checks, and
launches exactly what the full path would. Runs without a GPU through a stand-in cupy."""
import sys
import types

import numpy as np
import pytest

import tiledsl


class _Mem:
    def __init__(self, ptr):
        self.ptr = ptr
        self.device_id = 0


class _Device:
    def __init__(self, i=0):
        self.id = i

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


def _fake_cupy():
    mod = types.ModuleType("cupy")

    class ndarray:  # noqa: N801 - cupy's name
        __hash__ = None  # unhashable, as cupy's (and numpy's) arrays

        def __init__(self, n, ptr, dtype="float32"):
            self.dtype = np.dtype(dtype)
            self.shape, self.strides = (n,), (self.dtype.itemsize,)
            self.data, self.device = _Mem(ptr), _Device(0)

        @property
        def __cuda_array_interface__(self):
            return {"shape": self.shape, "typestr": self.dtype.str, "version": 3,
                    "data": (self.data.ptr, False), "strides": None}

    runtime = types.SimpleNamespace(getDeviceCount=lambda: 1, getDevice=lambda: 0)
    mod.ndarray = ndarray
    mod.cuda = types.SimpleNamespace(runtime=runtime, Device=_Device)
    return mod


@pytest.fixture
def gpu(monkeypatch):
    cupy = _fake_cupy()
    monkeypatch.setitem(sys.modules, "cupy", cupy)
    import tiledsl.codegen as cg

    calls = []
    # the first launch of a fingerprint goes through codegen.launch (arguments as given),
    # repeats through codegen.launch_prepared (arguments in kernel form: addresses as ints)
    monkeypatch.setattr(cg, "launch", lambda fn, grid, args, **kw: calls.append(
        (fn, grid, list(args), kw)))
    monkeypatch.setattr(cg, "launch_prepared", lambda fn, grid, kargs, **kw: calls.append(
        (fn, grid, list(kargs), {k: v for k, v in kw.items() if k != "device"})))
    monkeypatch.delenv("TILEDSL_INTERPRET", raising=False)
    return cupy, calls


def test_repeat_launch_takes_the_fast_path_with_exact_scalars(gpu):
    cupy, calls = gpu
    k = tiledsl.load("examples/vector_add.tile").vector_add
    o, x, y = (cupy.ndarray(1000, p) for p in (4096, 65536, 1 << 20))
    k[(8,)](o, x, y, 1000, BLOCK=128)
    k[(8,)](o, x, y, 999, BLOCK=128)
    assert k.num_lowerings == 1 and len(k._fast) == 1
    (fn1, g1, a1, kw1), (fn2, g2, a2, kw2) = calls
    assert fn1 is fn2 and g1 == g2 == (8, 1, 1)
    assert kw1 == {"num_warps": 4, "num_stages": None, "stream": None}
    assert kw2 == {"num_warps": 4, "stream": None}
    assert type(a2[3]) is np.int32 and int(a2[3]) == 999
    assert a1[:3] == [o, x, y]
    assert a2[:3] == [4096, 65536, 1 << 20] and [type(a) for a in a2[:3]] == [int] * 3
    assert {p.name: p.facts for p in fn1.params}["x"] == {"aligned16": True, "noalias": True}


def test_fingerprint_changes_take_the_full_path(gpu):
    cupy, calls = gpu
    k = tiledsl.load("examples/vector_add.tile").vector_add
    o, x, y = (cupy.ndarray(1000, p) for p in (4096, 65536, 1 << 20))
    k[(8,)](o, x, y, 1000, BLOCK=128)
    k[(8,)](o, x, y, 1000, BLOCK=256)  # another constexpr: a new specialization
    assert k.num_lowerings == 2
    x2 = cupy.ndarray(1000, 65536 + 4)  # misaligned: the aligned16 fact changes
    k[(8,)](o, x2, y, 1000, BLOCK=128)
    assert k.num_lowerings == 3 and "aligned16" not in calls[-1][0].params[1].facts
    alias = cupy.ndarray(1000, 4096 + 400)  # overlaps `o`: no noalias for either
    k[(8,)](o, alias, y, 1000, BLOCK=128)
    facts = {p.name: p.facts for p in calls[-1][0].params}
    assert "noalias" not in facts["out"] and "noalias" not in facts["x"]
    assert facts["y"].get("noalias")


def test_callable_grid_is_evaluated_on_every_launch(gpu):
    cupy, calls = gpu
    k = tiledsl.load("examples/vector_add.tile").vector_add
    o, x, y = (cupy.ndarray(4096, p) for p in (4096, 65536, 1 << 20))
    grid = lambda meta: ((meta["n"] + meta["BLOCK"] - 1) // meta["BLOCK"],)  # noqa: E731
    k[grid](o, x, y, 4096, BLOCK=128)
    k[grid](o, x, y, 2048, BLOCK=128)  # same facts (divisible by 16): the fast path
    assert [c[1] for c in calls] == [(32, 1, 1), (16, 1, 1)]
    assert k.num_lowerings == 1 and int(calls[1][2][3]) == 2048


def test_errors_still_raised_on_the_fast_path(gpu):
    cupy, calls = gpu
    k = tiledsl.load("examples/vector_add.tile").vector_add
    o, x, y = (cupy.ndarray(1000, p) for p in (4096, 65536, 1 << 20))
    k[(8,)](o, x, y, 1000, BLOCK=128)
    with pytest.raises(tiledsl.TileLaunchError, match="grid"):
        k[(0,)](o, x, y, 1000, BLOCK=128)
    with pytest.raises(tiledsl.TileLaunchError, match="'n'"):
        k[(8,)](o, x, y, 2**40, BLOCK=128)  # does not fit i32: not the cached fingerprint
    assert len(calls) == 1


def test_interpret_env_never_uses_the_fast_path(gpu, monkeypatch):
    cupy, calls = gpu
    from tiledsl.launch.fastpath import _fingerprint

    k = tiledsl.load("examples/vector_add.tile").vector_add
    o = cupy.ndarray(1000, 4096)
    assert _fingerprint(k.params, (o, o, o, 1000), {"BLOCK": 128}) is not None
    monkeypatch.setenv("TILEDSL_INTERPRET", "1")
    assert _fingerprint(k.params, (o, o, o, 1000), {"BLOCK": 128}) is None


def test_a_float_that_overflows_is_refused_on_the_fast_path_too(gpu):
    cupy, calls = gpu
    k = tiledsl.compile("kernel scale(o: *fp32, s: fp32):\n"
                        "    store(o + arange(0, 16), s)\n", filename="s.tile").scale
    o = cupy.ndarray(16, 4096)
    k[(1,)](o, 2.5)
    k[(1,)](o, 3.5)
    assert len(calls) == 2 and type(calls[1][2][1]) is np.float32 and calls[1][2][1] == 3.5
    with pytest.raises(tiledsl.TileLaunchError, match="does not fit in fp32"):
        k[(1,)](o, 1e300)
    assert len(calls) == 2


def test_numpy_integer_scalars_keep_their_facts_on_the_fast_path(gpu):
    """np.int32(4096) then np.int32(4095): the second launch must not reuse the div16
    specialization of the first (a numpy scalar's value is part of the fingerprint)."""
    cupy, calls = gpu
    k = tiledsl.load("examples/vector_add.tile").vector_add
    o, x, y = (cupy.ndarray(4096, p) for p in (4096, 65536, 1 << 20))
    k[(32,)](o, x, y, np.int32(4096), BLOCK=128)
    k[(32,)](o, x, y, np.int32(4095), BLOCK=128)
    k[(32,)](o, x, y, np.int64(1), BLOCK=128)
    facts = [{p.name: p.facts for p in c[0].params}["n"] for c in calls]
    assert facts == [{"div16": True}, {}, {"is_one": True}]
    assert [int(c[2][3]) for c in calls] == [4096, 4095, 1]
    k[(32,)](o, x, y, np.int32(2048), BLOCK=128)  # div16 again: the first specialization
    assert calls[-1][0] is calls[0][0] and k.num_lowerings == 3


def test_bool_and_small_float_scalars_on_the_fast_path(gpu):
    import warnings

    cupy, calls = gpu
    k = tiledsl.compile("kernel f(o: *fp32, s: fp16, n: i32):\n"
                        "    store(o + arange(0, 16), s * n)\n", filename="f.tile").f
    o = cupy.ndarray(16, 4096)
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # no overflow warning from the fp32-fit check
        k[(1,)](o, np.float16(65504.0), True)
        k[(1,)](o, np.float16(-2.0), False)
    facts = [{p.name: p.facts for p in c[0].params}["n"] for c in calls]
    assert facts == [{"is_one": True}, {"div16": True}]
    assert [int(c[2][2]) for c in calls] == [1, 0]
    assert calls[1][2][1].view(np.float16) == -2.0  # fp16 as its raw bits on the fast path


def test_keyword_and_positional_arguments_on_the_fast_path(gpu):
    """All run-time arguments positional (the generated straight-line conversion), or some by
    keyword or from a default (the general one): the same kernel arguments either way."""
    cupy, calls = gpu
    k = tiledsl.compile("kernel f(o: *fp32, x: *fp32, n: i32, s: fp32 = 2.0):\n"
                        "    store(o + arange(0, 16), load(x + arange(0, 16)) * s + n)\n",
                        filename="f.tile").f
    o, x = cupy.ndarray(16, 4096), cupy.ndarray(16, 8192)
    for _ in range(2):
        k[(1,)](o, x, 7, 0.5)                # positional, Python scalars converted
        k[(1,)](o, x, np.int32(7), np.float32(0.5))  # positional, exact types kept
        k[(1,)](o, x, n=7, s=0.5)             # keywords
        k[(1,)](o, x, 7)                     # s from its default
    fast = calls[4:]
    assert [c[2] for c in fast] == [[4096, 8192, 7, 0.5]] * 3 + [[4096, 8192, 7, 2.0]]
    assert all(type(c[2][2]) is np.int32 and type(c[2][3]) is np.float32 for c in fast)
    assert len(k._fast) == 4 and k.num_lowerings == 1
    k[(1,)](o, x=x, n=7, s=0.5)  # an array by keyword (unhashable): the full path each time
    k[(1,)](o, x=x, n=7, s=0.5)
    assert len(k._fast) == 4 and [c[2][:2] for c in calls[-2:]] == [[o, x]] * 2


def test_generated_fingerprint_equals_the_general_one(gpu, monkeypatch):
    """_fingerprinter's straight-line code gives _fingerprint's key for every kind of
    argument, and None where _fingerprint gives None."""
    from tiledsl.launch import fastpath as L

    cupy, _ = gpu
    k = tiledsl.compile("kernel f(o: *fp32, x, n: i64, s: fp32, h: fp16, B: constexpr):\n"
                        "    store(o + arange(0, 16), s * n)\n", filename="f.tile").f
    o = cupy.ndarray(16, 4096)
    cases = [
        (o, cupy.ndarray(16, 8200, "int32"), 5, 1.5, np.float16(2), 16),
        (o, np.int32(3), np.int64(1 << 40), np.float32(3e38), 1.0, 64),
        (o, True, np.int64(-16), 1e39, np.float16(-1), np.int32(8)),
        (o, 2.5, np.uint8(1), np.float64(-0.0), 0, 2.5),
        (o, object(), 1, 1.0, 1.0, 4),          # an unknown object: None
        (o, 1 + 2j, 1, 1.0, 1.0, 4),            # complex: None
        (o, np.complex64(1), 1, 1.0, 1.0, 4),
        (o, o), (o,), (),
        (o, o, 1, 1.0, 1.0, 4, 5),              # too many: None
    ]
    for args in cases:
        for kw in ({}, {"B": 16}, {"num_warps": 8, "stream": None}, {"B": [1]}):
            assert L._fingerprinter(k.params, len(args))(args, kw) == \
                L._fingerprint(k.params, args, kw), (args, kw)
    sweep = [0, 1, 16, -1, 2**31, -2**31 - 1, 2**63, True, False, np.int32(16), np.int64(1),
             np.uint8(3), 0.0, -0.0, 3e38, 1e39, -1e39, float("inf"), float("nan"),
             np.float32(1), np.float32("inf"), np.float16(2), np.float64(3e38), 1 + 2j, "s",
             None]
    for pos in (1, 2, 3, 4, 5):  # every scalar or unannotated position, and the constexpr
        for v in sweep:
            args = list(cases[0])
            args[pos] = v
            assert L._fingerprinter(k.params, 6)(tuple(args), {}) == \
                L._fingerprint(k.params, tuple(args), {}), (pos, v)
    assert L._fingerprint(k.params, cases[0], {}) is not None
    assert L._fingerprint(k.params, cases[4], {}) is None
    monkeypatch.setenv("TILEDSL_INTERPRET", "1")
    assert L._fingerprinter(k.params, 6)(cases[0], {}) is None


@pytest.mark.parametrize("decl, good, bad", [
    ("b: i8", 5, 300),
    ("b: i8", np.int64(5), np.int64(300)),
    ("b: u32", np.int64(3), np.int64(-3)),
    ("b: u64", 3, -3),
    ("b: fp16", 1.0, 70000.0),
    ("b: i1", 0, 16),
    ("b", float("inf"), 1e39),
    ("b: fp32", 1, 10**40),
])
def test_the_fast_path_refuses_what_the_full_path_refuses(gpu, decl, good, bad):
    """A value sharing its fingerprint with an earlier, valid one, but not valid for the
    parameter, raises the full path's error on the fast path too (never a silent wrap, an
    inf, or an InternalError)."""
    def kernel():
        return tiledsl.compile(f"kernel f(o: *fp32, {decl}):\n    store(o, 1.0)\n",
                               filename="f.tile").f

    cupy, calls = gpu
    o = cupy.ndarray(16, 4096)
    with pytest.raises(tiledsl.TileLaunchError) as fresh:
        kernel()[(1,)](o, bad)
    k = kernel()
    k[(1,)](o, good)
    k[(1,)](o, good)
    with pytest.raises(tiledsl.TileLaunchError) as e:
        k[(1,)](o, bad)
    assert str(e.value) == str(fresh.value)
    assert len(calls) == 2


def test_keyword_values_key_on_their_type(gpu):
    """n=2 then n=2.0 (unannotated): two specializations, i32 then fp32, as the full path
    would give; constexprs 16 and 16.0 likewise."""
    cupy, calls = gpu
    k = tiledsl.compile("kernel f(o: *fp32, n, B: constexpr):\n    store(o, n * 1.0 + B)\n",
                        filename="f.tile").f
    o = cupy.ndarray(16, 4096)
    for n, b in ((2, 16), (2, 16), (2.0, 16), (np.int64(2), 16), (2, 16.0), (True, 16)):
        k[(1,)](o, n=n, B=b)
    types = [str(c[0].params[1].value.type) for c in calls]
    assert types == ["i32", "i32", "fp32", "i64", "i32", "i1"]
    assert k.num_lowerings == 5


def test_the_generated_argument_list_is_built_at_the_first_fast_launch_and_shared(gpu):
    cupy, calls = gpu
    k = tiledsl.load("examples/vector_add.tile").vector_add
    o, x, y = (cupy.ndarray(4096, p) for p in (4096, 65536, 1 << 20))
    k[(8,)](o, x, y, 1000, BLOCK=128)
    (entry,) = k._fast.values()
    assert entry._positional is None  # a launch that never repeats generates nothing
    k[(8,)](o, x, y, 1000, BLOCK=128)
    assert entry._positional is not None
    k[(8,)](o, x, y, 1024, BLOCK=128)  # div16: another entry of the same argument layout
    k[(8,)](o, x, y, 1024, BLOCK=128)
    assert len(k._fast) == 2
    assert {id(e._positional) for e in k._fast.values()} == {id(entry._positional)}
    assert [int(c[2][3]) for c in calls] == [1000, 1000, 1024, 1024]
