"""Blitz (31)'s statistics: what a finished hand and match add (from the match's results, no
pygame) and how the statistics screen shows them.

A hand's own figures: ``tokens_lost`` (the human's tokens lost in it), ``knocks`` (the human
knocked) and ``thirty_ones`` (the human's hand was worth 31).
"""

from __future__ import annotations

from game.core.i18n import N_, Message, Words, number, whole
from game.storage.stats_view import Column, StatsView, Tile, rate
from game.storage.summaries import HandSummary, MatchSummary
from game.storage.tally import Tally
from game.thirty_one.rules.match import HandResult, Match

THIRTY_ONE = 31


def hand_summary(result: HandResult, seat: int, bot_levels: tuple[str, ...]) -> HandSummary:
    """What hand ``result`` adds for ``seat`` (who played it: ``seat in result.values``)."""
    value = result.values.get(seat, 0)
    return HandSummary(
        score=int(value), won=seat in result.winners, duration_s=max(0.0, result.duration),
        bot_levels=bot_levels,
        counts={"tokens_lost": result.lost.get(seat, 0), "knocks": int(result.knocker == seat),
                "thirty_ones": int(value >= THIRTY_ONE)},
    )


def match_summary(match: Match, seat: int, bot_levels: tuple[str, ...]) -> MatchSummary:
    """What the finished ``match`` adds for ``seat``: its score is the tokens left."""
    return MatchSummary(won=seat in match.winners, bot_levels=bot_levels,
                        final_score=match.tokens[seat], hands=max(1, len(match.results)))


def _share_of_hands(tally: Tally, name: str) -> Words:
    return Message.of(N_("in {rate} of hands"), rate=rate(tally.count(name), tally.hands_played))


def _tokens_a_hand(tally: Tally) -> Words:
    if not tally.hands_played:
        return ""
    lost = tally.count("tokens_lost") / tally.hands_played
    return Message.of(N_("{n} a hand"), n=number(lost, 1))


_VIEW = StatsView()
STATS_VIEW = StatsView(
    tiles=(
        _VIEW.matches_tile(),
        _VIEW.hands_tile(),
        Tile(N_("Knocks"), lambda t: whole(t.count("knocks")),
             lambda t: _share_of_hands(t, "knocks")),
        Tile(N_("31s"), lambda t: whole(t.count("thirty_ones")),
             lambda t: _share_of_hands(t, "thirty_ones")),
        Tile(N_("Tokens lost"), lambda t: whole(t.count("tokens_lost")), _tokens_a_hand),
    ),
    columns=(Column(N_("Hands"), lambda t: whole(t.hands_played)),
             Column(N_("Won"), lambda t: rate(t.hands_won, t.hands_played)),
             Column(N_("Knocks"), lambda t: whole(t.count("knocks")))),
)
"""Matches and hands won, knocks, 31s and tokens lost."""
