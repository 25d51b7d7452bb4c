"""Render a fuzzer :class:`~.model.Kernel` as ``.tile`` source text.

The skeleton of every generated kernel::

    kernel <name>(<outputs and inputs>, m<x>: i32, n<x>: i32, s<x>: i32 ..., mo: i32, t: i32,
                  <scalars>, R: constexpr, C: constexpr):
        pid = program_id(0)
        r = pid * R + arange(0, R)        # this program's rows
        c = arange(0, C)                  # the columns
        <generated statements>

Loads read input ``x`` as an ``[mx, nx]`` matrix with row stride ``sx``; every lane outside
it is masked off and takes ``other``. Stores write the program's own rows of an output
(``r < mo``), so no two programs touch the same element.
"""
from __future__ import annotations

import math
import re

from . import model as M

_PREC = {"or": 1, "and": 2, "not": 3, "<": 4, "<=": 4, ">": 4, ">=": 4, "==": 4, "!=": 4,
         "|": 5, "^": 6, "&": 7, "<<": 8, ">>": 8, "+": 9, "-": 9, "*": 10, "/": 10, "//": 10,
         "%": 10, "u": 11}


def literal(v) -> str:
    """A literal as source text (``inf``, ``-inf``, ``nan`` are names; floats keep a dot)."""
    if isinstance(v, bool):
        return "True" if v else "False"
    if isinstance(v, int):
        return str(v)
    if math.isnan(v):
        return "nan"
    if math.isinf(v):
        return "inf" if v > 0 else "-inf"
    text = repr(float(v))
    return text if any(ch in text for ch in ".en") else text + ".0"


def expr(e: M.Expr) -> str:
    """Source text of an expression, fully parenthesized where precedence could matter."""
    if isinstance(e, M.Var):
        return e.name
    if isinstance(e, M.Lit):
        t = literal(e.value)
        return f"({t})" if t.startswith("-") else t
    if isinstance(e, M.Bin):
        return f"({expr(e.a)} {e.op} {expr(e.b)})"
    if isinstance(e, M.Un):
        sep = " " if e.op == "not" else ""
        return f"({e.op}{sep}{expr(e.a)})"
    if isinstance(e, M.Cast):
        extra = ", bitcast=True" if e.bitcast else ""
        return f"{expr(e.a)}.to({e.dtype}{extra})"
    if isinstance(e, M.Index):
        return f"{expr(e.a)}[:, None]" if e.where == "col" else f"{expr(e.a)}[None, :]"
    if isinstance(e, M.Call):
        if e.fn == "broadcast_to":
            return f"broadcast_to({expr(e.args[0])}, ({', '.join(map(str, e.shape))},))" \
                if len(e.shape) == 1 else \
                f"broadcast_to({expr(e.args[0])}, ({', '.join(map(str, e.shape))}))"
        return f"{e.fn}({', '.join(expr(a) for a in e.args)})"
    if isinstance(e, M.Reduce):
        if e.fn == "cumsum":
            rev = ", reverse=True" if e.reverse else ""
            return f"cumsum({expr(e.a)}, axis={e.axis}{rev})"
        kd = ", keep_dims=True" if e.keep_dims else ""
        return f"{e.fn}({expr(e.a)}, axis={e.axis}{kd})"
    if isinstance(e, M.Load):
        return load(e)
    raise TypeError(f"cannot render {type(e).__name__}")


def load(e: M.Load) -> str:
    x = e.buf
    other = literal(e.other)
    if e.form == "tile":
        return (f"load({x} + r[:, None] * s{x} + c[None, :], mask=(r < m{x})[:, None] & "
                f"(c < n{x})[None, :], other={other})")
    if e.form == "rows":
        j = expr(e.col)
        return f"load({x} + r * s{x} + {j}, mask=(r < m{x}) & ({j} < n{x}), other={other})"
    if e.form == "cols":
        return f"load({x} + c, mask=c < n{x}, other={other})"
    if e.form == "scalar":
        return f"load({x} + (pid % m{x}) * s{x}, mask=n{x} > 0, other={other})"
    raise ValueError(e.form)


def store(s: M.Store, k: M.Kernel) -> str:
    out = next(b for b in k.buffers if b.name == s.out)
    if out.rank == 2:
        ptr, mask = f"{out.name} + r[:, None] * C + c[None, :]", "(r < mo)[:, None]"
    else:
        ptr, mask = f"{out.name} + r", "(r < mo)"
    if s.mask is not None:
        mask = f"{mask} & {expr(s.mask)}"
    return f"store({ptr}, {expr(s.value)}, mask={mask})"


def statements(body, k: M.Kernel, indent: int) -> list[str]:
    pad = "    " * indent
    lines: list[str] = []
    for s in body:
        if isinstance(s, M.Assign):
            lines.append(f"{pad}{s.name} = {expr(s.value)}")
        elif isinstance(s, M.Store):
            lines.append(f"{pad}{store(s, k)}")
        elif isinstance(s, M.If):
            lines.append(f"{pad}if {expr(s.cond)}:")
            lines += statements(s.then, k, indent + 1) or [f"{pad}    pass"]
            if s.orelse:
                lines.append(f"{pad}else:")
                lines += statements(s.orelse, k, indent + 1)
        elif isinstance(s, M.For):
            lines.append(f"{pad}for {s.var} in range({expr(s.start)}, {expr(s.stop)}, "
                         f"{s.step}):")
            if s.brk is not None:
                lines.append(f"{pad}    if {expr(s.brk)}:")
                lines.append(f"{pad}        break")
            lines += statements(s.body, k, indent + 1) or [f"{pad}    pass"]
        elif isinstance(s, M.While):
            lines.append(f"{pad}{s.var} = 0")
            lines.append(f"{pad}while {s.var} < {expr(s.limit)}:")
            lines += statements(s.body, k, indent + 1)
            lines.append(f"{pad}    {s.var} += 1")
        else:
            raise TypeError(f"cannot render {type(s).__name__}")
    return lines


def kernel(k: M.Kernel) -> str:
    """The whole ``.tile`` file of ``k``."""
    params = ", ".join(f"{n}: {t}" for n, t in M.param_list(k))
    head = f"kernel {k.name}({params}, R: constexpr, C: constexpr):"
    lines = [head, "    pid = program_id(0)", "    r = pid * R + arange(0, R)",
             "    c = arange(0, C)"]
    lines += statements(k.body, k, 1)
    text = "\n".join(lines) + "\n"
    if k.names:  # the model's names are distinct words of their own: x0, a1, mo, t ...
        text = re.sub(r"\b(" + "|".join(map(re.escape, k.names)) + r")\b",
                      lambda m: k.names[m.group(1)], text)
    return text
