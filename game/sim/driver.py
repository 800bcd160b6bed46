"""Playing whole matches of any registered game between bots on a virtual clock.

Everything goes through the game's ``GameDefinition``: ``new_match`` deals the match,
``start_hand`` gives each hand's authority, ``make_bots`` its agents, which the shared
``BotScheduler`` runs with ``run_hand`` until the hand ends. The game's ``MatchHooks`` may
change seats (a scripted player), add agents and set each hand's pace.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from game.bots.headless import HandHang, run_hand
from game.bots.scheduler import BotScheduler
from game.core.definition import AnyGame, BotAgent, GameMatch
from game.core.options import OptionValue
from game.core.outcome import Applied, Refused
from game.core.seats import SeatSpec
from game.sim.hooks import HandStats, MatchHooks, SeatStats, seat_levels

MAX_HANDS_PER_MATCH = 10_000
"""A match still going after this many hands is a hang."""
SLICES_PER_CALL = 16
"""Think slices a bot takes each time the simulator's clock stops (it has no frames to spread
a think over; the searches' small slices, one a call, cost a fifth more time in scheduling;
the same seed plays the same match however many slices a call takes)."""

HandListener = Callable[[HandStats], None]
Wrap = Callable[[list[BotAgent]], list[BotAgent]]


def level_title(level: str) -> str:
    return level.replace("_", " ").capitalize()


def seat_specs(levels: Sequence[str]) -> list[SeatSpec]:
    """A bot seat per level, named after its level and seat number ("Master 2")."""
    return [SeatSpec(f"{level_title(level)} {i + 1}", "bot", level)
            for i, level in enumerate(levels)]


def rotated(levels: Sequence[str], number: int) -> list[str]:
    """``levels`` moved round the table by one seat for each match ``number``."""
    shift = number % len(levels) if levels else 0
    return list(levels[-shift:]) + list(levels[:-shift]) if shift else list(levels)


class AttemptCounter:
    """Counts each seat's attempts at the table, then passes them on to the game's hooks."""

    def __init__(self, seats: int, forward: Callable[[Any], None]) -> None:
        self.seats = tuple(SeatStats() for _ in range(seats))
        self._forward = forward

    def __call__(self, attempt: Any) -> None:
        seat = getattr(attempt, "seat", None)
        if type(seat) is int and 0 <= seat < len(self.seats):
            stats = self.seats[seat]
            stats.attempts += 1
            outcome = getattr(attempt, "outcome", None)
            if type(outcome) is Applied:  # most attempts: checked first
                stats.applied += 1
            elif isinstance(outcome, Refused):
                stats.refused += 1
                race = getattr(attempt, "race_lost", None)  # the agent knows what it saw
                if not isinstance(race, bool):
                    race = bool(getattr(outcome.reason, "is_race_lost", False))
                stats.races_lost += race
            else:
                stats.applied += 1
        self._forward(attempt)


def _labels(specs: Sequence[SeatSpec], agents: Sequence[BotAgent]) -> tuple[str, ...]:
    by_seat = {agent.seat: agent.level for agent in agents}
    return tuple(by_seat.get(seat) or spec.level or spec.kind for seat, spec in enumerate(specs))


def play_match(
    game: AnyGame,
    seed: int,
    levels: Sequence[str],
    options: Mapping[str, OptionValue],
    *,
    timing: str | None = None,
    hooks: MatchHooks | None = None,
    on_hand: HandListener | None = None,
    wrap: Wrap | None = None,
) -> GameMatch:
    """Play one whole match of ``game`` between bots of ``levels`` (one per seat)."""
    hooks = hooks or MatchHooks()
    specs = hooks.seats(seat_specs(levels))
    match = game.new_match(seed, specs, options)
    bot_levels = seat_levels(specs)
    while not match.over:
        if len(match.results) >= MAX_HANDS_PER_MATCH:
            raise HandHang(f"{game.id} match seed {seed} does not end")
        table = match.start_hand()
        scale = hooks.pace_scale()
        agents = hooks.agents(match, table, list(game.make_bots(
            match, table, bot_levels, pace_scale=scale, timing=timing)))
        counter = AttemptCounter(len(specs), hooks.on_attempt)
        try:
            run_hand(BotScheduler(table, wrap(agents) if wrap else agents,
                                  slices=SLICES_PER_CALL), counter, keep=False)
        except HandHang as hang:
            raise HandHang(f"{game.id} match seed {seed}: {hang}") from None
        if not table.over or not match.results:
            raise HandHang(f"{game.id} match seed {seed}: hand {table.hand} stopped unfinished")
        outcome = match.results[-1]
        hooks.end_hand(outcome)
        if on_hand is not None:
            on_hand(HandStats(match, outcome, _labels(specs, agents), counter.seats, scale))
    return match


@dataclass(frozen=True)
class RunPlan:
    """What one simulator run plays: the game, seats' levels, options and how much."""

    game: AnyGame
    levels: tuple[str, ...]
    options: Mapping[str, OptionValue]
    seed: int = 1
    matches: int = 10
    hands: int | None = None
    timing: str | None = None
    rotate: bool = False

    def levels_for(self, number: int, fixed: int = 0) -> list[str]:
        """The levels of match ``number``; with ``rotate`` the first ``fixed`` seats stay."""
        if not self.rotate:
            return list(self.levels)
        return list(self.levels[:fixed]) + rotated(self.levels[fixed:], number)


def write_record(lines: Sequence[Mapping[str, Any]], stream: TextSink) -> None:
    """Append one match's lines as compact JSON Lines, in one write (whole lines only)."""
    stream.write("".join(json.dumps(line, separators=(",", ":")) + "\n" for line in lines))


class TextSink(Protocol):
    """Where records go: a text file, or the simulator's whole-lines record file."""

    def write(self, text: str, /) -> int: ...


class Tallying(Protocol):
    hands: int

    def add_hand(self, hand: HandStats) -> None: ...

    def add_match(self, match: GameMatch, levels: Sequence[str]) -> None: ...


def run_plan(
    plan: RunPlan,
    new_hooks: Callable[[], MatchHooks],
    tally: Tallying,
    record: TextSink | None = None,
    on_match: Callable[[int], None] | None = None,
) -> int:
    """Play ``plan`` (matches, or whole matches until enough hands); the matches played.

    ``on_match(number)`` is called after each match (the command shows progress with it)."""
    number = 0
    seen: list[tuple[str, ...]] = []

    def on_hand(hand: HandStats) -> None:
        seen[:] = [hand.levels]
        tally.add_hand(hand)

    while (tally.hands < plan.hands) if plan.hands else (number < plan.matches):
        hooks = new_hooks()
        levels = plan.levels_for(number, hooks.fixed_seats)
        match = play_match(plan.game, plan.seed + number, levels, plan.options,
                           timing=plan.timing, hooks=hooks, on_hand=on_hand)
        tally.add_match(match, seen[0] if seen else levels)
        if record is not None:
            write_record(match.record, record)
        number += 1
        if on_match is not None:
            on_match(number)
    return number
