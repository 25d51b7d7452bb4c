"""docs/language.md documents the whole language the checker accepts.

The lists come from the checker itself, never from a copy: the builtin table
(``tiledsl.check.builtins.BUILTINS``, filled by ``tiledsl/check/library.py``), the constants
(``CONSTANT_NAMES``), the dtype names, the tile attributes and methods that
``tiledsl.check.exprs._attribute`` accepts and the parameters of ``.to()`` that
``tiledsl.check.builtins.call_method`` binds. The rule for the document:

* each builtin has a *signature*: a code span holding ``name(...)`` whose parameters are the
  builtin's, in its order, each with its default when it has one (``clamp(x, min, max,
  propagate_nan=False)``); ``*args`` stands where the builtin collects extra positionals.
  Builtins that take nothing but positionals (``range``) need only appear as ``name(``;
* each tile attribute and method has a table row whose first cell holds it (``x.T``,
  ``x.reshape(*shape)``); ``.to()``'s row has its signature, by the same rule as builtins;
* each constant and dtype name appears in a code span.

The last tests delete entries from the text and check that the rule notices, so that the
check cannot pass vacuously.
"""
from __future__ import annotations

import ast
import inspect
import re
import textwrap
from pathlib import Path

import pytest

import tiledsl
from tiledsl.check import builtins as B
from tiledsl.check import exprs
from tiledsl.dtypes import DType, dtype_from_name

DOC_PATH = Path(__file__).resolve().parents[1] / "docs" / "language.md"
DOC = DOC_PATH.read_text(encoding="utf-8")

NO_DEFAULT = object()
STAR = "*"


# ------------------------------------------------------------------ reading the document
def code_spans(text: str) -> list:
    """The inline code spans of ``text`` (a span may continue onto the next line of its
    paragraph); fenced blocks are left out; a table's ``\\|`` is read as ``|``."""
    text = re.sub(r"^```.*?^```", "", text, flags=re.S | re.M)
    spans = re.findall(r"`((?:[^`\n]|\n(?![ \t]*\n))+)`", text)
    return [s.replace("\n", " ").replace("\\|", "|") for s in spans]


def _split_top(text: str) -> list:
    """``text`` split at the commas outside brackets and quotes."""
    parts, depth, quote, cur = [], 0, None, []
    for ch in text:
        if quote:
            cur.append(ch)
            if ch == quote:
                quote = None
            continue
        if ch in "'\"":
            quote = ch
        elif ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif ch == "," and depth == 0:
            parts.append("".join(cur))
            cur = []
            continue
        cur.append(ch)
    parts.append("".join(cur))
    return [p.strip() for p in parts if p.strip()]


def call_args(span: str, name: str, method: bool = False) -> list:
    """The argument text of every call ``name(...)`` in ``span`` (``.name(...)`` for a
    method; a builtin's name must not follow a letter, digit, ``_`` or ``.``)."""
    if f"{name}(" not in span:  # the common case, without building a pattern
        return []
    pat = rf"\.{re.escape(name)}\(" if method else rf"(?<![\w.]){re.escape(name)}\("
    out = []
    for m in re.finditer(pat, span):
        depth, i = 1, m.end()
        while i < len(span) and depth:
            depth += {"(": 1, ")": -1}.get(span[i], 0)
            i += 1
        if depth == 0:
            out.append(span[m.end():i - 1])
    return out


def documented_params(argtext: str):
    """``[(name, default text or NO_DEFAULT), ...]`` with ``(STAR, None)`` for ``*args``, or
    None when an argument is not a parameter (an expression: a usage example, not a
    signature)."""
    out = []
    for piece in _split_top(argtext):
        if piece.startswith("*") and piece[1:].isidentifier():
            out.append((STAR, None))
        elif "=" in piece and "==" not in piece:
            name, default = (x.strip() for x in piece.split("=", 1))
            if not name.isidentifier():
                return None
            out.append((name, default))
        elif piece.isidentifier():
            out.append((piece, NO_DEFAULT))
        else:
            return None
    return out


# ------------------------------------------------------------------ reading the checker
def expected_params(params, varargs, n_positional) -> list:
    """The signature a builtin or method binds: ``[(name, default or REQUIRED), ...]`` with
    ``(STAR, None)`` where extra positionals are collected."""
    seq = list(params)
    if varargs:
        seq.insert(len(params) if n_positional is None else n_positional, (STAR, None))
    return seq


def render(name, seq) -> str:
    parts = []
    for p, d in seq:
        if p is STAR:
            parts.append("*args")
        elif d is B.REQUIRED:
            parts.append(p)
        else:
            parts.append(f"{p}={d!r}")
    return f"{name}({', '.join(parts)})"


def _same_default(text, value) -> bool:
    try:
        v = ast.literal_eval(text)
    except (ValueError, SyntaxError):
        return False
    return type(v) is type(value) and v == value


def is_signature(doc_seq, want) -> bool:
    if doc_seq is None or len(doc_seq) != len(want):
        return False
    for (dn, dd), (wn, wd) in zip(doc_seq, want):
        if dn != wn:
            return False
        if wn is STAR:
            continue
        if wd is B.REQUIRED:
            if dd is not NO_DEFAULT:
                return False
        elif dd is NO_DEFAULT or not _same_default(dd, wd):
            return False
    return True


def builtin_signature(name: str) -> list:
    b = B.BUILTINS[name]
    return expected_params(b.params, b.varargs, b.n_positional)


def method_signatures() -> dict:
    """{method: signature} of the methods ``call_method`` binds by name (``.to``), read from
    its ``bind("to", [("dtype", REQUIRED), ...])`` call."""
    tree = ast.parse(textwrap.dedent(inspect.getsource(B.call_method)))
    out = {}
    for node in ast.walk(tree):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id == "bind" and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[1], ast.List)):
            seq = []
            for t in node.args[1].elts:
                pname = t.elts[0].value
                d = t.elts[1]
                seq.append((pname, B.REQUIRED if isinstance(d, ast.Name) and d.id == "REQUIRED"
                            else ast.literal_eval(d)))
            out[node.args[0].value] = seq
    return out


def method_names() -> set:
    """Every tile method: the names ``call_method`` binds or looks up in its table."""
    tree = ast.parse(textwrap.dedent(inspect.getsource(B.call_method)))
    names = set(method_signatures())
    for node in ast.walk(tree):
        if isinstance(node, ast.Dict):
            names |= {k.value for k in node.keys
                      if isinstance(k, ast.Constant) and isinstance(k.value, str)}
    return names


def tile_attribute_names() -> set:
    """Every name ``exprs._attribute`` compares the attribute with (``attr == "T"``, ``attr in
    ("to", ...)``): the attributes and methods tiles have."""
    tree = ast.parse(textwrap.dedent(inspect.getsource(exprs._attribute)))
    names = set()
    for node in ast.walk(tree):
        if (isinstance(node, ast.Compare) and isinstance(node.left, ast.Name)
                and node.left.id == "attr"):
            for comp in node.comparators:
                for c in ast.walk(comp):
                    if isinstance(c, ast.Constant) and isinstance(c.value, str):
                        names.add(c.value)
    return names


def _lower(body: str):
    """Lower a one-kernel module whose body is ``body``; the error text, or None."""
    src = "kernel k(o: *i32):\n" + textwrap.indent(body, "    ")
    try:
        tiledsl.compile(src, filename="probe.tile").k.ir()
    except tiledsl.TileError as e:
        return str(e)
    return None


def attributes_named_by_the_checker_error() -> set:
    """The attributes the checker's own error message lists (``tiles have .to(), .T, ...``)."""
    msg = _lower("t = arange(0, 4)\nv = t.no_such_attribute")
    assert msg and "no attribute" in msg, msg
    listed = msg[msg.index("(tiles have"):].splitlines()[0]
    return set(re.findall(r"\.(\w+)", listed))


# ------------------------------------------------------------------ the rule
def attribute_rows(text: str, name: str) -> list:
    """The table rows that document tile attribute or method ``name``: rows whose first cell
    holds a code span with ``.name`` (``x.T``, ``x.reshape(*shape)``)."""
    rows = []
    for line in text.splitlines():
        if not line.startswith("|"):
            continue
        first = re.split(r"(?<!\\)\|", line)[1] if line.count("|") > 1 else ""
        if any(re.search(rf"\.{re.escape(name)}(?!\w)", s) for s in code_spans(first)):
            rows.append(line)
    return rows


def missing_entries(text: str) -> list:
    """What ``text`` fails to document, as lines for the failure message."""
    spans = code_spans(text)
    missing = []
    for name in sorted(B.BUILTINS):
        want = builtin_signature(name)
        calls = [a for s in spans for a in call_args(s, name)]
        if all(p is STAR for p, _ in want):  # positionals only: nothing to name
            ok = bool(calls)
        else:
            ok = any(is_signature(documented_params(a), want) for a in calls)
        if not ok:
            missing.append(f"builtin {render(name, want)}")
    sigs = method_signatures()
    methods = method_names()
    for name in sorted(tile_attribute_names() | attributes_named_by_the_checker_error()):
        rows = attribute_rows(text, name)
        if name in sigs:
            want = sigs[name]
            calls = [a for s in code_spans("\n".join(rows)) for a in
                     call_args(s, name, method=True)]
            if not any(is_signature(documented_params(a), want) for a in calls):
                missing.append(f"tile method x.{render(name, want)}")
        elif not rows:
            missing.append(f"tile method x.{name}(...)" if name in methods else
                           f"tile attribute x.{name}")
    words = {w for s in spans for w in re.findall(r"[\w.]+", s)}
    for name in sorted(B.CONSTANT_NAMES):
        if name not in words:
            missing.append(f"constant {name}")
    for name in sorted({d.value for d in DType} | set(_dtype_aliases())):
        if name not in words:
            missing.append(f"dtype name {name}")
    return missing


def _dtype_aliases():
    from tiledsl import dtypes

    return [n for n in getattr(dtypes, "_ALIASES", {}) if dtype_from_name(n) is not None]


# ------------------------------------------------------------------ tests
def test_the_checker_tables_are_found():
    """The sources the rule reads are where it looks for them (else it would pass on
    nothing)."""
    assert len(B.BUILTINS) >= 50
    attrs = tile_attribute_names()
    assert attributes_named_by_the_checker_error() <= attrs, (
        "the checker's error message names tile attributes that this test did not find in "
        "tiledsl.check.exprs._attribute; update tile_attribute_names()")
    assert "to" in method_signatures() and method_names() <= attrs


def test_every_tile_attribute_found_is_one_the_checker_accepts():
    for name in sorted(tile_attribute_names()):
        msg = _lower(f"t = arange(0, 4)[:, None] + arange(0, 4)[None, :]\nv = t.{name}")
        assert msg is None or "no attribute" not in msg, (name, msg)


def test_language_doc_documents_every_builtin_parameter_and_attribute():
    missing = missing_entries(DOC)
    assert not missing, (
        "docs/language.md does not document (give each builtin a code span with its full "
        "signature, as the entries there do):\n  " + "\n  ".join(missing))


def _without_spans(text, predicate):
    """``text`` with every code span for which ``predicate(span)`` holds removed."""
    return re.sub(r"`((?:[^`\n]|\n(?![ \t]*\n))+)`",
                  lambda m: "" if predicate(m.group(1).replace("\n", " ").replace("\\|", "|"))
                  else m.group(0), text)


@pytest.mark.parametrize("name", sorted(B.BUILTINS))
def test_deleting_a_builtin_entry_is_noticed(name):
    want = builtin_signature(name)
    if all(p is STAR for p, _ in want):
        cut = _without_spans(DOC, lambda s: bool(call_args(s, name)))
    else:
        cut = _without_spans(DOC, lambda s: any(
            is_signature(documented_params(a), want) for a in call_args(s, name)))
    assert f"builtin {render(name, want)}" in missing_entries(cut)


def test_deleting_a_keyword_argument_or_changing_a_default_is_noticed():
    sig = "clamp(x, min, max, propagate_nan=False)"
    assert sig in DOC
    assert any(m.startswith("builtin clamp(") for m in
               missing_entries(DOC.replace(sig, "clamp(x, min, max)")))
    assert any(m.startswith("builtin clamp(") for m in
               missing_entries(DOC.replace(sig, "clamp(x, min, max, propagate_nan=True)")))
    sig = "cache_modifier='', eviction_policy='', volatile=False)"
    assert sig in DOC
    assert any(m.startswith("builtin load(") for m in
               missing_entries(DOC.replace(sig, "cache_modifier='', eviction_policy='')")))


@pytest.mark.parametrize("name", sorted(tile_attribute_names()))
def test_deleting_a_tile_attribute_entry_is_noticed(name):
    rows = attribute_rows(DOC, name)
    assert rows, name
    cut = "\n".join(ln for ln in DOC.splitlines() if ln not in rows)
    assert any(m.startswith("tile ") and f"x.{name}" in m for m in missing_entries(cut)), name


def test_deleting_a_keyword_of_to_is_noticed():
    sig = "x.to(dtype, bitcast=False, fp_downcast_rounding=None)"
    assert sig in DOC
    assert any(m.startswith("tile method x.to(") for m in
               missing_entries(DOC.replace(sig, "x.to(dtype, bitcast=False)")))
