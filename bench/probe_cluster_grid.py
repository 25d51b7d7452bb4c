"""Probe, not a test: how many clusters of two blocks of the persistent warp-specialized
matmul the device runs at once (``cuOccupancyMaxActiveClusters``), against its SMs, for
the configurations bench_dot tries.

    python bench/probe_cluster_grid.py
"""
import pathlib
import sys

import cupy

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import tiledsl  # noqa: E402
from codegen import driver, runtime  # noqa: E402

kern = tiledsl.load(ROOT / "examples" / "matmul.tile").matmul.kernel
# the facts a launch derives from 16-byte aligned arrays with unit inner strides (TMA boxes)
facts = {p.name: {"aligned16": True} if p.kind == "pointer" else
         {"is_one": True} if p.name in ("stride_ak", "stride_bn", "stride_cn") else
         {"div16": True} for p in kern.params if p.kind in ("pointer", "scalar")}
sms = cupy.cuda.Device().attributes["MultiProcessorCount"]
print(f"{cupy.cuda.runtime.getDeviceProperties(0)['name'].decode()}: {sms} SMs")
for bm, bn, w, s in ((128, 256, 8, 3), (256, 128, 8, 3), (128, 128, 4, 3), (128, 128, 4, 4),
                     (128, 128, 8, 2)):
    fn = kern.lower(facts=facts, BLOCK_M=bm, BLOCK_N=bn, BLOCK_K=64, WARP_SPECIALIZE=True)
    ck = runtime.get_compiled(fn, w, num_stages=s, persistent=True)
    n = driver.max_active_clusters(runtime._function_ptr(ck.kernel), 2, ck.nthreads, ck.smem) \
        if ck.cluster > 1 else None
    print(f"  {bm}x{bn} w{w} s{s}: {ck.nthreads} threads, {ck.smem} B shared, cluster "
          f"{ck.cluster}, clusters at once {n}, grid {ck.blocks}")
