"""A game of Dutch Auction at the table: the match, its authority, the table clock and the bot.

Every move -- the player's and the bot's -- goes through the match's ``Table`` authority. The
bot runs on the shared ``BotScheduler``, ticked from the table clock (pausing the clock stops
it). When the game ends the record is saved to the match store and the statistics are updated
through the user data the session was given (none in tests).

A coached game (``coach`` set) also holds the table clock -- and with it the bot -- while the
coach has a tip up, tells the coach of the player's moves, and counts in the statistics apart
from real games.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from datetime import datetime
from typing import Any

from game.auction import stats
from game.auction.definition import GAME
from game.auction.rules.events import Event, GameEnded
from game.auction.rules.moves import Move
from game.auction.rules.state import State
from game.auction.rules.view import View
from game.bots.scheduler import BotScheduler
from game.clock import TableClock
from game.core.authority import Table
from game.core.options import OptionValue
from game.core.outcome import Applied, Refused
from game.core.seats import SeatSpec
from game.ui.coach import ClockHold, Coach, Tip, stats_key
from game.ui.match_keeping import MatchKeeper, new_match_id

HUMAN = 0
"""The player always sits in seat 0 (the bottom of the table)."""
GAME_ID = GAME.id

Listener = Callable[[float, Event, State], None]


class AuctionSession:
    """One game of Dutch Auction against one computer player."""

    def __init__(self, seed: int, seats: Sequence[SeatSpec],
                 options: Mapping[str, OptionValue], *, pace_scale: float = 1.0,
                 time_source: Callable[[], float] = time.monotonic,
                 user_data: MatchKeeper | None = None, started: datetime | None = None,
                 coach: Coach | None = None) -> None:
        self.seed = seed
        self.seats = tuple(seats)
        self.options = dict(options)
        self.pace_scale = pace_scale
        rules_options = {spec.name: self.options.get(spec.name, spec.default)
                         for spec in GAME.options}
        self.match: Any = GAME.new_match(seed, self.seats, rules_options)
        self.clock = TableClock(time_source)
        self.hold = ClockHold(self.clock)
        self.user_data = user_data
        self.match_id = new_match_id(started, seed)
        self.notices: list[str] = []
        self.table: Table[State, Move, Event, View] = self.match.start_hand()
        self.table.subscribe(self._on_event)
        levels = [None if s.kind == "human" else (s.level or "casual") for s in self.seats]
        self.scheduler = BotScheduler(self.table, GAME.make_bots(
            self.match, self.table, levels, pace_scale=pace_scale))
        self.coach = coach
        self._saved = False
        self._view: tuple[int, View] | None = None
        self._legal: tuple[int, tuple[Move, ...]] | None = None

    # --- what the table shows ---------------------------------------------------------------
    @property
    def state(self) -> State:
        return self.table.state

    @property
    def over(self) -> bool:
        return self.table.over

    def view(self) -> View:
        """The player's view (made once per applied move)."""
        if self._view is None or self._view[0] != self.table.version:
            self._view = (self.table.version, self.table.view(HUMAN))
        return self._view[1]

    def legal(self) -> Sequence[Move]:
        """The player's legal moves now (asked of the rules core once per applied move)."""
        if self._legal is None or self._legal[0] != self.table.version:
            self._legal = (self.table.version, tuple(GAME.rules.legal_moves(self.view())))
        return self._legal[1]

    def name(self, seat: int) -> str:
        return self.seats[seat].name if 0 <= seat < len(self.seats) else "?"

    @property
    def bot_level(self) -> str:
        return self.seats[1].level or "casual"

    def subscribe(self, listener: Listener) -> None:
        self.table.subscribe(listener)

    def unsubscribe(self, listener: Listener) -> None:
        self.table.unsubscribe(listener)

    # --- time ----------------------------------------------------------------------------------
    def now(self) -> float:
        return self.clock.now()

    @property
    def paused(self) -> bool:
        return self.hold.player

    def pause(self) -> None:
        self.hold.pause()

    def resume(self) -> None:
        self.hold.resume()

    # --- the coach -------------------------------------------------------------------------------
    @property
    def coached(self) -> bool:
        return self.coach is not None

    def coach_tip(self) -> Tip | None:
        """The coach's tip for the table now (None without a coach); the clock -- and the
        bot -- stand still while one is up."""
        if self.coach is None or self.over:
            self._hold_for_coach(False)
            return None
        tip = self.coach.refresh(self.view(), self.legal())
        self._hold_for_coach(tip is not None)
        return tip

    def dismiss_tip(self) -> None:
        if self.coach is not None:
            self.coach.dismiss()
            self._hold_for_coach(False)

    def _hold_for_coach(self, on: bool) -> None:
        self.hold.hold_for_coach(on)

    def tick(self) -> list[Any]:
        """Let the bot act when its time has come (never while the clock stands still or
        after the end)."""
        if self.clock.paused or self.over:
            return []
        return list(self.scheduler.run_due(self.clock.now()))

    # --- the player's moves ----------------------------------------------------------------------
    def submit(self, move: Move) -> Applied[State, Event] | Refused:
        if getattr(move, "seat", None) != HUMAN:
            raise ValueError("the table only takes the player's moves from the UI")
        outcome = self.table.submit(move, self.clock.now())
        if isinstance(outcome, Applied) and self.coach is not None:
            self.coach.moved(move)
        return outcome

    # --- the end -------------------------------------------------------------------------------
    @property
    def stats_id(self) -> str:
        """Where this game counts: the game's statistics, or apart when coached."""
        return stats_key(GAME_ID) if self.coached else GAME_ID

    def _on_event(self, t: float, event: Event, state: State) -> None:
        if isinstance(event, GameEnded):
            self._persist(event, state, t)

    def _persist(self, event: GameEnded, state: State, t: float) -> None:
        if self.user_data is None or self._saved:
            return
        self._saved = True
        try:
            self.user_data.save_match(self.match_id, self.match.record)
        except Exception as exc:  # a full disk must not end the game
            self.notices.append(str(exc))
        levels = (self.bot_level,)
        try:
            self.user_data.record_hand(self.stats_id, stats.game_summary(
                self.match.record, event, state.seats[HUMAN].owned(), HUMAN, t, levels))
            self.user_data.record_match(self.stats_id, stats.match_summary(event, HUMAN, levels))
        except Exception as exc:
            self.notices.append(str(exc))
