"""Compile-time values the checker manipulates while lowering a kernel.

* :class:`TV` wraps an IR value (a tile or scalar computed at run time);
* :class:`Const` is a value known at compile time (constexprs, literals, dtypes, strings,
  tuples of those): arithmetic on Consts follows Python, as Triton's constexprs do;
* :class:`Poison` stands for the result of an expression that already produced an error, so
  that one mistake is reported once and checking continues.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..dtypes import DType, PointerType, TileType
from ..ir import Value
from ..source import Span


@dataclass(frozen=True)
class TV:
    """A run-time tile or scalar."""

    value: Value

    @property
    def type(self) -> TileType:
        return self.value.type

    @property
    def shape(self) -> tuple:
        return self.value.type.shape

    @property
    def elem(self):
        return self.value.type.elem

    def describe(self) -> str:
        t = self.type
        what = f"{t.elem} scalar" if t.is_scalar else f"{t} tile"
        return f"{article(what)} {what}"


@dataclass(frozen=True)
class EnumNamespace:
    """A name whose attributes are constants, as Triton's ``tl.PropagateNan.ALL``:
    ``members`` maps each attribute to its compile-time value."""

    name: str
    members: tuple  # ((attribute, value), ...)

    def member(self, attr: str):
        """The value of ``attr``, or KeyError."""
        return dict(self.members)[attr]

    def __repr__(self):
        return self.name


@dataclass(frozen=True, eq=False)
class FunctionNamespace:
    """A name whose attributes are builtins, as Triton's ``libdevice.cbrt``: ``functions``
    maps each attribute to its :class:`~tiledsl.check.library.Builtin`."""

    name: str
    functions: dict

    def __repr__(self):
        return self.name


@dataclass(frozen=True)
class Const:
    """A compile-time value: int, float, bool, None, str, DType, or a tuple of Consts' values.

    ``name``: the constexpr parameter it is the value of (``BLOCK``), which messages name.
    ``made_at``/``made_as``: for an integer outside 64 bits, the span of the literal or
    expression that first left them, and that expression with its operands' values
    (``4611686018427387904 * 4``; None for a literal), so that the error of its use as a value
    points there (:meth:`tiledsl.check.semantic.Semantic.fits_64`). None of them takes part in
    equality.
    """

    value: object
    name: str | None = field(default=None, compare=False)
    made_at: Span | None = field(default=None, compare=False, repr=False)
    made_as: str | None = field(default=None, compare=False, repr=False)

    def describe(self) -> str:
        v = self.value
        if isinstance(v, DType):
            return f"the dtype {v}"
        if isinstance(v, str):
            return f"the string {v!r}"
        if isinstance(v, tuple):
            return f"the tuple {v!r}"
        if isinstance(v, FunctionNamespace):
            return f"the namespace {v.name} (call its functions: {v.name}.cbrt(x) ...)"
        if isinstance(v, EnumNamespace):
            return f"the name {v.name} (use {v.name}." + f" or {v.name}.".join(
                m for m, _ in v.members) + ")"
        return f"the constant {v!r}"

    @property
    def is_number(self) -> bool:
        return isinstance(self.value, (bool, int, float)) and not isinstance(self.value, DType)

    def shown(self) -> str:
        """How a message names this number: ``constexpr BLOCK=1024`` for a constexpr's value,
        else ``literal 1024``."""
        return f"constexpr {self.name}={self.value!r}" if self.name else f"literal {self.value!r}"


class Poison:
    """The value of an expression that failed to check (its error is already recorded)."""

    _inst = None

    def __new__(cls):
        if cls._inst is None:
            cls._inst = super().__new__(cls)
        return cls._inst

    def describe(self) -> str:
        return "an invalid value"


POISON = Poison()


@dataclass(frozen=True)
class TupleVal:
    """A tuple of values (helper returns, ``a, b`` on the right of an assignment)."""

    items: tuple

    def describe(self) -> str:
        return f"a tuple of {len(self.items)} values"


@dataclass(frozen=True)
class BlockPtr:
    """Triton's block pointer (``make_block_ptr``): a ``block_shape`` window at ``offsets``
    into a tensor of ``shape`` and ``strides`` (in elements) starting at pointer ``base``.
    ``base`` is a pointer scalar (TV); ``shape``/``strides`` hold i64 scalars (TV) or ints,
    ``offsets`` i32 scalars or ints; ``block_shape`` and ``order`` are ints. Loads and stores
    through it lower to pointer tiles and masks (:mod:`tiledsl.check.blockptr`)."""

    base: TV
    shape: tuple
    strides: tuple
    offsets: tuple
    block_shape: tuple
    order: tuple

    def describe(self) -> str:
        return f"a block pointer to {self.base.elem.elem}{list(self.block_shape)}"


@dataclass(frozen=True)
class TensorDesc:
    """Triton's tensor descriptor (``make_tensor_descriptor``): ``base``, ``shape`` (i32
    scalars or ints), ``strides`` (i64 scalars or ints, the last one 1) and the
    ``block_shape`` that ``desc.load(offsets)`` / ``desc.store(offsets, value)`` move;
    ``padding`` is ``"zero"`` or ``"nan"``, what out-of-range elements read as."""

    base: TV
    shape: tuple
    strides: tuple
    block_shape: tuple
    padding: str

    def describe(self) -> str:
        return f"a tensor descriptor of {self.base.elem.elem}{list(self.block_shape)} blocks"


@dataclass(frozen=True)
class Callable_:
    """A builtin or helper name used as a value (only valid as the callee of a call)."""

    name: str
    kind: str  # "builtin" | "helper" | "method"
    target: object = None
    bound: object = None  # the receiver of a method (``x`` in ``x.to``)

    def describe(self) -> str:
        if self.kind == "method":
            return f"the method .{self.name} of a tile (call it: .{self.name}(...))"
        return f"the function {self.name}"


def article(word: str) -> str:
    """'a' or 'an' before a dtype name as it is read aloud (an i32, an fp16, a u8, a bf16)."""
    return "an" if word[:1] in "aeiof" else "a"


def is_pointer(v) -> bool:
    return isinstance(v, TV) and isinstance(v.elem, PointerType)
