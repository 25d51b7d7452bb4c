"""torch CUDA tensors as launch arguments, bf16 included: read through ``data_ptr()``,
``shape``, ``stride()`` (elements), ``dtype`` and ``device.index``, never through torch's own
``__cuda_array_interface__`` (no bf16 in older versions; refused for tensors that require
grad). Runs without a GPU and without torch: a stand-in tensor class whose ``__module__`` is
``torch``, a stand-in cupy and a recording ``codegen.launch``; the interpreter route works
on stand-in "device" memory that is really host memory."""
from __future__ import annotations

import collections
import ctypes
import math
import sys
import types

import numpy as np
import pytest

import tiledsl
from tiledsl import TileLaunchError
from tiledsl.launch.arrays import TorchCudaArray, byte_extent
from tiledsl.launch.binding import launch_facts, specialize
from tiledsl.dtypes import DType, PointerType

from _fake_cupy import recording_device

ITEMSIZE = {"bfloat16": 2, "float16": 2, "float32": 4, "int64": 8, "bool": 1, "complex64": 8}
TYPESTR = {"float16": "<f2", "float32": "<f4", "int64": "<i8", "bool": "|b1"}


class _Named:
    """torch.dtype / torch.layout: objects whose str() is ``torch.<name>``, one per name (as
    torch has one object per dtype and layout)."""

    _made: dict = {}

    def __new__(cls, name):
        made = cls._made.get(name)
        if made is None:
            made = cls._made[name] = super().__new__(cls)
            made.name = name
        return made

    def __str__(self):
        return f"torch.{self.name}"

    __repr__ = __str__


#: torch.device: hashable, equal by type and index
Device = collections.namedtuple("device", "type index")


class Tensor:
    """A stand-in torch CUDA tensor (what tiledsl may read from one). Its
    ``__cuda_array_interface__`` fails as torch's does: KeyError for bf16 (torch before 2.5),
    RuntimeError when it requires grad; tiledsl must never need it."""

    __module__ = "torch"

    def __init__(self, ptr, shape, dtype="bfloat16", stride=None, device=0,
                 requires_grad=False, layout="strided"):
        self.ptr, self.shape, self.dtype = ptr, tuple(shape), _Named(dtype)
        if stride is None:
            stride = tuple(math.prod(self.shape[i + 1:]) for i in range(len(self.shape)))
        self._stride = tuple(stride)
        self.device = Device("cuda", device)
        self.is_cuda = True
        self.requires_grad = requires_grad
        self.layout = _Named(layout)

    def data_ptr(self):
        return self.ptr

    def stride(self):
        return self._stride

    def numel(self):
        return math.prod(self.shape)

    @property
    def __cuda_array_interface__(self):
        if self.requires_grad:
            raise RuntimeError("Can't get __cuda_array_interface__ on Variable that requires "
                               "grad. If gradients aren't required, use var.detach()")
        name = self.dtype.name
        if name not in TYPESTR:
            raise KeyError(str(self.dtype))
        item = ITEMSIZE[name]
        return {"shape": self.shape, "typestr": TYPESTR[name], "version": 2,
                "data": (self.ptr if self.numel() else 0, False),
                "strides": tuple(s * item for s in self._stride)}


def on_host(buf: np.ndarray, shape, stride, offset=0, **kw) -> Tensor:
    """A stand-in tensor over host memory ``buf`` (dtype from ``buf``): for the interpreter
    route, whose stand-in cupy reads and writes "device" memory with ctypes."""
    name = {np.dtype(np.float32): "float32"}.get(buf.dtype, "bfloat16")
    ptr = buf.__array_interface__["data"][0] + offset * buf.itemsize
    return Tensor(ptr, shape, name, stride, **kw)


class CudaInterface:
    """A plain ``__cuda_array_interface__`` object (the path every non-torch device array
    takes), to check that a torch tensor gets the same facts."""

    def __init__(self, cai):
        self.__cuda_array_interface__ = cai
        self.device = types.SimpleNamespace(id=0)


@pytest.fixture
def gpu(monkeypatch, clean_env):
    """A stand-in cupy (one device; byte buffers over host memory for the interpreter route)
    and a ``codegen.launch`` that records its calls."""
    calls = []
    cupy = types.ModuleType("cupy")

    Device = recording_device(calls)

    class Bytes:
        def __init__(self, shape, dtype, memptr):
            (n,), self.ptr = shape, memptr.mem.ptr + memptr.off
            self.view = np.ctypeslib.as_array((ctypes.c_uint8 * n).from_address(self.ptr))

        def get(self):
            return self.view.copy()

        def set(self, buf):
            self.view[...] = buf

    cupy.uint8 = np.uint8
    cupy.ndarray = Bytes
    cupy.cuda = types.SimpleNamespace(
        runtime=types.SimpleNamespace(getDeviceCount=lambda: 2, getDevice=lambda: 0),
        Device=Device,
        UnownedMemory=lambda ptr, size, owner: types.SimpleNamespace(ptr=ptr, size=size),
        MemoryPointer=lambda mem, off: types.SimpleNamespace(mem=mem, off=off),
        get_current_stream=lambda: types.SimpleNamespace(synchronize=lambda: None))
    monkeypatch.setitem(sys.modules, "cupy", cupy)
    from tiledsl import codegen

    monkeypatch.setattr(codegen, "launch", lambda fn, grid, args, **kw: calls.append(
        ("launch", fn, grid, list(args), kw)), raising=False)
    # repeat launches (the fast path) pass arguments in kernel form: addresses as ints
    monkeypatch.setattr(codegen, "launch_prepared", lambda fn, grid, kargs, **kw: calls.append(
        ("launch", fn, grid, list(kargs), kw)), raising=False)
    return calls


def launches(calls):
    return [c for c in calls if c[0] == "launch"]


BF16_ADD = """
kernel add(out: *bf16, x: *bf16, y, n: i32, BLOCK: constexpr):
    offs = program_id(0) * BLOCK + arange(0, BLOCK)
    mask = offs < n
    store(out + offs, load(x + offs, mask=mask) + load(y + offs, mask=mask), mask=mask)
"""


@pytest.fixture
def add(tile, clean_env):
    return tile(BF16_ADD).add


def facts_of(fn):
    return {p.name: p.facts for p in fn.params}


def test_bf16_tensors_launch_typed_bf16_without_touching_the_interface(add, gpu):
    out, x, y = (Tensor(p, (64,)) for p in (4096, 8192, 16384))
    y.requires_grad = True  # read as .detach() would: no error
    add[(2,)](out, x, y, 64, BLOCK=32)
    ((_, fn, grid, args, _),) = launches(gpu)
    assert grid == (2, 1, 1) and ("device", 0) in gpu
    assert str(fn).splitlines()[0].startswith(
        "kernel @add(%0 out: *bf16 {aligned16, noalias}, %1 x: *bf16 {aligned16, noalias}, "
        "%2 y: *bf16 {aligned16, noalias}, %3 n: i32 {div16})")
    # codegen gets each tensor's interface built by tiledsl: bf16 as ml_dtypes spells it
    assert [type(a) for a in args[:3]] == [TorchCudaArray] * 3
    assert [a.tensor for a in args[:3]] == [out, x, y]
    assert args[1].__cuda_array_interface__ == {
        "shape": (64,), "typestr": "<V2", "strides": (2,), "data": (8192, False), "version": 3}
    assert np.dtype(args[1].__cuda_array_interface__["typestr"]).itemsize == 2


def test_strided_view_address_shape_and_strides(gpu, clean_env):
    # a 2-D view: rows 40 elements apart, every third column, starting 5 elements in
    t = Tensor(1 << 20, (6, 7), "bfloat16", stride=(40, 3))
    param = types.SimpleNamespace(name="x", kind="unannotated", dtype=None)
    arg = specialize("k", param, t)
    assert arg.type == PointerType(DType.bf16)
    arr = arg.value
    assert (arr.dtype, arr.device, arr.address, arr.readonly) == (DType.bf16, 0, 1 << 20, False)
    cai = arr.data.__cuda_array_interface__
    assert cai["shape"] == (6, 7) and cai["strides"] == (80, 6)  # elements → bytes
    # the bytes it spans: the last element is 5*40 + 6*3 = 218 elements in, 2 bytes wide
    assert byte_extent(arr) == (1 << 20, (1 << 20) + 218 * 2 + 2)
    # fp32: 4-byte elements
    f = specialize("k", param, Tensor(1 << 20, (6, 7), "float32", stride=(40, 3))).value
    assert f.data.__cuda_array_interface__["strides"] == (160, 12)
    assert byte_extent(f) == (1 << 20, (1 << 20) + 218 * 4 + 4)


def test_facts_aligned16_and_noalias(add, gpu):
    out = Tensor(4096, (64,))
    x = Tensor(8192 + 2, (64,))              # one bf16 element past 16-byte alignment
    y = Tensor(4096 + 64, (16,), stride=(2,))  # inside `out`'s bytes [4096, 4224)
    add[(2,)](out, x, y, 64, BLOCK=32)
    assert facts_of(launches(gpu)[-1][1]) == {
        "out": {"aligned16": True}, "x": {"noalias": True}, "y": {"aligned16": True},
        "n": {"div16": True}}
    y2 = Tensor(4096 + 128, (16,), stride=(2,))  # starts at out's end: no overlap
    add[(2,)](out, x, y2, 64, BLOCK=32)
    assert facts_of(launches(gpu)[-1][1]) == {
        "out": {"aligned16": True, "noalias": True}, "x": {"noalias": True},
        "y": {"aligned16": True, "noalias": True}, "n": {"div16": True}}


def test_torch_path_gives_the_interface_paths_facts(tile, gpu):
    """A non-bf16 tensor gets exactly the facts its own ``__cuda_array_interface__`` gave
    before torch tensors were read directly (contiguous, strided, empty, overlapping)."""
    k = tile("kernel k(a, b, c, n: i32):\n"
             "    store(a + arange(0, 16), load(b + arange(0, 16)) + load(c))\n").k
    tensors = [Tensor(4096, (16,), "float32"), Tensor(4096 + 4, (8, 3), "float32", (6, 2)),
               Tensor(12345, (0,), "float32")]
    for a, b, c in [tensors, tensors[::-1], [tensors[0], tensors[0], tensors[2]]]:
        k[(1,)](a, b, c, 16)
        via_torch = facts_of(launches(gpu)[-1][1])
        k[(1,)](*(CudaInterface(t.__cuda_array_interface__) for t in (a, b, c)), 16)
        assert facts_of(launches(gpu)[-1][1]) == via_torch
    assert via_torch["c"] == {"aligned16": True, "noalias": True}  # empty: address 0


def test_every_supported_torch_dtype(gpu, clean_env):
    param = types.SimpleNamespace(name="x", kind="unannotated", dtype=None)
    want = {"bool": DType.i1, "int8": DType.i8, "int16": DType.i16, "int32": DType.i32,
            "int64": DType.i64, "uint8": DType.u8, "uint16": DType.u16, "uint32": DType.u32,
            "uint64": DType.u64, "float16": DType.fp16, "bfloat16": DType.bf16,
            "float32": DType.fp32, "float64": DType.fp64}
    for name, dt in want.items():
        arg = specialize("k", param, Tensor(4096, (3,), name, stride=(2,)))
        assert arg.type == PointerType(dt), name
        cai = arg.value.data.__cuda_array_interface__
        assert cai["strides"] == (2 * dt.itemsize,)
        assert np.dtype(cai["typestr"]).itemsize == dt.itemsize


def test_errors_name_the_parameter(add, gpu):
    def refused(*args, **kw):
        with pytest.raises(TileLaunchError) as e:
            add[(1,)](*args, BLOCK=16, **kw)
        return str(e.value)

    t = Tensor(4096, (16,))
    assert refused(t, Tensor(8192, (16,), "complex64"), t, 16) == (
        "add(): parameter 'x' got an array of torch.complex64, which tiledsl has no type for; "
        "use one of i1 i8 i16 i32 i64 u8 u16 u32 u64 fp16 bf16 fp32 fp64 fp8e4nv fp8e5")
    assert refused(t, Tensor(8192, (16,), "float16"), t, 16) == (
        "add(): parameter 'x' is declared *bf16 but got an array of fp16 (float16); convert "
        "it, e.g. x.astype(np.bfloat16)")
    host = np.zeros(16, DType.bf16.np)
    assert refused(host, t, t, 16) == (
        "add(): host and device arrays mixed in one launch: 'out' is a host (numpy) array, "
        "'x' a device array; pass all of them on one side")
    assert refused(t, Tensor(8192, (16,), device=1), t, 16) == (
        "add(): arrays on different GPUs: 'out' on device 0, 'x' on device 1; move them to "
        "one device")
    assert refused(t, Tensor(8192, (16,), layout="sparse_coo"), t, 16) == (
        "add(): parameter 'x' got a torch tensor of layout torch.sparse_coo; pass a dense "
        "tensor (x.to_dense())")
    assert not launches(gpu)


def test_repeat_launches_take_the_fast_path(add, gpu):
    out, x, y = (Tensor(p, (64,)) for p in (4096, 8192, 16384))
    add[(2,)](out, x, y, 64, BLOCK=32)
    out2, x2, y2 = (Tensor(p, (64,)) for p in (4096, 8192, 16384))  # same memory, new objects
    add[(2,)](out2, x2, y2, 48, BLOCK=32)
    assert add.num_lowerings == 1 and len(add._fast) == 1
    (_, fn1, _, a1, _), (_, fn2, _, a2, _) = launches(gpu)
    assert fn1 is fn2 and int(a2[3]) == 48 and type(a2[3]) is np.int32
    # the fast path hands codegen the kernel-form arguments: each tensor's address, read
    # from the tensor of this call (the first launch got tiledsl's interface objects)
    assert [type(a) for a in a1[:3]] == [TorchCudaArray] * 3
    assert [a.tensor for a in a1[:3]] == [out, x, y]
    assert [type(a) for a in a2[:3]] == [int] * 3
    assert [int(a) for a in a2[:3]] == [4096, 8192, 16384]
    # another address (misaligned), another stride, another dtype: the full path again
    add[(2,)](out, Tensor(8192 + 2, (64,)), y, 64, BLOCK=32)
    assert add.num_lowerings == 2 and "aligned16" not in facts_of(launches(gpu)[-1][1])["x"]
    add[(2,)](out, x, Tensor(16384, (64,), stride=(2,)), 64, BLOCK=32)
    assert len(add._fast) == 3
    with pytest.raises(TileLaunchError, match="declared \\*bf16 but got an array of fp16"):
        add[(2,)](out, Tensor(8192, (64,), "float16"), y, 64, BLOCK=32)
    # a tensor by keyword is never a fast-path key (it would be kept alive by identity)
    n = len(add._fast)
    add[(2,)](out, x, y=y, n=64, BLOCK=32)
    add[(2,)](out, x, y=y, n=64, BLOCK=32)
    assert len(add._fast) == n and len(launches(gpu)) == 6


def test_interpreter_route_copies_bf16_tensors_by_bits(tile, gpu, monkeypatch):
    """TILEDSL_INTERPRET=1 with torch tensors: the "device" bytes are copied to the host
    with the tensor's strides and typed bf16 (not the interface's untyped ``<V2``), and the
    written ones copied back."""
    k = tile("""
kernel scale(out: *bf16, total: *fp32, x: *bf16, sx: i32, n: i32, BLOCK: constexpr):
    i = arange(0, BLOCK)
    m = i < n
    v = load(x + i * sx, mask=m)
    store(out + i * 2, v * 2.0, mask=m)
    store(total, sum(where(m, v.to(fp32), 0.0), axis=0))
""").scale
    bf16 = DType.bf16.np
    xs = np.arange(-20, 25, dtype=np.float32).astype(bf16) / 4
    out_buf = np.zeros(40, bf16)
    total_buf = np.zeros(4, np.float32)
    x = on_host(xs, (15,), (3,), offset=1)                # xs[1::3]: misaligned, strided
    out = on_host(out_buf, (15,), (2,), offset=1)          # out_buf[1::2]
    total = on_host(total_buf, (1,), (1,), offset=2, requires_grad=True)
    monkeypatch.setenv("TILEDSL_INTERPRET", "1")
    from tiledsl import interpreter

    seen, run = [], interpreter.run
    monkeypatch.setattr(interpreter, "run", lambda fn, grid, values, **kw: (
        seen.append([(v.dtype, v.strides) for v in values[:3]]), run(fn, grid, values, **kw)))
    k[(1,)](out, total, x, 3, 15, BLOCK=16)
    assert not launches(gpu)
    assert seen == [[(bf16, (4,)), (np.dtype(np.float32), (4,)), (bf16, (6,))]]
    want = xs[1::3].astype(np.float32)
    np.testing.assert_array_equal(out_buf[1::2][:15].astype(np.float32), want * 2)
    assert not out_buf[0::2].astype(np.float32).any()      # the gaps are left alone
    assert total_buf.tolist() == [0, 0, float(want.sum()), 0]


# ------------------------------------------------------- tiledsl.testing: bf16 device copies
BF16_REASON = ("bf16 arrays on the GPU need torch with CUDA (torch is not importable "
               "(ModuleNotFoundError)): cupy has no bfloat16 dtype, so tiledsl takes bf16 device "
               "arrays as torch CUDA tensors")


@pytest.fixture
def no_torch(monkeypatch):
    """A GPU as far as tiledsl.testing knows, and no torch."""
    from tiledsl.testing import backends as B

    monkeypatch.setattr(B, "gpu_unavailable", lambda: None)
    monkeypatch.setattr(B, "torch_cuda_unavailable",
                        lambda: "torch is not importable (ModuleNotFoundError)")
    return B


def test_bf16_on_the_gpu_without_torch_says_why(no_torch, tile, clean_env):
    B = no_torch
    bf = np.zeros(4, DType.bf16.np)
    assert B.bf16_unavailable([bf, 3]) == BF16_REASON
    assert B.unavailable("cuda", [np.float32(1), bf]) == BF16_REASON
    assert B.unavailable("cuda", [np.zeros(4, np.float32)]) is None
    assert B.unavailable("interpreter", [bf]) is None
    with pytest.raises(RuntimeError, match="^bf16 arrays on the GPU need torch with CUDA .*; "
                                           "install torch, or run on the interpreter$"):
        B.torch_bf16_view(None, (4,), (2,), 0)
    # assert_equivalent leaves the cuda run out, compares the others, then skips with why
    from tiledsl.testing import assert_equivalent

    k = tile(BF16_ADD).add
    x = np.arange(8, dtype=np.float32).astype(DType.bf16.np)
    out = np.zeros(8, DType.bf16.np)
    with pytest.raises(pytest.skip.Exception, match="cuda: bf16 arrays on the GPU need torch"):
        assert_equivalent(k, (1,), [out, x, x, 8], BLOCK=8,
                          reference=lambda o, x, y, n: o.__setitem__(slice(0, n), x + y))


class _Ptr:
    def __init__(self, ptr):
        self.ptr = ptr

    def __add__(self, k):
        return _Ptr(self.ptr + k)


def _byte_cupy():
    """A stand-in cupy whose "device" buffers are 256-byte aligned host memory."""
    cupy = types.ModuleType("cupy")

    class Buf:
        def __init__(self, view):
            self.view, self.data = view, _Ptr(view.__array_interface__["data"][0])

        def __getitem__(self, key):
            return Buf(self.view[key])

        def set(self, x):
            self.view[...] = x

        def get(self):
            return self.view.copy()

    def zeros(n, dtype):
        raw = np.zeros(n + 256, np.uint8)
        return Buf(raw[(-raw.__array_interface__["data"][0]) % 256:][:n])

    cupy.uint8, cupy.zeros = np.uint8, zeros
    cupy.ndarray = lambda shape, dtype, memptr, strides: types.SimpleNamespace(
        shape=shape, dtype=dtype, data=memptr, strides=strides)
    return cupy


def _fake_torch():
    """A stand-in torch: from_dlpack → view(bfloat16) → as_strided, recorded."""
    torch = types.ModuleType("torch")
    torch.bfloat16 = "torch.bfloat16"

    class T:
        def __init__(self, raw, dtype="torch.uint8"):
            self.raw, self.dtype = raw, dtype

        def view(self, dtype):
            return T(self.raw, dtype)

        def as_strided(self, shape, strides, offset):
            return types.SimpleNamespace(raw=self.raw, dtype=self.dtype, shape=shape,
                                         strides=tuple(strides), offset=offset)

    torch.from_dlpack = T
    return torch


def test_bf16_device_copy_launches_a_torch_view_of_the_same_bytes(monkeypatch):
    """DeviceCopy of a misaligned, padded bf16 view: ``array`` stays the cupy copy (raw
    pointers), ``arg`` is a bf16 tensor over the same bytes with the strides in elements and
    the address modulo 256 kept; copy_back returns the device bytes bit for bit."""
    from tiledsl.testing import backends as B
    from tiledsl.testing import strategies as S

    monkeypatch.setitem(sys.modules, "cupy", _byte_cupy())
    monkeypatch.setitem(sys.modules, "torch", _fake_torch())
    monkeypatch.setattr(B, "torch_cuda_unavailable", lambda: None)
    host = S.place(np.arange(30, dtype=np.float32).astype(DType.bf16.np).reshape(5, 6),
                   "padded", pad=3)[:, 1:]              # rows 9 apart, one element in
    d = B.DeviceCopy(host)
    t = d.arg
    assert d.arg is t and d.bf16 and t.dtype == "torch.bfloat16"
    assert t.shape == (5, 5) and t.strides == (9, 1)
    first = d.raw.data.ptr + 2 * t.offset
    assert first == d.array.data.ptr
    assert first % 256 == host.__array_interface__["data"][0] % 256
    bits = np.ndarray((5, 5), np.uint16, buffer=t.raw.view, offset=2 * t.offset,
                      strides=(18, 2))
    np.testing.assert_array_equal(bits, host.view(np.uint16))
    bits[...] = np.float32(-1.5).view(np.uint32) >> 16     # the "kernel" writes -1.5
    d.copy_back(host)                                       # into the same layout
    assert (host.astype(np.float32) == -1.5).all()
    # other dtypes launch with the cupy copy itself
    f = B.DeviceCopy(np.zeros(4, np.float32))
    assert f.arg is f.array and not f.bf16
    # a layout torch cannot describe
    with pytest.raises(ValueError, match="byte strides \\(-2,\\) .* cannot be a torch tensor"):
        B.DeviceCopy(np.zeros(4, DType.bf16.np)[::-1]).arg


# ------------------------------------------------------------------------ on a real GPU
def _torch_cuda():
    torch = pytest.importorskip("torch")
    if not torch.cuda.is_available():
        pytest.skip("torch has no CUDA")
    return torch


@pytest.mark.gpu
def test_bf16_torch_tensors_run_on_the_gpu(add):
    torch = _torch_cuda()
    x = torch.linspace(-3, 3, 300, device="cuda").to(torch.bfloat16)
    y = torch.full((600,), 0.5, device="cuda", dtype=torch.bfloat16, requires_grad=True)
    out = torch.zeros(301, device="cuda", dtype=torch.bfloat16)
    add[(3,)](out[1:], x, y[::2], 300, BLOCK=128)  # misaligned out, strided y
    torch.cuda.synchronize()
    want = (x.float() + 0.5).to(torch.bfloat16)
    assert torch.equal(out[1:], want) and out[0].item() == 0
    (spec,) = add.cache.values()
    assert facts_of(spec.fn)["out"] == {"noalias": True}
    assert facts_of(spec.fn)["x"] == {"aligned16": True, "noalias": True}


@pytest.mark.gpu
def test_bf16_device_copy_is_a_torch_tensor_over_the_same_bytes():
    torch = _torch_cuda()
    from tiledsl.testing import strategies as S
    from tiledsl.testing.backends import DeviceCopy

    host = S.place(np.arange(30, dtype=np.float32).astype(DType.bf16.np).reshape(5, 6),
                   "padded", pad=2)[:, 1:]
    d = DeviceCopy(host)
    t = d.arg
    assert t.dtype == torch.bfloat16 and t.stride() == (8, 1)
    assert t.data_ptr() == d.array.data.ptr and t.data_ptr() % 256 == \
        host.__array_interface__["data"][0] % 256
    assert torch.equal(t.float().cpu(), torch.from_numpy(host.astype(np.float32)))
    want = host.astype(np.float32) * 2
    t.mul_(2)
    d.copy_back(host)  # into the same layout, by bits
    np.testing.assert_array_equal(host.astype(np.float32), want)
