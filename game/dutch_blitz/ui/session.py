"""A match being played at the table: the Match, the current hand's Table, its clock and bots.

Every move -- the human's and the bots' -- goes through the hand's ``Table`` authority, so the
first of two racing moves wins and the other is refused. The session keeps the table clock
(pausing it stops every bot), starts hands, and when a hand ends saves the match record and
updates the player's statistics through the user data it was given (none in tests).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any, Protocol

from game.clock import TableClock
from game.core.outcome import Refused
from game.core.seats import DEFAULT_LEVEL
from game.dutch_blitz import stats
from game.dutch_blitz.bots.scheduler import BotScheduler, BotSeat, Intent
from game.dutch_blitz.rules.authority import Table
from game.dutch_blitz.rules.cards import DECKS
from game.dutch_blitz.rules.engine import Outcome
from game.dutch_blitz.rules.events import Event, HandEnded
from game.dutch_blitz.rules.match import HandResult, Match, SeatInfo
from game.dutch_blitz.rules.moves import Move
from game.dutch_blitz.rules.record import GAME_ID
from game.dutch_blitz.rules.state import Rules, TableState
from game.dutch_blitz.rules.view import SeatView
from game.dutch_blitz.ui.hand_end import HandEndWork
from game.storage.summaries import HandSummary, MatchSummary
from game.ui.match_keeping import MatchKeeper, new_match_id

HUMAN = 0
"""The human always sits in seat 0 (the bottom of the table)."""

Listener = Callable[[float, Event, TableState], None]


@dataclass(frozen=True)
class MatchConfig:
    """What the setup screen chose. ``pace_scale`` above 1 slows every bot (below 1 speeds
    them up: tests and demos)."""

    seats: list[SeatInfo]
    rules: Rules
    seed: int
    auto_play_ones: bool = True
    adaptive_pace: bool = False
    pace_scale: float = 1.0

    @property
    def bot_levels(self) -> tuple[str, ...]:
        return tuple(s.level or DEFAULT_LEVEL for s in self.seats if s.kind == "bot")

    @classmethod
    def quick(
        cls,
        levels: Sequence[str] = (DEFAULT_LEVEL,) * 3,
        seed: int | None = None,
        target: int = 75,
        move_post_stack: bool = False,
        name: str = "You",
        **options: Any,
    ) -> MatchConfig:
        """You against one bot per level (1-3 levels), named and given decks in seat order."""
        if not 1 <= len(levels) <= 3:
            raise ValueError("one to three bots")
        if seed is None:
            seed = random.SystemRandom().randrange(1, 2**31)
        seats = [SeatInfo(name, "human", DECKS[0])]
        seats += [SeatInfo(bot_name(i), "bot", DECKS[i], level)
                  for i, level in enumerate(levels, start=1)]
        rules = Rules.for_seats(len(seats), target, move_post_stack)
        return cls(seats, rules, seed, **options)

    def with_seed(self, seed: int) -> MatchConfig:
        return replace(self, seed=seed)


BOT_NAMES = ("Anna", "Jakob", "Martha", "Eli", "Ruth", "Levi")


def bot_name(seat: int) -> str:
    return BOT_NAMES[(seat - 1) % len(BOT_NAMES)]


class UserData(MatchKeeper, Protocol):
    """Where finished hands go, and the storage problems to tell the player about."""

    def take_problems(self) -> list[str]: ...


def _make_bots(levels: Sequence[str], seed: int, hand: int, pace: float) -> list[Any]:
    """Bot seats 1..n at their levels, each with its own generator derived from the seed."""
    from game.dutch_blitz.bots.factory import make_bot_seats

    return list(make_bot_seats([None, *levels], seed, hand, pace_scale=pace))


class TableSession:
    """One match at the table, hand after hand."""

    def __init__(
        self,
        config: MatchConfig,
        time_source: Callable[[], float] = time.monotonic,
        user_data: UserData | None = None,
        started: datetime | None = None,
        pace: Any = None,
    ) -> None:
        self.config = config
        self.match = Match(config.seats, config.rules, config.seed)
        self.clock = TableClock(time_source)
        self.user_data = user_data
        self.match_id = new_match_id(started, config.seed)
        self.table: Table | None = None
        self.scheduler: BotScheduler | None = None
        self.pace: Any = carried_pace(pace, config)
        self.pace_scale = config.pace_scale
        self._listeners: list[Listener] = []
        self._hand_listeners: list[Callable[[HandResult], None]] = []
        self.notices: list[str] = []
        self.human_moves = 0
        self.hand_end: HandEndWork | None = None
        """The finished hand's analysis for the results screen, made while its end is shown."""

    # --- seats -----------------------------------------------------------------------------
    @property
    def seats(self) -> list[SeatInfo]:
        return list(self.config.seats)

    @property
    def seat_count(self) -> int:
        return len(self.config.seats)

    @property
    def totals(self) -> list[int]:
        return list(self.match.totals)

    # --- hands -----------------------------------------------------------------------------
    @property
    def hand_number(self) -> int:
        return self.table.hand if self.table is not None else 0

    @property
    def state(self) -> TableState | None:
        return self.table.state if self.table is not None else None

    @property
    def hand_over(self) -> bool:
        return self.table is not None and self.table.over

    @property
    def match_over(self) -> bool:
        return self.match.over

    @property
    def last_result(self) -> HandResult | None:
        return self.match.results[-1] if self.match.results else None

    def subscribe(self, listener: Listener) -> None:
        """``listener(t, event, state)`` hears every applied event of every hand."""
        self._listeners.append(listener)
        if self.table is not None:
            self.table.subscribe(listener)

    def unsubscribe(self, listener: Listener) -> None:
        """Stop ``listener`` hearing this hand's events and every later hand's."""
        if listener in self._listeners:
            self._listeners.remove(listener)
        if self.table is not None:
            self.table.unsubscribe(listener)

    def on_hand_end(self, listener: Callable[[HandResult], None]) -> None:
        self._hand_listeners.append(listener)

    def start_next_hand(self) -> Table:
        """Deal the next hand and start its clock and bots."""
        table = self.match.start_hand()
        self.table = table
        table.subscribe(self._on_event)
        for listener in self._listeners:
            table.subscribe(listener)
        if self.pace is not None:
            self.pace_scale = self.config.pace_scale * float(self.pace.scale())
        self.clock.restart()
        paused = self.clock.paused
        bots = self._bots(table.hand)
        self.scheduler = _scheduler(table, bots, self.clock.now())
        self.human_moves = 0
        if paused:
            self.clock.pause()
        return table

    def _bots(self, hand: int) -> list[Any]:
        levels = [s.level or DEFAULT_LEVEL for s in self.config.seats[1:]]
        return _make_bots(levels, self.config.seed, hand, self.pace_scale)

    # --- time --------------------------------------------------------------------------------
    def now(self) -> float:
        return self.clock.now()

    @property
    def paused(self) -> bool:
        return self.clock.paused

    def pause(self) -> None:
        self.clock.pause()

    def resume(self) -> None:
        self.clock.resume()

    def tick(self) -> list[Any]:
        """Let every bot whose time has come act; returns their actions."""
        if self.paused or self.table is None or self.table.over or self.scheduler is None:
            return []
        return list(self.scheduler.run_due(self.clock.now()))

    def intents(self) -> list[Intent]:
        """What each bot is visibly reaching for."""
        if self.scheduler is None or self.table is None or self.table.over:
            return []
        return self.scheduler.intents(self.clock.now())

    # --- the human's moves ---------------------------------------------------------------------
    def submit(self, move: Move) -> Outcome:
        """The human's move, through the same authority as the bots'."""
        if self.table is None:
            raise RuntimeError("no hand is being played")
        if move.seat != HUMAN:
            raise ValueError("the table only takes the human's moves from the UI")
        outcome = self.table.submit(move, self.clock.now())
        if not isinstance(outcome, Refused):
            self.human_moves += 1
            if self.pace is not None:
                self.pace.record_move(self.clock.now())
        return outcome

    def view(self) -> SeatView:
        assert self.table is not None
        return self.table.view(HUMAN)

    # --- hand end ----------------------------------------------------------------------------
    def _on_event(self, t: float, event: Event, state: TableState) -> None:
        if isinstance(event, HandEnded):
            self._finish_hand(t)

    def _finish_hand(self, t: float) -> None:
        result = self.match.results[-1]
        self.hand_end = HandEndWork(self.match.record, result.hand, HUMAN,
                                    self.config.auto_play_ones)
        if self.pace is not None:
            self.pace.end_hand(t, won=result.blitz_seat == HUMAN)
        self._persist(result)
        for listener in self._hand_listeners:
            listener(result)

    @property
    def stats_id(self) -> str:
        """Where this match's hands count in the statistics (a coached match: apart)."""
        return GAME_ID

    def _persist(self, result: HandResult) -> None:
        if self.user_data is None:
            return
        try:
            self.user_data.save_match(self.match_id, self.match.record)
        except Exception as exc:  # a full disk must not end the game
            self.notices.append(str(exc))
        try:
            self.user_data.record_hand(self.stats_id, self.hand_summary(result))
            if self.match.over:
                self.user_data.record_match(self.stats_id, self.match_summary())
        except Exception as exc:
            self.notices.append(str(exc))
        self.notices.extend(self.user_data.take_problems())

    def hand_summary(self, result: HandResult) -> HandSummary:
        return stats.hand_summary(self.match.record, result, HUMAN, self.config.bot_levels)

    def match_summary(self) -> MatchSummary:
        return stats.match_summary(self.match, HUMAN, self.config.bot_levels)


def _scheduler(table: Table, bots: list[BotSeat], start: float) -> BotScheduler:
    return BotScheduler(table, bots, start)


def carried_pace(previous: Any, config: MatchConfig) -> Any:
    """Adaptive pace for a match of ``config``: the previous match's tracker (``previous``, the
    same person against bots of the same levels) carries on, so a new match does not start over."""
    from game.dutch_blitz.bots.pace import PaceTracker

    if not config.adaptive_pace:
        return None
    fresh = PaceTracker.for_levels(list(config.bot_levels))
    same = isinstance(previous, PaceTracker) and previous.levels == fresh.levels
    return previous if same else fresh
