"""Dutch Blitz's record as the shared replay viewer's frames: one per line, each with its table.

Pure Python (no pygame). Every state comes from the rules core's ``replay_states``, so the
viewer shows exactly what the rules make of the record; a record that breaks a rule is shown
up to the line before the break, with the reason given as the problem.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.core.i18n import N_, Sentence, sentence_of
from game.core.names import seat_words
from game.core.seats import SeatKind
from game.dutch_blitz.rules.cards import card_name
from game.dutch_blitz.rules.match import SeatInfo
from game.dutch_blitz.rules.places import parse_place
from game.dutch_blitz.rules.replay import ReplayError, ReplayStep, replay_states
from game.dutch_blitz.rules.state import TableState
from game.i18n import _, said_of, said_of_counted
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
            unnamed = seat_words(len(seats) + 1)
            seats.append(SeatInfo(str(entry.get("name", unnamed)), kind,
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


def _stopped(error: Exception) -> str:
    """Why the frames stop, as a ``Sentence`` the viewer says in the player's language: the
    rules' reason, or a damaged line named by what Python found wrong with it."""
    said = sentence_of(error)
    if isinstance(said, Sentence):
        return said
    return Sentence.of(N_("damaged record ({error})"), error=type(error).__name__)


def replay_frames(lines: Sequence[Line]) -> tuple[list[Frame[BlitzFrame]], str]:
    """Every table position of the record, and why they stop early ("" when they do not)."""
    lines = list(lines)
    seats = seats_of(lines)
    steps: list[ReplayStep] = []
    problem = ""
    try:
        steps.extend(replay_states(lines))
    except (ReplayError, KeyError, TypeError, ValueError) as error:
        problem = _stopped(error)
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
    """The step's line in words, in the player's language: ``"Anna: red 5 from the Wood to
    Dutch pile 3"``."""
    line = step.line
    kind = line.get("type")
    who = _name(line.get("seat"), seats)
    if kind == "deal":
        return _("Hand {number} is dealt").format(number=step.hand)
    if kind == "play":
        return _("{who}: {card} {source} {target}").format(
            who=who, card=_card(line.get("card")), source=_place(line.get("from")),
            target=_place(line.get("to"), step.state, onto=True))
    if kind == "refill":
        return _("{who}: Post pile {number} refilled from the Blitz pile").format(
            who=who, number=int(line.get("post", 0)) + 1)
    if kind == "flip":
        count = len(line.get("cards", []))
        return said_of_counted(who, "{who} turns {n} onto the Wood",
                               "{who} turns {n} onto the Wood", count,
                               english_you=("{who} turn {n} onto the Wood",) * 2)
    if kind == "recycle" and line.get("rotate"):
        return said_of(who, "{who} turns the Wood over, the top card to the bottom",
                       english_you="{who} turn the Wood over, the top card to the bottom")
    if kind == "recycle":
        return said_of(who, "{who} turns the Wood over", english_you="{who} turn the Wood over")
    if kind == "stack":
        return said_of(who, "{who} moves a whole Post pile",
                       english_you="{who} move a whole Post pile")
    if kind == "hand_end":
        if line.get("reason") == "blitz":
            return said_of(who, "Blitz! {who} ends hand {number}",
                           english_you="Blitz! {who} end hand {number}", number=step.hand)
        return _("Stalemate: hand {number} ends").format(number=step.hand)
    if kind == "match_end":
        return said_of(_name(line.get("winner"), seats), "{who} wins the match",
                       english_you="{who} win the match")
    return str(kind)


def _name(seat: Any, seats: Sequence[SeatInfo]) -> str:
    if isinstance(seat, int) and 0 <= seat < len(seats):
        return seats[seat].name
    return _("Somebody")


def _card(code: Any) -> str:
    """A record's card code in words: ``"R5"`` -> ``"red 5"`` (``"a card"`` when unknown)."""
    name = card_name(code) if isinstance(code, str) else "card"
    return name if name != "card" else _("a card")


def _place(code: Any, state: TableState | None = None, onto: bool = False) -> str:
    """Where a card came from ("from the Wood") or, with ``onto``, went ("to Dutch pile 3")."""
    place = str(code or "")
    where = parse_place(place)
    if place == "blitz":
        return _("to the Blitz pile") if onto else _("from the Blitz pile")
    if place == "wood":
        return _("to the Wood") if onto else _("from the Wood")
    if where is not None and where.kind == "post" and where.index is not None:
        number = where.index + 1
        return (_("to Post pile {number}") if onto else _("from Post pile {number}")).format(
            number=number)
    if place == "dutch:new":
        if state is None:
            return _("to a new Dutch pile")
        return _("to new Dutch pile {number}").format(number=len(state.dutch))
    if where is not None and where.kind == "dutch" and where.index is not None:
        return (_("to Dutch pile {number}") if onto else _("from Dutch pile {number}")).format(
            number=where.index + 1)
    return place
