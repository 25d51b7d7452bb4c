"""The debugger over one launch: :class:`Debugger`.

It runs the kernel's unoptimized IR (with ``fn.debug_info``) on the interpreter. Each program
instance that the user may stop in runs in its own :class:`~interpreter.stepper.Stepper`,
which pauses at every source statement; programs that no breakpoint can stop run the fast way
(batched when the kernel allows), so ``continue`` to a breakpoint in the last program of a
large grid stays quick. Either way every op is the interpreter's, with the launch's checks,
so the memory a finished debug launch leaves is the memory a plain launch leaves.

Programs run in the launch's order (program ids in order; ``order="random"`` shuffles). A
stopped program stays suspended while another runs (:meth:`Debugger.switch`,
:meth:`Debugger.until` with ``all=True``), as program instances interleave on a GPU.
"""
from __future__ import annotations

import bdb
import itertools
import os
from dataclasses import dataclass, field

from ..errors import TileError, TileRuntimeError
from ..ir import Op
from .values import format_value, make_value


class DebuggerError(Exception):
    """A debugger request that cannot be done (no statement on that line, a finished program,
    an unknown program id ...); the message says why."""


class DebuggerQuit(bdb.BdbQuit):
    """``q``: the user quit the debugger; the launch (and ``tiledsl debug``'s script) stops."""

    _tiledsl_user_error = True  # tiledsl's entry points pass it on as it is


@dataclass
class Breakpoint:
    """A breakpoint on ``line`` of ``file``, for the program ids ``pids`` (None: all), when the
    kernel-language expression ``cond`` is true (None: always)."""

    number: int
    file: str
    line: int
    pids: frozenset | None = None
    cond: str | None = None
    origin: str = ""
    hits: int = 0
    compiled: dict = field(default_factory=dict, repr=False)

    def applies_to(self, pid) -> bool:
        """Whether the breakpoint may stop program id ``pid``."""
        return self.pids is None or pid in self.pids

    def describe(self) -> str:
        """``1 at softmax.tile:7 pid (3, 0, 0) if any(isnan(v))  (breakpoint())``."""
        text = f"{self.number} at {os.path.basename(self.file)}:{self.line}"
        if self.pids is not None:
            text += " pid " + ", ".join(str(p) for p in sorted(self.pids))
        if self.cond:
            text += f" if {self.cond}"
        if self.origin:
            text += f"  ({self.origin})"
        return text


@dataclass
class Frame:
    """One function of the call chain: ``function`` (kernel or helper), ``file``, ``line``
    (where it is now; for a caller, the line of the call), ``source`` (that line's text)."""

    function: str
    file: str
    line: int
    source: str

    def __str__(self) -> str:
        return f"{self.file}({self.line}){self.function}()"


@dataclass
class Stop:
    """Where the debugger stopped: ``reason`` (``start``, ``step``, ``breakpoint``, ``return``,
    ``until``, ``switch``, ``error``), the program ``pid``, the statement ``marker`` (its
    ``line``, ``file``, ``function``, ``source``), the ``breakpoint`` hit, the ``error`` of an
    error stop, and ``note`` (e.g. the program that finished before this stop)."""

    reason: str
    pid: tuple
    marker: object
    breakpoint: Breakpoint | None = None
    error: TileError | None = None
    note: str = ""

    @property
    def line(self) -> int:
        """The statement's first line (0 when there is no statement)."""
        return self.marker.span.line if self.marker is not None else 0

    @property
    def file(self) -> str:
        """The file of the statement."""
        return self.marker.span.source.filename if self.marker is not None else ""

    @property
    def function(self) -> str:
        """The kernel or helper the statement belongs to."""
        return self.marker.function if self.marker is not None else ""

    @property
    def source(self) -> str:
        """The text of the statement's first line, stripped."""
        if self.marker is None:
            return ""
        return self.marker.span.source.line(self.marker.span.line).strip()

    def __str__(self) -> str:
        """pdb's two lines: ``> file(line)function() pid (x, y, z)`` and ``-> source``."""
        if self.marker is None:
            return f"> pid {self.pid}: (before the first statement)"
        return f"> {self.file}({self.line}){self.function}() pid {self.pid}\n-> {self.source}"


class Debugger:
    """A debugger over one launch (:func:`tiledsl.debug` makes one; nothing has run yet).

    Running: :meth:`step` (into helpers), :meth:`next` (over them), :meth:`finish` (out of
    the current helper, or to the end of the program), :meth:`cont` (to a breakpoint),
    :meth:`until` (to a line; ``all=True`` runs every program instance there, in lockstep),
    :meth:`run` (to the end, ignoring breakpoints), :meth:`switch` (to another program
    instance). Each returns the new :class:`Stop`, or None once the launch has finished.
    Inspecting: :meth:`where`, :meth:`frames`, :meth:`locals`, :meth:`eval`, :meth:`list`,
    :meth:`programs`. Breakpoints: :meth:`break_at`, :meth:`clear`, ``breakpoints``.
    """

    def __init__(self, kernel_name: str, module_ast, fdef, fn, launch, on_finish=None):
        from tiledsl.interpreter.stepper import StepProgram

        self.kernel_name = kernel_name
        self.module_ast = module_ast
        self.fdef = fdef
        self.fn = fn
        self.launch = launch
        self.on_finish = on_finish
        self.sp = StepProgram(launch.prog, fn.debug_info)
        self.order = launch.order_ids()
        self.position = {lin: i for i, lin in enumerate(self.order)}
        self._steppers: dict = {}  # linear id -> Stepper (started, maybe finished)
        self.done: set = set()  # linear ids of finished programs
        self.cursor = 0  # order[:cursor] are started or done
        self.current = None
        self.stop: Stop | None = None
        self.finished = False
        self.failed: TileError | None = None
        self.breakpoints: list[Breakpoint] = []
        self._numbers = itertools.count(1)
        self._compiled: dict = {}
        self._cond_error = None
        self.filename = fdef.span.source.filename
        self.statements = {}  # (file, line) -> True, the lines a breakpoint may name
        for m in fn.debug_info.all_markers():
            self.statements[(m.span.source.filename, m.span.line)] = True
        for op in fn.walk():
            if op.op is Op.BREAKPOINT:
                pids = op.attrs.get("pids")
                self._add(op.loc.source.filename, op.loc.line,
                          None if pids is None else frozenset(pids), None, "breakpoint()")

    # ------------------------------------------------------------------ breakpoints
    def _add(self, file, line, pids, cond, origin) -> Breakpoint:
        for bp in self.breakpoints:
            if (bp.file, bp.line, bp.pids, bp.cond) == (file, line, pids, cond):
                return bp
        bp = Breakpoint(next(self._numbers), file, line, pids, cond, origin)
        self.breakpoints.append(bp)
        return bp

    def break_at(self, line: int, pid=None, cond: str | None = None,
                 file: str | None = None) -> Breakpoint:
        """A breakpoint on the statement that starts on ``line`` (of the kernel's file, or of
        ``file``), for program id ``pid`` (an int, a tuple of 1 to 3 ints, or a list of them;
        None: every program) when ``cond``, a kernel-language expression over the names in
        scope there, is true. Raises DebuggerError for a line without a statement, and the
        condition's TileSyntaxError/TileTypeError right away."""
        from ..checkspec import SpecError, parse_pids

        file = self._file(file)
        if (file, line) not in self.statements:
            near = sorted(n for f, n in self.statements if f == file)
            after = [n for n in near if n > line]
            hint = f"; the next statement starts on line {after[0]}" if after else ""
            raise DebuggerError(f"line {line} of {os.path.basename(file)} starts no statement "
                                f"of kernel '{self.kernel_name}'{hint}")
        try:
            pids = None if pid is None else parse_pids(pid, what="pid")
        except SpecError as e:
            raise DebuggerError(str(e)) from None
        for p in pids or ():
            self.linear_of(p)  # DebuggerError for a program id outside the grid
        if cond is not None:
            cond = cond.strip()
            for m in self._markers_on(file, line):
                shape = getattr(self._compile(cond, m).result, "shape", ())
                if shape != ():
                    raise DebuggerError(
                        f"the condition {cond!r} is a tile of shape {list(shape)} at line "
                        f"{line}; reduce it to a scalar with any(...) or all(...)")
        return self._add(file, line, pids, cond, "")

    def clear(self, number: int | None = None) -> list[Breakpoint]:
        """Delete breakpoint ``number`` (None: all, the ``breakpoint()`` statements too);
        returns the deleted ones."""
        if number is None:
            gone, self.breakpoints = self.breakpoints, []
            return gone
        gone = [b for b in self.breakpoints if b.number == number]
        if not gone:
            raise DebuggerError(f"no breakpoint number {number}")
        self.breakpoints = [b for b in self.breakpoints if b.number != number]
        return gone

    def _file(self, file):
        if file is None:
            return self.filename
        files = {f for f, _ in self.statements}
        if file in files:
            return file
        by_base = [f for f in files if os.path.basename(f) == os.path.basename(file)]
        if by_base:
            return by_base[0]
        raise DebuggerError(f"kernel '{self.kernel_name}' has no code in {file}")

    def _markers_on(self, file, line):
        return [m for m in self.fn.debug_info.all_markers()
                if m.span.line == line and m.span.source.filename == file]

    def _hit(self, stepper, marker) -> Breakpoint | None:
        file, line = marker.span.source.filename, marker.span.line
        for bp in self.breakpoints:
            if bp.line != line or bp.file != file or not bp.applies_to(stepper.pid):
                continue
            if bp.cond is not None:
                try:
                    ok = self._truth(self._compile(bp.cond, marker).run(stepper, self.launch),
                                     bp.cond)
                except TileError as e:  # as pdb: an error in a condition stops
                    self._cond_error = f"error in the condition of breakpoint {bp.number}: {e}"
                    ok = True
                if not ok:
                    continue
            bp.hits += 1
            return bp
        return None

    @staticmethod
    def _truth(v, text) -> bool:
        import numpy as np

        if hasattr(v, "shape") and v.shape != ():
            raise DebuggerError(f"the condition {text!r} is a tile of shape {list(v.shape)}; "
                                f"reduce it to a scalar with any(...) or all(...)")
        return bool(np.asarray(v))

    def _compile(self, text, marker):
        from .evaluate import compile_expr

        key = (text, id(marker))
        c = self._compiled.get(key)
        if c is None:
            c = self._compiled[key] = compile_expr(self.module_ast, self.fdef, text,
                                                   marker.names)
        return c

    # ------------------------------------------------------------------ programs
    def pid_of(self, linear: int) -> tuple:
        """The program id (x, y, z) of the ``linear``-th program (x outermost)."""
        _, gy, gz = self.launch.grid
        return (linear // (gy * gz), (linear // gz) % gy, linear % gz)

    def linear_of(self, pid) -> int:
        """The linear id of program id ``pid`` (an int or a tuple of 1 to 3 ints)."""
        t = (pid,) if isinstance(pid, int) else tuple(pid)
        t = t + (0,) * (3 - len(t))
        gx, gy, gz = self.launch.grid
        if len(t) != 3 or not all(0 <= a < g for a, g in zip(t, (gx, gy, gz))):
            raise DebuggerError(f"program id {t} is outside the grid {self.launch.grid}")
        return (t[0] * gy + t[1]) * gz + t[2]

    def _start(self, linear):
        from tiledsl.interpreter.stepper import Stepper

        s = self._steppers[linear] = Stepper(self.launch, self.sp, linear)
        while self.cursor < len(self.order) and (self.order[self.cursor] in self._steppers
                                                 or self.order[self.cursor] in self.done):
            self.cursor += 1
        return s

    def _suspended(self):
        live = [s for s in self._steppers.values() if not s.finished]
        return min(live, key=lambda s: self.position[s.linear]) if live else None

    def _unstarted(self):
        while self.cursor < len(self.order):
            lin = self.order[self.cursor]
            if lin not in self._steppers and lin not in self.done:
                return lin
            self.cursor += 1
        return None

    def _can_stop_in(self, linear, mode) -> bool:
        if mode == "run":
            return False
        if mode == "until":
            return True
        pid = self.pid_of(linear)
        return any(bp.applies_to(pid) for bp in self.breakpoints)

    def _next_program(self, mode):
        """The next program to step (starting it), after running the ones that cannot stop
        the fast way; None when every program has finished. May return an error Stop."""
        while True:
            s = self._suspended()
            if s is not None:
                return s
            lin = self._unstarted()
            if lin is None:
                return None
            if mode in ("cont", "until", "run") and not self._can_stop_in(lin, mode):
                run = []
                while lin is not None and not self._can_stop_in(lin, mode):
                    run.append(lin)
                    self.done.add(lin)
                    self.cursor += 1
                    lin = self._unstarted()
                err = self._fast(run)
                if err is not None:
                    return err
                continue
            return self._start(lin)

    def _fast(self, ids):
        """Run programs ``ids`` without stopping (batched where possible); a program that
        faults is rolled back and run again in a stepper, to stop at the fault with its
        values in place. Returns that error Stop, or None."""
        import numpy as np

        launch = self.launch
        ctx = launch.new_context()
        step = 1
        if launch.batched:
            from tiledsl.interpreter import schedule

            step = schedule.batch_size(launch.prog.max_tile, len(ids))
        i = 0
        with np.errstate(all="ignore"):
            while i < len(ids):
                first, count = ids[i], 1
                while count < step and i + count < len(ids) and ids[i + count] == first + count:
                    count += 1
                bad = self._fast_batch(ctx, first, count)
                if bad is None:
                    i += count
                    continue
                s = self._start(bad)
                while True:  # replays to the same fault: the rollback undid its writes
                    try:
                        if s.advance() is None:
                            break
                    except TileRuntimeError as e:
                        for lin in ids[i + (bad - first) + 1:]:
                            self.done.discard(lin)  # never ran
                        return self._error(s, e)
                i += (bad - first) + 1
        return None

    def _fast_batch(self, ctx, first, count):
        """Run one batch; on a fault, roll back and retry one by one. Returns the linear id
        of the program that faults alone, or None."""
        ctx.set_batch(first, count)
        ctx.undo = []
        try:
            ctx.run_batch(self.launch.values)
        except TileRuntimeError:
            ctx.rollback()
            ctx.undo = None
            if count == 1:
                return first
            for lin in range(first, first + count):
                bad = self._fast_batch(ctx, lin, 1)
                if bad is not None:
                    return bad
            return None
        ctx.undo = None
        ctx.flush_prints(self.launch.stream)
        return None

    # ------------------------------------------------------------------ running
    def _check_running(self):
        if self.failed is not None:
            raise self.failed
        if self.finished:
            raise DebuggerError("the launch has finished")

    def _error(self, stepper, e):
        self.done.add(stepper.linear)
        self.current = stepper
        self.failed = e
        self.stop = Stop("error", stepper.pid, stepper.marker, error=e)
        return self.stop

    def _end(self):
        self.finished = True
        self.current = None
        self.stop = None
        if self.on_finish is not None:
            self.on_finish()
        return None

    def _resume(self, mode, depth=0, target=None):
        self._check_running()
        self._cond_error = None
        s = self.current
        note = ""
        fresh = False
        while True:
            if s is None or s.finished:
                if s is not None:
                    self.done.add(s.linear)
                    note = f"program id {s.pid} finished"
                s = self._next_program(mode)
                if s is None:
                    return self._end()
                if isinstance(s, Stop):
                    return s
                self.current = s
                fresh = s.marker is None  # not started before: its first statement is next
                if mode in ("step", "next", "finish"):
                    mode = "step"
            try:
                m = s.advance()
            except TileRuntimeError as e:
                return self._error(s, e)
            if m is None:
                continue
            bp = self._hit(s, m) if mode != "run" else None
            reason = None
            if bp is not None:
                reason = "breakpoint"
            elif mode == "step":
                reason = "start" if fresh else "step"
            elif mode == "next" and m.depth <= depth:
                reason = "step"
            elif mode == "finish" and m.depth < depth:
                reason = "return"
            elif mode == "until" and (m.span.source.filename, m.line) == target:
                reason = "until"
            fresh = False
            if reason is not None:
                self.current = s
                if self._cond_error:
                    note = (note + "; " if note else "") + self._cond_error
                self.stop = Stop(reason, s.pid, m, bp, note=note)
                return self.stop

    def _depth(self):
        return self.stop.marker.depth if self.stop is not None and self.stop.marker else 0

    def step(self) -> Stop | None:
        """Run one statement, stepping into helpers; at the end of a program, stop at the
        first statement of the next one."""
        return self._resume("step")

    def next(self) -> Stop | None:
        """Run one statement of this function, stepping over helper calls (a breakpoint
        inside one still stops)."""
        return self._resume("next", self._depth())

    def finish(self) -> Stop | None:
        """Run until the current helper returns (in the kernel body: until the program ends,
        stopping at the next program's first statement)."""
        return self._resume("finish", self._depth())

    def cont(self) -> Stop | None:
        """Run until a breakpoint is hit (any program), or the launch finishes (None)."""
        return self._resume("cont")

    continue_ = cont

    def run(self) -> None:
        """Run every remaining program to the end, ignoring breakpoints."""
        self._resume("run")

    def until(self, line: int, all: bool = False, file: str | None = None) -> Stop | None:
        """Run to the statement on ``line``: the first program (from the current one on) to
        reach it stops there, breakpoints stopping on the way. With ``all=True`` every program
        instance that has not finished runs to that line (lockstep: those already there stay,
        breakpoints are ignored) and the current program (else the first one there) is
        shown; programs that end without reaching it finish."""
        file = self._file(file)
        if (file, line) not in self.statements:
            raise DebuggerError(f"line {line} of {os.path.basename(file)} starts no statement "
                                f"of kernel '{self.kernel_name}'")
        if not all:
            return self._resume("until", target=(file, line))
        self._check_running()
        for lin in self.order:
            if lin in self.done:
                continue
            s = self._steppers.get(lin) or self._start(lin)
            m = s.marker
            if m is not None and (m.span.source.filename, m.line) == (file, line):
                continue
            while True:
                try:
                    m = s.advance()
                except TileRuntimeError as e:
                    return self._error(s, e)
                if m is None:
                    self.done.add(lin)
                    break
                if (m.span.source.filename, m.line) == (file, line):
                    break
        waiting = [self._steppers[lin] for lin in self.order
                   if lin in self._steppers and not self._steppers[lin].finished]
        if not waiting:
            return self._end()
        cur = self.current if self.current in waiting else waiting[0]
        self.current = cur
        n_done = len(self.done)
        note = (f"{len(waiting)} program instance{'s' * (len(waiting) != 1)} at line {line}"
                + (f", {n_done} finished" if n_done else ""))
        self.stop = Stop("until", cur.pid, cur.marker, note=note)
        return self.stop

    def switch(self, pid) -> Stop:
        """Make program instance ``pid`` the current one (starting it, stopped at its first
        statement, if it has not run yet)."""
        self._check_running()
        lin = self.linear_of(pid)
        if lin in self.done:
            raise DebuggerError(f"program id {self.pid_of(lin)} has finished")
        s = self._steppers.get(lin)
        if s is None:
            s = self._start(lin)
            try:
                s.advance()
            except TileRuntimeError as e:
                return self._error(s, e)
            if s.finished:
                self.done.add(lin)
                raise DebuggerError(f"program id {s.pid} has no statement to stop at")
        self.current = s
        self.stop = Stop("switch", s.pid, s.marker)
        return self.stop

    # ------------------------------------------------------------------ inspecting
    @property
    def pid(self) -> tuple | None:
        """The current program id (None before the first stop and after the end)."""
        return self.current.pid if self.current is not None else None

    def _stopped(self):
        if self.current is None or self.stop is None or self.stop.marker is None:
            if self.finished:
                raise DebuggerError("the launch has finished")
            raise DebuggerError("no program is stopped yet; use step(), cont() or "
                                "break_at() first")
        return self.current, self.stop.marker

    def frames(self) -> list[Frame]:
        """The call chain of the current statement, outermost (the kernel) first."""
        _, m = self._stopped()
        out = []
        for i, (name, _) in enumerate(m.frames):
            span = m.span if i == len(m.frames) - 1 else m.frames[i + 1][1]
            out.append(Frame(name, span.source.filename, span.line,
                             span.source.line(span.line).strip()))
        return out

    def where(self) -> str:
        """The program id, then pdb's stack: each frame's ``file(line)function()`` and
        source line, the current one marked ``>``."""
        s, _ = self._stopped()
        frames = self.frames()
        lines = [f"program id {s.pid} of grid {self.launch.grid}"]
        for i, f in enumerate(frames):
            mark = "> " if i == len(frames) - 1 else "  "
            lines.append(f"{mark}{f}")
            lines.append(f"-> {f.source}")
        return "\n".join(lines)

    def _value(self, s, v):
        from ..ir import Value

        if isinstance(v, Value):
            return make_value(s.value(v), v.type, s.pid, self.launch.buffers)
        if isinstance(v, tuple) and any(isinstance(i, (Value, tuple)) for i in v):
            return tuple(self._value(s, i) for i in v)
        return v

    def locals(self) -> dict:
        """Every name in scope at the current statement (of the innermost function): tiles
        and scalars as :class:`~tiledsl.debugger.values.Tile` (numpy arrays with their tiledsl
        dtype and program id), compile-time values as Python values."""
        s, m = self._stopped()
        return {name: self._value(s, v) for name, v in m.names.items()}

    def eval(self, expr: str):
        """The value of kernel-language expression ``expr`` in the current scope and program
        (see :mod:`tiledsl.debugger.evaluate`)."""
        s, m = self._stopped()
        return self._compile(expr.strip(), m).run(s, self.launch)

    def show(self, expr: str, full: bool = False) -> str:
        """``eval(expr)`` printed (summarized when large, unless ``full``)."""
        return format_value(self.eval(expr), full=full, expr=expr.strip())

    def list(self, first: int | None = None, last: int | None = None) -> str:
        """Source lines ``first``..``last`` (default: 11 lines around the current one), pdb
        style: line number, ``B`` on breakpoint lines, ``->`` on the current line."""
        if self.stop is not None and self.stop.marker is not None:
            span = self.stop.marker.span
            source, current = span.source, span.line
        else:
            source, current = self.fdef.span.source, None
        if first is None:
            center = current if current is not None else self.fdef.span.line
            first = max(1, center - 5)
            last = first + 10
        elif last is None:
            last = first + 10
        elif last < first:  # pdb: "l 5, 3" lists 3 lines from 5
            last = first + last - 1
        last = min(last, len(source.lines))
        bps = {b.line for b in self.breakpoints if b.file == source.filename}
        out = []
        for n in range(first, last + 1):
            out.append(f"{n:>3} {'B' if n in bps else ' '}{'->' if n == current else '  '} "
                       f"{source.line(n)}".rstrip())
        return "\n".join(out)

    def programs(self) -> dict:
        """``{program id: state}``: ``"not started"``, ``"line N"`` or ``"finished"``."""
        out = {}
        for lin in range(len(self.order)):
            pid = self.pid_of(lin)
            s = self._steppers.get(lin)
            if lin in self.done or (s is not None and s.finished):
                out[pid] = "finished"
            elif s is None:
                out[pid] = "not started"
            else:
                out[pid] = f"line {s.marker.line}" if s.marker is not None else "starting"
        return out


__all__ = ["Debugger", "Breakpoint", "Stop", "Frame", "DebuggerError", "DebuggerQuit"]
