"""What the table applied: the events a hand record holds (refused moves are never events)."""

from __future__ import annotations

from dataclasses import dataclass

from game.blitz.cards import Card


@dataclass(frozen=True, slots=True)
class Played:
    seat: int
    card: Card
    source: str
    target: str
    """Always a numbered pile: a card played to ``dutch:new`` is recorded as ``dutch:new``
    but ``pile`` tells the index the new pile received."""
    pile: int | None = None


@dataclass(frozen=True, slots=True)
class Refilled:
    seat: int
    post: int
    card: Card


@dataclass(frozen=True, slots=True)
class Flipped:
    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Recycled:
    seat: int
    rotate: bool


@dataclass(frozen=True, slots=True)
class Stacked:
    seat: int
    cards: tuple[Card, ...]
    source: str
    target: str


@dataclass(frozen=True, slots=True)
class HandEnded:
    reason: str
    seat: int | None


Event = Played | Refilled | Flipped | Recycled | Stacked | HandEnded
