"""Dutch Blitz's words for the table log: one sentence per public record line.

Every card that moves in Dutch Blitz lands face up, so a play names its card; of three cards
turned onto the Wood only the top one shows, so only it is named. Pure Python (no pygame).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.core.table_log import seat_name
from game.dutch_blitz.rules import cards

Line = dict[str, Any]
Words = Callable[[Line, Sequence[str]], str | None]

_ORDINALS = ("1st", "2nd", "3rd", "4th", "5th")


def card_words(code: object) -> str:
    """"the green 2": Dutch Blitz's one naming function for its cards."""
    return cards.card_words(str(code))


def place_words(place: object, who: str) -> str:
    """"the Blitz pile", "their 2nd Post pile", "a new Dutch pile", "a Dutch pile"."""
    text = str(place)
    their = "your" if who == "You" else "their"
    if text == "blitz":
        return f"{their} Blitz pile"
    if text == "wood":
        return f"{their} Wood pile"
    if text == "dutch:new":
        return "a new Dutch pile"
    if text.startswith("dutch:"):
        return "a Dutch pile"
    index = text.removeprefix("post:")
    number = int(index) if index.isdigit() else -1
    ordinal = _ORDINALS[number] if 0 <= number < len(_ORDINALS) else "a"
    return f"{their} {ordinal} Post pile"


def _play(line: Line, names: Sequence[str]) -> str:
    who = seat_name(names, line.get("seat"))
    card, source = card_words(line.get("card")), place_words(line.get("from"), who)
    if line.get("to") == "dutch:new":
        return f"{who} started a new Dutch pile with {card} from {source}"
    return f"{who} played {card} from {source} onto {place_words(line.get('to'), who)}"


def _flip(line: Line, names: Sequence[str]) -> str:
    who = seat_name(names, line.get("seat"))
    flipped = line.get("cards")
    count = len(flipped) if isinstance(flipped, list) else 0
    top = f", showing {card_words(flipped[-1])}" if isinstance(flipped, list) and flipped else ""
    return f"{who} turned {count} card{'s' if count != 1 else ''} onto the Wood{top}"


def _stack(line: Line, names: Sequence[str]) -> str:
    who = seat_name(names, line.get("seat"))
    return (f"{who} moved {place_words(line.get('from'), who)} onto "
            f"{place_words(line.get('to'), who)}")


def _hand_end(line: Line, names: Sequence[str]) -> str:
    if line.get("reason") == "blitz":
        said = f"{seat_name(names, line.get('seat'))} called Blitz!"
    else:
        said = "Nobody can move: the hand ends"
    scores = line.get("scores")
    parts = [f"{seat_name(names, s.get('seat'))} {s.get('hand_score'):+d}"
             for s in scores if isinstance(s, dict) and isinstance(s.get("hand_score"), int)] \
        if isinstance(scores, list) else []
    return f"{said} — hand {line.get('hand')}: {', '.join(parts)}" if parts else said


def _match_end(line: Line, names: Sequence[str]) -> str:
    totals = line.get("totals")
    parts = [f"{seat_name(names, s.get('seat'))} {s.get('total')}" for s in totals
             if isinstance(s, dict)] if isinstance(totals, list) else []
    return f"{seat_name(names, line.get('winner'))} wins the match: {', '.join(parts)}"


_WORDS: dict[str, Words] = {
    "deal": lambda line, names: f"Hand {line.get('hand')} is dealt",
    "play": _play,
    "refill": lambda line, names: (
        f"{seat_name(names, line.get('seat'))} filled a Post pile with "
        f"{card_words(line.get('card'))} from the Blitz pile"),
    "flip": _flip,
    "recycle": lambda line, names: (
        f"{seat_name(names, line.get('seat'))} turned the Wood pile over"
        + (", moving its top card under" if line.get("rotate") else "")),
    "stack": _stack,
    "hand_end": _hand_end,
    "match_end": _match_end,
}


def log_words(line: Line, names: Sequence[str], before: Sequence[Line]) -> str | None:
    """The table log's sentence for one Dutch Blitz record line (None: nothing public)."""
    del before
    said = _WORDS.get(str(line.get("type")))
    return said(line, names) if said is not None else None


__all__ = ["card_words", "log_words", "place_words"]
