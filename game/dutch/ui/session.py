"""What Dutch adds to the shared table session: the start peek, closing a round's last window,
legal moves at the table's time, and each round's and the match's statistics.

The table clock stands still during the start peek (the hold ``PEEK``) until the player is
ready; when the last snap window of a round has shut, the session closes the round itself if no
bot has. Each round's end keeps the player's round score; the match's end keeps the match
(assisted matches also count in their own group).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from datetime import datetime
from typing import Final

from game.core.options import OptionValue
from game.core.seats import SeatSpec
from game.dutch import stats
from game.dutch.definition import GAME
from game.dutch.rules.events import Event, RoundEnded
from game.dutch.rules.match import Match
from game.dutch.rules.moves import Close, Move
from game.dutch.rules.state import DutchState, window_shut
from game.dutch.rules.view import DutchView
from game.storage.summaries import HandSummary, MatchSummary
from game.ui.coach import Coach
from game.ui.match_keeping import MatchKeeper
from game.ui.table.flow import TableUI
from game.ui.table.session import HUMAN, SessionHooks, TableSession

GAME_ID = GAME.id
ASSISTED: Final = "assisted"
"""The extra statistics group an assisted match also counts in."""
PEEK: Final = "peek"
"""The clock's hold while the player looks at their two lower cards."""

DutchSession = TableSession[DutchState, Move, Event, DutchView]
DutchFlow = TableUI[DutchState, Move, Event, DutchView]
"""The screens around the table, as the results screens call them back."""


def peeking(session: DutchSession) -> bool:
    """The round's start peek is on (the clock waits for the player)."""
    return session.holds.held(PEEK)


def ready(session: DutchSession) -> None:
    """The player has seen the start peek: the round's clock starts (unless held otherwise)."""
    if peeking(session):
        session.holds.release(PEEK)


def assisted(session: DutchSession) -> bool:
    return bool(session.options.get("assist", False))


def match_of(session: DutchSession) -> Match:
    """The session's match as Dutch's own (its rounds and totals)."""
    match = session.match
    assert isinstance(match, Match)
    return match


class DutchHooks(SessionHooks[DutchState, Move, Event, DutchView]):
    """The peek, the last window, the time in the legal moves, the statistics."""

    timed_legal = True
    save_every_hand = True

    def legal_view(self, session: DutchSession, view: DutchView) -> DutchView:
        return replace(view, now=session.now())

    def hand_started(self, session: DutchSession) -> None:
        session.holds.hold(PEEK)

    def after_tick(self, session: DutchSession, now: float) -> None:
        state = session.table.state
        if (not session.table.over and state.phase == "done" and window_shut(state, now)
                and Close(HUMAN) in session.legal()):
            session.table.submit(Close(HUMAN), now)

    def hand_ended(self, event: Event) -> bool:
        return isinstance(event, RoundEnded)

    def hand_summary(self, session: DutchSession, event: Event,
                     t: float) -> HandSummary | None:
        assert isinstance(event, RoundEnded)
        return stats.round_summary(session.match.record, event.caller, event.scores, HUMAN, t,
                                   _levels(session))

    def match_summary(self, session: DutchSession) -> MatchSummary | None:
        return stats.match_summary(match_of(session), HUMAN, _levels(session))


def _levels(session: DutchSession) -> tuple[str, ...]:
    levels = session.bot_levels()
    return (*levels, ASSISTED) if assisted(session) else levels


def dutch_session(seed: int, seats: Sequence[SeatSpec], options: Mapping[str, OptionValue],
                  *, time_source: Callable[[], float] = time.monotonic, pace_scale: float = 1.0,
                  user_data: MatchKeeper | None = None, started: datetime | None = None,
                  coach: Coach | None = None) -> DutchSession:
    """A session of Dutch on the shared host (for tests and tools)."""
    return TableSession(GAME, seed, seats, options, hooks=DutchHooks(), pace_scale=pace_scale,
                        time_source=time_source, user_data=user_data, started=started,
                        coach=coach)


__all__ = ["ASSISTED", "GAME_ID", "HUMAN", "PEEK", "DutchHooks", "DutchSession", "assisted",
           "dutch_session", "match_of", "peeking", "ready"]
