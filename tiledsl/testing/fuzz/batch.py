"""Many generated CUDA kernels in one translation unit, so one compiler run checks them all.

The sources that ``tiledsl.codegen.emit`` produces are self-contained: ``#include`` lines, a
prelude of macros and helper templates, and one ``extern "C"`` kernel. :func:`combine` puts
several into one source: the includes hoisted (once each) and everything else wrapped in a
``namespace`` per kernel, so helpers never collide; kernels need distinct names (``extern
"C"`` names ignore namespaces). :func:`compile_all` compiles such batches with a caller's
compile function and bisects a failing batch down to the kernels that fail alone.
"""
from __future__ import annotations

from typing import Callable


def combine(sources: list) -> str:
    """One CUDA source holding every source of ``sources`` (each in its own namespace).

    Hoisted to the top, once each: ``#include`` lines, and conditional blocks (``#if`` ...
    ``#endif``) that hold only includes (the prelude's ``#ifndef __CUDACC_RTC__`` /
    ``#include <cstdio>``), kept whole so that their condition still applies. The include
    guards of the emitter's hint helpers (``#ifndef TL_LD_VOLATILE`` / ``#define ...``, which
    let hipcc's batching define a helper once) get the source's number, so that each
    namespace defines the helpers its kernel calls."""
    includes: dict = {}
    bodies = []
    for i, src in enumerate(sources):
        rest = []
        lines = src.splitlines()
        j = 0
        while j < len(lines):
            line = lines[j]
            word = line.lstrip()
            if word.startswith("#include"):
                includes[line.strip()] = None
            elif _helper_guard(lines, j):
                name = word.split()[1]
                rest += [f"#ifndef {name}_B{i}", f"#define {name}_B{i}"]
                j += 1
            elif word.startswith("#if"):
                end = _include_block_end(lines, j)
                if end is None:
                    rest.append(line)
                else:
                    includes["\n".join(x.strip() for x in lines[j:end + 1])] = None
                    j = end
            else:
                rest.append(line)
            j += 1
        bodies.append(f"namespace tiledsl_batch_{i} {{\n" + "\n".join(rest) + "\n}\n")
    return "\n".join(includes) + "\n" + "\n".join(bodies)


def _helper_guard(lines: list, j: int) -> bool:
    """Whether ``lines[j]`` opens an emitter helper's guard: ``#ifndef TL_X`` then
    ``#define TL_X``."""
    w = lines[j].split()
    return len(w) == 2 and w[0] == "#ifndef" and w[1].startswith("TL_") and \
        j + 1 < len(lines) and lines[j + 1].split() == ["#define", w[1]]


def _include_block_end(lines: list, start: int):
    """The index of the ``#endif`` closing the ``#if`` at ``start`` when everything between
    is ``#include`` lines, comments or blank; else None."""
    for k in range(start + 1, len(lines)):
        w = lines[k].strip()
        if w.startswith("#endif"):
            return k
        if not (w.startswith("#include") or w.startswith("//") or not w):
            return None
    return None


def compile_all(sources: list, compile_fn: Callable[[str], object]) -> tuple:
    """``(compiled, failures)``: ``compiled`` lists ``(indices, compile_fn(combine(...)))``
    for batches of sources that compile together (one batch when all do), ``failures`` maps
    the index of each source that fails on its own to the error text. A failing batch is
    bisected, so one bad kernel costs about 2·log2(len) extra compiles."""
    failures: dict = {}
    compiled: list = []

    def attempt(idx: list) -> bool:
        try:
            compiled.append((idx, compile_fn(combine([sources[i] for i in idx]))))
            return True
        except Exception as exc:  # noqa: BLE001 - a compiler error of any kind
            if len(idx) == 1:
                failures[idx[0]] = str(exc)
            return False

    def split(idx: list) -> None:
        if not idx or attempt(idx) or len(idx) == 1:
            return
        mid = len(idx) // 2
        split(idx[:mid])
        split(idx[mid:])

    split(list(range(len(sources))))
    return compiled, failures
