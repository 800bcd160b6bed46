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
from game.i18n import S_, _, is_default_player, said_of, said_of_counted

Line = dict[str, Any]
Words = Callable[[Line, Sequence[str], Sequence[Line]], str | None]


def _is_you(who: str) -> bool:
    return is_default_player(who)


def card_words(code: object) -> str:
    """"the blue 9" (the table log's one naming function for this deck)."""
    return _("the {card}").format(card=cards.card_words(str(code)))


def _listed(codes: object) -> str:
    names = [card_words(c) for c in codes] if isinstance(codes, list) else []
    if len(names) <= 1:
        return "".join(names)
    return _("{cards} and {last}").format(cards=", ".join(names[:-1]), last=names[-1])


def _round_lines(before: Sequence[Line], round_number: object) -> list[Line]:
    """This round's earlier lines (back to the round's first line), in order: read once for
    a bid's winner, whose words need several kinds of them."""
    found: list[Line] = []
    for index in range(len(before) - 1, -1, -1):
        line = before[index]
        if line.get("round") != round_number:
            break
        found.append(line)
    return found[::-1]


def _bid_total(lines: Sequence[Line], seat: object) -> int:
    """The seat's bid total so far this round (tie cards added), from the round's ``lines``:
    its bid's total, or the total of its latest tie card."""
    total = 0
    for kind in ("bid", "tie_card"):
        for line in lines:
            if line.get("type") == kind and line.get("seat") == seat \
                    and isinstance(line.get("total"), int):
                total = line["total"]
    return total


def _bid_won(line: Line, names: Sequence[str], before: Sequence[Line]) -> str:
    seat = line.get("seat")
    other = 1 - seat if isinstance(seat, int) else None
    lines = _round_lines(before, line.get("round"))
    won, lost = (_bid_total(lines, s) for s in (seat, other))
    bids = {b.get("seat"): b.get("cards") for b in lines if b.get("type") == "bid"}
    shown = "; ".join(said_of(seat_name(names, s), "{who} bid {cards}",
                              cards=_listed(c) or _("nothing"))
                      for s, c in sorted(bids.items(), key=lambda item: str(item[0])))
    said = said_of(seat_name(names, seat), "{who} won the bid, {won} to {lost}", won=won,
                   lost=lost)
    return _("{said} ({bids})").format(said=said, bids=shown) if shown else said


def _tie_card(line: Line, names: Sequence[str], before: Sequence[Line]) -> str:
    del before
    who = seat_name(names, line.get("seat"))
    text = S_("Tie: {who} added {card} from your deck, bid now {total}") if _is_you(who) else \
        S_("Tie: {who} added {card} from their deck, bid now {total}")
    return said_of(who, text, card=card_words(line.get("card")), total=line.get("total"))


def _took_from(source: object, you: bool) -> str:
    """A power's taking, by the pile it took from."""
    if source == "auction_discards":
        return _("{start}: took {target} from the auction discards")
    if source == "personal_discards":
        return _("{start}: took {target} from your discards") if you else \
            _("{start}: took {target} from their discards")
    if source == "personal_deck":
        return _("{start}: took {target} from your deck") if you else \
            _("{start}: took {target} from their deck")
    return _("{start}: took {target} from a pile")


def _power(line: Line, names: Sequence[str], before: Sequence[Line]) -> str:
    del before
    who = seat_name(names, line.get("seat"))
    card, target = card_words(line.get("card")), line.get("target")
    if target is None:
        return said_of(who, "{who} let {card}'s power pass", card=card)
    effect = line.get("effect")
    if effect == "duplicate":
        start = said_of(who, "{who} used {card} to repeat {of}", card=card,
                        of=card_words(line.get("of")))
    else:
        start = said_of(who, "{who} played {card}", card=card)
    if effect == "cash_in" or (effect == "duplicate" and line.get("from") is None):
        said = _("{start}: cashed in {target}")
    else:
        said = _took_from(line.get("from"), _is_you(who))
    return said.format(start=start, target=card_words(target))


def _buy(line: Line, names: Sequence[str], before: Sequence[Line]) -> str:
    del before
    who, card = seat_name(names, line.get("seat")), card_words(line.get("card"))
    paid = line.get("paid")
    if not paid:
        return said_of(who, "{who} took {card} for free", card=card)
    count = len(paid) if isinstance(paid, list) else 0
    return said_of_counted(who, "{who} bought {card} for {n} card ({cards})",
                           "{who} bought {card} for {n} cards ({cards})", count, card=card,
                           cards=_listed(paid))


def _match_end(line: Line, names: Sequence[str], before: Sequence[Line]) -> str:
    del before
    scores = line.get("scores")
    totals = sorted(((int(seat), s.get("total")) for seat, s in scores.items()
                     if isinstance(s, dict)), key=lambda item: -int(item[1] or 0)) \
        if isinstance(scores, dict) else []
    winners = line.get("winners") if isinstance(line.get("winners"), list) else []
    said = ", ".join(f"{seat_name(names, seat)} {total}" for seat, total in totals)
    if not winners:
        return _("Nobody wins the match: {scores}").format(scores=said)
    if len(winners) == 1:
        return said_of(seat_name(names, winners[0]), "{who} wins the match: {scores}",
                       english_you="{who} win the match: {scores}", scores=said)
    return _("{who} and {other} win the match: {scores}").format(
        who=", ".join(seat_name(names, s) for s in winners[:-1]),
        other=seat_name(names, winners[-1]), scores=said)


def _reshuffled(who: str) -> str:
    if _is_you(who):
        return said_of(who, "{who} shuffled your discards into a new deck")
    return said_of(who, "{who} shuffled their discards into a new deck")


def _drew(line: Line, names: Sequence[str]) -> str:
    drawn = line.get("cards")
    count = len(drawn) if isinstance(drawn, list) else 0
    return said_of_counted(seat_name(names, line.get("seat")), "{who} drew {n} card",
                           "{who} drew {n} cards", count)


def _restock(line: Line, names: Sequence[str], before: Sequence[Line]) -> str:
    del names, before
    return _("The display was restocked ({n} left in the auction deck)").format(
        n=line.get("auction_deck_left"))


_WORDS: dict[str, Words] = {
    "draw": lambda line, names, before: _drew(line, names),
    "reshuffle": lambda line, names, before: _reshuffled(seat_name(names, line.get("seat"))),
    "set_aside": lambda line, names, before: said_of(seat_name(names, line.get("seat")),
                                                     "{who} set a card aside"),
    "bid": lambda line, names, before: said_of(seat_name(names, line.get("seat")),
                                               "{who} locked in a bid"),
    "tie_card": _tie_card,
    "bid_won": _bid_won,
    "power": _power,
    "buy": _buy,
    "restock": _restock,
    "round_end": lambda line, names, before: _("Round {n} ends").format(n=line.get("round")),
    "match_end": _match_end,
}


def log_words(line: Line, names: Sequence[str], before: Sequence[Line]) -> str | None:
    """The table log's sentence for one Dutch Auction record line (None: nothing public)."""
    said = _WORDS.get(str(line.get("type")))
    return said(line, names, before) if said is not None else None


__all__ = ["card_words", "log_words"]
