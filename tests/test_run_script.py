"""build_scripts/run.py: no display is said and stops play; play installs no test tools."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from script_module import module_at

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "build_scripts" / "run.py"


def load_run() -> object:
    return module_at(SCRIPT, "run_script")


def headless_env() -> dict[str, str]:
    import os

    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    return env


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="a desktop always has a display")
def test_play_without_a_display_says_so_and_exits_non_zero() -> None:
    done = subprocess.run([sys.executable, str(SCRIPT), "play"], env=headless_env(),
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 1
    assert "no display" in done.stderr and "SDL_VIDEODRIVER=dummy" in done.stderr


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="a desktop always has a display")
def test_commands_that_open_no_window_are_let_through(monkeypatch: pytest.MonkeyPatch) -> None:
    run = load_run()
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"):
        monkeypatch.delenv(name, raising=False)
    assert run.no_display(["--self-test"]) == ""  # type: ignore[attr-defined]
    assert run.no_display(["--seats", "2"]) != ""  # type: ignore[attr-defined]
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    assert run.no_display(["--screenshot", "t.png"]) == ""  # type: ignore[attr-defined]


def _fake_setup(monkeypatch: pytest.MonkeyPatch, tmp_path: Path
                ) -> tuple[object, list[tuple[list[str], dict[str, str]]]]:
    """The run script with pip's runs recorded (command, added environment), not made."""
    run = load_run()
    calls: list[tuple[list[str], dict[str, str]]] = []

    class Done:
        returncode = 0

    def fake_run(command: list[str], **kwargs: object) -> Done:
        env = kwargs.get("env")
        calls.append((command, dict(env) if isinstance(env, dict) else {}))
        return Done()

    fake_python = tmp_path / "python"
    fake_python.write_text("")
    monkeypatch.setattr(run, "venv_python", lambda: fake_python)
    monkeypatch.setattr(run, "STAMP", tmp_path / "stamp")
    monkeypatch.setattr(run.subprocess, "run", fake_run)  # type: ignore[attr-defined]
    return run, calls


def test_play_installs_only_what_playing_needs(monkeypatch: pytest.MonkeyPatch,
                                               tmp_path: Path) -> None:
    run, calls = _fake_setup(monkeypatch, tmp_path)
    run.ensure_environment("")  # type: ignore[attr-defined]
    installs = [c for c, _ in calls if "-e" in c]
    assert installs and installs[0][-1] == "." and all("--quiet" in c for c, _ in calls)
    calls.clear()
    run.ensure_environment("")  # type: ignore[attr-defined]
    assert calls == []  # installed once, not again


def test_setup_installs_the_pinned_versions_quietly(monkeypatch: pytest.MonkeyPatch,
                                                     tmp_path: Path) -> None:
    """The test tools come at the pinned versions, and setuptools' boxed notice about editable
    installs (a warning) does not reach the player's console."""
    run, calls = _fake_setup(monkeypatch, tmp_path)
    run.ensure_environment("test")  # type: ignore[attr-defined]
    (install, env), = [(c, e) for c, e in calls if "-e" in c]
    pins = install[install.index("-c") + 1]
    assert install[-1] == ".[test]" and pins.endswith("constraints.txt")
    assert env.get("PYTHONWARNINGS") == "ignore"
    pinned = Path(pins).read_text(encoding="utf-8")
    for tool in ("pytest", "hypothesis", "ruff", "mypy", "pyinstaller"):
        assert f"\n{tool}==" in pinned


@pytest.mark.skipif(sys.platform == "win32", reason="a POSIX termination signal")
def test_a_terminated_runner_passes_the_signal_on_to_what_it_runs(tmp_path: Path) -> None:
    """Stopping ``run.py test`` (a CI runner's SIGTERM) stops the pytest it started too."""
    import os
    import signal
    import time

    child_pid = tmp_path / "child.pid"
    sleeper = ("import os, pathlib, time; "
               f"pathlib.Path({str(child_pid)!r}).write_text(str(os.getpid())); time.sleep(60)")
    runner = ("import sys; sys.path.insert(0, sys.argv[1]); import run; "
              f"sys.exit(run.run_forwarding([sys.executable, '-c', {sleeper!r}]))")
    started = subprocess.Popen([sys.executable, "-c", runner, str(SCRIPT.parent)])
    try:
        deadline = time.monotonic() + 30
        while not (child_pid.exists() and child_pid.read_text()) and time.monotonic() < deadline:
            time.sleep(0.05)
        pid = int(child_pid.read_text())
        started.send_signal(signal.SIGTERM)
        assert started.wait(timeout=30) != 0
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                os.kill(pid, 0)
            except ProcessLookupError:
                return
            time.sleep(0.05)
        pytest.fail("the runner's child kept running after the runner was terminated")
    finally:
        started.kill()
