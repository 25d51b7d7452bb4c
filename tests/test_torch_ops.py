"""``tiledsl.torch.op``: tiledsl launches as torch custom operators, traced by
``torch.compile(fullgraph=True)`` without a graph break, with autograd; torch's current
stream; CUDA graph capture and replay (torch.cuda.graph and cupy.cuda.Graph) and what a
capture refuses. CPU tensors run on the interpreter; the GPU tests are marked. Skipped
without torch."""
from __future__ import annotations

import pytest

torch = pytest.importorskip("torch")

import numpy as np  # noqa: E402

import tiledsl  # noqa: E402
import tiledsl.torch as ttorch  # noqa: E402
from tiledsl.launch import capture  # noqa: E402

SRC = """
kernel add(out, x, y, n: i32, BLOCK: constexpr):
    offs = program_id(0) * BLOCK + arange(0, BLOCK)
    m = offs < n
    store(out + offs, load(x + offs, mask=m) + load(y + offs, mask=m), mask=m)

kernel scale(out, x, s, n: i32, BLOCK: constexpr):
    offs = program_id(0) * BLOCK + arange(0, BLOCK)
    m = offs < n
    store(out + offs, load(x + offs, mask=m) * s, mask=m)
"""
BLOCK = 256
MOD = tiledsl.compile(SRC, filename="torch_ops.tile")


def cdiv(a, b):
    return -(-a // b)


def _scale_out(x, s: float):
    return torch.empty_like(x)


def _ops(prefix):
    add = ttorch.op(f"tiledsl_test::{prefix}_add", MOD.add,
                    out=lambda x, y: torch.empty_like(x),
                    grid=lambda x, y: (cdiv(x.numel(), BLOCK),),
                    args=lambda out, x, y: (out, x, y, x.numel()), meta={"BLOCK": BLOCK})
    scale = ttorch.op(f"tiledsl_test::{prefix}_scale", MOD.scale, out=_scale_out,
                      grid=lambda x, s: (cdiv(x.numel(), BLOCK),),
                      args=lambda out, x, s: (out, x, s, x.numel()),
                      meta=lambda x, s: {"BLOCK": BLOCK})
    return add, scale


ADD, SCALE = _ops("cpu")


def f(x, y):
    return SCALE(ADD(x, y), 3.0) + 1.0


def test_eager_ops_run_on_the_interpreter():
    x, y = torch.randn(1000), torch.randn(1000)
    torch.testing.assert_close(ADD(x, y), x + y)
    torch.testing.assert_close(SCALE(x, 0.5), x * 0.5)
    assert ADD.op is torch.ops.tiledsl_test.cpu_add.default
    assert str(ADD.op._schema) == "tiledsl_test::cpu_add(Tensor x, Tensor y) -> Tensor"
    assert str(SCALE.op._schema) == "tiledsl_test::cpu_scale(Tensor x, float s) -> Tensor"


def test_opcheck_validates_the_fake_implementation():
    x, y = torch.randn(300), torch.randn(300)
    torch.library.opcheck(ADD.op, (x, y), test_utils=("test_schema", "test_faketensor",
                                                       "test_aot_dispatch_static"))
    torch.library.opcheck(SCALE.op, (x, 2.0), test_utils=("test_schema", "test_faketensor"))


def test_compile_fullgraph_has_one_graph_with_both_ops_and_equals_eager():
    graphs = []

    def backend(gm, example_inputs):
        graphs.append(gm)
        return gm.forward

    torch._dynamo.reset()
    compiled = torch.compile(f, fullgraph=True, backend=backend)
    x, y = torch.randn(777), torch.randn(777)
    torch.testing.assert_close(compiled(x, y), f(x, y))
    assert len(graphs) == 1  # fullgraph=True: a graph break would have raised
    targets = {str(n.target) for n in graphs[0].graph.nodes if n.op == "call_function"}
    assert {"tiledsl_test.cpu_add.default", "tiledsl_test.cpu_scale.default"} <= targets


@pytest.mark.slow
def test_compile_fullgraph_with_inductor_equals_eager():
    torch._dynamo.reset()
    compiled = torch.compile(f, fullgraph=True)
    x, y = torch.randn(512), torch.randn(512)
    torch.testing.assert_close(compiled(x, y), f(x, y))
    x2, y2 = torch.randn(512), torch.randn(512)  # the compiled graph runs the ops again
    torch.testing.assert_close(compiled(x2, y2), f(x2, y2))


def test_register_autograd_with_tiledsl_backwards():
    add, scale = _ops("grad")

    def scale_setup(ctx, inputs, output):
        ctx.s = inputs[1]

    add.register_autograd(lambda ctx, g: (g, g))
    scale.register_autograd(lambda ctx, g: (scale(g, ctx.s), None), setup_context=scale_setup)
    x = torch.randn(300, dtype=torch.float64, requires_grad=True)
    y = torch.randn(300, dtype=torch.float64, requires_grad=True)
    (scale(add(x, y), 2.5) * torch.arange(300.0, dtype=torch.float64)).sum().backward()
    ref = 2.5 * torch.arange(300.0, dtype=torch.float64)
    torch.testing.assert_close(x.grad, ref)
    torch.testing.assert_close(y.grad, ref)
    torch.autograd.gradcheck(lambda a: scale(a, 1.5), (torch.randn(20, dtype=torch.float64,
                                                                   requires_grad=True),))


def test_output_count_mismatch_is_an_error():
    two = ttorch.op("tiledsl_test::two", MOD.add, out=lambda x, y: torch.empty_like(x),
                    grid=(1,), args=lambda o, x, y: (o, x, y, 4), meta={"BLOCK": 4},
                    num_outputs=2)
    with pytest.raises(TypeError, match="out\\(\\) returned 1 tensors, but the op declares "
                                        "num_outputs=2"):
        two(torch.zeros(4), torch.zeros(4))


def test_out_with_keyword_only_inputs_is_refused():
    with pytest.raises(TypeError, match="must be an ordinary positional parameter"):
        ttorch.op("tiledsl_test::bad", MOD.add, out=lambda *, x: x, grid=(1,))


@pytest.mark.parametrize("name, kernel, out, error, message", [
    ("noscope", "add", "f", ValueError, "the name must be 'namespace::opname' (two Python "
     "identifiers, e.g. 'mylib::add'), got 'noscope'"),
    ("a::b::c", "add", "f", ValueError, "got 'a::b::c'"),
    ("tiledsl_test::k", 3, "f", TypeError, "kernel must be a tiledsl kernel "
     "(tiledsl.load('k.tile').NAME), got int"),
    ("tiledsl_test::k", "module", "f", TypeError, "got Module"),
    ("tiledsl_test::k", "add", 3, TypeError, "out must be a function of the inputs"),
])
def test_a_bad_name_kernel_or_out_is_refused_with_what_to_pass(name, kernel, out, error,
                                                                message):
    kernel = {"add": MOD.add, "module": MOD}.get(kernel, kernel)
    out = (lambda x: x) if out == "f" else out
    with pytest.raises(error) as e:
        ttorch.op(name, kernel, out=out, grid=(1,))
    assert message in str(e.value)


# ------------------------------------------------------------- captures (CPU: refusals)
def test_the_autotuner_refuses_to_tune_inside_a_capture(monkeypatch):
    from _autotune_fakes import FakeBackend

    src = "@autotune(configs=[Config(BLOCK=16), Config(BLOCK=32)], key=['n'])\n" + \
        SRC.split("kernel scale")[0]
    tuned = tiledsl.autotune(tiledsl.compile(src).add, backend=FakeBackend(), progress=False)
    x = np.arange(40, dtype=np.float32)
    out = np.zeros_like(x)
    monkeypatch.setattr(capture, "capturing", lambda stream=None: True)
    with pytest.raises(tiledsl.TileLaunchError, match=r"add\(\): autotuning inside a CUDA "
                       r"graph capture is refused: .* launch the kernel once with the same key "
                       r"before the capture"):
        tuned[lambda m: (cdiv(40, m["BLOCK"]),)](out, x, x, 40)
    assert not out.any()
    monkeypatch.setattr(capture, "capturing", lambda stream=None: False)
    tuned[lambda m: (cdiv(40, m["BLOCK"]),)](out, x, x, 40)  # tuned outside the capture
    monkeypatch.setattr(capture, "capturing", lambda stream=None: True)
    out[:] = 0
    tuned[lambda m: (cdiv(40, m["BLOCK"]),)](out, x, x, 40)  # the winner is known: no tuning
    np.testing.assert_array_equal(out, 2 * x)


def test_capturing_is_false_without_cuda():
    assert capture.capturing() is False
    assert capture.torch_stream(None) is None


# ---------------------------------------------------------------------------- the GPU
def _cuda(n=1000):
    x = torch.randn(n, device="cuda")
    return x, torch.randn(n, device="cuda")


@pytest.mark.gpu
def test_compile_fullgraph_on_cuda_tensors_equals_eager():
    add, scale = _ops("gpu")

    def g(x, y):
        return scale(add(x, y), 3.0) + 1.0

    torch._dynamo.reset()
    compiled = torch.compile(g, fullgraph=True)
    x, y = _cuda(4096)
    torch.testing.assert_close(compiled(x, y), g(x, y))
    torch.testing.assert_close(g(x, y), (x + y) * 3.0 + 1.0)


@pytest.mark.gpu
def test_launch_goes_on_torchs_current_stream():
    x = torch.ones(1 << 20, device="cuda")
    out = torch.zeros_like(x)
    n = x.numel()
    MOD.add[(cdiv(n, BLOCK),)](out, x, x, n, BLOCK=BLOCK)  # compiled, on the default stream
    torch.cuda.synchronize()
    s = torch.cuda.Stream()
    with torch.cuda.stream(s):
        torch.cuda._sleep(200_000_000)  # keeps s busy; a launch on another stream runs first
        x.fill_(3.0)
        for _ in range(2):  # the first launch takes the full path, the second the fast path
            MOD.add[(cdiv(n, BLOCK),)](out, x, x, n, BLOCK=BLOCK)
    s.synchronize()
    assert bool((out == 6.0).all())


@pytest.mark.gpu
def test_torch_cuda_graph_capture_and_replay():
    x, y = _cuda(5000)
    out = torch.empty_like(x)
    n = x.numel()
    launch = lambda: MOD.add[(cdiv(n, BLOCK),)](out, x, y, n, BLOCK=BLOCK)  # noqa: E731
    s = torch.cuda.Stream()
    s.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(s):
        launch()  # compiled before the capture
    torch.cuda.current_stream().wait_stream(s)
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph):
        launch()
        launch()  # the fast path, inside the capture
    for _ in range(3):
        x.copy_(torch.randn_like(x))
        y.copy_(torch.randn_like(y))
        graph.replay()
        torch.cuda.synchronize()
        torch.testing.assert_close(out, x + y)


@pytest.mark.gpu
def test_torch_cuda_graph_of_a_tiledsl_op():
    add, scale = _ops("graph")
    x, y = _cuda(3000)
    s = torch.cuda.Stream()
    s.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(s):
        scale(add(x, y), 2.0)  # compiled before the capture
    torch.cuda.current_stream().wait_stream(s)
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph):
        z = scale(add(x, y), 2.0)  # the outputs are allocated from the graph's pool
    x.copy_(torch.randn_like(x))
    graph.replay()
    torch.cuda.synchronize()
    torch.testing.assert_close(z, (x + y) * 2.0)


@pytest.mark.gpu
def test_capture_refuses_an_uncompiled_kernel_and_check_bounds():
    k = tiledsl.compile(SRC, filename="fresh.tile").add
    x, y = _cuda(100)
    out = torch.empty_like(x)
    graph = torch.cuda.CUDAGraph()
    with pytest.raises(tiledsl.TileLaunchError, match="not compiled yet, and compiling inside "
                                                      "a CUDA graph capture"):
        with torch.cuda.graph(graph):
            k[(1,)](out, x, y, 100, BLOCK=128)
    k.warmup(out, x, y, 100, grid=(1,), BLOCK=128)
    graph = torch.cuda.CUDAGraph()
    with pytest.raises(tiledsl.TileLaunchError, match="check='bounds' synchronizes"):
        with torch.cuda.graph(graph):
            k[(1,)](out, x, y, 100, BLOCK=128, check="bounds")
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph):  # warmup compiled it: the capture records the launch
        k[(1,)](out, x, y, 100, BLOCK=128)
    graph.replay()
    torch.cuda.synchronize()
    torch.testing.assert_close(out, x + y)


@pytest.mark.gpu
def test_cupy_graph_capture_and_replay():
    import cupy

    n = 4096
    x = cupy.random.rand(n, dtype=cupy.float32)
    y = cupy.random.rand(n, dtype=cupy.float32)
    out = cupy.empty_like(x)
    MOD.add[(cdiv(n, BLOCK),)](out, x, y, n, BLOCK=BLOCK)
    cupy.cuda.Device().synchronize()
    stream = cupy.cuda.Stream(non_blocking=True)
    with stream:
        stream.begin_capture()
        MOD.add[(cdiv(n, BLOCK),)](out, x, y, n, BLOCK=BLOCK)
        graph = stream.end_capture()
    for _ in range(3):
        x[...] = cupy.random.rand(n, dtype=cupy.float32)
        cupy.cuda.Device().synchronize()
        graph.launch(stream)
        stream.synchronize()
        cupy.testing.assert_allclose(out, x + y)


@pytest.mark.gpu
def test_cupy_capture_refuses_tuning():
    import cupy

    src = "@autotune(configs=[Config(BLOCK=128), Config(BLOCK=256)], key=['n'])\n" + \
        SRC.split("kernel scale")[0]
    tuned = tiledsl.compile(src, filename="tune_capture.tile").add
    n = 1000
    x = cupy.ones(n, dtype=cupy.float32)
    out = cupy.empty_like(x)
    stream = cupy.cuda.Stream(non_blocking=True)
    with stream:
        stream.begin_capture()
        try:
            with pytest.raises(tiledsl.TileLaunchError, match="autotuning inside a CUDA graph "
                                                              "capture is refused"):
                tuned[lambda m: (cdiv(n, m["BLOCK"]),)](out, x, x, n)
        finally:
            stream.end_capture()
