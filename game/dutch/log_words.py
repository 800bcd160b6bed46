"""Dutch's words for the table log: one sentence per public record line.

Memory is the game, so the log never names a face-down card: a draw from the draw pile, the
card it swaps in, a look and a penalty card stay hidden ("swapped the drawn card with their
3rd card"); a card thrown, snapped or taken from the discard pile was seen by everyone and is
named, and so are the cards the round's end turns over. Pure Python (no pygame).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.core.table_log import seat_name
from game.dutch.rules import cards

Line = dict[str, Any]

def card_words(code: object) -> str:
    """"the red king of hearts", "the joker": Dutch's one naming function for its cards."""
    return cards.card_words(str(code))


def rank_words(code: object) -> str:
    """"a 7", "an 8", "an ace", "a joker": the rank a snap matched."""
    text = str(code)
    return cards.a_rank("X" if text.startswith("X") else text[:-1])


def ordinal(slot: object) -> str:
    """Slot 2 -> "3rd"."""
    number = slot + 1 if isinstance(slot, int) else 0
    suffix = "th" if 10 <= number % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(
        number % 10, "th")
    return f"{number}{suffix}"


def _their(who: str) -> str:
    return "your" if who == "You" else "their"


def _whose(names: Sequence[str], seat: object, owner: object) -> str:
    """ "their own" when ``owner`` is the acting seat, else "Jakob's"."""
    if owner == seat:
        return f"{_their(seat_name(names, seat))} own"
    return f"{seat_name(names, owner)}'s"


def _last_draw(before: Sequence[Line], seat: object) -> Line | None:
    for line in reversed(before):
        if line.get("type") == "draw" and line.get("seat") == seat:
            return line
    return None


def _swap(line: Line, names: Sequence[str], before: Sequence[Line]) -> str:
    who = seat_name(names, line.get("seat"))
    drawn = _last_draw(before, line.get("seat"))
    card = card_words(line.get("card_in")) if drawn is not None and drawn.get("from") == \
        "discard" else "the drawn card"
    return f"{who} swapped {card} with {_their(who)} {ordinal(line.get('slot'))} card"


def _snap(line: Line, names: Sequence[str], before: Sequence[Line]) -> str:
    del before
    who = seat_name(names, line.get("seat"))
    if line.get("ok"):
        return f"{who} snapped {rank_words(line.get('card'))} — right"
    return f"{who} snapped {card_words(line.get('card'))} — wrong, and takes a penalty card"


def _look(line: Line, names: Sequence[str], before: Sequence[Line]) -> str:
    del before
    seat = line.get("seat")
    return (f"{seat_name(names, seat)} looked at {_whose(names, seat, line.get('owner'))} "
            f"{ordinal(line.get('slot'))} card")


def _jack_swap(line: Line, names: Sequence[str], before: Sequence[Line]) -> str:
    del before
    seat = line.get("seat")
    a, b = line.get("a"), line.get("b")
    if not isinstance(a, dict) or not isinstance(b, dict):
        return f"{seat_name(names, seat)} used a jack"
    return (f"{seat_name(names, seat)} swapped {_whose(names, seat, a.get('owner'))} "
            f"{ordinal(a.get('slot'))} card with {_whose(names, seat, b.get('owner'))} "
            f"{ordinal(b.get('slot'))} card")


def _draw(line: Line, names: Sequence[str], before: Sequence[Line]) -> str:
    del before
    who = seat_name(names, line.get("seat"))
    if line.get("from") == "discard":
        return f"{who} took {card_words(line.get('card'))} from the discard pile"
    return f"{who} drew from the draw pile"


def _round_end(line: Line, names: Sequence[str], before: Sequence[Line]) -> str:
    del before
    scores = line.get("scores")
    shown = sorted(scores.items(), key=lambda item: item[1]) if isinstance(scores, dict) else []
    said = ", ".join(f"{seat_name(names, int(seat))} {score}" for seat, score in shown)
    return f"Round {line.get('round')} ends: {said}"


def _match_end(line: Line, names: Sequence[str], before: Sequence[Line]) -> str:
    del before
    winners = line.get("winners")
    who = " and ".join(seat_name(names, s) for s in winners) if isinstance(winners, list) \
        and winners else "Nobody"
    return f"{who} {'wins' if isinstance(winners, list) and len(winners) == 1 else 'win'} " \
        "the match"


_WORDS: dict[str, Callable[[Line, Sequence[str], Sequence[Line]], str]] = {
    "deal": lambda line, names, before: f"Round {line.get('round')} is dealt",
    "peek": lambda line, names, before: (
        f"{seat_name(names, line.get('seat'))} peeked at "
        f"{_their(seat_name(names, line.get('seat')))} two lower cards"),
    "draw": _draw,
    "swap": _swap,
    "discard": lambda line, names, before: (
        f"{seat_name(names, line.get('seat'))} threw {card_words(line.get('card'))}"),
    "snap": _snap,
    "look": _look,
    "jack_swap": _jack_swap,
    "call": lambda line, names, before: f"{seat_name(names, line.get('seat'))} called Dutch!",
    "reshuffle": lambda line, names, before: "The discard pile was shuffled into a new draw pile",
    "round_end": _round_end,
    "match_end": _match_end,
}


def log_words(line: Line, names: Sequence[str], before: Sequence[Line]) -> str | None:
    """The table log's sentence for one Dutch record line (None: nothing public)."""
    said = _WORDS.get(str(line.get("type")))
    return said(line, names, before) if said is not None else None


__all__ = ["card_words", "log_words", "ordinal", "rank_words"]
