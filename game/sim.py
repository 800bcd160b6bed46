"""Headless simulator: whole matches between computer seats on a virtual clock, at full speed.

    python -m game.sim --seats 4 --matches 100 --seed 1 --json

Every match can be appended to one JSON Lines file (``--record``) in the hand-record format.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from game.blitz.cards import DECKS
from game.blitz.match import Match, SeatInfo
from game.blitz.record import write_lines
from game.blitz.state import DEFAULT_TARGET, MAX_SEATS, MIN_SEATS, Rules
from game.bots.policy import SimplePolicy
from game.bots.scheduler import BotScheduler, BotSeat
from game.clock import VirtualClock

MAX_ACTIONS_PER_HAND = 200_000
"""A hand that runs this long is a hang: the stalemate rule should have ended it long before."""


class SimulationHang(RuntimeError):
    pass


def seat_seed(match_seed: int, seat: int) -> int:
    """Each bot gets its own generator, derived from the match seed (never the global one)."""
    return match_seed * 1_000_003 + seat * 7919 + 17


def play_match(seats: int, seed: int, rules: Rules) -> Match:
    """Play one whole match between simple bots on a virtual clock."""
    infos = [SeatInfo(f"Bot {i + 1}", "bot", DECKS[i], "simple") for i in range(seats)]
    match = Match(infos, rules, seed)
    while not match.over:
        table = match.start_hand()
        clock = VirtualClock()
        bots = [BotSeat(i, SimplePolicy(), random.Random(seat_seed(seed, i) + match.hand_number))
                for i in range(seats)]
        scheduler = BotScheduler(table, bots, clock.now())
        actions = 0
        while (due := scheduler.next_due()) is not None:
            clock.set(due)
            actions += len(scheduler.run_due(clock.now()))
            if actions > MAX_ACTIONS_PER_HAND:
                raise SimulationHang(f"match seed {seed}, hand {table.hand} does not end")
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
        return {
            "seats": self.seats,
            "matches": self.matches,
            "hands": self.hands,
            "stalemates": self.stalemates,
            "hands_per_second": round(self.hands / self.seconds, 1) if self.seconds else None,
            "median_hand_seconds": round(statistics.median(self.hand_lengths), 2)
            if self.hand_lengths else None,
            "per_seat": [
                {"seat": i, "hand_wins": self.hand_wins[i],
                 "average_hand_score": round(statistics.fmean(self.hand_scores[i]), 2)
                 if self.hand_scores[i] else None}
                for i in range(self.seats)
            ],
        }


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m game.sim", description=__doc__.splitlines()[0])
    parser.add_argument("--seats", type=int, default=4, help="seats at the table (2-4)")
    parser.add_argument("--matches", type=int, default=10, help="how many matches to play")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first match")
    parser.add_argument("--target", type=int, default=DEFAULT_TARGET, help="match target score")
    parser.add_argument("--move-post-stack", action="store_true",
                        help="allow moving a whole Post pile onto another")
    parser.add_argument("--record", metavar="PATH", help="append every match to this JSONL file")
    parser.add_argument("--json", action="store_true", help="print a JSON summary on stdout")
    args = parser.parse_args(argv)
    if not MIN_SEATS <= args.seats <= MAX_SEATS:
        parser.error(f"--seats must be {MIN_SEATS} to {MAX_SEATS}")
    if args.matches < 1 or args.target < 1:
        parser.error("--matches and --target must be positive")
    return args


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    rules = Rules.for_seats(args.seats, args.target, args.move_post_stack)
    summary = Summary(args.seats)
    record = open(args.record, "a", encoding="utf-8") if args.record else None  # noqa: SIM115
    started = time.perf_counter()
    try:
        for number in range(args.matches):
            match = play_match(args.seats, args.seed + number, rules)
            summary.add(match)
            if record is not None:
                write_lines(match.record, record)
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
    return 0


if __name__ == "__main__":
    sys.exit(main())
