"""Syntax errors: exact ``file:line:col``, carets under the offending token, readable messages."""
import pytest
from lark.indenter import DedentError

from tiledsl import parser
from tiledsl.errors import InternalError, TileSyntaxError
from tiledsl.parser import parse, parse_expression
from tiledsl.source import Source

K = "kernel f(x):\n"  # a kernel header to put a body under
IMPORT = ("'import' is not part of the language: a .tile file cannot import modules; the "
          "builtins (exp, sum, dot, libdevice.NAME, ...) need no import, and a helper function "
          "is a 'def' in the same file")
_POW = ("'**' is not supported: use repeated multiplication (x * x), or exp/log (exp(y * "
        "log(x)), exp2, log2)")
LAMBDA = ("'lambda' is not part of the language: a kernel cannot define an anonymous function; "
          "write a 'def' helper in the .tile file and call it, or pass its name "
          "(reduce(x, 0, combine_fn))")


def syntax_error(text: str, filename: str = "t.tile") -> TileSyntaxError:
    with pytest.raises(TileSyntaxError) as info:
        parse(Source(text, filename))
    return info.value


def assert_clean(e: Exception) -> None:
    """No internal detail reaches the user."""
    text = str(e)
    assert "lark" not in text.lower()
    assert "Traceback" not in text and 'File "' not in text
    assert e.__cause__ is None and e.__suppress_context__


def check(text, line, col, width, message, notes=(), filename="t.tile"):
    """Parse ``text``; assert the whole error text: head, source line, carets, notes."""
    e = syntax_error(text, filename)
    source_line = text.splitlines()[line - 1]
    assert str(e).splitlines() == [
        f"{filename}:{line}:{col}: {message}",
        "    " + source_line,
        "    " + " " * (col - 1) + "^" * width,
        *notes,
    ]
    assert (e.span.line, e.span.col) == (line, col) and e.message == message
    assert_clean(e)
    return e


CASES = {
    # name: (text, line, col, caret width, message)
    "extra ')'": (K + "    y = (x + 1))\n", 2, 16, 1, "unexpected ')'; expected end of line"),
    "two names": (K + "    y = a b\n", 2, 11, 1,
                  "unexpected name 'b'; expected one of: '(', ',', '.', '[', an operator, "
                  "end of line"),
    "empty argument": (K + "    y = g(,)\n", 2, 11, 1,
                       "unexpected ','; expected one of: an expression, ')'"),
    "missing value": (K + "    y = \n", 2, 8, 1, "unexpected end of line; expected an expression"),
    "dangling operator": (K + "    y = 1 +  # comment\n", 2, 12, 1,
                          "unexpected end of line; expected an expression"),
    "bad annotation": ("kernel f(x: , y):\n    pass\n", 1, 13, 1,
                       "unexpected ','; expected one of: a name, '*'"),
    "keyword as name": (K + "    for in in range(3):\n        pass\n", 2, 9, 2,
                        "unexpected keyword 'in'; expected a name"),
    "tuple for target": (K + "    for i, j in range(3):\n        pass\n", 2, 10, 1,
                         "unexpected ','; expected 'in'"),
    "chained assignment": (K + "    a = b = 1\n", 2, 11, 1, "unexpected '='; expected end of line"),
    "return as target": (K + "    return = 3\n", 2, 12, 1,
                         "unexpected '='; expected one of: an expression, end of line"),
    "ellipsis in expression": (K + "    y = ...\n", 2, 9, 3,
                               "unexpected '...'; expected an expression"),
    "number then name": (K + "    y = 3 x\n", 2, 11, 1,
                         "unexpected name 'x'; expected one of: '(', ',', '.', '[', an operator, "
                         "end of line"),
    "string then string": (K + "    device_print('a' 'b')\n", 2, 22, 3,
                           "unexpected string 'b'; expected one of: '(', ')', ',', '.', '[', "
                           "an operator"),
    # missing ':'
    "if without colon": (K + "    if x > 0\n        pass\n", 2, 13, 1,
                         "expected ':' at the end of the if header"),
    "colon before comment": (K + "    if x > 0   # why\n        pass\n", 2, 13, 1,
                             "expected ':' at the end of the if header"),
    "elif without colon": (K + "    if x:\n        pass\n    elif y\n        pass\n", 4, 11, 1,
                           "expected ':' at the end of the elif header"),
    "else without colon": (K + "    if x:\n        pass\n    else\n        pass\n", 4, 9, 1,
                           "expected ':' at the end of the else header"),
    "for without colon": (K + "    for i in range(3)\n        pass\n", 2, 22, 1,
                          "expected ':' at the end of the for header"),
    "while without colon": (K + "    while i < 3\n        i += 1\n", 2, 16, 1,
                            "expected ':' at the end of the while header"),
    "kernel without colon": ("kernel f(x)\n    pass\n", 1, 12, 1,
                             "expected ':' at the end of the kernel header"),
    "def without colon": ("def h(a, b)\n    return a\n", 1, 12, 1,
                          "expected ':' at the end of the def header"),
    # '=' for '=='
    "assignment in if": (K + "    if x = 1:\n        pass\n", 2, 10, 1,
                         "unexpected '=' in the if condition; use '==' to compare"),
    "assignment in elif": (K + "    if x:\n        pass\n    elif x = 2:\n        pass\n", 4, 12, 1,
                           "unexpected '=' in the elif condition; use '==' to compare"),
    "assignment in while": (K + "    while i = 1:\n        pass\n", 2, 13, 1,
                            "unexpected '=' in the while condition; use '==' to compare"),
    # '**'
    "power": (K + "    y = x ** 2\n", 2, 11, 2,
              "'**' is not supported: use repeated multiplication (x * x), or exp/log "
              "(exp(y * log(x)), exp2, log2)"),
    "power without left operand": (K + "    y = ** 2\n", 2, 9, 2,
                                   "'**' is not supported: use repeated multiplication (x * x), "
                                   "or exp/log (exp(y * log(x)), exp2, log2)"),
    # bodies
    "kernel with no body at end of file": (K, 1, 13, 1,
                                           "expected an indented block after the kernel header "
                                           "on line 1"),
    "kernel with no body": (K + "kernel g(y):\n    pass\n", 2, 1, 6,
                            "expected an indented block after the kernel header on line 1"),
    "def with no body": ("def h():\n\n# nothing\nkernel g(y):\n    pass\n", 4, 1, 6,
                         "expected an indented block after the def header on line 1"),
    "if with no body": (K + "    if x:\n    y = 1\n", 3, 5, 1,
                        "expected an indented block after the if header on line 2"),
    "for with no body at end of file": (K + "    for i in range(2):\n", 2, 23, 1,
                                        "expected an indented block after the for header on "
                                        "line 2"),
    "decorator at end of file": ("@autotune(configs=[])\n", 1, 22, 1,
                                 "unexpected end of file; expected one of: '@', 'def', 'kernel'"),
    # indentation
    "unexpected indent": (K + "    y = 1\n        z = 2\n", 3, 9, 1, "unexpected indent"),
    "indented first line": ("  kernel f(x):\n    pass\n", 1, 3, 6, "unexpected indent"),
    "top-level assignment": ("x = 1\n", 1, 1, 1,
                             "a name defined at the top level is a module-level constant and "
                             "must be annotated constexpr: x: constexpr = ... (statements go "
                             "inside kernels and helpers)"),
    "top-level constant of a dtype": ("x: i32 = 1\n", 1, 4, 3,
                                      "a name defined at the top level is a module-level "
                                      "constant and must be annotated constexpr: x: constexpr "
                                      "= ... (statements go inside kernels and helpers)"),
    "top-level statement": ("x + 1\n", 1, 3, 1,
                            "unexpected '+' at the top level; a file holds only 'kernel' and "
                            "'def' definitions and module-level constants (NAME: constexpr = "
                            "value); statements go inside the definitions"),
    "top-level call": ("f(1)\n", 1, 2, 1,
                       "unexpected '(' at the top level; a file holds only 'kernel' and 'def' "
                       "definitions and module-level constants (NAME: constexpr = value); "
                       "statements go inside the definitions"),
    "statement after a kernel": (K + "    pass\nreturn x\n", 3, 1, 6,
                                 "unexpected keyword 'return' at the top level; a file holds "
                                 "only 'kernel' and 'def' definitions and module-level "
                                 "constants (NAME: constexpr = value); statements go inside "
                                 "the definitions"),
    "leading zeros": (K + "    y = 0012 + 1\n", 2, 9, 4,
                      "leading zeros are not allowed in a decimal integer"),
    "matmul operator": (K + "    c = a @ b\n", 2, 11, 1,
                        "'@' is not an operator; write dot(a, b) to multiply matrices"),
    "keyword in an expression": (K + "    y = x + pass\n", 2, 13, 4,
                                 "unexpected keyword 'pass'; expected an expression"),
    "slice with bounds": (K + "    y = x[1:2]\n", 2, 12, 1, "unexpected ':'; expected one of: ',', ']'"),
    "conditional without else": (K + "    y = 1 if c\n", 2, 15, 1,
                                 "unexpected end of line; expected 'else'"),
    # characters
    "dollar": (K + "    y = x $ 1\n", 2, 11, 1, "unexpected character '$'"),
    "bang": (K + "    y = !x\n", 2, 9, 1,
             "unexpected character '!'; write 'not x' for negation and '!=' for inequality"),
    "semicolon": (K + "    a = 1; b = 2\n", 2, 10, 1,
                  "unexpected character ';'; write one statement per line"),
    "braces": (K + "    a = {}\n", 2, 9, 1,
               "unexpected character '{'; dicts and sets are not part of the language"),
    "unterminated string": (K + '    device_print("abc)\n', 2, 18, 5,
                            "unterminated string literal"),
    # the lexer reads the first two quotes of an opening triple as an empty string: the
    # carets still start at the first quote
    "unterminated docstring": (K + '    """doc\n    pass\n', 2, 5, 6,
                               'unterminated triple-quoted string literal; close it with """'),
    "unterminated single-quoted docstring": (K + "    '''doc\n    more\n", 2, 5, 6,
                                             "unterminated triple-quoted string literal; close "
                                             "it with '''"),
    # a number with a word or another number glued to it: the carets under the whole of it
    "doubled underscore in a number": (K + "    y = 1__0\n", 2, 9, 4,
                                       "invalid number literal '1__0'; an underscore goes "
                                       "between two digits only (1_000)"),
    "trailing underscore in a number": (K + "    y = 1_ + 2\n", 2, 9, 2,
                                        "invalid number literal '1_'; an underscore goes "
                                        "between two digits only (1_000)"),
    "exponent without digits": (K + "    y = 1e\n", 2, 9, 2,
                                "invalid number literal '1e'; an exponent needs digits (1e3, "
                                "2.5e-4)"),
    "signed exponent without digits": (K + "    y = 2.5e-\n", 2, 9, 4,
                                       "invalid number literal '2.5e'; an exponent needs digits "
                                       "(1e3, 2.5e-4)"),
    "hexadecimal with a bad digit": (K + "    y = 0x1g\n", 2, 9, 4,
                                     "invalid number literal '0x1g'; a hexadecimal literal uses "
                                     "the digits 0-9 and a-f (0x1F), a binary one 0 and 1 "
                                     "(0b101)"),
    "type suffix": (K + "    y = 1.5f\n", 2, 9, 4,
                    "invalid number literal '1.5f'; numbers take no type suffix: a literal's "
                    "type follows from its value (as in Triton), and .to() converts "
                    "(x.to(fp16))"),
    "two decimal points": (K + "    y = 1.2.3\n", 2, 9, 5,
                           "invalid number literal '1.2.3'; write it as 1000, 1_000, 1.5, "
                           "1e-3, 0x1F or 0b101"),
    # unclosed brackets point at the opening bracket
    "unclosed '(' at end of file": (K + "    y = load(x, mask=m", 2, 13, 1, "'(' was never closed"),
    "unclosed '[' at end of file": (K + "    y = x[0, :\n", 2, 10, 1, "'[' was never closed"),
    "unclosed '(' in a header": ("kernel f(x, n:\n", 1, 9, 1, "'(' was never closed"),
    # checks done while building the AST
    "assign to subscript": (K + "    x[0] = 1\n", 2, 5, 4,
                            "cannot assign to a subscript; tiles are values: use "
                            "store(ptr, value, mask=...) to write memory, or where(...) to "
                            "replace elements"),
    "assign to call": (K + "    f(x) = 1\n", 2, 5, 4, "cannot assign to a function call"),
    "assign to attribute": (K + "    x.T += 1\n", 2, 5, 3, "cannot assign to an attribute"),
    "assign to literal": (K + "    1 = x\n", 2, 5, 1,
                          "cannot assign to an expression; the left side of '=' must be a name"),
    "nested tuple target": (K + "    a, (b, c) = t\n", 2, 8, 6,
                            "cannot assign to a nested tuple; unpack one level at a time"),
    "positional after keyword": (K + "    g(a=1, 2)\n", 2, 12, 1,
                                 "positional argument follows keyword argument"),
    "repeated keyword": (K + "    g(a=1, a=2)\n", 2, 12, 3, "keyword argument 'a' repeated"),
    "for over a name": (K + "    for i in x:\n        pass\n", 2, 14, 1,
                        "a for loop must iterate over range(...) or static_range(...)"),
    "duplicate parameter": ("kernel f(x, n, x: i32):\n    pass\n", 1, 16, 6,
                            "duplicate parameter 'x'"),
    "late module docstring": (K + "    pass\n'''doc'''\n", 3, 1, 9,
                              "a string at the top level must be the first thing in the file "
                              "(the module docstring); use a # comment here"),
    "bad escape": (K + "    device_print('\\N{nope}')\n", 2, 18, 10,
                   "invalid string literal: (unicode error) 'unicodeescape' codec can't decode "
                   "bytes in position 0-7: unknown Unicode character name"),
    # Python that is not part of the language: the error is at the word itself
    "import in a kernel": (K + "    import math\n    pass\n", 2, 5, 6, IMPORT),
    "import at the top level": ("import math\n" + K + "    pass\n", 1, 1, 6, IMPORT),
    "from import in a kernel": (K + "    from math import exp\n", 2, 5, 4,
                                "'from ... import'" + IMPORT[len("'import'"):]),
    "lambda assigned": (K + "    f = lambda v: v + 1.0\n", 2, 9, 6, LAMBDA),
    "lambda without parameters": (K + "    g((lambda: 1.0)())\n", 2, 8, 6, LAMBDA),
    "lambda with parentheses": (K + "    f = lambda(v): v\n", 2, 9, 6, LAMBDA),
    "lambda as an argument": (K + "    y = reduce(x, 0, lambda a, b: a + b)\n", 2, 22, 6,
                              LAMBDA),
}


@pytest.mark.parametrize("name", list(CASES))
def test_error(name):
    check(*CASES[name])


def test_unindent_mismatch():
    check(K + "    if x:\n        y = 1\n      z = 2\n", 4, 7, 1,
          "unindent does not match any outer indentation level",
          notes=("note: this line is indented by 6; the enclosing blocks are indented by 0, 4",))


def test_tabs_after_spaces():
    check(K + "    if x:\n\ty = 1\n", 3, 2, 1,
          "inconsistent use of tabs and spaces in indentation",
          notes=("note: indent every line with the same character (spaces are recommended)",))


def test_tabs_and_spaces_on_one_line():
    check(K + "  \t  y = 1\n", 2, 6, 1, "inconsistent use of tabs and spaces in indentation",
          notes=("note: indent every line with the same character (spaces are recommended)",))


def test_unclosed_bracket_noticed_on_a_later_line():
    check(K + "    y = load(x,\n    z += 1\n", 2, 13, 1, "'(' was never closed",
          notes=("note: the parser gave up at t.tile:3:7 (unexpected '+=')",))
    check(K + "    if f(x  # why\n        y = 1\n", 2, 9, 1, "'(' was never closed",
          notes=("note: the parser gave up at t.tile:3:9 (unexpected name 'y')",))


def test_unclosed_bracket_in_a_header():
    check("kernel f(x,\n         n: i32\n    y = 1\n", 1, 9, 1, "'(' was never closed",
          notes=("note: the parser gave up at t.tile:3:5 (unexpected name 'y')",))


def test_missing_comma_between_continuation_lines():
    check(K + "    y = load(x,\n             mask=m\n             other=0)\n", 4, 14, 5,
          "unexpected name 'other'; expected one of: '(', ')', ',', '.', '[', an operator",
          notes=("note: is a ',' missing at the end of line 3?",))


def test_error_in_a_later_kernel_keeps_the_file_name():
    text = "kernel ok(x):\n    pass\n\nkernel bad(x):\n    y = (1 +)\n"
    check(text, 5, 13, 1, "unexpected ')'; expected an expression",
          filename="examples/softmax.tile")


def test_multiline_header_error():
    text = "kernel f(x,\n         n: i32)\n    pass\n"
    check(text, 2, 17, 1, "expected ':' at the end of the kernel header")


def test_crlf_positions():
    e = syntax_error("kernel f(x):\r\n    y = x ** 2\r\n")
    assert (e.span.line, e.span.col, e.span.end_col) == (2, 11, 13)


# a form feed (^L, a page break) in the indentation is whitespace that does not count, as in
# Python: at the start of a line, on a line of its own, and before the first line
@pytest.mark.parametrize("text", [
    K + "\f    a = 1\n    b = 2\n",
    K + "    a = 1\n\f    b = 2\n",
    K + "    a = 1\n\f\n    b = 2\n",
    "\f" + K + "    a = 1\n    b = 2\n",
])
def test_form_feeds_in_the_indentation_do_not_count(text):
    body = parse(Source(text, "t.tile")).functions[0].body
    assert [(s.span.line, s.targets[0].id) for s in body] == [
        (text.count("\n", 0, text.index("a =")) + 1, "a"),
        (text.count("\n", 0, text.index("b =")) + 1, "b")]


def test_an_error_after_form_feeds_shows_its_own_line():
    """Lines are counted at newlines only (str.splitlines() also breaks at a form feed), and
    a form feed is shown as the blank it is."""
    e = syntax_error(K + "    a = 1  # page\f break\n\f    y = x ** 2\n")
    assert str(e).splitlines() == [
        "t.tile:3:12: " + _POW,
        "         y = x ** 2",
        "               ^^",
    ]


def test_parse_expression_errors():
    cases = [
        ("", 1, 1, 1, "unexpected end of line; expected an expression"),
        ("a +", 1, 4, 1, "unexpected end of line; expected an expression"),
        ("(a", 1, 1, 1, "'(' was never closed"),
        ("x ** 2", 1, 3, 2, "'**' is not supported: use repeated multiplication (x * x), or "
                            "exp/log (exp(y * log(x)), exp2, log2)"),
        ("x = 1", 1, 3, 1, "unexpected '='; expected end of line"),
    ]
    for text, line, col, width, message in cases:
        with pytest.raises(TileSyntaxError) as info:
            parse_expression(text, source_name="<dbg>")
        e = info.value
        assert str(e).splitlines() == [f"<dbg>:{line}:{col}: {message}", "    " + text,
                                       "    " + " " * (col - 1) + "^" * width]
        assert_clean(e)


def test_unexpected_failures_become_internal_errors(monkeypatch):
    monkeypatch.delenv("TILEDSL_DEBUG", raising=False)

    def broken(self, children):
        raise ValueError("boom")

    monkeypatch.setattr(parser._ToAst, "name", broken)
    with pytest.raises(InternalError) as info:
        parse(Source(K + "    y = x\n", "t.tile"))
    assert "ValueError" in str(info.value) and "boom" in str(info.value)
    assert "internal compiler error" in str(info.value)
    assert_clean(info.value)


def test_lark_dedent_error_is_converted(monkeypatch):
    def dedent_error(self, tok):
        raise DedentError("Unexpected dedent to column 2. Expected dedent to 4")
        yield  # pragma: no cover

    monkeypatch.setattr(parser.TileIndenter, "handle_NL", dedent_error)
    e = syntax_error(K + "    pass\n")
    assert e.message == "unindent does not match any outer indentation level"
    assert_clean(e)


def test_parser_still_works_after_errors():
    for text in (K + "    y = (\n", K + "  \t y = 1\n", "kernel"):
        with pytest.raises(TileSyntaxError):
            parse(Source(text, "t.tile"))
    m = parse(Source(K + "    y = (x)\n", "t.tile"))
    assert m.functions[0].name == "f"
