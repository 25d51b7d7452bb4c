"""Text of a ``.tile`` file → :class:`tiledsl.ast.Module`.

``parse(source)`` runs the LALR grammar in ``grammar/tile.lark`` through :class:`TileIndenter`
(lark's ``Indenter`` plus bracket tracking, tab checks and token history for error messages),
then :class:`_ToAst` turns the parse tree into frozen AST nodes with spans. Every failure is a
:class:`TileSyntaxError` pointing at the offending token; nothing from lark escapes.
``parse_expression(text)`` parses one expression (the debugger evaluates what a user types).
"""
from __future__ import annotations

import ast as _pyast
import dataclasses
import functools
import re
import threading
import warnings

from lark import Lark, Token, Transformer_NonRecursive, v_args
from lark.exceptions import UnexpectedCharacters, UnexpectedInput, UnexpectedToken, VisitError
from lark.indenter import DedentError, Indenter

from . import ast
from .errors import InternalError, TileError, TileSyntaxError, internal_errors
from .source import Source, Span

__all__ = ["parse", "parse_expression", "TileIndenter"]

_LAYOUT = frozenset({"_NEWLINE", "_INDENT", "_DEDENT"})
_LOCK = threading.Lock()  # the indenter keeps per-parse state; one parse at a time


# ------------------------------------------------------------------ public API
def parse(source: Source) -> ast.Module:
    """Parse a whole ``.tile`` file. Raises :class:`TileSyntaxError`."""
    return _run(source, "module")


def parse_expression(text: str, source_name: str = "<expr>"):
    """Parse one expression (or a bare tuple ``a, b``). Raises :class:`TileSyntaxError`."""
    return _run(Source(text, source_name), "expr_input")


def _run(source: Source, start: str):
    if source.text.startswith("\ufeff"):  # a UTF-8 byte-order mark: not part of the text
        source = Source(source.text[1:], source.filename)
    text = source.text if source.text.endswith("\n") else source.text + "\n"
    with internal_errors(None, "parsing"):
        lark, indenter = _get_parser()
        with _LOCK:
            # form feeds at the start of the file do not indent its first line (as in Python)
            indenter.first_column = len(text) - len(text.lstrip("\f")) + 1
            try:
                tree = lark.parse(text, start=start)
            except (UnexpectedInput, _LayoutError, DedentError) as exc:
                error = _ErrorReporter(source, lark, indenter).convert(exc)
                raise error from None
        try:
            module = _ToAst(source).transform(tree)
        except VisitError as exc:
            if isinstance(exc.orig_exc, TileError):
                raise exc.orig_exc from None
            raise InternalError(f"{type(exc.orig_exc).__name__} while building the AST: "
                                f"{exc.orig_exc}") from None
        _check_nesting(module)
        return module


def _check_nesting(root) -> None:
    """Refuse a tree nested deeper than :data:`tiledsl.ast.MAX_NESTING` (an expression of that
    many operators, calls or brackets inside each other, or blocks that deep), at the first
    node past the limit in source order. Iterative, linear in the size of the tree."""
    stack = [(root, 0)]
    while stack:
        node, depth = stack.pop()
        if depth > ast.MAX_NESTING:
            raise TileSyntaxError(
                f"nesting deeper than {ast.MAX_NESTING} levels (each operator, call, bracket and "
                f"block counts one); split the expression with intermediate variables",
                node.span)
        stack.extend((child, depth + 1) for child in reversed(tuple(_children(node))))


@functools.lru_cache(maxsize=None)
def _node_fields(cls) -> tuple:
    return tuple(f.name for f in dataclasses.fields(cls) if f.name not in ("span", "name_span"))


def _children(node):
    """The AST nodes directly inside ``node``."""
    for name in _node_fields(type(node)):
        v = getattr(node, name)
        if isinstance(v, ast.Node):
            yield v
        elif isinstance(v, tuple):
            yield from (x for x in v if isinstance(x, ast.Node))


#: the lark options of the parser that its cache can hold (see :mod:`tiledsl.parsercache`)
_OPTIONS = {"parser": "lalr", "lexer": "basic", "start": ["module", "expr_input"],
            "maybe_placeholders": False}


@functools.lru_cache(maxsize=None)
def _get_parser():
    """Build the LALR parser once (lazily), or load it from the cache of an earlier process
    (:mod:`tiledsl.parsercache`); returns ``(lark, indenter)``."""
    import os

    from . import parsercache

    indenter = TileIndenter()
    grammar = os.path.join(os.path.dirname(__file__), "grammar", "tile.lark")
    lark = parsercache.build(grammar, _OPTIONS,
                             {"postlex": indenter, "propagate_positions": _not_layout})
    return lark, indenter


def _not_layout(node) -> bool:
    """Position filter: newlines and indents do not count towards a node's span."""
    return not (isinstance(node, Token) and node.type in _LAYOUT)


# ------------------------------------------------------------------ indentation
class _LayoutError(Exception):
    """An indentation problem found by the indenter (converted by :class:`_ErrorReporter`)."""

    def __init__(self, message: str, line: int, col: int, notes: tuple = ()):
        super().__init__(message)
        self.message, self.line, self.col, self.notes = message, line, col, notes


class TileIndenter(Indenter):
    """Python-style ``_INDENT``/``_DEDENT`` tokens, plus what error messages need.

    Differences from lark's ``Indenter``: indent/dedent tokens are placed at the first character
    of the line they introduce; a line indented with tabs where others use spaces (or a mix on
    one line) is an error; open brackets are kept on a stack (to report an unclosed one);
    every token passed to the parser is kept in ``history``.
    """

    NL_type = "_NEWLINE"
    OPEN_PAREN_types = ["LPAR", "LSQB"]
    CLOSE_PAREN_types = ["RPAR", "RSQB"]
    INDENT_type = "_INDENT"
    DEDENT_type = "_DEDENT"
    tab_len = 8
    #: the column of an unindented first token (past form feeds that open the file)
    first_column = 1

    def process(self, stream):
        self.paren_level = 0
        self.indent_level = [0]
        self.brackets: list[Token] = []
        self.history: list[Token] = []
        self.indent_char = None
        self.at_eof = False
        return self._process(stream)

    def _process(self, stream):
        for tok in stream:
            if tok.type == self.NL_type:
                yield from self.handle_NL(tok)
            else:
                if not self.history and tok.column > self.first_column:
                    raise _LayoutError("unexpected indent", tok.line, tok.column)
                self.history.append(tok)
                yield tok
            if tok.type in self.OPEN_PAREN_types:
                self.brackets.append(tok)
            elif tok.type in self.CLOSE_PAREN_types and self.brackets:
                self.brackets.pop()
            self.paren_level = len(self.brackets)
        self.at_eof = True
        last = self.history[-1] if self.history else None
        while len(self.indent_level) > 1:
            self.indent_level.pop()
            yield self._layout(self.DEDENT_type, "", last.end_line if last else 1,
                               last.end_column if last else 1)

    def handle_NL(self, tok: Token):
        if self.brackets:
            return
        self.history.append(tok)
        yield tok
        raw = tok.rsplit("\n", 1)[1]
        line, col = tok.end_line, len(raw) + 1
        indent_str = raw.replace("\f", "")  # form feeds do not count, as in Python
        if indent_str:
            kinds = set(indent_str)
            if len(kinds) > 1 or (self.indent_char and kinds != {self.indent_char}):
                raise _LayoutError("inconsistent use of tabs and spaces in indentation", line, col,
                                   ("note: indent every line with the same character "
                                    "(spaces are recommended)",))
            self.indent_char = indent_str[0]
        indent = len(indent_str)
        if indent > self.indent_level[-1]:
            self.indent_level.append(indent)
            yield self._layout(self.INDENT_type, indent_str, line, col)
            return
        while indent < self.indent_level[-1]:
            self.indent_level.pop()
            yield self._layout(self.DEDENT_type, indent_str, line, col)
        if indent != self.indent_level[-1]:
            levels = ", ".join(str(n) for n in self.indent_level)
            raise _LayoutError("unindent does not match any outer indentation level", line, col,
                               (f"note: this line is indented by {indent}; the enclosing blocks "
                                f"are indented by {levels}",))

    def _layout(self, type_: str, value: str, line: int, col: int) -> Token:
        tok = Token(type_, value, None, line, col, line, col, None)
        self.history.append(tok)
        return tok


# ------------------------------------------------------------------ syntax errors
_EXPR_START = frozenset({"NAME", "DEC_NUMBER", "HEX_NUMBER", "BIN_NUMBER", "FLOAT_NUMBER",
                         "STRING", "LPAR", "LSQB", "MINUS", "PLUS", "TILDE", "NOT", "TRUE",
                         "FALSE", "NONE"})
_NUMBERS = frozenset({"DEC_NUMBER", "HEX_NUMBER", "BIN_NUMBER", "FLOAT_NUMBER"})
_OPERATORS = frozenset({"+", "-", "*", "/", "//", "%", "&", "|", "^", "<<", ">>", "<", ">",
                        "==", "!=", "<=", ">=", "and", "or", "if", "**"})
_WORDS = {"NAME": "a name", "STRING": "a string", "_NEWLINE": "end of line",
          "_INDENT": "an indented block", "_DEDENT": "the end of the block",
          "$END": "end of file", **{n: "a number" for n in _NUMBERS}}
_HEADERS = {"if", "elif", "else", "for", "while", "kernel", "def"}
_POW_MESSAGE = ("'**' is not supported: use repeated multiplication (x * x), or exp/log "
                "(exp(y * log(x)), exp2, log2)")
_WORD_RE = re.compile(r"[A-Za-z_0-9]+|\S")


class _ErrorReporter:
    """Turns a lark exception (or an indentation problem) into a readable TileSyntaxError."""

    def __init__(self, source: Source, lark: Lark, indenter: TileIndenter):
        self.source, self.lark, self.ind = source, lark, indenter
        self.history = list(getattr(indenter, "history", ()))

    # ---- entry point
    def convert(self, exc) -> TileSyntaxError:
        if isinstance(exc, _LayoutError):
            return TileSyntaxError(exc.message, self._word_span(exc.line, exc.col), exc.notes)
        if isinstance(exc, DedentError):
            return TileSyntaxError("unindent does not match any outer indentation level",
                                   self._word_span(_dedent_line(self.history), 1))
        if isinstance(exc, UnexpectedCharacters):
            return self._bad_character(exc)
        if isinstance(exc, UnexpectedToken):
            return self._bad_token(exc.token, self._acceptable(exc))
        line = getattr(exc, "line", 0) or len(self.source.lines) or 1
        return TileSyntaxError("unexpected end of file", self._point(line, 1))

    @staticmethod
    def _acceptable(exc: UnexpectedToken) -> set:
        """The terminals the parser would really accept here (``exc.expected`` is the LALR
        state's lookahead set, merged with other contexts, so it lists impossible tokens)."""
        if exc.interactive_parser is not None:
            return set(exc.interactive_parser.accepts())
        return set(exc.expected)

    # ---- characters the lexer cannot read at all
    def _bad_character(self, exc: UnexpectedCharacters) -> TileSyntaxError:
        ch, line, col = exc.char, exc.line, exc.column
        span = Span(self.source, line, col, line, col + 1)
        if ch in "\"'":
            text = self.source.line(line)
            end = len(text) + 1
            if text[max(0, col - 3):col - 1] == ch * 2:
                # the lexer read the first two quotes of an opening triple as an empty string
                return TileSyntaxError(
                    f"unterminated triple-quoted string literal; close it with {ch * 3}",
                    Span(self.source, line, col - 2, line, max(end, col + 1)))
            return TileSyntaxError("unterminated string literal",
                                   Span(self.source, line, col, line, max(end, col + 1)))
        hints = {"!": "; write 'not x' for negation and '!=' for inequality",
                 ";": "; write one statement per line",
                 "{": "; dicts and sets are not part of the language"}
        if not ch.isascii():
            return self._non_ascii(ch, span)
        return TileSyntaxError(f"unexpected character {ch!r}{hints.get(ch, '')}", span)

    def _non_ascii(self, ch: str, span: Span) -> TileSyntaxError:
        """A non-ASCII character outside strings and comments."""
        import unicodedata

        code = f"U+{ord(ch):04X}"
        name = unicodedata.name(ch, "")
        shown = f"'{ch}' ({code}{' ' + name if name else ''})" if ch.isprintable() else (
            f"{code}{' ' + name if name else ''}")
        if ("a" + ch).isidentifier():
            return TileSyntaxError(
                f"unexpected character {shown}: names must be ASCII letters, digits and "
                f"underscores", span)
        return TileSyntaxError(
            f"unexpected character {shown}: outside strings and comments, a .tile file is "
            f"ASCII", span)

    # ---- a token the grammar does not allow here
    def _bad_token(self, tok: Token, expected: set) -> TileSyntaxError:
        before = self._before(tok)
        prev = next((t for t in reversed(before) if t.type not in _LAYOUT), None)
        at_eof = tok.type == "$END" or self.ind.at_eof or (
            tok.type in ("_INDENT", "_DEDENT") and tok.line > len(self.source.lines))
        header = self._line_head(before if tok.type in _LAYOUT or at_eof else before + [tok])
        kw = str(header) if header is not None and header.type != "NAME" else None
        if at_eof:
            return self._at_eof(prev, expected)
        python_only = self._python_only(before, prev, header, tok)
        if python_only is not None:
            return python_only
        bracket = self.ind.brackets[-1] if self.ind.brackets else None
        first_on_line = prev is None or prev.end_line < tok.line
        if bracket is not None and tok.line > bracket.line and (
                self._indent(tok.line) <= self._indent(bracket.line)  # a new statement
                or (first_on_line and self._code(bracket.line).split()[0] in _HEADERS)):
            return self._unclosed(bracket, tok)
        in_annotation = (expected == {"NAME", "STAR"} if tok.type == "POW" else
                         tok.type == "STAR" and expected == {"NAME"})
        if in_annotation:  # `x: **fp32`, `x: * *fp32`
            return TileSyntaxError(
                "pointers to pointers are not supported: a pointer parameter points to "
                "elements of a dtype, e.g. *fp32", self._token_span(tok))
        if tok.type == "POW":
            return TileSyntaxError(_POW_MESSAGE, self._token_span(tok))
        same_line = prev is not None and prev.end_line == tok.line
        if tok.type == "AT" and same_line:
            return TileSyntaxError("'@' is not an operator; write dot(a, b) to multiply matrices",
                                   self._token_span(tok))
        glued = same_line and prev.type in _NUMBERS and prev.end_column == tok.column
        if glued and tok.type in _NUMBERS and prev.type == "DEC_NUMBER":
            return TileSyntaxError("leading zeros are not allowed in a decimal integer",
                                   self._token_span(prev).merge(self._token_span(tok)))
        if glued and (tok.type == "NAME" or tok.type in _NUMBERS):  # `1__0`, `1e`, `1.5f`
            return _bad_number(f"{prev}{tok}",
                               self._token_span(prev).merge(self._token_span(tok)))
        if tok.type == "EQUAL" and kw in ("if", "elif", "while"):
            return TileSyntaxError(f"unexpected '=' in the {kw} condition; use '==' to compare",
                                   self._token_span(tok))
        if tok.type == "_NEWLINE" and "COLON" in expected and kw in _HEADERS:
            return TileSyntaxError(f"expected ':' at the end of the {kw} header",
                                   self._token_span(tok))
        if "_INDENT" in expected and tok.type != "_INDENT":
            return TileSyntaxError(self._no_body(prev), self._token_span(tok))
        if tok.type == "_INDENT":
            return TileSyntaxError("unexpected indent", self._token_span(tok))
        top_name = (header is not None and header.type == "NAME" and header.column == 1
                    and prev is header and expected <= {"COLON", "EQUAL"})  # `x + 1` at the top
        if top_name or ("KERNEL" in expected and tok.type not in ("KERNEL", "DEF", "AT")):
            return TileSyntaxError(
                f"unexpected {self._describe(tok)} at the top level; a file holds only "
                "'kernel' and 'def' definitions and module-level constants (NAME: constexpr "
                "= value); statements go inside the definitions",
                self._token_span(tok))
        notes = ()
        if "COMMA" in expected and self.ind.brackets and not same_line:
            notes = (f"note: is a ',' missing at the end of line {prev.end_line}?",)
        return TileSyntaxError(f"unexpected {self._describe(tok)}{self._expected(expected)}",
                               self._token_span(tok), notes)

    def _python_only(self, before, prev, header, tok) -> TileSyntaxError | None:
        """``import``/``from ... import`` or ``lambda``, which are names to the grammar, so
        the parser stops at the token after them: the error at the word itself, saying what
        to write instead; None when the bad token ``tok`` follows neither."""
        named = prev is not None and prev.type == "NAME"
        if named and prev is header and str(prev) in ("import", "from"):
            word = prev
        elif named and str(prev) == "lambda":
            word = prev
        elif tok.type == "COLON":  # `lambda(x): ...` parses as a call up to its ':'
            line = before[len(before) - next((i for i, t in enumerate(reversed(before))
                                              if t.type in _LAYOUT), len(before)):]
            word = next((t for t in line if t.type == "NAME" and str(t) == "lambda"), None)
        else:
            word = None
        if word is None:
            return None
        if str(word) == "lambda":
            return TileSyntaxError(
                "'lambda' is not part of the language: a kernel cannot define an anonymous "
                "function; write a 'def' helper in the .tile file and call it, or pass its "
                "name (reduce(x, 0, combine_fn))", self._token_span(word))
        what = "'from ... import'" if str(word) == "from" else "'import'"
        return TileSyntaxError(
            f"{what} is not part of the language: a .tile file cannot import modules; the "
            f"builtins (exp, sum, dot, libdevice.NAME, ...) need no import, and a helper "
            f"function is a 'def' in the same file", self._token_span(word))

    def _at_eof(self, prev, expected) -> TileSyntaxError:
        if self.ind.brackets:
            return self._unclosed(self.ind.brackets[-1], None)
        span = self._after(prev)
        if prev is not None and prev.type == "COLON":
            return TileSyntaxError(self._no_body(prev), span)
        expected = {e for e in expected if e not in _LAYOUT and e != "$END"}
        return TileSyntaxError(f"unexpected end of file{self._expected(expected)}", span)

    def _unclosed(self, bracket: Token, tok: Token | None) -> TileSyntaxError:
        notes = ()
        if tok is not None:
            notes = (f"note: the parser gave up at {self._token_span(tok)} "
                     f"(unexpected {self._describe(tok)})",)
        return TileSyntaxError(f"'{bracket}' was never closed", self._token_span(bracket), notes)

    def _no_body(self, colon) -> str:
        """Message for a header ending in ``colon`` that has no indented block after it."""
        head = None
        if colon is not None:
            head = self._line_head(self._before(colon) + [colon])
        what = f"the {head} header" if head is not None and str(head) in _HEADERS else "':'"
        return f"expected an indented block after {what} on line {colon.line if colon else 1}"

    # ---- helpers
    def _before(self, tok: Token) -> list:
        """History up to (not including) ``tok``."""
        for i in range(len(self.history) - 1, -1, -1):
            if self.history[i] is tok:
                return self.history[:i]
        return self.history

    @staticmethod
    def _line_head(tokens: list):
        """The first token of the logical line that ends ``tokens``."""
        head = None
        for t in reversed(tokens):
            if t.type in _LAYOUT:
                break
            head = t
        return head

    def _describe(self, tok: Token) -> str:
        if tok.type in _NUMBERS:
            return f"number {tok}"
        if tok.type == "NAME":
            return f"name '{tok}'"
        if tok.type == "STRING":
            text = str(tok) if len(tok) <= 20 else str(tok)[:17] + "..."
            return f"string {text}"
        if tok.type == "_INDENT":
            return "indent"
        if tok.type in _WORDS:
            return _WORDS[tok.type]
        return f"keyword '{tok}'" if str(tok).isidentifier() else f"'{tok}'"

    def _expected(self, expected: set) -> str:
        words = set()
        for name in expected:
            if name in _EXPR_START and {"NAME", "DEC_NUMBER"} <= expected:
                words.add((0, "an expression"))
            elif name in _WORDS:
                words.add((1 if name in ("NAME", "STRING") or name in _NUMBERS else 4,
                           _WORDS[name]))
            else:
                text = self._literal(name)
                if text in _OPERATORS and len(_OPERATORS & {self._literal(n) for n in expected}) > 2:
                    words.add((3, "an operator"))
                elif text is not None:
                    words.add((2, f"'{text}'"))
        items = [w for _, w in sorted(words)]
        if not items:
            return ""
        if len(items) == 1:
            return f"; expected {items[0]}"
        return "; expected one of: " + ", ".join(items)

    def _literal(self, name: str):
        try:
            pattern = self.lark.get_terminal(name).pattern
        except KeyError:
            return None
        return pattern.value if pattern.type == "str" else None

    def _token_span(self, tok: Token) -> Span:
        if tok.type == "_NEWLINE":  # point just past the code on that line (before a comment)
            code = self.source.line(tok.line)[: tok.column - 1].rstrip()
            return self._point(tok.line, len(code) + 1)
        if tok.type in _LAYOUT:
            return self._word_span(tok.line, tok.column)
        return Span(self.source, tok.line, tok.column, tok.end_line, tok.end_column)

    def _code(self, line: int) -> str:
        """Line ``line`` without a trailing comment (a rough cut: '#' in strings is rare)."""
        return self.source.line(line).split("#", 1)[0].rstrip()

    def _indent(self, line: int) -> int:
        text = self.source.line(line)
        return len(text) - len(text.lstrip())

    def _word_span(self, line: int, col: int) -> Span:
        """The word (identifier, number or one character) that starts at ``line:col``."""
        m = _WORD_RE.match(self.source.line(line), col - 1)
        width = len(m.group()) if m else 1
        return Span(self.source, line, col, line, col + width)

    def _after(self, tok) -> Span:
        if tok is None:
            return self._point(1, 1)
        return self._point(tok.end_line, tok.end_column)

    def _point(self, line: int, col: int) -> Span:
        return Span(self.source, line, col, line, col + 1)


def _bad_number(text: str, span: Span) -> TileSyntaxError:
    """The error for ``text``, a number the lexer read as a number and a word (or another
    number) glued to it: what is wrong with it, and how numbers are written."""
    low = text.lower()
    if "__" in text or text.endswith("_") or "_." in text or "._" in text:
        why = "; an underscore goes between two digits only (1_000)"
    elif re.search(r"e[-+]?$", low) and not low.startswith(("0x", "0b")):
        why = "; an exponent needs digits (1e3, 2.5e-4)"
    elif low.startswith(("0x", "0b")):
        why = ("; a hexadecimal literal uses the digits 0-9 and a-f (0x1F), a binary one 0 "
               "and 1 (0b101)")
    elif low[-1:] in "fdlu":
        why = ("; numbers take no type suffix: a literal's type follows from its value (as "
               "in Triton), and .to() converts (x.to(fp16))")
    else:
        why = "; write it as 1000, 1_000, 1.5, 1e-3, 0x1F or 0b101"
    return TileSyntaxError(f"invalid number literal '{text}'{why}", span)


def _dedent_line(history) -> int:
    """Best line for a bare lark DedentError (only raised by lark's own Indenter)."""
    nl = [t for t in history if t.type == "_NEWLINE"]
    return nl[-1].end_line if nl else 1


# ------------------------------------------------------------------ parse tree → AST
@dataclasses.dataclass(frozen=True)
class _Annot:
    text: str


@dataclasses.dataclass(frozen=True)
class _Clause:  # an elif/else clause before it is folded into nested Ifs
    span: Span
    test: object
    body: tuple


@dataclasses.dataclass(frozen=True)
class _Args:
    span: Span
    args: tuple
    keywords: tuple


@dataclasses.dataclass(frozen=True)
class _Doc:
    span: Span
    text: str


def _error(message: str, span: Span, *notes: str) -> TileSyntaxError:
    return TileSyntaxError(message, span, notes)


@v_args(meta=True)
class _ToAst(Transformer_NonRecursive):
    """Builds AST nodes bottom-up; each method receives lark's ``meta`` and the children."""

    def __init__(self, source: Source):
        super().__init__(visit_tokens=False)
        self.source = source

    # ---- spans
    def _span(self, meta) -> Span:
        return Span(self.source, meta.line, meta.column, meta.end_line, meta.end_column)

    def _tspan(self, tok: Token) -> Span:
        return Span(self.source, tok.line, tok.column, tok.end_line, tok.end_column)

    # ---- files and definitions
    def module(self, meta, ch):
        lines = self.source.lines
        span = Span(self.source, 1, 1, max(len(lines), 1), len(lines[-1]) + 1 if lines else 1)
        docstring = None
        for i, item in enumerate(ch):
            if isinstance(item, _Doc):
                if i:
                    raise _error("a string at the top level must be the first thing in the file "
                                 "(the module docstring); use a # comment here", item.span)
                docstring = item.text
        functions = tuple(f for f in ch if isinstance(f, ast.FunctionDef))
        constants = tuple(c for c in ch if isinstance(c, ast.ConstDef))
        return ast.Module(span, functions, docstring, constants)

    def const_def(self, meta, ch):
        name, value = ch[0], ch[-1]
        annotation = ch[1] if len(ch) == 3 else None
        if annotation is None or str(annotation) != "constexpr":
            where = self._tspan(annotation) if annotation is not None else self._tspan(name)
            raise _error(f"a name defined at the top level is a module-level constant and must "
                         f"be annotated constexpr: {name}: constexpr = ... (statements go "
                         f"inside kernels and helpers)", where)
        return ast.ConstDef(self._span(meta), str(name), value, self._tspan(name))

    def docstring_line(self, meta, ch):
        return _Doc(self._span(meta), self._string(ch[0]).value)

    def funcdef(self, meta, ch):
        decorators = tuple(c for c in ch if isinstance(c, ast.Decorator))
        rest = ch[len(decorators):]
        kind, name, body = rest[0], rest[1], rest[-1]
        params = rest[2] if len(rest) == 4 else ()
        seen = {}
        for p in params:
            if p.name in seen:
                raise _error(f"duplicate parameter '{p.name}'", p.span)
            seen[p.name] = p
        docstring, body = _split_docstring(body)
        return ast.FunctionDef(self._span(meta), str(name), tuple(params), body,
                               str(kind) == "kernel", docstring, decorators, self._tspan(name))

    def def_kind(self, meta, ch):
        return ch[0]

    def decorator(self, meta, ch):
        name = ast.Name(self._tspan(ch[0]), str(ch[0]))
        if len(ch) > 1:
            a = ch[1]
            call = ast.Call(name.span.merge(a.span), name, a.args, a.keywords)
        else:
            call = ast.Call(name.span, name, (), ())
        return ast.Decorator(self._span(meta), call)

    def call_parens(self, meta, ch):
        a = ch[0] if ch else _Args(None, (), ())
        return _Args(self._span(meta), a.args, a.keywords)

    def params(self, meta, ch):
        return tuple(ch)

    def param(self, meta, ch):
        annotation = next((c.text for c in ch[1:] if isinstance(c, _Annot)), None)
        default = next((c for c in ch[1:] if not isinstance(c, _Annot)), None)
        return ast.Param(self._span(meta), str(ch[0]), annotation, default)

    def dtype_annotation(self, meta, ch):
        return _Annot(str(ch[0]))

    def pointer_annotation(self, meta, ch):
        return _Annot("*" + str(ch[0]))

    # ---- statements
    def suite(self, meta, ch):
        return tuple(ch)

    def assign(self, meta, ch):
        target, value = ch
        elts = target.elts if isinstance(target, ast.Tuple) else (target,)
        for t in elts:
            _check_target(t)
        return ast.Assign(self._span(meta), tuple(elts), value)

    def aug_assign(self, meta, ch):
        target, op, value = ch
        _check_target(target)
        return ast.AugAssign(self._span(meta), target, str(op)[:-1], value)

    def expr_stmt(self, meta, ch):
        return ast.ExprStmt(self._span(meta), ch[0])

    def pass_stmt(self, meta, ch):
        return ast.Pass(self._span(meta))

    def break_stmt(self, meta, ch):
        return ast.Break(self._span(meta))

    def continue_stmt(self, meta, ch):
        return ast.Continue(self._span(meta))

    def return_stmt(self, meta, ch):
        return ast.Return(self._span(meta), ch[0] if ch else None)

    def if_stmt(self, meta, ch):
        span = self._span(meta)
        test, body, clauses = ch[0], ch[1], ch[2:]
        orelse = ()
        for clause in reversed(clauses):
            if clause.test is None:  # else
                orelse = clause.body
            else:  # elif: an If inside orelse, spanning to the end of the whole statement
                s = Span(self.source, clause.span.line, clause.span.col, span.end_line,
                         span.end_col)
                orelse = (ast.If(s, clause.test, clause.body, orelse),)
        return ast.If(span, test, body, orelse)

    def elif_clause(self, meta, ch):
        return _Clause(self._span(meta), ch[0], ch[1])

    def else_clause(self, meta, ch):
        return _Clause(self._span(meta), None, ch[0])

    def for_stmt(self, meta, ch):
        name, it, body = ch
        if not isinstance(it, ast.Call):
            raise _error("a for loop must iterate over range(...) or static_range(...)", it.span)
        return ast.For(self._span(meta), ast.Name(self._tspan(name), str(name)), it, body)

    def while_stmt(self, meta, ch):
        return ast.While(self._span(meta), ch[0], ch[1])

    # ---- expressions
    def expr_input(self, meta, ch):
        return ch[0]

    def tuple(self, meta, ch):
        return ast.Tuple(self._span(meta), tuple(ch))

    def list(self, meta, ch):
        return ast.Tuple(self._span(meta), tuple(ch))

    def empty_tuple(self, meta, ch):
        return ast.Tuple(self._span(meta), ())

    def paren(self, meta, ch):
        """``(x)``: the inner node, its span widened to include the parentheses."""
        return dataclasses.replace(ch[0], span=self._span(meta))

    def if_exp(self, meta, ch):
        body, test, orelse = ch
        return ast.IfExp(self._span(meta), test, body, orelse)

    def or_test(self, meta, ch):
        return ast.BoolOp(self._span(meta), "or", tuple(ch))

    def and_test(self, meta, ch):
        return ast.BoolOp(self._span(meta), "and", tuple(ch))

    def not_op(self, meta, ch):
        return ast.UnaryOp(self._span(meta), "not", ch[0])

    def comparison(self, meta, ch):
        compares = tuple(ast.Compare(ch[i].span.merge(ch[i + 2].span), str(ch[i + 1]), ch[i],
                                     ch[i + 2]) for i in range(0, len(ch) - 2, 2))
        if len(compares) == 1:
            return compares[0]
        return ast.BoolOp(self._span(meta), "and", compares)

    def _fold(self, operands, ops):
        node = operands[0]
        for op, right in zip(ops, operands[1:]):
            node = ast.BinOp(node.span.merge(right.span), str(op), node, right)
        return node

    def bor(self, meta, ch):
        return self._fold(ch, ["|"] * len(ch))

    def bxor(self, meta, ch):
        return self._fold(ch, ["^"] * len(ch))

    def band(self, meta, ch):
        return self._fold(ch, ["&"] * len(ch))

    def _chain(self, meta, ch):
        return self._fold(ch[0::2], ch[1::2])

    shift = arith = term = _chain

    def _op(self, meta, ch):
        return ch[0]

    comp_op = shift_op = add_op = mul_op = unary_op = aug_op = _op

    def unary(self, meta, ch):
        return ast.UnaryOp(self._span(meta), str(ch[0]), ch[1])

    def pow(self, meta, ch):
        raise _error(_POW_MESSAGE, self._tspan(ch[1]))

    def call(self, meta, ch):
        a = ch[1] if len(ch) > 1 else _Args(None, (), ())
        return ast.Call(self._span(meta), ch[0], a.args, a.keywords)

    def arguments(self, meta, ch):
        args, keywords = [], []
        for c in ch:
            if isinstance(c, ast.Keyword):
                if any(k.name == c.name for k in keywords):
                    raise _error(f"keyword argument '{c.name}' repeated", c.span)
                keywords.append(c)
            elif keywords:
                raise _error("positional argument follows keyword argument", c.span)
            else:
                args.append(c)
        return _Args(self._span(meta), tuple(args), tuple(keywords))

    def keyword(self, meta, ch):
        return ast.Keyword(self._span(meta), str(ch[0]), ch[1])

    def attribute(self, meta, ch):
        return ast.Attribute(self._span(meta), ch[0], str(ch[1]))

    def subscript(self, meta, ch):
        return ast.Subscript(self._span(meta), ch[0], ch[1])

    def subscripts(self, meta, ch):
        return tuple(ch)

    def slice(self, meta, ch):
        return ast.Slice(self._span(meta))

    # ---- atoms
    def name(self, meta, ch):
        return ast.Name(self._span(meta), str(ch[0]))

    def int_literal(self, meta, ch):
        text = str(ch[0]).replace("_", "")
        try:
            value = int(text, 0)
        except ValueError:  # more than Python's 4300 decimal digits
            raise TileSyntaxError(f"integer literal of {len(text)} digits; an integer must fit "
                                  "in 64 bits", self._span(meta)) from None
        return ast.Constant(self._span(meta), value)

    def float_literal(self, meta, ch):
        return ast.Constant(self._span(meta), float(str(ch[0]).replace("_", "")))

    def string(self, meta, ch):
        return self._string(ch[0])

    def _string(self, tok: Token) -> ast.String:
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                value = _pyast.literal_eval(str(tok))
        except (SyntaxError, ValueError) as exc:
            raise _error(f"invalid string literal: {exc.msg if hasattr(exc, 'msg') else exc}",
                         self._tspan(tok)) from None
        return ast.String(self._tspan(tok), value)

    def true(self, meta, ch):
        return ast.Constant(self._span(meta), True)

    def false(self, meta, ch):
        return ast.Constant(self._span(meta), False)

    def none(self, meta, ch):
        return ast.Constant(self._span(meta), None)


_TARGET_HINTS = {
    ast.Subscript: "cannot assign to a subscript; tiles are values: use store(ptr, value, "
                   "mask=...) to write memory, or where(...) to replace elements",
    ast.Attribute: "cannot assign to an attribute",
    ast.Call: "cannot assign to a function call",
    ast.Tuple: "cannot assign to a nested tuple; unpack one level at a time",
}


def _check_target(node) -> None:
    """Assignment targets are plain names."""
    if not isinstance(node, ast.Name):
        message = _TARGET_HINTS.get(type(node), "cannot assign to an expression; the left side "
                                                "of '=' must be a name")
        raise _error(message, node.span)


def _split_docstring(body: tuple):
    """``(docstring, rest)`` when the first statement is a string literal."""
    if body and isinstance(body[0], ast.ExprStmt) and isinstance(body[0].value, ast.String):
        return body[0].value.value, tuple(body[1:])
    return None, tuple(body)
