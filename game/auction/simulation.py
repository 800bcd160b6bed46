"""Dutch Auction's additions to ``python -m game.sim``: rounds per match and mean final
scores, per seat and per level."""

from __future__ import annotations

import argparse
from collections import defaultdict

from game.sim.hooks import GameFigures, HandStats, SimExtras


class AuctionFigures(GameFigures):
    def __init__(self) -> None:
        self.games = 0
        self.rounds = 0
        self.seat_totals: dict[int, list[int]] = defaultdict(list)
        self.level_totals: dict[str, list[int]] = defaultdict(list)

    def add_hand(self, hand: HandStats) -> None:
        rounds = getattr(hand.outcome, "rounds", 0)
        totals = getattr(hand.outcome, "totals", ())
        self.games += 1
        self.rounds += int(rounds)
        for seat, total in enumerate(totals):
            self.seat_totals[seat].append(int(total))
            if seat < len(hand.levels):
                self.level_totals[hand.levels[seat]].append(int(total))

    def per_level(self, level: str) -> dict[str, object]:
        totals = self.level_totals.get(level, [])
        return {"mean_final_score": _mean(totals)}

    def per_seat(self, seat: int) -> dict[str, object]:
        return {"mean_final_score": _mean(self.seat_totals.get(seat, []))}

    def summary(self) -> dict[str, object]:
        return {"rounds_per_match": round(self.rounds / self.games, 2) if self.games else 0.0}

    def text(self) -> list[str]:
        if not self.games:
            return []
        means = ", ".join(f"{level} {_mean(t)}" for level, t in sorted(self.level_totals.items()))
        return [f"rounds per match {self.rounds / self.games:.2f}; mean final score: {means}"]


def _mean(values: list[int]) -> float:
    return round(sum(values) / len(values), 2) if values else 0.0


class AuctionExtras(SimExtras):
    def figures(self, args: argparse.Namespace) -> GameFigures:
        return AuctionFigures()


SIM = AuctionExtras()
