"""The tuning cache on disk: per-configuration results, kept across processes.

Location: ``$TILEDSL_CACHE_DIR/autotune/<kernel>/<digest>.json`` (beside the code generator's
compiled kernels; default ``~/.cache/tiledsl``). One file per *identity*: the kernel's name and
the SHA-256 of its module's source text, the values of the ``key`` parameters, the dtypes of
all array arguments, the constexprs the caller passed, the device name, the tiledsl version
and the CUDA versions (runtime, driver, NVRTC). ``digest`` is the SHA-256 of that identity as
canonical JSON; the file repeats the identity, and a file whose identity differs is ignored.

Inside, one entry per configuration, keyed by :attr:`Config.key`: its status (``ok`` with the
median time in ms, ``failed`` with the compile or launch error, ``wrong`` with the difference
the guard found), so that adding a configuration times only the new one (Triton #9822 keys
its cache by the whole list), and the winner is the fastest ``ok`` entry among the
configurations in use.

Writes are atomic (a temporary file in the same folder, then ``os.replace``) and merge with
what another process may have written meanwhile. A file that cannot be read as a record
(truncated, not JSON, wrong format) is ignored with an :class:`AutotuneCacheWarning` and
rewritten after tuning; a cache that cannot be written costs a warning, never an error.
"""
from __future__ import annotations

import hashlib
import json
import warnings
from dataclasses import asdict, dataclass
from pathlib import Path

from ..atomicfile import atomic_write as _atomic_write

FORMAT = 1
STATUSES = ("ok", "failed", "wrong")


class AutotuneCacheWarning(UserWarning):
    """The tuning cache could not be read or written; tuning goes on without it."""


@dataclass
class Entry:
    """One configuration's result. ``ms``: median time of one run in milliseconds (``ok``
    only); ``reps``: how many timed runs it is the median of; ``detail``: why a ``failed`` or
    ``wrong`` configuration was excluded."""

    status: str
    ms: float | None = None
    reps: int = 0
    detail: str = ""

    @classmethod
    def from_json(cls, d) -> "Entry":
        if not isinstance(d, dict) or d.get("status") not in STATUSES:
            raise ValueError(f"bad entry {d!r}")
        ms = d.get("ms")
        if d["status"] == "ok" and not isinstance(ms, (int, float)):
            raise ValueError(f"an ok entry without a time: {d!r}")
        return cls(d["status"], None if ms is None else float(ms), int(d.get("reps", 0)),
                   str(d.get("detail", "")))


def cache_root() -> Path:
    """``$TILEDSL_CACHE_DIR/autotune`` (default ``~/.cache/tiledsl/autotune``)."""
    from .. import knobs

    return knobs.cache_dir() / "autotune"


def canonical(identity: dict) -> str:
    """The identity as canonical JSON (sorted keys, no spaces)."""
    return json.dumps(identity, sort_keys=True, separators=(",", ":"), default=str)


def record_path(identity: dict) -> Path:
    """The file that holds the record of ``identity`` (which must have a ``kernel`` name)."""
    digest = hashlib.sha256(canonical(identity).encode()).hexdigest()[:32]
    kernel = "".join(c if c.isalnum() or c in "_-" else "_" for c in str(identity["kernel"]))
    return cache_root() / kernel / f"{digest}.json"


def load(identity: dict) -> dict:
    """``{config key: Entry}`` stored for ``identity``; empty when there is no file. A corrupt
    or mismatched file gives an :class:`AutotuneCacheWarning` and an empty dict."""
    path = record_path(identity)
    try:
        text = path.read_text(encoding="utf-8")
    except (FileNotFoundError, NotADirectoryError):  # no record (save() warns if it can't write)
        return {}
    except OSError as exc:
        _warn(f"cannot read the tuning cache file {path} ({exc}); tuning without it")
        return {}
    try:
        data = json.loads(text)
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError(f"not a format-{FORMAT} record")
        if canonical(data.get("identity")) != canonical(identity):
            raise ValueError("it belongs to another kernel, key or device")
        configs = data.get("configs")
        if not isinstance(configs, dict):
            raise ValueError("no 'configs' table")
        return {str(k): Entry.from_json(v) for k, v in configs.items()}
    except (ValueError, TypeError, AttributeError) as exc:
        _warn(f"ignoring the corrupt tuning cache file {path} ({exc}); it will be rebuilt")
        return {}


def save(identity: dict, entries: dict) -> Path | None:
    """Merge ``entries`` (``{config key: Entry}``) into the record of ``identity`` and write
    it atomically. Returns the path, or None (with a warning) when it cannot be written."""
    path = record_path(identity)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", AutotuneCacheWarning)  # a corrupt file is replaced
        merged = load(identity)
    merged.update(entries)
    data = {"format": FORMAT, "identity": json.loads(canonical(identity)),
            "configs": {k: asdict(v) for k, v in sorted(merged.items())}}
    try:
        atomic_write(path, json.dumps(data, indent=1, sort_keys=True) + "\n")
    except OSError as exc:
        _warn(f"cannot write the tuning cache file {path} ({exc}); the result is kept in "
              f"memory for this process only")
        return None
    return path


def atomic_write(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` atomically (:func:`tiledsl.atomicfile.atomic_write`)."""
    _atomic_write(path, text.encode("utf-8"))


def _warn(message: str) -> None:
    warnings.warn(f"tiledsl autotune: {message}", AutotuneCacheWarning, stacklevel=3)
