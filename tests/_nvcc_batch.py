"""Compile many generated CUDA sources in few nvcc runs, with one report per source as if it
had been compiled alone.

Each nvcc run costs about 0.3 s before it reads the kernel (process start-up, the CUDA
headers); the compile tests build hundreds of sources. Sources that start with the CUDA
prelude are concatenated after one copy of it (their kernels renamed ``NAME__tlb<i>``; the
emitter's helpers are include-guarded, so each is defined once) and the ptxas report, the PTX
and ptxas's remarks are split back per kernel, under the kernel's own name.

That gives the same per-kernel results as compiling alone because every helper the emitter
writes is ``__forceinline__`` (always inlined: no kernel's code depends on its neighbours) and
ptxas allocates each entry on its own; ``tests/test_nvcc_batch.py`` checks it (registers,
spills, stack, shared memory, remarks, and the PTX of each entry up to its label numbers). A
source with anything else (a device function that may not be inlined, a helper guard whose
text differs from another source's) is compiled alone, and so is every source of a batch that
fails to compile, so that an error is reported exactly as a lone compile reports it.
"""
from __future__ import annotations

import os
import re
from concurrent.futures import ThreadPoolExecutor

from tiledsl.codegen.cuda import CUDA_PRELUDE
from tiledsl.codegen.nvcc import CompileReport, compile_check
from tiledsl.errors import InternalError

_KERNEL = re.compile(r"(__launch_bounds__\([\d, ]+\) )(\w+)\(")


def _batchable(src: str):
    """``(kernel name, {helper guard: text})`` when ``src`` can share a translation unit, else
    None: it starts with the prelude, holds one kernel and defines no device function that
    is not ``__forceinline__``."""
    if not src.startswith(CUDA_PRELUDE) or src.count("__global__") != 1:
        return None
    body = src[len(CUDA_PRELUDE):]
    m = _KERNEL.search(body)
    if m is None:
        return None
    for line in body.splitlines():
        if "__device__" in line and "(" in line and "__forceinline__" not in line:
            return None
    return m.group(2), _guarded_helpers(body)


def _guarded_helpers(body: str) -> dict:
    """{guard: text} of the include-guarded helpers (``#ifndef TL_X`` / ``#define TL_X`` ...
    the matching ``#endif``) of a source's body."""
    out, lines, j = {}, body.splitlines(), 0
    while j < len(lines):
        w = lines[j].split()
        if (len(w) == 2 and w[0] == "#ifndef" and w[1].startswith("TL_") and j + 1 < len(lines)
                and lines[j + 1].split() == ["#define", w[1]]):
            depth, k = 1, j + 2
            while k < len(lines) and depth:
                t = lines[k].lstrip()
                depth += t.startswith("#if") - t.startswith("#endif")
                k += 1
            out[w[1]] = "\n".join(lines[j + 2:k])
            j = k
        else:
            j += 1
    return out


def _rename(src: str, name: str, new: str) -> str:
    body = src[len(CUDA_PRELUDE):]
    m = _KERNEL.search(body)
    return body[:m.start(2)] + new + body[m.end(2):]


def _entries(ptx: str) -> dict:
    """{entry name: its PTX, from ``.entry`` to the end of its body}."""
    out = {}
    starts = list(re.finditer(r"\.entry (\w+)\(", ptx))
    for i, m in enumerate(starts):
        end = starts[i + 1].start() if i + 1 < len(starts) else len(ptx)
        text = ptx[m.start():end]
        close = text.rfind("\n}")
        out[m.group(1)] = text[:close + 2] if close >= 0 else text
    return out


def _split(rep: CompileReport, names: list) -> list:
    """One report per kernel of a batch: ``names`` lists ``(batch name, own name)``."""
    entries = _entries(rep.ptx)
    out = []
    for batch_name, own in names:
        back = re.compile(re.escape(batch_name) + r"(?!\d)")
        log = "\n".join(back.sub(own, ln) for ln in rep.log.splitlines()
                        if f"'{batch_name}'" in ln)
        r = CompileReport(rep.arch, back.sub(own, entries.get(batch_name, "")), log)
        for field in ("registers", "spill_stores", "spill_loads", "stack_frame", "shared"):
            d = getattr(rep, field)
            if batch_name in d:
                getattr(r, field)[own] = d[batch_name]
        out.append(r)
    return out


def _lone(src: str, arch: str):
    try:
        return compile_check(src, arch)
    except Exception as e:  # noqa: BLE001 - returned, as the caller reports it
        return e


def plan(sources: list, units: int) -> tuple:
    """``(batches, alone)``: up to ``units`` lists of ``(index, kernel name)`` that share a
    translation unit, and the indices of the sources to compile alone."""
    batches: list = [[] for _ in range(units)]
    alone, guards = [], {}
    for i, src in enumerate(sources):
        info = _batchable(src)
        if info is not None and all(guards.get(g, t) == t for g, t in info[1].items()):
            guards.update(info[1])
            batches[i % units].append((i, info[0]))
        else:
            alone.append(i)
    return [b for b in batches if b], alone


def compile_batched(sources: list, arch: str, units: int | None = None) -> list:
    """For each of ``sources`` (CUDA C++ emitted for ``arch``) what ``compile_check(src,
    arch)`` would give: its :class:`CompileReport`, or the exception it would raise. The
    batchable sources go into ``units`` translation units (default: one per thread, 2 to 4),
    compiled in parallel."""
    workers = max(2, min(4, os.cpu_count() or 2))
    batches, alone = plan(sources, units or workers)
    results: list = [None] * len(sources)

    def run_batch(batch):
        if len(batch) == 1:
            i = batch[0][0]
            results[i] = _lone(sources[i], arch)
            return
        names = [(f"{name}__tlb{i}", name) for i, name in batch]
        text = CUDA_PRELUDE + "\n".join(_rename(sources[i], own, new)
                                        for (i, _), (new, own) in zip(batch, names))
        try:
            reps = _split(compile_check(text, arch), names)
        except InternalError:  # a compiler error: each source again alone, for its message
            for i, _ in batch:
                results[i] = _lone(sources[i], arch)
            return
        for (i, _), r in zip(batch, reps):
            results[i] = r

    with ThreadPoolExecutor(workers) as pool:
        list(pool.map(run_batch, batches + [[(i, None)] for i in alone]))
    return results


def compile_each(sources: list, arch: str) -> list:
    """The :class:`CompileReport` of each of ``sources`` (:func:`compile_batched`); raises
    the first source's error, as compiling them one by one with ``compile_check`` would."""
    reports = compile_batched(sources, arch)
    for r in reports:
        if isinstance(r, BaseException):
            raise r
    return reports
