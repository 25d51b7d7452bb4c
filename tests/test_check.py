"""The checker: typing, lowering to IR, and errors with exact locations."""
import pytest

from tiledsl.check import check_module, lower
from tiledsl.dtypes import DType, PointerType, TileType
from tiledsl.errors import TileCompileErrors, TileTypeError
from tiledsl.ir import Op
from tiledsl.parser import parse
from tiledsl.passes import run_pipeline
from tiledsl.source import Source


def compile_kernel(src, name="k", consts=None, types=None, passes=True):
    m = parse(Source(src, "t.tile"))
    check_module(m)
    fn = lower(m, name, types or {}, consts or {})
    return run_pipeline(fn) if passes else fn


def errors_of(src, name="k", consts=None, types=None, stage="lower"):
    m = parse(Source(src, "t.tile"))
    with pytest.raises(TileTypeError) as ei:
        if stage == "check":
            check_module(m)
        else:
            check_module(m)
            lower(m, name, types or {}, consts or {})
    e = ei.value
    errs = e.errors if isinstance(e, TileCompileErrors) else [e]
    return [(x.span.line, x.span.col, x.span.end_col, x.message) for x in errs], str(e)


def ops(fn):
    return [o.op for o in fn.walk()]


def result_of(fn, op):
    return [o for o in fn.walk() if o.op is op]


def test_vector_add_ir_text_is_stable():
    src = ("kernel k(x: *fp32, y: *fp32, out: *fp32, n: i32, B: constexpr):\n"
           "    offs = program_id(0) * B + arange(0, B)\n"
           "    m = offs < n\n"
           "    store(out + offs, load(x + offs, mask=m) + load(y + offs, mask=m), mask=m)\n")
    fn = compile_kernel(src, consts={"B": 256})
    text = str(fn)
    assert text.splitlines()[0] == ("kernel @k(%0 x: *fp32, %1 y: *fp32, %2 out: *fp32, "
                                    "%3 n: i32)  [B=256] {")
    assert "%4 = program_id {axis=0} : i32  # t.tile:2:12" in text
    assert "arange {start=0, end=256} : i32[256]" in text
    assert text == str(compile_kernel(src, consts={"B": 256}))  # deterministic
    assert ops(fn).count(Op.LOAD) == 2 and ops(fn).count(Op.STORE) == 1


def test_constexpr_arithmetic_is_python():
    src = ("kernel k(x: *i32, A: constexpr):\n"
           "    store(x, A // 2)\n"
           "    store(x + 1, A % 2)\n")
    fn = compile_kernel(src, consts={"A": -7})
    consts = [o.attrs["value"] for o in result_of(fn, Op.CONST)]
    assert -4 in consts and 1 in consts  # Python floor semantics on constexprs


def test_scalar_literal_keeps_tile_dtype():
    src = ("kernel k(x: *fp16, y: *fp32, z: *i8):\n"
           "    store(x, load(x) * 1.5)\n"
           "    store(z, load(z) + 100)\n")
    fn = compile_kernel(src)
    muls = result_of(fn, Op.MUL)
    assert muls[0].results[0].type == TileType(DType.fp16)
    adds = result_of(fn, Op.ADD)
    assert adds[0].results[0].type == TileType(DType.i8)


def test_int_division_gives_fp32_and_mixed_gives_fp16():
    src = ("kernel k(a: *i32, h: *fp16, o: *fp32):\n"
           "    store(o, load(a) / load(a))\n"
           "    store(o + 1, load(h) + load(a))\n")
    fn = compile_kernel(src)
    assert result_of(fn, Op.DIV)[0].results[0].type.elem == DType.fp32
    assert result_of(fn, Op.ADD)[0].results[0].type.elem == DType.fp16


def test_reduction_dtypes_and_keep_dims():
    src = ("kernel k(x: *i8, h: *fp16, o: *i32, B: constexpr):\n"
           "    t = load(x + arange(0, B))\n"
           "    store(o, sum(t, axis=0))\n"
           "    m = max(load(h + arange(0, B))[None, :], axis=1, keep_dims=True)\n"
           "    store(o + arange(0, 1)[:, None], m)\n")
    fn = compile_kernel(src, consts={"B": 16})
    assert result_of(fn, Op.SUM)[0].results[0].type == TileType(DType.i32)
    mx = result_of(fn, Op.MAX)[0]
    assert mx.operands[0].type == TileType(DType.fp32, (1, 16))  # fp16 max → fp32
    assert mx.results[0].type == TileType(DType.fp32, (1,))


def test_dot_types_and_tf32_default():
    src = ("kernel k(a: *fp32, o: *fp32):\n"
           "    r = arange(0, 16)\n"
           "    t = load(a + r[:, None] * 16 + r[None, :])\n"
           "    store(o + r[:, None] * 16 + r[None, :], dot(t, t))\n"
           "    store(o + r[:, None] * 16 + r[None, :], dot(t, t, input_precision='ieee'))\n")
    fn = compile_kernel(src)
    precs = [o.attrs["input_precision"] for o in result_of(fn, Op.DOT)]
    assert precs == ["tf32", "ieee"]


def test_static_range_unrolls_and_for_carries():
    src = ("kernel k(o: *i32, n: i32):\n"
           "    acc = 0\n"
           "    for i in static_range(0, 4):\n"
           "        acc += i\n"
           "    s = 0\n"
           "    for j in range(0, n):\n"
           "        s += j\n"
           "    store(o, acc + s)\n")
    fn = compile_kernel(src)
    fors = result_of(fn, Op.FOR)
    assert len(fors) == 1 and len(fors[0].results) == 1
    assert fors[0].results[0].type == TileType(DType.i32)


def test_break_turns_for_into_while():
    src = ("kernel k(o: *i32, n: i32):\n"
           "    s = 0\n"
           "    for j in range(0, 100):\n"
           "        if j > n:\n"
           "            break\n"
           "        s += j\n"
           "    store(o, s)\n")
    fn = compile_kernel(src)
    assert Op.WHILE in ops(fn) and Op.FOR not in ops(fn)


def test_helper_returning_tuple_is_inlined():
    src = ("def f(x, y):\n"
           "    return x + y, x * y\n"
           "kernel k(o: *fp32):\n"
           "    a, b = f(load(o), 2.0)\n"
           "    store(o, a - b)\n")
    fn = compile_kernel(src)
    assert {Op.ADD, Op.MUL, Op.SUB} <= set(ops(fn))


def test_constexpr_if_lowers_only_taken_branch():
    src = ("kernel k(o: *fp32, FLAG: constexpr):\n"
           "    if FLAG:\n"
           "        store(o, 1.0)\n"
           "    else:\n"
           "        store(o, exp(undefined_but_dead))\n")
    m = parse(Source(src, "t.tile"))
    with pytest.raises(TileCompileErrors):
        check_module(m)  # the name check still sees the dead branch
    fn = lower(m, "k", {}, {"FLAG": True})
    assert ops(fn).count(Op.STORE) == 1


# ------------------------------------------------------------------ errors, exact locations
def test_many_errors_reported_together():
    src = ("kernel k(x: *fp32, y: *fp16, n: i32, B: constexpr):\n"   # 1
           "    offs = arange(0, B)\n"                                 # 2
           "    w = exp(load(y + offs))\n"                             # 3
           "    z = load(x + offs) // 2.0\n"                           # 4
           "    q = arange(0, 6)\n")                                   # 5
    errs, text = errors_of(src, consts={"B": 128})
    assert [(l, c) for l, c, _, _ in errs] == [(3, 9), (4, 9), (5, 9)]
    assert "exp() takes fp32 or fp64, got fp16" in errs[0][3]
    assert "// is for integers only" in errs[1][3]
    assert "power of two" in errs[2][3]
    assert text.endswith("3 errors found.")
    assert "Traceback" not in text and "tiledsl/" not in text


def test_undefined_name_with_suggestion_at_load_time():
    src = ("kernel k(x: *fp32):\n"
           "    store(x, lod(x))\n")
    errs, text = errors_of(src, stage="check")
    assert errs == [(2, 14, 17, "undefined name 'lod'; did you mean 'load'?")]
    assert "        store(x, lod(x))\n                 ^^^" in text


def test_unknown_keyword_suggests():
    src = ("kernel k(x: *fp32):\n"
           "    v = load(x, msk=True)\n")
    errs, _ = errors_of(src, stage="check")
    assert errs[0][:2] == (2, 17)
    assert "unexpected keyword argument 'msk'; did you mean 'mask'?" in errs[0][3]


def test_other_without_mask():
    src = ("kernel k(x: *fp32):\n"
           "    v = load(x, other=0.0)\n")
    errs, _ = errors_of(src)
    assert errs == [(2, 17, 26, "mask= is required when other= is given (masked-off lanes "
                                "take other)")]


def test_loop_carried_type_change_points_at_assignment():
    src = ("kernel k(x: *fp32, n: i32):\n"
           "    acc = 0\n"
           "    for i in range(0, n):\n"
           "        acc += load(x)\n"
           "    store(x, acc)\n")
    errs, _ = errors_of(src)
    assert errs[0][:2] == (4, 9)
    assert "loop-carried variable 'acc' is i32 before the for loop (line 3) but fp32" in \
        errs[0][3]


def test_tile_condition_is_an_error():
    src = ("kernel k(x: *fp32):\n"
           "    v = load(x + arange(0, 4))\n"
           "    if v > 0:\n"
           "        store(x, 1.0)\n")
    errs, _ = errors_of(src)
    assert errs[0][:2] == (3, 8)
    assert "a condition must be a scalar" in errs[0][3]


def test_branch_type_mismatch():
    src = ("kernel k(x: *fp32, n: i32):\n"
           "    if n > 0:\n"
           "        v = 1.0 + load(x)\n"
           "    else:\n"
           "        v = n\n"
           "    store(x, v)\n")
    errs, _ = errors_of(src)
    assert errs[0][:2] == (2, 5)
    assert "'v' is an fp32 scalar in the then-branch but an i32 scalar in the else-branch" in \
        errs[0][3]


def test_variable_defined_in_one_branch():
    src = ("kernel k(x: *fp32, n: i32):\n"
           "    if n > 0:\n"
           "        v = load(x)\n"
           "    store(x, v)\n")
    errs, _ = errors_of(src)
    assert errs[0][:2] == (4, 14)
    assert "'v' is assigned in only one branch of the if at line 2" in errs[0][3]


def test_missing_constexpr_and_bad_annotation():
    src = ("kernel k(x: *fp32, B: constexpr):\n"
           "    store(x, 1.0)\n")
    errs, _ = errors_of(src)
    assert errs[0][:2] == (1, 20)
    assert "constexpr parameter 'B' has no value" in errs[0][3]
    errs, _ = errors_of("kernel k(x: *fp33):\n    pass\n", stage="check")
    assert errs[0][:2] == (1, 10) and "unknown pointee type 'fp33'" in errs[0][3]


def test_return_value_from_kernel_and_break_outside_loop():
    src = ("kernel k(x: *fp32):\n"
           "    break\n"
           "    return 1\n")
    errs, _ = errors_of(src, stage="check")
    assert [(l, c) for l, c, _, _ in errs] == [(2, 5), (3, 12)]


def test_recursive_helper():
    src = ("def f(x):\n"
           "    return f(x)\n"
           "kernel k(o: *fp32):\n"
           "    store(o, f(1.0))\n")
    errs, text = errors_of(src)
    assert errs[0][:2] == (2, 12) and "recursion is not supported" in errs[0][3]
    assert "in helper f() called at t.tile:4:14" in text


def test_dot_minimum_k():
    src = ("kernel k(a: *fp16, o: *fp32):\n"
           "    r = arange(0, 8)\n"
           "    t = load(a + r[:, None] * 8 + r[None, :])\n"
           "    store(o + r[:, None] * 8 + r[None, :], dot(t, t))\n")
    errs, _ = errors_of(src)
    assert errs[0][:2] == (4, 44) and "dot() needs K ≥ 16 for fp16 inputs" in errs[0][3]


def test_pointer_misuse():
    src = ("kernel k(a: *fp32, b: *fp32):\n"
           "    store(a, load(a + b))\n"
           "    store(a, load(a + 1.5))\n")
    errs, _ = errors_of(src)
    assert "cannot be applied to two pointers" in errs[0][3]
    assert "a pointer offset must be an integer, got fp32" in errs[1][3]


def test_unsigned_negative_literal_and_range():
    src = ("kernel k(a: *u32, b: *i8):\n"
           "    store(a, load(a) + -1)\n"
           "    store(b, load(b) + 1000)\n")
    errs, _ = errors_of(src)
    assert "negative literal -1" in errs[0][3]
    assert "literal 1000 is out of range for i8" in errs[1][3]


def test_integer_literal_beyond_64_bits_is_an_error():
    src = ("kernel k(x: *i64):\n"
           "    store(x, 123456789012345678901234567890)\n")
    errs, _ = errors_of(src)
    assert errs[0][:2] == (2, 14) and "does not fit in 64 bits" in errs[0][3]


def test_conditional_expression_type_mismatch_names_no_internal_variable():
    src = ("kernel k(x: *fp32, n: i32):\n"
           "    b = load(x) if n > 0 else n\n"
           "    store(x, b)\n")
    errs, _ = errors_of(src)
    assert "the conditional expression is an fp32 scalar" in errs[0][3]
    assert "$" not in errs[0][3]


def test_failed_helper_reports_once():
    src = ("def f(x):\n"
           "    return f(x)\n"
           "kernel k(o: *fp32):\n"
           "    store(o, f(1.0))\n")
    errs, _ = errors_of(src)
    assert len(errs) == 1 and "recursion is not supported" in errs[0][3]


def test_integer_index_of_a_tile():
    src = ("kernel k(o: *i32):\n"
           "    store(o, arange(0, 16)[0])\n")
    errs, _ = errors_of(src)
    assert errs[0][:2] == (2, 28) and "integer indexing of tiles is not supported" in errs[0][3]


def test_long_expressions_do_not_overflow_the_stack():
    expr = " + ".join(["1.0"] * 2000)
    fn = compile_kernel(f"kernel k(o: *fp32):\n    store(o, load(o) + {expr})\n")
    assert sum(1 for o in fn.walk() if o.op is Op.STORE) == 1


def test_check_types_types_what_it_can():
    from tiledsl.check import check_types

    src = ("kernel a(x: *fp32, B: constexpr = 6):\n"
           "    store(x + arange(0, B), 1.0)\n"
           "kernel b(x: *fp32, B: constexpr):\n"
           "    store(x + arange(0, B), 1.0)\n"
           "kernel c(x, n: i32):\n"
           "    store(x, n)\n")
    m = parse(Source(src, "t.tile"))
    errors, notes = check_types(m)
    assert [(e.span.line, e.span.col) for e in errors] == [(2, 15)]
    assert notes == ["kernel b not type-checked: constexpr B has no value (pass --constexpr "
                     "B=...)",
                     "kernel c not type-checked: parameter x has no type annotation (annotate "
                     "it, or pass --arg x=TYPE)"]
    errors, notes = check_types(m, {"B": 12})
    assert [(e.span.line, e.span.col) for e in errors] == [(2, 15), (4, 15)]
    result = check_types(m, {"B": 8}, {"x": DType.fp32})
    assert list(result.kernels) == ["a", "b", "c"]
    assert [(e.span.line, e.span.col) for e in result.errors] == [(6, 11)]
    assert "got an fp32 scalar" in result.errors[0].message and result.notes == []
    assert check_types(m, {"B": 8}, {"x": PointerType(DType.i32)}) == ([], [])


def test_check_types_raises_or_returns_the_module_errors():
    from tiledsl.check import check_types

    src = ("def h(v):\n    return v + nope\n"
           "kernel uses(x: *fp32):\n    store(x, h(1.0))\n"
           "kernel bad(x: *fp32):\n    store(x + arange(0, 3), 1.0)\n")
    m = parse(Source(src, "t.tile"))
    with pytest.raises(TileCompileErrors) as ei:
        check_types(m)
    assert [e.message for e in ei.value.errors] == ["undefined name 'nope'"]
    errors, notes = check_types(m, raise_module_errors=False)  # uses is not lowered
    assert [(e.span.line, e.span.col) for e in errors] == [(2, 16), (6, 15)] and notes == []
    m = parse(Source("C: constexpr = nope\n"
                     "kernel k(x: *fp32):\n    store(x + arange(0, 3), 1.0)\n", "t.tile"))
    errors, _ = check_types(m, raise_module_errors=False)  # no kernel is lowered
    assert [(e.span.line, e.span.col) for e in errors] == [(1, 16)]


def test_check_types_lowers_each_configuration_that_decorated_gives():
    from types import SimpleNamespace

    from tiledsl.autotune import Config
    from tiledsl.check import check_types

    src = ("@autotune(configs=[Config(B=4), Config(B=3)], key=[])\n"
           "@heuristics(H=B * 2)\n"
           "kernel k(x: *fp32, B: constexpr, H: constexpr):\n"
           "    store(x + arange(0, H), 1.0)\n"
           "kernel j(x: *fp32):\n    store(x, 1.0)\n")
    m = parse(Source(src, "t.tile"))
    seen = []

    def decorated(module, sig):
        seen.append((module, sig.name))
        return SimpleNamespace(configs=[Config(B=4), Config(B=3)],
                               heuristics={"H": SimpleNamespace(fn=lambda v: v["B"] * 2)})

    errors, notes = check_types(m, decorated=decorated)
    assert seen == [(m, "k")] and notes == []
    assert [e.message for e in errors] == [
        "under Config(B=3, num_warps=4): arange's range must be a power of two (as in "
        "Triton), got 6 - 0 = 6; use arange(0, 8) and mask the tail"]
    errors, notes = check_types(m)  # decorators not applied
    assert errors == [] and notes == [
        "kernel k not type-checked: constexpr B has no value (pass --constexpr B=...); "
        "constexpr H has no value (pass --constexpr H=...)"]

    def refused(module, sig):
        raise TileTypeError("no", sig.span)

    errors, notes = check_types(m, decorated=refused)
    assert [e.message for e in errors] == ["no"] and notes == []
