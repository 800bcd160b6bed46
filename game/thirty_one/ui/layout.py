"""Blitz (31) table geometry: where every seat, the two piles and the Knock button go.

Pure functions of (window size, seat count): no drawing, no state. You sit at the bottom with
large cards; the rivals sit clockwise from your left in "pods" (name, token discs, a small fan
of cards): up the left side, along the top, down the right side. The draw pile, the discard pile
and the Knock button share the middle. Every rect is a ``pygame.Rect`` in window pixels.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from pygame import Rect

from game.ui.art import card_height

CARD_RATIO: Final = 7 / 5
"""Card height over width (5:7 cards)."""
POD_FAN: Final = 0.5
"""Offset between a rival's fanned cards, as a share of the card width."""
HAND_GAP: Final = 0.1
"""Gap between your cards, as a share of the card width."""

PLACES: Final[dict[int, tuple[int, int, int]]] = {
    1: (0, 1, 0), 2: (0, 2, 0), 3: (1, 1, 1), 4: (1, 2, 1),
    5: (1, 3, 1), 6: (2, 2, 2), 7: (2, 3, 2),
}
"""Rivals on the left side, along the top and on the right side, by number of rivals."""


@dataclass(frozen=True, slots=True)
class PodLayout:
    """One rival's place: ``cards`` is the row their fanned cards are centred in."""

    seat: int
    area: Rect
    name: Rect
    tokens: Rect
    cards: Rect
    card: tuple[int, int]

    def card_rects(self, count: int) -> list[Rect]:
        return fan(self.cards, self.card, count, POD_FAN)


@dataclass(frozen=True, slots=True)
class HumanLayout:
    """Your place: a header line (name, tokens, marker, value hint) above a row of cards."""

    area: Rect
    header: Rect
    row: Rect
    card: tuple[int, int]

    def card_rects(self, count: int) -> list[Rect]:
        return fan(self.row, self.card, count, 1 + HAND_GAP)


@dataclass(frozen=True, slots=True)
class TableLayout:
    size: tuple[int, int]
    unit: float
    """Scale of text and strokes: 1.0 at 1280x800."""
    hud: Rect
    pause: Rect
    human: HumanLayout
    pods: tuple[PodLayout, ...]
    status: Rect
    stock: Rect
    discard: Rect
    knock: Rect

    def pod(self, seat: int) -> PodLayout | None:
        return next((pod for pod in self.pods if pod.seat == seat), None)

    def hand_rects(self, seat: int, count: int) -> list[Rect]:
        """Where ``count`` cards of ``seat`` are drawn."""
        if seat == 0:
            return self.human.card_rects(count)
        pod = self.pod(seat)
        return pod.card_rects(count) if pod is not None else []

    def seat_area(self, seat: int) -> Rect:
        if seat == 0:
            return self.human.area
        pod = self.pod(seat)
        return pod.area if pod is not None else self.human.area


def card_size(height: float) -> tuple[int, int]:
    """The largest card no taller than ``height`` whose size the card art renders exactly."""
    width = max(10, round(max(14, int(height)) / CARD_RATIO))
    while width > 10 and card_height(width) > max(14, int(height)):
        width -= 1
    return (width, card_height(width))


def fan(row: Rect, card: tuple[int, int], count: int, step_share: float) -> list[Rect]:
    """``count`` cards of ``card`` size centred in ``row``, ``step_share`` widths apart."""
    if count <= 0:
        return []
    w, h = card
    step = round(w * step_share)
    span = w + step * (count - 1)
    if span > row.width and count > 1:
        step = max(1, (row.width - w) // (count - 1))
        span = w + step * (count - 1)
    x0 = row.centerx - span // 2
    y = row.centery - h // 2
    return [Rect(x0 + i * step, y, w, h) for i in range(count)]


def _pod(seat: int, area: Rect) -> PodLayout:
    name_h = round(area.height * 0.2)
    token_h = round(area.height * 0.17)
    name = Rect(area.x, area.y, area.width, name_h)
    tokens = Rect(area.x, name.bottom, area.width, token_h)
    room = Rect(area.x, tokens.bottom + 2, area.width, area.bottom - tokens.bottom - 2)
    h = min(room.height, area.width / (1 + 3 * POD_FAN) * CARD_RATIO)
    return PodLayout(seat, area, name, tokens, room, card_size(h))


def _pod_size(width: int, height: int, unit: float, places: tuple[int, int, int],
              margin: int) -> tuple[int, int]:
    left, top, right = places
    pw = min(width * 0.17, height * 0.27)
    if left or right:
        pw = min(pw, (width - 2 * margin) / (top + 2) - margin)
    elif top:
        pw = min(pw, (width - 2 * margin) / top - margin)
    del unit
    return round(pw), round(pw * 0.7)


def _pod_areas(width: int, top_y: int, rivals: int, pw: int, ph: int,
               margin: int) -> tuple[list[Rect], Rect]:
    """The rivals' areas in seat order (clockwise from your left) and the middle column."""
    left, top, right = PLACES[rivals]
    side_w = pw + 2 * margin if left or right else 0
    middle = Rect(side_w, top_y, width - 2 * side_w, 0)
    gap = margin

    def side(x: int, count: int) -> list[Rect]:
        if count == 1:
            return [Rect(x, top_y + (ph + gap) // 2, pw, ph)]
        return [Rect(x, top_y, pw, ph), Rect(x, top_y + ph + gap, pw, ph)][:count]

    lefts = side(margin, left)
    lefts.reverse()  # clockwise: the lower one first
    tops = []
    for i in range(top):
        cx = middle.x + round((i + 0.5) * middle.width / top)
        tops.append(Rect(cx - pw // 2, top_y, pw, ph))
    rights = side(width - margin - pw, right)
    return lefts + tops + rights, middle


def table_layout(size: tuple[int, int], seats: int) -> TableLayout:
    """Every rect of a table for ``seats`` seats (2-8) in a window of ``size`` pixels."""
    if seats - 1 not in PLACES:
        raise ValueError(f"2 to 8 seats, not {seats}")
    width, height = max(320, int(size[0])), max(240, int(size[1]))
    unit = min(width / 1280, height / 800)
    margin = max(4, round(10 * unit))
    hud = Rect(0, 0, width, max(22, round(34 * unit)))
    pause = Rect(0, 0, round(hud.height * 3.4), hud.height - 2 * max(2, margin // 3))
    pause.midright = (width - margin, hud.centery)
    rivals = seats - 1
    places = PLACES[rivals]
    pw, ph = _pod_size(width, height, unit, places, margin)
    top_y = hud.bottom + margin
    areas, middle = _pod_areas(width, top_y, rivals, pw, ph, margin)
    pods = tuple(_pod(seat, area) for seat, area in enumerate(areas, start=1))
    # you, at the bottom of the middle column
    hand_h = min(height * 0.25, (middle.width - 2 * margin) / (4 + 3 * HAND_GAP) * CARD_RATIO)
    card = card_size(hand_h)
    header_h = max(18, round(card[1] * 0.2))
    area = Rect(middle.x + margin, height - margin - card[1] - header_h - margin // 2,
                middle.width - 2 * margin, card[1] + header_h + margin // 2)
    header = Rect(area.x, area.y, area.width, header_h)
    row = Rect(area.x, header.bottom + margin // 2, area.width, card[1])
    human = HumanLayout(area, header, row, card)
    # the middle: a status line, then the Knock button, the draw pile and the discard pile
    top_row = any(pod.area.top == top_y and middle.x <= pod.area.x < middle.right
                  for pod in pods)
    centre_top = (top_y + ph + margin) if top_row else top_y
    status_h = max(18, round(26 * unit))
    status = Rect(middle.x + margin, centre_top, middle.width - 2 * margin, status_h)
    room = area.top - margin - status.bottom - margin
    pile = card_size(min(card[1] * 0.86, room))
    knock_w = round(pile[0] * 1.2)
    gap = round(pile[0] * 0.25)
    span = knock_w + gap + pile[0] + gap + pile[0]
    x0 = middle.centerx - span // 2
    y0 = status.bottom + margin + (room - pile[1]) // 2
    knock = Rect(x0, 0, knock_w, max(20, round(pile[1] * 0.34)))
    knock.centery = y0 + pile[1] // 2
    stock = Rect(knock.right + gap, y0, *pile)
    discard = Rect(stock.right + gap, y0, *pile)
    return TableLayout((width, height), unit, hud, pause, human, pods, status, stock, discard,
                       knock)


def occupied_rects(layout: TableLayout) -> list[tuple[str, Rect]]:
    """Every drawn element with a name, for overlap checks."""
    found: list[tuple[str, Rect]] = [("hud", layout.hud), ("human", layout.human.area),
                                     ("status", layout.status), ("stock", layout.stock),
                                     ("discard", layout.discard), ("knock", layout.knock)]
    found += [(f"pod:{pod.seat}", pod.area) for pod in layout.pods]
    return found
