"""Analyses of the IR that several of its users share, one implementation each:

* :mod:`.effects`: which pointer parameters a kernel reads and writes (pointer provenance),
  memoized per function; used by the launch layer (the read-only refusal), the autotuner (what
  to snapshot and poison), the interpreter (the read-only refusal of a direct run, the race
  check) and the code generator (non-coherent loads, streaming stores);
* :mod:`.axisinfo`: contiguity, divisibility and constancy per value (the code generator's
  vector widths, the interpreter's hints check);
* :mod:`.facts`: the launch facts (``aligned16``, ``div16``, ``is_one``, ``noalias``) a
  specialization may assume from the arguments of a launch.

This layer imports only the IR and its types; both backends and the launch layer import it.
"""
