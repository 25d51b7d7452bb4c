"""Source text and spans: every AST node and IR op points back at ``file:line:col``."""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, eq=False)
class Source:
    """The text of one ``.tile`` file and its name (a path, or ``<string>``)."""

    text: str = field(repr=False)  # a Span's repr (in an IR object's) names the file only
    filename: str = "<string>"
    lines: tuple = field(init=False, repr=False)

    def __post_init__(self):
        # lines end at "\n" only, as the lexer counts them: str.splitlines() also breaks at
        # form feeds, vertical tabs and U+2028, which would show the wrong line under an error
        lines = self.text.split("\n")
        if lines[-1] == "":
            lines.pop()
        object.__setattr__(self, "lines", tuple(ln[:-1] if ln.endswith("\r") else ln
                                                for ln in lines))

    def line(self, lineno: int) -> str:
        """Line ``lineno`` (1-based) without its newline; ``""`` past the end."""
        if 1 <= lineno <= len(self.lines):
            return self.lines[lineno - 1]
        return ""


@dataclass(frozen=True)
class Span:
    """A range of a :class:`Source`: 1-based line and column, end column exclusive.

    ``end_line``/``end_col`` may equal ``line``/``col + 1`` for a one-character span.
    """

    source: Source
    line: int
    col: int
    end_line: int
    end_col: int

    def __str__(self) -> str:
        return f"{self.source.filename}:{self.line}:{self.col}"

    @property
    def short(self) -> str:
        """``basename:line:col``, used in IR text."""
        import os

        return f"{os.path.basename(self.source.filename)}:{self.line}:{self.col}"

    def caret_lines(self) -> str:
        """The source line and a row of ``^`` under the span (first line of a multi-line span).

        A line longer than :data:`SHOWN_COLUMNS` is shown as a window around the span's start,
        with ``...`` where it is cut (:func:`line_window`)."""
        text = self.source.line(self.line)
        if self.end_line == self.line:
            width = max(1, self.end_col - self.col)
        else:
            width = max(1, len(text) - self.col + 1)
        text, start, width = line_window(text, self.col - 1, width)
        text = text.replace("\f", " ").replace("\v", " ")  # shown as the blanks they are
        return f"    {text}\n    {' ' * start}{'^' * width}"

    def merge(self, other: "Span") -> "Span":
        """The smallest span covering ``self`` and ``other`` (same source)."""
        a = min((self.line, self.col), (other.line, other.col))
        b = max((self.end_line, self.end_col), (other.end_line, other.end_col))
        return Span(self.source, a[0], a[1], b[0], b[1])


#: the most characters of a source line an error shows; a longer line is cut around the span
SHOWN_COLUMNS = 120
_CUT = "..."


def line_window(text: str, start: int, width: int) -> tuple[str, int, int]:
    """``(shown, caret start, caret width)`` for carets under ``text[start:start + width]``.

    A line of at most :data:`SHOWN_COLUMNS` characters is shown whole. A longer one is cut to
    a window of ``SHOWN_COLUMNS - 6`` of its characters, ``...`` marking each cut end: the span
    is centred in the window when it fits, else the window starts a quarter of its width before
    the span and the carets stop at the window's end."""
    if len(text) <= SHOWN_COLUMNS:
        return text, start, width
    room = SHOWN_COLUMNS - 2 * len(_CUT)  # the source characters shown
    before = (room - width) // 2 if width <= room else room // 4
    lo = max(0, min(start - before, len(text) - room))
    hi = lo + room
    head = _CUT if lo > 0 else ""
    tail = _CUT if hi < len(text) else ""
    shown_start = len(head) + start - lo
    return (head + text[lo:hi] + tail, shown_start,
            max(1, min(start + width, hi) - start))


UNKNOWN_SOURCE = Source("", "<unknown>")
UNKNOWN_SPAN = Span(UNKNOWN_SOURCE, 0, 0, 0, 0)
