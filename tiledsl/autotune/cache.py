"""The tuning cache on disk: per-configuration results, kept across processes.

Location: ``$TILEDSL_CACHE_DIR/autotune/<kernel>/<digest>.json`` (beside the code generator's
compiled kernels; default ``~/.cache/tiledsl``). One file per *identity*: the kernel's name and
the SHA-256 of its module's source text, the values of the ``key`` parameters, the dtypes of
all array arguments, the constexprs the caller passed, the device name, the tiledsl version,
the CUDA versions (runtime, driver, NVRTC) and the tuning :data:`METHOD`. ``digest`` is the
SHA-256 of that identity as canonical JSON; the file repeats the identity, and a file whose
identity differs is ignored.

Inside, one entry per configuration, keyed by :attr:`Config.key`: its status (``ok`` with the
median time in ms, ``failed`` with the compile or launch error, ``wrong`` with the difference
the guard found), so that adding a configuration times only the new one (Triton #9822 keys
its cache by the whole list), and the winner is the fastest ``ok`` entry among the
configurations in use.

Writes are atomic (a temporary file in the same folder, then ``os.replace``) and merge with
what another process may have written meanwhile. A file that cannot be read as a record
(truncated, not UTF-8, not JSON, wrong format, an ``ok`` entry whose time is not a finite
number of ms > 0) is ignored with an :class:`AutotuneCacheWarning` and rewritten after tuning;
a cache that cannot be written costs a warning, never an error.
"""
from __future__ import annotations

import hashlib
import json
import math
import warnings
from dataclasses import asdict, dataclass
from pathlib import Path

from ..atomicfile import NotACacheFile, read_cache_file
from ..atomicfile import atomic_write as _atomic_write

FORMAT = 1
#: how trials are built and timed, in the identity: records measured another way are not
#: reused. 2: each trial specialized on the call's launch facts, as the launch that runs the
#: winner is (before, the GPU timed code without them, up to 9 times slower than what ran),
#: and each timed run queued behind a GPU spin that covers the host's time to queue it.
METHOD = 2
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
        """The entry stored as ``d``. Raises ValueError when ``d`` is not one: an unknown
        status; an ``ok`` entry whose ``ms`` is not a finite number > 0 or whose ``reps`` is
        not an int >= 1; a ``failed``/``wrong`` entry with a time or with ``reps`` not an int
        >= 0; a ``detail`` that is not a string."""
        if not isinstance(d, dict) or d.get("status") not in STATUSES:
            raise ValueError(f"bad entry {_short(d)}")
        ok = d["status"] == "ok"
        ms, reps, detail = d.get("ms"), d.get("reps", 0), d.get("detail", "")
        if ok and not _is_real(ms):
            raise ValueError(f"an ok entry without a time: {_short(d)}")
        if ok and not _finite_positive(ms):
            raise ValueError(f"an ok entry whose time is not a finite number of ms > 0: "
                             f"{_short(d)}")
        what = "an ok entry" if ok else f"a {d['status']} entry"
        if not ok and ms is not None:
            raise ValueError(f"{what} with a time: {_short(d)}")
        if type(reps) is not int or reps < (1 if ok else 0):
            raise ValueError(f"{what} whose reps is not an int >= {1 if ok else 0}: "
                             f"{_short(d)}")
        if not isinstance(detail, str):
            raise ValueError(f"an entry whose detail is not a string: {_short(d)}")
        return cls(d["status"], float(ms) if ok else None, reps, detail)


def _is_real(x) -> bool:
    return isinstance(x, (int, float)) and not isinstance(x, bool)


def _finite_positive(x) -> bool:
    try:
        x = float(x)
    except OverflowError:  # an int beyond the float range (JSON allows 10**400)
        return False
    return math.isfinite(x) and x > 0


def _short(x, limit: int = 120) -> str:
    """``repr(x)``, cut to ``limit`` characters (an entry may be large or deeply nested)."""
    try:
        text = repr(x)
    except (RecursionError, ValueError):  # too deep; an int too long to print
        text = f"<{type(x).__name__}>"
    return text if len(text) <= limit else text[:limit - 3] + "..."


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
    """``{config key: Entry}`` stored for ``identity``; empty when there is no file. A file
    that cannot be read, or is not a valid record of ``identity`` (not UTF-8, not JSON, nested
    too deeply, another format or identity, a bad entry: see :meth:`Entry.from_json`), gives
    an :class:`AutotuneCacheWarning` and an empty dict; raises nothing."""
    path = record_path(identity)
    try:
        raw = read_cache_file(path)
    except (FileNotFoundError, NotADirectoryError):  # no record (save() warns if it can't write)
        return {}
    except NotACacheFile as exc:  # a FIFO, a device, a folder, too large: replaced by save()
        _warn(f"ignoring the corrupt tuning cache file {path} ({exc.strerror}); it will be "
              f"rebuilt")
        return {}
    except OSError as exc:
        _warn(f"cannot read the tuning cache file {path} ({exc}); tuning without it")
        return {}
    try:
        data = json.loads(raw.decode("utf-8"))  # UnicodeDecodeError is a ValueError
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError(f"not a format-{FORMAT} record")
        if canonical(data.get("identity")) != canonical(identity):
            raise ValueError("it belongs to another kernel, key or device")
        configs = data.get("configs")
        if not isinstance(configs, dict):
            raise ValueError("no 'configs' table")
        return {str(k): Entry.from_json(v) for k, v in configs.items()}
    except RecursionError:  # nested deeper than json (or canonical) can follow
        _warn(f"ignoring the corrupt tuning cache file {path} (nested too deeply); it will be "
              f"rebuilt")
        return {}
    except (ValueError, TypeError, AttributeError, OverflowError) as exc:
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
    """The warning at the user's call that tuned (the first frame outside tiledsl)."""
    from ..errors import outside_stacklevel

    warnings.warn(f"tiledsl autotune: {message}", AutotuneCacheWarning,
                  stacklevel=outside_stacklevel())
