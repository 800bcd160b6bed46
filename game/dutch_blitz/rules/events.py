"""What the table applied: the events a hand record holds (refused moves are never events)."""

from __future__ import annotations

from game.core.fast import immutable
from game.dutch_blitz.rules.cards import Card


@immutable
class Played:
    """A card moved from ``source`` to ``target`` (as the move named them, so ``dutch:new``
    for a new pile); ``pile`` is the index of the Dutch pile it landed on, if any."""

    seat: int
    card: Card
    source: str
    target: str
    pile: int | None = None


@immutable
class Refilled:
    seat: int
    post: int
    card: Card


@immutable
class Flipped:
    seat: int
    cards: tuple[Card, ...]


@immutable
class Recycled:
    seat: int
    rotate: bool


@immutable
class Stacked:
    seat: int
    cards: tuple[Card, ...]
    source: str
    target: str


@immutable
class HandEnded:
    reason: str
    seat: int | None


Event = Played | Refilled | Flipped | Recycled | Stacked | HandEnded
