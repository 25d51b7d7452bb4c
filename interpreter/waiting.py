"""Programs that wait for each other: spin locks and flags, run cooperatively.

A kernel with a *waiting loop* (:func:`.schedule.waiting_loops`: a ``while`` whose condition
depends on memory it reads, such as ``while atomic_cas(lock, 0, 1) == 1: pass``) runs here
instead of one program after another to the end. Each program is a generator over the same
compiled instructions and op implementations as :mod:`.executor` (only the region ops that
hold a waiting loop run here; everything else goes through :data:`~.ops.OP_IMPLS`), so a
program that never waits computes exactly what a plain run computes, in the same order.

Every iteration of a waiting loop records its *footprint*: each element it loads, stores or
updates atomically, with the bits the element held before and the kind of access
(:class:`Watcher`, a part of ``ctx.mem_hook``). At the end of the iteration:

* **blocked** — no element of the footprint holds other bits than before and the loop-carried
  values are unchanged: alone, the program would repeat this iteration forever (the interpreter
  is deterministic), so it waits until one of the elements it read changes;
* **idle** — memory is unchanged but a carried value moved (a retry counter): after
  :data:`YIELD_EVERY` such iterations in a row the program lets the others run;
* otherwise it goes on.

The scheduler (:func:`run`) is deterministic. It starts programs in the launch's order; when
one waits, it first resumes, oldest first, the waiting programs whose footprint has changed
and those that were idle, then starts the next program. It raises a located
:class:`~tiledsl.errors.TileRuntimeError` at the waiting loop, instead of hanging, when

* every started program waits, none can go on, and none is left to start (a deadlock: a lock
  that is never released, a flag that no program sets);
* more than :data:`MAX_WAITING` programs wait at once (each holds its values in memory);
* for :data:`MAX_IDLE_ROUNDS` rounds in a row only idle programs ran, none finished, none
  started and no waiting program's footprint changed (a livelock).

A GPU runs many programs at once, so these schedules are among its schedules: a kernel that
waits for a program of a later id, or of an earlier one in ``order="reverse"``, finishes.
"""
from __future__ import annotations

from collections import deque

import numpy as np

from tiledsl.errors import TileRuntimeError
from tiledsl.ir import Op

from .checks import MemHook
from .checks.report import pid_of_linear
from .memory import same
from .ops.control import for_bounds, never_ends, uniform_scalar, unchanged

#: idle iterations of a waiting loop in a row after which its program lets the others run
YIELD_EVERY = 256

#: rounds of idle programs only (nothing finished, started or woke) before a livelock error
MAX_IDLE_ROUNDS = 64

#: programs that may wait at once
MAX_WAITING = 1024

#: accesses recorded in one iteration's footprint beyond which it counts as a change
MAX_RECORDS = 1 << 16


class Watcher:
    """``ctx.mem_hook`` part: records the footprint of a waiting loop's iteration into
    ``ctx.watch`` (None when no iteration is watched, else one list per waiting loop being
    iterated, innermost last, of ``(buffer, raw indices, raw bits before, access)``, the
    access named as the messages name it: ``"load"``, ``"volatile load"``, ``"store"`` or
    the atomic's op, ``"atomic_cas"`` ...) and counts the stores and atomics of the launch
    (``writes``)."""

    def __init__(self):
        self.writes = 0

    def load(self, ctx, op, buf, idx, active, raw):
        """A load: its elements and the bits it read."""
        w = ctx.watch
        if w is None:
            return
        what = "volatile load" if op.attrs.get("volatile") else "load"
        if active is None:
            _record(w[-1], (buf, idx.reshape(-1), raw.reshape(-1), what))
        else:
            idx, raw, active = np.broadcast_arrays(idx, raw, active)
            _record(w[-1], (buf, idx[active], raw[active], what))

    def store(self, ctx, op, buf, idx, active, shape, flat=None):
        """A store, before it writes: its elements and their bits now."""
        self.writes += 1
        w = ctx.watch
        if w is None:
            return
        if flat is None:
            flat = idx.reshape(-1) if active is None else np.broadcast_to(idx, shape)[active]
        _record(w[-1], (buf, flat, buf.raw[flat], "store"))

    def atomic(self, ctx, op, buf, idx, active, shape):
        """An atomic, before it updates: its elements and their bits now."""
        self.writes += 1
        w = ctx.watch
        if w is None:
            return
        flat = idx[active]
        _record(w[-1], (buf, flat, buf.raw[flat], op.op.value))


def _record(records: list, rec) -> None:
    records.append(rec)
    if len(records) > MAX_RECORDS:  # too long to keep: the iteration counts as a change
        records[:] = [_DIRTY]


#: a footprint record that counts as a change (an inner loop's iteration that changed memory,
#: or more than MAX_RECORDS accesses)
_DIRTY = (None, None, None, None)


def changed(records) -> bool:
    """Whether an element of the footprint ``records`` now holds other bits than recorded."""
    for buf, idx, old, _ in records:
        if buf is None or (idx.size and not np.array_equal(buf.raw[idx], old)):
            return True
    return False


class Wait:
    """What a program yields to the scheduler: the waiting loop ``op``; ``reads``, the
    footprint of its last iteration (``blocked``), or None (``idle``)."""

    __slots__ = ("op", "reads", "writes")

    def __init__(self, op, reads, writes):
        self.op, self.reads, self.writes = op, reads, writes


# ---------------------------------------------------------------------------- one program
def _holders(fn, waits) -> frozenset:
    """The region ops that are waiting loops or hold one: the ones run as generators."""
    out = set()

    def visit(block) -> bool:
        found = False
        for op in block.ops:
            inner = False
            for region in op.regions:
                inner |= visit(region)
            if inner or op in waits:
                out.add(op)
                found = True
        return found

    visit(fn.body)
    return frozenset(out)


class _Runner:
    """Runs one program's compiled blocks as generators (see the module docstring)."""

    def __init__(self, ctx, waits, holders, watcher):
        self.ctx, self.waits, self.holders, self.watcher = ctx, waits, holders, watcher

    def block(self, cb, args):
        ctx = self.ctx
        env = ctx.env
        for s, v in zip(cb.arg_slots, args):
            env[s] = v
        holders = self.holders
        for impl, op, ins, out in cb.instrs:
            operands = [env[i] for i in ins]
            if op in holders:
                k = op.op
                if k is Op.WHILE:
                    r = yield from self.loop(op, operands)
                elif k is Op.FOR:
                    r = yield from self.for_(op, *operands)
                else:
                    r = yield from self.if_(op, operands[0])
            else:
                try:
                    r = impl(ctx, op, *operands)
                except BaseException as exc:  # noqa: BLE001 - located at the op (fail_at)
                    ctx.fail_at(op, exc)
            if out is None:
                continue
            if type(out) is int:
                env[out] = r
            else:
                for s, v in zip(out, r):
                    env[s] = v
        return tuple(env[s] for s in cb.yield_slots)

    def if_(self, op, cond):
        then_b, else_b = self.ctx.regions[op]
        return (yield from self.block(then_b if uniform_scalar(self.ctx, op, cond) else else_b,
                                      ()))

    def for_(self, op, lb, ub, step, *init):
        lo, hi, st = for_bounds(self.ctx, op, lb, ub, step)
        (body,) = self.ctx.regions[op]
        carry, iv = init, lo
        while (iv < hi) if st > 0 else (iv > hi):
            carry = yield from self.block(body, (np.array([iv], dtype=body.iv_dtype), *carry))
            iv += st
        return carry

    def loop(self, op, init):
        ctx = self.ctx
        cond_b, body_b = ctx.regions[op]
        carry = tuple(init)
        if op not in self.waits:  # as control.run_while: an unchanged iteration never ends
            order = ctx.program.carry_orders[op]
            while uniform_scalar(ctx, op, (yield from self.block(cond_b, carry))[0]):
                new = yield from self.block(body_b, carry)
                if unchanged(order, new, carry):
                    raise never_ends(ctx, op)
                carry = new
            return carry
        idle = 0
        while True:
            stack = ctx.watch
            if stack is None:
                stack = ctx.watch = []
            records: list = []
            stack.append(records)
            try:
                go = uniform_scalar(ctx, op, (yield from self.block(cond_b, carry))[0])
                new = (yield from self.block(body_b, carry)) if go else carry
            finally:
                stack.pop()
                if not stack:
                    ctx.watch = None
            moved = changed(records)
            if stack:  # an enclosing waiting loop's iteration: what this one did is its too
                outer = stack[-1]
                if moved:
                    outer.append(_DIRTY)
                else:
                    outer.extend(records)
                if len(outer) > MAX_RECORDS:
                    outer[:] = [_DIRTY]
            if not go:
                return carry
            if moved:
                idle = 0
            elif same(new, carry):
                yield Wait(op, records, self.watcher.writes)
                idle = 0
            else:
                idle += 1
                if idle >= YIELD_EVERY:
                    idle = 0
                    yield Wait(op, None, self.watcher.writes)
            carry = new


class _Live:
    """A started program that has not finished: its context, generator and last wait."""

    __slots__ = ("linear", "ctx", "gen", "wait")

    def __init__(self, linear, ctx, gen):
        self.linear, self.ctx, self.gen, self.wait = linear, ctx, gen, None

    def can_go(self, watcher) -> bool:
        """Whether resuming may get further: it was idle, or what it read has changed."""
        w = self.wait
        if w.reads is None:
            return True
        if w.writes == watcher.writes:  # nothing written anywhere since it waited
            return False
        w.writes = watcher.writes
        return changed(w.reads)


# ---------------------------------------------------------------------------- the scheduler
def run(launch, ids, finished=None) -> None:
    """Run the programs with linear ids ``ids`` (in that order, see the module docstring) of
    ``launch`` (a :class:`~.runner.Launch`), each in a context of its own made by
    ``launch.new_context``; ``finished(linear)`` is called as each program ends."""
    prog = launch.prog
    waits = prog.waits
    holders = _holders(prog.fn, waits)
    watcher = Watcher()
    pool: list = []
    waiting: deque = deque()
    done = 0
    ids = iter(ids)
    idle_rounds = 0

    def start(linear) -> _Live:
        ctx = pool.pop() if pool else launch.new_context()
        if not isinstance(ctx.mem_hook, _WatchHook):
            ctx.mem_hook = _WatchHook(watcher, ctx.mem_hook)
        ctx.set_batch(linear, 1)
        ctx.undo = None
        runner = _Runner(ctx, waits, holders, watcher)
        return _Live(linear, ctx, runner.block(prog.body, launch.values))

    def step(p: _Live) -> bool:
        """Run ``p`` until it waits (True) or ends (False)."""
        nonlocal done
        try:
            with np.errstate(all="ignore"):
                p.wait = next(p.gen)
        except StopIteration:
            p.ctx.flush_prints(launch.stream)
            pool.append(p.ctx)
            done += 1
            if finished is not None:
                finished(p.linear)
            return False
        except BaseException:
            p.ctx.flush_prints(launch.stream)
            for other in waiting:
                other.gen.close()
            raise
        p.ctx.flush_prints(launch.stream)
        return True

    while True:
        progress = False
        for _ in range(len(waiting)):
            p = waiting.popleft()
            if not p.can_go(watcher):
                waiting.append(p)
                continue
            if p.wait.reads is not None:
                progress = True  # woken by a change
            if step(p):
                waiting.append(p)
            else:
                progress = True
        linear = next(ids, None)
        if linear is not None:
            p = start(linear)
            if step(p):
                waiting.append(p)
                if len(waiting) > MAX_WAITING:
                    raise _stuck(launch, waiting, done, "limit")
            idle_rounds = 0
            continue
        if not waiting:
            return
        if progress:
            idle_rounds = 0
            continue
        if all(p.wait.reads is not None for p in waiting):
            raise _stuck(launch, waiting, done, "deadlock")
        idle_rounds += 1
        if idle_rounds >= MAX_IDLE_ROUNDS:
            raise _stuck(launch, waiting, done, "livelock")


class _WatchHook(MemHook):
    """The watcher in front of the launch's own checks (``hook``, possibly None)."""

    def __init__(self, watcher, hook):
        super().__init__((watcher,) if hook is None else (watcher, hook))


# ---------------------------------------------------------------------------- the errors
def _value(buf, bits) -> str:
    v = np.array([bits], dtype=buf.raw.dtype)
    return str(bool(v[0])) if buf.np == np.bool_ else str(v.view(buf.np)[0])


def _reads_text(reads, limit: int = 3) -> str:
    """``its atomic_cas of offset 0 of 'Lock' (holding 1)``: the first elements of a footprint,
    each with the accesses the iteration made to it (``load and store of``, ``store to``)
    and the value it held before them."""
    seen: dict = {}  # (buffer index, raw index) -> [buffer, bits before, accesses]
    for buf, idx, old, what in reads:
        if buf is None:
            continue
        for i, bits in zip(np.ravel(idx).tolist(), np.ravel(old).tolist()):
            entry = seen.get((buf.index, i))
            if entry is None:
                seen[(buf.index, i)] = [buf, bits, [what]]
            elif what not in entry[2]:
                entry[2].append(what)
    if not seen:
        return "it touches no memory"
    parts = []
    for (_, i), (buf, bits, whats) in list(seen.items())[:limit]:
        prep = "to" if whats == ["store"] else "of"
        parts.append(f"{' and '.join(whats)} {prep} offset {i + buf.lo} of '{buf.name}' "
                     f"(holding {_value(buf, bits)})")
    more = len(seen) - len(parts)
    return "its " + ", ".join(parts) + (f" and {more} more element{'s' if more > 1 else ''}"
                                        if more else "")


def _pids(grid, live, limit: int = 8) -> str:
    ids = [str(pid_of_linear(grid, p.linear)) for p in list(live)[:limit]]
    more = len(live) - len(ids)
    return ", ".join(ids) + (f" and {more} more" if more else "")


def _stuck(launch, waiting, done: int, why: str) -> TileRuntimeError:
    """The error for programs that cannot go on (``why``: deadlock, limit or livelock)."""
    first = next((p for p in waiting if p.wait.reads is not None), waiting[0])
    op = first.wait.op
    pid = pid_of_linear(launch.grid, first.linear)
    k = launch.fn.name
    n = len(waiting)
    count = f"{n} program instance{'s' if n > 1 else ''}"
    verb = "waits" if n == 1 else "wait"
    reads = (_reads_text(first.wait.reads) if first.wait.reads is not None
             else "its carried values change but memory does not")
    if why == "deadlock":
        msg = (f"deadlock in kernel '{k}': program id {pid} waits in this loop for memory that "
               f"no running program can change ({reads}); {count} {verb}, {done} finished")
        hint = ("a lock that is never released or a flag that no program sets: on a GPU this "
                "kernel never ends")
    elif why == "limit":
        msg = (f"too many waiting programs in kernel '{k}': {count} wait at once, more than "
               f"the interpreter keeps ({MAX_WAITING}); program id {pid} waits in this loop "
               f"({reads})")
        hint = ("a lock that is never released or a flag that no program sets makes every "
                "later program wait; a kernel that waits for all of its programs at once "
                "(a grid-wide barrier) needs them all resident, which a GPU does not promise")
    else:
        msg = (f"no progress in kernel '{k}': each waiting program ran its waiting loop "
               f"{MAX_IDLE_ROUNDS * YIELD_EVERY} more times without changing memory, and no "
               f"other program could run; program id {pid} waits in this loop ({reads})")
        hint = "the loop waits for memory that no running program changes"
    notes = (f"waiting: program ids {_pids(launch.grid, waiting)}", hint)
    return TileRuntimeError(msg, op.loc, notes)


__all__ = ["run", "Watcher", "Wait", "changed", "YIELD_EVERY", "MAX_IDLE_ROUNDS",
           "MAX_WAITING", "MAX_RECORDS"]
