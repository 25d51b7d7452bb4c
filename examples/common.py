"""Shared by the example scripts: picking the array library, timing a launch, and checking a
result against a float64 numpy reference at the tolerance stated for its dtype."""
from __future__ import annotations

import os
import sys
import time
from dataclasses import dataclass

import numpy as np

try:  # installed, or run from the repository root
    import tiledsl
except ImportError:  # `python examples/X.py` in a checkout that was not installed
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    import tiledsl
import tiledsl.knobs  # noqa: E402

# Tolerances per output dtype, |got - ref| <= atol + rtol * |ref| elementwise, ref in float64:
#   fp32: results computed in fp32 throughout (a few ulps of rounding; exp/erf within ~2 ulp);
#   fp16: the output itself is rounded to fp16 (half an ulp is 2**-11 relative) after an fp32
#         computation, and fp16 inputs to dot products round their operands.
TOLERANCES = {
    "fp32": {"atol": 1e-6, "rtol": 1e-5},
    "fp16": {"atol": 1e-2, "rtol": 1e-2},
}


@dataclass
class Check:
    """One row of the examples table."""

    kernel: str
    shape: str
    dtype: str
    backend: str
    max_err: float
    tol: str
    seconds: float | None  # None: not timed (another output of the launch timed on the row above)
    ok: bool


class BackendUnavailable(RuntimeError):
    """``--backend cuda`` was asked for, but cupy or a CUDA device is missing; the message says
    how to install cupy or to use the interpreter instead."""


GPU_HOW = ("install cupy with pip install -e '.[gpu]' (in the tiledsl checkout), or run on the "
           "interpreter: --backend interpreter (or leave --backend out)")


def pick_backend(requested: str = "auto"):
    """``(backend, xp)``: ("cuda", cupy) when a CUDA device is usable (or requested), else
    ("interpreter", numpy). Under ``TILEDSL_INTERPRET=1`` the cupy arrays' launches run on the
    interpreter, so the backend is then ("interpreter", cupy). Raises BackendUnavailable when
    "cuda" is requested and cupy or a device is missing."""
    if requested == "interpreter":
        return "interpreter", np
    try:
        import cupy
    except ImportError:
        if requested == "cuda":
            raise BackendUnavailable(f"--backend cuda needs cupy, which is not installed; "
                                     f"{GPU_HOW}") from None
        return "interpreter", np
    try:
        count = cupy.cuda.runtime.getDeviceCount()
        why = "cupy finds no CUDA device"
    except Exception as exc:  # noqa: BLE001 - no driver, no device: the interpreter
        count, why = 0, f"cupy finds no CUDA device ({type(exc).__name__}: {exc})"
    if count > 0:
        return ("interpreter" if tiledsl.knobs.interpret() else "cuda"), cupy
    if requested == "cuda":
        raise BackendUnavailable(f"--backend cuda needs a CUDA device, but {why}; run on the "
                                 f"interpreter: --backend interpreter (or leave --backend out)")
    return "interpreter", np


def to_host(a) -> np.ndarray:
    """A numpy copy of ``a`` (numpy or cupy)."""
    return a.get() if hasattr(a, "get") and not isinstance(a, np.ndarray) else np.asarray(a)


def timed(xp, fn):
    """Run ``fn()`` once and return the seconds it took (synchronizing the GPU)."""
    t0 = time.perf_counter()
    fn()
    if xp is not np:
        xp.cuda.get_current_stream().synchronize()
    return time.perf_counter() - t0


def check(kernel: str, shape, got, ref: np.ndarray, dtype: str, backend: str,
          seconds: float | None = None) -> Check:
    """Compare ``got`` (any array) with the float64 reference at ``TOLERANCES[dtype]``.

    ``seconds`` is the launch's time; None (or 0.0) for a second output of a launch already
    timed on another row, shown as "—" in the table rather than a made-up time."""
    seconds = seconds or None
    tol = TOLERANCES[dtype]
    g = to_host(got).astype(np.float64)
    ref = np.asarray(ref, dtype=np.float64)
    err = np.abs(g - ref)
    ok = bool(g.shape == ref.shape and np.all(err <= tol["atol"] + tol["rtol"] * np.abs(ref)))
    max_err = float(err.max()) if err.size else 0.0
    return Check(kernel, "x".join(map(str, shape)), dtype, backend, max_err,
                 f"atol {tol['atol']:g} rtol {tol['rtol']:g}", seconds, ok)


def table(rows: list[Check]) -> str:
    """The results as an aligned text table."""
    head = ("kernel", "shape", "dtype", "backend", "max error", "tolerance", "seconds", "check")
    body = [(r.kernel, r.shape, r.dtype, r.backend, f"{r.max_err:.3g}", r.tol,
             "—" if r.seconds is None else f"{r.seconds:.3f}", "ok" if r.ok else "FAIL")
            for r in rows]
    widths = [max(len(str(x)) for x in col) for col in zip(head, *body)]
    line = lambda cells: "  ".join(str(c).ljust(w) for c, w in zip(cells, widths)).rstrip()
    return "\n".join([line(head), line(["-" * w for w in widths])] + [line(b) for b in body])


def cdiv(a: int, b: int) -> int:
    """Ceiling division, as ``cdiv`` in a kernel (Triton's ``triton.cdiv``)."""
    return (a + b - 1) // b


def script_main(run, argv=None) -> int:
    """The ``__main__`` of one example script: ``python examples/X.py [--backend B] [--small]``
    runs it, prints its rows, and returns 0 if every check passed."""
    import argparse

    ap = argparse.ArgumentParser(description=run.__module__)
    ap.add_argument("--backend", choices=("auto", "interpreter", "cuda"), default="auto")
    ap.add_argument("--small", action="store_true", help="small sizes (as the tests use)")
    args = ap.parse_args(argv)
    try:
        backend, xp = pick_backend(args.backend)
    except BackendUnavailable as e:
        print(f"{ap.prog}: error: {e}", file=sys.stderr)
        return 2
    rows = run(backend, xp, "small" if args.small else None)
    print(table(rows))
    return 0 if all(r.ok for r in rows) else 1
