"""``device_print`` (printf, one line per element, Triton's format), ``device_assert``,
``debug_barrier`` and ``breakpoint`` (no code: only the interpreter's debugger stops)."""
from __future__ import annotations

from tiledsl.dtypes import PointerType
from tiledsl.ir import Op

from ..cexpr import HALF
from ..names import c_string


def _fmt(em, dt, e, hexa):
    if isinstance(dt, PointerType):
        return "%p", f"(const void*)({e})"
    if dt.is_float:
        if hexa:
            bits = {2: "unsigned short", 4: "unsigned int", 8: "unsigned long long"}[dt.itemsize]
            return "0x%llx", f"(unsigned long long)tl_bitcast<{bits}>({e})"
        if dt in HALF:
            return "%f", f"(double){em.d.fp16_to_float(dt, e)}"
        return "%f", f"(double)({e})"
    if hexa:
        return "0x%llx", f"(unsigned long long)({e})"
    if dt.is_signed:
        return "%lld", f"(long long)({e})"
    return "%llu", f"(unsigned long long)({e})"


def _print(em, op):
    prefix = op.attrs.get("prefix", "") or ""
    hexa = bool(op.attrs.get("hex"))
    pid = ", ".join(f"(int){b}" for b in em.d.block_id)
    many = len(op.operands) > 1
    for n, v in enumerate(op.operands):
        t = em.get(v)
        lay = t.layout
        own = em.owner_pred(lay)
        head = c_string(prefix.replace("%", "%%"))
        tag = f" (operand {n})" if many else ""
        if own:
            em.line(f"if ({own}) {{")
            em.depth += 1
        for r in lay.distinct_regs():
            f, arg = _fmt(em, v.type.elem, t.regs[r], hexa)
            if lay.shape:
                idx = ", ".join(em.coord_exprs(lay, r))
                idxf = ", ".join(["%d"] * lay.rank)
                em.line(f'printf("pid (%d, %d, %d) idx ({idxf}) {head}{tag}: {f}\\n", {pid}, '
                        f"{idx}, {arg});")
            else:
                em.line(f'printf("pid (%d, %d, %d) {head}{tag}: {f}\\n", {pid}, {arg});')
        if own:
            em.depth -= 1
            em.line("}")


def _assert(em, op):
    """A false lane writes the error record (codegen.faults) and the kernel goes on; the
    runtime raises the interpreter's error for it. Only a register's owner reports, so a
    replicated lane counts once."""
    from ..faults import Site

    t = em.get(op.operands[0])
    lay = t.layout
    site = em.fault_site(Site("assert", op.loc, op.attrs.get("msg", "") or "", len(lay.shape)))
    own = em.owner_pred(lay)
    for r in lay.distinct_regs():
        cond = f"!({t.regs[r]})" + (f" && ({own})" if own else "")
        coords = em.coord_exprs(lay, r) if lay.shape else []
        em.line(f"if ({cond}) {em.fault_call(site, coords)}")


def _breakpoint(em, op):
    """No code: ``breakpoint()`` stops the interpreter's debugger and a compiled kernel runs
    through it."""


def _debug_barrier(em, op):
    """Triton's ``tl.debug_barrier``: every thread of the block waits for the others, and
    their memory accesses before it are visible to the block after it."""
    em.line(em.barrier_stmt())


def _assume(em, op):
    """Triton's ``tl.assume``: ``__builtin_assume`` on every lane (CUDA and HIP's clang)."""
    t = em.get(op.operands[0])
    for r in t.layout.distinct_regs():
        em.line(f"__builtin_assume({t.regs[r]});")


TABLE = {
    Op.ASSUME: _assume,
    Op.DEBUG_BARRIER: _debug_barrier,
    Op.DEVICE_PRINT: _print,
    Op.DEVICE_ASSERT: _assert,
    Op.BREAKPOINT: _breakpoint,
}
