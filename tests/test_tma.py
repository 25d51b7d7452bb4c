"""TMA copies of the software pipeline's loads (codegen/tma.py, on by default on sm_90a),
without a GPU: which loads are boxes, the tensor-map arguments the host computes from a
launch's arguments, and the generated code compiled by nvcc (``cp.async.bulk.tensor`` and
``mbarrier`` in the PTX, no spills). The GPU test against the interpreter is
``tests/test_gpu_dot.py::test_tma_dot_equals_the_interpreter``."""
from __future__ import annotations

import pytest

import tiledsl
from conftest import EXAMPLES
from tiledsl.dtypes import DType
from tiledsl.errors import TileLaunchError

from codegen import tma  # noqa: E402 - the package's codegen, as the other codegen tests

MM = EXAMPLES / "matmul.tile"
UNIT = ("stride_ak", "stride_bn", "stride_cn")


@pytest.fixture(autouse=True)
def _loads_only(monkeypatch):
    """These tests count the loads' tensor maps: stores by TMA (a map of their own each) are
    off here and tested in test_tma_store.py."""
    monkeypatch.setenv("TILEDSL_TMA_STORE", "0")


def _facts(kernel, unit=UNIT):
    from test_tensor_core_compile import aligned_facts

    return aligned_facts(kernel, unit)


def _specs(kernel, facts, **meta):
    from tiledsl import codegen

    fn = kernel.lower(facts=facts, **{k: v for k, v in meta.items() if k.isupper()})
    specs = []
    src, _, _ = codegen._emit_sites(fn, "cuda:sm_90a", meta.get("num_warps", 8),
                                    num_stages=meta.get("num_stages", 4), tma=True,
                                    tma_specs=specs)
    return fn, src, specs


def test_the_matmul_loads_are_boxes_and_their_maps_come_from_the_arguments():
    k = tiledsl.load(MM).matmul.kernel
    fn, src, specs = _specs(k, _facts(k), BLOCK_M=128, BLOCK_N=256, BLOCK_K=64)
    names = [p.name for p in fn.params]
    a, b = specs
    # A: M x K, K contiguous (tile dim 1), rows stride_am; one 64-wide panel by 128 rows
    assert (names[a.base], a.inner, a.elem, a.panel, a.rows, a.span) == \
        ("a", 1, DType.fp16, 64, 128, 128)
    assert [names[r.param] for r in a.extents] == ["M", "K"] and names[a.stride.param] == \
        "stride_am"
    # B: K x N, N contiguous; four 64-wide panels of 64 rows each (BLOCK_K)
    assert (names[b.base], b.inner, b.panel, b.rows) == ("b", 1, 64, 64)
    assert [names[r.param] for r in b.extents] == ["K", "N"] and names[b.stride.param] == \
        "stride_bk"
    kargs = [0] * len(names)
    values = dict(c=0x10000, a=0x20000, b=0x40000, bias=0x80000, M=300, N=520, K=200,
                  stride_am=200, stride_ak=1, stride_bk=520, stride_bn=1, stride_cm=520,
                  stride_cn=1)
    for i, n in enumerate(names):
        kargs[i] = values[n]
    ma, mb = tma.map_args(a, kargs), tma.map_args(b, kargs)
    assert (ma["address"], ma["global_dim"], ma["global_strides"], ma["box_dim"]) == \
        (0x20000, (200, 300), (400,), (64, 128))
    assert (mb["address"], mb["global_dim"], mb["global_strides"], mb["box_dim"]) == \
        (0x40000, (520, 200), (1040,), (64, 64))
    assert ma["swizzle"] == tma.SWIZZLE[128] == 3 and ma["data_type"] == 6  # FLOAT16
    assert ma["oob_fill"] == 0 and not ma["zero_tensor"]
    # every element masked off (K = 0 would not run the loop; M = 0 with a grid of 1 does):
    # the map then covers a zeroed scratch tensor
    kargs[names.index("M")] = 0
    assert tma.map_args(a, kargs)["zero_tensor"]
    # an address TMA cannot take is refused, not sent to the driver
    kargs[names.index("M")] = 300
    kargs[names.index("a")] = 0x20008
    with pytest.raises(TileLaunchError, match="16-byte aligned base"):
        tma.map_args(a, kargs)
    # the kernel takes the maps by value, after its own parameters
    assert "const __grid_constant__ tl_tmap_t tl_tmap0, const __grid_constant__ tl_tmap_t " \
           "tl_tmap1)" in src


@pytest.mark.parametrize("change,why", [
    ("(rm[:, None] < M) & (ka[None, :] < K)", None),
    ("(rm[:, None] < M)", "does not bound both dimensions"),
    ("(rm[:, None] < M) & (ka[None, :] < K) & (rm[:, None] > 3)", "(rows < R) & (cols < C)"),
])
def test_a_load_is_a_box_only_with_both_bounds_in_its_mask(change, why):
    src = MM.read_text().replace("mask=(rm[:, None] < M) & (ka[None, :] < K), other=0.0)",
                                 f"mask={change}, other=0.0)")
    k = tiledsl.compile(src, filename="mm.tile").matmul.kernel
    fn, code, specs = _specs(k, _facts(k), BLOCK_M=128, BLOCK_N=128, BLOCK_K=64,
                             num_warps=4, num_stages=3)
    if why is None:
        assert len(specs) == 2 and "tl_tma_load_2d" in code
    else:
        assert specs == [] and "tl_tma_load_2d" not in code
        assert "is copied by cp.async, not TMA: its mask" in code and why in code


def test_a_strided_inner_dimension_or_unknown_alignment_keeps_cp_async():
    k = tiledsl.load(MM).matmul.kernel
    # stride_ak not known to be 1: A is no box, and then neither load is copied by TMA
    _, code, specs = _specs(k, _facts(k, ("stride_bn", "stride_cn")), BLOCK_M=128,
                            BLOCK_N=128, BLOCK_K=64, num_warps=4, num_stages=3)
    assert specs == [] and "tl_tma_load_2d" not in code
    # no alignment facts at all
    facts = {n: f for n, f in _facts(k).items() if "is_one" in f}
    _, code, specs = _specs(k, facts, BLOCK_M=128, BLOCK_N=128, BLOCK_K=64, num_warps=4,
                            num_stages=3)
    assert specs == [] and "tl_tma_load_2d" not in code


def test_tma_off_gives_the_cp_async_pipeline(monkeypatch):
    k = tiledsl.load(MM).matmul.kernel
    monkeypatch.setenv("TILEDSL_TMA", "0")
    plain = k.emit("cuda:sm_90a", facts=_facts(k), num_warps=8, num_stages=4, BLOCK_M=128,
                   BLOCK_N=256, BLOCK_K=64)
    monkeypatch.delenv("TILEDSL_TMA", raising=False)  # the default: on
    with_tma = k.emit("cuda:sm_90a", facts=_facts(k), num_warps=8, num_stages=4, BLOCK_M=128,
                      BLOCK_N=256, BLOCK_K=64)
    assert "tl_tma_load_2d" not in plain and "tl_cp_async16" in plain
    assert "tl_tma_load_2d" in with_tma and "tl_cp_async16" not in with_tma.split("__global__")[1]
    assert "tl_tma" not in k.emit("cuda:sm_80", facts=_facts(k), num_warps=8, num_stages=4,
                                  BLOCK_M=128, BLOCK_N=256, BLOCK_K=64)


@pytest.mark.slow
def test_tma_kernels_compile_without_spills(monkeypatch):
    """The matmul example and the dot test kernels (fp16, bf16, K-major fp8 and i8) at the
    GPU test's tiles: PTX with cp.async.bulk.tensor, mbarrier waits and wgmma, no spills."""
    from test_gpu_dot import KERNEL, tiledsl_kernel_k_major
    from test_tensor_core_compile import compile_all

    monkeypatch.setenv("TILEDSL_TMA", "1")
    want = {"cp.async.bulk.tensor.2d", "mbarrier.try_wait.parity", "wgmma.mma_async"}
    jobs = []
    k = tiledsl.load(MM).matmul.kernel
    for bm, bn, bk, w, s in TMA_TILES:
        src = k.emit("cuda:sm_90a", facts=_facts(k), num_warps=w, num_stages=s, BLOCK_M=bm,
                     BLOCK_N=bn, BLOCK_K=bk)
        jobs.append((f"matmul {bm}x{bn}x{bk}", "sm_90a", src, want, {"cp.async.cg"}))
    for t, acc, unit in (("fp16", "fp32", ("sak", "sbn", "scn")),
                         ("bf16", "fp32", ("sak", "sbn", "scn")),
                         ("fp8e4nv", "fp32", ("sak", "sbk", "scn")),
                         ("i8", "i32", ("sak", "sbk", "scn"))):
        kern = tiledsl.compile(KERNEL.format(t=t, acc=acc, extra=""), filename="d.tile").dotk \
            if t in ("fp16", "bf16") else tiledsl_kernel_k_major(t, acc)
        src = kern.emit("cuda:sm_90a", facts=_facts(kern, unit), num_warps=4, num_stages=3,
                        BM=128, BN=128, BK=128 if t in ("fp8e4nv", "i8") else 64)
        jobs.append((f"dot {t}", "sm_90a", src, want, {"cp.async.cg"}))
    assert compile_all(jobs) == []


#: (BLOCK_M, BLOCK_N, BLOCK_K, num_warps, num_stages) of the TMA tests
TMA_TILES = [(128, 256, 64, 8, 4), (128, 128, 64, 4, 3), (64, 64, 64, 4, 2)]


def test_attentions_k_and_v_are_3d_boxes_over_the_batch():
    """K and V are offset per sequence by ``program_id(2) * stride_*z`` and per head by the
    column origin ``program_id(1) * HEAD_DIM``, masked along the sequence and by the row's
    width: their maps are (width, seq_len, batch) with the row stride, whose third extent is
    the grid's along axis 2, and each box starts at the head's column. At GPT-2's QKV layout
    (k a column block of a (batch * seq_len, 3 * 768) array) the map spans k's 768 columns of
    each 2304-element row."""
    at = tiledsl.load(EXAMPLES / "attention.tile").attention.kernel
    fn, src, specs = _specs(at, _facts(at, ()), HEAD_DIM=64, BLOCK_M=128, BLOCK_N=128,
                            num_warps=8, num_stages=2)
    names = [p.name for p in fn.params]
    kt, vt = specs
    # K^T: HEAD_DIM x BLOCK_N, HEAD_DIM contiguous (tile dim 0); V: BLOCK_N x HEAD_DIM
    assert (names[kt.base], kt.inner, kt.panel, kt.rows) == ("k", 0, 64, 128)
    assert (names[vt.base], vt.inner, vt.panel, vt.rows) == ("v", 1, 64, 128)
    for s, seq_dim, t in ((kt, 1, "k"), (vt, 0, "v")):
        assert names[s.extents[seq_dim].param] == "seq_len"
        assert names[s.extents[1 - seq_dim].param] == "width"
        assert names[s.stride.param] == f"stride_{t}m"
        assert s.batch[0] == 2 and names[s.batch[1].param] == f"stride_{t}z"
    values = dict(out=0x1000, q=0x20000, k=0x20000 + 768 * 2, v=0x20000 + 1536 * 2,
                  sm_scale=0.1, seq_len=1000, width=768, stride_qz=1000 * 2304,
                  stride_qm=2304, stride_kz=1000 * 2304, stride_km=2304,
                  stride_vz=1000 * 2304, stride_vm=2304, stride_oz=1000 * 768, stride_om=768)
    kargs = [values[n] for n in names]
    m = tma.map_args(kt, kargs, grid=(8, 12, 4))
    assert (m["rank"], m["address"], m["global_dim"], m["global_strides"], m["box_dim"]) == \
        (3, 0x20000 + 1536, (768, 1000, 4), (4608, 4608000), (64, 128, 1))
    call = src.split("tl_tma_load_3d(")[1]
    assert "(pid" in call  # the head's column and the batch come from the program ids


#: a matmul written with block pointers and one with tensor descriptors (Triton's modern
#: styles): both lower to masked pointer loads that are TMA boxes on sm_90a
BLOCK_PTR_MM = """
kernel mm(c: *fp16, a: *fp16, b: *fp16, M: i32, N: i32, K: i32, sam: i32, sbk: i32, scm: i32,
          BM: constexpr, BN: constexpr, BK: constexpr):
    pm = program_id(0)
    pn = program_id(1)
    acc = zeros((BM, BN), fp32)
    for k in range(0, K, BK):
        ap = make_block_ptr(a, (M, K), (sam, 1), (pm * BM, k), (BM, BK), (1, 0))
        bp = make_block_ptr(b, (K, N), (sbk, 1), (k, pn * BN), (BK, BN), (1, 0))
        acc = dot(load(ap, boundary_check=(0, 1)), load(bp, boundary_check=(0, 1)), acc=acc)
    cp = make_block_ptr(c, (M, N), (scm, 1), (pm * BM, pn * BN), (BM, BN), (1, 0))
    store(cp, acc.to(fp16), boundary_check=(0, 1))
"""
DESCRIPTOR_MM = """
kernel mm(c: *fp16, a: *fp16, b: *fp16, M: i32, N: i32, K: i32, sam: i32, sbk: i32, scm: i32,
          BM: constexpr, BN: constexpr, BK: constexpr):
    pm = program_id(0)
    pn = program_id(1)
    ad = make_tensor_descriptor(a, (M, K), (sam, 1), (BM, BK))
    bd = make_tensor_descriptor(b, (K, N), (sbk, 1), (BK, BN))
    acc = zeros((BM, BN), fp32)
    for k in range(0, K, BK):
        acc = dot(ad.load([pm * BM, k]), bd.load([k, pn * BN]), acc=acc)
    cd = make_tensor_descriptor(c, (M, N), (scm, 1), (BM, BN))
    cd.store([pm * BM, pn * BN], acc.to(fp16))
"""


@pytest.mark.parametrize("src", [BLOCK_PTR_MM, DESCRIPTOR_MM], ids=["block_ptr", "descriptor"])
def test_block_pointers_and_tensor_descriptors_load_by_tma(src):
    """Their origins are offsets of the base (origin * stride, and the inner origin alone) and
    their masks ``0 <= idx + origin < shape``: the same boxes as the pointer matmul's."""
    from test_tensor_core_compile import problems

    k = tiledsl.compile(src, filename="bp.tile").mm
    fn, code, specs = _specs(k, _facts(k, ()), BM=128, BN=256, BK=64)
    names = [p.name for p in fn.params]
    a, b = specs
    assert [names[r.param] for r in a.extents] == ["M", "K"] and names[a.stride.param] == "sam"
    assert [names[r.param] for r in b.extents] == ["K", "N"] and names[b.stride.param] == "sbk"
    assert (a.inner, a.panel, a.rows, b.inner, b.panel, b.rows) == (1, 64, 128, 1, 64, 64)
    assert a.batch is None and b.batch is None
    assert problems("mm", "sm_90a", code, {"cp.async.bulk.tensor.2d", "wgmma.mma_async"},
                    {"cp.async.cg"}) == []


def test_encode_calls_the_driver_once_per_distinct_map(monkeypatch):
    """encode() is on every TMA launch: a repeated launch is a cache hit; a new address or a
    fully masked tensor (the zeroed scratch) is a new map. The driver is a stand-in here."""
    calls = []
    monkeypatch.setattr(tma, "_encode", lambda *a: calls.append(a) or bytes(128))
    monkeypatch.setattr(tma, "_scratch_address", lambda kind: {"zero": 0xABC00}[kind])
    tma._encoded.cache_clear()
    spec = tma.BoxSpec(0, DType.fp16, 1, (tma.Ref(param=1), tma.Ref(param=2)),
                       tma.Ref(param=2), 64, 128, 128)
    for kargs in ([0x10000, 300, 200], [0x10000, 300, 200], [0x20000, 300, 200],
                  [0x20000, 0, 200]):
        assert tma.encode(spec, kargs) == bytes(128)
    assert [(c[1], c[2], c[3]) for c in calls] == [
        (0x10000, (200, 300), (400,)), (0x20000, (200, 300), (400,)),
        (0xABC00, (1, 1), (16,))]
