"""``tiledsl port``: Triton tutorial kernels (tests/triton_sources/*.py, read as text) become
.tile files that load, keep their line numbers, and compute what numpy computes on the
interpreter; what cannot be translated is reported at file:line:col and the rest written."""
from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import tiledsl
from tiledsl.port import port_file, port_source

SOURCES = Path(__file__).resolve().parent / "triton_sources"


def ported(name: str):
    """``(module, result)`` for tests/triton_sources/<name>.py."""
    path = SOURCES / f"{name}.py"
    result = port_source(path.read_text(encoding="utf-8"), str(path))
    assert not result.errors, "\n".join(map(str, result.errors))
    return tiledsl.compile(result.text, filename=f"{name}.tile"), result


def strides(a):
    return [s // a.itemsize for s in a.strides]


def test_vector_add():
    mod, result = ported("vector_add")
    assert result.kernels == ["add_kernel"] and result.helpers == []
    rng = np.random.default_rng(0)
    n = 1000
    x, y = rng.standard_normal(n).astype(np.float32), rng.standard_normal(n).astype(np.float32)
    out = np.empty_like(x)
    mod.add_kernel[(tiledsl_cdiv(n, 256),)](x, y, out, n, BLOCK_SIZE=256)
    np.testing.assert_array_equal(out, x + y)


def tiledsl_cdiv(a, b):
    return -(-a // b)


def test_fused_softmax():
    mod, _ = ported("fused_softmax")
    rng = np.random.default_rng(1)
    x = rng.standard_normal((37, 100)).astype(np.float32)
    y = np.empty_like(x)
    # a persistent grid: 8 programs step over the 37 rows
    mod.softmax_kernel[(8,)](y, x, x.shape[1], y.shape[1], 37, 100, BLOCK_SIZE=128,
                             num_stages=2)
    e = np.exp(x - x.max(axis=1, keepdims=True))
    np.testing.assert_allclose(y, e / e.sum(axis=1, keepdims=True), rtol=1e-5, atol=1e-7)


def test_low_memory_dropout():
    mod, _ = ported("dropout")
    n, p, seed = 3000, 0.4, 123
    x = np.random.default_rng(2).standard_normal(n).astype(np.float32) + 3.0
    out = np.empty_like(x)
    mod._seeded_dropout[(tiledsl_cdiv(n, 1024),)](x, out, n, p, seed, BLOCK_SIZE=1024)
    # the reference mask: tiledsl's rand() of the same seed and offsets
    rand = tiledsl.compile(
        "kernel r(out: *fp32, n: i32, seed: i32, B: constexpr):\n"
        "    offs = program_id(0) * B + arange(0, B)\n"
        "    store(out + offs, rand(seed, offs), mask=offs < n)\n").r
    u = np.empty(n, np.float32)
    rand[(tiledsl_cdiv(n, 1024),)](u, n, seed, B=1024)
    keep = u > np.float32(p)
    np.testing.assert_allclose(out, np.where(keep, x / np.float32(1 - p), 0.0), rtol=1e-6)
    assert 0.5 < keep.mean() < 0.7  # about 1 - p kept
    again = np.empty_like(x)
    mod._seeded_dropout[(tiledsl_cdiv(n, 1024),)](x, again, n, p, seed, BLOCK_SIZE=1024)
    np.testing.assert_array_equal(again, out)  # the seed regenerates the same mask


@pytest.mark.parametrize("activation", ["", "leaky_relu"])
def test_grouped_matmul(activation):
    mod, result = ported("grouped_matmul")
    assert result.kernels == ["matmul_kernel"] and result.helpers == ["leaky_relu"]
    assert "Config(BLOCK_SIZE_M=128, BLOCK_SIZE_N=64, BLOCK_SIZE_K=32, GROUP_SIZE_M=8, " \
           "num_stages=4, num_warps=4)" in result.text  # from the comprehension
    rng = np.random.default_rng(3)
    M, N, K = 70, 50, 40
    a = rng.standard_normal((M, K)).astype(np.float16)
    b = rng.standard_normal((K, N)).astype(np.float16)
    c = np.empty((M, N), np.float16)
    kern = mod.matmul_kernel  # a TunedKernel: the interpreter runs the config chosen here
    grid = lambda meta: (tiledsl_cdiv(M, meta["BLOCK_SIZE_M"]) *  # noqa: E731
                         tiledsl_cdiv(N, meta["BLOCK_SIZE_N"]),)
    kern[grid](a, b, c, M, N, K, *strides(a), *strides(b), *strides(c),
               ACTIVATION=activation, config=2)
    ref = a.astype(np.float32) @ b.astype(np.float32)
    if activation == "leaky_relu":
        ref = np.where(ref >= 0, ref, 0.01 * ref)
    np.testing.assert_allclose(c.astype(np.float32), ref, rtol=2e-3, atol=2e-2)


def _layer_norm_forward(mod, x, w, b, eps):
    M, N = x.shape
    y = np.empty_like(x)
    mean, rstd = np.empty(M, np.float32), np.empty(M, np.float32)
    mod._layer_norm_fwd_fused[(M,)](x, y, w, b, mean, rstd, x.shape[1], N, eps, BLOCK_SIZE=64)
    return y, mean, rstd


def test_layer_norm_forward():
    mod, result = ported("layer_norm")
    assert result.kernels == ["_layer_norm_fwd_fused", "_layer_norm_bwd_dx_fused",
                              "_layer_norm_bwd_dwdb"]
    rng = np.random.default_rng(4)
    M, N, eps = 12, 150, 1e-5
    x = rng.standard_normal((M, N)).astype(np.float32)
    w, b = rng.standard_normal(N).astype(np.float32), rng.standard_normal(N).astype(np.float32)
    y, mean, rstd = _layer_norm_forward(mod, x, w, b, eps)
    mu = x.mean(axis=1)
    rs = 1 / np.sqrt(x.var(axis=1) + eps)
    np.testing.assert_allclose(mean, mu, rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(rstd, rs, rtol=1e-5)
    np.testing.assert_allclose(y, (x - mu[:, None]) * rs[:, None] * w + b, rtol=1e-4,
                               atol=1e-5)


def test_layer_norm_backward():
    mod, _ = ported("layer_norm")
    rng = np.random.default_rng(5)
    M, N, eps, group = 16, 100, 1e-5, 4
    x = rng.standard_normal((M, N)).astype(np.float32)
    w, b = rng.standard_normal(N).astype(np.float32), rng.standard_normal(N).astype(np.float32)
    dy = rng.standard_normal((M, N)).astype(np.float32)
    _, mean, rstd = _layer_norm_forward(mod, x, w, b, eps)
    dx = np.empty_like(x)
    locks = np.zeros(2 * group, np.int32)
    dw_part, db_part = np.zeros((group, N), np.float32), np.zeros((group, N), np.float32)
    # the partial sums are stored under a spin lock, which the race check cannot see
    mod._layer_norm_bwd_dx_fused[(M,)](dx, dy, dw_part, db_part, x, w, mean, rstd, locks,
                                       x.shape[1], N, GROUP_SIZE_M=group, BLOCK_SIZE_N=128,
                                       check="-race")
    dw, db = np.empty(N, np.float32), np.empty(N, np.float32)
    mod._layer_norm_bwd_dwdb[(tiledsl_cdiv(N, 32),)](dw_part, db_part, dw, db, group, N,
                                                     BLOCK_SIZE_M=4, BLOCK_SIZE_N=32)
    x64, w64, dy64 = x.astype(np.float64), w.astype(np.float64), dy.astype(np.float64)
    mu = x64.mean(axis=1, keepdims=True)
    rs = 1 / np.sqrt(x64.var(axis=1, keepdims=True) + eps)
    xhat = (x64 - mu) * rs
    wdy = w64 * dy64
    ref_dx = (wdy - (xhat * (xhat * wdy).mean(axis=1, keepdims=True)
                     + wdy.mean(axis=1, keepdims=True))) * rs
    np.testing.assert_allclose(dx, ref_dx, rtol=1e-4, atol=1e-5)
    np.testing.assert_allclose(dw, (dy64 * xhat).sum(axis=0), rtol=1e-4, atol=1e-4)
    np.testing.assert_allclose(db, dy64.sum(axis=0), rtol=1e-4, atol=1e-4)
    assert list(locks[:group]) == [0] * group and list(locks[group:]) == [1] * group


@pytest.mark.parametrize("causal", [False, True])
def test_fused_attention_forward(causal):
    mod, result = ported("fused_attention")
    assert result.kernels == ["_attn_fwd"] and result.helpers == ["_attn_fwd_inner"]
    rng = np.random.default_rng(6)
    Z, H, N_CTX, D, BM, BN = 1, 2, 64, 16, 16, 16
    q, k, v = (rng.standard_normal((Z, H, N_CTX, D)).astype(np.float16) for _ in range(3))
    out = np.empty_like(q)
    m = np.empty((Z * H, N_CTX), np.float32)
    sm_scale = 0.5
    mod._attn_fwd[(N_CTX // BM, Z * H)](q, k, v, sm_scale, m, out, *strides(q), *strides(k),
                                         *strides(v), *strides(out), Z, H, N_CTX, HEAD_DIM=D,
                                         BLOCK_M=BM, BLOCK_N=BN, STAGE=3 if causal else 1)
    s = np.einsum("zhmd,zhnd->zhmn", q.astype(np.float64), k.astype(np.float64)) * sm_scale
    if causal:
        s = np.where(np.tril(np.ones((N_CTX, N_CTX), bool)), s, -np.inf)
    p = np.exp(s - s.max(axis=-1, keepdims=True))
    ref = np.einsum("zhmn,zhnd->zhmd", p / p.sum(axis=-1, keepdims=True), v.astype(np.float64))
    np.testing.assert_allclose(out.astype(np.float64), ref, atol=2e-2)
    lse2 = np.log2(np.exp(s - s.max(-1, keepdims=True)).sum(-1)) + s.max(-1) / np.log(2)
    np.testing.assert_allclose(m.reshape(Z, H, N_CTX), lse2, rtol=1e-3, atol=1e-3)


# ---------------------------------------------------------------------- the translation
def test_line_numbers_are_kept_in_comments():
    path = SOURCES / "layer_norm.py"
    lines = path.read_text(encoding="utf-8").splitlines()
    text = port_source(path.read_text(encoding="utf-8"), str(path)).text
    tagged = [(ln, int(m.group(1))) for ln in text.splitlines()
              if (m := re.search(r"# L(\d+)$", ln))]
    assert len(tagged) > 60
    for out_line, n in tagged:
        # the statement's first word is on the line the tag names
        word = re.match(r"\s*(\w+)", lines[n - 1].replace("tl.", ""))
        if word and word.group(1) != "def":
            assert word.group(1) in out_line, (out_line, lines[n - 1])


def test_names_and_rewritten_forms():
    src = '''
import triton
import triton.language as tl
from triton.language.extra import libdevice

SCALE = tl.constexpr(3)

@triton.jit
def k(X, Y, n, BLOCK: tl.constexpr, kernel_: tl.constexpr = 2):
    offs = tl.arange(0, BLOCK)
    x = tl.load(X + offs, mask=offs < n, other=float("-inf"))
    a = x.sum(axis=0) + max(n, 4) + min(1, 2, n)
    b = libdevice.tanh(x) + tl.math.rsqrt(x * x) ** 2 + x ** 3 + libdevice.cbrt(x)
    assert BLOCK >= 16, "small block"
    y: tl.tensor = tl.where(x > a, b, 0.0).to(tl.bfloat16)
    tl.store(Y + offs, y * SCALE, mask=offs < n)
'''
    result = port_source(src, "k.py")
    text = result.text
    assert not result.errors, result.errors
    for expected in ("kernel k(X, Y, n, BLOCK: constexpr, kernel_: constexpr = 2):",
                     "other=-inf", "sum(x, axis=0) + maximum(n, 4) + minimum(1, minimum(2, n))",
                     "tanh(x) + pow(rsqrt(x * x), 2) + pow(x, 3) + libdevice.cbrt(x)",
                     'device_assert(BLOCK >= 16, "small block")',
                     "y = where(x > a, b, 0.0).to(bf16)", "y * 3"):
        assert expected in text, (expected, text)
    tiledsl.compile(text)


def test_untranslatable_is_reported_and_the_rest_written(tmp_path):
    src = '''import triton
import triton.language as tl


def host_scale(n):
    return n * 2


@triton.jit
def good(X, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    tl.store(X + offs, tl.load(X + offs, mask=offs < n) * 2, mask=offs < n)


@triton.jit
def block_ptrs(X, n, BLOCK: tl.constexpr):
    p = tl.dot_scaled(X, 1, "e4m3", X, 1, "e4m3")
    x = tl.extra.cuda.smid()


@triton.jit
def optional(X, B, n):
    if B is not None:
        x = host_scale(n)


@triton.jit
def helper_user(X):
    optional(X, X, 1)
'''
    path = tmp_path / "mixed.py"
    path.write_text(src, encoding="utf-8")
    out = tmp_path / "mixed.tile"
    result = port_file(str(path), str(out))
    messages = [str(d) for d in result.errors]
    assert any(m.startswith(f"{path}:17:9: error: tl.dot_scaled is not in tiledsl: tiledsl "
                            f"has no scaled dot") for m in messages), messages
    assert any(m.startswith(f"{path}:18:9: error: tl.extra.cuda.smid is not in tiledsl")
               for m in messages), messages
    assert any(m.startswith(f"{path}:23:8: error: tiledsl has no 'is'; for an optional "
                            f"argument, add a constexpr flag") for m in messages), messages
    assert any(f"{path}:24:13: error: host_scale() is a Python function" in m
               for m in messages), messages
    assert any(m.startswith(f"{path}:28:1: error: helper_user calls optional") for m in messages)
    assert result.kernels == ["good"]
    assert result.untranslated == ["block_ptrs", "optional", "helper_user"]
    text = out.read_text(encoding="utf-8")
    assert "kernel good(X, n, BLOCK: constexpr):" in text
    assert "# tiledsl port: block_ptrs (mixed.py:16) is not translated:" in text
    assert '#     p = tl.dot_scaled(X, 1, "e4m3", X, 1, "e4m3")' in text
    assert list(tiledsl.compile(text).kernels) == ["good"]


def test_autotune_and_heuristics_decorators():
    src = '''
import triton
import triton.language as tl

@triton.autotune(configs=[triton.Config({'BLOCK': b}, num_warps=w, num_ctas=1)
                          for b in (64, 128) for w in (4, 8)],
                 key=['n'], reset_to_zero=['Y'], warmup=5)
@triton.heuristics({'EVEN': lambda args: args['n'] % args['BLOCK'] == 0,
                    'NP2': lambda a: triton.next_power_of_2(a['n'])})
@triton.jit
def k(Y, n, BLOCK: tl.constexpr, EVEN: tl.constexpr, NP2: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    if EVEN:
        tl.store(Y + offs, offs)
    else:
        tl.store(Y + offs, offs, mask=offs < n)
'''
    result = port_source(src, "t.py")
    assert not result.errors, result.errors
    assert ("@autotune(  # L5\n    configs=[\n        Config(BLOCK=64, num_warps=4),\n"
            "        Config(BLOCK=64, num_warps=8),\n        Config(BLOCK=128, num_warps=4),\n"
            "        Config(BLOCK=128, num_warps=8),\n    ],\n    key=[\"n\"],\n"
            "    warmup=5,\n)\n@heuristics(EVEN=n % BLOCK == 0, NP2=next_power_of_2(n))\n"
            "kernel k(") in result.text
    assert any("reset_to_zero= is dropped" in d.message for d in result.diagnostics)
    mod = tiledsl.compile(result.text)
    y = np.zeros(100, np.int32)
    mod.k[lambda m: (tiledsl_cdiv(100, m["BLOCK"]),)](y, 100)
    np.testing.assert_array_equal(y, np.arange(100))


def test_heuristic_that_cannot_be_translated():
    src = '''
import triton
import triton.language as tl

@triton.heuristics({'BLOCK': lambda args: args['x'].shape[0]})
@triton.jit
def k(x, BLOCK: tl.constexpr):
    pass
'''
    result = port_source(src, "h.py")
    assert [str(d).split(": error: ")[1][:40] for d in result.errors] == \
        ["attributes (such as .dtype or .shape) ar"]
    assert result.errors[0].line == 5


def test_helper_named_like_a_builtin_is_renamed():
    src = '''
import triton
import triton.language as tl

@triton.jit
def softmax(x):
    e = tl.exp(x - tl.max(x, 0))
    return e / tl.sum(e, 0)

@triton.jit
def k(X, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    tl.store(X + offs, softmax(tl.load(X + offs)))
'''
    result = port_source(src, "s.py")
    assert "def softmax_fn(x):" in result.text and "softmax_fn(load(X + offs))" in result.text
    x = np.arange(8, dtype=np.float32)
    tiledsl.compile(result.text).k[(1,)](x, BLOCK=8)
    e = np.exp(np.arange(8.0) - 7)
    np.testing.assert_allclose(x, e / e.sum(), rtol=1e-6)


def test_a_refused_translation_is_commented_out():
    # a call with one argument too many translates, but the checker refuses it at load
    src = '''
import triton
import triton.language as tl

@triton.jit
def twice(x):
    return x * 2

@triton.jit
def k(X):
    tl.store(X, twice(tl.load(X), 3))
'''
    result = port_source(src, "r.py")
    assert result.untranslated == ["k"] and result.helpers == ["twice"]
    err = result.errors[0]
    assert (err.line, err.col) == (11, 5)
    assert err.message.startswith("tiledsl check refuses the translation: ")
    assert list(tiledsl.compile(result.text).kernels) == []


def test_cli_port(tmp_path):
    out = tmp_path / "softmax.tile"
    proc = subprocess.run([sys.executable, "-m", "tiledsl", "port",
                           str(SOURCES / "fused_softmax.py"), "-o", str(out)],
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    assert "softmax_kernel" in proc.stderr
    check = subprocess.run([sys.executable, "-m", "tiledsl", "check", str(out)],
                           capture_output=True, text=True)
    assert check.returncode == 0, check.stderr
    assert "ok (1 kernel: softmax_kernel; not type-checked: softmax_kernel (see the note))" \
        in check.stdout  # its constexprs have no values without a launch
    # to stdout, and a file with errors exits 65 with its diagnostics on stderr
    bad = tmp_path / "bad.py"
    bad.write_text("import triton\nimport triton.language as tl\n\n@triton.jit\n"
                   "def k(X):\n    x = lambda: 1\n", encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "tiledsl", "port", str(bad)],
                          capture_output=True, text=True)
    assert proc.returncode == 65
    assert f"{bad}:6:9: error: tiledsl has no lambda" in proc.stderr
    assert "# tiledsl port: k (bad.py:5) is not translated:" in proc.stdout
    notpy = tmp_path / "notpy.py"
    notpy.write_text("def (:\n", encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "tiledsl", "port", str(notpy)],
                          capture_output=True, text=True)
    assert proc.returncode == 65 and f"{notpy}:1:5: " in proc.stderr


def test_cli_port_names_python_files_and_an_unwritable_output(tmp_path):
    """A folder given to port lists its .py files (not .tile ones); an -o that cannot be
    written says 'cannot write' (exit 73), not 'cannot read'; one function is '1 function'."""
    def port(*args):
        return subprocess.run([sys.executable, "-m", "tiledsl", "port", *map(str, args)],
                              capture_output=True, text=True)

    src = tmp_path / "one.py"
    src.write_text("import triton\n\n@triton.jit\ndef k(X):\n    pass\n", encoding="utf-8")
    (tmp_path / "other.tile").write_text("", encoding="utf-8")
    proc = port(tmp_path)
    assert proc.returncode == 66
    assert proc.stderr.strip() == (f"tiledsl: cannot read {tmp_path}: it is a directory, not a "
                                   f".py file; the .py files in it: one.py")
    proc = port(src, "-o", tmp_path / "missing" / "out.tile")
    assert proc.returncode == 73
    assert proc.stderr.strip() == (f"tiledsl port: cannot write {tmp_path / 'missing' / 'out.tile'}"
                                   f": No such file or directory")
    proc = port(src)
    assert proc.returncode == 0 and proc.stderr.strip() == \
        f"{src}: ported 1 function (kernels: k)"


def test_cli_port_of_a_file_without_jit_functions_is_an_error(tmp_path):
    """A Python file with no @triton.jit function wrote an empty .tile and exited 0."""
    src = tmp_path / "plain.py"
    src.write_text("import triton\n\ndef helper(x):\n    return x\n", encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "tiledsl", "port", str(src)],
                          capture_output=True, text=True)
    assert proc.returncode == 65
    assert proc.stderr.strip().splitlines()[-1] == (
        f"{src}: error: no @triton.jit function in this file: port translates the functions "
        f"decorated with @triton.jit (or @jit from triton)")


def test_no_advice_for_a_name_tiledsl_has():
    """Advice for a Triton name is only reachable when tiledsl lacks the name; an entry for a
    builtin it has since gained (make_block_ptr, reduce, inline_asm_elementwise ...) would be
    stale text that nothing reports."""
    from tiledsl.port import names as N

    have = N.builtins()
    assert [k for k, v in N.ADVICE.items() if k in have and v is not None] == []


def test_statements_joined_by_semicolons_get_lines_of_their_own():
    """A new user's kernel with ``pid_m = tl.program_id(0); pid_n = tl.program_id(1)`` was
    written commented out (the .tile grammar has one statement per line)."""
    head = ("import triton\nimport triton.language as tl\n\n@triton.jit\n"
            "def k(X, Y, N, BLOCK: tl.constexpr):\n"
            "    pid = tl.program_id(0); offs = pid * BLOCK + tl.arange(0, BLOCK);\n"
            "    m = offs < N\n")
    r = port_source(head + "    tl.store(Y + offs, tl.load(X + offs, mask=m), mask=m)\n",
                    filename="semi.py")
    assert r.errors == [] and r.kernels == ["k"]
    assert "    pid = program_id(0)  # L6\n    offs = pid * BLOCK + arange(0, BLOCK)  # L6\n" \
        in r.text
    # after a ':' on the same line the block has no indentation to copy: a located error
    r = port_source(head + "    if pid >= 0: tl.store(Y + offs, tl.load(X + offs, mask=m), "
                           "mask=m); m = m\n", filename="semi.py")
    assert [(d.line, d.col) for d in r.errors] == [(8, 73)]
    assert "statements joined by ';' after a ':'" in r.errors[0].message


def test_range_warp_specialize_is_kept():
    """tiledsl's range takes warp_specialize= (docs/language.md): the port keeps it, a
    constexpr included, and drops only the hints tiledsl has not (with a note)."""
    src = '''import triton
import triton.language as tl

@triton.jit
def k(X, Y, n, B: tl.constexpr, WS: tl.constexpr):
    acc = tl.zeros((B,), dtype=tl.float32)
    for i in tl.range(0, n, B, warp_specialize=WS, loop_unroll_factor=2):
        acc += tl.load(X + i + tl.arange(0, B))
    for j in tl.range(0, 1, num_stages=2, warp_specialize=True):
        tl.store(Y + tl.arange(0, B), acc)
'''
    result = port_source(src, "t.py")
    assert not result.errors, result.errors
    assert "for i in range(0, n, B, warp_specialize=WS):" in result.text
    assert "for j in range(0, 1, num_stages=2, warp_specialize=True):" in result.text
    messages = [d.message for d in result.diagnostics]
    assert any("loop_unroll_factor= is dropped" in m for m in messages)
    assert not any("warp_specialize" in m for m in messages)
    mod = tiledsl.compile(result.text)
    assert "{warp_specialize=True}" in str(mod.k.ir(X="*fp32", Y="*fp32", n="i32", B=8, WS=True))
    x = np.arange(32, dtype=np.float32)
    for ws in (True, False):
        y = np.zeros(8, np.float32)
        mod.k[(1,)](x, y, 32, B=8, WS=ws)
        np.testing.assert_array_equal(y, x.reshape(4, 8).sum(axis=0))


CAST_SRC = '''import triton
import triton.language as tl
from triton.language import cast


@triton.jit
def k(A, H, Z, I, P, Q, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    a = tl.cast(tl.load(A + offs, mask=m), tl.float32)
    tl.store(H + offs, tl.cast(a * 3, tl.float16, fp_downcast_rounding="rtz"), mask=m)
    tl.store(Z + offs, tl.cast(a, tl.int32, bitcast=True), mask=m)
    tl.store(I + offs, cast(a + 1, tl.int32) + tl.cast(1, tl.int32, None, False), mask=m)
    tl.store(P + offs, tl.cast(a * 3, P.dtype.element_ty), mask=m)
    tl.store(Q + offs, (a * 3).to(tl.float16, "rtz"), mask=m)
'''


def _fp16_toward_zero(v):
    """numpy's round-to-nearest fp16 moved one code toward zero where it rounded away."""
    r = v.astype(np.float16)
    away = np.abs(r.astype(np.float32)) > np.abs(v)
    return np.where(away, np.nextafter(r, np.float16(0)), r)


def test_tl_cast_becomes_to_and_runs():
    """A new user's ``c = tl.cast(a, tl.float32)`` was written commented out ("tl.cast is not
    in tiledsl"). ``tl.cast(x, dt, fp_downcast_rounding, bitcast)`` becomes ``x.to(dt, ...)``,
    its rounding and bitcast as keywords (tiledsl's positional order is dtype, bitcast,
    rounding), and so does Triton's positional ``x.to(dt, "rtz")``."""
    result = port_source(CAST_SRC, "cast.py")
    assert result.errors == [] and result.kernels == ["k"]
    for expected in ("a = load(A + offs, mask=m).to(fp32)  # L10",
                     'store(H + offs, (a * 3).to(fp16, fp_downcast_rounding="rtz"), mask=m)',
                     "store(Z + offs, a.to(i32, bitcast=True), mask=m)",
                     "store(I + offs, (a + 1).to(i32) + (1).to(i32, fp_downcast_rounding=None, "
                     "bitcast=False), mask=m)",
                     "store(P + offs, a * 3, mask=m)",
                     'store(Q + offs, (a * 3).to(fp16, fp_downcast_rounding="rtz"), mask=m)'):
        assert expected in result.text, (expected, result.text)
    assert [d.message for d in result.diagnostics] == [
        "the tl.cast(..., ...element_ty) is dropped: store() converts the value to the "
        "pointer's type"]
    n = 300
    a = (np.random.default_rng(7).standard_normal(n) * 100).astype(np.float32)
    h, q, p = (np.empty(n, np.float16) for _ in range(3))
    z, i = np.empty(n, np.int32), np.empty(n, np.int32)
    mod = tiledsl.compile(result.text, filename="cast.tile")
    mod.k[(tiledsl_cdiv(n, 128),)](a, h, z, i, p, q, n, BLOCK=128)
    rtz = _fp16_toward_zero(a * np.float32(3))
    assert (rtz != (a * np.float32(3)).astype(np.float16)).any()  # rtz differs somewhere
    np.testing.assert_array_equal(h, rtz)
    np.testing.assert_array_equal(q, rtz)
    np.testing.assert_array_equal(z, a.view(np.int32))
    np.testing.assert_array_equal(i, (a + np.float32(1)).astype(np.int32) + 1)
    np.testing.assert_array_equal(p, (a * np.float32(3)).astype(np.float16))


def test_tl_cast_arguments_port_cannot_translate_are_located():
    src = '''import triton
import triton.language as tl


@triton.jit
def k(A):
    a = tl.load(A)
    b = tl.cast(a)
    c = tl.cast(a, tl.int8, rounding="rtz")
    d = a.to(tl.float16, "rtz", False, 3)
    f = tl.cast
'''
    result = port_source(src, "bad.py")
    assert result.untranslated == ["k"]
    assert [str(d) for d in result.errors] == [
        "bad.py:8:9: error: tl.cast needs a value and a dtype: tl.cast(x, tl.float32) is "
        "x.to(fp32)",
        "bad.py:9:29: error: tl.cast has no parameter rounding=; its parameters are input, "
        "dtype, fp_downcast_rounding, bitcast",
        "bad.py:10:40: error: .to() takes at most 3 arguments (dtype, fp_downcast_rounding, "
        "bitcast)",
        "bad.py:11:9: error: tl.cast is not in tiledsl: tiledsl converts with the method "
        "x.to(dtype), which port writes for a call tl.cast(x, dtype); call tl.cast or write "
        "x.to(dtype)"]
