"""The ``stream=`` launch option: a cupy or torch stream, or a raw ``CUstream`` handle, as
the handle the GPU runtime launches on (the launch layer validates it, the code generator's
runtime uses it)."""
from __future__ import annotations

from .errors import TileLaunchError


def stream_of(stream, kernel: str | None = None) -> int | None:
    """The raw ``CUstream`` handle of the ``stream=`` launch option, or None for cupy's
    current stream: a ``cupy.cuda.Stream`` (``.ptr``), a ``torch.cuda.Stream``
    (``.cuda_stream``), a non-negative int. Raises TileLaunchError for anything else."""
    if stream is None:
        return None
    for attr in ("ptr", "cuda_stream"):
        h = getattr(stream, attr, None)
        if isinstance(h, int) and not isinstance(h, bool):
            return h
    if isinstance(stream, int) and not isinstance(stream, bool) and stream >= 0:
        return stream
    where = f"{kernel}(): " if kernel else ""
    raise TileLaunchError(f"{where}stream= must be a cupy.cuda.Stream, a torch.cuda.Stream or "
                          f"a raw CUstream handle (a non-negative int), got "
                          + (repr(stream) if isinstance(stream, (int, float)) else
                             type(stream).__name__))
