"""Tensor-core code compiled by ``nvcc`` + ``ptxas`` for sm_80 and sm_90a, without a GPU.

For every dtype ``dot`` takes (the cases of ``test_gpu_dot.py``) and for the matmul and
attention examples at their default configurations, with the launch facts of 16-byte aligned
arrays: no ptxas error, no spill and no stack frame, and the PTX holds the instructions the
configuration promises (``mma.sync``, ``ldmatrix``, ``cp.async``; on sm_90a ``wgmma.mma_async``
for the fp16/bf16 dots into fp32 and the examples, and for the 8-bit and tf32 dots of a
K-major B). The sources of one test are compiled together, a few translation units in
parallel (``tests/_nvcc_batch.py``).
"""
from __future__ import annotations

import re

import pytest

import tiledsl
from _nvcc_batch import compile_batched
from conftest import EXAMPLES
from test_gpu_dot import CASES, KERNEL
from tiledsl.codegen.nvcc import compile_check, nvcc_path
from tiledsl.errors import InternalError

pytestmark = pytest.mark.skipif(nvcc_path() is None, reason="nvcc not on PATH")

ARCHS = ("sm_80", "sm_90a")
#: the PTX instructions each dot case must contain: fp16/bf16, tf32 and 8-bit operands reach
#: mma.sync through ldmatrix, fp64 (DMMA) reads its operands element by element, and every
#: mma case's loads are pipelined with cp.async; "ieee" fp32 is the FMA loop
PROMISED = {case: {"mma.sync", "ldmatrix", "cp.async"} for case in CASES}
PROMISED["fp64"] = {"mma.sync", "cp.async"}
PROMISED["ieee"] = set()
#: the instructions a case must not contain
FORBIDDEN = {"ieee": {"mma.sync"}}
#: what the examples promise at every default configuration
EXAMPLE_PROMISED = {"mma.sync", "ldmatrix", "cp.async"}
#: on sm_90a fp16 and bf16 dots into fp32 whose operands the pipeline brings run on Hopper's
#: wgmma (read through descriptors, no ldmatrix); the other cases stay on mma.sync
WGMMA = {"wgmma.mma_async", "cp.async"}
#: the examples on sm_90a with aligned arrays: their pipelined loads are TMA boxes
#: (codegen/tma.py), filled by the bulk tensor copy on mbarrier stages
TMA = {"wgmma.mma_async", "cp.async.bulk.tensor", "mbarrier.try_wait.parity"}
PROMISED_90A = {**PROMISED, "fp16": WGMMA, "bf16": WGMMA}
FORBIDDEN_90A = {**FORBIDDEN, "fp16": {"mma.sync"}, "bf16": {"mma.sync"}}


def promised(case: str, arch: str) -> tuple:
    """(instructions the PTX must hold, instructions it must not) for a dot case."""
    if arch == "sm_90a":
        return PROMISED_90A[case], FORBIDDEN_90A.get(case, set())
    return PROMISED[case], FORBIDDEN.get(case, set()) | {"wgmma"}


def aligned_facts(kernel, unit_strides=()) -> dict:
    """The facts a launch derives from 16-byte aligned arrays whose sizes and strides are
    multiples of 16: every pointer ``aligned16``, every integer ``div16``, except the strides
    of contiguous dimensions (``unit_strides``), which are ``is_one``."""
    facts = {}
    for p in kernel.params:
        if p.kind == "pointer":
            facts[p.name] = {"aligned16": True}
        elif p.kind == "scalar" and str(p.dtype).startswith(("i", "u")):
            facts[p.name] = {"is_one": True} if p.name in unit_strides else {"div16": True}
    return facts


def default_configurations(kernel) -> list:
    """The launch keywords of each configuration an untuned launch may use: the constexpr
    defaults at 4 warps and the launch default of stages, and, for an autotuned kernel, its
    first configuration (the default without tuning)."""
    out = [{"num_warps": 4}]
    configs = getattr(kernel, "configs", None) or []
    if configs:
        out.append(configs[0].all_kwargs())
    return out


def untuned(kernel):
    """The kernel itself, without its autotuning configurations."""
    return getattr(kernel, "kernel", kernel)


#: ptxas's remark that it fenced a ``wgmma`` because a register it reads was written inside
#: the MMA group; in a job's forbidden set it makes that remark a problem
FENCED = "C7519"


def problems(name: str, arch: str, src: str, promised: set, forbidden: set = frozenset()):
    """What is wrong with ``src`` compiled for ``arch``: ptxas errors, spills, a stack frame,
    a promised instruction missing from the PTX or a forbidden one present, and, where
    ``forbidden`` holds :data:`FENCED`, a ``warpgroup.arrive`` that ptxas had to inject
    between a group's ``wgmma`` instructions (empty: nothing)."""
    try:
        rep = compile_check(src, arch)
    except InternalError as e:
        rep = e
    return report_problems(name, arch, rep, promised, forbidden, src)


def allowed_fences(src: str | None) -> int:
    """How many C7519 remarks ``src`` may draw: one per commit of codegen/overlap.py's
    deferred group (empty in the first iteration, ptxas fences it at the commit) and one
    for its issue after the loop; 0 for any other source."""
    if src is None:
        return 0
    return src.count("the deferred group (empty in the first iteration)") + \
        src.count("the last iteration's deferred dot")


def report_problems(name: str, arch: str, rep, promised: set, forbidden: set = frozenset(),
                    src: str | None = None):
    """:func:`problems` of a compiled source: ``rep`` is its ``CompileReport`` or the
    exception its compile raised, ``src`` the source (:func:`allowed_fences`)."""
    if isinstance(rep, InternalError):  # nvcc's or ptxas's first error line
        lines = rep.message.splitlines()
        first = next((ln for ln in lines[1:] if "error" in ln), lines[-1])
        return [f"{name} {arch}: {lines[0]} {first.strip()}"]
    if isinstance(rep, BaseException):
        raise rep
    out = []
    if not rep.registers:
        out.append(f"{name} {arch}: ptxas reported no kernel")
    if rep.spills:
        out.append(f"{name} {arch}: {sum(rep.spill_stores.values())} bytes spill stores, "
                   f"{sum(rep.spill_loads.values())} bytes spill loads")
    if rep.max_stack:
        out.append(f"{name} {arch}: {rep.max_stack} bytes stack frame")
    fenced = rep.log.count(f"({FENCED})")
    if FENCED in forbidden and fenced > allowed_fences(src):  # a register written in a group
        out.append(f"{name} {arch}: ptxas injected warpgroup.arrive ({FENCED}) {fenced} times")
    out += [f"{name} {arch}: no {i} in the PTX" for i in sorted(promised) if i not in rep.ptx]
    out += [f"{name} {arch}: {i} in the PTX" for i in sorted(forbidden - {FENCED})
            if i in rep.ptx]
    return out


def compile_all(jobs: list) -> list:
    """``problems(*job)`` for every job; one list of everything wrong. The sources of one
    architecture are compiled together, a few translation units in parallel
    (``_nvcc_batch.compile_batched``: the same per-kernel reports as compiling each alone)."""
    reports = {}
    for arch in dict.fromkeys(job[1] for job in jobs):
        idx = [i for i, job in enumerate(jobs) if job[1] == arch]
        for i, rep in zip(idx, compile_batched([jobs[i][2] for i in idx], arch)):
            reports[i] = rep
    return [p for i, (name, arch, src, *rest) in enumerate(jobs)
            for p in report_problems(name, arch, reports[i], *rest, src=src)]


def dot_kernel(case):
    t, acc, extra = CASES[case][:3]
    return tiledsl.compile(KERNEL.format(t=t, acc=acc, extra=extra),
                           filename=f"dot_{case}.tile").dotk


@pytest.mark.slow
@pytest.mark.parametrize("arch", ARCHS)
def test_every_dot_dtype_compiles_to_tensor_cores(arch):
    """A 64x64x32 tile, 4 warps, 3 stages, M, N, K, strides and pointers 16-byte aligned."""
    jobs = []
    for case in CASES:
        k = dot_kernel(case)
        src = k.emit(f"cuda:{arch}", num_warps=4, facts=aligned_facts(k, ("sak", "sbn", "scn")),
                     BM=64, BN=64, BK=32)
        jobs.append((case, arch, src, *promised(case, arch)))
    assert sorted(case for case, *_ in jobs) == sorted(PROMISED)
    assert compile_all(jobs) == []


def example_jobs(arch: str) -> list:
    """The compile jobs of matmul.tile and attention.tile (HEAD_DIM 64 and 128, causal and
    not) at each default configuration, one per distinct source."""
    jobs, seen = [], set()
    mm = tiledsl.load(EXAMPLES / "matmul.tile").matmul
    at = tiledsl.load(EXAMPLES / "attention.tile").attention
    variants = [("matmul", mm, ("stride_ak", "stride_bn", "stride_cn"), {})]
    variants += [(f"attention D{d}{' causal' if causal else ''}", at, (),
                  {"HEAD_DIM": d, "CAUSAL": causal}) for d in (64, 128) for causal in (False, True)]
    for name, kernel, unit, spec in variants:
        facts = aligned_facts(kernel, unit)
        for config in default_configurations(kernel):
            src = untuned(kernel).emit(f"cuda:{arch}", facts=facts, **spec, **config)
            if src not in seen:
                seen.add(src)
                shown = " ".join(f"{k}={v}" for k, v in config.items())
                jobs.append((f"{name} [{shown}]", arch, src,
                             TMA if arch == "sm_90a" else EXAMPLE_PROMISED,
                             {"cp.async.cg", "cp.async.ca"} if arch == "sm_90a" else set()))
    return jobs


@pytest.mark.slow
@pytest.mark.parametrize("arch", ARCHS)
def test_examples_compile_to_tensor_cores_without_spills(arch):
    jobs = example_jobs(arch)
    assert {name.split(" [")[0] for name, *_ in jobs} == {
        "matmul", "attention D64", "attention D64 causal", "attention D128",
        "attention D128 causal"}
    assert compile_all(jobs) == []


@pytest.mark.slow
def test_dots_with_k_major_b_compile_to_wgmma():
    """8-bit dots (i8, u8, fp8e4nv, fp8e5) and fp32 dots as tf32 run on sm_90a's ``wgmma``
    (k32 and k8, both operands K-major through descriptors) when B is K-contiguous in memory,
    at each tile of the GPU test ``test_dot_with_k_major_b_equals_the_interpreter``: the PTX
    holds the whole instruction, ``wgmma.mma_async.sync.aligned.m64n{BN}k{K}.{acc}.{t}.{t}``;
    with an N-contiguous B (which ``wgmma`` cannot transpose for these types) they stay on
    ``mma.sync``."""
    from test_gpu_dot import K_MAJOR_B, K_MAJOR_TILES, k_major_tile, tiledsl_kernel_k_major
    from tiledsl.codegen import mma
    from tiledsl.dtypes import DType

    jobs = []
    for case, (t, acc, _) in sorted(K_MAJOR_B.items()):
        k = tiledsl_kernel_k_major(t, acc)
        ptx_t, _, kk = mma.WGMMA_TYPES[DType[t]]
        for tile in K_MAJOR_TILES:
            bm, bn, bk, warps, stages = k_major_tile(case, *tile)
            src = k.emit("cuda:sm_90a", num_warps=warps, num_stages=stages,
                         facts=aligned_facts(k, ("sak", "sbk", "scn")), BM=bm, BN=bn, BK=bk)
            ins = (f"wgmma.mma_async.sync.aligned.m64n{bn}k{kk}."
                   f"{'s32' if acc == 'i32' else 'f32'}.{ptx_t}.{ptx_t}")
            jobs.append((f"{case} {bm}x{bn}x{bk}", "sm_90a", src, {ins}, {"mma.sync"}))
        if t != "fp16":
            src = k.emit("cuda:sm_90a", num_warps=4, facts=aligned_facts(k, ("sak", "sbn", "scn")),
                         BM=64, BN=64, BK=64)
            jobs.append((f"{case} N-major B", "sm_90a", src, {"mma.sync"}, {"wgmma"}))
    assert compile_all(jobs) == []
