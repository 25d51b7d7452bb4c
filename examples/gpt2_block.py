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


def linear_shared(c, epilogue: str) -> int:
    """The bytes of shared memory that persistent configuration ``c`` of ``LINEAR`` needs, at
    most: its ring of stages, and what it stages outside the K loop above the ring, so that
    the producer may fill the ring for the next tile meanwhile: the output tile on its way to
    the store (BLOCK_M x BLOCK_N fp16; by TMA unpadded, 1024-byte aligned in the 1 KB below,
    staged in rounds of as many panels of BLOCK_M x 128 bytes as fit when the whole tile does
    not, codegen.tma_store; else each row padded by 16 bytes against bank conflicts,
    codegen.emitter.conversion_strides) and, in the residual epilogue, the residual tile on
    its way into the accumulator's layout (padded), and 1 KB for the ring's mbarriers and
    alignment. With 4 warps and no residual (read before the loop), the block runs two
    programs (codegen.pingpong), each with its own copy of the output tile's."""
    from tiledsl import knobs

    m, n, k = c.kwargs["BLOCK_M"], c.kwargs["BLOCK_N"], c.kwargs["BLOCK_K"]
    ring = c.num_stages * (m + n) * k * 2
    residual = m * (n + 8) * 2 if epilogue == "residual" else 0
    if knobs.tma_store():  # staged whole, or as many 128-byte panels as fit above the rest
        panel = m * 128
        room = SHARED_PER_BLOCK - ring - residual - 1024
        out = m * n * 2 if m * n * 2 <= room else max(1, room // panel) * panel
    else:
        out = m * (n + 8) * 2
    if knobs.pingpong_tiles() and c.num_warps == 4 and epilogue != "residual":
        out = 2 * out + 1024  # two programs per block, each its own copy (codegen.pingpong)
    return ring + out + residual + 1024


def _linear_configs(configs, args):
    """``early_config_prune`` of ``LINEAR``: the configurations that fit a block's shared
    memory (:func:`linear_shared`). Three stages of 256 x 128 x 64 (144 KB) and the residual
    tile (68 KB) leave less than one 32 KB panel of the output tile: more than a block may
    have. Beside the same ring of 128 x 256 x 64, the output tile goes out one 16 KB panel at
    a time."""
    return [c for c in configs if not c.persistent or
            linear_shared(c, args.get("EPILOGUE")) <= SHARED_PER_BLOCK]


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
        the (batch, seq_len, n_embd) fp16 output, of ``x``'s library and device: a new
        array on every call (the intermediates are new on every call too).

    Raises:
        TypeError: an array that is not fp16, or of another library or device than ``x``.
        ValueError: a missing parameter, a wrong shape, or an n_embd that n_head does not
            divide into a power-of-two head dimension of at least 16.

    A call whose arrays have the types, dtypes, shapes, strides and devices of an earlier
    call's (:func:`_signature`) runs that call's :class:`_Plan`: its checks passed then, its
    grids, strides and sizes are computed, and each autotuned kernel is launched directly with
    the configuration its autotuner chose then (as long as the autotuner says that choice
    holds, :meth:`tiledsl.autotune.TunedKernel.holds`). Any other call is checked in full.
    """
    try:
        sig = _SIGNATURES[_LIBRARIES[type(x)]]
        p = [params[n] for n in PARAM_NAMES]
        key = (n_head, eps, _interpret(), sig(x), *map(sig, p))
        plan = _PLANS.get(key)
    except Exception:  # noqa: BLE001 - anything odd: the full checks say what
        plan = key = None
    if plan is not None and plan.holds():
        return plan.run(x, p)
    return _checked_call(x, params, n_head, eps, key)


def _checked_call(x, params, n_head: int, eps: float, key):
    """``gpt2_block`` with every argument checked; the call's plan is kept under ``key``
    (its signature) when that is not None."""
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
    strides = _torch_strides if lib == "torch" else _byte_strides
    plan = _Plan(lib, (batch, seq_len, c, n_head, n_inner), eps,
                 contiguous=_is_contiguous(x, lib) and all(
                     _is_contiguous(p[n], lib) for n in PARAM_NAMES if len(p[n].shape) == 1),
                 weights=[strides(p[n]) for n in _MATRICES])
    record: list = []
    out = plan.run(x, list(p.values()), record)
    if key is not None:
        plan.settle(record)
        if len(_PLANS) >= 64:
            _PLANS.clear()
        _PLANS[key] = plan
    return out


def _interpret() -> bool:
    from tiledsl import knobs

    return knobs.interpret()


#: library -> the facts of an array that a plan depends on (gpt2_block's key)
_SIGNATURES = {
    "torch": lambda a: (type(a), a.dtype, a.shape, a.stride(), a.device),
    "cupy": lambda a: (type(a), a.dtype, a.shape, a.strides, a.device.id),
    "numpy": lambda a: (type(a), a.dtype, a.shape, a.strides),
}
#: the positions of the matrices in PARAM_NAMES (the plan keeps their strides)
_MATRICES = ("attn.c_attn.weight", "attn.c_proj.weight", "mlp.c_fc.weight", "mlp.c_proj.weight")
#: gpt2_block's plans by signature (at most 64, then forgotten at once)
_PLANS: dict = {}


def _is_contiguous(a, lib: str) -> bool:
    return a.is_contiguous() if lib == "torch" else bool(a.flags.c_contiguous)


class _Recorder:
    """A step's autotuned launcher during a plan's first run: launches, and records the
    call's arguments (for :meth:`_Plan.settle`)."""

    def __init__(self, tuned, grid, record: list, step: int):
        self.launch = tuned[grid]
        self.tuned, self.record, self.step = tuned, record, step

    def __call__(self, *args, **kwargs):
        self.record.append((self.step, self.tuned, args, kwargs))
        return self.launch(*args, **kwargs)


class _Plan:
    """The launches of gpt2_block calls of one signature: sizes, strides and grids computed
    once. ``steps`` holds each launch's ``(launcher, trailing scalars, keywords)``: at first
    the autotuned kernels' ``tuned[grid]`` (the configuration chosen per launch, the grid a
    callable of it), after :meth:`settle` the base kernel over the grid of the configuration
    chosen then, with that choice's keywords (what the autotuner's repeat launch passes to
    the base kernel).

    Every launch passes its arrays and scalars by position: the launch fast path remembers
    a kernel's recent calls (docs/launch.md) and finds the one equal to a call at once (same
    addresses, shapes, strides, scalars), so that each of the block's four linears and two
    layer norms repeats the same step of the block's previous call."""

    def __init__(self, lib: str, sizes: tuple, eps: float, contiguous: bool, weights: list):
        batch, seq_len, c, h, n_inner = sizes
        self.lib, self.sizes, self.eps, self.contiguous = lib, sizes, eps, contiguous
        self.m = m = batch * seq_len
        self.d = d = c // h
        self.chosen: list = []  # (tuned kernel, its choice) of every settled step
        ln = LAYERNORM[(m,)]
        lnkw = {"BLOCK": 1 << (c - 1).bit_length(), "RESIDUAL": False}
        # the steps: layer norm, QKV, attention, projection, layer norm, MLP up, MLP down
        self.steps = [(ln, (c, c, eps), lnkw), None, None, None, (ln, (c, c, eps), lnkw),
                      None, None]
        self.tuned, self.grids = {}, {}  # of the autotuned steps
        # each linear's scalars: M, N, K, stride_am, stride_ak, stride_bk, stride_bn,
        # stride_cm, stride_cn (the activations are new contiguous rows)
        for step, (n, k, epilogue), ws in zip(
                (1, 3, 5, 6), ((3 * c, c, "none"), (c, c, "residual"),
                               (n_inner, c, "gelu_tanh"), (c, n_inner, "residual")),
                weights):
            self.tuned[step], self.grids[step] = LINEAR, functools.partial(_tile_grid, m, n)
            self.steps[step] = (LINEAR[self.grids[step]], (m, n, k, k, 1, *ws, n, 1),
                                {"EPILOGUE": epilogue})
        self.tuned[2] = ATTENTION
        self.grids[2] = functools.partial(_attention_grid, seq_len, h, batch)
        self.steps[2] = (ATTENTION[self.grids[2]],
                         (1.0 / math.sqrt(d), seq_len, c, *(seq_len * 3 * c, 3 * c) * 3,
                          seq_len * c, c), {"HEAD_DIM": d, "CAUSAL": True})

    def holds(self) -> bool:
        """Whether every settled step's autotuned choice still holds."""
        for tuned, chosen in self.chosen:
            if not tuned.holds(chosen):
                return False
        return True

    def settle(self, record: list) -> bool:
        """After the first run (``record``: its autotuned launches, :class:`_Recorder`): each
        such step launches the base kernel from now on, over the grid of the configuration
        its autotuner chose, with that choice's keywords. False (every step keeps launching
        through its autotuner) when the autotuner remembers no choice for one of them
        (heuristics, the interpreter's numpy arrays, a call it cannot key on) or its grid
        cannot be computed."""
        settled, chosen = {}, []
        for step, tuned, args, kwargs in record:
            choice = getattr(tuned, "choice", None)  # None: a stand-in (bench_gpt2's timing)
            hit = None if choice is None else choice(args, kwargs)
            if hit is None:
                return False
            meta = {**_constexpr_defaults(tuned), **hit.kwargs}
            try:
                grid = self.grids[step](meta)
            except KeyError:
                return False
            settled[step] = (tuned.kernel[grid], self.steps[step][1], dict(hit.kwargs))
            chosen.append((tuned, hit))
        for step, s in settled.items():
            self.steps[step] = s
        self.chosen = chosen
        return True

    def run(self, x, p: list, record: list | None = None):
        """One call on ``x`` and the parameters ``p`` (in PARAM_NAMES' order): the seven
        launches. With ``record`` (the first run), the autotuned steps launch through their
        autotuner, recording their arguments in it."""
        w1, b1, wa, ba, wp, bp, w2, b2, wf, bf, wm, bm = p
        if not self.contiguous:  # the kernels read x and the vectors with unit strides
            x, w1, b1, ba, bp, w2, b2, bf, bm = map(
                _contiguous, (x, w1, b1, ba, bp, w2, b2, bf, bm))
        batch, seq_len, c, h, n_inner = self.sizes
        m = self.m
        empty = _allocator(x)
        steps = self.steps
        if record is not None:
            steps = [s if i not in self.tuned else
                     (_Recorder(self.tuned[i], self.grids[i], record, i), *s[1:])
                     for i, s in enumerate(steps)]
        ln1_, qkv_, att_, proj_, ln2_, up_, down_ = steps
        # x, contiguous (batch, seq_len, c), is read as (m, c) rows: the kernels take strides
        ln1 = empty((m, c))
        f, t, kw = ln1_
        f(ln1, x, x, x, w1, b1, *t, **kw)
        qkv = empty((m, 3 * c))
        f, t, kw = qkv_
        f(qkv, ln1, wa, ba, ba, *t, **kw)
        # q, k, v: (batch, seq_len, c) column blocks of qkv; a: rows, head h at columns h * d
        a = empty((m, c))
        f, t, kw = att_
        f(a, qkv[:, :c], qkv[:, c:2 * c], qkv[:, 2 * c:], *t, **kw)
        h1 = empty((m, c))
        f, t, kw = proj_
        f(h1, a, wp, bp, x, *t, **kw)
        ln2 = ln1  # ln1's buffer: the QKV projection, which read it, is before on the stream
        f, t, kw = ln2_
        f(ln2, h1, h1, h1, w2, b2, *t, **kw)
        u = empty((m, n_inner))
        f, t, kw = up_
        f(u, ln2, wf, bf, bf, *t, **kw)
        out = empty((batch, seq_len, c))  # written as (m, c) rows
        f, t, kw = down_
        f(out, u, wm, bm, h1, *t, **kw)
        return out


def _tile_grid(m: int, n: int, cfg) -> tuple:
    """A linear's grid: a program per BLOCK_M x BLOCK_N tile of the (m, n) output."""
    return (cdiv(m, cfg["BLOCK_M"]), cdiv(n, cfg["BLOCK_N"]))


def _attention_grid(seq_len: int, heads: int, batch: int, cfg) -> tuple:
    """attention.tile's grid: a program per BLOCK_M query rows, head and batch element."""
    return (cdiv(seq_len, cfg["BLOCK_M"]), heads, batch)


@functools.lru_cache(maxsize=None)
def _defaults_of(kernel) -> dict:
    from tiledsl.launch.binding import has_default

    return {p.name: p.default for p in kernel.params
            if p.kind == "constexpr" and has_default(p)}


def _constexpr_defaults(tuned) -> dict:
    """The constexprs of ``tuned``'s kernel that have defaults, with them (what a grid
    callable sees for a constexpr that the configuration leaves out)."""
    return _defaults_of(tuned.kernel)


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
