"""The Replays list in each game's words and with its coached matches marked: a game of rounds
(Dutch Auction, Dutch) counts rounds, a game of hands (Blitz (31), Dutch Blitz) hands, from the
one word each game's definition gives; a coached match's entry says "Coached" (kept beside the
records, which stay as they are), after a restart too."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pygame
import pytest
from table_support import key, new_app

from game.core.registry import get_game
from game.core.seats import SeatSpec
from game.sim.cli import main as simulate
from game.storage.records import load_record_file, new_match_id
from game.ui.app import App
from game.ui.scenes import ReplaysScene, TitleScene
from game.ui.table.flow import TableUI


def _replays(app: App, game_id: str) -> ReplaysScene:
    app.chosen_game = game_id
    app.to_title()
    app.step()
    assert isinstance(app.top, TitleScene)
    key(app, pygame.K_r)
    scene = app.top
    assert isinstance(scene, ReplaysScene)
    return scene


def _simulated(tmp_path: Path, game_id: str) -> list[dict[str, object]]:
    path = tmp_path / f"{game_id}.jsonl"
    assert simulate(["--game", game_id, "--matches", "1", "--seed", "4", "--levels", "beginner",
                     "--record", str(path)]) == 0
    return load_record_file(path)


@pytest.mark.parametrize(("game_id", "word"), [("auction", "rounds"), ("dutch", "rounds"),
                                               ("thirty_one", "hands")])
def test_the_replays_list_counts_in_the_games_own_word(tmp_path: Path, game_id: str,
                                                      word: str) -> None:
    assert get_game(game_id).hands_word == word
    lines = _simulated(tmp_path, game_id)
    app = new_app((1024, 640), tmp_path / "user")
    try:
        records = app.data.records
        assert records is not None
        records.save_match(new_match_id(datetime(2026, 1, 2), 4), lines)
        outcome = _replays(app, game_id).describe()["outcomes"][0]
        count = outcome.split(" · ")[0]
        assert count.endswith(f" {word}") and int(count.split()[0]) > 1, outcome
    finally:
        app.close()


def test_a_coached_match_is_marked_coached_in_replays(tmp_path: Path) -> None:
    app = new_app((1024, 640), tmp_path)
    try:
        ui = app.game_ui("dutch")
        assert isinstance(ui, TableUI)
        ui.start(11, [SeatSpec("You", "human"), SeatSpec("Anna", "bot", "casual")], {})
        plain = ui.session
        assert plain is not None
        app.data.save_match(plain.match_id, plain.match.record)  # as a round's end keeps it
        ui.start_coached(SeatSpec("You", "human"))
        coached = ui.session
        assert coached is not None and coached.coached and coached.match_id != plain.match_id
        app.data.save_match(coached.match_id, coached.match.record)
        before = app.data.records
        assert before is not None
        first = before.load_match(coached.match_id)[0]
        assert "coached" not in str(first).lower()  # the record format is unchanged
    finally:
        app.close()
    again = new_app((1024, 640), tmp_path)
    try:
        entries = _replays(again, "dutch").describe()["entries"]
        assert len(entries) == 2
        assert sorted(entry.endswith("Coached") for entry in entries) == [False, True]
    finally:
        again.close()
