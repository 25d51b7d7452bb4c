"""One configuration made concrete for one launch: its constexprs, its specialization (IR),
its grid, and the argument list it runs on during tuning.

:func:`make_trial` follows the launch path of ``tiledsl.launch.Kernel._launch`` (binding,
specialization, a callable grid evaluated on the dict of arguments and constexprs, alignment
facts on the GPU) but stops before running, so that the tuner can compile every configuration
first and run each on copies of the arguments.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..launch.binding import launch_facts, normalize_grid, specialize
from ..errors import TileError, TileLaunchError
from .config import OPTION_NAMES, Config
from ..analysis.effects import Effects


@dataclass
class Trial:
    """``config``; ``constexprs`` (caller's, the config's and the heuristics'); ``options``
    (num_warps, num_stages); ``fn`` (the specialized IR) or ``error`` (why it could not be
    built) and ``exc`` (the TileError that said so, as a launch of this configuration
    raises it); ``grid`` (3 ints); ``runtime`` (``tiledsl.launch.binding.Arg`` list in
    ``fn.params`` order); ``effects`` (what ``fn`` reads and writes)."""

    config: Config
    constexprs: dict = field(default_factory=dict)
    options: dict = field(default_factory=dict)
    fn: object = None
    grid: tuple = ()
    runtime: list = field(default_factory=list)
    effects: Effects | None = None
    error: str = ""
    exc: TileError | None = None


def make_trial(tk, values: dict, config: Config, grid, with_facts: bool) -> Trial:
    """Build ``config``'s trial for the bound arguments ``values`` (name → argument, caller's
    constexprs included) of tuned kernel ``tk``. A configuration that cannot be specialized
    (a type error for its block sizes, a failed ``static_assert``, a grid the callable cannot
    make) gives a Trial whose ``error`` says why; nothing is raised for it."""
    kernel = tk.kernel
    name = kernel.name
    full = dict(values)
    full.update(config.kwargs)
    for p in kernel.params:  # set by other configurations only: the default, as a launch has
        if p.name not in full and p.has_default:
            full[p.name] = p.default
    trial = Trial(config, options={"num_warps": config.num_warps,
                                   "num_stages": config.num_stages,
                                   "load_other": config.load_other})
    try:
        for k, v in tk.evaluate_heuristics(full, trial.options).items():
            if k in OPTION_NAMES:
                trial.options[k] = v
            else:
                full[k] = v
        missing = [p.name for p in kernel.params if p.name not in full]
        if missing:
            raise TileLaunchError(f"{name}() missing constexpr '{missing[0]}': {config} does "
                                  f"not set it and it has no default")
        bound = [specialize(name, p, full[p.name]) for p in kernel.params]
        trial.constexprs = {a.name: a.value for a in bound if a.kind == "constexpr"}
        runtime = [a for a in bound if a.kind != "constexpr"]
        trial.grid = normalize_grid(name, grid, {**full, **trial.constexprs})
        facts = launch_facts(runtime) if with_facts else {}
        spec = {a.name: a.type for a in runtime}
        spec.update(trial.constexprs)
        trial.fn = kernel.lower(facts=facts, **spec)
        by_name = {a.name: a for a in runtime}
        trial.runtime = [by_name[p.name] for p in trial.fn.params]
        trial.effects = tk.effects_of(trial.fn)
    except TileError as exc:
        trial.error = f"does not build: {exc}"
        trial.exc = exc
        trial.fn = None
    return trial


