"""What tuning shows: a progress bar on a terminal, and the table of results.

* The bar appears while configurations are compiled and timed, on stderr when it is a
  terminal (``progress=True``/``False`` on ``autotune`` forces it on or off). It is ``tqdm``'s
  when tqdm is installed (it comes with ``pip install 'tiledsl[gpu]'``), else a one-line bar
  redrawn with ``\\r``.
* ``TILEDSL_PRINT_AUTOTUNING=1`` prints, after each tuning and for each winner read from the
  disk cache, the table of configurations with their status, time and origin and the winner
  (Triton's ``TRITON_PRINT_AUTOTUNING`` prints only the winner).
"""
from __future__ import annotations

import sys


def print_enabled() -> bool:
    """``TILEDSL_PRINT_AUTOTUNING`` is on (``1``/``on``/``true``/``yes``; read through
    :func:`tiledsl.knobs.print_autotuning`, which refuses a value that is not an on/off word)."""
    from .. import knobs

    return knobs.print_autotuning()


class Progress:
    """A progress bar of ``total`` steps, or nothing when disabled. ``step(text)`` advances
    by one and shows ``text``; ``close()`` removes the bar."""

    def __init__(self, total: int, desc: str, enabled: bool | None = None, stream=None):
        self.stream = stream if stream is not None else sys.stderr
        if enabled is None:
            enabled = bool(getattr(self.stream, "isatty", lambda: False)())
        self.enabled = enabled and total > 0
        self.total, self.desc, self.done = total, desc, 0
        self._bar = None
        if self.enabled:
            try:
                from tqdm import tqdm
            except ImportError:
                tqdm = None
            if tqdm is not None:
                self._bar = tqdm(total=total, desc=desc, file=self.stream, leave=False,
                                 dynamic_ncols=True, mininterval=0)

    def step(self, text: str = "") -> None:
        if not self.enabled:
            return
        self.done += 1
        if self._bar is not None:
            self._bar.set_postfix_str(text, refresh=False)
            self._bar.update(1)
            return
        width = 24
        fill = width * self.done // self.total
        line = (f"\r{self.desc} [{'#' * fill}{'.' * (width - fill)}] {self.done}/{self.total}"
                f" {text}")
        self.stream.write(line[:160].ljust(80))
        self.stream.flush()

    def close(self) -> None:
        if not self.enabled:
            return
        if self._bar is not None:
            self._bar.close()
        else:
            self.stream.write("\r" + " " * 160 + "\r")
            self.stream.flush()
        self.enabled = False

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def format_table(kernel: str, key_text: str, rows: list, winner: str | None,
                 summary: str = "") -> str:
    """The table printed by ``TILEDSL_PRINT_AUTOTUNING``. ``rows``: ``(config key, status,
    ms or None, origin, detail)``; ``winner``: the winning config key."""
    head = ["config", "status", "ms", "from", "note"]
    body = []
    for cfg, status, ms, origin, detail in rows:
        note = "<- winner" if cfg == winner else detail.splitlines()[0] if detail else ""
        body.append([cfg, status, "-" if ms is None else f"{ms:.4f}", origin, note])
    widths = [max(len(r[i]) for r in [head] + body) for i in range(len(head))]
    lines = [f"tiledsl autotune: {kernel} [{key_text}]"]
    for r in [head] + body:
        lines.append("  " + "  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip())
    if summary:
        lines.append("  " + summary)
    return "\n".join(lines)
