"""Random numbers (Triton's ``tl.randint``/``rand``/``randn``/``philox``) and ``umulhi``.

Philox-4x32-10 against the published known-answer vectors (Salmon et al., SC 2011, the
Random123 distribution's ``kat_vectors``) and against an independent pure-Python model of
Triton's ``triton.language.random`` written here; both backends; on a GPU with Triton
installed, against Triton itself, bit for bit.
"""
from __future__ import annotations

import math

import numpy as np
import pytest

import tiledsl
from _backends import BACKENDS, run

M32, M64 = (1 << 32) - 1, (1 << 64) - 1
KAT = [  # (counter, key) -> Philox-4x32-10
    ((0, 0, 0, 0), (0, 0), (0x6627E8D5, 0xE169C58D, 0xBC57AC4C, 0x9B00DBD8)),
    ((M32,) * 4, (M32, M32), (0x408F276D, 0x41C83B0E, 0xA20BC7C6, 0x6D5451FD)),
    ((0x243F6A88, 0x85A308D3, 0x13198A2E, 0x03707344), (0xA4093822, 0x299F31D0),
     (0xD16CFE09, 0x94FDCCEB, 0x5001E420, 0x24126EA1)),
]


def philox_model(c, k, bits=32, rounds=10):
    """Philox-4xW on Python ints (W = 32 or 64), Triton's constants."""
    m = (1 << bits) - 1
    ka, kb, ra, rb = ((0x9E3779B9, 0xBB67AE85, 0xD2511F53, 0xCD9E8D57) if bits == 32 else
                      (0x9E3779B97F4A7C15, 0xBB67AE8584CAA73B, 0xD2E7470EE14C6C93,
                       0xCA5A826395121157))
    c0, c1, c2, c3 = c
    k0, k1 = k
    for _ in range(rounds):
        p0, p2 = ra * c0, rb * c2
        c0, c1, c2, c3 = ((p2 >> bits) ^ c1 ^ k0) & m, p2 & m, ((p0 >> bits) ^ c3 ^ k1) & m, \
            p0 & m
        k0, k1 = (k0 + ka) & m, (k1 + kb) & m
    return c0, c1, c2, c3


def randint4x_model(seed: int, offsets, bits=32, rounds=10):
    """Triton's ``randint4x``: the counter (offset, 0, 0, 0); for 32-bit offsets the key is
    (seed mod 2^32, seed >> 32 mod 2^32) of the seed as u64, for 64-bit ones (seed, 0)."""
    s = seed & M64
    key = (s & M32, (s >> 32) & M32) if bits == 32 else (s, 0)
    m = (1 << bits) - 1
    return np.array([philox_model((int(o) & m, 0, 0, 0), key, bits, rounds) for o in offsets],
                    dtype=np.uint32 if bits == 32 else np.uint64).T


def uniform_model(words: np.ndarray) -> np.ndarray:
    """Triton's ``uint_to_uniform_float``, in fp32 as the kernel computes it."""
    if words.dtype == np.uint32:
        s, scale = words.view(np.int32).astype(np.int64), np.float32(4.6566127342e-10)
    else:
        s, scale = words.view(np.int64), np.float32(1.0842020432385337e-19)
    folded = np.where(s < 0, -s - 1, s)
    return folded.astype(np.float32) * scale


def normal_model(u1, u2) -> np.ndarray:
    u1 = np.maximum(np.float32(1e-7), u1)
    th = np.float32(6.283185307179586) * u2
    r = np.sqrt(np.float32(-2.0) * np.log(u1.astype(np.float64)).astype(np.float32))
    return (r * np.cos(th.astype(np.float64)).astype(np.float32)).astype(np.float32)


SRC = """\
kernel words(out: *u32, seed: i64, c0: u32, c1: u32, c2: u32, c3: u32):
    a, b, c, d = philox(seed, c0, c1, c2, c3)
    store(out, a)
    store(out + 1, b)
    store(out + 2, c)
    store(out + 3, d)

kernel streams(ints: *u32, unif: *fp32, norm: *fp32, seed: i32, base: i32, n: i32,
               B: constexpr):
    offs = program_id(0) * B + arange(0, B)
    m = offs < n
    a, b, c, d = randint4x(seed, base + offs)
    store(ints + offs * 4, a, mask=m)
    store(ints + offs * 4 + 1, b, mask=m)
    store(ints + offs * 4 + 2, c, mask=m)
    store(ints + offs * 4 + 3, d, mask=m)
    store(unif + offs, rand(seed, base + offs), mask=m)
    store(norm + offs, randn(seed, base + offs), mask=m)

kernel wide(ints: *u64, unif: *fp32, seed: i64, base: i64, B: constexpr):
    offs = base + arange(0, B).to(i64)
    store(ints + arange(0, B), randint(seed, offs))
    store(unif + arange(0, B), rand(seed, offs))

kernel hi(out32: *u32, out64: *u64, a: *u32, b: *u32, c: *u64, d: *u64, B: constexpr):
    i = arange(0, B)
    store(out32 + i, umulhi(load(a + i), load(b + i)))
    store(out64 + i, umulhi(load(c + i), load(d + i)))
"""


@pytest.fixture(scope="module")
def mod():
    return tiledsl.compile(SRC, filename="random.tile")


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("counter, key, want", KAT)
def test_philox_known_answers(mod, backend, counter, key, want):
    assert philox_model(counter, key) == want  # the model itself against the vectors
    out = np.zeros(4, np.uint32)
    seed = np.int64(np.uint64(key[0] | (key[1] << 32)).view(np.int64))
    (out, *_) = run(mod.words, (1,), [out, seed, *map(np.uint32, counter)], backend)
    assert tuple(int(x) for x in out) == want


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("seed, base", [(0, 0), (12345, 1000), (-7, -300), (2**31 - 1, 2**31 - 200)])
def test_streams_match_the_model(mod, backend, seed, base):
    n, B = 300, 128
    ints = np.zeros(4 * 384, np.uint32)
    unif = np.full(384, -1.0, np.float32)
    norm = np.full(384, -1.0, np.float32)
    run(mod.streams, (3,), [ints, unif, norm, np.int32(seed), np.int32(base), np.int32(n)],
        backend, B=B)
    offs = (np.arange(n, dtype=np.int64) + base).astype(np.int32)
    w = randint4x_model(seed, offs.view(np.uint32))
    np.testing.assert_array_equal(ints[:4 * n].reshape(n, 4).T, w)
    assert (ints[4 * n:] == 0).all() and (unif[n:] == -1).all()  # the masked tail
    u = uniform_model(w[0])
    np.testing.assert_array_equal(unif[:n], u)
    assert 0.0 <= unif[:n].min() and unif[:n].max() < 1.0
    ref = normal_model(u, uniform_model(w[1]))
    np.testing.assert_allclose(norm[:n], ref, rtol=4e-6, atol=4e-6)


@pytest.mark.parametrize("backend", BACKENDS)
def test_sixty_four_bit_offsets_use_philox_4x64(mod, backend):
    B = 64
    base = 2**40 + 5
    ints, unif = np.zeros(B, np.uint64), np.zeros(B, np.float32)
    run(mod.wide, (1,), [ints, unif, np.int64(-99), np.int64(base)], backend, B=B)
    w = randint4x_model(-99, np.arange(B, dtype=np.int64) + base, bits=64)
    np.testing.assert_array_equal(ints, w[0])
    np.testing.assert_array_equal(unif, uniform_model(w[0]))


@pytest.mark.parametrize("backend", BACKENDS)
def test_umulhi_both_widths(mod, backend):
    rng = np.random.default_rng(5)
    B = 64
    a, b = (rng.integers(0, 2**32, B, dtype=np.uint64).astype(np.uint32) for _ in range(2))
    c, d = (rng.integers(0, 2**64 - 1, B, dtype=np.uint64, endpoint=True) for _ in range(2))
    a[:2], b[:2], c[:2], d[:2] = [M32, 0], [M32, 7], [M64, 0], [M64, 3]
    o32, o64 = np.zeros(B, np.uint32), np.zeros(B, np.uint64)
    run(mod.hi, (1,), [o32, o64, a, b, c, d], backend, B=B)
    assert [int(x) for x in o32] == [(int(x) * int(y)) >> 32 for x, y in zip(a, b)]
    assert [int(x) for x in o64] == [(int(x) * int(y)) >> 64 for x, y in zip(c, d)]


def _error(src):
    with pytest.raises(tiledsl.TileError) as e:
        m = tiledsl.compile(src, filename="bad.tile")
        for k in m.kernels.values():
            k.lower(B=16)
    err = e.value
    err = getattr(err, "errors", [err])[0]
    return err.span.line, err.span.col, err.message


def test_located_errors():
    head = "kernel k(o: *fp32, B: constexpr):\n    offs = arange(0, B)\n"
    assert _error(head + "    store(o + offs, rand(0, offs.to(fp32)))\n") == (
        3, 29, "offset must be a tile of 32- or 64-bit integers, got an fp32[16] tile")
    assert _error(head + "    store(o + offs, rand(0, offs, n_rounds=100))\n")[2] == (
        "n_rounds must be between 0 and 64, got 100 (Philox-4x32-10 uses 10)")
    assert _error(head + "    store(o + offs, umulhi(offs.to(fp32), offs).to(fp32))\n")[2] == (
        "umulhi() takes 32- or 64-bit integers (i32, u32, i64, u64), got fp32")


@pytest.mark.parametrize("seed, got", [
    ("2.5", "an fp32 scalar"),               # a float literal
    ("x", "an fp32 scalar"),                 # a float argument
    ("offs.to(fp32)", "an fp32[16] tile"),   # a float tile
])
@pytest.mark.parametrize("fn", ["rand", "randn", "randint", "randint4x", "philox"])
def test_a_float_seed_is_a_located_error(fn, seed, got):
    """As Triton's ``tl.static_assert(seed.dtype.is_int())``: a float seed is refused at the
    seed, not converted to an integer (2.5 and 2 gave the same numbers)."""
    head = "kernel k(o: *fp32, x: fp32, B: constexpr):\n    offs = arange(0, B)\n"
    args = (f"{seed}, offs.to(u32), offs.to(u32), offs.to(u32), offs.to(u32)"
            if fn == "philox" else f"{seed}, offs")
    call = f"{fn}({args})"
    pick = "[0]" if fn in ("randint4x", "philox") else ""
    body = f"    r = {call}\n    store(o + offs, r{pick}.to(fp32))\n" if not pick else \
        f"    a, b, c, d = {call}\n    store(o + offs, a.to(fp32))\n"
    line, col, message = _error(head + body)
    assert (line, col) == (3, body.index(f"({seed},") + 2)  # at the seed (columns from 1)
    assert message == (f"the seed of a random number generator must be an integer (used as "
                       f"u64, as in Triton), got {got}; pass an integer kernel argument or "
                       f"literal, or convert it with .to(i64)")


def test_integer_and_boolean_seeds_are_accepted():
    src = ("kernel k(o: *fp32, s: i64, B: constexpr):\n    offs = arange(0, B)\n"
           "    store(o + offs, rand(s, offs) + rand(True, offs) + rand(offs, offs) "
           "+ rand(s.to(u64), offs))\n")
    tiledsl.compile(src, filename="seed.tile").k[(1,)](np.zeros(16, np.float32), 7, B=16)


def test_gpu_matches_triton_bit_for_bit():
    """The same seeds and offsets through Triton 3.6's ``tl.randint4x``, ``tl.rand`` and
    ``tl.randn`` and through tiledsl, on the GPU."""
    from _backends import gpu_reason

    if gpu_reason() is not None:
        pytest.skip(f"GPU backend unavailable: {gpu_reason()}")
    triton = pytest.importorskip("triton")
    torch = pytest.importorskip("torch")
    import triton.language as tl

    @triton.jit
    def tr(ints, unif, norm, seed, base, n, B: tl.constexpr):
        offs = tl.program_id(0) * B + tl.arange(0, B)
        m = offs < n
        a, b, c, d = tl.randint4x(seed, base + offs)
        tl.store(ints + offs * 4, a, mask=m)
        tl.store(ints + offs * 4 + 1, b, mask=m)
        tl.store(ints + offs * 4 + 2, c, mask=m)
        tl.store(ints + offs * 4 + 3, d, mask=m)
        tl.store(unif + offs, tl.rand(seed, base + offs), mask=m)
        tl.store(norm + offs, tl.randn(seed, base + offs), mask=m)

    k = tiledsl.compile(SRC, filename="random.tile").streams
    n, B = 1000, 128
    grid = (math.ceil(n / B),)
    for seed, base in ((0, 0), (987654, 33), (-5, 2**31 - 2000)):
        outs = []
        for system in ("triton", "tiledsl"):
            ints = torch.zeros(4 * n, dtype=torch.int32, device="cuda")
            unif = torch.zeros(n, dtype=torch.float32, device="cuda")
            norm = torch.zeros(n, dtype=torch.float32, device="cuda")
            if system == "triton":
                tr[grid](ints, unif, norm, seed, base, n, B=B)
            else:
                k[grid](ints.view(torch.uint32) if hasattr(torch, "uint32") else ints,
                        unif, norm, seed, base, n, B=B)
            torch.cuda.synchronize()
            outs.append([t.cpu().numpy() for t in (ints, unif, norm)])
        (ti, tu, tn), (si, su, sn) = outs
        np.testing.assert_array_equal(si.view(np.uint32), ti.view(np.uint32))
        np.testing.assert_array_equal(su, tu)
        np.testing.assert_allclose(sn, tn, rtol=4e-6, atol=4e-6)


test_gpu_matches_triton_bit_for_bit = pytest.mark.gpu(test_gpu_matches_triton_bit_for_bit)


def test_generated_code_compiles_with_nvcc(mod):
    import shutil

    if shutil.which("nvcc") is None:
        pytest.skip("nvcc is not installed")
    from _nvcc_batch import compile_each
    from tiledsl import codegen

    cases = (("streams", {"B": 128}), ("wide", {"B": 64}), ("hi", {"B": 64}))
    reps = compile_each([codegen.emit(mod[name].lower(**spec), "cuda:sm_90a")
                         for name, spec in cases], "sm_90a")
    for (name, _), rep in zip(cases, reps):
        assert rep.spills == 0, (name, rep.log)
        assert "mul.hi.u32" in rep.ptx or "mul.hi.u64" in rep.ptx, name
