"""The fuzzer's C++-word parameter names (``CXX_NAMES``): each is a plain name in a ``.tile``
file, and kernels whose parameters carry them give the interpreter's result, compile with
nvcc (CI), and render with the names in place."""
from __future__ import annotations

import shutil

import numpy as np
import pytest

import tiledsl
from tiledsl.testing.fuzz.choices import RandomChooser
from tiledsl.testing.fuzz.generate import CXX_NAMES, FuzzConfig, generate_case
from tiledsl.testing.fuzz.oracles import source


def _kernel(name: str) -> str:
    return (f"kernel k({name}: *fp32, n: i32, B: constexpr):\n"
            f"    offs = arange(0, B)\n"
            f"    store({name} + offs, load({name} + offs, mask=offs < n) * 2.0, mask=offs < n)\n")


@pytest.mark.parametrize("name", CXX_NAMES)
def test_each_name_is_a_parameter_name(name):
    k = tiledsl.compile(_kernel(name), filename="names.tile").k
    x = np.arange(8, dtype=np.float32)
    k[(1,)](x, 5, B=8, backend="interpreter")
    np.testing.assert_array_equal(x, [0, 2, 4, 6, 8, 5, 6, 7])


@pytest.mark.skipif(shutil.which("nvcc") is None, reason="nvcc is not installed")
def test_every_name_compiles_with_nvcc():
    """One kernel with a parameter of each name (one nvcc run), each one read and written."""
    from tiledsl import codegen
    from tiledsl.codegen.nvcc import compile_check

    params = ", ".join(f"{n}: *fp32" for n in CXX_NAMES)
    body = "".join(f"    store({n} + offs, load({n} + offs) + 1.0)\n" for n in CXX_NAMES)
    src = f"kernel k({params}, B: constexpr):\n    offs = arange(0, B)\n{body}"
    fn = tiledsl.compile(src, filename="names.tile").k.lower(B=128)
    rep = compile_check(codegen.emit(fn, "cuda:sm_90a"), "sm_90a")
    assert rep.spills == 0 and "tl_k_k" in rep.ptx


def test_generated_kernels_carry_the_names():
    seen = set()
    for seed in range(200):
        case = generate_case(RandomChooser(seed), FuzzConfig(gpu=True), name=f"fz{seed}")
        names = case.kernel.names
        text = source(case)
        for old, new in names.items():
            assert f"{new}: " in text.splitlines()[0]
            assert not any(w == old for w in text.replace("(", " ").replace(",", " ").split())
        seen.update(names.values())
    assert len(seen) >= 20
    off = generate_case(RandomChooser(3), FuzzConfig(gpu=True, cxx_names=0), name="fz3")
    assert off.kernel.names == {}
