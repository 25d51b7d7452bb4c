"""Lowering of a checked AST to the IR: statements, control flow, helpers, errors.

One :class:`Lowerer` builds one specialized kernel. Control flow becomes structured IR:

* ``if`` on a compile-time condition lowers only the taken branch; on a run-time scalar it
  becomes an ``IF`` op whose results are the variables either branch assigns;
* ``for i in range(...)`` becomes ``FOR`` (or ``WHILE`` when the body can ``break``), with the
  variables the body assigns carried; ``static_range`` is unrolled;
* ``break``, ``continue`` and early ``return`` set hidden flags (``$brk``, ``$cont``, ``$ret``)
  and the statements after them are guarded by ``if not flag`` — Triton rejects ``break`` and
  ``continue``; tiledsl supports them this way.

Errors are collected per statement; a failed statement binds its targets to POISON so that one
mistake is reported once, and all errors are raised together at the end.
"""
from __future__ import annotations

import difflib

from .. import ast as A
from ..dtypes import DType, TileType, dtype_from_name
from ..errors import TileCompileErrors, TileError, TileTypeError
from ..ir import Block, Builder, Function, Op, Operation
from .flatten import flatten, unflatten
from .semantic import Semantic, fail
from .values import POISON, TV, Callable_, Const, Poison, TupleVal

FLAGS = ("$brk", "$cont", "$ret")
#: the hidden names a block may set besides its assignments: the flags, a helper's return
#: value, a conditional expression's value, a loop's counter
HIDDEN = FLAGS + ("$rv", "$ifexp", "$iv")
#: the most iterations one ``static_range`` loop unrolls
MAX_STATIC_RANGE = 1 << 16
#: the most statements one kernel lowers in all, counting each unrolled iteration and each
#: inlined helper call again
MAX_LOWERED = 100_000
#: how many "did you mean" hints a kernel's errors get (each compares every name in scope)
MAX_HINTS = 20



def _shown(name: str) -> str:
    """How an error names variable ``name``: quoted, or what a hidden name stands for."""
    return {"$brk": "the break flag", "$cont": "the continue flag",
            "$ret": "the return flag", "$rv": "the returned value",
            "$ifexp": "the conditional expression"}.get(name, f"'{name}'")

def _block_hint(*structs) -> str:
    """What to say when a block pointer or tensor descriptor is one of two values of
    different structure (:func:`flatten`: only a block pointer's offsets are carried)."""
    def has(st):
        return st != "leaf" and (st[0] in ("block_ptr", "tensor_desc")
                                 or (st[0] == "tuple" and any(has(s) for _, s in st[1])))
    if any(has(st) for st in structs):
        return ("; a block pointer may change only its offsets here (advance()), and a tensor "
                "descriptor not at all: make them before the loop or the if")
    return ""


class CompileTimeLimit(TileTypeError):
    """The kernel needs more compile-time work than :data:`MAX_LOWERED` allows; it ends the
    lowering (it is not collected with the other errors of the kernel)."""


class PoisonUse(Exception):
    """An expression used a value whose error is already reported: skip silently."""


_ASSIGNED: dict = {}  # id(compound statement) -> (statement, its names): see assigned_names


def assigned_names(body) -> list[str]:
    """Names assigned anywhere in a statement list (nested blocks included), in order. A
    compound statement's names are kept (by identity, beside the statement itself), so the
    nested ifs of one kernel cost linear time in all, not one walk of the rest per level."""
    out: dict[str, None] = {}  # an ordered set: linear in the number of assignments

    def add(n):
        out[n] = None

    def compound(s) -> tuple:
        hit = _ASSIGNED.get(id(s))
        if hit is not None and hit[0] is s:
            return hit[1]
        names = tuple(assigned_names(list(s.body) + list(getattr(s, "orelse", None) or [])))
        if isinstance(s, A.For):
            names = (s.target.id,) + names
        if len(_ASSIGNED) > 100_000:
            _ASSIGNED.clear()
        _ASSIGNED[id(s)] = (s, names)
        return names

    def visit(stmts):
        for s in stmts:
            if isinstance(s, A.Assign):
                for t in s.targets:
                    add(t.id)
            elif isinstance(s, A.AugAssign):
                add(s.target.id)
            elif isinstance(s, (A.If, A.For, A.While)):
                for n in compound(s):
                    add(n)

    visit(body)
    return list(out)


def contains(body, kinds, into_loops=False) -> bool:
    """Whether a statement of one of ``kinds`` occurs in ``body`` (not inside nested loops
    unless ``into_loops``)."""
    for s in body:
        if isinstance(s, kinds):
            return True
        if isinstance(s, A.If) and (contains(s.body, kinds, into_loops)
                                    or contains(s.orelse, kinds, into_loops)):
            return True
        if into_loops and isinstance(s, (A.For, A.While)) and contains(s.body, kinds, True):
            return True
    return False


class Lowerer:
    """Builds the IR of one kernel for one specialization (arg types and constexpr values)."""

    def __init__(self, module: A.Module, fdef: A.FunctionDef, arg_types: dict, constexprs: dict,
                 facts: dict | None = None, constants: dict | None = None):
        from .constants import module_constants

        self.module = module
        # the module-level constants (name -> value); the evaluation of the constants passes
        # the dict it fills, so that each constant sees the earlier ones
        self.constants = module_constants(module) if constants is None else constants
        self.fdef = fdef
        self.arg_types = dict(arg_types)
        self.constexprs = dict(constexprs)
        self.facts = dict(facts or {})
        self.errors: list[TileError] = []
        self.error_keys: set = set()  # (span, message) of each error, reported once
        self.builder = Builder()
        self.sem = Semantic(self.builder)
        self.helpers = {f.name: f for f in module.functions if not f.is_kernel}
        self.kernels = {f.name: f for f in module.functions if f.is_kernel}
        self.call_stack: list[tuple[A.FunctionDef, object]] = []
        self.loop_depth = 0
        self.loop_locals: dict[str, object] = {}
        self.branch_locals: dict[str, object] = {}
        self.last_assign: dict[str, object] = {}  # name -> span of its latest assignment
        self.debug = None  # a check.debugrecord.Recorder when lowering with debug info
        self.lowered = 0  # statements lowered so far (against MAX_LOWERED)

    # ------------------------------------------------------------------ entry
    def lower(self) -> Function:
        from .builtins import bind_kernel_params

        body = Block()
        self.builder.block = body
        env, params = bind_kernel_params(self, body)
        env["$ret"] = Const(False)
        self.call_stack.append((self.fdef, None))
        self.stmts(self.fdef.body, env)
        self.call_stack.pop()
        if self.errors:
            self.errors.sort(key=lambda e: (e.span.line, e.span.col) if e.span else (0, 0))
            raise TileCompileErrors(self.errors)
        return Function(self.fdef.name, params, body, dict(self.constexprs), self.fdef.span)

    def error(self, e: TileTypeError):
        if self.call_stack and len(self.call_stack) > 1:
            notes = list(e.notes)
            for fdef, site in reversed(self.call_stack[1:]):
                if site is not None:
                    notes.append(f"  in helper {fdef.name}() called at {site}")
            e = TileTypeError(e.message, e.span, tuple(notes))
        key = (e.span, e.message)
        if key in self.error_keys:
            return
        self.error_keys.add(key)
        self.errors.append(e)

    # ------------------------------------------------------------------ statements
    def stmts(self, body, env: dict) -> dict:
        """Lower ``body`` in a copy of ``env``; returns the environment after it. The copy is
        this block's own: its assignments update it in place (linear in the block's size)."""
        env = dict(env)
        for i, s in enumerate(body):
            flags = [env.get(f) for f in FLAGS]
            if any(isinstance(f, Const) and f.value for f in flags):
                break  # unreachable after an unconditional break/continue/return
            dyn = [(n, env[n]) for n in FLAGS if isinstance(env.get(n), TV)]
            if dyn:
                return self.guard(body[i:], env, dyn, s.span)
            env = self.stmt(s, env)
        return env

    def guard(self, rest, env, dyn, span) -> dict:
        """Lower ``rest`` under ``if not (flag or ...)`` for the run-time flags in ``dyn``."""
        cond = None
        for _, f in dyn:
            cond = f if cond is None else self.sem.binary("|", cond, f, span)
        cond = self.sem.unary("not", cond, span)
        inner = dict(env)
        for n, _ in dyn:
            inner[n] = Const(False)
        return self.if_dynamic(cond, lambda e: self.stmts(rest, e), lambda e: e, env, span,
                               then_env=inner, assigned=assigned_names(rest))

    def stmt(self, s, env: dict) -> dict:
        self.builder.loc = s.span
        self.count_work(s)
        if self.debug is not None:  # debug info: a statement boundary and the names in scope
            self.debug.statement(self, s, env)
        try:
            method = getattr(self, "stmt_" + type(s).__name__)
            return method(s, env)
        except PoisonUse:
            return self.poison_targets(s, env)
        except CompileTimeLimit:
            raise
        except TileTypeError as e:
            self.error(e)
            return self.poison_targets(s, env)

    def count_work(self, s) -> None:
        """Count statement ``s`` against :data:`MAX_LOWERED` (raises CompileTimeLimit)."""
        self.lowered += 1
        if self.lowered > MAX_LOWERED:
            raise CompileTimeLimit(
                f"the kernel lowers more than {MAX_LOWERED} statements (each iteration of a "
                f"static_range loop and each call of a helper counts its statements again); use "
                f"range() for long loops and call helpers in fewer places", s.span)

    def poison_targets(self, s, env):
        for n in assigned_names([s]):
            env[n] = POISON
        return env

    def stmt_Pass(self, s, env):
        return env

    def stmt_ExprStmt(self, s, env):
        self.expr(s.value, env)
        return env

    def stmt_Assign(self, s, env):
        v = self.expr(s.value, env)
        for t in s.targets:
            self.last_assign[t.id] = s.span
        if len(s.targets) == 1:
            env[s.targets[0].id] = v
            return env
        items = None
        if isinstance(v, TupleVal):
            items = v.items
        elif isinstance(v, Const) and isinstance(v.value, tuple):
            items = tuple(Const(x) for x in v.value)
        if items is None:
            raise fail(f"cannot unpack {v.describe()} into {len(s.targets)} names", s.value.span)
        if len(items) != len(s.targets):
            raise fail(f"cannot unpack {len(items)} values into {len(s.targets)} names",
                       s.span)
        for t, item in zip(s.targets, items):
            env[t.id] = item
        return env

    def stmt_AugAssign(self, s, env):
        cur = self.lookup(s.target, env)
        v = self.expr(s.value, env)
        env[s.target.id] = self.sem.binary(s.op, cur, v, s.span)
        self.last_assign[s.target.id] = s.span
        return env

    def stmt_Return(self, s, env):
        fdef, _ = self.call_stack[-1]
        if self.loop_depth > 0:
            raise fail("return inside a loop is not supported (as in Triton); set a variable "
                       "and break out of the loop instead", s.span)
        env = dict(env)
        if s.value is not None:
            if fdef.is_kernel:
                raise fail("a kernel cannot return a value; store results through a pointer "
                           "with store()", s.value.span)
            env["$rv"] = self.expr(s.value, env)
        env["$ret"] = Const(True)
        return env

    def stmt_Break(self, s, env):
        return self._loop_exit(s, env, "break", "$brk")

    def stmt_Continue(self, s, env):
        return self._loop_exit(s, env, "continue", "$cont")

    def _loop_exit(self, s, env, word: str, flag: str):
        """``break``/``continue``: set its hidden flag (refused outside a loop)."""
        if self.loop_depth == 0:
            raise fail(f"{word} outside a loop", s.span)
        env = dict(env)
        env[flag] = Const(True)
        return env

    def stmt_If(self, s, env):
        cond = self.expr(s.test, env)
        if isinstance(cond, Const):
            return self.stmts(s.body if cond.value else s.orelse, env)
        cond = self.scalar_condition(cond, s.test.span, "if")
        return self.if_dynamic(cond, lambda e: self.stmts(s.body, e),
                               lambda e: self.stmts(s.orelse, e), env, s.span,
                               assigned=assigned_names([s]))

    def scalar_condition(self, cond, span, what) -> TV:
        if not isinstance(cond, TV):
            raise fail(f"the condition of {what} must be a scalar, got {cond.describe()}", span)
        if cond.shape != ():
            raise fail(f"the condition of {what} is {cond.describe()}; a condition must be a "
                       f"scalar (reduce it with max()/min()/sum(), or use where() for an "
                       f"elementwise choice)", span)
        return self.sem.to_bool(cond, span)

    # ------------------------------------------------------------------ merging branches
    def if_dynamic(self, cond: TV, then_fn, else_fn, env, span, then_env=None,
                   assigned=None) -> dict:
        """Build an IF op; the results are every variable whose value differs between the
        branches. ``assigned``: the names the branches may assign (every name when None; the
        hidden ``$`` names always), so that an if costs its own size, not the scope's.
        Returns the environment after the if."""
        then_blk, else_blk = Block(), Block()
        with self.builder.at(then_blk):
            env_t = then_fn(dict(then_env if then_env is not None else env))
        with self.builder.at(else_blk):
            env_e = else_fn(dict(env))
        out = dict(env)
        names, t_leaves, e_leaves, structs = [], [], [], []
        if assigned is None:
            candidates = list(dict.fromkeys(list(env_t) + list(env_e)))
        else:
            candidates = [n for n in dict.fromkeys(list(assigned) + list(HIDDEN))
                          if n in env_t or n in env_e]
        for name in candidates:
            vt, ve = env_t.get(name), env_e.get(name)
            if vt is None or ve is None:
                if name.startswith("$rv"):
                    vt, ve = (vt, self.placeholder(vt, else_blk)) if ve is None else \
                        (self.placeholder(ve, then_blk), ve)
                else:
                    out.pop(name, None)
                    self.branch_locals[name] = span
                    continue
            if vt is ve:
                out[name] = vt
                continue
            lt, st = flatten(vt)
            le, se = flatten(ve)
            if st != se:
                out[name] = POISON
                self.error(fail(f"{_shown(name)} holds values of different structure in the two "
                                f"branches of this if{_block_hint(st, se)}", span))
                continue
            if all(self.same_leaf(a, b) for a, b in zip(lt, le)):
                out[name] = vt
                continue
            names.append(name)
            t_leaves.append(lt)
            e_leaves.append(le)
            structs.append(st)
        # materialize and type-check leaves
        yt, ye, types = [], [], []
        merged_leaf_slots = []
        for name, lt, le in zip(names, t_leaves, e_leaves):
            slots = []
            for a, b in zip(lt, le):
                if isinstance(a, Poison) or isinstance(b, Poison):
                    slots.append(POISON)
                    continue
                if self.same_leaf(a, b):
                    slots.append(a)
                    continue
                a2, b2 = self.unify(name, a, b, then_blk, else_blk, span)
                if a2 is None:
                    slots.append(POISON)
                    continue
                slots.append(len(yt))
                yt.append(a2.value)
                ye.append(b2.value)
                types.append(a2.type)
            merged_leaf_slots.append(slots)
        then_blk.ops.append(Operation(Op.YIELD, yt, [], loc=span))
        else_blk.ops.append(Operation(Op.YIELD, ye, [], loc=span))
        op = Operation(Op.IF, [cond.value], types, regions=[then_blk, else_blk], loc=span)
        self.builder.block.ops.append(op)
        for name, slots, st in zip(names, merged_leaf_slots, structs):
            leaves = [TV(op.results[s]) if isinstance(s, int) else s for s in slots]
            out[name] = unflatten(leaves, st)
        return out

    @staticmethod
    def same_leaf(a, b) -> bool:
        if a is b:
            return True
        if isinstance(a, Const) and isinstance(b, Const):
            return type(a.value) is type(b.value) and a.value == b.value
        if isinstance(a, TV) and isinstance(b, TV):
            return a.value is b.value
        return False

    def placeholder(self, v, blk):
        """A value of the same type as ``v`` for paths where it is never read ($rv)."""
        leaves, st = flatten(v)
        out = []
        with self.builder.at(blk):
            for leaf in leaves:
                if isinstance(leaf, TV) and not leaf.type.is_pointer:
                    out.append(self.sem.const(0, leaf.elem, leaf.shape, self.builder.loc))
                else:
                    out.append(leaf)
        return unflatten(out, st)

    def unify(self, name, a, b, then_blk, else_blk, span):
        """Make two branch values one type; Consts take the other side's dtype."""
        shown = _shown(name)
        if isinstance(a, Const) and isinstance(b, Const):
            if not (a.is_number and b.is_number):
                self.error(fail(f"{shown} is {a.describe()} in one branch and {b.describe()} "
                                f"in the other; only numbers can differ between branches",
                                span))
                return None, None
            with self.builder.at(then_blk):
                a = self.sem.to_tv(a, span)
            with self.builder.at(else_blk):
                b = self.sem.to_tv(b, span)
        if isinstance(a, Const):
            with self.builder.at(then_blk):
                a = self.const_like(a, b, span)
        if isinstance(b, Const):
            with self.builder.at(else_blk):
                b = self.const_like(b, a, span)
        if a is None or b is None or not isinstance(a, TV) or not isinstance(b, TV):
            self.error(fail(f"{shown} cannot be merged after this if", span))
            return None, None
        if a.type != b.type:
            if a.elem == b.elem and a.type.is_scalar != b.type.is_scalar:
                with self.builder.at(then_blk):
                    a = self.sem.broadcast_to(a, b.shape, span) if a.type.is_scalar else a
                with self.builder.at(else_blk):
                    b = self.sem.broadcast_to(b, a.shape, span) if b.type.is_scalar else b
            if a.type != b.type:
                self.error(fail(f"{shown} is {a.describe()} in the then-branch but "
                                f"{b.describe()} in the else-branch; both branches must give "
                                f"it the same type (convert with .to(...))", span))
                return None, None
        return a, b

    def const_like(self, c: Const, other, span):
        """``c`` as a tile of ``other``'s type, or None when that cannot be: ``c`` is not a
        number, or ``other`` is a pointer or not a tile at all (a builtin, a helper, a
        tuple), so the caller reports the merge."""
        if not c.is_number or not isinstance(other, TV) or other.type.is_pointer:
            return None
        return self.sem.const(c, other.elem, other.shape, span)

    # ------------------------------------------------------------------ loops
    def loop_env(self, env):
        inner = dict(env)
        inner["$brk"] = Const(False)
        inner["$cont"] = Const(False)
        return inner

    def stmt_For(self, s, env):
        call = s.iter
        fname = call.func.id if isinstance(call.func, A.Name) else None
        if fname not in ("range", "static_range"):
            raise fail("a for loop must iterate over range(...) or static_range(...)",
                       call.span)
        args = [self.expr(a, env) for a in call.args]
        attrs = self.loop_attrs(call, fname, env)
        if not 1 <= len(args) <= 3:
            raise fail(f"{fname}() takes 1 to 3 arguments (start, stop, step), got {len(args)}",
                       call.span)
        if len(args) == 1:
            args = [Const(0), args[0], Const(1)]
        elif len(args) == 2:
            args = [args[0], args[1], Const(1)]
        for a, node in zip(args, call.args if len(call.args) == 3 else [call] * 3):
            if isinstance(a, Poison):
                raise PoisonUse()
        if fname == "static_range":
            return self.static_for(s, args, env)
        return self.dynamic_for(s, args, env, attrs)

    def loop_attrs(self, call, fname, env) -> dict:
        """The FOR op's attrs from ``range``'s keywords: ``num_stages``, a compile-time int
        >= 0, and ``warp_specialize``, a compile-time bool (Triton's ``tl.range`` keywords;
        None leaves the launch option or the default in force)."""
        attrs = {}
        for k in call.keywords:
            if fname != "range" or k.name not in ("num_stages", "warp_specialize"):
                raise fail(f"{fname}() got an unexpected keyword argument '{k.name}'", k.span)
            v = self.expr(k.value, env)
            if isinstance(v, Poison):
                raise PoisonUse()
            if isinstance(v, Const) and v.value is None:
                continue
            if k.name == "warp_specialize":
                if not (isinstance(v, Const) and isinstance(v.value, bool)):
                    raise fail(f"range()'s warp_specialize must be a compile-time bool (True, "
                               f"False or a constexpr), got {v.describe()}", k.value.span)
                if v.value:  # False is the default: no attribute
                    attrs["warp_specialize"] = True
                continue
            if not (isinstance(v, Const) and isinstance(v.value, int)
                    and not isinstance(v.value, bool) and v.value >= 0):
                raise fail(f"range()'s num_stages must be a compile-time int >= 0 (a literal "
                           f"or a constexpr), got {v.describe()}", k.value.span)
            attrs["num_stages"] = v.value
        return attrs

    def static_for(self, s, args, env):
        for a in args:
            if not (isinstance(a, Const) and isinstance(a.value, int)
                    and not isinstance(a.value, bool)):
                raise fail("static_range() needs compile-time integers (constexprs or "
                           "literals); use range() for run-time bounds", s.iter.span)
        lo, hi, st = (a.value for a in args)
        if st == 0:
            raise fail("static_range() step must not be zero", s.iter.span)
        n = max(0, (hi - lo + st - 1) // st) if st > 0 else max(0, (lo - hi - st - 1) // -st)
        if n > MAX_STATIC_RANGE:
            raise fail(f"static_range() of {n} iterations; the limit is {MAX_STATIC_RANGE} "
                       f"(it is unrolled at compile time): use range() for a loop that runs "
                       f"at run time", s.iter.span)
        outer = {f: env.get(f) for f in ("$brk", "$cont")}
        env = self.loop_env(env)
        self.loop_depth += 1
        try:
            for i in range(lo, hi, st):
                env = dict(env)
                env["$cont"] = Const(False)
                brk = env.get("$brk")
                if isinstance(brk, Const) and brk.value:
                    break
                env[s.target.id] = Const(i)
                env = self.stmts(s.body, env)
        finally:
            self.loop_depth -= 1
        for f, v in outer.items():
            if v is None:
                env.pop(f, None)
            else:
                env[f] = v
        return env

    def iv_type(self, args, span) -> DType:
        d = DType.i32
        for a in args:
            if isinstance(a, TV):
                if not a.type.is_scalar or not isinstance(a.elem, DType) or not a.elem.is_int:
                    raise fail(f"range() bounds must be integer scalars, got {a.describe()}",
                               span)
                if a.elem.bits == 64:
                    d = DType.i64 if a.elem.is_signed else DType.u64
            elif isinstance(a, Const):
                if not isinstance(a.value, int) or isinstance(a.value, bool):
                    raise fail(f"range() bounds must be integers, got {a.describe()}", span)
                if not -(2**31) <= a.value < 2**31:
                    d = DType.i64
        return d

    def carried(self, body, env, extra=()):
        names = [n for n in assigned_names(body) if n in env and not n.startswith("$")]
        return list(extra) + names

    def init_leaves(self, names, env, span):
        inits, structs = [], []
        loop_span = span
        for n in names:
            span = self.last_assign.get(n, loop_span)  # materialize where it was assigned
            v = env[n]
            leaves, st = flatten(v)
            out = []
            for leaf in leaves:
                if isinstance(leaf, Poison):
                    raise PoisonUse()
                if isinstance(leaf, Const):
                    if not leaf.is_number:
                        raise fail(f"'{n}' holds {leaf.describe()} and is assigned in the loop;"
                                   f" only run-time values can change inside a loop", span)
                    leaf = self.sem.to_tv(leaf, span)
                if not isinstance(leaf, TV):
                    raise fail(f"'{n}' holds {leaf.describe()} and is assigned in the loop; "
                               f"only run-time values can change inside a loop", span)
                out.append(leaf)
            inits += out
            structs.append((len(out), st))
        return inits, structs

    def bind_args(self, names, structs, args, env):
        """Bind the loop-carried variables ``names`` to the block arguments ``args`` (their
        flattened leaves); each argument takes its variable's name as a hint (the
        interpreter's error for a loop that never ends names them)."""
        i = 0
        for n, (k, st) in zip(names, structs):
            for a in args[i:i + k]:
                a.name = a.name or n
            env[n] = unflatten([TV(a) for a in args[i:i + k]], st)
            i += k

    def yield_leaves(self, names, structs, env, arg_types, span, kind):
        out = []
        i = 0
        for n, (k, st) in zip(names, structs):
            v = env.get(n)
            if v is None:
                raise fail(f"'{n}' is not defined at the end of the loop body", span)
            leaves, st2 = flatten(v)
            if st2 != st:
                raise fail(f"loop-carried variable '{n}' changes structure in the loop "
                           f"body{_block_hint(st, st2)}", span)
            for leaf in leaves:
                t = arg_types[i]
                if isinstance(leaf, Poison):
                    raise PoisonUse()
                if isinstance(leaf, Const):
                    if not leaf.is_number or t.is_pointer:
                        raise fail(f"loop-carried variable '{n}' cannot become "
                                   f"{leaf.describe()}", span)
                    leaf = self.sem.const(leaf, t.elem, t.shape, span)
                if not isinstance(leaf, TV):
                    raise fail(f"loop-carried variable '{n}' cannot become "
                               f"{leaf.describe()}", self.last_assign.get(n, span))
                if leaf.type != t:
                    if leaf.elem == t.elem and leaf.type.is_scalar:
                        leaf = self.sem.broadcast_to(leaf, t.shape, span)
                    else:
                        shown = {"$brk": "the break flag", "$iv": "the loop counter"}.get(
                            n, f"'{n}'")
                        where = self.last_assign.get(n, span)
                        if not (span.line <= where.line <= span.end_line):
                            where = span
                        raise fail(f"loop-carried variable {shown} is {t} before the {kind} "
                                   f"loop (line {span.line}) but {leaf.type} here, at the end "
                                   f"of its body; a variable must keep its type across "
                                   f"iterations (initialize it with the right type, e.g. 0.0 "
                                   f"or zeros(..., fp32), or convert with .to(...))", where)
                out.append(leaf.value)
                i += 1
        return out

    def dynamic_for(self, s, args, env, attrs):
        span = s.span
        ivt = self.iv_type(args, s.iter.span)
        if isinstance(args[2], Const) and args[2].value == 0:
            raise fail("range() step must not be zero", s.iter.span)
        has_break = contains(s.body, A.Break)
        if has_break:
            return self.for_as_while(s, args, ivt, env)
        lb, ub, st = (self.sem.cast(self.sem.to_tv(a, span, ivt), ivt, span) for a in args)
        names = self.carried(s.body, env)
        inits, structs = self.init_leaves(names, env, span)
        iv = TileType(ivt, ())
        body = Block([self.new_value(iv)] + [self.new_value(v.type) for v in inits])
        inner = self.loop_env(env)
        self.bind_args(names, structs, body.args[1:], inner)
        inner[s.target.id] = TV(body.args[0])
        self.loop_depth += 1
        try:
            with self.builder.at(body):
                inner = self.stmts(s.body, inner)
                ys = self.yield_leaves(names, structs, inner, [v.type for v in inits], span,
                                       "for")
                body.ops.append(Operation(Op.YIELD, ys, [], loc=span))
        finally:
            self.loop_depth -= 1
        op = Operation(Op.FOR, [lb.value, ub.value, st.value] + [v.value for v in inits],
                       [v.type for v in inits], attrs, regions=[body], loc=span)
        self.builder.block.ops.append(op)
        return self.after_loop(s, env, inner, names, structs, op)

    def after_loop(self, s, env, inner, names, structs, op):
        out = dict(env)
        self.bind_args(names, structs, op.results, out)
        for n in assigned_names(s.body) + ([s.target.id] if isinstance(s, A.For) else []):
            if n not in out:
                self.loop_locals[n] = s.span
        return out

    @staticmethod
    def new_value(t):
        from ..ir import Value

        return Value(t)

    def for_as_while(self, s, args, ivt, env):
        """A for loop whose body can break: a WHILE carrying the counter and the flag."""
        span = s.span
        lb, ub, st = (self.sem.cast(self.sem.to_tv(a, span, ivt), ivt, span) for a in args)
        pre = dict(env)
        pre["$iv"] = lb
        pre["$brk"] = self.sem.const(False, DType.i1, (), span)
        names = self.carried(s.body, pre, extra=("$iv", "$brk"))
        inits, structs = self.init_leaves(names, pre, span)
        types = [v.type for v in inits]
        cond_blk = Block([self.new_value(t) for t in types])
        body_blk = Block([self.new_value(t) for t in types])
        cenv = dict(pre)
        self.bind_args(names, structs, cond_blk.args, cenv)
        with self.builder.at(cond_blk):
            ivv = cenv["$iv"]
            if isinstance(args[2], Const):
                c = self.sem.binary("<" if args[2].value > 0 else ">", ivv, ub, span)
            else:
                zero = Const(0)
                up = self.sem.binary("&", self.sem.binary(">", st, zero, span),
                                     self.sem.binary("<", ivv, ub, span), span)
                dn = self.sem.binary("&", self.sem.binary("<", st, zero, span),
                                     self.sem.binary(">", ivv, ub, span), span)
                c = self.sem.binary("|", up, dn, span)
            c = self.sem.binary("&", c, self.sem.unary("not", cenv["$brk"], span), span)
            cond_blk.ops.append(Operation(Op.YIELD, [c.value], [], loc=span))
        benv = self.loop_env(pre)
        self.bind_args(names, structs, body_blk.args, benv)
        brk_in = benv["$brk"]
        benv["$brk"] = Const(False)
        benv[s.target.id] = benv["$iv"]
        self.loop_depth += 1
        try:
            with self.builder.at(body_blk):
                benv = self.stmts(s.body, benv)
                benv = dict(benv)
                if isinstance(benv["$brk"], Const):
                    benv["$brk"] = self.sem.const(benv["$brk"].value, DType.i1, (), span) \
                        if benv["$brk"].value else brk_in
                benv["$iv"] = self.sem.binary("+", benv["$iv"], st, span)
                ys = self.yield_leaves(names, structs, benv, types, span, "for")
                body_blk.ops.append(Operation(Op.YIELD, ys, [], loc=span))
        finally:
            self.loop_depth -= 1
        op = Operation(Op.WHILE, [v.value for v in inits], types,
                       regions=[cond_blk, body_blk], loc=span)
        self.builder.block.ops.append(op)
        out = self.after_loop(s, env, benv, names, structs, op)
        for hidden in ("$iv", "$brk"):  # this loop's counter and flag; restore the enclosing
            if hidden in env:           # loop's own, when this loop is nested in one
                out[hidden] = env[hidden]
            else:
                out.pop(hidden, None)
        return out

    def stmt_While(self, s, env):
        span = s.span
        has_break = contains(s.body, A.Break)
        pre = dict(env)
        extra = ()
        if has_break:
            pre["$brk"] = self.sem.const(False, DType.i1, (), span)
            extra = ("$brk",)
        names = self.carried(s.body, pre, extra=extra)
        inits, structs = self.init_leaves(names, pre, span)
        types = [v.type for v in inits]
        cond_blk = Block([self.new_value(t) for t in types])
        body_blk = Block([self.new_value(t) for t in types])
        cenv = dict(pre)
        self.bind_args(names, structs, cond_blk.args, cenv)
        with self.builder.at(cond_blk):
            c = self.expr(s.test, cenv)
            if isinstance(c, Const):
                c = self.sem.const(bool(c.value), DType.i1, (), s.test.span)
            c = self.scalar_condition(c, s.test.span, "while")
            if has_break:
                c = self.sem.binary("&", c, self.sem.unary("not", cenv["$brk"], span), span)
            cond_blk.ops.append(Operation(Op.YIELD, [c.value], [], loc=span))
        benv = self.loop_env(pre)
        self.bind_args(names, structs, body_blk.args, benv)
        brk_in = benv.get("$brk")
        if has_break:
            benv["$brk"] = Const(False)
        self.loop_depth += 1
        try:
            with self.builder.at(body_blk):
                benv = dict(self.stmts(s.body, benv))
                if has_break and isinstance(benv["$brk"], Const):
                    benv["$brk"] = self.sem.const(True, DType.i1, (), span) \
                        if benv["$brk"].value else brk_in
                ys = self.yield_leaves(names, structs, benv, types, span, "while")
                body_blk.ops.append(Operation(Op.YIELD, ys, [], loc=span))
        finally:
            self.loop_depth -= 1
        op = Operation(Op.WHILE, [v.value for v in inits], types,
                       regions=[cond_blk, body_blk], loc=span)
        self.builder.block.ops.append(op)
        out = self.after_loop(s, env, benv, names, structs, op)
        if "$brk" in env:
            out["$brk"] = env["$brk"]
        else:
            out.pop("$brk", None)
        return out

    # ------------------------------------------------------------------ expressions
    def lookup(self, node: A.Name, env):
        name = node.id
        if name in env:
            v = env[name]
            if isinstance(v, Poison):
                raise PoisonUse()
            return v
        if name in self.constants:
            return Const(self.constants[name])
        if name in self.helpers:
            return Callable_(name, "helper", self.helpers[name])
        from .builtins import BUILTINS, CONSTANT_NAMES, NAMESPACES

        if name in BUILTINS:
            return Callable_(name, "builtin", BUILTINS[name])
        if name in CONSTANT_NAMES:
            return Const(CONSTANT_NAMES[name])
        if name in NAMESPACES:
            return Const(NAMESPACES[name])
        d = dtype_from_name(name)
        if d is not None:
            return Const(d)
        if name in self.kernels:
            raise fail(f"'{name}' is a kernel; kernels cannot be called from kernels (make it "
                       f"a 'def' helper)", node.span)
        if name in self.loop_locals:
            raise fail(f"'{name}' is first assigned inside the loop at "
                       f"line {self.loop_locals[name].line} and is not defined after it; "
                       f"assign it before the loop", node.span)
        const = next((c for c in self.module.constants if c.name == name), None)
        if const is not None:
            if self.fdef is None:  # evaluating the constants: this one comes later
                raise fail(f"'{name}' is defined later, at line {const.name_span.line}; define "
                           f"a constant before the constants that use it", node.span)
            raise PoisonUse()  # its own definition failed, and that error is reported
        if name in self.branch_locals:
            raise fail(f"'{name}' is assigned in only one branch of the if at "
                       f"line {self.branch_locals[name].line}; assign it before the if or in "
                       f"both branches", node.span)
        hint = ""
        if len(self.errors) < MAX_HINTS:  # a bounded number: each one compares every name
            known = list(env) + list(self.helpers) + list(BUILTINS)
            close = difflib.get_close_matches(name, [k for k in known if not k.startswith("$")],
                                              n=1)
            hint = f"; did you mean '{close[0]}'?" if close else ""
        raise fail(f"undefined name '{name}'{hint}", node.span)

    def expr(self, node, env):
        from .exprs import eval_expr

        return eval_expr(self, node, env)
