"""An error on a very long source line shows a window of the line around the span, ``...`` at
each cut end and the carets under the span's own characters; ``file:line:col`` stays exact, and
a line of at most 120 characters is shown whole."""
from __future__ import annotations

import pytest

import tiledsl
from tiledsl.errors import TileError, TileSyntaxError
from tiledsl.source import SHOWN_COLUMNS, Source, Span

NESTING = ("nesting deeper than 2500 levels (each operator, call, bracket and block counts "
           "one); split the expression with intermediate variables")


def shown(err: TileError) -> tuple[str, str, str]:
    """The head, source and caret lines of a one-span error, the 4-space indent removed."""
    head, line, carets = str(err).splitlines()[:3]
    assert line.startswith("    ") and carets.startswith("    ")
    return head, line[4:], carets[4:]


def under_carets(line: str, carets: str) -> str:
    start = carets.index("^")
    assert set(carets[start:]) == {"^"}
    return line[start:len(carets)]


def test_a_twenty_thousand_term_line_shows_its_start():
    """The new user's kernel: a nesting error whose span is the whole 80,000-character sum
    printed the line and a caret under every character of it (about 150 KB)."""
    expr = " + ".join(["1"] * 20000)
    src = f"kernel k(X: *fp32):\n    x = {expr}\n    store(X, x)\n"
    with pytest.raises(TileSyntaxError) as info:
        tiledsl.compile(src, filename="long.tile")
    text = str(info.value)
    assert len(text) < 400
    head, line, carets = shown(info.value)
    assert head == f"long.tile:2:9: {NESTING}"
    source_line = src.splitlines()[1]
    assert line == source_line[:SHOWN_COLUMNS - 6] + "..."
    # the carets start under the sum's first '1' and stop where the window ends
    assert carets == " " * 8 + "^" * (SHOWN_COLUMNS - 6 - 8)


def test_an_error_at_the_end_of_a_long_line_shows_the_end():
    expr = " + ".join(["1"] * 2000)
    src = f"kernel k(X: *fp32):\n    x = {expr} + yy\n    store(X, x)\n"
    col = src.splitlines()[1].index("yy") + 1
    with pytest.raises(TileError) as info:
        tiledsl.compile(src, filename="t.tile").k.ir(X="*fp32")
    err = getattr(info.value, "errors", [info.value])[0]
    head, line, carets = shown(err)
    assert head == f"t.tile:2:{col}: undefined name 'yy'" and col == 8009
    assert line == "..." + src.splitlines()[1][-(SHOWN_COLUMNS - 6):]
    assert under_carets(line, carets) == "yy"


def test_a_bad_character_in_the_middle_of_a_long_line_is_centred():
    expr = " + ".join(["1"] * 600)
    src = f"kernel k(X: *fp32):\n    x = {expr} $ {expr}\n"
    source_line = src.splitlines()[1]
    col = source_line.index("$") + 1
    with pytest.raises(TileSyntaxError) as info:
        tiledsl.compile(src, filename="t.tile")
    head, line, carets = shown(info.value)
    assert head == f"t.tile:2:{col}: unexpected character '$'"
    assert len(line) == SHOWN_COLUMNS and line.startswith("...") and line.endswith("...")
    assert carets.index("^") == 3 + (SHOWN_COLUMNS - 6 - 1) // 2 and carets.count("^") == 1
    assert under_carets(line, carets) == "$"
    lo = col - 1 - (SHOWN_COLUMNS - 6 - 1) // 2
    assert line[3:-3] == source_line[lo:lo + SHOWN_COLUMNS - 6]


@pytest.mark.parametrize("n, cut", [(SHOWN_COLUMNS, False), (SHOWN_COLUMNS + 1, True)])
def test_a_line_that_fits_is_shown_whole(n, cut):
    text = "x" * (n - 10) + "abc" + "y" * 7
    span = Span(Source(text + "\n"), 1, n - 9, 1, n - 6)
    line, carets = span.caret_lines().splitlines()
    if not cut:
        assert line == "    " + text and carets == "    " + " " * (n - 10) + "^^^"
    else:
        assert line == "    ..." + text[n - (SHOWN_COLUMNS - 6):]
        assert line.endswith("abc" + "y" * 7)
        assert under_carets(line[4:], carets[4:]) == "abc"


def test_a_multi_line_span_on_a_long_line_runs_to_the_window_end():
    first = "a" * 50 + "(" + "b" * 300
    span = Span(Source(first + "\n)\n"), 1, 51, 2, 2)
    line, carets = span.caret_lines().splitlines()
    lo = 50 - (SHOWN_COLUMNS - 6) // 4
    assert line == "    ..." + first[lo:lo + SHOWN_COLUMNS - 6] + "..."
    assert under_carets(line[4:], carets[4:]) == first[50:lo + SHOWN_COLUMNS - 6]
