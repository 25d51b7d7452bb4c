"""File access of the on-disk caches (compiled kernels, autotuning results, the parser):
atomic writes, and reads that touch only regular files of a bounded size."""
from __future__ import annotations

import errno
import os
import stat
import tempfile

#: the largest cache file read back (a compiled kernel is a few MB, a record a few KB)
MAX_CACHE_FILE = 256 << 20

_KINDS = ((stat.S_ISFIFO, "a FIFO"),
          (stat.S_ISCHR, "a character device"), (stat.S_ISBLK, "a block device"),
          (stat.S_ISSOCK, "a socket"))


class NotACacheFile(OSError):
    """A cache path holds something other than a regular file of at most the size limit; the
    caches treat it as a corrupt entry."""


def _kind(mode: int) -> str:
    """What a file of this ``st_mode`` is, in words."""
    return next((name for test, name in _KINDS if test(mode)), "not a regular file")


def read_cache_file(path, limit: int = MAX_CACHE_FILE) -> bytes:
    """The bytes of ``path``, when it is (or links to) a regular file of at most ``limit``
    bytes. It is opened without blocking (a FIFO opens at once, with no writer) and checked
    with ``fstat`` before anything is read, so a FIFO, a device such as ``/dev/zero`` or a
    larger file raise :class:`NotACacheFile` without waiting or reading; at most ``limit + 1``
    bytes are read in case the file grows meanwhile. A folder raises IsADirectoryError, other
    failures the OSError of ``open`` (FileNotFoundError when there is no file)."""
    flags = os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        st = os.fstat(fd)
        if stat.S_ISDIR(st.st_mode):  # what reading it would raise
            raise IsADirectoryError(errno.EISDIR, "Is a directory", os.fspath(path))
        if not stat.S_ISREG(st.st_mode):
            raise NotACacheFile(errno.EINVAL, f"it is {_kind(st.st_mode)}, not a regular file",
                                os.fspath(path))
        if st.st_size > limit:
            raise NotACacheFile(errno.EFBIG, f"it holds {st.st_size} bytes, more than a cache "
                                             f"file may ({limit})", os.fspath(path))
        data = read_at_most(fd, limit + 1)
    finally:
        os.close(fd)
    if len(data) > limit:
        raise NotACacheFile(errno.EFBIG, f"it grew past {limit} bytes while being read",
                            os.fspath(path))
    return data


def read_at_most(fd: int, n: int) -> bytes:
    """Up to ``n`` bytes of ``fd``, until end of file."""
    chunks, left = [], n
    while left > 0:
        chunk = os.read(fd, min(left, 1 << 20))
        if not chunk:
            break
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


def atomic_write(path, data: bytes) -> None:
    """Write ``data`` to ``path`` through a temporary file in the same folder, ``fsync`` and
    ``os.replace``: concurrent readers see the old file or the new one, never half of one.
    Creates the folder; raises OSError when it cannot write (the temporary file is removed)."""
    d = os.path.dirname(os.fspath(path)) or "."
    os.makedirs(d, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=d, prefix=".tmp-")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
