"""Pieces of a stand-in cupy shared by the launch tests that run without a GPU."""
from __future__ import annotations


def recording_device(calls: list):
    """A ``cupy.cuda.Device`` stand-in whose ``with Device(i):`` appends ``("device", i)`` to
    ``calls``."""

    class Device:
        def __init__(self, i):
            self.id = i

        def __enter__(self):
            calls.append(("device", self.id))

        def __exit__(self, *exc):
            return False

    return Device
