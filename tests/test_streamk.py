"""Stream-K for a persistent kernel's last wave (codegen/streamk.py): the split of the work
(every K-iteration of every tile run once, one finisher per tile waiting only for blocks
before it), the generated C schedule against the Python one (compiled by nvcc as host code),
where the code generator applies it and why not elsewhere, and (marked ``gpu``) matmuls whose
last wave is split, against numpy in float64."""
from __future__ import annotations

import shutil
import subprocess

import numpy as np
import pytest

import tiledsl
from conftest import EXAMPLES

from codegen import streamk  # noqa: E402 - the package's codegen, as the other codegen tests

MM = EXAMPLES / "matmul.tile"


@pytest.fixture(autouse=True)
def _stream_k_on(monkeypatch):
    """TILEDSL_STREAM_K is off by default; these tests turn it on (or off where they say)."""
    monkeypatch.setenv("TILEDSL_STREAM_K", "1")

#: (tiles, blocks, K-iterations per tile): last waves of 1 to 131 tiles of 132, few and
#: many iterations, a tile shared by many blocks (12 tiles over 132), and no split at all
CASES = [(2048, 132, 128), (200, 132, 16), (144, 132, 64), (512, 132, 64), (576, 132, 12),
         (192, 132, 48), (133, 132, 1000), (263, 132, 7), (5, 4, 9), (7, 3, 2), (64, 132, 8),
         (264, 132, 16), (10, 7, 100), (131, 132, 50), (1, 2, 4)]


def _check_split(tiles, blocks, kt):
    units = streamk.plan_units(tiles, blocks, kt, slots=blocks, kext=64 * kt, idle_k=0)
    runs = {}  # (tile, k-iteration) -> block
    finishers, partials = {}, {}
    for b, us in units.items():
        sk = [u for u in us if u[1] != 0 or u[2] != kt or u[3] != 0]
        assert len([u for u in us if u[3] == 1]) <= 1  # one slot per block
        if any(u[3] == 1 for u in us):
            assert us.index(next(u for u in us if u[3] == 1)) == len(us) - len(sk)
        for tile, kb, ke, role, first in us:
            assert 0 <= kb < ke <= kt and 0 <= tile < tiles
            for i in range(kb, ke):
                assert (tile, i) not in runs
                runs[(tile, i)] = b
            if role == 1:
                partials.setdefault(tile, []).append(b)
            else:
                assert tile not in finishers
                finishers[tile] = (b, role, first, kb)
    assert len(runs) == tiles * kt  # every iteration of every tile, once
    assert set(finishers) == set(range(tiles))
    for tile, (b, role, first, kb) in finishers.items():
        before = sorted(partials.get(tile, []))
        if role == 0:
            assert kb == 0 and not before
        else:  # the blocks that began the tile: all before the finisher, from `first` on
            assert before and before[0] == first and before[-1] < b
            assert before == [p for p in range(first, b) if p in before]
            works = [p for p in range(first, b)
                     if p * (kt * (tiles % blocks)) // blocks
                     != (p + 1) * (kt * (tiles % blocks)) // blocks]
            assert before == works
    return units


@pytest.mark.parametrize("tiles,blocks,kt", CASES)
def test_the_split_runs_each_iteration_once_with_one_finisher_per_tile(tiles, blocks, kt):
    _check_split(tiles, blocks, kt)


def test_when_the_last_wave_is_split():
    """8192^3 in 128 x 256 tiles on 132 SMs: 1980 whole tiles, 68 split over all 132 blocks
    (65 or 66 iterations each, against 128 for one more whole tile), and fp8's 256 x 128 x
    128 tiles alike. Whole tiles: 4096^3 (a last wave of 116 of 132), GPT-2's K = 768 and
    3072 (too short a loop for what the split costs), too few iterations per block (12 tiles
    of 40), too few slots."""
    units = streamk.plan_units(2048, 132, 128, slots=132, kext=8192)
    assert all(len([u for u in us if u[1:3] == (0, 128)]) == 15 for us in units.values())
    sk_iters = [sum(u[2] - u[1] for u in us) - 15 * 128 for us in units.values()]
    assert set(sk_iters) == {65, 66} and sum(sk_iters) == 68 * 128
    fp8 = streamk.plan_units(2048, 132, 64, slots=132, kext=8192)
    assert any(u[3] == 2 for us in fp8.values() for u in us)
    for tiles, kt, slots, kext in ((512, 64, 132, 4096), (576, 12, 132, 768),
                                   (192, 48, 132, 3072), (144, 40, 132, 40 * 2048),
                                   (2048, 128, 131, 8192)):
        whole = streamk.plan_units(tiles, 132, kt, slots=slots, kext=kext)
        assert all(u[1:4] == (0, kt, 0) for us in whole.values() for u in us), (tiles, kt)


def _host_units(cases):
    """tl_sk_unit of the generated helpers, run on the host (nvcc), for ``cases``."""
    nvcc = shutil.which("nvcc")
    if nvcc is None:
        pytest.skip("no nvcc")
    import tempfile
    from pathlib import Path

    lines = ["#include <cstdio>", "#include <algorithm>", "using std::min;", streamk.HELPERS,
             "int main() {"]
    for t, g, kt in cases:
        lines.append(f"  {{ tl_sk_t p = tl_sk_plan({t}, {g}, {kt}, {64 * kt}, {g}, 0);")
        lines.append(f"    for (int b = 0; b < {g}; ++b) for (int u = 0; ; ++u) {{")
        lines.append("      tl_sk_unit_t r = tl_sk_unit(p, b, u); if (r.tile < 0) break;")
        lines.append('      printf("%d %d %d %d %d %d %d\\n", b, r.tile, r.kb, r.ke, r.role, '
                     'r.first, (int)tl_sk_works(p, b)); }')
        lines.append('    printf("end\\n"); }')
    lines += ["  return 0;", "}"]
    with tempfile.TemporaryDirectory() as d:
        src, exe = Path(d) / "sk.cu", Path(d) / "sk"
        src.write_text("\n".join(lines))
        subprocess.run([nvcc, "-std=c++17", "-o", str(exe), str(src)], check=True,
                       capture_output=True, timeout=300)
        out = subprocess.run([str(exe)], check=True, capture_output=True, text=True).stdout
    got, cur = [], {}
    for ln in out.splitlines():
        if ln == "end":
            got.append(cur)
            cur = {}
            continue
        b, *u = map(int, ln.split())
        cur.setdefault(b, []).append(tuple(u[:5]))
    return got


def test_the_generated_schedule_is_the_python_one():
    for (t, g, kt), got in zip(CASES, _host_units(CASES)):
        want = {b: us for b, us in
                streamk.plan_units(t, g, kt, slots=g, kext=64 * kt, idle_k=0).items() if us}
        assert got == want, (t, g, kt)


def _emit(meta=None, persistent=True, **kw):
    from test_tensor_core_compile import aligned_facts
    from tiledsl import codegen

    k = tiledsl.load(MM).matmul.kernel
    fn = k.lower(facts=aligned_facts(k, ("stride_ak", "stride_bn", "stride_cn")),
                 **dict(dict(BLOCK_M=128, BLOCK_N=256, BLOCK_K=64, WARP_SPECIALIZE=True), **kw))
    return codegen._emit_sites(fn, "cuda:sm_90a", 8, num_stages=3, tma=True, meta=meta,
                               persistent=persistent)[0]


def test_a_persistent_specialized_matmul_splits_its_last_wave(monkeypatch):
    monkeypatch.setenv("TILEDSL_CLUSTER", "0")
    meta = {}
    src = _emit(meta)
    # 128 accumulator registers of 256 consumer threads per block's slot
    assert meta == {"threads": 384, "persistent": True, "cluster": 1, "stream_k": 32768}
    body = src[src.index("tl_k_matmul("):]
    plan = "tl_sk_plan(tl_grid0 * tl_grid1 * tl_grid2, {}, tl_sk_trips((0), p_K, " \
           "(64)), (long long)(p_K) - ((0)), tl_sk_slots, 2048)"
    assert body.count(f"tl_sk_unit({plan.format('tl_skg')}, tl_skb, tl_u);") == 2
    works = f"if (!tl_sk_works({plan.format('(int)gridDim.x')}, tl_p)) continue;"
    assert body.count(works) == 1
    prod = body[body.index("if (threadIdx.x >= 256)"):body.index("tl_setmaxnreg_inc<232>")]
    cons = body[body.index("tl_setmaxnreg_inc<232>"):]
    head = "for (int tl_u = 0; ; ++tl_u) {  // persistent: this block's units (stream-K)"
    assert prod.count(head) == 1 and cons.count(head) == 1
    bounds = "+ (long long)tl_su.kb * ("
    assert prod.count(bounds) == 1 and cons.count(bounds) == 1
    assert cons.count("  tl_skp[") == 128 and cons.count("+= __ldcg(tl_skq + ") == 128
    assert "tl_skp[32512] = " in cons  # register 127 of thread 0 at 127 * 256
    fix = cons[cons.index("if (tl_su.role == 1)"):]
    assert fix.index("tl_sk_flag_set") < fix.index("continue;") < fix.index("tl_sk_flag_take")
    # the epilogue (bias load, store) comes after the finisher's additions
    assert cons.index("tl_sk_flag_take") < cons.index("p_bias")


@pytest.mark.parametrize("case,why", [
    ("knob off", "TILEDSL_STREAM_K is off"),
    ("cluster", "the kernel runs on clusters"),
])
def test_where_it_does_not_apply_the_source_says_why(case, why, monkeypatch):
    monkeypatch.setenv("TILEDSL_CLUSTER", "1" if case == "cluster" else "0")
    if case == "knob off":
        monkeypatch.setenv("TILEDSL_STREAM_K", "0")
    meta = {}
    src = _emit(meta)
    assert meta["stream_k"] == 0
    assert f"// pipeline: no stream-K: {why}" in src and "tl_sk_unit(" not in src


def test_no_stream_k_without_a_persistent_kernel():
    meta = {}
    src = _emit(meta, persistent=False)
    assert meta["stream_k"] == 0 and "tl_sk" not in src


@pytest.mark.parametrize("change,why", [
    ("store before", "the code before the loop has an effect (store)"),
    ("acc from bias", "a carried value does not start at zero"),
    ("runtime lb", "the loop's bounds are not parameters or constants"),
])
def test_kernels_that_cannot_be_split(change, why, monkeypatch):
    """A partial unit runs the code before the loop again and its sums are added: a store
    there, an accumulator that starts from data, or bounds computed in the kernel keep whole
    tiles."""
    monkeypatch.setenv("TILEDSL_CLUSTER", "0")
    src = MM.read_text()
    loop = "    for k in range(0, K, BLOCK_K, warp_specialize=WARP_SPECIALIZE):"
    assert loop in src
    if change == "store before":
        src = src.replace(loop, "    store(c + rm * 0, zeros((BLOCK_M,), fp16))\n" + loop)
    elif change == "acc from bias":
        src = src.replace("    acc = zeros((BLOCK_M, BLOCK_N), fp32)",
                          "    acc = zeros((BLOCK_M, BLOCK_N), fp32) + 1.0")
    else:
        src = src.replace(loop, loop.replace("range(0,", "range(K - K,"))
    from test_tensor_core_compile import aligned_facts
    from tiledsl import codegen

    k = tiledsl.compile(src, filename="matmul.tile").matmul.kernel
    fn = k.lower(facts=aligned_facts(k, ("stride_ak", "stride_bn", "stride_cn")),
                 BLOCK_M=128, BLOCK_N=256, BLOCK_K=64, WARP_SPECIALIZE=True)
    meta = {}
    out = codegen._emit_sites(fn, "cuda:sm_90a", 8, num_stages=3, tma=True, meta=meta,
                              persistent=True)[0]
    assert meta["stream_k"] == 0
    assert f"// pipeline: no stream-K: {why}" in out


@pytest.mark.skipif(shutil.which("nvcc") is None, reason="needs nvcc")
def test_a_split_kernel_compiles_without_spills(monkeypatch):
    """The release store and acquire loads of the flags are in the PTX; no spills."""
    from test_tensor_core_compile import compile_all

    monkeypatch.setenv("TILEDSL_CLUSTER", "0")
    want = {"st.release.gpu.global.b32", "ld.acquire.gpu.global.b32", "ld.global.cg.f32",
            "wgmma.mma_async", "setmaxnreg.inc.sync.aligned.u32"}
    jobs = [("matmul 128x256", "sm_90a", _emit(), want, set()),
            ("matmul 256x128", "sm_90a", _emit(BLOCK_M=256, BLOCK_N=128), want, set())]
    assert compile_all(jobs) == []


def matmul_case(torch, dtype: str, m: int, n: int, k: int, seed: int) -> tuple:
    """examples/matmul.tile in ``dtype`` ("fp16" or "bf16") and its inputs on the GPU: (the
    kernel, A (m x k), B (k x n), bias (n), numpy's float64 A @ B + bias of the rounded
    inputs)."""
    rng = np.random.default_rng(seed)
    a = (rng.standard_normal((m, k)) / np.sqrt(k)).astype(np.float32)
    b = rng.standard_normal((k, n)).astype(np.float32)
    bias = rng.standard_normal(n).astype(np.float32)
    tdt = {"fp16": torch.float16, "bf16": torch.bfloat16}[dtype]
    ta, tb, tbias = (torch.from_numpy(x).to(tdt).cuda() for x in (a, b, bias))
    want = ta.double().cpu().numpy() @ tb.double().cpu().numpy() + \
        tbias.double().cpu().numpy()[None, :]
    src = MM.read_text().replace("*fp16", f"*{dtype}").replace(".to(fp16)", f".to({dtype})")
    kern = tiledsl.compile(src, filename=f"matmul_{dtype}.tile").matmul.kernel
    return kern, ta, tb, tbias, want


def _sms():
    import cupy

    return cupy.cuda.Device().attributes["MultiProcessorCount"]


@pytest.mark.gpu
@pytest.mark.parametrize("dtype", ["fp16", "bf16"])
@pytest.mark.parametrize("shape", ["half", "many", "ragged"])
def test_split_matmul_equals_numpy(dtype, shape, monkeypatch):
    """Tile grids sized from the device's SMs (G), with K long enough to be split: a last
    wave of about G/2 tiles with two blocks per split tile ("half"), of 12 tiles split over
    every block ("many": a tile summed from about 11 partials), and ragged M, N and K
    ("ragged"); launched twice (the flags are cleared for the next launch). Against numpy's
    float64 product, rounded once."""
    torch = pytest.importorskip("torch")
    if not torch.cuda.is_available():
        pytest.skip("no CUDA device")
    monkeypatch.setenv("TILEDSL_CLUSTER", "0")
    g = _sms()
    nt = 8  # tiles along N (2048 / 256)
    if shape == "half":
        tiles_m, k = (g + g // 2 + nt - 1) // nt, 6144
        m, n = tiles_m * 128, nt * 256
    elif shape == "many":
        tiles_m, k = (g + 12) // nt + 1, 4096
        m, n = tiles_m * 128, nt * 256
    else:
        tiles_m, k = (g + g // 3 + nt - 1) // nt, 4000
        m, n = tiles_m * 128 - 37, nt * 256 - 100
    tiles = ((m + 127) // 128) * ((n + 255) // 256)
    units = streamk.plan_units(tiles, g, (k + 63) // 64, slots=g, kext=k)
    assert any(u[3] == 2 for us in units.values() for u in us), "the last wave is not split"
    kern, ta, tb, tbias, want = matmul_case(torch, dtype, m, n, k, m + k)
    got = torch.full((m, n), float("nan"), dtype=ta.dtype, device="cuda")
    for _ in range(2):
        kern[((m + 127) // 128, (n + 255) // 256)](
            got, ta, tb, tbias, m, n, k, k, 1, n, 1, n, 1, BLOCK_M=128, BLOCK_N=256,
            BLOCK_K=64, WARP_SPECIALIZE=True, persistent=True, num_warps=8, num_stages=3)
    torch.cuda.synchronize()
    from codegen import runtime

    from test_tensor_core_compile import aligned_facts

    fn = kern.lower(facts=aligned_facts(kern, ("stride_ak", "stride_bn", "stride_cn")),
                    BLOCK_M=128, BLOCK_N=256, BLOCK_K=64, WARP_SPECIALIZE=True)
    ck = runtime.get_compiled(fn, 8, num_stages=3, persistent=True)
    ws, flags = ck.stream_k  # the module's workspace: a slot per block, every flag cleared
    assert ck.blocks == g and ws.size == g * 32768 and int(flags.sum()) == 0
    err = np.abs(got.double().cpu().numpy() - want).max() / max(1.0, np.abs(want).max())
    # one rounding to fp16/bf16 of fp32 sums taken in another order
    assert err <= (2e-3 if dtype == "fp16" else 1.6e-2), err
