"""Draws a table: any ``TableState`` with its seats, for the live table and the replay viewer.

``TableRenderer.draw(surface, state, seats, decor)`` paints the felt, every seat's piles (you
at the bottom, bots around), the Dutch piles in the middle and the counts. What is animated or
highlighted comes in a ``TableDecor`` (cards hidden while in flight, glowing targets, lifted
cards); the renderer itself decides nothing about the rules. Everything costly -- card images,
the felt with its mats, text -- is rendered once and cached, so a frame is mostly blits.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

import pygame
from pygame import Rect

from game.dutch_blitz.rules.cards import DECKS, Card
from game.dutch_blitz.rules.match import SeatInfo
from game.dutch_blitz.rules.state import SeatState, TableState
from game.dutch_blitz.ui.layout import SeatLayout, TableLayout, fan_rects, table_layout
from game.ui import palette
from game.ui.sprites import ArtSource, CardImages
from game.ui.tween import clamp01, pulse

FontGetter = Callable[[int, bool], pygame.font.Font]

GOLD = (0xF2, 0xC9, 0x4C)
SHADE = (0x0E, 0x26, 0x21)
BADGE = (0x22, 0x1A, 0x15)
CREAM = palette.TABLE_TEXT
MUTED = palette.TABLE_TEXT_MUTED
LIFT = 0.08
"""How far a lifted card rises, as a share of its height."""


def seat_key(seat: int, place: str) -> str:
    """The key of one seat's pile: ``"2:post:1"``, ``"0:blitz"``, ``"1:hand"``."""
    return f"{seat}:{place}"


def deck_of(seats: Sequence[SeatInfo], seat: int) -> str:
    if seat < len(seats) and seats[seat].deck in DECKS:
        return seats[seat].deck
    return DECKS[seat % len(DECKS)]


@dataclass
class TableDecor:
    """What the scene adds to the bare table this frame."""

    now: float = 0.0
    hidden: Mapping[str, int] = field(default_factory=dict)
    """Pile key -> top cards not to draw yet (they are in flight towards it)."""
    glow: Mapping[str, tuple[int, int, int]] = field(default_factory=dict)
    """Pile key (or ``dutch:N``/``dutch:new``) -> halo colour."""
    lifted: Mapping[str, float] = field(default_factory=dict)
    """Pile key -> 0..1: the top card is lifted (a bot reaching, your selection)."""
    focus: str | None = None
    """Keyboard focus ring."""
    hover: str | None = None
    human: int | None = 0
    """The seat labelled as "you" (None in a replay of someone else's match)."""
    hand_hint: bool = False
    """Your hand is empty: the hand slot invites a turn-over."""
    totals: Sequence[int] | None = None
    hand_number: int | None = None
    target: int | None = None
    dim: float = 0.0
    """0..1: darken the whole table (behind a banner or the pause menu)."""


class TextCache:
    """Rendered text surfaces by (text, size, bold, colour), least recently used dropped."""

    def __init__(self, font: FontGetter, limit: int = 400) -> None:
        self.font = font
        self.limit = limit
        self._items: OrderedDict[tuple[object, ...], pygame.Surface] = OrderedDict()

    def __call__(self, text: str, size: int, colour: tuple[int, int, int],
                 bold: bool = False) -> pygame.Surface:
        key = (text, size, colour, bold)
        surf = self._items.get(key)
        if surf is None:
            surf = self.font(max(6, size), bold).render(text, True, colour)
            self._items[key] = surf
            if len(self._items) > self.limit:
                self._items.popitem(last=False)
        else:
            self._items.move_to_end(key)
        return surf


class TableRenderer:
    """Paints tables; keep one per window and call ``draw`` every frame."""

    def __init__(self, art: ArtSource, font: FontGetter, colour_blind: bool = False) -> None:
        self.art = art
        self.images = CardImages(art, colour_blind)
        self.text = TextCache(font)
        self._layouts: dict[tuple[int, int, int, int], TableLayout] = {}
        self._static: tuple[tuple[object, ...], pygame.Surface] | None = None
        self._counts: dict[str, tuple[int, float]] = {}
        self._widths: tuple[int, ...] = ()
        self._base_cache: tuple[tuple[object, ...], dict[str, object], pygame.Surface] | None \
            = None
        self.rebuilt = 0
        """Regions of the base layer redrawn by the last ``draw`` (for benchmarks)."""
        self._veil_surface: pygame.Surface | None = None
        self._badges: dict[tuple[object, ...], pygame.Surface] = {}

    # --- layout ----------------------------------------------------------------------------
    def layout_for(self, size: tuple[int, int], seats: int, posts: int) -> TableLayout:
        key = (size[0], size[1], seats, posts)
        layout = self._layouts.get(key)
        if layout is None:
            if len(self._layouts) > 8:
                self._layouts.clear()
            layout = table_layout(size, seats, posts)
            self._layouts[key] = layout
        widths = tuple(sorted({s.card[0] for s in layout.seats} | {layout.dutch_card[0]}))
        if widths != self._widths:
            self._widths = widths
            self.images.set_widths(list(widths))
        return layout

    def set_colour_blind(self, on: bool) -> None:
        if on != self.images.colour_blind:
            self.images.colour_blind = on
            self.images.set_widths(list(self._widths))

    def preload(self, layout: TableLayout, decks: Sequence[str]) -> None:
        """Render every card image the layout needs now (before play, not during it)."""
        for width in {s.card[0] for s in layout.seats} | {layout.dutch_card[0]}:
            for colour in "RBYG":
                for number in range(1, 11):
                    self.art.face(colour, number, width, self.images.colour_blind)
            for deck in decks:
                self.art.back(deck, width)
            self.art.slot(width)

    # --- geometry the scene needs ------------------------------------------------------------
    @staticmethod
    def post_cards(seat: SeatLayout, index: int, count: int) -> list[Rect]:
        return fan_rects(seat.posts[index], seat.post_columns[index], count)

    def top_rect(self, layout: TableLayout, state: TableState, key: str,
                 extra: int = 0) -> Rect:
        """Where the top card of pile ``key`` is drawn (``extra`` more cards on it)."""
        if key.startswith("dutch:"):
            index = len(state.dutch) if key == "dutch:new" else int(key[6:])
            return Rect(layout.dutch_rect(index))
        seat_no, place = key.split(":", 1)
        seat = layout.seats[int(seat_no)]
        if place.startswith("post:"):
            index = int(place[5:])
            if not 0 <= index < len(seat.posts):
                raise IndexError(f"no such pile: {key}")
            pile = state.seats[int(seat_no)].posts[index]
            count = max(1, len(pile) + extra)
            return self.post_cards(seat, index, count)[-1]
        rect = seat.place_rect(place)
        assert rect is not None, key
        return Rect(rect)

    # --- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, state: TableState, seats: Sequence[SeatInfo],
             decor: TableDecor | None = None) -> TableLayout:
        """Paint the table: a cached base layer (felt, piles, glows) that is redrawn only when
        the table or its highlights change, then what moves every frame (lifted cards, counts,
        pulses, the dimming veil)."""
        decor = decor or TableDecor()
        posts = len(state.seats[0].posts) if state.seats else 3
        layout = self.layout_for(surface.get_size(), state.seat_count, posts)
        surface.blit(self._base(layout, state, seats, decor), (0, 0))
        for seat_layout in layout.seats:
            self._draw_seat_overlay(surface, layout, seat_layout, state, seats, decor)
        if decor.dim > 0:
            surface.blit(self._veil(layout.size, decor.dim), (0, 0))
        return layout

    def _veil(self, size: tuple[int, int], dim: float) -> pygame.Surface:
        if self._veil_surface is None or self._veil_surface.get_size() != size:
            self._veil_surface = pygame.Surface(size)
            self._veil_surface.fill((8, 18, 16))
        self._veil_surface.set_alpha(round(150 * clamp01(dim)))
        return self._veil_surface

    def _regions(self, layout: TableLayout) -> list[tuple[str, Rect]]:
        """Areas of the base layer that are redrawn on their own when their part changes."""
        screen = Rect(0, 0, *layout.size)
        grow = round(layout.seats[0].card[1] * 0.14)
        regions = [("hud", Rect(layout.hud)),
                   ("dutch", layout.dutch_area.inflate(grow, grow).clip(screen))]
        for seat in layout.seats:
            area = seat.area.union(seat.header).inflate(grow * 2, grow * 2)
            regions.append((f"seat{seat.seat}", area.clip(screen)))
        return regions

    @staticmethod
    def _region_signatures(state: TableState, decor: TableDecor) -> dict[str, object]:
        def items(mapping: Mapping[str, object], prefix: str) -> tuple[object, ...]:
            return tuple(sorted((k, v) for k, v in mapping.items() if k.startswith(prefix)))

        lifted = {k: True for k, v in decor.lifted.items() if v > 0}
        totals = tuple(decor.totals) if decor.totals is not None else None
        found: dict[str, object] = {
            "hud": (totals, decor.hand_number, decor.target),
            "dutch": (state.dutch, items(decor.hidden, "dutch"), items(decor.glow, "dutch"),
                      decor.focus if decor.focus and decor.focus.startswith("dutch") else None),
        }
        for number, seat in enumerate(state.seats):
            prefix = f"{number}:"
            found[f"seat{number}"] = (
                seat, items(decor.hidden, prefix), items(decor.glow, prefix),
                items(lifted, prefix), decor.focus if decor.focus and
                decor.focus.startswith(prefix) else None,
                totals[number] if totals is not None and number < len(totals) else None,
                # a Dutch pile started or completed changes what "dutch:new" points at
                len(state.dutch) if "dutch:new" in decor.glow else None)
        return found

    def _base(self, layout: TableLayout, state: TableState, seats: Sequence[SeatInfo],
              decor: TableDecor) -> pygame.Surface:
        """The base layer, redrawn only where its part of the table changed."""
        whole = (layout.size, tuple(seats), decor.human, self.images.colour_blind,
                 len(layout.seats))
        signatures = self._region_signatures(state, decor)
        cached = self._base_cache
        if cached is not None and cached[0] == whole and cached[2].get_size() == layout.size:
            base = cached[2]
            old = cached[1]
            dirty = [rect for name, rect in self._regions(layout)
                     if old.get(name) != signatures.get(name)]
        else:
            base = pygame.Surface(layout.size)
            if pygame.display.get_init() and pygame.display.get_surface() is not None:
                base = base.convert()
            dirty = [Rect(0, 0, *layout.size)]
        for rect in dirty:
            base.set_clip(rect)
            base.blit(self._background(layout, seats, decor.human), rect.topleft, rect)
            self._draw_hud(base, layout, seats, decor)
            self._draw_dutch(base, layout, state, decor)
            for seat_layout in layout.seats:
                self._draw_seat(base, layout, seat_layout, state, seats, decor)
        base.set_clip(None)
        self._base_cache = (whole, signatures, base)
        self.rebuilt = len(dirty)
        return base

    def _background(self, layout: TableLayout, seats: Sequence[SeatInfo],
                    human: int | None) -> pygame.Surface:
        key = (layout.size, len(layout.seats), len(layout.seats[0].posts), human,
               tuple(deck_of(seats, i) for i in range(len(layout.seats))))
        if self._static is not None and self._static[0] == key:
            return self._static[1]
        size = layout.size
        bg = self.art.table_background(size).copy()
        u = layout.unit
        overlay = pygame.Surface(size, pygame.SRCALPHA)
        # the HUD strip
        pygame.draw.rect(overlay, (*SHADE, 150), layout.hud)
        pygame.draw.line(overlay, (*GOLD, 90), layout.hud.bottomleft,
                         (layout.hud.right, layout.hud.bottom), max(1, round(2 * u)))
        # the middle of the table
        middle = layout.dutch_area.inflate(round(-4 * u), round(-4 * u))
        radius = round(28 * u)
        pygame.draw.rect(overlay, (255, 255, 255, 14), middle, border_radius=radius)
        pygame.draw.rect(overlay, (*palette.SLOT_OUTLINE, 40), middle, max(1, round(2 * u)),
                         border_radius=radius)
        # a mat under every seat, tinted with its deck
        for seat in layout.seats:
            tint = palette.BACK_TINTS_DARK[deck_of(seats, seat.seat)]
            pad = round(8 * u)
            rect = seat.area.inflate(2 * pad, pad) if seat.side != "bottom" else Rect(
                seat.header.x - pad * 2, seat.area.y - pad // 2,
                seat.header.width + pad * 4, seat.area.height + pad)
            mat_alpha = 95 if seat.seat == human else 80
            pygame.draw.rect(overlay, (*tint, mat_alpha), rect, border_radius=round(18 * u))
            pygame.draw.rect(overlay, (*palette.SLOT_OUTLINE, 36), rect, max(1, round(1.5 * u)),
                             border_radius=round(18 * u))
        bg.blit(overlay, (0, 0))
        # empty-pile outlines for the Dutch slots, faint
        slot = self.images.slot(layout.dutch_card[0]).copy()
        slot.set_alpha(70)
        for rect in layout.dutch:
            bg.blit(slot, rect.topleft)
        # captions above your piles
        you = layout.seats[0]
        size_px = max(9, round(you.header.height * 0.62))
        for text, rect in (("HAND", you.hand), ("WOOD", you.wood), ("BLITZ", you.blitz)):
            image = self.text(text, size_px, MUTED, True)
            bg.blit(image, image.get_rect(midbottom=(rect.centerx, rect.top - round(2 * u))))
        posts_span = you.posts[0].union(you.posts[-1])
        image = self.text("POST PILES", size_px, MUTED, True)
        bg.blit(image, image.get_rect(midbottom=(posts_span.centerx,
                                                 posts_span.top - round(2 * u))))
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            bg = bg.convert()
        self._static = (key, bg)
        return bg

    def _draw_hud(self, surface: pygame.Surface, layout: TableLayout,
                  seats: Sequence[SeatInfo], decor: TableDecor) -> None:
        hud = layout.hud
        size_px = max(10, round(hud.height * 0.5))
        y = hud.centery
        x = hud.x + round(14 * layout.unit)
        if decor.hand_number:
            image = self.text(f"Hand {decor.hand_number}", size_px, CREAM, True)
            surface.blit(image, image.get_rect(midleft=(x, y)))
        if decor.target:
            image = self.text(f"First to {decor.target}", size_px, MUTED)
            surface.blit(image, image.get_rect(midright=(hud.right - round(60 * layout.unit), y)))
        if decor.totals is not None:
            chips = []
            for i, info in enumerate(seats[: len(decor.totals)]):
                name = self.text(info.name, size_px, CREAM, i == decor.human)
                score = self.text(str(decor.totals[i]), size_px, GOLD, True)
                chips.append((i, name, score))
            gap = round(10 * layout.unit)
            widths = [n.get_width() + s.get_width() + gap * 3 for _, n, s in chips]
            cx = hud.centerx - (sum(widths) + gap * (len(chips) - 1)) // 2
            for (i, name, score), w in zip(chips, widths, strict=True):
                chip = Rect(cx, hud.y + hud.height // 8, w, hud.height - hud.height // 4)
                tint = palette.BACK_TINTS[deck_of(seats, i)]
                pygame.draw.rect(surface, tint, chip, border_radius=chip.height // 2)
                if i == decor.human:
                    pygame.draw.rect(surface, GOLD, chip, max(1, round(layout.unit * 1.5)),
                                     border_radius=chip.height // 2)
                surface.blit(name, name.get_rect(midleft=(chip.x + gap, y)))
                surface.blit(score, score.get_rect(midright=(chip.right - gap, y)))
                cx += w + gap
        # the pause button
        button = self.pause_button(layout)
        pygame.draw.rect(surface, (*SHADE,), button, border_radius=button.height // 4)
        pygame.draw.rect(surface, MUTED, button, max(1, round(layout.unit)),
                         border_radius=button.height // 4)
        bar_w = max(2, button.width // 7)
        for dx in (-bar_w, bar_w):
            bar = Rect(0, 0, bar_w, button.height // 2)
            bar.center = (button.centerx + dx, button.centery)
            pygame.draw.rect(surface, CREAM, bar)

    @staticmethod
    def pause_button(layout: TableLayout) -> Rect:
        side = round(layout.hud.height * 0.74)
        rect = Rect(0, 0, side, side)
        rect.midright = (layout.hud.right - round(14 * layout.unit), layout.hud.centery)
        return rect

    def _card(self, surface: pygame.Surface, card: Card | None, deck: str, rect: Rect) -> None:
        surface.blit(self.images.card(card, deck, rect.size), rect.topleft)

    def _halo(self, surface: pygame.Surface, rect: Rect, colour: tuple[int, int, int],
              strength: float = 1.0) -> None:
        spread = max(4, round(rect.height * 0.09))
        glow = self.images.glow(rect.size, colour, spread)
        if strength < 1.0:
            glow.set_alpha(round(255 * clamp01(strength)))
        surface.blit(glow, (rect.x - spread, rect.y - spread))
        if strength < 1.0:
            glow.set_alpha(255)

    def _outline(self, surface: pygame.Surface, rect: Rect, colour: tuple[int, int, int],
                 width: int) -> None:
        pygame.draw.rect(surface, colour, rect.inflate(width * 2, width * 2), width,
                         border_radius=max(3, rect.width // 11))

    def _count_badge(self, surface: pygame.Surface, key: str, value: int, rect: Rect,
                     now: float, big: bool, colour: tuple[int, int, int] = BADGE) -> None:
        last = self._counts.get(key)
        if last is None or last[0] != value:
            changed = now if last is not None else -10.0
            self._counts[key] = (value, changed)
            last = (value, changed)
        pop = pulse((now - last[1]) / 0.3) if now - last[1] < 0.3 else 0.0
        size_px = max(9, round(rect.height * (0.15 if big else 0.17) * (1 + 0.35 * pop)))
        image = self._badge(str(value), size_px, colour, pop > 0)
        surface.blit(image, image.get_rect(midbottom=(rect.centerx, rect.bottom + round(
            image.get_height() * 0.45))))

    def _badge(self, text: str, size_px: int, colour: tuple[int, int, int],
               popping: bool) -> pygame.Surface:
        """A count pill, rendered once per (text, size, colour)."""
        key = ("badge", text, size_px, colour, popping)
        cached = self._badges.get(key)
        if cached is not None:
            return cached
        image = self.text(text, size_px, CREAM, True)
        w = round(max(image.get_width() + size_px * 0.8, size_px * 1.5))
        h = round(size_px * 1.25)
        pill = pygame.Surface((w, h), pygame.SRCALPHA)
        box = pill.get_rect()
        pygame.draw.rect(pill, colour, box, border_radius=h // 2)
        pygame.draw.rect(pill, GOLD if popping else MUTED, box, max(1, round(size_px / 12)),
                         border_radius=h // 2)
        pill.blit(image, image.get_rect(center=box.center))
        if len(self._badges) > 600:
            self._badges.clear()
        self._badges[key] = pill
        return pill

    def _draw_dutch(self, surface: pygame.Surface, layout: TableLayout, state: TableState,
                    decor: TableDecor) -> None:
        u = layout.unit
        for index, pile in enumerate(state.dutch[: len(layout.dutch)]):
            key = f"dutch:{index}"
            rect = layout.dutch[index]
            visible = len(pile.cards) - decor.hidden.get(key, 0)
            if key in decor.glow:
                self._halo(surface, rect, decor.glow[key])
            if visible <= 0:
                continue
            deck = DECKS[pile.owners[visible - 1] % len(DECKS)]
            self._stack_edges(surface, rect, min(4, (visible - 1) // 2), u)
            self._card(surface, pile.cards[visible - 1], deck, rect)
            if visible == len(pile.cards) and pile.complete:
                self._complete_mark(surface, rect, u)
            if key in decor.glow:
                self._outline(surface, rect, decor.glow[key], max(2, round(3 * u)))
        new_slot = len(state.dutch)
        if "dutch:new" in decor.glow and new_slot < len(layout.dutch):
            rect = layout.dutch[new_slot]
            self._halo(surface, rect, decor.glow["dutch:new"])
            self._outline(surface, rect, decor.glow["dutch:new"], max(2, round(3 * u)))
        if decor.focus and decor.focus.startswith("dutch:"):
            index = new_slot if decor.focus == "dutch:new" else int(decor.focus[6:])
            if index < len(layout.dutch):
                self._outline(surface, layout.dutch[index], CREAM, max(2, round(2 * u)))

    def _complete_mark(self, surface: pygame.Surface, rect: Rect, u: float) -> None:
        veil = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (20, 30, 26, 120), veil.get_rect(),
                         border_radius=max(3, rect.width // 11))
        surface.blit(veil, rect.topleft)
        radius = max(8, rect.width // 4)
        centre = rect.center
        pygame.draw.circle(surface, GOLD, centre, radius)
        pygame.draw.circle(surface, BADGE, centre, radius, max(1, round(2 * u)))
        r = radius * 0.55
        points = [(centre[0] - r, centre[1]), (centre[0] - r * 0.25, centre[1] + r * 0.7),
                  (centre[0] + r, centre[1] - r * 0.6)]
        pygame.draw.lines(surface, BADGE, False, points, max(2, round(radius / 4)))

    def _stack_edges(self, surface: pygame.Surface, rect: Rect, depth: int, u: float) -> None:
        """The edges of ``depth`` cards under ``rect`` (cheap outlines, the top card covers
        the rest)."""
        step = max(1, round(1.5 * u))
        radius = max(3, rect.width // 11)
        for d in range(depth, 0, -1):
            edge = rect.move(d * step, d * step)
            pygame.draw.rect(surface, palette.INK, edge, step + 1, border_radius=radius)
            pygame.draw.rect(surface, palette.PAPER_SHADE, edge.inflate(-2, -2), step - 1 or 1,
                             border_radius=radius)

    def _draw_seat(self, surface: pygame.Surface, layout: TableLayout, seat: SeatLayout,
                   state: TableState, seats: Sequence[SeatInfo], decor: TableDecor) -> None:
        """The still part of a seat (the base layer): lifted cards and counts come later."""
        number = seat.seat
        if number >= state.seat_count:
            return
        piles: SeatState = state.seats[number]
        deck = deck_of(seats, number)
        u = layout.unit

        def key(place: str) -> str:
            return seat_key(number, place)

        def shown(place: str, count: int) -> int:
            """Cards of the pile drawn here: not those in flight, nor a lifted top card."""
            lifted = 1 if decor.lifted.get(key(place), 0.0) > 0 else 0
            return count - decor.hidden.get(key(place), 0) - lifted

        def glow(place: str, rect: Rect) -> None:
            if key(place) in decor.glow:
                self._halo(surface, rect, decor.glow[key(place)])

        # hand: its back (the count comes with the overlay), or an empty slot
        hand_count = len(piles.hand) - decor.hidden.get(key("hand"), 0)
        if hand_count > 0:
            glow("hand", seat.hand)
            self._stack_edges(surface, seat.hand, min(3, hand_count // 6), u)
            if shown("hand", hand_count + decor.hidden.get(key("hand"), 0)) == hand_count:
                self._card(surface, None, deck, seat.hand)
        else:
            surface.blit(self.images.slot(seat.hand.width), seat.hand.topleft)
            if piles.wood:
                self._recycle_icon(surface, seat.hand, u)
        # wood
        visible = shown("wood", len(piles.wood))
        glow("wood", seat.wood)
        if visible > 0:
            self._stack_edges(surface, seat.wood, min(2, (visible - 1) // 4), u)
            self._card(surface, piles.wood[visible - 1], deck, seat.wood)
        else:
            surface.blit(self.images.slot(seat.wood.width), seat.wood.topleft)
        # posts, fanned so every card's number shows
        for index, pile in enumerate(piles.posts):
            if index >= len(seat.posts):
                break
            place = f"post:{index}"
            visible = shown(place, len(pile))
            rects = self.post_cards(seat, index, max(1, len(pile)))
            top = rects[max(0, visible - 1)] if pile else seat.posts[index]
            glow(place, top)
            if visible <= 0:
                surface.blit(self.images.slot(seat.posts[index].width),
                             seat.posts[index].topleft)
            for i in range(max(0, visible)):
                self._card(surface, pile[i], deck, rects[i])
            if key(place) in decor.glow:
                self._outline(surface, top, decor.glow[key(place)], max(2, round(3 * u)))
        # blitz
        count = len(piles.blitz) - decor.hidden.get(key("blitz"), 0)
        visible = shown("blitz", len(piles.blitz))
        glow("blitz", seat.blitz)
        if count > 0:
            self._stack_edges(surface, seat.blitz, min(3, (count - 1) // 3), u)
        if visible > 0:
            self._card(surface, piles.blitz[visible - 1], deck, seat.blitz)
        elif count <= 0:
            surface.blit(self.images.slot(seat.blitz.width), seat.blitz.topleft)
        else:
            self._card(surface, None, deck, seat.blitz)
        if decor.focus is not None and decor.focus.startswith(f"{number}:"):
            rect = self.top_rect(layout, state, decor.focus)
            self._outline(surface, rect, CREAM, max(2, round(2 * u)))

    def _draw_seat_overlay(self, surface: pygame.Surface, layout: TableLayout,
                           seat: SeatLayout, state: TableState, seats: Sequence[SeatInfo],
                           decor: TableDecor) -> None:
        """What moves every frame: lifted top cards, the counts, the turn-over hint."""
        number = seat.seat
        if number >= state.seat_count:
            return
        piles = state.seats[number]
        deck = deck_of(seats, number)
        big = number == decor.human
        now = decor.now
        for place, pile in (("blitz", piles.blitz), ("wood", piles.wood),
                            *((f"post:{i}", p) for i, p in enumerate(piles.posts)),
                            ("hand", piles.hand)):
            amount = decor.lifted.get(seat_key(number, place), 0.0)
            count = len(pile) - decor.hidden.get(seat_key(number, place), 0)
            if amount <= 0 or count <= 0:
                continue
            if place.startswith("post:"):
                index = int(place[5:])
                if index >= len(seat.posts):
                    continue
                rect = self.post_cards(seat, index, len(pile))[count - 1]
            else:
                rect = Rect(seat.place_rect(place) or seat.blitz)
            rect = rect.move(0, -round(rect.height * LIFT * amount))
            self._halo(surface, rect, GOLD, 0.5 + 0.5 * amount)
            card = None if place == "hand" else pile[count - 1]
            self._card(surface, card, deck, rect)
        if seat.side != "bottom" or decor.human != number:
            self._draw_header(surface, seat, seats, number, decor)
        hand = len(piles.hand) - decor.hidden.get(seat_key(number, "hand"), 0)
        if hand > 0:
            self._count_badge(surface, seat_key(number, "hand"), hand, seat.hand, now, big)
        elif decor.hand_hint and big:
            self._halo(surface, seat.hand, GOLD, 0.35 + 0.45 * pulse((now % 1.6) / 1.6))
        wood = len(piles.wood) - decor.hidden.get(seat_key(number, "wood"), 0)
        if wood > 0:
            self._count_badge(surface, seat_key(number, "wood"), wood, seat.wood, now, big,
                              SHADE)
        blitz = len(piles.blitz) - decor.hidden.get(seat_key(number, "blitz"), 0)
        self._count_badge(surface, seat_key(number, "blitz"), max(0, blitz), seat.blitz, now,
                          big, palette.CARD_COLOURS_DARK["R"])

    def _draw_header(self, surface: pygame.Surface, seat: SeatLayout,
                     seats: Sequence[SeatInfo], number: int, decor: TableDecor) -> None:
        info = seats[number] if number < len(seats) else SeatInfo(f"Seat {number + 1}")
        total = decor.totals[number] if decor.totals is not None and \
            number < len(decor.totals) else None
        key = ("header", seat.header.size, info.name, info.level, total)
        image = self._badges.get(key)
        if image is None:
            image = pygame.Surface(seat.header.size, pygame.SRCALPHA)
            size_px = max(9, round(seat.header.height * 0.72))
            y = seat.header.height // 2
            name = self.text(info.name, size_px, CREAM, True)
            image.blit(name, name.get_rect(midleft=(0, y)))
            if info.level:
                level = self.text(info.level.title(), max(8, round(size_px * 0.85)), MUTED)
                image.blit(level, level.get_rect(midleft=(name.get_width() + size_px // 2, y)))
            if total is not None:
                score = self.text(f"{total} pts", size_px, GOLD, True)
                image.blit(score, score.get_rect(midright=(seat.header.width, y)))
            self._badges[key] = image
        surface.blit(image, seat.header.topleft)

    def _recycle_icon(self, surface: pygame.Surface, rect: Rect, u: float) -> None:
        radius = rect.width // 4
        centre = rect.center
        width = max(2, round(3 * u))
        box = Rect(0, 0, radius * 2, radius * 2)
        box.center = centre
        pygame.draw.arc(surface, CREAM, box, 0.5, 5.5, width)
        tip = (centre[0] + radius * 0.88, centre[1] - radius * 0.48)
        size = radius * 0.45
        pygame.draw.polygon(surface, CREAM, [
            (tip[0] - size, tip[1] - size * 0.2), (tip[0] + size * 0.5, tip[1] - size * 0.3),
            (tip[0] - size * 0.1, tip[1] + size * 0.9)])
