"""The frame benchmark's busy Dutch Blitz table: four seats mid-hand (three Master bots racing
you), cards kept in flight.

Plays a seeded hand to its middle on the app's virtual clock (the first of a few seeds whose hand
is still on after ``MID_HAND_SECONDS``), renders the card images first (as the game does when a
hand is dealt), then keeps several cards in the air every frame, so the figures are the steady
state of play.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from game.dutch_blitz.ui.board import BlitzBoard
from game.dutch_blitz.ui.session import MatchConfig
from game.ui.bench import fly_own
from game.ui.sprites import Flight
from game.ui.table.scene import TableScene

MID_HAND_SECONDS = 8.0
SEEDS_TO_TRY = 20

def prepare(ui: object, least: int) -> Callable[[int], None]:
    """Set the busy table up on ``ui``'s app; the per-frame function that keeps it busy
    (at least ``least`` cards in the air, its own added while the bots' are fewer)."""
    from game.dutch_blitz.ui.game_ui import BlitzUI
    from game.ui.app import App

    assert isinstance(ui, BlitzUI)
    app = ui.services
    assert isinstance(app, App)
    for seed in range(11, 11 + SEEDS_TO_TRY):
        ui.start_match(MatchConfig.quick(("master", "master", "master"), seed=seed,
                                         target=500))
        session = ui.session
        assert session is not None
        while session.now() < MID_HAND_SECONDS and not session.hand_over:
            app.step()
        if not session.hand_over:
            break
    else:
        raise RuntimeError(f"no hand of {SEEDS_TO_TRY} seeds lasted {MID_HAND_SECONDS:.0f} s")
    scene = app.top
    assert isinstance(scene, TableScene)
    board = scene.board
    assert isinstance(board, BlitzBoard)
    layout = board.layout
    board.renderer.preload(layout, [s.deck for s in board.seats])
    state = session.state

    def stir(frame: int) -> None:
        if len(scene.flights) >= least:
            return
        seat = frame % 4
        src = layout.seats[seat].blitz
        dst = layout.dutch[frame % len(layout.dutch)]
        card = state.seats[seat].blitz[-1].code if state.seats[seat].blitz else None
        fly_own(scene, Flight(card, board.seats[seat].deck,
                              (src.x, src.y, src.w, src.h), (dst.x, dst.y, dst.w, dst.h),
                              scene.anim, 0.3, lift=dst.h * 0.12))

    return stir


HAND_END_SEEDS = (3, 5, 7, 11, 13)
Frame = tuple[str, float, float]
"""What a frame did, its main-thread CPU ms and its whole-process CPU ms (the writer thread's
too)."""


def hand_end_frames(ui: object, hands: int) -> list[list[Frame]]:
    """Play ``hands`` hands (three Master bots, you idle, records saved on the writer thread)
    and time every frame from the one in which each hand ends to the first frame of the next
    hand."""
    from game.dutch_blitz.ui.game_ui import BlitzUI
    from game.ui.app import App

    assert isinstance(ui, BlitzUI)
    app = ui.services
    assert isinstance(app, App)
    found: list[list[Frame]] = []
    seeds = iter(HAND_END_SEEDS * (hands // len(HAND_END_SEEDS) + 1))
    while len(found) < hands:
        ui.start_match(MatchConfig.quick(("master", "master", "master"), seed=next(seeds),
                                         pace_scale=0.3, target=500))
        session = ui.session
        assert session is not None
        while len(found) < hands and not session.over:
            frames = [_timed(app, "play")]
            while not session.hand_over:
                frames = [_timed(app, "play")]
            frames[0] = ("hand end", *frames[0][1:])
            found.append(_through_results(app, frames))
    return found


def _timed(app: object, label: str) -> Frame:
    """One frame, timed; while the image thread has work, the frame's time is then slept
    out at the app's rate, so the thread makes the card images meanwhile as in the app
    (frames run back to back leave it the interpreter only between them: the next hand's
    first frame rendered the faces the thread never reached, 20-55 ms at 3200x2000)."""
    from game.ui.app import App
    from game.ui.bench_anchor import rest
    from game.ui.image_worker import WORKER

    assert isinstance(app, App)
    thread, process, started = time.thread_time(), time.process_time(), time.perf_counter()
    app.step()
    found = (label, (time.thread_time() - thread) * 1000, (time.process_time() - process) * 1000)
    if WORKER.pending:
        rest(started)
    return found


def _through_results(app: object, frames: list[Frame]) -> list[Frame]:
    """The frames after the hand's end up to the next hand's first."""
    from game.dutch_blitz.ui.results import HandResultsScene
    from game.ui.app import App

    assert isinstance(app, App)
    while not isinstance(app.top, HandResultsScene):
        frames.append(_timed(app, "banner"))
    frames[-1] = ("results shown", *frames[-1][1:])
    results = app.top
    app.advance(1.0)  # past the results' input guard
    results.next()
    frames.append(_timed(app, "next hand"))
    return frames
