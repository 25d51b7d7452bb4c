"""Compile-only checks with ``nvcc`` (no GPU needed): registers, spills, stack frame, PTX; and
:func:`run_compiler`, how nvcc and ptxas are run here and by ``tiledsl compile``: with a time
limit, after which the compiler and the processes it started are stopped."""
from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import tempfile
from dataclasses import dataclass, field

from tiledsl.errors import InternalError, TileError

#: seconds a CUDA compiler (nvcc, ptxas, NVRTC) may run on one generated source before it is
#: stopped: :func:`compile_check`'s ``timeout`` and ``tiledsl compile --compile-timeout``
COMPILE_TIMEOUT = 300.0


class CompileTimeout(TileError):
    """A CUDA compiler ran past its time limit on generated code and was stopped."""


def timeout_message(what: str, seconds: float, fix: str, ended: str = "was stopped") -> str:
    """The message of a :class:`CompileTimeout`: ``what`` ran past ``seconds`` (``nvcc
    compiling kernel k for sm_80``) and ``ended`` so, why that happens, and ``fix`` (how to
    allow more time)."""
    return (f"{what} ran past {seconds:g} s and {ended}; generated code that takes this "
            f"long to compile usually comes from a very large tile (each thread's share of a "
            f"BLOCK is unrolled into straight-line code): use smaller tile constexprs (BLOCK, "
            f"BLOCK_M ...), or {fix}")


def run_compiler(cmd: list, timeout: float | None, what: str, fix: str):
    """Run ``cmd`` (a compiler and its arguments) with its output captured, as text, in a
    process group of its own, so that nvcc's own children (cicc, ptxas) stop with it. Past
    ``timeout`` seconds (None or 0: no limit) the group is killed and a
    :class:`CompileTimeout` (:func:`timeout_message` of ``what`` and ``fix``) is raised; an
    interrupt (Ctrl-C) kills the group too. Returns the ``subprocess.CompletedProcess``."""
    group = hasattr(os, "killpg")
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                         start_new_session=group)
    try:
        out, err = p.communicate(timeout=timeout or None)
    except BaseException as exc:
        _kill(p, group)
        p.communicate()
        if isinstance(exc, subprocess.TimeoutExpired):
            raise CompileTimeout(timeout_message(what, timeout, fix)) from None
        raise
    return subprocess.CompletedProcess(cmd, p.returncode, out, err)


def _kill(p, group: bool) -> None:
    """Kill process ``p`` and, where it leads a process group (POSIX), the whole group."""
    try:
        if group:
            os.killpg(p.pid, signal.SIGKILL)
        else:
            p.kill()
    except (ProcessLookupError, PermissionError):
        pass


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
    """nvcc on PATH, else /usr/local/cuda/bin/nvcc when it exists, else None."""
    return shutil.which("nvcc") or ("/usr/local/cuda/bin/nvcc"
                                    if os.path.exists("/usr/local/cuda/bin/nvcc") else None)


def compile_check(source: str, arch: str = "sm_90a",
                  timeout: float | None = COMPILE_TIMEOUT) -> CompileReport:
    """Compile CUDA ``source`` for ``arch`` with nvcc (to PTX) and ``ptxas -v``, no GPU
    needed, and return ptxas's report per kernel. Each of the two steps may take ``timeout``
    seconds (None: no limit) before it is stopped with a :class:`CompileTimeout`; raises
    InternalError when nvcc is missing or either step rejects the source."""
    fix = "pass compile_check(..., timeout=SECONDS) a larger limit (None: no limit)"
    nvcc = nvcc_path()
    if nvcc is None:
        raise InternalError("nvcc is not on PATH; compile_check needs the CUDA toolkit")
    with tempfile.TemporaryDirectory() as d:
        cu = os.path.join(d, "k.cu")
        with open(cu, "w") as f:
            f.write(source)
        ptx_path = os.path.join(d, "k.ptx")
        # front end once (-ptx), then ptxas -v on the PTX for the resource report
        p = run_compiler([nvcc, f"-arch=compute_{arch[3:]}", "-std=c++17", "-w", "-ptx",
                          "-o", ptx_path, cu], timeout, f"nvcc -ptx for {arch}", fix)
        if p.returncode != 0:
            raise InternalError(f"nvcc failed for {arch}:\n{p.stdout}{p.stderr}")
        ptxas = os.path.join(os.path.dirname(nvcc), "ptxas")
        p2 = run_compiler([ptxas if os.path.exists(ptxas) else "ptxas", f"-arch={arch}", "-v",
                           "-o", os.path.join(d, "k.cubin"), ptx_path], timeout,
                          f"ptxas for {arch}", fix)
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
