"""``assert_configs_agree``: every configuration of a tuned kernel, on the interpreter, gives
the same outputs.

A test-suite helper (``tiledsl.testing`` re-exports it): it needs no GPU, and it catches the
configuration that only a particular block size breaks (a tail skipped, a mask that is right
only when the size divides ``BLOCK``) before any GPU run hides it behind a faster winner.
"""
from __future__ import annotations

import numpy as np

from ..errors import TileError
from . import arrays
from .guard import compare
from .trial import make_trial


def assert_configs_agree(tuned, grid, args, kwargs: dict | None = None, *,
                         tolerances: dict | None = None, configs=None) -> dict:
    """Run every configuration of ``tuned`` (or those in ``configs``) on the interpreter and
    assert that all agree with the first.

    ``grid``: a tuple or a callable of the meta-parameters (as for a launch); ``args``: the
    kernel's positional arguments (numpy arrays, numbers; device arrays are copied to the
    host); ``kwargs``: its keyword arguments (constexprs the configurations do not set).
    Each configuration runs on its own copies of the arrays it writes: in-place arguments
    start from the caller's values, pure outputs from poison (NaN for floats), so an element
    a configuration fails to write is a difference. The caller's arrays are never written.

    Returns ``{config key: {parameter: output array}}``. Raises AssertionError naming every
    configuration that disagrees (with the first differing element and both values), fails
    to build, or faults on the interpreter (out-of-bounds access, failed device_assert); an
    argument that a launch refuses whatever the configuration raises that launch's
    TileLaunchError.
    """
    from .backends import InterpreterBackend

    configs = list(configs if configs is not None else tuned.configs)
    if not configs:
        raise ValueError(f"{tuned.kernel.name} has no configurations to compare")
    values, _, _, _ = tuned.bind_call(tuple(args), dict(kwargs or {}))
    values = {n: _host(v) for n, v in values.items()}
    tuned.check_argument_types(values)  # a bad argument: the launch's error, not N failures
    backend = InterpreterBackend()
    results: dict = {}
    problems: list = []
    reference = None
    for c in configs:
        trial = make_trial(tuned, values, c, grid, with_facts=False)
        if trial.fn is None:
            problems.append(f"{c}: {trial.error}")
            continue
        vals, outs = [], {}
        for a in trial.runtime:
            if a.kind != "pointer":
                vals.append(a.value)
                continue
            data = a.value.data
            if a.name in trial.effects.writes:
                data = arrays.host_clone(np.asarray(data))
                if a.name in trial.effects.pure_outputs:
                    arrays.poison(data, a.type.elem)
                outs[a.name] = (data, a.type.elem)
            vals.append(data)
        try:
            backend.launch(trial.fn, trial.grid, vals, c)
        except TileError as exc:
            problems.append(f"{c}: faults on the interpreter: {exc}")
            continue
        results[c.key] = {n: d for n, (d, _) in outs.items()}
        if reference is None:
            reference = (c, outs)
            continue
        ref_cfg, ref_outs = reference
        for name in sorted(set(outs) | set(ref_outs)):
            if name not in outs or name not in ref_outs:
                problems.append(f"{c}: writes {sorted(outs)} but {ref_cfg} writes "
                                f"{sorted(ref_outs)}")
                break
            msg = compare(name, outs[name][1], outs[name][0], ref_outs[name][0], tolerances)
            if msg:
                problems.append(f"{c} disagrees with {ref_cfg}: {msg}")
    if problems:
        raise AssertionError(
            f"{tuned.kernel.name}: {len(problems)} of {len(configs)} configurations do not "
            f"agree on the interpreter:\n  " + "\n  ".join(problems))
    return results


def _host(v):
    """A host numpy array for a device array (same layout); anything else unchanged."""
    if hasattr(v, "__cuda_array_interface__"):
        return arrays.device_to_host_clone(arrays.as_cupy(v))
    return v
