"""What Dutch Auction adds to the shared table session: its statistics at the game's end.

A match of Dutch Auction is one game (one "hand" for the shared parts): when it ends the
player's total and win are kept, the record is saved (``game.ui.table.session``).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from datetime import datetime

from game.auction import stats
from game.auction.definition import GAME
from game.auction.rules.events import Event, GameEnded, RoundEnded
from game.auction.rules.moves import Move
from game.auction.rules.state import State
from game.auction.rules.view import View
from game.core.options import OptionValue
from game.core.seats import SeatSpec
from game.storage.summaries import HandSummary, MatchSummary
from game.ui.coach import Coach
from game.ui.match_keeping import MatchKeeper
from game.ui.table.flow import TableUI
from game.ui.table.session import HUMAN, SessionHooks, TableSession

AuctionSession = TableSession[State, Move, Event, View]
AuctionFlow = TableUI[State, Move, Event, View]
"""The screens around the table, as the score sheet calls them back."""


class AuctionHooks(SessionHooks[State, Move, Event, View]):
    """The game's end keeps the player's total and win."""

    end: GameEnded | None = None
    """The game's end (kept for the match's figures)."""

    def hand_ended(self, event: Event) -> bool:
        return isinstance(event, GameEnded)

    def keeps_record(self, event: Event) -> bool:
        return isinstance(event, RoundEnded)  # a game left early is kept round by round

    def hand_summary(self, session: AuctionSession, event: Event,
                     t: float) -> HandSummary | None:
        assert isinstance(event, GameEnded)
        self.end = event
        return stats.game_summary(session.match.record, event,
                                  session.state.seats[HUMAN].owned(), HUMAN, t,
                                  session.bot_levels())

    def match_summary(self, session: AuctionSession) -> MatchSummary | None:
        if self.end is None:
            return None
        return stats.match_summary(self.end, HUMAN, session.bot_levels())


def auction_session(seed: int, seats: Sequence[SeatSpec], options: Mapping[str, OptionValue],
                    *, time_source: Callable[[], float] = time.monotonic, pace_scale: float = 1.0,
                    user_data: MatchKeeper | None = None, started: datetime | None = None,
                    coach: Coach | None = None) -> AuctionSession:
    """A session of Dutch Auction on the shared host (for tests and tools)."""
    return TableSession(GAME, seed, seats, options, hooks=AuctionHooks(),
                        pace_scale=pace_scale, time_source=time_source, user_data=user_data,
                        started=started, coach=coach)


__all__ = ["AuctionHooks", "AuctionSession", "auction_session"]
