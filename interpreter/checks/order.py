"""Program order: shuffled or reversed runs, and the order-dependence check.

A GPU runs program instances in no fixed order; the interpreter's default order (program ids
in order, batched) would hide a kernel whose result depends on it. ``order="random"`` runs
them one at a time in the order of a seeded shuffle (``seed=`` replays one), ``"reverse"``
backwards. ``check="order"`` runs the launch twice, shuffled then in the default order, from
the same starting memory, and reports the first element (by argument, then offset) whose bits
differ, with the last program and line that wrote it in each run and the seed that replays
the shuffled run. The memory the launch leaves behind is the default order's.
"""
from __future__ import annotations

import numpy as np

from tiledsl.errors import TileRuntimeError

from .report import pid_of_linear
from .shadow import offset_index, positions


def permutation(order: str, seed: int, total: int) -> list[int]:
    """The linear program ids in the order ``order`` runs them."""
    if order == "reverse":
        return list(range(total - 1, -1, -1))
    if order == "random":
        return [int(i) for i in np.random.default_rng(seed).permutation(total)]
    return list(range(total))


class LastWriter:
    """``ctx.mem_hook`` part that keeps, per element, the last program and op that wrote it."""

    def __init__(self, launch):
        self.layout = launch.layout
        self.ops: list = []
        self.op_index: dict = {}
        self.arrays: dict = {}  # group -> (last program ids, last op indices), its own

    def _arrays(self, group):
        a = self.arrays.get(group)
        if a is None:
            a = self.arrays[group] = (np.full(group.n, -1, np.int32),
                                      np.full(group.n, -1, np.int32))
        return a

    def _site(self, op) -> int:
        i = self.op_index.get(id(op))
        if i is None:
            i = self.op_index[id(op)] = len(self.ops)
            self.ops.append(op)
        return i

    def load(self, ctx, op, buf, idx, active, raw):
        """Loads write nothing."""
        return None

    def store(self, ctx, op, buf, idx, active, shape, flat=None):
        """Record the program and op as the last writer of the stored elements."""
        group, shift = self.layout[buf.index]
        gi, pi, _, _ = positions(ctx, idx, active, shift, flat)
        if not gi.size:
            return
        pid_arr, op_arr = self._arrays(group)
        if ctx.undo is not None:
            ctx.undo.append((pid_arr, gi, pid_arr[gi]))
            ctx.undo.append((op_arr, gi, op_arr[gi]))
        pid_arr[gi] = pi if isinstance(pi, int) else pi.array()
        op_arr[gi] = self._site(op)

    def atomic(self, ctx, op, buf, idx, active, shape):
        """An atomic writes too."""
        self.store(ctx, op, buf, idx.reshape(shape), active.reshape(shape), shape)

    def who(self, buf, raw_index: int):
        """``(program id linear, op)`` of the last write to ``buf.raw[raw_index]``, or None."""
        group, shift = self.layout[buf.index]
        if group not in self.arrays:
            return None
        pids, ops = self.arrays[group]
        if pids[raw_index + shift] < 0:
            return None
        return int(pids[raw_index + shift]), self.ops[int(ops[raw_index + shift])]


def _value_text(buf, raw_value) -> str:
    v = np.array([raw_value], dtype=buf.raw.dtype)
    if buf.np == np.bool_:
        return str(bool(v[0]))
    return str(v.view(buf.np)[0])


def compare(launch, shuffled: dict, writers, seed: int) -> None:
    """Raise for the first element whose bits differ between ``shuffled`` (buffer index →
    raw copy after the shuffled run) and memory now (after the default-order run)."""
    for index, before in shuffled.items():
        buf = launch.buffers[index]
        diff = np.flatnonzero(before != buf.raw)
        if not diff.size:
            continue
        raw_i = int(diff[0])
        offset = raw_i + buf.lo
        where = offset_index(launch.args[index], offset) if index in launch.args else None
        at = f" (index {where} of the array)" if where not in (None, (offset,)) else ""
        mine, theirs = writers
        first, second = mine.who(buf, raw_i), theirs.who(buf, raw_i)
        span = (first or second)[1].loc if (first or second) else None

        def who(w):
            if w is None:
                return "no program wrote it"
            pid, op = w
            place = "this line" if op.loc == span else str(op.loc)
            return f"program id {pid_of_linear(launch.grid, pid)} ({place})"

        notes = [f"last written in program-id order by {who(first)}; shuffled, by "
                 f"{who(second)}"]
        if second is not None and second[1].loc != span:
            notes.append(second[1].loc.caret_lines())
        notes.append(f"replay the shuffled run with order='random', seed={seed}; on a GPU, "
                     f"where program instances run in no fixed order, such a result changes "
                     f"from run to run")
        msg = (f"order dependence in kernel '{launch.fn.name}': offset {offset} of "
               f"'{buf.name}'{at} is {_value_text(buf, buf.raw[raw_i])} when program "
               f"instances run in program-id order but {_value_text(buf, before[raw_i])} "
               f"when they run shuffled (order='random', seed={seed})")
        raise TileRuntimeError(msg, span, tuple(notes))


__all__ = ["permutation", "LastWriter", "compare"]
