"""``range(lo, hi, step, num_stages=S)``: a loop's own software-pipeline depth.

The checker accepts a compile-time int >= 0 (or None) and puts it on the FOR op as
``attrs["num_stages"]``; the CUDA generator uses it instead of the launch option for that loop;
the interpreter ignores it.
"""
import re

import numpy as np
import pytest

import tiledsl
from tiledsl.check import check_module, lower
from tiledsl.errors import TileCompileErrors, TileTypeError
from tiledsl.ir import Op
from tiledsl.parser import parse
from tiledsl.passes import run_pipeline
from tiledsl.source import Source

#: one program's BM x BN tile of c = a @ b, K a multiple of BK; ``{kw}`` ends range()'s arguments
MATMUL = """\
kernel mm(c: *fp32, a: *fp16, b: *fp16, K: i32, sam: i32, sak: i32, sbk: i32, sbn: i32,
          scm: i32, S: constexpr = 3, BM: constexpr = 64, BN: constexpr = 64,
          BK: constexpr = 32):
    rm = arange(0, BM)
    rn = arange(0, BN)
    rk = arange(0, BK)
    acc = zeros((BM, BN), fp32)
    for k in range(0, K, BK{kw}):
        at = load(a + rm[:, None] * sam + (k + rk)[None, :] * sak)
        bt = load(b + (k + rk)[:, None] * sbk + rn[None, :] * sbn)
        acc = dot(at, bt, acc=acc)
    store(c + rm[:, None] * scm + rn[None, :], acc)
"""

#: the launch facts that make every load of MATMUL 16 bytes per thread (and so cp.async-able)
FACTS = {"c": {"aligned16": True}, "a": {"aligned16": True}, "b": {"aligned16": True},
         "K": {"div16": True}, "sam": {"div16": True}, "sak": {"is_one": True},
         "sbk": {"div16": True}, "sbn": {"is_one": True}, "scm": {"div16": True}}


def lowered(src, consts=None):
    m = parse(Source(src, "t.tile"))
    check_module(m)
    return run_pipeline(lower(m, "mm", {}, consts or {}))


def for_ops(fn):
    return [o for o in fn.walk() if o.op is Op.FOR]


def errors_of(src, consts=None):
    """``[(line, col, end_col, message)]`` of the errors checking and lowering ``src`` raise."""
    m = parse(Source(src, "t.tile"))
    with pytest.raises(TileTypeError) as ei:
        check_module(m)
        lower(m, "mm", {}, consts or {})
    errs = ei.value.errors if isinstance(ei.value, TileCompileErrors) else [ei.value]
    return [(e.span.line, e.span.col, e.span.end_col, e.message) for e in errs]


def wait_counts(src: str) -> list:
    """The distinct ``cp.async.wait_group`` counts the generated source waits for."""
    return sorted({int(n) for n in re.findall(r"tl_cp_async_wait<(\d+)>", src)})


# ------------------------------------------------------------------ checker and IR
@pytest.mark.parametrize("kw,consts,want", [
    (", num_stages=2", {}, 2),
    (", num_stages=S", {"S": 4}, 4),
    (", num_stages=0", {}, 0),
])
def test_num_stages_is_an_attr_of_the_for_op(kw, consts, want):
    fn = lowered(MATMUL.format(kw=kw), consts)
    (loop,) = for_ops(fn)
    assert loop.attrs == {"num_stages": want}
    printed = rf"= for %\d+, %\d+, %\d+, %\d+ {{num_stages={want}}} : fp32\[64,64\] {{"
    assert re.search(printed, str(fn))


@pytest.mark.parametrize("kw,consts", [("", {}), (", num_stages=None", {}),
                                       (", num_stages=S", {"S": None})])
def test_without_num_stages_the_for_op_has_no_attr(kw, consts):
    fn = lowered(MATMUL.format(kw=kw), consts)
    (loop,) = for_ops(fn)
    assert loop.attrs == {}
    assert "num_stages" not in str(fn)


LOOP_LINE = 8  # MATMUL's for loop: num_stages starts at column 30, its value at 41


@pytest.mark.parametrize("kw,consts,col,end_col,message", [
    (", num_stages=-1", {}, 41, 43,
     "range()'s num_stages must be a compile-time int >= 0 (a literal or a constexpr), got "
     "the constant -1"),
    (", num_stages=K", {}, 41, 42,
     "range()'s num_stages must be a compile-time int >= 0 (a literal or a constexpr), got "
     "an i32 scalar"),
    (", num_stages=S", {"S": 2.5}, 41, 42,
     "range()'s num_stages must be a compile-time int >= 0 (a literal or a constexpr), got "
     "the constant 2.5"),
    (", num_stages=True", {}, 41, 45,
     "range()'s num_stages must be a compile-time int >= 0 (a literal or a constexpr), got "
     "the constant True"),
    (", num_stage=2", {}, 30, 41,
     "range() got an unexpected keyword argument 'num_stage'; did you mean 'num_stages'?"),
    (", unroll=2", {}, 30, 38, "range() got an unexpected keyword argument 'unroll'"),
    (", num_stages=undefined", {}, 41, 50, "undefined name 'undefined'"),
])
def test_bad_num_stages_is_a_located_error(kw, consts, col, end_col, message):
    assert errors_of(MATMUL.format(kw=kw), consts) == [(LOOP_LINE, col, end_col, message)]


def test_static_range_takes_no_num_stages():
    src = ("kernel mm(x: *fp32):\n"
           "    for i in static_range(0, 4, num_stages=2):\n"
           "        store(x + i, 1.0)\n")
    assert errors_of(src) == [(2, 33, 45, "static_range() takes no num_stages= (it is "
                                          "unrolled); pipeline a loop with range(..., "
                                          "num_stages=S)")]


def test_num_stages_gives_the_same_result_on_the_interpreter():
    rng = np.random.default_rng(0)
    a = rng.standard_normal((16, 64)).astype(np.float16)
    b = rng.standard_normal((64, 16)).astype(np.float16)
    outs = []
    for kw in ("", ", num_stages=2"):
        k = tiledsl.compile(MATMUL.format(kw=kw), filename="mm.tile").mm
        c = np.zeros((16, 16), np.float32)
        k[(1,)](c, a, b, 64, 64, 1, 16, 1, 16, BM=16, BN=16, BK=16, backend="interpreter")
        outs.append(c)
    want = a.astype(np.float32) @ b.astype(np.float32)
    np.testing.assert_allclose(outs[0], want, rtol=1e-5, atol=1e-5)
    np.testing.assert_array_equal(outs[1], outs[0])


# ------------------------------------------------------------------ the CUDA generator
def emitted(kw, **opts):
    k = tiledsl.compile(MATMUL.format(kw=kw), filename="mm.tile").mm
    return k.emit("cuda:sm_80", facts=FACTS, **opts)


def test_the_loop_default_is_the_launch_option():
    src = emitted("")  # num_stages None: 3 stages, one group may stay pending in the loop
    assert wait_counts(src) == [0, 1]
    assert wait_counts(emitted("", num_stages=4)) == [0, 2]


def test_two_stages_on_the_loop_wait_for_every_group():
    assert wait_counts(emitted(", num_stages=2")) == [0]


def test_one_stage_on_the_loop_turns_pipelining_off():
    src = emitted(", num_stages=1")
    assert "cp.async" not in src and "tl_cp_async" not in src
    assert "mma.sync" in src


def test_the_loop_value_overrides_the_launch_option():
    assert wait_counts(emitted(", num_stages=2", num_stages=4)) == [0]
    assert wait_counts(emitted(", num_stages=3", num_stages=1)) == [0, 1]
    assert "cp.async" not in emitted(", num_stages=1", num_stages=4)
