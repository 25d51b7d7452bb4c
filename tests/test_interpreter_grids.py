"""Grids at the documented limits on the interpreter: program ids are generated batch by
batch, never listed, so a launch of 2**31 - 1 or 65535 x 65535 programs starts at once with
the memory of one batch (a failing ``device_assert`` in an early program ends each run)."""
from __future__ import annotations

import itertools
import tracemalloc

import numpy as np
import pytest

import tiledsl
from tiledsl.errors import TileRuntimeError
from tiledsl.interpreter import schedule
from tiledsl.interpreter.checks.order import (SHUFFLE_IN_MEMORY, ShuffledIds, is_identity,
                                              permutation)

SRC = """kernel first_x(out: *i32):
    pid = program_id(0)
    if pid == 0:
        store(out, 7)
    device_assert(pid < 3, "stop")

kernel first_y(out: *i32):
    store(out, 7, mask=program_id(1) == 0)
    device_assert(program_id(1) < 3, "stop")

kernel any_program(out: *i32):
    device_assert(program_id(0) < 0, "stop")
"""

#: the most memory a huge launch may allocate (one batch of a one-element kernel is far less)
PEAK_BYTES = 64 << 20


@pytest.fixture(scope="module")
def mod():
    return tiledsl.compile(SRC, filename="grids.tile")


def _peak_of_failing_launch(launch) -> tuple[str, int]:
    """The TileRuntimeError message of ``launch()`` and the peak of traced allocations."""
    tracemalloc.start()
    try:
        with pytest.raises(TileRuntimeError) as ei:
            launch()
        return str(ei.value), tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def test_largest_1d_grid_starts_running_in_bounded_memory(mod):
    out = np.zeros(1, np.int32)
    msg, peak = _peak_of_failing_launch(lambda: mod.first_x[(2**31 - 1,)](out))
    assert "program id (3, 0, 0): stop" in msg
    assert out[0] == 7 and peak < PEAK_BYTES


def test_65535_by_65535_grid_runs_batched_in_bounded_memory(mod):
    out = np.zeros(1, np.int32)
    msg, peak = _peak_of_failing_launch(lambda: mod.first_y[(65535, 65535, 1)](out))
    assert "program id (0, 3, 0): stop" in msg
    assert out[0] == 7 and peak < PEAK_BYTES


@pytest.mark.parametrize("order", ["reverse", "random"])
def test_huge_grid_in_another_order_starts_at_once(mod, order):
    out = np.zeros(1, np.int32)
    msg, peak = _peak_of_failing_launch(
        lambda: mod.any_program[(2**31 - 1,)](out, order=order, seed=1))
    if order == "reverse":
        assert f"program id ({2**31 - 2}, 0, 0): stop" in msg
    assert "stop" in msg and peak < PEAK_BYTES


def test_huge_grid_order_check_starts_at_once(mod):
    out = np.zeros(1, np.int32)
    msg, peak = _peak_of_failing_launch(
        lambda: mod.any_program[(2**31 - 1,)](out, check="+order", seed=1))
    assert "found while checking order dependence" in msg and peak < PEAK_BYTES


def test_orders_are_lazy_sequences():
    assert permutation("default", None, 2**31 - 1) == range(2**31 - 1)
    assert permutation("reverse", None, 3) == range(2, -1, -1)
    small = permutation("random", 5, 8)  # numpy's shuffle: seeds keep replaying the same order
    assert small == [int(i) for i in np.random.default_rng(5).permutation(8)]
    assert isinstance(permutation("random", 5, SHUFFLE_IN_MEMORY + 1), ShuffledIds)
    assert is_identity(range(4)) and not is_identity(range(3, -1, -1))
    assert is_identity([0, 1, 2]) and not is_identity([1, 0])


@pytest.mark.parametrize("total", [1, 2, 3, 7, 100, 70_001])
def test_lazy_shuffle_is_a_seeded_permutation(total):
    ids = list(ShuffledIds(total, 3))
    assert sorted(ids) == list(range(total))
    assert ids == list(ShuffledIds(total, 3))
    if total > 2:
        assert ids != list(ShuffledIds(total, 4)) or total < 5
    assert ShuffledIds(total, 3)[total // 2] == ids[total // 2]


def test_lazy_shuffle_of_the_largest_grid_computes_one_chunk():
    total = (2**31 - 1) * 65535 * 65535
    first = list(itertools.islice(ShuffledIds(total, 1), 5))
    assert len(set(first)) == 5 and all(0 <= i < total for i in first)


def test_batches_are_generated_lazily():
    assert list(schedule.batches(range(10), 4)) == [(0, 4), (4, 4), (8, 2)]
    assert list(schedule.batches([5, 6, 7, 1, 2, 9], 2)) == [(5, 2), (7, 1), (1, 2), (9, 1)]
    assert list(schedule.batches(range(3, 0, -1), 4)) == [(3, 1), (2, 1), (1, 1)]
    huge = schedule.batches(range(2**62), 1 << 17)
    assert next(huge) == (0, 1 << 17) and next(huge) == (1 << 17, 1 << 17)
