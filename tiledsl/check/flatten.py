"""Flattening of checker values into leaves, so control flow can carry tuples too."""
from __future__ import annotations

from .values import POISON, TV, Const, TupleVal


def flatten(v):
    """(leaves, structure): leaves are TV/Const/POISON; structure rebuilds the value."""
    if isinstance(v, TupleVal):
        leaves, structs = [], []
        for item in v.items:
            l, s = flatten(item)
            leaves += l
            structs.append((len(l), s))
        return leaves, ("tuple", tuple(structs))
    return [v], "leaf"


def unflatten(leaves, struct):
    if struct == "leaf":
        return leaves[0]
    items, i = [], 0
    for n, s in struct[1]:
        items.append(unflatten(leaves[i:i + n], s))
        i += n
    return TupleVal(tuple(items))


__all__ = ["flatten", "unflatten", "POISON", "TV", "Const"]
