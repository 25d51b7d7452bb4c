"""Atomic file writes for the on-disk caches (compiled kernels, autotuning results)."""
from __future__ import annotations

import os
import tempfile


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
