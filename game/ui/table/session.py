"""A match at the table, for any game: the match, each hand's authority, the table clock and its
named holds, the bot scheduler, the player's and the coach's moves, the table log, and what is
kept at the end (the record and the statistics, through a ``MatchKeeper``).

Every move -- the player's and the bots' -- goes through the hand's ``Table`` authority, timed
by the table clock (zero at the start of each hand, so record times are hand times). The bots
run on the shared ``BotScheduler``, ticked from the table clock: any hold (``holds``) stops
them; a turn bot rests ``TURN_GAP`` (times the bot speed) between its own moves. A game says
what is its own through ``SessionHooks`` (do-nothing defaults): a hold at the start of a hand,
work after each tick, its statistics summaries.
"""

from __future__ import annotations

import time
import weakref
from collections.abc import Callable, Mapping, Sequence
from datetime import datetime
from typing import Any, Generic, TypeVar

from game.bots.pacing import TURN_GAP, PacedSeat, paced
from game.bots.scheduler import BotScheduler, ThinkBudget
from game.clock import CountedClock, TableClock
from game.core.authority import Table
from game.core.definition import GameDefinition, GameMatch
from game.core.i18n import N_, Sentence, sentence_of
from game.core.options import OptionValue
from game.core.outcome import Applied, Refused, reason_message
from game.core.seats import SeatSpec
from game.core.table_log import TableLog
from game.storage.summaries import HandSummary, MatchSummary
from game.ui.coach import Coach, Tip, stats_key
from game.ui.match_keeping import MatchKeeper, new_match_id
from game.ui.table.holds import COACH, PLAYER, ClockHolds

S = TypeVar("S")
M = TypeVar("M")
E = TypeVar("E")
V = TypeVar("V")

HUMAN = 0
"""The player always sits in seat 0 (the bottom of the table)."""
DEFAULT_LEVEL = "casual"
BOT_CPU_PER_FRAME = 0.001
"""Seconds of the frame thread's CPU the bots may spend thinking in one frame: a thinking
seat takes its searches' small slices one after another while the next still fits (at least
one a frame), so a long think neither stalls a frame nor takes more frames than it needs."""

Listener = Callable[[float, E, S], None]


class SessionHooks(Generic[S, M, E, V]):
    """What a game adds to its table session; every hook does nothing by default."""

    timed_legal = False
    """The player's legal moves depend on the table time too (a snap window closing), so
    they are asked again at every new time, not only after each applied move."""
    save_every_hand = False
    """The record so far is saved after every hand, so a match left early is kept and can be
    watched (else it is saved when the match is over)."""

    def keeps_record(self, event: E) -> bool:
        """``event`` closes a part of the match (a round inside a one-hand game) after which
        the record so far is saved, so a match left there is kept and can be watched."""
        del event
        return False

    def legal_view(self, session: TableSession[S, M, E, V], view: V) -> V:
        """The view the player's legal moves are asked from (with the time, say)."""
        del session
        return view

    def hand_started(self, session: TableSession[S, M, E, V]) -> None:
        """A hand was dealt (hold the clock for a start peek, say)."""

    def before_tick(self, session: TableSession[S, M, E, V], now: float) -> None:
        """The bots are about to act at ``now`` (set their pace for this time, say)."""

    def player_moved(self, session: TableSession[S, M, E, V], move: M, t: float) -> None:
        """The player's ``move`` was applied at table time ``t`` (count their pace, say)."""

    def after_tick(self, session: TableSession[S, M, E, V], now: float) -> None:
        """The bots had their turn at ``now`` (close a finished hand's last window, say)."""

    def hand_ended(self, event: E) -> bool:
        """``event`` ends a hand: the hand's statistics are kept (and the match's, when it
        is over)."""
        del event
        return False

    def hand_summary(self, session: TableSession[S, M, E, V], event: E,
                     t: float) -> HandSummary | None:
        """The player's figures of the hand that ``event`` ended."""
        del session, event, t
        return None

    def match_summary(self, session: TableSession[S, M, E, V]) -> MatchSummary | None:
        """The player's figures of the finished match."""
        del session
        return None


class TableSession(Generic[S, M, E, V]):
    """One match of one game: the player in seat 0 and the bots."""

    def __init__(self, definition: GameDefinition[S, M, E, V], seed: int, seats: Sequence[SeatSpec],
                 options: Mapping[str, OptionValue], *,
                 hooks: SessionHooks[S, M, E, V] | None = None, pace_scale: float = 1.0,
                 time_source: Callable[[], float] = time.monotonic,
                 cpu_clock: Callable[[], float] | None = None,
                 user_data: MatchKeeper | None = None, started: datetime | None = None,
                 coach: Coach | None = None) -> None:
        self.definition = definition
        self.hooks: SessionHooks[S, M, E, V] = hooks or SessionHooks()
        self.seed = seed
        self.seats = tuple(seats)
        self.options = dict(options)
        self.pace_scale = pace_scale
        rules_options = {spec.name: self.options.get(spec.name, spec.default)
                         for spec in definition.options}
        self.match: GameMatch = definition.new_match(seed, self.seats, rules_options)
        self.clock = TableClock(time_source)
        self.cpu_clock = cpu_clock or CountedClock()
        """The clock the bots' thinking gets ``BOT_CPU_PER_FRAME`` of in a frame: the app's
        frame CPU clock (``Services.think_clock``), else one counting its readings (a session
        made by a test or a tool thinks the same on every machine)."""
        self.holds = ClockHolds(self.clock)
        self.user_data = user_data
        self.match_id = new_match_id(started, seed)
        self.notices: list[str] = []
        """Problems keeping the match (a full disk): shown once with the results."""
        self.listeners: list[Listener[E, S]] = []
        self.moves_made = 0
        """The player's applied moves this hand."""
        self.coach = coach
        self.lessons_offered = False
        """The coach has taught every lesson and the table offered to finish (once a match)."""
        self.turn_bots = False
        """Some bot takes turns: it waits for the table to show a move before its next."""
        self.unawaited: weakref.WeakSet[object] = weakref.WeakSet()
        """Cards in flight a turn bot does not wait for (it waits for every other to land and
        the flashes to end before its next step): the frame benchmark's own, which keep the
        table busy on purpose, not the game's motions."""
        self.log = TableLog(definition.log_words, [s.name for s in self.seats])
        """The match's table log, fed the record's new lines after every applied event."""
        self.hands_moves: list[list[tuple[float, object]]] = []
        """Every hand's applied moves with their table times (the hand's ``Table.moves``)."""
        self.safe_point: Callable[[], None] | None = None
        """Called where the match is worth keeping for a restart: after each of the player's
        moves and each hand's end (the table host keeps the unfinished match there)."""
        self._restoring = False
        self._saved = False
        self._view: tuple[tuple[int, int], V] | None = None
        self._legal: tuple[tuple[int, int, float], tuple[M, ...]] | None = None
        self.table: Table[S, M, E, V] = self.match.start_hand()
        self.scheduler = self._start_table()

    # --- hands --------------------------------------------------------------------------------
    def _start_table(self) -> BotScheduler:
        self.table.subscribe(self._on_event)
        self.hands_moves.append(self.table.moves)
        self.clock.restart()
        self.moves_made = 0
        self.hooks.hand_started(self)
        levels = [None if s.kind == "human" else (s.level or DEFAULT_LEVEL)
                  for s in self.seats]
        agents = paced(self.definition.make_bots(
            self.match, self.table, levels, pace_scale=self.pace_scale),
            TURN_GAP * self.pace_scale)
        self.turn_bots = any(isinstance(agent, PacedSeat) for agent in agents)
        return BotScheduler(self.table, agents,
                            budget=ThinkBudget(BOT_CPU_PER_FRAME, self.cpu_clock))

    def next_hand(self) -> None:
        """Deal the next hand (after the hand's results); nothing once the match is over."""
        if self.match.over or not self.table.over:
            return
        self.table = self.match.start_hand()
        self.scheduler = self._start_table()

    @property
    def hand_over(self) -> bool:
        return self.table.over

    @property
    def over(self) -> bool:
        return bool(self.match.over)

    # --- what the table shows -----------------------------------------------------------------
    @property
    def state(self) -> S:
        return self.table.state

    def view(self) -> V:
        """The player's view (made once per change of the table)."""
        key = (id(self.table), self.table.version)
        if self._view is None or self._view[0] != key:
            self._view = (key, self.table.view(HUMAN))
        return self._view[1]

    def legal(self) -> Sequence[M]:
        """The player's legal moves now (asked of the rules core once per applied move, or
        once per table time for a game whose moves depend on it)."""
        now = self.now() if self.hooks.timed_legal else 0.0
        key = (id(self.table), self.table.version, now)
        if self._legal is None or self._legal[0] != key:
            view = self.hooks.legal_view(self, self.view())
            self._legal = (key, tuple(self.definition.rules.legal_moves(view)))
        return self._legal[1]

    def name(self, seat: int) -> str:
        return self.seats[seat].name if 0 <= seat < len(self.seats) else "?"

    def bot_levels(self) -> tuple[str, ...]:
        """The bots' levels, each once, in seat order."""
        return tuple(dict.fromkeys(s.level or DEFAULT_LEVEL for s in self.seats
                                   if s.kind != "human")) or (DEFAULT_LEVEL,)

    def subscribe(self, listener: Listener[E, S]) -> None:
        if listener not in self.listeners:
            self.listeners.append(listener)

    def unsubscribe(self, listener: Listener[E, S]) -> None:
        if listener in self.listeners:
            self.listeners.remove(listener)

    def log_texts(self) -> list[str]:
        """The table log so far, the newest last (the record's lines written since the last
        event, a hand's end say, are read first)."""
        self.log.feed(self.match.record)
        return self.log.texts()

    # --- time ---------------------------------------------------------------------------------
    def now(self) -> float:
        return self.clock.now()

    def bots_due(self) -> float | None:
        """Seconds until the bots' next step (None while the clock is held, after the hand)."""
        due = None if self.clock.paused or self.hand_over else self.scheduler.next_due()
        return None if due is None else due - self.now()

    @property
    def paused(self) -> bool:
        """The player paused the table (other holds are not a pause)."""
        return self.holds.held(PLAYER)

    def pause(self) -> None:
        self.holds.hold(PLAYER)

    def resume(self) -> None:
        self.holds.release(PLAYER)

    def tick(self) -> list[Any]:
        """Let the bots act when their time has come (never while the clock is held or after
        the hand's end)."""
        if self.clock.paused or self.table.over:
            return []
        now = self.clock.now()
        self.hooks.before_tick(self, now)
        done = list(self.scheduler.run_due(now))
        self.hooks.after_tick(self, now)
        return done

    # --- the coach ----------------------------------------------------------------------------
    @property
    def coached(self) -> bool:
        return self.coach is not None

    def coach_tip(self) -> Tip | None:
        """The coach's tip for the table now (None without a coach); the clock -- and the
        bots -- stand still while one is up."""
        if self.coach is None or self.table.over:
            self.holds.set(COACH, False)
            return None
        tip = self.coach.refresh(self.view(), self.legal())
        self.holds.set(COACH, tip is not None)
        return tip

    def dismiss_tip(self) -> None:
        if self.coach is not None:
            self.coach.dismiss()
            self.holds.set(COACH, False)

    # --- the player's moves -------------------------------------------------------------------
    def submit(self, move: M) -> Applied[S, E] | Refused:
        if getattr(move, "seat", None) != HUMAN:
            raise ValueError("the table only takes the player's moves from the UI")
        t = self.clock.now()
        outcome = self.table.submit(move, t)
        if isinstance(outcome, Applied):
            self.moves_made += 1
            self.hooks.player_moved(self, move, t)
            if self.coach is not None:
                self.coach.moved(move)
            if self.safe_point is not None:
                self.safe_point()
        return outcome

    def replay(self, hands: Sequence[Sequence[tuple[float, M]]]) -> str | None:
        """Apply a saved match's moves, hand by hand, to this fresh session, as the table
        first applied them (the bots hear them all; nothing is kept or shown again): None, or
        why the moves are not this match's."""
        self._restoring = True
        try:
            for number, moves in enumerate(hands, start=1):
                if number > 1:
                    if not self.table.over or self.match.over:
                        return Sentence.of(N_("hand {n} did not end where the save says"),
                                           n=number - 1)
                    self.next_hand()
                for t, move in moves:
                    outcome = self.table.submit(move, t)
                    if isinstance(outcome, Refused):
                        return Sentence.of(N_("a move of hand {n} was refused: {reason}"),
                                           n=number, reason=reason_message(outcome))
                    if getattr(move, "seat", None) == HUMAN:
                        self.moves_made += 1
                        self.hooks.player_moved(self, move, t)
        finally:
            self._restoring = False
        return None

    # --- events and the end -------------------------------------------------------------------
    @property
    def stats_id(self) -> str:
        """Where this match counts: the game's statistics, or apart when coached."""
        game_id = self.definition.id
        return stats_key(game_id) if self.coached else game_id

    def _on_event(self, t: float, event: E, state: S) -> None:
        self.log.feed(self.match.record)  # a restored match keeps its whole log
        if self._restoring:
            return
        for listener in list(self.listeners):
            listener(t, event, state)
        if self.hooks.hand_ended(event):
            self._hand_done(event, t)
            if self.safe_point is not None:
                self.safe_point()
        elif self.hooks.keeps_record(event) and (keeper := self.user_data) is not None:
            self._keep(lambda: keeper.save_match(self.match_id, self.match.record))

    def _keep(self, what: Callable[[], None]) -> None:
        try:
            what()
        except Exception as exc:  # a full disk must not end the match
            self.notices.append(sentence_of(exc))

    def _hand_done(self, event: E, t: float) -> None:
        keeper = self.user_data
        if keeper is None:
            return
        if self.hooks.save_every_hand and not self.match.over:
            self._keep(lambda: keeper.save_match(self.match_id, self.match.record))
        summary = self.hooks.hand_summary(self, event, t)
        if summary is not None:
            self._keep(lambda: keeper.record_hand(self.stats_id, summary))
        if self.match.over and not self._saved:
            self._saved = True
            self._keep(lambda: keeper.save_match(self.match_id, self.match.record))
            result = self.hooks.match_summary(self)
            if result is not None:
                self._keep(lambda: keeper.record_match(self.stats_id, result))


__all__ = ["HUMAN", "SessionHooks", "TableSession"]
