"""``tiledsl debug SCRIPT.py [ARGS]``: run a Python script under the kernel debugger, as
``python -m pdb`` runs one under pdb.

The script runs as ``__main__`` with ``sys.argv = [SCRIPT.py, *ARGS]`` and every launch on the
interpreter (``TILEDSL_INTERPRET=1`` for the duration: device arrays are copied to the host and
back). Its first kernel launch stops at the first statement of its first program instance with
the ``(tdb)`` prompt; later launches stop at the breakpoints set at the prompt (kept by file and
line from launch to launch) and at ``breakpoint()`` statements. ``q`` ends the script.

Exit status: the script's own (``sys.exit``), 0 after ``q``, 1 when it raised (a kernel fault
included: the error is printed), 2 for a usage error, 66 when the script cannot be read.
"""
from __future__ import annotations

import os
import runpy
import sys
import traceback

from ..errors import TileError
from .core import DebuggerQuit
from .launching import Session, install

USAGE = """usage: tiledsl debug SCRIPT.py [ARGS ...]

Run SCRIPT.py (with ARGS) and stop in its first kernel launch, at the first statement of the
first program instance, with a (tdb) prompt: pdb's commands (s n c r b cl p pp l w q h ...) and
pid X[,Y,Z] to switch program instance. Every launch runs on the interpreter. See
docs/debugging.md."""


def main(argv, stdin=None, stdout=None) -> int:
    """Run ``argv = [SCRIPT.py, *ARGS]`` under the debugger; returns the exit status."""
    out = sys.stdout if stdout is None else stdout
    if not argv or argv[0] in ("-h", "--help"):
        print(USAGE, file=out)
        return 0 if argv else 2
    script = argv[0]
    if not os.path.isfile(script):
        print(f"tiledsl debug: cannot read {script}: no such file", file=sys.stderr)
        return 66
    if script.endswith(".tile"):
        print(f"tiledsl debug: {script} is a .tile file; tiledsl debug runs the Python script "
              "that launches its kernels (tiledsl debug SCRIPT.py [ARGS...]); see "
              "docs/debugging.md", file=sys.stderr)
        return 2
    session = Session(stdin, stdout)
    saved_argv, saved_path = sys.argv, list(sys.path)
    saved_env = os.environ.get("TILEDSL_INTERPRET")
    sys.argv = [script] + list(argv[1:])
    sys.path.insert(0, os.path.dirname(os.path.abspath(script)))
    os.environ["TILEDSL_INTERPRET"] = "1"
    install(session)
    code = 0
    try:
        runpy.run_path(script, run_name="__main__")
    except DebuggerQuit:
        code = 0
    except SystemExit as e:
        if e.code is None:
            code = 0
        elif isinstance(e.code, int):
            code = e.code
        else:
            print(e.code, file=sys.stderr)
            code = 1
    except TileError as e:
        print(e.format(), file=sys.stderr)
        code = 1
    except Exception:  # noqa: BLE001 - the script's own error, shown as Python would
        traceback.print_exc()
        code = 1
    finally:
        install(None)
        sys.argv = saved_argv
        sys.path[:] = saved_path
        if saved_env is None:
            os.environ.pop("TILEDSL_INTERPRET", None)
        else:
            os.environ["TILEDSL_INTERPRET"] = saved_env
    if session.launches == 0:
        print(f"tiledsl debug: {script} launched no kernel", file=out)
    return code


__all__ = ["main", "USAGE"]
