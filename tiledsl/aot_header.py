"""The C text of an ahead-of-time kernel (:mod:`tiledsl.aot`): ``NAME.h``, which declares the
launcher, and ``NAME.c``, which embeds the cubin and defines it on the CUDA driver API.

The shape is Triton's AOT compiler's (``triton/tools/compile.py``: a header and a C file with
the cubin as a byte array); the text is tiledsl's own. Every function returns the driver's
``CUresult``. The C file is C99 plus ``_Alignas`` (C11), and compiles as C++ too.
"""
from __future__ import annotations

import textwrap

#: bytes of the cubin per line of the C file's array
BYTES_PER_LINE = 16


def _comment(text: str) -> str:
    """``text`` safe inside a ``/* */`` comment: a ``*/`` in a user's string (a constexpr
    value, a path) cannot end it."""
    return str(text).replace("*/", "* /")


def launch_signature(k, name: str) -> str:
    """``CUresult NAME_launch(CUstream stream, unsigned gx, unsigned gy, unsigned gz, ...)``:
    the launch function's declarator, the kernel's parameters in order after the grid."""
    params = ["CUstream stream", "unsigned gx", "unsigned gy", "unsigned gz"]
    params += [f"{p.ctype} {p.name}" for p in k.params]
    return f"CUresult {name}_launch({', '.join(params)})"


def param_note(p) -> str:
    """How a C caller passes parameter ``p`` (a :class:`tiledsl.aot.CParam`): one line of the
    header's parameter table."""
    if p.ctype == "CUdeviceptr":
        return f"the address of element 0 of an array of {p.type[1:]}"
    if p.type in ("fp16", "bf16"):
        conv = "__half_as_ushort" if p.type == "fp16" else "__bfloat16_as_ushort"
        return (f"the value's raw 16 bits: {conv}(v) of cuda_{p.type}.h, or "
                f"{'np.float16' if p.type == 'fp16' else 'ml_dtypes.bfloat16'}(v)"
                f".view(np.uint16)")
    if p.type == "i1":
        return "0 or 1"
    return f"the {p.type} value"


def _param_table(params) -> list:
    """The header's comment lines on the parameters: C name, ``.tile`` type, C type and how
    to pass it (:func:`param_note`), wrapped at 96 columns; a C name that differs from the
    ``.tile`` name says so."""
    width = max([len(p.name) for p in params] + [4])
    twidth = max([len(p.type) for p in params] + [4])
    lines = []
    for p in params:
        renamed = f" (the .tile parameter {p.tile})" if p.name != p.tile else ""
        text = f"{p.name:<{width}}  {p.type:<{twidth}}  {p.ctype}: {param_note(p)}{renamed}"
        lines += textwrap.wrap(_comment(text), 92, initial_indent=" *   ",
                               subsequent_indent=" *     " + " " * (width + twidth + 4))
    return lines


def header_text(k, name: str, cubin_size: int, compiler: str) -> str:
    """The text of ``NAME.h`` for the :class:`tiledsl.aot.AotKernel` ``k``."""
    from . import __version__

    up = name.upper()
    table = _param_table(k.params) or [" *   (none)"]
    lines = [
        f"/* {name}.h: kernel {k.name} compiled ahead of time by tiledsl {__version__}",
        " * (tiledsl compile); do not edit.",
        " *",
        *[f" * {line}" for n in k.notes for line in textwrap.wrap(_comment(n), 92)],
        f" * Target {k.arch}, compiled by {compiler} ({cubin_size} bytes of cubin, in {name}.c);",
        f" * {k.threads} threads per block, {k.smem} bytes of dynamic shared memory.",
        " * Built without TMA, not persistent, without device_assert or bounds checks.",
        " *",
        " * Parameters of the launch, after the stream and the grid (gx * gy * gz programs;",
        " * program_id(0) < gx ...), in the kernel's order:",
        *table,
        " *",
        " * Use, with a CUDA context current (cuInit, cuDevicePrimaryCtxRetain, cuCtxSetCurrent):",
        f" *   {name}_load() loads the embedded cubin into the current context;",
        f" *   {name}_launch(stream, gx, gy, gz, ...) launches it, asynchronously on the stream,",
        " *     as cuLaunchKernel does (it loads the cubin first when nothing is loaded: call the",
        " *     load from one thread before launching from several);",
        f" *   {name}_unload() unloads it.",
        " * Each returns the CUresult of the driver call that failed, else CUDA_SUCCESS. Compile",
        f" * {name}.c with the program and link the driver (-lcuda).",
        " */",
        f"#ifndef TL_AOT_{up}_H",
        f"#define TL_AOT_{up}_H",
        "",
        "#include <stddef.h>",
        "#include <cuda.h>",
        "",
        "#ifdef __cplusplus",
        'extern "C" {',
        "#endif",
        "",
        f"#define {up}_THREADS {k.threads}  /* threads per block */",
        f"#define {up}_SHARED_BYTES {k.smem}  /* dynamic shared memory per block */",
        "",
        f"extern const unsigned char {name}_cubin[];  /* the cubin, for cuModuleLoadData */",
        f"extern const size_t {name}_cubin_size;",
        "",
        f"CUresult {name}_load(void);",
        f"CUresult {name}_unload(void);",
        f"{launch_signature(k, name)};",
        "",
        "#ifdef __cplusplus",
        "}",
        "#endif",
        "",
        f"#endif  /* TL_AOT_{up}_H */",
        "",
    ]
    return "\n".join(lines)


def _cubin_array(name: str, cubin: bytes) -> list:
    """The lines defining ``NAME_cubin``, 16-byte aligned (the driver reads the ELF image in
    place), :data:`BYTES_PER_LINE` bytes per line."""
    rows = [", ".join(f"0x{b:02x}" for b in cubin[i:i + BYTES_PER_LINE])
            for i in range(0, len(cubin), BYTES_PER_LINE)]
    return ([f"TL_AOT_ALIGNED const unsigned char {name}_cubin[{len(cubin)}] = {{"]
            + [f"  {r}," for r in rows] + ["};",
               f"const size_t {name}_cubin_size = sizeof({name}_cubin);"])


def _load_function(k, name: str) -> list:
    """``NAME_load``: cuModuleLoadData, cuModuleGetFunction and, above 48 KB of dynamic
    shared memory, cuFuncSetAttribute(MAX_DYNAMIC_SHARED_SIZE_BYTES); on a failure nothing
    stays loaded."""
    from .aot import DEFAULT_SHARED_LIMIT

    up = name.upper()
    opt_in = ([f"  if (err == CUDA_SUCCESS)  /* above {DEFAULT_SHARED_LIMIT} bytes: opt in */",
               f"    err = cuFuncSetAttribute(tl_function, "
               f"CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, {up}_SHARED_BYTES);"]
              if k.smem > DEFAULT_SHARED_LIMIT else [])
    return [
        f"CUresult {name}_load(void) {{",
        "  CUresult err;",
        "  if (tl_function != NULL) return CUDA_SUCCESS;",
        f"  err = cuModuleLoadData(&tl_module, {name}_cubin);",
        "  if (err != CUDA_SUCCESS) return err;",
        f'  err = cuModuleGetFunction(&tl_function, tl_module, "{k.symbol}");',
        *opt_in,
        "  if (err != CUDA_SUCCESS) {",
        "    cuModuleUnload(tl_module);",
        "    tl_module = NULL;",
        "    tl_function = NULL;",
        "  }",
        "  return err;",
        "}",
    ]


def _launch_function(k, name: str) -> list:
    """``NAME_launch``: load when needed, then cuLaunchKernel with a block of ``NAME_THREADS``
    threads and ``NAME_SHARED_BYTES`` of dynamic shared memory; each kernel parameter is
    passed by the address of the function's own parameter, as the driver API takes them."""
    up = name.upper()
    args = "tl_args" if k.params else "NULL"
    body = [f"  void* tl_args[{len(k.params)}];"] if k.params else []
    body += [f"  CUresult err = {name}_load();", "  if (err != CUDA_SUCCESS) return err;"]
    body += [f"  tl_args[{i}] = &{p.name};" for i, p in enumerate(k.params)]
    return [f"{launch_signature(k, name)} {{", *body,
            f"  return cuLaunchKernel(tl_function, gx, gy, gz, {up}_THREADS, 1, 1, "
            f"{up}_SHARED_BYTES, stream, {args}, NULL);", "}"]


def source_text(k, name: str, cubin: bytes) -> str:
    """The text of ``NAME.c``: the cubin array, the module state (one module per program,
    loaded in the context current at the load) and the three functions."""
    from . import __version__

    lines = [
        f"/* {name}.c: the cubin of kernel {k.name} ({k.arch}) and its launcher, by tiledsl",
        f" * {__version__} (tiledsl compile); do not edit. See {name}.h. */",
        f'#include "{name}.h"',
        "",
        "#if defined(__cplusplus)",
        "#define TL_AOT_ALIGNED alignas(16)",
        "#else",
        "#define TL_AOT_ALIGNED _Alignas(16)",
        "#endif",
        "",
        *_cubin_array(name, cubin),
        "",
        f"static CUmodule tl_module = NULL;  /* set by {name}_load */",
        "static CUfunction tl_function = NULL;",
        "",
        *_load_function(k, name),
        "",
        f"CUresult {name}_unload(void) {{",
        "  CUresult err;",
        "  if (tl_module == NULL) return CUDA_SUCCESS;",
        "  err = cuModuleUnload(tl_module);",
        "  tl_module = NULL;",
        "  tl_function = NULL;",
        "  return err;",
        "}",
        "",
        *_launch_function(k, name),
        "",
    ]
    return "\n".join(lines)
