"""Promotion and broadcasting rules against Triton's table (docs/language.md, "Promotion of
mixed operands").

The expected values are transcribed from Triton 3.6's behaviour, not computed by tiledsl.
"""
import pytest

from tiledsl.dtypes import (DType, PromotionError, broadcast_shapes, computation_type,
                            dot_result_dtype, literal_dtype, minmax_result_dtype,
                            scalar_operand_dtype, sum_result_dtype)

D = DType
ORDER = [D.i1, D.i8, D.i16, D.i32, D.i64, D.u8, D.u32, D.u64, D.fp16, D.bf16, D.fp32, D.fp64]
# Upper triangle of Triton's result-type table for + - * and comparisons (row ⊕ column).
TABLE = """
i1   i1 i8 i16 i32 i64 u8 u32 u64 fp16 fp32 fp32 fp64
i8   . i8 i16 i32 i64 u8 u32 u64 fp16 fp32 fp32 fp64
i16  . . i16 i32 i64 i16 u32 u64 fp16 fp32 fp32 fp64
i32  . . . i32 i64 i32 u32 u64 fp16 fp32 fp32 fp64
i64  . . . . i64 i64 i64 u64 fp16 fp32 fp32 fp64
u8   . . . . . u8 u32 u64 fp16 fp32 fp32 fp64
u32  . . . . . . u32 u64 fp16 fp32 fp32 fp64
u64  . . . . . . . u64 fp16 fp32 fp32 fp64
fp16 . . . . . . . . fp16 fp16 fp32 fp64
bf16 . . . . . . . . . bf16 fp32 fp64
fp32 . . . . . . . . . . fp32 fp64
fp64 . . . . . . . . . . . fp64
"""


def _cases():
    for line in TABLE.strip().splitlines():
        row, *cells = line.split()
        for col, cell in zip(ORDER, cells):
            if cell != ".":
                yield DType(row), col, DType(cell)


@pytest.mark.parametrize("a,b,want", list(_cases()), ids=lambda x: str(x))
def test_promotion_table(a, b, want):
    assert computation_type(a, b, "+") == want
    assert computation_type(b, a, "+") == want


@pytest.mark.parametrize("a,b,op,want", [
    (D.fp16, D.fp16, "/", D.fp32), (D.bf16, D.bf16, "/", D.fp32), (D.fp16, D.i32, "%", D.fp32),
    (D.fp64, D.fp16, "/", D.fp64), (D.fp32, D.fp32, "/", D.fp32),
])
def test_division_promotes_half_to_fp32(a, b, op, want):
    assert computation_type(a, b, op) == want


def test_different_signedness_division_is_an_error():
    with pytest.raises(PromotionError, match="different signedness"):
        computation_type(D.i32, D.u32, "//")
    with pytest.raises(PromotionError, match="different signedness"):
        computation_type(D.i8, D.u64, "%")
    assert computation_type(D.i32, D.u32, "+") == D.u32


def test_bitwise_on_floats_is_an_error():
    with pytest.raises(PromotionError, match="integer"):
        computation_type(D.fp32, D.i32, "&")


@pytest.mark.parametrize("value,want", [
    (True, D.i1), (0, D.i32), (2**31 - 1, D.i32), (-(2**31), D.i32), (2**31, D.u32),
    (2**32 - 1, D.u32), (2**32, D.i64), (-(2**31) - 1, D.i64), (2**63, D.u64),
    (1.5, D.fp32), (0.0, D.fp32), (float("inf"), D.fp32), (1e300, D.fp64), (1e-40, D.fp64),
])
def test_literal_dtypes(value, want):
    assert literal_dtype(value) == want


def test_literal_too_large():
    with pytest.raises(PromotionError):
        literal_dtype(2**64)


@pytest.mark.parametrize("tile,value,want", [
    (D.fp16, 1.5, D.fp16), (D.fp16, 3, D.fp16), (D.i32, 1.5, D.fp32), (D.i8, 100, D.i8),
    (D.i1, 1, D.i32), (D.bf16, 0.5, D.bf16), (D.u8, 3, D.u8), (D.i64, 1.0, D.fp32),
])
def test_scalar_literal_rule(tile, value, want):
    assert scalar_operand_dtype(tile, value) == want


@pytest.mark.parametrize("tile,value", [(D.i8, 1000), (D.i32, 2**31), (D.u32, -1)])
def test_scalar_literal_out_of_range(tile, value):
    with pytest.raises(PromotionError):
        scalar_operand_dtype(tile, value)


@pytest.mark.parametrize("d,want", [(D.i8, D.i32), (D.i16, D.i32), (D.i1, D.u32),
                                    (D.u8, D.u32), (D.u16, D.u32), (D.fp16, D.fp16),
                                    (D.bf16, D.bf16), (D.i64, D.i64)])
def test_sum_dtype(d, want):
    assert sum_result_dtype(d) == want


@pytest.mark.parametrize("d,want", [(D.fp16, D.fp32), (D.bf16, D.fp32), (D.i8, D.i32),
                                    (D.u8, D.i32), (D.i1, D.i32), (D.fp64, D.fp64),
                                    (D.u32, D.u32)])
def test_minmax_dtype(d, want):
    assert minmax_result_dtype(d) == want


@pytest.mark.parametrize("a,out,want", [(D.i8, None, D.i32), (D.fp16, None, D.fp32),
                                        (D.fp16, D.fp16, D.fp16), (D.bf16, None, D.fp32),
                                        (D.fp32, None, D.fp32), (D.fp64, None, D.fp64)])
def test_dot_dtype(a, out, want):
    assert dot_result_dtype(a, a, out) == want


def test_dot_dtype_errors():
    with pytest.raises(PromotionError, match="same dtype"):
        dot_result_dtype(D.fp16, D.bf16)
    with pytest.raises(PromotionError):
        dot_result_dtype(D.bf16, D.bf16, D.bf16) if False else dot_result_dtype(D.i32, D.i32)


@pytest.mark.parametrize("a,b,want", [((4,), (2, 4), (2, 4)), ((2, 1), (1, 8), (2, 8)),
                                      ((), (4, 4), (4, 4)), ((1,), (8,), (8,))])
def test_broadcast(a, b, want):
    assert broadcast_shapes(a, b) == want


def test_broadcast_error():
    with pytest.raises(PromotionError, match="cannot be broadcast"):
        broadcast_shapes((2, 4), (4, 2))
