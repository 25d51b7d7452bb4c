"""One autotuning configuration: constexpr values plus the launch options ``num_warps`` and
``num_stages`` (Triton's ``triton.Config``, ``python/triton/runtime/autotuner.py``),
``num_consumer_groups`` (Triton's Hopper warp specialization option, from Meta's work: the
kernel runs with ``num_warps * num_consumer_groups`` warps) and tiledsl's ``load_other`` (how
masked vector loads honour ``other`` on the GPU) and ``persistent``.

A :class:`Config` is immutable and hashable. Its :attr:`Config.key` is the canonical text that
names it in the disk cache and in reports (``BLOCK_M=64 BLOCK_N=64 num_warps=4 num_stages=3``):
constexprs sorted by name, values written with ``repr`` so that ``1``, ``1.0`` and ``True``
stay three different configurations, exactly as they are three different specializations.
"""
from __future__ import annotations

from ..dtypes import DType
from ..errors import TileTypeError
from ..knobs import LOAD_OTHER_FORMS as LOAD_OTHER
from ..optionrules import (
    consumer_warps_problem,
    load_other_ok,
    num_consumer_groups_ok,
    num_stages_ok,
    num_warps_ok,
)

#: The launch options a configuration may set besides constexprs (Triton's Config also has
#: ``num_ctas``, ``maxnreg`` and hooks, which tiledsl has no use for).
OPTION_NAMES = ("num_warps", "num_stages")
#: what a Config may set besides constexprs (heuristics compute only :data:`OPTION_NAMES`)
CONFIG_OPTIONS = OPTION_NAMES + ("load_other", "persistent", "num_consumer_groups")


class Config:
    """A set of meta-parameters to try: ``Config(BLOCK_M=64, BLOCK_N=64, num_warps=4)``.

    ``kwargs``: constexpr name → value (int, float, bool, str, a :class:`~tiledsl.DType`, or a
    tuple of those); ``num_warps``: a power of two from 1 to 32 (default 4, as in Triton);
    ``num_stages``: an int >= 0, or None to let the code generator choose (Triton's default is
    3; tiledsl's launch default is None, so a Config leaves it None unless given);
    ``load_other``: ``"select"``, ``"init"``, ``"ptx"`` or None for the launch default
    (docs/codegen.md; a tiledsl option, not Triton's); ``persistent``: True for one block per SM
    looping over the grid's tiles (the launch option of that name; sm_90a);
    ``num_consumer_groups``: an int >= 1 (default 1), the consumer warpgroups of a
    warp-specialized loop, ``num_warps`` warps each (the launch option of that name: the
    kernel runs with :attr:`kernel_warps` = ``num_warps * num_consumer_groups`` warps, which
    must be a valid ``num_warps``).

    Raises TileTypeError for a bad ``num_warps``/``num_stages``/``load_other``/``persistent``/
    ``num_consumer_groups`` or a value that cannot be a constexpr.
    """

    __slots__ = ("kwargs", "num_warps", "num_stages", "load_other", "persistent",
                 "num_consumer_groups")

    def __init__(self, kwargs: dict | None = None, num_warps: int = 4,
                 num_stages: int | None = None, load_other: str | None = None,
                 persistent: bool = False, num_consumer_groups: int = 1, **constexprs):
        merged = dict(kwargs or {})
        for k, v in constexprs.items():
            if k in merged:
                raise TileTypeError(f"Config: '{k}' given twice")
            merged[k] = v
        for k, v in merged.items():
            merged[k] = _constexpr(k, v)
        _check_options(num_warps, num_stages)
        if load_other is not None and not load_other_ok(load_other):
            raise TileTypeError(f"Config: load_other must be one of "
                                f"{', '.join(map(repr, LOAD_OTHER))} or None, got {load_other!r}")
        object.__setattr__(self, "kwargs", dict(sorted(merged.items())))
        object.__setattr__(self, "num_warps", int(num_warps))
        object.__setattr__(self, "num_stages", None if num_stages is None else int(num_stages))
        object.__setattr__(self, "load_other", load_other)
        if not isinstance(persistent, (bool, np_bool())):
            raise TileTypeError(f"Config: persistent must be True or False, got {persistent!r}")
        object.__setattr__(self, "persistent", bool(persistent))
        object.__setattr__(self, "num_consumer_groups",
                           _check_groups(int(num_warps), num_consumer_groups))

    def __setattr__(self, name, value):
        raise AttributeError("a Config is immutable; make a new one")

    def __hash__(self):
        return hash(self.key)

    def __eq__(self, other):
        return isinstance(other, Config) and other.key == self.key

    @property
    def key(self) -> str:
        """The canonical text of this configuration (stable across processes)."""
        parts = [f"{k}={_text(v)}" for k, v in self.kwargs.items()]
        parts.append(f"num_warps={self.num_warps}")
        if self.num_consumer_groups != 1:  # left out at 1: keys written before it existed
            parts.append(f"num_consumer_groups={self.num_consumer_groups}")
        if self.num_stages is not None:
            parts.append(f"num_stages={self.num_stages}")
        if self.load_other is not None:
            parts.append(f"load_other={self.load_other!r}")
        if self.persistent:
            parts.append("persistent=True")
        return " ".join(parts)

    @property
    def kernel_warps(self) -> int:
        """The warps the kernel runs with under this configuration (the code generator's
        ``num_warps``): ``num_warps * num_consumer_groups``."""
        return self.num_warps * self.num_consumer_groups

    def all_kwargs(self) -> dict:
        """Constexprs and options together, as passed to a launch (Triton's ``all_kwargs``)."""
        out = dict(self.kwargs)
        out["num_warps"] = self.num_warps
        if self.num_consumer_groups != 1:
            out["num_consumer_groups"] = self.num_consumer_groups
        if self.num_stages is not None:
            out["num_stages"] = self.num_stages
        if self.load_other is not None:
            out["load_other"] = self.load_other
        if self.persistent:
            out["persistent"] = True
        return out

    def names(self) -> frozenset:
        """The names this configuration sets, options included."""
        return frozenset(self.kwargs) | {"num_warps"} | (
            {"num_stages"} if self.num_stages is not None else set()) | (
            {"load_other"} if self.load_other is not None else set()) | (
            {"persistent"} if self.persistent else set()) | (
            {"num_consumer_groups"} if self.num_consumer_groups != 1 else set())

    def __repr__(self) -> str:
        return f"Config({self.key.replace(' ', ', ')})"

    __str__ = __repr__


def np_bool():
    import numpy as np

    return np.bool_


def _text(v) -> str:
    if isinstance(v, DType):
        return str(v)
    if isinstance(v, tuple):
        return "(" + ", ".join(_text(x) for x in v) + ("," if len(v) == 1 else "") + ")"
    return repr(v)


def _constexpr(name: str, v):
    import numpy as np

    if isinstance(v, np.generic):
        v = v.item()
    ok = (bool, int, float, str, DType)
    if isinstance(v, list):
        v = tuple(v)
    if isinstance(v, ok) or (isinstance(v, tuple) and all(isinstance(x, ok) for x in v)):
        return v
    raise TileTypeError(f"Config: '{name}' = {v!r} cannot be a constexpr; use an int, float, "
                        f"bool, str, dtype or a tuple of those")


def _check_options(num_warps, num_stages) -> None:
    """The launch's rules (:mod:`tiledsl.optionrules`: numpy integers count as ints), with
    the Config's messages."""
    w = num_warps
    if not num_warps_ok(w):
        raise TileTypeError(f"Config: num_warps must be a power of two from 1 to 32, got {w!r}")
    s = num_stages
    if s is not None and not num_stages_ok(s):
        raise TileTypeError(f"Config: num_stages must be an int >= 0 or None, got {s!r}")


def _check_groups(num_warps: int, groups) -> int:
    """``num_consumer_groups`` as an int: an int >= 1 whose product with ``num_warps`` is a
    valid ``num_warps`` (:mod:`tiledsl.optionrules`, the launch's rule), else a TileTypeError
    with the Config's message (it starts ``Config: num_consumer_groups``, so that a ``.tile``
    decorator locates it at that option's value)."""
    if not num_consumer_groups_ok(groups):
        raise TileTypeError(f"Config: num_consumer_groups must be an int >= 1 (the consumer "
                            f"warpgroups of a warp-specialized loop, num_warps warps each), "
                            f"got {groups!r}")
    problem = consumer_warps_problem(num_warps, int(groups))
    if problem is not None:
        raise TileTypeError(f"Config: {problem}")
    return int(groups)


def validate_configs(kernel_name: str, params, configs, fixed: frozenset = frozenset(),
                     span=None) -> list:
    """Check ``configs`` against a kernel's parameters (``ParamSig`` list) and return them as a
    list. Every constexpr a config sets must be a constexpr parameter of the kernel, and none
    may be in ``fixed`` (names computed by heuristics). Duplicates are refused, and so is an
    empty list. Raises TileTypeError (located at ``span`` when given)."""
    configs = list(configs)
    if not configs:
        raise TileTypeError(f"autotune({kernel_name}): configs is empty; give at least one "
                            f"Config", span)
    kinds = {p.name: p.kind for p in params}
    seen = {}
    for i, c in enumerate(configs):
        if not isinstance(c, Config):
            raise TileTypeError(f"autotune({kernel_name}): configs[{i}] is a "
                                f"{type(c).__name__}, not a Config", span)
        for name in c.kwargs:
            if name not in kinds:
                raise TileTypeError(
                    f"autotune({kernel_name}): configs[{i}] sets '{name}', which is not a "
                    f"parameter of {kernel_name}; its constexprs: "
                    f"{', '.join(n for n, k in kinds.items() if k == 'constexpr') or '(none)'}",
                    span)
            if kinds[name] != "constexpr":
                raise TileTypeError(
                    f"autotune({kernel_name}): configs[{i}] sets '{name}', a run-time "
                    f"parameter; a Config sets constexprs only (declare "
                    f"'{name}: constexpr')", span)
            if name in fixed:
                raise TileTypeError(
                    f"autotune({kernel_name}): configs[{i}] sets '{name}', which a heuristic "
                    f"computes; drop one of the two", span)
        if c.key in seen:
            raise TileTypeError(f"autotune({kernel_name}): configs[{i}] repeats "
                                f"configs[{seen[c.key]}] ({c})", span)
        seen[c.key] = i
    return configs
