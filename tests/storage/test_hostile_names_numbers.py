"""Names no font can draw and numbers too large to be numbers, in every file the game reads:
each case runs the app, its screens and the checker in a bounded subprocess (see ``hostile``),
and none crashes, leaves a traceback or hides the player's things."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from hostile import match_path, record_lines, run, write_lines

from game.storage.lock import acquire_lock

pytestmark = pytest.mark.slow

HUGE = "1" + "0" * 400
"""A whole number JSON can hold and Python can read but no float can be."""
INVISIBLE = ("\u200b", "\u034f", "\ufeff\u2060", "\u0301")


@pytest.fixture
def home(tmp_path: Path) -> Path:
    folder = tmp_path / "home"
    folder.mkdir()
    return folder


def _games() -> list[str]:
    from game.core.registry import all_games

    return [game.id for game in all_games() if game.ui_module is not None]


@pytest.mark.parametrize("game", _games())
def test_a_record_with_invisible_seat_names_is_listed_and_watched(home: Path, game: str) -> None:
    lines = record_lines(game, seed=2)
    for number, name in enumerate(INVISIBLE):
        named = copy.deepcopy(lines)
        for seat in named[0]["seats"]:
            seat["name"] = name
        write_lines(match_path(home, number + 1), named)
    screens = run("screens", home=home)
    assert screens.code == 0, screens.text
    assert screens.out.count("watched ") == len(INVISIBLE), screens.out
    shared = write_lines(home / "shared.jsonl", named)
    checker = run("replay", str(shared))
    assert checker.code == 0, checker.text
    viewer = run("app", "--replay", str(shared), "--screenshot", str(home / "x.png"),
                 "--after", "60", home=home, timeout=120)  # names shown by then
    assert viewer.code == 0 and (home / "x.png").exists(), viewer.text


@pytest.mark.parametrize("name", INVISIBLE)
def test_an_invisible_player_name_in_settings_is_reset_and_every_setup_opens(
        home: Path, name: str) -> None:
    (home / "settings.json").write_text(json.dumps({"version": 2, "player_name": name}))
    screens = run("screens", home=home)
    assert screens.code == 0, screens.text
    assert "your name" in screens.out and "Traceback" not in screens.err
    assert json.loads((home / "settings.json").read_text())["player_name"] == "You"


SETTINGS_NUMBERS = [
    f'{{"version": 2, "volume": {HUGE}}}',
    f'{{"version": 2, "bot_speed": {HUGE}}}',
    f'{{"version": 2, "bot_speed": -{HUGE}}}',
    f'{{"version": 2, "window_size": [{HUGE}, 800]}}',
    '{"version": 2, "games": {' + ", ".join(f'"g{n}": {{}}' for n in range(70)) + "}}",
]


@pytest.mark.parametrize("text", SETTINGS_NUMBERS, ids=range(len(SETTINGS_NUMBERS)))
def test_a_huge_number_in_settings_starts_the_game_with_a_note(home: Path, text: str) -> None:
    (home / "settings.json").write_text(text + "\n")
    screens = run("screens", home=home)
    assert screens.code == 0 and "Some settings were invalid" in screens.out, screens.text
    (home / "settings.json").write_text(text + "\n")
    started = run("app", "--self-test", home=home)
    assert started.code == 0, started.text
    assert list(home.glob("settings.json.bad-*"))  # what the player had is kept
    assert not list(home.glob("crash-*"))
    lock, refused = acquire_lock(home)  # the run left no lock behind that stops the next one
    assert lock is not None and refused is None
    lock.release()


def _option_paths() -> list[tuple[str, str]]:
    from game.core.registry import get_game

    return [(game, spec.name) for game in _games() for spec in get_game(game).options
            if spec.kind in ("int", "float")]


@pytest.mark.parametrize(("game", "option"), _option_paths())
def test_a_huge_number_in_a_games_setup_is_set_aside_with_a_note(
        home: Path, game: str, option: str) -> None:
    (home / "settings.json").write_text(
        f'{{"version": 2, "games": {{"{game}": {{"options": {{"{option}": {HUGE}}}}}}}}}\n')
    screens = run("screens", home=home)
    assert screens.code == 0 and f"the remembered setup of {game}" in screens.out, screens.text
    assert list(home.glob("settings.json.bad-*"))


@pytest.mark.parametrize("field", ["seconds_played", "cards_moved", "best_hand_score",
                                   "best_cards_per_minute"])
def test_a_huge_number_in_statistics_is_reset_with_a_note(home: Path, field: str) -> None:
    games = {game: {"overall": {field: int(HUGE)}} for game in _games()}
    (home / "stats.json").write_text(json.dumps({"version": 2, "games": games}))
    screens = run("screens", home=home)
    assert screens.code == 0 and "statistics were damaged" in screens.out, screens.text
    (home / "stats.json").write_text(json.dumps({"version": 2, "games": games}))
    started = run("app", "--self-test", home=home)
    assert started.code == 0, started.text


@pytest.mark.parametrize("game", _games())
def test_a_huge_number_in_a_record_is_refused_by_every_reader(home: Path, game: str) -> None:
    lines: list[dict[str, Any]] = record_lines(game, seed=2)
    text = "".join(json.dumps(line) + "\n" for line in lines)
    line = next(line for line in lines[1:] if isinstance(line.get("t"), int | float))
    huge = text.replace(json.dumps(line), json.dumps({**line, "extra": 7}).replace(
        '"extra": 7', f'"extra": {HUGE}'), 1)
    path = match_path(home, 1)
    path.write_text(huge)
    checker = run("replay", str(path))
    assert checker.code == 1 and "too large" in checker.out, checker.text
    screens = run("screens", home=home)
    assert screens.code == 0 and "watched" not in screens.out, screens.text
