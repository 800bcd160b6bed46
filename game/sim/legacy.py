"""Headless simulator: whole matches between computer seats on a virtual clock, at full speed.

    python -m game.sim --seats 4 --matches 100 --seed 1 --json
    python -m game.sim --levels master,beginner,beginner,beginner --timing skilled --hands 1000
    python -m game.sim --bench

Each seat plays at a bot level (``--levels``, default skilled); ``--timing LEVEL`` gives every
seat that level's timing while each keeps its own judgement. ``--human-pace N`` puts a scripted
stand-in for a person in seat 0 (N moves a minute, skilled judgement) and ``--adaptive`` lets
the bots follow its pace. Every match can be appended to one JSON Lines file (``--record``) in
the hand-record format.
"""

from __future__ import annotations

import argparse
import gc
import json
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from game.bots.headless import HandHang, run_hand
from game.core.outcome import Refused
from game.dutch_blitz.bots.factory import bot_rng, make_bot_seats
from game.dutch_blitz.bots.levels import DEFAULT_LEVEL, LEVEL_NAMES, LEVELS, policy_for
from game.dutch_blitz.bots.pace import PaceTracker
from game.dutch_blitz.bots.scheduler import BotAction, BotScheduler, BotSeat
from game.dutch_blitz.bots.timing import Timing
from game.dutch_blitz.rules.authority import Table
from game.dutch_blitz.rules.cards import DECKS
from game.dutch_blitz.rules.match import Match, SeatInfo
from game.dutch_blitz.rules.record import write_lines
from game.dutch_blitz.rules.state import DEFAULT_TARGET, MAX_SEATS, MIN_SEATS, Rules

SCRIPTED = "scripted"
SimulationHang = HandHang


def scripted_seat(seat: int, seed: int, hand: int, per_minute: float) -> BotSeat:
    """A stand-in for a person: skilled judgement, a steady ``per_minute`` moves a minute."""
    step = 60.0 / per_minute
    timing = Timing(perception=step / 2, play=step, flip=step, recycle=step, hesitation=0.0,
                    reaction=step, spread=0.0, start=step)
    return BotSeat(seat, policy_for("skilled"), bot_rng(seed, seat, hand), timing, SCRIPTED)


@dataclass
class LevelTally:
    """What the seats of one level did, summed over every hand they sat in."""

    seat_hands: int = 0
    hand_wins: int = 0
    score: int = 0
    dutch: int = 0
    seconds: float = 0.0
    applied: int = 0
    attempts: int = 0
    refused: int = 0
    races_lost: int = 0
    hand_lengths: list[float] = field(default_factory=list)

    def as_dict(self) -> dict[str, object]:
        n = self.seat_hands or 1
        return {
            "seat_hands": self.seat_hands,
            "hand_win_share": round(self.hand_wins / n, 4),
            "average_hand_score": round(self.score / n, 2),
            "cards_to_dutch_per_hand": round(self.dutch / n, 2),
            "median_hand_seconds": round(statistics.median(self.hand_lengths), 2)
            if self.hand_lengths else None,
            "actions_per_second": round(self.applied / self.seconds, 3) if self.seconds else None,
            "refused_attempts": self.refused,
            "refused_per_hand": round(self.refused / n, 3),
            "races_lost": self.races_lost,
        }


@dataclass
class Tally:
    """Per-level figures and, with a scripted seat, the pace of each hand."""

    levels: dict[str, LevelTally] = field(default_factory=dict)
    paces: list[dict[str, float]] = field(default_factory=list)

    def add_hand(self, match: Match, bots: Sequence[BotSeat], scale: float) -> None:
        result = match.results[-1]
        lengths_seen: set[str] = set()
        for bot in bots:
            level = bot.level or "?"
            tally = self.levels.setdefault(level, LevelTally())
            score = result.scores[bot.seat]
            tally.seat_hands += 1
            tally.hand_wins += result.blitz_seat == bot.seat
            tally.score += score.hand_score
            tally.dutch += score.dutch
            tally.seconds += result.duration
            tally.applied += bot.applied
            tally.attempts += bot.attempts
            tally.refused += bot.refused
            tally.races_lost += bot.races_lost
            if level not in lengths_seen:
                tally.hand_lengths.append(result.duration)
                lengths_seen.add(level)
        scripted = [b for b in bots if b.level == SCRIPTED]
        if scripted and result.duration > 0:
            others = [b for b in bots if b.level != SCRIPTED]
            self.paces.append({
                "hand": float(len(self.paces) + 1),
                "scale": round(scale, 3),
                "scripted_per_minute": round(60 * scripted[0].applied / result.duration, 1),
                "bots_per_minute": round(
                    60 * sum(b.applied for b in others) / len(others) / result.duration, 1),
            })


Planner = Callable[[Table, Sequence[BotSeat], float], BotScheduler]


def play_match(
    seats: int,
    seed: int,
    rules: Rules,
    *,
    levels: Sequence[str] | None = None,
    timing: str | None = None,
    human_pace: float | None = None,
    adaptive: bool = False,
    tally: Tally | None = None,
    scheduler: Planner = BotScheduler,
) -> Match:
    """Play one whole match between bots (``levels``, default all skilled) on a virtual clock.

    With ``human_pace`` seat 0 is a scripted stand-in for a person; with ``adaptive`` the bots
    take their pace scale for each hand from a ``PaceTracker`` fed with that seat's moves.
    """
    chosen: list[str | None] = list(levels) if levels else [DEFAULT_LEVEL] * seats
    if len(chosen) != seats:
        raise ValueError(f"{len(chosen)} levels for {seats} seats")
    if human_pace is not None:
        chosen[0] = None
    infos = [SeatInfo("Scripted", "human", DECKS[i]) if level is None else
             SeatInfo(f"{LEVEL_NAMES[level]} {i + 1}", "bot", DECKS[i], level)
             for i, level in enumerate(chosen)]
    match = Match(infos, rules, seed)
    tracker = PaceTracker.for_levels(chosen) if adaptive and human_pace else None
    while not match.over:
        table = match.start_hand()
        scale = tracker.scale() if tracker is not None else 1.0
        bots = make_bot_seats(chosen, seed, table.hand, pace_scale=scale, timing=timing)
        if human_pace is not None:
            bots.insert(0, scripted_seat(0, seed, table.hand, human_pace))
        record_human = None
        if tracker is not None:
            def record_human(action: BotAction, tracker: PaceTracker = tracker) -> None:
                if action.seat == 0 and not isinstance(action.outcome, Refused):
                    tracker.record_move(action.t)
        try:
            run_hand(scheduler(table, bots, 0.0), record_human)
        except HandHang as hang:
            raise HandHang(f"match seed {seed}: {hang}") from None
        if tracker is not None:
            tracker.end_hand(match.results[-1].duration)
        if tally is not None:
            tally.add_hand(match, bots, scale)
    return match


@dataclass
class Summary:
    seats: int
    matches: int = 0
    hands: int = 0
    stalemates: int = 0
    seconds: float = 0.0
    hand_wins: list[int] = field(default_factory=list)
    hand_scores: list[list[int]] = field(default_factory=list)
    hand_lengths: list[float] = field(default_factory=list)
    tally: Tally = field(default_factory=Tally)

    def add(self, match: Match) -> None:
        if not self.hand_wins:
            self.hand_wins = [0] * self.seats
            self.hand_scores = [[] for _ in range(self.seats)]
        self.matches += 1
        for result in match.results:
            self.hands += 1
            self.hand_lengths.append(result.duration)
            if result.reason == "stalemate":
                self.stalemates += 1
            else:
                assert result.blitz_seat is not None
                self.hand_wins[result.blitz_seat] += 1
            for score in result.scores:
                self.hand_scores[score.seat].append(score.hand_score)

    def as_dict(self) -> dict[str, object]:
        ordered = sorted(self.tally.levels, key=lambda lv: (LEVELS + (SCRIPTED, "?")).index(lv))
        result: dict[str, object] = {
            "seats": self.seats,
            "matches": self.matches,
            "hands": self.hands,
            "stalemates": self.stalemates,
            "stalemate_share": round(self.stalemates / self.hands, 4) if self.hands else None,
            "hands_per_second": round(self.hands / self.seconds, 1) if self.seconds else None,
            "median_hand_seconds": round(statistics.median(self.hand_lengths), 2)
            if self.hand_lengths else None,
            "per_seat": [
                {"seat": i, "hand_wins": self.hand_wins[i],
                 "average_hand_score": round(statistics.fmean(self.hand_scores[i]), 2)
                 if self.hand_scores[i] else None}
                for i in range(self.seats)
            ],
            "per_level": {level: self.tally.levels[level].as_dict() for level in ordered},
        }
        if self.tally.paces:
            result["pace"] = self.tally.paces
        return result


# --- benchmark ---------------------------------------------------------------------------------

class TimedScheduler(BotScheduler):
    """Measures the wall-clock cost of every decision (the benchmark only)."""

    costs: dict[str, list[float]] = {}

    def _plan(self, bot: BotSeat, t: float) -> None:
        started = time.perf_counter_ns()
        super()._plan(bot, t)
        self.costs.setdefault(bot.level or "?", []).append(
            (time.perf_counter_ns() - started) / 1000)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def bench(seed: int, hands: int) -> dict[str, object]:
    """Decision cost per level (microseconds) and simulation rate (hands a second, 4 seats).

    The cyclic garbage collector is paused while measuring: its pauses depend on everything
    else the process holds, not on the bots (the app may ``gc.freeze()`` after loading)."""
    rules = Rules.for_seats(4)
    report: dict[str, object] = {}
    collecting = gc.isenabled()
    gc.collect()
    gc.disable()
    try:
        for level in LEVELS:
            report[level] = _bench_level(level, seed, hands, rules)
    finally:
        if collecting:
            gc.enable()
    return report


def _bench_level(level: str, seed: int, hands: int, rules: Rules) -> dict[str, object]:
    TimedScheduler.costs = {}
    played, number, started = 0, 0, time.perf_counter()
    while played < hands:
        match = play_match(4, seed + number, rules, levels=[level] * 4, scheduler=TimedScheduler)
        played += len(match.results)
        number += 1
    elapsed = time.perf_counter() - started
    costs = TimedScheduler.costs[level]
    return {
        "decisions": len(costs),
        "p50_us": round(percentile(costs, 0.50), 1),
        "p99_us": round(percentile(costs, 0.99), 1),
        "max_us": round(max(costs), 1),
        "hands_per_second": round(played / elapsed, 1),
    }


# --- command line ------------------------------------------------------------------------------

def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m game.sim", description=__doc__.splitlines()[0])
    parser.add_argument("--seats", type=int, default=None, help="seats at the table (2-4)")
    parser.add_argument("--matches", type=int, default=10, help="how many matches to play")
    parser.add_argument("--hands", type=int, default=None,
                        help="play whole matches until at least this many hands (not --matches)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first match")
    parser.add_argument("--target", type=int, default=DEFAULT_TARGET, help="match target score")
    parser.add_argument("--move-post-stack", action="store_true",
                        help="allow moving a whole Post pile onto another")
    parser.add_argument("--levels",
                        help=f"one level per seat, comma-separated ({', '.join(LEVELS)})")
    parser.add_argument("--rotate", action="store_true",
                        help="move the levels round the table by one seat each match")
    parser.add_argument("--timing", choices=LEVELS,
                        help="every seat gets this level's timing, keeping its own judgement")
    parser.add_argument("--human-pace", type=float, metavar="PER_MINUTE",
                        help="seat 0 is a scripted player making this many moves a minute")
    parser.add_argument("--adaptive", action="store_true",
                        help="bots follow the scripted seat's pace (needs --human-pace)")
    parser.add_argument("--record", metavar="PATH", help="append every match to this JSONL file")
    parser.add_argument("--json", action="store_true", help="print a JSON summary on stdout")
    parser.add_argument("--bench", action="store_true",
                        help="print decision cost per level and the simulation rate")
    args = parser.parse_args(argv)
    args.level_list = None
    if args.levels:
        args.level_list = [name.strip().lower() for name in args.levels.split(",")]
        unknown = [name for name in args.level_list if name not in LEVELS]
        if unknown:
            parser.error(f"unknown level(s) {', '.join(unknown)}; choose from {', '.join(LEVELS)}")
        if args.seats is None:
            args.seats = len(args.level_list)
        if len(args.level_list) != args.seats:
            parser.error("--levels needs one level per seat")
    if args.seats is None:
        args.seats = 4
    if not MIN_SEATS <= args.seats <= MAX_SEATS:
        parser.error(f"--seats must be {MIN_SEATS} to {MAX_SEATS}")
    if args.matches < 1 or args.target < 1 or (args.hands is not None and args.hands < 1):
        parser.error("--matches, --hands and --target must be positive")
    if args.human_pace is not None and args.human_pace <= 0:
        parser.error("--human-pace must be positive")
    if args.adaptive and args.human_pace is None:
        parser.error("--adaptive needs --human-pace")
    return args


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    if args.bench:
        report = bench(args.seed, args.hands or 200)
        if args.json:
            print(json.dumps(report))
        else:
            for level, figures in report.items():
                print(f"{level:9} decision p50 {figures['p50_us']:7.1f} us  "  # type: ignore[index]
                      f"p99 {figures['p99_us']:7.1f} us  max {figures['max_us']:8.1f} us  "  # type: ignore[index]
                      f"{figures['hands_per_second']:6.1f} hands/s (4 seats)")  # type: ignore[index]
        return 0
    rules = Rules.for_seats(args.seats, args.target, args.move_post_stack)
    summary = Summary(args.seats)
    record = open(args.record, "a", encoding="utf-8") if args.record else None  # noqa: SIM115
    started = time.perf_counter()
    try:
        number = 0
        while (summary.hands < args.hands) if args.hands else (number < args.matches):
            levels = args.level_list
            if levels and args.rotate:
                shift = number % len(levels)
                levels = levels[-shift:] + levels[:-shift] if shift else levels
            match = play_match(args.seats, args.seed + number, rules, levels=levels,
                               timing=args.timing, human_pace=args.human_pace,
                               adaptive=args.adaptive, tally=summary.tally)
            summary.add(match)
            if record is not None:
                write_lines(match.record, record)
            number += 1
    finally:
        if record is not None:
            record.close()
    summary.seconds = time.perf_counter() - started
    result = summary.as_dict()
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{result['matches']} matches, {result['hands']} hands, "
              f"{result['stalemates']} stalemates, {result['hands_per_second']} hands/s")
        for seat in result["per_seat"]:  # type: ignore[union-attr]
            print(f"  seat {seat['seat']}: {seat['hand_wins']} hands won, "
                  f"average hand score {seat['average_hand_score']}")
        for level, figures in result["per_level"].items():  # type: ignore[union-attr]
            print(f"  {level}: {figures}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
