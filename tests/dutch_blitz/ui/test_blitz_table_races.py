"""At the table with posted events: races won and lost, results screens that keys meant
for the table cannot skip, a card with nowhere to go, a hidden window, restarting.

Runs under SDL's dummy video and audio drivers on the app's virtual clock (one exact 1/60 s
step per frame), so every run is the same.
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from posted_events import click
from table_support import (
    SLOW,
    blitz_config,
    board_of,
    centre,
    drag,
    key,
    post,
    start_blitz,
)

from game.core.outcome import Applied
from game.dutch_blitz.rules.legal import legal_moves
from game.dutch_blitz.rules.moves import Play
from game.dutch_blitz.ui import blitz_ui
from game.dutch_blitz.ui.board import BlitzBoard
from game.dutch_blitz.ui.session import HUMAN, MatchConfig
from game.ui.app import App
from game.ui.pause import PauseScene
from game.ui.table.scene import TableScene


def _board(scene: TableScene[Any, Any, Any, Any]) -> BlitzBoard:
    return board_of(scene, BlitzBoard)


def _race_deal() -> tuple[int, Play, int, Play]:
    """A deal where the human and a rival both hold a 1 of the same colour on top."""
    for seed in range(1, 600):
        session = blitz_config(seed).session(time_source=lambda: 0.0)
        table = session.table
        mine = [m for m in legal_moves(table.view(HUMAN))
                if isinstance(m, Play) and m.target == "dutch:new"]
        for rival in range(1, table.state.seat_count):
            for theirs in legal_moves(table.view(rival)):
                if not (isinstance(theirs, Play) and theirs.target == "dutch:new"):
                    continue
                for move in mine:
                    assert move.card is not None and theirs.card is not None
                    if move.card.colour == theirs.card.colour:
                        return seed, move, rival, theirs
    raise AssertionError("no racing deal found")


def test_a_one_dropped_on_a_rivals_new_pile_says_what_is_wrong(app: App) -> None:
    """The human aims a 1 at the middle; a rival starts a pile of that colour there first; the
    drop onto that pile is refused saying a 1 starts a new pile (a 1 can always start one, so no
    race was lost) and the card flies home."""
    seed, move, rival, theirs = _race_deal()
    scene = start_blitz(app, blitz_config(seed))
    post(pygame.MOUSEBUTTONDOWN, pos=centre(scene, move.source), button=1)
    app.step()
    post(pygame.MOUSEMOTION, pos=(640, 400), rel=(0, 0), buttons=(1, 0, 0))
    app.step()
    assert _board(scene).drags.drag is not None
    table = scene.session.table
    # the rival gets there first
    assert isinstance(table.submit(theirs, scene.session.now()), Applied)
    post(pygame.MOUSEBUTTONUP, pos=_board(scene).layout.dutch[0].center, button=1)
    app.step()
    state = scene.session.state
    assert any(note.text == "A 1 starts a new Dutch pile" for note in scene.notes)
    assert not any(note.text == "Beaten to it!" for note in scene.notes)
    assert len(state.dutch) == 1 and state.dutch[0].owners == (rival,)
    assert state.seats[HUMAN].top(move.source) == move.card
    app.advance(0.5)
    assert len(scene.flights) == 0


def test_a_whole_post_pile_moves_when_the_rules_allow_it(app: App) -> None:
    from game.dutch_blitz.rules.moves import Stack

    for seed in range(1, 600):
        cfg = MatchConfig.quick(("casual",), seed=seed, move_post_stack=True,
                                auto_play_ones=False, pace_scale=SLOW)
        session = cfg.session(time_source=lambda: 0.0)
        builds = [m for m in legal_moves(session.view())
                  if isinstance(m, Play) and m.target.startswith("post")]
        for build in builds:
            trial = cfg.session(time_source=lambda: 0.0)
            trial.submit(build)
            stacks = [m for m in legal_moves(trial.view()) if isinstance(m, Stack)
                      and m.source == build.target and
                      len(trial.state.seats[HUMAN].posts[int(m.source[5:])]) > 1]
            if stacks:
                break
        else:
            continue
        break
    else:
        pytest.skip("no deal with a whole-pile move")
    scene = start_blitz(app, cfg)
    assert isinstance(_board(scene).submit(build), Applied)
    app.advance(0.5)
    stack = stacks[0]
    source, target = int(stack.source[5:]), stack.target
    moving = scene.session.state.seats[HUMAN].posts[source]
    board = _board(scene)
    bottom = board.renderer.post_cards(board.layout.seats[HUMAN], source, len(moving))[0]
    goal = board.renderer.top_rect(board.layout, scene.session.state, f"0:{target}")
    drag(app, (bottom.centerx, bottom.y + 8), goal.center)
    posts = scene.session.state.seats[HUMAN].posts
    assert posts[int(target[5:])][-len(moving):] == moving


def _to_hand_results(app: App, seed: int = 9) -> object:
    scene = start_blitz(app, blitz_config(seed, pace=0.05))
    for _ in range(6000):
        app.step()
        if type(app.top).__name__ == "HandResultsScene":
            return app.top
    raise AssertionError(f"no hand results; at {type(app.top).__name__} ({scene.banner})")


def test_space_never_confirms_the_hand_results_and_enter_does_after_a_moment(app: App) -> None:
    """Space flips at the table: on the results it does nothing, however long it is pressed."""
    results = _to_hand_results(app)
    for _ in range(120):
        key(app, pygame.K_SPACE)
    assert app.top is results
    app.advance(1.0)
    key(app, pygame.K_SPACE)
    assert app.top is results


def test_a_key_or_click_in_the_first_moment_of_the_results_is_ignored(app: App) -> None:
    results = _to_hand_results(app)
    key(app, pygame.K_RETURN)
    button = results.next_button  # type: ignore[attr-defined]
    click(app, button.rect.center)
    assert app.top is results
    app.advance(1.0)
    key(app, pygame.K_RETURN)
    assert type(app.top).__name__ == "TableScene"


def test_space_does_not_skip_the_match_results_either(app: App) -> None:
    start_blitz(app, blitz_config(4, pace=0.05, target=10))
    for _ in range(20000):
        name = type(app.top).__name__
        if name == "MatchResultsScene":
            break
        key(app, pygame.K_SPACE if name != "HandResultsScene" else pygame.K_RETURN)
    results = app.top
    assert type(results).__name__ == "MatchResultsScene"
    app.advance(1.0)
    key(app, pygame.K_SPACE)
    assert app.top is results


def _late_click_deal() -> tuple[int, Play, Play, Play]:
    """A deal where some seat can start a pile with a 1 that both the human and a rival can
    follow with a 2 of the same colour: (seed, the 1, the human's 2, the rival's 2)."""
    from game.dutch_blitz.rules.legal import sources

    for seed in range(1, 2000):
        session = blitz_config(seed).session(time_source=lambda: 0.0)
        table = session.table
        count = table.state.seat_count
        tops = {s: sources(table.view(s)) for s in range(count)}
        ones = [Play(s, place, "dutch:new", card) for s in range(count)
                for place, card in tops[s] if card.number == 1]
        for one in ones:
            assert one.card is not None
            twos = {s: [Play(s, place, "dutch:0", card) for place, card in tops[s]
                        if card.number == 2 and card.colour == one.card.colour]
                    for s in range(count)}
            rival = next((s for s in range(1, count) if twos[s]), None)
            if twos[HUMAN] and rival is not None:
                return seed, one, twos[HUMAN][0], twos[rival][0]
    raise AssertionError("no such deal")


COLOURS = {"R": "red", "B": "blue", "Y": "yellow", "G": "green"}


def _beaten_notes(scene: TableScene[Any, Any, Any, Any]) -> list[str]:
    """The table's notes about the race: who won it, or a place that is gone."""
    return [n.text for n in scene.notes if "beat you" in n.text or n.text.startswith("No place")
            or n.text.startswith("Beaten") or "gone past" in n.text]


def _race_lost_at(app: App, wait: float) -> tuple[TableScene[Any, Any, Any, Any], Play, Play]:
    """The deal of ``_late_click_deal`` at the table: some seat starts the pile with the 1, the
    player looks for a moment, a rival's 2 lands first, ``wait`` seconds go by."""
    seed, one, mine, theirs = _late_click_deal()
    scene = start_blitz(app, blitz_config(seed))
    table = scene.session.table
    assert isinstance(table.submit(one, scene.session.now()), Applied)
    app.advance(0.5)  # the player sees the 1 and reaches for the 2
    assert isinstance(table.submit(theirs, scene.session.now()), Applied)
    app.advance(wait)
    return scene, mine, theirs


@pytest.mark.parametrize("wait", [0.0, 1.0])
def test_a_click_that_loses_its_dutch_race_stays_and_names_who_won(app: App,
                                                                   wait: float) -> None:
    """The player clicks a 2 aimed at the 1 in the middle; a rival's 2 got there a moment (or a
    second) before: the card stays where it was (not sent to a Post pile) and one note at the
    pile names the rival who won ("Jakob beat you to the green 1")."""
    scene, mine, theirs = _race_lost_at(app, wait)
    before = scene.session.state.seats[HUMAN]
    click(app, centre(scene, mine.source))
    app.step()
    state = scene.session.state
    assert state.seats[HUMAN] == before and state.seats[HUMAN].top(mine.source) == mine.card
    assert mine.card is not None
    colour = COLOURS[mine.card.colour]
    assert _beaten_notes(scene) == [
        f"{scene.session.name(theirs.seat)} beat you to the {colour} 1"]


def test_a_dragged_card_that_loses_its_dutch_race_gets_one_note_naming_who_won(
        app: App) -> None:
    """The player lifts the 2 while the pile is free; a rival's 2 lands; the drop on the pile
    is refused and flies home with one note naming the rival (not a rules message)."""
    seed, one, mine, theirs = _late_click_deal()
    scene = start_blitz(app, blitz_config(seed))
    table = scene.session.table
    assert isinstance(table.submit(one, scene.session.now()), Applied)
    app.advance(0.5)
    start_pos = centre(scene, mine.source)
    post(pygame.MOUSEBUTTONDOWN, pos=start_pos, button=1)
    app.step()
    post(pygame.MOUSEMOTION, pos=(start_pos[0], start_pos[1] - 120), rel=(0, 0),
         buttons=(1, 0, 0))
    app.step()
    assert _board(scene).drags.drag is not None
    assert isinstance(table.submit(theirs, scene.session.now()), Applied)
    app.advance(0.3)
    post(pygame.MOUSEBUTTONUP, pos=centre(scene, "dutch:0"), button=1)
    app.step()
    assert scene.session.state.seats[HUMAN].top(mine.source) == mine.card
    assert mine.card is not None
    colour = COLOURS[mine.card.colour]
    assert _beaten_notes(scene) == [
        f"{scene.session.name(theirs.seat)} beat you to the {colour} 1"]


def _stuck_card_deal() -> tuple[int, str]:
    for seed in range(1, 400):
        session = blitz_config(seed).session(time_source=lambda: 0.0)
        movable = {m.source for m in legal_moves(session.view()) if isinstance(m, Play)}
        if "blitz" not in movable:
            return seed, "blitz"
    raise AssertionError("no deal with a stuck Blitz card")


def test_a_card_with_nowhere_to_go_lifts_says_why_and_flies_back(app: App) -> None:
    seed, source = _stuck_card_deal()
    scene = start_blitz(app, blitz_config(seed))
    card = scene.session.state.seats[HUMAN].top(source)
    assert card is not None
    start_pos = centre(scene, source)
    post(pygame.MOUSEBUTTONDOWN, pos=start_pos, button=1)
    app.step()
    post(pygame.MOUSEMOTION, pos=(start_pos[0] + 60, start_pos[1] - 120), rel=(0, 0),
         buttons=(1, 0, 0))
    app.step()
    drag = _board(scene).drags.drag
    assert drag is not None and drag.targets == []
    colour = {"R": "red", "B": "blue", "Y": "yellow", "G": "green"}[card.colour]
    assert any(n.text == f"No place for the {colour} {card.number} now" for n in scene.notes)
    post(pygame.MOUSEBUTTONUP, pos=_board(scene).layout.dutch[0].center, button=1)
    app.step()
    assert _board(scene).drags.drag is None
    assert scene.session.state.seats[HUMAN].top(source) == card
    app.advance(0.6)
    assert len(scene.flights) == 0


@pytest.mark.parametrize("kind", [pygame.WINDOWMINIMIZED, pygame.WINDOWHIDDEN])
def test_a_hidden_or_minimised_window_pauses_the_table(app: App, kind: int) -> None:
    scene = start_blitz(app, blitz_config(7, pace=0.3))
    app.advance(1.0)
    post(kind)
    app.step()
    assert type(app.top).__name__ == "PauseScene" and scene.session.paused
    version = scene.session.table.version
    app.advance(3.0)
    assert scene.session.table.version == version


def test_repeated_size_events_do_not_rebuild_the_table(app: App) -> None:
    scene = start_blitz(app, blitz_config(7))
    built: list[tuple[int, int]] = []
    resize = scene.resize

    def counted(size: tuple[int, int]) -> None:
        built.append(size)
        resize(size)

    scene.resize = counted  # type: ignore[method-assign]  # counts the rebuilds
    for _ in range(5):
        post(pygame.VIDEORESIZE, size=app.size, w=app.size[0], h=app.size[1])
        app.step()
    assert len(built) <= 1


def test_restart_match_asks_before_discarding_the_match(app: App) -> None:
    scene = start_blitz(app, blitz_config(7))
    key(app, pygame.K_ESCAPE)
    pause = app.top
    assert type(pause).__name__ == "PauseScene"
    assert isinstance(pause, PauseScene)
    button = pause.buttons["restart"]
    click(app, button.rect.center)
    assert app.top is pause and blitz_ui(app).session is scene.session
    assert button.label == "Yes, discard this match"
    click(app, button.rect.center)
    assert blitz_ui(app).session is not scene.session
