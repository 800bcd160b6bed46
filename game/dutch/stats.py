"""Dutch's statistics: what a finished round and match add (from the match's record and round
results, no pygame) and how the statistics screen shows them. The lowest score wins.

A round's own figures: ``calls`` (the human called Dutch), ``calls_won`` (and had the lowest
score), ``correct_snaps`` and ``wrong_snaps``; its lowest round is the tally's lowest score.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.i18n import N_, Message, Words, whole
from game.dutch.definition import GAME
from game.dutch.rules.match import Match
from game.storage.stats_view import Column, StatsView, Tile, number, plural_label, rate
from game.storage.summaries import HandSummary, MatchSummary
from game.storage.tally import Tally


def _round_lines(record: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """The record's lines of its last round (from its deal on)."""
    for index in range(len(record) - 1, -1, -1):
        if record[index].get("type") == "deal":
            return list(record[index:])
    return list(record)


def round_summary(record: Sequence[dict[str, Any]], caller: int | None,
                  scores: Sequence[int], seat: int, duration: float,
                  bot_levels: tuple[str, ...]) -> HandSummary:
    """What the round just ended adds for ``seat``: ``record`` is the match's record so far
    (its last round's snaps are read), ``caller`` who called Dutch, ``scores`` the round's."""
    snaps = [line for line in _round_lines(record)
             if line.get("type") == "snap" and line.get("seat") == seat]
    right = sum(1 for line in snaps if line.get("ok") is True)
    won = scores[seat] == min(scores)
    return HandSummary(
        score=scores[seat], won=won, duration_s=max(0.0, duration), bot_levels=bot_levels,
        low_wins=True,
        counts={"calls": int(caller == seat), "calls_won": int(caller == seat and won),
                "correct_snaps": right, "wrong_snaps": len(snaps) - right},
    )


def match_summary(match: Match, seat: int, bot_levels: tuple[str, ...]) -> MatchSummary:
    """What the finished ``match`` adds for ``seat``: its score is the seat's total."""
    return MatchSummary(won=seat in match.winners, bot_levels=bot_levels,
                        final_score=match.totals[seat], hands=max(1, len(match.results)),
                        low_wins=True)


def _calls(tally: Tally) -> Words:
    calls = tally.count("calls")
    if not calls:
        return ""
    return Message.of(N_("{won} / {calls} won"), won=tally.count("calls_won"), calls=calls)


def _snaps(tally: Tally) -> Words:
    return Message.of(N_("{n} wrong"), n=tally.count("wrong_snaps"))


STATS_VIEW = StatsView(
    hand=GAME.hand_word, hands=GAME.hands_word, low_wins=True,
    tiles=(
        StatsView().matches_tile(),
        StatsView(hands=GAME.hands_word).hands_tile(),
        Tile(N_("Dutch calls"), lambda t: whole(t.count("calls")), _calls),
        Tile(N_("Right snaps"), lambda t: whole(t.count("correct_snaps")), _snaps),
        Tile(N_("Lowest round"), lambda t: number(t.low_hand_score), lambda t: N_("points")),
    ),
    columns=(Column(plural_label(GAME.hands_word), lambda t: whole(t.hands_played)),
             Column(N_("Won"), lambda t: rate(t.hands_won, t.hands_played)),
             Column(N_("Lowest"), lambda t: number(t.low_hand_score))),
)
"""Matches and rounds won, Dutch calls, snaps and the lowest round: a low score is good."""
