"""``num_consumer_groups`` (Triton's Hopper warp specialization option, from Meta's work): a
warp-specialized loop's consumers are ``num_consumer_groups`` warpgroups of ``num_warps``
warps each, and the producer warpgroup is extra. tiledsl resolves it before the code
generator: the kernel runs with ``num_warps * num_consumer_groups`` warps (``kernel_warps``),
which ``codegen/warpspec.py`` already splits into consumer warpgroups. Pinned here: the launch
option's rules and messages, the emitted source (the same as ``num_warps=8``), the compile
and fast-path keys, ``Config`` (key, printing, disk cache, ``.tile`` decorators), the CLI
flag, ``tiledsl port``, and (marked ``gpu``) a specialized matmul against the interpreter."""
from __future__ import annotations

import json

import numpy as np
import pytest

import tiledsl
from conftest import EXAMPLES
from tiledsl.autotune import Config
from tiledsl.errors import TileLaunchError, TileTypeError
from tiledsl.launch.options import check_options

from _autotune_fakes import SCALE, FakeBackend, cdiv_grid
from test_direct_launch import gpu  # noqa: F401 - the stand-in GPU fixture

MM = EXAMPLES / "matmul.tile"
VA = EXAMPLES / "vector_add.tile"
#: a specialized matmul's tile, as tests/test_warpspec.py's
TILE = dict(BLOCK_M=128, BLOCK_N=256, BLOCK_K=64, WARP_SPECIALIZE=True)
NOT_AN_INT = ("vector_add(): num_consumer_groups must be an int >= 1 (the consumer warpgroups "
              "of a warp-specialized loop, num_warps warps each), got {!r}")


# ------------------------------------------------------------------- the launch option
@pytest.mark.parametrize("opts, message", [
    ({"num_consumer_groups": 0}, NOT_AN_INT.format(0)),
    ({"num_consumer_groups": -2}, NOT_AN_INT.format(-2)),
    ({"num_consumer_groups": 2.0}, NOT_AN_INT.format(2.0)),
    ({"num_consumer_groups": True}, NOT_AN_INT.format(True)),
    ({"num_consumer_groups": "2"}, NOT_AN_INT.format("2")),
    ({"num_consumer_groups": 3},
     "vector_add(): num_consumer_groups=3 with num_warps=4 makes 12 warps (num_warps * "
     "num_consumer_groups), which is not one of 1, 2, 4, 8, 16 or 32; use "
     "num_consumer_groups 1, 2, 4 or 8 with num_warps=4"),
    ({"num_warps": 16, "num_consumer_groups": 4},
     "vector_add(): num_consumer_groups=4 with num_warps=16 makes 64 warps (num_warps * "
     "num_consumer_groups), which is not one of 1, 2, 4, 8, 16 or 32; use "
     "num_consumer_groups 1 or 2 with num_warps=16, or num_warps <= 8 with "
     "num_consumer_groups=4"),
    ({"num_warps": 32, "num_consumer_groups": 2},
     "vector_add(): num_consumer_groups=2 with num_warps=32 makes 64 warps (num_warps * "
     "num_consumer_groups), which is not one of 1, 2, 4, 8, 16 or 32; use "
     "num_consumer_groups 1 with num_warps=32, or num_warps <= 16 with "
     "num_consumer_groups=2"),
    ({"num_warps": 3, "num_consumer_groups": 2},  # num_warps is checked first
     "vector_add(): num_warps must be a power of two from 1 to 32, got 3"),
])
def test_bad_values_are_refused_before_anything_runs(opts, message):
    add = tiledsl.load(VA).vector_add
    out, x = np.zeros(8, np.float32), np.ones(8, np.float32)
    with pytest.raises(TileLaunchError) as e:
        add[(1,)](out, x, x, 8, BLOCK=8, **opts)
    assert str(e.value) == message
    assert not out.any()


def test_the_kernel_runs_with_num_warps_times_the_groups():
    """``kernel_warps`` is what the code generator gets; a numpy integer counts as an int.
    The interpreter checks the option and ignores it (the result is the same)."""
    opts = check_options("k", {"num_warps": 4, "num_consumer_groups": np.int64(2)})
    assert (opts.num_warps, opts.num_consumer_groups, opts.kernel_warps) == (4, 2, 8)
    assert type(opts.num_consumer_groups) is int and opts["num_consumer_groups"] == 2
    assert check_options("k", {}).kernel_warps == 4  # the default: one group
    add = tiledsl.load(VA).vector_add
    x = np.arange(10, dtype=np.float32)
    out = np.zeros_like(x)
    add[(2,)](out, x, x, 10, BLOCK=8, num_warps=2, num_consumer_groups=4)
    np.testing.assert_array_equal(out, 2 * x)


def test_an_unknown_keyword_suggests_the_option():
    add = tiledsl.load(VA).vector_add
    x = np.zeros(8, np.float32)
    with pytest.raises(TileLaunchError, match=r"'num_consumer_group' \(did you mean "
                                              r"'num_consumer_groups'\?\)"):
        add[(1,)](x, x, x, 8, num_consumer_group=2)


# --------------------------------------------------------------------- the emitted code
def _emit(kernel, **kw):
    """``kernel.emit`` for sm_90a with tests/test_warpspec.py's aligned facts (unit strides
    ``stride_ak``, ``stride_bn``, ``stride_cn``) and 4 stages."""
    from test_tensor_core_compile import aligned_facts

    facts = aligned_facts(kernel, ("stride_ak", "stride_bn", "stride_cn"))
    return kernel.emit("cuda:sm_90a", facts=facts, num_stages=4, **kw)


def test_two_groups_of_four_warps_emit_what_eight_warps_emit(clean_env):
    """The specialized matmul: two consumer warpgroups of 4 warps (256 threads, 232 registers
    each) and the producer warpgroup after them, exactly the ``num_warps=8`` source."""
    k = tiledsl.load(MM).matmul.kernel
    groups = _emit(k, num_warps=4, num_consumer_groups=2, **TILE)
    assert groups == _emit(k, num_warps=8, **TILE)
    assert "__launch_bounds__(384, 1)" in groups and "tl_setmaxnreg_inc<232>();" in groups
    assert "if (threadIdx.x >= 256)" in groups
    assert groups != _emit(k, num_warps=4, **TILE)
    persistent = _emit(k, num_warps=4, num_consumer_groups=2, persistent=True, **TILE)
    assert persistent == _emit(k, num_warps=8, persistent=True, **TILE)


def test_without_a_specialized_loop_the_kernel_simply_has_more_warps(clean_env):
    add = tiledsl.load(VA).vector_add
    assert add.emit("cuda:sm_80", num_warps=2, num_consumer_groups=2) == \
        add.emit("cuda:sm_80", num_warps=4)
    k = tiledsl.load(MM).matmul.kernel
    plain = dict(TILE, WARP_SPECIALIZE=False)
    assert _emit(k, num_warps=4, num_consumer_groups=2, **plain) == _emit(k, num_warps=8, **plain)


def test_emit_refuses_more_warps_than_the_target_has(clean_env):
    """HIP's 64-thread wavefronts allow 16 per block: the message names the target."""
    k = tiledsl.load(MM).matmul.kernel
    with pytest.raises(TileLaunchError) as e:
        k.emit("hip", num_warps=8, num_consumer_groups=4)
    assert str(e.value) == (
        "matmul(): num_consumer_groups=4 with num_warps=8 makes 32 warps (num_warps * "
        "num_consumer_groups), which is not one of 1, 2, 4, 8 or 16 on hip (64 threads "
        "per warp); use num_consumer_groups 1 or 2 with num_warps=8, or num_warps <= 4 with "
        "num_consumer_groups=4")
    assert "__global__" in k.emit("hip", num_warps=8, num_consumer_groups=2)


# ------------------------------------------------------ compile cache and the fast path
@pytest.fixture
def sm90(monkeypatch):
    """The stand-in cupy's device (tests/test_direct_launch.py's ``gpu``) is an sm_90 one."""
    from test_launch_fastpath import _Device

    monkeypatch.setattr(_Device, "compute_capability", "90", raising=False)


def test_the_compiled_kernel_and_the_direct_launch_have_the_groups_warps(gpu, sm90):
    k = tiledsl.load(VA).vector_add
    o, x, y = (gpu.cupy.ndarray(4096, p) for p in (4096, 65536, 1 << 20))
    for _ in range(4):  # the full path, the generic fast path, then the direct launcher
        k[(8,)](o, x, y, 1000, BLOCK=128, num_warps=2, num_consumer_groups=2)
    assert [b[1] for b in gpu.builds] == [4]
    assert {c["block"] for c in gpu.calls} == {(128, 1, 1)}
    (entry,) = k._fast.values()
    assert entry.lopts["num_warps"] == 4 and entry.launch.__name__ == "run"
    # another number of groups is another fingerprint and another build
    k[(8,)](o, x, y, 1000, BLOCK=128, num_warps=2, num_consumer_groups=4)
    k[(8,)](o, x, y, 1000, BLOCK=128, num_warps=2)
    assert [b[1] for b in gpu.builds] == [4, 8, 2] and len(k._fast) == 3
    assert [c["block"] for c in gpu.calls[-2:]] == [(256, 1, 1), (64, 1, 1)]


def test_warmup_compiles_for_the_groups_warps(gpu, sm90):
    k = tiledsl.load(VA).vector_add
    o, x, y = (gpu.cupy.ndarray(4096, p) for p in (4096, 65536, 1 << 20))
    k.warmup(o, x, y, 1000, grid=(8,), BLOCK=128, num_consumer_groups=2)
    assert [b[1] for b in gpu.builds] == [8] and not gpu.calls


def test_a_hip_device_refuses_more_warps_than_it_has(gpu, sm90):
    gpu.cupy.cuda.runtime.is_hip = True
    gpu.cupy.cuda.runtime.getDeviceProperties = lambda i: {"gcnArchName": b"gfx90a:sramecc+"}
    k = tiledsl.load(VA).vector_add
    o, x, y = (gpu.cupy.ndarray(4096, p) for p in (4096, 65536, 1 << 20))
    with pytest.raises(TileLaunchError) as e:
        k[(8,)](o, x, y, 1000, BLOCK=128, num_warps=8, num_consumer_groups=4)
    assert str(e.value).startswith("vector_add(): num_consumer_groups=4 with num_warps=8 makes "
                                   "32 warps (num_warps * num_consumer_groups), which is not "
                                   "one of 1, 2, 4, 8 or 16 on hip (64 threads per warp); ")
    assert not gpu.builds and not gpu.calls


# ------------------------------------------------------------------------------ Config
def test_config_key_printing_and_launch_keywords():
    c = Config(BLOCK_M=128, WARP_SPECIALIZE=True, num_warps=4, num_consumer_groups=2,
               persistent=True)
    assert c.key == "BLOCK_M=128 WARP_SPECIALIZE=True num_warps=4 num_consumer_groups=2 " \
                    "persistent=True"
    assert repr(c) == "Config(BLOCK_M=128, WARP_SPECIALIZE=True, num_warps=4, " \
                      "num_consumer_groups=2, persistent=True)"
    assert c.all_kwargs() == {"BLOCK_M": 128, "WARP_SPECIALIZE": True, "num_warps": 4,
                              "num_consumer_groups": 2, "persistent": True}
    assert "num_consumer_groups" in c.names() and c.kernel_warps == 8
    assert c != Config(BLOCK_M=128, WARP_SPECIALIZE=True, num_warps=8, persistent=True)
    # one group is the default and is left out: keys stored before the option are unchanged
    one = Config(BLOCK=8, num_consumer_groups=1)
    assert one == Config(BLOCK=8) and one.key == "BLOCK=8 num_warps=4"
    assert "num_consumer_groups" not in one.names() | set(one.all_kwargs())


@pytest.mark.parametrize("kw, message", [
    ({"num_consumer_groups": 0}, "Config: num_consumer_groups must be an int >= 1 (the "
                                 "consumer warpgroups of a warp-specialized loop, num_warps "
                                 "warps each), got 0"),
    ({"num_consumer_groups": 1.5}, "Config: num_consumer_groups must be an int >= 1 (the "
                                   "consumer warpgroups of a warp-specialized loop, num_warps "
                                   "warps each), got 1.5"),
    ({"num_warps": 8, "num_consumer_groups": 8},
     "Config: num_consumer_groups=8 with num_warps=8 makes 64 warps (num_warps * "
     "num_consumer_groups), which is not one of 1, 2, 4, 8, 16 or 32; use "
     "num_consumer_groups 1, 2 or 4 with num_warps=8, or num_warps <= 4 with "
     "num_consumer_groups=8"),
])
def test_config_refuses_bad_groups(kw, message):
    with pytest.raises(TileTypeError) as e:
        Config(**kw)
    assert str(e.value) == message


class _Warps(FakeBackend):
    """The fake GPU, recording the warps each configuration is compiled with."""

    def __init__(self, **kw):
        super().__init__(**kw)
        self.warps = {}

    def compile(self, fn, config):
        super().compile(fn, config)
        self.warps[config.key] = config.kernel_warps


def test_tuning_compiles_caches_and_prints_the_groups(tmp_path, clean_env, capsys):
    clean_env.setenv("TILEDSL_CACHE_DIR", str(tmp_path / "cache"))
    clean_env.setenv("TILEDSL_PRINT_AUTOTUNING", "1")
    two = Config(BLOCK=16, num_warps=4, num_consumer_groups=2)
    eight = Config(BLOCK=16, num_warps=8)
    fake = _Warps(ms={two.key: 1.0, eight.key: 2.0})
    k = tiledsl.autotune(tiledsl.compile(SCALE, "t.tile").scale, configs=[eight, two],
                         key=["n"], backend=fake, progress=False)
    x = np.arange(100, dtype=np.float32)
    out = np.zeros_like(x)
    k[cdiv_grid](out, x, 100)
    np.testing.assert_array_equal(out, 2 * x)
    assert fake.warps == {"BLOCK=16 num_warps=8": 8,
                          "BLOCK=16 num_warps=4 num_consumer_groups=2": 8}
    assert k.last_tuning.winner is two
    err = capsys.readouterr().err
    assert "  winner BLOCK=16 num_warps=4 num_consumer_groups=2; 2 compiled, 2 timed" in err
    (path,) = (tmp_path / "cache" / "autotune").rglob("*.json")
    stored = json.loads(path.read_text())["configs"]
    assert stored["BLOCK=16 num_warps=4 num_consumer_groups=2"]["ms"] == 1.0
    # a new kernel object reads the winner back from the disk record, timing nothing
    again = _Warps(ms={two.key: 9.0})
    k2 = tiledsl.autotune(k, backend=again)
    k2[cdiv_grid](np.zeros_like(x), x, 100)
    assert k2.last_tuning.winner == two and not again.timed
    # a caller's num_consumer_groups conflicts with the configurations that set it
    with pytest.raises(TileLaunchError, match="conflicting meta-parameters "
                                              "num_consumer_groups"):
        k[cdiv_grid](out, x, 100, num_consumer_groups=2)


def test_a_call_s_groups_are_checked_against_every_configuration(tmp_path, clean_env):
    """A call's num_consumer_groups goes with each configuration's num_warps (the call may not
    pass num_warps itself): one that does not fit a configuration is refused before anything
    is compiled, naming that configuration; one that fits them all runs."""
    clean_env.setenv("TILEDSL_CACHE_DIR", str(tmp_path / "cache"))
    fake = _Warps()
    k = tiledsl.autotune(tiledsl.compile(SCALE, "t.tile").scale,
                         configs=[Config(BLOCK=16, num_warps=8), Config(BLOCK=32, num_warps=32)],
                         key=["n"], backend=fake, progress=False)
    x = np.arange(100, dtype=np.float32)
    out = np.zeros_like(x)
    with pytest.raises(TileLaunchError) as info:
        k[cdiv_grid](out, x, 100, num_consumer_groups=2)
    assert str(info.value) == (
        "scale(): the call's num_consumer_groups=2 applies to every autotuning configuration "
        "and does not fit configs[1] (Config(BLOCK=32, num_warps=32)): num_consumer_groups=2 "
        "with num_warps=32 makes 64 warps (num_warps * num_consumer_groups), which is not one "
        "of 1, 2, 4, 8, 16 or 32; use num_consumer_groups 1 with num_warps=32, or num_warps "
        "<= 16 with num_consumer_groups=2; or set num_consumer_groups in each Config instead "
        "of on the call")
    assert fake.compiled == [] and not k.winners
    with pytest.raises(TileLaunchError) as info:  # the configuration forced by config=
        k[cdiv_grid](out, x, 100, num_consumer_groups=2, config=1)
    assert str(info.value).startswith("scale(): the call's num_consumer_groups=2 applies to "
                                      "every autotuning configuration and does not fit "
                                      "configs[1] (Config(BLOCK=32, num_warps=32)): ")
    with pytest.raises(TileLaunchError) as info:
        k[cdiv_grid](out, x, 100, num_consumer_groups=0)
    assert str(info.value) == ("scale(): num_consumer_groups must be an int >= 1 (the consumer "
                               "warpgroups of a warp-specialized loop, num_warps warps each), "
                               "got 0")
    k[cdiv_grid](out, x, 100, num_consumer_groups=2, config=0)  # 8 * 2 warps fit
    np.testing.assert_array_equal(out, 2 * x)
    # 16 groups fit these configurations' num_warps (2 * 16 and 1 * 16 warps) but not the
    # launch default num_warps=4 (64 warps): only the configurations' count
    fits = tiledsl.autotune(k.kernel, configs=[Config(BLOCK=16, num_warps=2),
                                               Config(BLOCK=32, num_warps=1)],
                            key=["n"], backend=_Warps(), progress=False)
    out[:] = 0
    fits[cdiv_grid](out, x, 100, num_consumer_groups=16)
    np.testing.assert_array_equal(out, 2 * x)


def test_tile_decorator_configs_take_the_option():
    from test_autotune_decorators import decorated, error_of

    k = decorated('@autotune(configs=[Config(BLOCK=32, num_warps=4, num_consumer_groups=2, '
                  'persistent=True), Config(BLOCK=32)], key=["n"])\n')
    assert [c.key for c in k.configs] == [
        "BLOCK=32 num_warps=4 num_consumer_groups=2 persistent=True", "BLOCK=32 num_warps=4"]
    assert k.configs[0].kernel_warps == 8
    line = '@autotune(configs=[Config(BLOCK=8, num_warps=16, num_consumer_groups=4)], key=[])\n'
    err = error_of(line)
    assert err.message.startswith("Config: num_consumer_groups=4 with num_warps=16 makes 64 "
                                  "warps")
    value = line.index("num_consumer_groups=") + len("num_consumer_groups=") + 1
    assert (err.span.line, err.span.col) == (1, value)  # at the option's value, the 4
    line = '@autotune(configs=[Config(BLOCK=8, num_consumer_groups=0)], key=[])\n'
    err = error_of(line)
    assert "num_consumer_groups must be an int >= 1" in err.message
    value = line.index("num_consumer_groups=") + len("num_consumer_groups=") + 1
    assert (err.span.line, err.span.col) == (1, value)
    err = error_of('@autotune(configs=[Config(BLOCK=8, num_consumer_group=2)], key=[])\n')
    assert "did you mean 'num_consumer_groups'?" in err.message


# -------------------------------------------------------------------------------- CLI
def _cli(capsys, *argv):
    from tiledsl.cli import main

    code = main([str(a) for a in argv])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_emit_takes_num_consumer_groups(capsys, clean_env):
    spec = ["emit", MM, "--target", "cuda:sm_90a", "--aligned", "--fact", "stride_ak=is_one",
            "stride_bn=is_one", "stride_cn=is_one", "--num-stages", "4", "--constexpr",
            "BLOCK_M=128", "BLOCK_N=256", "BLOCK_K=64", "WARP_SPECIALIZE=True"]
    code, groups, _ = _cli(capsys, *spec, "--num-warps", "4", "--num-consumer-groups", "2")
    assert code == 0 and "__launch_bounds__(384, 1)" in groups
    code, again, note = _cli(capsys, *spec, "--num-warps", "8")
    assert (code, again) == (0, groups)  # and the note that matmul.tile is autotuned:
    assert note.startswith("tiledsl emit: note: the kernel is autotuned; the flags given are "
                           "its configuration ")  # one of matmul.tile's, named
    assert _cli(capsys, *spec, "--num-consumer-groups", "3") == (
        2, "", "tiledsl emit: error: matmul(): num_consumer_groups=3 with num_warps=4 makes 12 "
               "warps (num_warps * num_consumer_groups), which is not one of 1, 2, 4, "
               "8, 16 or 32; use num_consumer_groups 1, 2, 4 or 8 with num_warps=4\n")
    with pytest.raises(SystemExit):
        _cli(capsys, "emit", "--help")
    assert "--num-consumer-groups G" in capsys.readouterr().out


# ------------------------------------------------------------------------------- port
PORTED = '''
import triton
import triton.language as tl

@triton.autotune(configs=[
    triton.Config({'BLOCK': 64}, num_warps=4, num_stages=2, num_consumer_groups=2,
                  num_buffers_warp_spec=3),
    triton.Config({'BLOCK': 32}, num_warps=4, num_consumer_groups=0)],
    key=['n'])
@triton.jit
def k(Y, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(Y + offs, offs, mask=offs < n)
'''


def test_port_keeps_num_consumer_groups():
    """Meta's triton.Config defaults num_consumer_groups to 0 (no groups): that is tiledsl's
    default and is left out; another value is kept. num_buffers_warp_spec is still dropped."""
    from tiledsl.port import port_source

    result = port_source(PORTED, "ws.py")
    assert not result.errors, result.errors
    assert ("        Config(BLOCK=64, num_warps=4, num_stages=2, num_consumer_groups=2),\n"
            "        Config(BLOCK=32, num_warps=4),\n") in result.text
    notes = [d.message for d in result.diagnostics]
    assert any("num_buffers_warp_spec= is dropped" in m for m in notes)
    assert not any("num_consumer_groups" in m for m in notes)
    mod = tiledsl.compile(result.text, filename="ws.tile")
    assert [c.kernel_warps for c in mod.k.configs] == [8, 4]
    y = np.zeros(100, np.int32)
    mod.k[lambda m: (-(-100 // m["BLOCK"]),)](y, 100)
    np.testing.assert_array_equal(y, np.arange(100))


# ------------------------------------------------------------------------------- GPU
@pytest.mark.gpu
@pytest.mark.parametrize("persistent", [False, True])
def test_two_consumer_groups_matmul_equals_the_interpreter(persistent):
    """Two consumer warpgroups of 4 warps over a 128x256 tile (the producer warpgroup extra),
    ragged M, N and K, against the interpreter (tests/test_warpspec.py's matmul_error)."""
    from test_warpspec import matmul_error

    err = matmul_error("fp16", 2000, 2200, 1000, 128, 256, 4, 3, WARP_SPECIALIZE=True,
                       num_consumer_groups=2, persistent=persistent)
    assert err <= 2e-3, err
