"""Dutch Blitz in the shared replay viewer: the record's frames, painted by the live table's
renderer (the pile the shown line touched glows)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.core.i18n import N_
from game.dutch_blitz.ui.renderer import TableDecor, TableRenderer
from game.dutch_blitz.ui.replay_model import BlitzFrame, replay_frames, seats_of, target_of
from game.ui import palette
from game.ui.replay.frames import Frame
from game.ui.services import Services

Line = dict[str, Any]


class BlitzReplay:
    """A Dutch Blitz record for ``game.ui.replay.viewer.ReplayScene``."""

    unit = N_("Hand")

    def __init__(self, app: Services, lines: Sequence[Line]) -> None:
        self.app = app
        self.seats = seats_of(lines)
        self.target = target_of(lines)
        self._frames, self.problem = replay_frames(lines)
        self.human = next((i for i, s in enumerate(self.seats) if s.kind == "human"), None)
        self.renderer: TableRenderer | None = None

    @property
    def frames(self) -> Sequence[Frame[BlitzFrame]]:
        return self._frames

    def paint(self, frame: Frame[Any], surface: pygame.Surface) -> None:
        data: BlitzFrame = frame.data
        if self.renderer is None:
            cb = self.app.settings.colour_blind_symbols
            self.renderer = TableRenderer(self.app.art, self.app.font, cb)
        decor = TableDecor(now=frame.time, human=self.human, totals=list(data.totals),
                           hand_number=frame.hand, target=self.target, glow=glow(data))
        self.renderer.draw(surface, data.state, self.seats, decor)


def glow(data: BlitzFrame) -> dict[str, tuple[int, int, int]]:
    """The pile a ``play`` line put its card on, lit."""
    line = data.line
    if line.get("type") != "play":
        return {}
    target = str(line.get("to", ""))
    if target == "dutch:new":
        return {f"dutch:{len(data.state.dutch) - 1}": palette.HIGHLIGHT}
    if target.startswith("dutch:"):
        return {target: palette.HIGHLIGHT}
    return {f"{line.get('seat')}:{target}": palette.HIGHLIGHT}
