"""Dutch Blitz's pygame side as the shared app sees it: one ``BlitzUI`` per app.

It starts matches from the setup screen's seats and options, keeps the match in progress (so
the title's Continue can go back to it), moves between the table, the pause overlay and the
results screens, and keeps one table renderer whose card images stay cached between hands.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Final

import pygame

from game.core.definition import Line
from game.core.options import OptionSpec, OptionValue
from game.core.seats import SeatSpec
from game.dutch_blitz.rules.cards import DECKS
from game.dutch_blitz.rules.match import SeatInfo
from game.dutch_blitz.rules.state import DEFAULT_TARGET, Rules
from game.dutch_blitz.ui.renderer import TableRenderer
from game.dutch_blitz.ui.session import (
    BlitzSession,
    MatchConfig,
    bot_name,
    config_of,
    hooks_of,
)
from game.storage.settings import Settings
from game.ui.howto_page import HowToPage
from game.ui.scene import Scene
from game.ui.services import Services

GAME_ID: Final = "dutch_blitz"

UI_OPTIONS: Final[tuple[OptionSpec, ...]] = (
    OptionSpec("auto_play_ones", "bool", True, "Play my 1s for me",
               help="Your 1s go onto the Dutch piles by themselves"),
    OptionSpec("adaptive_pace", "bool", False, "Bots adapt to my pace",
               help="The bots speed up or slow down to keep the race close"),
)
"""Setup rows that are the player's preferences, not rules (not written to records)."""


def match_config(seed: int, seats: Sequence[SeatSpec], options: Mapping[str, OptionValue],
                 pace_scale: float = 1.0) -> MatchConfig:
    """The table's ``MatchConfig`` for seats and options chosen on the setup screen."""
    infos = [SeatInfo(seat.name, seat.kind, DECKS[index % len(DECKS)], seat.level)
             for index, seat in enumerate(seats)]
    target = options.get("target_score", DEFAULT_TARGET)
    stack = options.get("move_post_stack", False)
    rules = Rules.for_seats(len(infos), int(target), bool(stack))
    return MatchConfig(seats=infos, rules=rules, seed=seed,
                       auto_play_ones=bool(options.get("auto_play_ones", True)),
                       adaptive_pace=bool(options.get("adaptive_pace", False)),
                       pace_scale=pace_scale)


class BlitzUI:
    """The match in progress and the way between its screens."""

    ui_options = UI_OPTIONS

    def __init__(self, services: Services) -> None:
        self.services = services
        self.session: BlitzSession | None = None
        self._table_scene: Scene | None = None
        self._renderer: TableRenderer | None = None

    # --- the shared renderer ---------------------------------------------------------------
    def renderer(self) -> TableRenderer:
        """The one table renderer (its card images stay cached between hands and matches)."""
        if self._renderer is None:
            self._renderer = TableRenderer(self.services.art, self.services.font,
                                           self.services.settings.colour_blind_symbols)
        return self._renderer

    def settings_changed(self, settings: Settings) -> None:
        if self._renderer is not None:
            self._renderer.set_colour_blind(settings.colour_blind_symbols)

    # --- matches ---------------------------------------------------------------------------
    def start(self, seed: int, seats: Sequence[SeatSpec],
              options: Mapping[str, OptionValue]) -> None:
        self.start_match(match_config(seed, seats, options, self.services.settings.bot_speed))

    def start_match(self, config: MatchConfig) -> None:
        """A new match: straight to its first hand."""
        previous = hooks_of(self.session).pace if self.session is not None else None
        self.session = config.session(time_source=self.services.now,
                                      user_data=self.services.data, previous_pace=previous)
        self.show_table(self.session)

    def coach_lessons(self) -> Sequence[str]:
        from game.dutch_blitz.ui.coach_lessons import LESSON_NAMES

        return LESSON_NAMES

    def start_coached(self, player: SeatSpec) -> None:
        """The coached first match: the coach's deal, one beginner bot, tips one at a time."""
        from game.dutch_blitz.ui.coached_session import coached_session

        self.session = coached_session(player.name, self.services.settings.bot_speed,
                                       time_source=self.services.now,
                                       user_data=self.services.data)
        self.show_table(self.session)

    def restart(self) -> None:
        """The same table again with a fresh seed (a coached match: the coached deal again)."""
        if self.session is not None and self.session.coached:
            self.start_coached(SeatSpec(self.session.seats[0].name, "human"))
        elif self.session is not None:
            seed = random.SystemRandom().randrange(1, 2**31)
            self.start_match(config_of(self.session).with_seed(seed))

    def show_table(self, session: BlitzSession) -> None:
        """The table of ``session`` alone on the stack (after the results, or Continue)."""
        from game.dutch_blitz.ui.coached_scene import table_scene_for
        from game.dutch_blitz.ui.table_scene import TableScene

        if not isinstance(self._table_scene, TableScene) or \
                self._table_scene.session is not session:
            self._table_scene = table_scene_for(self.services, session)
        self.session = session
        self.services.reset_to(self._table_scene)

    def show_hand_results(self, session: BlitzSession, ready: Scene | None = None) -> None:
        """The hand results of ``session`` (``ready``: the screen made while the banner
        played)."""
        from game.dutch_blitz.ui.coached_scene import hand_results_for

        for notice in session.notices:
            self.services.notify(notice)
        session.notices.clear()
        self.services.reset_to(ready or hand_results_for(self.services, session))

    def pause_table(self, session: BlitzSession) -> None:
        from game.ui.pause import PauseScene

        self.services.push(PauseScene(self.services, session, self.restart))

    # --- Continue --------------------------------------------------------------------------
    def can_resume(self) -> bool:
        return self.session is not None and not self.session.match.over

    def resume(self) -> None:
        session = self.session
        if session is None or session.match.over:
            return
        if session.hand_over:
            self.show_hand_results(session)
        else:
            self.show_table(session)

    def pause(self) -> None:
        if self.session is not None:
            self.session.pause()

    def bot_name(self, seat: int) -> str:
        return bot_name(seat)

    def seat_picture(self, seat: int, width: int) -> pygame.Surface | None:
        return self.services.art.back(DECKS[seat % len(DECKS)], max(8, width))

    def tile_picture(self, size: tuple[int, int]) -> pygame.Surface:
        """The title's picture of this game: the fan its catalogue entry describes."""
        from game.ui.tile_art import catalogue_picture

        return catalogue_picture(GAME_ID, size, self.services.art,
                                 self.services.settings.colour_blind_symbols)

    def howto_pages(self) -> Sequence[HowToPage]:
        from game.dutch_blitz.ui.howto_pages import PAGES

        return PAGES

    def prepare_bench(self) -> Callable[[int], None]:
        from game.dutch_blitz.ui.bench_table import prepare

        return prepare(self)

    def bench_hand_end(self, hands: int) -> list[list[tuple[str, float, float]]]:
        """``--bench-hand-end``: each hand's frames from its end to the next hand's first."""
        from game.dutch_blitz.ui.bench_table import hand_end_frames

        return hand_end_frames(self, hands)

    def replay_scene(self, lines: list[Line], title: str) -> Scene:
        from game.dutch_blitz.ui.replay_frames import BlitzReplay
        from game.ui.replay.viewer import ReplayScene

        return ReplayScene(self.services, BlitzReplay(self.services, lines), title)


def blitz_ui(services: Services) -> BlitzUI:
    """This app's ``BlitzUI`` (for Dutch Blitz's own screens)."""
    ui = services.game_ui(GAME_ID)
    if not isinstance(ui, BlitzUI):
        raise TypeError("the dutch_blitz game UI is not a BlitzUI")
    return ui
