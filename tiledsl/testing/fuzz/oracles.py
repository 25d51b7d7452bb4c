"""The fuzzer's oracles, each a function of one generated :class:`~.model.Case` that returns
``None`` when the oracle holds and a :class:`Disagreement` when it does not.

* :func:`batched_vs_sequential`: the interpreter running the grid as one batch equals the
  interpreter running one program at a time, bit for bit;
* :func:`interpreter_vs_evaluator`: the interpreter equals the independent numpy evaluator
  (:mod:`.evaluate`), bit for bit (NaNs compare equal whatever their payload);
* :func:`nvcc_failures`: the generated CUDA of many kernels compiles with ``nvcc`` (one
  ``nvcc`` run for a whole batch, bisected on failure);
* :func:`gpu_vs_interpreter` (in :mod:`.gpu`): the GPU equals the interpreter, exactly for
  outputs computed without fast-math operations and within :data:`GPU_RTOL` otherwise.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from . import ftypes as T
from . import model as M
from .render import kernel as render_kernel

#: relative tolerance of GPU outputs that depend on fast-math operations (exp, log, sqrt,
#: rsqrt, sin, cos, sigmoid, erf, fp32 /: ≤ 2 ulp each on the GPU, amplified a little by the
#: multiplications and conversions the generator allows after them)
GPU_RTOL = {"fp16": 4e-3, "bf16": 3.2e-2, "fp32": 2e-5, "fp64": 1e-12}


@dataclass
class Disagreement:
    """Where two runs of one case differ: ``output`` (array name), ``index`` (flat element
    offset), both values (as text) and which runs (``left``/``right``)."""

    oracle: str
    output: str
    index: int
    left: str
    right: str
    left_name: str
    right_name: str
    detail: str = ""

    def __str__(self) -> str:
        return (f"{self.oracle}: output '{self.output}' differs at element {self.index}: "
                f"{self.left_name} gave {self.left}, {self.right_name} gave {self.right}"
                f"{'; ' + self.detail if self.detail else ''}")


def source(case: M.Case) -> str:
    return render_kernel(case.kernel)


def lower(case: M.Case):
    """Compile the case's kernel and return the specialized IR ``Function``."""
    import tiledsl

    mod = tiledsl.compile(source(case), filename=f"{case.kernel.name}.tile")
    return mod[case.kernel.name].lower(R=case.kernel.R, C=case.kernel.C)


def run_interpreter(case: M.Case, fn=None, batched=None) -> dict:
    """Run the case on the interpreter (fresh copies); the arrays afterwards."""
    from tiledsl import interpreter

    fn = lower(case) if fn is None else fn
    arrays = case.fresh_arrays()
    interpreter.run(fn, (case.grid,), case.launch_args(arrays), batched=batched)
    return arrays


def canonical_bits(a: np.ndarray) -> np.ndarray:
    """The raw bits of ``a`` with every NaN replaced by one canonical NaN."""
    a = np.ascontiguousarray(a)
    if a.dtype == np.bool_:
        return a.astype(np.uint8)
    if a.dtype.kind == "f" or a.dtype.name == "bfloat16":
        a = a.copy()
        a[np.isnan(a.astype(np.float64))] = np.nan
    raw = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}[a.dtype.itemsize]
    return a.view(raw)


def first_difference(a: np.ndarray, b: np.ndarray):
    """The first flat index where ``a`` and ``b`` differ bit for bit (NaNs equal), or None."""
    diff = np.flatnonzero(canonical_bits(a).reshape(-1) != canonical_bits(b).reshape(-1))
    return int(diff[0]) if diff.size else None


def compare_exact(oracle: str, left: dict, right: dict, names: tuple) -> Disagreement | None:
    """The first bit-level difference between two runs' arrays."""
    for name in sorted(left):
        i = first_difference(left[name], right[name])
        if i is not None:
            return Disagreement(oracle, name, i, repr(left[name].reshape(-1)[i]),
                                repr(right[name].reshape(-1)[i]), *names)
    return None


def batched_vs_sequential(case: M.Case, fn=None) -> Disagreement | None:
    """Batched and one-program-at-a-time interpreter runs agree bit for bit. Raises
    ``NotBatchable`` when the kernel must run one program at a time."""
    from tiledsl.interpreter import schedule

    fn = lower(case) if fn is None else fn
    if not schedule.analyze(fn).batchable:
        raise NotBatchable(schedule.analyze(fn).reason)
    a = run_interpreter(case, fn, batched=True)
    b = run_interpreter(case, fn, batched=False)
    return compare_exact("batched vs sequential", a, b, ("batched", "one by one"))


class NotBatchable(Exception):
    """The kernel's control flow depends on the program id or on memory."""


def interpreter_vs_evaluator(case: M.Case, fn=None) -> Disagreement | None:
    """The interpreter and the independent evaluator agree bit for bit."""
    from .evaluate import evaluate

    got = run_interpreter(case, fn)
    want = evaluate(case)
    return compare_exact("interpreter vs evaluator", got, want, ("interpreter", "evaluator"))


def approx_rtols(case: M.Case) -> dict:
    """``{output: rtol}`` for the outputs whose stored values depend on a fast-math result,
    directly or through variables assigned from one (``v = exp(x)`` then ``store(o, v)``),
    in any block. The tolerance is that of the least precise fast-math computation feeding
    the output, and at least that of the output's own dtype: ``cos`` in fp32 stored to an
    fp64 output carries fp32's error."""
    from .generate import APPROX_MATH, children

    dtypes = {b.name: b.dtype for b in case.kernel.buffers}
    out, var_rtol = {}, {}

    def rtol(e) -> float:
        """The tolerance ``e`` needs (0.0: exact)."""
        if e is None:
            return 0.0
        if isinstance(e, M.Var):
            return var_rtol.get(e.name, 0.0)
        r = max([0.0] + [rtol(c) for c in children(e)])
        if isinstance(e, M.Call) and e.fn in APPROX_MATH:
            r = max(r, GPU_RTOL.get(e.ct or e.dtype, 0.0))
        elif isinstance(e, M.Bin) and e.op == "/" and e.ct != "fp64":
            # fp32 division (div.full) also for integer and 16-bit operands: the quotient's
            # dtype, not the operands' compute type, says how precise it is
            r = max(r, GPU_RTOL.get(e.dtype, 0.0))
        if r > 0.0:  # an approximate value rounded to a narrower float: one ulp of that
            r = max(r, GPU_RTOL.get(e.dtype, 0.0))
        return r

    def visit(body):
        for s in body:
            if isinstance(s, M.Assign):
                r = rtol(s.value)
                if r > var_rtol.get(s.name, 0.0):
                    var_rtol[s.name] = r
            if isinstance(s, M.Store):
                r = rtol(s.value)
                if r > 0.0:
                    r = max(r, GPU_RTOL.get(dtypes[s.out], 0.0))
                    out[s.out] = max(out.get(s.out, 0.0), r)
            for sub in (getattr(s, "then", ()), getattr(s, "orelse", ()),
                        getattr(s, "body", ())):
                visit(sub)

    while True:  # to a fixed point: a loop body may read a variable assigned later in it
        before = (dict(out), dict(var_rtol))
        visit(case.kernel.body)
        if (out, var_rtol) == before:
            return out


def compare_gpu(case: M.Case, gpu: dict, ref: dict) -> Disagreement | None:
    """GPU arrays against interpreter arrays: bit for bit, except outputs that depend on
    fast-math results, which must agree within :func:`approx_rtols` (NaN where
    NaN, infinities where infinities, or both beyond the largest finite value); see
    :func:`first_approx_difference` for integer outputs."""
    approx = approx_rtols(case)
    dtypes = {b.name: b.dtype for b in case.kernel.buffers}
    for name in sorted(ref):
        if name not in approx:
            i = first_difference(gpu[name], ref[name])
        else:
            i = first_approx_difference(gpu[name], ref[name], approx[name], dtypes[name])
        if i is not None:
            return Disagreement("gpu vs interpreter", name, i, repr(gpu[name][i]),
                                repr(ref[name][i]), "cuda", "interpreter",
                                "approximate output" if name in approx else "exact output")
    return None


def first_approx_difference(a, b, rtol: float, dtype: str):
    """The first index where an output fed by a fast-math value differs beyond ``rtol``
    relative (None: nowhere). An integer output (``dtype``) may also differ by one unit, so
    |a - b| <= rtol * |b| + 1: the float's small error can carry it across an integer boundary
    before the conversion truncates (fp32 ``-2.25 / 0.001`` is -2249.9998 with ``div.full``,
    -2250.0 exactly). A float output may also differ by 128 of its smallest subnormals: near
    the underflow thresholds a fast-math result is subnormal, where its error is absolute
    (the GPU's ``ex2`` is within an ulp there), not relative."""
    if T.is_float(dtype):
        tiny = 2.0 ** {"fp16": -24, "bf16": -133, "fp32": -149, "fp64": -1074}[dtype]
        return _first_inexact(a, b, rtol, units=128 * tiny)
    return _first_inexact(a, b, rtol, units=1)


def _first_inexact(a, b, rtol, units=0):
    """The first index where ``a`` and ``b`` differ by more than ``rtol`` relative plus
    ``units`` absolute (None: nowhere)."""
    x, y = a.astype(np.float64), b.astype(np.float64)
    with np.errstate(all="ignore"):
        ok = (np.isnan(x) & np.isnan(y)) | (x == y) | \
            (np.abs(x - y) <= rtol * np.abs(y) + units)
    bad = np.flatnonzero(~ok)
    return int(bad[0]) if bad.size else None
