"""tiledsl kernels as PyTorch custom operators: ``tiledsl.torch.op``.

::

    import torch, tiledsl, tiledsl.torch
    add = tiledsl.load("examples/vector_add.tile").add
    add_op = tiledsl.torch.op(
        "mylib::add", add,
        out=lambda x, y: torch.empty_like(x),            # the outputs, from the inputs
        grid=lambda x, y: (triton_cdiv(x.numel(), 1024),),
        args=lambda out, x, y: (out, x, y, x.numel()),   # the kernel's arguments
        meta={"BLOCK": 1024})
    z = add_op(x, y)                                    # eager, or inside torch.compile

The operator is a ``torch.library.custom_op``: its fake (meta) implementation is ``out``
itself, run on fake tensors, so ``torch.compile(fullgraph=True)`` traces through it without a
graph break and without launching anything; the real implementation allocates the outputs
with ``out`` and launches the kernel once. CPU tensors run on the interpreter, CUDA tensors
on the GPU on torch's current stream. ``op.register_autograd(backward, setup_context=...)``
attaches a backward (written with other tiledsl ops, say), as torch's own does.

This module imports torch: ``import tiledsl`` never does. Without torch, importing it raises
ImportError naming the extra to install (``pip install 'tiledsl[torch]'``).
"""
from __future__ import annotations

import inspect

try:
    import torch
except ImportError as exc:  # pragma: no cover - exercised in an environment without torch
    raise ImportError("tiledsl.torch needs PyTorch, which is not installed: pip install "
                      "'tiledsl[torch]' (or a torch wheel for your platform)") from exc


class TileOp:
    """A tiledsl launch registered as the torch custom operator ``name``; call it like the
    function ``out`` describes. ``custom_op`` is torch's ``CustomOpDef``; ``op`` the
    ``torch.ops`` overload (``torch.ops.mylib.add.default``)."""

    def __init__(self, name, custom_op, num_outputs):
        self.name = name
        self.custom_op = custom_op
        self.num_outputs = num_outputs
        ns, _, opname = name.partition("::")
        self.op = getattr(getattr(torch.ops, ns), opname).default

    def __call__(self, *inputs):
        return self.custom_op(*inputs)

    def register_autograd(self, backward, *, setup_context=None):
        """Attach a backward: ``backward(ctx, *grads) -> one gradient per input`` (None for an
        input that needs none), and ``setup_context(ctx, inputs, output)`` to save what it
        needs (torch's ``CustomOpDef.register_autograd``). Returns this op."""
        self.custom_op.register_autograd(backward, setup_context=setup_context)
        return self

    def __repr__(self) -> str:
        return f"<tiledsl.torch.TileOp {self.name}>"


def _schema(fn, num_outputs: int) -> str:
    params = list(inspect.signature(fn).parameters.values())
    parts = []
    for p in params:
        if p.kind not in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD):
            raise TypeError(f"tiledsl.torch.op: out's parameter {p.name!r} must be an ordinary "
                            f"positional parameter (one per input of the op)")
        ann = p.annotation
        kind = {int: "SymInt", float: "float", bool: "bool", "int": "SymInt",
                "float": "float", "bool": "bool"}.get(ann, "Tensor")
        parts.append(f"{kind} {p.name}")
    ret = "Tensor" if num_outputs == 1 else "(" + ", ".join(["Tensor"] * num_outputs) + ")"
    return "(" + ", ".join(parts) + ") -> " + ret


def op(name: str, kernel, *, out, grid, args=None, meta=None, num_outputs: int = 1,
       schema: str | None = None, device_types=None, tags=None) -> TileOp:
    """Register a launch of ``kernel`` as the torch custom operator ``name``
    (``"namespace::opname"``) and return it as a callable :class:`TileOp`.

    * ``out(*inputs)`` allocates and returns the output tensor (or a tuple of
      ``num_outputs`` tensors) from the op's inputs. It is also the fake implementation,
      so it must use only shapes, dtypes and devices of the inputs (``torch.empty_like(x)``,
      ``x.new_empty(n, m)``), never their values. Its parameters name the op's inputs: a
      parameter annotated ``int``, ``float`` or ``bool`` is a scalar input, any other a
      Tensor (``schema=`` gives the whole torch schema instead).
    * ``grid``: the launch grid, a tuple, or a function of the inputs returning one (or
      returning a ``grid(meta)`` callable, for an autotuned kernel).
    * ``args(*outputs, *inputs)`` returns the kernel's arguments in its parameter order
      (default: the outputs, then the inputs).
    * ``meta``: constexprs and launch options (``num_warps`` ...), a dict or a function of
      the inputs returning one.
    * ``device_types``: torch's (``"cpu"``, ``"cuda"``; default: every device). ``tags``:
      torch's.

    The operator does not mutate its inputs. CPU tensors run on the interpreter, CUDA
    tensors on the GPU. Raises TypeError for an ``out`` whose inputs cannot be read, and
    what ``torch.library.custom_op`` raises (a name already registered, a bad schema); a call
    raises what the launch raises (:class:`tiledsl.TileLaunchError` ...)."""
    ns, sep, opname = name.partition("::") if isinstance(name, str) else ("", "", "")
    if not (sep and ns.isidentifier() and opname.isidentifier()):
        raise ValueError(f"tiledsl.torch.op: the name must be 'namespace::opname' (two Python "
                         f"identifiers, e.g. 'mylib::add'), got {name!r}")
    from ..autotune.tuned import TunedKernel
    from ..launch.kernel import Kernel

    if not isinstance(kernel, (Kernel, TunedKernel)):
        raise TypeError(f"tiledsl.torch.op({name!r}): kernel must be a tiledsl kernel "
                        f"(tiledsl.load('k.tile').NAME), got {type(kernel).__name__}")
    if not callable(out):
        raise TypeError(f"tiledsl.torch.op({name!r}): out must be a function of the inputs "
                        f"returning the output tensor(s), got {type(out).__name__}")
    if schema is None:
        schema = _schema(out, num_outputs)
    make_args = args if args is not None else (lambda *t: t)

    def impl(*inputs):
        # the op's own gradient is its registered backward: the kernel reads plain values
        inputs = tuple(t.detach() if isinstance(t, torch.Tensor) else t for t in inputs)
        outs = out(*inputs)
        outs_t = tuple(outs) if isinstance(outs, (tuple, list)) else (outs,)
        if len(outs_t) != num_outputs:
            raise TypeError(f"{name}: out() returned {len(outs_t)} tensors, but the op declares "
                            f"num_outputs={num_outputs}")
        g = grid(*inputs) if callable(grid) else grid
        m = meta(*inputs) if callable(meta) else dict(meta or {})
        kernel[g](*make_args(*outs_t, *inputs), **m)
        return outs_t[0] if num_outputs == 1 else outs_t

    def fake(*inputs):
        outs = out(*inputs)
        return tuple(outs) if isinstance(outs, list) else outs

    custom = torch.library.custom_op(name, impl, mutates_args=(), schema=schema,
                                     device_types=device_types, tags=tags)
    custom.register_fake(fake)
    return TileOp(name, custom, num_outputs)


__all__ = ["op", "TileOp"]
