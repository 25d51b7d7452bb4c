"""Tuning one key: compile every new configuration in parallel, check each against the
reference on its own copies of the arguments, time the ones that agree, store the results.

The steps, for a key that has no winner in memory (:meth:`Tuner.run`):

1. read the disk record (:mod:`.cache`); a configuration with an entry is not run again, so
   adding one to the list times only the new one; in strict mode, stop here: the fastest
   stored ``ok`` configuration wins, or :class:`~tiledsl.errors.TileLaunchError` when none.
   A record with no ``ok`` entry among the candidates is no verdict (an earlier tuning in
   which every configuration failed, which may have been a bad call's): its entries are
   ignored and every candidate is run again;
2. build a :class:`~.trial.Trial` for each configuration to run (the new ones, plus the
   reference when it is an old one), then compile them all at once in a thread pool (NVRTC
   releases the GIL; compiling, not timing, dominates tuning: Triton #4806);
3. run each one once on scratch copies of the arguments it writes: in-place arguments
   restored from the caller's arrays (which tuning never touches), pure outputs poisoned; the
   first that runs is the reference (or the interpreter's run of the first configuration,
   with ``reference="interpreter"``); a configuration whose outputs differ is ``wrong``, one
   that fails to build, compile or launch is ``failed``; both are reported, never fatal unless
   every configuration is excluded;
4. time the rest (``Backend.time``: CUDA events, medians), restoring in-place arguments
   before every run, outside the timed region;
5. merge the new entries into the disk record; the winner is the fastest ``ok`` entry.
   When no configuration is ``ok``, nothing is stored or kept: the launch raises the error
   that every configuration met alike (the base launch's), else one listing each; the next
   launch with the key tunes again.

A call the base launch refuses whatever the configuration (an argument of the wrong type or
dtype, host and device arrays mixed: :meth:`~.tuned.TunedKernel.check_arguments`) never
gets here: its error is raised before the disk record is read.
"""
from __future__ import annotations

import os
import time
import warnings
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import dataclass, field

from ..errors import TileLaunchError, TileOptionWarning, collect_not_applied, outside_stacklevel
from . import cache
from .guard import compare
from .report import Progress, format_table, print_enabled
from .timing import median
from .trial import Trial, make_trial


class AutotuneConfigWarning(UserWarning):
    """Tuning excluded configurations: they failed to build, compile or launch, or their
    outputs disagreed with the reference."""


@dataclass
class TuningResult:
    """What one tuning did. ``rows``: ``(config key, status, ms or None, origin, detail)`` in
    the order of the configurations (origin ``timed``, ``stored`` or ``pruned``); ``winner``:
    the winning Config; ``compiled``/``timed``: config keys compiled and timed in this
    process; ``seconds``: wall time of the compile phase, the check and timing phase, and all;
    ``path``: the disk record."""

    winner: object
    rows: list = field(default_factory=list)
    compiled: list = field(default_factory=list)
    timed: list = field(default_factory=list)
    seconds: dict = field(default_factory=dict)
    path: object = None
    key_text: str = ""


class Tuner:
    """Tunes tuned kernel ``tk`` for one launch: ``values`` (bound arguments), ``grid``,
    ``backend``, ``device`` (id or None), ``identity`` (the disk cache key), ``candidates``
    (configs after pruning), ``pruned`` (configs dropped by pruning)."""

    def __init__(self, tk, values, grid, backend, device, identity, candidates, pruned,
                 key_text: str):
        self.tk, self.values, self.grid = tk, values, grid
        self.backend, self.device, self.identity = backend, device, identity
        self.candidates, self.pruned, self.key_text = candidates, pruned, key_text
        self.trials: dict = {}
        self.compiled: set = set()
        self.scratch: dict = {}
        self.dtypes: dict = {}

    # ------------------------------------------------------------------------ the steps
    def run(self) -> TuningResult:
        """Tune (or, in strict mode, only read) this key: the module docstring's steps.
        Returns the :class:`TuningResult`; raises TileLaunchError in strict mode without a
        stored winner, and when every configuration is excluded. Excluded configurations
        give one :class:`AutotuneConfigWarning`."""
        t0 = time.perf_counter()
        stored = cache.load(self.identity)
        strict = self.tk.strict_mode()
        has_winner = any(stored[c.key].status == "ok" for c in self.candidates
                         if c.key in stored)
        if strict and not has_winner:
            raise TileLaunchError(
                f"{self.tk.kernel.name}: strict autotuning (TILEDSL_AUTOTUNE_STRICT or "
                f"strict=True) and no stored winner for {self.key_text} on "
                f"{self.identity['device']}; tune once without strict mode, with the same "
                f"tiledsl, CUDA and device, to fill {cache.cache_root()}")
        if not has_winner:
            stored = {}  # no verdict: every candidate is tuned again (module docstring)
        new = [] if strict else [c for c in self.candidates if c.key not in stored]
        entries: dict = {}
        result = TuningResult(None, key_text=self.key_text)
        if new:
            entries = self._tune(new, stored, result)
        merged = {**stored, **entries}
        result.rows = self._rows(merged, entries)
        ok = [c for c in self.candidates if merged.get(c.key, cache.Entry("failed")).status == "ok"]
        result.seconds["total"] = time.perf_counter() - t0
        if not ok:
            raise self._failure(merged)  # nothing stored: the next launch tunes again
        if entries:
            result.path = cache.save(self.identity, entries)
        self._warn_excluded(entries)
        result.winner = min(ok, key=lambda c: merged[c.key].ms)
        if print_enabled():
            import sys

            print(self.table(result), file=sys.stderr)
        return result

    def _tune(self, new: list, stored: dict, result: TuningResult) -> dict:
        tk, backend = self.tk, self.backend
        ref_cfg = self._reference_candidate(stored, new)
        to_build = list(new) + ([ref_cfg] if ref_cfg is not None and ref_cfg not in new else [])
        progress = Progress(2 * len(to_build), f"autotune {tk.kernel.name}", tk.progress)
        entries: dict = {}
        with progress, backend.device_scope(self.device):
            t0 = time.perf_counter()
            for c in to_build:
                self.trials[c.key] = make_trial(tk, self.values, c, self.grid,
                                                backend.wants_facts)
            self._compile_all([self.trials[c.key] for c in to_build], progress, result)
            t1 = time.perf_counter()
            self._alloc_scratch()
            reference = None
            if tk.check and tk.reference == "interpreter":
                reference = self._interpreter_reference()
            for c in self._check_order(new, ref_cfg):
                trial = self.trials[c.key]
                entry, outputs = self._check_run(trial)
                if c not in new:  # an old configuration run only to be the reference
                    if entry is None and reference is None:
                        reference = (c, outputs)
                    progress.step(f"reference {c.key}")
                    continue
                if entry is None and tk.check:
                    if reference is None:
                        reference = (c, outputs)
                    else:
                        entry = self._compare(trial, outputs, reference)
                if entry is None:
                    entry = self._time(trial)
                    result.timed.append(c.key)
                entries[c.key] = entry
                progress.step(f"{entry.status} {c.key}")
            t2 = time.perf_counter()
        result.seconds.update({"compile": t1 - t0, "bench": t2 - t1})
        self.scratch.clear()
        return entries

    # -------------------------------------------------------------------- the reference
    def _reference_candidate(self, stored: dict, new: list):
        """The configuration whose outputs the others are compared with: the first candidate
        not stored as failed or wrong (None without a check, or with the interpreter as the
        reference)."""
        if not self.tk.check or self.tk.reference == "interpreter":
            return None
        for c in self.candidates:
            e = stored.get(c.key)
            if e is None or e.status == "ok":
                return c
        return None

    def _check_order(self, new: list, ref_cfg) -> list:
        """The reference first (when it is an old configuration), then the new ones in the
        order of the configuration list."""
        return ([ref_cfg] if ref_cfg is not None and ref_cfg not in new else []) + new

    def _interpreter_reference(self):
        """Run the first buildable configuration on the interpreter, on host copies of every
        array argument, and keep its outputs as the reference."""
        from .backends import InterpreterBackend

        host = InterpreterBackend()
        for c in self.candidates:
            trial = self.trials.get(c.key) or make_trial(self.tk, self.values, c, self.grid, False)
            if trial.fn is None:
                continue
            arrays = {}
            vals = []
            for a in trial.runtime:
                if a.kind == "pointer":
                    h = self.backend.host_clone(a.value.data)
                    if a.name in trial.effects.pure_outputs:
                        from .arrays import poison

                        poison(h, a.type.elem)
                    arrays[a.name] = h
                    vals.append(h)
                else:
                    vals.append(a.value)
            host.launch(trial.fn, trial.grid, vals, c)
            names = self._compared_names(trial)
            return (f"the interpreter ({c.key})", {n: arrays[n].copy() for n in names if n in arrays})
        return None

    # ---------------------------------------------------------------------- compiling
    def _compile_all(self, trials: list, progress: Progress, result: TuningResult) -> None:
        todo = [t for t in trials if t.fn is not None]
        for t in trials:
            if t.fn is None:
                progress.step(f"failed {t.config.key}")
        if not todo:
            return
        workers = max(1, min(len(todo), self.tk.compile_workers or (os.cpu_count() or 1)))

        notes: dict = {}  # each trial's options the code generator did not apply

        def build(t: Trial):
            with self.backend.device_scope(self.device), \
                    collect_not_applied(notes.setdefault(t.config.key, [])):
                self.backend.compile(t.fn, t.config)

        with ThreadPoolExecutor(max_workers=workers) as pool:
            futures = {pool.submit(build, t): t for t in todo}
            for fut in as_completed(futures):
                t = futures[fut]
                exc = fut.exception()
                if exc is None:
                    self.compiled.add(t.config.key)
                    result.compiled.append(t.config.key)
                else:
                    t.error = f"does not compile: {_describe(exc)}"
                progress.step(f"compiled {t.config.key}")
        for t in todo:  # from this thread: the warnings point at the caller's launch
            for msg in notes.get(t.config.key, ()):
                warnings.warn(msg, TileOptionWarning, stacklevel=outside_stacklevel())

    # ------------------------------------------------------------ running and checking
    def _alloc_scratch(self) -> None:
        """One scratch copy of every array that any configuration writes, shared by the
        configurations one after another (each run starts from a reset)."""
        for t in self.trials.values():
            if t.fn is None:
                continue
            for a in t.runtime:
                if a.kind == "pointer":
                    self.dtypes[a.name] = a.type.elem
                    if a.name in t.effects.writes and a.name not in self.scratch:
                        self.scratch[a.name] = self.backend.clone(a.value.data)

    def _values(self, trial: Trial) -> list:
        out = []
        for a in trial.runtime:
            if a.kind == "pointer":
                out.append(self.scratch[a.name] if a.name in self.scratch
                           else self.backend.adopt(a.value.data))
            else:
                out.append(a.value)
        return out

    def _reset(self, trial: Trial, poison_outputs: bool) -> None:
        """Restore every scratch array from the caller's array; poison the trial's pure
        outputs when ``poison_outputs``."""
        from .arrays import poison

        originals = {a.name: a.value.data for a in trial.runtime if a.kind == "pointer"}
        for name, arr in self.scratch.items():
            if name in originals:
                self.backend.copy_into(arr, self.backend.adopt(originals[name]))
                if poison_outputs and name in trial.effects.pure_outputs:
                    poison(arr, self.dtypes[name])

    def _compared_names(self, trial: Trial) -> list:
        return sorted(n for n in self.scratch if n in {a.name for a in trial.runtime})

    def _check_run(self, trial: Trial):
        """``(None, outputs)`` after one run from a reset, or ``(failed Entry, None)``."""
        if trial.fn is None or trial.error:
            return cache.Entry("failed", detail=trial.error), None
        if trial.config.key not in self.compiled:
            return cache.Entry("failed", detail="was not compiled"), None
        values = self._values(trial)
        try:
            self._reset(trial, poison_outputs=True)
            self.backend.launch(trial.fn, trial.grid, values, trial.config)
            self.backend.synchronize()
            outputs = ({n: self.backend.to_host(self.scratch[n])
                        for n in self._compared_names(trial)} if self.tk.check else {})
        except Exception as exc:  # noqa: BLE001 - a launch failure excludes the config
            return cache.Entry("failed", detail=f"does not launch: {_describe(exc)}"), None
        return None, outputs

    def _compare(self, trial: Trial, outputs: dict, reference) -> cache.Entry | None:
        ref_name, ref_outputs = reference
        ref_text = ref_name.key if hasattr(ref_name, "key") else ref_name
        problems = []
        for name in sorted(set(outputs) | set(ref_outputs)):
            if name not in outputs or name not in ref_outputs:
                continue
            msg = compare(name, self.dtypes[name], outputs[name], ref_outputs[name],
                          self.tk.tolerances)
            if msg:
                problems.append(msg)
        if not problems:
            return None
        return cache.Entry("wrong", detail=f"disagrees with {ref_text}: " + "; ".join(problems))

    def _time(self, trial: Trial) -> cache.Entry:
        values = self._values(trial)
        in_place = trial.effects.in_place

        def reset():
            if in_place:
                originals = {a.name: a.value.data for a in trial.runtime if a.kind == "pointer"}
                for name in in_place:
                    self.backend.copy_into(self.scratch[name],
                                           self.backend.adopt(originals[name]))

        def run():
            self.backend.launch(trial.fn, trial.grid, values, trial.config)

        try:
            times = self.backend.time(run, reset, self.tk.warmup_ms, self.tk.rep, trial.config)
            return cache.Entry("ok", ms=median(times), reps=len(times))
        except Exception as exc:  # noqa: BLE001
            return cache.Entry("failed", detail=f"failed while timed: {_describe(exc)}")

    # ------------------------------------------------------------------------ reporting
    def _rows(self, merged: dict, entries: dict) -> list:
        rows = []
        for c in self.candidates:
            e = merged.get(c.key)
            if e is None:
                rows.append((c.key, "untimed", None, "strict", "not in the disk cache"))
                continue
            origin = "timed" if c.key in entries else "stored"
            rows.append((c.key, e.status, e.ms, origin, e.detail))
        for c in self.pruned:
            rows.append((c.key, "pruned", None, "pruned", "dropped by the prune functions"))
        return rows

    def table(self, result: TuningResult) -> str:
        """The ``TILEDSL_PRINT_AUTOTUNING`` table of ``result``."""
        s = result.seconds
        summary = (f"winner {result.winner.key}; {len(result.compiled)} compiled, "
                   f"{len(result.timed)} timed, in {s.get('total', 0):.3f} s")
        if "compile" in s:
            summary += f" (compile {s['compile']:.3f} s, check and time {s['bench']:.3f} s)"
        summary += f" on {self.identity['device']}"
        return format_table(self.tk.kernel.name, self.key_text, result.rows,
                            result.winner.key, summary)

    def _warn_excluded(self, entries: dict) -> None:
        """One :class:`AutotuneConfigWarning` naming every configuration this tuning excluded
        (``wrong`` or ``failed``), with why."""
        bad = [(c, entries[c.key]) for c in self.candidates
               if c.key in entries and entries[c.key].status != "ok"]
        if not bad:
            return
        import warnings

        lines = [f"tiledsl autotune: {self.tk.kernel.name}: {len(bad)} of "
                 f"{len(self.candidates)} configurations excluded for {self.key_text}:"]
        lines += [f"  {c}: {e.status}: {e.detail}" for c, e in bad]
        warnings.warn("\n".join(lines), AutotuneConfigWarning, stacklevel=outside_stacklevel())

    def _failure(self, merged: dict) -> Exception:
        """The error of a tuning in which no configuration is ``ok``. When every candidate
        failed to build with the same error (:func:`_same_error`: a type error the
        arguments cause, a heuristic that fails on them), the first candidate's, message
        and location unchanged, as the base launch of that configuration raises it; else a
        TileLaunchError listing each configuration and why it was excluded."""
        errors = [getattr(self.trials.get(c.key), "exc", None) for c in self.candidates]
        if errors and all(e is not None and _same_error(e, errors[0]) for e in errors):
            return errors[0]
        lines = [f"{self.tk.kernel.name}: every autotuning configuration failed for "
                 f"{self.key_text}:"]
        for c in self.candidates:
            e = merged.get(c.key)
            lines.append(f"  {c}: {e.status + ': ' + e.detail if e else 'not run'}")
        lines.append("nothing was stored for this key, and the next launch with it tunes "
                     "again; fix what the lines above say (prune_configs_by drops the "
                     "configurations this device cannot run)")
        return TileLaunchError("\n".join(lines))


def _same_error(a, b) -> bool:
    """Whether build errors ``a`` and ``b`` (TileErrors of two configurations) are one
    error: the same class at the same places of the source (every error of a
    TileCompileErrors), or, without a place, the same message. Two located errors may differ
    in a configuration's values (``fp32[8]`` and ``fp32[16]`` for the same load)."""
    def places(e):
        return (e.span, tuple(x.span for x in getattr(e, "errors", ())))

    if type(a) is not type(b) or places(a) != places(b):
        return False
    return a.span is not None or str(a) == str(b)


def _describe(exc: BaseException) -> str:
    text = getattr(exc, "message", None) or str(exc) or type(exc).__name__
    return f"{type(exc).__name__}: {text}"
