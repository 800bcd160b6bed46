"""The replay viewer's cursor: which frame is shown, and playback. Pure Python (no pygame).

Every game's viewer moves the same way: a step at a time, to a point of the seek bar, a hand (or
round) at a time, or by playback at a chosen speed. "Next hand" first lands on the shown hand's
end (its scores) and only from there on the next deal; "previous hand" first goes back to the
start of the shown hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.ui.replay.frames import Frame

__all__ = ["SPEEDS", "ReplayCursor"]

SPEEDS: tuple[float, ...] = (0.5, 1.0, 2.0, 4.0, 8.0, 16.0)


class ReplayCursor:
    """A position in a replayed match, moved by steps, hands, the seek bar or playback time."""

    def __init__(self, frames: Sequence[Frame[Any]]) -> None:
        self.frames = list(frames)
        self.hand_starts = [i for i, f in enumerate(self.frames)
                            if i == 0 or f.hand != self.frames[i - 1].hand]
        self.index = 0
        self.playing = False
        self.speed_index = SPEEDS.index(1.0)
        self.waited = 0.0

    # --- what is shown
    @property
    def frame(self) -> Frame[Any] | None:
        return self.frames[self.index] if self.frames else None

    @property
    def hand(self) -> int:
        return self.frames[self.index].hand if self.frames else 0

    @property
    def hands(self) -> list[int]:
        """The hand (or round) numbers in the record, in order."""
        return [self.frames[i].hand for i in self.hand_starts]

    @property
    def speed(self) -> float:
        return SPEEDS[self.speed_index]

    @property
    def at_end(self) -> bool:
        return self.index >= len(self.frames) - 1

    @property
    def fraction(self) -> float:
        """How far through the record the shown frame is, 0 to 1."""
        return self.index / max(1, len(self.frames) - 1)

    def marks(self) -> list[float]:
        """Where each hand starts, as fractions of the record (the seek bar's ticks)."""
        last = max(1, len(self.frames) - 1)
        return [i / last for i in self.hand_starts]

    def hand_position(self) -> int:
        """The shown hand's place in ``hand_starts``."""
        return max((p for p, i in enumerate(self.hand_starts) if i <= self.index), default=0)

    def hand_end(self, position: int) -> int:
        """The frame of hand ``position``'s end: its ``ends_hand`` frame, else its last."""
        start = self.hand_starts[position]
        stop = self.hand_starts[position + 1] if position + 1 < len(self.hand_starts) \
            else len(self.frames)
        return next((i for i in range(start, stop) if self.frames[i].ends_hand), stop - 1)

    # --- moving
    def go_to(self, index: int) -> None:
        if self.frames:
            self.index = max(0, min(len(self.frames) - 1, index))
        self.waited = 0.0

    def step_by(self, delta: int) -> None:
        self.playing = False
        self.go_to(self.index + delta)

    def seek(self, fraction: float) -> None:
        """To the frame at ``fraction`` (0 to 1) of the record; playback stops."""
        self.playing = False
        self.go_to(round(max(0.0, min(1.0, fraction)) * (len(self.frames) - 1)))

    def hand_by(self, delta: int) -> None:
        """Next (``delta`` > 0): to this hand's end, and from there to the next deal (the last
        frame after the last hand). Previous: to this hand's start, and from there back."""
        self.playing = False
        if not self.frames:
            return
        position = self.hand_position()
        if delta > 0:
            end = self.hand_end(position)
            if self.index < end:
                self.go_to(end)
            elif position + 1 < len(self.hand_starts):
                self.go_to(self.hand_starts[min(len(self.hand_starts) - 1, position + delta)])
            else:
                self.go_to(len(self.frames) - 1)
            return
        if delta < 0 and self.index > self.hand_starts[position]:
            delta += 1
        self.go_to(self.hand_starts[max(0, position + delta)])

    def jump_to_hand(self, hand: int) -> None:
        """To the deal of hand number ``hand`` (the nearest one the record has)."""
        self.playing = False
        if self.frames:
            position = min(range(len(self.hand_starts)),
                           key=lambda p: abs(self.frames[self.hand_starts[p]].hand - hand))
            self.go_to(self.hand_starts[position])

    def set_speed(self, delta: int) -> None:
        self.speed_index = max(0, min(len(SPEEDS) - 1, self.speed_index + delta))

    def toggle(self) -> None:
        """Play or pause; playing from the last frame starts again from the first."""
        if self.playing:
            self.playing = False
            return
        if self.at_end:
            self.go_to(0)
        self.playing = bool(self.frames) and not self.at_end

    def advance(self, dt: float) -> bool:
        """Play on by ``dt`` real seconds; True if the shown frame changed."""
        if not self.playing or not self.frames:
            return False
        self.waited += dt * self.speed
        moved = False
        while not self.at_end and self.waited >= self.frames[self.index].wait:
            self.waited -= self.frames[self.index].wait
            self.index += 1
            moved = True
        if self.at_end:
            self.playing = False
        return moved
