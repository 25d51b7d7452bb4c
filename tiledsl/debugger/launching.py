"""From a kernel launch to a :class:`~tiledsl.debugger.core.Debugger`, and the two ways a
launch reaches the debugger without the user asking for one in Python:

* a kernel with ``breakpoint()`` statements, launched on the interpreter (the kernel layer
  calls :func:`debug_launch` through :mod:`tiledsl.launch.hooks`): the launch runs in the
  debugger and a prompt opens at the first ``breakpoint()`` that fires (``TILEDSL_BREAKPOINT=0`` turns them off);
* ``tiledsl debug SCRIPT.py`` (:mod:`.script`) installs a :class:`Session` as
  ``tiledsl.launch.hooks.DEBUG_HOOK``: its first launch stops at the first statement, later ones
  where a breakpoint (set at the prompt, kept across launches) or ``breakpoint()`` fires.
"""
from __future__ import annotations

from .. import knobs
from ..launch import backends, hooks
from ..launch.arrays import copy_back, host_values
from ..launch.kernel import Kernel
from .core import Debugger, DebuggerError


def _base_kernel(kernel):
    """The :class:`~tiledsl.launch.kernel.Kernel` behind a tuned kernel."""
    if isinstance(kernel, Kernel):
        return kernel
    inner = getattr(kernel, "kernel", None)
    if isinstance(inner, Kernel):
        return inner
    raise TypeError(f"tiledsl.debug() takes a kernel of a loaded .tile module "
                    f"(tiledsl.load(...).name), got {type(kernel).__name__}")


def make_debugger(kernel, prepared, stdout=None) -> Debugger:
    """A debugger over the launch ``prepared`` (``Kernel._prepare``) of ``kernel``: the
    kernel is lowered again with debug info and no optimization passes, and runs on the
    interpreter with the launch's checks and order."""
    from tiledsl import check, interpreter

    p = prepared
    if p.backend != "interpreter":
        raise DebuggerError("the debugger runs kernels on the interpreter; pass numpy arrays, "
                            "backend='interpreter' or set TILEDSL_INTERPRET=1")
    types = {a.name: a.type for a in p.ordered}
    fn = check.lower(kernel.module.ast, kernel.name, types, dict(p.constexprs), debug=True)
    by_name = {a.name: a for a in p.ordered}
    ordered = [by_name[q.name] for q in fn.params]
    values, back = host_values(ordered, p.spec.writes, p.spec.fn.name)
    opts = {k: p.opts[k] for k in ("check", "order", "seed", "poison", "print_pids")}
    run = interpreter.prepare(fn, p.grid, values, print_stream=stdout, **opts)
    return Debugger(kernel.name, kernel.module.ast, kernel.ast, fn, run,
                    on_finish=lambda: copy_back(back))


def debug(kernel, grid, *args, **meta) -> Debugger:
    """A :class:`~tiledsl.debugger.core.Debugger` over the launch ``kernel[grid](*args,
    **meta)`` (same arguments, constexprs and options, ``check=``/``order=`` included); the
    launch has not run yet. ``stdout=`` (a keyword for the debugger itself) receives the
    kernel's ``device_print`` output (default ``sys.stdout``)."""
    stdout = meta.pop("stdout", None)
    kernel = _base_kernel(kernel)
    return make_debugger(kernel, kernel._prepare(grid, args, meta), stdout)


class Session:
    """``tiledsl debug``: the breakpoints set at the prompt (kept from launch to launch, by
    file and line) and the prompt's input and output."""

    def __init__(self, stdin=None, stdout=None):
        self.stdin = stdin
        self.stdout = stdout
        self.first = True
        self.saved: list = []  # (file, line, pids, cond) of the breakpoints set at the prompt
        self.launches = 0

    def wants(self, kernel, prepared) -> bool:
        """Whether this launch must run in the debugger (else it runs plain)."""
        if self.first or (prepared.spec.breakpoints and knobs.breakpoints()):
            return True
        name = kernel.module.filename
        return any(file == name for file, *_ in self.saved)

    def run(self, kernel, prepared):
        """Run one launch in the debugger, with the prompt at each stop."""
        from .prompt import Prompt

        dbg = make_debugger(kernel, prepared, self.stdout)
        for file, line, pids, cond in self.saved:
            try:
                dbg.break_at(line, pid=None if pids is None else sorted(pids), cond=cond,
                             file=file)
            except DebuggerError:
                pass  # the line belongs to another kernel of the file
        self.launches += 1
        first, self.first = self.first, False
        prompt = Prompt(dbg, stdin=self.stdin, stdout=self.stdout, session=self)
        stop = dbg.step() if first else dbg.cont()
        if stop is not None or dbg.failed is not None:
            prompt.interact(stop)
        if dbg.failed is not None:
            raise dbg.failed
        if not dbg.finished:
            dbg.run()


SESSION: Session | None = None


def _hook(kernel, prepared):
    session = SESSION
    if session is not None and session.wants(kernel, prepared):
        return session.run(kernel, prepared)
    if session is None and prepared.spec.breakpoints and knobs.breakpoints():
        return _breakpoint_launch(kernel, prepared)
    return backends._run_interpreter(prepared.spec.fn, prepared.grid, prepared.ordered,
                                     prepared.spec.writes, prepared.opts)


def _breakpoint_launch(kernel, prepared):
    """A launch of a kernel with ``breakpoint()`` statements, outside ``tiledsl debug``."""
    from .prompt import Prompt

    import sys

    from ..errors import TileRuntimeError

    dbg = make_debugger(kernel, prepared)
    stop = dbg.cont()
    if stop is not None or dbg.failed is not None:
        where = f"breakpoint() at {stop.file}:{stop.line}" if stop is not None else "the debugger"
        advice = ("set TILEDSL_BREAKPOINT=0 to run past breakpoint() statements, or run "
                  "where standard input is a terminal (under pytest: pytest -s)")
        if sys.stdin is None or getattr(sys.stdin, "closed", False):
            raise TileRuntimeError(f"{where} stopped the launch, but there is no standard "
                                   f"input to read debugger commands from; {advice}")
        try:
            Prompt(dbg).interact(stop)
        except OSError as e:  # pytest's captured stdin, a stream that cannot be read
            raise TileRuntimeError(f"{where} stopped the launch, but the debugger cannot read "
                                   f"standard input ({e}); {advice}") from None
    if dbg.failed is not None:
        raise dbg.failed
    if not dbg.finished:
        dbg.run()


def debug_launch(kernel, prepared):
    """The kernel layer's entry (:mod:`tiledsl.launch.hooks`): a launch while a session is active or of a kernel with
    ``breakpoint()`` statements (see the module docstring)."""
    return _hook(kernel, prepared)


def install(session: Session | None) -> None:
    """Make ``session`` the active one (None: none); launches then consult it."""
    global SESSION
    SESSION = session
    hooks.DEBUG_HOOK = debug_launch if session is not None else None


__all__ = ["debug", "make_debugger", "Session", "debug_launch", "install"]
