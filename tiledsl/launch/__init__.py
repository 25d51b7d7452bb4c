"""The launch layer: ``tiledsl.load`` / ``tiledsl.compile`` → :class:`Module` → :class:`Kernel`,
and ``kernel[grid](*args, **constexprs_and_options)``. One module per job:

* :mod:`.loading`: ``load``, ``compile``, source decoding;
* :mod:`.kernel`: the ``Module`` and ``Kernel`` objects, specializations, one launch;
* :mod:`.binding`: argument binding and specialization, launch facts, the cache key;
* :mod:`.options`: the launch options, validated once into a ``LaunchOptions``;
* :mod:`.arrays`: array interop, byte extents, layout-keeping host/device copies (the one
  implementation: the autotuner and ``tiledsl.testing`` use it too);
* :mod:`.backends`: the ``Backend`` interface (compile, launch, copy, synchronize, time) and
  its interpreter and GPU implementations; routing a launch and running it there;
* :mod:`.timing`: timing repeated GPU runs with CUDA events;
* :mod:`.fastpath`: repeated GPU launches without binding and checks;
* :mod:`.hooks`: where the autotuner and the debugger take part.
"""
from __future__ import annotations

from .kernel import Kernel, Launcher, Module, Prepared, Specialization
from .loading import compile_source, decode_source, load, read_source

__all__ = ["load", "compile_source", "read_source", "decode_source", "Module", "Kernel",
           "Launcher", "Prepared", "Specialization"]
