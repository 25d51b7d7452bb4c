"""Positions in the Python source, and text edits applied to it.

Python's ``ast`` gives columns in UTF-8 bytes; :class:`PySource` turns them into character
offsets into the text, and knows which lines end inside a multi-line string or with a
backslash, where a trailing ``# L<n>`` comment cannot go.
"""
from __future__ import annotations

import io
import tokenize
from dataclasses import dataclass


@dataclass(frozen=True)
class Edit:
    """Replace ``text[start:end]`` by ``new`` (``start == end``: an insertion)."""

    start: int
    end: int
    new: str


class PySource:
    def __init__(self, text: str, filename: str):
        self.text = text
        self.filename = filename
        self.lines = text.splitlines(keepends=True)
        self.starts = [0]
        for line in self.lines:
            self.starts.append(self.starts[-1] + len(line))
        self.no_comment = self._lines_without_room()

    def offset(self, lineno: int, col_bytes: int) -> int:
        line = self.lines[lineno - 1] if lineno <= len(self.lines) else ""
        return self.starts[lineno - 1] + len(line.encode("utf-8")[:col_bytes].decode("utf-8"))

    def span(self, node) -> tuple[int, int]:
        return (self.offset(node.lineno, node.col_offset),
                self.offset(node.end_lineno, node.end_col_offset))

    def column(self, node) -> int:
        """1-based character column of ``node``."""
        return self.offset(node.lineno, node.col_offset) - self.starts[node.lineno - 1] + 1

    def segment(self, node) -> str:
        s, e = self.span(node)
        return self.text[s:e]

    def line_end(self, lineno: int) -> int:
        """Offset of the end of line ``lineno`` (before its newline)."""
        return self.starts[lineno - 1] + len(self.lines[lineno - 1].rstrip("\r\n"))

    def _lines_without_room(self) -> set:
        """Lines whose end lies inside a string token or continues with a backslash."""
        out = set()
        for i, line in enumerate(self.lines, 1):
            if line.rstrip("\r\n").endswith("\\"):
                out.add(i)
        try:
            for tok in tokenize.generate_tokens(io.StringIO(self.text).readline):
                if tok.type == tokenize.STRING and tok.end[0] > tok.start[0]:
                    out.update(range(tok.start[0], tok.end[0]))
                elif getattr(tokenize, "FSTRING_START", None) is not None and \
                        tok.type == tokenize.FSTRING_START:
                    out.add(tok.start[0])
        except (tokenize.TokenError, SyntaxError, IndentationError):
            pass
        return out


def apply(text: str, start: int, end: int, edits: list) -> str:
    """``text[start:end]`` with ``edits`` (absolute offsets inside it) applied; an insertion
    that falls strictly inside a replacement is dropped with it."""
    reps = sorted((e for e in edits if e.end > e.start), key=lambda e: e.start)
    kept = list(reps)
    for e in edits:
        if e.end == e.start and not any(r.start < e.start < r.end for r in reps):
            kept.append(e)
    kept.sort(key=lambda e: (e.start, e.end))
    out, pos = [], start
    for e in kept:
        if e.start < pos:  # overlapping replacement: the outer one already covers it
            continue
        out.append(text[pos:e.start])
        out.append(e.new)
        pos = e.end
    out.append(text[pos:end])
    return "".join(out)
