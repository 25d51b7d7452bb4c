"""The second dot of attention's loop overlapped with the next iteration's softmax
(codegen/overlap.py, ``TILEDSL_DOT_OVERLAP``): the emitted schedule, what ptxas makes of it
(no spills, no serialized ``wgmma``, the softmax between the two waits), and on the GPU the
interpreter's results, bit for bit those of the same kernel without the overlap."""
from __future__ import annotations

import re
import shutil
import subprocess

import numpy as np
import pytest

import tiledsl
from conftest import EXAMPLES, attention_case
from test_tensor_core_compile import aligned_facts

AT = EXAMPLES / "attention.tile"
MM = EXAMPLES / "matmul.tile"
STRIDES = ("stride_qz", "stride_qm", "stride_kz", "stride_km", "stride_vz", "stride_vm",
           "stride_oz", "stride_om", "width", "seq_len")


def _attention():
    return tiledsl.load(AT).attention.kernel


def _emit(d=128, causal=False, bm=128, bn=128, warps=8, stages=3, ws=True,
          persistent=False) -> str:
    k = _attention()
    facts = aligned_facts(k)
    facts.update({s: {"div16": True} for s in STRIDES})
    return k.emit("cuda:sm_90a", num_warps=warps, num_stages=stages, facts=facts,
                  HEAD_DIM=d, BLOCK_M=bm, BLOCK_N=bn, CAUSAL=causal, WARP_SPECIALIZE=ws,
                  persistent=persistent)


def _loop(src: str) -> list:
    """The lines of the attention loop, from its ``for`` to the end of the kernel."""
    lines = src.splitlines()
    start = next(i for i, ln in enumerate(lines)
                 if ln.lstrip().startswith("for (long long iv") or
                 re.match(r"\s*for \(int iv\d+ ", ln))
    return lines[start:]


def test_the_second_dot_is_issued_after_the_next_iterations_first(monkeypatch):
    """Warp-specialized D128 (TILEDSL_LOOP_VERSIONING=0: one copy of the body): in each
    iteration one turn, the first dot's MMAs, the deferred MMAs from the second iteration on,
    two commits, a wait that leaves one group in flight, the softmax, the row statistics
    tied before the wait for the deferred group, the stage released after it, and after the
    loop the last deferred group issued and waited for."""
    monkeypatch.setenv("TILEDSL_LOOP_VERSIONING", "0")
    src = _emit()
    assert "codegen/overlap.py" in src
    body = "\n".join(_loop(src))
    i_first = body.index("tl_wgmma_m64n128k16_f16_rs(")          # S = Q K^T, A from registers
    i_defer = body.index("from the second iteration on")
    i_pv = body.index("tl_wgmma_m64n128k16_f16_rs_tb(")           # O += P V, B N-major
    i_commit2 = body.index("tl_wgmma_commit();  // the deferred group")
    i_wait1 = body.index("tl_wgmma_wait<1>();")
    i_exp = body.index("tl_exp2f(") if "tl_exp2f(" in body else body.index("ex2")
    i_keep = body.index("tl_keep_f32(")
    i_wait0 = body.index("tl_wgmma_wait<0>();  // the deferred group")
    i_release = body.index("the stage the deferred group read is free")
    i_last = body.index("the last iteration's deferred dot")
    assert i_first < i_defer < i_pv < i_commit2 < i_wait1 < i_exp < i_keep < i_wait0 < \
        i_release < i_last
    loop = body[:i_last]
    assert loop.count("tl_bar_sync(2 + tl_wg, 256)") == 1       # one turn per iteration
    assert loop.count("tl_wgmma_commit();") == 2
    assert re.search(r"if \(iv\d+ != \(k\d+\)\) \{", loop)      # not in the first iteration
    assert "the stage read 1 iteration(s) ago is free" not in loop
    after = body[i_last:]
    assert after.index("tl_wgmma_fence();") < after.index("tl_wgmma_m64n128k16_f16_rs_tb(") \
        < after.index("tl_wgmma_wait<0>();")
    head = next(ln for ln in body.splitlines() if "the last iteration's deferred dot" in ln)
    assert "__shfl_sync" in head                                 # a uniform condition


def test_off_and_where_it_does_not_apply(monkeypatch):
    """TILEDSL_DOT_OVERLAP=0 gives the loop that waits for each dot in its own iteration; a
    loop with a producer warpgroup needs 3 stages and one without needs 4 (measured slower
    with fewer), and the source says so; a matmul (one dot) is unchanged by the switch."""
    src_on = _emit()
    monkeypatch.setenv("TILEDSL_DOT_OVERLAP", "0")
    src_off = _emit()
    assert "codegen/overlap.py" not in src_off and "tl_wgmma_wait<1>" not in src_off
    assert "the second dot is not overlapped: TILEDSL_DOT_OVERLAP is off" in src_off
    assert src_off != src_on
    mm = tiledsl.load(MM).matmul.kernel
    facts = aligned_facts(mm, unit_strides=("stride_ak", "stride_bn", "stride_cn"))
    kw = dict(num_warps=8, num_stages=3, facts=facts, BLOCK_M=128, BLOCK_N=256, BLOCK_K=64)
    mm_off = mm.emit("cuda:sm_90a", **kw)
    monkeypatch.delenv("TILEDSL_DOT_OVERLAP")
    assert mm.emit("cuda:sm_90a", **kw) == mm_off
    ws2 = _emit(stages=2)
    assert "the second dot is not overlapped: it needs 3 stages with warp specialization" \
        in ws2 and "codegen/overlap.py" not in ws2
    assert "the stage read 1 iteration(s) ago is free" in ws2  # released at the top again
    three = _emit(bm=64, bn=64, warps=4, stages=3, ws=False)
    assert "the second dot is not overlapped: it needs 4 stages without warp " \
           "specialization" in three
    four = _emit(bm=64, bn=64, warps=4, stages=4, ws=False)
    assert "codegen/overlap.py" in four


CONFIGS = [  # (HEAD_DIM, causal, BLOCK_M, BLOCK_N, warps, stages, warp-specialized, persistent)
    (128, False, 128, 128, 8, 3, True, False),
    (128, True, 128, 128, 8, 3, True, False),
    (64, False, 128, 128, 8, 3, True, True),
    (128, True, 128, 64, 8, 4, False, False),
    (64, True, 64, 64, 4, 4, False, False),
    (64, False, 64, 128, 4, 4, False, False),
]


@pytest.mark.skipif(shutil.which("nvcc") is None, reason="nvcc not on PATH")
def test_overlapped_attention_compiles_without_serialized_mmas():
    """Every configuration above compiled for sm_90a: no spills, no ``wgmma`` serialized by
    ptxas (remarks C7515, C7520), a ``wait_group 1`` in the PTX; with ``cuobjdump`` on PATH,
    also every exponential of the softmax between the SASS's two waits."""
    from tiledsl.codegen.nvcc import compile_check

    cuobjdump = shutil.which("cuobjdump")
    for cfg in CONFIGS:
        d, causal, bm, bn, w, s, ws, p = cfg
        src = _emit(d, causal, bm, bn, w, s, ws, p)
        rep = compile_check(src, "sm_90a")
        assert not rep.spills and not rep.max_stack, cfg
        assert "C7515" not in rep.log and "C7520" not in rep.log, (cfg, rep.log)
        assert "wgmma.wait_group.sync.aligned 1;" in rep.ptx, cfg
        if cuobjdump is None:
            continue
        sass = _sass(src, cuobjdump)
        ops = re.findall(r"WARPGROUP\.DEPBAR\.LE gsb0, (0x\d)|(MUFU\.EX2)", sass)
        between = []
        for i, (wait, _) in enumerate(ops):
            if wait == "0x1":
                n = 0
                for w2, _ in ops[i + 1:]:
                    if w2:
                        break
                    n += 1
                between.append(n)
        # BLOCK_N exponentials per row pair and thread's rows: at least half of a row block's
        assert between and min(between) >= bn // 4, (cfg, between)


def _sass(src: str, cuobjdump: str) -> str:
    import tempfile
    from pathlib import Path

    with tempfile.TemporaryDirectory() as d:
        cu, cubin = Path(d) / "k.cu", Path(d) / "k.cubin"
        cu.write_text(src)
        subprocess.run(["nvcc", "-gencode", "arch=compute_90a,code=sm_90a", "-std=c++17",
                        "-w", "-cubin", "-o", str(cubin), str(cu)], check=True,
                       capture_output=True)
        return subprocess.run([cuobjdump, "-sass", str(cubin)], check=True,
                              capture_output=True, text=True).stdout


@pytest.mark.gpu
@pytest.mark.parametrize("cfg", CONFIGS, ids=lambda c: "d{}{}_{}x{}_w{}_s{}{}{}".format(
    c[0], "c" if c[1] else "", c[2], c[3], c[4], c[5], "_ws" if c[6] else "",
    "_p" if c[7] else ""))
def test_overlapped_attention_equals_the_interpreter(cfg, monkeypatch):
    """A ragged sequence (333) against the interpreter, and the same launch without the
    overlap (TILEDSL_DOT_OVERLAP=0): the same MMAs in the same order, so the same bits."""
    _check_against_the_interpreter(cfg, monkeypatch)


@pytest.mark.gpu
def test_overlapped_attention_on_cp_async_equals_the_interpreter(monkeypatch):
    """The overlap over a ring filled by cp.async (TILEDSL_TMA=0, as check="bounds" builds
    it): the copies' wait counts follow the shorter distance ahead."""
    monkeypatch.setenv("TILEDSL_TMA", "0")
    _check_against_the_interpreter((64, True, 64, 64, 4, 4, False, False), monkeypatch)


def _check_against_the_interpreter(cfg, monkeypatch):
    torch = pytest.importorskip("torch")
    if not torch.cuda.is_available():
        pytest.skip("no CUDA device")
    d, causal, bm, bn, warps, stages, ws, persistent = cfg
    at = _attention()
    bh, n = (48 if persistent else 3), 333
    q, kk, v, scale, grid, strides, want = attention_case(at, bh, n, d, bm, bn, causal,
                                                          d + bm + bn)
    tq, tk, tv = (torch.from_numpy(x).cuda() for x in (q, kk, v))
    outs = []
    for overlap in ("1", "0"):
        monkeypatch.setenv("TILEDSL_DOT_OVERLAP", overlap)
        got = torch.full((bh, n, d), float("nan"), dtype=torch.float16, device="cuda")
        at[grid](got, tq, tk, tv, scale, n, d, *strides, HEAD_DIM=d, BLOCK_M=bm, BLOCK_N=bn,
                 CAUSAL=causal, WARP_SPECIALIZE=ws, persistent=persistent, num_warps=warps,
                 num_stages=stages)
        torch.cuda.synchronize()
        outs.append(got.cpu().numpy())
    err = float(np.abs(outs[0].astype(np.float64) - want.astype(np.float64)).max())
    assert err <= 4e-3, err
    assert np.array_equal(outs[0].view(np.uint16), outs[1].view(np.uint16))
