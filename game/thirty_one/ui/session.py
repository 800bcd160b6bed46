"""What Blitz (31) adds to the shared table session: each hand's and the match's statistics, a
31 dealt (the hand ends before anyone moves), and the bots finishing the match once you are out.

The record is saved after every hand (a match left early is kept); a hand you played in keeps
your figures, the match's end keeps the match (``game.ui.table.session``). A coached match
counts apart from real matches there.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from datetime import datetime

from game.bots.headless import run_hand
from game.core.options import OptionValue
from game.core.seats import SeatSpec
from game.storage.summaries import HandSummary, MatchSummary
from game.thirty_one import stats
from game.thirty_one.definition import GAME
from game.thirty_one.rules.match import Match
from game.thirty_one.rules.state import Event, HandEnded, HandState, Move, View
from game.ui.coach import Coach
from game.ui.match_keeping import MatchKeeper
from game.ui.table.flow import TableUI
from game.ui.table.session import HUMAN, SessionHooks, TableSession

GAME_ID = GAME.id

ThirtyOneSession = TableSession[HandState, Move, Event, View]
ThirtyOneFlow = TableUI[HandState, Move, Event, View]
"""The screens around the table, as the showdown and the game results call them back."""


def match_of(session: ThirtyOneSession) -> Match:
    """The session's match as Blitz (31)'s own (its tokens, results and winners)."""
    match = session.match
    assert isinstance(match, Match)
    return match


def i_am_out(session: ThirtyOneSession) -> bool:
    return HUMAN not in match_of(session).in_play


def thinking_seat(session: ThirtyOneSession) -> int | None:
    """The bot seat whose turn it is (None on your turn or once the hand is over)."""
    state = session.state
    if state.phase == "over" or state.to_play == HUMAN:
        return None
    return state.to_play


def finish_without_you(session: ThirtyOneSession) -> None:
    """Play every remaining hand bots-only on a virtual clock (only once you are out)."""
    if not i_am_out(session):
        raise RuntimeError("you are still in the game")
    while not session.over:
        session.next_hand()
        if not session.hand_over:
            run_hand(session.scheduler)


def last_turn_seats(view: View) -> tuple[set[int], set[int]]:
    """After a knock: the seats still to take their last turn and those that have taken it."""
    if view.knocker is None:
        return set(), set()
    knock_at = max(i for i, step in enumerate(view.log) if step.action == "knock")
    done = {step.seat for step in view.log[knock_at + 1:] if step.action == "throw"}
    waiting = {seat for seat in view.in_play if seat != view.knocker and seat not in done}
    return waiting, done


class ThirtyOneHooks(SessionHooks[HandState, Move, Event, View]):
    """The statistics of each hand and of the match; a 31 dealt ends its hand at once."""

    save_every_hand = True

    def hand_started(self, session: ThirtyOneSession) -> None:
        # A 31 dealt ends the hand inside the deal, before the session listens to the hand's
        # table: the hand's end is heard here instead, so it is kept like any other.
        ended = session.state.result
        if session.hand_over and ended is not None:
            session._on_event(0.0, ended, session.state)  # no public way in

    def hand_ended(self, event: Event) -> bool:
        return isinstance(event, HandEnded)

    def hand_summary(self, session: ThirtyOneSession, event: Event,
                     t: float) -> HandSummary | None:
        del event, t
        result = match_of(session).results[-1]
        if HUMAN not in result.values:
            return None
        return stats.hand_summary(result, HUMAN, session.bot_levels())

    def match_summary(self, session: ThirtyOneSession) -> MatchSummary | None:
        return stats.match_summary(match_of(session), HUMAN, session.bot_levels())


def thirty_one_session(seed: int, seats: Sequence[SeatSpec],
                       options: Mapping[str, OptionValue], *,
                       time_source: Callable[[], float] = time.monotonic,
                       pace_scale: float = 1.0, user_data: MatchKeeper | None = None,
                       started: datetime | None = None,
                       coach: Coach | None = None) -> ThirtyOneSession:
    """A session of Blitz (31) on the shared host (for tests and tools)."""
    return TableSession(GAME, seed, seats, options, hooks=ThirtyOneHooks(),
                        pace_scale=pace_scale, time_source=time_source, user_data=user_data,
                        started=started, coach=coach)


__all__ = ["GAME_ID", "HUMAN", "ThirtyOneFlow", "ThirtyOneHooks", "ThirtyOneSession",
           "finish_without_you", "i_am_out", "last_turn_seats", "match_of",
           "thirty_one_session", "thinking_seat"]
