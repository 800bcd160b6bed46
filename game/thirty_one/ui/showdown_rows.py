"""The showdown panel's rows: one per seat, a part the showdown scene holds.

A row shows the seat's name, its tokens (the lost ones lifting away as the panel's loss runs)
and whether it is on its face or out, its hand fanned with the value and the suit that counts,
and its loss line: the tokens it lost and why, or why it was safe.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from game.i18n import _, ngettext
from game.thirty_one.rules.cards import counting_suit
from game.thirty_one.rules.state import HandEnded
from game.thirty_one.ui.session import HUMAN
from game.thirty_one.ui.suits import draw_suit, value_text
from game.ui import palette
from game.ui.widgets import INK, INK_SOFT

if TYPE_CHECKING:
    from game.thirty_one.ui.showdown import ShowdownScene


def why(result: HandEnded, seat: int, names: list[str]) -> str:
    """Why ``seat`` lost tokens, or was safe, in this hand."""
    values = dict(result.values)
    lost = dict(result.lost).get(seat, 0)
    if result.reason != "knock":
        if values[seat] == 31:
            return _("31: wins the hand")
        winners = [s for s, v in values.items() if v == 31]
        if len(winners) > 1:
            return _("the 31s")
        if winners[0] == HUMAN:
            return _("your 31")
        return _("{who}'s 31").format(who=names[winners[0]])
    low = min(values.values())
    lowest = [s for s, v in values.items() if v == low]
    if lost == 2:
        return _("knocked and was alone lowest")
    if lost:
        return _("tied for the lowest hand") if len(lowest) > 1 else _("the lowest hand")
    if seat == result.knocker:
        return _("knocked, tied for lowest: safe") if seat in lowest else _("knocked: safe")
    return ""


def loss_line(result: HandEnded, seat: int, names: list[str]) -> str:
    """The seat's line on the panel: the tokens it lost and why ("-2 tokens: knocked and was
    alone lowest"), or why it was safe."""
    lost = dict(result.lost).get(seat, 0)
    reason = why(result, seat, names)
    if not lost:
        return reason
    return ngettext("-{n} token: {reason}", "-{n} tokens: {reason}", lost).format(
        n=lost, reason=reason)


class ShowdownRows:
    """Paints the seats' rows of ``scene``'s panel."""

    def __init__(self, scene: ShowdownScene) -> None:
        self.scene = scene

    def draw(self, surface: pygame.Surface, rect: Rect, seat: int, names: list[str]) -> None:
        """The seat's row in ``rect``."""
        scene = self.scene
        px = scene.style.px
        result = scene.result
        lost = dict(result.lost).get(seat, 0)
        if seat == HUMAN:
            pygame.draw.rect(surface, palette.CARD_COLOURS_LIGHT["Y"], rect,
                             border_radius=px(8))
        cards = scene.view.shown[seat] if seat < len(scene.view.shown) else ()
        card_h = max(20, rect.height - px(10))
        card_w = card_h * 5 // 7
        x = rect.x + px(8)
        text_size = max(12, min(22, card_h // 4 * 100 // max(1, px(100))))
        name = _("You") if seat == HUMAN else names[seat]
        blit = scene.text_image(name, text_size, INK, bold=True)
        surface.blit(blit, (x, rect.y + px(4)))
        name_w = max(blit.get_width() + px(10), px(120))
        self._tokens(surface, Rect(x, rect.y + px(8) + blit.get_height(), name_w - px(10),
                                   rect.height), seat, lost, text_size)
        fan_x = x + name_w
        for k, card in enumerate(cards):
            image = scene.painter.images.card(card, (card_w, card_h))
            surface.blit(image, (fan_x + k * card_w * 11 // 20, rect.y + px(5)))
        vx = fan_x + card_w * 2 + px(14)
        value = dict(result.values)[seat]
        vimg = scene.text_image(value_text(value), text_size * 1.3, INK, bold=True)
        surface.blit(vimg, (vx, rect.y + px(4)))
        draw_suit(surface, counting_suit(tuple(cards)) if cards else "S",
                  (vx + vimg.get_width() + px(14), rect.y + px(4) + vimg.get_height() // 2),
                  max(8, vimg.get_height() * 2 // 3), scene.painter.images.four_colour)
        colour = palette.RED if lost else INK_SOFT
        y = rect.y + px(8) + vimg.get_height()
        for line in self._fitted(loss_line(result, seat, names), text_size * 0.8, colour,
                                 bool(lost), rect.right - px(6) - vx):
            surface.blit(line, (vx, y))
            y += line.get_height()

    def _fitted(self, text: str, size: float, colour: palette.RGB, bold: bool,
                room: int) -> list[pygame.Surface]:
        """``text`` in at most ``room`` pixels: smaller (down to three quarters of ``size``,
        never below a readable size), then on two lines."""
        scene = self.scene
        smallest = max(10 * 100 // max(1, scene.style.px(100)), size * 0.75)
        while size > smallest and scene.text_image(text, size, colour, bold).get_width() > room:
            size -= 0.5
        image = scene.text_image(text, size, colour, bold)
        words = text.split()
        if image.get_width() <= room or len(words) < 2:
            return [image]
        for cut in range(len(words) - 1, 0, -1):
            first = scene.text_image(" ".join(words[:cut]), size, colour, bold)
            if first.get_width() <= room:
                return [first, scene.text_image(" ".join(words[cut:]), size, colour, bold)]
        return [image]

    def _tokens(self, surface: pygame.Surface, area: Rect, seat: int, lost: int,
                text_size: int) -> None:
        """The seat's tokens under its name (the lost ones going), then its state."""
        scene = self.scene
        before = scene.view.tokens[seat]
        most = max(1, scene.view.rules.tokens)
        d = max(8, min(scene.style.px(24), round(area.width / (most * 1.08 + 0.1))))
        row = Rect(area.x, area.y, area.width, d)
        scene.painter.tokens(surface, row, before, lost, scene.loss())
        state = ""
        if seat in scene.result.out:
            state = _("OUT")
        elif before - lost == 0:
            state = _("on your face") if seat == HUMAN else _("on their face")
        if state and scene.loss() > 0.5:
            image = scene.text_image(state, text_size * 0.8, palette.RED, bold=True)
            surface.blit(image, (area.x, row.bottom + 2))


__all__ = ["ShowdownRows", "loss_line", "why"]
