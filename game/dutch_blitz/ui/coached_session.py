"""The coached first match of Dutch Blitz at the table: a ``TableSession`` with a coach.

While the coach has a tip up the table clock stands still, and with it every bot; the player's
applied moves are told to the coach (doing a tip's move takes it down and teaches its lesson).
During the first hand the bots start slowly and speed up to the chosen bot speed (the pace
ramp of ``coach_lessons.COACH_RAMP``, set on the bot seats as the table time passes). The
coached match counts in the statistics apart from real matches.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any

from game.core.outcome import Refused
from game.dutch_blitz.bots.ramp import PaceRamp
from game.dutch_blitz.rules.authority import Table
from game.dutch_blitz.rules.cards import DECKS
from game.dutch_blitz.rules.engine import Outcome
from game.dutch_blitz.rules.legal import legal_moves
from game.dutch_blitz.rules.match import SeatInfo
from game.dutch_blitz.rules.moves import Move
from game.dutch_blitz.rules.record import GAME_ID
from game.dutch_blitz.rules.state import Rules
from game.dutch_blitz.ui.coach_lessons import (
    COACH_LEVEL,
    COACH_RAMP,
    COACH_SEED,
    COACH_TARGET,
    BlitzLessons,
)
from game.dutch_blitz.ui.session import MatchConfig, TableSession, UserData, bot_name
from game.ui.coach import ClockHold, Coach, Tip, stats_key


def coached_config(name: str, pace_scale: float = 1.0) -> MatchConfig:
    """The coached match: the coach's deal, you and one beginner bot, to the shortest target.
    Your 1s are yours to play (the first lesson is playing one)."""
    seats = [SeatInfo(name, "human", DECKS[0]),
             SeatInfo(bot_name(1), "bot", DECKS[1], COACH_LEVEL)]
    return MatchConfig(seats=seats, rules=Rules.for_seats(len(seats), COACH_TARGET),
                       seed=COACH_SEED, auto_play_ones=False, adaptive_pace=False,
                       pace_scale=pace_scale)


class CoachedSession(TableSession):
    """A match with the coach's tips, the clock held while one is up, and the pace ramp."""

    def __init__(self, config: MatchConfig, coach: Coach | None = None, *,
                 ramp: PaceRamp = COACH_RAMP,
                 time_source: Callable[[], float] = time.monotonic,
                 user_data: UserData | None = None, started: datetime | None = None) -> None:
        self.coach = coach if coach is not None else Coach(BlitzLessons())
        self.ramp = ramp
        self._legal: tuple[object, int, tuple[Move, ...]] | None = None
        super().__init__(config, time_source, user_data, started)
        self.hold = ClockHold(self.clock)

    @property
    def stats_id(self) -> str:
        return stats_key(GAME_ID)

    def start_next_hand(self) -> Table:
        """Deal the next hand; a tip that fits its deal holds the clock from the start."""
        table = super().start_next_hand()
        self.coach_tip()
        return table

    # --- the pace ramp -------------------------------------------------------------------------
    def _bots(self, hand: int) -> list[Any]:
        bots = super()._bots(hand)
        if hand == 1:  # slow from the start signal on (the first move's delay included)
            self.ramp.apply(bots, self.pace_scale, 0.0)
        return bots

    def tick(self) -> list[Any]:
        scheduler = self.scheduler
        if scheduler is not None and self.hand_number == 1 and not self.paused:
            self.ramp.apply(scheduler.bots, self.pace_scale, self.clock.now())
        return super().tick()

    # --- holding the clock ---------------------------------------------------------------------
    def pause(self) -> None:
        self.hold.pause()

    def resume(self) -> None:
        self.hold.resume()

    def legal(self) -> Sequence[Move]:
        """The player's legal moves now (asked of the rules core once per table change)."""
        table = self.table
        if table is None:
            return ()
        if self._legal is None or self._legal[:2] != (table, table.version):
            self._legal = (table, table.version, tuple(legal_moves(self.view())))
        return self._legal[2]

    def coach_tip(self) -> Tip | None:
        """The coach's tip for the table now; the clock stands still while one is up."""
        table = self.table
        if table is None or table.over:
            self.hold.coach = False  # the next hand's table starts the clock again
            return None
        tip = self.coach.refresh(self.view(), self.legal())
        self.hold.hold_for_coach(tip is not None)
        return tip

    def dismiss_tip(self) -> None:
        """The player clicked the tip away."""
        self.coach.dismiss()
        self.hold.hold_for_coach(False)

    # --- the player's moves ---------------------------------------------------------------------
    def submit(self, move: Move) -> Outcome:
        outcome = super().submit(move)
        if not isinstance(outcome, Refused):
            self.coach.moved(move)
        return outcome


def coached_session(name: str, pace_scale: float, *,
                    time_source: Callable[[], float] = time.monotonic,
                    user_data: UserData | None = None) -> CoachedSession:
    """A coached match for the player called ``name``, its first hand dealt."""
    session = CoachedSession(coached_config(name, pace_scale), time_source=time_source,
                             user_data=user_data)
    session.start_next_hand()
    return session


__all__ = ["CoachedSession", "coached_config", "coached_session"]
