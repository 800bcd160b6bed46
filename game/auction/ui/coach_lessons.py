"""The coached first game of Dutch Auction: its lessons, and each tip built from a legal move.

The lessons, in teaching order: the set-aside, the sealed bid, playing a card for its power,
choosing what a firing power takes, buying a display card, and where paying cards go (all in
round 1 of the coached deal), then, as they come up (round 2 of the coached deal), the forced
purchase and taking a card back with an 8, 9 or 10. Every tip
is made from one move the rules core lists as legal for the player at that moment (the coach
only ever picks among them; its words describe that move) and is shown next to the card, zone
or slot that move is about. The coached game itself is a fixed deal against one beginner.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final

from game.auction.rules.cards import SUIT, SUIT_NAMES, VALUE, VP, is_power
from game.auction.rules.moves import Bid, Buy, Done, Fire, PlayPower, SetAside
from game.auction.rules.reasons import SUIT_CAPITALS
from game.auction.rules.state import BID, PLAY, SET_ASIDE
from game.auction.rules.view import View
from game.auction.ui.coach import card_name, power_text
from game.core.i18n import N_
from game.core.options import OptionValue
from game.i18n import _, ngettext
from game.ui.coach import Tip
from game.ui.table.flow import CoachSetup

HUMAN: Final = 0
COACH_SEED: Final = 126
"""The coached deal. Chosen by a search over seeds 1-600 (the coach's own moves against the
beginner) for a first hand holding a 6 and a card of its suit to bid, a won first bid and a
short game: the set-aside, the sealed bid, a power with something to cash in, its firing, a
purchase and a payment with a card of the bought card's suit all come up, in that order, in
the first round."""
COACH_OPTIONS: Final[Mapping[str, OptionValue]] = {"ten_card_face": False, "coach": True}
COACH_LEVEL: Final = "beginner"
LESSON_NAMES: Final = (N_("the set-aside"), N_("the sealed bid"), N_("powers"),
                       N_("buying, paying, the forced card"))
_FROM = {
    "auction_discards": N_("Your {card} fires: click the {target} to take it from the auction "
                           "discards into your offering: one more card to pay with."),
    "personal_discards": N_("Your {card} fires: click the {target} to take it from your "
                            "discards into your offering: one more card to pay with."),
    "personal_deck": N_("Your {card} fires: click the {target} to take it from your deck into "
                        "your offering: one more card to pay with."),
    "": N_("Your {card} fires: click the {target} to take it from there into your offering: "
           "one more card to pay with.")}
"""A firing 8, 9 or 10's tip by the pile its target lies in."""



def _suit(card: str) -> str:
    return _(SUIT_NAMES[SUIT[card]])


def _names(cards: Sequence[str]) -> str:
    """"blue 9, red 3 and pink 2": the cards named in a list."""
    words = [card_name(c) for c in cards]
    if len(words) <= 1:
        return "".join(words)
    return _("{cards} and {last}").format(cards=", ".join(words[:-1]), last=words[-1])


class AuctionLessons:
    """The lesson plan the shared ``Coach`` asks for tips."""

    lessons: tuple[str, ...] = ("set_aside", "bid", "power", "fire", "buy", "pay", "forced",
                                "retrieve")
    offer_finish = True
    """Once every lesson is taught the table offers to end the coached game (thirteen rounds
    would be long for a lesson) or to play it on."""
    epilogue: tuple[str, ...] = (
        N_("A tied bid: both add the top card of their deck to it, one by one, until it breaks "
        "(your set-aside card comes first). A player with no card left to add loses the tie."),
        N_("A 7 repeats the power of another card of its suit in your offering."),
        N_("The end: once the auction deck has run out, the game ends after a round in which the "
        "display empties or nobody buys by choice. Every card you own scores, plus 10 for each "
        "suit of which you own six or more; on equal points, fewer cards wins."))
    """The rules the coached deal does not show by the time its lessons are done."""

    def tip(self, lesson: str, view: View, legal: Sequence[object]) -> Tip | None:
        if lesson == "set_aside":
            return _set_aside(view, legal)
        if lesson == "bid":
            return _bid(view, legal)
        if lesson == "power":
            return _power(view, legal)
        if lesson == "fire":
            return _fire(view, legal)
        if lesson in ("buy", "pay"):
            return _buy(view, legal, lesson)
        if lesson == "retrieve":
            return _retrieve(view, legal)
        if lesson == "forced":
            return _forced(view, legal)
        return None


def _bid_cards(view: View) -> tuple[str, ...]:
    """What the coach would bid: the hand's cards without a power, strongest first, in hand
    order (kept back, a power card can still be played in your turn)."""
    plain = sorted((c for c in view.hand if not is_power(c)), key=lambda c: -VALUE[c])[:4]
    return tuple(c for c in view.hand if c in plain)


def _set_aside(view: View, legal: Sequence[object]) -> Tip | None:
    cards = [m.card for m in legal if isinstance(m, SetAside)]
    if view.phase != SET_ASIDE or not cards:
        return None
    later = [c for c in cards if VALUE[c] >= 8]  # a power for a round with fuller discards
    card = max(later, key=VALUE.__getitem__) if later else min(
        cards, key=lambda c: (VALUE[c] if not is_power(c) else 20, c))
    text = _("First the set-aside: drag your {card} to Set aside, then press Lock in. It goes "
             "face down on top of your deck: it comes back in your next hand, and it is your "
             "first extra card if the bids tie.").format(card=card_name(card))
    return Tip("set_aside", text, SetAside(HUMAN, card), f"hand:{card}")


def _bid(view: View, legal: Sequence[object]) -> Tip | None:
    if view.phase != BID:
        return None
    cards = _bid_cards(view)
    move = Bid(HUMAN, cards)
    if move not in legal:
        return None
    kept = [c for c in view.hand if c not in cards]
    if not cards:
        text = _("Now the sealed bid: you may bid nothing this time. Press Lock in; both bids "
                 "turn over at once.")
        return Tip("bid", text, move, "zone:bid")
    total = sum(VALUE[c] for c in cards)
    text = _("Now the sealed bid: drag your {cards} to Bid (total {total}), then press Lock "
             "in. Both bids turn over at once; the higher total buys first.").format(
        cards=_names(cards), total=total)
    if kept:
        keep = ngettext("Keep your {cards} in hand to play for its power.",
                        "Keep your {cards} in hand to play for their powers.", len(kept))
        text = _("{tip} {more}").format(tip=text, more=keep.format(cards=_names(kept)))
    return Tip("bid", text, move, f"hand:{cards[0]}")


def _useful(view: View, card: str) -> bool:
    """Whether the view shows a card that ``card``'s power could choose (words only: the
    rules core's legal moves decide once it fires)."""
    suit = SUIT[card]
    offering = [c for c in view.me.offering if SUIT[c] == suit]
    value = VALUE[card]
    if value == 6:
        return bool(offering)
    if value == 7:
        return any(VALUE[c] in (6, 8, 9, 10) for c in offering)
    piles = {8: view.auction_discards, 9: view.discards,
             10: view.discards + view.auction_discards}[value]
    if value == 10 and view.options.ten_card_face:
        piles = view.auction_discards + view.deck
    return any(SUIT[c] == suit for c in piles)


def _power(view: View, legal: Sequence[object]) -> Tip | None:
    if view.phase != PLAY or view.pending:
        return None
    cards = [m.card for m in legal if isinstance(m, PlayPower) and _useful(view, m.card)]
    if not cards:
        return None
    card = min(cards, key=lambda c: (VALUE[c] == 7, VALUE[c]))
    text = _("Powers: drag your {card} to your offering to play it. It {power}.").format(
        card=card_name(card), power=power_text(card, view.options.ten_card_face))
    return Tip("power", text, PlayPower(HUMAN, card), f"hand:{card}")


def _retrieve(view: View, legal: Sequence[object]) -> Tip | None:
    """An 8, 9 or 10 with a card of its suit to take (after round 1, when the discards fill)."""
    if view.phase != PLAY or view.pending:
        return None
    cards = [m.card for m in legal if isinstance(m, PlayPower) and VALUE[m.card] >= 8
             and _useful(view, m.card)]
    if not cards:
        return None
    card = min(cards, key=lambda c: (VALUE[c], c))
    text = _("Taking cards back: drag your {card} to your offering. It {power}: one more card "
             "to pay with.").format(card=card_name(card),
                                    power=power_text(card, view.options.ten_card_face))
    return Tip("retrieve", text, PlayPower(HUMAN, card), f"hand:{card}")


def _forced(view: View, legal: Sequence[object]) -> Tip | None:
    """The bid's loser owes the 1-cost card: the winner did not buy it."""
    if view.phase != PLAY or view.pending or Done(HUMAN) in legal:
        return None
    move = next((m for m in legal if isinstance(m, Buy) and m.slot == 1), None)
    if move is None:
        return None
    text = _("The forced purchase: you lost the bid and {card} is still in the 1-cost slot, so "
             "you must take it (pay with one offering card). Click it, then End turn.") \
        if move.paid else \
        _("The forced purchase: you lost the bid and {card} is still in the 1-cost slot, so "
          "you must take it (it is free: you have nothing to pay). Click it, then End turn.")
    text = text.format(card=card_name(_card(view, move)))
    return Tip("forced", text, move, "slot:1")


def _fire(view: View, legal: Sequence[object]) -> Tip | None:
    if view.phase != PLAY or not view.pending:
        return None
    top = view.pending[-1]
    fires = [m for m in legal if isinstance(m, Fire) and m.target is not None]
    if not fires:
        return None
    power = top.of or top.card
    if VALUE[top.card] == 7 and top.of is None:  # the 7 first names the power it repeats
        return _repeat(top.card, fires)
    if VALUE[power] == 6:
        move = min(fires, key=lambda m: (VALUE[m.target or ""], m.target))
        target = move.target or ""
        text = _("Your {card} fires: click your {target} to cash it in. It leaves your deck "
                 "for good but still scores {points}.").format(
            card=card_name(power), target=card_name(target), points=f"{VP[target]:+d}")
    else:
        move = max(fires, key=lambda m: (VP[m.target or ""], m.target or ""))
        target = move.target or ""
        text = _(_FROM.get(move.source or "", _FROM[""])).format(
            card=card_name(power), target=card_name(target))
    return Tip("fire", text, move, f"fire:{target}")


def _repeat(seven: str, fires: Sequence[Fire]) -> Tip:
    """A 7's firing: name the power to repeat, then what that power takes."""
    move = max(fires, key=lambda m: (VP[m.target or ""], m.of or ""))
    of, target = move.of or "", move.target or ""
    text = _("Your {card} repeats a {suit} power: click your {of}, then the {target} to cash "
             "in with it.") if VALUE[of] == 6 else \
        _("Your {card} repeats a {suit} power: click your {of}, then the {target} to take with "
          "it.")
    text = text.format(card=card_name(seven), suit=_suit(seven),
                       suit_noun=_(SUIT_CAPITALS[SUIT[seven]]), of=card_name(of),
                       target=card_name(target))
    return Tip("fire", text, move, f"fire:{target}")


def _buy(view: View, legal: Sequence[object], lesson: str) -> Tip | None:
    if view.phase != PLAY or view.pending:
        return None
    buys = [m for m in legal if isinstance(m, Buy)]
    forced = bool(buys) and Done(HUMAN) not in legal
    if lesson == "pay":
        buys = [m for m in buys if any(SUIT[c] == SUIT[_card(view, m)] for c in m.paid)]
    if not buys:
        return None

    def worth(m: Buy) -> tuple[int, int, int]:
        card = _card(view, m)
        same = sum(SUIT[c] == SUIT[card] for c in m.paid)
        both = int(0 < same < len(m.paid))
        return (VP[card], both, same)

    move = max(buys, key=worth)
    card = _card(view, move)
    if lesson == "pay":
        return Tip("pay", _pay_text(card, move), move, f"slot:{move.slot}")
    every = bool(move.paid) and len(move.paid) == len(view.me.offering)  # picked for you
    if forced:
        text = _("You lost the bid, so you must take the 1-cost card: click the {card} (your "
                 "one offering card pays: press Pay).") if every else \
            _("You lost the bid, so you must take the 1-cost card: click the {card} (pay with "
              "one offering card).") if move.paid else \
            _("You lost the bid, so you must take the 1-cost card: click the {card} (it is "
              "free: you have nothing left to pay with).")
    elif every:
        text = _("Buying: click the {card} ({points} points) in the {n}-cost slot; every card "
                 "of your offering pays for it, so press Pay. It goes to your discards.")
    else:
        text = ngettext("Buying: click the {card} ({points} points) in the {n}-cost slot; pick "
                        "{n} offering card to pay, and press Pay. It goes to your discards.",
                        "Buying: click the {card} ({points} points) in the {n}-cost slot; pick "
                        "{n} offering cards to pay, and press Pay. It goes to your discards.",
                        move.slot)
    text = text.format(card=card_name(card), points=f"{VP[card]:+d}", n=move.slot)
    return Tip("buy", text, move, f"slot:{move.slot}")


def _pay_text(card: str, move: Buy) -> str:
    same = [c for c in move.paid if SUIT[c] == SUIT[card]]
    other = [c for c in move.paid if SUIT[c] != SUIT[card]]
    if other:
        text = ngettext("Buy the {card} and pay with your {same}: paying cards of the bought "
                        "card's suit ({suit}) go back to your discards, so you keep them; your "
                        "{other} goes to the auction discards.",
                        "Buy the {card} and pay with your {same}: paying cards of the bought "
                        "card's suit ({suit}) go back to your discards, so you keep them; your "
                        "{other} go to the auction discards.", len(other))
    else:
        text = _("Buy the {card} and pay with your {same}: paying cards of the bought card's "
                 "suit ({suit}) go back to your discards, so you keep them; any others go to "
                 "the auction discards.")
    return text.format(card=card_name(card), same=_names(same), suit=_suit(card),
                       suit_noun=_(SUIT_CAPITALS[SUIT[card]]), other=_names(other))


def _card(view: View, move: Buy) -> str:
    card = view.display[move.slot - 1] if 1 <= move.slot <= len(view.display) else None
    return card or ""


COACH_SETUP: Final = CoachSetup(AuctionLessons, LESSON_NAMES, COACH_SEED, COACH_OPTIONS,
                                 COACH_LEVEL)
"""The coached match as the table host starts it."""


__all__ = ["COACH_LEVEL", "COACH_OPTIONS", "COACH_SEED", "COACH_SETUP", "HUMAN", "LESSON_NAMES",
           "AuctionLessons"]
