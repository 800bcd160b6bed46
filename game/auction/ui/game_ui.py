"""Dutch Auction's pygame side as the shared app sees it: one ``AuctionUI`` per app.

The screens around the table are the shared host's (``game.ui.table.flow.TableUI``): starting
games, the coached first game, Continue, pause and the results. Here is what only this game
has: its board, its statistics hook, its score sheet (the coached game's goes on to "you're
ready"), the auction deck's art (its card images stay cached between games), how-to pages and
the replay viewer.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

import pygame

from game.auction.definition import GAME
from game.auction.rules.events import Event
from game.auction.rules.moves import Move
from game.auction.rules.state import State
from game.auction.rules.view import View
from game.auction.ui.images import AuctionArt, AuctionDeck, card_images
from game.auction.ui.session import AuctionHooks, AuctionSession
from game.core.definition import Line
from game.core.i18n import N_
from game.core.options import OptionSpec
from game.i18n import _
from game.ui.howto_page import HowToPage
from game.ui.scene import Scene
from game.ui.services import Services
from game.ui.sprites import CardImages
from game.ui.table.board import Board
from game.ui.table.flow import CoachSetup, TableUI, hosted
from game.ui.table.scene import TableScene

GAME_ID: Final = "auction"

UI_OPTIONS: Final[tuple[OptionSpec, ...]] = (
    OptionSpec("coach", "bool", True, N_("Coach line"),
               help=N_("One line under the table saying what you can do now (always shown "
                       "in your first game)")),
)
"""Setup rows that are the player's preferences, not rules (not written to records)."""

AuctionTable = TableScene[State, Move, Event, View]


class AuctionUI(TableUI[State, Move, Event, View]):
    """Dutch Auction's board, sheets and art on the shared table host."""

    definition = GAME
    ui_options = UI_OPTIONS

    def __init__(self, services: Services) -> None:
        super().__init__(services)
        self.deck = AuctionDeck()
        self._images: tuple[AuctionArt, CardImages] | None = None

    def images(self) -> tuple[AuctionArt, CardImages]:
        if self._images is None:
            self._images = card_images(self.deck, self.services.art)
        return self._images

    # --- the host's hooks ------------------------------------------------------------------
    def make_board(self, host: AuctionTable) -> Board:
        from game.auction.ui.board import AuctionBoard

        art, images = self.images()
        session = host.session
        coach = bool(session.options.get("coach", True)) or self.first_match() \
            or session.coached
        return AuctionBoard(host, art, images, coach)

    def session_hooks(self) -> AuctionHooks:
        return AuctionHooks()

    def coach_setup(self) -> CoachSetup:
        from game.auction.ui.coach_lessons import COACH_SETUP

        return COACH_SETUP

    def match_results_scene(self, session: AuctionSession) -> Scene:
        from game.auction.ui.coached_results import CoachedResultsScene
        from game.auction.ui.results import ResultsScene

        sheet = CoachedResultsScene if session.coached else ResultsScene
        return sheet(self.services, session, self)

    # --- what the shared screens show ----------------------------------------------------------
    def where(self, session: AuctionSession) -> str:
        """A match of Dutch Auction is one game of rounds: say the round."""
        return _("round {n}").format(n=session.state.round)

    def seat_picture(self, seat: int, width: int) -> pygame.Surface | None:
        return self.deck.back(max(8, width))

    def howto_pages(self) -> Sequence[HowToPage]:
        from game.auction.ui.howto_pages import PAGES

        return PAGES

    def prepare_bench(self, flying: int) -> Callable[[int], None]:
        from game.auction.ui.bench_table import prepare

        return prepare(self, flying)

    def replay_scene(self, lines: list[Line], title: str) -> Scene:
        from game.auction.ui.replay_frames import AuctionReplay
        from game.ui.replay.viewer import ReplayScene

        art, images = self.images()
        return ReplayScene(self.services, AuctionReplay(self.services, lines, art, images), title)


def auction_ui(services: Services) -> AuctionUI:
    """This app's ``AuctionUI``."""
    ui: AuctionUI = hosted(services, GAME_ID, AuctionUI)
    return ui


__all__ = ["GAME_ID", "UI_OPTIONS", "AuctionUI", "auction_ui"]
