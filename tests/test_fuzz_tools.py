"""The fuzzer's machinery without a GPU: shrinking, batching of CUDA sources, saved findings,
failure signatures, the GPU campaign's bookkeeping (with stand-ins for the pool and the GPU
server) and bench/fuzz_gpu.py's command line."""
from __future__ import annotations

import types

import importlib.util
from pathlib import Path

import numpy as np
import pytest

import tiledsl
from conftest import EXAMPLES, nvcc_object
from tiledsl.codegen.nvcc import nvcc_path
from tiledsl.testing.fuzz import FuzzConfig, generate_case, render
from tiledsl.testing.fuzz import gpu_campaign as gc
from tiledsl.testing.fuzz import oracles
from tiledsl.testing.fuzz.batch import combine, compile_all
from tiledsl.testing.fuzz.choices import RandomChooser, ReplayChooser
from tiledsl.testing.fuzz.corpus import check_finding, load_finding, save_finding, save_source
from tiledsl.testing.fuzz.runner import campaign, signature
from tiledsl.testing.fuzz.shrink import shrink

ROOT = Path(__file__).resolve().parents[1]


def test_shrink_finds_the_smallest_failing_sequence():
    def fails(seq):  # fails when some answer is at least 7 and the sum at least 10
        return (seq, []) if seq and max(seq) >= 7 and sum(seq) >= 10 else None

    best = shrink([3, 9, 4, 8, 1, 2], fails)
    assert len(best) == 2 and fails(best) and best < [3, 9]  # shortlex-smaller, still failing
    assert shrink([1, 2], fails) == [1, 2]  # not failing: unchanged


def test_shrink_uses_spans_to_drop_whole_units():
    # a "program" of units [n, v1..vn]; fails when a unit holds a 5
    def parse(seq):
        units, spans, i = [], [], 0
        while i < len(seq):
            n = seq[i]
            spans.append((i, min(len(seq), i + 1 + n), "unit"))
            units.append(seq[i + 1: i + 1 + n])
            i += 1 + n
        return units, spans

    def fails(seq):
        units, spans = parse(seq)
        return (seq, spans) if any(5 in u for u in units) else None

    start = [2, 1, 1, 3, 0, 5, 0, 1, 4]
    assert shrink(start, fails, spans=parse(start)[1]) == [1, 5]


def test_generated_cases_shrink_to_small_kernels():
    """A property that fails for any kernel with a while loop shrinks to a tiny one."""
    ch = next(c for c in (RandomChooser(s) for s in range(200))
              if "while" in render.kernel(generate_case(c).kernel))

    def fails(seq):
        r = ReplayChooser(seq)
        return (r.choices, r.spans) if "while" in render.kernel(generate_case(r).kernel) \
            else None

    best = shrink(ch.choices, fails, budget=300, spans=ch.spans)
    small = generate_case(ReplayChooser(best))
    text = render.kernel(small.kernel)
    assert "while" in text and len(best) < min(40, len(ch.choices))
    assert len(text.splitlines()) <= 12


def test_combine_wraps_each_source_and_hoists_includes():
    a = "#include <cuda_fp16.h>\n#define X 1\nextern \"C\" __global__ void ka() {}\n"
    b = "#include <cuda_fp16.h>\n#include <cuda_bf16.h>\nextern \"C\" __global__ void kb() {}\n"
    text = combine([a, b])
    assert text.count("#include <cuda_fp16.h>") == 1 and "#include <cuda_bf16.h>" in text
    assert "namespace tiledsl_batch_0 {" in text and "namespace tiledsl_batch_1 {" in text
    assert text.index("#include") < text.index("namespace")


def test_combine_hoists_a_guarded_include_with_its_guard():
    """The CUDA prelude's `#ifndef __CUDACC_RTC__` / `#include <cstdio>` / `#endif`: hoisting
    the include alone put <cstdio> in front of NVRTC, which has no such header (every batch
    of the session-4 fuzz run failed to compile)."""
    guard = "#ifndef __CUDACC_RTC__\n#include <cstdio>  // printf\n#endif"
    a = f"#include <cuda_fp16.h>\n{guard}\n#define X 1\nextern \"C\" __global__ void ka() {{}}\n"
    b = f"#include <cuda_fp16.h>\n{guard}\n#if 1\nint y;\n#endif\n"
    text = combine([a, b])
    assert text.count(guard) == 1 and text.count("#include <cstdio>") == 1
    assert text.index(guard) < text.index("namespace")
    assert "#if 1\nint y;\n#endif" in text  # a conditional block of code stays in place


@pytest.mark.skipif(nvcc_path() is None, reason="nvcc not on PATH")
def test_combined_emitted_sources_compile_with_nvcc(tmp_path):
    srcs = [tiledsl.load(EXAMPLES / f"{n}.tile").kernels[n].emit("cuda", BLOCK=1024)
            for n in ("softmax", "vector_add")]
    p, _ = nvcc_object(tmp_path, combine(srcs))
    assert p.returncode == 0, p.stderr[-2000:]


def test_compile_all_bisects_to_the_failing_sources():
    calls = []

    def fake_compile(src):
        calls.append(src)
        if "BAD" in src:
            raise RuntimeError("error: BAD here")
        return src.count("namespace")

    sources = [f"k{i}" + (" BAD" if i in (3, 9) else "") for i in range(12)]
    compiled, failures = compile_all(sources, fake_compile)
    assert sorted(failures) == [3, 9] and "BAD" in failures[3]
    built = sorted(i for idx, _ in compiled for i in idx)
    assert built == [i for i in range(12) if i not in (3, 9)]
    assert len(calls) < 20
    compiled, failures = compile_all(["a", "b"], fake_compile)
    assert failures == {} and compiled == [([0, 1], 2)]


def test_saved_findings_round_trip_and_recheck(tmp_path):
    ch = RandomChooser(3)
    case = generate_case(ch)
    expected = oracles.run_interpreter(case)
    path = save_finding(str(tmp_path), "case3", case, "evaluator", "a message\nmore",
                        expected=expected)
    f = load_finding(path)
    assert f.kernel == case.kernel.name and f.grid == case.grid and f.oracle == "evaluator"
    assert f.constexprs == {"R": case.kernel.R, "C": case.kernel.C}
    for name, a in case.arrays.items():
        got = f.args[f.names.index(name)]
        assert got.dtype == a.dtype and got.tobytes() == a.tobytes()
        assert (got.__array_interface__["data"][0] % 64 != 0) == bool(case.offsets[name])
    assert "# tiledsl fuzz finding (evaluator): a message" in Path(path).read_text()
    assert check_finding(f) is None
    f.expected = {n: a.copy() for n, a in f.expected.items()}
    out = next(n for n in f.expected if n.startswith("o"))
    f.expected[out].view(np.uint8)[0] ^= 1
    assert check_finding(f).startswith(f"'{out}' differs at 0")


def test_save_source_marks_open_bugs(tmp_path):
    path = save_source(str(tmp_path), "b", "kernel k(o: *i32):\n    store(o, 1)\n", "k", 1, {},
                       {"o": np.zeros(1, np.int32)}, {"o": "i32"}, "batched", "m",
                       status="open")
    f = load_finding(path)
    assert f.status == "open" and check_finding(f) is None


def test_failure_signatures_ignore_positions_and_numbers():
    a = signature("evaluator", RuntimeError("x.tile:3:7: bad op 'fma': shapes (2, 4) and [1]"))
    b = signature("evaluator", RuntimeError("y.tile:9:1: bad op 'fma': shapes (8, 1) and [3]"))
    assert a == b == "evaluator: RuntimeError: bad op 'fma': shapes N and N"
    d = oracles.Disagreement("interpreter vs evaluator", "o0", 3, "1", "2", "interpreter",
                             "evaluator")
    assert signature("evaluator", d) == "evaluator: values differ"
    assert str(d).startswith("interpreter vs evaluator: output 'o0' differs at element 3")


def test_cpu_campaign_counts_cases():
    s = campaign(6, seed=40, config=FuzzConfig())
    assert s.cases == 6 and s.seconds > 0
    assert "   cases  6" in s.table()


def test_compare_gpu_is_exact_for_exact_outputs_and_relative_for_fast_math():
    case = generate_case(RandomChooser(0), FuzzConfig(gpu=True))
    ref = oracles.run_interpreter(case)
    assert oracles.compare_gpu(case, {n: a.copy() for n, a in ref.items()}, ref) is None
    out = case.kernel.outputs[0].name
    bad = {n: a.copy() for n, a in ref.items()}
    bad[out].view(np.uint8)[-1] ^= 0x40
    d = oracles.compare_gpu(case, bad, ref)
    assert d is not None and d.output == out and d.left_name == "cuda"
    assert oracles._first_inexact(np.array([1.0, 2.0]), np.array([1.0, 2.0 + 1e-6]),
                                  1e-5) is None
    assert oracles._first_inexact(np.array([1.0, np.nan]), np.array([1.0, 0.0]), 0.1) == 1


# ------------------------------------------------------------------ the GPU campaign driver
class FakeServer:
    """Disagrees on seeds divisible by 5, crashes on seed 7 (then the batch resumes)."""

    def __init__(self):
        self.batches = []
        self.public_cases = []

    def run_batch(self, cubin, prepared):
        results, crashes = [], []
        for p in prepared:
            if p.seed == 7:
                crashes.append((p.seed, "CUDADriverError: an illegal memory access"))
                continue
            d = None
            if p.seed % 5 == 0:
                d = oracles.Disagreement("gpu vs interpreter", "o0", 0, "1", "2", "cuda",
                                         "interpreter", "exact output")
            results.append((p.seed, d))
        self.batches.append([p.seed for p in prepared])
        return results, crashes

    def public(self, case):
        self.public_cases.append(case)
        return None


class InlinePool:
    def __init__(self, fn):
        self.fn = fn

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

    def imap_unordered(self, f, jobs):
        return map(self.fn, jobs)

    def terminate(self):
        pass


def fake_prepare_and_compile(job):
    from tiledsl.testing.fuzz.gpu import Prepared

    seeds, arch = job
    assert arch == "sm_90a"
    ready = [Prepared(s, case=_case("bf16" if s == 1 else "fp32")) for s in seeds if s != 13]
    fail = [(13, "nvrtc: error: something", Prepared(13, case=None))] if 13 in seeds else []
    return [("batch.cubin", ready)], fail


def _case(dtype):
    """A stand-in case with one input buffer of ``dtype`` (all the campaign looks at)."""
    from tiledsl.testing.fuzz import model as M

    return types.SimpleNamespace(kernel=types.SimpleNamespace(
        buffers=(M.Buffer("x0", dtype, False), M.Buffer("o0", "fp32", True))))


def test_public_api_check_skips_bf16_buffers_without_torch(monkeypatch):
    from tiledsl.testing import backends

    assert gc.public_launchable(_case("fp16"))
    monkeypatch.setattr(backends, "torch_cuda_unavailable", lambda: "no torch")
    assert not gc.public_launchable(_case("bf16"))
    monkeypatch.setattr(backends, "torch_cuda_unavailable", lambda: None)
    assert gc.public_launchable(_case("bf16"))  # bf16 travels as a torch CUDA tensor


def test_gpu_campaign_tallies_disagreements_crashes_and_cpu_failures():
    server = FakeServer()
    t = gc.run_campaign(range(20), workers=1, batch=8, arch="sm_90a", server=server,
                        deadline=float("inf"), pool_factory=lambda: InlinePool(
                            fake_prepare_and_compile), check_public=3, log=lambda m: None)
    assert t.generated == 20 and t.ran == 18
    assert sum(t.disagreed.values()) == 4 and t.agreed == 14
    assert t.crashed == {"gpu launch failed: CUDADriverError": 1}
    assert t.cpu_failures == {"nvrtc: error: something": 1}
    assert t.first["gpu vs interpreter: exact output differs"].seed == 0
    assert t.harness_mismatches == 1  # seed 0 disagrees, the stand-in public API agrees
    # seed 1 has a bf16 buffer: checked publicly only where torch with CUDA can carry it
    assert len(server.public_cases) == 3
    assert all(gc.public_launchable(c) for c in server.public_cases)
    table = t.table("NVIDIA H200")
    assert table.splitlines()[0].startswith("fuzz_gpu: 20 kernels generated, 18 ran on "
                                            "NVIDIA H200")
    assert "      4  gpu vs interpreter: exact output differs" in table
    assert "disagreed" in table and "batch/public mismatch" in table


def test_gpu_server_resumes_a_batch_after_a_crash():
    from tiledsl.testing.fuzz.gpu import Prepared

    class Scripted(gc.GpuServer):
        def __init__(self):
            super().__init__()
            self.sent = []

        def call(self, msg):
            todo = msg[2]
            self.sent.append([p.seed for p in todo])
            seeds = [p.seed for p in todo]
            if 2 in seeds:
                i = seeds.index(2)
                return ("crash", i, "boom", [(s, None) for s in seeds[:i]])
            return ("ok", [(s, None) for s in seeds])

    s = Scripted()
    results, crashes = s.run_batch("x.cubin", [Prepared(i, case=None) for i in range(5)])
    assert [r[0] for r in results] == [0, 1, 3, 4] and crashes == [(2, "boom")]
    assert s.sent == [[0, 1, 2, 3, 4], [3, 4]]


def load_bench():
    spec = importlib.util.spec_from_file_location("fuzz_gpu", ROOT / "bench" / "fuzz_gpu.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_bench_defaults_and_no_gpu_exit(capsys, monkeypatch):
    bench = load_bench()
    a = bench.parse_args([])
    assert a.count >= 10_000 and a.time_limit < 600 and a.batch == 64
    assert a.save_dir.endswith("tests/fuzz_regressions")
    import tiledsl.testing.backends as B

    monkeypatch.setattr(B, "gpu_unavailable", lambda: "no CUDA device (test)")
    assert bench.main(["--count", "5"]) == 2
    assert "no GPU (no CUDA device (test))" in capsys.readouterr().out


def test_prepare_reports_cpu_side_failures_instead_of_raising(monkeypatch):
    from tiledsl.testing.fuzz import gpu

    p = gpu.prepare(4)
    assert p.error is None and p.entry and p.source.count("extern \"C\"") == 1
    assert p.params[0][2] is True and set(p.reference) == set(p.case.arrays)
    facts = gpu.launch_facts(p.case)
    for name, off in p.case.offsets.items():
        assert ("aligned16" in facts[name]) == (off == 0) and facts[name]["noalias"]

    def broken(*a, **k):
        raise ValueError("emit exploded at 12")

    monkeypatch.setattr("tiledsl.codegen._emit", broken)
    q = gpu.prepare(4)
    assert q.error == "emit: ValueError: emit exploded at N"


def test_nvcc_signature_and_command_line_validation(capsys):
    import pytest

    from tiledsl.testing.fuzz.__main__ import main
    from tiledsl.testing.fuzz.runner import nvcc_signature

    err = ("internal compiler error: nvcc failed for sm_90a:\n"
           "/tmp/tmpab12/k.cu(236): error: identifier \"inff\" is undefined\n"
           "1 error detected in the compilation of \"/tmp/tmpab12/k.cu\".")
    assert nvcc_signature(err) == 'nvcc: error: identifier "inff" is undefined'
    with pytest.raises(SystemExit) as info:
        main(["--oracles", "evaluator,bogus"])
    assert info.value.code == 2 and "unknown oracle(s): bogus" in capsys.readouterr().err
    assert main(["--count", "3", "--seed", "5", "--oracles", "batched"]) == 0
    assert "   cases  3" in capsys.readouterr().out


def test_cpu_worker_compiles_a_batch_of_real_kernels(monkeypatch, tmp_path):
    """prepare_and_compile on GPU-mode kernels, with nvcc standing in for NVRTC: every kernel
    of the batch lands in one translation unit and keeps its own entry point."""
    import shutil

    import pytest

    from tiledsl import codegen
    from tiledsl.testing.fuzz import gpu

    if shutil.which("nvcc") is None:
        pytest.skip("nvcc is not on PATH")
    built = []

    def fake_nvrtc(arch):
        assert arch == "sm_90a"

        def compile_source(src):
            report = codegen.compile_check(src, arch)
            built.append(report)
            path = tmp_path / f"batch{len(built)}.ptx"
            path.write_text(report.ptx)
            return str(path)

        return compile_source

    monkeypatch.setattr(gpu, "nvrtc_compiler", fake_nvrtc)
    groups, failures = gc.prepare_and_compile((list(range(20, 28)), "sm_90a"))
    assert not failures
    (path, prepared), = groups
    assert [p.seed for p in prepared] == list(range(20, 28))
    assert sorted(built[0].registers) == sorted(p.entry for p in prepared)
    ptx = Path(path).read_text()
    assert all(f".entry {p.entry}(" in ptx for p in prepared)


def test_cpu_worker_reports_a_missing_compiler_instead_of_failing(monkeypatch):
    from tiledsl.testing.fuzz import gpu

    def no_nvrtc(arch):
        raise ImportError("no module named cupy")

    monkeypatch.setattr(gpu, "nvrtc_compiler", no_nvrtc)
    groups, failures = gc.prepare_and_compile(([1, 2], "sm_90a"))
    assert groups == [] and [f[0] for f in failures] == [1, 2]
    assert failures[0][1] == "worker: ImportError: no module named cupy"


def test_campaign_findings_get_the_oracle_that_can_recheck_them(tmp_path):
    from tiledsl.testing.fuzz.gpu import prepare

    assert gc.oracle_of("nvrtc: error: identifier x") == "nvcc"
    assert gc.oracle_of("emit: InternalError: ...") == "nvcc"
    assert gc.oracle_of("interpreter: InternalError: ...") == "evaluator"
    assert gc.oracle_of("gpu vs interpreter: exact output differs") == "gpu"
    p = prepare(9)
    path = gc.save(p, "interpreter: InternalError: boom", "boom", str(tmp_path), 0)
    f = load_finding(path)
    assert Path(path).name == "gpu_0_interpreter_internalerror_boom.tile"
    assert f.oracle == "evaluator" and set(f.expected) == set(p.case.arrays)
    assert check_finding(f) is None


def test_bench_main_runs_shrinks_saves_and_prints_the_table_last(monkeypatch, tmp_path,
                                                                  capsys):
    """bench/fuzz_gpu.py end to end with stand-ins for the GPU server and NVRTC."""
    import tiledsl.testing.backends as B
    from tiledsl.testing.fuzz.gpu import prepare

    bench = load_bench()

    class Server(FakeServer):
        def arch(self):
            return "sm_90a", "Fake GPU"

        def stop(self, kill=False):
            pass

    def real_cases(job):
        seeds, _ = job
        return [("batch.cubin", [prepare(s) for s in seeds])], []

    real_run = gc.run_campaign
    monkeypatch.setattr(B, "gpu_unavailable", lambda: None)
    monkeypatch.setattr(gc, "GpuServer", Server)
    monkeypatch.setattr(gc, "run_campaign", lambda seeds, **kw: real_run(
        seeds, **{**kw, "pool_factory": lambda: InlinePool(real_cases)}))
    monkeypatch.setattr(gc, "shrink_on_gpu", lambda p, sig, server, arch, secs: p)
    monkeypatch.setenv("TILEDSL_CACHE_DIR", str(tmp_path / "cache"))
    code = bench.main(["--count", "12", "--batch", "4", "--save-dir", str(tmp_path / "found"),
                       "--check-public", "0"])
    out = capsys.readouterr().out
    assert code == 1
    assert out.splitlines()[0] == ("fuzz_gpu: 12 kernels on Fake GPU (sm_90a), "
                                   f"{bench.parse_args([]).workers} CPU workers, batches of 4")
    table = out[out.index("fuzz_gpu: 12 kernels generated"):]
    assert table.splitlines()[1:5] == ["  agreed                      8",
                                       "  disagreed                   3",
                                       "  crashed on the GPU          1",
                                       "  failed before the GPU       0"]
    saved = sorted(p.name for p in (tmp_path / "found").glob("*.tile"))
    assert saved == ["gpu_0_gpu_vs_interpreter_exact_output_differs.tile",
                     "gpu_1_gpu_launch_failed_cudadrivererror.tile"]
    assert f"({tmp_path / 'found' / saved[0]})" in table
    assert load_finding(str(tmp_path / "found" / saved[0])).oracle == "gpu"


def test_approximate_outputs_follow_variables_through_blocks():
    """Found by the GPU campaign (seed 566 of 10,000, 2026-11-30): ``v1 = exp(x)`` then
    ``store(o0, v1)`` was compared bit for bit, because only the stored expression itself was
    searched for fast-math calls. Variables assigned from one (in any block, also through a
    later loop iteration) now make the output approximate; exact outputs stay exact."""
    from tiledsl.testing.fuzz import model as M

    x = M.Load("fp32", (2, 2), buf="x0")
    v1 = M.Var("fp32", (2, 2), "v1")
    v2 = M.Var("fp32", (2, 2), "v2")
    body = (
        M.Assign("v2", x),
        M.For("i", M.Lit("i32", (), 0), M.Lit("i32", (), 2), 1, body=(
            M.Store("o2", v2),                       # reads v2 before the loop reassigns it
            M.Assign("v2", M.Bin("fp32", (2, 2), "+", v1, x, "fp32")),
        )),
        M.If(M.Lit("i1", (), True), then=(
            M.Assign("v1", M.Call("fp32", (2, 2), "exp", (x,), "fp32")),
        )),
        M.Store("o0", v1),
        M.Store("o1", x),
    )
    bufs = (M.Buffer("x0", "fp32", False),) + tuple(
        M.Buffer(f"o{i}", "fp32", True) for i in range(3))
    case = M.Case(M.Kernel("k", 2, 2, bufs, (), body), 1, {}, {})
    assert set(oracles.approx_rtols(case)) == {"o0", "o2"}


def test_approximate_outputs_take_the_tolerance_of_their_least_precise_source():
    """Found by the GPU campaign (seed 1217 of 10,000, 2026-11-30): ``cos`` computed in fp32
    and stored to an fp64 output was held to fp64's tolerance (1e-12). The tolerance is now
    that of the least precise fast-math computation feeding the output (and of any narrower
    float it is rounded to on the way), never less than the output dtype's own."""
    from tiledsl.testing.fuzz import model as M

    x32 = M.Load("fp32", (2, 2), buf="x0")
    cos32 = M.Call("fp32", (2, 2), "cos", (x32,), "fp32")
    x64 = M.Cast("fp64", (2, 2), x32)
    exp64 = M.Call("fp64", (2, 2), "exp2", (x64,), "fp64")
    body = (
        M.Store("o0", M.Cast("fp64", (2, 2), cos32)),           # fp32 math, fp64 output
        M.Store("o1", exp64),                                   # fp64 math, fp64 output
        M.Store("o2", M.Cast("fp32", (2, 2), M.Cast("fp16", (2, 2), cos32))),  # via fp16
        M.Store("o3", x64),                                     # exact
    )
    bufs = (M.Buffer("x0", "fp32", False), M.Buffer("o0", "fp64", True),
            M.Buffer("o1", "fp64", True), M.Buffer("o2", "fp32", True),
            M.Buffer("o3", "fp64", True))
    case = M.Case(M.Kernel("k", 2, 2, bufs, (), body), 1, {}, {})
    R = oracles.GPU_RTOL
    assert oracles.approx_rtols(case) == {"o0": R["fp32"], "o1": R["fp64"], "o2": R["fp16"]}
    # seed 1667 of the third run: i32 / i32 is an fp32 division (div.full) whose compute type
    # reads i32; the quotient's dtype gives the tolerance
    n = M.Load("i32", (2, 2), buf="x0")
    q = M.Call("fp32", (2, 2), "abs", (M.Bin("fp32", (2, 2), "/", n, n, "i32"),), "fp32")
    case = M.Case(M.Kernel("k", 2, 2, (M.Buffer("x0", "i32", False),
                                       M.Buffer("o0", "fp32", True)), (),
                           (M.Store("o0", q),)), 1, {}, {})
    assert oracles.approx_rtols(case) == {"o0": R["fp32"]}


@pytest.mark.skipif(nvcc_path() is None, reason="nvcc not on PATH")
def test_combined_kernels_with_the_same_hint_helper_compile(tmp_path):
    """Each kernel's namespace defines the hint helpers it calls: the helpers' include
    guards (for hipcc's batching) made the second namespace skip them ("identifier
    tl_ld_volatile is undefined")."""
    src = "kernel {n}(x: *fp32, o: *fp32):\n    offs = arange(0, 128)\n" \
          "    store(o + offs, load(x + offs, mask=offs < 100, volatile=True))\n"
    m = tiledsl.compile(src.format(n="a") + "\n" + src.format(n="b"))
    text = combine([m.a.emit("cuda"), m.b.emit("cuda")])
    assert "#ifndef TL_LD_VOLATILE_B0" in text and "#ifndef TL_LD_VOLATILE_B1" in text
    p, _ = nvcc_object(tmp_path, text)
    assert p.returncode == 0, p.stderr[-2000:]
