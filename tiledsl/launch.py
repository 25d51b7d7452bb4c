"""The launch API: ``tiledsl.load`` / ``tiledsl.compile`` → :class:`Module` → :class:`Kernel`,
and ``kernel[grid](*args, **constexprs_and_options)``.

One launch (Triton's ``JITFunction.run``, ``python/triton/runtime/jit.py``):

1. bind and specialize the arguments (:mod:`tiledsl.args`), evaluate a callable grid on the
   dict of bound arguments (``lambda META: (cdiv(n, META["BLOCK"]),)``);
2. pick the backend: ``TILEDSL_INTERPRET=1`` or ``backend="interpreter"`` → the interpreter;
   ``backend="cuda"`` or any device array (a torch CUDA tensor, or an object with
   ``__cuda_array_interface__``) → the GPU; else the interpreter;
3. lower the kernel for this specialization (argument types, constexprs and, on the GPU,
   alignment facts) through ``check.lower`` and ``passes.run_pipeline``, once: the result is
   cached in ``kernel.cache`` (``kernel.num_lowerings`` counts the builds);
4. refuse a read-only array that the kernel stores to (from the IR: a pointer parameter that
   reaches a STORE or an atomic), so that nothing is written when a launch is refused;
5. run: ``tiledsl.interpreter.run`` on numpy arrays (device arrays are copied to the host and
   the written ones back), or ``tiledsl.codegen.launch`` on device arrays.

Every refusal is a :class:`~tiledsl.errors.TileLaunchError`; ``docs/launch.md`` lists them.
"""
from __future__ import annotations

import functools
import os
import re
import sys
from dataclasses import dataclass

import numpy as np

from . import knobs
from .args import (
    GRID_LIMITS,
    INTERPRETER_OPTIONS,
    Arg,
    TorchCudaArray,
    bind,
    cache_key,
    check_options,
    constexpr_value,
    has_default,
    is_torch,
    launch_facts,
    normalize_grid,
    parse_type,
    specialize,
    torch_cuda_key,
)
from .dtypes import DType, PointerType
from .errors import (
    TileFileError,
    TileLaunchError,
    TileSyntaxError,
    usage_type_error,
    user_facing,
)
from .ir import ATOMICS, Function, Op
from .source import Source, Span


# ------------------------------------------------------------------------------ loading
@user_facing
def load(path) -> "Module":
    """Read, parse and check the ``.tile`` file at ``path`` (a str or ``os.PathLike``).

    Raises :class:`~tiledsl.errors.TileFileError` (a TileError and an OSError) when the file
    cannot be read (no such file, a directory, no permission), TileSyntaxError for a file that
    is not valid UTF-8 or not valid syntax, TileCompileErrors for a file with errors, and
    TypeError when ``path`` is not a path."""
    if not isinstance(path, (str, bytes, os.PathLike)):
        raise usage_type_error(
            f"tiledsl.load() takes the path of a .tile file (str or os.PathLike), got "
            f"{_what(path)}; to compile source text, use tiledsl.compile(text)")
    name = os.fsdecode(path)
    return _compile(read_source(name), name)


def read_source(path: str) -> str:
    """The text of the ``.tile`` file at ``path``, decoded as UTF-8 without a leading
    byte-order mark. Raises TileFileError when it cannot be read and TileSyntaxError, at the
    line and column of the first bad byte, when it is not valid UTF-8."""
    if "\0" in path:  # open() raises ValueError, not OSError, for these
        raise TileFileError(f"cannot read {path!r}: a path cannot contain a NUL character "
                            "(\\0); check how the path was built", path, None, None)
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as e:
        raise TileFileError.from_os_error(path, e) from None
    return decode_source(data, path)


def decode_source(data: bytes, path: str) -> str:
    """The text of a ``.tile`` file's bytes (read from ``path``, or ``<stdin>``): UTF-8
    without a leading byte-order mark. Raises TileSyntaxError, at the line and column of the
    first bad byte, when it is not valid UTF-8."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise _not_utf8(path, data, e) from None
    return text[1:] if text.startswith("\ufeff") else text


def _not_utf8(path: str, data: bytes, e: UnicodeDecodeError) -> TileSyntaxError:
    before = data[:e.start].decode("utf-8")
    line = before.count("\n") + 1
    col = len(before) - (before.rfind("\n") + 1) + 1
    text = data.decode("utf-8", errors="replace")
    if text.startswith("\ufeff"):  # the byte-order mark is not part of the text
        text = text[1:]
        col -= line == 1
    source = Source(text, path)
    if data[:2] in (b"\xff\xfe", b"\xfe\xff"):
        message = ("the file is not valid UTF-8: it starts with a UTF-16 byte-order mark; save "
                   "it as UTF-8")
    else:
        message = (f"the file is not valid UTF-8 (byte 0x{data[e.start]:02x} cannot be "
                   f"decoded); .tile files are UTF-8: save it as UTF-8 (it may be in Latin-1 or "
                   f"another 8-bit encoding)")
    return TileSyntaxError(message, Span(source, line, col, line, col + 1))


@user_facing
def compile_source(text: str, filename: str = "<string>") -> "Module":
    """Parse and check ``.tile`` source text (all errors of the file are raised together);
    a leading byte-order mark is ignored. Raises TypeError when ``text`` is not a str."""
    if not isinstance(text, str):
        hint = ("; decode it first, e.g. tiledsl.compile(data.decode('utf-8')), or use "
                "tiledsl.load(path) for a file") if isinstance(text, (bytes, bytearray)) else (
                "; to load a file, use tiledsl.load(path)" if isinstance(text, os.PathLike)
                else "")
        raise usage_type_error(f"tiledsl.compile() takes the source text as a str, got "
                               f"{_what(text)}{hint}")
    if isinstance(filename, os.PathLike):
        filename = os.fspath(filename)
    if not isinstance(filename, str):
        raise usage_type_error(
            f"tiledsl.compile(): filename must be a str, got {_what(filename)}")
    return _compile(text[1:] if text.startswith("\ufeff") else text, filename)


def _compile(text: str, filename: str) -> "Module":
    from .parser import parse

    if "\r" in text:  # old Mac line ends (a lone CR) are line ends, as in Python
        text = re.sub(r"\r(?!\n)", "\n", text)
    source = Source(text, filename)
    tree = parse(source)
    return Module(source, tree, _kernel_sigs(tree))


def _what(value) -> str:
    """``None``, ``bytes``, ``an int`` ... for TypeError messages."""
    if value is None:
        return "None"
    return type(value).__name__


def _kernel_sigs(tree) -> dict:
    """``{name: KernelSig}`` of the kernels in ``tree``, from ``check.check_module``."""
    from . import check

    info = check.check_module(tree)
    kernels = getattr(info, "kernels", None)
    if kernels is None:  # a checker that returns None: build the signatures from the AST
        kernels = {f.name: _Sig(f.name, check.signature(f), f, f.span)
                   for f in tree.functions if f.is_kernel}
    return dict(kernels)


@dataclass
class _Sig:
    name: str
    params: list
    fdef: object
    span: object


# ------------------------------------------------------------------------------- module
class Module:
    """A checked ``.tile`` file; each kernel is an attribute (``mod.softmax``) and an item
    (``mod["softmax"]``). ``source``, ``ast`` (the ``ast.Module``) and ``kernels`` (a dict)."""

    def __init__(self, source: Source, tree, sigs: dict):
        self.source = source
        self.ast = tree
        self.kernels = {name: _decorated(Kernel(self, sig)) for name, sig in sigs.items()}

    @property
    def filename(self) -> str:
        return self.source.filename

    def __getattr__(self, name: str) -> "Kernel":
        kernels = self.__dict__.get("kernels", {})
        if name in kernels:
            return kernels[name]
        if name.startswith("__"):
            raise AttributeError(name)
        fdef = self.__dict__["ast"].get(name) if "ast" in self.__dict__ else None
        if fdef is not None:
            raise AttributeError(
                f"'{name}' in {self.filename} is a helper (def), not a kernel: only kernels "
                f"can be launched; declare it with `kernel {name}(...)`")
        raise AttributeError(
            f"{self.filename} has no kernel '{name}'; its kernels: "
            f"{', '.join(kernels) or '(none)'}")

    def __getitem__(self, name: str) -> "Kernel":
        try:
            return self.kernels[name]
        except KeyError:
            raise KeyError(f"{self.filename} has no kernel '{name}'; its kernels: "
                           f"{', '.join(self.kernels) or '(none)'}") from None

    def __iter__(self):
        return iter(self.kernels.values())

    def __dir__(self):
        return sorted(set(super().__dir__()) | set(self.kernels))

    def __repr__(self) -> str:
        return f"<tiledsl.Module {self.filename}: {', '.join(self.kernels) or 'no kernels'}>"


def _decorated(kernel: "Kernel"):
    """A kernel with ``@autotune``/``@heuristics`` decorators becomes a
    ``tiledsl.autotune.TunedKernel`` (docs/autotune.md); any other is returned as it is."""
    if not getattr(kernel.ast, "decorators", ()):
        return kernel
    from .autotune import from_decorators

    return from_decorators(kernel)


# ------------------------------------------------------------------------------- kernel
@dataclass
class Specialization:
    """One cached build: the lowered, optimized IR and the parameters the kernel writes
    (``{name: span of the first store/atomic through it}``)."""

    fn: Function
    key: tuple
    writes: dict
    breakpoints: bool = False  # the kernel has breakpoint() statements (tiledsl.debugger)


class Kernel:
    """A launchable kernel of a :class:`Module`.

    ``kernel[grid](*args, **kw)`` launches; ``kernel.ir(**spec)`` / ``kernel.ir_text`` give the IR
    text of a specialization, ``kernel.lower(**spec)`` its ``ir.Function``, ``kernel.emit(
    "cuda", **spec)`` the generated source. ``spec`` maps parameter names to constexpr values
    and to types (``x="*fp32"``, ``n="i32"``) or example arguments (arrays, numbers).
    """

    def __init__(self, module: Module, sig):
        self.module = module
        self.name = sig.name
        self.params = list(sig.params)
        self.ast = sig.fdef
        self.span = getattr(sig, "span", None)
        self.cache: dict[tuple, Specialization] = {}
        self.num_lowerings = 0
        self._fast: dict[tuple, _FastLaunch] = {}  # fingerprint → a checked GPU launch
        self._fingerprints: dict = {}  # positional count → generated _fingerprint

    @property
    def signature(self) -> str:
        """``softmax(out: *fp32, n: i32, BLOCK: constexpr = 1024)``."""
        def one(p):
            ann = {"pointer": f": *{p.dtype}", "scalar": f": {p.dtype}",
                   "constexpr": ": constexpr"}.get(p.kind, "")
            return p.name + ann + (f" = {p.default!r}" if has_default(p) else "")
        return f"{self.name}({', '.join(one(p) for p in self.params)})"

    def __repr__(self) -> str:
        return f"<tiledsl.Kernel {self.signature}>"

    def __getitem__(self, grid) -> "Launcher":
        return Launcher(self, grid)

    @user_facing
    def __call__(self, *args, **kwargs):
        """A kernel is launched over a grid: ``kernel[grid](...)``; calling it directly is a
        TileLaunchError that says so."""
        raise TileLaunchError(
            f"{self.name}() needs a grid: launch it as {self.name}[grid](...), e.g. "
            f"{self.name}[(n_programs,)](...) or {self.name}[lambda meta: (...,)](...); "
            f"or {self.name}.run(..., grid=...)")

    def run(self, *args, grid, **kwargs):
        """The same as ``kernel[grid](*args, **kwargs)``."""
        return Launcher(self, grid)(*args, **kwargs)

    # ---------------------------------------------------------------- specializations
    def _build(self, arg_types: dict, constexprs: dict, facts: dict) -> Specialization:
        key = cache_key(arg_types, constexprs, facts)
        spec = self.cache.get(key)
        if spec is not None:
            return spec
        from . import check, passes

        extra = {"facts": facts} if facts else {}
        fn = check.lower(self.module.ast, self.name, dict(arg_types), dict(constexprs), **extra)
        fn = passes.run_pipeline(fn)
        for p in fn.params:
            if p.name in facts:
                p.facts = dict(facts[p.name])
        self.num_lowerings += 1
        spec = Specialization(fn, key, stored_params(fn),
                              any(op.op is Op.BREAKPOINT for op in fn.walk()))
        self.cache[key] = spec
        _dump(self, fn)
        return spec

    @user_facing
    def lower(self, facts: dict | None = None, **spec) -> Function:
        """The specialized, optimized IR for ``spec`` (see the class docstring). Annotated
        parameters and defaults need no entry; unannotated ones and constexprs without a default
        do. Raises TileLaunchError for a missing or unknown entry."""
        return self._lower("lower", facts, spec)

    def _lower(self, via: str, facts, spec: dict) -> Function:
        """``lower`` on behalf of the public method ``via`` (named in error messages)."""
        names = [p.name for p in self.params]
        for k in spec:
            if k not in names:
                raise TileLaunchError(
                    f"{self.name}.{via}() got an unknown parameter '{k}'; parameters: "
                    f"{', '.join(names)}")
        arg_types, constexprs = {}, {}
        for p in self.params:
            given = p.name in spec
            if p.kind == "constexpr":
                if not given and not has_default(p):
                    raise TileLaunchError(
                        f"{self.name}.{via}() needs a value for constexpr '{p.name}', e.g. "
                        f"{self.name}.{via}({p.name}=...)")
                constexprs[p.name] = constexpr_value(
                    self.name, p.name, spec[p.name] if given else p.default)
                continue
            arg_types[p.name] = self._param_type(p, spec.get(p.name), given, via)
        return self._build(arg_types, constexprs, self._check_facts(via, facts, arg_types)).fn

    #: the launch facts a specialization may assume (tiledsl/args.py, launch_facts)
    FACTS = {"pointer": ("aligned16", "noalias"), "int": ("div16", "is_one")}

    def _check_facts(self, via: str, facts, arg_types: dict) -> dict:
        """``facts`` as ``{parameter: {fact: True}}``, refused with a TileLaunchError when it
        names an unknown parameter or a fact its type cannot have."""
        if facts is None:
            return {}
        if not isinstance(facts, dict):
            raise TileLaunchError(
                f"{self.name}.{via}(): facts must be a dict such as "
                f"{{'x': {{'aligned16': True}}, 'n': {{'div16': True}}}}, got {facts!r}")
        out = {}
        for name, fs in facts.items():
            t = arg_types.get(name)
            if t is None:
                raise TileLaunchError(
                    f"{self.name}.{via}(): facts for '{name}', which is not a runtime "
                    f"parameter; parameters: {', '.join(arg_types) or '(none)'}")
            kind = "pointer" if isinstance(t, PointerType) else (
                "int" if t.is_int and t is not DType.i1 else None)
            allowed = self.FACTS.get(kind, ())
            wrong = [f for f in fs if f not in allowed] if isinstance(fs, dict) else []
            if wrong and all(isinstance(f, str) for f in wrong):
                takes = f"it takes {' / '.join(allowed)}" if allowed else "it takes none"
                raise TileLaunchError(
                    f"{self.name}.{via}(): {wrong[0]!r} is not a fact for parameter "
                    f"'{name}' ({t}): {takes}")
            if not isinstance(fs, dict) or any(f not in allowed or not isinstance(v, bool)
                                               for f, v in fs.items()):
                raise TileLaunchError(
                    f"{self.name}.{via}(): facts['{name}'] must be a dict of "
                    f"{' / '.join(allowed) or 'no facts (a ' + str(t) + ' has none)'} set to "
                    f"True or False, got {fs!r}")
            true = {f: True for f, v in fs.items() if v}
            if true:
                out[name] = true
        return out

    def _param_type(self, p, value, given: bool, via: str = "lower"):
        declared = {"pointer": lambda: PointerType(p.dtype), "scalar": lambda: p.dtype}
        if not given:
            if p.kind in declared:
                return declared[p.kind]()
            if has_default(p):
                return specialize(self.name, p, p.default).type
            raise TileLaunchError(
                f"{self.name}.{via}(): parameter '{p.name}' is unannotated; give its type, "
                f"e.g. {p.name}='*fp32' or {p.name}='i32'")
        if isinstance(value, (str, DType, PointerType)):
            try:
                t = parse_type(value)
            except ValueError as e:
                raise TileLaunchError(f"{self.name}.{via}(): parameter '{p.name}': {e}") from None
            if p.kind in declared and t != declared[p.kind]():
                raise TileLaunchError(
                    f"{self.name}.{via}(): parameter '{p.name}' is declared "
                    f"{declared[p.kind]()}, not {t}")
            return t
        return specialize(self.name, p, value).type

    def ir(self, facts: dict | None = None, **spec) -> str:
        """The IR text of one specialization, e.g. ``k.ir(BLOCK=1024, x="*fp32", n="i32")``."""
        return str(self._lower("ir", facts, spec))

    ir_text = ir

    @user_facing
    def emit(self, target: str = "cuda", num_warps: int = 4, facts: dict | None = None,
             load_other: str | None = None, num_stages: int | None = None, **spec) -> str:
        """The generated source for ``target`` of one specialization: ``"cuda:ARCH"``
        (``"cuda:sm_80"``, ``"cuda:sm_90a"``), ``"cuda"`` (the current device's
        architecture, sm_90a without one), ``"hip"`` or ``"hip:ARCH"``; ``num_warps``,
        ``num_stages`` and ``load_other`` as the launch options of those names."""
        from . import codegen

        targets = list(getattr(codegen, "DIALECTS", ("cuda",)))
        if codegen.get_dialect(target) is None:
            raise TileLaunchError(
                f"{self.name}.emit(): unknown target {target!r}; supported targets: "
                f"{', '.join(map(repr, targets))}, 'cuda:ARCH' for an NVIDIA architecture "
                f"such as 'cuda:sm_80', or 'hip:ARCH' for an AMD one such as 'hip:gfx908'")
        opts = check_options(self.name, {"num_warps": num_warps, "load_other": load_other,
                                         "num_stages": num_stages})
        return codegen.emit(self._lower("emit", facts, spec), target=target,
                            num_warps=opts["num_warps"], load_other=load_other,
                            num_stages=opts["num_stages"])

    # ------------------------------------------------------------------------ launching
    def _launch(self, grid, args: tuple, kwargs: dict):
        fingerprint = self._fingerprints.get(len(args))
        if fingerprint is None:
            fingerprint = self._fingerprints[len(args)] = _fingerprinter(self.params,
                                                                          len(args))
        fp = fingerprint(args, kwargs)
        if fp is not None:
            hit = self._fast.get(fp)
            if hit is not None:
                return hit(grid, args, kwargs)
        return self._launch_slow(grid, args, kwargs, fp)

    def _prepare(self, grid, args: tuple, kwargs: dict) -> "Prepared":
        """Bind, specialize, route and build one launch: everything before it runs."""
        k = self.name
        values, options = bind(k, self.params, args, kwargs)
        opts = check_options(k, options)
        bound = [specialize(k, p, values[p.name]) for p in self.params]
        constexprs = {a.name: a.value for a in bound if a.kind == "constexpr"}
        runtime = [a for a in bound if a.kind != "constexpr"]
        meta = {**values, **constexprs}
        grid3 = normalize_grid(k, grid, meta)
        backend, device = _route(k, runtime, opts["backend"])
        if backend == "cuda":
            _no_interpreter_options(k, opts)
        facts = launch_facts(runtime) if backend == "cuda" else {}
        spec = self._build({a.name: a.type for a in runtime}, constexprs, facts)
        if backend == "cuda" and spec.breakpoints:
            _warn_breakpoints(self)
        for a in runtime:
            if a.kind == "pointer" and a.value.readonly and a.name in spec.writes:
                raise TileLaunchError(
                    f"{k}(): parameter '{a.name}' is a read-only array, but the kernel stores "
                    f"through it ({spec.writes[a.name]}); pass a writeable array "
                    f"(np.array(x) makes a writeable copy)")
        by_name = {a.name: a for a in runtime}
        ordered = [by_name[p.name] for p in spec.fn.params]
        return Prepared(opts, meta, constexprs, grid3, backend, device, spec, ordered)

    def _launch_slow(self, grid, args: tuple, kwargs: dict, fp):
        p = self._prepare(grid, args, kwargs)
        if p.backend == "cuda":
            out = _run_gpu(p.spec.fn, p.grid, p.ordered, p.opts, p.device)
            if fp is not None:  # the same fingerprint can skip binding and checks next time
                if len(self._fast) >= 256:
                    self._fast.clear()
                self._fast[fp] = _FastLaunch(self, p.spec.fn, p.ordered, p.opts, p.device,
                                             p.meta)
            return out
        if DEBUG_HOOK is not None or (p.spec.breakpoints and knobs.breakpoints()):
            from .debugger.launching import debug_launch  # a debug session, or breakpoint()

            return debug_launch(self, p)
        return _run_interpreter(p.spec.fn, p.grid, p.ordered, p.spec.writes, p.opts)


@dataclass
class Prepared:
    """A launch ready to run (:meth:`Kernel._prepare`): options, the dict the grid callable
    saw, constexprs, the 3-D grid, backend and device, the specialization, and the run-time
    arguments in the order of ``spec.fn.params``."""

    opts: dict
    meta: dict
    constexprs: dict
    grid: tuple
    backend: str
    device: object
    spec: Specialization
    ordered: list


#: set by ``tiledsl debug`` (:mod:`tiledsl.debugger.launching`): interpreter launches go
#: through the debugger while it is not None
DEBUG_HOOK = None


_BREAKPOINTS_WARNED: set = set()


def _warn_breakpoints(kernel: "Kernel") -> None:
    """Once per kernel and process: its ``breakpoint()`` statements do nothing on the GPU."""
    key = (kernel.module.filename, kernel.name)
    if key in _BREAKPOINTS_WARNED:
        return
    _BREAKPOINTS_WARNED.add(key)
    import warnings

    from .errors import TileDebugWarning

    lines = sorted({op.loc.line for spec in kernel.cache.values() for op in spec.fn.walk()
                    if op.op is Op.BREAKPOINT})
    where = ", ".join(f"{kernel.module.filename}:{n}" for n in lines)
    warnings.warn(TileDebugWarning(
        f"{kernel.name}(): breakpoint() ({where}) is compiled out of GPU code; run the launch "
        f"on the interpreter (numpy arrays, backend='interpreter' or TILEDSL_INTERPRET=1) to "
        f"stop there"), stacklevel=4)


def _no_interpreter_options(kernel: str, opts: dict) -> None:
    """The interpreter's check/order options given to a GPU launch: refused."""
    given = [k for k in INTERPRETER_OPTIONS if opts.get(k) not in (None, ())]
    if given:
        raise TileLaunchError(
            f"{kernel}(): {', '.join(g + '=' for g in given)} "
            f"{'is an option' if len(given) == 1 else 'are options'} of the interpreter, and "
            f"this launch runs on the GPU; pass backend='interpreter' (or set "
            f"TILEDSL_INTERPRET=1) to run it with the checks")


class Launcher:
    """``kernel[grid]``: call it with the kernel's arguments to launch."""

    def __init__(self, kernel: Kernel, grid):
        self.kernel = kernel
        self.grid = grid

    @user_facing
    def __call__(self, *args, **kwargs):
        return self.kernel._launch(self.grid, args, kwargs)


# ------------------------------------------------------------------------------ fast path
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
    parts = tuple(_fp_part(params[i], a, nd) for i, a in enumerate(args))
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
    """The keyword arguments' part of the fingerprint, or None."""
    for v in kwargs.values():
        if type(v) not in _PLAIN_OPTION_TYPES and is_torch(v):
            return None  # hashable by identity: keying on it would keep the tensor alive
    try:  # with each value's type: 2, 2.0, True and np.int64(2) are equal but not the same
        kw = tuple((k, type(v), v) for k, v in kwargs.items())  # another order: another entry
        hash(kw)
    except TypeError:  # an unhashable keyword value (an array passed by name...)
        return None
    return kw


def _fingerprinter(params, n: int):
    """``f(args, kwargs)``, the same key as :func:`_fingerprint` for calls with ``n``
    positional arguments, generated as straight-line code: a cupy array at a pointer
    position and a Python or numpy integer or float at a scalar position take an inline
    expression, anything else :func:`_fp_part`."""
    if n > len(params):
        return lambda args, kwargs: None
    env = {"part": _fp_part, "params": params, "nd_of": _cupy_ndarray, "kwpart": _fp_kwargs,
           "interpret": knobs.interpret, "np": np, "i32": np.int32, "i64": np.int64,
           "f32": np.float32, "inf": _INF}
    items = []
    for i in range(n):
        p, x = params[i], f"a{i}"
        if p.kind == "pointer":
            items.append(f"((a{i}.dtype.char, (d := a{i}.data).ptr, a{i}.shape, a{i}.strides, "
                         f"d.device_id) if type(a{i}) is nd else part(params[{i}], a{i}, nd))")
        elif p.kind != "constexpr":
            items.append(
                f"((t, (v := int({x})) % 16 == 0, v == 1, -2147483648 <= v < 2147483648, "
                f"-9223372036854775808 <= v < 9223372036854775808) "
                f"if (t := type({x})) is int or t is i32 or t is i64 else "
                f"(t, (c := abs(float({x}))) <= 3.4028234663852886e38, "
                f"3.4028234663852886e38 < c < inf) "
                f"if t is float or t is f32 else part(params[{i}], {x}, nd))")
        else:
            items.append(f"part(params[{i}], {x}, nd)")
    unpack = f"    {', '.join(f'a{i}' for i in range(n))}{',' if n == 1 else ''} = args\n" \
        if n else ""
    src = ("def fingerprint(args, kwargs):\n"
           "    if interpret():\n        return None\n"
           "    nd = nd_of()\n" + unpack +
           f"    parts = ({', '.join(items)}{',' if n == 1 else ''})\n"
           "    if None in parts:\n        return None\n"
           "    kw = kwpart(kwargs)\n"
           "    return None if kw is None else (parts, kw)\n")
    exec(src, env)  # noqa: S102
    return env["fingerprint"]


_INF = float("inf")

#: keyword values that are never torch objects (constexprs, num_warps, load_other, ...)
_PLAIN_OPTION_TYPES = frozenset((int, str, bool, float, type(None)))


def _cupy_ndarray():
    mod = sys.modules.get("cupy")
    return getattr(mod, "ndarray", None) if mod is not None else None


class _FastLaunch:
    """A GPU launch whose binding, specialization and checks were done for this fingerprint;
    calling it converts the scalars straight to their kernel-argument form, reads device
    addresses, evaluates the grid and launches the compiled kernel (compiled once per
    device; a cleared compile cache is noticed and refilled)."""

    _CUPY, _TORCH, _SCALAR = 0, 1, 2

    def __init__(self, kernel, fn, ordered, opts, device, meta):
        import cupy  # the launch that made this fast path imported it already

        from . import codegen
        from .codegen import runtime
        from .codegen.runtime import kernel_scalar

        # resolved once, not per launch (tests replace codegen.launch_prepared before this)
        self._cupy, self._launch_prepared, self._runtime = cupy, codegen.launch_prepared, runtime
        self.kernel = kernel
        self.fn = fn
        self.opts = opts
        self.device = device
        self.meta = dict(meta)
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
        self.lopts = {"num_warps": opts["num_warps"], "stream": opts["stream"]}
        if opts.get("num_stages") is not None:
            self.lopts["num_stages"] = opts["num_stages"]
        if opts["load_other"] is not None:
            self.lopts["load_other"] = opts["load_other"]
        # the generated argument list, built at the first fast launch (not for an entry that
        # is never used again) and shared by entries of the same argument layout
        self._npos = max((i for i, *_ in self.slots), default=-1) + 1
        self._positional = None

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

    def __call__(self, grid, args, kwargs):
        cupy, launch_prepared = self._cupy, self._launch_prepared
        try:
            kargs = self._kargs(args, kwargs)
        except _Respecialize:  # a value of another type than this entry's: the full path
            return self.kernel._launch_slow(grid, args, kwargs, None)
        if callable(grid):
            meta = dict(self.meta)
            meta.update(zip(self.names, args))
            meta.update(kwargs)
            grid3 = normalize_grid(self.kernel.name, grid, meta)
        else:
            grid3 = _plain_grid(grid) or normalize_grid(self.kernel.name, grid)
        cur = cupy.cuda.runtime.getDevice()
        dev = self.device if self.device is not None else cur
        if dev != cur:
            with cupy.cuda.Device(dev):
                return launch_prepared(self.fn, grid3, kargs, device=dev, **self.lopts)
        return launch_prepared(self.fn, grid3, kargs, device=dev, **self.lopts)


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


# ------------------------------------------------------------------------------ routing
def _route(kernel: str, runtime: list[Arg], backend: str | None) -> tuple[str, int | None]:
    """``(backend, device)``. Refuses host and device arrays mixed, arrays on two GPUs, and a
    GPU launch without cupy or a device."""
    host = [a.name for a in runtime if a.kind == "pointer" and a.value.device is None]
    dev = [a for a in runtime if a.kind == "pointer" and a.value.device is not None]
    if host and dev:
        raise TileLaunchError(
            f"{kernel}(): host and device arrays mixed in one launch: '{host[0]}' is a host "
            f"(numpy) array, '{dev[0].name}' a device array; pass all of them on one side")
    ids = sorted({a.value.device for a in dev})
    if len(ids) > 1:
        first = {i: next(a.name for a in dev if a.value.device == i) for i in ids}
        raise TileLaunchError(
            f"{kernel}(): arrays on different GPUs: "
            + ", ".join(f"'{first[i]}' on device {i}" for i in ids)
            + "; move them to one device")
    if knobs.interpret() or backend == "interpreter":
        return "interpreter", None
    if backend == "cuda" or dev:
        if host:
            raise TileLaunchError(
                f"{kernel}(): backend='cuda' needs device arrays, but '{host[0]}' is a host "
                f"(numpy) array; move it with cupy.asarray(...), or run on the interpreter")
        _require_gpu(kernel)
        return "cuda", (ids[0] if ids else None)
    return "interpreter", None


_HOW = ("to run on the interpreter instead, pass numpy arrays, set TILEDSL_INTERPRET=1, or "
        "pass backend='interpreter'")


def _require_gpu(kernel: str) -> None:
    try:
        import cupy
    except ImportError:
        raise TileLaunchError(
            f"{kernel}(): a GPU launch needs cupy, which is not installed "
            f"(pip install 'tiledsl[gpu]'); {_HOW}") from None
    try:
        n = cupy.cuda.runtime.getDeviceCount()
        why = "no device found"
    except Exception as exc:  # noqa: BLE001 - cupy raises its own CUDARuntimeError
        n, why = 0, str(exc)
    if n < 1:
        raise TileLaunchError(
            f"{kernel}(): a GPU launch needs a CUDA device, and none is available ({why}); "
            f"{_HOW}")


# -------------------------------------------------------------------------------- running
def host_values(args: list[Arg], writes: dict, kernel: str = "kernel") -> tuple[list, list]:
    """``(values, back)``: the interpreter's arguments (device arrays copied to the host) and
    the ``(device array, host bytes)`` pairs to copy back after the run (:func:`copy_back`).
    Raises TileLaunchError when a device array must be copied and cupy is missing."""
    values, back = [], []
    for a in args:
        if a.kind == "pointer" and a.value.device is not None:
            try:
                import cupy  # noqa: F401 - the copies go through cupy
            except ImportError:
                raise TileLaunchError(
                    f"{kernel}(): '{a.name}' is a device array, and running it on the "
                    f"interpreter copies it to the host through cupy, which is not installed; "
                    f"pass host (numpy) arrays instead, or install cupy "
                    f"(pip install 'tiledsl[gpu]')") from None
            host, buf = _device_to_host(a.value.data, a.value.dtype.np)
            values.append(host)
            if a.name in writes:
                back.append((a.value.data, buf))
        else:
            values.append(a.value.data if a.kind == "pointer" else a.value)
    return values, back


def copy_back(back: list) -> None:
    """Copy the host bytes of :func:`host_values` back over their device arrays."""
    for dev, buf in back:
        _host_to_device(buf, dev)


def _run_interpreter(fn: Function, grid, args: list[Arg], writes: dict, opts: dict):
    from . import interpreter

    values, back = host_values(args, writes, fn.name)
    result = interpreter.run(fn, grid, values, **{k: opts[k] for k in INTERPRETER_OPTIONS})
    copy_back(back)
    return result


def _run_gpu(fn: Function, grid, args: list[Arg], opts: dict, device):
    import cupy

    from . import codegen

    values = [a.value.data if a.kind == "pointer" else a.value for a in args]
    with cupy.cuda.Device(device if device is not None else cupy.cuda.runtime.getDevice()):
        kw = {"load_other": opts["load_other"]} if opts["load_other"] is not None else {}
        return codegen.launch(fn, grid, values, num_warps=opts["num_warps"],
                              num_stages=opts["num_stages"], stream=opts["stream"], **kw)


def _shape_strides(cai) -> tuple[tuple, tuple, "np.dtype"]:
    dt = np.dtype(cai["typestr"])
    shape = tuple(cai["shape"])
    strides = cai.get("strides") or tuple(
        int(np.prod(shape[i + 1:], dtype=np.int64)) * dt.itemsize for i in range(len(shape)))
    return shape, tuple(strides), dt


def _device_bytes(obj):
    """``(raw, lo)``: a cupy uint8 array over the bytes that ``obj``'s elements span (sharing
    the memory; strides may be negative or leave gaps) and the first element's offset in it."""
    import cupy

    cai = obj.__cuda_array_interface__
    shape, strides, dt = _shape_strides(cai)
    lo = sum(min(0, (n - 1) * s) for n, s in zip(shape, strides))
    hi = sum(max(0, (n - 1) * s) for n, s in zip(shape, strides)) + dt.itemsize
    mem = cupy.cuda.UnownedMemory(cai["data"][0] + lo, hi - lo, obj)
    return cupy.ndarray((hi - lo,), cupy.uint8, cupy.cuda.MemoryPointer(mem, 0)), lo


def _device_to_host(obj, dtype=None):
    """``(host array, its byte buffer)``: a host copy of a device array with the same strides,
    so that the kernel's element offsets address the same elements (through cupy). ``dtype``
    (numpy) overrides the typestr's, which for bf16 is an untyped ``<V2``."""
    cai = obj.__cuda_array_interface__
    shape, strides, dt = _shape_strides(cai)
    dt = dt if dtype is None else np.dtype(dtype)
    if 0 in shape:
        return np.empty(shape, dt), None
    raw, lo = _device_bytes(obj)
    buf = raw.get()
    return np.ndarray(shape, dtype=dt, buffer=buf, offset=-lo, strides=strides), buf


def _host_to_device(buf, obj) -> None:
    """Copy the host byte buffer made by :func:`_device_to_host` back over ``obj``'s bytes."""
    import cupy

    if buf is None:
        return
    raw, _ = _device_bytes(obj)
    raw.set(buf)
    cupy.cuda.get_current_stream().synchronize()


# ----------------------------------------------------------------------- analysis, dumps
def stored_params(fn: Function) -> dict:
    """``{param name: span}`` of the pointer parameters the kernel may write through (a STORE
    or an atomic whose pointer derives from the parameter), with the span of the first such op.

    Pointer provenance is propagated to a fixed point through every op with pointer results
    (ADDPTR, BROADCAST, WHERE ...) and through loop-carried and ``if`` values, matching
    carried values by position; an unknown origin counts as every pointer parameter."""
    ptr_params = frozenset(p.name for p in fn.params if p.value.type.is_pointer)
    prov: dict[int, frozenset] = {p.value.id: frozenset([p.name])
                                  for p in fn.params if p.value.type.is_pointer}
    ops = list(fn.walk())

    def of(v) -> frozenset:
        return prov.get(v.id, frozenset())

    changed = True

    def add(v, names):
        nonlocal changed
        if v.type.is_pointer and not names <= of(v):
            prov[v.id] = of(v) | names
            changed = True

    while changed:
        changed = False
        for op in ops:
            for dst, srcs in _flows(op):
                names = frozenset().union(*(of(s) for s in srcs)) if srcs else ptr_params
                add(dst, names)
    writes = {}
    for op in ops:
        if op.op is Op.STORE or op.op in ATOMICS:
            for name in sorted(of(op.operands[0]) or ptr_params):
                writes.setdefault(name, op.loc)
    return writes


def _flows(op):
    """``(destination value, [source values])`` pairs of pointer flow through ``op``."""
    def yields(block):
        t = block.terminator
        return t.operands if t is not None else []

    if op.op is Op.FOR and op.regions:
        body = op.regions[0]
        carried = zip(op.operands[3:], body.args[1:], yields(body), op.results)
        for init, arg, nxt, res in carried:
            yield arg, [init, nxt]
            yield res, [init, nxt]
    elif op.op is Op.WHILE and len(op.regions) == 2:
        cond, body = op.regions
        fwd = yields(cond)[1:]
        for i, init in enumerate(op.operands):
            nxt = yields(body)[i: i + 1]
            srcs = [init] + list(nxt)
            for region in (cond, body):
                if i < len(region.args):
                    yield region.args[i], srcs + list(fwd[i: i + 1])
            if i < len(op.results):
                yield op.results[i], srcs + list(fwd[i: i + 1])
    elif op.op is Op.IF:
        for i, res in enumerate(op.results):
            yield res, [yields(r)[i] for r in op.regions if i < len(yields(r))]
    elif op.op is not Op.YIELD:
        srcs = [o for o in op.operands if o.type.is_pointer]
        for res in op.results:
            yield res, srcs


def _dump(kernel: Kernel, fn: Function) -> None:
    """``TILEDSL_DUMP=ast,ir,cuda``: print the stages of a new specialization to stderr."""
    stages = knobs.dump()
    if not stages:
        return
    head = f"// TILEDSL_DUMP {kernel.module.filename}:{kernel.name}"
    if "ast" in stages:
        from .ast import dump

        print(f"{head} ast\n{dump(kernel.ast)}", file=sys.stderr)
    if "ir" in stages:
        print(f"{head} ir\n{fn}", file=sys.stderr)
    if "cuda" in stages:
        try:
            from . import codegen

            # a specialization is dumped once, before any launch option is known
            print(f"{head} cuda (num_warps=4 and the default load_other; a launch with other "
                  f"options compiles the same IR with those)\n{codegen.emit(fn, target='cuda')}",
                  file=sys.stderr)
        except Exception as exc:  # noqa: BLE001 - a dump never breaks a launch
            print(f"{head} cuda: not available ({type(exc).__name__}: {exc})", file=sys.stderr)
