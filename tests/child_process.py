"""Run a child process from a test, bounded in time on every system (no tests of its own).

``subprocess.run(..., capture_output=True, timeout=...)`` can wait for ever on Windows: when the
time runs out it kills the child and then reads the pipes to their end, and a grandchild that
inherited them keeps them open. Here the child writes into temporary files instead of pipes,
the wait is on the process alone, and a child that runs over its time is killed with its whole
tree, so a hung child fails its test instead of stopping the run.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import IO

DEFAULT_SECONDS = 120.0


class ChildRanOver(AssertionError):
    """A child process took longer than its test allows (it has been killed)."""


def _kill_tree(child: subprocess.Popen[bytes]) -> None:
    if sys.platform == "win32":
        subprocess.call(["taskkill", "/F", "/T", "/PID", str(child.pid)],
                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    else:
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(child.pid, signal.SIGKILL)
    child.kill()


SPAWN_HICCUP = 1359
"""Windows' "internal error" from CreateProcess: under wine on a loaded machine a spawn now and
then fails with it before any child exists (seen once in 1,340 tests, after a child that read a
60 MB file); the same spawn a moment later starts."""
SPAWN_TRIES = 3


def _started(args: list[str], cwd: Path | str | None, env: Mapping[str, str] | None,
             given: IO[bytes], out: IO[bytes], err: IO[bytes]) -> subprocess.Popen[bytes]:
    """The child started, trying again after a spawn hiccup (``SPAWN_HICCUP``)."""
    for attempt in range(1, SPAWN_TRIES + 1):
        try:
            return subprocess.Popen(args, cwd=cwd, env=dict(env) if env is not None else None,
                                    stdin=given, stdout=out, stderr=err,
                                    start_new_session=sys.platform != "win32")
        except OSError as error:
            if getattr(error, "winerror", None) != SPAWN_HICCUP or attempt == SPAWN_TRIES:
                raise
            time.sleep(attempt)
    raise AssertionError("unreachable")


def run_child(args: Sequence[str], *, cwd: Path | str | None = None,
              env: Mapping[str, str] | None = None, timeout: float = DEFAULT_SECONDS,
              input: bytes | None = None) -> subprocess.CompletedProcess[str]:
    """Run ``args`` and return its exit status and its output as text (UTF-8, bad bytes
    replaced); raise :class:`ChildRanOver` with the output so far after ``timeout`` seconds."""
    return run_child_measured(args, cwd=cwd, env=env, timeout=timeout, input=input)[0]


def run_child_measured(args: Sequence[str], *, cwd: Path | str | None = None,
                       env: Mapping[str, str] | None = None, timeout: float = DEFAULT_SECONDS,
                       input: bytes | None = None,
                       ) -> tuple[subprocess.CompletedProcess[str], int]:
    """:func:`run_child`, and the child's peak memory in KiB where the system tells it of one
    child (Windows: its peak working set, read through its handle; elsewhere 0, see
    ``storage/hostile_run.py``)."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err, \
            tempfile.TemporaryFile() as given:
        given.write(input or b"")
        given.seek(0)
        child = _started(list(args), cwd, env, given, out, err)
        try:
            code: int | None = child.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            _kill_tree(child)
            child.wait()
            code = None
        peak = windows_peak_kb(child) if sys.platform == "win32" else 0
        texts = []
        for handle in (out, err):
            handle.seek(0)
            texts.append(handle.read().decode("utf-8", "replace").replace("\r\n", "\n"))
    if code is None:
        raise ChildRanOver(f"{' '.join(args)} ran over {timeout:.0f} s\n"
                           f"{texts[0][-2000:]}\n{texts[1][-3000:]}")
    return subprocess.CompletedProcess(list(args), code, texts[0], texts[1]), peak


def windows_peak_kb(child: subprocess.Popen[bytes]) -> int:
    """An ended child's peak working set in KiB, through its process handle (Windows only)."""
    import ctypes
    from ctypes import wintypes

    class Counters(ctypes.Structure):
        _fields_ = [("cb", wintypes.DWORD), ("PageFaultCount", wintypes.DWORD),
                    *((name, ctypes.c_size_t) for name in (
                        "PeakWorkingSetSize", "WorkingSetSize", "QuotaPeakPagedPoolUsage",
                        "QuotaPagedPoolUsage", "QuotaPeakNonPagedPoolUsage",
                        "QuotaNonPagedPoolUsage", "PagefileUsage", "PeakPagefileUsage"))]

    counters = Counters()
    counters.cb = ctypes.sizeof(Counters)
    handle = int(getattr(child, "_handle", 0))
    psapi = ctypes.WinDLL("psapi")  # type: ignore[attr-defined,unused-ignore]
    if not psapi.GetProcessMemoryInfo(wintypes.HANDLE(handle), ctypes.byref(counters),
                                      counters.cb):
        return 0
    return int(counters.PeakWorkingSetSize // 1024)
