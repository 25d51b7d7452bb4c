"""Every autotuning configuration of the examples' tensor-core kernels compiles for sm_90a
with nvcc: no ptxas error, no spill, no stack frame, and the PTX holds ``wgmma.mma_async``,
``cp.async.bulk.tensor`` and ``mbarrier`` (the TMA pipeline): matmul.tile with the plain
and the heaviest epilogue (exact gelu) and attention.tile at HEAD_DIM 64 and 128, causal
or not, with the launch facts of 16-byte aligned arrays of unit column stride.
``test_tensor_core_compile`` checks the defaults on sm_80 and sm_90a, and
``test_gpt2_block`` every configuration of gpt2_block.tile's linear.
"""
from __future__ import annotations

import pytest

import tiledsl
from conftest import EXAMPLES
from test_tensor_core_compile import TMA, aligned_facts, compile_all, untuned
from tiledsl.codegen.nvcc import nvcc_path


def jobs() -> list:
    """``(name, arch, source, promised)`` of each configuration of matmul.tile and
    attention.tile and each variant above."""
    mm = tiledsl.load(EXAMPLES / "matmul.tile").matmul
    at = tiledsl.load(EXAMPLES / "attention.tile").attention
    variants = [(mm, ("stride_ak", "stride_bn", "stride_cn"), {"ACTIVATION": act})
                for act in ("none", "gelu")]
    variants += [(at, (), {"HEAD_DIM": d, "CAUSAL": causal})
                 for d in (64, 128) for causal in (False, True)]
    out = []
    for kernel, unit, spec in variants:
        facts = aligned_facts(kernel, unit)
        for c in kernel.configs:
            src = untuned(kernel).emit("cuda:sm_90a", facts=facts, num_warps=c.num_warps,
                                       num_stages=c.num_stages, persistent=bool(c.persistent),
                                       **spec, **c.kwargs)
            out.append((f"{kernel.name} {spec} {c}", "sm_90a", src, TMA))
    return out


@pytest.mark.slow
def test_every_example_configuration_compiles_for_sm_90a_without_spills():
    if nvcc_path() is None:
        pytest.skip("nvcc not on PATH")
    js = jobs()
    mm = tiledsl.load(EXAMPLES / "matmul.tile").matmul
    at = tiledsl.load(EXAMPLES / "attention.tile").attention
    assert len(js) == 2 * len(mm.configs) + 4 * len(at.configs)
    assert any(c.persistent for c in mm.configs)
    assert any(c.kwargs.get("WARP_SPECIALIZE") for c in at.configs)
    assert compile_all(js) == []
