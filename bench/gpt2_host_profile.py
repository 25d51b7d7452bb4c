"""The host side of ``examples/gpt2_block.py``'s forward, without a GPU: microseconds per
call of ``gpt2_block(x, params, n_head)`` on stand-in device arrays (``tests/_fake_devices.py``:
fake torch CUDA tensors or a fake cupy, addresses only, reused as torch's caching allocator
reuses them), with the autotuner's device replaced by one that compiles and times nothing.

``--path direct`` (the default) is what the GPU machine's host runs after the first calls:
every kernel "compiles" to a real ``codegen.runtime.PackedLaunch`` whose driver entry point
(``cuLaunchKernelEx``) is a Python counter, so that each repeat launch goes through the
fast path's generated front and its direct launcher (``fastpath._direct_launcher``: the
arguments packed into the parameter buffer, the stream read) as on the GPU. ``--path
generic`` replaces ``codegen.launch_prepared`` by the counter instead (sessions 8-10's
measurement), which keeps every launch on the fast path's generic step
(``_FastLaunch._generic``: kernel arguments through ``__cuda_array_interface__``, the grid
through ``normalize_grid``), a path the GPU host takes only for kernels without a direct
launcher (persistent ones).

It measures gpt2_block's own Python, the autotuner's dispatch and the launch fast path, but
not the cost of torch's or cupy's own calls (allocations, the current stream, reshape) nor of
the driver launch itself, nor TMA descriptors (``tma.encode``: none here).

After the warm-up (where every autotuned kernel is tuned once), it prints the time per call
(best of 5 rounds, wall clock and this process's CPU time, which other processes on the
machine disturb less) and per launch, how many launches took the direct, generic and full
paths, and with ``--profile N`` the N most expensive functions by own time and by
cumulative time.

    python bench/gpt2_host_profile.py [--lib torch|cupy] [--path direct|generic]
                                      [--batch 8] [--seq 1024] [--calls 300] [--profile 25]
"""
from __future__ import annotations

import argparse
import cProfile
import io
import os
import pstats
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "examples"))


def setup(lib: str, path: str = "direct"):
    """Install the stand-ins; returns ``(gpt2_block module, new_array(shape), counts)``:
    ``counts`` of launches by path, ``direct`` (a direct launcher's driver call), ``fast``
    (the fast path's generic step) and ``full``."""
    os.environ.pop("TILEDSL_INTERPRET", None)
    os.environ["TILEDSL_CACHE_DIR"] = tempfile.mkdtemp(prefix="tiledsl-host-profile-")
    from _fake_devices import Allocator, NullCudaBackend, fake_cupy, fake_tensor, \
        stub_gpu_launches

    allocator = Allocator()
    sys.modules["cupy"] = cupy = fake_cupy(allocator)
    import torch

    import tiledsl.launch.backends as lb

    lb._cuda[0] = NullCudaBackend()
    counts = stub_gpu_launches()
    counts["direct"] = 0
    counts["allocator"] = allocator  # its allocations: the stand-ins' arrays
    if path == "direct":
        _direct_launches(cupy, counts)
    if lib == "torch":
        _torch_like(torch)
        real_empty = torch.empty

        def empty(*shape, dtype=None, device=None, **kw):  # torch.empty on the fake device
            if device is not None and torch.device(device).type == "cuda":
                shape = shape[0] if len(shape) == 1 and isinstance(shape[0], tuple) else shape
                return fake_tensor(shape, allocator, dtype)
            return real_empty(*shape, dtype=dtype, device=device, **kw)

        torch.empty = empty

        def new(shape):
            return fake_tensor(shape, allocator)
    else:
        def new(shape):
            return cupy.empty(shape, "float16")
    import gpt2_block as g2

    return g2, new, counts


def _torch_like(torch) -> None:
    """Let the fake tensors take torch.Tensor's paths: the launch layer reads a tensor whose
    class is exactly ``torch.Tensor`` inline (``arrays._TORCH[0]``: the fake class here), and
    a real tensor's ``device`` is a C attribute read (one ``torch.device`` here, not one
    built per read)."""
    from _fake_devices import FakeCudaTensor

    from tiledsl.launch import arrays

    arrays._TORCH[:] = [FakeCudaTensor, torch.strided]
    cuda0 = torch.device("cuda", 0)
    FakeCudaTensor.device = property(lambda self: cuda0)


def _direct_launches(cupy, counts: dict) -> None:
    """Let repeat launches reach the direct launcher: ``codegen.launch_prepared`` is the real
    one again; a build (``runtime._build``) makes a ``_Compiled`` with a real
    ``PackedLaunch`` on ``cuLaunchKernelEx`` replaced by a counter of ``counts["direct"]``
    (generic-step launches count as ``fast``: ``launch_compiled`` calls the same packed
    launch); torch's current raw stream is 0."""
    import types

    import torch

    import tiledsl.codegen as cg
    from tiledsl.codegen import runtime

    def launch_ex(cfg, func, params, extra):
        counts["direct"] += 1
        return 0

    real_prepared = runtime.launch_prepared

    def prepared(*a, **kw):  # the generic step: counted, then the real one
        counts["fast"] += 1
        counts["direct"] -= 1  # its packed launch is the generic step's, not a direct one
        return real_prepared(*a, **kw)

    def build(fn, num_warps, cp, dev, load_other=None, num_stages=None, sanitize=False,
              persistent=False):
        kern = types.SimpleNamespace(ptr=0xF00)
        pk = runtime.PackedLaunch(fn, 0xF00, 32 * num_warps, 0, launch_ex, sanitize=sanitize,
                                  ex=True)
        return runtime._Compiled(kern, 0, 32 * num_warps, fn.name, "", pk,
                                 tuple(p.kind == "pointer" for p in fn.params), sanitize)

    stream = types.SimpleNamespace(ptr=0)
    cupy.cuda.get_current_stream = lambda *a: stream
    runtime._build, runtime._cupy = build, lambda: cupy
    runtime.launch_prepared = cg.launch_prepared = prepared
    torch._C._cuda_getCurrentRawStream = lambda device: 0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--lib", choices=("torch", "cupy"), default="torch")
    ap.add_argument("--path", choices=("direct", "generic"), default="direct",
                    help="what a repeat launch reaches (see the module docstring)")
    ap.add_argument("--batch", type=int, default=8)
    ap.add_argument("--seq", type=int, default=1024)
    ap.add_argument("--n-embd", type=int, default=768)
    ap.add_argument("--n-head", type=int, default=12)
    ap.add_argument("--calls", type=int, default=300)
    ap.add_argument("--profile", type=int, default=0, metavar="N",
                    help="print the N most expensive functions (cProfile)")
    args = ap.parse_args(argv)
    g2, new, counts = setup(args.lib, args.path)
    c = args.n_embd
    params = {n: new(s) for n, s in g2.param_shapes(c).items()}
    x = new((args.batch, args.seq, c))

    def call():
        return g2.gpt2_block(x, params, args.n_head)

    t0 = time.perf_counter()
    for _ in range(3):  # tunes every autotuned kernel once, then fills the fast path
        call()
    warm = time.perf_counter() - t0
    before = dict(counts)
    allocations = counts["allocator"].allocations
    best = cpu = float("inf")
    for _ in range(5):
        t0, c0 = time.perf_counter(), time.process_time()
        for _ in range(args.calls):
            call()
        best = min(best, (time.perf_counter() - t0) / args.calls)
        cpu = min(cpu, (time.process_time() - c0) / args.calls)
    runs = 5 * args.calls
    n = {k: counts[k] - before[k] for k in ("direct", "fast", "full")}
    per_call = sum(n.values()) / runs
    print(f"gpt2_block host side, {args.lib} stand-ins, {args.path} launches, "
          f"{args.batch}x{args.seq}, n_embd {c}, {args.n_head} heads (warm-up with tuning: "
          f"{warm:.2f} s)")
    print(f"  {best * 1e6:8.1f} us per call ({cpu * 1e6:.1f} us CPU time), {per_call:.0f} "
          f"launches per call, {best * 1e6 / per_call:6.1f} us per launch (all of the call's "
          f"host time)")
    print(f"  direct launches {n['direct']}, fast-path generic launches {n['fast']}, "
          f"full-path launches {n['full']} over {runs} calls")
    per = (counts["allocator"].allocations - allocations) / runs
    m = args.batch * args.seq
    t0 = time.process_time()
    for _ in range(args.calls):
        for _ in range(round(per)):
            new((m, c))
    alloc = (time.process_time() - t0) / args.calls
    print(f"  {per:.0f} stand-in allocations per call, about {alloc * 1e6:.1f} us CPU time of "
          f"the call's (a real allocation costs what torch's or cupy's allocator does)")
    if args.profile:
        prof = cProfile.Profile()
        prof.enable()
        for _ in range(args.calls):
            call()
        prof.disable()
        for order in ("tottime", "cumulative"):
            out = io.StringIO()
            pstats.Stats(prof, stream=out).strip_dirs().sort_stats(order).print_stats(
                args.profile)
            print(f"\n--- cProfile over {args.calls} calls, by {order} ---")
            print("\n".join(line for line in out.getvalue().splitlines()
                            if line.strip() and not line.startswith(("   Ordered", "   List"))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
