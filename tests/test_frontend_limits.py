"""Limits of compile-time work: each is a located error that states the limit, or just works,
and the front end stays linear in the size of the kernel."""
from __future__ import annotations

import dataclasses
import sys

import pytest

from tiledsl import ast as A
from tiledsl.check import check_module, lower
from tiledsl.errors import TileCompileErrors, TileError, TileSyntaxError
from tiledsl.parser import parse
from tiledsl.source import Source

K = "kernel k(o: *fp32, n: i32):\n"
lower_module = sys.modules["tiledsl.check.lower"]
NESTING = ("nesting deeper than 2500 levels (each operator, call, bracket and block counts "
           "one); split the expression with intermediate variables")


def error_at(src: str, consts=None):
    """``(line, col, message)`` of the first error parsing, checking and lowering ``src``."""
    with pytest.raises(TileError) as ei:
        m = parse(Source(src, "t.tile"))
        check_module(m)
        lower(m, "k", {}, consts or {})
    e = ei.value
    e = getattr(e, "errors", [e])[0]
    assert e.span.source.filename == "t.tile"
    return e.span.line, e.span.col, e.message


def compiles(src: str) -> None:
    m = parse(Source(src, "t.tile"))
    check_module(m)
    lower(m, "k", {}, {})


def test_an_integer_literal_past_pythons_digit_limit_is_located():
    assert error_at(K + "    a = " + "9" * 5000 + "\n") == (
        2, 9, "integer literal of 5000 digits; an integer must fit in 64 bits")


def test_ten_thousand_unary_minuses_are_too_deep():
    line, col, msg = error_at(K + "    a = " + "-" * 10000 + "1\n")
    assert (line, col, msg) == (2, 2507, NESTING)


def test_a_thirty_thousand_term_sum_is_too_deep_at_its_start():
    assert error_at(K + "    a = " + " + ".join(["1"] * 30000) + "\n") == (2, 9, NESTING)


def test_calls_nested_three_thousand_deep_are_too_deep():
    assert error_at(K + "    a = " + "abs(" * 3000 + "1.0" + ")" * 3000 + "\n")[2] == NESTING


def test_blocks_nested_past_the_limit_are_too_deep():
    ifs = "".join(" " * (i + 1) + f"if n > {i}:\n" for i in range(2500))
    src = K + ifs + " " * 2501 + "pass\n"
    line, col, msg = error_at(src)  # the condition of the if that reaches the limit
    assert (line, msg) == (2499, NESTING) and src.splitlines()[line - 1][col - 1:] == "n > 2497:"


def test_five_hundred_nested_ifs_and_deep_parentheses_just_work():
    ifs = "".join(" " * (i + 1) + f"if n > {i}:\n" for i in range(500))
    compiles(K + ifs + " " * 501 + "store(o, 1.0)\n")
    compiles(K + "    store(o, " + "(" * 10000 + "1.0" + ")" * 10000 + ")\n")
    compiles(K + "    store(o, " + " + ".join(["n"] * 2400) + ")\n")


def test_ifs_nested_near_the_limit_run_on_both_backends():
    """2400 nested run-time ifs: the passes, the interpreter and the code generator walk the
    regions without running out of Python stack (tiledsl.depth)."""
    import numpy as np

    import tiledsl
    from tiledsl import codegen

    depth = 2400
    ifs = "".join(" " * (i + 1) + f"if n > {i}:\n" for i in range(depth))
    k = tiledsl.compile(K + ifs + " " * (depth + 1) + "store(o, 1.0)\n", filename="t.tile").k
    for n, want in ((depth, 1.0), (depth - 1, 0.0)):
        o = np.zeros(1, np.float32)
        k[(1,)](o, n, backend="interpreter")
        assert o[0] == want
    src = codegen.emit(k.lower(), "cuda:sm_90a")
    assert src.count("if (") >= depth and "tl_k_k(" in src


def test_a_deep_tree_dumps():
    m = parse(Source(K + "    store(o, " + "-" * 2490 + "1.0)\n"))
    assert A.dump(m).count("UnaryOp") == 2490


def test_static_range_of_more_than_the_limit_is_refused_before_unrolling():
    assert error_at(K + "    for i in static_range(2147483648):\n        pass\n") == (
        2, 14, "static_range() of 2147483648 iterations; the limit is 65536 (it is unrolled "
               "at compile time): use range() for a loop that runs at run time")
    assert error_at(K + "    for i in static_range(0, 1 << 70, 1 << 50):\n        pass\n")[2]. \
        startswith("static_range() of 1048576 iterations")


def test_compile_time_work_has_a_budget(monkeypatch):
    monkeypatch.setattr(lower_module, "MAX_LOWERED", 1000)
    src = (K + "    for i in static_range(100):\n        for j in static_range(100):\n"
           "            store(o, 1.0)\n")
    assert error_at(src) == (
        4, 13, "the kernel lowers more than 1000 statements (each iteration of a static_range "
               "loop and each call of a helper counts its statements again); use range() for "
               "long loops and call helpers in fewer places")


def test_helpers_inlined_exponentially_hit_the_budget(monkeypatch):
    monkeypatch.setattr(lower_module, "MAX_LOWERED", 1000)
    helpers = "".join(f"def h{i + 1}(x):\n    return h{i}(x) + h{i}(x)\n" for i in range(30))
    src = helpers + "def h0(x):\n    return x\n" + K + "    store(o, h30(1.0))\n"
    assert "the kernel lowers more than 1000 statements" in error_at(src)[2]


def test_helpers_calling_each_other_too_deep_are_refused():
    helpers = "".join(f"def h{i}(a):\n    return h{i + 1}(a)\n" for i in range(1500))
    src = helpers + "def h1500(a):\n    return a\n" + K + "    store(o, h0(n))\n"
    line, col, msg = error_at(src)
    assert (line, col) == (2000, 12) and msg == (
        "helpers call each other more than 1000 deep (helpers are inlined); call fewer helpers "
        "inside each other")


def test_thirty_thousand_assignments_check():
    """The checker is linear in the number of statements (the parse of 30,000 lines is lark's
    own, linear, and slow: the statements are made from one parsed assignment)."""
    m = parse(Source(K + "    a = n + 1\n    store(o, a7)\n", "t.tile"))
    k = m.functions[0]
    first, last = k.body
    body = tuple(dataclasses.replace(first, targets=(A.Name(first.span, f"a{i}"),))
                 for i in range(30000)) + (last,)
    m = dataclasses.replace(m, functions=(dataclasses.replace(k, body=body),))
    check_module(m)
    fn = lower(m, "k", {}, {})
    assert sum(1 for _ in fn.walk()) > 30000


def _replicated(stmt_src: str, n: int, value):
    """A kernel of ``n`` copies of the assignment ``stmt_src``, the i-th assigning ``a{i}`` the
    expression ``value(first, i)``."""
    m = parse(Source(K + "    " + stmt_src + "\n", "t.tile"))
    k = m.functions[0]
    first = k.body[0]
    body = tuple(dataclasses.replace(first, targets=(A.Name(first.span, f"a{i}"),),
                                     value=value(first, i)) for i in range(n))
    return dataclasses.replace(m, functions=(dataclasses.replace(k, body=body),))


def test_thousands_of_errors_are_reported_in_linear_time():
    """Each error is reported once (a set, not a scan) and only the first errors get a "did you
    mean" hint (each compares every name)."""
    m = _replicated("a = b", 10000, lambda s, i: A.Name(s.value.span, f"b{i}"))
    with pytest.raises(TileCompileErrors) as ei:
        check_module(m)
    assert len(ei.value.errors) == 10000
    m = _replicated("a = load(1)", 10000, lambda s, i: s.value)
    check_module(m)
    with pytest.raises(TileCompileErrors) as ei:
        lower(m, "k", {}, {})
    assert len(ei.value.errors) == 1  # the same error at the same place, once


def test_many_run_time_ifs_after_many_names_lower():
    """An if with a run-time condition merges only the names its branches assign, not every
    name in scope."""
    m = parse(Source(K + "    a = n + 1\n    if n > 0:\n        a = n\n    store(o, a)\n",
                     "t.tile"))
    k = m.functions[0]
    asg, iff, st = k.body
    body = tuple(dataclasses.replace(asg, targets=(A.Name(asg.span, f"a{i}"),))
                 for i in range(3000)) + (asg,) + (iff,) * 3000 + (st,)
    m = dataclasses.replace(m, functions=(dataclasses.replace(k, body=body),))
    check_module(m)
    fn = lower(m, "k", {}, {})
    assert sum(1 for o in fn.walk() if o.op.value == "if") == 3000


def test_a_syntax_error_is_a_syntax_error():
    with pytest.raises(TileSyntaxError):
        parse(Source(K + "    a = " + "-" * 3000 + "1\n"))
