"""Blitz (31)'s pygame side as the shared app sees it: one ``ThirtyOneUI`` per app.

The screens around the table are the shared host's (``game.ui.table.flow.TableUI``): starting
matches, the coached first match (a fixed short deal against one beginner bot; after it,
"you're ready" and the normal setup), Continue, pause and the results' timing. Here is what
only this game has: its board, its session hooks (the statistics, a 31 dealt), the showdown
panel over the table and the game results, one table painter whose card images stay cached
between hands, how-to pages and the replay viewer.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Final

import pygame

from game.core.definition import Line
from game.core.i18n import N_
from game.core.options import OptionSpec
from game.thirty_one.definition import GAME
from game.thirty_one.rules.state import Event, HandState, Move, View
from game.thirty_one.ui.painter import TablePainter
from game.thirty_one.ui.session import ThirtyOneHooks, ThirtyOneSession
from game.ui.howto_page import HowToPage
from game.ui.scene import Scene
from game.ui.services import Services
from game.ui.table.board import Board
from game.ui.table.flow import CoachSetup, TableUI, hosted
from game.ui.table.scene import TableScene

GAME_ID: Final = "thirty_one"

UI_OPTIONS: Final[tuple[OptionSpec, ...]] = (
    OptionSpec("show_value", "bool", True, N_("Show my hand's value"),
               help=N_("A hint of what your hand is worth now, and the suit that counts")),
    OptionSpec("four_colour", "bool", False, N_("Four-colour suits"),
               help=N_("Blue diamonds and green clubs, easier to tell apart")),
)
"""Setup rows that are the player's preferences, not rules (not written to records)."""

ThirtyOneTable = TableScene[HandState, Move, Event, View]


def option(session: ThirtyOneSession, name: str) -> bool:
    """The player's preference ``name`` for this match (its default when not set)."""
    spec = next(s for s in UI_OPTIONS if s.name == name)
    return bool(session.options.get(name, spec.default))


class ThirtyOneUI(TableUI[HandState, Move, Event, View]):
    """Blitz (31)'s board, showdown, results and painter on the shared table host."""

    definition = GAME
    ui_options = UI_OPTIONS
    bench_flying = 4  # (a hand of 31 has fewer cards that move)

    def __init__(self, services: Services) -> None:
        super().__init__(services)
        self._painter: TablePainter | None = None

    def painter(self, four_colour: bool | None = None) -> TablePainter:
        """The one table painter (its card images stay cached between hands and matches)."""
        if self._painter is None:
            self._painter = TablePainter(self.services.art, self.services.font)
        if four_colour is not None:
            self._painter.images.set_four_colour(four_colour)
        return self._painter

    # --- the host's hooks ---------------------------------------------------------------------
    def make_board(self, host: ThirtyOneTable) -> Board:
        from game.thirty_one.ui.board import ThirtyOneBoard

        session = host.session
        return ThirtyOneBoard(host, self.painter(option(session, "four_colour")),
                              option(session, "show_value"))

    def session_hooks(self) -> ThirtyOneHooks:
        return ThirtyOneHooks()

    def coach_setup(self) -> CoachSetup:
        from game.thirty_one.ui.coach_lessons import (
            COACH_LEVEL,
            COACH_OPTIONS,
            COACH_SEED,
            LESSON_NAMES,
            ThirtyOneLessons,
        )

        lessons = partial(ThirtyOneLessons, ("You", self.bot_name(1)))
        return CoachSetup(lessons, LESSON_NAMES, COACH_SEED, COACH_OPTIONS, COACH_LEVEL)

    def hand_results_scene(self, session: ThirtyOneSession) -> Scene:
        """The showdown panel, over the table the hand ended on."""
        from game.thirty_one.ui.showdown import ShowdownScene

        table = self._table_scene
        mine = table if table is not None and table.session is session else None
        return ShowdownScene(self.services, session, self, self.painter(), mine)

    def match_results_scene(self, session: ThirtyOneSession) -> Scene | None:
        from game.thirty_one.ui.results import MatchResultsScene

        if session.coached:
            return None
        return MatchResultsScene(self.services, session, self, self.painter())

    # --- what the shared screens show ---------------------------------------------------------
    def seat_picture(self, seat: int, width: int) -> pygame.Surface | None:
        del seat
        return self.painter().images.card(None, (max(8, width), max(8, width) * 7 // 5))

    def howto_pages(self) -> Sequence[HowToPage]:
        from game.thirty_one.ui.howto_pages import PAGES

        return PAGES

    def prepare_bench(self, flying: int) -> Callable[[int], None]:
        from game.thirty_one.ui.bench_table import prepare

        return prepare(self, flying)

    def replay_scene(self, lines: list[Line], title: str) -> Scene:
        from game.thirty_one.ui.replay_frames import ThirtyOneReplay
        from game.ui.replay.viewer import ReplayScene

        return ReplayScene(self.services, ThirtyOneReplay(lines, self.painter()), title)


def thirty_one_ui(services: Services) -> ThirtyOneUI:
    """This app's ``ThirtyOneUI``."""
    ui: ThirtyOneUI = hosted(services, GAME_ID, ThirtyOneUI)
    return ui


__all__ = ["GAME_ID", "UI_OPTIONS", "ThirtyOneUI", "option", "thirty_one_ui"]
