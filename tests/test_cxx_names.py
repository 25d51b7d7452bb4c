"""The C++ names of generated code cannot collide with the CUDA or HIP headers, builtins or
keywords (:mod:`codegen.names`): kernels whose kernel, parameter and local names are C++
keywords, CUDA/HIP builtins, header functions and tiledsl's own internal names compile with
nvcc (sm_90a) and hipcc (gfx90a); every name the generated code declares is outside what the
headers declare and define; the runtime loads the symbol the compiler produced. Text from the
source (``device_print`` prefixes, ``device_assert`` messages, file names) with quotes,
backslashes, line breaks, ``%`` and non-ASCII characters compiles too."""
from __future__ import annotations

import ast
import os
import re
import subprocess
import tempfile
from pathlib import Path

import pytest

import tiledsl
from tiledsl.codegen import emit, names, samples
from tiledsl.codegen.cuda import CUDA, CUDA_PRELUDE
from tiledsl.codegen.hip import HIP_PRELUDE
from tiledsl.codegen.hipcc import compile_check as hip_compile_check
from tiledsl.codegen.hipcc import hipcc_path, tools_missing
from tiledsl.codegen.nvcc import compile_check, nvcc_path
from tiledsl.errors import InternalError

EX = Path(__file__).resolve().parent.parent / "examples"
needs_nvcc = pytest.mark.skipif(nvcc_path() is None, reason="nvcc not on PATH")
needs_hipcc = pytest.mark.skipif(tools_missing() is not None, reason=f"{tools_missing()}")

#: names a kernel, a parameter and a local may all have: C++ keywords, CUDA and HIP
#: builtins, header functions, macros and types, and names of tiledsl's generated code
NAMES = ["float", "int", "double", "void", "auto", "class", "template", "namespace", "new",
         "delete", "switch", "goto", "volatile", "sizeof", "typename", "this", "static",
         "extern", "const", "unsigned", "asm", "nullptr", "true", "main", "fmod", "exp2f",
         "sinf", "norm", "y1", "printf", "malloc", "memcpy", "assert", "__syncthreads",
         "threadIdx", "blockIdx", "warpSize", "atomicAdd", "__shfl_xor_sync",
         "__builtin_amdgcn_readfirstlane", "hipThreadIdx_x", "__global__", "__half",
         "_Float16", "half", "uint4", "dim3", "size_t", "NULL", "INFINITY", "std", "tl_lane",
         "tl_smem", "tl_exp2f", "TL_NAN", "p_x", "k2", "v1"]
#: builtins of the language: parameters and locals only (no kernel may take their name)
BUILTIN_NAMES = ["max", "min", "abs", "exp2", "rsqrt"]

KERNEL = """kernel {K}({P}: *fp32, {Q}: i32, BLOCK: constexpr = 128):
    {L} = program_id(0) * BLOCK + arange(0, BLOCK)
    m = {L} < {Q}
    store({P} + {L}, maximum(load({P} + {L}, mask=m), 0.0) * 2.0, mask=m)
"""


def _roles():
    """(kernel, pointer parameter, scalar parameter, local) names: every name of
    :data:`NAMES` once in each role, the builtins' names as parameters and locals."""
    n = len(NAMES)
    out = [(NAMES[i], NAMES[(i + 1) % n], NAMES[(i + 2) % n], NAMES[(i + 3) % n])
           for i in range(n)]
    b = BUILTIN_NAMES
    out += [(f"kb{i}", b[i], b[(i + 1) % len(b)], b[(i + 2) % len(b)]) for i in range(len(b))]
    return out


def _sources(target: str) -> list:
    """The generated source of every kernel of :func:`_roles`, for ``target``."""
    out = []
    for k, p, q, l in _roles():
        text = KERNEL.format(K=k, P=p, Q=q, L=l)
        fn = getattr(tiledsl.compile(text, filename="names.tile"), k).lower()
        out.append(emit(fn, target=target, num_warps=4))
    return out


def _one_unit(sources: list, prelude: str) -> str:
    """The sources as one translation unit: the prelude once, then every kernel."""
    assert all(s.startswith(prelude) for s in sources)
    return prelude + "\n".join(s[len(prelude):] for s in sources)


def _kernels():
    return {names.kernel_symbol(r[0]) for r in _roles()}


# ---------------------------------------------------------------------- the names themselves
def test_kernel_and_parameter_names_have_their_own_namespaces():
    assert names.kernel_symbol("fmod") == "tl_k_fmod"
    assert names.kernel_symbol("__syncthreads") == "tl_k___syncthreads"
    assert names.param_name("float") == "p_float"
    assert names.kernel_symbol("a-b") == "tl_k_a_b"  # programmatic names: C characters only
    assert names.kernel_symbol("9x") == "tl_k_9x"


def test_fresh_names_refuse_a_prefix_that_could_name_a_type():
    from tiledsl.codegen.emitter import Emitter

    em = Emitter(samples.vector_add(), CUDA, 4)
    assert em.fresh("ld") == "ld1"
    for prefix in ("int", "uint", "float", "dim", "half", "p_", "tl_k_", "v_"):
        with pytest.raises(InternalError, match="fresh name prefix"):
            em.fresh(prefix)


def test_the_prelude_keeps_out_of_the_kernel_namespace():
    for prelude in (CUDA_PRELUDE, HIP_PRELUDE):
        idents = set(re.findall(r"\b[A-Za-z_]\w*", prelude))
        assert not [i for i in idents if i.startswith((names.KERNEL_PREFIX,
                                                       names.PARAM_PREFIX))]


@pytest.mark.parametrize("target", ["cuda", "hip"])
def test_every_kernel_is_declared_by_its_symbol(target):
    for (k, *_), src in zip(_roles(), _sources(target)):
        assert re.search(rf"\) {names.kernel_symbol(k)}\(", src)
        assert f"// kernel {k}: " in src


# ---------------------------------------------------------------------- the compilers
@needs_nvcc
def test_reserved_names_compile_for_cuda():
    rep = compile_check(_one_unit(_sources("cuda:sm_90a"), CUDA_PRELUDE), "sm_90a")
    assert set(rep.registers) == _kernels()


@needs_hipcc
def test_reserved_names_compile_for_hip():
    rep = hip_compile_check(_one_unit(_sources("hip"), HIP_PRELUDE), "gfx90a", False)
    assert set(rep.kernels) == _kernels()


# ---------------------------------------------------------------------- against the headers
def _code(text: str) -> str:
    """C++ ``text`` without its comments and string literals."""
    return re.sub(r"""//[^\n]*|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'""", " ", text)


def _declared(src: str) -> set:
    """The names the kernels of ``src`` declare: the kernel symbols, the parameters and the
    locals (every name followed by ``=``, ``;`` or ``[N]`` after a type, ``*`` or ``const``),
    read from the kernel on (the prelude and the helpers before it are fixed code)."""
    body = _code(src[src.index("// kernel "):])
    out = set()
    for kernel, params in re.findall(r"__launch_bounds__\([^)]*\) (\w+)\(([^)]*)\)", body):
        out.add(kernel)
        out.update(re.findall(r"(\w+)\s*(?:,|$)", params))
    out.update(re.findall(r"(?:\w|\*|>)\s+(?:const\s+)?([A-Za-z_]\w*)\s*(?:=(?!=)|;|\[\d+\])",
                          body))
    return out - {"return"}


def _header_names(path: str, cmd: list, macros: list, env=None) -> set:
    """Every identifier the preprocessed prelude mentions, and every macro it defines
    (``cmd + macros``: the compiler's ``-dM``)."""
    out = set()
    for extra in ([], macros):
        with tempfile.TemporaryDirectory() as d:
            i = os.path.join(d, "k.i")
            p = subprocess.run(cmd + extra + ["-o", i, path], capture_output=True, text=True,
                               env=env)
            assert p.returncode == 0, p.stderr[-2000:]
            with open(i, errors="replace") as f:
                out |= set(re.findall(r"\b[A-Za-z_]\w*", _code(f.read())))
    return out


@pytest.fixture(scope="module")
def prelude_dir():
    with tempfile.TemporaryDirectory() as d:
        yield d


def _check_declared(sources, header_names):
    declared = set()
    for src in sources:
        declared |= _declared(src)
    assert _kernels() <= declared and "p_float" in declared and "p___syncthreads" in declared
    assert any(re.fullmatch(r"[a-z]+\d+", d) for d in declared)  # the locals were read
    assert sorted(declared & header_names) == []


def _example_sources(target):
    out = []
    for name, spec in [("vector_add", {}), ("softmax", {"BLOCK": 1024}), ("matmul", {}),
                       ("layernorm", {"BLOCK": 4096}), ("attention", {"HEAD_DIM": 64})]:
        k = getattr(tiledsl.load(EX / f"{name}.tile"), name)
        out.append(k.emit(target, num_warps=4, **spec))
    return out


@needs_nvcc
def test_no_declared_name_is_a_cuda_header_name(prelude_dir):
    path = os.path.join(prelude_dir, "prelude.cu")
    with open(path, "w") as f:
        f.write(CUDA_PRELUDE)
    nvcc = nvcc_path()
    header = _header_names(path, [nvcc, "-E", "-arch=compute_90a", "-std=c++17"],
                           ["-Xcompiler", "-dM"])
    assert {"fmod", "threadIdx", "__syncthreads", "uint4", "printf", "tl_exp2f"} <= header
    _check_declared(_sources("cuda:sm_90a") + _example_sources("cuda:sm_90a"), header)


@needs_hipcc
def test_no_declared_name_is_a_hip_header_name(prelude_dir):
    path = os.path.join(prelude_dir, "prelude.hip")
    with open(path, "w") as f:
        f.write(HIP_PRELUDE)
    env = dict(os.environ, HIP_PLATFORM="amd")
    header = _header_names(path, [hipcc_path(), "-E", "--cuda-device-only",
                                  "--offload-arch=gfx90a", "-std=c++17"], ["-dM"], env)
    assert {"fmod", "threadIdx", "__syncthreads", "uint4", "tl_exp2f"} <= header
    _check_declared(_sources("hip") + _example_sources("hip"), header)


# ---------------------------------------------------------------------- text in the code
TEXTS = ['a\\', 'x\ny', '"q"', 'tab\t', '%s %d %%', 'é ☃', '\x00z', '??=', '\\', '*/ /*']
FILES = ['d"q.tile', "a\nb.tile", "back\\", "é%d.tile", "plain.tile"]


def test_c_strings_hold_any_text():
    """A C string literal's escapes are Python bytes literals' too: each text comes back."""
    for text in TEXTS + FILES:
        body = names.c_string(text)
        assert ast.literal_eval(f'b"{body}"').decode("utf-8") == text
        assert re.fullmatch(r'(?:[ !#-\[\]-~]|\\[\\"nrt]|\\[0-7]{3})*', body)


def test_comments_hold_no_line_break_or_continuation():
    for text in TEXTS + FILES:
        assert re.fullmatch(r"[ -\[\]-~]*", names.comment_text(text))


def _text_sources(target: str) -> list:
    """Kernels whose ``device_print`` prefix, ``device_assert`` message and file name are
    every text of :data:`TEXTS` and :data:`FILES`."""
    out = []
    for i, text in enumerate(TEXTS):
        lit = text.encode("unicode_escape").decode().replace('"', '\\"')
        src = (f"kernel k{i}(x: *fp32):\n    v = load(x + arange(0, 32))\n"
               f'    device_print("{lit}", v)\n    device_assert(v > 0.0, "{lit}")\n')
        k = getattr(tiledsl.compile(src, filename=FILES[i % len(FILES)]), f"k{i}")
        out.append(k.emit(target))
    return out


@needs_nvcc
def test_any_text_compiles_for_cuda():
    srcs = _text_sources("cuda:sm_90a")
    rep = compile_check(_one_unit(srcs, CUDA_PRELUDE), "sm_90a")
    assert len(rep.registers) == len(TEXTS)


@needs_hipcc
def test_any_text_compiles_for_hip():
    rep = hip_compile_check(_one_unit(_text_sources("hip"), HIP_PRELUDE), "gfx90a", False)
    assert len(rep.kernels) == len(TEXTS)


# ---------------------------------------------------------------------- the runtime's lookup
FMOD = KERNEL.format(K="fmod", P="float", Q="threadIdx", L="__syncthreads")


def _symbol_module(loaded: list):
    """A ``cupy.RawModule(path=...)`` stand-in whose ``get_function(name)`` finds ``name``
    in the binary's symbol names, as the driver does, and records it in ``loaded``."""

    class Module:
        def __init__(self, path=None, code=None, options=()):
            with open(path, "rb") as f:
                self.binary = f.read()

        def get_function(self, name):
            if b"\0" + name.encode() + b"\0" not in self.binary:
                raise RuntimeError(f"named symbol not found: {name}")
            loaded.append(name)
            return type("Function", (), {"max_threads_per_block": 1024})()

    return Module


@needs_nvcc
def test_the_cuda_runtime_loads_the_compiled_symbol(tmp_path, monkeypatch):
    from tiledsl.codegen import runtime

    def nvcc_cubin(source, name, arch, cupy, rebuild=False):
        src, out = tmp_path / f"{name}.cu", tmp_path / f"{name}.cubin"
        src.write_text(source)
        subprocess.run([nvcc_path(), "-cubin", f"-arch={arch}", "-std=c++17", "-o", str(out),
                        str(src)], check=True, capture_output=True)
        return str(out), False

    loaded = []

    class Device:
        id, compute_capability, attributes = 0, "90", {}

    class cupy:
        class cuda:
            class runtime:
                is_hip = False

        RawModule = _symbol_module(loaded)

    monkeypatch.setattr(runtime, "compile_cubin", nvcc_cubin)
    fn = tiledsl.compile(FMOD, filename="fmod.tile").fmod.lower()
    ck = runtime._build_one(fn, 4, cupy, Device(), None)
    assert loaded == ["tl_k_fmod"] and ck.name == "tl_k_fmod"
    assert ") tl_k_fmod(float* p_float, int p_threadIdx)" in ck.source


@needs_hipcc
def test_the_hip_runtime_loads_the_compiled_symbol(tmp_path, monkeypatch):
    from tiledsl.codegen import hiprtc, runtime

    if hiprtc.library() is None:
        pytest.skip("no hipRTC library (libamdhip64 or libhiprtc)")
    from test_hip import _FakeCupy

    loaded = []
    monkeypatch.setenv("TILEDSL_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(_FakeCupy, "RawModule", _symbol_module(loaded))
    fn = tiledsl.compile(FMOD, filename="fmod.tile").fmod.lower()
    ck = runtime._build_one(fn, 4, _FakeCupy, _FakeCupy.cuda.Device(0), None)
    assert loaded == ["tl_k_fmod"] and ck.name == "tl_k_fmod"
    assert ") tl_k_fmod(float* p_float, int p_threadIdx)" in ck.source
