"""Words for the table: the coach line (what phase it is and what you can do now), the chain
trail of powers and the names of cards. Everything is derived from the rules core's view and
legal moves; nothing here is a rule of its own."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.auction.rules.cards import SUIT, SUIT_NAMES, VALUE, VP, card_words
from game.auction.rules.events import BidWon, PowerFired
from game.auction.rules.moves import Bid, Buy, Done, Fire, Move, PlayPower, SetAside
from game.auction.rules.reasons import SUIT_CAPITALS
from game.auction.rules.state import BID, OVER, PLAY, SET_ASIDE
from game.auction.rules.view import View
from game.i18n import _, ngettext

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


def _suit(card: str) -> dict[str, str]:
    """A card's suit for a sentence: as an adjective (``suit``, "green") and as a noun
    (``suit_noun``, "Green": German names a suit by its noun)."""
    return {"suit": _(SUIT_NAMES[SUIT[card]]), "suit_noun": _(SUIT_CAPITALS[SUIT[card]])}


def _sealed(view: View, legal: Sequence[Move], rival: str, picks: Choices) -> str:
    if picks.locked or not legal:
        return _("Locked in. Waiting for {rival} to lock in; then both bids turn over.").format(
            rival=rival)
    if view.phase == SET_ASIDE and any(isinstance(m, SetAside) for m in legal):
        if picks.aside is None:
            return _("Drag one hand card to Set aside (it tops your deck: your first tie "
                     "card), and up to four to Bid.")
        return _("Drag up to four more cards to Bid (or none), then press Lock in.")
    if any(isinstance(m, Bid) for m in legal):
        return _("Drag up to four hand cards to Bid (or none), then press Lock in.")
    return _("Waiting for {rival}.").format(rival=rival)


def _firing(view: View, legal: Sequence[Move]) -> str:
    top = view.pending[-1]
    name = card_name(top.of or top.card)
    value = VALUE[top.of or top.card]
    targets = [m for m in legal if isinstance(m, Fire) and m.target is not None]
    if value == 7 and top.of is None and not any(isinstance(m, Fire) and m.of for m in legal):
        text = _("Your {card} has no power of its suit to repeat: press Decline to go on.")
    elif not targets and not (value == 7 and top.of is None):
        text = _("Your {card} has nothing to take: press Decline to go on.")
    elif value == 6:
        text = _("Your {card} cashes in: click a glowing card to remove it (it still scores).")
    elif value == 7 and top.of is None:
        text = _("Your {card} repeats a power: click a glowing card, or Decline.")
    else:
        text = _("Your {card} fires: click a glowing card to take it into your offering, "
                 "or Decline.")
    return text.format(card=name)


def _paying(view: View, picks: Choices) -> str:
    """The line while paying: which cards are still to pick, or Pay once they are all picked
    (the table picks them itself when the offering holds exactly the price)."""
    card = card_name(view.display[picks.paying - 1] or "") if picks.paying else ""
    if picks.paid >= picks.price:
        if picks.price == len(view.me.offering):
            return _("Your whole offering pays for {card}: press Pay (its suit goes to your "
                     "discards, others to the auction's).").format(card=card)
        return _("The {card} is paid for: press Pay (its suit goes to your discards, others "
                 "to the auction's), or click a chosen card to swap.").format(card=card)
    left = picks.price - picks.paid
    if picks.paid:
        text = ngettext("Pick {n} more offering card to pay for {card}: its suit goes to your "
                        "discards, others to the auction's.",
                        "Pick {n} more offering cards to pay for {card}: its suit goes to your "
                        "discards, others to the auction's.", left)
    else:
        text = ngettext("Pick {n} offering card to pay for {card}: its suit goes to your "
                        "discards, others to the auction's.",
                        "Pick {n} offering cards to pay for {card}: its suit goes to your "
                        "discards, others to the auction's.", left)
    return text.format(n=left, card=card)


def _turn(view: View, legal: Sequence[Move], picks: Choices) -> str:
    if picks.paying is not None:
        return _paying(view, picks)
    if view.pending:
        return _firing(view, legal)
    if not any(isinstance(m, Done) for m in legal):
        return _("You lost the bid: you must take the 1-cost card (click it) before End turn.")
    power = any(isinstance(m, PlayPower) for m in legal)
    buy = any(isinstance(m, Buy) for m in legal)
    won = view.winner == view.seat
    if power and buy:
        return _("You won the bid: drag a 6-10 to your offering for its power, or click a "
                 "display card to buy it; then End turn.") if won else \
            _("Your turn: drag a 6-10 to your offering for its power, or click a display card "
              "to buy it; then End turn.")
    if power:
        return _("You won the bid: drag a 6-10 to your offering for its power; then End "
                 "turn.") if won else \
            _("Your turn: drag a 6-10 to your offering for its power; then End turn.")
    if buy:
        return _("You won the bid: click a display card to buy it; then End turn.") if won \
            else _("Your turn: click a display card to buy it; then End turn.")
    return _("You won the bid: nothing to buy or play; press End turn.") if won else \
        _("Your turn: nothing to buy or play; press End turn.")


def coach_line(view: View, legal: Sequence[Move], rival: str, picks: Choices = Choices()) -> str:
    """One short sentence: the phase and what the player can do now."""
    if view.phase == OVER:
        return _("The game is over: the score sheet shows who won.")
    if view.phase in (SET_ASIDE, BID):
        return _sealed(view, legal, rival, picks)
    if view.phase == PLAY and view.active == view.seat:
        return _turn(view, legal, picks)
    if view.phase == PLAY and view.active is not None:
        if view.winner == view.active:
            return _("{rival} won the bid: powers and purchases first; you follow.").format(
                rival=rival)
        return _("{rival} is playing powers and buying; then a new round.").format(rival=rival)
    return ""


def bid_words(event: BidWon, totals: Sequence[int], rival: str) -> str:
    """Who won the bid and why, told once both bids have turned over: "Anna wins the bid, 12
    to 9"; a tie the tie cards could not break says why it went that way."""
    won, lost = totals[event.seat], totals[1 - event.seat]
    mine = event.seat == 0
    if event.by == "no_card":
        text = _("You win the bid, {won} to {lost}: {rival} had no card left to add to the "
                 "tie") if mine else \
            _("{rival} wins the bid, {won} to {lost}: you had no card left to add to the tie")
    elif event.by == "last_loser" and event.round == 1:
        text = _("You win the bid, {won} to {lost}: neither had a card left to add, and a first "
                 "round's tie goes to {rival}") if mine else \
            _("{rival} wins the bid, {won} to {lost}: neither had a card left to add, and a "
              "first round's tie goes to {rival}")
    elif event.by == "last_loser":
        text = _("You win the bid, {won} to {lost}: neither had a card left to add, so the last "
                 "round's loser wins") if mine else \
            _("{rival} wins the bid, {won} to {lost}: neither had a card left to add, so the "
              "last round's loser wins")
    else:
        text = _("You win the bid, {won} to {lost}") if mine else \
            _("{rival} wins the bid, {won} to {lost}")
    return text.format(rival=rival, won=won, lost=lost)


def trail_step(event: PowerFired) -> str:
    """One step of a chain: "10 took blue 9", "7 repeats blue 6", "6 cashed in pink 2"."""
    value = VALUE[event.card]
    if event.of is not None:
        if event.target is None:
            text = _("7 repeats {of}")
        elif VALUE[event.of] == 6:
            text = _("7 repeats {of}, cashing in {card}")
        else:
            text = _("7 repeats {of}, taking {card}")
        return text.format(of=card_name(event.of), card=card_name(event.target or ""))
    if event.target is None:
        return _("{value} declined").format(value=value)
    if event.effect == "cash_in":
        return _("{value} cashed in {card}").format(value=value, card=card_name(event.target))
    return _("{value} took {card}").format(value=value, card=card_name(event.target))


def power_text(card: str, ten_card_face: bool = False) -> str:
    """What the card's power does, in words (empty for bid values 1-5)."""
    value = VALUE[card]
    if value == 6:
        text = _("cashes in another {suit} card of your offering (it still scores)")
    elif value == 7:
        text = _("repeats another {suit} power of your offering (twice if it has not fired)")
    elif value == 8:
        text = _("takes a {suit} card from the auction discards")
    elif value == 9:
        text = _("takes a {suit} card from your discards")
    elif value == 10:
        text = _("takes a {suit} card from the auction discards or your deck") \
            if ten_card_face else _("takes a {suit} card from your discards or the auction "
                                    "discards")
    else:
        return ""
    return text.format(**_suit(card))


def card_tip(card: str, ten_card_face: bool = False) -> tuple[str, str]:
    """Two short lines about a card: its name, bid value and points; its power."""
    head = _("{card}: bids {value}, scores {points}").format(
        card=card_name(card).capitalize(), value=VALUE[card], points=f"{VP[card]:+d}")
    power = power_text(card, ten_card_face)
    return head, (_("Power: {power}").format(power=power) if power
                  else _("No power: a pure bidder"))
