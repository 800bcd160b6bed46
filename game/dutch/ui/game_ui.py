"""Dutch's pygame side as the shared app sees it: one ``DutchUI`` per app.

The screens around the table are the shared host's (``game.ui.table.flow.TableUI``): starting
matches, the coached first match (a fixed short deal against one beginner bot; after it,
"you're ready" and the normal setup -- or, when it ended before every lesson, the offer to play
it again), Continue, pause and the results. Here is what only this
game has: its board, its session hooks (the start peek, the statistics), the round results and
the match sheet, the standard deck's art (two- or four-colour, a player option), how-to pages
and the replay viewer.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

import pygame

from game.core.definition import Line
from game.core.i18n import N_
from game.core.options import OptionSpec
from game.dutch.definition import GAME
from game.dutch.rules.events import Event
from game.dutch.rules.moves import Move
from game.dutch.rules.state import DutchState
from game.dutch.rules.view import DutchView
from game.dutch.ui.images import DutchArt, card_images
from game.dutch.ui.session import DutchHooks, DutchSession
from game.ui.card_faces import DeckArt
from game.ui.howto_page import HowToPage
from game.ui.scene import Scene
from game.ui.services import Services
from game.ui.sprites import CardImages
from game.ui.table.board import Board
from game.ui.table.flow import CoachSetup, TableUI, hosted
from game.ui.table.scene import TableScene

GAME_ID: Final = "dutch"

UI_OPTIONS: Final[tuple[OptionSpec, ...]] = (
    OptionSpec("peek_seconds", "float", 5.0, N_("Start peek"),
               N_("seconds your two lower cards stay up at the start (or until Ready)"),
               minimum=2.0, maximum=15.0, step=1.0, unit=N_("s")),
    OptionSpec("reveal_seconds", "float", 2.0, N_("Look time"),
               N_("seconds a card you look at stays face up"), minimum=1.0, maximum=6.0,
               step=0.5, unit=N_("s")),
    OptionSpec("assist", "bool", False, N_("Assist"),
               N_("cards you have seen stay face up for you (the statistics mark the match)")),
    OptionSpec("four_colour", "bool", False, N_("Four-colour suits"),
               N_("clubs green and diamonds blue")),
)
"""Setup rows that are the player's preferences, not rules (not written to records)."""


DutchTable = TableScene[DutchState, Move, Event, DutchView]


class DutchUI(TableUI[DutchState, Move, Event, DutchView]):
    """Dutch's board, results screens and art on the shared table host."""

    definition = GAME
    ui_options = UI_OPTIONS

    def __init__(self, services: Services) -> None:
        super().__init__(services)
        self._images: dict[bool, tuple[DutchArt, CardImages]] = {}
        self._deck: DeckArt | None = None

    def deck(self) -> DeckArt:
        """The two-colour deck for pictures outside the table (kept: its images are cached)."""
        if self._deck is None:
            self._deck = self.images()[0].deck
        return self._deck

    def images(self, four_colour: bool = False) -> tuple[DutchArt, CardImages]:
        if four_colour not in self._images:
            self._images[four_colour] = card_images(self.services.art, four_colour)
        return self._images[four_colour]

    def session_images(self, session: DutchSession) -> tuple[DutchArt, CardImages]:
        return self.images(bool(session.options.get("four_colour", False)))

    # --- the host's hooks ------------------------------------------------------------------
    def make_board(self, host: DutchTable) -> Board:
        from game.dutch.ui.board import DutchBoard

        art, images = self.session_images(host.session)
        return DutchBoard(host, art, images)

    def session_hooks(self) -> DutchHooks:
        return DutchHooks()

    def coach_setup(self) -> CoachSetup:
        from game.dutch.ui.coach_lessons import COACH_SETUP

        return COACH_SETUP

    def hand_results_scene(self, session: DutchSession) -> Scene:
        from game.dutch.ui.results import RoundResultsScene

        return RoundResultsScene(self.services, session, self,
                                 self.session_images(session)[1])

    def match_results_scene(self, session: DutchSession) -> Scene | None:
        from game.dutch.ui.results import MatchSheetScene

        coach = session.coach
        if coach is not None and not coach.finished:  # ended early: offer it again
            from game.dutch.ui.coach_again import CoachAgainScene

            return CoachAgainScene(self.services, session, self)
        return None if session.coached else MatchSheetScene(self.services, session, self)

    # --- what the shared screens show ----------------------------------------------------------
    def seat_picture(self, seat: int, width: int) -> pygame.Surface | None:
        return self.deck().back(max(8, width))

    def howto_pages(self) -> Sequence[HowToPage]:
        from game.dutch.ui.howto_pages import PAGES

        return PAGES

    def prepare_bench(self, flying: int) -> Callable[[int], None]:
        from game.dutch.ui.bench_table import prepare

        return prepare(self, flying)

    def replay_scene(self, lines: list[Line], title: str) -> Scene:
        from game.dutch.ui.replay_frames import DutchReplay
        from game.ui.replay.viewer import ReplayScene

        _, images = self.images()
        return ReplayScene(self.services, DutchReplay(self.services, lines, images), title)


def dutch_ui(services: Services) -> DutchUI:
    """This app's ``DutchUI``."""
    ui: DutchUI = hosted(services, GAME_ID, DutchUI)
    return ui


__all__ = ["GAME_ID", "UI_OPTIONS", "DutchUI", "dutch_ui"]
