"""The packed launch (codegen/runtime.py, PackedLaunch): kernel arguments packed by struct at
their C offsets and handed to cuLaunchKernel, checked here by reading the buffer back through
the kernelParams pointers as the driver does; and the stream= forms a launch accepts."""
import ctypes
import types

import numpy as np
import pytest

from tiledsl.codegen import runtime
from tiledsl.errors import TileLaunchError

MIXED = """
    kernel k(a: *fp32, b: i8, c: fp16, d: i64, e: fp32, f: i1, g: *i32, h: u16, i: fp64,
             j: bf16, m: u8, n: i32):
        store(a, load(a) + 1.0)
    """

#: the C type of each kernel-parameter spelling of the CUDA dialect, as ctypes reads it
_C = {"signed char": ctypes.c_int8, "short": ctypes.c_int16, "int": ctypes.c_int32,
      "long long": ctypes.c_int64, "unsigned char": ctypes.c_uint8,
      "unsigned short": ctypes.c_uint16, "unsigned int": ctypes.c_uint32,
      "unsigned long long": ctypes.c_uint64, "float": ctypes.c_float, "double": ctypes.c_double}


def _ctypes_of(fn):
    """What the driver reads for each parameter: the generated kernel's own C types
    (``CUDA.param_ctype``), pointers as 64-bit addresses."""
    from tiledsl.codegen.cuda import CUDA

    return [ctypes.c_uint64 if p.kind == "pointer" else _C[CUDA.param_ctype(p.value.type.elem)]
            for p in fn.params]


def _kargs(fn, values):
    return [v if p.kind == "pointer" else runtime.kernel_scalar(p, v)
            for p, v in zip(fn.params, values)]


def _driver_reads(params_addr, fn):
    """What cuLaunchKernel reads: parameter i at *(T_i*)kernelParams[i]."""
    ptrs = ctypes.cast(params_addr, ctypes.POINTER(ctypes.c_void_p))
    return [ctypes.cast(ptrs[i], ctypes.POINTER(t))[0] for i, t in enumerate(_ctypes_of(fn))]


def test_every_parameter_type_is_packed_at_its_c_offset(tile):
    fn = tile(MIXED).k.lower()
    seen = []

    def launch_kernel(f, gx, gy, gz, bx, by, bz, smem, stream, params, extra):
        seen.append(((f, gx, gy, gz, bx, by, bz, smem, stream, extra),
                     _driver_reads(params, fn)))

    pk = runtime.PackedLaunch(fn, 0xF00, 256, 96, launch_kernel)
    values = [1 << 40, -7, 1.5, -(1 << 40) - 3, 0.1, True, (1 << 40) + 64, 65535, 1e300,
              -2.0, 255, -(2**31)]
    pk((3, 2, 1), _kargs(fn, values), 0x5000)
    (launch, got), = seen
    assert launch == (0xF00, 3, 2, 1, 256, 1, 1, 96, 0x5000, 0)
    assert got[:2] == [1 << 40, -7]
    assert got[2] == int(np.float16(1.5).view(np.uint16))
    assert got[3:5] == [-(1 << 40) - 3, float(np.float32(0.1))]
    assert got[5:9] == [1, (1 << 40) + 64, 65535, 1e300]
    assert got[9] == 0xC000  # bf16 -2.0: sign, exponent 128, no mantissa
    assert got[10:] == [255, -(2**31)]
    # offsets follow C's natural alignment: i8 at 8, fp16 at 10, i64 at 16, fp32 at 24 ...
    base = ctypes.addressof(pk.buf)
    assert [pk.ptrs[i] - base for i in range(5)] == [0, 8, 10, 16, 24]
    # the buffer is reused: a second launch packs the new values
    values[1] = 100
    pk((1, 1, 1), _kargs(fn, values), 0)
    assert seen[1][1][1] == 100 and seen[1][0][8] == 0


def test_numpy_uint64_addresses_and_kernels_without_parameters(tile):
    fn = tile("""
        kernel k(a: *fp32):
            store(a, 1.0)
        """).k.lower()
    seen = []
    pk = runtime.PackedLaunch(fn, 1, 32, 0, lambda *a: seen.append(
        ctypes.cast(ctypes.cast(a[9], ctypes.POINTER(ctypes.c_void_p))[0],
                    ctypes.POINTER(ctypes.c_uint64))[0]))
    pk((1, 1, 1), [np.uint64(2**64 - 16)], 0)
    assert seen == [2**64 - 16]
    empty = types.SimpleNamespace(params=[])
    calls = []
    runtime.PackedLaunch(empty, 1, 32, 0, lambda *a: calls.append(a[9]))((1, 1, 1), [], 0)
    assert calls == [0]  # kernelParams NULL: nothing to pass


def _fake_cupy(current=0x77, launch_kernel=True):
    driver = types.SimpleNamespace(launchKernel=lambda *a: None) if launch_kernel else \
        types.SimpleNamespace()
    return types.SimpleNamespace(cuda=types.SimpleNamespace(
        driver=driver, get_current_stream=lambda: types.SimpleNamespace(ptr=current)))


def test_stream_forms():
    cupy = _fake_cupy()
    assert runtime.stream_handle(None, cupy) == 0x77
    assert runtime.stream_handle(types.SimpleNamespace(ptr=5), cupy) == 5          # cupy
    assert runtime.stream_handle(types.SimpleNamespace(cuda_stream=9), cupy) == 9  # torch
    assert runtime.stream_handle(0, cupy) == 0 and runtime.stream_handle(1234, cupy) == 1234
    for bad, what in (("s", "str"), (True, "True"), (-1, "-1"), (1.0, "1.0")):
        with pytest.raises(TileLaunchError) as e:
            runtime.stream_handle(bad, cupy)
        assert str(e.value) == (
            "stream= must be a cupy.cuda.Stream, a torch.cuda.Stream or a raw CUstream handle "
            f"(a non-negative int), got {what}")


def test_packed_only_with_a_driver_entry_and_a_handle(tile, monkeypatch):
    """cupy's driver.launchKernel where libcuda cannot be loaded by ctypes (the driver's own
    cuLaunchKernelEx otherwise: test_direct_launch.py)."""
    monkeypatch.setattr(runtime, "_driver_launch", lambda: None)
    fn = tile(MIXED).k.lower()
    kern = types.SimpleNamespace(ptr=0x1234)
    assert isinstance(runtime._packed_for(fn, kern, 128, 0, _fake_cupy()), runtime.PackedLaunch)
    assert runtime._packed_for(fn, kern, 128, 0, _fake_cupy(launch_kernel=False)) is None
    assert runtime._packed_for(fn, types.SimpleNamespace(), 128, 0, _fake_cupy()) is None
    assert runtime._packed_for(fn, types.SimpleNamespace(ptr=0), 128, 0, _fake_cupy()) is None
    raw_kernel = types.SimpleNamespace(kernel=types.SimpleNamespace(ptr=0x99))  # cupy.RawKernel
    assert runtime._packed_for(fn, raw_kernel, 128, 0, _fake_cupy()).func == 0x99
    assert not runtime._packed_for(fn, kern, 128, 0, _fake_cupy()).ex
    ex = object()
    monkeypatch.setattr(runtime, "_driver_launch", lambda: (ex, True))  # libcuda loaded
    pk = runtime._packed_for(fn, kern, 128, 0, _fake_cupy(launch_kernel=False))
    assert pk.ex and pk.launch_kernel is ex and pk.func == 0x1234


def test_launch_compiled_packs_or_falls_back_to_cupy(monkeypatch, tile):
    fn = tile(MIXED).k.lower()
    monkeypatch.setattr(runtime, "_cupy", lambda: _fake_cupy(current=0x99))
    packed_calls, cupy_calls = [], []
    pk = runtime.PackedLaunch(fn, 7, 64, 0, lambda *a: packed_calls.append(a[:9]))
    kargs = _kargs(fn, [4096, 1, 1.0, 2, 3.0, False, 8192, 4, 5.0, 6.0, 7, 8])
    runtime.launch_compiled(runtime._Compiled(None, 0, 64, "k", "", pk), "k", (2, 1, 1), kargs)
    assert packed_calls == [(7, 2, 1, 1, 64, 1, 1, 0, 0x99)]

    def kernel(grid, block, args, shared_mem=0, stream=None):
        cupy_calls.append((grid, block, args[0], type(args[0]), shared_mem,
                           getattr(stream, "ptr", stream)))

    ck = runtime._Compiled(kernel, 16, 64, "k", "")
    runtime.launch_compiled(ck, "k", (2, 1, 1), kargs)
    runtime.launch_compiled(ck, "k", (2, 1, 1), kargs, types.SimpleNamespace(cuda_stream=3))
    assert cupy_calls == [((2, 1, 1), (64, 1, 1), 4096, np.uint64, 16, None),
                          ((2, 1, 1), (64, 1, 1), 4096, np.uint64, 16, 3)]
    with pytest.raises(TileLaunchError, match="stream= must be"):
        runtime.launch_compiled(ck, "k", (2, 1, 1), kargs, "default")
    # knowing which parameters are pointers, only their int addresses become uint64
    ck = runtime._Compiled(kernel, 16, 64, "k", "", None, (True, False))
    cupy_calls.clear()
    runtime.launch_compiled(ck, "k", (2, 1, 1), [4096, 7])
    assert cupy_calls[0][2:4] == (4096, np.uint64)

    def kernel2(grid, block, args, shared_mem=0, stream=None):
        cupy_calls.append([type(a) for a in args])

    ck = runtime._Compiled(kernel2, 16, 64, "k", "", None, (True, False))
    runtime.launch_compiled(ck, "k", (2, 1, 1), [4096, 7])
    assert cupy_calls[-1] == [np.uint64, int]


def test_driver_errors_become_launch_errors(tile):
    fn = tile(MIXED).k.lower()

    def refuse(*a):
        raise RuntimeError("CUDA_ERROR_INVALID_VALUE: invalid argument")

    pk = runtime.PackedLaunch(fn, 7, 64, 0, refuse)
    kargs = _kargs(fn, [4096, 1, 1.0, 2, 3.0, False, 8192, 4, 5.0, 6.0, 7, 8])
    with pytest.raises(TileLaunchError) as e:
        runtime.launch_compiled(runtime._Compiled(None, 0, 64, "k", "", pk), "k", (2, 1, 1),
                                kargs, 0)
    assert str(e.value) == ("launching kernel k (grid (2, 1, 1), 64 threads, 0 bytes of shared "
                            "memory) failed: CUDA_ERROR_INVALID_VALUE: invalid argument")


# ------------------------------------------------------------------------ on a real GPU
@pytest.mark.gpu
def test_every_parameter_type_reaches_the_gpu(tile, clean_env):
    """Each scalar type through the packed buffer, written back by the kernel: the values
    the GPU saw, exactly (fp16/bf16 by their bits, i1 as 0/1, i64 beyond 32 bits)."""
    cupy = pytest.importorskip("cupy")
    mod = tile("""
        kernel k(o64: *fp64, oi: *i64, b: i8, c: fp16, d: i64, e: fp32, f: i1, h: u16,
                 i: fp64, j: bf16, m: u8, n: i32):
            store(o64 + 0, c.to(fp64))
            store(o64 + 1, e.to(fp64))
            store(o64 + 2, i)
            store(o64 + 3, j.to(fp64))
            store(oi + 0, b.to(i64))
            store(oi + 1, d)
            store(oi + 2, f.to(i64))
            store(oi + 3, h.to(i64))
            store(oi + 4, m.to(i64))
            store(oi + 5, n.to(i64))
        """)
    o64, oi = cupy.zeros(4, cupy.float64), cupy.zeros(6, cupy.int64)
    for _ in range(2):  # the first launch takes the full path, the second the fast path
        o64[:] = 0
        oi[:] = 0
        mod.k[(1,)](o64, oi, np.int8(-7), np.float16(1.5), -(1 << 40) - 3, np.float32(0.1),
                    True, np.uint16(65535), 1e300, -2.0, np.uint8(255), -(2**31))
        assert o64.get().tolist() == [1.5, float(np.float32(0.1)), 1e300, -2.0]
        assert oi.get().tolist() == [-7, -(1 << 40) - 3, 1, 65535, 255, -(2**31)]
    (spec,) = mod.k.cache.values()
    from tiledsl.codegen import runtime as rt

    assert isinstance(rt.get_compiled(spec.fn, 4).packed, rt.PackedLaunch)


@pytest.mark.gpu
def test_streams_of_cupy_torch_and_raw_handles(clean_env):
    cupy = pytest.importorskip("cupy")
    import tiledsl

    add = tiledsl.load("examples/vector_add.tile").vector_add
    x = cupy.arange(256, dtype=cupy.float32)
    y = cupy.full(256, 2, dtype=cupy.float32)
    s = cupy.cuda.Stream(non_blocking=True)
    streams = [s, s.ptr, None]
    try:
        import torch

        if torch.cuda.is_available():
            streams.append(torch.cuda.Stream())
    except ImportError:
        pass
    for st in streams:
        out = cupy.zeros(256, dtype=cupy.float32)
        add[(2,)](out, x, y, 256, BLOCK=128, stream=st)
        add[(2,)](out, x, y, 256, BLOCK=128, stream=st)  # the fast path
        cupy.cuda.runtime.deviceSynchronize()
        assert (out.get() == np.arange(256, dtype=np.float32) + 2).all(), st
    with pytest.raises(TileLaunchError, match="stream= must be"):
        add[(2,)](out, x, y, 256, BLOCK=128, stream="default")
