"""The IR verifier and the pass pipeline (constant folding, CSE, DCE)."""
import pytest

from tiledsl.check import check_module, lower
from tiledsl.dtypes import DType, PointerType, TileType
from tiledsl.errors import InternalError
from tiledsl.ir import Block, Builder, Function, Op, Operation, Param, Value
from tiledsl.parser import parse
from tiledsl.passes import constfold, cse, dce, run_pipeline
from tiledsl.source import Source
from tiledsl.verify import verify


def lowered(src, **consts):
    m = parse(Source(src, "p.tile"))
    check_module(m)
    return lower(m, "k", {}, consts)


def count(fn, op):
    return sum(1 for o in fn.walk() if o.op is op)


def test_constfold_folds_integer_arithmetic_and_casts():
    fn = lowered("kernel k(o: *i32):\n    a = 7\n    store(o, (a * 3 - 1).to(i8).to(i32) + 0)\n")
    run_pipeline(fn)
    consts = [o for o in fn.walk() if o.op is Op.CONST]
    assert count(fn, Op.MUL) == 0 and count(fn, Op.CAST) == 0
    assert any(o.attrs["value"] == 20 for o in consts)


def test_constfold_wraps_and_keeps_c_division():
    fn = lowered("kernel k(o: *i8):\n    x = full((), 100, i8)\n    y = full((), -7, i8)\n"
                 "    store(o, x + x)\n    store(o + 1, y // 2)\n    store(o + 2, y % 2)\n")
    run_pipeline(fn)
    stored = [s.operands[1].owner.attrs["value"] for s in fn.walk() if s.op is Op.STORE]
    assert stored == [-56, -3, -1]


def test_constfold_does_not_fold_float_arithmetic():
    fn = lowered("kernel k(o: *fp32):\n    x = full((), 1.5, fp32)\n    store(o, x * x)\n")
    run_pipeline(fn)
    assert count(fn, Op.MUL) == 1


def test_constfold_inlines_if_on_constant_and_dce_removes_dead_code():
    src = ("kernel k(o: *i32, n: i32):\n"
           "    unused = n * 3 + 1\n"
           "    s = 0\n"
           "    for i in range(0, n):\n"
           "        if i > 100:\n"
           "            continue\n"
           "        s += i\n"
           "    store(o, s)\n")
    fn = lowered(src)
    before = count(fn, Op.MUL)
    run_pipeline(fn)
    assert before == 1 and count(fn, Op.MUL) == 0
    verify(fn)


def test_cse_merges_equal_pure_ops_but_not_loads():
    src = ("kernel k(x: *fp32, o: *fp32):\n"
           "    a = load(x + arange(0, 4))\n"
           "    b = load(x + arange(0, 4))\n"
           "    store(o + arange(0, 4), a + b)\n")
    fn = lowered(src)
    run_pipeline(fn)
    assert count(fn, Op.ARANGE) == 1 and count(fn, Op.LOAD) == 2


def test_dce_keeps_side_effects():
    src = ("kernel k(x: *i32):\n"
           "    old = atomic_add(x, 1)\n"
           "    device_print('v', old)\n")
    fn = lowered(src)
    run_pipeline(fn)
    assert count(fn, Op.ATOMIC_ADD) == 1 and count(fn, Op.DEVICE_PRINT) == 1


# ------------------------------------------------------------------ verifier
def _fn_with(ops_builder):
    p = Value(TileType(PointerType(DType.fp32)), "x")
    body = Block([p])
    b = Builder(body)
    ops_builder(b, p)
    return Function("bad", [Param("x", p, "pointer")], body)


def test_verifier_rejects_type_mismatch():
    def build(b, p):
        x = b.const(1.0, DType.fp32)
        y = b.const(1, DType.i32)
        b.create(Op.ADD, [x, y], [TileType(DType.fp32)])

    with pytest.raises(InternalError, match="operand types differ"):
        verify(_fn_with(build))


def test_verifier_rejects_use_before_definition():
    def build(b, p):
        stray = Value(TileType(DType.fp32))
        b.create(Op.NEG, [stray], [TileType(DType.fp32)])

    with pytest.raises(InternalError, match="used before it is defined"):
        verify(_fn_with(build))


def test_verifier_rejects_bad_yield():
    def build(b, p):
        c = b.const(True, DType.i1)
        then, other = Block(), Block()
        then.ops.append(Operation(Op.YIELD, [b.const(1, DType.i32)], []))
        other.ops.append(Operation(Op.YIELD, [], []))
        b.create(Op.IF, [c], [TileType(DType.i32)], regions=[then, other])

    with pytest.raises(InternalError, match="yield types"):
        verify(_fn_with(build))


def test_verifier_error_names_a_bug_and_span():
    def build(b, p):
        b.create(Op.LOAD, [p, p], [TileType(DType.fp32)], {"has_mask": False})

    with pytest.raises(InternalError) as ei:
        verify(_fn_with(build))
    assert "internal compiler error" in str(ei.value) and "please report" in str(ei.value)
