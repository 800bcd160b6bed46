"""Fast hand arithmetic for the bots: values, the best discard, and a hand's draw potential.

Everything works on card names and the seat's own knowledge: ``pool`` is the list of cards the
seat has not seen placed (what a draw from the stock could bring, as far as it can tell).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable, Sequence
from itertools import accumulate

from game.thirty_one.rules.cards import POINTS, RANK_OF, SUIT_OF, SUITS, Value

BONUS_31 = 8.0
"""How much more than its 31 points a 31 is worth to a bot (it costs everyone else a token)."""


_CODE = {card: index for index, card in enumerate(sorted(POINTS))}
_CARDS = len(_CODE)
_KNOWN: list[Value | None] = [None] * _CARDS ** 3
"""Values of three-card hands without the triple option, filled as they are met (indexed by
the three cards' codes): a rollout weighs the same hands again and again. Made on import, not
in a bot's first think (a list this long takes a millisecond)."""


def value3(a: str, b: str, c: str, triple: Value | bool = False) -> Value:
    """The value of the three-card hand ``a b c``."""
    if triple is not False:
        return _value3(a, b, c, triple)
    key = (_CODE[a] * _CARDS + _CODE[b]) * _CARDS + _CODE[c]
    known = _KNOWN[key]
    if known is None:
        known = _KNOWN[key] = _value3(a, b, c, False)
    return known


def _value3(a: str, b: str, c: str, triple: Value | bool) -> Value:
    pa, pb, pc = POINTS[a], POINTS[b], POINTS[c]
    sa, sb, sc = SUIT_OF[a], SUIT_OF[b], SUIT_OF[c]
    best: Value = max(pa, pb, pc)
    if sa == sb:
        best = max(best, pa + pb + (pc if sc == sa else 0))
    if sa == sc:
        best = max(best, pa + pc)
    if sb == sc:
        best = max(best, pb + pc)
    if triple is not False and triple > best and RANK_OF[a] == RANK_OF[b] == RANK_OF[c]:
        best = triple
    return best


def value(cards: Sequence[str], triple: Value | bool = False) -> Value:
    return value3(cards[0], cards[1], cards[2], triple) if len(cards) == 3 else 0


def keeps(cards: Sequence[str], forbidden: str | None = None) -> list[tuple[str, tuple[str, ...]]]:
    """Each card that may be thrown from four and the three that stay."""
    return [
        (card, tuple(c for c in cards if c != card)) for card in cards if card != forbidden
    ]


def best_keep(
    cards: Sequence[str], triple: Value | bool = False, forbidden: str | None = None
) -> tuple[Value, str]:
    """The best value left after one discard from four cards, and that discard (the lowest
    card on a tie)."""
    a, b, c, d = cards
    best: tuple[Value, int, str] | None = None
    for card, x, y, z in ((a, b, c, d), (b, a, c, d), (c, a, b, d), (d, a, b, c)):
        if card == forbidden:
            continue
        key = (value3(x, y, z, triple), -POINTS[card], card)
        if best is None or key > best:
            best = key
    assert best is not None
    return best[0], best[2]


class Pool:
    """The unseen cards by suit, sorted by points, for quick expected values (``cards`` in any
    order)."""

    def __init__(self, cards: Iterable[str]) -> None:
        self.cards = list(cards)
        self.size = len(self.cards)
        by_suit: dict[str, list[int]] = {suit: [] for suit in SUITS}
        for card in self.cards:
            by_suit[SUIT_OF[card]].append(POINTS[card])
        self.by_suit = {suit: sorted(points) for suit, points in by_suit.items()}
        self.suffix = {
            suit: list(accumulate(reversed(points), initial=0))[::-1]
            for suit, points in self.by_suit.items()
        }

    def potential(self, hand: Sequence[str], base: Value, skip: str | None = None) -> float:
        """The expected value (31 counted with its bonus) of ``hand`` after one more draw from
        the pool and the best discard; ``skip`` is a pool card known not to be there."""
        size = self.size - (1 if skip is not None else 0)
        if size <= 0:
            return float(base)
        total = 0.0
        for suit in SUITS:
            points = self.by_suit[suit]
            if not points:
                continue
            mine = sorted((POINTS[c] for c in hand if SUIT_OF[c] == suit), reverse=True)[:2]
            held = sum(mine)
            cut = bisect_right(points, base - held)
            total += cut * base + self.suffix[suit][cut] + (len(points) - cut) * held
            if held in (20, 21):
                need = 31 - held
                total += BONUS_31 * (bisect_right(points, need) - bisect_right(points, need - 1))
        if skip is not None:
            suit = SUIT_OF[skip]
            held = sum(sorted((POINTS[c] for c in hand if SUIT_OF[c] == suit), reverse=True)[:2])
            total -= max(float(base), POINTS[skip] + held)
        return total / size
