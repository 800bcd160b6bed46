"""The Blitz (31) match record (JSON Lines, version 1): writing lines and reading moves back.

One JSON object per line in the order applied, exactly the shapes of the game's page: every key
shown is present (null where it has no value) and maps name only the seats they apply to.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from typing import Any

from game.core.seats import SeatSpec
from game.thirty_one.rules.engine import deal_order
from game.thirty_one.rules.state import (
    Discard,
    Discarded,
    Draw,
    Drew,
    Event,
    HandEnded,
    HandState,
    Knock,
    Knocked,
    Move,
    Reshuffled,
    Rules,
    ThirtyOne,
)

Line = dict[str, Any]
GAME_ID = "thirty_one"
VERSION = 1


def match_start_line(seed: int, rules: Rules, seats: Sequence[SeatSpec]) -> Line:
    return {
        "type": "match_start", "game": GAME_ID, "version": VERSION, "seed": seed,
        "rules": rules.record(), "seats": [spec.record(i) for i, spec in enumerate(seats)],
    }


def deal_line(state: HandState) -> Line:
    order = deal_order(state.in_play, state.dealer, state.seats)
    return {
        "type": "deal", "hand": state.hand, "dealer": state.dealer,
        "in_play": list(state.in_play),
        "hands": {str(seat): list(state.hands[seat]) for seat in order},
        "discard": list(state.discard), "stock": list(state.stock),
    }


def event_line(event: Event, hand: int, t: float) -> Line:
    """The record line of one applied event at table time ``t``."""
    stamp = round(t, 3)
    if isinstance(event, Drew):
        return {"type": "draw", "hand": hand, "t": stamp, "seat": event.seat,
                "from": event.source, "card": event.card}
    if isinstance(event, Discarded):
        return {"type": "discard", "hand": hand, "t": stamp, "seat": event.seat,
                "card": event.card}
    if isinstance(event, Knocked):
        return {"type": "knock", "hand": hand, "t": stamp, "seat": event.seat}
    if isinstance(event, Reshuffled):
        return {"type": "reshuffle", "hand": hand, "t": stamp, "stock": list(event.stock)}
    if isinstance(event, ThirtyOne):
        return {"type": "thirty_one", "hand": hand, "t": stamp, "seats": list(event.seats)}
    return hand_end_line(event, hand)


def hand_end_line(event: HandEnded, hand: int) -> Line:
    return {
        "type": "hand_end", "hand": hand, "reason": event.reason, "knocker": event.knocker,
        "values": {str(seat): value for seat, value in event.values},
        "lost": {str(seat): lost for seat, lost in event.lost},
        "tokens": {str(seat): left for seat, left in event.tokens},
        "out": list(event.out),
    }


def match_end_line(winners: Sequence[int], hands: int) -> Line:
    return {"type": "match_end", "winners": list(winners), "hands": hands}


def move_of(line: Line) -> Move | None:
    """The move a ``draw``, ``discard`` or ``knock`` line records (None for other lines)."""
    kind = line.get("type")
    seat = line.get("seat")
    if kind == "draw":
        return Draw(seat, line.get("from"))  # type: ignore[arg-type]
    if kind == "discard":
        return Discard(seat, line.get("card"))  # type: ignore[arg-type]
    if kind == "knock":
        return Knock(seat)  # type: ignore[arg-type]
    return None


def write_lines(lines: Iterable[Line]) -> str:
    return "".join(json.dumps(line, separators=(",", ":")) + "\n" for line in lines)


def read_lines(text: str) -> list[Line]:
    """The record's lines; ``ValueError`` if a line is not a JSON object."""
    lines: list[Line] = []
    for number, raw in enumerate(text.splitlines(), 1):
        if not raw.strip():
            continue
        line = json.loads(raw)
        if not isinstance(line, dict):
            raise ValueError(f"line {number} is not a JSON object")
        lines.append(line)
    return lines
