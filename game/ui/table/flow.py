"""One game's screens around its table, the same for every game: ``TableUI``.

It starts matches from the setup screen (and the coached match from the game's lessons), keeps
the match in progress for the title's Continue, and moves between the table, the pause menu,
the hand's results, the match's results and, after a coached match, "you're ready" and the
setup screen. A game's UI module subclasses it and fills in what only the game has: its
``Board``, the session's hooks, its results screens, how-to pages, replay viewer, coach and
pictures; every hook has a default, so a game writes only what it differs in.
"""

from __future__ import annotations

import gc
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, TypeVar

import pygame

from game.core.definition import GameDefinition, Line
from game.core.i18n import N_, Message, Words
from game.core.options import OptionSpec, OptionValue
from game.core.seats import SeatSpec
from game.i18n import say
from game.storage.settings import Settings
from game.ui.coach import Coach, LessonPlan, coached_match_over
from game.ui.howto_page import HowToPage
from game.ui.scene import Scene
from game.ui.services import Services
from game.ui.table.resume import SavedMoves
from game.ui.table.session import SessionHooks, TableSession

if TYPE_CHECKING:
    from game.ui.table.board import Board
    from game.ui.table.scene import TableScene

S = TypeVar("S")
M = TypeVar("M")
E = TypeVar("E")
V = TypeVar("V")


@dataclass(frozen=True)
class CoachSetup:
    """A game's coached match: its fixed deal, the one bot's level, and the lessons."""

    lessons: Callable[[], LessonPlan]
    names: tuple[str, ...]
    seed: int
    options: Mapping[str, OptionValue]
    level: str = "beginner"


class TableUI(Generic[S, M, E, V]):
    """The match in progress and the way between its screens (``GameUI`` for the app)."""

    definition: GameDefinition[S, M, E, V]
    ui_options: tuple[OptionSpec, ...] = ()
    bench_flying = 6
    """The cards the frame benchmark's busy table keeps in the air at least."""

    def __init__(self, services: Services) -> None:
        self.services = services
        self.session: TableSession[S, M, E, V] | None = None
        self._table_scene: TableScene[S, M, E, V] | None = None
        self._saved_moves: SavedMoves | None = None

    # --- what a game fills in -----------------------------------------------------------------
    def make_board(self, host: TableScene[S, M, E, V]) -> Board:
        raise NotImplementedError

    def session_hooks(self) -> SessionHooks[S, M, E, V]:
        return SessionHooks()

    def coach_setup(self) -> CoachSetup | None:
        """The coached match (None: the game offers none)."""
        return None

    def hand_results_scene(self, session: TableSession[S, M, E, V]) -> Scene | None:
        """The results of the hand just ended (None: straight on to the next hand, or to the
        match's results when it is over)."""
        del session
        return None

    def match_results_scene(self, session: TableSession[S, M, E, V]) -> Scene | None:
        """The match's results (None: the coached match's "you're ready" at once)."""
        raise NotImplementedError

    def howto_pages(self) -> Sequence[HowToPage]:
        return ()

    def replay_scene(self, lines: list[Line], title: str) -> Scene:
        raise NotImplementedError

    def prepare_bench(self, flying: int) -> Callable[[int], None]:
        raise NotImplementedError

    def seat_picture(self, seat: int, width: int) -> pygame.Surface | None:
        del seat, width
        return None

    def settings_changed(self, settings: Settings) -> None:
        del settings

    # --- matches ------------------------------------------------------------------------------
    def new_session(self, seed: int, seats: Sequence[SeatSpec],
                    options: Mapping[str, OptionValue], coach: Coach | None = None,
                    pace_scale: float | None = None) -> TableSession[S, M, E, V]:
        """A session on the app's clock and user data (the bots at the player's bot speed,
        or ``pace_scale``)."""
        pace = self.services.settings.bot_speed if pace_scale is None else pace_scale
        return TableSession(self.definition, seed, seats, options, hooks=self.session_hooks(),
                            pace_scale=pace,
                            time_source=self.services.now, user_data=self.services.data,
                            cpu_clock=self.services.think_clock,
                            coach=coach)

    def start(self, seed: int, seats: Sequence[SeatSpec],
              options: Mapping[str, OptionValue]) -> None:
        self.session = self.new_session(seed, seats, options)
        self.show_table(self.session)

    def coach_lessons(self) -> Sequence[str]:
        setup = self.coach_setup()
        return setup.names if setup is not None else ()

    def start_coached(self, player: SeatSpec) -> None:
        """The coached match: the coach's deal, one bot, tips one at a time."""
        setup = self.coach_setup()
        if setup is None:
            return
        seats = (SeatSpec(player.name, "human"), SeatSpec(self.bot_name(1), "bot", setup.level))
        self.session = self.new_session(setup.seed, seats, setup.options,
                                        coach=Coach(setup.lessons()))
        self.show_table(self.session)

    def restart(self) -> None:
        s = self.session
        if s is not None and s.coached:
            self.start_coached(s.seats[0])
        elif s is not None:
            self.start(random.SystemRandom().randrange(1, 2**31), s.seats, s.options)

    # --- the way between screens --------------------------------------------------------------
    def show_table(self, session: TableSession[S, M, E, V]) -> None:
        """The table of the session's hand (the same scene again for the same hand)."""
        from game.ui.table.scene import TableScene

        if session.safe_point is None:  # a new match: kept from its start
            session.safe_point = self.keep_unfinished
            self.keep_unfinished()
            if session.coached:  # listed as coached in Replays (the record stays as it is)
                self.services.data.mark_coached(session.match_id)
        scene = self._table_scene
        fresh = scene is None or scene.session is not session or scene.table is not session.table
        if scene is None or fresh:
            scene = TableScene(self.services, self, session, self.make_board)
            self._table_scene = scene
        self.services.reset_to(scene)
        if fresh:  # the last hand's table is garbage now, held in cycles with its pictures:
            gc.collect()  # a full pass (a few thousand objects since start-up's freeze, ~2 ms)

    def pause_table(self, session: TableSession[S, M, E, V]) -> None:
        from game.ui.pause import PauseScene

        self.services.push(PauseScene(self.services, session, self.restart,
                                      game_id=self.definition.id))

    def hand_done(self, session: TableSession[S, M, E, V], ready: Scene | None = None) -> None:
        """The table's motion of the hand's end is over: its results (``ready``: the screen
        the board made ahead; its input guard runs from now), or the next step."""
        from game.ui.scenes.results_screen import ResultsScreen

        for notice in session.notices:
            self.services.notify(notice)
        session.notices.clear()
        if isinstance(ready, ResultsScreen):
            ready.opened_at = self.services.now()
        scene = ready if ready is not None else self.hand_results_scene(session)
        if scene is not None:
            self.services.reset_to(scene)
        else:
            self.next_hand(session)

    def next_hand(self, session: TableSession[S, M, E, V]) -> None:
        """After a hand's results: the next hand, or the match's results."""
        if not session.over:
            session.next_hand()
            self.show_table(session)
            return
        scene = self.match_results_scene(session)
        if scene is None:
            self.coached_over()
        else:
            self.services.reset_to(scene)

    def play_again(self, session: TableSession[S, M, E, V]) -> None:
        """A new match at the same table: the same seats and options, a new deal."""
        from game.ui.scenes.setup import time_seed

        self.start(time_seed(), session.seats, session.options)

    def coached_over(self) -> None:
        """After the coached match: "you're ready" and the normal setup."""
        self.session = None
        self._table_scene = None
        coached_match_over(self.services, self.definition.id)

    # --- Continue -----------------------------------------------------------------------------
    def keep_unfinished(self) -> None:
        """Keep the match in progress for the next start of the app (a finished or coached
        match: forget the one kept)."""
        s = self.session
        if s is None:
            return
        if s.over or s.coached:
            self.services.data.keep_unfinished(self.definition.id, None)
            return
        saved = self._saved_moves
        if saved is None or saved.session is not s:
            saved = self._saved_moves = SavedMoves(s)
        self.services.data.keep_unfinished(self.definition.id, saved.snapshot())

    def take_session(self, session: TableSession[S, M, E, V]) -> None:
        """A match rebuilt from the last run's save: Continue goes back to it."""
        self.session = session
        self._table_scene = None
        session.safe_point = self.keep_unfinished

    def can_resume(self) -> bool:
        return self.session is not None and not self.session.over

    def resume(self) -> None:
        s = self.session
        if s is None or s.over:
            return
        scene = self.hand_results_scene(s) if s.hand_over else None
        if scene is not None:
            self.services.reset_to(scene)
        else:
            self.show_table(s)

    def pause(self) -> None:
        if self.session is not None:
            self.session.pause()

    def progress(self) -> str:
        """Which match Continue goes back to and where: "Dutch, round 3" ("" when none)."""
        return say(self.progress_words())

    def progress_words(self) -> Words:
        """``progress`` as words the button showing it translates when it draws them."""
        s = self.session
        if s is None or s.over:
            return ""
        return Message.of(N_("{game}, {where}"), game=Message.of(self.definition.name),
                          where=self.where(s))

    def where(self, session: TableSession[S, M, E, V]) -> str:
        """How far the match has come, in the game's words: its hand (or round) number.
        A game whose match is one hand of many rounds says its round instead."""
        number = len(session.match.results) + (0 if session.hand_over else 1)
        from game.ui.scenes.common import numbered

        return numbered(self.definition.hand_word, number)

    # --- what the shared screens show ---------------------------------------------------------
    def bot_name(self, seat: int) -> str:
        from game.ui.scenes.common import bot_name

        return bot_name(seat)

    def tile_picture(self, size: tuple[int, int]) -> pygame.Surface:
        """The title's picture of this game: the fan its catalogue entry describes."""
        from game.ui.tile_art import catalogue_picture

        return catalogue_picture(self.definition.id, size, self.services.art,
                                 self.services.settings.colour_blind_symbols)

    def first_match(self) -> bool:
        """The player has not finished a match of this game yet."""
        return self.services.data.stats.game(self.definition.id).overall.matches_played == 0


def hosted(services: Services, game_id: str, kind: type[Any]) -> Any:
    """This app's UI of ``game_id``, checked to be a ``kind``."""
    ui = services.game_ui(game_id)
    if not isinstance(ui, kind):
        raise TypeError(f"the {game_id} game UI is not a {kind.__name__}")
    return ui


__all__ = ["CoachSetup", "TableUI", "hosted"]
