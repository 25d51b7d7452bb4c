"""Corrupt, hostile or misplaced disk-cache files are never fatal: the autotuner's record
(``tiledsl/autotune/cache.py``) is ignored with an ``AutotuneCacheWarning`` and tuning
proceeds as without it; a compiled-kernel entry (``codegen/runtime.py``) and the parser's
tables (``tiledsl/parsercache.py``) are rebuilt. A FIFO or a link to ``/dev/zero`` in place
of any of them is such a corrupt entry: nothing blocks or reads without end. No GPU:
the compiled-kernel cache is driven with a stand-in build function (and a stand-in cupy for
the driver's refusal), the autotuner with the fake backend of the autotune tests."""
from __future__ import annotations

import hashlib
import json
import os
import threading
import warnings

import numpy as np
import pytest

import tiledsl
from tiledsl import knobs, parsercache
from tiledsl.atomicfile import NotACacheFile, read_cache_file
from tiledsl.autotune import AutotuneCacheWarning, Config, cache
from tiledsl.codegen import runtime
from tiledsl.errors import TileLaunchError

from _autotune_fakes import SCALE, FakeBackend, cdiv_grid

IGNORED = "ignoring the corrupt tuning cache file"


# ============================================================== the autotuner's record
IDENT = {"kernel": "k", "device": "d"}


@pytest.fixture
def cache_dir(tmp_path, clean_env):
    clean_env.setenv("TILEDSL_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path / "cache"


def record(entry_json: str, identity=IDENT) -> bytes:
    """A format-1 record of ``identity`` with the one entry ``entry_json`` (raw JSON text)."""
    return ('{"format": 1, "identity": %s, "configs": {"BLOCK=8 num_warps=4": %s}}'
            % (json.dumps(identity), entry_json)).encode()


BAD_RECORDS = {
    "not utf-8": b'{"format": 1, "x": "\xff"}',
    "not utf-8 in a valid record": record('{"status": "ok", "ms": 1.0, "reps": 3, '
                                          '"detail": "@"}').replace(b"@", b"\xff"),
    "reps 1e400": record('{"status": "ok", "ms": 1.0, "reps": 1e400}'),
    "ms 10**400": record('{"status": "ok", "ms": %s, "reps": 3}' % (10 ** 400)),
    "ms 1e400": record('{"status": "ok", "ms": 1e400, "reps": 3}'),
    "ms of 5000 digits": record('{"status": "ok", "ms": %s, "reps": 3}' % ("9" * 5000)),
    "nested 100000 deep": b"[" * 100000,
    "identity nested 900 deep": record('{"status": "ok", "ms": 1.0, "reps": 3}',
                                       identity=json.loads("[" * 900 + "]" * 900)),
    "ms NaN": record('{"status": "ok", "ms": NaN, "reps": 3}'),
    "ms Infinity": record('{"status": "ok", "ms": Infinity, "reps": 3}'),
    "ms -5": record('{"status": "ok", "ms": -5, "reps": 3}'),
    "ms 0": record('{"status": "ok", "ms": 0, "reps": 3}'),
    "ms a string": record('{"status": "ok", "ms": "1.0", "reps": 3}'),
    "ms true": record('{"status": "ok", "ms": true, "reps": 3}'),
    "reps 0": record('{"status": "ok", "ms": 1.0, "reps": 0}'),
    "reps missing": record('{"status": "ok", "ms": 1.0}'),
    "reps -1": record('{"status": "ok", "ms": 1.0, "reps": -1}'),
    "reps 2.5": record('{"status": "ok", "ms": 1.0, "reps": 2.5}'),
    "reps true": record('{"status": "ok", "ms": 1.0, "reps": true}'),
    "detail a list": record('{"status": "failed", "detail": [1]}'),
    "failed with a time": record('{"status": "failed", "ms": 1.0, "detail": "x"}'),
    "status a list": record('{"status": ["ok"], "ms": 1.0, "reps": 3}'),
}


@pytest.mark.parametrize("content", BAD_RECORDS.values(), ids=BAD_RECORDS.keys())
def test_bad_record_is_ignored_with_a_warning(cache_dir, content):
    path = cache.record_path(IDENT)
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert cache.load(IDENT) == {}
    assert [w.category for w in caught] == [AutotuneCacheWarning]
    assert IGNORED in str(caught[0].message) and str(path) in str(caught[0].message)
    assert len(str(caught[0].message)) < 600  # a huge entry is not pasted into the warning
    assert path.read_bytes() == content  # loading never deletes: save() rewrites it


def test_valid_records_still_load_without_a_warning(cache_dir):
    path = cache.record_path(IDENT)
    path.parent.mkdir(parents=True)
    path.write_bytes(record('{"status": "ok", "ms": 2, "reps": 1}'))  # an int time is fine
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert cache.load(IDENT) == {"BLOCK=8 num_warps=4": cache.Entry("ok", 2.0, 1, "")}
        cache.save(IDENT, {"b": cache.Entry("failed", detail="does not compile"),
                           "c": cache.Entry("ok", 0.25, 7)})
        assert cache.load(IDENT) == {"BLOCK=8 num_warps=4": cache.Entry("ok", 2.0, 1, ""),
                                     "b": cache.Entry("failed", None, 0, "does not compile"),
                                     "c": cache.Entry("ok", 0.25, 7, "")}


@pytest.mark.parametrize("entry", [{"status": "ok", "ms": float("nan"), "reps": 3},
                                   {"status": "ok", "ms": -5, "reps": 3},
                                   {"status": "ok", "ms": 1.0, "reps": 1e400},
                                   {"status": "ok", "ms": 10 ** 400, "reps": 3}])
def test_entry_from_json_raises_value_error(entry):
    with pytest.raises(ValueError, match="an ok entry whose (time|reps)"):
        cache.Entry.from_json(entry)


C8, C16, C64 = Config(BLOCK=8), Config(BLOCK=16), Config(BLOCK=64, num_warps=2)
MS = {C8.key: 3.0, C16.key: 1.0, C64.key: 2.0}


def tune_and_launch(fake):
    k = tiledsl.autotune(tiledsl.compile(SCALE, "t.tile").scale, configs=[C8, C16, C64],
                         key=["n"], backend=fake, progress=False)
    x = np.arange(1000, dtype=np.float32)
    out = np.zeros_like(x)
    k[cdiv_grid](out, x, 1000)
    assert (out == 2 * x).all()
    return k


@pytest.mark.parametrize("corrupt", ["not utf-8", "nested", "ms NaN", "ms -5", "reps 1e400",
                                     "ms 10**400"])
def test_tuning_proceeds_as_without_a_record_and_rewrites_it(cache_dir, corrupt):
    tune_and_launch(FakeBackend(ms=MS))
    (path,) = (cache_dir / "autotune").rglob("*.json")
    data = json.loads(path.read_text())
    if corrupt == "not utf-8":
        path.write_bytes(path.read_bytes().replace(b'"detail": ""', b'"detail": "\xff"', 1))
    elif corrupt == "nested":
        path.write_bytes(b"[" * 100000)
    else:
        field, value = corrupt.split(" ")
        entry = data["configs"][C16.key]  # the winner: a bad time must not let it win
        entry[field] = {"NaN": float("nan"), "-5": -5, "1e400": float("inf"),
                        "10**400": 10 ** 400}[value]
        text = json.dumps(data).replace("Infinity", "1e400")
        path.write_text(text)
    fake = FakeBackend(ms=MS)
    with pytest.warns(AutotuneCacheWarning, match=IGNORED):
        k = tune_and_launch(fake)
    assert sorted(fake.timed) == sorted([C8.key, C16.key, C64.key])  # all timed again
    assert k.last_tuning.winner == C16
    rewritten = json.loads(path.read_text())
    assert rewritten["configs"][C16.key] == {"status": "ok", "ms": 1.0, "reps": 3, "detail": ""}
    with warnings.catch_warnings():  # the rewritten record is valid: reused, nothing timed
        warnings.simplefilter("error")
        again = FakeBackend(ms=MS)
        tune_and_launch(again)
    assert again.timed == []


# ==================================================== the compiled-kernel cache (codegen)
PAYLOAD = b"\x7fELF a stand-in cubin \x00\xff"


class Build:
    """A stand-in compiler: returns ``PAYLOAD`` and counts its calls."""

    def __init__(self):
        self.calls = 0

    def __call__(self):
        self.calls += 1
        return PAYLOAD


@pytest.fixture
def kcache(tmp_path, clean_env):
    clean_env.setenv("TILEDSL_CACHE_DIR", str(tmp_path / "kc"))
    return tmp_path / "kc"


def entry_paths():
    path, cached = runtime._disk_cached("k", "key", ".cubin", Build())
    assert cached is False
    return path, runtime._digest_path(path)


def test_disk_cache_builds_once_then_reads_back(kcache):
    build = Build()
    path, cached = runtime._disk_cached("k", "key", ".cubin", build)
    assert (cached, build.calls) == (False, 1)
    assert os.path.dirname(path) == str(kcache) and open(path, "rb").read() == PAYLOAD
    digest = open(runtime._digest_path(path), "rb").read()
    assert digest == hashlib.sha256(PAYLOAD).hexdigest().encode()
    assert runtime._disk_cached("k", "key", ".cubin", build) == (path, True)
    assert build.calls == 1
    assert runtime._disk_cached("k", "key", ".cubin", build, rebuild=True) == (path, False)
    assert build.calls == 2


def _digest_bytes(data: bytes) -> bytes:
    return hashlib.sha256(data).hexdigest().encode()


CORRUPTIONS = {
    # name: (what to write to the entry, what to write to the .sha256); None keeps it
    "digest not utf-8": (None, b"\xff\xfe"),
    "digest empty": (None, b""),
    "digest of other bytes": (None, _digest_bytes(b"other")),
    "digest truncated": (None, _digest_bytes(PAYLOAD)[:20]),
    "entry truncated": (PAYLOAD[:5], None),
    "entry empty with a matching digest": (b"", _digest_bytes(b"")),
    "entry not utf-8 garbage": (b"\xff\xfe\xfd", None),
}


@pytest.mark.parametrize("entry,digest", CORRUPTIONS.values(), ids=CORRUPTIONS.keys())
def test_corrupt_entry_is_rebuilt_and_repaired(kcache, entry, digest):
    path, digest_path = entry_paths()
    if entry is not None:
        open(path, "wb").write(entry)
    if digest is not None:
        open(digest_path, "wb").write(digest)
    build = Build()
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert runtime._disk_cached("k", "key", ".cubin", build) == (path, False)
    assert build.calls == 1
    assert open(path, "rb").read() == PAYLOAD
    assert open(digest_path, "rb").read() == _digest_bytes(PAYLOAD)
    assert runtime._disk_cached("k", "key", ".cubin", build) == (path, True)  # repaired
    assert build.calls == 1


@pytest.mark.parametrize("missing", ["entry", "digest"])
def test_missing_half_of_an_entry_is_rebuilt(kcache, missing):
    path, digest_path = entry_paths()
    os.unlink(path if missing == "entry" else digest_path)
    build = Build()
    assert runtime._disk_cached("k", "key", ".cubin", build) == (path, False)
    assert build.calls == 1 and open(path, "rb").read() == PAYLOAD
    assert runtime._disk_cached("k", "key", ".cubin", build) == (path, True)


@pytest.mark.parametrize("blocked", ["entry", "digest"])
def test_a_folder_in_place_of_a_file_is_rebuilt_into_a_temporary_file(kcache, blocked):
    path, digest_path = entry_paths()
    blocker = path if blocked == "entry" else digest_path
    os.unlink(blocker)
    os.mkdir(blocker)
    build = Build()
    for _ in range(2):  # never read back from the blocked entry, never an error
        got, cached = runtime._disk_cached("k", "key", ".cubin", build)
        assert cached is False and got != path
        try:
            assert open(got, "rb").read() == PAYLOAD
        finally:
            os.unlink(got)
    assert build.calls == 2 and os.path.isdir(blocker)  # the user's folder is left alone


def test_nothing_writable_is_a_clear_error(kcache, monkeypatch):
    def refuse(*a, **k):
        raise OSError(30, "Read-only file system")

    monkeypatch.setattr(runtime, "atomic_write", refuse)
    monkeypatch.setattr(runtime.tempfile, "mkstemp", refuse)
    with pytest.raises(TileLaunchError, match="set TILEDSL_CACHE_DIR to a writable folder"):
        runtime._disk_cached("k", "key", ".cubin", Build())


class FakeRawModule:
    """cupy.RawModule(path=...): refuses a binary that is not ``PAYLOAD`` (as the driver
    refuses a corrupt cubin whose digest happens to match)."""

    loaded: list = []

    def __init__(self, path):
        data = open(path, "rb").read()
        if data != PAYLOAD:
            raise RuntimeError("CUDA_ERROR_INVALID_IMAGE")
        FakeRawModule.loaded.append(path)

    def get_function(self, name):
        return f"function {name}"


class FakeCupy:
    RawModule = FakeRawModule


@pytest.mark.parametrize("unlink_fails", [False, True])
def test_an_entry_the_driver_refuses_is_rebuilt(kcache, monkeypatch, unlink_fails):
    path, digest_path = entry_paths()
    open(path, "wb").write(b"bad")
    open(digest_path, "wb").write(_digest_bytes(b"bad"))  # a matching digest
    if unlink_fails:  # as in a read-only cache folder
        def no_unlink(p):
            raise PermissionError(13, "Permission denied", p)

        monkeypatch.setattr(runtime.os, "unlink", no_unlink)
    build = Build()
    FakeRawModule.loaded = []

    def compile_fn(rebuild=False):
        return runtime._disk_cached("k", "key", ".cubin", build, rebuild)

    assert runtime._load(FakeCupy, compile_fn, "k") == "function k"
    assert build.calls == 1 and len(FakeRawModule.loaded) == 1
    assert open(FakeRawModule.loaded[0], "rb").read() == PAYLOAD


# ================================================================ where the cache lives
@pytest.mark.parametrize("value,expected", [("  ~/kc  ", "kc"), ("~/kc", "kc"),
                                            ("", ".cache/tiledsl"), ("   ", ".cache/tiledsl")])
def test_runtime_cache_dir_follows_knobs(tmp_path, clean_env, value, expected):
    clean_env.setenv("HOME", str(tmp_path))
    if value:
        clean_env.setenv("TILEDSL_CACHE_DIR", value)
    else:  # unset: the default under HOME
        clean_env.delenv("TILEDSL_CACHE_DIR")
    want = str(tmp_path / expected)
    assert runtime.cache_dir() == str(knobs.cache_dir()) == want
    path, cached = runtime._disk_cached("k", "key", ".cubin", Build())
    assert cached is False and os.path.dirname(path) == want
    assert open(path, "rb").read() == PAYLOAD


# ================================================ entries that are not regular files
# A FIFO would block a plain open() until a writer comes, and a link to /dev/zero would be
# read without end: every cache reads only regular files of a bounded size, and treats
# anything else as a corrupt entry.
HOSTILE = ["fifo", "link to /dev/zero"]


def _make_hostile(path, kind: str) -> None:
    """Put a FIFO or a symbolic link to /dev/zero at ``path`` (replacing a file there)."""
    if os.path.lexists(path):
        os.unlink(path)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if kind == "fifo":
        os.mkfifo(path)
    else:
        os.symlink("/dev/zero", path)


def _within(seconds: float, fn):
    """``fn()``, which must return within ``seconds`` (it runs in a daemon thread, so that a
    hang fails the test instead of stopping the run)."""
    box = {}

    def target():
        try:
            box["value"] = fn()
        except BaseException as exc:  # noqa: BLE001 - re-raised below
            box["error"] = exc

    t = threading.Thread(target=target, daemon=True)
    t.start()
    t.join(seconds)
    assert not t.is_alive(), f"still running after {seconds} s (blocked on the cache file?)"
    if "error" in box:
        raise box["error"]
    return box["value"]


@pytest.mark.parametrize("kind", HOSTILE)
def test_read_cache_file_refuses_what_is_not_a_regular_file(tmp_path, kind):
    path = tmp_path / "entry"
    _make_hostile(path, kind)
    with pytest.raises(NotACacheFile, match="not a regular file"):
        _within(10, lambda: read_cache_file(path))


def test_read_cache_file_refuses_a_file_over_the_limit(tmp_path):
    path = tmp_path / "entry"
    path.write_bytes(b"x" * 101)
    with pytest.raises(NotACacheFile, match="101 bytes, more than a cache file may"):
        read_cache_file(path, limit=100)
    assert read_cache_file(path, limit=101) == b"x" * 101


@pytest.mark.parametrize("kind", HOSTILE)
def test_hostile_tuning_record_is_ignored_and_replaced(cache_dir, kind):
    _make_hostile(cache.record_path(IDENT), kind)
    with pytest.warns(AutotuneCacheWarning, match=f"{IGNORED} .*not a regular file"):
        assert _within(10, lambda: cache.load(IDENT)) == {}
    entry = cache.Entry("ok", 1.0, 3)
    assert _within(10, lambda: cache.save(IDENT, {"BLOCK=8 num_warps=4": entry}))
    assert os.path.isfile(cache.record_path(IDENT))
    assert not os.path.islink(cache.record_path(IDENT))
    assert cache.load(IDENT) == {"BLOCK=8 num_warps=4": entry}


@pytest.mark.parametrize("half", ["entry", "digest"])
@pytest.mark.parametrize("kind", HOSTILE)
def test_hostile_compiled_kernel_entry_is_rebuilt(kcache, kind, half):
    path, digest_path = entry_paths()
    _make_hostile(path if half == "entry" else digest_path, kind)
    build = Build()
    assert _within(10, lambda: runtime._disk_cached("k", "key", ".cubin", build)) == \
        (path, False)
    assert build.calls == 1 and open(path, "rb").read() == PAYLOAD
    assert runtime._disk_cached("k", "key", ".cubin", build) == (path, True)  # repaired


GRAMMAR = os.path.join(os.path.dirname(tiledsl.__file__), "grammar", "tile.lark")


def _build_parser():
    """A parser of tiledsl's grammar through the cache (options as ``tiledsl.parser``'s)."""
    from tiledsl import parser

    runtime_options = {"postlex": parser.TileIndenter(),
                       "propagate_positions": parser._not_layout}
    return parsercache.build(GRAMMAR, parser._OPTIONS, runtime_options)


def _grammar_entry() -> str:
    from tiledsl import parser

    with open(GRAMMAR, encoding="utf-8") as f:
        return str(parsercache.entry_path(parsercache.cache_key(f.read(), parser._OPTIONS)))


@pytest.mark.parametrize("kind", HOSTILE + ["garbage", "another key"])
def test_hostile_or_corrupt_grammar_cache_is_rebuilt(kcache, kind):
    path = _grammar_entry()
    if kind in HOSTILE:
        _make_hostile(path, kind)
    else:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        open(path, "wb").write(b"\x80garbage" if kind == "garbage" else b"0" * 64 + b"\n")
    lark = _within(60, _build_parser)
    assert parsercache.loaded_from == "grammar"
    assert lark.parse("kernel k():\n    pass\n", start="module") is not None
    assert os.path.isfile(path) and not os.path.islink(path)  # replaced by a good entry
    _build_parser()
    assert parsercache.loaded_from == "cache"
