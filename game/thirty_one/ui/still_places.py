"""The places of the Blitz (31) still table and what each shows: the key ``KeptRegions``
compares to find what to paint again.

Each place is a box of the window and a key of everything painted there: equal keys, equal
pixels in the box (a part painted over a place of another part shows in both keys). A rival's
pod is split like your place: the whole of it for what changes rarely (out of the game, a
token lost at the showdown, the language), its name line (the dealer's chip, its marker), its
token row (the discs, the value shown at the showdown) and the box round its cards; a card
dealt to it, or a rival's turn, repaints its cards or its name line, not the whole pod (nor
the top and the sides of the pulse's ring round it, which every frame reveals). A place
without a glow is boxed without the glow's reach.
"""

from __future__ import annotations

from collections.abc import Hashable

from pygame import Rect

from game.i18n import current_language
from game.thirty_one.rules.state import View
from game.thirty_one.ui.layout import PodLayout, TableLayout
from game.thirty_one.ui.painter_parts import LIFT, Decor, has_thirty_one, shown_cards
from game.thirty_one.ui.session import last_turn_seats

STACK_DEPTH = 4
"""The most cards' edges shown stacked behind the draw pile (one for each 8 cards in it), each
2 pixels up and right of the one before."""

Box = tuple[int, int, int, int]
Place = tuple[Box, Hashable]
"""Where a part of the still table is painted, and what it shows there."""

Marks = tuple[set[int], set[int]]
"""The seats still to take their last turn after a knock, and those that took it."""


def grow(layout: TableLayout) -> int:
    """How far past a pile's or a place's rect its painting may reach (a glow, a lift)."""
    return max(8, layout.stock.height // 5)


def box(rect: Rect) -> Box:
    return (rect.x, rect.y, rect.w, rect.h)


def places(layout: TableLayout, view: View, decor: Decor,
           areas: dict[str, Rect]) -> dict[str, Place]:
    """Each place of the still table (the regions ``areas`` of the top bar, the status line
    and the Knock button whole; the piles, your place and each pod in parts) with what it
    shows."""
    language = current_language()
    marks = last_turn_seats(view)
    found: dict[str, Place] = {
        "hud": (box(areas["hud"]), (view.hand, view.rules, language)),
        "status": (box(areas["status"]), (decor.status, language)),
        "knock": (box(areas["knock"]),
                  (decor.knock_enabled, decor.glow.get("knock"), language)),
    }
    found.update(_pile_places(layout, view, decor))
    found.update(_human_places(layout, view, decor, marks))
    for pod in layout.pods:
        found.update(_pod_places(layout, pod, view, decor, areas[f"pod:{pod.seat}"], marks))
    return found


def _lost(view: View, seat: int) -> int:
    """The tokens ``seat`` loses at this hand's end (0 before it ends)."""
    return 0 if view.result is None else dict(view.result.lost).get(seat, 0)


def _tag(view: View, seat: int, marks: Marks) -> Hashable:
    """What the seat's marker ("OUT", "KNOCKED", "LAST TURN", "PLAYED") is made from."""
    result = view.result
    waiting, done = marks
    return (seat not in view.in_play, result is not None and seat in result.out,
            view.knocker == seat, seat in waiting, seat in done)


def _loss(view: View, decor: Decor, seat: int) -> float | None:
    """How far the seat's losing discs have lifted and faded (None while it loses none: its
    discs are painted the same whatever the showdown's clock). Lifted discs reach past the
    token row, so the loss is a key of the whole seat."""
    return decor.loss if _lost(view, seat) else None


def _pile_places(layout: TableLayout, view: View, decor: Decor) -> dict[str, Place]:
    """The draw pile and the discard pile apart (a throw repaints the discard pile, not
    both), each boxed tight: the pile with the draw pile's stacked edges (up and right of
    it) or the discard pile's card beneath (down and left), its glow's reach when it glows,
    and its caption under it (a card drawn, whose flight reveals most of the pile, repaints
    the pile once, whole, not the part the flight left first and then the rest)."""
    reach = grow(layout)
    language = current_language()
    stock, discard = layout.stock, layout.discard
    shown = view.discard[:len(view.discard) - decor.hidden.get("discard", 0)][-2:]
    edges = 2 * STACK_DEPTH
    stacked = Rect(stock.x, stock.y - edges, stock.w + edges, stock.h + edges)
    beneath = discard.union(discard.move(-discard.width // 14, discard.height // 30))
    found: dict[str, Place] = {}
    for name, pile, drawn, held in (("stock", stock, stacked, view.stock_count),
                                    ("discard", discard, beneath, shown)):
        glow = decor.glow.get(name)
        spread = max(4, pile.height // 9) + 1 if glow is not None else 1
        where = drawn.inflate(2 * spread, 2 * spread)
        where.h = max(where.bottom, pile.bottom + reach) - where.y  # (the caption)
        found[f"piles:{name}"] = (box(where), (held, glow, language))
    return found


def _pod_places(layout: TableLayout, pod: PodLayout, view: View, decor: Decor, area: Rect,
                marks: Marks) -> dict[str, Place]:
    """A rival's pod: the whole of it (``area``) for what changes rarely, its name line, its
    token row (the value badge at its end reaches a little past it) and its cards."""
    seat = pod.seat
    reach = grow(layout)
    name = f"pod:{seat}"
    shown = shown_cards(view, decor, seat)
    badge = (shown, view.rules.three_of_a_kind) if shown else None
    return {
        name: (box(area), (seat not in view.in_play, _loss(view, decor, seat),
                           current_language())),
        f"{name}:head": (box(pod.name.inflate(reach, reach)),
                         (view.dealer == seat, _tag(view, seat, marks))),
        f"{name}:tokens": (box(pod.tokens.inflate(reach, reach)), (view.tokens[seat], badge)),
        f"{name}:cards": _pod_cards(pod, view, decor, shown),
    }


def _pod_cards(pod: PodLayout, view: View, decor: Decor, shown: tuple[str, ...]) -> Place:
    """The box round the cards a pod shows (with their glow) and what they are: how many,
    which face up (shown, or taken from the discard pile), whether they glow."""
    seat = pod.seat
    count = (len(shown) if shown else view.hand_sizes[seat]) \
        - decor.hidden.get(f"hand:{seat}", 0)
    rects = pod.card_rects(len(shown) if shown else view.hand_sizes[seat])[:max(0, count)]
    known = tuple(view.known[seat])[:max(0, count)] if seat < len(view.known) else ()
    glows = has_thirty_one(view, seat)
    where = Rect(0, 0, 0, 0)
    if rects:
        spread = max(4, rects[0].height // 9) + 1 if glows else 1  # (the glow's reach)
        where = rects[0].unionall(rects[1:]).inflate(2 * spread, 2 * spread)
    return box(where), (tuple(box(rect) for rect in rects), shown, known, glows)


def _human_places(layout: TableLayout, view: View, decor: Decor,
                  marks: Marks) -> dict[str, Place]:
    """Your place, split: the whole of it for what changes rarely (out of the game, a token
    lost at the showdown, a glow round your hand), its header line (tokens, the dealer's
    chip, your marker, the value hint: your cards and pick make it) and each card of your row
    (where it is drawn, lifted when picked, with its glow and the "from the discard pile" tag,
    which may be wider than the card; a card without a glow is its own rect, apart from the
    next: your row re-dealt or re-centred is its cards, not the felt between them, and the
    card landing in it is painted once, whole)."""
    human = layout.human
    reach = grow(layout)
    you = decor.you if decor.you is not None else 0
    cards = tuple(shown_cards(view, decor, you) or view.cards)
    hint = (cards, decor.selected, view.taken, view.rules.three_of_a_kind) \
        if decor.show_value else None
    thirty_one = has_thirty_one(view, you)
    found: dict[str, Place] = {
        "human": (box(human.area.inflate(reach * 2, reach * 2)),
                  (you not in view.in_play, _loss(view, decor, you), decor.glow.get("hand"),
                   current_language())),
        "human:header": (box(human.header.inflate(reach * 2, reach)),
                         (view.dealer == you, _tag(view, you, marks), view.tokens,
                          decor.show_value, hint)),
    }
    lift = round(human.card[1] * LIFT)
    for slot, (card, rect) in enumerate(zip(cards, human.card_rects(len(cards)), strict=True)):
        drawn = rect.move(0, -lift) if card == decor.selected else rect
        glows = thirty_one or f"card:{card}" in decor.glow
        spread = max(4, rect.height // 9) + 1 if glows else 1  # (the glow's reach)
        where = drawn.inflate(2 * spread, 2 * spread)
        if card == decor.taken:
            where.inflate_ip(2 * rect.width, 0)
        found[f"human:card:{slot}"] = (box(where), (card, card in decor.hidden_cards,
                                                    card == decor.selected,
                                                    card == decor.taken, thirty_one,
                                                    decor.glow.get(f"card:{card}")))
    return found


__all__ = ["Box", "Place", "box", "grow", "places"]
