"""A full disk: every save fails with ENOSPC. The player is told once, plainly, by a message that
stays on screen (not a note that fades); nothing already saved is touched; and once there is room
again the failed saves go through by themselves."""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path

import pytest

from game.storage.stats import HandSummary
from game.ui import palette

HAND = HandSummary(score=7, won=False, duration_s=40.0, bot_levels=("casual",))
MATCH = "20261121-100001-s1"


def _lines(count: int) -> list[dict[str, object]]:
    start = {"type": "match_start", "game": "dutch_blitz", "version": 1, "seed": 1,
             "rules": {}, "seats": [{"seat": 0, "name": "You", "kind": "human"}]}
    return [start, *({"type": "note", "t": float(n)} for n in range(1, count))]


def _files(home: Path) -> dict[str, bytes]:
    return {path.name: path.read_bytes() for path in [home / "stats.json", home / "settings.json",
                                                      home / "matches" / f"{MATCH}.jsonl"]}


def test_a_full_disk_is_told_lastingly_loses_nothing_and_is_retried(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from game.ui.app import App

    monkeypatch.setenv("DUTCH_BLITZ_HOME", str(tmp_path))
    app = App((1024, 700), virtual_time=True, sound=False, crash_screen=False)
    try:
        app.run(until=lambda app: app.frames >= 3)
        app.data.record_hand("dutch_blitz", HAND)
        app.data.save_match(MATCH, _lines(5))
        app.update_settings(app.settings.replace(volume=0.5))
        app.data.flush()
        saved = _files(tmp_path)

        def disk_full(fd: int) -> None:
            raise OSError(errno.ENOSPC, "No space left on device")

        real_fsync = os.fsync
        monkeypatch.setattr(os, "fsync", disk_full)
        app.data.record_hand("dutch_blitz", HAND)
        app.data.save_match(MATCH, _lines(9))
        app.update_settings(app.settings.replace(volume=0.3))
        app.data.flush()
        start = app.now()
        app.run(until=lambda app: app.now() - start > 7)  # past any notice's life
        assert app.data.failing and "No space left on device" in app.data.failing
        assert tuple(app.screen.get_at((app.size[0] // 2, 2)))[:3] == palette.INK  # the bar
        assert not [n for n in app.notices if "saved" in n.text]  # told once, by the bar
        app.data.flush()  # (a retry under way on the writer thread takes its lines back first)
        assert _files(tmp_path) == saved  # nothing already saved was touched

        monkeypatch.setattr(os, "fsync", real_fsync)  # room again
        start = app.now()
        app.run(until=lambda app: app.now() - start > 6)
        app.data.flush()
        app.step()
        assert app.data.failing is None
        assert any("saved again" in n.text for n in app.notices)
        stats = json.loads((tmp_path / "stats.json").read_text())
        assert stats["games"]["dutch_blitz"]["overall"]["hands_played"] == 2
        assert json.loads((tmp_path / "settings.json").read_text())["volume"] == 0.3
        assert len(app.data.records.load_match(MATCH)) == 9
    finally:
        app.close()
