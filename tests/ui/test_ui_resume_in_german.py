"""An unfinished match that cannot be rebuilt is set aside with a notice whose every word is in
the player's language, the reason too: a move the rules refuse, a seed that is no number, and
anything else the save holds wrong ("sie ist beschädigt"), never the app's English."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from table_support import FAST, new_app, open_table
from test_ui_resume import _notices, _play, _title

from game.i18n import use_language


def _a_seat_changed(text: str) -> str:
    return text.replace('"seat":0', '"seat":1', 1)


def _no_seed(text: str) -> str:
    save = json.loads(text)
    save["seed"] = "five"
    return json.dumps(save)


@pytest.mark.parametrize(("damage", "told"), [
    (_a_seat_changed, "ein Zug von Runde 1 wurde abgelehnt: "),
    (_no_seed, "(ihr Startwert ist keine Zahl)"),
], ids=["refused-move", "no-seed"])
def test_a_save_that_does_not_rebuild_is_told_in_german(
        tmp_path: Path, damage: Callable[[str], str], told: str) -> None:
    app = new_app((1024, 640), tmp_path)
    try:
        _play(app, open_table(app, "thirty_one", seed=5, pace=FAST, bots=1), "thirty_one", 2)
    finally:
        app.close()
    save = tmp_path / "unfinished" / "thirty_one.json"
    save.write_text(damage(save.read_text()))
    (tmp_path / "settings.json").write_text(json.dumps({"version": 2, "language": "de"}))
    again = new_app((1024, 640), tmp_path)
    try:
        _title(again)
        said = _notices(again)
        assert "ließ sich nicht wiederherstellen" in said and told in said, said
    finally:
        again.close()
        use_language("en")
