"""A player whose app speaks German is told in German what is wrong with a damaged file, the
details too: a settings value out of range in the notice at start, and a match record's damaged
line on the Replays screen."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
from table_support import key, new_app

from game.i18n import use_language
from game.ui.scenes import ReplaysScene, TitleScene

MATCH = "20261121-100001-s1"


def test_damaged_settings_and_record_are_told_in_german(tmp_path: Path) -> None:
    folder = tmp_path / "user"
    (folder / "matches").mkdir(parents=True)
    (folder / "settings.json").write_text(
        json.dumps({"version": 2, "language": "de", "volume": 3.0}), encoding="utf-8")
    (folder / "matches" / f"{MATCH}.jsonl").write_bytes(b"[1, 2\n")
    app = new_app((1024, 640), folder)
    try:
        notices = [notice.text for notice in app.notices]
        assert any("Lautstärke (muss zwischen 0,0 und 1,0 liegen)" in text for text in notices), \
            notices
        app.to_title()
        app.step()
        assert isinstance(app.top, TitleScene)
        key(app, pygame.K_r)
        scene = app.top
        assert isinstance(scene, ReplaysScene)
        message = scene.describe()["message"]
        assert message.startswith(
            f"Die Partie {MATCH} ließ sich nicht lesen (Zeile 1 ist beschädigt)"), message
    finally:
        app.close()
        use_language("en")
