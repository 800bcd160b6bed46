"""What the Dutch Blitz table's painters share: decor, keys, text cache and card helpers.

``PainterParts`` holds the renderer's caches and the small drawing helpers every painter uses
(a card, a halo, an outline, a count badge, a pile's stacked edges) and the geometry the scene
asks for (where a pile's top card is). The background, seat and centre painters build on it;
``TableRenderer`` joins them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

import pygame
from pygame import Rect

from game.dutch_blitz.rules.cards import DECKS, Card
from game.dutch_blitz.rules.match import SeatInfo
from game.dutch_blitz.rules.state import TableState
from game.dutch_blitz.ui.layout import SeatLayout, TableLayout, fan_rects
from game.dutch_blitz.ui.pile_pictures import HALO_SPREAD, PilePictures
from game.ui import palette
from game.ui.art import CardArt
from game.ui.fonts import TextCache
from game.ui.sprites import DeckImages
from game.ui.tween import pulse

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


class PainterParts:
    """The renderer's shared caches and drawing helpers."""

    art: CardArt
    images: DeckImages[Card | str]
    text: TextCache
    _counts: dict[str, tuple[int, float]]
    _badges: dict[tuple[object, ...], pygame.Surface]
    pictures: PilePictures

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

    def _card(self, surface: pygame.Surface, card: Card | None, deck: str, rect: Rect) -> Rect:
        return surface.blit(self.pictures.card(card, rect.size, deck), rect.topleft)

    def _halo(self, surface: pygame.Surface, rect: Rect, colour: tuple[int, int, int],
              strength: float = 1.0) -> Rect:
        spread = max(4, round(rect.height * HALO_SPREAD))
        glow = self.pictures.halo(rect.size, colour, spread, strength)
        return surface.blit(glow, (rect.x - spread, rect.y - spread))

    def _outline(self, surface: pygame.Surface, rect: Rect, colour: tuple[int, int, int],
                 width: int) -> None:
        pygame.draw.rect(surface, colour, rect.inflate(width * 2, width * 2), width,
                         border_radius=max(3, rect.width // 11))

    def _enter_mark(self, surface: pygame.Surface, rect: Rect, u: float) -> None:
        """The target Enter will use: a thick cream ring clear of the glow, and an "Enter" tag
        above the pile, so it stands out among several glowing targets."""
        width = max(3, round(4 * u))
        ring = rect.inflate(width * 4, width * 4)
        pygame.draw.rect(surface, palette.INK, ring.inflate(2, 2), width + 2,
                         border_radius=max(3, ring.width // 10))
        pygame.draw.rect(surface, CREAM, ring, width, border_radius=max(3, ring.width // 10))
        size_px = max(9, round(rect.height * 0.12))
        height = self._badge("Enter", size_px, palette.INK, False)[0].get_height()
        self._blit_badge(surface, "Enter", size_px, palette.INK, False,
                         (rect.centerx, ring.top + height // 3))

    def _badge_pop(self, key: str, value: int, now: float) -> float:
        """How far the count badge of pile ``key`` is into its bump (0: still): a badge
        bumps for 0.3 s when its count changes (asked each frame, it notes the change)."""
        last = self._counts.get(key)
        if last is None or last[0] != value:
            changed = now if last is not None else -10.0
            self._counts[key] = (value, changed)
            last = (value, changed)
        return pulse((now - last[1]) / 0.3) if now - last[1] < 0.3 else 0.0

    def _draw_badge(self, surface: pygame.Surface, value: int, rect: Rect, big: bool,
                    colour: tuple[int, int, int], pop: float) -> Rect:
        """The count badge of the pile at ``rect``, ``pop`` into its bump; where it was drawn."""
        size_px = max(9, round(rect.height * (0.15 if big else 0.17) * (1 + 0.35 * pop)))
        height = self._badge(str(value), size_px, colour, pop > 0)[0].get_height()
        return self._blit_badge(surface, str(value), size_px, colour, pop > 0,
                                (rect.centerx, rect.bottom + round(height * 0.45)))

    def _badge_rect(self, value: int, rect: Rect, big: bool,
                    colour: tuple[int, int, int]) -> Rect:
        """Where the still count badge of the pile at ``rect`` lies (``_draw_badge``)."""
        size_px = max(9, round(rect.height * (0.15 if big else 0.17)))
        pill, words = self._badge(str(value), size_px, colour, False)
        box = pill.get_rect(midbottom=(rect.centerx,
                                       rect.bottom + round(pill.get_height() * 0.45)))
        return box.union(words.get_rect(center=box.center))

    def _blit_badge(self, surface: pygame.Surface, text: str, size_px: int,
                    colour: tuple[int, int, int], popping: bool,
                    midbottom: tuple[int, int]) -> Rect:
        """A pill with ``text`` on it, its bottom's middle at ``midbottom`` (the words are
        laid on the screen itself, over the pill); where it was drawn."""
        pill, words = self._badge(text, size_px, colour, popping)
        box = pill.get_rect(midbottom=midbottom)
        drawn = surface.blit(pill, box)
        return drawn.union(surface.blit(words, words.get_rect(center=box.center)))

    def _badge(self, text: str, size_px: int, colour: tuple[int, int, int],
               popping: bool) -> tuple[pygame.Surface, pygame.Surface]:
        """A count pill for ``text`` (rendered once per text, size and colour) and the
        text's words."""
        image = self.text(text, size_px, CREAM, True)
        key = ("badge", text, size_px, colour, popping)
        cached = self._badges.get(key)
        if cached is not None:
            return cached, image
        w = round(max(image.get_width() + size_px * 0.8, size_px * 1.5))
        h = round(size_px * 1.25)
        pill = pygame.Surface((w, h), pygame.SRCALPHA)
        box = pill.get_rect()
        pygame.draw.rect(pill, colour, box, border_radius=h // 2)
        pygame.draw.rect(pill, GOLD if popping else MUTED, box, max(1, round(size_px / 12)),
                         border_radius=h // 2)
        if len(self._badges) > 600:
            self._badges.clear()
        self._badges[key] = pill
        return pill, image

    def _stack_edges(self, surface: pygame.Surface, rect: Rect, depth: int, u: float) -> None:
        """The edges of ``depth`` cards under ``rect`` (cheap outlines, the top card covers
        the rest), from an image made once (``PilePictures.edges``)."""
        self.pictures.stack_edges(surface, rect, depth, u)
