"""Dutch Blitz's statistics: what a finished hand and match add (from the match's results and
record, no pygame) and how the statistics screen shows them.

A hand's own figures: ``blitzed`` (the human emptied their Blitz pile), ``cards_moved`` onto
Dutch and Post piles, the hand's ``cards_per_minute`` (only for hands of at least
`MIN_SPEED_SECONDS`, so a hand cut short cannot set an absurd record) and, for a Blitz, its
time as ``blitz_seconds`` (the quickest is kept).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.i18n import N_, Message, whole
from game.dutch_blitz.analysis import cards_moved
from game.dutch_blitz.rules.match import HandResult, Match
from game.storage.stats_view import Column, StatsView, Tile, number, rate, seconds_words
from game.storage.summaries import HandSummary, MatchSummary
from game.storage.tally import Tally

MIN_SPEED_SECONDS = 10.0


def _hand_lines(record: Sequence[dict[str, Any]], hand: int) -> list[dict[str, Any]]:
    """The record's lines of ``hand``, found from the end (earlier hands are not read)."""
    lines: list[dict[str, Any]] = []
    for line in reversed(record):
        if line.get("hand") == hand:
            lines.append(line)
            if line.get("type") == "deal":
                break
    return lines[::-1]


def hand_summary(record: Sequence[dict[str, Any]], result: HandResult, seat: int,
                 bot_levels: tuple[str, ...]) -> HandSummary:
    """What hand ``result`` of the match whose record is ``record`` adds for ``seat``."""
    mine = result.scores[seat]
    duration = max(0.0, result.duration)
    moved = cards_moved(_hand_lines(record, result.hand), seat)
    blitzed = result.reason == "blitz" and result.blitz_seat == seat
    return HandSummary(
        score=mine.hand_score,
        won=mine.hand_score == max(s.hand_score for s in result.scores),
        duration_s=duration,
        bot_levels=bot_levels,
        counts={"blitzed": int(blitzed), "cards_moved": moved},
        highs=({"cards_per_minute": moved * 60.0 / duration}
               if duration >= MIN_SPEED_SECONDS else {}),
        lows={"blitz_seconds": duration} if blitzed and duration > 0 else {},
    )


def match_summary(match: Match, seat: int, bot_levels: tuple[str, ...]) -> MatchSummary:
    """What the finished ``match`` adds for ``seat``."""
    return MatchSummary(won=match.winner == seat, bot_levels=bot_levels,
                        final_score=match.totals[seat], hands=len(match.results))


def _best_hand(tally: Tally) -> str:
    return number(tally.high_hand_score, "{:+d}")


def _speed(tally: Tally) -> str:
    return number(tally.per_minute("cards_moved"), "{:.1f}")


_VIEW = StatsView()
STATS_VIEW = StatsView(
    tiles=(
        _VIEW.matches_tile(),
        Tile(N_("Hands Blitzed"),
             lambda t: f"{whole(t.count('blitzed'))} / {whole(t.hands_played)}",
             lambda t: rate(t.count("blitzed"), t.hands_played)),
        Tile(N_("Best hand"), _best_hand, lambda t: N_("points")),
        Tile(N_("Cards / minute"), _speed,
             lambda t: Message.of(N_("best {n}"),
                                  n=number(t.highs.get("cards_per_minute"), "{:.1f}"))),
        Tile(N_("Fastest Blitz"), lambda t: seconds_words(t.lows.get("blitz_seconds"))),
    ),
    columns=(Column(N_("Hands"), lambda t: whole(t.hands_played)), Column(N_("Best"), _best_hand),
             Column(N_("Cards/min"), _speed)),
)
"""Blitzes, best hand and speed, as the statistics screen has always shown them."""
