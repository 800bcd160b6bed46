"""Playing Blitz (31) at the table with posted events: drag, click, double-click and keys,
refusals with the core's reason, the Knock button, pause, and the table drawn from your view.

Runs under SDL's dummy video and audio drivers on the app's virtual clock (one exact 1/60 s
step per frame), so every run is the same.
"""

from __future__ import annotations

from typing import Any

import pygame
from posted_events import click
from table_support import (
    FAST,
    board_of,
    drag,
    key,
    my_turn,
    open_table,
    post,
    run_until,
    view,
)

from game.thirty_one.rules.state import Why
from game.thirty_one.ui.board import ThirtyOneBoard
from game.thirty_one.ui.session import HUMAN
from game.ui.app import App
from game.ui.pause import PauseScene
from game.ui.table.scene import TableScene

Scene = TableScene[Any, Any, Any, Any]


def start(app: App, seats: int = 4, seed: int = 3, pace: float = FAST,
          **options: Any) -> Scene:
    return open_table(app, "thirty_one", seed, pace, bots=seats - 1, **options)


def board(scene: Scene) -> ThirtyOneBoard:
    return board_of(scene, ThirtyOneBoard)


def ready(app: App, seats: int = 4, seed: int = 3) -> Scene:
    scene = start(app, seats, seed)
    assert my_turn(app, scene), "your turn comes round"
    return scene


def test_drag_the_draw_pile_to_your_hand_then_a_card_to_the_discard_pile(app: App) -> None:
    scene = ready(app)
    layout = board(scene).layout
    before = view(scene)
    drag(app, layout.stock.center, layout.human.row.center)
    after = view(scene)
    assert after.phase == "discard" and len(after.cards) == 4
    assert after.stock_count == before.stock_count - 1
    thrown = after.cards[1]
    drag(app, layout.human.card_rects(4)[1].center, layout.discard.center)
    assert view(scene).discard[-1] == thrown
    assert thrown not in view(scene).cards


def test_glow_shows_the_legal_target_while_dragging(app: App) -> None:
    scene = ready(app)
    layout = board(scene).layout
    post(pygame.MOUSEBUTTONDOWN, pos=layout.discard.center, button=1)
    app.step()
    post(pygame.MOUSEMOTION, pos=layout.human.row.center, rel=(0, 0), buttons=(1, 0, 0))
    app.step()
    assert "hand" in board(scene).decor().glow
    assert board(scene).decor().hidden["discard"] == 1, "the lifted card is not drawn twice"
    post(pygame.MOUSEBUTTONUP, pos=layout.human.row.center, button=1)
    app.step()
    assert view(scene).taken is not None


def test_the_card_taken_from_the_discard_pile_cannot_go_back(app: App) -> None:
    scene = ready(app)
    layout = board(scene).layout
    click(app, layout.discard.center)
    v = view(scene)
    assert v.phase == "discard" and v.taken in v.cards
    assert v.taken is not None
    rect = layout.human.card_rects(4)[v.cards.index(v.taken)]
    post(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1)
    app.step()
    post(pygame.MOUSEMOTION, pos=layout.discard.center, rel=(0, 0), buttons=(1, 0, 0))
    app.step()
    assert "discard" not in board(scene).decor().glow, "the core says it may not go there"
    post(pygame.MOUSEBUTTONUP, pos=layout.discard.center, button=1)
    app.step()
    assert view(scene).taken in view(scene).cards
    assert [n.text for n in scene.notes] == [Why.TAKEN_BACK.text]
    assert scene.flights.busy(), "the card flies back to your hand"
    assert board(scene).selected is None, "and goes back down, not left raised"
    assert board(scene).decor().taken == v.taken, "the card is marked as taken from the pile"


def test_keys_draw_pick_and_throw(app: App) -> None:
    scene = ready(app)
    key(app, pygame.K_d)
    cards = view(scene).cards
    assert len(cards) == 4
    key(app, pygame.K_3)
    assert board(scene).selected == cards[2]
    key(app, pygame.K_RIGHT)
    assert board(scene).selected == cards[3]
    key(app, pygame.K_RETURN)
    assert view(scene).discard[-1] == cards[3]


def test_a_double_click_throws_a_card(app: App) -> None:
    scene = ready(app)
    layout = board(scene).layout
    click(app, layout.stock.center)
    cards = view(scene).cards
    spot = layout.human.card_rects(4)[0].center
    click(app, spot)
    assert board(scene).selected == cards[0]
    click(app, spot)
    assert view(scene).discard[-1] == cards[0]


def test_moves_out_of_turn_are_refused_with_the_reason(app: App) -> None:
    scene = start(app, 4, seed=3, pace=200.0)
    assert run_until(app, lambda: view(scene).to_play != HUMAN, 120)
    key(app, pygame.K_t)
    assert [n.text for n in scene.notes] == [Why.NOT_YOUR_TURN.text]


def test_knock_button_and_last_turn_markers(app: App) -> None:
    scene = ready(app)
    layout = board(scene).layout
    assert board(scene).decor().knock_enabled
    click(app, layout.knock.center)
    v = view(scene)
    assert v.knocker == HUMAN
    assert "You knocked" in board(scene).status(v)
    assert not board(scene).decor().knock_enabled
    key(app, pygame.K_k)
    assert [n.text for n in scene.notes][-1] in (Why.ALREADY_KNOCKED.text,
                                                 Why.NOT_YOUR_TURN.text)


def test_pause_stops_the_bots_and_esc_resumes(app: App) -> None:
    scene = start(app, 4, seed=3)
    key(app, pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseScene)
    assert scene.session.paused
    version = scene.session.table.version
    app.advance(3.0)
    assert scene.session.table.version == version
    key(app, pygame.K_ESCAPE)
    assert app.top is scene and not scene.session.paused


def test_the_status_line_says_whose_turn_it_is(app: App) -> None:
    scene = ready(app)
    assert board(scene).status(view(scene)) == "Your turn: draw a card or knock"
    key(app, pygame.K_d)
    assert board(scene).status(view(scene)) == "Throw a card onto the discard pile"


def test_reduced_motion_shortens_every_flight(app: App) -> None:
    import dataclasses

    scene = ready(app)
    key(app, pygame.K_d)
    normal = max(f.duration for f in scene.flights.flights)
    app.update_settings(dataclasses.replace(app.settings, reduced_motion=True))
    key(app, pygame.K_1)
    key(app, pygame.K_RETURN)
    quick = max(f.duration for f in scene.flights.flights)
    assert quick < normal and 0.15 <= normal <= 0.3


def test_continue_from_the_title_goes_back_to_the_paused_table(app: App) -> None:
    scene = ready(app)
    app.to_title()
    assert scene.session.paused
    ui = app.game_ui("thirty_one")
    assert ui.can_resume() and app.resumable() is ui
    ui.resume()
    app.step()
    assert app.top is scene and not scene.session.paused
    assert view(scene).to_play == HUMAN


def test_an_early_knock_is_refused_with_the_options_reason(app: App) -> None:
    scene = start(app, 4, seed=3, no_first_round_knock=True)
    assert my_turn(app, scene)
    assert view(scene).turns < 4 and not board(scene).decor().knock_enabled
    click(app, board(scene).layout.knock.center)
    assert view(scene).knocker is None
    assert [n.text for n in scene.notes] == [Why.TOO_EARLY.text]


def test_a_second_draw_and_a_throw_before_drawing_are_refused(app: App) -> None:
    scene = ready(app)
    layout = board(scene).layout
    drag(app, layout.human.card_rects(3)[0].center, layout.discard.center)
    assert [n.text for n in scene.notes] == [Why.DRAW_FIRST.text]
    click(app, layout.stock.center)
    click(app, layout.stock.center)
    assert [n.text for n in scene.notes][-1] == Why.ALREADY_DREW.text
    assert len(view(scene).cards) == 4


def test_your_turn_only_once_the_rival_s_thrown_card_has_landed(app: App) -> None:
    """A rival's throw flies for a moment: until it lands the status line does not say it is
    your turn, nothing glows for you, and a key or click that would take the card nobody has
    seen yet is refused; once it lands, the turn is yours and T takes that card."""
    scene = start(app, 2, seed=3)
    assert my_turn(app, scene) or view(scene).to_play != HUMAN
    if view(scene).to_play == HUMAN:
        key(app, pygame.K_d)
        key(app, pygame.K_1)
        key(app, pygame.K_RETURN)

    def rival_throw_in_the_air() -> bool:
        return view(scene).to_play == HUMAN and scene.flights.hidden()["discard"] > 0

    assert run_until(app, rival_throw_in_the_air, 30)
    thrown = view(scene).discard[-1]
    status = board(scene).status(view(scene))
    assert "Your turn" not in status and status == "Anna throws…"
    assert not board(scene).decor().knock_enabled and not board(scene).decor().glow
    assert board(scene).decor().thinking == 1
    key(app, pygame.K_t)
    click(app, board(scene).layout.discard.center)
    assert view(scene).phase == "draw" and thrown not in view(scene).cards
    assert [n.text for n in scene.notes][-1] == "Anna's card has not landed yet"
    assert run_until(app, lambda: not scene.flights.busy(), 2)
    assert board(scene).status(view(scene)).startswith("Your turn")
    key(app, pygame.K_t)
    assert thrown in view(scene).cards
