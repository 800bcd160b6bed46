"""Where everything sits on the Dutch table, for any window size and 2-6 seats (pure geometry).

Three bands from the top: the rivals across the top (up to three), the middle band (a rival on
each side when there are four or more, and in the centre the draw pile, the discard pile with
its snap ring, the drawn card and the status line), and at the bottom your own layout, large,
between the scoreboard (left) and the buttons (right: Ready or End turn at the top, the final
"Dutch!" call at the bottom, well apart from End turn). Each seat's area has a name row and room
for four columns of slots: the 2x2 block and two columns of penalty cards; more penalty cards
squeeze the columns together.
"""

from __future__ import annotations

from dataclasses import dataclass

from pygame import Rect

from game.ui.art import card_height

RIVAL_SCALE = 0.58
PILE_SCALE = 0.85
COLUMNS = 4
"""Slot columns each seat's area is sized for (2 for the block, 2 for penalty cards)."""

SPOTS: dict[int, tuple[str, ...]] = {
    1: ("top",),
    2: ("topleft", "topright"),
    3: ("left", "top", "right"),
    4: ("left", "topleft", "topright", "right"),
    5: ("left", "topleft", "top", "topright", "right"),
}
"""Where the rivals sit, clockwise from the player's left, by the number of rivals."""


@dataclass(frozen=True)
class SeatArea:
    """One seat's place: its name row and the area its slots share."""

    label: Rect
    block: Rect
    card: tuple[int, int]

    @property
    def outline(self) -> Rect:
        return self.label.union(self.block)


@dataclass(frozen=True)
class Layout:
    size: tuple[int, int]
    seats: tuple[SeatArea, ...]
    pile: tuple[int, int]
    stock: Rect
    discard: Rect
    held: Rect
    status: Rect
    info: Rect
    buttons: dict[str, Rect]
    label_px: int

    def regions(self) -> dict[str, Rect]:
        """Every named area that must stay on screen and apart from the others."""
        named = {f"seat{i}": a.outline for i, a in enumerate(self.seats)}
        named.update(stock=self.stock, discard=self.discard, held=self.held,
                     status=self.status, info=self.info)
        named.update({f"button_{k}": r for k, r in self.buttons.items()})
        return named


def _size(width: int) -> tuple[int, int]:
    w = max(8, width)
    return (w, card_height(w))


def area_width(card_w: int) -> int:
    return round(COLUMNS * card_w * 1.08)


def _seat_area(x: int, y: int, card: tuple[int, int], label_h: int, gap: int) -> SeatArea:
    width = area_width(card[0])
    label = Rect(x, y, width, label_h)
    block = Rect(x, y + label_h, width, 2 * card[1] + gap)
    return SeatArea(label, block, card)


def table_layout(size: tuple[int, int], seats: int) -> Layout:
    """The table for a window of ``size`` with ``seats`` players (the player is seat 0)."""
    width, height = max(320, size[0]), max(240, size[1])
    seats = max(2, min(6, seats))
    m = max(6, round(min(width, height) * 0.015))
    lh = max(16, round(height * 0.032))
    h_fit = (height - 2 * m - 3.6 * lh) / 4.66
    w = max(24, int(min(h_fit / 1.4, (width - 2 * m) / 9.8)))
    big = _size(w)
    gap = max(3, round(big[1] * 0.06))
    small = _size(round(w * RIVAL_SCALE))
    sgap = max(2, round(small[1] * 0.06))
    pile = _size(round(w * PILE_SCALE))
    top_h = lh + 2 * small[1] + sgap
    mid_y = m + top_h + gap
    rival_w = area_width(small[0])
    spots = {
        "top": (width // 2 - rival_w // 2, m),
        "topleft": (m, m),
        "topright": (width - m - rival_w, m),
        "left": (m, mid_y),
        "right": (width - m - rival_w, mid_y),
    }
    areas = [_seat_area(width // 2 - area_width(w) // 2,
                        height - m - (lh + 2 * big[1] + gap), big, lh, gap)]
    for spot in SPOTS[seats - 1]:
        areas.append(_seat_area(*spots[spot], small, lh, sgap))
    step = round(pile[0] * 1.3)
    cx = width // 2
    pile_y = mid_y + lh
    stock = Rect(cx - step - pile[0] // 2 - step // 2, pile_y, *pile)
    discard = Rect(stock.x + step, pile_y, *pile)
    held = Rect(discard.x + step + step // 3, pile_y, *pile)
    left = areas[0].block.left
    sides = seats - 1 >= 3
    sx = m + rival_w + gap if sides else m + gap
    status = Rect(sx, pile_y + pile[1] + lh // 4, width - 2 * sx, lh)
    info = Rect(m, areas[0].label.top, max(40, left - 2 * m - gap), height - m - areas[0].label.top)
    bx = areas[0].block.right + 2 * gap
    bw = min(round(w * 1.9), width - m - bx)
    bh = max(24, round(big[1] * 0.3))
    by = areas[0].block.top
    buttons = {name: Rect(bx, by + i * (bh + gap), bw, bh)
               for i, name in enumerate(("ready", "end"))}
    buttons["dutch"] = Rect(bx, areas[0].block.bottom - bh, bw, bh)  # well apart from End turn
    return Layout((width, height), tuple(areas), pile, stock, discard, held, status, info,
                  buttons, lh)


def slot_rects(area: SeatArea, count: int) -> list[Rect]:
    """Rects of ``count`` slots: 0-1 the upper row, 2-3 the lower row, then penalty cards in
    further columns (upper, lower); the used columns are centred in the area."""
    if count <= 0:
        return []
    w, h = area.card
    cols = 2 + max(0, (count - 3) // 2)
    step = round(w * 1.08)
    if w + step * (cols - 1) > area.block.width:
        step = max(4, (area.block.width - w) // (cols - 1))
    total = w + step * (cols - 1)
    x0 = area.block.x + (area.block.width - total) // 2
    row_step = (area.block.height - h)
    rects = []
    for i in range(count):
        col, row = (i % 2, i // 2) if i < 4 else (2 + (i - 4) // 2, (i - 4) % 2)
        rects.append(Rect(x0 + col * step, area.block.y + row * row_step, w, h))
    return rects
