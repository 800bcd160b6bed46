"""A card in flight never waits for a picture scaled in the frame: while the image thread has not
made the picture of its next size (its queue deep, as at a deal), it is drawn with the one it
had (or its take-off look's), on its way as always, and the image thread makes the wanted one
before anything else; its size catches up a frame or two later. It still lands exactly: its
landing frame shows the card where the table painted whole shows it. A card a controller sends
flying itself (a dropped card going home) gets its opaque core too."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import threading  # noqa: E402
from collections.abc import Iterator  # noqa: E402
from typing import Any  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402
from table_support import after_drawing, table_frame  # noqa: E402
from ui_conformance.ui_conformance_support import new_app, start  # noqa: E402

from game.core.registry import get_game  # noqa: E402
from game.ui import scaled_images  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.card_faces import DeckArt  # noqa: E402
from game.ui.flight_sprite import FlightSprite  # noqa: E402
from game.ui.flights import Flight, Flights, flight_sprite, look_at  # noqa: E402
from game.ui.image_worker import WORKER  # noqa: E402
from game.ui.sprites import CardImages  # noqa: E402
from game.ui.table.scene import TableScene  # noqa: E402

LARGEST = (3200, 2000)


class ScaledInFrames:
    """Counts the pictures scaled on the frame's thread while it works out its cards in
    flight (``Flights.sprites``)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.count = 0
        self.inside = False
        scale, sprites = scaled_images.smoothscaled, Flights.sprites

        def counted(surf: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
            if self.inside and threading.current_thread() is threading.main_thread():
                self.count += 1
            return scale(surf, size)

        def watched(flights: Flights[Any], *args: Any) -> list[FlightSprite]:
            self.inside = True
            try:
                return sprites(flights, *args)
            finally:
                self.inside = False

        monkeypatch.setattr(scaled_images, "smoothscaled", counted)
        monkeypatch.setattr(Flights, "sprites", watched)


@pytest.fixture
def held() -> Iterator[threading.Event]:
    """The image thread busy with a long job until the event is set (its queue stays deep)."""
    hold = threading.Event()
    WORKER.add_now([hold.wait])
    yield hold
    hold.set()
    WORKER.wait()


def own_size(flight: Flight[Any], size: tuple[int, int]) -> bool:
    """Whether ``size`` is none of ``flight``'s ends' sizes (its picture is scaled: the card
    grows, shrinks or turns over)."""
    ends = {(round(flight.src[2]), round(flight.src[3])),
            (round(flight.dst[2]), round(flight.dst[3]))}
    return size not in ends


def shows_landed(app: App, top: TableScene[Any, Any, Any, Any], flight: Flight[Any]) -> bool:
    """Whether the window shows the place ``flight`` landed on as the table painted whole
    does."""
    place = pygame.Rect(round(flight.dst[0]), round(flight.dst[1]), round(flight.dst[2]),
                        round(flight.dst[3])).clip(app.screen.get_rect())
    whole = pygame.image.frombytes(table_frame(top, keep=False), app.size, "RGB")
    return (pygame.image.tobytes(app.screen.subsurface(place), "RGB")
            == pygame.image.tobytes(whole.subsurface(place), "RGB"))


def landed_exactly(app: App, top: TableScene[Any, Any, Any, Any]) -> list[bool]:
    """One frame; for each card that landed in it, whether the window shows its place as the
    table painted whole does (looked at once the frame is drawn, ``after_drawing``)."""
    flying, found = list(top.flights.flights), list[bool]()
    with after_drawing(top, lambda: found.extend(
            shows_landed(app, top, f) for f in flying if f.landed)):
        app.step()
    return found


@pytest.mark.parametrize("game_id", ["thirty_one", "dutch_blitz"])
def test_cards_in_flight_at_the_largest_window_are_never_scaled_in_a_frame_and_land_exactly(
        game_id: str, monkeypatch: pytest.MonkeyPatch, held: threading.Event) -> None:
    app = new_app(LARGEST)
    try:
        start(app, get_game(game_id), seed=5)
        scaled = ScaledInFrames(monkeypatch)
        lagging = caught_up = landed = 0
        for frame in range(420):
            if frame == 150:
                held.set()  # the image thread gets to the pictures: the sizes catch up
            top = app.top
            if not isinstance(top, TableScene):
                app.step()
                continue
            exact = landed_exactly(app, top)
            if app.top is not top:
                continue
            for flight in top.flights.flights:
                shown, wanted = flight.shown, look_at(flight, top.anim)
                if shown is not None and shown.now == top.anim \
                        and own_size(flight, wanted.image_size):
                    lagging += shown.look != wanted
                    caught_up += shown.look == wanted
            assert all(exact), \
                "a landed card shows in its landing frame where the whole table shows it"
            landed += len(exact)
            if frame >= 150 and frame % 20 == 0:
                WORKER.wait()
        assert scaled.count == 0, "no picture of a card in flight was scaled in a frame"
        assert lagging > 0, "a picture not made yet was not waited for"
        assert caught_up > 0, "the pictures made next are shown"
        assert landed >= 6
    finally:
        app.close()


def test_a_card_whose_picture_is_not_made_shows_the_one_it_had_and_its_own_once_made(
        held: threading.Event) -> None:
    images = CardImages(DeckArt("standard"))
    images.set_widths([90])
    flight = Flight("QH", "standard", (0.0, 0.0, 90.0, 126.0), (300.0, 0.0, 150.0, 210.0),
                    0.0, 1.0, lift=20.0)
    first = flight_sprite(images, flight, 0.0)
    assert first.image.get_size() == (90, 126), "on the ground: its take-off picture"
    sprites = [flight_sprite(images, flight, n / 60) for n in range(1, 20)]
    assert {sprite.image.get_size() for sprite in sprites} == {(90, 126)}, \
        "the image thread is busy: the picture it had, on its way"
    assert [sprite.at for sprite in sprites] == [
        (round(flight.rect_at(n / 60)[0]), round(flight.rect_at(n / 60)[1]))
        for n in range(1, 20)], "it keeps to its arc"
    assert sprites[-1] == flight_sprite(images, flight, 19 / 60), "a frame asking again"
    held.set()
    assert WORKER.wait()
    later = flight_sprite(images, flight, 20 / 60)
    wanted = look_at(flight, 20 / 60)
    assert later.image.get_size() == wanted.image_size != (90, 126), "its own size, made ahead"
    assert later.core is not None and later.shadow is not None


def test_a_card_sent_flying_without_its_pictures_asked_for_gets_its_opaque_core() -> None:
    images = CardImages(DeckArt("standard"))
    images.set_widths([90])
    home = Flight("QH", "standard", (200.0, 150.0, 90.0, 126.0), (10.0, 20.0, 90.0, 126.0),
                  0.0, 0.5)  # a dropped card flying home, added straight to the table's flights
    assert flight_sprite(images, home, 1 / 60).core is None, "its first frame: drawn whole"
    assert WORKER.wait()
    sprite = flight_sprite(images, home, 2 / 60)
    assert sprite.core is not None and sprite.cover is not None
    assert sprite.card.contains(sprite.cover)
