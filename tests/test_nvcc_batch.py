"""``tests/_nvcc_batch.py`` (the compile tests' batching of sources into few nvcc runs) gives
each source the report a lone ``compile_check`` gives it: the same registers, spills, stack
frame, shared memory and ptxas remarks, and the same PTX up to the numbering of its labels;
a source that fails makes the others of its batch compile alone, and its error is the lone
compile's."""
from __future__ import annotations

import re

import pytest

import tiledsl
from _nvcc_batch import compile_batched, plan
from conftest import EXAMPLES
from test_tensor_core_compile import aligned_facts, dot_kernel
from tiledsl.codegen.cuda import CUDA_PRELUDE
from tiledsl.codegen.nvcc import CompileReport, compile_check, nvcc_path
from tiledsl.errors import InternalError

needs_nvcc = pytest.mark.skipif(nvcc_path() is None, reason="nvcc not on PATH")


def _sources(arch="sm_90a"):
    """A warp-specialized matmul (wgmma on sm_90a, with ptxas's remarks C7517/C7519), an i8
    dot (mma.sync), a vector add."""
    mm = tiledsl.load(EXAMPLES / "matmul.tile").matmul.kernel
    out = [mm.emit(f"cuda:{arch}", num_warps=4, num_stages=4, BLOCK_M=128, BLOCK_N=128,
                   BLOCK_K=64, WARP_SPECIALIZE=True,
                   facts=aligned_facts(mm, ("stride_ak", "stride_bn", "stride_cn")))]
    k = dot_kernel("i8")
    out.append(k.emit(f"cuda:{arch}", num_warps=4, BM=64, BN=64, BK=32,
                      facts=aligned_facts(k, ("sak", "sbn", "scn"))))
    add = tiledsl.load(EXAMPLES / "vector_add.tile").vector_add
    out.append(add.emit(f"cuda:{arch}", facts=aligned_facts(add)))
    return out


def _labels(ptx: str) -> str:
    return re.sub(r"\$L__BB\d+_", "$L__BB_", ptx)


def _remarks(log: str) -> list:
    return sorted(re.sub(r"around line \d+ ", "", ln) for ln in log.splitlines() if "(C75" in ln)


@needs_nvcc
def test_batched_reports_equal_the_lone_compiles():
    srcs = _sources()
    batches, alone = plan(srcs, 1)
    assert alone == [] and [i for i, _ in batches[0]] == [0, 1, 2]
    got = compile_batched(srcs, "sm_90a", units=1)
    for src, rep in zip(srcs, got):
        want = compile_check(src, "sm_90a")
        assert isinstance(rep, CompileReport)
        for field in ("registers", "spill_stores", "spill_loads", "stack_frame", "shared"):
            assert getattr(rep, field) == getattr(want, field), field
        assert _remarks(rep.log) == _remarks(want.log)
        (name,) = want.registers
        body = want.ptx[want.ptx.index(f".entry {name}("):]
        assert _labels(rep.ptx) == _labels(body[:body.rindex("\n}") + 2])
    assert "wgmma.mma_async" in got[0].ptx and "(C75" in got[0].log  # what the test compares
    assert "mma.sync" in got[1].ptx and "wgmma" not in got[1].ptx


@needs_nvcc
def test_a_failing_source_gets_the_error_of_its_lone_compile():
    srcs = _sources("sm_80")
    bad = srcs[2].replace("blockIdx.x", "undefined_x", 1)
    assert bad != srcs[2]
    got = compile_batched([srcs[1], bad, srcs[2]], "sm_80", units=1)
    with pytest.raises(InternalError) as e:
        compile_check(bad, "sm_80")
    assert isinstance(got[1], InternalError) and "undefined_x" in got[1].message
    tmp = re.compile(r"/tmp/\w+/")  # compile_check's temporary folder
    assert tmp.sub("", got[1].message) == tmp.sub("", e.value.message)
    assert [len(r.registers) for r in (got[0], got[2])] == [1, 1]


def test_sources_that_cannot_share_a_unit_are_compiled_alone():
    kernel = 'extern "C" __global__ void __launch_bounds__(32) k(float* p) { p[0] = f(); }\n'
    helper = "#ifndef TL_H\n#define TL_H\n__device__ __forceinline__ float f() {{ return {}; }}\n" \
             "#endif\n"
    srcs = [CUDA_PRELUDE + helper.format(1) + kernel,
            CUDA_PRELUDE + helper.format(1) + kernel,
            CUDA_PRELUDE + helper.format(2) + kernel,          # TL_H with another text
            CUDA_PRELUDE + "__device__ float f() { return 1; }\n" + kernel,  # may not inline
            "#include <cuda_fp16.h>\n" + kernel,                # not the prelude
            CUDA_PRELUDE + kernel + kernel.replace(" k(", " k2(")]  # two kernels
    batches, alone = plan(srcs, 2)
    assert sorted(i for b in batches for i, _ in b) == [0, 1] and alone == [2, 3, 4, 5]
