"""Dutch Blitz's pygame side as the shared app sees it: one ``BlitzUI`` per app.

The screens around the table are the shared host's (``game.ui.table.flow.TableUI``): starting
matches, the coached first match (a fixed short deal against one beginner bot; after it,
"you're ready" and the normal setup), Continue, pause and the results. Here is what only this
game has: its board, its session (the bots' pace, carried on from the previous match with
"Bots adapt to my pace"), the hand results and the match results, one table renderer whose card
images stay cached between hands, how-to pages and the replay viewer.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Final

import pygame

from game.core.definition import Line
from game.core.i18n import N_
from game.core.options import OptionSpec, OptionValue
from game.core.seats import SeatSpec
from game.dutch_blitz.definition import GAME
from game.dutch_blitz.rules.cards import DECKS
from game.dutch_blitz.rules.events import Event
from game.dutch_blitz.rules.match import SeatInfo
from game.dutch_blitz.rules.moves import Move
from game.dutch_blitz.rules.state import DEFAULT_TARGET, Rules, TableState
from game.dutch_blitz.rules.view import SeatView
from game.dutch_blitz.ui.renderer import TableRenderer
from game.dutch_blitz.ui.session import (
    BlitzHooks,
    BlitzSession,
    MatchConfig,
    blitz_session,
    hooks_of,
)
from game.storage.settings import Settings
from game.ui.coach import Coach
from game.ui.howto_page import HowToPage
from game.ui.scene import Scene
from game.ui.services import Services
from game.ui.table.board import Board
from game.ui.table.flow import CoachSetup, TableUI, hosted
from game.ui.table.scene import TableScene

GAME_ID: Final = GAME.id

UI_OPTIONS: Final[tuple[OptionSpec, ...]] = (
    OptionSpec("auto_play_ones", "bool", True, N_("Play my 1s for me"),
               help=N_("Your 1s go onto the Dutch piles by themselves")),
    OptionSpec("adaptive_pace", "bool", False, N_("Bots adapt to my pace"),
               help=N_("The bots speed up or slow down to keep the race close")),
)
"""Setup rows that are the player's preferences, not rules (not written to records)."""

BlitzTable = TableScene[TableState, Move, Event, SeatView]


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


class BlitzUI(TableUI[TableState, Move, Event, SeatView]):
    """Dutch Blitz's board, results screens and renderer on the shared table host."""

    definition = GAME
    ui_options = UI_OPTIONS

    def __init__(self, services: Services) -> None:
        super().__init__(services)
        self._renderer: TableRenderer | None = None

    def renderer(self) -> TableRenderer:
        """The one table renderer (its card images stay cached between hands and matches)."""
        if self._renderer is None:
            self._renderer = TableRenderer(self.services.art, self.services.font,
                                           self.services.settings.colour_blind_symbols)
        return self._renderer

    def settings_changed(self, settings: Settings) -> None:
        if self._renderer is not None:
            self._renderer.set_colour_blind(settings.colour_blind_symbols)

    # --- matches -------------------------------------------------------------------------------
    def new_session(self, seed: int, seats: Sequence[SeatSpec],
                    options: Mapping[str, OptionValue], coach: Coach | None = None,
                    pace_scale: float | None = None) -> BlitzSession:
        """A match on the app's clock; its hooks take the player's options, and an adaptive
        pace carries on from the match before."""
        pace = self.services.settings.bot_speed if pace_scale is None else pace_scale
        previous = hooks_of(self.session).pace if self.session is not None else None
        hooks = BlitzHooks(auto_play_ones=bool(options.get("auto_play_ones", True)),
                           adaptive=bool(options.get("adaptive_pace", False)),
                           previous_pace=previous)
        return blitz_session(seed, seats, options, time_source=self.services.now,
                             cpu_clock=self.services.think_clock, pace_scale=pace,
                             user_data=self.services.data, coach=coach, hooks=hooks)

    def start_match(self, config: MatchConfig) -> None:
        """A new match from a ``MatchConfig`` (its seats' decks and its bot pace)."""
        self.session = self.new_session(config.seed, config.seats, config.options,
                                        pace_scale=config.pace_scale)
        self.show_table(self.session)

    # --- the host's hooks ----------------------------------------------------------------------
    def make_board(self, host: BlitzTable) -> Board:
        from game.dutch_blitz.ui.board import BlitzBoard

        return BlitzBoard(host, self.renderer())

    def coach_setup(self) -> CoachSetup:
        from game.dutch_blitz.ui.coach_lessons import COACH_SETUP

        return COACH_SETUP

    def hand_results_scene(self, session: BlitzSession) -> Scene:
        from game.dutch_blitz.ui.results import HandResultsScene

        return HandResultsScene(self.services, session, self)

    def match_results_scene(self, session: BlitzSession) -> Scene | None:
        from game.dutch_blitz.ui.results import MatchResultsScene

        return None if session.coached else MatchResultsScene(self.services, session, self)

    # --- what the shared screens show ----------------------------------------------------------
    def seat_picture(self, seat: int, width: int) -> pygame.Surface | None:
        return self.services.art.back(DECKS[seat % len(DECKS)], max(8, width))

    def howto_pages(self) -> Sequence[HowToPage]:
        from game.dutch_blitz.ui.howto_pages import PAGES

        return PAGES

    def prepare_bench(self, flying: int) -> Callable[[int], None]:
        from game.dutch_blitz.ui.bench_table import prepare

        return prepare(self, flying)

    def bench_hand_end(self, hands: int) -> list[list[tuple[str, float, float]]]:
        """``--bench-hand-end``: each hand's frames from its end to the next hand's first."""
        from game.dutch_blitz.ui.bench_table import hand_end_frames

        return hand_end_frames(self, hands)

    def replay_scene(self, lines: list[Line], title: str) -> Scene:
        from game.dutch_blitz.ui.replay_frames import BlitzReplay
        from game.ui.replay.viewer import ReplayScene

        return ReplayScene(self.services, BlitzReplay(self.services, lines), title)


def blitz_ui(services: Services) -> BlitzUI:
    """This app's ``BlitzUI``."""
    ui: BlitzUI = hosted(services, GAME_ID, BlitzUI)
    return ui


__all__ = ["GAME_ID", "UI_OPTIONS", "BlitzUI", "blitz_ui", "match_config"]
