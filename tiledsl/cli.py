"""The ``tiledsl`` command: check, print and generate ``.tile`` kernels, run the examples.

Exit codes follow sysexits (as jlox does): 0 success; 2 a usage error (bad option, missing
``--constexpr``); 65 (EX_DATAERR) the file has errors, printed as ``file:line:col`` with carets
and no traceback; 66 (EX_NOINPUT) the file cannot be read; 70 (EX_SOFTWARE) a bug in tiledsl.
"""
from __future__ import annotations

import argparse
import ast as pyast
import importlib.util
import os
import sys
from pathlib import Path

EX_USAGE, EX_DATAERR, EX_NOINPUT, EX_SOFTWARE = 2, 65, 66, 70

EPILOG = """\
exit codes: 0 ok, 2 usage error, 65 errors in the .tile file, 66 file not readable,
70 internal compiler error (a bug in tiledsl; TILEDSL_DEBUG=1 shows the traceback).
environment: TILEDSL_DEBUG, TILEDSL_INTERPRET, TILEDSL_CACHE_DIR, TILEDSL_DUMP (see
tiledsl/knobs.py and docs/launch.md)."""

SPEC_HELP = """\
A specialization fixes what a launch would: --constexpr NAME=VALUE for each constexpr parameter
without a default (VALUE is a Python literal such as 1024, True or 'gelu'; a bare word is a
string) and --arg NAME=TYPE for each unannotated parameter (TYPE: i32, fp16, *fp32 ...)."""


class UsageError(Exception):
    """A command-line mistake: printed as ``tiledsl CMD: error: ...``, exit 2."""


def build_parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(
        prog="tiledsl", description="tiledsl: a block-level GPU kernel language (.tile files).",
        epilog=EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    from . import __version__

    ap.add_argument("--version", action="version", version=f"tiledsl {__version__}")
    sub = ap.add_subparsers(dest="command", metavar="COMMAND", required=True)

    p = sub.add_parser("check", help="parse and check .tile files; exit 0, or 65 with every error",
                       description="Parse and check each FILE; print every error found "
                                   "(file:line:col, source line, carets) and exit 65, else 0.")
    p.add_argument("files", nargs="+", metavar="FILE")

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
        p.add_argument("--kernel", metavar="NAME", required=name == "emit",
                       help="the kernel (default for ir: every kernel of the file)")
        p.add_argument("--constexpr", action="append", default=[], metavar="NAME=VALUE",
                       help="a constexpr value, e.g. BLOCK=1024 (repeatable)")
        p.add_argument("--arg", action="append", default=[], metavar="NAME=TYPE",
                       help="the type of an unannotated parameter, e.g. x=*fp32 (repeatable)")
        if name == "emit":
            p.add_argument("--target", default="cuda", choices=("cuda",), help="(default cuda)")
            p.add_argument("--num-warps", type=int, default=4, help="threads / 32 (default 4)")

    p = sub.add_parser(
        "run-examples", add_help=False,
        help="run every example kernel on real inputs, check against numpy, print a table",
        description="Run examples/run.py: every example on the GPU when cupy finds a device, "
                    "else on the interpreter; options are passed on (--help lists them).")
    p.add_argument("rest", nargs=argparse.REMAINDER)
    return ap


# ----------------------------------------------------------------------------- commands
def _load(path: str):
    from .launch import load

    if not os.path.isfile(path):
        raise FileNotFoundError(f"tiledsl: cannot read {path}: no such file")
    return load(path)


def cmd_check(args) -> int:
    for f in args.files:
        mod = _load(f)
        names = ", ".join(mod.kernels) or "none"
        print(f"{f}: ok ({len(mod.kernels)} kernel{'s' * (len(mod.kernels) != 1)}: {names})")
    return 0


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
        out[name.strip()] = value.strip()
    return out


def constexpr_literal(text: str):
    """``1024`` → 1024, ``True`` → True, ``'gelu'``/``gelu`` → "gelu", ``fp16`` → DType.fp16."""
    from .dtypes import dtype_from_name

    try:
        return pyast.literal_eval(text)
    except (ValueError, SyntaxError):
        return dtype_from_name(text) or text


def _specs(mod, args) -> list:
    """``[(kernel, spec)]`` for the selected kernels; a usage error for anything missing."""
    from .args import has_default

    consts = {k: constexpr_literal(v) for k, v in parse_assignments(args.constexpr,
                                                                    "constexpr").items()}
    types = parse_assignments(args.arg, "arg")
    if args.kernel:
        if args.kernel not in mod.kernels:
            raise UsageError(f"{args.file} has no kernel '{args.kernel}'; its kernels: "
                             f"{', '.join(mod.kernels) or '(none)'}")
        kernels = [mod.kernels[args.kernel]]
    else:
        kernels = list(mod.kernels.values())
    known = {p.name for k in kernels for p in k.params}
    for name in list(consts) + list(types):
        if name not in known:
            raise UsageError(f"no selected kernel has a parameter '{name}'")
    out = []
    for k in kernels:
        spec = {}
        for p in k.params:
            if p.kind == "constexpr":
                if p.name in consts:
                    spec[p.name] = consts[p.name]
                elif not has_default(p):
                    raise UsageError(f"kernel {k.name} needs --constexpr {p.name}=VALUE")
            elif p.name in types:
                spec[p.name] = types[p.name]
            elif p.kind == "any" and not has_default(p):
                raise UsageError(f"kernel {k.name}: parameter '{p.name}' is unannotated; give "
                                 f"its type with --arg {p.name}=TYPE (e.g. *fp32 or i32)")
        out.append((k, spec))
    return out


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


def cmd_emit(args) -> int:
    from .errors import TileLaunchError

    (k, spec), = _specs(_load(args.file), args)
    try:
        print(k.emit(args.target, num_warps=args.num_warps, **spec))
    except TileLaunchError as e:
        raise UsageError(e.message) from None
    return 0


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


COMMANDS = {"check": cmd_check, "ast": cmd_ast, "ir": cmd_ir, "emit": cmd_emit,
            "run-examples": cmd_run_examples}


def main(argv=None) -> int:
    """Entry point of the ``tiledsl`` console script and of ``python -m tiledsl``."""
    from .errors import InternalError, TileError, debug_enabled

    argv = sys.argv[1:] if argv is None else list(argv)
    if argv[:1] == ["run-examples"]:  # its options belong to examples/run.py
        args = argparse.Namespace(command="run-examples", rest=argv[1:])
    else:
        args = build_parser().parse_args(argv)
    try:
        return COMMANDS[args.command](args)
    except UsageError as e:
        print(f"tiledsl {args.command}: error: {e}", file=sys.stderr)
        return EX_USAGE
    except FileNotFoundError as e:
        print(str(e), file=sys.stderr)
        return EX_NOINPUT
    except OSError as e:
        print(f"tiledsl: cannot read {getattr(e, 'filename', '')}: {e.strerror or e}",
              file=sys.stderr)
        return EX_NOINPUT
    except InternalError as e:
        print(e.format(), file=sys.stderr)
        return EX_SOFTWARE
    except TileError as e:
        print(e.format(), file=sys.stderr)
        return EX_DATAERR
    except Exception:  # noqa: BLE001 - a bug outside the wrapped entry points
        if debug_enabled():
            raise
        import traceback

        last = traceback.extract_tb(sys.exc_info()[2])[-1]
        print(f"tiledsl: internal error: {sys.exc_info()[1]!r} at {last.name}; this is a bug in "
              f"tiledsl (TILEDSL_DEBUG=1 shows the traceback)", file=sys.stderr)
        return EX_SOFTWARE
