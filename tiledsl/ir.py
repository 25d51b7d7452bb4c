"""The tiledsl IR: SSA values that are tiles or scalars, ops from one :class:`Op` enum, and
structured ``if``/``for``/``while`` regions with loop-carried values.

Both backends consume this IR (never the AST). Conventions every op obeys (checked by
:mod:`tiledsl.verify`):

* A value's type is a :class:`~tiledsl.dtypes.TileType`; shape ``()`` is a scalar.
* Elementwise ops take operands that already have the result's shape (the checker inserts
  ``BROADCAST``) and, unless stated, the same dtype (the checker inserts ``CAST``).
* Every op carries ``loc``, the :class:`~tiledsl.source.Span` of the source it came from.

Operand and attribute conventions, op by op (``x``: operand, ``T``: result type):

==================  ===========================================  ==================================
op                  operands / attrs                             meaning
==================  ===========================================  ==================================
CONST               attrs ``value``                               T filled with value (splat)
ARANGE              attrs ``start``, ``end``                      i32[end-start], start..end-1
PROGRAM_ID          attrs ``axis`` (0..2)                         i32 scalar
NUM_PROGRAMS        attrs ``axis``                                i32 scalar
BROADCAST           x (shape () or same rank, 1-dims grow)        x expanded to T.shape
EXPAND_DIMS         x; attrs ``axis`` (result axis)               size-1 axis inserted
RESHAPE             x                                             row-major reshape to T.shape
PERMUTE             x; attrs ``perm``                             np.transpose(x, perm)
CAST                x; attrs ``bitcast`` (bool)                   convert x to T.elem
ADD SUB MUL         a, b                                          wrap-around for integers
DIV                 a, b (floats)                                 true division
FLOORDIV            a, b (integers)                               truncates toward zero (C)
MOD                 a, b                                          sign of the dividend (C %, fmod)
AND OR XOR          a, b (integers, i1 included)                  bitwise
SHL SHR             a, b (integers)                               SHR arithmetic iff signed dtype
MINIMUM MAXIMUM     a, b; attrs ``propagate_nan`` (bool)          NaN ignored unless propagate_nan
EQ NE LT LE GT GE   a, b → i1                                     float compares ordered, NE unordered
NEG INVERT          x                                             -x (wraps), ~x (integers)
ABS                 x                                             |x|; abs(INT_MIN) = INT_MIN
EXP EXP2 LOG LOG2   x (fp32/fp64)                                 math functions
SQRT RSQRT SIN COS  x (fp32/fp64)
SIGMOID ERF         x (fp32/fp64)
FLOOR CEIL          x (fp32/fp64)
FMA                 a, b, c (floats)                              a*b+c, one rounding
WHERE               cond (i1), a, b                               elementwise select
CLAMP               x, lo, hi (floats); propagate_nan             min(max(x, lo), hi), NaN-ignoring (NaN x
                                                                  → lo); propagate_nan: NaN x → NaN
ADDPTR              ptr, offset (integer)                         ptr + offset elements
LOAD                ptr [, mask] [, other]; attrs ``has_mask``,   masked-off lanes give other (0 if
                    ``has_other``                                 absent) and touch no memory
STORE               ptr, value [, mask]; attrs ``has_mask``       value already has the pointee dtype
ATOMIC_ADD/MAX/MIN  ptr, val [, mask]; attrs ``has_mask``,        returns the old values
ATOMIC_XCHG/AND/    ``sem``, ``scope``
ATOMIC_OR/XOR
ATOMIC_CAS          ptr, cmp, val                                 returns the old values
SUM MAX MIN         x; attrs ``axis``                             reduce axis away; MAX/MIN ignore NaN
ARGMAX ARGMIN       x; attrs ``axis``                             i32; ties → smallest index
CUMSUM CUMPROD      x; attrs ``axis``, ``reverse``                inclusive scan
REDUCE              *xs (one shape); attrs ``axis``, ``combine``  xs reduced along axis by the
                    (a :class:`Combine`)                          combine, a tree of neighbours;
                                                                  one result per x, its dtype
SCAN                *xs (one shape); attrs ``axis``,              inclusive scan by the combine,
                    ``reverse``, ``combine``                      Hillis-Steele steps; results
                                                                  of the operands' types
DOT                 a, b, acc; attrs ``input_precision``          acc + a @ b in acc's dtype; 2-D,
                                                                  or 3-D batched over axis 0
                    (``"tf32"`` or ``"ieee"``, fp32 inputs)
MULTIPLE_OF         x; attrs ``values`` (tuple)                   identity; divisibility hint
MAX_CONTIGUOUS      x; attrs ``values`` (tuple)                   identity; contiguity hint
MAX_CONSTANCY       x; attrs ``values`` (tuple)                   identity; constancy hint
LIBDEVICE           *xs (fp32/fp64, one type); attrs ``fn``       tiledsl.libdevice.FUNCTIONS[fn]
INLINE_ASM          *xs (one shape); attrs ``asm``,               per element: the PTX ``asm``
                    ``constraints``, ``pure``, ``reference``      (CUDA), or the ``reference``
                    (a :class:`Combine` on the xs' scalars)       block (the interpreter)
DEVICE_PRINT        *xs; attrs ``prefix``, ``hex``                print each tile per program
DEVICE_ASSERT       cond; attrs ``msg``                           fail where cond is false
BREAKPOINT          attrs ``pids`` (tuple of (x, y, z), or None)  the interpreter's debugger stops;
                                                                  no-op elsewhere
DEBUG_BARRIER       (none)                                        every thread of the program waits
                                                                  for the others (``__syncthreads``)
ASSUME              cond (i1)                                     a promise the compiler may use
                                                                  (the ``hints`` check verifies it)
IF                  cond (i1 scalar); regions then, else          results = values yielded
FOR                 lb, ub, step, *init; region body(iv, *carry)  results = final carried values;
                    attrs ``num_stages`` (optional, int)          runs while iv<ub (step>0) or
                                                                  iv>ub (step<0); num_stages:
                                                                  the loop's pipeline depth
WHILE               *init; regions cond(*carry) → YIELD(c),       results = final carried values
                    body(*carry) → YIELD(*next)
YIELD               *xs                                           region terminator
==================  ===========================================  ==================================
"""
from __future__ import annotations

import enum
import itertools
from dataclasses import dataclass, field

from .dtypes import DType, PointerType, TileType
from .source import UNKNOWN_SPAN, Span


class Op(enum.Enum):
    """Every operation of the IR. Both backends have a table keyed by this enum."""

    CONST = "const"
    ARANGE = "arange"
    PROGRAM_ID = "program_id"
    NUM_PROGRAMS = "num_programs"
    BROADCAST = "broadcast"
    EXPAND_DIMS = "expand_dims"
    RESHAPE = "reshape"
    PERMUTE = "permute"
    CAST = "cast"
    ADD = "add"
    SUB = "sub"
    MUL = "mul"
    DIV = "div"
    FLOORDIV = "floordiv"
    MOD = "mod"
    UMULHI = "umulhi"
    POW = "pow"
    ATAN2 = "atan2"
    DIV_RN = "div_rn"
    AND = "and"
    OR = "or"
    XOR = "xor"
    SHL = "shl"
    SHR = "shr"
    MINIMUM = "minimum"
    MAXIMUM = "maximum"
    EQ = "eq"
    NE = "ne"
    LT = "lt"
    LE = "le"
    GT = "gt"
    GE = "ge"
    NEG = "neg"
    INVERT = "invert"
    ABS = "abs"
    EXP = "exp"
    EXP2 = "exp2"
    LOG = "log"
    LOG2 = "log2"
    SQRT = "sqrt"
    RSQRT = "rsqrt"
    SIN = "sin"
    COS = "cos"
    SIGMOID = "sigmoid"
    ERF = "erf"
    FLOOR = "floor"
    CEIL = "ceil"
    TANH = "tanh"
    LOG1P = "log1p"
    EXPM1 = "expm1"
    TAN = "tan"
    ASIN = "asin"
    ACOS = "acos"
    ATAN = "atan"
    SINH = "sinh"
    COSH = "cosh"
    ROUND = "round"
    TRUNC = "trunc"
    ERFC = "erfc"
    FMA = "fma"
    LIBDEVICE = "libdevice"
    INLINE_ASM = "inline_asm"
    WHERE = "where"
    CLAMP = "clamp"
    ADDPTR = "addptr"
    LOAD = "load"
    STORE = "store"
    ATOMIC_ADD = "atomic_add"
    ATOMIC_MAX = "atomic_max"
    ATOMIC_MIN = "atomic_min"
    ATOMIC_XCHG = "atomic_xchg"
    ATOMIC_AND = "atomic_and"
    ATOMIC_OR = "atomic_or"
    ATOMIC_XOR = "atomic_xor"
    ATOMIC_CAS = "atomic_cas"
    SUM = "sum"
    MAX = "max"
    MIN = "min"
    ARGMAX = "argmax"
    ARGMIN = "argmin"
    CUMSUM = "cumsum"
    CUMPROD = "cumprod"
    REDUCE = "reduce"
    SCAN = "scan"
    DOT = "dot"
    MULTIPLE_OF = "multiple_of"
    MAX_CONTIGUOUS = "max_contiguous"
    MAX_CONSTANCY = "max_constancy"
    DEVICE_PRINT = "device_print"
    DEVICE_ASSERT = "device_assert"
    BREAKPOINT = "breakpoint"
    DEBUG_BARRIER = "debug_barrier"
    ASSUME = "assume"
    IF = "if"
    FOR = "for"
    WHILE = "while"
    YIELD = "yield"

    def __repr__(self) -> str:
        return f"Op.{self.name}"


BINARY_ARITH = frozenset({Op.ADD, Op.SUB, Op.MUL, Op.DIV, Op.FLOORDIV, Op.MOD, Op.AND, Op.OR,
                          Op.XOR, Op.SHL, Op.SHR, Op.MINIMUM, Op.MAXIMUM, Op.UMULHI,
                          Op.POW, Op.ATAN2, Op.DIV_RN})
COMPARE = frozenset({Op.EQ, Op.NE, Op.LT, Op.LE, Op.GT, Op.GE})
UNARY = frozenset({Op.NEG, Op.INVERT, Op.ABS})
UNARY_MATH = frozenset({Op.EXP, Op.EXP2, Op.LOG, Op.LOG2, Op.SQRT, Op.RSQRT, Op.SIN, Op.COS,
                        Op.SIGMOID, Op.ERF, Op.FLOOR, Op.CEIL, Op.TANH, Op.LOG1P, Op.EXPM1,
                        Op.TAN, Op.ASIN, Op.ACOS, Op.ATAN, Op.SINH, Op.COSH, Op.ROUND,
                        Op.TRUNC, Op.ERFC})
ELEMENTWISE = BINARY_ARITH | COMPARE | UNARY | UNARY_MATH | {Op.FMA, Op.LIBDEVICE, Op.WHERE,
                                                             Op.CLAMP, Op.CAST, Op.ADDPTR}
ATOMICS = frozenset({Op.ATOMIC_ADD, Op.ATOMIC_MAX, Op.ATOMIC_MIN, Op.ATOMIC_XCHG, Op.ATOMIC_AND,
                     Op.ATOMIC_OR, Op.ATOMIC_XOR, Op.ATOMIC_CAS})
REDUCTIONS = frozenset({Op.SUM, Op.MAX, Op.MIN, Op.ARGMAX, Op.ARGMIN})
SCANS = frozenset({Op.CUMSUM, Op.CUMPROD})
CONTROL_FLOW = frozenset({Op.IF, Op.FOR, Op.WHILE, Op.YIELD})
SIDE_EFFECTS = ATOMICS | {Op.STORE, Op.DEVICE_PRINT, Op.DEVICE_ASSERT, Op.BREAKPOINT,
                          Op.DEBUG_BARRIER, Op.ASSUME}

_ids = itertools.count()


class Combine:
    """The combine function of a ``REDUCE`` or ``SCAN``: a block whose arguments are the
    scalars of the left operand, then those of the right one (``2 n`` for ``n`` inputs), and
    whose ``YIELD`` gives the ``n`` combined scalars, of the inputs' dtypes.

    It is an attribute, not a region: it sees only its own arguments (no value of the kernel
    flows in), holds only elementwise ops and constants (no control flow, no memory), and the
    passes do not enter it. Both backends evaluate it as often as the op's fixed order needs:
    the interpreter on numpy arrays of many pairs at once, the code generator once per pair
    of registers. ``name`` is the helper it was made from; its ``repr`` is its text, so that
    two ops with equal combines compare equal in CSE."""

    __slots__ = ("name", "block", "_text")

    def __init__(self, name: str, block: "Block"):
        self.name = name
        self.block = block
        self._text = None

    @property
    def arity(self) -> int:
        """The number of inputs (and results) of the op it combines for."""
        return len(self.block.args) // 2

    def __repr__(self) -> str:
        if self._text is None:
            from .printer import print_combine

            self._text = print_combine(self)
        return self._text


class Value:
    """An SSA value: the result of an op or an argument of a block. ``name`` is a hint only."""

    __slots__ = ("type", "name", "id", "owner")

    def __init__(self, type: TileType, name: str | None = None):
        self.type = type
        self.name = name
        self.id = next(_ids)
        self.owner = None  # the Operation that defines it, or the Block whose argument it is

    def __repr__(self) -> str:
        return f"Value({self.name or self.id}: {self.type})"

    @property
    def shape(self) -> tuple:
        return self.type.shape

    @property
    def elem(self):
        return self.type.elem


class Block:
    """A list of ops with block arguments (loop induction variable and carried values)."""

    def __init__(self, args: list[Value] | None = None):
        self.args = list(args or [])
        for a in self.args:
            a.owner = self
        self.ops: list[Operation] = []

    @property
    def terminator(self) -> "Operation | None":
        return self.ops[-1] if self.ops and self.ops[-1].op is Op.YIELD else None


class Operation:
    """One op: ``results = op(operands) {attrs}`` with nested ``regions`` and a source ``loc``."""

    __slots__ = ("op", "operands", "results", "attrs", "regions", "loc")

    def __init__(self, op: Op, operands, result_types, attrs=None, regions=(), loc: Span = None):
        self.op = op
        self.operands = list(operands)
        self.results = [Value(t) for t in result_types]
        for r in self.results:
            r.owner = self
        self.attrs = dict(attrs or {})
        self.regions = list(regions)
        self.loc = loc if loc is not None else UNKNOWN_SPAN

    @property
    def result(self) -> Value:
        assert len(self.results) == 1, f"{self.op} has {len(self.results)} results"
        return self.results[0]

    def __repr__(self) -> str:
        return f"<{self.op.value} {self.loc.short if self.loc else ''}>"


@dataclass
class Param:
    """A kernel parameter after specialization.

    ``kind`` is ``"pointer"`` or ``"scalar"``; ``value`` is the body's block argument.
    ``facts`` holds launch-time facts for the code generator: ``aligned16`` (pointer address
    % 16 == 0), ``div16`` (integer divisible by 16), ``is_one`` (integer equal to 1).
    """

    name: str
    value: Value
    kind: str
    facts: dict = field(default_factory=dict)


@dataclass
class Function:
    """One specialized kernel: parameters, body, the constexprs it was built with.

    ``debug_info`` is None, or a :class:`tiledsl.debuginfo.DebugInfo` (statement boundaries
    and the source names in scope at each) when lowered with ``check.lower(..., debug=True)``.
    """

    name: str
    params: list[Param]
    body: Block
    constexprs: dict = field(default_factory=dict)
    loc: Span = UNKNOWN_SPAN
    debug_info: object = None

    def walk(self):
        """Every op, depth first, in program order (nested region ops after their parent)."""
        yield from walk_block(self.body)

    def __str__(self) -> str:
        from .printer import print_function

        return print_function(self)


def walk_block(block: Block):
    """Every op of ``block``, depth first, in program order (nested region ops after their
    parent), with an explicit stack: each op costs O(1) at any nesting depth."""
    stack = [iter(block.ops)]
    while stack:
        op = next(stack[-1], None)
        if op is None:
            stack.pop()
            continue
        yield op
        if op.regions:
            stack.extend(iter(r.ops) for r in reversed(op.regions))


class Builder:
    """Appends ops to the current block; ``with builder.at(block):`` switches blocks.

    ``builder.loc`` is the span given to new ops unless one is passed explicitly.
    """

    def __init__(self, block: Block | None = None):
        self.block = block
        self.loc = UNKNOWN_SPAN

    def create(self, op: Op, operands, result_types, attrs=None, regions=(), loc=None) -> Operation:
        o = Operation(op, operands, result_types, attrs, regions, loc or self.loc)
        self.block.ops.append(o)
        return o

    def value(self, op: Op, operands, result_type: TileType, loc=None, **attrs) -> Value:
        """Create a one-result op and return its result."""
        return self.create(op, operands, [result_type], attrs, (), loc).result

    def at(self, block: Block):
        b = self

        class _Ctx:
            def __enter__(self_inner):
                self_inner.saved = b.block
                b.block = block
                return block

            def __exit__(self_inner, *exc):
                b.block = self_inner.saved

        return _Ctx()

    # convenience constructors used by the checker, the passes and tests
    def const(self, value, dtype: DType, shape=(), loc=None) -> Value:
        return self.value(Op.CONST, [], TileType(dtype, tuple(shape)), loc, value=value)


__all__ = [
    "Op", "Value", "Block", "Operation", "Param", "Function", "Builder", "walk_block", "Combine",
    "BINARY_ARITH", "COMPARE", "UNARY", "UNARY_MATH", "ELEMENTWISE", "ATOMICS", "REDUCTIONS",
    "SCANS", "CONTROL_FLOW", "SIDE_EFFECTS", "DType", "PointerType", "TileType",
]
