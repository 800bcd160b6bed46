"""Blitz (31)'s statistics come from the hand results: tokens lost, knocks and 31s."""

from __future__ import annotations

from game.storage.stats import GameStats
from game.thirty_one.rules.match import HandResult
from game.thirty_one.stats import STATS_VIEW, hand_summary


def result(knocker: int | None, values: dict[int, int | float], lost: dict[int, int],
           winners: tuple[int, ...]) -> HandResult:
    return HandResult(hand=1, winners=winners, duration=42.0, reason="knock", knocker=knocker,
                      values=values, lost=lost, out=())


def test_a_hand_counts_the_players_knock_31_and_tokens_lost() -> None:
    knocked = hand_summary(result(0, {0: 31, 1: 20}, {1: 1}, (0,)), 0, ("casual",))
    assert (knocked.score, knocked.won, knocked.duration_s) == (31, True, 42.0)
    assert dict(knocked.counts) == {"tokens_lost": 0, "knocks": 1, "thirty_ones": 1}
    beaten = hand_summary(result(1, {0: 12.0, 1: 30.5}, {0: 2}, (1,)), 0, ("casual",))
    assert (beaten.score, beaten.won) == (12, False)
    assert dict(beaten.counts) == {"tokens_lost": 2, "knocks": 0, "thirty_ones": 0}


def test_the_statistics_screen_says_knocks_31s_and_tokens() -> None:
    stats = GameStats()
    stats = stats.with_hand(hand_summary(result(0, {0: 31, 1: 20}, {1: 1}, (0,)), 0, ("x",)))
    stats = stats.with_hand(hand_summary(result(1, {0: 12, 1: 25}, {0: 2}, (1,)), 0, ("x",)))
    tiles = {label: (value, note) for label, value, note in STATS_VIEW.show_tiles(stats.overall)}
    assert tiles["Knocks"] == ("1", "in 50% of hands")
    assert tiles["31s"][0] == "1" and tiles["Tokens lost"] == ("2", "1.0 a hand")
    assert tiles["Hands won"] == ("1 / 2", "50%")
