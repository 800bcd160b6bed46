"""How the table log looks, for the live table and the replay viewer alike.

``LogView`` draws a paper panel of log lines, newest last at the bottom, wrapped to the panel's
width; when there are more than fit, the last ones show and the wheel, Up / Down or Page Up /
Page Down scroll back (``scroll`` lines up from the newest). ``draw_tab`` draws the small
"Log (L)" tab a table shows in a corner. Rendered lines are kept, so a still log costs no
text rendering.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.core.i18n import N_
from game.i18n import _, ngettext
from game.ui import palette
from game.ui.fonts import FontGetter
from game.ui.widgets import INK, INK_SOFT, PAPER

TEXT_PX = 15
"""The log's text size at the design size (scaled with the window)."""
KEPT = 600
"""Rendered lines kept (a long match's log scrolls through more; older renders go first)."""
TITLE = N_("Table log")
HINT = N_("L or Esc closes · wheel scrolls")
TAB = N_("Log (L)")


class LogView:
    """The log's panel: what is shown, how far it is scrolled, the rendered lines."""

    def __init__(self, font: FontGetter) -> None:
        self.font = font
        self.scroll = 0
        """Lines scrolled back from the newest (0: the newest line is the last shown)."""
        self.shown = 0
        """Lines that fit the panel when it was last drawn."""
        self._images: dict[tuple[str, int, bool, tuple[int, int, int]], pygame.Surface] = {}
        self._wrapped: dict[tuple[str, int, int], list[str]] = {}

    # --- scrolling ----------------------------------------------------------------------------
    def scroll_by(self, lines: int, total: int) -> None:
        """Scroll ``lines`` back (negative: towards the newest), within the log's length."""
        self.scroll = max(0, min(max(0, total - max(1, self.shown)), self.scroll + lines))

    def scroll_key(self, key: int, total: int) -> bool:
        """Up / Down / Page Up / Page Down / Home / End scroll (True: the key was one)."""
        page = max(1, self.shown - 1)
        steps = {pygame.K_UP: 1, pygame.K_DOWN: -1, pygame.K_PAGEUP: page,
                 pygame.K_PAGEDOWN: -page, pygame.K_HOME: total, pygame.K_END: -total}
        if key not in steps:
            return False
        self.scroll_by(steps[key], total)
        return True

    # --- drawing ------------------------------------------------------------------------------
    def _text(self, text: str, px: int, bold: bool = False,
              colour: tuple[int, int, int] = INK) -> pygame.Surface:
        key = (text, px, bold, colour)
        image = self._images.get(key)
        if image is None:
            if len(self._images) >= KEPT:
                self._images.pop(next(iter(self._images)))
            image = self._images[key] = self.font(px, bold).render(text, True, colour)
        return image

    def _wrap(self, text: str, px: int, width: int) -> list[str]:
        key = (text, px, width)
        rows = self._wrapped.get(key)
        if rows is None:
            font = self.font(px, False)
            rows, row = [], ""
            for word in text.split():
                tried = f"{row} {word}" if row else word
                if row and font.size(tried)[0] > width:
                    rows.append(row)
                    row = word
                else:
                    row = tried
            rows.append(row)
            if len(self._wrapped) >= KEPT:
                self._wrapped.pop(next(iter(self._wrapped)))
            self._wrapped[key] = rows
        return rows

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, texts: Sequence[str],
             scale: float, title: str = TITLE) -> None:
        """The panel in ``rect``: a title, then the lines that fit, the newest last."""
        px = max(10, round(TEXT_PX * scale))
        pad = max(6, round(12 * scale))
        pygame.draw.rect(surface, PAPER, rect, border_radius=pad)
        pygame.draw.rect(surface, INK, rect, max(2, round(2 * scale)), border_radius=pad)
        heading = self._text(_(title), px + 2, True)
        surface.blit(heading, (rect.x + pad, rect.y + pad // 2))
        hint = self._text(_(HINT), max(9, px - 3), False, INK_SOFT)
        if heading.get_width() + hint.get_width() + pad * 3 < rect.width:
            bottom = rect.y + pad // 2 + heading.get_height()
            surface.blit(hint, hint.get_rect(bottomright=(rect.right - pad, bottom)))
        body = pygame.Rect(rect.x + pad, rect.y + pad + heading.get_height(),
                           rect.width - 2 * pad, rect.height - 2 * pad - heading.get_height())
        self._draw_lines(surface, body, texts, px)

    def _draw_lines(self, surface: pygame.Surface, body: pygame.Rect, texts: Sequence[str],
                    px: int) -> None:
        line_h = self.font(px, False).get_linesize()
        self.shown = max(1, body.height // line_h)
        self.scroll = max(0, min(self.scroll, max(0, len(texts) - 1)))
        if not texts:
            surface.blit(self._text(_("Nothing has happened yet."), px, False, INK_SOFT), body)
            return
        rows: list[tuple[str, bool]] = []
        end = len(texts) - self.scroll
        for index in range(end - 1, -1, -1):  # the newest shown first, upwards
            wrapped = self._wrap(texts[index], px, body.width - px)
            rows[:0] = [(row, i > 0) for i, row in enumerate(wrapped)]
            if len(rows) >= self.shown:
                break
        rows = rows[-self.shown:]
        y = body.bottom - len(rows) * line_h
        for row, more in rows:
            surface.blit(self._text(row, px), (body.x + (px if more else 0), y))
            y += line_h
        if self.scroll:
            words = ngettext("▼ {n} newer", "▼ {n} newer", self.scroll).format(n=self.scroll)
            newer = self._text(words, max(9, px - 3), True, palette.RED)
            surface.blit(newer, newer.get_rect(bottomright=(body.right, body.bottom + 2)))

    def draw_tab(self, surface: pygame.Surface, rect: pygame.Rect, scale: float,
                 open_now: bool) -> None:
        """The "Log (L)" tab (lit while the log is open)."""
        radius = max(4, round(8 * scale))
        fill = INK if open_now else PAPER
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
        pygame.draw.rect(surface, INK, rect, max(1, round(2 * scale)), border_radius=radius)
        size = max(10, round(14 * scale))
        label = self._text(_(TAB), size, True, PAPER if open_now else INK)
        room = rect.width - max(4, round(8 * scale))
        if label.get_width() > room:  # a language's longer word: smaller, never past the tab
            size = max(8, size * room // label.get_width())
            label = self._text(_(TAB), size, True, PAPER if open_now else INK)
        surface.blit(label, label.get_rect(center=rect.center))


def tab_rect(size: tuple[int, int], scale: float) -> pygame.Rect:
    """The tab's default place: the table's bottom-left corner."""
    width, height = round(76 * scale), round(28 * scale)
    margin = round(8 * scale)
    return pygame.Rect(margin, size[1] - margin - height, width, height)


def panel_rect(size: tuple[int, int], scale: float, tab: pygame.Rect) -> pygame.Rect:
    """Where the open log lies: up from its tab, on the left of the table."""
    margin = round(8 * scale)
    width = min(round(size[0] * 0.46), round(520 * scale))
    width = max(width, min(size[0] - 2 * margin, round(300 * scale)))
    top = round(size[1] * 0.12)
    bottom = tab.top - margin if tab.top > size[1] // 2 else size[1] - margin
    left = min(max(margin, tab.left), size[0] - margin - width)
    return pygame.Rect(left, top, width, max(round(120 * scale), bottom - top))


__all__ = ["LogView", "panel_rect", "tab_rect"]
