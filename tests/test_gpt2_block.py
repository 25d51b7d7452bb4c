"""examples/gpt2_block.py: a GPT-2 block on tiledsl kernels, against a float64 numpy block
written here, on the interpreter; against Hugging Face's GPT2Block (transformers optional)
in float64 on the CPU (the numpy block's semantics) and in fp16 on the GPU.

The error bound. The kernels compute in fp32 and round to fp16 at the points where they store
(ln_1, qkv, the attention output, the output projection, the residual sum h1, ln_2, the gelu
output, the block's output) and where the attention kernel feeds its probabilities to the
second dot; each such rounding is a relative error |delta| <= u = 2^-11. fp32 arithmetic
inside a stage adds relative errors of about 2^-24, 2^13 times smaller, which the bound
neglects. A worst-case bound (errors carried through |W| with the triangle inequality) is
vacuous here: each matmul multiplies it by the row sums of |W|, about 0.8 sqrt(K), and it
reaches about 60 times the output itself at the small configuration. Rounding errors behave as
independent, zero-mean random variables instead (the model of probabilistic rounding error
analysis, Higham and Mary, SIAM J. Sci. Comput. 41(5), 2019), so the bound is statistical:
``block64`` runs the float64 block ``ROUNDINGS`` times with every fp16 rounding point
replaced by a factor (1 + delta), delta uniform on [-u, u] (at least as wide as round to
nearest's error), seeded; sigma is the root mean square, per element, of those runs' deviation
from the exact block; tiledsl's error must be within ``SIGMAS`` sigma of it elementwise. With
32 samples the standardized deviation has a Student t tail, P(|t_31| > 8) < 1e-8, so a
correct kernel fails one of 4096 elements with probability below 1e-4 (measured on the
interpreter: at most 3.1 sigma, 0.6 on average; 3.7 at 1 x 256 x 768), while a wrong mask or a 1% wrong scale moves the output by many sigma.
gelu_new and the exact erf gelu differ by less than the block's rounding spread; the linear
kernel's epilogues are checked on their own, exactly.
"""
from __future__ import annotations

import math

import numpy as np
import pytest

from conftest import EXAMPLES

U16 = 2.0 ** -11        # fp16 unit roundoff (round to nearest)
ROUNDINGS = 32          # perturbed float64 runs that estimate the rounding error's spread
SIGMAS = 8.0
SMALL = dict(batch=2, seq_len=32, n_embd=64, n_head=4)


@pytest.fixture(scope="module")
def g2():
    import importlib
    import sys

    sys.path.insert(0, str(EXAMPLES))
    try:
        yield importlib.import_module("gpt2_block")
    finally:
        sys.path.remove(str(EXAMPLES))


def block64(x, params, n_head, eps=1e-5, causal=True, rng=None):
    """GPT-2's block in float64: ``x`` (batch, seq_len, n_embd) and ``params`` (Hugging Face's
    names) hold the fp16 numbers the kernels get. With ``rng``, every value that tiledsl's
    kernels round to fp16 is multiplied by 1 + delta, delta uniform on [-2^-11, 2^-11]."""
    p = {n: np.asarray(v, dtype=np.float64) for n, v in params.items()}
    x = np.asarray(x, dtype=np.float64)
    batch, t, c = x.shape
    d = c // n_head
    x = x.reshape(batch * t, c)

    def fp16(v):  # a rounding point of the kernels
        return v if rng is None else v * (1.0 + rng.uniform(-U16, U16, v.shape))

    def ln(v, w, b):
        mu = v.mean(-1, keepdims=True)
        return (v - mu) / np.sqrt(((v - mu) ** 2).mean(-1, keepdims=True) + eps) * w + b

    def heads(z):  # (batch * t, c) -> (batch, n_head, t, d)
        return z.reshape(batch, t, n_head, d).transpose(0, 2, 1, 3)

    ln1 = fp16(ln(x, p["ln_1.weight"], p["ln_1.bias"]))
    qkv = fp16(ln1 @ p["attn.c_attn.weight"] + p["attn.c_attn.bias"])
    q, k, v = (heads(z) for z in np.split(qkv, 3, -1))
    s = q @ k.transpose(0, 1, 3, 2) / math.sqrt(d)
    if causal:
        s = np.where(np.tril(np.ones((t, t), dtype=bool)), s, -np.inf)
    w = np.exp(s - s.max(-1, keepdims=True))
    # the kernel rounds the numerator's probabilities, not the fp32 denominator's
    o = fp16((fp16(w) @ v) / w.sum(-1, keepdims=True))
    o = o.transpose(0, 2, 1, 3).reshape(batch * t, c)
    proj = fp16(o @ p["attn.c_proj.weight"] + p["attn.c_proj.bias"])
    h = x + proj                         # fp32 inside layernorm.tile, which also stores it
    ln2 = fp16(ln(h, p["ln_2.weight"], p["ln_2.bias"]))
    f = ln2 @ p["mlp.c_fc.weight"] + p["mlp.c_fc.bias"]
    g = fp16(0.5 * f * (1.0 + np.tanh(math.sqrt(2.0 / math.pi) * (f + 0.044715 * f ** 3))))
    out = fp16(fp16(h) + g @ p["mlp.c_proj.weight"] + p["mlp.c_proj.bias"])
    return out.reshape(batch, t, c)


def block_with_bound(x, params, n_head, eps=1e-5, causal=True, seed=0):
    """(the exact float64 block, ``SIGMAS`` times the spread of its fp16-rounded runs), both
    (batch, seq_len, n_embd) float64."""
    ref = block64(x, params, n_head, eps, causal)
    rng = np.random.default_rng(seed)
    dev = np.stack([block64(x, params, n_head, eps, causal, rng) - ref
                    for _ in range(ROUNDINGS)])
    return ref, SIGMAS * np.sqrt((dev ** 2).mean(axis=0))


def _inputs(g2, batch, seq_len, n_embd, seed=1):
    params = g2.random_params(n_embd, seed=seed)
    x = np.random.default_rng(seed + 100).standard_normal((batch, seq_len, n_embd))
    return x.astype(np.float16), params


def test_block_on_the_interpreter_is_within_the_fp16_bound(g2):
    x, params = _inputs(g2, SMALL["batch"], SMALL["seq_len"], SMALL["n_embd"])
    got = g2.gpt2_block(x, params, SMALL["n_head"])
    assert got.shape == x.shape and got.dtype == np.float16
    ref, bound = block_with_bound(x, params, SMALL["n_head"])
    err = np.abs(got.astype(np.float64) - ref)
    assert np.all(err <= bound), f"max error {err.max():.3g}, worst err/bound {(err / bound).max():.3g}"
    assert err.max() > 0                       # the fp16 arithmetic is really there
    assert bound.max() < 0.02 * np.abs(ref).max()  # and the bound says something
    assert np.all(bound > 0)
    # the example's own reference agrees with this one
    np.testing.assert_allclose(g2.reference(x, params, SMALL["n_head"]), ref, rtol=1e-12,
                               atol=1e-12)


def test_block_passes_the_interpreters_checks(g2, monkeypatch):
    """Bounds, races, uninitialized loads and hints checked in every kernel of the block."""
    monkeypatch.setenv("TILEDSL_CHECK", "bounds,race,uninit,hints")
    x, params = _inputs(g2, 1, 40, 32, seed=4)
    ref, bound = block_with_bound(x, params, 2)
    got = g2.gpt2_block(x, params, 2).astype(np.float64)
    assert np.all(np.abs(got - ref) <= bound)


def test_layer_norm_of_x_plus_x_with_4_eps_is_layer_norm_of_x_bit_for_bit(g2):
    """ln_1's use of layernorm.tile: ln(x + x, 4 eps) equals ln(x + 0, eps) exactly."""
    rng = np.random.default_rng(8)
    rows, cols = 37, 200
    x = (rng.standard_normal((rows, cols)) * rng.uniform(1e-3, 30, (rows, 1))).astype(np.float16)
    w = (1 + 0.1 * rng.standard_normal(cols)).astype(np.float16)
    b = (0.1 * rng.standard_normal(cols)).astype(np.float16)
    for eps in (1e-5, 1e-2):
        got, want, h = (np.zeros_like(x) for _ in range(3))
        g2.LAYERNORM[(rows,)](got, h, x, x, w, b, cols, cols, 4 * eps, BLOCK=256)
        g2.LAYERNORM[(rows,)](want, h, x, np.zeros_like(x), w, b, cols, cols, eps, BLOCK=256)
        np.testing.assert_array_equal(got, want)


def test_the_bound_sees_a_wrong_mask(g2):
    """Attention without the causal mask is outside the bound: the check is not vacuous."""
    x, params = _inputs(g2, SMALL["batch"], SMALL["seq_len"], SMALL["n_embd"])
    got = g2.gpt2_block(x, params, SMALL["n_head"]).astype(np.float64)
    ref, bound = block_with_bound(x, params, SMALL["n_head"], causal=False)
    assert np.mean(np.abs(got - ref) > bound) > 0.5


def test_linear_epilogues_are_gelu_new_and_bias_plus_residual(g2):
    """With A = 0 the pre-activation is the fp16 bias itself: the gelu epilogue gives
    gelu_new(bias) rounded once to fp16 (the interpreter's tanh is correctly rounded in fp32),
    which the exact erf gelu misses by several ulps; the residual epilogue gives
    fl16(bias + residual) exactly (a sum of two fp16 numbers is exact in fp32)."""
    n = 512
    bias = np.linspace(-5, 5, n).astype(np.float16)
    res = np.random.default_rng(2).standard_normal((3, n)).astype(np.float16)
    a, w = np.zeros((3, 16), np.float16), np.ones((16, n), np.float16)
    grid = (1, n // 64)
    b64 = bias.astype(np.float64)
    want = 0.5 * b64 * (1 + np.tanh(math.sqrt(2 / math.pi) * (b64 + 0.044715 * b64 ** 3)))
    exact = 0.5 * b64 * (1 + np.vectorize(math.erf)(b64 / math.sqrt(2)))
    c = np.zeros((3, n), np.float16)
    g2.LINEAR[grid](c, a, w, bias, bias, 3, n, 16, 16, 1, n, 1, n, 1, 3, EPILOGUE="gelu_tanh")
    err = np.abs(c[0].astype(np.float64) - want)
    assert np.all(err <= U16 * np.abs(want) + 2.0 ** -24 * (1 + np.abs(b64)) + 2.0 ** -25)
    assert np.all(c[1:] == c[0])
    ulp = np.spacing(np.abs(want).astype(np.float16)).astype(np.float64)
    assert np.sum(np.abs(exact - want) > 2 * ulp) > 50
    g2.LINEAR[grid](c, a, w, bias, res, 3, n, 16, 16, 1, n, 1, n, 1, 3, EPILOGUE="residual")
    np.testing.assert_array_equal(c, (b64 + res.astype(np.float64)).astype(np.float16))


def test_linear_split_heads_stores_attentions_layout(g2):
    """Row m of A is (m, 0, ..., 0) and W's first row is ones, so C[m, n] = m + bias[n],
    exactly in fp32: the split_heads epilogue stores fl16 of it at [s, b * n_head + h, t, d]
    for m = b * seq_len + t, n = s * n_embd + h * HEAD_DIM + d (seq_len 5, no tile's
    multiple; 2 sequences, 4 heads of 16)."""
    batch, t, c, h = 2, 5, 64, 4
    d, m, n = c // h, batch * t, 3 * c
    bias = np.random.default_rng(3).standard_normal(n).astype(np.float16)
    a = np.zeros((m, 16), np.float16)
    a[:, 0] = np.arange(m)
    w = np.zeros((16, n), np.float16)
    w[0] = 1
    out = np.full((3, batch * h, t, d), np.nan, np.float16)
    g2.LINEAR[(1, 3)](out, a, w, bias, bias, m, n, 16, 16, 1, n, 1, n, 1, t,
                      EPILOGUE="split_heads", HEAD_DIM=d)
    full = (np.arange(m)[:, None] + bias.astype(np.float64)[None, :]).astype(np.float16)
    want = full.reshape(batch, t, 3, h, d).transpose(2, 0, 3, 1, 4).reshape(3, batch * h, t, d)
    np.testing.assert_array_equal(out, want)


def test_torch_cpu_tensors_run_on_the_interpreter_and_give_the_numpy_result(g2):
    torch = pytest.importorskip("torch")
    x, params = _inputs(g2, 1, 20, 32, seed=3)        # seq_len not a multiple of any block
    want = g2.gpt2_block(x, params, 2)
    got = g2.gpt2_block(torch.from_numpy(x), {n: torch.from_numpy(a) for n, a in params.items()}, 2)
    assert isinstance(got, torch.Tensor) and got.dtype == torch.float16
    np.testing.assert_array_equal(got.numpy(), want)
    ref, bound = block_with_bound(x, params, 2)
    assert np.all(np.abs(want.astype(np.float64) - ref) <= bound)


def test_strided_inputs_give_the_same_bits(g2):
    """A column-major weight, a strided bias and a strided x give the contiguous result."""
    x, params = _inputs(g2, 2, 16, 32, seed=5)
    want = g2.gpt2_block(x, params, 2)
    strided = dict(params)
    strided["mlp.c_fc.weight"] = np.asfortranarray(params["mlp.c_fc.weight"])
    wide = np.zeros(2 * 96, np.float16)
    wide[::2] = params["attn.c_attn.bias"]
    strided["attn.c_attn.bias"] = wide[::2]
    xs = np.zeros((2, 16, 64), np.float16)
    xs[:, :, ::2] = x
    np.testing.assert_array_equal(g2.gpt2_block(xs[:, :, ::2], strided, 2), want)


def test_bad_arguments_are_refused_with_the_reason(g2):
    x, params = _inputs(g2, 1, 8, 32)
    with pytest.raises(ValueError, match="missing parameters mlp.c_proj.bias"):
        g2.gpt2_block(x, {n: a for n, a in params.items() if n != "mlp.c_proj.bias"}, 2)
    with pytest.raises(ValueError, match=r"attn.c_proj.weight must have shape \(32, 32\)"):
        g2.gpt2_block(x, {**params, "attn.c_proj.weight": params["attn.c_attn.weight"]}, 2)
    with pytest.raises(TypeError, match="x must be fp16, got float32"):
        g2.gpt2_block(x.astype(np.float32), params, 2)
    with pytest.raises(ValueError, match="power-of-two head dimension of at least 16"):
        g2.gpt2_block(x, params, 4)
    with pytest.raises(ValueError, match=r"x must be \(batch, seq_len, n_embd\)"):
        g2.gpt2_block(x[0], params, 2)


def _hf_block(g2, n_embd, n_head):
    pytest.importorskip("transformers")
    return g2.hf_gpt2_block(n_embd, n_head, seed=0)


def test_numpy_block_is_hugging_faces_gpt2_block(g2):
    """The float64 block here is transformers' GPT2Block (gelu_new, causal, Conv1D layout),
    both in float64 on the CPU with the same (fp16-representable) weights."""
    torch = pytest.importorskip("torch")
    block = _hf_block(g2, SMALL["n_embd"], SMALL["n_head"]).double()
    x = np.random.default_rng(7).standard_normal((2, 24, SMALL["n_embd"])).astype(np.float16)
    with torch.no_grad():
        hf = g2.hf_forward(block, torch.from_numpy(x.astype(np.float64))).numpy()
    params = {n: a.numpy() for n, a in block.state_dict().items()}
    ref, _ = block_with_bound(x, params, SMALL["n_head"])
    np.testing.assert_allclose(hf, ref, rtol=1e-10, atol=1e-10)


@pytest.mark.gpu
def test_block_on_the_gpu_against_hugging_face(g2, capsys):
    """tiledsl's block on torch CUDA tensors and transformers' GPT2Block (GPT2Config with
    n_embd=768, n_head=12, fixed-seed weights, fp16 on the GPU, eval mode) on the same
    weights and input: both against the float64 block, tiledsl within the fp16 bound."""
    torch = pytest.importorskip("torch")
    if not torch.cuda.is_available():
        pytest.skip("torch sees no CUDA device")
    block = _hf_block(g2, 768, 12).half().cuda()
    x = torch.randn(1, 256, 768, generator=torch.Generator().manual_seed(1)).half()
    params = {n: a for n, a in block.state_dict().items()}
    xc = x.cuda()
    with torch.no_grad():
        hf = g2.hf_forward(block, xc).float().cpu().numpy().astype(np.float64)
    got = g2.gpt2_block(xc, params, 12)
    torch.cuda.synchronize()
    got = got.float().cpu().numpy().astype(np.float64)
    ref, bound = block_with_bound(x.numpy(), {n: a.cpu().numpy() for n, a in params.items()}, 12)
    err, err_hf, diff = (float(np.abs(a - b).max()) for a, b in ((got, ref), (hf, ref), (got, hf)))
    with capsys.disabled():  # the report shows without -s (not through xdist's workers)
        print(f"\ngpt2 block 1x256x768 fp16: max |tiledsl - float64| {err:.3g} "
              f"(bound {bound.max():.3g}), max |HF fp16 - float64| {err_hf:.3g}, "
              f"max |tiledsl - HF fp16| {diff:.3g}")
    assert np.all(np.abs(got - ref) <= bound), \
        f"max error {err:.3g}, worst error/bound {float((np.abs(got - ref) / bound).max()):.3g}"
    assert diff <= float(bound.max()) + err_hf


@pytest.mark.slow
@pytest.mark.parametrize("arch", ("sm_80", "sm_90a"))
def test_block_kernels_compile_with_nvcc(arch):
    """gpt2_block.tile's kernels, compiled by nvcc + ptxas without a GPU at GPT-2's sizes
    (HEAD_DIM 64) with the facts of 16-byte aligned arrays: the linear epilogues at the
    untuned default and the first tuning configuration reach tensor cores (wgmma on sm_90a)
    with no spill and no stack frame, the split_heads stores and the merge_heads copy are
    16-byte vector accesses; and
    attention.tile at HEAD_DIM 16, which the small sizes (n_embd 64, 4 heads) launch."""
    from test_tensor_core_compile import (EXAMPLE_PROMISED, WGMMA, aligned_facts, compile_all,
                                          default_configurations, untuned)
    from tiledsl.codegen.nvcc import nvcc_path

    if nvcc_path() is None:
        pytest.skip("nvcc not on PATH")
    import tiledsl

    mod = tiledsl.load(EXAMPLES / "gpt2_block.tile")
    jobs, seen = [], set()
    lin = mod.linear
    for epilogue in ("gelu_tanh", "residual", "split_heads"):
        facts = aligned_facts(lin, ("stride_ak", "stride_bn", "stride_cn"))
        for config in default_configurations(lin):
            src = untuned(lin).emit(f"cuda:{arch}", facts=facts, EPILOGUE=epilogue, **config)
            if epilogue == "split_heads":  # 8 halves per store: the heads' columns' hint
                assert src.count("reinterpret_cast<tl_vec<__half, 8>*>") >= 8
            if src not in seen:
                seen.add(src)
                jobs.append((f"linear {epilogue} {config}", arch, src,
                             WGMMA if arch == "sm_90a" else EXAMPLE_PROMISED))
    at = tiledsl.load(EXAMPLES / "attention.tile").attention  # HEAD_DIM 16: the small sizes
    for config in default_configurations(at):
        src = untuned(at).emit(f"cuda:{arch}", facts=aligned_facts(at), HEAD_DIM=16, CAUSAL=True,
                               **config)
        jobs.append((f"attention D16 causal {config}", arch, src,
                     WGMMA if arch == "sm_90a" else EXAMPLE_PROMISED))
    k = mod.merge_heads
    src = k.emit(f"cuda:{arch}", num_warps=4, facts=aligned_facts(k), HEAD_DIM=64, BLOCK_T=64)
    jobs.append(("merge_heads", arch, src, {"v4"}))
    assert compile_all(jobs) == []
