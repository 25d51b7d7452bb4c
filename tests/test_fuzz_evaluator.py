"""The fuzzer's independent evaluator against the text of docs/language.md: the promotion
table (parsed from the document), the literal table, the conversion and operator examples,
and its exact rounding helpers."""
from __future__ import annotations

import math
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest

from tiledsl.testing.fuzz import fnumerics as N
from tiledsl.testing.fuzz import ftypes as T
from tiledsl.testing.fuzz.evaluate import literal_to

DOC = (Path(__file__).resolve().parents[1] / "docs" / "language.md").read_text()


def promotion_table() -> dict:
    """{(row, col): dtype} from the "Tile ⊕ tile" table of docs/language.md."""
    start = DOC.index("**Tile ⊕ tile**")
    lines = [ln for ln in DOC[start:].splitlines() if ln.startswith("|")]
    head = [c.strip() for c in lines[0].strip("|").split("|")][1:]
    table = {}
    for ln in lines[2:]:
        cells = [c.strip() for c in ln.strip("|").split("|")]
        if not cells or cells[0] not in T.ALL:
            break
        for col, val in zip(head, cells[1:]):
            if val:
                table[(cells[0], col)] = val
    return table


def test_promotion_matches_every_entry_of_the_documented_table():
    table = promotion_table()
    assert len(table) >= 60
    for (a, b), want in table.items():
        assert T.computation_type(a, b, "+") == want, (a, b)
        assert T.computation_type(b, a, "+") == want, (b, a)


def test_division_and_error_rules_in_order():
    assert T.computation_type("fp16", "fp16", "/") == "fp32"
    assert T.computation_type("bf16", "i8", "%") == "fp32"
    assert T.computation_type("fp64", "fp16", "/") == "fp64"
    assert T.binary_result("i32", "/") == "fp32"
    for args in (("i32", "u32", "//"), ("fp32", "i32", "&"), ("fp16", "fp16", "//")):
        with pytest.raises(T.TypeRuleError):
            T.computation_type(*args)


@pytest.mark.parametrize("value,dtype", [
    (True, "i1"), (7, "i32"), (-2**31, "i32"), (2**31, "u32"), (2**32, "i64"),
    (2**63, "u64"), (1.5, "fp32"), (float("inf"), "fp32"), (1e300, "fp64"), (1e-40, "fp64"),
    (0.0, "fp32")])
def test_literal_dtypes_of_the_documented_table(value, dtype):
    assert T.literal_dtype(value) == dtype


def test_tile_literal_rule_examples_from_the_document():
    assert T.literal_computation_type("fp16", 1.5, "*") == "fp16"
    assert T.literal_computation_type("i8", 100, "+") == "i8"
    assert T.literal_computation_type("i32", 1.5, "*") == "fp32"
    with pytest.raises(T.TypeRuleError):
        T.literal_computation_type("i8", 1000, "+")
    with pytest.raises(T.TypeRuleError):
        T.literal_computation_type("u32", -1, "+")


def one(v, d):
    return np.array(v, dtype=T.np_dtype(d))


@pytest.mark.parametrize("src,value,dst,want", [
    ("fp32", float("nan"), "i32", 0), ("fp32", float("inf"), "i8", 127),
    ("fp32", -1.0, "u8", 0), ("fp64", 300.7, "i8", 127), ("fp32", -7.9, "i32", -7),
    ("i32", 256, "i8", 0), ("i8", -1, "u32", 4294967295), ("i32", 16777217, "fp32", 16777216.0),
    ("fp32", float("nan"), "i1", True), ("fp32", 65520.0, "fp16", float("inf")),
    ("fp32", 65519.0, "fp16", 65504.0)])
def test_conversions_table(src, value, dst, want):
    got = N.cast(one(value, src), src, dst)
    assert got.dtype == T.np_dtype(dst) and got.item() == want


def test_int64_to_bf16_rounds_once():
    # 2**62 + 2**54 + 1 is above the midpoint 2**62 + 2**54: one rounding goes up, two
    # roundings (through a float64 that drops the +1) tie to even and go down
    v = one(2**62 + 2**54 + 1, "i64")
    assert float(N.cast(v, "i64", "bf16")) == 2.0**62 + 2.0**55


@pytest.mark.parametrize("d", ["fp16", "fp32", "bf16"])
def test_round_to_is_round_to_nearest_even_with_subnormals(d):
    rng = np.random.default_rng(5)
    x = rng.standard_normal(5000) * 10.0 ** rng.uniform(-45, 39, 5000)
    got = N.round_to(x, d).astype(np.float64)
    for xi, gi in zip(x[:400], got[:400]):
        assert gi == N.round_fraction(Fraction(float(xi)), d) or (
            math.isinf(gi) and math.isinf(N.round_fraction(Fraction(float(xi)), d)))
    if d != "bf16":  # numpy's float64 → fp16/fp32 casts round once
        assert np.array_equal(got, x.astype(T.np_dtype(d)).astype(np.float64))
    assert math.copysign(1, N.round_to(np.array(-1e-300), d).item()) == -1


def test_integer_operators_follow_c():
    a, b = one([-7, 7, -7], "i32"), one([2, -2, -2], "i32")
    assert N.arith("//", a, b, "i32").tolist() == [-3, -3, 3]
    assert N.arith("%", a, b, "i32").tolist() == [-1, 1, -1]
    assert N.arith(">>", one([-16], "i32"), one([2], "i32"), "i32").tolist() == [-4]
    assert N.arith("+", one([127], "i8"), one([1], "i8"), "i8").tolist() == [-128]
    assert N.arith("+", one([True], "i1"), one([True], "i1"), "i1").tolist() == [False]
    with pytest.raises(N.Unspecified):
        N.arith("//", a, one([0, 1, 1], "i32"), "i32")
    with pytest.raises(N.Unspecified):
        N.arith("<<", a, one([32, 1, 1], "i32"), "i32")


def test_comparisons_and_nan():
    nan = one([float("nan")], "fp32")
    assert not N.compare("<", nan, nan, "fp32")[0] and N.compare("!=", nan, nan, "fp32")[0]
    assert not N.compare("<", one([2**32 - 1], "u32"), one([1], "u32"), "u32")[0]


def test_min_max_ignore_nan_and_order_signed_zeros():
    x = one([float("nan"), -0.0, 1.0], "fp32")
    y = one([2.0, 0.0, float("nan")], "fp32")
    assert N.maximum(x, y, "fp32").tolist() == [2.0, 0.0, 1.0]
    assert np.signbit(N.minimum(x, y, "fp32")[1]) and not np.signbit(N.maximum(x, y, "fp32")[1])


def test_reductions_use_the_tree_of_neighbours_and_documented_dtypes():
    x = one([1e8, -1e8, 1.0, 1.0], "fp32")  # (1e8 + -1e8) + (1 + 1) = 2 in the tree order
    r, d = N.reduce("sum", x, "fp32", 0, False)
    assert d == "fp32" and float(r) == 2.0
    x = one([1e8, 1.0, -1e8, 1.0], "fp32")  # (1e8 + 1) + (-1e8 + 1) = 0: 1e8 + 1 rounds to 1e8
    assert float(N.reduce("sum", x, "fp32", 0, False)[0]) == 0.0
    r, d = N.reduce("sum", one([100, 100], "i8"), "i8", 0, False)
    assert d == "i32" and int(r) == 200
    r, d = N.reduce("argmax", one([1.0, float("nan"), 3.0, 3.0], "fp32"), "fp32", 0, False)
    assert int(r) == 2
    r, d = N.reduce("max", one([[1, 5], [7, 2]], "i8"), "i8", 1, True)
    assert d == "i32" and r.tolist() == [[5], [7]]


def test_fma_rounds_once_and_math_is_correctly_rounded():
    a, c = one([1 + 2**-12], "fp32"), one([-(1 + 2**-11)], "fp32")
    assert N.fma(a, a, c, "fp32").item() == 2.0**-24  # a*a rounded first would give 0
    assert N.math_fn("exp", one([-1.0], "fp32"), "fp32").item() == np.float32(math.exp(-1))
    with pytest.raises(N.Unspecified):
        N.math_fn("exp", one([1.0], "fp16"), "fp16")


def test_literals_convert_by_the_literal_rules():
    assert literal_to(1e5, "fp16").item() == float("inf")
    assert literal_to(-1, "u8").item() == 255
    assert literal_to(True, "fp32").item() == 1.0
    assert literal_to(2**64 - 1, "fp32").item() == 2.0**64
