"""Dutch Blitz's record as the shared replay viewer's frames: one per line, each with its table.

Pure Python (no pygame). Every state comes from the rules core's ``replay_states``, so the
viewer shows exactly what the rules make of the record; a record that breaks a rule is shown
up to the line before the break, with the reason given as the problem.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.core.seats import SeatKind
from game.dutch_blitz.rules.cards import card_name
from game.dutch_blitz.rules.match import SeatInfo
from game.dutch_blitz.rules.places import parse_place
from game.dutch_blitz.rules.replay import ReplayError, ReplayStep, replay_states
from game.dutch_blitz.rules.state import TableState
from game.ui.replay.frames import Frame

Line = dict[str, Any]

HAND_END_PAUSE = 2.0
"""Seconds of playback the finished table stays in view before the next deal."""


def seats_of(lines: Sequence[Line]) -> list[SeatInfo]:
    """The seats announced by the record's ``match_start`` line."""
    start = next((ln for ln in lines if ln.get("type") == "match_start"), None)
    seats: list[SeatInfo] = []
    for entry in (start or {}).get("seats", []):
        if isinstance(entry, dict):
            kind: SeatKind = "human" if entry.get("kind") == "human" else "bot"
            level = entry.get("level")
            seats.append(SeatInfo(str(entry.get("name", f"Seat {len(seats) + 1}")), kind,
                                  str(entry.get("deck", "")),
                                  level if isinstance(level, str) else None))
    return seats


@dataclass(frozen=True, slots=True)
class BlitzFrame:
    """What Dutch Blitz's painter needs for one position: the table, the line that led to it
    (for the glow on the pile it touched) and the running totals."""

    state: TableState
    line: Line
    totals: tuple[int, ...]


def _time(line: Line, before: float) -> float:
    """Table seconds of a step within its hand (a deal is 0; a line without ``t`` keeps the
    time before it)."""
    if line.get("type") == "deal":
        return 0.0
    return float(line["t"]) if "t" in line else before


def _totals(line: Line, totals: tuple[int, ...]) -> tuple[int, ...]:
    """The running totals after ``line`` (a ``hand_end`` sets them)."""
    if line.get("type") != "hand_end":
        return totals
    changed = list(totals)
    for entry in line.get("scores", []):
        seat = entry.get("seat") if isinstance(entry, dict) else None
        if isinstance(seat, int) and 0 <= seat < len(changed):
            changed[seat] = int(entry.get("total", 0))
    return tuple(changed)


def replay_frames(lines: Sequence[Line]) -> tuple[list[Frame[BlitzFrame]], str]:
    """Every table position of the record, and why they stop early ("" when they do not)."""
    lines = list(lines)
    seats = seats_of(lines)
    steps: list[ReplayStep] = []
    problem = ""
    try:
        steps.extend(replay_states(lines))
    except (ReplayError, KeyError, TypeError, ValueError) as error:
        problem = str(error) or type(error).__name__
    frames: list[Frame[BlitzFrame]] = []
    totals = (0,) * len(seats)
    times: list[float] = []
    for step in steps:
        times.append(_time(step.line, times[-1] if times else 0.0))
    for i, step in enumerate(steps):
        kind = str(step.line.get("type", ""))
        totals = _totals(step.line, totals)
        following = times[i + 1] if i + 1 < len(steps) else times[i]
        wait = HAND_END_PAUSE if kind == "hand_end" else max(0.0, following - times[i])
        frames.append(Frame(step.hand, times[i], wait, describe_step(step, seats),
                            BlitzFrame(step.state, step.line, totals), kind,
                            ends_hand=kind == "hand_end"))
    return frames, problem


def target_of(lines: Sequence[Line]) -> int:
    """The match's target score (75 when the record does not say)."""
    start = next((ln for ln in lines if ln.get("type") == "match_start"), {})
    rules = start.get("rules") if isinstance(start.get("rules"), dict) else {}
    return int(rules.get("target_score", 75)) if isinstance(rules, dict) else 75


def describe_step(step: ReplayStep, seats: Sequence[SeatInfo]) -> str:
    """The step's line in words: ``"Anna: Red 5 from the Wood to Dutch pile 3"``."""
    line = step.line
    kind = line.get("type")
    who = _name(line.get("seat"), seats)
    if kind == "deal":
        return f"Hand {step.hand} is dealt"
    if kind == "play":
        return f"{who}: {_card(line.get('card'))} from {_place(line.get('from'))} " \
               f"to {_place(line.get('to'), step.state)}"
    if kind == "refill":
        return f"{who}: Post pile {int(line.get('post', 0)) + 1} refilled from the Blitz pile"
    if kind == "flip":
        return f"{who} turns {len(line.get('cards', []))} onto the Wood"
    if kind == "recycle":
        extra = ", the top card to the bottom" if line.get("rotate") else ""
        return f"{who} turns the Wood over{extra}"
    if kind == "stack":
        return f"{who} moves a whole Post pile"
    if kind == "hand_end":
        if line.get("reason") == "blitz":
            return f"Blitz! {who} ends hand {step.hand}"
        return f"Stalemate: hand {step.hand} ends"
    if kind == "match_end":
        return f"{_name(line.get('winner'), seats)} wins the match"
    return str(kind)


def _name(seat: Any, seats: Sequence[SeatInfo]) -> str:
    if isinstance(seat, int) and 0 <= seat < len(seats):
        return seats[seat].name
    return "Somebody"


def _card(code: Any) -> str:
    """A record's card code in words: ``"R5"`` -> ``"red 5"`` (``"a card"`` when unknown)."""
    name = card_name(code) if isinstance(code, str) else "card"
    return name if name != "card" else "a card"


def _place(place: Any, state: TableState | None = None) -> str:
    place = str(place or "")
    if place == "blitz":
        return "the Blitz pile"
    if place == "wood":
        return "the Wood"
    where = parse_place(place)
    if where is not None and where.kind == "post" and where.index is not None:
        return f"Post pile {where.index + 1}"
    if place == "dutch:new":
        return f"new Dutch pile {len(state.dutch)}" if state is not None else "a new Dutch pile"
    if where is not None and where.kind == "dutch" and where.index is not None:
        return f"Dutch pile {where.index + 1}"
    return str(place)
