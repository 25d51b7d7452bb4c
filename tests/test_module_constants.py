"""Module-level constants (``BLOCK: constexpr = 128`` at the top level of a file): seen by
every kernel and helper of the file and by parameter defaults, on both backends; located
errors for redefinitions, assignments and values that are not compile-time values."""
from __future__ import annotations

import numpy as np
import pytest

import tiledsl
from tiledsl.errors import TileCompileErrors, TileSyntaxError
from _backends import BACKENDS, run

SRC = '''"""Constants before, between and after the definitions."""
BLOCK: constexpr = 128
HALF: constexpr = BLOCK // 2          # Python arithmetic, as constexprs
SHAPE: constexpr = (HALF, 2)
DT: constexpr = fp16
SCALE: constexpr = -1.5
NEG: constexpr = -7 // 2              # -4 (floor), as Triton's constexpr

def scaled(x, k: constexpr = HALF):
    return x * k

kernel k(out: *fp32, half: *fp16, x: *fp32, n: i32, B: constexpr = BLOCK):
    static_assert(B == BLOCK)
    offs = program_id(0) * B + arange(0, B)
    m = offs < n
    v = load(x + offs, mask=m, other=0.0)
    w = scaled(v) + zeros(SHAPE, fp32).reshape(BLOCK) + NEG
    store(out + offs, w * SCALE, mask=m)
    store(half + offs, v.to(DT), mask=m)

AFTER: constexpr = HALF + 1

kernel uses_later(out: *i32):
    store(out + arange(0, 4), zeros((4,), i32) + AFTER)
'''


@pytest.fixture(scope="module")
def mod():
    return tiledsl.compile(SRC, filename="consts.tile")


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("n", [128, 300])  # one full block; a masked tail
def test_constants_in_kernels_helpers_and_defaults(mod, backend, n):
    x = np.random.default_rng(0).standard_normal(n).astype(np.float32)
    out = np.full(n, np.nan, np.float32)
    half = np.zeros(n, np.float16)
    run(mod.k, ((n + 127) // 128,), [out, half, x, n], backend)
    np.testing.assert_allclose(out, (x * 64 - 4) * -1.5, rtol=1e-6)
    np.testing.assert_array_equal(half, x.astype(np.float16))


@pytest.mark.parametrize("backend", BACKENDS)
def test_a_constant_after_the_kernels(mod, backend):
    out = np.zeros(4, np.int32)
    run(mod.uses_later, (1,), [out], backend)
    assert out.tolist() == [65] * 4


def test_default_is_the_constant_and_a_launch_may_override_it(mod):
    x = np.arange(256, dtype=np.float32)
    out, half = np.zeros(256, np.float32), np.zeros(256, np.float16)
    assert mod.k.signature == "k(out: *fp32, half: *fp16, x: *fp32, n: i32, B: constexpr = 128)"
    with pytest.raises(TileCompileErrors, match="static_assert failed"):
        mod.k[(1,)](out, half, x, 256, B=256)


def test_a_parameter_shadows_a_constant():
    m = tiledsl.compile("N: constexpr = 4\n"
                        "def f(N):\n    return N + 1\n"
                        "kernel k(o: *i32, N: constexpr = N):\n"
                        "    store(o + arange(0, 4), zeros((4,), i32) + f(10) + N)\n",
                        filename="s.tile")
    o = np.zeros(4, np.int32)
    m.k[(1,)](o)
    assert o.tolist() == [15] * 4
    m.k[(1,)](o, N=2)
    assert o.tolist() == [13] * 4


def test_the_generated_code_compiles(mod):
    import shutil

    from tiledsl import codegen

    fn = mod.k.lower()
    cuda = codegen.emit(fn, "cuda:sm_90a")
    assert "128" in cuda
    codegen.emit(fn, "hip")
    if shutil.which("nvcc") is None:
        pytest.skip("nvcc is not installed")
    assert codegen.compile_check(cuda, "sm_90a").spills == 0


def _errors(text):
    with pytest.raises(TileCompileErrors) as e:
        tiledsl.compile(text, filename="e.tile")
    return [(x.span.line, x.span.col, x.message) for x in e.value.errors]


@pytest.mark.parametrize("text, want", [
    ("A: constexpr = 1\nA: constexpr = 2\n",
     (2, 1, "'A' is defined twice (first at line 1)")),
    ("k: constexpr = 1\nkernel k(x: *fp32):\n    pass\n",
     (2, 8, "'k' is defined twice (first at line 1, as a constant; a constant and a function "
            "cannot share a name)")),
    ("def h():\n    pass\nh: constexpr = 1\n",
     (3, 1, "'h' is defined twice (first at line 1, as a function; a constant and a function "
            "cannot share a name)")),
    ("exp: constexpr = 1\n", (1, 1, "'exp' is a builtin; choose another name for the "
                                    "constant")),
    ("fp16: constexpr = 1\n", (1, 1, "'fp16' is a dtype name; choose another name for the "
                                     "constant")),
    ("inf: constexpr = 1\n", (1, 1, "'inf' is a built-in constant; choose another name for "
                                    "the constant")),
    ("A: constexpr = B\nB: constexpr = 1\n",
     (1, 16, "'B' is defined later, at line 2; define a constant before the constants that "
             "use it")),
    ("A: constexpr = arange(0, 4)\n",
     (1, 16, "the value of module-level constant 'A' must be a compile-time value (a number, "
             "bool, string, dtype or tuple, computed from literals and earlier constants); got "
             "an i32[4] tile")),
    ("A: constexpr = exp\n",
     (1, 16, "the value of module-level constant 'A' must be a compile-time value (a number, "
             "bool, string, dtype or tuple, computed from literals and earlier constants); got "
             "the function exp (builtins and helpers are not values)")),
    ("A: constexpr = program_id(0)\n",
     (1, 16, "the value of module-level constant 'A' must be a compile-time value (a number, "
             "bool, string, dtype or tuple, computed from literals and earlier constants); got "
             "an i32 scalar")),
    ("A: constexpr = undefined_thing\n", (1, 16, "undefined name 'undefined_thing'")),
    ("A: constexpr = 1 // 0\n", (1, 16, "division by zero in a compile-time expression")),
    ("A: constexpr = 1\nkernel k(x: *fp32):\n    if True:\n        A = 2\n",
     (4, 9, "'A' is a module-level constant (line 1) and cannot be assigned; use another "
            "name")),
    ("A: constexpr = 1\nkernel k(x: *fp32):\n    A += 2\n",
     (3, 5, "'A' is a module-level constant (line 1) and cannot be assigned; use another "
            "name")),
    ("A: constexpr = 1\nkernel k(x: *fp32):\n    for A in range(3):\n        pass\n",
     (3, 9, "'A' is a module-level constant (line 1) and cannot be assigned; use another "
            "name")),
])
def test_located_errors(text, want):
    got = _errors(text)
    assert want in got, got


def test_every_error_of_the_file_is_reported():
    got = _errors("A: constexpr = 1\nA: constexpr = 2\nexp: constexpr = 3\n"
                  "kernel k(x: *fp32):\n    y = undefined\n")
    assert [(line, col) for line, col, _ in got] == [(2, 1), (3, 1), (5, 9)]


def test_a_constant_needs_the_constexpr_annotation():
    with pytest.raises(TileSyntaxError, match="must be annotated constexpr: B: constexpr"):
        tiledsl.compile("B = 128\n", filename="e.tile")


def test_ast_dump_shows_the_constants():
    from tiledsl import ast
    from tiledsl.parser import parse
    from tiledsl.source import Source

    dump = ast.dump(parse(Source("B: constexpr = 2 * 64\n", "d.tile")))
    assert "ConstDef(name='B')" in dump and "BinOp(op='*')" in dump
    assert "constants" not in ast.dump(parse(Source("def f():\n    pass\n", "d.tile")))


def test_a_launch_keyword_naming_a_module_constant_says_what_it_is():
    """A new user passed BLOCK=64 to a kernel whose BLOCK is a module-level constant and got
    only 'unknown keyword argument'."""
    from tiledsl.errors import TileLaunchError

    m = tiledsl.compile("BLOCK: constexpr = 64\n\nkernel red(o: *fp32, x: *fp32):\n"
                        "    i = arange(0, BLOCK)\n    store(o + i, load(x + i))\n",
                        filename="r.tile")
    x, o = np.ones(64, np.float32), np.zeros(64, np.float32)
    with pytest.raises(TileLaunchError) as e:
        m.red[(1,)](o, x, BLOCK=64, backend="interpreter")
    assert str(e.value) == (
        "red() got the keyword argument 'BLOCK', which is a module-level constant of the "
        "kernel's file (BLOCK: constexpr = ...), not one of its parameters: change it in the "
        "file, or make it a constexpr parameter of red() (parameters: o, x)")
    m.red[(1,)](o, x, backend="interpreter")
    assert (o == 1).all()
