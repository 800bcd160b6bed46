"""The save folder's lock: one copy saves, a second copy is refused while the first runs, and the
lock of a copy that died (however it died) never keeps a later start from saving, even when its
process id now belongs to another running program."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from game.storage.lock import ANOTHER_COPY, LOCK_FILE, acquire_lock

ROOT = Path(__file__).resolve().parents[2]
HOLDER = textwrap.dedent("""
    import sys, time
    sys.path.insert(0, sys.argv[2])
    from game.storage.lock import acquire_lock
    lock, problem = acquire_lock(sys.argv[1])
    print("held" if lock else problem, flush=True)
    if sys.argv[3] == "crash":
        import os
        os._exit(3)  # no release, no clean-up: as a crash or a kill leaves it
    time.sleep(60)
""")


def _other_copy(folder: Path, how: str) -> subprocess.Popen[str]:
    child = subprocess.Popen([sys.executable, "-c", HOLDER, str(folder), str(ROOT), how],
                             stdout=subprocess.PIPE, text=True)
    assert child.stdout is not None
    assert child.stdout.readline().strip() == "held"
    return child


def test_the_lock_is_reentrant_within_one_copy(tmp_path: Path) -> None:
    lock, problem = acquire_lock(tmp_path)
    assert lock is not None and problem is None
    again, _ = acquire_lock(tmp_path)
    assert again is not None
    again.release()
    lock.release()
    last, _ = acquire_lock(tmp_path)
    assert last is not None
    last.release()


def test_a_running_copy_keeps_the_folder_and_the_second_is_told(tmp_path: Path) -> None:
    child = _other_copy(tmp_path, "wait")
    try:
        lock, problem = acquire_lock(tmp_path)
        assert lock is None and problem == ANOTHER_COPY
    finally:
        child.kill()
        child.wait()
    lock, problem = acquire_lock(tmp_path)  # killed: the system dropped its lock
    assert lock is not None and problem is None
    lock.release()


def test_a_crashed_copys_lock_is_free_at_once(tmp_path: Path) -> None:
    child = _other_copy(tmp_path, "crash")
    assert child.wait(timeout=60) == 3
    lock, problem = acquire_lock(tmp_path)
    assert lock is not None and problem is None
    lock.release()


def test_a_recorded_process_id_of_a_live_program_does_not_block(tmp_path: Path) -> None:
    """Old lock files held an id; one that is now this very (running) process's parent, or any
    live program's, must not stop saving."""
    (tmp_path / LOCK_FILE).write_text(f"{os.getppid()}\n", encoding="ascii")
    lock, problem = acquire_lock(tmp_path)
    assert lock is not None and problem is None
    assert (tmp_path / LOCK_FILE).read_text(encoding="ascii").strip() == str(os.getpid())
    lock.release()


def test_a_second_copy_says_it_is_not_saving_for_as_long_as_it_runs(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DUTCH_BLITZ_HOME", str(tmp_path))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.ui.app import App

    child = _other_copy(tmp_path, "wait")
    try:
        app = App((1280, 800), virtual_time=True, sound=False, crash_screen=False)
        app.push(app.title_scene())
        app.run(until=lambda app: app.now() >= 8.0)  # after a notice's 6-second pill has gone
        caption = pygame.display.get_caption()[0]
        assert app.not_saving == ANOTHER_COPY and not app.data.saving
        app.update_settings(app.settings.replace(language="de"))
        german = pygame.display.get_caption()[0]
        app.update_settings(app.settings.replace(language="en"))
        app.close()
    finally:
        child.kill()
        child.wait()
    assert caption == "Card Table (not saving)"
    assert german == "Card Table (speichert nicht)"  # the caption follows the language
