"""A GPT-2 transformer block forward in fp16, every step a tiledsl kernel from examples/:

    h1  = x + attn(ln_1(x))               out = h1 + mlp(ln_2(h1))

    step                                   kernel
    ln_1(x)                                layernorm.tile: ln(x + x) with 4 eps
    qkv = ln_1 @ W_attn + b_attn, stored   gpt2_block.tile: linear, EPILOGUE="split_heads"
      as q, k, v per head
    causal softmax(q k^T / sqrt(D)) v      attention.tile, CAUSAL=True
    heads back to rows                     gpt2_block.tile: merge_heads
    p = a @ W_proj + b_proj                matmul.tile, ACTIVATION="none"
    h1 = x + p, ln_2(h1)                   layernorm.tile (its fused residual add writes h1)
    u = gelu_new(ln_2 @ W_fc + b_fc)       gpt2_block.tile: linear, EPILOGUE="gelu_tanh"
    out = u @ W_mproj + b_mproj + h1       gpt2_block.tile: linear, EPILOGUE="residual"

This is Hugging Face's ``GPT2Block`` in eval mode (dropout off) with GPT-2's
``activation_function="gelu_new"``: the tanh approximation
0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))), not the exact erf gelu of matmul.tile.
Weights use Hugging Face's ``Conv1D`` layout, (in_features, out_features), and its
``state_dict`` names (``PARAM_NAMES``), so ``GPT2Block.state_dict()`` can be passed as is.
Inputs, outputs and every intermediate are fp16; matmuls accumulate in fp32, layer norm
statistics, the softmax and the gelu are computed in fp32.

ln_1 goes through layernorm.tile, whose input is a sum x + residual: with x as both and the
epsilon times 4 it computes ln(x). In fp32 too: the doubled row's mean, deviations and
variance are exactly 2, 2 and 4 times x's, since scaling by a power of two commutes with
rounding: the interpreter gives ln(x) bit for bit (tests/test_gpt2_block.py); the GPU's
rsqrt.approx sees the same mantissa and exponent parity, which should give the same bits too
(not checked on a GPU yet). So a single layer norm kernel serves both norms. Its second
output (2x) goes to a scratch array: one extra write of the activations, 12.6 MB at
8 x 1024 x 768.

    python examples/gpt2_block.py [--backend auto|interpreter|cuda] [--small]
"""
from __future__ import annotations

import functools
import math
import sys
from pathlib import Path

import numpy as np

from common import Check, cdiv, check, script_main, timed
import tiledsl  # after common, which finds tiledsl in a source checkout

HERE = Path(__file__).resolve().parent
MATMUL = tiledsl.load(HERE / "matmul.tile").matmul
LAYERNORM = tiledsl.load(HERE / "layernorm.tile").layernorm
ATTENTION = tiledsl.load(HERE / "attention.tile").attention
_BLOCK = tiledsl.load(HERE / "gpt2_block.tile")
LINEAR, MERGE_HEADS = _BLOCK.linear, _BLOCK.merge_heads

#: the block's parameters under Hugging Face's GPT2Block.state_dict() names
PARAM_NAMES = ("ln_1.weight", "ln_1.bias", "attn.c_attn.weight", "attn.c_attn.bias",
               "attn.c_proj.weight", "attn.c_proj.bias", "ln_2.weight", "ln_2.bias",
               "mlp.c_fc.weight", "mlp.c_fc.bias", "mlp.c_proj.weight", "mlp.c_proj.bias")
#: rows of the head merge copy per program
BLOCK_T = 64
#: (batch, seq_len, n_embd, n_head) of the examples table
SIZES = {"interpreter": (2, 256, 256, 4), "cuda": (2, 1024, 768, 12), "small": (2, 32, 64, 4)}


def param_shapes(n_embd: int, n_inner: int | None = None) -> dict[str, tuple[int, ...]]:
    """The shape of each parameter of ``PARAM_NAMES`` for hidden size ``n_embd`` and MLP width
    ``n_inner`` (GPT-2's default: 4 * n_embd)."""
    c, f = n_embd, n_inner or 4 * n_embd
    return {"ln_1.weight": (c,), "ln_1.bias": (c,),
            "attn.c_attn.weight": (c, 3 * c), "attn.c_attn.bias": (3 * c,),
            "attn.c_proj.weight": (c, c), "attn.c_proj.bias": (c,),
            "ln_2.weight": (c,), "ln_2.bias": (c,),
            "mlp.c_fc.weight": (c, f), "mlp.c_fc.bias": (f,),
            "mlp.c_proj.weight": (f, c), "mlp.c_proj.bias": (c,)}


def random_params(n_embd: int, seed: int = 0) -> dict[str, np.ndarray]:
    """fp16 numpy parameters with activations of order 1: matrices N(0, 1/in_features),
    biases N(0, 0.1^2), layer norm weights 1 + N(0, 0.1^2) and biases N(0, 0.1^2)."""
    rng = np.random.default_rng(seed)
    out = {}
    for name, shape in param_shapes(n_embd).items():
        if name.endswith(".weight") and len(shape) == 2:
            v = rng.standard_normal(shape) / math.sqrt(shape[0])
        elif name.startswith("ln_") and name.endswith(".weight"):
            v = 1.0 + 0.1 * rng.standard_normal(shape)
        else:
            v = 0.1 * rng.standard_normal(shape)
        out[name] = v.astype(np.float16)
    return out


# ------------------------------------------------------------------ arrays of three libraries
#: array type -> its library, "numpy", "torch" or "cupy" (_library)
_LIBRARIES: dict = {np.ndarray: "numpy"}


def _library(a) -> str:
    t = type(a)
    lib = _LIBRARIES.get(t)
    if lib is None:
        lib = "numpy" if isinstance(a, np.ndarray) else t.__module__.split(".")[0]
        if lib not in ("numpy", "torch", "cupy"):
            raise TypeError(f"gpt2_block: expected a numpy array, a torch tensor or a cupy "
                            f"array, got {t.__name__}")
        _LIBRARIES[t] = lib
    return lib


_FP16 = np.dtype(np.float16)


def _is_fp16(a, lib: str) -> bool:
    """Whether array ``a`` of library ``lib`` holds fp16."""
    return str(a.dtype) == "torch.float16" if lib == "torch" else a.dtype == _FP16


def _allocator(like):
    """``empty(shape)``: an uninitialized fp16 array of ``shape`` from ``like``'s library,
    on its device (``like`` is fp16: torch's ``new_empty`` keeps its dtype and device)."""
    lib = _library(like)
    if lib == "torch":
        return like.new_empty
    return functools.partial((np if lib == "numpy" else sys.modules["cupy"]).empty,
                             dtype=np.float16)


def _torch_strides(a) -> tuple[int, ...]:
    return a.stride()


def _byte_strides(a) -> tuple[int, ...]:
    item = a.itemsize
    return tuple(s // item for s in a.strides)


def _contiguous(a):
    lib = _library(a)
    if lib == "torch":
        return a.contiguous()
    xp = np if lib == "numpy" else sys.modules["cupy"]
    return xp.ascontiguousarray(a)


def _device(a, lib: str | None = None):
    """``(library, device)`` of array ``a`` (of library ``lib`` when given): a torch
    tensor's ``torch.device``, a cupy array's device id, None for numpy."""
    lib = lib or _library(a)
    if lib == "torch":
        return ("torch", a.device)
    return (lib, getattr(getattr(a, "device", None), "id", None) if lib == "cupy" else None)


# ------------------------------------------------------------------ the block
def gpt2_block(x, params, n_head: int, eps: float = 1e-5):
    """GPT-2 block forward, ``GPT2Block(config)(x)`` in eval mode, on tiledsl kernels.

    Args:
        x: (batch, seq_len, n_embd) fp16 hidden states: a numpy array (runs on the
            interpreter), a torch tensor (CUDA: the GPU, on torch's current stream; CPU: the
            interpreter) or a cupy array (the GPU).
        params: a mapping with every name of ``PARAM_NAMES`` (extra keys are ignored, so a
            Hugging Face ``state_dict()`` works): fp16 arrays of the same library and device
            as ``x``, shaped as ``param_shapes(n_embd, n_inner)`` gives (matrices
            (in_features, out_features) with any strides; vectors are made contiguous).
        n_head: attention heads; n_embd // n_head (the head dimension) must be a power of
            two, at least 16 (tensor-core dots on the GPU).
        eps: the layer norms' epsilon (GPT2Config.layer_norm_epsilon).

    Returns:
        the (batch, seq_len, n_embd) fp16 output, of ``x``'s library and device.

    Raises:
        TypeError: an array that is not fp16, or of another library or device than ``x``.
        ValueError: a missing parameter, a wrong shape, or an n_embd that n_head does not
            divide into a power-of-two head dimension of at least 16.
    """
    if len(getattr(x, "shape", ())) != 3:
        raise ValueError(f"gpt2_block: x must be (batch, seq_len, n_embd), got shape "
                         f"{tuple(getattr(x, 'shape', ()))}")
    batch, seq_len, c = (int(s) for s in x.shape)
    d = c // n_head if n_head > 0 else 0
    if n_head <= 0 or d * n_head != c or d < 16 or d & (d - 1):
        raise ValueError(f"gpt2_block: n_embd {c} over n_head {n_head} must give a power-of-two "
                         f"head dimension of at least 16")
    missing = [n for n in PARAM_NAMES if n not in params]
    if missing:
        raise ValueError(f"gpt2_block: missing parameters {', '.join(missing)}")
    p = {n: params[n] for n in PARAM_NAMES}
    n_inner = int(p["mlp.c_fc.weight"].shape[1])
    for name, shape in param_shapes(c, n_inner).items():
        a = p[name]
        if tuple(a.shape) != shape:
            raise ValueError(f"gpt2_block: {name} must have shape {shape} for n_embd {c}, "
                             f"got {tuple(a.shape)}")
    lib = _library(x)
    where = _device(x, lib)
    for name, a in (("x", x), *p.items()):
        la = _library(a)
        if not _is_fp16(a, la):
            raise TypeError(f"gpt2_block: {name} must be fp16, got {a.dtype}")
        there = _device(a, la)
        if there != where:
            raise TypeError(f"gpt2_block: {name} is a {la} array on {there[1]}, "
                            f"x a {lib} array on {where[1]}; pass them all on one "
                            f"side")
    for name, a in p.items():
        if len(a.shape) == 1:
            p[name] = _contiguous(a)  # the kernels read vectors with unit stride

    m, h = batch * seq_len, n_head
    x2 = _contiguous(x).reshape(m, c)
    ln_block = 1 << (c - 1).bit_length()
    rows = (cdiv(seq_len, BLOCK_T), batch * h)
    empty = _allocator(x)
    strides = _torch_strides if lib == "torch" else _byte_strides

    def matmul(kernel, out, a, w, bias, *extra, **meta):
        k_dim, n = w.shape
        def grid(cfg):  # the tile comes from the autotuned configuration
            return (cdiv(m, cfg["BLOCK_M"]), cdiv(n, cfg["BLOCK_N"]))
        out_strides = strides(out) if len(out.shape) == 2 else (n, 1)  # split_heads: unused
        kernel[grid](out, a, w, *bias, m, n, k_dim, *strides(a), *strides(w), *out_strides,
                     *extra, **meta)
        return out

    ln1, twice_x = empty((m, c)), empty((m, c))
    LAYERNORM[(m,)](ln1, twice_x, x2, x2, p["ln_1.weight"], p["ln_1.bias"], c, c, 4 * eps,
                    BLOCK=ln_block)  # ln(x + x, 4 eps) == ln(x, eps)
    qkv = matmul(LINEAR, empty((3, batch * h, seq_len, d)), ln1, p["attn.c_attn.weight"],
                 (p["attn.c_attn.bias"], p["attn.c_attn.bias"]), seq_len,
                 EPILOGUE="split_heads", HEAD_DIM=d)
    q, k, v = qkv[0], qkv[1], qkv[2]
    o = empty((batch * h, seq_len, d))
    ATTENTION[lambda cfg: (cdiv(seq_len, cfg["BLOCK_M"]), batch * h)](
        o, q, k, v, 1.0 / math.sqrt(d), seq_len, seq_len * d, HEAD_DIM=d, CAUSAL=True)
    a = empty((m, c))
    MERGE_HEADS[rows](a, o, seq_len, h, c, HEAD_DIM=d, BLOCK_T=BLOCK_T)
    proj = matmul(MATMUL, empty((m, c)), a, p["attn.c_proj.weight"],
                  (p["attn.c_proj.bias"],), ACTIVATION="none")
    ln2, h1 = empty((m, c)), empty((m, c))
    LAYERNORM[(m,)](ln2, h1, proj, x2, p["ln_2.weight"], p["ln_2.bias"], c, c, eps,
                    BLOCK=ln_block)
    u = matmul(LINEAR, empty((m, n_inner)), ln2, p["mlp.c_fc.weight"],
               (p["mlp.c_fc.bias"], p["mlp.c_fc.bias"]), seq_len, EPILOGUE="gelu_tanh")
    out = matmul(LINEAR, empty((m, c)), u, p["mlp.c_proj.weight"],
                 (p["mlp.c_proj.bias"], h1), seq_len, EPILOGUE="residual")
    return out.reshape(batch, seq_len, c)


# ------------------------------------------------------------------ Hugging Face's block
def hf_gpt2_block(n_embd: int = 768, n_head: int = 12, seed: int = 0):
    """transformers' ``GPT2Block`` of ``GPT2Config(n_embd, n_head)`` (``gelu_new``,
    layer_norm_epsilon 1e-5, dropout 0, SDPA attention), fp32 on the CPU in eval mode, with
    fixed-seed random weights and nothing downloaded: Hugging Face's initialization of the
    matrices (N(0, 0.02^2)), then biases N(0, 0.02^2) and layer norm weights 1 + N(0, 0.1^2)
    so that every parameter matters; every value is rounded to fp16 so that the block's fp16
    and float64 copies hold the same numbers. The global torch RNG is left as it was.

    Raises ImportError without torch or transformers."""
    import torch
    from transformers import GPT2Config
    from transformers.models.gpt2.modeling_gpt2 import GPT2Block

    config = GPT2Config(n_embd=n_embd, n_head=n_head, n_layer=1, resid_pdrop=0.0,
                        attn_pdrop=0.0, embd_pdrop=0.0, attn_implementation="sdpa")
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(seed)
        block = GPT2Block(config, layer_idx=0)
        with torch.no_grad():
            for name, prm in block.named_parameters():
                if name.startswith("ln_") and name.endswith(".weight"):
                    prm.copy_(1.0 + 0.1 * torch.randn_like(prm))
                elif name.endswith(".bias"):
                    prm.copy_(0.02 * torch.randn_like(prm))
                prm.copy_(prm.half().float())
    return block.eval()


def hf_forward(block, x):
    """``block(x)`` for a ``GPT2Block``: the hidden states (whether the installed transformers
    returns them alone or in a tuple). Without an attention mask the SDPA attention is
    causal."""
    out = block(x)
    return out[0] if isinstance(out, tuple) else out


# ------------------------------------------------------------------ the examples table row
def reference(x: np.ndarray, params, n_head: int, eps: float = 1e-5) -> np.ndarray:
    """The block in float64 numpy (``x`` (batch, seq_len, n_embd), ``params`` numpy arrays
    named as ``PARAM_NAMES``), for the examples table."""
    p = {n: np.asarray(params[n], dtype=np.float64) for n in PARAM_NAMES}
    x = np.asarray(x, dtype=np.float64)
    batch, t, c = x.shape
    d = c // n_head

    def ln(v, w, b):
        mu = v.mean(-1, keepdims=True)
        return (v - mu) / np.sqrt(((v - mu) ** 2).mean(-1, keepdims=True) + eps) * w + b

    qkv = ln(x, p["ln_1.weight"], p["ln_1.bias"]) @ p["attn.c_attn.weight"] + p["attn.c_attn.bias"]
    q, k, v = (z.reshape(batch, t, n_head, d).transpose(0, 2, 1, 3) for z in np.split(qkv, 3, -1))
    s = np.where(np.tril(np.ones((t, t), dtype=bool)), q @ k.transpose(0, 1, 3, 2) / math.sqrt(d),
                 -np.inf)
    w = np.exp(s - s.max(-1, keepdims=True))
    a = ((w / w.sum(-1, keepdims=True)) @ v).transpose(0, 2, 1, 3).reshape(batch, t, c)
    h1 = x + a @ p["attn.c_proj.weight"] + p["attn.c_proj.bias"]
    f = ln(h1, p["ln_2.weight"], p["ln_2.bias"]) @ p["mlp.c_fc.weight"] + p["mlp.c_fc.bias"]
    g = 0.5 * f * (1.0 + np.tanh(math.sqrt(2.0 / math.pi) * (f + 0.044715 * f ** 3)))
    return h1 + g @ p["mlp.c_proj.weight"] + p["mlp.c_proj.bias"]


def run(backend: str, xp, size: str | None = None) -> list[Check]:
    """The examples table's row: the block at ``SIZES[size or backend]`` on ``xp`` arrays
    (numpy: the interpreter, cupy: the GPU) against ``reference`` at the fp16 tolerance."""
    batch, t, c, h = SIZES[size or backend]
    params = random_params(c, seed=5)
    x = np.random.default_rng(6).standard_normal((batch, t, c)).astype(np.float16)
    dx = xp.asarray(x)
    dparams = {n: xp.asarray(a) for n, a in params.items()}
    result = []
    secs = timed(xp, lambda: result.append(gpt2_block(dx, dparams, h)))
    return [check("gpt2_block", (batch, t, c), result[0], reference(x, params, h), "fp16",
                  backend, secs)]


if __name__ == "__main__":
    sys.exit(script_main(run))
