"""A Blitz (31) match at the table: the Match, the current hand's authority, its clock and bots.

Every move -- yours and the bots' -- goes through the hand's ``Table`` authority. The session
keeps the table clock (pausing it stops every bot), ticks the shared bot scheduler each frame,
starts hands, and when a hand ends saves the match record and the player's statistics through
the user data it was given (none in tests). When you are out, the bots can play the rest of
the match at once (``finish_without_you``).

A coached match (``coach`` set) also holds the table clock -- and with it every bot -- while
the coach has a tip up, tells the coach of your moves, and counts in the statistics apart from
real matches.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from game.bots.headless import run_hand
from game.bots.scheduler import BotScheduler
from game.clock import TableClock
from game.core.options import OptionValue
from game.core.outcome import Applied, Refused
from game.core.seats import SeatSpec
from game.storage.summaries import HandSummary, MatchSummary
from game.thirty_one import stats
from game.thirty_one.definition import GAME
from game.thirty_one.rules.match import HandResult, Match, ThirtyOneTable
from game.thirty_one.rules.state import Event, HandEnded, HandState, Move, View
from game.ui.coach import ClockHold, Coach, Tip, stats_key
from game.ui.match_keeping import MatchKeeper, new_match_id

HUMAN = 0
"""You always sit in seat 0 (the bottom of the table)."""
GAME_ID = GAME.id
RULE_OPTIONS = tuple(spec.name for spec in GAME.options)

Listener = Callable[[float, Event, HandState], None]
Outcome = Applied[HandState, Event] | Refused


@dataclass(frozen=True)
class MatchConfig:
    """What the setup screen chose. ``pace_scale`` above 1 slows every bot."""

    seed: int
    seats: tuple[SeatSpec, ...]
    options: Mapping[str, OptionValue]
    pace_scale: float = 1.0

    @property
    def rules_options(self) -> dict[str, OptionValue]:
        return {k: v for k, v in self.options.items() if k in RULE_OPTIONS}

    @property
    def bot_levels(self) -> tuple[str, ...]:
        return tuple(s.level or "casual" for s in self.seats if s.kind == "bot")

    def with_seed(self, seed: int) -> MatchConfig:
        return MatchConfig(seed, self.seats, self.options, self.pace_scale)


class Session:
    """One match at the table, hand after hand."""

    def __init__(self, config: MatchConfig, time_source: Callable[[], float] = time.monotonic,
                 user_data: MatchKeeper | None = None, started: datetime | None = None,
                 coach: Coach | None = None) -> None:
        self.config = config
        self.coach = coach
        self.match = Match(config.seed, config.seats, config.rules_options)
        self.clock = TableClock(time_source)
        self.hold = ClockHold(self.clock)
        self.user_data = user_data
        self.match_id = new_match_id(started, config.seed)
        self.table: ThirtyOneTable | None = None
        self.scheduler: BotScheduler | None = None
        self._listeners: list[Listener] = []
        self.notices: list[str] = []

    # --- seats -----------------------------------------------------------------------------
    @property
    def seats(self) -> tuple[SeatSpec, ...]:
        return self.config.seats

    @property
    def seat_count(self) -> int:
        return len(self.config.seats)

    @property
    def tokens(self) -> list[int]:
        return list(self.match.tokens)

    @property
    def i_am_out(self) -> bool:
        return HUMAN not in self.match.in_play

    # --- hands -----------------------------------------------------------------------------
    @property
    def hand_number(self) -> int:
        return self.table.hand if self.table is not None else 0

    @property
    def state(self) -> HandState | None:
        return self.table.state if self.table is not None else None

    @property
    def hand_over(self) -> bool:
        return self.table is not None and self.table.over

    @property
    def last_result(self) -> HandResult | None:
        return self.match.results[-1] if self.match.results else None

    def subscribe(self, listener: Listener) -> None:
        """``listener(t, event, state)`` hears every applied event of every hand."""
        self._listeners.append(listener)
        if self.table is not None:
            self.table.subscribe(listener)

    def unsubscribe(self, listener: Listener) -> None:
        if listener in self._listeners:
            self._listeners.remove(listener)
        if self.table is not None:
            self.table.unsubscribe(listener)

    def start_next_hand(self) -> ThirtyOneTable:
        """Deal the next hand and start its clock and bots (a 31 at the deal ends it at once)."""
        if self.table is not None:
            for listener in self._listeners:
                self.table.unsubscribe(listener)
        table = self.match.start_hand()
        self.table = table
        table.subscribe(self._on_event)
        for listener in self._listeners:
            table.subscribe(listener)
        self.clock.restart()
        self._hold_for_coach(False)
        levels = [None if s.kind == "human" else (s.level or "casual") for s in self.seats]
        bots = GAME.make_bots(self.match, table, levels, pace_scale=self.config.pace_scale)
        self.scheduler = BotScheduler(table, bots)
        if table.over:
            self._finish_hand(0.0)
        return table

    # --- time --------------------------------------------------------------------------------
    def now(self) -> float:
        return self.clock.now()

    @property
    def paused(self) -> bool:
        return self.clock.paused

    def pause(self) -> None:
        self.hold.pause()

    def resume(self) -> None:
        self.hold.resume()

    # --- the coach ---------------------------------------------------------------------------
    @property
    def coached(self) -> bool:
        return self.coach is not None

    def coach_tip(self) -> Tip | None:
        """The coach's tip for the table now (None without a coach or between hands); the
        clock stands still while one is up."""
        if self.coach is None or self.table is None or self.table.over:
            self._hold_for_coach(False)
            return None
        tip = self.coach.refresh(self.view(), self.legal_moves())
        self._hold_for_coach(tip is not None)
        return tip

    def dismiss_tip(self) -> None:
        """You clicked the tip away: its lesson counts as taught."""
        if self.coach is not None:
            self.coach.dismiss()
            self._hold_for_coach(False)

    def _hold_for_coach(self, on: bool) -> None:
        self.hold.hold_for_coach(on)

    def tick(self) -> list[Any]:
        """Let every bot whose time has come think a slice or act; their attempts."""
        if self.paused or self.table is None or self.table.over or self.scheduler is None:
            return []
        return list(self.scheduler.run_due(self.clock.now()))

    def thinking_seat(self) -> int | None:
        """The bot seat whose turn it is (None on your turn or between hands)."""
        state = self.state
        if state is None or state.phase == "over" or state.to_play == HUMAN:
            return None
        return state.to_play

    # --- your moves ------------------------------------------------------------------------------
    def submit(self, move: Move) -> Outcome:
        """Your move, through the same authority as the bots'."""
        if self.table is None:
            raise RuntimeError("no hand is being played")
        outcome = self.table.submit(move, self.clock.now())
        if not isinstance(outcome, Refused) and self.coach is not None:
            self.coach.moved(move)
        return outcome

    def view(self) -> View:
        assert self.table is not None
        view: View = self.table.view(HUMAN)
        return view

    def legal_moves(self) -> list[Move]:
        if self.table is None:
            return []
        return list(self.table.legal_moves(HUMAN))

    # --- when you are out ------------------------------------------------------------------------
    def finish_without_you(self) -> None:
        """Play every remaining hand bots-only on a virtual clock (only once you are out)."""
        if not self.i_am_out:
            raise RuntimeError("you are still in the game")
        while not self.match.over:
            if self.table is None or self.table.over:
                self.start_next_hand()
            if self.scheduler is not None and not self.hand_over:
                run_hand(self.scheduler)

    # --- hand end ----------------------------------------------------------------------------
    def _on_event(self, t: float, event: Event, state: HandState) -> None:
        if isinstance(event, HandEnded):
            self._finish_hand(t)

    @property
    def stats_id(self) -> str:
        """Where this match counts: the game's statistics, or apart when coached."""
        return stats_key(GAME_ID) if self.coached else GAME_ID

    def _finish_hand(self, t: float) -> None:
        if self.user_data is None:
            return
        result = self.match.results[-1]
        try:
            self.user_data.save_match(self.match_id, self.match.record)
        except Exception as exc:  # a full disk must not end the game
            self.notices.append(str(exc))
        try:
            if HUMAN in result.values:
                self.user_data.record_hand(self.stats_id, self.hand_summary(result))
            if self.match.over:
                self.user_data.record_match(self.stats_id, self.match_summary())
        except Exception as exc:
            self.notices.append(str(exc))

    def hand_summary(self, result: HandResult) -> HandSummary:
        return stats.hand_summary(result, HUMAN, self.config.bot_levels)

    def match_summary(self) -> MatchSummary:
        return stats.match_summary(self.match, HUMAN, self.config.bot_levels)


def last_turn_seats(view: View) -> tuple[set[int], set[int]]:
    """After a knock: the seats still to take their last turn and those that have taken it."""
    if view.knocker is None:
        return set(), set()
    knock_at = max(i for i, step in enumerate(view.log) if step.action == "knock")
    done = {step.seat for step in view.log[knock_at + 1:] if step.action == "throw"}
    waiting = {seat for seat in view.in_play if seat != view.knocker and seat not in done}
    return waiting, done
