"""Profile tiledsl's and Triton's kernels side by side with Nsight Compute, and dump their SASS.

    ncu --clock-control none -k regex:'layernorm|softmax' --section SpeedOfLight ... \\
        python bench/ncu_compare.py                # the launches ncu profiles
    python bench/ncu_compare.py --sass OUT.txt     # no ncu: write both kernels' SASS

Launches the rows of ``bench/bench_gpu.py`` where tiledsl trailed Triton (layer norm +
residual 16384x4096 fp16 at 8 and 16 warps, also with ``TILEDSL_LOAD_OTHER=ptx``; softmax
8192x8192 fp32 at 8 and 16 warps), each kernel once per system on fresh random inputs, and
checks every output against torch. With
``--sass`` it also disassembles the cubins both systems compiled (``cuobjdump -sass``; the
tiledsl cubins come from ``$TILEDSL_CACHE_DIR``, Triton's from ``$TRITON_CACHE_DIR``), so
the two instruction streams can be read against each other off the device.
"""
from __future__ import annotations

import argparse
import glob
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import numpy as np  # noqa: E402
import torch  # noqa: E402

import tiledsl  # noqa: E402
from bench_gpu import (  # noqa: E402
    EX, check, cupy_view, knob_env, layernorm_inputs, tr_layernorm_res, tr_softmax)


def layernorm(M, N, warps):
    k = tiledsl.load(EX / "layernorm.tile").layernorm
    x, r, w, b = layernorm_inputs(M, N)
    y, h, yt, ht = (torch.empty_like(x) for _ in range(4))
    ref = torch.nn.functional.layer_norm(x.float() + r.float(), (N,), w.float(), b.float(), 1e-5)
    k[(M,)](*[cupy_view(t) for t in (y, h, x, r, w, b)], np.int32(N), np.int32(N),
            np.float32(1e-5), BLOCK=N, num_warps=warps)
    tr_layernorm_res[(M,)](yt, ht, x, r, w, b, N, N, 1e-5, BLOCK=N, num_warps=warps)
    torch.cuda.synchronize()
    check("tiledsl layernorm", y, ref, 2e-3)
    check("triton layernorm", yt, ref, 2e-3)


def softmax(M, N, warps):
    k = tiledsl.load(EX / "softmax.tile").softmax
    x = torch.randn(M, N, device="cuda") * 3
    out, out_t = torch.empty_like(x), torch.empty_like(x)
    k[(M,)](cupy_view(out), cupy_view(x), np.int32(N), np.int32(N), np.int32(N), BLOCK=N,
            num_warps=warps)
    tr_softmax[(M,)](out_t, x, N, N, N, BLOCK=N, num_warps=warps)
    torch.cuda.synchronize()
    ref = torch.softmax(x, dim=1)
    check("tiledsl softmax", out, ref, 1e-5)
    check("triton softmax", out_t, ref, 1e-5)


def sass(out_path):
    dirs = [os.environ.get("TILEDSL_CACHE_DIR", os.path.expanduser("~/.cache/tiledsl")),
            os.environ.get("TRITON_CACHE_DIR", os.path.expanduser("~/.triton/cache"))]
    with open(out_path, "w") as f:
        for d in dirs:
            for cubin in sorted(glob.glob(os.path.join(d, "**", "*.cubin"), recursive=True)):
                p = subprocess.run(["cuobjdump", "-sass", "-res-usage", cubin],
                                   capture_output=True, text=True)
                text = p.stdout + p.stderr
                if "does not contain device code" in text:  # NVRTC's cubins: disassemble
                    p = subprocess.run(["nvdisasm", "-c", cubin], capture_output=True, text=True)
                    text = p.stdout + p.stderr
                f.write(f"\n######## {cubin}\n{text}")


def with_env(env: dict, fn, *args):
    """Run ``fn(*args)`` with code-generation knobs ``env`` set (compiled anew under them)."""
    with knob_env(env):
        fn(*args)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sass", default=None, help="write both systems' SASS to this file")
    args = ap.parse_args()
    torch.manual_seed(0)
    # profiled in this order (tiledsl, then Triton, per call): layer norm 8 and 16 warps,
    # the same with TILEDSL_LOAD_OTHER=ptx, softmax 8192 x 8192 at 8 and 16 warps
    for w in (8, 16):
        layernorm(16384, 4096, w)
    for w in (8, 16):
        with_env({"TILEDSL_LOAD_OTHER": "ptx"}, layernorm, 16384, 4096, w)
    for w in (8, 16):
        softmax(8192, 8192, w)
    if args.sass:
        sass(args.sass)


if __name__ == "__main__":
    main()
