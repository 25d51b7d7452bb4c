"""Argument kinds: what sort of value each parameter of a builtin takes.

Every argument of a builtin call (and of a tile method) is checked here, after binding and
before the builtin's own rules run, so that a builtin only ever sees values of the kinds it
declares: a string, a dtype, a function, a pointer tile or a tuple where a number belongs is
an error at the argument, never a crash inside the builtin.

A parameter's kind comes from its name (:data:`PARAM_KINDS`), or from :data:`OVERRIDES` for
a builtin that uses the name differently. A parameter whose default is ``None`` also takes
``None``.
"""
from __future__ import annotations

from ..dtypes import DType
from .semantic import fail
from .values import TV, BlockPtr, Const, is_pointer


def _int(v) -> bool:
    return isinstance(v, int) and not isinstance(v, (bool, DType))


def _is_const(v, test) -> bool:
    return isinstance(v, Const) and test(v.value)


#: kind → (test of a checker value, what the message says is expected)
KINDS = {
    "tile": (lambda v: isinstance(v, TV) or (isinstance(v, Const) and v.is_number),
             "a tile, a scalar or a number"),
    "value": (lambda v: (isinstance(v, TV) and not is_pointer(v))
              or (isinstance(v, Const) and v.is_number),
              "a number or a tile of numbers (not pointers)"),
    "pointer": (is_pointer, "a pointer or a tile of pointers"),
    "access": (lambda v: is_pointer(v) or isinstance(v, BlockPtr),
               "a pointer, a tile of pointers or a block pointer"),
    "mask": (lambda v: (isinstance(v, TV) and not is_pointer(v))
             or _is_const(v, lambda x: isinstance(x, bool)),
             "a boolean tile or scalar (e.g. offs < n) or True/False"),
    "bool": (lambda v: _is_const(v, lambda x: isinstance(x, bool) or _int(x)),
             "a compile-time True or False"),
    "int": (lambda v: _is_const(v, _int), "a compile-time integer (a literal or constexpr)"),
    "axis": (lambda v: _is_const(v, lambda x: x is None or _int(x)),
             "a compile-time integer (a literal or constexpr) or None"),
    "dtype": (lambda v: _is_const(v, lambda x: isinstance(x, DType)),
              "a dtype such as fp32 or i32"),
    "str": (lambda v: _is_const(v, lambda x: isinstance(x, str)), "a string literal"),
    "shape": (lambda v: _is_const(v, lambda x: _int(x) or (
        isinstance(x, tuple) and all(_int(i) for i in x))),
        "a compile-time integer or a tuple of them"),
    "const": (lambda v: isinstance(v, Const), "a compile-time value"),
    "any": (lambda v: True, "anything"),
}

#: parameter name → kind, for every parameter name a builtin uses
PARAM_KINDS = {
    "pointer": "pointer", "mask": "mask",
    "x": "value", "y": "value", "z": "value", "val": "value", "cmp": "value",
    "other": "value", "value": "value", "input": "tile", "condition": "value",
    "cond": "value", "acc": "value", "min": "value", "max": "value", "div": "value",
    "axis": "axis", "start": "int", "end": "int", "max_num_imprecise_acc": "int",
    "keep_dims": "bool", "volatile": "bool", "reverse": "bool", "return_indices": "bool",
    "return_indices_tie_break_left": "bool", "tie_break_left": "bool",
    "can_reorder": "bool", "hex": "bool", "allow_tf32": "bool", "bitcast": "bool",
    "dtype": "dtype", "out_dtype": "dtype",
    "shape": "shape", "values": "shape", "dims": "shape",
    # strings from a fixed list: the builtin names the accepted ones
    "sem": "const", "scope": "const", "cache_modifier": "const", "eviction_policy": "const",
    "input_precision": "const", "fp_downcast_rounding": "const",
    "prefix": "str", "msg": "str",
    "propagate_nan": "any",  # the builtin names every accepted spelling
    "pid": "const",
    # random numbers (tiledsl/check/rng.py)
    "seed": "value", "offset": "value", "c0": "value", "c1": "value", "c2": "value",
    "c3": "value", "n_rounds": "int",
    "ieee_rounding": "bool",
    "i": "value", "j": "value", "size_i": "value", "size_j": "value", "size_g": "value",
    "a": "tile", "b": "tile", "num_bins": "int", "src": "tile", "index": "tile",
    "dim": "axis", "descending": "bool", "k": "int",
    # block pointers and tensor descriptors (tiledsl/check/blockptr.py checks the values)
    "base": "any", "strides": "any", "offsets": "any", "block_shape": "shape",
    "order": "shape", "boundary_check": "shape", "padding_option": "const",
    "combine_fn": "any",  # reduce() and associative_scan() name what a helper must be
}

#: (builtin, parameter) → kind, where a builtin uses a name differently or checks the
#: argument itself with a more specific message
OVERRIDES = {
    ("where", "x"): "tile", ("where", "y"): "tile",  # two pointers may be selected
    ("device_print", "args"): "tile",
    ("isnan", "x"): "tile", ("isinf", "x"): "tile", ("isfinite", "x"): "tile",
    ("static_print", "args"): "any", ("static_assert", "cond"): "any",
    ("static_assert", "msg"): "const", ("device_assert", "msg"): "const",
    ("device_print", "prefix"): "any", ("breakpoint", "pid"): "any",
    ("cdiv", "x"): "any", ("cdiv", "div"): "any",  # numbers, or the operators' own rules
    ("range", "args"): "any", ("range", "num_stages"): "any",
    ("range", "warp_specialize"): "any",
    ("static_range", "args"): "any",
    ("cat", "other"): "tile",  # a second tile (pointers too), not a load's fill value
    ("dot", "input"): "value",  # a product of numbers, as its other operand
    ("load", "pointer"): "access", ("store", "pointer"): "access",
    ("make_block_ptr", "shape"): "any", ("make_tensor_descriptor", "shape"): "any",
    # a tile or a tuple of tiles: the builtins check each
    ("reduce", "input"): "any", ("associative_scan", "input"): "any",
    # inline_asm_elementwise() checks each with its own message
    ("inline_asm_elementwise", "asm"): "any", ("inline_asm_elementwise", "constraints"): "any",
    ("inline_asm_elementwise", "args"): "any", ("inline_asm_elementwise", "is_pure"): "any",
    ("inline_asm_elementwise", "pack"): "any", ("inline_asm_elementwise", "reference"): "any",
}
#: (builtin, parameter) → what the message says is expected, where the kind's own words
#: are not enough
WANTED = {(b, "values"): f"positive compile-time integers, one or one per axis (e.g. {b}(x, 16) "
                         f"or {b}(x, (1, 16)))" for b in ("multiple_of", "max_contiguous",
                                                  "max_constancy")}


def kind_of(builtin: str, param: str) -> str:
    """The kind of ``param`` of ``builtin`` (KeyError for a parameter without one)."""
    return OVERRIDES.get((builtin, param)) or PARAM_KINDS[param]


def check_args(name: str, params, varargs, values: dict, spans: dict, extra=(),
               call_span=None) -> None:
    """Refuse, at the argument, a bound value that is not of its parameter's kind.

    ``params``: ``[(name, default)]``; ``varargs``: the name of ``*args`` or None;
    ``values``/``spans``: the bound arguments; ``extra``: ``((value, span), ...)`` collected
    by ``*args``."""
    for p, default in params:
        v = values[p]
        if default is None and isinstance(v, Const) and v.value is None:
            continue
        _check_one(name, p, v, spans.get(p, call_span))
    if varargs:
        for v, sp in extra:
            _check_one(name, varargs, v, sp)


def _check_one(name, param, v, span) -> None:
    test, wanted = KINDS[kind_of(name, param)]
    wanted = WANTED.get((name, param), wanted)
    if not test(v):
        got = v.describe() if hasattr(v, "describe") else repr(v)
        raise fail(f"{name}()'s {param} must be {wanted}, got {got}", span)
