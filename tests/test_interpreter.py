"""The interpreter as a whole: kernels batched vs one by one, memory and bounds checks,
control flow, device_print / device_assert, atomics, scheduling, error conversion."""
from __future__ import annotations

import io

import ml_dtypes
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tiledsl.errors import InternalError, TileLaunchError, TileRuntimeError
from tiledsl.interpreter import run, schedule
from tiledsl.interpreter.testing import (KernelBuilder, matmul_kernel, softmax_kernel,
                                         vector_add_kernel)
from tiledsl.ir import Op

i32 = np.int32
BF16 = np.dtype(ml_dtypes.bfloat16)


def bits(a):
    a = np.ascontiguousarray(a)
    return a.view(np.uint8) if a.dtype == np.bool_ else a.view(f"u{a.dtype.itemsize}")


def run_all_ways(fn, grid, make_args, out_index, monkeypatch):
    """Run batched (one batch and small batches) and one by one; return the outputs after
    asserting they agree bit for bit."""
    outs = []
    for batched, limit in ((True, None), (True, 1), (False, None), (None, None)):
        if limit is not None:
            monkeypatch.setattr(schedule, "MAX_BATCH_ELEMENTS", limit)
        args = make_args()
        run(fn, grid, args, batched=batched)
        monkeypatch.undo()
        outs.append([args[i].copy() for i in out_index])
    for other in outs[1:]:
        for a, b in zip(outs[0], other):
            assert np.array_equal(bits(a), bits(b))
    return outs[0]


# ----------------------------------------------------------------------------- kernels
@settings(max_examples=8, deadline=None)
@given(n=st.integers(1, 700), block=st.sampled_from([32, 128]))
def test_vector_add_all_ways(n, block):
    fn = vector_add_kernel(block)
    rng = np.random.default_rng(n)
    x, y = rng.standard_normal(n).astype(np.float32), rng.standard_normal(n).astype(np.float32)
    grid = ((n + block - 1) // block,)
    for batched in (True, False):
        z = np.full(n, np.nan, np.float32)
        run(fn, grid, [x, y, z, i32(n)], batched=batched)
        assert np.array_equal(z, x + y)


def test_vector_add_bf16_and_chunks(monkeypatch):
    fn = vector_add_kernel(64, "bf16")
    rng = np.random.default_rng(0)
    n = 1000
    x, y = (rng.standard_normal(n).astype(BF16) for _ in range(2))
    (z,) = run_all_ways(fn, (16,), lambda: [x, y, np.zeros(n, BF16), i32(n)], [2], monkeypatch)
    assert np.array_equal(bits(z), bits((x.astype(np.float32) + y.astype(np.float32)).astype(BF16)))


def test_softmax_masked_tail_all_ways(monkeypatch):
    rows, cols = 37, 100
    rng = np.random.default_rng(1)
    x = (rng.standard_normal((rows, cols)) * 5).astype(np.float32)
    fn = softmax_kernel(128)
    (y,) = run_all_ways(fn, (rows,), lambda: [np.zeros_like(x), x, i32(cols), i32(cols),
                                              i32(cols)], [0], monkeypatch)
    x64 = x.astype(np.float64)
    ref = np.exp(x64 - x64.max(1, keepdims=True))
    ref /= ref.sum(1, keepdims=True)
    np.testing.assert_allclose(y, ref, rtol=1e-5, atol=1e-7)
    assert y.dtype == np.float32


@pytest.mark.parametrize("precision", ["ieee", "tf32"])
def test_matmul_k_loop_all_ways(precision, monkeypatch):
    M, N, K = 50, 70, 45
    rng = np.random.default_rng(2)
    a = rng.standard_normal((M, K)).astype(np.float32)
    b = rng.standard_normal((K, N)).astype(np.float32)
    fn = matmul_kernel(16, 32, 16, input_precision=precision)
    grid = (((M + 15) // 16) * ((N + 31) // 32),)

    def args():
        c = np.full((M, N), np.nan, np.float32)
        return [a, b, c, i32(M), i32(N), i32(K), i32(K), i32(1), i32(N), i32(1), i32(N), i32(1)]

    (c,) = run_all_ways(fn, grid, args, [2], monkeypatch)
    ref = a.astype(np.float64) @ b.astype(np.float64)
    tol = 1e-5 if precision == "ieee" else 2e-2
    np.testing.assert_allclose(c, ref, rtol=tol, atol=tol)


def test_matmul_fp16_inputs_exact():
    M = N = K = 32
    rng = np.random.default_rng(3)
    a = rng.integers(-4, 4, (M, K)).astype(np.float16)
    b = rng.integers(-4, 4, (K, N)).astype(np.float16)
    c = np.zeros((M, N), np.float32)
    run(matmul_kernel(16, 16, 16, dtype="fp16"), (4,),
        [a, b, c, i32(M), i32(N), i32(K), i32(K), i32(1), i32(N), i32(1), i32(N), i32(1)])
    assert np.array_equal(c, a.astype(np.float32) @ b.astype(np.float32))


def test_grid_3d_program_ids_and_order():
    kb = KernelBuilder("ids")
    out = kb.param("out", "*i32")
    px, py, pz = (kb.program_id(a) for a in range(3))
    nx, ny, nz = (kb.num_programs(a) for a in range(3))
    lin = (px * ny + py) * nz + pz
    kb.store(out + lin, px * 100 + py * 10 + pz)
    kb.store(out + (lin + nx * ny * nz), nx * 100 + ny * 10 + nz)
    kb.device_print("p", lin)
    fn = kb.build()
    for batched in (True, False):
        o = np.zeros(48, np.int32)
        s = io.StringIO()
        run(fn, (2, 3, 4), [o], batched=batched, print_stream=s)
        want = [x * 100 + y * 10 + z for x in range(2) for y in range(3) for z in range(4)]
        assert o[:24].tolist() == want and (o[24:] == 234).all()
        lines = s.getvalue().splitlines()
        assert lines[0] == "pid (0, 0, 0) p: 0" and lines[1] == "pid (0, 0, 1) p: 1"
        assert lines[-1] == "pid (1, 2, 3) p: 23"


# ----------------------------------------------------------------------------- bounds
SRC = """kernel oob(x: *fp32, out: *fp32):
    offs = program_id(0) * 64 + arange(0, 64)
    v = load(x + offs)
    store(out + offs, v)
"""


def oob_kernel():
    kb = KernelBuilder("oob", SRC, "oob.tile")
    x, out = kb.param("x", "*fp32"), kb.param("out", "*fp32")
    kb.loc(2, 5)
    offs = kb.program_id(0) * 64 + kb.arange(0, 64)
    kb.loc(3, 9, 20)
    v = kb.load(x + offs)
    kb.loc(4, 5, 25)
    kb.store(out + offs, v)
    return kb.build()


@pytest.mark.parametrize("batched", [True, False])
def test_out_of_bounds_load_message(batched):
    x = np.arange(100, dtype=np.float32)
    out = np.zeros(128, np.float32)
    with pytest.raises(TileRuntimeError) as ei:
        run(oob_kernel(), (2,), [x, out], batched=batched)
    msg = str(ei.value)
    assert msg.startswith("oob.tile:3:9: out-of-bounds load in kernel 'oob', program id (1, 0, 0)")
    assert "lane (36,)" in msg and "offset 100" in msg and "'x'" in msg
    assert "extent is [0, 100)" in msg
    assert "    v = load(x + offs)\n            ^^^^^^^^^^^" in msg
    # program 0 ran completely before program 1 faulted, in both modes
    assert np.array_equal(out[:64], x[:64]) and (out[64:] == 0).all()


@pytest.mark.parametrize("batched", [True, False])
def test_out_of_bounds_store_message(batched):
    x = np.arange(128, dtype=np.float32)
    out = np.zeros(100, np.float32)
    with pytest.raises(TileRuntimeError) as ei:
        run(oob_kernel(), (2,), [x, out], batched=batched)
    msg = str(ei.value)
    assert msg.startswith("oob.tile:4:5: out-of-bounds store in kernel 'oob', program id (1, 0, 0)")
    assert "lane (36,) addresses offset 100 of 'out', whose extent is [0, 100)" in msg
    assert "store(out + offs, v)" in msg and "^" * 20 in msg
    assert np.array_equal(out[:64], x[:64]) and (out[64:] == 0).all()  # nothing of program 1


def test_fault_after_stores_leaves_memory_as_one_by_one():
    """Stores of a batch that then faults are undone and the programs re-run one by one."""
    kb = KernelBuilder("late")
    x, out = kb.param("x", "*fp32"), kb.param("out", "*fp32")
    pid = kb.program_id(0)
    offs = pid * 8 + kb.arange(0, 8)
    kb.store(out + offs, kb.full((8,), 1.0, "fp32"))
    (acc,) = kb.for_(0, 3, 1, [kb.full((8,), 0.0, "fp32")],
                     lambda i, a: [kb.store(out + (offs + 32), a) or a + kb.load(x + (offs + i))])
    kb.store(out + (offs + 64), acc)
    fn = kb.build()
    assert len(schedule.stores_to_log(fn)) == 2  # the last store needs no undo log
    results = []
    for batched in (True, False):
        out = np.zeros(96, np.float32)
        s = io.StringIO()
        with pytest.raises(TileRuntimeError, match=r"program id \(2, 0, 0\): lane \(7,\)"):
            run(fn, (4,), [np.arange(24, dtype=np.float32), out], batched=batched,
                print_stream=s)
        results.append(out)
    assert np.array_equal(results[0], results[1])
    assert (results[0][:24] == 1).all() and (results[0][24:32] == 0).all()


def test_negative_offset_and_scalar_pointer():
    kb = KernelBuilder("neg")
    x = kb.param("x", "*i32")
    v = kb.load(x + (-1))
    kb.store(x, v)
    with pytest.raises(TileRuntimeError, match=r"the scalar pointer addresses offset -1 of 'x'"):
        run(kb.build(), (1,), [np.zeros(4, np.int32)])


def test_check_bounds_off_stays_inside_memory():
    x = np.arange(100, dtype=np.float32)
    out = np.zeros(128, np.float32)
    run(oob_kernel(), (2,), [x, out], check_bounds=False)  # no fault, no foreign memory
    assert np.array_equal(out[:100], x) and (out[100:] == 0).all()  # outside lanes load 0
    x, out = np.arange(128, dtype=np.float32), np.full(100, -1, np.float32)
    base = np.full(300, -2, np.float32)
    base[:100] = out
    run(oob_kernel(), (2,), [x, base[:100]], check_bounds=False)
    assert np.array_equal(base[:100], x[:100]) and (base[100:] == -2).all()  # stores skipped


def masked_copy_kernel(lo, hi, other=None):
    kb = KernelBuilder("masked")
    x, out = kb.param("x", "*fp32"), kb.param("out", "*fp32")
    offs = kb.arange(0, 256) + lo
    mask = (offs >= 0) & (offs < hi)
    v = kb.load(x + offs, mask=mask, other=other)
    kb.store(out + offs, v + 1.0, mask=mask)
    return kb.build()


@pytest.mark.parametrize("batched", [True, False])
def test_masked_lanes_never_touch_memory(batched):
    base = np.full(400, -7.0, np.float32)
    x = np.arange(100, dtype=np.float32)
    view = base[150:250]
    # all three programs store the same 100 elements: a race, on purpose (the values agree)
    run(masked_copy_kernel(-64, 100), (3,), [x, view], batched=batched, check="-race")
    assert np.array_equal(view, x + 1)
    assert (base[:150] == -7).all() and (base[250:] == -7).all()


def test_masked_load_other_and_zero():
    kb = KernelBuilder("other")
    x, out = kb.param("x", "*i32"), kb.param("out", "*i32")
    offs = kb.arange(0, 8)
    m = offs < 3
    kb.store(out + offs, kb.load(x + offs, mask=m, other=-5))
    kb.store(out + (offs + 8), kb.load(x + offs, mask=m))
    x = np.array([1, 2, 3], np.int32)
    out = np.full(16, 99, np.int32)
    run(kb.build(), (1,), [x, out])
    assert out.tolist() == [1, 2, 3] + [-5] * 5 + [1, 2, 3] + [0] * 5


def test_strided_and_reversed_views():
    base = np.arange(16, dtype=np.float32)
    kb = KernelBuilder("walk")
    x, out, step = kb.param("x", "*fp32"), kb.param("out", "*fp32"), kb.param("step", "i32")
    offs = kb.arange(0, 8) * step
    kb.store(out + kb.arange(0, 8), kb.load(x + offs))
    fn = kb.build()
    out = np.zeros(8, np.float32)
    run(fn, (1,), [base[::-1], out, i32(-1)])  # walks backwards through a reversed view
    assert out.tolist() == list(range(15, 7, -1))
    run(fn, (1,), [base[1::2], out, i32(1)])  # the gaps of a strided view are in its extent
    assert out.tolist() == list(range(1, 9))
    with pytest.raises(TileRuntimeError, match=r"offset 1 of 'x', whose extent is \[-15, 1\)"):
        run(fn, (1,), [base[::-1], out, i32(1)])


def test_transposed_2d_view_with_explicit_strides():
    a = np.arange(16, dtype=np.float32).reshape(4, 4)
    kb = KernelBuilder("t2d")
    x, out = kb.param("x", "*fp32"), kb.param("out", "*fp32")
    s0, s1 = kb.param("s0", "i32"), kb.param("s1", "i32")
    r, c = kb.arange(0, 4), kb.arange(0, 4)
    v = kb.load(x + (r[:, None] * s0 + c[None, :] * s1))
    kb.store(out + (r[:, None] * 4 + c[None, :]), v)
    out = np.zeros((4, 4), np.float32)
    at = a.T
    run(kb.build(), (1,), [at, out, i32(at.strides[0] // 4), i32(at.strides[1] // 4)])
    assert np.array_equal(out, a.T)


def test_stores_land_in_a_strided_caller_array():
    base = np.zeros(16, np.int32)
    kb = KernelBuilder("st")
    x = kb.param("x", "*i32")
    offs = kb.arange(0, 8)
    kb.store(x + offs * 2, offs + 1)
    run(kb.build(), (1,), [base[::2]])
    assert base.tolist() == [1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 0, 7, 0, 8, 0]


def test_read_only_array_store_refused():
    x = np.arange(100, dtype=np.float32)
    out = np.zeros(128, np.float32)
    out.flags.writeable = False
    with pytest.raises(TileLaunchError, match="'out'.*read-only"):
        run(oob_kernel(), (1,), [x[:64], out])
    ro = np.arange(64, dtype=np.float32)
    ro.flags.writeable = False
    w = np.zeros(64, np.float32)
    run(oob_kernel(), (1,), [ro, w])  # loading from a read-only array is fine
    assert np.array_equal(w, ro)


def test_where_between_buffers_and_bool_pointers():
    kb = KernelBuilder("sel")
    a, b, flags, out = (kb.param(n, t) for n, t in
                        (("a", "*fp32"), ("b", "*fp32"), ("flags", "*i1"), ("out", "*fp32")))
    offs = kb.arange(0, 8)
    f = kb.load(flags + offs)
    p = kb.where(f, a + offs, b + offs)
    kb.store(out + offs, kb.load(p))
    kb.store(flags + offs, ~f)
    av, bv = np.arange(8, dtype=np.float32), -np.arange(8, dtype=np.float32)
    fl = np.array([1, 0, 1, 1, 0, 0, 1, 0], bool)
    out = np.zeros(8, np.float32)
    run(kb.build(), (1,), [av, bv, fl, out])
    assert out.tolist() == np.where([1, 0, 1, 1, 0, 0, 1, 0], av, bv).tolist()
    assert fl.tolist() == [False, True, False, False, True, True, False, True]


def test_load_store_preserve_nan_payloads():
    x = np.array([0x7FC00001, 0xFFFF1234, 0x7F800001, 0x3F800000], np.uint32).view(np.float32)
    kb = KernelBuilder("copy")
    src, dst = kb.param("src", "*fp32"), kb.param("dst", "*fp32")
    offs = kb.arange(0, 4)
    kb.store(dst + offs, kb.load(src + offs))
    y = np.zeros(4, np.float32)
    run(kb.build(), (1,), [x, y])
    assert np.array_equal(bits(y), bits(x))


# ----------------------------------------------------------------------------- control flow
def _loop_sum_kernel(lb, ub, step):
    kb = KernelBuilder("loop")
    out = kb.param("out", "*i32")
    (acc, n) = kb.for_(lb, ub, step, [kb.const(0, "i32"), kb.const(0, "i32")],
                       lambda iv, acc, n: [acc + iv, n + 1])
    kb.store(out, acc)
    kb.store(out + 1, n)
    return kb.build()


@pytest.mark.parametrize("lb,ub,step", [(0, 100, 7), (10, 0, -3), (5, 5, 1), (5, 0, 1),
                                        (-3, 4, 2)])
def test_for_follows_python_range(lb, ub, step):
    out = np.zeros(2, np.int32)
    run(_loop_sum_kernel(lb, ub, step), (1,), [out])
    assert out.tolist() == [sum(range(lb, ub, step)), len(range(lb, ub, step))]


def test_for_step_zero_is_an_error():
    with pytest.raises(TileRuntimeError, match="step 0"):
        run(_loop_sum_kernel(0, 4, 0), (1,), [np.zeros(2, np.int32)])


def _collatz_kernel(from_memory: bool):
    kb = KernelBuilder("collatz")
    x, out = kb.param("x", "*i32"), kb.param("out", "*i32")
    start = kb.load(x + kb.program_id(0)) if from_memory else kb.const(27, "i32")

    def cond(v, n):
        return [v.ne(1)]

    def body(v, n):
        nxt = kb.where((v % 2).eq(0), v // 2, v * 3 + 1)
        return [nxt, n + 1]

    _, steps = kb.while_([start, kb.const(0, "i32")], cond, body)
    kb.store(out + kb.program_id(0), steps)
    return kb.build()


def test_while_collatz():
    fn = _collatz_kernel(False)
    assert schedule.analyze(fn).batchable
    out = np.zeros(3, np.int32)
    run(fn, (3,), [np.zeros(1, np.int32), out])
    assert out.tolist() == [111, 111, 111]
    fn = _collatz_kernel(True)
    sched = schedule.analyze(fn)
    assert not sched.batchable and "memory" in sched.reason
    out = np.zeros(3, np.int32)
    run(fn, (3,), [np.array([27, 1, 6], np.int32), out])
    assert out.tolist() == [111, 0, 8]


def test_if_on_program_id_runs_one_by_one(monkeypatch):
    kb = KernelBuilder("branch")
    out = kb.param("out", "*i32")
    pid = kb.program_id(0)
    (v,) = kb.if_((pid % 2).eq(0), lambda: [pid * 10], lambda: [-pid])
    kb.store(out + pid, v)
    fn = kb.build()
    sched = schedule.analyze(fn)
    assert not sched.batchable and "program_id" in sched.reason
    with pytest.raises(TileLaunchError, match="cannot run batched"):
        run(fn, (4,), [np.zeros(4, np.int32)], batched=True)
    out = np.zeros(4, np.int32)
    run(fn, (4,), [out])
    assert out.tolist() == [0, -1, 20, -3]


def test_uniform_if_and_loop_carried_taint():
    kb = KernelBuilder("uniform")
    out, n = kb.param("out", "*i32"), kb.param("n", "i32")
    pid = kb.program_id(0)
    (v,) = kb.if_(n > 3, lambda: [pid + 100], lambda: [pid])  # uniform condition
    # the carried value depends on pid only through the body: still uniform bounds
    (acc,) = kb.for_(0, n, 1, [v], lambda i, a: [a + i])
    kb.store(out + pid, acc)
    fn = kb.build()
    assert schedule.analyze(fn).batchable
    for batched in (True, False):
        out = np.zeros(4, np.int32)
        run(fn, (4,), [out, i32(5)], batched=batched)
        assert out.tolist() == [110, 111, 112, 113]
    # a loop whose bound becomes pid-dependent through a carried value is not batchable
    kb = KernelBuilder("carried")
    out = kb.param("out", "*i32")
    pid = kb.program_id(0)
    _, k = kb.while_([kb.const(0, "i32"), kb.const(0, "i32")],
                     lambda c, k: [c < 3], lambda c, k: [c + pid + 1, k + 1])
    kb.store(out + pid, k)
    fn = kb.build()
    assert not schedule.analyze(fn).batchable
    out = np.zeros(3, np.int32)
    run(fn, (3,), [out])
    assert out.tolist() == [3, 2, 1]


def test_pid_dependent_loop_bound():
    kb = KernelBuilder("tri")
    out = kb.param("out", "*i32")
    pid = kb.program_id(0)
    (acc,) = kb.for_(0, pid, 1, [kb.const(0, "i32")], lambda i, a: [a + i])
    kb.store(out + pid, acc)
    out = np.zeros(6, np.int32)
    run(kb.build(), (6,), [out])
    assert out.tolist() == [sum(range(p)) for p in range(6)]


# ----------------------------------------------------------------------------- debugging
def _print_kernel():
    kb = KernelBuilder("pr")
    x = kb.param("x", "*fp32")
    pid = kb.program_id(0)
    offs = kb.arange(0, 4)
    v = kb.load(x + (pid * 4 + offs))
    kb.device_print("x", v)
    kb.for_(0, 2, 1, [], lambda i: (kb.device_print("i: ", i, pid), [])[1])
    kb.device_print("bits", v, hex=True)
    return kb.build()


def test_device_print_format_and_order():
    x = np.arange(8, dtype=np.float32)
    texts = []
    for batched in (True, False):
        s = io.StringIO()
        run(_print_kernel(), (2,), [x], batched=batched, print_stream=s)
        texts.append(s.getvalue())
    assert texts[0] == texts[1]
    assert texts[0].splitlines() == [
        "pid (0, 0, 0) x: [0. 1. 2. 3.]",
        "pid (0, 0, 0) i (operand 0): 0",
        "pid (0, 0, 0) i (operand 1): 0",
        "pid (0, 0, 0) i (operand 0): 1",
        "pid (0, 0, 0) i (operand 1): 0",
        "pid (0, 0, 0) bits: [0x00000000 0x3f800000 0x40000000 0x40400000]",
        "pid (1, 0, 0) x: [4. 5. 6. 7.]",
        "pid (1, 0, 0) i (operand 0): 0",
        "pid (1, 0, 0) i (operand 1): 1",
        "pid (1, 0, 0) i (operand 0): 1",
        "pid (1, 0, 0) i (operand 1): 1",
        "pid (1, 0, 0) bits: [0x40800000 0x40a00000 0x40c00000 0x40e00000]",
    ]


ASSERT_SRC = """kernel chk(x: *i32):
    v = load(x + arange(0, 8))
    device_assert(v >= 0, "values must be non-negative")
"""


@pytest.mark.parametrize("batched", [True, False])
def test_device_assert(batched):
    kb = KernelBuilder("chk", ASSERT_SRC, "chk.tile")
    x = kb.param("x", "*i32")
    pid = kb.program_id(0)
    v = kb.load(x + (pid * 8 + kb.arange(0, 8)))
    kb.device_print("v", v)
    kb.loc(3, 5, 56)
    kb.device_assert(v >= 0, "values must be non-negative")
    kb.device_print("after", pid)
    fn = kb.build()
    data = np.arange(24, dtype=np.int32)
    data[8 + 2] = -1
    data[16 + 5] = -1
    s = io.StringIO()
    with pytest.raises(TileRuntimeError) as ei:
        run(fn, (3,), [data], batched=batched, print_stream=s)
    msg = str(ei.value)
    assert msg.startswith("chk.tile:3:5: device_assert failed in kernel 'chk', program id (1, 0, 0): "
                          "values must be non-negative; first failing lane: (2,)")
    assert 'device_assert(v >= 0, "values must be non-negative")\n    ' in msg
    # output up to the failure is the same batched or not
    lines = s.getvalue().splitlines()
    assert lines[:2] == ["pid (0, 0, 0) v: [0 1 2 3 4 5 6 7]", "pid (0, 0, 0) after: 0"]
    assert lines[2].startswith("pid (1, 0, 0) v: [ 8  9 -1") and len(lines) == 3


# ----------------------------------------------------------------------------- atomics
def test_atomic_counter_in_program_order():
    kb = KernelBuilder("count")
    cnt, olds = kb.param("cnt", "*i32"), kb.param("olds", "*i32")
    old = kb.atomic(Op.ATOMIC_ADD, cnt, kb.const(1, "i32"))
    kb.store(olds + kb.program_id(0), old)
    fn = kb.build()
    assert "atomic" in schedule.analyze(fn).reason
    c, o = np.zeros(1, np.int32), np.zeros(8, np.int32)
    run(fn, (8,), [c, o])
    assert c[0] == 8 and o.tolist() == list(range(8))


def test_atomic_duplicates_masks_and_ops():
    kb = KernelBuilder("dups")
    z, olds = kb.param("z", "*fp32"), kb.param("olds", "*fp32")
    offs = kb.arange(0, 8)
    v = (offs + 1).to("fp32")
    old = kb.atomic(Op.ATOMIC_ADD, z + offs // 2, v, mask=offs < 7)
    kb.store(olds + offs, old)
    z_, o = np.zeros(4, np.float32), np.full(8, -1, np.float32)
    run(kb.build(), (1,), [z_, o])
    assert z_.tolist() == [3, 7, 11, 7]  # lane 7 masked off
    assert o.tolist() == [0, 1, 0, 3, 0, 5, 0, 0]
    # cas, xchg, max/min on negative floats, bitwise
    kb = KernelBuilder("rmw")
    a, f, u, res = (kb.param(n, t) for n, t in (("a", "*i32"), ("f", "*fp32"), ("u", "*u32"),
                                               ("res", "*i32")))
    r0 = kb.atomic_cas(a, 0, 5)
    r1 = kb.atomic_cas(a, 0, 7)
    r2 = kb.atomic(Op.ATOMIC_XCHG, a + 1, 9)
    kb.atomic(Op.ATOMIC_MAX, f, -1.5)
    kb.atomic(Op.ATOMIC_MIN, f + 1, -3.0)
    kb.atomic(Op.ATOMIC_AND, u, 0xF0)
    kb.atomic(Op.ATOMIC_OR, u + 1, 0x0F)
    kb.atomic(Op.ATOMIC_XOR, u + 2, 0xFF)
    for k, r in enumerate((r0, r1, r2)):
        kb.store(res + k, r)
    av, fv = np.array([0, 4], np.int32), np.array([-2.0, -2.0], np.float32)
    uv, rv = np.array([0xFF, 0xF0, 0x0F], np.uint32), np.zeros(3, np.int32)
    run(kb.build(), (1,), [av, fv, uv, rv])
    assert rv.tolist() == [0, 5, 4] and av.tolist() == [5, 9]
    assert fv.tolist() == [-1.5, -3.0] and uv.tolist() == [0xF0, 0xFF, 0xF0]


def test_fp16_atomic_add_rounds():
    kb = KernelBuilder("h")
    z = kb.param("z", "*fp16")
    kb.atomic(Op.ATOMIC_ADD, z + kb.arange(0, 4) * 0, kb.const(1.0, "fp16", (4,)))
    zv = np.array([2048], np.float16)
    run(kb.build(), (1,), [zv])
    assert zv[0] == 2048  # each +1 rounds back to 2048


# ----------------------------------------------------------------------------- errors / args
def test_non_tile_errors_become_internal_errors(monkeypatch):
    kb = KernelBuilder("bad", "kernel bad(x: *fp32):\n    y = trans(x)\n", "bad.tile")
    x = kb.param("x", "*fp32")
    v = kb.load(x + kb.arange(0, 4))
    kb.loc(2, 9, 17)
    kb.b.value(Op.PERMUTE, [v.v], v.v.type, perm=(0, 0))  # an invalid permutation
    fn = kb.build()
    with pytest.raises(InternalError) as ei:
        run(fn, (1,), [np.zeros(4, np.float32)])
    msg = str(ei.value)
    assert msg.startswith("bad.tile:2:9: internal compiler error") and "permute" in msg
    assert "trans(x)" in msg and "Traceback" not in msg
    monkeypatch.setenv("TILEDSL_DEBUG", "1")
    with pytest.raises(ValueError):
        run(fn, (1,), [np.zeros(4, np.float32)])


def test_argument_errors():
    fn = vector_add_kernel(32)
    x = np.zeros(32, np.float32)
    with pytest.raises(TileLaunchError, match="takes 4 arguments"):
        run(fn, (1,), [x, x, x])
    with pytest.raises(TileLaunchError, match="'n' must be a scalar of i32"):
        run(fn, (1,), [x, x, x, 2**40])
    with pytest.raises(TileLaunchError, match="'y' is an array of float64"):
        run(fn, (1,), [x, np.zeros(32), x, 32])
    with pytest.raises(TileLaunchError, match="grid"):
        run(fn, (1, 2, 3, 4), [x, x, x, 32])
    run(fn, (1,), [x, x, x, 32])  # a Python int fits i32


# ----------------------------------------------------------------------------- the examples
EXAMPLE_NAMES = ("vector_add", "softmax", "layernorm", "matmul", "attention")


@pytest.mark.parametrize("name", EXAMPLE_NAMES)
def test_every_example_batched_equals_one_by_one(name, monkeypatch):
    """Each example (through the front end and the launch API) runs batched, in small
    batches and one program at a time, with bit-identical outputs."""
    import importlib
    import pathlib
    import sys

    import tiledsl.interpreter as interp
    from tiledsl.dtypes import DType
    from tiledsl.interpreter.memory import Buffer

    examples = pathlib.Path(__file__).resolve().parent.parent / "examples"
    monkeypatch.syspath_prepend(str(examples))
    module = importlib.import_module(name)
    real_run = interp.run
    launches = []

    raw_dtype = {1: DType.u8, 2: DType.u16, 4: DType.u32, 8: DType.u64}

    def extent(a):
        """The array's whole extent (strided views included) as a flat unsigned view."""
        return Buffer(0, "a", raw_dtype[a.dtype.itemsize], a).raw

    def clone(a):
        """A copy of ``a`` with the same strides over a copy of its whole extent."""
        if a.size == 0:
            return a.copy()
        buf = Buffer(0, "a", raw_dtype[a.dtype.itemsize], a)
        mem = buf.raw.copy()
        return np.lib.stride_tricks.as_strided(mem[-buf.lo:].view(a.dtype), a.shape, a.strides)

    def both_ways(fn, grid, args, **kw):
        arrays = [i for i, a in enumerate(args) if isinstance(a, np.ndarray)]
        results = []
        for batched, limit in ((None, None), (True, 1 << 12), (False, None)):
            copy = [clone(a) if isinstance(a, np.ndarray) else a for a in args]
            saved = schedule.MAX_BATCH_ELEMENTS
            schedule.MAX_BATCH_ELEMENTS = limit or saved
            try:
                if batched and not schedule.analyze(fn).batchable:
                    continue
                real_run(fn, grid, copy, batched=batched, **kw)
            finally:
                schedule.MAX_BATCH_ELEMENTS = saved
            results.append([copy[i] for i in arrays])
        for other in results[1:]:
            for a, b in zip(results[0], other):
                assert np.array_equal(extent(a), extent(b)), f"{fn.name}: batched != one by one"
        for i, a in zip(arrays, results[0]):
            if args[i].flags.writeable:
                extent(args[i])[...] = extent(a)
        launches.append((fn.name, schedule.analyze(fn).batchable))

    monkeypatch.setattr(interp, "run", both_ways)
    rows = module.run("interpreter", np, "small")
    assert launches and all(r.ok for r in rows), rows
    sys.modules.pop(name, None)
