"""Dutch's statistics come from the round's record and scores: calls, right and wrong snaps,
and the lowest round (the lowest score wins, so a low round is the best one)."""

from __future__ import annotations

from typing import Any

from game.dutch.stats import STATS_VIEW, round_summary
from game.storage.stats import GameStats

RECORD: list[dict[str, Any]] = [
    {"type": "match_start"},
    {"type": "deal", "round": 1},
    {"type": "snap", "round": 1, "seat": 0, "ok": True},
    {"type": "deal", "round": 2},
    {"type": "snap", "round": 2, "seat": 0, "ok": True},
    {"type": "snap", "round": 2, "seat": 1, "ok": True},
    {"type": "snap", "round": 2, "seat": 0, "ok": False, "penalty": "5H"},
    {"type": "call", "round": 2, "seat": 0},
]


def test_a_round_counts_the_players_call_and_this_rounds_snaps() -> None:
    summary = round_summary(RECORD, 0, (3, 9, 12), 0, 80.0, ("casual",))
    assert (summary.score, summary.won, summary.low_wins) == (3, True, True)
    assert dict(summary.counts) == {"calls": 1, "calls_won": 1, "correct_snaps": 1,
                                    "wrong_snaps": 1}
    lost = round_summary(RECORD, 1, (14, 2, 12), 0, 80.0, ("casual",))
    assert not lost.won and lost.counts["calls"] == 0 and lost.counts["correct_snaps"] == 1


def test_the_best_round_is_the_lowest_and_the_screen_says_rounds() -> None:
    stats = GameStats()
    for scores in ((3, 9), (14, 2), (0, 5)):
        stats = stats.with_hand(round_summary(RECORD, None, scores, 0, 60.0, ("casual",)))
    assert stats.overall.best_hand_score(STATS_VIEW.low_wins) == 0
    assert stats.recent() == [(3, True), (14, False), (0, True)]
    tiles = {label: value for label, value, _ in STATS_VIEW.show_tiles(stats.overall)}
    assert tiles["Rounds won"] == "2 / 3" and tiles["Lowest round"] == "0"
    assert tiles["Right snaps"] == "3" and "Hands won" not in tiles
    assert STATS_VIEW.hand == "round"
