"""Launch options (``num_warps=``, ``backend=``, ``check=`` ...): validated once into a
:class:`LaunchOptions` value that the rest of the launch carries."""
from __future__ import annotations

from dataclasses import dataclass

from ..errors import TileLaunchError
from ..knobs import LOAD_OTHER_FORMS as LOAD_OTHER  # the masked-load forms (load_other=)
from ..optionrules import (
    MAX_WARPS,
    consumer_warps_problem,
    load_other_ok,
    num_consumer_groups_ok,
    num_stages_ok,
    num_warps_ok,
)
from ..streams import stream_of


OPTIONS = ("num_warps", "num_consumer_groups", "num_stages", "backend", "stream", "load_other",
           "check", "order", "seed", "poison", "print_pids", "persistent")


#: the interpreter's run-time checks and program order (``tiledsl/checkspec.py``)
INTERPRETER_OPTIONS = ("check", "order", "seed", "poison", "print_pids")


BACKENDS = ("interpreter", "cuda")


@dataclass(frozen=True)
class LaunchOptions:
    """The options of one launch, validated (:func:`check_options`) and with their defaults.
    Read as attributes; also by name (``opts["num_warps"]``), like the dict it replaces.
    ``num_warps`` and ``num_consumer_groups`` are the launch's; the kernel runs with
    :attr:`kernel_warps` warps, their product, which is what the code generator and the
    compile cache are given."""

    num_warps: int = 4
    num_stages: int | None = None
    backend: str | None = None
    stream: object = None
    load_other: str | None = None
    check: object = None
    order: object = None
    seed: object = None
    poison: tuple = ()
    print_pids: object = None
    persistent: bool = False
    num_consumer_groups: int = 1

    @property
    def kernel_warps(self) -> int:
        """The warps the kernel runs with (the code generator's ``num_warps``):
        ``num_warps * num_consumer_groups``. A warp-specialized loop's consumers are these
        warps, ``num_consumer_groups`` warpgroups of ``num_warps`` warps each, and its
        producer warpgroup is extra (``codegen/warpspec.py``; Triton's rule, Meta's warp
        specialization); without such a loop they all run the kernel as written."""
        return self.num_warps * self.num_consumer_groups

    def __getitem__(self, name: str):
        if name not in OPTIONS:
            raise KeyError(name)
        return getattr(self, name)

    def get(self, name: str, default=None):
        return getattr(self, name, default) if name in OPTIONS else default


def check_options(kernel: str, options: dict) -> "LaunchOptions":
    """Validate launch options and fill defaults: num_warps (a power of two, default 4, as
    Triton's ``AssertionError("num_warps must be a power of 2")``), num_stages (int ≥ 0 or None),
    backend (None, "interpreter" or "cuda"), stream (:func:`stream_of`), load_other (None: the
    ``TILEDSL_LOAD_OTHER`` default, or one of :data:`LOAD_OTHER`; the interpreter ignores it);
    the interpreter's check, order, seed, poison and print_pids (default None;
    ``tiledsl/checkspec.py``); persistent (a bool, default False: on sm_90a one block per SM
    loops over the grid's programs; the interpreter ignores it); num_consumer_groups (an int
    >= 1, default 1, Triton's Hopper warp specialization option: the kernel runs with
    ``num_warps * num_consumer_groups`` warps, which must be a valid num_warps,
    :func:`check_consumer_groups`). The rules for num_warps, num_stages, load_other and
    num_consumer_groups are :mod:`tiledsl.optionrules`' (numpy integers count as ints).
    Returns the :class:`LaunchOptions`; raises TileLaunchError."""
    out = {"num_warps": 4, "num_stages": None, "backend": None, "stream": None,
           "load_other": None, "check": None, "order": None, "seed": None, "poison": None,
           "print_pids": None, "persistent": False, "num_consumer_groups": 1}
    out.update(options)
    from ..checkspec import SpecError, parse_check, parse_order, parse_pids, parse_poison

    try:
        if out["check"] is not None:
            parse_check(out["check"])
        if out["order"] is not None or out["seed"] is not None:
            parse_order(out["order"] or "default", out["seed"])
        if out["print_pids"] is not None:
            parse_pids(out["print_pids"])
        out["poison"] = parse_poison(out["poison"])
    except SpecError as e:
        raise TileLaunchError(f"{kernel}(): {e}") from None
    w = out["num_warps"]
    if not num_warps_ok(w):
        raise TileLaunchError(
            f"{kernel}(): num_warps must be a power of two from 1 to 32, got {w!r}")
    out["num_warps"] = int(w)  # a numpy integer too
    out["num_consumer_groups"] = check_consumer_groups(kernel, out["num_warps"],
                                                       out["num_consumer_groups"])
    s = out["num_stages"]
    if s is not None and not num_stages_ok(s):
        raise TileLaunchError(f"{kernel}(): num_stages must be an int >= 0, got {s!r}")
    if s is not None:
        out["num_stages"] = int(s)
    lo = out["load_other"]
    if lo is not None and not load_other_ok(lo):
        raise TileLaunchError(
            f"{kernel}(): load_other must be one of {', '.join(map(repr, LOAD_OTHER))} (or None "
            f"for the TILEDSL_LOAD_OTHER default), got {out['load_other']!r}")
    pe = out["persistent"]
    if not isinstance(pe, bool) and not (type(pe).__module__ == "numpy" and
                                         type(pe).__name__ in ("bool", "bool_")):
        raise TileLaunchError(f"{kernel}(): persistent must be True or False, got {pe!r}")
    out["persistent"] = bool(pe)
    b = out["backend"]
    if b is not None and not (isinstance(b, str) and b in BACKENDS):
        raise TileLaunchError(
            f"{kernel}(): unknown backend {b!r}; use 'interpreter' or 'cuda'")
    stream_of(out["stream"], kernel)  # the interpreter runs in order and ignores it
    return LaunchOptions(**out)


def check_groups_value(kernel: str, groups) -> int:
    """``groups`` (a launch's ``num_consumer_groups``) as an int when it is an int >= 1 (a
    numpy integer too), whatever ``num_warps`` it goes with; else a TileLaunchError."""
    if not num_consumer_groups_ok(groups):
        raise TileLaunchError(
            f"{kernel}(): num_consumer_groups must be an int >= 1 (the consumer warpgroups of "
            f"a warp-specialized loop, num_warps warps each), got {groups!r}")
    return int(groups)


def check_consumer_groups(kernel: str, num_warps: int, groups, max_warps: int = MAX_WARPS,
                          where: str = "") -> int:
    """``groups`` (a launch's ``num_consumer_groups``) as an int, for a valid ``num_warps``:
    an int >= 1 whose product with ``num_warps`` is a valid num_warps up to ``max_warps``
    (a target's limit, named by ``where``: :func:`check_target_warps`). Raises
    TileLaunchError naming both values and what to pass (:mod:`tiledsl.optionrules`)."""
    check_groups_value(kernel, groups)
    problem = consumer_warps_problem(num_warps, int(groups), max_warps, where)
    if problem is not None:
        raise TileLaunchError(f"{kernel}(): {problem}")
    return int(groups)


def check_target_warps(kernel: str, opts, dialect) -> None:
    """Refuse options (a :class:`LaunchOptions` or an autotuning ``Config``) whose
    ``num_consumer_groups`` makes more warps than ``dialect`` (a code generator target:
    ``max_threads``, ``warp_size``, ``name``) allows, naming both values; a launch without
    consumer groups is left to the code generator's own num_warps check. Raises
    TileLaunchError."""
    groups = getattr(opts, "num_consumer_groups", 1)
    if groups == 1:
        return
    check_consumer_groups(kernel, opts.num_warps, groups,
                          dialect.max_threads // dialect.warp_size,
                          f" on {dialect.name} ({dialect.warp_size} threads per warp)")


def _no_interpreter_options(kernel: str, opts: dict) -> None:
    """The interpreter's order, seed, poison and print_pids options given to a GPU launch:
    refused; so is a ``check=`` that turns on more than the GPU's bounds check
    (:func:`gpu_check_mode`)."""
    given = [k for k in INTERPRETER_OPTIONS if k != "check" and opts.get(k) not in (None, ())]
    if given:
        raise TileLaunchError(
            f"{kernel}(): {', '.join(g + '=' for g in given)} "
            f"{'is an option' if len(given) == 1 else 'are options'} of the interpreter, and "
            f"this launch runs on the GPU; pass backend='interpreter' (or set "
            f"TILEDSL_INTERPRET=1) to run it with the checks")
    gpu_check_mode(kernel, opts)


def gpu_check_mode(kernel: str, opts) -> str | None:
    """The sanitize mode of a GPU launch with these options (a dict, :class:`LaunchOptions` or
    an autotuning configuration, which has no ``check``: ``tiledsl.checkspec.gpu_check``:
    None, ``"raise"`` or ``"warn"``); raises TileLaunchError for a check the GPU cannot
    make, or a malformed ``TILEDSL_CHECK``."""
    from ..checkspec import SpecError, gpu_check

    value = opts.get("check") if isinstance(opts, dict) else getattr(opts, "check", None)
    try:
        return gpu_check(value)
    except SpecError as e:
        raise TileLaunchError(f"{kernel}(): {e}") from None
