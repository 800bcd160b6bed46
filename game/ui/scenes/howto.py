"""How to play: one page per rule, each with a picture made of the game's own cards, then
the controls (from ``game.ui.keys.KEY_HELP``). Left/Right or the buttons turn the pages."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game.ui import palette
from game.ui.scenes.base import MenuScene, play_sound
from game.ui.widgets import INK, Button, blit_text, draw_panel

Picture = Callable[["HowToPlayScene", pygame.Surface, pygame.Rect], None]


@dataclass(frozen=True)
class Page:
    title: str
    text: str
    picture: str  # the name of a HowToPlayScene method drawing the picture


PAGES: tuple[Page, ...] = (
    Page("The race",
         "Everybody plays at once: there are no turns. Each player has a deck of 40 cards and "
         "lays out a row of Post piles, a Blitz pile of ten cards, and keeps the rest face down "
         "as the hand.\nEmpty your Blitz pile before anyone else and you call \"Blitz!\". "
         "With two players there are five Post piles; with three or four, three.",
         "picture_layout"),
    Page("Dutch piles",
         "The Dutch piles in the middle belong to everyone. A 1 of any colour starts a new "
         "pile. Each pile then climbs in its own colour, one number at a time, up to 10; "
         "a pile at 10 is complete.\nYou may play the top card of your Blitz pile, your "
         "Wood pile, or any Post pile - one card at a time. When two players reach for the "
         "same pile, the first card there counts.",
         "picture_dutch"),
    Page("Post piles",
         "Your Post piles go down: each new card is one lower than the card it covers, and "
         "boys and girls take turns. Red and blue cards show a boy, yellow and green a "
         "girl.\nOnly the lowest, last card of a Post pile can move. When a Post pile "
         "empties, the top of your Blitz pile fills the gap at once.",
         "picture_post"),
    Page("The Wood pile",
         "Stuck? Turn three cards from your hand onto your Wood pile; the third lands on top "
         "and can be played. When the hand runs out, turn the Wood pile over to make a new "
         "hand - never shuffled, so the same cards come round again.\nIf nothing has moved "
         "since the last turn-over, you may first put the top Wood card at the bottom to "
         "break the deadlock.",
         "picture_wood"),
    Page("Blitz!",
         "The hand ends the moment any player plays the last card of their Blitz pile. "
         "Everyone stops at once.\nIf the whole table gets stuck and nobody can play any "
         "more, the hand ends as a stalemate instead.",
         "picture_blitz"),
    Page("Scoring",
         "Each card you put on a Dutch pile scores one point. Each card still in your Blitz "
         "pile costs two.\nHands are played until someone reaches the target score (75 "
         "unless you choose otherwise); the highest total then wins. A tie at the top plays "
         "one more hand.",
         "picture_scoring"),
    Page("Controls",
         "Drag a card onto a pile, or click it to send it where it fits. Click your hand to "
         "turn three cards onto the Wood. Everything can be done with the keyboard too:",
         "picture_controls"),
)

FALLBACK_KEYS: tuple[tuple[str, str], ...] = (
    ("Mouse drag", "move a top card to a pile"),
    ("Click / double-click", "play a card where it fits"),
    ("Space", "turn three cards onto the Wood (or turn the Wood over)"),
    ("Esc", "pause"),
    ("F11", "full screen"),
)


def key_help() -> list[tuple[str, str]]:
    """The table's key list as (keys, what they do) pairs."""
    try:
        from game.ui.keys import KEY_HELP
    except ImportError:
        return list(FALLBACK_KEYS)
    rows: list[tuple[str, str]] = []
    for entry in KEY_HELP:
        if isinstance(entry, str):
            keys, _, what = entry.partition(":")
            rows.append((keys.strip(), what.strip()))
        elif isinstance(entry, tuple | list) and len(entry) >= 2:
            rows.append((str(entry[0]), str(entry[1])))
        else:
            keys = getattr(entry, "keys", None) or getattr(entry, "key", "")
            what = getattr(entry, "action", None) or getattr(entry, "description", "")
            rows.append((str(keys), str(what)))
    return rows or list(FALLBACK_KEYS)


class HowToPlayScene(MenuScene):
    """The rules in pictures, page by page."""

    heading = "How to play"

    def __init__(self, app: Any, page: int = 0) -> None:
        self.page = page
        super().__init__(app)

    def build(self) -> None:
        self.prev_button = Button("Previous", lambda: self.turn(-1))
        self.next_button = Button("Next", lambda: self.turn(1), primary=True)
        self.done_button = Button("Back", self.back)
        for b in (self.done_button, self.prev_button, self.next_button):
            self.group.add(b)
        self.group.focus(self.next_button)
        self._sync()

    def _sync(self) -> None:
        self.prev_button.enabled = self.page > 0
        last = self.page == len(PAGES) - 1
        self.next_button.label = "Done" if last else "Next"

    def turn(self, delta: int) -> None:
        if self.page + delta >= len(PAGES):
            self.back()
            return
        new = max(0, min(len(PAGES) - 1, self.page + delta))
        if new != self.page:
            self.page = new
            play_sound(self.app, "flip")
        self._sync()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.turn(1 if event.key == pygame.K_PAGEDOWN else -1)
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            if self.page < len(PAGES) - 1 or event.key == pygame.K_LEFT:
                self.turn(1 if event.key == pygame.K_RIGHT else -1)
            return
        super().handle(event)

    def layout(self) -> None:
        w, h = self.size
        self.panel = pygame.Rect(0, 0, min(w - self.px(60), self.px(1160)),
                                 min(h - self.px(140), self.px(640)))
        self.panel.midtop = (w // 2, self.px(112))
        bw, bh = self.px(170), self.px(52)
        y = self.panel.bottom - self.px(28)
        self.next_button.rect = pygame.Rect(0, 0, bw, bh)
        self.next_button.rect.bottomright = (self.panel.right - self.px(36), y)
        self.prev_button.rect = pygame.Rect(0, 0, bw, bh)
        self.prev_button.rect.bottomright = (self.next_button.rect.left - self.px(16), y)
        self.done_button.rect = pygame.Rect(0, 0, bw, bh)
        self.done_button.rect.bottomleft = (self.panel.x + self.px(36), y)

    def draw_content(self, surface: pygame.Surface) -> None:
        draw_panel(surface, self.panel, self.style)
        page = PAGES[self.page]
        x, y = self.panel.x + self.px(44), self.panel.y + self.px(40)
        inner_w = self.panel.width - self.px(88)
        wide = page.picture == "picture_controls"
        text_w = inner_w if wide else int(self.panel.width * 0.4)
        self.text(surface, f"{self.page + 1}. {page.title}", 32, (x, y), palette.RED, True,
                  "topleft")
        below = self.paragraph(surface, page.text, 19,
                               pygame.Rect(x, y + self.px(62), text_w, 0), INK)
        bottom = self.next_button.rect.top - self.px(24)
        if wide:
            picture = pygame.Rect(x, below + self.px(16), inner_w, bottom - below - self.px(16))
        else:
            left = x + text_w + self.px(40)
            picture = pygame.Rect(left, y, self.panel.right - self.px(44) - left, bottom - y)
            mat = picture.inflate(self.px(24), self.px(12))
            pygame.draw.rect(surface, palette.TABLE_FELT, mat, border_radius=self.px(14))
            pygame.draw.rect(surface, palette.TABLE_FELT_DARK, mat, max(2, self.px(3)),
                             border_radius=self.px(14))
            picture = picture.inflate(-self.px(16), -self.px(24))
        getattr(self, page.picture)(surface, picture)
        # page dots
        n = len(PAGES)
        gap = self.px(22)
        cx0 = self.panel.centerx - (n - 1) * gap // 2
        for i in range(n):
            centre = (cx0 + i * gap, self.next_button.rect.centery)
            if i == self.page:
                pygame.draw.circle(surface, palette.RED, centre, self.px(7))
            pygame.draw.circle(surface, INK, centre, self.px(7), max(1, self.px(2)))

    # --- picture helpers
    def _cb(self) -> bool:
        return bool(getattr(getattr(self.app, "settings", None), "colour_blind_symbols", False))

    def card(self, surface: pygame.Surface, code: str, topleft: tuple[float, float],
             width: int, angle: float = 0.0) -> pygame.Rect:
        """Draw a face-up card (``"R7"``) with a soft shadow."""
        art = getattr(self.app, "art", None)
        if art is None:
            return pygame.Rect(int(topleft[0]), int(topleft[1]), width, int(width * 1.4))
        face = art.face(code[0], int(code[1:]), width, colour_blind=self._cb())
        return self._blit_card(surface, face, topleft, angle)

    def back_card(self, surface: pygame.Surface, topleft: tuple[float, float], width: int,
                  deck: str = "pump") -> pygame.Rect:
        art = getattr(self.app, "art", None)
        if art is None:
            return pygame.Rect(int(topleft[0]), int(topleft[1]), width, int(width * 1.4))
        return self._blit_card(surface, art.back(deck, width), topleft, 0.0)

    def _blit_card(self, surface: pygame.Surface, image: pygame.Surface,
                   topleft: tuple[float, float], angle: float) -> pygame.Rect:
        if angle:
            image = pygame.transform.rotozoom(image, angle, 1.0)
        shadow = pygame.Surface(image.get_size(), pygame.SRCALPHA)
        shadow.fill((0, 0, 0, 60))
        shadow.blit(image, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        off = self.px(4)
        surface.blit(shadow, (topleft[0] + off, topleft[1] + off))
        return surface.blit(image, topleft)

    def caption(self, surface: pygame.Surface, text: str, midtop: tuple[int, int],
                colour: palette.RGB = palette.TABLE_TEXT, size: float = 16) -> pygame.Rect:
        return self.text(surface, text, size, midtop, colour, True, "midtop")

    def arrow(self, surface: pygame.Surface, start: tuple[float, float],
              end: tuple[float, float], colour: palette.RGB = palette.HIGHLIGHT) -> None:
        width = max(3, self.px(5))
        pygame.draw.line(surface, colour, start, end, width)
        angle = math.atan2(end[1] - start[1], end[0] - start[0])
        size = self.px(16)
        tip = [end,
               (end[0] - size * math.cos(angle - 0.5), end[1] - size * math.sin(angle - 0.5)),
               (end[0] - size * math.cos(angle + 0.5), end[1] - size * math.sin(angle + 0.5))]
        pygame.draw.polygon(surface, colour, tip)

    def _card_w(self, area: pygame.Rect, across: float, down: float = 1.6) -> int:
        """A card width so ``across`` cards fit the width and ``down`` card heights the height."""
        return max(20, int(min(area.width / across, area.height / (down * 1.4))))

    # --- the pictures
    def picture_layout(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        w = self._card_w(area, 7.8, 2.0)
        gap = w // 5
        y = area.y + area.height // 2 - int(w * 0.7)
        x = area.x + (area.width - (6 * w + 5 * gap + w // 2)) // 2
        for i, code in enumerate(("G8", "B3", "Y6")):
            r = self.card(surface, code, (x + i * (w + gap), y), w)
        self.caption(surface, "Post piles", (x + w + gap + w // 2, r.bottom + self.px(12)))
        bx = x + 3 * (w + gap) + w // 3
        for k in range(4, 0, -1):
            self.back_card(surface, (bx + k * self.px(2), y - k * self.px(2)), w)
        r = self.card(surface, "R4", (bx, y), w)
        self.caption(surface, "Blitz pile (10)", (r.centerx, r.bottom + self.px(12)),
                     palette.HIGHLIGHT)
        wx = bx + w + gap
        r = self.card(surface, "Y9", (wx, y), w)
        self.caption(surface, "Wood", (r.centerx, r.bottom + self.px(12)))
        hx = wx + w + gap
        for k in range(3, 0, -1):
            self.back_card(surface, (hx + k * self.px(2), y - k * self.px(2)), w)
        r = self.back_card(surface, (hx, y), w)
        self.caption(surface, "Hand", (r.centerx, r.bottom + self.px(12)))
        self.caption(surface, "Your side of the table", (area.centerx, area.y),
                     palette.TABLE_TEXT, 20)

    def picture_dutch(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        w = self._card_w(area, 5.0, 2.4)
        step = int(w * 0.3)
        x = area.x + self.px(30) + (area.width - self.px(30) - (4 * w + 3 * (w // 3))) // 2
        y = area.y + self.px(40)
        for i, code in enumerate(("R1", "R2", "R3", "R4")):
            r = self.card(surface, code, (x, y + i * step), w)
        self.caption(surface, "red climbs 1, 2, 3, 4...", (x + w // 2, r.bottom + self.px(10)))
        x2 = x + w + w // 3
        for i, code in enumerate(("B1", "B2")):
            r = self.card(surface, code, (x2, y + i * step), w)
        x3 = x2 + w + w // 3
        slot = pygame.Rect(x3, y, w, int(w * 1.4))
        pygame.draw.rect(surface, palette.SLOT_OUTLINE, slot, max(2, self.px(2)),
                         border_radius=w // 10)
        self.card(surface, "Y1", (x3 + w // 5, y + int(w * 1.75)), w, angle=-8)
        self.arrow(surface, (x3 + w // 2, y + int(w * 1.75)), (x3 + w // 2, slot.bottom + 4))
        self.caption(surface, "a 1 starts a pile", (x3 + w // 2, slot.y - self.px(28)),
                     palette.HIGHLIGHT)
        x4 = x3 + w + w // 3
        self.card(surface, "G10", (x4, y), w)
        self.caption(surface, "complete", (x4 + w // 2, y - self.px(28)))

    def picture_post(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        w = self._card_w(area, 3.4, 2.6)
        step = int(w * 0.38)
        x = area.x + area.width // 2 - w - w // 4
        y = area.y + self.px(10)
        labels = (("R7", "boy"), ("Y6", "girl"), ("B5", "boy"), ("G4", "girl"))
        for i, (code, who) in enumerate(labels):
            r = self.card(surface, code, (x, y + i * step), w)
            self.text(surface, f"{code[1:]} {who}", 17,
                      (x - self.px(14), y + i * step + self.px(14)), palette.TABLE_TEXT_MUTED,
                      True, "topright")
        self.caption(surface, "down by one, boy / girl in turn", (r.centerx, r.bottom +
                                                                  self.px(10)))
        x2 = x + w + w // 2
        self.card(surface, "R3", (x2, y + 2 * step), w, angle=-6)
        self.arrow(surface, (x2 + w // 2, y + 2 * step), (x + w - self.px(10),
                                                           y + 3 * step + self.px(10)),
                   palette.CARD_COLOURS_LIGHT["G"])
        self.caption(surface, "a red 3 may go on the green 4", (x2 + w // 2,
                                                                y + 2 * step - self.px(30)),
                     palette.CARD_COLOURS_LIGHT["G"])

    def picture_wood(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        w = self._card_w(area, 4.6, 1.9)
        y = area.y + area.height // 2 - int(w * 0.8)
        x = area.x + (area.width - int(w * 4.3)) // 2
        for k in range(4, 0, -1):
            self.back_card(surface, (x + k * self.px(2), y - k * self.px(2)), w)
        r = self.back_card(surface, (x, y), w)
        self.caption(surface, "hand", (r.centerx, r.bottom + self.px(12)))
        self.arrow(surface, (r.right + self.px(12), r.centery),
                   (r.right + w - self.px(8), r.centery))
        wx = r.right + w + self.px(4)
        for i, code in enumerate(("B8", "G2", "R5")):
            last = self.card(surface, code, (wx + i * int(w * 0.42), y), w)
        self.caption(surface, "three at a time: the third is on top",
                     (wx + int(w * 0.92), last.bottom + self.px(12)))
        self.caption(surface, "R5 is the card you can play", (last.centerx, y - self.px(30)),
                     palette.HIGHLIGHT)

    def picture_blitz(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        w = self._card_w(area, 4.0, 2.0)
        y = area.y + area.height // 2 - int(w * 0.6)
        x = area.x + area.width // 2 - w * 2
        slot = pygame.Rect(x, y, w, int(w * 1.4))
        pygame.draw.rect(surface, palette.SLOT_OUTLINE, slot, max(2, self.px(2)),
                         border_radius=w // 10)
        self.caption(surface, "Blitz pile: empty!", (slot.centerx, slot.bottom + self.px(12)),
                     palette.HIGHLIGHT)
        dx = x + int(w * 2.6)
        for i, code in enumerate(("B5", "B6")):
            self.card(surface, code, (dx, y + i * int(w * 0.3)), w)
        moving = self.card(surface, "B7", (x + int(w * 1.3), y - int(w * 0.25)), w, angle=10)
        self.arrow(surface, (slot.right - self.px(6), slot.centery), (moving.left + self.px(10),
                                                                     moving.centery))
        burst_c = (area.centerx, area.y + self.px(30))
        points = []
        for i in range(24):
            rr = self.px(62) if i % 2 == 0 else self.px(40)
            a = i * math.pi / 12
            points.append((burst_c[0] + math.cos(a) * rr * 1.7, burst_c[1] + math.sin(a) * rr))
        pygame.draw.polygon(surface, palette.YELLOW, points)
        pygame.draw.polygon(surface, palette.TABLE_TEXT, points, max(2, self.px(2)))
        self.text(surface, "Blitz!", 34, burst_c, palette.RED, True, "center")

    def picture_scoring(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        w = self._card_w(area, 6.6, 3.3)
        step = int(w * 0.42)
        x = area.x + self.px(6)
        y = area.y + self.px(12)
        codes = ("R1", "R2", "B1", "B2", "B3", "Y1", "G1", "G2")
        for i, code in enumerate(codes):
            last = self.card(surface, code, (x + i * step, y), w)
        num_x = x + 7 * step + w + self.px(36)
        self.text(surface, f"+{len(codes)}", 44, (num_x, last.centery),
                  palette.CARD_COLOURS_LIGHT["G"], True, "midleft")
        self.caption(surface, "8 of your cards went onto Dutch piles: +1 each",
                     (x + (7 * step + w) // 2, last.bottom + self.px(8)))
        y2 = last.bottom + self.px(52)
        for k in range(3):
            last = self.card(surface, ("G5", "B9", "Y7")[k], (x + k * self.px(5),
                                                              y2 - k * self.px(5)), w)
        self.text(surface, "-6", 44, (num_x, last.centery), palette.CARD_COLOURS_LIGHT["R"], True,
                  "midleft")
        self.caption(surface, "3 cards left in your Blitz pile: -2 each",
                     (x + w // 2 + self.px(120), last.bottom + self.px(8)))
        rule_y = last.bottom + self.px(44)
        pygame.draw.line(surface, palette.TABLE_TEXT, (num_x - self.px(10), rule_y),
                         (num_x + self.px(110), rule_y), max(2, self.px(3)))
        self.text(surface, "+2", 44, (num_x, rule_y + self.px(8)), palette.TABLE_TEXT, True,
                  "topleft")
        self.text(surface, "this hand", 16, (num_x + self.px(70), rule_y + self.px(30)),
                  palette.TABLE_TEXT_MUTED, True, "midleft")

    def picture_controls(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        rows = key_help()
        size = 18 if len(rows) <= 10 else 15
        key_w = int(area.width * 0.28)
        text_w = area.width - key_w - self.px(16)
        line_h = int(self.px(size) * 1.3)
        gap = self.px(8)
        wrapped = [self.wrap(what, size, text_w) for _, what in rows]
        needed = sum(len(lines) * line_h + gap for lines in wrapped)
        if needed > area.height:  # too tall: one line each
            wrapped = [lines[:1] for lines in wrapped]
        y = area.y
        for (keys, _), lines in zip(rows, wrapped, strict=True):
            if y + line_h > area.bottom:
                break
            chip = self.style.text(keys, size * 0.9, palette.PAPER, True)
            box = pygame.Rect(area.x, y, min(key_w, chip.get_width() + self.px(16)), line_h)
            pygame.draw.rect(surface, INK, box, border_radius=self.px(6))
            surface.blit(chip, chip.get_rect(midleft=(box.x + self.px(8), box.centery)),
                         area=pygame.Rect(0, 0, box.width - self.px(12), chip.get_height()))
            for line in lines:
                blit_text(surface, self.style.text(line, size, INK), "midleft",
                          (area.x + key_w + self.px(16), y + line_h // 2))
                y += line_h
            y += gap

    def describe(self) -> dict[str, Any]:
        info = super().describe()
        info.update(page=self.page, title=PAGES[self.page].title, pages=len(PAGES))
        return info
