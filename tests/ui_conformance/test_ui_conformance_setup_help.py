"""Every game's setup screen explains each of its options in a line: the row under the pointer,
or the focused one, says what it does in the column beside the rows."""

from __future__ import annotations

import pygame
import pytest
from ui_conformance.ui_conformance_support import SIZES, game_ids, new_app

from game.ui.scenes import SetupScene
from game.ui.widgets import Stepper, Toggle


@pytest.mark.parametrize("game_id", game_ids())
def test_every_setup_option_is_explained_in_a_line_when_pointed_at_or_focused(
        game_id: str) -> None:
    app = new_app(SIZES[0])
    try:
        setup = SetupScene(app, game_id)
        app.push(setup)
        app.step()
        assert setup.option_rows, "the game has options"
        for name, row in setup.option_rows.items():
            spec = next(s for s in setup.schema if s.name == name)
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=row.rect.center,
                                                 rel=(0, 0), buttons=(0, 0, 0)))
            app.step()
            said = setup.describe()["help"]
            assert said.startswith(f"{spec.label}: ") and len(said) > len(spec.label) + 12, \
                f"{name}: {said!r}"
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(1, 1), rel=(0, 0),
                                             buttons=(0, 0, 0)))
        first = next(iter(setup.option_rows))
        setup.group.focus(setup.option_rows[first])
        app.step()
        row = setup.option_rows[first]
        assert isinstance(row, (Stepper, Toggle))
        assert setup.describe()["help"].startswith(row.label)
    finally:
        app.close()
