"""What the card sprites (``sprites``) need of a deck's art and of a table's pictures: a deck's
faces and backs at any width, the empty-pile outline, and a card's image and shadow for a
card in flight."""

from __future__ import annotations

from typing import Protocol, TypeVar

import pygame

CardT_contra = TypeVar("CardT_contra", contravariant=True)


class FlightImages(Protocol[CardT_contra]):
    """What drawing a card in flight needs from a table's pictures."""

    def card_image(self, card: CardT_contra | None, deck: str, size: tuple[int, int],
                   full_width: int) -> pygame.Surface:
        """The face of ``card`` at ``size`` (its back, in ``deck``'s design, when None):
        ``full_width`` is its width when it is not turned side-on."""
        ...

    def flight_shadow(self, size: tuple[int, int], spread: int, alpha: int) -> pygame.Surface:
        """The shadow under a card of ``size`` in flight, reaching ``spread`` beyond it, at
        strength ``alpha``."""
        ...


class CardDeck(Protocol):
    """One deck's art: a face per card id and a back (per back design, for a deck with more
    than one) at any width, and the square extras that go with it."""

    @property
    def variant(self) -> str | None: ...

    @property
    def card_ids(self) -> tuple[str, ...]: ...

    @property
    def extras(self) -> tuple[str, ...]: ...

    def face(self, card_id: str, width: int) -> pygame.Surface: ...

    def back(self, width: int, design: str | None = None) -> pygame.Surface: ...

    def extra(self, name: str, width: int) -> pygame.Surface: ...


class SlotArt(Protocol):
    """The empty-pile outline (from the app's art)."""

    def slot(self, width: int) -> pygame.Surface: ...


__all__ = ["CardDeck", "FlightImages", "SlotArt"]
