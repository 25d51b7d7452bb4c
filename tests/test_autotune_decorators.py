"""Declaring autotuning: the ``.tile`` decorators (spelling, located errors), the Python API
(``tiledsl.autotune``, ``heuristics``, ``Config``) and their validation."""
from __future__ import annotations

import numpy as np
import pytest

import tiledsl
from tiledsl.autotune import Config, TunedKernel, from_decorators, heuristics
from tiledsl.errors import TileCompileErrors, TileLaunchError, TileTypeError

HEAD = "kernel k(out: *fp32, x: *fp32, n: i32, BLOCK: constexpr, EVEN: constexpr = False):\n"
BODY = ("    offs = program_id(0) * BLOCK + arange(0, BLOCK)\n"
        "    store(out + offs, load(x + offs, mask=offs < n), mask=offs < n)\n")


def decorated(decorators: str):
    mod = tiledsl.compile(decorators + HEAD + BODY, "dec.tile")
    return from_decorators(mod.k)


def error_of(decorators: str) -> TileTypeError:
    with pytest.raises(TileTypeError) as info:
        decorated(decorators)
    return info.value


# ------------------------------------------------------------------------------- Config
def test_config_key_is_canonical_and_keeps_types():
    a = Config(BLOCK_N=64, BLOCK_M=128, num_warps=8, num_stages=3)
    assert a.key == "BLOCK_M=128 BLOCK_N=64 num_warps=8 num_stages=3"
    assert a == Config({"BLOCK_M": 128}, BLOCK_N=64, num_warps=8, num_stages=3)
    assert len({a, Config(BLOCK_M=128, BLOCK_N=64, num_warps=8, num_stages=3)}) == 1
    assert Config(B=1).key != Config(B=1.0).key != Config(B=True).key
    assert Config(B=1).key == "B=1 num_warps=4"           # num_stages None is left out
    assert Config(ACT="gelu", T=tiledsl.fp16).key == "ACT='gelu' T=fp16 num_warps=4"
    assert a.all_kwargs() == {"BLOCK_M": 128, "BLOCK_N": 64, "num_warps": 8, "num_stages": 3}
    assert repr(Config(B=2)) == "Config(B=2, num_warps=4)"


@pytest.mark.parametrize("kw, msg", [
    ({"num_warps": 3}, "num_warps must be a power of two from 1 to 32, got 3"),
    ({"num_warps": 64}, "num_warps must be a power of two from 1 to 32, got 64"),
    ({"num_stages": -1}, "num_stages must be an int >= 0 or None, got -1"),
    ({"B": [1, object()]}, "cannot be a constexpr"),
])
def test_config_refuses_bad_values(kw, msg):
    with pytest.raises(TileTypeError, match=msg):
        Config(**kw)


def test_config_is_immutable():
    c = Config(B=1)
    with pytest.raises(AttributeError, match="immutable"):
        c.num_warps = 8


# ------------------------------------------------------------------------ .tile spelling
def test_tile_decorators_build_a_tuned_kernel():
    k = decorated('@autotune(configs=[Config(BLOCK=32, num_warps=2), config(BLOCK=64, '
                  'num_stages=2)], key=["n"], warmup=5, rep=20.5, check=True, '
                  'reference="interpreter", strict=False, interpreter_config=1, '
                  'compile_workers=2)\n'
                  '@heuristics(EVEN=n % BLOCK == 0)\n')
    assert isinstance(k, TunedKernel)
    assert [c.key for c in k.configs] == ["BLOCK=32 num_warps=2",
                                          "BLOCK=64 num_warps=4 num_stages=2"]
    assert k.key == ("n",)
    assert (k.warmup_ms, k.rep, k.reference, k.strict, k.compile_workers) == \
        (5.0, 20.5, "interpreter", False, 2)
    assert k.interpreter_config == k.configs[1]
    assert list(k.heuristics) == ["EVEN"]
    assert k.heuristics["EVEN"].fn({"n": 96, "BLOCK": 32}) is True
    assert k.heuristics["EVEN"].fn({"n": 100, "BLOCK": 32}) is False
    # the base kernel's API is still there
    assert k.name == "k" and [p.name for p in k.params][:3] == ["out", "x", "n"]
    assert "store" in k.ir(BLOCK=32, EVEN=True)


def test_multiline_decorator_with_bare_key_names_and_literals():
    k = decorated('@autotune(\n'
                  '    configs=[\n'
                  '        Config(BLOCK=16, num_warps=1),\n'
                  '        Config(BLOCK=32),\n'
                  '    ],\n'
                  '    key=[n],\n'
                  ')\n')
    assert k.key == ("n",) and len(k.configs) == 2


def test_config_literal_kinds():
    src = ("@autotune(configs=[Config(B=-2, F=1.5, S='x', D=fp16, T=(1, 2), Y=True)], "
           "key=[])\n"
           "kernel k(out: *fp32, B: constexpr, F: constexpr, S: constexpr, D: constexpr, "
           "T: constexpr, Y: constexpr):\n    pass\n")
    k = from_decorators(tiledsl.compile(src, "lit.tile").k)
    assert k.configs[0].kwargs == {"B": -2, "D": tiledsl.fp16, "F": 1.5, "S": "x",
                                   "T": (1, 2), "Y": True}


def test_heuristics_alone_make_a_tuned_kernel_without_configs():
    k = decorated("@heuristics(BLOCK=next_power_of_2(n), EVEN=n % BLOCK == 0)\n")
    assert k.configs == [] and list(k.heuristics) == ["BLOCK", "EVEN"]
    x = np.arange(100, dtype=np.float32)
    out = np.zeros_like(x)
    k[(1,)](out, x, 100)                      # BLOCK = 128: one program covers 100
    assert (out == x).all()
    assert k.evaluate_heuristics({"n": 100}, {}) == {"BLOCK": 128, "EVEN": False}
    assert k.evaluate_heuristics({"n": 64}, {}) == {"BLOCK": 64, "EVEN": True}


def test_undecorated_kernel_is_returned_unchanged():
    mod = tiledsl.compile(HEAD + BODY, "plain.tile")
    assert from_decorators(mod.k) is mod.k


# ------------------------------------------------------------------- located errors
@pytest.mark.parametrize("decorators, message, caret_under", [
    ('@autotun(configs=[Config(BLOCK=8)], key=[])\n',
     "unknown decorator '@autotun' (did you mean @autotune?)", "autotun"),
    ('@autotune(configs=[Config(BLOK=8)], key=[])\n',
     "Config sets 'BLOK', not a constexpr of the kernel (did you mean 'BLOCK'?); its "
     "constexprs: BLOCK, EVEN", "BLOK=8"),
    ('@autotune(configs=[Config(n=8)], key=[])\n',
     "Config sets 'n', a run-time parameter; a Config sets constexprs only", "n=8"),
    ('@autotune(configs=[Config(BLOCK=8)], key=["m"])\n',
     "key names 'm', which is not a parameter of the kernel", '"m"'),
    ('@autotune(configs=[Config(BLOCK=8)], key=["BLOCK"])\n',
     "key names 'BLOCK', which the configurations set", '"BLOCK"'),
    ('@autotune(configs=[Config(BLOCK=8), Config(BLOCK=8)], key=[])\n',
     "this Config repeats an earlier one (Config(BLOCK=8, num_warps=4))", "Config(BLOCK=8)"),
    ('@autotune(configs=[], key=[])\n', "configs is empty", "[]"),
    ('@autotune(key=[])\n', "@autotune needs configs=[Config(...), ...]", "autotune(key=[])"),
    ('@autotune(configs=[Config(BLOCK=8)])\n', "@autotune needs key=[...]", "autotune("),
    ('@autotune(configs=[Config(BLOCK=8)], key=[], reset_to_zero=["out"])\n',
     "'reset_to_zero' is Triton's; not needed: every configuration runs on its own copies",
     'reset_to_zero=["out"]'),
    ('@autotune(configs=[Config(BLOCK=8)], key=[], warmpu=3)\n',
     "unknown argument 'warmpu' (did you mean 'warmup'?)", "warmpu=3"),
    ('@autotune(configs=[Config(BLOCK=8)], key=[], rep="long")\n',
     "rep must be a literal number", '"long"'),
    ('@autotune(configs=[Config(BLOCK=n)], key=[])\n', "'BLOCK' must be a literal", "n"),
    ('@autotune(configs=[Config(BLOCK=8, num_warps=3)], key=[])\n',
     "num_warps must be a power of two", "3"),  # the option's value
    ('@autotune(configs=[Config(BLOCK=8, persistent="yes")], key=[])\n',
     "persistent must be True or False, got 'yes'", '"yes"'),
    ('@autotune(configs=[BLOCK], key=[])\n', "each configuration is Config(", "BLOCK"),
    ('@heuristics(EVEN=x > 0)\n', "heuristic 'EVEN': unknown name 'x'", "x"),
    ('@heuristics(EVEN=foo(n))\n', "only cdiv, next_power_of_2, min, max, abs can be called",
     "foo(n)"),
    ('@heuristics(n=4)\n', "@heuristics computes 'n', which is not a constexpr parameter",
     "n=4"),
    ('@autotune(configs=[Config(BLOCK=8)], key=[])\n@heuristics(BLOCK=n)\n',
     "@heuristics computes 'BLOCK', which the @autotune configurations also set", "n"),
])
def test_decorator_errors_are_located_with_carets(decorators, message, caret_under):
    err = error_of(decorators)
    text = str(err)
    assert message in text
    assert text.startswith(f"dec.tile:{err.span.line}:{err.span.col}: ")
    line, carets = text.splitlines()[1:3]
    start = carets.index("^")
    assert line[start:start + len(caret_under)] == caret_under
    assert carets.strip() == "^" * (err.span.end_col - err.span.col)


def test_all_decorator_errors_are_reported_together():
    with pytest.raises(TileCompileErrors) as info:
        decorated('@autotune(configs=[Config(BLOK=8)], key=["m"])\n@nope\n')
    msgs = [e.message for e in info.value.errors]
    assert len(msgs) == 3
    assert any("BLOK" in m for m in msgs) and any("'m'" in m for m in msgs)
    assert any("@nope" in m for m in msgs)
    assert "3 errors found." in str(info.value)


def test_decorator_errors_surface_at_load(tmp_path):
    path = tmp_path / "bad.tile"
    path.write_text('@autotune(configs=[Config(BLOK=8)], key=[])\n' + HEAD + BODY)
    with pytest.raises(TileTypeError, match="Config sets 'BLOK'") as info:
        tiledsl.load(path)
    assert str(info.value).startswith(f"{path}:1:27: ")


def test_loading_a_decorated_file_gives_tuned_kernels(tmp_path):
    path = tmp_path / "good.tile"
    path.write_text('@autotune(configs=[Config(BLOCK=8)], key=["n"])\n' + HEAD + BODY)
    mod = tiledsl.load(path)
    assert isinstance(mod.k, TunedKernel) and mod["k"] is mod.k and mod.kernels["k"] is mod.k
    assert from_decorators(mod.k) is mod.k
    assert repr(mod.k) == ("<tiledsl.TunedKernel k(out: *fp32, x: *fp32, n: i32, BLOCK: "
                           "constexpr, EVEN: constexpr = False): 1 configs, key n>")
    x = np.arange(20, dtype=np.float32)
    out = np.zeros_like(x)
    mod.k[(3,)](out, x, 20)
    assert (out == x).all()


def test_top_level_names():
    assert tiledsl.Config is Config and tiledsl.heuristics is heuristics
    assert callable(tiledsl.autotune) and tiledsl.autotune.TunedKernel is TunedKernel


# -------------------------------------------------------------------------- Python API
@pytest.fixture
def plain():
    return tiledsl.compile(HEAD + BODY, "py.tile").k


def test_python_autotune_and_heuristics(plain):
    k = tiledsl.autotune(plain, configs=[Config(BLOCK=32), Config(BLOCK=64)], key=["n"])
    assert isinstance(k, TunedKernel) and k.key == ("n",)
    k2 = heuristics(k, values={"EVEN": lambda a: a["n"] % a["BLOCK"] == 0})
    assert k2.configs == k.configs and k2.key == ("n",) and list(k2.heuristics) == ["EVEN"]
    k3 = tiledsl.autotune(k2, prune_configs_by={"top_k": 1, "perf_model": lambda **a: 0})
    assert k3.configs == k.configs and list(k3.heuristics) == ["EVEN"]
    assert k3.prune_configs_by["top_k"] == 1
    deco = tiledsl.autotune(configs=[Config(BLOCK=16)], key="n")
    assert deco(plain).key == ("n",)
    assert tiledsl.autotune.Config is Config         # the module is callable and a module


@pytest.mark.parametrize("kwargs, message", [
    ({"configs": [Config(BLOK=1)]}, "sets 'BLOK', which is not a parameter of k"),
    ({"configs": [Config(n=1)]}, "sets 'n', a run-time parameter"),
    ({"configs": [Config(BLOCK=1), Config(BLOCK=1)]}, "configs\\[1\\] repeats configs\\[0\\]"),
    ({"configs": [Config(BLOCK=1)], "key": ["q"]}, "key names 'q', which is not a parameter"),
    ({"configs": [Config(BLOCK=1)], "reference": "gpu"}, "reference must be 'first' or"),
    ({"configs": [Config(BLOCK=1)], "rep": 0}, "rep is a time in milliseconds > 0"),
    ({"configs": [Config(BLOCK=1)], "prune_configs_by": {"topk": 2}},
     "prune_configs_by has an unknown key 'topk'"),
    ({"configs": [Config(BLOCK=1)], "heuristics": {"x": lambda a: 1}},
     "'x' is not a constexpr parameter of k"),
    ({"configs": [Config(BLOCK=1)], "heuristics": {"BLOCK": lambda a: 1}},
     "sets 'BLOCK', which a heuristic computes"),
])
def test_python_api_errors(plain, kwargs, message):
    with pytest.raises(TileTypeError, match=message):
        tiledsl.autotune(plain, **kwargs)


def test_python_autotune_needs_configs(plain):
    with pytest.raises(TypeError, match="needs configs"):
        tiledsl.autotune(plain, key=["n"])


def test_interpreter_config_must_be_known(plain):
    with pytest.raises(TileLaunchError, match="not one of the autotuning configurations"):
        tiledsl.autotune(plain, configs=[Config(BLOCK=8)], key=[],
                         interpreter_config=Config(BLOCK=4))
    with pytest.raises(TileLaunchError) as e:
        tiledsl.autotune(plain, configs=[Config(BLOCK=8)], key=[], interpreter_config=3)
    assert str(e.value).endswith(": interpreter_config= must be one of the autotuning Configs "
                                 "or an index from -1 to 0, got 3")


def test_config_load_other_option():
    """tiledsl's masked-load form is a tunable option (docs/codegen.md): keyed only when set,
    passed to the launch, validated, and spelled the same in .tile decorators."""
    c = Config(BLOCK=64, num_warps=8, load_other="ptx")
    assert c.key == "BLOCK=64 num_warps=8 load_other='ptx'"
    assert c.all_kwargs() == {"BLOCK": 64, "num_warps": 8, "load_other": "ptx"}
    assert "load_other" in c.names() and "load_other" not in Config(BLOCK=64).names()
    assert c != Config(BLOCK=64, num_warps=8)
    with pytest.raises(TileTypeError, match="load_other must be one of 'select', 'init', 'ptx' "
                                            "or None, got 'fast'"):
        Config(BLOCK=64, load_other="fast")
    k = decorated('@autotune(configs=[Config(BLOCK=32, load_other="ptx"), Config(BLOCK=32)], '
                  'key=["n"])\n')
    assert [c.key for c in k.configs] == ["BLOCK=32 num_warps=4 load_other='ptx'",
                                          "BLOCK=32 num_warps=4"]
