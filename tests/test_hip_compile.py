"""HIP sources compiled for real: every example and every op test's kernel, built by
``hipcc --genco --offload-arch=gfx90a`` (CDNA2, 64-lane waves) into code objects.

Compiler errors fail; the memory-bound examples must not spill or use scratch and must use
16-byte global accesses when aligned; fp16/bf16 dots of MFMA shapes must contain MFMA
instructions in the disassembly (``llvm-objdump --mcpu=gfx90a`` after unbundling); the other
dots must not. Kernels are batched into two translation units per group, built in parallel.
The examples also go through hipRTC, the compiler the runtime uses on AMD devices.
Everything skips, with the reason, where hipcc is missing (CI installs it: ``.ci/run``).
"""
from __future__ import annotations

import os
import re
import subprocess
import tempfile
from pathlib import Path
from unittest import mock

import pytest

import tiledsl
from tiledsl.codegen import emit, get_dialect, hiprtc, samples
from tiledsl.codegen.hip import HIP_PRELUDE, MFMA_BF16, MFMA_F16
from tiledsl.codegen.hipcc import (_llvm_tool, compile_check, hipcc_path, merge_sources,
                                   tools_missing)
from tiledsl.dtypes import DType

import test_codegen
import test_codegen_ops
from test_hip import hip_warps

ROOT = Path(__file__).resolve().parent.parent
EX = ROOT / "examples"
ARCH = "gfx90a"
UNITS = 2  # translation units per group: one hipcc per CPU of a CI machine

_missing = tools_missing()
pytestmark = pytest.mark.skipif(_missing is not None, reason=f"HIP compile tests: {_missing}")

MFMA = {"fp16": "v_mfma_f32_16x16x16f16", "bf16": "v_mfma_f32_16x16x16bf16_1k"}


def _example_cases():
    """(label, source, memory_bound, aligned, dot) for every example of the CUDA suite with
    the same threads per block (half as many 64-lane wavefronts as 32-lane warps), plus the
    unaligned (scalar access) vector add."""
    out = []
    for name, spec, warps, memory_bound in test_codegen.EXAMPLES:
        k = getattr(tiledsl.load(EX / f"{name}.tile"), name)
        src = k.emit("hip", num_warps=hip_warps(warps), facts=test_codegen._facts(k), **spec)
        label = f"{name}-{'-'.join(f'{a}{b}' for a, b in spec.items())}-w{warps}"
        out.append((label, src, memory_bound, True, name in ("matmul", "attention")))
    k = tiledsl.load(EX / "vector_add.tile").vector_add
    out.append(("vector_add-unaligned", k.emit("hip", facts=test_codegen._facts(k, False)),
                True, False, False))
    # TILEDSL_STREAM_STORES=1 and arrays that alias nothing: the write-only ones take the
    # streaming (nontemporal) stores
    k = tiledsl.load(EX / "layernorm.tile").layernorm
    facts = test_codegen._facts(k)
    for p in k.params:
        if p.kind == "pointer":
            facts[p.name]["noalias"] = True
    with mock.patch.dict(os.environ, {"TILEDSL_STREAM_STORES": "1"}):
        src = k.emit("hip", num_warps=4, facts=facts, BLOCK=4096)
    assert src.count("tl_stcs(reinterpret_cast") == 4  # two 16-byte vectors of y and of h_out
    out.append(("layernorm-streaming", src, True, True, False))
    return out


def _op_cases():
    """(label, source, dot dtype or None) for every op case of the CUDA suite and the
    hand-built samples."""
    out = []
    for tmpl, kw in test_codegen_ops._cases():
        text = tmpl.format(**kw)
        mod = tiledsl.compile(text, filename="ops.tile")
        fn = mod.k.lower(facts={"x": {"aligned16": True}}) if "n: i32" in text else mod.k.lower()
        dot = kw["T"] if tmpl is test_codegen_ops.DOT and kw["T"] in MFMA else None
        out.append((f"{kw}", emit(fn, target="hip", num_warps=4), dot))
    A = samples.aligned_facts
    for fn, dot in [(samples.vector_add(facts=A(["x", "y", "out"], ["n"])), None),
                    (samples.softmax(2048, DType.fp16, facts=A(["x", "out"], ["n_cols"])), None),
                    (samples.layer_norm_residual(1024, DType.bf16), None),
                    (samples.matmul(32, 32, 16, DType.fp32, input_precision="tf32"), None),
                    (samples.matmul(32, 32, 16, DType.fp32, input_precision="ieee"), None),
                    (samples.matmul(32, 32, 32, DType.i8), None),
                    (samples.matmul(16, 16, 16, DType.fp64), None),
                    (samples.matmul(64, 64, 32, DType.bf16), "bf16"),
                    (samples.matmul(64, 64, 32, DType.fp16), "fp16")]:
        out.append((f"sample {fn.name}", emit(fn, target="hip", num_warps=4), dot))
    # streaming stores of every element size, 16 bytes per thread (256 threads), e.g. 16
    # 1-byte elements packed into one dwordx4
    for dt in (DType.i8, DType.fp16, DType.bf16, DType.fp32, DType.fp64):
        facts = A(["x", "y", "out"], ["n"])
        facts["out"]["noalias"] = True
        with mock.patch.dict(os.environ, {"TILEDSL_STREAM_STORES": "1"}):
            src = emit(samples.vector_add(4096 // dt.itemsize, dt=dt, facts=facts), target="hip",
                       num_warps=4)
        assert "tl_stcs(reinterpret_cast<tl_vec<" in src
        out.append((f"streaming vector add {dt}", src, None))
    return out


def _build(sources):
    units, names = merge_sources(sources, HIP_PRELUDE, UNITS)
    return compile_check(units, ARCH), names


@pytest.fixture(scope="module")
def examples():
    cases = _example_cases()
    rep, names = _build([c[1] for c in cases])
    return cases, rep, names


@pytest.fixture(scope="module")
def ops():
    cases = _op_cases()
    rep, names = _build([c[1] for c in cases])
    return cases, rep, names


def test_every_example_compiles_for_gfx90a(examples):
    cases, rep, names = examples
    assert sorted(rep.kernels) == sorted(names)
    assert {k.wavefront for k in rep.kernels.values()} == {64}


def test_memory_bound_examples_stay_in_registers(examples):
    """No VGPR or SGPR spill and no scratch (private segment) for vector add, softmax and
    layer norm; 16-byte loads and stores where aligned; wave64 butterflies for reductions."""
    cases, rep, names = examples
    for (label, _, memory_bound, aligned, _), name in zip(cases, names):
        if not memory_bound:
            continue
        k = rep.kernels[name]
        assert (k.vgpr_spills, k.sgpr_spills, k.scratch) == (0, 0, 0), (label, k)
        asm = rep.function_disasm(name)
        vec = "global_load_dwordx4" in asm and "global_store_dwordx4" in asm
        assert vec == aligned, label
        if not label.startswith("vector_add"):  # 6 lane bits: ds_bpermute (or DPP) steps
            assert "ds_bpermute_b32" in asm or "row_shr" in asm, label
        # tl_stcs: nontemporal (glc slc) stores, only for the write-only arrays of that case
        streaming = re.search(r"global_store_dwordx4 .* glc slc", asm) is not None
        assert streaming == label.endswith("-streaming"), label


def test_example_dots_use_mfma(examples):
    cases, rep, names = examples
    for (label, _, _, _, dot), name in zip(cases, names):
        assert (MFMA["fp16"] in rep.function_disasm(name)) == dot, label


def test_every_op_case_compiles(ops):
    cases, rep, names = ops
    assert sorted(rep.kernels) == sorted(names) and len(names) > 250
    printing = [n for (label, src, _), n in zip(cases, names) if "printf(" in src]
    # only device_print's kernel needs scratch (printf's argument buffer)
    assert [n for n in names if rep.kernels[n].scratch and n not in printing] == []
    assert rep.spills == sum(rep.kernels[n].spills for n in printing) == 0


def test_streaming_stores_are_nontemporal_dwordx4(ops):
    cases, rep, names = ops
    streaming = [n for (label, _, _), n in zip(cases, names) if label.startswith("streaming")]
    assert len(streaming) == 5
    for n in streaming:
        assert re.search(r"global_store_dwordx4 .* glc slc", rep.function_disasm(n)), n
        assert rep.kernels[n].scratch == 0


def test_fp16_bf16_dots_use_mfma_and_others_do_not(ops):
    cases, rep, names = ops
    checked = 0
    for (label, src, dot), name in zip(cases, names):
        asm = rep.function_disasm(name)
        has = [t for t, ins in MFMA.items() if ins in asm]
        assert has == ([dot] if dot else []), label
        checked += bool(dot)
    assert checked == 4  # fp16 and bf16 in the op table, fp16 and bf16 samples
    assert MFMA_F16.builtin and MFMA_BF16.builtin  # the builtins behind those instructions


@pytest.mark.parametrize("arch,mfma_types", [("gfx908", {"fp16"}), ("gfx940", {"fp16", "bf16"}),
                                             ("gfx1030", set())])
def test_examples_compile_for_other_architectures(arch, mfma_types):
    """CDNA1 (MI100: fp16 MFMA only), CDNA3 (MI300A/X's first target ID; clang 15 refuses
    gfx942) and RDNA2 (wave32, no MFMA), with the threads per block of the CUDA suite."""
    d = get_dialect(f"hip:{arch}")
    lanes = d.warp_size
    assert lanes == (32 if arch.startswith("gfx10") else 64)
    assert {t for t in ("fp16", "bf16") if d.mma(DType[t], 32, 32, 32)} == mfma_types
    srcs, memory_bound = [], []
    for name, spec, warps, mb in test_codegen.EXAMPLES:
        k = getattr(tiledsl.load(EX / f"{name}.tile"), name)
        fn = k.lower(facts=test_codegen._facts(k), **spec)
        srcs.append(emit(fn, target=d, num_warps=max(1, warps * 32 // lanes)))
        memory_bound.append(mb)
    units, names = merge_sources(srcs, HIP_PRELUDE, UNITS)
    rep = compile_check(units, arch)
    assert sorted(rep.kernels) == sorted(names)
    assert {k.wavefront for k in rep.kernels.values()} == {lanes}
    for name, mb in zip(names, memory_bound):
        if mb:
            assert rep.kernels[name].scratch == rep.kernels[name].vgpr_spills == 0, name
    has_mfma = any(MFMA["fp16"] in rep.function_disasm(n) for n in names)
    assert has_mfma == ("fp16" in mfma_types)


@pytest.mark.skipif(hiprtc.library() is None, reason="no hipRTC library (libamdhip64)")
def test_examples_build_with_hiprtc():
    """The runtime's compiler on AMD: hipRTC (no include paths, __HIPCC_RTC__ defined)."""
    objdump = _llvm_tool("llvm-objdump")
    for label, src, _, _, dot in _example_cases()[::3]:
        name = re.search(r"__launch_bounds__\(\d+\) (\w+)\(", src).group(1)
        code = hiprtc.compile_source(src, name, ARCH)
        assert code[:4] == b"\x7fELF", label
        with tempfile.NamedTemporaryFile(suffix=".hsaco") as f:
            f.write(code)
            f.flush()
            asm = subprocess.run([objdump, "-d", f"--mcpu={ARCH}", f.name], capture_output=True,
                                 text=True, check=True).stdout
        assert f"<{name}>:" in asm and (MFMA["fp16"] in asm) == dot, label


def test_compile_errors_fail_with_the_compiler_message():
    from tiledsl.errors import InternalError

    src = emit(samples.vector_add(), target="hip")
    bad = src.replace("threadIdx.x & 63;", "threadIdx.x & undefined_x;")
    assert bad != src
    with pytest.raises(InternalError, match="undefined_x"):
        compile_check(bad, ARCH)
    assert hipcc_path() is not None
