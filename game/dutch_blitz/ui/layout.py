"""Table geometry: where every pile of every seat and every Dutch pile goes, for any window.

Pure functions of (window size, seat count, Post piles per seat): no drawing, no state. The
human sits at the bottom with the largest cards; bots sit around (left, top, right) in smaller
"pods"; the Dutch piles fill the middle in a grid with room for ``4 x seats`` piles (16 at most).
Every rect is a ``pygame.Rect`` in window pixels.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Final

from pygame import Rect

from game.dutch_blitz.rules.state import post_index

CARD_RATIO: Final = 7 / 5
"""Card height over width (5:7 cards)."""

SIDES: Final = {
    2: ("bottom", "top"),
    3: ("bottom", "left", "right"),
    4: ("bottom", "left", "top", "right"),
}
"""Where each seat sits, by seat count; seat 0 (the human) is always at the bottom."""

FAN_STEP: Final = 0.22
"""Preferred offset between fanned Post cards, as a share of the card height."""
MIN_FAN_STEP: Final = 0.12


@dataclass(frozen=True, slots=True)
class SeatLayout:
    """One seat's piles. ``posts`` are the base card rects; ``post_columns`` the space each
    Post pile may fan down into (base included)."""

    seat: int
    side: str
    card: tuple[int, int]
    area: Rect
    header: Rect
    hand: Rect
    wood: Rect
    blitz: Rect
    posts: tuple[Rect, ...]
    post_columns: tuple[Rect, ...]

    def place_rect(self, place: str) -> Rect | None:
        """The base rect of ``blitz``, ``wood``, ``hand`` or ``post:N``."""
        if place == "blitz":
            return self.blitz
        if place == "wood":
            return self.wood
        if place == "hand":
            return self.hand
        index = post_index(place)
        if index is not None and index < len(self.posts):
            return self.posts[index]
        return None

    def piles(self) -> list[Rect]:
        """Every rect a card of this seat can occupy (post columns include their fans)."""
        return [self.hand, self.wood, self.blitz, *self.post_columns]


@dataclass(frozen=True, slots=True)
class TableLayout:
    size: tuple[int, int]
    hud: Rect
    seats: tuple[SeatLayout, ...]
    dutch_area: Rect
    dutch: tuple[Rect, ...]
    dutch_card: tuple[int, int]
    unit: float
    """Scale of text and strokes: 1.0 at 1280x800."""

    def dutch_rect(self, index: int) -> Rect:
        """The slot of Dutch pile ``index`` (slots beyond the grid reuse the last one)."""
        return self.dutch[min(index, len(self.dutch) - 1)]


def card_size(height: float) -> tuple[int, int]:
    h = max(14, int(height))
    return (max(10, round(h / CARD_RATIO)), h)


def fan_rects(base: Rect, column: Rect, count: int) -> list[Rect]:
    """Rects of ``count`` fanned cards (bottom card first) starting at ``base`` within
    ``column``: the step shrinks as the pile grows so the last card still fits."""
    if count <= 0:
        return []
    step = base.height * FAN_STEP
    if count > 1:
        room = column.bottom - base.bottom
        step = max(1.0, min(step, room / (count - 1)))
    return [Rect(base.x, round(base.y + i * step), base.width, base.height) for i in range(count)]


def _human(size: tuple[int, int], seats: int, posts: int, margin: int) -> tuple[SeatLayout, int]:
    width, height = size
    piles = posts + 3
    gap_share, group_share = 0.16, 0.5
    per_w = piles + (piles - 1) * gap_share + 2 * group_share
    h = min(0.2 * height, (width - 2 * margin) / per_w * CARD_RATIO)
    w, h = card_size(h)
    gap, group = round(w * gap_share), round(w * group_share)
    header_h = max(16, round(h * 0.15))
    fan = round(h * 0.55)
    area_h = header_h + h + fan + margin
    top = height - area_h
    row_w = piles * w + (piles - 1) * gap + 2 * group
    x = (width - row_w) // 2
    y = top + header_h
    hand = Rect(x, y, w, h)
    wood = Rect(hand.right + gap, y, w, h)
    x = wood.right + group
    post_rects, columns = [], []
    for _ in range(posts):
        base = Rect(x, y, w, h)
        post_rects.append(base)
        columns.append(Rect(x, y, w, h + fan))
        x = base.right + gap
    blitz = Rect(x - gap + group, y, w, h)
    header = Rect(hand.x, top, row_w, header_h - 2)
    area = Rect(0, top, width, area_h)
    return (
        SeatLayout(0, "bottom", (w, h), area, header, hand, wood, blitz,
                   tuple(post_rects), tuple(columns)),
        h,
    )


def _pod_row(seat: int, side: str, region: Rect, posts: int, h_cap: float) -> SeatLayout:
    """A bot seat in one row: hand, wood, posts, blitz under a header (the top seat)."""
    piles = posts + 3
    gap_share, group_share = 0.14, 0.35
    per_w = piles + (piles - 1) * gap_share + 2 * group_share
    header_share, fan_share = 0.2, 0.42
    per_h = 1 + header_share + fan_share
    h = min(h_cap, region.width / per_w * CARD_RATIO, region.height / per_h)
    w, h = card_size(h)
    gap, group = round(w * gap_share), round(w * group_share)
    header_h = max(14, round(h * header_share))
    fan = round(h * fan_share)
    row_w = piles * w + (piles - 1) * gap + 2 * group
    area = Rect(0, 0, row_w, header_h + h + fan)
    area.midtop = region.midtop
    y = area.y + header_h
    hand = Rect(area.x, y, w, h)
    wood = Rect(hand.right + gap, y, w, h)
    x = wood.right + group
    post_rects, columns = [], []
    for _ in range(posts):
        post_rects.append(Rect(x, y, w, h))
        columns.append(Rect(x, y, w, h + fan))
        x += w + gap
    blitz = Rect(x - gap + group, y, w, h)
    header = Rect(area.x, area.y, row_w, header_h - 2)
    return SeatLayout(seat, side, (w, h), area, header, hand, wood, blitz,
                      tuple(post_rects), tuple(columns))


def _pod_column(seat: int, side: str, region: Rect, posts: int, h_cap: float) -> SeatLayout:
    """A bot seat in two rows (a side seat): Post piles on top, hand/wood/blitz below."""
    cols = max(posts, 3)
    gap_share = 0.14
    header_share, fan_share, row_gap_share = 0.2, 0.42, 0.12
    per_w = cols + (cols - 1) * gap_share
    per_h = header_share + 2 + fan_share + row_gap_share
    h = min(h_cap, region.width / per_w * CARD_RATIO, region.height / per_h)
    w, h = card_size(h)
    gap = round(w * gap_share)
    header_h = max(14, round(h * header_share))
    fan = round(h * fan_share)
    row_gap = round(h * row_gap_share)
    pod_w = cols * w + (cols - 1) * gap
    area = Rect(0, 0, pod_w, header_h + h + fan + row_gap + h)
    area.center = region.center
    y = area.y + header_h
    post_rects, columns = [], []
    x0 = area.x + (pod_w - (posts * w + (posts - 1) * gap)) // 2
    for i in range(posts):
        x = x0 + i * (w + gap)
        post_rects.append(Rect(x, y, w, h))
        columns.append(Rect(x, y, w, h + fan))
    y2 = y + h + fan + row_gap
    hand = Rect(area.x, y2, w, h)
    wood = Rect(hand.right + gap, y2, w, h)
    blitz = Rect(area.right - w, y2, w, h)
    header = Rect(area.x, area.y, pod_w, header_h - 2)
    return SeatLayout(seat, side, (w, h), area, header, hand, wood, blitz,
                      tuple(post_rects), tuple(columns))


def _dutch_grid(area: Rect, count: int, h_cap: float) -> tuple[tuple[Rect, ...], tuple[int, int]]:
    best: tuple[float, int] = (0.0, count)
    for cols in range(1, count + 1):
        rows = math.ceil(count / cols)
        cell_w, cell_h = area.width / cols, area.height / rows
        h = min(cell_w * 0.84 * CARD_RATIO, cell_h * 0.86, h_cap)
        if h > best[0] + 0.5:
            best = (h, cols)
    h, cols = best
    rows = math.ceil(count / cols)
    w, h = card_size(h)
    gap_x = max(4, round(w * 0.16))
    gap_y = max(4, round(h * 0.12))
    grid_w = cols * w + (cols - 1) * gap_x
    grid_h = rows * h + (rows - 1) * gap_y
    x0 = area.x + (area.width - grid_w) // 2
    y0 = area.y + (area.height - grid_h) // 2
    rects = []
    for i in range(count):
        row, col = divmod(i, cols)
        rects.append(Rect(x0 + col * (w + gap_x), y0 + row * (h + gap_y), w, h))
    return tuple(rects), (w, h)


def table_layout(size: tuple[int, int], seats: int, posts: int | None = None) -> TableLayout:
    """Every rect of a table for ``seats`` seats (2-4) in a window of ``size`` pixels."""
    if seats not in SIDES:
        raise ValueError(f"2 to 4 seats, not {seats}")
    width, height = max(320, int(size[0])), max(240, int(size[1]))
    posts = posts if posts is not None else (5 if seats == 2 else 3)
    unit = min(width / 1280, height / 800)
    margin = max(4, round(10 * unit))
    hud = Rect(0, 0, width, max(20, round(34 * unit)))
    human, human_h = _human((width, height), seats, posts, margin)
    bot_cap = human_h * 0.72
    top_y = hud.bottom + margin
    bottom_y = human.area.top - margin
    sides = SIDES[seats]
    layouts: list[SeatLayout] = [human]
    side_w = round(width * 0.22)
    has_sides = "left" in sides
    middle = Rect(margin, top_y, width - 2 * margin, bottom_y - top_y)
    if has_sides:
        middle = Rect(side_w + margin, top_y, width - 2 * (side_w + margin), bottom_y - top_y)
    top_pod: SeatLayout | None = None
    for seat, side in enumerate(sides[1:], start=1):
        if side == "top":
            region = Rect(middle.x, top_y, middle.width, round((bottom_y - top_y) * 0.46))
            top_pod = _pod_row(seat, side, region, posts, bot_cap)
            layouts.append(top_pod)
        else:
            x = margin if side == "left" else width - side_w - margin + margin
            region = Rect(x, top_y, side_w - margin, bottom_y - top_y)
            layouts.append(_pod_column(seat, side, region, posts, bot_cap))
    dutch_area = Rect(middle)
    if top_pod is not None:
        dutch_area.top = top_pod.area.bottom + margin
        dutch_area.height = bottom_y - dutch_area.top
    dutch, dutch_card = _dutch_grid(dutch_area, 4 * seats, human_h * 0.82)
    return TableLayout((width, height), hud, tuple(layouts), dutch_area, dutch, dutch_card, unit)


def occupied_rects(layout: TableLayout) -> list[tuple[str, Rect]]:
    """Every drawn element with a name, for overlap checks and hit testing."""
    found: list[tuple[str, Rect]] = [("hud", layout.hud)]
    for seat in layout.seats:
        found.append((f"{seat.seat}:header", seat.header))
        found.append((f"{seat.seat}:hand", seat.hand))
        found.append((f"{seat.seat}:wood", seat.wood))
        found.append((f"{seat.seat}:blitz", seat.blitz))
        found.extend((f"{seat.seat}:post:{i}", c) for i, c in enumerate(seat.post_columns))
    found.extend((f"dutch:{i}", r) for i, r in enumerate(layout.dutch))
    return found
