"""What the table host draws over every game's table each frame is rendered once and kept:
a note's words, the coach's bubble, and a card in flight between two sizes (scaled to a few
sizes on its way, not to a new one every frame), so a busy table's frame is mostly blits."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ui.coach import Tip, draw_tip  # noqa: E402
from game.ui.sprites import SIZE_STEPS, CardImages, Flight, FlightLayer  # noqa: E402
from game.ui.table.notes import Note, NoteStack, draw_notes  # noqa: E402

FRAMES = 30


class CountingFonts:
    """A font getter that counts the texts its fonts render."""

    def __init__(self) -> None:
        pygame.font.init()
        self.rendered: list[str] = []
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}

    def __call__(self, px: int, bold: bool = False) -> pygame.font.Font:
        font = self._fonts.get((px, bold))
        if font is None:
            font = self._fonts[(px, bold)] = _Counted(self.rendered, px)
        return font


class _Counted(pygame.font.Font):
    def __init__(self, rendered: list[str], px: int) -> None:
        super().__init__(None, px)
        self.rendered = rendered

    def render(self, text: object, *args: object, **kwargs: object) -> pygame.Surface:
        self.rendered.append(str(text))
        return super().render(text, *args, **kwargs)  # type: ignore[arg-type]


class FlatDeck:
    """A deck whose every card is a plain card-shaped picture."""

    variant = None
    card_ids = ("A", "B")
    extras = ()

    def face(self, card_id: str, width: int) -> pygame.Surface:
        return pygame.Surface((width, round(width * 1.4)), pygame.SRCALPHA)

    def back(self, width: int, design: str | None = None) -> pygame.Surface:
        return self.face("A", width)

    def extra(self, name: str, width: int) -> pygame.Surface:
        return pygame.Surface((width, width))


def test_a_note_shown_for_many_frames_renders_its_words_once() -> None:
    fonts = CountingFonts()
    surface = pygame.Surface((800, 500))
    notes = [Note("Jakob beat you to the green 1", 0.0, (300, 200), False, True),
             Note("Blitz pile empty", 0.0, None, True)]
    for frame in range(FRAMES):
        draw_notes(surface, notes, frame / 60, NoteStack((400, 400), 18), fonts)
    assert sorted(fonts.rendered) == ["Blitz pile empty", "Jakob beat you to the green 1"]


def test_the_coachs_bubble_renders_its_words_once_while_it_stays_up() -> None:
    fonts = CountingFonts()
    surface = pygame.Surface((800, 500))
    tip = Tip("intro", "Your Blitz pile's top card is a 1: click it to start a Dutch pile.",
              None, "blitz")
    boxes = {draw_tip(surface, tip, pygame.Rect(100, 300, 60, 84), fonts, 1.0).topleft
             for _ in range(FRAMES)}
    assert len(boxes) == 1
    once = len(fonts.rendered)
    assert once >= 2  # its lines and "click to close"
    draw_tip(surface, tip, pygame.Rect(500, 100, 60, 84), fonts, 1.0)  # moved: not rendered
    assert len(fonts.rendered) == once


def test_a_card_flying_between_two_sizes_is_scaled_to_a_few_sizes(
        monkeypatch: pytest.MonkeyPatch) -> None:
    scaled: list[tuple[int, int]] = []
    smoothscale = pygame.transform.smoothscale

    def counted(surface: pygame.Surface, size: tuple[int, int], *rest: object) -> pygame.Surface:
        scaled.append(tuple(size))  # type: ignore[arg-type]
        return smoothscale(surface, size)

    monkeypatch.setattr(pygame.transform, "smoothscale", counted)
    images = CardImages(FlatDeck())
    images.set_widths([60, 120])
    flights = FlightLayer()
    flights.add(Flight("A", "red", (0.0, 0.0, 60.0, 84.0), (500.0, 300.0, 120.0, 168.0), 0.0,
                       1.0, lift=10.0))
    flights.add(Flight("B", "red", (0.0, 0.0, 60.0, 84.0), (300.0, 300.0, 60.0, 84.0), 0.0,
                       1.0, turn=True))
    surface = pygame.Surface((800, 500))
    for frame in range(61):
        flights.draw(surface, images, frame / 60)
    # one growing card, one turning over (its back, then its face): each picture is scaled
    # to at most SIZE_STEPS + 1 sizes on the way, once each (not once a frame: 122 frames' worth)
    assert len(set(scaled)) <= 2 * (SIZE_STEPS + 1)
    assert len(scaled) <= 3 * (SIZE_STEPS + 1)
