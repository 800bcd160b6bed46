"""Blitz (31)'s pygame side as the shared app sees it: one ``ThirtyOneUI`` per app.

It starts matches from the setup screen's seats and options, keeps the match in progress (so the
title's Continue can go back to it), moves between the table, the showdown panel, the pause menu
and the game results, and keeps one table painter whose card images stay cached between hands.
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
from game.storage.settings import Settings
from game.thirty_one.ui.painter import TablePainter
from game.thirty_one.ui.session import MatchConfig, Session
from game.ui.howto_page import HowToPage
from game.ui.scene import Scene
from game.ui.services import Services

GAME_ID: Final = "thirty_one"

UI_OPTIONS: Final[tuple[OptionSpec, ...]] = (
    OptionSpec("show_value", "bool", True, "Show my hand's value",
               help="A hint of what your hand is worth now, and the suit that counts"),
    OptionSpec("four_colour", "bool", False, "Four-colour suits",
               help="Blue diamonds and green clubs, easier to tell apart"),
)
"""Setup rows that are the player's preferences, not rules (not written to records)."""


class ThirtyOneUI:
    """The match in progress and the way between its screens."""

    ui_options = UI_OPTIONS

    def __init__(self, services: Services) -> None:
        self.services = services
        self.session: Session | None = None
        self._table_scene: Scene | None = None
        self._painter: TablePainter | None = None

    def painter(self, four_colour: bool | None = None) -> TablePainter:
        """The one table painter (its card images stay cached between hands and matches)."""
        if self._painter is None:
            self._painter = TablePainter(self.services.art, self.services.font)
        if four_colour is not None:
            self._painter.images.set_four_colour(four_colour)
        return self._painter

    def option(self, name: str) -> bool:
        session = self.session
        spec = next(s for s in UI_OPTIONS if s.name == name)
        if session is None:
            return bool(spec.default)
        return bool(session.config.options.get(name, spec.default))

    def settings_changed(self, settings: Settings) -> None:
        del settings

    # --- matches ---------------------------------------------------------------------------
    def start(self, seed: int, seats: Sequence[SeatSpec],
              options: Mapping[str, OptionValue]) -> None:
        config = MatchConfig(seed, tuple(seats), dict(options),
                             self.services.settings.bot_speed)
        self.start_match(config)

    def start_match(self, config: MatchConfig) -> None:
        """A new match: straight to its first hand."""
        self.session = Session(config, time_source=self.services.now,
                               user_data=self.services.data)
        self.session.start_next_hand()
        self.show_table(self.session)

    def coach_lessons(self) -> Sequence[str]:
        from game.thirty_one.ui.coach_lessons import LESSON_NAMES

        return LESSON_NAMES

    def start_coached(self, player: SeatSpec) -> None:
        """The coached first match: the coach's deal, one beginner bot, tips one at a time."""
        from game.thirty_one.ui.coach_lessons import (
            COACH_LEVEL,
            COACH_OPTIONS,
            COACH_RIVALS,
            COACH_SEED,
            ThirtyOneLessons,
        )
        from game.ui.coach import Coach

        seats = (SeatSpec(player.name, "human"),) + tuple(
            SeatSpec(self.bot_name(seat), "bot", COACH_LEVEL)
            for seat in range(1, COACH_RIVALS + 1))
        config = MatchConfig(COACH_SEED, seats, dict(COACH_OPTIONS),
                             self.services.settings.bot_speed)
        coach = Coach(ThirtyOneLessons([seat.name for seat in seats]))
        self.session = Session(config, time_source=self.services.now,
                               user_data=self.services.data, coach=coach)
        self.session.start_next_hand()
        self.show_table(self.session)

    def restart(self) -> None:
        """The same table again with a fresh seed (a coached match: the coached deal again)."""
        if self.session is not None and self.session.coached:
            self.start_coached(self.session.seats[0])
        elif self.session is not None:
            seed = random.SystemRandom().randrange(1, 2**31)
            self.start_match(self.session.config.with_seed(seed))

    def show_table(self, session: Session) -> None:
        from game.thirty_one.ui.table_scene import TableScene

        if not isinstance(self._table_scene, TableScene) or \
                self._table_scene.session is not session:
            self._table_scene = TableScene(self.services, session)
        self.session = session
        self.services.reset_to(self._table_scene)

    def show_showdown(self, session: Session) -> None:
        from game.thirty_one.ui.showdown import ShowdownScene

        for notice in session.notices:
            self.services.notify(notice)
        session.notices.clear()
        table = self._table_scene
        self.services.push(ShowdownScene(self.services, session, table))

    def next_hand(self, session: Session) -> None:
        """After the showdown: the next hand, or the game results when the match is over."""
        if session.match.over:
            self.show_match_results(session)
            return
        session.start_next_hand()
        self.services.play("flip")
        self.show_table(session)

    def finish_without_me(self, session: Session) -> None:
        session.finish_without_you()
        self.show_match_results(session)

    def show_match_results(self, session: Session) -> None:
        """The game results; after a coached match, "you're ready" and the normal setup."""
        if session.coached:
            from game.ui.coach import coached_match_over

            self.session = None
            self._table_scene = None
            coached_match_over(self.services, GAME_ID)
            return
        from game.thirty_one.ui.results import MatchResultsScene

        self.services.reset_to(MatchResultsScene(self.services, session))

    def pause_table(self, session: Session) -> None:
        from game.ui.pause import PauseScene

        self.services.push(PauseScene(self.services, session, self.restart))

    # --- Continue --------------------------------------------------------------------------
    def can_resume(self) -> bool:
        return self.session is not None and not self.session.match.over

    def resume(self) -> None:
        if self.session is not None and not self.session.match.over:
            self.show_table(self.session)

    def pause(self) -> None:
        if self.session is not None:
            self.session.pause()

    # --- what the shared screens show --------------------------------------------------------
    def bot_name(self, seat: int) -> str:
        from game.ui.scenes.common import bot_name

        return bot_name(seat)

    def seat_picture(self, seat: int, width: int) -> pygame.Surface | None:
        del seat
        return self.painter().images.card(None, (max(8, width), max(8, width) * 7 // 5))

    def tile_picture(self, size: tuple[int, int]) -> pygame.Surface:
        """The title's picture of this game: the fan its catalogue entry describes."""
        from game.ui.tile_art import catalogue_picture

        return catalogue_picture(GAME_ID, size, self.services.art,
                                 self.services.settings.colour_blind_symbols)

    def howto_pages(self) -> Sequence[HowToPage]:
        from game.thirty_one.ui.howto_pages import PAGES

        return PAGES

    def prepare_bench(self) -> Callable[[int], None]:
        from game.thirty_one.ui.bench_table import prepare

        return prepare(self)

    def replay_scene(self, lines: list[Line], title: str) -> Scene:
        from game.thirty_one.ui.replay_frames import ThirtyOneReplay
        from game.ui.replay.viewer import ReplayScene

        return ReplayScene(self.services, ThirtyOneReplay(lines, self.painter()), title)


def thirty_one_ui(services: Services) -> ThirtyOneUI:
    """This app's ``ThirtyOneUI`` (for the game's own screens)."""
    ui = services.game_ui(GAME_ID)
    if not isinstance(ui, ThirtyOneUI):
        raise TypeError("the thirty_one game UI is not a ThirtyOneUI")
    return ui
