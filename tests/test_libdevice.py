"""The ``libdevice`` namespace (Triton's ``tl.extra.cuda.libdevice``): every function on fp32
and fp64, on both backends, against numpy/float64 references with masked tails; the aliases
of builtins; located errors. (The extremes of each function: tests/test_math_extremes.py;
the GPU against the interpreter at the extremes: tests/test_gpu_math_extremes.py.)"""
from __future__ import annotations

import math
import shutil

import numpy as np
import pytest

import tiledsl
from tiledsl.errors import TileCompileErrors
from tiledsl.libdevice import ALIASES, FUNCTIONS
from tiledsl.testing import extremes as E
from _backends import BACKENDS, run
from test_math_extremes import _sinpi_exact

N = 200


def _ref(name, x, y):
    """float64 references (C99's functions)."""
    def gamma(v, log):
        if math.isnan(v) or (not math.isinf(v) and v <= 0 and v == math.floor(v)):
            return math.inf if log else math.nan
        try:
            return math.lgamma(v) if log else math.gamma(v)
        except OverflowError:
            return math.inf
    one = {"cbrt": np.cbrt, "exp10": lambda a: 10.0 ** a, "log10": np.log10,
           "asinh": np.arcsinh, "acosh": np.arccosh, "atanh": np.arctanh,
           "sinpi": np.vectorize(lambda v: _sinpi_exact(v, False)),
           "cospi": np.vectorize(lambda v: _sinpi_exact(v, True)),
           "lgamma": np.vectorize(lambda v: gamma(v, True)),
           "tgamma": np.vectorize(lambda v: gamma(v, False)),
           "rint": np.rint, "nearbyint": np.rint}
    two = {"hypot": np.hypot, "copysign": np.copysign, "fmod": np.fmod,
           "fdim": lambda a, b: np.where(a > b, a - b, 0.0),
           "remainder": np.vectorize(math.remainder)}
    with np.errstate(all="ignore"):
        if name in one:
            return one[name](x)
        if name == "nextafter":
            return None  # compared in the operand dtype below
        return two[name](x, y)


def _inputs(name, npd):
    rng = np.random.default_rng(11)
    x = rng.uniform(-4, 4, N)
    if name == "acosh":
        x = 1 + np.abs(x)
    if name == "atanh":
        x = x / 4.5
    if name in ("lgamma", "tgamma"):
        x = np.where(np.abs(x - np.round(x)) < 0.05, x + 0.3, x)  # away from the poles
    x[:3] = [2.0, 0.5, -3.0] if name not in ("acosh", "atanh") else x[:3]
    y = rng.uniform(-3, 3, N)
    y = np.where(np.abs(y) < 0.1, 0.5, y)
    return x.astype(npd), y.astype(npd)


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("dt", ["fp32", "fp64"])
@pytest.mark.parametrize("name", list(FUNCTIONS))
def test_every_function(backend, dt, name):
    f = FUNCTIONS[name]
    args = "a, b" if f.arity == 2 else "a"
    m = tiledsl.compile(f"""
kernel k(o: *{dt}, x: *{dt}, y: *{dt}, n: i32):
    i = program_id(0) * 128 + arange(0, 128)
    a = load(x + i, mask=i < n)
    b = load(y + i, mask=i < n)
    store(o + i, libdevice.{name}({args}), mask=i < n)
""", filename="ld.tile")
    npd = np.float32 if dt == "fp32" else np.float64
    x, y = _inputs(name, npd)
    o = np.full(N + 16, 7.0, npd)
    run(m.k, (2,), [o, x, y, N], backend)
    assert (o[N:] == 7.0).all()  # the masked tail
    got = o[:N]
    if name == "nextafter":
        np.testing.assert_array_equal(got, np.nextafter(x, y))
        return
    want = _ref(name, x.astype(np.float64), y.astype(np.float64))
    exact = name in ("rint", "nearbyint", "copysign", "fmod", "fdim", "remainder")
    if exact or backend == "interpreter":
        ulp = 0 if exact else (1 if dt == "fp32" else 2)
    else:
        ulp = E.gpu_ulp(f"libdevice.{name}", dt) + 1
    with np.errstate(all="ignore"):
        want = want.astype(npd)
    k = E.GPU_ABS_EPS.get((f"libdevice.{name}", dt), 0) if backend != "interpreter" else 0
    bad = E.disagreements(got, want, ulp, abs_eps=k)  # lgamma next to its zeros: absolute
    dist = E.ulp_distance(got, want)
    assert not bad.any(), (name, dt, int(dist[bad].max()), x[np.argmax(bad)])


@pytest.mark.parametrize("backend", BACKENDS)
def test_the_aliases_are_the_builtins(backend):
    m = tiledsl.compile("""
kernel k(o: *fp32, x: *fp32):
    i = arange(0, 16)
    a = load(x + i)
    store(o + i, libdevice.tanh(a) - tanh(a) + libdevice.pow(a, 2.0) - pow(a, 2.0))
""", filename="al.tile")
    x = np.linspace(0.1, 2, 16).astype(np.float32)
    o = np.full(16, 1.0, np.float32)
    run(m.k, (1,), [o, x], backend)
    np.testing.assert_array_equal(o, np.zeros(16, np.float32))
    assert {"tanh", "pow", "exp", "fma"} <= set(ALIASES)


def test_mixed_operands_promote_like_pow():
    m = tiledsl.compile("kernel k(o: *fp64, x: *fp32, y: *fp64):\n"
                        "    store(o + arange(0, 4), libdevice.hypot(load(x + arange(0, 4)), "
                        "load(y + arange(0, 4))))\n", filename="p.tile")
    o = np.zeros(4, np.float64)
    m.k[(1,)](o, np.full(4, 3, np.float32), np.full(4, 4, np.float64))
    assert o.tolist() == [5.0] * 4


@pytest.mark.parametrize("body, message", [
    ("    v = libdevice.cbrt(load(x + arange(0, 4)))\n",
     "libdevice.cbrt() takes fp32 or fp64, got fp16 (as in Triton); convert first, e.g. "
     "libdevice.cbrt(x.to(fp32))"),
    ("    v = libdevice.cbrtt(1.0)\n",
     "libdevice has no function 'cbrtt'; did you mean libdevice.cbrt? (docs/language.md lists "
     "its functions)"),
    ("    v = libdevice.hypot(1.0)\n", "libdevice.hypot() missing required argument 'y'"),
    ("    v = libdevice\n    w = v + 1\n",
     "operator + does not apply to the namespace libdevice (call its functions: "
     "libdevice.cbrt(x) ...) and the constant 1"),
    ("    v = libdevice.cbrt(arange(0, 4))\n",
     "libdevice.cbrt() takes floating-point operands, got i32"),
])
def test_located_errors(body, message):
    with pytest.raises(TileCompileErrors) as e:
        tiledsl.compile("kernel k(x: *fp16):\n" + body, filename="e.tile").k.lower()
    assert message in [x.message for x in e.value.errors]


def test_generated_code_compiles():
    from tiledsl import codegen

    for dt in ("fp32", "fp64"):
        lines = [f"    store(o + {i} * 16 + i, libdevice.{f.name}("
                 f"{'a, b' if f.arity == 2 else 'a'}))" for i, f in enumerate(FUNCTIONS.values())]
        src = (f"kernel k(o: *{dt}, x: *{dt}, y: *{dt}):\n    i = arange(0, 16)\n"
               f"    a = load(x + i)\n    b = load(y + i)\n" + "\n".join(lines) + "\n")
        fn = tiledsl.compile(src, filename="c.tile").k.lower()
        cuda, hip = codegen.emit(fn, "cuda:sm_90a"), codegen.emit(fn, "hip")
        assert "cbrtf(" in cuda or "cbrt(" in cuda
        if shutil.which("nvcc") is not None:
            assert codegen.compile_check(cuda, "sm_90a").spills == 0
        from tiledsl.codegen.hipcc import tools_missing

        if tools_missing() is None:
            codegen.compile_check_hip([hip])
