"""TMA stores (codegen/tma_store.py, ``TILEDSL_TMA_STORE=1``): which stores qualify and why
not the others, the staging tile's swizzled offsets (every byte once, a warp's row-pair
writes on distinct banks), the generated code's order (wait for the last copy's reads,
write, fence, barrier, one thread's copies, the wait at the kernel's end), the store's
tensor map, nvcc's PTX, and (marked ``gpu``) matmuls stored by TMA against numpy."""
from __future__ import annotations

import re
import shutil

import numpy as np
import pytest

import tiledsl
from conftest import EXAMPLES

from codegen import tma, tma_store  # noqa: E402 - the package's codegen, as the other tests

MM = EXAMPLES / "matmul.tile"


@pytest.fixture(autouse=True)
def _tma_stores_on(monkeypatch):
    monkeypatch.setenv("TILEDSL_TMA_STORE", "1")
    monkeypatch.setenv("TILEDSL_CLUSTER", "0")


def _emit(src=None, persistent=True, meta=None, specs=None, num_stages=3, **kw):
    from test_tensor_core_compile import aligned_facts
    from tiledsl import codegen

    k = (tiledsl.compile(src, filename="matmul.tile") if src else tiledsl.load(MM)).matmul.kernel
    fn = k.lower(facts=aligned_facts(k, ("stride_ak", "stride_bn", "stride_cn")),
                 **dict(dict(BLOCK_M=128, BLOCK_N=256, BLOCK_K=64, WARP_SPECIALIZE=True), **kw))
    return codegen._emit_sites(fn, "cuda:sm_90a", 8, num_stages=num_stages, tma=True, meta=meta,
                               persistent=persistent, tma_specs=specs)[0]


def _c_offset(row: int, col: int, rows: int, esize: int) -> int:
    """tma_store's C offset expression evaluated for integers (C's / on non-negative ints is
    Python's //)."""
    return eval(tma_store._offset(str(row), str(col), rows, esize).replace("/", "//"))


@pytest.mark.parametrize("rows,cols,esize", [(128, 256, 2), (64, 64, 2), (128, 32, 4),
                                             (64, 128, 1)])
def test_the_staging_offsets_cover_the_tile_once(rows, cols, esize):
    """Each element's bytes, once: panels of 128 bytes of a row, the 16-byte chunks of a row
    permuted within it."""
    seen = set()
    for r in range(rows):
        for c in range(cols):
            o = _c_offset(r, c, rows, esize)
            panel = c * esize // 128
            assert panel * rows * 128 + r * 128 <= o < panel * rows * 128 + (r + 1) * 128
            for b in range(esize):
                assert o + b not in seen
                seen.add(o + b)
    assert seen == set(range(rows * cols * esize))


def test_a_warps_accumulator_writes_hit_distinct_banks():
    """One store instruction of a wgmma accumulator: lane l writes 4 bytes at row l // 4 and
    column 2 (l % 4) (+ 8 j): on 32 distinct banks (a row-major tile puts them on 4)."""
    for j in range(0, 256, 8):
        banks = {_c_offset(lane // 4, 2 * (lane % 4) + j, 128, 2) // 4 % 32 for lane in range(32)}
        assert len(banks) == 32, j


def test_a_persistent_matmul_stores_its_tile_by_tma():
    specs, meta = [], {}
    src = _emit(meta=meta, specs=specs)
    assert [s.store for s in specs] == [False, False, True]
    st = specs[2]
    assert (st.base, st.elem.name, st.inner, st.panel, st.rows, st.span, st.batch) == \
        (0, "fp16", 1, 64, 128, 128, None)
    assert [e.param for e in st.extents] == [4, 5] and st.stride.param == 11  # M, N, stride_cm
    cons = src[src.index("tl_setmaxnreg_inc<232>"):]
    stores = re.findall(r"tl_tma_store_2d\(&tl_tmap2, (ts\d+) \+ (\d+), \((v\d+)\)( \+ \d+)?, "
                        r"\((v\d+)\)\);", cons)
    assert [int(s[1]) for s in stores] == [0, 16384, 32768, 49152]
    assert [s[3] for s in stores] == ["", " + 64", " + 128", " + 192"]
    order = ["tl_tma_store_wait_read();", "TMA store staging: 128 x 256, 128-byte swizzle",
             "tl_fence_proxy_async();", "tl_bar_sync(1, 256);", "tl_tma_store_2d(",
             "tl_tma_store_commit();", "// the next tile reuses shared memory",
             "tl_tma_store_wait_all();"]
    at = 0
    for s in order:  # each after the one before
        at = cons.index(s, at)
    assert cons.count("*reinterpret_cast<tl_vec<__half, 2>*>(ts") == 64
    assert "*reinterpret_cast<tl_vec<__half, 8>*>(p" not in cons  # no 16-byte global stores
    # the staging tile is 1024-byte aligned, above the ring, and nothing else overlaps it: the
    # next tile does not wait for the copy at the tile's end
    off = int(re.search(r"tl_smem \+ (\d+)\);  // TMA store staging", cons).group(1))
    assert off % 1024 == 0 and off >= 3 * 49152
    tail = cons[cons.index("tl_tma_store_commit();"):]
    assert "tl_tma_store_wait_read" not in tail


@pytest.mark.parametrize("bm,bn,per,panels", [(128, 256, 2, 4), (256, 128, 1, 2)])
def test_a_tile_that_does_not_fit_beside_four_stages_is_stored_in_rounds(bm, bn, per, panels):
    """Four stages of 48 KB leave 34,816 bytes of the 227 KB: the 64 KB output tile goes out
    ``per`` panels (rows x 128 bytes) at a time, each round waiting for the last round's
    copy to have read the staging tile; the kernel then fits its target."""
    specs = []
    src = _emit(specs=specs, num_stages=4, BLOCK_M=bm, BLOCK_N=bn)
    cons = src[src.index("tl_setmaxnreg_inc<232>"):]
    assert f"TMA store staging: {bm} x {bn}, 128-byte swizzle, {per} of its {panels} panels " \
           f"at a time" in cons
    assert "// shared memory:" not in src  # no note: it fits
    off = int(re.search(r"tl_smem \+ (\d+)\);  // TMA store staging", cons).group(1))
    assert off >= 4 * 49152 and off + per * bm * 128 <= 227 * 1024
    rounds = panels // per
    stores = re.findall(r"tl_tma_store_2d\(&tl_tmap2, ts\d+ \+ (\d+), \(v\d+\)( \+ \d+)?, ", cons)
    assert [int(s[0]) for s in stores] == [p * bm * 128 for p in range(per)] * rounds
    assert [s[1] for s in stores] == [""] + [f" + {64 * p}" for p in range(1, panels)]
    assert cons.count("tl_tma_store_commit();") == rounds
    at = 0
    for _ in range(rounds):  # wait for the last copy's reads, write, fence, barrier, copy
        for s in ("tl_tma_store_wait_read();", "tl_bar_sync(1, 256);", "= tl_vec<__half, 2>",
                  "tl_fence_proxy_async();", "tl_bar_sync(1, 256);", "tl_tma_store_2d(",
                  "tl_tma_store_commit();"):
            at = cons.index(s, at)
    # every accumulator register written once, each in the round of its panel
    assert cons.count("*reinterpret_cast<tl_vec<__half, 2>*>(ts") == bm * bn // (2 * 256)  # 2 elements a store, 256 threads


def test_not_a_tma_store_without_wgmma_or_with_the_knob_off(monkeypatch):
    k = tiledsl.load(EXAMPLES / "vector_add.tile").vector_add
    assert "tl_tma_store" not in k.emit("cuda:sm_90a", BLOCK=1024)
    monkeypatch.setenv("TILEDSL_TMA_STORE", "0")
    specs = []
    src = _emit(specs=specs)
    assert [s.store for s in specs] == [False, False] and "tl_tma_store_2d" not in src
    assert "// store: not a TMA store: TILEDSL_TMA_STORE is off" in src


@pytest.mark.parametrize("change,why", [
    ("hint", "it has a cache or eviction hint"),
    ("column-major", "its contiguous dimension is not the tile's last"),
    ("narrow", "its rows are not a whole number of 128-byte panels"),
    ("mask", "its mask is not (rows < R) & (cols < C)"),
])
def test_stores_that_stay_as_they_were_say_why(change, why):
    src = MM.read_text()
    store = "    store(c + rm[:, None] * stride_cm + rn[None, :] * stride_cn, acc.to(fp16),\n" \
            "          mask=(rm[:, None] < M) & (rn[None, :] < N))"
    assert store in src
    kw = {}
    if change == "hint":
        src = src.replace(store, store[:-1] + ", cache_modifier=\".cs\")")
    elif change == "column-major":
        src = src.replace(store, "    store(c + rm[:, None] + rn[None, :] * stride_cm, "
                                 "acc.to(fp16),\n          mask=(rm[:, None] < M) & "
                                 "(rn[None, :] < N))")
    elif change == "narrow":
        kw = dict(BLOCK_N=32)
    else:
        src = src.replace(store, store.replace("(rn[None, :] < N)", "(rn[None, :] < N - 1)"))
    out = _emit(src, **kw)
    assert f"// store: not a TMA store: {why}" in out and "tl_tma_store_2d" not in out


def test_a_store_map_with_every_element_masked_off_writes_a_scratch_buffer():
    """An extent <= 0 maps a buffer of its own (the loads' zeroed buffer must stay zero)."""
    spec = tma.BoxSpec(0, tiledsl.dtypes.DType.fp16, 1, (tma.Ref(param=1), tma.Ref(param=2)),
                       tma.Ref(param=3), 64, 128, 128, store=True)
    a = tma.map_args(spec, [0x10000, 0, 300, 304])
    assert a["zero_tensor"] and a["global_dim"] == (1, 1)
    b = tma.map_args(spec, [0x10000, 200, 300, 304])
    assert b["global_dim"] == (300, 200) and b["global_strides"] == (608,)
    assert b["box_dim"] == (64, 128) and b["swizzle"] == 3
    from tiledsl.errors import TileLaunchError

    with pytest.raises(TileLaunchError) as e:  # the store's own words, at a misaligned base
        tma.map_args(spec, [0x10008, 200, 300, 304])
    assert str(e.value) == ("a TMA store needs a 16-byte aligned base and positive strides of "
                            "multiples of 16 bytes below 2^40, got address 0x10008 and strides "
                            "(608,) bytes (the launch facts promised them; run with "
                            "TILEDSL_TMA=0)")


@pytest.mark.skipif(shutil.which("nvcc") is None, reason="needs nvcc")
def test_tma_store_kernels_compile_without_spills():
    from test_tensor_core_compile import compile_all

    want = {"cp.async.bulk.tensor.2d.global.shared::cta.bulk_group",
            "cp.async.bulk.commit_group", "cp.async.bulk.wait_group.read 0",
            "cp.async.bulk.wait_group 0", "fence.proxy.async.shared::cta", "wgmma.mma_async"}
    jobs = [("persistent 128x256", "sm_90a", _emit(), want, set()),
            ("one tile 128x256", "sm_90a", _emit(persistent=False), want, set()),
            ("persistent 256x128", "sm_90a", _emit(BLOCK_M=256, BLOCK_N=128), want, set()),
            ("persistent 128x256, 4 stages, in rounds", "sm_90a", _emit(num_stages=4), want,
             set())]
    assert compile_all(jobs) == []


@pytest.mark.gpu
@pytest.mark.parametrize("dtype", ["fp16", "bf16"])
@pytest.mark.parametrize("m,n,k,persistent,stages", [
    (1000, 1100, 520, True, 3), (1000, 1100, 520, False, 3), (256, 512, 64, True, 3),
    (4500, 2300, 4000, True, 3), (1000, 1100, 520, True, 4), (4500, 2300, 4000, True, 4)])
def test_tma_stored_matmul_equals_numpy(dtype, m, n, k, persistent, stages, monkeypatch):
    """Ragged edges (the copy writes only the part inside C: the NaN fill around it stays),
    one tile per program and persistent tiles (with stream-K on: at 4500 x 2300 x 4000 its
    finishers store the split tiles), two launches; at 4 stages the tile is stored in two
    rounds of two panels."""
    monkeypatch.setenv("TILEDSL_STREAM_K", "1")
    torch = pytest.importorskip("torch")
    if not torch.cuda.is_available():
        pytest.skip("no CUDA device")
    from test_streamk import matmul_case

    kern, ta, tb, tbias, want = matmul_case(torch, dtype, m, n, k, m + n + k)
    # C inside a larger buffer (row stride n + 64): what lies outside the tile stays NaN
    big = torch.full((m + 3, n + 64), float("nan"), dtype=ta.dtype, device="cuda")
    got = big[:m, :n]
    for _ in range(2):
        kern[((m + 127) // 128, (n + 255) // 256)](
            got, ta, tb, tbias, m, n, k, k, 1, n, 1, n + 64, 1, BLOCK_M=128, BLOCK_N=256,
            BLOCK_K=64, WARP_SPECIALIZE=True, persistent=persistent, num_warps=8,
            num_stages=stages)
    torch.cuda.synchronize()
    out = big.double().cpu().numpy()
    assert np.isnan(out[:, n:]).all() and np.isnan(out[m:, :]).all()
    err = np.abs(out[:m, :n] - want).max() / max(1.0, np.abs(want).max())
    assert err <= (2e-3 if dtype == "fp16" else 1.6e-2), err
