"""The interpreter's run-time checks and program order, as chosen by a launch.

``kernel[grid](..., check=SPEC, order=ORDER, seed=N, poison=NAMES, print_pids=PIDS)``; the
environment variables ``TILEDSL_CHECK``, ``TILEDSL_ORDER``, ``TILEDSL_SEED`` and
``TILEDSL_PRINT_PIDS`` give the same settings to launches that pass none
(``docs/debugging.md``).

Checks (:data:`CHECKS`):

* ``bounds``: an unmasked lane outside its array (on by default);
* ``race``: two program instances touch one element, at least one of them writing, without
  both using atomics (on by default);
* ``uninit``: a load of an element of a poisoned array that no store of this launch wrote
  (on by default; it only looks at arrays from :func:`tiledsl.empty` and friends, and at the
  parameters named in ``poison=``);
* ``hints``: a ``multiple_of`` / ``max_contiguous`` hint that does not hold for the values
  it is given (on by default; it costs nothing in kernels without hints);
* ``order``: run the launch in two program orders and compare the results (off by default:
  it runs the kernel twice).

A ``check`` spec is None (the environment, else the defaults), True (the defaults), False or
``"none"`` (nothing), ``"all"``, or a comma list such as ``"bounds,order"`` (exactly those),
``"+order"`` / ``"-race"`` (the defaults with one added or removed). A name may end in
``:warn`` (``"race:warn"``): that check then warns (:class:`~tiledsl.errors.TileDebugWarning`)
and the launch goes on, instead of raising :class:`~tiledsl.errors.TileRuntimeError`.
"""
from __future__ import annotations

import os
from dataclasses import dataclass

CHECKS = ("bounds", "race", "uninit", "hints", "order")
DEFAULT = ("bounds", "race", "uninit", "hints")
ORDERS = ("default", "reverse", "random")


class SpecError(ValueError):
    """A malformed check/order/pid spec; the launch turns it into a TileLaunchError."""


@dataclass(frozen=True)
class CheckSpec:
    """``modes``: check name → ``"raise"`` or ``"warn"`` for each check that is on."""

    modes: tuple = ()

    def on(self, name: str) -> bool:
        """Whether check ``name`` is on (in either mode)."""
        return any(n == name for n, _ in self.modes)

    def mode(self, name: str) -> str | None:
        """``"raise"``, ``"warn"``, or None when the check is off."""
        for n, m in self.modes:
            if n == name:
                return m
        return None

    def __str__(self) -> str:
        return ",".join(n if m == "raise" else f"{n}:warn" for n, m in self.modes) or "none"


def _item(text: str, where: str) -> tuple[str, str]:
    name, _, mode = text.strip().partition(":")
    name = name.strip().lower()
    mode = mode.strip().lower() or "raise"
    if name not in CHECKS and name != "all":
        raise SpecError(f"{where}: unknown check '{name}'; the checks are "
                        f"{', '.join(CHECKS)} (or all, none)")
    if mode not in ("raise", "warn"):
        raise SpecError(f"{where}: '{text.strip()}' must end in ':warn' or nothing")
    return name, mode


def parse_check(value=None, *, environ=None) -> CheckSpec:
    """The :class:`CheckSpec` of a launch's ``check=`` (see the module docstring); None reads
    ``TILEDSL_CHECK``. Raises :class:`SpecError` for a malformed spec."""
    where = "check="
    if value is None:
        env = os.environ if environ is None else environ
        value = env.get("TILEDSL_CHECK", "").strip() or True
        where = "TILEDSL_CHECK"
    if value is True:
        return CheckSpec(tuple((n, "raise") for n in DEFAULT))
    if value is False:
        return CheckSpec(())
    if isinstance(value, CheckSpec):
        return value
    if isinstance(value, (list, tuple, set, frozenset)):
        value = ",".join(str(v) for v in value)
    if not isinstance(value, str):
        raise SpecError(f"{where} takes a string such as 'bounds,race' or '+order', True or "
                        f"False, got {value!r}")
    text = value.strip()
    if text.lower() in ("none", ""):
        return CheckSpec(())
    items = [t for t in text.split(",") if t.strip()]
    relative = all(t.strip()[:1] in "+-" for t in items)
    if not relative and any(t.strip()[:1] in "+-" for t in items):
        raise SpecError(f"{where}: mix of '+'/'-' items and plain names in {value!r}; use "
                        f"either a full list ('bounds,order') or changes to the defaults "
                        f"('+order,-race')")
    modes = dict((n, "raise") for n in DEFAULT) if relative else {}
    for t in items:
        t = t.strip()
        sign = t[0] if relative else "+"
        name, mode = _item(t[1:] if relative else t, where)
        names = CHECKS if name == "all" else (name,)
        for n in names:
            if sign == "-":
                modes.pop(n, None)
            else:
                modes[n] = mode
    return CheckSpec(tuple((n, modes[n]) for n in CHECKS if n in modes))


#: the checks a GPU launch can make (the sanitize mode, ``tiledsl/codegen/faults.py``)
GPU_CHECKS = ("bounds",)


def gpu_check(value=None, *, environ=None) -> str | None:
    """The sanitize mode of a GPU launch: None (unchecked, the default), ``"raise"`` or
    ``"warn"``. ``value`` is the launch's ``check=``: False or ``"none"`` (unchecked),
    ``"bounds"`` or ``"bounds:warn"``; a spec that turns on a check the GPU cannot make
    (race, uninit, hints, order; also True, the interpreter's defaults) is refused. None reads
    ``TILEDSL_CHECK``, which is shared with interpreter launches: a GPU launch takes its bounds
    check (on in ``all``, in a relative spec and in the defaults it names) and leaves the
    others to the interpreter; unset or empty is unchecked. Raises :class:`SpecError`."""
    if value is None:
        env = os.environ if environ is None else environ
        text = env.get("TILEDSL_CHECK", "").strip()
        return parse_check(text).mode("bounds") if text else None
    spec = parse_check(value)
    others = [n for n, _ in spec.modes if n not in GPU_CHECKS]
    if others:
        raise SpecError(
            f"check={value!r} turns on {', '.join(others)}, which only the interpreter "
            f"checks; on the GPU, check='bounds' (or 'bounds:warn') bounds-checks every "
            f"access (the sanitize mode), and backend='interpreter' runs every check")
    return spec.mode("bounds")


_UNREAD = object()
_ENV_GPU_CHECK: list = [_UNREAD, None]  # (raw TILEDSL_CHECK, its gpu_check) of the last call


def gpu_check_from_env() -> str | None:
    """:func:`gpu_check` of ``TILEDSL_CHECK`` as it is now, parsed once per value (the
    launch fast path reads it on every launch); a malformed value counts as unchecked here
    and is refused by the launch's own parse."""
    raw = os.environ.get("TILEDSL_CHECK")
    if raw != _ENV_GPU_CHECK[0]:
        try:
            mode = gpu_check(None, environ={"TILEDSL_CHECK": raw or ""})
        except SpecError:
            mode = None
        _ENV_GPU_CHECK[:] = [raw, mode]
    return _ENV_GPU_CHECK[1]


def parse_order(order=None, seed=None, *, environ=None) -> tuple[str, int | None]:
    """``(order, seed)`` of a launch: order is ``"default"`` (program ids in order, batched
    when possible), ``"reverse"`` or ``"random"`` (one program at a time, shuffled by
    ``seed``; None picks a seed, which error messages then name). None reads
    ``TILEDSL_ORDER`` (``default``, ``reverse``, ``random`` or ``random:SEED``: only
    ``random`` takes a seed there) and ``TILEDSL_SEED``."""
    env = os.environ if environ is None else environ
    order_from, seed_from = "order=", "seed="  # where each value came from, for messages
    if order is None:
        text = env.get("TILEDSL_ORDER", "").strip().lower() or "default"
        order, colon, s = text.partition(":")
        if text != "default":
            order_from = "TILEDSL_ORDER"
        if colon and order in ORDERS and order != "random":
            raise SpecError(f"TILEDSL_ORDER={env['TILEDSL_ORDER'].strip()!r}: only random takes "
                            f"a seed; use default, reverse, random or random:SEED "
                            f"(TILEDSL_SEED sets the seed that check='order' shuffles with)")
        if s and seed is None:
            seed, seed_from = s, "TILEDSL_ORDER's seed"
    if seed is None and env.get("TILEDSL_SEED", "").strip():
        seed, seed_from = env["TILEDSL_SEED"].strip(), "TILEDSL_SEED"
    if order not in ORDERS:
        got = order if order_from == "order=" else env["TILEDSL_ORDER"].strip()
        raise SpecError(f"{order_from} must be one of {', '.join(map(repr, ORDERS))}, got "
                        f"{got!r}")
    if seed is not None:
        try:
            seed = int(seed)
        except (TypeError, ValueError):
            raise SpecError(f"{seed_from} must be an int, got {seed!r}") from None
        if seed < 0:
            raise SpecError(f"{seed_from} must be >= 0, got {seed}")
    return order, seed


def parse_pids(value=None, *, environ=None, what="print_pids=") -> frozenset | None:
    """Program ids as a frozenset of (x, y, z) tuples, or None for all: an int, a tuple of
    1 to 3 ints, a list of those, or a string ``"3"``, ``"1,0"`` or ``"0;2;5"`` (``;``
    separates ids). None reads ``TILEDSL_PRINT_PIDS``."""
    if value is None:
        env = os.environ if environ is None else environ
        value = env.get("TILEDSL_PRINT_PIDS", "").strip() or None
        if value is None:
            return None
        what = "TILEDSL_PRINT_PIDS"
    if isinstance(value, str):
        try:
            items = [tuple(int(p) for p in part.split(",")) for part in value.split(";")
                     if part.strip()]
        except ValueError:
            raise SpecError(f"{what}: {value!r} is not a list of program ids such as "
                            f"'3' or '1,0;2,0'") from None
    elif isinstance(value, (int,)) and not isinstance(value, bool):
        items = [(value,)]
    elif isinstance(value, tuple) and all(isinstance(v, int) for v in value):
        items = [value]
    elif isinstance(value, (list, tuple, set, frozenset)):
        items = [(v,) if isinstance(v, int) else tuple(v) for v in value]
    else:
        raise SpecError(f"{what} takes a program id or a list of them, got {value!r}")
    out = set()
    for t in items:
        if not 1 <= len(t) <= 3 or not all(isinstance(i, int) and i >= 0 for i in t):
            raise SpecError(f"{what}: {t!r} is not a program id (1 to 3 ints >= 0)")
        out.add(tuple(t) + (0,) * (3 - len(t)))
    return frozenset(out)


def parse_poison(value) -> tuple:
    """``poison=``: the names of the pointer parameters to poison, as a tuple of str."""
    if value is None:
        return ()
    if isinstance(value, str):
        return tuple(v.strip() for v in value.split(",") if v.strip())
    if isinstance(value, (list, tuple, set, frozenset)) and all(isinstance(v, str)
                                                                 for v in value):
        return tuple(value)
    raise SpecError(f"poison= takes parameter names (a list of str), got {value!r}")


__all__ = ["CHECKS", "DEFAULT", "ORDERS", "CheckSpec", "SpecError", "parse_check",
           "parse_order", "parse_pids", "parse_poison"]
