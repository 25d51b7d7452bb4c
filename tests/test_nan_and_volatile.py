"""NaN rules of ``minimum``/``maximum``/``clamp`` (``propagate_nan``) and the load/store hints
(``volatile``, ``cache_modifier``, ``eviction_policy``) on every backend.

* The interpreter against exact expected values and a float64 reference, on fp16, bf16, fp32
  and fp64, for both settings; the same cases run on the GPU (marked ``gpu``).
* ``propagate_nan=`` accepts True/False and "all"/"none" in any case, nothing else: the error
  is checked word for word, at its line and column.
* The CUDA generator emits the qualifiers the kernel asks for (``ld.volatile.global``,
  ``ld.global.cg``, ``.L1::evict_first.L2::cache_hint`` ...) in every form of the access
  (scalar, one element per lane, vector; each ``load_other`` variant), never ``.nc``, checked in
  the PTX when nvcc is installed; HIP sources with hints build with hipcc when it is installed.
* Kernels without hints generate the code they always did.
"""
from __future__ import annotations

import re
import textwrap
from pathlib import Path

import ml_dtypes
import numpy as np
import pytest

import tiledsl
from tiledsl.codegen.nvcc import compile_check, nvcc_path
from tiledsl.errors import TileCompileErrors, TileSyntaxError, TileTypeError

from _backends import BACKENDS, run
from _nvcc_batch import compile_each

ROOT = Path(__file__).resolve().parent.parent
BF16 = np.dtype(ml_dtypes.bfloat16)
FLOATS = {"fp16": np.dtype(np.float16), "bf16": BF16, "fp32": np.dtype(np.float32),
          "fp64": np.dtype(np.float64)}
needs_nvcc = pytest.mark.skipif(nvcc_path() is None, reason="nvcc not on PATH")
NAN, INF = float("nan"), float("inf")


def compile_text(text: str):
    return tiledsl.compile(textwrap.dedent(text).strip() + "\n", filename="t.tile")


def as64(a: np.ndarray) -> np.ndarray:
    return a.astype(np.float32).astype(np.float64) if a.dtype == BF16 else a.astype(np.float64)


def assert_exact(got: np.ndarray, want: list):
    """Equal values and NaN positions (no tolerance: min/max/clamp return one operand)."""
    g, w = as64(got), np.array(want, dtype=np.float64)
    assert np.array_equal(np.isnan(g), np.isnan(w)), (g, w)
    assert np.array_equal(g[~np.isnan(g)], w[~np.isnan(w)]), (g, w)


# ---------------------------------------------------------------------- NaN: the values
NAN_OPS = compile_text("""
    kernel nan_ops(a, b, lo, hi, o_min, o_max, o_min_all, o_max_all, o_clamp, o_clamp_all,
                   N: constexpr = 8):
        i = arange(0, N)
        x = load(a + i)
        y = load(b + i)
        l = load(lo + i)
        h = load(hi + i)
        store(o_min + i, minimum(x, y))
        store(o_max + i, maximum(x, y, propagate_nan=False))
        store(o_min_all + i, minimum(x, y, propagate_nan=True))
        store(o_max_all + i, maximum(x, y, propagate_nan="ALL"))
        store(o_clamp + i, clamp(x, l, h, propagate_nan="none"))
        store(o_clamp_all + i, clamp(x, l, h, propagate_nan="all"))
""").nan_ops

A = [NAN, 1.0, NAN, 2.0, -3.0, 0.5, -NAN, INF]
B = [1.0, NAN, NAN, -2.0, 4.0, 0.5, -1.5, -INF]
LO = [-1.0, -1.0, NAN, -1.0, -1.0, -INF, -2.5, 3.0]
HI = [1.0, 1.0, 1.0, 1.0, 1.0, INF, 0.5, 1.0]   # the last: lo > hi
WANT = {
    # NaN ignored: the other operand; NaN only when both are
    "min": [1.0, 1.0, NAN, -2.0, -3.0, 0.5, -1.5, -INF],
    "max": [1.0, 1.0, NAN, 2.0, 4.0, 0.5, -1.5, INF],
    "min_all": [NAN, NAN, NAN, -2.0, -3.0, 0.5, NAN, -INF],
    "max_all": [NAN, NAN, NAN, 2.0, 4.0, 0.5, NAN, INF],
    # clamp = minimum(maximum(x, lo), hi): a NaN x gives lo (whatever its sign) or NaN;
    # lo > hi gives hi; a NaN bound is unspecified (both backends compute the formula)
    "clamp": [-1.0, 1.0, 1.0, 1.0, -1.0, 0.5, -2.5, 1.0],
    "clamp_all": [NAN, 1.0, NAN, 1.0, -1.0, 0.5, NAN, 1.0],
}


def _reference(a, b, lo, hi):
    """The same six results from float64 numpy (fmin/fmax ignore NaN, minimum/maximum
    propagate it)."""
    return {"min": np.fmin(a, b), "max": np.fmax(a, b), "min_all": np.minimum(a, b),
            "max_all": np.maximum(a, b), "clamp": np.fmin(np.fmax(a, lo), hi),
            "clamp_all": np.minimum(np.maximum(a, lo), hi)}


def test_expected_values_are_the_float64_reference():
    ref = _reference(*(np.array(v) for v in (A, B, LO, HI)))
    for k, want in WANT.items():
        assert_exact(ref[k], want)


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("dt", list(FLOATS), ids=str)
def test_minimum_maximum_clamp_nan(backend, dt):
    d = FLOATS[dt]
    ins = [np.array(v, dtype=np.float64).astype(np.float32).astype(d) if d == BF16
           else np.array(v, dtype=d) for v in (A, B, LO, HI)]
    outs = [np.zeros(8, dtype=d) for _ in WANT]
    run(NAN_OPS, (1,), ins + outs, backend)
    for (k, want), got in zip(WANT.items(), outs):
        assert_exact(got, want)


@pytest.mark.parametrize("backend", BACKENDS)
def test_clamp_of_a_nan_with_literal_symmetric_bounds_is_lo(backend):
    """The case the H200 answered with hi (Triton's sm_90 min.xorsign.abs rewrite of
    clamp(x, -c, c)); tiledsl keeps the definition, minimum(maximum(x, lo), hi)."""
    k = compile_text("""
        kernel k(x: *fp32, out: *fp32, out_all: *fp32):
            i = arange(0, 4)
            v = load(x + i)
            store(out + i, clamp(v, -1.0, 1.0))
            store(out_all + i, clamp(v, -1.0, 1.0, propagate_nan=True))
    """).k
    x = np.array([NAN, -NAN, 7.0, -7.0], np.float32)
    out, out_all = np.zeros(4, np.float32), np.zeros(4, np.float32)
    run(k, (1,), [x, out, out_all], backend)
    assert_exact(out, [-1.0, -1.0, 1.0, -1.0])
    assert_exact(out_all, [NAN, NAN, 1.0, -1.0])


def test_propagate_nan_spellings_reach_the_ir():
    for arg, want in [("True", True), ("False", False), ('"all"', True), ('"ALL"', True),
                      ('"All"', True), ('"none"', False), ('"NONE"', False), ('"nOnE"', False)]:
        m = compile_text(f"""
            kernel k(x: *fp32, y: *fp32):
                a = load(x)
                store(y, minimum(a, 1.0, propagate_nan={arg}) + maximum(a, 1.0, propagate_nan={arg})
                      + clamp(a, 0.0, 1.0, propagate_nan={arg}))
        """)
        ir = m.k.ir()
        assert ir.count(f"propagate_nan={want}") == 3, (arg, ir)


def test_clamp_emits_nan_ignoring_or_propagating_code_on_both_targets():
    m = compile_text("""
        kernel k(x, y, P: constexpr = False):
            i = arange(0, 128)
            store(y + i, clamp(load(x + i), 0.0, 1.0, propagate_nan=P))
    """)
    for target in ("cuda", "hip"):
        for t, cty in (("fp32", "float"), ("fp64", "double"), ("fp16", "float"),
                       ("bf16", "float")):
            s = m.k.emit(target, x="*" + t, y="*" + t)
            s_all = m.k.emit(target, x="*" + t, y="*" + t, P=True)
            f = "" if t == "fp64" else "f"
            assert f"fmin{f}(fmax{f}(" in s and "tl_fmaxnan" not in s.split("// kernel")[1]
            assert f"tl_fminnan<{cty}>(tl_fmaxnan<{cty}>(" in s_all


@needs_nvcc
def test_clamp_compiles_for_every_float_type():
    m = compile_text("""
        kernel k(x, y, P: constexpr = False):
            i = arange(0, 128)
            store(y + i, clamp(load(x + i), -1.0, 1.0, propagate_nan=P))
    """)
    srcs = [m.k.emit("cuda", x="*" + t, y="*" + t, P=p) for t in FLOATS for p in (False, True)]
    assert len(compile_each(srcs, "sm_90a")) == 2 * len(FLOATS)


# ---------------------------------------------------------------------- propagate_nan errors
def first_error(src: str):
    """``(line, col, message)`` of the first error of ``src`` (its kernel ``k`` lowered)."""
    with pytest.raises((TileTypeError, TileSyntaxError, TileCompileErrors)) as ei:
        compile_text(src).k.lower()
    e = ei.value
    e = e.errors[0] if isinstance(e, TileCompileErrors) else e
    return e.span.line, e.span.col, e.message


ACCEPTED = ('propagate_nan must be PropagateNan.ALL, True or "all" (NaN propagates), or '
            'PropagateNan.NONE, False or "none" (NaN is ignored), the strings in any case; got ')


@pytest.mark.parametrize("call, col", [("minimum(a, 1.0, {})", 30), ("maximum(a, 1.0, {})", 30),
                                       ("clamp(a, 0.0, 1.0, {})", 33)])
@pytest.mark.parametrize("value, got", [('"bogus"', "the string 'bogus'"),
                                        ('"al"', "the string 'al'"),
                                        ("1", "the constant 1"), ("None", "the constant None"),
                                        ("a", "an fp32 scalar"),
                                        ("PropagateNan", "the name PropagateNan (use "
                                                         "PropagateNan.ALL or PropagateNan.NONE)")])
def test_bad_propagate_nan_is_a_compile_error_at_the_argument(call, col, value, got):
    src = f"""
        kernel k(x: *fp32, y: *fp32):
            a = load(x)
            store(y, {call.format("propagate_nan=" + value)})
    """
    assert first_error(src) == (3, col, ACCEPTED + got)


@pytest.mark.parametrize("spelling, propagates", [("PropagateNan.ALL", True),
                                                  ("PropagateNan.NONE", False),
                                                  ('"ALL"', True), ("False", False)])
def test_triton_propagate_nan_names(spelling, propagates):
    src = ("kernel k(x: *fp32, o: *fp32):\n    v = load(x + arange(0, 4))\n"
           f"    store(o + arange(0, 4), maximum(v, 0.0, propagate_nan={spelling}))\n")
    x = np.array([1, np.nan, -1, 2], np.float32)
    o = np.zeros(4, np.float32)
    tiledsl.compile(src).k[(1,)](x, o)
    want = [1, np.nan, 0, 2] if propagates else [1, 0, 0, 2]
    np.testing.assert_array_equal(o, np.array(want, np.float32))


def test_an_unknown_propagate_nan_member_is_an_error_at_it():
    src = """
        kernel k(x: *fp32, y: *fp32):
            store(y, maximum(load(x), 0.0, propagate_nan=PropagateNan.SOME))
    """
    assert first_error(src) == (2, 50, "PropagateNan has no member 'SOME'; it has ALL, NONE")


# ---------------------------------------------------------------------- hints: checking
@pytest.mark.parametrize("hint, col, message", [
    ('cache_modifier=".cg"', 32, "a volatile load takes no cache_modifier (PTX's ld.volatile has "
                                 "none); drop cache_modifier='.cg' or volatile=True"),
    ('eviction_policy="evict_first"', 32, "a volatile load takes no eviction_policy (PTX's "
                                          "ld.volatile has none); drop "
                                          "eviction_policy='evict_first' or volatile=True"),
])
def test_volatile_with_a_cache_hint_is_a_compile_error(hint, col, message):
    src = f"""
        kernel k(x: *fp32, y: *fp32):
            a = load(x, volatile=True, {hint})
            store(y, a)
    """
    assert first_error(src) == (2, col, message)


def test_volatile_must_be_a_compile_time_bool():
    src = """
        kernel k(x: *fp32, y: *fp32, V: constexpr = 1):
            store(y, load(x, volatile=V))
    """
    assert first_error(src) == (2, 22, "volatile must be a compile-time True or False, got the "
                                       "constant 1")


# ---------------------------------------------------------------------- hints: CUDA source
HINTED = compile_text("""
    kernel hinted(x, out, n: i32, VOL: constexpr = False, CM: constexpr = "",
                  EV: constexpr = "", SCM: constexpr = "", SEV: constexpr = "",
                  BLOCK: constexpr = 1024):
        offs = program_id(0) * BLOCK + arange(0, BLOCK)
        m = offs < n
        a = load(x + offs, mask=m, other=1, volatile=VOL, cache_modifier=CM, eviction_policy=EV)
        b = load(x + offs, volatile=VOL, cache_modifier=CM, eviction_policy=EV)
        s = load(x, volatile=VOL, cache_modifier=CM, eviction_policy=EV)
        t = load(x + offs * 3, mask=m, volatile=VOL, cache_modifier=CM, eviction_policy=EV)
        store(out + offs, a + b + s + t, mask=m, cache_modifier=SCM, eviction_policy=SEV)
        store(out + 1024 + offs * 2, a, cache_modifier=SCM, eviction_policy=SEV)
        store(out + 3072, s, cache_modifier=SCM, eviction_policy=SEV)
""").hinted
#: read-only, aligned, unaliased: without hints the masked loads of the ptx variant take .nc
FACTS = {"x": {"aligned16": True, "noalias": True}, "out": {"aligned16": True, "noalias": True},
         "n": {"div16": True}}
VARIANTS = ["select", "init", "ptx"]


def _body(src: str) -> str:
    return src[src.index("// kernel"):]


def _loads_in_body(src: str, helper: str) -> tuple:
    """(hinted load calls, plain loads through a pointer) in the kernel body."""
    body = _body(src)
    return (len(re.findall(rf"\b{helper}<(?:true|false)>\(", body)),
            len(re.findall(r"(?:= |\? )\*p|\*reinterpret_cast<const tl_vec|tl_ld_pred", body)))


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("t", ["fp32", "fp16", "i8", "fp64", "i1"])
def test_volatile_reaches_every_load_form(variant, t):
    """The vector loads (masked and not), the strided one (one element per lane), the scalar
    one: all through tl_ld_volatile, which is ld.volatile.global, no .nc, asm volatile."""
    src = HINTED.emit("cuda", facts=FACTS, load_other=variant, x="*" + t, out="*" + t, VOL=True)
    hinted, plain = _loads_in_body(src, "tl_ld_volatile")
    assert hinted >= 4 and plain == 0, _body(src)
    helper = src[src.index("#ifndef TL_LD_VOLATILE"):src.index("// kernel")]
    assert "ld.volatile.global" in helper and ".nc" not in helper
    assert helper.count("asm volatile(") == 10 and helper.count('"memory"') == 10
    if variant == "ptx":  # predicated, no branch
        assert re.search(r"tl_ld_volatile<true>\(lv\d+, p\d+, v\d+\)", src)
    else:
        assert re.search(r"if \(v\d+\) tl_ld_volatile<false>\(lv\d+, p\d+\)", src)


def test_default_hints_change_nothing():
    """volatile=False, cache_modifier='', eviction_policy='' or 'evict_normal' emit exactly
    the code of a kernel that does not mention them."""
    plain = compile_text("""
        kernel hinted(x, out, n: i32,
                      UNUSED: constexpr = 0,
                      BLOCK: constexpr = 1024):
            offs = program_id(0) * BLOCK + arange(0, BLOCK)
            m = offs < n
            a = load(x + offs, mask=m, other=1)
            b = load(x + offs)
            s = load(x)
            t = load(x + offs * 3, mask=m)
            store(out + offs, a + b + s + t, mask=m)
            store(out + 1024 + offs * 2, a)
            store(out + 3072, s)
    """).hinted
    for variant in VARIANTS:
        want = plain.emit("cuda", facts=FACTS, load_other=variant, x="*fp32", out="*fp32")
        for spec in ({}, {"EV": "evict_normal", "SEV": "evict_normal"}):
            got = HINTED.emit("cuda", facts=FACTS, load_other=variant, x="*fp32", out="*fp32",
                              **spec)
            assert got == want


def test_examples_emit_no_hint_code():
    """The benchmarked kernels: no hint helper, no volatile or cache qualifier."""
    for name, spec in (("softmax", {"BLOCK": 1024}), ("layernorm", {"BLOCK": 4096}),
                       ("vector_add", {})):
        k = getattr(tiledsl.load(ROOT / "examples" / f"{name}.tile"), name)
        for target in ("cuda", "hip"):
            for variant in VARIANTS:
                src = k.emit(target, load_other=variant, **spec)
                for word in ("#ifndef TL_LD_", "#ifndef TL_ST_", "ld.volatile", ".cg", ".cv",
                             ".ca", "L1::evict", "cache_hint", "createpolicy",
                             "__builtin_nontemporal_load", "volatile tl_u32"):
                    assert word not in src, (name, target, word)
                assert not re.search(r"\btl_(ld|st)_\w+\(", _body(src)), (name, target)


def _ptx_memory_ops(ptx: str) -> set:
    return set(re.findall(r"\b(?:ld|st)(?:\.volatile)?\.global[\w.:]*", ptx))


@needs_nvcc
@pytest.mark.parametrize("arch", ["sm_90a", "sm_75"])
def test_volatile_is_ld_volatile_global_in_the_ptx(arch):
    srcs = [HINTED.emit("cuda", facts=FACTS, load_other=variant, x="*fp32", out="*fp32",
                        VOL=True) for variant in VARIANTS]
    for variant, rep in zip(VARIANTS, compile_each(srcs, arch)):
        ops = _ptx_memory_ops(rep.ptx)
        loads = {o for o in ops if o.startswith("ld")}
        assert loads == {"ld.volatile.global.v4.b32", "ld.volatile.global.b32"}, (variant, ops)


@needs_nvcc
def test_a_spin_wait_reloads_the_flag_every_iteration():
    k = compile_text("""
        kernel spin(flag: *i32, out: *i32):
            while load(flag, volatile=True) == 0:
                pass
            store(out, 1)
    """).spin
    ptx = compile_check(k.emit("cuda"), "sm_90a").ptx
    loop = ptx[ptx.index("$L__BB"):]
    assert "ld.volatile.global.b32" in loop and "ld.global" not in loop.replace(
        "ld.volatile.global", "")


#: (spec, what the loads must be in the PTX for sm_90a, for sm_75, what the stores must be)
CACHE_CASES = [
    ({"CM": ".ca"}, "ld.global.ca", "ld.global.ca", None),
    ({"CM": ".cg"}, "ld.global.cg", "ld.global.cg", None),
    ({"CM": ".cv"}, "ld.global.cv", "ld.global.cv", None),
    ({"CM": ".cs"}, "ld.global.cs", "ld.global.cs", None),
    ({"EV": "evict_first"}, "ld.global.L1::evict_first.L2::cache_hint",
     "ld.global.L1::evict_first", None),
    ({"EV": "evict_last"}, "ld.global.L1::evict_last.L2::cache_hint",
     "ld.global.L1::evict_last", None),
    ({"EV": "evict_last", "CM": ".cg"}, "ld.global.cg.L2::cache_hint", "ld.global.cg", None),
    ({"SCM": ".wb"}, None, None, "st.global.wb"),
    ({"SCM": ".cg"}, None, None, "st.global.cg"),
    ({"SCM": ".cs"}, None, None, "st.global.cs"),
    ({"SCM": ".wt"}, None, None, "st.global.wt"),
    ({"SEV": "evict_first"}, None, None, "st.global.L1::evict_first.L2::cache_hint"),
    ({"SCM": ".wt", "SEV": "evict_last"}, None, None, "st.global.wt.L2::cache_hint"),
]


@needs_nvcc
@pytest.mark.parametrize("spec, ld90, ld75, st", CACHE_CASES,
                         ids=["-".join(f"{k}{v}" for k, v in c[0].items()) for c in CACHE_CASES])
def test_cache_modifiers_and_eviction_policies_in_the_ptx(spec, ld90, ld75, st):
    for arch, ld in (("sm_90a", ld90), ("sm_75", ld75)):
        src = HINTED.emit("cuda", facts=FACTS, load_other="ptx", x="*fp32", out="*fp32", **spec)
        rep = compile_check(src, arch)
        ops = _ptx_memory_ops(rep.ptx)
        if ld:
            assert {o for o in ops if o.startswith("ld")} == {ld + ".v4.b32", ld + ".b32"}, ops
        if st:
            stores = {o for o in ops if o.startswith("st")}
            want = st if arch == "sm_90a" else st.replace(".L2::cache_hint", "")
            assert stores == {want + ".v4.b32", want + ".b32"}, (arch, ops)
        policy = "L2::cache_hint" in (ld or "") + (st or "") and arch == "sm_90a"
        assert ("createpolicy.fractional.L2::evict_" in rep.ptx) == policy


@needs_nvcc
@pytest.mark.parametrize("t", ["fp16", "i8", "fp64", "i1"])
def test_hinted_accesses_of_every_width_compile(t):
    """1-, 2-, 8- and 16-byte accesses (.u8, .b16, .v2.b32, .v4.b32), branch and predicate."""
    srcs = [HINTED.emit("cuda", facts=FACTS, load_other=variant, x="*" + t, out="*" + t,
                        **spec)
            for variant in ("select", "ptx")
            for spec in ({"VOL": True, "SCM": ".cs"}, {"EV": "evict_first", "SEV": "evict_last"})]
    for rep in compile_each(srcs, "sm_90a"):
        assert rep.spills == 0 and rep.max_stack == 0


def test_hoisting_keeps_loads_after_a_spin_wait(monkeypatch):
    """TILEDSL_HOIST_LOADS=1 moves loads up to the last side effect; a volatile load counts
    as one (and is never moved), so the data load stays after the wait."""
    monkeypatch.setenv("TILEDSL_HOIST_LOADS", "1")
    k = compile_text("""
        kernel k(flag: *i32, data: *fp32, out: *fp32):
            i = arange(0, 128)
            while load(flag, volatile=True) == 0:
                pass
            a = load(data + i)
            v = load(flag + 1, volatile=True)
            b = load(data + 128 + i)
            store(out + i, a + b + v.to(fp32))
    """).k
    lines = [int(n) for n in re.findall(r"// t\.tile:(\d+)", _body(k.emit("cuda")))]
    assert lines == sorted(lines) and lines[0] == 3, lines  # nothing moved


def test_hip_hints_follow_tritons_amd_backend():
    for spec, helper in (({"VOL": True}, "tl_ld_volatile"), ({"CM": ".cv"}, "tl_ld_volatile"),
                         ({"CM": ".cg"}, "tl_ld_nt"), ({"CM": ".cs"}, "tl_ld_nt"),
                         ({"SCM": ".wt"}, "tl_st_volatile"), ({"SCM": ".cs"}, "tl_st_nt")):
        src = HINTED.emit("hip", facts=FACTS, x="*fp32", out="*fp32", **spec)
        assert re.search(rf"\b{helper}(<(true|false)>)?\(", _body(src)), spec
    plain = HINTED.emit("hip", facts=FACTS, x="*fp32", out="*fp32")
    for spec in ({"CM": ".ca"}, {"EV": "evict_first"}, {"SCM": ".wb"}, {"SCM": ".cg"},
                 {"SEV": "evict_last"}):
        assert HINTED.emit("hip", facts=FACTS, x="*fp32", out="*fp32", **spec) == plain


def test_hip_volatile_hinted_kernels_build_with_hipcc():
    from tiledsl.codegen.hip import HIP_PRELUDE
    from tiledsl.codegen.hipcc import compile_check as hip_check, merge_sources, tools_missing

    missing = tools_missing()
    if missing:
        pytest.skip(f"HIP compile: {missing}")
    srcs = [HINTED.emit("hip", facts=FACTS, load_other=v, x="*" + t, out="*" + t, **spec)
            for t in ("fp32", "fp16", "i8", "fp64", "i1")
            for v in VARIANTS
            for spec in ({"VOL": True, "SCM": ".wt"}, {"CM": ".cs", "SCM": ".cs"})]
    units, _ = merge_sources(srcs, HIP_PRELUDE, 2)  # helpers twice per unit: the guards
    rep = hip_check(units, "gfx90a")
    assert rep.spills == 0 and rep.max_scratch == 0
    assert re.search(r"global_load_dwordx4 .* glc", rep.disasm)


# ---------------------------------------------------------------------- GPU
@pytest.mark.gpu
def test_gpu_spin_wait_sees_another_programs_store():
    """Program 0 spins on a flag that program 1 sets (both resident at once); a load that is
    not volatile could be read once and spin to the limit."""
    k = compile_text("""
        kernel handoff(flag: *i32, out: *i32, LIMIT: constexpr = 1000000):
            if program_id(0) == 0:
                n = 0
                while (load(flag, volatile=True) == 0) & (n < LIMIT):
                    n += 1
                store(out, n < LIMIT)
            else:
                atomic_xchg(flag, 1)
    """).handoff
    flag, out = np.zeros(1, np.int32), np.zeros(1, np.int32)
    run(k, (2,), [flag, out], "cuda")
    assert out[0] == 1 and flag[0] == 1


@pytest.mark.gpu
@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("spec", [{"VOL": True}] + [c[0] for c in CACHE_CASES],
                         ids=["VOL"] + ["-".join(f"{k}{v}" for k, v in c[0].items())
                                        for c in CACHE_CASES])
def test_gpu_hinted_accesses_give_the_interpreters_results(spec, variant):
    n = 1000
    x = np.random.default_rng(0).standard_normal(3 * 1024 + 8).astype(np.float32)
    want, got = np.zeros(3 * 1024 + 8, np.float32), np.zeros(3 * 1024 + 8, np.float32)
    run(HINTED, (1,), [x, want, n], "interpreter", **spec)
    run(HINTED, (1,), [x, got, n], "cuda", load_other=variant, **spec)
    np.testing.assert_array_equal(got, want)
