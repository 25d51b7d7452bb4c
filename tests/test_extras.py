"""``swizzle2d`` (Triton's grouped program order) and ``debug_barrier`` on both backends."""
from __future__ import annotations

import numpy as np
import pytest

import tiledsl
from _backends import BACKENDS, run

SRC = """\
kernel order(out_i: *i32, out_j: *i32, size_i: i32, size_j: i32, size_g: i32):
    pid = program_id(0)
    i = pid // size_j
    j = pid % size_j
    ni, nj = swizzle2d(i, j, size_i, size_j, size_g)
    store(out_i + pid, ni)
    store(out_j + pid, nj)

kernel shift(x: *fp32, B: constexpr):
    offs = arange(0, B)
    v = load(x + offs)
    debug_barrier()
    store(x + (B - 1 - offs), v)
"""


def swizzle_model(i, j, size_i, size_j, size_g):
    """Triton's ``swizzle2d`` on non-negative Python ints."""
    ij = i * size_j + j
    size_gj = size_g * size_j
    off_i = ij // size_gj * size_g
    g = min(size_i - off_i, size_g)
    ij %= size_gj
    return off_i + ij % g, ij // g


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("size_i, size_j, size_g", [(8, 8, 4), (7, 5, 3), (3, 9, 8), (1, 4, 2)])
def test_swizzle2d_is_a_permutation_in_triton_order(backend, size_i, size_j, size_g):
    m = tiledsl.compile(SRC, filename="extras.tile")
    n = size_i * size_j
    oi, oj = np.full(n, -1, np.int32), np.full(n, -1, np.int32)
    run(m.order, (n,), [oi, oj, np.int32(size_i), np.int32(size_j), np.int32(size_g)], backend)
    want = [swizzle_model(p // size_j, p % size_j, size_i, size_j, size_g) for p in range(n)]
    assert list(zip(oi.tolist(), oj.tolist())) == want
    assert sorted(want) == [(a, b) for a in range(size_i) for b in range(size_j)]


def test_swizzle2d_of_constants_folds():
    m = tiledsl.compile("kernel k(o: *i32):\n    a, b = swizzle2d(5, 2, 8, 4, 3)\n"
                        "    store(o, a * 100 + b)\n", filename="c.tile")
    o = np.zeros(1, np.int32)
    m.k[(1,)](o)
    a, b = swizzle_model(5, 2, 8, 4, 3)
    assert o[0] == a * 100 + b


@pytest.mark.parametrize("backend", BACKENDS)
def test_debug_barrier_orders_the_programs_threads(backend):
    m = tiledsl.compile(SRC, filename="extras.tile")
    x = np.arange(256, dtype=np.float32)
    run(m.shift, (1,), [x], backend, B=256)
    np.testing.assert_array_equal(x, np.arange(256, dtype=np.float32)[::-1])
    from tiledsl import codegen

    src = codegen.emit(m.shift.lower(B=256), "cuda:sm_90a")
    assert "__syncthreads();  // extras.tile:12" in src


def test_assume_is_checked_by_the_hints_check():
    src = ("kernel k(o: *i32, x: *i32, n: i32):\n    assume(n > 0)\n    i = arange(0, 4)\n"
           "    v = load(x + i)\n    assume(v >= 0)\n    store(o + i, v // 2)\n")
    m = tiledsl.compile(src, filename="a.tile")
    o = np.zeros(4, np.int32)
    m.k[(1,)](o, np.arange(4, dtype=np.int32), 3)
    assert o.tolist() == [0, 0, 1, 1]
    with pytest.raises(tiledsl.TileRuntimeError) as e:
        m.k[(2,)](o, np.array([1, 2, -3, 4], np.int32), 3)
    assert (e.value.span.line, e.value.span.col, e.value.message) == (
        5, 5, "assume() does not hold in kernel 'k', program id (0, 0, 0); first failing "
              "lane: (2,)")
    with pytest.raises(tiledsl.TileRuntimeError) as e:  # a scalar condition: no lane
        m.k[(1,)](o, np.arange(4, dtype=np.int32), 0)
    assert (e.value.span.line, e.value.message) == (
        2, "assume() does not hold in kernel 'k', program id (0, 0, 0)")
    m.k[(1,)](o, np.array([1, 2, -3, 4], np.int32), 3, check="-hints")
    assert o.tolist() == [0, 1, -1, 2]
    from tiledsl import codegen

    text = codegen.emit(m.k.lower(), "cuda:sm_90a")
    assert text.count("__builtin_assume(") == 2
    bad = "kernel k(o: *i32):\n    assume(False)\n"
    with pytest.raises(tiledsl.TileError) as e:
        tiledsl.compile(bad, filename="b.tile").k.lower()
    err = getattr(e.value, "errors", [e.value])[0]
    assert (err.span.line, err.span.col, err.message) == (
        2, 12, "assume(False) can never hold; remove it")
