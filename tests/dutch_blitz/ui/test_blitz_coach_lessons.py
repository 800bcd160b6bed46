"""Dutch Blitz's lesson plan from literal tables: for each lesson, the table that shows it, the
move the tip points at (always one the rules core lists as legal), the pile it sits by and the
words a player reads; and the tables on which a lesson stays quiet."""

from __future__ import annotations

import pytest

from game.dutch_blitz.rules.cards import card
from game.dutch_blitz.rules.legal import legal_moves
from game.dutch_blitz.rules.moves import Flip, Move, Play, Recycle
from game.dutch_blitz.rules.state import Rules
from game.dutch_blitz.rules.view import DutchView, PilesView, SeatView
from game.dutch_blitz.ui.coach_lessons import BlitzLessons
from game.i18n import use_language
from game.ui.coach import Coach


def table(posts: str = "B9 Y9 R9 G9 Y4", blitz: str = "Y7", blitz_count: int = 10,
          wood: str | None = None, hand: int = 25, dutch: str = "",
          over: bool = False) -> SeatView:
    """Seat 0's view: its Post tops, Blitz top, Wood top and hand size, and the Dutch tops."""
    def piles(seat: int, tops: list[str]) -> PilesView:
        return PilesView(seat, tuple((card(c),) for c in tops), card(blitz), blitz_count,
                         card(wood) if wood else None, 3 if wood else 0, hand)

    me = piles(0, posts.split())
    rival = PilesView(1, ((card("B10"),),) * 5, card("G10"), 10, None, 0, 25)
    middle = tuple(DutchView(i, card(c), card(c).number) for i, c in enumerate(dutch.split()))
    return SeatView(Rules.for_seats(2, 10), me, False, (rival,), middle, over)


CASES: list[tuple[str, SeatView, Move, str, tuple[str, ...]]] = [
    ("dutch_new", table(posts="B9 G1 R9 G9 B8"), Play(0, "post:1", "dutch:new", card("G1")),
     "post:1", ("green 1", "start a Dutch pile", "drag it to the middle")),
    ("dutch_new", table(blitz="R1"), Play(0, "blitz", "dutch:new", card("R1")), "blitz",
     ("red 1",)),
    ("dutch_next", table(blitz="G2", dutch="G1"), Play(0, "blitz", "dutch:0", card("G2")),
     "blitz", ("green 2 goes on the green 1", "same colour, one higher")),
    ("dutch_next", table(wood="R4", dutch="G1 R3"), Play(0, "wood", "dutch:1", card("R4")),
     "wood", ("red 4 goes on the red 3",)),
    ("post", table(posts="B9 Y6 R9 G9 B8", blitz="R5"), Play(0, "blitz", "post:1", card("R5")),
     "blitz", ("red 5 (boy) fits on your yellow 6 (girl)", "one lower")),
    ("post", table(posts="B9 Y6 R9 G9 B8", blitz="R5", wood="B8"),
     Play(0, "wood", "post:3", card("B8")), "wood",
     ("blue 8 (boy) fits on your green 9 (girl)",)),
    ("blitz", table(posts="B9 Y6 R9 G9 B8", blitz="R5", blitz_count=7),
     Play(0, "blitz", "post:1", card("R5")), "blitz",
     ("each of its 7 cards", "costs you 2 points", "Blitz!", "red 5 onto your yellow 6")),
    ("blitz", table(blitz="Y2", dutch="Y1"), Play(0, "blitz", "dutch:0", card("Y2")), "blitz",
     ("yellow 2 into the middle",)),
    ("flip", table(), Flip(0), "hand", ("Click your hand", "three cards")),
    ("recycle", table(hand=0, wood="B2"), Recycle(0), "hand", ("hand is empty",
                                                               "turn the Wood pile over")),
]


@pytest.mark.parametrize(("lesson", "view", "move", "place", "words"), CASES)
def test_each_lesson_points_at_a_legal_move(lesson: str, view: SeatView, move: Move,
                                            place: str, words: tuple[str, ...]) -> None:
    legal = legal_moves(view)
    tip = BlitzLessons().tip(lesson, view, legal)
    assert tip is not None and tip.lesson == lesson
    assert tip.move == move and tip.move in legal
    assert tip.place == place
    for word in words:
        assert word in tip.text, tip.text


@pytest.mark.parametrize(("lesson", "view"), [
    ("dutch_new", table()),                        # no 1 showing
    ("dutch_next", table(dutch="G1")),             # nothing one higher of that colour
    ("dutch_next", table(blitz="R2", dutch="G1")),  # a 2, but of another colour
    ("post", table(posts="B9 R6 R9 G9 Y4", blitz="R5")),  # one lower, but the same gender
    ("blitz", table(blitz="Y7")),                  # the Blitz top fits nowhere
    ("flip", table(hand=0, wood="B2")),            # nothing left in the hand
    ("recycle", table()),                          # the hand still has cards
    ("flip", table(over=True)),                    # the hand is over
    ("unknown lesson", table()),
])
def test_a_lesson_is_quiet_when_the_table_does_not_show_it(lesson: str, view: SeatView) -> None:
    assert BlitzLessons().tip(lesson, view, legal_moves(view)) is None


def test_the_coach_teaches_in_order_and_never_shows_an_illegal_move() -> None:
    coach = Coach(BlitzLessons())
    view = table(posts="B9 G1 Y6 G9 B8", blitz="R5", wood="G2")
    legal = legal_moves(view)
    first = coach.refresh(view, legal)
    assert first is not None and first.lesson == "dutch_new"
    coach.moved(first.move)
    after = table(posts="B9 R5 Y6 G9 B8", blitz="Y3", wood="G2", dutch="G1")
    second = coach.refresh(after, legal_moves(after))
    assert second is not None and second.lesson == "dutch_next"
    assert second.move == Play(0, "wood", "dutch:0", card("G2"))
    assert all(shown.tip.move in shown.legal for shown in coach.shown)


def test_every_tip_reads_in_german() -> None:
    """The same tables in German: no English left around the cards' names, and a Blitz pile
    down to one card says so in the singular."""
    views = [(lesson, view) for lesson, view, *_rest in CASES]
    views.append(("blitz", table(posts="B9 Y6 R9 G9 B8", blitz="R5", blitz_count=1)))
    use_language("de")
    try:
        tips = [BlitzLessons().tip(lesson, view, legal_moves(view)) for lesson, view in views]
    finally:
        use_language("en")
    for tip in tips:
        assert tip is not None
        assert not any(english in tip.text for english in ("Your ", "Drag ", "Click ")), tip.text
    last = tips[-1]
    assert last is not None and "Seine letzte Karte kostet dich 2 Punkte" in last.text
