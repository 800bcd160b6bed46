"""Record lines (JSON Lines, version 1) in the exact shape of the game's page.

Every key is always written (null where it has no value); maps (``decks``, ``discarded``,
``scores``) are keyed by seat number as text and name only the seats they apply to.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.auction.rules.events import (
    BidShown,
    BidWon,
    Bought,
    Drew,
    Event,
    GameEnded,
    PowerFired,
    Reshuffled,
    Restocked,
    RoundEnded,
    SetAsideShown,
    TieCard,
)
from game.auction.rules.state import Options

Line = dict[str, Any]
GAME_ID = "auction"
VERSION = 1


def match_start_line(seed: int, options: Options, seats: Sequence[dict[str, Any]]) -> Line:
    return {"type": "match_start", "game": GAME_ID, "version": VERSION, "seed": seed,
            "rules": {"ten_card_face": options.ten_card_face}, "seats": list(seats)}


def deal_line(decks: Sequence[Sequence[str]], auction_deck: Sequence[str],
              display: Sequence[str]) -> Line:
    return {"type": "deal", "decks": {str(i): list(d) for i, d in enumerate(decks)},
            "auction_deck": list(auction_deck), "display": list(display)}


def _power(e: PowerFired) -> Line:
    return {"type": "power", "round": e.round, "seat": e.seat, "card": e.card,
            "effect": e.effect, "from": e.source, "of": e.of, "target": e.target}


def _buy(e: Bought) -> Line:
    return {"type": "buy", "round": e.round, "seat": e.seat, "slot_cost": e.slot_cost,
            "card": e.card, "paid": list(e.paid), "to_personal": list(e.to_personal),
            "to_auction": list(e.to_auction)}


def _match_end(e: GameEnded) -> Line:
    scores = {str(i): {"vp": s.vp, "suit_bonus": s.suit_bonus, "total": s.total,
                       "cards": s.cards} for i, s in enumerate(e.scores)}
    return {"type": "match_end", "scores": scores, "winners": list(e.winners)}


def event_line(e: Event) -> Line | None:
    """The record line of an event; None for events the record does not keep."""
    if isinstance(e, Drew):
        return {"type": "draw", "round": e.round, "seat": e.seat, "cards": list(e.cards)}
    if isinstance(e, Reshuffled):
        return {"type": "reshuffle", "round": e.round, "seat": e.seat, "deck": list(e.deck)}
    if isinstance(e, SetAsideShown):
        return {"type": "set_aside", "round": e.round, "seat": e.seat, "card": e.card}
    if isinstance(e, BidShown):
        return {"type": "bid", "round": e.round, "seat": e.seat, "cards": list(e.cards),
                "total": e.total}
    if isinstance(e, TieCard):
        return {"type": "tie_card", "round": e.round, "seat": e.seat, "card": e.card,
                "total": e.total}
    if isinstance(e, BidWon):
        return {"type": "bid_won", "round": e.round, "seat": e.seat}
    if isinstance(e, PowerFired):
        return _power(e)
    if isinstance(e, Bought):
        return _buy(e)
    if isinstance(e, Restocked):
        return {"type": "restock", "round": e.round, "display": list(e.display),
                "auction_deck_left": e.auction_deck_left}
    if isinstance(e, RoundEnded):
        return {"type": "round_end", "round": e.round,
                "discarded": {str(i): list(c) for i, c in enumerate(e.discarded) if c}}
    if isinstance(e, GameEnded):
        return _match_end(e)
    return None


def event_lines(events: Sequence[Event], t: float | None = None) -> list[Line]:
    lines: list[Line] = []
    for e in events:
        line = event_line(e)
        if line is not None:
            if t is not None:
                line["t"] = round(t, 3)
            lines.append(line)
    return lines
