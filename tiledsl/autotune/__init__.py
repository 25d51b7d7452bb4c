"""Autotuning: configurations swept per input key, winners kept on disk, a correctness guard.

From Python (Triton's ``triton.autotune`` / ``triton.heuristics`` / ``triton.Config``)::

    import tiledsl
    from tiledsl.autotune import Config

    mm = tiledsl.autotune(tiledsl.load("examples/matmul.tile").matmul,
                          configs=[Config(BLOCK_M=128, BLOCK_N=128, BLOCK_K=32, num_warps=8),
                                   Config(BLOCK_M=64, BLOCK_N=64, BLOCK_K=32, num_warps=4)],
                          key=["M", "N", "K"])
    mm[lambda meta: (cdiv(M, meta["BLOCK_M"]), cdiv(N, meta["BLOCK_N"]))](c, a, b, ...)

or in a ``.tile`` file with ``@autotune(...)`` and ``@heuristics(...)`` above a kernel
(:mod:`.decorators`). ``docs/autotune.md`` is the full reference. The module itself is
callable: ``tiledsl.autotune(kernel, ...)`` is :func:`autotune`.

Modules: :mod:`.config` (Config), :mod:`.decorators` (``.tile`` spelling), :mod:`.tuned`
(the launch path), :mod:`.dispatch` (the key of a repeat launch's choice), :mod:`.tuner` (one tuning), :mod:`.trial` (what a kernel writes: :mod:`tiledsl.analysis.effects`),
:mod:`.guard` (comparison), :mod:`.arrays` (poison; the layout-keeping copies are
:mod:`tiledsl.launch.arrays`'), :mod:`.backends` (the injection hook; the GPU and interpreter
backends are :mod:`tiledsl.launch.backends`'), :mod:`.timing` (CUDA events, from
:mod:`tiledsl.launch.timing`), :mod:`.cache` (disk),
:mod:`.report` (progress bar, table), :mod:`.expr` (heuristic expressions), :mod:`.check`
(:func:`assert_configs_agree`).
"""
from __future__ import annotations

import sys
import types

from .backends import Backend, CudaBackend, InterpreterBackend, set_backend, use_backend
from .cache import AutotuneCacheWarning
from .check import assert_configs_agree
from .config import Config
from .decorators import from_decorators
from .expr import cdiv, next_power_of_2
from .tuned import Heuristic, TunedKernel
from .tuner import AutotuneConfigWarning

config = Config  # the lower-case spelling of the .tile decorators works from Python too


def _base(kernel):
    """``(base Kernel, inherited settings)`` of a Kernel or a TunedKernel."""
    if isinstance(kernel, TunedKernel):
        inherited = dict(configs=kernel.configs, key=kernel.key,
                         heuristics=kernel.heuristics,
                         prune_configs_by=kernel.prune_configs_by, warmup=kernel.warmup_ms,
                         rep=kernel.rep, check=kernel.check, reference=kernel.reference,
                         tolerances=kernel.tolerances, strict=kernel.strict,
                         interpreter_config=kernel.interpreter_config,
                         progress=kernel.progress, backend=kernel.backend,
                         compile_workers=kernel.compile_workers)
        return kernel.kernel, inherited
    return kernel, {}


def autotune(kernel=None, configs=None, key=None, **options):
    """Attach autotuning to ``kernel`` (a :class:`tiledsl.launch.Kernel`, or a TunedKernel
    whose settings are kept unless given again) and return the :class:`TunedKernel`.

    ``configs``: list of :class:`Config`; ``key``: parameter names whose values select a
    tuning (the dtypes of all array arguments always count; an array named in ``key``
    contributes its shape). Options: ``prune_configs_by={"early_config_prune": f(configs,
    named_args) -> configs, "perf_model": f(**named_args, **config.all_kwargs()) -> float,
    "top_k": int or fraction}``; ``warmup=25``, ``rep=100`` (milliseconds, as Triton);
    ``check=True`` (the correctness guard); ``reference="first"`` or ``"interpreter"``;
    ``tolerances={"fp16": (rtol, atol_rel)}``; ``strict`` (fail on a key with no stored
    winner; default ``TILEDSL_AUTOTUNE_STRICT``); ``interpreter_config`` (index or Config used
    on the interpreter; default the first); ``progress`` (True/False; default: on a
    terminal); ``backend`` (a :class:`Backend` to tune on); ``compile_workers``;
    ``heuristics`` ({name: f(args)}).

    Called without a kernel, returns a function that takes one (decorator style). Raises
    TileTypeError when a configuration, the key or an option does not fit the kernel.
    """
    if kernel is None:
        return lambda k: autotune(k, configs=configs, key=key, **options)
    base, settings = _base(kernel)
    if configs is not None:
        settings["configs"] = configs
    if key is not None:
        settings["key"] = key
    settings.update(options)
    if not settings.get("configs"):
        raise TypeError("autotune() needs configs=[Config(...), ...]")
    settings.setdefault("key", ())
    return TunedKernel(base, **settings)


def heuristics(kernel=None, values=None):
    """Attach heuristics to ``kernel`` (Triton's ``@triton.heuristics(values=...)``):
    ``values`` maps a constexpr name (or ``num_warps``/``num_stages``) to a function of the
    dict of all arguments and constexprs by name, called before each launch after the
    configuration is chosen, in order (each sees the ones before it). Returns a TunedKernel
    (keeping the configurations of a TunedKernel). Called without a kernel, returns a
    function that takes one. Raises TileTypeError for a name that is not a constexpr."""
    if kernel is None:
        return lambda k: heuristics(k, values)
    base, settings = _base(kernel)
    merged = dict(settings.get("heuristics", {}))
    merged.update(values or {})
    settings["heuristics"] = merged
    return TunedKernel(base, **settings)


class _CallableModule(types.ModuleType):
    """Makes ``tiledsl.autotune(kernel, ...)`` work while ``tiledsl.autotune.Config`` stays a
    module attribute."""

    def __call__(self, *args, **kwargs):
        return autotune(*args, **kwargs)


sys.modules[__name__].__class__ = _CallableModule

__all__ = ["autotune", "heuristics", "Config", "config", "TunedKernel", "Heuristic",
           "Backend", "CudaBackend", "InterpreterBackend", "set_backend", "use_backend",
           "AutotuneCacheWarning", "AutotuneConfigWarning", "assert_configs_agree", "from_decorators", "cdiv",
           "next_power_of_2"]
