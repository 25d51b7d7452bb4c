"""Ahead-of-time compilation (``tiledsl compile``): one specialization of a kernel as a cubin
and a C launcher that runs it through the CUDA driver API, with no Python at run time.

The idea is Triton's AOT compiler (``triton/tools/compile.py``): the cubin is embedded as a
byte array in a C file, and a header declares a load/unload pair and one launch function
whose parameters are the kernel's, in order, with C types. Here that is::

    NAME.cubin   the cubin (NVRTC through codegen.runtime.compile_cubin, else nvcc -cubin)
    NAME.h       NAME_load, NAME_unload, NAME_launch(stream, gx, gy, gz, <parameters>),
                 NAME_THREADS and NAME_SHARED_BYTES, the cubin's declaration
    NAME.c       the embedded cubin and the three functions (C; also compiles as C++)

What an AOT kernel is not: it has no TMA (a tensor map is encoded on the host per launch, from
the arguments), it is not persistent (that needs the device's SM count), and it has no fault
sites (a failed ``device_assert`` writes an error record that only the Python runtime reads).
A kernel that asks for one of these is refused; stream-K's workspace is left unset, which
makes the kernel run whole tiles (codegen/streamk.py).
"""
from __future__ import annotations

import os
import re
import tempfile
from dataclasses import dataclass

from .errors import InternalError, TileError

EX_USAGE, EX_DATAERR, EX_UNAVAILABLE, EX_CANTCREAT = 2, 65, 69, 73  # sysexits, as tiledsl/cli.py
EX_TEMPFAIL = 75  # sysexits: the CUDA compiler ran past --compile-timeout

#: what a compile that ran past its limit says to do (``tiledsl compile``'s flag)
TIMEOUT_FIX = "pass --compile-timeout SECONDS to allow longer (0: no limit)"

#: shared memory a kernel may use without opting in (CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_...)
DEFAULT_SHARED_LIMIT = 48 * 1024

#: names a C parameter of the launch function may not take: the C and C++ keywords (C++'s
#: alternative tokens included) and the launch function's own first parameters
C_RESERVED = frozenset("""
    alignas alignof and and_eq asm auto bitand bitor bool break case catch char char8_t
    char16_t char32_t class compl concept const consteval constexpr constinit const_cast
    continue co_await co_return co_yield decltype default delete do double dynamic_cast else
    enum explicit export extern false float for friend goto if inline int long mutable
    namespace new noexcept not not_eq nullptr operator or or_eq private protected public
    register reinterpret_cast requires restrict return short signed sizeof static
    static_assert static_cast struct switch template this thread_local throw true try typedef
    typeid typename union unsigned using virtual void volatile wchar_t while xor xor_eq
    _Alignas _Alignof _Atomic _Bool _Complex _Generic _Imaginary _Noreturn _Static_assert
    _Thread_local stream gx gy gz err NULL""".split())


def _clashes(name: str, kernel: str) -> bool:
    """Whether C parameter ``name`` of kernel ``kernel``'s launch function could mean
    something else there: a keyword or one of the launch function's own names
    (:data:`C_RESERVED`), the generated file's names (``tl_``, ``NAME_load`` ...), or a
    name of ``cuda.h``'s kinds (``cu...`` functions, ``CU...``/``CUDA_...`` types, enums and
    macros)."""
    return name in C_RESERVED or name.startswith(("tl_", "TL_", "cu", "CU", f"{kernel}_")) or \
        name.upper().startswith(f"{kernel.upper()}_")  # NAME_THREADS, NAME_SHARED_BYTES


def _c_name(name: str, kernel: str, used: set) -> str:
    """``name`` as a C parameter of kernel ``kernel``'s launch function: as written unless
    :func:`_clashes` (then ``arg_`` + name), with ``_`` appended while it is taken."""
    c = f"arg_{name}" if _clashes(name, kernel) else name
    while c in used or c in C_RESERVED:
        c += "_"
    return c


class AotError(TileError):
    """A request ``tiledsl compile`` refuses; ``exit_code`` is the sysexits code (2 a usage
    error, 69 no CUDA compiler, 73 the output folder cannot be written, 65 a located refusal
    of the kernel itself)."""

    def __init__(self, message: str, exit_code: int = EX_USAGE, span=None):
        super().__init__(message, span)
        self.exit_code = exit_code


@dataclass(frozen=True)
class CParam:
    """One parameter of the launch function: ``name`` its C name (the ``.tile`` name, or
    ``arg_`` + it where the name could mean something else in C: :func:`_clashes`),
    ``tile`` the ``.tile`` name,
    ``type`` the ``.tile`` type (``*fp32``, ``i32`` ...), ``ctype`` its C type."""

    name: str
    tile: str
    type: str
    ctype: str


@dataclass(frozen=True)
class AotKernel:
    """A kernel ready to be written: the generated CUDA ``source``, its loaded ``symbol``
    (``tl_k_NAME``), the ``arch`` it is for, the block size ``threads`` (``num_warps * 32``, and
    a warp-specialized loop's producer warpgroup), the dynamic shared memory ``smem`` in bytes,
    the launch function's ``params`` and ``notes``: comment lines for the header (the
    specialization)."""

    name: str
    symbol: str
    arch: str
    source: str
    threads: int
    smem: int
    params: tuple
    notes: tuple


# ----------------------------------------------------------------------------- checks
def resolve_arch(target: str, arch: str | None) -> str:
    """The architecture to compile for, from ``--target`` (``cuda`` or ``cuda:ARCH``) and
    ``--arch`` (``sm_80``, ``sm_90a`` ...: :data:`codegen.targets.CUDA_SMS`). Raises AotError
    (exit 2) for a HIP or unknown target, a missing or unknown architecture, or two that
    disagree."""
    from .codegen import get_dialect
    from .codegen.targets import CUDA_ARCH_FORMS

    if target.startswith("hip"):
        raise AotError(f"--target {target}: tiledsl compile builds CUDA cubins only; use "
                       f"--target cuda (HIP kernels run through tiledsl's Python launch)")
    if target != "cuda" and not target.startswith("cuda:"):
        raise AotError(f"unknown --target {target!r}; use --target cuda with --arch sm_NN")
    named = target[5:] or None
    if arch and named and arch != named:
        raise AotError(f"--target {target} and --arch {arch} name two architectures; give one")
    arch = arch or named
    if not arch:
        raise AotError("--arch is required: the GPU architecture to compile for, e.g. --arch "
                       "sm_80, or --arch sm_90a for Hopper's wgmma (tiledsl compile needs no "
                       "GPU and does not guess one)")
    if get_dialect(f"cuda:{arch}") is None:
        raise AotError(f"--arch {arch!r} is not a CUDA architecture tiledsl knows: write "
                       f"{CUDA_ARCH_FORMS}")
    return arch


#: the flag of each launch option an autotuning configuration may set (``Config.names()``)
CONFIG_FLAGS = {"num_warps": "--num-warps", "num_stages": "--num-stages",
                "load_other": "--load-other", "num_consumer_groups": "--num-consumer-groups"}


def listed_configs(configs) -> str:
    """``configs`` as the CLI lists them: ``0: Config(...); 1: Config(...)``."""
    return "; ".join(f"{i}: {c}" for i, c in enumerate(configs))


def pick_config(kernel, index, constexprs: dict, flags: dict):
    """The autotuning configuration ``--config INDEX`` names among ``kernel``'s (an
    ``@autotune`` kernel's ``configs``; a negative index counts from the end), or None when
    ``index`` is None. ``constexprs`` are the ``--constexpr`` values and ``flags`` the option
    flags given on the command line (:data:`CONFIG_FLAGS` names, None when not given): a
    name the configuration sets may not be given again. Raises AotError (exit 2) for a
    kernel without configurations, an index out of range, such a conflict, or a persistent
    configuration."""
    if index is None:
        return None
    configs = list(getattr(kernel, "configs", None) or ())
    if not configs:
        raise AotError(f"--config {index}: kernel {kernel.name} has no autotuning "
                       f"configurations (an @autotune kernel's); leave --config out")
    n = len(configs)
    if not -n <= index < n:
        raise AotError(f"--config {index}: kernel {kernel.name} has {n} autotuning "
                       f"configuration{'s' if n > 1 else ''}, --config 0 to {n - 1} "
                       f"(or -{n} to -1, from the end) ({listed_configs(configs)})")
    c = configs[index]
    which = f"configs[{index % n}] ({c})"
    if c.persistent:
        raise AotError(f"--config {index}: {which} is persistent, and tiledsl compile builds "
                       f"ordinary kernels only (a persistent one sizes its grid from the "
                       f"device's SM count at launch); pick another configuration")
    given = [f"--constexpr {name}" for name in c.kwargs if name in constexprs]
    given += [flag for name, flag in CONFIG_FLAGS.items()
              if name in c.names() and flags.get(name) is not None]
    if given:
        raise AotError(f"--config {index}: {which} sets {', '.join(given)} already; drop "
                       f"{'it' if len(given) == 1 else 'them'} from the command line, or "
                       f"leave --config out to give every value yourself")
    return c


def config_options(config, flags: dict) -> dict:
    """The launch options of the build: ``flags`` (the command line's, None when not given:
    the defaults ``num_warps=4``, ``num_consumer_groups=1``), then what ``config`` (None, or
    the one :func:`pick_config` returned) sets."""
    out = {"num_warps": 4, "num_stages": None, "load_other": None, "num_consumer_groups": 1}
    out.update({n: v for n, v in flags.items() if v is not None})
    if config is not None:
        out.update({n: getattr(config, n) for n in CONFIG_FLAGS if n in config.names()})
    return out


def tuning_notes(kernel, config, index) -> list:
    """What ``tiledsl compile`` says about an autotuned ``kernel`` (printed on stdout and
    kept in the header): which configuration was built, or that none was (the kernel's
    defaults and the flags; ``--config`` picks one), and that ``@heuristics`` are not
    computed. Empty for a plain kernel."""
    configs = list(getattr(kernel, "configs", None) or ())
    heuristics = list(getattr(kernel, "heuristics", None) or ())
    notes = []
    if config is not None:
        notes.append(f"built from autotuning configuration configs[{index % len(configs)}], "
                     f"{config}")
    elif configs:
        notes.append(f"the kernel is autotuned, but no configuration is tried ahead of time: "
                     f"this build uses {kernel.name}'s defaults and the flags given, not one "
                     f"of its {len(configs)} configurations; --config INDEX (0 to "
                     f"{len(configs) - 1}) builds one of them")
    if heuristics:
        notes.append(f"the kernel's @heuristics ({', '.join(heuristics)}) are not computed "
                     f"ahead of time (they read the launch's arguments): those constexprs are "
                     f"the --constexpr values given, else their defaults")
    return notes


def check_out_name(name: str) -> str:
    """``name`` when it can prefix C identifiers and name files (letters, digits, ``_``, not
    starting with a digit); raises AotError (exit 2) otherwise."""
    if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", name):
        raise AotError(f"--out-name {name!r}: the name prefixes C functions ({name}_launch) "
                       f"and files ({name}.h); use letters, digits and '_', not starting with "
                       f"a digit")
    return name


def prepare_dir(path: str) -> str:
    """Create the output folder ``path`` (and its parents) when missing; raises AotError
    (exit 73) when it cannot be created or is not a folder."""
    if os.path.exists(path) and not os.path.isdir(path):
        raise AotError(f"-o {path}: it is a file, not a folder; give a folder for the cubin, "
                       f"the header and the C file", EX_CANTCREAT)
    try:
        os.makedirs(path, exist_ok=True)
    except OSError as e:
        raise AotError(f"-o {path}: cannot create the folder: {e.strerror or e}; give a "
                       f"writable folder", EX_CANTCREAT) from None
    return path


# ----------------------------------------------------------------------------- building
def build(fn, arch: str, num_warps: int, num_stages, load_other, notes=()) -> AotKernel:
    """Generate the AOT form of the specialized ``ir.Function`` ``fn`` for ``arch``: no TMA,
    not persistent, no sanitize (``codegen._emit_sites`` with ``tma=False``,
    ``persistent=False``). ``num_warps`` counts every warp the kernel runs with (a launch's
    ``num_warps * num_consumer_groups``). Raises AotError (exit 65, at the place) for a
    kernel with fault sites (``device_assert``), TileLaunchError for a bad option, and
    InternalError when the generator breaks its own rules (tensor maps or a cluster left)."""
    from . import codegen
    from .codegen.names import kernel_symbol

    specs: list = []
    meta: dict = {}
    src, smem, sites = codegen._emit_sites(fn, f"cuda:{arch}", num_warps, None, load_other,
                                           num_stages, sanitize=False, tma=False,
                                           tma_specs=specs, meta=meta, persistent=False)
    if sites:
        site = sites[0]
        what = "this device_assert" if site.kind == "assert" else f"this checked {site.kind}"
        raise AotError(f"kernel {fn.name}: {what} reports through the error record of "
                       f"tiledsl's Python runtime, which an ahead-of-time kernel does not have "
                       f"(a failure would go unseen); remove it to compile the kernel ahead of "
                       f"time, or launch the kernel from Python", EX_DATAERR, site.span)
    if specs or meta.get("persistent") or meta.get("cluster", 1) != 1:
        raise InternalError(f"the AOT kernel {fn.name} was generated with tensor maps, a "
                            f"persistent loop or a cluster, which tma=False and "
                            f"persistent=False rule out")
    dialect = codegen.get_dialect(f"cuda:{arch}")
    return AotKernel(fn.name, kernel_symbol(fn.name), arch, src,
                     meta.get("threads", 32 * num_warps), smem, c_params(fn, dialect),
                     tuple(notes))


def c_params(fn, dialect) -> tuple:
    """The :class:`CParam` of each parameter of ``fn`` in order: a pointer is a
    ``CUdeviceptr``, a scalar the kernel's own C type (``dialect.param_ctype``: fp16 and bf16
    are ``unsigned short``, their raw bits; i1 an ``int``)."""
    out, used = [], set()
    for p in fn.params:
        t = p.value.type.elem  # a scalar's DType, a pointer's PointerType
        ctype = "CUdeviceptr" if p.kind == "pointer" else dialect.param_ctype(t)
        name = _c_name(p.name, fn.name, used)
        used.add(name)
        out.append(CParam(name, p.name, str(t), ctype))
    return tuple(out)


# ----------------------------------------------------------------------------- compiling
def compile_cubin(k: AotKernel, compiler: str = "auto", timeout: float | None = None) -> tuple:
    """``(cubin bytes, the compiler's name)`` for ``k``: NVRTC (``compiler`` ``auto`` or
    ``nvrtc``; :func:`codegen.runtime.compile_cubin`, the runtime's own build, through its disk
    cache), else nvcc (``auto`` or ``nvcc``), each allowed ``timeout`` seconds (None: the
    default :data:`codegen.nvcc.COMPILE_TIMEOUT`; 0: no limit). Raises AotError (exit 69) when
    the compiler asked for is missing, (exit 2) when it does not know ``k.arch``, (exit 75)
    when it runs past the limit, and InternalError when it rejects the generated source."""
    from .codegen.nvcc import COMPILE_TIMEOUT

    timeout = COMPILE_TIMEOUT if timeout is None else timeout
    if compiler in ("auto", "nvrtc"):
        cubin = nvrtc_cubin(k, timeout)
        if cubin is not None:
            return cubin, "NVRTC"
        if compiler == "nvrtc":
            raise AotError("--compiler nvrtc: NVRTC is not available (tiledsl reaches it "
                           "through cupy: pip install -e '.[gpu]'); use --compiler nvcc or "
                           "auto", EX_UNAVAILABLE)
    nvcc = find_nvcc()
    if nvcc is None:
        raise AotError("no CUDA compiler: NVRTC is not available (tiledsl reaches it through "
                       "cupy: pip install -e '.[gpu]') and nvcc is not on PATH nor in "
                       "$CUDA_HOME/bin; install the CUDA toolkit or put its bin folder on PATH",
                       EX_UNAVAILABLE)
    return nvcc_cubin(nvcc, k, timeout), "nvcc"


def nvrtc_cubin(k: AotKernel, timeout: float = 0) -> bytes | None:
    """The cubin NVRTC makes of ``k.source`` (the runtime's options and disk cache), or None
    when there is no NVRTC binding (no cupy) or no NVRTC library for it to load. NVRTC runs in a thread of this process (its
    binding releases the GIL while it compiles), waited for at most ``timeout`` seconds (0:
    no limit); past that an AotError (exit 75) is raised, and the compile goes on in that
    thread until it ends or the process exits (a library cannot stop it). Raises AotError for
    an architecture NVRTC does not know, InternalError for a source it rejects."""
    try:
        from .codegen import runtime

        runtime._nvrtc()  # ImportError: no binding
        try:
            import cupy  # only for its CUDA include folder
        except ImportError:
            cupy = None
        path, _ = within(timeout, lambda: runtime.compile_cubin(k.source, k.symbol, k.arch,
                                                                cupy),
                         f"NVRTC compiling kernel {k.name} for {k.arch}")
    except (ImportError, AttributeError, OSError):
        return None
    except InternalError as e:
        if "gpu-architecture" in e.message:
            raise AotError(f"this NVRTC does not support --arch {k.arch}: {e.message}; use "
                           f"another --arch or --compiler nvcc") from None
        raise
    except Exception as e:  # noqa: BLE001 - cupy's binding without the NVRTC library
        if nvrtc_library_missing(e):
            return None
        raise
    with open(path, "rb") as f:
        return f.read()


def nvrtc_library_missing(e: BaseException) -> bool:
    """Whether ``e`` says that cupy's NVRTC binding found no NVRTC library to load (cupy
    installed without the CUDA toolkit's ``libnvrtc``: cuda-pathfinder's
    ``DynamicLibNotFoundError``), so that NVRTC counts as absent."""
    return type(e).__name__ == "DynamicLibNotFoundError" or (
        isinstance(e, RuntimeError) and "libnvrtc" in str(e))


def find_nvcc() -> str | None:
    """nvcc's path: on PATH (or /usr/local/cuda/bin, :func:`codegen.nvcc.nvcc_path`), else in
    ``$CUDA_HOME/bin`` or ``$CUDA_PATH/bin``; None when none exists."""
    from .codegen.nvcc import nvcc_path

    found = nvcc_path()
    for env in ("CUDA_HOME", "CUDA_PATH"):
        root = os.environ.get(env)
        if found is None and root and os.access(os.path.join(root, "bin", "nvcc"), os.X_OK):
            found = os.path.join(root, "bin", "nvcc")
    return found


def within(timeout: float, fn, what: str):
    """``fn()``, run in a daemon thread and waited for at most ``timeout`` seconds (0: no
    limit): its value, or what it raised. Past the limit an AotError (exit 75) saying that
    ``what`` ran too long, and what to do, is raised; ``fn`` itself goes on in its thread."""
    import threading

    done: dict = {}

    def work():
        try:
            done["value"] = fn()
        except BaseException as exc:  # noqa: BLE001 - re-raised in the caller's thread
            done["error"] = exc

    t = threading.Thread(target=work, name="tiledsl-compile", daemon=True)
    t.start()
    t.join(timeout or None)
    if t.is_alive():
        from .codegen.nvcc import timeout_message

        raise AotError(timeout_message(what, timeout, TIMEOUT_FIX,
                                       "was given up (it ends with this process)"),
                       EX_TEMPFAIL)
    if "error" in done:
        raise done["error"]
    return done["value"]


def nvcc_cubin(nvcc: str, k: AotKernel, timeout: float = 0) -> bytes:
    """``nvcc -cubin -arch=ARCH -std=c++17`` of ``k.source`` in a temporary folder, stopped
    after ``timeout`` seconds (0: no limit; :func:`codegen.nvcc.run_compiler`). Raises
    AotError (exit 2) when nvcc does not support the architecture, (exit 75) when it runs past
    the limit, InternalError when it rejects the generated source (a tiledsl bug; the log is
    in the message)."""
    from .codegen.nvcc import CompileTimeout, run_compiler

    with tempfile.TemporaryDirectory() as d:
        cu, out = os.path.join(d, f"{k.symbol}.cu"), os.path.join(d, f"{k.symbol}.cubin")
        with open(cu, "w", encoding="utf-8") as f:
            f.write(k.source)
        try:
            r = run_compiler([nvcc, "-cubin", f"-arch={k.arch}", "-std=c++17", "-w", "-o", out,
                              cu], timeout, f"nvcc compiling kernel {k.name} for {k.arch}",
                             TIMEOUT_FIX)
        except CompileTimeout as e:
            raise AotError(e.message, EX_TEMPFAIL) from None
        log = r.stdout + r.stderr
        if r.returncode != 0 and "Unsupported gpu architecture" in log:
            raise AotError(f"{nvcc} does not support --arch {k.arch} ({log.strip()}); use "
                           f"another --arch or a newer CUDA toolkit")
        if r.returncode != 0:
            raise InternalError(f"nvcc failed to compile the generated CUDA for kernel "
                                f"{k.name} ({k.arch}):\n{log}")
        with open(out, "rb") as f:
            return f.read()


# ----------------------------------------------------------------------------- writing
def write(k: AotKernel, cubin: bytes, out_dir: str, name: str, compiler: str) -> list:
    """Write ``NAME.cubin``, ``NAME.h`` and ``NAME.c`` into ``out_dir`` (each atomically);
    returns their paths. Raises AotError (exit 73) when one cannot be written."""
    from . import aot_header
    from .atomicfile import atomic_write

    files = [(f"{name}.cubin", cubin),
             (f"{name}.h", aot_header.header_text(k, name, len(cubin), compiler).encode()),
             (f"{name}.c", aot_header.source_text(k, name, cubin).encode())]
    mask = os.umask(0)
    os.umask(mask)  # read it: the files get the mode a plain open() would give them
    paths = []
    for fname, data in files:
        path = os.path.join(out_dir, fname)
        try:
            atomic_write(path, data)
            os.chmod(path, 0o666 & ~mask)
        except OSError as e:
            raise AotError(f"cannot write {path}: {e.strerror or e}; give a writable folder "
                           f"with -o", EX_CANTCREAT) from None
        paths.append(path)
    return paths

