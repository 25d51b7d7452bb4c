"""``for i in range(a, b, s)`` near the ends of i32: the generated loop must run the
iterations the interpreter runs (Python's ``range``), also where ``i += s`` after the last
iteration would pass INT32_MAX (or INT32_MIN for a negative step). A 32-bit C counter wraps
there to a value that is still below the bound and loops on (undefined behaviour in C++);
the code generator counts such loops in 64 bits (``codegen.rules.control.wide_counter``) and
keeps 32 bits where no step can wrap (a step of +-1, constant bounds in range).

* the interpreter against Python's ``range`` (it defines the semantics);
* the emitted kernel body compiled as host C++ by g++ and run on the CPU, against the
  interpreter (no GPU needed: the kernel is plain integer code);
* which loops get a 64-bit counter, and that a pipelined loop's guards for later iterations
  are computed in 64 bits;
* on the GPU (marked ``gpu``), the kernel against the interpreter.
"""
from __future__ import annotations

import re
import shutil
import subprocess

import numpy as np
import pytest

import tiledsl
from _backends import BACKENDS, run
from conftest import EXAMPLES
from test_tensor_core_compile import aligned_facts

MAX, MIN = 2 ** 31 - 1, -2 ** 31

SRC = """
kernel ranges(out: *i32, start: i32, n: i32, step: i32, STEP: constexpr = 64):
    count = 0
    last = -1
    for i in range(start, n, STEP):
        count += 1
        last = i
    dyn = 0
    dyn_last = -1
    for j in range(start, n, step):
        dyn += 1
        dyn_last = j
    store(out, count)
    store(out + 1, last)
    store(out + 2, dyn)
    store(out + 3, dyn_last)
"""

#: (start, n, step): the constexpr STEP and the run-time step are both ``step``
CASES = [
    pytest.param(MAX - 200, MAX, 64, id="up-to-int32-max"),
    pytest.param(MAX - 63, MAX, 64, id="one-iteration-below-max"),
    pytest.param(0, MAX, 2 ** 30, id="step-2^30"),
    pytest.param(MIN + 200, MIN, -64, id="down-to-int32-min"),
    pytest.param(-1, MIN, -2 ** 30, id="step-minus-2^30"),
    pytest.param(0, 100, 7, id="ordinary"),
    pytest.param(5, 5, 3, id="empty"),
]


def _kernel():
    return tiledsl.compile(SRC, filename="ranges.tile").ranges


def _expected(start, n, step):
    it = range(start, n, step)
    last = it[-1] if it else -1
    return [len(it), last, len(it), last]


@pytest.mark.parametrize("start,n,step", CASES)
def test_interpreter_runs_pythons_range(start, n, step):
    out = np.zeros(4, np.int32)
    _kernel()[(1,)](out, np.int32(start), np.int32(n), np.int32(step), STEP=step,
                    backend="interpreter")
    assert out.tolist() == _expected(start, n, step)


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("start,n,step", CASES)
def test_kernel_matches_the_interpreter(start, n, step, backend):
    out = np.zeros(4, np.int32)
    run(_kernel(), (1,), [out, np.int32(start), np.int32(n), np.int32(step)], backend,
        STEP=step)
    assert out.tolist() == _expected(start, n, step)


def _host_program(src: str) -> str:
    """The generated kernel's body as a host C++ function ``kernel`` (it is integer code that
    uses no device helper; ``threadIdx`` is a struct of this one thread), and a ``main``
    that runs it on its four arguments and prints what it stored."""
    head = re.search(r"tl_k_ranges\(([^)]*)\) \{\n", src)
    body = src[head.end():src.rindex("}")]
    assert "tl_" not in body.replace("tl_lane", "").replace("tl_warp", ""), \
        "the kernel calls a device helper; the host harness cannot run it"
    return ("#include <cstdio>\n#include <cstdlib>\n"
            "struct { int x; } threadIdx = {0};\n"
            f"static void kernel({head.group(1)}) {{\n{body}}}\n"
            "int main(int argc, char** argv) {\n"
            "  int out[4] = {0, 0, 0, 0};\n"
            "  kernel(out, atoi(argv[1]), atoi(argv[2]), atoi(argv[3]));\n"
            "  printf(\"%d %d %d %d\\n\", out[0], out[1], out[2], out[3]);\n"
            "}\n")


@pytest.mark.skipif(shutil.which("g++") is None, reason="g++ not on PATH")
@pytest.mark.parametrize("start,n,step", CASES)
def test_emitted_loops_run_pythons_range_on_the_host(start, n, step, tmp_path):
    """The CUDA kernel's body, compiled by g++ -O2 and run: the same four values as the
    interpreter. A 32-bit counter would wrap and loop until the timeout (or, as the
    undefined behaviour it is, whatever the optimizer made of it)."""
    src = _kernel().emit("cuda:sm_80", STEP=step)
    prog = tmp_path / "ranges.cpp"
    prog.write_text(_host_program(src))
    exe = tmp_path / "ranges"
    subprocess.run(["g++", "-O2", "-o", str(exe), str(prog)], check=True, capture_output=True)
    res = subprocess.run([str(exe), str(start), str(n), str(step)], capture_output=True,
                         text=True, timeout=60, check=True)
    assert [int(x) for x in res.stdout.split()] == _expected(start, n, step)


def _headers(src: str) -> list:
    """The counter type of every ``for`` loop the kernel's source lines emit, in order."""
    return re.findall(r"^\s*for \((int|long long) iv\d+ = ", src, re.M)


def test_only_loops_whose_last_step_can_wrap_count_in_64_bits():
    k = tiledsl.compile("""
kernel loops(out: *i32, n: i32, s: i32, C: constexpr):
    t = 0
    for i in range(0, n):              # step 1: i < n <= MAX, so i + 1 <= MAX
        t += i
    for i in range(n, 0, -1):          # step -1: the same downwards
        t += i
    for i in range(0, 1000, 64):       # constant bounds: the last i + 64 is 1024
        t += i
    for i in range(0, C, 64):          # constant bound near MAX: the last i + 64 wraps
        t += i
    for i in range(0, n, 64):          # a run-time bound with a step > 1
        t += i
    for i in range(0, 100, s):         # a run-time step
        t += i
    store(out, t)
""", filename="loops.tile").loops
    for c, wide in ((MAX, "long long"), (MAX - 63, "int")):
        src = k.emit("cuda:sm_80", C=c)
        assert _headers(src) == ["int", "int", "int", wide, "long long", "long long"], c
        # the body sees the 32-bit value of a 64-bit counter
        assert re.search(r"\(\(int\)iv\d+\)", src)


def test_pipelined_loop_guards_later_iterations_in_64_bits():
    """matmul's K loop (range(0, K, BLOCK_K), pipelined): the counter is 64-bit and so is
    each guard of the copies for a later iteration (iv + 2 * BLOCK_K < K), which in 32 bits
    would wrap near INT32_MAX and issue copies of an iteration that does not exist."""
    k = getattr(tiledsl.load(EXAMPLES / "matmul.tile"), "matmul").kernel
    facts = aligned_facts(k, ("stride_ak", "stride_bn", "stride_cn"))
    for target in ("cuda:sm_80", "cuda:sm_90a"):
        src = k.emit(target, num_warps=4, facts=facts)
        loop = re.search(r"for \(long long (iv\d+) = \w+; \1 < p_K; \1 \+= (\w+)\) \{", src)
        assert loop, target
        iv, step = loop.groups()
        # the head's guard of the copies for iteration iv + ahead * step
        assert re.search(rf"\b{iv} \+ \d \* \(\(long long\)\({step}\)\) < \(p_K\)", src), target
        # and every guard of a copy (the prologue's too) compares a 64-bit iteration
        guards = re.findall(r"^\s*if \((.*) < \(p_K\)", src, re.M)
        assert len(guards) >= 2, target
        for g in guards:
            assert g.lstrip("(").startswith((iv, "long long)")), (target, g)
