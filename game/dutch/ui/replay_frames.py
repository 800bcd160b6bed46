"""Dutch in the shared replay viewer: the record's frames on the live table's painter, with
every card shown (a replay is the referee's view)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.dutch.rules.view import view as view_of
from game.dutch.ui.layout import table_layout
from game.dutch.ui.painter import Decor, TablePainter
from game.dutch.ui.replay_model import Line, Position, build_frames, show_all
from game.i18n import N_, _
from game.ui.replay.frames import Frame, seat_names
from game.ui.services import Services
from game.ui.sprites import CardImages


class DutchReplay:
    """A Dutch record for ``game.ui.replay.viewer.ReplayScene``."""

    unit = N_("Round")

    def __init__(self, app: Services, lines: Sequence[Line], images: CardImages) -> None:
        self._frames, self.problem = build_frames(lines)
        self.names = seat_names(lines)
        self.images = images
        self.painter = TablePainter(app.art, images, app.font)

    @property
    def frames(self) -> Sequence[Frame[Position]]:
        return self._frames

    def paint(self, frame: Frame[Any], surface: pygame.Surface) -> None:
        state = frame.data.state
        layout = table_layout(surface.get_size(), state.seats)
        widths = sorted({layout.seats[0].card[0], layout.seats[-1].card[0], layout.pile[0]})
        if self.images.widths != widths:
            self.images.set_widths(widths)
        names = self.names or tuple(str(i) for i in range(state.seats))
        decor = Decor(names, totals=frame.data.totals, show_all=True,
                      heading=_("Replay: round {n}").format(n=state.round))
        self.painter.draw(surface, layout, view_of(show_all(state), 0), decor)
