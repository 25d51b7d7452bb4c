"""Control flow end to end: if/elif/else, for, static_range, while, break, continue, early
return from helpers and kernels, tuples through loops — against Python references."""
import numpy as np
import pytest

import tiledsl

from _backends import BACKENDS, run

SRC = """
def collatz_steps(n):
    steps = 0
    while n != 1:
        if n % 2 == 0:
            n = n // 2
        else:
            n = 3 * n + 1
        steps += 1
    return steps

def sign(x):
    if x > 0:
        return 1
    elif x < 0:
        return -1
    return 0

def minmax(a, b):
    if a < b:
        return a, b
    return b, a

kernel loops(out: *i32, vals: *i32, n: i32):
    pid = program_id(0)
    v = load(vals + pid)
    # 0: collatz
    store(out + pid * 8 + 0, collatz_steps(v))
    # 1: sum of odd numbers below v, skipping multiples of 5, stopping above 40
    s = 0
    for i in range(0, v):
        if i % 5 == 0:
            continue
        if i > 40:
            break
        if i % 2 == 1:
            s += i
    store(out + pid * 8 + 1, s)
    # 2: helper with early returns
    store(out + pid * 8 + 2, sign(v - 10))
    # 3, 4: tuple return
    lo, hi = minmax(v, 12)
    store(out + pid * 8 + 3, lo)
    store(out + pid * 8 + 4, hi)
    # 5: static_range unrolled with a compile-time break
    t = 0
    for k in static_range(0, 10):
        if k == 4:
            break
        t += k * v
    store(out + pid * 8 + 5, t)
    # 6: negative constexpr step and a while with break
    d = 0
    for j in range(10, 0, -3):
        d += j
    w = 0
    while True:
        w += 1
        if w * w > v:
            break
    store(out + pid * 8 + 6, d * 100 + w)
    # 7: conditional expression and early kernel return
    store(out + pid * 8 + 7, v if v % 2 == 0 else -v)
    if v > 20:
        return
    store(out + pid * 8 + 7, 1000 + v)
"""


def collatz(n):
    s = 0
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        s += 1
    return s


def reference(v):
    s = 0
    for i in range(v):
        if i % 5 == 0:
            continue
        if i > 40:
            break
        if i % 2 == 1:
            s += i
    w = 0
    while True:
        w += 1
        if w * w > v:
            break
    last = (v if v % 2 == 0 else -v) if v > 20 else 1000 + v
    return [collatz(v), s, (v > 10) - (v < 10), min(v, 12), max(v, 12),
            sum(k * v for k in range(4)), 22 * 100 + w, last]


@pytest.mark.parametrize("backend", BACKENDS)
def test_control_flow_matches_python(backend):
    k = tiledsl.compile(SRC, filename="cf.tile").loops
    vals = np.array([1, 7, 10, 12, 27, 31, 50, 97], dtype=np.int32)
    out = np.full(8 * len(vals), -99, dtype=np.int32)
    run(k, (len(vals),), [out, vals, np.int32(len(vals))], backend)
    want = np.array([reference(int(v)) for v in vals], dtype=np.int32)
    np.testing.assert_array_equal(out.reshape(-1, 8), want)


@pytest.mark.parametrize("backend", BACKENDS)
def test_loop_carried_tiles_and_runtime_bounds(backend):
    src = """
kernel k(x: *fp32, out: *fp32, n: i32, B: constexpr):
    offs = arange(0, B)
    acc = zeros((B,), fp32)
    mx = full((B,), -inf, fp32)
    for start in range(0, n, B):
        m = start + offs < n
        v = load(x + start + offs, mask=m, other=0.0)
        acc += v
        mx = maximum(mx, where(m, v, -inf))
    store(out + offs, acc)
    store(out + B + offs, mx)
"""
    k = tiledsl.compile(src, filename="acc.tile").k
    rng = np.random.default_rng(1)
    n = 1000
    x = rng.standard_normal(n).astype(np.float32)
    out = np.zeros(128, np.float32)
    run(k, (1,), [x, out, np.int32(n)], backend, B=64)
    pad = np.zeros(1024, np.float32)
    pad[:n] = x
    np.testing.assert_allclose(out[:64], pad.reshape(16, 64).sum(0), rtol=1e-5, atol=1e-5)
    padm = np.full(1024, -np.inf, np.float32)
    padm[:n] = x
    np.testing.assert_array_equal(out[64:], padm.reshape(16, 64).max(0))


@pytest.mark.parametrize("backend", BACKENDS)
def test_while_with_tile_carried_and_if_on_loaded_scalar(backend):
    src = """
kernel k(x: *i32, out: *i32):
    pid = program_id(0)
    lim = load(x + pid)
    t = arange(0, 8)
    i = 0
    while i < lim:
        t = t * 2
        i += 1
    if lim > 3:
        t = t + 1
    store(out + pid * 8 + arange(0, 8), t)
"""
    k = tiledsl.compile(src, filename="w.tile").k
    x = np.array([0, 2, 5], np.int32)
    out = np.zeros(24, np.int32)
    run(k, (3,), [x, out], backend)
    want = [np.arange(8) * 2 ** int(v) + (1 if v > 3 else 0) for v in x]
    np.testing.assert_array_equal(out.reshape(3, 8), np.array(want))


@pytest.mark.parametrize("backend", BACKENDS)
def test_nested_loops_with_break_and_continue(backend):
    src = """
kernel k(out: *i32, n: i32):
    s = 0
    for a in range(0, n):
        if a > 6:
            break
        for b in range(0, n):
            if b == a:
                continue
            if b > 4:
                break
            s += a * 10 + b
        s += 1000
    store(out, s)
"""
    k = tiledsl.compile(src, filename="nested.tile").k
    out = np.zeros(1, np.int32)
    run(k, (1,), [out, np.int32(9)], backend)
    want = 0
    for a in range(9):
        if a > 6:
            break
        for b in range(9):
            if b == a:
                continue
            if b > 4:
                break
            want += a * 10 + b
        want += 1000
    assert int(out[0]) == want
