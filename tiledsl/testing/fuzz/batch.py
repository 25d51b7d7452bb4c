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
    """One CUDA source holding every source of ``sources`` (each in its own namespace)."""
    includes: dict = {}
    bodies = []
    for i, src in enumerate(sources):
        rest = []
        for line in src.splitlines():
            if line.lstrip().startswith("#include"):
                includes[line.strip()] = None
            else:
                rest.append(line)
        bodies.append(f"namespace tiledsl_batch_{i} {{\n" + "\n".join(rest) + "\n}\n")
    return "\n".join(includes) + "\n" + "\n".join(bodies)


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
