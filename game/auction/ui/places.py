"""Where each card, pile, zone and button of the Dutch Auction table is, and what the pointer
takes there: pure geometry from the layout, the player's view and what the board adds to it
(``Decor``: the player's picks, cards in flight, the dragged card), with no drawing and
nothing remembered from a frame.

The painter draws every card, pile and zone at the rect of its ``Spot`` (``table_spots``), the
overlays draw the buttons and a firing power's choices at ``layout.buttons`` and
``choice_rects``, and input hit-tests ``hit_boxes``, made of the same rects: what is drawn is
where it is hit, and a click works before the first frame and right after a resize.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

from pygame import Rect

from game.auction.rules.state import BID, SET_ASIDE
from game.auction.rules.view import View
from game.auction.ui.layout import Layout, row
from game.ui.hit_boxes import Box


@dataclass
class Decor:
    """What the scene adds to the view: names, picks, glows, cards in flight."""

    names: tuple[str, str]
    hidden: Counter[str] = field(default_factory=Counter)
    aside: str | None = None
    bid: tuple[str, ...] = ()
    dragging: str | None = None
    glow: frozenset[str] = frozenset()
    chosen: frozenset[str] = frozenset()
    locked: bool = False
    told: bool = True
    """The bid's winner may be shown (its cards have turned over)."""


class Spot(NamedTuple):
    """One thing drawn where the pointer can take it: its place name, where it rests and the
    card shown face up there (None: a back, a closed pile, an empty slot or a zone)."""

    place: str
    rect: Rect
    card: str | None = None


def glow_spread(rect: Rect) -> int:
    """How far a card's glow reaches past it (a chosen card stands this much higher)."""
    return max(3, rect.width // 9)


def drawn_rect(spot: Spot, decor: Decor) -> Rect:
    """Where ``spot`` is drawn and hit: a card chosen (to pay) stands above its place."""
    if spot.card is not None and spot.card in decor.chosen:
        return spot.rect.move(0, -glow_spread(spot.rect))
    return spot.rect


# --- offerings and hands ----------------------------------------------------------------------
def offering_area(layout: Layout, seat: int, me: int) -> tuple[Rect, tuple[int, int]]:
    """Where ``seat``'s offering cards sit, and their size."""
    if seat != me:
        return layout.rival_offering, layout.mid
    w = layout.card[0]
    inner = layout.offering.inflate(-w // 5, -w // 8)
    return inner.move(w * 11 // 10, 0).clip(inner), layout.card


def offering_px(size: tuple[int, int]) -> int:
    """The size of the words beside an offering of cards of ``size`` (its bid, "Powers")."""
    return max(11, size[1] // 7)


def offering_groups(area: Rect, size: tuple[int, int], bid: list[str],
                    extra: list[str]) -> tuple[dict[str, Rect], Rect | None]:
    """The bid's cards from the left of ``area``; the cards played for power (and what they
    took) apart to their right, after a gap (returned, for its label) -- next to, but separate
    from, the bid. Each group overlaps its cards only when the row is full."""
    if not extra:
        return dict(zip(bid, row(area, len(bid), size), strict=True)), None
    w = size[0]
    gap = w * 9 // 10
    step = round(w * 1.08)
    need = [w + step * (len(g) - 1) if g else 0 for g in (bid, extra)]
    lead = gap // 4 if bid else 0
    room = area.width - gap - lead
    if sum(need) > room:  # squeeze both groups in proportion to their cards
        left = min(max(w, room * len(bid) // (len(bid) + len(extra))), room - w) if bid else 0
        need = [left, room - left]
    first = Rect(area.x, area.y, need[0], area.height)
    spot = Rect(first.right + lead, area.y, gap, area.height)
    second = Rect(spot.right, area.y, need[1], area.height)
    rects = dict(zip(bid, row(first, len(bid), size), strict=True))
    rects.update(zip(extra, row(second, len(extra), size), strict=True))
    return rects, spot


def split_offering(offering: tuple[str, ...], bid: tuple[str, ...]) -> tuple[list[str],
                                                                             list[str]]:
    """The offering's bid cards (tie cards too) and the others (played or taken by a power)."""
    return [c for c in offering if c in bid], [c for c in offering if c not in bid]


def offering_rects(layout: Layout, view: View, seat: int) -> dict[str, Rect]:
    """Each offering card's rect (as drawn when nothing is in flight)."""
    area, size = offering_area(layout, seat, view.seat)
    sv = view.seats[seat]
    return offering_groups(area, size, *split_offering(sv.offering, sv.bid))[0]


def hand_rects(layout: Layout, view: View) -> dict[str, Rect]:
    return dict(zip(view.hand, row(layout.hand, len(view.hand), layout.card, centre=True),
                    strict=True))


def offering_spots(layout: Layout, view: View, seat: int,
                   decor: Decor) -> tuple[list[Spot], Rect | None]:
    """``seat``'s offering cards not in flight, and the gap before its power cards (if any)."""
    area, size = offering_area(layout, seat, view.seat)
    sv = view.seats[seat]
    shown = [c for c in sv.offering if not decor.hidden[c]]
    rects, gap = offering_groups(area, size, *split_offering(tuple(shown), sv.bid))
    return [Spot(f"offer{seat}:{card}", rects[card], card) for card in shown], gap


# --- the table, in drawing order ---------------------------------------------------------------
def pile_spot(place: str, rect: Rect, count: int, face: str | None = None) -> Spot:
    """A pile: its top card's face when it shows one (and is not empty)."""
    return Spot(place, rect, face if count > 0 else None)


def rival_spots(layout: Layout, view: View, decor: Decor) -> list[Spot]:
    """The rival's hand (backs, not those in flight) and its deck, discards and cashed pile."""
    rv = view.rival
    count = max(0, rv.hand_count - decor.hidden["rival_hand"])
    hand = [Spot("rival:hand", rect) for rect in
            row(layout.rival_hand, count, layout.small, centre=True, spacing=0.7)]
    piles = layout.rival_piles
    return hand + [pile_spot("rival:deck", piles["deck"], rv.deck_count),
                   pile_spot("rival:discards", piles["discards"], rv.discard_count),
                   pile_spot("rival:cashed", piles["cashed"], len(rv.cashed),
                             rv.cashed[-1] if rv.cashed else None)]


def auction_spots(layout: Layout, view: View, decor: Decor) -> list[Spot]:
    """The auction's discards and deck, then the six display slots (a card in flight or
    dragged leaves its slot empty)."""
    spots = [pile_spot("auction_discards", layout.auction_discards, len(view.auction_discards)),
             pile_spot("auction_deck", layout.auction_deck, view.auction_deck_count)]
    for i, (rect, card) in enumerate(zip(layout.slots, view.display, strict=True), 1):
        shown = card is not None and not decor.hidden[card] and card != decor.dragging
        spots.append(Spot(f"slot:{i}", rect, card if shown else None))
    return spots


def sealed_spots(layout: Layout, view: View, decor: Decor) -> list[Spot]:
    """The sealed phases: the Set aside and Bid zones and the cards picked into them (not the
    dragged one; face down once locked in)."""
    spots = [Spot("zone:aside", layout.aside), Spot("zone:bid", layout.bid)]
    pad = layout.card[0] // 10
    aside = decor.aside if view.phase == SET_ASIDE else None
    if aside is not None and aside != decor.dragging:
        rect = Rect((0, 0), layout.card)
        rect.midbottom = (layout.aside.centerx, layout.aside.bottom - pad)
        spots.append(Spot(f"aside:{aside}", rect, None if decor.locked else aside))
    cards = [c for c in decor.bid if c != decor.dragging]
    area = layout.bid.inflate(-2 * pad, -pad).move(0, -pad // 2)
    spots += [Spot(f"bid:{card}", rect, None if decor.locked else card)
              for card, rect in zip(cards, row(area, len(cards), layout.card), strict=True)]
    return spots


def mine_spots(layout: Layout, view: View, decor: Decor) -> list[Spot]:
    """Your zones (sealed phases), or the offering zone and your offering cards."""
    if view.phase in (SET_ASIDE, BID):
        return sealed_spots(layout, view, decor)
    return [Spot("zone:offering", layout.offering),
            *offering_spots(layout, view, view.seat, decor)[0]]


def hand_spots(layout: Layout, view: View, decor: Decor) -> list[Spot]:
    """Your hand (not the cards picked into a zone, in flight or dragged; the others keep
    their places) and your deck, discards and cashed pile."""
    picked = {decor.aside, *decor.bid} if view.phase in (SET_ASIDE, BID) else set()
    cards = [c for c in view.hand if c not in picked and not decor.hidden[c]]
    rects = row(layout.hand, len(cards), layout.card, centre=True)
    spots = [Spot(f"hand:{card}", rect, card)
             for card, rect in zip(cards, rects, strict=True) if card != decor.dragging]
    piles, cashed = layout.piles, view.me.cashed
    return spots + [pile_spot("pile:deck", piles["deck"], len(view.deck)),
                    pile_spot("pile:discards", piles["discards"], len(view.discards)),
                    pile_spot("pile:cashed", piles["cashed"], len(cashed),
                              cashed[-1] if cashed else None)]


def table_spots(layout: Layout, view: View, decor: Decor) -> list[Spot]:
    """Everything the painter draws that the pointer can take, in its drawing order."""
    rival_offering = offering_spots(layout, view, 1 - view.seat, decor)[0]
    return [*rival_spots(layout, view, decor), *rival_offering,
            *auction_spots(layout, view, decor), *mine_spots(layout, view, decor),
            *hand_spots(layout, view, decor)]


# --- over the table ----------------------------------------------------------------------------
def chooser_rect(layout: Layout) -> Rect:
    """The panel of a firing power's choices (over the display row)."""
    top = layout.badges[0].top
    return Rect(layout.auction_discards.x, top, layout.auction_deck.right
                - layout.auction_discards.x, layout.slots[0].bottom - top)


def chooser_px(panel: Rect) -> int:
    """The chooser's text size (its title, its cards' labels)."""
    return max(12, panel.height // 10)


def choice_rects(layout: Layout, count: int) -> list[Rect]:
    """Where the chooser shows each of ``count`` choices: cards of the offering rows' size
    when they fit (drawn from the images the table has made at that size, never scaled in the
    frame the chooser comes), else as tall as the panel leaves room for."""
    panel = chooser_rect(layout)
    px = chooser_px(panel)
    area = Rect(panel.x + px, panel.y + 2 * px, panel.width - 2 * px,
                panel.height - 3 * px - px // 2)
    size = layout.mid if layout.mid[1] <= area.height else (int(area.height / 1.4), area.height)
    return row(area, count, size, spacing=1.6)


def hit_boxes(layout: Layout, view: View, decor: Decor, buttons: Iterable[str] = (),
              choices: int = 0) -> list[Box]:
    """What the pointer can take, as (place, rect) in drawing order (the last box under the
    pointer wins): the table's spots, then the ``buttons`` shown and a firing power's
    ``choices`` (how many the chooser shows)."""
    boxes = [(spot.place, drawn_rect(spot, decor)) for spot in table_spots(layout, view, decor)]
    boxes += [(f"button:{name}", layout.buttons[name]) for name in buttons]
    boxes += [(f"choice:{i}", rect) for i, rect in enumerate(choice_rects(layout, choices))]
    return boxes


def rect_of(boxes: Sequence[Box], place: str) -> Rect | None:
    """Where ``place`` is (the last box of that name), or None."""
    for name, rect in reversed(boxes):
        if name == place:
            return rect
    return None
