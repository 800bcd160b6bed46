"""The seats' names and count badges lie on Dutch Blitz's kept layer: a frame in which nothing
moves over them neither puts the layer back under them nor draws them again; a card flying
over one draws that one again over the card; a badge whose count just changed bumps, drawn in
each frame of its bump; a bot's card held up at full height lies on the kept layer too. Each
frame is the same picture as the table painted whole."""

from __future__ import annotations

from typing import Any

from pygame import Rect
from table_support import blitz_config, board_of, run_until, start_blitz, table_frame

from game.dutch_blitz.ui.board import BlitzBoard
from game.dutch_blitz.ui.kept_lifts import LiftedCard
from game.dutch_blitz.ui.seat_labels import BadgeLabel
from game.ui.app import App
from game.ui.sprites import Flight
from game.ui.table.scene import TableScene

Scene = TableScene[Any, Any, Any, Any]


def quiet_table(app: App) -> tuple[Scene, BlitzBoard]:
    """A dealt table at rest: the bots held, nothing in flight, no card lifted."""
    scene = start_blitz(app, blitz_config(3))
    scene.session.pause()
    scene.flights.land_all()
    for _ in range(30):
        app.step()
    board = board_of(scene, BlitzBoard)
    assert not board.overlays.decor().lifted
    return scene, board


def label_rects(board: BlitzBoard) -> dict[str, Rect]:
    return {label.key: label.rect for label in board.renderer.labels.labels if label.still}


def changed(scene: Scene) -> list[Rect]:
    places = scene.frame.changed
    assert places is not None, "the frame was drawn whole"
    return places


def test_labels_nothing_moves_over_are_neither_put_back_nor_drawn_again(app: App) -> None:
    scene, board = quiet_table(app)
    labels = label_rects(board)
    assert len(labels) >= 4 * 3 + 3  # every seat's badges, each bot's name and level
    app.draw()
    assert [key for key, rect in labels.items() if rect.collidelist(changed(scene)) >= 0] == []
    assert table_frame(scene, keep=True) == table_frame(scene, keep=False)


def test_a_card_flying_over_a_badge_draws_that_badge_again_and_no_other_label(app: App) -> None:
    scene, board = quiet_table(app)
    seat = board.layout.seats[2]
    card = scene.session.state.seats[2].blitz[-1]
    box = seat.blitz.move(0, seat.blitz.height // 3)  # over the bottom of the Blitz pile
    parked = (box.x, box.y, box.w, box.h)
    scene.flights.add(Flight(card.code, board.seats[2].deck, parked, parked, scene.anim, 60.0))
    app.draw()
    labels = label_rects(board)
    drawn = board.drawn_rects()
    assert drawn is not None
    again = {key for key, rect in labels.items() if rect.collidelist(drawn) >= 0}
    assert "2:blitz" in again
    assert {key for key in again if not key.startswith("2:")} == set()
    assert table_frame(scene, keep=True) == table_frame(scene, keep=False)


def test_a_badge_bumps_in_each_frame_of_its_bump_then_rests_on_the_layer(app: App) -> None:
    scene = start_blitz(app, blitz_config(3, pace=0.3))
    board = board_of(scene, BlitzBoard)

    def bumping() -> list[BadgeLabel]:
        pops = board.renderer.labels.frame.pops
        return [label for label in board.renderer.labels.labels
                if isinstance(label, BadgeLabel) and pops.get(label.key, 0.0) > 0]

    assert run_until(app, lambda: bool(bumping()), 30.0)
    badge = bumping()[0]
    scene.session.pause()
    while badge.key in {label.key for label in bumping()}:
        drawn = board.drawn_rects()
        assert drawn is not None and badge.rect.collidelist(drawn) >= 0
        assert table_frame(scene, keep=True) == table_frame(scene, keep=False)
        app.step()
    scene.flights.land_all()
    for _ in range(3):
        app.step()
    if not board.overlays.decor().lifted:
        assert badge.rect.collidelist(changed(scene)) < 0


def test_a_bots_card_held_up_lies_on_the_kept_layer_until_it_goes(app: App) -> None:
    scene = start_blitz(app, blitz_config(3, pace=0.3))
    board = board_of(scene, BlitzBoard)

    def held_up() -> list[LiftedCard]:
        return [item for item in board.renderer.labels.labels if isinstance(item, LiftedCard)]

    assert run_until(app, lambda: bool(held_up()), 30.0)
    scene.session.pause()  # the bot holds its card up
    scene.flights.land_all()
    for _ in range(3):
        app.step()
    held = held_up()
    assert held and held[0].key.removeprefix("lift:") in board.renderer.labels.held()
    app.draw()
    assert [card.key for card in held if card.rect.collidelist(changed(scene)) >= 0] == []
    assert table_frame(scene, keep=True) == table_frame(scene, keep=False)
    scene.session.resume()
    assert run_until(app, lambda: held[0].key not in {card.key for card in held_up()}, 30.0)
    assert table_frame(scene, keep=True) == table_frame(scene, keep=False)
