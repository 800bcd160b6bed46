"""Fires each bot seat when its time comes, on an injected clock.

A bot is always doing one thing: planning, reaching for a card (an ``Intent`` the UI can show),
or waiting. When it plans it looks at the table as it is then -- minus the Dutch piles a rival
changed within its perception delay -- and commits to one move, which lands when the action's
time is up. The move is submitted to the table authority as the table is at that moment: a
rival may have got there first, and then the bot re-plans after a short reaction.

Each bot seat is a ``BlitzAgent`` on the shared ``game.bots.scheduler.BotScheduler`` (the
simulator and the game definition use the agents directly); ``BotScheduler`` here is that shared
scheduler plus what the table UI asks (``bots``, ``intents``). ``run_due(now)`` lets every bot
whose time has come act, in due-time order (ties by seat). The app calls it every frame with its
table clock (and stops calling it while paused); the simulator jumps a virtual clock from one
``next_due()`` to the next. Nothing here reads real time.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Final, NamedTuple

from game.bots.scheduler import BotScheduler as AgentScheduler
from game.core.outcome import Refused
from game.dutch_blitz.bots.policy import (
    NOTHING,
    LevelPolicy,
    Policy,
    is_contested,
    is_contested_at,
)
from game.dutch_blitz.bots.timing import Timing
from game.dutch_blitz.rules.authority import Table
from game.dutch_blitz.rules.cards import Card
from game.dutch_blitz.rules.engine import Outcome
from game.dutch_blitz.rules.events import Event, Played
from game.dutch_blitz.rules.legal import targets_for
from game.dutch_blitz.rules.moves import Flip, Move, Play, Recycle, Stack
from game.dutch_blitz.rules.state import TableState, post_index
from game.dutch_blitz.rules.view import SeatView

MIN_WAIT = 0.2
"""Shortest look-again interval of a bot that found nothing to do."""


class Intent(NamedTuple):
    """What a bot is visibly reaching for between ``since`` and ``due``: ``card`` from
    ``source`` to ``target``. Flips (source ``"hand"``) and Wood turn-overs (source ``"wood"``)
    have no target and no card."""

    seat: int
    source: str
    target: str | None
    card: Card | None
    since: float
    due: float


class BotAction(NamedTuple):
    """An attempt that reached the table at time ``t`` and what the table said."""

    seat: int
    t: float
    move: Move
    outcome: Outcome
    race_lost: bool = False
    """A real race: the move was legal when the bot chose it and a rival took the spot since
    (a bot's own illegal attempt is refused with its reason but is no race)."""


class Planned(NamedTuple):
    move: Move
    intent: Intent
    legal: bool = True
    """The move was legal in the view it was chosen from."""


_new: Final = tuple.__new__
"""Intents, plans and actions are made on every decision: built straight from their fields."""


@dataclass
class BotSeat:
    """One computer seat: its policy (what), timing (when) and own seeded generator."""

    seat: int
    policy: Policy
    rng: random.Random
    timing: Timing = field(default_factory=Timing)
    level: str | None = None
    pace_scale: float = 1.0
    due: float = 0.0
    plan: Planned | None = None
    attempts: int = 0
    applied: int = 0
    refused: int = 0
    races_lost: int = 0


def intent_for(view: SeatView | None, move: Move, since: float, due: float) -> Intent:
    """What the seat is seen reaching for; ``view`` (the seat's) is needed only for a play
    that does not name its card and for a whole-Post-pile move (see ``_needs_view``)."""
    seat = move.seat
    if isinstance(move, Play):
        card = move.card
        if card is None:
            assert view is not None
            card = view.me.top(move.source)
        return _new(Intent, (seat, move.source, move.target, card, since, due))
    if isinstance(move, Stack):
        assert view is not None
        index = post_index(move.source)
        pile = view.me.posts[index] if index is not None else ()
        return Intent(seat, move.source, move.target, pile[0] if pile else None, since, due)
    if isinstance(move, Flip):
        return _new(Intent, (seat, "hand", None, None, since, due))
    assert isinstance(move, Recycle)
    return _new(Intent, (seat, "wood", None, None, since, due))


def _needs_view(move: Move) -> bool:
    """Whether planning ``move`` reads the seat's view: a play that does not name its card,
    a whole-Post-pile move (whether a rival races for a Dutch pile is read from the table)."""
    if isinstance(move, Play):
        return move.card is None
    return isinstance(move, Stack)


class TableWatch:
    """What the bots at one table notice of it, heard once per event for all of them: which
    Dutch pile a seat changed when (what a perception delay hides), and the latest event's time
    (a move never lands before it)."""

    __slots__ = ("changed", "last_t", "last_change", "in_order", "close")

    def __init__(self, table: Table, start: float = 0.0) -> None:
        self.changed: dict[int, tuple[float, int]] = {}
        """Each Dutch pile's last change (when, by which seat), the latest last."""
        self.last_t = start
        self.last_change = start
        """When a Dutch pile last changed (no earlier than any time in ``changed``)."""
        self.in_order = True
        """Every change came at the table time of the one before or later (as they do), so
        ``changed`` runs from the oldest to the newest."""
        self.close = table.subscribe(self._on_event)

    def _on_event(self, t: float, event: Event, state: TableState) -> None:
        if t > self.last_t:
            self.last_t = t
        if isinstance(event, Played):
            pile = event.pile
            if pile is not None:
                changed = self.changed
                if pile in changed:
                    del changed[pile]  # re-inserted at the end: the newest
                changed[pile] = (t, event.seat)
                if t >= self.last_change:
                    self.last_change = t
                else:
                    self.in_order = False

    def recent(self, t: float, window: float, seat: int) -> frozenset[int]:
        """The Dutch piles a seat other than ``seat`` changed less than ``window`` before
        ``t``."""
        changed = self.changed
        if not changed or t - self.last_change >= window:  # every change is older than that
            return NOTHING
        if not self.in_order:
            return frozenset(index for index, (when, by) in changed.items()
                             if by != seat and t - when < window)
        found: list[int] = []
        for index, (when, by) in reversed(changed.items()):
            if t - when >= window:
                break  # the rest are older still
            if by != seat:
                found.append(index)
        return frozenset(found)


class BlitzAgent:
    """One bot seat on the shared scheduler's agent protocol (``due()`` / ``step(t)``).

    It watches the table (a ``TableWatch``, its own or one shared by every bot at the table).
    Its due time changes only when it is stepped (``due_on_own_steps``: the scheduler keeps it).
    ``close()`` stops the watching (for a shared watch, every bot's).
    """

    due_on_own_steps = True

    def __init__(self, table: Table, bot: BotSeat, start: float = 0.0,
                 watch: TableWatch | None = None) -> None:
        if not 0 <= bot.seat < table.state.seat_count:
            raise ValueError(f"no seat {bot.seat} at this table")
        self.table = table
        self.bot = bot
        self.seat = bot.seat
        self.level = bot.level
        self.watch = watch if watch is not None else TableWatch(table, start)
        self.close = self.watch.close
        bot.plan = None
        bot.due = start + bot.timing.start_time(bot.rng, bot.pace_scale)

    def due(self) -> float | None:
        return None if self.table.over else self.bot.due

    def step(self, t: float) -> Sequence[BotAction]:
        """Plan (when the bot has no move in hand) or put the planned move to the table."""
        if self.table.over:
            return ()
        if self.bot.plan is None:
            self.plan(t)
            return ()
        return (self.act(),)

    def unnoticed(self, t: float) -> frozenset[int]:
        """Dutch piles another seat changed less than the bot's perception delay ago."""
        bot = self.bot
        return self.watch.recent(t, bot.timing.perception_time(bot.pace_scale), bot.seat)

    def plan(self, t: float) -> None:
        bot = self.bot
        policy = bot.policy
        view: SeatView | None
        legal: bool | None = None
        if isinstance(policy, LevelPolicy):  # it reads the table, building a view only when
            move, view, legal = policy.choose_at(  # its judgement needs one
                self.table.state, bot.seat, bot.rng, partial(self.unnoticed, t))
        else:
            view = self.table.view(bot.seat)
            move = policy.choose(view, bot.rng, self.unnoticed(t))
        if move is None or move.seat != bot.seat:
            bot.due = t + max(MIN_WAIT, bot.timing.perception_time(bot.pace_scale))
            return
        if type(move) is Play and move.card is not None:  # most plans: no view needed
            contested = is_contested(view, move) if view is not None \
                else is_contested_at(self.table.state, bot.seat, move)
            due = t + bot.timing.action_time(bot.rng, move, contested, bot.pace_scale)
            intent = _new(Intent, (bot.seat, move.source, move.target, move.card, t, due))
        else:  # a flip, a Wood turn-over, a play without its card or a whole-pile move:
            if view is None and _needs_view(move):  # never contested
                view = self.table.view(bot.seat)
            due = t + bot.timing.action_time(bot.rng, move, False, bot.pace_scale)
            intent = intent_for(view, move, t, due)
        if legal is None:
            legal = view is None or legal_in(view, move)
        bot.plan = _new(Planned, (move, intent, legal))
        bot.due = due

    def act(self) -> BotAction:
        bot = self.bot
        assert bot.plan is not None
        move, legal = bot.plan.move, bot.plan.legal
        t = max(bot.due, self.watch.last_t)
        bot.plan = None
        outcome = self.table.submit(move, t)
        bot.attempts += 1
        race = False
        if isinstance(outcome, Refused):
            bot.refused += 1
            race = legal and outcome.reason.is_race_lost
            bot.races_lost += race
            bot.due = t + bot.timing.reaction_time(bot.rng, bot.pace_scale)
        else:
            bot.applied += 1
            bot.due = t
        return _new(BotAction, (bot.seat, t, move, outcome, race))


def legal_in(view: SeatView, move: Move) -> bool:
    """Whether a play was legal in ``view`` (other moves cannot lose a race)."""
    if not isinstance(move, Play):
        return True
    card = move.card if move.card is not None else view.me.top(move.source)
    return card is not None and move.target in targets_for(view, move.source, card)


def agents_for(table: Table, bots: Sequence[BotSeat], start: float = 0.0) -> list[BlitzAgent]:
    """The shared scheduler's agents for ``bots`` at ``table``, in seat order (one watch of the
    table for them all)."""
    watch = TableWatch(table, start)
    return [BlitzAgent(table, bot, start, watch) for bot in sorted(bots, key=lambda b: b.seat)]


class BotScheduler(AgentScheduler):
    """The shared bot scheduler over one hand's Dutch Blitz bot seats, plus what the table UI
    asks of it: ``bots``, ``intents(now)`` (what each bot is reaching for) and ``unnoticed``."""

    def __init__(self, table: Table, bots: Sequence[BotSeat], start: float = 0.0) -> None:
        agents = agents_for(table, bots, start)
        super().__init__(table, agents)
        self.table: Table = table
        self.bots = [agent.bot for agent in agents]
        self._by_seat = {agent.seat: agent for agent in agents}

    def intents(self, now: float) -> list[Intent]:
        """What each bot is reaching for at ``now`` (nothing once the hand is over)."""
        if self.table.over:
            return []
        return [bot.plan.intent for bot in self.bots
                if bot.plan is not None and bot.plan.intent.since <= now]

    def run_due(self, now: float) -> list[BotAction]:
        """Let every bot whose time has come plan or act on the table as it is now."""
        return [action for action in super().run_due(now) if isinstance(action, BotAction)]

    def unnoticed(self, bot: BotSeat, t: float) -> frozenset[int]:
        """Dutch piles another seat changed less than ``bot``'s perception delay ago."""
        return self._by_seat[bot.seat].unnoticed(t)

    def close(self) -> None:
        """Stop listening to the table (a hand that is left unfinished)."""
        for agent in self._by_seat.values():
            agent.close()
