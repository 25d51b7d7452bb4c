"""tiledsl.testing.assert_equivalent: fresh copies, tolerances, the mismatch report (output,
index, program id, store line, both values), references, GPU skipping, shrinking."""
from __future__ import annotations

import os
import subprocess
import sys
import warnings
from pathlib import Path

import numpy as np
import pytest
from hypothesis import find, settings

import tiledsl
from tiledsl.testing import (
    BackendUnavailableWarning,
    EquivalenceError,
    assert_equivalent,
    available_backends,
    layout_copy,
)
from tiledsl.testing import strategies as S
from tiledsl.testing.backends import gpu_unavailable
from tiledsl.testing.equivalence import mismatches, tolerance

SCALE = """
kernel scale(out: *fp32, x: *fp32, n: i32, BLOCK: constexpr):
    offs = program_id(0) * BLOCK + arange(0, BLOCK)
    m = offs < n
    store(out + offs, load(x + offs, mask=m) * 2.0, mask=m)
"""

COUNT = """
kernel count(out: *i32, x: *i32, n: i32, BLOCK: constexpr):
    offs = program_id(0) * BLOCK + arange(0, BLOCK)
    m = offs < n
    v = load(x + offs, mask=m, other=0)
    store(out + offs, v + 1, mask=m)
    store(x + offs, v * 3, mask=m)
"""


@pytest.fixture(scope="module")
def scale():
    return tiledsl.compile(SCALE, filename="scale.tile").scale


def interp_only(**kw):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", BackendUnavailableWarning)
        return dict(backends=("interpreter",), **kw)


def test_agreeing_reference_passes_and_reports_what_ran(scale):
    x = np.linspace(-3, 3, 100, dtype=np.float32)
    out = np.full(100, np.nan, np.float32)

    def ref(out, x, n):
        out[:n] = x[:n] * 2

    r = assert_equivalent(scale, (4,), [out, x, 100], reference=ref, BLOCK=32,
                          **interp_only())
    assert r.runs == ["interpreter", "reference"] and r.outputs == ["out"]
    assert np.isnan(out).all(), "the caller's arrays are never written"


def test_mismatch_names_output_index_program_store_and_values(scale):
    x = np.arange(100, dtype=np.float32)
    out = np.zeros(100, np.float32)

    def ref(out, x, n):
        out[:n] = x[:n] * 2
        out[77] = -1.0

    with pytest.raises(EquivalenceError) as info:
        assert_equivalent(scale, (4,), [out, x, 100], reference=ref, BLOCK=32,
                          **interp_only())
    e = info.value
    assert e.output == "out" and e.index == (77,) and e.pid == (2, 0, 0)
    assert e.values == {"interpreter": np.float32(154.0), "reference": np.float32(-1.0)}
    assert (e.loc.line, e.loc.col) == (5, 5)
    text = str(e)
    assert "output 'out' differs between interpreter and reference at index (77,)" in text
    assert "interpreter  154.0 (float32)" in text and "reference    -1.0 (float32)" in text
    assert "stored by program id (2, 0, 0) at scale.tile:5:5" in text
    assert "store(out + offs, load(x + offs, mask=m) * 2.0, mask=m)" in text
    assert "1 of 100 elements differ" in text


def test_mismatch_in_an_element_no_program_stored(scale):
    x = np.ones(40, np.float32)
    out = np.zeros(40, np.float32)

    def ref(out, x, n):
        out[:n] = 2.0
        out[39] = 5.0  # beyond n: the kernel never stores it

    with pytest.raises(EquivalenceError, match="no program stored this element") as info:
        assert_equivalent(scale, (1,), [out, x, 30], reference=ref, BLOCK=32,
                          **interp_only())
    assert info.value.index == (39,) and info.value.pid is None


def test_integers_compare_exactly_and_every_written_array_is_compared():
    k = tiledsl.compile(COUNT, filename="count.tile").count
    x = np.arange(50, dtype=np.int32)
    out = np.zeros(50, np.int32)

    def ref(out, x, n):
        out[:n] = x[:n] + 1
        x[:n] = x[:n] * 3 + (np.arange(n) == 49)  # off by one in the last element

    with pytest.raises(EquivalenceError) as info:
        assert_equivalent(k, (2,), [out, x, 50], reference=ref, BLOCK=32, **interp_only())
    assert info.value.output == "x" and info.value.index == (49,)
    assert "compared exactly" in str(info.value)
    r = assert_equivalent(k, (2,), [out, x, 50], outputs=["out"], reference=ref, BLOCK=32,
                          **interp_only())
    assert r.outputs == ["out"]
    with pytest.raises(ValueError, match="not array arguments"):
        assert_equivalent(k, (2,), [out, x, 50], outputs=["n"], reference=ref, BLOCK=32,
                          **interp_only())
    # one backend and no reference would compare nothing: refused before anything runs
    with pytest.raises(ValueError) as info:
        assert_equivalent(k, (2,), [out, x, 50], BLOCK=32, **interp_only())
    assert str(info.value) == (
        "assert_equivalent(count): 1 backend(s) ('interpreter',) and no reference: nothing to "
        "compare; give two backends, or a backend and reference=")


def test_tolerances_by_dtype_and_overrides(scale):
    assert tolerance(np.float32) == (1.3e-6, 1e-5)
    assert tolerance(np.float16, rtol={"fp16": 0.1}) == (0.1, 1e-5)
    assert tolerance(np.float64, atol=0.5) == (1e-7, 0.5)
    got = np.array([1.0, np.nan, np.inf, 1.0, 0.0], np.float32)
    want = np.array([1.0 + 1e-6, np.nan, np.inf, 1.1, np.inf], np.float32)
    assert mismatches(got, want).tolist() == [False, False, False, True, True]
    x = np.arange(64, dtype=np.float32)
    out = np.zeros(64, np.float32)

    def ref(out, x, n):
        out[:n] = x[:n] * 2 * (1 + 1e-4)

    with pytest.raises(EquivalenceError, match="within rtol=1.3e-06"):
        assert_equivalent(scale, (2,), [out, x, 64], reference=ref, BLOCK=32, **interp_only())
    assert_equivalent(scale, (2,), [out, x, 64], reference=ref, rtol=1e-3, BLOCK=32,
                      **interp_only())


def test_layout_copy_keeps_strides_gaps_and_misalignment():
    base = np.arange(40, dtype=np.float64)
    view = base[1:33:2]
    c = layout_copy(view)
    assert np.array_equal(c, view) and c.strides == view.strides
    assert c.__array_interface__["data"][0] % 64 == view.__array_interface__["data"][0] % 64
    c[...] = -1
    assert (view >= 0).all()
    neg = base[::-3]
    assert np.array_equal(layout_copy(neg), neg)


def test_strided_and_misaligned_arguments_run_on_copies():
    k = tiledsl.compile("""
kernel rows(out: *fp32, x: *fp32, stride: i32, n: i32, BLOCK: constexpr):
    r = program_id(0)
    c = arange(0, BLOCK)
    m = c < n
    store(out + r * n + c, load(x + r * stride + c, mask=m), mask=m)
""", filename="rows.tile").rows
    x = S.place(np.arange(15, dtype=np.float32).reshape(3, 5), "padded", pad=2)
    out = np.zeros(15, np.float32)

    def ref(out, x, stride, n):
        out[:] = x.reshape(-1)

    assert S.element_strides(x) == (7, 1)
    assert_equivalent(k, (3,), [out, x, S.element_strides(x)[0], 5], reference=ref,
                      BLOCK=8, **interp_only())


def test_missing_gpu_outside_pytest_warns_and_still_compares(tmp_path):
    script = tmp_path / "outside.py"
    script.write_text(
        "import warnings, numpy as np, tiledsl\n"
        "from tiledsl.testing import assert_equivalent\n"
        f"k = tiledsl.compile({SCALE!r}, filename='scale.tile').scale\n"
        "x = np.arange(8, dtype=np.float32); out = np.zeros(8, np.float32)\n"
        "with warnings.catch_warnings(record=True) as w:\n"
        "    warnings.simplefilter('always')\n"
        "    r = assert_equivalent(k, (1,), [out, x, 8], BLOCK=8,\n"
        "        reference=lambda o, x, n: o.__setitem__(slice(0, n), 2 * x))\n"
        "print(r.runs, sorted(r.skipped), [m.category.__name__ for m in w])\n")
    root = str(Path(tiledsl.__file__).resolve().parents[1])
    p = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                       cwd=str(tmp_path), env={**os.environ, "PYTHONPATH": root})
    assert p.returncode == 0, p.stderr
    if gpu_unavailable() is None:
        assert p.stdout.strip() == "['interpreter', 'cuda', 'reference'] [] []"
    else:
        assert p.stdout.strip() == ("['interpreter', 'reference'] ['cuda'] "
                                    "['BackendUnavailableWarning']")


@pytest.mark.skipif(gpu_unavailable() is None, reason="checks the behaviour without a GPU")
def test_missing_gpu_inside_pytest_skips_after_comparing(scale):
    x = np.arange(8, dtype=np.float32)
    out = np.zeros(8, np.float32)
    with pytest.raises(pytest.skip.Exception, match="cuda: .*compared interpreter, "
                                                    "reference"):
        assert_equivalent(scale, (1,), [out, x, 8], BLOCK=8,
                          reference=lambda o, x, n: o.__setitem__(slice(0, n), 2 * x))
    with pytest.raises(EquivalenceError):  # a mismatch is reported before any skip
        assert_equivalent(scale, (1,), [out, x, 8], BLOCK=8,
                          reference=lambda o, x, n: o.__setitem__(slice(0, n), 3 * x))


@pytest.mark.gpu
def test_interpreter_and_gpu_agree(scale):
    x = np.linspace(-1, 1, 1000, dtype=np.float32)[1:]  # misaligned
    out = np.zeros(999, np.float32)
    r = assert_equivalent(scale, (8,), [out, x, 999], BLOCK=128,
                          reference=lambda o, x, n: o.__setitem__(slice(0, n), 2 * x[:n]))
    assert r.runs == ["interpreter", "cuda", "reference"]


def test_available_backends():
    assert available_backends()[0] == "interpreter"
    assert ("cuda" in available_backends()) == (gpu_unavailable() is None)


BUGGY = """
kernel relu(out: *fp32, x: *fp32, n: i32, BLOCK: constexpr):
    offs = program_id(0) * BLOCK + arange(0, BLOCK)
    m = offs < n
    v = load(x + offs, mask=m)
    store(out + offs, where(offs < 9, maximum(v, 0.0), v), mask=m)
"""


def test_hypothesis_shrinks_a_failing_launch_to_a_small_one():
    """A kernel wrong from element 9 on: hypothesis finds the smallest failing input."""
    k = tiledsl.compile(BUGGY, filename="relu.tile").relu

    def fails(x):
        out = np.zeros_like(x)
        try:
            assert_equivalent(k, ((x.size + 3) // 4,), [out, x, x.size], BLOCK=4,
                              reference=lambda o, x, n: o.__setitem__(slice(0, n),
                                                                      np.fmax(x, 0)),
                              **interp_only())
        except EquivalenceError:
            return True
        return False

    smallest = find(S.arrays("fp32", S.lengths(4, max_blocks=4), specials=False,
                             layouts=("contiguous",), min_value=-2.0, max_value=2.0), fails,
                    settings=settings(max_examples=200, database=None, derandomize=True))
    assert smallest.size == 10 and (smallest[:9] == 0).all() and smallest[9] < 0
