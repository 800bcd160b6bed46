"""Where everything sits on the Dutch Auction table, for any window size (pure geometry).

Rows from the top: the rival's hand (face down) and piles, the rival's offering, the auction
row (auction discards, the six display slots with their cost badges, the auction deck), the
chain trail, your offering (the set-aside and bid zones during the sealed phases) with the
buttons, your hand and piles, and the coach line. Card sizes follow the window so that every
row fits from 1024x640 up to 3840x2160.
"""

from __future__ import annotations

from dataclasses import dataclass

from pygame import Rect

from game.ui.art import card_height

ROWS = 5.3
"""The table's height in card heights (rows and gaps)."""
COLUMNS = 10.2
"""The table's width in card widths."""
SLOTS = 6


@dataclass(frozen=True)
class Layout:
    size: tuple[int, int]
    card: tuple[int, int]
    small: tuple[int, int]
    mid: tuple[int, int]
    info: Rect
    rival_hand: Rect
    rival_piles: dict[str, Rect]
    rival_offering: Rect
    auction_discards: Rect
    auction_deck: Rect
    slots: tuple[Rect, ...]
    badges: tuple[Rect, ...]
    trail: Rect
    aside: Rect
    bid: Rect
    offering: Rect
    buttons: dict[str, Rect]
    hand: Rect
    piles: dict[str, Rect]
    coach: Rect

    def regions(self) -> dict[str, Rect]:
        """Every named area that must stay on screen and apart from the others."""
        named: dict[str, Rect] = {"info": self.info, "rival_hand": self.rival_hand,
                                  "rival_offering": self.rival_offering,
                                  "auction_discards": self.auction_discards,
                                  "auction_deck": self.auction_deck, "trail": self.trail,
                                  "aside": self.aside, "bid": self.bid, "hand": self.hand,
                                  "coach": self.coach}
        named.update({f"rival_{k}": r for k, r in self.rival_piles.items()})
        named.update({f"slot{i}": r for i, r in enumerate(self.slots, 1)})
        named.update({f"button_{k}": r for k, r in self.buttons.items()})
        named.update({f"pile_{k}": r for k, r in self.piles.items()})
        return named


def _scaled(width: int, k: float) -> tuple[int, int]:
    w = max(8, round(width * k))
    return (w, card_height(w))


def table_layout(size: tuple[int, int]) -> Layout:
    """The table for a window of ``size``."""
    width, height = max(320, size[0]), max(240, size[1])
    m = max(6, round(min(width, height) * 0.014))
    h_fit = (height - 2 * m) / ROWS
    w = max(24, int(min(h_fit / 1.4, (width - 2 * m) / COLUMNS)))
    h = card_height(w)
    gap = max(3, round(h * 0.05))
    x0 = (width - round(w * COLUMNS)) // 2
    right = x0 + round(w * COLUMNS)
    small, mid = _scaled(w, 0.6), _scaled(w, 0.72)
    y = m
    top_h = small[1]
    pile_step = round(small[0] * 1.9)
    rival_piles = {name: Rect(right - (3 - i) * pile_step + (pile_step - small[0]), y,
                              small[0], small[1])
                   for i, name in enumerate(("deck", "discards", "cashed"))}
    info = Rect(x0, y, round(w * 2.4), top_h)
    rival_hand = Rect(info.right + gap, y, rival_piles["deck"].x - info.right - 3 * gap, top_h)
    y += top_h + gap
    rival_offering = Rect(x0 + round(w * 1.45), y, round(w * 7.3), mid[1])
    y += mid[1] + gap
    badge = max(14, round(w * 0.36))
    slot_y = y + badge // 2
    step = round(w * 1.13)
    row_w = 8 * w + 6 * (step - w) + 2 * round(w * 0.45)
    rx = x0 + (round(w * COLUMNS) - row_w) // 2
    auction_discards = Rect(rx, slot_y, w, h)
    first = auction_discards.right + round(w * 0.45)
    slots = tuple(Rect(first + i * step, slot_y, w, h) for i in range(SLOTS))
    badges = tuple(Rect(s.centerx - badge // 2, s.y - badge // 2, badge, badge) for s in slots)
    auction_deck = Rect(slots[-1].right + round(w * 0.45), slot_y, w, h)
    y = slot_y + h + gap
    trail_h = max(14, round(h * 0.2))
    trail = Rect(x0, y, round(w * COLUMNS), trail_h)
    y += trail_h + gap
    zone_h = round(h * 1.16)
    aside = Rect(x0, y, round(w * 1.3), zone_h)
    bid = Rect(aside.right + round(w * 0.15), y, round(w * 6.0), zone_h)
    offering = aside.union(bid)
    bx = bid.right + round(w * 0.25)
    bw = right - bx
    bh = round(zone_h * 0.3)
    bgap = (zone_h - 3 * bh) // 2
    buttons = {name: Rect(bx, y + i * (bh + bgap), bw, bh)
               for i, name in enumerate(("primary", "secondary", "menu"))}
    y += zone_h + gap
    piles_x = right - 3 * w - 2 * round(w * 0.22)
    piles = {name: Rect(piles_x + i * (w + round(w * 0.22)), y, w, h)
             for i, name in enumerate(("deck", "discards", "cashed"))}
    hand = Rect(x0, y, piles_x - x0 - round(w * 0.4), h)
    y += h + gap
    coach = Rect(x0, y, round(w * COLUMNS), max(14, min(height - m - y, round(h * 0.22))))
    return Layout((width, height), (w, h), small, mid, info, rival_hand, rival_piles,
                  rival_offering, auction_discards, auction_deck, slots, badges, trail, aside,
                  bid, offering, buttons, hand, piles, coach)


def row(area: Rect, count: int, size: tuple[int, int], *, centre: bool = False,
        spacing: float = 1.08) -> list[Rect]:
    """``count`` cards of ``size`` side by side in ``area`` (overlapping when they must)."""
    if count <= 0:
        return []
    w, h = size
    step = round(w * spacing)
    if count > 1 and w + step * (count - 1) > area.width:
        step = max(2, (area.width - w) // (count - 1))
    total = w + step * (count - 1)
    x = area.x + (area.width - total) // 2 if centre else area.x
    y = area.bottom - h
    return [Rect(x + i * step, y, w, h) for i in range(count)]
