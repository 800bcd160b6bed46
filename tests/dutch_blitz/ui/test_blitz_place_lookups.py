"""The Dutch Blitz kept layer's look-ups made once: the parts reaching into a place being painted
again are found from a per-layout index (one call instead of a test per region) and are
exactly those whose regions the place meets; a card picture remembered by the table's painters
is the very one the deck gives, and a new look (the colour-blind faces) or new sizes are
never painted from the old pictures; a halo fading in (a bot's card rising) is one of a few
made once, each looking as the whole halo drawn at that strength; a fanned pile put down
where each card shows looks as each card put down whole."""

from __future__ import annotations

import itertools

import pygame
import pytest
from pygame import Rect
from table_support import blitz_config, board_of, start_blitz

from game.dutch_blitz.rules.cards import Card
from game.dutch_blitz.ui.board import BlitzBoard
from game.dutch_blitz.ui.kept_places import place_index, place_regions, seat_places
from game.dutch_blitz.ui.layout import TableLayout, table_layout
from game.dutch_blitz.ui.painter_parts import GOLD
from game.dutch_blitz.ui.pile_pictures import HALO_STEPS
from game.ui.app import App

SIZES = [(640, 400), (1280, 800), (1920, 1080), (3200, 2000)]


def scanned(layout: TableLayout, rect: Rect) -> tuple[bool, list[int], dict[int, list[str]]]:
    """The parts reaching into ``rect``, each region tested on its own (as painting did)."""
    regions = dict(place_regions(layout))
    piles = [i for i in range(len(layout.dutch)) if regions[f"dutch:{i}"].colliderect(rect)]
    seats = {position: places for position, seat in enumerate(layout.seats)
             if (places := [place for place, _ in seat_places(seat)
                            if regions[f"seat{seat.seat}:{place}"].colliderect(rect)])}
    return regions["hud"].colliderect(rect), piles, seats


def probes(layout: TableLayout) -> list[Rect]:
    """Places a repaint may have: every region, parts of them, strips, the whole window."""
    width, height = layout.size
    found = [Rect(0, 0, width, height), Rect(0, 0, 1, 1), Rect(width - 16, height - 16, 16, 16)]
    for _name, region in place_regions(layout):
        found += [Rect(region), region.inflate(-region.w // 2, -region.h // 2),
                  Rect(region.x, region.y, 16, region.h), Rect(region.right - 1, region.y, 40, 8)]
    found += [Rect(0, top, width, height // 8) for top in range(0, height, height // 8)]
    return found


@pytest.mark.parametrize(("seats", "size"), list(itertools.product((2, 3, 4), SIZES)))
def test_the_parts_reaching_into_a_place_are_those_whose_regions_it_meets(
        seats: int, size: tuple[int, int]) -> None:
    for posts in (3, 5):
        layout = table_layout(size, seats, posts)
        index = place_index(layout)
        for rect in probes(layout):
            assert index.reaching(rect) == scanned(layout, rect), (seats, size, posts, rect)


def test_a_remembered_card_picture_is_the_decks_own_and_follows_a_new_look(app: App) -> None:
    scene = start_blitz(app, blitz_config(3))
    renderer = board_of(scene, BlitzBoard).renderer
    pictures, images = renderer.pictures, renderer.images
    size = board_of(scene, BlitzBoard).layout.seats[1].card
    card = Card("R", 7)
    first = pictures.card(card, size, "pump")
    assert first is images.card(card, size, "pump")
    assert pictures.card(card, size, "pump") is first
    assert pictures.card(None, size, "pail") is images.card(None, size, "pail")
    renderer.set_colour_blind(True)
    shown = pictures.card(card, size, "pump")
    assert shown is images.card(card, size, "pump")
    assert pygame.image.tobytes(shown, "RGBA") != pygame.image.tobytes(first, "RGBA"), \
        "the colour-blind face, not the one remembered before"
    smaller = (size[0] - 20, size[1] - 28)  # (scaled from a rendered width)
    before = pictures.card(card, smaller, "pump")
    renderer.layout_for((800, 500), 4, 3)  # other widths: the pictures are made anew
    after = pictures.card(card, smaller, "pump")
    assert after is images.card(card, smaller, "pump")
    assert after is not before


def test_a_fading_halo_looks_as_the_whole_halo_at_its_strength(app: App) -> None:
    scene = start_blitz(app, blitz_config(3))
    renderer = board_of(scene, BlitzBoard).renderer
    size, spread = (183, 256), 23
    felt = pygame.Surface((300, 360))
    for x in range(0, 300, 20):  # stripes, so any blend of the halo shows
        felt.fill((x // 2, 255 - x // 2, (x * 7) % 256), (x, 0, 20, 360))
    whole = renderer.images.glow(size, GOLD, spread)
    shown = set()
    for step in range(0, 101):
        strength = 0.5 + step / 200
        halo = renderer.pictures.halo(size, GOLD, spread, strength)
        shown.add(id(halo))
        baked, faded = felt.copy(), felt.copy()
        baked.blit(halo, (10, 10))
        whole.set_alpha(halo_alpha(halo, whole))
        faded.blit(whole, (10, 10))
        whole.set_alpha(255)
        assert abs(halo_alpha(halo, whole) - 255 * strength) <= 255 / HALO_STEPS
        assert largest_difference(baked, faded) <= 2, strength
    assert len(shown) <= HALO_STEPS // 2 + 2, "a few strengths, each made once"
    assert renderer.pictures.halo(size, GOLD, spread) is whole


def halo_alpha(halo: pygame.Surface, whole: pygame.Surface) -> int:
    """The strength (an alpha) ``halo`` was baked at: its most opaque pixel against the whole
    halo's."""
    most = max(whole.get_at((x, whole.get_height() // 2)).a for x in range(whole.get_width()))
    baked = max(halo.get_at((x, halo.get_height() // 2)).a for x in range(halo.get_width()))
    return round(255 * baked / most)


def largest_difference(one: pygame.Surface, other: pygame.Surface) -> int:
    """The largest difference of a colour channel between two pictures of one size."""
    first, second = pygame.image.tobytes(one, "RGB"), pygame.image.tobytes(other, "RGB")
    return max(abs(a - b) for a, b in zip(first, second, strict=True))


def test_a_fanned_pile_looks_as_each_card_put_down_whole(app: App) -> None:
    scene = start_blitz(app, blitz_config(3))
    board = board_of(scene, BlitzBoard)
    pictures = board.renderer.pictures
    felt = pygame.Surface((520, 900))
    for x in range(0, 520, 20):  # stripes, so any blend of a card's rim shows
        felt.fill((x // 2, 255 - x // 2, (x * 7) % 256), (x, 0, 20, 900))
    seat = board.layout.seats[1]
    cards = [Card("R", 1), Card("B", 2), None, Card("Y", 10), Card("G", 5)]
    for size, step, clip in ((seat.card, 40, None), (seat.card, 3, None),
                             ((183, 256), 51, Rect(90, 130, 200, 260)), ((61, 85), 200, None)):
        pile = [(pictures.card(card, size, "pump"), Rect((30 + i, 20 + i * step), size))
                for i, card in enumerate(cards)]
        fanned, whole = felt.copy(), felt.copy()
        fanned.set_clip(clip)
        whole.set_clip(clip)
        pictures.fan(fanned, pile)
        for image, rect in pile:
            whole.blit(image, rect)
        assert pygame.image.tobytes(fanned, "RGB") == pygame.image.tobytes(whole, "RGB"), \
            (size, step)
