"""The stable text form of the IR, one op per line.

``%4 = add %2, %3 : fp32[128]  # softmax.tile:7:9``. Values are numbered in order of
definition, so the text is identical from run to run.
"""
from __future__ import annotations

from .ir import Block, Combine, Function, Operation


def _fmt_attr(v) -> str:
    if isinstance(v, Combine):
        return f"@{v.name}"
    if isinstance(v, float):
        return repr(v)
    if isinstance(v, str):
        return repr(v)
    if isinstance(v, tuple):
        return "(" + ", ".join(_fmt_attr(x) for x in v) + ")"
    return str(v)


class _Namer:
    def __init__(self):
        self.names = {}

    def __call__(self, v) -> str:
        if v.id not in self.names:
            self.names[v.id] = f"%{len(self.names)}"
        return self.names[v.id]


def print_function(fn: Function) -> str:
    """The whole kernel as text: a header with parameters, then the body."""
    name = _Namer()
    params = ", ".join(f"{name(p.value)} {p.name}: {p.value.type}"
                       + ("" if not p.facts else " {" + ", ".join(
                           f"{k}" for k, v in sorted(p.facts.items()) if v) + "}")
                       for p in fn.params)
    const = ""
    if fn.constexprs:
        const = "  [" + ", ".join(f"{k}={_fmt_attr(v)}" for k, v in fn.constexprs.items()) + "]"
    lines = [f"kernel @{fn.name}({params}){const} {{"]
    _print_block(fn.body, name, lines, 1)
    lines.append("}")
    return "\n".join(lines)


def _print_block(block: Block, name, lines, depth):
    for op in block.ops:
        _print_op(op, name, lines, depth)


def _print_op(op: Operation, name, lines, depth):
    ind = "  " * depth
    res = ", ".join(name(r) for r in op.results)
    lhs = f"{res} = " if res else ""
    args = ", ".join(name(o) for o in op.operands)
    attrs = ""
    if op.attrs:
        attrs = " {" + ", ".join(f"{k}={_fmt_attr(v)}" for k, v in op.attrs.items()) + "}"
    types = ""
    if op.results:
        types = " : " + ", ".join(str(r.type) for r in op.results)
    loc = f"  # {op.loc.short}" if op.loc is not None and op.loc.line else ""
    head = f"{ind}{lhs}{op.op.value}"
    if args:
        head += " " + args
    comb = op.attrs.get("combine")
    if isinstance(comb, Combine):  # printed like a region, labelled ^combine
        lines.append(f"{head}{attrs}{types} {{{loc}")
        _print_combine_block(comb, name, lines, depth + 1)
        lines.append(f"{ind}}}")
        return
    if not op.regions:
        lines.append(f"{head}{attrs}{types}{loc}")
        return
    lines.append(f"{head}{attrs}{types} {{{loc}")
    for i, region in enumerate(op.regions):
        bargs = ", ".join(f"{name(a)}: {a.type}" for a in region.args)
        label = {0: "", 1: ""}.get(i, "")
        lines.append(f"{ind}  ^bb{i}({bargs}):{label}")
        _print_block(region, name, lines, depth + 2)
    lines.append(f"{ind}}}")


def _print_combine_block(comb: Combine, name, lines, depth):
    ind = "  " * depth
    bargs = ", ".join(f"{name(a)}: {a.type}" for a in comb.block.args)
    lines.append(f"{ind}^combine({bargs}):")
    _print_block(comb.block, name, lines, depth + 1)


def print_combine(comb: Combine) -> str:
    """The text of a combine function on its own, its values numbered from ``%0`` and
    without source locations: equal combines print equally."""
    lines: list = []
    _print_combine_block(comb, _Namer(), lines, 0)
    return f"@{comb.name} " + "; ".join(
        line.strip().split("  # ")[0] for line in lines)
