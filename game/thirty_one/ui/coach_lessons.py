"""The coached first match of Blitz (31): its lessons, and each tip built from a legal move.

The lessons, in teaching order: what a hand is worth (one suit counts), taking the top of the
discard pile when it helps, drawing blind when it does not, that a card taken from the discard
pile cannot go straight back, throwing a card, when to knock, the last turn after someone
else's knock, and tokens. Every tip is made from one move the rules core lists as legal for
the player right now (the coach only picks among them; its advice -- which card to take or
throw, knocking at ``KNOCK_AT`` -- is hand arithmetic over that list) and is shown next to the
card, pile or button the move is about. The coached match is a fixed, short deal.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final

from game.core.i18n import N_, number
from game.core.options import OptionValue
from game.core.standard_cards import SUIT_WORDS, card_name, rank_words
from game.i18n import _
from game.thirty_one.log_words import names_joined
from game.thirty_one.rules.cards import POINTS, RANK_OF, SUIT_OF, counting_suit, hand_value
from game.thirty_one.rules.state import Discard, Draw, Knock, Move, View
from game.ui.coach import Tip

HUMAN: Final = 0
COACH_SEED: Final = 400
"""The coached deal, searched with the coach's advice as the player's moves: you start with
the 10 and 6 of diamonds and the ace of diamonds on the discard pile, so the first turn shows
the value of a hand, taking from the discard pile and the taken card staying; the second turn
a knock at 27. The second hand brings drawing blind, throwing, the tokens and the beginner's
knock (your last turn), and ends the match in two hands."""
COACH_OPTIONS: Final[Mapping[str, OptionValue]] = {
    "tokens": 1, "three_of_a_kind": False, "no_first_round_knock": False,
    "show_value": True, "four_colour": False,
}
"""One token each, so a short match still shows a token lost, "on your face" and "out"."""
COACH_RIVALS: Final = 1
COACH_LEVEL: Final = "beginner"
KNOCK_AT: Final = 25
"""The coach suggests knocking once your hand is worth at least this."""
LESSON_NAMES: Final = (N_("a hand's value"), N_("the draw and discard piles"),
                       N_("throwing"), N_("when to knock"), N_("tokens"))

def _value(view: View, cards: Sequence[str]) -> float:
    return hand_value(tuple(cards), view.rules.three_of_a_kind)


def _num(value: float) -> str:
    return number(value)


def suggested_throw(view: View, legal: Sequence[object]) -> Discard | None:
    """Of the legal throws, the one that keeps the best hand (the smallest card on a tie)."""
    throws = [m for m in legal if isinstance(m, Discard)]
    if not throws:
        return None

    def kept(move: Discard) -> tuple[float, int]:
        rest = [c for c in view.cards if c != move.card]
        return (_value(view, rest), -POINTS[move.card])

    return max(throws, key=kept)


def value_after_taking(view: View) -> float | None:
    """The best hand after taking the top discard and throwing another card (None: no pile)."""
    if not view.discard:
        return None
    top = view.discard[-1]
    cards = list(view.cards)
    return max(_value(view, [*cards[:i], *cards[i + 1:], top]) for i in range(len(cards)))


def suggested_draw(view: View, legal: Sequence[object]) -> Draw | None:
    """The top discard when it raises the hand's value, else the draw pile (if legal)."""
    take = Draw(HUMAN, "discard")
    after = value_after_taking(view)
    if take in legal and after is not None and after > _value(view, view.cards):
        return take
    stock = Draw(HUMAN, "stock")
    return stock if stock in legal else (take if take in legal else None)


def _suit_cards(view: View) -> tuple[str, list[str]]:
    suit = counting_suit(view.cards)
    return suit, [c for c in view.cards if SUIT_OF[c] == suit]


_DRAW_WORDS: Final = {
    "start": (N_("Start your turn: take the {card} from the discard pile (click it)."),
              N_("Start your turn: click the draw pile.")),
    "now": (N_("Now take the {card} from the discard pile (click it)."),
            N_("Now click the draw pile.")),
    "play_on": (N_("Play on: take the {card} from the discard pile (click it)."),
                N_("Play on: click the draw pile.")),
}
"""The sentence that ends a tip with the suggested draw, by how the tip leads into it."""


def _draw_words(view: View, move: Draw, lead: str) -> str:
    take, blind = _DRAW_WORDS[lead]
    if move.source == "discard":
        return _(take).format(card=card_name(view.discard[-1]))
    return _(blind)


class ThirtyOneLessons:
    """The lesson plan the shared ``Coach`` asks for tips; ``names`` are the seats' names."""

    lessons: tuple[str, ...] = ("value", "knock", "take_discard", "draw_pile", "taken_back",
                                "throw", "last_turn", "tokens")

    def __init__(self, names: Sequence[str] = ()) -> None:
        self.names = tuple(names)

    def tip(self, lesson: str, view: View, legal: Sequence[object]) -> Tip | None:
        if view.seat != HUMAN or view.to_play != HUMAN or view.phase == "over":
            return None
        if view.phase == "discard":
            return _throw_tip(lesson, view, legal)
        if lesson != "knock" and knock_suggested(view, legal):
            return None
        if lesson == "value":
            return _value_tip(view, legal)
        if lesson in ("take_discard", "draw_pile"):
            return _draw_tip(lesson, view, legal)
        if lesson == "knock":
            return _knock_tip(view, legal)
        if lesson == "last_turn":
            return self._last_turn(view, legal)
        if lesson == "tokens":
            return _tokens_tip(view, legal, self.names)
        return None

    def _last_turn(self, view: View, legal: Sequence[object]) -> Tip | None:
        knocker = view.knocker
        move = suggested_draw(view, legal)
        if knocker is None or knocker == HUMAN or move is None:
            return None
        who = self.names[knocker] if knocker < len(self.names) else _("A rival")
        text = _("{who} knocked: this is your last turn. Draw and throw as usual, then all "
                 "hands are shown and the lowest loses a token.").format(who=who)
        text += " " + _draw_words(view, move, "now")
        return Tip("last_turn", text, move, move.source)


def _value_tip(view: View, legal: Sequence[object]) -> Tip | None:
    move = suggested_draw(view, legal)
    if move is None or len(view.cards) != 3:
        return None
    value = _num(_value(view, view.cards))
    suit, cards = _suit_cards(view)
    if len(cards) == 1:
        counts = _("Your hand is worth {value}: only one suit counts, and your cards are all "
                   "different suits, so your best card counts alone.").format(value=value)
    else:
        ranks = names_joined([rank_words(RANK_OF[c]) for c in cards])
        # Translators: "your ace and king of spades make 21" ({ranks}: the cards' ranks)
        counts = _("Your hand is worth {value}: only one suit counts, and your {ranks} of "
                   "{suit} make {value}.").format(value=value, ranks=ranks,
                                                  suit=SUIT_WORDS[suit])
    text = " ".join((counts, _("Aces count 11; kings, queens and jacks 10."),
                     _draw_words(view, move, "start")))
    return Tip("value", text, move, "value")


def _draw_tip(lesson: str, view: View, legal: Sequence[object]) -> Tip | None:
    move = suggested_draw(view, legal)
    if move is None or not view.discard:
        return None
    top = card_name(view.discard[-1])
    after = value_after_taking(view)
    if lesson == "take_discard" and move.source == "discard" and after is not None:
        text = _("The {card} on the discard pile raises your hand to {value}: take it. "
                 "Click the discard pile (or drag the card to your hand).").format(
                     card=top, value=_num(after))
        return Tip(lesson, text, move, "discard")
    if lesson == "draw_pile" and move.source == "stock":
        text = _("The {card} would not raise your hand, so draw blind: click the draw pile. "
                 "A card from there may go straight back if it does not help.").format(card=top)
        return Tip(lesson, text, move, "stock")
    return None


def _throw_tip(lesson: str, view: View, legal: Sequence[object]) -> Tip | None:
    move = suggested_throw(view, legal)
    if move is None or lesson not in ("taken_back", "throw"):
        return None
    keep = [c for c in view.cards if c != move.card]
    left = _num(_value(view, keep))
    card = card_name(move.card)
    if lesson == "taken_back" and view.taken is not None:
        text = _("The {taken} you took cannot go straight back this turn. Throw the {card} "
                 "instead: drag it here, onto the discard pile. Your hand is then worth "
                 "{value}.").format(taken=card_name(view.taken), card=card, value=left)
        return Tip(lesson, text, move, "discard")
    if lesson == "throw" and view.taken is None:
        text = _("Now throw one card. The {card} helps least: drag it here, onto the discard "
                 "pile (or double-click it). Your hand is then worth {value}.").format(
                     card=card, value=left)
        return Tip(lesson, text, move, "discard")
    return None


def _knock_tip(view: View, legal: Sequence[object]) -> Tip | None:
    move = Knock(HUMAN)
    value = _value(view, view.cards)
    if not knock_suggested(view, legal):
        return None
    text = _("Your hand is worth {value}: knock instead of drawing! Click Knock. Everyone "
             "else gets one last turn, then the lowest hand loses a token; a knocker who is "
             "lowest alone loses two.").format(value=_num(value))
    return Tip("knock", text, move, "knock")


def _tokens_tip(view: View, legal: Sequence[object], names: Sequence[str]) -> Tip | None:
    move = suggested_draw(view, legal)
    if move is None or all(t >= view.rules.tokens for t in view.tokens):
        return None
    mine = view.tokens[HUMAN]
    if mine == 0:
        have = [_("You have no tokens left: you are on your face. You still play, but the next "
                  "lost hand puts you out.")]
    else:
        have = [_("The disc by your name is your token, your last one.") if mine == 1 else
                _("The discs by your name are your tokens: {n} left.").format(n=mine),
                _("The lowest hand at a showdown loses one.")]
        broke = [s for s in view.in_play if s != HUMAN and view.tokens[s] == 0]
        if broke and broke[0] < len(names):
            have.append(_("{who} has none left: on their face, still playing, and out at the "
                          "next loss.").format(who=names[broke[0]]))
        else:
            have.append(_("With none left you are on your face; the next loss puts you out."))
    text = " ".join((*have, _draw_words(view, move, "play_on")))
    return Tip("tokens", text, move, "tokens")


def knock_suggested(view: View, legal: Sequence[object]) -> bool:
    return Knock(HUMAN) in legal and _value(view, view.cards) >= KNOCK_AT


def coach_move(view: View, legal: Sequence[object]) -> Move | None:
    """What the coach would do here: knock at ``KNOCK_AT``, else the suggested draw or throw
    (the tests play the player's untipped turns with it)."""
    if knock_suggested(view, legal):
        return Knock(HUMAN)
    if view.phase == "discard":
        return suggested_throw(view, legal)
    return suggested_draw(view, legal)


__all__ = ["COACH_LEVEL", "COACH_OPTIONS", "COACH_RIVALS", "COACH_SEED", "KNOCK_AT",
           "LESSON_NAMES", "ThirtyOneLessons", "coach_move", "suggested_draw",
           "suggested_throw"]
