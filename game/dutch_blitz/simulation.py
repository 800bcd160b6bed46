"""Dutch Blitz's additions to ``python -m game.sim``: its own flags, the scripted seat, figures.

``--target N`` and ``--move-post-stack`` are shorthands for the options ``target_score`` and
``move_post_stack``. ``--human-pace P`` puts a scripted stand-in for a person in seat 0 (skilled
judgement, a steady P moves a minute); with ``--adaptive`` the bots take each hand's pace scale
from a ``PaceTracker`` fed with that seat's moves and results, as they would at the app's table;
a run is one person playing match after match, so the tracker carries over from match to match
(as it does at the app's table between matches at the same levels). The figures
add each level's and seat's average hand score and cards into the Dutch piles, how many hands
ended in a stalemate and, with a scripted seat, the pace of every hand.
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
from game.dutch_blitz.bots.levels import SCRIPTED_JUDGEMENT
from game.dutch_blitz.bots.pace import PaceTracker
from game.dutch_blitz.bots.policy import LevelPolicy
from game.dutch_blitz.bots.scheduler import BlitzAgent, BotSeat
from game.dutch_blitz.bots.timing import Timing
from game.dutch_blitz.rules.match import HandResult
from game.sim.hooks import GameFigures, HandStats, MatchHooks, SimExtras, seat_levels

SCRIPTED: Final = "scripted"
"""The level name of the scripted stand-in for a person (``--human-pace``)."""


def scripted_seat(seat: int, seed: int, hand: int, per_minute: float) -> BotSeat:
    """A stand-in for a person: ``SCRIPTED_JUDGEMENT``, a steady ``per_minute`` moves a minute."""
    step = 60.0 / per_minute
    timing = Timing(perception=step / 2, play=step, flip=step, recycle=step, hesitation=0.0,
                    reaction=step, spread=0.0, start=step)
    return BotSeat(seat, LevelPolicy(SCRIPTED_JUDGEMENT), bot_rng(seed, seat, hand), timing,
                   SCRIPTED)


class BlitzHooks(MatchHooks):
    """One match's scripted seat and adaptive pace."""

    def __init__(self, human_pace: float | None, adaptive: bool,
                 timing: str | None = None, tracker: PaceTracker | None = None) -> None:
        self.human_pace = human_pace
        self.adaptive = adaptive
        self.timing = timing
        """``--timing``: every bot acts at this level's pace, so adaptive pace follows it."""
        self.tracker: PaceTracker | None = None
        self._carried = tracker
        """The tracker of the run's earlier matches (the same person), if any."""
        self._match: GameMatch | None = None
        """The match being played (its winner ends the tracker's match)."""
        self.fixed_seats = 1 if human_pace is not None else 0
        """Seat 0 is the scripted player: ``--rotate`` moves the levels round the bots only."""

    def seats(self, specs: list[SeatSpec]) -> list[SeatSpec]:
        if self.human_pace is None:
            return specs
        seats = [SeatSpec("Scripted", "human"), *specs[1:]]
        if self.adaptive:
            levels = seat_levels(seats)
            if self.timing is not None:
                levels = [self.timing if level is not None else None for level in levels]
            self.tracker = self._carried or PaceTracker.for_levels(levels)
        return seats

    def pace_scale(self) -> float:
        return self.tracker.scale() if self.tracker is not None else 1.0

    def agents(
        self, match: GameMatch, table: Table[Any, Any, Any, Any], agents: list[BotAgent]
    ) -> list[BotAgent]:
        if self.human_pace is None:
            return agents
        self._match = match
        stand_in = BlitzAgent(table, scripted_seat(0, match.seed, table.hand, self.human_pace))
        return [stand_in, *agents]

    def on_attempt(self, attempt: Any) -> None:
        if self.tracker is not None and attempt.seat == 0 \
                and not isinstance(attempt.outcome, Refused):
            self.tracker.record_move(attempt.t)

    def end_hand(self, outcome: HandOutcome) -> None:
        if self.tracker is not None:
            if isinstance(outcome, HandResult):  # the match so far: seat 0 against the best
                winners = self._match.winners if self._match is not None else ()
                self.tracker.hand_ended(outcome, 0, winners[0] if winners else None)
            else:
                self.tracker.end_hand(outcome.duration, won=0 in outcome.winners)


@dataclass
class Scores:
    """Hand scores and cards into the Dutch piles, summed over hands."""

    hands: int = 0
    score: int = 0
    dutch: int = 0

    def add(self, hand_score: int, dutch: int) -> None:
        self.hands += 1
        self.score += hand_score
        self.dutch += dutch

    def average(self) -> float | None:
        return round(self.score / self.hands, 2) if self.hands else None

    def dutch_per_hand(self) -> float | None:
        return round(self.dutch / self.hands, 2) if self.hands else None


@dataclass
class BlitzFigures(GameFigures):
    """Scores and cards into the Dutch piles per level and seat, stalemates, and with a
    scripted seat the pace of every hand (its moves a minute against the bots')."""

    hands: int = 0
    stalemates: int = 0
    by_level: dict[str, Scores] = field(default_factory=dict)
    by_seat: dict[int, Scores] = field(default_factory=dict)
    paces: list[dict[str, float]] = field(default_factory=list)

    def add_hand(self, hand: HandStats) -> None:
        result = hand.outcome
        if not isinstance(result, HandResult):
            return
        self.hands += 1
        self.stalemates += result.reason == "stalemate"
        for score, level in zip(result.scores, hand.levels, strict=True):
            self.by_level.setdefault(level, Scores()).add(score.hand_score, score.dutch)
            self.by_seat.setdefault(score.seat, Scores()).add(score.hand_score, score.dutch)
        if SCRIPTED in hand.levels and result.duration > 0:
            self._add_pace(hand, result.duration)

    def _add_pace(self, hand: HandStats, duration: float) -> None:
        pairs = list(zip(hand.levels, hand.seats, strict=True))
        scripted = [stats.applied for level, stats in pairs if level == SCRIPTED]
        bots = [stats.applied for level, stats in pairs if level != SCRIPTED]
        self.paces.append({
            "hand": float(len(self.paces) + 1),
            "scale": round(hand.pace_scale, 3),
            "scripted_per_minute": round(60 * scripted[0] / duration, 1),
            "bots_per_minute": round(60 * sum(bots) / max(1, len(bots)) / duration, 1),
        })

    def per_level(self, level: str) -> dict[str, object]:
        scores = self.by_level.get(level, Scores())
        return {"average_hand_score": scores.average(),
                "cards_to_dutch_per_hand": scores.dutch_per_hand()}

    def per_seat(self, seat: int) -> dict[str, object]:
        scores = self.by_seat.get(seat, Scores())
        return {"average_hand_score": scores.average(), "dutch_cards": scores.dutch}

    def summary(self) -> dict[str, object]:
        result: dict[str, object] = {
            "stalemates": self.stalemates,
            "stalemate_share": round(self.stalemates / self.hands, 4) if self.hands else None,
        }
        if self.paces:
            result["pace"] = self.paces
        return result

    def text(self) -> list[str]:
        return [f"  stalemates: {self.stalemates}"]


class BlitzSim(SimExtras):
    """The flags ``--target``, ``--move-post-stack``, ``--human-pace`` and ``--adaptive``."""

    def __init__(self) -> None:
        self._last: tuple[argparse.Namespace, BlitzHooks] | None = None
        """The run's latest match hooks: the next match of the same run keeps their tracker."""

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
        carried = self._last[1].tracker if self._last and self._last[0] is args else None
        hooks = BlitzHooks(args.human_pace, args.adaptive, args.timing, carried)
        self._last = (args, hooks)
        return hooks

    def figures(self, args: argparse.Namespace) -> GameFigures:
        return BlitzFigures()


SIM: Final = BlitzSim()
