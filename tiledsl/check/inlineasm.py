"""``inline_asm_elementwise``: Triton's inline PTX per element, with a reference for the
interpreter.

Triton's interpreter cannot run inline assembly; tiledsl's runs ``reference=``, a ``def``
helper of the kernel file that computes the same values from the same arguments, and the
CUDA code runs the assembly. Both are lowered into one ``INLINE_ASM`` op: its operands are
the arguments broadcast to one shape, its ``reference`` attribute the helper as a
:class:`~tiledsl.ir.Combine` (straight-line elementwise code on scalars, run by the
interpreter on whole tiles), and its ``asm``/``constraints`` what the CUDA code emits once
per element (``pack=1``). The GPU tests compare the two.

Operands are written ``$0`` (the result), ``$1`` ... (the arguments), as in Triton; the
constraints are one letter per operand, the result's first with ``=``: ``r`` (32-bit
integers), ``l`` (64-bit integers), ``h`` (16-bit integers), ``f`` (fp32), ``d`` (fp64),
which must match the operands' dtypes.
"""
from __future__ import annotations

from .. import dtypes as dt
from ..dtypes import DType, TileType
from ..ir import Combine, Op
from .combine import build_reference
from .library import builtin, const_dtype
from .semantic import fail
from .values import TV, Callable_, Const, TupleVal

#: constraint letter -> the dtypes it holds
LETTERS = {"r": (DType.i32, DType.u32), "l": (DType.i64, DType.u64),
           "h": (DType.i16, DType.u16), "f": (DType.fp32,), "d": (DType.fp64,)}


def _str(v, span, what) -> str:
    if not (isinstance(v, Const) and isinstance(v.value, str)):
        got = v.describe() if hasattr(v, "describe") else repr(v)
        raise fail(f"inline_asm_elementwise()'s {what} must be a string literal, got {got}",
                   span)
    return v.value


def _letters(constraints: str, n_args: int, span) -> list:
    parts = [p.strip() for p in constraints.split(",")]
    if len(parts) != 1 + n_args or not parts[0].startswith("="):
        raise fail(f"inline_asm_elementwise()'s constraints must be '=X' for the result and "
                   f"then one letter per argument ({n_args}), comma-separated (e.g. "
                   f"'=r,r,r'), got {constraints!r}", span)
    letters = [parts[0][1:]] + parts[1:]
    for c in letters:
        if c not in LETTERS:
            raise fail(f"inline_asm_elementwise()'s constraint {c!r} is not one of "
                       f"{', '.join(LETTERS)} (r: 32-bit integer, l: 64-bit, h: 16-bit, "
                       f"f: fp32, d: fp64)", span)
    return letters


@builtin("inline_asm_elementwise",
         "asm, constraints, args, dtype, is_pure, pack, reference=None")
def _inline_asm_elementwise(lw, a, span):
    """Triton ``tl.inline_asm_elementwise``: ``asm`` (PTX, operands ``$0`` the result then
    ``$1``... the ``args``) run once per element of ``args`` broadcast together, giving a tile
    of ``dtype``; ``is_pure=False`` keeps it even when its result is unused. tiledsl takes
    ``pack=1`` only, and needs ``reference``: a ``def`` helper of this file computing the same
    values, which the interpreter runs."""
    asm = _str(a.asm, a.span("asm"), "asm")
    constraints = _str(a.constraints, a.span("constraints"), "constraints")
    items = a.args
    items = list(items.items) if isinstance(items, TupleVal) else (
        [Const(x) for x in items.value] if isinstance(items, Const) and
        isinstance(items.value, tuple) else [items])
    if not items:
        raise fail("inline_asm_elementwise() needs at least one argument in args",
                   a.span("args"))
    out = const_dtype(a.dtype, a.span("dtype"))
    pack = a.pack.value if isinstance(a.pack, Const) else None
    if pack != 1:
        raise fail(f"inline_asm_elementwise() supports pack=1 only (one element per asm "
                   f"statement), got pack={pack!r}", a.span("pack"))
    if not (isinstance(a.is_pure, Const) and isinstance(a.is_pure.value, bool)):
        raise fail("inline_asm_elementwise()'s is_pure must be True or False",
                   a.span("is_pure"))
    tvs = []
    for i, x in enumerate(items):
        if isinstance(x, Const) and x.is_number:
            raise fail(f"inline_asm_elementwise()'s argument {i} is a number: give it a dtype "
                       f"(full((), value, dtype) or a typed tile)", a.span("args"))
        if not isinstance(x, TV) or x.type.is_pointer:
            got = x.describe() if hasattr(x, "describe") else repr(x)
            raise fail(f"inline_asm_elementwise()'s argument {i} must be a tile of numbers, "
                       f"got {got}", a.span("args"))
        tvs.append(x)
    letters = _letters(constraints, len(tvs), a.span("constraints"))
    for c, (what, d) in zip(letters, [("the result", out)] +
                            [(f"argument {i}", x.elem) for i, x in enumerate(tvs)]):
        if d not in LETTERS[c]:
            raise fail(f"inline_asm_elementwise()'s constraint {c!r} holds "
                       f"{' or '.join(map(str, LETTERS[c]))}, but {what} is {d}",
                       a.span("constraints"))
    shape = ()
    for x in tvs:
        shape = dt.broadcast_shapes(shape, x.shape)
    tvs = [lw.sem.broadcast_to(x, shape, span) for x in tvs]
    ref = a.reference
    if not (isinstance(ref, Callable_) and ref.kind == "helper"):
        raise fail("inline_asm_elementwise() needs reference=, a 'def' helper of this file "
                   "that computes the same values from the same arguments: the interpreter "
                   "runs it instead of the assembly (and the GPU tests compare the two)",
                   a.span("reference") if ref is not None else span)
    block = build_reference(lw, ref.target, [x.elem for x in tvs], out,
                            a.span("reference"), "inline_asm_elementwise")
    op = lw.builder.create(Op.INLINE_ASM, [x.value for x in tvs], [TileType(out, shape)],
                           {"asm": asm, "constraints": ",".join("=" * (i == 0) + c
                                                                for i, c in enumerate(letters)),
                            "pure": bool(a.is_pure.value),
                            "reference": Combine(ref.target.name, block)}, loc=span)
    return TV(op.results[0])
