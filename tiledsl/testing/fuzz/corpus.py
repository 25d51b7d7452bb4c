"""Saved fuzz findings: a shrunk ``.tile`` kernel plus a ``.json`` with its launch.

A finding is stored as two files in a directory (``tests/fuzz_regressions/`` for the suite):

* ``<slug>.tile``: the kernel, with a comment header saying which oracle failed and how;
* ``<slug>.json``: the kernel name, grid, constexprs, every argument (arrays as raw bytes in
  hex with their dtype and misalignment, scalars likewise), the oracle, and for the evaluator
  oracle the expected final arrays (the evaluator's, i.e. what ``docs/language.md`` says).

:func:`load_finding` reads both back; :func:`check_finding` re-runs the oracle on the saved
kernel and launch (no generator involved, so a later change to the generator never changes a
regression test) and returns None when it now holds, else a description of the failure.
"""
from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass

import numpy as np

from . import ftypes as T
from . import model as M


@dataclass
class Finding:
    """A saved finding: ``source`` (.tile text), ``kernel`` (name), ``grid``, ``constexprs``,
    ``names`` (parameter order), ``args`` (numpy arrays and scalars), ``dtypes``
    (tiledsl dtype per parameter), ``offsets``, ``oracle``, ``expected`` ({name: array} or
    None), ``approx`` ({output: relative tolerance} on the GPU), ``message``, ``status``
    ("fixed", or "open" for a known bug whose test is an expected failure)."""

    source: str
    kernel: str
    grid: int
    constexprs: dict
    names: list
    args: list
    dtypes: dict
    offsets: dict
    oracle: str
    expected: dict | None
    approx: dict
    message: str
    status: str = "fixed"


def _encode(a) -> str:
    a = np.ascontiguousarray(a)
    if a.dtype == np.bool_:
        a = a.astype(np.uint8)
    return a.tobytes().hex()


def _decode(text: str, d: str, shape) -> np.ndarray:
    raw = bytes.fromhex(text)
    if d == "i1":
        return np.frombuffer(raw, dtype=np.uint8).astype(np.bool_).reshape(shape)
    return np.frombuffer(raw, dtype=T.np_dtype(d)).reshape(shape).copy()


def slug(text: str) -> str:
    """A file-name-safe, short form of a failure description."""
    s = re.sub(r"[^a-z0-9]+", "_", text.lower()).strip("_")
    return s[:60] or "finding"


def save_finding(directory: str, name: str, case: M.Case, oracle: str, message: str,
                 expected: dict | None = None, approx=()) -> str:
    """Write ``<name>.tile`` and ``<name>.json`` for a generated ``case`` into ``directory``;
    returns the ``.tile`` path."""
    from .render import kernel as render

    k = case.kernel
    src = k.source_name  # the saved launch names parameters as the saved source does
    params = M.param_list(k)
    args = {src(n): (case.arrays[n] if n in case.arrays else case.values[n]) for n, _ in params}
    if isinstance(approx, dict):
        approx = {src(n): v for n, v in approx.items()}
    else:
        approx = [src(n) for n in approx]
    return save_source(directory, name, render(k), k.name, case.grid, {"R": k.R, "C": k.C},
                       args, {src(n): t.lstrip("*") for n, t in params}, oracle, message,
                       expected=None if expected is None else {
                           src(n): a for n, a in expected.items()},
                       approx=approx, offsets={src(n): o for n, o in case.offsets.items()})


def save_source(directory: str, name: str, source: str, kernel: str, grid: int,
                constexprs: dict, args: dict, dtypes: dict, oracle: str, message: str, *,
                expected: dict | None = None, approx=(), offsets=None,
                status: str = "fixed") -> str:
    """Write a finding from kernel source text: ``args`` maps every runtime parameter (in
    order) to its array or scalar, ``dtypes`` to its tiledsl dtype (pointee for arrays).
    ``status`` "open" marks a bug not fixed yet (its regression test is an expected
    failure). Returns the ``.tile`` path."""
    os.makedirs(directory, exist_ok=True)
    header = (f"# tiledsl fuzz finding ({oracle}): {message.splitlines()[0][:200]}\n"
              f"# launch: {name}.json (grid ({grid},), "
              f"{', '.join(f'{k}={v}' for k, v in constexprs.items())}); checked by "
              f"tests/fuzz_regressions/test_fuzz_regressions.py\n")
    arg_list = [{"name": n, "dtype": dtypes[n], "array": isinstance(v, np.ndarray),
                 "shape": list(np.shape(v)), "data": _encode(np.asarray(v))}
                for n, v in args.items()]
    meta = {"kernel": kernel, "grid": grid, "constexprs": constexprs, "oracle": oracle,
            "status": status, "message": message, "args": arg_list,
            "offsets": {n: int(o) for n, o in (offsets or {}).items()},
            "approx": {n: float(approx[n]) for n in sorted(approx)} if isinstance(approx, dict)
            else sorted(approx),
            "expected": None if expected is None else {
                n: {"dtype": dtypes[n], "shape": list(a.shape), "data": _encode(a)}
                for n, a in expected.items()}}
    path = os.path.join(directory, name + ".tile")
    with open(path, "w", encoding="utf-8") as f:
        f.write(header + source)
    with open(os.path.join(directory, name + ".json"), "w", encoding="utf-8") as f:
        json.dump(meta, f, indent=1)
        f.write("\n")
    return path


def load_finding(tile_path: str) -> Finding:
    """Read a ``.tile`` finding and its ``.json``. Raises OSError / ValueError."""
    with open(tile_path, encoding="utf-8") as f:
        source = f.read()
    with open(tile_path[:-5] + ".json", encoding="utf-8") as f:
        meta = json.load(f)
    names, args, dtypes = [], [], {}
    offsets = meta.get("offsets", {})
    for a in meta["args"]:
        v = _decode(a["data"], a["dtype"], a["shape"])
        if a["array"]:
            v = M.aligned_copy(v, offsets.get(a["name"], 0))
        else:
            v = v.reshape(())[()]
        names.append(a["name"])
        args.append(v)
        dtypes[a["name"]] = a["dtype"]
    expected = None
    if meta.get("expected"):
        expected = {n: _decode(e["data"], e["dtype"], e["shape"])
                    for n, e in meta["expected"].items()}
    approx = meta.get("approx", {})
    if isinstance(approx, list):  # older findings: the tolerance of the output's dtype
        from .oracles import GPU_RTOL

        approx = {n: GPU_RTOL.get(dtypes[n], 0.0) for n in approx}
    return Finding(source, meta["kernel"], meta["grid"], meta["constexprs"], names, args,
                   dtypes, offsets, meta["oracle"], expected, approx,
                   meta.get("message", ""), meta.get("status", "fixed"))


def lower_finding(f: Finding):
    """The specialized IR of a finding's kernel."""
    import tiledsl

    mod = tiledsl.compile(f.source, filename=f"{f.kernel}.tile")
    return mod[f.kernel].lower(**f.constexprs)


def _run(f: Finding, fn, batched=None) -> dict:
    from tiledsl import interpreter

    args = [M.aligned_copy(a, f.offsets.get(n, 0)) if isinstance(a, np.ndarray) else a
            for n, a in zip(f.names, f.args)]
    interpreter.run(fn, (f.grid,), args, batched=batched)
    return {n: a for n, a in zip(f.names, args) if isinstance(a, np.ndarray)}


def check_finding(f: Finding) -> str | None:
    """Re-run the finding's oracle on its saved kernel and launch: None when it holds now,
    else what still fails. ``nvcc`` findings need nvcc; ``gpu`` ones a GPU (callers skip)."""
    from .oracles import first_difference

    fn = lower_finding(f)
    if f.oracle == "batched":
        a, b = _run(f, fn, batched=True), _run(f, fn, batched=False)
        for n in a:
            i = first_difference(a[n], b[n])
            if i is not None:
                return f"'{n}' differs at {i}: batched {a[n][i]!r}, one by one {b[n][i]!r}"
        return None
    if f.oracle == "nvcc":
        from tiledsl import codegen

        codegen.compile_check(codegen.emit(fn))
        return None
    if f.oracle == "gpu":
        from .gpu import run_finding_on_gpu

        return run_finding_on_gpu(f, fn)
    got = _run(f, fn)
    for n, want in (f.expected or {}).items():
        i = first_difference(got[n], want)
        if i is not None:
            return f"'{n}' differs at {i}: interpreter {got[n][i]!r}, expected {want[i]!r}"
    return None
