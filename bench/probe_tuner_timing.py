"""Why the autotuner's timings of GPT-2's linears read 3-4x the kernels' own time.

Tunes examples/gpt2_block.tile's ``linear`` at the QKV shape (8192 x 2304 x 768) over three
configurations, with the CUDA backend's ``time`` wrapped so that each configuration is also
measured other ways from the same ``run``/``reset`` the tuner passes:

- host ms of one ``run()`` and one ``reset()`` (medians of 20);
- GPU ms per run of 20 runs back to back between two events (no flush, no spin);
- ``launch.timing.do_bench`` as the tuner calls it, and with its spin switched off;
- ``tiledsl.testing.do_bench`` of the fast launch path (``kernel[grid](...)``), the truth.

Then the whole tuning again under ``torch.profiler`` (CUPTI: each kernel's GPU time, whoever
launched it), its kernels' table printed.

    python bench/probe_tuner_timing.py
"""
from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "examples"))
os.environ["TILEDSL_CACHE_DIR"] = tempfile.mkdtemp(prefix="probe-tuner-")

import torch  # noqa: E402

import tiledsl  # noqa: E402
from common import cdiv  # noqa: E402
from tiledsl.launch import backends, timing  # noqa: E402
from tiledsl.testing import do_bench  # noqa: E402

M, N, K = 8192, 2304, 768
PICK = (0, 4, 5)  # 128x128x64 4 warps, the two-program persistent one, 128x256 8 warps


def main():
    import cupy

    kern = tiledsl.load(ROOT / "examples" / "gpt2_block.tile").linear
    torch.manual_seed(0)
    a = (torch.randn(M, K, device="cuda") / K ** 0.5).half()
    b = torch.randn(K, N, device="cuda").half()
    bias = torch.randn(N, device="cuda").half()
    res = torch.randn(M, N, device="cuda").half()
    c = torch.empty(M, N, device="cuda", dtype=torch.half)
    args = (c, a, b, bias, res, M, N, K, K, 1, N, 1, N, 1)
    attrs = cupy.cuda.Device().attributes
    print(f"ClockRate attribute: {attrs.get('ClockRate')} kHz; cupy stream "
          f"{cupy.cuda.get_current_stream().ptr}, torch stream "
          f"{torch.cuda.current_stream().cuda_stream}", flush=True)
    original = backends.CudaBackend.time
    picked = []

    def prune(configs, named):
        out = [configs[i] for i in PICK if i < len(configs)]
        picked[:] = out
        return out

    def probe_time(self, run, reset, warmup_ms, rep_ms, options):
        host_run, host_reset = [], []
        for _ in range(20):
            t0 = time.perf_counter()
            reset()
            host_reset.append(time.perf_counter() - t0)
            t0 = time.perf_counter()
            run()
            host_run.append(time.perf_counter() - t0)
        cupy.cuda.get_current_stream().synchronize()
        s, e = cupy.cuda.Event(), cupy.cuda.Event()
        s.record()
        for _ in range(20):
            run()
        e.record()
        e.synchronize()
        batch = cupy.cuda.get_elapsed_time(s, e) / 20
        normal = statistics.median(timing.do_bench(run, reset, warmup_ms, rep_ms))
        saved = timing._spin_kernel
        timing._spin_kernel = False
        try:
            nospin = statistics.median(timing.do_bench(run, reset, warmup_ms, rep_ms))
        finally:
            timing._spin_kernel = saved
        print(f"  {options}: host run {1e3 * statistics.median(host_run):.4f} ms, reset "
              f"{1e3 * statistics.median(host_reset):.4f} ms; GPU batch {batch:.4f} ms/run; "
              f"do_bench {normal:.4f}, without the spin {nospin:.4f}", flush=True)
        return original(self, run, reset, warmup_ms, rep_ms, options)

    backends.CudaBackend.time = probe_time
    tuned = tiledsl.autotune(kern, prune_configs_by={"early_config_prune": prune})
    grid = lambda meta: (cdiv(M, meta["BLOCK_M"]), cdiv(N, meta["BLOCK_N"]))  # noqa: E731
    os.environ["TILEDSL_PRINT_AUTOTUNING"] = "1"
    tuned[grid](*args, EPILOGUE="none")
    torch.cuda.synchronize()
    backends.CudaBackend.time = original
    print("fast path, tiledsl.testing.do_bench medians:", flush=True)
    for cfg in picked:
        kw = dict(cfg.kwargs)
        opts = dict(num_warps=cfg.num_warps, num_stages=cfg.num_stages,
                    persistent=bool(getattr(cfg, "persistent", False)))
        g = (cdiv(M, kw["BLOCK_M"]), cdiv(N, kw["BLOCK_N"]))
        t = do_bench(lambda: kern.kernel[g](*args, EPILOGUE="none", **kw, **opts),
                     return_mode="median")
        print(f"  {cfg}: {t:.4f} ms", flush=True)

    os.environ["TILEDSL_CACHE_DIR"] = tempfile.mkdtemp(prefix="probe-tuner-2-")
    tuned2 = tiledsl.autotune(kern, prune_configs_by={"early_config_prune": prune})
    from torch.profiler import ProfilerActivity, profile

    with profile(activities=[ProfilerActivity.CUDA]) as prof:
        tuned2[grid](*args, EPILOGUE="none")
        torch.cuda.synchronize()
    for key in ("self_device_time_total", "self_cuda_time_total"):
        try:
            print(prof.key_averages().table(sort_by=key, row_limit=14,
                                            max_name_column_width=60), flush=True)
            break
        except Exception as exc:  # noqa: BLE001 - the sort key's name differs across torch
            print(f"(sort by {key}: {exc})")


if __name__ == "__main__":
    main()
