"""Dutch Auction's statistics come from the game's end, the owned cards and the record:
bids won of the rounds and the points of each suit."""

from __future__ import annotations

from typing import Any

from game.auction.rules.events import GameEnded, SeatScore
from game.auction.stats import STATS_VIEW, game_summary, match_summary
from game.storage.stats import GameStats

RECORD: list[dict[str, Any]] = [
    {"type": "bid_won", "round": 1, "seat": 0},
    {"type": "bid_won", "round": 2, "seat": 1},
    {"type": "bid_won", "round": 3, "seat": 0},
]
END = GameEnded(scores=(SeatScore(20, 10, 30, 14), SeatScore(12, 0, 12, 12)), winners=(0,))
OWNED = ("G1", "G2", "G10", "R3", "P6", "B5", "B9")


def test_a_game_counts_bids_won_and_points_by_suit() -> None:
    summary = game_summary(RECORD, END, OWNED, 0, 300.0, ("casual",))
    assert (summary.score, summary.won) == (30, True)
    assert dict(summary.counts) == {"rounds": 3, "bids_won": 2, "points_green": 11 + 7 - 11,
                                    "points_red": 4, "points_pink": -1, "points_blue": 1 - 7}
    assert match_summary(END, 1, ("casual",)).won is False


def test_the_screen_shows_bids_and_suits() -> None:
    stats = GameStats().with_hand(game_summary(RECORD, END, OWNED, 0, 300.0, ("casual",)))
    stats = stats.with_match(match_summary(END, 0, ("casual",)))
    tiles = {label: (value, note) for label, value, note in STATS_VIEW.show_tiles(stats.overall)}
    assert tiles["Games won"][0] == "1 / 1"
    assert tiles["Bids won"] == ("2 / 3", "67% of rounds")
    assert tiles["Blue points"] == ("-6", "-6.0 a game")
