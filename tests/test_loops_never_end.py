"""A ``while`` loop that can never end is a located error on the interpreter, not a hang:
its condition reads no memory inside the loop and an iteration left every carried variable
as it was (docs/debugging.md, "A kernel that never ends"). Loops that progress and spin-waits
on memory that another program writes still run."""
from __future__ import annotations

import numpy as np
import pytest

import tiledsl
from tiledsl.errors import TileRuntimeError

FORGOT = '''kernel fill(x: *fp32, n: i32):
    i = 0
    while i < n:
        store(x + i, 1.0)
'''

SPIN = '''kernel spin(x: *fp32, n: i32):
    while n > 0:
        pass
    store(x + program_id(0), 1.0)
'''

CARRIED = '''kernel k(x: *fp32, n: i32):
    i = 0
    acc = 0.0
    while i < n:
        i = i % 1000
        acc = acc * 1.0
    store(x, acc)
'''

NO_CARRY = ("its condition reads no memory inside the loop, and the loop carries no variable "
            "(nothing it assigns is used by its condition or after it), so the condition stays "
            "true and every iteration repeats the last")
NOTES = ["change a variable of the condition in the loop's body (a forgotten `i += 1`?) or "
         "leave the loop with `break`; to wait for another program, read the memory it writes "
         "in the condition (`while load(flag, volatile=True) == 0:`)",
         "on a GPU this kernel never ends"]


def error_lines(src, name, grid, *args, **kw) -> list:
    """The lines of the TileRuntimeError that launching kernel ``name`` of ``src`` raises."""
    k = getattr(tiledsl.compile(src, filename="loop.tile"), name)
    with pytest.raises(TileRuntimeError) as e:
        k[grid](*args, **kw)
    return str(e.value).splitlines()


def test_a_forgotten_increment_is_a_located_error():
    x = np.zeros(4, np.float32)
    lines = error_lines(FORGOT, "fill", (1,), x, 4)
    assert lines == [
        f"loop.tile:3:5: this while loop never ends (kernel 'fill', program id (0, 0, 0)): "
        f"{NO_CARRY}",
        "        while i < n:",
        "        ^^^^^^^^^^^^",
        *NOTES]
    assert x.tolist() == [1.0, 0.0, 0.0, 0.0]  # the one iteration ran


def test_an_empty_loop_on_a_run_time_scalar_is_a_located_error_in_a_batched_launch():
    lines = error_lines(SPIN, "spin", (4,), np.zeros(4, np.float32), 3)
    assert lines[0] == (f"loop.tile:2:5: this while loop never ends (kernel 'spin', program id "
                        f"(0, 0, 0)): {NO_CARRY}")
    assert lines[1:] == ["        while n > 0:", "        ^^^^^^^^^^^^", *NOTES]


def test_the_error_names_the_carried_variables():
    lines = error_lines(CARRIED, "k", (1,), np.zeros(1, np.float32), 3)
    assert lines[0] == (
        "loop.tile:4:5: this while loop never ends (kernel 'k', program id (0, 0, 0)): its "
        "condition reads no memory inside the loop, and an iteration left every variable the "
        "loop carries ('i', 'acc') as it was, so the condition stays true and every iteration "
        "repeats the last")


def test_a_loop_that_does_not_run_or_progresses_is_no_error():
    x = np.zeros(4, np.float32)
    tiledsl.compile(SPIN).spin[(4,)](x, 0)  # the condition is false at once
    assert x.tolist() == [1.0] * 4
    x = np.zeros(1, np.float32)
    tiledsl.compile(CARRIED).k[(1,)](x, 0)
    slow = tiledsl.compile('''kernel slow(x: *i32, n: i32):
    i = 0
    j = 0
    while i < n:
        j += 1
        i += j % 2
    store(x, j)
''').slow
    x = np.zeros(1, np.int32)
    slow[(1,)](x, 5)  # i stays put every other iteration, j always moves
    assert x.tolist() == [9]


def test_a_loop_left_by_break_is_no_error():
    k = tiledsl.compile('''kernel k(x: *i32, n: i32):
    i = 0
    while i < n:
        if i == 0:
            break
    store(x, i + 7)
''').k
    x = np.zeros(1, np.int32)
    k[(1,)](x, 3)
    assert x.tolist() == [7]


def test_a_loop_that_changes_only_the_memory_its_condition_reads_ends():
    k = tiledsl.compile('''kernel k(p: *i32):
    while load(p) < 10:
        store(p, load(p) + 1)
''').k
    p = np.zeros(1, np.int32)
    k[(1,)](p)
    assert p.tolist() == [10]


def test_a_spin_wait_on_a_flag_of_a_later_program_still_finishes():
    k = tiledsl.compile('''kernel k(flag: *i32, out: *i32):
    if program_id(0) == 0:
        while load(flag, volatile=True) == 0:
            pass
        store(out, load(flag, volatile=True))
    else:
        atomic_xchg(flag, 5)
''').k
    flag, out = np.zeros(1, np.int32), np.zeros(1, np.int32)
    k[(2,)](flag, out)
    assert out.tolist() == [5]


def test_a_loop_that_never_ends_in_a_kernel_that_waits_is_the_same_error():
    """A kernel with a waiting loop runs cooperatively (interpreter/waiting.py): a loop
    around the waiting one runs there, one beside it through the plain handler; both raise
    the same error."""
    around = '''kernel k(lock: *i32, n: i32):
    while n > 0:
        while atomic_cas(lock, 0, 1) == 1:
            pass
        atomic_xchg(lock, 0)
'''
    beside = '''kernel k(lock: *i32, n: i32):
    while atomic_cas(lock, 0, 1) == 1:
        pass
    atomic_xchg(lock, 0)
    while n > 0:
        pass
'''
    for src, line in ((around, 2), (beside, 5)):
        lines = error_lines(src, "k", (2,), np.zeros(1, np.int32), 1)
        assert lines[0] == (f"loop.tile:{line}:5: this while loop never ends (kernel 'k', "
                            f"program id (0, 0, 0)): {NO_CARRY}")


def test_the_debugger_stops_at_the_loop_that_never_ends():
    k = tiledsl.compile(FORGOT, filename="loop.tile").fill
    dbg = tiledsl.debug(k, (1,), np.zeros(4, np.float32), 4)
    stop = dbg.cont()  # stopped after the body's last statement, the error at the loop
    assert (stop.reason, stop.line) == ("error", 4)
    assert str(stop.error).splitlines()[0] == (
        f"loop.tile:3:5: this while loop never ends (kernel 'fill', program id (0, 0, 0)): "
        f"{NO_CARRY}")
    dbg = tiledsl.debug(k, (1,), np.zeros(4, np.float32), 4)
    dbg.break_at(4)
    assert dbg.cont().line == 4
    stop = dbg.next()  # stepping runs the loop in the stepper: the same error
    assert stop.reason == "error"
    assert str(stop.error).startswith("loop.tile:3:5: this while loop never ends")


@pytest.mark.parametrize("grid, count", [((1,), "1 program instance waits, 0 finished"),
                                         ((2,), "2 program instances wait, 0 finished")])
def test_the_deadlock_message_counts_its_programs_in_good_grammar(grid, count):
    src = '''kernel k(flag: *i32):
    while load(flag, volatile=True) == 0:
        pass
'''
    lines = error_lines(src, "k", grid, np.zeros(1, np.int32))
    assert lines[0].startswith("loop.tile:2:5: deadlock in kernel 'k': program id (0, 0, 0) ")
    assert lines[0].endswith(f"(its volatile load of offset 0 of 'flag' (holding 0)); {count}")


def test_the_deadlock_message_names_each_element_s_accesses():
    """An element the waiting loop only stores to is named as stored to, not as read; one it
    loads and stores is named with both; an atomic by its op."""
    src = '''kernel k(flag: *i32, out: *i32):
    while load(flag, volatile=True) == 0:
        store(out, 1)

kernel k2(flag: *i32, out: *i32):
    while atomic_add(flag, 0) == 0:
        store(out + arange(0, 4), load(out + arange(0, 4)))
'''
    lines = error_lines(src, "k", (1,), np.zeros(1, np.int32), np.ones(1, np.int32))
    assert lines[0] == (
        "loop.tile:2:5: deadlock in kernel 'k': program id (0, 0, 0) waits in this loop for "
        "memory that no running program can change (its volatile load of offset 0 of 'flag' "
        "(holding 0), store to offset 0 of 'out' (holding 1)); 1 program instance waits, 0 "
        "finished")
    lines = error_lines(src, "k2", (1,), np.zeros(1, np.int32), np.full(4, 7, np.int32))
    assert lines[0] == (
        "loop.tile:6:5: deadlock in kernel 'k2': program id (0, 0, 0) waits in this loop for "
        "memory that no running program can change (its atomic_add of offset 0 of 'flag' "
        "(holding 0), load and store of offset 0 of 'out' (holding 7), load and store of "
        "offset 1 of 'out' (holding 7) and 2 more elements); 1 program instance waits, 0 "
        "finished")
