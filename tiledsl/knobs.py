"""Every environment variable tiledsl reads, in one place. Each is read when asked, not at
import, so a test or a script can change it with ``os.environ`` between launches.

============================  ===============================================  ==========
variable                      meaning                                          default
============================  ===============================================  ==========
``TILEDSL_DEBUG``             ``1``: raw internal tracebacks (no                off
                              ``InternalError`` wrapping); the IR is
                              re-verified after every pass
``TILEDSL_INTERPRET``         ``1``: every launch on the interpreter, device    off
                              arrays included (copied to the host and back);
                              ``0``/``off``: not; another value is refused
``TILEDSL_CACHE_DIR``         where compiled GPU kernels (and autotuning        ~/.cache/
                              results) are cached on disk                       tiledsl
``TILEDSL_DUMP``              comma list of stages printed to stderr when a     empty
                              specialization is first built: ``ast``, ``ir``,
                              ``cuda`` (or ``all``)
``TILEDSL_PRINT_AUTOTUNING``  ``1``: print each autotuning's table of           off
                              configurations and timings
``TILEDSL_AUTOTUNE_STRICT``   ``1``: never tune: a key with no winner stored    off
                              on disk is an error (for deployments)
``TILEDSL_OCCUPANCY``         ``off``: the code generator does not rebuild a    ``auto``
                              kernel with fewer registers to fit more blocks
                              per SM (codegen/occupancy.py)
``TILEDSL_HOIST_LOADS``       ``1``: the code generator hoists loads ahead of   off
                              the code that does not depend on them
``TILEDSL_STREAM_STORES``     ``1``: stores to arrays the kernel never reads    off
                              (and that alias no other argument) use the
                              streaming ``st.global.cs`` path (measured
                              0-1.4% slower on the H200, so off)
``TILEDSL_CHECK``             the interpreter's run-time checks for launches    bounds,
                              that pass no ``check=``: ``all``, ``none``,       race,
                              ``+order``, ``race:warn`` ...                     uninit
                              (``tiledsl/checkspec.py``)
``TILEDSL_ORDER``             order of program instances in the interpreter:    ``default``
                              ``default``, ``reverse``, ``random[:SEED]``
``TILEDSL_SEED``              the shuffle seed of ``TILEDSL_ORDER=random``      random
``TILEDSL_PRINT_PIDS``        ``device_print`` shows only these program ids     all
                              (``3``, ``1,0;2,0``)
``TILEDSL_BREAKPOINT``        ``0``: ``breakpoint()`` statements in kernels     on
                              are ignored (as ``PYTHONBREAKPOINT=0``)
``TILEDSL_LOAD_OTHER``        how a masked vector load gives ``other``:         ``select``
                              ``select`` selects per element after the load;
                              ``init`` fills the vector with ``other`` and
                              loads over it; ``ptx`` does so with one
                              predicated PTX load, no branch (CUDA only)
``TILEDSL_LOAD_NC``           ``0``: those ``ptx`` loads of read-only,           on
                              unaliased arrays use plain ``ld.global`` (as
                              Triton does) instead of ``ld.global.nc``
============================  ===============================================  ==========

(Tiledsl's analogue of tinygrad's ``helpers.py`` ContextVars and Triton's ``knobs.py``.)
"""
from __future__ import annotations

import os
from pathlib import Path

DEBUG = "TILEDSL_DEBUG"
INTERPRET = "TILEDSL_INTERPRET"
CACHE_DIR = "TILEDSL_CACHE_DIR"
DUMP = "TILEDSL_DUMP"
PRINT_AUTOTUNING = "TILEDSL_PRINT_AUTOTUNING"
AUTOTUNE_STRICT = "TILEDSL_AUTOTUNE_STRICT"
OCCUPANCY = "TILEDSL_OCCUPANCY"
HOIST_LOADS = "TILEDSL_HOIST_LOADS"
STREAM_STORES = "TILEDSL_STREAM_STORES"
LOAD_OTHER = "TILEDSL_LOAD_OTHER"
LOAD_NC = "TILEDSL_LOAD_NC"
CHECK = "TILEDSL_CHECK"
ORDER = "TILEDSL_ORDER"
SEED = "TILEDSL_SEED"
PRINT_PIDS = "TILEDSL_PRINT_PIDS"
BREAKPOINT = "TILEDSL_BREAKPOINT"

ALL = (DEBUG, INTERPRET, CACHE_DIR, DUMP, PRINT_AUTOTUNING, AUTOTUNE_STRICT, OCCUPANCY,
       HOIST_LOADS, STREAM_STORES, LOAD_OTHER, LOAD_NC, CHECK, ORDER, SEED, PRINT_PIDS,
       BREAKPOINT)
#: how a masked vector load may honour ``other`` (``TILEDSL_LOAD_OTHER``, the launch option
#: and the autotuner's ``Config`` take the same names; docs/codegen.md)
LOAD_OTHER_FORMS = ("select", "init", "ptx")
#: the variables that change the code a kernel compiles to (part of the compile-cache key)
CODEGEN = (OCCUPANCY, HOIST_LOADS, STREAM_STORES, LOAD_OTHER, LOAD_NC)
DUMP_STAGES = ("ast", "ir", "cuda")


def _raw_environ():
    """``os.environ``'s own dict (bytes to bytes on POSIX), or None elsewhere. Every change
    made through ``os.environ`` (or pytest's ``monkeypatch.setenv``) lands in it; reading it
    skips the key encoding and value decoding of ``os.environ.get`` (about 0.3 µs a
    variable), which the launch fast path would otherwise pay several times per launch."""
    d = getattr(os.environ, "_data", None)
    return d if type(d) is dict and os.name == "posix" else None


def is_set(name: str) -> bool:
    """Whether variable ``name`` is set at all (possibly empty): a cheap first test before
    parsing its value."""
    d = _raw_environ()
    return os.fsencode(name) in d if d is not None else name in os.environ


def _flag(name: str) -> bool:
    if not is_set(name):
        return False
    return os.environ.get(name, "").strip().lower() not in ("", "0", "false", "no", "off")


def debug() -> bool:
    """``TILEDSL_DEBUG=1``: raw tracebacks, IR verified after each pass."""
    return _flag(DEBUG)


def interpret() -> bool:
    """``TILEDSL_INTERPRET=1`` (or on/true/yes): force the interpreter for every launch;
    ``0``/off/false/no or unset: not. Raises TileLaunchError for another value (a typo must
    not silently run a launch on the GPU, or on the interpreter)."""
    if not is_set(INTERPRET):
        return False
    return _switch(INTERPRET, False)


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


def print_autotuning() -> bool:
    """``TILEDSL_PRINT_AUTOTUNING=1``: print the autotuner's table after each tuning."""
    return _flag(PRINT_AUTOTUNING)


def autotune_strict() -> bool:
    """``TILEDSL_AUTOTUNE_STRICT=1``: the autotuner never tunes; a key with no winner
    stored on disk is an error (docs/autotune.md, strict mode)."""
    return _flag(AUTOTUNE_STRICT)


_ON = ("1", "on", "true", "yes")
_OFF = ("0", "off", "false", "no")


def _switch(name: str, default: bool) -> bool:
    """An on/off variable: ``1``/``on``/``true``/``yes`` or ``0``/``off``/``false``/``no``
    (any case; empty or unset: ``default``). Raises TileLaunchError for anything else."""
    v = os.environ.get(name, "").strip().lower()
    if v == "":
        return default
    if v in _ON:
        return True
    if v in _OFF:
        return False
    from .errors import TileLaunchError

    raise TileLaunchError(f"{name}={os.environ[name]!r}: use 1/on/true/yes or 0/off/false/no "
                          f"(or unset it for the default)")


_CODEGEN_BYTES = tuple(os.fsencode(n) for n in CODEGEN)


def codegen_key() -> tuple:
    """The raw values of the code-generation variables (:data:`CODEGEN`), as bytes on POSIX
    and strings elsewhere (None when unset): compiled kernels are cached per value, so
    changing one between launches compiles anew."""
    d = _raw_environ()
    if d is not None:
        return tuple(map(d.get, _CODEGEN_BYTES))
    return tuple(os.environ.get(n) for n in CODEGEN)


def occupancy() -> str:
    """``TILEDSL_OCCUPANCY``: ``auto`` (default; also ``on``/``1``/``true``/``yes``) or ``off``
    (also ``0``/``false``/``no``): no rebuild with fewer registers for more blocks per SM
    (codegen/occupancy.py). Raises TileLaunchError for another value."""
    if os.environ.get(OCCUPANCY, "").strip().lower() == "auto":
        return "auto"
    return "auto" if _switch(OCCUPANCY, True) else "off"


def hoist_loads() -> bool:
    """``TILEDSL_HOIST_LOADS``: off unless ``1``/``on``/``true``/``yes``."""
    return _switch(HOIST_LOADS, False)


def load_other() -> str:
    """``TILEDSL_LOAD_OTHER``: how a masked vector load honours ``other``: ``select``
    (default: zero-fill, branch around the load, select per element), ``init`` (start from
    ``other``, branch around the load) or ``ptx`` (start from ``other``, one predicated PTX
    load, as Triton emits; CUDA only, others fall back to ``init``)."""
    v = os.environ.get(LOAD_OTHER, "").strip().lower()
    if v == "" or v in LOAD_OTHER_FORMS:
        return v or "select"
    from .errors import TileLaunchError

    raise TileLaunchError(f"{LOAD_OTHER}={os.environ[LOAD_OTHER]!r}: use select, init or ptx "
                          f"(or unset it for select)")


def load_nc() -> bool:
    """``TILEDSL_LOAD_NC``: whether the ``ptx`` masked loads of read-only, unaliased arrays use
    the non-coherent path (``ld.global.nc``, default) or plain ``ld.global`` (``0``), as
    Triton's loads do."""
    return _switch(LOAD_NC, True)


def stream_stores() -> bool:
    """``TILEDSL_STREAM_STORES``: off unless ``1``/``on``/``true``/``yes`` (streaming stores
    measured slower on the H200, bench/RESULTS.md)."""
    return _switch(STREAM_STORES, False)


def breakpoints() -> bool:
    """``TILEDSL_BREAKPOINT``: on unless ``0``/``off``/``false``/``no``; off makes
    ``breakpoint()`` statements in kernels do nothing (``tiledsl/debugger``)."""
    return os.environ.get(BREAKPOINT, "1").strip().lower() not in ("0", "off", "false", "no")
