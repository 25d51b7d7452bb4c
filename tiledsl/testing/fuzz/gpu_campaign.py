"""The many-kernel GPU fuzz campaign behind ``bench/fuzz_gpu.py``.

Work is split over processes so that ten thousand kernels fit in a few minutes:

* CPU workers (a spawned pool) :func:`~.gpu.prepare` batches of seeds (generate, lower,
  run the interpreter, emit CUDA) and compile each batch as **one** NVRTC program
  (:func:`~.gpu.compile_batch`), returning cubin paths and the prepared cases;
* one GPU server process (:class:`GpuServer`) loads each cubin and runs its kernels. A
  launch that fails can leave the CUDA context unusable, so the server then reports the
  kernel and exits, and the driver starts a fresh server for the rest of the batch;
* the driver (:func:`run_campaign`) tallies agreements and disagreements by signature,
  then shrinks the first case of each disagreement signature on the GPU and saves it with
  :mod:`.corpus`.

:func:`run_campaign` takes the preparing/compiling function and the server as arguments, so
its bookkeeping is tested without a GPU.
"""
from __future__ import annotations

import multiprocessing as mp
import os
import time
from collections import Counter
from dataclasses import dataclass, field

from .choices import ReplayChooser


# ---------------------------------------------------------------------------- CPU side
def prepare_and_compile(job):
    """CPU worker: ``job = (seeds, arch)``. Returns ``(groups, failures)``: ``groups`` lists
    ``(cubin path, [Prepared])``, ``failures`` lists ``(seed, signature, Prepared or None)``
    for kernels that failed before the GPU (compile, interpreter, emit, NVRTC)."""
    from .gpu import compile_batch, nvrtc_compiler, prepare

    seeds, arch = job
    prepared, failures = [], []
    for s in seeds:
        try:
            prepared.append(prepare(s))
        except Exception as exc:  # noqa: BLE001 - a generator bug must not stop the run
            failures.append((s, f"generate: {type(exc).__name__}: {exc}"[:160], None))
    failures += [(p.seed, p.error, p) for p in prepared if p.error is not None]
    try:
        groups, failed = compile_batch(prepared, nvrtc_compiler(arch))
    except Exception as exc:  # noqa: BLE001 - e.g. NVRTC missing in the worker
        sig = f"worker: {type(exc).__name__}: {exc}"[:160]
        return [], failures + [(p.seed, sig, p) for p in prepared if p.error is None]
    by_seed = {p.seed: p for p in prepared}
    failures += [(s, sig, by_seed[s]) for s, sig in failed.items()]
    return groups, failures


# ---------------------------------------------------------------------------- GPU side
def _server_main(conn):
    """The GPU server loop: ``("arch",)``, ``("batch", cubin, prepared)``, ``("public",
    case)``, ``("stop",)``. On a launch failure it replies ``("crash", index, text,
    partial results)`` and exits."""
    import cupy

    from .gpu import check_on_gpu, run_prepared
    from . import oracles
    from tiledsl.codegen.runtime import device_arch

    while True:
        msg = conn.recv()
        if msg[0] == "stop":
            return
        if msg[0] == "arch":
            dev = cupy.cuda.Device()
            name = cupy.cuda.runtime.getDeviceProperties(dev.id)["name"]
            conn.send(("ok", device_arch(cupy, dev), name.decode() if isinstance(name, bytes)
                       else str(name)))
        elif msg[0] == "public":
            try:
                conn.send(("ok", check_on_gpu(msg[1])))
            except Exception as exc:  # noqa: BLE001
                conn.send(("crash", 0, f"{type(exc).__name__}: {exc}", []))
                return
        elif msg[0] == "batch":
            _, cubin, prepared = msg
            out = []
            try:
                module = cupy.RawModule(path=cubin)
            except Exception as exc:  # noqa: BLE001 - a cubin the driver refuses
                conn.send(("crash", 0, f"load: {type(exc).__name__}: {exc}", out))
                return
            for i, p in enumerate(prepared):
                try:
                    got = run_prepared(module.get_function(p.entry), p)
                except Exception as exc:  # noqa: BLE001 - the context may be gone
                    conn.send(("crash", i, f"{type(exc).__name__}: {str(exc)[:200]}", out))
                    return
                out.append((p.seed, oracles.compare_gpu(p.case, got, p.reference)))
            conn.send(("ok", out))


class GpuServer:
    """A spawned process that owns the CUDA context; restarted after a crash or a hang."""

    def __init__(self, timeout: float = 120.0):
        self.timeout = timeout
        self.ctx = mp.get_context("spawn")
        self.proc = None
        self.conn = None
        self.restarts = 0

    def _start(self):
        parent, child = self.ctx.Pipe()
        self.proc = self.ctx.Process(target=_server_main, args=(child,), daemon=True)
        self.proc.start()
        self.conn = parent

    def call(self, msg):
        """Send ``msg``; the reply, or ``("crash", 0, "hang ...", [])`` after ``timeout``."""
        if self.proc is None or not self.proc.is_alive():
            if self.proc is not None:
                self.restarts += 1
            self._start()
        self.conn.send(msg)
        if not self.conn.poll(self.timeout):
            self.stop(kill=True)
            return ("crash", 0, f"no answer within {self.timeout:.0f} s (hang)", [])
        try:
            reply = self.conn.recv()
        except EOFError:
            self.proc = None
            return ("crash", 0, "the GPU server died", [])
        if reply[0] == "crash":
            self.stop(kill=True)
        return reply

    def run_batch(self, cubin: str, prepared: list) -> tuple:
        """``(results, crashes)``: ``[(seed, Disagreement|None)]`` and ``[(seed, text)]``;
        after a crash the rest of the batch runs on a fresh server."""
        results, crashes = [], []
        todo = list(prepared)
        while todo:
            reply = self.call(("batch", cubin, todo))
            if reply[0] == "ok":
                results += reply[1]
                break
            _, i, text, partial = reply
            results += partial
            crashes.append((todo[i].seed, text))
            todo = todo[i + 1:]
        return results, crashes

    def arch(self) -> tuple:
        reply = self.call(("arch",))
        if reply[0] != "ok":
            raise RuntimeError(f"the GPU server could not start: {reply[2]}")
        return reply[1], reply[2]

    def public(self, case):
        """The public-API verdict for ``case`` (Disagreement or None), or the crash text."""
        reply = self.call(("public", case))
        return reply[1] if reply[0] == "ok" else f"crash: {reply[2]}"

    def stop(self, kill: bool = False):
        if self.proc is None:
            return
        try:
            if not kill and self.proc.is_alive():
                self.conn.send(("stop",))
                self.proc.join(10)
        except (OSError, EOFError):
            pass
        if self.proc.is_alive():
            self.proc.kill()
            self.proc.join(5)
        self.proc = None


# ---------------------------------------------------------------------------- driver
@dataclass
class Tally:
    """The counts of a campaign. ``first`` keeps the Prepared case of each signature's first
    occurrence (for shrinking), ``saved`` the paths written."""

    generated: int = 0
    ran: int = 0
    agreed: int = 0
    disagreed: Counter = field(default_factory=Counter)
    crashed: Counter = field(default_factory=Counter)
    cpu_failures: Counter = field(default_factory=Counter)
    harness_mismatches: int = 0
    first: dict = field(default_factory=dict)
    messages: dict = field(default_factory=dict)
    saved: dict = field(default_factory=dict)
    seconds: float = 0.0

    def table(self, device: str = "") -> str:
        """The summary printed last by ``bench/fuzz_gpu.py``."""
        on = f" on {device}" if device else ""
        lines = [f"fuzz_gpu: {self.generated} kernels generated, {self.ran} ran{on} in "
                 f"{self.seconds:.1f} s",
                 f"  {'agreed':<22}{self.agreed:>7}",
                 f"  {'disagreed':<22}{sum(self.disagreed.values()):>7}",
                 f"  {'crashed on the GPU':<22}{sum(self.crashed.values()):>7}",
                 f"  {'failed before the GPU':<22}{sum(self.cpu_failures.values()):>7}"]
        if self.harness_mismatches:
            lines.append(f"  {'batch/public mismatch':<22}{self.harness_mismatches:>7}")
        rows = [(sig, n) for c in (self.disagreed, self.crashed, self.cpu_failures)
                for sig, n in c.most_common()]
        if rows:
            lines.append(f"  {'count':>5}  signature  (saved as)")
            for sig, n in rows:
                saved = self.saved.get(sig)
                lines.append(f"  {n:>5}  {sig}" + (f"  ({saved})" if saved else ""))
        return "\n".join(lines)


def disagreement_signature(d) -> str:
    """``gpu vs interpreter: <dtype> <exact|approximate> output``."""
    return f"gpu vs interpreter: {d.detail or 'output'} differs"


def run_campaign(seeds, *, workers: int, batch: int, arch: str, server, deadline: float,
                 pool_factory=None, check_public: int = 16, log=print) -> Tally:
    """Prepare and compile ``seeds`` on ``workers`` processes in batches of ``batch``, run
    them on ``server`` (a :class:`GpuServer` or a stand-in with ``run_batch`` and
    ``public``), and tally until every seed ran or ``time.time()`` passes ``deadline``.
    ``check_public`` kernels are also run through the public launch API; a different verdict
    counts as a harness mismatch."""
    tally = Tally()
    start = time.time()
    seeds = list(seeds)
    jobs = [(seeds[i:i + batch], arch) for i in range(0, len(seeds), batch)]
    pool_factory = pool_factory or (lambda: mp.get_context("spawn").Pool(workers))
    with pool_factory() as pool:
        try:
            _consume(pool, jobs, tally, server, deadline, check_public, log, start)
        except Exception as exc:  # noqa: BLE001 - report what ran so far
            log(f"campaign stopped early: {type(exc).__name__}: {exc}")
            pool.terminate()
    tally.seconds = time.time() - start
    return tally


def _consume(pool, jobs, tally, server, deadline, check_public, log, start):
    """Feed every finished CPU job to the GPU server and tally the verdicts."""
    checked = 0
    next_report = 2000
    for groups, failures in pool.imap_unordered(prepare_and_compile, jobs):
        for seed, sig, p in failures:
            tally.generated += 1
            tally.cpu_failures[sig] += 1
            if sig not in tally.first and p is not None:
                tally.first[sig] = p
        for cubin, prepared in groups:
            tally.generated += len(prepared)
            checked = _run_group(cubin, prepared, tally, server, check_public, checked, log)
        if tally.generated >= next_report:
            next_report += 2000
            log(f"{tally.generated} generated, {tally.ran} ran, "
                f"{sum(tally.disagreed.values())} disagreed ({time.time() - start:.0f} s)")
        if time.time() > deadline:
            log("time limit reached: stopping early")
            pool.terminate()
            break


def _run_group(cubin, prepared, tally, server, check_public, checked, log) -> int:
    results, crashes = server.run_batch(cubin, prepared)
    by_seed = {p.seed: p for p in prepared}
    for seed, text in crashes:
        sig = "gpu launch failed: " + text.split(":")[0]
        tally.crashed[sig] += 1
        tally.first.setdefault(sig, by_seed[seed])
        tally.messages.setdefault(sig, text)
    for seed, d in results:
        tally.ran += 1
        if d is None:
            tally.agreed += 1
        else:
            sig = disagreement_signature(d)
            tally.disagreed[sig] += 1
            if sum(tally.disagreed.values()) <= 200:  # every seed, to re-check after a fix
                log(f"seed {seed} disagreed: {d}")
            tally.first.setdefault(sig, by_seed[seed])
            tally.messages.setdefault(sig, str(d))
        if checked < check_public and public_launchable(by_seed[seed].case):
            checked += 1
            verdict = server.public(by_seed[seed].case)
            if (verdict is None) != (d is None):
                tally.harness_mismatches += 1
                log(f"seed {seed}: batch verdict {d}, public API verdict {verdict}")
    return checked


def public_launchable(case) -> bool:
    """Whether the public launch API can run ``case`` on the GPU: cupy has no bfloat16
    arrays, so bf16 buffers travel as torch CUDA tensors; without torch with CUDA, kernels
    with bf16 buffers are checked through the batch path only."""
    if all(b.dtype != "bf16" for b in case.kernel.buffers):
        return True
    from tiledsl.testing.backends import torch_cuda_unavailable

    return torch_cuda_unavailable() is None


# ---------------------------------------------------------------------------- shrinking
def shrink_on_gpu(p, sig: str, server, arch: str, budget_seconds: float):
    """Shrink the prepared case ``p`` (a disagreement or crash with signature ``sig``) by its
    choice sequence, re-running each candidate on ``server``; the smallest Prepared found."""
    from .gpu import compile_batch, nvrtc_compiler, prepare
    from .shrink import shrink

    compile_fn = nvrtc_compiler(arch)
    stop = time.time() + budget_seconds
    best = {"p": p}

    def fails(seq):
        if time.time() > stop:
            return None
        ch = ReplayChooser(seq)
        q = prepare("shrink", chooser=ch)
        if q.error is not None:
            return (ch.choices, ch.spans) if q.error == sig else None
        groups, failed = compile_batch([q], compile_fn)
        if failed:
            return (ch.choices, ch.spans) if failed.get(q.seed) == sig else None
        for cubin, prepared in groups:
            results, crashes = server.run_batch(cubin, prepared)
            ok = any(sig == "gpu launch failed: " + t.split(":")[0] for _, t in crashes) or \
                any(d is not None and disagreement_signature(d) == sig for _, d in results)
            if ok:
                best["p"] = q
                return ch.choices, ch.spans
        return None

    shrink(p.choices, fails, budget=10_000, spans=p.spans)
    return best["p"]


def oracle_of(sig: str) -> str:
    """The regression oracle of a campaign signature: failures before the GPU are checked
    without one (``nvcc`` for emit and NVRTC errors, ``evaluator`` for compiler and
    interpreter errors), the rest on the GPU."""
    if sig.startswith(("nvrtc:", "emit:")):
        return "nvcc"
    if sig.startswith(("compile:", "interpreter:", "generate:")):
        return "evaluator"
    return "gpu"


def save(p, sig: str, message: str, directory: str, index: int) -> str:
    """Save a (shrunk) finding as ``gpu_<n>_<slug>.tile`` + ``.json``; the path."""
    from .corpus import save_finding, slug
    from .evaluate import evaluate

    oracle = oracle_of(sig)
    expected = None
    if oracle == "evaluator":
        try:
            expected = evaluate(p.case)
        except Exception:  # noqa: BLE001 - the regression then only checks it runs
            expected = None
    return save_finding(directory, f"gpu_{index}_{slug(sig)}", p.case, oracle, message,
                        expected=expected, approx=p.approx)


def default_workers() -> int:
    """All cores but one (the driver and the GPU server share it)."""
    return max(1, (os.cpu_count() or 2) - 1)
