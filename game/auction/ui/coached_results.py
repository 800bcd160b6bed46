"""The score sheet after the coached game: the same sheet, whose primary button goes on to
"you're ready" and the game's normal setup instead of dealing again."""

from __future__ import annotations

from game.auction.ui.results import ResultsScene
from game.core.i18n import N_


class CoachedResultsScene(ResultsScene):
    """The coached game's score sheet: Continue (Enter) or Title."""

    def build(self) -> None:
        super().build()
        self.again_button.label = N_("Continue")

    def play_again(self) -> None:
        self.flow.coached_over()


__all__ = ["CoachedResultsScene"]
