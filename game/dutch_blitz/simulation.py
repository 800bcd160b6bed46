"""Dutch Blitz's additions to ``python -m game.sim``: its own flags, the scripted seat, figures.

``--target N`` and ``--move-post-stack`` are shorthands for the options ``target_score`` and
``move_post_stack``. ``--human-pace P`` puts a scripted stand-in for a person in seat 0 (skilled
judgement, a steady P moves a minute); with ``--adaptive`` the bots take each hand's pace scale
from a ``PaceTracker`` fed with that seat's moves, as they would at the app's table. The figures
add the cards each level got into the Dutch piles and how many hands ended in a stalemate.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass, field
from typing import Any, Final

from game.core.authority import Table
from game.core.definition import BotAgent, GameMatch, HandOutcome
from game.core.outcome import Refused
from game.core.seats import SeatSpec
from game.dutch_blitz.bots.factory import bot_rng
from game.dutch_blitz.bots.levels import policy_for
from game.dutch_blitz.bots.pace import PaceTracker
from game.dutch_blitz.bots.scheduler import BlitzAgent, BotSeat
from game.dutch_blitz.bots.timing import Timing
from game.dutch_blitz.rules.match import HandResult
from game.sim.hooks import GameFigures, HandStats, MatchHooks, SimExtras, seat_levels

SCRIPTED: Final = "scripted"
"""The level name of the scripted stand-in for a person (``--human-pace``)."""


def scripted_seat(seat: int, seed: int, hand: int, per_minute: float) -> BotSeat:
    """A stand-in for a person: skilled judgement, a steady ``per_minute`` moves a minute."""
    step = 60.0 / per_minute
    timing = Timing(perception=step / 2, play=step, flip=step, recycle=step, hesitation=0.0,
                    reaction=step, spread=0.0, start=step)
    return BotSeat(seat, policy_for("skilled"), bot_rng(seed, seat, hand), timing, SCRIPTED)


class BlitzHooks(MatchHooks):
    """One match's scripted seat and adaptive pace."""

    def __init__(self, human_pace: float | None, adaptive: bool) -> None:
        self.human_pace = human_pace
        self.adaptive = adaptive
        self.tracker: PaceTracker | None = None

    def seats(self, specs: list[SeatSpec]) -> list[SeatSpec]:
        if self.human_pace is None:
            return specs
        seats = [SeatSpec("Scripted", "human"), *specs[1:]]
        if self.adaptive:
            self.tracker = PaceTracker.for_levels(seat_levels(seats))
        return seats

    def pace_scale(self) -> float:
        return self.tracker.scale() if self.tracker is not None else 1.0

    def agents(
        self, match: GameMatch, table: Table[Any, Any, Any, Any], agents: list[BotAgent]
    ) -> list[BotAgent]:
        if self.human_pace is None:
            return agents
        stand_in = BlitzAgent(table, scripted_seat(0, match.seed, table.hand, self.human_pace))
        return [stand_in, *agents]

    def on_attempt(self, attempt: Any) -> None:
        if self.tracker is not None and attempt.seat == 0 \
                and not isinstance(attempt.outcome, Refused):
            self.tracker.record_move(attempt.t)

    def end_hand(self, outcome: HandOutcome) -> None:
        if self.tracker is not None:
            self.tracker.end_hand(outcome.duration)


@dataclass
class BlitzFigures(GameFigures):
    """Cards into the Dutch piles per level and seat, and stalemates."""

    stalemates: int = 0
    dutch_by_level: dict[str, int] = field(default_factory=dict)
    hands_by_level: dict[str, int] = field(default_factory=dict)
    dutch_by_seat: dict[int, int] = field(default_factory=dict)

    def add_hand(self, hand: HandStats) -> None:
        result = hand.outcome
        if not isinstance(result, HandResult):
            return
        self.stalemates += result.reason == "stalemate"
        for score, level in zip(result.scores, hand.levels, strict=True):
            self.dutch_by_level[level] = self.dutch_by_level.get(level, 0) + score.dutch
            self.hands_by_level[level] = self.hands_by_level.get(level, 0) + 1
            self.dutch_by_seat[score.seat] = self.dutch_by_seat.get(score.seat, 0) + score.dutch

    def per_level(self, level: str) -> dict[str, object]:
        hands = self.hands_by_level.get(level, 0)
        dutch = self.dutch_by_level.get(level, 0)
        return {"dutch_per_hand": round(dutch / hands, 3) if hands else None}

    def per_seat(self, seat: int) -> dict[str, object]:
        return {"dutch_cards": self.dutch_by_seat.get(seat, 0)}

    def summary(self) -> dict[str, object]:
        return {"stalemates": self.stalemates}

    def text(self) -> list[str]:
        return [f"  stalemates: {self.stalemates}"]


class BlitzSim(SimExtras):
    """The flags ``--target``, ``--move-post-stack``, ``--human-pace`` and ``--adaptive``."""

    def add_arguments(self, parser: argparse.ArgumentParser) -> None:
        parser.add_argument("--target", type=int, default=None,
                            help="the target score (the option target_score)")
        parser.add_argument("--move-post-stack", action="store_true",
                            help="allow moving a whole Post pile (the option move_post_stack)")
        parser.add_argument("--human-pace", type=float, default=None, metavar="MOVES",
                            help="seat 0 is a scripted person making MOVES moves a minute")
        parser.add_argument("--adaptive", action="store_true",
                            help="bots follow seat 0's pace hand by hand (needs --human-pace)")

    def option_assignments(self, args: argparse.Namespace) -> list[str]:
        given = []
        if args.target is not None:
            given.append(f"target_score={args.target}")
        if args.move_post_stack:
            given.append("move_post_stack=on")
        return given

    def check_arguments(self, args: argparse.Namespace) -> str | None:
        if args.human_pace is not None and not 0 < args.human_pace <= 600:
            return "--human-pace takes a number of moves a minute from 1 to 600"
        if args.adaptive and args.human_pace is None:
            return "--adaptive needs --human-pace (the pace the bots follow)"
        return None

    def match_hooks(self, args: argparse.Namespace) -> MatchHooks:
        return BlitzHooks(args.human_pace, args.adaptive)

    def figures(self, args: argparse.Namespace) -> GameFigures:
        return BlitzFigures()


SIM: Final = BlitzSim()
