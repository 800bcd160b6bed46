"""What Blitz (31)'s events look like, as data the table host plays: your draw flies the card to
its place in your hand, your throw lands what flew to your hand and flies the card to the
discard pile, a knock is a tick and a note by the seat, and a knock's hand end is the
"Showdown" banner with the showdown a moment after it. Asking plays nothing."""

from __future__ import annotations

from typing import Any

from motion_support import events_of, flights, kinds, motions_for
from table_support import FAST, board_of, my_turn, open_table

from game.thirty_one.rules.state import Discard, Discarded, Draw, Drew, HandEnded, Knock
from game.thirty_one.ui.board import ThirtyOneBoard
from game.thirty_one.ui.director import RESULTS_DELAY
from game.thirty_one.ui.session import HUMAN
from game.ui.app import App
from game.ui.sprites import box
from game.ui.table.motion import Land, ResultsAfter, ShowBanner, ShowNote, Sound
from game.ui.table.scene import TableScene

Scene = TableScene[Any, Any, Any, Any]


def _ready(app: App) -> Scene:
    scene = open_table(app, "thirty_one", 3, FAST, bots=3)
    assert my_turn(app, scene), "your turn comes round"
    return scene


def test_your_draw_and_throw_are_flights_to_your_hand_and_to_the_discard_pile(app: App) -> None:
    scene = _ready(app)
    board = board_of(scene, ThirtyOneBoard)
    events, state = events_of(scene, Draw(HUMAN, "stock"))
    drew = next(e for e in events if isinstance(e, Drew))
    motions = motions_for(scene, drew, state)
    assert kinds(motions) == ["Fly"]
    (fly,) = flights(motions)
    cards = scene.session.view().cards
    assert fly.flight.card == drew.card and fly.flight.hide == "hand:0" and fly.flight.turn
    assert fly.flight.dst == box(board.layout.human.card_rects(len(cards))[cards.index(drew.card)])
    assert fly.landing_sound == "place"

    thrown = cards[0]
    events, state = events_of(scene, Discard(HUMAN, thrown))
    discarded = next(e for e in events if isinstance(e, Discarded))
    motions = motions_for(scene, discarded, state)
    assert kinds(motions) == ["Land", "Fly"]
    assert motions[0] == Land("hand:0"), "your drawn card lands before you throw"
    (fly,) = flights(motions)
    assert fly.flight.card == thrown and fly.flight.hide == "discard"
    assert fly.flight.dst == box(board.layout.discard) and fly.landing_sound == "place"


def test_a_knock_is_a_tick_and_a_note_by_the_seat(app: App) -> None:
    scene = _ready(app)
    board = board_of(scene, ThirtyOneBoard)
    events, state = events_of(scene, Knock(HUMAN))
    assert motions_for(scene, events[0], state) == [
        Sound("tick"), ShowNote("You knock!", board.layout.seat_area(HUMAN).center)]


def test_a_knocks_hand_end_is_the_showdown_banner_then_the_showdown(app: App) -> None:
    scene = _ready(app)
    ended = HandEnded("knock", 1, (), (), (), ())
    motions = motions_for(scene, ended, scene.session.state)
    assert kinds(motions) == ["ShowBanner", "ResultsAfter"]
    shown, results = motions
    assert isinstance(shown, ShowBanner) and isinstance(results, ResultsAfter)
    assert shown.banner.title == "Showdown" and "Anna knocked" in shown.banner.subtitle
    banner = shown.banner
    assert results.at == banner.started + banner.duration + scene.time(RESULTS_DELAY)
