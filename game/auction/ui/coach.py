"""Words for the table: the coach line (what phase it is and what you can do now), the chain
trail of powers and the names of cards. Everything is derived from the rules core's view and
legal moves; nothing here is a rule of its own."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.auction.rules.cards import SUIT, SUIT_NAMES, VALUE, VP, card_words
from game.auction.rules.events import BidWon, PowerFired
from game.auction.rules.moves import Bid, Buy, Done, Fire, Move, PlayPower, SetAside
from game.auction.rules.state import BID, OVER, PLAY, SET_ASIDE
from game.auction.rules.view import View

card_name = card_words
"""``"B9"`` -> ``"blue 9"`` (the rules core's words for a card)."""


@dataclass(frozen=True)
class Choices:
    """What the player has picked at the table but not yet sent (zones, a purchase)."""

    aside: str | None = None
    bid: tuple[str, ...] = ()
    locked: bool = False
    paying: int | None = None
    price: int = 0
    paid: int = 0


def _sealed(view: View, legal: Sequence[Move], rival: str, picks: Choices) -> str:
    if picks.locked or not legal:
        return f"Locked in. Waiting for {rival} to lock in; then both bids turn over."
    if view.phase == SET_ASIDE and any(isinstance(m, SetAside) for m in legal):
        if picks.aside is None:
            return ("Drag one hand card to Set aside (it tops your deck: your first tie card), "
                    "and up to four to Bid.")
        return "Drag up to four more cards to Bid (or none), then press Lock in."
    if any(isinstance(m, Bid) for m in legal):
        return "Drag up to four hand cards to Bid (or none), then press Lock in."
    return f"Waiting for {rival}."


def _firing(view: View, legal: Sequence[Move]) -> str:
    top = view.pending[-1]
    name = card_name(top.of or top.card)
    value = VALUE[top.of or top.card]
    targets = [m for m in legal if isinstance(m, Fire) and m.target is not None]
    if value == 7 and top.of is None and not any(isinstance(m, Fire) and m.of for m in legal):
        return f"Your {name} has no power of its suit to repeat: press Decline to go on."
    if not targets and not (value == 7 and top.of is None):
        return f"Your {name} has nothing to take: press Decline to go on."
    if value == 6:
        return f"Your {name} cashes in: click a glowing card to remove it (it still scores)."
    if value == 7 and top.of is None:
        return f"Your {name} repeats a power: click a glowing card, or Decline."
    return f"Your {name} fires: click a glowing card to take it into your offering, or Decline."


def _paying(view: View, picks: Choices) -> str:
    """The line while paying: which cards are still to pick, or Pay once they are all picked
    (the table picks them itself when the offering holds exactly the price)."""
    card = card_name(view.display[picks.paying - 1] or "") if picks.paying else ""
    routes = "its suit goes to your discards, others to the auction's"
    if picks.paid >= picks.price:
        if picks.price == len(view.me.offering):
            return f"Your whole offering pays for {card}: press Pay ({routes})."
        return f"The {card} is paid for: press Pay ({routes}), or click a chosen card to swap."
    left = picks.price - picks.paid
    more = " more" if picks.paid else ""
    return f"Pick {left}{more} offering card{'s' * (left != 1)} to pay for {card}: {routes}."


def _turn(view: View, legal: Sequence[Move], picks: Choices) -> str:
    if picks.paying is not None:
        return _paying(view, picks)
    if view.pending:
        return _firing(view, legal)
    if not any(isinstance(m, Done) for m in legal):
        return "You lost the bid: you must take the 1-cost card (click it) before End turn."
    can = []
    if any(isinstance(m, PlayPower) for m in legal):
        can.append("drag a 6-10 to your offering for its power")
    if any(isinstance(m, Buy) for m in legal):
        can.append("click a display card to buy it")
    lead = "You won the bid" if view.winner == view.seat else "Your turn"
    if not can:
        return f"{lead}: nothing to buy or play; press End turn."
    return f"{lead}: {', or '.join(can)}; then End turn."


def coach_line(view: View, legal: Sequence[Move], rival: str, picks: Choices = Choices()) -> str:
    """One short sentence: the phase and what the player can do now."""
    if view.phase == OVER:
        return "The game is over: the score sheet shows who won."
    if view.phase in (SET_ASIDE, BID):
        return _sealed(view, legal, rival, picks)
    if view.phase == PLAY and view.active == view.seat:
        return _turn(view, legal, picks)
    if view.phase == PLAY and view.active is not None:
        if view.winner == view.active:
            return f"{rival} won the bid: powers and purchases first; you follow."
        return f"{rival} is playing powers and buying; then a new round."
    return ""


def bid_words(event: BidWon, totals: Sequence[int], rival: str) -> str:
    """Who won the bid and why, told once both bids have turned over: "Anna wins the bid, 12
    to 9"; a tie the tie cards could not break says why it went that way."""
    who = "You win" if event.seat == 0 else f"{rival} wins"
    text = f"{who} the bid, {totals[event.seat]} to {totals[1 - event.seat]}"
    if event.by == "no_card":
        other = "you" if event.seat == 1 else rival
        return f"{text}: {other} had no card left to add to the tie"
    if event.by == "last_loser":
        if event.round == 1:
            return f"{text}: neither had a card left to add, and a first round's tie goes to " \
                f"{rival}"
        return f"{text}: neither had a card left to add, so the last round's loser wins"
    return text


def trail_step(event: PowerFired) -> str:
    """One step of a chain: "10 took blue 9", "7 repeats blue 6", "6 cashed in pink 2"."""
    value = VALUE[event.card]
    if event.of is not None:
        what = f"7 repeats {card_name(event.of)}"
        if event.target is not None:
            verb = "cashing in" if VALUE[event.of] == 6 else "taking"
            what += f", {verb} {card_name(event.target)}"
        return what
    if event.target is None:
        return f"{value} declined"
    if event.effect == "cash_in":
        return f"{value} cashed in {card_name(event.target)}"
    return f"{value} took {card_name(event.target)}"


def power_text(card: str, ten_card_face: bool = False) -> str:
    """What the card's power does, in words (empty for bid values 1-5)."""
    suit = SUIT_NAMES[SUIT[card]]
    value = VALUE[card]
    if value == 6:
        return f"cashes in another {suit} card of your offering (it still scores)"
    if value == 7:
        return f"repeats another {suit} power of your offering (twice if it has not fired)"
    if value == 8:
        return f"takes a {suit} card from the auction discards"
    if value == 9:
        return f"takes a {suit} card from your discards"
    if value == 10:
        where = "the auction discards or your deck" if ten_card_face else \
            "your discards or the auction discards"
        return f"takes a {suit} card from {where}"
    return ""


def card_tip(card: str, ten_card_face: bool = False) -> tuple[str, str]:
    """Two short lines about a card: its name, bid value and points; its power."""
    head = f"{card_name(card).capitalize()}: bids {VALUE[card]}, scores {VP[card]:+d}"
    power = power_text(card, ten_card_face)
    return head, ("Power: " + power) if power else "No power: a pure bidder"
