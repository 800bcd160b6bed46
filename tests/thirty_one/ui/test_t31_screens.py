"""Blitz (31) screens around the table: the showdown's reasons from literal tables, the 31
dealt and revealed, the input guards, the game results, the player's options, last-turn markers
and the replay viewer on a good and a damaged record."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from posted_events import click
from table_support import FAST, board_of, key, my_turn, open_table, run_until, view

from game.bots.headless import run_hand
from game.thirty_one.definition import GAME
from game.thirty_one.rules.state import HandEnded
from game.thirty_one.ui import thirty_one_ui
from game.thirty_one.ui.board import ThirtyOneBoard
from game.thirty_one.ui.painter_parts import has_thirty_one
from game.thirty_one.ui.replay_model import replay_frames
from game.thirty_one.ui.results import MatchResultsScene
from game.thirty_one.ui.session import ThirtyOneSession, finish_without_you
from game.thirty_one.ui.showdown import ShowdownScene, headline, why
from game.ui.app import App
from game.ui.replay import ReplayCursor
from game.ui.scenes.results_screen import GUARD_SECONDS as GUARD
from game.ui.table.scene import TableScene

NAMES = ["You", "Anna", "Jakob", "Martha"]


def start(app: App, seats: int, seed: int, pace: float = FAST,
          **options: Any) -> TableScene[Any, Any, Any, Any]:
    return open_table(app, "thirty_one", seed, pace, bots=seats - 1, **options)


def board(scene: TableScene[Any, Any, Any, Any]) -> ThirtyOneBoard:
    return board_of(scene, ThirtyOneBoard)


def play_out(session: ThirtyOneSession) -> None:
    """Finish a table session's match at once, the player's seat played by the greedy
    baseline."""
    while not session.over:
        session.next_hand()
        if session.hand_over:
            continue
        levels: list[str | None] = [None] * len(session.seats)
        levels[0] = "greedy"
        mine = GAME.make_bots(session.match, session.table, levels)
        session.scheduler.agents = sorted([*session.scheduler.agents, *mine],
                                          key=lambda agent: agent.seat)
        run_hand(session.scheduler)


def knock_end(values: dict[int, float], knocker: int, lost: dict[int, int]) -> HandEnded:
    return HandEnded("knock", knocker, tuple(values.items()), tuple(lost.items()), (), ())


@pytest.mark.parametrize(("values", "knocker", "lost", "seat", "reason"), [
    ({0: 20, 1: 25, 2: 18, 3: 30}, 1, {2: 1}, 2, "the lowest hand"),
    ({0: 18, 1: 25, 2: 18, 3: 30}, 1, {0: 1, 2: 1}, 0, "tied for the lowest hand"),
    ({0: 20, 1: 15, 2: 18, 3: 30}, 1, {1: 2}, 1, "knocked and was alone lowest"),
    ({0: 20, 1: 15, 2: 15, 3: 30}, 1, {2: 1}, 1, "knocked, tied for lowest: safe"),
    ({0: 20, 1: 25, 2: 18, 3: 30}, 1, {2: 1}, 1, "knocked: safe"),
    ({0: 20, 1: 25, 2: 18, 3: 30}, 1, {2: 1}, 3, ""),
])
def test_the_showdown_says_why(values: dict[int, float], knocker: int, lost: dict[int, int],
                               seat: int, reason: str) -> None:
    result = knock_end(values, knocker, lost)
    assert why(result, seat, NAMES) == reason
    assert headline(result, NAMES) == "Anna knocked: showdown"


def test_thirty_ones_are_named() -> None:
    after_knock = HandEnded("thirty_one", 2, ((0, 20), (1, 12), (2, 31)),
                            ((0, 1), (1, 1)), (), ())
    assert headline(after_knock, NAMES) == "Jakob has 31"
    assert why(after_knock, 0, NAMES) == "Jakob's 31"
    assert why(after_knock, 2, NAMES) == "31: wins the hand"
    two = HandEnded("deal_thirty_one", None, ((0, 31), (1, 12), (2, 31)), ((1, 1),), (), ())
    assert headline(two, NAMES) == "You and Jakob have 31 on the deal"
    assert why(two, 1, NAMES) == "the 31s"


def test_a_31_dealt_is_revealed_then_the_showdown_waits_for_enter(app: App) -> None:
    scene = start(app, 8, seed=203)
    assert scene.banner is not None and scene.banner.title == "31!"
    v = view(scene)
    assert v.shown and has_thirty_one(v, 5) and not has_thirty_one(v, 0)
    assert run_until(app, lambda: isinstance(app.top, ShowdownScene), 10)
    panel = app.top
    assert isinstance(panel, ShowdownScene)
    assert panel.describe()["reason"] == "deal_thirty_one"
    key(app, pygame.K_RETURN)
    assert app.top is panel, "a short guard: a key held from the table does not confirm"
    app.advance(GUARD)
    for k in (pygame.K_SPACE, pygame.K_d, pygame.K_t, pygame.K_k, pygame.K_1):
        key(app, k)
        assert app.top is panel
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, TableScene) and view(app.top).hand == 2


def test_after_a_knock_every_other_seat_has_a_last_turn(app: App) -> None:
    scene = start(app, 4, seed=3)
    assert my_turn(app, scene)
    key(app, pygame.K_k)
    v = view(scene)
    painter = board(scene).painter
    marks: tuple[set[int], set[int]] = ({1, 2, 3}, set())
    assert painter.seat_tag(0, v, marks, True) == ("KNOCKED", (0xF2, 0xC9, 0x4C))
    assert all(painter.seat_tag(s, v, marks, False)[0] == "LAST TURN"  # type: ignore[index]
               for s in (1, 2, 3))


def test_game_results_ignore_playing_keys_and_enter_plays_again(app: App) -> None:
    session = start(app, 2, seed=5, tokens=1).session
    play_out(session)
    thirty_one_ui(app).next_hand(session)
    results = app.top
    assert isinstance(results, MatchResultsScene)
    app.advance(1.0)
    for k in (pygame.K_SPACE, pygame.K_d, pygame.K_p):
        key(app, k)
        assert app.top is results
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, TableScene) and app.top.session is not session


def test_player_options_four_colours_and_no_value_hint(app: App) -> None:
    scene = start(app, 3, seed=3, four_colour=True, show_value=False)
    assert board(scene).painter.images.four_colour
    assert board(scene).decor().show_value is False
    plain = start(app, 3, seed=3)
    assert not board(plain).painter.images.four_colour and board(plain).decor().show_value


def test_the_pause_button_pauses(app: App) -> None:
    scene = start(app, 3, seed=3)
    click(app, board(scene).layout.pause.center)
    assert scene.session.paused


def test_replays_show_every_line_and_stop_at_a_broken_one(app: App) -> None:
    session = start(app, 3, seed=9, tokens=1).session
    play_out(session)
    lines = list(session.match.record)
    frames, _, problem = replay_frames(lines)
    cursor = ReplayCursor(frames)
    assert problem == "" and len(frames) == len(lines) - 1
    cursor.toggle()
    for _ in range(len(lines) * 3):
        cursor.advance(1.0)
    assert cursor.at_end and not cursor.playing
    broken = [dict(line) for line in lines]
    first_draw = next(i for i, line in enumerate(broken) if line["type"] == "draw")
    broken[first_draw]["seat"] = (broken[first_draw]["seat"] + 1) % 3
    bad, _, problem = replay_frames(broken)
    assert problem == "hand 1: It is not your turn." and len(bad) == first_draw - 1


def test_the_bots_finish_without_you_only_once_you_are_out(app: App) -> None:
    session = start(app, 3, seed=3).session
    with pytest.raises(RuntimeError):
        finish_without_you(session)


@pytest.mark.parametrize(("cards", "taken", "selected", "text", "kept"), [
    (("AS", "KS", "5D"), None, None, "Your hand: 21 in", ("AS", "KS", "5D")),
    (("AS", "KS", "5D", "QS"), None, None, "Best three: 31 in", ("AS", "KS", "QS")),
    (("AS", "KS", "5D", "QS"), "5D", None, "Best three: 21 in", ("AS", "5D", "QS")),
    (("AS", "KS", "5D", "QS"), "QS", None, "Best three: 31 in", ("AS", "KS", "QS")),
    (("AS", "KS", "5D", "QS"), None, "KS", "Throw the king of spades: 21 in", ("AS", "5D", "QS")),
    (("7H", "7S", "7D", "2C"), None, None, "Best three: 30.5 in", ("7H", "7S", "7D")),
])
def test_the_value_hint(app: App, cards: tuple[str, ...], taken: str | None,
                        selected: str | None, text: str, kept: tuple[str, ...]) -> None:
    import dataclasses

    from game.thirty_one.rules.state import Rules
    from game.thirty_one.ui.painter_parts import Decor
    from game.thirty_one.ui.seat_painter import value_hint

    scene = start(app, 2, seed=3)
    v = dataclasses.replace(view(scene), rules=Rules(three_of_a_kind=30.5), taken=taken)
    assert value_hint(cards, v, Decor(selected=selected)) == (text, kept)


def test_the_kept_table_matches_a_fresh_painting(app: App) -> None:
    """Only the changed regions are painted again; the result is the same as painting anew."""
    from game.thirty_one.ui.painter import TablePainter

    scene = start(app, 8, seed=5, pace=0.2)
    for _ in range(6):
        run_until(app, lambda: scene.session.hand_over, 1.5)
        layout = board(scene).layout
        decor = board(scene).decor()
        kept = pygame.Surface(layout.size)
        board(scene).painter.draw(kept, layout, view(scene), scene.session.seats, decor)
        fresh = pygame.Surface(layout.size)
        TablePainter(app.art, app.font).draw(fresh, layout, view(scene), scene.session.seats,
                                             decor)
        assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(fresh, "RGB")
    assert board(scene).painter.rebuilt > 6
