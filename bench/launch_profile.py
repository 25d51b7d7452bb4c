"""Where the host time of one GPU launch goes (diagnostic, not a test): microseconds per call
of each step of ``kernel[grid](...)``'s fast path, and of the cupy calls it is made of, for the
9-argument layer norm, with Triton's whole launch of the same kernel for scale.

    python bench/launch_profile.py          (on the GPU machine)
"""
from __future__ import annotations

import itertools
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
    for _ in range(3):  # the full path, the generic fast path, then the direct launcher
        run()
    cupy.cuda.runtime.deviceSynchronize()
    fp = L._fingerprint(k.params, args, kw)
    hit = k._fast[fp]
    ck = runtime.get_compiled(hit.fn, 4, None, 0)
    pk = ck.packed
    kargs = [x.data.ptr for x in c6] + [np.int32(1024), np.int32(1024), np.float32(1e-5)]
    front = k._fronts[len(args)]
    # the same arrays as new objects, alternating: the front's shortcut for the previous
    # call's objects misses, the fingerprint finds the entry
    c6x = [[cupy.ndarray(a.shape, a.dtype, a.data, a.strides) for a in c6] for _ in range(2)]
    flip = itertools.cycle((0, 1))
    direct = hit.launch if getattr(hit.launch, "source", None) else None
    plain = hit.plain if getattr(hit.plain, "__name__", "") == "plain" else None
    raw_stream = L._torch_raw_stream()
    rows = [
        ("a.data.ptr", lambda: a.data.ptr),
        ("a.dtype.char", lambda: a.dtype.char),
        ("a.shape", lambda: a.shape),
        ("a.strides", lambda: a.strides),
        ("a.data.device_id", lambda: a.data.device_id),
        ("type(a) is ndarray", lambda: type(a) is cupy.ndarray),
        ("np.int32(v)", lambda: np.int32(args[6])),
        ("cupy.cuda.runtime.getDevice()", cupy.cuda.runtime.getDevice),
        ("cupy.cuda.get_current_stream().ptr", lambda: cupy.cuda.get_current_stream().ptr),
        ("cupy.cuda.get_current_stream(0).ptr", lambda: cupy.cuda.get_current_stream(0).ptr),
        ("torch.cuda.current_stream().cuda_stream",
         lambda: torch.cuda.current_stream().cuda_stream),
        ("torch._C._cuda_getCurrentRawStream(0)",
         (lambda: raw_stream(0)) if raw_stream else (lambda: None)),
        ("knobs.codegen_key()", tiledsl.knobs.codegen_key),
        ("_fingerprint, general (9 args)", lambda: L._fingerprint(k.params, args, kw)),
        ("_fingerprinter's code (9 args)",
         lambda fp9=L._fingerprinter(k.params, len(args)): fp9(args, kw)),
        ("k._fast.get(fp)", lambda: k._fast.get(fp)),
        ("get_compiled", lambda: runtime.get_compiled(hit.fn, 4, None, 0)),
        ("launch_compiled (packed, generic path)" if pk else "launch_compiled (cupy)",
         lambda: runtime.launch_compiled(ck, "k", (1, 1, 1), kargs)),
        ("PackedLaunch.struct.pack_into" if pk else "(no PackedLaunch)",
         (lambda: pk.struct.pack_into(pk.buf, 0, 1, 1, 1, pk.nthreads, 1, 1, pk.smem, 0, *kargs)
          if pk.ex else pk.struct.pack_into(pk.buf, 0, *kargs)) if pk else (lambda: None)),
        ("the driver call alone (ctypes)" if pk and pk.ex else "(no ctypes driver call)",
         (lambda: pk.launch_kernel(*pk.c_args, None)) if pk and pk.ex else (lambda: None)),
        ("direct launcher (after the fingerprint)" if direct else "(no direct launcher)",
         (lambda: direct((1,), args, kw, fp)) if direct else (lambda: None)),
        ("direct launcher, no variable tests" if plain else "(no plain direct launcher)",
         (lambda: plain((1,), args, kw, fp)) if plain else (lambda: None)),
        ("front, the previous call's arrays", lambda: front((1,), args, kw)),
        ("front, new objects (fingerprint)",
         lambda: front((1,), (*c6x[next(flip)], *args[6:]), kw)),
        ("k[(1,)](...) whole", run),
        ("Triton tr_layernorm_res[(1,)](...)",
         lambda: tr_layernorm_res[(1,)](*h6, 1024, 1024, 1e-5, BLOCK=1024, num_warps=4)),
    ]
    from tiledsl.codegen import driver

    print(f"driver launch through ctypes: {driver.launcher()}; packed: {pk is not None}, "
          f"cuLaunchKernelEx: {bool(pk and pk.ex)}; direct launcher: {direct is not None}")
    for name, f in rows:
        n = 2000 if any(w in name for w in ("call", "launch", "[", "front")) else 20000
        t = us(f, n)
        cupy.cuda.runtime.deviceSynchronize()
        print(f"{name:40s} {t:8.2f} us", flush=True)


if __name__ == "__main__":
    main()
