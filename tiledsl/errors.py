"""The error hierarchy. Every user-facing error is a :class:`TileError`.

A user error prints ``file:line:col: message``, the source line, and carets under the span.
Compiler bugs are :class:`InternalError`; internal frames are hidden unless ``TILEDSL_DEBUG=1``.
"""
from __future__ import annotations

import contextlib
import functools
import os
import threading
import traceback

from . import knobs
from .source import Span


def debug_enabled() -> bool:
    """True when ``TILEDSL_DEBUG`` is on (``1``, ``on``, ``true``, ``yes``): raw tracebacks and
    IR re-verification after each pass. :func:`tiledsl.knobs.debug` reads it (a cheap test
    first: every public call asks) and refuses a value that is not an on/off word."""
    try:
        return knobs.debug()
    except TileError as e:
        raise e.with_traceback(None) from None  # the bad value is the news, not knobs' frames


class TileError(Exception):
    """Base class of every error tiledsl reports to a user.

    ``message`` says what is wrong and what to do; ``span`` (optional) locates it; ``notes``
    are extra lines printed after the carets.
    """

    kind = "error"

    def __init__(self, message: str, span: Span | None = None, notes: tuple[str, ...] = ()):
        self.message = message
        self.span = span
        self.notes = tuple(notes)
        super().__init__(self.format())

    def format(self) -> str:
        if self.span is None or self.span.line == 0:
            head = self.message
            body = ""
        else:
            head = f"{self.span}: {self.message}"
            body = "\n" + self.span.caret_lines()
        tail = "".join("\n" + n for n in self.notes)
        return head + body + tail

    def __str__(self) -> str:
        return self.format()


class TileFileError(TileError, OSError):
    """A ``.tile`` file cannot be read: no such file, a directory, no permission. It is also an
    :class:`OSError` (``errno`` and ``filename`` are set), so ``except OSError`` catches it too.

    The message names the path and what is wrong: ``cannot read k.tile: no such file``."""

    def __new__(cls, message: str, *args, **kwargs):
        return OSError.__new__(cls, message)

    def __init__(self, message: str, filename: str | None = None, errno: int | None = None,
                 strerror: str | None = None):
        super().__init__(message)
        self.filename, self.errno, self.strerror = filename, errno, strerror

    @classmethod
    def from_os_error(cls, path: str, exc: OSError, kind: str = ".tile") -> "TileFileError":
        """The error for ``open(path)`` having raised ``exc``; ``kind`` is the suffix of the
        files wanted (``.py`` for ``tiledsl port``)."""
        import errno as E

        if isinstance(exc, FileNotFoundError) or exc.errno == E.ENOENT:
            why = "no such file"
            if not os.path.isabs(path):
                why += f" (relative to the current directory, {os.getcwd()})"
        elif isinstance(exc, IsADirectoryError) or os.path.isdir(path):
            why = f"it is a directory, not a {kind} file"
            try:
                tiles = sorted(n for n in os.listdir(path) if n.endswith(kind))
            except OSError:
                tiles = []
            if tiles:
                why += (f"; the {kind} files in it: {', '.join(tiles[:4])}"
                        f"{', ...' if len(tiles) > 4 else ''}")
        elif isinstance(exc, PermissionError):
            why = "permission denied"
        else:
            why = exc.strerror or str(exc)
        return cls(f"cannot read {path}: {why}", path, exc.errno, exc.strerror)


class TileSyntaxError(TileError):
    """The text of a ``.tile`` file does not follow the grammar."""


class TileTypeError(TileError):
    """A kernel is well formed but wrong: unknown name, bad dtype or shape, wrong call."""


class TileCompileErrors(TileTypeError):
    """Several errors found in one kernel/file; ``errors`` holds each one, in source order."""

    def __init__(self, errors: list[TileError]):
        self.errors = list(errors)
        self.notes = ()
        Exception.__init__(self, self.format())
        self.message = self.format()
        self.span = self.errors[0].span if self.errors else None

    def format(self) -> str:
        n = len(self.errors)
        body = "\n\n".join(e.format() for e in self.errors)
        tail = "".join("\n" + note for note in self.notes)  # notes on all of them
        return body + tail + (f"\n\n{n} errors found." if n > 1 else "")

    def __str__(self) -> str:
        return self.format()


def add_note(exc: TileError, note: str) -> TileError:
    """``exc`` with ``note`` as its last note line (its text, and the message of a
    :class:`TileCompileErrors`, updated); returned for ``raise add_note(...)``."""
    exc.notes = tuple(exc.notes) + (note,)
    if isinstance(exc, TileCompileErrors):
        exc.message = exc.format()
    exc.args = (exc.format(),)
    return exc


class TileLaunchError(TileError):
    """A launch was refused (bad grid, wrong arguments, missing constexpr ...). Nothing ran."""


class TileRuntimeError(TileError):
    """A fault while a kernel ran: out-of-bounds access, race, failed ``device_assert``."""


class TileDebugWarning(UserWarning):
    """A debugging aid speaks without stopping the run: a run-time check asked to warn
    (``check="race:warn"``), or a ``breakpoint()`` compiled out of GPU code."""


class TileOptionWarning(UserWarning):
    """A code-generation option the kernel asked for (``warp_specialize``, ``persistent``) is
    not applied where it is built: the kernel runs without it. The message names the kernel,
    its specialization and why (the generated code's ``// pipeline:`` comment says the same).
    """


def outside_stacklevel() -> int:
    """The ``stacklevel`` that makes ``warnings.warn``, called by the caller of this function,
    point at the first frame outside tiledsl (its interpreter and code generator included):
    the user's call, such as a launch line."""
    import sys

    roots = [os.path.dirname(os.path.abspath(__file__)) + os.sep]
    for name in ("tiledsl.codegen", "tiledsl.interpreter"):  # a checkout's own folders
        mod = sys.modules.get(name)
        if getattr(mod, "__file__", None):
            roots.append(os.path.dirname(os.path.abspath(mod.__file__)) + os.sep)
    f, level = sys._getframe(1), 1
    while f is not None and os.path.abspath(f.f_code.co_filename).startswith(tuple(roots)):
        f, level = f.f_back, level + 1
    return level


#: per thread, the list that :func:`warn_not_applied` appends to instead of warning
#: (:func:`collect_not_applied`)
_collecting = threading.local()


@contextlib.contextmanager
def collect_not_applied(into: list):
    """While active, :func:`warn_not_applied` in this thread appends each warning's message
    to ``into`` instead of warning: the autotuner compiles in worker threads, whose stacks
    hold no frame of the caller's, and warns from the caller's thread afterwards."""
    prev = getattr(_collecting, "into", None)
    _collecting.into = into
    try:
        yield into
    finally:
        _collecting.into = prev


def warn_not_applied(fn, dialect, num_warps: int, num_stages, persistent: bool,
                     not_applied: list) -> None:
    """One :class:`TileOptionWarning` for each ``(option, why)`` of ``not_applied``: what the
    code generator did not apply to ``fn`` (an ``ir.Function``) built for ``dialect`` with
    those options (collected instead inside :func:`collect_not_applied`)."""
    import warnings

    parts = [f"{k}={v!r}" for k, v in fn.constexprs.items()]
    opts = [f"num_warps={num_warps}"] + ([f"num_stages={num_stages}"]
                                          if num_stages is not None else [])
    opts += ["persistent=True"] if persistent else []
    target = f"{dialect.name}:{dialect.arch}" if getattr(dialect, "arch", None) else \
        getattr(dialect, "name", str(dialect))
    config = "; ".join(x for x in (", ".join(parts), ", ".join(opts), target) if x)
    into = getattr(_collecting, "into", None)
    for option, why in not_applied:
        msg = f"kernel {fn.name} ({config}): {option} is not applied: {why}"
        if into is not None:
            into.append(msg)
        else:
            warnings.warn(msg, TileOptionWarning, stacklevel=outside_stacklevel())


class InternalError(TileError):
    """A bug in tiledsl itself. Please report it with the kernel that triggered it."""

    def __init__(self, message: str, span: Span | None = None, notes: tuple[str, ...] = ()):
        notes = tuple(notes) + (
            "this is a bug in tiledsl; please report it with the kernel above "
            "(set TILEDSL_DEBUG=1 for the internal traceback)",
        )
        super().__init__(f"internal compiler error: {message}", span, notes)


@contextlib.contextmanager
def internal_errors(span: Span | None = None, what: str = "compiling"):
    """Wrap any non-TileError raised inside as an :class:`InternalError` at ``span``.

    With ``TILEDSL_DEBUG=1`` the original exception propagates unchanged.
    """
    try:
        yield
    except TileError:
        raise
    except (KeyboardInterrupt, SystemExit, MemoryError):
        raise
    except Exception as exc:  # noqa: BLE001 - this is the one place that converts them
        if debug_enabled():
            raise
        raise InternalError(f"{type(exc).__name__} while {what}: {exc}", span) from None


def usage_type_error(message: str) -> TypeError:
    """A TypeError for a public function called with the wrong kind of argument (``tiledsl.
    compile(None)``): :func:`user_facing` passes it on as it is, not as an InternalError."""
    exc = TypeError(message)
    exc._tiledsl_user_error = True
    return exc


#: what the wrappers below test to see that ``TILEDSL_DEBUG`` is unset, inline: os.environ's
#: own dict (:func:`tiledsl.knobs._raw_environ`; None off POSIX: ask :func:`debug_enabled`)
_ENVIRON, _RAW, _DEBUG_KEY = os.environ, knobs._RAW, knobs._DEBUG_KEY


def user_facing(fn):
    """Decorator for public entry points: TileErrors lose internal frames, others become
    :class:`InternalError` (unless ``TILEDSL_DEBUG=1``).

    A traceback then ends with the caller's line and this wrapper's ``raise`` line: CPython
    always lists the frame an exception is raised from, so that one frame cannot be removed in
    pure Python; pytest and IPython hide it (``__tracebackhide__``)."""

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        # pytest and IPython leave out frames that set __tracebackhide__. Plain CPython always
        # shows the frame that raises (this one): the raise line below says why it is there.
        __tracebackhide__ = True  # noqa: F841
        if (_RAW is None or os.environ is not _ENVIRON or _DEBUG_KEY in _RAW) and \
                debug_enabled():
            return fn(*args, **kwargs)
        try:
            return fn(*args, **kwargs)
        except BaseException as exc:  # noqa: BLE001
            out = _for_user(exc)
            if out is None:
                raise
            raise out from None  # tiledsl hides its frames; TILEDSL_DEBUG=1 shows them

    return wrapper


def user_facing_call(fn):
    """:func:`user_facing` for ``fn(self, args, kwargs)``: the wrapper is called as
    ``wrapper(self, *args, **kwargs)`` and passes the call's tuple and dict on as they are
    (no second packing of the arguments; a launch's ``Launcher.__call__``)."""

    @functools.wraps(fn)
    def wrapper(self, *args, **kwargs):
        # pytest and IPython leave out frames that set __tracebackhide__. Plain CPython always
        # shows the frame that raises (this one): the raise line below says why it is there.
        __tracebackhide__ = True  # noqa: F841
        if (_RAW is None or os.environ is not _ENVIRON or _DEBUG_KEY in _RAW) and \
                debug_enabled():
            return fn(self, args, kwargs)
        try:
            return fn(self, args, kwargs)
        except BaseException as exc:  # noqa: BLE001
            out = _for_user(exc)
            if out is None:
                raise
            raise out from None  # tiledsl hides its frames; TILEDSL_DEBUG=1 shows them

    return wrapper


def user_facing_launch(make_front):
    """:func:`user_facing_call` for ``Launcher.__call__``, with the launch's dispatch inline
    (a frame fewer per launch): ``wrapper(self, *args, **kwargs)`` calls the kernel's
    generated front for ``len(args)`` positional arguments (``self.kernel._fronts``, made by
    ``make_front(self, n, kwargs)`` on first use) with ``self.grid``, the call's tuple and
    its dict.
    ``TILEDSL_DEBUG`` is read only when an exception escapes, which it then lets through as
    it is."""

    @functools.wraps(make_front)
    def wrapper(self, *args, **kwargs):
        # pytest and IPython leave out frames that set __tracebackhide__. Plain CPython always
        # shows the frame that raises (this one): the raise line below says why it is there.
        __tracebackhide__ = True  # noqa: F841
        try:
            front = self.kernel._fronts.get(len(args))
            if front is None:
                front = make_front(self, len(args), kwargs)
            return front(self.grid, args, kwargs)
        except BaseException as exc:  # noqa: BLE001
            out = None if debug_enabled() else _for_user(exc)
            if out is None:
                raise
            raise out from None  # tiledsl hides its frames; TILEDSL_DEBUG=1 shows them

    return wrapper


def _for_user(exc: BaseException):
    """What a public entry point raises (``from None``) for ``exc`` escaping it: a TileError,
    an interrupt the interpreter located, or a :func:`usage_type_error` without its internal
    frames; a TypeError of the entry point's own call (the caller's arguments do not fit
    its signature, ``warmup(...)`` without ``grid=``) as it is; any other Exception as an
    :class:`InternalError`. None: re-raise ``exc`` unchanged (an interrupt, SystemExit,
    MemoryError, another BaseException)."""
    if isinstance(exc, TileError):
        return exc.with_traceback(None)
    if isinstance(exc, KeyboardInterrupt):
        return exc.with_traceback(None) if getattr(exc, "_tiledsl_where", False) else None
    if isinstance(exc, MemoryError) or not isinstance(exc, Exception):
        return None
    if getattr(exc, "_tiledsl_user_error", False):  # from usage_type_error()
        return exc.with_traceback(None)
    tb = traceback.extract_tb(exc.__traceback__)
    if isinstance(exc, TypeError) and len(tb) == 1:
        # raised by the wrapper's call itself: Python's own message says how
        return exc.with_traceback(None)
    where = f" at {tb[-1].name}" if tb else ""
    return InternalError(f"{type(exc).__name__}{where}: {exc}")
