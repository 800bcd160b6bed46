"""A card in flight is drawn as its picture's opaque core copied and the thin rim around it
blended, its shadow only outside the core: it looks the same as the card blended whole over its
whole shadow, over any table, while it moves, turns over and lands. A frame does not put the
table back under the cores it is about to draw, and is still the table painted whole."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import dataclasses  # noqa: E402
import random  # noqa: E402
from typing import Any  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402
from table_support import table_frame  # noqa: E402
from ui_conformance.ui_conformance_support import new_app, start  # noqa: E402

from game.core.registry import get_game  # noqa: E402
from game.ui.art import DECKS  # noqa: E402
from game.ui.card_faces import DeckArt  # noqa: E402
from game.ui.flight_sprite import FlightSprite, rect_minus  # noqa: E402
from game.ui.flights import flight_needs, flight_sprite  # noqa: E402
from game.ui.image_worker import WORKER  # noqa: E402
from game.ui.opaque_cores import MIN_SIDE, find_core, opaque_in  # noqa: E402
from game.ui.scaled_images import smoothscaled  # noqa: E402
from game.ui.sprites import CardImages, DeckImages, Flight, FlightLayer  # noqa: E402
from game.ui.table.dirty import DirtyFrame, inner_columns  # noqa: E402
from game.ui.table.scene import TableScene  # noqa: E402


def busy_table(size: tuple[int, int], seed: int) -> pygame.Surface:
    """A kept layer of many colours: a wrong pixel anywhere shows."""
    rng = random.Random(seed)
    surface = pygame.Surface(size)
    for _ in range(400):
        colour = (rng.randrange(256), rng.randrange(256), rng.randrange(256))
        surface.fill(colour, (rng.randrange(size[0]), rng.randrange(size[1]),
                              rng.randrange(4, 60), rng.randrange(4, 60)))
    return surface


def differences(cored: pygame.Surface, whole: pygame.Surface,
                sprite: FlightSprite) -> tuple[bool, int]:
    """Whether the two drawings are the same outside the card's opaque core, and the largest
    difference of a colour level within it."""
    cover = (sprite.cover or pygame.Rect(0, 0, 0, 0)).clip(cored.get_rect())
    outside = [surface.copy() for surface in (cored, whole)]
    for surface in outside:
        surface.fill((0, 0, 0), cover)
    same = pygame.image.tobytes(outside[0], "RGB") == pygame.image.tobytes(outside[1], "RGB")
    if not cover.w or not cover.h:
        return same, 0
    inside = [pygame.image.tobytes(surface.subsurface(cover), "RGB") for surface in (cored, whole)]
    return same, max(abs(a - b) for a, b in zip(*inside, strict=True))


@pytest.mark.parametrize(("turn", "grow"), [(False, False), (True, False), (False, True)])
def test_a_card_in_flight_drawn_with_its_core_looks_as_the_card_blended_whole(
        turn: bool, grow: bool) -> None:
    images = CardImages(DeckArt("auction"))
    images.set_widths([90])
    end = (0.0, 0.0, 126.0, 176.0) if grow else (0.0, 0.0, 90.0, 126.0)
    flight = Flight("G3", "auction", (20.0, 30.0, 90.0, 126.0), (180.0, 70.0, *end[2:]), 0.0,
                    1.0, turn=turn, face_down=turn, lift=40.0 if grow else 0.0)
    images.send_flight(flight)
    assert WORKER.wait()
    table = busy_table((360, 300), seed=4)
    cored_frames = 0
    for step in range(0, 61, 3):  # on the ground, rising, turning over, landing, landed
        sprite = flight_sprite(images, flight, step / 60)
        cored, whole = table.copy(), table.copy()
        drawn = sprite.draw(cored)
        assert dataclasses.replace(sprite, core=None).draw(whole) == drawn
        same, worst = differences(cored, whole, sprite)
        assert same and worst <= 1, (step, worst)
        cored_frames += sprite.core is not None
    assert cored_frames >= 15, "most of its frames draw its core (made ahead)"


@pytest.mark.parametrize("now", [0.12, 0.2, 0.3])
def test_cards_dealt_one_after_another_are_not_drawn_under_the_cores_of_the_ones_after_them(
        now: float) -> None:
    images = CardImages(DeckArt("auction"))
    images.set_widths([160])
    layer = FlightLayer()
    for n, card in enumerate(("G3", "R7", "P10", "B4", "G9", "R2")):
        flight = layer.add(Flight(card, "auction", (560.0, 20.0, 160.0, 224.0),
                                  (10.0 + 100 * n, 300.0, 160.0, 224.0), 0.0, 0.3,
                                  delay=0.03 * n, lift=20.0))
        images.send_flight(flight)
    assert WORKER.wait()
    sprites = layer.sprites(images, now)
    assert any(sprite.under for sprite in sprites), "some lie under the cores of later ones"
    table = busy_table((760, 560), seed=5)
    culled, whole = table.copy(), table.copy()
    assert [s.draw(culled) for s in sprites] \
        == [dataclasses.replace(s, under=()).draw(whole) for s in sprites]
    assert pygame.image.tobytes(culled, "RGB") == pygame.image.tobytes(whole, "RGB")


def test_a_card_whose_core_is_not_made_is_drawn_whole() -> None:
    images = CardImages(DeckArt("auction"))
    images.set_widths([90])
    flight = Flight("G3", "auction", (20.0, 30.0, 90.0, 126.0), (180.0, 70.0, 90.0, 126.0),
                    0.0, 1.0)
    sprite = flight_sprite(images, flight, 0.5)  # nothing made ahead
    assert sprite.core is None and sprite.cover is None


def test_a_scaled_card_stays_opaque_where_it_was() -> None:
    card = DeckArt("standard").face("QH", 120)
    for size in [(100, 140), (60, 168), (150, 210), (7, 168)]:
        scaled = smoothscaled(card, size)
        plain = pygame.transform.smoothscale(card, size)
        middle = (size[0] // 2, size[1] // 2)
        assert scaled.get_at(middle).a == 255
        assert scaled.get_at(middle)[:3] == plain.get_at(middle)[:3], "its colours kept"
        assert scaled.get_at((0, 0)).a == plain.get_at((0, 0)).a < 250, "its corners see-through"


def test_the_places_put_back_leave_out_the_cores_and_the_rest_is_put_back() -> None:
    screen = pygame.Surface((320, 200))
    layer = busy_table((320, 200), seed=2)
    frame = DirtyFrame()
    frame.restore(screen, layer, [])
    frame.presented(alone=True)
    last = pygame.Rect(37, 50, 120, 100)  # where a card and its shadow were drawn
    screen.fill((200, 0, 0), last)
    frame.drew([last])
    frame.presented(alone=True)
    cover = pygame.Rect(61, 60, 100, 70)  # this frame's core, drawn after the restore
    frame.restore(screen, layer, [], [cover])
    assert frame.changed is not None
    inner = inner_columns(cover, screen.get_rect())
    assert inner == pygame.Rect(64, 60, 96, 70)
    assert not any(place.colliderect(inner) for place in frame.changed)
    for piece in rect_minus(last, inner):  # the rest of the last card is the table again
        assert (pygame.image.tobytes(screen.subsurface(piece), "RGB")
                == pygame.image.tobytes(layer.subsurface(piece), "RGB"))


def restored_places(monkeypatch: pytest.MonkeyPatch) -> list[list[pygame.Rect]]:
    """The places each frame puts back (recorded as each restore ends)."""
    found: list[list[pygame.Rect]] = []
    restore = DirtyFrame.restore

    def recorded(self: DirtyFrame, *args: Any) -> None:
        restore(self, *args)
        found.append(list(self.changed or []))

    monkeypatch.setattr(DirtyFrame, "restore", recorded)
    return found


@pytest.mark.parametrize("game_id", ["auction", "dutch_blitz"])
def test_a_table_leaves_its_flights_cores_out_of_what_it_puts_back_and_is_the_whole_painting(
        game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    app = new_app((1024, 640))
    try:
        start(app, get_game(game_id), seed=7)
        places = restored_places(monkeypatch)
        left_out = compared = 0
        for _ in range(900):
            app.step()
            top = app.top
            if not isinstance(top, TableScene) or not top.flights.flights or not places:
                continue
            screen = app.screen.get_rect()
            sprites = top.flights.sprites(top.board.images, top.anim)
            covers = [inner_columns(s.cover.clip(screen), screen) for s in sprites
                      if s.cover is not None]
            last = list(top.frame.drawn)  # where the last frame drew over the table
            app.draw()  # the frame as the window shows it, in part
            if top.frame.changed is None or top.board.base_pending():
                continue  # (a layer not settled yet shows older places: compared once settled)
            assert not any(place.colliderect(cover) for place in places[-1] for cover in covers)
            left_out += any(rect.colliderect(cover) for rect in last for cover in covers)
            assert all(any(shown.contains(rect) for shown in top.frame.changed)
                       for rect in top.flown if rect.w and rect.h), "each flight shown whole"
            assert pygame.image.tobytes(app.screen, "RGB") == table_frame(top, keep=False)
            compared += 1
            if compared >= 12:
                break
            WORKER.wait()
        assert compared >= 12 and left_out > 0, (compared, left_out)
    finally:
        app.close()


DESIGNS = {"auction": ("auction",), "dutch": ("standard",), "thirty_one": ("standard",),
           "dutch_blitz": DECKS}
"""The back designs each game's cards fly with."""


def turning_flights(images: DeckImages[Any], design: str, width: int) -> list[Flight[str]]:
    """Every card of the deck turning over from its back to its face while it grows by a
    third (each size and turned width, face and back, a card in flight may show)."""
    height = images.deck.face(images.deck.card_ids[0], width).get_height()
    end = (400.0, 0.0, round(width * 4 / 3), round(height * 4 / 3))
    return [Flight(card, design, (0.0, 0.0, width, height), end, 0.0, 1.0, turn=True,
                   face_down=True) for card in images.deck.card_ids]


@pytest.mark.parametrize("width", range(40, 60))
def test_plainly_copied_cores_are_never_a_multiple_of_4_pixels_wide(width: int) -> None:
    """SDL streams the rows of a copy whose rows all start on 16 bytes, ten times slower for
    rows that do not fill whole cache lines: a core a multiple of 4 pixels wide would cost
    that in every frame its card's left edge falls on such a column."""
    picture = pygame.Surface((width + 6, 80), pygame.SRCALPHA)
    picture.fill((250, 250, 240, 255), (3, 0, width, 80))
    core = find_core(picture)
    assert core is not None and core.w % 4 and core.w >= width - 1
    assert opaque_in(picture, core)


@pytest.mark.slow
@pytest.mark.parametrize("game_id", sorted(DESIGNS))
def test_every_face_and_back_of_every_deck_is_opaque_in_the_core_of_its_outline(
        game_id: str) -> None:
    app = new_app((1024, 640))
    try:
        start(app, get_game(game_id), seed=3)
        top = app.top
        assert isinstance(top, TableScene) and isinstance(top.board.images, DeckImages)
        images: DeckImages[Any] = top.board.images
        assert images.widths
        images.add_widths([240])  # and a card of the largest window
        for design in DESIGNS[game_id]:
            for width in images.widths:
                outlines: dict[tuple[object, ...], set[tuple[int, int, int, int]]] = {}
                for flight in turning_flights(images, design, width):
                    images.send_flight(flight)  # (one at a time: the cores kept are bounded)
                    assert WORKER.wait(60)
                    for _, face_up, size, full_width in flight_needs(flight)[1]:
                        card = flight.card if face_up else None
                        picture = images.card_image(card, design, size, full_width)
                        core = images.opaque_core(card, design, size, full_width, picture)
                        if core is None:  # (a card turned nearly side-on keeps none)
                            assert size[0] < 2 * MIN_SIDE, (card, size)
                            continue
                        assert opaque_in(picture, core.rect), (card, size)
                        assert core.rect.w % 4, (card, size)  # (``plainly_copied_cores``)
                        assert core.image.get_size() == core.rect.size
                        outlines.setdefault((face_up, size, full_width), set()).add(
                            (core.rect.x, core.rect.y, core.rect.w, core.rect.h))
                assert outlines and all(len(rects) == 1 for rects in outlines.values()), \
                    "every face (and every back) of one size has the one outline's core"
    finally:
        app.close()
