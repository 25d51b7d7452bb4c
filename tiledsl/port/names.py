"""What Triton's names become in tiledsl: the tables ``tiledsl port`` translates with.

A ``tl.X`` name (``triton.language.X``) becomes the tiledsl builtin of the same name when the
checker has one (``tiledsl.check.builtins.BUILTINS``, read when a file is ported, so that a
builtin added later is picked up), or the entry of :data:`RENAMES`. ``tl.math.X`` and
libdevice's ``X`` go through :data:`MATH_RENAMES` and then the builtin table. A name with an
entry in :data:`ADVICE` is reported with that advice; any other is reported as missing.
"""
from __future__ import annotations

#: Triton's dtype names and constants -> tiledsl's spelling
RENAMES = {
    "int1": "i1", "int8": "i8", "int16": "i16", "int32": "i32", "int64": "i64",
    "uint8": "u8", "uint16": "u16", "uint32": "u32", "uint64": "u64",
    "float16": "fp16", "bfloat16": "bf16", "float32": "fp32", "float64": "fp64",
    "float8e4nv": "fp8e4nv", "float8e5": "fp8e5",
    "constexpr": "constexpr", "PropagateNan": "PropagateNan",
}

#: dtype names tiledsl has (what an annotation or ``.to()`` may name)
DTYPES = frozenset(v for k, v in RENAMES.items() if k not in ("constexpr", "PropagateNan"))

#: ``tl.math.X`` / ``libdevice.X`` names spelled differently from the tiledsl builtin
MATH_RENAMES = {"fast_expf": "exp", "fast_logf": "log", "fast_dividef": "fdiv",
                "fmaf": "fma", "div_rn": "div_rn", "sqrt_rn": "sqrt_rn"}

#: Triton names tiledsl does not have, with what to do instead
ADVICE = {
    "load_tensor_descriptor": "tiledsl has no tensor descriptors; load through pointer offsets",
    "store_tensor_descriptor": "tiledsl has no tensor descriptors; store through pointer "
                               "offsets",
    "dot_scaled": "tiledsl has no scaled dot; convert the operands and use dot()",
    "tensor": "tiledsl has no tensor type annotation; leave the parameter unannotated",
    "pointer_type": "annotate the parameter with a pointer type such as *fp16, or leave it "
                    "unannotated",
    "cast": "tiledsl converts with the method x.to(dtype), which port writes for a call "
            "tl.cast(x, dtype); call tl.cast or write x.to(dtype)",
    "static_print": None,  # a builtin: listed so that no advice hides it
}

#: Triton tensor methods that are tiledsl builtins taking the tile first, but not methods
#: there: ``x.sum(axis=0)`` becomes ``sum(x, axis=0)``
METHOD_FUNCTIONS = frozenset({
    "sum", "max", "min", "argmax", "argmin", "cumsum", "cumprod", "xor_sum", "trans",
    "permute", "view", "ravel", "split", "flip", "sort", "topk", "histogram", "gather", "exp",
    "exp2", "log", "log2", "abs", "sqrt", "rsqrt", "sigmoid", "softmax", "cos", "sin", "erf",
    "floor", "ceil", "join", "interleave", "cat", "any", "all",
})

#: tile attributes and methods tiledsl has (docs/language.md, Tile attributes and methods)
TILE_ATTRIBUTES = frozenset({"shape", "dtype", "T", "to", "reshape", "broadcast_to",
                             "expand_dims"})

#: Python functions a Triton kernel may call on compile-time values, and their tiledsl form;
#: ``min(a, b)`` is not tiledsl's ``min`` (a reduction), so it becomes ``minimum``
PYTHON_CALLS = {"min": "minimum", "max": "maximum", "abs": "abs", "range": "range"}

#: words tiledsl reserves that Python does not: a Triton variable of that name is renamed
RESERVED = frozenset({"kernel"})

#: ``triton.X`` functions usable in kernels (and in heuristics)
TRITON_FUNCTIONS = {"cdiv": "cdiv", "next_power_of_2": "next_power_of_2"}

#: canonical module paths that mean ``triton.language`` / its math namespaces
LANGUAGE = "triton.language"
MATH_MODULES = ("triton.language.math", "triton.language.extra.libdevice",
                "triton.language.extra.cuda.libdevice", "triton.language.extra.hip.libdevice",
                "triton.language.libdevice")


def builtins() -> frozenset:
    """The names of tiledsl's builtins (the checker's table) and constants."""
    from ..check.builtins import BUILTINS, CONSTANT_NAMES, NAMESPACES

    return frozenset(BUILTINS) | frozenset(CONSTANT_NAMES) | frozenset(NAMESPACES)


def language_name(name: str, have: frozenset) -> tuple[str | None, str | None]:
    """``(tiledsl name, None)`` for ``tl.<name>``, or ``(None, what to do)``."""
    if name in RENAMES:
        return RENAMES[name], None
    if name in have:
        return name, None
    advice = ADVICE.get(name)
    return None, advice or ("tiledsl has no builtin of that name; see the builtin list in "
                            "docs/language.md and write it with the builtins there")


def libdevice_names() -> frozenset:
    """The functions of tiledsl's ``libdevice`` namespace (empty when it has none)."""
    from ..check.builtins import NAMESPACES

    ns = NAMESPACES.get("libdevice")
    return frozenset(getattr(ns, "functions", ()) or ())


def math_name(name: str, have: frozenset) -> tuple[str | None, str | None]:
    """``(tiledsl name, None)`` for ``tl.math.<name>`` or ``libdevice.<name>``: the builtin of
    that name, else tiledsl's ``libdevice.<name>``; or ``(None, what to do)``."""
    name = MATH_RENAMES.get(name, name)
    if name in have:
        return name, None
    if name in libdevice_names():
        return f"libdevice.{name}", None
    return None, ("tiledsl has no math function of that name; the math builtins and the "
                  "libdevice functions are listed in docs/language.md")
