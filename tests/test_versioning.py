"""Loop versioning of masks (codegen/versioning.py): which comparisons of a loop body are
index ranges, the condition that picks the copy of the body without them, where it does not
apply, and (marked ``gpu``) both copies against the interpreter."""
from __future__ import annotations

import numpy as np
import pytest

import tiledsl
from tiledsl.ir import Op

from codegen import versioning  # noqa: E402 - the package's codegen, as the other codegen tests

#: a dot per iteration, a ragged column mask on the induction variable, a causal comparison
#: against a value from before the loop, and a comparison that is not an index range
KERNEL = """
kernel f(out: *fp32, a: *fp16, b: *fp16, n: i32, CAUSAL: constexpr = True):
    rows = program_id(0) * 16 + arange(0, 16)
    acc = zeros((16, 16), fp32)
    at = load(a + rows[:, None] * 16 + arange(0, 16)[None, :])
    for start in range(0, n, 16):
        cols = start + arange(0, 16)
        ok = cols[None, :] < n
        if CAUSAL:
            ok = ok & (rows[:, None] >= cols[None, :])
        bt = load(b + arange(0, 16)[:, None] * n + cols[None, :], mask=ok, other=0.0)
        s = dot(at, bt)
        s = where(ok & (s > 0.0), s, 0.0)
        acc = acc + s
    store(out + rows[:, None] * 16 + arange(0, 16)[None, :], acc)
"""


def _kernel(src=KERNEL):
    return tiledsl.compile(src, filename="versioning.tile").f


def _emit(k, **kw):
    return k.emit("cuda:sm_80", num_warps=4, **kw)


def _copies(src: str) -> tuple:
    """(the condition, the fast copy's lines, the copy as written) of the one versioned loop."""
    lines = src.splitlines()
    i = next(j for j, ln in enumerate(lines) if "every index comparison below holds" in ln)
    e = next(j for j, ln in enumerate(lines) if "the body as written" in ln)
    cond = lines[i].strip()[len("if ("):lines[i].strip().index(") {  //")]
    return cond, lines[i + 1:e], lines[e + 1:]


def test_index_ranges():
    """cols = start + arange(0, 16) is start + [0, 15]; rows = pid * 16 + arange is
    (pid * 16) + [0, 15]; broadcasts and expand_dims keep the range; n is n + [0, 0]; the
    float comparison is none."""
    fn = _kernel().lower(CAUSAL=True)
    loop = next(op for op in fn.walk() if op.op is Op.FOR)
    body = loop.regions[0]
    iv = body.args[0]
    cmps = [op for op in body.ops if op.op in (Op.LT, Op.GE, Op.GT)]
    ranges = [[versioning.index_range(o, lambda s: True) for o in op.operands] for op in cmps]
    lt, ge, gt = ranges
    assert lt[0] == versioning.Range(iv, 0, 15) and lt[1].base is fn.params[3].value and \
        (lt[1].lo, lt[1].hi) == (0, 0)
    assert (ge[0].lo, ge[0].hi) == (0, 15) and ge[0].base.type.shape == ()
    assert ge[1] == versioning.Range(iv, 0, 15)
    assert gt == [None, None]  # s > 0.0: floats


def test_the_fast_copy_has_the_comparisons_true():
    """The condition: the last column below n, no element past INT32_MAX, the first row at or
    past the last column; the fast copy has no comparison with n and no causal one, the other
    copy has both; the float comparison stays in both."""
    src = _emit(_kernel())
    cond, fast, slow = _copies(src)
    terms = cond.split(" && ")
    assert "((long long)(p_n) + 0)" in terms[0] and terms[0].endswith("< ((long long)(p_n) + 0)")
    # the 32-bit value of the loop's 64-bit counter (codegen.rules.control.wide_counter)
    assert terms[0].startswith("((long long)(((int)iv") and " + 15) <" in terms[0]
    assert terms[1].endswith("+ 15) <= 2147483647LL")
    assert any(t.endswith(" + 15)") and " >= " in t for t in terms)
    fast_s, slow_s = "\n".join(fast), "\n".join(slow)
    assert "< p_n)" not in fast_s and "< p_n)" in slow_s
    assert " >= " not in fast_s and " >= " in slow_s
    assert fast_s.count(" > 0.0f)") == slow_s.count(" > 0.0f)") == 4


@pytest.mark.parametrize("case", ["knob off", "no dot"])
def test_not_versioned(case, monkeypatch):
    """TILEDSL_LOOP_VERSIONING=0, or a loop without a dot: the body once."""
    src = KERNEL
    if case == "knob off":
        monkeypatch.setenv("TILEDSL_LOOP_VERSIONING", "0")
    else:
        src = KERNEL.replace("s = dot(at, bt)", "s = bt.to(fp32)")
    out = _emit(_kernel(src))
    assert "every index comparison" not in out and "as written" not in out


def test_the_versioned_loop_compiles_without_spills():
    """Both copies compile for sm_80 and sm_90a with no spills and no stack."""
    from test_tensor_core_compile import compile_all

    k = _kernel()
    jobs = [(f"versioned {arch}", arch, k.emit(f"cuda:{arch}", num_warps=4), {"mma.sync"},
             set()) for arch in ("sm_80", "sm_90a")]
    assert compile_all(jobs) == []


@pytest.mark.gpu
@pytest.mark.parametrize("causal", [False, True])
@pytest.mark.parametrize("n", [16, 48, 53, 100])
def test_both_copies_equal_the_interpreter(n, causal):
    """n a multiple of 16 (every iteration in the fast copy, causal aside) and ragged (the
    last iteration in the other): the GPU equals the interpreter."""
    pytest.importorskip("cupy")
    import cupy

    k = _kernel()
    rng = np.random.default_rng(n)
    a = rng.standard_normal((64, 16)).astype(np.float16)
    b = rng.standard_normal((16, n)).astype(np.float16)
    want = np.zeros((64, 16), np.float32)
    k[(4,)](want, a, b, n, CAUSAL=causal, backend="interpreter")
    got = cupy.zeros((64, 16), cupy.float32)
    k[(4,)](got, cupy.asarray(a), cupy.asarray(b), n, CAUSAL=causal, num_warps=4)
    np.testing.assert_allclose(cupy.asnumpy(got), want, rtol=1e-3, atol=1e-3)


def _wrap32(x: int) -> int:
    return (x + 2**31) % 2**32 - 2**31


def test_the_condition_is_sound():
    """Hypothesis: for comparisons of two index ranges with bases anywhere in i32 (near the
    extremes too), whenever the emitted condition holds, every element comparison holds on
    the values the GPU computes (32-bit wrapping sums of base and offset)."""
    from types import SimpleNamespace

    from hypothesis import given, settings, strategies as st

    i32 = st.one_of(st.integers(-2**31, 2**31 - 1), st.integers(2**31 - 64, 2**31 - 1),
                    st.integers(-2**31, -2**31 + 64), st.integers(-64, 64))
    off = st.integers(0, 40)
    ops = {"<": lambda x, y: x < y, "<=": lambda x, y: x <= y, ">": lambda x, y: x > y,
           ">=": lambda x, y: x >= y}

    @settings(max_examples=600, deadline=None)
    @given(ba=st.one_of(st.none(), i32), bb=st.one_of(st.none(), i32), la=off, na=off, lb=off,
           nb=off, sym=st.sampled_from(sorted(ops)))
    def check(ba, bb, la, na, lb, nb, sym):
        a = versioning.Range("A" if ba is not None else None, la, la + na)
        b = versioning.Range("B" if bb is not None else None, lb, lb + nb)
        vals = {"A": ba, "B": bb}
        em = SimpleNamespace(get=lambda v: SimpleNamespace(scalar=str(vals[v])))
        cond = versioning.Versioning({None}, [(a, sym, b)]).condition(em)
        py = cond.replace("(long long)", "").replace("LL", "").replace("&&", "and")
        if not eval(py):  # noqa: S307 - our own expression over integers
            return
        xs = [_wrap32((ba or 0) + k) for k in range(a.lo, a.hi + 1)]
        ys = [_wrap32((bb or 0) + k) for k in range(b.lo, b.hi + 1)]
        assert all(ops[sym](x, y) for x in xs for y in ys), (cond, xs[:3], ys[:3])

    check()
