"""``tiledsl check`` types what it can (issue 17 item 9): ``--arg NAME=TYPE`` for unannotated
parameters, every ``@autotune`` configuration type-checked (errors say under which Config),
``@heuristics`` computed when they read only constexprs, and one kernel's errors hiding no
other kernel's errors or notes. Exact stdout, stderr and exit codes, run in-process through
``tiledsl.cli.main`` (one test through ``python -m tiledsl``)."""
from __future__ import annotations

import subprocess
import sys

import pytest

from conftest import ROOT
from tiledsl.cli import main

TWO = ("kernel a(x, n: i32):\n"
       "    store(x + arange(0, 16), n)\n"
       "\n"
       "kernel b(y: *fp32, n: i32):\n"
       "    z = undefined_thing + 1\n")

TUNED = ("@autotune(configs=[Config(BLOCK=64, num_warps=4), Config(BLOCK=64, num_warps=8),\n"
         "                   Config(BLOCK=4096)], key=[\"n\"])\n"
         "kernel k(x: *fp32, n: i32, BLOCK: constexpr):\n"
         "    static_assert(BLOCK <= 1024, \"BLOCK too large\")\n"
         "    offs = program_id(0) * BLOCK + arange(0, BLOCK)\n"
         "    store(x + offs, 1.0, mask=offs < n)\n")

SHAPES = ("@autotune(configs=[Config(BM=16, BN=16), Config(BM=16, BN=32)], key=[])\n"
          "kernel k(x: *fp32, BM: constexpr, BN: constexpr):\n"
          "    a = zeros((BM, BN), fp32)\n"
          "    b = zeros((BM, BM), fp32)\n"
          "    store(x + arange(0, BM)[:, None] * BM + arange(0, BM)[None, :], a + b)\n")

HEUR = ("@autotune(configs=[Config(BLOCK=64), Config(BLOCK=48)], key=[\"n\"])\n"
        "@heuristics(EVEN=n % BLOCK == 0, HALF=BLOCK // 2)\n"
        "kernel k(x: *fp32, n: i32, BLOCK: constexpr, EVEN: constexpr = False,\n"
        "         HALF: constexpr = 1):\n"
        "    h = arange(0, HALF)\n"
        "    store(x + h, 1.0, mask=h < n)\n")

NEEDS_EVEN = ("@heuristics(EVEN=n % 16 == 0)\n"
              "kernel k(x: *fp32, n: i32, EVEN: constexpr):\n"
              "    store(x, 1.0)\n")


def check(capsys, tmp_path, text, *args, name="k.tile"):
    f = tmp_path / name
    f.write_text(text)
    code = main(["check", str(f), *args])
    out, err = capsys.readouterr()
    return code, out.splitlines(), err.splitlines(), f


# ------------------------------------------------------------- 3: every kernel, every message
def test_an_error_in_one_kernel_hides_no_note_of_another(capsys, tmp_path):
    code, out, err, f = check(capsys, tmp_path, TWO)
    assert code == 65 and out == []
    assert err == [
        f"{f}:5:9: undefined name 'undefined_thing'",
        "        z = undefined_thing + 1",
        "            ^^^^^^^^^^^^^^^",
        f"{f}: note: kernel a not type-checked: parameter x has no type annotation (annotate "
        f"it, or pass --arg x=TYPE)"]


def test_an_error_in_one_kernel_hides_no_type_error_of_another(capsys, tmp_path):
    code, out, err, f = check(capsys, tmp_path, TWO, "--arg", "x=i32")
    assert code == 65 and out == []
    assert err == [
        f"{f}:2:11: store()'s pointer must be a pointer, a tile of pointers or a block pointer, "
        f"got an i32[16] tile",
        "        store(x + arange(0, 16), n)",
        "              ^^^^^^^^^^^^^^^^^",
        "",
        f"{f}:5:9: undefined name 'undefined_thing'",
        "        z = undefined_thing + 1",
        "            ^^^^^^^^^^^^^^^",
        "",
        "2 errors found."]


def test_a_kernel_using_a_broken_helper_is_not_lowered_again(capsys, tmp_path):
    text = ("def h(v):\n    return v + nope\n\n"
            "kernel k(x: *fp32):\n    store(x, h(1.0))\n\n"
            "kernel fine(x: *fp32):\n    store(x, 1.0)\n\n"
            "kernel bad(x: *fp32):\n    store(x + arange(0, 3), 1.0)\n")
    code, out, err, f = check(capsys, tmp_path, text)
    assert code == 65 and out == []
    assert [line for line in err if line.startswith(str(f))] == [
        f"{f}:2:16: undefined name 'nope'",
        f"{f}:11:15: arange's range must be a power of two (as in Triton), got 3 - 0 = 3; use "
        f"arange(0, 4) and mask the tail"]
    assert err[-1] == "2 errors found."


def test_a_bad_decorator_of_one_kernel_hides_nothing_else(capsys, tmp_path):
    text = ("@autotune(configs=[Config(BLOCK=64)], key=[\"m\"])\n"
            "kernel k(x: *fp32, n: i32, BLOCK: constexpr):\n    store(x, 1.0)\n\n"
            "kernel j(x: *fp32, B: constexpr):\n    store(x, 1.0)\n")
    code, out, err, f = check(capsys, tmp_path, text)
    assert code == 65 and out == []
    assert err[0].startswith(f"{f}:1:44: key names 'm', which is not a parameter of the kernel")
    assert err[-1] == (f"{f}: note: kernel j not type-checked: constexpr B has no value (pass "
                       f"--constexpr B=...)")


def test_the_exit_code_is_the_worst_over_the_files(capsys, tmp_path):
    bad = tmp_path / "bad.tile"
    bad.write_text(TWO)
    good = tmp_path / "good.tile"
    good.write_text("kernel g(x):\n    store(x, 1.0)\n")
    assert main(["check", str(good), "--arg", "x=*fp32"]) == 0
    assert main(["check", str(good), str(bad), "--arg", "x=*fp32"]) == 65
    assert main(["check", str(good), str(tmp_path / "missing.tile"), str(bad)]) == 66
    out, err = capsys.readouterr()
    assert out.splitlines() == [f"{good}: ok (1 kernel: g)"] * 2 + [
        f"{good}: ok (1 kernel: g; not type-checked: g (see the note))"]  # no --arg: untyped
    assert f"{good}: note: kernel g not type-checked: parameter x has no type annotation " \
           f"(annotate it, or pass --arg x=TYPE)" in err.splitlines()


# ------------------------------------------------------------------------------ 1: --arg
def test_arg_types_unannotated_parameters_of_every_kernel(capsys, tmp_path):
    text = ("kernel a(x, n):\n    store(x + arange(0, 16), n)\n\n"
            "kernel b(x, y: *fp32):\n    store(y, load(x))\n")
    code, out, err, f = check(capsys, tmp_path, text, "--arg", "x=*fp32", "n=i32")
    assert (code, out, err) == (0, [f"{f}: ok (2 kernels: a, b)"], [])
    code, out, err, f = check(capsys, tmp_path, text, "--arg", "x=*fp16", "--arg", "n=fp32")
    assert (code, out, err) == (0, [f"{f}: ok (2 kernels: a, b)"], [])
    code, out, err, f = check(capsys, tmp_path, text, "--arg=x=*fp32")
    assert code == 0 and out == [f"{f}: ok (2 kernels: a, b; not type-checked: a (see the note))"]
    assert err == [f"{f}: note: kernel a not type-checked: parameter n has no type annotation "
                   f"(annotate it, or pass --arg n=TYPE)"]


def test_arg_types_are_type_checked(capsys, tmp_path):
    code, out, err, f = check(capsys, tmp_path, "kernel a(x, n: i32):\n    store(x, n)\n",
                              "--arg", "x=i32")
    assert code == 65 and out == []
    assert err == [f"{f}:2:11: store()'s pointer must be a pointer, a tile of pointers or a "
                   f"block pointer, got an i32 scalar",
                   "        store(x, n)",
                   "              ^"]


@pytest.mark.parametrize("value, message", [
    ("x=*fp33", "--arg x=*fp33: unknown type '*fp33'; use a dtype such as i32 or fp16, or a "
                "pointer such as *fp32"),
    ("x=tensor", "--arg x=tensor: unknown type 'tensor'; use a dtype such as i32 or fp16, or "
                 "a pointer such as *fp32"),
    ("x=", "--arg x=: no value after '='; write x=VALUE"),
    ("x", "--arg takes NAME=VALUE, got 'x'"),
])
def test_a_bad_arg_is_a_usage_error_naming_the_flag(capsys, tmp_path, value, message):
    code, out, err, f = check(capsys, tmp_path, TWO, "--arg", value)
    assert (code, out, err) == (2, [], [f"tiledsl check: error: {message}"])


def test_an_arg_no_kernel_uses_is_a_usage_error(capsys, tmp_path):
    text = "kernel a(x, n: i32):\n    store(x, n)\n"
    code, out, err, f = check(capsys, tmp_path, text, "--arg", "x=*i32", "n=i32")
    assert code == 2 and out == [f"{f}: ok (1 kernel: a)"]
    assert err == ["tiledsl check: error: --arg n: no checked kernel has an unannotated "
                   "parameter 'n'"]


# ---------------------------------------------------------------------- 2: configurations
def test_each_configuration_is_checked_and_named_in_its_errors(capsys, tmp_path):
    code, out, err, f = check(capsys, tmp_path, TUNED)
    assert code == 65 and out == []
    assert err == [
        f"{f}:4:5: under Config(BLOCK=4096, num_warps=4): static_assert failed: BLOCK too "
        f"large",
        "        static_assert(BLOCK <= 1024, \"BLOCK too large\")",
        "        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"]


def test_a_shape_rule_broken_by_the_second_configuration(capsys, tmp_path):
    code, out, err, f = check(capsys, tmp_path, SHAPES)
    assert code == 65 and out == []
    assert err == [
        f"{f}:5:69: under Config(BM=16, BN=32, num_warps=4): shapes [16, 32] and [16, 16] "
        f"cannot be broadcast together",
        "        store(x + arange(0, BM)[:, None] * BM + arange(0, BM)[None, :], a + b)",
        "                                                                        ^^^^^"]


def test_an_error_of_every_configuration_names_none(capsys, tmp_path):
    text = TUNED.replace("store(x + offs, 1.0", "store(x + offs + zz, 1.0")
    text = text.replace("Config(BLOCK=4096)", "Config(BLOCK=128)")
    code, out, err, f = check(capsys, tmp_path, text)
    assert code == 65
    assert err[0] == f"{f}:6:22: undefined name 'zz'"


def test_configurations_with_one_specialization_are_lowered_once(capsys, tmp_path,
                                                                  monkeypatch):
    import tiledsl.check as check_pkg

    seen = []
    real = check_pkg.lower

    def counting(module, name, arg_types, constexprs, *a, **kw):
        seen.append(dict(constexprs))
        return real(module, name, arg_types, constexprs, *a, **kw)

    monkeypatch.setattr(check_pkg, "lower", counting)
    text = TUNED.replace("Config(BLOCK=4096)", "Config(BLOCK=4096, num_stages=2)")
    text = text.replace("static_assert(BLOCK <= 1024", "static_assert(BLOCK <= 32")
    code, out, err, f = check(capsys, tmp_path, text)
    assert seen == [{"BLOCK": 64}, {"BLOCK": 4096}]
    assert code == 65
    assert [line for line in err if line.startswith(str(f))] == [
        f"{f}:4:5: static_assert failed: BLOCK too large"]  # every configuration: none named
    text = TUNED.replace("Config(BLOCK=4096)", "Config(BLOCK=4096, num_stages=2)")
    text = text.replace("BLOCK <= 1024", "BLOCK > 1024")
    code, out, err, f = check(capsys, tmp_path, text)
    assert err[0] == (f"{f}:4:5: under Config(BLOCK=64, num_warps=4) and 1 other "
                      f"configuration: static_assert failed: BLOCK too large")


def test_configurations_win_over_constexpr_values_and_defaults(capsys, tmp_path):
    text = TUNED.replace("BLOCK: constexpr)", "BLOCK: constexpr = 8192)")
    code, out, err, f = check(capsys, tmp_path, text.replace("Config(BLOCK=4096)",
                                                             "Config(BLOCK=128)"),
                              "--constexpr", "BLOCK=8192")
    assert (code, out, err) == (0, [f"{f}: ok (1 kernel: k)"], [])


def test_heuristics_of_constexprs_are_computed_per_configuration(capsys, tmp_path):
    code, out, err, f = check(capsys, tmp_path, HEUR)
    assert code == 65 and out == []
    assert err == [
        f"{f}:5:9: under Config(BLOCK=48, num_warps=4): arange's range must be a power of two "
        f"(as in Triton), got 24 - 0 = 24; use arange(0, 32) and mask the tail",
        "        h = arange(0, HALF)",
        "            ^^^^^^^^^^^^^^^"]


def test_a_heuristic_of_launch_arguments_takes_the_constexpr_value(capsys, tmp_path):
    code, out, err, f = check(capsys, tmp_path, NEEDS_EVEN)
    assert (code, out) == (0, [f"{f}: ok (1 kernel: k; not type-checked: k (see the note))"])
    assert err == [f"{f}: note: kernel k not type-checked: constexpr EVEN has no value "
                   f"(@heuristics computes it from the launch's arguments) (pass --constexpr "
                   f"EVEN=...)"]
    code, out, err, f = check(capsys, tmp_path, NEEDS_EVEN, "--constexpr", "EVEN=True")
    assert (code, out, err) == (0, [f"{f}: ok (1 kernel: k)"], [])


def test_examples_and_bench_check_clean_through_the_command():
    r = subprocess.run(f"{sys.executable} -m tiledsl check examples/*.tile bench/*.tile",
                       shell=True, cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    assert all(": note: kernel " in line for line in r.stderr.splitlines())
