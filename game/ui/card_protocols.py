"""What the card sprites (``sprites``) need of a deck's art and of a table's pictures: a deck's
faces and backs at any width, the empty-pile outline, and a card's image, its opaque core and
its shadow for a card in flight."""

from __future__ import annotations

from typing import NamedTuple, Protocol, TypeVar

import pygame

CardT_contra = TypeVar("CardT_contra", contravariant=True)


class OpaqueCore(NamedTuple):
    """The part of a card's picture where it is opaque (``rect``, within the picture), and a
    copy of it without per-pixel alpha (``image``: copied, not blended, in a frame)."""

    rect: pygame.Rect
    image: pygame.Surface


class FlightImages(Protocol[CardT_contra]):
    """What drawing a card in flight needs from a table's pictures."""

    def card_image(self, card: CardT_contra | None, deck: str, size: tuple[int, int],
                   full_width: int) -> pygame.Surface:
        """The face of ``card`` at ``size`` (its back, in ``deck``'s design, when None):
        ``full_width`` is its width when it is not turned side-on."""
        ...

    def made_image(self, card: CardT_contra | None, deck: str, size: tuple[int, int],
                   full_width: int, ask: bool = True) -> pygame.Surface | None:
        """``card_image`` if it is made (rendered at ``size``, or scaled and kept); None: not
        made yet, and (``ask``) the image thread makes it before any picture not wanted now
        (a frame never scales a picture for a card in flight)."""
        ...

    def opaque_core(self, card: CardT_contra | None, deck: str, size: tuple[int, int],
                    full_width: int, image: pygame.Surface) -> OpaqueCore | None:
        """The opaque core of ``image``, the picture ``card_image`` gave for the same card,
        when it was made ahead (None: ``image`` is drawn whole, blended; the image thread
        makes its core, if not known yet, for the frames after)."""
        ...

    def flight_shadow(self, size: tuple[int, int], spread: int, alpha: int) -> pygame.Surface:
        """The shadow under a card of ``size`` in flight, reaching ``spread`` beyond it, at
        strength ``alpha``."""
        ...

    def made_shadow(self, size: tuple[int, int], spread: int, alpha: int,
                    ask: bool = True) -> pygame.Surface | None:
        """``flight_shadow`` if it is made; None: not made yet, and (``ask``) the image thread
        makes it before any picture not wanted now."""
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


__all__ = ["CardDeck", "FlightImages", "OpaqueCore", "SlotArt"]
