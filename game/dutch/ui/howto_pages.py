"""Dutch's how-to-play pages: one page per rule, each with a picture drawn from the real card
art (the standard deck with jokers; the red king is worth -1), then the table's controls. The
shared ``HowToPlayScene`` turns them."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.core.i18n import N_
from game.dutch.ui.game_ui import dutch_ui
from game.dutch.ui.painter import draw_hand, draw_padlock, draw_ring
from game.i18n import _
from game.ui import palette
from game.ui.howto_page import HowToPage, key_help_picture
from game.ui.scenes.howto import HowToPlayScene

KEY_HELP: tuple[tuple[str, str], ...] = (
    (N_("Enter / Space"), N_("Ready (start peek); end your turn")),
    (N_("S / A"), N_("draw from the draw pile / take the discard")),
    ("1 - 9", N_("your slot: swap the drawn card, look, or snap")),
    (N_("Tab"), N_("the digits mean the next player's cards (powers)")),
    (N_("X"), N_("discard the drawn card")),
    (N_("D"), N_("call Dutch (twice: the call is final)")),
    (N_("Esc"), N_("pause")),
)


def _row(pen: HowToPlayScene, surface: pygame.Surface, cards: Sequence[str | None],
         topleft: tuple[int, int], width: int, step: float = 1.12) -> list[pygame.Rect]:
    images = dutch_ui(pen.app).images()[1]
    rects = []
    for i, card in enumerate(cards):
        image = images.card(card or None, (width, width * 7 // 5))
        rects.append(surface.blit(image, (topleft[0] + round(i * width * step), topleft[1])))
    return rects


def _picture_values(pen: HowToPlayScene, surface: pygame.Surface, area: pygame.Rect) -> None:
    w = pen.card_width(area, 7.4, 2.2)
    x, y = area.x + pen.px(10), area.y + pen.px(20)
    cards = ("KH", "X1", "AS", "7D", "QC", "KS")
    values = ("-1", "0", "1", "7", "10", "10")
    for rect, value in zip(_row(pen, surface, cards, (x, y), w), values, strict=True):
        colour = palette.HIGHLIGHT if value == "-1" else palette.TABLE_TEXT
        pen.caption(surface, value, (rect.centerx, rect.bottom + pen.px(6)), colour, 24)
    pen.caption(surface, _("the red king is worth -1, a joker 0"), (area.centerx,
                                                                y + w * 7 // 5 + pen.px(44)))


def _picture_layout(pen: HowToPlayScene, surface: pygame.Surface, area: pygame.Rect) -> None:
    w = pen.card_width(area, 4.0, 2.8)
    x = area.x + (area.width - int(w * 2.12)) // 2
    y = area.y + pen.px(8)
    _row(pen, surface, (None, None), (x, y), w)
    lower = _row(pen, surface, ("4C", "KD"), (x, y + int(w * 1.5)), w)
    pen.caption(surface, _("peek at the lower two once, at the start"),
                (area.centerx, lower[0].bottom + pen.px(8)), palette.HIGHLIGHT)


def _picture_turn(pen: HowToPlayScene, surface: pygame.Surface, area: pygame.Rect) -> None:
    w = pen.card_width(area, 5.4, 2.4)
    x = area.x + (area.width - int(w * 4.6)) // 2
    y = area.y + pen.px(10)
    piles = _row(pen, surface, (None, "9C"), (x, y), w, 1.3)
    held = _row(pen, surface, ("2H",), (x + int(w * 3.3), y), w)[0]
    pen.caption(surface, _("draw pile"), (piles[0].centerx, piles[0].bottom + pen.px(4)))
    pen.caption(surface, _("discard"), (piles[1].centerx, piles[1].bottom + pen.px(4)))
    pen.caption(surface, _("drawn"), (held.centerx, held.bottom + pen.px(4)))
    slots = _row(pen, surface, (None, None), (x + int(w * 1.6), y + int(w * 2.0)), w)
    pen.arrow(surface, held.midbottom, slots[1].midright)
    pen.caption(surface, _("swap it in, or discard it"), (slots[0].right + w // 10,
                                                       slots[0].bottom + pen.px(4)))


def _picture_snap(pen: HowToPlayScene, surface: pygame.Surface, area: pygame.Rect) -> None:
    w = pen.card_width(area, 5.0, 2.4)
    x = area.x + (area.width - int(w * 3.8)) // 2
    y = area.y + pen.px(24)
    pile = _row(pen, surface, ("8S",), (x, y), w)[0]
    draw_ring(surface, pile, 0.6)
    mine = _row(pen, surface, ("8H",), (x + int(w * 2.6), y + w // 3), w)[0]
    pen.arrow(surface, mine.midleft, pile.midright)
    pen.caption(surface, _("the snap window"), (pile.centerx, pile.bottom + pen.px(26)),
                palette.HIGHLIGHT)
    pen.caption(surface, _("your 8: snap it!"), (mine.centerx, mine.bottom + pen.px(8)))


def _picture_powers(pen: HowToPlayScene, surface: pygame.Surface, area: pygame.Rect) -> None:
    w = pen.card_width(area, 6.6, 2.6)
    x, y = area.x + pen.px(20), area.y + pen.px(10)
    labels = (N_("look at your card"), N_("look at another's"), N_("swap two, unseen"))
    for i, (card, label) in enumerate(zip(("7H", "9D", "JS"), labels, strict=True)):
        r = _row(pen, surface, (card,), (x + i * int(w * 2.2), y), w)[0]
        pen.caption(surface, _(label), (r.centerx, r.bottom + pen.px(6)))
    back = _row(pen, surface, (None,), (x + int(w * 2.2), y + int(w * 2.1)), w)[0]
    draw_hand(surface, back)
    pen.caption(surface, _("a bot looking: its card stays hidden"),
                (back.centerx, back.bottom + pen.px(6)))


def _picture_call(pen: HowToPlayScene, surface: pygame.Surface, area: pygame.Rect) -> None:
    w = pen.card_width(area, 4.0, 2.8)
    x = area.x + (area.width - int(w * 2.12)) // 2
    y = area.y + pen.px(30)
    top = _row(pen, surface, (None, None), (x, y), w)
    bottom = _row(pen, surface, (None, None), (x, y + int(w * 1.5)), w)
    block = top[0].union(bottom[1])
    pygame.draw.rect(surface, palette.RED, block.inflate(8, 8), 3, border_radius=8)
    size = w // 2
    draw_padlock(surface, pygame.Rect(block.x - size - pen.px(14), block.centery - size // 2,
                                      size, size))
    pen.caption(surface, _("Dutch! the caller's cards are locked"),
                (block.centerx, block.y - pen.px(28)), palette.HIGHLIGHT)


_picture_controls = key_help_picture(KEY_HELP)


PAGES: tuple[HowToPage, ...] = (
    HowToPage(N_("The lowest sum wins"),
              N_("Each of you has four cards face down. Over a fixed number of rounds, the "
              "lowest total wins. Numbers count their value, an ace 1, jack, queen and the "
              "black kings 10, a joker 0 and a red king -1."), _picture_values),
    HowToPage(N_("Remember"),
              N_("Your four cards lie face down in a square. At the start you see your two lower "
              "cards once; click Ready when you have them. After that they stay face down: "
              "the table never shows them again, you have to remember."), _picture_layout),
    HowToPage(N_("Your turn"),
              N_("Draw from the draw pile (or take the discard, except on a round's first turn). "
              "Drag the card onto one of your cards to swap it (that card goes on the discard "
              "pile), or drop it on the discard pile. A card taken from the discard pile must "
              "be swapped in: drag it straight onto your card."),
              _picture_turn),
    HowToPage(N_("Snap!"),
              N_("After every discard the pile is open for 2 s (the ring; the Snap window setting "
              "raises it up to 4 s). Anyone but the caller with a card of that rank in their "
              "layout may throw it on: drag it onto the pile or double-click it. "
              "The fastest hit counts; a late one goes back, shown to all. A wrong snap (even "
              "a late one) is shown to all and costs a penalty card from the draw pile."),
              _picture_snap),
    HowToPage(N_("Powers"),
              N_("Discard a 7 or 8 (thrown or swapped out): look at one of your cards. A 9 or "
              "10: look at someone else's. A Jack: swap two cards of two different players, "
              "unseen, never the caller's. The legal cards glow; the power is optional. With "
              "Cabo powers on, only a card drawn and thrown at once counts."), _picture_powers),
    HowToPage(N_("Calling Dutch"),
              N_("Think you are the lowest? Click Dutch! at the end of your turn, then \"Yes, call "
              "Dutch\" (the call is final). Everyone else has one more turn; the caller's "
              "cards are locked. Strictly lowest: -10. Otherwise (a tie, or another player "
              "emptying their layout): +10. Emptying your layout on your turn ends the round: "
              "-10."), _picture_call),
    HowToPage(N_("Controls"),
              N_("Everything works with the mouse: drag, click, double-click to snap. The "
              "keyboard works too (the Assist option keeps cards you saw face up, and the "
              "statistics mark the match):"), _picture_controls, wide=True),
)
