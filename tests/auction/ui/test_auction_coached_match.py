"""The coached first game of Dutch Auction, played through posted events from the setup
screen's "Coached match" button to "you're ready": every tip points at a move the rules core
lists as legal when the tip goes up, every lesson is shown, the player does each tip's move with
the table's own gestures (drags to the zones and the offering, chooser clicks, slot clicks,
paying cards, Lock in and Pay), the bubble never covers what the tip asks to click, the table
clock and the bot stand still while a tip is up, a click closes a tip, and the coached game
counts apart in the statistics.

Runs under SDL's dummy drivers on the app's virtual clock.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from auction_coached_play import act, board, own_move
from table_support import click, key, new_app
from ui_conformance.ui_conformance_support import RAW_CODE

from game.auction.definition import GAME
from game.auction.rules.moves import Bid, Buy, Fire, PlayPower, SetAside
from game.auction.ui.coach_lessons import COACH_LEVEL, COACH_SEED, AuctionLessons
from game.auction.ui.coached_results import CoachedResultsScene
from game.auction.ui.game_ui import auction_ui
from game.auction.ui.session import AuctionSession
from game.ui.app import App
from game.ui.coach import Tip, stats_key
from game.ui.scenes.setup import SetupScene
from game.ui.table.lessons_done import LessonsDoneScene
from game.ui.table.scene import TableScene

ALL_LESSONS = set(AuctionLessons.lessons)


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    app = new_app((1280, 800), folder=tmp_path)
    yield app
    app.close()


def open_coached(app: App) -> tuple[TableScene[Any, Any, Any, Any], AuctionSession]:
    """From the setup screen (first start: the coach is offered first) to the coached table."""
    app.push(app.title_scene())
    setup = SetupScene(app, "auction")
    app.push(setup)
    app.step()
    assert setup.first_start and setup.coach_button.visible
    assert setup.group.focused is setup.coach_button
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=setup.coach_button.rect.center,
                                         button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=setup.coach_button.rect.center,
                                         button=1))
    app.step()
    app.step()
    scene = app.top
    assert isinstance(scene, TableScene)
    session = auction_ui(app).session
    assert session is not None and session.coached and session.seed == COACH_SEED
    assert session.seats[1].level == COACH_LEVEL
    return scene, session


@pytest.mark.slow
def test_the_coached_game_plays_through_with_every_tip_legal(app: App) -> None:
    scene, session = open_coached(app)
    coach = session.coach
    assert coach is not None
    checked: list[Tip] = []

    def check(tip: Tip) -> None:
        # the rules core, asked afresh, lists the tip's move for the player right now
        assert tip.move in GAME.rules.legal_moves(session.table.view(0)), tip
        checked.append(tip)

    for shown in coach.shown:  # up already at the first frame: the table has not moved since
        check(shown.tip)
    coach.on_show = check
    held = offered = 0
    for _ in range(40000):
        top = app.top
        if isinstance(top, LessonsDoneScene):  # every lesson taught: play the game on
            offered += 1
            key(app, pygame.K_ESCAPE)
            continue
        if not isinstance(top, TableScene):
            break
        tip = session.coach_tip()  # as the screen shows it this frame
        if tip is not None:
            before = session.now()
            act(app, top, tip.move)
            held += session.now() == before
        else:
            move = own_move(session, top)
            if move is not None and not top.flights.busy():
                act(app, top, move)
            else:
                app.step()
    else:
        raise AssertionError("the coached game did not end")
    assert isinstance(app.top, CoachedResultsScene)
    assert all(shown.tip.move in shown.legal for shown in coach.shown)
    assert [s.tip.text for s in coach.shown if RAW_CODE.search(s.tip.text)] == []  # cards in words
    assert {t.lesson for t in checked} == ALL_LESSONS == coach.taught
    later = {s.tip.lesson: s.tip.move for s in coach.shown[6:]}  # taught after round 1
    assert isinstance(later["retrieve"], PlayPower) and isinstance(later["forced"], Buy)
    assert held > 0
    assert offered == 1  # the offer to finish came once, when the last lesson was taught
    assert session.state.round >= 2  # a short but whole game, to the score sheet
    app.advance(1.0)
    key(app, pygame.K_RETURN)
    app.step()
    top = app.top
    assert isinstance(top, SetupScene) and top.game.id == "auction"
    assert any("ready" in notice.text for notice in app.notices)
    assert auction_ui(app).session is None
    assert app.data.stats.game(stats_key("auction")).overall.matches_played == 1
    assert app.data.stats.game("auction").overall.matches_played == 0


def paying_words_agree(scene: TableScene[Any, Any, Any, Any]) -> None:
    """While paying, the coach line says "press Pay" exactly when nothing is left to pick,
    and a tip up when the table picked the whole offering does not ask for a pick."""
    picks = board(scene).picks
    if picks.paying is None:
        return
    full = len(picks.paid) == picks.price
    line = board(scene).coach_text()
    assert ("press Pay" in line) == full and line.startswith("Pick") != full, line
    tip = scene.session.coach.tip if scene.session.coach else None
    whole = full and len(scene.session.view().me.offering) == picks.price
    assert tip is None or not whole or "pick" not in tip.text.lower(), tip.text


def named_places(scene: TableScene[Any, Any, Any, Any], move: object) -> list[str]:
    """The cards a tip about ``move`` talks about, as the table drew them."""
    if isinstance(move, (SetAside, PlayPower)):
        return [f"hand:{move.card}"]
    if isinstance(move, Bid):
        return [f"hand:{c}" for c in move.cards]
    if isinstance(move, Fire):
        return [f"choice:{i}" for i, e in enumerate(board(scene).fire_entries())
                if e.card in (move.target, move.of)]
    if isinstance(move, Buy):
        return [f"slot:{move.slot}"] + [f"offer0:{c}" for c in move.paid]
    return []


def tip_off_its_cards(scene: TableScene[Any, Any, Any, Any]) -> None:
    tip, box = scene.session.coach_tip(), scene.tip_box
    if tip is None or box is None:
        return
    for place in named_places(scene, tip.move):
        rect = board(scene).last_hits.get(place)
        assert rect is None or not box.colliderect(rect), f"the {tip.lesson} tip covers {place}"


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_tips_stay_off_the_cards_they_talk_about(tmp_path: Path, size: tuple[int, int]) -> None:
    app = new_app(size, folder=tmp_path)
    try:
        scene, session = open_coached(app)
        coach = session.coach
        assert coach is not None
        while session.state.round == 1 and isinstance(app.top, TableScene):
            tip_off_its_cards(scene)
            if (tip := session.coach_tip()) is not None:
                act(app, scene, tip.move)
            elif (move := own_move(session, scene)) is not None:
                act(app, scene, move)
            else:
                app.step()
        assert coach.taught >= set(AuctionLessons.lessons[:6])  # round 1's lessons
    finally:
        app.close()


def test_the_first_lessons_come_in_the_first_round(app: App) -> None:
    scene, session = open_coached(app)
    coach = session.coach
    assert coach is not None
    paid: tuple[int | None, int] = (None, 0)
    while session.state.round == 1 and isinstance(app.top, TableScene):
        tip_off_its_cards(scene)
        tip = session.coach_tip()  # as the screen shows it this frame
        if tip is not None:
            act(app, scene, tip.move)
        elif (move := own_move(session, scene)) is not None:
            act(app, scene, move)
        else:
            app.step()
        paying_words_agree(scene)
        picks = board(scene).picks
        if picks.paying is not None and picks.paying == paid[0]:
            assert len(picks.paid) >= paid[1], "a click undid a paying card the tip asked for"
        paid = (picks.paying, len(picks.paid))
    assert [s.tip.lesson for s in coach.shown][:6] == list(AuctionLessons.lessons[:6])


def test_the_bot_and_the_clock_wait_while_a_tip_is_up(app: App) -> None:
    scene, session = open_coached(app)
    tip = session.coach_tip()
    assert tip is not None and tip.lesson == "set_aside" and scene.tip_box is not None
    before = session.now()
    app.advance(20.0)
    assert session.now() == before and not session.view().rival.locked
    act(app, scene, tip.move)  # drag the card to Set aside: the tip stays until Lock in
    assert session.coach_tip() is tip
    assert board(scene).tip_anchor(tip) == board(scene).layout.buttons["primary"]
    act(app, scene, tip.move)  # Lock in
    assert "set_aside" in session.coach.taught  # type: ignore[union-attr]
    app.advance(20.0)
    assert session.now() > before
    bid = session.coach_tip()
    assert bid is not None and bid.lesson == "bid" and session.view().phase == "bid"
    assert board(scene).sealed_open(), "the bid is the player's own step in the coached game"


def test_a_click_closes_a_tip_and_the_clock_runs_again(app: App) -> None:
    scene, session = open_coached(app)
    tip = session.coach_tip()
    assert tip is not None and scene.tip_box is not None
    click(app, scene.tip_box.center)
    assert session.coach is not None and "set_aside" in session.coach.taught
    assert session.coach.tip is None and board(scene).picks.aside is None
    before = session.now()
    app.advance(0.5)
    assert session.now() > before


@pytest.mark.slow
def test_once_every_lesson_is_taught_the_player_may_finish_the_coached_game(app: App) -> None:
    """Thirteen rounds is long for a lesson: when the last lesson is taught the table offers to
    finish (the rules the deal did not show are named) or to play on; Finish ends the coached
    game with "you're ready" and the normal setup."""
    scene, session = open_coached(app)
    for _ in range(40000):
        top = app.top
        if isinstance(top, LessonsDoneScene):
            break
        assert isinstance(top, TableScene), "the coached game ended before the offer"
        tip = session.coach_tip()
        move = tip.move if tip is not None else own_move(session, top)
        if move is not None and not top.flights.busy():
            act(app, top, move)
        else:
            app.step()
    offer = app.top
    assert isinstance(offer, LessonsDoneScene)
    assert session.coach is not None and session.coach.finished and session.paused
    words = " ".join(offer.describe()["lines"])
    assert "tie" in words and "7" in words and "six or more" in words
    before = session.now()
    app.advance(5.0)
    assert session.now() == before  # the table waits while the offer is up
    key(app, pygame.K_RETURN)  # Finish, the focused button
    app.step()
    top = app.top
    assert isinstance(top, SetupScene) and top.game.id == "auction"
    assert any("ready" in notice.text for notice in app.notices)
    assert session.state.round < 13
