"""Dutch Blitz's how-to-play pages: one page per rule, each with a picture made of the game's
own cards, then the table's controls (``KEY_HELP``). The shared ``HowToPlayScene`` turns them."""

from __future__ import annotations

import math

import pygame

from game.core.i18n import N_
from game.dutch_blitz.rules.cards import card_words
from game.dutch_blitz.ui.keys import KEY_HELP
from game.i18n import _
from game.ui import palette
from game.ui.howto_page import HowToPage
from game.ui.scenes.howto import HowToPlayScene
from game.ui.widgets import INK, blit_text


def _picture_layout(pen: HowToPlayScene, surface: pygame.Surface, area: pygame.Rect) -> None:
    """Your side in the table's order, left to right: Hand, Wood, Post piles, Blitz pile."""
    w = pen.card_width(area, 7.8, 2.0)
    gap = w // 5
    y = area.y + area.height // 2 - int(w * 0.7)
    x = area.x + (area.width - (6 * w + 5 * gap + w // 2)) // 2
    for k in range(3, 0, -1):
        pen.back_card(surface, (x + k * pen.px(2), y - k * pen.px(2)), w)
    r = pen.back_card(surface, (x, y), w)
    pen.caption(surface, _("Hand"), (r.centerx, r.bottom + pen.px(12)))
    wx = x + w + gap
    r = pen.card(surface, "Y9", (wx, y), w)
    pen.caption(surface, _("Wood"), (r.centerx, r.bottom + pen.px(12)))
    px = wx + w + gap + w // 4
    for i, code in enumerate(("G8", "B3", "Y6")):
        r = pen.card(surface, code, (px + i * (w + gap), y), w)
    pen.caption(surface, _("Post piles"), (px + w + gap + w // 2, r.bottom + pen.px(12)))
    bx = px + 3 * (w + gap) + w // 4
    for k in range(4, 0, -1):
        pen.back_card(surface, (bx + k * pen.px(2), y - k * pen.px(2)), w)
    r = pen.card(surface, "R4", (bx, y), w)
    pen.caption(surface, _("Blitz pile (10)"), (r.centerx, r.bottom + pen.px(12)),
                palette.HIGHLIGHT)
    pen.caption(surface, _("Your side of the table"), (area.centerx, area.y),
                 palette.TABLE_TEXT, 20)


def _picture_dutch(pen: HowToPlayScene, surface: pygame.Surface, area: pygame.Rect) -> None:
    w = pen.card_width(area, 5.0, 2.4)
    step = int(w * 0.3)
    x = area.x + pen.px(30) + (area.width - pen.px(30) - (4 * w + 3 * (w // 3))) // 2
    y = area.y + pen.px(40)
    for i, code in enumerate(("R1", "R2", "R3", "R4")):
        r = pen.card(surface, code, (x, y + i * step), w)
    pen.caption(surface, _("red climbs 1, 2, 3, 4..."), (x + w // 2, r.bottom + pen.px(10)))
    x2 = x + w + w // 3
    for i, code in enumerate(("B1", "B2")):
        r = pen.card(surface, code, (x2, y + i * step), w)
    x3 = x2 + w + w // 3
    slot = pygame.Rect(x3, y, w, int(w * 1.4))
    pygame.draw.rect(surface, palette.SLOT_OUTLINE, slot, max(2, pen.px(2)),
                     border_radius=w // 10)
    pen.card(surface, "Y1", (x3 + w // 5, y + int(w * 1.75)), w, angle=-8)
    pen.arrow(surface, (x3 + w // 2, y + int(w * 1.75)), (x3 + w // 2, slot.bottom + 4))
    pen.caption(surface, _("a 1 starts a pile"), (x3 + w // 2, slot.y - pen.px(28)),
                palette.HIGHLIGHT)
    x4 = x3 + w + w // 3
    pen.card(surface, "G10", (x4, y), w)
    pen.caption(surface, _("complete"), (x4 + w // 2, y - pen.px(28)))

def _picture_post(pen: HowToPlayScene, surface: pygame.Surface, area: pygame.Rect) -> None:
    w = pen.card_width(area, 3.4, 2.6)
    step = int(w * 0.38)
    x = area.x + area.width // 2 - w - w // 4
    y = area.y + pen.px(10)
    labels = (("R7", N_("boy")), ("Y6", N_("girl")), ("B5", N_("boy")), ("G4", N_("girl")))
    for i, (code, who) in enumerate(labels):
        r = pen.card(surface, code, (x, y + i * step), w)
        pen.text(surface, f"{code[1:]} {_(who)}", 17,
                  (x - pen.px(14), y + i * step + pen.px(14)), palette.TABLE_TEXT_MUTED,
                  True, "topright")
    pen.caption(surface, _("down by one, boy / girl in turn"), (r.centerx, r.bottom +
                                                              pen.px(10)))
    x2 = x + w + w // 2
    pen.card(surface, "R3", (x2, y + 2 * step), w, angle=-6)
    pen.arrow(surface, (x2 + w // 2, y + 2 * step), (x + w - pen.px(10),
                                                       y + 3 * step + pen.px(10)),
               palette.CARD_COLOURS_LIGHT["G"])
    pen.caption(surface, _("a red 3 may go on the green 4"), (x2 + w // 2,
                                                            y + 2 * step - pen.px(30)),
                 palette.CARD_COLOURS_LIGHT["G"])

def _picture_wood(pen: HowToPlayScene, surface: pygame.Surface, area: pygame.Rect) -> None:
    w = pen.card_width(area, 4.6, 1.9)
    y = area.y + area.height // 2 - int(w * 0.8)
    x = area.x + (area.width - int(w * 4.3)) // 2
    for k in range(4, 0, -1):
        pen.back_card(surface, (x + k * pen.px(2), y - k * pen.px(2)), w)
    r = pen.back_card(surface, (x, y), w)
    pen.caption(surface, _("hand"), (r.centerx, r.bottom + pen.px(12)))
    pen.arrow(surface, (r.right + pen.px(12), r.centery),
               (r.right + w - pen.px(8), r.centery))
    wx = r.right + w + pen.px(4)
    for i, code in enumerate(("B8", "G2", "R5")):
        last = pen.card(surface, code, (wx + i * int(w * 0.42), y), w)
    pen.caption(surface, _("three at a time: the third is on top"),
                 (wx + int(w * 0.92), last.bottom + pen.px(12)))
    top = card_words(code).capitalize()
    pen.caption(surface, _("{card} is the card you can play").format(card=top),
                (last.centerx, y - pen.px(30)),
                palette.HIGHLIGHT)

def _picture_blitz(pen: HowToPlayScene, surface: pygame.Surface, area: pygame.Rect) -> None:
    w = pen.card_width(area, 4.0, 2.0)
    y = area.y + area.height // 2 - int(w * 0.6)
    x = area.x + area.width // 2 - w * 2
    slot = pygame.Rect(x, y, w, int(w * 1.4))
    pygame.draw.rect(surface, palette.SLOT_OUTLINE, slot, max(2, pen.px(2)),
                     border_radius=w // 10)
    pen.caption(surface, _("Blitz pile: empty!"), (slot.centerx, slot.bottom + pen.px(12)),
                palette.HIGHLIGHT)
    dx = x + int(w * 2.6)
    for i, code in enumerate(("B5", "B6")):
        pen.card(surface, code, (dx, y + i * int(w * 0.3)), w)
    moving = pen.card(surface, "B7", (x + int(w * 1.3), y - int(w * 0.25)), w, angle=10)
    pen.arrow(surface, (slot.right - pen.px(6), slot.centery), (moving.left + pen.px(10),
                                                                 moving.centery))
    burst_c = (area.centerx, area.y + pen.px(30))
    points = []
    for i in range(24):
        rr = pen.px(62) if i % 2 == 0 else pen.px(40)
        a = i * math.pi / 12
        points.append((burst_c[0] + math.cos(a) * rr * 1.7, burst_c[1] + math.sin(a) * rr))
    pygame.draw.polygon(surface, palette.YELLOW, points)
    pygame.draw.polygon(surface, palette.TABLE_TEXT, points, max(2, pen.px(2)))
    pen.text(surface, _("Blitz!"), 34, burst_c, palette.RED, True, "center")

def _picture_scoring(pen: HowToPlayScene, surface: pygame.Surface, area: pygame.Rect) -> None:
    w = pen.card_width(area, 6.6, 3.3)
    step = int(w * 0.42)
    x = area.x + pen.px(6)
    y = area.y + pen.px(12)
    codes = ("R1", "R2", "B1", "B2", "B3", "Y1", "G1", "G2")
    for i, code in enumerate(codes):
        last = pen.card(surface, code, (x + i * step, y), w)
    num_x = x + 7 * step + w + pen.px(36)
    pen.text(surface, f"+{len(codes)}", 44, (num_x, last.centery),
              palette.CARD_COLOURS_LIGHT["G"], True, "midleft")
    pen.caption(surface, _("8 of your cards went onto Dutch piles: +1 each"),
                 (x + (7 * step + w) // 2, last.bottom + pen.px(8)))
    y2 = last.bottom + pen.px(52)
    for k in range(3):
        last = pen.card(surface, ("G5", "B9", "Y7")[k], (x + k * pen.px(5),
                                                          y2 - k * pen.px(5)), w)
    pen.text(surface, "-6", 44, (num_x, last.centery), palette.CARD_COLOURS_LIGHT["R"], True,
              "midleft")
    pen.caption(surface, _("3 cards left in your Blitz pile: -2 each"),
                 (x + w // 2 + pen.px(120), last.bottom + pen.px(8)))
    rule_y = last.bottom + pen.px(44)
    pygame.draw.line(surface, palette.TABLE_TEXT, (num_x - pen.px(10), rule_y),
                     (num_x + pen.px(110), rule_y), max(2, pen.px(3)))
    pen.text(surface, "+2", 44, (num_x, rule_y + pen.px(8)), palette.TABLE_TEXT, True,
              "topleft")
    pen.text(surface, _("this hand"), 16, (num_x + pen.px(70), rule_y + pen.px(30)),
              palette.TABLE_TEXT_MUTED, True, "midleft")

def _picture_controls(pen: HowToPlayScene, surface: pygame.Surface, area: pygame.Rect) -> None:
    rows = KEY_HELP
    size = 18 if len(rows) <= 10 else 15
    key_w = int(area.width * 0.28)
    text_w = area.width - key_w - pen.px(16)
    line_h = int(pen.px(size) * 1.3)
    gap = pen.px(8)
    wrapped = [pen.wrap(_(what), size, text_w) for _keys, what in rows]
    needed = sum(len(lines) * line_h + gap for lines in wrapped)
    if needed > area.height:  # too tall: one line each
        wrapped = [lines[:1] for lines in wrapped]
    y = area.y
    for (keys, _what), lines in zip(rows, wrapped, strict=True):
        if y + line_h > area.bottom:
            break
        chip = pen.style.fitted(_(keys), size * 0.9, palette.PAPER, True,
                                key_w - pen.px(16))
        box = pygame.Rect(area.x, y, min(key_w, chip.get_width() + pen.px(16)), line_h)
        pygame.draw.rect(surface, INK, box, border_radius=pen.px(6))
        surface.blit(chip, chip.get_rect(midleft=(box.x + pen.px(8), box.centery)),
                     area=pygame.Rect(0, 0, box.width - pen.px(12), chip.get_height()))
        for line in lines:
            blit_text(surface, pen.style.text(line, size, INK), "midleft",
                      (area.x + key_w + pen.px(16), y + line_h // 2))
            y += line_h
        y += gap


PAGES: tuple[HowToPage, ...] = (
    HowToPage(N_("The race"),
         N_("Everybody plays at once: there are no turns. Each player has a deck of 40 cards and "
         "lays out a row of Post piles, a Blitz pile of ten cards, and keeps the rest face down "
         "as the hand.\nEmpty your Blitz pile before anyone else and you call \"Blitz!\". "
         "With two players there are five Post piles; with three or four, three."),
         _picture_layout),
    HowToPage(N_("Dutch piles"),
         N_("The Dutch piles in the middle belong to everyone. A 1 of any colour starts a new "
         "pile. Each pile then climbs in its own colour, one number at a time, up to 10; "
         "a pile at 10 is complete.\nYou may play the top card of your Blitz pile, your "
         "Wood pile, or any Post pile - one card at a time. When two players reach for the "
         "same pile, the first card there counts."),
         _picture_dutch),
    HowToPage(N_("Post piles"),
         N_("Your Post piles go down: each new card is one lower than the card it covers, and "
         "boys and girls take turns. Red and blue cards show a boy, yellow and green a "
         "girl.\nOnly the lowest, last card of a Post pile can move. When a Post pile "
         "empties, the top of your Blitz pile fills the gap at once."),
         _picture_post),
    HowToPage(N_("The Wood pile"),
         N_("Stuck? Turn three cards from your hand onto your Wood pile; the third lands on top "
         "and can be played. When the hand runs out, turn the Wood pile over to make a new "
         "hand - never shuffled, so the same cards come round again.\nIf nothing has moved "
         "since the last turn-over, you may first put the top Wood card at the bottom to "
         "break the deadlock."),
         _picture_wood),
    HowToPage(N_("Blitz!"),
         N_("The hand ends the moment any player plays the last card of their Blitz pile. "
         "Everyone stops at once.\nIf the whole table gets stuck and nobody can play any "
         "more, the hand ends as a stalemate instead."),
         _picture_blitz),
    HowToPage(N_("Scoring"),
         N_("Each card you put on a Dutch pile scores one point. Each card still in your Blitz "
         "pile costs two.\nHands are played until someone reaches the target score (75 "
         "unless you choose otherwise); the highest total then wins. A tie at the top plays "
         "one more hand."),
         _picture_scoring),
    HowToPage(N_("Controls"),
         N_("Drag a card onto a pile, or click it to send it where it fits. Click your hand to "
         "turn three cards onto the Wood. Everything can be done with the keyboard too:"),
         _picture_controls, wide=True),
)
