"""The bare pygame-ce loop a table's frames are measured against (``--bench-frames``).

The least any table's frame can cost at a window size: blit a full-window felt background, blit
as many card-sized sprites as the table keeps in flight, each a little further along its way
every frame, and show the frame. It draws on the app's own window surface and shows it the
app's way, and is timed as the table is (main-thread CPU and wall per frame), so the ratio of
the two says what a table costs over what pygame-ce itself needs.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass

import pygame

FELT = (22, 92, 58)
CARD_FACE = (246, 242, 232)
CARD_EDGE = (40, 40, 40)


@dataclass(frozen=True)
class FrameTimes:
    """The per-frame times of one measured loop, in milliseconds."""

    cpu: list[float]
    wall: list[float]


def felt(size: tuple[int, int]) -> pygame.Surface:
    """A full-window background in the display's format (made once, before the timed frames)."""
    surface = pygame.Surface(size)
    surface.fill(FELT)
    for row in range(0, size[1], 8):  # a little texture, so the blit is a real picture's
        shade = 6 * math.sin(row / 37.0)
        pygame.draw.line(surface, tuple(max(0, min(255, round(c + shade))) for c in FELT),
                         (0, row), (size[0], row))
    return surface.convert() if pygame.display.get_surface() is not None else surface


def card_sprite(size: tuple[int, int]) -> pygame.Surface:
    """A card-sized sprite with rounded (transparent) corners, as a card image is."""
    sprite = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(2, min(size) // 12)
    pygame.draw.rect(sprite, CARD_FACE, sprite.get_rect(), border_radius=radius)
    pygame.draw.rect(sprite, CARD_EDGE, sprite.get_rect(), 2, border_radius=radius)
    return sprite.convert_alpha() if pygame.display.get_surface() is not None else sprite


FRAME_RATE = 60
"""Frames a second the benchmarks keep to, as the app keeps to the display's rate: between
frames the app sleeps (the image thread renders then, and each frame starts on caches other
programs used meanwhile), so a benchmark running frames back to back would time another
program than the one a player runs."""


def rest(started: float, rate: int = FRAME_RATE) -> None:
    """Sleep out the frame begun at ``started`` (``time.perf_counter``) at ``rate`` a second."""
    left = started + 1.0 / rate - time.perf_counter()
    if left > 0:
        time.sleep(left)


def run_anchor(screen: pygame.Surface, present: Callable[[], None], sprites: int,
               card_size: tuple[int, int], frames: int) -> FrameTimes:
    """Time ``frames`` frames of the bare loop on ``screen`` (``present`` shows each)."""
    width, height = screen.get_size()
    background = felt((width, height))
    card = card_sprite(card_size)
    reach_x, reach_y = max(1, width - card_size[0]), max(1, height - card_size[1])
    cpu: list[float] = []
    wall: list[float] = []
    for frame in range(frames):
        thread, started = time.thread_time(), time.perf_counter()
        screen.blit(background, (0, 0))
        for number in range(sprites):
            along = ((frame * 0.02 + number / max(1, sprites)) % 1.0)
            x = round(reach_x * along)
            y = round(reach_y * (0.5 + 0.4 * math.sin(math.tau * along + number)))
            screen.blit(card, (x, y))
        present()
        cpu.append((time.thread_time() - thread) * 1000)
        wall.append((time.perf_counter() - started) * 1000)
        rest(started)
    return FrameTimes(cpu, wall)


__all__ = ["FRAME_RATE", "FrameTimes", "card_sprite", "felt", "rest", "run_anchor"]
