"""The coached first match of Blitz (31), played through posted events from the setup screen's
"Coached match" button to "you're ready": every tip points at a move the rules core lists as
legal when the tip goes up, every lesson comes up, the table clock (and with it the bot) stands
still while a tip is up, a click closes a tip, and the coached match counts apart in the
statistics. Also the lesson plan on its own over many deals: its tips only ever name legal moves.

Runs under SDL's dummy drivers on the app's virtual clock (one exact 1/60 s step per frame).
"""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from collections.abc import Iterator  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402
from posted_events import queue_click as click  # noqa: E402
from posted_events import queue_drag as drag  # noqa: E402
from posted_events import queue_key as key  # noqa: E402
from ui_conformance.ui_conformance_support import RAW_CODE  # noqa: E402

from game.bots.scheduler import BotScheduler  # noqa: E402
from game.core.seats import SeatSpec  # noqa: E402
from game.thirty_one.definition import GAME  # noqa: E402
from game.thirty_one.rules.cards import hand_value  # noqa: E402
from game.thirty_one.rules.match import Match  # noqa: E402
from game.thirty_one.rules.state import Discard, Draw, Knock, Move  # noqa: E402
from game.thirty_one.ui import thirty_one_ui  # noqa: E402
from game.thirty_one.ui.board import ThirtyOneBoard  # noqa: E402
from game.thirty_one.ui.coach_lessons import (  # noqa: E402
    KNOCK_AT,
    ThirtyOneLessons,
    coach_move,
)
from game.thirty_one.ui.session import HUMAN, ThirtyOneSession  # noqa: E402
from game.thirty_one.ui.showdown import ShowdownScene  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.coach import Coach, Tip, stats_key  # noqa: E402
from game.ui.pause import PauseScene  # noqa: E402
from game.ui.scenes.results_screen import GUARD_SECONDS as GUARD  # noqa: E402
from game.ui.scenes.setup import SetupScene  # noqa: E402
from game.ui.table.scene import TableScene  # noqa: E402

ALL_LESSONS = set(ThirtyOneLessons.lessons)


@pytest.fixture(params=[(1280, 800)])
def app(tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[App]:
    app = App(request.param, fullscreen=False, virtual_time=True, user_folder=tmp_path,
              sound=False, crash_screen=False)
    yield app
    app.close()


def open_coached(app: App) -> ThirtyOneSession:
    """From the setup screen (first start: the coach is offered first) to the coached table."""
    app.push(app.title_scene())
    setup = SetupScene(app, "thirty_one")
    app.push(setup)
    app.step()
    assert setup.first_start and setup.coach_button.visible
    assert setup.group.focused is setup.coach_button
    click(setup.coach_button.rect.center)
    app.step()
    assert isinstance(app.top, TableScene)
    session = thirty_one_ui(app).session
    assert session is not None and session.coached and len(session.seats) == 2
    return session


def act(scene: TableScene[Any, Any, Any, Any], move: Move | object) -> None:
    """Post the events a player uses for ``move``: click the draw pile, drag the discard to
    your hand, drag a card onto the discard pile, click Knock."""
    board = scene.board
    assert isinstance(board, ThirtyOneBoard)
    layout = board.layout
    if isinstance(move, Draw) and move.source == "stock":
        click(layout.stock.center)
    elif isinstance(move, Draw):
        drag(layout.discard.center, layout.human.row.center)
    elif isinstance(move, Discard):
        home = board.card_home(move.card)
        assert home is not None
        drag(home.center, layout.discard.center)
    elif isinstance(move, Knock):
        click(layout.knock.center)


@pytest.mark.parametrize("app", [(1280, 800), (1024, 640)], indirect=True)
def test_the_coached_match_plays_through_with_every_tip_legal(app: App) -> None:
    session = open_coached(app)
    coach = session.coach
    assert coach is not None
    checked: list[Tip] = []

    def check(tip: Tip) -> None:
        # the rules core, asked afresh, lists the tip's move for the player right now
        legal = GAME.rules.legal_moves(session.table.view(HUMAN))
        assert tip.move in legal, tip
        checked.append(tip)

    coach.on_show = check
    clock_still = showdowns = 0
    for frame in range(60 * 600):
        scene = app.top
        if isinstance(scene, ShowdownScene):
            over = session.match.over
            assert scene.next_button.label == ("Continue" if over else "Next hand")
            app.advance(GUARD + 0.1)
            key(pygame.K_RETURN)
            app.step()
            showdowns += 1
            continue
        if not isinstance(scene, TableScene):
            break
        tip = coach.tip
        if tip is not None:
            before = session.now()
            app.step()
            clock_still += session.now() == before
            if frame % 20 == 0 and coach.tip is tip and not scene.flights.busy():
                act(scene, tip.move)  # a tip is closed by doing it
            continue
        if frame % 15 == 0 and not scene.flights.busy() and not session.hand_over:
            move = coach_move(session.view(), session.legal())
            if move is not None:
                act(scene, move)
        app.step()
    top = app.top
    assert isinstance(top, SetupScene) and top.game.id == "thirty_one"
    assert showdowns == 2
    assert checked and all(shown.tip.move in shown.legal for shown in coach.shown)
    assert [s.tip.text for s in coach.shown if RAW_CODE.search(s.tip.text)] == []  # cards in words
    assert {shown.tip.lesson for shown in coach.shown} == ALL_LESSONS
    assert coach.taught == ALL_LESSONS
    assert [shown.tip.lesson for shown in coach.shown][:3] == ["value", "taken_back", "knock"]
    assert clock_still > 0
    assert any("ready" in notice.text for notice in app.notices)
    assert thirty_one_ui(app).session is None
    assert app.data.stats.game(stats_key("thirty_one")).overall.hands_played == 2
    assert app.data.stats.game("thirty_one").overall.hands_played == 0


def test_a_tip_holds_the_clock_and_a_click_closes_it(app: App) -> None:
    session = open_coached(app)
    app.step()
    scene = app.top
    assert isinstance(scene, TableScene) and session.coach is not None
    tip = session.coach.tip
    assert tip is not None and tip.lesson == "value" and scene.tip_box is not None
    assert "16" in tip.text and "diamonds" in tip.text
    before = session.now()
    app.advance(3.0)
    assert session.now() == before and session.clock.paused
    key(pygame.K_ESCAPE)  # the pause menu and back: the tip still holds the clock
    app.step()
    assert isinstance(app.top, PauseScene)
    key(pygame.K_ESCAPE)
    app.advance(0.5)
    back: object = app.top
    assert back is scene and session.clock.paused and session.now() == before
    click(scene.tip_box.center)
    app.step()
    assert "value" in session.coach.taught
    nxt = session.coach.tip
    assert nxt is not None and nxt.lesson == "take_discard" and nxt.move == Draw(HUMAN, "discard")
    act(scene, nxt.move)  # doing it closes it; the throw's tip comes up
    app.advance(0.5)
    throw = session.coach.tip
    assert throw is not None and throw.lesson == "taken_back"
    assert isinstance(throw.move, Discard) and throw.move.card != session.view().taken
    act(scene, throw.move)
    app.step()
    assert session.coach.tip is None and session.view().to_play != HUMAN
    before = session.now()
    app.advance(0.5)
    assert session.now() > before  # the bot's turn: the clock runs again


def test_restart_from_the_pause_menu_deals_the_coached_match_again(app: App) -> None:
    first = open_coached(app)
    app.step()
    assert first.coach is not None and first.coach.tip is not None
    first.dismiss_tip()
    key(pygame.K_ESCAPE)
    app.step()
    pause = app.top
    assert isinstance(pause, PauseScene)
    for _ in range(2):  # Restart, then "Yes, discard this match"
        click(pause.buttons["restart"].rect.center)
        app.step()
    again = thirty_one_ui(app).session
    assert again is not None and again is not first and again.coached
    assert again.coach is not None and not again.coach.taught
    app.step()
    tip = again.coach.tip
    assert isinstance(app.top, TableScene) and tip is not None and tip.lesson == "value"


def test_the_setup_screen_names_the_coach_s_lessons(app: App) -> None:
    setup = SetupScene(app, "thirty_one")
    app.push(setup)
    app.step()
    assert setup.coach is not None
    assert "when to knock" in setup.coach.coach_lessons()


def _play_headless(seed: int, rivals: int, tokens: int) -> Coach:
    """A whole match, the player doing what the coach's tips (or its advice) say."""
    seats = (SeatSpec("You", "human"),) + tuple(
        SeatSpec(f"Bot {i}", "bot", "beginner") for i in range(1, rivals + 1))
    match = Match(seed, seats, {"tokens": tokens})
    coach = Coach(ThirtyOneLessons([s.name for s in seats]))
    while not match.over:
        table = match.start_hand()
        scheduler = BotScheduler(table, GAME.make_bots(
            match, table, [None] + ["beginner"] * rivals))
        t = 0.0
        while not table.over:
            if table.state.to_play != HUMAN:
                due = scheduler.next_due()
                assert due is not None
                t = max(t, due)
                scheduler.run_due(t)
                continue
            view = table.view(HUMAN)
            legal = list(GAME.rules.legal_moves(view))
            tip = coach.refresh(view, legal)
            move = tip.move if tip is not None else coach_move(view, legal)
            assert move in legal
            if isinstance(move, Knock):
                assert hand_value(view.cards) >= KNOCK_AT
            t += 1.0
            table.submit(move, t)
            coach.moved(move)
    return coach


@pytest.mark.slow
@pytest.mark.parametrize("rivals", [1, 2, 3])
def test_tips_only_ever_name_legal_moves_over_many_deals(rivals: int) -> None:
    for seed in range(1, 13):
        coach = _play_headless(seed, rivals, tokens=1)
        assert coach.shown
        for shown in coach.shown:
            assert shown.tip.move in shown.legal
            assert shown.tip.text and len(shown.tip.text) < 240
