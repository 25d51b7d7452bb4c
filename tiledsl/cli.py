"""The ``tiledsl`` command: check, print and generate ``.tile`` kernels, run the examples.

Exit codes follow sysexits (as jlox does): 0 success; 2 a usage error (bad option, missing
``--constexpr``); 65 (EX_DATAERR) the file has errors, printed as ``file:line:col`` with carets
and no traceback; 66 (EX_NOINPUT) the file cannot be read; 70 (EX_SOFTWARE) a bug in tiledsl;
141 (128 + SIGPIPE) the reader of the output went away (``tiledsl ir ... | head``), quietly.
``tiledsl check`` checks every file it is given and exits with the worst of their codes.
"""
from __future__ import annotations

import argparse
import ast as pyast
import contextlib
import importlib.util
import os
import re
import sys
from pathlib import Path

from .cli_compile import add_parser as add_compile_parser
from .cli_compile import cmd_compile

EX_USAGE, EX_DATAERR, EX_NOINPUT, EX_SOFTWARE = 2, 65, 66, 70
EX_UNAVAILABLE = 69  # sysexits: a program tiledsl needs (compile's CUDA compiler) is missing
EX_CANTCREAT = 73  # sysexits: the output file (port -o, compile -o) cannot be written
EX_PIPE = 141  # 128 + SIGPIPE: what a shell reports for a tool that stops on a closed pipe
COMMAND_NAMES = ("check", "ast", "ir", "emit", "compile", "run-examples", "debug",
                 "port")

EPILOG = """\
exit codes: 0 ok, 2 usage error, 65 errors in the .tile file, 66 file not readable,
69 no CUDA compiler (compile), 70 internal compiler error (a bug in tiledsl; TILEDSL_DEBUG=1
shows the traceback), 73 output not writable (port -o, compile -o);
check exits with the worst code of its files.
environment: TILEDSL_DEBUG, TILEDSL_INTERPRET, TILEDSL_CACHE_DIR, TILEDSL_DUMP and the others
of tiledsl/knobs.py and docs/launch.md; every command first checks them all: a value a variable
refuses is an error (exit 2), a TILEDSL_ name that tiledsl does not read a warning."""

SPEC_HELP = """\
A specialization fixes what a launch would: --constexpr NAME=VALUE for each constexpr parameter
without a default (VALUE is a Python literal such as 1024, True or 'gelu'; a bare word is a
string) and --arg NAME=TYPE for each unannotated parameter (TYPE: i32, fp16, *fp32 ...).
Several may follow one flag: --constexpr BM=16 BN=128."""

CHECK_HELP = """\
Parse and check each FILE, then type-check every kernel that can be typed without a launch (each
parameter annotated or given by --arg NAME=TYPE, every constexpr with a default or a --constexpr
value); an @autotune kernel is type-checked once per configuration (its errors say under which
Config), a @heuristics value is computed when it reads constexprs only. Every kernel is checked
and every error printed (file:line:col, source line, carets); a kernel that cannot be typed
gets a note saying what to pass. Every file is checked; the exit code is the worst of them:
0 ok, 65 errors, 66 a file cannot be read."""


class UsageError(Exception):
    """A command-line mistake: printed as ``tiledsl CMD: error: ...``, exit 2."""


class _ArgumentParser(argparse.ArgumentParser):
    """argparse, but a missing command after an unknown option names that option, and an
    unknown option after a command is reported with that command's usage."""

    argv: list = []
    commands: dict = {}  # command name → its parser (the top-level parser's subparsers)

    def parse_args(self, args=None, namespace=None):
        ns, extras = self.parse_known_args(args, namespace)
        if extras:
            cmd = getattr(ns, "command", None)
            argv = list(self.argv)
            if cmd in argv and extras[0] in argv and argv.index(extras[0]) < argv.index(cmd):
                self.error(f"unrecognized option '{extras[0]}' before the command; tiledsl's "
                           f"own options are --help and --version, and a command comes "
                           f"first: tiledsl {cmd} [options]")
            self.commands.get(cmd, self).error(f"unrecognized arguments: {' '.join(extras)}")
        return ns

    def error(self, message):
        first = self.argv[0] if self.argv else ""
        cmd = next((a for a in self.argv if a in COMMAND_NAMES), None)
        if ("invalid choice" in message and first.startswith("-")
                and first not in ("-h", "--help", "--version") and cmd is not None):
            message = (f"unrecognized option '{first}' before the command; a command's options "
                       f"come after it: tiledsl {cmd} {first} ...")
        elif "required: COMMAND" in message:
            unknown = [a for a in self.argv if a.startswith("-") and a != "-"]
            if unknown:
                message = (f"unrecognized option '{unknown[0]}'; tiledsl's own options are "
                           f"--help and --version, and a command comes first: tiledsl COMMAND "
                           f"[options] (commands: {', '.join(COMMAND_NAMES)})")
            else:
                message = f"a command is required: {', '.join(COMMAND_NAMES)}"
        super().error(message)



#: the packages tiledsl's install requires (setup.cfg's install_requires): one that is
#: missing is an installation problem, not a bug
REQUIRED_MODULES = ("lark", "numpy", "ml_dtypes")

def build_parser(argv: list | None = None) -> argparse.ArgumentParser:
    ap = _ArgumentParser(
        prog="tiledsl", description="tiledsl: a block-level GPU kernel language (.tile files).",
        epilog=EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.argv = list(argv or [])
    from . import __version__

    ap.add_argument("--version", action="version", version=f"tiledsl {__version__}")
    sub = ap.add_subparsers(dest="command", metavar="COMMAND", required=True)

    constexpr_help = ("a constexpr value, e.g. BLOCK=1024 (repeatable; several may follow one "
                      "flag: --constexpr BM=16 BN=128)")
    p = sub.add_parser("check", help="parse and type-check .tile files; exit 0, or 65 with every "
                                     "error", description=CHECK_HELP,
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("files", nargs="+", metavar="FILE")
    p.add_argument("--kernel", metavar="NAME",
                   help="type-check only this kernel (each FILE must define it; the file's "
                        "names, signatures and helpers are still checked as a whole)")
    p.add_argument("--constexpr", action="append", default=[], metavar="NAME=VALUE",
                   help=constexpr_help + "; used by every kernel that has that constexpr")
    p.add_argument("--arg", action="append", default=[], metavar="NAME=TYPE",
                   help="the type of an unannotated parameter, e.g. x=*fp32 (repeatable, like "
                        "--constexpr); used by every kernel that has such a parameter")

    p = sub.add_parser("ast", help="print the syntax tree of a .tile file",
                       description="Print the AST of FILE (or of one --kernel).")
    p.add_argument("file", metavar="FILE")
    p.add_argument("--kernel", metavar="NAME", help="only this kernel or helper")

    for name, helptext in (("ir", "print the typed, optimized IR of a specialization"),
                           ("emit", "print the generated GPU source (CUDA C++) of a kernel")):
        p = sub.add_parser(name, help=helptext, description=helptext[0].upper() + helptext[1:]
                           + ".\n\n" + SPEC_HELP,
                           formatter_class=argparse.RawDescriptionHelpFormatter)
        p.add_argument("file", metavar="FILE")
        p.add_argument("--kernel", metavar="NAME",
                       help="the kernel (default: every kernel of the file)" if name == "ir"
                       else "the kernel (may be left out when the file has one kernel)")
        p.add_argument("--constexpr", action="append", default=[], metavar="NAME=VALUE",
                       help=constexpr_help)
        p.add_argument("--arg", action="append", default=[], metavar="NAME=TYPE",
                       help="the type of an unannotated parameter, e.g. x=*fp32 (repeatable, "
                            "like --constexpr)")
        if name == "emit":
            p.add_argument("--target", default="cuda",
                           help="the code generator's target (default cuda); an unknown one is "
                                "refused with the list of supported targets")
            _add_codegen_options(p)
            p.add_argument("--persistent", action="store_true",
                           help="the persistent kernel (the launch option of that name: on "
                                "sm_90a with TMA, one block per SM loops over the grid's "
                                "programs; elsewhere the kernel as usual)")

    add_compile_parser(sub, constexpr_help)

    p = sub.add_parser(
        "run-examples", add_help=False,
        help="run every example kernel on real inputs, check against numpy, print a table",
        description="Run examples/run.py: every example on the GPU when cupy finds a device, "
                    "else on the interpreter; options are passed on (--help lists them).")
    p.add_argument("rest", nargs=argparse.REMAINDER)

    p = sub.add_parser(
        "debug", add_help=False,
        help="run a Python script and stop in its first kernel launch (like python -m pdb)",
        description="Run SCRIPT.py with ARGS; its first kernel launch on the interpreter stops "
                    "at the first statement with a (tdb) prompt (docs/debugging.md).")
    p.add_argument("rest", nargs=argparse.REMAINDER, metavar="SCRIPT.py [ARGS]")
    p = sub.add_parser(
        "port", help="translate the @triton.jit functions of a Python file to a .tile file",
        description="Read FILE.py as text (it is not imported; Triton need not be installed) "
                    "and write its @triton.jit functions, with their @triton.autotune and "
                    "@triton.heuristics decorators, as tiledsl kernels and helpers "
                    "(docs/port.md). What cannot be translated is reported as "
                    "file:line:col on stderr, and that function is written commented out. "
                    "Exit 0 when everything was translated, 65 when something was not.")
    p.add_argument("file", metavar="FILE.py")
    p.add_argument("-o", "--output", metavar="OUT.tile",
                   help="where to write the .tile text (default: standard output)")
    ap.commands = dict(sub.choices)
    return ap


def _add_codegen_options(p) -> None:
    """The options of ``emit`` and ``compile`` that fix the generated code with the launch
    options of those names (num_warps, num_consumer_groups, num_stages, load_other) and the
    launch facts (``--fact``, ``--aligned``)."""
    p.add_argument("--num-warps", type=int, default=4, help="threads / 32 (default 4)")
    p.add_argument("--num-consumer-groups", type=int, default=1, metavar="G",
                   help="the launch option num_consumer_groups (Triton's, an int >= "
                        "1, default 1): the kernel runs with num-warps * G warps; a "
                        "warp-specialized loop's consumers are G warpgroups of "
                        "num-warps warps each, and its producer warpgroup is extra; "
                        "without such a loop every warp runs the kernel as written")
    p.add_argument("--num-stages", type=int, default=None,
                   help="the software pipeline's depth for loops whose loads feed a "
                        "dot (the launch option of that name, an int >= 0: 0 or 1 "
                        "turns it off; default 3; a loop's range(..., num_stages=S) "
                        "wins)")
    p.add_argument("--load-other", choices=("select", "init", "ptx"), default=None,
                   help="how masked vector loads honour other= (the launch option of "
                        "that name; default: TILEDSL_LOAD_OTHER, else select; ptx is "
                        "CUDA only)")
    p.add_argument("--fact", action="append", default=[], metavar="NAME=FACT",
                   help="a launch fact the specialization may assume: NAME=aligned16 "
                        "or NAME=noalias for an array, NAME=div16 or NAME=is_one for an "
                        "integer (repeatable, like --constexpr; a launch derives them from "
                        "its arguments; without aligned16 every access is scalar)")
    p.add_argument("--aligned", action="store_true",
                   help="the facts of arrays that are 16-byte aligned with sizes and "
                        "strides that are multiples of 16: every pointer aligned16, "
                        "every integer div16 unless a --fact says is_one (what a "
                        "launch on such arrays derives; shows vector loads, cp.async "
                        "or TMA and tensor cores)")


# ----------------------------------------------------------------------------- commands
def _load(path: str):
    """``tiledsl.load``: a file that cannot be read raises TileFileError (exit 66); ``-`` is
    standard input (named ``<stdin>`` in messages)."""
    from .launch import compile_source, decode_source, load

    if path == "-":  # bytes, decoded as a file's are (not with the locale's encoding)
        return compile_source(decode_source(sys.stdin.buffer.read(), "<stdin>"), "<stdin>")
    return load(path)


def cmd_check(args) -> int:
    """Check every file (a failure does not stop the others); exit with the worst code."""
    consts = _constexprs(args)
    types = _arg_types(args)
    worst, used = 0, set()
    for f in args.files:
        code, names = _check_file(f, consts, types, args.kernel)
        worst, used = max(worst, code), used | names
    for flag, given in (("constexpr", consts), ("arg", types)):
        unused = [n for n in given if (flag, n) not in used]
        if unused and worst < EX_DATAERR:
            what = "a constexpr" if flag == "constexpr" else "an unannotated"
            print(f"tiledsl check: error: --{flag} {unused[0]}: no checked kernel has {what} "
                  f"parameter '{unused[0]}'", file=sys.stderr)
            worst = max(worst, EX_USAGE)
    return worst


def _arg_types(args) -> dict:
    """``--arg NAME=TYPE`` of ``check``: name → DType or PointerType; a usage error names the
    flag for a TYPE that is not a type."""
    from .launch.binding import parse_type

    out = {}
    for name, text in parse_assignments(getattr(args, "arg", []), "arg").items():
        try:
            out[name] = parse_type(text)
        except ValueError as e:
            raise UsageError(f"--arg {name}={text}: {e}") from None
    return out


def _read_tree(path: str):
    """The parsed ``ast.Module`` of ``path`` (``-``: standard input), before any check."""
    from .launch import decode_source
    from .launch.loading import read_source
    from .parser import parse
    from .source import Source

    if path == "-":
        text, path = decode_source(sys.stdin.buffer.read(), "<stdin>"), "<stdin>"
    else:
        text = read_source(path)
    if text.startswith("\ufeff"):
        text = text[1:]
    if "\r" in text:  # old Mac line ends, as tiledsl.load reads them
        text = re.sub(r"\r(?!\n)", "\n", text)
    return parse(Source(text, path))


def _check_file(path: str, consts: dict, types: dict,
                only: str | None = None) -> tuple[int, set]:
    """``(exit code, the (flag, name) pairs a kernel of the file has)`` for one file of
    ``check``: every kernel is checked (``only``: just the kernel of that name), whatever the
    others' errors; prints the file's errors (in source order) and notes, and its ``ok`` line
    when it has no error. A file without the kernel ``only`` is a usage error (exit 2), as
    ``tiledsl emit --kernel`` reports it."""
    from .errors import InternalError, TileCompileErrors, TileError, TileFileError

    shown = "<stdin>" if path == "-" else path  # as the errors name standard input
    try:
        tree = _read_tree(path)
        if only is not None and only not in _kernel_names(tree):
            names = _kernel_names(tree)
            print(f"tiledsl check: error: {shown} has no kernel '{only}'; its kernels: "
                  f"{', '.join(names) or '(none)'}", file=sys.stderr)
            return EX_USAGE, set()
        errors, notes, kernels, used = _check_kernels(tree, consts, types, only)
    except TileFileError as e:
        print(f"tiledsl: {e}", file=sys.stderr)
        return EX_NOINPUT, set()
    except InternalError as e:
        print(e.format(), file=sys.stderr)
        return EX_SOFTWARE, set()
    except TileError as e:
        print(e.format(), file=sys.stderr)
        return EX_DATAERR, set()
    code = 0
    if errors:
        print(TileCompileErrors(errors).format(), file=sys.stderr)
        code = (EX_SOFTWARE if any(isinstance(e, InternalError) for e in errors)
                else EX_DATAERR)
    else:
        n = len(kernels)
        untyped = [k for k in kernels
                   if any(note.startswith(f"kernel {k} not type-checked") for note in notes)]
        rest = f"; not type-checked: {', '.join(untyped)} (see the note)" if untyped else ""
        print(f"{shown}: ok ({n} kernel{'s' * (n != 1)}: {', '.join(kernels) or 'none'}{rest})")
    for note in notes:
        print(f"{shown}: note: {note}", file=sys.stderr)
    return code, used


def _kernel_names(tree) -> list:
    """The names of the kernels a parsed file defines, in source order."""
    return [f.name for f in tree.functions if getattr(f, "is_kernel", False)]


def _check_kernels(tree, consts: dict, types: dict,
                   only: str | None = None) -> tuple[list, list, list, set]:
    """``(errors, notes, kernel names, used)`` of one parsed file, by
    :func:`tiledsl.check.check_types` with the autotuner's decorators, ``check_module``'s
    errors collected, not raised (``only``: type-check just that kernel). ``used``:
    ``("constexpr", name)`` for each constexpr parameter and ``("arg", name)`` for each
    unannotated parameter of a checked kernel."""
    from .check import check_types

    result = check_types(tree, consts, types, decorated=_decorated,
                         raise_module_errors=False, only=only)
    kernels = {n: sig for n, sig in result.kernels.items() if only is None or n == only}
    used = {("constexpr" if p.kind == "constexpr" else "arg", p.name)
            for sig in kernels.values() for p in sig.params
            if p.kind in ("constexpr", "any")}
    return result.errors, result.notes, list(kernels), used


def _decorated(tree, sig):
    """Kernel ``sig`` of the parsed file ``tree`` with its decorators applied, as
    ``tiledsl.load`` applies them (a ``tiledsl.autotune.TunedKernel``)."""
    from .launch import hooks
    from .launch.kernel import Kernel, Module

    return hooks.wrap_decorated(Kernel(Module(tree.span.source, tree, {}), sig))


def cmd_ast(args) -> int:
    from .ast import dump

    mod = _load(args.file)
    if args.kernel:
        node = mod.ast.get(args.kernel)
        if node is None:
            raise UsageError(f"{args.file} defines no '{args.kernel}'")
        print(dump(node))
    else:
        print(dump(mod.ast))
    return 0


def parse_assignments(items: list[str], what: str) -> dict:
    out = {}
    for item in items:
        name, eq, value = item.partition("=")
        if not eq or not name.strip():
            raise UsageError(f"--{what} takes NAME=VALUE, got {item!r}")
        name, value = name.strip(), value.strip()
        if not value:
            raise UsageError(f"--{what} {item}: no value after '='; write {name}=VALUE")
        if name in out and out[name] != value:
            raise UsageError(f"--{what} {name} is given twice ({out[name]} and {value}); "
                             "give it once")
        out[name] = value
    return out


_ASSIGNMENT = re.compile(r"[A-Za-z_][A-Za-z_0-9]*=")
_MULTI_FLAGS = ("--constexpr", "--arg", "--fact")


def expand_assignments(argv: list[str]) -> list[str]:
    """``--constexpr BM=16 BN=128`` → ``--constexpr BM=16 --constexpr BN=128`` (also for
    ``--arg``, ``--fact`` and the ``--constexpr=BM=16`` form): the ``NAME=VALUE`` words that follow a
    flag's value belong to it. Any other word (a FILE) ends the run."""
    out, flag, taking = [], None, False
    for word in argv:
        if word == "--":
            flag = None
        elif taking:  # the flag's own value, whatever it is
            taking = False
        elif flag and _ASSIGNMENT.match(word):
            out.append(flag)
        else:
            flag = next((f for f in _MULTI_FLAGS if word.split("=", 1)[0] == f), None)
            taking = flag is not None and "=" not in word
        out.append(word)
    return out


_NOT_A_VALUE = object()


def constexpr_literal(text: str):
    """``1024`` → 1024, ``True`` → True, ``'gelu'``/``gelu`` → "gelu", ``fp16`` → DType.fp16.

    Raises UsageError for text that is none of these (``[1,2``, ``10**3``): a bare word is
    taken as a string only when it is a name."""
    from .dtypes import dtype_from_name

    try:
        value = pyast.literal_eval(text)
    except (ValueError, SyntaxError, MemoryError, RecursionError):
        value = _NOT_A_VALUE
    if value is not _NOT_A_VALUE:
        flat = value if isinstance(value, tuple) else (value,)
        if not all(isinstance(v, (bool, int, float, str)) for v in flat):
            raise UsageError(f"--constexpr value {text!r} is a {type(value).__name__}: a "
                             "constexpr is an int, a float, True/False, a string, a dtype name "
                             "or a tuple of those")
        for v in flat:
            if isinstance(v, int) and not isinstance(v, bool) and not -(2**63) <= v < 2**64:
                raise UsageError(f"--constexpr value {text!r} does not fit in 64 bits")
        return value
    if re.fullmatch(r"[A-Za-z_][A-Za-z_0-9]*", text):
        return dtype_from_name(text) or text
    shown = text if len(text) <= 60 else text[:57] + "..."
    raise UsageError(f"--constexpr value {shown!r} is not a value: write an int, a float, "
                     "True/False, a dtype name (fp16) or a string (a bare name or quoted)")


def _constexprs(args) -> dict:
    return {k: constexpr_literal(v) for k, v in parse_assignments(args.constexpr,
                                                                  "constexpr").items()}


def _specs(mod, args, one: bool = False, preset=None) -> list:
    """``[(kernel, spec)]`` for the selected kernels (``one``: exactly one, the file's only
    kernel when ``--kernel`` is left out); a usage error for anything missing. ``preset``:
    ``preset(kernel, constexprs)`` gives more constexprs for a kernel (compile's
    ``--config``), checked as the ``--constexpr`` ones are."""
    from .launch.binding import has_default

    given = _constexprs(args)
    types = parse_assignments(args.arg, "arg")
    if args.kernel:
        if args.kernel not in mod.kernels:
            raise UsageError(f"{args.file} has no kernel '{args.kernel}'; its kernels: "
                             f"{', '.join(mod.kernels) or '(none)'}")
        kernels = [mod.kernels[args.kernel]]
    else:
        kernels = list(mod.kernels.values())
        if not kernels:
            raise UsageError(f"{args.file} defines no kernel")
        if one and len(kernels) != 1:
            raise UsageError(
                f"{args.file} has {len(kernels)} kernels ({', '.join(mod.kernels)}); choose one "
                f"with --kernel NAME" if kernels else f"{args.file} defines no kernel")
    known = {p.name for k in kernels for p in k.params}
    for name in list(given) + list(types):
        if name not in known:
            raise UsageError(f"no selected kernel has a parameter '{name}'")
    constexprs = {p.name for k in kernels for p in k.params if p.kind == "constexpr"}
    for name in given:
        if name not in constexprs:  # a runtime parameter: its value comes with each launch
            raise UsageError(f"'{name}' is a runtime parameter of the selected kernel, not a "
                             f"constexpr: --constexpr would not specialize on it; leave it out, "
                             f"or state what a launch would know of it with --fact "
                             f"{name}=div16 or {name}=is_one")
    out = []
    for k in kernels:
        consts = {**preset(k, given), **given} if preset is not None else given
        spec = {}
        for p in k.params:
            if p.kind == "constexpr":
                if p.name in consts:
                    spec[p.name] = consts[p.name]
                elif not has_default(p):
                    raise UsageError(f"kernel {k.name} needs --constexpr {p.name}=VALUE"
                                     f"{_heuristic_origin(k, p.name)}")
            elif p.name in types:
                spec[p.name] = types[p.name]
            elif p.kind == "any" and not has_default(p):
                raise UsageError(f"kernel {k.name}: parameter '{p.name}' is unannotated; give "
                                 f"its type with --arg {p.name}=TYPE (e.g. *fp32 or i32)")
        out.append((k, spec))
    return out


def _heuristic_origin(kernel, name: str) -> str:
    """Where a constexpr without a value comes from when the kernel's ``@heuristics`` sets
    it (``": NAME is set by ..."``), else ``""``."""
    h = (getattr(kernel, "heuristics", None) or {}).get(name)
    if h is None:
        return ""
    s = h.span
    expr = s.source.line(s.line)[s.col - 1:s.end_col - 1] if s.end_line == s.line else "..."
    return (f": {name} is set by the kernel's @heuristics ({name}={expr}, at {s}), which a "
            f"launch computes from its arguments; without a launch, give the value it would "
            f"compute for the launches this is built for")


def cmd_ir(args) -> int:
    from .errors import TileLaunchError

    texts = []
    for k, spec in _specs(_load(args.file), args):
        try:
            texts.append(k.ir(**spec))
        except TileLaunchError as e:
            raise UsageError(e.message) from None
    print("\n\n".join(texts))
    return 0


def _check_load_other(args) -> None:
    """``--load-other ptx`` asks for one predicated PTX load per vector: a HIP target has no
    PTX (it would emit ``init`` instead, as a launch with ``TILEDSL_LOAD_OTHER=ptx`` does), so
    an explicit request for it there is refused."""
    if args.load_other != "ptx":
        return
    from . import codegen

    dialect = codegen.get_dialect(args.target)
    if dialect is not None and dialect.name == "hip":
        raise UsageError(f"--load-other ptx is CUDA only (a predicated PTX load), and --target "
                         f"{args.target} is HIP; pass --load-other init (what HIP emits in "
                         f"its place) or select, or a cuda target")


def _facts(args, k) -> dict:
    """The launch facts of ``--fact NAME=FACT`` and ``--aligned`` (``emit`` and ``compile``):
    ``{parameter: {fact: True}}`` for kernel ``k`` (checked by ``Kernel.lower``); a usage
    error for an item that is not ``NAME=FACT``."""
    facts: dict = {}
    for item in args.fact:
        name, sep, fact = item.partition("=")
        if not sep or not name.strip() or not fact.strip():
            raise UsageError(f"--fact {item!r}: write NAME=FACT, e.g. --fact x=aligned16")
        facts.setdefault(name.strip(), {})[fact.strip()] = True
    if args.aligned:
        for p in k.params:
            if p.kind == "pointer":
                facts.setdefault(p.name, {}).setdefault("aligned16", True)
            elif p.kind == "scalar" and str(p.dtype).startswith(("i", "u")) and \
                    "is_one" not in facts.get(p.name, {}):
                facts.setdefault(p.name, {}).setdefault("div16", True)
    return facts


def cmd_emit(args) -> int:
    from .errors import TileLaunchError

    _check_load_other(args)
    (k, spec), = _specs(_load(args.file), args, one=True)
    facts = _facts(args, k)
    try:
        print(k.emit(args.target, num_warps=args.num_warps, num_stages=args.num_stages,
                     facts=facts or None, load_other=args.load_other,
                     persistent=args.persistent,
                     num_consumer_groups=args.num_consumer_groups, **spec))
    except TileLaunchError as e:
        raise UsageError(e.message) from None
    configs = list(getattr(k, "configs", None) or ())
    if configs:  # as tiledsl compile says it: the defaults, not a configuration
        from .aot import listed_configs

        hit = matching_config(k, configs, spec, args)
        if hit is not None:
            print(f"tiledsl emit: note: the kernel is autotuned; the flags given are its "
                  f"configuration {hit} ({configs[hit]}), which "
                  f"emit builds without tuning", file=sys.stderr)
            return 0
        print(f"tiledsl emit: note: the kernel is autotuned, but emit tries no configuration: "
              f"this is {k.name}'s defaults and the flags given, not one of its {len(configs)} "
              f"configurations ({listed_configs(configs)}); give one's values with --constexpr, "
              f"--num-warps, --num-stages and --persistent", file=sys.stderr)
    return 0


def matching_config(k, configs: list, spec: dict, args) -> int | None:
    """The index of the autotune configuration that ``tiledsl emit``'s constexprs ``spec``
    and launch flags build (each of its constexprs given or defaulted to its value, and the
    same num_warps, num_stages, persistent and num_consumer_groups), or None."""
    kern = getattr(k, "kernel", k)
    defaults = {p.name: p.default for p in kern.params if p.kind == "constexpr"}
    opts = {"num_warps": args.num_warps, "num_stages": args.num_stages,
            "persistent": bool(args.persistent),
            "num_consumer_groups": args.num_consumer_groups}
    for i, cfg in enumerate(configs):
        want = cfg.all_kwargs()
        have = {"num_warps": want["num_warps"], "num_stages": want.get("num_stages"),
                "persistent": bool(want.get("persistent")),
                "num_consumer_groups": want.get("num_consumer_groups", 1)}
        if have != opts or want.get("load_other", args.load_other) != args.load_other:
            continue
        if all(spec.get(n, defaults.get(n)) == v for n, v in cfg.kwargs.items()):
            return i
    return None


def find_examples() -> Path | None:
    """``examples/run.py`` of the checkout this package runs from, else of the current
    directory; None when neither exists (a plain install ships no examples)."""
    here = Path(__file__).resolve().parent.parent
    for root in (here, Path.cwd()):
        candidate = root / "examples" / "run.py"
        if candidate.is_file():
            return candidate
    return None


def cmd_run_examples(args) -> int:
    path = find_examples()
    if path is None:
        print("tiledsl run-examples: examples/ not found; run it in a tiledsl checkout "
              "(pip install -e . there) or from the directory holding examples/",
              file=sys.stderr)
        return EX_NOINPUT
    spec = importlib.util.spec_from_file_location("tiledsl_examples_run", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.main(args.rest)


def cmd_debug(args) -> int:
    from .debugger.script import main as debug_main

    return debug_main(args.rest)


def cmd_port(args) -> int:
    from .launch import read_source
    from .port import port_source

    text = read_source(args.file, kind=".py")
    try:
        result = port_source(text, filename=args.file)
    except SyntaxError as e:
        print(f"{args.file}:{e.lineno}:{e.offset}: error: not valid Python: {e.msg}",
              file=sys.stderr)
        return EX_DATAERR
    if args.output:
        try:
            with open(args.output, "w", encoding="utf-8") as f:
                f.write(result.text)
        except OSError as e:
            print(f"tiledsl port: cannot write {args.output}: {e.strerror or e}",
                  file=sys.stderr)
            return EX_CANTCREAT
    else:
        sys.stdout.write(result.text)
    for d in result.diagnostics:
        print(d, file=sys.stderr)
    done = [f"kernels: {', '.join(result.kernels)}"] if result.kernels else []
    done += [f"helpers: {', '.join(result.helpers)}"] if result.helpers else []
    not_done = (f"; not translated: {', '.join(result.untranslated)}"
                if result.untranslated else "")
    n = len(result.kernels) + len(result.helpers)
    print(f"{args.file}: ported {n} function{'s' if n != 1 else ''} "
          f"({'; '.join(done) or 'none'}){not_done}", file=sys.stderr)
    if not result.kernels and not result.helpers and not result.untranslated:
        print(f"{args.file}: error: no @triton.jit function in this file: port translates "
              f"the functions decorated with @triton.jit (or @jit from triton)",
              file=sys.stderr)
        return EX_DATAERR
    return EX_DATAERR if result.errors else 0


COMMANDS = {"check": cmd_check, "ast": cmd_ast, "ir": cmd_ir, "emit": cmd_emit,
            "compile": cmd_compile, "run-examples": cmd_run_examples, "debug": cmd_debug,
            "port": cmd_port}


def main(argv=None) -> int:
    """Entry point of the ``tiledsl`` console script and of ``python -m tiledsl``."""
    from .errors import InternalError, TileError, TileFileError, debug_enabled

    argv = sys.argv[1:] if argv is None else list(argv)
    if argv[:1] in (["run-examples"], ["debug"]):  # the rest belongs to examples/run.py or
        args = argparse.Namespace(command=argv[0], rest=argv[1:])  # to the debugged script
    else:
        argv = expand_assignments(argv)
        args = build_parser(argv).parse_args(argv)
    bad = _environment_error()
    if bad is not None:
        return bad
    try:
        with _option_warnings(args.command):
            code = COMMANDS[args.command](args)
        sys.stdout.flush()  # a closed pipe shows here, not at exit
        return code
    except BrokenPipeError:  # `tiledsl ir ... | head`: stop quietly, as cat or grep do
        _discard_stdout()
        return EX_PIPE
    except UsageError as e:
        print(f"tiledsl {args.command}: error: {e}", file=sys.stderr)
        return EX_USAGE
    except TileFileError as e:
        print(f"tiledsl: {e}", file=sys.stderr)
        return EX_NOINPUT
    except OSError as e:
        where = f" {e.filename}" if getattr(e, "filename", None) else ""
        print(f"tiledsl: cannot read{where}: {e.strerror or e}", file=sys.stderr)
        return EX_NOINPUT
    except InternalError as e:
        print(e.format(), file=sys.stderr)
        return EX_SOFTWARE
    except TileError as e:
        print(e.format(), file=sys.stderr)
        return EX_DATAERR
    except ModuleNotFoundError as e:
        if e.name not in REQUIRED_MODULES:
            raise
        print(f"tiledsl: the package {e.name!r}, which tiledsl needs, is not installed: install "
              f"tiledsl with its dependencies (pip install -e . in the checkout, or pip install "
              f"{e.name})", file=sys.stderr)
        return EX_SOFTWARE
    except Exception:  # noqa: BLE001 - a bug outside the wrapped entry points
        if debug_enabled():
            raise
        import traceback

        last = traceback.extract_tb(sys.exc_info()[2])[-1]
        print(f"tiledsl: internal error: {sys.exc_info()[1]!r} at {last.name}; this is a bug in "
              f"tiledsl (TILEDSL_DEBUG=1 shows the traceback)", file=sys.stderr)
        return EX_SOFTWARE


@contextlib.contextmanager
def _option_warnings(command: str):
    """While a command runs, a :class:`~tiledsl.errors.TileOptionWarning` (an option the code
    generator did not apply) prints as ``tiledsl CMD: warning: MESSAGE`` on stderr, one line,
    instead of with a location inside this program."""
    import warnings

    from .errors import TileOptionWarning

    show = warnings.showwarning

    def showwarning(message, category, filename, lineno, file=None, line=None):
        if issubclass(category, TileOptionWarning):
            print(f"tiledsl {command}: warning: {message}", file=sys.stderr)
        else:
            show(message, category, filename, lineno, file, line)

    warnings.showwarning = showwarning
    try:
        yield
    finally:
        warnings.showwarning = show


def _environment_error() -> int | None:
    """Check the TILEDSL_ environment variables before any command runs
    (:func:`tiledsl.knobs.check_environment`), so that every command treats them alike (a bad
    ``TILEDSL_DEBUG`` once failed ``emit`` but not ``check``): print a warning for each name
    that tiledsl does not read; for a refused value, print the error and return the usage
    exit code (2). None when the command may run."""
    from . import knobs
    from .errors import TileLaunchError

    try:
        warnings = knobs.check_environment()
    except TileLaunchError as e:
        print(f"tiledsl: error: {e.message}", file=sys.stderr)
        return EX_USAGE
    for w in warnings:
        print(f"tiledsl: warning: {w}", file=sys.stderr)
    return None


def _discard_stdout() -> None:
    """Point stdout at /dev/null, so that the flush at exit does not fail again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):  # no file descriptor (a test's StringIO)
        pass
