"""The race check and locks (docs/debugging.md): accesses ordered through atomics (a spin lock,
a release/acquire flag) pass, the same kernels with the ordering broken are races that name both
sites, programs that wait for each other run cooperatively, a wait that can never end is a
located error, and every replay of another program is bounded.

The kernels of Triton's layer-norm backward are in tests/locks/layer_norm_bwd.tile. Each test
runs under an alarm, so that a hang fails instead of blocking the suite."""
from __future__ import annotations

import signal
import warnings
from pathlib import Path

import numpy as np
import pytest

import tiledsl
from tiledsl.errors import TileDebugWarning, TileRuntimeError

from _backends import BACKENDS, run

LOCKS = Path(__file__).resolve().parent / "locks" / "layer_norm_bwd.tile"
M, N, GROUP, BLOCK_N = 40, 30, 8, 32


class Hang(BaseException):
    """The test's alarm went off (a BaseException, so that no layer turns it into another)."""


@pytest.fixture(autouse=True)
def alarm():
    def ring(signum, frame):
        raise Hang("the test ran past its 60 s alarm")

    old = signal.signal(signal.SIGALRM, ring)
    signal.alarm(60)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, old)


@pytest.fixture(scope="module")
def ln():
    return tiledsl.compile(LOCKS.read_text(), filename="layer_norm_bwd.tile")


def inputs(seed=0):
    rng = np.random.default_rng(seed)
    x = rng.standard_normal((M, N)).astype(np.float32)
    dy = rng.standard_normal((M, N)).astype(np.float32)
    w = rng.standard_normal(N).astype(np.float32)
    mean = x.mean(axis=1, dtype=np.float64).astype(np.float32)
    rstd = (1.0 / np.sqrt(x.var(axis=1, dtype=np.float64) + 1e-5)).astype(np.float32)
    return x, dy, w, mean, rstd


def reference(x, dy, w, mean, rstd):
    """dx, dw, db of layer norm in float64 (from the same fp32 statistics)."""
    x, dy, w = x.astype(np.float64), dy.astype(np.float64), w.astype(np.float64)
    xhat = (x - mean.astype(np.float64)[:, None]) * rstd.astype(np.float64)[:, None]
    wdy = w * dy
    c1 = (xhat * wdy).sum(axis=1, keepdims=True) / N
    c2 = wdy.sum(axis=1, keepdims=True) / N
    dx = (wdy - (xhat * c1 + c2)) * rstd.astype(np.float64)[:, None]
    return dx, (dy * xhat).sum(axis=0), dy.sum(axis=0)


def launch(ln, kernel, **options):
    x, dy, w, mean, rstd = inputs()
    dx = np.zeros_like(x)
    dw = np.zeros((GROUP, N), np.float32)
    db = np.zeros((GROUP, N), np.float32)
    lock = np.zeros(2 * GROUP, np.int32)
    getattr(ln, kernel)[(M,)](dx, dy, dw, db, x, w, mean, rstd, lock, N, N, GROUP=GROUP,
                              BLOCK_N=BLOCK_N, **options)
    return dx, dw, db, lock


def error_of(fn) -> str:
    with pytest.raises(TileRuntimeError) as info:
        fn()
    return str(info.value)


def warnings_of(fn) -> list:
    with warnings.catch_warnings(record=True) as ws:
        warnings.simplefilter("always")
        fn()
    assert all(type(w.message) is TileDebugWarning for w in ws)
    return [str(w.message) for w in ws]


# ---------------------------------------------------------------------------- the spin lock
@pytest.mark.parametrize("check", [None, "race", "race:warn", "bounds,race,uninit"])
@pytest.mark.parametrize("order", ["default", "reverse", "random"])
def test_locked_layer_norm_backward_passes_and_matches_float64(ln, check, order):
    seed = 5 if order == "random" else None
    found = []
    found += warnings_of(lambda: found.append(launch(ln, "layer_norm_bwd_dx_fused", check=check,
                                                     order=order, seed=seed)))
    (dx, dw, db, lock), = found
    ref_dx, ref_dw, ref_db = reference(*inputs())
    np.testing.assert_allclose(dx, ref_dx, rtol=1e-5, atol=1e-5)
    assert lock.tolist() == [0] * GROUP + [1] * GROUP  # every lock free, every row written
    final_dw, final_db = np.zeros(N, np.float32), np.zeros(N, np.float32)
    ln.layer_norm_bwd_dwdb[(1,)](final_dw, final_db, dw, db, GROUP, N, BLOCK_M=8, BLOCK_N=32,
                                 check=check)
    np.testing.assert_allclose(final_dw, ref_dw, rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose(final_db, ref_db, rtol=1e-5, atol=1e-5)
    x, dy, *_ = inputs()
    rows = np.arange(M) % GROUP
    for g in range(GROUP):  # each partial row holds exactly its own rows' shares
        np.testing.assert_allclose(db[g], dy[rows == g].astype(np.float64).sum(axis=0),
                                   rtol=1e-5, atol=1e-5)


BROKEN = {  # kernel: the first race, with its two sites
    "no_lock": "layer_norm_bwd.tile:24:8: race in kernel 'no_lock': program id (8, 0, 0) loads "
               "offset 8 of 'Lock', an element that program id (0, 0, 0) updates with an atomic "
               "(layer_norm_bwd.tile:25:9)",
    "relaxed_acquire": "layer_norm_bwd.tile:24:8: race in kernel 'relaxed_acquire': program id "
                       "(8, 0, 0) loads offset 8 of 'Lock', an element that program id (0, 0, 0) "
                       "updates with an atomic (layer_norm_bwd.tile:25:9)",
    "relaxed_release": "layer_norm_bwd.tile:24:8: race in kernel 'relaxed_release': program id "
                       "(8, 0, 0) loads offset 8 of 'Lock', an element that program id (0, 0, 0) "
                       "updates with an atomic (layer_norm_bwd.tile:25:9)",
}


@pytest.mark.parametrize("kernel", sorted(BROKEN))
def test_broken_lock_is_a_race_naming_both_sites(ln, kernel):
    lines = error_of(lambda: launch(ln, kernel)).splitlines()
    assert lines[0] == BROKEN[kernel]
    assert lines[1] == "        if load(count) == 0:"
    assert lines[3] == "the other access, by program id (0, 0, 0):"
    assert lines[4] == "            atomic_xchg(count, 1)"
    assert lines[6].startswith("atomics order the plain accesses of two programs only when one "
                               "releases (sem='release', 'acq_rel' or the default)")


@pytest.mark.parametrize("kernel", sorted(BROKEN))
def test_broken_lock_warns_once_per_op_and_finishes(ln, kernel):
    found = []
    firsts = [w.splitlines()[0] for w in warnings_of(
        lambda: found.append(launch(ln, kernel, check="race:warn")))]
    who = f"race in kernel '{kernel}': program id (8, 0, 0)"
    assert firsts == [
        BROKEN[kernel],
        f"layer_norm_bwd.tile:27:23: {who} loads offset 0 of 'DW' (lane (0,)), an element that "
        f"program id (0, 0, 0) stores to (lane (0,), layer_norm_bwd.tile:29:5)",
        f"layer_norm_bwd.tile:28:23: {who} loads offset 0 of 'DB' (lane (0,)), an element that "
        f"program id (0, 0, 0) stores to (lane (0,), layer_norm_bwd.tile:30:5)",
        f"layer_norm_bwd.tile:29:5: {who} stores to offset 0 of 'DW' (lane (0,)), an element "
        f"that program id (0, 0, 0) also stores to (lane (0,), layer_norm_bwd.tile:29:5)",
        f"layer_norm_bwd.tile:30:5: {who} stores to offset 0 of 'DB' (lane (0,)), an element "
        f"that program id (0, 0, 0) also stores to (lane (0,), layer_norm_bwd.tile:30:5)",
    ]
    dx, dw, db, lock = found[0]  # the interpreter ran the programs one by one: same sums
    _, dy, *_ = inputs()
    np.testing.assert_allclose(db.sum(axis=0), dy.astype(np.float64).sum(axis=0), rtol=1e-5,
                               atol=1e-5)


def test_lock_never_released_is_a_located_deadlock(ln):
    lines = error_of(lambda: launch(ln, "never_released")).splitlines()
    assert lines == [
        "layer_norm_bwd.tile:105:5: deadlock in kernel 'never_released': program id (8, 0, 0) "
        "waits in this loop for memory that no running program can change (its atomic_cas of "
        "offset 0 of 'Lock' (holding 1)); 32 program instances wait, 8 finished",
        "        while atomic_cas(lock, 0, 1) == 1:",
        "        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
        "waiting: program ids (8, 0, 0), (9, 0, 0), (10, 0, 0), (11, 0, 0), (12, 0, 0), "
        "(13, 0, 0), (14, 0, 0), (15, 0, 0) and 24 more",
        "a lock that is never released or a flag that no program sets: on a GPU this kernel "
        "never ends",
    ]
    with pytest.raises(TileRuntimeError, match="deadlock in kernel 'never_released'"):
        launch(ln, "never_released", check="none")  # a property of running, not of a check


def test_waiting_programs_beyond_the_limit(ln, monkeypatch):
    from tiledsl.interpreter import waiting

    monkeypatch.setattr(waiting, "MAX_WAITING", 4)
    lines = error_of(lambda: launch(ln, "never_released")).splitlines()
    assert lines[0] == (
        "layer_norm_bwd.tile:105:5: too many waiting programs in kernel 'never_released': 5 "
        "program instances wait at once, more than the interpreter keeps (4); program id "
        "(8, 0, 0) waits in this loop (its atomic_cas of offset 0 of 'Lock' (holding 1))")
    assert lines[3] == ("waiting: program ids (8, 0, 0), (9, 0, 0), (10, 0, 0), (11, 0, 0), "
                        "(12, 0, 0)")


# ---------------------------------------------------------------------------- flags and sem=
FLAG = '''
kernel publish(data: *fp32, flag: *i32, ACQUIRE: constexpr, RELEASE: constexpr):
    offs = arange(0, 4)
    if program_id(0) == 0:
        store(data + offs, offs.to(fp32) + 1.0)
        atomic_xchg(flag, 1, sem=RELEASE)
    else:
        while atomic_add(flag, 0, sem=ACQUIRE) == 0:
            pass
        store(data + 4 + offs, load(data + offs) * 10.0)

kernel chain(flags: *i32, out: *i32):
    pid = program_id(0)
    if pid > 0:
        while atomic_cas(flags + pid - 1, 1, 1) == 0:
            pass
    store(out + pid, load(out + pid - 1, mask=pid > 0) + pid)
    atomic_xchg(flags + pid, 1)

kernel retry(lock: *i32, tries: *i32):
    n = 0
    while atomic_cas(lock, 0, 1) == 1:
        n += 1
    store(tries + program_id(0), n)

kernel cta_lock(lock: *i32, total: *i32):
    while atomic_cas(lock, 0, 1, scope="cta") == 1:
        pass
    store(total, load(total) + 1)
    atomic_xchg(lock, 0, scope="cta")

kernel wait_then_clear(x: *i32, out: *i32):
    if program_id(0) == 0:
        while load(x, volatile=True) == 0:
            pass
        store(x, 0)
    store(out, program_id(0))

kernel long_loop(out: *fp32, n: i32):
    acc = 0.0
    for i in range(0, n):
        acc += 1.0
    store(out, acc)

kernel nested(a: *i32, b: *i32, out: *i32):
    if program_id(0) == 0:
        while atomic_add(a, 0) == 0:
            while atomic_add(b, 0) == 0:
                pass
        store(out, atomic_add(b, 0) + 10)
    else:
        atomic_xchg(b, 1)
        atomic_xchg(a, 1)

kernel swap_lock(lock: *i32, out: *i32):
    while atomic_xchg(lock, 1) == 1:
        pass
    store(out + program_id(0), 1)

kernel spin_on_plain(flag: *i32, out: *i32):
    if program_id(0) == 0:
        while load(flag, volatile=True) == 0:
            pass
        store(out, 1)
    else:
        store(flag, 1)

kernel late_volatile(x: *i32, out: *fp32, n: i32):
    if program_id(0) == 0:
        acc = 0.0
        for i in range(0, n):
            acc += 1.0
        store(out, acc + load(x, volatile=True).to(fp32))
    else:
        store(x, 1)
'''


@pytest.fixture(scope="module")
def fm():
    return tiledsl.compile(FLAG, filename="flag.tile")


@pytest.mark.parametrize("order", ["default", "reverse"])
@pytest.mark.parametrize("acquire, release", [("acquire", "release"), ("acq_rel", "acq_rel"),
                                              ("acq_rel", "release"), ("acquire", "acq_rel")])
def test_release_acquire_flag_orders_the_data(fm, order, acquire, release):
    data, flag = np.zeros(8, np.float32), np.zeros(1, np.int32)
    assert warnings_of(lambda: fm.publish[(2,)](data, flag, ACQUIRE=acquire, RELEASE=release,
                                                order=order)) == []
    assert data.tolist() == [1, 2, 3, 4, 10, 20, 30, 40]
    assert flag.tolist() == [1]


@pytest.mark.parametrize("order", ["default", "reverse"])
@pytest.mark.parametrize("acquire, release", [("relaxed", "release"), ("acquire", "relaxed"),
                                              ("relaxed", "relaxed")])
def test_flag_without_release_and_acquire_is_a_race(fm, order, acquire, release):
    data, flag = np.zeros(8, np.float32), np.zeros(1, np.int32)
    lines = error_of(lambda: fm.publish[(2,)](data, flag, ACQUIRE=acquire, RELEASE=release,
                                              order=order)).splitlines()
    assert lines[0] == (
        "flag.tile:10:32: race in kernel 'publish': program id (1, 0, 0) loads offset 0 of "
        "'data' (lane (0,)), an element that program id (0, 0, 0) stores to (lane (0,), "
        "flag.tile:5:9)")
    assert lines[3:5] == ["the other access, by program id (0, 0, 0):",
                          "            store(data + offs, offs.to(fp32) + 1.0)"]


@pytest.mark.parametrize("order", ["default", "reverse"])
def test_programs_waiting_for_later_ones_finish(fm, order):
    flags, out = np.zeros(12, np.int32), np.zeros(12, np.int32)
    fm.chain[(12,)](flags, out, order=order)
    assert out.tolist() == np.cumsum(np.arange(12)).tolist()
    assert flags.tolist() == [1] * 12


def test_nested_waiting_loops_wait_for_a_later_program(fm):
    a, b, out = np.zeros(1, np.int32), np.zeros(1, np.int32), np.zeros(1, np.int32)
    fm.nested[(2,)](a, b, out)
    assert (a.tolist(), b.tolist(), out.tolist()) == ([1], [1], [11])


def test_a_spin_that_rewrites_the_same_value_still_waits(fm):
    """atomic_xchg(lock, 1) on a held lock writes 1 over 1: no change, so the program waits."""
    lock, out = np.zeros(1, np.int32), np.zeros(3, np.int32)
    lines = error_of(lambda: fm.swap_lock[(3,)](lock, out)).splitlines()
    assert lines[0] == (
        "flag.tile:56:5: deadlock in kernel 'swap_lock': program id (1, 0, 0) waits in this "
        "loop for memory that no running program can change (its atomic_xchg of offset 0 of "
        "'lock' (holding 1)); 2 program instances wait, 1 finished")
    assert out.tolist() == [1, 0, 0]


def test_a_waiting_loop_that_only_counts_is_a_livelock_within_its_bound(fm, monkeypatch):
    from tiledsl.interpreter import waiting

    monkeypatch.setattr(waiting, "YIELD_EVERY", 8)
    monkeypatch.setattr(waiting, "MAX_IDLE_ROUNDS", 4)
    lock = np.ones(1, np.int32)  # held, and nobody releases it
    lines = error_of(lambda: fm.retry[(3,)](lock, np.zeros(3, np.int32))).splitlines()
    assert lines[0] == (
        "flag.tile:22:5: no progress in kernel 'retry': each waiting program ran its waiting "
        "loop 32 more times without changing memory, and no other program could run; program "
        "id (0, 0, 0) waits in this loop (its carried values change but memory does not)")
    assert lines[3] == "waiting: program ids (0, 0, 0), (1, 0, 0), (2, 0, 0)"
    free = np.zeros(1, np.int32)
    tries = np.zeros(3, np.int32)  # a lock that each program holds to its end: 0 tries each
    with pytest.raises(TileRuntimeError, match="no progress in kernel 'retry'"):
        fm.retry[(3,)](free, tries)
    assert tries.tolist() == [0, 0, 0]
    assert free.tolist() == [1]


def test_cta_scoped_atomics_do_not_synchronize_programs(fm):
    lines = error_of(lambda: fm.cta_lock[(3,)](np.zeros(1, np.int32),
                                               np.zeros(1, np.int32))).splitlines()
    assert lines[0] == (
        "flag.tile:27:11: race in kernel 'cta_lock': program id (1, 0, 0) updates (atomic_cas, "
        "scope='cta') offset 0 of 'lock', an element that program id (0, 0, 0) also updates "
        "with a scope='cta' atomic (flag.tile:30:5)")
    assert lines[6] == ("an atomic with scope='cta' is atomic and ordered only among the threads "
                        "of its own program; between programs use scope='gpu' (the default)")


@pytest.mark.parametrize("backend", BACKENDS)
def test_layer_norm_backward_on_every_backend(ln, backend):
    """The locked kernel computes layer norm's gradients on each backend. On the GPU, 4096
    rows contend for 64 locks, three times over: a release that did not cover the stores of
    all the program's threads would lose partial sums."""
    rows, cols, group, block = (M, N, GROUP, BLOCK_N) if backend == "interpreter" else \
        (4096, 1000, 64, 1024)
    rng = np.random.default_rng(1)
    x = rng.standard_normal((rows, cols)).astype(np.float32)
    dy = rng.standard_normal((rows, cols)).astype(np.float32)
    w = rng.standard_normal(cols).astype(np.float32)
    mean = x.mean(axis=1, dtype=np.float64).astype(np.float32)
    rstd = (1.0 / np.sqrt(x.var(axis=1, dtype=np.float64) + 1e-5)).astype(np.float32)
    xhat = (x - mean.astype(np.float64)[:, None]) * rstd.astype(np.float64)[:, None]
    wdy = w.astype(np.float64) * dy
    ref_dx = (wdy - (xhat * (xhat * wdy).mean(axis=1, keepdims=True)
                     + wdy.mean(axis=1, keepdims=True))) * rstd.astype(np.float64)[:, None]
    for _ in range(1 if backend == "interpreter" else 3):
        dx = np.zeros_like(x)
        dw, db = np.zeros((group, cols), np.float32), np.zeros((group, cols), np.float32)
        lock = np.zeros(2 * group, np.int32)
        run(ln.layer_norm_bwd_dx_fused, (rows,), [dx, dy, dw, db, x, w, mean, rstd, lock,
                                                 np.int32(cols), np.int32(cols)], backend,
            GROUP=group, BLOCK_N=block)
        assert lock.tolist() == [0] * group + [1] * group
        np.testing.assert_allclose(dx, ref_dx, rtol=1e-4, atol=1e-4)
        part = np.arange(rows) % group
        for g in range(group):
            np.testing.assert_allclose(dw[g], (dy * xhat)[part == g].sum(axis=0), rtol=1e-4,
                                       atol=1e-4)
            np.testing.assert_allclose(db[g], dy[part == g].astype(np.float64).sum(axis=0),
                                       rtol=1e-4, atol=1e-4)


def test_atomics_of_many_programs_on_the_lock_word_are_no_race(ln):
    dx, dw, db, lock = launch(ln, "layer_norm_bwd_dx_fused", check="race")
    assert lock.tolist() == [0] * GROUP + [1] * GROUP


# ---------------------------------------------------------------------------- bounded replays
def test_replay_of_a_program_that_would_wait_forever_still_reports(fm):
    x, out = np.ones(1, np.int32), np.zeros(1, np.int32)
    lines = error_of(lambda: fm.wait_then_clear[(2,)](x, out)).splitlines()
    assert lines[0] == (
        "flag.tile:37:5: race in kernel 'wait_then_clear': program id (1, 0, 0) stores to "
        "offset 0 of 'out', an element that program id (0, 0, 0) also stores to (its op and "
        "lane could not be found: replaying program id (0, 0, 0) waits at flag.tile:34:9 for "
        "memory that has changed since)")


@pytest.mark.parametrize("batched", [None, False])
def test_replay_that_hits_its_bound_still_reports(fm, monkeypatch, batched):
    from tiledsl.interpreter.checks import sites

    monkeypatch.setattr(sites, "MAX_STEPS", 100)
    out = np.zeros(1, np.float32)
    fn = fm.long_loop.lower(out=out, n=np.int32(1000))
    lines = error_of(lambda: tiledsl.interpreter.run(fn, (2,), [out, np.int32(1000)],
                                                     batched=batched)).splitlines()
    assert lines[0] == (
        "flag.tile:43:5: race in kernel 'long_loop': program id (1, 0, 0) stores to offset 0 "
        "of 'out', an element that program id (0, 0, 0) also stores to (its op and lane could "
        "not be found within the bound of 100 steps of replaying program id (0, 0, 0))")
    monkeypatch.setattr(sites, "MAX_STEPS", 10_000)  # within the bound: the site is found
    lines = error_of(lambda: tiledsl.interpreter.run(fn, (2,), [out, np.int32(1000)],
                                                     batched=batched)).splitlines()
    assert lines[0].endswith("an element that program id (0, 0, 0) also stores to "
                             "(flag.tile:43:5)")


# ---------------------------------------------------------------------------- volatile loads
VOLATILE_NOTE = ("a load with volatile=True counts as a relaxed atomic read: atomics of other "
                 "programs on its element are no race, but their plain stores are; set the "
                 "flag with an atomic (atomic_xchg(flag, 1)), and acquire it (atomic_add(flag, "
                 "0, sem='acquire')) before reading the data it guards")


def test_a_plain_store_against_a_volatile_spin_names_a_volatile_load(fm):
    """The spinning program's volatile load is named as one, not as an atomic, from either
    side of the race."""
    lines = error_of(lambda: fm.spin_on_plain[(2,)](np.zeros(1, np.int32),
                                                    np.zeros(1, np.int32))).splitlines()
    assert lines[0] == (
        "flag.tile:66:9: race in kernel 'spin_on_plain': program id (1, 0, 0) stores to offset "
        "0 of 'flag', an element that program id (0, 0, 0) loads with volatile=True "
        "(flag.tile:62:15)")
    assert lines[3:5] == ["the other access, by program id (0, 0, 0):",
                          "            while load(flag, volatile=True) == 0:"]
    assert lines[6] == VOLATILE_NOTE
    lines = error_of(lambda: fm.spin_on_plain[(2,)](np.zeros(1, np.int32),
                                                    np.zeros(1, np.int32),
                                                    order="reverse")).splitlines()
    assert lines[0] == (
        "flag.tile:62:15: race in kernel 'spin_on_plain': program id (0, 0, 0) loads "
        "(volatile=True) offset 0 of 'flag', an element that program id (1, 0, 0) stores to "
        "(flag.tile:66:9)")
    assert lines[6] == VOLATILE_NOTE


def test_a_volatile_load_not_found_again_is_still_named_as_one(fm, monkeypatch):
    """When the replay cannot find the other access, a kernel without atomics can only have
    made it with a volatile load."""
    from tiledsl.interpreter.checks import sites

    monkeypatch.setattr(sites, "MAX_STEPS", 100)
    lines = error_of(lambda: fm.late_volatile[(2,)](np.zeros(1, np.int32),
                                                    np.zeros(1, np.float32),
                                                    np.int32(1000))).splitlines()
    assert lines[0] == (
        "flag.tile:75:9: race in kernel 'late_volatile': program id (1, 0, 0) stores to offset "
        "0 of 'x', an element that program id (0, 0, 0) loads with volatile=True (its op and "
        "lane could not be found within the bound of 100 steps of replaying program id "
        "(0, 0, 0))")
    assert lines[3] == VOLATILE_NOTE
