"""A player whose app speaks German is told in German why a damaged match record cannot be
shown, on the Replays screen and by ``--replay FILE``: the shape every record shares, and what
the game's own rules found (a refused move's reason too). A seat whose name cannot be drawn is
"Platz N" in the list."""

from __future__ import annotations

import functools
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest
from table_support import click, key, new_app

from game.__main__ import main
from game.core.registry import get_game
from game.i18n import set_command_line_language, use_language
from game.sim.driver import play_match
from game.ui.scenes import ReplaysScene, TitleScene

MATCH = "20261121-100001-s1"
Line = dict[str, Any]


@functools.cache
def _record(game_id: str) -> tuple[str, ...]:
    game = get_game(game_id)
    match = play_match(game, 3, [game.levels[0]] * game.seats.default, {})
    return tuple(json.dumps(line) for line in match.record)


def _lines(game_id: str) -> list[Line]:
    return [json.loads(line) for line in _record(game_id)]


def _write(path: Path, lines: list[Line]) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    return path


def _no_usable_name(lines: list[Line]) -> list[Line]:
    lines[0]["seats"][1]["name"] = " "
    return lines


def _a_deal_too_many(lines: list[Line]) -> list[Line]:
    return [*lines[:2], lines[1], *lines[2:]]


def _someone_elses_draw(lines: list[Line]) -> list[Line]:
    move = next(index for index, line in enumerate(lines) if line["type"] == "draw")
    lines[move]["seat"] = (lines[move]["seat"] + 1) % len(lines[0]["seats"])
    return lines


def _replays_in_german(folder: Path, game_id: str) -> tuple[Any, ReplaysScene]:
    (folder / "settings.json").write_text(
        json.dumps({"version": 2, "language": "de", "last_game": game_id}), encoding="utf-8")
    app = new_app((1024, 640), folder)
    app.to_title()
    app.step()
    assert isinstance(app.top, TitleScene)
    key(app, pygame.K_r)
    scene = app.top
    assert isinstance(scene, ReplaysScene)
    return app, scene


@pytest.mark.parametrize(("game_id", "damage", "told"), [
    ("dutch_blitz", _a_deal_too_many, "Zeile 3 (deal): neu gegeben, bevor Runde 1 zu Ende war."),
    ("thirty_one", _someone_elses_draw, ": regelwidriger Zug: "),
    ("dutch", _a_deal_too_many, "Zeile 3: erwartet war {"),
    ("auction", _a_deal_too_many, "Zeile 3: aufgezeichnet ist {"),
])
def test_watching_a_record_the_rules_refuse_says_why_in_german(
        tmp_path: Path, game_id: str, damage: Callable[[list[Line]], list[Line]],
        told: str) -> None:
    folder = tmp_path / "user"
    _write(folder / "matches" / f"{MATCH}.jsonl", damage(_lines(game_id)))
    app, scene = _replays_in_german(folder, game_id)
    try:
        assert scene.describe()["matches"] == 1
        click(app, scene.watch.rect.center)
        assert app.top is scene
        message = scene.describe()["message"]
        assert message.startswith("Diese Partie lässt sich nicht zeigen: Zeile "), message
        assert told in message and "line" not in message.replace("_line", ""), message
    finally:
        app.close()
        use_language("en")


def test_a_record_of_the_wrong_shape_is_told_in_german_in_the_list(tmp_path: Path) -> None:
    folder = tmp_path / "user"
    _write(folder / "matches" / f"{MATCH}.jsonl", _no_usable_name(_lines("dutch")))
    app, scene = _replays_in_german(folder, "dutch")
    try:
        message = scene.describe()["message"]
        assert message.startswith(f"Die Partie {MATCH} ließ sich nicht lesen (Zeile 1: Platz 2 "
                                  "hat keinen brauchbaren Namen)"), message
    finally:
        app.close()
        use_language("en")


def test_a_seat_whose_name_cannot_be_drawn_is_platz_n_in_german(tmp_path: Path) -> None:
    folder = tmp_path / "user"
    lines = _lines("dutch_blitz")
    lines[0]["seats"][1]["name"] = "\u200b\u2060"
    _write(folder / "matches" / f"{MATCH}.jsonl", lines)
    app, scene = _replays_in_german(folder, "dutch_blitz")
    try:
        [players] = scene.describe()["players"]
        assert "Platz 2" in players and "Seat" not in players, players
    finally:
        app.close()
        use_language("en")


def test_replay_from_the_command_line_says_why_in_german(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _write(tmp_path / "shared.jsonl", _a_deal_too_many(_lines("dutch_blitz")))
    try:
        code = main(["--lang", "de", "--replay", str(path), "--screenshot",
                     str(tmp_path / "shot.png")])
    finally:
        set_command_line_language(None)  # the next app in this process starts in its own
        use_language("en")
    error = capsys.readouterr().err
    assert code == 1 and not (tmp_path / "shot.png").exists()
    assert "Diese Partie lässt sich nicht zeigen: Zeile 3 (deal): neu gegeben, bevor Runde 1 " \
           "zu Ende war." in error, error
