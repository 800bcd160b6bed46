"""Blitz (31)'s additions to ``python -m game.sim``: how its hands end and how long they run.

Per level: the hands its seats ended with a knock and with a 31 (a share of the hands that
level played). Overall: the share of hands ended by a knock, by a 31 in play and by a 31 on the
deal, and the distribution of a hand's length in turns (draws and knocks; median, 90th
percentile, longest). Everything is read from the match record.
"""

from __future__ import annotations

import statistics
from collections import Counter, defaultdict
from typing import Any

from game.core.definition import GameMatch
from game.sim.hooks import GameFigures, HandStats, SimExtras

REASONS = ("knock", "thirty_one", "deal_thirty_one")


class ThirtyOneFigures(GameFigures):
    def __init__(self) -> None:
        self.level: dict[str, Counter[str]] = defaultdict(Counter)
        self.ends: Counter[str] = Counter()
        self.turns: list[int] = []

    def add_hand(self, hand: HandStats) -> None:
        number = hand.outcome.hand
        lines = [line for line in hand.match.record if line.get("hand") == number]
        in_play = next((line["in_play"] for line in lines if line["type"] == "deal"), ())
        for seat in in_play:
            self.level[hand.levels[seat]]["hands"] += 1
        self.turns.append(sum(line["type"] in ("draw", "knock") for line in lines))
        for line in lines:
            if line["type"] == "knock":
                self.level[hand.levels[line["seat"]]]["knocks"] += 1
            elif line["type"] == "thirty_one":
                for seat in line["seats"]:
                    self.level[hand.levels[seat]]["thirty_ones"] += 1
            elif line["type"] == "hand_end":
                self.ends[line["reason"]] += 1

    def add_match(self, match: GameMatch) -> None:
        return None

    def per_level(self, level: str) -> dict[str, object]:
        row = self.level[level]
        hands = max(1, row["hands"])
        return {"knock_share": round(row["knocks"] / hands, 4),
                "thirty_one_share": round(row["thirty_ones"] / hands, 4)}

    def summary(self) -> dict[str, object]:
        hands = max(1, sum(self.ends.values()))
        out: dict[str, object] = {f"ended_{reason}": round(self.ends[reason] / hands, 4)
                                  for reason in REASONS}
        if self.turns:
            turns = sorted(self.turns)
            out["turns_median"] = statistics.median(turns)
            out["turns_p90"] = turns[int(0.9 * (len(turns) - 1))]
            out["turns_max"] = turns[-1]
        return out

    def text(self) -> list[str]:
        summary = self.summary()
        ends = ", ".join(f"{reason} {summary['ended_' + reason]}" for reason in REASONS)
        return [f"hands ended: {ends}; "
                f"turns a hand: median {summary.get('turns_median')}, "
                f"90th percentile {summary.get('turns_p90')}, longest {summary.get('turns_max')}"]


class ThirtyOneExtras(SimExtras):
    def figures(self, args: Any) -> GameFigures:
        return ThirtyOneFigures()


SIM = ThirtyOneExtras()
