"""Looking back and looking at the end: the discard pile fanned out, and the round's end that
turns every card over one by one with its value.

The fan shows the whole discard pile, oldest to newest, in one row over the middle of the table
(newest on the right, on top); a long pile overlaps more, and when even that does not fit, the
oldest are left off and counted. At a round's end every layout card turns face up in seat
order, a short beat apart, each with its value under it; once a seat's cards are all up, its
sum shows by its name. The results open after the last card and a moment to read.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.dutch.rules.cards import VALUES
from game.dutch.rules.events import RoundEnded
from game.ui import palette

FAN_HOLD = 0.35
"""Seconds the discard pile is held down before it fans out."""
REVEAL_STEP = 0.22
"""Seconds between two cards turning at the round's end (shorter when there are many)."""
REVEAL_ALL = 5.0
"""At most this long for every card to turn."""
READ_TIME = 1.8
"""Seconds to read the turned cards before the results."""


@dataclass(frozen=True)
class Reveal:
    """One card turned at the round's end: where, what, and when it turns."""

    owner: int
    slot: int
    card: str
    at: float


@dataclass(frozen=True)
class RoundReveal:
    """Every card of the round's end and each seat's sum with when it shows."""

    cards: tuple[Reveal, ...]
    sums: dict[int, tuple[int, float]]
    done: float


def plan_reveal(event: RoundEnded, start: float, step: float) -> RoundReveal:
    """The cards of ``event`` turning from ``start``, ``step`` apart (seat order)."""
    cards: list[Reveal] = []
    sums: dict[int, tuple[int, float]] = {}
    for seat, layout in enumerate(event.layouts):
        for slot, card in enumerate(layout):
            if card is not None:
                cards.append(Reveal(seat, slot, card, start + len(cards) * step))
        sums[seat] = (event.sums[seat], start + len(cards) * step)
    return RoundReveal(tuple(cards), sums, start + len(cards) * step)


def reveal_step(count: int) -> float:
    return min(REVEAL_STEP, REVEAL_ALL / max(1, count))


def value_text(card: str) -> str:
    return str(VALUES[card])


def fan_rects(area: pygame.Rect, card: tuple[int, int], count: int) -> tuple[list[pygame.Rect],
                                                                             int]:
    """Rects for the newest cards of a pile of ``count`` in one row across ``area`` (left to
    right, oldest first), and how many of the oldest are left off."""
    w, h = card
    if count <= 0:
        return [], 0
    least = max(4, round(w * 0.3))  # the corner index stays readable
    fits = max(1, 1 + (area.width - w) // least)
    shown = min(count, fits)
    step = min(round(w * 1.06), (area.width - w) // max(1, shown - 1)) if shown > 1 else 0
    total = w + step * (shown - 1)
    x0 = area.centerx - total // 2
    y = area.centery - h // 2
    return [pygame.Rect(x0 + i * step, y, w, h) for i in range(shown)], count - shown


def fan_area(size: tuple[int, int], discard: pygame.Rect) -> pygame.Rect:
    """Where the fan lies: across the window, centred on the discard pile's row."""
    margin = max(8, size[0] // 40)
    height = round(discard.height * 1.5)
    return pygame.Rect(margin, discard.centery - height // 2, size[0] - 2 * margin, height)


def draw_panel(surface: pygame.Surface, area: pygame.Rect) -> None:
    surface.blit(_panel(area.size), area)


@lru_cache(maxsize=2)
def _panel(size: tuple[int, int]) -> pygame.Surface:
    """The fan's dark panel at ``size`` (made once per window size)."""
    shade = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (*palette.INK, 215), shade.get_rect(),
                     border_radius=max(6, size[1] // 10))
    return shade


__all__ = ["FAN_HOLD", "READ_TIME", "Reveal", "RoundReveal", "draw_panel", "fan_area",
           "fan_rects", "plan_reveal", "reveal_step", "value_text"]
