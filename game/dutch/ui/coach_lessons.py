"""The coached first match of Dutch: its lessons, and each tip built from a legal move.

The lessons, in teaching order: the start peek, swapping blind, discarding a card for its
power, each power (look at your own card, at a rival's card, the Jack's blind swap), snapping
(and its penalty), and when to call. Every tip is made from one move the rules core lists as
legal for the player at that moment (the coach only ever picks among them) and is shown next
to the card or pile that move is about. A tip is also sensible: never worse than the plain
alternative the player has (it swaps a low card in for a known high one, or blind when no known
card is worse than an unseen one; it never throws away a red king or a joker, nor snaps away a
low card it would have had the player swap in), and the call is taught last, so the match never
ends before the other lessons. The coached match itself is a fixed, short deal: two
players, one slow beginner bot, the player starting, a long start peek.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final

from game.core.i18n import N_
from game.core.options import OptionValue
from game.dutch.rules.cards import (
    POWER_JACK,
    POWER_OTHER,
    POWER_OWN,
    RANK_OF,
    VALUES,
    a_rank,
    card_name,
    power_of,
    rank_words,
)
from game.dutch.rules.moves import Call, Discard, Draw, JackSwap, Look, Snap, Swap
from game.dutch.rules.view import HIDDEN, DutchView
from game.i18n import _
from game.ui.coach import Tip
from game.ui.table.flow import CoachSetup

HUMAN: Final = 0
COACH_SEED: Final = 27
"""The coached deal (chosen so the peek, a blind swap, a power and a snap come up early)."""
COACH_OPTIONS: Final[Mapping[str, OptionValue]] = {
    "rounds": 1, "snap_window": 3.0, "cabo_powers": False, "emptied_off_turn_minus_10": False,
    "peek_seconds": 15.0, "reveal_seconds": 3.0, "assist": False, "four_colour": False,
}
COACH_LEVEL: Final = "beginner"
CALL_AT: Final = 8
SWAP_MAX: Final = 4
"""A drawn card worth at most this is worth swapping in (the coach snaps only dearer ones)."""
UNSEEN_WORTH: Final = 6
"""A known card worth at least this is worse than an unseen one (the deck averages about 5.8):
it goes before a blind card."""
LESSON_WORDS: Final[Mapping[str, str]] = {
    "peek": N_("the peek"), "swap": N_("swapping"), "power_card": N_("powers"),
    "look_own": N_("powers"), "look_other": N_("powers"), "jack": N_("the Jack"),
    "snap": N_("snapping"), "call": N_("calling"),
}
"""The coach suggests calling once your known cards add up to at most this (none unseen)."""
LESSON_NAMES: Final = (N_("the peek"), N_("swapping blind"),
                       N_("snapping and its penalty"), N_("each power"), N_("when to call"))

_POWER_TEXT = {
    POWER_OWN: N_("Discard your {card} from the draw pile: a discarded {rank} lets you look "
                  "at one of your own cards (one swapped out of your layout too). Drag it onto "
                  "the discard pile."),
    POWER_OTHER: N_("Discard your {card} from the draw pile: a discarded {rank} lets you look "
                    "at one card of another player (one swapped out of your layout too). Drag "
                    "it onto the discard pile."),
    POWER_JACK: N_("Discard your {card} from the draw pile: a discarded {rank} lets you swap "
                   "two cards of two players, unseen (one swapped out of your layout too). Drag "
                   "it onto the discard pile."),
}
_SLOT_WORDS = (N_("upper left"), N_("upper right"), N_("lower left"), N_("lower right"))


def slot_words(slot: int) -> str:
    """Where a slot of your layout lies, as "your {slot} card" names it."""
    if 0 <= slot < len(_SLOT_WORDS):
        return _(_SLOT_WORDS[slot])
    return _("number {n}").format(n=slot + 1)


def slot_place(owner: int, slot: int) -> str:
    return f"slot:{owner}:{slot}"


def _unseen(view: DutchView, owner: int, slots: Sequence[int]) -> list[int]:
    return [i for i in slots if view.layouts[owner][i] == HIDDEN]


class DutchLessons:
    """The lesson plan the shared ``Coach`` asks for tips."""

    lessons: tuple[str, ...] = ("peek", "swap", "power_card", "look_own", "look_other", "jack",
                                "snap", "call")
    last: tuple[str, ...] = ("call",)
    """The call ends the match: taught only once every other lesson is."""

    def tip(self, lesson: str, view: DutchView, legal: Sequence[object]) -> Tip | None:
        if lesson == "peek":
            return _peek(view, legal)
        if lesson == "swap":
            return _swap(view, legal)
        if lesson == "power_card":
            return _power_card(view, legal)
        if lesson in ("look_own", "look_other"):
            return _look(view, legal, own=lesson == "look_own")
        if lesson == "jack":
            return _jack(view, legal)
        if lesson == "snap":
            return _snap(view, legal)
        if lesson == "call":
            return _call(view, legal)
        return None


def _peek(view: DutchView, legal: Sequence[object]) -> Tip | None:
    move = Draw(HUMAN, "stock")
    if move not in legal:
        return None
    if view.draws == 0:
        text = _("Your two lower cards are face up for now: remember them! Then click Ready "
                 "and take the top card of the draw pile.")
    else:
        text = _("Remember the two lower cards you peeked at. Your turn: click the draw pile "
                 "to take its top card.")
    return Tip("peek", text, move, slot_place(HUMAN, 2))


def _known(view: DutchView) -> list[tuple[int, str]]:
    """Your layout cards you know: (slot, card)."""
    return [(i, c) for i, c in enumerate(view.own()) if c not in (None, HIDDEN)]


def _swap(view: DutchView, legal: Sequence[object]) -> Tip | None:
    card = view.drawn
    if view.phase != "hold" or card is None or card == HIDDEN or VALUES[card] > SWAP_MAX:
        return None
    swaps = [m.slot for m in legal if isinstance(m, Swap)]
    worst = max(((VALUES[c], i) for i, c in _known(view) if i in swaps), default=None)
    if worst is not None and worst[0] >= UNSEEN_WORTH and worst[0] > VALUES[card]:
        slot = worst[1]
        known = card_name(view.own()[slot] or "")
        text = _("Your {card} scores only {value}, and your {slot} card is the {known} you saw "
                 "({known_value}): swap them. Drag it onto that card; the old one is "
                 "discarded.").format(card=card_name(card), value=VALUES[card],
                                      slot=slot_words(slot), known=known, known_value=worst[0])
        return Tip("swap", text, Swap(HUMAN, slot), slot_place(HUMAN, slot))
    blind = _unseen(view, HUMAN, swaps)
    if not blind:
        return None
    slot = blind[0]
    text = _("Your {card} scores only {value}: swap it blind for a card you have not seen. "
             "Drag it onto your {slot} card; that card is discarded (a 7-10 or Jack swapped out "
             "gives its power, as a thrown one does).").format(
        card=card_name(card), value=VALUES[card], slot=slot_words(slot))
    return Tip("swap", text, Swap(HUMAN, slot), slot_place(HUMAN, slot))


def _power_card(view: DutchView, legal: Sequence[object]) -> Tip | None:
    card = view.drawn
    if Discard(HUMAN) not in legal or card is None or card == HIDDEN:
        return None
    power = power_of(card)
    if power is None or any(VALUES[c] > VALUES[card] for _, c in _known(view)):
        return None  # swapping it for that dearer card is the better move
    text = _(_POWER_TEXT[power]).format(card=card_name(card), rank=rank_words(RANK_OF[card]))
    return Tip("power_card", text, Discard(HUMAN), "held")


def _look(view: DutchView, legal: Sequence[object], own: bool) -> Tip | None:
    looks = [m for m in legal if isinstance(m, Look) and (m.owner == HUMAN) == own]
    if not looks:
        return None
    fresh = [m for m in looks if view.layouts[m.owner][m.slot] == HIDDEN] or looks
    move = fresh[0]
    if own:
        text = _("Your power: look at one of your own cards. Click your {slot} card (you have "
                 "not seen it) and remember it.").format(slot=slot_words(move.slot))
        return Tip("look_own", text, move, slot_place(HUMAN, move.slot))
    text = _("Your power: look at a rival's card. Click this one: knowing their cards tells "
             "you when to call and what to snap.")
    return Tip("look_other", text, move, slot_place(move.owner, move.slot))


def _jack(view: DutchView, legal: Sequence[object]) -> Tip | None:
    swaps = [m for m in legal if isinstance(m, JackSwap) and m.a_owner == HUMAN]
    if not swaps:
        return None

    def worth(m: JackSwap) -> float:
        card = view.layouts[HUMAN][m.a_slot]
        return VALUES[card] if card not in (None, HIDDEN) else UNSEEN_WORTH - 0.5

    move = max(swaps, key=worth)
    mine = view.layouts[HUMAN][move.a_slot]
    if mine not in (None, HIDDEN) and VALUES[mine] < UNSEEN_WORTH:
        return None  # a known low card (a red king, a joker) is worth more than a blind one
    if mine not in (None, HIDDEN):
        text = _("Your Jack swaps two cards of two players, face down. Give away your {card}: "
                 "click it, then click a rival's card.").format(card=card_name(mine))
    else:
        text = _("Your Jack swaps two cards of two players, face down. Give away one of your "
                 "cards: click it, then click a rival's card.")
    return Tip("jack", text, move, slot_place(HUMAN, move.a_slot))


def _snap(view: DutchView, legal: Sequence[object]) -> Tip | None:
    w = view.window
    if w is None:
        return None
    for m in legal:
        if isinstance(m, Snap):
            card = view.own()[m.slot]
            if card not in (None, HIDDEN) and RANK_OF[card] == w.rank and \
                    VALUES[card] > SWAP_MAX:  # never a red king, a joker or a card worth keeping
                text = _("Snap! The discard is {rank} and so is your {slot} card: "
                         "double-click it to throw it out. A wrong snap costs you a penalty "
                         "card.").format(rank=a_rank(w.rank), slot=slot_words(m.slot))
                return Tip("snap", text, m, slot_place(HUMAN, m.slot))
    return None


def _call(view: DutchView, legal: Sequence[object]) -> Tip | None:
    if Call(HUMAN) not in legal:
        return None
    own = [c for c in view.own() if c is not None]
    if any(c == HIDDEN for c in own) or sum(VALUES[c] for c in own) > CALL_AT:
        return None
    total = sum(VALUES[c] for c in own)
    text = _("Your cards add up to {total}: time to call! Click Dutch. Everyone plays one more "
             "turn; the lowest total wins, and a caller who is not lowest scores +10.").format(
        total=total)
    return Tip("call", text, Call(HUMAN), "button:dutch")


COACH_SETUP: Final = CoachSetup(DutchLessons, LESSON_NAMES, COACH_SEED, COACH_OPTIONS, COACH_LEVEL)
"""The coached match as the table host starts it."""


__all__ = ["COACH_LEVEL", "COACH_OPTIONS", "COACH_SEED", "COACH_SETUP", "LESSON_NAMES",
           "LESSON_WORDS", "SWAP_MAX", "DutchLessons"]
