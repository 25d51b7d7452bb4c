"""The interactive prompt: pdb's commands and habits over a :class:`~.core.Debugger`.

``(tdb)`` reads commands like pdb (:class:`cmd.Cmd`, with readline history and line editing on
a terminal; an empty line repeats the last command). Running: ``s``/``step``, ``n``/``next``,
``c``/``cont``, ``r``/``return``, ``unt``/``until LINE [all]``. Breakpoints: ``b``/``break
[FILE:]LINE [pid=X[,Y,Z]] [if EXPR]`` (no argument: list them), ``cl``/``clear [N ...]``.
Looking: ``p EXPR``, ``pp EXPR`` (a large tile whole), ``l``/``list [FIRST[, LAST]]``,
``ll``/``longlist``, ``w``/``where``, ``locals``, ``a``/``args``, ``pid [X[,Y,Z]]`` (switch
program instance, or list them), ``h``/``help``, ``q``/``quit``. Anything else is evaluated as
a kernel-language expression, as pdb evaluates Python.

When the input is not a terminal (a script, a test), each command is echoed after the prompt,
so the output reads like a session.
"""
from __future__ import annotations

import cmd
import re
import sys

from ..errors import TileError
from .core import DebuggerError, DebuggerQuit
from .values import format_value

PROMPT = "(tdb) "


class Prompt(cmd.Cmd):
    """The ``(tdb)`` prompt over ``debugger`` (see the module docstring)."""

    prompt = PROMPT
    doc_header = "Commands (help COMMAND for more):"
    ruler = "="

    def __init__(self, debugger, stdin=None, stdout=None, session=None):
        stdin = sys.stdin if stdin is None else stdin
        stdout = sys.stdout if stdout is None else stdout
        super().__init__(stdin=stdin, stdout=stdout)
        self.dbg = debugger
        self.session = session
        interactive = stdin is sys.stdin and hasattr(stdin, "isatty") and stdin.isatty()
        self.use_rawinput = interactive
        self.echo = not interactive
        if interactive:
            try:
                import readline  # noqa: F401 - line editing and history for input()
            except ImportError:
                pass
        self._list_next = None
        self.done = False

    # ------------------------------------------------------------------ plumbing
    def say(self, text: str = "") -> None:
        """Print a line to the prompt's output."""
        self.stdout.write(text + "\n")

    def error(self, text: str) -> None:
        """Print a command error, pdb style (``*** ...``)."""
        self.say(f"*** {text}")

    def interact(self, stop) -> None:
        """Show ``stop`` and read commands until the launch goes on to its end (or fails)."""
        self._show(stop)
        if self.dbg.finished:
            return
        self.cmdloop()

    def precmd(self, line):
        """Echo the command when the input is not a terminal (see the module docstring)."""
        if self.echo:
            self.stdout.write(line.rstrip("\n") + "\n" if line != "EOF" else "\n")
        return line

    def onecmd(self, line):
        """Run one command; debugger and kernel-language errors are printed, not raised."""
        try:
            return super().onecmd(line)
        except DebuggerQuit:
            raise
        except DebuggerError as e:
            self.error(str(e))
        except TileError as e:
            self.say(e.format())
        return self.done

    def emptyline(self):
        """An empty line repeats the last command (as pdb)."""
        if self.lastcmd:
            return self.onecmd(self.lastcmd)
        return False

    def default(self, line):
        """Anything that is not a command: a kernel-language expression to print."""
        return self.do_p(line)

    def _show(self, stop) -> None:
        d = self.dbg
        if stop is None:
            if d.failed is None:
                self.say(f"the launch of kernel '{d.kernel_name}' finished")
            self.done = True
            return
        if stop.note:
            self.say(stop.note)
        if stop.error is not None:
            self.say(stop.error.format())
        self.say(str(stop))
        self._list_next = None

    def _run(self, fn, *args):
        d = self.dbg
        if d.failed is not None or d.finished:
            self.done = True
            return True
        stop = fn(*args)
        self._show(stop)
        return self.done

    # ------------------------------------------------------------------ running
    def do_step(self, arg):
        """s(tep): run one statement, stepping into helpers."""
        return self._run(self.dbg.step)

    def do_next(self, arg):
        """n(ext): run one statement, stepping over helper calls."""
        return self._run(self.dbg.next)

    def do_cont(self, arg):
        """c(ont(inue)): run until a breakpoint, or to the end of the launch."""
        return self._run(self.dbg.cont)

    def do_return(self, arg):
        """r(eturn): run until the current helper returns (in the kernel body: to the end of
        this program instance)."""
        return self._run(self.dbg.finish)

    def do_until(self, arg):
        """unt(il) LINE [all]: run until a program reaches LINE; with `all`, run every
        program instance to LINE (lockstep) and stay on the current one."""
        words = arg.split()
        if not words or not words[0].isdigit() or len(words) > 2 or \
                (len(words) == 2 and words[1] != "all"):
            self.error("usage: until LINE [all]")
            return False
        return self._run(self.dbg.until, int(words[0]), len(words) == 2)

    def do_quit(self, arg):
        """q(uit): stop debugging; the launch is abandoned (as pdb's quit)."""
        raise DebuggerQuit("quit at the (tdb) prompt: the launch was abandoned")

    def do_EOF(self, arg):
        """End of input: quit (as pdb)."""
        raise DebuggerQuit("standard input ended at the (tdb) prompt: the launch was abandoned "
                           "(set TILEDSL_BREAKPOINT=0 to run past breakpoint() statements)")

    # ------------------------------------------------------------------ breakpoints
    def do_break(self, arg):
        """b(reak) [FILE:]LINE [pid=X[,Y,Z]] [if EXPR]: a breakpoint on the statement at LINE,
        for one program id (or several: pid=1;3) when EXPR (kernel language) is true.
        Without an argument: list the breakpoints."""
        d = self.dbg
        arg = arg.strip()
        if not arg:
            if not d.breakpoints:
                self.say("no breakpoints")
            for bp in d.breakpoints:
                self.say(f"{bp.describe()}  hits {bp.hits}")
            return False
        pid = None  # pid= before or after the condition (not pid == ..., which is one)
        pm = re.search(r"(^|\s)pid\s*=(?!=)\s*\(?([0-9][0-9,;\s]*)\)?(?=\s+if\s|\s*$)", arg)
        if pm:
            pid = pm.group(2).replace(" ", "").strip(",;")
            arg = (arg[:pm.start()] + " " + arg[pm.end():]).strip()
        cond = None
        m = re.search(r"(^|\s)if\s", arg)
        if m:
            cond = arg[m.end():].strip()
            arg = arg[:m.start()].strip()
        arg = arg.rstrip(",")
        file, _, line = arg.rpartition(":")
        if not line.isdigit():
            self.error(f"usage: break [FILE:]LINE [pid=X[,Y,Z]] [if EXPR]; got {arg!r}")
            return False
        bp = d.break_at(int(line), pid=pid, cond=cond, file=file or None)
        if self.session is not None:
            self.session.saved.append((bp.file, bp.line, bp.pids, bp.cond))
        self.say(f"Breakpoint {bp.describe()}")
        return False

    def do_clear(self, arg):
        """cl(ear) [N ...]: delete breakpoints N ..., or all of them."""
        d = self.dbg
        numbers = arg.split()
        gone = []
        if not numbers:
            gone = d.clear()
        else:
            for n in numbers:
                if not n.isdigit():
                    self.error(f"not a breakpoint number: {n!r}")
                    return False
                gone += d.clear(int(n))
        if self.session is not None:
            keep = {(b.file, b.line, b.pids, b.cond) for b in d.breakpoints}
            self.session.saved = [s for s in self.session.saved if s in keep]
        for bp in gone:
            self.say(f"Deleted breakpoint {bp.number} at {bp.file}:{bp.line}")
        if not gone:
            self.say("no breakpoints")
        return False

    # ------------------------------------------------------------------ looking
    def do_p(self, arg):
        """p EXPR: print the value of a kernel-language expression (a tile prints with its
        dtype, shape and program id; a large one summarized)."""
        if not arg.strip():
            self.error("usage: p EXPR")
            return False
        self.say(format_value(self.dbg.eval(arg), expr=arg.strip()))
        return False

    def do_pp(self, arg):
        """pp EXPR: like p, but a large tile is printed whole."""
        if not arg.strip():
            self.error("usage: pp EXPR")
            return False
        self.say(format_value(self.dbg.eval(arg), full=True))
        return False

    def do_list(self, arg):
        """l(ist) [FIRST[, LAST]]: source around the current line; again: the next lines."""
        arg = arg.strip()
        if arg:
            parts = [p.strip() for p in arg.split(",")]
            if not all(p.isdigit() for p in parts) or len(parts) > 2:
                self.error("usage: list [FIRST[, LAST]]")
                return False
            first = int(parts[0])
            last = int(parts[1]) if len(parts) == 2 else None
        elif self._list_next is not None:
            first, last = self._list_next, self._list_next + 10
        else:
            first = last = None
        text = self.dbg.list(first, last)
        if not text and first is not None:
            self.error(f"no source lines from line {first}: that is past the end of the file")
            return False
        self.say(text)
        if text:
            self._list_next = int(text.splitlines()[-1].split()[0]) + 1
        return False

    def do_longlist(self, arg):
        """ll / longlist: the whole kernel (or helper) being run."""
        d = self.dbg
        stop = d.stop
        fdef = d.fdef
        if stop is not None and stop.marker is not None and stop.marker.depth > 0:
            fdef = d.module_ast.get(stop.function) or fdef
        self.say(d.list(fdef.span.line, fdef.span.end_line))
        return False

    def do_where(self, arg):
        """w(here): the program id and the call chain, innermost last."""
        self.say(self.dbg.where())
        return False

    def do_locals(self, arg):
        """locals: every name in scope and its value."""
        for name, v in self.dbg.locals().items():
            self.say(f"{name} = {format_value(v, expr=name)}")
        return False

    def do_args(self, arg):
        """a(rgs): the kernel's (or helper's) parameters and their values."""
        d = self.dbg
        values = d.locals()
        stop = d.stop
        fdef = d.fdef
        if stop is not None and stop.marker is not None and stop.marker.depth > 0:
            fdef = d.module_ast.get(stop.function) or fdef
        for p in fdef.params:
            if p.name in values:
                self.say(f"{p.name} = {format_value(values[p.name], expr=p.name)}")
        return False

    def do_pid(self, arg):
        """pid X[,Y,Z]: switch to program instance (X, Y, Z); without an argument: the state
        of every program instance (of a large grid: how many are in each state, and the
        stopped ones)."""
        d = self.dbg
        arg = arg.strip().strip("()").replace(" ", "")
        if not arg:
            states = d.programs()
            shown = states
            if len(states) > 16:  # a large grid: counts, then the programs that are stopped
                counts = {}
                for state in states.values():
                    key = state if state in ("finished", "not started") else "stopped"
                    counts[key] = counts.get(key, 0) + 1
                self.say(", ".join(f"{n} {k}" for k, n in sorted(counts.items())))
                shown = {p: st for p, st in states.items()
                         if st not in ("finished", "not started")}
            for pid, state in shown.items():
                mark = "*" if pid == d.pid else " "
                self.say(f"{mark} {pid}: {state}")
            return False
        try:
            pid = tuple(int(p) for p in arg.split(","))
        except ValueError:
            self.error("usage: pid X[,Y,Z]")
            return False
        self._show(d.switch(pid))
        return self.done

    # ------------------------------------------------------------------ aliases and help
    do_s = do_step
    do_n = do_next
    do_c = do_continue = do_cont
    do_r = do_return
    do_unt = do_until
    do_q = do_exit = do_quit
    do_b = do_break
    do_cl = do_clear
    do_l = do_list
    do_ll = do_longlist
    do_w = do_bt = do_where
    do_a = do_args
    do_h = cmd.Cmd.do_help

    def get_names(self):
        """Help lists each command once (not its aliases)."""
        aliases = {"do_s", "do_n", "do_c", "do_continue", "do_r", "do_unt", "do_q", "do_exit",
                   "do_b", "do_cl", "do_l", "do_ll", "do_w", "do_bt", "do_a", "do_h", "do_EOF"}
        return [n for n in super().get_names() if n not in aliases]


__all__ = ["Prompt", "PROMPT"]
