"""``@triton.autotune`` and ``@triton.heuristics`` to tiledsl's ``@autotune`` / ``@heuristics``.

The configuration list is evaluated from the Python source without running it: literals,
lists, tuples, dicts, ``+`` of lists, list comprehensions over them and ``range``, module-level
names bound to such expressions, module-level functions whose body is one ``return`` of one,
and ``triton.Config(...)`` calls. Anything else is reported at its place with what to write.
A heuristic's lambda ``lambda args: args["K"] % args["BLOCK_K"] == 0`` becomes the expression
``K % BLOCK_K == 0`` (docs/autotune.md lists what a heuristic may use).
"""
from __future__ import annotations

import ast
import copy
import itertools
from dataclasses import dataclass, field


class Unsupported(Exception):
    """A construct the port cannot evaluate or translate: ``node`` locates it, ``message`` says
    what it is and what to do."""

    def __init__(self, node, message: str):
        super().__init__(message)
        self.node = node
        self.message = message


@dataclass
class PortedConfig:
    """One ``triton.Config``: its constexprs and the options tiledsl's ``Config`` takes."""

    kwargs: dict
    options: dict = field(default_factory=dict)

    def text(self) -> str:
        parts = [f"{k}={_literal(v)}" for k, v in self.kwargs.items()]
        parts += [f"{k}={_literal(v)}" for k, v in self.options.items()]
        return "Config(" + ", ".join(parts) + ")"


def _literal(v) -> str:
    if isinstance(v, str):
        return '"' + v.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(v, tuple):
        return "(" + ", ".join(_literal(x) for x in v) + ("," if len(v) == 1 else "") + ")"
    return repr(v)


#: triton.Config options tiledsl has; the others are dropped with a note
CONFIG_OPTIONS = ("num_warps", "num_stages", "num_consumer_groups")
#: triton.Config options with no tiledsl counterpart, and the value that means "nothing set"
CONFIG_IGNORED = {"num_ctas": 1, "maxnreg": None, "pre_hook": None, "num_buffers_warp_spec": 0,
                  "reg_dec_producer": 0, "reg_inc_consumer": 0, "ir_override": None}
#: kept options whose Triton value means "nothing set" and is not tiledsl's spelling of it:
#: Meta's warp specialization (triton.Config, CUDAOptions) defaults num_consumer_groups to 0,
#: no consumer groups, which is tiledsl's default of 1 (the kernel's num_warps warps)
CONFIG_UNSET = {"num_consumer_groups": 0}


class Evaluator:
    """Evaluates configuration expressions over the module's top-level definitions."""

    def __init__(self, module: ast.Module, is_triton_config, notes: list):
        self.assigns = {}
        self.functions = {}
        for stmt in module.body:
            if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and \
                    isinstance(stmt.targets[0], ast.Name):
                self.assigns[stmt.targets[0].id] = stmt.value
            elif isinstance(stmt, ast.FunctionDef):
                self.functions[stmt.name] = stmt
        self.is_triton_config = is_triton_config  # (call node) -> bool
        self.notes = notes  # (node, message) pairs: dropped options
        self._active = set()

    def eval(self, node, env=None):
        env = env or {}
        if isinstance(node, ast.Constant):
            return node.value
        if isinstance(node, (ast.List, ast.Tuple)):
            return [self.eval(e, env) for e in node.elts] if isinstance(node, ast.List) \
                else tuple(self.eval(e, env) for e in node.elts)
        if isinstance(node, ast.Dict):
            if any(k is None for k in node.keys):
                raise Unsupported(node, "a ** unpacking in a config dict cannot be evaluated; "
                                        "write the keys out")
            return {self.eval(k, env): self.eval(v, env) for k, v in zip(node.keys, node.values)}
        if isinstance(node, ast.Name):
            if node.id in env:
                return env[node.id]
            if node.id in self.assigns and node.id not in self._active:
                self._active.add(node.id)
                try:
                    return self.eval(self.assigns[node.id])
                finally:
                    self._active.discard(node.id)
            if node.id in ("True", "False", "None"):
                return {"True": True, "False": False, "None": None}[node.id]
            raise Unsupported(node, f"'{node.id}' is not a module-level constant the port can "
                                    f"evaluate; write its value in the decorator")
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd, ast.Not)):
            v = self.eval(node.operand, env)
            return -v if isinstance(node.op, ast.USub) else (+v if isinstance(node.op, ast.UAdd)
                                                               else not v)
        if isinstance(node, ast.BinOp):
            a, b = self.eval(node.left, env), self.eval(node.right, env)
            ops = {ast.Add: lambda: a + b, ast.Sub: lambda: a - b, ast.Mult: lambda: a * b,
                   ast.FloorDiv: lambda: a // b, ast.Mod: lambda: a % b,
                   ast.Pow: lambda: a ** b if abs(b) < 64 else None}
            if type(node.op) in ops:
                return ops[type(node.op)]()
        if isinstance(node, ast.Compare) and len(node.ops) == 1:
            a, b = self.eval(node.left, env), self.eval(node.comparators[0], env)
            ops = {ast.Eq: a == b, ast.NotEq: a != b, ast.Lt: a < b, ast.LtE: a <= b,
                   ast.Gt: a > b, ast.GtE: a >= b} if type(node.ops[0]) in (
                ast.Eq, ast.NotEq, ast.Lt, ast.LtE, ast.Gt, ast.GtE) else None
            if ops is not None:
                return ops[type(node.ops[0])]
        if isinstance(node, ast.BoolOp):
            vals = [self.eval(v, env) for v in node.values]
            return all(vals) if isinstance(node.op, ast.And) else any(vals)
        if isinstance(node, ast.ListComp):
            return self._comprehension(node, env)
        if isinstance(node, ast.Call):
            return self._call(node, env)
        raise Unsupported(node, "the port cannot evaluate this expression of the "
                                "configuration list; write the list of triton.Config(...) out")

    def _comprehension(self, node: ast.ListComp, env):
        out = []

        def walk(i, env):
            if i == len(node.generators):
                out.append(self.eval(node.elt, env))
                return
            gen = node.generators[i]
            for item in self.eval(gen.iter, env):
                inner = dict(env)
                self._bind(gen.target, item, inner)
                if all(self.eval(c, inner) for c in gen.ifs):
                    walk(i + 1, inner)

        walk(0, env)
        return out

    def _bind(self, target, value, env):
        if isinstance(target, ast.Name):
            env[target.id] = value
        elif isinstance(target, (ast.Tuple, ast.List)):
            for t, v in zip(target.elts, value, strict=True):
                self._bind(t, v, env)
        else:
            raise Unsupported(target, "a comprehension target must be names")

    def _call(self, node: ast.Call, env):
        if self.is_triton_config(node.func):
            return self._config(node, env)
        if isinstance(node.func, ast.Name):
            name = node.func.id
            if name == "range":
                return list(range(*[self.eval(a, env) for a in node.args]))
            if name in ("list", "tuple") and len(node.args) == 1:
                return (list if name == "list" else tuple)(self.eval(node.args[0], env))
            if name == "zip":
                return list(zip(*[self.eval(a, env) for a in node.args]))
            if name == "product":
                return list(itertools.product(*[self.eval(a, env) for a in node.args]))
            fdef = self.functions.get(name)
            if fdef is not None and not node.args and not node.keywords:
                body = [s for s in fdef.body if not (isinstance(s, ast.Expr) and
                                                     isinstance(s.value, ast.Constant))]
                if len(body) == 1 and isinstance(body[0], ast.Return) and body[0].value:
                    if name in self._active:
                        raise Unsupported(node, f"{name}() calls itself")
                    self._active.add(name)
                    try:
                        return self.eval(body[0].value)
                    finally:
                        self._active.discard(name)
                raise Unsupported(node, f"{name}() does more than return a list, so the port "
                                        f"cannot evaluate it; write the list of "
                                        f"triton.Config(...) in the decorator")
        if isinstance(node.func, ast.Attribute) and node.func.attr == "product":
            return list(itertools.product(*[self.eval(a, env) for a in node.args]))
        raise Unsupported(node, "the port cannot evaluate this call in the configuration "
                                "list; write the list of triton.Config(...) out")

    def _config(self, node: ast.Call, env) -> PortedConfig:
        kwargs = {}
        if node.args:
            d = self.eval(node.args[0], env)
            if not isinstance(d, dict):
                raise Unsupported(node.args[0], "triton.Config's first argument must be a "
                                                "dict of constexpr values")
            kwargs.update(d)
        options = {}
        positional = ("num_warps", "num_stages", "num_ctas", "maxnreg")
        for name, arg in zip(positional, node.args[1:]):
            options[name] = self.eval(arg, env)
        for kw in node.keywords:
            if kw.arg is None:
                raise Unsupported(kw.value, "** in triton.Config cannot be evaluated")
            if kw.arg == "kwargs":
                kwargs.update(self.eval(kw.value, env))
            elif kw.arg == "pre_hook":
                options["pre_hook"] = kw.value
            else:
                options[kw.arg] = self.eval(kw.value, env)
        kept = {}
        for name, value in options.items():
            if name in CONFIG_UNSET and value == CONFIG_UNSET[name] and \
                    not isinstance(value, bool):
                continue  # Triton's "nothing set": tiledsl's default, left out
            if name in CONFIG_OPTIONS:
                kept[name] = value
            elif name in CONFIG_IGNORED:
                if value is not None and value != CONFIG_IGNORED[name]:
                    self.notes.append((node, f"triton.Config's {name}= is dropped: tiledsl "
                                             f"has no such option"))
            else:
                raise Unsupported(node, f"triton.Config has no option {name}= tiledsl knows")
        for k, v in kwargs.items():
            if not isinstance(k, str) or not k.isidentifier():
                raise Unsupported(node, f"config key {k!r} is not a parameter name")
            if not _is_literal(v):
                raise Unsupported(node, f"config value {k}={v!r} is not a literal tiledsl "
                                        f"takes (int, float, bool, string or a tuple of them)")
        return PortedConfig(dict(kwargs), kept)


def _is_literal(v) -> bool:
    if isinstance(v, tuple):
        return all(_is_literal(x) for x in v)
    return isinstance(v, (bool, int, float, str))


# --------------------------------------------------------------------------- heuristics
HEURISTIC_CALLS = {"cdiv": "cdiv", "next_power_of_2": "next_power_of_2", "min": "min",
                   "max": "max", "abs": "abs"}


def heuristic_expression(lam, is_triton_name) -> str:
    """The tiledsl heuristic expression for ``lambda args: ...``; raises :class:`Unsupported`.

    ``is_triton_name(func)`` gives the ``triton.X`` name a call's function refers to (or
    None)."""
    if not isinstance(lam, ast.Lambda) or len(lam.args.args) != 1:
        raise Unsupported(lam, "a heuristic must be a lambda of one argument (lambda args: "
                               "...); write it as one")
    arg = lam.args.args[0].arg

    class Rewrite(ast.NodeTransformer):
        def visit_Subscript(self, node):
            if isinstance(node.value, ast.Name) and node.value.id == arg and \
                    isinstance(node.slice, ast.Constant) and isinstance(node.slice.value, str):
                return ast.copy_location(ast.Name(node.slice.value, ast.Load()), node)
            self.generic_visit(node)  # what is inside (an attribute) says more
            raise Unsupported(node, "in a heuristic, only args['NAME'] subscripts translate")

        def visit_Name(self, node):
            if node.id == arg:
                raise Unsupported(node, f"'{arg}' is used other than as {arg}['NAME']; a "
                                        f"heuristic may use only the arguments' values")
            return node

        def visit_Attribute(self, node):
            raise Unsupported(node, "attributes (such as .dtype or .shape) are not available "
                                    "to a tiledsl heuristic; compute the value in Python and "
                                    "pass it as a constexpr, or use "
                                    "tiledsl.autotune.heuristics(kernel, values={...}) from "
                                    "Python")

        def visit_Call(self, node):
            tname = is_triton_name(node.func)
            if tname in HEURISTIC_CALLS:
                node.func = ast.copy_location(ast.Name(HEURISTIC_CALLS[tname], ast.Load()),
                                              node.func)
            elif isinstance(node.func, ast.Name) and node.func.id in HEURISTIC_CALLS:
                pass
            else:
                raise Unsupported(node, "a tiledsl heuristic may call only cdiv, "
                                        "next_power_of_2, min, max and abs; use "
                                        "tiledsl.autotune.heuristics(kernel, values={...}) "
                                        "from Python for other functions")
            node.args = [self.visit(a) for a in node.args]
            if node.keywords:
                raise Unsupported(node, "keyword arguments in a heuristic's call")
            return node

    return ast.unparse(Rewrite().visit(copy.deepcopy(lam.body)))
