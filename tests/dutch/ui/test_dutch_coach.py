"""The coached first match of Dutch, played through posted events from the setup screen's
"Coached match" button to "you're ready": every tip points at a move the rules core lists as
legal when the tip goes up, the table clock stands still while a tip is up, a click closes a
tip, and the coached match counts apart in the statistics. The call is asked twice and waits
for the lessons, so a player calling at every chance is still taught everything; a coached
match that ended early anyway offers to play it again.

Runs under SDL's dummy drivers on the app's virtual clock (one exact 1/60 s step per frame).
"""

from __future__ import annotations

import os
from typing import Any

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from collections.abc import Iterator  # noqa: E402
from dataclasses import replace  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402
from posted_events import queue_click as click  # noqa: E402
from posted_events import queue_key as key  # noqa: E402
from table_support import board_of
from ui_conformance.ui_conformance_support import RAW_CODE  # noqa: E402

from game.core.seats import SeatSpec  # noqa: E402
from game.dutch.definition import GAME  # noqa: E402
from game.dutch.rules.cards import VALUES  # noqa: E402
from game.dutch.rules.moves import (  # noqa: E402
    Call,
    Discard,
    Draw,
    EndTurn,
    JackSwap,
    Look,
    Move,
    Snap,
    Swap,
)
from game.dutch.rules.view import HIDDEN  # noqa: E402
from game.dutch.ui import dutch_ui  # noqa: E402
from game.dutch.ui.board import DutchBoard
from game.dutch.ui.coach_again import CoachAgainScene  # noqa: E402
from game.dutch.ui.results import RoundResultsScene  # noqa: E402
from game.dutch.ui.session import HUMAN, DutchSession, peeking  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.coach import Tip, stats_key  # noqa: E402
from game.ui.scenes.setup import SetupScene  # noqa: E402
from game.ui.table.scene import TableScene  # noqa: E402

ALL_LESSONS = {"peek", "swap", "power_card", "look_own", "look_other", "jack", "snap", "call"}


def _board(scene: TableScene[Any, Any, Any, Any]) -> DutchBoard:
    return board_of(scene, DutchBoard)


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    app = App((1280, 800), fullscreen=False, virtual_time=True, user_folder=tmp_path,
              sound=False, crash_screen=False)
    yield app
    app.close()


def open_coached(app: App) -> DutchSession:
    """From the setup screen (first start: the coach is offered first) to the coached table."""
    app.push(app.title_scene())
    setup = SetupScene(app, "dutch")
    app.push(setup)
    app.step()
    assert setup.first_start and setup.coach_button.visible
    assert setup.group.focused is setup.coach_button
    click(setup.coach_button.rect.center)
    app.step()
    table = app.top
    assert isinstance(table, TableScene)
    session = dutch_ui(app).session
    assert session is not None and session.coached and len(session.seats) == 2
    return session


def slot_centre(scene: TableScene[Any, Any, Any, Any], owner: int, slot: int) -> tuple[int, int]:
    return _board(scene).slot_rect(scene.session.view(), owner, slot).center


def act(scene: TableScene[Any, Any, Any, Any], move: object) -> None:
    """Post the events a player uses for ``move`` (a Dutch move; the coach's tip names it as an
    object)."""
    if isinstance(move, Draw):
        if peeking(scene.session):
            key(pygame.K_RETURN)
        click(_board(scene).layout.stock.center)
    elif isinstance(move, Swap):
        key(pygame.K_1 + move.slot)
    elif isinstance(move, Discard):
        key(pygame.K_x)
    elif isinstance(move, Snap):
        click(slot_centre(scene, HUMAN, move.slot))
        click(slot_centre(scene, HUMAN, move.slot))  # a double-click
    elif isinstance(move, Look):
        click(slot_centre(scene, move.owner, move.slot))
    elif isinstance(move, JackSwap):
        click(slot_centre(scene, move.a_owner, move.a_slot))
        click(slot_centre(scene, move.b_owner, move.b_slot))
    elif isinstance(move, Call):
        key(pygame.K_d)
        key(pygame.K_d)  # the call is final: asked twice
    elif isinstance(move, EndTurn):
        key(pygame.K_RETURN)


def own_move(session: DutchSession) -> Move | None:
    """What the player does when no tip is up: draw, keep nothing, end the turn."""
    legal = session.legal()
    view = session.view()
    if Draw(HUMAN, "stock") in legal:
        return Draw(HUMAN, "stock")
    if view.phase == "hold" and view.turn == HUMAN:
        return Discard(HUMAN) if Discard(HUMAN) in legal else next(
            m for m in legal if isinstance(m, Swap))
    if EndTurn(HUMAN) in legal:
        return EndTurn(HUMAN)
    return None


def test_the_coached_match_plays_through_with_every_tip_legal(app: App) -> None:
    session = open_coached(app)
    coach = session.coach
    assert coach is not None
    checked: list[Tip] = []

    def check(tip: Tip) -> None:
        # the rules core, asked afresh, lists the tip's move for the player right now
        legal = GAME.rules.legal_moves(replace(session.view(), now=session.now()))
        assert tip.move in legal, tip
        view = session.view()  # and sensible: it never throws away a card worth 0 or less
        own = view.own()
        thrown = (own[tip.move.slot] if isinstance(tip.move, Snap) else view.drawn
                  if isinstance(tip.move, Discard) else own[tip.move.a_slot]
                  if isinstance(tip.move, JackSwap) else None)
        assert thrown in (None, HIDDEN) or VALUES[thrown] > 0, tip
        checked.append(tip)

    coach.on_show = check
    clock_still = 0
    for frame in range(60 * 400):
        scene = app.top
        if not isinstance(scene, TableScene):
            break
        tip = coach.tip
        if tip is not None:
            before = session.now()
            app.step()
            clock_still += session.now() == before
            if frame % 20 == 0 and coach.tip is tip:
                act(scene, tip.move)  # a tip is closed by doing it
        else:
            if frame % 15 == 0 and not scene.flights.busy():
                move = own_move(session)
                if move is not None:
                    act(scene, move)
            app.step()
    assert isinstance(app.top, RoundResultsScene)
    assert checked and all(shown.tip.move in shown.legal for shown in coach.shown)
    assert [s.tip.text for s in coach.shown if RAW_CODE.search(s.tip.text)] == []  # cards in words
    assert coach.taught == ALL_LESSONS
    assert clock_still > 0
    app.advance(1.0)
    key(pygame.K_RETURN)
    app.step()
    top = app.top
    assert isinstance(top, SetupScene) and top.game.id == "dutch"
    assert any("ready" in notice.text for notice in app.notices)
    assert dutch_ui(app).session is None
    assert app.data.stats.game(stats_key("dutch")).overall.hands_played == 1
    assert app.data.stats.game("dutch").overall.hands_played == 0


def test_a_click_closes_a_tip_and_the_clock_runs_again(app: App) -> None:
    session = open_coached(app)
    app.step()
    scene = app.top
    assert isinstance(scene, TableScene) and session.coach is not None
    tip = session.coach.tip
    assert tip is not None and tip.lesson == "peek"
    assert scene.tip_box is not None
    key(pygame.K_RETURN)  # Ready: the peek is over, but the tip still holds the clock
    app.advance(0.5)
    assert not peeking(session) and session.clock.paused
    click(scene.tip_box.center)
    app.step()
    app.step()
    assert "peek" in session.coach.taught
    before = session.now()
    app.advance(0.5)
    assert session.coach.tip is not None or session.now() > before


def test_calling_dutch_at_the_first_chance_still_teaches_every_lesson(app: App) -> None:
    session = open_coached(app)
    coach = session.coach
    assert coach is not None
    refused = called = 0
    for frame in range(60 * 400):
        scene = app.top
        if not isinstance(scene, TableScene):
            break
        if Call(HUMAN) in session.legal() and frame % 15 == 0:  # every chance: Dutch!, and yes
            click(_board(scene).layout.buttons["dutch"].center)
            app.step()
            app.step()
            click(_board(scene).layout.buttons["dutch"].center)
            app.step()
            notes = " ".join(scene.describe()["notes"])
            if session.view().caller == HUMAN:
                called += 1
            else:
                refused += 1
                assert "Not yet: the coach still has" in notes
        tip = coach.tip
        if tip is not None and frame % 20 == 0 and tip.lesson != "call":
            act(scene, tip.move)
        elif tip is None and frame % 15 == 0 and not scene.flights.busy():
            move = own_move(session)
            if move is not None:
                act(scene, move)
        app.step()
    assert refused > 0 and called == 1
    assert isinstance(app.top, RoundResultsScene)
    assert coach.taught == ALL_LESSONS
    assert any(line["type"] == "call" and line["seat"] == HUMAN for line in session.match.record)


def test_the_call_asks_first_and_esc_takes_it_back(app: App) -> None:
    session = open_coached(app)
    coach = session.coach
    assert coach is not None
    coach.taught |= ALL_LESSONS - {"call"}
    scene = app.top
    assert isinstance(scene, TableScene)
    board = _board(scene)
    dutch, end = board.layout.buttons["dutch"], board.layout.buttons["end"]
    assert dutch.top - end.bottom >= dutch.height  # the call sits well apart from End turn
    for move in (Draw(HUMAN, "stock"), Discard(HUMAN)):
        act(scene, move)
        app.advance(0.4)
    assert Call(HUMAN) in session.legal()
    key(pygame.K_d)
    app.step()
    assert board.calling.armed and session.view().caller is None
    assert board.overlays.button_labels()["dutch"][0] == "Yes, call Dutch"
    assert board.overlays.status_text().startswith("Sure? The call is final")
    key(pygame.K_ESCAPE)  # not yet: no pause, the call is put away
    app.step()
    assert not board.calling.armed and app.top is scene
    click(dutch.center)
    app.step()
    click(end.center)  # End turn instead: no call
    app.step()
    assert session.view().caller is None and not board.calling.armed


def test_a_coached_match_that_ended_early_offers_to_play_it_again(app: App) -> None:
    ui = dutch_ui(app)
    ui.start_coached(SeatSpec("You", "human"))
    app.step()
    session = ui.session
    assert session is not None and session.coach is not None
    session.coach.taught |= {"peek", "swap"}
    scene = ui.match_results_scene(session)  # the round ended here (a bot called, say)
    assert isinstance(scene, CoachAgainScene)
    assert "snapping" in scene.missed and "the peek" not in scene.missed
    app.reset_to(scene)
    app.step()
    click(scene.again.rect.center)
    app.step()
    table = app.top
    assert isinstance(table, TableScene)
    assert ui.session is not session and ui.session is not None and ui.session.coached
    assert ui.session.coach is not None and not ui.session.coach.taught


class NoCoach:
    """A game's UI as seen without its coach (the two coach methods missing)."""

    def __init__(self, ui: object) -> None:
        self._ui = ui

    def __getattr__(self, name: str) -> object:
        if name in ("coach_lessons", "start_coached"):
            raise AttributeError(name)
        return getattr(self._ui, name)


def test_games_without_a_coach_offer_none(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    plain = NoCoach(app.game_ui("dutch_blitz"))
    monkeypatch.setattr(app, "game_ui", lambda game_id: plain)
    setup = SetupScene(app, "dutch_blitz")
    app.push(setup)
    app.step()
    assert setup.coach is None and not setup.coach_button.visible
