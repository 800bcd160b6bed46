"""Dutch Auction's pygame side as the shared app sees it: one ``AuctionUI`` per app.

It starts games from the setup screen's seats and options, keeps the game in progress (for the
title's Continue), moves between the table, the pause menu and the score sheet, and owns the
auction deck's art (its card images stay cached between games). It also offers the coached
first game (``start_coached``): a fixed deal against one beginner with the shared coach's tips;
after its score sheet, "you're ready" and the normal setup.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Final

import pygame

from game.auction.ui.images import AuctionArt, card_images
from game.auction.ui.session import AuctionSession
from game.core.definition import Line
from game.core.options import OptionSpec, OptionValue
from game.core.seats import SeatSpec
from game.storage.settings import Settings
from game.ui.card_faces import DeckArt
from game.ui.howto_page import HowToPage
from game.ui.scene import Scene
from game.ui.services import Services
from game.ui.sprites import CardImages

GAME_ID: Final = "auction"

UI_OPTIONS: Final[tuple[OptionSpec, ...]] = (
    OptionSpec("coach", "bool", True, "Coach line",
               help="One line under the table saying what you can do now (always shown in "
                    "your first game)"),
)
"""Setup rows that are the player's preferences, not rules (not written to records)."""


class AuctionUI:
    """The game in progress and the way between its screens."""

    ui_options = UI_OPTIONS

    def __init__(self, services: Services) -> None:
        self.services = services
        self.session: AuctionSession | None = None
        self.deck = DeckArt("auction")
        self._images: tuple[AuctionArt, CardImages] | None = None
        self._table_scene: Scene | None = None

    def images(self) -> tuple[AuctionArt, CardImages]:
        if self._images is None:
            self._images = card_images(self.deck, self.services.art)
        return self._images

    def settings_changed(self, settings: Settings) -> None:
        del settings

    def first_game(self) -> bool:
        stats = self.services.data.stats.game(GAME_ID)
        return stats.overall.matches_played == 0

    # --- games ------------------------------------------------------------------------------
    def start(self, seed: int, seats: Sequence[SeatSpec],
              options: Mapping[str, OptionValue]) -> None:
        self.session = AuctionSession(seed, seats, options,
                                      pace_scale=self.services.settings.bot_speed,
                                      time_source=self.services.now,
                                      user_data=self.services.data)
        self.show_table(self.session)

    def coach_lessons(self) -> Sequence[str]:
        from game.auction.ui.coach_lessons import LESSON_NAMES

        return LESSON_NAMES

    def start_coached(self, player: SeatSpec) -> None:
        """The coached first game: the coach's deal, one beginner, tips one at a time."""
        from game.auction.ui.coach_lessons import (
            COACH_LEVEL,
            COACH_OPTIONS,
            COACH_SEED,
            AuctionLessons,
        )
        from game.ui.coach import Coach

        seats = (SeatSpec(player.name, "human"), SeatSpec(self.bot_name(1), "bot", COACH_LEVEL))
        self.session = AuctionSession(COACH_SEED, seats, COACH_OPTIONS,
                                      pace_scale=self.services.settings.bot_speed,
                                      time_source=self.services.now,
                                      user_data=self.services.data,
                                      coach=Coach(AuctionLessons()))
        self.show_table(self.session)

    def coached_over(self) -> None:
        """After the coached game's score sheet: "you're ready" and the normal setup."""
        from game.ui.coach import coached_match_over

        self.session = None
        coached_match_over(self.services, GAME_ID)

    def restart(self) -> None:
        if self.session is not None and self.session.coached:
            self.start_coached(self.session.seats[0])
        elif self.session is not None:
            s = self.session
            self.start(random.SystemRandom().randrange(1, 2**31), s.seats, s.options)

    def show_table(self, session: AuctionSession) -> None:
        from game.auction.ui.table_scene import TableScene

        scene = self._table_scene
        if not isinstance(scene, TableScene) or scene.session is not session:
            art, images = self.images()
            coach = bool(session.options.get("coach", True)) or self.first_game() \
                or session.coached
            scene = TableScene(self.services, session, art, images, coach)
            self._table_scene = scene
        self.services.reset_to(scene)

    def show_results(self, session: AuctionSession) -> None:
        from game.auction.ui.coached_results import CoachedResultsScene
        from game.auction.ui.results import ResultsScene

        for notice in session.notices:
            self.services.notify(notice)
        session.notices.clear()
        sheet = CoachedResultsScene if session.coached else ResultsScene
        self.services.reset_to(sheet(self.services, session))

    def pause_table(self, session: AuctionSession) -> None:
        from game.ui.pause import PauseScene

        self.services.push(PauseScene(self.services, session, self.restart))

    # --- Continue ----------------------------------------------------------------------------
    def can_resume(self) -> bool:
        return self.session is not None and not self.session.over

    def resume(self) -> None:
        if self.session is not None and not self.session.over:
            self.show_table(self.session)

    def pause(self) -> None:
        if self.session is not None:
            self.session.pause()

    # --- what the shared screens show ----------------------------------------------------------
    def bot_name(self, seat: int) -> str:
        from game.ui.scenes.common import bot_name

        return bot_name(seat)

    def seat_picture(self, seat: int, width: int) -> pygame.Surface | None:
        return self.deck.back(max(8, width))

    def tile_picture(self, size: tuple[int, int]) -> pygame.Surface:
        """The title's picture of this game: the fan its catalogue entry describes."""
        from game.ui.tile_art import catalogue_picture

        return catalogue_picture(GAME_ID, size, self.services.art,
                                 self.services.settings.colour_blind_symbols)

    def howto_pages(self) -> Sequence[HowToPage]:
        from game.auction.ui.howto_pages import PAGES

        return PAGES

    def prepare_bench(self) -> Callable[[int], None]:
        from game.auction.ui.bench_table import prepare

        return prepare(self)

    def replay_scene(self, lines: list[Line], title: str) -> Scene:
        from game.auction.ui.replay_frames import AuctionReplay
        from game.ui.replay.viewer import ReplayScene

        art, images = self.images()
        return ReplayScene(self.services, AuctionReplay(self.services, lines, art, images), title)


def auction_ui(services: Services) -> AuctionUI:
    """This app's ``AuctionUI``."""
    ui = services.game_ui(GAME_ID)
    if not isinstance(ui, AuctionUI):
        raise TypeError("the auction game UI is not an AuctionUI")
    return ui


__all__ = ["GAME_ID", "UI_OPTIONS", "AuctionUI", "auction_ui"]
