"""The CPU side of ``bench/bench_autotune.py``: configuration lists, the run plan, the child
protocol, the closing table, and a whole run on the interpreter (tiledsl's phases in fresh
processes: cold tunes every configuration, warm none, +1 only the added one)."""
from __future__ import annotations

import importlib.util
import json
import subprocess
import sys

import pytest

from _autotune_fakes import ROOT


@pytest.fixture(scope="module")
def bench():
    spec = importlib.util.spec_from_file_location("bench_autotune",
                                                  ROOT / "bench" / "bench_autotune.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_configuration_lists_meet_the_issue(bench):
    mm = bench.matmul_configs()
    assert len(mm) == 16 and len({json.dumps(c, sort_keys=True) for c in mm}) == 16
    assert {c["BLOCK_M"] for c in mm} == {64, 128} and {c["num_warps"] for c in mm} == {4, 8}
    sm = bench.softmax_configs(4096)
    assert len(sm) == 6 and [c["num_warps"] for c in sm] == [1, 2, 4, 8, 16, 32]
    assert all(c["BLOCK"] == 4096 for c in sm)
    plus = bench.configs_for("matmul", "+1", 0)
    assert plus[:16] == mm and plus[16] == bench.MATMUL_EXTRA and bench.MATMUL_EXTRA not in mm
    assert bench.configs_for("softmax", "+1", 1024)[-1] == {"BLOCK": 2048, "num_warps": 16}
    assert bench.configs_for("softmax", "warm", 1024) == bench.softmax_configs(1024)


def test_shapes_and_helpers(bench):
    assert bench.shapes(False, False) == {"matmul": (4096, 4096, 4096), "softmax": (8192, 4096)}
    assert bench.shapes(True, False)["matmul"] == (1024, 1024, 1024)
    assert [bench.next_pow2(n) for n in (1, 100, 4096, 4097)] == [1, 128, 4096, 8192]


def test_run_plan_orders_phases_and_adds_triton_cache_results(bench):
    plan = bench.plan_runs(["tiledsl", "triton"], ["softmax"], True)
    assert plan == [("tiledsl", "softmax", "cold", False), ("tiledsl", "softmax", "warm", False),
                    ("tiledsl", "softmax", "+1", False), ("triton", "softmax", "cold", False),
                    ("triton", "softmax", "warm", False), ("triton", "softmax", "+1", False),
                    ("triton", "softmax", "cold", True), ("triton", "softmax", "warm", True)]
    assert len(bench.plan_runs(["tiledsl"], ["matmul", "softmax"], True)) == 6


def test_child_command(bench):
    cmd = bench.child_command("triton", "matmul", "+1", True, False, True)
    assert cmd[0] == sys.executable and cmd[1].endswith("bench_autotune.py")
    assert cmd[2:] == ["--child", "triton", "matmul", "+1", "--quick", "--cache-results"]


def test_run_all_gives_each_system_and_kernel_its_own_cache(bench):
    seen = []

    def runner(cmd, env, timeout):
        seen.append((cmd[3:6], env["TILEDSL_CACHE_DIR"], env["TRITON_CACHE_DIR"], timeout))
        if cmd[3] == "triton" and cmd[5] == "+1":
            return {"failed": "exit 1: ModuleNotFoundError: No module named 'triton'"}
        return {"seconds": 1.5, "configs": 6, "timed": 0 if cmd[5] == "warm" else 6,
                "winner_ms": 0.25}

    class Args:
        quick, interpreter, timeout, triton_cache_results = True, False, 9.0, False

    rows = bench.run_all(Args, ["tiledsl", "triton"], ["softmax"], runner=runner)
    assert [r["phase"] for r in rows] == ["cold", "warm", "+1"] * 2
    dirs = {s[0][0]: s[1] for s in seen}
    assert dirs["tiledsl"] != dirs["triton"]
    assert len({s[1] for s in seen if s[0][0] == "tiledsl"}) == 1   # phases share a cache
    assert all(s[3] == 9.0 for s in seen)
    table = bench.format_table(rows)
    lines = table.splitlines()
    assert lines[0].split() == ["kernel", "system", "configs", "cold", "s", "warm", "s", "+1",
                                "s", "timed", "c/w/+1", "winner", "ms"]
    assert lines[1].split() == ["softmax", "tiledsl", "6", "1.50", "1.50", "1.50", "6/0/6",
                                "0.2500"]
    assert lines[2].split() == ["softmax", "triton", "6", "1.50", "1.50", "FAIL", "6/0/-",
                                "0.2500"]
    assert lines[-1] == ("softmax triton +1: exit 1: ModuleNotFoundError: No module named "
                         "'triton'")


def test_run_child_reports_failures_without_raising(bench):
    bad = bench.run_child([sys.executable, "-c", "import sys; sys.exit('boom')"], None, 30)
    assert bad == {"failed": "exit 1: boom"}
    ok = bench.run_child([sys.executable, "-c", "print('log'); print('{\"seconds\": 2}')"],
                         None, 30)
    assert ok == {"seconds": 2}
    slow = bench.run_child([sys.executable, "-c", "import time; time.sleep(5)"], None, 0.5)
    assert slow == {"failed": "timed out after 0 s"}


@pytest.mark.slow
def test_whole_bench_on_the_interpreter(tmp_path):
    out = tmp_path / "rows.json"
    p = subprocess.run([sys.executable, str(ROOT / "bench" / "bench_autotune.py"),
                        "--interpreter", "--json", str(out)],
                       capture_output=True, text=True, timeout=600, check=False)
    assert p.returncode == 0, p.stderr
    rows = json.loads(out.read_text())
    got = {(r["kernel"], r["phase"]): (r["configs"], r["timed"], r["excluded"]) for r in rows}
    assert got == {("matmul", "cold"): (16, 16, 0), ("matmul", "warm"): (16, 0, 0),
                   ("matmul", "+1"): (17, 1, 0), ("softmax", "cold"): (6, 6, 0),
                   ("softmax", "warm"): (6, 0, 0), ("softmax", "+1"): (7, 1, 0)}
    assert all(r["error"] < 2e-2 for r in rows)
    table = p.stdout.strip().splitlines()[-3:]
    assert table[0].startswith("kernel") and "16/0/1" in table[1] and "6/0/1" in table[2]
