"""Blitz (31)'s how-to-play pages: one page per rule, each with a picture made of the game's
own card art and token discs, then the table's controls. The shared ``HowToPlayScene`` turns them.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.core.i18n import N_
from game.i18n import _
from game.thirty_one.ui.controller import KEY_HELP
from game.thirty_one.ui.game_ui import thirty_one_ui
from game.thirty_one.ui.images import CardImages
from game.thirty_one.ui.suits import draw_suit
from game.ui import palette
from game.ui.howto_page import HowToPage, key_help_picture
from game.ui.scenes.howto import HowToPlayScene
from game.ui.widgets import INK


def _images(pen: HowToPlayScene) -> CardImages:
    return thirty_one_ui(pen.app).painter().images


def _row(pen: HowToPlayScene, surface: pygame.Surface, cards: Sequence[str | None],
         topleft: tuple[int, int], width: int, step: float = 1.12) -> list[pygame.Rect]:
    images = _images(pen)
    rects = []
    for i, card in enumerate(cards):
        image = images.card(card, (width, width * 7 // 5))
        rects.append(surface.blit(image, (topleft[0] + round(i * width * step), topleft[1])))
    return rects


def _value(pen: HowToPlayScene, surface: pygame.Surface, text: str, suit: str,
           midleft: tuple[int, int]) -> None:
    rect = pen.text(surface, text, 30, midleft, palette.TABLE_TEXT, True, "midleft")
    draw_suit(surface, suit, (rect.right + pen.px(22), rect.centery), pen.px(26),
              _images(pen).four_colour)


def _picture_values(pen: HowToPlayScene, surface: pygame.Surface, area: pygame.Rect) -> None:
    w = pen.card_width(area, 5.2, 2.6)
    x, y = area.x + pen.px(10), area.y + pen.px(10)
    rects = _row(pen, surface, ("AH", "KH", "QH"), (x, y), w)
    _value(pen, surface, "= 31", "H", (rects[-1].right + pen.px(16), rects[-1].centery))
    y2 = rects[0].bottom + pen.px(30)
    rects = _row(pen, surface, ("9S", "7S", "KD"), (x, y2), w)
    _value(pen, surface, "= 16", "S", (rects[-1].right + pen.px(16), rects[-1].centery))
    pen.caption(surface, _("one suit counts: the K of diamonds adds nothing"),
                (rects[1].centerx, rects[0].bottom + pen.px(6)))


def _picture_turn(pen: HowToPlayScene, surface: pygame.Surface, area: pygame.Rect) -> None:
    w = pen.card_width(area, 5.0, 3.0)
    x = area.x + (area.width - int(w * 3.4)) // 2
    y = area.y + pen.px(4)
    piles = _row(pen, surface, (None, "8C"), (x + w // 2, y), w, 1.4)
    pen.caption(surface, _("draw pile"), (piles[0].centerx, piles[0].bottom + pen.px(4)))
    pen.caption(surface, _("discard pile"), (piles[1].centerx, piles[1].bottom + pen.px(4)))
    hand = _row(pen, surface, ("10C", "4C", "6D", "8C"), (x, piles[0].bottom + pen.px(90)), w,
                0.8)
    pen.arrow(surface, (piles[1].centerx, piles[1].bottom + pen.px(30)),
              (hand[-1].centerx, hand[-1].top - pen.px(8)))
    pen.caption(surface, _("take one, then throw one back (not the card you took)"),
                (area.centerx, hand[0].bottom + pen.px(6)), palette.HIGHLIGHT)


def _picture_knock(pen: HowToPlayScene, surface: pygame.Surface, area: pygame.Rect) -> None:
    w = pen.card_width(area, 4.4, 2.2)
    x, y = area.x + pen.px(10), area.y + pen.px(20)
    button = pygame.Rect(x, y, int(w * 1.5), int(w * 0.55))
    pygame.draw.rect(surface, (0xF2, 0xC9, 0x4C), button, border_radius=button.height // 2)
    pygame.draw.rect(surface, INK, button, max(2, pen.px(3)), border_radius=button.height // 2)
    pen.text(surface, _("Knock"), 24, button.center, INK, True, "center")
    _row(pen, surface, ("AS", "QS", "7S"), (button.right + pen.px(30), y), w, 0.6)
    pen.caption(surface, _("28 in spades: knock and hope it holds"),
                (area.centerx, y + w * 7 // 5 + pen.px(10)))
    pen.caption(surface, _("everyone else has one last turn, then all hands are shown"),
                (area.centerx, y + w * 7 // 5 + pen.px(40)), palette.HIGHLIGHT)


def _picture_tokens(pen: HowToPlayScene, surface: pygame.Surface, area: pygame.Rect) -> None:
    images = _images(pen)
    d = max(16, min(pen.px(48), area.width // 10))
    y = area.y + pen.px(20)
    lines = (("3", 3, N_("a fresh start")), ("1", 1, N_("one life left")),
             ("0", 0, N_("on your face: one more loss and you are out")))
    for _label, count, text in lines:
        for i in range(count):
            surface.blit(images.token(d), (area.x + pen.px(10) + i * int(d * 1.1), y))
        if count == 0:
            pygame.draw.circle(surface, palette.TABLE_TEXT_MUTED,
                               (area.x + pen.px(10) + d // 2, y + d // 2), d // 2, 2)
        pen.text(surface, _(text), 18, (area.x + pen.px(20) + int(d * 3.4), y + d // 2),
                 palette.TABLE_TEXT, True, "midleft")
        y += int(d * 1.6)


_picture_controls = key_help_picture(KEY_HELP)


PAGES: tuple[HowToPage, ...] = (
    HowToPage(N_("A hand's value"),
              N_("Everyone holds three cards. Aces count 11, kings, queens and jacks 10, the "
              "others their number. Only one suit counts: your hand is worth the highest total of "
              "the cards of one suit in it (with three suits, its highest card). The best hand "
              "is 31: an ace and two ten-cards of one suit."), _picture_values),
    HowToPage(N_("Your turn"),
              N_("On your turn take the top card of the draw pile or of the discard pile, then "
              "throw one card onto the discard pile. A card you took from the discard pile "
              "cannot go straight back; one from the draw pile can.\nDrag a pile's top card to "
              "your hand and a card of your hand onto the discard pile, or click them."),
              _picture_turn),
    HowToPage(N_("Knock"),
              N_("Think your hand will not be the lowest? Knock instead of drawing. Everyone else "
              "has one last turn, then all hands are shown: the lowest hand loses a token (all "
              "who tie for lowest lose one). A knocker tied for lowest is safe; a knocker alone "
              "lowest loses two."), _picture_knock),
    HowToPage(N_("31 and tokens"),
              N_("Whoever holds 31 shows it at once and wins the hand: everyone else loses a "
              "token, even after a knock. With no tokens left you are on your face and still "
              "play; lose once more and you are out. The last player still in wins the game."),
              _picture_tokens),
    HowToPage(N_("Controls"),
              N_("Drag cards, or click: a pile to draw from it, a card of yours to pick it and the "
              "discard pile to throw it (a double-click throws at once). The keyboard works "
              "too:"), _picture_controls, wide=True),
)
