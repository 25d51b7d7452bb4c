"""The HIP dialect without a compiler: one emitter, two dialects.

Every example and op kernel emits for HIP; the sources use no CUDA spelling (and the CUDA ones
no HIP spelling); layouts and reductions follow the 64-lane wavefront; the target words live in
the dialect modules only; the MFMA dot's emitted fragment addressing, simulated lane by lane
against the instruction's definition, computes ``acc + a @ b`` in the accumulator layout; and
the runtime picks the HIP dialect (and hipRTC) from a ROCm device.
"""
from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import tiledsl
from tiledsl import codegen
from tiledsl.codegen import emit, hiprtc, samples
from tiledsl.codegen.cuda import CUDA
from tiledsl.codegen.hip import HIP, hip_dialect
from tiledsl.codegen.targets import DIALECTS, get_dialect
from tiledsl.codegen.hip import HIP_PRELUDE, MFMA_BF16, MFMA_F16
from tiledsl.codegen.mfma import mfma_layout
from tiledsl.codegen.names import kernel_symbol
from tiledsl.dtypes import DType
from tiledsl.errors import InternalError, TileLaunchError

import test_codegen  # the CUDA suite's example table, emitted here for HIP too
import test_codegen_ops  # the CUDA suite's op table

ROOT = Path(__file__).resolve().parent.parent
EX = ROOT / "examples"

# words only one target understands: neither may leak into the other's source
CUDA_ONLY = ["__shfl_xor_sync", "asm(", "__half2float", "__nv_bfloat16", "cuda_fp16.h",
             "__stcs", "__trap()", "atomicAdd", "atomicCAS", "__threadfence", "__align__",
             "__float2ll_rz", "__hfma", "__ushort_as_half"]
HIP_ONLY = ["_Float16", "tl_bf16", "__builtin_amdgcn", "__hip_atomic", "tl_shfl_xor",
            "hip_runtime.h", "__builtin_nontemporal_store"]


def hip_warps(warps: int) -> int:
    """The wavefronts giving a CUDA case's threads per block (64 lanes each, not 32)."""
    return max(1, warps // 2)


def example_source(name, spec, warps, target, aligned=True):
    k = getattr(tiledsl.load(EX / f"{name}.tile"), name)
    return k.emit(target, num_warps=warps, facts=test_codegen._facts(k, aligned), **spec)


# ---------------------------------------------------------------------- dialects
def test_dialect_registry_and_architectures():
    assert DIALECTS == {"cuda": CUDA, "hip": HIP}
    assert (CUDA.warp_size, HIP.warp_size, HIP.arch) == (32, 64, "gfx90a")
    assert hip_dialect("gfx90a:sramecc+:xnack-") is HIP and get_dialect("hip") is HIP
    assert get_dialect("hip:gfx908").arch == "gfx908" and get_dialect("ptx") is None
    assert hip_dialect("gfx1100").warp_size == 32  # RDNA compiles wave32
    assert HIP.mma(DType.fp16, 32, 32, 32) is MFMA_F16
    assert HIP.mma(DType.bf16, 64, 16, 16) is MFMA_BF16
    assert hip_dialect("gfx908").mma(DType.bf16, 32, 32, 32) is None  # no bf16_1k there
    assert HIP.mma(DType.fp16, 8, 32, 32) is None and HIP.mma(DType.fp32, 32, 32, 32) is None
    assert CUDA.mma(DType.fp16, 32, 32, 32) is None
    with pytest.raises(ValueError):
        hip_dialect("sm_90a")


def test_launch_bounds_and_warp_index():
    assert HIP.launch_bounds(256) == "__launch_bounds__(256)"
    # HIP's second argument counts waves per SIMD: 2 blocks of 256 threads over 4 SIMDs = 2
    assert HIP.launch_bounds(256, 2) == "__launch_bounds__(256, 2)"
    assert HIP.launch_bounds(1024, 2) == "__launch_bounds__(1024, 8)"
    assert CUDA.launch_bounds(256, 2) == "__launch_bounds__(256, 2)"
    assert HIP.warp_index() == "__builtin_amdgcn_readfirstlane((int)(threadIdx.x >> 6))"
    assert CUDA.warp_index() == "threadIdx.x >> 5"


# ---------------------------------------------------------------------- every kernel emits
@pytest.mark.parametrize("name,spec,warps,memory_bound", test_codegen.EXAMPLES,
                         ids=[f"{e[0]}-{'-'.join(f'{k}{v}' for k, v in e[1].items())}-w{e[2]}"
                              for e in test_codegen.EXAMPLES])
def test_examples_emit_for_hip(name, spec, warps, memory_bound):
    w = hip_warps(warps)
    src = example_source(name, spec, w, "hip")
    assert src.startswith(HIP_PRELUDE)
    assert f"__launch_bounds__({64 * w}) {kernel_symbol(name)}(" in src
    assert "const int tl_lane = threadIdx.x & 63;" in src
    assert re.search(rf"// {name}\.tile:\d+", src)
    body = src[len(HIP_PRELUDE):]
    assert [w for w in CUDA_ONLY if w in body] == []
    cuda = example_source(name, spec, warps, "cuda")
    assert [w for w in HIP_ONLY if w in cuda] == []
    if name in ("matmul", "attention"):
        assert MFMA_F16.builtin in body
    else:
        assert "__builtin_amdgcn_mfma" not in body


def test_every_op_case_emits_for_hip():
    n = 0
    for tmpl, kw in test_codegen_ops._cases():
        text = tmpl.format(**kw)
        fn = tiledsl.compile(text, filename="ops.tile").k.lower()
        src = emit(fn, target="hip", num_warps=4)
        body = src[len(HIP_PRELUDE):]
        assert src.startswith(HIP_PRELUDE) and not [w for w in CUDA_ONLY if w in body], text
        n += 1
    assert n == len(test_codegen_ops._cases()) > 250


def test_kernel_emit_and_codegen_emit_agree():
    k = tiledsl.load(EX / "softmax.tile").softmax
    via_kernel = k.emit("hip", BLOCK=1024)
    assert via_kernel == emit(k.lower(BLOCK=1024), target="hip")
    assert via_kernel == emit(k.lower(BLOCK=1024), target=HIP)
    assert emit(k.lower(BLOCK=1024), target="hip:gfx908") == via_kernel  # same wave64 code
    assert "threadIdx.x & 31" in emit(k.lower(BLOCK=1024), target="hip:gfx1100")


def test_cli_emits_hip():
    r = subprocess.run([sys.executable, "-m", "tiledsl", "emit", str(EX / "softmax.tile"),
                        "--target", "hip", "--constexpr", "BLOCK=1024"], cwd=ROOT,
                       capture_output=True, text=True, timeout=300)
    k = tiledsl.load(EX / "softmax.tile").softmax
    assert (r.returncode, r.stderr) == (0, "")
    assert r.stdout == k.emit("hip", BLOCK=1024) + "\n"


def test_too_many_wavefronts_is_a_launch_error():
    fn = samples.vector_add()
    with pytest.raises(TileLaunchError, match=r"num_warps=32 makes blocks of 2048 threads on hip "
                                              r"\(64 per warp\); at most 1024 are allowed: use "
                                              r"num_warps <= 16"):
        emit(fn, target="hip", num_warps=32)
    assert "__launch_bounds__(1024)" in emit(fn, target="cuda", num_warps=32)
    with pytest.raises(TileLaunchError, match="unknown code generation target 'ptx'; use "
                                              "'cuda', 'hip', 'cuda:ARCH' .e.g. 'cuda:sm_80'. "
                                              "or 'hip:ARCH'"):
        emit(fn, target="ptx")


# ---------------------------------------------------------------------- wavefront-sized layouts
def test_reductions_take_one_butterfly_step_per_lane_bit():
    """Softmax over 1024 columns with 4 warps: each row reduction (max, then sum) shuffles over
    all lanes: 5 steps on 32-lane warps, 6 on 64-lane wavefronts (distance 32 only on HIP),
    then folds the 4 warps' partials read back from shared memory in 2 more (distances 1, 2)."""
    k = tiledsl.load(EX / "softmax.tile").softmax
    hip, cuda = k.emit("hip", BLOCK=1024), k.emit("cuda", BLOCK=1024)
    hip_d = [int(d) for d in re.findall(r"tl_shfl_xor\(\w+, (\d+)\)", hip)]
    cuda_d = [int(d) for d in re.findall(r"__shfl_xor_sync\(0xffffffffu, \w+, (\d+)\)", cuda)]
    assert sorted(hip_d) == sorted([1, 2, 4, 8, 16, 32, 1, 2] * 2)
    assert sorted(cuda_d) == sorted([1, 2, 4, 8, 16, 1, 2] * 2)


def test_anchor_layouts_use_the_wavefront():
    from tiledsl.codegen.emitter import Emitter

    fn = tiledsl.load(EX / "softmax.tile").softmax.lower(BLOCK=1024)
    for d, lanes in ((HIP, 64), (CUDA, 32)):
        lay = Emitter(fn, d, 4).assign.anchor((1024,))
        assert len(lay.lane) == lanes.bit_length() - 1 and len(lay.warp) == 2
        seen = sorted(lay.coord(r, ln, w)[0] for r in range(lay.num_regs)
                      for ln in range(lanes) for w in range(4))
        assert seen == list(range(1024))  # every element held exactly once


def test_mfma_layout_covers_the_tile_once_per_wave_group():
    lay = mfma_layout((64, 32), num_warps=4)
    # rows 0-1 in registers, 16 columns then 4 row groups in lanes, waves along M
    assert lay.reg[:2] == ((1, 0), (2, 0)) and lay.warp == ((16, 0), (32, 0))
    held = sorted(lay.coord(r, ln, w) for r in range(lay.num_regs) for ln in range(64)
                  for w in range(4))
    assert held == sorted((i, j) for i in range(64) for j in range(32))
    small = mfma_layout((16, 16), num_warps=4)  # one block: the other waves hold copies
    assert small.warp == ((0, 0), (0, 0)) and small.num_regs == 4


def test_target_words_live_in_the_dialect_modules():
    """No ``if target ==`` and no target spelling in the emitter and its op rules."""
    words = ["threadIdx", "blockIdx", "__shfl", "atomicAdd", "atomicCAS", "__half", "bfloat16",
             "_Float16", "__builtin_amdgcn", "__hip_atomic", "asm(", "__syncthreads", "__trap",
             '"cuda"', '"hip"', "target ==", "is_hip"]
    toolchain = {"dialect.py", "cuda.py", "hip.py", "targets.py", "runtime.py", "nvcc.py",
                 "hipcc.py", "hiprtc.py", "__init__.py"}
    found = {}
    for path in sorted((ROOT / "codegen").rglob("*.py")):
        name = path.relative_to(ROOT / "codegen").as_posix()
        if name in toolchain:
            continue
        text = path.read_text()
        hits = [w for w in words if w in text]
        if hits:
            found[name] = hits
    assert found == {}


# ---------------------------------------------------------------------- MFMA, simulated
DOT_TEXT = """
kernel k(a: *{T}, b: *{T}, c: *{R}):
    i = arange(0, {M})
    j = arange(0, {N})
    kk = arange(0, {K})
    x = load(a + i[:, None] * {K} + kk[None, :])
    y = load(b + kk[:, None] * {N} + j[None, :])
    store(c + i[:, None] * {N} + j[None, :], dot(x, y))
"""


def _mfma_reference(a_frags, b_frags, acc):
    """The 16x16x16 MFMA as AMD's tables define it, per lane: A row l%16, k 4*(l/16)+item; B
    column l%16, same k; D column l%16, rows 4*(l/16)+item."""
    a, b = np.zeros((16, 16)), np.zeros((16, 16))
    for ln in range(64):
        for it in range(4):
            a[ln % 16, 4 * (ln // 16) + it] = a_frags[ln][it]
            b[4 * (ln // 16) + it, ln % 16] = b_frags[ln][it]
    d = a @ b
    return [[acc[ln][v] + d[4 * (ln // 16) + v, ln % 16] for v in range(4)] for ln in range(64)]


def _simulate_mfma_dot(src, m, n, k, warps, a, b):
    """Run the emitted fragment loads and MFMAs of ``src`` for every wave and lane, on LDS laid
    out as the emitted stores write it; return {(reg, lane, warp): value}."""
    env_lines = dict(re.findall(r"const int (tl_c\d+_\d+) = (.+);", src))
    sa, sb, b_off = re.search(r"\* (dA\d+) = .*?tl_smem \+ 0\).*\n.*\* (dB\d+) = .*?tl_smem \+ "
                              r"(\d+)\)", src).groups()
    kp = int(b_off) // (2 * m)
    lds = {sa: np.full(m * kp, np.nan), sb: np.full(n * kp, np.nan)}
    for i in range(m):
        lds[sa][i * kp: i * kp + k] = a[i]
    for j in range(n):
        lds[sb][j * kp: j * kp + k] = b[:, j]
    offs = dict(re.findall(r"const int ((?:ao|bo)\d+) = (.+);", src))
    body = re.search(r"for \(int (k\d+) = 0; \1 < (\d+); \1 \+= 16\) \{(.*?)\n\s*\}", src,
                     re.S).group(3)
    frags = re.findall(r"const tl_\w+ (f[ab]\d+) = \*reinterpret_cast<const tl_\w+\*>"
                       r"\((d[AB]\d+) \+ (\w+) \+ (\d+) \+ k\d+\);", body)
    mfmas = re.findall(r"(acc\d+) = __builtin_amdgcn_mfma_\w+\((fa\d+), (fb\d+), \1", body)
    accs = re.findall(r"tl_f32x4 (acc\d+) = ", src)
    assert len(accs) == len(mfmas) == mfma_layout((m, n), warps).num_regs // 4
    out = {}
    for w in range(warps):
        env = {"tl_warp": w}
        acc = {name: [[0.0] * 4 for _ in range(64)] for name in accs}
        for kk in range(0, k, 16):
            lane_frags = []
            for ln in range(64):
                env["tl_lane"] = ln
                for name, expr in env_lines.items():
                    env[name] = eval(expr, {}, env)  # C integer expressions are Python too
                vals = {}
                for f, buf, off, const in frags:
                    base = eval(offs[off], {}, env) + int(const) + kk
                    vals[f] = lds[buf][base: base + 4]
                lane_frags.append(vals)
            for name, fa, fb in mfmas:
                acc[name] = _mfma_reference([lf[fa] for lf in lane_frags],
                                            [lf[fb] for lf in lane_frags], acc[name])
        for g, name in enumerate(accs):
            for ln in range(64):
                for v in range(4):
                    out[(4 * g + v, ln, w)] = acc[name][ln][v]
    return out


@pytest.mark.parametrize("T,M,N,K,warps", [("fp16", 32, 32, 32, 4), ("fp16", 64, 64, 32, 4),
                                           ("bf16", 16, 64, 16, 1), ("fp16", 64, 16, 32, 8),
                                           ("bf16", 32, 64, 64, 2)])
def test_mfma_dot_fragments_compute_a_times_b(T, M, N, K, warps):
    """Every lane of every wave reads the A and B fragments the instruction expects, and the
    accumulator registers hold ``(a @ b)`` at the coordinates of the MFMA layout (also when
    there are more waves than 16x16 blocks: the extra waves compute copies)."""
    fn = tiledsl.compile(DOT_TEXT.format(T=T, R="fp32", M=M, N=N, K=K),
                         filename="dot.tile").k.lower()
    src = emit(fn, target="hip", num_warps=warps)
    ins = MFMA_F16 if T == "fp16" else MFMA_BF16
    assert ins.builtin in src and "fmaf(" not in src.split("// kernel")[1]
    rng = np.random.default_rng(7)
    a, b = rng.integers(-4, 5, (M, K)).astype(float), rng.integers(-4, 5, (K, N)).astype(float)
    got = _simulate_mfma_dot(src, M, N, K, warps, a, b)
    lay = mfma_layout((M, N), warps)
    want = a @ b
    bad = [(key, val) for key, val in got.items() if val != want[lay.coord(*key)]]
    assert bad == [] and len(got) == lay.num_regs * 64 * warps


def test_other_dots_take_the_fma_loop():
    for T, R, M in [("fp32", "fp32", 32), ("i8", "i32", 32), ("fp64", "fp64", 32),
                    ("fp16", "fp32", 8)]:
        text = DOT_TEXT.format(T=T, R=R, M=M, N=32, K=32)
        src = emit(tiledsl.compile(text, filename="dot.tile").k.lower(), target="hip")
        body = src.split("// kernel")[1]
        assert "__builtin_amdgcn_mfma" not in body and "for (int k" in body, (T, M)
        assert ("tl_tf32(" in body) == (T == "fp32")


def test_matmul_accumulator_stays_in_the_mfma_layout_across_the_k_loop():
    src = example_source("matmul", {}, 4, "hip")
    loop = src[src.index("for (long long iv"):]  # range(0, K, BLOCK_K): a 64-bit counter
    loop = loop[:loop.index(MFMA_F16.builtin)]
    loop_end = src[src.index(MFMA_F16.builtin):]
    loop_end = loop_end[:loop_end.index("\n  }  //")]
    # no accumulator moves through LDS inside the loop: only int index tiles are converted
    assert "float* cv" not in loop and "float* cv" not in loop_end
    # 128x128 over 4 waves: sixteen 16x16 blocks each, in each of the two copies of the
    # versioned loop body (codegen/versioning.py: the interior iterations run unmasked)
    assert "every index comparison below holds" in src
    assert src.count("tl_f32x4 acc") == 2 * 16


# ---------------------------------------------------------------------- runtime on a ROCm device
class _FakeRuntime:
    is_hip = True

    @staticmethod
    def getDeviceProperties(dev):
        return {"gcnArchName": b"gfx90a:sramecc+:xnack-", "gcnArch": 910}


class _FakeKernel:
    def __init__(self, path, name):
        self.path, self.name = path, name
        self.max_threads_per_block = 1024
        self.calls = []

    def __call__(self, grid, block, args, shared_mem=0, stream=None):
        self.calls.append((grid, block, len(args), shared_mem))


class _FakeModule:
    def __init__(self, path=None, code=None, options=()):
        self.path = path
        with open(path, "rb") as f:
            self.binary = f.read()

    def get_function(self, name):
        assert self.binary[:4] == b"\x7fELF"  # an AMD code object, as hipModuleLoad takes
        return _FakeKernel(self.path, name)


class _FakeCupy:
    class cuda:
        runtime = _FakeRuntime

        class Device:
            def __init__(self, i):
                self.id = i
                self.attributes = {}

    RawModule = _FakeModule


def test_device_picks_the_dialect():
    dev = _FakeCupy.cuda.Device(0)
    from tiledsl.codegen import runtime

    assert runtime.device_arch(_FakeCupy, dev) == "gfx90a"
    assert runtime.device_dialect(_FakeCupy, dev) is HIP


@pytest.mark.skipif(hiprtc.library() is None, reason="no hipRTC library (libamdhip64 or "
                                                     "libhiprtc; Debian: apt-get install hipcc)")
def test_rocm_launch_path_compiles_with_hiprtc_and_launches_wavefronts(tmp_path, monkeypatch):
    from tiledsl.codegen import runtime

    monkeypatch.setenv("TILEDSL_CACHE_DIR", str(tmp_path))
    fn = tiledsl.load(EX / "softmax.tile").softmax.lower(BLOCK=1024)
    ck = runtime._build(fn, 4, _FakeCupy, _FakeCupy.cuda.Device(0))
    assert ck.nthreads == 256 and ck.source == emit(fn, target="hip")
    assert ck.kernel.path.endswith(".hsaco") and Path(ck.kernel.path).parent == tmp_path
    again = runtime._build(fn, 4, _FakeCupy, _FakeCupy.cuda.Device(0))
    assert again.kernel.path == ck.kernel.path  # from the disk cache
    monkeypatch.setattr(runtime, "_cupy", lambda: _FakeCupy)
    monkeypatch.setattr(_FakeRuntime, "getDevice", staticmethod(lambda: 0), raising=False)

    class Arr:  # a device array as the launch path reads it
        data = type("P", (), {"ptr": 4096})()

    args = [Arr() if p.kind == "pointer" else np.int32(1000) for p in fn.params]
    codegen.launch(fn, (8,), args, num_warps=4)
    (ck_launched,) = runtime._memory[id(fn)].values()  # one build: (4 warps, device 0, ...)
    k = ck_launched.kernel
    # two row reductions over 4 waves, each in its own LDS scratch: 2 * 4 floats
    assert k.calls == [((8, 1, 1), (256, 1, 1), len(fn.params), 32)]
