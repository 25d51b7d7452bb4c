"""Runs the examples of a markdown page (``docs/debugging.md``) and collects what they print.

Markers (HTML comments, invisible on the rendered page) say what a fenced block is:

* ``<!-- file: NAME -->`` before a block: write the block to ``NAME`` in the work folder;
* ``<!-- run -->`` before a ``python`` block: run it (one namespace for the page, the work
  folder as current directory); a following ``<!-- output -->`` block is what it must print;
* a ``console`` block whose first line is ``$ python SCRIPT`` or ``$ tiledsl debug SCRIPT``:
  run that (in this process), feeding the commands of its ``(tdb) `` lines as standard input;
  the rest of the block is what it must print.

:func:`run_page` returns ``[(where, expected, actual)]`` for every block with an expected
output; ``python tests/doc_runner.py docs/debugging.md`` prints the actual outputs (to write
the page).
"""
from __future__ import annotations

import contextlib
import io
import os
import re
import runpy
import sys
from pathlib import Path

_BLOCK = re.compile(r"(?:<!-- (?P<mark>[^>]*?) -->\n)?```(?P<info>[^\n]*)\n(?P<body>.*?)```\n",
                    re.S)


def blocks(text: str):
    """``(line, marker, info, body)`` of each fenced block, with the marker before it."""
    for m in _BLOCK.finditer(text):
        line = text.count("\n", 0, m.start()) + 1
        yield line, (m.group("mark") or "").strip(), m.group("info").strip(), m.group("body")


@contextlib.contextmanager
def _io(stdin_text: str):
    out = io.StringIO()
    saved = sys.stdin, sys.stdout, sys.stderr
    sys.stdin, sys.stdout, sys.stderr = io.StringIO(stdin_text), out, out
    try:
        yield out
    finally:
        sys.stdin, sys.stdout, sys.stderr = saved


def _console(body: str) -> tuple[str, str]:
    lines = body.splitlines()
    command = lines[0][2:].strip()
    expected = "\n".join(lines[1:]) + "\n"
    stdin = "".join(line[len("(tdb) "):] + "\n" for line in lines[1:]
                    if line.startswith("(tdb) "))
    words = command.split()
    with _io(stdin) as out:
        if words[:1] == ["python"]:
            saved = sys.argv
            sys.argv = words[1:]
            try:
                runpy.run_path(words[1], run_name="__main__")
            finally:
                sys.argv = saved
        elif words[:2] == ["tiledsl", "debug"]:
            from tiledsl.cli import main

            main(words[1:])
        else:
            raise ValueError(f"the page runs only python and tiledsl debug, not {command!r}")
    return expected, out.getvalue()


def run_page(path, workdir) -> list[tuple[str, str, str]]:
    """Run every example of the page at ``path`` in ``workdir`` (see the module docstring)."""
    text = Path(path).read_text(encoding="utf-8")
    results = []
    namespace: dict = {"__name__": "__doc__"}
    pending = None  # (where, actual) of a run block waiting for its output block
    cwd = os.getcwd()
    os.chdir(workdir)
    sys.path.insert(0, str(workdir))
    try:
        for line, mark, info, body in blocks(text):
            where = f"{path}:{line}"
            if mark.startswith("file:"):  # a file the examples use
                Path(workdir, mark[5:].strip()).write_text(body, encoding="utf-8")
            elif mark == "run":
                with _io("") as out:
                    # as a script named example.py would (messages name their caller's file)
                    exec(compile(body, "example.py", "exec"), namespace)  # noqa: S102
                pending = (where, out.getvalue())
            elif mark == "output":
                if pending is None:
                    raise ValueError(f"{where}: an output block with no run block before it")
                results.append((pending[0], body, pending[1]))
                pending = None
            elif info == "console" and body.startswith("$ "):
                expected, actual = _console(body)
                results.append((where, expected, actual))
    finally:
        os.chdir(cwd)
        sys.path.remove(str(workdir))
    return results


if __name__ == "__main__":
    import tempfile

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    with tempfile.TemporaryDirectory() as d:
        for where, expected, actual in run_page(os.path.abspath(sys.argv[1]), d):
            mark = "same" if expected == actual else "DIFFERS"
            print(f"==== {where} ({mark})\n{actual}", end="")
