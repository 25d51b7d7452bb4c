"""The fuzzer's kernel model: a small typed tree that renders to ``.tile`` text
(:mod:`.render`) and that the independent evaluator runs with numpy (:mod:`.evaluate`).

Every expression node carries the ``dtype`` (a string such as ``"fp16"``) and ``shape`` that
:mod:`.ftypes` gives it; the generator (:mod:`.generate`) only builds well-typed trees.

A :class:`Case` is a whole test: the kernel, its grid and the launch arguments.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np


# ---------------------------------------------------------------------------- expressions
@dataclass(frozen=True, eq=False)
class Expr:
    dtype: str
    shape: tuple


@dataclass(frozen=True, eq=False)
class Var(Expr):
    """A kernel variable, parameter or loop counter."""

    name: str = ""


@dataclass(frozen=True, eq=False)
class Lit(Expr):
    """A Python literal (``3``, ``-0.0``, ``True``, ``inf``): promotes by the literal rule."""

    value: object = 0


@dataclass(frozen=True, eq=False)
class Bin(Expr):
    """``a op b`` for arithmetic, bitwise, shift and comparison operators; ``and``/``or``."""

    op: str = "+"
    a: Expr = None
    b: Expr = None
    ct: str = ""  # the computation type both operands are converted to


@dataclass(frozen=True, eq=False)
class Un(Expr):
    """``-a``, ``~a``, ``not a``."""

    op: str = "-"
    a: Expr = None


@dataclass(frozen=True, eq=False)
class Call(Expr):
    """A builtin on values: math functions, ``abs``, ``minimum``/``maximum``, ``where``,
    ``fma``, ``broadcast_to``. ``ct`` is the computation type of the operands."""

    fn: str = ""
    args: tuple = ()
    ct: str = ""


@dataclass(frozen=True, eq=False)
class Cast(Expr):
    """``a.to(dtype)`` or ``a.to(dtype, bitcast=True)``."""

    a: Expr = None
    bitcast: bool = False


@dataclass(frozen=True, eq=False)
class Reduce(Expr):
    """``sum/max/min/argmax/argmin(a, axis=..., keep_dims=...)`` or ``cumsum(a, axis,
    reverse=...)``. ``axis`` None reduces every element."""

    fn: str = "sum"
    a: Expr = None
    axis: int | None = 0
    keep_dims: bool = False
    reverse: bool = False


@dataclass(frozen=True, eq=False)
class Index(Expr):
    """``a[:, None]`` (``where="col"``) or ``a[None, :]`` (``where="row"``)."""

    a: Expr = None
    where: str = "col"


@dataclass(frozen=True, eq=False)
class Load(Expr):
    """A masked load from input buffer ``buf`` (see :mod:`.render` for the exact forms):
    ``form`` is ``"tile"`` ([R, C]), ``"rows"`` ([R], at column ``col``), ``"cols"`` ([C],
    row 0) or ``"scalar"`` (row ``pid % m``, column 0). Masked-off lanes give ``other``."""

    buf: str = ""
    form: str = "tile"
    col: Expr | None = None
    other: object = 0


# ----------------------------------------------------------------------------- statements
@dataclass(frozen=True, eq=False)
class Assign:
    name: str
    value: Expr


@dataclass(frozen=True, eq=False)
class Store:
    """Store ``value`` into output ``out`` at this program's rows (masked by ``rows < mo``
    and ``mask`` when given)."""

    out: str
    value: Expr
    mask: Expr | None = None


@dataclass(frozen=True, eq=False)
class If:
    cond: Expr
    then: tuple
    orelse: tuple = ()


@dataclass(frozen=True, eq=False)
class For:
    """``for var in range(start, stop, step):`` with an optional ``if brk: break`` first."""

    var: str
    start: Expr
    stop: Expr
    step: int
    body: tuple
    brk: Expr | None = None


@dataclass(frozen=True, eq=False)
class While:
    """``var = 0`` then ``while var < limit:`` body, ``var += 1``."""

    var: str
    limit: Expr
    body: tuple


# ------------------------------------------------------------------------------- the kernel
@dataclass(frozen=True)
class Buffer:
    """A pointer parameter. Inputs are logical ``[m, n]`` matrices with row stride ``s``
    (scalar parameters ``m<name>``...); outputs are ``[grid*R, C]`` (``rank`` 2) or
    ``[grid*R]`` (``rank`` 1), rows at or beyond ``mo`` masked."""

    name: str
    dtype: str
    is_output: bool
    rank: int = 2


@dataclass(frozen=True)
class Scalar:
    name: str
    dtype: str


@dataclass
class Kernel:
    """A generated kernel: ``R``×``C`` tiles (constexprs), buffers, scalars, body."""

    name: str
    R: int
    C: int
    buffers: tuple
    scalars: tuple
    body: tuple
    #: parameter name in the model → the name the rendered source gives it (C++ keywords,
    #: CUDA builtins, header functions: the code generator must keep them apart)
    names: dict = field(default_factory=dict)

    def source_name(self, name: str) -> str:
        """The name parameter ``name`` of the model has in the rendered source."""
        return self.names.get(name, name)

    def model_name(self, name: str) -> str:
        """The model's name of the parameter called ``name`` in the rendered source."""
        for old, new in self.names.items():
            if new == name:
                return old
        return name

    @property
    def inputs(self):
        return tuple(b for b in self.buffers if not b.is_output)

    @property
    def outputs(self):
        return tuple(b for b in self.buffers if b.is_output)


@dataclass
class Case:
    """A kernel with one launch: ``grid`` programs, ``arrays`` (name → 1-D numpy array, inputs
    and the initial contents of outputs), ``values`` (name → numpy scalar, every scalar
    parameter including the shapes ``m*``/``n*``/``s*``, ``mo`` and ``t``), ``offsets`` (name →
    elements by which the array starts after a 16-byte boundary, to break alignment)."""

    kernel: Kernel
    grid: int
    arrays: dict
    values: dict
    offsets: dict = field(default_factory=dict)

    def param_names(self) -> list:
        """Runtime parameters in launch order (constexprs R and C come last, by keyword)."""
        return [p for p, _ in param_list(self.kernel)]

    def launch_args(self, arrays: dict | None = None) -> list:
        """Positional launch arguments (arrays from ``arrays`` or this case's)."""
        arrays = self.arrays if arrays is None else arrays
        return [arrays[n] if n in arrays else self.values[n] for n in self.param_names()]

    def fresh_arrays(self) -> dict:
        """Copies of the arrays with the same misalignment as the originals."""
        return {n: aligned_copy(a, self.offsets.get(n, 0)) for n, a in self.arrays.items()}


def param_list(k: Kernel) -> list:
    """``[(name, annotation)]`` of the runtime parameters, in order."""
    out = [(b.name, f"*{b.dtype}") for b in k.buffers]
    for b in k.inputs:
        out += [(f"m{b.name}", "i32"), (f"n{b.name}", "i32"), (f"s{b.name}", "i32")]
    out += [("mo", "i32"), ("t", "i32")]
    out += [(s.name, s.dtype) for s in k.scalars]
    return out


def aligned_copy(a: np.ndarray, offset: int) -> np.ndarray:
    """A copy of 1-D ``a`` whose first element sits ``offset`` elements after a 64-byte
    boundary (so ``offset`` 1 breaks 16-byte alignment for every dtype)."""
    item = a.dtype.itemsize
    pad = 64 // item + 1
    raw = np.empty(a.size + pad + offset + 64, dtype=a.dtype)
    addr = raw.__array_interface__["data"][0]
    skip = ((-addr) % 64) // item + offset
    out = raw[skip: skip + a.size]
    out[...] = a
    return out
