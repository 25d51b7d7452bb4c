"""Launch facts: what a specialization may assume from the arguments of one GPU launch.

``aligned16`` (pointer address % 16 == 0), ``div16`` (integer % 16 == 0) and ``is_one`` are
Triton's ``tt.divisibility=16`` and value-1 specializations. ``noalias`` is tiledsl's own: the
array's bytes overlap no other array argument of the launch, which lets the code generator
declare the pointer ``__restrict__`` (and read-only ones ``const``, so reads go through the
non-coherent cache) without the unsafety of assuming it for every launch. The interpreter's
hints check asks the same rules (:func:`address_facts`, :func:`int_facts`).
"""
from __future__ import annotations

#: the facts a specialization may assume, per kind of parameter
FACTS = {"pointer": ("aligned16", "noalias"), "int": ("div16", "is_one")}


def address_facts(address: int) -> dict:
    """The facts of a pointer at ``address``: ``aligned16`` when it is a multiple of 16."""
    return {"aligned16": True} if address % 16 == 0 else {}


def int_facts(value: int) -> dict:
    """The facts of an integer argument: ``div16`` (a multiple of 16) and ``is_one``."""
    f = {}
    if value % 16 == 0:
        f["div16"] = True
    if value == 1:
        f["is_one"] = True
    return f


def launch_facts(args, extents: dict) -> dict[str, dict]:
    """Facts for a GPU launch: ``{name: {"aligned16": True, ...}}``, true facts only.

    ``args``: bound arguments (``name``, ``kind`` "pointer"/"scalar", ``type``, ``value``; a
    pointer's value has an ``address``); ``extents``: ``{pointer name: (lo, hi) byte range, or
    None when unknown}`` (no ``noalias`` for anyone then)."""
    facts = {}
    for a in args:
        f = address_facts(a.value.address) if a.kind == "pointer" else {}
        if a.kind == "pointer" and None not in extents.values():
            lo, hi = extents[a.name]
            if all(hi <= lo2 or hi2 <= lo for n2, (lo2, hi2) in extents.items()
                   if n2 != a.name):
                f["noalias"] = True
        elif a.kind == "scalar" and a.type.is_int and not a.type.is_bool:
            f = int_facts(int(a.value))
        if f:
            facts[a.name] = f
    return facts
