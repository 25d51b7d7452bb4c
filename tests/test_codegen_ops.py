"""Every op of the language on every dtype it takes, generated and compiled with nvcc for sm_90a
and sm_80 (no GPU): the kernels are concatenated into one translation unit per architecture
so that the whole table costs two compiler runs."""
from __future__ import annotations

import re

import pytest

import tiledsl
from tiledsl.codegen import emit
from tiledsl.codegen.cuda import CUDA_PRELUDE
from tiledsl.codegen.nvcc import compile_check, nvcc_path

INTS = ["i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64"]
FLOATS = ["fp16", "bf16", "fp32", "fp64"]

ELEM = """
kernel k(x: *{T}, y: *{T}, out: *{R}, n: i32):
    offs = program_id(0) * 128 + arange(0, 128)
    m = offs < n
    a = load(x + offs, mask=m)
    b = load(y + offs, mask=m)
    store(out + offs, {EXPR}, mask=m)
"""
RED = """
kernel k(x: *{T}, out: *{R}, idx: *i32):
    r = arange(0, 16)
    c = arange(0, 32)
    t = load(x + r[:, None] * 32 + c[None, :])
    store(out + {OUT}, {EXPR})
"""
# a 1-D tile whose registers wrap around the lanes and warps: fp16/bf16 sums convert it to
# the tree layout first; the scans run their Hillis-Steele steps over 8 elements per thread
RED1D = """
kernel k(x: *{T}, out: *fp32):
    o = arange(0, 1024)
    t = load(x + o)
    store(out, sum(t))
    store(out + 1 + o, cumsum(t, reverse=True))
    store(out + 1025 + o, cumprod(t))
"""
MISC = """
kernel k(x: *{T}, out: *{T}, cnt: *i32, n: i32):
    offs = arange(0, 64)
    v = load(x + offs, mask=offs < n, other=0)
    old = atomic_{OP}(out + offs, v, mask=offs < n)
    store(x + offs, old)
    store(cnt, atomic_cas(cnt, 0, 1) + 1)
"""
DOT = """
kernel k(a: *{T}, b: *{T}, c: *{R}):
    i = arange(0, 32)
    j = arange(0, 32)
    x = load(a + i[:, None] * 32 + j[None, :])
    y = load(b + j[:, None] * 32 + i[None, :])
    store(c + i[:, None] * 32 + i[None, :], dot(x, y{EXTRA}))
"""
# a batched (3-D) dot: [2, 16, 32] @ [2, 32, 32]
DOT3 = """
kernel k(a: *{T}, b: *{T}, c: *{R}):
    bi = arange(0, 2)[:, None, None]
    i = arange(0, 16)[None, :, None]
    j = arange(0, 32)[None, None, :]
    jr = arange(0, 32)[None, :, None]
    x = load(a + bi * 512 + i * 32 + j)
    y = load(b + bi * 1024 + jr * 32 + j)
    store(c + bi * 512 + i * 32 + j, dot(x, y{EXTRA}))
"""
# reduce / associative_scan with a helper: (value, index) pairs and a linear recurrence
COMBINE = """
def pick(v1, i1, v2, i2):
    take = (v2 > v1) | ((v2 == v1) & (i2 < i1))
    return where(take, v2, v1), where(take, i2, i1)

def lin(a1, b1, a2, b2):
    return {LIN}

kernel k(x: *{T}, out: *{T}, idx: *i32):
    r = arange(0, 16)
    c = arange(0, 32)
    t = load(x + r[:, None] * 32 + c[None, :])
    v, j = reduce((t, r[:, None] * 32 + c[None, :]), {AX}, pick)
    store(out + {OUT}, v)
    store(idx + {OUT}, j)
    s, u = associative_scan((t, t), {AX}, lin, reverse={REV})
    store(out + 512 + r[:, None] * 32 + c[None, :], u)
"""
SHAPE = """
kernel k(x: *fp32, out: *fp32):
    a = load(x + arange(0, 8)[:, None] * 4 + arange(0, 4)[None, :])
    t = trans(a)
    store(out + arange(0, 4)[:, None] * 8 + arange(0, 8)[None, :], t)
    store(out + 32 + arange(0, 32), reshape(a, (32,)))
    device_print("a", a)
    device_assert(sum(a, axis=0) >= 0.0, "negative")
    store(out + 64 + arange(0, 32), multiple_of(max_contiguous(reshape(a, (32,)), (32,)), (16,)))
"""


def _cases():
    out = []
    for T in INTS:
        for e in ["a + b", "a - b", "a * b", "a // b", "a % b", "a & b", "a | b", "a ^ b",
                  "a << b", "a >> b", "minimum(a, b)", "maximum(a, b)", "-a", "~a", "abs(a)",
                  "where(a < b, a, b)"]:
            out.append((ELEM, dict(T=T, R=T, EXPR=e)))
        for e, R in [("a < b", "i1"), ("a != b", "i1"), ("a.to(fp32)", "fp32"),
                     ("a.to(fp16)", "fp16"), ("a.to(bf16)", "bf16"), ("a.to(i8)", "i8"),
                     ("a.to(u64)", "u64"), ("a.to(fp64)", "fp64")]:
            out.append((ELEM, dict(T=T, R=R, EXPR=e)))
    for T in FLOATS:
        for e in ["a + b", "a - b", "a * b", "a % b", "minimum(a, b)",
                  "maximum(a, b, propagate_nan=True)", "-a", "abs(a)", "fma(a, b, a)",
                  "clamp(a, b, b)", "where(a >= b, a, b)"]:
            out.append((ELEM, dict(T=T, R=T, EXPR=e)))
        for e, R in [("a / b", "fp64" if T == "fp64" else "fp32"), ("a == b", "i1"),
                     ("a.to(i32)", "i32"), ("a.to(u8)", "u8"), ("a.to(i64)", "i64"),
                     ("a.to(fp16)", "fp16"), ("a.to(bf16)", "bf16"), ("a.to(fp64)", "fp64"),
                     ("a.to(u16 if False else i16)", "i16")]:
            if "if False" in e:
                e = "a.to(i16)"
            out.append((ELEM, dict(T=T, R=R, EXPR=e)))
    for T in ["fp32", "fp64"]:
        for fn in ["exp", "exp2", "log", "log2", "sqrt", "rsqrt", "sin", "cos", "sigmoid", "erf",
                   "floor", "ceil"]:
            out.append((ELEM, dict(T=T, R=T, EXPR=f"{fn}(a)")))
    out.append((ELEM, dict(T="fp32", R="i32", EXPR="a.to(i32, bitcast=True)")))
    out.append((ELEM, dict(T="i1", R="i1", EXPR="a & b")))
    for T in ["i8", "i32", "u16", "i64", "fp16", "bf16", "fp32", "fp64"]:
        for fn in ["sum", "max", "min", "argmax", "argmin", "cumsum", "cumprod"]:
            for axis in (0, 1):
                scan = fn.startswith("cum")
                if scan:
                    outp, R = "r[:, None] * 32 + c[None, :]", None
                else:
                    outp = "c" if axis == 0 else "r"
                    R = None
                expr = f"{fn}(t, axis={axis})"
                R = {"argmax": "i32", "argmin": "i32"}.get(fn, "fp64" if T != "i64" else "i64")
                out.append((RED, dict(T=T, R=R, OUT=outp, EXPR=expr)))
    for T in ["fp16", "bf16", "fp32"]:
        out.append((RED1D, dict(T=T)))
    for T in ["i32", "u32", "i64", "u64", "fp32", "fp64"]:
        for op in ["add", "max", "min", "xchg"] + (["and", "or", "xor"] if T[0] in "iu" else []):
            out.append((MISC, dict(T=T, OP=op)))
    out.append((MISC, dict(T="fp16", OP="add")))
    out.append((MISC, dict(T="bf16", OP="add")))
    for T, R, extra in [("fp16", "fp32", ""), ("bf16", "fp32", ""), ("fp32", "fp32", ""),
                        ("fp32", "fp32", ', input_precision="ieee"'), ("i8", "i32", ""),
                        ("u8", "i32", ""), ("fp64", "fp64", "")]:
        out.append((DOT, dict(T=T, R=R, EXTRA=extra)))
        out.append((DOT3, dict(T=T, R=R, EXTRA=extra)))
    for T in INTS + FLOATS + ["i1"]:
        for ax, rev in ((0, False), (1, True)):
            lin = "a1 & a2, b1 ^ b2" if T == "i1" else "a1 * a2, b1 * a2 + b2"
            out.append((COMBINE, dict(T=T, AX=ax, REV=rev, LIN=lin,
                                      OUT="c" if ax == 0 else "r")))
    out.append((SHAPE, {}))
    return out


def _kernel_sources():
    srcs = []
    for i, (tmpl, kw) in enumerate(_cases()):
        text = tmpl.format(**kw)
        mod = tiledsl.compile(text, filename="ops.tile")
        fn = mod.k.lower(facts={"x": {"aligned16": True}}) if "n: i32" in text else mod.k.lower()
        src = emit(fn, num_warps=4)
        assert src.startswith(CUDA_PRELUDE)
        body = src[len(CUDA_PRELUDE):]
        body = re.sub(r"(__launch_bounds__\(\d+\) )tl_k_k\(", rf"\1tl_k_k{i}(", body)
        srcs.append(body)
    return srcs


@pytest.fixture(scope="module")
def sources():
    return _kernel_sources()


def test_every_case_emits(sources):
    assert len(sources) > 250


@pytest.mark.skipif(nvcc_path() is None, reason="nvcc not on PATH")
@pytest.mark.parametrize("arch", ["sm_90a", "sm_80"])
def test_every_case_compiles(sources, arch):
    rep = compile_check(CUDA_PRELUDE + "\n".join(sources), arch)
    assert len(rep.registers) == len(sources)
    assert max(rep.stack_frame.values()) == 0 or arch  # printf kernels may use a frame


@pytest.mark.skipif(nvcc_path() is None, reason="nvcc not on PATH")
def test_emitted_wgmma_code_compiles_as_an_object_file_for_sm_90a(tmp_path):
    """``conftest.nvcc_object`` builds sm_90a's wgmma code (``nvcc -arch=sm_90a -c`` fails on
    it: CUDA 13 adds PTX for plain compute_90, which has no wgmma)."""
    from conftest import nvcc_object
    from test_tensor_core_compile import aligned_facts, dot_kernel

    k = dot_kernel("fp16")
    src = k.emit("cuda:sm_90a", num_warps=4, BM=64, BN=64, BK=32,
                 facts=aligned_facts(k, ("sak", "sbn", "scn")))
    assert "wgmma.mma_async" in src
    p, obj = nvcc_object(tmp_path, src)
    assert p.returncode == 0, p.stderr[-2000:]
    assert obj.stat().st_size > 0


@pytest.mark.skipif(nvcc_path() is None, reason="nvcc not on PATH")
def test_emitted_source_with_device_print_compiles_as_an_object_file(tmp_path):
    """`tiledsl emit` output is a whole translation unit: `nvcc -c` (which, unlike -ptx and
    NVRTC, needs printf declared) builds the device_print / device_assert kernel."""
    from conftest import nvcc_object

    src = tiledsl.compile(SHAPE.format(), filename="shape.tile").k.emit("cuda")
    assert "#include <cstdio>" in src and "printf(" in src
    p, obj = nvcc_object(tmp_path, src)
    assert p.returncode == 0, p.stderr[-2000:]
    assert obj.stat().st_size > 0


@pytest.mark.parametrize("expr", ["-x", "abs(x)", "0 - x", "(~x) + 1", "x * -1", "x + x"])
@pytest.mark.parametrize("dt", ["i8", "i16", "u8", "u16"])
def test_narrow_integer_arithmetic_avoids_ptxas_16_bit_ops(expr, dt):
    """8/16-bit integer arithmetic is done in 32 bits on CUDA and narrowed by a ``cvt`` the
    compiler cannot fold: ptxas (CUDA 13.0) drops the sign extension after neg.s16/abs.s16,
    which NVVM also forms from ``~x + 1``, so -(-32768) read 32768 on an H200 (found twice by
    the GPU fuzzer: tests/fuzz_regressions/i16_neg_wrap_ptxas.tile and
    i16_invert_plus_one_ptxas.tile). Compile-checked with nvcc: no 8/16-bit add/sub/mul/neg/abs
    reaches the PTX."""
    import re
    import shutil

    if shutil.which("nvcc") is None:
        pytest.skip("nvcc is not installed")
    from tiledsl import codegen

    if dt.startswith("u") and expr in ("-x", "abs(x)", "x * -1"):
        expr = "x + 255" if dt == "u8" else "x + 65535"
    src = (f"kernel k(o: *fp32, p: *{dt}):\n    i = arange(0, 128)\n    x = load(p + i)\n"
           f"    store(o + i, ({expr}).to(fp32))\n")
    text = codegen.emit(tiledsl.compile(src, filename="n.tile").k.lower(), "cuda:sm_90a")
    assert re.search(r"tl_[sz]ext(8|16)\(", text)
    ptx = codegen.compile_check(text, "sm_90a").ptx
    bad = re.findall(r"\b(?:neg|abs|add|sub|mul|mad)(?:\.lo)?\.[su](?:8|16)\b", ptx)
    assert bad == []


@pytest.mark.parametrize("pair", ["1.0, -0.0", "-0.0, 1.0", "-1.0, -0.0", "-0.0, -1.0"])
def test_select_against_negative_zero_keeps_the_sign_in_the_sass(tmp_path, pair):
    """ptxas (CUDA 13.0) compiles ``c ? 1.0f : -0.0f`` to FSET.BF (and ``c ? -1.0f : -0.0f``
    to an int-to-float conversion), whose zero is +0.0: the H200 stored +0.0 where the
    interpreter gave -0.0 (tests/fuzz_regressions/select_one_negative_zero_ptxas.tile). The
    CUDA code selects +0.0 and ORs in the sign bit, so the machine code holds the sign
    bit's constant."""
    import shutil
    import subprocess

    from conftest import nvcc_object

    if shutil.which("nvcc") is None or shutil.which("cuobjdump") is None:
        pytest.skip("nvcc and cuobjdump are needed")
    src = (f"kernel k(o: *fp32, a: *fp32, b: *fp32):\n    i = arange(0, 128)\n"
           f"    store(o + i, where(load(a + i) < load(b + i), {pair}))\n")
    text = tiledsl.compile(src, filename="z.tile").k.emit("cuda")
    assert "__float_as_int(" in text
    p, obj = nvcc_object(tmp_path, text)
    assert p.returncode == 0, p.stderr[-2000:]
    sass = subprocess.run(["cuobjdump", "-sass", str(obj)], capture_output=True,
                          text=True).stdout
    assert "0x80000000" in sass
