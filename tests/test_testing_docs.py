"""Every example of docs/testing.md runs: Python blocks in order in one namespace (a block
whose first line is ``# file: NAME`` is written to NAME instead), a plain block introduced by
"prints" must equal what the Python block before it printed, and shell blocks run in the
folder of the written files (``bench/fuzz_gpu.py`` may answer 2: no GPU here)."""
from __future__ import annotations

import contextlib
import io
import os
import re
import shlex
import subprocess
import sys
import warnings
from pathlib import Path


ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "testing.md"


def blocks():
    """(language, code, text before the block) for each fenced block of the page."""
    text = DOC.read_text()
    out = []
    for m in re.finditer(r"```(\w*)\n(.*?)```", text, re.S):
        out.append((m.group(1), m.group(2), text[: m.start()].rstrip().splitlines()[-1]))
    return out


def test_every_example_of_docs_testing_md_runs(tmp_path, monkeypatch):
    ns: dict = {"__name__": "docs_testing"}
    printed = ""
    shell = []
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("PYTEST_CURRENT_TEST")  # the page's code runs as a script would
    seen = {"python": 0, "file": 0, "prints": 0, "bash": 0}
    for lang, code, before in blocks():
        if lang == "python" and code.startswith("# file:"):
            name = code.splitlines()[0].split(":", 1)[1].strip()
            (tmp_path / name).write_text(code)
            seen["file"] += 1
        elif lang == "python":
            buf = io.StringIO()
            with contextlib.redirect_stdout(buf), warnings.catch_warnings():
                warnings.simplefilter("ignore")
                exec(compile(code, str(DOC), "exec"), ns)
            printed = buf.getvalue()
            seen["python"] += 1
        elif lang == "" and before.strip() == "prints":
            assert printed == code, f"the page says it prints:\n{code}\nit printed:\n{printed}"
            seen["prints"] += 1
        elif lang == "bash":
            shell += [ln for ln in code.splitlines() if ln.strip()]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop("PYTEST_CURRENT_TEST", None)
    for line in shell:
        argv = shlex.split(line)
        if argv[0] == "python":
            argv[0] = sys.executable
        if argv[1].startswith("bench/"):
            argv[1] = str(ROOT / argv[1])
        p = subprocess.run(argv, cwd=tmp_path, env=env, capture_output=True, text=True,
                           timeout=300)
        allowed = (0, 2) if "fuzz_gpu.py" in line else (0,)
        assert p.returncode in allowed, f"{line}\n{p.stdout[-3000:]}\n{p.stderr[-3000:]}"
        if "pytest" in line and "--tiledsl-backends=interpreter" in line:
            assert "2 passed" in p.stdout
        elif "pytest" in line:
            assert "2 passed" in p.stdout or "4 passed" in p.stdout
        seen["bash"] += 1
    assert seen == {"python": 4, "file": 1, "prints": 1, "bash": 4}, seen


def test_assert_configs_agree_is_exported_by_tiledsl_testing():
    """``tiledsl.testing`` offers the helper that runs every configuration of a
    tuned kernel on the interpreter and asserts that all agree."""
    import numpy as np

    import tiledsl
    import tiledsl.testing as tt
    from tiledsl.autotune.check import assert_configs_agree

    assert tt.assert_configs_agree is assert_configs_agree
    k = tiledsl.compile(
        "@autotune(configs=[Config(BLOCK=64), Config(BLOCK=128, num_warps=8)], key=['n'])\n"
        "kernel add(o: *fp32, x: *fp32, n: i32, BLOCK: constexpr):\n"
        "    offs = program_id(0) * BLOCK + arange(0, BLOCK)\n"
        "    store(o + offs, load(x + offs, mask=offs < n) * 2.0, mask=offs < n)\n",
        filename="tuned.tile").add
    x = np.arange(300, dtype=np.float32)
    outs = tt.assert_configs_agree(
        k, lambda meta: ((300 + meta["BLOCK"] - 1) // meta["BLOCK"],),
        [np.zeros(300, np.float32), x, 300])
    assert len(outs) == 2
    for per_param in outs.values():
        np.testing.assert_array_equal(per_param["o"], x * 2)
