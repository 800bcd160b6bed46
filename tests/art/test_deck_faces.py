"""The standard and Dutch Auction decks: every card renders at hand and close-up sizes, the
four-colour suits really differ, red and black kings differ at a glance, the auction suits stay
apart with deuteranopia, and negative victory points look unlike positive ones."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.ui import palette
from game.ui.card_faces import CARD_IDS, EXTRAS, DeckArt

DECKS = [("standard", None), ("standard", "four_colour"), ("auction", None)]


@pytest.fixture(scope="module")
def decks() -> dict[tuple[str, str | None], DeckArt]:
    return {(d, v): DeckArt(d, variant=v, strict=True) for d, v in DECKS}


def _diff_fraction(a: pygame.Surface, b: pygame.Surface, threshold: int = 60) -> float:
    """Share of sampled pixels whose RGB differs by more than ``threshold`` (sum of channels)."""
    w, h = a.get_size()
    points = [(x, y) for x in range(0, w, 2) for y in range(0, h, 2)]
    differ = 0
    for p in points:
        ca, cb = a.get_at(p), b.get_at(p)
        differ += abs(ca.r - cb.r) + abs(ca.g - cb.g) + abs(ca.b - cb.b) > threshold
    return differ / len(points)


def _rgb(surf: pygame.Surface, x: int, y: int) -> tuple[int, int, int]:
    c = surf.get_at((x, y))
    return (c.r, c.g, c.b)


def _mean_lightness(surf: pygame.Surface, cx: float, cy: float, r: float) -> float:
    """Mean CIELAB lightness of the pixels within ``r`` of (cx, cy)."""
    values = [
        palette.to_lab(_rgb(surf, x, y))[0]
        for x in range(int(cx - r), int(cx + r) + 1)
        for y in range(int(cy - r), int(cy + r) + 1)
        if (x - cx) ** 2 + (y - cy) ** 2 <= r * r
    ]
    return sum(values) / len(values)


@pytest.mark.parametrize("width", [60, 300])
@pytest.mark.parametrize(("deck", "variant"), DECKS)
def test_every_card_renders_at_hand_and_close_up_size(
    decks: dict[tuple[str, str | None], DeckArt], deck: str, variant: str | None, width: int
) -> None:
    art = decks[(deck, variant)]
    size = (width, round(width * 7 / 5))
    for card_id in CARD_IDS[deck]:
        surf = art.face(card_id, width)
        assert surf.get_size() == size, card_id
        bounds = surf.get_bounding_rect()  # drawn edge to edge (give or take a pixel row)
        assert bounds.width == width and bounds.height >= size[1] - 1, card_id
        assert surf.get_at((width // 2, size[1] // 2)).a >= 250, card_id  # opaque paper
    assert art.back(width).get_bounding_rect().width == width
    for name in EXTRAS[deck]:
        extra = art.extra(name, width)
        assert extra.get_size() == (width, width)
        assert extra.get_bounding_rect().width > width * 0.8, name
    assert not art.problems


def test_decks_hold_the_expected_cards() -> None:
    standard = CARD_IDS["standard"]
    assert len(standard) == 55 and len(set(standard)) == 55
    assert {"AS", "10H", "JD", "QC", "KS", "X1", "X2", "X3"} <= set(standard)
    auction = CARD_IDS["auction"]
    assert len(auction) == 40 and auction[0] == "G1" and auction[-1] == "B10"
    assert EXTRAS["auction"] == tuple(f"cost_{n}" for n in range(1, 7))


def test_four_colour_suits_differ_only_for_diamonds_and_clubs(
    decks: dict[tuple[str, str | None], DeckArt],
) -> None:
    two, four = decks[("standard", None)], decks[("standard", "four_colour")]
    for rank in ("A", "7", "10", "Q"):
        for suit in "DC":
            card = rank + suit
            assert _diff_fraction(two.face(card, 120), four.face(card, 120)) > 0.02, card
        for suit in "SH":
            card = rank + suit
            assert _diff_fraction(two.face(card, 120), four.face(card, 120)) == 0, card
    # the four suits' ink is four different colours in the four-colour deck
    inks = {s: _rgb(four.face("A" + s, 250), 34, 104) for s in "SHDC"}
    for a, b in itertools.combinations("SHDC", 2):
        assert palette.delta_e(inks[a], inks[b]) > 30, (a, b, inks)
        sim_a, sim_b = (palette.simulate_deuteranopia(inks[s]) for s in (a, b))
        assert palette.delta_e(sim_a, sim_b) > 40, (a, b, "deuteranopia")


@pytest.mark.parametrize("red", ["KH", "KD"])
@pytest.mark.parametrize("black", ["KS", "KC"])
def test_red_and_black_kings_differ_at_a_glance(
    decks: dict[tuple[str, str | None], DeckArt], red: str, black: str
) -> None:
    art = decks[("standard", None)]
    for width in (60, 120):
        assert _diff_fraction(art.face(red, width), art.face(black, width)) > 0.2


def test_court_cards_differ_from_each_other(
    decks: dict[tuple[str, str | None], DeckArt],
) -> None:
    art = decks[("standard", None)]
    for a, b in itertools.combinations(("JH", "QH", "KH"), 2):
        assert _diff_fraction(art.face(a, 60), art.face(b, 60)) > 0.08, (a, b)


def test_auction_suits_apart_with_deuteranopia(
    decks: dict[tuple[str, str | None], DeckArt],
) -> None:
    art = decks[("auction", None)]
    width, h = 250, 350
    frame: dict[str, tuple[int, int, int]] = {}
    for suit in "GRPB":
        surf = art.face(f"{suit}5", width)
        frame[suit] = _rgb(surf, 14, h // 2)
        assert palette.delta_e(frame[suit], palette.AUCTION_COLOURS[suit]) < 6
    for a, b in itertools.combinations("GRPB", 2):
        sim_a = palette.simulate_deuteranopia(frame[a])
        sim_b = palette.simulate_deuteranopia(frame[b])
        assert palette.delta_e(frame[a], frame[b]) > 40, (a, b)
        assert palette.delta_e(sim_a, sim_b) > 30, (a, b)


def test_auction_suits_have_their_own_emblems(
    decks: dict[tuple[str, str | None], DeckArt],
) -> None:
    # the same card in two suits, with colour taken out: the emblems still differ
    art = decks[("auction", None)]

    def grey(card: str) -> pygame.Surface:
        return pygame.transform.grayscale(art.face(card, 120))

    for a, b in itertools.combinations("GRPB", 2):
        assert _diff_fraction(grey(f"{a}3"), grey(f"{b}3"), threshold=90) > 0.02, (a, b)


def test_negative_victory_points_look_unlike_positive(
    decks: dict[tuple[str, str | None], DeckArt],
) -> None:
    art = decks[("auction", None)]
    cx, cy = 76, 240  # the wreath, in view-box units (= pixels at 250 wide)
    for suit in "GRPB":
        positive = [_mean_lightness(art.face(f"{suit}{v}", 250), cx, cy, 30) for v in range(1, 6)]
        negative = [_mean_lightness(art.face(f"{suit}{v}", 250), cx, cy, 30) for v in range(6, 11)]
        assert min(positive) - max(negative) > 40, (suit, positive, negative)
