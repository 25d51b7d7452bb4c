"""The direct launch (codegen/driver.py, codegen/runtime.PackedLaunch with ``ex``,
tiledsl/launch/fastpath._direct_launcher): a repeat launch packs the grid, the stream and the
kernel arguments into one buffer laid out as ``CUlaunchConfig`` followed by the parameters,
and calls ``cuLaunchKernelEx``. Checked without a GPU through a ctypes callback in the
driver's signature that reads the buffer as the driver does; the GPU tests at the end run it
on a device (results, streams, CUDA graph capture)."""
import ctypes
import sys
import types

import numpy as np
import pytest

import tiledsl
from tiledsl.codegen import driver, runtime
from tiledsl.errors import TileLaunchError

from test_launch_fastpath import _fake_cupy
from test_launch_torch import Device
from test_packed_launch import MIXED, _ctypes_of, _kargs


class CUlaunchConfig(ctypes.Structure):
    """cuda.h's ``CUlaunchConfig`` (CUDA 12)."""

    _fields_ = [("gridDimX", ctypes.c_uint), ("gridDimY", ctypes.c_uint),
                ("gridDimZ", ctypes.c_uint), ("blockDimX", ctypes.c_uint),
                ("blockDimY", ctypes.c_uint), ("blockDimZ", ctypes.c_uint),
                ("sharedMemBytes", ctypes.c_uint), ("hStream", ctypes.c_void_p),
                ("attrs", ctypes.c_void_p), ("numAttrs", ctypes.c_uint)]


LAUNCH_EX = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p,
                             ctypes.c_void_p)


class FakeDriver:
    """``cuLaunchKernelEx`` as a ctypes callback: each call decodes the config and the
    parameters (through ``kernelParams``, with the C types of the kernel's parameters) of
    the :class:`PackedLaunch` whose buffer the config is, and returns ``rc``."""

    def __init__(self):
        self.calls, self.rc, self.packed = [], 0, {}
        self.blocks = 6  # a persistent build's resident blocks (the gpu fixture's builds)
        self.fn = LAUNCH_EX(self._launch)

    def register(self, pk, fn):
        self.packed[pk.func] = (pk, fn)

    def _launch(self, cfg, func, params, extra):
        # by the kernel (each build's own): a repeat launch's ``again`` packs a buffer of its
        # own in the kernel's layout
        pk, fn = self.packed[func]
        c = CUlaunchConfig.from_address(cfg)
        ptrs = ctypes.cast(params, ctypes.POINTER(ctypes.c_void_p))
        # the kernel's parameters, then any that the launch adds (a persistent kernel's grid)
        types_ = _ctypes_of(fn) + [{"i": ctypes.c_int, "q": ctypes.c_int64}[code]
                                   for code in pk.codes[len(fn.params):]]
        values = [ctypes.cast(ptrs[i], ctypes.POINTER(t))[0] for i, t in enumerate(types_)]
        self.calls.append({"grid": (c.gridDimX, c.gridDimY, c.gridDimZ),
                           "block": (c.blockDimX, c.blockDimY, c.blockDimZ),
                           "smem": c.sharedMemBytes, "stream": c.hStream or 0,
                           "attrs": (c.attrs, c.numAttrs), "func": func, "cfg": cfg,
                           "params": params, "extra": extra, "args": values})
        return self.rc


@pytest.fixture
def gpu(monkeypatch, clean_env):
    """A stand-in cupy whose kernels "compile" to a PackedLaunch on :class:`FakeDriver`; a
    persistent build takes the grid of programs as three more int parameters and has
    ``FakeDriver.blocks`` resident blocks, as ``codegen.runtime._build_one`` makes it."""
    cupy = _fake_cupy()
    stream = types.SimpleNamespace(ptr=0)
    cupy.cuda.get_current_stream = lambda *a: stream
    cupy.current = stream
    cupy.device = [0]  # the current device
    cupy.cuda.runtime.getDevice = lambda: cupy.device[0]
    monkeypatch.setitem(sys.modules, "cupy", cupy)
    drv = FakeDriver()
    builds = []

    def build(fn, num_warps, cp, dev, load_other=None, num_stages=None, sanitize=False,
              persistent=False):
        kern = types.SimpleNamespace(ptr=0xF00 + len(builds))
        grid_args = persistent and not sanitize
        pk = runtime._packed_for(fn, kern, 32 * num_warps, 0, cp, sanitize, 0, grid_args)
        if pk is not None:
            drv.register(pk, fn)
        builds.append((fn.name, num_warps, load_other, pk))
        ck = runtime._Compiled(kern, 0, 32 * num_warps, fn.name, "", pk,
                               tuple(p.kind == "pointer" for p in fn.params), sanitize)
        ck.blocks = drv.blocks if grid_args else 0
        return ck

    monkeypatch.setattr(runtime, "_build", build)
    monkeypatch.setattr(runtime, "_cupy", lambda: cupy)
    monkeypatch.setattr(runtime, "_driver_launch", lambda: (drv.fn, True))
    drv.builds, drv.cupy = builds, cupy
    return drv


def _entry(k):
    (entry,) = k._fast.values()
    return entry


# ------------------------------------------------------------------------- the buffer
def test_the_buffer_is_a_launch_config_then_the_parameters_byte_for_byte(tile):
    """The bytes the driver reads equal C's: a ``CUlaunchConfig`` (no attributes), then at
    offset 64 the parameters laid out as a C struct of the kernel's parameter types."""
    fn = tile(MIXED).k.lower()
    drv = FakeDriver()
    pk = runtime.PackedLaunch(fn, 0xF00, 256, 96, drv.fn, ex=True)
    drv.register(pk, fn)
    values = [1 << 40, -7, 1.5, -(1 << 40) - 3, 0.1, True, (1 << 40) + 64, 65535, 1e300,
              -2.0, 255, -(2**31)]
    kargs = _kargs(fn, values)
    pk((3, 2, 1), kargs, 0x5000)
    (call,) = drv.calls
    assert call["grid"] == (3, 2, 1) and call["block"] == (256, 1, 1) and call["smem"] == 96
    assert call["stream"] == 0x5000 and call["attrs"] == (None, 0) and call["func"] == 0xF00
    assert call["extra"] is None and call["params"] == pk.params
    base = ctypes.addressof(pk.buf)
    cfg = CUlaunchConfig(3, 2, 1, 256, 1, 1, 96, 0x5000, None, 0)
    assert ctypes.string_at(base, ctypes.sizeof(cfg)) == bytes(cfg)

    class Params(ctypes.Structure):
        _fields_ = [(f"p{i}", t) for i, t in enumerate(_ctypes_of(fn))]

    c = Params(*[int(v) if isinstance(v, (int, np.integer)) else float(v) for v in kargs])
    size = pk.struct.size - driver.PARAMS_OFFSET  # C's struct ends with its tail padding
    assert ctypes.string_at(base + driver.PARAMS_OFFSET, size) == bytes(c)[:size]
    assert [pk.ptrs[i] - base for i in range(len(kargs))] == [
        driver.PARAMS_OFFSET + getattr(Params, f"p{i}").offset for i in range(len(kargs))]
    assert call["args"][2] == int(np.float16(1.5).view(np.uint16)) and call["args"][9] == 0xC000


def test_the_config_layout_constants():
    assert driver.LAUNCH_CONFIG_BYTES == ctypes.sizeof(CUlaunchConfig) == 56
    assert driver.PARAMS_OFFSET % 8 == 0 and driver.PARAMS_OFFSET >= 56


def test_a_kernel_without_parameters_passes_null_kernel_params():
    seen = []
    f = LAUNCH_EX(lambda cfg, func, params, extra: seen.append(
        (CUlaunchConfig.from_address(cfg).gridDimX, params)) or 0)
    pk = runtime.PackedLaunch(types.SimpleNamespace(params=[]), 1, 32, 0, f, ex=True)
    pk((5, 1, 1), [], 0)
    assert seen == [(5, None)]


# ---------------------------------------------------------------- the direct launcher
def test_repeat_launches_go_straight_to_the_driver_through_one_buffer(gpu):
    k = tiledsl.load("examples/vector_add.tile").vector_add
    o, x, y = (gpu.cupy.ndarray(4096, p) for p in (4096, 65536, 1 << 20))
    k[(8,)](o, x, y, 1000, BLOCK=128)  # binds, checks, compiles: the full path
    entry = _entry(k)
    assert entry.launch == entry._generic
    k[(8,)](o, x, y, 1000, BLOCK=128)  # the fast path's generic launch makes the direct one
    direct = entry.launch
    assert getattr(direct, "source", "").startswith("def run(grid, args, kwargs, fp):")
    gpu.cupy.current.ptr = 0x77  # cupy's current stream is read at every launch
    k[(9,)](o, x, y, 999, BLOCK=128)
    k[lambda meta: (meta["n"] // meta["BLOCK"] + 1, 2)](o, x, y, 1023, BLOCK=128)
    assert entry.launch is direct and len(gpu.builds) == 1 and k.num_lowerings == 1
    c = gpu.calls
    assert [x["args"] for x in c] == [[4096, 65536, 1 << 20, n] for n in (1000, 1000, 999, 1023)]
    assert [x["grid"] for x in c] == [(8, 1, 1), (8, 1, 1), (9, 1, 1), (8, 2, 1)]
    assert [x["stream"] for x in c] == [0, 0, 0x77, 0x77]
    assert {x["block"] for x in c} == {(128, 1, 1)}
    pk = gpu.builds[0][3]
    assert {x["cfg"] for x in c} == {ctypes.addressof(pk.buf)}  # one buffer, reused
    assert {x["params"] for x in c} == {pk.params}


def test_every_scalar_kind_reaches_the_driver_as_the_generic_path_sends_it(gpu, tile):
    """Each value the direct launcher takes as it is (Python ints and floats, exact numpy
    types) or converts (fp16/bf16 bits, i1, other numpy types) is what kernel_scalar gives."""
    k = tile(MIXED).k
    a, g = gpu.cupy.ndarray(16, 4096), gpu.cupy.ndarray(16, 8192, "int32")
    calls = [
        (np.int8(-7), np.float16(1.5), -(1 << 40) - 3, 0.1, True, np.uint16(65535), 1e300,
         -2.0, np.uint8(255), -(2**31)),
        (np.int8(5), np.float16(-2.0), 1 << 35, 3.4028235e38, False, np.uint16(7), -0.5, 1.0,
         np.uint8(1), 2**31 - 1),
        (np.int8(-128), np.float16(65504), -3, -1e-45, True, np.uint16(0), 2.5, 3.0,
         np.uint8(0), 12345),
    ]
    # the first round makes the entries, the second their direct launchers, the third uses them
    for _ in range(3):
        for v in calls:
            k[(1,)](a, v[0], v[1], v[2], v[3], v[4], g, v[5], v[6], v[7], v[8], v[9])
    fn = next(iter(k.cache.values())).fn
    assert len(k._fast) == 3 and all(getattr(e.launch, "source", None) for e in k._fast.values())
    for i, v in enumerate(calls * 3):
        values = [4096, *v[:5], 8192, *v[5:]]
        want = [int(x) if p.kind == "pointer" else x
                for p, x in zip(fn.params, _kargs(fn, values))]
        got = gpu.calls[i]["args"]
        for p, w, h in zip(fn.params, want, got):
            assert (float(w) == h if isinstance(h, float) else int(w) == h), (p.name, w, h)


def test_keyword_and_default_scalars(gpu):
    k = tiledsl.compile("kernel f(o: *fp32, x: *fp32, n: i32, s: fp32 = 2.0):\n"
                        "    store(o + arange(0, 16), load(x + arange(0, 16)) * s + n)\n",
                        filename="f.tile").f
    o, x = gpu.cupy.ndarray(16, 4096), gpu.cupy.ndarray(16, 8192)
    for _ in range(3):
        k[(1,)](o, x, n=7, s=0.5)
        k[(1,)](o, x, 7)
    assert all(getattr(e.launch, "source", None) for e in k._fast.values())
    assert [c["args"] for c in gpu.calls[-2:]] == [[4096, 8192, 7, 0.5], [4096, 8192, 7, 2.0]]


def test_a_changed_variable_device_or_cache_hands_the_launch_to_the_generic_path(gpu):
    k = tiledsl.load("examples/vector_add.tile").vector_add
    o, x, y = (gpu.cupy.ndarray(4096, p) for p in (4096, 65536, 1 << 20))
    for _ in range(3):
        k[(8,)](o, x, y, 1000, BLOCK=128)
    entry = _entry(k)
    first = entry.launch
    assert len(gpu.builds) == 1
    import os

    os.environ["TILEDSL_LOAD_NC"] = "0"  # another code-generation key: compile anew
    try:
        for _ in range(2):
            k[(8,)](o, x, y, 1000, BLOCK=128)
        assert len(gpu.builds) == 2 and entry.launch is not first
        assert gpu.calls[-1]["func"] == gpu.builds[1][3].func
    finally:
        del os.environ["TILEDSL_LOAD_NC"]
    k[(8,)](o, x, y, 1000, BLOCK=128)  # the first build again, from the compile cache
    assert len(gpu.builds) == 2
    assert gpu.calls[-1]["func"] == gpu.builds[0][3].func
    # another current device: the generic path makes the arrays' device current
    entered = []

    class Device:
        def __init__(self, i):
            self.i = i

        def __enter__(self):
            entered.append(self.i)

        def __exit__(self, *exc):
            return False

    gpu.cupy.cuda.Device = Device
    gpu.cupy.device[0] = 1
    n = len(gpu.calls)
    k[(8,)](o, x, y, 1000, BLOCK=128)
    assert entered == [0] and len(gpu.calls) == n + 1
    gpu.cupy.device[0] = 0
    # a cleared compile cache is noticed: the generic path compiles again
    fn = entry.fn
    runtime._memory.pop(id(fn))
    k[(8,)](o, x, y, 1000, BLOCK=128)
    assert len(gpu.builds) == 3


def test_a_driver_error_is_a_launch_error_with_the_drivers_words(gpu, monkeypatch):
    monkeypatch.setattr(driver, "error_text",
                        lambda rc: {1: "CUDA_ERROR_INVALID_VALUE: invalid argument"}[rc])
    k = tiledsl.load("examples/vector_add.tile").vector_add
    o, x, y = (gpu.cupy.ndarray(4096, p) for p in (4096, 65536, 1 << 20))
    for _ in range(2):
        k[(8,)](o, x, y, 1000, BLOCK=128)
    gpu.rc = 1
    for _ in range(2):  # the generic path, then the direct launcher
        with pytest.raises(TileLaunchError) as e:
            k[(8,)](o, x, y, 1000, BLOCK=128)
        assert str(e.value) == ("launching kernel vector_add (grid (8, 1, 1), 128 threads, 0 "
                                "bytes of shared memory) failed: CUDA_ERROR_INVALID_VALUE: "
                                "invalid argument")
    assert getattr(_entry(k).launch, "source", None)
    import traceback

    frames = traceback.extract_tb(e.value.__traceback__)
    assert [f.name for f in frames[1:]] == ["wrapper"]  # after this test: errors.py's wrapper


def test_an_armed_fault_record_is_checked_before_a_direct_launch(gpu, monkeypatch):
    from tiledsl.codegen import faults

    seen = []
    monkeypatch.setattr(faults, "check", lambda warn_only=False, when=None: seen.append(when))
    k = tiledsl.load("examples/vector_add.tile").vector_add
    o, x, y = (gpu.cupy.ndarray(4096, p) for p in (4096, 65536, 1 << 20))
    for _ in range(2):
        k[(8,)](o, x, y, 1000, BLOCK=128)
    runtime._faults_armed[0] = True
    try:
        k[(8,)](o, x, y, 1000, BLOCK=128)
    finally:
        runtime._faults_armed[0] = False
    assert seen == ["found when kernel vector_add was about to launch"]


def test_stream_option_and_torch_current_stream(gpu, monkeypatch):
    """stream= is read once per entry (it is part of the fingerprint); torch tensors without
    it go on torch's current stream of their device, read at every launch."""
    from test_launch_torch import Tensor

    k = tiledsl.load("examples/vector_add.tile").vector_add
    o, x, y = (gpu.cupy.ndarray(4096, p) for p in (4096, 65536, 1 << 20))
    s = types.SimpleNamespace(ptr=0x1234)
    for _ in range(3):
        k[(8,)](o, x, y, 1000, BLOCK=128, stream=s)
    for _ in range(2):
        k[(8,)](o, x, y, 1000, BLOCK=128, stream=0x99)
    assert [c["stream"] for c in gpu.calls] == [0x1234] * 3 + [0x99] * 2
    current = {0: 0x500}
    fake_torch = types.ModuleType("torch")
    fake_torch._C = types.SimpleNamespace(_cuda_getCurrentRawStream=lambda d: current[d])
    fake_torch.cuda = types.SimpleNamespace(
        is_available=lambda: True, is_initialized=lambda: False,
        current_stream=lambda d: types.SimpleNamespace(cuda_stream=current[d]))
    monkeypatch.setitem(sys.modules, "torch", fake_torch)
    t = [Tensor(p, (4096,), "float32") for p in (1 << 24, 1 << 25, 1 << 26)]
    del gpu.calls[:]
    for i in range(4):
        current[0] = 0x500 + i
        k[(8,)](*t, 1000, BLOCK=128)
    assert [c["stream"] for c in gpu.calls] == [0x500, 0x501, 0x502, 0x503]
    assert [c["args"][:3] for c in gpu.calls] == [[1 << 24, 1 << 25, 1 << 26]] * 4
    assert all(getattr(e.launch, "source", None) for e in k._fast.values())


class _Named:
    def __init__(self, name):
        self.name = name

    def __str__(self):
        return f"torch.{self.name}"


class _TorchTensor:
    """A stand-in for ``torch.Tensor`` itself (the class torch_cuda_key reads with torch's
    cheapest calls); tiledsl tells torch classes by their module."""

    __module__ = "torch"
    strided, float32 = _Named("strided"), _Named("float32")

    def __init__(self, ptr, shape, stride, device=0):
        self.ptr, self.shape, self._stride, self.index = ptr, tuple(shape), tuple(stride), device
        self.is_cuda, self.layout, self.dtype = True, self.strided, self.float32
        self.device = Device("cuda", device)

    def data_ptr(self):
        return self.ptr

    def numel(self):
        return int(np.prod(self.shape))

    def stride(self):
        return self._stride

    def get_device(self):
        return self.index


def test_torch_tensor_keys_are_the_same_by_every_route(monkeypatch):
    """The generated fingerprint's inline torch.Tensor key, torch_cuda_key's quick reading of
    a torch.Tensor and its general reading of any torch tensor give one key."""
    from tiledsl.launch import arrays
    from tiledsl.launch import fastpath as L

    k = tiledsl.load("examples/vector_add.tile").vector_add
    t = [_TorchTensor(p, (64, 16), (16, 1)) for p in (1 << 20, 1 << 21, 1 << 22)]
    args = (*t, 1024)
    monkeypatch.setattr(arrays, "_TORCH", [None, None])  # not imported: the general reading
    general = arrays.torch_cuda_key(t[0])
    monkeypatch.setattr(arrays, "_TORCH", [_TorchTensor, _TorchTensor.strided])
    assert arrays.torch_cuda_key(t[0]) == general == (
        _TorchTensor.float32, 1 << 20, (64, 16), (16, 1), Device("cuda", 0))
    monkeypatch.setattr(L, "_TORCH", arrays._TORCH)
    key = L._fingerprinter(k.params, 4)(args, {"BLOCK": 128})
    assert key == L._fingerprint(k.params, args, {"BLOCK": 128}) and key[0][0] == general
    # a CPU torch.Tensor: a key naming its device, which no GPU launch's key has
    t[1].is_cuda, t[1].device = False, Device("cpu", None)
    key = L._fingerprinter(k.params, 4)(args, {})
    assert key == L._fingerprint(k.params, args, {}) and key[0][1][4] == Device("cpu", None)
    # a tensor without strides (sparse): no key, the full path says why
    t[2].stride = lambda: (_ for _ in ()).throw(RuntimeError("sparse tensors do not have "
                                                             "strides"))
    assert L._fingerprinter(k.params, 4)(args, {}) is None
    assert L._fingerprint(k.params, args, {}) is None
    monkeypatch.setattr(arrays, "_TORCH", [None, None])  # the general reading: CUDA only
    assert arrays.torch_cuda_key(t[1]) is None


def test_without_libcuda_cupys_launch_kernel_is_the_fallback(gpu, monkeypatch):
    seen = []
    gpu.cupy.cuda.driver = types.SimpleNamespace(launchKernel=lambda *a: seen.append(a[:9]))
    monkeypatch.setattr(runtime, "_driver_launch", lambda: None)
    k = tiledsl.load("examples/vector_add.tile").vector_add
    o, x, y = (gpu.cupy.ndarray(4096, p) for p in (4096, 65536, 1 << 20))
    for n in (1000, 1000, 999):
        k[(8,)](o, x, y, n, BLOCK=128)
    pk = gpu.builds[0][3]
    assert not pk.ex and getattr(_entry(k).launch, "source", None)
    assert seen == [(0xF00, 8, 1, 1, 128, 1, 1, 0, 0)] * 3
    assert [int(v) for v in pk.struct.unpack_from(pk.buf)] == [4096, 65536, 1 << 20, 999]


def test_without_any_driver_entry_cupys_function_launches(gpu, monkeypatch):
    monkeypatch.setattr(runtime, "_driver_launch", lambda: None)
    gpu.cupy.cuda.driver = types.SimpleNamespace()
    launched = []

    def build(fn, num_warps, cp, dev, load_other=None, num_stages=None, sanitize=False,
              persistent=False):
        def kern(grid, block, args, shared_mem=0, stream=None):
            launched.append((grid, [int(a) for a in args]))
        kern.ptr = 0xF00
        assert runtime._packed_for(fn, kern, 128, 0, cp) is None
        return runtime._Compiled(kern, 0, 128, fn.name, "", None, (True,) * 3 + (False,))

    monkeypatch.setattr(runtime, "_build", build)
    k = tiledsl.load("examples/vector_add.tile").vector_add
    o, x, y = (gpu.cupy.ndarray(4096, p) for p in (4096, 65536, 1 << 20))
    for _ in range(3):
        k[(8,)](o, x, y, 1000, BLOCK=128)
    assert launched == [((8, 1, 1), [4096, 65536, 1 << 20, 1000])] * 3
    assert _entry(k).launch == _entry(k)._generic


# ------------------------------------------------- what a repeat launch notices (_front)
def _warm(launch, times=3):
    """The first call binds and compiles, the second makes the direct launcher; from the
    third on a repeat call takes the front's shortcut (the previous call's objects)."""
    for _ in range(times):
        launch()


class _Counted:
    """A stand-in cupy array class whose ``dtype`` reads are counted: the fingerprint reads
    it, the front's shortcut for the previous call's arrays does not."""

    def __init__(self, cupy):
        self.reads = 0
        counted = self

        def get(a):
            counted.reads += 1
            return a._dtype

        def put(a, v):
            a._dtype = v

        cupy.ndarray.dtype = property(get, put)


def test_a_repeat_call_on_the_same_arrays_skips_the_fingerprint(gpu):
    counted = _Counted(gpu.cupy)
    k = tiledsl.load("examples/vector_add.tile").vector_add
    o, x, y = (gpu.cupy.ndarray(4096, p) for p in (4096, 65536, 1 << 20))
    _warm(lambda: k[(8,)](o, x, y, 1000, BLOCK=128))
    reads = counted.reads
    for n in (1000, 1000, 1000):
        k[(8,)](o, x, y, n, BLOCK=128)
    assert counted.reads == reads  # no fingerprint computed
    assert [c["args"] for c in gpu.calls[-3:]] == [[4096, 65536, 1 << 20, 1000]] * 3
    k[(8,)](o, x, y, 999, BLOCK=128)  # another value: the fingerprint (same facts, same entry)
    assert counted.reads == reads + 3 and gpu.calls[-1]["args"][3] == 999
    assert len(k._fast) == 1 and len(gpu.builds) == 1
    # with no variable set, the entry launches through the copy that tests none
    entry = _entry(k)
    assert entry.plain.__name__ == "plain" and entry.launch.__name__ == "run"
    assert "environ" not in entry.plain.source.split("def plain")[1]


def test_the_shortcut_notices_each_argument_change(gpu):
    """After warm-up (the front's shortcut armed), each change of an argument between two
    calls is seen: what the driver gets, and the specialization, are the full path's."""
    k = tiledsl.load("examples/vector_add.tile").vector_add
    cp = gpu.cupy
    o, x, y = (cp.ndarray(4096, p) for p in (4096, 65536, 1 << 20))

    def run(*args, **kw):
        k[(8,)](*args, **{"BLOCK": 128, **kw})
        return gpu.calls[-1]["args"]

    _warm(lambda: run(o, x, y, 1000))
    assert k.num_lowerings == 1
    # a new array object at another address
    x2 = cp.ndarray(4096, 1 << 22)
    assert run(o, x2, y, 1000) == [4096, 1 << 22, 1 << 20, 1000]
    _warm(lambda: run(o, x2, y, 1000), 2)
    # the same object, its memory pointer moved in place (cupy's MemoryPointer.__iadd__):
    # misaligned now, a new specialization without aligned16
    x2.data.ptr += 4
    assert run(o, x2, y, 1000) == [4096, (1 << 22) + 4, 1 << 20, 1000]
    assert k.num_lowerings == 2
    fn = next(reversed(k.cache.values())).fn
    assert "aligned16" not in {p.name: p.facts for p in fn.params}["x"]
    x2.data.ptr -= 4
    _warm(lambda: run(o, x, y, 1000), 1)
    # another dtype: a new array object, refused by the full path as at the first launch
    with pytest.raises(TileLaunchError, match="fp16"):
        run(o, cp.ndarray(4096, 1 << 23, "float16"), y, 1000)
    # the same object reshaped in place (a reshape without copy: the same bytes)
    _warm(lambda: run(o, x, y, 1000), 2)
    x.shape, x.strides = (64, 64), (256, 4)
    assert run(o, x, y, 1000) == [4096, 65536, 1 << 20, 1000]
    x.shape, x.strides = (4096,), (4,)
    # scalars: a value of other facts is another specialization (div16, then is_one)
    n = k.num_lowerings
    assert run(o, x, y, 1024)[3] == 1024 and k.num_lowerings == n + 1
    assert run(o, x, y, 1)[3] == 1 and k.num_lowerings == n + 2
    facts = {p.name: p.facts for p in next(reversed(k.cache.values())).fn.params}
    assert facts["n"].get("is_one")
    # a value of another type: np.int64 for the i32 parameter is checked again
    assert run(o, x, y, np.int64(7))[3] == 7
    with pytest.raises(TileLaunchError, match="'n'"):
        run(o, x, y, np.int64(1 << 40))
    # keywords: the constexpr's value and type
    _warm(lambda: run(o, x, y, 1000), 2)
    n = k.num_lowerings
    run(o, x, y, 1000, BLOCK=256)
    assert k.num_lowerings == n + 1 and gpu.calls[-1]["block"] == (128, 1, 1)
    # options: another num_warps is another build; stream= is the stream passed
    run(o, x, y, 1000, num_warps=8)
    assert gpu.calls[-1]["block"] == (256, 1, 1)
    run(o, x, y, 1000, stream=0x42)
    run(o, x, y, 1000, stream=0x42)
    assert gpu.calls[-1]["stream"] == 0x42
    run(o, x, y, 1000)
    assert gpu.calls[-1]["stream"] == 0 and gpu.calls[-1]["block"] == (128, 1, 1)


def test_constexprs_and_scalars_key_on_their_type_after_warm_up(gpu):
    """Equal values of other types (1, True, 1.0) are other specializations, by keyword and
    by position, each launched after another's warm-up."""
    k = tiledsl.compile("kernel f(o: *fp32, B: constexpr):\n"
                        "    store(o + arange(0, 16), 1.0 * B)\n", filename="f.tile").f
    o = gpu.cupy.ndarray(16, 4096)
    func = {}
    for b in (1, True, 1.0, 1, True, 1.0):
        _warm(lambda: k[(1,)](o, B=b))
        func.setdefault(type(b), gpu.calls[-1]["func"])
        assert gpu.calls[-1]["func"] == func[type(b)]
    assert k.num_lowerings == 3 and len(set(func.values())) == 3
    for b in (1, True, 1.0, 1, True, 1.0):  # positional constexprs too
        _warm(lambda: k[(1,)](o, b))
        assert gpu.calls[-1]["func"] == func[type(b)]
    assert k.num_lowerings == 3 and len(k._fast) == 6
    # an unannotated scalar: 1 (i32, is_one), True (i1), 1.0 (fp32)
    k = tiledsl.compile("kernel g(o: *fp32, s):\n"
                        "    store(o + arange(0, 16), 1.0 * s)\n", filename="g.tile").g
    kinds = {}
    for s in (1, True, 1.0, 1, True, 1.0):
        _warm(lambda: k[(1,)](o, s))
        kinds.setdefault(type(s), gpu.calls[-1]["func"])
        assert gpu.calls[-1]["func"] == kinds[type(s)] and gpu.calls[-1]["args"][1] == 1
    assert k.num_lowerings == 3 and len(set(kinds.values())) == 3


def test_a_dead_arrays_position_is_read_again(gpu):
    """The shortcut holds the previous call's arrays by weak reference: a dead one reads as
    None, and a call passing None there takes the full path and its message."""
    import gc

    k = tiledsl.load("examples/vector_add.tile").vector_add
    o, y = (gpu.cupy.ndarray(4096, p) for p in (4096, 1 << 20))
    x = gpu.cupy.ndarray(4096, 65536)
    _warm(lambda: k[(8,)](o, x, y, 1000, BLOCK=128))
    del x
    gc.collect()
    with pytest.raises(TileLaunchError) as e:
        k[(8,)](o, None, y, 1000, BLOCK=128)
    with pytest.raises(TileLaunchError) as full:  # the message of a first launch
        tiledsl.load("examples/vector_add.tile").vector_add[(8,)](o, None, y, 1000, BLOCK=128)
    assert str(e.value) == str(full.value)


def test_environment_variables_set_after_warm_up_are_noticed(gpu, monkeypatch):
    from tiledsl.launch import backends

    ran = []
    monkeypatch.setattr(backends, "_run_interpreter", lambda *a, **kw: ran.append(a[0]))
    k = tiledsl.load("examples/vector_add.tile").vector_add
    o, x, y = (gpu.cupy.ndarray(4096, p) for p in (4096, 65536, 1 << 20))
    _warm(lambda: k[(8,)](o, x, y, 1000, BLOCK=128))
    n = len(gpu.calls)
    monkeypatch.setenv("TILEDSL_INTERPRET", "1")
    k[(8,)](o, x, y, 1000, BLOCK=128)
    assert len(ran) == 1 and len(gpu.calls) == n
    monkeypatch.delenv("TILEDSL_INTERPRET")
    k[(8,)](o, x, y, 1000, BLOCK=128)
    assert len(gpu.calls) == n + 1
    monkeypatch.setenv("TILEDSL_TMA", "0")  # a code-generation variable: another build
    _warm(lambda: k[(8,)](o, x, y, 1000, BLOCK=128), 2)
    assert len(gpu.builds) == 2 and len(gpu.calls) == n + 3
    assert gpu.calls[-1]["func"] == gpu.builds[1][3].func
    entry = _entry(k)
    assert entry.plain is entry.launch  # made for TILEDSL_TMA=0: it tests the variables
    monkeypatch.delenv("TILEDSL_TMA")
    _warm(lambda: k[(8,)](o, x, y, 1000, BLOCK=128), 2)
    assert gpu.calls[-1]["func"] == gpu.builds[0][3].func
    assert entry.plain.__name__ == "plain"


def test_another_keyword_layout_than_the_first_calls(gpu):
    """The front tests the first call's keyword names inline; calls with others are keyed
    by the fingerprint, alike."""
    k = tiledsl.load("examples/vector_add.tile").vector_add
    o, x, y = (gpu.cupy.ndarray(4096, p) for p in (4096, 65536, 1 << 20))
    k[(8,)](o, x, y, 1000)  # no keywords first
    for _ in range(3):
        k[(8,)](o, x, y, 1000, BLOCK=128)
        k[(8,)](o, x, y, 1000, num_warps=8, BLOCK=128)
        k[(8,)](o, x, y, 1000)
    blocks = [c["block"][0] for c in gpu.calls]
    assert blocks == [128] + [128, 256, 128] * 3
    assert k.num_lowerings == 2


def _fake_torch(monkeypatch):
    """The front takes _TorchTensor for torch.Tensor, and a torch module whose current raw
    stream on device d is 0x600 + d."""
    from tiledsl.launch import arrays
    from tiledsl.launch import fastpath as L

    monkeypatch.setattr(arrays, "_TORCH", [_TorchTensor, _TorchTensor.strided])
    monkeypatch.setattr(L, "_TORCH", arrays._TORCH)
    fake_torch = types.ModuleType("torch")
    fake_torch._C = types.SimpleNamespace(_cuda_getCurrentRawStream=lambda d: 0x600 + d)
    monkeypatch.setitem(sys.modules, "torch", fake_torch)


def test_torch_tensors_changed_in_place_are_noticed(gpu, monkeypatch):
    """A torch.Tensor can change everything in place (``t.data = ...``, ``set_``,
    ``resize_``, in-place views), so the front re-reads each one: address, shape, strides,
    dtype and device."""
    _fake_torch(monkeypatch)
    k = tiledsl.load("examples/vector_add.tile").vector_add
    o, x, y = (_TorchTensor(p, (4096,), (1,)) for p in (1 << 24, 1 << 25, 1 << 26))

    def run():
        k[(8,)](o, x, y, 1000, BLOCK=128)
        return gpu.calls[-1]

    _warm(run)
    assert run()["args"][:3] == [1 << 24, 1 << 25, 1 << 26] and run()["stream"] == 0x600
    x.ptr += 4  # t.set_(...) / t.data = ...: another address (misaligned)
    assert run()["args"][1] == (1 << 25) + 4 and k.num_lowerings == 2
    x.ptr -= 4
    _warm(run, 2)
    x.shape, x._stride = (4096,), (4096,)  # in place, as_strided_: spans y too
    aliased = run()["func"]
    facts = {p.name: p.facts for p in next(reversed(k.cache.values())).fn.params}
    assert "noalias" not in facts["x"] and "noalias" not in facts["y"]
    x.shape, x._stride = (4096,), (1,)
    _warm(run, 2)
    assert gpu.calls[-1]["func"] != aliased
    x.shape = ((1 << 23) + 1,)  # resize_: reaches into y
    assert run()["func"] == aliased  # the specialization without noalias
    x.shape = (4096,)
    _warm(run, 2)
    x.dtype = _Named("float16")  # t.data = t.data.half()
    with pytest.raises(TileLaunchError, match="fp16"):
        run()
    x.dtype = _TorchTensor.float32
    _warm(run, 2)
    x.device, x.index = Device("cuda", 1), 1  # t.data = t.data.to("cuda:1")
    with pytest.raises(TileLaunchError, match="different GPUs"):
        run()


def _counted_packs(entry):
    """Count the packs of ``entry``'s ``again`` (into its own buffer); returns the list."""
    packs = []
    env = entry.again.__globals__
    pack, own = env["pack"], env["BUF2"]
    env["pack"] = lambda *a: (a[0] is own and packs.append(a[2:]), pack(*a))
    return packs


def test_a_repeat_launch_reuses_what_it_packed_until_something_changes(gpu):
    """The front's shortcut launches through the entry's ``again``: it packs its own buffer
    once for the previous call's values and launches it as it is while the call, the grid
    object and the stream stay the same; another stream, grid or call between packs again,
    and the driver always reads this call's values."""
    k = tiledsl.load("examples/vector_add.tile").vector_add
    o, x, y = (gpu.cupy.ndarray(4096, p) for p in (4096, 65536, 1 << 20))
    grid = (8,)
    _warm(lambda: k[grid](o, x, y, 1000, BLOCK=128))
    entry = _entry(k)
    assert entry.again.__name__ == "again"
    packs = _counted_packs(entry)
    buf = ctypes.addressof(entry.again.__globals__["BUF2"])
    for _ in range(3):  # the third warm-up call packed it
        k[grid](o, x, y, 1000, BLOCK=128)
    assert packs == [] and [c["cfg"] for c in gpu.calls[-4:]] == [buf] * 4
    assert [c["args"] for c in gpu.calls[-3:]] == [[4096, 65536, 1 << 20, 1000]] * 3
    gpu.cupy.current.ptr = 0x55  # another current stream: packed again, with it
    for _ in range(2):
        k[grid](o, x, y, 1000, BLOCK=128)
    assert len(packs) == 1 and [c["stream"] for c in gpu.calls[-2:]] == [0x55, 0x55]
    assert packs[0][:8] == (8, 1, 1, 128, 1, 1, 0, 0x55)
    gpu.cupy.current.ptr = 0
    k[grid](o, x, y, 1000, BLOCK=128)
    assert len(packs) == 2 and gpu.calls[-1]["stream"] == 0
    # an equal grid of another object: packed (a tuple's values are known by identity only)
    k[tuple([8])](o, x, y, 1000, BLOCK=128)
    assert len(packs) == 3 and gpu.calls[-1]["grid"] == (8, 1, 1)
    k[tuple([9])](o, x, y, 1000, BLOCK=128)
    assert len(packs) == 4 and gpu.calls[-1]["grid"] == (9, 1, 1)
    # a callable grid is evaluated at every launch, and packed each time
    calls = []
    g = lambda meta: (calls.append(1), (meta["n"] // meta["BLOCK"] + 1,))[1]  # noqa: E731
    for _ in range(4):
        k[g](o, x, y, 1000, BLOCK=128)
    assert len(calls) == 4 and gpu.calls[-1]["grid"] == (8, 1, 1)
    # another call between (another n: the fingerprint, same entry, ``plain``), then the
    # first call's values again: packed again, and what the driver reads is this call's
    k[grid](o, x, y, 1000, BLOCK=128)
    k[grid](o, x, y, 1000, BLOCK=128)
    n = len(packs)
    k[grid](o, x, y, 999, BLOCK=128)
    assert gpu.calls[-1]["args"][3] == 999 and gpu.calls[-1]["cfg"] != buf
    for _ in range(3):
        k[grid](o, x, y, 999, BLOCK=128)
    assert len(packs) == n + 1 and [c["args"][3] for c in gpu.calls[-3:]] == [999] * 3
    k[grid](o, x, y, 1000, BLOCK=128)
    k[grid](o, x, y, 1000, BLOCK=128)
    assert [c["args"][3] for c in gpu.calls[-2:]] == [1000, 1000]
    assert len(packs) == n + 2 and gpu.calls[-1]["cfg"] == buf


def test_a_repeat_launch_with_a_failing_driver_call_still_says_where(gpu):
    k = tiledsl.load("examples/vector_add.tile").vector_add
    o, x, y = (gpu.cupy.ndarray(4096, p) for p in (4096, 65536, 1 << 20))
    grid = (8,)
    _warm(lambda: k[grid](o, x, y, 1000, BLOCK=128), 4)
    gpu.rc = 1  # CUDA_ERROR_INVALID_VALUE from the launch the buffer was reused for
    with pytest.raises(TileLaunchError, match=r"vector_add.*\(8, 1, 1\)"):
        k[grid](o, x, y, 1000, BLOCK=128)
    gpu.rc = 0
    k[grid](o, x, y, 1000, BLOCK=128)
    assert gpu.calls[-1]["args"] == [4096, 65536, 1 << 20, 1000]


def test_a_float_zero_of_the_other_sign_is_packed_again(gpu):
    """0.0 == -0.0: a scalar or keyword zero repeats the previous call's only as the same
    object, so that the driver gets this call's sign bit."""
    import math

    k = tiledsl.compile("kernel f(o: *fp32, a: fp32, b: fp64, c: fp32 = 1.0):\n"
                        "    store(o + arange(0, 16), a + b + c)\n", filename="f.tile").f
    o = gpu.cupy.ndarray(16, 4096)
    for a, b, c in [(0.0, 0.0, 0.0), (-0.0, -0.0, -0.0), (0.0, -0.0, 0.0), (-0.0, 0.0, -0.0),
                    (np.float32(0.0), 0.0, 0.0), (np.float32(-0.0), 0.0, -0.0)]:
        for _ in range(4):
            k[(1,)](o, a, b, c=c)
            got = gpu.calls[-1]["args"][1:]
            assert [math.copysign(1, v) for v in got] == \
                [math.copysign(1, float(v)) for v in (a, b, c)], (a, b, c, got)


def test_an_array_in_an_unannotated_parameter_is_read_again(gpu):
    """An array passed to an unannotated parameter: the same object at a moved address (a
    cupy MemoryPointer moved in place) is launched at its new address."""
    k = tiledsl.compile("kernel add(out, x, n: i32, BLOCK: constexpr):\n"
                        "    offs = arange(0, BLOCK)\n"
                        "    store(out + offs, load(x + offs, mask=offs < n) + 1.0, "
                        "mask=offs < n)\n", filename="u.tile").add
    o, x = gpu.cupy.ndarray(4096, 4096), gpu.cupy.ndarray(4096, 65536)
    _warm(lambda: k[(1,)](o, x, 1000, BLOCK=128), 4)
    assert gpu.calls[-1]["args"] == [4096, 65536, 1000]
    x.data.ptr += 256
    o.data.ptr += 512
    for _ in range(3):
        k[(1,)](o, x, 1000, BLOCK=128)
        assert gpu.calls[-1]["args"] == [4096 + 512, 65536 + 256, 1000]


def test_torch_tensors_repeat_by_one_tuple_of_their_reads(gpu, monkeypatch):
    """The front reads each torch.Tensor of a repeat call once (address, dtype, shape,
    strides, device) and compares them all at once: each change is still noticed, and the
    driver gets the tensors' addresses."""
    _fake_torch(monkeypatch)
    k = tiledsl.load("examples/vector_add.tile").vector_add
    t = [_TorchTensor(p, (4096,), (1,)) for p in (1 << 24, 1 << 25, 1 << 26)]
    grid = (8,)

    def run():
        k[grid](*t, 1000, BLOCK=128)
        return gpu.calls[-1]

    _warm(run, 4)
    packs = _counted_packs(_entry(k))
    assert [run()["args"] for _ in range(3)] == [[1 << 24, 1 << 25, 1 << 26, 1000]] * 3
    assert packs == [] and gpu.calls[-1]["stream"] == 0x600
    t[2].ptr += 1 << 12  # the last tensor's address (t.data = ...): read again
    assert run()["args"] == [1 << 24, 1 << 25, (1 << 26) + (1 << 12), 1000]
    _warm(run, 2)
    t[0]._stride = (2,)  # as_strided_: spans twice the bytes, another entry
    n = len(k._fast)
    assert run()["args"][0] == 1 << 24 and len(k._fast) == n + 1


# ------------------------------------------------------------- persistent kernels
def _launches_compiled(monkeypatch):
    """Count ``codegen.runtime.launch_compiled``, which the full path and the fast path's
    generic step launch through (a direct launcher calls the driver itself)."""
    seen = []
    real = runtime.launch_compiled

    def counted(*a, **kw):
        seen.append(a[2])
        return real(*a, **kw)

    monkeypatch.setattr(runtime, "launch_compiled", counted)
    return seen


def test_a_persistent_launch_takes_the_direct_path(gpu, monkeypatch):
    """From the third call on a persistent launch goes straight to the driver, as others do:
    the grid of programs as the kernel's last three int arguments, min(programs, resident
    blocks) blocks, exactly what the generic path sends; the persistent build is its own."""
    generic = _launches_compiled(monkeypatch)
    k = tiledsl.load("examples/vector_add.tile").vector_add
    o, x, y = (gpu.cupy.ndarray(4096, p) for p in (4096, 65536, 1 << 20))
    grid = (10,)
    _warm(lambda: k[grid](o, x, y, 1000, BLOCK=128, persistent=True), 2)
    assert len(generic) == 2  # the full path, then the fast path's generic step
    entry = _entry(k)
    assert entry.lopts["persistent"] is True
    assert entry.launch.__name__ == "run" and entry.again.__name__ == "again"
    assert "b0 = g0 * g1 * g2" in entry.launch.source
    callable_grid = lambda meta: (7, 1, 1)  # noqa: E731
    for g in (grid, grid, (3,), (4, 2), callable_grid, grid):
        k[g](o, x, y, 1000, BLOCK=128, persistent=True)
    assert len(generic) == 2 and len(gpu.builds) == 1  # none of these six
    c = gpu.calls
    assert [x["grid"] for x in c] == [(6, 1, 1)] * 4 + [(3, 1, 1)] + [(6, 1, 1)] * 3
    assert [x["args"][4:] for x in c] == [[10, 1, 1]] * 4 + [[3, 1, 1], [4, 2, 1], [7, 1, 1],
                                                            [10, 1, 1]]
    assert {tuple(x["args"][:4]) for x in c} == {(4096, 65536, 1 << 20, 1000)}
    assert {x["block"] for x in c} == {(128, 1, 1)}
    pk = gpu.builds[0][3]
    assert pk.codes[-3:] == ("i", "i", "i") and {x["func"] for x in c} == {pk.func}
    # the same kernel without persistent: another build, its own entry, four arguments
    _warm(lambda: k[grid](o, x, y, 1000, BLOCK=128))
    assert len(gpu.builds) == 2 and len(k._fast) == 2
    assert gpu.calls[-1]["grid"] == (10, 1, 1) and len(gpu.calls[-1]["args"]) == 4
    assert gpu.calls[-1]["func"] == gpu.builds[1][3].func


def test_a_persistent_direct_launch_checks_what_the_others_check(gpu, monkeypatch):
    """A changed code-generation variable, current device or compile cache hands a
    persistent launch to the generic path, which finds (or makes) the build it needs and a
    direct launcher for it; a driver error names the grid the driver was given."""
    import os

    generic = _launches_compiled(monkeypatch)
    k = tiledsl.load("examples/vector_add.tile").vector_add
    o, x, y = (gpu.cupy.ndarray(4096, p) for p in (4096, 65536, 1 << 20))

    def run():
        k[(9,)](o, x, y, 1000, BLOCK=128, persistent=True)
        return gpu.calls[-1]

    _warm(run)
    first = _entry(k).launch
    n = len(generic)
    os.environ["TILEDSL_LOAD_NC"] = "0"
    try:
        _warm(run, 2)
        assert len(gpu.builds) == 2 and len(generic) == n + 1 and _entry(k).launch is not first
        assert run()["func"] == gpu.builds[1][3].func and len(generic) == n + 1
    finally:
        del os.environ["TILEDSL_LOAD_NC"]
    assert run()["func"] == gpu.builds[0][3].func
    from test_launch_fastpath import _Device

    gpu.cupy.cuda.Device = _Device  # another current device: the generic path
    gpu.cupy.device[0] = 1
    n = len(generic)
    assert run()["args"][4:] == [9, 1, 1] and len(generic) == n + 1
    gpu.cupy.device[0] = 0
    runtime._memory.pop(id(_entry(k).fn))  # a cleared compile cache: built again
    assert run()["grid"] == (6, 1, 1) and len(gpu.builds) == 3
    _warm(run, 2)
    assert run()["func"] == gpu.builds[2][3].func and len(generic) == n + 2
    monkeypatch.setattr(driver, "error_text", lambda rc: "CUDA_ERROR_INVALID_VALUE")
    gpu.rc = 1
    with pytest.raises(TileLaunchError, match=r"grid \(6, 1, 1\), 128 threads.*INVALID_VALUE"):
        run()


# ------------------------------------------------ the recent calls of one front (_front)
def _sites(gpu, k, count, **kw):
    """``count`` call sites of ``k`` with the same positional count, each on arrays of its
    own (a launch function each)."""
    cp = gpu.cupy
    arrays = [[cp.ndarray(4096, (3 * i + j + 1) << 16) for j in range(3)] for i in range(count)]
    return [lambda a=a: k[(8,)](*a, 1000, BLOCK=128, **kw) for a in arrays], arrays


def _warm_sites(gpu, count):
    """(reads counter, vector_add, ``count`` sites, their arrays), each site called three
    times in turn, so that each has its call among the front's recent ones."""
    counted = _Counted(gpu.cupy)
    k = tiledsl.load("examples/vector_add.tile").vector_add
    sites, arrays = _sites(gpu, k, count)
    for _ in range(3):
        for f in sites:
            f()
    return counted, k, sites, arrays


def test_alternating_call_sites_each_repeat_without_a_fingerprint(gpu):
    """Calls from several sites with the same number of positional arguments, in turn:
    each finds its own earlier call among the front's recent calls (no fingerprint: no
    dtype read) and launches its own arrays; at most fastpath.RECENT calls are kept."""
    from tiledsl.launch import fastpath as L

    counted, k, sites, arrays = _warm_sites(gpu, 4)
    reads = counted.reads
    for _ in range(3):
        for f in sites:
            f()
    assert counted.reads == reads
    want = [[a.data.ptr for a in site] + [1000] for site in arrays] * 3
    assert [c["args"] for c in gpu.calls[-12:]] == want
    front = k._fronts[4]
    assert len(front.ring) == 3 and len(k._fast) == 4
    # more sites than the front remembers: the least recently used is forgotten first, so
    # a round of RECENT + 1 sites finds none of its calls (each computes its fingerprint)
    more, _ = _sites(gpu, k, L.RECENT + 1)
    for _ in range(2):
        for f in more:
            f()
    reads = counted.reads
    for f in more:
        f()
    assert counted.reads == reads + 3 * (L.RECENT + 1)
    assert len(front.ring) == L.RECENT - 1
    reads = counted.reads
    for f in more[1:] * 2:  # the RECENT most recent: each found again
        f()
    assert counted.reads == reads


def test_a_changed_argument_at_one_site_falls_back_while_the_others_repeat(gpu):
    """Among alternating sites, a site whose array moved in place, whose scalar changed
    value or whose array was replaced launches what the full path would; the other sites
    keep finding their calls."""
    counted, k, sites, arrays = _warm_sites(gpu, 3)
    n = k.num_lowerings
    x = arrays[1][1]
    x.data.ptr += 4  # misaligned: another specialization (no aligned16)
    for f in sites:
        f()
    assert gpu.calls[-2]["args"][1] == x.data.ptr and k.num_lowerings == n + 1
    assert [c["args"][:3] for c in (gpu.calls[-3], gpu.calls[-1])] == \
        [[a.data.ptr for a in arrays[i]] for i in (0, 2)]
    for _ in range(2):
        for f in sites:
            f()
    reads = counted.reads
    for f in sites:
        f()
    assert counted.reads == reads  # the moved site's new call is remembered too
    # another scalar value at one site: its launch gets it, the others theirs
    k[(8,)](*arrays[0], 999, BLOCK=128)
    assert gpu.calls[-1]["args"][3] == 999
    sites[0]()
    sites[2]()
    assert [c["args"][3] for c in gpu.calls[-2:]] == [1000, 1000]
    assert gpu.calls[-1]["args"][:3] == [a.data.ptr for a in arrays[2]]
    # a site's array replaced by another at a new address
    arrays[2][0] = gpu.cupy.ndarray(4096, 1 << 30)
    sites[2] = lambda a=arrays[2]: k[(8,)](*a, 1000, BLOCK=128)
    sites[2]()
    assert gpu.calls[-1]["args"][0] == 1 << 30


def test_each_keyword_layout_has_recent_calls_of_its_own(gpu):
    """Sites whose keywords differ in names or types (an autotuner's configurations set
    different constexprs and options) are each remembered by the front of their layout."""
    counted = _Counted(gpu.cupy)
    k = tiledsl.load("examples/vector_add.tile").vector_add
    cp = gpu.cupy
    a = [[cp.ndarray(4096, (3 * i + j + 1) << 16) for j in range(3)] for i in range(4)]
    sites = [lambda: k[(8,)](*a[0], 1000, BLOCK=128),
             lambda: k[(8,)](*a[1], 1000, BLOCK=128, num_warps=8),
             lambda: k[(8,)](*a[2], 1000, num_warps=2, BLOCK=64),
             lambda: k[(8,)](*a[3], 1000, BLOCK=128, num_warps=8)]
    for _ in range(3):
        for f in sites:
            f()
    reads = counted.reads
    for f in sites * 2:
        f()
    assert counted.reads == reads
    assert [c["block"] for c in gpu.calls[-4:]] == [(128, 1, 1), (256, 1, 1), (64, 1, 1),
                                                    (256, 1, 1)]
    assert [c["args"][:3] for c in gpu.calls[-4:]] == [[x.data.ptr for x in s] for s in a]
    layouts = k._fronts[4].__globals__["other"].fronts
    assert sorted(len(f.ring) + 1 for f in layouts.values()) == [1, 2]
    # a value of another type under a known name is another layout (one of a type that
    # is not plain is fingerprinted)
    k[(8,)](*a[0], 1000, BLOCK=np.int64(128))
    assert len(layouts) == 3 and gpu.calls[-1]["args"][0] == a[0][0].data.ptr


def test_alternating_torch_call_sites_each_repeat(gpu, monkeypatch):
    """torch.Tensor call sites in turn: each repeats its own earlier call (its tensors read
    once per call), and a tensor changed in place at one site is noticed."""
    _fake_torch(monkeypatch)
    k = tiledsl.load("examples/vector_add.tile").vector_add
    t = [[_TorchTensor((3 * i + j + 1) << 20, (4096,), (1,)) for j in range(3)]
         for i in range(3)]
    sites = [lambda s=s: k[(8,)](*s, 1000, BLOCK=128) for s in t]
    for _ in range(3):
        for f in sites:
            f()
    entries = {id(e) for e in k._fast.values()}
    for f in sites * 2:
        f()
    assert [c["args"][:3] for c in gpu.calls[-3:]] == [[x.ptr for x in s] for s in t]
    assert len(k._fronts[4].ring) == 2 and {id(e) for e in k._fast.values()} == entries
    t[1][2]._stride = (2,)  # as_strided_ at one site: another entry
    sites[1]()
    assert len(k._fast) == 4 and gpu.calls[-1]["args"][2] == t[1][2].ptr
    t[1][2]._stride = (1,)
    sites[0]()
    assert gpu.calls[-1]["args"][:3] == [x.ptr for x in t[0]]


# ------------------------------------------------------------------ codegen/driver.py
@pytest.fixture
def fresh_driver(monkeypatch):
    for f in (driver.libcuda, driver.launch_kernel_ex, driver.launch_kernel):
        f.cache_clear()
    yield monkeypatch
    monkeypatch.undo()
    for f in (driver.libcuda, driver.launch_kernel_ex, driver.launch_kernel):
        f.cache_clear()


def test_no_driver_library_means_no_launcher(fresh_driver):
    def refuse(name, *a, **kw):
        raise OSError(f"{name}: cannot open shared object file")

    fresh_driver.setattr(driver.ctypes, "CDLL", refuse)
    assert driver.libcuda() is None and driver.launcher() is None
    assert driver.error_text(700) == "CUresult 700"
    assert str(driver.DriverError(700)) == "CUresult 700"


def test_launch_kernel_ex_first_else_launch_kernel(fresh_driver):
    classic = types.SimpleNamespace()

    class Lib:
        cuLaunchKernelEx = types.SimpleNamespace()
        cuLaunchKernel = classic

    fresh_driver.setattr(driver.ctypes, "CDLL", lambda name: Lib())
    f, is_ex = driver.launcher()
    assert f is Lib.cuLaunchKernelEx and is_ex and f.restype is ctypes.c_int
    del Lib.cuLaunchKernelEx
    driver.launch_kernel_ex.cache_clear()
    f, is_ex = driver.launcher()
    assert f is classic and not is_ex and len(f.argtypes) == 11


def test_error_text_names_the_result(fresh_driver):
    names = {1: b"CUDA_ERROR_INVALID_VALUE"}
    texts = {1: b"invalid argument"}
    keep = []

    def getter(table):
        def get(rc, out):
            s = ctypes.c_char_p(table[rc])
            keep.append(s)
            ctypes.cast(out, ctypes.POINTER(ctypes.c_char_p))[0] = s
            return 0
        f = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_int, ctypes.c_void_p)(get)
        keep.append(f)
        return f

    class Lib:
        cuGetErrorName = getter(names)
        cuGetErrorString = getter(texts)

    fresh_driver.setattr(driver.ctypes, "CDLL", lambda name: Lib())
    assert driver.error_text(1) == "CUDA_ERROR_INVALID_VALUE: invalid argument"


# ------------------------------------------------------------------------ on a real GPU
def _direct(k):
    return [e for e in k._fast.values() if getattr(e.launch, "source", None)]


@pytest.mark.gpu
def test_direct_launches_compute_on_the_gpu(clean_env):
    cupy = pytest.importorskip("cupy")
    add = tiledsl.load("examples/vector_add.tile").vector_add
    x = cupy.arange(4096, dtype=cupy.float32)
    y = cupy.full(4096, 2, dtype=cupy.float32)
    out = cupy.zeros(4096, dtype=cupy.float32)
    for n in (4096, 4096, 4000, 3000, 2048):
        out[:] = 0
        add[(4,)](out, x, y, n, BLOCK=1024)
        got = out.get()
        assert (got[:n] == np.arange(n, dtype=np.float32) + 2).all() and (got[n:] == 0).all()
    assert _direct(add)
    (entry,) = _direct(add)[:1]
    ck = runtime.get_compiled(entry.fn, 4)
    assert ck.packed is not None and ck.packed.ex == (driver.launch_kernel_ex() is not None)


@pytest.mark.gpu
def test_direct_launches_on_streams_and_in_captured_graphs(clean_env):
    cupy = pytest.importorskip("cupy")
    add = tiledsl.load("examples/vector_add.tile").vector_add
    x = cupy.arange(1024, dtype=cupy.float32)
    y = cupy.full(1024, 2, dtype=cupy.float32)
    want = np.arange(1024, dtype=np.float32) + 2
    out = cupy.zeros(1024, dtype=cupy.float32)
    s = cupy.cuda.Stream(non_blocking=True)
    with s:  # cupy's current stream
        for _ in range(4):
            add[(1,)](out, x, y, 1024, BLOCK=1024)
        s.synchronize()
    assert (out.get() == want).all()
    out[:] = 0
    cupy.cuda.runtime.deviceSynchronize()
    with s:  # a capture on cupy's current stream records the direct launch
        s.begin_capture()
        add[(1,)](out, x, y, 1024, BLOCK=1024)
        g = s.end_capture()
        g.launch()
        s.synchronize()
    assert (out.get() == want).all()
    torch = pytest.importorskip("torch")
    if not torch.cuda.is_available():
        pytest.skip("torch without CUDA")
    tx, ty = torch.arange(1024, device="cuda", dtype=torch.float32), torch.full(
        (1024,), 2.0, device="cuda")
    to = torch.zeros(1024, device="cuda")
    ts = torch.cuda.Stream()
    with torch.cuda.stream(ts):
        for _ in range(4):
            add[(1,)](to, tx, ty, 1024, BLOCK=1024)
    ts.synchronize()
    assert (to.cpu().numpy() == want).all()
    to.zero_()
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph):  # torch's capture stream: torch's current stream
        add[(1,)](to, tx, ty, 1024, BLOCK=1024)
    graph.replay()
    torch.cuda.synchronize()
    assert (to.cpu().numpy() == want).all()
    assert len(_direct(add)) >= 2


@pytest.mark.gpu
def test_real_torch_tensors_key_alike_by_every_route(clean_env):
    torch = pytest.importorskip("torch")
    if not torch.cuda.is_available():
        pytest.skip("torch without CUDA")
    from tiledsl.launch import arrays
    from tiledsl.launch import fastpath as L

    t = torch.zeros(64, 16, device="cuda")
    p = torch.nn.Parameter(t)  # a subclass: torch_cuda_key's general reading, same storage
    assert arrays.torch_cuda_key(t) == arrays.torch_cuda_key(p) == (
        torch.float32, t.data_ptr(), (64, 16), (16, 1), t.device)
    k = tiledsl.load("examples/vector_add.tile").vector_add
    args = (t, t[1:], t[2:], 1000)
    assert L._fingerprinter(k.params, 4)(args, {"BLOCK": 128}) == \
        L._fingerprint(k.params, args, {"BLOCK": 128}) is not None


@pytest.mark.gpu
def test_arrays_changed_in_place_between_launches_on_the_gpu(clean_env):
    """The front's shortcut for the previous call's arrays on real arrays: a cupy array whose
    MemoryPointer moves in place (``+=``), torch tensors given other memory by ``set_`` and
    ``t.data =``, and a dtype changed through ``t.data =``."""
    cupy = pytest.importorskip("cupy")
    add = tiledsl.load("examples/vector_add.tile").vector_add
    n = 1024
    buf = cupy.arange(2 * n, dtype=cupy.float32)
    x = buf[:n]
    y = cupy.ones(n, dtype=cupy.float32)
    out = cupy.zeros(n, dtype=cupy.float32)
    for _ in range(3):
        add[(1,)](out, x, y, n, BLOCK=1024)
    assert (out.get() == np.arange(n) + 1).all()
    ptr = x.data
    ptr += 4 * n  # the same array object, now over buf[n:]
    add[(1,)](out, x, y, n, BLOCK=1024)
    assert (out.get() == np.arange(n, 2 * n) + 1).all()
    torch = pytest.importorskip("torch")
    if not torch.cuda.is_available():
        pytest.skip("torch without CUDA")
    tx, ty = torch.arange(n, dtype=torch.float32, device="cuda"), torch.ones(n, device="cuda")
    to = torch.zeros(n, device="cuda")
    for _ in range(3):
        add[(1,)](to, tx, ty, n, BLOCK=1024)
    assert (to.cpu().numpy() == np.arange(n) + 1).all()
    tx.set_(torch.full((n,), 5.0, device="cuda"))  # other memory, the same tensor object
    add[(1,)](to, tx, ty, n, BLOCK=1024)
    torch.cuda.synchronize()
    assert (to.cpu().numpy() == 6).all()
    tx.data = torch.full((n,), 7.0, device="cuda")
    add[(1,)](to, tx, ty, n, BLOCK=1024)
    torch.cuda.synchronize()
    assert (to.cpu().numpy() == 8).all()
    tx.data = tx.data.double()
    with pytest.raises(TileLaunchError, match="fp64"):
        add[(1,)](to, tx, ty, n, BLOCK=1024)


def test_arrays_in_unannotated_parameters_compare_by_identity():
    """An unannotated parameter holding an array: the previous-call check compares it by
    identity, not with == (which compares elements: an InternalError for arrays of several
    elements on the GPU, and a stale match for equal one-element arrays)."""
    import numpy as np

    import tiledsl

    k = tiledsl.compile("""
kernel add(out, x, n: i32, BLOCK: constexpr):
    offs = arange(0, BLOCK)
    store(out + offs, load(x + offs, mask=offs < n) + 1.0, mask=offs < n)
""").add
    for size in (4, 1):
        x1, x2 = np.full(size, 1.0, np.float32), np.full(size, 1.0, np.float32)
        o1, o2 = np.zeros(size, np.float32), np.zeros(size, np.float32)
        for _ in range(2):
            k[(1,)](o1, x1, size, BLOCK=4, backend="interpreter")
        k[(1,)](o2, x2, size, BLOCK=4, backend="interpreter")
        assert o1.tolist() == o2.tolist() == [2.0] * size


def test_kernel_getitem_hands_back_one_bound_launch_per_grid_object(gpu):
    """``kernel[grid]`` is a Launcher's bound ``__call__`` (called without building the
    arguments twice), the same object again for the same grid object, and each launches
    over its own grid."""
    k = tiledsl.load("examples/vector_add.tile").vector_add
    o, x, y = (gpu.cupy.ndarray(4096, p) for p in (4096, 65536, 1 << 20))
    g8, g9 = (8,), (9,)
    launch = k[g8]
    assert k[g8] is launch and launch.__self__.grid is g8
    assert isinstance(launch.__self__, tiledsl.launch.Launcher)
    for g in (g8, g9, g8, g9, g8):
        _warm(lambda: k[g](o, x, y, 1000, BLOCK=128), 2)
        assert gpu.calls[-1]["grid"] == (g[0], 1, 1)
    assert k[tuple([8])] is not k[g8]
