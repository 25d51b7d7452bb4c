"""The ``INLINE_ASM`` rule: one ``asm`` statement per element, in a helper function per op
(``tl_asm<n>``) so that each register's value is an expression. Triton's ``$N`` operands
become ``%N`` (a ``%`` of the PTX itself, as in ``%tid.x``, is doubled first);
``is_pure=False`` makes it ``asm volatile``. CUDA only: the assembly is PTX."""
from __future__ import annotations

import hashlib
import re

from tiledsl.errors import TileTypeError
from tiledsl.ir import Op

from ..dialect import _guarded
from .elementwise import elementwise


def _text(asm: str) -> str:
    """``asm`` as a C string literal of GCC's inline assembly syntax."""
    body = re.sub(r"\$(\d+)", r"%\1", asm.replace("%", "%%"))
    return '"' + body.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def _inline_asm(em, op):
    if em.d.name != "cuda":
        raise TileTypeError(f"inline_asm_elementwise() is PTX, which {em.d.name.upper()} "
                            f"cannot run: use its reference helper's code on this target",
                            op.loc)
    letters = op.attrs["constraints"].split(",")
    out_c = em.ctype(op.result.type.elem)
    in_c = [em.ctype(v.type.elem) for v in op.operands]
    key = repr((op.attrs["asm"], op.attrs["constraints"], op.attrs["pure"], out_c, in_c))
    name = f"tl_asm_{hashlib.sha1(key.encode()).hexdigest()[:12]}"  # one per distinct asm
    if name not in em.helpers:
        params = ", ".join(f"{c} a{i}" for i, c in enumerate(in_c))
        ins = ", ".join(f'"{c}"(a{i})' for i, c in enumerate(letters[1:]))
        vol = "" if op.attrs["pure"] else " volatile"
        em.helpers[name] = _guarded(name, "inline assembly", (
            f"__device__ __forceinline__ {out_c} {name}({params}) {{\n"
            f"  {out_c} r;\n"
            f"  asm{vol}({_text(op.attrs['asm'])} : \"={letters[0][1:]}\"(r) : {ins});\n"
            f"  return r;\n}}\n"))
    elementwise(em, op, lambda *xs: f"{name}({', '.join(xs)})")


TABLE = {Op.INLINE_ASM: _inline_asm}
