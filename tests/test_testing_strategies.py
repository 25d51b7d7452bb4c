"""tiledsl.testing.strategies: special values, masked tails, layouts, scalars, kernel_args."""
from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import tiledsl
from tiledsl.dtypes import DType
from tiledsl.testing import strategies as S

FAST = settings(max_examples=15, deadline=None, derandomize=True)


def draws(strategy, n=300):
    """``n`` examples of ``strategy`` (a deterministic hypothesis run)."""
    out = []

    @settings(max_examples=n, deadline=None, derandomize=True, database=None)
    @given(strategy)
    def collect(v):
        out.append(v)

    collect()
    return out


def test_as_dtype_accepts_names_numpy_and_dtypes():
    assert S.as_dtype("fp16") is DType.fp16
    assert S.as_dtype("bfloat16") is DType.bf16
    assert S.as_dtype(np.int8) is DType.i8
    assert S.as_dtype(DType.u64) is DType.u64
    with pytest.raises(ValueError, match="not a tiledsl dtype"):
        S.as_dtype("complex64")


@pytest.mark.parametrize("d", ["fp16", "bf16", "fp32", "fp64"])
def test_float_values_include_every_special_case(d):
    vals = draws(S.values(d), 200)
    assert any(math.isnan(v) for v in vals)
    assert math.inf in vals and -math.inf in vals
    assert any(v == 0 and math.copysign(1, v) < 0 for v in vals)
    tiny = S.special_values(d)[5]
    assert 0 < tiny < 2.0 ** -100 if d != "fp16" else 0 < tiny < 2.0 ** -14
    assert any(v != 0 and abs(v) <= tiny for v in vals if not math.isnan(v))
    for v in vals:  # every value is exactly representable in d
        if not math.isnan(v):
            assert float(np.array(v).astype(DType(d).np)) == v


@pytest.mark.parametrize("d", ["i8", "u16", "i32", "u64", "i64"])
def test_integer_values_include_the_extremes(d):
    vals = draws(S.values(d), 150)
    dt = DType(d)
    assert dt.min in vals and dt.max in vals and 0 in vals
    assert all(dt.min <= v <= dt.max for v in vals)


def test_bounded_values_drop_specials_outside_the_bounds():
    vals = draws(S.values("fp32", min_value=-1.0, max_value=1.0), 100)
    assert all(-1.0 <= v <= 1.0 for v in vals)
    assert 1.0 in vals and -1.0 in vals


@pytest.mark.parametrize("d", ["i1", "u8", "i64", "fp16", "bf16", "fp64"])
def test_scalars_have_exactly_the_parameter_dtype(d):
    for v in draws(S.scalars(d), 50):
        assert isinstance(v, np.generic) and v.dtype == DType(d).np


def test_lengths_are_mostly_masked_tails():
    ns = draws(S.lengths(64, max_blocks=3), 150)
    assert all(1 <= n <= 192 for n in ns)
    tails = [n for n in ns if n % 64]
    assert len(tails) > 0.6 * len(ns)
    assert {1, 63, 64, 65} <= set(ns)


def test_shapes_draw_a_length_per_tile_dimension():
    for shp in draws(S.shapes((16, 32), max_tiles=2), 60):
        assert len(shp) == 2 and 1 <= shp[0] <= 32 and 1 <= shp[1] <= 64


def test_place_layouts_keep_the_values_and_change_the_memory():
    data = np.arange(12, dtype=np.float32).reshape(3, 4)
    for lay in S.LAYOUTS:
        a = S.place(data, lay)
        assert np.array_equal(a, data) and a.flags.writeable
    off = S.place(data, "offset")
    assert off.__array_interface__["data"][0] % 16 == 4
    assert not S.place(data, "strided").flags.c_contiguous
    assert S.element_strides(S.place(data, "strided")) == (8, 2)
    assert S.element_strides(S.place(data, "padded", pad=3)) == (7, 1)
    assert S.element_strides(S.place(data, "transposed")) == (1, 3)


def test_arrays_draw_every_requested_layout_and_dtype():
    arrs = draws(S.arrays("bf16", st.integers(1, 9)), 100)
    assert all(a.dtype == DType.bf16.np and a.ndim == 1 for a in arrs)
    assert any(not a.flags.c_contiguous for a in arrs)
    assert any(a.__array_interface__["data"][0] % 16 for a in arrs)
    two_d = draws(S.arrays("i16", (3, 5), layouts=("transposed",)), 10)
    assert all(a.strides == (2, 6) for a in two_d)
    with pytest.raises(ValueError, match="unknown layout"):
        S.arrays("fp32", 4, layouts=("diagonal",))


ADD = """
kernel add(out: *fp32, x: *fp32, y, n: i32, BLOCK: constexpr):
    offs = program_id(0) * BLOCK + arange(0, BLOCK)
    m = offs < n
    store(out + offs, load(x + offs, mask=m) + load(y + offs, mask=m), mask=m)
"""


def test_kernel_args_follow_the_signature():
    k = tiledsl.compile(ADD, filename="add.tile").add
    strat = S.kernel_args(k, shapes={"out": 40, "x": 40}, dtypes={"y": "*fp16"},
                          fixed={"y": np.ones(40, np.float16)},
                          derived={"n": lambda a: a["x"].size})
    for args in draws(strat, 20):
        assert list(args) == ["out", "x", "y", "n"]
        assert args["out"].dtype == np.float32 and args["out"].shape == (40,)
        assert args["y"].dtype == np.float16 and args["n"] == 40
    with pytest.raises(ValueError, match="unannotated"):
        S.kernel_args(k)


@FAST
@given(args=S.kernel_args(tiledsl.compile(ADD, filename="add.tile").add,
                          shapes={"out": S.lengths(32, max_blocks=3), "x": 96, "y": 96},
                          dtypes={"y": "*fp32"}, derived={"n": lambda a: a["out"].size},
                          layouts=("contiguous", "offset")))
def test_kernel_args_launch_on_the_interpreter(args):
    """A flat kernel reads element k at offset k: contiguous and misaligned views only (a
    strided view needs stride parameters)."""
    k = tiledsl.compile(ADD, filename="add.tile").add
    out, x, y, n = args.values()
    k[((n + 31) // 32,)](out, x, y, n, BLOCK=32, backend="interpreter")
    with np.errstate(all="ignore"):
        want = x[:n] + y[:n]
    assert np.array_equal(out, want, equal_nan=True)
