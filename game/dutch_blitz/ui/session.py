"""A Dutch Blitz match at the table: the shared ``TableSession`` and what Dutch Blitz adds.

Every move -- the player's and the bots' -- goes through the hand's ``Table`` authority on the
shared session (``game.ui.table.session``). Dutch Blitz is played by every seat at once, so its
wishes (``BlitzHooks``) are about the bots' pace: with "Bots adapt to my pace" a
``PaceTracker`` (carried on from the previous match against the same levels) times the
player's moves and sets the next hand's bot pace; the coached match's first hand starts its
bots slowly and speeds them up over table time (``COACH_RAMP``). At each hand's end the record
is kept at once (appended, hand by hand), the hand's analysis for the results screen starts
(``HandEndWork``), and the player's figures go to the statistics. ``MatchConfig`` is what the
setup screen chose.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, Final

from game.core.i18n import sentence_of
from game.core.options import OptionValue
from game.core.seats import DEFAULT_LEVEL, SeatSpec
from game.dutch_blitz import stats
from game.dutch_blitz.bots.pace import PaceTracker
from game.dutch_blitz.bots.ramp import PaceRamp
from game.dutch_blitz.bots.scheduler import BlitzAgent, Intent
from game.dutch_blitz.definition import GAME
from game.dutch_blitz.rules.cards import DECKS
from game.dutch_blitz.rules.events import Event, HandEnded
from game.dutch_blitz.rules.match import HandResult, Match, SeatInfo
from game.dutch_blitz.rules.moves import Move
from game.dutch_blitz.rules.state import Rules, TableState
from game.dutch_blitz.rules.view import SeatView
from game.dutch_blitz.ui.coach_lessons import (
    COACH_LEVEL,
    COACH_OPTIONS,
    COACH_RAMP,
    COACH_SEED,
    BlitzLessons,
)
from game.dutch_blitz.ui.hand_end import HandEndWork
from game.storage.summaries import HandSummary, MatchSummary
from game.ui.coach import Coach
from game.ui.match_keeping import MatchKeeper
from game.ui.table.flow import TableUI
from game.ui.table.session import HUMAN, SessionHooks, TableSession

GAME_ID: Final = GAME.id

BlitzSession = TableSession[TableState, Move, Event, SeatView]
BlitzFlow = TableUI[TableState, Move, Event, SeatView]
"""The screens around the table, as the results screens call back to them."""

BOT_NAMES = ("Anna", "Jakob", "Martha", "Eli", "Ruth", "Levi")


def bot_name(seat: int) -> str:
    return BOT_NAMES[(seat - 1) % len(BOT_NAMES)]


def match_of(session: BlitzSession) -> Match:
    """The session's match, as Dutch Blitz's own ``Match``."""
    match = session.match
    assert isinstance(match, Match)
    return match


def hooks_of(session: BlitzSession) -> BlitzHooks:
    """The session's Dutch Blitz hooks."""
    hooks = session.hooks
    assert isinstance(hooks, BlitzHooks)
    return hooks


def config_of(session: BlitzSession) -> MatchConfig:
    """What the setup chose for the session's match (to play it again with a new seed)."""
    match, hooks = match_of(session), hooks_of(session)
    chosen = hooks.chosen if hooks.chosen is not None else session.pace_scale
    return MatchConfig(list(match.seats), match.rules, session.seed, hooks.auto_play_ones,
                       hooks.adaptive, chosen)


def bot_levels(session: BlitzSession) -> tuple[str, ...]:
    """Every bot seat's level, in seat order (the statistics' and the pace's key)."""
    return tuple(s.level or DEFAULT_LEVEL for s in session.seats if s.kind == "bot")


def agents(session: BlitzSession) -> list[BlitzAgent]:
    """This hand's bot seats on the scheduler."""
    return [a for a in session.scheduler.agents if isinstance(a, BlitzAgent)]


def intents(session: BlitzSession) -> list[Intent]:
    """What each bot is visibly reaching for now (nothing once the hand is over)."""
    if session.hand_over:
        return []
    now = session.now()
    return [a.bot.plan.intent for a in agents(session)
            if a.bot.plan is not None and a.bot.plan.intent.since <= now]


def hand_figures(session: BlitzSession, result: HandResult) -> HandSummary:
    """The player's figures of the hand ``result`` ended (read from that hand's lines only)."""
    return stats.hand_summary(match_of(session).record, result, HUMAN, bot_levels(session))


def carried_pace(previous: PaceTracker | None, levels: Sequence[str]) -> PaceTracker:
    """Adaptive pace against ``levels``: the previous match's tracker (the same person against
    bots of the same levels) carries on, so a new match does not start over."""
    fresh = PaceTracker.for_levels(list(levels))
    return previous if previous is not None and previous.levels == fresh.levels else fresh


class BlitzHooks(SessionHooks[TableState, Move, Event, SeatView]):
    """The pace (adaptive, or the coached ramp), each hand's record and analysis, statistics."""

    def __init__(self, *, auto_play_ones: bool = True, adaptive: bool = False,
                 previous_pace: PaceTracker | None = None, ramp: PaceRamp = COACH_RAMP) -> None:
        self.auto_play_ones = auto_play_ones
        self.adaptive = adaptive
        self.previous_pace = previous_pace
        self.pace: PaceTracker | None = None
        self.ramp = ramp
        self.chosen: float | None = None
        """The bots' chosen pace scale (the session's, before any adapting or ramp)."""
        self._session: BlitzSession | None = None
        self.hand_end: HandEndWork | None = None
        """The finished hand's analysis for the results screen, made while its end is shown."""

    def _ramping(self, session: BlitzSession) -> bool:
        return session.coached and session.table.hand == 1

    def hand_started(self, session: BlitzSession) -> None:
        if self.chosen is None:
            self.chosen = session.pace_scale
            if self.adaptive:
                self.pace = carried_pace(self.previous_pace, bot_levels(session))
            self._session = session
            session.subscribe(self._on_event)
        self.hand_end = None
        scale = self.chosen
        if self.pace is not None:
            scale = self.chosen * float(self.pace.scale())
        if self._ramping(session):  # slow from the start signal on (the first delay too)
            scale = self.ramp.scale(self.chosen, 0.0)
        session.pace_scale = scale
        if session.coached:
            session.coach_tip()  # a tip that fits the deal holds the clock from the start

    def before_tick(self, session: BlitzSession, now: float) -> None:
        if self.chosen is not None and self._ramping(session):
            self.ramp.apply([a.bot for a in agents(session)], self.chosen, now)

    def player_moved(self, session: BlitzSession, move: Move, t: float) -> None:
        del session, move
        if self.pace is not None:
            self.pace.record_move(t)

    def hand_ended(self, event: Event) -> bool:
        return isinstance(event, HandEnded)

    def _on_event(self, t: float, event: Event, state: TableState) -> None:
        del state
        session = self._session
        if not isinstance(event, HandEnded) or session is None:
            return
        match = match_of(session)
        result = match.results[-1]
        self.hand_end = HandEndWork(match.record, result.hand, HUMAN, self.auto_play_ones)
        if self.pace is not None:
            self.pace.hand_ended(result, HUMAN, match.winner)  # as in the simulator
        keeper = session.user_data
        if keeper is not None:  # the record is appended at every hand's end
            try:
                keeper.save_match(session.match_id, match.record)
            except Exception as exc:  # a full disk must not end the game
                session.notices.append(sentence_of(exc))

    def hand_summary(self, session: BlitzSession, event: Event, t: float) -> HandSummary | None:
        del event, t
        return hand_figures(session, match_of(session).results[-1])

    def match_summary(self, session: BlitzSession) -> MatchSummary | None:
        return stats.match_summary(match_of(session), HUMAN, bot_levels(session))


def blitz_session(seed: int, seats: Sequence[SeatSpec], options: Mapping[str, OptionValue], *,
                  time_source: Callable[[], float] = time.monotonic,
                  cpu_clock: Callable[[], float] | None = None, pace_scale: float = 1.0,
                  user_data: MatchKeeper | None = None, coach: Coach | None = None,
                  hooks: BlitzHooks | None = None) -> BlitzSession:
    """A Dutch Blitz match at the table (its first hand dealt), for the app and for tests."""
    hooks = hooks or BlitzHooks(auto_play_ones=bool(options.get("auto_play_ones", True)),
                                adaptive=bool(options.get("adaptive_pace", False)))
    return BlitzSession(GAME, seed, seats, options, hooks=hooks, pace_scale=pace_scale,
                        time_source=time_source, cpu_clock=cpu_clock, user_data=user_data,
                        coach=coach)


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

    @property
    def options(self) -> dict[str, OptionValue]:
        """The rules' options and the player's table preferences, as the session keeps them."""
        return {"target_score": self.rules.target_score,
                "move_post_stack": self.rules.move_post_stack,
                "auto_play_ones": self.auto_play_ones, "adaptive_pace": self.adaptive_pace}

    def session(self, *, time_source: Callable[[], float] = time.monotonic,
                user_data: MatchKeeper | None = None, previous_pace: PaceTracker | None = None,
                coach: Coach | None = None) -> BlitzSession:
        """This match at the table, its first hand dealt (the adaptive pace carried on from
        ``previous_pace``)."""
        hooks = BlitzHooks(auto_play_ones=self.auto_play_ones, adaptive=self.adaptive_pace,
                           previous_pace=previous_pace)
        return blitz_session(self.seed, self.seats, self.options, time_source=time_source,
                             pace_scale=self.pace_scale, user_data=user_data, coach=coach,
                             hooks=hooks)


def coached_session(name: str, pace_scale: float, *,
                    time_source: Callable[[], float] = time.monotonic,
                    user_data: MatchKeeper | None = None) -> BlitzSession:
    """The coached match for the player called ``name`` (as ``TableUI.start_coached`` makes
    it), its first hand dealt: for tests."""
    seats = [SeatSpec(name, "human"), SeatSpec(bot_name(1), "bot", COACH_LEVEL)]
    return blitz_session(COACH_SEED, seats, COACH_OPTIONS, time_source=time_source,
                         pace_scale=pace_scale, user_data=user_data, coach=Coach(BlitzLessons()))


__all__ = ["GAME_ID", "HUMAN", "BlitzFlow", "BlitzHooks", "BlitzSession", "MatchConfig",
           "agents", "blitz_session", "bot_name", "carried_pace", "coached_session", "config_of",
           "hand_figures", "hooks_of", "intents", "match_of"]
