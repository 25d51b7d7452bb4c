"""A fake GPU for the autotuning tests: the interpreter runs the kernels (so the correctness
guard compares real outputs), a table gives each configuration's time, and counters record
what was compiled and timed. Injected through the documented hook
(``tiledsl.autotune.use_backend`` / ``autotune(..., backend=...)``).

Also the ``.tile`` kernels the tests tune, and a script runner for the cross-process tests.
"""
from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

from tiledsl.autotune import InterpreterBackend

ROOT = Path(__file__).resolve().parent.parent


class FakeBackend(InterpreterBackend):
    """``ms``: config key → milliseconds (missing keys: 1.0); ``fail_compile``: config keys
    whose compile raises (as too much shared memory would); ``device``: the name that enters
    the cache key."""

    name = "fake"

    def __init__(self, ms=None, fail_compile=(), device="FakeGPU 80GB"):
        super().__init__()
        self.ms = dict(ms or {})
        self.fail_compile = set(fail_compile)
        self.device = device
        self.compiled: list = []
        self.timed: list = []
        self.launched: list = []

    def device_info(self, device):
        return {"backend": "fake", "device": self.device, "cuda": "fake 13.0"}

    def compile(self, fn, config):
        if config.key in self.fail_compile:
            raise RuntimeError(f"needs 300000 bytes of shared memory ({config.key})")
        self.compiled.append(config.key)

    def launch(self, fn, grid, values, config):
        self.launched.append(config.key)
        super().launch(fn, grid, values, config)

    def time(self, run, reset, warmup_ms, rep_ms, config):
        reset()
        run()
        self.timed.append(config.key)
        return [self.ms.get(config.key, 1.0)] * 3


SCALE = '''
kernel scale(out: *fp32, x: *fp32, n: i32, BLOCK: constexpr):
    pid = program_id(0)
    offs = pid * BLOCK + arange(0, BLOCK)
    m = offs < n
    store(out + offs, load(x + offs, mask=m) * 2.0, mask=m)
'''

INCREMENT = '''
kernel inc(x: *fp32, n: i32, BLOCK: constexpr):
    offs = program_id(0) * BLOCK + arange(0, BLOCK)
    m = offs < n
    store(x + offs, load(x + offs, mask=m) + 1.0, mask=m)
'''

ACCUMULATE = '''
kernel acc(total: *fp32, x: *fp32, n: i32, BLOCK: constexpr):
    offs = program_id(0) * BLOCK + arange(0, BLOCK)
    m = offs < n
    atomic_add(total, sum(load(x + offs, mask=m, other=0.0), axis=0))
'''


def floor_grid(meta):
    """A grid that forgets the tail when BLOCK does not divide n: the planted bug."""
    return (meta["n"] // meta["BLOCK"],)


def cdiv_grid(meta):
    return ((meta["n"] + meta["BLOCK"] - 1) // meta["BLOCK"],)


def run_script(code: str, cache_dir, env_extra=None) -> subprocess.CompletedProcess:
    """Run ``code`` in a fresh Python process with this checkout and the tests folder on the
    path and ``TILEDSL_CACHE_DIR=cache_dir``; returns the completed process (check=True)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("TILEDSL_")}
    env["TILEDSL_CACHE_DIR"] = str(cache_dir)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), str(ROOT / "tests"),
                                         env.get("PYTHONPATH", "")])
    env.update(env_extra or {})
    return subprocess.run([sys.executable, "-c", textwrap.dedent(code)], env=env,
                          capture_output=True, text=True, timeout=300, check=False)
