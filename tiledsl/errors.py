"""The error hierarchy. Every user-facing error is a :class:`TileError`.

A user error prints ``file:line:col: message``, the source line, and carets under the span.
Compiler bugs are :class:`InternalError`; internal frames are hidden unless ``TILEDSL_DEBUG=1``.
"""
from __future__ import annotations

import contextlib
import functools
import os
import traceback

from .source import Span


def debug_enabled() -> bool:
    """True when ``TILEDSL_DEBUG=1``: raw tracebacks and IR re-verification after each pass."""
    return os.environ.get("TILEDSL_DEBUG", "") not in ("", "0")


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


class TileSyntaxError(TileError):
    """The text of a ``.tile`` file does not follow the grammar."""


class TileTypeError(TileError):
    """A kernel is well formed but wrong: unknown name, bad dtype or shape, wrong call."""


class TileCompileErrors(TileTypeError):
    """Several errors found in one kernel/file; ``errors`` holds each one, in source order."""

    def __init__(self, errors: list[TileError]):
        self.errors = list(errors)
        Exception.__init__(self, self.format())
        self.message = self.format()
        self.span = self.errors[0].span if self.errors else None
        self.notes = ()

    def format(self) -> str:
        n = len(self.errors)
        body = "\n\n".join(e.format() for e in self.errors)
        return body + (f"\n\n{n} errors found." if n > 1 else "")


class TileLaunchError(TileError):
    """A launch was refused (bad grid, wrong arguments, missing constexpr ...). Nothing ran."""


class TileRuntimeError(TileError):
    """A fault while a kernel ran: out-of-bounds access, race, failed ``device_assert``."""


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


def user_facing(fn):
    """Decorator for public entry points: TileErrors lose internal frames, others become
    :class:`InternalError` (unless ``TILEDSL_DEBUG=1``)."""

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        if debug_enabled():
            return fn(*args, **kwargs)
        try:
            return fn(*args, **kwargs)
        except TileError as e:
            e.__traceback__ = None
            raise e.with_traceback(None) from None
        except (KeyboardInterrupt, SystemExit, MemoryError):
            raise
        except Exception as exc:  # noqa: BLE001
            tb = traceback.extract_tb(exc.__traceback__)
            where = f" at {tb[-1].name}" if tb else ""
            raise InternalError(f"{type(exc).__name__}{where}: {exc}") from None

    return wrapper
