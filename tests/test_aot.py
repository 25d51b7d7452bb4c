"""``tiledsl compile``, the ahead-of-time compiler (tiledsl/aot.py, tiledsl/aot_header.py): the
files it writes, the launch signature, a host program that includes the header (compiled and
linked with nvcc; it runs only in the ``gpu`` test), and its errors with their exit codes.

The CPU tests need a CUDA compiler (NVRTC through cupy, or nvcc) only where they compile a
cubin; the error tests fail before that. Linking needs a ``libcuda.so`` for ``-lcuda`` (the
toolkit's stubs): without one that test skips."""
from __future__ import annotations

import ctypes
import glob
import os
import re
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np
import pytest

from conftest import EXAMPLES, ROOT

VECTOR_ADD_LAUNCH = ("CUresult vector_add_launch(CUstream stream, unsigned gx, unsigned gy, "
                     "unsigned gz, CUdeviceptr out, CUdeviceptr x, CUdeviceptr y, int n);")


def tiledsl(*args, cwd=ROOT, env=None):
    """``python -m tiledsl ARGS`` in a subprocess (the cache in a folder of its own)."""
    return subprocess.run([sys.executable, "-m", "tiledsl", *map(str, args)], cwd=cwd,
                          capture_output=True, text=True, timeout=600, env=env)


def _compiler_missing() -> str | None:
    """Why no cubin can be compiled here (no NVRTC through cupy, no nvcc), else None."""
    from tiledsl import aot

    try:
        import cupy  # noqa: F401
        return None
    except ImportError:
        pass
    return None if aot.find_nvcc() else "no CUDA compiler (neither cupy's NVRTC nor nvcc)"


needs_compiler = pytest.mark.skipif(_compiler_missing() is not None,
                                    reason=_compiler_missing() or "")


def _nvcc() -> str:
    from tiledsl import aot

    nvcc = aot.find_nvcc()
    if nvcc is None:
        pytest.skip("nvcc is not on PATH nor in $CUDA_HOME/bin")
    return nvcc


def _toolkit_roots(nvcc: str) -> list:
    """The CUDA toolkit folders to look in: $CUDA_HOME, $CUDA_PATH, nvcc's (through a
    wrapper script's exec line too), /usr/local/cuda."""
    roots = [os.environ.get("CUDA_HOME"), os.environ.get("CUDA_PATH"),
             os.path.dirname(os.path.dirname(os.path.realpath(nvcc))), "/usr/local/cuda"]
    try:
        with open(nvcc, "rb") as f:
            head = f.read(4096)
        if head.startswith(b"#!"):  # a wrapper: exec /usr/local/cuda-13.0/bin/nvcc "$@"
            m = re.search(rb"(/\S+)/bin/nvcc", head)
            if m:
                roots.append(m.group(1).decode())
    except OSError:
        pass
    return [r for r in dict.fromkeys(roots) if r]


def _cuda_include(nvcc: str) -> str:
    for root in _toolkit_roots(nvcc):
        if os.path.isfile(os.path.join(root, "include", "cuda.h")):
            return os.path.join(root, "include")
    pytest.skip("cuda.h not found in the CUDA toolkit")


def _libcuda_stubs(nvcc: str) -> str | None:
    """The folder of the toolkit's ``libcuda.so`` stub (what ``-lcuda`` links against
    without a driver), or None."""
    for root in _toolkit_roots(nvcc):
        for d in [os.path.join(root, "lib64", "stubs"), os.path.join(root, "lib", "stubs"),
                  *glob.glob(os.path.join(root, "targets", "*", "lib", "stubs"))]:
            if os.path.isfile(os.path.join(d, "libcuda.so")):
                return d
    return None


@pytest.fixture
def cache(tmp_path, monkeypatch):
    """A compile cache of the test's own (NVRTC's cubins go through it)."""
    monkeypatch.setenv("TILEDSL_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path / "cache"


def _cubin_in_c(text: str) -> bytes:
    """The bytes of the ``NAME_cubin`` array of a generated C file."""
    body = text.split("_cubin[", 1)[1].split("{", 1)[1].split("};", 1)[0]
    return bytes(int(h, 16) for h in re.findall(r"0x([0-9a-f]{2})", body))


def _launch_line(header: str) -> str:
    return next(ln for ln in header.splitlines() if ln.startswith("CUresult ") and
                "_launch(" in ln)


# ----------------------------------------------------------------------------- files
@needs_compiler
def test_vector_add_for_sm_80_writes_the_cubin_the_header_and_the_c_file(tmp_path, cache):
    out = tmp_path / "tmp"
    r = tiledsl("compile", EXAMPLES / "vector_add.tile", "--kernel", "vector_add", "--arch",
                "sm_80", "-o", out)
    assert r.returncode == 0, r.stderr
    assert sorted(os.listdir(out)) == ["vector_add.c", "vector_add.cubin", "vector_add.h"]
    cubin = (out / "vector_add.cubin").read_bytes()
    assert cubin[:4] == b"\x7fELF"
    header = (out / "vector_add.h").read_text()
    assert _launch_line(header) == VECTOR_ADD_LAUNCH
    assert "#define VECTOR_ADD_THREADS 128 " in header  # num_warps 4 * 32
    assert "#define VECTOR_ADD_SHARED_BYTES 0 " in header
    assert "CUresult vector_add_load(void);" in header
    assert "CUresult vector_add_unload(void);" in header
    assert "constexprs: BLOCK=1024 (default)" in header
    c = (out / "vector_add.c").read_text()
    assert _cubin_in_c(c) == cubin
    assert '"tl_k_vector_add"' in c and "cuLaunchKernel(tl_function, gx, gy, gz" in c
    assert "cuFuncSetAttribute" not in c  # 0 bytes: no opt-in
    assert r.stdout.startswith(f"tiledsl compile: wrote {out / 'vector_add.cubin'}, ")


def _matmul_args(out):
    return ("compile", EXAMPLES / "matmul.tile", "--target", "cuda", "--arch", "sm_90a", "-o",
            out, "--aligned", "--fact", "stride_ak=is_one", "stride_bn=is_one",
            "stride_cn=is_one", "--num-warps", "8", "--num-stages", "4", "--constexpr",
            "BLOCK_M=128", "BLOCK_N=256", "BLOCK_K=64")


@needs_compiler
def test_matmul_for_sm_90a_opts_in_to_its_shared_memory(tmp_path, cache):
    """The Hopper matmul (wgmma with cp.async: no TMA) needs 192 KB of shared memory, so the
    load sets MAX_DYNAMIC_SHARED_SIZE_BYTES; the launch takes the kernel's 13 parameters."""
    from tiledsl import load

    out = tmp_path / "mm"
    r = tiledsl(*_matmul_args(out))
    assert r.returncode == 0, r.stderr
    header = (out / "matmul.h").read_text()
    m = re.fullmatch(r"CUresult matmul_launch\(CUstream stream, unsigned gx, unsigned gy, "
                     r"unsigned gz, (.*)\);", _launch_line(header))
    kernel = load(EXAMPLES / "matmul.tile").matmul
    want = [f"CUdeviceptr {p.name}" if p.kind == "pointer" else f"int {p.name}"
            for p in kernel.params if p.kind != "constexpr"]
    assert m.group(1).split(", ") == want
    assert "#define MATMUL_THREADS 256 " in header
    smem = int(re.search(r"#define MATMUL_SHARED_BYTES (\d+)", header).group(1))
    assert smem > 48 * 1024
    c = (out / "matmul.c").read_text()
    assert ("cuFuncSetAttribute(tl_function, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, "
            "MATMUL_SHARED_BYTES)") in c
    assert _cubin_in_c(c) == (out / "matmul.cubin").read_bytes()
    assert "stride_ak=is_one" in header and "num_warps=8" in header


def test_scalar_c_types_and_reserved_names(tile):
    """Each scalar travels as the kernel's own C type (fp16/bf16: their raw 16 bits in an
    unsigned short; i1: an int); a parameter named like a C keyword or like the launch
    function's own parameters is prefixed arg_. No compiler is needed to build the text."""
    from tiledsl import aot, aot_header

    k = tile("""
        kernel k(out: *bf16, stream: fp16, b: bf16, flag: i1, n: i64, m: u32, d: fp64, e: fp32,
                 gx: i8, BLOCK: constexpr = 64):
            offs = arange(0, BLOCK)
            store(out + offs, b, mask=offs < n)
        """).k
    built = aot.build(k.lower(), "sm_80", 4, None, None)
    assert aot_header.launch_signature(built, "k") == (
        "CUresult k_launch(CUstream stream, unsigned gx, unsigned gy, unsigned gz, "
        "CUdeviceptr out, unsigned short arg_stream, unsigned short b, int flag, long long n, "
        "unsigned int m, double d, float e, signed char arg_gx)")
    header = aot_header.header_text(built, "k", 123, "nvcc")
    flat = " ".join(w for w in header.split() if w != "*")  # the comment, unwrapped
    assert ("arg_stream fp16 unsigned short: the value's raw 16 bits: __half_as_ushort(v) of "
            "cuda_fp16.h, or np.float16(v).view(np.uint16) (the .tile parameter stream)") in flat
    assert "__bfloat16_as_ushort(v) of cuda_bf16.h, or ml_dtypes.bfloat16(v)" in flat
    assert "tl_args[1] = &arg_stream;" in aot_header.source_text(built, "k", b"\0" * 20)
    assert "*   flag" in header and "*   arg_stream" in header


def test_names_that_mean_something_in_the_launcher_are_prefixed(tile):
    """Parameters named like cuda.h's names (CUDA_SUCCESS, CUresult, CUdeviceptr,
    cuLaunchKernel), the launcher's own (err, NULL, k_load, a tl_ name) or a macro get arg_
    (with '_' appended while taken): the launch function can then compare its result with
    CUDA_SUCCESS and call its helpers. A tl_ name used to make the renaming loop forever."""
    from tiledsl import aot

    names = ["tl_x", "CUDA_SUCCESS", "err", "k_load", "cuLaunchKernel", "CUresult", "NULL",
             "CUdeviceptr", "arg_err", "K_THREADS", "plain"]
    k = tile("kernel k(out: *fp32, " + ", ".join(f"{n}: i32" for n in names) + "):\n"
             "    store(out, 1.0)\n").k
    built = aot.build(k.lower(), "sm_80", 1, None, None)
    got = [p.name for p in built.params]
    assert got == ["out", "arg_tl_x", "arg_CUDA_SUCCESS", "arg_err", "arg_k_load",
                   "arg_cuLaunchKernel", "arg_CUresult", "arg_NULL", "arg_CUdeviceptr",
                   "arg_err_", "arg_K_THREADS", "plain"]


def test_a_kernel_without_parameters_launches_with_null_arguments(tile):
    from tiledsl import aot, aot_header

    k = tile("kernel k():\n    pass\n").k
    built = aot.build(k.lower(), "sm_80", 1, None, None)
    c = aot_header.source_text(built, "k", b"\x7fELF")
    assert "CUresult k_launch(CUstream stream, unsigned gx, unsigned gy, unsigned gz) {" in c
    assert "K_SHARED_BYTES, stream, NULL, NULL);" in c and "tl_args" not in c


# ----------------------------------------------------------------------------- host program
HOST_PROGRAM = r"""
#include "vector_add.h"
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CHECK(call) do { CUresult e_ = (call); if (e_ != CUDA_SUCCESS) { \
    std::fprintf(stderr, "%s failed: %d\n", #call, (int)e_); return 1; } } while (0)

int main() {
  const int n = 100003;  // not a multiple of BLOCK: the last program is masked
  std::vector<float> x(n), y(n), out(n, -1.0f);
  for (int i = 0; i < n; ++i) { x[i] = 0.5f * i; y[i] = 1.0f / (1 + i % 7); }
  CUdevice dev; CUcontext ctx;
  CUdeviceptr dx, dy, dout;
  CHECK(cuInit(0));
  CHECK(cuDeviceGet(&dev, 0));
  CHECK(cuDevicePrimaryCtxRetain(&ctx, dev));
  CHECK(cuCtxSetCurrent(ctx));
  CHECK(cuMemAlloc(&dx, n * sizeof(float)));
  CHECK(cuMemAlloc(&dy, n * sizeof(float)));
  CHECK(cuMemAlloc(&dout, n * sizeof(float)));
  CHECK(cuMemcpyHtoD(dx, x.data(), n * sizeof(float)));
  CHECK(cuMemcpyHtoD(dy, y.data(), n * sizeof(float)));
  CHECK(vector_add_load());
  CHECK(vector_add_launch(0, (n + 1023) / 1024, 1, 1, dout, dx, dy, n));
  CHECK(cuCtxSynchronize());
  CHECK(cuMemcpyDtoH(out.data(), dout, n * sizeof(float)));
  CHECK(vector_add_unload());
  int bad = 0;
  for (int i = 0; i < n; ++i) bad += out[i] != x[i] + y[i];
  std::printf("mismatches %d\n", bad);
  return bad != 0;
}
"""


def _host_build(tmp_path, arch: str, link: list | None):
    """Compile vector_add for ``arch`` and the host program with nvcc: objects only when
    ``link`` is None, else linked with those arguments; returns (the program path, result)."""
    nvcc = _nvcc()
    out = tmp_path / "aot"
    r = tiledsl("compile", EXAMPLES / "vector_add.tile", "--arch", arch, "-o", out)
    assert r.returncode == 0, r.stderr
    (tmp_path / "main.cpp").write_text(HOST_PROGRAM)
    prog = tmp_path / "prog"
    cmd = [nvcc, "-std=c++17", f"-I{out}", f"-I{_cuda_include(nvcc)}"]
    if link is None:
        cmd += ["-c", str(tmp_path / "main.cpp"), "-o", str(tmp_path / "main.o")]
        r1 = subprocess.run(cmd, capture_output=True, text=True, cwd=tmp_path)
        assert r1.returncode == 0, r1.stderr
        cmd = [nvcc, f"-I{out}", "-c", str(out / "vector_add.c"), "-o",
               str(tmp_path / "vector_add.o")]
    else:
        cmd += [str(tmp_path / "main.cpp"), str(out / "vector_add.c"), "-o", str(prog), *link]
    return prog, subprocess.run(cmd, capture_output=True, text=True, cwd=tmp_path)


@needs_compiler
def test_a_host_program_including_the_header_compiles(tmp_path, cache):
    """The header from C++ and the C file as C compile with nvcc (no libcuda needed)."""
    _, r = _host_build(tmp_path, "sm_80", None)
    assert r.returncode == 0, r.stderr


@needs_compiler
def test_a_host_program_links_against_libcuda(tmp_path, cache):
    """Compiled and linked with -lcuda (the toolkit's stub library); it is not run here."""
    stubs = _libcuda_stubs(_nvcc())
    if stubs is None:
        pytest.skip("no libcuda.so stub in the CUDA toolkit (lib64/stubs) to link against")
    prog, r = _host_build(tmp_path, "sm_80", [f"-L{stubs}", "-lcuda"])
    assert r.returncode == 0, r.stderr
    assert prog.is_file()


def _driver_library() -> str | None:
    """The path of the loaded driver library libcuda.so.1, or None."""
    try:
        ctypes.CDLL("libcuda.so.1")
    except OSError:
        return None
    with open("/proc/self/maps") as f:
        for line in f:
            if line.rstrip().endswith("libcuda.so.1") or "libcuda.so." in line:
                return line.split()[-1]
    return None


@pytest.mark.gpu
def test_gpu_vector_add_through_the_header(tmp_path, cache):
    """On a GPU: the host program launches vector_add through the header on 100003 floats and
    checks every element against x + y on the host."""
    import cupy

    from tiledsl.codegen.runtime import device_arch

    stubs = _libcuda_stubs(_nvcc())
    driver = _driver_library()
    if stubs is None and driver is None:
        pytest.skip("neither a libcuda.so stub nor the driver's libcuda.so.1 to link against")
    link = [f"-L{stubs}", "-lcuda"] if stubs else [driver]
    prog, r = _host_build(tmp_path, device_arch(cupy, cupy.cuda.Device()), link)
    assert r.returncode == 0, r.stderr
    run = subprocess.run([str(prog)], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stdout + run.stderr
    assert run.stdout.strip() == "mismatches 0"


# ----------------------------------------------------------------------------- errors
def test_unknown_kernel(tmp_path):
    r = tiledsl("compile", EXAMPLES / "vector_add.tile", "--kernel", "vadd", "--arch", "sm_80",
                "-o", tmp_path / "o")
    assert (r.returncode, r.stderr) == (
        2, f"tiledsl compile: error: {EXAMPLES / 'vector_add.tile'} has no kernel 'vadd'; its "
           f"kernels: vector_add\n")
    assert not (tmp_path / "o").exists()


def test_missing_constexpr(tmp_path):
    r = tiledsl("compile", EXAMPLES / "softmax.tile", "--arch", "sm_80", "-o", tmp_path / "o")
    assert (r.returncode, r.stderr) == (
        2, "tiledsl compile: error: kernel softmax needs --constexpr BLOCK=VALUE\n")


@pytest.mark.parametrize("args, message", [
    (["--arch", "sm_81"], "--arch 'sm_81' is not a CUDA architecture tiledsl knows: write "
                          "sm_NN (sm_80), sm_NNa for NN >= 90 (sm_90a) or sm_NNf for NN >= "
                          "100 (sm_100f), NN one of 75, 80, 86, 87, 88, 89, 90, 100, 103, "
                          "110, 120, 121\n"),
    (["--arch", "sm_70"], "--arch 'sm_70' is not a CUDA architecture tiledsl knows: write "
                          "sm_NN (sm_80), sm_NNa for NN >= 90 (sm_90a) or sm_NNf for NN >= "
                          "100 (sm_100f), NN one of 75, "),
    (["--arch", "sm_80a"], "--arch 'sm_80a' is not a CUDA architecture tiledsl knows: write "
                           "sm_NN (sm_80), sm_NNa for NN >= 90"),
    (["--arch", "sm_90f"], "--arch 'sm_90f' is not a CUDA architecture tiledsl knows: write "
                           "sm_NN (sm_80), sm_NNa for NN >= 90"),
    (["--arch", "sm90"], "--arch 'sm90' is not a CUDA architecture tiledsl knows"),
    ([], "--arch is required: the GPU architecture to compile for, e.g. --arch sm_80"),
    (["--target", "hip", "--arch", "gfx90a"], "--target hip: tiledsl compile builds CUDA "
                                              "cubins only; use --target cuda"),
    (["--target", "cuda:sm_80", "--arch", "sm_90a"], "--target cuda:sm_80 and --arch sm_90a "
                                                      "name two architectures; give one"),
    (["--arch", "sm_80", "--persistent"], "--persistent: tiledsl compile builds ordinary "
                                          "kernels only"),
    (["--arch", "sm_80", "--out-name", "9x"], "--out-name '9x': the name prefixes C functions"),
    (["--arch", "sm_80", "--num-warps", "3"], "vector_add(): num_warps must be a power of two"),
    (["--arch", "sm_80", "--config", "0"], "--config 0: kernel vector_add has no autotuning "
                                           "configurations (an @autotune kernel's); leave "
                                           "--config out\n"),
])
def test_bad_arguments_are_usage_errors(tmp_path, args, message):
    r = tiledsl("compile", EXAMPLES / "vector_add.tile", "-o", tmp_path / "o", *args)
    assert r.returncode == 2, r.stderr
    assert r.stderr.startswith("tiledsl compile: error: " + message), r.stderr
    assert "Traceback" not in r.stderr and not (tmp_path / "o").exists()


@pytest.mark.parametrize("arch", ["sm_80", "sm_90a", "sm_100f", "sm_120a"])
def test_every_form_the_arch_message_lists_is_taken(tmp_path, arch):
    """sm_NN, sm_NNa (90 and later) and sm_NNf (100 and later) pass the architecture check:
    the error past it is the DIR's."""
    blocker = tmp_path / "file"
    blocker.write_text("")
    r = tiledsl("compile", EXAMPLES / "vector_add.tile", "--arch", arch, "-o", blocker / "sub")
    assert r.returncode == 73, r.stderr


MATMUL_CONFIGS = ("0: Config(BLOCK_K=64, BLOCK_M=128, BLOCK_N=256, num_warps=8, num_stages=4); "
                  "1: Config(BLOCK_K=64, BLOCK_M=128, BLOCK_N=128, num_warps=4, num_stages=3); "
                  "2: Config(BLOCK_K=64, BLOCK_M=256, BLOCK_N=128, num_warps=8, num_stages=4); "
                  "3: Config(BLOCK_K=64, BLOCK_M=128, BLOCK_N=256, num_warps=8, num_stages=3); "
                  "4: Config(BLOCK_K=64, BLOCK_M=128, BLOCK_N=128, num_warps=4, num_stages=4); "
                  "5: Config(BLOCK_K=64, BLOCK_M=64, BLOCK_N=128, num_warps=4, num_stages=3); "
                  "6: Config(BLOCK_K=64, BLOCK_M=128, BLOCK_N=256, WARP_SPECIALIZE=True, "
                  "num_warps=8, num_stages=3, persistent=True); "
                  "7: Config(BLOCK_K=64, BLOCK_M=128, BLOCK_N=128, WARP_SPECIALIZE=True, "
                  "num_warps=4, num_stages=5, persistent=True); "
                  "8: Config(BLOCK_K=32, BLOCK_M=64, BLOCK_N=64, num_warps=4, num_stages=3)")
CONFIG_0 = "configs[0] (Config(BLOCK_K=64, BLOCK_M=128, BLOCK_N=256, num_warps=8, num_stages=4))"


@pytest.mark.parametrize("args, message", [
    (["--config", "9"], f"--config 9: kernel matmul has 9 autotuning configurations, --config 0 "
                        f"to 8 (or -9 to -1, from the end) ({MATMUL_CONFIGS})"),
    (["--config", "-10"], "--config -10: kernel matmul has 9 autotuning configurations, --config "
                          "0 to 8 (or -9 to -1, from the end) (0: "),
    (["--config", "7"], "--config 7: configs[7] (Config(BLOCK_K=64, BLOCK_M=128, BLOCK_N=128, "
                        "WARP_SPECIALIZE=True, num_warps=4, num_stages=5, persistent=True)) is "
                        "persistent, and tiledsl compile builds ordinary kernels only"),
    (["--config", "0", "--num-warps", "8"],
     f"--config 0: {CONFIG_0} sets --num-warps already; drop it from the command line, or "
     f"leave --config out to give every value yourself"),
    (["--config", "0", "--constexpr", "BLOCK_M=128", "--num-stages", "4"],
     f"--config 0: {CONFIG_0} sets --constexpr BLOCK_M, --num-stages already; drop them from "
     f"the command line, or leave --config out to give every value yourself"),
])
def test_bad_config_choices_are_usage_errors(tmp_path, args, message):
    r = tiledsl("compile", EXAMPLES / "matmul.tile", "--arch", "sm_90a", "-o", tmp_path / "o",
                *args)
    assert r.returncode == 2, r.stderr
    assert r.stderr.startswith("tiledsl compile: error: " + message), r.stderr
    assert not (tmp_path / "o").exists()


def test_a_persistent_configuration_is_refused(tmp_path):
    path = tmp_path / "p.tile"
    path.write_text('@autotune(configs=[Config(BLOCK=64), Config(BLOCK=128, persistent=True)], '
                    'key=["n"])\n'
                    'kernel k(x: *fp32, n: i32, BLOCK: constexpr):\n'
                    '    store(x + program_id(0) * BLOCK + arange(0, BLOCK), 1.0)\n')
    r = tiledsl("compile", path, "--arch", "sm_90a", "-o", tmp_path / "o", "--config", "1")
    assert (r.returncode, r.stderr) == (
        2, "tiledsl compile: error: --config 1: configs[1] (Config(BLOCK=128, num_warps=4, "
           "persistent=True)) is persistent, and tiledsl compile builds ordinary kernels only "
           "(a persistent one sizes its grid from the device's SM count at launch); pick "
           "another configuration\n")


def _header_text(path) -> str:
    """The header's leading comment as one line of text (its lines joined)."""
    head = path.read_text().split("*/", 1)[0]
    return " ".join(ln.strip(" /*") for ln in head.splitlines())


@needs_compiler
def test_an_autotuned_kernel_says_which_configuration_it_built(tmp_path, cache):
    """Without --config the build is the kernel's defaults and the flags, and stdout and the
    header say so; --config INDEX builds that configuration's constexprs and options."""
    out = tmp_path / "mm"
    r = tiledsl("compile", EXAMPLES / "matmul.tile", "--arch", "sm_90a", "-o", out)
    assert r.returncode == 0, r.stderr
    note = ("the kernel is autotuned, but no configuration is tried ahead of time: this build "
            "uses matmul's defaults and the flags given, not one of its 9 configurations; "
            "--config INDEX (0 to 8) builds one of them")
    assert r.stdout.splitlines()[0] == f"tiledsl compile: note: {note}"
    assert r.stdout.splitlines()[1].startswith("tiledsl compile: wrote ")
    assert f"T{note[1:]}." in _header_text(out / "matmul.h")
    r = tiledsl("compile", EXAMPLES / "matmul.tile", "--arch", "sm_90a", "-o", out,
                "--config", "0", "--aligned", "--fact", "stride_ak=is_one", "stride_bn=is_one",
                "stride_cn=is_one")
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines()[0] == (
        "tiledsl compile: note: built from autotuning configuration configs[0], "
        "Config(BLOCK_K=64, BLOCK_M=128, BLOCK_N=256, num_warps=8, num_stages=4)")
    header = _header_text(out / "matmul.h")
    assert ("constexprs: BLOCK_M=128, BLOCK_N=256, BLOCK_K=64, ACTIVATION='none' (default), "
            "WARP_SPECIALIZE=False (default). num_warps=8, num_stages=4, load_other=default;"
            ) in header
    assert "#define MATMUL_THREADS 256 " in (out / "matmul.h").read_text()


@needs_compiler
def test_heuristics_are_not_computed_ahead_of_time(tmp_path, cache):
    """A @heuristics kernel builds with the --constexpr values and its defaults, and says
    that its heuristics were not computed."""
    path = tmp_path / "h.tile"
    path.write_text('@heuristics(EVEN=n % BLOCK == 0)\n'
                    'kernel k(x: *fp32, n: i32, BLOCK: constexpr = 64, EVEN: constexpr = '
                    'False):\n'
                    '    store(x + program_id(0) * BLOCK + arange(0, BLOCK), 1.0)\n')
    r = tiledsl("compile", path, "--arch", "sm_80", "-o", tmp_path / "o")
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines()[0] == (
        "tiledsl compile: note: the kernel's @heuristics (EVEN) are not computed ahead of time "
        "(they read the launch's arguments): those constexprs are the --constexpr values "
        "given, else their defaults")
    assert "constexprs: BLOCK=64 (default), EVEN=False (default)." in _header_text(
        tmp_path / "o" / "k.h")


def test_a_constexpr_only_a_heuristic_sets_names_the_heuristic(tmp_path):
    """Without a default or --constexpr, the missing constexpr's message says that the
    kernel's @heuristics sets it (which, where), that a launch computes it, and what to give
    instead; emit says the same."""
    path = tmp_path / "h.tile"
    path.write_text('@heuristics(EVEN=n % BLOCK == 0)\n'
                    'kernel k(x: *fp32, n: i32, EVEN: constexpr, BLOCK: constexpr = 64):\n'
                    '    store(x + program_id(0) * BLOCK + arange(0, BLOCK), 1.0)\n')
    why = (f"kernel k needs --constexpr EVEN=VALUE: EVEN is set by the kernel's @heuristics "
           f"(EVEN=n % BLOCK == 0, at {path}:1:18), which a launch computes from its "
           f"arguments; without a launch, give the value it would compute for the launches "
           f"this is built for\n")
    r = tiledsl("compile", path, "--arch", "sm_80", "-o", tmp_path / "o")
    assert (r.returncode, r.stdout, r.stderr) == (2, "", f"tiledsl compile: error: {why}")
    assert not (tmp_path / "o").exists()
    r = tiledsl("emit", path)
    assert (r.returncode, r.stderr) == (2, f"tiledsl emit: error: {why}")


def test_target_cuda_arch_stands_for_arch(tmp_path):
    """``--target cuda:sm_80`` gives the architecture; the error past it is the DIR's."""
    blocker = tmp_path / "file"
    blocker.write_text("")
    r = tiledsl("compile", EXAMPLES / "vector_add.tile", "--target", "cuda:sm_80", "-o",
                blocker / "sub")
    assert r.returncode == 73, r.stderr


def test_unwritable_dir(tmp_path):
    """A DIR below a file cannot be created; a DIR that is a file is refused: exit 73, before
    anything is compiled."""
    blocker = tmp_path / "file"
    blocker.write_text("")
    r = tiledsl("compile", EXAMPLES / "vector_add.tile", "--arch", "sm_80", "-o",
                blocker / "sub")
    assert r.returncode == 73
    assert r.stderr.startswith(f"tiledsl compile: error: -o {blocker / 'sub'}: cannot create "
                               f"the folder: ")
    r = tiledsl("compile", EXAMPLES / "vector_add.tile", "--arch", "sm_80", "-o", blocker)
    assert (r.returncode, r.stderr) == (
        73, f"tiledsl compile: error: -o {blocker}: it is a file, not a folder; give a folder "
            f"for the cubin, the header and the C file\n")


def test_errors_in_the_file_are_located(tmp_path):
    f = tmp_path / "bad.tile"
    f.write_text("kernel k(x: *fp32):\n    store(x, zz)\n")
    r = tiledsl("compile", f, "--arch", "sm_80", "-o", tmp_path / "o")
    assert r.returncode == 65
    assert r.stderr.splitlines()[0] == f"{f}:2:14: undefined name 'zz'"
    r = tiledsl("compile", tmp_path / "missing.tile", "--arch", "sm_80", "-o", tmp_path / "o")
    assert r.returncode == 66


def test_device_assert_is_refused_at_its_place(tmp_path):
    """A failed device_assert reports through the Python runtime's error record, which an AOT
    kernel lacks: refused (exit 65) with the assertion's place and carets."""
    f = tmp_path / "a.tile"
    f.write_text(textwrap.dedent("""\
        kernel k(x: *fp32, n: i32):
            offs = arange(0, 64)
            v = load(x + offs, mask=offs < n)
            device_assert(v < 6.0, "small")
            store(x + offs, v, mask=offs < n)
        """))
    r = tiledsl("compile", f, "--arch", "sm_80", "-o", tmp_path / "o")
    assert r.returncode == 65, r.stderr
    lines = r.stderr.splitlines()
    assert lines[0] == (f"{f}:4:5: kernel k: this device_assert reports through the error "
                        f"record of tiledsl's Python runtime, which an ahead-of-time kernel "
                        f"does not have (a failure would go unseen); remove it to compile the "
                        f"kernel ahead of time, or launch the kernel from Python")
    assert lines[1].strip() == 'device_assert(v < 6.0, "small")'
    assert lines[2].strip().startswith("^")


def test_no_compiler_exits_69(tmp_path, monkeypatch, capsys):
    """Neither NVRTC nor nvcc: a clear error, exit 69 (EX_UNAVAILABLE), nothing written."""
    from tiledsl import aot, cli

    monkeypatch.setattr(aot, "nvrtc_cubin", lambda k, timeout: None)
    monkeypatch.setattr(aot, "find_nvcc", lambda: None)
    code = cli.main(["compile", str(EXAMPLES / "vector_add.tile"), "--arch", "sm_80", "-o",
                     str(tmp_path / "o")])
    err = capsys.readouterr().err
    assert code == 69
    assert err.startswith("tiledsl compile: error: no CUDA compiler: NVRTC is not available")
    assert os.listdir(tmp_path / "o") == []
    code = cli.main(["compile", str(EXAMPLES / "vector_add.tile"), "--arch", "sm_80", "-o",
                     str(tmp_path / "o"), "--compiler", "nvrtc"])
    assert code == 69
    assert "--compiler nvrtc: NVRTC is not available" in capsys.readouterr().err


def _nvcc_archs():
    """(nvcc's release, e.g. ``13.0``, {the compute capabilities of ``nvcc --list-gpu-arch``});
    skips without nvcc."""
    nvcc = shutil.which("nvcc")
    if nvcc is None:
        pytest.skip("nvcc is not on PATH")
    archs = subprocess.run([nvcc, "--list-gpu-arch"], capture_output=True, text=True).stdout
    version = subprocess.run([nvcc, "--version"], capture_output=True, text=True).stdout
    release = re.search(r"release (\d+\.\d+)", version)
    return (release.group(1) if release else None,
            {int(n) for n in re.findall(r"compute_(\d+)", archs)})


def test_the_architectures_are_cuda_13s():
    """CUDA_SMS (what --arch and emit's cuda:ARCH take) is what CUDA 13.0's nvcc lists."""
    from tiledsl.codegen.targets import CUDA_SMS

    release, archs = _nvcc_archs()
    if release != "13.0":
        pytest.skip(f"nvcc {release}: CUDA_SMS is CUDA 13.0's list")
    assert CUDA_SMS == archs


def test_nvcc_refusing_the_arch_is_a_usage_error(tmp_path, monkeypatch, capsys, cache):
    """An nvcc that does not know an architecture tiledsl takes (as an older list of tiledsl's
    had sm_70, which CUDA 13 dropped): exit 2."""
    from tiledsl import aot, cli
    from tiledsl.codegen import targets

    _, archs = _nvcc_archs()
    if 70 in archs:
        pytest.skip("this nvcc supports sm_70")
    monkeypatch.setattr(targets, "CUDA_SMS", targets.CUDA_SMS | {70})
    monkeypatch.setattr(aot, "nvrtc_cubin", lambda k, timeout: None)
    code = cli.main(["compile", str(EXAMPLES / "vector_add.tile"), "--arch", "sm_70", "-o",
                     str(tmp_path / "o")])
    assert code == 2
    assert "does not support --arch sm_70" in capsys.readouterr().err


# ----------------------------------------------------------------------------- time limits
TIMEOUT_TAIL = ("generated code that takes this long to compile usually comes from a very large "
                "tile (each thread's share of a BLOCK is unrolled into straight-line code): use "
                "smaller tile constexprs (BLOCK, BLOCK_M ...), or ")


def test_nvcc_past_the_time_limit_is_stopped_and_exits_75(tmp_path):
    """A huge BLOCK makes nvcc run for minutes: --compile-timeout stops it with a clear error
    (exit 75, EX_TEMPFAIL) that says what to do, and nothing is written."""
    _nvcc()
    r = tiledsl("compile", EXAMPLES / "vector_add.tile", "--arch", "sm_80", "-o", tmp_path / "o",
                "--constexpr", "BLOCK=262144", "--compiler", "nvcc", "--compile-timeout", "3")
    assert (r.returncode, r.stderr) == (
        75, f"tiledsl compile: error: nvcc compiling kernel vector_add for sm_80 ran past 3 s "
            f"and was stopped; {TIMEOUT_TAIL}pass --compile-timeout SECONDS to allow longer "
            f"(0: no limit)\n")
    assert os.listdir(tmp_path / "o") == []


def test_a_negative_time_limit_is_a_usage_error(tmp_path):
    r = tiledsl("compile", EXAMPLES / "vector_add.tile", "--arch", "sm_80", "-o", tmp_path / "o",
                "--compile-timeout", "-1")
    assert (r.returncode, r.stderr) == (
        2, "tiledsl compile: error: --compile-timeout -1: give a number of seconds >= 0 (0: "
           "no limit)\n")
    assert not (tmp_path / "o").exists()


def test_compile_check_stops_nvcc_past_its_timeout():
    from tiledsl import load
    from tiledsl.codegen import compile_check
    from tiledsl.codegen.nvcc import CompileTimeout

    _nvcc()
    src = load(EXAMPLES / "vector_add.tile").vector_add.emit("cuda:sm_80", BLOCK=262144)
    with pytest.raises(CompileTimeout) as e:
        compile_check(src, "sm_80", timeout=2)
    assert str(e.value) == (f"nvcc -ptx for sm_80 ran past 2 s and was stopped; {TIMEOUT_TAIL}"
                            f"pass compile_check(..., timeout=SECONDS) a larger limit (None: no "
                            f"limit)")


def test_compile_check_s_default_limit_is_the_module_s():
    import inspect

    from tiledsl.codegen import compile_check, nvcc

    assert inspect.signature(compile_check).parameters["timeout"].default == \
        nvcc.COMPILE_TIMEOUT == 300.0


@pytest.mark.skipif(not hasattr(os, "killpg"), reason="process groups are POSIX")
def test_a_stopped_compiler_takes_the_processes_it_started_with_it(tmp_path):
    """nvcc runs cicc and ptxas as children: the time limit kills the whole process group,
    not only the process it started."""
    from tiledsl.codegen.nvcc import CompileTimeout, run_compiler

    pidfile = tmp_path / "pid"
    with pytest.raises(CompileTimeout, match=r"^the shell ran past 1 s and was stopped; "):
        run_compiler(["sh", "-c", f"sleep 60 & echo $! > {pidfile}; wait"], 1, "the shell",
                     "wait longer")
    import time

    child = int(pidfile.read_text())
    stat = Path(f"/proc/{child}/stat")

    def gone() -> bool:
        try:
            if stat.read_text().split(")")[-1].split()[0] == "Z":
                return True  # killed, not yet reaped by its new parent
        except (FileNotFoundError, ProcessLookupError):
            return True
        except OSError:  # without /proc: ask the kernel
            try:
                os.kill(child, 0)
            except ProcessLookupError:
                return True
        return False

    deadline = time.monotonic() + 10  # SIGKILL is delivered, not waited for: a busy machine
    while not gone() and time.monotonic() < deadline:  # may take a moment to end it
        time.sleep(0.05)
    assert gone(), f"the compiler's child {child} still runs"


def test_nvrtc_past_the_time_limit_stops_waiting_and_exits_75():
    """NVRTC compiles in this process (its binding releases the GIL): the wait for it ends at
    the limit with the same error, exit 75; a value or an error within it comes back."""
    import time

    from tiledsl import aot

    with pytest.raises(aot.AotError) as e:
        aot.within(0.5, lambda: time.sleep(30), "NVRTC compiling kernel k for sm_90a")
    assert e.value.exit_code == 75
    assert e.value.message == (f"NVRTC compiling kernel k for sm_90a ran past 0.5 s and was "
                               f"given up (it ends with this process); {TIMEOUT_TAIL}pass "
                               f"--compile-timeout SECONDS to allow longer (0: no limit)")
    assert aot.within(5, lambda: b"cubin", "NVRTC") == b"cubin"
    with pytest.raises(ValueError, match="rejected"):
        aot.within(0, lambda: (_ for _ in ()).throw(ValueError("rejected")), "NVRTC")


def test_help_lists_compile():
    r = tiledsl("--help")
    assert "\n    compile" in r.stdout and "69 no CUDA compiler" in r.stdout
    r = tiledsl("compile", "--help")
    assert r.returncode == 0 and "--arch ARCH" in r.stdout and "-o DIR" in r.stdout
    assert "--persistent" not in r.stdout


def test_cubin_bytes_round_trip():
    """The C array holds the cubin's bytes exactly, 16 a line (an unaligned tail too)."""
    from tiledsl import aot_header

    data = bytes(range(256)) + b"\x01\x02\x03"
    k = type("K", (), {"name": "k", "arch": "sm_80", "symbol": "tl_k_k", "smem": 0,
                       "params": ()})()
    text = aot_header.source_text(k, "k", data)
    assert _cubin_in_c(text) == data
    assert f"const unsigned char k_cubin[{len(data)}] = {{" in text
    assert np.array_equal(np.frombuffer(_cubin_in_c(text), np.uint8),
                          np.frombuffer(data, np.uint8))


def test_cupy_without_the_nvrtc_library_counts_as_no_nvrtc(monkeypatch):
    """cupy installed without the CUDA toolkit's libnvrtc: its binding raises
    cuda-pathfinder's DynamicLibNotFoundError at the first NVRTC call, which made
    `tiledsl compile` end in an internal error; NVRTC now counts as absent (auto then builds
    with nvcc, --compiler nvrtc says NVRTC is not available), and any other error of NVRTC
    still propagates."""
    from tiledsl import aot
    from tiledsl.codegen import runtime

    class DynamicLibNotFoundError(RuntimeError):
        pass

    def missing(*a, **kw):
        raise DynamicLibNotFoundError("Failure finding libnvrtc.so: ... libnvrtc.so.13")

    monkeypatch.setattr(runtime, "_nvrtc", lambda: object())
    monkeypatch.setattr(runtime, "compile_cubin", missing)
    k = aot.AotKernel.__new__(aot.AotKernel)
    for name, value in (("source", "x"), ("symbol", "tl_k_k"), ("arch", "sm_80"),
                        ("name", "k")):
        object.__setattr__(k, name, value)
    assert aot.nvrtc_cubin(k, 0) is None
    assert aot.nvrtc_library_missing(DynamicLibNotFoundError("x"))
    assert not aot.nvrtc_library_missing(RuntimeError("a full disk"))
    monkeypatch.setattr(aot, "find_nvcc", lambda: None)
    with pytest.raises(aot.AotError) as e:
        aot.compile_cubin(k, "nvrtc")
    assert e.value.message.startswith("--compiler nvrtc: NVRTC is not available")

    def other(*a, **kw):
        raise RuntimeError("a full disk")

    monkeypatch.setattr(runtime, "compile_cubin", other)
    with pytest.raises(RuntimeError, match="a full disk"):
        aot.nvrtc_cubin(k, 0)
