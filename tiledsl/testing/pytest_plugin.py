"""A pytest plugin that runs kernel tests once per tiledsl backend, without editing them.

Enable it with ``pytest -p tiledsl.testing.pytest_plugin`` or, in a ``conftest.py`` at the
root of the tests, ``pytest_plugins = ["tiledsl.testing.pytest_plugin"]``. Then:

* a test marked ``@pytest.mark.tiledsl_backends`` (or a module with
  ``pytestmark = pytest.mark.tiledsl_backends``), or a test that takes the ``tile_backend``
  fixture, runs once per backend: ``test_x[interpreter]``, ``test_x[cuda]``;
* in the ``cuda`` run, every launch whose arrays are numpy arrays goes to the GPU: the arrays
  are copied to the device with their layout, the kernel runs there, and the results are
  copied back into the same numpy arrays, so the test's own assertions check the GPU's
  results; a launch that names its backend (``backend=...``) is left alone;
* where there is no GPU (no cupy, or no device) the ``cuda`` runs are skipped, with the
  reason, at collection; a launch with bf16 arrays skips its ``cuda`` run when torch with
  CUDA is missing (bf16 arrays go to the GPU as torch tensors: cupy has no bfloat16 dtype);
* ``--tiledsl-backends=interpreter`` (or ``cuda``) restricts the backends.
"""
from __future__ import annotations

import numpy as np
import pytest

from .backends import BACKENDS, DeviceCopy, bf16_unavailable, gpu_unavailable

MARKER = "tiledsl_backends"


def pytest_addoption(parser):
    group = parser.getgroup("tiledsl")
    group.addoption("--tiledsl-backends", default=",".join(BACKENDS),
                    help="comma-separated tiledsl backends for tests marked tiledsl_backends "
                         "or using the tile_backend fixture (default: interpreter,cuda)")


def pytest_configure(config):
    config.addinivalue_line(
        "markers", f"{MARKER}: run the test once per tiledsl backend (interpreter, cuda); "
                   "numpy launches go to that backend")


def selected_backends(config) -> list:
    """The backends named by ``--tiledsl-backends``. Raises pytest.UsageError for an unknown
    name."""
    names = [b.strip() for b in config.getoption("--tiledsl-backends").split(",") if b.strip()]
    bad = [b for b in names if b not in BACKENDS]
    if bad:
        raise pytest.UsageError(f"--tiledsl-backends: unknown backend(s) {', '.join(bad)}; "
                                f"choose from {', '.join(BACKENDS)}")
    return names


def pytest_generate_tests(metafunc):
    marked = metafunc.definition.get_closest_marker(MARKER) is not None
    if not marked and "tile_backend" not in metafunc.fixturenames:
        return
    if "tile_backend" not in metafunc.fixturenames:
        metafunc.fixturenames.append("tile_backend")
    params = []
    for b in selected_backends(metafunc.config):
        marks = []
        if b == "cuda":
            why = gpu_unavailable()
            marks.append(pytest.mark.skipif(why is not None,
                                            reason=f"cuda backend unavailable: {why}"))
        params.append(pytest.param(b, id=b, marks=marks))
    metafunc.parametrize("tile_backend", params, indirect=True)


@pytest.fixture
def tile_backend(request, monkeypatch):
    """The backend this run of the test uses (``"interpreter"`` or ``"cuda"``); in the
    ``cuda`` run, launches with numpy arrays execute on the GPU (see the module docstring)."""
    backend = getattr(request, "param", "interpreter")
    if backend == "cuda":
        from .. import launch

        original = launch.Launcher.__call__

        def on_gpu(self, *args, **kwargs):
            if "backend" in kwargs or not _has_numpy(args, kwargs):
                return original(self, *args, **kwargs)
            return _launch_on_gpu(original, self, args, kwargs)

        monkeypatch.setattr(launch.Launcher, "__call__", on_gpu)
    return backend


def _has_numpy(args, kwargs) -> bool:
    return any(isinstance(a, np.ndarray) for a in list(args) + list(kwargs.values()))


def _launch_on_gpu(original, launcher, args, kwargs):
    import cupy

    why = bf16_unavailable(list(args) + list(kwargs.values()))
    if why is not None:
        pytest.skip(f"cuda backend unavailable: {why}")
    copies = {}

    def dev(a):
        if isinstance(a, np.ndarray):
            d = DeviceCopy(a)
            copies[id(a)] = (a, d)
            return d.arg
        return a

    dargs = [dev(a) for a in args]
    dkw = {k: dev(v) for k, v in kwargs.items()}
    result = original(launcher, *dargs, backend="cuda", **dkw)
    cupy.cuda.runtime.deviceSynchronize()
    for host, d in copies.values():
        if host.flags.writeable:
            d.copy_back(host)
    return result
