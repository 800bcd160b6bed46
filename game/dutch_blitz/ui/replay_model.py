"""The replay viewer's cursor over a match record: which table state is shown, and playback.

Pure Python (no pygame). Every state comes from the rules core's ``replay_states``, so the
viewer shows exactly what the rules make of the record; a record that breaks a rule is shown
up to the line before the break, with the reason kept in ``error``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.core.seats import SeatKind
from game.dutch_blitz.rules.match import SeatInfo
from game.dutch_blitz.rules.places import parse_place
from game.dutch_blitz.rules.replay import ReplayError, ReplayStep, replay_states
from game.dutch_blitz.rules.state import TableState

Line = dict[str, Any]

SPEEDS: tuple[float, ...] = (0.5, 1.0, 2.0, 4.0, 8.0, 16.0)
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
class HandStart:
    hand: int
    index: int  # the step of its deal


class ReplayCursor:
    """A position in a replayed match, moved by steps, hands, or playback time."""

    def __init__(self, lines: Sequence[Line]) -> None:
        self.lines = list(lines)
        self.seats = seats_of(self.lines)
        self.steps: list[ReplayStep] = []
        self.error = ""
        try:
            for step in replay_states(self.lines):
                self.steps.append(step)
        except (ReplayError, KeyError, TypeError, ValueError) as error:
            self.error = str(error) or type(error).__name__
        self.hands = [HandStart(s.hand, i) for i, s in enumerate(self.steps)
                      if s.line.get("type") == "deal"]
        self.index = 0
        self.playing = False
        self.speed_index = SPEEDS.index(1.0)
        self.playhead = 0.0
        self._waited = 0.0
        self.target = int(next((ln.get("rules", {}).get("target_score", 75)
                                for ln in self.lines if ln.get("type") == "match_start"), 75))

    # --- what is shown
    @property
    def empty(self) -> bool:
        return not self.steps

    @property
    def step(self) -> ReplayStep | None:
        return self.steps[self.index] if self.steps else None

    @property
    def state(self) -> TableState | None:
        return self.steps[self.index].state if self.steps else None

    @property
    def hand(self) -> int:
        return self.steps[self.index].hand if self.steps else 0

    @property
    def speed(self) -> float:
        return SPEEDS[self.speed_index]

    def time_of(self, index: int) -> float:
        """Table seconds of step ``index`` within its hand (a deal is 0)."""
        line = self.steps[index].line
        if line.get("type") == "deal":
            return 0.0
        if "t" in line:
            return float(line["t"])
        return self.time_of(index - 1) if index > 0 else 0.0

    @property
    def time(self) -> float:
        return self.time_of(self.index) if self.steps else 0.0

    def totals(self) -> list[int]:
        """Running totals after the last hand that ended at or before the shown step."""
        totals = [0] * len(self.seats)
        for step in self.steps[: self.index + 1]:
            if step.line.get("type") == "hand_end":
                for entry in step.line.get("scores", []):
                    seat = entry.get("seat")
                    if isinstance(seat, int) and 0 <= seat < len(totals):
                        totals[seat] = int(entry.get("total", 0))
        return totals

    # --- moving
    def go_to(self, index: int) -> None:
        if not self.steps:
            return
        self.index = max(0, min(len(self.steps) - 1, index))
        self.playhead = self.time
        self._waited = 0.0

    def step_by(self, delta: int) -> None:
        self.playing = False
        self.go_to(self.index + delta)

    def hand_index(self) -> int:
        """Position of the shown hand in ``hands``."""
        position = 0
        for i, start in enumerate(self.hands):
            if start.index <= self.index:
                position = i
        return position

    def jump_to_hand(self, hand: int) -> None:
        """Show the deal of hand number ``hand`` (the nearest existing one)."""
        if not self.hands:
            return
        start = min(self.hands, key=lambda h: abs(h.hand - hand))
        self.go_to(start.index)

    def hand_end_index(self) -> int:
        """Index of the shown hand's last step (its ``hand_end`` when the record has one)."""
        position = self.hand_index()
        following = self.hands[position + 1].index if position + 1 < len(self.hands) \
            else len(self.steps)
        return max(self.index, following - 1)

    def hand_by(self, delta: int) -> None:
        """``Hand »``: to the end of this hand, and from there to the next deal; ``« Hand``:
        to the start of this hand, and from there to the previous one."""
        if not self.hands:
            return
        position = self.hand_index()
        if delta > 0 and self.index < self.hand_end_index():
            self.playing = False
            self.go_to(self.hand_end_index())
            return
        if delta < 0 and self.index > self.hands[position].index:
            delta += 1  # back to the start of this hand first
        position = max(0, min(len(self.hands) - 1, position + delta))
        self.go_to(self.hands[position].index)

    def set_speed(self, delta: int) -> None:
        self.speed_index = max(0, min(len(SPEEDS) - 1, self.speed_index + delta))

    def toggle(self) -> None:
        if self.at_end:
            self.go_to(0)
        self.playing = not self.playing and bool(self.steps)

    @property
    def at_end(self) -> bool:
        return not self.steps or self.index >= len(self.steps) - 1

    def advance(self, dt: float) -> bool:
        """Play on by ``dt`` real seconds; True if the shown step changed."""
        if not self.playing or not self.steps:
            return False
        if self.at_end:
            self.playing = False
            return False
        self.playhead += dt * self.speed
        moved = False
        while not self.at_end:
            following = self.steps[self.index + 1]
            if following.line.get("type") in ("deal", "match_end") and \
                    self.steps[self.index].line.get("type") == "hand_end":
                self._waited += dt if not moved else 0.0
                if self._waited < HAND_END_PAUSE / max(1.0, self.speed / 2):
                    break
                self.index += 1
                self.playhead = self.time
                self._waited = 0.0
                moved = True
                continue
            if self.time_of(self.index + 1) > self.playhead:
                break
            self.index += 1
            moved = True
        if self.at_end:
            self.playing = False
        return moved

    def describe_step(self) -> str:
        """The shown line in words: ``"Anna: Red 5 from the Wood to Dutch pile 3"``."""
        step = self.step
        if step is None:
            return ""
        line = step.line
        kind = line.get("type")
        who = self._name(line.get("seat"))
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
            return f"{self._name(line.get('winner'))} wins the match"
        return str(kind)

    def _name(self, seat: Any) -> str:
        if isinstance(seat, int) and 0 <= seat < len(self.seats):
            return self.seats[seat].name
        return "Somebody"


_COLOURS = {"R": "Red", "B": "Blue", "Y": "Yellow", "G": "Green"}


def _card(code: Any) -> str:
    code = str(code or "")
    return f"{_COLOURS.get(code[:1], code[:1])} {code[1:]}" if code else "a card"


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
