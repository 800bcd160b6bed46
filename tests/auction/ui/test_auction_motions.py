"""What Dutch Auction's events look like, as data the table host plays: your draw flies each
card from your deck to its place in your hand one after another, a shown bid turns each card
over on its way to the offering, the bid's winner is a note with the flip's sound, and the
game's end is its banner. Asking plays nothing."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest
from motion_support import flights, kinds, motions_for
from table_support import board_of, new_app, open_table

from game.auction.rules.events import BidShown, BidWon, Drew, GameEnded, SeatScore, TieCard
from game.auction.rules.state import PLAY
from game.auction.rules.view import view as view_of
from game.auction.ui.board import AuctionBoard
from game.auction.ui.painter import hand_rects, offering_rects
from game.ui.app import App
from game.ui.sprites import box
from game.ui.table.motion import Land, ShowBanner, ShowNote, Sound
from game.ui.table.scene import TableScene


@pytest.fixture
def app() -> Iterator[App]:
    app = new_app((1024, 640))
    yield app
    app.close()


def _board(scene: TableScene[Any, Any, Any, Any]) -> AuctionBoard:
    return board_of(scene, AuctionBoard)


def test_your_draw_flies_each_card_from_your_deck_to_your_hand_in_turn(app: App) -> None:
    scene = open_table(app, "auction", seed=3)
    layout = _board(scene).layout
    view = scene.session.view()
    motions = motions_for(scene, Drew(1, 0, tuple(view.hand)), scene.session.state)
    assert kinds(motions) == ["Land", "Fly"] * len(view.hand)
    assert [m for m in motions if isinstance(m, Land)] == [Land(card) for card in view.hand]
    places = hand_rects(layout, view)
    for fly, card in zip(flights(motions), view.hand, strict=True):
        assert fly.flight.card == card and fly.flight.hide == card
        assert fly.flight.src == box(layout.piles["deck"])
        assert fly.flight.dst == box(places[card])
    starts = [f.flight.t0 + f.flight.delay for f in flights(motions)]
    assert starts == sorted(starts) and len(set(starts)) == len(starts), "one after another"


def test_a_shown_bid_turns_over_on_its_way_to_the_offering_and_its_winner_is_told(
        app: App) -> None:
    scene = open_table(app, "auction", seed=3)
    state = replace(scene.session.state, phase=PLAY, active=0, winner=0)
    state = state.with_seat(0, offering=("G1", "G2"), bid=("G1", "G2"))
    motions = motions_for(scene, BidShown(1, 0, ("G1", "G2"), 3), state)
    assert kinds(motions) == ["Land", "Fly", "Land", "Fly"]
    offered = offering_rects(_board(scene).layout, view_of(state, 0), 0)
    for fly, card in zip(flights(motions), ("G1", "G2"), strict=True):
        assert fly.flight.card == card and fly.flight.turn
        assert fly.flight.dst == box(offered[card])
    won = motions_for(scene, BidWon(1, 0, "total"), state)
    assert kinds(won) == ["ShowNote", "Sound"] and won[-1] == Sound("flip")
    note = won[0]
    assert isinstance(note, ShowNote) and "You" in note.text


def test_each_card_flies_to_its_place_in_the_offering_of_its_own_event(app: App) -> None:
    """The offering is laid out once for the cards of one event, and again for the next
    event's: a tie card and the bid before it land where each state's offering puts them."""
    scene = open_table(app, "auction", seed=3)
    layout = _board(scene).layout
    state = replace(scene.session.state, phase=PLAY, active=0, winner=0)
    bid = state.with_seat(0, offering=("G1", "G2"), bid=("G1", "G2"))
    tied = bid.with_seat(0, offering=("G1", "G2", "B3"), bid=("G1", "G2", "B3"))
    for event, after, cards in ((BidShown(1, 0, ("G1", "G2"), 3), bid, ("G1", "G2")),
                                (TieCard(1, 0, "B3", 6), tied, ("B3",)),
                                (BidShown(1, 0, ("G1", "G2"), 3), bid, ("G1", "G2"))):
        offered = offering_rects(layout, view_of(after, 0), 0)
        landed = [fly.flight.dst for fly in flights(motions_for(scene, event, after))]
        assert landed == [box(offered[card]) for card in cards]
    assert "B3" not in offering_rects(layout, view_of(bid, 0), 0), \
        "(the tie card has a place of its own only in the later state's offering)"


def test_the_games_end_is_its_banner(app: App) -> None:
    scene = open_table(app, "auction", seed=3)
    scores = (SeatScore(20, 3, 23, 12), SeatScore(15, 0, 15, 10))
    (shown,) = motions_for(scene, GameEnded(scores, (0,)), scene.session.state)
    assert isinstance(shown, ShowBanner) and not shown.skippable
    assert shown.banner.title == "You win!"
    assert shown.banner.subtitle == "Final score 23 to 15"
