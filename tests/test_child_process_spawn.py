"""The test helper that runs child processes starts a child again after a spawn hiccup (wine's
CreateProcess "internal error", no child started), and only after one."""

from __future__ import annotations

import subprocess
import sys
import time
from typing import Any

import child_process
import pytest


def hiccup(code: int) -> OSError:
    error = OSError("Internal error")
    error.winerror = code  # type: ignore[attr-defined]
    return error


def test_a_spawn_hiccup_is_tried_again(monkeypatch: pytest.MonkeyPatch) -> None:
    real, calls = subprocess.Popen, []

    def flaky(*args: Any, **kwargs: Any) -> Any:
        calls.append(args)
        if len(calls) == 1:
            raise hiccup(child_process.SPAWN_HICCUP)
        return real(*args, **kwargs)

    monkeypatch.setattr(subprocess, "Popen", flaky)
    monkeypatch.setattr(time, "sleep", lambda seconds: None)
    done = child_process.run_child([sys.executable, "-c", "print('started')"])
    assert done.returncode == 0 and done.stdout.strip() == "started" and len(calls) == 2


def test_another_failure_to_start_is_not_hidden(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*args: Any, **kwargs: Any) -> Any:
        raise hiccup(2)

    monkeypatch.setattr(subprocess, "Popen", broken)
    with pytest.raises(OSError):
        child_process.run_child([sys.executable, "-c", "pass"])
