"""Blocks per SM, the rebuild with ``__launch_bounds__(threads, min_blocks)`` that fits more,
and the runtime's choice between the two builds (with stand-in kernels: no GPU needed)."""
from __future__ import annotations

import types
from pathlib import Path

import numpy as np
import pytest

import tiledsl
from tiledsl.codegen import _emit, runtime
from tiledsl.codegen.nvcc import compile_check, nvcc_path
from tiledsl.codegen.occupancy import SmLimits, blocks_per_sm, min_blocks_to_try

EX = Path(__file__).resolve().parent.parent / "examples"


@pytest.mark.parametrize("regs,threads,smem,blocks", [
    # the "Block Limit Registers" Nsight Compute reported on the H200, 2026-11-30
    (40, 256, 64, 6), (34, 512, 128, 3), (32, 512, 64, 4), (56, 1024, 256, 1),
    (53, 1024, 128, 1),
    (16, 32, 0, 32),           # the 32-blocks-per-SM limit
    (255, 1024, 0, 0),         # 256 registers x 1024 threads exceed the register file
    (32, 512, 100 * 1024, 2),  # shared memory: 228 KB / (100 KB + 1 KB reserved)
])
def test_blocks_per_sm(regs, threads, smem, blocks):
    assert blocks_per_sm(regs, threads, smem) == blocks


@pytest.mark.parametrize("regs,threads,smem,want", [
    (34, 512, 128, 4),     # layer norm, 16 warps: 3 -> 4 blocks at <= 32 registers
    (40, 256, 64, 8),      # 6 -> 8 blocks at <= 32
    (32, 512, 64, None),   # already 64 warps per SM
    (56, 1024, 256, None),  # one block of 1024 threads; 48 registers still fit only one
    (86, 512, 0, 2),       # one block of 512 threads: ask for a second (<= 64 registers)
    (34, 512, 100 * 1024, None),  # shared memory, not registers, limits it
])
def test_min_blocks_to_try(regs, threads, smem, want):
    assert min_blocks_to_try(regs, threads, smem) == want


def test_limits_from_device_attributes():
    dev = types.SimpleNamespace(attributes={"MaxRegistersPerMultiprocessor": 32768,
                                            "MaxThreadsPerMultiProcessor": 1536})
    lim = SmLimits.of_device(dev)
    assert (lim.registers, lim.max_warps, lim.max_blocks) == (32768, 48, 32)
    assert blocks_per_sm(32, 256, 0, lim) == 4


@pytest.mark.skipif(nvcc_path() is None, reason="nvcc not on PATH")
def test_layernorm_rebuild_fits_a_fourth_block_without_spilling():
    """The 16-warp layer norm (N = 4096, fp16) builds with 34 registers; asked for 4 blocks
    per SM, ptxas fits it in 32 with no spill and no stack frame."""
    k = tiledsl.load(EX / "layernorm.tile").layernorm
    facts = {n: {"aligned16": True, "noalias": True}
             for n in ("y", "h_out", "x", "residual", "weight", "bias")}
    facts.update(row_stride={"div16": True}, n_cols={"div16": True})
    fn = k.lower(facts=facts, BLOCK=4096, y="*fp16", h_out="*fp16", x="*fp16",
                 residual="*fp16", weight="*fp16", bias="*fp16", row_stride="i32",
                 n_cols="i32", eps="fp32")
    src, smem = _emit(fn, "cuda", 16)
    first = compile_check(src, "sm_90a")
    regs = first.max_registers
    want = min_blocks_to_try(regs, 512, smem)
    if want is None:  # another ptxas may already fit four blocks
        assert blocks_per_sm(regs, 512, smem) == 4
        return
    src2, _ = _emit(fn, "cuda", 16, want)
    assert f"__launch_bounds__(512, {want})" in src2
    second = compile_check(src2, "sm_90a")
    assert blocks_per_sm(second.max_registers, 512, smem) == want == 4
    assert second.spills == 0 and second.max_stack == 0, second.log


class _Kern:
    def __init__(self, regs, local):
        self.num_regs, self.local_size_bytes = regs, local


@pytest.mark.parametrize("spills,chosen", [(0, 4), (16, None)])
def test_runtime_keeps_the_rebuild_only_without_spills(monkeypatch, spills, chosen):
    built = []

    def build_one(fn, num_warps, cupy, dev, min_blocks, dialect=None, load_other=None,
                  num_stages=None, sanitize=False, persistent=False):
        assert sanitize is False
        built.append(min_blocks)
        kern = _Kern(34, 0) if min_blocks is None else _Kern(32, spills)
        return runtime._Compiled(kern, 128, 32 * num_warps, "k", f"src{min_blocks}")

    monkeypatch.setattr(runtime, "_build_one", build_one)
    monkeypatch.setattr(runtime, "device_dialect", lambda cupy, dev: types.SimpleNamespace(
        name="cuda"))
    monkeypatch.delenv("TILEDSL_OCCUPANCY", raising=False)
    dev = types.SimpleNamespace(attributes={})
    ck = runtime._build(None, 16, None, dev)
    assert built == [None, 4] and ck.source == f"src{chosen}"
    monkeypatch.setenv("TILEDSL_OCCUPANCY", "off")
    built.clear()
    assert runtime._build(None, 16, None, dev).source == "srcNone" and built == [None]


def test_launch_prepared_builds_once_per_device_and_codegen_variables(monkeypatch):
    """The fast path's entry: the first launch on a device builds, repeats reuse that build
    without asking cupy for the current device, another TILEDSL_LOAD_OTHER builds anew."""
    builds, launched = [], []

    class Kern:
        def __call__(self, grid, block, args, shared_mem=0, stream=None):
            launched.append((grid, block, args))

    def build(fn, num_warps, cupy, dev, load_other=None, num_stages=None, sanitize=False,
              persistent=False):
        assert sanitize is False
        builds.append((num_warps, load_other))
        return runtime._Compiled(Kern(), 0, 32 * num_warps, "k", "src")

    fake = types.SimpleNamespace(cuda=types.SimpleNamespace(
        runtime=types.SimpleNamespace(getDevice=lambda: pytest.fail("getDevice called")),
        Device=lambda i: types.SimpleNamespace(id=i)))
    monkeypatch.setattr(runtime, "_cupy", lambda: fake)
    monkeypatch.setattr(runtime, "_build", build)
    monkeypatch.delenv("TILEDSL_LOAD_OTHER", raising=False)
    fn = types.SimpleNamespace(name="k")
    for _ in range(3):
        runtime.launch_prepared(fn, (2, 1, 1), [np.int32(5)], num_warps=8, device=0)
    monkeypatch.setenv("TILEDSL_LOAD_OTHER", "ptx")
    runtime.launch_prepared(fn, (2, 1, 1), [np.int32(5)], num_warps=8, device=0)
    assert builds == [(8, None), (8, None)] and len(launched) == 4
    assert launched[0] == ((2, 1, 1), (256, 1, 1), (np.int32(5),))
    runtime._memory.pop(id(fn), None)
