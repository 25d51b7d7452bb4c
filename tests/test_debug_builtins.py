"""The builtins added for debugging: any, all, isnan, isinf, isfinite (usable in kernels and
in breakpoint conditions) and the breakpoint() statement (Op.BREAKPOINT)."""
from __future__ import annotations

import numpy as np
import pytest

import tiledsl
from tiledsl.errors import TileCompileErrors
from tiledsl.ir import Op

PRED = '''kernel pred(out: *i32, x: *XT):
    offs = arange(0, 8)
    v = load(x + offs)
    store(out + offs, isnan(v).to(i32) + 2 * isinf(v).to(i32) + 4 * isfinite(v).to(i32))
    t = v.reshape((2, 4))
    store(out + 8 + arange(0, 2), any(isnan(t), axis=1).to(i32) + 2 * all(t != 0, axis=1).to(i32))
    nan2 = any(isnan(v[:, None]), keep_dims=True).reshape(())
    store(out + 10, any(v).to(i32) + 2 * all(v).to(i32) + 4 * nan2.to(i32))
    store(out + 11, any(v > 100).to(i32) + 2 * all(offs >= 0).to(i32) + 4 * any(3).to(i32))
'''


@pytest.mark.parametrize("xt, npt", [("fp32", np.float32), ("fp16", np.float16),
                                     ("fp64", np.float64)])
def test_float_predicates(xt, npt):
    k = tiledsl.compile(PRED.replace("XT", xt), filename="pred.tile").pred
    x = np.array([1, np.nan, np.inf, -np.inf, 0, 2, -3, 4], dtype=npt)
    out = np.zeros(12, np.int32)
    k[(1,)](out, x)
    assert out.tolist() == [4, 1, 2, 2, 4, 4, 4, 4,   # isnan 1, isinf 2, isfinite 4
                            3, 0,                     # row 0: a NaN, no 0; row 1: a 0
                            1 + 0 + 4,                # any(v), not all(v) (a 0), a NaN
                            1 + 2 + 4]                # inf > 100


def test_integer_predicates():
    k = tiledsl.compile(PRED.replace("XT", "i32"), filename="pred.tile").pred
    x = np.array([1, 5, 0, 7, 2, 3, 4, 9], dtype=np.int32)
    out = np.zeros(12, np.int32)
    k[(1,)](out, x)
    assert out.tolist() == [4] * 8 + [0, 2, 1, 0 + 2 + 4]


def test_predicate_errors():
    with pytest.raises(TileCompileErrors, match="isnan\\(\\) of a pointer"):
        tiledsl.compile('''kernel k(x: *fp32):
    device_assert(any(isnan(x)))
''', filename="e.tile").k.ir()
    with pytest.raises(TileCompileErrors, match="any\\(\\) of pointers is not supported"):
        tiledsl.compile('''kernel k(x: *fp32):
    device_assert(any(x + arange(0, 4)))
''', filename="e.tile").k.ir()


def test_breakpoint_statement_ir_and_pid_forms():
    m = tiledsl.compile('''kernel k(out: *i32):
    breakpoint()
    breakpoint(pid=2)
    breakpoint(pid=(1, 3))
    breakpoint(pid=((0,), 5))
    store(out, 1)
''', filename="bp.tile")
    fn = m.k.lower()
    assert [op.attrs["pids"] for op in fn.walk() if op.op is Op.BREAKPOINT] == [
        None, ((2, 0, 0),), ((1, 3, 0),), ((0, 0, 0), (5, 0, 0))]
    assert "breakpoint {pids=None}  # bp.tile:2:5" in str(fn)
    with pytest.raises(TileCompileErrors) as info:
        tiledsl.compile('''kernel k(out: *i32):
    breakpoint(pid=program_id(0))
''', filename="bp.tile").k.ir()
    assert str(info.value).splitlines()[0] == (
        "bp.tile:2:16: breakpoint()'s pid= must be a compile-time program id such as 3 or "
        "(1, 0)")
    with pytest.raises(TileCompileErrors, match="must be a program id \\(an int or a tuple of 1 "
                                                "to 3 ints\\) or a tuple of them, got 'a'"):
        tiledsl.compile('''kernel k(out: *i32):
    breakpoint(pid="a")
''', filename="bp.tile").k.ir()


def test_kernels_with_the_new_builtins_emit_cuda():
    src = PRED.replace("XT", "fp32").replace("    offs = arange(0, 8)\n",
                                             "    offs = arange(0, 8)\n    breakpoint()\n")
    code = tiledsl.compile(src, filename="pred.tile").pred.emit("cuda")
    assert "__global__" in code
