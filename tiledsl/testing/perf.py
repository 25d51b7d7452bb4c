"""``perf_report``: a sweep of providers over sizes, as Triton's ``triton.testing.perf_report``.

::

    @tiledsl.testing.perf_report(tiledsl.testing.Benchmark(
        x_names=["size"], x_vals=[2**i for i in range(12, 28, 2)], x_log=True,
        line_arg="provider", line_vals=["tiledsl", "torch"], line_names=["tiledsl", "torch"],
        plot_name="vector-add", args={},
        bytes=lambda size, **_: 3 * 4 * size))          # what one run moves
    def bench(size, provider):
        x = ...
        return tiledsl.testing.do_bench(lambda: ...)   # ms, or (ms, min_ms, max_ms)

    bench.run(print_data=True, save_path="plots/")      # a table; a .csv and a .png there

The function returns milliseconds, measured any way (:func:`tiledsl.testing.do_bench` on a
GPU). From the ``bytes`` and ``flops`` the user declares for a point, the table adds GB/s and
the fraction of the device's memory bandwidth, and TFLOP/s and the fraction of its dense
fp16 tensor-core peak. The peaks come from ``peak_gbps``/``peak_tflops`` when given, else from
the current GPU (bandwidth from its memory clock and bus width, the tensor peak from
:data:`TENSOR_PEAK_TFLOPS` by name); a peak that is not known leaves its column out. The plot
needs matplotlib (``pip install 'tiledsl[plot]'``); without it the table and the CSV are still
written, with a note.
"""
from __future__ import annotations

import csv
import math
import os
import sys
from dataclasses import dataclass, field

#: dense fp16/bf16 tensor-core peaks (TFLOP/s) of GPUs by a part of their name
TENSOR_PEAK_TFLOPS = {"H200": 989.4, "H100 SXM": 989.4, "H100 PCIe": 756.0, "H100": 989.4,
                      "A100": 312.0, "L40S": 362.1, "A10G": 70.0, "RTX 4090": 165.2}


@dataclass
class Benchmark:
    """One sweep: the x axis (``x_names`` take each of ``x_vals``: values, or tuples with one
    value per name), the providers (``line_arg`` takes each of ``line_vals``, shown as
    ``line_names``), fixed ``args`` for every call, the plot's ``plot_name``, labels, log axes
    and ``styles`` (matplotlib (color, linestyle) pairs). ``bytes`` and ``flops``: functions
    of a point's arguments (keywords: the x names and ``args``) giving the bytes one run moves
    and the floating-point operations it does; ``peak_gbps`` (GB/s) and ``peak_tflops``
    (TFLOP/s) override the device's peaks."""

    x_names: list
    x_vals: list
    line_arg: str
    line_vals: list
    line_names: list | None = None
    plot_name: str = "benchmark"
    args: dict = field(default_factory=dict)
    xlabel: str = ""
    ylabel: str = ""
    x_log: bool = False
    y_log: bool = False
    styles: list | None = None
    bytes: object = None
    flops: object = None
    peak_gbps: float | None = None
    peak_tflops: float | None = None

    def __post_init__(self):
        if isinstance(self.x_names, str):
            self.x_names = [self.x_names]
        if self.line_names is None:
            self.line_names = [str(v) for v in self.line_vals]
        if len(self.line_names) != len(self.line_vals):
            raise ValueError(f"Benchmark {self.plot_name!r}: {len(self.line_names)} line_names "
                             f"for {len(self.line_vals)} line_vals")


@dataclass
class Report:
    """The result of one benchmark: ``columns`` and ``rows`` (one per x value: the x values,
    then per provider ms [, GB/s, fraction of peak bandwidth] [, TFLOP/s, fraction of
    tensor peak]), the peaks used (None: unknown), and where the CSV and plot went."""

    benchmark: Benchmark
    columns: list
    rows: list
    peak_gbps: float | None
    peak_tflops: float | None
    csv_path: str | None = None
    plot_path: str | None = None
    notes: list = field(default_factory=list)

    def text(self) -> str:
        """The table as aligned text, with a title line naming the peaks."""
        b = self.benchmark
        parts = []
        if b.bytes is not None:
            parts.append(f"bandwidth peak {self.peak_gbps:.0f} GB/s" if self.peak_gbps
                         else "bandwidth peak unknown (pass peak_gbps=)")
        if b.flops is not None:
            parts.append(f"tensor peak {self.peak_tflops:.1f} TFLOP/s" if self.peak_tflops
                         else "tensor peak unknown (pass peak_tflops=)")
        title = b.plot_name + (f" ({'; '.join(parts)})" if parts else "") + ":"
        cells = [self.columns] + [[_fmt(v) for v in row] for row in self.rows]
        widths = [max(len(r[i]) for r in cells) for i in range(len(self.columns))]
        lines = [title] + ["  ".join(c.rjust(w) for c, w in zip(r, widths)) for r in cells]
        return "\n".join(lines + self.notes)


def _fmt(v) -> str:
    if isinstance(v, float):
        if math.isnan(v):
            return "—"
        return f"{v:.3f}" if abs(v) < 1000 else f"{v:.0f}"
    return str(v)


def device_peaks() -> tuple[float | None, float | None]:
    """``(GB/s, TFLOP/s)`` of the current GPU, each None when not known (no GPU, or a name
    without an entry in :data:`TENSOR_PEAK_TFLOPS`)."""
    try:
        import cupy

        dev = cupy.cuda.Device()
        rt = cupy.cuda.runtime
        name = rt.getDeviceProperties(dev.id)["name"]
        name = name.decode() if isinstance(name, bytes) else str(name)
        # cudaDevAttrMemoryClockRate (36, kHz) and cudaDevAttrGlobalMemoryBusWidth (37, bits)
        clock_khz = rt.deviceGetAttribute(getattr(rt, "cudaDevAttrMemoryClockRate", 36), dev.id)
        bus_bits = rt.deviceGetAttribute(getattr(rt, "cudaDevAttrGlobalMemoryBusWidth", 37),
                                         dev.id)
    except Exception:  # noqa: BLE001 - no cupy, no device, an attribute this CUDA lacks
        return None, None
    gbps = 2 * clock_khz * 1e3 * bus_bits / 8 / 1e9 if clock_khz and bus_bits else None
    tflops = next((v for k, v in TENSOR_PEAK_TFLOPS.items() if k in name), None)
    return gbps, tflops


class Mark:
    """A function under :func:`perf_report`: call it as the function, or ``.run()`` the
    sweep."""

    def __init__(self, fn, benchmarks):
        self.fn = fn
        self.benchmarks = benchmarks

    def __call__(self, *args, **kwargs):
        return self.fn(*args, **kwargs)

    def run(self, print_data: bool = True, save_path: str | None = None,
            show_plots: bool = False, file=None) -> list:
        """Run every benchmark's sweep; returns a list of :class:`Report`.

        ``print_data``: print each table (to ``file``, standard output by default);
        ``save_path``: a folder for ``<plot_name>.csv`` and, with matplotlib,
        ``<plot_name>.png``; ``show_plots``: show each plot (matplotlib). What the function
        raises propagates."""
        benches = self.benchmarks if isinstance(self.benchmarks, (list, tuple)) \
            else [self.benchmarks]
        out = file or sys.stdout
        reports = []
        for b in benches:
            r = self._run_one(b)
            if save_path is not None:
                os.makedirs(save_path, exist_ok=True)
                r.csv_path = os.path.join(save_path, f"{b.plot_name}.csv")
                with open(r.csv_path, "w", newline="", encoding="utf-8") as f:
                    w = csv.writer(f)
                    w.writerow(r.columns)
                    w.writerows(r.rows)
            if save_path is not None or show_plots:
                _plot(r, save_path, show_plots)
            if print_data:
                print(r.text(), file=out)
            reports.append(r)
        return reports

    def _run_one(self, b: Benchmark) -> Report:
        dev_gbps, dev_tflops = (None, None)
        if (b.bytes is not None and b.peak_gbps is None) or \
                (b.flops is not None and b.peak_tflops is None):
            dev_gbps, dev_tflops = device_peaks()
        gbps = b.peak_gbps if b.peak_gbps is not None else dev_gbps
        tflops = b.peak_tflops if b.peak_tflops is not None else dev_tflops
        columns = list(b.x_names)
        for name in b.line_names:
            columns.append(f"{name} ms")
            if b.bytes is not None:
                columns.append(f"{name} GB/s")
                if gbps:
                    columns.append(f"{name} of BW")
            if b.flops is not None:
                columns.append(f"{name} TFLOP/s")
                if tflops:
                    columns.append(f"{name} of TC")
        rows = []
        for x in b.x_vals:
            xs = list(x) if isinstance(x, (list, tuple)) else [x] * len(b.x_names)
            point = dict(zip(b.x_names, xs), **b.args)
            row = list(xs)
            nbytes = b.bytes(**point) if b.bytes is not None else None
            nflops = b.flops(**point) if b.flops is not None else None
            for provider in b.line_vals:
                got = self.fn(**point, **{b.line_arg: provider})
                ms = float(got[0] if isinstance(got, (tuple, list)) else got)
                row.append(ms)
                if nbytes is not None:
                    rate = nbytes / (ms * 1e-3) / 1e9 if ms > 0 else math.nan
                    row.append(rate)
                    if gbps:
                        row.append(rate / gbps)
                if nflops is not None:
                    rate = nflops / (ms * 1e-3) / 1e12 if ms > 0 else math.nan
                    row.append(rate)
                    if tflops:
                        row.append(rate / tflops)
            rows.append(row)
        return Report(b, columns, rows, gbps, tflops)


def _plot(r: Report, save_path, show: bool) -> None:
    b = r.benchmark
    try:
        import matplotlib

        if not show:
            matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        r.notes.append(f"note: matplotlib is not installed (pip install 'tiledsl[plot]'), so "
                       f"there is no plot" + (f"; the table is in {r.csv_path}"
                                              if r.csv_path else ""))
        return
    unit = "GB/s" if b.bytes is not None else ("TFLOP/s" if b.flops is not None else "ms")
    fig, ax = plt.subplots()
    x = [row[0] for row in r.rows]
    for i, name in enumerate(b.line_names):
        col = r.columns.index(f"{name} {unit}")
        style = b.styles[i] if b.styles and i < len(b.styles) else None
        kw = {"color": style[0], "linestyle": style[1]} if style else {}
        ax.plot(x, [row[col] for row in r.rows], label=name, marker="o", **kw)
    ax.set_xlabel(b.xlabel or b.x_names[0])
    ax.set_ylabel(b.ylabel or unit)
    if b.x_log:
        ax.set_xscale("log")
    if b.y_log:
        ax.set_yscale("log")
    ax.set_title(b.plot_name)
    ax.legend()
    ax.grid(True, alpha=0.3)
    if save_path is not None:
        r.plot_path = os.path.join(save_path, f"{b.plot_name}.png")
        fig.savefig(r.plot_path, dpi=100, bbox_inches="tight")
    if show:
        plt.show()
    plt.close(fig)


def perf_report(benchmarks):
    """Decorator: the function becomes a :class:`Mark`, whose ``.run()`` sweeps
    ``benchmarks`` (one :class:`Benchmark` or a list). The function takes the x names, the
    ``line_arg`` and the ``args`` as keywords and returns milliseconds (or ``(ms, min_ms,
    max_ms)``: the first is used)."""
    return lambda fn: Mark(fn, benchmarks)
