"""Playing at the table with posted events: drag, drop, click, keys, pause, whole hands.

Runs under SDL's dummy video and audio drivers on the app's virtual clock (one exact 1/60 s
step per frame), so every run is the same.
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from posted_events import click
from table_support import (
    blitz_config,
    board_of,
    centre,
    drag,
    key,
    post,
    seed_where,
    start_blitz,
)

from game.dutch_blitz.rules.legal import legal_moves
from game.dutch_blitz.rules.moves import Play
from game.dutch_blitz.ui import blitz_ui
from game.dutch_blitz.ui.board import BlitzBoard
from game.dutch_blitz.ui.session import HUMAN
from game.ui.app import App
from game.ui.table.scene import TableScene


def _board(scene: TableScene[Any, Any, Any, Any]) -> BlitzBoard:
    return board_of(scene, BlitzBoard)


def test_dragging_a_one_to_the_middle_starts_a_dutch_pile(app: App) -> None:
    seed, move = seed_where(lambda m: m.target == "dutch:new")
    scene = start_blitz(app, blitz_config(seed))
    before = scene.session.state
    assert before is not None and not before.dutch
    drag(app, centre(scene, move.source), _board(scene).layout.dutch[5].center)
    state = scene.session.state
    assert state is not None
    assert len(state.dutch) == 1 and state.dutch[0].cards == (move.card,)
    assert state.dutch[0].owners == (HUMAN,)
    assert state.seats[HUMAN].top(move.source) != move.card
    app.advance(0.5)
    assert len(scene.flights) == 0


def test_an_illegal_drop_sends_the_card_back_and_changes_nothing(app: App) -> None:
    seed, move = seed_where(lambda m: m.target.startswith("post") and m.card is not None
                           and m.card.number != 1)
    scene = start_blitz(app, blitz_config(seed))
    before = scene.session.state
    drag(app, centre(scene, move.source), _board(scene).layout.dutch[3].center)
    assert scene.session.state is before
    assert _board(scene).drags.drag is None
    assert len(scene.flights) == 1  # flying home
    assert any("1" in note.text for note in scene.notes)  # only a 1 starts a Dutch pile
    app.advance(0.5)
    assert len(scene.flights) == 0 and scene.session.state is before


def test_a_drop_on_bare_felt_flies_back(app: App) -> None:
    seed, move = seed_where(lambda m: True)
    scene = start_blitz(app, blitz_config(seed))
    before = scene.session.state
    drag(app, centre(scene, move.source), (640, 120))
    assert scene.session.state is before and len(scene.flights) == 1


def test_a_legal_drop_on_a_post_pile(app: App) -> None:
    seed, move = seed_where(lambda m: m.target.startswith("post"))
    scene = start_blitz(app, blitz_config(seed))
    board = _board(scene)
    target = board.renderer.top_rect(board.layout, scene.session.state, f"0:{move.target}")
    drag(app, centre(scene, move.source), target.center)
    state = scene.session.state
    index = int(move.target[5:])
    assert state.seats[HUMAN].posts[index][-1] == move.card


def test_click_plays_to_the_dutch_pile(app: App) -> None:
    seed, move = seed_where(lambda m: m.target == "dutch:new")
    scene = start_blitz(app, blitz_config(seed))
    click(app, centre(scene, move.source))
    state = scene.session.state
    assert [p.cards for p in state.dutch] == [(move.card,)]


def test_click_on_the_hand_flips_three_onto_the_wood(app: App) -> None:
    scene = start_blitz(app, blitz_config(3))
    hand = _board(scene).layout.seats[HUMAN].hand
    click(app, hand.center)
    me = scene.session.state.seats[HUMAN]
    assert len(me.wood) == 3 and len(me.hand) == 40 - 3 - 10 - 3


def test_keyboard_play_of_a_card_and_a_flip(app: App) -> None:
    seed, move = seed_where(lambda m: m.target == "dutch:new")
    scene = start_blitz(app, blitz_config(seed))
    keys = {"blitz": pygame.K_b, "wood": pygame.K_w, "post:0": pygame.K_1,
            "post:1": pygame.K_2, "post:2": pygame.K_3}
    key(app, keys[move.source])
    keyboard = _board(scene).keyboard
    assert keyboard.selected == move.source and keyboard.target == "dutch:new"
    key(app, pygame.K_RETURN)
    assert [p.cards for p in scene.session.state.dutch] == [(move.card,)]
    assert _board(scene).keyboard.selected is None
    key(app, pygame.K_SPACE)
    assert len(scene.session.state.seats[HUMAN].wood) == 3


def test_a_whole_hand_by_keyboard_alone_reaches_the_results(app: App) -> None:
    """Space flips and turns over, and every card that has a place goes there by keys."""
    scene = start_blitz(app, blitz_config(5, pace=1.0, ones=True))
    digits = [pygame.K_1, pygame.K_2, pygame.K_3]
    for _ in range(6000):
        if app.top is not scene:
            break
        if scene.session.hand_over:
            app.step()
            continue
        view = scene.session.view()
        plays = [m for m in legal_moves(view) if isinstance(m, Play)
                 and m.target.startswith("dutch")]
        if plays:
            source = plays[0].source
            code = {"blitz": pygame.K_b, "wood": pygame.K_w}.get(source) or \
                digits[int(source[5:])]
            key(app, code)
            key(app, pygame.K_d)
        else:
            key(app, pygame.K_SPACE)
        app.advance(0.1)
    assert type(app.top).__name__ == "HandResultsScene"
    assert scene.session.moves_made > 10


def test_pause_stops_the_bots_and_resume_lets_them_go_on(app: App) -> None:
    scene = start_blitz(app, blitz_config(7, pace=0.3))
    app.advance(3.0)
    key(app, pygame.K_ESCAPE)
    assert type(app.top).__name__ == "PauseScene" and scene.session.paused
    version, clock = scene.session.table.version, scene.session.now()
    app.advance(5.0)
    assert scene.session.table.version == version and scene.session.now() == clock
    key(app, pygame.K_ESCAPE)
    assert app.top is scene and not scene.session.paused
    app.advance(3.0)
    assert scene.session.table.version > version


def test_a_fast_hand_ends_with_the_banner_then_the_hand_results(app: App) -> None:
    scene = start_blitz(app, blitz_config(9, pace=0.05))
    for _ in range(3000):
        app.step()
        if scene.banner is not None:
            break
    assert scene.banner is not None and scene.session.hand_over
    app.advance(4.0)
    assert type(app.top).__name__ == "HandResultsScene"


@pytest.mark.parametrize("skip", ["space", "click"])
def test_the_hands_banner_is_skipped_by_space_or_a_click_and_other_keys_wait(
        app: App, skip: str) -> None:
    scene = start_blitz(app, blitz_config(9, pace=0.05))
    while scene.banner is None:
        app.step()
    app.advance(0.5)
    version = scene.session.table.version
    key(app, pygame.K_b)  # a table key while the banner plays: nothing, and no note
    assert _board(scene).keyboard.selected is None and not scene.notes
    if skip == "space":
        key(app, pygame.K_SPACE)
    else:
        post(pygame.MOUSEBUTTONDOWN, pos=(20, 300), button=1)
        app.step()
    assert scene.session.table.version == version
    for _ in range(10):
        app.step()
    assert type(app.top).__name__ == "HandResultsScene"  # not the banner's 2.4 s


def test_a_short_match_reaches_the_match_results(app: App) -> None:
    start_blitz(app, blitz_config(4, pace=0.05, target=10))
    for _ in range(20000):
        name = type(app.top).__name__
        if name == "MatchResultsScene":
            break
        if name == "HandResultsScene":
            key(app, pygame.K_RETURN)
        else:
            app.step()
    assert type(app.top).__name__ == "MatchResultsScene"
    session = blitz_ui(app).session
    assert session is not None and session.match.over


def test_bot_moves_fly_and_bots_show_what_they_reach_for(app: App) -> None:
    scene = start_blitz(app, blitz_config(2, pace=1.0, levels=("expert", "expert", "expert")))
    flew = reached = False
    for _ in range(600):
        app.step()
        flew = flew or any(f.hide and not f.hide.startswith("0:") for f in scene.flights.flights)
        reached = reached or any(v > 0 for v in _board(scene).overlays.decor().lifted.values())
        if flew and reached:
            break
    assert flew and reached




def test_the_rotate_offer_is_clicked_where_it_is_painted(app: App) -> None:
    from game.dutch_blitz.rules.moves import Flip
    from game.dutch_blitz.ui.overlays import rotate_offer

    scene = start_blitz(app, blitz_config(5))
    session = scene.session
    while session.state.seats[HUMAN].hand:
        session.submit(Flip(HUMAN))  # through the hand without playing: stuck, may rotate
    app.step()
    layout = _board(scene).layout
    button = rotate_offer(_board(scene).renderer, layout, session.state, session.view(), False)
    assert button is not None and session.view().may_rotate
    assert not button.collidepoint(layout.seats[HUMAN].wood.center)
    click(app, button.center)
    last = session.match.record[-1]
    assert last["type"] == "recycle" and last.get("rotate") is True
    assert session.state.seats[HUMAN].hand and not session.view().may_rotate
