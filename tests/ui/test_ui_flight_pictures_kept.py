"""A card in flight whose look stays the same from one frame to the next is drawn with the very
pictures of the frame before (its picture, core and shadow, not looked up again); as soon as
its look changes it is drawn with the new look's, as before."""

from __future__ import annotations

import pygame

from game.ui.card_protocols import OpaqueCore
from game.ui.flights import Flight, flight_sprite, look_at


class MadeImages:
    """Every picture made at once, each look's its own surface; counts the lookups."""

    def __init__(self) -> None:
        self.lookups = 0
        self.pictures: dict[tuple[object, ...], pygame.Surface] = {}
        self.cores: dict[int, OpaqueCore] = {}

    def card_image(self, card: str | None, deck: str, size: tuple[int, int],
                   full_width: int) -> pygame.Surface:
        key = ("card", card, size)
        if key not in self.pictures:
            self.pictures[key] = pygame.Surface(size)
        return self.pictures[key]

    def made_image(self, card: str | None, deck: str, size: tuple[int, int],
                   full_width: int, ask: bool = True) -> pygame.Surface | None:
        self.lookups += 1
        return self.card_image(card, deck, size, full_width)

    def opaque_core(self, card: str | None, deck: str, size: tuple[int, int],
                    full_width: int, image: pygame.Surface) -> OpaqueCore | None:
        if size[0] < 8:
            return None
        if id(image) not in self.cores:
            rect = pygame.Rect(2, 2, size[0] - 4, size[1] - 4)
            self.cores[id(image)] = OpaqueCore(rect, pygame.Surface(rect.size))
        return self.cores[id(image)]

    def flight_shadow(self, size: tuple[int, int], spread: int, alpha: int) -> pygame.Surface:
        key = ("shadow", size, spread, alpha)
        if key not in self.pictures:
            self.pictures[key] = pygame.Surface((size[0] + 2 * spread, size[1] + 2 * spread))
        return self.pictures[key]

    def made_shadow(self, size: tuple[int, int], spread: int, alpha: int,
                    ask: bool = True) -> pygame.Surface | None:
        return self.flight_shadow(size, spread, alpha)


def test_each_frame_draws_its_looks_pictures_looked_up_only_when_the_look_changes() -> None:
    images = MadeImages()
    flight: Flight[str] = Flight("7H", "red", (0, 0, 60, 84), (400, 200, 90, 126), 0.0, 0.5,
                                 turn=True)
    looks = []
    for frame in range(32):
        now = frame / 60
        sprite = flight_sprite(images, flight, now)
        look = look_at(flight, now)
        looks.append(look)
        assert sprite.image is images.card_image(
            flight.card if look.face_up else None, flight.deck, look.image_size, look.size[0])
        assert sprite.core is images.opaque_core(None, "", look.image_size, 0, sprite.image)
        shadow = None if look.shade is None else images.flight_shadow(
            look.size, look.spread, look.shadow_alpha)
        assert sprite.shadow is shadow
    changes = 1 + sum(a != b for a, b in zip(looks, looks[1:], strict=False))
    assert changes < len(looks), "the look stays the same over some frames"
    assert images.lookups == changes, "looked up once per look, not once per frame"
