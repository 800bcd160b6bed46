"""The four card colours stay distinguishable with deuteranopia, on the rendered cards too."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import itertools

import pygame
import pytest

from game.ui import palette
from game.ui.art import CardArt

MIN_DELTA_E = 30.0  # CIE76; ~2.3 is just noticeable, 30+ is "clearly another colour"


@pytest.fixture(scope="module")
def art() -> CardArt:
    pygame.init()
    return CardArt(strict=True)


def _sim(rgb: tuple[int, int, int]) -> tuple[int, int, int]:
    return palette.simulate_deuteranopia(rgb)


def rgb(colour: pygame.Color) -> tuple[int, int, int]:
    return colour.r, colour.g, colour.b


def test_palette_colours_apart_for_deuteranopia() -> None:
    for a, b in itertools.combinations(palette.COLOUR_ORDER, 2):
        ca, cb = palette.CARD_COLOURS[a], palette.CARD_COLOURS[b]
        assert palette.delta_e(ca, cb) > 70, (a, b)
        assert palette.delta_e(_sim(ca), _sim(cb)) > 40, (a, b)


def test_palette_lightness_differs_for_deuteranopia() -> None:
    lightness = {c: palette.to_lab(_sim(palette.CARD_COLOURS[c]))[0] for c in "RBYG"}
    assert lightness["B"] < lightness["R"] < lightness["G"] < lightness["Y"]
    assert lightness["G"] - lightness["R"] > 8


def test_back_tints_apart_for_deuteranopia() -> None:
    for a, b in itertools.combinations(palette.DECKS, 2):
        ta, tb = palette.BACK_TINTS[a], palette.BACK_TINTS[b]
        assert palette.delta_e(_sim(ta), _sim(tb)) > 30, (a, b)


def test_simulation_matches_known_values() -> None:
    assert _sim((255, 255, 255)) == (255, 255, 255)
    assert _sim((0, 0, 0)) == (0, 0, 0)
    r, g, b = _sim((255, 0, 0))
    assert r > b and g > b  # pure red turns olive-yellow
    assert palette.delta_e((10, 20, 30), (10, 20, 30)) == 0


@pytest.mark.parametrize("width", [60, 240])
def test_rendered_band_and_centre_colours_apart(art: CardArt, width: int) -> None:
    h = width * 7 // 5
    band: dict[str, tuple[int, int, int]] = {}
    centre: dict[str, tuple[int, int, int]] = {}
    for colour in palette.COLOUR_ORDER:
        surf = art.face(colour, 5, width)
        # left side of the colour frame, halfway down
        band[colour] = rgb(surf.get_at((round(width * 14 / 250), h // 2)))
        # the medallion disc beside the big number (lower left)
        centre[colour] = rgb(surf.get_at((round(width * 58 / 250), round(h * 254 / 350))))
        assert palette.delta_e(band[colour], palette.CARD_COLOURS[colour]) < 6
        assert palette.delta_e(centre[colour], palette.CARD_COLOURS[colour]) < 6
    for samples in (band, centre):
        for a, b in itertools.combinations(palette.COLOUR_ORDER, 2):
            de = palette.delta_e(_sim(samples[a]), _sim(samples[b]))
            assert de > MIN_DELTA_E, (a, b, de)
