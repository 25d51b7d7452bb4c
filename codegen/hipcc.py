"""Compile-only checks of HIP sources with ``hipcc`` (no AMD GPU needed).

``hipcc --genco --offload-arch=ARCH`` builds a clang offload bundle; ``clang-offload-bundler``
unbundles the device code object; ``llvm-readelf --notes`` gives each kernel's resource use
(VGPRs, SGPRs, AGPRs, spill counts, the private segment, i.e. scratch, and LDS);
``llvm-objdump --mcpu=ARCH -d`` the disassembly. The LLVM tools are taken from the toolchain
hipcc uses (``llvm-objdump-15`` next to Debian's clang 15). ``HIP_PLATFORM=amd`` is set for
every run: with ``nvcc`` installed, hipcc would otherwise pick the NVIDIA platform.

Several sources are compiled in parallel (one hipcc per source, as many at once as there are
CPUs), so callers batch many kernels into a few translation units.
"""
from __future__ import annotations

import functools
import glob
import os
import re
import shutil
import subprocess
import tempfile
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

from tiledsl.errors import InternalError

_RESOURCES = ("agpr_count", "vgpr_count", "sgpr_count", "vgpr_spill_count", "sgpr_spill_count",
              "private_segment_fixed_size", "group_segment_fixed_size", "wavefront_size")


@dataclass
class HipKernel:
    """What the code object's metadata says about one kernel."""

    name: str
    vgprs: int = 0
    agprs: int = 0
    sgprs: int = 0
    vgpr_spills: int = 0
    sgpr_spills: int = 0
    scratch: int = 0       # private segment bytes per lane: spills and stack
    lds: int = 0           # static LDS bytes (the dynamic buffer is sized at launch)
    wavefront: int = 0

    @property
    def spills(self) -> int:
        return self.vgpr_spills + self.sgpr_spills


@dataclass
class HipReport:
    """Every kernel of every compiled source, the disassembly, and hipcc's messages."""

    arch: str
    kernels: dict = field(default_factory=dict)   # name -> HipKernel
    disasm: str = ""
    log: str = ""

    @property
    def spills(self) -> int:
        return sum(k.spills for k in self.kernels.values())

    @property
    def max_scratch(self) -> int:
        return max((k.scratch for k in self.kernels.values()), default=0)

    def function_disasm(self, kernel: str) -> str:
        """The disassembly of one kernel (from its label to the next one)."""
        m = re.search(rf"^[0-9a-f]+ <{re.escape(kernel)}>:\n(.*?)(?=^[0-9a-f]+ <|\Z)",
                      self.disasm, re.S | re.M)
        return m.group(1) if m else ""


def hipcc_path() -> str | None:
    """hipcc on PATH (``/opt/rocm/bin/hipcc`` otherwise), or None."""
    return shutil.which("hipcc") or ("/opt/rocm/bin/hipcc"
                                     if os.path.exists("/opt/rocm/bin/hipcc") else None)


def _env() -> dict:
    env = dict(os.environ)
    env["HIP_PLATFORM"] = "amd"
    return env


@functools.lru_cache(maxsize=None)
def _llvm_tool(name: str) -> str:
    """``name`` from the LLVM that hipcc's clang belongs to."""
    hipcc = hipcc_path()
    clang_dir = None
    if hipcc:
        p = subprocess.run([hipcc.replace("hipcc", "hipconfig"), "--hipclangpath"],
                           capture_output=True, text=True, env=_env())
        if p.returncode == 0 and p.stdout.strip():
            clang_dir = p.stdout.strip().splitlines()[-1]
    clang = None
    if clang_dir:  # Debian's hipcc runs clang++-15 from there; plain clang elsewhere
        found = [os.path.join(clang_dir, c) for c in ("clang", "clang++")]
        found += sorted(glob.glob(os.path.join(clang_dir, "clang++-[0-9]*")))
        clang = next((c for c in found if os.path.exists(c)), None)
    clang = clang or shutil.which("clang")
    cands = []
    if clang and os.path.exists(clang):
        cands.append(os.path.join(os.path.dirname(os.path.realpath(clang)), name))
        v = subprocess.run([clang, "--version"], capture_output=True, text=True).stdout
        m = re.search(r"clang version (\d+)", v)
        if m:
            cands += [shutil.which(f"{name}-{m.group(1)}"),
                      f"/usr/lib/llvm-{m.group(1)}/bin/{name}"]
    cands += ["/opt/rocm/llvm/bin/" + name, shutil.which(name)]
    for c in cands:
        if c and os.path.exists(c):
            return c
    raise InternalError(f"{name} not found next to hipcc's clang ({clang}); install the LLVM "
                        f"tools of the same version")


def tools_missing() -> str | None:
    """Why :func:`compile_check` cannot run here (None when it can)."""
    if hipcc_path() is None:
        return "hipcc not found (Debian: apt-get install hipcc)"
    for t in ("clang-offload-bundler", "llvm-readelf", "llvm-objdump"):
        try:
            _llvm_tool(t)
        except InternalError as e:
            return str(e)
    return None


def _compile_one(src: str, arch: str, d: str, i: int, disassemble: bool) -> tuple:
    path = os.path.join(d, f"k{i}.hip")
    with open(path, "w") as f:
        f.write(src)
    co, elf = os.path.join(d, f"k{i}.co"), os.path.join(d, f"k{i}.elf")
    p = subprocess.run([hipcc_path(), "--genco", f"--offload-arch={arch}", "-O3", "-std=c++17",
                        "-o", co, path], capture_output=True, text=True, env=_env())
    if p.returncode != 0:
        raise InternalError(f"hipcc failed for {arch} (source {i}):\n{p.stdout}{p.stderr}")
    p2 = subprocess.run([_llvm_tool("clang-offload-bundler"), "--unbundle", "--type=o",
                         f"--targets=hipv4-amdgcn-amd-amdhsa--{arch}", f"--input={co}",
                         f"--output={elf}"], capture_output=True, text=True)
    if p2.returncode != 0:
        raise InternalError(f"clang-offload-bundler failed:\n{p2.stderr}")
    notes = subprocess.run([_llvm_tool("llvm-readelf"), "--notes", elf], capture_output=True,
                           text=True, check=True).stdout
    dis = ""
    if disassemble:
        dis = subprocess.run([_llvm_tool("llvm-objdump"), "-d", f"--mcpu={arch}", elf],
                             capture_output=True, text=True, check=True).stdout
    return p.stderr, notes, dis


def parse_notes(notes: str) -> dict:
    """{kernel name: HipKernel} from ``llvm-readelf --notes`` (the amdhsa.kernels list)."""
    out = {}
    body = notes.split("amdhsa.kernels:", 1)[-1].split("amdhsa.target:", 1)[0]
    for entry in re.split(r"^  - ", body, flags=re.M)[1:]:
        vals = dict(re.findall(r"^\s{0,4}\.(\w+):\s+(\S+)", entry, re.M))
        name = vals.get("name")
        if name is None:
            continue
        num = {k: int(vals.get(k, 0)) for k in _RESOURCES}
        out[name] = HipKernel(name, num["vgpr_count"], num["agpr_count"], num["sgpr_count"],
                              num["vgpr_spill_count"], num["sgpr_spill_count"],
                              num["private_segment_fixed_size"], num["group_segment_fixed_size"],
                              num["wavefront_size"])
    return out


def compile_check(sources, arch: str = "gfx90a", disassemble: bool = True) -> HipReport:
    """Build each source (a str or a list of str, each one translation unit) into a code
    object for ``arch``; raise InternalError with hipcc's messages on a compiler error."""
    if isinstance(sources, str):
        sources = [sources]
    why = tools_missing()
    if why:
        raise InternalError(f"compile_check_hip cannot run: {why}")
    rep = HipReport(arch)
    with tempfile.TemporaryDirectory() as d:
        with ThreadPoolExecutor(max_workers=max(1, os.cpu_count() or 1)) as pool:
            results = list(pool.map(lambda a: _compile_one(a[1], arch, d, a[0], disassemble),
                                    enumerate(sources)))
    for log, notes, dis in results:
        rep.log += log
        rep.kernels.update(parse_notes(notes))
        rep.disasm += dis
    return rep


def merge_sources(sources: list, prelude: str, units: int) -> tuple:
    """Batch generated sources (each starting with ``prelude``) into ``units`` translation
    units, the kernel of source ``i`` renamed ``<name>_<i>`` so that the names stay unique.
    Returns (units' sources, [kernel name of source i])."""
    bodies, names = [], []
    for i, src in enumerate(sources):
        if not src.startswith(prelude):
            raise InternalError(f"source {i} does not start with the prelude")
        m = re.search(r"(__launch_bounds__\([\d, ]+\) )(\w+)\(", src)
        if m is None:
            raise InternalError(f"source {i} has no kernel")
        names.append(f"{m.group(2)}_{i}")
        bodies.append(src[len(prelude):m.start(2)] + names[-1] + src[m.end(2):])
    units = max(1, min(units, len(bodies)))
    return [prelude + "\n".join(bodies[u::units]) for u in range(units)], names
