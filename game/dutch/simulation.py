"""Dutch's additions to ``python -m game.sim``: its own figures per level and per seat.

Calls made, defended and lost; snaps right, wrong and late (beaten to it); the mean round
score; and each level's snap reaction times (seconds from the discard to the snap reaching the
table: median and 10th percentile). Everything is read from the match record, plus the late
snaps the match counts because the record leaves them out.
"""

from __future__ import annotations

import statistics
from collections import defaultdict
from typing import Any

from game.core.definition import GameMatch
from game.sim.hooks import GameFigures, HandStats, SimExtras

KEYS = ("rounds", "score_sum", "calls", "calls_defended", "calls_lost", "snaps_right",
        "snaps_wrong", "snaps_late")


def round_lines(match: Any, round_no: int) -> list[dict[str, Any]]:
    return [line for line in match.record if line.get("round") == round_no]


class DutchFigures(GameFigures):
    def __init__(self) -> None:
        self.level: dict[str, dict[str, float]] = defaultdict(lambda: dict.fromkeys(KEYS, 0.0))
        self.seat: dict[int, dict[str, float]] = defaultdict(lambda: dict.fromkeys(KEYS, 0.0))
        self.reactions: dict[str, list[float]] = defaultdict(list)
        self.rounds = 0

    def _add(self, seat: int, level: str, key: str, amount: float = 1.0) -> None:
        self.level[level][key] += amount
        self.seat[seat][key] += amount

    def add_hand(self, hand: HandStats) -> None:
        match, number = hand.match, hand.outcome.hand
        self.rounds += 1
        opened = 0.0
        for line in round_lines(match, number):
            kind = line["type"]
            if kind == "discard":
                opened = line["t"]
            elif kind == "snap":
                seat = line["seat"]
                key = "snaps_right" if line["ok"] else "snaps_wrong"
                self._add(seat, hand.levels[seat], key)
                self.reactions[hand.levels[seat]].append(line["t"] - opened)
            elif kind == "round_end":
                self._round_end(line, hand.levels)
        for late_round, seat in getattr(match, "late_snaps", ()):
            if late_round == number:
                self._add(seat, hand.levels[seat], "snaps_late")

    def _round_end(self, line: dict[str, Any], levels: tuple[str, ...]) -> None:
        for key, score in line["scores"].items():
            seat = int(key)
            self._add(seat, levels[seat], "rounds")
            self._add(seat, levels[seat], "score_sum", score)
        caller = line["caller"]
        if caller is not None and line["reason"] != "stock_exhausted":
            self._add(caller, levels[caller], "calls")
            won = line["bonus"].get(str(caller), 0) < 0
            self._add(caller, levels[caller], "calls_defended" if won else "calls_lost")

    def add_match(self, match: GameMatch) -> None:
        return None

    @staticmethod
    def _figures(row: dict[str, float]) -> dict[str, object]:
        out: dict[str, object] = {k: int(row[k]) for k in KEYS if k not in ("score_sum",)}
        out["mean_round_score"] = round(row["score_sum"] / row["rounds"], 2) if row["rounds"] \
            else None
        return out

    def per_level(self, level: str) -> dict[str, object]:
        out = self._figures(self.level[level])
        times = sorted(self.reactions.get(level, []))
        if times:
            out["snap_median_s"] = round(statistics.median(times), 3)
            out["snap_p10_s"] = round(times[int(0.1 * len(times))], 3)
            out["snap_min_s"] = round(times[0], 3)
        return out

    def per_seat(self, seat: int) -> dict[str, object]:
        return self._figures(self.seat[seat])

    def summary(self) -> dict[str, object]:
        total = dict.fromkeys(KEYS, 0.0)
        for row in self.level.values():
            for key in KEYS:
                total[key] += row[key]
        out = self._figures(total)
        out["seat_rounds"], out["rounds"] = out["rounds"], self.rounds
        return out


class DutchExtras(SimExtras):
    def figures(self, args: Any) -> GameFigures:
        return DutchFigures()


SIM = DutchExtras()
