"""Short messages on a table: a refusal near its spot, a bot's move, a forced purchase.

Every game's notes live the same time (``NOTE_SECONDS``) and look the same (a pill, red for a
refusal); at most ``SHOWN`` are up at once. A note with a spot is drawn there; the others stack
from the place the game's board names (``NoteStack``). A ``rise`` note (a race lost at a pile,
say) lifts off its spot as it appears and fades out at the end of its time.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass
from typing import Final, Literal

import pygame

from game.ui import palette
from game.ui.fonts import FontGetter
from game.ui.tween import clamp01, ease_out_cubic

NOTE_SECONDS: Final = 2.4
"""Seconds every note stays up, in every game."""
KEPT: Final = 4
"""Notes remembered at once (the oldest goes first)."""
SHOWN: Final = 3
"""Notes drawn at once."""
NOTE_GAP: Final = 4
"""Pixels between two stacked notes."""
RISE_SECONDS: Final = 0.3
"""A rising note lifts off its spot in this time..."""
FADE_SHARE: Final = 0.3
"""...and fades out over this last share of its time."""


@dataclass
class Note:
    """One message: its words, when it starts (animation time) and where (None: the stack)."""

    text: str
    started: float
    at: tuple[int, int] | None = None
    warn: bool = False
    rise: bool = False

    def live(self, now: float) -> bool:
        return self.started <= now < self.started + NOTE_SECONDS

    def changes_in(self, now: float) -> float:
        """Seconds from ``now`` until the note starts, or else ends (a still screen's next
        timer)."""
        return (self.started if self.started > now else self.started + NOTE_SECONDS) - now


@dataclass(frozen=True)
class NoteStack:
    """Where notes without a spot go: ``at`` is the first note's ``anchor`` point, the next
    ones follow ``down`` (or up); ``px`` is the text size."""

    at: tuple[int, int]
    px: int
    anchor: Literal["center", "topright"] = "center"
    down: bool = False


def draw_notes(surface: pygame.Surface, notes: list[Note], now: float, stack: NoteStack,
               font: FontGetter) -> list[pygame.Rect]:
    """The live notes as pills: each at its spot, or on the stack; where each was drawn."""
    x, y = stack.at
    drawn: list[pygame.Rect] = []
    for note in [n for n in notes if n.live(now)][-SHOWN:]:
        image = _words(note.text, stack.px, font)
        box = image.get_rect().inflate(stack.px, stack.px // 2)
        if note.at is not None:
            box.center = note.at
            if note.rise:
                _draw_rising(surface, note, image, box, now, stack.px)
                drawn.append(box)
                continue
        elif stack.anchor == "topright":
            box.topright = (x, y)
        else:
            box.center = (x, y)
        box.clamp_ip(surface.get_rect())
        _pill(surface, note, image, box)
        drawn.append(box)
        if note.at is None:
            y += (box.height + NOTE_GAP) if stack.down else -(box.height + NOTE_GAP)
    return drawn


_WORDS: OrderedDict[tuple[object, ...], pygame.Surface] = OrderedDict()
WORDS_KEPT = 16
"""Notes' rendered words kept (a note shows for seconds: rendered once, not every frame)."""


def _words(text: str, px: int, font: FontGetter) -> pygame.Surface:
    key = (text, px, font)
    image = _WORDS.get(key)
    if image is None:
        image = _WORDS[key] = font(px, True).render(text, True, palette.PAPER)
        if len(_WORDS) > WORDS_KEPT:
            _WORDS.popitem(last=False)
    else:
        _WORDS.move_to_end(key)
    return image


def _pill(surface: pygame.Surface, note: Note, image: pygame.Surface, box: pygame.Rect) -> None:
    radius = box.height // 2
    pygame.draw.rect(surface, palette.RED if note.warn else palette.INK, box,
                     border_radius=radius)
    pygame.draw.rect(surface, palette.HIGHLIGHT, box, 2, border_radius=radius)
    surface.blit(image, image.get_rect(center=box.center))


def _draw_rising(surface: pygame.Surface, note: Note, image: pygame.Surface, box: pygame.Rect,
                 now: float, px: int) -> None:
    """A note lifting ``px`` off its spot, then fading out (drawn through a layer)."""
    age = now - note.started
    box.move_ip(0, -round(px * ease_out_cubic(clamp01(age / RISE_SECONDS))))
    box.clamp_ip(surface.get_rect())
    fade = clamp01((age / NOTE_SECONDS - (1 - FADE_SHARE)) / FADE_SHARE)
    if fade <= 0:
        _pill(surface, note, image, box)
        return
    layer = pygame.Surface(box.size, pygame.SRCALPHA)
    _pill(layer, note, image, box.move(-box.x, -box.y))
    layer.set_alpha(round(255 * (1 - fade)))
    surface.blit(layer, box.topleft)


__all__ = ["KEPT", "NOTE_SECONDS", "SHOWN", "Note", "NoteStack", "draw_notes"]
