"""The end-of-hand banner: a title and a line (e.g. "Blitz!" and who went out), swept across
the table.

A ``Banner`` is drawn by a table scene over the dimmed table; it springs in, holds, and
reports ``done`` after ``duration`` seconds of animation time (a click or key skips it).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pygame

from game.ui import palette
from game.ui.tween import clamp01, ease_out_back, ease_out_cubic

FontGetter = Callable[[int, bool], pygame.font.Font]

DURATION = 2.4
DIM_SECONDS = 0.25
"""The table dims under the banner over this long from its start..."""
GROW_SECONDS = 0.45
"""...while the band springs open over this long..."""
FADE_SECONDS = 0.35
"""...and the band fades out over this last part of its time; in between it holds still."""
VEIL = (8, 18, 16)
VEIL_ALPHA = 150
"""The dimming under a banner: this colour at this opacity (out of 255) when fully dimmed."""


def veil(surface: pygame.Surface, amount: float) -> None:
    """Dim ``surface`` towards ``VEIL`` by ``amount`` (0..1) in place: one multiplying fill, no
    full-window surface of its own. Each channel keeps ``255 - alpha`` plus the veil's own
    colour as it shows over a mid-tone, so it looks like blitting ``VEIL`` at that opacity
    (within a dozen levels at either end of a channel)."""
    alpha = round(VEIL_ALPHA * clamp01(amount))
    if alpha <= 0:
        return
    keep = [min(255, round(255 - alpha + c * alpha / 128)) for c in VEIL]
    surface.fill((keep[0], keep[1], keep[2]), special_flags=pygame.BLEND_RGB_MULT)


class Banner:
    def __init__(self, title: str, subtitle: str, started: float, colour: palette.RGB,
                 duration: float = DURATION) -> None:
        self.title = title
        self.subtitle = subtitle
        self.started = started
        self.colour = colour
        self.duration = duration
        self._cache: tuple[tuple[int, int], pygame.Surface] | None = None
        self._steps: tuple[tuple[int, int], Iterator[None]] | None = None
        self._scratch: pygame.Surface | None = None

    def done(self, now: float) -> bool:
        return now - self.started >= self.duration

    def dim(self, now: float) -> float:
        return clamp01((now - self.started) / DIM_SECONDS)

    def still_for(self, now: float) -> float:
        """Seconds from ``now`` that the banner looks the same: until it starts (not drawn
        before), none while the table dims under it, the band springs open or fades out,
        and while it holds, until its fade begins (a still table need not draw it again)."""
        since, fade_at = now - self.started, self.duration - FADE_SECONDS
        if since < 0:
            return -since
        return 0.0 if since < max(DIM_SECONDS, GROW_SECONDS) or since >= fade_at \
            else fade_at - since

    def prepare(self, size: tuple[int, int], font: FontGetter) -> None:
        """Render the band now (e.g. in a quiet frame before it starts), not in its first
        frame."""
        self._render(size, font)

    def prepare_some(self, size: tuple[int, int], font: FontGetter) -> bool:
        """One piece of the band (a font, a text, then the band itself) per call, for a table
        with a few quiet frames before the banner starts; True once the band for ``size`` is
        ready."""
        if self._cache is not None and self._cache[0] == size:
            return True
        if self._steps is None or self._steps[0] != size:
            self._steps = (size, self._render_steps(size, font))
        next(self._steps[1], None)
        return self._cache is not None and self._cache[0] == size

    def _render(self, size: tuple[int, int], font: FontGetter) -> pygame.Surface:
        if self._cache is None or self._cache[0] != size:
            for _ in self._render_steps(size, font):
                pass
        assert self._cache is not None
        return self._cache[1]

    def _render_steps(self, size: tuple[int, int], font: FontGetter) -> Iterator[None]:
        w, h = size
        unit = min(w / 1280, h / 800)
        band_h = round(190 * unit)
        title_font = font(round(104 * unit), True)
        yield
        sub_font = font(round(30 * unit), True)
        yield
        shadow = title_font.render(self.title, True, palette.INK)
        yield
        text = title_font.render(self.title, True, palette.PAPER)
        yield
        sub = sub_font.render(self.subtitle, True, palette.PAPER)
        yield
        band = pygame.Surface((w, band_h), pygame.SRCALPHA)
        band.fill((*self.colour, 235))
        edge = max(2, round(5 * unit))
        pygame.draw.rect(band, palette.INK, (0, 0, w, edge))
        pygame.draw.rect(band, palette.INK, (0, band_h - edge, w, edge))
        stripe = max(1, round(2 * unit))
        pygame.draw.rect(band, (0xF2, 0xC9, 0x4C), (0, edge + stripe * 2, w, stripe))
        pygame.draw.rect(band, (0xF2, 0xC9, 0x4C), (0, band_h - edge - stripe * 3, w, stripe))
        cy = round(band_h * 0.42)
        off = max(2, round(4 * unit))
        band.blit(shadow, shadow.get_rect(center=(w // 2 + off, cy + off)))
        band.blit(text, text.get_rect(center=(w // 2, cy)))
        band.blit(sub, sub.get_rect(center=(w // 2, round(band_h * 0.8))))
        yield
        self._scratch = pygame.Surface((w, band_h * 6 // 5 + 2), pygame.SRCALPHA)  # growing
        self._cache = (size, band)
        self._steps = None

    def draw(self, surface: pygame.Surface, font: FontGetter, now: float) -> None:
        band = self._render(surface.get_size(), font)
        t = now - self.started
        w, h = surface.get_size()
        grow = ease_out_back(clamp01(t / GROW_SECONDS))
        fade = 1.0 - ease_out_cubic(clamp01((t - (self.duration - FADE_SECONDS)) / FADE_SECONDS))
        height = max(1, round(band.get_height() * max(0.05, grow)))
        image = band
        if height != band.get_height():  # into the kept scratch: no new surface a frame, and
            scratch = self._scratch  # a plain scale (it grows too fast for smoothing to show)
            into = scratch.subsurface((0, 0, w, height)) if scratch is not None \
                and scratch.get_width() == w and scratch.get_height() >= height else None
            image = pygame.transform.scale(band, (w, height), into)
        image.set_alpha(round(255 * fade))
        surface.blit(image, image.get_rect(center=(w // 2, round(h * 0.45))))
        image.set_alpha(255)
