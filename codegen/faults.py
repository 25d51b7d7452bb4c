"""The GPU's error record: how a kernel reports a failed ``device_assert`` or, in sanitize
mode (``check="bounds"``), an out-of-bounds access, without a trap.

A trap instruction ends the kernel but also leaves the CUDA context unusable: every later
call of the process fails and its device memory is lost. Instead, a kernel with fault sites
writes one **record** into pinned host memory that the device addresses directly (unified
addressing), and goes on:

* the first failing lane claims the record (a compare-and-swap of its state word from 0 to 1),
  writes the kernel's id, the site, the program id, its lane's coordinates and, for an
  access, the offset and the array's extent, then publishes them (``__threadfence_system``
  and state 2). Every failing lane adds one to the count word; later ones write nothing else.
* the runtime reads the state word from the host, which needs no synchronization: at the
  start of every launch of this process, at :func:`check` (``tiledsl.synchronize()``, and
  the autotuner's and benchmarks' synchronizations), and right after a sanitized launch,
  which synchronizes its stream. A record found is cleared and raised as the interpreter's
  :class:`~tiledsl.errors.TileRuntimeError` (:mod:`tiledsl.faults`: same text, same
  ``.tile`` place).

Each loaded module is told the record's address and its kernel id through two ``__device__``
variables (:func:`arm`), set once when it is loaded, so a launch passes nothing extra.
The kernel goes on after a failure (its outputs are then unspecified); a sanitized access
that fails is not made (a load gives ``other``, or 0). With several failures the record holds
the first to claim it, which need not be the first in program order; the error then says how
many lanes failed.
"""
from __future__ import annotations

import ctypes
import threading
import time
from dataclasses import dataclass

import numpy as np

from tiledsl import faults as _text
from tiledsl.errors import TileDebugWarning

#: int64 words of the record: state, count, kernel id, site, pid x/y/z, lane coordinates
#: (4), offset, lo, hi, and which of the site's arrays the offset counts from
WORDS = 16
_STATE, _COUNT, _KERNEL, _SITE, _PID, _LANE, _OFF, _LO, _HI, _WHICH = \
    0, 1, 2, 3, 4, 7, 11, 12, 13, 14
MAX_LANE_RANK = 4

#: the device side; the dialect (``Dialect.fault_words``) fills in its atomics, its fence
#: and the block coordinates
DEVICE_TEMPLATE = r"""// the error record (codegen/faults.py): set by the runtime when the module is loaded
#ifndef TL_FAULT_RECORD
#define TL_FAULT_RECORD
__device__ unsigned long long* tl_fault_record;
__device__ long long tl_fault_kernel;
__device__ __noinline__ void tl_fault(int site, long long c0, long long c1, long long c2,
                                      long long c3, long long off, long long lo, long long hi,
                                      long long which) {{
  unsigned long long* r = tl_fault_record;
  if (r == nullptr) return;
  {count}
  if ({claim} != 0ull) return;
  long long* w = reinterpret_cast<long long*>(r);
  w[2] = tl_fault_kernel; w[3] = site;
  w[4] = {bx}; w[5] = {by}; w[6] = {bz};
  w[7] = c0; w[8] = c1; w[9] = c2; w[10] = c3;
  w[11] = off; w[12] = lo; w[13] = hi; w[14] = which;
  {fence}
  {publish}
}}
#endif
"""


def device_code(dialect) -> str:
    """The error record's device side for ``dialect``: the variables the runtime sets and
    ``tl_fault``, which claims the record (state 0 to 1), counts every failure, writes the
    fields and publishes them (state 2)."""
    bx, by, bz = dialect.block_id
    return DEVICE_TEMPLATE.format(bx=bx, by=by, bz=bz, **dialect.fault_words())


@dataclass(frozen=True)
class Site:
    """One place of a kernel that can fail: ``kind`` is ``"assert"`` or the access
    (``"load"``, ``"store"``, ``"atomic_add"`` ...); ``span`` its ``.tile`` place; ``msg`` the
    assertion's message; ``rank`` the rank of its tile (0: a scalar); ``names`` the
    parameters the pointer may come from, ``elem`` its pointee dtype (accesses only)."""

    kind: str
    span: object
    msg: str = ""
    rank: int = 0
    names: tuple = ()
    elem: object = None


@dataclass(frozen=True)
class KernelSites:
    """The fault sites of one compiled kernel, by the index its code passes to ``tl_fault``."""

    kernel: str
    sites: tuple
    sanitize: bool


class _Record:
    """The record of one device: pinned host memory, its numpy view, and the kernels that
    may write it (by id)."""

    def __init__(self, cupy):
        self.mem = cupy.cuda.alloc_pinned_memory(WORDS * 8)
        self.address = int(self.mem.ptr)
        self.words = np.ctypeslib.as_array((ctypes.c_int64 * WORDS).from_address(self.address))
        self.words[:] = 0


_lock = threading.Lock()
_records: dict = {}  # device id -> _Record
_kernels: list = []  # kernel id -> KernelSites
_armed = [False]  # set once a module with fault sites is loaded: launches then look


def arm(cupy, module, dev_id: int, sites: KernelSites) -> None:
    """Point ``module``'s ``tl_fault_record`` at ``dev_id``'s record and give it a kernel id
    for ``sites``. Raises what cupy raises when the module lacks the variables."""
    with _lock:
        rec = _records.get(dev_id)
        if rec is None:
            rec = _records[dev_id] = _Record(cupy)
        kid = len(_kernels)
        _kernels.append(sites)
    for name, value in (("tl_fault_record", rec.address), ("tl_fault_kernel", kid)):
        word = np.array([value], dtype=np.uint64 if name == "tl_fault_record" else np.int64)
        module.get_global(name).copy_from_host(word.ctypes.data, 8)
    _armed[0] = True


def armed() -> bool:
    """Whether any loaded module can write a record (else :func:`check` has nothing to read)."""
    return _armed[0]


def pending() -> bool:
    """Whether a record is written or being written on any device (no synchronization)."""
    return any(int(r.words[_STATE]) != 0 for r in list(_records.values()))


def check(warn_only: bool = False, when: str | None = None) -> None:
    """Raise the first record written on any device as a TileRuntimeError, and clear it.
    With ``warn_only``, warn (TileDebugWarning) instead; ``when`` becomes a note saying where
    it was found. A record still being written is waited for (up to a second): its writer is
    a running kernel about to publish it."""
    if not _armed[0]:
        return
    for dev_id in sorted(_records):
        rec = _records[dev_id]
        state = int(rec.words[_STATE])
        if state == 0:
            continue
        deadline = time.monotonic() + 1.0
        while int(rec.words[_STATE]) == 1 and time.monotonic() < deadline:
            time.sleep(0)
        err = _error(rec.words.copy(), when)
        rec.words[:] = 0
        if warn_only:
            import warnings

            warnings.warn(TileDebugWarning(err.format()), stacklevel=3)
            continue
        raise err


def _error(w: np.ndarray, when: str | None = None):
    """The TileRuntimeError of the record words ``w``."""
    ks = _kernels[int(w[_KERNEL])]
    site = ks.sites[int(w[_SITE])]
    pid = tuple(int(x) for x in w[_PID:_PID + 3])
    lane = tuple(int(x) for x in w[_LANE:_LANE + min(site.rank, MAX_LANE_RANK)])
    count = int(w[_COUNT])
    notes = []
    if count > 1:
        notes.append(f"{count} lanes failed on the GPU; this is the first to reach the error "
                     f"record, which need not be the first in program order")
    if when:
        notes.append(f"this failure happened in an earlier launch of kernel {ks.kernel}; "
                     f"it was {when}")
    if site.kind == "assert":
        return _text.assert_error(ks.kernel, pid, site.msg, lane, site.span, notes)
    lo, hi = int(w[_LO]), int(w[_HI])
    which = int(w[_WHICH])
    name = site.names[which] if 0 <= which < len(site.names) else " or ".join(site.names)
    return _text.bounds_error(site.kind, ks.kernel, pid, lane, int(w[_OFF]), name, lo, hi,
                              site.elem, site.span, notes)


def extent(array, itemsize: int) -> tuple:
    """``(lo, hi)``: the element offsets from ``array``'s first element that lie inside its
    memory, as the interpreter's buffers count them (``lo`` < 0 for negative strides), for a
    pointee of ``itemsize`` bytes. ``array``: a cupy array or an object with
    ``__cuda_array_interface__``."""
    shape = getattr(array, "shape", None)
    strides = getattr(array, "strides", None)
    item = getattr(array, "itemsize", None)
    if not isinstance(strides, tuple) or item is None:
        cai = array.__cuda_array_interface__
        shape = tuple(cai["shape"])
        item = np.dtype(cai["typestr"]).itemsize
        strides = cai.get("strides")
        if strides is None:
            strides, s = [], item
            for n in reversed(shape):
                strides.append(s)
                s *= n
            strides = tuple(reversed(strides))
    if any(n == 0 for n in shape):
        return 0, 0
    low = sum((n - 1) * s for n, s in zip(shape, strides) if s < 0)
    high = item + sum((n - 1) * s for n, s in zip(shape, strides) if s > 0)
    return low // itemsize, high // itemsize
