"""A whole Blitz (31) game played through the table with posted events: your turns by keys and
clicks, every showdown confirmed with Enter (the playing keys never confirm it), on to the game
results; the record is saved and replays in the viewer; How to play shows every page."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest
from table_support import FAST, board_of, key, new_app, open_table, view

from game.core.registry import get_game
from game.storage.records import MatchStore
from game.thirty_one.rules.cards import hand_value
from game.thirty_one.ui import thirty_one_ui
from game.thirty_one.ui.board import ThirtyOneBoard
from game.thirty_one.ui.results import MatchResultsScene
from game.thirty_one.ui.session import HUMAN
from game.thirty_one.ui.showdown import ShowdownScene
from game.ui.app import App
from game.ui.scenes.howto import HowToPlayScene
from game.ui.scenes.results_screen import GUARD_SECONDS as GUARD
from game.ui.table.scene import TableScene

Scene = TableScene[Any, Any, Any, Any]


def best_throw(cards: tuple[str, ...], taken: str | None) -> int:
    """The index of the card whose loss leaves the best hand (never the taken card)."""
    options = [i for i, c in enumerate(cards) if c != taken]
    return max(options, key=lambda i: hand_value(cards[:i] + cards[i + 1:]))


def play_turn(app: App, scene: Scene) -> None:
    v = view(scene)
    if v.phase == "draw":
        if board_of(scene, ThirtyOneBoard).allowed().knock and hand_value(v.cards) >= 26:
            key(app, pygame.K_k)
        else:
            key(app, pygame.K_d)
        return
    key(app, pygame.K_1 + best_throw(v.cards, v.taken))
    key(app, pygame.K_RETURN)


def play_game(app: App, skip: bool = False,
              max_frames: int = 60 * 60 * 20) -> tuple[int, int]:
    """Play until the game results; (showdowns confirmed, your turns). With ``skip``, once you
    are out the bots finish the game at once."""
    showdowns = turns = 0
    for _ in range(max_frames):
        top = app.top
        if isinstance(top, MatchResultsScene):
            return showdowns, turns
        if isinstance(top, ShowdownScene):
            app.advance(GUARD + 0.1)
            key(app, pygame.K_SPACE)
            key(app, pygame.K_d)
            assert app.top is top, "playing keys never confirm the showdown"
            if skip and top.skip_button is not None:
                top.group.focus(top.skip_button)
            key(app, pygame.K_RETURN)
            showdowns += 1
            continue
        if isinstance(top, TableScene) and not top.session.hand_over \
                and not top.flights.busy():
            v = view(top)
            if v.to_play == HUMAN:
                play_turn(app, top)
                turns += 1
                continue
        app.step()
    raise AssertionError("the game did not end")


def test_a_whole_game_through_the_table(app: App, tmp_path: Path) -> None:
    scene = open_table(app, "thirty_one", 21, FAST, bots=2, tokens=1)
    session = scene.session
    showdowns, turns = play_game(app)
    assert session.match.over and showdowns == len(session.match.results) >= 1
    assert turns > 0
    results = app.top
    assert isinstance(results, MatchResultsScene)
    assert results.describe()["winners"] == list(session.match.winners)
    check = get_game("thirty_one").check_record(session.match.record)
    assert check.ok, check.problem
    viewer = thirty_one_ui(app).replay_scene(session.match.record, "test")
    app.push(viewer)
    for _ in range(400):
        key(app, pygame.K_RIGHT)
    assert viewer.describe()["problem"] == "" and viewer.describe()["line"] == "match_end"
    del tmp_path


@pytest.mark.slow
def test_eight_seats_to_the_end_with_saved_record(tmp_path: Path) -> None:
    app = new_app((1024, 640), tmp_path)
    try:
        scene = open_table(app, "thirty_one", 4, FAST, bots=7, tokens=1)
        session = scene.session
        play_game(app, skip=True)
        assert session.match.over
        store = MatchStore(tmp_path)
        matches, warnings = store.list_matches("thirty_one")
        assert [info.match_id for info in matches] == [session.match_id] and not warnings
        stats = app.data.stats.game("thirty_one")
        assert stats.overall.matches_played == 1
    finally:
        app.close()


def test_how_to_play_pages_draw(app: App) -> None:
    app.chosen_game = "thirty_one"
    app.push(HowToPlayScene(app))
    scene = app.top
    assert isinstance(scene, HowToPlayScene)
    for _ in scene.pages:
        app.step()
        key(app, pygame.K_RIGHT)
    assert len(scene.pages) == 5


def test_how_to_page_one_states_the_hand_value_as_the_rules_count_it() -> None:
    """The suit with the highest total counts, not the suit held most of: with 2♠ 3♠ A♥ the
    lone ace (11) beats the two spades (5), and page 1 says so."""
    from game.thirty_one.rules.cards import hand_value
    from game.thirty_one.ui.howto_pages import PAGES

    assert hand_value(("2S", "3S", "AH")) == 11
    text = PAGES[0].text
    assert "most of" not in text and "highest total" in text
