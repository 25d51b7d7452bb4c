"""Loading: ``tiledsl.load(path)`` and ``tiledsl.compile(text)`` read, decode, parse and check a
``.tile`` source and return its :class:`~tiledsl.launch.kernel.Module`."""
from __future__ import annotations

import errno
import os
import re
import stat
from dataclasses import dataclass

from ..atomicfile import read_at_most
from ..errors import TileFileError, TileSyntaxError, usage_type_error, user_facing
from ..source import Source, Span
from .kernel import Module


@user_facing
def load(path) -> "Module":
    """Read, parse and check the ``.tile`` file at ``path`` (a str or ``os.PathLike``).

    Raises :class:`~tiledsl.errors.TileFileError` (a TileError and an OSError) when the file
    cannot be read (no such file, a directory, no permission), TileSyntaxError for a file that
    is not valid UTF-8 or not valid syntax, TileCompileErrors for a file with errors, and
    TypeError when ``path`` is not a path."""
    if not isinstance(path, (str, bytes, os.PathLike)):
        raise usage_type_error(
            f"tiledsl.load() takes the path of a .tile file (str or os.PathLike), got "
            f"{_what(path)}; to compile source text, use tiledsl.compile(text)")
    name = os.fsdecode(path)
    return _compile(read_source(name), name)


#: the largest .tile file read (far beyond the front end's own limits on statements)
MAX_SOURCE_BYTES = 64 * 1024 * 1024


def read_source(path: str, kind: str = ".tile") -> str:
    """The text of the ``.tile`` file (``kind``: the suffix messages name) at ``path``,
    decoded as UTF-8 without a leading byte-order mark. Raises TileFileError when it cannot be read (also past
    :data:`MAX_SOURCE_BYTES`, which a device such as ``/dev/zero`` reaches) and
    TileSyntaxError, at the line and column of the first bad byte, when it is not valid
    UTF-8."""
    if "\0" in path:  # open() raises ValueError, not OSError, for these
        raise TileFileError(f"cannot read {path!r}: a path cannot contain a NUL character "
                            "(\\0); check how the path was built", path, None, None)
    try:
        data = _read_bounded(path)
    except OSError as e:
        raise TileFileError.from_os_error(path, e, kind) from None
    if data is None:
        raise TileFileError(f"cannot read {path}: it holds more than {MAX_SOURCE_BYTES} bytes, "
                            f"the most a {kind} file may (a device such as /dev/zero never "
                            f"ends); pass a {kind} file", path, None, None)
    return decode_source(data, path)


def _read_bounded(path: str) -> bytes | None:
    """The bytes of ``path``, or None past :data:`MAX_SOURCE_BYTES`. Opened without blocking,
    so a FIFO that no one writes opens (and reads as empty) instead of waiting forever; a pipe
    that is written (``<(cat x.tile)``) and a device are then read in blocking mode, at most
    the limit and one byte. A folder raises IsADirectoryError."""
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0)
                 | getattr(os, "O_BINARY", 0))
    try:
        st = os.fstat(fd)
        if stat.S_ISDIR(st.st_mode):
            raise IsADirectoryError(errno.EISDIR, "Is a directory", path)
        if stat.S_ISREG(st.st_mode) and st.st_size > MAX_SOURCE_BYTES:
            return None
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        data = read_at_most(fd, MAX_SOURCE_BYTES + 1)
    finally:
        os.close(fd)
    return None if len(data) > MAX_SOURCE_BYTES else data


def decode_source(data: bytes, path: str) -> str:
    """The text of a ``.tile`` file's bytes (read from ``path``, or ``<stdin>``): UTF-8
    without a leading byte-order mark. Raises TileSyntaxError, at the line and column of the
    first bad byte, when it is not valid UTF-8."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise _not_utf8(path, data, e) from None
    return text[1:] if text.startswith("\ufeff") else text


def _not_utf8(path: str, data: bytes, e: UnicodeDecodeError) -> TileSyntaxError:
    before = data[:e.start].decode("utf-8")
    line = before.count("\n") + 1
    col = len(before) - (before.rfind("\n") + 1) + 1
    text = data.decode("utf-8", errors="replace")
    if text.startswith("\ufeff"):  # the byte-order mark is not part of the text
        text = text[1:]
        col -= line == 1
    source = Source(text, path)
    if data[:2] in (b"\xff\xfe", b"\xfe\xff"):
        message = ("the file is not valid UTF-8: it starts with a UTF-16 byte-order mark; save "
                   "it as UTF-8")
    else:
        message = (f"the file is not valid UTF-8 (byte 0x{data[e.start]:02x} cannot be "
                   f"decoded); .tile files are UTF-8: save it as UTF-8 (it may be in Latin-1 or "
                   f"another 8-bit encoding)")
    return TileSyntaxError(message, Span(source, line, col, line, col + 1))


@user_facing
def compile_source(text: str, filename: str = "<string>") -> "Module":
    """Parse and check ``.tile`` source text (all errors of the file are raised together);
    a leading byte-order mark is ignored. Raises TypeError when ``text`` is not a str."""
    if not isinstance(text, str):
        hint = ("; decode it first, e.g. tiledsl.compile(data.decode('utf-8')), or use "
                "tiledsl.load(path) for a file") if isinstance(text, (bytes, bytearray)) else (
                "; to load a file, use tiledsl.load(path)" if isinstance(text, os.PathLike)
                else "")
        raise usage_type_error(f"tiledsl.compile() takes the source text as a str, got "
                               f"{_what(text)}{hint}")
    if isinstance(filename, os.PathLike):
        filename = os.fspath(filename)
    if not isinstance(filename, str):
        raise usage_type_error(
            f"tiledsl.compile(): filename must be a str, got {_what(filename)}")
    return _compile(text[1:] if text.startswith("\ufeff") else text, filename)


def _compile(text: str, filename: str) -> "Module":
    from ..parser import parse

    if "\r" in text:  # old Mac line ends (a lone CR) are line ends, as in Python
        text = re.sub(r"\r(?!\n)", "\n", text)
    source = Source(text, filename)
    tree = parse(source)
    return Module(source, tree, _kernel_sigs(tree))


def _what(value) -> str:
    """``None``, ``bytes``, ``an int`` ... for TypeError messages."""
    if value is None:
        return "None"
    return type(value).__name__


def _kernel_sigs(tree) -> dict:
    """``{name: KernelSig}`` of the kernels in ``tree``, from ``check.check_module``."""
    from .. import check

    info = check.check_module(tree)
    kernels = getattr(info, "kernels", None)
    if kernels is None:  # a checker that returns None: build the signatures from the AST
        kernels = {f.name: _Sig(f.name, check.signature(f), f, f.span)
                   for f in tree.functions if f.is_kernel}
    return dict(kernels)


@dataclass
class _Sig:
    name: str
    params: list
    fdef: object
    span: object
