"""Crash logs: written on an uncaught exception, with version and platform, saves untouched."""

from __future__ import annotations

import os
import sys
import tempfile
import threading
from pathlib import Path

import pytest
from child_process import run_child

import game
from game.storage import crashlog
from game.storage.userdir import ENV_VAR

REPO_ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "home"
    folder.mkdir()
    monkeypatch.setenv(ENV_VAR, str(folder))
    return folder


@pytest.fixture
def installed(home: Path):  # type: ignore[no-untyped-def]
    messages: list[str] = []
    uninstall = crashlog.install_crash_handler(home, messages.append)
    try:
        yield messages
    finally:
        uninstall()


# pytest's own thread hook (the "previous" hook here) reports the exception too.
THREAD_WARNING = pytest.mark.filterwarnings(
    "ignore::pytest.PytestUnhandledThreadExceptionWarning"
)


def logs(folder: Path) -> list[Path]:
    return sorted(folder.glob("crash-*.log"))


CRASHER = """
import sys
from game.storage.crashlog import install_crash_handler
install_crash_handler(sys.argv[1], lambda message: print("SHOWN:", message, flush=True))
def deal_cards():
    raise RuntimeError("boom-42")
deal_cards()
"""


def test_uncaught_exception_in_a_process_writes_a_log(home: Path) -> None:
    settings = home / "settings.json"
    settings.write_text('{"version": 1, "muted": true}')
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(REPO_ROOT), os.environ.get(
        "PYTHONPATH", "")]))
    result = run_child([sys.executable, "-c", CRASHER, str(home)], env=env, timeout=60)
    assert result.returncode == 1
    [log] = logs(home)
    text = log.read_text(encoding="utf-8")
    assert "RuntimeError: boom-42" in text and "deal_cards" in text
    assert f"Game version: {game.__version__}" in text
    assert "Platform: " in text and "Python: " in text and "Thread: MainThread" in text
    assert "SHOWN:" in result.stdout and str(log) in result.stdout
    assert "RuntimeError: boom-42" in result.stderr  # the usual console output still happens
    assert settings.read_text() == '{"version": 1, "muted": true}'


@THREAD_WARNING
def test_exception_in_a_thread_writes_a_log(home: Path, installed: list[str]) -> None:
    def bot_worker() -> None:
        raise ValueError("bot confused")

    worker = threading.Thread(target=bot_worker, name="bot-1")
    worker.start()
    worker.join()
    [log] = logs(home)
    text = log.read_text(encoding="utf-8")
    assert "ValueError: bot confused" in text and "Thread: bot-1" in text
    assert len(installed) == 1 and str(log) in installed[0]


@THREAD_WARNING
def test_ctrl_c_and_thread_exit_are_not_crashes(home: Path, installed: list[str]) -> None:
    sys.excepthook(KeyboardInterrupt, KeyboardInterrupt(), None)
    worker = threading.Thread(target=sys.exit)
    worker.start()
    worker.join()
    assert logs(home) == [] and installed == []


def test_uninstall_restores_the_hooks(home: Path) -> None:
    before = (sys.excepthook, threading.excepthook)
    uninstall = crashlog.install_crash_handler(home)
    assert sys.excepthook is not before[0]
    uninstall()
    assert (sys.excepthook, threading.excepthook) == before


def test_write_crash_log_from_a_try_block(home: Path) -> None:
    try:
        {"present": 1}["missing"]  # noqa: B018
    except KeyError as exc:
        path = crashlog.write_crash_log(exc, home)
    assert path.parent == home and path.name.startswith("crash-")
    assert "KeyError: 'missing'" in path.read_text(encoding="utf-8")
    try:
        raise OSError("second")
    except OSError as exc:
        second = crashlog.write_crash_log(exc)  # defaults to the user folder
    assert second.parent == home and second != path


def test_a_failing_on_crash_callback_is_contained(home: Path) -> None:
    def broken(message: str) -> None:
        raise RuntimeError("dialog failed")

    uninstall = crashlog.install_crash_handler(home, broken)
    try:
        try:
            raise ZeroDivisionError("x")
        except ZeroDivisionError as exc:
            sys.excepthook(type(exc), exc, exc.__traceback__)
    finally:
        uninstall()
    assert len(logs(home)) == 1


def test_old_logs_are_pruned(home: Path) -> None:
    for n in range(crashlog.KEEP_CRASH_LOGS + 5):
        (home / f"crash-20200101-0000{n:02d}.log").write_text("old")
    crashlog.write_crash_log(RuntimeError("new"), home)
    remaining = logs(home)
    assert len(remaining) == crashlog.KEEP_CRASH_LOGS
    assert "RuntimeError: new" in remaining[-1].read_text(encoding="utf-8")


def test_unwritable_folder_falls_back_to_temp(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "blocker"
    blocker.write_text("x")
    fallback = tmp_path / "temp"
    fallback.mkdir()
    monkeypatch.setattr(tempfile, "gettempdir", lambda: str(fallback))
    path = crashlog.write_crash_log(RuntimeError("nowhere"), blocker / "sub")
    assert path.parent == fallback
