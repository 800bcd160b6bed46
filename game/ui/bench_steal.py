"""Processor time the host of a virtual machine took from it while a benchmark ran (Linux's
``steal`` count in ``/proc/stat``), so a reader of ``--bench-frames`` can tell a slow frame
of the table from a frame the machine was taken away in: on such a machine that time is
counted as the frame's own CPU. Elsewhere, or where the count cannot be read, nothing is
told."""

from __future__ import annotations

import os
from pathlib import Path

STAT = Path("/proc/stat")


def stolen_ms() -> float | None:
    """Milliseconds all processors of this machine have been taken by its host since it
    started (None where that is not told)."""
    try:
        fields = STAT.read_text(encoding="ascii").split("\n", 1)[0].split()
        ticks = int(fields[8])  # cpu user nice system idle iowait irq softirq steal
        per_second = os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError, AttributeError):
        return None
    return ticks * 1000.0 / per_second if per_second > 0 else None


def stolen_since(start: float | None) -> float | None:
    """Milliseconds taken by the host since ``start`` (a ``stolen_ms`` reading)."""
    now = stolen_ms()
    return None if start is None or now is None else max(0.0, now - start)


__all__ = ["stolen_ms", "stolen_since"]
