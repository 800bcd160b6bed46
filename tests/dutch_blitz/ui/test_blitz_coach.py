"""The coached first match of Dutch Blitz, played through posted events from the setup screen's
"Coached match" button to "you're ready": every tip points at a move the rules core lists as
legal when the tip goes up, every lesson comes up, the table clock (and with it the bot) stands
still while a tip is up, a click closes a tip, the bot starts slowly and speeds up to the
chosen pace over the first hand, and the coached match counts apart in the statistics.

Runs under SDL's dummy drivers on the app's virtual clock (one exact 1/60 s step per frame).
"""

from __future__ import annotations

import os
from typing import Any

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from collections.abc import Iterator, Sequence  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402
from posted_events import drag, queue_click  # noqa: E402
from table_support import board_of
from ui_conformance.ui_conformance_support import RAW_CODE  # noqa: E402

from game.dutch_blitz.rules.legal import legal_moves  # noqa: E402
from game.dutch_blitz.rules.moves import Flip, Move, Play, Recycle  # noqa: E402
from game.dutch_blitz.ui import blitz_ui  # noqa: E402
from game.dutch_blitz.ui.board import BlitzBoard
from game.dutch_blitz.ui.coach_lessons import COACH_RAMP, LESSON_NAMES  # noqa: E402
from game.dutch_blitz.ui.renderer import seat_key  # noqa: E402
from game.dutch_blitz.ui.results import HandResultsScene  # noqa: E402
from game.dutch_blitz.ui.session import (  # noqa: E402
    HUMAN,  # noqa: E402
    BlitzSession,
    agents,
    coached_session,
)
from game.dutch_blitz.ui.table_parts import target_key  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.coach import Coach, Tip, stats_key  # noqa: E402
from game.ui.scenes.setup import SetupScene  # noqa: E402
from game.ui.table.scene import TableScene  # noqa: E402

ALL_LESSONS = {"dutch_new", "dutch_next", "post", "blitz", "flip", "recycle"}


def _board(scene: TableScene[Any, Any, Any, Any]) -> BlitzBoard:
    return board_of(scene, BlitzBoard)


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    app = App((1280, 800), fullscreen=False, virtual_time=True, user_folder=tmp_path,
              sound=False, crash_screen=False)
    yield app
    app.close()


def click(app: App, pos: tuple[int, int]) -> None:
    queue_click(pos)
    app.step()


def open_coached(app: App) -> BlitzSession:
    """From the setup screen (first start: the coach is offered first) to the coached table."""
    app.push(app.title_scene())
    setup = SetupScene(app, "dutch_blitz")
    app.push(setup)
    app.step()
    assert setup.first_start and setup.coach_button.visible
    assert setup.group.focused is setup.coach_button
    click(app, setup.coach_button.rect.center)
    app.step()
    assert isinstance(app.top, TableScene)
    session = blitz_ui(app).session
    assert session is not None and session.coached and len(session.seats) == 2
    return session


def act(app: App, scene: TableScene[Any, Any, Any, Any], move: object) -> None:
    """Post the events a player uses for ``move``: drag a card, or click the hand."""
    state = scene.session.state
    assert state is not None
    layout = _board(scene).layout
    if isinstance(move, Play):
        start = _board(scene).renderer.top_rect(layout, state, seat_key(HUMAN, move.source)).center
        end = _board(scene).renderer.top_rect(layout, state, target_key(move.target)).center
        drag(app, start, end)
    elif isinstance(move, (Flip, Recycle)):
        click(app, layout.seats[HUMAN].hand.center)


def own_move(legal: Sequence[Move]) -> Move | None:
    """What the player does when no tip is up: Dutch plays first (the Blitz pile's first),
    then builds from the Blitz or Wood, then the hand."""
    plays = [m for m in legal if isinstance(m, Play)
             and (m.target.startswith("dutch") or not m.source.startswith("post"))]
    if plays:
        return min(plays, key=lambda m: (not m.target.startswith("dutch"), m.source != "blitz"))
    return next((m for m in legal if isinstance(m, Flip | Recycle)), None)


def coach_of(session: BlitzSession) -> Coach:
    """The session's coach (a coached match has one)."""
    coach = session.coach
    assert coach is not None
    return coach


def play_table(app: App, session: BlitzSession, checked: list[Tip]) -> int:
    """Play until the table is left; the frames the clock stood still with a tip up."""
    still = 0
    for frame in range(60 * 300):
        scene = app.top
        if not isinstance(scene, TableScene):
            return still
        tip = coach_of(session).tip
        if tip is not None and not session.hand_over:
            before = session.now()
            app.step()
            still += session.now() == before
            if frame % 10 == 0 and coach_of(session).tip is tip:
                act(app, scene, tip.move)  # a tip is closed by doing it
        elif frame % 20 == 0 and not session.hand_over and not scene.flights.busy():
            move = own_move(legal_moves(session.view()))
            if move is not None:
                act(app, scene, move)
        else:
            app.step()
    raise AssertionError("the coached hand did not end")


@pytest.mark.slow
def test_the_coached_match_plays_through_with_every_tip_legal(app: App) -> None:
    session = open_coached(app)
    checked: list[Tip] = []

    def check(tip: Tip) -> None:
        # the rules core, asked afresh, lists the tip's move for the player right now
        assert tip.move in legal_moves(session.view()), tip
        checked.append(tip)

    first = coach_of(session).tip  # up since the table opened
    assert first is not None
    check(first)
    coach_of(session).on_show = check
    still = 0
    for _ in range(4):
        still += play_table(app, session, checked)
        app.advance(1.0)
        results = app.top
        assert isinstance(results, HandResultsScene)
        over = results.match_over
        assert results.next_button.label == ("Done" if over else "Next hand")
        click(app, results.next_button.rect.center)
        app.step()
        if over:
            break
    shown = [s.tip.lesson for s in coach_of(session).shown]
    assert shown[:2] == ["dutch_new", "dutch_next"] and shown == [t.lesson for t in checked]
    assert set(shown) == ALL_LESSONS
    assert coach_of(session).taught == ALL_LESSONS
    assert all(shown.tip.move in shown.legal for shown in coach_of(session).shown)
    tips = [shown.tip.text for shown in coach_of(session).shown]
    assert [text for text in tips if RAW_CODE.search(text)] == []  # cards named in words
    assert still > 0
    acted = {line["seat"] for line in session.match.record if line.get("type") in ("play", "flip")}
    assert acted == {0, 1}  # the bot acted too, once the tips let the clock run
    top = app.top
    assert isinstance(top, SetupScene) and top.game.id == "dutch_blitz"
    assert any("ready" in notice.text for notice in app.notices)
    assert blitz_ui(app).session is None
    assert app.data.stats.game(stats_key("dutch_blitz")).overall.matches_played == 1
    assert app.data.stats.game("dutch_blitz").overall.hands_played == 0


def test_the_first_tip_is_the_green_one_and_holds_the_bot(app: App) -> None:
    session = open_coached(app)
    scene = app.top
    assert isinstance(scene, TableScene)
    tip = coach_of(session).tip
    assert tip is not None and tip.lesson == "dutch_new"
    assert isinstance(tip.move, Play) and tip.move.target == "dutch:new"
    assert "green 1" in tip.text and tip.place == tip.move.source
    assert "Play my 1s for me" in tip.text  # the setup shows it on; the tip says why it is off
    assert scene.tip_box is not None
    assert not scene.tip_box.colliderect(_board(scene).tip_spot(tip)[0])
    state = session.state
    assert state is not None
    assert agents(session)[0].bot.due < 20.0
    app.advance(20.0)  # the bot would have moved by now: it is held
    assert session.state is state and session.now() == 0.0 and session.clock.paused
    assert scene.describe()["tip"] == tip.text


def test_a_click_closes_a_tip_and_the_clock_runs_again(app: App) -> None:
    session = open_coached(app)
    scene = app.top
    assert isinstance(scene, TableScene) and scene.tip_box is not None
    click(app, scene.tip_box.center)
    assert "dutch_new" in coach_of(session).taught
    app.step()
    tip = coach_of(session).tip
    assert tip is None or tip.lesson != "dutch_new"
    while coach_of(session).tip is not None:  # close every tip the deal shows at the start
        assert scene.tip_box is not None
        click(app, scene.tip_box.center)
        app.step()
    before = session.now()
    app.advance(0.5)
    assert session.now() > before and not session.clock.paused


def test_the_bot_starts_slowly_and_reaches_the_chosen_pace() -> None:
    now = [0.0]
    session = coached_session("You", 1.5, time_source=lambda: now[0])
    session.dismiss_tip()
    coach_of(session).taught.update(ALL_LESSONS)  # no tips: the clock runs
    session.resume()
    assert session.scheduler is not None
    bot = agents(session)[0].bot
    assert bot.pace_scale == pytest.approx(1.5 * COACH_RAMP.start)
    paces = []
    for second in range(0, int(COACH_RAMP.seconds) + 20, 10):
        now[0] = float(second)
        session.tick()
        paces.append(bot.pace_scale)
        if session.hand_over:
            break
    assert paces == sorted(paces, reverse=True)
    assert paces[-1] == pytest.approx(1.5)


def test_the_setup_screen_names_the_lessons(app: App) -> None:
    ui = blitz_ui(app)
    assert tuple(ui.coach_lessons()) == LESSON_NAMES
    setup = SetupScene(app, "dutch_blitz")
    app.push(setup)
    app.step()
    assert setup.coach is not None and setup.coach_button.visible


def test_the_pause_menu_keeps_a_tip_holding_and_restart_deals_the_coached_match(
        app: App) -> None:
    session = open_coached(app)
    assert coach_of(session).tip is not None
    session.pause()
    session.resume()  # back from the pause menu: the tip still holds the clock
    app.advance(1.0)
    assert session.clock.paused and session.now() == 0.0
    blitz_ui(app).restart()
    app.step()
    again = blitz_ui(app).session
    assert again is not None and again.coached and again is not session
    assert again.seed == session.seed and isinstance(app.top, TableScene)
    tip = coach_of(again).tip
    assert tip is not None and tip.lesson == "dutch_new"
