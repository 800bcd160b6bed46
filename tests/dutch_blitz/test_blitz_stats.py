"""Dutch Blitz's statistics come from the hand result and the record: Blitzes, cards moved,
speed (only hands long enough to mean something) and the quickest Blitz."""

from __future__ import annotations

from typing import Any

from game.dutch_blitz.rules.match import HandResult
from game.dutch_blitz.rules.scoring import SeatScore
from game.dutch_blitz.stats import MIN_SPEED_SECONDS, STATS_VIEW, hand_summary
from game.storage.stats import GameStats

RECORD: list[dict[str, Any]] = [
    {"type": "deal", "hand": 1}, {"type": "play", "hand": 1, "seat": 0},
    {"type": "deal", "hand": 2}, {"type": "play", "hand": 2, "seat": 0},
    {"type": "stack", "hand": 2, "seat": 0, "cards": ["R1", "R2", "R3"]},
    {"type": "play", "hand": 2, "seat": 1},
]


def result(duration: float, blitz_seat: int | None) -> HandResult:
    scores = (SeatScore(0, 14, 0), SeatScore(1, 9, 4))
    return HandResult(2, "blitz" if blitz_seat is not None else "stalemate", blitz_seat,
                      scores, (14, 1), duration)


def test_a_blitz_counts_cards_speed_and_time() -> None:
    summary = hand_summary(RECORD, result(60.0, 0), 0, ("casual",))
    assert (summary.score, summary.won) == (14, True)
    assert dict(summary.counts) == {"blitzed": 1, "cards_moved": 4}
    assert summary.highs == {"cards_per_minute": 4.0} and summary.lows == {"blitz_seconds": 60.0}


def test_a_short_hand_sets_no_speed_record_and_a_stalemate_no_blitz_time() -> None:
    summary = hand_summary(RECORD, result(MIN_SPEED_SECONDS / 2, None), 0, ("casual",))
    assert summary.counts["blitzed"] == 0 and not summary.highs and not summary.lows


def test_the_screen_shows_blitzes_and_speed() -> None:
    stats = GameStats().with_hand(hand_summary(RECORD, result(60.0, 0), 0, ("casual",)))
    stats = stats.with_hand(hand_summary(RECORD, result(90.0, 1), 0, ("casual",)))
    tiles = {label: (value, note) for label, value, note in STATS_VIEW.show_tiles(stats.overall)}
    assert tiles["Hands Blitzed"] == ("1 / 2", "50%")
    assert tiles["Cards / minute"] == ("3.2", "best 4.0")
    assert tiles["Fastest Blitz"][0] == "1:00" and tiles["Best hand"][0] == "+14"
