"""The parser's tables between processes.

Building the LALR parser of ``grammar/tile.lark`` takes lark a few tenths of a second; loading
its serialized form takes milliseconds. :func:`build` keeps that form in
``$TILEDSL_CACHE_DIR/lark``, in a file named by a key of its own: the grammar text, lark's
version, the parser options and the Python version. (lark's ``cache=`` option never hits for
this parser, because its key includes the text of ``propagate_positions``, a function whose
address changes in every process.)

An entry is the key on one line, then lark's ``Lark.save`` pickle. A missing, stale, corrupt
or hostile entry (a FIFO, a device, a folder, a file over :data:`MAX_BYTES`) is rebuilt and,
where the folder is writable, replaced; none of it is ever fatal. Like lark's own cache, the
entry is a pickle: the cache folder must be the user's own.
"""
from __future__ import annotations

import hashlib
import io
import pickle
import sys

import lark
from lark import Lark

from . import knobs
from .atomicfile import atomic_write, read_cache_file
from .errors import TileLaunchError

#: the format of an entry (part of the key)
FORMAT = "tiledsl-grammar-cache 1"

#: the largest entry read back (the tile grammar's is about 100 KB)
MAX_BYTES = 32 << 20

#: where the last :func:`build` of this process took its parser from: "cache" or "grammar"
loaded_from: str | None = None


def build(grammar_path, options: dict, runtime: dict) -> Lark:
    """The lark parser of the grammar file ``grammar_path``: ``options`` are lark options
    that the cache can hold (they are part of the key), ``runtime`` the ones it cannot
    (``postlex``, ``propagate_positions``: given to the parser as it is built or loaded).
    Loaded from the cache when it holds this key, else built and saved."""
    global loaded_from
    with open(grammar_path, encoding="utf-8") as f:
        text = f.read()
    key = cache_key(text, options)
    path = entry_path(key)
    parser = _load(path, key, runtime) if path is not None else None
    if parser is not None:
        loaded_from = "cache"
        return parser
    parser = Lark(text, **options, **runtime)
    if path is not None:
        _save(parser, path, key, runtime)
    loaded_from = "grammar"
    return parser


def cache_key(text: str, options: dict) -> str:
    """The hex SHA-256 of everything the parser's tables depend on."""
    parts = (FORMAT, text, lark.__version__, sorted(options.items()), sys.version_info[:2])
    return hashlib.sha256(repr(parts).encode("utf-8")).hexdigest()


def entry_path(key: str):
    """The entry's file for ``key``, or None when there is no cache folder to use (an
    invalid ``TILEDSL_CACHE_DIR``, no home folder)."""
    try:
        return knobs.cache_dir() / "lark" / f"tile-grammar-{key[:32]}.pickle"
    except (TileLaunchError, OSError, RuntimeError):  # no usable folder: parse without one
        return None


def _load(path, key: str, runtime: dict) -> Lark | None:
    """The parser stored at ``path`` under ``key``, or None (no entry, another key, not a
    regular file, corrupt)."""
    try:
        raw = read_cache_file(path, MAX_BYTES)
    except OSError:
        return None
    head, _, body = raw.partition(b"\n")
    if head != key.encode("ascii"):
        return None
    try:
        return Lark.__new__(Lark)._load(pickle.loads(body), **runtime)
    except Exception:  # noqa: BLE001 - a corrupt entry is rebuilt
        return None


def _save(parser: Lark, path, key: str, runtime: dict) -> None:
    """Write the entry atomically; an unwritable folder is not an error."""
    buf = io.BytesIO()
    buf.write(key.encode("ascii") + b"\n")
    parser.save(buf, exclude_options=tuple(runtime))
    try:
        atomic_write(path, buf.getvalue())
    except OSError:
        pass


__all__ = ["build", "cache_key", "entry_path", "FORMAT", "MAX_BYTES"]
