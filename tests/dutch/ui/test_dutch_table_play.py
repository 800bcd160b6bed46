"""Playing Dutch at the table with posted events: the start peek, drawing, dragging the drawn
card, snaps by drag and double-click, a refused move, powers, the Dutch call, pause, the round
results and a whole match to the match sheet.

Runs under SDL's dummy video and audio drivers on the app's virtual clock (one exact 1/60 s
step per frame), so every run is the same.
"""

from __future__ import annotations

import os
from typing import Any

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from collections.abc import Iterator  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402
from dutch_table_support import centre, my_draw, ready, seats, start, wait_for  # noqa: E402
from posted_events import click, drag, key, post  # noqa: E402
from table_support import board_of

from game.dutch.rules.moves import JackSwap, Look, Snap  # noqa: E402
from game.dutch.rules.view import HIDDEN  # noqa: E402
from game.dutch.ui.board import DutchBoard
from game.dutch.ui.results import MatchSheetScene, RoundResultsScene  # noqa: E402
from game.dutch.ui.session import HUMAN, peeking  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.pause import PauseScene  # noqa: E402
from game.ui.table.scene import TableScene  # noqa: E402


def _board(scene: TableScene[Any, Any, Any, Any]) -> DutchBoard:
    return board_of(scene, DutchBoard)


@pytest.fixture
def app() -> Iterator[App]:
    app = App((1280, 800), fullscreen=False, virtual_time=True, user_folder=None, sound=False,
              crash_screen=False)
    yield app
    app.close()


def test_start_peek_shows_the_two_lower_cards_until_ready(app: App) -> None:
    scene = start(app, 3)
    view = scene.session.view()
    faces = _board(scene).faces(view)
    assert set(faces) == {(HUMAN, 2), (HUMAN, 3)}
    assert peeking(scene.session) and scene.session.now() == 0.0
    ready(app, scene)
    app.step()
    assert _board(scene).faces(scene.session.view()) == {}
    assert view.own()[2] != HIDDEN  # the view knows it; the table does not show it


def test_peek_times_out_by_itself(app: App) -> None:
    scene = start(app, 3, peek_seconds=2.0)
    app.advance(2.2)
    assert not peeking(scene.session)


def test_draw_by_click_then_drag_the_card_onto_a_slot(app: App) -> None:
    scene = start(app, 3)
    ready(app, scene)
    wait_for(app, lambda: my_draw(scene))
    click(app, centre(scene, "stock"))
    view = scene.session.view()
    assert view.phase == "hold" and view.drawn not in (None, HIDDEN)
    app.advance(0.5)
    drag(app, centre(scene, "held"), centre(scene, "slot:0:1"))
    view = scene.session.view()
    assert view.phase == "after" and view.drawn is None
    assert view.own()[1] == scene.session.state.layouts[HUMAN][1]  # it knows what it put


def test_draw_by_dragging_the_pile_card_to_the_drawn_card_spot(app: App) -> None:
    scene = start(app, 3)
    ready(app, scene)
    wait_for(app, lambda: my_draw(scene))
    assert _board(scene).input.drag_targets("stock") == ["held"]
    assert _board(scene).input.drag_targets("discard") is None  # nothing to take on the first draw
    drag(app, centre(scene, "stock"), _board(scene).layout.held.center)
    assert scene.session.view().phase == "hold"


def test_drawn_card_dragged_onto_the_discard_pile_and_end_turn_by_key(app: App) -> None:
    scene = start(app, 3)
    ready(app, scene)
    wait_for(app, lambda: my_draw(scene))
    key(app, pygame.K_s)
    app.advance(0.5)
    card = scene.session.view().drawn
    drag(app, centre(scene, "held"), centre(scene, "discard"))
    view = scene.session.view()
    assert view.discard[-1] == card and view.phase == "after"
    key(app, pygame.K_RETURN)
    assert scene.session.view().phase == "done"


def test_a_refused_move_says_why_and_flies_back(app: App) -> None:
    scene = start(app, 3)
    ready(app, scene)
    wait_for(app, lambda: my_draw(scene))
    click(app, centre(scene, "discard"))  # nothing to take on the first draw
    assert scene.notes and scene.notes[-1].warn
    assert scene.session.view().phase != "hold"
    click(app, centre(scene, "stock"))
    app.advance(0.4)
    drag(app, centre(scene, "held"), centre(scene, "slot:1:0"))  # not your card
    assert scene.session.view().phase == "hold"
    assert scene.flights.busy()  # the card flies home


def test_snap_by_drag_and_by_double_click(app: App) -> None:
    scene = start(app, 3)
    ready(app, scene)
    wait_for(app, lambda: my_draw(scene))
    click(app, centre(scene, "stock"))
    app.advance(0.4)
    drag(app, centre(scene, "held"), centre(scene, "discard"))
    assert scene.session.view().window is not None
    state = scene.session.state
    rank = state.window.rank if state.window else ""
    own = state.layouts[HUMAN]
    slot = next((i for i, c in enumerate(own) if c and (c[:-1] if c[0] != "X" else "X") == rank),
                0)
    before = len(scene.session.match.record)
    app.advance(0.4)
    if slot == 0:
        drag(app, centre(scene, "slot:0:0"), centre(scene, "discard"))
    else:
        post(pygame.MOUSEBUTTONDOWN, pos=centre(scene, f"slot:0:{slot}"), button=1)
        post(pygame.MOUSEBUTTONUP, pos=centre(scene, f"slot:0:{slot}"), button=1)
        app.step()
        click(app, centre(scene, f"slot:0:{slot}"))
    snaps = [line for line in scene.session.match.record[before:] if line["type"] == "snap"]
    assert snaps and snaps[0]["seat"] == HUMAN and snaps[0]["slot"] == slot


def test_wrong_snap_shows_the_card_and_adds_a_penalty_slot(app: App) -> None:
    scene = start(app, 3)
    ready(app, scene)
    wait_for(app, lambda: my_draw(scene))
    click(app, centre(scene, "stock"))
    app.advance(0.4)
    drag(app, centre(scene, "held"), centre(scene, "discard"))
    state = scene.session.state
    rank = state.window.rank if state.window else ""
    wrong = [i for i, c in enumerate(state.layouts[HUMAN])
             if c and (c[:-1] if c[0] != "X" else "X") != rank]
    if not wrong:
        pytest.skip("every card matches")
    app.advance(0.4)
    drag(app, centre(scene, f"slot:0:{wrong[0]}"), centre(scene, "discard"))
    assert len(scene.session.state.layouts[HUMAN]) == 5
    app.step()
    shown = [m for m in _board(scene).moments if m.kind == "miss"]
    assert shown and shown[0].card == state.layouts[HUMAN][wrong[0]]


def test_pause_stops_the_clock_and_esc_resumes(app: App) -> None:
    scene = start(app, 3)
    ready(app, scene)
    key(app, pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseScene)
    t = scene.session.now()
    app.advance(1.0)
    assert scene.session.now() == t
    key(app, pygame.K_ESCAPE)
    assert app.top is scene and not scene.session.paused


def powers_seed(kind: type) -> int:
    """A seed where the human's first stock draw is a card with a power of ``kind``."""
    from game.dutch.rules.match import new_match

    for seed in range(1, 300):
        match = new_match(seed, seats(), {"rounds": 1})
        table = match.start_hand()
        card = table.state.stock[-1]
        want = {Look: ("7", "8"), JackSwap: ("J",)}[kind]
        if table.state.starter == HUMAN and card[:-1] in want:
            return seed
    raise AssertionError("no such seed")


def test_own_look_power_lifts_the_card_for_you(app: App) -> None:
    scene = start(app, powers_seed(Look))
    ready(app, scene)
    wait_for(app, lambda: my_draw(scene))
    click(app, centre(scene, "stock"))
    app.advance(0.4)
    click(app, centre(scene, "discard"))  # a plain discard
    assert "slot:0:0" in _board(scene).input.glows()
    click(app, centre(scene, "slot:0:0"))
    app.advance(0.3)
    faces = _board(scene).faces(scene.session.view())
    assert faces[(HUMAN, 0)].card == scene.session.state.layouts[HUMAN][0]
    app.advance(2.5)
    assert (HUMAN, 0) not in _board(scene).faces(scene.session.view())


def test_jack_swap_by_two_clicks(app: App) -> None:
    scene = start(app, powers_seed(JackSwap))
    ready(app, scene)
    wait_for(app, lambda: my_draw(scene))
    click(app, centre(scene, "stock"))
    app.advance(0.4)
    click(app, centre(scene, "discard"))
    before = scene.session.state.layouts
    click(app, centre(scene, "slot:0:0"))
    assert _board(scene).jack_pick == (0, 0)
    app.advance(0.5)
    click(app, centre(scene, "slot:1:2"))
    after = scene.session.state.layouts
    assert after[0][0] == before[1][2] and after[1][2] == before[0][0]
    assert scene.flights.busy()


def play_my_turn_and_call(app: App, scene: TableScene[Any, Any, Any, Any]) -> None:
    click(app, centre(scene, "stock"))
    app.advance(0.4)
    drag(app, centre(scene, "held"), centre(scene, "discard"))
    if "dutch" in _board(scene).overlays.button_labels():
        click(app, _board(scene).layout.buttons["dutch"].center)
        click(app, _board(scene).layout.buttons["dutch"].center)  # "Yes, call Dutch"
    if scene.session.view().phase == "after":
        key(app, pygame.K_RETURN)


def test_a_whole_match_through_the_ui(app: App) -> None:
    scene = start(app, 5, rounds=2, speed=0.25)
    for round_no in (1, 2):
        assert isinstance(app.top, TableScene)
        scene = app.top
        ready(app, scene)

        def my_draw_or_over(s: TableScene[Any, Any, Any, Any] = scene) -> bool:
            return my_draw(s) or s.session.hand_over

        wait_for(app, my_draw_or_over)
        if not scene.session.hand_over:
            play_my_turn_and_call(app, scene)
        wait_for(app, lambda: isinstance(app.top, RoundResultsScene), 300.0)
        results = app.top
        assert isinstance(results, RoundResultsScene) and results.line["round"] == round_no
        key(app, pygame.K_SPACE)  # a key that plays never confirms
        assert app.top is results
        app.advance(0.7)
        key(app, pygame.K_RETURN)
    sheet = app.top
    assert isinstance(sheet, MatchSheetScene)
    assert sheet.session.over and len(sheet.session.match.results) == 2
    assert sheet.session.match.record[-1]["type"] == "match_end"
    from game.dutch.definition import GAME

    assert GAME.check_record(sheet.session.match.record).ok


def test_a_turn_by_keys_and_the_dutch_call_locks_your_layout(app: App) -> None:
    scene = start(app, 3)
    key(app, pygame.K_RETURN)  # Ready
    assert not peeking(scene.session)
    wait_for(app, lambda: my_draw(scene))
    assert "dutch" not in _board(scene).overlays.button_labels()
    key(app, pygame.K_s)
    key(app, pygame.K_2)  # swap into slot 1
    view = scene.session.view()
    assert view.phase == "after" and view.own()[1] != HIDDEN
    assert "dutch" in _board(scene).overlays.button_labels()
    key(app, pygame.K_d)
    assert scene.session.view().caller is None and _board(scene).calling.armed  # asked first
    key(app, pygame.K_d)
    view = scene.session.view()
    assert view.caller == HUMAN and view.ender == HUMAN
    status = _board(scene).overlays.status_text()
    assert status.startswith("You called Dutch") or view.phase == "after"


def test_bot_look_shows_a_hand_and_never_the_card(app: App) -> None:
    from game.dutch.rules.events import Looked, SnapBeaten

    scene = start(app, 3)
    ready(app, scene)
    state = scene.session.state
    card = state.layouts[2][0]
    scene.on_event(1.0, Looked(1, 2, 0, card), state)
    app.step()
    assert [m.kind for m in _board(scene).moments] == ["hand"]
    assert (2, 0) not in _board(scene).faces(scene.session.view())
    assert (2, 0) in _board(scene).decor(scene.session.view(), frozenset()).hands
    mine = state.layouts[HUMAN][0]
    scene.on_event(1.0, SnapBeaten(HUMAN, 0, mine), state)
    app.step()
    assert _board(scene).faces(scene.session.view())[(HUMAN, 0)].kind == "late"
    assert scene.notes[-1].text == "Beaten to it!"


def test_last_circuit_marks() -> None:
    from dataclasses import replace

    from game.dutch.rules.match import new_match
    from game.dutch.ui.painter import last_circuit

    table = new_match(3, seats(), {"rounds": 1}).start_hand()
    view = table.view(HUMAN)
    assert last_circuit(view) == {}
    called = replace(view, caller=1, ender=1, turn=3, phase="hold")
    assert last_circuit(called) == {1: "Dutch!", 2: "done", 3: "last turn", 0: "last turn"}


def beaten_seed() -> tuple[int, int, int, int]:
    """A seed where you start and a bot and your own layout hold the rank of your first draw:
    (seed, bot, its slot, your slot)."""
    from game.dutch.rules.cards import RANK_OF
    from game.dutch.rules.match import new_match

    for seed in range(1, 300):
        table = new_match(seed, seats(), {"rounds": 1}).start_hand()
        state = table.state
        rank = RANK_OF[state.stock[-1]]
        mine = [i for i, c in enumerate(state.layouts[HUMAN]) if c and RANK_OF[c] == rank]
        if state.starter != HUMAN or not mine:
            continue
        for bot in range(1, 4):
            for slot, card in enumerate(state.layouts[bot]):
                if card is not None and RANK_OF[card] == rank:
                    return seed, bot, slot, mine[0]
    raise AssertionError("no such seed")


def test_beaten_to_it_shows_your_card_to_all_and_puts_it_back(app: App) -> None:
    seed, bot, slot, own = beaten_seed()
    scene = start(app, seed, speed=4.0)
    ready(app, scene)
    wait_for(app, lambda: my_draw(scene))
    click(app, centre(scene, "stock"))
    app.advance(0.4)
    drag(app, centre(scene, "held"), centre(scene, "discard"))
    session = scene.session
    session.table.submit(Snap(bot, slot), session.now())
    app.advance(0.4)
    mine = session.state.layouts[HUMAN][own]  # it matches: late, not wrong
    drag(app, centre(scene, f"slot:0:{own}"), centre(scene, "discard"))
    assert session.state.layouts[HUMAN][own] == mine  # back in its slot, no penalty
    assert len(session.state.layouts[HUMAN]) == 4
    assert scene.notes[-1].text == "Beaten to it!"
    assert _board(scene).faces(session.view())[(HUMAN, own)].kind == "late"
