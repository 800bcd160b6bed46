"""Match records in Dutch Blitz's JSON Lines format (version 1, see ``game/dutch_blitz/README.md``).

Conversion between engine events and record lines, and reading and writing the lines.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from typing import IO, Any

from game.core.i18n import N_, Sentence
from game.dutch_blitz.rules.cards import Card, card
from game.dutch_blitz.rules.events import (
    Event,
    Flipped,
    HandEnded,
    Played,
    Recycled,
    Refilled,
    Stacked,
)
from game.dutch_blitz.rules.scoring import SeatScore
from game.dutch_blitz.rules.state import Rules, SeatState

GAME_ID = "dutch_blitz"
"""The game's id in the registry and in every record's ``match_start``."""
FORMAT_VERSION = 1

Line = dict[str, Any]


class RecordError(ValueError):
    """A record line that cannot be read; the message names the line."""


def codes(cards: Iterable[Card]) -> list[str]:
    return [c.code for c in cards]


def cards_of(items: Iterable[str]) -> tuple[Card, ...]:
    return tuple(card(code) for code in items)


def _t(t: float) -> float:
    return round(float(t), 3)


def match_start_line(seed: int, rules: Rules, seats: list[dict[str, Any]]) -> Line:
    return {
        "type": "match_start",
        "game": GAME_ID,
        "version": FORMAT_VERSION,
        "seed": seed,
        "rules": {
            "post_piles": rules.post_piles,
            "target_score": rules.target_score,
            "move_post_stack": rules.move_post_stack,
        },
        "seats": seats,
    }


def deal_line(hand: int, seats: Iterable[SeatState]) -> Line:
    return {
        "type": "deal",
        "hand": hand,
        "layout": [
            {
                "seat": i,
                "posts": [codes(pile) for pile in seat.posts],
                "blitz": codes(seat.blitz),
                "wood": codes(seat.wood),
                "hand": codes(seat.hand),
            }
            for i, seat in enumerate(seats)
        ],
    }


def event_line(event: Event, hand: int, t: float) -> Line:
    """The record line of an applied event (``HandEnded`` is written by ``hand_end_line``)."""
    if type(event) is Played:  # most lines, written without the general path's copying
        return {"type": "play", "hand": hand, "t": round(float(t), 3), "seat": event.seat,
                "card": event.card.code, "from": event.source, "to": event.target}
    if type(event) is Flipped:
        return {"type": "flip", "hand": hand, "t": round(float(t), 3), "seat": event.seat,
                "cards": [card.code for card in event.cards]}
    base: Line = {"hand": hand, "t": _t(t), "seat": event.seat}
    match event:
        case Played():
            return {"type": "play", **base, "card": event.card.code,
                    "from": event.source, "to": event.target}
        case Refilled():
            return {"type": "refill", **base, "post": event.post, "card": event.card.code}
        case Flipped():
            return {"type": "flip", **base, "cards": codes(event.cards)}
        case Recycled():
            return {"type": "recycle", **base, "rotate": event.rotate}
        case Stacked():
            return {"type": "stack", **base, "cards": codes(event.cards),
                    "from": event.source, "to": event.target}
    raise TypeError(f"no record line for {event!r}")


def hand_end_line(
    hand: int, t: float, ended: HandEnded, scores: Iterable[SeatScore], totals: list[int]
) -> Line:
    return {
        "type": "hand_end",
        "hand": hand,
        "t": _t(t),
        "reason": ended.reason,
        "seat": ended.seat,
        "scores": [
            {"seat": s.seat, "dutch": s.dutch, "blitz_left": s.blitz_left,
             "hand_score": s.hand_score, "total": totals[s.seat]}
            for s in scores
        ],
    }


def match_end_line(winner: int, totals: list[int]) -> Line:
    return {
        "type": "match_end",
        "winner": winner,
        "totals": [{"seat": i, "total": total} for i, total in enumerate(totals)],
    }


def line_event(line: Line) -> Event:
    """The engine event a ``play``/``refill``/``flip``/``recycle``/``stack`` line describes."""
    try:
        kind, seat = line["type"], int(line["seat"])
        if kind == "play":
            return Played(seat, card(line["card"]), line["from"], line["to"])
        if kind == "refill":
            return Refilled(seat, int(line["post"]), card(line["card"]))
        if kind == "flip":
            return Flipped(seat, cards_of(line["cards"]))
        if kind == "recycle":
            return Recycled(seat, bool(line["rotate"]))
        if kind == "stack":
            return Stacked(seat, cards_of(line["cards"]), line["from"], line["to"])
    except (KeyError, TypeError, ValueError) as error:
        raise RecordError(Sentence.of(N_("bad {kind} line: {error}"), kind=repr(line.get("type")),
                                      error=str(error))) from error
    raise RecordError(Sentence.of(N_("not an event line: {kind}"), kind=repr(line.get("type"))))


def seat_from_layout(entry: Line) -> SeatState:
    return SeatState(
        posts=tuple(cards_of(pile) for pile in entry["posts"]),
        blitz=cards_of(entry["blitz"]),
        wood=cards_of(entry.get("wood", [])),
        hand=cards_of(entry["hand"]),
    )


def dumps(line: Line) -> str:
    return json.dumps(line, separators=(",", ":"))


def write_lines(lines: Iterable[Line], stream: IO[str]) -> None:
    for line in lines:
        stream.write(dumps(line) + "\n")


def read_lines(stream: Iterable[str]) -> Iterator[Line]:
    """Parse JSON Lines, skipping blank lines; raises RecordError naming the bad line."""
    for number, text in enumerate(stream, start=1):
        if not text.strip():
            continue
        try:
            line = json.loads(text)
        except json.JSONDecodeError as error:
            raise RecordError(f"line {number}: not JSON ({error})") from error
        if not isinstance(line, dict) or "type" not in line:
            raise RecordError(f"line {number}: not a record line")
        yield line
