"""The key of a tuned launch's remembered choice: what a call's configuration depends on,
computed by straight-line code generated per kernel and positional count (as the launch
fast path computes its fingerprint, :mod:`tiledsl.launch.fastpath`).

A :class:`~.tuned.TunedKernel` chooses a launch's configuration from the bound call: the
keywords (``config=``, caller constexprs, options such as ``backend=``), the values of the
``key`` parameters (an array's shape), the dtype and device of every array argument, and
whether ``TILEDSL_INTERPRET`` is on. :func:`choice_key` generates ``f(args, kwargs)``, a
hashable key of exactly those facts of a call (per positional argument: a scalar's type, plus
its value for a ``key`` parameter or a constexpr; an array's type, dtype and device, plus its
shape for a ``key`` parameter), or None when the call has something it cannot key on cheaply
(an array type it does not know, a torch tensor or an unhashable value by keyword): that call
takes the full path. Addresses and strides are not in the key: they do not change the
configuration, and the base kernel's launch checks them on its own.
"""
from __future__ import annotations

import sys

import numpy as np

from .. import knobs
from ..launch.arrays import is_torch
from .config import Config

#: keyword value types a key holds as they are (hashable, never an array)
_PLAIN = frozenset((int, float, bool, str, type(None), Config))


class _NoKey(Exception):
    """A call that :func:`choice_key`'s key cannot describe."""


def _cupy_ndarray():
    mod = sys.modules.get("cupy")
    return getattr(mod, "ndarray", None) if mod is not None else None


def _torch_tensor() -> list:
    """``[torch.Tensor]`` once torch is imported, else ``[None]`` until then: the launch
    layer's list (:data:`tiledsl.launch.arrays._TORCH`, filled here when torch is imported
    already), which a generated key reads inline. A tensor whose class is exactly
    ``torch.Tensor`` keys there as :func:`array_part` keys it."""
    from ..launch import arrays

    if arrays._TORCH[0] is None:
        arrays._torch_classes()
    return arrays._TORCH


def array_part(a, nd):
    """The key part of an argument at a pointer or unannotated position: a scalar's type; a
    cupy array's type, dtype and device; a torch tensor's type, dtype and device index (-1 on
    the host). Raises :class:`_NoKey` for anything else: numpy arrays (an interpreter
    launch, whose time dwarfs its dispatch, goes the full way) and unknown array types."""
    t = type(a)
    if t is nd:
        return (t, a.dtype, a.device.id)
    if t is int or t is float or t is bool or isinstance(a, np.generic):
        return t
    if is_torch(a):
        return (t, a.dtype, a.get_device())
    raise _NoKey


def shaped_part(a, nd):
    """:func:`array_part` of a ``key`` parameter: an array's shape too, a scalar's value (a
    float by its exact bits, so that -0.0 and 0.0 stay apart as in the tuning key)."""
    part = array_part(a, nd)
    if type(part) is tuple:
        return part + (tuple(a.shape),)
    return value_part(a)


def value_part(a):
    """The key part of a scalar ``key`` parameter or a constexpr: its type and value."""
    t = type(a)
    if t is float or isinstance(a, np.floating):
        return (t, float(a).hex())
    hash(a)  # an unhashable constexpr: TypeError, the full path says why
    return (t, a)


def kwargs_part(kwargs: dict):
    """The keywords' part: names, values and types; None for a torch object (the key would
    keep it alive) or an unhashable value (an array by keyword)."""
    kt = tuple(map(type, kwargs.values()))
    if _PLAIN.issuperset(kt):
        return (tuple(kwargs.items()), kt)
    if any(is_torch(v) for v in kwargs.values()):
        return None
    kw = (tuple(kwargs.items()), kt)
    try:
        hash(kw)
    except TypeError:
        return None
    return kw


def choice_key(params, key_names, n: int):
    """``f(args, kwargs)``: the key of a call with ``n`` positional arguments to a kernel of
    ``params`` (``ParamSig`` list) tuned on ``key_names`` (see the module docstring), or
    None."""
    if n > len(params):
        return lambda args, kwargs: None
    env = {"interpret": knobs.interpret, "nd_of": _cupy_ndarray, "arr": array_part,
           "shaped": shaped_part, "val": value_part, "kwpart": kwargs_part, "NoKey": _NoKey,
           "TORCH": _torch_tensor()}
    items = []
    for i in range(n):
        p, x = params[i], f"a{i}"
        keyed = p.name in key_names
        if p.kind == "constexpr" or (p.kind == "scalar" and keyed):
            items.append(f"(t, {x}) if (t := type({x})) is int else val({x})")
        elif p.kind == "scalar":
            items.append(f"type({x})")
        elif keyed:
            items.append(f"shaped({x}, nd)")
        else:  # a cupy array, a torch.Tensor itself (not a subclass) inline, else arr()
            items.append(f"(t, {x}.dtype, {x}.device.id) if (t := type({x})) is nd else "
                         f"(t, {x}.dtype, {x}.get_device()) if t is TORCH[0] else "
                         f"arr({x}, nd)")
    unpack = f"    {', '.join(f'a{i}' for i in range(n))}{',' if n == 1 else ''} = args\n" \
        if n else ""
    src = ("def choice_key(args, kwargs):\n"
           "    nd = nd_of()\n" + unpack +
           "    try:\n"
           f"        parts = ({''.join(f'({item}), ' for item in items)})\n"
           "    except (NoKey, TypeError):\n        return None\n"
           "    if kwargs:\n"
           "        kw = kwpart(kwargs)\n"
           "        if kw is None:\n            return None\n"
           "    else:\n        kw = ()\n"
           "    return (interpret(), parts, kw)\n")
    exec(compile(src, "<tiledsl autotune choice key>", "exec"), env)  # noqa: S102
    return env["choice_key"]
