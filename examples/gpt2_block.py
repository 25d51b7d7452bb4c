"""A GPT-2 transformer block forward in fp16, every step a tiledsl kernel from examples/:

    h1  = x + attn(ln_1(x))               out = h1 + mlp(ln_2(h1))

    step                                   kernel
    ln_1(x)                                layernorm.tile, RESIDUAL=False
    qkv = ln_1 @ W_attn + b_attn           gpt2_block.tile: linear, EPILOGUE="none"
    causal softmax(q k^T / sqrt(D)) v      attention.tile, CAUSAL=True: q, k and v read in
                                           place from qkv's columns, the output written as
                                           rows (batch * seq_len, n_embd)
    h1 = a @ W_proj + b_proj + x           gpt2_block.tile: linear, EPILOGUE="residual"
    ln_2(h1)                               layernorm.tile, RESIDUAL=False
    u = gelu_new(ln_2 @ W_fc + b_fc)       gpt2_block.tile: linear, EPILOGUE="gelu_tanh"
    out = u @ W_mproj + b_mproj + h1       gpt2_block.tile: linear, EPILOGUE="residual"

This is Hugging Face's ``GPT2Block`` in eval mode (dropout off) with GPT-2's
``activation_function="gelu_new"``: the tanh approximation
0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))), not the exact erf gelu of matmul.tile.
Weights use Hugging Face's ``Conv1D`` layout, (in_features, out_features), and its
``state_dict`` names (``PARAM_NAMES``), so ``GPT2Block.state_dict()`` can be passed as is.
Inputs, outputs and every intermediate are fp16; matmuls accumulate in fp32, layer norm
statistics, the softmax and the gelu are computed in fp32.

Nothing is copied between the steps: the QKV projection's (batch * seq_len, 3 * n_embd)
output holds q, k and v as column blocks, head h of each at columns h * D, which is the
(batch, seq_len, heads * D) layout attention.tile takes with strides; its output, in that
layout too, is the projection's input; the projection adds the residual x in its epilogue,
so that the second layer norm reads h1 alone.

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
LAYERNORM = tiledsl.load(HERE / "layernorm.tile").layernorm
ATTENTION = tiledsl.load(HERE / "attention.tile").attention
#: bytes of shared memory a block may have on sm_90 (H100, H200)
SHARED_PER_BLOCK = 227 * 1024


def _linear_configs(configs, args):
    """``early_config_prune`` of ``LINEAR``: the configurations that fit a block's shared
    memory. A persistent kernel keeps what it stages outside the K loop above its ring of
    stages, so that the producer may fill the ring for the next tile meanwhile: the output
    tile on its way to the store and, in the residual epilogue, the residual tile on its way
    into the accumulator's layout (BLOCK_M x BLOCK_N fp16 each). Three stages of 128 x 256 x
    64 (144 KB) and two such tiles (128 KB) are more than a block may have."""
    def shared(c):
        m, n, k = c.kwargs["BLOCK_M"], c.kwargs["BLOCK_N"], c.kwargs["BLOCK_K"]
        staged = 2 if args.get("EPILOGUE") == "residual" else 1
        return c.num_stages * (m + n) * k * 2 + staged * m * n * 2
    return [c for c in configs if not c.persistent or shared(c) <= SHARED_PER_BLOCK]


LINEAR = tiledsl.autotune(tiledsl.load(HERE / "gpt2_block.tile").linear,
                          prune_configs_by={"early_config_prune": _linear_configs})

#: the block's parameters under Hugging Face's GPT2Block.state_dict() names
PARAM_NAMES = ("ln_1.weight", "ln_1.bias", "attn.c_attn.weight", "attn.c_attn.bias",
               "attn.c_proj.weight", "attn.c_proj.bias", "ln_2.weight", "ln_2.bias",
               "mlp.c_fc.weight", "mlp.c_fc.bias", "mlp.c_proj.weight", "mlp.c_proj.bias")
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
    empty = _allocator(x)
    strides = _torch_strides if lib == "torch" else _byte_strides

    def linear(out, a, w, bias, residual, epilogue):
        k_dim, n = w.shape
        def grid(cfg):  # the tile comes from the autotuned configuration
            return (cdiv(m, cfg["BLOCK_M"]), cdiv(n, cfg["BLOCK_N"]))
        LINEAR[grid](out, a, w, bias, residual, m, n, k_dim, *strides(a), *strides(w),
                     *strides(out), EPILOGUE=epilogue)
        return out

    def layer_norm(out, v, weight, bias):  # residual and h_out are not accessed
        LAYERNORM[(m,)](out, v, v, v, weight, bias, c, c, eps, BLOCK=ln_block, RESIDUAL=False)
        return out

    ln1 = layer_norm(empty((m, c)), x2, p["ln_1.weight"], p["ln_1.bias"])
    qkv = linear(empty((m, 3 * c)), ln1, p["attn.c_attn.weight"], p["attn.c_attn.bias"],
                 p["attn.c_attn.bias"], "none")
    # q, k, v: (batch, seq_len, c) column blocks of qkv; a: rows, head h at columns h * d
    a = empty((m, c))
    ATTENTION[lambda cfg: (cdiv(seq_len, cfg["BLOCK_M"]), h, batch)](
        a, qkv[:, :c], qkv[:, c:2 * c], qkv[:, 2 * c:], 1.0 / math.sqrt(d), seq_len, c,
        *(seq_len * 3 * c, 3 * c) * 3, seq_len * c, c, HEAD_DIM=d, CAUSAL=True)
    h1 = linear(empty((m, c)), a, p["attn.c_proj.weight"], p["attn.c_proj.bias"], x2,
                "residual")
    ln2 = layer_norm(empty((m, c)), h1, p["ln_2.weight"], p["ln_2.bias"])
    u = linear(empty((m, n_inner)), ln2, p["mlp.c_fc.weight"], p["mlp.c_fc.bias"],
               p["mlp.c_fc.bias"], "gelu_tanh")
    out = linear(empty((m, c)), u, p["mlp.c_proj.weight"], p["mlp.c_proj.bias"], h1,
                 "residual")
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
