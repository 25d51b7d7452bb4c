"""``device_print`` and ``device_assert``.

``device_print`` prints each operand tile once per program instance, numpy-style, prefixed
with the program id: ``pid (1, 0, 0) x: [1. 2. 3.]`` (several operands: ``x (operand 1):``).
Lines are buffered per program and written in program order at the end of each batch, so the
output is the same batched or one by one. (Triton prints one line per element and thread.)

``device_assert`` raises :class:`~tiledsl.errors.TileRuntimeError` for the first program (in
program order) with a false lane, naming the program id, the line and the first failing lane.
Unlike Triton, it always checks (Triton skips it unless compiled with ``debug=True``).

``ctx.print_filter`` (a launch's ``print_pids=``) keeps the lines of the listed programs only.
"""
from __future__ import annotations

import numpy as np

from tiledsl.faults import assert_error
from tiledsl.ir import Op

from ..memory import Ptr


def _fmt(x: np.ndarray, hex_: bool) -> str:
    if hex_ and x.dtype.kind != "b":
        width = x.dtype.itemsize * 2
        bits = x.view(np.dtype(f"u{x.dtype.itemsize}"))
        if bits.ndim == 0:
            return f"0x{int(bits):0{width}x}"
        return np.array2string(bits, formatter={"int": lambda v: f"0x{int(v):0{width}x}"})
    if x.ndim == 0:
        return str(x[()])
    return str(x)


def device_print(ctx, op, *xs):
    """Buffer one line per operand and per program of the batch."""
    prefix = str(op.attrs.get("prefix", "")).strip()
    if prefix.endswith(":"):
        prefix = prefix[:-1]
    hex_ = bool(op.attrs.get("hex", False))
    only = ctx.print_filter
    for b in range(ctx.nprog):
        pid = ctx.pid_of(b)
        if only is not None and pid not in only:
            continue
        for k, x in enumerate(xs):
            if isinstance(x, Ptr):
                name = (ctx.buffers[x.buf].name if isinstance(x.buf, int) else "ptr")
                val = f"{name} + {_fmt(x.off[b if x.off.shape[0] > 1 else 0], False)}"
            else:
                val = _fmt(x[b if x.shape[0] > 1 else 0], hex_)
            label = prefix if len(xs) == 1 else f"{prefix} (operand {k})".strip()
            head = f"pid {pid} {label}:" if label else f"pid {pid}:"
            ctx.prints[b].append(f"{head} {val}")


def device_assert(ctx, op, cond):
    """Raise at the first program (then lane) where ``cond`` is false."""
    if cond.all():
        return
    bad = ~np.broadcast_to(cond, (ctx.nprog,) + cond.shape[1:])
    flat = int(np.argmax(bad.reshape(-1)))
    pos = np.unravel_index(flat, bad.shape)
    b, lane = int(pos[0]), tuple(int(i) for i in pos[1:])
    raise assert_error(ctx.kernel, ctx.pid_of(b), op.attrs.get("msg", "") or "", lane, op.loc)


def breakpoint_(ctx, op):
    """``breakpoint()``: nothing in a plain run. The debugger (:mod:`tiledsl.debugger`) turns
    each one into a breakpoint on its line; launches of kernels that contain one go through
    the debugger (``tiledsl/launch.py``)."""
    return None


def debug_barrier(ctx, op):
    """``debug_barrier()``: nothing to wait for. The interpreter runs each op of a program on
    the whole tile at once, so every lane's earlier accesses are done already."""
    return None


def assume(ctx, op, cond):
    """``assume(cond)``: with the ``hints`` check on (the default), a false lane is reported
    as a wrong hint (the GPU compiler may rely on it); otherwise nothing."""
    if cond.all():
        return
    reporter = getattr(ctx, "reporter", None)
    if reporter is None or not reporter.spec.on("hints"):
        return
    bad = ~np.broadcast_to(cond, (ctx.nprog,) + cond.shape[1:])
    flat = int(np.argmax(bad.reshape(-1)))
    pos = np.unravel_index(flat, bad.shape)
    b, lane = int(pos[0]), tuple(int(i) for i in pos[1:])
    where = f"; first failing lane: {lane}" if lane else ""
    from tiledsl.errors import TileRuntimeError

    err = TileRuntimeError(
        f"assume() does not hold in kernel '{ctx.kernel}', program id {ctx.pid_of(b)}{where}",
        op.loc, notes=("the GPU code may rely on it and compute garbage; remove or fix it "
                       "(check='-hints' turns this check off)",))
    reporter.report("hints", op, err, ctx)


TABLE = {
    Op.ASSUME: assume,
    Op.DEBUG_BARRIER: debug_barrier,
    Op.DEVICE_PRINT: device_print,
    Op.DEVICE_ASSERT: device_assert,
    Op.BREAKPOINT: breakpoint_,
}
