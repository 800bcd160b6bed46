"""Final scoring: victory points of every owned card, 10 per suit owned six or more times,
most points wins, fewer cards breaks a tie, a full tie is a shared win."""

from __future__ import annotations

from collections import Counter

from game.auction.rules.cards import SUIT, SUIT_BONUS, SUIT_BONUS_COUNT, VP
from game.auction.rules.events import SeatScore
from game.auction.rules.state import State


def score_cards(cards: tuple[str, ...]) -> SeatScore:
    vp = sum(VP[c] for c in cards)
    counts = Counter(SUIT[c] for c in cards)
    bonus = SUIT_BONUS * sum(1 for n in counts.values() if n >= SUIT_BONUS_COUNT)
    return SeatScore(vp, bonus, vp + bonus, len(cards))


def score(state: State) -> tuple[SeatScore, ...]:
    return tuple(score_cards(seat.owned()) for seat in state.seats)


def winners(scores: tuple[SeatScore, ...]) -> tuple[int, ...]:
    best = max(s.total for s in scores)
    fewest = min(s.cards for s in scores if s.total == best)
    return tuple(i for i, s in enumerate(scores) if s.total == best and s.cards == fewest)
