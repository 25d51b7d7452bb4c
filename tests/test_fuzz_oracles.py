"""The differential fuzzer's oracles, each a test over generated kernels (a bounded number of
examples here; ``python -m tiledsl.testing.fuzz`` and ``bench/fuzz_gpu.py`` run many more).

* batched interpreter == one-program-at-a-time interpreter, bit for bit;
* interpreter == the independent numpy evaluator (written from docs/language.md), bit for bit;
* the generated CUDA of every generated kernel compiles with nvcc (one nvcc run per batch);
* on the GPU (marked ``gpu``): generated CUDA == interpreter (exact, or within
  ``GPU_RTOL`` for outputs that depend on fast-math operations).

Failures whose signature is a known open bug (``KNOWN_OPEN``, each with a saved regression in
tests/fuzz_regressions marked as an expected failure) are discarded so that CI reports new
bugs only; remove an entry when its bug is fixed.
"""
from __future__ import annotations

import re
import shutil
import warnings
from collections import Counter

import numpy as np
import pytest
from hypothesis import HealthCheck, assume, given, settings

from tiledsl.testing.fuzz import FuzzConfig, kernels, oracles, render
from tiledsl.testing.fuzz.batch import compile_all
from tiledsl.testing.fuzz.choices import RandomChooser
from tiledsl.testing.fuzz.generate import children, generate_case
from tiledsl.testing.fuzz import model as M

#: failure text (a regular expression) → the open bug it is, with its saved regression in
#: tests/fuzz_regressions ("status": "open"); empty while no fuzz finding is open
KNOWN_OPEN: dict = {}

FUZZ = settings(max_examples=25, deadline=None, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                       HealthCheck.filter_too_much])


def known_open(text: str) -> bool:
    return any(re.search(p, text) for p in KNOWN_OPEN)


def lower_or_reject(case):
    try:
        return oracles.lower(case)
    except Exception as exc:  # noqa: BLE001
        assume(not known_open(str(exc)))
        raise


def seeded_failures(oracle: str, seeds) -> list:
    """Run one CPU oracle over seeded random cases (broader than hypothesis' small examples);
    each new failure is shrunk and returned as text with its kernel."""
    from tiledsl.testing.fuzz.runner import check, shrink_case
    from tiledsl.testing.fuzz.choices import ReplayChooser

    out, seen = [], set()
    for seed in seeds:
        ch = RandomChooser(seed)
        case = generate_case(ch)
        for f in check(case, (oracle,)):
            if known_open(f.message) or f.signature in seen:
                continue
            seen.add(f.signature)
            small = generate_case(ReplayChooser(shrink_case(ch, FuzzConfig(), f.signature,
                                                            (oracle,), budget=150)))
            out.append(f"seed {seed}: {f.message}\nshrunk:\n{render.kernel(small.kernel)}")
    return out


def test_batched_equals_one_by_one_on_seeded_kernels():
    assert not seeded_failures("batched", range(1000, 1060))


def test_interpreter_equals_evaluator_on_seeded_kernels():
    assert not seeded_failures("evaluator", range(2000, 2060))


@FUZZ
@given(kernels())
def test_batched_equals_one_by_one(case):
    fn = lower_or_reject(case)
    try:
        d = oracles.batched_vs_sequential(case, fn)
    except oracles.NotBatchable:
        assume(False)
    assert d is None, f"{d}\n{render.kernel(case.kernel)}"


@FUZZ
@given(kernels())
def test_interpreter_equals_independent_evaluator(case):
    fn = lower_or_reject(case)
    d = oracles.interpreter_vs_evaluator(case, fn)
    assert d is None, f"{d}\n{render.kernel(case.kernel)}"


def test_generated_cuda_compiles_with_nvcc():
    """40 kernels (both generator modes), one nvcc run; failing kernels are isolated by
    bisection and reported with their source."""
    if shutil.which("nvcc") is None and not shutil.os.path.exists("/usr/local/cuda/bin/nvcc"):
        pytest.skip("nvcc is not installed")
    from tiledsl import codegen

    sources, cases = [], []
    for seed in range(40):
        case = generate_case(RandomChooser(seed), FuzzConfig(gpu=seed % 2 == 0),
                             name=f"nv{seed}")
        try:
            fn = oracles.lower(case)
        except Exception as exc:  # noqa: BLE001
            assert known_open(str(exc)), f"{exc}\n{render.kernel(case.kernel)}"
            continue
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", RuntimeWarning)
            sources.append(codegen.emit(fn))
        cases.append(case)
    compiled, failures = compile_all(sources, codegen.compile_check)
    new = {i: e for i, e in failures.items() if not known_open(e)}
    assert not new, "\n\n".join(f"{e[:600]}\n{render.kernel(cases[i].kernel)}"
                                for i, e in new.items())
    built = sum(len(idx) for idx, _ in compiled)
    assert built + len(failures) == len(sources) and built >= 30
    report = compiled[0][1]
    assert len(report.registers) == len(compiled[0][0])


@pytest.mark.gpu
@settings(max_examples=25, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(kernels(FuzzConfig(gpu=True)))
def test_gpu_equals_interpreter(case):
    from tiledsl.testing.fuzz.gpu import check_on_gpu

    lower_or_reject(case)
    d = check_on_gpu(case)
    assert d is None, f"{d}\n{render.kernel(case.kernel)}"


@pytest.mark.gpu
def test_gpu_batch_path_matches_the_public_launch_api(tmp_path, monkeypatch):
    """The bench's batched NVRTC path gives the same verdicts as kernel[grid](cupy...)."""
    import cupy

    from tiledsl.codegen.runtime import device_arch
    from tiledsl.testing.fuzz.gpu import (check_on_gpu, compile_batch, nvrtc_compiler,
                                          prepare, run_batch)

    monkeypatch.setenv("TILEDSL_CACHE_DIR", str(tmp_path))
    prepared = [p for p in (prepare(s) for s in range(12)) if p.error is None]
    groups, failed = compile_batch(prepared, nvrtc_compiler(device_arch(
        cupy, cupy.cuda.Device())))
    assert not failed
    for cubin, ps in groups:
        for (seed, d), p in zip(run_batch(cubin, ps), ps):
            assert (d is None) == (check_on_gpu(p.case) is None), seed


# ------------------------------------------------------------------ the generator's reach
def _walk(case):
    def stmts(body):
        for s in body:
            yield s
            for sub in (getattr(s, "then", ()), getattr(s, "orelse", ()),
                        getattr(s, "body", ())):
                yield from stmts(sub)

    def exprs(e):
        if e is None:
            return
        yield e
        for c in children(e):
            yield from exprs(c)

    for s in stmts(case.kernel.body):
        yield s
        for attr in ("value", "mask", "cond", "start", "stop", "brk", "limit"):
            yield from exprs(getattr(s, attr, None))


def test_generator_reaches_every_construct_and_dtype():
    """Over 150 seeded cases every construct the issue asks for appears."""
    seen = Counter()
    for seed in range(150):
        case = generate_case(RandomChooser(seed))
        seen["grid>1"] += case.grid > 1
        seen["misaligned"] += any(case.offsets.values())
        for b in case.kernel.buffers:
            seen[f"buffer {b.dtype}"] += 1
        seen["several inputs"] += len(case.kernel.inputs) > 1
        seen["several outputs"] += len(case.kernel.outputs) > 1
        for n in _walk(case):
            kind = type(n).__name__
            if isinstance(n, M.Call):
                kind += " " + n.fn
            elif isinstance(n, M.Reduce):
                kind += f" {n.fn} axis={n.axis}"
            elif isinstance(n, M.Load):
                kind += " " + n.form
            elif isinstance(n, M.Cast) and n.bitcast:
                kind += " bitcast"
            elif isinstance(n, M.For):
                kind += " break" if n.brk is not None else f" step {n.step}"
            elif isinstance(n, M.Store) and n.mask is not None:
                kind += " masked"
            seen[kind] += 1
    wanted = ["grid>1", "misaligned", "several inputs", "several outputs", "If", "While",
              "For break", "For step -1", "For step 1", "Store masked", "Cast bitcast",
              "Index", "Call where", "Call fma", "Call clamp", "Call minimum", "Call maximum",
              "Call broadcast_to", "Call exp", "Call sigmoid", "Reduce sum axis=0",
              "Reduce sum axis=1", "Reduce max axis=None", "Reduce argmax axis=1",
              "Reduce cumsum axis=0", "Load tile", "Load rows", "Load cols", "Load scalar"]
    wanted += [f"buffer {d}" for d in ("i1", "i8", "i16", "i32", "i64", "u8", "u16", "u32",
                                       "u64", "fp16", "bf16", "fp32", "fp64")]
    missing = [w for w in wanted if not seen[w]]
    assert not missing, missing


def test_generated_programs_avoid_unspecified_behaviour():
    """Integer divisors are odd and never -1; shift amounts are masked below the width."""
    for seed in range(120):
        case = generate_case(RandomChooser(seed))
        for n in _walk(case):
            if isinstance(n, M.Bin) and n.op in ("//", "%") and n.ct[0] in "iu":
                b = n.b
                if isinstance(b, M.Lit):
                    assert b.value not in (0, -1)
                else:
                    assert b.op == "|" and isinstance(b.b, M.Lit) and b.b.value == 1
                    if n.ct.startswith("i"):
                        assert b.a.op == "&" and b.a.b.value == -3
            if isinstance(n, M.Bin) and n.op in ("<<", ">>"):
                width = int(re.sub(r"\D", "", n.ct))
                if isinstance(n.b, M.Lit):
                    assert 0 <= n.b.value < width
                else:
                    assert n.b.op == "&" and n.b.b.value == width - 1


def test_gpu_mode_keeps_fast_math_results_away_from_exact_consumers():
    from tiledsl.testing.fuzz.generate import is_approx

    for seed in range(120):
        case = generate_case(RandomChooser(seed), FuzzConfig(gpu=True))
        for n in _walk(case):
            if isinstance(n, M.Bin) and n.op not in ("*", "/"):
                assert not is_approx(n.a) and not is_approx(n.b), render.expr(n)
            if isinstance(n, M.Reduce) and n.fn not in ("max", "min"):
                assert not is_approx(n.a), render.expr(n)
            if isinstance(n, M.Reduce) and n.fn == "sum" and n.a.dtype in ("fp32", "fp64"):
                # quantized: fp16/bf16 sums follow the documented order on both backends
                assert isinstance(n.a, M.Cast) and isinstance(n.a.a, (M.Cast, M.Bin))
            if isinstance(n, M.Cast) and (n.bitcast or not n.dtype.startswith(("fp", "bf"))):
                assert not is_approx(n.a), render.expr(n)


def test_cases_replay_from_their_choices():
    from tiledsl.testing.fuzz.choices import ReplayChooser

    rc = RandomChooser(11)
    a = generate_case(rc)
    b = generate_case(ReplayChooser(rc.choices))
    assert render.kernel(a.kernel) == render.kernel(b.kernel)
    for name in a.arrays:
        assert np.array_equal(a.arrays[name].view(np.uint8), b.arrays[name].view(np.uint8))
    simplest = generate_case(ReplayChooser([]))
    assert simplest.grid == 1 and simplest.kernel.R == 1


def test_gpu_mode_never_feeds_a_float_product_into_an_add():
    """Found by the GPU campaign (seed 4938 of 10,000, 2026-11-30): ``ceil(x) * x + 3e38`` in
    fp64 differed by one ulp, because CUDA contracts ``a * b + c`` into one FMA (as Triton
    does; docs/codegen.md) and the interpreter rounds twice. GPU-comparable programs keep
    float products (also through ``-``, same-type casts, broadcasts and variables) out of
    float ``+``/``-``, so the GPU oracle can stay bit for bit."""
    def product(e, ct, prods):
        if isinstance(e, M.Bin):
            return e.op == "*" and e.ct == ct
        if isinstance(e, M.Un):
            return e.op == "-" and product(e.a, ct, prods)
        if isinstance(e, M.Cast):
            return not e.bitcast and e.dtype == e.a.dtype and product(e.a, ct, prods)
        if isinstance(e, M.Call) and e.fn == "broadcast_to":
            return product(e.args[0], ct, prods)
        return isinstance(e, M.Var) and e.name in prods and e.dtype == ct

    adds = 0
    for seed in range(300):
        case = generate_case(RandomChooser(seed), FuzzConfig(gpu=True))
        prods = set()
        for _ in range(2):  # variables assigned later in a loop body are seen the second time
            for n in _walk(case):
                if isinstance(n, M.Assign) and product(n.value, n.value.dtype, prods):
                    prods.add(n.name)
        for n in _walk(case):
            if isinstance(n, M.Bin) and n.op in ("+", "-") and n.ct in ("fp32", "fp64"):
                adds += 1
                assert not product(n.a, n.ct, prods), render.expr(n)
                assert not product(n.b, n.ct, prods), render.expr(n)
    assert adds > 100  # float additions are still generated


def test_an_int_output_of_a_fast_math_value_may_differ_by_one_unit(monkeypatch):
    """fp32 -2.25 / 0.001 is -2249.9998 with the GPU's div.full and -2250.0 exactly; stored
    to an i16 it truncates to -2249 against -2250 (found by a GPU fuzz run, seed 3596,
    tests/fuzz_regressions/approx_quotient_truncated_to_int.tile). Two units still differ."""
    import types

    from tiledsl.testing.fuzz import oracles as O

    buf = types.SimpleNamespace(name="o1", dtype="i16")
    case = types.SimpleNamespace(kernel=types.SimpleNamespace(buffers=[buf]))
    monkeypatch.setattr(O, "approx_rtols", lambda c: {"o1": 2e-5})
    ref = {"o1": np.array([-2250, 7, 0], np.int16)}
    assert O.compare_gpu(case, {"o1": np.array([-2249, 7, 1], np.int16)}, ref) is None
    d = O.compare_gpu(case, {"o1": np.array([-2250, 9, 0], np.int16)}, ref)
    assert (d.output, d.index) == ("o1", 1)
    monkeypatch.setattr(O, "approx_rtols", lambda c: {})  # exact outputs: bit for bit
    d = O.compare_gpu(case, {"o1": np.array([-2249, 7, 0], np.int16)}, ref)
    assert (d.output, d.index) == ("o1", 0)
