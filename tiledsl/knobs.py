"""Every environment variable tiledsl reads, in one place. Each is read when asked, not at
import, so a test or a script can change it with ``os.environ`` between launches.

=====================  =======================================================  ============
variable               meaning                                                  default
=====================  =======================================================  ============
``TILEDSL_DEBUG``      ``1``: show raw internal tracebacks (no ``InternalError``   off
                       wrapping) and re-verify the IR after every pass
``TILEDSL_INTERPRET``  ``1``: run every launch on the interpreter, device          off
                       arrays included (copied to the host and back)
``TILEDSL_CACHE_DIR``  where compiled GPU kernels are cached on disk            ~/.cache/tiledsl
``TILEDSL_DUMP``       comma list of stages to print to stderr when a             empty
                       specialization is first built: ``ast``, ``ir``, ``cuda``
                       (or ``all``)
=====================  =======================================================  ============

(Tiledsl's analogue of tinygrad's ``helpers.py`` ContextVars and Triton's ``knobs.py``.)
"""
from __future__ import annotations

import os
from pathlib import Path

DEBUG = "TILEDSL_DEBUG"
INTERPRET = "TILEDSL_INTERPRET"
CACHE_DIR = "TILEDSL_CACHE_DIR"
DUMP = "TILEDSL_DUMP"

ALL = (DEBUG, INTERPRET, CACHE_DIR, DUMP)
DUMP_STAGES = ("ast", "ir", "cuda")


def _flag(name: str) -> bool:
    return os.environ.get(name, "").strip().lower() not in ("", "0", "false", "no", "off")


def debug() -> bool:
    """``TILEDSL_DEBUG=1``: raw tracebacks, IR verified after each pass."""
    return _flag(DEBUG)


def interpret() -> bool:
    """``TILEDSL_INTERPRET=1``: force the interpreter for every launch."""
    return _flag(INTERPRET)


def cache_dir() -> Path:
    """``$TILEDSL_CACHE_DIR``, default ``~/.cache/tiledsl`` (not created here)."""
    value = os.environ.get(CACHE_DIR, "").strip()
    return Path(value).expanduser() if value else Path.home() / ".cache" / "tiledsl"


def dump() -> frozenset:
    """The stages named in ``TILEDSL_DUMP`` (``all`` means every one); unknown names ignored."""
    raw = {s.strip().lower() for s in os.environ.get(DUMP, "").split(",") if s.strip()}
    if "all" in raw or "1" in raw:
        return frozenset(DUMP_STAGES)
    return frozenset(raw & set(DUMP_STAGES))
