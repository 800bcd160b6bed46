"""What Dutch Blitz's events look like, as data the table host plays: a flip turns three cards
from your hand onto your Wood (with the flip's sound), a played 1 lands what flew from its pile
and flies to the new Dutch pile (sounding as it lands), and a hand's end is its banner, one the
player may skip ("Blitz!" with its sound, or "Stalemate"). Asking plays nothing."""

from __future__ import annotations

from typing import Any

from motion_support import events_of, flights, kinds, motions_for
from table_support import blitz_config, board_of, seed_where, start_blitz

from game.dutch_blitz.rules.events import Flipped, HandEnded, Played
from game.dutch_blitz.rules.moves import Flip
from game.dutch_blitz.ui.board import BlitzBoard
from game.dutch_blitz.ui.renderer import seat_key
from game.dutch_blitz.ui.session import HUMAN
from game.dutch_blitz.ui.table_parts import rect_tuple
from game.ui.app import App
from game.ui.table.motion import Land, ShowBanner, Sound
from game.ui.table.scene import TableScene


def _board(scene: TableScene[Any, Any, Any, Any]) -> BlitzBoard:
    return board_of(scene, BlitzBoard)


def test_a_flip_turns_three_cards_from_your_hand_onto_your_wood(app: App) -> None:
    scene = start_blitz(app, blitz_config(7))
    seat = _board(scene).layout.seats[HUMAN]
    events, state = events_of(scene, Flip(HUMAN))
    flipped = next(e for e in events if isinstance(e, Flipped))
    motions = motions_for(scene, flipped, state)
    assert kinds(motions) == ["Fly"] * len(flipped.cards) + ["Sound"]
    assert motions[-1] == Sound("flip")
    assert [f.flight.card for f in flights(motions)] == [c.code for c in flipped.cards]
    for fly in flights(motions):
        assert fly.flight.src == rect_tuple(seat.hand) and fly.flight.dst == rect_tuple(seat.wood)
        assert fly.flight.hide == seat_key(HUMAN, "wood") and fly.flight.turn
    delays = [f.flight.delay for f in flights(motions)]
    assert delays == sorted(delays) and len(set(delays)) == len(delays), "one after another"


def test_a_played_one_flies_to_its_new_dutch_pile_and_sounds_as_it_lands(app: App) -> None:
    seed, move = seed_where(lambda m: m.target == "dutch:new")
    scene = start_blitz(app, blitz_config(seed))
    events, state = events_of(scene, move)
    played = next(e for e in events if isinstance(e, Played))
    motions = motions_for(scene, played, state)
    assert kinds(motions) == ["Land", "Fly"]
    assert motions[0] == Land(seat_key(HUMAN, move.source))
    (fly,) = flights(motions)
    pile = len(state.dutch) - 1
    assert move.card is not None and fly.flight.card == move.card.code
    assert fly.flight.hide == f"dutch:{pile}"
    assert fly.flight.dst == rect_tuple(_board(scene).layout.dutch_rect(pile))
    assert fly.landing_sound == "place"


def test_a_hands_end_is_its_banner_the_player_may_skip(app: App) -> None:
    scene = start_blitz(app, blitz_config(7))
    motions = motions_for(scene, HandEnded("blitz", 1), scene.session.state)
    assert kinds(motions) == ["ShowBanner", "Sound"] and motions[-1] == Sound("blitz")
    shown = motions[0]
    assert isinstance(shown, ShowBanner) and shown.skippable
    assert shown.banner.title == "Blitz!" and shown.banner.started > scene.anim
    (stalemate,) = motions_for(scene, HandEnded("stalemate", None), scene.session.state)
    assert isinstance(stalemate, ShowBanner) and stalemate.banner.title == "Stalemate"
    assert scene.banner is None and scene.results_at is None, "nothing shown yet"
