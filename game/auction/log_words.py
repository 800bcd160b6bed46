"""Dutch Auction's words for the table log: one sentence per public record line.

Sealed things stay sealed: a card set aside and a hand drawn are never named, and a bid is
only "locked in" until both bids turn over, when the winner's line gives both totals and the
cards bid. What lies face up (the offering, the display, a power's target, a purchase and
its payment) is named. Pure Python (no pygame).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.auction.rules import cards
from game.core.table_log import seat_name

Line = dict[str, Any]
Words = Callable[[Line, Sequence[str], Sequence[Line]], str | None]

_PILES = {"auction_discards": "the auction discards", "personal_discards": "{their} discards",
          "personal_deck": "{their} deck"}


def _their(who: str) -> str:
    return "your" if who == "You" else "their"


def card_words(code: object) -> str:
    """"the blue 9" (the table log's one naming function for this deck)."""
    return f"the {cards.card_words(str(code))}"


def _listed(codes: object) -> str:
    names = [card_words(c) for c in codes] if isinstance(codes, list) else []
    if len(names) <= 1:
        return "".join(names)
    return f"{', '.join(names[:-1])} and {names[-1]}"


def _round_lines(before: Sequence[Line], round_number: object, kind: str) -> list[Line]:
    """This round's earlier lines of ``kind`` (back to the round's first line)."""
    found: list[Line] = []
    for line in reversed(before):
        if line.get("round") != round_number:
            break
        if line.get("type") == kind:
            found.append(line)
    return found[::-1]


def _bid_total(before: Sequence[Line], round_number: object, seat: object) -> int:
    """The seat's bid total so far this round (tie cards added)."""
    total = 0
    for kind in ("bid", "tie_card"):
        for line in _round_lines(before, round_number, kind):
            if line.get("seat") == seat and isinstance(line.get("total"), int):
                total = line["total"]
    return total


def _bid_won(line: Line, names: Sequence[str], before: Sequence[Line]) -> str:
    seat = line.get("seat")
    other = 1 - seat if isinstance(seat, int) else None
    won, lost = (_bid_total(before, line.get("round"), s) for s in (seat, other))
    bids = {b.get("seat"): b.get("cards") for b in _round_lines(before, line.get("round"), "bid")}
    shown = "; ".join(f"{seat_name(names, s)} bid {_listed(c) or 'nothing'}"
                      for s, c in sorted(bids.items(), key=lambda item: str(item[0])))
    said = f"{seat_name(names, seat)} won the bid, {won} to {lost}"
    return f"{said} ({shown})" if shown else said


def _tie_card(line: Line, names: Sequence[str], before: Sequence[Line]) -> str:
    del before
    who = seat_name(names, line.get("seat"))
    return (f"Tie: {who} added {card_words(line.get('card'))} from {_their(who)} deck, "
            f"bid now {line.get('total')}")


def _power(line: Line, names: Sequence[str], before: Sequence[Line]) -> str:
    del before
    who = seat_name(names, line.get("seat"))
    card, target = card_words(line.get("card")), line.get("target")
    if target is None:
        return f"{who} let {card}'s power pass"
    effect = line.get("effect")
    if effect == "duplicate":
        of = card_words(line.get("of"))
        prefix = f"{who} used {card} to repeat {of}: "
    else:
        prefix = f"{who} played {card}: "
    if effect == "cash_in" or (effect == "duplicate" and line.get("from") is None):
        return f"{prefix}cashed in {card_words(target)}"
    source = _PILES.get(str(line.get("from")), "a pile").format(their=_their(who))
    return f"{prefix}took {card_words(target)} from {source}"


def _buy(line: Line, names: Sequence[str], before: Sequence[Line]) -> str:
    del before
    who, card = seat_name(names, line.get("seat")), card_words(line.get("card"))
    paid = line.get("paid")
    if not paid:
        return f"{who} took {card} for free"
    count = len(paid) if isinstance(paid, list) else 0
    return (f"{who} bought {card} for {count} card{'s' if count != 1 else ''} "
            f"({_listed(paid)})")


def _match_end(line: Line, names: Sequence[str], before: Sequence[Line]) -> str:
    del before
    scores = line.get("scores")
    totals = sorted(((int(seat), s.get("total")) for seat, s in scores.items()
                     if isinstance(s, dict)), key=lambda item: -int(item[1] or 0)) \
        if isinstance(scores, dict) else []
    winners = line.get("winners")
    who = " and ".join(seat_name(names, s) for s in winners) if isinstance(winners, list) \
        and winners else "Nobody"
    said = ", ".join(f"{seat_name(names, seat)} {total}" for seat, total in totals)
    return f"{who} {'wins' if isinstance(winners, list) and len(winners) == 1 else 'win'} " \
        f"the match: {said}"


def _reshuffled(who: str) -> str:
    return f"{who} shuffled {_their(who)} discards into a new deck"


def _drew(line: Line, names: Sequence[str]) -> str:
    drawn = line.get("cards")
    count = len(drawn) if isinstance(drawn, list) else 0
    return f"{seat_name(names, line.get('seat'))} drew {count} card{'s' if count != 1 else ''}"


def _restock(line: Line, names: Sequence[str], before: Sequence[Line]) -> str:
    del names, before
    left = line.get("auction_deck_left")
    return f"The display was restocked ({left} left in the auction deck)"


_WORDS: dict[str, Words] = {
    "draw": lambda line, names, before: _drew(line, names),
    "reshuffle": lambda line, names, before: _reshuffled(seat_name(names, line.get("seat"))),
    "set_aside": lambda line, names, before: (
        f"{seat_name(names, line.get('seat'))} set a card aside"),
    "bid": lambda line, names, before: f"{seat_name(names, line.get('seat'))} locked in a bid",
    "tie_card": _tie_card,
    "bid_won": _bid_won,
    "power": _power,
    "buy": _buy,
    "restock": _restock,
    "round_end": lambda line, names, before: f"Round {line.get('round')} ends",
    "match_end": _match_end,
}


def log_words(line: Line, names: Sequence[str], before: Sequence[Line]) -> str | None:
    """The table log's sentence for one Dutch Auction record line (None: nothing public)."""
    said = _WORDS.get(str(line.get("type")))
    return said(line, names, before) if said is not None else None


__all__ = ["card_words", "log_words"]
