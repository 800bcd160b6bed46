"""The coached first match of Dutch Blitz: the coach's deal, you and one beginner bot.

The shared session holds the clock while the coach has a tip up (and with it every bot) and
tells the coach the player's applied moves; during the first hand the bots start slowly and
speed up to the chosen bot speed (``BlitzHooks`` with ``coach_lessons.COACH_RAMP``). The coached
match counts in the statistics apart from real matches.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from game.dutch_blitz.rules.cards import DECKS
from game.dutch_blitz.rules.match import SeatInfo
from game.dutch_blitz.rules.state import Rules
from game.dutch_blitz.ui.coach_lessons import COACH_LEVEL, COACH_SEED, COACH_TARGET, BlitzLessons
from game.dutch_blitz.ui.session import BlitzSession, MatchConfig, bot_name
from game.ui.coach import Coach
from game.ui.match_keeping import MatchKeeper


def coached_config(name: str, pace_scale: float = 1.0) -> MatchConfig:
    """The coached match: the coach's deal, you and one beginner bot, to the shortest target.
    Your 1s are yours to play (the first lesson is playing one)."""
    seats = [SeatInfo(name, "human", DECKS[0]),
             SeatInfo(bot_name(1), "bot", DECKS[1], COACH_LEVEL)]
    return MatchConfig(seats=seats, rules=Rules.for_seats(len(seats), COACH_TARGET),
                       seed=COACH_SEED, auto_play_ones=False, adaptive_pace=False,
                       pace_scale=pace_scale)


def coached_session(name: str, pace_scale: float, *,
                    time_source: Callable[[], float] = time.monotonic,
                    user_data: MatchKeeper | None = None) -> BlitzSession:
    """A coached match for the player called ``name``, its first hand dealt."""
    return coached_config(name, pace_scale).session(time_source=time_source, user_data=user_data,
                                                    coach=Coach(BlitzLessons()))


__all__ = ["coached_config", "coached_session"]
