"""A match of Dutch at the table: the match, each round's authority, the table clock, the bots.

Every move -- the player's and the bots' -- goes through the round's ``Table`` authority, timed
by the table clock (zero at the start of each round, so record times are round times). The
clock stands still during the start peek until the player is ready, and while paused. The bots
run on the shared ``BotScheduler``, ticked every frame. When the last window of a round has
shut, the session closes the round itself if no bot has. At the end of the match the record is
saved to the match store and the statistics are updated (assisted matches marked as such).

A coached match (``coach`` set) also holds the table clock -- and with it every bot -- while
the coach has a tip up, tells the coach of the player's moves, and counts in the statistics
apart from real matches.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from datetime import datetime
from typing import Any

from game.bots.scheduler import BotScheduler
from game.clock import TableClock
from game.core.authority import Table
from game.core.options import OptionValue
from game.core.outcome import Applied, Refused
from game.core.seats import SeatSpec
from game.dutch import stats
from game.dutch.definition import GAME
from game.dutch.rules.events import Event, RoundEnded
from game.dutch.rules.moves import Close, Move
from game.dutch.rules.state import DutchState, window_shut
from game.dutch.rules.view import DutchView
from game.ui.coach import Coach, Tip, stats_key
from game.ui.match_keeping import MatchKeeper, new_match_id

HUMAN = 0
"""The player always sits in seat 0 (the bottom of the table)."""
GAME_ID = GAME.id
ASSISTED = "assisted"
"""The extra statistics group an assisted match also counts in."""

Listener = Callable[[float, Event, DutchState], None]
DutchTable = Table[DutchState, Move, Event, DutchView]


class DutchSession:
    """One match of Dutch: the player in seat 0 and 1-5 bots."""

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
        self.user_data = user_data
        self.match_id = new_match_id(started, seed)
        self.notices: list[str] = []
        self.listeners: list[Listener] = []
        self.peeking = False
        self.coach = coach
        self._held = False
        self._coach_hold = False
        self._saved = False
        self._view: tuple[tuple[int, int], DutchView] | None = None
        self._legal: tuple[tuple[int, int, float], tuple[Move, ...]] | None = None
        self.table: DutchTable = self.match.start_hand()
        self.scheduler = self._start_table()

    @property
    def assisted(self) -> bool:
        return bool(self.options.get("assist", False))

    # --- rounds --------------------------------------------------------------------------------
    def _start_table(self) -> BotScheduler:
        self.table.subscribe(self._on_event)
        self.clock.restart()
        self.clock.pause()
        self.peeking = True
        levels = [None if s.kind == "human" else (s.level or "casual") for s in self.seats]
        return BotScheduler(self.table, GAME.make_bots(
            self.match, self.table, levels, pace_scale=self.pace_scale))

    def next_round(self) -> None:
        """Deal the next round (after the round results)."""
        if self.match.over or not self.table.over:
            return
        self.table = self.match.start_hand()
        self.scheduler = self._start_table()

    def ready(self) -> None:
        """The player has seen the start peek: the round's clock starts."""
        if self.peeking:
            self.peeking = False
            if not self._held and not self._coach_hold:
                self.clock.resume()

    @property
    def round_over(self) -> bool:
        return self.table.over

    @property
    def over(self) -> bool:
        return bool(self.match.over)

    # --- what the table shows ---------------------------------------------------------------
    @property
    def state(self) -> DutchState:
        return self.table.state

    def view(self) -> DutchView:
        """The player's view (computed once per change of the table)."""
        key = (id(self.table), self.table.version)
        if self._view is None or self._view[0] != key:
            self._view = (key, self.table.view(HUMAN))
        return self._view[1]

    def legal(self) -> Sequence[Move]:
        """The player's legal moves now (asked of the rules core, at the table's time)."""
        now = self.now()
        key = (id(self.table), self.table.version, now)
        if self._legal is None or self._legal[0] != key:
            moves = GAME.rules.legal_moves(replace(self.view(), now=now))
            self._legal = (key, tuple(moves))
        return self._legal[1]

    def name(self, seat: int) -> str:
        return self.seats[seat].name if 0 <= seat < len(self.seats) else "?"

    def subscribe(self, listener: Listener) -> None:
        if listener not in self.listeners:
            self.listeners.append(listener)

    def unsubscribe(self, listener: Listener) -> None:
        if listener in self.listeners:
            self.listeners.remove(listener)

    # --- time ----------------------------------------------------------------------------------
    def now(self) -> float:
        return self.clock.now()

    @property
    def paused(self) -> bool:
        return self._held

    def pause(self) -> None:
        self._held = True
        self.clock.pause()

    def resume(self) -> None:
        self._held = False
        if not self.peeking and not self._coach_hold:
            self.clock.resume()

    @property
    def coached(self) -> bool:
        return self.coach is not None

    def coach_tip(self) -> Tip | None:
        """The coach's tip for the table now (None without a coach); the clock stands still
        while one is up."""
        if self.coach is None or self.table.over:
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
        if on == self._coach_hold:
            return
        self._coach_hold = on
        if on:
            self.clock.pause()
        elif not self._held and not self.peeking:
            self.clock.resume()

    def tick(self) -> list[Any]:
        """Let the bots act when their time has come; close a finished round's last window."""
        if self.clock.paused or self.table.over:
            return []
        now = self.clock.now()
        done = list(self.scheduler.run_due(now))
        state = self.table.state
        if (not self.table.over and state.phase == "done" and window_shut(state, now)
                and Close(HUMAN) in self.legal()):
            self.table.submit(Close(HUMAN), now)
        return done

    # --- the player's moves ----------------------------------------------------------------------
    def submit(self, move: Move) -> Applied[DutchState, Event] | Refused:
        if getattr(move, "seat", None) != HUMAN:
            raise ValueError("the table only takes the player's moves from the UI")
        outcome = self.table.submit(move, self.clock.now())
        if isinstance(outcome, Applied) and self.coach is not None:
            self.coach.moved(move)
        return outcome

    # --- events and the end ------------------------------------------------------------------
    def _on_event(self, t: float, event: Event, state: DutchState) -> None:
        for listener in list(self.listeners):
            listener(t, event, state)
        if isinstance(event, RoundEnded):
            self._round_done(event, t)

    @property
    def stats_id(self) -> str:
        """Where this match counts: the game's statistics, or apart when coached."""
        return stats_key(GAME_ID) if self.coached else GAME_ID

    def _levels(self) -> tuple[str, ...]:
        levels = tuple(dict.fromkeys(s.level or "casual" for s in self.seats
                                     if s.kind != "human")) or ("casual",)
        return (*levels, ASSISTED) if self.assisted else levels

    def _round_done(self, end: RoundEnded, t: float) -> None:
        if self.user_data is None:
            return
        try:  # the record so far: a match left early is kept and can be watched
            self.user_data.save_match(self.match_id, self.match.record)
            self.user_data.record_hand(self.stats_id, stats.round_summary(
                self.match.record, end.caller, end.scores, HUMAN, t, self._levels()))
        except Exception as exc:  # a full disk must not end the game
            self.notices.append(str(exc))
        if self.match.over:
            self._persist()

    def _persist(self) -> None:
        if self.user_data is None or self._saved:
            return
        self._saved = True
        try:
            self.user_data.save_match(self.match_id, self.match.record)
            self.user_data.record_match(self.stats_id, stats.match_summary(
                self.match, HUMAN, self._levels()))
        except Exception as exc:
            self.notices.append(str(exc))
