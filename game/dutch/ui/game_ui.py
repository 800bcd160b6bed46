"""Dutch's pygame side as the shared app sees it: one ``DutchUI`` per app.

It starts matches from the setup screen's seats and options, keeps the match in progress (for
the title's Continue), moves between the table, the pause menu, the round results and the
match sheet, and owns the standard deck's art (two- or four-colour, a player option).
It also offers the coached first match (``start_coached``): a fixed short deal against one
beginner bot with the shared coach's tips; after it, "you're ready" and the normal setup.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Final

import pygame

from game.core.definition import Line
from game.core.options import OptionSpec, OptionValue
from game.core.seats import SeatSpec
from game.dutch.ui.images import DutchArt, card_images
from game.dutch.ui.session import DutchSession
from game.storage.settings import Settings
from game.ui.card_faces import DeckArt
from game.ui.howto_page import HowToPage
from game.ui.scene import Scene
from game.ui.services import Services
from game.ui.sprites import CardImages

GAME_ID: Final = "dutch"

UI_OPTIONS: Final[tuple[OptionSpec, ...]] = (
    OptionSpec("peek_seconds", "float", 5.0, "Start peek",
               "seconds your two lower cards stay up at the start (or until Ready)",
               minimum=2.0, maximum=15.0, step=1.0),
    OptionSpec("reveal_seconds", "float", 2.0, "Look time",
               "seconds a card you look at stays face up", minimum=1.0, maximum=6.0,
               step=0.5),
    OptionSpec("assist", "bool", False, "Assist",
               "cards you have seen stay face up for you (the statistics mark the match)"),
    OptionSpec("four_colour", "bool", False, "Four-colour suits",
               "clubs green and diamonds blue"),
)
"""Setup rows that are the player's preferences, not rules (not written to records)."""


class DutchUI:
    """The match in progress and the way between its screens."""

    ui_options = UI_OPTIONS

    def __init__(self, services: Services) -> None:
        self.services = services
        self.session: DutchSession | None = None
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

    def settings_changed(self, settings: Settings) -> None:
        del settings

    # --- matches ----------------------------------------------------------------------------
    def start(self, seed: int, seats: Sequence[SeatSpec],
              options: Mapping[str, OptionValue]) -> None:
        self.session = DutchSession(seed, seats, options,
                                    pace_scale=self.services.settings.bot_speed,
                                    time_source=self.services.now,
                                    user_data=self.services.data)
        self.show_table(self.session)

    def coach_lessons(self) -> Sequence[str]:
        from game.dutch.ui.coach_lessons import LESSON_NAMES

        return LESSON_NAMES

    def start_coached(self, player: SeatSpec) -> None:
        """The coached first match: the coach's deal, one beginner bot, tips one at a time."""
        from game.dutch.ui.coach_lessons import (
            COACH_LEVEL,
            COACH_OPTIONS,
            COACH_SEED,
            DutchLessons,
        )
        from game.ui.coach import Coach

        seats = (SeatSpec(player.name, "human"), SeatSpec(self.bot_name(1), "bot", COACH_LEVEL))
        self.session = DutchSession(COACH_SEED, seats, COACH_OPTIONS,
                                    pace_scale=self.services.settings.bot_speed,
                                    time_source=self.services.now,
                                    user_data=self.services.data, coach=Coach(DutchLessons()))
        self.show_table(self.session)

    def restart(self) -> None:
        if self.session is not None and self.session.coached:
            self.start_coached(self.session.seats[0])
        elif self.session is not None:
            s = self.session
            self.start(random.SystemRandom().randrange(1, 2**31), s.seats, s.options)

    def show_table(self, session: DutchSession) -> None:
        from game.dutch.ui.table_scene import TableScene

        art, images = self.images(bool(session.options.get("four_colour", False)))
        self.services.reset_to(TableScene(self.services, session, art, images))

    def show_round_results(self, session: DutchSession) -> None:
        from game.dutch.ui.results import RoundResultsScene

        for notice in session.notices:
            self.services.notify(notice)
        session.notices.clear()
        _, images = self.images(bool(session.options.get("four_colour", False)))
        self.services.reset_to(RoundResultsScene(self.services, session, images))

    def next_round(self, session: DutchSession) -> None:
        if session.over and session.coached:
            from game.ui.coach import coached_match_over

            self.session = None
            coached_match_over(self.services, GAME_ID)
            return
        if session.over:
            from game.dutch.ui.results import MatchSheetScene

            self.services.reset_to(MatchSheetScene(self.services, session))
            return
        session.next_round()
        self.show_table(session)

    def pause_table(self, session: DutchSession) -> None:
        from game.ui.pause import PauseScene

        self.services.push(PauseScene(self.services, session, self.restart))

    # --- Continue ----------------------------------------------------------------------------
    def can_resume(self) -> bool:
        return self.session is not None and not self.session.over

    def resume(self) -> None:
        s = self.session
        if s is None or s.over:
            return
        if s.round_over:
            self.show_round_results(s)
        else:
            self.show_table(s)

    def pause(self) -> None:
        if self.session is not None:
            self.session.pause()

    # --- what the shared screens show ----------------------------------------------------------
    def bot_name(self, seat: int) -> str:
        from game.ui.scenes.common import bot_name

        return bot_name(seat)

    def seat_picture(self, seat: int, width: int) -> pygame.Surface | None:
        return self.deck().back(max(8, width))

    def tile_picture(self, size: tuple[int, int]) -> pygame.Surface:
        """The title's picture of this game: the fan its catalogue entry describes."""
        from game.ui.tile_art import catalogue_picture

        return catalogue_picture(GAME_ID, size, self.services.art,
                                 self.services.settings.colour_blind_symbols)

    def howto_pages(self) -> Sequence[HowToPage]:
        from game.dutch.ui.howto_pages import PAGES

        return PAGES

    def prepare_bench(self) -> Callable[[int], None]:
        from game.dutch.ui.bench_table import prepare

        return prepare(self)

    def replay_scene(self, lines: list[Line], title: str) -> Scene:
        from game.dutch.ui.replay_frames import DutchReplay
        from game.ui.replay.viewer import ReplayScene

        _, images = self.images()
        return ReplayScene(self.services, DutchReplay(self.services, lines, images), title)


def dutch_ui(services: Services) -> DutchUI:
    """This app's ``DutchUI``."""
    ui = services.game_ui(GAME_ID)
    if not isinstance(ui, DutchUI):
        raise TypeError("the Dutch game UI is not a DutchUI")
    return ui


__all__ = ["GAME_ID", "UI_OPTIONS", "DutchUI", "dutch_ui"]
