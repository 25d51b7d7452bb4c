"""``tiledsl port``: Triton kernels (Python source) to a ``.tile`` file.

::

    result = tiledsl.port.port_source(text, filename="kernels.py")
    result.text            # the .tile source; it loads with tiledsl.compile / tiledsl check
    result.diagnostics     # Diagnostic objects: "file:line:col: error|note: what, what to do"
    tiledsl.port.port_file("kernels.py", "kernels.tile")   # the same, written to a file

The Python file is read as text and parsed with :mod:`ast`; it is never imported, and Triton
need not be installed. :mod:`.module` says which functions are ported and how,
:mod:`.rewrite` how one function is translated, :mod:`.configs` the autotuning decorators,
:mod:`.names` the name tables. ``docs/port.md`` is the user's page.
"""
from __future__ import annotations

from .module import Diagnostic, PortResult, port_source


def port_file(path: str, out: str | None = None) -> PortResult:
    """Port the Python file at ``path``; with ``out``, write the ``.tile`` text there (UTF-8).

    Returns the :class:`PortResult`. Raises :class:`tiledsl.TileFileError` when ``path``
    cannot be read, :class:`SyntaxError` when it is not Python, :class:`OSError` when ``out``
    cannot be written."""
    from ..launch import read_source

    text = read_source(path, kind=".py")
    result = port_source(text, filename=path)
    if out is not None:
        with open(out, "w", encoding="utf-8") as f:
            f.write(result.text)
    return result


__all__ = ["port_source", "port_file", "PortResult", "Diagnostic"]
