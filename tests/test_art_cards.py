"""Card art: every SVG renders at small and large sizes, the cache is shared and bounded,
broken files fall back to a drawn card with a clear message, and the committed SVGs match
what the generator script writes."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import logging
import shutil
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from script_module import module_at

from game.paths import find_assets_dir
from game.ui import palette
from game.ui.art import COLOURS, DECKS, NUMBERS, ArtError, CardArt, card_height

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module", autouse=True)
def _pygame() -> Iterator[None]:
    pygame.init()
    pygame.display.set_mode((1, 1))
    yield
    pygame.quit()


@pytest.fixture(scope="module")
def art() -> CardArt:
    return CardArt(strict=True)


def test_card_height_is_five_to_seven() -> None:
    assert card_height(60) == 84
    assert card_height(240) == 336
    assert card_height(125) == 175


@pytest.mark.parametrize("width", [60, 240])
def test_every_face_renders_at_size(art: CardArt, width: int) -> None:
    for colour in COLOURS:
        for number in NUMBERS:
            for cb in (False, True):
                surf = art.face(colour, number, width, colour_blind=cb)
                assert surf.get_size() == (width, width * 7 // 5)
                assert surf.get_bounding_rect().size == surf.get_size()
    assert not art.problems


@pytest.mark.parametrize("width", [60, 240])
def test_every_back_and_slot_renders_at_size(art: CardArt, width: int) -> None:
    for deck in DECKS:
        surf = art.back(deck, width)
        assert surf.get_size() == (width, width * 7 // 5)
        assert surf.get_bounding_rect().size == surf.get_size()
    assert art.slot(width).get_size() == (width, width * 7 // 5)
    assert not art.problems


def test_faces_are_opaque_in_the_middle_and_transparent_at_the_corner(art: CardArt) -> None:
    surf = art.face("B", 5, 240)
    assert surf.get_at((120, 168)).a == 255
    assert surf.get_at((0, 0)).a < 40  # rounded corner


def test_colour_blind_face_differs_only_by_the_overlay(art: CardArt) -> None:
    plain = art.face("Y", 4, 120)
    marked = art.face("Y", 4, 120, colour_blind=True)
    assert plain is not marked
    differing = sum(
        plain.get_at((x, y)) != marked.get_at((x, y))
        for x in range(0, 120, 2)
        for y in range(0, 168, 2)
    )
    assert 0 < differing < 0.15 * 60 * 84


def test_unknown_cards_are_rejected(art: CardArt) -> None:
    with pytest.raises(ValueError):
        art.face("P", 1, 60)
    with pytest.raises(ValueError):
        art.face("R", 11, 60)
    with pytest.raises(ValueError):
        art.back("tractor", 60)


def test_cache_returns_the_same_surface(art: CardArt) -> None:
    assert art.face("R", 7, 100) is art.face("R", 7, 100)
    assert art.back("pail", 100) is art.back("pail", 100)
    assert art.slot(100) is art.slot(100)
    assert art.face("R", 7, 100) is not art.face("R", 7, 101)


def test_cache_is_bounded_by_entries_and_bytes() -> None:
    art = CardArt(max_cache_entries=12)
    for width in range(40, 100):
        art.face("G", 9, width)
        art.back("plow", width)
    assert art.cache_len <= 12

    small = CardArt(max_cache_bytes=3 * 100 * 140 * 4)
    for width in range(90, 100):
        small.face("R", 2, width)
    assert small.cache_bytes <= 3 * 100 * 140 * 4
    # the most recent one is still there
    assert small.face("R", 2, 99) is small.face("R", 2, 99)


def test_preload_renders_the_whole_set() -> None:
    art = CardArt()
    art.preload(50)
    assert art.cache_len == 40 + 4 + 1
    assert not art.problems


def test_table_background_is_felt_and_cached(art: CardArt) -> None:
    bg = art.table_background((320, 200))
    assert bg.get_size() == (320, 200)
    assert art.table_background((320, 200)) is bg
    centre = bg.get_at((160, 100))
    assert centre[:3] not in ((0, 0, 0), (255, 255, 255))
    assert centre.g > centre.r  # a green felt
    assert bg.get_at((0, 0)).g < centre.g  # darker at the edges


def test_icon_renders_square(art: CardArt) -> None:
    for size in (16, 32, 256):
        icon = art.icon(size)
        assert icon.get_size() == (size, size)


@pytest.fixture
def broken_assets(tmp_path: Path) -> Path:
    target = tmp_path / "assets"
    shutil.copytree(find_assets_dir() / "cards", target / "cards")
    (target / "cards" / "face_R_3.svg").unlink()
    (target / "cards" / "face_B_4.svg").write_text("<svg this is not valid", encoding="utf-8")
    (target / "cards" / "back_pump.svg").write_text("hello", encoding="utf-8")
    return target


def test_missing_or_broken_svg_falls_back_with_a_clear_message(
    broken_assets: Path, caplog: pytest.LogCaptureFixture
) -> None:
    art = CardArt(broken_assets)
    with caplog.at_level(logging.WARNING, logger="game.ui.art"):
        missing = art.face("R", 3, 60)
        art.face("R", 3, 61)  # same file again: no second warning
        broken = art.face("B", 4, 60)
        back = art.back("pump", 60)
    for surf in (missing, broken, back):
        assert surf.get_size() == (60, 84)
        assert surf.get_bounding_rect().size == (60, 84)  # a drawn card, not a blank
    messages = [r.getMessage() for r in caplog.records]
    assert len(messages) == 3
    assert any("face_R_3.svg" in m and "missing" in m for m in messages)
    assert any("face_B_4.svg" in m for m in messages)
    assert any("back_pump.svg" in m for m in messages)
    assert len(art.problems) == 3
    # the good files still render from the SVG
    assert art.face("R", 4, 60).get_size() == (60, 84)
    assert len(art.problems) == 3


def test_strict_mode_raises_naming_the_file(broken_assets: Path) -> None:
    art = CardArt(broken_assets, strict=True)
    with pytest.raises(ArtError, match="face_R_3.svg"):
        art.face("R", 3, 60)


def test_no_assets_at_all_still_gives_cards(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("DUTCH_BLITZ_ASSETS", str(tmp_path / "nowhere"))
    art = CardArt()
    assert art.problems and "DUTCH_BLITZ_ASSETS" in art.problems[0]
    assert art.face("G", 10, 60, colour_blind=True).get_size() == (60, 84)
    assert art.back("carriage", 60).get_size() == (60, 84)
    assert art.slot(60).get_size() == (60, 84)


def test_every_expected_file_is_shipped(art: CardArt) -> None:
    files = list(art.card_files())
    assert len(files) == 40 + 4 + 4 + 1
    for path in files:
        assert path.is_file(), path
    assert art.assets_dir is not None and (art.assets_dir / "icon.svg").is_file()


def test_committed_svgs_match_the_generator(tmp_path: Path) -> None:
    module = module_at(ROOT / "build_scripts" / "make_card_art.py", "make_card_art")
    written = module.build(tmp_path)
    assets = find_assets_dir()
    assert len(written) == 50
    for path in written:
        committed = assets / path.relative_to(tmp_path)
        assert committed.read_bytes() == path.read_bytes(), (
            f"{committed.name} is out of date: run build_scripts/make_card_art.py"
        )


def test_svgs_use_only_what_the_renderer_supports() -> None:
    for path in sorted((find_assets_dir() / "cards").glob("*.svg")):
        text = path.read_text(encoding="utf-8")
        for unsupported in ("<text", "<use", "clipPath", "<mask", "<filter", "<pattern"):
            assert unsupported not in text, (path.name, unsupported)
        assert 'viewBox="0 0 250 350"' in text
        assert "Dutch Blitz" not in text
    assert palette.hex_colour(palette.RED) in (
        find_assets_dir() / "cards" / "face_R_1.svg"
    ).read_text(encoding="utf-8")
