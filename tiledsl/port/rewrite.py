"""One ``@triton.jit`` function rewritten as a tiledsl ``kernel`` or ``def``.

The translation edits the function's own text: names are replaced where they stand
(``tl.load`` -> ``load``, ``tl.float32`` -> ``fp32``, ``tl.constexpr`` -> ``constexpr``), a few
forms are rebuilt (``min(a, b)`` -> ``minimum(a, b)``, ``x.sum(0)`` -> ``sum(x, 0)``,
``a @ b`` -> ``dot(a, b)``, ``assert c, m`` -> ``device_assert(c, m)``,
``float("-inf")`` -> ``-inf``, ``tl.cast(x, tl.float16)`` -> ``x.to(fp16)``), and everything else is kept as written, comments and line
breaks included. Each statement's first line gets a ``# L<n>`` comment with its line in the
Python file. What cannot be translated is collected in :attr:`FunctionPort.errors` as
``(node, message)``; such a function is written commented out by :mod:`.module`.
"""
from __future__ import annotations

import ast
import re

from . import names as N
from .text import Edit, PySource, apply

#: Python constructs tiledsl has no form for, and what to do
NODE_ADVICE = {
    ast.Lambda: "tiledsl has no lambda; write a @triton.jit helper instead",
    ast.Dict: "tiledsl has no dicts; use separate values",
    ast.Set: "tiledsl has no sets",
    ast.ListComp: "tiledsl has no comprehensions; write a static_range loop",
    ast.SetComp: "tiledsl has no comprehensions",
    ast.DictComp: "tiledsl has no comprehensions",
    ast.GeneratorExp: "tiledsl has no generators; write a static_range loop",
    ast.JoinedStr: "tiledsl has no f-strings; use a plain string",
    ast.Starred: "tiledsl has no * unpacking; pass the values one by one",
    ast.NamedExpr: "tiledsl has no := ; assign first",
    ast.Await: "not a kernel construct",
    ast.Yield: "not a kernel construct",
    ast.YieldFrom: "not a kernel construct",
}
STMT_ADVICE = {
    ast.With: "tiledsl has no with statement; write the body without it",
    ast.Try: "tiledsl has no exceptions; remove the try",
    ast.Raise: "tiledsl has no exceptions; use static_assert or device_assert",
    ast.Global: "tiledsl has no globals; pass the value as a parameter or constexpr",
    ast.Nonlocal: "tiledsl has no nonlocal",
    ast.Import: "imports belong outside kernels",
    ast.ImportFrom: "imports belong outside kernels",
    ast.Delete: "tiledsl has no del; just stop using the name",
    ast.FunctionDef: "define the nested function at the top level with @triton.jit",
    ast.ClassDef: "tiledsl has no classes",
}
#: tl.range keywords tiledsl's range does not take (hints): dropped with a note
#: (num_stages= and warp_specialize= are tiledsl's range's own and kept)
RANGE_DROPPED = ("loop_unroll_factor", "disallow_acc_multi_buffer", "flatten",
                 "disable_licm")
#: the parameters of Triton's ``tl.cast``, in order (``x.to()`` takes all but the first)
CAST_PARAMS = ("input", "dtype", "fp_downcast_rounding", "bitcast")


class FunctionPort:
    """The translation of one jit function; ``ctx`` is the module's :class:`.module.Context`."""

    def __init__(self, ctx, fdef: ast.FunctionDef, kind: str):
        self.ctx, self.fdef, self.kind = ctx, fdef, kind
        self.src: PySource = ctx.src
        self.errors: list = []  # (node, message)
        self.notes: list = []  # (node, message): dropped, output still right
        self.edits: list = []
        self.locals = _assigned_names(fdef)
        self.annotated: set = set()

    # ------------------------------------------------------------------ helpers
    def fail(self, node, message: str) -> None:
        self.errors.append((node, message))

    def note(self, node, message: str) -> None:
        self.notes.append((node, message))

    def replace(self, node, new: str) -> None:
        s, e = self.src.span(node)
        self.edits.append(Edit(s, e, new))

    def render(self, node) -> str:
        """The translated text of ``node``."""
        saved, self.edits = self.edits, []
        self.expr(node)
        sub, self.edits = self.edits, saved
        s, e = self.src.span(node)
        return apply(self.src.text, s, e, sub)

    def mark_line(self, lineno: int) -> None:
        if lineno in self.annotated or lineno in self.src.no_comment:
            return
        self.annotated.add(lineno)
        pos = self.src.line_end(lineno)
        self.edits.append(Edit(pos, pos, f"  # L{lineno}"))

    # ------------------------------------------------------------------ the function
    def translate(self) -> str:
        """The translated text from the ``def`` line to the end of the function (decorators
        are the module's job)."""
        f, src = self.fdef, self.src
        start = src.offset(f.lineno, f.col_offset)
        if isinstance(f, ast.AsyncFunctionDef):
            self.fail(f, "an async function cannot be a kernel")
        if self.kind == "kernel":
            self.edits.append(Edit(start, start + 3, "kernel"))
        new_name = self.ctx.renamed.get(f.name)
        if new_name:
            name_at = src.text.index(f.name, start + 3)
            self.edits.append(Edit(name_at, name_at + len(f.name), new_name))
        self.mark_line(f.lineno)
        a = f.args
        for bad, what in ((a.posonlyargs, "positional-only parameters (/)"),
                          (a.kwonlyargs, "keyword-only parameters"),
                          ([a.vararg] if a.vararg else [], "*args"),
                          ([a.kwarg] if a.kwarg else [], "**kwargs")):
            for node in bad:
                self.fail(node, f"tiledsl has no {what}; make them ordinary parameters")
        for arg in a.args:
            if arg.arg in N.RESERVED:
                self.fail(arg, f"'{arg.arg}' is a reserved word in tiledsl; rename the "
                               f"parameter")
            if arg.annotation is not None:
                self.annotation(arg)
        for d in a.defaults:
            self.default(d)
        if f.returns is not None:
            s, e = src.span(f.returns)
            arrow = src.text.rindex("->", start, s)
            while arrow > start and src.text[arrow - 1] in " \t":
                arrow -= 1
            self.edits.append(Edit(arrow, e, ""))
        self.block(f.body, docstring_ok=True)
        end = src.offset(f.end_lineno, f.end_col_offset)
        return apply(src.text, start, end, self.edits)

    def annotation(self, arg: ast.arg) -> None:
        ann = arg.annotation
        path = self.ctx.canonical(ann, self.locals)
        name = path[len(N.LANGUAGE) + 1:] if path and path.startswith(N.LANGUAGE + ".") \
            else None
        s = self.src.offset(arg.lineno, arg.col_offset) + len(arg.arg)
        e = self.src.span(ann)[1]
        if self.kind == "helper":
            # a helper is inlined: an unannotated parameter takes a compile-time value as it
            # is, and a run-time tile too (Triton lets a helper's constexpr take a tile)
            self.edits.append(Edit(s, e, ""))
            if name != "constexpr":
                self.note(ann, f"the annotation of '{arg.arg}' is dropped: a tiledsl helper's "
                               f"parameters take what they are given")
            return
        if name == "constexpr" or N.RENAMES.get(name) in N.DTYPES:
            self.replace(ann, N.RENAMES[name])
            return
        # any other annotation (tl.tensor, int, a string): the parameter specializes on its
        # argument, as Triton's unannotated parameters do
        self.edits.append(Edit(s, e, ""))
        self.note(ann, f"the annotation of '{arg.arg}' is dropped: tiledsl annotations are "
                       f"dtypes, pointers and constexpr, and an unannotated parameter "
                       f"specializes on its argument")

    def default(self, node) -> None:
        if isinstance(node, ast.Constant) and isinstance(node.value, (bool, int, float, str)) \
                or (isinstance(node, ast.Constant) and node.value is None):
            return
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub) and \
                isinstance(node.operand, ast.Constant):
            return
        self.expr(node)

    # ------------------------------------------------------------------ statements
    def block(self, body: list, docstring_ok: bool = False) -> None:
        for i, stmt in enumerate(body):
            if i and body[i - 1].end_lineno == stmt.lineno:
                self.split_line(body, i)
            self.stmt(stmt, docstring_ok and i == 0)
            if i + 1 == len(body) or body[i + 1].lineno != stmt.end_lineno:
                self.drop_trailing_semicolon(stmt)

    def split_line(self, body: list, i: int) -> None:
        """Statements joined by ``;`` (tiledsl has one statement per line): the next one
        goes on a line of its own at the block's indentation, with the same ``# L<n>``."""
        first, prev, nxt = body[0], body[i - 1], body[i]
        line = self.src.lines[first.lineno - 1]
        lead = line.encode("utf-8")[:first.col_offset].decode("utf-8")
        if lead.strip():
            self.fail(nxt, "statements joined by ';' after a ':' on the same line: put the "
                           "block on lines of its own")
            return
        a = self.src.offset(prev.end_lineno, prev.end_col_offset)
        b = self.src.offset(nxt.lineno, nxt.col_offset)
        self.edits.append(Edit(a, b, f"  # L{nxt.lineno}\n{lead}"))

    def drop_trailing_semicolon(self, s) -> None:
        a = self.src.offset(s.end_lineno, s.end_col_offset)
        m = re.match(r"[ \t]*;", self.src.text[a:self.src.line_end(s.end_lineno)])
        if m:
            self.edits.append(Edit(a, a + m.end(), ""))

    def stmt(self, s, docstring_ok: bool = False) -> None:
        if not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant) and
                isinstance(s.value.value, str)):
            self.mark_line(s.lineno)
        if isinstance(s, ast.Expr):
            if isinstance(s.value, ast.Constant) and isinstance(s.value.value, str):
                return  # a docstring, or a string used as a comment
            self.expr(s.value)
        elif isinstance(s, ast.Assign):
            if len(s.targets) != 1:
                self.fail(s, "tiledsl has no chained assignment (a = b = ...); assign once "
                             "per statement")
            for t in s.targets:
                self.target(t)
            self.expr(s.value)
        elif isinstance(s, ast.AugAssign):
            self.target(s.target)
            if isinstance(s.op, (ast.Pow, ast.MatMult)):
                self.fail(s, "tiledsl has no **= or @=; write x = x * x or x = dot(x, y)")
            self.expr(s.value)
        elif isinstance(s, ast.AnnAssign):
            if s.value is None:
                self.fail(s, "a bare annotation declares nothing in tiledsl; assign a value")
                return
            self.target(s.target)
            te, vs = self.src.span(s.target)[1], self.src.span(s.value)[0]
            self.edits.append(Edit(te, vs, " = "))
            self.expr(s.value)
        elif isinstance(s, ast.For):
            self.target(s.target, for_loop=True)
            self.loop_iter(s.iter)
            self.block(s.body)
            if s.orelse:
                self.fail(s.orelse[0], "tiledsl has no for ... else; set a flag in the loop")
        elif isinstance(s, ast.While):
            self.expr(s.test)
            self.block(s.body)
            if s.orelse:
                self.fail(s.orelse[0], "tiledsl has no while ... else; set a flag in the loop")
        elif isinstance(s, ast.If):
            self.expr(s.test)
            self.block(s.body)
            self.block(s.orelse)
        elif isinstance(s, ast.Return):
            if s.value is not None:
                self.expr(s.value)
        elif isinstance(s, (ast.Break, ast.Continue, ast.Pass)):
            pass
        elif isinstance(s, ast.Assert):
            args = [self.render(s.test)] + ([self.render(s.msg)] if s.msg else [])
            self.replace(s, f"device_assert({', '.join(args)})")
        else:
            self.fail(s, STMT_ADVICE.get(type(s), f"tiledsl has no {type(s).__name__} "
                                                  f"statement"))

    def target(self, t, for_loop: bool = False) -> None:
        if isinstance(t, ast.Name):
            self.name(t)
        elif isinstance(t, (ast.Tuple, ast.List)) and not for_loop:
            for e in t.elts:
                self.target(e)
        elif isinstance(t, ast.Subscript):
            self.fail(t, "tiledsl assigns only to names, not to x[...]: write the tile with "
                         "where() or store it with store()")
        elif isinstance(t, ast.Attribute):
            self.fail(t, "tiledsl assigns only to names, not to attributes")
        else:
            self.fail(t, "a for loop's target is one name in tiledsl" if for_loop
                      else "tiledsl assigns only to names")

    def loop_iter(self, it) -> None:
        if isinstance(it, ast.Call):
            path = self.ctx.canonical(it.func, self.locals)
            if isinstance(it.func, ast.Name) and it.func.id == "range" and \
                    "range" not in self.locals:
                path = "range"
            if path in ("range", N.LANGUAGE + ".range", N.LANGUAGE + ".static_range"):
                name = "static_range" if path.endswith("static_range") else "range"
                keep = []
                for kw in it.keywords:
                    if kw.arg in RANGE_DROPPED:
                        self.note(kw.value, f"range's {kw.arg}= is dropped: tiledsl has no "
                                            f"such hint")
                    elif kw.arg is None:
                        self.fail(kw.value, "tiledsl has no ** unpacking")
                    else:
                        keep.append(f"{kw.arg}={self.render(kw.value)}")
                args = [self.render(a) for a in it.args] + keep
                if len(keep) == len(it.keywords):
                    self.replace(it.func, name)
                    for a in it.args:
                        self.expr(a)
                    for kw in it.keywords:
                        self.expr(kw.value)
                else:
                    self.replace(it, f"{name}({', '.join(args)})")
                return
        self.fail(it, "a tiledsl for loop runs over range(...) or static_range(...); rewrite "
                      "the loop with one")

    # ------------------------------------------------------------------ expressions
    def expr(self, node) -> None:
        m = getattr(self, "e_" + type(node).__name__, None)
        if m is not None:
            m(node)
            return
        self.fail(node, NODE_ADVICE.get(type(node), f"tiledsl has no "
                                                    f"{type(node).__name__} expression"))

    def e_Constant(self, node) -> None:
        if node.value is Ellipsis or isinstance(node.value, (bytes, complex)):
            self.fail(node, f"tiledsl has no {type(node.value).__name__} constants")

    def e_Name(self, node) -> None:
        self.name(node)

    def name(self, node) -> None:
        ident = node.id
        if ident in self.locals:
            if ident in N.RESERVED:
                self.replace(node, ident + "_")
            return
        ctx = self.ctx
        if ident in ctx.jit_names:
            if ident in ctx.renamed:
                self.replace(node, ctx.renamed[ident])
            return
        path = ctx.canonical(node, self.locals)
        if path is not None and path != ident:
            self.mapped(node, path)
            return
        if ident in ctx.constants:
            self.replace(node, ctx.constants[ident])
            self.note(node, f"the module-level constant {ident} is written as its value "
                            f"{ctx.constants[ident]}")
            return
        if ident in ("True", "False", "None") or ident in ctx.builtins:
            return
        self.fail(node, f"'{ident}' is not defined in this function, nor a @triton.jit "
                        f"function or a constant of this file; pass it as a parameter (or a "
                        f"constexpr), or port the file that defines it into this one")

    def mapped(self, node, path: str) -> None:
        """Replace a ``tl.X`` / ``libdevice.X`` / ``triton.X`` reference by its tiledsl name."""
        new, advice = self.ctx.tiledsl_name(path)
        if new is None:
            self.fail(node, f"{path.replace(N.LANGUAGE, 'tl')} is not in tiledsl: {advice}")
        else:
            self.replace(node, new)

    def e_Attribute(self, node) -> None:
        path = self.ctx.canonical(node, self.locals)
        if path is not None:
            self.mapped(node, path)
            return
        if node.attr in ("element_ty",):
            self.fail(node, "tiledsl has no pointee type of a pointer (.dtype.element_ty); "
                            "write the dtype (e.g. fp16), or drop the .to() when the value "
                            "goes to store(), which converts to the pointer's type")
            return
        if node.attr in N.TILE_ATTRIBUTES:
            self.expr(node.value)
            return
        self.fail(node, f"tiledsl tiles have no attribute .{node.attr}; the attributes and "
                        f"methods are {', '.join(sorted(N.TILE_ATTRIBUTES))}")

    def e_Call(self, node) -> None:
        f = node.func
        ctx = self.ctx
        path = ctx.canonical(f, self.locals)
        for kw in node.keywords:
            if kw.arg is None:
                self.fail(kw.value, "tiledsl has no ** unpacking; pass the keywords one by one")
                return
        if path == N.LANGUAGE + ".cast":
            self.conversion(node)
            return
        if path is not None and (path.startswith(N.LANGUAGE) or path.startswith("triton.")):
            new, advice = ctx.tiledsl_name(path)
            if new is None:
                self.fail(f, f"{path.replace(N.LANGUAGE, 'tl')} is not in tiledsl: {advice}")
                return
            if new in ("load", "store"):
                for kw in node.keywords:
                    if kw.arg in ("boundary_check", "padding_option") and \
                            kw.arg not in ctx.builtin_params(new):
                        self.fail(kw.value, f"{kw.arg}= belongs to block pointers, which "
                                            f"tiledsl has not; use pointer offsets and mask=")
            done = self.store_value(node) if new == "store" else None
            self.replace(f, new)
            self.call_args(node, skip=done)
            return
        if isinstance(f, ast.Name) and f.id not in self.locals:
            if f.id in ctx.jit_names:
                self.name(f)
                self.call_args(node)
                return
            if f.id in ("min", "max") and f.id not in ctx.jit_names:
                if len(node.args) < 2 or node.keywords:
                    self.fail(node, f"{f.id}() of one iterable is not a kernel operation; "
                                    f"use {f.id}(tile, axis=...) from tl (a reduction)")
                    return
                fn = N.PYTHON_CALLS[f.id]
                parts = [self.render(a) for a in node.args]
                text = parts[-1]
                for p in reversed(parts[:-1]):
                    text = f"{fn}({p}, {text})"
                self.replace(node, text)
                return
            if f.id == "float" and len(node.args) == 1 and isinstance(node.args[0], ast.Constant) \
                    and isinstance(node.args[0].value, str):
                word = node.args[0].value.strip().lower()
                table = {"inf": "inf", "+inf": "inf", "-inf": "-inf", "nan": "nan",
                         "infinity": "inf", "-infinity": "-inf"}
                if word in table:
                    self.replace(node, table[word])
                    return
            if f.id in ("abs", "range"):
                self.call_args(node)
                return
            if f.id in ctx.py_functions:
                self.fail(f, f"{f.id}() is a Python function, not a @triton.jit one; decorate "
                             f"it with @triton.jit if it is kernel code, or compute its value "
                             f"in Python and pass it as a constexpr")
                return
            if f.id in ("float", "int", "bool"):
                self.fail(node, f"{f.id}() is Python's conversion; in tiledsl write "
                                f"x.to({ {'float': 'fp32', 'int': 'i32', 'bool': 'i1'}[f.id]}) "
                                f"(or a literal)")
                return
            if f.id == "print":
                self.fail(node, "print() in a kernel: use device_print('name', x) (run time) "
                                "or static_print(x) (compile time)")
                return
            self.fail(f, f"{f.id}() is neither a @triton.jit function of this file nor a "
                         f"tiledsl builtin; port the file that defines it into this one")
            return
        if isinstance(f, ast.Attribute) and path is None:
            if f.attr in N.METHOD_FUNCTIONS and f.attr not in N.TILE_ATTRIBUTES:
                parts = [self.render(f.value)] + [self.render(a) for a in node.args]
                parts += [f"{kw.arg}={self.render(kw.value)}" for kw in node.keywords]
                self.replace(node, f"{f.attr}({', '.join(parts)})")
                return
            if f.attr == "to" and len(node.args) > 1:
                self.conversion(node, receiver=f.value)
                return
            if f.attr in N.TILE_ATTRIBUTES or (f.attr in ("load", "store") and
                                               "make_tensor_descriptor" in ctx.builtins):
                self.expr(f.value)
                self.call_args(node)
                return
            self.fail(f, f"tiledsl tiles have no method .{f.attr}(); the attributes and "
                         f"methods are {', '.join(sorted(N.TILE_ATTRIBUTES))}")
            return
        self.fail(f, "only builtins, @triton.jit helpers and tile methods can be called in "
                     "tiledsl")

    def conversion(self, node, receiver=None) -> None:
        """``tl.cast(x, dtype, fp_downcast_rounding, bitcast)``, or Triton's ``x.to(dtype,
        fp_downcast_rounding, bitcast)`` with ``receiver`` the ``x`` node, written as tiledsl's
        ``x.to(dtype, ...)``. That method's positional order is ``(dtype, bitcast,
        fp_downcast_rounding)``, so the arguments after the dtype become keywords."""
        what, params = ("tl.cast", CAST_PARAMS) if receiver is None else \
            (".to()", CAST_PARAMS[1:])
        if len(node.args) > len(params):
            self.fail(node.args[len(params)], f"{what} takes at most {len(params)} arguments "
                                              f"({', '.join(params)})")
            return
        bound = dict(zip(params, node.args))
        for kw in node.keywords:
            if kw.arg not in params:
                self.fail(kw, f"{what} has no parameter {kw.arg}=; its parameters are "
                                    f"{', '.join(params)}")
                return
            if kw.arg in bound:
                self.fail(kw, f"{what} is given {kw.arg} twice")
                return
            bound[kw.arg] = kw.value
        x = bound.get("input", receiver)
        if x is None or "dtype" not in bound:
            self.fail(node, f"{what} needs {'a value and ' if receiver is None else ''}a dtype: "
                            f"tl.cast(x, tl.float32) is x.to(fp32)")
            return
        text = self.render(x)
        if not isinstance(x, (ast.Name, ast.Attribute, ast.Call, ast.Subscript)):
            text = f"({text})"  # a literal or an operator: (1).to(fp16), (a + b).to(fp16)
        args = [self.render(bound["dtype"])]
        args += [f"{k}={self.render(bound[k])}" for k in params[-2:] if k in bound]
        self.replace(node, f"{text}.to({', '.join(args)})")

    def call_args(self, node, skip=None) -> None:
        """Translate the arguments of a call (all but ``skip``, already replaced)."""
        for a in node.args:
            if a is not skip:
                self.expr(a)
        for kw in node.keywords:
            if kw.value is not skip:
                self.expr(kw.value)

    def store_value(self, node):
        """``store(p, v.to(P.dtype.element_ty))``: store converts to the pointer's type, so the
        ``.to()`` is dropped (tiledsl has no pointee type to name); returns the value node when
        it was replaced."""
        value = node.args[1] if len(node.args) > 1 else next(
            (kw.value for kw in node.keywords if kw.arg == "value"), None)
        if not isinstance(value, ast.Call):
            return None
        if isinstance(value.func, ast.Attribute) and value.func.attr == "to" and value.args \
                and _is_element_ty(value.args[0]):
            self.replace(value, self.render(value.func.value))
            self.note(value, "the .to(...element_ty) is dropped: store() converts the value "
                             "to the pointer's type")
            return value
        # tl.cast(v, P.dtype.element_ty) with no rounding or bitcast
        if self.ctx.canonical(value.func, self.locals) == N.LANGUAGE + ".cast" and \
                len(value.args) == 2 and not value.keywords and _is_element_ty(value.args[1]):
            self.replace(value, self.render(value.args[0]))
            self.note(value, "the tl.cast(..., ...element_ty) is dropped: store() converts the "
                             "value to the pointer's type")
            return value
        return None

    def e_BinOp(self, node) -> None:
        if isinstance(node.op, ast.MatMult):
            self.replace(node, f"dot({self.render(node.left)}, {self.render(node.right)})")
            return
        if isinstance(node.op, ast.Pow):
            base, exp = node.left, node.right
            if isinstance(exp, ast.Constant) and exp.value == 2 and \
                    isinstance(base, (ast.Name, ast.Constant)):
                b = self.render(base)
                self.replace(node, f"({b} * {b})")
            else:
                self.replace(node, f"pow({self.render(base)}, {self.render(exp)})")
            return
        self.expr(node.left)
        self.expr(node.right)

    def e_UnaryOp(self, node) -> None:
        self.expr(node.operand)

    def e_BoolOp(self, node) -> None:
        for v in node.values:
            self.expr(v)

    def e_Compare(self, node) -> None:
        for op in node.ops:
            if isinstance(op, (ast.Is, ast.IsNot)):
                self.fail(node, "tiledsl has no 'is'; for an optional argument, add a "
                                "constexpr flag (HAS_X: constexpr) and test it")
                return
            if isinstance(op, (ast.In, ast.NotIn)):
                self.fail(node, "tiledsl has no 'in' test; compare with == and combine with or")
                return
        self.expr(node.left)
        for c in node.comparators:
            self.expr(c)

    def e_IfExp(self, node) -> None:
        self.expr(node.test)
        self.expr(node.body)
        self.expr(node.orelse)

    def e_Subscript(self, node) -> None:
        self.expr(node.value)
        items = node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice]
        for it in items:
            if isinstance(it, ast.Slice):
                if it.lower or it.upper or it.step:
                    self.fail(it, "tiledsl subscripts are ':' or None (x[:, None]); slices "
                                  "with bounds are not tile operations: use split() or masks")
            else:
                self.expr(it)

    def e_Tuple(self, node) -> None:
        for e in node.elts:
            self.expr(e)

    e_List = e_Tuple


def _is_element_ty(node) -> bool:
    """True for ``<anything>.element_ty`` (a pointer's pointee type)."""
    return isinstance(node, ast.Attribute) and node.attr == "element_ty"


def _assigned_names(fdef) -> set:
    """Parameters and every name the function assigns."""
    out = {a.arg for a in fdef.args.args + fdef.args.posonlyargs + fdef.args.kwonlyargs}
    for node in ast.walk(fdef):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            out.add(node.id)
    return out
