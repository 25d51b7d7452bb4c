"""Two programs per block taking turns (codegen/pingpong.py, ``TILEDSL_PINGPONG_TILES=1``):
which kernels qualify and why not the others, the generated protocol (the programs' tile
loops, the skip of the other program's stages, the turn before and after the loop, each
program's barrier and shared memory), the ring positions the skip computes, nvcc's PTX, and
(marked ``gpu``) matmuls and GPT-2's linears against numpy."""
from __future__ import annotations

import re
import shutil

import numpy as np
import pytest

import tiledsl
from conftest import EXAMPLES

MM = EXAMPLES / "matmul.tile"


@pytest.fixture(autouse=True)
def _pingpong_on(monkeypatch):
    monkeypatch.setenv("TILEDSL_PINGPONG_TILES", "1")
    monkeypatch.setenv("TILEDSL_CLUSTER", "0")
    monkeypatch.setenv("TILEDSL_STREAM_K", "0")


def _emit(src=None, num_warps=4, num_stages=4, meta=None, persistent=True, **kw):
    """(source, shared bytes) of the persistent, specialized matmul example (or ``src``)."""
    from test_tensor_core_compile import aligned_facts
    from tiledsl import codegen

    k = (tiledsl.compile(src, filename="matmul.tile") if src else tiledsl.load(MM)).matmul.kernel
    fn = k.lower(facts=aligned_facts(k, ("stride_ak", "stride_bn", "stride_cn")),
                 **dict(dict(BLOCK_M=128, BLOCK_N=128, BLOCK_K=64, WARP_SPECIALIZE=True), **kw))
    src, smem, _ = codegen._emit_sites(fn, "cuda:sm_90a", num_warps, num_stages=num_stages,
                                       tma=True, meta=meta, persistent=persistent)
    return src, smem


def test_a_persistent_four_warp_matmul_runs_two_programs_per_block():
    meta = {}
    src, smem = _emit(meta=meta)
    assert meta["threads"] == 384  # two programs of 128 threads and the producer warpgroup
    assert "// pipeline: two programs per block take turns at the tensor core" in src
    assert "const int tl_prog = __shfl_sync(0xffffffffu, (int)(threadIdx.x / 128), 0);" in src
    assert "const int tl_tid = threadIdx.x % 128;" in src
    assert "const int tl_warp = tl_tid >> 5;" in src
    # each stage is read by one program: its 4 warps release it
    assert re.findall(r"tl_mbar_init\(tl_bar0 \+ (\d+), (\d+)\);", src) == \
        [(str(8 * i), "1") for i in range(4)] + [(str(8 * i), "4") for i in range(4, 8)]
    cons = src[src.index("tl_setmaxnreg_inc<232>"):]
    assert cons.startswith("tl_setmaxnreg_inc<232>();")
    head = "for (int tl_tile = (int)blockIdx.x + tl_prog * (int)gridDim.x; tl_tile < " \
           "tl_grid0 * tl_grid1 * tl_grid2; tl_tile += 2 * (int)gridDim.x) {"
    assert head in cons
    producer = src[src.index("// the producer warpgroup: TMA"):src.index("tl_setmaxnreg_inc<232>")]
    assert "for (int tl_tile = (int)blockIdx.x; tl_tile < tl_grid0 * tl_grid1 * tl_grid2; " \
           "tl_tile += (int)gridDim.x) {" in producer  # every tile of the block, in order
    order = ["int tl_rn0 = 0;", "if (tl_skip0) {",
             "const long long tl_n = (p_K) > ((long long)(k", "tl_ph0 ^= (unsigned)((tl_t / 4) & 1);",
             "tl_pr0 = (int)(tl_t % 4);", "tl_rel0 = (int)((tl_rel0 + tl_n) % 4);",
             "tl_skip0 = 1;", "tl_bar_sync(3 + tl_prog, 256);  // this program's turn",
             "tl_wgmma_mma", "tl_wgmma_wait<0>();", "the stages still held",
             "if (tl_tile + (int)gridDim.x < tl_grid0 * tl_grid1 * tl_grid2) "
             "tl_bar_arrive(3 + (tl_prog ^ 1), 256);",
             "tl_bar_sync(1 + tl_prog, 128);", "TMA store staging",
             "if (tl_tid == 0) {", "tl_tma_store_commit();",
             "tl_bar_sync(1 + tl_prog, 128);  // the next tile reuses shared memory",
             "if (tl_tid == 0) tl_tma_store_wait_all();"]
    at = 0
    for s in order:  # each after the one before
        at = cons.index(s, at) if not s.startswith("tl_wgmma_mma") else \
            re.compile(r"tl_wgmma_m64n128k16").search(cons, at).start()
    start = src[:src.index("// the producer warpgroup: TMA")]
    assert "int tl_skip0 = tl_prog;" in start
    assert "if (tl_prog == 1 && (int)blockIdx.x < tl_grid0 * tl_grid1 * tl_grid2) " \
           "tl_bar_arrive(3, 256);" in start
    assert "__syncthreads" not in cons and "bar_sync(1, " not in cons
    # each program's copy of the memory above the ring: the staging tile twice
    region = int(re.search(r"tl_psmem = tl_smem \+ \(tl_prog & 1\) \* (\d+);", src).group(1))
    off = int(re.search(r"tl_psmem \+ (\d+)\);  // TMA store staging", cons).group(1))
    ring_end = (4 * 32768 + 8 * 8 + 127) // 128 * 128  # 4 stages and their 8 mbarriers
    assert off == (ring_end + 1023) // 1024 * 1024
    assert region == (off + 128 * 128 * 2 - ring_end + 1023) // 1024 * 1024 == 33792
    assert smem == off + 128 * 128 * 2 + region == 198656  # program 1's copy at the top
    assert "reinterpret_cast<unsigned char*>(tl_smem +" not in cons  # nothing shared above


def test_the_skip_lands_on_the_producers_position_of_each_tile():
    """The C skip (evaluated in Python: C's / and % on non-negative ints) against the
    producer's order: program g reads tile j's iteration i at ring position j * n + i."""
    for stages in (2, 3, 4, 5):
        for n in (1, 2, 3, 7, 12, 128):
            for g in (0, 1):
                pr = ph = rel = 0
                skip = g
                pos = {}
                for j in range(g, 9, 2):
                    if skip:
                        t = pr + n
                        ph ^= (t // stages) & 1
                        pr, rel = t % stages, (rel + n) % stages
                    skip = 1
                    for i in range(n):  # the loop: wait, then advance as emit_head does
                        pos[(j, i)] = (pr, ph)
                        if pr + 1 == stages:
                            ph ^= 1
                        pr = 0 if pr + 1 == stages else pr + 1
                        rel = 0 if rel + 1 == stages else rel + 1
                    assert rel == pr
                for (j, i), (s, p) in pos.items():
                    q = j * n + i
                    assert (s, p) == (q % stages, (q // stages) & 1), (stages, n, g, j, i)


def test_kernels_that_keep_one_program_per_block_say_why(monkeypatch):
    ragged = MM.read_text().replace("for k in range(0, K, BLOCK_K,",
                                    "for k in range(0, K - pid_m, BLOCK_K,")
    src, _ = _emit(ragged)
    assert "// pipeline: one program per block: the loop's bounds are not parameters or " \
           "constants (each program skips the other's stages by the loop's trip count)" in src
    assert "const int tl_tid = threadIdx.x;" in src and "tl_prog ^ 1" not in src
    for knob in ("TILEDSL_CLUSTER", "TILEDSL_STREAM_K"):  # asked for, they take the kernel
        monkeypatch.setenv(knob, "1")
        src, _ = _emit()
        assert f"// pipeline: one program per block: {knob} is on" in src, knob
        monkeypatch.setenv(knob, "0")
    # no candidate: 8 warps, not persistent, or the knob off
    for kw in (dict(num_warps=8), dict(persistent=False)):
        src, _ = _emit(**kw)
        assert "tl_tid" not in src and "two programs" not in src, kw
    monkeypatch.setenv("TILEDSL_PINGPONG_TILES", "0")
    off, _ = _emit()
    assert "tl_tid" not in off and "two programs" not in off
    assert "for (int tl_tile = (int)blockIdx.x; tl_tile <" in off
    monkeypatch.delenv("TILEDSL_PINGPONG_TILES")  # on by default
    assert "// pipeline: two programs per block" in _emit()[0]


@pytest.mark.skipif(shutil.which("nvcc") is None, reason="needs nvcc")
def test_two_program_kernels_compile_without_spills():
    from test_tensor_core_compile import compile_all

    want = {"wgmma.mma_async", "bar.arrive", "cp.async.bulk.tensor.2d.global.shared::cta",
            "setmaxnreg.inc.sync.aligned.u32 232"}
    jobs = [("two programs 128x128, 4 stages", "sm_90a", _emit()[0], want, set()),
            ("two programs 128x128, 5 stages", "sm_90a", _emit(num_stages=5)[0], want, set()),
            ("two programs 64x256", "sm_90a", _emit(BLOCK_M=64, BLOCK_N=256)[0], want, set()),
            ("two programs, gelu", "sm_90a", _emit(ACTIVATION="gelu")[0], want, set())]
    assert compile_all(jobs) == []


def test_the_programs_keep_a_wgmma_group_in_flight(tmp_path):
    """ptxas waits for each wgmma before the next (``WARPGROUP.DEPBAR.LE gsb0, 0x0`` after
    every one: the tensor core serialized) when the tile loop's bounds are not known
    warp-uniform; with ``tl_prog`` broadcast from lane 0 the K loop waits for all but the
    last group (``0x1``), as with one program per block."""
    import subprocess

    from tiledsl.codegen.nvcc import nvcc_path

    if shutil.which("nvcc") is None or shutil.which("cuobjdump") is None:
        pytest.skip("nvcc and cuobjdump are needed")
    cu, obj = tmp_path / "k.cu", tmp_path / "k.cubin"
    cu.write_text(_emit(num_stages=5)[0])
    p = subprocess.run([nvcc_path(), "-cubin", "-arch=sm_90a", "-std=c++17", str(cu), "-o",
                        str(obj)], capture_output=True, text=True)
    assert p.returncode == 0, p.stderr[-2000:]
    sass = subprocess.run(["cuobjdump", "-sass", str(obj)], capture_output=True,
                          text=True).stdout
    waits = re.findall(r"WARPGROUP\.DEPBAR\.LE gsb0, (0x\d)", sass)
    assert len(re.findall(r"\bHGMMA\.", sass)) == 24  # 8 per iteration, 3 copies of the loop
    assert waits.count("0x1") == 3 and waits.count("0x0") == 2, waits


@pytest.mark.gpu
@pytest.mark.parametrize("dtype", ["fp16", "bf16"])
@pytest.mark.parametrize("m,n,k,bm,bn,stages", [
    (1000, 1100, 520, 128, 128, 4),   # ragged, a few tiles per block
    (4500, 2300, 4000, 128, 128, 5),  # many tiles: odd and even counts per block
    (300, 260, 64, 128, 128, 4),      # fewer tiles than SMs: program 1 idle in most blocks
    (2048, 2048, 8, 64, 256, 3),      # one iteration per tile (fewer than the lag of 2)
])
def test_two_program_matmul_equals_numpy(dtype, m, n, k, bm, bn, stages):
    """Launched twice; C inside a larger buffer whose NaN border stays NaN."""
    torch = pytest.importorskip("torch")
    if not torch.cuda.is_available():
        pytest.skip("no CUDA device")
    from test_streamk import matmul_case

    kern, ta, tb, tbias, want = matmul_case(torch, dtype, m, n, k, m + n + k + 1)
    big = torch.full((m + 3, n + 64), float("nan"), dtype=ta.dtype, device="cuda")
    got = big[:m, :n]
    for _ in range(2):
        kern[((m + bm - 1) // bm, (n + bn - 1) // bn)](
            got, ta, tb, tbias, m, n, k, k, 1, n, 1, n + 64, 1, BLOCK_M=bm, BLOCK_N=bn,
            BLOCK_K=64, WARP_SPECIALIZE=True, persistent=True, num_warps=4, num_stages=stages)
    torch.cuda.synchronize()
    out = big.double().cpu().numpy()
    assert np.isnan(out[:, n:]).all() and np.isnan(out[m:, :]).all()
    err = np.abs(out[:m, :n] - want).max() / max(1.0, np.abs(want).max())
    assert err <= (2e-3 if dtype == "fp16" else 1.6e-2), err
