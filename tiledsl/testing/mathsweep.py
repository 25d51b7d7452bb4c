"""Sweeping the elementwise float functions of :mod:`.extremes` over inputs, on a backend.

One kernel per operand dtype and group (unary, binary, ternary, cast) computes every function
of the group (:func:`.extremes.functions`) into its own output array; :func:`run` launches it
on ``"interpreter"`` or ``"cuda"``, :func:`compare` lists the lanes where two runs disagree by
the rule of :func:`.extremes.disagreements`.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass

import numpy as np

from . import extremes as E

BLOCK = 256
GROUPS = ("unary", "cast", "binary", "ternary")


def kernel_source(dt: str, group: str) -> tuple:
    """(source text, kernel name, functions) of the sweep kernel of ``dt`` and ``group``."""
    fns = E.functions(dt, group)
    if not fns:
        return None, None, []
    arity = fns[0].arity
    name = f"sweep_{group}_{dt}"
    outs = [f"o{i}: *{f.result(dt)}" for i, f in enumerate(fns)]
    ins = [f"p{v}: *{dt}" for v in "abc"[:arity]]
    lines = [f"kernel {name}({', '.join(outs + ins)}, n: i32, BLOCK: constexpr = {BLOCK}):",
             "    offs = program_id(0) * BLOCK + arange(0, BLOCK)",
             "    m = offs < n"]
    lines += [f"    {v} = load(p{v} + offs, mask=m)" for v in "abc"[:arity]]
    lines += [f"    store(o{i} + offs, {f.expr}, mask=m)  # {f.name}" for i, f in enumerate(fns)]
    return "\n".join(lines) + "\n", name, fns


@functools.lru_cache(maxsize=None)
def kernel(dt: str, group: str):
    """(compiled kernel, functions) of :func:`kernel_source`."""
    import tiledsl

    src, name, fns = kernel_source(dt, group)
    mod = tiledsl.compile(src, filename=f"{name}.tile")
    return mod[name], fns


def _device(a):
    from .backends import DeviceCopy

    if a.dtype == E.np_dtype("bf16"):
        return DeviceCopy(a)
    import cupy

    return cupy.asarray(a)


def run(dt: str, group: str, inputs: tuple, backend: str) -> dict:
    """Every function of the group over ``inputs`` (``arity`` arrays of ``dt``) on
    ``backend``: {function name: result array (numpy)}."""
    k, fns = kernel(dt, group)
    n = int(inputs[0].size)
    outs = [np.zeros(n, dtype=E.np_dtype(f.result(dt))) for f in fns]
    grid = ((n + BLOCK - 1) // BLOCK,)
    args = outs + [np.ascontiguousarray(x) for x in inputs]
    if backend == "interpreter":
        k[grid](*args, n, backend="interpreter")
    elif backend == "cuda":
        import cupy

        from .backends import DeviceCopy

        dev = [_device(a) for a in args]
        k[grid](*[d.arg if isinstance(d, DeviceCopy) else d for d in dev], n)
        cupy.cuda.runtime.deviceSynchronize()
        for host, d in zip(outs, dev):
            if isinstance(d, DeviceCopy):
                d.copy_back(host)
            else:
                host[...] = cupy.asnumpy(d)
    else:
        raise ValueError(f"unknown backend {backend!r}")
    return {f.name: o for f, o in zip(fns, outs)}


@dataclass
class Disagreement:
    """One lane where two runs of a function disagree."""

    fn: str
    dtype: str
    index: int
    inputs: tuple
    left: object
    right: object
    ulp: int

    def __str__(self) -> str:
        ins = ", ".join(E.describe(x) for x in self.inputs)
        kl = E.KIND_NAMES[int(E.kinds(np.asarray(self.left).reshape(1))[0])]
        kr = E.KIND_NAMES[int(E.kinds(np.asarray(self.right).reshape(1))[0])]
        return (f"{self.fn}[{self.dtype}]({ins}): {E.describe(self.left)} [{kl}] vs "
                f"{E.describe(self.right)} [{kr}], {self.ulp} ulp")


def compare(dt: str, inputs: tuple, left: dict, right: dict, bounds: dict | None = None) -> list:
    """The :class:`Disagreement` s between two runs (``left``: the GPU, ``right``: the
    interpreter); ``bounds`` maps a function to its ulp bound (default :func:`.extremes.gpu_ulp`)."""
    out = []
    for fn, a in left.items():
        b = right[fn]
        bound = (bounds or {}).get(fn, E.gpu_ulp(fn, dt))
        across = fn in E.ROUNDS_ACROSS_BOUNDARIES
        bad = np.nonzero(E.disagreements(a, b, bound, across,
                                         E.GPU_ABS_EPS.get((fn, dt), 0)))[0]
        dist = E.ulp_distance(a, b)
        for i in bad:
            out.append(Disagreement(fn, dt, int(i), tuple(x[i] for x in inputs), a[i], b[i],
                                    int(dist[i])))
    return out


def max_ulp(dt: str, left: dict, right: dict) -> dict:
    """{function: (largest ulp distance between finite results of the same kind, lanes with
    a different kind)}."""
    res = {}
    for fn, a in left.items():
        b = right[fn]
        same = E.kinds(a) == E.kinds(b)
        fin = same & (E.kinds(a) >= E.POS)
        d = E.ulp_distance(a, b)
        res[fn] = (int(d[fin].max()) if fin.any() else 0, int((~same).sum()))
    return res


def random_inputs(dt: str, arity: int, n: int, seed: int = 0) -> tuple:
    """``arity`` arrays of ``n`` values of ``dt``: a quarter uniform random bit patterns (all
    magnitudes, NaN included), a quarter log-uniform magnitudes of either sign, a quarter
    uniform in [-110, 110] (exp's and sigmoid's range), a quarter uniform in [-8, 8]."""
    rng = np.random.default_rng(seed)
    width = 8 * E.np_dtype(dt).itemsize
    cols = []
    for _ in range(arity):
        q = n // 4
        raw = rng.integers(0, 1 << width, size=q, dtype=np.uint64 if width == 64 else np.int64)
        parts = [E.from_bits(raw.astype(E._RAW[width]), dt)]
        lo = np.log2(float(E.special_values(dt)["min_sub"]))
        hi = np.log2(float(E.special_values(dt)["max"]))
        mag = np.exp2(rng.uniform(lo, hi, size=q)) * rng.choice([-1.0, 1.0], size=q)
        parts.append(_round(mag, dt))
        parts.append(_round(rng.uniform(-110, 110, size=q), dt))
        parts.append(_round(rng.uniform(-8, 8, size=n - 3 * q), dt))
        cols.append(np.concatenate(parts))
    return tuple(cols)


def _round(v: np.ndarray, dt: str) -> np.ndarray:
    with np.errstate(all="ignore"):
        if dt == "bf16":
            return v.astype(np.float32).astype(E.np_dtype(dt))
        return v.astype(E.np_dtype(dt))
