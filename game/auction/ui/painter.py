"""Drawing the Dutch Auction table from the player's view: piles, the display with its cost
badges, both hands and offerings, the sealed zones. Every drawn card is also recorded as a hit
box (place name, rect) in drawing order, so input asks what was drawn under the pointer.

Hidden cards are never drawn face up: the rival's hand and decks are backs, the rival's
discards a closed pile; only the view's own cards, the offerings and public piles show faces.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from game.auction.rules.cards import SUIT_BONUS_COUNT, SUIT_NAMES, SUITS, VALUE, card_words
from game.auction.rules.scoring import score_cards
from game.auction.rules.state import BID, PLAY, SET_ASIDE
from game.auction.rules.view import SeatView, View
from game.auction.ui.canvas import Canvas, paint
from game.auction.ui.images import AuctionArt
from game.auction.ui.layout import Layout, row
from game.i18n import _
from game.ui import palette
from game.ui.fonts import TextCache
from game.ui.sprites import CardImages

FontGetter = Callable[[int, bool], pygame.font.Font]
MIN_PX = 11
"""The smallest size a text shrinks to so as to fit its place (still readable)."""
GLOW = palette.HIGHLIGHT
CHOSEN = (0x7F, 0xD8, 0xFF)
SUIT_INK: dict[str, palette.RGB] = {"G": (0x8F, 0xE3, 0x9A), "R": (0xFF, 0x9A, 0x6B),
                                    "P": (0xFF, 0xA8, 0xD6), "B": (0x9C, 0xC4, 0xFF)}
"""Light tints of the suits for counts written on the felt."""


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


def offering_area(layout: Layout, seat: int, me: int) -> tuple[pygame.Rect, tuple[int, int]]:
    """Where ``seat``'s offering cards sit, and their size."""
    if seat != me:
        return layout.rival_offering, layout.mid
    w = layout.card[0]
    inner = layout.offering.inflate(-w // 5, -w // 8)
    return inner.move(w * 11 // 10, 0).clip(inner), layout.card


def offering_groups(area: pygame.Rect, size: tuple[int, int], bid: list[str],
                    extra: list[str]) -> tuple[dict[str, pygame.Rect], pygame.Rect | None]:
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
    first = pygame.Rect(area.x, area.y, need[0], area.height)
    spot = pygame.Rect(first.right + lead, area.y, gap, area.height)
    second = pygame.Rect(spot.right, area.y, need[1], area.height)
    rects = dict(zip(bid, row(first, len(bid), size), strict=True))
    rects.update(zip(extra, row(second, len(extra), size), strict=True))
    return rects, spot


def split_offering(offering: tuple[str, ...], bid: tuple[str, ...]) -> tuple[list[str],
                                                                             list[str]]:
    """The offering's bid cards (tie cards too) and the others (played or taken by a power)."""
    return [c for c in offering if c in bid], [c for c in offering if c not in bid]


def offering_rects(layout: Layout, view: View, seat: int) -> dict[str, pygame.Rect]:
    """Each offering card's rect (as drawn when nothing is in flight)."""
    area, size = offering_area(layout, seat, view.seat)
    sv = view.seats[seat]
    return offering_groups(area, size, *split_offering(sv.offering, sv.bid))[0]


def hand_rects(layout: Layout, view: View) -> dict[str, pygame.Rect]:
    return dict(zip(view.hand, row(layout.hand, len(view.hand), layout.card, centre=True),
                    strict=True))


def bid_label(sv: SeatView, decor: Decor, won: bool) -> tuple[str, str]:
    """The words beside a bid: its total (of the cards landed so far), "won" once the bid's
    winner is told, and where bid cards went that left the offering ("2 paid, 1 cashed")."""
    total = sum(VALUE[c] for c in sv.bid if not decor.hidden[c])
    head = (_("Bid {total}  won") if won and decor.told else _("Bid {total}")).format(
        total=total)
    left = [c for c in sv.bid if c not in sv.offering]
    cashed = sum(c in sv.cashed for c in left)
    paid = len(left) - cashed
    gone = ([_("{n} paid").format(n=paid)] if paid else []) \
        + ([_("{n} cashed").format(n=cashed)] if cashed else [])
    return head, ", ".join(gone)


class TablePainter:
    """Draws one frame of the table and keeps its hit boxes."""

    def __init__(self, art: AuctionArt, images: CardImages, font: FontGetter) -> None:
        self.art = art
        self.images = images
        self.font = font
        self.hits: list[tuple[str, pygame.Rect]] = []
        self.labels: dict[str, str] = {}
        """The words drawn beside each bid last frame ("bid0", "bid1")."""
        self.words = TextCache(font)
        self._felt: tuple[tuple[int, int], pygame.Surface] | None = None
        self._zone_layers: dict[tuple[tuple[int, int], palette.RGB], pygame.Surface] = {}

    # --- small pieces -----------------------------------------------------------------------
    def text(self, surface: Canvas, text: str, px: int, at: tuple[int, int],
             colour: palette.RGB = palette.TABLE_TEXT, bold: bool = False,
             anchor: str = "topleft") -> pygame.Rect:
        image = self.words(text, max(10, px), colour, bold)
        rect = image.get_rect(**{anchor: at})
        surface.blit(image, rect)
        return rect

    def fitted(self, surface: Canvas, text: str, px: int, at: tuple[int, int],
               width: int, colour: palette.RGB = palette.TABLE_TEXT, bold: bool = False,
               anchor: str = "topleft") -> pygame.Rect:
        """``text`` at ``px``, or smaller (down to a readable size) until it is ``width`` wide."""
        while px > MIN_PX and self.font(px, bold).size(text)[0] > width:
            px -= 1
        return self.text(surface, text, px, at, colour, bold, anchor)

    def pill(self, surface: Canvas, text: str, px: int, centre: tuple[int, int],
             width: int = 0, shorter: tuple[str, ...] = ()) -> None:
        """``text`` on a dark pill; with ``width``, the text shrinks (to a readable size) to be
        no wider, or the first of the ``shorter`` words that fits is shown instead."""
        if width:
            text, px = self._fit(text, px, width, shorter)
        image = self.words(text, max(10, px), palette.PAPER, True)
        box = image.get_rect(center=centre).inflate(px // 2 + 4, 2)
        surface.rect(palette.INK, box, border_radius=box.height // 2)
        surface.blit(image, image.get_rect(center=box.center))

    def _fit(self, text: str, px: int, width: int, shorter: tuple[str, ...]) -> tuple[str, int]:
        for words in (text, *shorter):
            size = max(10, px)
            while size > 10 and self.font(size, True).size(words)[0] > width:
                size -= 1
            if self.font(size, True).size(words)[0] <= width:
                return words, size
        return (shorter or (text,))[-1], 10

    def card(self, surface: Canvas, card: str | None, rect: pygame.Rect, place: str,
             decor: Decor) -> None:
        spread = max(3, rect.width // 9)
        key = place.split(":", 1)[0] + ":" + (card or "")
        if place in decor.glow or key in decor.glow:
            surface.blit(self.images.glow(rect.size, GLOW, spread),
                         (rect.x - spread, rect.y - spread))
        if card is not None and card in decor.chosen:
            surface.blit(self.images.glow(rect.size, CHOSEN, spread),
                         (rect.x - spread, rect.y - spread))
            rect = rect.move(0, -spread)
        image = self.images.card(card or None, rect.size)
        surface.blit(image, rect)
        self.hits.append((place, rect))

    def slot(self, surface: Canvas, rect: pygame.Rect) -> None:
        surface.blit(self.images.slot(rect.width), rect)

    def zone(self, surface: Canvas, rect: pygame.Rect, label: str, place: str,
             glow: bool) -> None:
        colour = GLOW if glow else palette.TABLE_TEXT_MUTED
        radius = max(4, rect.height // 14)
        key = (rect.size, colour)
        layer = self._zone_layers.get(key)
        if layer is None:
            layer = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(layer, (*palette.TABLE_FELT_DARK, 120), layer.get_rect(),
                             border_radius=radius)
            pygame.draw.rect(layer, (*colour, 255), layer.get_rect(),
                             max(2, rect.height // 60), border_radius=radius)
            self._zone_layers[key] = layer
        surface.blit(layer, rect)
        if label:
            self.fitted(surface, label, max(11, rect.height // 9), (rect.x + radius, rect.y + 2),
                        rect.width - 2 * radius, colour, True)
        self.hits.append((place, rect))

    def pile(self, surface: Canvas, rect: pygame.Rect, count: int, label: str,
             place: str, *, back: bool, decor: Decor, face: str | None = None,
             short: str = "") -> None:
        """A pile: a back (decks), a face (``face``) or a closed stack, and its count (with
        the ``short`` label where the label is too wide for the pile)."""
        if place in decor.glow and (count <= 0 or (face is None and not back)):
            spread = max(3, rect.width // 9)
            surface.blit(self.images.glow(rect.size, GLOW, spread),
                         (rect.x - spread, rect.y - spread))
        if count <= 0:
            self.slot(surface, rect)
            self.hits.append((place, rect))
        elif face is not None:
            self.card(surface, face, rect, place, decor)
        elif back:
            self.card(surface, None, rect, place, decor)
        else:
            self._stack(surface, rect, count)
            self.hits.append((place, rect))
        px = max(10, rect.width // 6)
        shorter = (f"{short} {count}", str(count)) if short else (str(count),)
        self.pill(surface, f"{label} {count}", px, (rect.centerx, rect.bottom - px), rect.width,
                  shorter)

    def _stack(self, surface: Canvas, rect: pygame.Rect, count: int) -> None:
        step = max(1, rect.width // 30)
        for i in range(min(3, count) - 1, -1, -1):
            r = rect.move(i * step, -i * step)
            surface.rect(palette.PAPER_SHADE if i else palette.PAPER, r,
                             border_radius=max(3, rect.width // 12))
            surface.rect(palette.INK, r, 1, border_radius=max(3, rect.width // 12))
        self.text(surface, str(count), rect.height // 3, rect.center, palette.INK, True,
                  "center")

    # --- the table ------------------------------------------------------------------------------
    def felt(self, size: tuple[int, int]) -> pygame.Surface:
        """The felt under the table at ``size`` (made once per size)."""
        if self._felt is None or self._felt[0] != size:
            self._felt = (size, self.art.table_background(size))
        return self._felt[1]

    def draw(self, surface: Canvas, layout: Layout, view: View, decor: Decor) -> None:
        """The table's cards, piles and words (over the felt, which ``canvas.paint`` lays)."""
        self.hits = []
        self.labels = {}
        self._info(surface, layout, view, decor)
        self._rival(surface, layout, view, decor)
        self._auction(surface, layout, view, decor)
        self._mine(surface, layout, view, decor)
        self._hand(surface, layout, view, decor)

    def paint_whole(self, surface: pygame.Surface, layout: Layout, view: View,
                    decor: Decor) -> None:
        """The table painted whole onto ``surface`` (a replay's frame)."""
        canvas = Canvas(surface.get_size())
        self.draw(canvas, layout, view, decor)
        paint(surface, self.felt(surface.get_size()), canvas.steps, None)

    def _info(self, surface: Canvas, layout: Layout, view: View, decor: Decor) -> None:
        r = layout.info
        px = max(12, r.height // 5)
        self.text(surface, _("Round {n}").format(n=view.round), px + 2, r.topleft, bold=True)
        owned = view.deck + view.hand + view.discards + view.me.cashed + view.me.offering
        mine = score_cards(owned)
        self.text(surface, _("Your cards: {points} pts").format(points=f"{mine.total:+d}"), px,
                  (r.x, r.y + 2 * px + 12), palette.HIGHLIGHT, True)
        x = r.x
        for suit in SUITS:
            count = sum(1 for c in owned if c[0] == suit)
            done = count >= SUIT_BONUS_COUNT
            tally = (_("{n} {suit}!") if done else _("{n} {suit}")).format(
                n=count, suit=_(SUIT_NAMES[suit]))  # not "G3": no card
            x = self.text(surface, tally,
                          px - 1, (x, r.y + 3 * px + 16), SUIT_INK[suit], True).right + px // 2
        self.text(surface, _("{name} (rival)").format(name=decor.names[1]), px, (r.x, r.y + px + 6),
                  palette.TABLE_TEXT_MUTED)
        if view.phase in (SET_ASIDE, BID) and view.rival.locked:
            self.pill(surface, _("Locked in"), px, (r.x + r.width * 3 // 4, r.y + px + 6 + px // 2))

    def _rival(self, surface: Canvas, layout: Layout, view: View, decor: Decor) -> None:
        count = max(0, view.rival.hand_count - decor.hidden["rival_hand"])
        for rect in row(layout.rival_hand, count, layout.small, centre=True, spacing=0.7):
            self.card(surface, None, rect, "rival:hand", decor)
        piles = layout.rival_piles
        rv = view.rival
        self.pile(surface, piles["deck"], rv.deck_count, _("Deck"), "rival:deck", back=True,
                  decor=decor)
        self.pile(surface, piles["discards"], rv.discard_count, _("Disc."), "rival:discards",
                  back=True, decor=decor)
        self.pile(surface, piles["cashed"], len(rv.cashed), _("Cashed"), "rival:cashed",
                  back=False, decor=decor, face=rv.cashed[-1] if rv.cashed else None,
                  short=_("Cash."))
        area, size = offering_area(layout, 1 - view.seat, view.seat)
        self._offering(surface, area, size, 1 - view.seat, view, decor)

    def _offering(self, surface: Canvas, area: pygame.Rect, size: tuple[int, int],
                  seat: int, view: View, decor: Decor) -> None:
        sv = view.seats[seat]
        shown = [c for c in sv.offering if not decor.hidden[c]]
        rects, spot = offering_groups(area, size, *split_offering(tuple(shown), sv.bid))
        for card in shown:
            rect = rects[card]
            self.card(surface, card, rect, f"offer{seat}:{card}", decor)
            if card in sv.fired:
                self.pill(surface, _("fired"), max(10, rect.width // 7),
                          (rect.centerx, rect.bottom - rect.width // 7), rect.width)
        px = max(11, size[1] // 7)
        if spot is not None:
            surface.line(palette.TABLE_TEXT_MUTED, (spot.x, spot.y + px),
                             (spot.x, spot.bottom - px), 2)
            self.fitted(surface, _("Powers"), px - 1, spot.center, spot.width,
                        palette.TABLE_TEXT_MUTED, True, "center")
        if view.phase == PLAY or sv.offering:
            head, gone = bid_label(sv, decor, view.winner == seat)
            self.labels[f"bid{seat}"] = (head + "; " + gone) if gone else head
            at = self.text(surface, head, px, (area.x - px // 2, area.centery), bold=True,
                           anchor="midright" if not gone else "bottomright")
            if gone:
                self.text(surface, gone, px - 2, (at.right, at.bottom), palette.TABLE_TEXT_MUTED,
                          anchor="topright")

    def _auction(self, surface: Canvas, layout: Layout, view: View,
                 decor: Decor) -> None:
        n = len(view.auction_discards)
        self.pile(surface, layout.auction_discards, n, _("Discards"), "auction_discards",
                  back=False, decor=decor)
        self.pile(surface, layout.auction_deck, view.auction_deck_count, _("Deck"), "auction_deck",
                  back=True, decor=decor)
        for i, (rect, badge) in enumerate(zip(layout.slots, layout.badges, strict=True), 1):
            card = view.display[i - 1]
            if card is None or decor.hidden[card] or card == decor.dragging:
                self.slot(surface, rect)
                self.hits.append((f"slot:{i}", rect))
            else:
                self.card(surface, card, rect, f"slot:{i}", decor)
            surface.blit(self.art.badge(i, badge.width), badge)

    def _mine(self, surface: Canvas, layout: Layout, view: View, decor: Decor) -> None:
        if view.phase in (SET_ASIDE, BID):
            self._zones(surface, layout, view, decor)
            return
        zone = layout.offering
        self.zone(surface, zone, "", "zone:offering", "zone:offering" in decor.glow)
        px = max(11, zone.height // 9)
        self.text(surface, _("Offering"), px, (zone.x + px // 2, zone.bottom - px // 3),
                  palette.TABLE_TEXT_MUTED, True, "bottomleft")
        area, size = offering_area(layout, view.seat, view.seat)
        self._offering(surface, area, size, view.seat, view, decor)

    def _zones(self, surface: Canvas, layout: Layout, view: View, decor: Decor) -> None:
        aside = decor.aside if view.phase == SET_ASIDE else None
        self.zone(surface, layout.aside, _("Set aside"), "zone:aside", "zone:aside" in decor.glow)
        total = sum(VALUE[c] for c in decor.bid)
        self.zone(surface, layout.bid, _("Bid {total}").format(total=total), "zone:bid",
                  "zone:bid" in decor.glow)
        pad = layout.card[0] // 10
        if aside is not None and aside != decor.dragging:
            rect = pygame.Rect((0, 0), layout.card)
            rect.midbottom = (layout.aside.centerx, layout.aside.bottom - pad)
            self.card(surface, None if decor.locked else aside, rect, f"aside:{aside}", decor)
        cards = [c for c in decor.bid if c != decor.dragging]
        area = layout.bid.inflate(-2 * pad, -pad).move(0, -pad // 2)
        for card, rect in zip(cards, row(area, len(cards), layout.card), strict=True):
            self.card(surface, None if decor.locked else card, rect, f"bid:{card}", decor)

    def _hand(self, surface: Canvas, layout: Layout, view: View, decor: Decor) -> None:
        picked = {decor.aside, *decor.bid} if view.phase in (SET_ASIDE, BID) else set()
        cards = [c for c in view.hand if c not in picked and not decor.hidden[c]]
        rects = row(layout.hand, len(cards), layout.card, centre=True)
        for card, rect in zip(cards, rects, strict=True):
            if card != decor.dragging:
                self.card(surface, card, rect, f"hand:{card}", decor)
        piles = layout.piles
        top = view.deck_top if view.deck_top and not decor.hidden[view.deck_top] else None
        self.pile(surface, piles["deck"], len(view.deck), _("Deck"), "pile:deck", back=True,
                  decor=decor)
        if top is not None:
            px = max(10, piles["deck"].width // 7)
            self.pill(surface, _("top: {card}").format(card=card_words(top)), px,
                      (piles["deck"].centerx, piles["deck"].y + px), piles["deck"].width,
                      (card_words(top),))
        self.pile(surface, piles["discards"], len(view.discards), _("Discards"), "pile:discards",
                  back=False, decor=decor)
        cashed = view.me.cashed
        self.pile(surface, piles["cashed"], len(cashed), _("Cashed"), "pile:cashed", back=False,
                  decor=decor, face=cashed[-1] if cashed else None)
