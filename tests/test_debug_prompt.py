"""The (tdb) prompt driven through scripted standard input: breakpoint() statements,
tiledsl debug SCRIPT.py, pdb's commands, what they print (docs/debugging.md)."""
from __future__ import annotations

import io
import os
import subprocess
import sys
import textwrap
import warnings

import numpy as np
import pytest

import tiledsl
from tiledsl.debugger import DebuggerQuit
from tiledsl.errors import TileDebugWarning

KERNEL = '''def scale(v, s):
    t = v * s
    return t + 1.0

kernel k(out: *fp32, x: *fp32, n: i32, BLOCK: constexpr):
    pid = program_id(0)
    offs = pid * BLOCK + arange(0, BLOCK)
    mask = offs < n
    v = load(x + offs, mask=mask)
    breakpoint(pid=1)
    acc = zeros((BLOCK,), fp32)
    for i in range(0, 2):
        acc += scale(v, 2.0)
    store(out + offs, acc, mask=mask)
'''


def session(monkeypatch, capsys, commands: str, launch) -> str:
    monkeypatch.setattr(sys, "stdin", io.StringIO(textwrap.dedent(commands).lstrip("\n")))
    launch()
    return capsys.readouterr().out


@pytest.fixture
def k():
    return tiledsl.compile(KERNEL, filename="demo.tile").k


def test_breakpoint_statement_opens_the_prompt(k, monkeypatch, capsys):
    x = np.arange(12, dtype=np.float32)
    out = np.zeros(12, np.float32)
    text = session(monkeypatch, capsys, """
        p v
        n

        l
        b 13 if pid == 2
        b
        s
        s
        w
        p t
        r
        c
        pid
        pid 3
        until 14 all
        pid
        cl
        c
        """, lambda: k[(4,)](out, x, 12, BLOCK=4))
    assert text == textwrap.dedent("""\
        > demo.tile(10)k() pid (1, 0, 0)
        -> breakpoint(pid=1)
        (tdb) p v
        fp32[4] at pid (1, 0, 0):
        [4. 5. 6. 7.]
        (tdb) n
        > demo.tile(11)k() pid (1, 0, 0)
        -> acc = zeros((BLOCK,), fp32)
        (tdb) 
        > demo.tile(12)k() pid (1, 0, 0)
        -> for i in range(0, 2):
        (tdb) l
          7         offs = pid * BLOCK + arange(0, BLOCK)
          8         mask = offs < n
          9         v = load(x + offs, mask=mask)
         10 B       breakpoint(pid=1)
         11         acc = zeros((BLOCK,), fp32)
         12  ->     for i in range(0, 2):
         13             acc += scale(v, 2.0)
         14         store(out + offs, acc, mask=mask)
        (tdb) b 13 if pid == 2
        Breakpoint 2 at demo.tile:13 if pid == 2
        (tdb) b
        1 at demo.tile:10 pid (1, 0, 0)  (breakpoint())  hits 1
        2 at demo.tile:13 if pid == 2  hits 0
        (tdb) s
        > demo.tile(13)k() pid (1, 0, 0)
        -> acc += scale(v, 2.0)
        (tdb) s
        > demo.tile(2)scale() pid (1, 0, 0)
        -> t = v * s
        (tdb) w
        program id (1, 0, 0) of grid (4, 1, 1)
          demo.tile(13)k()
        -> acc += scale(v, 2.0)
        > demo.tile(2)scale()
        -> t = v * s
        (tdb) p t
        <expr>:1:1: undefined name 't'
            t
            ^
        (tdb) r
        > demo.tile(12)k() pid (1, 0, 0)
        -> for i in range(0, 2):
        (tdb) c
        program id (1, 0, 0) finished
        > demo.tile(13)k() pid (2, 0, 0)
        -> acc += scale(v, 2.0)
        (tdb) pid
          (0, 0, 0): finished
          (1, 0, 0): finished
        * (2, 0, 0): line 13
          (3, 0, 0): not started
        (tdb) pid 3
        > demo.tile(6)k() pid (3, 0, 0)
        -> pid = program_id(0)
        (tdb) until 14 all
        2 program instances at line 14, 2 finished
        > demo.tile(14)k() pid (3, 0, 0)
        -> store(out + offs, acc, mask=mask)
        (tdb) pid
          (0, 0, 0): finished
          (1, 0, 0): finished
          (2, 0, 0): line 14
        * (3, 0, 0): line 14
        (tdb) cl
        Deleted breakpoint 1 at demo.tile:10
        Deleted breakpoint 2 at demo.tile:13
        (tdb) c
        the launch of kernel 'k' finished
        """)
    assert out.tolist() == [4.0 * i + 2.0 for i in range(12)]


def test_large_tiles_are_summarized_and_pp_prints_them(k, monkeypatch, capsys):
    x = np.arange(512, dtype=np.float32)
    text = session(monkeypatch, capsys, """
        p v
        pp v[:, None]
        p offs < 3
        q
        """, lambda: pytest.raises(DebuggerQuit, k[(2,)], np.zeros(512, np.float32), x, 512,
                                   BLOCK=256))
    lines = text.splitlines()
    assert lines[2:6] == ["(tdb) p v",
                          "fp32[256] at pid (1, 0, 0):",
                          "[256. 257. 258. ... 509. 510. 511.]",
                          "(256 elements, summarized; `pp v` prints them all)"]
    assert lines[6] == "(tdb) pp v[:, None]"
    assert lines[7] == "fp32[256,1] at pid (1, 0, 0):"
    assert lines[8:10] == ["[[256.]", " [257.]"] and lines[263] == " [511.]]"
    assert lines[264] == "(tdb) p offs < 3"
    assert lines[265:] == ["i1[256] at pid (1, 0, 0):",
                           "[False False False ... False False False]",
                           "(256 elements, summarized; `pp offs < 3` prints them all)",
                           "(tdb) q"]


def test_command_errors_help_and_end_of_input(k, monkeypatch, capsys):
    text = session(monkeypatch, capsys, """
        until
        b 4
        b 99 pid=1
        pid 9
        cl 7
        list 3, x
        acc
        help
        help next
        """, lambda: pytest.raises(DebuggerQuit, k[(2,)], np.zeros(8, np.float32),
                                   np.zeros(8, np.float32), 8, BLOCK=4))
    assert text == textwrap.dedent("""\
        > demo.tile(10)k() pid (1, 0, 0)
        -> breakpoint(pid=1)
        (tdb) until
        *** usage: until LINE [all]
        (tdb) b 4
        *** line 4 of demo.tile starts no statement of kernel 'k'; NEXT
        (tdb) b 99 pid=1
        *** line 99 of demo.tile starts no statement of kernel 'k'
        (tdb) pid 9
        *** program id (9, 0, 0) is outside the grid (2, 1, 1)
        (tdb) cl 7
        *** no breakpoint number 7
        (tdb) list 3, x
        *** usage: list [FIRST[, LAST]]
        (tdb) acc
        <expr>:1:1: undefined name 'acc'
            acc
            ^^^
        (tdb) help

        Commands (help COMMAND for more):
        =================================
        args   clear  help  locals    next  pid  quit    step   where
        break  cont   list  longlist  p     pp   return  until

        (tdb) help next
        n(ext): run one statement, stepping over helper calls.
        (tdb) 
        """).replace("NEXT", "the next statement starts on line 6")


def test_locals_args_and_longlist(k, monkeypatch, capsys):
    text = session(monkeypatch, capsys, """
        b 3
        c
        a
        locals
        ll
        q
        """, lambda: pytest.raises(DebuggerQuit, k[(2,)], np.zeros(8, np.float32),
                                   np.arange(8, dtype=np.float32), 8, BLOCK=4))
    assert text.split("(tdb) c\n")[1] == textwrap.dedent("""\
        > demo.tile(3)scale() pid (1, 0, 0)
        -> return t + 1.0
        (tdb) a
        v = fp32[4] at pid (1, 0, 0):
        [4. 5. 6. 7.]
        s = 2.0 (compile-time)
        (tdb) locals
        v = fp32[4] at pid (1, 0, 0):
        [4. 5. 6. 7.]
        s = 2.0 (compile-time)
        t = fp32[4] at pid (1, 0, 0):
        [ 8. 10. 12. 14.]
        (tdb) ll
          1     def scale(v, s):
          2         t = v * s
          3 B->     return t + 1.0
        (tdb) q
        """)


def test_breakpoints_can_be_turned_off(k, monkeypatch, capsys):
    monkeypatch.setenv("TILEDSL_BREAKPOINT", "0")
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    out = np.zeros(8, np.float32)
    k[(2,)](out, np.arange(8, dtype=np.float32), 8, BLOCK=4)
    assert capsys.readouterr().out == ""
    assert out.tolist() == [4.0 * i + 2.0 for i in range(8)]


def test_quit_abandons_the_launch(k, monkeypatch, capsys):
    out = np.zeros(8, np.float32)
    monkeypatch.setattr(sys, "stdin", io.StringIO("q\n"))
    with pytest.raises(DebuggerQuit):
        k[(2,)](out, np.arange(8, dtype=np.float32), 8, BLOCK=4)
    assert out[4:].tolist() == [0.0] * 4  # program 1 stopped before its store


# ---------------------------------------------------------------------------- tiledsl debug
ADD = '''kernel add(out: *fp32, x: *fp32, y: *fp32, n: i32, BLOCK: constexpr):
    pid = program_id(0)
    offs = pid * BLOCK + arange(0, BLOCK)
    mask = offs < n
    a = load(x + offs, mask=mask)
    b = load(y + offs, mask=mask)
    store(out + offs, a + b, mask=mask)
'''

SCRIPT = '''import sys
import numpy as np
import tiledsl

k = tiledsl.load("add.tile").add
n = int(sys.argv[1])
x = np.arange(n, dtype=np.float32)
y = np.ones(n, dtype=np.float32)
out = np.zeros(n, dtype=np.float32)
k[(2,)](out, x, y, n, BLOCK=8)
k[(2,)](out, out, y, n, BLOCK=8)
print("result", out)
sys.exit(int(sys.argv[2]) if len(sys.argv) > 2 else 0)
'''


@pytest.fixture
def script_dir(tmp_path, monkeypatch):
    (tmp_path / "add.tile").write_text(ADD)
    (tmp_path / "run_add.py").write_text(SCRIPT)
    monkeypatch.chdir(tmp_path)
    return tmp_path


def run_debug(args, commands):
    from tiledsl.debugger.script import main

    out = io.StringIO()
    code = main(args, stdin=io.StringIO(textwrap.dedent(commands).lstrip("\n")), stdout=out)
    return code, out.getvalue()


def test_tiledsl_debug_stops_in_the_first_launch(script_dir, capsys):
    code, text = run_debug(["run_add.py", "12"], """
        n
        n
        p offs
        b 7 pid=1
        c
        p a + b
        c
        c
        """)
    assert code == 0
    assert text == textwrap.dedent("""\
        > add.tile(2)add() pid (0, 0, 0)
        -> pid = program_id(0)
        (tdb) n
        > add.tile(3)add() pid (0, 0, 0)
        -> offs = pid * BLOCK + arange(0, BLOCK)
        (tdb) n
        > add.tile(4)add() pid (0, 0, 0)
        -> mask = offs < n
        (tdb) p offs
        i32[8] at pid (0, 0, 0):
        [0 1 2 3 4 5 6 7]
        (tdb) b 7 pid=1
        Breakpoint 1 at add.tile:7 pid (1, 0, 0)
        (tdb) c
        program id (0, 0, 0) finished
        > add.tile(7)add() pid (1, 0, 0)
        -> store(out + offs, a + b, mask=mask)
        (tdb) p a + b
        fp32[8] at pid (1, 0, 0):
        [ 9. 10. 11. 12.  0.  0.  0.  0.]
        (tdb) c
        the launch of kernel 'add' finished
        > add.tile(7)add() pid (1, 0, 0)
        -> store(out + offs, a + b, mask=mask)
        (tdb) c
        the launch of kernel 'add' finished
        """)
    parts = text.split("the launch of kernel 'add' finished\n")
    assert parts[1:] == ["> add.tile(7)add() pid (1, 0, 0)\n"  # the breakpoint holds
                         "-> store(out + offs, a + b, mask=mask)\n"
                         "(tdb) c\n", ""]
    assert capsys.readouterr().out == ("result [ 2.  3.  4.  5.  6.  7.  8.  9. 10. 11. 12. "
                                       "13.]\n")


def test_tiledsl_debug_exit_codes(script_dir, capsys):
    assert run_debug(["run_add.py", "4", "3"], "c\n")[0] == 3
    assert capsys.readouterr().out == "result [2. 3. 4. 5.]\n"
    code, text = run_debug(["run_add.py", "4"], "q\n")
    assert code == 0 and text.endswith("(tdb) q\n")
    assert "result" not in capsys.readouterr().out
    (script_dir / "bad.py").write_text(SCRIPT.replace("n = int(sys.argv[1])", "n = 20")
                                       .replace("(2,)", "(3,)").replace("out = np.zeros(n",
                                                                        "out = np.zeros(4"))
    code, text = run_debug(["bad.py"], "c\nc\n")
    assert code == 1
    assert "out-of-bounds store in kernel 'add', program id (0, 0, 0): lane (4,) addresses " \
           "offset 4 of 'out', whose extent is [0, 4)" in text  # the stop shows the error
    assert "out-of-bounds store" in capsys.readouterr().err
    (script_dir / "none.py").write_text("print('no kernels here')\n")
    code, text = run_debug(["none.py"], "")
    assert (code, text) == (0, "tiledsl debug: none.py launched no kernel\n")
    assert run_debug([], "") == (2, "usage: tiledsl debug SCRIPT.py [ARGS ...]\n\n" +
                                 __import__("tiledsl.debugger.script", fromlist=["USAGE"])
                                 .USAGE.split("\n\n", 1)[1] + "\n")
    assert run_debug(["missing.py"], "")[0] == 66


def test_tiledsl_debug_command_line(script_dir):
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(
        [str(__import__("pathlib").Path(tiledsl.__file__).parent.parent),
         os.environ.get("PYTHONPATH", "")]))
    r = subprocess.run([sys.executable, "-m", "tiledsl", "debug", "run_add.py", "9"],
                       input="p x\nc\nc\n", capture_output=True, text=True, env=env,
                       timeout=120)
    assert r.returncode == 0, r.stderr
    assert r.stdout == ("> add.tile(2)add() pid (0, 0, 0)\n"
                        "-> pid = program_id(0)\n"
                        "(tdb) p x\n"
                        "*fp32 at pid (0, 0, 0): x + 0\n"
                        "(tdb) c\n"
                        "the launch of kernel 'add' finished\n"
                        "result [ 2.  3.  4.  5.  6.  7.  8.  9. 10.]\n")


@pytest.mark.gpu
def test_breakpoint_is_compiled_out_on_the_gpu_with_one_warning(k):
    import cupy

    out = cupy.zeros(8, dtype=cupy.float32)
    x = cupy.arange(8, dtype=cupy.float32)
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        k[(2,)](out, x, 8, BLOCK=4)
        k[(2,)](out, x, 8, BLOCK=4)
    msgs = [str(i.message) for i in w if isinstance(i.message, TileDebugWarning)]
    assert msgs == ["k(): breakpoint() (demo.tile:10) is compiled out of GPU code; run the "
                    "launch on the interpreter (numpy arrays, backend='interpreter' or "
                    "TILEDSL_INTERPRET=1) to stop there"]
    assert out.get().tolist() == [4.0 * i + 2.0 for i in range(8)]


def test_break_with_pid_before_or_after_the_condition(k, monkeypatch, capsys):
    text = session(monkeypatch, capsys, """
        b 13 pid=(1, 0) if any(v > 5.0)
        b demo.tile:14 if pid == 1 pid=0;1
        b 11 pid = 1
        c
        q
        """, lambda: pytest.raises(DebuggerQuit, k[(2,)], np.zeros(8, np.float32),
                                   np.arange(8, dtype=np.float32), 8, BLOCK=4))
    assert text.split("(tdb) b 13", 1)[1] == textwrap.dedent("""\
         pid=(1, 0) if any(v > 5.0)
        Breakpoint 2 at demo.tile:13 pid (1, 0, 0) if any(v > 5.0)
        (tdb) b demo.tile:14 if pid == 1 pid=0;1
        Breakpoint 3 at demo.tile:14 pid (0, 0, 0), (1, 0, 0) if pid == 1
        (tdb) b 11 pid = 1
        Breakpoint 4 at demo.tile:11 pid (1, 0, 0)
        (tdb) c
        > demo.tile(11)k() pid (1, 0, 0)
        -> acc = zeros((BLOCK,), fp32)
        (tdb) q
        """)


def test_pid_on_a_large_grid_counts(k, monkeypatch, capsys):
    text = session(monkeypatch, capsys, """
        pid
        pid 30
        pid
        q
        """, lambda: pytest.raises(DebuggerQuit, k[(40,)], np.zeros(160, np.float32),
                                   np.arange(160, dtype=np.float32), 160, BLOCK=4))
    assert text.split("(tdb) pid\n", 1)[1] == textwrap.dedent("""\
        1 finished, 38 not started, 1 stopped
        * (1, 0, 0): line 10
        (tdb) pid 30
        > demo.tile(6)k() pid (30, 0, 0)
        -> pid = program_id(0)
        (tdb) pid
        1 finished, 37 not started, 2 stopped
          (1, 0, 0): line 10
        * (30, 0, 0): line 6
        (tdb) q
        """)
