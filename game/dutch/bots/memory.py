"""What one bot seat remembers, built only from its own view and the events as it saw them.

Each remembered card sits at a layout position (owner, slot) with two lifetimes drawn when it
was learned: one in seconds, one in table events; past either it is forgotten. A misread
stores a neighbouring rank instead. A Jack swap moves two memories if the bot follows it; a bot
that loses track either forgets both or, worse, keeps them where they were.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.dutch.bots.levels import LevelParams
from game.dutch.rules.cards import DECK, RANK_OF, RANKS, SUITS
from game.dutch.rules.events import (
    Event,
    JackSwapped,
    Looked,
    SnapBeaten,
    Snapped,
    Swapped,
)
from game.dutch.rules.view import HIDDEN, DutchView

Pos = tuple[int, int]


@dataclass(slots=True)
class Mem:
    card: str
    until_t: float
    until_n: float


class Memory:
    """One seat's memory of layout cards."""

    def __init__(self, seat: int, params: LevelParams, rng: random.Random) -> None:
        self.seat = seat
        self.params = params
        self.rng = rng
        self.items: dict[Pos, Mem] = {}
        self.events = 0
        self.now = 0.0

    def learn(self, pos: Pos, card: str, t: float) -> None:
        p = self.params
        if p.misread > 0 and self.rng.random() < p.misread:
            card = _neighbour(card, self.rng)
        life_t = self.rng.expovariate(1.0 / p.life_seconds)
        life_n = self.rng.expovariate(1.0 / p.life_events)
        self.items[pos] = Mem(card, t + life_t, self.events + life_n)

    def start(self, v: DutchView, t: float) -> None:
        """The start peek: the seat's own cards its view shows."""
        for slot, card in enumerate(v.own()):
            if card is not None and card != HIDDEN:
                self.learn((self.seat, slot), card, t)

    def hear(self, t: float, event: Event, v: DutchView) -> None:
        """An event as this seat saw it, and its view right after."""
        self.events += 1
        self.now = t
        if isinstance(event, Swapped):
            self._set((event.seat, event.slot), event.card_in, t)
        elif isinstance(event, Snapped):
            self.items.pop((event.seat, event.slot), None)
            if not event.ok and self._cares(event.seat):
                self.learn((event.seat, event.slot), event.card, t)
        elif isinstance(event, SnapBeaten) and self._cares(event.seat):
            self.learn((event.seat, event.slot), event.card, t)
        elif isinstance(event, Looked) and event.card is not None:
            self.learn((event.owner, event.slot), event.card, t)
        elif isinstance(event, JackSwapped):
            self._jack((event.a_owner, event.a_slot), (event.b_owner, event.b_slot))
        for pos in [p for p in self.items if _gone(v, p)]:
            del self.items[pos]

    def recall(self, t: float) -> dict[Pos, str]:
        """The cards still remembered at ``t`` (forgotten ones are dropped for good)."""
        for pos in [p for p, m in self.items.items() if t > m.until_t or self.events > m.until_n]:
            del self.items[pos]
        return {pos: m.card for pos, m in self.items.items()}

    def _cares(self, owner: int) -> bool:
        return not self.params.greedy or owner == self.seat

    def _set(self, pos: Pos, card: str | None, t: float) -> None:
        if card is None:
            self.items.pop(pos, None)
        elif self._cares(pos[0]):
            self.learn(pos, card, t)

    def _jack(self, a: Pos, b: Pos) -> None:
        ma, mb = self.items.pop(a, None), self.items.pop(b, None)
        if ma is None and mb is None:
            return
        if self.rng.random() < self.params.follow_jack:
            if ma is not None and self._cares(b[0]):
                self.items[b] = ma
            if mb is not None and self._cares(a[0]):
                self.items[a] = mb
        elif self.rng.random() < 0.5:  # lost track but sure of the old places
            if ma is not None:
                self.items[a] = ma
            if mb is not None:
                self.items[b] = mb


def _gone(v: DutchView, pos: Pos) -> bool:
    owner, slot = pos
    layout = v.layouts[owner]
    return not 0 <= slot < len(layout) or layout[slot] is None


def _neighbour(card: str, rng: random.Random) -> str:
    r = RANK_OF[card]
    if r == "X":
        return rng.choice(("AH", "2S"))
    i = RANKS.index(r) + rng.choice((-1, 1))
    i = min(max(i, 0), len(RANKS) - 1)
    out = RANKS[i] + rng.choice(SUITS)
    return out if out in DECK else card
