"""The C++ identifiers of generated code: each kind of name lives in a namespace of its own,
so that no name a kernel's source chooses can meet a keyword, a builtin, a macro or a
declaration of the CUDA or HIP headers.

=================  ====================  ==================================================
what               C++ name              why it cannot collide
=================  ====================  ==================================================
kernel ``k``       ``tl_k_k``            file scope and ``extern "C"``: it must differ from
                                         every C function the headers declare (``fmod``);
                                         no header name and no prelude helper starts with
                                         ``tl_k_``
parameter ``x``    ``p_x``               block scope, where only keywords and macros can
                                         collide; none starts with ``p_``
values             ``<prefix><n>``       ``Emitter.fresh``: a short lower-case prefix and a
                                         counter, never a keyword or a vector type
                                         (``int4``, ``dim3``)
fixed names        ``tl_*``, ``TL_*``    the prelude's helpers and the kernel's own
                                         coordinates (``tl_lane``, ``tl_smem``)
=================  ====================  ==================================================

The runtime loads a compiled kernel by :func:`kernel_symbol`, the name the signature declares.
Text a kernel's source chooses (``device_print`` prefixes, ``device_assert`` messages, file
names) enters the code only through :func:`c_string` and :func:`comment_text`.
"""
from __future__ import annotations

import re

KERNEL_PREFIX = "tl_k_"
PARAM_PREFIX = "p_"

#: prefixes ``Emitter.fresh`` refuses: with a counter they would name a CUDA/HIP vector type
#: (``int4``, ``uint2``, ``float4``, ``dim3``, ...) that generated code also uses
RESERVED_PREFIXES = frozenset({"char", "uchar", "short", "ushort", "int", "uint", "long",
                               "ulong", "longlong", "ulonglong", "float", "double", "half",
                               "dim", "bf"})


def c_ident(name: str) -> str:
    """``name`` with every character that C++ identifiers do not allow replaced by ``_``
    (the names of ``.tile`` sources are unchanged: the grammar allows no others)."""
    return re.sub(r"[^A-Za-z0-9_]", "_", name)


def kernel_symbol(name: str) -> str:
    """The C++ name (and the loaded symbol) of kernel ``name``."""
    return KERNEL_PREFIX + c_ident(name)


def param_name(name: str) -> str:
    """The C++ name of parameter ``name``."""
    return PARAM_PREFIX + c_ident(name)


def fresh_prefix_ok(prefix: str) -> bool:
    """Whether ``prefix`` followed by a counter is a safe local name: letters only, and no
    prefix of a vector type or of the kernel and parameter namespaces."""
    return bool(re.fullmatch(r"[A-Za-z]+", prefix)) and prefix not in RESERVED_PREFIXES


#: C escapes of the characters a string literal cannot hold as they are
_ESCAPES = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\r": "\\r", "\t": "\\t"}


def c_string(text: str) -> str:
    """The body of a C string literal (without its quotes) that holds ``text``'s UTF-8
    bytes: quotes and backslashes escaped, other bytes outside printable ASCII as
    three-digit octal escapes (which, unlike ``\\x``, end where they should)."""
    out = []
    for b in text.encode("utf-8", "replace"):
        c = chr(b)
        if c in _ESCAPES:
            out.append(_ESCAPES[c])
        elif 0x20 <= b < 0x7F:
            out.append(c)
        else:
            out.append(f"\\{b:03o}")
    return "".join(out)


def comment_text(text: str) -> str:
    """``text`` as it can stand in a ``//`` comment: printable ASCII only, and no
    backslash (at the end of a line it would continue the comment onto the code below)."""
    return "".join(c if " " <= c < "\x7f" and c != "\\" else "?" for c in text)
