"""How many blocks of a kernel fit on one streaming multiprocessor, and whether asking
``ptxas`` for fewer registers (``__launch_bounds__(threads, min_blocks)``) would fit more.

The register file is allocated per warp in units of 256 registers (8 per thread), so a
kernel of ``r`` registers per thread takes ``ceil(r / 8) * 8 * 32`` registers per warp; an SM
holds as many whole blocks as its register file, its warp slots and its shared memory allow
(NVIDIA's CUDA Occupancy Calculator and the "Occupancy" section of Nsight Compute compute the
same; granularities from the CUDA C++ Programming Guide, "Compute Capabilities", for sm_70
to sm_90).

Memory-bound kernels want every warp slot filled: a layer norm of 16 warps that ptxas builds
with 34 registers fits 3 blocks (48 of 64 warps), with 32 it fits 4 (64 of 64); on the H200
Nsight Compute measured 136 µs against 127 µs for Triton's 32-register build of the same
kernel. :func:`min_blocks_to_try` proposes the ``min_blocks`` that gains a block for at most
one allocation unit less, or (as before) a second block for a kernel that fits only one;
the runtime keeps the rebuilt kernel only if it does not spill.
"""
from __future__ import annotations

from dataclasses import dataclass

#: registers are allocated to a thread in multiples of this
REG_UNIT = 8


@dataclass(frozen=True)
class SmLimits:
    """One SM's resources (sm_90 defaults: H100/H200)."""

    registers: int = 65536
    max_warps: int = 64
    max_blocks: int = 32
    shared: int = 228 * 1024
    shared_reserved_per_block: int = 1024

    @classmethod
    def of_device(cls, dev) -> "SmLimits":
        """From a cupy ``Device``'s attributes; the defaults where one is missing."""
        a = dev.attributes
        d = cls()
        return cls(registers=int(a.get("MaxRegistersPerMultiprocessor", d.registers)),
                   max_warps=int(a.get("MaxThreadsPerMultiProcessor", d.max_warps * 32)) // 32,
                   max_blocks=int(a.get("MaxBlocksPerMultiprocessor", d.max_blocks)),
                   shared=int(a.get("MaxSharedMemoryPerMultiprocessor", d.shared)),
                   shared_reserved_per_block=int(a.get("ReservedSharedMemoryPerBlock",
                                                       d.shared_reserved_per_block)))


def blocks_per_sm(registers: int, threads: int, smem: int = 0,
                  limits: SmLimits = SmLimits()) -> int:
    """Resident blocks per SM for ``registers`` per thread, ``threads`` per block (a multiple
    of 32) and ``smem`` bytes of shared memory per block."""
    warps = -(-threads // 32)
    per_warp = -(-max(registers, 1) // REG_UNIT) * REG_UNIT * 32
    by_regs = (limits.registers // per_warp) // warps
    by_warps = limits.max_warps // warps
    by_smem = (limits.shared // (smem + limits.shared_reserved_per_block)
               if smem else limits.max_blocks)
    return max(0, min(by_regs, by_warps, by_smem, limits.max_blocks))


def min_blocks_to_try(registers: int, threads: int, smem: int = 0,
                      limits: SmLimits = SmLimits()) -> int | None:
    """The ``min_blocks`` worth a rebuild, or None.

    * one allocation unit fewer registers (``registers`` rounded up to 8, minus 8) would fit
      more blocks: ask for that many (ptxas then caps the registers at what they need);
    * only one block fits and the block has at most 512 threads: ask for two.
    """
    now = blocks_per_sm(registers, threads, smem, limits)
    unit_less = -(-registers // REG_UNIT) * REG_UNIT - REG_UNIT
    if unit_less >= 16:
        more = blocks_per_sm(unit_less, threads, smem, limits)
        if more > now:
            return more
    if now == 1 and threads <= 512 and blocks_per_sm(1, threads, smem, limits) >= 2:
        return 2
    return None
