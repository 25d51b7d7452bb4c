"""``tiledsl compile``: one specialization of a kernel compiled ahead of time into a cubin and
the C files that launch it (:mod:`tiledsl.aot` does the work; this module is its command line).
:mod:`tiledsl.cli` parses the command with :func:`add_parser` and runs :func:`cmd_compile`;
the specialization is read by that module's code, shared with ``ir`` and ``emit``.
"""
from __future__ import annotations

import argparse
import sys

COMPILE_HELP = """\
Compile one specialization of a kernel ahead of time, as Triton's AOT compiler does, and write
into DIR: NAME.cubin; NAME.h, which declares NAME_load(), NAME_unload() and
NAME_launch(CUstream stream, unsigned gx, unsigned gy, unsigned gz, <the kernel's parameters>)
(pointers as CUdeviceptr, scalars by their C types, fp16/bf16 as their raw 16 bits in an
unsigned short); NAME.c, the embedded cubin and those functions on the CUDA driver API (link
-lcuda). The kernel is built without TMA, not persistent and without device_assert (a kernel
with one is refused). The specialization flags are emit's; an @autotune kernel is built with
its defaults and the flags (a note says so), or with its configuration --config INDEX. Exit 0,
2 usage error (unknown kernel, missing constexpr, bad --arch or --config), 65 errors in the
file, 66 unreadable, 69 no CUDA compiler, 73 DIR not writable, 75 the CUDA compiler ran past
--compile-timeout (300 s by default)."""


def add_parser(sub, constexpr_help: str) -> None:
    """``tiledsl compile``'s parser: ``emit``'s specialization options (the same flags, read by
    the same code, :func:`tiledsl.cli._add_codegen_options`) and the ahead-of-time compiler's own: ``--arch``, ``-o DIR``, ``--out-name``,
    ``--compiler``; ``--persistent`` is accepted only to be refused with the reason."""
    from .cli import SPEC_HELP, _add_codegen_options

    p = sub.add_parser("compile", help="compile a kernel ahead of time: a cubin and a C "
                                       "header that launches it through the CUDA driver API",
                       description=COMPILE_HELP + "\n\n" + SPEC_HELP,
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("file", metavar="FILE")
    p.add_argument("--kernel", metavar="NAME",
                   help="the kernel (may be left out when the file has one kernel)")
    p.add_argument("--constexpr", action="append", default=[], metavar="NAME=VALUE",
                   help=constexpr_help)
    p.add_argument("--arg", action="append", default=[], metavar="NAME=TYPE",
                   help="the type of an unannotated parameter, e.g. x=*fp32 (repeatable, "
                        "like --constexpr)")
    p.add_argument("--target", default="cuda",
                   help="cuda (the default and the only one), or cuda:ARCH in place of --arch")
    p.add_argument("--arch", metavar="ARCH",
                   help="the GPU architecture: sm_80, sm_86, sm_89, sm_90a (Hopper's wgmma), "
                        "sm_100 ... (required: no GPU is asked)")
    p.add_argument("-o", "--output-dir", metavar="DIR", required=True,
                   help="the folder to write NAME.cubin, NAME.h and NAME.c into (created "
                        "when missing)")
    p.add_argument("--out-name", metavar="NAME",
                   help="the prefix of the files and C functions (default: the kernel's "
                        "name), e.g. to keep two specializations in one folder")
    p.add_argument("--compiler", choices=("auto", "nvrtc", "nvcc"), default="auto",
                   help="auto (default): NVRTC when cupy provides it, else nvcc -cubin")
    p.add_argument("--compile-timeout", type=float, default=None, metavar="SECONDS",
                   help="stop the CUDA compiler after SECONDS (default 300; 0: no limit) and "
                        "exit 75: a very large tile can take nvcc or NVRTC many minutes")
    p.add_argument("--config", type=int, metavar="INDEX",
                   help="for an @autotune kernel: build its configuration INDEX (from 0, in "
                        "the order written) instead of the kernel's defaults; the options and "
                        "constexprs it sets may not be given again")
    _add_codegen_options(p)
    p.set_defaults(num_warps=None, num_consumer_groups=None)  # None: not given (--config)
    p.add_argument("--persistent", action="store_true", help=argparse.SUPPRESS)


def cmd_compile(args) -> int:
    """``tiledsl compile``: the specialization as ``emit`` takes it, generated for AOT
    (:func:`tiledsl.aot.build`), compiled and written with its C launcher into ``-o DIR``;
    prints a line naming the files, after the notes on an autotuned kernel
    (:func:`tiledsl.aot.tuning_notes`). An :class:`~tiledsl.aot.AotError` exits with its
    code."""
    from . import aot
    from .cli import UsageError, _facts, _load, _specs
    from .errors import TileLaunchError
    from .launch.options import check_options, check_target_warps

    try:
        if args.persistent:
            raise aot.AotError("--persistent: tiledsl compile builds ordinary kernels only (a "
                               "persistent one sizes its grid from the device's SM count at "
                               "launch); leave it out")
        if args.compile_timeout is not None and args.compile_timeout < 0:
            raise aot.AotError(f"--compile-timeout {args.compile_timeout:g}: give a number of "
                               f"seconds >= 0 (0: no limit)")
        arch = aot.resolve_arch(args.target, args.arch)
        flags = {n: getattr(args, n) for n in aot.CONFIG_FLAGS}
        chosen = {}

        def preset(k, consts):
            chosen["config"] = aot.pick_config(k, args.config, consts, flags)
            return chosen["config"].kwargs if chosen["config"] is not None else {}

        (k, spec), = _specs(_load(args.file), args, one=True, preset=preset)
        name = aot.check_out_name(args.out_name or k.name)
        facts = _facts(args, k)
        tuning = aot.tuning_notes(k, chosen["config"], args.config)
        try:
            opts = check_options(k.name, aot.config_options(chosen["config"], flags))
            check_target_warps(k.name, opts, _cuda_dialect(arch))
            fn = k.lower(facts=facts or None, **spec)
            built = aot.build(fn, arch, opts.kernel_warps, opts.num_stages, opts.load_other,
                              _compile_notes(args, k, spec, facts, opts) +
                              [f"{note[0].upper()}{note[1:]}." for note in tuning])
        except TileLaunchError as e:
            raise UsageError(e.message) from None
        out_dir = aot.prepare_dir(args.output_dir)
        cubin, compiler = aot.compile_cubin(built, args.compiler, args.compile_timeout)
        paths = aot.write(built, cubin, out_dir, name, compiler)
    except aot.AotError as e:
        print(e.format() if e.span is not None else f"tiledsl compile: error: {e.message}",
              file=sys.stderr)
        return e.exit_code
    for note in tuning:
        print(f"tiledsl compile: note: {note}")
    print(f"tiledsl compile: wrote {', '.join(paths)} ({k.name} for {arch} by {compiler}: "
          f"{built.threads} threads, {built.smem} bytes of shared memory)")
    return 0


def _cuda_dialect(arch: str):
    """The code generator's dialect of ``cuda:ARCH`` (an architecture already checked)."""
    from . import codegen

    return codegen.get_dialect(f"cuda:{arch}")


def _compile_notes(args, k, spec: dict, facts: dict, opts) -> list:
    """The header's lines on the specialization: the file, the constexprs (given or their
    defaults), the options and the facts."""
    from .launch.binding import has_default

    consts = [f"{p.name}={spec[p.name]!r}" if p.name in spec else
              f"{p.name}={p.default!r} (default)"
              for p in k.params if p.kind == "constexpr" and (p.name in spec or has_default(p))]
    stages = "3 (default)" if opts.num_stages is None else str(opts.num_stages)
    groups = f", num_consumer_groups={opts.num_consumer_groups}" \
        if opts.num_consumer_groups != 1 else ""
    fact_text = ", ".join(f"{n}={f}" for n, fs in facts.items() for f in fs) or "none"
    return [f"From {args.file}; constexprs: {', '.join(consts) or 'none'}.",
            f"num_warps={opts.num_warps}{groups}, num_stages={stages}, load_other="
            f"{opts.load_other or 'default'}; facts: {fact_text}."]
