""":class:`TunedKernel`: a kernel with autotuning configurations and/or heuristics.

``tuned[grid](*args, **kwargs)`` launches like a :class:`tiledsl.launch.Kernel`; before the
launch it picks a configuration and computes the heuristics:

* on the interpreter (numpy arrays, ``TILEDSL_INTERPRET=1``, ``backend="interpreter"``): the
  first configuration, or ``interpreter_config``; nothing is timed;
* on the GPU (device arrays), or on an injected backend (:mod:`.backends`): the winner for the
  launch's *tuning key* — the values of the ``key`` parameters (an array contributes its
  shape), the dtypes of every array argument, the constexprs the caller passed, and the
  device — from memory, else from the disk cache, else by tuning (:mod:`.tuner`);
* ``config=Config(...)`` (or an index into the configurations) on the call forces one.

Then the heuristics are evaluated in order on the arguments, the constexprs and the chosen
configuration's values (Triton's ``@heuristics`` under ``@autotune``), and the base kernel is
launched with them. Everything else (``ir``, ``lower``, ``emit``, ``params`` ...) is the base
kernel's.
"""
from __future__ import annotations

import contextlib
import hashlib
from dataclasses import dataclass

from ..analysis.effects import effects
from ..errors import TileLaunchError, TileTypeError, add_note, user_facing_call
from ..launch.arrays import device_of, is_torch, is_torch_cuda
from ..launch.backends import _route
from ..launch.binding import bind, constexpr_value, has_default, specialize
from ..launch.options import _no_interpreter_options, check_groups_value, check_options
from ..optionrules import consumer_warps_problem
from .backends import _injected, default_cuda, injected
from .config import OPTION_NAMES, Config, validate_configs
from .dispatch import choice_key

PRUNE_KEYS = ("early_config_prune", "perf_model", "top_k")


@dataclass
class Heuristic:
    """A constexpr (or ``num_warps``/``num_stages``) computed before each launch: ``fn``
    takes the dict of arguments and constexprs by name (Triton's ``args``) and returns the
    value; ``text`` describes it in messages; ``span`` locates it in a ``.tile`` file."""

    name: str
    fn: object
    text: str = ""
    span: object = None


@dataclass
class _Chosen:
    """How a launch's configuration was chosen, kept for the calls that repeat it
    (:meth:`TunedKernel._launch`): ``config`` (None without configurations); ``fixed`` when
    nothing can change it (no configurations, or ``config=``); else ``backend`` (the one
    tuned on, None for the interpreter's configuration), ``default`` (that backend was the
    process's CUDA backend, not one set or injected) and ``mem_key`` (its entry in
    ``winners``). Without heuristics, ``kwargs`` are the base launch's keywords (the
    call's, then the configuration's); with heuristics it stays None, and the heuristics are
    computed at each launch."""

    config: object
    fixed: bool = False
    backend: object = None
    default: bool = False
    mem_key: tuple | None = None
    kwargs: dict | None = None


class TunedKernel:
    """A kernel with autotuning ``configs`` (a list of :class:`Config`, may be empty when only
    ``heuristics`` are given), selected per ``key`` (parameter names).

    Options (``autotune`` documents each): ``heuristics`` ({name: Heuristic or callable}),
    ``prune_configs_by`` ({"early_config_prune": f(configs, named_args) -> configs,
    "perf_model": f(**named_args, **config.all_kwargs()) -> estimated ms, "top_k": int, or a
    float <= 1 for a fraction}), ``warmup``/``rep`` (ms; kept as ``warmup_ms``/``rep``, since
    ``warmup()`` compiles), ``check`` (the correctness guard),
    ``reference`` ("first" or "interpreter"), ``tolerances`` ({dtype: (rtol, atol_rel)}),
    ``strict``, ``interpreter_config`` (index or Config), ``progress`` (None: on a terminal),
    ``backend`` (a :class:`~.backends.Backend` for this kernel), ``compile_workers`` (threads;
    default the CPU count).

    Raises TileTypeError for a configuration or key that does not fit the kernel.
    """

    def __init__(self, kernel, configs=(), key=(), *, heuristics=None, prune_configs_by=None,
                 warmup: float = 25.0, rep: float = 100.0, check: bool = True,
                 reference: str = "first", tolerances: dict | None = None,
                 strict: bool | None = None, interpreter_config=None, progress=None,
                 backend=None, compile_workers: int | None = None):
        self.kernel = kernel
        name = kernel.name
        heuristics = dict(heuristics or {})
        self.heuristics = {n: h if isinstance(h, Heuristic) else Heuristic(n, h, repr(h))
                           for n, h in heuristics.items()}
        params = {p.name: p for p in kernel.params}
        for n, h in self.heuristics.items():
            if n not in OPTION_NAMES and (n not in params or params[n].kind != "constexpr"):
                raise TileTypeError(
                    f"heuristics({name}): '{n}' is not a constexpr parameter of {name} (nor "
                    f"num_warps/num_stages); a heuristic computes a constexpr", h.span)
            if not callable(h.fn):
                raise TileTypeError(f"heuristics({name}): the value for '{n}' must be a "
                                    f"function of the arguments, e.g. lambda args: ...", h.span)
        self.configs = (validate_configs(name, kernel.params, configs,
                                         frozenset(self.heuristics)) if configs else [])
        opts_set = set().union(*(c.names() for c in self.configs)) if self.configs else set()
        clash = opts_set & set(self.heuristics)
        if clash:
            raise TileTypeError(f"autotune({name}): {', '.join(sorted(clash))} set by both the "
                                f"configurations and a heuristic; drop one of the two")
        if isinstance(key, str):
            key = [key]
        self.key = tuple(key)
        for k in self.key:
            if k not in params:
                raise TileTypeError(f"autotune({name}): key names '{k}', which is not a "
                                    f"parameter of {name}; parameters: {', '.join(params)}")
            if k in opts_set or k in self.heuristics:
                raise TileTypeError(f"autotune({name}): key names '{k}', which the "
                                    f"configurations or heuristics set; a key is an input")
        self.prune_configs_by = dict(prune_configs_by or {})
        for k in self.prune_configs_by:
            if k not in PRUNE_KEYS:
                raise TileTypeError(f"autotune({name}): prune_configs_by has an unknown key "
                                    f"'{k}'; use {', '.join(PRUNE_KEYS)}")
        if reference not in ("first", "interpreter"):
            raise TileTypeError(f"autotune({name}): reference must be 'first' or "
                                f"'interpreter', got {reference!r}")
        for label, v in (("warmup", warmup), ("rep", rep)):
            if isinstance(v, bool) or not isinstance(v, (int, float)) or v <= 0:
                raise TileTypeError(f"autotune({name}): {label} is a time in milliseconds > 0, "
                                    f"got {v!r}")
        self.warmup_ms, self.rep = float(warmup), float(rep)
        self.check, self.reference = bool(check), reference
        self.tolerances = dict(tolerances or {})
        self.strict = strict
        self.interpreter_config = (self._config_of(interpreter_config, "interpreter_config")
                                   if interpreter_config is not None else None)
        self.progress = progress
        self.backend = backend
        self.compile_workers = compile_workers
        self.winners: dict = {}
        self.last_tuning = None
        self.num_tunings = 0
        # repeat calls: .dispatch's key of a call -> the _Chosen of the first such call
        self._dispatch: dict = {}
        self._choice_keys: dict = {}  # positional count -> generated dispatch.choice_key

    # ------------------------------------------------------------------------- basics
    def __getattr__(self, name):
        if name == "kernel":
            raise AttributeError(name)
        return getattr(self.kernel, name)

    def __getitem__(self, grid) -> "TunedLauncher":
        return TunedLauncher(self, grid)

    def run(self, *args, grid, **kwargs):
        """The same as ``tuned[grid](*args, **kwargs)``."""
        return TunedLauncher(self, grid)(*args, **kwargs)

    def __repr__(self) -> str:
        parts = []
        if self.configs:
            parts.append(f"{len(self.configs)} configs, key {', '.join(self.key) or '()'}")
        if self.heuristics:
            parts.append(f"heuristics {', '.join(self.heuristics)}")
        return f"<tiledsl.TunedKernel {self.kernel.signature}: {'; '.join(parts)}>"

    def strict_mode(self) -> bool:
        """``strict=`` when given, else ``TILEDSL_AUTOTUNE_STRICT`` (1/true/on)."""
        from .. import knobs

        if self.strict is not None:
            return bool(self.strict)
        return knobs.autotune_strict()

    def effects_of(self, fn):
        """What specialization ``fn`` reads and writes (memoized per function)."""
        return effects(fn)

    def _config_of(self, which, option: str = "config") -> Config:
        """The configuration ``which`` names: a Config of the list, or its index (negative
        indices count from the end, as in Python). Raises TileLaunchError naming ``option``."""
        if isinstance(which, Config):
            if self.configs and which not in self.configs:
                raise TileLaunchError(f"{self.kernel.name}: {which} is not one of the "
                                      f"autotuning configurations")
            return which
        if isinstance(which, int) and not isinstance(which, bool) and self.configs:
            if -len(self.configs) <= which < len(self.configs):
                return self.configs[which]
        raise TileLaunchError(f"{self.kernel.name}: {option}= must be one of the autotuning "
                              f"Configs or an index from {-len(self.configs)} to "
                              f"{len(self.configs) - 1}, got {which!r}")

    # --------------------------------------------------------------------- heuristics
    def evaluate_heuristics(self, env: dict, options: dict) -> dict:
        """``{name: value}`` of every heuristic, in order, each seeing the arguments and
        constexprs in ``env``, the options, and the heuristics before it. Raises
        TileLaunchError when one fails or returns what cannot be a constexpr; when an
        argument in ``env`` is one the base launch refuses (a string for an ``fp32``, which
        a heuristic's arithmetic may trip on first), that refusal is raised instead
        (:meth:`check_argument_types`)."""
        scope = dict(env)
        scope.update({k: v for k, v in options.items() if k in OPTION_NAMES and v is not None})
        out = {}
        for h in self.heuristics.values():
            try:
                value = h.fn({**scope, **out})
            except TileLaunchError as exc:
                self.check_argument_types(env)
                raise TileLaunchError(f"{self.kernel.name}(): heuristic '{h.name}': "
                                      f"{exc.message}", exc.span or h.span) from None
            except Exception as exc:  # noqa: BLE001 - the user's function failed
                self.check_argument_types(env)
                raise TileLaunchError(f"{self.kernel.name}(): heuristic '{h.name}' raised "
                                      f"{type(exc).__name__}: {exc}", h.span) from None
            if h.name in OPTION_NAMES:
                out[h.name] = int(value)
            else:
                try:
                    out[h.name] = constexpr_value(self.kernel.name, h.name, value)
                except TileLaunchError:
                    self.check_argument_types(env)
                    raise
        return out

    # ---------------------------------------------------------------- the call's arguments
    def check_argument_types(self, values: dict) -> list:
        """Specialize the argument of every parameter in ``values`` (name → argument) that
        the configurations and heuristics do not set against its declaration, in parameter
        order, as the base kernel's launch does (:func:`tiledsl.launch.binding.specialize`).
        Returns the run-time arguments' ``Arg`` list; raises the base launch's
        TileLaunchError for the first argument it refuses (an array of another dtype, a
        string for an ``fp32``, an int out of range ...)."""
        tuned = self.tuned_names()
        name = self.kernel.name
        bound = [specialize(name, p, values[p.name]) for p in self.kernel.params
                 if p.name not in tuned and p.name in values]
        return [a for a in bound if a.kind != "constexpr"]

    def check_arguments(self, values: dict, options: dict) -> None:
        """Refuse a bound call (``values``, ``options``: :meth:`bind_call`'s) the way the
        base kernel's launch refuses it, with its error, before anything is tuned or stored:
        :meth:`check_argument_types`, then the arrays' routing (host and device arrays in
        one launch, arrays on two GPUs, a GPU launch without cupy or a device) and, for a
        GPU launch, the interpreter's options. None of these depends on the configuration,
        so a call they refuse is refused by every configuration alike; raises
        TileLaunchError."""
        runtime = self.check_argument_types(values)
        backend, _ = _route(self.kernel.name, runtime, options.get("backend"))
        if backend == "cuda":
            _no_interpreter_options(self.kernel.name, self._call_options(options))

    # ----------------------------------------------------------------------- launching
    def tuned_names(self) -> set:
        """Every name the configurations and heuristics set (options included)."""
        tuned = set(self.heuristics)
        for c in self.configs:
            tuned |= c.names()
        return tuned

    def bind_call(self, args: tuple, kwargs: dict) -> tuple[dict, dict, dict, object]:
        """Bind a call's arguments: ``(values, options, kwargs, forced config)``. ``values``
        maps every parameter the configurations and heuristics do not set to its argument
        (defaults filled in); ``kwargs`` is the call's keywords without ``config=``. Raises
        TileLaunchError for a bad call, and for a meta-parameter the caller passes although
        the configurations or heuristics set it (Triton's "Conflicting meta-parameters")."""
        k = self.kernel
        pnames = {p.name for p in k.params}
        kwargs = dict(kwargs)
        forced = None
        if "config" in kwargs and "config" not in pnames:
            forced = self._config_of(kwargs.pop("config"))
        tuned = self.tuned_names()
        conflicts = sorted(n for n in kwargs if n in tuned)
        if conflicts:
            raise TileLaunchError(
                f"{k.name}(): conflicting meta-parameters {', '.join(conflicts)}: the "
                f"autotuning configurations or heuristics set them; drop them from the call "
                f"(to run one configuration, pass config=Config(...) or its index)")
        placeholders = {n: None for n in tuned if n in pnames}
        values, options = bind(k.name, k.params, args, {**kwargs, **placeholders})
        for n in placeholders:
            values.pop(n, None)
        self._call_options(options)
        if self._groups_per_config(options):
            self._check_call_groups(options["num_consumer_groups"],
                                    [forced] if forced is not None else self.configs)
        return values, options, kwargs, forced

    def _groups_per_config(self, options: dict) -> bool:
        """Whether the call's ``num_consumer_groups`` goes with each configuration's
        ``num_warps`` (the configurations set ``num_warps`` and the call does not), rather
        than with a ``num_warps`` of the call or of a heuristic (checked by the base
        launch)."""
        return ("num_consumer_groups" in options and bool(self.configs)
                and "num_warps" not in options and "num_warps" not in self.heuristics)

    def _call_options(self, options: dict):
        """The call's options checked as the base launch checks them (``check_options``),
        but a ``num_consumer_groups`` that goes with each configuration's ``num_warps``
        (:meth:`_groups_per_config`) only for being an int >= 1; returns the
        ``LaunchOptions``, raises TileLaunchError."""
        if not self._groups_per_config(options):
            return check_options(self.kernel.name, options)
        check_groups_value(self.kernel.name, options["num_consumer_groups"])
        return check_options(self.kernel.name, {n: v for n, v in options.items()
                                                if n != "num_consumer_groups"})

    def _check_call_groups(self, groups, configs) -> None:
        """Refuse a call's ``num_consumer_groups`` that does not fit the ``num_warps`` of one
        of ``configs`` (the kernel would run with ``num_warps * num_consumer_groups`` warps,
        :mod:`tiledsl.optionrules`), naming the first such configuration by its index, before
        anything is tuned or launched. Raises TileLaunchError."""
        groups = int(groups)
        for c in configs:
            problem = consumer_warps_problem(c.num_warps, groups)
            if problem is None:
                continue
            i = self.configs.index(c) if c in self.configs else None
            which = f"configs[{i}] ({c})" if i is not None else str(c)
            raise TileLaunchError(
                f"{self.kernel.name}(): the call's num_consumer_groups={groups} applies to "
                f"every autotuning configuration and does not fit {which}: {problem}; or set "
                f"num_consumer_groups in each Config instead of on the call")

    def warmup(self, *args, grid, **kwargs) -> list:
        """Compile every configuration (only the one of ``config=`` when given) for these
        arguments without running or tuning anything (:meth:`tiledsl.launch.Kernel.warmup`
        for each); returns their specializations, in configuration order."""
        values, options, kwargs, forced = self.bind_call(args, kwargs)
        configs = [forced] if forced is not None else (list(self.configs) or [None])
        out = []
        for config in configs:
            extra = config.all_kwargs() if config is not None else {}
            env = {**values, **(config.kwargs if config is not None else {})}
            heur = self.evaluate_heuristics(env, {**options, **extra})
            out.append(self.kernel.warmup(*args, grid=grid, **kwargs, **extra, **heur))
        return out

    def _launch(self, grid, args: tuple, kwargs: dict):
        """One launch. A call whose configuration depends on what an earlier call's did
        (:mod:`.dispatch`'s key: keywords, key values, array dtypes and devices) reuses the
        choice made then, and the base kernel's launch follows at once (its fast path for
        device arrays seen before); any other call takes :meth:`_launch_slow`."""
        f = self._choice_keys.get(len(args))
        if f is None:
            f = self._choice_keys[len(args)] = choice_key(self.kernel.params, self.key,
                                                          len(args))
        key = f(args, kwargs)
        if key is not None:
            hit = self._dispatch.get(key)
            if hit is not None and (hit.fixed or self._still_chosen(hit)):
                if hit.kwargs is None:  # heuristics: computed on every launch
                    return self._launch_config(grid, args, kwargs, hit.config)
                return self.kernel._launch(grid, args, hit.kwargs)
        return self._launch_slow(grid, args, kwargs, key)

    def choice(self, args: tuple, kwargs: dict | None = None) -> "_Chosen | None":
        """The choice that a launch with positional ``args`` and keywords ``kwargs`` would
        reuse now, without launching: an object whose ``config`` is the chosen
        :class:`Config` and whose ``kwargs`` are the keywords the base kernel is launched
        with (the call's, then the configuration's), or None when such a launch would take
        the full path (nothing remembered for it yet, heuristics to compute per launch, or a
        call the remembered choices cannot describe). A caller that launches the base kernel
        itself with those keywords (over a grid it computed from them, say) does what the
        repeat launch does, and must ask :meth:`holds` before each such launch."""
        kwargs = {} if kwargs is None else kwargs
        f = self._choice_keys.get(len(args))
        if f is None:
            f = self._choice_keys[len(args)] = choice_key(self.kernel.params, self.key,
                                                          len(args))
        key = f(args, kwargs)
        hit = None if key is None else self._dispatch.get(key)
        if hit is None or hit.kwargs is None or not self._still_chosen(hit):
            return None
        return hit

    def holds(self, chosen: "_Chosen") -> bool:
        """Whether a choice :meth:`choice` returned still holds: the backend a launch would
        tune on is the one it was made on, and its winner has not been replaced or
        forgotten (when it does not hold, launch through ``tuned[grid]`` again)."""
        return self._still_chosen(chosen)

    def _launch_slow(self, grid, args: tuple, kwargs: dict, key):
        """Bind and check the call, choose its configuration (the winner of its tuning key,
        tuned now when it has none), compute the heuristics and launch the base kernel; the
        choice is kept under ``key`` (:mod:`.dispatch`) when that is not None."""
        values, options, kw, forced = self.bind_call(args, kwargs)
        chosen = self._choose(grid, values, options, forced)
        config = chosen.config
        extra = config.all_kwargs() if config is not None else {}
        env = {**values, **(config.kwargs if config is not None else {})}
        heur = self.evaluate_heuristics(env, {**options, **extra})
        if key is not None:
            if not self.heuristics:
                chosen.kwargs = {**kw, **extra}
            if len(self._dispatch) >= 256:
                self._dispatch.clear()
            self._dispatch[key] = chosen
        with _under(config):
            return self.kernel[grid](*args, **kw, **extra, **heur)

    def _launch_config(self, grid, args: tuple, kwargs: dict, config):
        """Launch with ``config`` already chosen: bind and check the call, compute the
        heuristics, launch the base kernel."""
        values, options, kw, _ = self.bind_call(args, kwargs)
        extra = config.all_kwargs() if config is not None else {}
        env = {**values, **(config.kwargs if config is not None else {})}
        heur = self.evaluate_heuristics(env, {**options, **extra})
        with _under(config):
            return self.kernel[grid](*args, **kw, **extra, **heur)

    def _choose(self, grid, values: dict, options: dict, forced) -> "_Chosen":
        """The configuration of a bound call and what it was chosen from: none (no
        configurations), ``config=``, the interpreter's configuration (no backend to tune on),
        or the winner of the call's tuning key on its backend (tuned now if unknown)."""
        if not self.configs:
            return _Chosen(None, fixed=True)
        if forced is not None:
            return _Chosen(forced, fixed=True)
        backend = self._tuning_backend(values, options)
        default = backend is not None and (self.backend or injected()) is None
        if backend is None:
            return _Chosen(self.interpreter_config or self.configs[0])
        config, mem_key = self._winner(grid, values, options, backend)
        return _Chosen(config, backend=backend, default=default, mem_key=mem_key)

    def _still_chosen(self, hit: "_Chosen") -> bool:
        """Whether a remembered choice still holds: the backend the call would tune on is the
        same one, and the winner of its tuning key has not been replaced or forgotten."""
        if hit.fixed:
            return True
        src = self.backend or _injected[0]  # backends.injected()
        if hit.default:
            if src is not None or default_cuda() is not hit.backend:
                return False
        elif src is not hit.backend:
            return False
        return hit.mem_key is None or self.winners.get(hit.mem_key) is hit.config

    def _tuning_backend(self, values: dict, options: dict):
        """The backend to tune on, or None to use the first configuration (interpreter)."""
        from .. import knobs
        from . import backends

        if knobs.interpret() or options.get("backend") == "interpreter":
            return None
        chosen = self.backend or backends.injected()
        if chosen is not None:
            return chosen
        if options.get("backend") == "cuda" or any(_on_gpu(v) for v in values.values()):
            return backends.default_cuda()
        return None

    # ------------------------------------------------------------------------ the key
    def key_parts(self, values: dict) -> tuple[dict, dict, dict]:
        """``(key values, array dtypes, caller constexprs)`` of bound arguments ``values``,
        JSON-ready: a key parameter's value (an array's shape), the dtype name of every array
        argument, every constexpr not set by the configurations or heuristics."""
        from ..launch.arrays import as_array

        tuned = self.tuned_names()
        keyv, dtypes, consts = {}, {}, {}
        for p in self.kernel.params:
            v = values.get(p.name)
            arr = None if p.kind == "constexpr" else as_array(self.kernel.name, p.name, v)
            if arr is not None:
                dtypes[p.name] = str(arr.dtype)
            if p.name in self.key:
                keyv[p.name] = ({"shape": list(_shape(v))} if arr is not None else _plain(v))
            if p.kind == "constexpr" and p.name not in tuned and (p.name in values
                                                                  or has_default(p)):
                consts[p.name] = _plain(v)
        return keyv, dtypes, consts

    def _winner(self, grid, values: dict, options: dict, backend) -> tuple[Config, tuple]:
        """``(winner, its key in winners)``: the winning configuration of the tuning key of
        bound arguments ``values`` on ``backend``, from memory, else from the disk cache,
        else by tuning now. Before the disk cache is read, a call that the base launch
        refuses whatever the configuration (:meth:`check_arguments`) raises that launch's
        error: nothing is tuned, stored or remembered for it."""
        from .. import __version__
        from .cache import METHOD, canonical
        from .tuner import Tuner

        device = next((device_of(v) for v in values.values() if _on_gpu(v)), None)
        keyv, dtypes, consts = self.key_parts(values)
        mem_key = (id(backend), device, canonical([keyv, dtypes, consts]))
        hit = self.winners.get(mem_key)
        if hit is not None:
            return hit, mem_key
        self.check_arguments(values, options)
        from ..launch.capture import capturing, refuse_tuning

        if capturing():
            refuse_tuning(self.kernel.name)
        candidates, pruned = self._prune(values)
        with backend.device_scope(device):
            info = backend.device_info(device)
        identity = {"kernel": self.kernel.name,
                    "source_sha256": hashlib.sha256(
                        self.kernel.module.source.text.encode()).hexdigest(),
                    "key": keyv, "dtypes": dtypes, "constexprs": consts,
                    "tiledsl": __version__, "method": METHOD, **info}
        key_text = " ".join(f"{n}={_short(v)}" for n, v in keyv.items()) or "no key"
        key_text += " " + " ".join(f"{n}:{d}" for n, d in dtypes.items())
        result = Tuner(self, values, grid, backend, device, identity, candidates, pruned,
                       key_text.strip()).run()
        if result.timed or result.compiled:
            self.num_tunings += 1
        self.last_tuning = result
        self.winners[mem_key] = result.winner
        return result.winner, mem_key

    def _prune(self, values: dict) -> tuple[list, list]:
        """``(candidates, pruned)``: the configurations after ``early_config_prune`` and the
        ``perf_model``/``top_k`` selection (Triton's ``Autotuner.prune_configs``)."""
        name = self.kernel.name
        configs = list(self.configs)
        early = self.prune_configs_by.get("early_config_prune")
        if early is not None:
            try:
                kept = list(early(list(configs), dict(values)))
            except Exception as exc:  # noqa: BLE001
                raise TileLaunchError(f"{name}(): early_config_prune raised "
                                      f"{type(exc).__name__}: {exc}") from None
            bad = [c for c in kept if not isinstance(c, Config)]
            if bad:
                raise TileLaunchError(f"{name}(): early_config_prune returned {bad[0]!r}, not a "
                                      f"Config")
            if not kept:
                raise TileLaunchError(f"{name}(): early_config_prune removed every "
                                      f"configuration; keep at least one")
            validate_configs(name, self.kernel.params, kept, frozenset(self.heuristics))
            configs = kept
        model = self.prune_configs_by.get("perf_model")
        top_k = self.prune_configs_by.get("top_k")
        if model is not None and top_k is not None:
            if isinstance(top_k, float) and top_k <= 1.0:
                top_k = max(1, int(len(configs) * top_k))
            try:
                est = {c.key: float(model(**values, **c.all_kwargs())) for c in configs}
            except Exception as exc:  # noqa: BLE001
                raise TileLaunchError(f"{name}(): perf_model raised {type(exc).__name__}: "
                                      f"{exc}") from None
            order = sorted(range(len(configs)), key=lambda i: (est[configs[i].key], i))
            keep = sorted(order[:int(top_k)])
            configs = [configs[i] for i in keep]
        pruned = [c for c in self.configs if c not in configs]
        return configs, pruned


class TunedLauncher:
    """``tuned[grid]``: call it with the kernel's arguments to launch."""

    def __init__(self, tuned: TunedKernel, grid):
        self.tuned = tuned
        self.grid = grid

    @user_facing_call
    def __call__(self, args, kwargs):  # called as launcher(*args, **kwargs)
        return self.tuned._launch(self.grid, args, kwargs)


@contextlib.contextmanager
def _under(config):
    """A compile error (TileTypeError) raised while launching under an autotuning
    configuration gains a note naming that configuration, whose constexprs the kernel was
    specialized with (the error's own location is the use of the value, not the Config)."""
    try:
        yield
    except TileTypeError as exc:
        note = f"note: specialized under the autotuning configuration {config!r}"
        if config is not None and note not in exc.notes:
            # the configuration names the constexpr values the kernel's own note gives
            own = getattr(exc, "specialization_note", None)
            exc.notes = tuple(n for n in exc.notes if n != own)
            add_note(exc, note)
        raise


def _on_gpu(v) -> bool:
    """Whether argument ``v`` is a device array: a torch CUDA tensor (one that requires grad
    too, whose own ``__cuda_array_interface__`` raises), or an object with
    ``__cuda_array_interface__``."""
    if is_torch(v):
        return is_torch_cuda(v)
    return hasattr(v, "__cuda_array_interface__")


def _shape(v) -> tuple:
    if is_torch(v):
        return tuple(int(n) for n in v.shape)
    if hasattr(v, "__cuda_array_interface__"):
        return tuple(v.__cuda_array_interface__["shape"])
    import numpy as np

    return tuple(np.shape(v))


def _plain(v):
    """A JSON-ready form of a scalar or constexpr value."""
    import numpy as np

    from ..dtypes import DType

    if isinstance(v, np.generic):
        return v.item()
    if isinstance(v, DType):
        return str(v)
    if isinstance(v, tuple):
        return [_plain(x) for x in v]
    if isinstance(v, (bool, int, float, str)) or v is None:
        return v
    return repr(v)


def _short(v) -> str:
    if isinstance(v, dict) and "shape" in v:
        return "x".join(map(str, v["shape"]))
    return str(v)
