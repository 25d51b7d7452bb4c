"""Faults reported alike by both backends: a failed ``device_assert`` and, with
``check="bounds"`` (the GPU's sanitize mode), an out-of-bounds load, store or atomic.

Each fault test runs on the interpreter and on the GPU (``BACKENDS``) and asserts the exact
message, ``.tile`` line and program id; the GPU cases also check that the CUDA context is
still usable afterwards (earlier device data intact, later launches right). The CPU tests
cover the generated code (every access checked in sanitize mode, none by default), the
launch options, the extent of strided views and the error record's decoding.
"""
from __future__ import annotations

import warnings

import numpy as np
import pytest

import tiledsl
from tiledsl.checkspec import SpecError, gpu_check
from tiledsl.errors import TileDebugWarning, TileLaunchError, TileRuntimeError

from _backends import BACKENDS, gpu_reason

SRC = """\
kernel guarded(x: *fp32, out: *fp32, n: i32, BLOCK: constexpr):
    pid = program_id(0)
    offs = pid * BLOCK + arange(0, BLOCK)
    m = offs < n
    v = load(x + offs, mask=m, other=1.0)
    device_assert(v > 0.0, "x must be positive")
    store(out + offs, v * 2.0, mask=m)

kernel copy(x: *fp32, out: *fp32, n: i32, LIMIT: i32, BLOCK: constexpr):
    offs = program_id(0) * BLOCK + arange(0, BLOCK)
    v = load(x + offs, mask=offs < LIMIT)
    store(out + offs, v, mask=offs < n)

kernel bump(out: *i32, k: i32):
    atomic_add(out + k, 1)

kernel rows(x: *fp32, out: *fp32, R: constexpr, C: constexpr):
    r = arange(0, R)
    c = arange(0, C)
    v = load(x + r[:, None] * C + c[None, :])
    store(out + r[:, None] * C + c[None, :], v)

kernel one(x: *fp32, out: *fp32, k: i32):
    store(out, load(x + k))

kernel pick(x: *fp32, y: *fp32, out: *fp32, c: i32):
    offs = arange(0, 8)
    p = where(c > 0, x, y)
    store(out + offs, load(p + offs))
"""


@pytest.fixture(scope="module")
def mod():
    return tiledsl.compile(SRC, filename="faults.tile")


def _on(backend):
    if backend == "cuda":
        why = gpu_reason()
        if why is not None:
            pytest.skip(f"GPU backend unavailable: {why}")
        import cupy

        return cupy
    return None


def _arr(cp, a):
    return cp.asarray(a) if cp is not None else np.array(a)


def _host(cp, a):
    return cp.asnumpy(a) if cp is not None else a


def _fault(cp, launch) -> TileRuntimeError:
    """The TileRuntimeError of ``launch()`` on either backend (on the GPU: at the launch of a
    sanitized kernel, else at ``tiledsl.synchronize()``)."""
    with pytest.raises(TileRuntimeError) as info:
        launch()
        if cp is not None:
            tiledsl.synchronize()
    return info.value


def _context_usable(cp):
    """A cupy computation and its result after a fault: the context still works."""
    if cp is None:
        return
    a = cp.arange(1000, dtype=cp.float32)
    assert float((a * 2).sum().get()) == 999000.0


def _opts(cp, **kw):
    return kw if cp is not None else {"backend": "interpreter", **kw}


# ------------------------------------------------------------------ device_assert
@pytest.mark.parametrize("backend", BACKENDS)
def test_failed_assert_names_program_lane_and_line(mod, backend):
    cp = _on(backend)
    x = np.ones(300, np.float32)
    x[128 + 9] = -1.0  # program 1, lane 9: the only failing lane
    keep = _arr(cp, np.arange(5, dtype=np.float32))  # device data made before the fault
    xd, out = _arr(cp, x), _arr(cp, np.zeros(300, np.float32))
    err = _fault(cp, lambda: mod.guarded[(3,)](xd, out, 300, BLOCK=128, **_opts(cp)))
    assert err.message == ("device_assert failed in kernel 'guarded', program id (1, 0, 0): "
                           "x must be positive; first failing lane: (9,)")
    assert (err.span.line, err.span.col) == (6, 5)
    assert err.notes == (() if cp is None else (
        "this failure happened in an earlier launch of kernel guarded; it was found by "
        "tiledsl.synchronize()",))
    _context_usable(cp)
    np.testing.assert_array_equal(_host(cp, keep), np.arange(5, dtype=np.float32))
    x[128 + 9] = 2.0
    xd = _arr(cp, x)
    mod.guarded[(3,)](xd, out, 300, BLOCK=128, **_opts(cp))
    if cp is not None:
        tiledsl.synchronize()
    np.testing.assert_array_equal(_host(cp, out), x * 2)


@pytest.mark.parametrize("backend", BACKENDS)
def test_several_failing_lanes_report_one_of_them(mod, backend):
    cp = _on(backend)
    x = np.ones(256, np.float32)
    bad = [3, 77, 200]
    x[bad] = -1.0
    xd, out = _arr(cp, x), _arr(cp, np.zeros(256, np.float32))
    err = _fault(cp, lambda: mod.guarded[(2,)](xd, out, 256, BLOCK=128, **_opts(cp)))
    head = "device_assert failed in kernel 'guarded', program id "
    assert err.message.startswith(head)
    named = {(128 * p + lane) for p in (0, 1) for lane in range(128)
             if err.message == f"{head}({p}, 0, 0): x must be positive; first failing lane: "
                               f"({lane},)"}
    assert len(named) == 1 and named <= set(bad)
    if cp is None:
        assert named == {3}  # the interpreter: the first in program order
    else:
        assert err.notes[0].startswith("3 lanes failed on the GPU")
    _context_usable(cp)


def test_gpu_assert_surfaces_at_the_next_launch(mod):
    cp = _on("cuda")
    x = np.ones(128, np.float32)
    x[5] = 0.0
    xd, out = cp.asarray(x), cp.zeros(128, cp.float32)
    mod.guarded[(1,)](xd, out, 128, BLOCK=128)
    cp.cuda.Device().synchronize()  # cupy's own synchronization does not look at the record
    good, out2 = cp.ones(128, cp.float32), cp.zeros(128, cp.float32)
    with pytest.raises(TileRuntimeError) as info:
        mod.guarded[(1,)](good, out2, 128, BLOCK=128)
    err = info.value
    assert err.message.endswith("x must be positive; first failing lane: (5,)")
    assert err.notes == ("this failure happened in an earlier launch of kernel guarded; it was "
                         "found when kernel guarded was about to launch",)
    assert float(out2.sum().get()) == 0.0  # the refused launch did not run
    mod.guarded[(1,)](good, out2, 128, BLOCK=128)  # the record was cleared
    tiledsl.synchronize()
    assert float(out2.sum().get()) == 256.0


# ------------------------------------------------------------------ sanitize: check="bounds"
@pytest.mark.parametrize("backend", BACKENDS)
def test_bounds_load_message(mod, backend):
    cp = _on(backend)
    x = _arr(cp, np.arange(100, dtype=np.float32))
    out = _arr(cp, np.zeros(128, np.float32))
    # LIMIT 101 lets lane 100 read one element past x
    err = _fault(cp, lambda: mod.copy[(1,)](x, out, 100, 101, BLOCK=128,
                                            **_opts(cp, check="bounds")))
    assert err.message == ("out-of-bounds load in kernel 'copy', program id (0, 0, 0): lane "
                           "(100,) addresses offset 100 of 'x', whose extent is [0, 100) (100 "
                           "elements of fp32)")
    assert err.span.line == 11
    assert err.notes[0] == "mask the lane out (mask=...) or fix the offset computation"
    _context_usable(cp)


def test_bounds_fault_in_a_broadcast_view_says_it_overlaps(mod):
    """A stride-0 view (np.broadcast_to, torch's expand(): the gradient of .sum()) holds
    fewer elements in memory than its shape: the interpreter's fault says so."""
    x = np.broadcast_to(np.float32(1.0), (100,))
    out = np.zeros(128, np.float32)
    err = _fault(None, lambda: mod.copy[(1,)](x, out, 100, 100, BLOCK=128,
                                              backend="interpreter"))
    assert "whose extent is [0, 1) (1 element of fp32)" in err.message
    assert err.notes[1] == ("'x' is a view of 100 elements (shape (100,), strides (0,) in "
                            "elements) over 1 in memory, as a broadcast or expand() makes; pass "
                            "a contiguous copy (x.contiguous(), np.ascontiguousarray(x))")
    # a view that does not overlap (a transpose, a step) has no such note
    rows = np.zeros((4, 8), np.float32)[:, ::2]
    err = _fault(None, lambda: mod.copy[(1,)](rows, out, 100, 100, BLOCK=128,
                                              backend="interpreter"))
    assert err.notes == ("mask the lane out (mask=...) or fix the offset computation",)


@pytest.mark.parametrize("backend", BACKENDS)
def test_bounds_store_message(mod, backend):
    cp = _on(backend)
    x = _arr(cp, np.arange(256, dtype=np.float32))
    out = _arr(cp, np.zeros(200, np.float32))
    err = _fault(cp, lambda: mod.copy[(2,)](x, out, 201, 0, BLOCK=128,
                                            **_opts(cp, check="bounds")))
    assert err.message == ("out-of-bounds store in kernel 'copy', program id (1, 0, 0): lane "
                           "(72,) addresses offset 200 of 'out', whose extent is [0, 200) (200 "
                           "elements of fp32)")
    assert err.span.line == 12


@pytest.mark.parametrize("backend", BACKENDS)
def test_bounds_atomic_and_scalar_pointer(mod, backend):
    cp = _on(backend)
    out = _arr(cp, np.zeros(4, np.int32))
    err = _fault(cp, lambda: mod.bump[(1,)](out, -1, **_opts(cp, check="bounds")))
    assert err.message == ("out-of-bounds atomic_add in kernel 'bump', program id (0, 0, 0): "
                           "the scalar pointer addresses offset -1 of 'out', whose extent is "
                           "[0, 4) (4 elements of i32)")
    mod.bump[(3,)](out, 2, **_opts(cp, check="bounds"))
    np.testing.assert_array_equal(_host(cp, out), [0, 0, 3, 0])


@pytest.mark.parametrize("backend", BACKENDS)
def test_bounds_two_d_lane_and_view_extent(mod, backend):
    cp = _on(backend)
    base = np.arange(8 * 16, dtype=np.float32).reshape(8, 16)
    xb = _arr(cp, base)
    x = xb[1:]  # 7 rows: the kernel reads 8, the 8th row is past the view's end
    out = _arr(cp, np.zeros((8, 16), np.float32))
    err = _fault(cp, lambda: mod.rows[(1,)](x, out, R=8, C=16, **_opts(cp, check="bounds")))
    assert err.message == ("out-of-bounds load in kernel 'rows', program id (0, 0, 0): lane "
                           "(7, 0) addresses offset 112 of 'x', whose extent is [0, 112) (112 "
                           "elements of fp32)")


@pytest.mark.parametrize("backend", BACKENDS)
def test_bounds_negative_strides(mod, backend):
    cp = _on(backend)
    xb = _arr(cp, np.arange(10, dtype=np.float32))
    x = xb[::-1]  # first element 9; offsets -9 .. 0 are inside
    out = _arr(cp, np.zeros(1, np.float32))
    mod.one[(1,)](x, out, -9, **_opts(cp, check="bounds"))
    assert float(_host(cp, out)[0]) == 0.0
    err = _fault(cp, lambda: mod.one[(1,)](x, out, 1, **_opts(cp, check="bounds")))
    assert err.message == ("out-of-bounds load in kernel 'one', program id (0, 0, 0): the "
                           "scalar pointer addresses offset 1 of 'x', whose extent is [-9, 1) "
                           "(10 elements of fp32)")


@pytest.mark.parametrize("backend", BACKENDS)
def test_bounds_masked_lanes_are_never_reported(mod, backend):
    cp = _on(backend)
    x = _arr(cp, np.arange(100, dtype=np.float32))
    out = _arr(cp, np.full(100, -1.0, np.float32))
    # lanes 100..127 of the one program compute addresses past both arrays, masked off
    mod.copy[(1,)](x, out, 100, 100, BLOCK=128, **_opts(cp, check="bounds"))
    np.testing.assert_array_equal(_host(cp, out), np.arange(100, dtype=np.float32))


@pytest.mark.parametrize("backend", BACKENDS)
def test_bounds_where_pointer_names_the_array_it_points_into(mod, backend):
    cp = _on(backend)
    x = _arr(cp, np.arange(8, dtype=np.float32))
    y = _arr(cp, np.arange(4, dtype=np.float32))
    out = _arr(cp, np.zeros(8, np.float32))
    err = _fault(cp, lambda: mod.pick[(1,)](x, y, out, 0, **_opts(cp, check="bounds")))
    lane = int(err.message.split("lane (")[1].split(",")[0])
    assert lane in (4, 5, 6, 7) and (cp is not None or lane == 4)
    assert err.message == (f"out-of-bounds load in kernel 'pick', program id (0, 0, 0): lane "
                           f"({lane},) addresses offset {lane} of 'y', whose extent is [0, 4) "
                           f"(4 elements of fp32)")


def test_bounds_warn_mode_goes_on(mod):
    cp = _on("cuda")
    x = cp.arange(100, dtype=cp.float32)
    out = cp.zeros(128, cp.float32)
    with warnings.catch_warnings(record=True) as got:
        warnings.simplefilter("always")
        mod.copy[(1,)](x, out, 100, 101, BLOCK=128, check="bounds:warn")
    msgs = [str(w.message) for w in got if issubclass(w.category, TileDebugWarning)]
    assert len(msgs) == 1 and "out-of-bounds load in kernel 'copy'" in msgs[0]
    np.testing.assert_array_equal(out.get()[:100], np.arange(100, dtype=np.float32))


def test_bounds_from_the_environment(mod, monkeypatch):
    cp = _on("cuda")
    x = cp.arange(100, dtype=cp.float32)
    out = cp.zeros(128, cp.float32)
    mod.copy[(1,)](x, out, 100, 100, BLOCK=128)  # a fast-path entry for this fingerprint
    monkeypatch.setenv("TILEDSL_CHECK", "bounds")
    with pytest.raises(TileRuntimeError, match="out-of-bounds load in kernel 'copy'"):
        mod.copy[(1,)](x, out, 100, 101, BLOCK=128)
    monkeypatch.setenv("TILEDSL_CHECK", "race")  # interpreter checks only: the GPU is unchecked
    mod.copy[(1,)](x, out, 100, 100, BLOCK=128)
    tiledsl.synchronize()


def test_sanitized_matmul_equals_the_default(mod):
    cp = _on("cuda")
    from pathlib import Path

    mm = tiledsl.load(Path(__file__).resolve().parent.parent / "examples" / "matmul.tile")
    k = mm.matmul.kernel
    rng = np.random.default_rng(3)
    a = cp.asarray(rng.standard_normal((128, 96)).astype(np.float16))
    b = cp.asarray(rng.standard_normal((96, 80)).astype(np.float16))
    bias = cp.asarray(rng.standard_normal(80).astype(np.float16))
    outs = []
    for check in (None, "bounds"):
        c = cp.zeros((128, 80), cp.float16)
        kw = {} if check is None else {"check": check}
        k[(2, 2)](c, a, b, bias, 128, 80, 96, 96, 1, 80, 1, 80, 1, BLOCK_M=64, BLOCK_N=64,
                  BLOCK_K=32, num_stages=3, **kw)
        outs.append(c.get())
    np.testing.assert_array_equal(outs[0], outs[1])
    ref = a.get().astype(np.float64) @ b.get().astype(np.float64) + bias.get()
    np.testing.assert_allclose(outs[1].astype(np.float64), ref, rtol=2e-2, atol=5e-2)


def test_gpu_refuses_interpreter_checks(mod):
    cp = _on("cuda")
    x, out = cp.zeros(128, cp.float32), cp.zeros(128, cp.float32)
    with pytest.raises(TileLaunchError, match="turns on race, which only the interpreter"):
        mod.copy[(1,)](x, out, 100, 100, BLOCK=128, check="race")


# ------------------------------------------------------------------ CPU: the generated code
def _emit(mod, name, sanitize, **spec):
    from tiledsl import codegen

    fn = mod[name].lower(**spec)
    return codegen._emit_sites(fn, "cuda:sm_90a", 4, sanitize=sanitize)


def test_sanitize_checks_every_access(mod):
    src, _, sites = _emit(mod, "copy", True, BLOCK=128)
    assert [(s.kind, s.span.line, s.names) for s in sites] == [
        ("load", 11, ("x",)), ("store", 12, ("out",))]
    assert "long long tl_lo0, long long tl_hi0, long long tl_lo1, long long tl_hi1)" in src
    assert src.count("tl_fault(0,") >= 1 and src.count("tl_fault(1,") >= 1
    plain, _, none = _emit(mod, "copy", False, BLOCK=128)
    assert none == [] and "tl_fault" not in plain and "tl_lo0" not in plain


def test_assert_code_has_no_trap(mod):
    src, _, sites = _emit(mod, "guarded", False, BLOCK=128)
    assert [(s.kind, s.msg, s.span.line) for s in sites] == [("assert", "x must be positive", 6)]
    assert "__trap" not in src and "tl_fault(0," in src


def test_sanitized_dot_is_not_pipelined():
    from pathlib import Path

    from tiledsl import codegen

    mm = tiledsl.load(Path(__file__).resolve().parent.parent / "examples" / "matmul.tile")
    fn = mm.matmul.kernel.lower(BLOCK_M=64, BLOCK_N=64, BLOCK_K=32)
    src, _, sites = codegen._emit_sites(fn, "cuda:sm_90a", 4, num_stages=3, sanitize=True)
    assert "cp.async" not in src.split("// kernel")[1]
    assert {s.kind for s in sites} == {"load", "store"}
    assert {s.names for s in sites} == {("a",), ("b",), ("bias",), ("c",)}


def test_gpu_check_option_values():
    assert gpu_check(False) is None and gpu_check("none") is None
    assert gpu_check("bounds") == "raise" and gpu_check("bounds:warn") == "warn"
    for bad in (True, "race", "bounds,order", "all"):
        with pytest.raises(SpecError, match="only the interpreter checks"):
            gpu_check(bad)
    env = {"TILEDSL_CHECK": "all"}
    assert gpu_check(None, environ=env) == "raise"
    assert gpu_check(None, environ={"TILEDSL_CHECK": "race,hints"}) is None
    assert gpu_check(None, environ={"TILEDSL_CHECK": "-race"}) == "raise"
    assert gpu_check(None, environ={}) is None


class _View:
    def __init__(self, shape, strides, itemsize):
        self.shape, self.strides, self.itemsize = shape, strides, itemsize


def test_extent_of_views():
    from tiledsl.codegen.faults import extent

    assert extent(_View((10,), (4,), 4), 4) == (0, 10)
    assert extent(_View((10,), (-4,), 4), 4) == (-9, 1)
    assert extent(_View((3, 4), (64, 4), 4), 4) == (0, 36)
    assert extent(_View((3, 4), (-64, -4), 4), 4) == (-35, 1)
    assert extent(_View((0, 4), (16, 4), 4), 4) == (0, 0)
    assert extent(_View((4,), (8,), 8), 2) == (0, 16)  # counted in the pointee's elements


def test_record_decoding(mod):
    from tiledsl.codegen import faults

    _, _, sites = _emit(mod, "copy", True, BLOCK=128)
    ks = faults.KernelSites("copy", tuple(sites), True)
    faults._kernels.append(ks)
    w = np.zeros(faults.WORDS, np.int64)
    w[[faults._STATE, faults._COUNT, faults._KERNEL, faults._SITE]] = [
        2, 1, len(faults._kernels) - 1, 1]
    w[faults._PID:faults._PID + 3] = [4, 0, 0]
    w[faults._LANE] = 17
    w[[faults._OFF, faults._LO, faults._HI]] = [529, 0, 520]
    err = faults._error(w)
    assert err.message == ("out-of-bounds store in kernel 'copy', program id (4, 0, 0): lane "
                           "(17,) addresses offset 529 of 'out', whose extent is [0, 520) (520 "
                           "elements of fp32)")
    assert err.span.line == 12 and len(err.notes) == 1
