"""The Replays list says who won a match to the player under the default name in the second
person ("· Du hast gewonnen", "· Du hast mit 12 gewonnen"), and of a chosen name in the third
("· Hans hat gewonnen"); English says "· You won" as it says "· Anna won"."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import Any

import pygame
import pytest
from table_support import key, new_app

from game.core.registry import get_game
from game.i18n import use_language
from game.sim.driver import play_match
from game.storage.records import new_match_id
from game.ui.app import App
from game.ui.scenes import ReplaysScene, TitleScene

Line = dict[str, Any]


def _won_by(name: str) -> list[Line]:
    """A whole Blitz (31) match of bots, its winner's seat named ``name``."""
    game = get_game("thirty_one")
    match = play_match(game, 4, [game.levels[0]] * game.seats.default, {})
    lines: list[Line] = [dict(line) for line in match.record]
    winner = next(line["winners"][0] for line in lines if line["type"] == "match_end")
    seats = [dict(seat) for seat in lines[0]["seats"]]
    seats[winner]["name"] = name
    lines[0] = dict(lines[0], seats=seats)
    return lines


def _outcome(app: App, lines: list[Line]) -> str:
    records = app.data.records
    assert records is not None
    records.save_match(new_match_id(datetime(2026, 1, 2), 4), lines)
    app.chosen_game = "thirty_one"
    app.to_title()
    app.step()
    assert isinstance(app.top, TitleScene)
    key(app, pygame.K_r)
    scene = app.top
    assert isinstance(scene, ReplaysScene)
    outcome: str = scene.describe()["outcomes"][0]
    return outcome


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    app = new_app((1024, 640), tmp_path / "user")
    yield app
    app.close()
    use_language("en")


@pytest.mark.parametrize(("language", "name", "said"), [
    ("de", "You", " · Du hast gewonnen"), ("de", "Du", " · Du hast gewonnen"),
    ("de", "Hans", " · Hans hat gewonnen"), ("en", "You", " · You won"),
    ("en", "Hans", " · Hans won")])
def test_the_replays_list_says_who_won_as_the_player_reads_it(
        app: App, language: str, name: str, said: str) -> None:
    use_language(language)
    outcome = _outcome(app, _won_by(name))
    assert outcome.endswith(said), outcome
