"""Compile-only checks with ``nvcc`` (no GPU needed): registers, spills, stack frame, PTX."""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass, field

from tiledsl.errors import InternalError


@dataclass
class CompileReport:
    """What ``ptxas -v`` said about each kernel, and the PTX text."""

    arch: str
    ptx: str
    log: str
    registers: dict = field(default_factory=dict)      # kernel -> registers
    spill_stores: dict = field(default_factory=dict)   # kernel -> bytes
    spill_loads: dict = field(default_factory=dict)
    stack_frame: dict = field(default_factory=dict)
    shared: dict = field(default_factory=dict)

    @property
    def max_registers(self) -> int:
        return max(self.registers.values(), default=0)

    @property
    def spills(self) -> int:
        return sum(self.spill_stores.values()) + sum(self.spill_loads.values())

    @property
    def max_stack(self) -> int:
        return max(self.stack_frame.values(), default=0)


def nvcc_path():
    return shutil.which("nvcc") or ("/usr/local/cuda/bin/nvcc"
                                    if os.path.exists("/usr/local/cuda/bin/nvcc") else None)


def compile_check(source: str, arch: str = "sm_90a") -> CompileReport:
    nvcc = nvcc_path()
    if nvcc is None:
        raise InternalError("nvcc is not on PATH; compile_check needs the CUDA toolkit")
    with tempfile.TemporaryDirectory() as d:
        cu = os.path.join(d, "k.cu")
        with open(cu, "w") as f:
            f.write(source)
        ptx_path = os.path.join(d, "k.ptx")
        # front end once (-ptx), then ptxas -v on the PTX for the resource report
        p = subprocess.run([nvcc, f"-arch=compute_{arch[3:]}", "-std=c++17", "-w", "-ptx",
                            "-o", ptx_path, cu], capture_output=True, text=True)
        if p.returncode != 0:
            raise InternalError(f"nvcc failed for {arch}:\n{p.stdout}{p.stderr}")
        ptxas = os.path.join(os.path.dirname(nvcc), "ptxas")
        p2 = subprocess.run([ptxas if os.path.exists(ptxas) else "ptxas", f"-arch={arch}", "-v",
                             "-o", os.path.join(d, "k.cubin"), ptx_path],
                            capture_output=True, text=True)
        log = p2.stdout + p2.stderr
        if p2.returncode != 0:
            raise InternalError(f"ptxas failed for {arch}:\n{log}")
        with open(ptx_path) as f:
            ptx = f.read()
    rep = CompileReport(arch, ptx, log)
    cur = None
    for line in log.splitlines():
        m = re.search(r"Compiling entry function '(\w+)'", line)
        if m:
            cur = m.group(1)
        m = re.search(r"(\d+) bytes stack frame, (\d+) bytes spill stores, (\d+) bytes spill "
                      r"loads", line)
        if m and cur:
            rep.stack_frame[cur] = int(m.group(1))
            rep.spill_stores[cur] = int(m.group(2))
            rep.spill_loads[cur] = int(m.group(3))
        m = re.search(r"Used (\d+) registers", line)
        if m and cur:
            rep.registers[cur] = int(m.group(1))
            m2 = re.search(r"(\d+) bytes smem", line)
            if m2:
                rep.shared[cur] = int(m2.group(1))
    return rep
