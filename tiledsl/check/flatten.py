"""Flattening of checker values into leaves, so control flow can carry tuples too."""
from __future__ import annotations

from .values import POISON, TV, BlockPtr, Const, TensorDesc, TupleVal


def flatten(v):
    """(leaves, structure): leaves are TV/Const/POISON; structure rebuilds the value. A block
    pointer's leaves are its offsets (what ``advance`` changes); its base, shape, strides,
    block shape and order are part of its structure, so control flow carries only the
    offsets, and a tensor descriptor has no leaves."""
    if isinstance(v, BlockPtr):
        return [Const(o) if isinstance(o, int) else o for o in v.offsets], ("block_ptr", v.base, v.shape, v.strides, v.block_shape,
                                 v.order)
    if isinstance(v, TensorDesc):
        return [], ("tensor_desc", v)
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
    if struct[0] == "block_ptr":
        _, base, shape, strides, block_shape, order = struct
        offsets = tuple(x.value if isinstance(x, Const) else x for x in leaves)
        return BlockPtr(base, shape, strides, offsets, block_shape, order)
    if struct[0] == "tensor_desc":
        return struct[1]
    items, i = [], 0
    for n, s in struct[1]:
        items.append(unflatten(leaves[i:i + n], s))
        i += n
    return TupleVal(tuple(items))


__all__ = ["flatten", "unflatten", "POISON", "TV", "Const"]
