"""Hidden cards are never drawn face up, not even for a frame: every face the table draws is
a card the player has seen (their own cards, the offerings, the display, the public piles)."""

from __future__ import annotations

from typing import Any

import pytest
from table_support import FAST, board_of, new_app, open_table
from test_auction_whole_game import play_turn, sealed_turn

from game.auction.ui.board import AuctionBoard
from game.ui.sprites import CardImages
from game.ui.table.scene import TableScene


def _board(scene: TableScene[Any, Any, Any, Any]) -> AuctionBoard:
    return board_of(scene, AuctionBoard)


def seen_by_player(scene: Any) -> set[str]:
    view = scene.session.view()
    cards = set(view.hand) | set(view.deck) | set(view.discards) | set(view.auction_discards)
    cards |= {c for c in view.display if c is not None}
    for seat in view.seats:
        cards |= set(seat.offering) | set(seat.cashed)
    return cards


@pytest.mark.slow
def test_no_face_of_a_card_the_player_has_not_seen_is_ever_drawn() -> None:
    app = new_app((1024, 640))
    try:
        scene = open_table(app, "auction", seed=9, pace=FAST)
        drawn: list[str] = []
        images = _board(scene).images
        assert isinstance(images, CardImages)
        original = images.card

        def record(card: str | None, size: tuple[int, int], back: str | None = None) -> Any:
            if card is not None:
                drawn.append(card)
            return original(card, size, back)

        images.card = record  # type: ignore[method-assign]
        seen: set[str] = set()
        for _ in range(2400):
            if app.top is not scene or scene.session.over:
                break
            seen |= seen_by_player(scene)
            view = scene.session.view()
            drawn.clear()
            if view.phase in ("set_aside", "bid") and _board(scene).sealed_open():
                sealed_turn(app, scene)
            elif view.phase == "play" and view.active == 0:
                play_turn(app, scene)
            else:
                app.step()
            seen |= seen_by_player(scene)
            hidden = set(drawn) - seen
            assert not hidden, f"drawn face up before the player saw them: {hidden}"
        assert scene.session.view().round >= 3
    finally:
        app.close()
