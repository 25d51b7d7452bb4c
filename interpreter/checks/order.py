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


#: up to this many programs, a shuffled order is numpy's permutation, held in memory
SHUFFLE_IN_MEMORY = 1 << 22

#: ids a lazily shuffled order computes at a time
SHUFFLE_CHUNK = 1 << 16

def permutation(order: str, seed: int, total: int):
    """The linear program ids in the order ``order`` runs them, as a sequence that holds
    O(1) ids (a ``range``) or, shuffled, at most :data:`SHUFFLE_IN_MEMORY` of them."""
    if order == "reverse":
        return range(total - 1, -1, -1)
    if order == "random":
        if total <= SHUFFLE_IN_MEMORY:
            return [int(i) for i in np.random.default_rng(seed).permutation(total)]
        return ShuffledIds(total, seed)
    return range(total)


def is_identity(ids) -> bool:
    """Whether the order ``ids`` (from :func:`permutation`) is program-id order."""
    if isinstance(ids, range):
        return ids.step == 1 or len(ids) <= 1
    if isinstance(ids, ShuffledIds):
        return False  # a shuffle of more than SHUFFLE_IN_MEMORY ids is never the identity
    return all(i == lin for lin, i in enumerate(ids))


def _mix(x: np.ndarray, key: int) -> np.ndarray:
    """A 64-bit hash of ``x`` (uint64) under ``key`` (splitmix64's finalizer)."""
    x = x + np.uint64(key)
    x ^= x >> np.uint64(30)
    x *= np.uint64(0xBF58476D1CE4E5B9)
    x ^= x >> np.uint64(27)
    x *= np.uint64(0x94D049BB133111EB)
    x ^= x >> np.uint64(31)
    return x


class ShuffledIds:
    """A seeded shuffle of ``range(total)`` computed lazily, in chunks of
    :data:`SHUFFLE_CHUNK` ids: a 4-round Feistel network is a bijection of the ``2 * half``
    bit integers (``2 ** (2 * half) >= total``); walking its inputs in order and keeping the
    outputs below ``total`` gives every id exactly once."""

    def __init__(self, total: int, seed: int):
        self.total = total
        self.half = max(1, ((total - 1).bit_length() + 1) // 2)
        rng = np.random.default_rng(seed)
        self.keys = [int(k) for k in rng.integers(0, 2**63, size=4, dtype=np.int64)]
        self._all = None

    def __len__(self) -> int:
        return self.total

    def _encrypt(self, x: np.ndarray) -> np.ndarray:
        half = np.uint64(self.half)
        mask = np.uint64((1 << self.half) - 1)
        left, right = x >> half, x & mask
        for key in self.keys:
            left, right = right, left ^ (_mix(right, key) & mask)
        return (left << half) | right

    def chunks(self):
        """The ids in order, as int64 arrays of at most :data:`SHUFFLE_CHUNK` ids."""
        domain = 1 << (2 * self.half)
        for start in range(0, domain, SHUFFLE_CHUNK):
            count = min(domain - start, SHUFFLE_CHUNK)
            out = self._encrypt(np.uint64(start) + np.arange(count, dtype=np.uint64))
            out = out[out < np.uint64(self.total)]
            if out.size:
                yield out.astype(np.int64)

    def __iter__(self):
        for chunk in self.chunks():
            yield from chunk.tolist()

    def __getitem__(self, i: int) -> int:
        """The ``i``-th id (the first call computes and keeps all of them)."""
        if self._all is None:
            self._all = np.concatenate(list(self.chunks()))
        return int(self._all[i])


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


__all__ = ["permutation", "is_identity", "ShuffledIds", "LastWriter", "compare"]
