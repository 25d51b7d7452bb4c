"""Every IR op has an implementation in both backends: a numpy one in the interpreter's
``OP_IMPLS`` (``interpreter/ops/``) and a code generation rule in ``OP_RULES``
(``codegen/rules/``), so that a new member of :class:`tiledsl.ir.Op` has to land in both.

Both tables are built the same way: one module per op family, with the same file names on
both sides, each exporting a ``TABLE`` that the package merges explicitly.
"""
from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from tiledsl.codegen.rules import OP_RULES
from tiledsl.interpreter import OP_IMPLS
from tiledsl.ir import Op

ROOT = Path(__file__).resolve().parent.parent

#: Ops a backend deliberately lacks, with the reason. Empty today: every op runs on both.
EXCLUDED = {
    "interpreter": {},
    "codegen": {},
}

TABLES = {"interpreter": OP_IMPLS, "codegen": OP_RULES}


@pytest.mark.parametrize("backend", sorted(TABLES))
def test_table_covers_every_op(backend):
    table = TABLES[backend]
    missing = set(Op) - set(table) - set(EXCLUDED[backend])
    assert not missing, f"{backend} has no entry for {sorted(o.name for o in missing)}"
    assert not set(table) & set(EXCLUDED[backend]), "an excluded op is implemented: drop it"
    assert all(callable(f) for f in table.values())


def test_both_tables_have_the_same_op_families():
    """``interpreter/ops/X.py`` and ``codegen/rules/X.py`` exist for the same X, and each
    family holds the same ops on both sides."""
    interp = sorted(p.stem for p in (ROOT / "interpreter" / "ops").glob("*.py")
                    if p.stem != "__init__")
    rules = sorted(p.stem for p in (ROOT / "codegen" / "rules").glob("*.py")
                   if p.stem != "__init__")
    assert interp == rules
    for family in interp:
        a = importlib.import_module(f"tiledsl.interpreter.ops.{family}").TABLE
        b = importlib.import_module(f"tiledsl.codegen.rules.{family}").TABLE
        assert set(a) == set(b), (family, sorted(o.name for o in set(a) ^ set(b)))
