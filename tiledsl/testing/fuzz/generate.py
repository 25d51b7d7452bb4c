"""The kernel generator: random, valid, well-typed ``.tile`` kernels and their inputs.

:func:`generate_case` turns the answers of a :class:`~.choices.Chooser` into a
:class:`~.model.Case`: random expression trees over tiles and scalars of every dtype
(broadcasting, casts and bitcasts, reductions along either axis or all of them, ``cumsum``,
``where``, ``minimum``/``maximum``, ``fma``, ``clamp``, math functions, comparisons and
logical operators), masked loads from several buffers in four shapes, ``for`` loops with
carried values, ``break`` and negative steps, ``while`` loops, ``if``/``else`` on scalar
conditions (some on the program id or on loaded data, which forces one-program-at-a-time
execution), and masked stores (some conditional) into several outputs.

Generated programs have no unspecified behaviour, so every oracle is meaningful: integer
divisors are made odd and never -1 (``(b & -3) | 1``), shift amounts are masked below the bit
width (``b & 31``), floats are bitcast only after their NaNs are replaced (NaN bit patterns
are unspecified), ``clamp`` bounds are ordered, loads and stores are masked to their buffers,
and each program stores only its own rows (no races). Float → int conversions stay in: the
language defines them (saturating, NaN → 0).

With ``FuzzConfig(gpu=True)`` programs are also comparable with the GPU: results of the fast
approximate operations (math functions, fp32 ``/``) flow only into operations that keep a
relative error small (casts to floats, ``*``, ``-x``, ``abs``, ``minimum``/``maximum``,
``where`` values, ``max``/``min`` reductions, stores), and fp32/fp64 ``sum`` inputs are
quantized to small integers so that any summation order gives the same bits (fp16/bf16 sums
and every float ``cumsum`` follow one documented order on both backends, so they need not
be). :func:`is_approx` says which stores carry approximate values.
"""
from __future__ import annotations

from dataclasses import dataclass

from . import ftypes as T
from . import model as M
from .choices import Chooser
from .ftypes import TypeRuleError

ARITH = ("+", "-", "*", "&", "|", "^", "//", "%", "/", "<<", ">>")
CMP = ("<", "==", "!=", "<=", ">", ">=")
MATH = ("floor", "ceil", "exp", "exp2", "log", "log2", "sqrt", "rsqrt", "sin", "cos",
        "sigmoid", "erf")
APPROX_MATH = frozenset(MATH) - {"floor", "ceil"}
DTYPES = ("fp32", "i32", "fp16", "bf16", "i8", "u8", "i16", "u16", "i64", "u32", "u64", "fp64",
          "i1")
INT_LITS = (1, 0, 2, -1, 3, 7, -8, 100, 127, -128, 255, 1000, -32768, 65535, 2**31 - 1,
            -2**31, 2**31, 2**32 - 1, 2**40, -2**40, 2**63 - 1, 2**63, 2**64 - 1)
FLOAT_LITS = (1.0, 0.5, 0.0, -0.0, -2.25, 1.5, 1e-3, 1e5, 65504.0, 3.0e38, -3.0e38, 1e-40,
              1e300, -1e300, float("inf"), float("-inf"), float("nan"))
BOOL_LITS = (True, False)
#: parameter names that are C++ keywords, CUDA/HIP builtins and types, or functions and macros
#: of their headers, but plain names in a ``.tile`` file (``tests/test_fuzz_names.py``)
CXX_NAMES = ("float", "int", "double", "char", "short", "long", "unsigned", "signed", "bool",
             "void", "auto", "register", "template", "typename", "namespace", "new", "delete",
             "this", "static", "extern", "inline", "const", "virtual", "operator", "union",
             "struct", "enum", "goto", "switch", "case", "do", "sizeof", "typedef", "nullptr",
             "threadIdx", "blockIdx", "blockDim", "gridDim", "warpSize", "__syncthreads",
             "exp2f", "expf", "fmod", "fmaf", "printf", "malloc", "main", "fmaxf", "rsqrtf",
             "int4", "float4", "dim3", "half", "uint2", "NULL", "INFINITY", "asm",
             "tl_lane", "tl_smem", "p_x", "p_0")


@dataclass(frozen=True)
class FuzzConfig:
    """Knobs of the generator.

    ``max_depth``: expression depth; ``max_statements``: statements per block;
    ``max_grid``: programs; ``max_tile_log2``/``max_numel_log2``: R and C up to
    ``2**max_tile_log2``, ``R*C`` up to ``2**max_numel_log2``; ``dtypes``: the dtypes that
    buffers, scalars and casts use; ``control_flow``: loops and ifs; ``data_control``: ifs on
    the program id or on loaded data (such kernels run one program at a time); ``gpu``: only
    GPU-comparable programs (see the module docstring); ``cxx_names``: percent of kernels
    whose parameters are partly named after C++ and CUDA words (0: none).
    """

    max_depth: int = 4
    max_statements: int = 4
    max_grid: int = 4
    max_tile_log2: int = 4
    max_numel_log2: int = 7
    dtypes: tuple = DTYPES
    control_flow: bool = True
    data_control: bool = True
    gpu: bool = False
    cxx_names: int = 25


def generate_case(ch: Chooser, cfg: FuzzConfig = FuzzConfig(), name: str = "fuzz") -> M.Case:
    """A random kernel named ``name`` and one launch of it, decided by ``ch``."""
    return _Gen(ch, cfg).case(name)


def is_approx(e, gpu: bool = True) -> bool:
    """Whether ``e`` (an expression) may differ on the GPU within a tolerance (it depends on
    a fast-math result). Always False when ``gpu`` is False."""
    if not gpu or e is None:
        return False
    if isinstance(e, M.Call) and e.fn in APPROX_MATH:
        return True
    if isinstance(e, M.Bin) and e.op == "/" and e.ct != "fp64":
        return True
    return any(is_approx(c) for c in children(e))


def children(e) -> tuple:
    """The sub-expressions of ``e``."""
    if isinstance(e, M.Bin):
        return (e.a, e.b)
    if isinstance(e, (M.Un, M.Cast, M.Reduce, M.Index)):
        return (e.a,)
    if isinstance(e, M.Call):
        return tuple(e.args)
    if isinstance(e, M.Load):
        return (e.col,) if e.col is not None else ()
    return ()


class _Gen:
    def __init__(self, ch: Chooser, cfg: FuzzConfig):
        self.ch = ch
        self.cfg = cfg
        self.env: dict[str, M.Var] = {}
        self.approx: set[str] = set()
        self.products: set[str] = set()  # variables ever assigned a float product
        self.loopvars: list[str] = []
        self.count = 0

    # ------------------------------------------------------------------ helpers
    def fresh(self, prefix: str) -> str:
        self.count += 1
        return f"{prefix}{self.count}"

    def cxx_names(self, k: M.Kernel) -> dict:
        """Some parameters renamed after C++ and CUDA words (:data:`CXX_NAMES`), chosen last
        so that the kernel is the one the earlier choices made."""
        if not self.cfg.cxx_names or not self.ch.flag(self.cfg.cxx_names):
            return {}
        params = [n for n, _ in M.param_list(k)]
        free = list(CXX_NAMES)
        out = {}
        for n in params:
            if self.ch.flag(40):
                new = self.ch.choice(free)
                free.remove(new)
                out[n] = new
        return out

    def dtype(self) -> str:
        """A dtype of the configuration: mostly from the kernel's theme (floats, integers,
        or the common four), else any."""
        pool = [d for d in self.theme if d in self.cfg.dtypes] or list(self.cfg.dtypes)
        return self.ch.choice(pool if self.ch.flag(70) else self.cfg.dtypes)

    def shapes(self) -> list:
        R, C = self.R, self.C
        out = []
        for s in ((R, C), (R,), (C,), (), (R, 1), (1, C)):
            if s not in out:
                out.append(s)
        return out

    def is_product(self, e, ct: str) -> bool:
        """Whether ``e`` is a float product in ``ct`` (through ``-``, same-type casts,
        ``broadcast_to`` and variables) that the GPU compiler may fuse into a following
        ``+``/``-`` (FP contraction, on by default in CUDA as in Triton: one rounding where
        the interpreter rounds twice)."""
        if isinstance(e, M.Bin):
            return e.op == "*" and e.ct == ct
        if isinstance(e, M.Un):
            return e.op == "-" and self.is_product(e.a, ct)
        if isinstance(e, M.Cast):
            return not e.bitcast and e.dtype == e.a.dtype and self.is_product(e.a, ct)
        if isinstance(e, M.Call) and e.fn == "broadcast_to":
            return self.is_product(e.args[0], ct)
        if isinstance(e, M.Var):
            return e.name in self.products and e.dtype == ct
        return False

    def _uncontractible(self, op, a, b, ct):
        """``a op b`` with no float product feeding a float ``+``/``-`` (GPU programs only):
        a product operand is replaced by its first factor, or the ``+``/``-`` becomes ``*``."""
        if not (self.cfg.gpu and op in ("+", "-") and ct in ("fp32", "fp64")):
            return op, a, b
        def unwrap(x):
            while isinstance(x, (M.Un, M.Cast)) or (isinstance(x, M.Call)
                                                     and x.fn == "broadcast_to"):
                x = x.a if not isinstance(x, M.Call) else x.args[0]
            return x
        out = []
        for x in (a, b):
            if self.is_product(x, ct):
                inner = unwrap(x)
                factors = [f for f in (inner.a, inner.b) if not isinstance(f, M.Lit)] \
                    if isinstance(inner, M.Bin) else []
                if factors:  # a factor that is no literal (literal + literal is no tile)
                    x = factors[0]
                else:  # a variable holding a product, or a product of literals
                    op = "*"
            out.append(x)
        return op, out[0], out[1]

    def is_ax(self, e) -> bool:
        return is_approx(e, self.cfg.gpu) or (isinstance(e, M.Var) and e.name in self.approx)

    def var(self, name) -> M.Var:
        return self.env[name]

    # ------------------------------------------------------------------ the case
    def case(self, name: str) -> M.Case:
        ch, cfg = self.ch, self.cfg
        r_log = ch.int(0, cfg.max_tile_log2)
        c_log = ch.int(0, min(cfg.max_tile_log2, cfg.max_numel_log2 - r_log))
        self.R, self.C = 1 << r_log, 1 << c_log
        grid = ch.int(1, cfg.max_grid)
        self.theme = self.ch.choice((self.cfg.dtypes[:4], ("fp32", "fp16", "bf16", "fp64"),
                                     ("i32", "u8", "i64", "u32", "i8", "u16", "i16", "u64")))
        n_in = ch.int(1, 3)
        self.inputs = [M.Buffer(f"x{i}", self.dtype(), False) for i in range(n_in)]
        scalars = tuple(M.Scalar(f"a{i}", self.dtype()) for i in range(ch.int(0, 2)))
        self.env = {"pid": M.Var("i32", (), "pid"), "r": M.Var("i32", (self.R,), "r"),
                    "c": M.Var("i32", (self.C,), "c"), "t": M.Var("i32", (), "t")}
        for s in scalars:
            self.env[s.name] = M.Var(s.dtype, (), s.name)
        body = list(self.block(1, cfg.max_statements, 0))
        bufs = list(self.inputs)
        for i in range(3):
            with ch.span("output"):
                if i and not ch.flag(50):
                    break
                out, st = self.output(f"o{i}")
            bufs.append(out)
            body.append(st)
        kernel = M.Kernel(name, self.R, self.C, tuple(bufs), scalars, tuple(body))
        kernel.names = self.cxx_names(kernel)
        from .data import launch_data

        return launch_data(ch, kernel, grid)

    # ------------------------------------------------------------------ statements
    def block(self, least: int, most: int, level: int):
        """Between ``least`` and ``most`` statements; each is preceded by a "one more?"
        answer inside its span, so that deleting a statement's span deletes just it."""
        out = []
        while len(out) < most:
            with self.ch.span("stmt"):
                if len(out) >= least and not self.ch.flag(65):
                    break
                out.append(self.statement(level))
        return out

    def statement(self, level: int):
        k = self.ch.int(0, 99)
        if self.cfg.control_flow and level < 2 and k >= 88:
            return self.loop(level)
        if self.cfg.control_flow and level < 2 and k >= 74:
            return self.if_stmt(level)
        if level > 0 and k >= 40 and self.updatable():
            return self.update()
        return self.assign()

    def assign(self) -> M.Assign:
        shape = self.ch.choice(self.shapes())
        e = self.expr(shape, self.ch.int(1, self.cfg.max_depth), exact=False)
        name = self.fresh("v")
        self.env[name] = M.Var(e.dtype, e.shape, name)
        if self.is_ax(e):
            self.approx.add(name)
        if self.is_product(e, e.dtype):
            self.products.add(name)
        return M.Assign(name, e)

    def updatable(self) -> list:
        return [n for n, v in self.env.items()
                if n.startswith("v") and n not in self.approx]

    def update(self) -> M.Assign:
        """Reassign an existing variable with a value of exactly its type and shape."""
        name = self.ch.choice(self.updatable())
        v = self.var(name)
        e = self.expr(v.shape, self.ch.int(1, self.cfg.max_depth), exact=True)
        if self.ch.flag(60):
            e = self.binary(self.ch.choice(ARITH[:8]), v, e, exact=True)
        e = self.fit(e, v.dtype, v.shape)
        if self.is_product(e, v.dtype):
            self.products.add(name)
        return M.Assign(name, e)

    def fit(self, e, dtype: str, shape: tuple):
        """``e`` converted to ``dtype`` and broadcast to exactly ``shape``."""
        if e.dtype != dtype:
            e = M.Cast(dtype, e.shape, e)
        if e.shape != shape:
            e = M.Call(e.dtype, shape, "broadcast_to", (e,), e.dtype)
        return e

    def scoped(self, fn):
        """Run ``fn`` and forget the variables it introduced (block-local in tiledsl)."""
        keep = set(self.env)
        result = fn()
        for n in list(self.env):
            if n not in keep:
                del self.env[n]
                self.approx.discard(n)
        return result

    def if_stmt(self, level: int) -> M.If:
        cond = self.cond()
        then = self.scoped(lambda: tuple(self.block(1, 2, level + 1)))
        orelse = self.scoped(lambda: tuple(self.block(0, 2, level + 1)))
        return M.If(cond, then, orelse)

    def loop(self, level: int):
        if self.ch.flag(30):
            return self.while_loop(level)
        t = self.var("t")
        pattern = self.ch.int(0, 4)
        lit = M.Lit("i32", (), self.ch.int(1, 3))
        start, stop, step = [
            (M.Lit("i32", (), 0), t, 1),
            (M.Lit("i32", (), 0), lit, 1),
            (t, M.Lit("i32", (), -1), -1),
            (M.Lit("i32", (), 1), M.Bin("i32", (), "+", t, M.Lit("i32", (), 2), "i32"), 2),
            (lit, M.Lit("i32", (), 0), -1),
        ][pattern]
        var = self.fresh("k")

        def body():
            self.env[var] = M.Var("i32", (), var)
            self.loopvars.append(var)
            stmts = tuple(self.block(1, 3, level + 1))
            self.loopvars.pop()
            return stmts

        brk = None
        if self.ch.flag(25):
            brk = M.Bin("i1", (), self.ch.choice(("==", ">")), M.Var("i32", (), var),
                        M.Lit("i32", (), self.ch.int(0, 2)), "i32")
        return M.For(var, start, stop, step, self.scoped(body), brk)

    def while_loop(self, level: int) -> M.While:
        t = self.var("t")
        limit = self.ch.choice((t, M.Lit("i32", (), 2),
                                M.Bin("i32", (), "+", t, M.Lit("i32", (), 1), "i32")))
        var = self.fresh("w")

        def body():
            self.env[var] = M.Var("i32", (), var)
            self.loopvars.append(var)
            stmts = tuple(self.block(1, 2, level + 1))
            self.loopvars.pop()
            return stmts

        return M.While(var, limit, self.scoped(body))

    def cond(self):
        """A scalar i1 condition: on ``t``, a scalar parameter, a loop counter, or (with
        ``data_control``) the program id or loaded data."""
        k = self.ch.int(0, 3 if self.cfg.data_control else 1)
        if k == 0:
            scal = [self.var(n) for n in self.env if n == "t" or n.startswith("a")] + \
                   [self.var(n) for n in self.loopvars]
            v = self.ch.choice(scal)
            return self.compare(self.ch.choice(CMP), v, self.literal_for(v.dtype, "cmp"))
        if k == 1:
            e = self.expr((), 2, exact=True)
            return self.compare(self.ch.choice(CMP), e, self.literal_for(e.dtype, "cmp"))
        if k == 2:
            pid = self.var("pid")
            m = self.binary("%", pid, M.Lit("i32", (), 2), exact=True)
            return self.compare("==", m, M.Lit("i32", (), 0))
        e = self.reduce((), 2, exact=True)
        return self.compare(">", e, self.literal_for(e.dtype, "cmp"))

    def output(self, name: str):
        """An output buffer and the statement that stores into it: either a variable
        computed earlier, stored in its own dtype (every intermediate result is then
        observable bit for bit), or a fresh expression converted to a random dtype."""
        rank = 1 if self.ch.flag(25) else 2
        target = (self.R, self.C) if rank == 2 else (self.R,)
        known = [v for n, v in self.env.items()
                 if n.startswith("v") and T.broadcasts_to(v.shape, target)]
        if known and self.ch.flag(50):
            value = self.ch.choice(known)
            dtype = value.dtype
        else:
            value = self.expr(target, self.ch.int(2, self.cfg.max_depth), exact=False)
            dtype = value.dtype if self.ch.flag(50) else self.dtype()
        mask = None
        if self.ch.flag(25):
            mask = self.cmp_expr(target, 2)
        st = M.Store(name, value, mask)
        if self.cfg.control_flow and self.ch.flag(15):
            st = M.If(self.cond(), (st,), ())
        return M.Buffer(name, dtype, True, rank), st

    # ------------------------------------------------------------------ expressions
    def expr(self, target: tuple, depth: int, exact: bool):
        """An expression whose shape broadcasts to ``target``; ``exact``: no approximate
        (GPU fast-math) value inside (only matters with ``gpu``)."""
        with self.ch.span("expr"):
            return self._expr(target, depth, exact and self.cfg.gpu)

    def _expr(self, target: tuple, depth: int, exact: bool):
        if depth <= 0:
            return self.leaf(target, exact)
        k = self.ch.int(0, 99)
        if k < 15:
            return self.leaf(target, exact)
        if k < 45:
            return self.bin_expr(target, depth, exact)
        if k < 53:
            return self.cmp_expr(target, depth)
        if k < 60:
            return self.unary(target, depth, exact)
        if k < 70:
            return self.cast(target, depth, exact)
        if k < 88:
            return self.call(target, depth, exact)
        if k < 97:
            return self.reduce(target, depth, exact)
        return self.index(target, depth, exact)

    def leaf(self, target: tuple, exact: bool):
        R, C = self.R, self.C
        forms = [f for f, s in (("tile", (R, C)), ("rows", (R,)), ("cols", (C,)),
                                ("scalar", ())) if T.broadcasts_to(s, target)]
        vars_ = [v for n, v in self.env.items()
                 if T.broadcasts_to(v.shape, target) and not (exact and n in self.approx)]
        if vars_ and (not forms or self.ch.flag(45)):
            mine = [v for v in vars_ if v.name.startswith("v")]
            return self.ch.choice(mine if mine and self.ch.flag(60) else vars_)
        buf = self.ch.choice(self.inputs)
        form = self.ch.choice(forms)
        shape = {"tile": (R, C), "rows": (R,), "cols": (C,), "scalar": ()}[form]
        col = None
        if form == "rows":
            col = self.ch.choice([M.Lit("i32", (), 0), self.var("t")]
                                 + [self.var(n) for n in self.loopvars])
        other = self.ch.choice(_other_literals(buf.dtype))
        return M.Load(buf.dtype, shape, buf.name, form, col, other)

    def literal_for(self, dtype: str, op: str, ok=lambda v: True):
        """A literal that may meet a ``dtype`` tile under ``op`` (None if none)."""
        pool = FLOAT_LITS + INT_LITS + BOOL_LITS if T.is_float(dtype) else \
            INT_LITS + FLOAT_LITS + BOOL_LITS
        cands = []
        for v in pool:
            try:
                ct = T.literal_computation_type(dtype, v, op)
            except TypeRuleError:
                continue
            if ok(v) and _literal_safe(v, ct, op):
                cands.append(v)
        if not cands:
            return None
        v = self.ch.choice(cands[:12] if self.ch.flag(70) else cands)
        return M.Lit(T.literal_dtype(v), (), v)

    def operand_pair(self, op: str, target: tuple, depth: int, exact: bool):
        a = self.expr(target, depth - 1, exact)
        if self.ch.flag(30):
            b = self.literal_for(a.dtype, "cmp" if op in CMP else op,
                                 ok=lambda v: not isinstance(v, bool) or op not in ARITH)
            if b is not None:
                if op not in ("<<", ">>") and self.ch.flag(30):
                    return b, a
                return a, b
        return a, self.expr(target, depth - 1, exact)

    def bin_expr(self, target, depth, exact):
        op = self.ch.choice(ARITH)
        if op == "/" and exact:
            op = "*"
        tolerant = op == "*"
        a, b = self.operand_pair(op, target, depth, exact or not tolerant)
        return self.binary(op, a, b, exact)

    def binary(self, op: str, a, b, exact: bool):
        """``a op b`` made valid: operands cast where the rules forbid the pair, integer
        divisors made odd and never -1, shift amounts masked below the width."""
        a, b = self.legalize(op, a, b)
        if op in ("//", "%", "<<", ">>"):
            b = self.guard(op, a, b)
        ct = _ct(op, a, b)
        op2, a2, b2 = self._uncontractible(op, a, b, ct)
        if (op2, a2, b2) != (op, a, b):
            return self.binary(op2, a2, b2, exact)
        return M.Bin(T.binary_result(ct, op), T.broadcast(a.shape, b.shape), op, a, b, ct)

    def legalize(self, op, a, b):
        """Operands for which ``a op b`` is valid: floats and i1 cast to i32 where the rules
        forbid them, mixed signedness in ``/ // %`` resolved by a cast, bad literals
        replaced."""
        for attempt in range(5):
            try:
                ct = _ct(op, a, b)
                if op in ("/", "//", "%") and "i1" in (a.dtype, b.dtype):
                    ct = None
            except TypeRuleError:
                ct = None
            if ct is not None:
                return a, b
            if attempt == 0:
                a, b = (self._legal_operand(op, x) for x in (a, b))
            elif attempt == 1 and not isinstance(a, M.Lit) and not isinstance(b, M.Lit):
                b = M.Cast(a.dtype, b.shape, b)
            elif attempt <= 2:
                a, b = (M.Lit("i32", (), 3) if isinstance(x, M.Lit) else x for x in (a, b))
            elif attempt == 3:
                a, b = (x if isinstance(x, M.Lit) else M.Cast("i32", x.shape, x)
                        for x in (a, b))
        raise AssertionError(f"could not make {a.dtype} {op} {b.dtype} valid")

    def _legal_operand(self, op, x):
        if isinstance(x, M.Lit):
            if T.is_float(x.dtype) and op in ("&", "|", "^", "<<", ">>", "//", "%"):
                return M.Lit("i32", (), 3)
            if x.dtype == "i1" and op in ("/", "//", "%"):
                return M.Lit("i32", (), 3)
            return x
        if T.is_float(x.dtype) and op in ("&", "|", "^", "<<", ">>", "//"):
            return M.Cast("i32", x.shape, x)
        if x.dtype == "i1" and op in ("/", "//", "%"):
            return M.Cast("i32", x.shape, x)
        return x

    def guard(self, op, a, b):
        if op in ("//", "%"):
            ct = _ct(op, a, b)
            if T.is_float(ct):
                return b
            if isinstance(b, M.Lit):
                return b if b.value not in (0, -1) else M.Lit("i32", (), 3)
            if T.is_signed(ct):
                inner = M.Bin(b.dtype, b.shape, "&", b, M.Lit("i32", (), -3), b.dtype)
                return M.Bin(b.dtype, b.shape, "|", inner, M.Lit("i32", (), 1), b.dtype)
            return M.Bin(b.dtype, b.shape, "|", b, M.Lit("i32", (), 1), b.dtype)
        # shifts: the amount below the width of the computation type
        if isinstance(b, M.Lit):
            ct = _ct(op, a, b)
            v = b.value if isinstance(b.value, int) and not isinstance(b.value, bool) else 1
            return M.Lit("i32", (), max(0, min(v, T.BITS[ct] - 1)))
        masked_t = T.literal_computation_type(b.dtype, 1, "&")
        probe = M.Var(masked_t, b.shape, "_")
        ct = _ct(op, a, probe)
        m = M.Lit("i32", (), T.BITS[ct] - 1)
        return M.Bin(masked_t, b.shape, "&", b, m, masked_t)

    def compare(self, op, a, b):
        if b is None:
            b = M.Lit("i1", (), False) if a.dtype == "i1" else M.Lit("i32", (), 0)
        ct = _ct("cmp", a, b)
        return M.Bin("i1", T.broadcast(a.shape, b.shape), op, a, b, ct)

    def cmp_expr(self, target, depth):
        k = self.ch.int(0, 9)
        if k >= 8:
            a = self.expr(target, depth - 1, True)
            b = self.expr(target, depth - 1, True)
            return M.Bin("i1", T.broadcast(a.shape, b.shape), self.ch.choice(("and", "or")),
                         a, b, "i1")
        op = self.ch.choice(CMP)
        a, b = self.operand_pair(op, target, depth, True)
        return self.compare(op, a, b)

    def unary(self, target, depth, exact):
        k = self.ch.int(0, 3)
        if k == 0:  # -x: tolerant
            a = self.expr(target, depth - 1, exact)
            return M.Un(a.dtype, a.shape, "-", a)
        if k == 1:
            a = self.expr(target, depth - 1, exact)
            return M.Call(a.dtype, a.shape, "abs", (a,), a.dtype)
        a = self.expr(target, depth - 1, True)
        if k == 2 and not T.is_float(a.dtype):
            return M.Un(a.dtype, a.shape, "~", a)
        return M.Un("i1", a.shape, "not", a)

    def cast(self, target, depth, exact):
        to = self.dtype()
        bitcast = self.ch.flag(15)
        tolerant = T.is_float(to) and not bitcast
        a = self.expr(target, depth - 1, exact or not tolerant)
        if bitcast and a.dtype != "i1":
            same = [d for d in self.cfg.dtypes if d != "i1" and d != a.dtype
                    and T.BITS[d] == T.BITS[a.dtype]]
            if same:
                return M.Cast(self.ch.choice(same), a.shape, self.no_nan(a), True)
        if a.dtype == to:
            return a
        if not tolerant and self.is_ax(a):
            return a
        return M.Cast(to, a.shape, a)

    def no_nan(self, a):
        """``where(a == a, a, 0.0)`` for a float ``a``: NaN bit patterns are unspecified
        (the GPU's canonical NaN differs from numpy's), so bitcasts never see a NaN."""
        if not T.is_float(a.dtype):
            return a
        same = M.Bin("i1", a.shape, "==", a, a, a.dtype)
        return M.Call(a.dtype, a.shape, "where", (same, a, M.Lit("fp32", (), 0.0)), a.dtype)

    def call(self, target, depth, exact):
        k = self.ch.int(0, 6)
        if k in (0, 6):
            fn = self.ch.choice(MATH)
            if exact and fn in APPROX_MATH:
                fn = self.ch.choice(("floor", "ceil"))
            a = self.expr(target, depth - 1, True)
            if a.dtype not in ("fp32", "fp64"):
                a = M.Cast(self.ch.choice(("fp32", "fp64")), a.shape, a)
            return M.Call(a.dtype, a.shape, fn, (a,), a.dtype)
        if k in (1, 2):
            fn = "minimum" if k == 1 else "maximum"
            a, b = self.operand_pair("+", target, depth, exact)
            ct = _ct("+", a, b)
            return M.Call(ct, T.broadcast(a.shape, b.shape), fn, (a, b), ct)
        if k == 3:
            c = self.expr(target, depth - 1, True)
            a, b = self.operand_pair("+", target, depth, exact)
            ct = _ct("+", a, b)
            shape = T.broadcast(T.broadcast(c.shape, a.shape), b.shape)
            return M.Call(ct, shape, "where", (c, a, b), ct)
        if k == 4:
            xs = [self.expr(target, depth - 1, True) for _ in range(3)]
            ct = _ct3(xs)
            if not T.is_float(ct):
                xs[0] = M.Cast("fp32", xs[0].shape, xs[0])
                ct = _ct3(xs)
            shape = T.broadcast(T.broadcast(xs[0].shape, xs[1].shape), xs[2].shape)
            return M.Call(ct, shape, "fma", tuple(xs), ct)
        a = self.expr(target, depth - 1, True)
        if not T.is_float(a.dtype):
            a = M.Cast("fp32", a.shape, a)
        lo, hi = sorted(self.ch.choice(((-1.0, 1.0), (0.0, 0.5), (-2.25, 0.0), (1.5, 1e5),
                                                 (-3.0e38, 1e-3), (-65504.0, 65504.0))))
        return M.Call(a.dtype, a.shape, "clamp",
                      (a, M.Lit("fp32", (), lo), M.Lit("fp32", (), hi)), a.dtype)

    def reduce(self, target, depth, exact):
        R, C = self.R, self.C
        options = []
        for ishape, axis, kd in (((R, C), 1, False), ((R, C), 0, False), ((R,), 0, False),
                                 ((C,), 0, False), ((R, C), None, False), ((R, C), 1, True),
                                 ((R, C), 0, True)):
            if axis is None:
                rshape = ()
            elif kd:
                rshape = tuple(1 if i == axis else s for i, s in enumerate(ishape))
            else:
                rshape = tuple(s for i, s in enumerate(ishape) if i != axis)
            if T.broadcasts_to(rshape, target):
                options.append((ishape, axis, kd, rshape))
        scan = [s for s in ((R, C), (R,), (C,)) if T.broadcasts_to(s, target)]
        fn = self.ch.choice(("sum", "max", "min", "argmax", "argmin", "cumsum"))
        if fn == "cumsum" and not scan:
            fn = "sum"
        if not options and fn != "cumsum":
            return self.leaf(target, exact)
        if fn == "cumsum":
            ishape = self.ch.choice(scan)
            axis = self.ch.int(0, len(ishape) - 1)
            a = self.reduce_input(ishape, depth, True)
            if T.is_float(a.dtype) and not self.ch.flag(60):
                a = M.Cast(self.ch.choice(("i32", "i64", "u8", "i16")), a.shape, a)
            return M.Reduce(T.scan_dtype(a.dtype), ishape, fn="cumsum", a=a, axis=axis,
                            reverse=self.ch.flag(30))
        ishape, axis, kd, rshape = self.ch.choice(options)
        tolerant = fn in ("max", "min")
        a = self.reduce_input(ishape, depth, exact or not tolerant)
        if fn == "sum" and self.cfg.gpu and a.dtype in ("fp32", "fp64"):
            a = self.quantize(a, T.sum_dtype(a.dtype))  # fp16/bf16 sums agree bit for bit
        dtype = {"sum": T.sum_dtype, "max": T.minmax_dtype, "min": T.minmax_dtype}.get(
            fn, lambda d: "i32")(a.dtype)
        return M.Reduce(dtype, rshape, fn=fn, a=a, axis=axis, keep_dims=kd)

    def reduce_input(self, ishape, depth, exact):
        a = self.expr(ishape, depth - 1, exact)
        if a.shape != ishape:
            a = M.Call(a.dtype, ishape, "broadcast_to", (a,), a.dtype)
        return a

    def quantize(self, a, dt):
        """Small integers in float ``dt`` whose sums over at most 128 elements are exact in
        any order: fp64 ← i32, fp32 ← i16, fp16 ← i8 >> 3, bf16 ← i8 >> 6."""
        if dt == "fp64":
            q = M.Cast("i32", a.shape, a)
        elif dt == "fp32":
            q = M.Cast("i16", a.shape, a)
        else:
            i8 = M.Cast("i8", a.shape, a)
            q = M.Bin("i8", a.shape, ">>", i8, M.Lit("i32", (), 3 if dt == "fp16" else 6),
                      "i8")
        return M.Cast(dt, a.shape, q)

    def index(self, target, depth, exact):
        R, C = self.R, self.C
        opts = []
        if len(target) == 2 and target[1] in (1, C) and target[0] == R:
            opts.append("col")
        if len(target) == 2 and target[0] in (1, R) and target[1] == C:
            opts.append("row")
        if not opts:
            return self.bin_expr(target, depth, exact)
        where = self.ch.choice(opts)
        inner = (R,) if where == "col" else (C,)
        a = self.reduce_input(inner, depth, exact)
        shape = (R, 1) if where == "col" else (1, C)
        return M.Index(a.dtype, shape, a, where)


# ---------------------------------------------------------------------------- rules
def _ct(op: str, a, b) -> str:
    """The computation type of ``a op b`` (tile/tile or tile/literal rule)."""
    rule = op if op in ARITH else "+" if op in ("minimum", "maximum", "where") else "cmp"
    if op in ("+", "-", "*", "/", "//", "%", "&", "|", "^", "<<", ">>"):
        rule = op
    la, lb = isinstance(a, M.Lit), isinstance(b, M.Lit)
    if la and lb:
        raise TypeRuleError("two literals")
    if lb:
        return T.literal_computation_type(a.dtype, b.value, rule)
    if la:
        return T.literal_computation_type(b.dtype, a.value, rule)
    return T.computation_type(a.dtype, b.dtype, rule)


def _ct3(xs) -> str:
    ct = xs[0].dtype
    for x in xs[1:]:
        ct = T.computation_type(ct, x.dtype, "+")
    return ct


def _literal_safe(v, ct: str, op: str) -> bool:
    """Literals that keep the program specified: no zero or -1 integer divisor, shift
    amounts below the width."""
    if op in ("//", "%") and T.is_int(ct) and v in (0, -1):
        return False
    if op in ("<<", ">>"):
        return isinstance(v, int) and not isinstance(v, bool) and 0 <= v < T.BITS[ct]
    return True


def _other_literals(dtype: str) -> tuple:
    """Values for ``load(..., other=)`` that convert to ``dtype`` without ambiguity."""
    if dtype == "i1":
        return (False, True)
    if T.is_float(dtype):
        return (0.0, 1.5, -0.0, float("-inf"), float("nan"), -2)
    lo, hi = T.int_range(dtype)
    return tuple(dict.fromkeys((0, 1, hi, lo, 7 if hi >= 7 else 1)))


__all__ = ["FuzzConfig", "generate_case", "is_approx", "children"]
