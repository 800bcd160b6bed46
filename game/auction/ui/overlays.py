"""What is drawn over the table: the buttons, the chain trail, the coach line, the chooser of
a firing power and the card being dragged (notes are the host's; they stack at the right of
the rival's offering row)."""

from __future__ import annotations

import weakref
from collections.abc import Callable
from functools import partial
from typing import NamedTuple

import pygame

from game.auction.rules.cards import VALUE, VP
from game.auction.ui.actions import TableActions
from game.auction.ui.canvas import Canvas, Step, draw_step
from game.auction.ui.coach import card_name, card_tip
from game.auction.ui.parts import TableParts
from game.auction.ui.places import choice_rects, chooser_px, chooser_rect
from game.i18n import _
from game.ui import palette
from game.ui.image_worker import WORKER
from game.ui.table.dirty import aligned
from game.ui.table.notes import NOTE_GAP, SHOWN, NoteStack

BUTTON = (0xF2, 0xC9, 0x4C)
PANEL_KEY = (255, 0, 255)
"""The see-through colour of the chooser's panel image (its rounded corners)."""
TIP_PLACES = ("hand", "aside", "bid", "offer0", "offer1", "slot", "choice", "rival")


class ShownChooser(NamedTuple):
    """The chooser as the window showed it over the kept layer: what it was drawn on and
    with, and where (the window there, the kept layer with the chooser on it, is copied in
    ``TableOverlays._copy``)."""

    surface: pygame.Surface
    layer: pygame.Surface
    paints: int
    """How many times the kept layer had been painted (another painting: another table)."""
    steps: list[Step]
    box: pygame.Rect


def _panel_pieces(size: tuple[int, int]) -> list[tuple[pygame.Surface, tuple[int, int]]]:
    """The chooser's panel of ``size`` as its keyed top rows, opaque middle and keyed bottom
    rows, each with where it goes in the panel (each piece made at its own size: no whole
    panel made and cut, a million pixels more)."""
    width, height = size
    radius = height // 12
    band = max(radius + 1, 2)  # (the rows the corners cut, and the outline's two at least)
    cuts = ((0, height, True),) if 2 * band >= height else \
        ((0, band, True), (band, height - 2 * band, False), (height - band, band, True))
    pieces = []
    for top, rows, keyed in cuts:
        piece = pygame.Surface((width, rows))
        if keyed:  # (the rows the rounded corners cut: the whole outline, clipped)
            piece.fill(PANEL_KEY)
            box = pygame.Rect(0, -top, width, height)
            pygame.draw.rect(piece, palette.TABLE_FELT_DARK, box, border_radius=radius)
            pygame.draw.rect(piece, palette.HIGHLIGHT, box, 2, border_radius=radius)
            piece.set_colorkey(PANEL_KEY)
        else:  # (straight sides: the outline's two columns each side of the dark middle)
            piece.fill(palette.HIGHLIGHT)
            piece.fill(palette.TABLE_FELT_DARK, (2, 0, width - 4, rows))
        pieces.append((piece, (0, top)))
    return pieces


class TableOverlays:
    """Buttons, words and the chooser over ``parts``' painted table."""

    def __init__(self, parts: TableParts, actions: TableActions) -> None:
        self.parts = parts
        self.actions = actions
        self._shown: ShownChooser | None = None
        """The chooser drawn last over the kept layer (``_draw_chooser``)."""
        self._panel_pieces: dict[tuple[int, int], list[tuple[pygame.Surface, tuple[int, int]]]] = {}
        """The chooser's panel in pieces, for the one size it was last made at."""
        self._copy: pygame.Surface | None = None
        """The window where the chooser was drawn, copied (kept for the next chooser of its
        size: a new surface of a million pixels costs several times the copy)."""
        self._copy_ahead: pygame.Surface | None = None
        """A copy of the size the layout's chooser will take, made ahead (``prepare``)."""

    def _panel(self, size: tuple[int, int]) -> list[tuple[pygame.Surface, tuple[int, int]]]:
        """The chooser's panel (dark, rounded, outlined) made once per size, in three pieces
        put down one under the other: the rows its rounded corners cut, keyed, above and
        below all the rows between them, opaque, copied whole (a keyed or run-length coded
        blit of a million pixels costs several times a copy, the first one the most)."""
        if size not in self._panel_pieces:
            self._panel_pieces = {size: _panel_pieces(size)}
        return self._panel_pieces[size]

    def note_stack(self, size: tuple[int, int]) -> NoteStack:
        """Notes stack down from the rival's offering row; over a chooser they would hide its
        corner, so while one is up they start higher, the most the host shows ending just
        above it."""
        lay = self.parts.layout
        px = max(12, lay.card[1] // 8)
        top = lay.rival_offering.y + px
        if self.actions.choosing():
            step = self.parts.app.font(px, True).get_linesize() + px // 2 + NOTE_GAP
            top = min(top, self.chooser_rect().top - max(4, px // 3) - SHOWN * step)
        return NoteStack((lay.coach.right, top), px, "topright", True)

    def draw_still_overlays(self, surface: Canvas) -> None:
        """What stays until the table or the player's picks change: buttons and words."""
        self._buttons(surface)
        self._trail(surface)
        if self.parts.coach_on:
            self._coach(surface)

    def draw_moving_overlays(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """Over the kept table: the chooser of a firing power, the hovered card's tip and the
        dragged card; where they were drawn."""
        return self._draw_chooser(surface) + self._tip(surface) + self._draw_drag(surface)

    def _draw_chooser(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """The chooser drawn over the kept table: a panel across the display row, whose coming
        and going would otherwise repaint a million pixels of the kept layer (at the largest
        window) in one frame. It is the first thing drawn after the host put the kept layer
        back wherever the last frame drew. Drawn, the window where it was drawn is copied at
        once (into a copy made ahead, ``prepare``) and shown without being reported as drawn
        over the layer; while its steps and the kept layer stay the same it is left on the
        window as it is, and the copy is put back only where the host put the layer back this
        frame (where a card flew over it), so a chooser that stays up costs neither a repaint
        nor a copy a frame, and the host never puts the layer back under it."""
        canvas = Canvas(surface.get_size())
        self._chooser(canvas)
        host = self.parts.host
        layer = host.base.surface if host.keep_base else None
        shown = self._shown
        kept = shown is not None and shown.surface is surface and shown.layer is layer \
            and shown.steps == canvas.steps and bool(canvas.steps)
        if kept and shown is not None and self._left_shown(surface, shown):
            return []
        cleared = self._clear_shown(surface)
        if not canvas.steps:
            self._shown = None
            return cleared
        for step in canvas.steps:
            draw_step(surface, step)
        boxes = [pygame.Rect(step.box) for step in canvas.steps]
        box = aligned(boxes[0].unionall(boxes[1:]), surface.get_rect())
        if layer is None or not box.w or not box.h:  # (a whole painting elsewhere keeps it)
            return [*cleared, box]
        self._copy_window(surface, box)
        self._shown = ShownChooser(surface, layer, host.base.paints, canvas.steps, box)
        host.frame.shown([box])
        return cleared

    def _left_shown(self, surface: pygame.Surface, shown: ShownChooser) -> bool:
        """The chooser drawn the same as last frame, left on the window: its copy put back
        where the host put the kept layer back, and drawn again over the places the layer was
        painted anew since (once); False when it must be drawn again whole."""
        host = self.parts.host
        self._put_back(surface, shown.box)
        if shown.paints == host.base.paints:
            return True  # (left on the window: the host need not put the layer back there)
        if host.base.paints == shown.paints + 1 and self._redraw_repainted(surface, shown):
            self._shown = shown._replace(paints=host.base.paints)
            return True
        return False

    def _put_back(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """The kept chooser's copy put back over the parts of ``box`` where the host put the
        kept layer back this frame (all of it when it may have put it back anywhere). The
        chooser is then left on the window as the last frame showed it (the host shows the
        places it put back; they are not reported as drawn, or the host would put the layer
        back there again next frame): the kept layer is put back under it by the chooser
        itself when it changes or goes (``_clear_shown``)."""
        copy = self._copy
        assert copy is not None
        restored = self.parts.host.frame.changed
        if restored is None:
            surface.blit(copy, box)
            return
        for place in restored:
            part = place.clip(box)
            if part.w and part.h:
                surface.blit(copy, part, part.move(-box.x, -box.y))

    def _clear_shown(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """The kept layer put back where the last chooser was (a chooser left on the window
        is not put back by the host: it was not drawn over the layer last frame); where."""
        shown = self._shown
        restored = self.parts.host.frame.changed
        if shown is None or shown.surface is not surface or shown.layer is None \
                or shown.layer is not self.parts.host.base.surface or restored is None \
                or any(place.contains(shown.box) for place in restored):
            return []
        return [surface.blit(shown.layer, shown.box, shown.box)]

    def _redraw_repainted(self, surface: pygame.Surface, shown: ShownChooser) -> bool:
        """The kept chooser drawn again, after the kept layer was painted once more in places
        (cards landing, a count changed), only over the places painted (where the host has
        put the new kept layer back), and those places copied. False when the painting may
        have reached anywhere."""
        places = self.parts.painted_rects()
        copy = self._copy
        if places is None or copy is None:
            return False
        clip = surface.get_clip()
        for place in places:
            part = place.clip(shown.box)
            if not part.w or not part.h:
                continue
            surface.blit(shown.layer, part, part)
            surface.set_clip(part)
            for step in shown.steps:
                draw_step(surface, step)
            surface.set_clip(clip)
            copy.blit(surface, part.move(-shown.box.x, -shown.box.y), part)
        return True

    def _copy_window(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """The window within ``box`` into ``_copy`` (the one made ahead for the layout when
        it has this size, a new one only for another size)."""
        if self._copy is None or self._copy.get_size() != box.size:
            ahead = self._copy_ahead
            self._copy = ahead if ahead is not None and ahead.get_size() == box.size else \
                pygame.Surface(box.size, 0, surface)
        self._copy.blit(surface, (0, 0), box)

    def prepare(self, screen: pygame.Rect) -> None:
        """For a new layout in a window of ``screen``: the chooser's panel and the copy of the
        window under it made ahead on the image thread, so the frame that first shows a
        chooser does not make them (two million pixels at the largest window)."""
        panel = self.chooser_rect()
        box = aligned(panel, screen)
        if panel.size in self._panel_pieces and self._copy_ahead is not None \
                and self._copy_ahead.get_size() == box.size:
            return
        WORKER.add([partial(_made_ahead, weakref.WeakMethod(self._make_ahead), panel.size,
                            box.size)])

    def _make_ahead(self, size: tuple[int, int], copy_size: tuple[int, int]) -> None:
        """(On the image thread.) The panel of ``size`` and a copy of ``copy_size``, unless
        a frame made them meanwhile."""
        if size not in self._panel_pieces:
            self._panel_pieces = {size: _panel_pieces(size)}
        if self._copy_ahead is None or self._copy_ahead.get_size() != copy_size:
            self._copy_ahead = pygame.Surface(copy_size)

    def _buttons(self, surface: Canvas) -> None:
        for name, (label, enabled) in self.actions.button_labels().items():
            rect = self.parts.layout.buttons[name]
            fill = BUTTON if enabled and name == "primary" else \
                palette.PAPER if enabled else palette.PAPER_SHADE
            self.parts.painter.button(surface, rect, fill, max(1, rect.height // 18))
            colour = palette.INK if enabled else palette.TABLE_TEXT_MUTED
            self.parts.painter.text(surface, label, max(11, int(rect.height * 0.42)), rect.center,
                              colour, True, "center")

    def _trail(self, surface: Canvas) -> None:
        if not self.parts.trail:
            return
        rect = self.parts.layout.trail
        text = "  ->  ".join(self.parts.trail)
        px = max(11, int(rect.height * 0.72))
        font = self.parts.app.font(px, True)
        while font.size(text)[0] > rect.width and len(text) > 8:
            text = "..." + text[len(text) // 6:]
        self.parts.painter.text(surface, text, px, rect.center, palette.HIGHLIGHT, True, "center")

    def _coach(self, surface: Canvas) -> None:
        coach = self.parts.session.coach
        if coach is not None and coach.tip is not None:
            return  # the tip on screen says what to do; two texts would not agree
        rect = self.parts.layout.coach
        text = self.actions.coach_text()
        if not text:
            return
        px = max(11, int(rect.height * 0.7))
        px = self.parts.painter.fitting(text, px, rect.width - px, 10)
        words = self.parts.painter.measured(text, px, palette.PAPER, False)
        line = pygame.Rect((0, 0), words.size)
        line.center = rect.center
        box = line.inflate(px, 2)
        line.center = box.center
        surface.rect(palette.INK, box, border_radius=box.height // 2)
        surface.words(words, line)  # (rendered when its place is painted)

    def chooser_rect(self) -> pygame.Rect:
        return chooser_rect(self.parts.layout)

    def _chooser(self, surface: Canvas) -> None:
        if not self.actions.choosing():
            return
        entries = self.actions.fire_entries()
        view = self.parts.session.view()
        panel = self.chooser_rect()
        for piece, (dx, dy) in self._panel(panel.size):
            surface.blit(piece, (panel.x + dx, panel.y + dy))
        top = view.pending[-1]
        firing = top.of or self.parts.picks.seven_of or top.card
        px = chooser_px(panel)
        if VALUE[top.card] == 7 and firing != top.card:
            title = _("{card} fires, repeating {of}: choose a card, or Decline") if entries \
                else _("{card} fires, repeating {of}: nothing to take; Decline")
        else:
            title = _("{card} fires: choose a card, or Decline") if entries \
                else _("{card} fires: nothing to take; Decline")
        title = title.format(card=card_name(top.card), of=card_name(firing))
        self.parts.painter.fitted(surface, title, px, (panel.x + px, panel.y + px // 2),
                            panel.width - 2 * px, bold=True)
        rects = choice_rects(self.parts.layout, len(entries))
        for i, (entry, rect) in enumerate(zip(entries, rects, strict=True)):
            surface.blit(self.parts.images.card(entry.card, rect.size), rect)
            self.parts.painter.text(surface, _("{n} {where}").format(n=i + 1, where=_(entry.label)),
                              max(10, px - 2),
                              (rect.x, rect.bottom + 2), palette.TABLE_TEXT, False,
                              "topleft")

    def _tip(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """A hovered face-up card's name, points and power, just above it."""
        place = self.parts.hover
        if place is None or self.parts.pointer.drag is not None:
            return []
        kind, _colon, rest = place.partition(":")
        card = self.parts.card_of(place) if kind == "slot" else rest
        if kind == "choice" and rest.isdigit():
            entries = self.actions.fire_entries()
            card = entries[int(rest)].card if int(rest) < len(entries) else ""
        rect = self.parts.last_hits.get(place)
        if kind not in TIP_PLACES or card not in VP or rect is None:
            return []
        lines = card_tip(card, self.parts.session.view().options.ten_card_face)
        px = max(12, self.parts.layout.card[1] // 8)
        images = [self.parts.painter.words(text, px, palette.INK, True) for text in lines]
        box = pygame.Rect(0, 0, max(i.get_width() for i in images) + px,
                          sum(i.get_height() for i in images) + px // 2)
        box.midbottom = (rect.centerx, rect.top - 4)
        box.clamp_ip(surface.get_rect())
        pygame.draw.rect(surface, palette.PAPER, box, border_radius=px // 2)
        pygame.draw.rect(surface, palette.INK, box, 2, border_radius=px // 2)
        y = box.y + px // 4
        for image in images:
            surface.blit(image, (box.x + px // 2, y))
            y += image.get_height()
        return [box]

    def _draw_drag(self, surface: pygame.Surface) -> list[pygame.Rect]:
        drag = self.parts.pointer.drag
        if drag is None or not drag.card:
            return []
        spread = max(4, round(drag.rect.height * 0.07))
        shade = surface.blit(self.parts.images.shadow(drag.rect.size, spread),
                             (drag.rect.x - spread // 2, drag.rect.y))
        return [shade, surface.blit(self.parts.images.card(drag.card, drag.rect.size),
                                    drag.rect)]


def _made_ahead(make: weakref.WeakMethod[Callable[[tuple[int, int], tuple[int, int]], None]],
                size: tuple[int, int], copy_size: tuple[int, int]) -> None:
    """(On the image thread.) The chooser's panel and copy made ahead, unless its table has
    closed meanwhile (a queued job does not keep a closed table alive)."""
    made = make()
    if made is not None:
        made(size, copy_size)
