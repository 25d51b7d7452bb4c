"""The ``noalias`` launch fact: only arrays whose bytes overlap no other argument get it, and
only those become ``__restrict__`` pointers in the generated CUDA."""
import numpy as np

import tiledsl
from tiledsl.launch.arrays import Array, byte_extent
from tiledsl.launch.binding import Arg, launch_facts
from tiledsl.dtypes import DType, PointerType


def arg(name, a):
    return Arg(name, "pointer", PointerType(DType.fp32),
               Array(a, DType.fp32, None, a.__array_interface__["data"][0], False))


def test_extent_of_strided_and_reversed_views():
    base = np.zeros(100, np.float32)
    lo0 = base.__array_interface__["data"][0]
    v = base[10:50:4]
    assert byte_extent(Array(v, DType.fp32, None, lo0 + 40, False)) == (lo0 + 40, lo0 + 40 + 37 * 4)
    r = base[::-1]
    addr = r.__array_interface__["data"][0]
    assert byte_extent(Array(r, DType.fp32, None, addr, False)) == (lo0, lo0 + 400)


def test_disjoint_arrays_are_noalias_overlapping_views_are_not():
    a, b = np.zeros(64, np.float32), np.zeros(64, np.float32)
    facts = launch_facts([arg("a", a), arg("b", b)])
    assert facts["a"].get("noalias") and facts["b"].get("noalias")
    base = np.zeros(128, np.float32)
    facts = launch_facts([arg("x", base[:80]), arg("y", base[64:]), arg("z", a)])
    assert "noalias" not in facts.get("x", {}) and "noalias" not in facts.get("y", {})
    assert facts["z"]["noalias"]
    # interleaved views overlap in bytes even though no element is shared: stay conservative
    facts = launch_facts([arg("e", base[0::2]), arg("o", base[1::2])])
    assert "noalias" not in facts.get("e", {})


def test_restrict_only_with_the_fact():
    k = tiledsl.load("examples/vector_add.tile").vector_add
    spec = dict(out="*fp32", x="*fp32", y="*fp32", n="i32", BLOCK=1024)
    plain = k.emit("cuda", **spec)
    fast = k.emit("cuda", facts={"x": {"noalias": True}}, **spec)
    assert "__restrict__" not in plain
    assert "float* __restrict__ p_x" in fast and "float* p_y" in fast


def test_streaming_stores_only_for_write_only_noalias_arrays(monkeypatch):
    monkeypatch.setenv("TILEDSL_STREAM_STORES", "1")
    k = tiledsl.load("examples/layernorm.tile").layernorm
    spec = dict(y="*fp16", h_out="*fp16", x="*fp16", residual="*fp16", weight="*fp16",
                bias="*fp16", row_stride="i32", n_cols="i32", eps="fp32", BLOCK=1024)
    facts = {n: {"aligned16": True, "noalias": True}
             for n in ("y", "h_out", "x", "residual", "weight", "bias")}
    facts.update(row_stride={"div16": True}, n_cols={"div16": True})
    src = k.emit("cuda", facts=facts, **spec)
    stores = [ln for ln in src.splitlines() if "reinterpret_cast<tl_vec" in ln and "=" not in
              ln.split("reinterpret_cast")[0] or "tl_stcs(reinterpret_cast" in ln]
    assert sum("tl_stcs(reinterpret_cast" in ln for ln in stores) >= 2
    assert all("p_x" not in ln for ln in stores if "tl_stcs(" in ln)
    no_alias_facts = {n: {"aligned16": True} for n in facts if n not in ("row_stride", "n_cols")}
    assert "tl_stcs(reinterpret_cast" not in k.emit("cuda", facts=no_alias_facts, **spec)
    monkeypatch.setenv("TILEDSL_STREAM_STORES", "0")
    assert "tl_stcs(reinterpret_cast" not in k.emit("cuda", facts=facts, **spec)
    monkeypatch.delenv("TILEDSL_STREAM_STORES")  # the default: off (slower on the H200)
    assert "tl_stcs(reinterpret_cast" not in k.emit("cuda", facts=facts, **spec)


def test_both_masked_load_variants_compile(monkeypatch):
    """TILEDSL_LOAD_OTHER: the default selects `other` per element after a zero-filled load;
    `init` fills the vector with `other` first. Both must compile without spills."""
    import shutil

    import pytest

    from tiledsl import codegen

    if shutil.which("nvcc") is None:
        pytest.skip("nvcc is not on PATH")
    k = tiledsl.load("examples/softmax.tile").softmax
    facts = {n: {"aligned16": True, "noalias": True} for n in ("out", "x")}
    facts.update({n: {"div16": True} for n in ("x_row_stride", "out_row_stride", "n_cols")})
    spec = dict(out="*fp32", x="*fp32", x_row_stride="i32", out_row_stride="i32",
                n_cols="i32", BLOCK=2048)
    default = k.emit("cuda", num_warps=8, facts=facts, **spec)
    monkeypatch.setenv("TILEDSL_LOAD_OTHER", "init")
    init = k.emit("cuda", num_warps=8, facts=facts, **spec)
    assert " ? " in default and "(-TL_INF), (-TL_INF)" not in default
    assert "(-TL_INF), (-TL_INF)" in init
    for src in (default, init):
        rep = codegen.compile_check(src, arch="sm_90a")
        assert rep.stack_frame == {"tl_k_softmax": 0}  # the C++ name of kernel softmax
