"""Where the host time of one GPU launch goes (diagnostic, not a test): microseconds per call
of each step of ``kernel[grid](...)``'s fast path, and of the cupy calls it is made of, for the
9-argument layer norm, with Triton's whole launch of the same kernel for scale.

    python bench/launch_profile.py          (on the GPU machine)
"""
from __future__ import annotations

import sys
import timeit
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import cupy  # noqa: E402
import torch  # noqa: E402

import tiledsl  # noqa: E402
from tiledsl.launch import fastpath as L  # noqa: E402
from tiledsl.codegen import runtime  # noqa: E402


def us(f, n=20000):
    f()
    return min(timeit.repeat(f, number=n, repeat=3)) / n * 1e6


def main():
    from bench_gpu import tr_layernorm_res

    k = tiledsl.load(ROOT / "examples" / "layernorm.tile").layernorm
    h6 = [torch.randn(1024, device="cuda", dtype=torch.float16) for _ in range(6)]
    c6 = [cupy.asarray(t) for t in h6]
    a = c6[0]
    args = tuple(c6) + (np.int32(1024), np.int32(1024), np.float32(1e-5))
    kw = {"BLOCK": 1024, "num_warps": 4}
    run = lambda: k[(1,)](*args, **kw)  # noqa: E731
    run()
    run()
    cupy.cuda.runtime.deviceSynchronize()
    fp = L._fingerprint(k.params, args, kw)
    hit = k._fast[fp]
    ck = runtime.get_compiled(hit.fn, 4, None, 0)
    kargs = [x.data.ptr for x in c6] + [np.int32(1024), np.int32(1024), np.float32(1e-5)]
    rows = [
        ("a.data.ptr", lambda: a.data.ptr),
        ("a.dtype.char", lambda: a.dtype.char),
        ("a.shape", lambda: a.shape),
        ("a.strides", lambda: a.strides),
        ("a.data.device_id", lambda: a.data.device_id),
        ("a.nbytes", lambda: a.nbytes),
        ("a.size", lambda: a.size),
        ("type(a) is ndarray", lambda: type(a) is cupy.ndarray),
        ("np.int32(v)", lambda: np.int32(args[6])),
        ("cupy.cuda.runtime.getDevice()", cupy.cuda.runtime.getDevice),
        ("cupy.cuda.get_current_stream().ptr", lambda: cupy.cuda.get_current_stream().ptr),
        ("knobs.codegen_key()", tiledsl.knobs.codegen_key),
        ("_fingerprint, general (9 args)", lambda: L._fingerprint(k.params, args, kw)),
        ("_fingerprinter's code, as launches use it",
         lambda fp9=L._fingerprinter(k.params, len(args)): fp9(args, kw)),
        ("get_compiled", lambda: runtime.get_compiled(hit.fn, 4, None, 0)),
        ("launch_compiled (packed)" if ck.packed else "launch_compiled (cupy)",
         lambda: runtime.launch_compiled(ck, "k", (1, 1, 1), kargs)),
        ("cupy RawKernel call, 9 args",
         lambda: ck.kernel((1, 1, 1), (128, 1, 1), tuple(np.uint64(x) if type(x) is int else x
                                                          for x in kargs), shared_mem=ck.smem)),
        ("fast-path hit (after fingerprint)", lambda: hit((1,), args, kw)),
        ("k[(1,)](...) whole", run),
        ("Triton tr_layernorm_res[(1,)](...)",
         lambda: tr_layernorm_res[(1,)](*h6, 1024, 1024, 1e-5, BLOCK=1024, num_warps=4)),
    ]
    print(f"packed launch: {ck.packed is not None}")
    for name, f in rows:
        n = 2000 if "call" in name or "launch" in name or "[" in name or "hit" in name \
            else 20000
        t = us(f, n)
        cupy.cuda.runtime.deviceSynchronize()
        print(f"{name:40s} {t:8.2f} us", flush=True)


if __name__ == "__main__":
    main()
