"""The GPU oracle: generated CUDA equals the interpreter.

Three steps, split so that a driver can spread them over processes (``bench/fuzz_gpu.py``):

1. :func:`prepare` (CPU, no GPU): generate a GPU-comparable case (``FuzzConfig(gpu=True)``),
   lower it twice (plainly for the interpreter's reference run, and with the launch facts a
   GPU launch of these arrays would have, for the code generator), run the interpreter, emit
   the CUDA source;
2. :func:`compile_batch` (CPU, NVRTC): many prepared kernels in one NVRTC program
   (:mod:`.batch`), failing kernels isolated by bisection;
3. :func:`run_batch` (GPU): load the cubin, launch each kernel on device copies of its
   arrays (same misalignment as on the host), copy back, compare with
   :func:`.oracles.compare_gpu` (bit for bit, or within ``GPU_RTOL`` for outputs computed
   with fast-math operations).

:func:`check_on_gpu` does all three for one case through the public launch API
(``kernel[grid](*cupy arrays)``), which the batch path is validated against; the regression
tests of GPU findings use :func:`run_finding_on_gpu`.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

import numpy as np

from . import model as M
from . import oracles
from .choices import RandomChooser
from .generate import FuzzConfig, generate_case

GPU_CONFIG = FuzzConfig(gpu=True)


@dataclass
class Prepared:
    """A case ready for the GPU: ``source`` (CUDA), ``entry`` (its kernel symbol), ``smem``
    (dynamic shared memory bytes), ``nthreads``, ``params`` ([(name, tiledsl dtype,
    is_pointer)]), ``reference`` (interpreter arrays), ``approx`` (outputs compared with a
    tolerance), ``error`` (a CPU-side failure signature, then nothing else is set)."""

    seed: object
    case: M.Case
    source: str = ""
    entry: str = ""
    smem: int = 0
    nthreads: int = 128
    params: list = field(default_factory=list)
    reference: dict = field(default_factory=dict)
    approx: dict = field(default_factory=dict)
    error: str | None = None
    choices: list = field(default_factory=list)
    spans: list = field(default_factory=list)


def launch_facts(case: M.Case) -> dict:
    """The facts ``tiledsl.launch.binding.launch_facts`` derives for this case's launch on device
    copies made by :class:`~tiledsl.testing.backends.DeviceCopy` (256-byte aligned
    allocations, so a pointer is 16-byte aligned iff its array has no misalignment offset;
    separate allocations, so no two arrays alias)."""
    facts = {}
    src = case.kernel.source_name
    for name in case.arrays:
        f = {"noalias": True}
        if case.offsets.get(name, 0) == 0:
            f["aligned16"] = True
        facts[src(name)] = f
    for name, v in case.values.items():
        if isinstance(v, (np.integer, int)) and not isinstance(v, (bool, np.bool_)):
            f = {}
            if int(v) % 16 == 0:
                f["div16"] = True
            if int(v) == 1:
                f["is_one"] = True
            if f:
                facts[src(name)] = f
    return facts


def prepare(seed, config: FuzzConfig = GPU_CONFIG, chooser=None, num_warps: int = 4):
    """Generate and prepare the case of ``seed`` (or of ``chooser``); never raises: a
    CPU-side failure is recorded in ``error``."""
    import tiledsl
    from tiledsl import codegen
    from tiledsl.codegen.names import kernel_symbol

    ch = chooser if chooser is not None else RandomChooser(seed)
    case = generate_case(ch, config, name=f"fz{_ident(str(seed))}")
    p = Prepared(seed, case, choices=list(getattr(ch, "choices", [])),
                 spans=list(getattr(ch, "spans", [])))
    k = case.kernel
    stage = "compile"
    try:
        mod = tiledsl.compile(oracles.source(case), filename=f"{k.name}.tile")
        plain = mod[k.name].lower(R=k.R, C=k.C)
        fn = mod[k.name].lower(facts=launch_facts(case), R=k.R, C=k.C)
        stage = "interpreter"
        p.reference = oracles.run_interpreter(case, plain)
        stage = "emit"
        p.source, p.smem = codegen._emit(fn, "cuda", num_warps)
    except Exception as exc:  # noqa: BLE001 - a CPU-side crash is a finding of its own
        p.error = _signature(stage, exc)
        return p
    p.entry = kernel_symbol(fn.name)
    p.nthreads = 32 * num_warps
    p.params = [(k.model_name(q.name), str(q.value.type.elem).lstrip("*"),
                 q.value.type.is_pointer) for q in fn.params]
    p.approx = oracles.approx_rtols(case)
    return p


def _ident(name: str) -> str:
    s = re.sub(r"[^A-Za-z0-9_]", "_", name)
    return s if s and not s[0].isdigit() else "_" + s


def _signature(stage: str, exc) -> str:
    text = str(exc).split("\n")[0]
    text = re.sub(r"\S+\.tile:\d+:\d+:?", "", text)
    text = re.sub(r"\d+", "N", text)
    return f"{stage}: {type(exc).__name__}: {text.strip()}"[:160]


def nvrtc_compiler(arch: str):
    """A ``compile(source) -> cubin path`` function using tiledsl's NVRTC build (its options
    and disk cache, ``$TILEDSL_CACHE_DIR``); needs cupy, not a GPU."""
    import cupy

    from tiledsl.codegen.runtime import compile_cubin

    def compile_source(source: str) -> str:
        return compile_cubin(source, "fuzzbatch", arch, cupy)[0]

    return compile_source


def compile_batch(prepared: list, compile_fn) -> tuple:
    """``(compiled, failures)``: ``[(cubin, [Prepared ...])]`` for the batches that built, and
    ``{seed: error}`` for kernels that fail to compile alone."""
    from .batch import compile_all

    ok = [p for p in prepared if p.error is None]
    compiled, failed = compile_all([p.source for p in ok], compile_fn)
    out = [(cubin, [ok[i] for i in idx]) for idx, cubin in compiled]
    return out, {ok[i].seed: "nvrtc: " + _first_error(err) for i, err in failed.items()}


def _first_error(text: str) -> str:
    for line in text.splitlines():
        if "error" in line:
            return re.sub(r"\d+", "N", line.strip())[:140]
    return text.strip().splitlines()[0][:140] if text.strip() else "failed"


def _scalar_arg(dtype: str, v):
    """A scalar kernel argument as the generated CUDA takes it (16-bit floats as their bits,
    i1 as int)."""
    from . import ftypes as T

    if dtype in ("fp16", "bf16"):
        return np.array(v, dtype=T.np_dtype(dtype)).view(np.uint16)[()]
    if dtype == "i1":
        return np.int32(bool(v))
    return T.np_dtype(dtype).type(v)


def run_prepared(function, p: Prepared):
    """Launch one prepared kernel (a cupy ``RawKernel``); the arrays afterwards, on the host."""
    import cupy

    from ..backends import DeviceCopy

    arrays = p.case.fresh_arrays()
    copies, args = {}, []
    for name, dtype, is_ptr in p.params:
        if is_ptr:
            d = DeviceCopy(arrays[name])
            copies[name] = d
            args.append(np.uint64(d.array.data.ptr))
        else:
            args.append(_scalar_arg(dtype, p.case.values[name]))
    if p.smem > 48 * 1024:
        function.max_dynamic_shared_size_bytes = p.smem
    function((p.case.grid, 1, 1), (p.nthreads, 1, 1), tuple(args), shared_mem=p.smem)
    cupy.cuda.runtime.deviceSynchronize()
    for name, d in copies.items():
        d.copy_back(arrays[name])
    return arrays


def run_batch(cubin_path: str, prepared: list) -> list:
    """Run every prepared kernel of one cubin; ``[(seed, Disagreement or None)]``. A launch
    failure raises (the CUDA context may be unusable afterwards: callers restart)."""
    import cupy

    module = cupy.RawModule(path=cubin_path)
    out = []
    for p in prepared:
        got = run_prepared(module.get_function(p.entry), p)
        out.append((p.seed, oracles.compare_gpu(p.case, got, p.reference)))
    return out


def check_on_gpu(case: M.Case):
    """Run ``case`` on the GPU through the public launch API (cupy arrays) and compare with
    the interpreter; the Disagreement, or None."""
    import tiledsl
    from tiledsl.testing.backends import DeviceCopy

    k = case.kernel
    mod = tiledsl.compile(oracles.source(case), filename=f"{k.name}.tile")
    ref = oracles.run_interpreter(case, mod[k.name].lower(R=k.R, C=k.C))
    arrays = case.fresh_arrays()
    dev = {n: DeviceCopy(a) for n, a in arrays.items()}
    args = [dev[n].arg if n in dev else case.values[n] for n in case.param_names()]
    mod[k.name][(case.grid,)](*args, R=k.R, C=k.C)
    import cupy

    cupy.cuda.runtime.deviceSynchronize()
    for n, d in dev.items():
        d.copy_back(arrays[n])
    return oracles.compare_gpu(case, arrays, ref)


def run_finding_on_gpu(f, fn) -> str | None:
    """The GPU oracle on a saved finding (:mod:`.corpus`): None when the GPU agrees with the
    interpreter, else the first disagreement as text."""
    import cupy

    import tiledsl
    from tiledsl import interpreter
    from tiledsl.testing.backends import DeviceCopy

    def fresh():
        return [M.aligned_copy(a, f.offsets.get(n, 0)) if isinstance(a, np.ndarray) else a
                for n, a in zip(f.names, f.args)]

    ref_args = fresh()
    interpreter.run(fn, (f.grid,), ref_args)
    host = fresh()
    dev = [DeviceCopy(a) if isinstance(a, np.ndarray) else None for a in host]
    mod = tiledsl.compile(f.source, filename=f"{f.kernel}.tile")
    mod[f.kernel][(f.grid,)](*[d.arg if d is not None else a for d, a in zip(dev, host)],
                             **f.constexprs)
    cupy.cuda.runtime.deviceSynchronize()
    for d, a in zip(dev, host):
        if d is not None:
            d.copy_back(a)
    for n, got, want in zip(f.names, host, ref_args):
        if not isinstance(got, np.ndarray):
            continue
        if n in f.approx:
            i = oracles.first_approx_difference(got, want, f.approx[n], f.dtypes[n])
        else:
            i = oracles.first_difference(got, want)
        if i is not None:
            return f"'{n}' differs at {i}: cuda {got.reshape(-1)[i]!r}, interpreter " \
                   f"{want.reshape(-1)[i]!r}"
    return None
