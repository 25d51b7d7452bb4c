"""One C call that tells whether ``torch.Tensor`` objects still have the layout they had: the
launch front's check of a repeat call's tensors (:func:`tiledsl.launch.fastpath._front`,
step 2), in place of reading each tensor's dtype, shape, strides and device in Python.

The check is torch's own ``torch._C._dynamo.guards.TensorGuards`` (what torch.compile's guards
test tensors with): made from tensors, its ``check(*tensors)`` is true when each is of the same
Python class and has the same dispatch keys (the device type and the layout: a sparse, mkldnn
or meta tensor has others), dtype, device index, ``requires_grad``, number of dimensions,
sizes and strides as the one it was made from. It reads no address: the front compares each
tensor's ``data_ptr()`` (which includes the storage offset) itself. It keeps no tensor alive.

It is a private torch API, so :func:`guard_maker` first tests it on small host tensors (each
of shape, strides, dtype and ``requires_grad`` changed in place must fail it, the unchanged
tensor must pass it) and gives None where it is missing or fails a test: the front then reads
every tensor at every repeat call, as it does for classes other than ``torch.Tensor``."""
from __future__ import annotations

import sys

#: guard_maker's answer per tensor class, found once
_MAKERS: dict = {}


def guard_maker(tensor_class):
    """``make(*tensors)`` returning the ``check`` function of a guard of ``tensors`` (all of
    class ``tensor_class``), or None where ``tensor_class`` is not the imported torch's
    ``torch.Tensor`` or torch's ``TensorGuards`` is missing or fails :func:`_works`. ``make``
    raises what ``TensorGuards`` raises for an object it cannot guard."""
    try:
        return _MAKERS[tensor_class]
    except KeyError:
        pass
    except TypeError:  # an unhashable class
        return None
    make = None
    torch = sys.modules.get("torch")
    if torch is not None and getattr(torch, "Tensor", None) is tensor_class:
        try:
            make = _maker(torch)
        except Exception:  # noqa: BLE001 - a torch without it, or with another signature
            make = None
    _MAKERS[tensor_class] = make
    return make


def _maker(torch):
    tensor_guards = torch._C._dynamo.guards.TensorGuards

    def make(*tensors):
        return tensor_guards(*tensors, dynamic_dims_sizes=None, dynamic_dims_strides=None).check

    return make if _works(torch, make) else None


def _works(torch, make) -> bool:
    """Whether guards made by ``make`` pass the unchanged tensors and fail each tensor changed
    in place in one of the ways the front must notice."""
    def fresh():
        return torch.zeros(8, 4, dtype=torch.float32, device="cpu")

    # each changes one thing: (8, 4) and (4, 4) have the same strides, (4, 1)
    changes = (lambda t: t.resize_(4, 4),                       # shape
               lambda t: t.as_strided_((8, 4), (1, 8)),          # strides
               lambda t: t.unsqueeze_(0),                         # dimensions
               lambda t: setattr(t, "data", t.data.half()),       # dtype
               lambda t: t.requires_grad_())
    t, u = fresh(), fresh()
    check = make(t, u)
    if check(t, u) is not True:
        return False
    for change in changes:
        t, u = fresh(), fresh()
        check = make(t, u)
        change(u)
        if check(t, u) is not False:
            return False
    return True
