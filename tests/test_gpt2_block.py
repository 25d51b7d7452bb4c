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


def test_layer_norm_without_the_residual_is_layer_norm_of_x(g2):
    """The block's use of layernorm.tile: RESIDUAL=False gives ln(x + 0)'s bits, reads no
    residual (a NaN one would show) and writes no h_out."""
    rng = np.random.default_rng(8)
    rows, cols = 37, 200
    x = (rng.standard_normal((rows, cols)) * rng.uniform(1e-3, 30, (rows, 1))).astype(np.float16)
    w = (1 + 0.1 * rng.standard_normal(cols)).astype(np.float16)
    b = (0.1 * rng.standard_normal(cols)).astype(np.float16)
    nan = np.full_like(x, np.nan)
    for eps in (1e-5, 1e-2):
        got, want, h, untouched = np.zeros_like(x), np.zeros_like(x), np.zeros_like(x), nan.copy()
        g2.LAYERNORM[(rows,)](got, untouched, x, nan, w, b, cols, cols, eps, BLOCK=256,
                              RESIDUAL=False)
        g2.LAYERNORM[(rows,)](want, h, x, np.zeros_like(x), w, b, cols, cols, eps, BLOCK=256)
        np.testing.assert_array_equal(got, want)
        assert np.isnan(untouched).all()


def test_the_bound_sees_a_wrong_mask(g2):
    """Attention without the causal mask is outside the bound: the check is not vacuous."""
    x, params = _inputs(g2, SMALL["batch"], SMALL["seq_len"], SMALL["n_embd"])
    got = g2.gpt2_block(x, params, SMALL["n_head"]).astype(np.float64)
    ref, bound = block_with_bound(x, params, SMALL["n_head"], causal=False)
    assert np.mean(np.abs(got - ref) > bound) > 0.5


def test_linear_epilogues_are_gelu_new_bias_plus_residual_and_bias(g2):
    """With A = 0 the pre-activation is the fp16 bias itself: the gelu epilogue gives
    gelu_new(bias) rounded once to fp16 (the interpreter computes it in fp32, within a few ulps),
    which the exact erf gelu misses by several ulps; the residual epilogue gives
    fl16(bias + residual) exactly (a sum of two fp16 numbers is exact in fp32), the plain one
    the bias."""
    n = 512
    bias = np.linspace(-5, 5, n).astype(np.float16)
    res = np.random.default_rng(2).standard_normal((3, n)).astype(np.float16)
    a, w = np.zeros((3, 16), np.float16), np.ones((16, n), np.float16)
    grid = (1, n // 64)
    b64 = bias.astype(np.float64)
    want = 0.5 * b64 * (1 + np.tanh(math.sqrt(2 / math.pi) * (b64 + 0.044715 * b64 ** 3)))
    exact = 0.5 * b64 * (1 + np.vectorize(math.erf)(b64 / math.sqrt(2)))
    c = np.zeros((3, n), np.float16)
    g2.LINEAR[grid](c, a, w, bias, bias, 3, n, 16, 16, 1, n, 1, n, 1, EPILOGUE="gelu_tanh")
    err = np.abs(c[0].astype(np.float64) - want)
    assert np.all(err <= U16 * np.abs(want) + 2.0 ** -24 * (1 + np.abs(b64)) + 2.0 ** -25)
    assert np.all(c[1:] == c[0])
    ulp = np.spacing(np.abs(want).astype(np.float16)).astype(np.float64)
    assert np.sum(np.abs(exact - want) > 2 * ulp) > 50
    g2.LINEAR[grid](c, a, w, bias, res, 3, n, 16, 16, 1, n, 1, n, 1, EPILOGUE="residual")
    np.testing.assert_array_equal(c, (b64 + res.astype(np.float64)).astype(np.float16))
    g2.LINEAR[grid](c, a, w, bias, res, 3, n, 16, 16, 1, n, 1, n, 1, EPILOGUE="none")
    np.testing.assert_array_equal(c, np.broadcast_to(bias, c.shape))


def attention64(qkv, batch, n_head, causal=True):
    """softmax(q k^T / sqrt(d)) v in float64 from a (batch * seq_len, 3 * n_embd) QKV array,
    as (batch * seq_len, n_embd) rows, head h at columns h * d."""
    m, c3 = qkv.shape
    c, t = c3 // 3, m // batch
    d = c // n_head
    q, k, v = (z.astype(np.float64).reshape(batch, t, n_head, d).transpose(0, 2, 1, 3)
               for z in np.split(qkv, 3, axis=1))
    s = q @ k.transpose(0, 1, 3, 2) / math.sqrt(d)
    if causal:
        s = np.where(np.tril(np.ones((t, t), dtype=bool)), s, -np.inf)
    w = np.exp(s - s.max(-1, keepdims=True))
    return ((w / w.sum(-1, keepdims=True)) @ v).transpose(0, 2, 1, 3).reshape(m, c)


def attention_args(qkv, out, batch, seq_len, n_embd):
    """attention.tile's arguments after sm_scale for q, k, v the column blocks of ``qkv``
    (batch * seq_len, 3 * n_embd) and ``out`` (batch * seq_len, n_embd): seq_len, width,
    then each array's batch and row strides."""
    c = n_embd
    return ((out, qkv[:, :c], qkv[:, c:2 * c], qkv[:, 2 * c:]),
            (seq_len, c, *(seq_len * 3 * c, 3 * c) * 3, seq_len * c, c))


@pytest.mark.parametrize("causal", [True, False])
def test_attention_reads_qkv_in_place_and_writes_rows(g2, causal):
    """attention.tile on the QKV projection's layout (q, k, v column blocks of one
    (batch * seq_len, 3 * n_embd) array, head h at columns h * d) into (batch * seq_len,
    n_embd) rows: the bits of its run on contiguous (batch * heads, seq_len, d) copies (one
    head per sequence, the other layout its strides describe), within fp16 rounding of the
    float64 attention, and every element written (seq_len 40: no block's multiple)."""
    batch, t, h, d = 2, 40, 4, 16
    c = h * d
    rng = np.random.default_rng(11)
    qkv = rng.standard_normal((batch * t, 3 * c)).astype(np.float16)
    scale = np.float32(1 / math.sqrt(d))
    out = np.full((batch * t, c), np.nan, np.float16)
    arrays, scalars = attention_args(qkv, out, batch, t, c)
    g2.ATTENTION[lambda cfg: ((t + cfg["BLOCK_M"] - 1) // cfg["BLOCK_M"], h, batch)](
        *arrays, scale, *scalars, HEAD_DIM=d, CAUSAL=causal)
    heads = [np.ascontiguousarray(z.reshape(batch, t, h, d).transpose(0, 2, 1, 3)).reshape(
        batch * h, t, d) for z in np.split(qkv, 3, axis=1)]
    o = np.full((batch * h, t, d), np.nan, np.float16)
    g2.ATTENTION[lambda cfg: ((t + cfg["BLOCK_M"] - 1) // cfg["BLOCK_M"], 1, batch * h)](
        o, *heads, scale, t, d, *(t * d, d) * 4, HEAD_DIM=d, CAUSAL=causal)
    rows = o.reshape(batch, h, t, d).transpose(0, 2, 1, 3).reshape(batch * t, c)
    np.testing.assert_array_equal(out, rows)
    ref = attention64(qkv, batch, h, causal)
    assert np.abs(out.astype(np.float64) - ref).max() <= 4 * U16 * np.abs(ref).max()


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
def test_block_kernels_compile_with_nvcc(arch, g2):
    """The block's kernels, compiled by nvcc + ptxas without a GPU at GPT-2's sizes
    (HEAD_DIM 64) with the facts of 16-byte aligned arrays, reach tensor cores (wgmma on
    sm_90a) with no spill and no stack frame: the linear epilogues at the untuned default and
    the first configuration, and on sm_90a at every configuration the block tunes (the
    persistent, warp-specialized ones too); attention at HEAD_DIM 64 on the QKV layout, whose
    K and V are TMA boxes on sm_90a, and at HEAD_DIM 16, which the small sizes launch."""
    from test_tensor_core_compile import (EXAMPLE_PROMISED, TMA, WGMMA, aligned_facts,
                                          compile_all, default_configurations, untuned)
    from tiledsl.codegen.nvcc import nvcc_path

    if nvcc_path() is None:
        pytest.skip("nvcc not on PATH")
    lin = g2.LINEAR
    jobs, seen = [], set()
    facts = aligned_facts(lin, ("stride_ak", "stride_bn", "stride_cn"))
    for epilogue in ("none", "gelu_tanh", "residual"):
        configs = default_configurations(lin)
        if arch == "sm_90a":  # what the block tunes for this epilogue
            configs += [c.all_kwargs() for c in
                        g2._linear_configs(lin.configs, {"EPILOGUE": epilogue})]
        for config in configs:
            config = dict(config)
            persistent = config.pop("persistent", False)
            config.pop("load_other", None)
            src = untuned(lin).emit(f"cuda:{arch}", facts=facts, EPILOGUE=epilogue,
                                    persistent=persistent, **config)
            if src not in seen:
                seen.add(src)
                jobs.append((f"linear {epilogue} {config} persistent={persistent}", arch, src,
                             TMA if arch == "sm_90a" else EXAMPLE_PROMISED))
    at = g2.ATTENTION
    for d in (64, 16):
        for config in default_configurations(at):
            src = untuned(at).emit(f"cuda:{arch}", facts=aligned_facts(at), HEAD_DIM=d,
                                   CAUSAL=True, **config)
            jobs.append((f"attention D{d} causal {config}", arch, src,
                         (TMA if d == 64 else WGMMA) if arch == "sm_90a" else EXAMPLE_PROMISED))
    assert compile_all(jobs) == []


def _cuda_torch():
    torch = pytest.importorskip("torch")
    if not torch.cuda.is_available():
        pytest.skip("torch sees no CUDA device")
    return torch


_ATTENTION_REFERENCE: dict = {}


def _attention_on_the_interpreter(g2, d, causal):
    """``(qkv, out)``: a (4 * 1000, 3 * 768) fp16 QKV array (12 heads of 64, or 6 of 128)
    and attention.tile's output for it on the interpreter, computed once per (d, causal)."""
    key = (d, causal)
    if key not in _ATTENTION_REFERENCE:
        batch, t, c = 4, 1000, 768
        qkv = np.random.default_rng(d).standard_normal((batch * t, 3 * c)).astype(np.float16)
        out = np.full((batch * t, c), np.nan, np.float16)
        arrays, scalars = attention_args(qkv, out, batch, t, c)
        g2.ATTENTION[lambda cfg: ((t + cfg["BLOCK_M"] - 1) // cfg["BLOCK_M"], c // d, batch)](
            *arrays, np.float32(1 / math.sqrt(d)), *scalars, HEAD_DIM=d, CAUSAL=causal)
        _ATTENTION_REFERENCE[key] = qkv, out
    return _ATTENTION_REFERENCE[key]


@pytest.mark.gpu
@pytest.mark.parametrize("d,causal,bm,bn,warps,stages,ws,persistent", [
    (64, True, 64, 64, 4, 3, False, False), (64, True, 128, 64, 8, 2, False, False),
    (64, False, 64, 128, 4, 2, False, False), (64, True, 128, 128, 8, 2, True, False),
    (64, True, 128, 64, 8, 2, True, True), (128, True, 128, 128, 8, 2, True, True),
    (128, False, 128, 64, 8, 3, False, False)])
def test_attention_on_qkv_columns_on_the_gpu_equals_the_interpreter(g2, d, causal, bm, bn,
                                                                    warps, stages, ws,
                                                                    persistent):
    """attention.tile reading q, k and v out of a QKV projection's (batch * seq_len, 3 * 768)
    output in place (row stride 2304, head h at h * d, k and v at columns 768 and 1536; on
    sm_90a K and V are TMA boxes of a (batch, seq_len, 768) map) and writing (batch *
    seq_len, 768) rows, on the GPU (4 x 1000 x 12 heads: 384+ programs, more than the SMs,
    for the persistent launch) against the interpreter: every element written, within the
    rounding of the fp16 probabilities (the two backends sum in other orders)."""
    torch = _cuda_torch()
    qkv, want = _attention_on_the_interpreter(g2, d, causal)
    batch, t, c = 4, 1000, 768
    dqkv = torch.from_numpy(qkv).cuda()
    got = torch.full((batch * t, c), float("nan"), dtype=torch.float16, device="cuda")
    arrays, scalars = attention_args(dqkv, got, batch, t, c)
    g2.ATTENTION.kernel[((t + bm - 1) // bm, c // d, batch)](
        *arrays, np.float32(1 / math.sqrt(d)), *scalars, HEAD_DIM=d, CAUSAL=causal,
        BLOCK_M=bm, BLOCK_N=bn, WARP_SPECIALIZE=ws, persistent=persistent, num_warps=warps,
        num_stages=stages)
    torch.cuda.synchronize()
    g = got.cpu().numpy().astype(np.float64)
    assert not np.isnan(g).any()
    err = float(np.abs(g - want.astype(np.float64)).max())
    assert err <= 4e-3, err


def _linear_cases():
    """(epilogue, configuration index) of every configuration the block tunes per epilogue:
    all of them for the residual epilogue (whose accumulator starts at bias + residual), the
    persistent, warp-specialized ones for the other two."""
    import importlib
    import sys

    sys.path.insert(0, str(EXAMPLES))
    try:
        lin = importlib.import_module("gpt2_block")
    finally:
        sys.path.remove(str(EXAMPLES))
    cases = []
    for epilogue in ("residual", "none", "gelu_tanh"):
        for i, c in enumerate(lin.LINEAR.configs):
            if c in lin._linear_configs(lin.LINEAR.configs, {"EPILOGUE": epilogue}) and \
                    (epilogue == "residual" or c.persistent):
                cases.append((epilogue, i))
    return cases


@pytest.mark.gpu
@pytest.mark.parametrize("epilogue,index", _linear_cases())
def test_linear_configurations_on_the_gpu(g2, epilogue, index):
    """Each tuned configuration of gpt2_block.tile's linear on the GPU against float64 numpy
    at M = 4100 (ragged) and K = 768, N = 768 for the residual (the projections' shape) and
    2304 for the others: 198 to 594 tiles of 128 x 128, more than the SMs, so that a
    persistent block carries its ring over tiles. One fp16 rounding of an fp32 sum."""
    torch = _cuda_torch()
    m, k = 4100, 768
    n = 768 if epilogue == "residual" else 2304
    rng = np.random.default_rng(index)
    a = rng.standard_normal((m, k)).astype(np.float16)
    w = (rng.standard_normal((k, n)) / math.sqrt(k)).astype(np.float16)
    bias = rng.standard_normal(n).astype(np.float16)
    res = rng.standard_normal((m, n)).astype(np.float16)
    ref = a.astype(np.float64) @ w.astype(np.float64) + bias
    if epilogue == "residual":
        ref += res
    elif epilogue == "gelu_tanh":
        ref = 0.5 * ref * (1 + np.tanh(math.sqrt(2 / math.pi) * (ref + 0.044715 * ref ** 3)))
    da, dw, db, dr = (torch.from_numpy(x).cuda() for x in (a, w, bias, res))
    out = torch.full((m, n), float("nan"), dtype=torch.float16, device="cuda")
    cfg = g2.LINEAR.configs[index]
    grid = ((m + cfg.kwargs["BLOCK_M"] - 1) // cfg.kwargs["BLOCK_M"],
            (n + cfg.kwargs["BLOCK_N"] - 1) // cfg.kwargs["BLOCK_N"])
    g2.LINEAR[grid](out, da, dw, db, dr, m, n, k, k, 1, n, 1, n, 1, EPILOGUE=epilogue,
                    config=index)
    torch.cuda.synchronize()
    got = out.cpu().numpy().astype(np.float64)
    assert not np.isnan(got).any()
    err = np.abs(got - ref)
    assert np.all(err <= U16 * np.abs(ref) + 1e-3), float((err - U16 * np.abs(ref)).max())


def test_the_linear_prune_keeps_exactly_the_persistent_configurations_that_fit(g2):
    """``_linear_configs`` estimates a persistent configuration's shared memory (ring, the
    epilogue's padded conversion tiles, mbarriers): for every persistent configuration and
    epilogue, it keeps the configuration exactly when the generated sm_90a kernel fits a
    block's 227 KB, and its estimate is never below what the kernel uses (the 5-stage 128 x
    128 residual needed 233,600 bytes once the conversion rows were padded, and the GPU
    refused it at launch)."""
    from test_tensor_core_compile import aligned_facts, untuned

    from tiledsl import codegen

    lin = untuned(g2.LINEAR)
    facts = aligned_facts(lin, ("stride_ak", "stride_bn", "stride_cn"))
    checked = 0
    for epilogue in ("none", "gelu_tanh", "residual"):
        kept = g2._linear_configs(g2.LINEAR.configs, {"EPILOGUE": epilogue})
        for c in g2.LINEAR.configs:
            if not c.persistent:
                continue
            kw = dict(c.kwargs)
            fn = lin.lower(facts=facts, EPILOGUE=epilogue, **kw)
            _, smem, _ = codegen._emit_sites(fn, "cuda:sm_90a", c.num_warps,
                                             num_stages=c.num_stages, tma=True,
                                             persistent=True)
            assert (c in kept) == (smem <= g2.SHARED_PER_BLOCK), (epilogue, c, smem)
            estimate = g2.linear_shared(c, epilogue)
            assert estimate >= smem, (epilogue, c, smem, estimate)
            checked += 1
    assert checked == 12  # four persistent configurations, three epilogues
