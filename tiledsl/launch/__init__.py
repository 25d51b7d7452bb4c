"""The launch layer: ``tiledsl.load`` / ``tiledsl.compile`` → :class:`Module` → :class:`Kernel`,
and ``kernel[grid](*args, **constexprs_and_options)``. One module per job:

* :mod:`.loading`: ``load``, ``compile``, source decoding;
* :mod:`.kernel`: the ``Module`` and ``Kernel`` objects, specializations, one launch;
* :mod:`.binding`: argument binding and specialization, launch facts, the cache key;
* :mod:`.options`: the launch options, validated once into a ``LaunchOptions``;
* :mod:`.arrays`: array interop, byte extents, layout-keeping host/device copies;
* :mod:`.backends`: routing a launch to the interpreter or the GPU, and running it there;
* :mod:`.fastpath`: repeated GPU launches without binding and checks;
* :mod:`.hooks`: where the autotuner and the debugger take part.
"""
from __future__ import annotations

from .kernel import Kernel, Launcher, Module, Prepared, Specialization
from .loading import compile_source, decode_source, load, read_source

__all__ = ["load", "compile_source", "read_source", "decode_source", "Module", "Kernel",
           "Launcher", "Prepared", "Specialization"]
