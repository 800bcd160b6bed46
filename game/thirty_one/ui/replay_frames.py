"""Blitz (31) in the shared replay viewer: the record's frames on the live table's painter,
with every hand face up (a replay is the referee's view)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.core.i18n import N_
from game.thirty_one.rules.core import view_of
from game.thirty_one.ui.layout import table_layout
from game.thirty_one.ui.painter import Decor, TablePainter
from game.thirty_one.ui.replay_model import Step, replay_frames
from game.ui.replay.frames import Frame

Line = dict[str, Any]


class ThirtyOneReplay:
    """A Blitz (31) record for ``game.ui.replay.viewer.ReplayScene``."""

    unit = N_("Hand")

    def __init__(self, lines: Sequence[Line], painter: TablePainter) -> None:
        self._frames, self.seats, self.problem = replay_frames(lines)
        self.painter = painter

    @property
    def frames(self) -> Sequence[Frame[Step]]:
        return self._frames if self.seats else []

    def paint(self, frame: Frame[Any], surface: pygame.Surface) -> None:
        state = frame.data.state
        layout = table_layout(surface.get_size(), state.seats)
        decor = Decor(now=0.0, you=None, reveal=True, hands=state.hands, status=frame.caption)
        self.painter.draw(surface, layout, view_of(state, 0), self.seats, decor)
