"""The parser: valid programs → the expected AST, precedence, spans, and a round-trip property."""
import textwrap

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tiledsl import ast
from tiledsl.parser import parse, parse_expression
from tiledsl.source import Source


def parse_text(text: str) -> ast.Module:
    return parse(Source(textwrap.dedent(text), "t.tile"))


def body_of(text: str) -> tuple:
    """The statements of a one-kernel file whose body is ``text`` (indented for you)."""
    src = "kernel k(x):\n" + textwrap.indent(textwrap.dedent(text), "    ")
    return parse(Source(src, "t.tile")).functions[0].body


def sx(node) -> str:
    """A compact, fully parenthesized rendering of an expression tree (spans ignored)."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Constant):
        return repr(node.value)
    if isinstance(node, ast.String):
        return "s" + repr(node.value)
    if isinstance(node, (ast.BinOp, ast.Compare)):
        return f"({node.op} {sx(node.left)} {sx(node.right)})"
    if isinstance(node, ast.BoolOp):
        return f"({node.op} {' '.join(sx(v) for v in node.values)})"
    if isinstance(node, ast.UnaryOp):
        return f"({node.op} {sx(node.operand)})"
    if isinstance(node, ast.IfExp):
        return f"(ifexp {sx(node.test)} {sx(node.body)} {sx(node.orelse)})"
    if isinstance(node, ast.Call):
        parts = [sx(a) for a in node.args] + [f"{k.name}={sx(k.value)}" for k in node.keywords]
        return f"{sx(node.func)}({', '.join(parts)})"
    if isinstance(node, ast.Attribute):
        return f"{sx(node.value)}.{node.attr}"
    if isinstance(node, ast.Subscript):
        return f"{sx(node.value)}[{', '.join(sx(i) for i in node.indices)}]"
    if isinstance(node, ast.Slice):
        return ":"
    if isinstance(node, ast.Tuple):
        return f"<{', '.join(sx(e) for e in node.elts)}>"
    raise AssertionError(f"unexpected node {node!r}")


def pos(node):
    s = node.span
    return (s.line, s.col, s.end_line, s.end_col)


# ------------------------------------------------------------------ expressions
@pytest.mark.parametrize("text, expected", [
    ("a + b * c", "(+ a (* b c))"),
    ("a * b + c", "(+ (* a b) c)"),
    ("a - b - c", "(- (- a b) c)"),
    ("a / b // c % d", "(% (// (/ a b) c) d)"),
    ("(a + b) * c", "(* (+ a b) c)"),
    ("-a * b", "(* (- a) b)"),
    ("-x.to(fp16)", "(- x.to(fp16))"),
    ("~a & b", "(& (~ a) b)"),
    ("+a", "(+ a)"),
    ("- - a", "(- (- a))"),
    ("a << b + c", "(<< a (+ b c))"),
    ("a >> 1 << 2", "(<< (>> a 1) 2)"),
    ("a & b << c", "(& a (<< b c))"),
    ("a | b ^ c & d", "(| a (^ b (& c d)))"),
    ("a & b == c", "(== (& a b) c)"),
    ("a | b < c | d", "(< (| a b) (| c d))"),
    ("not a and b", "(and (not a) b)"),
    ("not a < b", "(not (< a b))"),
    ("not not a", "(not (not a))"),
    ("a or b and c", "(or a (and b c))"),
    ("a and b and c", "(and a b c)"),
    ("a or b or c", "(or a b c)"),
    ("a if c else b", "(ifexp c a b)"),
    ("a if c else b if d else e", "(ifexp c a (ifexp d b e))"),
    ("a or b if c and d else e", "(ifexp (and c d) (or a b) e)"),
    ("a < b", "(< a b)"),
    ("a <= b != c", "(and (<= a b) (!= b c))"),
    ("a < b < c", "(and (< a b) (< b c))"),
    ("a == b >= c > d", "(and (== a b) (>= b c) (> c d))"),
    ("cols < n and row >= 0", "(and (< cols n) (>= row 0))"),
    ("f()", "f()"),
    ("f(a, b, axis=0, keep_dims=True,)", "f(a, b, axis=0, keep_dims=True)"),
    ("x.to(fp16).T", "x.to(fp16).T"),
    ("v[:, None]", "v[:, None]"),
    ("v[None, :]", "v[None, :]"),
    ("v[i + 1]", "v[(+ i 1)]"),
    ("f(x)[0].y(z)", "f(x)[0].y(z)"),
    ("a, b", "<a, b>"),
    ("(a, b)", "<a, b>"),
    ("(a,)", "<a>"),
    ("()", "<>"),
    ("[a, b, c]", "<a, b, c>"),
    ("[]", "<>"),
    ("[f(a=1), g(b=2),]", "<f(a=1), g(b=2)>"),
    ("((a))", "a"),
    ("-inf", "(- inf)"),
    ("nan", "nan"),
])
def test_expression_structure(text, expected):
    assert sx(parse_expression(text)) == expected


@pytest.mark.parametrize("text, value", [
    ("0", 0), ("42", 42), ("1_000_000", 1000000), ("0x1F", 31), ("0XfF", 255),
    ("0x_ff", 255), ("0b101", 5), ("0B1_1", 3),
    ("1.5", 1.5), ("1e-5", 1e-5), ("1E5", 1e5), (".5", 0.5), ("2.", 2.0), ("2.5e+3", 2500.0),
    ("1_0.0_1", 10.01), (".5e1", 5.0),
    ("True", True), ("False", False), ("None", None),
])
def test_literals(text, value):
    node = parse_expression(text)
    assert isinstance(node, ast.Constant)
    assert node.value == value and type(node.value) is type(value)


@pytest.mark.parametrize("text, value", [
    ('"abc"', "abc"), ("'abc'", "abc"), (r'"a\nb"', "a\nb"), (r"'it\'s'", "it's"),
    (r'"tab\there"', "tab\there"), ('""', ""), (r'"\x41\u00e9"', "Aé"), ('"a # b"', "a # b"),
])
def test_strings(text, value):
    node = parse_expression(text)
    assert isinstance(node, ast.String) and node.value == value


def test_keywords_are_not_names_but_prefixes_are():
    assert sx(parse_expression("iffy + notable + index + inf + kernels + elifs"))  \
        == "(+ (+ (+ (+ (+ iffy notable) index) inf) kernels) elifs)"


def test_expression_line_continuation_inside_brackets():
    e = parse_expression("f(a,\n      b,\n   c=1)")
    assert sx(e) == "f(a, b, c=1)"
    assert pos(e) == (1, 1, 3, 8)


# ------------------------------------------------------------------ statements
def test_assignments():
    a, b, c, d, e, f = body_of("""\
        y = 1
        acc, idx = f(v)
        (p, q) = 1, 2
        t = a, b
        s, = g()
        u = (x)
    """)
    assert [[t.id for t in s.targets] for s in (a, b, c, d, e, f)] == \
        [["y"], ["acc", "idx"], ["p", "q"], ["t"], ["s"], ["u"]]
    assert sx(a.value) == "1" and sx(b.value) == "f(v)" and sx(c.value) == "<1, 2>"
    assert sx(d.value) == "<a, b>" and sx(f.value) == "x"


@pytest.mark.parametrize("op", ["+", "-", "*", "/", "//", "%", "&", "|", "^", "<<", ">>"])
def test_augmented_assignment(op):
    (s,) = body_of(f"acc {op}= x * 2\n")
    assert isinstance(s, ast.AugAssign)
    assert (s.target.id, s.op, sx(s.value)) == ("acc", op, "(* x 2)")


def test_simple_statements():
    stmts = body_of("""\
        device_print("x", v)
        pass
        ...
        while True:
            break
            continue
        return
    """)
    assert isinstance(stmts[0], ast.ExprStmt) and sx(stmts[0].value) == "device_print(s'x', v)"
    assert isinstance(stmts[1], ast.Pass) and isinstance(stmts[2], ast.Pass)
    loop = stmts[3]
    assert isinstance(loop, ast.While) and sx(loop.test) == "True"
    assert [type(s) for s in loop.body] == [ast.Break, ast.Continue]
    assert isinstance(stmts[4], ast.Return) and stmts[4].value is None


def test_returns():
    src = """\
        def one(x):
            return x + 1
        def two(x, y):
            return x + y, x * y
        def paren(x):
            return (x, x)
    """
    m = parse_text(src)
    values = [f.body[0].value for f in m.functions]
    assert [sx(v) for v in values] == ["(+ x 1)", "<(+ x y), (* x y)>", "<x, x>"]
    assert all(f.is_kernel is False for f in m.functions)


def test_if_elif_else_nests():
    (s,) = body_of("""\
        if a:
            x = 1
        elif b:
            x = 2
        elif c:
            pass
        else:
            x = 3
    """)
    assert sx(s.test) == "a" and sx(s.body[0].value) == "1"
    (elif1,) = s.orelse
    assert isinstance(elif1, ast.If) and sx(elif1.test) == "b"
    (elif2,) = elif1.orelse
    assert sx(elif2.test) == "c" and isinstance(elif2.body[0], ast.Pass)
    assert sx(elif2.orelse[0].value) == "3"
    # spans: each elif runs from its keyword to the end of the whole statement
    assert pos(s) == (2, 5, 9, 14)
    assert pos(elif1) == (4, 5, 9, 14)
    assert pos(elif2) == (6, 5, 9, 14)


def test_if_without_else_and_one_line_suites():
    a, b = body_of("""\
        if a: x = 1
        if b:
            y = 2
    """)
    assert a.orelse == () and sx(a.body[0].value) == "1"
    assert b.orelse == () and b.body[0].targets[0].id == "y"


def test_for_loops():
    a, b = body_of("""\
        for i in range(0, n, 2):
            acc += i
        for j in static_range(4):
            pass
    """)
    assert isinstance(a, ast.For) and a.target.id == "i"
    assert isinstance(a.iter, ast.Call) and sx(a.iter) == "range(0, n, 2)"
    assert isinstance(a.body[0], ast.AugAssign)
    assert b.target.id == "j" and sx(b.iter) == "static_range(4)"


# ------------------------------------------------------------------ definitions
SOFTMAX = '''\
"""Row-wise softmax."""

# a helper, inlined by the checker
def helper(x, y):
    """Sum and product."""
    return x + y, x * y

@autotune(configs=[Config(BLOCK=128), Config(BLOCK=256)], key=["n"])
@heuristics
kernel softmax(out: *fp32, x: * fp32, x_row_stride: i32, n_cols,
               BLOCK: constexpr, eps: fp32 = 1e-5):
    row = program_id(0)     # one program per row

    cols = arange(0, BLOCK)
    mask = cols < n_cols
    v = load(x + row * x_row_stride + cols,
             mask=mask, other=-inf)
    e = exp(v - max(v, axis=0))
    store(out + row * x_row_stride + cols, e / sum(e, axis=0), mask=mask)

kernel other(a):
    pass
'''


def test_whole_file():
    m = parse(Source(SOFTMAX, "softmax.tile"))
    assert m.docstring == "Row-wise softmax."
    assert [(f.name, f.is_kernel) for f in m.functions] == \
        [("helper", False), ("softmax", True), ("other", True)]
    assert m.get("helper").docstring == "Sum and product."
    assert len(m.get("helper").body) == 1  # the docstring is not a statement
    k = m.get("softmax")
    assert k.docstring is None and m.get("missing") is None
    assert [(p.name, p.annotation) for p in k.params] == [
        ("out", "*fp32"), ("x", "*fp32"), ("x_row_stride", "i32"), ("n_cols", None),
        ("BLOCK", "constexpr"), ("eps", "fp32")]
    assert [p.default for p in k.params[:5]] == [None] * 5
    assert sx(k.params[5].default) == "1e-05"
    assert [sx(d.call) for d in k.decorators] == [
        "autotune(configs=<Config(BLOCK=128), Config(BLOCK=256)>, key=<s'n'>)", "heuristics()"]
    assert [type(s).__name__ for s in k.body] == ["Assign"] * 5 + ["ExprStmt"]
    assert sx(k.body[3].value) == \
        "load((+ (+ x (* row x_row_stride)) cols), mask=mask, other=(- inf))"


def test_whole_file_dump():
    src = "kernel add(out, a, b, n, BLOCK: constexpr):\n" \
          "    i = program_id(0) * BLOCK + arange(0, BLOCK)\n" \
          "    store(out + i, load(a + i, mask=i < n), mask=i < n)\n"
    expected = textwrap.dedent("""\
        Module(docstring=None)
          .functions:
            FunctionDef(name='add', is_kernel=True, docstring=None, decorators=())
              .params:
                Param(name='out', annotation=None, default=None)
                Param(name='a', annotation=None, default=None)
                Param(name='b', annotation=None, default=None)
                Param(name='n', annotation=None, default=None)
                Param(name='BLOCK', annotation='constexpr', default=None)
              .body:
                Assign()
                  .targets:
                    Name(id='i')
                  .value:
                    BinOp(op='+')
                      .left:
                        BinOp(op='*')
                          .left:
                            Call(keywords=())
                              .func:
                                Name(id='program_id')
                              .args:
                                Constant(value=0)
                          .right:
                            Name(id='BLOCK')
                      .right:
                        Call(keywords=())
                          .func:
                            Name(id='arange')
                          .args:
                            Constant(value=0)
                            Name(id='BLOCK')
                ExprStmt()
                  .value:
                    Call()
                      .func:
                        Name(id='store')
                      .args:
                        BinOp(op='+')
                          .left:
                            Name(id='out')
                          .right:
                            Name(id='i')
                        Call()
                          .func:
                            Name(id='load')
                          .args:
                            BinOp(op='+')
                              .left:
                                Name(id='a')
                              .right:
                                Name(id='i')
                          .keywords:
                            Keyword(name='mask')
                              .value:
                                Compare(op='<')
                                  .left:
                                    Name(id='i')
                                  .right:
                                    Name(id='n')
                      .keywords:
                        Keyword(name='mask')
                          .value:
                            Compare(op='<')
                              .left:
                                Name(id='i')
                              .right:
                                Name(id='n')""")
    assert ast.dump(parse(Source(src, "add.tile"))) == expected


def test_params_forms():
    m = parse_text("def f(a, b: i64, c: *  bf16, d: constexpr = 4, e=1.5,):\n    return a\n")
    (f,) = m.functions
    assert [(p.name, p.annotation, p.default and sx(p.default)) for p in f.params] == [
        ("a", None, None), ("b", "i64", None), ("c", "*bf16", None),
        ("d", "constexpr", "4"), ("e", None, "1.5")]
    m = parse_text("kernel nothing():\n    pass\n")
    assert m.functions[0].params == ()


def test_docstrings():
    m = parse_text('''\
        # leading comment

        """Module
        docstring."""
        kernel k(x):
            \'\'\'Kernel doc.\'\'\'
            pass
        def h():
            "only a docstring"
    ''')
    assert m.docstring == "Module\ndocstring."
    assert m.functions[0].docstring == "Kernel doc." and len(m.functions[0].body) == 1
    assert m.functions[1].docstring == "only a docstring" and m.functions[1].body == ()
    # a string that is not first stays a statement
    (s0, s1) = body_of('x = 1\n"not a docstring"\n')
    assert isinstance(s1, ast.ExprStmt) and s1.value.value == "not a docstring"


def test_empty_and_comment_only_files():
    for text in ["", "\n\n", "# just a comment", "# a\n\n   # indented comment\n"]:
        m = parse(Source(text, "e.tile"))
        assert m.functions == () and m.docstring is None


def test_comments_blank_lines_and_odd_comment_indentation():
    src = ("kernel k(x):  # header comment\n"
           "\n"
           "    a = 1  # trailing\n"
           "# comment at column 1\n"
           "\n"
           "        # deeper comment\n"
           "    b = (a +   # inside brackets\n"
           "         2)\n"
           "    c = a + \\\n"
           "        b\n"
           "\n"
           "# after the kernel\n"
           "def h():\n"
           "    return 0")  # no final newline
    m = parse(Source(src, "c.tile"))
    k, h = m.functions
    assert [s.targets[0].id for s in k.body] == ["a", "b", "c"]
    assert sx(k.body[1].value) == "(+ a 2)" and sx(k.body[2].value) == "(+ a b)"
    assert sx(h.body[0].value) == "0"


def test_crlf_line_endings():
    m = parse(Source("kernel k(x):\r\n    y = x + 1\r\n\r\n    z = y\r\n", "w.tile"))
    assert [s.targets[0].id for s in m.functions[0].body] == ["y", "z"]


def test_tabs_used_consistently():
    m = parse(Source("kernel k(x):\n\tif x:\n\t\ty = 1\n\tz = 2\n", "t.tile"))
    s = m.functions[0].body
    assert isinstance(s[0], ast.If) and s[0].body[0].targets[0].id == "y"
    assert s[1].targets[0].id == "z"


def test_nested_blocks_dedent_several_levels():
    (loop, after) = body_of("""\
        for i in range(4):
            while j < i:
                if j:
                    j += 1
        done = 1
    """)
    assert isinstance(loop.body[0], ast.While)
    assert isinstance(loop.body[0].body[0], ast.If)
    assert after.targets[0].id == "done"


# ------------------------------------------------------------------ spans
def test_spans():
    src = ("@tune(a=1)\n"                           # 1
           "kernel softmax(x: *fp32, n):\n"         # 2
           "    v = load(x + row * 4, mask=m)\n"    # 3
           "    w = (a + b) * c\n"                  # 4
           "    for i in range(3):\n"               # 5
           "        pass\n")                        # 6
    m = parse(Source(src, "s.tile"))
    (f,) = m.functions
    assert pos(f) == (1, 1, 6, 13)
    assert (f.name_span.line, f.name_span.col, f.name_span.end_col) == (2, 8, 15)
    assert str(f.name_span) == "s.tile:2:8"
    assert pos(f.decorators[0]) == (1, 1, 1, 11) and pos(f.decorators[0].call) == (1, 2, 1, 11)
    assert [pos(p) for p in f.params] == [(2, 16, 2, 24), (2, 26, 2, 27)]
    assign, w, loop = f.body
    assert pos(assign) == (3, 5, 3, 34)
    call = assign.value
    assert pos(call) == (3, 9, 3, 34)
    assert pos(call.args[0]) == (3, 14, 3, 25)               # x + row * 4
    assert pos(call.args[0].right) == (3, 18, 3, 25)         # row * 4
    assert pos(call.keywords[0]) == (3, 27, 3, 33)           # mask=m
    assert pos(w.value) == (4, 9, 4, 20)                     # (a + b) * c
    assert pos(w.value.left) == (4, 9, 4, 16)                # (a + b), parentheses included
    assert pos(w.value.left.left) == (4, 10, 4, 11)
    assert pos(loop) == (5, 5, 6, 13) and pos(loop.iter) == (5, 14, 5, 22)
    assert pos(m) == (1, 1, 6, 13)


def test_expression_spans():
    e = parse_expression("a < b < c")
    assert pos(e) == (1, 1, 1, 10)
    assert [pos(c) for c in e.values] == [(1, 1, 1, 6), (1, 5, 1, 10)]
    e = parse_expression("x[:, None]")
    assert [pos(i) for i in e.indices] == [(1, 3, 1, 4), (1, 6, 1, 10)]
    e = parse_expression("not a if b else -c")
    assert pos(e) == (1, 1, 1, 19) and pos(e.body) == (1, 1, 1, 6) and pos(e.orelse) == (1, 17, 1, 19)
    assert parse_expression("v", source_name="<debugger>").span.source.filename == "<debugger>"


def test_multiline_string_span():
    m = parse(Source('kernel k(x):\n    device_print("""a\nb""", x)\n', "m.tile"))
    s = m.functions[0].body[0].value.args[0]
    assert s.value == "a\nb" and pos(s) == (2, 18, 3, 5)


# ------------------------------------------------------------------ round trip
NAMES = st.sampled_from(["a", "b", "x", "n_cols", "BLOCK", "inf", "iffy", "_t1"])
ATOMS = st.one_of(
    NAMES.map(lambda n: ("name", n)),
    st.integers(0, 2**70).map(lambda v: ("const", v)),
    st.floats(0, 1e30, allow_nan=False, allow_infinity=False).map(lambda v: ("const", v)),
    st.sampled_from([True, False, None]).map(lambda v: ("const", v)),
    st.text(max_size=6).map(lambda v: ("str", v)),
)
BINOPS = ["+", "-", "*", "/", "//", "%", "&", "|", "^", "<<", ">>"]
CMPOPS = ["==", "!=", "<", "<=", ">", ">="]


def _extend(children):
    return st.one_of(
        st.tuples(st.just("bin"), st.sampled_from(BINOPS), children, children),
        st.tuples(st.just("cmp"), st.sampled_from(CMPOPS), children, children),
        st.tuples(st.just("bool"), st.sampled_from(["and", "or"]),
                  st.lists(children, min_size=2, max_size=3)),
        st.tuples(st.just("unary"), st.sampled_from(["-", "+", "~", "not"]), children),
        st.tuples(st.just("ifexp"), children, children, children),
        st.tuples(st.just("call"), NAMES, st.lists(children, max_size=2),
                  st.lists(st.tuples(NAMES, children), max_size=2, unique_by=lambda kv: kv[0])),
        st.tuples(st.just("attr"), children, NAMES),
        st.tuples(st.just("sub"), children,
                  st.lists(st.one_of(st.just(":"), children), min_size=1, max_size=3)),
    )


TREES = st.recursive(ATOMS, _extend, max_leaves=12)


def render(t) -> str:
    """Print a generated tree with every sub-expression in parentheses."""
    kind = t[0]
    if kind == "name":
        return t[1]
    if kind == "const":
        return repr(t[1])
    if kind == "str":
        return repr(t[1])
    if kind in ("bin", "cmp"):
        return f"(({render(t[2])}) {t[1]} ({render(t[3])}))"
    if kind == "bool":
        return "(" + f" {t[1]} ".join(f"({render(v)})" for v in t[2]) + ")"
    if kind == "unary":
        return f"({t[1]} ({render(t[2])}))"
    if kind == "ifexp":
        return f"(({render(t[2])}) if ({render(t[1])}) else ({render(t[3])}))"
    if kind == "call":
        args = [render(a) for a in t[2]] + [f"{k}={render(v)}" for k, v in t[3]]
        return f"{t[1]}({', '.join(args)})"
    if kind == "attr":
        return f"({render(t[1])}).{t[2]}"
    if kind == "sub":
        return f"({render(t[1])})[{', '.join(':' if i == ':' else render(i) for i in t[2])}]"
    raise AssertionError(kind)


def expected_sx(t) -> str:
    """What :func:`sx` should print for the parse of ``render(t)``."""
    kind = t[0]
    if kind == "name":
        return t[1]
    if kind == "const":
        return repr(t[1])
    if kind == "str":
        return "s" + repr(t[1])
    if kind in ("bin", "cmp"):
        return f"({t[1]} {expected_sx(t[2])} {expected_sx(t[3])})"
    if kind == "bool":
        return f"({t[1]} {' '.join(expected_sx(v) for v in t[2])})"
    if kind == "unary":
        return f"({t[1]} {expected_sx(t[2])})"
    if kind == "ifexp":
        return f"(ifexp {expected_sx(t[1])} {expected_sx(t[2])} {expected_sx(t[3])})"
    if kind == "call":
        args = [expected_sx(a) for a in t[2]] + [f"{k}={expected_sx(v)}" for k, v in t[3]]
        return f"{t[1]}({', '.join(args)})"
    if kind == "attr":
        return f"{expected_sx(t[1])}.{t[2]}"
    if kind == "sub":
        return f"{expected_sx(t[1])}[{', '.join(':' if i == ':' else expected_sx(i) for i in t[2])}]"
    raise AssertionError(kind)


def subexpressions(node):
    """Every expression node below ``node`` (keywords and slices excluded)."""
    yield node
    for child in (getattr(node, f, None) for f in ("left", "right", "operand", "test", "body",
                                                    "orelse", "func", "value")):
        if isinstance(child, ast.Node):
            yield from subexpressions(child)
    for group in (getattr(node, f, ()) for f in ("values", "args", "indices")):
        for child in group:
            if not isinstance(child, ast.Slice):
                yield from subexpressions(child)
    for k in getattr(node, "keywords", ()):
        yield from subexpressions(k.value)


@settings(max_examples=300, deadline=None)
@given(TREES)
def test_round_trip(tree):
    text = render(tree)
    node = parse_expression(text)
    assert sx(node) == expected_sx(tree)
    # every node's span is exactly the text of that node: cut it out, parse it, same tree
    for sub in subexpressions(node):
        s = sub.span
        assert s.line == s.end_line == 1
        piece = text[s.col - 1:s.end_col - 1]
        assert ast.dump(parse_expression(piece)) == ast.dump(sub)


@settings(max_examples=100, deadline=None)
@given(TREES, TREES)
def test_round_trip_in_statements(t1, t2):
    src = f"kernel k(x):\n    y = {render(t1)}\n    if {render(t2)}:\n        y += 1\n"
    (assign, branch) = parse(Source(src, "r.tile")).functions[0].body
    assert sx(assign.value) == expected_sx(t1)
    assert sx(branch.test) == expected_sx(t2)
