"""Tensor-core dots under run-time control flow that carries two or more values
(tests/dot_control_flow.tile): an ``if`` in the K loop assigning the accumulator and a counter,
a ``while`` carrying both, a ``break`` and a ``continue`` (lowered to flags carried beside
them), and a two-tile ``reduce`` of a dot's result. The layout assignment once stopped on
each with an InternalError ("Op.IF has 2 results"): it propagated the accumulator's layout
through ``for`` loops only and then asked every other op for its single result.

* every kernel against numpy on every backend (the interpreter always; the GPU, marked
  ``gpu``, at two tile configurations); the inputs are small integers in fp16, so every
  product and sum is exact in fp32 and the results must be equal, not close;
* the generated CUDA compiled by nvcc for sm_80 and sm_90a, with and without the facts of
  aligned arrays (and with them also at 128 x 128 tiles on 8 warps), holding tensor-core
  instructions;
* the accumulator's tensor-core layout reaching the results of the ``if`` and ``while`` ops
  (no conversion through shared memory per iteration).
"""
from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import tiledsl
from _backends import BACKENDS, run
from tiledsl.codegen.nvcc import compile_check, nvcc_path
from tiledsl.ir import Op

SRC = Path(__file__).resolve().parent / "dot_control_flow.tile"
KERNELS = ("mm_if", "mm_while", "mm_break", "mm_continue", "mm_argmax")
#: (BM, BN, BK, num_warps): the file's defaults, and 128-row tiles of two warpgroups
CONFIGS = [pytest.param((64, 64, 32, 4), id="64x64x32-w4"),
           pytest.param((128, 128, 64, 8), id="128x128x64-w8", marks=pytest.mark.gpu)]
#: (M, N, K): ragged in every dimension, and whole tiles
SHAPES = [(70, 72, 100), (128, 128, 256)]


def _module():
    return tiledsl.load(SRC)


def _operands(m, n, k, seed=0):
    rng = np.random.default_rng(seed)
    a = rng.integers(-3, 4, size=(m, k)).astype(np.float16)
    b = rng.integers(-3, 4, size=(k, n)).astype(np.float16)
    return a, b


def _blocks(k, bk):
    """[(index j, the A columns / B rows of K block j)] of a loop ``range(0, k, bk)``."""
    return [(j, slice(k0, min(k0 + bk, k))) for j, k0 in enumerate(range(0, k, bk))]


def _reference(name, a, b, bk, scalar):
    """(C, the count per program) that kernel ``name`` computes, in float64 (exact here)."""
    a64, b64 = a.astype(np.float64), b.astype(np.float64)
    m, k = a.shape
    c = np.zeros((m, b.shape[1]))
    count = 0
    for j, ks in _blocks(k, bk):
        part = a64[:, ks] @ b64[ks, :]
        if name == "mm_if":
            if j % 2 == scalar:
                c, count = c + part, count + 1
            else:
                c, count = c - part, count + 100
        elif name == "mm_while":
            c, count = c + part, ks.start + bk  # the while's index after the block
        elif name == "mm_break":
            if ks.start >= scalar:
                break
            c, count = c + part, count + 1
        elif name == "mm_continue":
            if j % 3 == scalar:
                continue
            c, count = c + part, count + 1
        else:
            c = c + part
    return c, count


#: the run-time scalar each kernel takes after M, N, K (None: none)
SCALARS = {"mm_if": 1, "mm_while": None, "mm_break": 96, "mm_continue": 1, "mm_argmax": None}


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("config", CONFIGS)
@pytest.mark.parametrize("shape", SHAPES, ids=["ragged", "whole"])
@pytest.mark.parametrize("name", KERNELS)
def test_dot_under_control_flow_matches_numpy(name, shape, config, backend):
    bm, bn, bk, warps = config
    m, n, k = shape
    kern = getattr(_module(), name)
    a, b = _operands(m, n, k)
    scalar = SCALARS[name]
    extra = () if scalar is None else (np.int32(scalar),)
    meta = dict(BM=bm, BN=bn, BK=bk, num_warps=warps)
    want, count = _reference(name, a, b, bk, scalar)
    if name == "mm_argmax":
        n = min(n, bn)  # one tile of columns
        b = np.ascontiguousarray(b[:, :n])
        want, _ = _reference(name, a, b, bk, scalar)
        out = np.full(m, -7, np.int32)
        run(kern, (-(-m // bm),), [out, a, b, np.int32(m), np.int32(n), np.int32(k)], backend,
            **meta)
        np.testing.assert_array_equal(out, np.argmax(want, axis=1))
        return
    grid = (-(-m // bm), -(-n // bn))
    c = np.full((m, n), np.nan, np.float32)
    s = np.full(grid[0] * grid[1], -7, np.int32)
    run(kern, grid, [c, s, a, b, np.int32(m), np.int32(n), np.int32(k), *extra], backend,
        **meta)
    np.testing.assert_array_equal(c, want.astype(np.float32))
    np.testing.assert_array_equal(s, np.full_like(s, count))


def test_the_references_take_the_branches():
    """The scalars above make every kernel take both ways of its branch: mm_if adds and
    subtracts, mm_break stops early, mm_continue skips blocks (else the test would pass for a
    kernel that ignored its control flow)."""
    a, b = _operands(70, 72, 100)
    full, n_blocks = _reference("mm_while", a, b, 32, None)[0], len(_blocks(100, 32))
    assert _reference("mm_if", a, b, 32, 1)[1] == 2 * 1 + 2 * 100
    assert _reference("mm_break", a, b, 32, 96)[1] == 3 < n_blocks
    assert _reference("mm_continue", a, b, 32, 1)[1] == 3 < n_blocks
    for name, scalar in (("mm_if", 1), ("mm_break", 96), ("mm_continue", 1)):
        assert not np.array_equal(_reference(name, a, b, 32, scalar)[0], full), name


def _aligned_facts(kernel):
    """The facts a launch derives from 16-byte aligned arrays with sizes that are multiples
    of 16: every pointer aligned16, every integer div16."""
    facts = {}
    for p in kernel.params:
        if p.kind == "pointer":
            facts[p.name] = {"aligned16": True}
        elif p.kind == "scalar" and str(p.dtype).startswith(("i", "u")):
            facts[p.name] = {"div16": True}
    return facts


@pytest.mark.skipif(nvcc_path() is None, reason="nvcc not on PATH")
@pytest.mark.parametrize("aligned", [True, False], ids=["aligned", "unaligned"])
@pytest.mark.parametrize("arch", ["sm_80", "sm_90a"])
@pytest.mark.parametrize("name", KERNELS)
def test_dot_under_control_flow_compiles(name, arch, aligned):
    kern = getattr(_module(), name)
    configs = [(4, {})] + ([(8, dict(BM=128, BN=128, BK=64))] if aligned else [])
    for warps, spec in configs:
        src = kern.emit(f"cuda:{arch}", num_warps=warps,
                        facts=_aligned_facts(kern) if aligned else None, **spec)
        rep = compile_check(src, arch)
        assert "mma.sync.aligned.m16n8k16" in rep.ptx or "wgmma.mma_async" in rep.ptx, \
            (name, warps)


def _emitter(name, arch="sm_80", num_warps=4):
    from tiledsl.codegen.emitter import Emitter
    from tiledsl.codegen.targets import get_dialect

    kern = getattr(_module(), name)
    fn = kern.lower()
    return fn, Emitter(fn, get_dialect(f"cuda:{arch}"), num_warps)


@pytest.mark.parametrize("arch", ["sm_80", "sm_90a"])
@pytest.mark.parametrize("name", ["mm_if", "mm_while", "mm_break", "mm_continue"])
def test_accumulator_layout_reaches_the_control_flow_results(name, arch):
    """Every 2-D tile that an ``if`` or ``while`` op defines or carries here is the
    accumulator: it is pinned to the dot's accumulator layout, as the ``for`` loop's is."""
    fn, em = _emitter(name, arch)
    dots = [op for op in fn.walk() if op.op is Op.DOT]
    accs = {em.dot_plans[d].acc for d in dots} if em.dot_plans else set()
    assert dots and len(accs) == 1, "one tensor-core accumulator layout"
    acc = accs.pop()
    seen = 0
    for op in fn.walk():
        vals = list(op.results)
        if op.op is Op.WHILE:
            vals += op.regions[0].args + op.regions[1].args
        elif op.op is not Op.IF:
            continue
        for v in vals:
            if len(v.type.shape) == 2:
                assert v in em.assign.pinned and em.assign.hints[v] is acc, (op, v)
                seen += 1
    assert seen >= (3 if name in ("mm_while", "mm_break") else 1)
