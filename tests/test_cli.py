"""The ``tiledsl`` command, run as ``python -m tiledsl`` in a subprocess: exit codes (0, 2
usage, 65 data, 66 no input), what goes to stdout and stderr, and no tracebacks."""
from __future__ import annotations

import re
import subprocess
import sys

import pytest

from conftest import EXAMPLES, ROOT

BAD = "kernel k(x: *fp32):\n    y = foo(1)\n    store(x, zz)\n"


def tiledsl(*args, env=None):
    return subprocess.run([sys.executable, "-m", "tiledsl", *map(str, args)], cwd=ROOT,
                          capture_output=True, text=True, timeout=300, env=env)


def test_help_explains_each_command():
    r = tiledsl("--help")
    assert r.returncode == 0
    for cmd in ("check", "ast", "ir", "emit", "run-examples"):
        assert f"\n    {cmd}" in r.stdout
    assert "65 errors in the .tile file" in r.stdout
    r = tiledsl("ir", "--help")
    assert r.returncode == 0
    assert "--constexpr NAME=VALUE" in r.stdout and "--arg NAME=TYPE" in r.stdout


def test_version():
    import tiledsl as t

    r = tiledsl("--version")
    assert (r.returncode, r.stdout.strip()) == (0, f"tiledsl {t.__version__}")


def test_check_ok():
    r = tiledsl("check", EXAMPLES / "softmax.tile", EXAMPLES / "matmul.tile")
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == [
        f"{EXAMPLES / 'softmax.tile'}: ok (1 kernel: softmax; not type-checked: softmax (see "
        f"the note))", f"{EXAMPLES / 'matmul.tile'}: ok (1 kernel: matmul)"]
    # matmul's constexprs all have defaults, so it was type-checked; softmax's BLOCK has none
    assert r.stderr.splitlines() == [
        f"{EXAMPLES / 'softmax.tile'}: note: kernel softmax not type-checked: constexpr BLOCK "
        f"has no value (pass --constexpr BLOCK=...)"]
    r = tiledsl("check", EXAMPLES / "softmax.tile", "--constexpr", "BLOCK=1024")
    assert (r.returncode, r.stderr) == (0, "")


def test_check_reports_every_error_and_exits_65(tmp_path):
    f = tmp_path / "bad.tile"
    f.write_text(BAD)
    r = tiledsl("check", f)
    assert r.returncode == 65
    assert r.stdout == ""
    assert r.stderr.splitlines() == [
        f"{f}:2:9: undefined name 'foo'; did you mean 'floor'?",
        "        y = foo(1)",
        "            ^^^",
        "",
        f"{f}:3:14: undefined name 'zz'",
        "        store(x, zz)",
        "                 ^^",
        "",
        "2 errors found.",
    ]


def test_syntax_error_exits_65_without_traceback(tmp_path):
    f = tmp_path / "syntax.tile"
    f.write_text("kernel k(x: *fp32):\n    y = (1 +\n")
    r = tiledsl("check", f)
    assert r.returncode == 65
    assert r.stderr.startswith(f"{f}:")
    assert "Traceback" not in r.stderr and "lark" not in r.stderr.lower().split(":")[0]


def test_missing_file_exits_66(tmp_path):
    r = tiledsl("check", tmp_path / "nope.tile")
    assert r.returncode == 66
    assert r.stderr.strip() == f"tiledsl: cannot read {tmp_path / 'nope.tile'}: no such file"
    r = tiledsl("ir", tmp_path)
    assert r.returncode == 66
    assert r.stderr.strip() == (f"tiledsl: cannot read {tmp_path}: it is a directory, not a "
                                f".tile file")


def test_usage_errors_exit_2():
    r = tiledsl("ir")
    assert r.returncode == 2 and "the following arguments are required: FILE" in r.stderr
    r = tiledsl("frobnicate")
    assert r.returncode == 2 and "invalid choice: 'frobnicate'" in r.stderr


def test_unknown_option_after_a_command_shows_that_commands_usage():
    r = tiledsl("emit", EXAMPLES / "softmax.tile", "--bogus", "--constexpr", "BLOCK=128")
    assert r.returncode == 2 and r.stdout == ""
    lines = r.stderr.strip().splitlines()
    assert lines[0].startswith("usage: tiledsl emit [-h] [--kernel NAME]")
    assert lines[-1] == "tiledsl emit: error: unrecognized arguments: --bogus"
    r = tiledsl("check", EXAMPLES / "softmax.tile", "--x", "1")
    assert r.returncode == 2
    assert r.stderr.strip().splitlines() == [
        "usage: tiledsl check [-h] [--kernel NAME] [--constexpr NAME=VALUE]",
        "                     [--arg NAME=TYPE]",
        "                     FILE [FILE ...]",
        "tiledsl check: error: unrecognized arguments: --x 1"]


def test_ir_of_a_specialization():
    r = tiledsl("ir", EXAMPLES / "softmax.tile", "--constexpr", "BLOCK=128")
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    assert lines[0] == ("kernel @softmax(%0 out: *fp32, %1 x: *fp32, %2 x_row_stride: i32, "
                        "%3 out_row_stride: i32, %4 n_cols: i32)  [BLOCK=128] {")
    assert any("arange {start=0, end=128} : i32[128]  # softmax.tile:" in ln for ln in lines)
    assert lines[-1] == "}"


def test_ir_string_and_bool_constexprs():
    r = tiledsl("ir", EXAMPLES / "attention.tile", "--kernel", "attention",
                "--constexpr", "HEAD_DIM=32", "--constexpr", "CAUSAL=True")
    assert r.returncode == 0, r.stderr
    assert "HEAD_DIM=32" in r.stdout.splitlines()[0] and "CAUSAL=True" in r.stdout.splitlines()[0]
    r = tiledsl("ir", EXAMPLES / "matmul.tile", "--constexpr", "ACTIVATION=gelu")
    assert r.returncode == 0, r.stderr
    assert "ACTIVATION='gelu'" in r.stdout.splitlines()[0] and " erf " in r.stdout


def test_ir_needs_constexprs_and_types(tmp_path):
    r = tiledsl("ir", EXAMPLES / "softmax.tile")
    assert r.returncode == 2
    assert r.stderr.strip() == "tiledsl ir: error: kernel softmax needs --constexpr BLOCK=VALUE"
    f = tmp_path / "g.tile"
    f.write_text("kernel g(out, v):\n    store(out, v)\n")
    r = tiledsl("ir", f)
    assert r.returncode == 2
    assert r.stderr.strip() == ("tiledsl ir: error: kernel g: parameter 'out' is unannotated; "
                                "give its type with --arg out=TYPE (e.g. *fp32 or i32)")
    r = tiledsl("ir", f, "--arg", "out=*fp16", "--arg", "v=fp16")
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines()[0] == "kernel @g(%0 out: *fp16, %1 v: fp16) {"
    r = tiledsl("ir", f, "--arg", "out=*fp16", "--arg", "v=f16")
    assert r.returncode == 2 and "unknown type 'f16'" in r.stderr
    r = tiledsl("ir", f, "--arg", "out=*fp16", "--arg", "w=fp16")
    assert (r.returncode, r.stderr.strip()) == (
        2, "tiledsl ir: error: no selected kernel has a parameter 'w'")
    r = tiledsl("ir", f, "--kernel", "h")
    assert (r.returncode, r.stderr.strip()) == (
        2, f"tiledsl ir: error: {f} has no kernel 'h'; its kernels: g")
    f2 = tmp_path / "n.tile"
    f2.write_text("kernel n(out: *fp32, n: i32, B: constexpr):\n"
                  "    store(out + arange(0, B), 1.0, mask=arange(0, B) < n)\n")
    for cmd in ("ir", "emit"):  # a value for a runtime parameter would be ignored: refused
        r = tiledsl(cmd, f2, "--constexpr", "B=16", "n=5")
        assert (r.returncode, r.stderr.strip()) == (
            2, f"tiledsl {cmd}: error: 'n' is a runtime parameter of the selected kernel, not a "
               f"constexpr: --constexpr would not specialize on it; leave it out, or state "
               f"what a launch would know of it with --fact n=div16 or n=is_one")


def test_ir_type_error_in_specialization_exits_65(tmp_path):
    f = tmp_path / "t.tile"
    f.write_text("kernel t(out: *fp32, B: constexpr):\n    store(out + arange(0, B), 1.0)\n")
    r = tiledsl("ir", f, "--constexpr", "B=3")
    assert r.returncode == 65
    assert r.stderr.startswith(f"{f}:2:")
    assert "power of two" in r.stderr and "Traceback" not in r.stderr


def test_ast():
    r = tiledsl("ast", EXAMPLES / "vector_add.tile", "--kernel", "vector_add")
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("FunctionDef(name='vector_add', is_kernel=True")
    assert "Param(name='BLOCK', annotation='constexpr')" in r.stdout


def test_emit_cuda():
    from tiledsl import codegen

    if not hasattr(codegen, "emit"):
        pytest.skip("the code generator has no emit() yet")
    r = tiledsl("emit", EXAMPLES / "vector_add.tile", "--kernel", "vector_add")
    assert r.returncode == 0, r.stderr
    assert "__global__" in r.stdout and "vector_add.tile:" in r.stdout
    r2 = tiledsl("emit", EXAMPLES / "vector_add.tile")  # the file's only kernel
    assert (r2.returncode, r2.stdout) == (0, r.stdout)


def test_emit_with_launch_facts_and_load_other():
    """--fact and --load-other give what a launch with aligned, unaliased arrays would build:
    two predicated non-coherent vector loads for softmax over 1024 columns at 4 warps."""
    sm = EXAMPLES / "softmax.tile"
    facts = ["--fact", "x=aligned16", "--fact", "x=noalias", "--fact", "x_row_stride=div16",
             "--fact", "n_cols=div16"]
    r = tiledsl("emit", sm, "--constexpr", "BLOCK=1024", "--load-other", "ptx", *facts)
    assert r.returncode == 0, r.stderr
    assert r.stdout.count("tl_ld_pred<1>(") == 2
    plain = tiledsl("emit", sm, "--constexpr", "BLOCK=1024", "--load-other", "ptx")
    assert plain.returncode == 0 and "tl_ld_pred<" not in plain.stdout.split("// kernel")[1]
    bad = tiledsl("emit", sm, "--constexpr", "BLOCK=1024", "--fact", "x=aligned17")
    assert (bad.returncode, bad.stderr) == (
        2, "tiledsl emit: error: softmax.emit(): 'aligned17' is not a fact for parameter 'x' "
           "(*fp32): it takes aligned16 / noalias\n")
    bad = tiledsl("emit", sm, "--constexpr", "BLOCK=1024", "--fact", "x=div16")
    assert bad.returncode == 2 and bad.stderr.endswith(
        "'div16' is not a fact for parameter 'x' (*fp32): it takes aligned16 / noalias\n")
    bad = tiledsl("emit", sm, "--constexpr", "BLOCK=1024", "--fact", "x")
    assert (bad.returncode, bad.stderr) == (
        2, "tiledsl emit: error: --fact 'x': write NAME=FACT, e.g. --fact x=aligned16\n")


#: one program's tile of c = a @ b, whose loads the facts below make 16 bytes per thread
DOT_LOOP = """\
kernel mm(c: *fp32, a: *fp16, b: *fp16, K: i32, sam: i32, sbk: i32, scm: i32):
    rm = arange(0, 64)
    rn = arange(0, 64)
    rk = arange(0, 32)
    acc = zeros((64, 64), fp32)
    for k in range(0, K, 32):
        at = load(a + rm[:, None] * sam + (k + rk)[None, :])
        bt = load(b + (k + rk)[:, None] * sbk + rn[None, :])
        acc = dot(at, bt, acc=acc)
    store(c + rm[:, None] * scm + rn[None, :], acc)
"""
DOT_FACTS = [w for n in ("c", "a", "b") for w in ("--fact", f"{n}=aligned16")] + \
    [w for n in ("K", "sam", "sbk", "scm") for w in ("--fact", f"{n}=div16")]


def test_emit_num_stages_for_an_architecture(tmp_path):
    """--target cuda:sm_80 --num-stages S: S cp.async stages for the K loop, whose end waits
    for every group and whose body lets S - 2 stay pending; 1 turns pipelining off."""
    f = tmp_path / "mm.tile"
    f.write_text(DOT_LOOP)
    waits = {}
    for stages in ("2", "3", "4", "1"):
        r = tiledsl("emit", f, "--target", "cuda:sm_80", "--num-stages", stages, *DOT_FACTS)
        assert r.returncode == 0, r.stderr
        assert "mma.sync" in r.stdout
        waits[stages] = sorted(set(re.findall(r"tl_cp_async_wait<(\d+)>", r.stdout)))
        if stages == "1":
            assert "cp.async" not in r.stdout
    assert waits == {"2": ["0"], "3": ["0", "1"], "4": ["0", "2"], "1": []}
    default = tiledsl("emit", f, "--target", "cuda:sm_80", *DOT_FACTS)
    three = tiledsl("emit", f, "--target", "cuda:sm_80", "--num-stages", "3", *DOT_FACTS)
    assert (default.returncode, default.stdout) == (0, three.stdout)


def test_emit_refuses_a_bad_num_stages_as_a_bad_num_warps(tmp_path):
    f = tmp_path / "mm.tile"
    f.write_text(DOT_LOOP)
    r = tiledsl("emit", f, "--num-stages", "-1")
    assert (r.returncode, r.stdout, r.stderr) == (
        2, "", "tiledsl emit: error: mm(): num_stages must be an int >= 0, got -1\n")
    w = tiledsl("emit", f, "--num-warps", "3")
    assert (w.returncode, w.stderr) == (
        2, "tiledsl emit: error: mm(): num_warps must be a power of two from 1 to 32, got 3\n")
    r = tiledsl("emit", f, "--num-stages", "two")
    assert r.returncode == 2 and r.stdout == ""
    assert r.stderr.splitlines()[-1] == ("tiledsl emit: error: argument --num-stages: invalid "
                                         "int value: 'two'")


def test_emit_takes_num_stages_0_as_a_launch_does(tmp_path):
    """A launch takes num_stages >= 0 (tiledsl.optionrules), so --num-stages 0 is accepted
    too: like 1, it turns pipelining off."""
    from tiledsl.optionrules import num_stages_ok

    assert num_stages_ok(0) and not num_stages_ok(-1)
    f = tmp_path / "mm.tile"
    f.write_text(DOT_LOOP)
    zero, one = (tiledsl("emit", f, "--target", "cuda:sm_80", "--num-stages", s, *DOT_FACTS)
                 for s in ("0", "1"))
    assert (zero.returncode, zero.stderr) == (0, "")
    assert zero.stdout == one.stdout and "cp.async" not in zero.stdout
    assert "an int >= 0: 0 or 1" in " ".join(tiledsl("emit", "--help").stdout.split())


@pytest.mark.parametrize("target", ["hip", "hip:gfx908"])
def test_emit_refuses_load_other_ptx_for_hip(target):
    sm = EXAMPLES / "softmax.tile"
    r = tiledsl("emit", sm, "--constexpr", "BLOCK=1024", "--load-other", "ptx",
                "--target", target)
    assert (r.returncode, r.stdout, r.stderr) == (
        2, "", f"tiledsl emit: error: --load-other ptx is CUDA only (a predicated PTX load), "
               f"and --target {target} is HIP; pass --load-other init (what HIP emits in its "
               f"place) or select, or a cuda target\n")
    ok = tiledsl("emit", sm, "--constexpr", "BLOCK=1024", "--load-other", "init",
                 "--target", target)
    assert (ok.returncode, ok.stderr) == (0, "")


def test_hip_emits_init_where_ptx_is_asked_by_the_api():
    """What the refusal above says: the HIP dialect has no predicated PTX load."""
    import tiledsl as t

    k = t.load(EXAMPLES / "softmax.tile").softmax
    facts = {"x": {"aligned16": True}, "x_row_stride": {"div16": True},
             "n_cols": {"div16": True}}
    ptx, init, select = (k.emit("hip", facts=facts, load_other=lo, BLOCK=1024)
                         for lo in ("ptx", "init", "select"))
    assert ptx == init != select


def test_the_unproven_alignment_note_names_the_facts_that_prove_it():
    """The pipeline's note in the generated source says which tiledsl emit options would
    prove the alignment, and passing them turns the synchronous loads into cp.async."""
    mm = EXAMPLES / "matmul.tile"
    base = ("emit", mm, "--target", "cuda:sm_80", "--constexpr", "BLOCK_M=64", "BLOCK_N=64")
    plain = tiledsl(*base)
    assert plain.returncode == 0, plain.stderr
    notes = [line.strip() for line in plain.stdout.splitlines() if "// pipeline: load at" in line]
    assert len(notes) == 2
    for note in notes:
        assert ("is not proven: a launch derives it from 16-byte aligned arrays with a unit inner "
                "stride; tiledsl emit needs --aligned and --fact NAME=is_one for each unit-stride "
                "parameter, e.g. --fact stride_ak=is_one; or see multiple_of / max_contiguous)"
                ) in note
    proven = tiledsl(*base, "--aligned", "--fact", "stride_ak=is_one", "stride_bn=is_one")
    assert proven.returncode == 0, proven.stderr
    assert "is not proven" not in proven.stdout and "tl_cp_async_wait<" in proven.stdout


def test_run_examples_small():
    r = tiledsl("run-examples", "--small", "--only", "vector_add", "softmax",
                "--backend", "interpreter")
    assert r.returncode == 0, r.stdout + r.stderr
    out = r.stdout.splitlines()
    assert out[0] == ("tiledsl 0.1.0: 2 examples, 2 checks on the interpreter (numpy arrays, "
                      "small sizes)")
    assert out[1].split() == ["kernel", "shape", "dtype", "backend", "max", "error", "tolerance",
                              "seconds", "check"]
    assert out[3].split()[:4] == ["vector_add", "5000", "fp32", "interpreter"]
    assert out[4].split()[:4] == ["softmax", "37x100", "fp32", "interpreter"]
    assert out[3].split()[-1] == out[4].split()[-1] == "ok"
    assert out[-1].startswith("all 2 checks passed")


def test_run_examples_fails_when_a_check_fails(monkeypatch, capsys):
    """In-process: with a zero tolerance, fp32 rounding makes softmax's check fail: exit 1."""
    import importlib.util

    monkeypatch.syspath_prepend(str(EXAMPLES))
    import common

    monkeypatch.setitem(common.TOLERANCES, "fp32", {"atol": 0.0, "rtol": 0.0})
    spec = importlib.util.spec_from_file_location("examples_run", EXAMPLES / "run.py")
    run = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(run)
    assert run.main(["--small", "--only", "softmax", "--backend", "interpreter"]) == 1
    out = capsys.readouterr().out
    assert "FAIL" in out.splitlines()[3] and out.splitlines()[-1].startswith("FAILED: softmax")


def test_a_file_without_kernels_and_an_option_before_the_command(tmp_path):
    empty = tmp_path / "empty.tile"
    empty.write_text("")
    for cmd in ("ir", "emit"):
        r = tiledsl(cmd, empty)
        assert (r.returncode, r.stdout) == (2, "")
        assert r.stderr == f"tiledsl {cmd}: error: {empty} defines no kernel\n"
    r = tiledsl("--frobnicate", "ir", EXAMPLES / "softmax.tile")
    assert r.returncode == 2 and r.stderr.splitlines()[-1] == (
        "tiledsl: error: unrecognized option '--frobnicate' before the command; tiledsl's own "
        "options are --help and --version, and a command comes first: tiledsl ir [options]")
    r = tiledsl("--constexpr", "BLOCK=128", "ir", EXAMPLES / "softmax.tile")  # was "invalid
    assert r.returncode == 2 and r.stderr.splitlines()[-1] == (  # choice: 'BLOCK=128'"
        "tiledsl: error: unrecognized option '--constexpr' before the command; a command's "
        "options come after it: tiledsl ir --constexpr ...")


def test_emit_aligned_gives_the_facts_of_aligned_arrays():
    """--aligned stands for one aligned16 per array and one div16 per integer (13 --fact
    values for the matmul): on sm_90a its loads are then TMA boxes feeding wgmma; an
    is_one --fact keeps its stride 1."""
    mm = EXAMPLES / "matmul.tile"
    cfg = ["--target", "cuda:sm_90a", "--num-warps", "8", "--num-stages", "4",
           "--constexpr", "BLOCK_M=128", "BLOCK_N=256", "BLOCK_K=64"]
    r = tiledsl("emit", mm, "--kernel", "matmul", "--aligned", "--fact", "stride_ak=is_one",
                "stride_bn=is_one", "stride_cn=is_one", *cfg)
    assert r.returncode == 0, r.stderr
    assert "2 load(s) as TMA boxes" in r.stdout and "wgmma.mma_async" in r.stdout
    plain = tiledsl("emit", mm, "--kernel", "matmul", *cfg)
    assert plain.returncode == 0 and "tl_tma_load_2d((" not in plain.stdout


# ------------------------------------------- the environment, and check --kernel
TWO = ("kernel good(x: *fp32, n: i32):\n"
       "    i = arange(0, 16)\n"
       "    store(x + i, load(x + i, mask=i < n) * 2.0, mask=i < n)\n"
       "\n"
       "kernel bad(x: *fp32):\n"
       "    v = load(x)\n"
       "    store(x, v + arange(0, 8) + arange(0, 16))\n")


def _env(**values):
    """The environment without any TILEDSL_ variable, plus ``values``."""
    import os

    env = {k: v for k, v in os.environ.items() if not k.startswith("TILEDSL_")}
    env.update(values)
    return env


@pytest.mark.parametrize("var,value,message", [
    ("TILEDSL_DEBUG", "verbose", "tiledsl: error: TILEDSL_DEBUG='verbose': use 1/on/true/yes "
                                 "or 0/off/false/no (or unset it for the default)"),
    ("TILEDSL_ORDER", "sideways", "tiledsl: error: TILEDSL_ORDER must be one of 'default', "
                                  "'reverse', 'random', got 'sideways'"),
    ("TILEDSL_TMA", "maybe", "tiledsl: error: TILEDSL_TMA='maybe': use 1/on/true/yes or "
                             "0/off/false/no (or unset it for the default)"),
])
@pytest.mark.parametrize("command", ["check", "ast", "ir", "emit"])
def test_every_command_refuses_a_bad_variable_value_alike(command, var, value, message):
    """A value a variable refuses stops every command before it runs, with one message and
    exit 2 (TILEDSL_DEBUG=verbose once failed emit and ir with exit 65 but passed check)."""
    r = tiledsl(command, EXAMPLES / "vector_add.tile", env=_env(**{var: value}))
    assert (r.returncode, r.stdout, r.stderr.splitlines()) == (2, "", [message])


def test_a_misspelt_variable_name_is_a_warning_naming_the_real_one():
    r = tiledsl("check", EXAMPLES / "vector_add.tile", env=_env(TILEDSL_DUMPS="ir"))
    assert r.returncode == 0 and r.stdout.endswith(": ok (1 kernel: vector_add)\n")
    assert r.stderr.splitlines() == [
        "tiledsl: warning: TILEDSL_DUMPS is not a tiledsl variable (did you mean "
        "TILEDSL_DUMP?); it is ignored (the variables: docs/launch.md)"]


@pytest.mark.parametrize("command", ["check", "ir"])
def test_a_dump_name_that_is_not_a_stage_is_a_warning_naming_the_stages(command):
    """TILEDSL_DUMP=irr dumped nothing, silently; the known stages of the list still dump
    (a list written for a later version keeps working), and the rest is named."""
    r = tiledsl(command, EXAMPLES / "vector_add.tile", env=_env(TILEDSL_DUMP="irr,ast"))
    assert r.returncode == 0
    assert r.stderr.splitlines()[0] == (
        "tiledsl: warning: TILEDSL_DUMP='irr,ast': 'irr' is not a stage and is ignored; the "
        "stages are ast, ir, cuda (or all)")


def test_check_kernel_type_checks_only_that_kernel(tmp_path):
    f = tmp_path / "two.tile"
    f.write_text(TWO)
    r = tiledsl("check", f)  # every kernel: bad's error
    assert r.returncode == 65
    assert r.stderr.startswith(f"{f}:7:14: shapes [8] and [16] cannot be broadcast together")
    r = tiledsl("check", f, "--kernel", "good")
    assert (r.returncode, r.stdout, r.stderr) == (0, f"{f}: ok (1 kernel: good)\n", "")
    r = tiledsl("check", f, "--kernel", "bad")
    assert r.returncode == 65 and r.stderr.startswith(f"{f}:7:14: shapes [8] and [16]")
    # a file without that kernel: a usage error, worded as emit --kernel words it
    r = tiledsl("check", f, EXAMPLES / "vector_add.tile", "--kernel", "good")
    assert r.returncode == 2 and r.stdout == f"{f}: ok (1 kernel: good)\n"
    assert r.stderr.splitlines() == [
        f"tiledsl check: error: {EXAMPLES / 'vector_add.tile'} has no kernel 'good'; its "
        f"kernels: vector_add"]
    e = tiledsl("emit", EXAMPLES / "vector_add.tile", "--kernel", "good")
    assert e.returncode == 2 and e.stderr.strip() == (
        f"tiledsl emit: error: {EXAMPLES / 'vector_add.tile'} has no kernel 'good'; its "
        f"kernels: vector_add")


def test_emit_of_an_autotuned_kernel_says_it_is_the_defaults():
    """As tiledsl compile does: emit of an @autotune kernel names the configurations it did
    not use (stderr), and the source is the defaults' (stdout, the same as the untuned
    kernel's)."""
    r = tiledsl("emit", EXAMPLES / "softmax.tile", "--constexpr", "BLOCK=1024")
    assert (r.returncode, r.stderr) == (0, "")  # a plain kernel: nothing to say
    r = tiledsl("emit", EXAMPLES / "attention.tile", "--constexpr", "HEAD_DIM=64")
    assert r.returncode == 0, r.stderr
    (line,) = r.stderr.splitlines()
    assert line.startswith("tiledsl emit: note: the kernel is autotuned, but emit tries no "
                           "configuration: this is attention's defaults and the flags given, "
                           "not one of its 6 configurations (0: Config(BLOCK_M=64, BLOCK_N=64, "
                           "num_warps=4, num_stages=3); 1: ")
    assert line.endswith("); give one's values with --constexpr, --num-warps, --num-stages "
                         "and --persistent")
    import tiledsl as t

    at = t.load(EXAMPLES / "attention.tile").attention
    assert r.stdout == at.kernel.emit("cuda", HEAD_DIM=64) + "\n"


def test_emit_says_which_configuration_the_flags_build():
    """Flags that are exactly one of an @autotune kernel's configurations (its constexprs
    given or defaulted, the same num_warps and num_stages) are named as that configuration;
    one flag off (num_stages) and the note is the defaults' again."""
    r = tiledsl("emit", EXAMPLES / "attention.tile", "--target", "cuda:sm_90a", "--num-warps",
                "8", "--num-stages", "3", "--constexpr", "HEAD_DIM=64", "BLOCK_M=128",
                "BLOCK_N=64")
    assert r.returncode == 0, r.stderr
    assert r.stderr.strip() == (
        "tiledsl emit: note: the kernel is autotuned; the flags given are its configuration 1 "
        "(Config(BLOCK_M=128, BLOCK_N=64, num_warps=8, num_stages=3)), which emit builds "
        "without tuning")
    r = tiledsl("emit", EXAMPLES / "attention.tile", "--target", "cuda:sm_90a", "--num-warps",
                "8", "--num-stages", "4", "--constexpr", "HEAD_DIM=64", "BLOCK_M=128",
                "BLOCK_N=64")
    assert r.returncode == 0 and "emit tries no configuration" in r.stderr
    r = tiledsl("emit", EXAMPLES / "attention.tile", "--target", "cuda:sm_90a", "--num-warps",
                "8", "--num-stages", "3", "--constexpr", "HEAD_DIM=128", "BLOCK_M=128",
                "BLOCK_N=128", "WARP_SPECIALIZE=True")
    assert "its configuration 5 " in r.stderr
