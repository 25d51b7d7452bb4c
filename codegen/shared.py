"""Shared-memory layouts as data: a 2-D tile stored row by row along its contiguous
dimension, with Triton's XOR swizzle at 16-byte granularity (``#swizzled_shared<{vec,
perPhase, maxPhase, order}>``, ``TritonGPUAttrDefs.td``).

A tile of shape (R, C) in smem coordinates (``rows`` = the non-contiguous dimension,
``cols`` = the contiguous one) puts element (r, c) at byte

    r * row_bytes + ((c / vec) ^ ((r / per_phase) % max_phase)) * 16 + (c % vec) * esize

with ``vec = 16 / esize``. The swizzle is chosen so that the 8 rows of one 16-byte column —
what one 8x8 matrix of ``ldmatrix`` reads, and what a transposed read touches — fall on 8
different 16-byte bank groups: with ``chunks = row_bytes / 16``, ``max_phase = min(chunks,
8)`` and ``per_phase = 8 / max_phase`` (Triton's ``perPhase = 128 / row bytes``), so that
``per_phase * max_phase = 8``; rows narrower than 16 bytes are not swizzled.

Consecutive 16-byte chunks of a row stay whole, so 16-byte stores and ``cp.async`` copies
of aligned runs land in one piece; a row offset that is a multiple of 8 leaves the swizzle
term unchanged, which is what lets per-lane address terms be computed once.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SharedLayout:
    """A swizzled 2-D shared-memory tile. ``order`` is the tile dimension that is contiguous
    (1: row-major, 0: column-major); ``shape`` is the tile's own (dim 0, dim 1) shape."""

    shape: tuple
    order: int
    esize: int
    per_phase: int
    max_phase: int

    @property
    def rows(self) -> int:
        return self.shape[1 - self.order]

    @property
    def cols(self) -> int:
        return self.shape[self.order]

    @property
    def vec(self) -> int:
        """Elements per 16-byte chunk."""
        return max(1, 16 // self.esize)

    @property
    def row_bytes(self) -> int:
        return self.cols * self.esize

    @property
    def nbytes(self) -> int:
        return self.rows * self.row_bytes

    def split(self, coord) -> tuple:
        """(row, col) in smem coordinates of tile coordinate ``coord`` (ints or C strings)."""
        return coord[1 - self.order], coord[self.order]

    def byte_offset(self, row: int, col: int) -> int:
        """The byte offset of element (row, col) (Python ints)."""
        chunk = col // self.vec
        phys = chunk ^ ((row // self.per_phase) % self.max_phase)
        return row * self.row_bytes + phys * 16 + (col % self.vec) * self.esize

    def offset_expr(self, row: str, col: str) -> str:
        """The byte offset of element (row, col) given as C expressions."""
        v, rb = self.vec, self.row_bytes
        if self.row_bytes < 16:
            return f"(({row}) * {rb} + ({col}) * {self.esize})"
        swz = self.swizzle_expr(row)
        chunk = f"(({col}) >> {_log2(v)})"
        inner = f"((({col}) & {v - 1}) * {self.esize})" if v > 1 else ""
        phys = f"({chunk} ^ {swz})" if swz != "0" else chunk
        return f"(({row}) * {rb} + ({phys} << 4){' + ' + inner if inner else ''})"

    def swizzle_expr(self, row: str) -> str:
        """The XOR term of row ``row`` (a C expression), "0" when not swizzled."""
        if self.max_phase == 1:
            return "0"
        pp = _log2(self.per_phase)
        r = f"(({row}) >> {pp})" if pp else f"({row})"
        return f"({r} & {self.max_phase - 1})"


def _log2(n: int) -> int:
    return n.bit_length() - 1


def swizzled(shape, order: int, esize: int) -> SharedLayout:
    """The swizzled layout for a tile of ``shape`` whose dimension ``order`` is contiguous."""
    cols = shape[order]
    chunks = cols * esize // 16
    if chunks < 1:
        return SharedLayout(tuple(shape), order, esize, 1, 1)
    max_phase = min(chunks, 8)
    return SharedLayout(tuple(shape), order, esize, 8 // max_phase, max_phase)


#: wgmma / TMA swizzle modes: bytes of the swizzle span -> the descriptor's mode code (PTX ISA,
#: "Matrix Descriptor Format": 1 = 128B, 2 = 64B, 3 = 32B)
SWIZZLE_MODE = {128: 1, 64: 2, 32: 3}


@dataclass(frozen=True)
class NvmmaLayout(SharedLayout):
    """The shared layout ``wgmma`` reads through matrix descriptors (Triton's
    ``#nvmma_shared``): the contiguous dimension is cut into *panels* of ``span`` bytes (128,
    64 or 32), each panel stored as ``rows`` rows of ``span`` bytes with the XOR swizzle of that
    mode (the same 16-byte pattern as :func:`swizzled` for rows of ``span`` bytes); panels
    follow each other. The tile's base must be aligned to 8 rows of a panel (1024 bytes for
    128B). With one panel this is exactly :func:`swizzled`."""

    span: int = 128

    @property
    def panel_elems(self) -> int:
        return self.span // self.esize

    @property
    def panel_bytes(self) -> int:
        return self.rows * self.span

    @property
    def panels(self) -> int:
        return max(1, self.cols // self.panel_elems)

    @property
    def nbytes(self) -> int:
        return self.panels * self.panel_bytes

    @property
    def mode(self) -> int:
        return SWIZZLE_MODE[self.span]

    def byte_offset(self, row: int, col: int) -> int:
        p, c = divmod(col, self.panel_elems)
        chunk = c // self.vec
        phys = chunk ^ ((row // self.per_phase) % self.max_phase)
        return p * self.panel_bytes + row * self.span + phys * 16 + (c % self.vec) * self.esize

    def offset_expr(self, row: str, col: str) -> str:
        pe, v = self.panel_elems, self.vec
        panel = f"((({col}) >> {_log2(pe)}) * {self.panel_bytes})" if self.panels > 1 else ""
        c = f"(({col}) & {pe - 1})" if self.panels > 1 else f"({col})"
        chunk = f"({c} >> {_log2(v)})"
        swz = self.swizzle_expr(row)
        inner = f"(({c} & {v - 1}) * {self.esize})"
        parts = [p for p in (panel, f"({row}) * {self.span}", f"(({chunk} ^ {swz}) << 4)",
                             inner) if p]
        return "(" + " + ".join(parts) + ")"


def nvmma(shape, order: int, esize: int) -> NvmmaLayout | None:
    """The widest-swizzle :class:`NvmmaLayout` for a tile whose dimension ``order`` is
    contiguous, or None when a row of it is narrower than 32 bytes."""
    row = shape[order] * esize
    span = 128 if row >= 128 else row
    if span not in SWIZZLE_MODE:
        return None
    mp = span // 16
    return NvmmaLayout(tuple(shape), order, esize, 8 // mp, mp, span)
