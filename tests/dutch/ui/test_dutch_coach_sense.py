"""The coach's tips are sensible, from literal positions: no tip throws away (snaps, discards or
gives away with the Jack) a red king or a joker (nor any known card cheaper than an unseen
one), no tip snaps away a card the coach would have had the player swap in, a low card is
swapped in for a known high one before a blind one, and a power card is not thrown away while a
known dearer card could go instead.
"""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from dataclasses import replace  # noqa: E402

import pytest  # noqa: E402

from game.core.seats import SeatSpec  # noqa: E402
from game.dutch.rules.cards import DECK, VALUES  # noqa: E402
from game.dutch.rules.moves import Discard, JackSwap, Move, Snap, Swap  # noqa: E402
from game.dutch.rules.state import Window  # noqa: E402
from game.dutch.rules.view import HIDDEN, DutchView  # noqa: E402
from game.dutch.ui.coach_lessons import SWAP_MAX, DutchLessons  # noqa: E402
from game.dutch.ui.session import HUMAN, dutch_session  # noqa: E402
from game.ui.coach import Tip  # noqa: E402

LESSONS = DutchLessons()
THROWN_AWAY = ("KD", "KH", "X1", "X2", "X3")
"""Cards worth -1 or 0: throwing one away costs points."""


def position(own: tuple[str, ...], **fields: object) -> DutchView:
    """A two-seat view with the player's layout ``own`` (``HIDDEN`` for an unseen card)."""
    session = dutch_session(3, [SeatSpec("You", "human"), SeatSpec("Anna", "bot", "beginner")],
                            {"rounds": 1})
    view = session.view()
    layouts = (own, (HIDDEN,) * 4)
    return replace(view, layouts=layouts, **fields)  # type: ignore[arg-type]


def thrown_card(tip: Tip, view: DutchView) -> str | None:
    """The card of the player's that ``tip`` gets rid of (None: it keeps every card)."""
    move = tip.move
    if isinstance(move, Snap):
        return view.own()[move.slot]
    if isinstance(move, Discard):
        return view.drawn
    if isinstance(move, JackSwap) and move.a_owner == HUMAN:
        return view.own()[move.a_slot]
    return None


def every_tip(view: DutchView, legal: list[Move]) -> list[Tip]:
    found = (LESSONS.tip(lesson, view, legal) for lesson in LESSONS.lessons)
    return [tip for tip in found if tip is not None]


@pytest.mark.parametrize("card", THROWN_AWAY)
def test_no_tip_snaps_or_gives_away_a_red_king_or_a_joker(card: str) -> None:
    rank = card[:-1]
    snap = position((card, "QS", "2C", HIDDEN),
                    window=Window(rank, 0.0, 3.0), phase="done")
    assert every_tip(snap, [Snap(HUMAN, 0)]) == []
    jack = position((card, HIDDEN, "2C", "AS"), phase="after", power="jack")
    gives = [JackSwap(HUMAN, HUMAN, 0, 1, 0), JackSwap(HUMAN, HUMAN, 2, 1, 0),
             JackSwap(HUMAN, HUMAN, 3, 1, 0)]
    low = position((card, card, "AS", "AC"), phase="after", power="jack")
    assert every_tip(jack, list(gives)) == [] and every_tip(low, list(gives)) == []
    high = position((card, HIDDEN, "QC", "AS"), phase="after", power="jack")
    assert [tip.move for tip in every_tip(high, list(gives))] == [gives[1]]  # the queen goes


def test_no_tip_snaps_away_a_card_the_coach_would_swap_in() -> None:
    swapped_in = {card for card in DECK if VALUES[card] <= SWAP_MAX}
    for card in sorted(swapped_in):
        view = position((card, HIDDEN, HIDDEN, HIDDEN), window=Window(card[:-1], 0.0, 3.0),
                        phase="done")
        assert every_tip(view, [Snap(HUMAN, 0)]) == [], card
    black_king = position(("KS", HIDDEN, HIDDEN, HIDDEN), window=Window("K", 0.0, 3.0),
                          phase="done")
    assert [tip.move for tip in every_tip(black_king, [Snap(HUMAN, 0)])] == [Snap(HUMAN, 0)]


def test_a_low_card_goes_in_for_a_known_high_one_before_a_blind_one() -> None:
    swaps: list[Move] = [Swap(HUMAN, slot) for slot in range(4)]
    known_queen = position((HIDDEN, HIDDEN, "QS", "2C"), phase="hold", drawn="3H",
                           drawn_from="stock")
    tip = LESSONS.tip("swap", known_queen, swaps)
    assert tip is not None and tip.move == Swap(HUMAN, 2) and "queen" in tip.text
    known_low = position((HIDDEN, HIDDEN, "4S", "2C"), phase="hold", drawn="KD",
                         drawn_from="stock")
    tip = LESSONS.tip("swap", known_low, swaps)
    assert tip is not None and tip.move == Swap(HUMAN, 0)  # blind, never the known 4


def test_a_power_card_is_not_thrown_while_a_known_dearer_card_could_go() -> None:
    legal: list[Move] = [Discard(HUMAN), *(Swap(HUMAN, slot) for slot in range(4))]
    dear = position((HIDDEN, HIDDEN, "QS", "2C"), phase="hold", drawn="8H", drawn_from="stock")
    assert LESSONS.tip("power_card", dear, legal) is None
    cheap = position((HIDDEN, HIDDEN, "4S", "2C"), phase="hold", drawn="8H", drawn_from="stock")
    tip = LESSONS.tip("power_card", cheap, legal)
    assert tip is not None and tip.move == Discard(HUMAN)
