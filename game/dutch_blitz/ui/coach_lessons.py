"""The coached first match of Dutch Blitz: its lessons, and each tip built from a legal move.

The lessons, in teaching order: starting a Dutch pile with a 1, adding to a Dutch pile (same
colour, one higher), building a Post pile (one lower, the other gender), the Blitz pile (each
card left costs 2; emptying it ends the hand), flipping three from the hand onto the Wood, and
turning the Wood over when the hand is empty. Every tip is made from one move the rules core
lists as legal for the player at that moment (the coach only picks among them) and sits by the
pile that move takes its card from. The coached match is a fixed short deal against one
beginner bot; its bots start slowly and speed up over the first hand (``COACH_RAMP``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from game.core.i18n import N_
from game.dutch_blitz.bots.ramp import PaceRamp
from game.dutch_blitz.rules.cards import card_name
from game.dutch_blitz.rules.moves import Flip, Play, Recycle
from game.dutch_blitz.rules.state import BLITZ, DUTCH_NEW, WOOD, dutch_index, post_index
from game.dutch_blitz.rules.view import SeatView
from game.i18n import _, ngettext
from game.ui.coach import Tip
from game.ui.table.flow import CoachSetup

HUMAN: Final = 0
COACH_SEED: Final = 44
"""The coached deal, found by playing seeds 1-59 headless with a scripted learner (one move every
1.2 s), then checked at 0.8, 2 and 3 s a move: the green 1 lies face up on a Post pile at the
start and the green 2 is the Blitz top, so the first tips are starting a Dutch pile and adding
to it, then a Post build and a flip; every lesson comes up within 45 s of table time (the last,
turning the Wood over, at 12-45 s), and at each of those paces the learner Blitzes in the first
hand (101-289 s), which ends the match (target 10)."""
COACH_TARGET: Final = 10
"""The shortest match the setup screen offers: usually one hand, at most a few."""
COACH_LEVEL: Final = "beginner"
COACH_OPTIONS: Final = {"target_score": COACH_TARGET, "move_post_stack": False,
                        "auto_play_ones": False, "adaptive_pace": False}
"""The coached match's options: your 1s are yours to play (the first lesson is playing one)."""
COACH_RAMP: Final = PaceRamp(start=2.5, seconds=90.0)
"""The bot starts 2.5 times slower than the chosen bot speed and reaches it after 90 seconds of
the first hand's table time (the clock stands still while a tip is up)."""
LESSON_NAMES: Final = (N_("Dutch piles"), N_("Post building by gender"),
                       N_("flipping three"), N_("the Blitz pile's -2"))
"""What the setup screen says the coached match teaches (short: it has three lines; turning
the Wood over goes with flipping three)."""

_SOURCE_ORDER: Final = {WOOD: 0, BLITZ: 1}
"""Which pile a tip prefers to take its card from (then the Post piles)."""


def _plays(legal: Sequence[object], *, source: str | None = None) -> list[Play]:
    found = [m for m in legal if isinstance(m, Play) and m.card is not None
             and (source is None or m.source == source)]
    return sorted(found, key=lambda m: _SOURCE_ORDER.get(m.source, 2))


class BlitzLessons:
    """The lesson plan the shared ``Coach`` asks for tips."""

    lessons: tuple[str, ...] = ("dutch_new", "dutch_next", "post", "blitz", "flip", "recycle")

    def tip(self, lesson: str, view: SeatView, legal: Sequence[object]) -> Tip | None:
        if view.over:
            return None
        if lesson == "dutch_new":
            return _dutch_new(legal)
        if lesson == "dutch_next":
            return _dutch_next(view, legal)
        if lesson == "post":
            return _post(view, legal)
        if lesson == "blitz":
            return _blitz(view, legal)
        if lesson == "flip":
            return _flip(legal)
        if lesson == "recycle":
            return _recycle(legal)
        return None


def _dutch_new(legal: Sequence[object]) -> Tip | None:
    starts = [m for m in _plays(legal) if m.target == DUTCH_NEW]
    if not starts:
        return None
    move = starts[0]
    assert move.card is not None
    text = _("Your {card} can start a Dutch pile: drag it to the middle. Every card of yours "
             "in the middle scores 1 point. (Here your 1s wait for you, whatever \"Play my 1s "
             "for me\" says: this is the move to learn.)").format(card=card_name(move.card))
    return Tip("dutch_new", text, move, move.source)


def _dutch_next(view: SeatView, legal: Sequence[object]) -> Tip | None:
    adds = [m for m in _plays(legal) if dutch_index(m.target) is not None]
    if not adds:
        return None
    move = adds[0]
    index = dutch_index(move.target)
    assert move.card is not None and index is not None
    top = view.dutch[index].top
    text = _("Your {card} goes on the {top} in the middle: same colour, one higher. Drag it "
             "there, quick, before a rival does!").format(card=card_name(move.card),
                                                          top=card_name(top))
    return Tip("dutch_next", text, move, move.source)


def _post(view: SeatView, legal: Sequence[object]) -> Tip | None:
    builds = [m for m in _plays(legal) if post_index(m.target) is not None]
    if not builds:
        return None
    move = builds[0]
    onto = view.me.top(move.target)
    assert move.card is not None and onto is not None
    text = _("Your {card} fits on your {onto}: a Post pile builds down, one lower, boy on "
             "girl or girl on boy. Drag it there.").format(card=card_name(move.card, gender=True),
                                                          onto=card_name(onto, gender=True))
    return Tip("post", text, move, move.source)


def _blitz(view: SeatView, legal: Sequence[object]) -> Tip | None:
    plays = _plays(legal, source=BLITZ)
    if not plays:
        return None
    move = plays[0]
    onto = view.me.top(move.target)
    assert move.card is not None
    count = view.me.blitz_count
    if onto is not None:
        words = ngettext("Your Blitz pile: its {n} card still there at the end costs you 2 "
                         "points, and emptying it calls Blitz! and ends the hand. Drag its "
                         "{card} onto your {onto}.",
                         "Your Blitz pile: each of its {n} cards still there at the end costs "
                         "you 2 points, and emptying it calls Blitz! and ends the hand. Drag its "
                         "{card} onto your {onto}.", count)
    else:
        words = ngettext("Your Blitz pile: its {n} card still there at the end costs you 2 "
                         "points, and emptying it calls Blitz! and ends the hand. Drag its "
                         "{card} into the middle.",
                         "Your Blitz pile: each of its {n} cards still there at the end costs "
                         "you 2 points, and emptying it calls Blitz! and ends the hand. Drag its "
                         "{card} into the middle.", count)
    text = words.format(n=count, card=card_name(move.card),
                        onto=card_name(onto) if onto is not None else "")
    return Tip("blitz", text, move, BLITZ)


def _flip(legal: Sequence[object]) -> Tip | None:
    move = next((m for m in legal if isinstance(m, Flip)), None)
    if move is None:
        return None
    text = _("Nothing to play? Click your hand: three cards turn over onto your Wood pile, "
             "and the top one is yours to play.")
    return Tip("flip", text, move, "hand")


def _recycle(legal: Sequence[object]) -> Tip | None:
    move = next((m for m in legal if isinstance(m, Recycle) and not m.rotate), None)
    if move is None:
        return None
    text = _("Your hand is empty: click it to turn the Wood pile over into your hand, and "
             "flip through the same cards again.")
    return Tip("recycle", text, move, "hand")


COACH_SETUP: Final = CoachSetup(BlitzLessons, LESSON_NAMES, COACH_SEED, COACH_OPTIONS, COACH_LEVEL)
"""The coached match as the table host starts it."""


__all__ = ["COACH_LEVEL", "COACH_OPTIONS", "COACH_RAMP", "COACH_SEED", "COACH_SETUP",
           "COACH_TARGET", "LESSON_NAMES", "BlitzLessons"]
