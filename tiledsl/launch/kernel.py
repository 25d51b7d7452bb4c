"""The kernel layer: :class:`Module` (a checked ``.tile`` file) and :class:`Kernel` (its
launchable kernels), specializations and their cache, and one launch from binding to the
backend (docs/launch.md):

1. bind and specialize the arguments (:mod:`.binding`), validate the options once
   (:mod:`.options`), evaluate a callable grid on the dict of bound arguments
   (``lambda META: (cdiv(n, META["BLOCK"]),)``);
2. pick the backend (:mod:`.backends`): ``TILEDSL_INTERPRET=1`` or ``backend="interpreter"`` →
   the interpreter; ``backend="cuda"`` or any device array (a torch CUDA tensor, or an object
   with ``__cuda_array_interface__``) → the GPU; else the interpreter;
3. lower the kernel for this specialization (argument types, constexprs and, on the GPU,
   alignment facts) through ``check.lower`` and ``passes.run_pipeline``, once: the result is
   cached in ``kernel.cache`` (``kernel.num_lowerings`` counts the builds);
4. refuse a read-only array that the kernel stores to
   (:func:`tiledsl.analysis.effects.readonly_store`, the rule the interpreter applies to a
   direct ``interpreter.run`` too), so that nothing is written when a launch is refused;
5. run: the interpreter on numpy arrays (device arrays are copied to the host and the written
   ones back), or the code generator on device arrays; a repeated GPU launch takes the fast
   path (:mod:`.fastpath`).

The autotuner and the debugger take part through :mod:`.hooks`; this layer does not import
them. Every refusal is a :class:`~tiledsl.errors.TileLaunchError`; ``docs/launch.md`` lists
them.
"""
from __future__ import annotations

import sys
from dataclasses import dataclass

from .. import knobs
from ..analysis.effects import effects, readonly_store
from ..analysis.facts import FACTS
from ..dtypes import DType, PointerType
from ..errors import TileError, TileLaunchError, add_note, user_facing, user_facing_launch
from ..ir import Function, Op
from ..source import Source
from . import backends, hooks
from .binding import (
    bind,
    cache_key,
    constexpr_value,
    has_default,
    launch_facts,
    normalize_grid,
    parse_type,
    positional_constexprs,
    specialize,
    specialize_all,
)
from .fastpath import _FastLaunch, _front
from .options import (
    LaunchOptions,
    _no_interpreter_options,
    check_options,
    check_target_warps,
)


def specialization_note(kernel: str, constexprs: dict) -> str:
    """The note a compile error of one specialization ends with: ``note: kernel vector_add
    specialized with BLOCK=100`` (every constexpr value of it, given or default). The error
    keeps it as ``specialization_note`` too, so that the autotuner can replace it with the
    configuration, which names the same values."""
    values = ", ".join(f"{k}={v!r}" for k, v in constexprs.items())
    return f"note: kernel {kernel} specialized with {values}"


class Module:
    """A checked ``.tile`` file; each kernel is an attribute (``mod.softmax``) and an item
    (``mod["softmax"]``). ``source``, ``ast`` (the ``ast.Module``) and ``kernels`` (a dict)."""

    def __init__(self, source: Source, tree, sigs: dict):
        self.source = source
        self.ast = tree
        self.kernels = {name: hooks.wrap_decorated(Kernel(self, sig)) for name, sig in sigs.items()}

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


@dataclass
class Specialization:
    """One cached build: the lowered, optimized IR and the parameters the kernel writes
    (``{name: span of the first store/atomic through it}``)."""

    fn: Function
    key: tuple
    writes: dict
    breakpoints: bool = False  # the kernel has breakpoint() statements (tiledsl.debugger)


def _arch_forms(target) -> str:
    """For a ``cuda:``/``hip:`` target whose architecture is unknown, how one is written (what
    ``tiledsl compile --arch`` says), so that ``cuda:sm_999`` or ``cuda:SM_80`` is not left
    with the bare list of target kinds; else ``""``."""
    if isinstance(target, str) and target.startswith("cuda:"):
        from ..codegen.targets import CUDA_ARCH_FORMS
        return f"; an NVIDIA architecture is written {CUDA_ARCH_FORMS}"
    if isinstance(target, str) and target.startswith("hip:"):
        return "; an AMD architecture is written gfxNNN (gfx908, gfx90a, gfx942, gfx1100)"
    return ""


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
        self._fronts: dict = {}  # positional count → generated fingerprint-and-dispatch
        # the last kernel[grid] (__getitem__): its grid and the launch it handed back, in one
        # tuple (replaced whole: a thread never pairs a grid with another's launch)
        self._last_grid = (_NO_GRID, None)

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

    def __getitem__(self, grid):
        """``kernel[grid]``: the bound ``__call__`` of a :class:`Launcher` of ``grid`` (a
        bound method is called without the argument tuple and dict that calling an instance
        of a Python class builds twice); the previous one when ``grid`` is the same object."""
        last = self._last_grid
        if last[0] is grid:
            return last[1]
        launcher = _new(Launcher)  # Launcher(self, grid) without a call of its __init__
        launcher.kernel = self
        launcher.grid = grid
        launch = launcher.__call__
        self._last_grid = (grid, launch)
        return launch

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

    @user_facing
    def warmup(self, *args, grid, **kwargs) -> Specialization:
        """Compile the specialization that ``kernel[grid](*args, **kwargs)`` would launch,
        without running it: arguments are bound and checked, the IR is lowered and optimized
        (kept in ``kernel.cache``) and, for device arrays, the GPU code is built for the
        device that holds them (kept in the in-memory and disk caches, so the launch that
        follows finds it). No array is read or written and nothing is queued on a stream.
        Returns the :class:`Specialization` (``.fn`` is its IR). Raises what the launch would
        raise before running: TileLaunchError, TileCompileErrors, and a GPU compiler's error."""
        p = self._prepare(grid, args, kwargs)
        if p.backend == "cuda":
            with backends.default_cuda().device_scope(p.device):
                backends.compile_options(p.spec.fn, p.opts)
        return p.spec

    # ---------------------------------------------------------------- specializations
    def _build(self, arg_types: dict, constexprs: dict, facts: dict) -> Specialization:
        key = cache_key(arg_types, constexprs, facts)
        spec = self.cache.get(key)
        if spec is not None:
            return spec
        from .. import check, passes

        extra = {"facts": facts} if facts else {}
        try:
            fn = check.lower(self.module.ast, self.name, dict(arg_types), dict(constexprs),
                             **extra)
        except TileError as e:
            if constexprs:  # which launch's values: the same line may be fine with others
                e.specialization_note = specialization_note(self.name, constexprs)
                add_note(e, e.specialization_note)
            raise
        fn = passes.run_pipeline(fn)
        for p in fn.params:
            if p.name in facts:
                p.facts = dict(facts[p.name])
        self.num_lowerings += 1
        spec = Specialization(fn, key, effects(fn).write_sites,
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
    FACTS = FACTS

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
             load_other: str | None = None, num_stages: int | None = None,
             persistent: bool = False, num_consumer_groups: int = 1, **spec) -> str:
        """The generated source for ``target`` of one specialization: ``"cuda:ARCH"``
        (``"cuda:sm_80"``, ``"cuda:sm_90a"``), ``"cuda"`` (the current device's
        architecture, sm_90a without one), ``"hip"`` or ``"hip:ARCH"``; ``num_warps``,
        ``num_stages``, ``load_other``, ``persistent`` and ``num_consumer_groups`` as the
        launch options of those names (the source is the one for ``num_warps *
        num_consumer_groups`` warps, which must fit the target: :func:`check_target_warps`)."""
        from .. import codegen

        targets = list(getattr(codegen, "DIALECTS", ("cuda",)))
        dialect = codegen.get_dialect(target)
        if dialect is None:
            raise TileLaunchError(
                f"{self.name}.emit(): unknown target {target!r}; supported targets: "
                f"{', '.join(map(repr, targets))}, 'cuda:ARCH' for an NVIDIA architecture "
                f"such as 'cuda:sm_80', or 'hip:ARCH' for an AMD one such as 'hip:gfx908'"
                f"{_arch_forms(target)}")
        opts = check_options(self.name, {"num_warps": num_warps, "load_other": load_other,
                                         "num_stages": num_stages, "persistent": persistent,
                                         "num_consumer_groups": num_consumer_groups})
        check_target_warps(self.name, opts, dialect)
        more = {"persistent": True} if opts.persistent else {}
        return codegen.emit(self._lower("emit", facts, spec), target=target,
                            num_warps=opts.kernel_warps, load_other=load_other,
                            num_stages=opts.num_stages, **more)

    # ------------------------------------------------------------------------ launching
    def _launch(self, grid, args: tuple, kwargs: dict):
        """One launch: the fast path's entry of the call's fingerprint, or the full path."""
        front = self._fronts.get(len(args))
        if front is None:
            front = self._front(len(args), kwargs)
        return front(grid, args, kwargs)

    def _front(self, n: int, kwargs: dict | None = None):
        """The generated ``front(grid, args, kwargs)`` of calls with ``n`` positional
        arguments (:func:`.fastpath._front`; ``kwargs``, the first such call's keywords,
        whose names and types it tests inline): fingerprint, look-up, launch."""
        front = self._fronts[n] = _front(self, n, kwargs)
        return front

    def _prepare(self, grid, args: tuple, kwargs: dict) -> "Prepared":
        """Bind, specialize, route and build one launch: everything before it runs."""
        k = self.name
        values, options = bind(k, self.params, args, kwargs,
                               {c.name for c in getattr(self.module.ast, "constants", ())})
        opts = check_options(k, options)
        bound = specialize_all(k, self.params, args, values)
        constexprs = {a.name: a.value for a in bound if a.kind == "constexpr"}
        runtime = [a for a in bound if a.kind != "constexpr"]
        meta = {**values, **constexprs}
        grid3 = normalize_grid(k, grid, meta)
        backend, device = backends._route(k, runtime, opts.backend)
        if backend == "cuda":
            _no_interpreter_options(k, opts)
        facts = launch_facts(runtime) if backend == "cuda" else {}
        with positional_constexprs(k, self.params, args, values):
            spec = self._build({a.name: a.type for a in runtime}, constexprs, facts)
        if backend == "cuda" and spec.breakpoints:
            _warn_breakpoints(self)
        refused = readonly_store(spec.fn, [a.name for a in runtime
                                           if a.kind == "pointer" and a.value.readonly])
        if refused is not None:
            name, site = refused
            raise TileLaunchError(
                f"{k}(): parameter '{name}' is a read-only array, but the kernel stores "
                f"through it ({site}); pass a writeable array "
                f"(np.array(x) makes a writeable copy)")
        by_name = {a.name: a for a in runtime}
        ordered = [by_name[p.name] for p in spec.fn.params]
        return Prepared(opts, meta, constexprs, grid3, backend, device, spec, ordered)

    def _launch_slow(self, grid, args: tuple, kwargs: dict, fp):
        p = self._prepare(grid, args, kwargs)
        if p.backend == "cuda":
            out = backends._run_gpu(p.spec.fn, p.grid, p.ordered, p.opts, p.device)
            if p.opts.check is not None:  # a check= launch: check= is in the fingerprint
                fp = None
            if fp is not None:  # the same fingerprint can skip binding and checks next time
                if len(self._fast) >= 256:
                    self._fast.clear()
                self._fast[fp] = _FastLaunch(self, p.spec.fn, p.ordered, p.opts, p.device,
                                             p.meta)
            return out
        if hooks.DEBUG_HOOK is not None or (p.spec.breakpoints and knobs.breakpoints()):
            return hooks.debug_launch(self, p)  # a debug session, or breakpoint()
        return backends._run_interpreter(p.spec.fn, p.grid, p.ordered, p.spec.writes, p.opts)


@dataclass
class Prepared:
    """A launch ready to run (:meth:`Kernel._prepare`): options, the dict the grid callable
    saw, constexprs, the 3-D grid, backend and device, the specialization, and the run-time
    arguments in the order of ``spec.fn.params``."""

    opts: LaunchOptions
    meta: dict
    constexprs: dict
    grid: tuple
    backend: str
    device: object
    spec: Specialization
    ordered: list


_BREAKPOINTS_WARNED: set = set()


def _warn_breakpoints(kernel: "Kernel") -> None:
    """Once per kernel and process: its ``breakpoint()`` statements do nothing on the GPU."""
    key = (kernel.module.filename, kernel.name)
    if key in _BREAKPOINTS_WARNED:
        return
    _BREAKPOINTS_WARNED.add(key)
    import warnings

    from ..errors import TileDebugWarning

    lines = sorted({op.loc.line for spec in kernel.cache.values() for op in spec.fn.walk()
                    if op.op is Op.BREAKPOINT})
    where = ", ".join(f"{kernel.module.filename}:{n}" for n in lines)
    warnings.warn(TileDebugWarning(
        f"{kernel.name}(): breakpoint() ({where}) is compiled out of GPU code; run the launch "
        f"on the interpreter (numpy arrays, backend='interpreter' or TILEDSL_INTERPRET=1) to "
        f"stop there"), stacklevel=4)


class Launcher:
    """``kernel[grid]``: call it with the kernel's arguments to launch."""

    __slots__ = ("kernel", "grid")

    def __init__(self, kernel: Kernel, grid):
        self.kernel = kernel
        self.grid = grid

    def _make_front(self, n: int, kwargs: dict):
        return self.kernel._front(n, kwargs)

    #: ``launcher(*args, **kwargs)``: the kernel's generated front for ``len(args)``
    #: positional arguments, called from the wrapper itself (errors.user_facing_launch)
    __call__ = user_facing_launch(_make_front)


_new = object.__new__
_NO_GRID = object()


def _dump(kernel: Kernel, fn: Function) -> None:
    """``TILEDSL_DUMP=ast,ir,cuda``: print the stages of a new specialization to stderr."""
    stages = knobs.dump()
    if not stages:
        return
    head = f"// TILEDSL_DUMP {kernel.module.filename}:{kernel.name}"
    if "ast" in stages:
        from ..ast import dump

        print(f"{head} ast\n{dump(kernel.ast)}", file=sys.stderr)
    if "ir" in stages:
        print(f"{head} ir\n{fn}", file=sys.stderr)
    if "cuda" in stages:
        try:
            import warnings

            from .. import codegen
            from ..errors import TileOptionWarning

            with warnings.catch_warnings():  # the launch's own build says what is not applied
                warnings.simplefilter("ignore", TileOptionWarning)
                src = codegen.emit(fn, target="cuda")
            # a specialization is dumped once, before any launch option is known
            print(f"{head} cuda (num_warps=4 and the default load_other; a launch with other "
                  f"options compiles the same IR with those)\n{src}", file=sys.stderr)
        except Exception as exc:  # noqa: BLE001 - a dump never breaks a launch
            print(f"{head} cuda: not available ({type(exc).__name__}: {exc})", file=sys.stderr)
