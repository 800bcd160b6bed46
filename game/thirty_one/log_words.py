"""Blitz (31)'s words for the table log: one sentence per public record line.

A draw from the stock stays hidden ("Anna drew from the stock"); a card taken from the discard
pile or thrown onto it was seen by everyone and is named. Pure Python (no pygame).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.core import standard_cards
from game.core.table_log import seat_name

Line = dict[str, Any]

card_words = standard_cards.card_words
""""the 5 of spades": the standard deck's one naming function."""


def _draw(line: Line, who: str) -> str:
    if line.get("from") == "discard":
        return f"{who} took {card_words(line.get('card'))} from the discard pile"
    return f"{who} drew from the stock"


def _values(line: Line, names: Sequence[str]) -> str:
    values = line.get("values")
    if not isinstance(values, dict):
        return ""
    shown = sorted(values.items(), key=lambda item: -float(item[1]))
    return ", ".join(f"{seat_name(names, int(seat))} {value:g}" for seat, value in shown)


def _hand_end(line: Line, names: Sequence[str]) -> str:
    said = f"Hand {line.get('hand')} ends: {_values(line, names)}"
    lost = line.get("lost")
    if isinstance(lost, dict) and lost:
        losers = ", ".join(seat_name(names, int(seat)) for seat in lost)
        one = len(lost) == 1 and losers != "You"
        said += f"; {losers} {'loses' if one else 'lose'} a token"
    out = line.get("out")
    if isinstance(out, list) and out:
        said += f"; {', '.join(seat_name(names, seat) for seat in out)} out of the match"
    return said


def _match_end(line: Line, names: Sequence[str]) -> str:
    winners = line.get("winners")
    who = " and ".join(seat_name(names, seat) for seat in winners) \
        if isinstance(winners, list) and winners else "Nobody"
    return f"{who} {'wins' if isinstance(winners, list) and len(winners) == 1 else 'win'} " \
        "the match"


_SEAT_WORDS: dict[str, Callable[[Line, str], str]] = {
    "draw": _draw,
    "discard": lambda line, who: f"{who} threw {card_words(line.get('card'))}",
    "knock": lambda line, who: f"{who} knocked",
}


def log_words(line: Line, names: Sequence[str], before: Sequence[Line]) -> str | None:
    """The table log's sentence for one Blitz (31) record line (None: nothing public)."""
    del before
    kind = line.get("type")
    said = _SEAT_WORDS.get(str(kind))
    if said is not None:
        return said(line, seat_name(names, line.get("seat")))
    if kind == "deal":
        return f"Hand {line.get('hand')} is dealt"
    if kind == "thirty_one":
        seats = line.get("seats")
        who = " and ".join(seat_name(names, s) for s in seats) if isinstance(seats, list) \
            else "Someone"
        return f"{who} showed 31!"
    if kind == "hand_end":
        return _hand_end(line, names)
    if kind == "match_end":
        return _match_end(line, names)
    return None


__all__ = ["card_words", "log_words"]
