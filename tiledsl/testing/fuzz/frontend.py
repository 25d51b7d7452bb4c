"""Front-end fuzzing: hostile ``.tile`` text must give success or a located TileError.

* :func:`corpus` gathers the repository's kernels: ``examples/*.tile``, the ``.tile`` files
  under ``tests/`` and the kernel sources written as string literals in ``tests/*.py``;
* :func:`mutants` derives sources from them by token deletions, insertions, swaps and
  replacements of literals and names (deterministic for a seed);
* :func:`wrong_kind_sources` is a grid of wrong-kind values (a string, a dtype, a builtin,
  a pointer tile, a tuple, None, a bound method) in every parameter of every builtin, on
  both sides of every operator and in the statements;
* :func:`outcome` parses, checks and lowers one source and classifies what happened.

The promise checked: every outcome is ``"ok"`` or ``"error"`` (a TileError located inside
the source), never an InternalError, another exception, or an input running past a limit.
"""
from __future__ import annotations

import ast as pyast
import contextlib
import io
import random
import re
import signal
import threading
import time
from pathlib import Path

#: every outcome other than these is a finding
GOOD = ("ok", "error")
#: the seconds an input may take
TIME_LIMIT = 10.0

_TOKEN_RE = re.compile(r'"""(?:[^"\\]|\\.|"(?!""))*"""|\'\'\'(?:[^\'\\]|\\.|\'(?!\'\'))*\'\'\''
                       r'|"(?:[^"\\\n]|\\.)*"|\'(?:[^\'\\\n]|\\.)*\'|#[^\n]*|\n[ \t]*'
                       r'|[ \t]+|\d[\w.]*|\.\d\w*|\w+|\*\*|//|<<|>>|[<>=!]=|[-+*/%&|^]='
                       r'|\S')
_NAMES = ("x", "v", "offs", "mask", "BLOCK", "max", "min", "sum", "load", "store", "where",
          "fp16", "fp32", "i1", "i64", "u8", "bf16", "inf", "nan", "None", "True", "False",
          "program_id", "arange", "range", "static_range", "kernel", "def", "if", "else",
          "for", "while", "return", "break", "continue", "and", "or", "not", "in", "pass",
          "PropagateNan", "static_print", "breakpoint", "dot", "to", "T", "shape", "dtype")
_LITERALS = ("0", "1", "-1", "2", "3", "16", "0.0", "1.5", "-0.0", "1e400", "1e-400",
             "2147483648", "4294967296", "18446744073709551616", "0x7fffffff", "0b1",
             "9" * 5000, "1" + "0" * 40, '""', '"x"', "'evict_first'", "1_000", "007", ".5")
_PUNCT = ("(", ")", "[", "]", ",", ":", ".", "=", "+", "-", "*", "/", "//", "%", "<<",
          ">>", "&", "|", "^", "~", "<", ">", "==", "!=", "+=", "**", "@", ";", "\n",
          "\n    ", "\n        ", "    ", "\t", "\\\n")


# ------------------------------------------------------------------ corpus
def corpus(root: str | Path) -> list:
    """``[(name, text)]``: every kernel source of the repository at ``root`` that parses."""
    from ...errors import TileError
    from ...parser import parse
    from ...source import Source

    root = Path(root)
    found = []
    for path in sorted(root.glob("examples/*.tile")) + sorted(root.glob("tests/**/*.tile")):
        found.append((str(path.relative_to(root)), path.read_text(encoding="utf-8")))
    for path in sorted(root.glob("tests/*.py")):
        for i, text in enumerate(_kernel_strings(path.read_text(encoding="utf-8"))):
            found.append((f"{path.relative_to(root)}#{i}", text))
    out, seen = [], set()
    for name, text in found:
        if text in seen:
            continue
        seen.add(text)
        try:
            parse(Source(text, name))
        except TileError:
            continue
        out.append((name, text))
    return out


def _kernel_strings(py_text: str) -> list:
    """String literals of a Python file that hold a kernel (``kernel name(`` at a line start)."""
    try:
        tree = pyast.parse(py_text)
    except SyntaxError:
        return []
    out = []
    for node in pyast.walk(tree):
        if isinstance(node, pyast.Constant) and isinstance(node.value, str) and \
                re.search(r"^kernel \w+\(", node.value, re.M):
            out.append(node.value)
    return out


# ------------------------------------------------------------------ mutation
def tokens(text: str) -> list:
    """``text`` cut into tokens that join back to it (whitespace and comments included)."""
    return _TOKEN_RE.findall(text)


def mutate(text: str, rng: random.Random, steps: int = 0) -> str:
    """``text`` with 1 to 3 random token edits (``steps`` fixes their number)."""
    toks = tokens(text)
    for _ in range(steps or rng.randint(1, 3)):
        if not toks:
            break
        edit = rng.choice(_EDITS)
        toks = edit(toks, rng)
    return "".join(toks)


def _code_index(toks, rng) -> int:
    """A random index of a token that is not whitespace or a comment (or any index)."""
    idx = [i for i, t in enumerate(toks) if t.strip() and not t.startswith("#")]
    return rng.choice(idx) if idx else rng.randrange(len(toks))


def _delete(toks, rng):
    i = _code_index(toks, rng)
    return toks[:i] + toks[i + 1:]


def _insert(toks, rng):
    i = rng.randrange(len(toks) + 1)
    pool = rng.choice((_NAMES, _LITERALS, _PUNCT, [t for t in toks if t.strip()] or _NAMES))
    new = rng.choice(pool)
    return toks[:i] + [" ", new, " "] + toks[i:] if new.strip() else toks[:i] + [new] + toks[i:]


def _swap(toks, rng):
    i, j = _code_index(toks, rng), _code_index(toks, rng)
    toks = list(toks)
    toks[i], toks[j] = toks[j], toks[i]
    return toks


def _replace_literal(toks, rng):
    idx = [i for i, t in enumerate(toks) if t[:1].isdigit() or t[:1] in "\"'."]
    if not idx:
        return _insert(toks, rng)
    toks = list(toks)
    toks[rng.choice(idx)] = rng.choice(_LITERALS)
    return toks


def _replace_name(toks, rng):
    idx = [i for i, t in enumerate(toks) if t[:1].isalpha() or t[:1] == "_"]
    if not idx:
        return _insert(toks, rng)
    own = [toks[i] for i in idx]
    toks = list(toks)
    toks[rng.choice(idx)] = rng.choice(own if rng.random() < 0.5 else _NAMES)
    return toks


def _replace_with_value(toks, rng):
    """A name or literal replaced by a value of another kind (:data:`WRONG`, :data:`_LITERALS`)."""
    idx = [i for i, t in enumerate(toks) if t[:1].isalnum() or t[:1] in "_\"'"]
    if not idx:
        return _insert(toks, rng)
    toks = list(toks)
    toks[rng.choice(idx)] = rng.choice([w for _, w in WRONG] + list(_LITERALS))
    return toks


def _duplicate_line(toks, rng):
    text = "".join(toks)
    lines = text.split("\n")
    i = rng.randrange(len(lines))
    lines.insert(i, lines[i])
    return tokens("\n".join(lines))


_EDITS = (_delete, _insert, _swap, _replace_literal, _replace_literal, _replace_name,
          _replace_name, _replace_with_value, _replace_with_value, _replace_with_value,
          _duplicate_line)


def mutants(sources: list, seed: int, n: int):
    """``n`` mutated sources ``(label, text)``, a pure function of ``sources`` and ``seed``."""
    rng = random.Random(seed)
    for i in range(n):
        name, text = sources[rng.randrange(len(sources))]
        yield f"{name}~{seed}.{i}", mutate(text, rng)


# ------------------------------------------------------------------ the wrong-kind grid
#: values of the wrong kind for most parameters: (label, expression)
WRONG = (("string", '"x"'), ("dtype", "fp64"), ("builtin", "max"), ("pointer", "x + offs"),
         ("tuple", "(1, 2)"), ("tuple of tiles", "(v, v)"), ("None", "None"),
         ("method", "v.to"), ("namespace", "PropagateNan"), ("helper", "h"),
         ("run-time scalar", "n"), ("float", "1.5"), ("wide integer", "1099511627776"))
_PRELUDE = ("def h(a):\n    return a\n\n"
            "kernel k(x: *fp32, out: *fp32, n: i32, B: constexpr):\n"
            "    offs = arange(0, B)\n    m = offs < n\n"
            "    v = load(x + offs, mask=m, other=0.0)\n")
#: a reasonable argument of each kind, for the parameters not under test
_GOOD = {"tile": "v", "value": "v", "pointer": "out + offs", "access": "out + offs", "mask": "m",
         "bool": "False",
         "int": "0", "axis": "0", "dtype": "fp32", "str": "''", "shape": "16", "const": "False",
         "any": "v"}
_BINOPS = ("+", "-", "*", "/", "//", "%", "&", "|", "^", "<<", ">>", "<", "<=", "==", "!=",
           ">", ">=", "and", "or")
_STATEMENTS = ("if W:\n        pass", "while W:\n        pass", "for i in range(W):\n        pass",
               "for i in range(0, W):\n        pass", "for i in range(0, n, W):\n        pass",
               "for i in static_range(W):\n        pass",
               "for i in range(0, n, num_stages=W):\n        pass",
               "store(W, v)", "store(out + offs, W)", "load(W)", "q = load(x + offs, mask=W)",
               "q = W if n > 0 else v", "q = v if W else v", "q = W[:, None]", "q = v[W]",
               "q = W.to(fp16)", "q = W.shape", "q = W.T", "q = W(v)", "q = v\n    q += W",
               "a, b = W", "q = h(W)", "q = W\n    for i in range(0, n):\n        q = v",
               "q = v\n    for i in range(0, n):\n        q = W", "q = W\n    store(out, q)",
               "q = -W", "q = not W", "q = ~W", "q = (W, v)[0]", "q = full(16, W, fp32)")


def wrong_kind_sources():
    """``(label, source)`` for each wrong-kind value in each builtin parameter, each side of
    each operator, and each statement form."""
    from ...check.kinds import kind_of
    from ...check.library import BUILTINS

    for name, b in sorted(BUILTINS.items()):
        params = [p for p, _ in b.params]
        good = {p: _GOOD[kind_of(name, p)] for p in params}
        targets = params + ([b.varargs] if b.varargs else [])
        for target in targets:
            for label, w in WRONG:
                yield f"{name}({target}={label})", _PRELUDE + "    q = " + _call(
                    name, b, good, target, w) + "\n"
    for op in _BINOPS:
        for label, w in WRONG:
            for other in ("v", "1", "n"):
                yield f"{w} {op} {other}", _PRELUDE + f"    q = {w} {op} {other}\n"
                yield f"{other} {op} {w}", _PRELUDE + f"    q = {other} {op} {w}\n"
    for stmt in _STATEMENTS:
        for label, w in WRONG:
            yield f"{stmt.splitlines()[0]} [{label}]", _PRELUDE + "    " + stmt.replace(
                "W", w) + "\n"


def _call(name, b, good, target, w) -> str:
    """A call of builtin ``b`` with ``w`` as ``target`` and good values elsewhere: required
    parameters positionally, an optional target by keyword, ``*args`` after the positionals."""
    from ...check.library import REQUIRED

    args, keywords = [], []
    for p, default in b.params:
        value = w if p == target else good[p]
        if default is REQUIRED:
            args.append(value)
        elif p == target:
            keywords.append(f"{p}={value}")
    if b.varargs:
        args.insert(b.n_positional, w if target == b.varargs else good.get("input", "v"))
    return f"{name}({', '.join(args + keywords)})"


# ------------------------------------------------------------------ running one input
class _Timeout(BaseException):
    """An input ran past its time limit."""


def outcome(text: str, name: str = "fuzz.tile", limit: float = TIME_LIMIT) -> tuple:
    """``(kind, detail, seconds)`` for parsing, checking and lowering every kernel of ``text``.

    ``kind``: ``"ok"``; ``"error"`` (a TileError located inside the source); ``"unlocated"``
    (a TileError without a location in the source); ``"internal"`` (InternalError);
    ``"crash"`` (any other exception); ``"timeout"`` (past ``limit`` seconds)."""
    from ...errors import InternalError, TileError

    start = time.perf_counter()
    try:
        with _alarm(limit), contextlib.redirect_stdout(io.StringIO()):
            _front_end(text, name)
        kind, detail = "ok", ""
    except _Timeout:
        kind, detail = "timeout", f"past {limit} s"
    except InternalError as e:
        kind, detail = "internal", e.message
    except TileError as e:
        where = _unlocated(e, text, name)
        kind, detail = ("unlocated", where) if where else ("error", e.message)
    except RecursionError as e:
        kind, detail = "crash", f"RecursionError: {e}"
    except Exception as e:  # noqa: BLE001 - every other exception is a finding
        kind, detail = "crash", f"{type(e).__name__}: {e}"
    return kind, detail, time.perf_counter() - start


def _front_end(text: str, name: str) -> None:
    """Parse, check and lower every kernel of ``text`` (constexprs 16, other types i32)."""
    from ...check import check_module, lower
    from ...dtypes import DType
    from ...parser import parse
    from ...source import Source

    module = parse(Source(text, name))
    info = check_module(module)
    for kname, sig in info.kernels.items():
        types, consts = {}, {}
        for p in sig.params:
            if p.kind == "constexpr":
                consts[p.name] = p.default if p.has_default else 16
            elif p.kind == "any":
                types[p.name] = DType.i32
        lower(module, kname, types, consts)


def _unlocated(e, text: str, name: str) -> str:
    """Why ``e`` (or one of its errors) is not located inside ``text``; "" when all are."""
    for err in getattr(e, "errors", None) or [e]:
        sp = err.span
        if sp is None or sp.source.filename != name:
            return f"no location in the source: {err.message}"
        if not (1 <= sp.line <= len(text.splitlines()) + 1 and sp.col >= 1):
            return f"location {sp} outside the source: {err.message}"
    return ""


@contextlib.contextmanager
def _alarm(limit: float):
    """Raise :class:`_Timeout` in the main thread after ``limit`` seconds."""
    if threading.current_thread() is not threading.main_thread() or not hasattr(
            signal, "setitimer"):
        yield
        return

    def ring(signum, frame):
        raise _Timeout()

    old = signal.signal(signal.SIGALRM, ring)
    signal.setitimer(signal.ITIMER_REAL, limit)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def findings(cases, limit: float = TIME_LIMIT) -> tuple:
    """Run ``cases`` (``(label, text)``); returns ``(counts, bad)``: outcome kind → count,
    and ``[(label, kind, detail, text)]`` for every outcome not in :data:`GOOD`."""
    counts, bad = {}, []
    for label, text in cases:
        kind, detail, _ = outcome(text, limit=limit)
        counts[kind] = counts.get(kind, 0) + 1
        if kind not in GOOD:
            bad.append((label, kind, detail, text))
    return counts, bad
