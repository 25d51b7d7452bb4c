#!/usr/bin/env bash
# One device call: install tiledsl, run the GPU tests, then the benchmark (table printed last).
#   bash bench/gpu_run.sh                          (from the repository root, on the GPU machine)
#   STAGES="ncu tests fuzz" bash bench/gpu_run.sh  (choose stages; default "tests bench")
# Stages: ncu   - bench/ncu_compare.py under Nsight Compute, plus both systems' SASS
#         ncudot - bench/ncu_dot.py under Nsight Compute: tiledsl's matmul and attention beside
#                 cuBLAS and SDPA (tensor-pipe use, occupancy, stalls; ncu_dot.txt)
#         tests - pytest -m gpu (the whole suite's GPU tests)
#         fuzz  - bench/fuzz_gpu.py (FUZZ_COUNT kernels, default 10000, FUZZ_ARGS passed on;
#                 within the time left less FUZZ_LEAVE seconds for the stages after it)
#         lprof - bench/launch_profile.py (host time of one launch, step by step)
#         lhost - bench/launch_host_time.py (host time per launch, tiledsl / Triton, a table;
#                 LHOST_ARGS passed on: "--number 500 --repeat 20" keeps the launch queue
#                 from filling, so that the figures are the host's)
#         graph - bench/bench_graph.py (time per kernel replayed in a CUDA graph, tiledsl vs
#                 Triton; GRAPH_ARGS passed on)
#         rows  - bench/probe_rows.py (several rows per program, tiledsl and Triton)
#         probe - bench/probe_persistent.py (persistent-grid variants, rewritten by text)
#         copy  - bench/probe_copy.py (copy-only kernels of several shapes against copy_)
#         cluster - bench/probe_cluster.py (one row spread over a thread-block cluster)
#         dot   - bench/bench_dot.py (matmul and attention: tiledsl vs Triton vs cuBLAS / SDPA;
#                 DOT_ARGS passed on; dot2: a second run with DOT2_ARGS)
#         gpt2  - bench/bench_gpt2.py (a GPT-2 block, 8 x 1024 fp16: tiledsl vs HF GPT2Block in
#                 torch eager and under torch.compile; GPT2_ARGS passed on)
#         bench - bench/bench_gpu.py (tiledsl vs Triton vs torch; its table is printed last)
# Logs go to $OUT (default /tmp/tiledsl-out). BUDGET_S (default 570) bounds the whole call.
set -u
cd "$(dirname "$0")/.."
export PYTHONUNBUFFERED=1
START=$(date +%s)
BUDGET_S=${BUDGET_S:-570}
left() { echo $(( BUDGET_S - ($(date +%s) - START) )); }
OUT=${OUT:-/tmp/tiledsl-out}; mkdir -p "$OUT"
if ! python3 -c "import lark" 2>/dev/null && ls .whl/*.whl >/dev/null 2>&1; then
  python3 -m pip install -q --no-index --no-deps --target /tmp/site .whl/*.whl
  export PYTHONPATH=/tmp/site:${PYTHONPATH:-}
fi
export PYTHONPATH=$PWD:${PYTHONPATH:-}
export TILEDSL_CACHE_DIR=${TILEDSL_CACHE_DIR:-/tmp/tiledsl-cache}
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv,noheader || true
for stage in ${STAGES:-tests bench}; do
  echo "== $stage ($(left) s left)"
  case $stage in
    ncu)
      export TRITON_CACHE_DIR=/tmp/ncu-triton TILEDSL_CACHE_DIR=/tmp/ncu-tiledsl
      timeout 180 ncu --clock-control none -k 'regex:layernorm|softmax' \
        --section SpeedOfLight --section Occupancy --section LaunchStats \
        --section MemoryWorkloadAnalysis --section WarpStateStats --section SchedulerStats \
        --metrics dram__bytes_read.sum,dram__bytes_write.sum,smsp__inst_executed.sum,smsp__average_warp_latency_issue_stalled_long_scoreboard.ratio,smsp__average_warp_latency_issue_stalled_barrier.ratio \
        python3 bench/ncu_compare.py --sass "$OUT/sass.txt" > "$OUT/ncu.txt" 2>&1
      echo "ncu exit $?"
      grep -E "^  [a-z_]+ \(|Duration|DRAM Throughput|Registers Per|Achieved Occ|Issued Warp Per|dram__bytes|inst_executed|stalled" "$OUT/ncu.txt" | head -n 120
      export TILEDSL_CACHE_DIR=/tmp/tiledsl-cache; unset TRITON_CACHE_DIR ;;
    ncudot)
      ncu --query-metrics 2>/dev/null | grep -iE "gmma|tensor_op" > "$OUT/ncu_metrics.txt"
      timeout 300 ncu --clock-control none -k 'regex:tl_k_|gemm|nvjet|flash|fmha|cutlass' \
        --section SpeedOfLight --section ComputeWorkloadAnalysis --section Occupancy \
        --section LaunchStats --section WarpStateStats --section SchedulerStats \
        --section MemoryWorkloadAnalysis --section InstructionStats \
        python3 bench/ncu_dot.py ${NCU_ARGS:-} > "$OUT/ncu_dot.txt" 2>&1
      echo "ncu exit $?"
      grep -E "^  [A-Za-z_].*\(|Duration|Compute \(SM\) Throughput|Memory Throughput|DRAM Throughput|Registers Per|Achieved Occ|Issued Warp Per|Issue Slots Busy|No Eligible|Warp Cycles Per Issued|Executed Ipc A" "$OUT/ncu_dot.txt" | head -n 120 ;;
    tests)
      # pytest-xdist spreads the GPU tests (mostly NVRTC compiles) over the CPU cores
      XD=""; python3 -c "import xdist" 2>/dev/null && XD="-n ${PYTEST_WORKERS:-8}"
      timeout $(( $(left) < ${PYTEST_TIMEOUT:-270} ? $(left) : ${PYTEST_TIMEOUT:-270} )) \
        python3 -m pytest -q -rfE $XD -m gpu --tb=short -p no:cacheprovider --durations=15 \
        ${GPU_TESTS:-tests} > "$OUT/pytest_gpu.txt" 2>&1
      echo "pytest exit $?"; grep -E "^(FAILED|ERROR)|passed|failed" "$OUT/pytest_gpu.txt" | tail -n 40 ;;
    fuzz)
      python3 bench/fuzz_gpu.py --count ${FUZZ_COUNT:-10000} --time-limit $(( $(left) - ${FUZZ_LEAVE:-10} )) \
        --save-dir "$OUT/fuzz_found" ${FUZZ_ARGS:-} > "$OUT/fuzz.txt" 2>&1
      echo "fuzz exit $?"; tail -n 25 "$OUT/fuzz.txt"
      (cd "$OUT" && tar czf fuzz_found.tgz fuzz_found 2>/dev/null && rm -rf fuzz_found) ;;
    lprof)
      python3 bench/launch_profile.py 2>&1 | tee "$OUT/launch_profile.txt" | tail -n 30 ;;
    lhost)
      python3 bench/launch_host_time.py ${LHOST_ARGS:-} 2>&1 | tee "$OUT/launch_host_time.txt" | tail -n 12 ;;
    graph)
      timeout $(( $(left) > 5 ? $(left) : 5 )) python3 bench/bench_graph.py --json "$OUT/graph.json" \
        ${GRAPH_ARGS:-} 2>&1 | tee "$OUT/graph.txt" | tail -n 14 ;;
    rows)
      python3 bench/probe_rows.py 2>&1 | tee "$OUT/probe_rows.txt" | tail -n 20 ;;
    probe)
      python3 bench/probe_persistent.py ${PROBE_ARGS:-} 2>&1 | tee "$OUT/probe.txt" | tail -n 20 ;;
    copy)
      python3 bench/probe_copy.py 2>&1 | tee "$OUT/probe_copy.txt" | tail -n 25 ;;
    cluster)
      python3 bench/probe_cluster.py 2>&1 | tee "$OUT/probe_cluster.txt" | tail -n 30 ;;
    cgrid)
      timeout 120 python3 bench/probe_cluster_grid.py 2>&1 | tee "$OUT/probe_cluster_grid.txt" | tail -n 12 ;;
    dot)
      timeout $(( $(left) > 5 ? $(left) : 5 )) python3 bench/bench_dot.py --json "$OUT/dot.json" \
        ${DOT_ARGS:-} 2>&1 | tee "$OUT/dot.txt" | tail -n 20 ;;
    dot2)  # a second bench_dot run with other rows (DOT2_ARGS), after the first
      timeout $(( $(left) > 5 ? $(left) : 5 )) python3 bench/bench_dot.py --json "$OUT/dot2.json" \
        ${DOT2_ARGS:-} 2>&1 | tee "$OUT/dot2.txt" | tail -n 20 ;;
    gpt2)
      timeout $(( $(left) > 5 ? $(left) : 5 )) python3 bench/bench_gpt2.py --json "$OUT/gpt2.json" \
        ${GPT2_ARGS:-} 2>&1 | tee "$OUT/gpt2.txt" | tail -n 20 ;;
    bench)
      # BENCH_RUNS (default 1) full runs in a row: bench.txt, bench2.txt, ...
      for r in $(seq 1 ${BENCH_RUNS:-1}); do
        sfx=$([ "$r" = 1 ] && echo "" || echo "$r")
        python3 bench/bench_gpu.py --json "$OUT/bench$sfx.json" ${BENCH_ARGS:-} 2>&1 \
          | tee "$OUT/bench$sfx.txt" | tail -n 16
      done ;;
  esac
done
echo "== done in $(( $(date +%s) - START )) s"
