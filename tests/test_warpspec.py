"""Warp specialization (``range(..., warp_specialize=True)``, codegen/warpspec.py): the
language keyword, the register split, where the code generator applies it and why not
elsewhere, the generated code compiled by nvcc for sm_90a, and (marked ``gpu``) specialized
matmuls, fp8 and attention against the interpreter."""
from __future__ import annotations

import sys

import numpy as np
import pytest

import tiledsl
from conftest import EXAMPLES, attention_case

from codegen import warpspec  # noqa: E402 - the package's codegen, as the other codegen tests

MM = EXAMPLES / "matmul.tile"
AT = EXAMPLES / "attention.tile"

WS_LOOP = """
kernel f(x: *fp32, n: i32, WS: constexpr = True):
    acc = zeros((16,), fp32)
    for i in range(0, n, 16, warp_specialize=WS):
        acc = acc + load(x + i + arange(0, 16), mask=i + arange(0, 16) < n, other=0.0)
    store(x + arange(0, 16), acc)
"""


def _facts(kernel, unit):
    from test_tensor_core_compile import aligned_facts

    return aligned_facts(kernel, unit)


def _emit(kernel, unit=("stride_ak", "stride_bn", "stride_cn"), arch="sm_90a", meta=None,
          persistent=False, **kw):
    from tiledsl import codegen

    warps, stages = kw.pop("num_warps", 8), kw.pop("num_stages", 4)
    fn = kernel.lower(facts=_facts(kernel, unit), **kw)
    return codegen._emit_sites(fn, f"cuda:{arch}", warps, num_stages=stages, tma=True,
                               meta=meta, persistent=persistent)[0]


def test_the_keyword_is_a_loop_attribute_the_interpreter_ignores():
    from test_loop_stages import MATMUL, for_ops, lowered

    fn = lowered(MATMUL.format(kw=", warp_specialize=True"))
    (loop,) = for_ops(fn)
    assert loop.attrs == {"warp_specialize": True}
    assert for_ops(lowered(MATMUL.format(kw=", warp_specialize=None")))[0].attrs == {}
    k = tiledsl.compile(WS_LOOP, filename="ws.tile").f
    x = np.arange(40, dtype=np.float32)
    want = x[0:16] + x[16:32] + np.concatenate([x[32:40], np.zeros(8, np.float32)])
    k[(1,)](x, 40, backend="interpreter")
    np.testing.assert_array_equal(x[:16], want)


@pytest.mark.parametrize("kw,consts,end_col,got", [
    (", warp_specialize=1", {}, 47, "the constant 1"),
    (", warp_specialize=K", {}, 47, "an i32 scalar"),
    (", warp_specialize=S", {"S": 2}, 47, "the constant 2"),
])
def test_a_non_constant_or_non_bool_value_is_a_located_error(kw, consts, end_col, got):
    from test_loop_stages import LOOP_LINE, MATMUL, errors_of

    assert errors_of(MATMUL.format(kw=kw), consts) == [
        (LOOP_LINE, 46, end_col, f"range()'s warp_specialize must be a compile-time bool "
                                 f"(True, False or a constexpr), got {got}")]


def test_consumer_registers_share_out_what_the_producer_gives_up():
    # 384 threads start at 168 registers; the producer's 128 threads keep 40
    assert warpspec.consumer_regs(256) == 232
    assert warpspec.consumer_regs(128) == 256   # capped at setmaxnreg's largest count
    assert warpspec.consumer_regs(512) == 104   # 640 threads start at 96
    assert 128 * 40 + 256 * 232 <= 384 * 168


def test_the_specialized_matmul_splits_the_block():
    k = tiledsl.load(MM).matmul.kernel
    meta = {}
    src = _emit(k, meta=meta, BLOCK_M=128, BLOCK_N=256, BLOCK_K=64, WARP_SPECIALIZE=True)
    assert meta["threads"] == 384
    assert "__launch_bounds__(384, 1)" in src
    body = src[src.index("tl_k_matmul("):]
    # one block-wide barrier (after the mbarriers' initialisation), then the split
    assert body.count("__syncthreads();") == 1
    assert body.index("__syncthreads();") < body.index("if (threadIdx.x >= 256)")
    assert "tl_setmaxnreg_dec<40>();" in body and "tl_setmaxnreg_inc<232>();" in body
    # the producer waits for empty stages and arms full ones; the consumers never issue copies
    prod = body[body.index("if (threadIdx.x >= 256)"):body.index("tl_setmaxnreg_inc<232>")]
    cons = body[body.index("tl_setmaxnreg_inc<232>"):]
    assert prod.count("tl_tma_load_2d(") == 5 and cons.count("tl_tma_load_2d(") == 0
    assert "tl_mbar_wait(tl_bar0 + 32 + 8 * tl_ws" in prod
    assert "tl_mbar_arrive(tl_bar0 + 32 + 8 * tl_rel0)" in cons
    # 4 full barriers of one arrival, 4 empty ones of one arrival per consumer warp
    assert body.count(", 1);\n") >= 4 and body.count("tl_mbar_init(tl_bar0 + 56, 8);") == 1
    assert "tl_bar_sync(1, 256);" in cons
    off = _emit(k, meta=(m2 := {}), BLOCK_M=128, BLOCK_N=256, BLOCK_K=64)
    assert m2["threads"] == 256 and "tl_setmaxnreg" not in off


@pytest.mark.parametrize("case,why", [
    ("sm_80", "it needs TMA copies: sm_90a, with TILEDSL_TMA on and no check=\"bounds\""),
    ("stages", "num_stages turns pipelining off"),
    ("unaligned", "no load of the loop is pipelined (the lines below say why)"),
    ("nested", "it is not at the top level of the kernel"),
])
def test_where_it_cannot_apply_the_source_says_why(case, why):
    k = tiledsl.load(MM).matmul.kernel
    kw = dict(BLOCK_M=128, BLOCK_N=128, BLOCK_K=64, WARP_SPECIALIZE=True, num_warps=4)
    if case == "sm_80":
        src = _emit(k, arch="sm_80", **kw)
    elif case == "stages":
        src = _emit(k, **{**kw, "num_stages": 1})
    elif case == "unaligned":
        from tiledsl import codegen

        fn = k.lower(BLOCK_M=128, BLOCK_N=128, BLOCK_K=64, WARP_SPECIALIZE=True)
        src = codegen._emit_sites(fn, "cuda:sm_90a", 4, tma=True)[0]
    else:
        text = MM.read_text().replace(
            "    for k in range(0, K, BLOCK_K, warp_specialize=WARP_SPECIALIZE):",
            "    if M > 0:\n      for k in range(0, K, BLOCK_K, warp_specialize=WARP_SPECIALIZE):"
        )
        lines, out, inside = text.splitlines(), [], False
        for ln in lines:  # indent the loop's body under the new if
            if "for k in range(0, K, BLOCK_K" in ln:
                inside = True
                out.append(ln)
                continue
            if inside and ln.startswith("        "):
                out.append("  " + ln)
                continue
            inside = False
            out.append(ln)
        src = _emit(tiledsl.compile("\n".join(out), filename="nested.tile").matmul.kernel, **kw)
    assert f"warp_specialize is not applied: {why}" in src
    assert "tl_setmaxnreg" not in src


@pytest.mark.slow
def test_specialized_kernels_compile_without_spills(monkeypatch):
    """matmul (two tiles, and persistent with and without specialization), fp8 matmul and
    attention (D128 causal and not, D64) specialized for sm_90a: setmaxnreg, mbarrier
    arrivals and the consumers' named barrier in the PTX, no spills, and ptxas keeps the
    register split (no C7508 warning); attention's turn barriers (bar.arrive) and no fence
    that ptxas had to add inside its MMA groups (C7519)."""
    from test_tensor_core_compile import FENCED, compile_all

    want = {"setmaxnreg.dec.sync.aligned.u32 40", "setmaxnreg.inc.sync.aligned.u32",
            "mbarrier.arrive.shared::cta.b64", "bar.sync", "cp.async.bulk.tensor",
            "wgmma.mma_async"}
    jobs = []
    k = tiledsl.load(MM).matmul.kernel
    for bm, bn, w, s in ((128, 256, 8, 4), (128, 128, 4, 4)):
        jobs.append((f"matmul {bm}x{bn}", "sm_90a",
                     _emit(k, num_warps=w, num_stages=s, BLOCK_M=bm, BLOCK_N=bn, BLOCK_K=64,
                           WARP_SPECIALIZE=True), want, set()))
    # persistent, specialized and not: the tile loop, the grid parameters, no spills (one
    # block per tile; test_cluster.py compiles the clusters of two)
    monkeypatch.setenv("TILEDSL_CLUSTER", "0")
    for ws in (True, False):
        jobs.append((f"matmul persistent ws={ws}", "sm_90a",
                     _emit(k, persistent=True, num_stages=3, BLOCK_M=128, BLOCK_N=256,
                           BLOCK_K=64, WARP_SPECIALIZE=ws),
                     {"cp.async.bulk.tensor", "wgmma.mma_async"} |
                     (want if ws else set()), set()))
    f8 = tiledsl.load(EXAMPLES.parent / "bench" / "matmul_fp8.tile").matmul_fp8
    jobs.append(("fp8", "sm_90a", _emit(f8, unit=(), BLOCK_M=128, BLOCK_N=256, BLOCK_K=128,
                                        WARP_SPECIALIZE=True), want, set()))
    at = tiledsl.load(AT).attention.kernel
    for d, causal in ((128, True), (128, False), (64, False)):  # P packed before the fence
        jobs.append((f"attention D{d}", "sm_90a",
                     _emit(at, unit=(), num_stages=2, HEAD_DIM=d, BLOCK_M=128, BLOCK_N=128,
                           CAUSAL=causal, WARP_SPECIALIZE=True), want | {"bar.arrive"},
                     {FENCED}))
    assert compile_all(jobs) == []


# ---------------------------------------------------------------------- ping-pong


def _loop_lines(src: str) -> list:
    """The consumers' lines from the specialized loop's first turn to the last."""
    lines = src.splitlines()
    start = next(i for i, ln in enumerate(lines) if "take turns at the tensor core" in ln)
    end = next(i for i, ln in enumerate(lines) if "the last turn passed" in ln)
    return lines[start:end + 1]


@pytest.mark.parametrize("overlap", [False, True])
def test_two_consumer_warpgroups_take_turns_at_the_tensor_core(overlap, monkeypatch):
    """Attention's loop (two wgmma dots) with 8 consumer warps: warpgroup 1 passes the first
    turn, each turn is waited for before a fence and passed on after a commit, and
    warpgroup 0 takes the last turn after the loop (FlashAttention-3's ping-pong). Without
    the overlap of codegen/overlap.py, one turn per dot: 2 waits and 2 passes per iteration;
    with it, the second dot's MMAs (deferred from the iteration before) are issued in the
    first dot's turn, after its commit and before their own: 1 wait, 1 pass, 2 commits. The
    body is emitted once (TILEDSL_LOOP_VERSIONING=0; versioned, each copy has its own
    turns)."""
    monkeypatch.setenv("TILEDSL_LOOP_VERSIONING", "0")
    monkeypatch.setenv("TILEDSL_DOT_OVERLAP", "1" if overlap else "0")
    at = tiledsl.load(AT).attention.kernel
    src = _emit(at, unit=(), num_stages=3 if overlap else 2, HEAD_DIM=128, BLOCK_M=128,
                BLOCK_N=128, WARP_SPECIALIZE=True)
    body = [ln.split("//")[0].strip() for ln in _loop_lines(src)]
    assert body[0] == "const unsigned tl_wg = threadIdx.x / 128;"
    assert body[1] == "if (tl_wg == 1) tl_bar_arrive(2, 256);"
    assert body[-1] == "if (tl_wg == 0) tl_bar_sync(2, 256);"
    waits = [i for i, ln in enumerate(body) if ln == "tl_bar_sync(2 + tl_wg, 256);"]
    passes = [i for i, ln in enumerate(body) if ln == "tl_bar_arrive(2 + (tl_wg ^ 1u), 256);"]
    fences = [i for i, ln in enumerate(body) if ln == "tl_wgmma_fence();"]
    commits = [i for i, ln in enumerate(body) if ln == "tl_wgmma_commit();"]
    turns = 1 if overlap else 2
    assert len(waits) == len(passes) == turns and len(fences) == len(commits) == 2
    assert [w + 1 for w in waits] == fences[:turns]
    if overlap:  # the deferred group has a fence of its own, in the test of its iteration
        assert body[fences[1] - 1].startswith("if (iv") and commits[0] < fences[1] < commits[1]
    assert [c + 1 for c in commits][len(commits) - turns:] == passes
    # P (the second dot's A, in registers) is packed before the fence: between fence and
    # commit only descriptors and MMAs (and, overlapped, the test of the first iteration)
    group = body[fences[-1] + 1:commits[-1]]
    mma = ("const unsigned long long db", "tl_wgmma_m64")
    extra = ("if (iv", "}", "tl_wgmma_commit", "tl_wgmma_fence") if overlap else ()
    assert group and all(ln.startswith(mma + extra) or (overlap and not ln)  # a comment
                         for ln in group), group
    if overlap:
        assert sum(ln.startswith("tl_wgmma_m64n128k16_f16_rs_tb(") for ln in group) == 8


@pytest.mark.parametrize("case", ["one warpgroup", "one dot", "knob off", "not specialized"])
def test_no_turns_where_they_cannot_help(case, monkeypatch):
    """No turn barriers with one consumer warpgroup, with one dot in the loop (a matmul:
    the warpgroups' MMAs only queue behind each other), with TILEDSL_PINGPONG=0, or in a loop
    that is not warp-specialized."""
    at = tiledsl.load(AT).attention.kernel
    kw = dict(unit=(), num_stages=2, HEAD_DIM=128, BLOCK_M=128, BLOCK_N=128,
              WARP_SPECIALIZE=True)
    if case == "one warpgroup":
        kw.update(BLOCK_M=64, num_warps=4)
    elif case == "knob off":
        monkeypatch.setenv("TILEDSL_PINGPONG", "0")
    elif case == "not specialized":
        kw.update(WARP_SPECIALIZE=False)
    if case == "one dot":
        src = _emit(tiledsl.load(MM).matmul.kernel, num_stages=4, BLOCK_M=128, BLOCK_N=256,
                    BLOCK_K=64, WARP_SPECIALIZE=True)
    else:
        src = _emit(at, **kw)
    assert "wgmma.mma_async" in src
    assert src.count("tl_bar_arrive(") == src.count("tl_bar_arrive(unsigned")  # no call
    assert "tl_wg " not in src and "take turns" not in src


# ---------------------------------------------------------------------- GPU


@pytest.mark.gpu
@pytest.mark.parametrize("mode", ["ws", "ws+persistent", "persistent"])
@pytest.mark.parametrize("dtype", ["fp16", "bf16"])
@pytest.mark.parametrize("bm,bn,warps,stages", [(128, 256, 8, 3), (128, 128, 4, 3),
                                                (64, 128, 4, 2)])
@pytest.mark.parametrize("m,n,k", [(200, 264, 328), (2000, 2200, 1000)])
def test_specialized_matmul_equals_the_interpreter(mode, dtype, bm, bn, warps, stages, m, n, k):
    """Ragged and long K (16 iterations: the stages' phases wrap several times); persistent
    with more tiles than the H200's 132 SMs (144 to 576 tiles of the larger shape), so a
    block's ring and phases carry over tiles."""
    err = matmul_error(dtype, m, n, k, bm, bn, warps, stages,
                       WARP_SPECIALIZE=mode.startswith("ws"),
                       persistent=mode.endswith("persistent"))
    # one rounding to fp16/bf16 of sums that differ by their order
    assert err <= (2e-3 if dtype == "fp16" else 1.6e-2), err


def _matmul_case(dtype, m, n, k, bm, bn):
    """(kernel, grid, launch arguments given the output and inputs, inputs as CPU torch
    tensors of ``dtype``) of :func:`matmul_error`'s matmul: seeded, so the same every time."""
    import torch

    rng = np.random.default_rng(m + k)
    a = (rng.standard_normal((m, k)) / np.sqrt(k)).astype(np.float32)
    b = rng.standard_normal((k, n)).astype(np.float32)
    bias = rng.standard_normal(n).astype(np.float32)
    tdt = {"fp16": torch.float16, "bf16": torch.bfloat16}[dtype]
    inputs = tuple(torch.from_numpy(x).to(tdt) for x in (a, b, bias))
    src = MM.read_text().replace("*fp16", f"*{dtype}").replace(".to(fp16)", f".to({dtype})")
    kern = tiledsl.compile(src, filename=f"matmul_{dtype}.tile").matmul.kernel
    grid = ((m + bm - 1) // bm, (n + bn - 1) // bn)
    args = lambda c, a_, b_, bi: (c, a_, b_, bi, m, n, k, k, 1, n, 1, n, 1)  # noqa: E731
    return kern, grid, args, inputs


_REFERENCES: dict = {}


def interpreter_reference(dtype, m, n, k, bm, bn):
    """The interpreter's output of :func:`matmul_error`'s matmul as float64, computed once
    per test run for each (dtype, shape, tile): the cases that differ only in GPU options
    (warps, stages, warp specialization, persistence, clusters) share it. The 2000x2200x1000
    runs take about a minute each, so under pytest-xdist the workers share them too, through
    ``.npy`` files in a folder of this run (its ``PYTEST_XDIST_TESTRUNUID``) in the tests'
    cache folder."""
    key = (dtype, m, n, k, bm, bn)
    if key in _REFERENCES:
        return _REFERENCES[key]
    import os

    from conftest import TEST_CACHE_DIR

    run = os.environ.get("PYTEST_XDIST_TESTRUNUID")
    path = None
    if run:
        folder = os.path.join(TEST_CACHE_DIR, f"test-references-{run}")
        os.makedirs(folder, exist_ok=True)
        path = os.path.join(folder, "matmul-{}-{}x{}x{}-{}x{}.npy".format(*key))
        if os.path.exists(path):
            _REFERENCES[key] = np.load(path)
            return _REFERENCES[key]
    import torch

    kern, grid, args, (ta, tb, tbias) = _matmul_case(*key)
    want = torch.zeros((m, n), dtype=ta.dtype)
    kern[grid](*args(want, ta, tb, tbias), BLOCK_M=bm, BLOCK_N=bn, BLOCK_K=64,
               backend="interpreter")
    _REFERENCES[key] = w = want.double().numpy()
    if path:  # written whole, then renamed: another worker never reads half a file
        tmp = f"{path}.{os.getpid()}.tmp.npy"
        np.save(tmp, w)
        os.replace(tmp, path)
    return w


def test_the_interpreter_reference_is_computed_once_per_run(monkeypatch, tmp_path):
    """On the CPU: :func:`interpreter_reference` is the matmul (ragged M, N, K against the
    tile), and a second call, in this process or (through the run's folder) in another
    worker, returns what the first computed."""
    pytest.importorskip("torch")
    import conftest

    monkeypatch.setattr(conftest, "TEST_CACHE_DIR", str(tmp_path))
    monkeypatch.setenv("PYTEST_XDIST_TESTRUNUID", "r1")
    monkeypatch.setattr(sys.modules[__name__], "_REFERENCES", {})
    key = ("bf16", 70, 40, 100, 64, 32)
    w = interpreter_reference(*key)
    _, _, _, (ta, tb, tbias) = _matmul_case(*key)
    want = ta.double().numpy() @ tb.double().numpy() + tbias.double().numpy()
    assert w.shape == (70, 40) and np.abs(w - want).max() <= 1.6e-2 * np.abs(want).max()
    assert interpreter_reference(*key) is w
    files = list((tmp_path / "test-references-r1").iterdir())
    assert [f.name for f in files] == ["matmul-bf16-70x40x100-64x32.npy"]
    _REFERENCES.clear()  # another worker: no copy in memory, the run's file
    np.save(files[0], np.full((70, 40), 3.0))
    assert (interpreter_reference(*key) == 3.0).all()


def matmul_error(dtype, m, n, k, bm, bn, warps, stages, launches=1, fill=0.0, **opts):
    """examples/matmul.tile in ``dtype`` on the GPU (``launches`` times into an output
    filled with ``fill``, with launch options ``opts``) against the interpreter
    (:func:`interpreter_reference`): the largest difference over the largest magnitude (at
    least 1). Skips without torch or a GPU."""
    torch = pytest.importorskip("torch")
    if not torch.cuda.is_available():
        pytest.skip("no CUDA device")
    w = interpreter_reference(dtype, m, n, k, bm, bn)
    kern, grid, args, (ta, tb, tbias) = _matmul_case(dtype, m, n, k, bm, bn)
    got = torch.full((m, n), fill, dtype=ta.dtype, device="cuda")
    for _ in range(launches):
        kern[grid](*args(got, ta.cuda(), tb.cuda(), tbias.cuda()), BLOCK_M=bm, BLOCK_N=bn,
                   BLOCK_K=64, num_warps=warps, num_stages=stages, **opts)
    torch.cuda.synchronize()
    return float(np.abs(got.cpu().double().numpy() - w).max()) / max(1.0, float(abs(w).max()))


@pytest.mark.gpu
def test_specialized_fp8_matmul_equals_the_interpreter():
    torch = pytest.importorskip("torch")
    if not torch.cuda.is_available():
        pytest.skip("no CUDA device")
    import ml_dtypes

    kern = tiledsl.load(EXAMPLES.parent / "bench" / "matmul_fp8.tile").matmul_fp8
    m, n, k = 200, 264, 1000
    rng = np.random.default_rng(5)
    a = (rng.standard_normal((m, k)) * 2).astype(ml_dtypes.float8_e4m3fn)
    bt = (rng.standard_normal((n, k)) * 2).astype(ml_dtypes.float8_e4m3fn)
    sa, sb = np.array([0.5 / np.sqrt(k)], np.float32), np.array([0.25], np.float32)
    from test_gpu_dot import _torch_device

    grid = ((m + 127) // 128, (n + 255) // 256)
    want = np.zeros((m, n), ml_dtypes.bfloat16)
    kern[grid](want, a, bt, sa, sb, m, n, k, k, k, n, BLOCK_M=128, BLOCK_N=256, BLOCK_K=128,
               backend="interpreter")
    got = torch.zeros((m, n), dtype=torch.bfloat16, device="cuda")
    kern[grid](got, _torch_device(a), _torch_device(bt), torch.from_numpy(sa).cuda(),
               torch.from_numpy(sb).cuda(), m, n, k, k, k, n, BLOCK_M=128, BLOCK_N=256,
               BLOCK_K=128, WARP_SPECIALIZE=True, num_warps=8, num_stages=4)
    torch.cuda.synchronize()
    w = want.astype(np.float64)
    g = got.float().cpu().numpy().astype(np.float64)
    assert float(np.abs(g - w).max()) / max(1.0, float(np.abs(w).max())) <= 1.6e-2


@pytest.mark.gpu
@pytest.mark.parametrize("persistent", [False, True])
@pytest.mark.parametrize("d,causal,bm,bn,warps", [(128, False, 128, 128, 8), (128, True, 128, 64, 8),
                                                  (64, True, 64, 64, 4), (64, False, 128, 64, 8)])
def test_specialized_attention_equals_the_interpreter(d, causal, bm, bn, warps, persistent):
    torch = pytest.importorskip("torch")
    if not torch.cuda.is_available():
        pytest.skip("no CUDA device")
    at = tiledsl.load(AT).attention.kernel
    bh, n = (48 if persistent else 3), 333  # persistent: 144+ tiles, more than the SMs
    q, kk, v, scale, grid, strides, want = attention_case(at, bh, n, d, bm, bn, causal, d + bm)
    tq, tk, tv = (torch.from_numpy(x).cuda() for x in (q, kk, v))
    got = torch.zeros((bh, n, d), dtype=torch.float16, device="cuda")
    at[grid](got, tq, tk, tv, scale, n, d, *strides, HEAD_DIM=d, BLOCK_M=bm, BLOCK_N=bn,
             CAUSAL=causal, WARP_SPECIALIZE=True, persistent=persistent, num_warps=warps,
             num_stages=2)
    torch.cuda.synchronize()
    err = float(np.abs(got.cpu().numpy().astype(np.float64) - want.astype(np.float64)).max())
    assert err <= 4e-3, err


# ---------------------------------------------------------------------- grouped order


def test_the_grouped_order_runs_every_program_once(tmp_path):
    """The grouped program ids of the matmul's preamble (codegen/raster.py), compiled by the
    host's C++ compiler over a range of grids: every (pid0, pid1) of the grid exactly once,
    and consecutive blocks inside one group of 8 rows along axis 0."""
    import shutil
    import subprocess

    cxx = shutil.which("g++") or shutil.which("c++")
    if cxx is None:
        pytest.skip("no C++ compiler")
    k = tiledsl.load(MM).matmul.kernel
    src = _emit(k, BLOCK_M=128, BLOCK_N=256, BLOCK_K=64)
    pre = [ln for ln in src.splitlines() if "tl_lin" in ln or "tl_gsz" in ln or "tl_g0" in ln
           or "tl_grows" in ln or "tl_pid0 =" in ln or "tl_pid1 =" in ln]
    assert len(pre) == 6
    body = "\n".join(pre)
    prog = ("#include <cstdio>\n#include <algorithm>\nusing std::min;\n"
            "struct D { unsigned x, y; };\n"
            "int main() {\n"
            "  for (unsigned gx = 1; gx <= 40; ++gx) for (unsigned gy = 1; gy <= 24; ++gy) {\n"
            "    static int seen[40][24];\n"
            "    for (unsigned i = 0; i < gx; ++i) for (unsigned j = 0; j < gy; ++j) seen[i][j] = 0;\n"
            "    D gridDim{gx, gy};\n"
            "    for (unsigned by = 0; by < gy; ++by) for (unsigned bx = 0; bx < gx; ++bx) {\n"
            "      D blockIdx{bx, by};\n" + body + "\n"
            "      if (tl_pid0 < 0 || tl_pid0 >= (int)gx || tl_pid1 < 0 || tl_pid1 >= (int)gy)"
            " { printf(\"out %u %u\\n\", gx, gy); return 1; }\n"
            "      if (tl_pid0 / 8 != tl_lin / (8 * (int)gy)) { printf(\"group %u %u\\n\", gx, gy);"
            " return 1; }\n"
            "      seen[tl_pid0][tl_pid1]++;\n"
            "    }\n"
            "    for (unsigned i = 0; i < gx; ++i) for (unsigned j = 0; j < gy; ++j)\n"
            "      if (seen[i][j] != 1) { printf(\"twice %u %u\\n\", gx, gy); return 1; }\n"
            "  }\n  printf(\"ok\\n\");\n  return 0;\n}\n")
    (tmp_path / "g.cpp").write_text(prog)
    subprocess.run([cxx, "-O1", "-o", str(tmp_path / "g"), str(tmp_path / "g.cpp")], check=True)
    out = subprocess.run([str(tmp_path / "g")], capture_output=True, text=True)
    assert (out.returncode, out.stdout) == (0, "ok\n")


def test_the_grouped_order_is_off_without_wgmma_or_with_the_knob(monkeypatch):
    k = tiledsl.load(MM).matmul.kernel
    kw = dict(BLOCK_M=128, BLOCK_N=256, BLOCK_K=64)
    assert "tl_pid0" in _emit(k, **kw)
    assert "tl_pid0" not in _emit(k, arch="sm_80", **kw)
    monkeypatch.setenv("TILEDSL_GROUPED_ORDER", "0")
    assert "tl_pid0" not in _emit(k, **kw)


# ---------------------------------------------------------------------- persistent tiles


def test_a_persistent_specialized_matmul_walks_the_tiles_on_both_sides(monkeypatch):
    """One block per tile (TILEDSL_CLUSTER and TILEDSL_STREAM_K off; test_cluster.py has the
    clusters of two, test_streamk.py the split last wave), its result stored from registers
    through the conversion buffer (TILEDSL_TMA_STORE off)."""
    monkeypatch.setenv("TILEDSL_CLUSTER", "0")
    monkeypatch.setenv("TILEDSL_STREAM_K", "0")
    monkeypatch.setenv("TILEDSL_TMA_STORE", "0")  # the epilogue's conversion (test_tma_store.py)
    k = tiledsl.load(MM).matmul.kernel
    meta = {}
    src = _emit(k, meta=meta, persistent=True, num_stages=3, BLOCK_M=128, BLOCK_N=256,
                BLOCK_K=64, WARP_SPECIALIZE=True)
    assert meta == {"threads": 384, "persistent": True, "cluster": 1, "stream_k": 0}
    assert "int tl_grid0, int tl_grid1, int tl_grid2)" in src
    body = src[src.index("tl_k_matmul("):]
    prod = body[body.index("if (threadIdx.x >= 256)"):body.index("tl_setmaxnreg_inc<232>")]
    cons = body[body.index("tl_setmaxnreg_inc<232>"):]
    loop = "for (int tl_tile = (int)blockIdx.x; tl_tile < tl_grid0 * tl_grid1 * tl_grid2; " \
           "tl_tile += (int)gridDim.x)"
    assert prod.count(loop) == 1 and cons.count(loop) == 1
    # the ring's place is kept across tiles: declared before the split, never reset
    assert body.index("int tl_pr0 = 0, tl_rel0 = 0;") < body.index("if (threadIdx.x >= 256)")
    assert "tl_mbar_inval" not in body
    # the stages still held after a tile's loop are released; the epilogue's shared memory
    # is above the ring (3 stages of 48 KiB and 6 mbarriers)
    assert "for (int tl_j = 0; tl_j < 2 && tl_j < tl_rn0; ++tl_j)" in cons
    assert "reinterpret_cast<__half*>(tl_smem + 147584);  // layout conversion" in cons
    assert cons.count("*reinterpret_cast<tl_vec<__half, 8>*>(p") == 16
    assert "tl_bar_sync(1, 256);  // the next tile reuses shared memory" in cons


def test_acc_store_direct_writes_from_the_accumulator_layout(monkeypatch):
    """TILEDSL_ACC_STORE=direct: the epilogue stores pairs of halves from the wgmma
    accumulator's layout, with no conversion buffer (a persistent kernel then fits a 4th
    stage of 48 KiB below the mbarriers). TMA stores off: they replace both."""
    monkeypatch.setenv("TILEDSL_TMA_STORE", "0")
    k = tiledsl.load(MM).matmul.kernel
    kw = dict(num_stages=3, BLOCK_M=128, BLOCK_N=256, BLOCK_K=64, WARP_SPECIALIZE=True)
    plain = _emit(k, **kw)
    assert "layout conversion" in plain
    monkeypatch.setenv("TILEDSL_ACC_STORE", "direct")
    cons = _emit(k, persistent=True, **kw).split("tl_setmaxnreg_inc<232>")[1]
    assert "layout conversion" not in cons
    assert cons.count("*reinterpret_cast<tl_vec<__half, 2>*>(p") == 64
    four = _emit(k, persistent=True, **dict(kw, num_stages=4))
    assert "4 stages of 49152 bytes (shared memory 0..196672)" in four
    plain = _emit(k, **kw)
    assert "layout conversion" not in plain
    assert plain.count("*reinterpret_cast<tl_vec<__half, 2>*>(p") == 64


def test_persistent_is_ignored_off_sm_90a():
    k = tiledsl.load(MM).matmul.kernel
    meta = {}
    src = _emit(k, arch="sm_80", meta=meta, persistent=True, BLOCK_M=128, BLOCK_N=128,
                BLOCK_K=64, num_warps=4)
    assert meta["persistent"] is False and "tl_tile" not in src and "tl_grid0" not in src


NEEDS_TMA = "it needs TMA copies: sm_90a, with TILEDSL_TMA on and no check=\"bounds\""


def test_an_option_not_applied_warns_with_the_kernel_its_configuration_and_why():
    """warp_specialize or persistent asked for but not applied: one TileOptionWarning each,
    at the caller's line, naming the kernel, its specialization and the reason the
    generated code's ``// pipeline:`` comment gives (the code is the same as before); none
    where both apply; ``tiledsl emit`` prints each as one ``warning:`` line."""
    import subprocess
    import warnings

    k = tiledsl.load(MM).matmul.kernel
    kw = dict(BLOCK_M=128, BLOCK_N=128, BLOCK_K=64, WARP_SPECIALIZE=True)
    config = ("BLOCK_M=128, BLOCK_N=128, BLOCK_K=64, ACTIVATION='none', WARP_SPECIALIZE=True; "
              "num_warps=4, persistent=True; cuda:sm_80")
    with pytest.warns(tiledsl.TileOptionWarning) as got:
        line = sys._getframe().f_lineno + 1  # the next line's
        src = k.emit("cuda:sm_80", persistent=True, **kw)
    assert [str(w.message) for w in got] == [
        f"kernel matmul ({config}): persistent is not applied: {NEEDS_TMA}",
        f"kernel matmul ({config}): warp_specialize is not applied: {NEEDS_TMA}"]
    assert {(w.filename, w.lineno) for w in got} == {(__file__, line)}
    assert f"// pipeline: warp_specialize is not applied: {NEEDS_TMA}" in src
    with pytest.warns(tiledsl.TileOptionWarning, match=r"\): warp_specialize is not applied: "
                      r"no load of the loop is pipelined: load at matmul\.tile:\d+ stays "
                      r"synchronous: "):
        k.emit("cuda:sm_90a", **kw)  # no facts: the loads stay synchronous
    facts = _facts(k, ("stride_ak", "stride_bn", "stride_cn"))
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # both apply: nothing to say
        assert "tl_tile += " in k.emit("cuda:sm_90a", persistent=True, facts=facts, **kw)
    r = subprocess.run([sys.executable, "-m", "tiledsl", "emit", str(MM), "--kernel", "matmul",
                        "--target", "cuda:sm_80", "--persistent", "--constexpr",
                        "WARP_SPECIALIZE=True"], capture_output=True, text=True)
    *warned, note = r.stderr.splitlines()  # last, that matmul.tile is autotuned
    assert note.startswith("tiledsl emit: note: the kernel is autotuned, but emit tries no ")
    assert (r.returncode, warned) == (0, [
        f"tiledsl emit: warning: kernel matmul ({config}): persistent is not applied: "
        f"{NEEDS_TMA}",
        f"tiledsl emit: warning: kernel matmul ({config}): warp_specialize is not applied: "
        f"{NEEDS_TMA}"])
    assert r.stdout == src + "\n"


def test_emit_shows_the_persistent_kernel():
    """``tiledsl emit --persistent`` and ``kernel.emit(persistent=True)``: the tile loop and
    the grid parameters (a user without a GPU can read what the option produces)."""
    import subprocess
    import sys

    k = tiledsl.load(MM).matmul.kernel
    src = k.emit("cuda:sm_90a", persistent=True, BLOCK_M=128, BLOCK_N=128, BLOCK_K=64)
    assert "int tl_grid0, int tl_grid1, int tl_grid2)" in src and "tl_tile += " in src
    assert "tl_tile" not in k.emit("cuda:sm_90a", BLOCK_M=128, BLOCK_N=128, BLOCK_K=64)
    r = subprocess.run([sys.executable, "-m", "tiledsl", "emit", str(MM), "--target",
                        "cuda:sm_90a", "--constexpr", "BLOCK_M=128", "BLOCK_N=128", "BLOCK_K=64",
                        "--persistent"], capture_output=True, text=True)
    assert r.returncode == 0 and "tl_tile += " in r.stdout, r.stderr
    with pytest.raises(tiledsl.TileLaunchError) as e:
        k.emit("cuda:sm_90a", persistent="yes", BLOCK_M=128, BLOCK_N=128, BLOCK_K=64)
    assert str(e.value) == "matmul(): persistent must be True or False, got 'yes'"


def test_wgmma_in_flight_off_waits_in_each_iteration(monkeypatch):
    """TILEDSL_WGMMA_IN_FLIGHT=0: each iteration waits for its own wgmma group (wait<0>), so
    the specialized loop releases the stage it read one iteration ago, not two; the default
    keeps one group in flight (wait<1>) and releases two iterations behind."""
    k = tiledsl.load(MM).matmul.kernel
    kw = dict(num_stages=3, BLOCK_M=128, BLOCK_N=256, BLOCK_K=64, WARP_SPECIALIZE=True)
    on = _emit(k, **kw).split("tl_setmaxnreg_inc<232>")[1]
    assert "tl_wgmma_wait<1>();" in on and "// the stage read 2 iteration(s) ago is free" in on
    monkeypatch.setenv("TILEDSL_WGMMA_IN_FLIGHT", "0")
    off = _emit(k, **kw).split("tl_setmaxnreg_inc<232>")[1]
    assert "tl_wgmma_wait<1>();" not in off and "tl_wgmma_wait<0>();" in off
    assert "// the stage read 1 iteration(s) ago is free" in off
    assert "for (int tl_j = 0; tl_j < 1 && tl_j < tl_rn0; ++tl_j)" in off


def test_a_kernel_past_the_shared_memory_limit_says_so_in_its_source(monkeypatch):
    """A persistent specialized 256 x 128 tile at 4 stages, stored from registers (TMA stores
    off), keeps the epilogue's padded tile above a ring of 4 x 48 KiB: more than sm_90a's
    232,448 bytes (a launch refuses it, the autotuner skips it); its source says so at the top.
    At 3 stages it fits and says nothing; so does it at 4 with a TMA store, which stages the
    tile one panel at a time."""
    k = tiledsl.load(MM).matmul.kernel
    kw = dict(BLOCK_M=256, BLOCK_N=128, BLOCK_K=64, WARP_SPECIALIZE=True)
    assert "// shared memory:" not in _emit(k, persistent=True, num_stages=4, **kw)
    monkeypatch.setenv("TILEDSL_TMA_STORE", "0")
    over = _emit(k, persistent=True, num_stages=4, **kw)
    assert ("// shared memory: 266368 bytes, more than the 232448 a block may have on this "
            "target: a launch refuses it; use fewer stages or smaller tiles") in over
    assert "// shared memory:" not in _emit(k, persistent=True, num_stages=3, **kw)
