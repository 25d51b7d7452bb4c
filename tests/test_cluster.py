"""Clusters of two blocks for a persistent warp-specialized loop (codegen/cluster.py): where
the code generator applies them and why not elsewhere, the generated code (the pairs' tile
loop, the multicast copies, the barriers), the launch grid in whole clusters, the code
compiled by nvcc for sm_90a, and (marked ``gpu``) matmuls and attention against the
interpreter, with an odd number of programs along axis 0 (a pair's second program past the
grid)."""
from __future__ import annotations

import re
import shutil

import numpy as np
import pytest

import tiledsl
from conftest import EXAMPLES, attention_case

from codegen import runtime  # noqa: E402 - the package's codegen, as the other codegen tests

MM = EXAMPLES / "matmul.tile"
AT = EXAMPLES / "attention.tile"


@pytest.fixture(autouse=True)
def _clusters_on(monkeypatch):
    """TILEDSL_CLUSTER is off by default; these tests turn it on (or off where they say)."""
    monkeypatch.setenv("TILEDSL_CLUSTER", "1")


def _emit(kernel, unit=("stride_ak", "stride_bn", "stride_cn"), meta=None, persistent=True,
          **kw):
    from test_tensor_core_compile import aligned_facts
    from tiledsl import codegen

    warps, stages = kw.pop("num_warps", 8), kw.pop("num_stages", 3)
    fn = kernel.lower(facts=aligned_facts(kernel, unit), **kw)
    return codegen._emit_sites(fn, "cuda:sm_90a", warps, num_stages=stages, tma=True,
                               meta=meta, persistent=persistent)[0]


def _matmul(meta=None, **kw):
    k = tiledsl.load(MM).matmul.kernel
    return _emit(k, meta=meta, **dict(dict(BLOCK_M=128, BLOCK_N=256, BLOCK_K=64,
                                           WARP_SPECIALIZE=True), **kw))


def _attention(causal, meta=None):
    at = tiledsl.load(AT).attention.kernel
    return _emit(at, unit=(), meta=meta, num_stages=2, HEAD_DIM=128, BLOCK_M=128,
                 BLOCK_N=128, CAUSAL=causal, WARP_SPECIALIZE=True)


def test_a_persistent_specialized_matmul_runs_on_pairs_of_blocks():
    meta = {}
    src = _matmul(meta)
    assert meta == {"threads": 384, "persistent": True, "cluster": 2, "stream_k": 0}
    assert "__launch_bounds__(384, 1) __cluster_dims__(2, 1, 1) tl_k_matmul(" in src
    assert "// pipeline: a cluster of two blocks: 1 load(s) copied once for both" in src
    body = src[src.index("tl_k_matmul("):]
    prod = body[body.index("if (threadIdx.x >= 256)"):body.index("tl_setmaxnreg_inc<232>")]
    cons = body[body.index("tl_setmaxnreg_inc<232>"):]
    loop = ("for (int tl_tile = (int)(blockIdx.x >> 1); tl_tile < ((tl_grid0 + 1) >> 1) * "
            "tl_grid1 * tl_grid2; tl_tile += (int)(gridDim.x >> 1))")
    assert prod.count(loop) == 1 and cons.count(loop) == 1
    pid0 = "const int tl_pid0 = 2 * tl_q0 + (int)tl_crank;"
    assert prod.count(pid0) == 1 and cons.count(pid0) == 1
    # the group of the grouped order is 4 pairs: 8 rows of tiles, as without clusters
    assert prod.count("const int tl_gsz = 4 * (tl_grid1);") == 1
    # empty[s] counts the 8 consumer warps of both blocks; the barriers are cluster-wide
    assert [int(c) for c in re.findall(r"tl_mbar_init\(tl_bar0 \+ \d+, (\d+)\);", body)] == \
        [1, 1, 1, 16, 16, 16]
    assert body.index("tl_cluster_sync();  // both blocks' mbarriers exist") < \
        body.index("if (threadIdx.x >= 256)")
    end = [ln.strip() for ln in prod.rstrip().splitlines()[-3:]]
    assert end == ["tl_cluster_sync();  // the other block's consumers may still arrive here",
                   "return;", "}"], end
    assert body.rstrip().endswith("tl_cluster_sync();  // no block exits while the other may "
                                  "still arrive on its mbarriers\n}")
    # A (moves with program_id(0)) is this block's own box; B's four boxes alternate between
    # the two producers, each multicast to both blocks (mask 3)
    copies = [ln.strip() for ln in prod.splitlines() if "tl_tma_load" in ln]
    assert len(copies) == 5
    # (a program past the grid skips its own box: it would lie wholly outside A)
    assert copies[0].startswith("if (tl_pid0 < tl_grid0) tl_tma_load_2d((tl_sbase + 0 + "
                                "tl_ws * 49152) + 0, &tl_tmap0")
    # (a box that starts past N or K is copied by each block for itself, not multicast)
    for i, ln in enumerate(copies[1:]):
        assert re.match(r"if \(\(\(v\d+\)" + (f" \\+ {64 * i}" if i else "") +
                        r"\) < \(p_N\) && \(piv\d+\) < \(p_K\)\) \{ ", ln), ln
        mc = (f"{{ if (tl_crank == {i % 2}) tl_tma_load_2d_mc((tl_sbase + 0 + tl_ws * 49152) + "
              f"{16384 + 8192 * i}, &tl_tmap1")
        assert mc in ln, ln
        assert ", tl_bar0 + 8 * tl_ws, 3); } else tl_tma_load_2d((tl_sbase + 0 + tl_ws * " \
            f"49152) + {16384 + 8192 * i}, &tl_tmap1" in ln, ln
    # the full barrier expects the whole stage (the other block's half lands here too), or
    # past the grid B alone (32 KiB)
    assert "tl_mbar_expect_tx(tl_bar0 + 8 * tl_ws, tl_pid0 < tl_grid0 ? 49152u : 32768u);" \
        in prod
    # consumers release a stage on both blocks' empty barriers
    assert "tl_mbar_arrive_pair(tl_bar0 + 24 + 8 * tl_rel0)" in cons
    assert "tl_mbar_arrive(" not in cons


def test_a_program_past_the_grid_only_passes_its_stages_on():
    """With an odd grid along axis 0 the last pair's second program does not exist: its
    block waits for each stage of the loop and releases it, and runs nothing of the kernel
    (no store), then goes on to its next tile."""
    src = _matmul()
    cons = src[src.index("tl_setmaxnreg_inc<232>"):]
    start = cons.index("if (tl_pid0 >= tl_grid0) {")
    block = cons[start:cons.index("continue;", start)]
    assert cons.index("const int tl_pid0 = 2 * tl_q0 + (int)tl_crank;") < start
    assert re.search(r"for \(long long tl_di = k\d+; tl_di < p_K; tl_di \+= k\d+\) \{", block)
    assert "tl_mbar_wait(tl_bar0 + 8 * tl_pr0, tl_ph0);" in block
    assert "tl_mbar_arrive_pair(tl_bar0 + 24 + 8 * tl_rel0);" in block
    assert "store" not in block.lower().replace("restore", "") and "p_c" not in block
    assert "wgmma" not in block


@pytest.mark.parametrize("case,why", [
    ("causal attention", "the loop's bounds depend on program_id(0)"),
    ("knob off", "TILEDSL_CLUSTER is off"),
])
def test_where_it_cannot_apply_the_source_says_why(case, why, monkeypatch):
    if case == "knob off":
        monkeypatch.setenv("TILEDSL_CLUSTER", "0")
        meta = {}
        src = _matmul(meta)
    else:
        meta = {}
        src = _attention(True, meta)
    assert meta["cluster"] == 1 and meta["persistent"] is True
    assert f"// pipeline: no cluster of two blocks: {why}" in src
    assert "__cluster_dims__" not in src and "tl_crank" not in src
    assert "for (int tl_tile = (int)blockIdx.x;" in src or \
        "for (int tl_u = 0; ; ++tl_u) {  // persistent: this block's units (stream-K)" in src


def test_no_cluster_without_a_persistent_kernel():
    meta = {}
    src = _matmul(meta, persistent=False)
    assert meta == {"threads": 384, "persistent": False, "cluster": 1, "stream_k": 0}
    assert "__cluster_dims__" not in src and "cluster of two" not in src


def test_attention_shares_its_k_and_v_copies():
    """Non-causal attention's K and V boxes do not move with program_id(0) (the query
    block): both are split between the producers; Q, before the loop, is each block's own."""
    meta = {}
    src = _attention(False, meta)
    assert meta["cluster"] == 2
    assert "// pipeline: a cluster of two blocks: 2 load(s) copied once for both" in src
    prod = src[src.index("if (threadIdx.x >= 256)"):src.index("tl_setmaxnreg_inc<")]
    mc = re.findall(r"if \(tl_crank == (\d)\) tl_tma_load_3d_mc\(", prod)
    assert mc == ["0", "1", "0", "1"]


class _Ck:
    def __init__(self, cluster, blocks):
        self.cluster, self.blocks = cluster, blocks


@pytest.mark.parametrize("cluster,blocks,grid,want", [
    (2, 132, (64, 32, 1), (132, 1, 1)),   # more pairs than resident clusters
    (2, 132, (3, 1, 1), (4, 1, 1)),       # 2 pairs: the second's second program is past
    (2, 132, (1, 5, 2), (20, 1, 1)),      # one program per pair along axis 0
    (2, 132, (5, 10, 3), (132, 1, 1)),
    (1, 132, (5, 1, 1), (5, 1, 1)),
    (1, 132, (64, 32, 1), (132, 1, 1)),
])
def test_the_persistent_grid_is_whole_clusters(cluster, blocks, grid, want):
    assert runtime.persistent_grid(_Ck(cluster, blocks), grid) == want


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("nvcc") is None, reason="needs nvcc")
def test_cluster_kernels_compile_without_spills():
    """The matmul (fp16, 128x256 and 256x128 tiles) and non-causal attention on clusters:
    multicast copies, remote arrivals (mapa), the cluster barrier in the PTX; no spills."""
    from test_tensor_core_compile import compile_all

    want = {"multicast::cluster", "mapa.shared::cluster", "barrier.cluster.arrive",
            "barrier.cluster.wait", "mbarrier.arrive.shared::cluster.b64",
            "wgmma.mma_async", "setmaxnreg.inc.sync.aligned.u32"}
    jobs = [("matmul 128x256", "sm_90a", _matmul(), want, set()),
            ("matmul 256x128", "sm_90a", _matmul(BLOCK_M=256, BLOCK_N=128), want, set()),
            ("attention D128", "sm_90a", _attention(False), want, set())]
    assert compile_all(jobs) == []


# ---------------------------------------------------------------------- on the GPU


def _cuda():
    torch = pytest.importorskip("torch")
    if not torch.cuda.is_available():
        pytest.skip("no CUDA device")
    return torch


#: (m, n, k, dtype): nothing ragged; 3 rows of 128-row tiles (a program past the grid); the
#: last column of tiles partly and wholly outside B (boxes past N); K ragged; then ragged
#: everywhere with more tiles than the SMs, in both 16-bit dtypes
SHAPES = [(512, 512, 512, "fp16"), (384, 512, 512, "fp16"), (512, 264, 512, "fp16"),
          (512, 512, 328, "fp16"), (2000, 2200, 1000, "fp16"), (2000, 2200, 1000, "bf16"),
          (1300, 9000, 200, "fp16"), (300, 264, 328, "bf16")]


@pytest.mark.gpu
@pytest.mark.parametrize("cluster", ["1", "0"])
@pytest.mark.parametrize("bm,bn,warps,stages", [(128, 256, 8, 3), (256, 128, 8, 3),
                                                (128, 128, 4, 4)])
@pytest.mark.parametrize("m,n,k,dtype", SHAPES)
def test_cluster_matmul_equals_the_interpreter(cluster, dtype, bm, bn, warps, stages, m, n, k,
                                               monkeypatch):
    """Each shape of :data:`SHAPES` with the cluster and without it; the larger shapes have
    more tiles than the SMs (a block's ring and phases carry over tiles, past-the-grid tiles
    among them)."""
    from test_warpspec import matmul_error

    monkeypatch.setenv("TILEDSL_CLUSTER", cluster)
    # into 7.0s (every element is written), twice (the second: the direct launch path)
    err = matmul_error(dtype, m, n, k, bm, bn, warps, stages, launches=2, fill=7.0,
                       WARP_SPECIALIZE=True, persistent=True)
    assert err <= (2e-3 if dtype == "fp16" else 1.6e-2), err


@pytest.mark.gpu
@pytest.mark.parametrize("d,bm,bn,warps", [(128, 128, 128, 8), (64, 128, 64, 8)])
@pytest.mark.parametrize("n,bh", [(333, 48), (1024, 5)])
def test_cluster_attention_equals_the_interpreter(d, bm, bn, warps, n, bh):
    """Non-causal attention on clusters: 3 query blocks per sequence (a past-the-grid program
    in every pair of the last row) or 8."""
    torch = _cuda()
    at = tiledsl.load(AT).attention.kernel
    q, kk, v, scale, grid, strides, want = attention_case(at, bh, n, d, bm, bn, False, d + n)
    tq, tk, tv = (torch.from_numpy(x).cuda() for x in (q, kk, v))
    got = torch.zeros((bh, n, d), dtype=torch.float16, device="cuda")
    at[grid](got, tq, tk, tv, scale, n, d, *strides, HEAD_DIM=d, BLOCK_M=bm, BLOCK_N=bn,
             CAUSAL=False, WARP_SPECIALIZE=True, persistent=True, num_warps=warps,
             num_stages=2)
    torch.cuda.synchronize()
    err = float(np.abs(got.cpu().numpy().astype(np.float64) - want.astype(np.float64)).max())
    assert err <= 4e-3, err


@pytest.mark.gpu
@pytest.mark.parametrize("bm,bn,warps,stages", [(128, 256, 8, 3), (128, 128, 4, 4)])
def test_the_persistent_grid_is_the_clusters_the_device_runs_at_once(bm, bn, warps, stages):
    """A cluster's two blocks share one GPC, so the device may run fewer clusters at once
    than its SMs over two; the kernel's grid is what the driver says fits (more would run
    as a second wave)."""
    _cuda()
    from codegen import driver

    from test_tensor_core_compile import aligned_facts

    kern = tiledsl.load(MM).matmul.kernel
    fn = kern.lower(facts=aligned_facts(kern, ("stride_ak", "stride_bn", "stride_cn")),
                    BLOCK_M=bm, BLOCK_N=bn, BLOCK_K=64, WARP_SPECIALIZE=True)
    ck = runtime.get_compiled(fn, warps, num_stages=stages, persistent=True)
    assert ck.cluster == 2
    n = driver.max_active_clusters(runtime._function_ptr(ck.kernel), 2, ck.nthreads, ck.smem)
    import cupy

    sms = cupy.cuda.Device().attributes["MultiProcessorCount"]
    assert n is not None and 1 <= n <= sms // 2
    assert ck.blocks == 2 * n
    print(f"{bm}x{bn}: {n} clusters of 2 at once on {sms} SMs")
