"""``max_constancy`` (Triton's ``tl.max_constancy``): the identity on both backends, a
``constancy`` fact for the code generator, and verified by the interpreter's ``hints``
check like ``multiple_of`` and ``max_contiguous``."""
from __future__ import annotations

import shutil

import numpy as np
import pytest

import tiledsl
from tiledsl.analysis import axisinfo
from tiledsl.errors import TileCompileErrors, TileRuntimeError
from tiledsl.ir import Op
from _backends import BACKENDS, run

SRC = """
kernel rows(out: *{dt}, x: *{dt}, idx: *i32, n: i32):
    offs = arange(0, 16)
    r = max_constancy(load(idx + offs), 4)
    store(out + offs, load(x + r), mask=offs < n)

kernel grid(out: *i32, x: *i32):
    r = arange(0, 4)
    c = arange(0, 8)
    t = max_constancy(load(x + r[:, None] * 8 + c[None, :]), (1, 8))
    store(out + r[:, None] * 8 + c[None, :], t + 1)

kernel pointers(out: *fp32, x: *fp32, idx: *i32):
    offs = arange(0, 16)
    p = max_constancy(x + load(idx + offs), 8)
    store(out + offs, load(p))
"""


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("dt", ["fp32", "fp16", "i8", "i64"])
@pytest.mark.parametrize("n", [16, 11])
def test_identity_on_both_backends(backend, dt, n):
    m = tiledsl.compile(SRC.format(dt=dt), filename="mc.tile")
    npd = {"fp32": np.float32, "fp16": np.float16, "i8": np.int8, "i64": np.int64}[dt]
    x = (np.arange(8) * 3 - 7).astype(npd)
    idx = np.repeat(np.array([5, 0, 7, 2], np.int32), 4)
    out = np.zeros(16, npd)
    run(m.rows, (1,), [out, x, idx, n], backend)
    want = np.zeros(16, npd)
    want[:n] = x[idx][:n]
    np.testing.assert_array_equal(out, want)


@pytest.mark.parametrize("backend", BACKENDS)
def test_two_axes_and_pointers(backend):
    m = tiledsl.compile(SRC.format(dt="fp32"), filename="mc.tile")
    x = np.repeat(np.arange(4, dtype=np.int32) * 10, 8)
    out = np.zeros(32, np.int32)
    run(m.grid, (1,), [out, x], backend)
    np.testing.assert_array_equal(out, x + 1)
    xf = np.arange(8, dtype=np.float32)
    idx = np.repeat(np.array([3, 6], np.int32), 8)
    of = np.zeros(16, np.float32)
    run(m.pointers, (1,), [of, xf, idx], backend)
    np.testing.assert_array_equal(of, xf[idx])


def test_the_analysis_takes_the_fact():
    m = tiledsl.compile(SRC.format(dt="fp32"), filename="mc.tile")
    fn = m.rows.lower(out="*fp32", x="*fp32", idx="*i32", n="i32")
    info = axisinfo.analyze(fn)
    hint = next(op for op in fn.walk() if op.op is Op.MAX_CONSTANCY)
    assert axisinfo.get(info, hint.result).constancy == (4,)
    assert axisinfo.get(info, hint.operands[0]).constancy == (1,)


@pytest.mark.parametrize("idx, message", [
    (np.array([0, 0, 0, 1] * 4, np.int32),
     "mc.tile:4:9: wrong hint in kernel 'rows', program id (0, 0, 0): max_constancy(..., 4) "
     "promises that each aligned group of 4 lanes (lanes 0-3, 4-7, ...) holds one value, but "
     "lane (3,) holds 1 and lane (2,) 0"),
    (np.repeat(np.arange(8, dtype=np.int32), 2),
     "lane (2,) holds 1 and lane (1,) 0"),
])
def test_a_wrong_hint_is_reported(idx, message):
    m = tiledsl.compile(SRC.format(dt="fp32"), filename="mc.tile")
    x = np.zeros(8, np.float32)
    with pytest.raises(TileRuntimeError) as e:
        m.rows[(1,)](np.zeros(16, np.float32), x, idx, 16)
    assert message in str(e.value)
    m.rows[(1,)](np.zeros(16, np.float32), x, idx, 16, check="-hints")  # the check is off


def test_a_wrong_pointer_hint_names_the_elements():
    m = tiledsl.compile(SRC.format(dt="fp32"), filename="mc.tile")
    idx = np.repeat(np.array([3, 6, 1, 2], np.int32), 4)
    with pytest.raises(TileRuntimeError) as e:
        m.pointers[(1,)](np.zeros(16, np.float32), np.zeros(8, np.float32), idx)
    assert ("promises that each aligned group of 8 lanes (lanes 0-7, 8-15) points to one "
            "element, but lane (4,) points to offset 6 of 'x' and lane (3,) to offset 3 of "
            "'x'") in str(e.value)


@pytest.mark.parametrize("body, message", [
    ("    v = max_constancy(arange(0, 8), 0)\n",
     "max_constancy()'s values must be positive compile-time integers, one or one per axis "
     "(e.g. max_constancy(x, 16) or max_constancy(x, (1, 16))), got the constant 0"),
    ("    v = max_constancy(arange(0, 8), (2, 2))\n", "max_constancy() needs one value per axis (1)"),
])
def test_located_errors(body, message):
    with pytest.raises(TileCompileErrors) as e:
        tiledsl.compile("kernel k(x: *fp32):\n" + body, filename="e.tile").k.lower(x="*fp32")
    assert message in str(e.value)


def test_generated_code_compiles():
    from tiledsl import codegen

    m = tiledsl.compile(SRC.format(dt="fp16"), filename="mc.tile")
    fns = [m.rows.lower(out="*fp16", x="*fp16", idx="*i32", n="i32"),
           m.grid.lower(out="*i32", x="*i32")]
    for fn in fns:
        codegen.emit(fn, "hip")
    if shutil.which("nvcc") is None:
        pytest.skip("nvcc is not installed")
    for fn in fns:
        assert codegen.compile_check(codegen.emit(fn, "cuda:sm_90a"), "sm_90a").spills == 0
