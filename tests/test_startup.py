"""Start-up of a fresh process: the parser's tables come from the cache of an earlier
process (``tiledsl/parsercache.py``), and ml_dtypes (most of a second to load) is imported
only once something uses bf16. ``bench/startup.py`` measures the time."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import numpy as np

import tiledsl
from tiledsl.dtypes import DType, bf16_numpy, dtype_from_numpy

KERNEL = "kernel k(x: *fp32):\n    i = arange(0, 4)\n    store(x + i, load(x + i) * 2.0)\n"

PROCESS = """import json, os, sys
import numpy as np
import tiledsl
from tiledsl import parsercache
after_import = "ml_dtypes" in sys.modules
m = tiledsl.compile(%r, filename="k.tile")
x = np.arange(4, dtype=np.float32)
m.k[(1,)](x)
print(json.dumps({"from": parsercache.loaded_from, "ml_dtypes_at_import": after_import,
                  "ml_dtypes_after_fp32_run": "ml_dtypes" in sys.modules,
                  "x": x.tolist()}))
""" % KERNEL


def _fresh(code: str, cache_dir) -> dict:
    """Run ``code`` in a new interpreter with ``TILEDSL_CACHE_DIR=cache_dir``; its JSON."""
    env = dict(os.environ, TILEDSL_CACHE_DIR=str(cache_dir))
    out = subprocess.run([sys.executable, "-c", code], env=env, check=True,
                         capture_output=True, text=True, timeout=120).stdout
    return json.loads(out.strip().splitlines()[-1])


def _entries(cache_dir) -> dict:
    """``{name: (inode, mtime_ns, size)}`` of the parser cache's files."""
    d = cache_dir / "lark"
    return {p.name: (p.stat().st_ino, p.stat().st_mtime_ns, p.stat().st_size)
            for p in d.iterdir()} if d.is_dir() else {}


def test_a_second_process_loads_the_parser_from_the_cache(tmp_path):
    first = _fresh(PROCESS, tmp_path)
    assert first["from"] == "grammar" and first["x"] == [0.0, 2.0, 4.0, 6.0]
    written = _entries(tmp_path)
    assert len(written) == 1
    second = _fresh(PROCESS, tmp_path)
    assert second["from"] == "cache" and second["x"] == first["x"]
    assert _entries(tmp_path) == written  # read, not rewritten


def test_ml_dtypes_is_not_imported_without_bf16(tmp_path):
    got = _fresh(PROCESS, tmp_path)
    assert got["ml_dtypes_at_import"] is False
    assert got["ml_dtypes_after_fp32_run"] is False


BF16_PROCESS = """import json, sys
import tiledsl
m = tiledsl.compile("kernel k(x: *bf16):\\n    i = arange(0, 4)\\n"
                    "    store(x + i, load(x + i) * 2.0)\\n", filename="k.tile")
before = "ml_dtypes" in sys.modules
from tiledsl.dtypes import DType
x = __import__("numpy").arange(4).astype(DType.bf16.np)
m.k[(1,)](x)
print(json.dumps({"before": before, "x": x.astype("float32").tolist(),
                  "dtype": str(x.dtype)}))
"""


def test_bf16_imports_ml_dtypes_when_used_and_runs(tmp_path):
    got = _fresh(BF16_PROCESS, tmp_path)
    assert got["before"] is False  # compiling a bf16 kernel needs no numpy bf16 type
    assert got["x"] == [0.0, 2.0, 4.0, 6.0] and got["dtype"] == "bfloat16"


def test_bf16_numpy_type_round_trips():
    import ml_dtypes

    assert bf16_numpy() == np.dtype(ml_dtypes.bfloat16) == DType.bf16.np
    assert dtype_from_numpy(np.dtype(ml_dtypes.bfloat16)) is DType.bf16
    assert dtype_from_numpy(np.float16) is DType.fp16
    assert dtype_from_numpy(np.dtype("V2")) is None
    x = np.arange(4, dtype=np.float32).astype(ml_dtypes.bfloat16)
    m = tiledsl.compile(KERNEL.replace("fp32", "bf16"), filename="k.tile")
    m.k[(1,)](x)
    assert x.astype(np.float32).tolist() == [0.0, 2.0, 4.0, 6.0]
