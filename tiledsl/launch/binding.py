"""Argument binding and specialization of one launch: ``kernel[grid](*args, **kwargs)``.

The rules follow Triton's ``JITFunction.run`` / ``specialize_impl``
(``python/triton/runtime/jit.py``; docs/launch.md):

* every parameter may be passed by position or by keyword; keywords that name no parameter are
  launch options (:data:`~tiledsl.launch.options.OPTIONS`) or an error; parameters with a
  default may be left out;
* a parameter annotated with a dtype or a pointer takes a value of that type (scalars are
  converted and range-checked, :mod:`tiledsl.scalars`; arrays must have exactly the pointee
  dtype, :mod:`.arrays`);
* an unannotated parameter specializes on its argument: ``bool`` → i1; ``int`` → i32, or i64
  when it does not fit, u64 for values ≥ 2**63; ``float`` → fp32; a numpy scalar → its dtype; an
  array → a pointer to its dtype. (Triton also turns the int 1 into a constant; tiledsl keeps it
  an ``i32`` and records the ``is_one`` fact for the code generator instead.)
* for GPU launches, launch-time facts (:mod:`tiledsl.analysis.facts`): a pointer whose address
  is a multiple of 16 is ``aligned16``; an integer divisible by 16 is ``div16``; an integer
  equal to 1 is ``is_one``; an array overlapping no other is ``noalias``.

Every refusal is a :class:`~tiledsl.errors.TileLaunchError` naming the parameter; nothing has
run when one is raised.
"""
from __future__ import annotations

import contextlib
import difflib
import operator
from dataclasses import dataclass, field

import numpy as np

from ..analysis import facts as _facts
from ..dtypes import DType, PointerType, dtype_from_name
from ..errors import TileError, TileLaunchError, add_note
from ..optionrules import is_int
from ..scalars import ScalarError, describe, dtype_of, scalar_value, unannotated_type
from .arrays import Array, as_array, byte_extent
from .options import OPTIONS


def bind(kernel: str, params, args: tuple, kwargs: dict,
         constants=()) -> tuple[dict, dict]:
    """Map positional and keyword arguments to parameters (``ParamSig`` list, in order).

    Returns ``(values, options)``: ``values`` maps every parameter name to its argument (a
    default filled in where one was left out); ``options`` holds the launch options given.
    Raises TileLaunchError for too many arguments, an unknown or repeated keyword (one that
    names a module-level constant of the file, in ``constants``, says so), a missing argument
    and a missing constexpr.
    """
    names = [p.name for p in params]
    kwargs = dict(kwargs)
    options = {k: kwargs.pop(k) for k in OPTIONS if k in kwargs and k not in names}
    if len(args) > len(params):
        raise TileLaunchError(
            f"{kernel}() takes {len(params)} argument{'s' * (len(params) != 1)} "
            f"({', '.join(names)}) but {len(args)} were given")
    values = dict(zip(names, args))
    for key, value in kwargs.items():
        if key not in names and key in constants:
            raise TileLaunchError(
                f"{kernel}() got the keyword argument '{key}', which is a module-level constant "
                f"of the kernel's file ({key}: constexpr = ...), not one of its parameters: "
                f"change it in the file, or make it a constexpr parameter of {kernel}() "
                f"(parameters: {', '.join(names) or '(none)'})")
        if key not in names:
            hint = difflib.get_close_matches(key, names + list(OPTIONS), n=1)
            did = f" (did you mean '{hint[0]}'?)" if hint else ""
            raise TileLaunchError(
                f"{kernel}() got an unknown keyword argument '{key}'{did}; parameters: "
                f"{', '.join(names) or '(none)'}; options: {', '.join(OPTIONS)}")
        if key in values:
            raise TileLaunchError(f"{kernel}() got multiple values for parameter '{key}'")
        values[key] = value
    missing = [p for p in params if p.name not in values and not has_default(p)]
    runtime = [p.name for p in missing if p.kind != "constexpr"]
    if runtime:
        s = "s" * (len(runtime) > 1)
        raise TileLaunchError(
            f"{kernel}() missing argument{s} for parameter{s} "
            + ", ".join(f"'{n}'" for n in runtime))
    if missing:
        n = missing[0].name
        raise TileLaunchError(
            f"{kernel}() missing constexpr '{n}': pass it by keyword, {kernel}[grid](..., {n}=...)")
    for p in params:
        if p.name not in values:
            values[p.name] = p.default
    return values, options


def specialize_all(kernel: str, params, args: tuple, values: dict) -> list:
    """:func:`specialize` for every parameter, in order (``values`` from :func:`bind`, for
    the launch's positional ``args``); a constexpr bound by a positional argument that is
    refused gets :func:`positional_note`."""
    out = []
    for i, p in enumerate(params):
        try:
            out.append(specialize(kernel, p, values[p.name]))
        except TileError as e:
            if p.kind == "constexpr" and i < len(args):
                add_note(e, positional_note(kernel, params, len(args), values, i))
            raise
    return out


@contextlib.contextmanager
def positional_constexprs(kernel: str, params, args: tuple, values: dict):
    """Around a launch's specialization: a TileError raised inside (a compile error in the
    kernel, ``arange(0, BLOCK)``) gets :func:`positional_note` for each constexpr that a
    positional argument of the launch bound, since the error points into the kernel and a
    surplus positional argument is easy to miss."""
    try:
        yield
    except TileError as e:
        for i, p in enumerate(params[:len(args)]):
            if p.kind == "constexpr":
                add_note(e, positional_note(kernel, params, len(args), values, i))
        raise


def positional_note(kernel: str, params, nargs: int, values: dict, i: int) -> str:
    """The note that constexpr ``params[i]`` took its value from positional argument ``i``
    of the ``nargs`` a launch passed, and what to do if that was not meant."""
    p = params[i]
    call = f"{kernel}({', '.join(q.name for q in params)})"
    default = f" (its default is {p.default!r})" if has_default(p) else ""
    return (f"note: constexpr '{p.name}' = {values[p.name]!r} comes from the launch's "
            f"positional argument {i + 1} of {nargs}, for {call}; if it was not meant for "
            f"'{p.name}', leave it out{default} or pass {p.name}=... by keyword")


def has_default(param) -> bool:
    """Whether a ``ParamSig`` has a default (``has_default``; else a non-None ``default``)."""
    return bool(getattr(param, "has_default", param.default is not None))


def normalize_grid(kernel: str, grid, meta: dict | None = None) -> tuple[int, int, int]:
    """A grid of 1 to 3 positive ints (or a callable taking ``meta`` and returning one) → a
    3-tuple, missing dims = 1. Raises TileLaunchError for an empty, zero, negative, non-int or
    4-D grid, and for one beyond :data:`GRID_LIMITS` (Triton silently skips a launch with a zero
    dimension; tiledsl refuses it)."""
    what = "the grid is"
    if callable(grid):
        try:
            grid = grid(dict(meta or {}))
        except Exception as exc:  # noqa: BLE001 - the user's own function failed
            raise TileLaunchError(
                f"{kernel}[grid]: the grid callable raised {type(exc).__name__}: {exc}; it "
                f"receives a dict with keys {', '.join(map(repr, meta or {}))}") from None
        what = "the grid callable returned"
    dims = (grid,) if is_int(grid) else grid
    if not isinstance(dims, (tuple, list)):
        raise TileLaunchError(
            f"{kernel}[grid]: {what} {grid!r}; a grid is a tuple of 1 to 3 ints, e.g. (n,)")
    if len(dims) == 0:
        raise TileLaunchError(
            f"{kernel}[grid]: {what} an empty tuple; give 1 to 3 ints, e.g. (n,)")
    if len(dims) > 3:
        raise TileLaunchError(
            f"{kernel}[grid]: {what} {tuple(dims)!r}, which has {len(dims)} dimensions; "
            f"a grid has at most 3")
    for i, d in enumerate(dims):
        if not is_int(d):
            raise TileLaunchError(
                f"{kernel}[grid]: grid dimension {i} is {d!r} ({type(d).__name__}), not an int; "
                f"use integer division, e.g. cdiv(n, BLOCK) = (n + BLOCK - 1) // BLOCK")
        if d < 0:
            raise TileLaunchError(f"{kernel}[grid]: grid dimension {i} is negative ({int(d)})")
        if d == 0:
            raise TileLaunchError(
                f"{kernel}[grid]: grid dimension {i} is 0, so the grid {tuple(map(int, dims))} "
                f"has no programs; skip the launch when there is no work")
    for i, d in enumerate(dims):
        if d > GRID_LIMITS[i]:
            raise TileLaunchError(
                f"{kernel}[grid]: grid dimension {i} is {int(d)}, above its limit "
                f"{GRID_LIMITS[i]}{' (2**31 - 1)' if i == 0 else ''}; a grid is at most "
                f"{GRID_LIMITS} programs (CUDA's limits, applied on every backend); let "
                f"each program handle more elements (a larger block, or a loop in the kernel)")
    full = tuple(int(d) for d in dims) + (1,) * (3 - len(dims))
    return full  # type: ignore[return-value]

# The largest grid (CUDA's gridDim limits: x < 2**31, y and z <= 65535), on both backends.
GRID_LIMITS = (2**31 - 1, 65535, 65535)


def to_scalar(kernel: str, name: str, value, dtype: DType, unannotated: bool = False):
    """``value`` as a numpy scalar of exactly ``dtype`` (:func:`tiledsl.scalars.scalar_value`);
    a value that does not fit is a TileLaunchError naming the kernel and the parameter."""
    try:
        return scalar_value(name, value, dtype, unannotated)
    except ScalarError as e:
        raise TileLaunchError(f"{kernel}(): {e}") from None


@dataclass
class Arg:
    """One bound parameter after specialization.

    ``kind``: "pointer", "scalar" or "constexpr"; ``type``: PointerType / DType / None;
    ``value``: the numpy scalar, the :class:`Array`, or the constexpr's Python value.
    """

    name: str
    kind: str
    type: object
    value: object
    facts: dict = field(default_factory=dict)

    @property
    def array(self) -> Array | None:
        return self.value if self.kind == "pointer" else None


def specialize(kernel: str, param, value) -> Arg:
    """Type one argument against its parameter (``ParamSig``). Raises TileLaunchError."""
    name = param.name
    if param.kind == "constexpr":
        return Arg(name, "constexpr", None, constexpr_value(kernel, name, value))
    arr = as_array(kernel, name, value)
    if param.kind == "pointer":
        if arr is None:
            raise TileLaunchError(
                f"{kernel}(): parameter '{name}' is declared *{param.dtype} and needs an array, "
                f"got {describe(value)}")
        if arr.dtype != param.dtype:
            raise TileLaunchError(
                f"{kernel}(): parameter '{name}' is declared *{param.dtype} but got an array of "
                f"{arr.dtype} ({np.dtype(arr.dtype.np).name}); convert it, e.g. "
                f"x.astype(np.{np.dtype(param.dtype.np).name})")
        return Arg(name, "pointer", PointerType(arr.dtype), arr)
    if param.kind == "scalar":
        if arr is not None:
            raise TileLaunchError(
                f"{kernel}(): parameter '{name}' is declared {param.dtype} and needs a scalar, "
                f"got an array")
        return Arg(name, "scalar", param.dtype, to_scalar(kernel, name, value, param.dtype))
    # unannotated: specialize on the argument, as Triton does
    if arr is not None:
        return Arg(name, "pointer", PointerType(arr.dtype), arr)
    try:
        dt, value = unannotated_type(name, value)
    except ScalarError as e:
        raise TileLaunchError(f"{kernel}(): {e}") from None
    return Arg(name, "scalar", dt, to_scalar(kernel, name, value, dt, unannotated=True))


def constexpr_value(kernel: str, name: str, value):
    """A constexpr's Python value (numpy scalars become Python numbers); it must be hashable
    and compile-time: bool, int, float, str, a DType, or a tuple of those."""
    if isinstance(value, np.generic):
        value = value.item()
    elif isinstance(value, np.dtype) or (isinstance(value, type)
                                         and issubclass(value, np.generic)):
        dt = dtype_of(np.dtype(value))  # np.float16 or np.dtype("float16"): the dtype fp16
        if dt is not None:
            return dt
    ok = (bool, int, float, str, DType)
    if isinstance(value, ok) or (isinstance(value, tuple)
                                 and all(isinstance(v, ok) for v in value)):
        return value
    raise TileLaunchError(
        f"{kernel}(): constexpr '{name}' needs a compile-time value (int, float, bool, str or a "
        f"dtype), got {describe(value)}")


def launch_facts(args: list[Arg]) -> dict[str, dict]:
    """Facts for a GPU launch of the bound run-time arguments ``args``: ``{name:
    {"aligned16": True, ...}}``, true facts only (:func:`tiledsl.analysis.facts.launch_facts`,
    with the byte extents of the arrays)."""
    extents = {a.name: byte_extent(a.value) for a in args if a.kind == "pointer"}
    return _facts.launch_facts(args, extents)


def parse_type(text) -> DType | PointerType:
    """``"*fp32"`` → PointerType(fp32), ``"i32"`` → DType.i32; DType/PointerType pass through.
    Raises ValueError for an unknown name."""
    if isinstance(text, (DType, PointerType)):
        return text
    s = str(text).strip()
    ptr = s.startswith("*")
    dt = dtype_from_name(s[1:].strip() if ptr else s)
    if dt is None:
        raise ValueError(f"unknown type {text!r}; use a dtype such as i32 or fp16, or a pointer "
                         f"such as *fp32")
    return PointerType(dt) if ptr else dt


def cache_key(arg_types: dict, constexprs: dict, facts: dict) -> tuple:
    """A hashable key of one specialization; constexprs keyed with their type, so that 1,
    1.0 and True stay distinct."""
    first = operator.itemgetter(0)
    return (
        tuple(sorted(arg_types.items(), key=first)),
        tuple(sorted(((k, type(v), v) for k, v in constexprs.items()), key=first)),
        tuple(sorted(((k, tuple(sorted(f))) for k, f in facts.items()), key=first)),
    )
