"""``assert_equivalent``: one launch on every backend (and a numpy reference), compared.

Each backend runs on its own layout copies of the arguments (:mod:`.backends`), so one run's
writes can never hide another's bug. Outputs are compared integers (and ``i1``) bit for bit,
floats within a per-dtype tolerance (:data:`DEFAULT_TOLERANCES`) with NaN equal to NaN and
infinities equal only to themselves. The first mismatch raises :class:`EquivalenceError`
naming the output, the index of the first differing element, both values, and the program id
and ``store`` (source line) that wrote the element on the interpreter.
"""
from __future__ import annotations

import os
import sys
import warnings
from dataclasses import dataclass, field

import numpy as np

from ..launch.arrays import is_torch_cuda
from ..dtypes import DType
from .backends import BACKENDS, run_backend, unavailable
from .provenance import bind_launch, record_stores

#: (rtol, atol) per float dtype: the defaults of ``torch.testing.assert_close``. They cover
#: the GPU's fast ``exp``/``log``/``sqrt``/``rsqrt`` and fp32 ``/`` (≤ 2 ulp each) and sums
#: added in another order, for values of moderate size.
DEFAULT_TOLERANCES = {
    "float16": (1e-3, 1e-5),
    "bfloat16": (1.6e-2, 1e-5),
    "float32": (1.3e-6, 1e-5),
    "float64": (1e-7, 1e-7),
}


class EquivalenceError(AssertionError):
    """Two runs of one launch disagree. Attributes: ``output`` (parameter name), ``index``
    (of the first differing element, in the array's shape), ``values`` ({run name: value}),
    ``pid`` and ``loc`` (program id and store span on the interpreter, None when unknown)."""

    def __init__(self, message, *, output, index, values, pid=None, loc=None):
        super().__init__(message)
        self.output, self.index, self.values, self.pid, self.loc = (output, index, values,
                                                                     pid, loc)


class BackendUnavailableWarning(UserWarning):
    """A requested backend could not run here (no GPU): it was left out of the comparison."""


@dataclass
class Result:
    """What :func:`assert_equivalent` compared: ``runs`` (backend names, then
    ``"reference"``), ``outputs`` (the parameter names compared) and ``skipped``
    ({backend: reason})."""

    runs: list = field(default_factory=list)
    outputs: list = field(default_factory=list)
    skipped: dict = field(default_factory=dict)


def tolerance(dtype, rtol=None, atol=None) -> tuple[float, float]:
    """``(rtol, atol)`` for a numpy float dtype: the defaults, overridden by ``rtol``/``atol``
    (a number for every dtype, or a dict keyed by tiledsl dtype name such as ``"fp16"``)."""
    name = np.dtype(dtype).name
    r, a = DEFAULT_TOLERANCES.get(name, (0.0, 0.0))
    short = {"float16": "fp16", "bfloat16": "bf16", "float32": "fp32", "float64": "fp64"}.get(
        name, name)
    if isinstance(rtol, dict):
        r = rtol.get(short, r)
    elif rtol is not None:
        r = float(rtol)
    if isinstance(atol, dict):
        a = atol.get(short, a)
    elif atol is not None:
        a = float(atol)
    return r, a


def mismatches(got: np.ndarray, want: np.ndarray, rtol=None, atol=None) -> np.ndarray:
    """Boolean array, True where ``got`` and ``want`` (same shape and dtype) disagree:
    integers and booleans bit for bit, floats beyond ``atol + rtol * |want|`` (NaN matches
    NaN, an infinity only the same infinity)."""
    if got.dtype.kind in "biu":
        return got != want
    r, a = tolerance(got.dtype, rtol, atol)
    x, y = got.astype(np.float64), want.astype(np.float64)
    with np.errstate(all="ignore"):
        close = np.abs(x - y) <= a + r * np.abs(y)
        same = (x == y) | (np.isnan(x) & np.isnan(y))
        finite = np.isfinite(x) & np.isfinite(y)
    return ~(same | (close & finite))


def _in_pytest() -> bool:
    """Inside a running pytest test (in this process, not a child that inherited the
    environment variable)."""
    return "PYTEST_CURRENT_TEST" in os.environ and "_pytest" in sys.modules


def _in_hypothesis() -> bool:
    try:
        from hypothesis.control import currently_in_test_context
    except ImportError:
        return False
    return currently_in_test_context()


def assert_equivalent(kernel, grid, args, *, reference=None, backends=BACKENDS, rtol=None,
                      atol=None, outputs=None, **meta) -> Result:
    """Launch ``kernel[grid](*args, **meta)`` on each of ``backends`` and, when given, run
    ``reference(*args)`` (it writes its results into the output arrays, as the kernel does);
    each run gets fresh copies of the numpy arrays in ``args`` with their memory layout
    (device arrays among ``args`` are copied to the host first). Every
    output (``outputs``: parameter names; default: every array the kernel stores to) of every
    run is compared with the first run's.

    ``rtol``/``atol``: numbers, or dicts by dtype name (``{"fp16": 1e-2}``), overriding
    :data:`DEFAULT_TOLERANCES`; integers always compare exactly.

    A backend that cannot run here (``cuda`` without cupy or a GPU, or with bf16 arrays and
    no torch with CUDA) is left out: inside a
    pytest test the test is then skipped (``pytest.skip``) after the other runs were compared,
    except under hypothesis, where skipping would stop the search after one example, so a
    :class:`BackendUnavailableWarning` is issued instead; outside pytest the warning is
    issued too. The :class:`Result` lists what ran and what was skipped.

    Raises :class:`EquivalenceError` (an AssertionError) at the first mismatch, ValueError
    for an unknown backend or output name and for fewer than two runs asked for (one backend
    and no ``reference`` compares nothing), and whatever a launch raises (TileError ...).
    """
    if len(tuple(backends)) + (reference is not None) < 2:
        raise ValueError(
            f"assert_equivalent({getattr(kernel, 'name', kernel)}): {len(tuple(backends))} "
            f"backend(s) {tuple(backends)!r} and {'a' if reference is not None else 'no'} "
            f"reference: nothing to compare; give two backends, or a backend and reference=")
    args = [_host(a) for a in args]
    result = Result()
    runs = {}
    for b in backends:
        why = unavailable(b, args)
        if why is not None:
            result.skipped[b] = why
            continue
        runs[b] = run_backend(b, kernel, grid, args, meta)
        result.runs.append(b)
    values, _, _, _ = bind_launch(kernel, grid, args, meta)
    names = [p.name for p in kernel.params][: len(args)]
    if reference is not None:
        copies = run_backend_reference(reference, args)
        runs["reference"] = copies
        result.runs.append("reference")
    result.outputs = _output_names(kernel, values, names, args, outputs)
    if len(runs) >= 2:
        _compare_runs(kernel, grid, args, meta, runs, names, result.outputs, rtol, atol)
    _report_skips(result)
    return result


def _host(a):
    """Device arrays (torch CUDA tensors, bf16 included, and ``__cuda_array_interface__``
    objects) become numpy copies; others unchanged."""
    if is_torch_cuda(a):
        t = a.detach().cpu()
        if str(t.dtype) == "torch.bfloat16":  # numpy has no bfloat16: through its bits
            import torch

            return t.view(torch.int16).numpy().view(DType.bf16.np)
        return t.numpy()
    if hasattr(a, "__cuda_array_interface__") and not isinstance(a, np.ndarray):
        import cupy

        return cupy.asnumpy(a)
    return a


def run_backend_reference(reference, args) -> list:
    """Call ``reference`` on layout copies of ``args``; return the copies afterwards."""
    from .backends import layout_copy

    copies = [layout_copy(a) if isinstance(a, np.ndarray) else a for a in args]
    reference(*copies)
    return copies


def _output_names(kernel, values, names, args, outputs) -> list:
    arrays = [n for n, a in zip(names, args) if isinstance(a, np.ndarray)]
    if outputs is not None:
        unknown = [o for o in outputs if o not in arrays]
        if unknown:
            raise ValueError(f"outputs {unknown} are not array arguments of {kernel.name}(); "
                             f"its array arguments: {', '.join(arrays)}")
        return list(outputs)
    from ..analysis.effects import effects

    spec = {p.name: values[p.name] for p in kernel.params if p.kind != "constexpr"}
    consts = {p.name: values[p.name] for p in kernel.params if p.kind == "constexpr"}
    written = effects(kernel.lower(**spec, **consts)).writes
    return [n for n in arrays if n in written]


def _compare_runs(kernel, grid, args, meta, runs, names, outputs, rtol, atol) -> None:
    order = list(runs)
    base = order[0]
    for other in order[1:]:
        for name in outputs:
            i = names.index(name)
            want, got = runs[base][i], runs[other][i]
            bad = mismatches(got, want, rtol, atol)
            if bad.any():
                raise _mismatch(kernel, grid, args, meta, name, want, got, bad, base, other,
                                rtol, atol)


def _mismatch(kernel, grid, args, meta, name, want, got, bad, base, other, rtol, atol):
    flat = int(np.flatnonzero(bad.reshape(-1))[0])
    index = tuple(int(i) for i in np.unravel_index(flat, bad.shape)) if bad.shape else ()
    a, b = want[index], got[index]
    pid = loc = None
    where = ""
    try:
        log = record_stores(kernel, grid, args, meta)
        offset = sum(i * s for i, s in zip(index, want.strides)) // want.itemsize
        w = log.last_writer(name, offset)
        if w is None:
            where = "  no program stored this element on the interpreter"
        else:
            pid, loc = w.pid, w.loc
            where = f"  stored by program id {pid} at {loc}\n{loc.caret_lines()}"
    except Exception as exc:  # noqa: BLE001 - the report must not hide the mismatch
        where = f"  (could not find the program that stored it: {type(exc).__name__}: {exc})"
    kind = "exactly" if want.dtype.kind in "biu" else "within rtol={:.3g}, atol={:.3g}".format(
        *tolerance(want.dtype, rtol, atol))
    width = max(len(base), len(other))
    msg = (f"{kernel.name}(): output '{name}' differs between {base} and {other} at index "
           f"{index}:\n  {base:<{width}}  {_show(a)}\n  {other:<{width}}  {_show(b)}\n{where}\n"
           f"  {int(bad.sum())} of {bad.size} elements differ ({want.dtype}, compared {kind})")
    return EquivalenceError(msg, output=name, index=index, values={base: a, other: b},
                            pid=pid, loc=loc)


def _show(v) -> str:
    """A value as text: the Python number (ints exact, floats round-trip) and its dtype."""
    v = np.asarray(v)
    if v.dtype == np.bool_:
        return repr(bool(v))
    if v.dtype.kind in "iu":
        return f"{int(v)} ({v.dtype})"
    return f"{float(v)!r} ({v.dtype})"


def _report_skips(result: Result) -> None:
    if not result.skipped:
        return
    why = "; ".join(f"{b}: {r}" for b, r in result.skipped.items())
    text = (f"backend{'s' * (len(result.skipped) > 1)} not run ({why}); compared "
            f"{', '.join(result.runs) or 'nothing'}")
    if _in_pytest() and not _in_hypothesis():
        import pytest

        pytest.skip(text)
    warnings.warn(text, BackendUnavailableWarning, stacklevel=3)


__all__ = ["assert_equivalent", "EquivalenceError", "BackendUnavailableWarning", "Result",
           "DEFAULT_TOLERANCES", "tolerance", "mismatches"]
