"""The ``INLINE_ASM`` rule: one assembly statement per element, in a helper function per
distinct statement (the dialect's ``inline_asm_helper``) so that each register's value is an
expression. The assembly is PTX: a target whose dialect gives no helper refuses it, located
at the call."""
from __future__ import annotations

import hashlib

from tiledsl.errors import TileTypeError
from tiledsl.ir import Op

from ..dialect import _guarded
from .elementwise import elementwise


def _assembly(em, op):
    letters = op.attrs["constraints"].split(",")
    out_c = em.ctype(op.result.type.elem)
    in_c = [em.ctype(v.type.elem) for v in op.operands]
    key = repr((op.attrs["asm"], op.attrs["constraints"], op.attrs["pure"], out_c, in_c))
    name = f"tl_asm_{hashlib.sha1(key.encode()).hexdigest()[:12]}"  # one per distinct asm
    if name not in em.helpers:
        text = em.d.inline_asm_helper(name, op.attrs["asm"], letters, op.attrs["pure"], out_c,
                                      in_c)
        if text is None:
            raise TileTypeError(f"inline_asm_elementwise() is PTX, which {em.d.name.upper()} "
                                f"cannot run: use its reference helper's code on this "
                                f"target", op.loc)
        em.helpers[name] = _guarded(name, "inline assembly", text)
    elementwise(em, op, lambda *xs: f"{name}({', '.join(xs)})")


TABLE = {Op.INLINE_ASM: _assembly}
