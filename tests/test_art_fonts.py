"""The shipped font loads by pixel size, is cached, and falls back when missing."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import logging
from pathlib import Path

import pygame
import pytest

from game.paths import find_assets_dir
from game.ui.fonts import BOLD_FILE, REGULAR_FILE, Fonts, fitting_px


@pytest.fixture(scope="module", autouse=True)
def _pygame() -> None:
    pygame.font.init()


def test_font_and_licence_are_shipped() -> None:
    fonts = find_assets_dir() / "fonts"
    for name in (REGULAR_FILE, BOLD_FILE):
        assert (fonts / name).stat().st_size < 400_000
    licence = (fonts / "LICENSE-OpenSans.txt").read_text(encoding="utf-8")
    assert "Apache License" in licence


def test_shipped_font_loads_and_is_cached() -> None:
    fonts = Fonts()
    regular = fonts.get(24)
    assert fonts.get(24) is regular
    assert fonts.get(24, bold=True) is not regular
    assert "Open Sans" in regular.name
    assert not fonts.using_fallback
    text = regular.render("Blitz! 10", True, (0, 0, 0))
    assert 10 < text.get_height() < 60
    assert fonts.get(48).get_height() > regular.get_height()


def test_sizes_are_clamped() -> None:
    fonts = Fonts()
    assert fonts.get(0).get_height() > 0
    assert fonts.get(10.6) is fonts.get(11)  # type: ignore[arg-type]  # a fractional size on purpose


def test_cache_is_bounded() -> None:
    fonts = Fonts(max_cached=5)
    for px in range(10, 40):
        fonts.get(px)
    assert len(fonts._cache) <= 5


def test_missing_font_falls_back_with_a_warning(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    fonts = Fonts(tmp_path)
    with caplog.at_level(logging.WARNING, logger="game.ui.fonts"):
        font = fonts.get(20)
        fonts.get(30)
    assert font.render("7", True, (0, 0, 0)).get_width() > 0
    assert fonts.using_fallback
    assert len(caplog.records) == 1
    assert REGULAR_FILE in caplog.records[0].getMessage()


@pytest.mark.parametrize("width", [90, 240, 500, 900])
def test_a_shrunk_text_gets_the_largest_size_that_fits_opening_few_sizes(width: int) -> None:
    fonts = Fonts()
    opened: list[int] = []

    def font(px: int, bold: bool) -> pygame.font.Font:
        opened.append(px)
        return fonts.get(px, bold)

    text = "Orange 7 fires, repeating Green 9: choose a card, or Decline"
    px = fitting_px(font, text, 60, width, 11, True)
    one_by_one = 60
    while one_by_one > 11 and fonts.get(one_by_one, True).size(text)[0] > width:
        one_by_one -= 1
    assert px == one_by_one
    assert fonts.get(px, True).size(text)[0] <= width or px == 11
    assert len(set(opened)) <= 4
