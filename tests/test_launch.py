"""The launch API: load/compile, kernel[grid](...), argument binding and specialization, the
specialization cache, every TileLaunchError (exact message, parameter named, nothing written),
GPU routing (with a fake cupy and a fake code generator), ir/emit of a specialization."""
from __future__ import annotations

import os
import sys
import types
import warnings

import numpy as np
import pytest

import tiledsl
from tiledsl import TileLaunchError
from tiledsl.analysis.effects import stored_params
from tiledsl.dtypes import DType, PointerType
from tiledsl.launch.binding import launch_facts, parse_type

from _fake_cupy import recording_device

ADD = """
kernel add(out: *fp32, x: *fp32, y: *fp32, n: i32, BLOCK: constexpr):
    offs = program_id(0) * BLOCK + arange(0, BLOCK)
    mask = offs < n
    store(out + offs, load(x + offs, mask=mask) + load(y + offs, mask=mask), mask=mask)
"""

# unannotated parameters specialize on the argument; `scale` has a default
GENERIC = """
kernel scale(out, x, a, n: i32, scale: fp32 = 2.0, BLOCK: constexpr = 16):
    offs = program_id(0) * BLOCK + arange(0, BLOCK)
    mask = offs < n
    v = load(x + offs, mask=mask)
    store(out + offs, (v * a * scale).to(fp32), mask=mask)
"""


@pytest.fixture
def add(tile, clean_env):
    return tile(ADD).add


@pytest.fixture
def generic(tile, clean_env):
    return tile(GENERIC).scale


def arrays(n=100):
    x = np.arange(n, dtype=np.float32)
    y = np.full(n, 0.5, dtype=np.float32)
    return np.zeros(n, np.float32), x, y


# ------------------------------------------------------------------------ load, compile
def test_load_returns_module_with_kernels(examples_dir):
    mod = tiledsl.load(examples_dir / "vector_add.tile")
    assert list(mod.kernels) == ["vector_add"]
    assert mod.vector_add is mod["vector_add"] is mod.kernels["vector_add"]
    assert mod.filename.endswith("vector_add.tile")
    assert mod.vector_add.signature == (
        "vector_add(out: *fp32, x: *fp32, y: *fp32, n: i32, BLOCK: constexpr = 1024)")
    assert "vector_add" in dir(mod)


def test_module_attribute_errors(tile):
    mod = tile("""
        def helper(x):
            return x + 1

        kernel k(out: *i32):
            store(out, helper(1))
        """)
    with pytest.raises(AttributeError, match=r"'helper' in test.tile is a helper \(def\), not a "
                                             r"kernel"):
        mod.helper
    with pytest.raises(AttributeError, match=r"test.tile has no kernel 'nope'; its kernels: k"):
        mod.nope
    with pytest.raises(KeyError, match="has no kernel 'nope'"):
        mod["nope"]


def test_compile_reports_errors_with_location():
    with pytest.raises(tiledsl.TileCompileErrors) as e:
        tiledsl.compile("kernel k(x: *fp32):\n    store(x, zz)\n", filename="bad.tile")
    assert str(e.value).startswith("bad.tile:2:14: undefined name 'zz'")


# ------------------------------------------------------------------------------ launching
def test_vector_add_runs_with_tuple_list_and_int_grids(add):
    out, x, y = arrays(100)
    add[(4,)](out, x, y, 100, BLOCK=32)
    np.testing.assert_array_equal(out, x + y)
    out[:] = 0
    add[[4]](out, x, y, 100, BLOCK=32)
    np.testing.assert_array_equal(out, x + y)
    out[:] = 0
    add[4](out, x, y, 100, BLOCK=32)
    np.testing.assert_array_equal(out, x + y)


def test_grid_too_small_leaves_tail_untouched(add):
    out, x, y = arrays(100)
    add[(2,)](out, x, y, 100, BLOCK=32)
    np.testing.assert_array_equal(out[:64], (x + y)[:64])
    assert not out[64:].any()


def test_keywords_for_every_parameter(add):
    out, x, y = arrays(50)
    add[(1,)](n=50, y=y, x=x, out=out, BLOCK=64)
    np.testing.assert_array_equal(out, x + y)


def test_grid_callable_gets_bound_args_and_constexprs(add):
    out, x, y = arrays(100)
    seen = {}

    def grid(meta):
        seen.update(meta)
        return ((meta["n"] + meta["BLOCK"] - 1) // meta["BLOCK"],)

    add[grid](out, x, y, 100, BLOCK=16)
    np.testing.assert_array_equal(out, x + y)
    assert sorted(seen) == ["BLOCK", "n", "out", "x", "y"]
    assert seen["n"] == 100 and seen["BLOCK"] == 16 and seen["out"] is out


def test_grid_callable_sees_defaults(generic):
    out, x = np.zeros(40, np.float32), np.ones(40, np.float32)
    seen = {}
    generic[lambda m: (seen.update(m) or (m["n"] + m["BLOCK"] - 1) // m["BLOCK"],)](out, x, 3.0, 40)
    assert seen["BLOCK"] == 16 and seen["scale"] == 2.0
    np.testing.assert_array_equal(out, np.full(40, 6.0, np.float32))


def test_two_and_three_dimensional_grids(tile, clean_env):
    k = tile("""
        kernel ids(out: *i32):
            i = program_id(0) + 10 * program_id(1) + 100 * program_id(2)
            n = num_programs(0) + 10 * num_programs(1) + 100 * num_programs(2)
            store(out + i, i * 1000 + n)
        """).ids
    out = np.full(1000, -1, np.int32)
    k[(3, 2)](out)
    assert sorted(out[out >= 0].tolist()) == sorted(
        (i + 10 * j) * 1000 + 123 for i in range(3) for j in range(2))
    out[:] = -1
    k[(2, 2, 2)](out)
    got = {int(v) for v in out if v >= 0}
    assert got == {(i + 10 * j + 100 * l) * 1000 + 222
                   for i in range(2) for j in range(2) for l in range(2)}


def test_scalar_defaults_are_honoured(generic):
    out, x = np.zeros(20, np.float32), np.arange(20, dtype=np.float32)
    generic[(2,)](out, x, 1.5, 20)  # scale = 2.0 by default
    np.testing.assert_array_equal(out, x * np.float32(3.0))
    generic[(2,)](out, x, 1.5, 20, 4.0)
    np.testing.assert_array_equal(out, x * np.float32(6.0))


def test_strided_views_count_strides_in_elements(tile, clean_env):
    k = tile("""
        kernel col(out: *fp32, x: *fp32, stride: i32, n: i32, BLOCK: constexpr):
            r = arange(0, BLOCK)
            store(out + r, load(x + r * stride, mask=r < n), mask=r < n)
        """).col
    m = np.arange(60, dtype=np.float32).reshape(10, 6)
    view = m[:, 2]  # strided: element stride 6
    out = np.zeros(10, np.float32)
    k[(1,)](out, view, view.strides[0] // 4, 10, BLOCK=16)
    np.testing.assert_array_equal(out, m[:, 2])


class ArrayInterface:
    """A host array exposed only through ``__array_interface__`` (as foreign libraries do)."""

    def __init__(self, arr):
        self._arr = arr
        self.__array_interface__ = arr.__array_interface__


def test_array_interface_objects_are_arrays(add):
    out, x, y = arrays(30)
    add[(1,)](ArrayInterface(out), ArrayInterface(x), y, 30, BLOCK=32)
    np.testing.assert_array_equal(out, x + y)


def test_torch_cpu_tensors(add):
    torch = pytest.importorskip("torch")
    out, x, y = (torch.from_numpy(a) for a in arrays(30))
    add[(1,)](out, x, y, 30, BLOCK=32)
    assert out.tolist() == (x + y).tolist()


# ------------------------------------------------------------------------ specialization
def _param_types(kernel):
    (spec,) = kernel.cache.values()
    return {p.name: str(p.value.type) for p in spec.fn.params}


@pytest.mark.parametrize("value, expected", [
    (3, "i32"), (2**31, "i64"), (-(2**31) - 1, "i64"), (2**63, "u64"), (1.5, "fp32"),
    (True, "i1"), (np.float16(1.5), "fp16"), (np.int8(3), "i8"), (np.uint32(3), "u32"),
    (np.float64(0.5), "fp64"),
])
def test_unannotated_scalars_specialize_like_triton(generic, value, expected):
    out, x = np.zeros(4, np.float32), np.ones(4, np.float32)
    generic[(1,)](out, x, value, 4)
    types_ = _param_types(generic)
    assert types_["a"] == expected
    assert types_["x"] == "*fp32" and types_["out"] == "*fp32" and types_["scale"] == "fp32"


def test_unannotated_array_specializes_on_its_dtype(generic):
    out = np.zeros(8, np.float32)
    x = np.arange(8, dtype=np.float16)
    generic[(1,)](out, x, 1, 8)
    assert _param_types(generic)["x"] == "*fp16"
    np.testing.assert_array_equal(out, np.arange(8) * 2.0)


def test_each_specialization_is_lowered_once(add, monkeypatch):
    from tiledsl import check

    calls = []
    real = check.lower

    def counting(module, name, arg_types, constexprs, **kw):
        calls.append((name, dict(constexprs)))
        return real(module, name, arg_types, constexprs, **kw)

    monkeypatch.setattr(check, "lower", counting)
    out, x, y = arrays(64)
    for _ in range(3):
        add[(2,)](out, x, y, 64, BLOCK=32)
    assert calls == [("add", {"BLOCK": 32})] and add.num_lowerings == 1
    add[(1,)](out, x, y, 64, BLOCK=64)          # a new constexpr value
    add[(2,)](out, x, y, 7, BLOCK=32)           # same types: cached
    assert add.num_lowerings == 2 and len(calls) == 2
    add.ir(BLOCK=32)                             # ir() shares the cache
    assert add.num_lowerings == 2
    np.testing.assert_array_equal(out, x + y)


def test_cache_distinguishes_argument_types(generic):
    out, x = np.zeros(4, np.float32), np.ones(4, np.float32)
    for a in (1, 2, 2**40, 1.0, np.float16(1)):
        generic[(1,)](out, x, a, 4)
    assert generic.num_lowerings == 4  # i32 (1 and 2), i64, fp32, fp16
    generic[(1,)](out, x, 3, 4, BLOCK=8)
    assert generic.num_lowerings == 5


def test_constexpr_values_keyed_with_their_type(tile, clean_env):
    k = tile("""
        kernel c(out: *fp32, V: constexpr):
            store(out, V * 1.0)
        """).c
    out = np.zeros(1, np.float32)
    k[(1,)](out, V=1)
    k[(1,)](out, V=1.0)
    k[(1,)](out, V=True)
    k[(1,)](out, V=np.int64(1))   # numpy scalars become Python values: same as V=1
    assert k.num_lowerings == 3
    assert out[0] == 1.0


def test_dump_ir_on_first_build(add, capsys, monkeypatch):
    monkeypatch.setenv("TILEDSL_DUMP", "ir")
    out, x, y = arrays(8)
    add[(1,)](out, x, y, 8, BLOCK=8)
    add[(1,)](out, x, y, 8, BLOCK=8)
    err = capsys.readouterr().err
    assert err.count("// TILEDSL_DUMP test.tile:add ir") == 1
    assert "kernel @add(" in err and "[BLOCK=8]" in err


# ---------------------------------------------------------------------- launch errors
def refused(kernel, grid, *args, **kwargs) -> str:
    """Launch, expect a TileLaunchError, and return its message."""
    with pytest.raises(TileLaunchError) as e:
        kernel[grid](*args, **kwargs)
    return str(e.value)


@pytest.mark.parametrize("call, message", [
    (lambda k, o, x, y: refused(k, (1,), o, x, y, 10, 32, 5),
     "add() takes 5 arguments (out, x, y, n, BLOCK) but 6 were given"),
    (lambda k, o, x, y: refused(k, (1,), o, x, BLOCK=32),
     "add() missing arguments for parameters 'y', 'n'"),
    (lambda k, o, x, y: refused(k, (1,), o, x, y, BLOCK=32),
     "add() missing argument for parameter 'n'"),
    (lambda k, o, x, y: refused(k, (1,), o, x, y, 10),
     "add() missing constexpr 'BLOCK': pass it by keyword, add[grid](..., BLOCK=...)"),
    (lambda k, o, x, y: refused(k, (1,), o, x, y, 10, BLOK=32),
     "add() got an unknown keyword argument 'BLOK' (did you mean 'BLOCK'?); parameters: out, x, "
     "y, n, BLOCK; options: num_warps, num_consumer_groups, num_stages, backend, stream, "
     "load_other, check, order, seed, poison, print_pids, persistent"),
    (lambda k, o, x, y: refused(k, (1,), o, x, y, 10, out=o, BLOCK=32),
     "add() got multiple values for parameter 'out'"),
    (lambda k, o, x, y: refused(k, (1,), o, x.astype(np.float64), y, 10, BLOCK=32),
     "add(): parameter 'x' is declared *fp32 but got an array of fp64 (float64); convert it, "
     "e.g. x.astype(np.float32)"),
    (lambda k, o, x, y: refused(k, (1,), o, 1.0, y, 10, BLOCK=32),
     "add(): parameter 'x' is declared *fp32 and needs an array, got a float"),
    (lambda k, o, x, y: refused(k, (1,), o, list(x), y, 10, BLOCK=32),
     "add(): parameter 'x' got a list; pass a numpy array (np.asarray(...)), since a list would "
     "be copied and stores lost"),
    (lambda k, o, x, y: refused(k, (1,), o, x, y, y, BLOCK=32),
     "add(): parameter 'n' is declared i32 and needs a scalar, got an array"),
    (lambda k, o, x, y: refused(k, (1,), o, x, y, 2**31, BLOCK=32),
     "add(): parameter 'n' = 2147483648 does not fit in i32 (range -2147483648 to 2147483647)"),
    (lambda k, o, x, y: refused(k, (1,), o, x, y, np.int64(-(2**40)), BLOCK=32),
     "add(): parameter 'n' = -1099511627776 does not fit in i32 (range -2147483648 to "
     "2147483647)"),
    (lambda k, o, x, y: refused(k, (1,), o, x, y, 10.5, BLOCK=32),
     "add(): parameter 'n' is declared i32 but got the float 10.5; pass an int"),
    (lambda k, o, x, y: refused(k, (1,), o, x, y, "10", BLOCK=32),
     "add(): parameter 'n' is declared i32 and needs a number, got the string '10'"),
    (lambda k, o, x, y: refused(k, (1,), o, x, y, 10, BLOCK=np.zeros(2)),
     "add(): constexpr 'BLOCK' needs a compile-time value (int, float, bool, str or a dtype), "
     "got a ndarray"),
    (lambda k, o, x, y: refused(k, (1,), o, x, y, 10, BLOCK=32, num_warps=3),
     "add(): num_warps must be a power of two from 1 to 32, got 3"),
    (lambda k, o, x, y: refused(k, (1,), o, x, y, 10, BLOCK=32, num_stages=-1),
     "add(): num_stages must be an int >= 0, got -1"),
    (lambda k, o, x, y: refused(k, (1,), o, x, y, 10, BLOCK=32, backend="tpu"),
     "add(): unknown backend 'tpu'; use 'interpreter' or 'cuda'"),
    (lambda k, o, x, y: refused(k, (1,), o, x, y, 10, BLOCK=32, backend="cuda"),
     "add(): backend='cuda' needs device arrays, but 'out' is a host (numpy) array; move it with "
     "cupy.asarray(...), or run on the interpreter"),
])
def test_argument_errors_name_the_parameter_and_write_nothing(add, call, message):
    out, x, y = arrays(10)
    before = (out.copy(), x.copy(), y.copy())
    assert call(add, out, x, y) == message
    for a, b in zip((out, x, y), before):
        np.testing.assert_array_equal(a, b)
    assert not out.any()


@pytest.mark.parametrize("grid, message", [
    ((), "add[grid]: the grid is an empty tuple; give 1 to 3 ints, e.g. (n,)"),
    ((0,), "add[grid]: grid dimension 0 is 0, so the grid (0,) has no programs; skip the launch "
           "when there is no work"),
    ((2, 0), "add[grid]: grid dimension 1 is 0, so the grid (2, 0) has no programs; skip the "
             "launch when there is no work"),
    ((-1,), "add[grid]: grid dimension 0 is negative (-1)"),
    ((2.0,), "add[grid]: grid dimension 0 is 2.0 (float), not an int; use integer division, e.g. "
             "cdiv(n, BLOCK) = (n + BLOCK - 1) // BLOCK"),
    ((True,), "add[grid]: grid dimension 0 is True (bool), not an int; use integer division, "
              "e.g. cdiv(n, BLOCK) = (n + BLOCK - 1) // BLOCK"),
    ((1, 1, 1, 1), "add[grid]: the grid is (1, 1, 1, 1), which has 4 dimensions; a grid has at "
                   "most 3"),
    ("4", "add[grid]: the grid is '4'; a grid is a tuple of 1 to 3 ints, e.g. (n,)"),
    (lambda meta: meta["BLOCK_SIZE"],
     "add[grid]: the grid callable raised KeyError: 'BLOCK_SIZE'; it receives a dict with keys "
     "'out', 'x', 'y', 'n', 'BLOCK'"),
    (lambda meta: 2.5, "add[grid]: the grid callable returned 2.5; a grid is a tuple of 1 to 3 "
                       "ints, e.g. (n,)"),
    (lambda meta: (), "add[grid]: the grid callable returned an empty tuple; give 1 to 3 ints, "
                      "e.g. (n,)"),
])
def test_grid_errors(add, grid, message):
    out, x, y = arrays(10)
    assert refused(add, grid, out, x, y, 10, BLOCK=16) == message
    assert not out.any()


def test_int64_grid_dims_are_accepted(add):
    out, x, y = arrays(10)
    add[(np.int64(1),)](out, x, y, 10, BLOCK=16)
    np.testing.assert_array_equal(out, x + y)


def test_overflowing_scalars(tile, clean_env):
    k = tile("""
        kernel s(out: *fp32, h: fp16, b: i1, u: u8, g):
            store(out, h.to(fp32) + b.to(fp32) + u.to(fp32) + g.to(fp32))
        """).s
    out = np.zeros(1, np.float32)
    assert refused(k, (1,), out, 1e6, True, 1, 1) == (
        "s(): parameter 'h' = 1000000.0 does not fit in fp16 (declared fp16; it would become inf)")
    assert refused(k, (1,), out, 1.0, 2, 1, 1) == (
        "s(): parameter 'b' = 2 does not fit in i1 (range 0 to 1)")
    assert refused(k, (1,), out, 1.0, True, -1, 1) == (
        "s(): parameter 'u' = -1 does not fit in u8 (range 0 to 255)")
    assert refused(k, (1,), out, 1.0, True, 1, 2**64) == (
        "s(): parameter 'g' = 18446744073709551616 does not fit in 64 bits (an int must lie in "
        "[-2**63, 2**64))")
    assert refused(k, (1,), out, 1.0, True, 1, 1e300) == (
        "s(): parameter 'g' = 1e+300 does not fit in fp32 (an unannotated float is fp32, as in "
        "Triton; it would become inf); annotate the parameter fp64")
    assert refused(k, (1,), out, 1.0, True, 1, "x") == (
        "s(): parameter 'g' got the string 'x'; pass an array, a number or a numpy scalar")
    assert refused(k, (1,), out, 1.0, True, 1, None) == (
        "s(): parameter 'g' got None; pass an array, a number or a numpy scalar")
    assert not out.any()
    k[(1,)](out, float("inf"), np.bool_(True), 255, 2)  # inf itself is not an overflow
    assert out[0] == np.inf


def test_read_only_output_is_refused_and_not_written(add):
    out, x, y = arrays(10)
    out.flags.writeable = False
    assert refused(add, (1,), out, x, y, 10, BLOCK=16) == (
        "add(): parameter 'out' is a read-only array, but the kernel stores through it "
        "(test.tile:4:5); pass a writeable array (np.array(x) makes a writeable copy)")
    assert not out.any()


def test_read_only_inputs_are_fine(add):
    out, x, y = arrays(10)
    x.flags.writeable = False
    y.flags.writeable = False
    add[(1,)](out, x, y, 10, BLOCK=16)
    np.testing.assert_array_equal(out, x + y)


def test_read_only_through_loop_carried_pointer_and_atomic(tile, clean_env):
    mod = tile("""
        kernel loop(dst: *fp32, src: *fp32, n: i32):
            p = dst
            q = src
            for i in range(0, n):
                store(p, load(q))
                p += 1
                q += 1

        kernel count(counter: *i32, data: *i32):
            atomic_add(counter, load(data))
        """)
    src = np.arange(4, dtype=np.float32)
    src.flags.writeable = False
    dst = np.zeros(4, np.float32)
    mod.loop[(1,)](dst, src, 4)
    np.testing.assert_array_equal(dst, src)
    dst.flags.writeable = False
    msg = refused(mod.loop, (1,), dst, np.ones(4, np.float32), 4)
    assert msg.startswith("loop(): parameter 'dst' is a read-only array, but the kernel stores "
                          "through it (test.tile:5:9)")
    counter = np.zeros(1, np.int32)
    counter.flags.writeable = False
    data = np.array([5], np.int32)
    assert "parameter 'counter' is a read-only array" in refused(mod.count, (1,), counter, data)
    counter = np.zeros(1, np.int32)
    data.flags.writeable = False
    mod.count[(3,)](counter, data)
    assert counter[0] == 15


def test_stored_params_analysis(tile):
    mod = tile("""
        kernel k(a: *fp32, b: *fp32, c: *fp32, flag: i32):
            p = a
            if flag > 0:
                p = b
            store(p, load(c))
        """)
    fn = mod.k.lower()
    writes = stored_params(fn)
    assert sorted(writes) == ["a", "b"]
    assert str(writes["a"]) == "test.tile:5:5"


# ------------------------------------------------------------------------------ GPU routing
class FakeDeviceArray:
    """An object with ``__cuda_array_interface__`` (as cupy arrays and torch CUDA tensors)."""

    def __init__(self, shape, typestr="<f4", ptr=1 << 20, device_id=0, strides=None):
        self.__cuda_array_interface__ = {"shape": shape, "typestr": typestr, "data": (ptr, False),
                                         "strides": strides, "version": 3}
        self.device = types.SimpleNamespace(id=device_id)


class _Calls(list):
    options: list


@pytest.fixture
def fake_gpu(monkeypatch, clean_env):
    """A fake cupy reporting one device and a fake codegen.launch recording its calls (and,
    in ``calls.options``, the extra keyword options of each launch)."""
    calls = _Calls()
    cupy = types.ModuleType("cupy")
    runtime = types.SimpleNamespace(getDeviceCount=lambda: 1, getDevice=lambda: 0)

    Device = recording_device(calls)

    cupy.cuda = types.SimpleNamespace(runtime=runtime, Device=Device)
    monkeypatch.setitem(sys.modules, "cupy", cupy)
    from tiledsl import codegen

    options = calls.options = []

    def launch(fn, grid, args, *, num_warps=4, num_stages=None, stream=None, **kw):
        calls.append(("launch", fn, grid, args, num_warps, num_stages, stream))
        options.append(kw)

    monkeypatch.setattr(codegen, "launch", launch, raising=False)

    def launch_prepared(fn, grid, kargs, *, num_warps=4, stream=None, device=None, **kw):
        calls.append(("launch", fn, grid, kargs, num_warps, None, stream))
        options.append(kw)

    monkeypatch.setattr(codegen, "launch_prepared", launch_prepared, raising=False)
    return calls


def test_device_arrays_route_to_codegen_with_facts(add, fake_gpu):
    out = FakeDeviceArray((64,), ptr=4096)
    x = FakeDeviceArray((64,), ptr=4096 + 64)
    y = FakeDeviceArray((64,), ptr=4096 + 4)        # not 16-byte aligned
    s = types.SimpleNamespace(ptr=5)  # a stream: anything with an int handle
    add[(2,)](out, x, y, 64, BLOCK=32, num_warps=8, num_stages=2, stream=s)
    (dev,), (launch,) = [c for c in fake_gpu if c[0] == "device"], \
        [c for c in fake_gpu if c[0] == "launch"]
    assert dev == ("device", 0)
    _, fn, grid, args, warps, stages, stream = launch
    assert grid == (2, 1, 1) and warps == 8 and stages == 2 and stream is s
    assert args[:3] == [out, x, y]
    assert args[3] == np.int32(64) and type(args[3]) is np.int32
    assert {p.name: p.facts for p in fn.params} == {
        "out": {"aligned16": True}, "x": {"aligned16": True}, "y": {}, "n": {"div16": True}}
    assert "{aligned16}" in str(fn).splitlines()[0]
    # another alignment or divisibility is another specialization; the same one is cached
    add[(2,)](out, x, FakeDeviceArray((64,), ptr=8192), 64, BLOCK=32)
    add[(2,)](out, x, FakeDeviceArray((64,), ptr=8192 + 16), 64, BLOCK=32)
    assert add.num_lowerings == 2
    add[(2,)](out, x, y, 1, BLOCK=32)
    assert add.num_lowerings == 3
    (_, fn3, *_), = [c for c in fake_gpu if c[0] == "launch"][-1:]
    assert fn3.params[3].facts == {"is_one": True}


def test_interpreter_forced_for_device_arrays_by_option_or_env(add, fake_gpu, monkeypatch):
    from tiledsl.launch import backends as L

    seen = []
    monkeypatch.setattr(L, "_run_interpreter", lambda fn, grid, args, writes, opts: seen.append(
        (grid, [a.name for a in args], sorted(writes))))
    out, x, y = (FakeDeviceArray((16,)) for _ in range(3))
    add[(1,)](out, x, y, 16, BLOCK=16, backend="interpreter")
    monkeypatch.setenv("TILEDSL_INTERPRET", "1")
    add[(1,)](out, x, y, 16, BLOCK=16)
    assert seen == [((1, 1, 1), ["out", "x", "y", "n"], ["out"])] * 2
    assert not [c for c in fake_gpu if c[0] == "launch"]


def test_mixed_host_and_device_arrays(add, fake_gpu):
    out, x, y = arrays(16)
    msg = refused(add, (1,), out, FakeDeviceArray((16,)), y, 16, BLOCK=16)
    assert msg == ("add(): host and device arrays mixed in one launch: 'out' is a host (numpy) "
                   "array, 'x' a device array; pass all of them on one side")
    assert not out.any() and not fake_gpu


def test_arrays_on_different_devices(add, fake_gpu):
    a, b = FakeDeviceArray((16,), device_id=0), FakeDeviceArray((16,), device_id=1)
    msg = refused(add, (1,), a, b, a, 16, BLOCK=16)
    assert msg == ("add(): arrays on different GPUs: 'out' on device 0, 'x' on device 1; move "
                   "them to one device")
    assert not fake_gpu


def test_gpu_launch_without_cupy(add, monkeypatch, clean_env):
    monkeypatch.setitem(sys.modules, "cupy", None)  # import cupy raises ImportError
    a = FakeDeviceArray((16,))
    assert refused(add, (1,), a, a, a, 16, BLOCK=16) == (
        "add(): a GPU launch needs cupy, which is not installed (pip install 'tiledsl[gpu]'); to "
        "run on the interpreter instead, pass numpy arrays, set TILEDSL_INTERPRET=1, or pass "
        "backend='interpreter'")


def test_gpu_launch_without_device(add, fake_gpu, monkeypatch):
    cupy = sys.modules["cupy"]

    def no_device():
        raise RuntimeError("cudaErrorNoDevice: no CUDA-capable device is detected")

    monkeypatch.setattr(cupy.cuda.runtime, "getDeviceCount", no_device)
    a = FakeDeviceArray((16,))
    assert refused(add, (1,), a, a, a, 16, BLOCK=16) == (
        "add(): a GPU launch needs a CUDA device, and none is available (cudaErrorNoDevice: no "
        "CUDA-capable device is detected); to run on the interpreter instead, pass numpy arrays, "
        "set TILEDSL_INTERPRET=1, or pass backend='interpreter'")
    assert not [c for c in fake_gpu if c[0] == "launch"]


def test_launch_facts_rules():
    from tiledsl.launch.arrays import Array
    from tiledsl.launch.binding import Arg

    def ptr(addr):
        return Arg("p", "pointer", PointerType(DType.fp32), Array(None, DType.fp32, 0, addr, False))

    def scalar(v, dt=DType.i32):
        return Arg("s", "scalar", dt, dt.np.type(v))

    assert launch_facts([ptr(32)]) == {"p": {"aligned16": True}}
    assert launch_facts([ptr(40)]) == {}
    assert launch_facts([scalar(48)]) == {"s": {"div16": True}}
    assert launch_facts([scalar(0)]) == {"s": {"div16": True}}
    assert launch_facts([scalar(1)]) == {"s": {"is_one": True}}
    assert launch_facts([scalar(17)]) == {}
    assert launch_facts([scalar(16.0, DType.fp32)]) == {}
    assert launch_facts([scalar(True, DType.i1)]) == {}


# -------------------------------------------------------------------------------- ir, emit
def test_ir_of_a_specialization(add, generic):
    text = add.ir(BLOCK=64)
    assert text.splitlines()[0] == (
        "kernel @add(%0 out: *fp32, %1 x: *fp32, %2 y: *fp32, %3 n: i32)  [BLOCK=64] {")
    assert "arange {start=0, end=64} : i32[64]" in text
    assert add.ir_text(BLOCK=64) == text
    g = generic.ir(out="*fp32", x="*fp16", a="i64")
    assert g.splitlines()[0].startswith(
        "kernel @scale(%0 out: *fp32, %1 x: *fp16, %2 a: i64, %3 n: i32, %4 scale: fp32)")
    assert "[BLOCK=16]" in g.splitlines()[0]
    # example values specialize as a launch would
    assert generic.ir(out=np.zeros(1, np.float32), x=np.zeros(1, np.float16), a=2**40) == g


def test_ir_errors(add, generic):
    with pytest.raises(TileLaunchError, match=r"^add.ir\(\) needs a value for constexpr 'BLOCK', "
                                              r"e.g. add.ir\(BLOCK=...\)$"):
        add.ir()
    with pytest.raises(TileLaunchError, match=r"^scale.ir\(\): parameter 'out' is unannotated; "
                                              r"give its type, e.g. out='\*fp32' or out='i32'$"):
        generic.ir(x="*fp32", a="i32")
    with pytest.raises(TileLaunchError, match=r"^add.ir\(\): parameter 'x' is declared \*fp32, "
                                              r"not \*fp16$"):
        add.ir(BLOCK=16, x="*fp16")
    with pytest.raises(TileLaunchError, match=r"^add.ir\(\): parameter 'x': unknown type '\*f32'; "
                                              r"use a dtype such as i32 or fp16, or a pointer "
                                              r"such as \*fp32$"):
        add.ir(BLOCK=16, x="*f32")
    with pytest.raises(TileLaunchError, match=r"^add.ir\(\) got an unknown parameter 'y2'"):
        add.ir(BLOCK=16, y2="i32")
    # the same checks name the method that was called
    with pytest.raises(TileLaunchError, match=r"^add.emit\(\) got an unknown parameter 'y2'"):
        add.emit("cuda", BLOCK=16, y2="i32")
    with pytest.raises(TileLaunchError, match=r"^add.lower\(\) needs a value for constexpr "
                                              r"'BLOCK', e.g. add.lower\(BLOCK=...\)$"):
        add.lower()


def test_parse_type():
    assert parse_type("*fp16") == PointerType(DType.fp16)
    assert parse_type(" i64 ") == DType.i64
    assert parse_type("float32") == DType.fp32
    with pytest.raises(ValueError, match="unknown type 'x32'"):
        parse_type("x32")


def test_emit_cuda_source(add):
    from tiledsl import codegen

    if not hasattr(codegen, "emit"):
        pytest.skip("the code generator has no emit() yet")
    src = add.emit("cuda", BLOCK=128)
    assert isinstance(src, str) and "__global__" in src and "add" in src
    with pytest.raises(TileLaunchError, match="num_warps must be a power of two"):
        add.emit("cuda", num_warps=6, BLOCK=128)


# ------------------------------------------------------------------------- on a real GPU
@pytest.mark.gpu
def test_cupy_arrays_run_on_the_gpu_with_facts(add):
    import cupy

    out, x, y = (cupy.asarray(a) for a in arrays(1000))
    add[(8,)](out, x, y, 1000, BLOCK=128)
    np.testing.assert_array_equal(cupy.asnumpy(out), cupy.asnumpy(x + y))
    (spec,) = add.cache.values()
    assert {p.name: p.facts for p in spec.fn.params} == {
        "out": {"aligned16": True, "noalias": True}, "x": {"aligned16": True, "noalias": True},
        "y": {"aligned16": True, "noalias": True}, "n": {}}
    add[(8,)](out[1:], x[1:], y[1:], 999, BLOCK=128)  # misaligned views: a new specialization
    assert add.num_lowerings == 2
    np.testing.assert_array_equal(cupy.asnumpy(out), cupy.asnumpy(x + y))


@pytest.mark.gpu
@pytest.mark.parametrize("how", ["env", "option"])
def test_device_arrays_on_the_interpreter_keep_their_layout(add, how, monkeypatch):
    """Strided device views are copied to the host with their strides, run, and the written
    bytes copied back: the result equals the same launch on host arrays."""
    import cupy

    def launch(out, x, y, **kw):
        add[(1,)](out, x, y, 50, BLOCK=64, **kw)

    big_h = np.arange(400, dtype=np.float32).reshape(50, 8)
    x_h, y_h = np.arange(100, dtype=np.float32)[::2], np.full(50, 0.25, np.float32)
    launch(big_h[:, 3], x_h, y_h)                     # the host reference (strided out, x)
    big = cupy.asarray(np.arange(400, dtype=np.float32).reshape(50, 8))
    x = cupy.asarray(np.arange(100, dtype=np.float32))[::2]
    y = cupy.asarray(y_h)
    if how == "env":
        monkeypatch.setenv("TILEDSL_INTERPRET", "1")
        launch(big[:, 3], x, y)
    else:
        launch(big[:, 3], x, y, backend="interpreter")
    np.testing.assert_array_equal(cupy.asnumpy(big), big_h)
    np.testing.assert_array_equal(cupy.asnumpy(x), np.arange(100, dtype=np.float32)[::2])


@pytest.mark.gpu
def test_torch_cuda_tensors_run_on_the_gpu(add):
    torch = pytest.importorskip("torch")
    if not torch.cuda.is_available():
        pytest.skip("torch has no CUDA")
    x = torch.arange(300, dtype=torch.float32, device="cuda")
    y = torch.full((300,), 2.0, device="cuda")
    out = torch.zeros(300, device="cuda")
    add[(3,)](out, x, y, 300, BLOCK=128)
    torch.cuda.synchronize()
    assert torch.equal(out, x + y)


# ---------------------------------------------------------------------------------- knobs
def test_knobs_read_the_environment_when_asked(monkeypatch, clean_env):
    from tiledsl import knobs

    assert (knobs.debug(), knobs.interpret(), knobs.dump()) == (False, False, frozenset())
    monkeypatch.setenv("TILEDSL_DUMP", "ir, cuda")
    assert knobs.dump() == {"ir", "cuda"}
    monkeypatch.setenv("TILEDSL_DUMP", "ir, cuda,bogus")  # a typo is ignored, with a warning
    with pytest.warns(UserWarning, match=r"^TILEDSL_DUMP='ir, cuda,bogus': 'bogus' is not a "
                                         r"stage and is ignored; the stages are ast, ir, cuda "
                                         r"\(or all\)$"):
        assert knobs.dump() == {"ir", "cuda"}
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # once per value
        assert knobs.dump() == {"ir", "cuda"}
    monkeypatch.setenv("TILEDSL_DUMP", "all")
    assert knobs.dump() == {"ast", "ir", "cuda"}
    monkeypatch.setenv("TILEDSL_INTERPRET", "0")
    assert knobs.interpret() is False
    monkeypatch.setenv("TILEDSL_INTERPRET", "1")
    assert knobs.interpret() is True
    monkeypatch.setenv("TILEDSL_CACHE_DIR", "/tmp/tc")
    assert str(knobs.cache_dir()) == "/tmp/tc"
    monkeypatch.delenv("TILEDSL_CACHE_DIR")
    assert knobs.cache_dir().parts[-2:] == (".cache", "tiledsl")
    assert knobs.hoist_loads() is False and knobs.occupancy() == "auto"
    monkeypatch.setenv("TILEDSL_HOIST_LOADS", "1")
    assert knobs.hoist_loads() is True
    assert knobs.stream_stores() is False
    monkeypatch.setenv("TILEDSL_STREAM_STORES", "1")
    assert knobs.stream_stores() is True


def test_a_bad_dump_stage_warns_at_the_launch_line(monkeypatch, clean_env, tile):
    """The TILEDSL_DUMP warning points at the user's launch, not at tiledsl's own frames."""
    k = tile("kernel k(o: *fp32):\n    store(o + arange(0, 4), 1.0)").k
    monkeypatch.setenv("TILEDSL_DUMP", "ir,at-the-launch-line")
    o = np.zeros(4, np.float32)
    with pytest.warns(UserWarning, match="^TILEDSL_DUMP='ir,at-the-launch-line': ") as got:
        line = sys._getframe().f_lineno + 1  # the next line's
        k[(1,)](o)
    assert [(w.filename, w.lineno) for w in got] == [(__file__, line)]


def test_launch_md_lists_every_environment_variable_with_its_effect(root):
    """docs/launch.md's table has a row of its own for each variable of knobs.ALL, with an
    effect and a default column."""
    import re

    from tiledsl import knobs

    text = (root / "docs" / "launch.md").read_text()
    table = text[text.index("## Environment variables"):text.index("## Command line")]
    rows = {}
    for line in table.splitlines():
        cells = [c.strip() for c in re.split(r"(?<!\\)\|", line)]  # \| is a pipe in a cell
        m = re.match(r"`(TILEDSL_[A-Z_]+)", cells[1]) if len(cells) == 5 else None
        if m:
            rows[m.group(1)] = cells[2]
    missing = [n for n in knobs.ALL if n not in rows]
    assert not missing, f"docs/launch.md's variable table lacks {missing}"
    assert all(len(effect) > 20 for effect in rows.values()), rows


def test_every_environment_variable_is_declared_in_knobs(root):
    """Each TILEDSL_* name that the package reads is listed (and documented) in knobs.py."""
    import re

    from tiledsl import knobs

    used = set()
    for folder in ("tiledsl", "interpreter", "codegen"):
        for path in (root / folder).rglob("*.py"):
            used |= set(re.findall(r"TILEDSL_[A-Z][A-Z_]*[A-Z]", path.read_text()))
    undeclared = sorted(used - set(knobs.ALL) - set(knobs.TEST_ONLY))
    assert not undeclared, f"add these to tiledsl/knobs.py (name, accessor, table): {undeclared}"
    doc = knobs.__doc__.replace("\n", " ")
    for name in knobs.ALL:
        assert name.removeprefix("TILEDSL_").split("_")[0] in doc


def test_bfloat16_scalars_are_numbers(tile, clean_env):
    """ml_dtypes.bfloat16 is no numpy floating type, yet a bf16 scalar is a number: it passes
    to float parameters (exactly) and is refused for integer ones, like any float."""
    ml_dtypes = pytest.importorskip("ml_dtypes")
    k = tile("""
        kernel s(out: *fp32, a: bf16, f: fp32, n: i32):
            store(out, a.to(fp32) + f + n.to(fp32))
        """).s
    out = np.zeros(1, np.float32)
    k[(1,)](out, ml_dtypes.bfloat16(1.5), ml_dtypes.bfloat16(-0.25), 2)
    assert out[0] == 3.25
    assert refused(k, (1,), out, 1.0, 1.0, ml_dtypes.bfloat16(2)) == (
        "s(): parameter 'n' is declared i32 but got the float 2.0; pass an int")


def test_load_other_option_reaches_the_code_generator(add, fake_gpu):
    out, x, y = (FakeDeviceArray((64,), ptr=p) for p in (4096, 8192, 12288))
    add[(2,)](out, x, y, 64, BLOCK=32, load_other="ptx")
    add[(2,)](out, x, y, 64, BLOCK=32, load_other="ptx")  # the fast path passes it on too
    add[(2,)](out, x, y, 64, BLOCK=32)
    assert fake_gpu.options == [{"load_other": "ptx"}, {"load_other": "ptx"}, {}]
    assert refused(add, (2,), out, x, y, 64, BLOCK=32, load_other="fast") == (
        "add(): load_other must be one of 'select', 'init', 'ptx' (or None for the "
        "TILEDSL_LOAD_OTHER default), got 'fast'")
    n = np.zeros(64, np.float32)
    add[(2,)](n, n, n, 64, BLOCK=32, load_other="init")  # the interpreter ignores it


def test_emit_checks_facts_and_takes_numpy_num_warps(add):
    """Found by a new user's pass over the docs (2026-11-30): ``num_warps=np.int64(8)`` and a
    malformed ``facts=`` reached the code generator and came back as InternalErrors."""
    src = add.emit("cuda", num_warps=np.int64(8), BLOCK=1024)
    assert "__launch_bounds__(256)" in src
    for facts, message in [
        ("x", "facts must be a dict such as {'x': {'aligned16': True}, 'n': {'div16': True}}, "
              "got 'x'"),
        ({"nope": {"aligned16": True}}, "facts for 'nope', which is not a runtime parameter; "
                                        "parameters: out, x, y, n"),
        ({"x": {"aligned17": True}}, "'aligned17' is not a fact for parameter 'x' (*fp32): "
                                     "it takes aligned16 / noalias"),
        ({"n": {"noalias": True}}, "'noalias' is not a fact for parameter 'n' (i32): it takes "
                                   "div16 / is_one"),
        ({"x": {"aligned16": 1}}, "facts['x'] must be a dict of aligned16 / noalias set to "
                                  "True or False, got {'aligned16': 1}"),
    ]:
        with pytest.raises(TileLaunchError) as e:
            add.emit("cuda", BLOCK=1024, facts=facts)
        assert str(e.value) == "add.emit(): " + message
    on = add.emit("cuda", BLOCK=1024, facts={"x": {"aligned16": True, "noalias": False}})
    assert on == add.emit("cuda", BLOCK=1024, facts={"x": {"aligned16": True}})


@pytest.mark.parametrize("name,value,want", [
    ("TILEDSL_OCCUPANCY", "0", "off"), ("TILEDSL_OCCUPANCY", "FALSE", "off"),
    ("TILEDSL_OCCUPANCY", "auto", "auto"), ("TILEDSL_OCCUPANCY", "1", "auto"),
    ("TILEDSL_LOAD_OTHER", " PTX ", "ptx"), ("TILEDSL_LOAD_OTHER", "", "select"),
    ("TILEDSL_LOAD_NC", "no", False), ("TILEDSL_STREAM_STORES", "on", True),
])
def test_codegen_knobs_parse(monkeypatch, name, value, want):
    from tiledsl import knobs

    monkeypatch.setenv(name, value)
    got = {"TILEDSL_OCCUPANCY": knobs.occupancy, "TILEDSL_LOAD_OTHER": knobs.load_other,
           "TILEDSL_LOAD_NC": knobs.load_nc, "TILEDSL_STREAM_STORES": knobs.stream_stores}[name]()
    assert got == want


@pytest.mark.parametrize("name,message", [
    ("TILEDSL_OCCUPANCY", "TILEDSL_OCCUPANCY='junk': use auto, 1/on/true/yes or "
                          "0/off/false/no (or unset it for the default)"),
    ("TILEDSL_LOAD_OTHER", "TILEDSL_LOAD_OTHER='junk': use select, init or ptx (or unset it "
                           "for select)"),
])
def test_codegen_knobs_refuse_junk(add, monkeypatch, name, message):
    from tiledsl import knobs

    monkeypatch.setenv(name, "junk")
    with pytest.raises(TileLaunchError) as e:
        knobs.occupancy() if name == "TILEDSL_OCCUPANCY" else knobs.load_other()
    assert str(e.value) == message
    if name == "TILEDSL_LOAD_OTHER":  # reaches the user as that error, not an InternalError
        with pytest.raises(TileLaunchError, match="TILEDSL_LOAD_OTHER='junk'"):
            add.emit("cuda", BLOCK=1024, facts={"x": {"aligned16": True}, "n": {"div16": True}})


def test_compiled_kernels_are_cached_per_codegen_variable(monkeypatch):
    """Changing TILEDSL_LOAD_OTHER (or another code-generation variable) between launches
    compiles anew instead of reusing the kernel built under the old value."""
    from tiledsl import knobs

    for n in knobs.CODEGEN:
        monkeypatch.delenv(n, raising=False)
    before = knobs.codegen_key()
    assert before == (None,) * len(knobs.CODEGEN)
    monkeypatch.setenv("TILEDSL_LOAD_OTHER", "ptx")
    key = knobs.codegen_key()
    assert key != before and key.count(None) == len(knobs.CODEGEN) - 1
    monkeypatch.setenv("TILEDSL_LOAD_OTHER", "select")
    assert knobs.codegen_key() not in (before, key)
    os.environ["TILEDSL_LOAD_OTHER"] = "ptx"  # a plain os.environ write is seen too
    assert knobs.codegen_key() == key
    assert set(knobs.CODEGEN) <= set(knobs.ALL)


def test_flags_read_through_the_raw_environment(monkeypatch):
    """knobs.is_set and the flags it guards see every os.environ change (the launch fast
    path reads them on each launch without os.environ.get)."""
    from tiledsl import knobs
    from tiledsl.errors import debug_enabled

    monkeypatch.delenv("TILEDSL_INTERPRET", raising=False)
    monkeypatch.delenv("TILEDSL_DEBUG", raising=False)
    assert not knobs.is_set("TILEDSL_INTERPRET") and not knobs.interpret()
    assert not debug_enabled()
    monkeypatch.setenv("TILEDSL_INTERPRET", "")
    assert knobs.is_set("TILEDSL_INTERPRET") and not knobs.interpret()
    monkeypatch.setenv("TILEDSL_INTERPRET", "1")
    monkeypatch.setenv("TILEDSL_DEBUG", "1")
    assert knobs.interpret() and debug_enabled()
    del os.environ["TILEDSL_INTERPRET"]
    assert not knobs.interpret()


def test_numbers_without_a_tiledsl_type_are_named(tile, clean_env):
    k = tile("""
        kernel s(o: *fp32, a):
            store(o, a.to(fp32))
        """).s
    o = np.zeros(1, np.float32)
    assert refused(k, (1,), o, 1 + 2j) == (
        "s(): parameter 'a' got the complex number (1+2j), which tiledsl has no type for; use "
        "one of i1 i8 i16 i32 i64 u8 u16 u32 u64 fp16 bf16 fp32 fp64")
    assert refused(k, (1,), o, np.complex64(1)).startswith(
        "s(): parameter 'a' got a numpy complex64 scalar, which tiledsl has no type for")


def test_device_arrays_on_the_interpreter_without_cupy(add, monkeypatch, clean_env):
    """TILEDSL_INTERPRET=1 (or backend='interpreter') with a __cuda_array_interface__
    object copies it to the host through cupy; without cupy that is a TileLaunchError that
    says what to pass instead (was an InternalError: ModuleNotFoundError)."""
    monkeypatch.setitem(sys.modules, "cupy", None)  # import cupy raises ImportError
    d = FakeDeviceArray((16,))
    msg = refused(add, (1,), d, d, d, 16, BLOCK=16, backend="interpreter")
    assert msg == ("add(): 'out' is a device array, and running it on the interpreter copies "
                   "it to the host through cupy, which is not installed; pass host (numpy) "
                   "arrays instead, or install cupy (pip install 'tiledsl[gpu]')")


@pytest.mark.parametrize("decl", ["fp16", "fp32", "fp64"])
def test_an_int_beyond_every_float_is_refused(tile, clean_env, decl):
    """10**400 for a float parameter: refused like any value that would become inf (was an
    InternalError: OverflowError in the conversion)."""
    k = tile(f"""
        kernel k(o: *fp32, c: {decl}):
            store(o, c.to(fp32))
        """).k
    o = np.zeros(1, np.float32)
    for v, shown in ((10**400, "a 1329-bit integer"), (-(10**400), "a negative 1329-bit integer")):
        assert refused(k, (1,), o, v) == (
            f"k(): parameter 'c' = {shown} does not fit in {decl} (declared "
            f"{decl}; it would become inf)")
    k[(1,)](o, 3)
    assert o[0] == 3


@pytest.mark.parametrize("decl", ["fp32", "fp64"])
def test_a_longdouble_beyond_fp64_is_refused(tile, clean_env, decl):
    """A finite np.longdouble that fp64 cannot hold would become inf: refused, with no
    numpy warning; its infinity passes, as every infinity does."""
    k = tile(f"""
        kernel k(o: *fp64, c: {decl}):
            store(o, c.to(fp64))
        """).k
    o = np.zeros(1)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        for v in (np.longdouble("1e310"), -np.longdouble("1e310")):
            assert refused(k, (1,), o, v) == (
                f"k(): parameter 'c' = {v!r} does not fit in {decl} (declared {decl}; it "
                f"would become inf)")
        k[(1,)](o, np.longdouble(1e310))  # the literal 1e310 is already inf
        assert o[0] == np.inf
        k[(1,)](o, np.longdouble("-1e300") if decl == "fp64" else np.longdouble("-1e30"))
        assert o[0] == (-1e300 if decl == "fp64" else np.float32(-1e30))


def test_malformed_array_interfaces_are_named(add, clean_env):
    """An object whose __array_interface__ / __cuda_array_interface__ lacks a key: a
    TileLaunchError naming the parameter and the missing piece (was an InternalError)."""
    class Host:
        __array_interface__ = {"shape": (8,)}

    class Dev:
        __cuda_array_interface__ = {"shape": (8,), "data": (0, False), "version": 3}

    x = np.ones(64, np.float32)
    msg = refused(add, (1,), x, Host(), x, 8, BLOCK=16)  # numpy's own words in the middle
    assert msg.startswith("add(): parameter 'x': this Host's __array_interface__ cannot be "
                          "read as an array (ValueError: ")
    assert msg.endswith("); it needs 'shape', 'typestr' and 'data' (see the array interface "
                        "protocol), or pass a numpy or cupy array")
    assert refused(add, (1,), x, Dev(), x, 8, BLOCK=16) == (
        "add(): parameter 'x': this Dev's __cuda_array_interface__ cannot be read as an array "
        "(KeyError: 'typestr'); it needs 'shape', 'typestr' and 'data' (see the array "
        "interface protocol), or pass a numpy or cupy array")


@pytest.mark.parametrize("stream, shown", [("default", "str"), (-5, "-5"), (1.5, "1.5"),
                                           (True, "True"), (object(), "object")])
def test_stream_option_checked_on_the_interpreter_too(add, clean_env, stream, shown):
    out, x, y = arrays(16)
    msg = refused(add, (1,), out, x, y, 16, BLOCK=16, stream=stream)
    assert msg == ("add(): stream= must be a cupy.cuda.Stream, a torch.cuda.Stream or a raw "
                   f"CUstream handle (a non-negative int), got {shown}")
    assert not out.any()
    add[(1,)](out, x, y, 16, BLOCK=16, stream=0)  # a handle: checked, then ignored here
    np.testing.assert_array_equal(out, x + y)


def test_a_junk_interpret_variable_is_refused(add, monkeypatch, clean_env):
    """TILEDSL_INTERPRET takes the on/off words of the other switches; a typo is an error,
    not a silent choice of backend."""
    out, x, y = arrays(16)
    monkeypatch.setenv("TILEDSL_INTERPRET", "maybe")
    assert refused(add, (1,), out, x, y, 16, BLOCK=16) == (
        "TILEDSL_INTERPRET='maybe': use 1/on/true/yes or 0/off/false/no (or unset it for the "
        "default)")
    for on in ("1", "yes", "ON"):
        monkeypatch.setenv("TILEDSL_INTERPRET", on)
        add[(1,)](out, x, y, 16, BLOCK=16)
    np.testing.assert_array_equal(out, x + y)
