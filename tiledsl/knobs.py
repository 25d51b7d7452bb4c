"""Every environment variable tiledsl reads, in one place. Each is read when asked, not at
import, so a test or a script can change it with ``os.environ`` between launches.

The on/off variables (:data:`SWITCHES`, marked *on/off* below) all take the same words: ``1``,
``on``, ``true``, ``yes`` for on and ``0``, ``off``, ``false``, ``no`` for off, in any case,
spaces around them ignored; empty is the same as unset (the default). Any other value raises
:class:`~tiledsl.errors.TileLaunchError` naming the variable, the value and these words, when
the variable is read (a typo must not silently pick a backend or a code path).

============================  ===============================================  ==========
variable                      meaning                                          default
============================  ===============================================  ==========
``TILEDSL_DEBUG``             *on/off*: raw internal tracebacks (no             off
                              ``InternalError`` wrapping); the IR is
                              re-verified after every pass
``TILEDSL_INTERPRET``         *on/off*: every launch on the interpreter,        off
                              device arrays included (copied to the host and
                              back)
``TILEDSL_CACHE_DIR``         where compiled GPU kernels (and autotuning        ~/.cache/
                              results) are cached on disk                       tiledsl
``TILEDSL_DUMP``              comma list of stages printed to stderr when a     empty
                              specialization is first built: ``ast``, ``ir``,
                              ``cuda`` (or ``all``); another name is ignored
                              with a warning
``TILEDSL_PRINT_AUTOTUNING``  *on/off*: print each autotuning's table of        off
                              configurations and timings
``TILEDSL_AUTOTUNE_STRICT``   *on/off*: never tune: a key with no winner        off
                              stored on disk is an error (for deployments)
``TILEDSL_OCCUPANCY``         *on/off* (``auto`` also means on); off: the       ``auto``
                              code generator does not rebuild a kernel with
                              fewer registers to fit more blocks per SM
                              (codegen/occupancy.py)
``TILEDSL_HOIST_LOADS``       *on/off*: the code generator hoists loads ahead   off
                              of the code that does not depend on them
``TILEDSL_STREAM_STORES``     *on/off*: stores to arrays the kernel never       off
                              reads (and that alias no other argument) use the
                              streaming ``st.global.cs`` path (measured
                              0-1.4% slower on the H200, so off)
``TILEDSL_CHECK``             the interpreter's run-time checks for launches    bounds,
                              that pass no ``check=``: ``all``, ``none``,       race,
                              ``+order``, ``race:warn`` ...                     uninit,
                              (``tiledsl/checkspec.py``)                        hints
``TILEDSL_ORDER``             order of program instances in the interpreter:    ``default``
                              ``default``, ``reverse``, ``random`` or
                              ``random:SEED`` (only ``random`` takes a seed)
``TILEDSL_SEED``              the shuffle seed of ``TILEDSL_ORDER=random``      random
``TILEDSL_PRINT_PIDS``        ``device_print`` shows only these program ids     all
                              (``3``, ``1,0;2,0``)
``TILEDSL_BREAKPOINT``        *on/off*; off: ``breakpoint()`` statements in     on
                              kernels are ignored (as ``PYTHONBREAKPOINT=0``)
``TILEDSL_LOAD_OTHER``        how a masked vector load gives ``other``:         ``select``
                              ``select`` selects per element after the load;
                              ``init`` fills the vector with ``other`` and
                              loads over it; ``ptx`` does so with one
                              predicated PTX load, no branch (CUDA only)
``TILEDSL_LOAD_NC``           *on/off*; off: those ``ptx`` loads of read-only,  on
                              unaliased arrays use plain ``ld.global`` (as
                              Triton does) instead of ``ld.global.nc``
``TILEDSL_TMA``               *on/off*; off: on sm_90a, pipelined loads that    on
                              are a 2-D box of a strided tensor are copied by
                              ``cp.async`` instead of TMA
                              (``cp.async.bulk.tensor`` with ``mbarrier``
                              stages, codegen/tma.py)
``TILEDSL_GROUPED_ORDER``     *on/off*; off: the programs of a 2-D grid of a    on
                              kernel whose dots run on ``wgmma`` run in the
                              hardware's order, not in groups of 8 rows along
                              axis 0 (codegen/raster.py)
``TILEDSL_PINGPONG``          *on/off*; off: the consumer warpgroups of a       on
                              warp-specialized loop with two or more ``wgmma``
                              dots do not take turns at the tensor core
                              (FlashAttention-3's ping-pong; codegen/warpspec.py)
``TILEDSL_PINGPONG_TILES``    *on/off*; off: a persistent kernel of 4 warps     on
                              whose warp-specialized loop has the same trip
                              count for every tile runs one program per block,
                              not two that take turns at the tensor core, one's
                              epilogue beside the other's loop (CUTLASS's
                              ping-pong schedule; codegen/pingpong.py)
``TILEDSL_CLUSTER``           *on/off*; on: a persistent kernel's warp-        off
                              specialized loop runs on clusters of two blocks
                              that copy a shared operand once, multicast
                              (codegen/cluster.py)
``TILEDSL_TMA_STORE``         *on/off*; off: on sm_90a, a kernel whose dots   on
                              run on ``wgmma`` stores a 2-D tile that is a
                              box of a strided tensor from registers, not by
                              TMA from shared memory (codegen/tma_store.py)
``TILEDSL_STREAM_K``          *on/off*; on: a persistent kernel's last,        off
                              partial wave of output tiles is split along K
                              over every block (stream-K, codegen/streamk.py)
``TILEDSL_WGMMA_IN_FLIGHT``   *on/off*; off: a K loop's ``wgmma`` group is     on
                              waited for in its own iteration instead of
                              staying in flight into the next one (its stage
                              is then released one iteration sooner)
``TILEDSL_LOOP_VERSIONING``   *on/off*; off: a loop with a dot whose masks      on
                              compare index ranges is emitted once, not also
                              as a copy for the iterations where every mask
                              is all-true (codegen/versioning.py)
``TILEDSL_DOT_OVERLAP``       *on/off*; off: a loop whose second ``wgmma``      on
                              dot accumulates into a carried value (attention's
                              P V) waits for it in its own iteration, instead
                              of issuing it after the next iteration's first
                              dot and overlapping it with the code between
                              (FlashAttention-3's intra-warpgroup overlap,
                              codegen/overlap.py)
``TILEDSL_ACC_STORE``         how a store of a tensor-core accumulator's        ``convert``
                              value writes: ``convert`` through shared memory
                              into a coalesced layout (16-byte stores);
                              ``direct`` from the accumulator's own layout (no
                              shared memory, 4-byte stores of fp16 pairs;
                              measured 3-10% slower on the H200, also where it
                              gives a persistent matmul a 4th stage)
============================  ===============================================  ==========

The code-generation variables (:data:`CODEGEN`) are parsed together whenever one of them is
read, so that compiling or emitting any kernel refuses a bad value in any of them, not only in
the one that kernel's code happens to consult.

(Tiledsl's analogue of tinygrad's ``helpers.py`` ContextVars and Triton's ``knobs.py``.)
"""
from __future__ import annotations

import os
from pathlib import Path
from typing import NamedTuple

DEBUG = "TILEDSL_DEBUG"
INTERPRET = "TILEDSL_INTERPRET"
CACHE_DIR = "TILEDSL_CACHE_DIR"
DUMP = "TILEDSL_DUMP"
PRINT_AUTOTUNING = "TILEDSL_PRINT_AUTOTUNING"
AUTOTUNE_STRICT = "TILEDSL_AUTOTUNE_STRICT"
OCCUPANCY = "TILEDSL_OCCUPANCY"
HOIST_LOADS = "TILEDSL_HOIST_LOADS"
STREAM_STORES = "TILEDSL_STREAM_STORES"
TMA = "TILEDSL_TMA"
GROUPED_ORDER = "TILEDSL_GROUPED_ORDER"
PINGPONG = "TILEDSL_PINGPONG"
PINGPONG_TILES = "TILEDSL_PINGPONG_TILES"
CLUSTER = "TILEDSL_CLUSTER"
STREAM_K = "TILEDSL_STREAM_K"
TMA_STORE = "TILEDSL_TMA_STORE"
WGMMA_IN_FLIGHT = "TILEDSL_WGMMA_IN_FLIGHT"
LOOP_VERSIONING = "TILEDSL_LOOP_VERSIONING"
ACC_STORE = "TILEDSL_ACC_STORE"
DOT_OVERLAP = "TILEDSL_DOT_OVERLAP"
LOAD_OTHER = "TILEDSL_LOAD_OTHER"
LOAD_NC = "TILEDSL_LOAD_NC"
CHECK = "TILEDSL_CHECK"
ORDER = "TILEDSL_ORDER"
SEED = "TILEDSL_SEED"
PRINT_PIDS = "TILEDSL_PRINT_PIDS"
BREAKPOINT = "TILEDSL_BREAKPOINT"

ALL = (DEBUG, INTERPRET, CACHE_DIR, DUMP, PRINT_AUTOTUNING, AUTOTUNE_STRICT, OCCUPANCY,
       HOIST_LOADS, STREAM_STORES, LOAD_OTHER, LOAD_NC, CHECK, ORDER, SEED, PRINT_PIDS,
       BREAKPOINT, TMA, GROUPED_ORDER, PINGPONG, CLUSTER, STREAM_K, WGMMA_IN_FLIGHT,
       TMA_STORE, LOOP_VERSIONING, ACC_STORE, PINGPONG_TILES, DOT_OVERLAP)
#: how a masked vector load may honour ``other`` (``TILEDSL_LOAD_OTHER``, the launch option
#: and the autotuner's ``Config`` take the same names; docs/codegen.md)
LOAD_OTHER_FORMS = ("select", "init", "ptx")
#: the variables that change the code a kernel compiles to (part of the compile-cache key)
CODEGEN = (OCCUPANCY, HOIST_LOADS, STREAM_STORES, LOAD_OTHER, LOAD_NC, TMA, GROUPED_ORDER,
           PINGPONG, CLUSTER, STREAM_K, WGMMA_IN_FLIGHT, TMA_STORE, LOOP_VERSIONING,
           ACC_STORE, PINGPONG_TILES, DOT_OVERLAP)
#: how a store of a tensor-core accumulator's value writes (``TILEDSL_ACC_STORE``)
ACC_STORE_FORMS = ("convert", "direct")
DUMP_STAGES = ("ast", "ir", "cuda")
#: the on/off variables: each takes :data:`ON_WORDS` or :data:`OFF_WORDS` (any case; empty or
#: unset: its default) and refuses anything else
SWITCHES = (DEBUG, INTERPRET, PRINT_AUTOTUNING, AUTOTUNE_STRICT, OCCUPANCY, HOIST_LOADS,
            STREAM_STORES, LOAD_NC, BREAKPOINT, TMA, GROUPED_ORDER, PINGPONG, CLUSTER,
            STREAM_K, WGMMA_IN_FLIGHT, TMA_STORE, LOOP_VERSIONING, PINGPONG_TILES,
            DOT_OVERLAP)
ON_WORDS = ("1", "on", "true", "yes")
OFF_WORDS = ("0", "off", "false", "no")


def _raw_environ():
    """``os.environ``'s own dict (bytes to bytes on POSIX), or None elsewhere. Every change
    made through ``os.environ`` (or pytest's ``monkeypatch.setenv``) lands in it; reading it
    skips the key encoding and value decoding of ``os.environ.get`` (about 0.3 µs a
    variable), which the launch fast path would otherwise pay several times per launch."""
    e = os.environ
    if e is _ENVIRON:
        return _RAW
    d = getattr(e, "_data", None)
    return d if type(d) is dict and os.name == "posix" else None


_ENVIRON = os.environ
_RAW = getattr(_ENVIRON, "_data", None)
_RAW = _RAW if type(_RAW) is dict and os.name == "posix" else None


_ENCODED = {name: os.fsencode(name) for name in ALL}


def is_set(name: str) -> bool:
    """Whether variable ``name`` is set at all (possibly empty): a cheap first test before
    parsing its value."""
    d = _raw_environ()
    if d is None:
        return name in os.environ
    key = _ENCODED.get(name)
    return (os.fsencode(name) if key is None else key) in d


#: ``TILEDSL_DEBUG`` as a key of :func:`_raw_environ`'s dict (``errors.user_facing`` tests it)
_DEBUG_KEY = os.fsencode(DEBUG)


def debug() -> bool:
    """``TILEDSL_DEBUG`` (on/off, default off): raw tracebacks, IR verified after each pass.
    Every public call asks, so the cheap :func:`is_set` comes first."""
    return is_set(DEBUG) and _switch(DEBUG, False)


def interpret() -> bool:
    """``TILEDSL_INTERPRET`` (on/off, default off): force the interpreter for every launch.
    Read on every launch, so the cheap :func:`is_set` comes first."""
    return is_set(INTERPRET) and _switch(INTERPRET, False)


def cache_dir() -> Path:
    """``$TILEDSL_CACHE_DIR``, default ``~/.cache/tiledsl`` (not created here). Raises
    TileLaunchError when ``~`` cannot be expanded (``~nosuchuser``, or no home directory)."""
    value = os.environ.get(CACHE_DIR, "").strip()
    try:
        return Path(value).expanduser() if value else Path.home() / ".cache" / "tiledsl"
    except RuntimeError as e:  # pathlib: "Could not determine home directory"
        from .errors import TileLaunchError

        what = f"{CACHE_DIR}={value!r}" if value else \
            f"the default cache folder ~/.cache/tiledsl ({CACHE_DIR} is unset)"
        raise TileLaunchError(f"{what}: {str(e).rstrip('.')}; set {CACHE_DIR} to a folder "
                              "without ~") from None


def dump() -> frozenset:
    """The stages named in ``TILEDSL_DUMP``, a comma list of :data:`DUMP_STAGES` (``all`` or
    ``1`` means every one; any case). Another name is ignored, so that a list written for a
    later version still works, but not silently: the first read of each such value warns
    (a ``UserWarning`` naming the stages, :func:`dump_warning`)."""
    raw = {s.strip().lower() for s in os.environ.get(DUMP, "").split(",") if s.strip()}
    if not raw <= _DUMP_WORDS:
        text = dump_warning()
        if text is not None and text not in _dump_warned:
            import warnings

            from .errors import outside_stacklevel

            _dump_warned.add(text)  # at the user's line (the launch), not inside tiledsl
            warnings.warn(text, UserWarning, stacklevel=outside_stacklevel())
    if "all" in raw or "1" in raw:
        return frozenset(DUMP_STAGES)
    return frozenset(raw & set(DUMP_STAGES))


_DUMP_WORDS = frozenset(DUMP_STAGES) | {"all", "1"}
_dump_warned: set = set()  # the warnings dump() gave, each once per process


def dump_warning() -> str | None:
    """What is wrong with ``TILEDSL_DUMP`` (names that are not stages, and the stages), or
    None when every name in it is one."""
    raw = {s.strip().lower() for s in os.environ.get(DUMP, "").split(",") if s.strip()}
    unknown = sorted(raw - _DUMP_WORDS)
    if not unknown:
        return None
    return (f"{DUMP}={os.environ[DUMP]!r}: {', '.join(map(repr, unknown))} "
            f"{'is not a stage' if len(unknown) == 1 else 'are not stages'} and "
            f"{'is' if len(unknown) == 1 else 'are'} ignored; the stages are "
            f"{', '.join(DUMP_STAGES)} (or all)")


#: ``TILEDSL_`` variables that tiledsl itself does not read but its test suite does
#: (``TILEDSL_ACCEPT=1`` rewrites the golden files: docs/testing.md)
TEST_ONLY = ("TILEDSL_ACCEPT",)


def check_environment() -> list:
    """Read every variable of :data:`ALL` as a launch would, so that a bad value is reported
    at once, whatever the command (``tiledsl`` does this before each one). Raises
    TileLaunchError for the first value that its variable refuses (each names the values it
    accepts). Returns a warning (a line of text) for names in ``TILEDSL_DUMP`` that are not
    stages (:func:`dump_warning`) and for each ``TILEDSL_`` variable that is set but that
    tiledsl does not read (a misspelt name: ``DUMP`` with an ``S`` added), naming
    the closest variable that exists."""
    import difflib

    from . import checkspec
    from .errors import TileLaunchError

    debug(), interpret(), cache_dir(), print_autotuning(), autotune_strict()
    breakpoints(), codegen()
    try:
        checkspec.parse_check()
        checkspec.parse_order()
        checkspec.parse_pids()
    except checkspec.SpecError as e:
        raise TileLaunchError(str(e)) from None
    warnings = [w for w in (dump_warning(),) if w is not None]
    _dump_warned.update(warnings)  # the caller shows it: dump() need not warn again
    for name in sorted(os.environ):
        if name.startswith("TILEDSL_") and name not in ALL and name not in TEST_ONLY:
            close = difflib.get_close_matches(name, ALL, n=1, cutoff=0.75)
            hint = f" (did you mean {close[0]}?)" if close else ""
            warnings.append(f"{name} is not a tiledsl variable{hint}; it is ignored "
                            f"(the variables: docs/launch.md)")
    return warnings


def print_autotuning() -> bool:
    """``TILEDSL_PRINT_AUTOTUNING`` (on/off, default off): print the autotuner's table after
    each tuning."""
    return is_set(PRINT_AUTOTUNING) and _switch(PRINT_AUTOTUNING, False)


def autotune_strict() -> bool:
    """``TILEDSL_AUTOTUNE_STRICT`` (on/off, default off): the autotuner never tunes; a key
    with no winner stored on disk is an error (docs/autotune.md, strict mode)."""
    return is_set(AUTOTUNE_STRICT) and _switch(AUTOTUNE_STRICT, False)


def _switch(name: str, default: bool, also: str = "") -> bool:
    """An on/off variable: one of :data:`ON_WORDS` or :data:`OFF_WORDS` (any case, spaces
    around ignored; empty or unset: ``default``). Raises TileLaunchError for anything else,
    naming ``also`` (another word the caller accepts before asking) among the accepted."""
    v = os.environ.get(name, "").strip().lower()
    if v == "":
        return default
    if v in ON_WORDS:
        return True
    if v in OFF_WORDS:
        return False
    from .errors import TileLaunchError

    raise TileLaunchError(f"{name}={os.environ[name]!r}: use {also + ', ' if also else ''}"
                          f"{'/'.join(ON_WORDS)} or {'/'.join(OFF_WORDS)} (or unset it for the "
                          f"default)")


_CODEGEN_BYTES = tuple(os.fsencode(n) for n in CODEGEN)


def codegen_key() -> tuple:
    """The raw values of the code-generation variables (:data:`CODEGEN`), as bytes on POSIX
    and strings elsewhere (None when unset): compiled kernels are cached per value, so
    changing one between launches compiles anew."""
    d = _raw_environ()
    if d is not None:
        return tuple(map(d.get, _CODEGEN_BYTES))
    return tuple(os.environ.get(n) for n in CODEGEN)


class Codegen(NamedTuple):
    """The code-generation variables (:data:`CODEGEN`), parsed."""
    occupancy: str  # "auto" or "off"
    hoist_loads: bool
    stream_stores: bool
    load_other: str  # one of LOAD_OTHER_FORMS
    load_nc: bool
    tma: bool
    grouped_order: bool
    pingpong: bool
    cluster: bool
    stream_k: bool
    wgmma_in_flight: bool
    tma_store: bool
    loop_versioning: bool
    acc_store: str  # one of ACC_STORE_FORMS
    pingpong_tiles: bool
    dot_overlap: bool


_codegen_memo: tuple = (object(), None)  # (codegen_key() it was parsed from, Codegen)


def codegen() -> Codegen:
    """Every code-generation variable, parsed together (and again only when one of their raw
    values changes): reading any one of them checks them all, so that compiling or emitting
    any kernel refuses a bad value, whichever variables that kernel's code consults. Raises
    TileLaunchError naming the first bad variable."""
    global _codegen_memo
    key = codegen_key()
    if _codegen_memo[0] != key:
        _codegen_memo = (key, Codegen(occupancy=_occupancy(),
                                      hoist_loads=_switch(HOIST_LOADS, False),
                                      stream_stores=_switch(STREAM_STORES, False),
                                      load_other=_load_other(),
                                      load_nc=_switch(LOAD_NC, True),
                                      tma=_switch(TMA, True),
                                      grouped_order=_switch(GROUPED_ORDER, True),
                                      pingpong=_switch(PINGPONG, True),
                                      cluster=_switch(CLUSTER, False),
                                      stream_k=_switch(STREAM_K, False),
                                      wgmma_in_flight=_switch(WGMMA_IN_FLIGHT, True),
                                      tma_store=_switch(TMA_STORE, True),
                                      loop_versioning=_switch(LOOP_VERSIONING, True),
                                      acc_store=_acc_store(),
                                      pingpong_tiles=_switch(PINGPONG_TILES, True),
                                      dot_overlap=_switch(DOT_OVERLAP, True)))
    return _codegen_memo[1]


def _occupancy() -> str:
    if os.environ.get(OCCUPANCY, "").strip().lower() == "auto":
        return "auto"
    return "auto" if _switch(OCCUPANCY, True, also="auto") else "off"


def _one_of(name: str, forms: tuple) -> str:
    """Variable ``name``'s value among ``forms`` (any case; empty or unset: the first).
    Raises TileLaunchError naming the forms for another value."""
    v = os.environ.get(name, "").strip().lower()
    if v == "" or v in forms:
        return v or forms[0]
    from .errors import TileLaunchError

    words = ", ".join(forms[:-1]) + " or " + forms[-1]
    raise TileLaunchError(f"{name}={os.environ[name]!r}: use {words} "
                          f"(or unset it for {forms[0]})")


def _load_other() -> str:
    return _one_of(LOAD_OTHER, LOAD_OTHER_FORMS)


def _acc_store() -> str:
    return _one_of(ACC_STORE, ACC_STORE_FORMS)


def acc_store() -> str:
    """``TILEDSL_ACC_STORE``: how a store of a value in a tensor-core accumulator's layout
    writes: ``"convert"`` (the default) through shared memory into the coalesced layout of
    the store, or ``"direct"`` from the accumulator's layout (no shared memory; slower on the
    H200 in bench/RESULTS.md's session 10 rows). Raises TileLaunchError for another value."""
    return codegen().acc_store


def occupancy() -> str:
    """``TILEDSL_OCCUPANCY`` (on/off; ``auto``, the default, also means on): ``"auto"`` or
    ``"off"``, no rebuild with fewer registers for more blocks per SM
    (codegen/occupancy.py)."""
    return codegen().occupancy


def tma() -> bool:
    """``TILEDSL_TMA`` (on/off, default on): TMA copies for pipelined box loads on sm_90a
    (codegen/tma.py)."""
    return codegen().tma


def grouped_order() -> bool:
    """``TILEDSL_GROUPED_ORDER`` (on/off, default on): a 2-D grid of a kernel whose dots run on
    sm_90a's ``wgmma`` runs its programs in groups of 8 along axis 0 (codegen/raster.py)."""
    return codegen().grouped_order


def pingpong() -> bool:
    """``TILEDSL_PINGPONG`` (on/off, default on): the consumer warpgroups of a
    warp-specialized loop with two or more ``wgmma`` dots take turns at the tensor core
    (codegen/warpspec.py)."""
    return codegen().pingpong


def pingpong_tiles() -> bool:
    """``TILEDSL_PINGPONG_TILES`` (on/off, default on): a persistent kernel of 4 warps whose
    warp-specialized loop runs as many iterations for every tile holds two programs per
    block, which take turns at the tensor core: one runs its loop while the other stores its
    last tile (CUTLASS's ping-pong kernel schedule; codegen/pingpong.py)."""
    return codegen().pingpong_tiles


def cluster() -> bool:
    """``TILEDSL_CLUSTER`` (on/off, default off): a persistent kernel's warp-specialized loop
    with a load that does not move with ``program_id(0)`` runs on clusters of two blocks
    that copy it once, multicast (codegen/cluster.py)."""
    return codegen().cluster


def stream_k() -> bool:
    """``TILEDSL_STREAM_K`` (on/off, default off): a persistent warp-specialized matmul loop
    splits its last, partial wave of output tiles along K over every block, which add their
    partial sums through global memory (stream-K; codegen/streamk.py)."""
    return codegen().stream_k


def tma_store() -> bool:
    """``TILEDSL_TMA_STORE`` (on/off, default on): on sm_90a with TMA, in a kernel whose
    dots run on ``wgmma``, a store of a 2-D tile that is a box of a strided tensor goes
    through shared memory and a TMA copy (codegen/tma_store.py)."""
    return codegen().tma_store


def wgmma_in_flight() -> bool:
    """``TILEDSL_WGMMA_IN_FLIGHT`` (on/off, default on): a K loop's ``wgmma`` group stays in
    flight into the next iteration (Triton's asynchronous ``warp_group_dot``); off, each
    iteration waits for its own group, and a warp-specialized loop releases each stage one
    iteration sooner."""
    return codegen().wgmma_in_flight


def dot_overlap() -> bool:
    """``TILEDSL_DOT_OVERLAP`` (on/off, default on): in a pipelined loop with two ``wgmma``
    dots whose second accumulates into a carried value, that dot is issued after the next
    iteration's first one and waited for only where its accumulator is next read, so that
    it runs beside the code between (FlashAttention-3's intra-warpgroup overlap of the
    softmax with the GEMMs; codegen/overlap.py)."""
    return codegen().dot_overlap


def loop_versioning() -> bool:
    """``TILEDSL_LOOP_VERSIONING`` (on/off, default on): a loop with a dot whose body
    compares index ranges runs the iterations where every comparison holds in a copy of the
    body without them (codegen/versioning.py)."""
    return codegen().loop_versioning


def hoist_loads() -> bool:
    """``TILEDSL_HOIST_LOADS`` (on/off, default off): hoist loads (codegen/schedule.py)."""
    return codegen().hoist_loads


def load_other() -> str:
    """``TILEDSL_LOAD_OTHER``: how a masked vector load honours ``other``: ``select``
    (default: zero-fill, branch around the load, select per element), ``init`` (start from
    ``other``, branch around the load) or ``ptx`` (start from ``other``, one predicated PTX
    load, as Triton emits; CUDA only, others fall back to ``init``). Raises TileLaunchError
    for another value."""
    return codegen().load_other


def load_nc() -> bool:
    """``TILEDSL_LOAD_NC`` (on/off, default on): whether the ``ptx`` masked loads of
    read-only, unaliased arrays use the non-coherent path (``ld.global.nc``) or, off, plain
    ``ld.global``, as Triton's loads do."""
    return codegen().load_nc


def stream_stores() -> bool:
    """``TILEDSL_STREAM_STORES`` (on/off, default off: streaming stores measured slower on
    the H200, bench/RESULTS.md)."""
    return codegen().stream_stores


def breakpoints() -> bool:
    """``TILEDSL_BREAKPOINT`` (on/off, default on); off makes ``breakpoint()`` statements in
    kernels do nothing (``tiledsl/debugger``)."""
    return not is_set(BREAKPOINT) or _switch(BREAKPOINT, True)
