"""The CUDA generator without a GPU: layouts, axis info, and every example
kernel generated and compiled with nvcc for sm_90a and sm_80 (compiler errors fail; memory-bound
kernels must not spill, must have no stack frame, and must use 16-byte accesses when aligned)."""
from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

import tiledsl
from _nvcc_batch import compile_each
from tiledsl.codegen import emit, samples
from tiledsl.codegen.layout import blocked, default_blocked, thread_coord_exprs
from tiledsl.codegen.nvcc import compile_check, nvcc_path
from tiledsl.dtypes import DType

ROOT = Path(__file__).resolve().parent.parent
EX = ROOT / "examples"
ARCHS = ["sm_90a", "sm_80"]
needs_nvcc = pytest.mark.skipif(nvcc_path() is None, reason="nvcc not on PATH")


def test_emit_needs_no_cupy():
    code = ("import sys; sys.modules['cupy'] = None\n"
            "import tiledsl.codegen as cg\nfrom tiledsl.codegen import samples\n"
            "src = cg.emit(samples.vector_add())\nassert 'extern \"C\" __global__' in src\n"
            "assert 'cupy' not in sys.modules or sys.modules['cupy'] is None\n")
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)


def test_blocked_layout_bases():
    lay = default_blocked((1024,), 4, [0], num_warps=4)
    assert lay.num_regs == 8 and lay.vector_run(0) == 4
    assert lay.reg_coord(4) == (512,) and lay.lane_coord(1) == (4,) and lay.warp_coord(1) == (128,)
    # every element is held exactly once
    seen = sorted(lay.coord(r, l, w)[0] for r in range(8) for l in range(32) for w in range(4))
    assert seen == list(range(1024))
    assert thread_coord_exprs(lay, "l", "w") == ["((l << 2) ^ (w << 7))"]


def test_slice_and_broadcast_layouts():
    lay = blocked((64, 32), [1, 4], [4, 8], [4, 1], [1, 0])
    s = lay.slice(1)
    assert s.shape == (64,) and s.bits_along("lane", 0) == [3, 4]
    assert s.replicated_bits("lane") == [0, 1, 2]
    e = s.expand(1)
    assert e.same_distribution(lay.project((64, 1)))
    small = default_blocked((16,), 1, [0], num_warps=4)  # smaller than the CTA: replicated
    assert small.replicated_bits("lane") == [4] and small.replicated_bits("warp") == [0, 1]


def _facts(k, aligned=True):
    f = {}
    for p in k.params:
        if p.kind == "pointer" and aligned:
            f[p.name] = {"aligned16": True}
        elif p.kind == "scalar" and str(p.dtype).startswith(("i", "u")) and aligned:
            f[p.name] = {"div16": True}
    return f


EXAMPLES = [
    ("vector_add", {}, 4, True), ("softmax", {"BLOCK": 1024}, 4, True),
    ("softmax", {"BLOCK": 8192}, 16, True), ("softmax", {"BLOCK": 32768}, 32, True),
    ("layernorm", {"BLOCK": 4096}, 16, True), ("layernorm", {"BLOCK": 16384}, 16, True),
    ("matmul", {}, 4, False), ("matmul", {"ACTIVATION": "gelu"}, 4, False),
    ("matmul", {"ACTIVATION": "leaky_relu"}, 8, False),
    ("attention", {"HEAD_DIM": 64}, 4, False), ("attention", {"HEAD_DIM": 64, "CAUSAL": True}, 4,
                                                 False),
]


@needs_nvcc
@pytest.mark.parametrize("arch", ARCHS)
@pytest.mark.parametrize("name,spec,warps,memory_bound", EXAMPLES,
                         ids=[f"{e[0]}-{'-'.join(f'{k}{v}' for k, v in e[1].items())}-w{e[2]}"
                              for e in EXAMPLES])
def test_examples_compile(arch, name, spec, warps, memory_bound):
    k = getattr(tiledsl.load(EX / f"{name}.tile"), name)
    src = k.emit(f"cuda:{arch}", num_warps=warps, facts=_facts(k), **spec)
    assert re.search(r"// \w+\.tile:\d+", src)
    assert f"__launch_bounds__({32 * warps})" in src
    rep = compile_check(src, arch)
    if memory_bound:
        assert rep.spills == 0 and rep.max_stack == 0, rep.log
        assert "ld.global.v4" in rep.ptx and "st.global.v4" in rep.ptx


@needs_nvcc
@pytest.mark.parametrize("aligned", [True, False])
def test_vector_path_follows_facts(aligned):
    k = tiledsl.load(EX / "vector_add.tile").vector_add
    rep = compile_check(k.emit("cuda", facts=_facts(k, aligned)), "sm_90a")
    assert rep.spills == 0 and rep.max_stack == 0
    assert ("ld.global.v4" in rep.ptx) == aligned and ("st.global.v4" in rep.ptx) == aligned


@needs_nvcc
@pytest.mark.parametrize("arch", ARCHS)
@pytest.mark.parametrize("variant", ["init", "ptx"])
def test_masked_load_variants_compile(arch, variant, monkeypatch):
    """TILEDSL_LOAD_OTHER=init/ptx: every memory-bound example compiles without spills; the
    ptx variant's masked vector loads are single predicated PTX loads (``.nc`` for arrays the
    kernel only reads and that alias nothing), with no branch around them."""
    monkeypatch.setenv("TILEDSL_LOAD_OTHER", variant)
    cases = []
    for name, spec, warps, memory_bound in EXAMPLES:
        if not memory_bound:
            continue
        k = getattr(tiledsl.load(EX / f"{name}.tile"), name)
        facts = _facts(k)
        for p in k.params:
            if p.kind == "pointer":
                facts[p.name]["noalias"] = True
        cases.append((name, spec, warps, k.emit("cuda", num_warps=warps, facts=facts, **spec)))
    for (name, spec, warps, src), rep in zip(cases, compile_each([c[3] for c in cases], arch)):
        assert rep.spills == 0 and rep.max_stack == 0, rep.log
        if variant == "ptx" and name == "softmax":
            n_loads = len(re.findall(r"tl_ld_pred<1>\(", src))
            assert n_loads == spec["BLOCK"] // (32 * warps * 4)  # one per 16-byte vector
            assert len(re.findall(r"@q ld\.global\.nc\.v4\.b32", rep.ptx)) == n_loads
            assert "if (v" not in src.split("// kernel")[1].split("tl_ld_pred")[0]


@needs_nvcc
def test_masked_load_ptx_variant_without_the_noncoherent_path(monkeypatch):
    """TILEDSL_LOAD_NC=0: read-only, unaliased arrays load with plain ``@p ld.global.v4``
    (Triton's form), still free to move (no volatile, no memory clobber)."""
    monkeypatch.setenv("TILEDSL_LOAD_OTHER", "ptx")
    monkeypatch.setenv("TILEDSL_LOAD_NC", "0")
    k = tiledsl.load(EX / "softmax.tile").softmax
    facts = _facts(k)
    for n in ("x", "out"):
        facts[n]["noalias"] = True
    src = k.emit("cuda", num_warps=4, facts=facts, BLOCK=1024)
    assert len(re.findall(r"tl_ld_pred<2>\(", src)) == 2
    rep = compile_check(src, "sm_90a")
    assert len(re.findall(r"@q ld\.global\.v4\.b32", rep.ptx)) == 2
    assert "ld.global.nc" not in rep.ptx


def test_masked_load_ptx_variant_falls_back_where_it_cannot_apply(monkeypatch):
    """HIP has no predicated-PTX form (it branches); a store makes an array read-write, so
    its loads lose ``.nc``; without the ``noalias`` fact they lose it too."""
    monkeypatch.setenv("TILEDSL_LOAD_OTHER", "ptx")
    k = tiledsl.load(EX / "softmax.tile").softmax
    hip = k.emit("hip", BLOCK=1024, facts=_facts(k))
    assert "tl_ld_pred" not in hip and "if (v" in hip
    assert "tl_ld_pred<0>(" in k.emit("cuda", BLOCK=1024, facts=_facts(k))
    rw = tiledsl.compile(
        "kernel inc(x: *fp32, n: i32, B: constexpr):\n"
        "    o = arange(0, B)\n"
        "    v = load(x + o, mask=o < n, other=1.0)\n"
        "    store(x + o, v + 1.0, mask=o < n)\n", filename="inc.tile").inc
    src = rw.emit("cuda", B=512, facts={"x": {"aligned16": True, "noalias": True},
                                            "n": {"div16": True}})
    assert "tl_ld_pred<0>(" in src and "tl_ld_pred<1>(" not in src


@needs_nvcc
@pytest.mark.parametrize("arch", ARCHS)
def test_samples_compile(arch):
    A = samples.aligned_facts
    fns = [
        samples.vector_add(facts=A(["x", "y", "out"], ["n"])),
        samples.softmax(2048, DType.fp16, facts=A(["x", "out"], ["n_cols"])),
        samples.layer_norm_residual(1024, DType.bf16),
        samples.matmul(32, 32, 16, DType.fp32, input_precision="tf32"),
        samples.matmul(32, 32, 16, DType.fp32, input_precision="ieee"),
        samples.matmul(32, 32, 32, DType.i8), samples.matmul(16, 16, 16, DType.fp64),
        samples.matmul(64, 64, 32, DType.bf16),
    ]
    for rep in compile_each([emit(fn, num_warps=4) for fn in fns], arch):
        assert rep.max_stack == 0, rep.log
    tf = emit(samples.matmul(32, 32, 16, DType.fp32, input_precision="tf32"))
    assert "tl_tf32(" in tf and "tl_tf32(" not in emit(
        samples.matmul(32, 32, 16, DType.fp32, input_precision="ieee")).split("// kernel")[1]


def test_fast_exp_and_line_comments():
    k = tiledsl.load(EX / "softmax.tile").softmax
    src = k.emit("cuda", BLOCK=1024)
    assert "tl_expf(" in src and "ex2.approx.f32" in src
    body = src.split("// kernel")[1]
    assert all("// softmax.tile:" in ln for ln in body.splitlines()
               if ln.strip().endswith(";") and "tl_c" not in ln and "tl_lane" not in ln
               and "tl_warp" not in ln and "tl_smem" not in ln)


ROWS_LAYERNORM = """
kernel ln_rows(y: *fp16, x: *fp16, weight: *fp16, stride: i32, n_rows: i32, n_cols: i32,
               ROWS: constexpr, BLOCK: constexpr):
    rows = program_id(0) * ROWS + arange(0, ROWS)
    cols = arange(0, BLOCK)
    mask = (rows[:, None] < n_rows) & (cols[None, :] < n_cols)
    offs = rows[:, None] * stride + cols[None, :]
    h = load(x + offs, mask=mask, other=0.0).to(fp32)
    mean = sum(h, axis=1) / n_cols
    d = where(mask, h - mean[:, None], 0.0)
    w = load(weight + cols, mask=cols < n_cols, other=0.0).to(fp32)
    store(y + offs, (d * w[None, :]).to(fp16), mask=mask)
"""
ROWS_FACTS = {**{p: {"aligned16": True, "noalias": True} for p in ("y", "x", "weight")},
              **{i: {"div16": True} for i in ("stride", "n_rows", "n_cols")}}


def test_a_vector_broadcast_into_a_2d_tile_loads_in_the_slice_layout():
    """weight[BLOCK] feeds w[None, :] against a [2, 4096] tile on 32 warps: it is read in
    the slice of the tile's layout (16-byte vectors, each element by both warp groups), so
    neither it nor ``cols`` goes through shared memory. Before, the 1-D anchor (4 halves per
    thread) was converted: 10 barriers instead of 2 (a 2-row layer norm ran at 0.92 of
    Triton's speed, bench/probe_rows_2026-11-30_s3.txt)."""
    k = tiledsl.compile(ROWS_LAYERNORM, filename="rows.tile").ln_rows
    src = k.emit("cuda", num_warps=32, facts=ROWS_FACTS, ROWS=2, BLOCK=4096)
    body = src.split("// kernel")[1]
    assert "layout conversion" not in body
    assert body.count("__syncthreads()") == 1  # the reduction's one exchange
    assert body.count("tl_vec<__half, 8>*>(") == 3  # x, weight and y: 16 bytes per access
    if nvcc_path():
        rep = compile_check(src, "sm_90a")
        assert rep.spills == 0 and rep.max_stack == 0, rep.log  # (a compile error raises)


def _aligned_facts(ptrs, ints):
    return {**{p: {"aligned16": True, "noalias": True} for p in ptrs},
            **{i: {"div16": True} for i in ints}}


def test_index_arithmetic_is_rebuilt_in_each_layout_not_converted():
    """matmul's rm/rn/rk and attention's offsets feed tiles of several layouts: the aranges,
    products and sums are computed again in each one (no shared memory, no barrier), where
    they were converted through shared memory, four times per K iteration in matmul. The one
    value matmul converts is its result, from the tensor cores' accumulator layout."""
    mm = tiledsl.load(EX / "matmul.tile").matmul.emit(
        "cuda", num_warps=4, facts=_aligned_facts(["c", "a", "b", "bias"],
                                          ["M", "N", "K", "stride_am", "stride_bk",
                                           "stride_cm"]))
    body = mm.split("// kernel")[1]
    # one conversion: the fp16 result, from the accumulator's MMA layout to the store's
    assert body.count("layout conversion") == 1
    assert "__half* cv" in body and "int* cv" not in body and "bool* cv" not in body
    # (no is_one facts: the loads are scalar, so not pipelined) the dot's operand staging in
    # shared memory, before and after the write in each K iteration, in each of the two
    # copies of the versioned loop body (codegen/versioning.py), then the conversion's two
    assert "every index comparison below holds" in body
    assert body.count("__syncthreads()") == 2 * 2 + 2
    for causal in (False, True):
        att = tiledsl.load(EX / "attention.tile").attention.emit(
            "cuda", num_warps=4, HEAD_DIM=64, CAUSAL=causal,
            facts=_aligned_facts(["out", "q", "k", "v"],
                                 ["seq_len", "width", "stride_qz", "stride_qm", "stride_kz",
                                  "stride_km", "stride_vz", "stride_vm", "stride_oz",
                                  "stride_om"]))
        body = att.split("// kernel")[1]
        assert body.count("layout conversion") == 1  # the fp16 result, as in matmul
        assert "__half* cv" in body


@needs_nvcc
def test_values_that_are_not_cheap_are_still_converted():
    """exp() of an arange is needed in the 1-D store's layout and in a 2-D tile's slice: it
    is not index arithmetic, so it goes through shared memory once, and the result compiles."""
    k = tiledsl.compile("""
kernel k(o1: *fp32, o2: *fp32):
    c = arange(0, 256)
    e = exp(c.to(fp32) * 0.01)
    store(o1 + c, e)
    r = arange(0, 4)
    store(o2 + r[:, None] * 256 + c[None, :], e[None, :] + r[:, None].to(fp32))
""", filename="k.tile").k
    src = k.emit("cuda", num_warps=8, facts=_aligned_facts(["o1", "o2"], []))
    body = src.split("// kernel")[1]
    assert body.count("layout conversion") == 1  # rebuilt, exp() would need none
    compile_check(src, "sm_90a")
