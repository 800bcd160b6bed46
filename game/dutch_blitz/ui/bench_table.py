"""The frame benchmark's busy Dutch Blitz table: four seats mid-hand, cards kept in flight.

Plays a seeded hand to its middle on the app's virtual clock (the first of a few seeds whose hand
is still on after ``MID_HAND_SECONDS``), renders the card images first (as the game does when a
hand is dealt), then keeps several cards in the air every frame, so the figures are the steady
state of play.
"""

from __future__ import annotations

from collections.abc import Callable

from game.dutch_blitz.ui.session import MatchConfig
from game.dutch_blitz.ui.table_scene import TableScene
from game.ui.sprites import Flight

MID_HAND_SECONDS = 8.0
SEEDS_TO_TRY = 20


def prepare(ui: object) -> Callable[[int], None]:
    """Set the busy table up on ``ui``'s app; the per-frame function that keeps it busy."""
    from game.dutch_blitz.ui.game_ui import BlitzUI
    from game.ui.app import App

    assert isinstance(ui, BlitzUI)
    app = ui.services
    assert isinstance(app, App)
    for seed in range(11, 11 + SEEDS_TO_TRY):
        ui.start_match(MatchConfig.quick(("skilled", "expert", "master"), seed=seed,
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
    layout = scene.layout or scene.table_layout()
    scene.renderer.preload(layout, [s.deck for s in session.seats])
    state = session.state
    assert state is not None

    def stir(frame: int) -> None:
        if len(scene.flights) >= 6:
            return
        seat = frame % 4
        src = layout.seats[seat].blitz
        dst = layout.dutch[frame % len(layout.dutch)]
        card = state.seats[seat].blitz[-1] if state.seats[seat].blitz else None
        scene.flights.add(Flight(card, session.seats[seat].deck,
                                 (src.x, src.y, src.w, src.h), (dst.x, dst.y, dst.w, dst.h),
                                 scene.anim, 0.3, lift=dst.h * 0.12))

    return stir
