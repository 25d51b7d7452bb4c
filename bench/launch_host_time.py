"""Host time of one ``kernel[grid](...)`` launch outside a graph (µs per call, the best of
``--repeat`` repeats of ``--number`` calls, the device synchronized before each repeat), for
the 4-argument vector add and the 9-argument layer norm, with Triton's launch of the same
kernels in the same process, on the same tensors. tiledsl is timed on cupy views of those
tensors and on the torch tensors themselves (the latter also reads torch's current stream at
every launch, as Triton does). Prints a table: tiledsl µs, Triton µs, tiledsl / Triton, and
the GPU's own time per launch of the same ``--number`` launches back to back (CUDA events):
where that is close to a host figure, the host was kept waiting for the launch queue and
that figure is the GPU's, not the host's (``--number`` below the queue's depth, about 1000
launches, avoids it). Run from a checkout's root on the GPU machine; it times whatever
tiledsl that checkout holds.

    python bench/launch_host_time.py [--number 4000] [--repeat 5]
"""
from __future__ import annotations

import argparse
import sys
import timeit
from pathlib import Path

ROOT = Path.cwd()
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import cupy  # noqa: E402
import numpy as np  # noqa: E402
import torch  # noqa: E402

import tiledsl  # noqa: E402
from bench_gpu import tr_add, tr_layernorm_res  # noqa: E402


def us(f, number, repeat):
    """Microseconds per call of ``f``: the best of ``repeat`` timings of ``number`` calls,
    each started on an idle device (so that no earlier repeat's queue is waited for)."""
    f()
    sync = cupy.cuda.runtime.deviceSynchronize
    sync()
    return min(timeit.repeat(f, setup=sync, number=number, repeat=repeat)) / number * 1e6


def gpu_us(f, number):
    """Microseconds of GPU time per launch of ``number`` back-to-back calls of ``f``, between
    two events on the current stream (the legacy default stream, which both cupy and torch
    launch on here), started on an idle device."""
    cupy.cuda.runtime.deviceSynchronize()
    start, end = cupy.cuda.Event(), cupy.cuda.Event()
    start.record()
    for _ in range(number):
        f()
    end.record()
    end.synchronize()
    return cupy.cuda.get_elapsed_time(start, end) * 1e3 / number


def launch_path() -> str:
    """How tiledsl's repeat launches reach the driver in this process."""
    from tiledsl.codegen import driver

    f = driver.launcher()
    if f is None:
        return "cupy's driver.launchKernel (libcuda not loadable by ctypes)"
    return "ctypes " + ("cuLaunchKernelEx" if f[1] else "cuLaunchKernel")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--number", type=int, default=4000)
    ap.add_argument("--repeat", type=int, default=5)
    a = ap.parse_args()
    add = tiledsl.load(ROOT / "examples" / "vector_add.tile").vector_add
    ln = tiledsl.load(ROOT / "examples" / "layernorm.tile").layernorm
    t3 = [torch.randn(1024, device="cuda") for _ in range(3)]
    c3 = [cupy.asarray(t) for t in t3]
    h6 = [torch.randn(1024, device="cuda", dtype=torch.float16) for _ in range(6)]
    c6 = [cupy.asarray(t) for t in h6]
    i32, f32 = np.int32(1024), np.float32(1e-5)
    rows = [  # (kernel, arrays, tiledsl's launch, Triton's launch)
        ("vector add", "cupy",
         lambda: add[(1,)](c3[0], c3[1], c3[2], 1024, BLOCK=1024),
         lambda: tr_add[(1,)](t3[1], t3[2], t3[0], 1024, BLOCK=1024)),
        ("vector add", "torch",
         lambda: add[(1,)](t3[0], t3[1], t3[2], 1024, BLOCK=1024),
         None),
        ("layer norm", "cupy",
         lambda: ln[(1,)](*c6, i32, i32, f32, BLOCK=1024, num_warps=4),
         lambda: tr_layernorm_res[(1,)](*h6, 1024, 1024, 1e-5, BLOCK=1024, num_warps=4)),
        ("layer norm", "torch",
         lambda: ln[(1,)](*h6, 1024, 1024, 1e-5, BLOCK=1024, num_warps=4),
         None),
    ]
    print(f"{torch.cuda.get_device_name()}; tiledsl's repeat launches: {launch_path()}; "
          f"best of {a.repeat} x {a.number} calls", flush=True)
    out, triton_us = [], {}
    for kernel, arrays, f_tl, f_tr in rows:
        if f_tr is not None:
            triton_us[kernel] = us(f_tr, a.number, a.repeat)
        t = us(f_tl, a.number, a.repeat)
        g = gpu_us(f_tl, a.number)
        out.append((kernel, arrays, t, triton_us[kernel], g))
        print(f"  {kernel} ({arrays} arrays): tiledsl {t:.2f} us, Triton "
              f"{triton_us[kernel]:.2f} us; GPU {g:.2f} us per launch", flush=True)
    print(f"\n{'kernel':<11} {'tiledsl on':<11} {'tiledsl us':>10} {'Triton us':>10} "
          f"{'tiledsl/Triton':>15} {'GPU us':>7}")
    for kernel, arrays, t, tr, g in out:
        print(f"{kernel:<11} {arrays:<11} {t:>10.2f} {tr:>10.2f} {t / tr:>14.2f}x {g:>7.2f}")


if __name__ == "__main__":
    main()
