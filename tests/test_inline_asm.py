"""``inline_asm_elementwise`` (tiledsl/check/inlineasm.py): the interpreter runs the
``reference=`` helper, the CUDA code the PTX; on the GPU the two are compared (marked
``gpu``), and the checker's errors are located."""
from __future__ import annotations

import numpy as np
import pytest

import tiledsl
from _backends import BACKENDS, run
from tiledsl.errors import TileError

SRC = """
def ref_add(a, b):
    return a + b

def sq(v):
    return v * v

def ref_funnel(a, b, s):
    return ((a.to(u32) << (s & 31).to(u32)) | ((b.to(u32) >> 1) >> (31 - (s & 31)).to(u32))).to(i32)

kernel k(o: *i32, x: *i32, y: *i32, f: *fp32, g: *i32, n: i32, B: constexpr):
    i = program_id(0) * B + arange(0, B)
    m = i < n
    a = load(x + i, mask=m, other=0)
    b = load(y + i, mask=m, other=0)
    s = inline_asm_elementwise("add.s32 $0, $1, $2;", "=r,r,r", (a, b), dtype=i32,
                               is_pure=True, pack=1, reference=ref_add)
    store(o + i, s, mask=m)
    v = load(f + i, mask=m, other=0.0)
    r = inline_asm_elementwise("mul.rn.f32 $0, $1, $1;", "=f,f", (v,), dtype=fp32,
                               is_pure=False, pack=1, reference=sq)
    store(f + i, r, mask=m)
    w = inline_asm_elementwise("shf.l.wrap.b32 $0, $2, $1, $3;", "=r,r,r,r", (a, b, i),
                               dtype=i32, is_pure=True, pack=1, reference=ref_funnel)
    store(g + i, w, mask=m)
"""


def _case(n=300):
    rng = np.random.default_rng(3)
    x = rng.integers(-2**31, 2**31, n, dtype=np.int64).astype(np.int32)
    y = rng.integers(-2**31, 2**31, n, dtype=np.int64).astype(np.int32)
    f = rng.standard_normal(n).astype(np.float32)
    return [np.zeros(n, np.int32), x, y, f, np.zeros(n, np.int32), n]


def _funnel(hi, lo, s):
    """PTX shf.l.wrap.b32 d, lo, hi, s: the upper 32 bits of (hi:lo) << (s & 31)."""
    s = s & 31
    both = (hi.astype(np.uint32).astype(np.uint64) << np.uint64(32)) | \
        lo.astype(np.uint32).astype(np.uint64)
    return ((both << s.astype(np.uint64)) >> np.uint64(32)).astype(np.uint32).view(np.int32)


@pytest.mark.parametrize("backend", BACKENDS)
def test_the_assembly_and_its_reference_give_the_same_values(backend):
    k = tiledsl.compile(SRC, filename="asm.tile").k
    args = _case()
    f0 = args[3].copy()
    run(k, (3,), args, backend, B=128)
    o, x, y, f, g, n = args
    np.testing.assert_array_equal(o, (x.astype(np.int64) + y).astype(np.int32))
    np.testing.assert_array_equal(f, f0 * f0)
    np.testing.assert_array_equal(g, _funnel(x, y, np.arange(n, dtype=np.int32)))


def test_the_cuda_code_holds_the_ptx_and_keeps_impure_assembly():
    from tiledsl import codegen

    k = tiledsl.compile(SRC, filename="asm.tile").k
    src = k.emit("cuda:sm_90a", B=128)
    assert 'asm("add.s32 %0, %1, %2;" : "=r"(r) : "r"(a0), "r"(a1));' in src
    assert 'asm volatile("mul.rn.f32 %0, %1, %1;"' in src
    rep = codegen.compile_check(src, "sm_90a")
    assert "add.s32" in rep.ptx and "shf.l.wrap.b32" in rep.ptx
    unused = ("def r(v):\n    return v\n\nkernel u(f: *fp32):\n    v = load(f)\n"
              "    a = inline_asm_elementwise(\"mov.b32 $0, $1;\", \"=f,f\", (v,), dtype=fp32, "
              "is_pure={P}, pack=1, reference=r)\n")
    assert "mov.b32" not in tiledsl.compile(unused.format(P="True")).u.emit("cuda")
    assert "mov.b32" in tiledsl.compile(unused.format(P="False")).u.emit("cuda")


BAD = [
    ("reference=ref_add", "", "needs reference=, a 'def' helper of this file"),
    ("pack=1", "pack=4", "supports pack=1 only"),
    ('"=r,r,r"', '"=r,r"', "one letter per argument (2)"),
    ('"=r,r,r"', '"=f,r,r"', "constraint 'f' holds fp32, but the result is i32"),
    ('"=r,r,r"', '"=q,r,r"', "constraint 'q' is not one of r, l, h, f, d"),
    ('"add.s32 $0, $1, $2;"', "3", "asm must be a string literal"),
    ("reference=ref_add", "reference=sq", "reference sq() takes 1 parameter, but"),
    ("reference=ref_add", "reference=bad_ret", "must return i32 scalars"),
]


@pytest.mark.parametrize("old,new,msg", BAD)
def test_misuse_is_a_located_error(old, new, msg):
    line = ('    s = inline_asm_elementwise("add.s32 $0, $1, $2;", "=r,r,r", (a, b), dtype=i32, '
            'is_pure=True, pack=1, reference=ref_add)\n')
    bad = line.replace(old, new).replace(", )", ")").replace(", ,", ",")
    src = ("def ref_add(a, b):\n    return a + b\n\ndef sq(v):\n    return v * v\n\n"
           "def bad_ret(a, b):\n    return (a + b).to(fp32)\n\n"
           "kernel k(o: *i32, x: *i32):\n    a = load(x)\n    b = load(x + 1)\n" + bad +
           "    store(o, s)\n")
    with pytest.raises(TileError) as e:
        tiledsl.compile(src, filename="bad.tile").k.lower()
    assert msg in str(e.value)
    assert "bad.tile:" in str(e.value)


def test_hip_refuses_ptx_with_its_location():
    k = tiledsl.compile(SRC, filename="asm.tile").k
    with pytest.raises(TileError) as e:
        k.emit("hip", B=128)
    assert "inline_asm_elementwise() is PTX, which HIP cannot run" in str(e.value)
    assert "asm.tile:16:9:" in str(e.value)
