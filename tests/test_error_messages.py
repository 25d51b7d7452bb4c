"""Error messages for mistakes across the language, the launch API, the CLI and the debugger
(values too wide, bad defaults, malformed arrays, hints, Ctrl-C in a kernel ...): each has its
own clear error at the exact place, never an internal error, a raw traceback or silence."""
from __future__ import annotations

import io
import os
import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import tiledsl
from conftest import ROOT
from tiledsl.debugger import DebuggerQuit
from tiledsl.errors import (TileCompileErrors, TileFileError, TileLaunchError, TileRuntimeError,
                            TileSyntaxError, TileTypeError)


def first_error(src: str, lower: bool = True):
    """``(line, col, message)`` of the first error of ``src`` (its kernel ``k`` lowered)."""
    with pytest.raises((TileTypeError, TileSyntaxError)) as ei:
        m = tiledsl.compile(src, filename="t.tile")
        if lower:
            m.k.lower()
    e = ei.value
    e = e.errors[0] if isinstance(e, TileCompileErrors) else e
    return e.span.line, e.span.col, e.message


def cli(*args):
    return subprocess.run([sys.executable, "-m", "tiledsl", *map(str, args)], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)


# ------------------------------------------------------------------ huge integers
#: the error of ``1 << 200`` used as a value, at the shift (the expression that left 64 bits)
WIDE_200 = ("1 << 200 is a 201-bit integer, which does not fit in 64 bits: compile-time integer "
            "arithmetic is exact, as Python's, and a result used as a value must lie in "
            "[-2**63, 2**64); keep it in that range (e.g. wrap it with % (1 << 64))")

@pytest.mark.parametrize("expr, message", [
    ("1 << 100000000", "1 << 100000000 is wider than 4096 bits; a compile-time integer must "
                       "end up within 64 bits"),
    ("1 << (1 << 40)", "1 << 1099511627776 is wider than 4096 bits; a compile-time integer "
                       "must end up within 64 bits"),
    ("(1 << 4000) * (1 << 4000)", "a 4001-bit integer * a 4001-bit integer is wider than "
                                  "4096 bits; a compile-time integer must end up within 64 bits"),
    ("(1 << 200) + 0", WIDE_200),
    ("1 << -1", "cannot compute 1 << -1 at compile time: negative shift count"),
])
def test_compile_time_integers_too_wide_are_errors_at_the_expression(expr, message):
    assert first_error(f"kernel k(x: *i64):\n    store(x, {expr})\n") == (2, 14, message)


def test_wide_intermediates_that_end_within_64_bits_are_fine():
    k = tiledsl.compile("kernel k(x: *i64):\n    store(x, (1 << 100) >> 90)\n").k
    x = np.zeros(1, np.int64)
    k[(1,)](x)
    assert x[0] == 1024


#: what follows an expression that left 64 bits (:meth:`tiledsl.check.semantic.Semantic.fits_64`)
WIDE_ADVICE = (", which does not fit in 64 bits: compile-time integer arithmetic is exact, as "
               "Python's, and a result used as a value must lie in [-2**63, 2**64); keep it in "
               "that range (e.g. wrap it with % (1 << 64))")


def compile_errors(src: str, **constexprs) -> str:
    """The text of the error that lowering kernel ``k`` of ``src`` (as t.tile) raises."""
    with pytest.raises(TileCompileErrors) as e:
        tiledsl.compile(src, filename="t.tile").k.lower(**constexprs)
    return str(e.value)


def test_an_overflowing_product_is_reported_at_the_product_not_at_its_use():
    src = "kernel k(x: *i64):\n    a = 4611686018427387904 * 4\n    store(x, a)\n"
    assert compile_errors(src) == (
        "t.tile:2:9: 4611686018427387904 * 4 is 18446744073709551616" + WIDE_ADVICE + "\n"
        "        a = 4611686018427387904 * 4\n"
        "            ^^^^^^^^^^^^^^^^^^^^^^^\n"
        "  used as a value at t.tile:3:14")


def test_a_value_computed_from_an_overflow_points_at_the_first_expression_outside_64_bits():
    src = ("kernel k(x: *i64):\n    a = -(1 << 63)\n    b = a - 1\n    c = b * 2\n"
           "    store(x + arange(0, 4), arange(0, 4) + c)\n")
    assert compile_errors(src) == (
        "t.tile:3:9: -9223372036854775808 - 1 is -9223372036854775809" + WIDE_ADVICE + "\n"
        "        b = a - 1\n"
        "            ^^^^^\n"
        "  used as a value at t.tile:5:29")


def test_a_wide_integer_literal_is_reported_at_the_literal():
    src = "kernel k(x: *i64):\n    a = 123456789012345678901234567890\n    store(x, a)\n"
    assert compile_errors(src) == (
        "t.tile:2:9: the integer literal 123456789012345678901234567890 does not fit in 64 "
        "bits; an integer used as a value must lie in [-2**63, 2**64)\n"
        "        a = 123456789012345678901234567890\n"
        "            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
        "  used as a value at t.tile:3:14")


def test_wrapping_an_overflow_as_the_error_advises_stores_the_wrapped_value():
    k = tiledsl.compile("kernel k(x: *i64):\n"
                        "    store(x, (4611686018427387904 * 4 + 5) % (1 << 64))\n").k
    x = np.zeros(1, np.int64)
    k[(1,)](x)
    assert x[0] == 5


# ------------------------------------------------------------------ constexprs of a launch
LAUNCHED_ADD = ("kernel add(out: *fp32, x: *fp32, y: *fp32, n: i32, BLOCK: constexpr = 1024):\n"
              "    offs = program_id(0) * BLOCK + arange(0, BLOCK)\n"
              "    store(out + offs, load(x + offs, mask=offs < n) + load(y + offs, "
              "mask=offs < n), mask=offs < n)\n")


def test_a_constexpr_out_of_range_is_named_as_the_constexpr_not_as_a_literal():
    add = tiledsl.compile(LAUNCHED_ADD, filename="t.tile").add
    x = np.zeros(4, np.float32)
    with pytest.raises(TileCompileErrors) as e:
        add[(1,)](x, x, x, 4, BLOCK=2**40)
    assert str(e.value) == (
        "t.tile:2:12: constexpr BLOCK=1099511627776 is out of range for i32, the type of the "
        "other operand; convert the i32 operand first (e.g. x.to(i64)) or use a value in "
        "[-2147483648, 2147483647]\n"
        "        offs = program_id(0) * BLOCK + arange(0, BLOCK)\n"
        "               ^^^^^^^^^^^^^^^^^^^^^\n"
        "note: kernel add specialized with BLOCK=1099511627776")


def test_a_compile_error_of_a_launch_names_its_constexpr_values():
    add = tiledsl.compile(LAUNCHED_ADD, filename="t.tile").add
    x = np.zeros(4, np.float32)
    add[(1,)](x, x, x, 4, BLOCK=4)  # fine with one value, refused with the other
    with pytest.raises(TileCompileErrors) as e:
        add[(1,)](x, x, x, 4, BLOCK=100)
    assert str(e.value).splitlines()[0] == (
        "t.tile:2:36: arange's range must be a power of two (as in Triton), got 100 - 0 = 100; "
        "use arange(0, 128) and mask the tail")
    assert str(e.value).splitlines()[-1] == "note: kernel add specialized with BLOCK=100"
    # every constexpr of the specialization, a default one too, in the order of the parameters
    src = "kernel k(o: *fp32, A: constexpr, D: constexpr = fp16, B: constexpr = 4):\n" \
          "    store(o + arange(0, A * B), 1.0)\n"
    assert compile_errors(src, A=3).splitlines()[-1] == (
        "note: kernel k specialized with A=3, D=fp16, B=4")


def test_a_kernel_without_constexprs_gets_no_specialization_note():
    assert compile_errors("kernel k(o: *fp32):\n    store(o + arange(0, 3), 1.0)\n") == (
        "t.tile:2:15: arange's range must be a power of two (as in Triton), got 3 - 0 = 3; "
        "use arange(0, 4) and mask the tail\n"
        "        store(o + arange(0, 3), 1.0)\n"
        "                  ^^^^^^^^^^^^")


def test_an_integer_literal_of_5001_digits_is_a_syntax_error():
    assert first_error("kernel k(x: *i64):\n    store(x, 1" + "0" * 5000 + ")\n", False) == (
        2, 14, "integer literal of 5001 digits; an integer must fit in 64 bits")


def test_a_launch_argument_of_5001_digits_is_refused_by_size():
    k = tiledsl.compile("kernel k(x: *i64, n: i64):\n    store(x, n)\n").k
    with pytest.raises(TileLaunchError) as e:
        k[(1,)](np.zeros(1, np.int64), 10**5000)
    assert str(e.value) == ("k(): parameter 'n' = a 16610-bit integer does not fit in i64 "
                            "(range -9223372036854775808 to 9223372036854775807)")


# ------------------------------------------------------------------ parameter defaults
@pytest.mark.parametrize("param, col, message", [
    ("n: i32 = 1.5", 29, "bad default value: parameter 'n' is declared i32 but got the float "
                         "1.5; pass an int"),
    ("n: i32 = 99999999999", 29, "bad default value: parameter 'n' = 99999999999 does not fit "
                                 "in i32 (range -2147483648 to 2147483647)"),
    ("flag: i1 = 2", 31, "bad default value: parameter 'flag' = 2 does not fit in i1 (range 0 "
                         "to 1)"),
    ("n: u8 = -1", 28, "bad default value: parameter 'n' = -1 does not fit in u8 (range 0 to "
                       "255)"),
    ("eps: fp32 = 1e300", 32, "bad default value: parameter 'eps' = 1e+300 does not fit in fp32 "
                              "(declared fp32; it would become inf)"),
    ("y: *fp32 = 3", 31, "pointer parameter 'y' cannot have a default value; every launch "
                         "passes its array"),
    ("B: constexpr = 4, y: *fp32", 38, "parameter 'y' has no default value but follows 'B', "
                                       "which has one; put the parameters with defaults last "
                                       "(as in Python)"),
])
def test_bad_parameter_defaults_are_errors_at_the_default(param, col, message):
    src = f"kernel k(x: *fp32, {param}):\n    store(x, 1.0)\n"
    assert first_error(src, lower=False) == (1, col, message)


def test_good_defaults_are_used():
    k = tiledsl.compile("kernel k(x: *fp32, n: i32 = 4, eps: fp32 = 0.5):\n"
                        "    store(x, n.to(fp32) + eps)\n").k
    x = np.zeros(1, np.float32)
    k[(1,)](x)
    assert x[0] == 4.5


# ------------------------------------------------------------------ launches
def test_a_path_with_a_nul_character_is_a_file_error():
    with pytest.raises(TileFileError) as e:
        tiledsl.load("k1\0.tile")
    assert str(e.value) == ("cannot read 'k1\\x00.tile': a path cannot contain a NUL character "
                            "(\\0); check how the path was built")


ONE = "kernel k(o: *fp32, DT: constexpr = fp32):\n    store(o, (1.0009765625).to(DT).to(fp32))\n"


def test_an_array_interface_property_that_raises_is_a_malformed_array():
    class Weird:
        @property
        def __array_interface__(self):
            raise RuntimeError("boom")

    with pytest.raises(TileLaunchError) as e:
        tiledsl.compile(ONE).k[(1,)](Weird())
    assert str(e.value) == (
        "k(): parameter 'o': this Weird's __array_interface__ cannot be read as an array "
        "(RuntimeError: boom); it needs 'shape', 'typestr' and 'data' (see the array interface "
        "protocol), or pass a numpy or cupy array")


def test_the_class_ndarray_is_not_an_array():
    with pytest.raises(TileLaunchError) as e:
        tiledsl.compile(ONE).k[(1,)](np.ndarray)
    assert str(e.value) == "k(): parameter 'o' got the class ndarray, not an array; pass an instance"


@pytest.mark.parametrize("dt, want", [(np.float16, 1.0009765625), (np.dtype("float16"),
                                                                  1.0009765625),
                                      (tiledsl.bf16, 1.0), (np.float32, 1.0009765625)])
def test_numpy_dtypes_are_dtype_constexprs(dt, want):
    o = np.zeros(1, np.float32)
    tiledsl.compile(ONE).k[(1,)](o, dt)
    assert o[0] == np.float32(want)


def test_lone_carriage_returns_end_lines():
    k = tiledsl.compile("kernel k(o: *fp32):\r    x = 2.0\r    store(o, x)\r").k
    o = np.zeros(1, np.float32)
    k[(1,)](o)
    assert o[0] == 2.0


def test_negative_tile_dimension():
    src = "kernel k(o: *fp32):\n    store(o + arange(0, 4), zeros((-4,), fp32))\n"
    line, col, msg = first_error(src)
    assert (line, msg) == (2, "tile dimension 0 is -4; tile dimensions must be positive powers "
                              "of two")


def test_mutual_recursion_names_the_cycle():
    src = ("def f(x):\n    return g(x)\n\ndef g(x):\n    return f(x)\n\n"
           "kernel k(o: *fp32):\n    store(o, f(1.0))\n")
    assert first_error(src) == (5, 12, "helper f() calls itself through g() -> f(); recursion "
                                       "is not supported (helpers are inlined)")


def test_tiledsl_empty_says_what_it_cannot_allocate():
    with pytest.raises(ValueError) as e:
        tiledsl.empty(-1, tiledsl.fp32)
    assert str(e.value).startswith("tiledsl.empty(): cannot allocate shape -1 of fp32: ")
    with pytest.raises(TypeError) as e:
        tiledsl.empty(4, "float99")
    assert str(e.value) == ("tiledsl.empty(): 'float99' is not a tiledsl dtype (fp16, bf16, "
                            "fp32, fp64, i1, i8 ... u64)")


# ------------------------------------------------------------------ breakpoint() without input
BP = "kernel k(x: *fp32):\n    breakpoint()\n    store(x, 1.0)\n"


def test_breakpoint_with_unreadable_stdin_says_what_to_do(monkeypatch):
    class Captured(io.StringIO):
        def readline(self, *a):
            raise OSError("reading from stdin while output is captured!")

    monkeypatch.setattr(sys, "stdin", Captured())
    x = np.zeros(1, np.float32)
    with pytest.raises(TileRuntimeError) as e:
        tiledsl.compile(BP, filename="bp.tile").k[(1,)](x)
    assert str(e.value) == (
        "breakpoint() at bp.tile:2 stopped the launch, but the debugger cannot read standard "
        "input (reading from stdin while output is captured!); set TILEDSL_BREAKPOINT=0 to run "
        "past breakpoint() statements, or run where standard input is a terminal (under "
        "pytest: pytest -s)")
    assert x[0] == 0


def test_breakpoint_at_end_of_input_quits_with_a_message(monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    with pytest.raises(DebuggerQuit) as e:
        tiledsl.compile(BP, filename="bp.tile").k[(1,)](np.zeros(1, np.float32))
    assert str(e.value) == ("standard input ended at the (tdb) prompt: the launch was abandoned "
                            "(set TILEDSL_BREAKPOINT=0 to run past breakpoint() statements)")


def test_prompt_refuses_a_breakpoint_pid_outside_the_grid_and_a_list_past_the_end(
        monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdin", io.StringIO("b 3 pid=99\nl 1000\ncl\nc\n"))
    x = np.zeros(8, np.float32)
    src = BP.replace("store(x, 1.0)", "store(x + program_id(0), 1.0)")
    tiledsl.compile(src, filename="bp.tile").k[(8,)](x)
    out = capsys.readouterr().out
    assert "*** program id (99, 0, 0) is outside the grid (8, 1, 1)" in out
    assert "*** no source lines from line 1000: that is past the end of the file" in out
    assert (x == 1).all()


# ------------------------------------------------------------------ the command line
@pytest.mark.parametrize("values, message", [
    (["BLOCK="], "--constexpr BLOCK=: no value after '='; write BLOCK=VALUE"),
    (["BLOCK=[1,2"], "--constexpr value '[1,2' is not a value: write an int, a float, "
                     "True/False, a dtype name (fp16) or a string (a bare name or quoted)"),
    (["BLOCK=10**3"], "--constexpr value '10**3' is not a value: write an int, a float, "
                      "True/False, a dtype name (fp16) or a string (a bare name or quoted)"),
    (["BLOCK=64", "BLOCK=128"], "--constexpr BLOCK is given twice (64 and 128); give it once"),
])
def test_malformed_constexpr_flags_are_usage_errors(tmp_path, values, message):
    f = tmp_path / "c.tile"
    f.write_text("kernel k(x: *fp32, BLOCK: constexpr):\n    store(x + arange(0, BLOCK), 1.0)\n")
    p = cli("check", f, "--constexpr", *values)
    assert (p.returncode, p.stderr.strip()) == (2, f"tiledsl check: error: {message}")


def test_debug_given_a_tile_file():
    p = cli("debug", "examples/softmax.tile")
    assert p.returncode == 2
    assert p.stderr.strip() == (
        "tiledsl debug: examples/softmax.tile is a .tile file; tiledsl debug runs the Python "
        "script that launches its kernels (tiledsl debug SCRIPT.py [ARGS...]); see "
        "docs/debugging.md")


# ------------------------------------------------------------------ Triton's spellings
def test_shapes_as_separate_ints_as_in_triton():
    """tl.reshape(x, *shape), tl.permute(x, *dims), tl.broadcast_to(x, *shape): reshape(x, 64,
    1) was silently shape [64] (the 1 bound to can_reorder)."""
    src = """kernel k(o: *i32):
    x = arange(0, 64)
    y = reshape(x, 64, 1)
    static_assert(y.shape == (64, 1), "reshape")
    z = permute(reshape(x, 8, 8), 1, 0)
    w = broadcast_to(arange(0, 8)[None, :], 4, 8)
    store(o + arange(0, 64), reshape(z, 64))
    store(o + 64 + arange(0, 32), reshape(w, (32,)))
    store(o + 96 + arange(0, 64), reshape(y, (64,), can_reorder=True))
"""
    o = np.zeros(160, np.int32)
    tiledsl.compile(src).k[(1,)](o)
    np.testing.assert_array_equal(o[:64], np.arange(64).reshape(8, 8).T.ravel())
    np.testing.assert_array_equal(o[64:96], np.tile(np.arange(8), 4))
    np.testing.assert_array_equal(o[96:], np.arange(64))


def test_reshape_without_a_shape():
    assert first_error("kernel k(o: *i32):\n    store(o, reshape(arange(0, 1)))\n") == (
        2, 14, "reshape() needs a shape, e.g. reshape(x, (4, 8)) or reshape(x, 4, 8)")


@pytest.mark.parametrize("x, d, want", [(7, 2, 4), (-4, 3, -1), (7, -2, -2), (-7, -2, 5),
                                        (2147483647, 2, 1073741824)])
def test_compile_time_cdiv_is_tritons_formula_with_floor_division(x, d, want):
    """Triton evaluates (x + d - 1) // d on constexprs with Python's floor //: cdiv(7, -2) is
    -2 there, not the exact ceiling -3."""
    o = np.zeros(1, np.int64)
    tiledsl.compile(f"kernel k(o: *i64):\n    store(o, cdiv({x}, {d}))\n").k[(1,)](o)
    assert o[0] == want == (x + d - 1) // d


@pytest.mark.parametrize("arch, ok", [("gfx90a", True), ("gfx942", True), ("gfx1100", True),
                                      ("gfx90a:xnack-", True), ("gfx99999", False),
                                      ("gfxzz1", False), ("gfx", False)])
def test_hip_architecture_names_are_checked(arch, ok):
    k = tiledsl.load(ROOT / "examples" / "softmax.tile").softmax
    if ok:
        assert "__global__" in k.emit(f"hip:{arch}", BLOCK=1024)
        return
    with pytest.raises(TileLaunchError) as e:
        k.emit(f"hip:{arch}", BLOCK=1024)
    assert str(e.value) == (f"softmax.emit(): unknown target 'hip:{arch}'; supported targets: "
                            "'cuda', 'hip', 'cuda:ARCH' for an NVIDIA architecture such as "
                            "'cuda:sm_80', or 'hip:ARCH' for an AMD one such as 'hip:gfx908'; "
                            "an AMD architecture is written gfxNNN (gfx908, gfx90a, gfx942, "
                            "gfx1100)")


def test_check_reads_standard_input_for_a_dash():
    p = subprocess.run([sys.executable, "-m", "tiledsl", "check", "-"], cwd=ROOT, text=True,
                       input="kernel k(x: *fp32):\n    store(x, 1.0\n", capture_output=True,
                       timeout=300)
    assert p.returncode == 65
    assert p.stderr.splitlines()[0] == "<stdin>:2:10: '(' was never closed"


def test_check_names_standard_input_stdin_in_its_ok_and_note_lines():
    """The ok line and the notes of ``check -`` name standard input ``<stdin>``, as its errors
    do (docs/launch.md), not ``-``."""
    p = subprocess.run([sys.executable, "-m", "tiledsl", "check", "-"], cwd=ROOT, text=True,
                       input="kernel k(x: *fp32, B: constexpr):\n    store(x, 1.0)\n",
                       capture_output=True, timeout=300)
    assert p.returncode == 0
    assert p.stdout == "<stdin>: ok (1 kernel: k; not type-checked: k (see the note))\n"
    assert p.stderr == ("<stdin>: note: kernel k not type-checked: constexpr B has no value "
                        "(pass --constexpr B=...)\n")


# ------------------------------------------------------------------ runtime, cache, hints
def test_a_cache_dir_with_an_unknown_user_is_named(monkeypatch):
    from tiledsl import knobs
    from tiledsl.codegen import runtime

    monkeypatch.setenv("TILEDSL_CACHE_DIR", "~nosuchuser_tiledsl/x")
    with pytest.raises(TileLaunchError) as e:
        runtime.cache_dir()
    assert str(e.value) == ("TILEDSL_CACHE_DIR='~nosuchuser_tiledsl/x': Could not determine "
                            "home directory; set TILEDSL_CACHE_DIR to a folder without ~")
    # parsing goes on without the grammar cache
    assert tiledsl.compile("kernel k(x: *fp32):\n    store(x, 1.0)\n").k is not None
    monkeypatch.setenv("TILEDSL_CACHE_DIR", " /tmp/x ")
    assert str(knobs.cache_dir()) == "/tmp/x"


def test_tiledsl_empty_beyond_memory_is_a_memory_error():
    with pytest.raises(MemoryError) as e:
        tiledsl.empty((10**7, 10**7), "fp32")
    assert str(e.value).startswith("tiledsl.empty(): cannot allocate shape (10000000, "
                                   "10000000) of fp32: ")


@pytest.mark.parametrize("expr, col, message", [
    ('cdiv("a", 2)', 19, "cdiv() takes numbers, got the string 'a' for x"),
    ("cdiv(7, fp32)", 22, "cdiv() takes numbers, got the dtype fp32 for div"),
    ("arange(0, 4) + (1 << 200)", 29, WIDE_200),
])
def test_cdiv_of_non_numbers_and_wide_constants(expr, col, message):
    src = f"kernel k(o: *i64):\n    store(o + arange(0, 4), {expr})\n"
    line, c, msg = first_error(src)
    assert (line, msg) == (2, message)


@pytest.mark.parametrize("target", ["cuda", "hip"])
@pytest.mark.parametrize("hint", ['cache_modifier=".wb"', 'eviction_policy="evict_last"',
                                  'eviction_policy="evict_normal"'])
def test_a_store_with_hints_never_streams(monkeypatch, target, hint):
    """TILEDSL_STREAM_STORES=1 turns plain write-only stores into streaming ones; a store
    that names a hint keeps it, also on HIP, which ignores .wb and eviction policies."""
    monkeypatch.setenv("TILEDSL_STREAM_STORES", "1")
    facts = {"x": {"aligned16": True, "noalias": True}, "o": {"aligned16": True,
                                                          "noalias": True}}
    src = "kernel k(x: *fp32, o: *fp32):\n    offs = arange(0, 1024)\n" \
          "    store(o + offs, load(x + offs){})\n"
    body = lambda s: s.split("// kernel")[-1]  # noqa: E731
    plain = tiledsl.compile(src.format("")).k.emit(target, facts=facts)
    assert "stcs(" in body(plain)
    hinted = tiledsl.compile(src.format(", " + hint)).k.emit(target, facts=facts)
    assert "stcs(" not in body(hinted)


def test_an_unused_volatile_load_is_kept_and_a_plain_one_dropped():
    """A volatile load is an observable access (Triton keeps its ld.volatile); dead-code
    elimination removed it when its value was unused."""
    from tiledsl.ir import Op, walk_block

    src = ("kernel k(x: *fp32, o: *fp32):\n    v = load(x, volatile=True)\n"
           "    w = load(x + 1)\n    store(o, 1.0)\n")
    fn = tiledsl.compile(src).k.lower()
    loads = [op for op in walk_block(fn.body) if op.op is Op.LOAD]
    assert [bool(op.attrs.get("volatile")) for op in loads] == [True]
    body = tiledsl.compile(src).k.emit("cuda").split("// kernel")[-1]
    assert body.count("tl_ld_volatile") == 1


@pytest.mark.parametrize("grid, who", [(1, "program id (0, 0, 0)"),
                                       (4, "4 program instances from program id (0, 0, 0)")])
def test_ctrl_c_in_a_kernel_says_where_it_was(monkeypatch, grid, who):
    """A kernel stuck in a `while` used to show the interpreter's frames when interrupted; the
    KeyboardInterrupt now names the kernel, the .tile place and the programs running."""
    from tiledsl.interpreter import OP_IMPLS
    from tiledsl.ir import Op

    def interrupted(*a):
        raise KeyboardInterrupt

    monkeypatch.setitem(OP_IMPLS, Op.STORE, interrupted)
    k = tiledsl.compile("kernel k(x: *fp32):\n    v = 2.0\n    store(x + program_id(0), v)\n",
                        filename="stuck.tile").k
    with pytest.raises(KeyboardInterrupt) as e:
        k[(grid,)](np.zeros(4, np.float32))
    assert str(e.value) == f"interrupted in kernel 'k' at stuck.tile:3:5, running {who}"


STUCK_SCRIPT = '''
import os, signal, threading, time
import numpy as np, tiledsl
signal.signal(signal.SIGINT, signal.default_int_handler)  # as in a terminal (pytest-xdist
# workers ignore SIGINT, and a child started with it ignored would never see it)
m = tiledsl.compile("""kernel k(out: *fp32, n: i32):
    i = 0
    while i != n:
        i += 2
    store(out, i.to(fp32))
""", filename="stuck.tile")
def interrupt():  # every second until the loop is stopped (a busy machine may be slow to
    while True:    # reach it, and an interrupt before the loop must not be the last one)
        time.sleep(1.0)
        os.kill(os.getpid(), signal.SIGINT)
threading.Thread(target=interrupt, daemon=True).start()
m.k[(1,)](np.zeros(1, np.float32), 3)
'''


@pytest.mark.skipif(sys.platform == "win32", reason="SIGINT by os.kill is POSIX")
def test_ctrl_c_of_a_script_shows_its_line_and_tiledsl_s_wrapper_only(tmp_path):
    """A real SIGINT in a stuck loop of a plain script (no pytest or IPython to hide frames):
    the traceback is the script's launch line, then the one frame of tiledsl's wrapper that
    re-raises the located interrupt (docs/debugging.md, "Loops that never end")."""
    script = tmp_path / "stuck.py"
    script.write_text(STUCK_SCRIPT)
    env = {k: v for k, v in os.environ.items() if k != "TILEDSL_DEBUG"}
    p = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                       timeout=300, env=env)
    assert p.returncode != 0
    lines = [ln for ln in p.stderr.splitlines() if ln.strip(" ^~")]  # the carets of 3.11+
    assert lines[:3] == ["Traceback (most recent call last):",
                         f'  File "{script}", line 17, in <module>',
                         "    m.k[(1,)](np.zeros(1, np.float32), 3)"]
    errors_py = Path(tiledsl.__file__).parent / "errors.py"
    assert re.fullmatch(rf'  File "{re.escape(str(errors_py))}", line \d+, in wrapper', lines[3])
    assert lines[4] == ("    raise out from None  # tiledsl hides its frames; TILEDSL_DEBUG=1 "
                        "shows them")
    assert re.fullmatch(r"KeyboardInterrupt: interrupted in kernel 'k' at stuck\.tile:[34]:\d+, "
                        r"running program id \(0, 0, 0\)", lines[5])
    assert len(lines) == 6


# ------------------------------------------------------------------ the second new-user pass
def test_check_dash_decodes_standard_input_as_utf8_like_a_file():
    p = subprocess.run([sys.executable, "-m", "tiledsl", "check", "-"], cwd=ROOT,
                       input=b"kernel k(x: *fp32):\n    store(x, 1.0) # caf\xe9\n",
                       capture_output=True, timeout=300, env={**__import__("os").environ,
                                                              "LC_ALL": "C"})
    assert p.returncode == 65
    assert p.stderr.decode().splitlines()[0] == (
        "<stdin>:2:24: the file is not valid UTF-8 (byte 0xe9 cannot be decoded); .tile files "
        "are UTF-8: save it as UTF-8 (it may be in Latin-1 or another 8-bit encoding)")


@pytest.mark.parametrize("param, want", [("e: fp32 = -inf", -np.inf), ("B: constexpr = (4, 8)",
                                                                       (4, 8)),
                                         ("n = 3", 3)])
def test_defaults_triton_code_uses(param, want):
    m = tiledsl.compile(f"kernel k(o: *fp32, {param}):\n    store(o, 1.0)\n")
    assert m.kernels["k"].params[-1].default == want


@pytest.mark.parametrize("param, message", [
    ("n = 'x'", "bad default value: parameter 'n' got the string 'x'; pass an array, a number "
                "or a numpy scalar (annotate the parameter constexpr for a compile-time value)"),
    ("n = 18446744073709551616", "bad default value: parameter 'n' = 18446744073709551616 does "
                                 "not fit in 64 bits (an int must lie in [-2**63, 2**64)) "
                                 "(annotate the parameter constexpr for a compile-time value)"),
])
def test_an_unannotated_parameters_default_must_be_a_launch_value(param, message):
    assert first_error(f"kernel k(o: *fp32, {param}):\n    store(o, 1.0)\n", lower=False) == (
        1, 24, message)


@pytest.mark.parametrize("value, message", [
    ("[64]", "--constexpr value '[64]' is a list: a constexpr is an int, a float, True/False, "
             "a string, a dtype name or a tuple of those"),
    ("1_000_000_000_000_000_000_000_000", "--constexpr value "
     "'1_000_000_000_000_000_000_000_000' does not fit in 64 bits"),
])
def test_constexpr_flag_values_a_launch_would_refuse(tmp_path, value, message):
    f = tmp_path / "c.tile"
    f.write_text("kernel k(x: *fp32, BLOCK: constexpr):\n    store(x + arange(0, BLOCK), 1.0)\n")
    p = cli("check", f, "--constexpr", f"BLOCK={value}")
    assert (p.returncode, p.stderr.strip()) == (2, f"tiledsl check: error: {message}")


@pytest.mark.parametrize("values, got", [("0", "the constant 0"), ("-16", "the constant -16"),
                                         ("(16, 0)", "the tuple (16, 0)"),
                                         ("16.0", "the constant 16.0")])
def test_hint_values_must_be_positive_integers(values, got):
    src = f"kernel k(o: *i32):\n    store(o + arange(0, 16), multiple_of(arange(0, 16), {values}))\n"
    line, col, msg = first_error(src)
    assert (line, msg) == (2, "multiple_of()'s values must be positive compile-time integers, "
                              "one or one per axis (e.g. multiple_of(x, 16) or multiple_of(x, "
                              f"(1, 16))), got {got}")


def test_permute_without_dims_shows_a_permutation():
    src = "kernel k(o: *i32):\n    store(o + arange(0, 4)[None, :], permute(arange(0, 4)[None, :]))\n"
    assert first_error(src)[2] == ("permute() needs the dims, e.g. permute(x, (1, 0)) or "
                                   "permute(x, 1, 0)")


def test_one_hint_value_for_a_2d_tile_suggests_one_per_axis():
    src = ("kernel k(o: *i32):\n    rm = program_id(0) * 16 + arange(0, 16)\n"
           "    offs = max_contiguous(multiple_of(rm[None, :], 16), 16)\n    store(o + offs, offs)\n")
    with pytest.raises(TileRuntimeError) as e:
        tiledsl.compile(src, filename="h.tile").k[(1,)](np.zeros(16, np.int32))
    assert ("the one value 16 was given for all 2 axes; Triton wants one per axis, e.g. (1, 16) "
            "for a tile contiguous along its last axis") in e.value.notes
    o = np.zeros(16, np.int32)
    tiledsl.compile(src.replace("(rm[None, :], 16), 16)", "(rm[None, :], (1, 16)), (1, 16))")
                    ).k[(1,)](o)
    np.testing.assert_array_equal(o, np.arange(16))


def test_a_check_warning_points_at_the_launch_line():
    import warnings

    src = "kernel k(o: *i32):\n    store(o + arange(0, 4), multiple_of(arange(0, 4) + 1, 4))\n"
    k = tiledsl.compile(src).k
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        k[(1,)](np.zeros(4, np.int32), check="hints:warn"); line = sys._getframe().f_lineno  # noqa: E702
    assert (w[0].filename, w[0].lineno) == (__file__, line)


@pytest.mark.parametrize("expr, message", [
    ("clamp(arange(0, 4), 0, 3)", "clamp() takes floating-point operands, got i32; for integers, "
                                  "write minimum(maximum(x, lo), hi)"),
    ("load(o + arange(0, 4), cache_modifier=1)", "cache_modifier must be one of '', '.ca', "
                                                 "'.cg', '.cv', '.cs', got the constant 1"),
    ("reshape(arange(0, 2), ())", "cannot reshape a tile of shape [2] (2 elements) to [] "
                                  "(1 element)"),
])
def test_clearer_messages(expr, message):
    src = f"kernel k(o: *i32):\n    store(o + arange(0, 4), {expr})\n"
    assert first_error(src)[2] == message


def test_store_takes_no_volatile():
    src = "kernel k(o: *i32):\n    store(o, 1, volatile=True)\n"
    assert first_error(src) == (2, 17, "store() takes no volatile= (only load() does; Triton's "
                                       "store has none either)")


# ------------------------------------------------------------------ the new user's pass of session 11
def test_store_takes_no_other_and_lists_its_keywords():
    src = "kernel k(o: *i32):\n    store(o, 1, other=0)\n"
    assert first_error(src) == (2, 17, "store() takes no other= (only load() does: the value of "
                                       "its masked-off lanes; a masked store leaves those "
                                       "elements as they are); store() takes pointer, value, "
                                       "mask, boundary_check, cache_modifier, eviction_policy")


VECTOR_ADD = '''kernel vector_add(out: *fp32, x: *fp32, y: *fp32, n: i32, BLOCK: constexpr = 1024):
    offs = program_id(0) * BLOCK + arange(0, BLOCK)
    mask = offs < n
    store(out + offs, load(x + offs, mask=mask) + load(y + offs, mask=mask), mask=mask)
'''


def positional_note(value: str) -> str:
    return (f"note: constexpr 'BLOCK' = {value} comes from the launch's positional argument 5 "
            f"of 5, for vector_add(out, x, y, n, BLOCK); if it was not meant for 'BLOCK', leave "
            f"it out (its default is 1024) or pass BLOCK=... by keyword")


@pytest.mark.parametrize("extra, first", [
    (5, "add.tile:2:36: arange's range must be a power of two (as in Triton), got 5 - 0 = 5; "
        "use arange(0, 8) and mask the tail"),
    ("a", "add.tile:2:12: operator * does not apply to the string 'a'"),
    (None, "vector_add(): constexpr 'BLOCK' needs a compile-time value (int, float, bool, str "
           "or a dtype), got None"),
])
def test_a_constexpr_bound_by_a_positional_launch_argument_is_named(extra, first):
    k = tiledsl.compile(VECTOR_ADD, filename="add.tile").vector_add
    x = np.ones(8, np.float32)
    for _ in range(2):  # the same text each time: the note is not added twice
        with pytest.raises((TileCompileErrors, TileLaunchError)) as e:
            k[(1,)](x.copy(), x, x, 8, extra)
        lines = str(e.value).splitlines()
        assert (lines[0], lines[-1]) == (first, positional_note(repr(extra)))
        assert sum(line.startswith("note: constexpr") for line in lines) == 1


def test_no_note_when_the_constexpr_is_a_keyword_or_the_error_is_another_parameters():
    k = tiledsl.compile(VECTOR_ADD, filename="add.tile").vector_add
    x = np.ones(8, np.float32)
    with pytest.raises(TileCompileErrors) as e:
        k[(1,)](x.copy(), x, x, 8, BLOCK=5)
    assert "note: constexpr" not in str(e.value)  # only the specialization's own note
    assert str(e.value).splitlines()[-1] == "note: kernel vector_add specialized with BLOCK=5"
    with pytest.raises(TileLaunchError) as e:  # x's dtype is refused, not BLOCK
        k[(1,)](x.copy(), x.astype(np.float64), x, 8, 256)
    assert "note:" not in str(e.value)
    out = np.zeros(8, np.float32)
    k[(1,)](out, x, x, 8, 8)  # a positional BLOCK that compiles runs as before
    assert out.tolist() == [2.0] * 8


#: docs/language.md's rule for `x if c else y` with a run-time scalar `c`, case by case
IFEXP_CASES = [
    ("0 if n > 0 else t", None),  # a number literal takes the other side's dtype and shape
    ("1 if n > 0 else f", None),
    ("f if n > 0 else t", None),  # a scalar is broadcast to a tile of its dtype
    ("(f, n) if n > 0 else (f, 1)", None),  # tuples, element by element
    ("'a' if n > 0 else 'a'", None),
    ("'a' if B > 0 else t", None),  # a compile-time condition compiles one side only
    ("1 if n > 0 else 2.0", "is an i32 scalar in the then-branch but an fp32 scalar in the "
                            "else-branch; both branches must give it the same type"),
    ("f.to(fp16) if n > 0 else f", "is an fp16 scalar in the then-branch but an fp32 scalar"),
    ("n if n > 0 else n.to(i64)", "is an i32 scalar in the then-branch but an i64 scalar"),
    ("n if n > 0 else t", "is an i32 scalar in the then-branch but an fp32[4] tile"),
    ("t if n > 0 else zeros((8,), fp32)", "is an fp32[4] tile in the then-branch but an "
                                          "fp32[8] tile"),
    ("'a' if n > 0 else 'b'", "is the string 'a' in one branch and the string 'b' in the "
                              "other; only numbers can differ between branches"),
    ("f if t > 0 else f", "the condition of a conditional expression is an i1[4] tile; a "
                          "condition must be a scalar"),
]


@pytest.mark.parametrize("expr, error", IFEXP_CASES)
def test_conditional_expressions_merge_as_language_md_says(expr, error):
    src = (f"kernel k(o: *fp32, n: i32, f: fp32, B: constexpr = 1):\n    t = zeros((4,), fp32)\n"
           f"    v = {expr}\n    store(o, 1.0)\n")
    if error is None:
        tiledsl.compile(src).k.lower()
    else:
        assert error in first_error(src)[2]


def test_language_md_states_the_conditional_expression_rule():
    row = next(line for line in (ROOT / "docs" / "language.md").read_text().splitlines()
               if line.startswith("| `x if c else y` |"))
    for words in ("only the chosen side is compiled", "a number literal takes the other side's "
                  "dtype and shape", "no promotion", "`1 if c else 2.0`"):
        assert words in row
    assert "both sides must have the same type |" not in row
