"""Cases a new user's pass found where the backends, the checks or the front end went their
own way; each now has one documented behaviour, checked here on every backend it concerns."""
from __future__ import annotations

import os
import warnings

import numpy as np
import pytest

import tiledsl
from _backends import BACKENDS, run

NAN = np.float32(np.nan)


def _mod(src):
    return tiledsl.compile(src, filename="edge.tile")


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("dt", [np.float32, np.float64])
def test_float_atomic_max_min_are_c_fmax_fmin(backend, dt):
    """NaN gives the other operand, -0 is below +0: what the GPU's compare-and-swap loop
    around fmax/fmin computes."""
    name = "fp32" if dt is np.float32 else "fp64"
    m = _mod(f"kernel k(a: *{name}, b: *{name}, v: *{name}):\n    i = arange(0, 8)\n"
             f"    x = load(v + i)\n    atomic_max(a + i, x)\n    atomic_min(b + i, x)\n")
    old = np.array([1.0, np.nan, 0.0, -0.0, 5.0, -np.inf, 2.0, -1.0], dt)
    val = np.array([np.nan, 1.0, -0.0, 0.0, np.nan, np.nan, 3.0, -2.0], dt)
    a, b = old.copy(), old.copy()
    run(m.k, (1,), [a, b, val], backend)
    np.testing.assert_array_equal(a, np.array([1, 1, 0, 0, 5, -np.inf, 3, -1], dt))
    np.testing.assert_array_equal(np.signbit(a), [0, 0, 0, 0, 0, 1, 0, 1])
    np.testing.assert_array_equal(b, np.array([1, 1, -0.0, -0.0, 5, -np.inf, 2, -2], dt))
    np.testing.assert_array_equal(np.signbit(b), [0, 0, 1, 1, 0, 1, 0, 1])


@pytest.mark.parametrize("backend", BACKENDS)
def test_float_atomic_cas_compares_bits(backend):
    m = _mod("kernel k(o: *fp32, c: *fp32):\n    i = arange(0, 4)\n"
             "    atomic_cas(o + i, load(c + i), 7.0)\n")
    o = np.array([0.0, -0.0, np.nan, 1.0], np.float32)
    c = np.array([-0.0, 0.0, np.nan, 1.0], np.float32)
    run(m.k, (1,), [o, c], backend)
    # -0 and +0 differ in bits; the NaN matches its own bits
    assert o[:2].tolist() == [0.0, 0.0] and np.signbit(o[:2]).tolist() == [False, True]
    assert o[2:].tolist() == [7.0, 7.0]


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("dt, value, want", [
    ("i32", 1e10, 2147483647), ("i32", -1e10, -2147483648), ("u32", -1.5, 0),
    ("u8", 300.7, 255), ("i16", -3.9, -3), ("i32", float("nan"), 0),
    ("i64", float("inf"), 2**63 - 1)])
def test_compile_time_floats_convert_like_run_time_ones(backend, dt, value, want):
    lit = {float("nan"): "nan", float("inf"): "inf"}.get(value, repr(value))
    m = _mod(f"kernel k(o: *{dt}, p: *{dt}, q: *{dt}):\n    store(o, {lit})\n"
             f"    store(p + arange(0, 2), full((2,), {lit}, {dt}))\n"
             f"    store(q, ({lit}).to({dt}))\n")
    npd = {"i32": np.int32, "u32": np.uint32, "u8": np.uint8, "i16": np.int16,
           "i64": np.int64}[dt]
    o, p, q = np.zeros(1, npd), np.zeros(2, npd), np.zeros(1, npd)
    run(m.k, (1,), [o, p, q], backend)
    assert [int(o[0]), int(p[0]), int(p[1]), int(q[0])] == [want] * 4


def test_scans_of_pointers_are_located_errors():
    for fn in ("cumsum", "cumprod"):
        m = _mod(f"kernel k(o: *fp32):\n    p = o + arange(0, 4)\n    q = {fn}(p)\n")
        with pytest.raises(tiledsl.TileError) as e:
            m.k.lower()
        err = e.value.errors[0] if hasattr(e.value, "errors") else e.value
        assert (err.span.line, err.span.col, err.message) == (
            3, 9, f"{fn}() of pointers is not supported")


def test_a_volatile_spin_then_an_acquire_is_not_a_race():
    m = _mod("kernel k(data: *fp32, flag: *i32):\n    pid = program_id(0)\n"
             "    if pid == 0:\n        store(data, 42.0)\n"
             "        atomic_xchg(flag, 1, sem=\"release\")\n    else:\n"
             "        while load(flag, volatile=True) == 0:\n            pass\n"
             "        atomic_add(flag, 0, sem=\"acquire\")\n"
             "        store(data + pid, load(data) + 1.0)\n")
    data = np.zeros(4, np.float32)
    m.k[(4,)](data, np.zeros(1, np.int32))
    assert data.tolist() == [42.0, 43.0, 43.0, 43.0]
    # without the acquire the data read is unordered: still a race
    bad = _mod("kernel k(data: *fp32, flag: *i32):\n    pid = program_id(0)\n"
               "    if pid == 0:\n        store(data, 42.0)\n"
               "        atomic_xchg(flag, 1, sem=\"release\")\n    else:\n"
               "        while load(flag, volatile=True) == 0:\n            pass\n"
               "        store(data + pid, load(data) + 1.0)\n")
    with pytest.raises(tiledsl.TileRuntimeError, match="race in kernel 'k'"):
        bad.k[(4,)](np.zeros(4, np.float32), np.zeros(1, np.int32))


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_loading_a_fifo_or_an_endless_device_ends(tmp_path):
    """A FIFO no one writes reads as empty (no wait); /dev/zero stops at the size limit."""
    from tiledsl.launch.loading import MAX_SOURCE_BYTES

    fifo = tmp_path / "fifo.tile"
    os.mkfifo(fifo)
    assert tiledsl.load(str(fifo)).kernels == {}
    dev = tmp_path / "zero.tile"
    dev.symlink_to("/dev/zero")
    with pytest.raises(tiledsl.TileFileError) as e:
        tiledsl.load(str(dev))
    assert str(e.value) == (f"cannot read {dev}: it holds more than {MAX_SOURCE_BYTES} bytes, "
                            f"the most a .tile file may (a device such as /dev/zero never "
                            f"ends); pass a .tile file")


def test_constant_folding_an_overflowing_cast_is_silent():
    m = _mod("kernel k(o: *fp16):\n    store(o, (70000.0).to(fp16))\n")
    o = np.zeros(1, np.float16)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        m.k[(1,)](o)
    assert o[0] == np.inf


def test_fp8_tensors_describe_themselves_in_a_typestr_numpy_reads():
    """ml_dtypes spells fp8 '<f1', which numpy cannot read back; torch fp8 CUDA tensors pass
    raw bytes of the same size instead (bf16 keeps ml_dtypes' '<V2')."""
    from tiledsl.dtypes import DType
    from tiledsl.launch.arrays import readable_typestr, typestr

    assert readable_typestr("<f1", 1) == "|V1"  # an ml_dtypes version's fp8 spelling
    for d in (DType.fp8e4nv, DType.fp8e5):
        assert np.dtype(typestr(d)).itemsize == 1
    assert typestr(DType.bf16) == np.dtype(DType.bf16.np).str
    assert typestr(DType.fp32) == "<f4"
