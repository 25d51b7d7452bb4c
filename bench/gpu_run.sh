#!/usr/bin/env bash
# One device call: install tiledsl, run the GPU tests, then the benchmark (table printed last).
#   bash bench/gpu_run.sh            (from the repository root, on the GPU machine)
set -u
cd "$(dirname "$0")/.."
export PYTHONUNBUFFERED=1
OUT=${OUT:-/tmp/tiledsl-out}; mkdir -p "$OUT"
if ! python3 -c "import lark" 2>/dev/null && ls .whl/*.whl >/dev/null 2>&1; then
  python3 -m pip install -q --no-index --no-deps --target /tmp/site .whl/*.whl
  export PYTHONPATH=/tmp/site:${PYTHONPATH:-}
fi
export PYTHONPATH=$PWD:${PYTHONPATH:-}
export TILEDSL_CACHE_DIR=${TILEDSL_CACHE_DIR:-/tmp/tiledsl-cache}
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv,noheader || true
timeout ${PYTEST_TIMEOUT:-270} python3 -m pytest -q -m gpu --tb=short -p no:cacheprovider ${GPU_TESTS:-tests} > "$OUT/pytest_gpu.txt" 2>&1
echo "pytest exit $?"; grep -E "^(FAILED|ERROR)|passed|failed" "$OUT/pytest_gpu.txt" | tail -n 40
python3 bench/bench_gpu.py --json "$OUT/bench.json" ${BENCH_ARGS:-} 2>&1 | tee "$OUT/bench.txt" | tail -n 30
