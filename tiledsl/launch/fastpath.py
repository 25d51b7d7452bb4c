"""The GPU launch fast path: a fingerprint of a call's arguments (:func:`_fingerprint`, generated
as straight-line code by :func:`_fingerprinter`) keys a :class:`_FastLaunch` that converts the
arguments straight to their kernel-argument form and launches, skipping binding and checks
that an earlier launch with the same fingerprint did (docs/launch.md).

A launch runs two generated functions: the kernel's ``front`` (:func:`_front`, one per
number of positional arguments: the environment tested, the call compared with the recent
ones, else the fingerprint computed inline and the entry looked up), then the entry's
``plain`` (or ``launch``, when a variable the fast path depends on is set): at first its
generic path (:meth:`_FastLaunch._generic`, through ``codegen.launch_prepared``), which then
installs the entry's direct launcher (:func:`_direct_launcher`: the arguments packed with the
grid and the stream into the compiled kernel's parameter buffer, and the driver's
``cuLaunchKernelEx`` called on it)."""
from __future__ import annotations

import functools
import itertools
import os
import sys
import weakref

import numpy as np

#: the argument types a previous call's value is compared with by ``==`` (others by identity)
_SCALAR_TYPES = frozenset({int, float, bool, str, type(None), np.bool_, np.int8, np.int16,
                           np.int32, np.int64, np.uint8, np.uint16, np.uint32, np.uint64,
                           np.float16, np.float32, np.float64})
#: the scalar types whose equal values can differ in their bits (0.0 == -0.0): a previous
#: call's zero of one of them matches only by identity (a repeat launch may reuse the bits
#: it packed, _direct_launcher's ``again``)
_FLOAT_TYPES = frozenset({float, np.float16, np.float32, np.float64})

from .. import knobs
from ..checkspec import gpu_check_from_env
from ..dtypes import DType
from .arrays import _TORCH, TorchCudaArray, is_torch, torch_cuda_key
from .binding import GRID_LIMITS, normalize_grid, specialize
from .torchguard import guard_maker


def _fingerprint(params, args: tuple, kwargs: dict):
    """A key that determines everything a GPU launch decides before it runs — argument types,
    constexpr values, options, alignment/divisibility/``noalias`` facts, read-only flags, the
    device — or None when the launch must take the full path (host arrays, other objects,
    unhashable values, torch tensors passed by keyword, ``TILEDSL_INTERPRET``). Device arrays
    (cupy arrays, torch CUDA tensors) key on their dtype, address, shape, strides and device,
    so a launch on the same buffers as an earlier one skips binding and checking (Triton's
    launcher caches the same way, on data pointers' alignment and dtypes).
    :func:`_fingerprinter` generates the same computation as straight-line code."""
    if knobs.interpret() or len(args) > len(params):
        return None
    nd = _cupy_ndarray()
    try:
        parts = tuple(_fp_part(params[i], a, nd) for i, a in enumerate(args))
    except RuntimeError:  # a torch tensor without strides (torch_cuda_key)
        return None
    if None in parts:
        return None
    kw = _fp_kwargs(kwargs)
    return None if kw is None else (parts, kw)


def _fp_part(param, a, nd):
    """One positional argument's part of the fingerprint, or None: the full path decides."""
    t = type(a)
    if t is nd:
        d = a.data
        return (a.dtype.char, d.ptr, a.shape, a.strides, d.device_id)
    if t is bool or t is np.bool_:
        return (t, bool(a))  # two values; an i32 parameter given True is_one
    if t is int or isinstance(a, np.integer):
        v = int(a)  # numpy integers too: their value decides div16 / is_one / range
        if param.kind == "constexpr":
            return (t, v)
        return (t, v % 16 == 0, v == 1, -(2**31) <= v < 2**31, -(2**63) <= v < 2**63)
    if t is float or (isinstance(a, np.generic) and not isinstance(a, np.complexfloating)):
        if param.kind == "constexpr":
            return (t, a)
        try:  # fits fp32, inf or nan, or a finite value that overflows fp32 (refused)
            c = abs(float(a))
        except (TypeError, ValueError):  # complex, datetime...: the full path says why
            return None
        return (t, c <= 3.4028234663852886e38, 3.4028234663852886e38 < c < _INF)
    return torch_cuda_key(a)


def _fp_kwargs(kwargs: dict):
    """The keyword arguments' part of the fingerprint, or None. Values of plain types
    (:data:`_PLAIN_OPTION_TYPES`, the constexprs and options of most launches) key as
    ``(items, types)``; anything else as ``((name, type, value), ...)``, or None when a value
    is a torch object or unhashable."""
    if not kwargs:
        return ()
    kt = tuple(map(type, kwargs.values()))
    if kt in _PLAIN_SIGNATURES:
        return (tuple(kwargs.items()), kt)
    return _fp_kwargs_other(kwargs, kt)


def _fp_kwargs_other(kwargs: dict, kt: tuple):
    if _PLAIN_OPTION_TYPES.issuperset(kt):  # plain values are hashable: learn the signature
        if len(_PLAIN_SIGNATURES) >= 1024:
            _PLAIN_SIGNATURES.clear()
        _PLAIN_SIGNATURES.add(kt)
        return (tuple(kwargs.items()), kt)
    for v in kwargs.values():
        if type(v) not in _PLAIN_OPTION_TYPES and is_torch(v):
            return None  # hashable by identity: keying on it would keep the tensor alive
    try:  # with each value's type: 2, 2.0, True and np.int64(2) are equal but not the same
        kw = tuple((k, type(v), v) for k, v in kwargs.items())  # another order: another entry
        hash(kw)
    except TypeError:  # an unhashable keyword value (an array passed by name...)
        return None
    return kw


#: tuples of keyword values' types all in _PLAIN_OPTION_TYPES, seen before (_fp_kwargs)
_PLAIN_SIGNATURES: set = set()


def _fingerprinter(params, n: int):
    """``f(args, kwargs)``, the same key as :func:`_fingerprint` for calls with ``n``
    positional arguments, generated as straight-line code: a cupy array or a torch.Tensor at
    a pointer position and a Python or numpy integer or float at a scalar position take an
    inline expression, anything else :func:`_fp_part`."""
    if n > len(params):
        return lambda args, kwargs: None
    env, items = _fp_items(params, n)
    src = ("def fingerprint(args, kwargs):\n" + _env_test("return None") + _unpack(n) +
           "    nd = ND[0]\n    try:\n"
           f"        parts = ({', '.join(items)}{',' if n == 1 else ''})\n"
           "    except (NoFast, RuntimeError):  # RuntimeError: a torch tensor without strides\n"
           "        return None\n"
           "    kw = kwpart(kwargs) if kwargs else ()\n"
           "    return None if kw is None else (parts, kw)\n")
    exec(compile(src, _generated(f"fingerprint of {n} arguments"), "exec"), env)  # noqa: S102
    return env["fingerprint"]


#: the calls step 2 of a front remembers (:func:`_front`): the previous one and the
#: ``RECENT - 1`` distinct calls before it, least recently used forgotten first
RECENT = 8
#: the keyword layouts (names and types) other than its first call's for which a front
#: makes a front of their own (:func:`_front`); calls of further layouts are fingerprinted
LAYOUTS = 8


def _front(kernel, n: int, kwargs=None, layout_of=None):
    """``front(grid, args, kwargs)``: one launch of ``kernel`` with ``n`` positional
    arguments, generated as straight-line code (``kwargs``: the first call's keywords, whose
    names and types it tests inline), in three steps:

    1. the environment: each variable the fast path depends on (``TILEDSL_INTERPRET``,
       ``TILEDSL_CHECK``, the code-generation variables) unset, one dict look-up each in
       os.environ's own dict; when one is set the launch goes through ``loud`` (step 3 with
       each variable's value tested, and the entry's ``launch``, which tests the
       code-generation variables itself). Then the keywords: a call whose keywords have
       other names or types than the first call's (all of plain types,
       :data:`_PLAIN_OPTION_TYPES`) goes to the front of its own layout (steps 2 and 3 of
       a front made for it, at most :data:`LAYOUTS` of them, then step 3 alone);
    2. the recent calls (``last1``, the previous call, then ``ring``, up to
       :data:`RECENT` - 1 older ones, oldest first; each remembered when its arrays were all
       cupy arrays or all ``torch.Tensor``s): for cupy, the same array objects (held by
       weak references, so that no array is kept alive) at the same addresses
       (``data.ptr``, re-read: a cupy ``MemoryPointer`` can be moved in place by ``+=``); a
       cupy array's dtype and memory are fixed for its life, and an in-place ``shape``
       change (a reshape without copy) spans the same bytes. For torch, tensors of the same
       class, scalars and keywords as below, then the tensors themselves (``t.data = ...``,
       ``set_`` and in-place views change anything of them on the same object): where the
       remembered call has a guard (:mod:`.torchguard`, one C call that compares each
       tensor's class, dtype, device, shape and strides with the remembered ones), the
       guard and each tensor's ``data_ptr()``; else their ``data_ptr()``, dtype, ``shape``,
       ``stride()`` and ``device`` read again into one tuple (once per call, ``R``) and
       compared with the remembered call's, and a remembered call matched so gets its guard
       (:func:`_arm_guard`; not before: a call on tensors allocated afresh each time is
       never matched and pays for no guard). Scalars and constexprs match with the
       same type and value (a float zero only as the same object: 0.0 == -0.0), keywords
       with the same values (a float zero only as the same object); a call with a scalar
       position holding anything but a :data:`_SCALAR_TYPES` value (an array at an
       unannotated parameter) is never remembered. A call that matches one has its
       fingerprint: its entry launches at once, through its ``again`` with the remembered
       state (the direct launcher's, which may launch what it packed for the same state,
       grid and stream without packing again), and that state becomes the previous call
       (the previous one the ring's newest);
    3. the fingerprint (:func:`_fingerprinter`'s key) computed inline, compared with the
       previous key (``last``; one tuple holding the key and its entry, replaced whole, so
       that threads never pair a key with another's entry), else looked up in
       ``kernel._fast``; the entry found launches (its ``plain`` launcher: the direct
       launcher made for the code-generation variables unset, once it has one), else
       ``kernel._launch_slow``. The call becomes the previous one, and the previous one the
       ring's newest (the oldest forgotten beyond :data:`RECENT`).

    ``layout_of``: None for a kernel's front; for the front of one keyword layout (made by
    a kernel's front, which tested the environment), that front's step 3, which it uses
    for calls it has no inline test for: it then returns ``body(grid, args, kwargs)``,
    steps 2 and 3 without step 1."""
    params = kernel.params
    slow = kernel._launch_slow
    if n > len(params):
        return lambda grid, args, kwargs: slow(grid, args, kwargs, None)
    env, items = _fp_items(params, n)
    raw = knobs._raw_environ()
    kw0 = dict(kwargs or {})
    # a remembered call (step 2's state): (key, entry, keywords, their types, layout, then
    # W slots a position: a cupy array's weak reference and address; for a torch.Tensor,
    # at the first pointer position the class and the tuple of every tensor's reads, at
    # each its data_ptr(), then at the first the guard box (_arm_guard); a
    # scalar's or constexpr's type and value; then the keywords' values). Before any call
    # the previous one matches none (no object is NOTHING, no entry).
    W = 6
    none = (None, None, {_NOTHING: _NOTHING}, None, _NOTHING) + \
        (itertools.repeat(_NOTHING).__next__,) + (_NOTHING,) * (W * n - 1 + len(kw0))
    ring: list = []
    env.update(SCALARS=_SCALAR_TYPES, FLOATS=_FLOAT_TYPES, slow=slow, fast=kernel._fast,
               sigs=_PLAIN_SIGNATURES, kwother=_fp_kwargs_other,
               last=[((), None)], last1=[none], ring=ring, OLDER=RECENT - 1,
               ref=weakref.ref, NOTHING=_NOTHING, CUPY=_CUPY_CALL, TORCH_CALL=_TORCH_CALL,
               guards=guard_maker, NOGUARD=_NO_GUARD, arm=_arm_guard)
    pointers = [i for i in range(n) if params[i].kind == "pointer"]
    at = [5 + W * i for i in range(n)]  # each position's first slot
    cupy, torch, common = [], [], []  # step 2's tests, the arrays first (likeliest to differ)
    cupy_state, torch_state = [], []
    # a torch call's tensors: their class each (one class, torch.Tensor: the state's first
    # position holds it), then what is read from them all in one tuple, compared at once
    # with the state's (held at the first position's second slot) after the scalars and
    # keywords (cheaper to compare)
    reads = []
    for i in range(n):
        if i in pointers:
            cupy.append(f"a{i} is s[{at[i]}]() and a{i}.data.ptr == s[{at[i] + 1}]")
            torch.append(f"type(a{i}) is (TT := s[{at[i]}])" if i == pointers[0] else
                         f"type(a{i}) is TT")
            reads.append(f"a{i}.data_ptr(), a{i}.dtype, a{i}.shape, a{i}.stride(), a{i}.device")
            cupy_state += [f"ref(a{i})", f"parts[{i}][1]"] + ["NOTHING"] * (W - 2)
            torch_state += (["ta", "TREADS", f"parts[{i}][1]", "GBOX"] if i == pointers[0]
                            else ["NOTHING", "NOTHING", f"parts[{i}][1]", "NOTHING"]) + \
                ["NOTHING"] * (W - 4)
        else:
            # a scalar of the same type and value; a float zero only as the same object, since
            # 0.0 == -0.0 (the state is made only for calls whose scalars are all of
            # _SCALAR_TYPES: an array passed to an unannotated parameter is read each time)
            common.append(f"type(a{i}) is s[{at[i]}] and (a{i} is s[{at[i] + 1}] or "
                          f"(a{i} == s[{at[i] + 1}] and (a{i} or type(a{i}) not in FLOATS)))")
            cupy_state += [f"type(a{i})", f"a{i}"] + ["NOTHING"] * (W - 2)
            torch_state += [f"type(a{i})", f"a{i}"] + ["NOTHING"] * (W - 2)
    scalars = [f"type(a{i}) in SCALARS" for i in range(n) if i not in pointers]
    kinds = {"cupy": [f"type(a{i}) is nd" for i in pointers] + scalars,
             "torch": [f"type(a{i}) is ta" for i in pointers] + scalars}
    store = []  # the keywords' condition for remembering a call, and its last slots
    layout = None  # the test that a call's keywords are of the first call's names and types
    plain_kw = _PLAIN_OPTION_TYPES.issuperset(map(type, kw0.values()))
    if plain_kw:
        # the first call's keywords by name, each of the same type (``layout``, once per
        # call, binding x0, x1 ...), then of the same value in each remembered call (a
        # float's zero as the same object)
        tests = [f"len(kwargs) == {len(kw0)}"] if kw0 else ["not kwargs"]
        for j, (name, value) in enumerate(kw0.items()):
            env[f"KT{j}"] = type(value)
            tests.append(f"type(x{j} := kwargs.get({name!r}, NOTHING)) is KT{j}")
            same = f"x{j} == s[{5 + W * n + j}]"
            if type(value) is float:
                same = f"(x{j} is s[{5 + W * n + j}] or ({same} and x{j} != 0))"
            common.append(same)
        layout = " and ".join(tests)
        if kw0:
            env["NAMES"] = tuple(kw0)
            store.append("tuple(kwargs) == NAMES")  # in this order: the slots' order
            cupy_state.append("*kwargs.values()")
            torch_state.append("*kwargs.values()")
    else:
        common.append("(kwargs == s[2] and tuple(map(type, kwargs.values())) == s[3] if kwargs "
                      "else not s[2])")
    head = ["fp", "hit", "kwargs", "kt"]
    # a call of the plain keywords' form launches through the entry's ``again``, which may
    # reuse what the previous call packed (the values are the same, bit for bit); others
    # through ``plain``, which packs this call's
    again = "e.again(grid, args, kwargs, s)" if plain_kw else "e.plain(grid, args, kwargs, s[0])"

    def match(first: bool, pad: str) -> str:
        """The test of the call against the remembered state ``s``: ``e``, its entry or a
        false value (None where a dead array was, a torch tensor without strides: step 3
        says what)."""
        r = "(R := " if first else "(R if R is not None else (R := "
        tr = []
        if pointers:
            # the state's guard when it has one (torchguard: the layouts in one C call, then
            # each address), else the reads; a state whose reads match arms its guard
            p0 = at[pointers[0]]
            ptrs = " and ".join(f"a{i}.data_ptr() == s[{at[i] + 2}]" for i in pointers)
            tensors = ", ".join(f"a{i}" for i in pointers)
            tr = [f"((G({tensors}) and {ptrs}) if (G := s[{p0 + 3}][0]) else "
                  f"({r}({', '.join(reads)},){')' if first else '))'} == s[{p0 + 1}] and "
                  f"(G is not None or arm(s[{p0 + 3}], ({tensors},), s[{p0 + 1}]))))"]
        return (f"{pad}try:\n"
                f"{pad}    if s[4] is CUPY:\n"
                f"{pad}        e = {' and '.join(cupy + common + ['s[1]'])}\n"
                f"{pad}    else:\n"
                f"{pad}        e = {' and '.join(torch + common + tr + ['s[1]'])}\n"
                f"{pad}except (AttributeError, RuntimeError, ValueError, TypeError):\n"
                f"{pad}    e = None\n")

    same = (
        ("    R = None\n" if pointers else "") +
        "    s = last1[0]\n" + match(True, "    ") +
        "    if e:\n"
        f"        return {again}\n"
        # the older calls, oldest first (a round of call sites finds the next at once);
        # the one matched becomes the previous call, the previous call the newest older one
        "    if ring:\n"
        "        for j, s in enumerate(ring):\n" + match(False, "            ") +
        "            if e:\n"
        "                try:\n"
        "                    if ring[j] is s:  # (unless another thread moved it)\n"
        "                        del ring[j]\n"
        "                except IndexError:\n"
        "                    pass\n"
        "                ring.append(last1[0])\n"
        "                last1[0] = s\n"
        "                if len(ring) > OLDER:\n"
        "                    del ring[0]\n"
        f"                return {again}\n")
    treads = (f"({', '.join(f'*parts[{i}][1::-1], *parts[{i}][2:]' for i in pointers)},)"
              if pointers else "()")
    remember = (
        f"    if {' and '.join(kinds['cupy'] + store) or 'True'}:\n"
        f"        new = ({', '.join(head + ['CUPY'] + cupy_state)})\n"
        f"    elif {' and '.join(['(ta := TORCH[0]) is not None'] + kinds['torch'] + store)}:\n"
        f"        TREADS = {treads}\n"
        "        GBOX = [None] if guards(ta) is not None else NOGUARD\n"
        f"        new = ({', '.join(head + ['TORCH_CALL'] + torch_state)})\n"
        "    else:\n"
        "        new = None\n"
        "    if new is not None:\n"
        "        if (old := last1[0])[1] is not None:\n"
        "            ring.append(old)\n"
        "            if len(ring) > OLDER:\n"
        "                del ring[0]\n"
        "        last1[0] = new\n")
    level2 = (
        "    nd = ND[0]\n    try:\n"
        f"        parts = ({', '.join(items)}{',' if n == 1 else ''})\n"
        "    except (NoFast, RuntimeError):  # RuntimeError: a torch tensor without strides\n"
        "        return slow(grid, args, kwargs, None)\n"
        "    if kwargs:\n"
        "        kt = tuple(map(type, kwargs.values()))\n"
        "        kw = (tuple(kwargs.items()), kt) if kt in sigs else kwother(kwargs, kt)\n"
        "        if kw is None:\n            return slow(grid, args, kwargs, None)\n"
        "    else:\n        kw = kt = ()\n"
        "    fp = (parts, kw)\n"
        # the entry of the previous key first: a comparison, no hashing of the key
        "    prev = last[0]\n"
        "    if fp == prev[0]:\n        hit = prev[1]\n"
        "    else:\n"
        "        hit = fast.get(fp)\n"
        "        if hit is None:\n            return slow(grid, args, kwargs, fp)\n"
        "        last[0] = (fp, hit)\n")
    divert = ""
    if layout is not None:
        divert = f"    if not ({layout}):\n        return other(grid, args, kwargs)\n"
        if layout_of is not None:
            env["other"] = layout_of
        else:
            env["other"] = _layouts(kernel, n, env)
    body = _unpack(n) + divert + same + level2 + remember + \
        "    return hit.plain(grid, args, kwargs, fp)\n"
    src = ("def fingerprinted(grid, args, kwargs):\n" + _unpack(n) + level2 +
           "    return hit.plain(grid, args, kwargs, fp)\n\n")
    if layout_of is not None:
        src += "def body(grid, args, kwargs):\n" + body
        what = f"launch of {kernel.name}, {n} arguments, keywords {', '.join(kw0) or 'none'}"
    else:
        if raw is not None:
            names = (knobs.INTERPRET, knobs.CHECK, *knobs.CODEGEN)
            quiet = ("    if " + " or ".join(f"{os.fsencode(v)!r} in environ" for v in names) +
                     ":\n        return loud(grid, args, kwargs)\n")
        else:  # no raw environment (not POSIX): every launch tests the variables' values
            quiet = "    return loud(grid, args, kwargs)\n"
        src += (
            "def loud(grid, args, kwargs):\n" +
            _env_test("return slow(grid, args, kwargs, None)") + _unpack(n) + level2 +
            "    return hit.launch(grid, args, kwargs, fp)\n\n"
            "def front(grid, args, kwargs):\n" + quiet + body)
        what = f"launch of {kernel.name}, {n} arguments"
    exec(compile(src, _generated(what), "exec"), env)  # noqa: S102
    f = env["body" if layout_of is not None else "front"]
    f.source = src
    f.ring, f.last1 = ring, env["last1"]  # step 2's memory (read by tests and benchmarks)
    return f


def _layouts(kernel, n: int, env: dict):
    """``other(grid, args, kwargs)``: a launch whose keywords are not of the layout (names,
    in order, and types) that the front of ``env`` was made for, through the front made for
    its layout (:func:`_front` with ``layout_of``), one per layout of plain keyword types,
    at most :data:`LAYOUTS`; other calls through that front's step 3 (``fingerprinted``)."""
    fronts: dict = {}

    def other(grid, args, kwargs):
        key = (tuple(kwargs), tuple(map(type, kwargs.values())))
        f = fronts.get(key)
        if f is None:
            f = env["fingerprinted"]
            if len(fronts) < LAYOUTS:
                if _PLAIN_OPTION_TYPES.issuperset(key[1]):
                    f = _front(kernel, n, kwargs, layout_of=f)
                fronts[key] = f
        return f(grid, args, kwargs)

    other.fronts = fronts
    return other


_NOTHING = object()
#: the layouts of a call step 2 of _front knows: every array a cupy array, or a torch.Tensor
_CUPY_CALL, _TORCH_CALL = object(), object()
#: the guard box of a remembered torch call whose tensors torchguard cannot guard (never
#: written): step 2 reads its tensors at every call
_NO_GUARD = (False,)


def _tensor_reads(tensors) -> tuple:
    """What step 2 of :func:`_front` reads from ``torch.Tensor`` objects, in its order: each
    one's ``data_ptr()``, dtype, ``shape``, ``stride()`` and ``device``."""
    return tuple(x for t in tensors
                 for x in (t.data_ptr(), t.dtype, t.shape, t.stride(), t.device))


def _arm_guard(box: list, tensors: tuple, reads: tuple) -> bool:
    """Give a remembered torch call (whose reads ``reads`` the call's ``tensors`` have just
    matched) its guard, in ``box[0]``: :func:`torchguard.guard_maker`'s check of the tensors'
    layouts, made now and kept only when the tensors read after it still give ``reads`` (so
    that it never stands for another layout than the remembered key's). ``box[0]`` becomes
    False where no guard can be made (the reads then stay the test). True: the call matched."""
    try:
        check = guard_maker(type(tensors[0]))(*tensors)
        if _tensor_reads(tensors) == reads:
            box[0] = check
    except Exception:  # noqa: BLE001 - torch refused: this call is read at every repeat
        box[0] = False
    return True


def _env_test(refuse: str) -> str:
    """The first lines of a generated fingerprint: ``refuse`` when TILEDSL_INTERPRET or a
    GPU check is on (both parsed only when set: two dict look-ups)."""
    test = "(I in environ or C in environ) and " if knobs._raw_environ() is not None else ""
    return f"    if {test}(interpret() or (checked() and env_check())):\n        {refuse}\n"


def _unpack(n: int) -> str:
    return f"    {', '.join(f'a{i}' for i in range(n))}{',' if n == 1 else ''} = args\n" \
        if n else ""


def _fp_items(params, n: int):
    """The namespace of generated fingerprint code and the expressions of its ``n`` parts
    (``a0`` ... the positional arguments, ``nd`` cupy's ndarray class; anything without an
    inline form goes to :func:`_part_or_raise`, which raises ``NoFast`` for no part)."""
    env = {"part": _part_or_raise, "params": params, "ND": _ND,
           "kwpart": _fp_kwargs, "NoFast": _NoFast,
           "interpret": knobs.interpret, "checked": _check_set, "env_check": gpu_check_from_env,
           "i32": np.int32, "i64": np.int64, "f32": np.float32, "inf": _INF,
           "environ": knobs._raw_environ(), "I": knobs.INTERPRET.encode(),
           "C": knobs.CHECK.encode(), "TORCH": _TORCH}
    items = []
    for i in range(n):
        p, x = params[i], f"a{i}"
        if p.kind == "pointer":  # a cupy array, a torch.Tensor (torch_cuda_key's), other
            items.append(f"((a{i}.dtype.char, (d := a{i}.data).ptr, a{i}.shape, a{i}.strides, "
                         f"d.device_id) if (ta := type(a{i})) is nd else "
                         f"(a{i}.dtype, a{i}.data_ptr(), a{i}.shape, a{i}.stride(), "
                         f"a{i}.device) if ta is TORCH[0] else part(params[{i}], a{i}, nd))")
        elif p.kind != "constexpr":
            items.append(
                f"((int, {x} % 16 == 0, {x} == 1, -2147483648 <= {x} < 2147483648, "
                f"-9223372036854775808 <= {x} < 9223372036854775808) "
                f"if (t := type({x})) is int else "
                f"(t, (v := int({x})) % 16 == 0, v == 1, -2147483648 <= v < 2147483648, "
                f"-9223372036854775808 <= v < 9223372036854775808) "
                f"if t is i32 or t is i64 else "
                f"(t, (c := abs(float({x}))) <= 3.4028234663852886e38, "
                f"3.4028234663852886e38 < c < inf) "
                f"if t is float or t is f32 else part(params[{i}], {x}, nd))")
        else:
            items.append(f"part(params[{i}], {x}, nd)")
    return env, items


def _generated(what: str) -> str:
    """The file name of generated code: inside this folder, so that what looks for the first
    frame outside tiledsl (a warning's ``stacklevel``) passes over it."""
    return os.path.join(os.path.dirname(os.path.abspath(__file__)), f"<generated {what}>")


class _NoFast(Exception):
    """An argument without a fingerprint part: the launch takes the full path."""


def _part_or_raise(param, a, nd):
    """:func:`_fp_part`, raising :class:`_NoFast` for None (the generated code tests no
    part for None). ``nd`` is the generated code's cupy ndarray class (:data:`_ND`): when
    ``sys.modules`` holds another cupy now (or cupy was imported since), the part is
    computed with the current one, which :data:`_ND` then holds."""
    cur = _cupy_ndarray()
    if cur is not nd:
        _ND[0] = nd = cur
    part = _fp_part(param, a, nd)
    if part is None:
        raise _NoFast
    return part


_INF = float("inf")


def _check_set() -> bool:
    """Whether ``TILEDSL_CHECK`` is set: a launch then takes the slow path when it turns the
    GPU's bounds check on (the fast path launches unchecked kernels only)."""
    return knobs.is_set(knobs.CHECK)


#: keyword values that are never torch objects (constexprs, num_warps, load_other, ...)
_PLAIN_OPTION_TYPES = frozenset((int, str, bool, float, type(None)))


def _cupy_ndarray():
    mod = sys.modules.get("cupy")
    return getattr(mod, "ndarray", None) if mod is not None else None


#: cupy's ndarray class as the generated fingerprints compare types with it (a list read
#: inline instead of two look-ups per launch; :func:`_part_or_raise` keeps it current)
_ND: list = [_cupy_ndarray()]


class _FastLaunch:
    """A GPU launch whose binding, specialization and checks were done for this fingerprint;
    calling it converts the scalars straight to their kernel-argument form, reads device
    addresses, evaluates the grid and launches the compiled kernel (compiled once per
    device; a cleared compile cache is noticed and refilled)."""

    _CUPY, _TORCH, _SCALAR = 0, 1, 2

    def __init__(self, kernel, fn, ordered, opts, device, meta):
        import cupy  # the launch that made this fast path imported it already

        from .. import codegen
        from ..codegen import runtime
        from ..codegen.runtime import kernel_scalar

        # resolved once, not per launch (tests replace codegen.launch_prepared before this)
        self._cupy, self._launch_prepared, self._runtime = cupy, codegen.launch_prepared, runtime
        self.kernel = kernel
        self.fn = fn
        self.opts = opts
        self.device = device
        # a grid callable's dict without the arrays: an array is always one of the call's
        # own arguments (put back from them at each launch), and keeping it here would keep
        # its memory alive, so that arrays allocated afresh per call never reuse an address
        # and never match this entry's fingerprint
        arrays = {a.name for a in ordered if a.kind == "pointer"}
        self.meta = {k: v for k, v in meta.items() if k not in arrays}
        self.names = [p.name for p in kernel.params]
        pos = {p.name: (i, p) for i, p in enumerate(kernel.params)}
        by_name = {p.name: p for p in fn.params}
        # for each IR parameter: (index in the call's positionals, keyword name, kind,
        # converter to the kernel argument, default)
        self.slots = []
        for a in ordered:
            if a.kind == "pointer":
                kind = self._TORCH if isinstance(a.value.data, TorchCudaArray) else self._CUPY
                conv = functools.partial(TorchCudaArray, elem=a.value.dtype)
                default = None
            else:
                kind = self._SCALAR
                kform = functools.partial(kernel_scalar, by_name[a.name]) \
                    if a.type in (DType.fp16, DType.bf16, DType.i1) else None
                conv = _ScalarSlot(kernel.name, pos[a.name][1], a.type, kform)
                default = a.value
            self.slots.append((pos[a.name][0], a.name, kind, conv, default))
        # the code generator's num_warps: num_warps * num_consumer_groups (options.py)
        self.lopts = {"num_warps": opts.kernel_warps, "stream": opts.stream}
        # torch tensors without stream=: torch's current stream, read at every launch
        self.torch_stream = opts.stream is None and any(
            kind == self._TORCH for _, _, kind, _, _ in self.slots)
        if opts.num_stages is not None:
            self.lopts["num_stages"] = opts.num_stages
        if opts.load_other is not None:
            self.lopts["load_other"] = opts.load_other
        if opts.persistent:
            self.lopts["persistent"] = True
        # the generated argument list, built at the first fast launch (not for an entry that
        # is never used again) and shared by entries of the same argument layout
        self._npos = max((i for i, *_ in self.slots), default=-1) + 1
        self._positional = None
        # what a launch calls: the generic path, until it installs the direct launcher;
        # ``plain`` is what a launch calls when no variable the fast path depends on is set
        # (_front): the direct launcher made for that, without the variables' tests
        self.launch = self.plain = self._generic
        # what the front's shortcut calls, with its state ``s`` (the previous call's, which
        # this call repeats): the direct launcher's ``again`` once there is one
        self.again = self._again
        self._direct_for = None  # the compiled kernel a direct launcher was last made for

    def _again(self, grid, args, kwargs, s):
        """A repeat of the previous call (the front's state ``s``, whose key is ``s[0]``)
        where the direct launcher has no ``again``: through ``plain``."""
        return self.plain(grid, args, kwargs, s[0])

    def _arg(self, j, v):
        """Slot ``j``'s kernel argument from the value ``v`` the call gave."""
        _, name, kind, conv, _ = self.slots[j]
        if kind == self._SCALAR:
            return conv(v)
        if kind == self._CUPY and type(v) is self._cupy.ndarray:
            return v.data.ptr
        # a torch CUDA tensor (or another device array): its address through tiledsl's interface
        return self._runtime._device_ptr(conv(v) if kind == self._TORCH else v, name)

    def _kargs(self, args, kwargs) -> list:
        """The kernel arguments of a call, in the order of the IR's parameters."""
        if len(args) >= self._npos:
            f = self._positional
            if f is None:
                f = self._positional = self._straight_line()
            return f(args, self._arg)
        return [self._arg(j, args[i] if i < len(args) else kwargs.get(name, default))
                for j, (i, name, _, _, default) in enumerate(self.slots)]

    def _straight_line(self):
        """``f(args, arg)``: the kernel arguments of a call whose positional arguments hold
        every run-time parameter, as one generated list display (no loop, no per-argument
        dispatch: a cupy array or a scalar of its parameter's exact numpy type costs a type
        test, like Triton's generated launcher; anything else goes through ``arg``, the
        entry's :meth:`_arg`). Entries of one argument layout share the function."""
        nd = self._cupy.ndarray
        layout = [nd]
        for i, _, kind, conv, _ in self.slots:
            if kind == self._SCALAR:
                layout.append(("s", i, conv.exact if conv.kform is None else None))
            else:
                layout.append(("c" if kind == self._CUPY else "g", i))
        layout = tuple(layout)
        f = _STRAIGHT_LINE.get(layout)
        if f is None:
            env = {"nd": nd}
            items = []
            for j, (kind, i, *rest) in enumerate(layout[1:]):
                x = f"x{j}"
                if kind == "s" and rest[0] is not None:
                    env[f"T{j}"] = rest[0]
                    items.append(f"({x} if type({x} := a[{i}]) is T{j} else arg({j}, {x}))")
                elif kind == "c":
                    items.append(f"({x}.data.ptr if type({x} := a[{i}]) is nd else "
                                 f"arg({j}, {x}))")
                else:
                    items.append(f"arg({j}, a[{i}])")
            exec(f"def kargs(a, arg):\n    return [{', '.join(items)}]\n", env)  # noqa: S102
            f = _STRAIGHT_LINE[layout] = env["kargs"]
        return f

    def __call__(self, grid, args, kwargs, fp=None):
        """Launch with the call's ``grid``, ``args`` and ``kwargs`` (``fp``: its
        fingerprint, this entry's key): through the direct launcher once there is one."""
        if fp is None:
            return self._generic(grid, args, kwargs)
        return self.launch(grid, args, kwargs, fp)

    def _grid3(self, grid, args, kwargs) -> tuple:
        """The 3-tuple grid of a call (a callable grid sees the bound arguments)."""
        if callable(grid):
            meta = dict(self.meta)
            meta.update(zip(self.names, args))
            meta.update(kwargs)
            return normalize_grid(self.kernel.name, grid, meta)
        return _plain_grid(grid) or normalize_grid(self.kernel.name, grid)

    def _generic(self, grid, args, kwargs, fp=None):
        """The launch through ``codegen.launch_prepared`` (which compiles on a miss); after
        it, the entry makes its direct launcher (:func:`_direct_launcher`) when it can."""
        cupy, launch_prepared = self._cupy, self._launch_prepared
        try:
            kargs = self._kargs(args, kwargs)
        except _Respecialize:  # a value of another type than this entry's: the full path
            return self.kernel._launch_slow(grid, args, kwargs, None)
        grid3 = self._grid3(grid, args, kwargs)
        cur = cupy.cuda.runtime.getDevice()
        dev = self.device if self.device is not None else cur
        lopts = self.lopts
        if self.torch_stream:
            from .capture import torch_stream

            lopts = {**lopts, "stream": torch_stream(dev)}
        if dev != cur:
            with cupy.cuda.Device(dev):
                return launch_prepared(self.fn, grid3, kargs, device=dev, **lopts)
        out = launch_prepared(self.fn, grid3, kargs, device=dev, **lopts)
        if fp is not None and launch_prepared is self._runtime.launch_prepared:
            self._make_direct(dev, len(args), kwargs, fp)
        return out

    def _make_direct(self, dev: int, nargs: int, kwargs: dict, fp: tuple) -> None:
        """Install the direct launcher of the kernel compiled for ``dev`` now, for calls of
        this entry's layout (``nargs`` positional arguments, ``kwargs``' names; ``fp`` the
        entry's key); once per compiled kernel, whether or not it can have one: as
        ``launch``, and as ``plain`` too when it was made for the code-generation variables
        unset (with a copy that does not test them)."""
        runtime = self._runtime
        raw = knobs._raw_environ()
        key = knobs.codegen_key()
        found = _compiled_now(runtime, self.fn, self.opts, dev, key)
        if found is None or raw is None or found[0] is self._direct_for:
            return
        self._direct_for = found[0]
        direct = _direct_launcher(self, found[0], found[1], dev, nargs, kwargs, fp, raw, key)
        if direct is not None:
            self.launch, plain, again = direct
            self.plain = plain if plain is not None else self.launch
            self.again = again if again is not None else self._again


def _compiled_now(runtime, fn, opts, dev: int, codegen_key: tuple):
    """``(compiled kernel, the dict of fn's builds that holds it)`` of the build that
    ``codegen.launch_prepared`` uses for a launch with ``opts`` on device ``dev`` under
    ``codegen_key``, without building anything; None when it is not in memory. A
    persistent launch's build is looked up under its own key (``persistent`` is part of
    the compile cache's key, ``codegen.runtime._cache_key``)."""
    if not opts.persistent:
        return runtime.compiled_now(fn, opts.kernel_warps, opts.load_other, dev,
                                    opts.num_stages, codegen_key)
    per_fn = runtime._memory.get(id(fn))
    if per_fn is None:
        return None
    ck = per_fn.get(runtime._cache_key(opts.kernel_warps, dev, opts.load_other, codegen_key,
                                       opts.num_stages, False, True))
    return None if ck is None else (ck, per_fn)


def _direct_launcher(entry, ck, per_fn, dev, nargs, kwargs, fp, raw, codegen_key):
    """``(run, plain, again)``: the repeat launches of ``entry`` (whose key is ``fp``) straight to
    the driver, generated for its compiled kernel ``ck`` (on device ``dev``, found in the
    compile cache's dict ``per_fn``): ``run(grid, args, kwargs, fp)`` is one function of
    straight-line code that reads the kernel arguments (device addresses from the
    fingerprint ``fp``, scalars from the call), writes them with the grid and the stream into
    the kernel's parameter buffer by one ``struct.pack_into`` and calls the driver
    (:class:`codegen.runtime.PackedLaunch`). It hands the call to ``entry._generic`` when a
    code-generation variable, the current device or the compile cache is not what it was
    made for. ``plain`` is the same without the code-generation variables' tests, for the
    front to call when none of them is set (None when ``codegen_key`` has one set);
    ``again`` is ``plain`` for a call that repeats the previous one (:func:`_again_source`;
    None without ``plain``, for ``cuLaunchKernel`` and for kernels with tensor maps). None
    when the kernel has no packed launch (cupy's ``Function`` launches it), is sanitized,
    is launched with an option outside :data:`_DIRECT_OPTIONS`, or the call passes a
    device array otherwise than by position.

    A persistent kernel (``ck.blocks``: its resident blocks) is launched as
    ``codegen.runtime.launch_compiled`` launches it: the call's grid of programs follows the
    tensor maps (which are encoded for that grid) as the kernel's last three int arguments
    (``tl_grid0..2``), and the driver launches a 1-D grid of ``min(programs, ck.blocks)``
    blocks, or on clusters (``ck.cluster``) ``codegen.runtime.persistent_grid``'s whole
    clusters."""
    pk = ck.packed
    persistent = 3 if ck.blocks else 0  # the grid of programs' three int parameters
    if pk is None or ck.sanitize or \
            len(pk.codes) != len(entry.slots) + len(ck.tma) + persistent or \
            not _DIRECT_OPTIONS.issuperset(entry.lopts):
        return None
    from ..codegen import faults, runtime, tma

    fn = entry.fn
    env = {"generic": entry._generic, "slow": entry.kernel._launch_slow, "grid3": entry._grid3,
           "Respecialize": _Respecialize, "get": raw.get, "environ": raw, "mem": runtime._memory,
           "FID": id(fn), "PER_FN": per_fn, "getdev": entry._cupy.cuda.runtime.getDevice,
           "DEV": dev, "armed": runtime._faults_armed, "fcheck": faults.check,
           "WHEN": f"found when kernel {fn.name} was about to launch", "pack": pk.struct.pack_into,
           "buf": pk.buf, "acquire": pk.lock.acquire, "release": pk.lock.release,
           "L": pk.launch_kernel, "failed": runtime.launch_failed,
           "NAME": fn.name, "NT": pk.nthreads, "SM": pk.smem, "FLT_MAX": _FLT_MAX}
    # each code-generation variable still unset, or set to the same value (by identity:
    # os.environ keeps the bytes object it was given until the variable changes)
    checks = []
    for i, (name, value) in enumerate(zip(knobs.CODEGEN, codegen_key)):
        env[f"K{i}"], env[f"V{i}"] = os.fsencode(name), value
        checks.append(f"K{i} in environ" if value is None else f"get(K{i}) is not V{i}")
    rest = ["mem.get(FID) is not PER_FN", "getdev() != DEV"]
    head = ["    if armed[0]:", "        fcheck(when=WHEN)"]
    prep, conv, kargs = [], [], []  # prep: the kernel arguments and the grid, from the call
    for j, (i, name, kind, slot, default) in enumerate(entry.slots):
        k = f"k{j}"
        if kind != entry._SCALAR:
            if i >= nargs:
                return None
            # an empty torch tensor's argument is 0 (TorchCudaArray.address); its key holds
            # data_ptr(), and the shape that says it is empty
            kargs.append("0" if kind == entry._TORCH and 0 in fp[0][i][2] else f"p[{i}][1]")
            continue
        if i < nargs:
            src = f"args[{i}]"
        elif name in kwargs:
            src = f"kwargs[{name!r}]"
        else:  # the default, converted once
            env[k] = slot(default)
            kargs.append(k)
            continue
        env[f"C{j}"], env[f"T{j}"] = slot, slot.exact
        if slot.kform is not None:  # fp16/bf16 bits, i1 as an int: always converted
            conv.append(f"        {k} = C{j}({src})")
        elif slot.plain is int:
            conv.append(f"        {k} = x if (t := type(x := {src})) is int or t is T{j} "
                        f"else C{j}(x)")
        elif slot.plain is float and slot.dtype is DType.fp32:
            # struct packs a float that fits fp32 as np.float32 rounds it; others convert
            conv.append(f"        {k} = x if (t := type(x := {src})) is T{j} else "
                        f"x if t is float and -FLT_MAX <= x <= FLT_MAX else C{j}(x)")
        elif slot.plain is float:
            conv.append(f"        {k} = x if (t := type(x := {src})) is float or t is T{j} "
                        f"else C{j}(x)")
        else:
            conv.append(f"        {k} = x if type(x := {src}) is T{j} else C{j}(x)")
        kargs.append(k)
    if any(kind != entry._SCALAR for _, _, kind, _, _ in entry.slots):
        prep.append("    p = fp[0]")
    if conv:
        prep += ["    try:"] + conv + ["    except Respecialize:",
                                        "        return slow(grid, args, kwargs, None)"]
    prep += ["    if type(grid) is tuple and len(grid) == 1 and type(g0 := grid[0]) is int "
             "and 0 < g0 <= 2147483647:",
             "        g1 = g2 = 1", "    else:", "        g0, g1, g2 = grid3(grid, args, kwargs)"]
    if ck.tma:
        prep.append(f"    kl = [{', '.join(kargs)}]")
        for t, spec in enumerate(ck.tma):
            env[f"S{t}"] = spec
            prep.append(f"    m{t} = enc(S{t}, kl, (g0, g1, g2))")
            kargs.append(f"m{t}")
        env["enc"] = tma.encode
    # the grid the driver launches: a persistent kernel's blocks, which loop over the programs
    dgrid = "g0, g1, g2"
    if persistent:  # codegen.runtime.persistent_grid, inline: whole clusters of C blocks
        c = ck.cluster
        env["CLUSTERS"], env["C"] = ck.blocks // c, c
        prep += [f"    b0 = {'-(-g0 // C)' if c > 1 else 'g0'} * g1 * g2",
                 "    if b0 > CLUSTERS:", "        b0 = CLUSTERS"]
        if c > 1:
            prep.append("    b0 *= C")
        kargs += ["g0", "g1", "g2"]
        dgrid = "b0, 1, 1"
    # the stream: stream=, torch's current stream (torch tensors), else cupy's current one
    stream = []
    if entry.opts.stream is not None:
        env["S"] = runtime.stream_handle(entry.opts.stream, None)
    elif entry.torch_stream:
        raw_stream = _torch_raw_stream()
        if raw_stream is not None:
            env["ts"] = raw_stream
            stream.append("    S = ts(DEV)")
        else:
            from .capture import torch_stream

            env["ts"], env["cs"] = torch_stream, entry._cupy.cuda.get_current_stream
            stream += ["    S = ts(DEV)", "    if S is None:",
                       f"        S = {_cupy_stream(env, dev)}"]
    else:
        env["cs"] = entry._cupy.cuda.get_current_stream
        stream.append(f"    S = {_cupy_stream(env, dev)}")
    values = ", ".join(kargs)
    if pk.ex:
        env["CFG"], env["F"], env["P"] = pk.c_args
        pack = (f"pack(buf, 0, {dgrid}, NT, 1, 1, SM, S{', ' if values else ''}{values})")
        call = "rc = L(CFG, F, P, None)"
    else:
        env["F"], env["P"] = pk.func, pk.params
        pack = f"pack(buf, 0, {values})" if values else None
        call = f"rc = L(F, {dgrid}, NT, 1, 1, SM, S, P, 0)"

    def launch(pack, call, acquire="acquire", release="release", extra=()):
        return [f"    {acquire}()", "    try:"] + ([f"        {pack}"] if pack else []) + \
            [f"        {x}" for x in extra] + [
            f"        {call}",
            "    except Exception as exc:",
            f"        raise failed(NAME, ({dgrid}), NT, SM, exc) from None",
            "    finally:", f"        {release}()",
            "    if rc:", f"        raise failed(NAME, ({dgrid}), NT, SM, int(rc))"]

    body = "\n".join(head + prep + stream + launch(pack, call)) + "\n"
    src = (f"def run(grid, args, kwargs, fp):\n    if {' or '.join(checks + rest)}:\n"
           "        return generic(grid, args, kwargs, fp)\n" + body)
    plain = all(v is None for v in codegen_key)
    if plain:
        src += (f"\ndef plain(grid, args, kwargs, fp):\n    if {' or '.join(rest)}:\n"
                "        return generic(grid, args, kwargs, fp)\n" + body)
        if pk.ex and not ck.tma:
            src += "\n" + _again_source(env, pk, head, prep, stream, launch, rest, values,
                                         dgrid)
    exec(compile(src, _generated(f"direct launcher of {fn.name}"), "exec"), env)  # noqa: S102
    run = env["run"]
    run.source = src
    if not plain:
        return run, None, None
    env["plain"].source = src
    again = env.get("again")
    if again is not None:
        again.source = src
    return run, env["plain"], again


def _again_source(env, pk, head, prep, stream, launch, rest, values, dgrid) -> str:
    """The source of a direct launcher's ``again(grid, args, kwargs, s)``: ``plain`` for a
    call that the front found to repeat the previous one (its state ``s``, key ``s[0]``:
    the same arrays at the same addresses, scalars and keywords of the same types and
    bits). It packs into a buffer of its own (a copy of the kernel's layout, which no other
    launch writes) and records what it packed from: ``s``, the grid object (a tuple, whose
    values cannot change) and the stream. A call with the same three launches the buffer as
    it is, without reading or packing the arguments again; any other packs first. Each
    pack and launch holds the buffer's own lock. ``dgrid`` is the expression of the grid
    the driver launches (``"g0, g1, g2"``; a persistent kernel's ``"b0, 1, 1"``)."""
    import ctypes
    import threading

    buf = ctypes.create_string_buffer(max(1, pk.struct.size))
    base = ctypes.addressof(buf)
    ptrs = (ctypes.c_void_p * max(1, len(pk.codes)))(*[base + o for o in pk.offsets])
    lock = threading.Lock()
    env.update(OWN=[None, None, None, None], BUF2=buf, PTRS2=ptrs, CFG2=ctypes.c_void_p(base),
               P2=ctypes.c_void_p(ctypes.addressof(ptrs)) if pk.params else None,
               acquire2=lock.acquire, release2=lock.release)
    pack = (f"pack(BUF2, 0, {dgrid}, NT, 1, 1, SM, S{', ' if values else ''}{values})")
    call = "rc = L(CFG2, F, P2, None)"
    quick = [
        "    g3 = None",
        "    acquire2()",
        "    try:",
        "        if OWN[0] is s and OWN[1] is grid and OWN[2] == S:",
        "            g3 = OWN[3]",
        "            rc = L(CFG2, F, P2, None)",
        "    except Exception as exc:",
        "        raise failed(NAME, g3, NT, SM, exc) from None",
        "    finally:",
        "        release2()",
        "    if g3 is not None:",
        "        if rc:",
        "            raise failed(NAME, g3, NT, SM, int(rc))",
        "        return None",
        "    fp = s[0]"]
    # the record is cleared before the pack (which may fail half-way through the buffer)
    fill = launch(None, call, "acquire2", "release2", extra=(
        "OWN[0] = None", pack,
        f"OWN[:] = (s, grid if type(grid) is tuple else NOTHING, S, ({dgrid}))"))
    env["NOTHING"] = _NOTHING
    return (f"def again(grid, args, kwargs, s):\n    if {' or '.join(rest)}:\n"
            "        return generic(grid, args, kwargs, s[0])\n" +
            "\n".join(head + stream + quick + prep + fill) + "\n")


def _cupy_stream(env: dict, dev: int) -> str:
    """The expression of cupy's current stream handle in a direct launcher: ``cs(DEV).ptr``
    where ``cupy.cuda.get_current_stream`` takes the device (the launcher has checked that
    ``DEV`` is the current one, so that cupy does not ask the runtime again), else
    ``cs().ptr``."""
    try:
        env["cs"](dev)
    except TypeError:
        return "cs().ptr"
    return "cs(DEV).ptr"


_FLT_MAX = 3.4028234663852886e38
#: the launch options a direct launcher carries out itself (what it does with each mirrors
#: codegen.runtime.launch_compiled); an entry launched with any other keeps the generic path
_DIRECT_OPTIONS = frozenset(("num_warps", "stream", "num_stages", "load_other",
                             "persistent"))


def _torch_raw_stream():
    """torch's ``_cuda_getCurrentRawStream(device)`` (the handle of the current stream, what
    Triton's launcher reads), or None where torch lacks it."""
    torch = sys.modules.get("torch")
    f = getattr(getattr(torch, "_C", None), "_cuda_getCurrentRawStream", None)
    return f if callable(f) else None


#: generated argument lists of fast-path entries, by argument layout (_straight_line)
_STRAIGHT_LINE: dict = {}


class _Respecialize(Exception):
    """A fast-path value that specializes to another type than its entry's."""


class _ScalarSlot:
    """The kernel-argument form of one scalar parameter on the fast path, exactly what the
    full path would pass, or the full path's TileLaunchError.

    A value of the parameter's exact numpy type is taken as it is. A Python int for an
    i32/i64 parameter and a Python float for an fp32/fp64 one are converted directly: the
    fingerprint holds what decides their validity (the integer range, fp32 overflow). Any
    other value is specialized as the full path does (``args.specialize``), so that a value
    that does not fit (an i8 given 300, a u32 given -1, an fp16 given 70000.0, an i1 given
    16) raises the same error."""

    __slots__ = ("kernel", "param", "dtype", "exact", "plain", "kform")

    def __init__(self, kernel: str, param, dtype, kform):
        self.kernel, self.param, self.dtype, self.kform = kernel, param, dtype, kform
        self.exact = np.dtype(dtype.np).type
        self.plain = int if dtype in (DType.i32, DType.i64) else \
            float if dtype in (DType.fp32, DType.fp64) else None

    def __call__(self, v):
        t = type(v)
        if t is self.exact:
            x = v
        elif t is self.plain:
            x = self.exact(v)
        else:
            a = specialize(self.kernel, self.param, v)
            if a.type is not self.dtype:
                raise _Respecialize
            x = a.value
        return x if self.kform is None else self.kform(x)


def _plain_grid(grid):
    """A tuple of 1 to 3 positive Python ints within the CUDA limits as a 3-tuple, else
    None (then :func:`normalize_grid` decides, and explains a bad grid)."""
    if type(grid) is not tuple or not 1 <= len(grid) <= 3:
        return None
    for g, lim in zip(grid, GRID_LIMITS):
        if type(g) is not int or not 1 <= g <= lim:
            return None
    return grid + (1,) * (3 - len(grid))
