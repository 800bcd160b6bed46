"""Drawing the Dutch Auction table from the player's view: piles, the display with its cost
badges, both hands and offerings, the sealed zones. Every card, pile and zone is drawn at the
rect of its spot (``places``), the rects input hit-tests, so the painter keeps nothing of a
frame for input to read.

Hidden cards are never drawn face up: the rival's hand and decks are backs, the rival's
discards a closed pile; only the view's own cards, the offerings and public piles show faces.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.auction.rules.cards import SUIT_BONUS_COUNT, SUIT_NAMES, SUITS, VALUE, card_words
from game.auction.rules.scoring import score_cards
from game.auction.rules.state import BID, PLAY, SET_ASIDE
from game.auction.rules.view import SeatView, View
from game.auction.ui.canvas import Canvas, Step, Words, paint
from game.auction.ui.images import AuctionArt
from game.auction.ui.layout import Layout
from game.auction.ui.part_keys import KEPT_PARTS
from game.auction.ui.places import (
    Decor,
    Spot,
    auction_spots,
    drawn_rect,
    glow_spread,
    hand_spots,
    mine_spots,
    offering_area,
    offering_px,
    offering_spots,
    rival_spots,
)
from game.auction.ui.places import hand_rects as hand_rects  # still importable from the painter
from game.auction.ui.places import offering_rects as offering_rects
from game.i18n import _, current_language
from game.ui import palette
from game.ui.fonts import TextCache, fitting_px
from game.ui.sprites import CardImages

FontGetter = Callable[[int, bool], pygame.font.Font]
Part = Callable[[Canvas, Layout, View, Decor], None]
MIN_PX = 11
"""The smallest size a text shrinks to so as to fit its place (still readable)."""
MEASURED = 512
"""Fitted texts remembered at most (then forgotten all at once)."""
GLOW = palette.HIGHLIGHT
CHOSEN = (0x7F, 0xD8, 0xFF)
SUIT_INK: dict[str, palette.RGB] = {"G": (0x8F, 0xE3, 0x9A), "R": (0xFF, 0x9A, 0x6B),
                                    "P": (0xFF, 0xA8, 0xD6), "B": (0x9C, 0xC4, 0xFF)}
"""Light tints of the suits for counts written on the felt."""


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
    """Draws one frame of the table (and remembers the words beside each bid)."""

    def __init__(self, art: AuctionArt, images: CardImages, font: FontGetter) -> None:
        self.art = art
        self.images = images
        self.font = font
        self.labels: dict[str, str] = {}
        """The words drawn beside each bid last frame ("bid0", "bid1")."""
        self.words = TextCache(font)
        self._sizes: dict[tuple[str, int, int, int, bool], int] = {}
        """The size each text was fitted to a width at (``fitting``)."""
        self._measured: dict[tuple[str, int, bool], tuple[int, int]] = {}
        """The size of each text a step says (``measured``)."""
        self._fits: dict[tuple[str, int, int, tuple[str, ...]], tuple[str, int]] = {}
        """The words and size each pill's text was fitted to a width with (``_fit``)."""
        self._felt: tuple[tuple[int, int], pygame.Surface] | None = None
        self._zone_layers: dict[tuple[tuple[int, int], palette.RGB], pygame.Surface] = {}
        self._sheets: dict[tuple[tuple[int, int], bool], pygame.Surface] = {}
        self._buttons: dict[tuple[tuple[int, int], palette.RGB, int], pygame.Surface] = {}
        self._parts: dict[str, tuple[object, list[Step], dict[str, str]]] = {}
        """The steps of a part of the table drawn last, by part, with what they were drawn
        from and the words it said beside a bid (``_kept``)."""

    # --- small pieces -----------------------------------------------------------------------
    def text(self, surface: Canvas, text: str, px: int, at: tuple[int, int],
             colour: palette.RGB = palette.TABLE_TEXT, bold: bool = False,
             anchor: str = "topleft") -> pygame.Rect:
        """``text`` at ``at`` (its ``anchor``), rendered when its step is drawn."""
        words = self.measured(text, max(10, px), colour, bold)
        rect = pygame.Rect((0, 0), words.size)
        setattr(rect, anchor, at)
        surface.words(words, rect)
        return rect

    def measured(self, text: str, px: int, colour: palette.RGB, bold: bool) -> Words:
        """``text`` as ``Words`` of the size its image will have (measured once for each
        text and size; a text with a control or zero-width character, which a line may not
        draw as measured, is rendered now and measured as drawn)."""
        key = (text, px, bold)
        size = self._measured.get(key)
        if size is None:
            if len(self._measured) >= MEASURED:
                self._measured.clear()
            size = self._measured[key] = self.font(max(self.words.min_size, px), bold).size(
                text) if text.isprintable() else self.words(text, px, colour, bold).get_size()
        return Words(text, px, colour, bold, size, self.words)

    def fitted(self, surface: Canvas, text: str, px: int, at: tuple[int, int],
               width: int, colour: palette.RGB = palette.TABLE_TEXT, bold: bool = False,
               anchor: str = "topleft") -> pygame.Rect:
        """``text`` at ``px``, or smaller (down to a readable size) until it is ``width`` wide."""
        px = self.fitting(text, px, width, MIN_PX, bold)
        return self.text(surface, text, px, at, colour, bold, anchor)

    def fitting(self, text: str, px: int, width: int, smallest: int, bold: bool = False) -> int:
        """``fonts.fitting_px``, measured once for each text, size and width (a table that
        changed is drawn again with mostly the same words)."""
        key = (text, px, width, smallest, bold)
        size = self._sizes.get(key)
        if size is None:
            if len(self._sizes) >= MEASURED:
                self._sizes.clear()
            size = self._sizes[key] = fitting_px(self.font, text, px, width, smallest, bold)
        return size

    def pill(self, surface: Canvas, text: str, px: int, centre: tuple[int, int],
             width: int = 0, shorter: tuple[str, ...] = ()) -> None:
        """``text`` on a dark pill; with ``width``, the text shrinks (to a readable size) to be
        no wider, or the first of the ``shorter`` words that fits is shown instead."""
        if width:
            text, px = self._fit(text, px, width, shorter)
        words = self.measured(text, max(10, px), palette.PAPER, True)
        line = pygame.Rect((0, 0), words.size)
        line.center = centre
        box = line.inflate(px // 2 + 4, 2)
        surface.rect(palette.INK, box, border_radius=box.height // 2)
        line.center = box.center
        surface.words(words, line)

    def _fit(self, text: str, px: int, width: int, shorter: tuple[str, ...]) -> tuple[str, int]:
        key = (text, px, width, shorter)
        fit = self._fits.get(key)
        if fit is None:
            if len(self._fits) >= MEASURED:
                self._fits.clear()
            fit = self._fits[key] = self._measure_fit(text, px, width, shorter)
        return fit

    def _measure_fit(self, text: str, px: int, width: int,
                     shorter: tuple[str, ...]) -> tuple[str, int]:
        for words in (text, *shorter):
            size = fitting_px(self.font, words, max(10, px), width, 10, True)
            if self.font(size, True).size(words)[0] <= width:
                return words, size
        return (shorter or (text,))[-1], 10

    def card(self, surface: Canvas, spot: Spot, decor: Decor) -> None:
        """The card of ``spot`` (a back without a face), glowing when it is a target or
        chosen; a chosen card stands higher (``places.drawn_rect``)."""
        rect, card = spot.rect, spot.card
        spread = glow_spread(rect)
        key = spot.place.split(":", 1)[0] + ":" + (card or "")
        if spot.place in decor.glow or key in decor.glow:
            surface.blit(self.images.glow(rect.size, GLOW, spread),
                         (rect.x - spread, rect.y - spread))
        if card is not None and card in decor.chosen:
            surface.blit(self.images.glow(rect.size, CHOSEN, spread),
                         (rect.x - spread, rect.y - spread))
        surface.blit(self.images.card(card, rect.size), drawn_rect(spot, decor))

    def slot(self, surface: Canvas, rect: pygame.Rect) -> None:
        surface.blit(self.images.slot(rect.width), rect)

    def zone(self, surface: Canvas, spot: Spot, label: str, decor: Decor) -> None:
        rect = spot.rect
        colour = GLOW if spot.place in decor.glow else palette.TABLE_TEXT_MUTED
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
        surface.blit(layer, rect, still=True)  # a large see-through panel: put down as a plate
        if label:
            self.fitted(surface, label, max(11, rect.height // 9), (rect.x + radius, rect.y + 2),
                        rect.width - 2 * radius, colour, True)

    def pile(self, surface: Canvas, spot: Spot, count: int, label: str, *, back: bool,
             decor: Decor, short: str = "") -> None:
        """A pile: a back (decks), its top card's face (the spot's card) or a closed stack,
        and its count (with the ``short`` label where the label is too wide for the pile)."""
        rect = spot.rect
        if spot.place in decor.glow and (count <= 0 or (spot.card is None and not back)):
            spread = glow_spread(rect)
            surface.blit(self.images.glow(rect.size, GLOW, spread),
                         (rect.x - spread, rect.y - spread))
        if count <= 0:
            self.slot(surface, rect)
        elif spot.card is not None or back:
            self.card(surface, spot, decor)
        else:
            self._stack(surface, rect, count)
        px = max(10, rect.width // 6)
        shorter = (f"{short} {count}", str(count)) if short else (str(count),)
        self.pill(surface, f"{label} {count}", px, (rect.centerx, rect.bottom - px), rect.width,
                  shorter)

    def _stack(self, surface: Canvas, rect: pygame.Rect, count: int) -> None:
        """A closed pile: up to three sheets, each a step up and right of the one before, and
        its count (the sheets drawn once per size: two images put down, the top sheet at the
        pile's rect, not six rectangles)."""
        layers, step = min(3, count), max(1, rect.width // 30)
        for i in range(layers - 1, 0, -1):
            surface.blit(self._sheet(rect.size, False), rect.move(i * step, -i * step),
                         still=True)
        surface.blit(self._sheet(rect.size, True), rect, still=True)
        self.text(surface, str(count), rect.height // 3, rect.center, palette.INK, True,
                  "center")

    def _sheet(self, size: tuple[int, int], top: bool) -> pygame.Surface:
        image = self._sheets.get((size, top))
        if image is None:
            image = pygame.Surface(size, pygame.SRCALPHA)
            radius = max(3, size[0] // 12)
            pygame.draw.rect(image, palette.PAPER if top else palette.PAPER_SHADE,
                             image.get_rect(), border_radius=radius)
            pygame.draw.rect(image, palette.INK, image.get_rect(), 1, border_radius=radius)
            self._sheets[(size, top)] = image
        return image

    def button(self, surface: Canvas, rect: pygame.Rect, fill: palette.RGB, edge: int) -> None:
        """A button's rounded panel with an ink edge ``edge`` wide (drawn once per look)."""
        key = (rect.size, fill, edge)
        image = self._buttons.get(key)
        if image is None:
            image = pygame.Surface(rect.size, pygame.SRCALPHA)
            radius = rect.height // 3
            pygame.draw.rect(image, fill, image.get_rect(), border_radius=radius)
            pygame.draw.rect(image, palette.INK, image.get_rect(), edge, border_radius=radius)
            self._buttons[key] = image
        surface.blit(image, rect, still=True)

    # --- the table ------------------------------------------------------------------------------
    def felt(self, size: tuple[int, int]) -> pygame.Surface:
        """The felt under the table at ``size`` (made once per size)."""
        if self._felt is None or self._felt[0] != size:
            self._felt = (size, self.art.table_background(size))
        return self._felt[1]

    def draw(self, surface: Canvas, layout: Layout, view: View, decor: Decor) -> None:
        """The table's cards, piles and words (over the felt, which ``canvas.paint`` lays)."""
        self.labels = {}
        for name, part in (("info", self._info), ("rival", self._rival),
                           ("auction", self._auction), ("mine", self._mine),
                           ("hand", self._hand)):
            surface.part()  # (compared with the same part of another painting)
            self._kept(surface, name, part, layout, view, decor)

    def _kept(self, surface: Canvas, name: str, part: Part, layout: Layout, view: View,
              decor: Decor) -> None:
        """The part ``name`` of the table: the steps it drew last (and the words it said beside
        a bid) when its key (all it is drawn from: ``part_keys``), the language and the card
        art are the same, else drawn by ``part`` and kept (a table that changed elsewhere is
        not built again here, and the steps, the same images, compare as unchanged)."""
        key = (KEPT_PARTS[name](layout, view, decor), current_language(), self.images.deck)
        kept = self._parts.get(name)
        if kept is not None and kept[0] == key:
            surface.steps.extend(kept[1])
            self.labels.update(kept[2])
            return
        start, said = len(surface.steps), dict(self.labels)
        part(surface, layout, view, decor)
        labels = {bid: words for bid, words in self.labels.items() if said.get(bid) != words}
        self._parts[name] = (key, surface.steps[start:], labels)

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
        *hand, deck, discards, cashed = rival_spots(layout, view, decor)
        for spot in hand:
            self.card(surface, spot, decor)
        rv = view.rival
        self.pile(surface, deck, rv.deck_count, _("Deck"), back=True, decor=decor)
        self.pile(surface, discards, rv.discard_count, _("Disc."), back=True, decor=decor)
        self.pile(surface, cashed, len(rv.cashed), _("Cashed"), back=False, decor=decor,
                  short=_("Cash."))
        self._offering(surface, layout, 1 - view.seat, view, decor)

    def _offering(self, surface: Canvas, layout: Layout, seat: int, view: View,
                  decor: Decor) -> None:
        sv = view.seats[seat]
        area, size = offering_area(layout, seat, view.seat)
        spots, gap = offering_spots(layout, view, seat, decor)
        for spot in spots:
            self.card(surface, spot, decor)
            if spot.card in sv.fired:
                rect = spot.rect
                self.pill(surface, _("fired"), max(10, rect.width // 7),
                          (rect.centerx, rect.bottom - rect.width // 7), rect.width)
        px = offering_px(size)
        if gap is not None:
            surface.line(palette.TABLE_TEXT_MUTED, (gap.x, gap.y + px),
                             (gap.x, gap.bottom - px), 2)
            self.fitted(surface, _("Powers"), px - 1, gap.center, gap.width,
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
        discards, deck, *slots = auction_spots(layout, view, decor)
        self.pile(surface, discards, len(view.auction_discards), _("Discards"), back=False,
                  decor=decor)
        self.pile(surface, deck, view.auction_deck_count, _("Deck"), back=True, decor=decor)
        for i, (spot, badge) in enumerate(zip(slots, layout.badges, strict=True), 1):
            if spot.card is None:
                self.slot(surface, spot.rect)
            else:
                self.card(surface, spot, decor)
            surface.blit(self.art.badge(i, badge.width), badge, still=True)

    def _mine(self, surface: Canvas, layout: Layout, view: View, decor: Decor) -> None:
        spots = mine_spots(layout, view, decor)
        if view.phase in (SET_ASIDE, BID):
            aside, bid, *cards = spots
            self.zone(surface, aside, _("Set aside"), decor)
            total = sum(VALUE[c] for c in decor.bid)
            self.zone(surface, bid, _("Bid {total}").format(total=total), decor)
            for spot in cards:
                self.card(surface, spot, decor)
            return
        zone = spots[0]
        self.zone(surface, zone, "", decor)
        px = max(11, zone.rect.height // 9)
        self.text(surface, _("Offering"), px,
                  (zone.rect.x + px // 2, zone.rect.bottom - px // 3),
                  palette.TABLE_TEXT_MUTED, True, "bottomleft")
        self._offering(surface, layout, view.seat, view, decor)

    def _hand(self, surface: Canvas, layout: Layout, view: View, decor: Decor) -> None:
        *cards, deck, discards, cashed = hand_spots(layout, view, decor)
        for spot in cards:
            self.card(surface, spot, decor)
        top = view.deck_top if view.deck_top and not decor.hidden[view.deck_top] else None
        self.pile(surface, deck, len(view.deck), _("Deck"), back=True, decor=decor)
        if top is not None:
            px = max(10, deck.rect.width // 7)
            self.pill(surface, _("top: {card}").format(card=card_words(top)), px,
                      (deck.rect.centerx, deck.rect.y + px), deck.rect.width,
                      (card_words(top),))
        self.pile(surface, discards, len(view.discards), _("Discards"), back=False, decor=decor)
        self.pile(surface, cashed, len(view.me.cashed), _("Cashed"), back=False, decor=decor)
