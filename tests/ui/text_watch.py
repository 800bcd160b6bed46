"""Watching the words a screen draws: every text rendered through the menu ``Style`` and where
it lands, to find words that skipped the catalogue and words that overflow their box (no tests
of its own)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import pygame

from game.i18n.pseudo import strip_marked
from game.ui.scene import Scene
from game.ui.widgets import Stepper, Style, Widget

WINDOW = (1024, 640)
LETTERS = re.compile(r"[A-Za-z]")


@dataclass(frozen=True)
class Drawn:
    text: str
    rect: pygame.Rect
    clipped: bool
    """Blitted through an ``area`` narrower than the text: part of it cut off."""


class WatchedSurface(pygame.Surface):
    """A window-sized surface that notes each blit of a text ``Style`` rendered."""

    def __init__(self, size: tuple[int, int], texts: dict[int, tuple[pygame.Surface, str]]
                 ) -> None:
        super().__init__(size)
        self.texts = texts
        self.drawn: list[Drawn] = []

    def blit(self, source: pygame.Surface, dest: Any = (0, 0), area: Any = None,
             special_flags: int = 0) -> pygame.Rect:
        rect = super().blit(source, dest, area, special_flags)
        found = self.texts.get(id(source))
        if found is not None and found[0] is source:
            clipped = area is not None and pygame.Rect(area).width < source.get_width()
            self.drawn.append(Drawn(found[1], rect, clipped))
        return rect


@contextmanager
def watching_texts() -> Iterator[dict[int, tuple[pygame.Surface, str]]]:
    """While open, every ``Style.text`` image is known by its words."""
    texts: dict[int, tuple[pygame.Surface, str]] = {}
    original: Callable[..., pygame.Surface] = Style.text

    def text(self: Style, words: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        image = original(self, words, *args, **kwargs)
        texts[id(image)] = (image, words)
        return image

    Style.text = text  # type: ignore[method-assign, assignment]
    try:
        yield texts
    finally:
        Style.text = original  # type: ignore[method-assign]


def frame(scene: Scene, texts: dict[int, tuple[pygame.Surface, str]]) -> list[Drawn]:
    """Draw ``scene`` once at 1024x640 and return the texts it drew."""
    surface = WatchedSurface(WINDOW, texts)
    scene.draw(surface)
    return surface.drawn


def untranslated(drawn: Iterable[Drawn], allowed: Iterable[str] = ()) -> list[str]:
    """Drawn words with letters outside the pseudo-language's marks (names allowed)."""
    names = set(allowed)
    return sorted({d.text for d in drawn
                   if d.text not in names and LETTERS.search(strip_marked(d.text))})


def overflowing(drawn: list[Drawn], widgets: Iterable[Widget]) -> list[str]:
    """Texts cut off, outside the window, outside the widget they are drawn on, running into
    a stepper's arrows, or over another text."""
    window = pygame.Rect((0, 0), WINDOW)
    found: list[str] = []
    boxes = [w for w in widgets if w.visible and w.rect.width > 0]
    for d in drawn:
        if d.clipped:
            found.append(f"cut off: {d.text!r}")
        if not window.contains(d.rect):
            found.append(f"outside the window: {d.text!r} {d.rect}")
        for widget in boxes:
            if widget.rect.collidepoint(d.rect.center) and not widget.rect.contains(d.rect):
                found.append(f"outside its {type(widget).__name__}: {d.text!r}")
            if isinstance(widget, Stepper) and d.rect.centery in range(
                    widget.rect.top, widget.rect.bottom) and d.rect.x < widget.left.x \
                    and d.rect.right > widget.left.x and widget.rect.collidepoint(d.rect.center):
                found.append(f"into the stepper's arrows: {d.text!r}")
    found += _overlaps(drawn)
    return found


def _overlaps(drawn: list[Drawn]) -> list[str]:
    """Two different texts covering each other (more than a fifth of the smaller one: a
    line's own spacing above and below its letters is allowed)."""
    found = []
    for i, a in enumerate(drawn):
        for b in drawn[i + 1:]:
            if a.text == b.text or not a.rect.colliderect(b.rect):
                continue
            common = a.rect.clip(b.rect)
            smaller = min(a.rect.width * a.rect.height, b.rect.width * b.rect.height)
            if common.width * common.height * 5 > smaller:
                found.append(f"overlap: {a.text!r} / {b.text!r}")
    return found
