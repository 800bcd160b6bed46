"""Dutch Auction's statistics: what a finished game adds (from its end, its owned cards and its
record, no pygame) and how the statistics screen shows them. A match is one game of rounds.

A game's own figures: ``rounds`` played, ``bids_won`` by the human, and the victory points of
the human's owned cards per suit (``points_green``, ``points_red``, ...; the six-of-a-suit
bonus is not a suit's).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.auction.definition import GAME
from game.auction.rules.cards import SUIT, SUIT_NAMES, SUITS, VP
from game.auction.rules.events import GameEnded
from game.core.i18n import N_, Message, Words, whole
from game.storage.stats_view import Column, StatsView, Tile, number, plural_label, rate
from game.storage.summaries import HandSummary, MatchSummary
from game.storage.tally import Tally


def game_summary(record: Sequence[dict[str, Any]], end: GameEnded, owned: Sequence[str],
                 seat: int, duration: float, bot_levels: tuple[str, ...]) -> HandSummary:
    """What the game that ended with ``end`` adds for ``seat``, who owns ``owned``."""
    bids = [line.get("seat") for line in record if line.get("type") == "bid_won"]
    counts = {"rounds": len(bids), "bids_won": bids.count(seat)}
    for suit in SUITS:
        counts[f"points_{SUIT_NAMES[suit]}"] = sum(VP[c] for c in owned if SUIT[c] == suit)
    return HandSummary(score=end.scores[seat].total, won=seat in end.winners,
                       duration_s=max(0.0, duration), bot_levels=bot_levels, counts=counts)


def match_summary(end: GameEnded, seat: int, bot_levels: tuple[str, ...]) -> MatchSummary:
    """The match is the one game: its score is the game's."""
    return MatchSummary(won=seat in end.winners, bot_levels=bot_levels,
                        final_score=end.scores[seat].total, hands=1)


SUIT_POINTS = {"green": N_("Green points"), "red": N_("Red points"), "pink": N_("Pink points"),
               "blue": N_("Blue points")}
"""The suit tiles' labels (one per suit colour)."""


def _suit_tile(suit: str) -> Tile:
    name = SUIT_NAMES[suit]
    return Tile(SUIT_POINTS.get(name, f"{name.capitalize()} points"),
                lambda t: f"{t.count(f'points_{name}'):+d}",
                lambda t: _average(t, f"points_{name}"))


def _average(tally: Tally, name: str) -> Words:
    if not tally.hands_played:
        return ""
    return Message.of(N_("{n} a game"), n=f"{tally.count(name) / tally.hands_played:+.1f}")


def _bids_share(tally: Tally) -> Words:
    return Message.of(N_("{rate} of rounds"), rate=rate(tally.count("bids_won"),
                                                        tally.count("rounds")))


def _bids(tally: Tally) -> str:
    return f"{tally.count('bids_won')} / {tally.count('rounds')}"


STATS_VIEW = StatsView(
    hand="game", hands="games", matches="games",
    tiles=(
        StatsView(matches="games").matches_tile(),
        Tile(N_("Bids won"), _bids, _bids_share),
        *(_suit_tile(suit) for suit in SUITS),
    ),
    columns=(Column(plural_label(GAME.hands_word), lambda t: whole(t.count("rounds"))),
             Column(N_("Bids won"), lambda t: rate(t.count("bids_won"), t.count("rounds"))),
             Column(N_("Best"), lambda t: number(t.high_hand_score))),
)
"""Games won, bids won of the rounds, and points by suit. Each statistics entry (a "hand" of the
host) is a whole game here, so the chart and the tiles say "game" for it, and "rounds" (the
definition's word) for the rounds they count."""
