"""Fuzz campaigns on the CPU: many generated cases through the oracles, failures shrunk and
saved.

:func:`check` runs the CPU oracles on one case and returns the failures as
:class:`Failure` objects with a *signature* (the oracle and the kind of failure, with
positions and numbers removed) so that a thousand instances of one bug count as one.
:func:`campaign` runs many seeds, shrinks the first case of each new signature
(:mod:`.shrink`), and saves it (:mod:`.corpus`). ``python -m tiledsl.testing.fuzz`` is its
command line.
"""
from __future__ import annotations

import re
import time
from collections import Counter
from dataclasses import dataclass, field

from . import oracles
from .choices import RandomChooser, ReplayChooser
from .generate import FuzzConfig, generate_case

CPU_ORACLES = ("evaluator", "batched")
ORACLES = CPU_ORACLES + ("nvcc",)


@dataclass
class Failure:
    """One oracle failing on one case: ``oracle``, ``signature``, ``message``, and the
    evaluator's expected arrays when it could compute them."""

    oracle: str
    signature: str
    message: str
    expected: dict | None = None


def signature(oracle: str, what) -> str:
    """A failure's identity: the oracle and the exception or disagreement, with file
    positions, numbers and shapes removed."""
    if isinstance(what, oracles.Disagreement):
        return f"{oracle}: values differ"
    text = str(what).split("\n")[0]
    text = re.sub(r"\S+\.tile:\d+:\d+:?", "", text)
    text = re.sub(r"\(.*?\)|\[.*?\]|\d+", "N", text)
    return f"{oracle}: {type(what).__name__}: {text.strip()}"[:160]


def _expected(case):
    from .evaluate import evaluate

    try:
        return evaluate(case)
    except Exception:  # noqa: BLE001 - the evaluator cannot help with this case
        return None


def check(case, which=CPU_ORACLES) -> list:
    """Run the named CPU oracles (``"evaluator"``, ``"batched"``) on ``case``; the failures.
    A kernel that cannot run batched passes the batched oracle vacuously."""
    out = []
    try:
        fn = oracles.lower(case)
    except Exception as exc:  # noqa: BLE001 - a compiler crash is a finding
        return [Failure("evaluator", signature("compile", exc), str(exc), _expected(case))]
    for name in which:
        try:
            if name == "evaluator":
                d = oracles.interpreter_vs_evaluator(case, fn)
            else:
                d = oracles.batched_vs_sequential(case, fn)
        except oracles.NotBatchable:
            continue
        except Exception as exc:  # noqa: BLE001 - an interpreter crash is a finding
            out.append(Failure("evaluator", signature(name, exc), str(exc), _expected(case)))
            continue
        if d is not None:
            out.append(Failure(name, signature(name, d), str(d),
                               _expected(case) if name == "evaluator" else None))
    return out


def shrink_case(chooser, config: FuzzConfig, sig: str, which=CPU_ORACLES, budget=300):
    """The smallest case (choice sequence) whose failures still include ``sig``, starting
    from the answers (and spans) recorded by ``chooser``."""
    from .shrink import shrink

    def fails(seq):
        ch = ReplayChooser(seq)
        case = generate_case(ch, config)
        if any(f.signature == sig for f in check(case, which)):
            return ch.choices, ch.spans
        return None

    return shrink(chooser.choices, fails, budget=budget, spans=chooser.spans)


@dataclass
class Summary:
    """A campaign's counts: ``cases``, ``failures`` (per signature), ``saved`` (paths),
    ``seconds``."""

    cases: int = 0
    failures: Counter = field(default_factory=Counter)
    saved: list = field(default_factory=list)
    seconds: float = 0.0

    def table(self) -> str:
        lines = [f"{'cases':>8}  {self.cases}", f"{'failing':>8}  "
                 f"{sum(self.failures.values())}"]
        for sig, n in self.failures.most_common():
            lines.append(f"{n:>8}  {sig}")
        lines.append(f"{'seconds':>8}  {self.seconds:.1f}")
        return "\n".join(lines)


def campaign(count: int, seed: int = 0, config: FuzzConfig = FuzzConfig(), which=CPU_ORACLES,
             save_dir: str | None = None, shrink_budget: int = 300, log=None) -> Summary:
    """Check ``count`` cases (seeds ``seed`` ...); shrink and save (into ``save_dir``) the
    first case of every new failure signature."""
    from .corpus import save_finding, slug

    summary = Summary()
    start = time.time()
    seen = set()
    for s in range(seed, seed + count):
        ch = RandomChooser(s)
        case = generate_case(ch, config)
        summary.cases += 1
        for f in check(case, which):
            summary.failures[f.signature] += 1
            if f.signature in seen:
                continue
            seen.add(f.signature)
            if log:
                log(f"seed {s}: {f.signature}")
            if save_dir is None:
                continue
            best = shrink_case(ch, config, f.signature, which, shrink_budget)
            small = generate_case(ReplayChooser(best), config)
            again = [g for g in check(small, which) if g.signature == f.signature]
            g = again[0] if again else f
            summary.saved.append(save_finding(save_dir, slug(f.signature), small
                                              if again else case, g.oracle, g.message,
                                              g.expected))
    summary.seconds = time.time() - start
    return summary


def emit_case(case):
    """The generated CUDA of a case (compile errors and crashes raise)."""
    import warnings

    from tiledsl import codegen

    fn = oracles.lower(case)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)
        return codegen.emit(fn)


def nvcc_signature(error: str) -> str:
    """``nvcc: <first error line>`` with file names and numbers removed."""
    for line in error.splitlines():
        if "error" in line and "nvcc failed" not in line:
            line = re.sub(r"^\S+\(\d+\): ", "", line.strip())
            return "nvcc: " + re.sub(r"\d+", "N", line)[:140]
    return "nvcc: failed"


def nvcc_campaign(count: int, seed: int = 0, config: FuzzConfig = FuzzConfig(),
                  save_dir: str | None = None, batch: int = 100, shrink_budget: int = 80,
                  log=None) -> Summary:
    """Compile the CUDA of ``count`` generated kernels with nvcc, ``batch`` per nvcc run;
    shrink (one nvcc run per step) and save the first kernel of each new error."""
    from tiledsl import codegen

    from .batch import compile_all
    from .corpus import save_finding, slug
    from .shrink import shrink

    summary = Summary()
    start = time.time()
    seen = set()
    for first in range(seed, seed + count, batch):
        choosers, sources = [], []
        for s in range(first, min(seed + count, first + batch)):
            ch = RandomChooser(s)
            case = generate_case(ch, config, name=f"k{s}")
            summary.cases += 1
            try:
                sources.append(emit_case(case))
                choosers.append(ch)
            except Exception as exc:  # noqa: BLE001 - reported by the CPU oracles too
                summary.failures[signature("emit", exc)] += 1
        _, failed = compile_all(sources, codegen.compile_check)
        for i, err in failed.items():
            sig = nvcc_signature(err)
            summary.failures[sig] += 1
            if sig in seen:
                continue
            seen.add(sig)
            if log:
                log(f"{sig}")
            if save_dir is None:
                continue

            def fails(seq, sig=sig):
                ch = ReplayChooser(seq)
                try:
                    codegen.compile_check(emit_case(generate_case(ch, config)))
                except Exception as exc:  # noqa: BLE001
                    if nvcc_signature(str(exc)) == sig:
                        return ch.choices, ch.spans
                return None

            best = shrink(choosers[i].choices, fails, budget=shrink_budget,
                          spans=choosers[i].spans)
            small = generate_case(ReplayChooser(best), config)
            summary.saved.append(save_finding(save_dir, slug(sig), small, "nvcc", err))
    summary.seconds = time.time() - start
    return summary
