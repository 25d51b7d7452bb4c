"""Errors of the command line and the loading API: every item pins the exact message and exit
code.

CLI: ``check`` with several files (all checked, worst exit code), type checking in ``check``,
``--constexpr A=1 B=2``, broken pipes, ``emit`` without ``--kernel``, unknown options.
API: files that cannot be read or are not UTF-8, a byte-order mark, non-ASCII names, ``**fp32``,
grids beyond CUDA's limits, ``emit("hip")``, ``compile(bytes)``, calling a kernel without a
grid, tracebacks with one tiledsl frame. Examples: ``run-examples --backend cuda`` without cupy,
the table's seconds and header. README: every command of its command-line block runs.
"""
from __future__ import annotations

import importlib.util
import io
import os
import re
import subprocess
import sys
import traceback

import numpy as np
import pytest

import tiledsl
from conftest import EXAMPLES, ROOT

FINE = "kernel fine(out: *fp32):\n    store(out, 1.0)\n"
NO_COLON = "kernel k(x: *fp32):\n    if x > 0\n        pass\n"
TYPE_ERROR = "kernel t(out: *fp32):\n    store(out + arange(0, 3), 1.0)\n"
NEEDS_B = "kernel k(out: *fp32, B: constexpr):\n    store(out + arange(0, B), 1.0)\n"


def tiledsl_cli(*args, cwd=ROOT):
    return subprocess.run([sys.executable, "-m", "tiledsl", *map(str, args)], cwd=cwd,
                          capture_output=True, text=True, timeout=300)


def files(tmp_path, **texts):
    out = {}
    for name, text in texts.items():
        out[name] = tmp_path / f"{name}.tile"
        out[name].write_text(text)
    return out


# ---------------------------------------------------------------- check: every file, worst code
def test_check_checks_every_file_and_exits_with_the_worst_code(tmp_path):
    f = files(tmp_path, nocolon=NO_COLON, fine=FINE, typeerr=TYPE_ERROR)
    missing = tmp_path / "missing.tile"
    r = tiledsl_cli("check", f["nocolon"], missing, f["fine"], f["typeerr"])
    assert r.returncode == 66  # the worst of 65 (two files with errors), 66 (missing), 0
    assert r.stdout.splitlines() == [f"{f['fine']}: ok (1 kernel: fine)"]
    assert r.stderr.splitlines() == [
        f"{f['nocolon']}:2:13: expected ':' at the end of the if header",
        "        if x > 0",
        "                ^",
        f"tiledsl: cannot read {missing}: no such file",
        f"{f['typeerr']}:2:17: arange's range must be a power of two (as in Triton), got "
        f"3 - 0 = 3; use arange(0, 4) and mask the tail",
        "        store(out + arange(0, 3), 1.0)",
        "                    ^^^^^^^^^^^^",
    ]
    r = tiledsl_cli("check", f["nocolon"], f["fine"])
    assert (r.returncode, r.stdout) == (65, f"{f['fine']}: ok (1 kernel: fine)\n")


# ---------------------------------------------------------------- check: type checking
def test_check_type_checks_kernels_and_notes_the_ones_it_cannot(tmp_path):
    f = files(tmp_path, typeerr=TYPE_ERROR, needs=NEEDS_B)
    r = tiledsl_cli("check", f["typeerr"])
    assert r.returncode == 65 and r.stdout == ""  # found without a launch
    assert "arange's range must be a power of two" in r.stderr
    r = tiledsl_cli("check", f["needs"])
    assert (r.returncode, r.stdout) == (0, f"{f['needs']}: ok (1 kernel: k; not type-checked: "
                                           f"k (see the note))\n")
    assert r.stderr == (f"{f['needs']}: note: kernel k not type-checked: constexpr B has no "
                        f"value (pass --constexpr B=...)\n")
    r = tiledsl_cli("check", f["needs"], "--constexpr", "B=4")
    assert (r.returncode, r.stderr) == (0, "")
    r = tiledsl_cli("check", f["needs"], "--constexpr", "B=3")
    assert r.returncode == 65
    assert r.stderr.startswith(f"{f['needs']}:2:17: arange's range must be a power of two")
    r = tiledsl_cli("check", f["needs"], "--constexpr", "BB=4")
    assert r.returncode == 2
    assert r.stderr.splitlines()[-1] == ("tiledsl check: error: --constexpr BB: no checked "
                                         "kernel has a constexpr parameter 'BB'")


def test_several_values_after_one_constexpr_flag(tmp_path):
    f = files(tmp_path, two=("kernel k(out: *fp32, A: constexpr, B: constexpr):\n"
                             "    store(out + arange(0, A * B), 1.0)\n"))
    r = tiledsl_cli("check", "--constexpr", "A=2", "B=3", f["two"])  # a FILE ends the values
    assert r.returncode == 65 and "got 6 - 0 = 6" in r.stderr
    r = tiledsl_cli("check", f["two"], "--constexpr", "A=2", "B=4")
    assert (r.returncode, r.stderr) == (0, "")
    r = tiledsl_cli("ir", f["two"], "--constexpr", "A=2", "B=4")
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines()[0] == "kernel @k(%0 out: *fp32)  [A=2, B=4] {"
    r = tiledsl_cli("ir", "--constexpr=A=2", "B=8", f["two"])
    assert r.returncode == 0 and "[A=2, B=8]" in r.stdout.splitlines()[0], r.stderr
    r = tiledsl_cli("ir", EXAMPLES / "matmul.tile", "--constexpr", "BLOCK_M=16", "BLOCK_N=32",
                    "ACTIVATION=gelu")
    assert r.returncode == 0, r.stderr
    # BLOCK_K: the kernel's own default (64)
    assert "[BLOCK_M=16, BLOCK_N=32, BLOCK_K=64, ACTIVATION='gelu', WARP_SPECIALIZE=False]" in \
        r.stdout.splitlines()[0]


def test_expand_assignments():
    from tiledsl.cli import expand_assignments

    assert expand_assignments(["ir", "f.tile", "--constexpr", "A=1", "B=2", "--arg", "x=*fp32",
                               "n=i32"]) == ["ir", "f.tile", "--constexpr", "A=1", "--constexpr",
                                             "B=2", "--arg", "x=*fp32", "--arg", "n=i32"]
    assert expand_assignments(["check", "--constexpr=A=1", "B=2", "f.tile", "C=3"]) == [
        "check", "--constexpr=A=1", "--constexpr", "B=2", "f.tile", "C=3"]
    # the flag's own value is taken as it is (so that a bad one is reported), then a FILE ends it
    assert expand_assignments(["ir", "--constexpr", "BLOCK", "f.tile"]) == [
        "ir", "--constexpr", "BLOCK", "f.tile"]
    assert expand_assignments(["emit", "f.tile", "--fact", "a=aligned16", "K=div16"]) == [
        "emit", "f.tile", "--fact", "a=aligned16", "--fact", "K=div16"]


def test_emit_takes_several_facts_after_one_flag_and_shows_tma_for_matmul():
    """docs/codegen.md's command: examples/matmul.tile on sm_90a with the facts of aligned
    arrays is copied by TMA into wgmma's stages."""
    facts = ["a=aligned16", "b=aligned16", "c=aligned16", "bias=aligned16", "M=div16",
             "N=div16", "K=div16", "stride_am=div16", "stride_bk=div16", "stride_cm=div16",
             "stride_ak=is_one", "stride_bn=is_one", "stride_cn=is_one"]
    r = tiledsl_cli("emit", EXAMPLES / "matmul.tile", "--target", "cuda:sm_90a", "--fact",
                    *facts)
    assert r.returncode == 0, r.stderr
    assert "tl_tma_load_2d" in r.stdout and "wgmma.mma_async" in r.stdout


# ---------------------------------------------------------------- files: unreadable, not UTF-8
def test_load_missing_file_or_directory_is_a_tile_file_error(tmp_path):
    with pytest.raises(tiledsl.TileFileError) as e:
        tiledsl.load(tmp_path / "nope.tile")
    assert str(e.value) == f"cannot read {tmp_path / 'nope.tile'}: no such file"
    assert isinstance(e.value, OSError)  # an OSError too, with errno and filename
    assert (e.value.errno, e.value.filename) == (2, str(tmp_path / "nope.tile"))
    (tmp_path / "a.tile").write_text(FINE)
    with pytest.raises(OSError) as e:
        tiledsl.load(tmp_path)
    assert str(e.value) == (f"cannot read {tmp_path}: it is a directory, not a .tile file; "
                            f"the .tile files in it: a.tile")
    cwd = os.getcwd()
    try:
        os.chdir(tmp_path)
        with pytest.raises(tiledsl.TileError) as e:
            tiledsl.load("kernel.tile")
    finally:
        os.chdir(cwd)
    assert str(e.value) == (f"cannot read kernel.tile: no such file (relative to the current "
                            f"directory, {tmp_path})")


def test_cli_directory_and_device_files(tmp_path):
    r = tiledsl_cli("check", tmp_path, "/dev/null")
    assert r.returncode == 66
    assert r.stderr == f"tiledsl: cannot read {tmp_path}: it is a directory, not a .tile file\n"
    assert r.stdout == "/dev/null: ok (0 kernels: none)\n"  # a device is read like a file


def test_file_that_is_not_utf8_is_a_syntax_error_at_the_bad_byte(tmp_path):
    f = tmp_path / "latin1.tile"
    f.write_bytes("kernel k(x: *fp32):\n    # café\n    pass\n".encode("latin-1"))
    with pytest.raises(tiledsl.TileSyntaxError) as e:
        tiledsl.load(f)
    message = ("the file is not valid UTF-8 (byte 0xe9 cannot be decoded); .tile files are "
               "UTF-8: save it as UTF-8 (it may be in Latin-1 or another 8-bit encoding)")
    assert (e.value.span.line, e.value.span.col, e.value.message) == (2, 10, message)
    r = tiledsl_cli("check", f)
    assert r.returncode == 65
    assert r.stderr.splitlines() == [f"{f}:2:10: {message}", "        # caf\ufffd",
                                     "             ^"]
    assert "internal" not in r.stderr
    g = tmp_path / "utf16.tile"
    g.write_bytes(FINE.encode("utf-16"))
    with pytest.raises(tiledsl.TileSyntaxError) as e:
        tiledsl.load(g)
    assert (e.value.span.line, e.value.span.col, e.value.message) == (
        1, 1, "the file is not valid UTF-8: it starts with a UTF-16 byte-order mark; save it as "
              "UTF-8")


def test_byte_order_mark_is_ignored(tmp_path):
    f = tmp_path / "bom.tile"
    f.write_bytes(b"\xef\xbb\xbf" + FINE.encode())
    assert list(tiledsl.load(f).kernels) == ["fine"]
    assert list(tiledsl.compile("\ufeff" + FINE).kernels) == ["fine"]
    with pytest.raises(tiledsl.TileSyntaxError) as e:  # columns count from after the mark
        tiledsl.compile("\ufeffkernel k(x: *fp32):\n    y = (1\n", "b.tile")
    assert str(e.value).splitlines()[0] == "b.tile:2:9: '(' was never closed"
    from tiledsl.parser import parse
    from tiledsl.source import Source

    assert parse(Source("\ufeff" + FINE)).functions[0].span.col == 1
    f.write_bytes(b"\xef\xbb\xbfkernel k(x: *fp32):  # \xff\n    pass\n")
    with pytest.raises(tiledsl.TileSyntaxError) as e:
        tiledsl.load(f)
    assert (e.value.span.line, e.value.span.col) == (1, 24)


# ---------------------------------------------------------------- syntax messages
@pytest.mark.parametrize("text, where, message", [
    ("kernel k(x: *fp32):\n    α = 1.0\n", (2, 5),
     "unexpected character 'α' (U+03B1 GREEK SMALL LETTER ALPHA): names must be ASCII letters, "
     "digits and underscores"),
    ("kernel k(x: *fp32):\n    y = 1 × 2\n", (2, 11),
     "unexpected character '×' (U+00D7 MULTIPLICATION SIGN): outside strings and comments, a "
     ".tile file is ASCII"),
    ("kernel k(x: *fp32):\n    y = 1\u00a0+ 2\n", (2, 10),
     "unexpected character U+00A0 NO-BREAK SPACE: outside strings and comments, a .tile file is "
     "ASCII"),
    ("kernel k(x: **fp32):\n    pass\n", (1, 13),
     "pointers to pointers are not supported: a pointer parameter points to elements of a "
     "dtype, e.g. *fp32"),
    ("def h(x: * *fp32):\n    pass\n", (1, 12),
     "pointers to pointers are not supported: a pointer parameter points to elements of a "
     "dtype, e.g. *fp32"),
    ("kernel k(x: *fp32):\n    y = 2 ** 3\n", (2, 11),
     "'**' is not supported: use repeated multiplication (x * x), or exp/log (exp(y * log(x)), "
     "exp2, log2)"),
])
def test_syntax_messages(text, where, message):
    with pytest.raises(tiledsl.TileSyntaxError) as e:
        tiledsl.compile(text, "s.tile")
    assert ((e.value.span.line, e.value.span.col), e.value.message) == (where, message)


def test_non_ascii_in_strings_and_comments_is_fine():
    tiledsl.compile("kernel k(x: *fp32):\n    # α β\n    static_print('α')\n")


# ---------------------------------------------------------------- launch and API misuse
@pytest.fixture
def add():
    return tiledsl.load(EXAMPLES / "vector_add.tile").vector_add


LIMITS = ("a grid is at most (2147483647, 65535, 65535) programs (CUDA's limits, applied on "
          "every backend); let each program handle more elements (a larger block, or a loop in "
          "the kernel)")


@pytest.mark.parametrize("grid, message", [
    ((2**31,), "vector_add[grid]: grid dimension 0 is 2147483648, above its limit 2147483647 "
               "(2**31 - 1); " + LIMITS),
    ((1, 65536), "vector_add[grid]: grid dimension 1 is 65536, above its limit 65535; " + LIMITS),
    (lambda meta: (1, 1, 2**16), "vector_add[grid]: grid dimension 2 is 65536, above its limit "
                                 "65535; " + LIMITS),
])
def test_grid_beyond_cuda_limits(add, grid, message):
    x = np.zeros(4, np.float32)
    with pytest.raises(tiledsl.TileLaunchError) as e:
        add[grid](x, x, x, 4)
    assert str(e.value) == message
    from tiledsl.launch.binding import normalize_grid

    assert normalize_grid("k", (2**31 - 1, 65535, 65535)) == (2**31 - 1, 65535, 65535)


def test_calling_a_kernel_without_a_grid(add):
    x = np.zeros(4, np.float32)
    with pytest.raises(tiledsl.TileLaunchError) as e:
        add(x, x, x, 4)
    assert str(e.value) == (
        "vector_add() needs a grid: launch it as vector_add[grid](...), e.g. "
        "vector_add[(n_programs,)](...) or vector_add[lambda meta: (...,)](...); or "
        "vector_add.run(..., grid=...)")


def test_emit_unknown_target(add):
    assert "__global__" in add.emit("hip:gfx1030")  # any AMD architecture by name
    assert "__global__" in add.emit("cuda:sm_120a") and "__global__" in add.emit("cuda:sm_80")
    assert "__global__" in add.emit("cuda:sm_100f")
    # mistyped architectures are refused, not compiled without tensor cores
    for bad in ("tpu", "hip:bogus", "cuda:bogus", "cuda:", "cuda:sm90a", "cuda:sm_9",
                "cuda:sm_90b", "cuda:SM_90A", "cuda:compute_90a", "cuda:sm_91", "hip:gfx000",
                "cuda:sm_80a", "cuda:sm_90f"):  # no such nvcc targets
        with pytest.raises(tiledsl.TileLaunchError) as e:
            add.emit(bad)
        forms = ""  # a cuda: or hip: target says how its architecture is written
        if bad.startswith("cuda:"):
            forms = ("; an NVIDIA architecture is written sm_NN (sm_80), sm_NNa for NN >= 90 "
                     "(sm_90a) or sm_NNf for NN >= 100 (sm_100f), NN one of 75, 80, 86, 87, "
                     "88, 89, 90, 100, 103, 110, 120, 121")
        elif bad.startswith("hip:"):
            forms = "; an AMD architecture is written gfxNNN (gfx908, gfx90a, gfx942, gfx1100)"
        assert str(e.value) == (f"vector_add.emit(): unknown target {bad!r}; supported targets: "
                                f"'cuda', 'hip', 'cuda:ARCH' for an NVIDIA architecture such "
                                f"as 'cuda:sm_80', or 'hip:ARCH' for an AMD one such as "
                                f"'hip:gfx908'{forms}")
        r = tiledsl_cli("emit", EXAMPLES / "vector_add.tile", "--target", bad)
        assert (r.returncode, r.stderr) == (2, f"tiledsl emit: error: {e.value}\n")


@pytest.mark.parametrize("bad", ["cuda:sm_999", "cuda:SM_80", "cuda:sm_70"])
def test_emit_unknown_cuda_architecture_says_how_one_is_written(add, bad):
    """``emit --target cuda:ARCH`` with an architecture tiledsl does not know lists the ones it
    knows, as ``tiledsl compile --arch`` does, instead of only the kinds of target."""
    r = tiledsl_cli("emit", EXAMPLES / "vector_add.tile", "--target", bad)
    assert r.returncode == 2
    assert r.stderr.endswith("; an NVIDIA architecture is written sm_NN (sm_80), sm_NNa for "
                             "NN >= 90 (sm_90a) or sm_NNf for NN >= 100 (sm_100f), NN one of "
                             "75, 80, 86, 87, 88, 89, 90, 100, 103, 110, 120, 121\n"), r.stderr


def test_launch_md_quotes_the_emit_and_persistent_errors(add):
    """docs/launch.md's table of launch errors quotes these messages as they are."""
    doc = (ROOT / "docs" / "launch.md").read_text(encoding="utf-8")
    with pytest.raises(tiledsl.TileLaunchError) as e:
        add.emit("tpu")
    assert f"`{str(e.value).replace('vector_add', 'add')}`" in doc
    x = np.zeros(4, np.float32)
    with pytest.raises(tiledsl.TileLaunchError) as e:
        add[(1,)](x, x, x, 4, persistent="yes")
    assert str(e.value) == "vector_add(): persistent must be True or False, got 'yes'"
    assert "`persistent must be True or False, got 'yes'`" in doc


@pytest.mark.parametrize("call, message", [
    (lambda: tiledsl.compile(b"kernel k(): pass"),
     "tiledsl.compile() takes the source text as a str, got bytes; decode it first, e.g. "
     "tiledsl.compile(data.decode('utf-8')), or use tiledsl.load(path) for a file"),
    (lambda: tiledsl.compile(None), "tiledsl.compile() takes the source text as a str, got None"),
    (lambda: tiledsl.compile(FINE, filename=3),
     "tiledsl.compile(): filename must be a str, got int"),
    (lambda: tiledsl.load(None),
     "tiledsl.load() takes the path of a .tile file (str or os.PathLike), got None; to compile "
     "source text, use tiledsl.compile(text)"),
])
def test_wrong_argument_types_are_type_errors(call, message):
    with pytest.raises(TypeError) as e:
        call()
    assert str(e.value) == message and not isinstance(e.value, tiledsl.InternalError)


def test_a_call_that_does_not_fit_the_signature_is_pythons_type_error_not_internal():
    k = tiledsl.compile(FINE).fine
    out = np.zeros(1, np.float32)
    with pytest.raises(TypeError) as e:
        k.warmup(out)  # grid= left out
    assert not isinstance(e.value, tiledsl.InternalError)
    assert "missing 1 required keyword-only argument: 'grid'" in str(e.value)
    with pytest.raises(TypeError) as e:
        k.lower(1, 2, 3)
    assert not isinstance(e.value, tiledsl.InternalError)


def test_a_specialization_repr_names_the_file_not_its_text():
    k = tiledsl.compile(FINE + "# a comment\n" * 40, filename="f.tile").fine
    spec = k.warmup(np.zeros(1, np.float32), grid=(1,))
    assert "Source(filename='f.tile')" in repr(spec) and "a comment" not in repr(spec)


def test_tracebacks_show_one_tiledsl_frame(add, tmp_path):
    """CPython lists the frame an exception is raised from, so the wrapper's frame stays (the
    one frame pure Python cannot drop); every other tiledsl frame is gone, and the wrapper sets
    __tracebackhide__ for pytest and IPython."""
    x = np.zeros(4, np.float32)
    for call in (lambda: add[(0,)](x, x, x, 4), lambda: tiledsl.load(tmp_path / "no.tile"),
                 lambda: tiledsl.compile("kernel k(:\n"), lambda: tiledsl.compile(None)):
        try:
            call()
        except Exception as e:  # noqa: BLE001
            frames = traceback.extract_tb(e.__traceback__)[1:]  # after this test's frame
            assert [(os.path.basename(f.filename), f.name) for f in frames[1:]] == [
                ("errors.py", "wrapper")], frames
            assert "__tracebackhide__" in e.__traceback__.tb_next.tb_next.tb_frame.f_locals
        else:
            raise AssertionError("no error")


# ---------------------------------------------------------------- the command line
def test_broken_pipe_exits_quietly():
    p = subprocess.Popen([sys.executable, "-m", "tiledsl", "ir", EXAMPLES / "softmax.tile",
                          "--constexpr", "BLOCK=1024"], cwd=ROOT, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE)
    p.stdout.close()  # the reader goes away before the first line is written (like `| head`)
    err = p.stderr.read()
    assert (p.wait(timeout=300), err) == (141, b"")


def test_broken_pipe_in_process(monkeypatch):
    from tiledsl import cli

    class Closed(io.StringIO):
        def write(self, text):
            raise BrokenPipeError(32, "Broken pipe")

    monkeypatch.setattr(sys, "stdout", Closed())
    assert cli.main(["ir", str(EXAMPLES / "softmax.tile"), "--constexpr", "BLOCK=64"]) == 141


def test_emit_needs_kernel_only_when_the_file_has_several(tmp_path):
    f = files(tmp_path, two="kernel a(x: *fp32):\n    pass\nkernel b(x: *fp32):\n    pass\n")
    r = tiledsl_cli("emit", f["two"])
    assert (r.returncode, r.stderr) == (
        2, f"tiledsl emit: error: {f['two']} has 2 kernels (a, b); choose one with --kernel "
           f"NAME\n")


def test_unknown_option_before_the_command():
    r = tiledsl_cli("--frobnicate")
    assert r.returncode == 2
    assert r.stderr.splitlines()[-1] == (
        "tiledsl: error: unrecognized option '--frobnicate'; tiledsl's own options are --help and "
        "--version, and a command comes first: tiledsl COMMAND [options] (commands: check, ast, "
        "ir, emit, compile, run-examples, debug, port)")
    r = tiledsl_cli()
    assert (r.returncode, r.stderr.splitlines()[-1]) == (
        2, "tiledsl: error: a command is required: check, ast, ir, emit, compile, run-examples, "
           "debug, port")


# ---------------------------------------------------------------- examples
def _examples_module(monkeypatch, name):
    monkeypatch.syspath_prepend(str(EXAMPLES))
    spec = importlib.util.spec_from_file_location(f"examples_{name}", EXAMPLES / f"{name}.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_run_examples_cuda_without_cupy(monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "cupy", None)  # import cupy → ImportError
    run = _examples_module(monkeypatch, "run")
    assert run.main(["--backend", "cuda", "--only", "vector_add"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == (
        "tiledsl run-examples: error: --backend cuda needs cupy, which is not installed; install "
        "cupy with pip install -e '.[gpu]' (in the tiledsl checkout), or run on the interpreter: "
        "--backend interpreter (or leave --backend out)\n")


@pytest.mark.skipif(importlib.util.find_spec("cupy") is not None, reason="cupy is installed")
def test_run_examples_cuda_without_cupy_from_the_cli():
    r = tiledsl_cli("run-examples", "--backend", "cuda")
    assert r.returncode == 2
    assert r.stderr.startswith("tiledsl run-examples: error: --backend cuda needs cupy, which is "
                               "not installed; install cupy with pip install -e '.[gpu]'")


def test_run_examples_header_counts_checks_and_untimed_rows_show_a_dash(monkeypatch, capsys):
    run = _examples_module(monkeypatch, "run")
    assert run.main(["--small", "--only", "layernorm", "--backend", "interpreter"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "tiledsl 0.1.0: 1 example, 2 checks on the interpreter (numpy arrays, small " \
                     "sizes)"
    first, second = out[3].split(), out[4].split()
    assert first[0] == "layernorm" and re.fullmatch(r"\d+\.\d{3}", first[-2])
    assert second[0] == "layernorm(h=x+res)" and second[-2] == "—"  # the same launch: not timed
    assert sum(run.CHECKS.values()) == 9 and set(run.CHECKS) == set(run.EXAMPLES)


# ---------------------------------------------------------------- README
def test_every_readme_command_runs_as_written():
    """Each ``tiledsl ...`` line of the README's command-line block exits 0 (run in the root,
    through a shell for globs), and the files it names exist."""
    readme = (ROOT / "README.md").read_text()
    block = readme.split("## The command line", 1)[1].split("```bash", 1)[1].split("```", 1)[0]
    commands = [ln.split("  #", 1)[0].strip() for ln in block.splitlines() if ln.strip()]
    assert commands and all(c.startswith("tiledsl ") for c in commands)
    for command in commands:
        for word in command.split():
            if word.startswith("examples/") and "*" not in word:
                assert (ROOT / word).is_file(), word
        shell = f"{sys.executable} -m {command}"
        if command.startswith("tiledsl run-examples"):
            shell += " --small"  # the README's command, on small sizes here
        r = subprocess.run(shell, shell=True, cwd=ROOT, capture_output=True, text=True,
                           timeout=300)
        assert r.returncode == 0, (command, r.stderr)


def test_a_missing_dependency_is_an_install_problem_not_a_bug(monkeypatch, capsys):
    """``lark`` missing (an install without its dependencies): the CLI says what to install,
    not "this is a bug in tiledsl"."""
    import builtins
    import sys

    from tiledsl import cli

    real = builtins.__import__

    def no_lark(name, *a, **k):
        if name == "lark" or name.startswith("lark."):
            raise ModuleNotFoundError("No module named 'lark'", name="lark")
        return real(name, *a, **k)

    for m in [m for m in sys.modules if m.startswith(("lark", "tiledsl.parser"))]:
        monkeypatch.delitem(sys.modules, m)
    monkeypatch.setattr(builtins, "__import__", no_lark)
    assert cli.main(["check", str(EXAMPLES / "vector_add.tile")]) == 70
    err = capsys.readouterr().err
    assert err == ("tiledsl: the package 'lark', which tiledsl needs, is not installed: install "
                   "tiledsl with its dependencies (pip install -e . in the checkout, or pip "
                   "install lark)\n")
