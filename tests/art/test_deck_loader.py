"""The loader for the standard and Dutch Auction decks: every file is shipped, surfaces are
cached, unknown ids are refused, a missing or broken file gives a plain card (reported once),
and the committed SVGs are exactly what the generator writes, using only what the renderer
supports."""

from __future__ import annotations

import logging
import shutil
from pathlib import Path
from types import ModuleType

import pytest
from script_module import module_at

from game.paths import find_assets_dir
from game.ui.card_faces import CARD_IDS, DeckArt
from game.ui.svg_render import ArtError, SurfaceCache

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    ("deck", "variant", "count"),
    [("standard", None, 55 + 2), ("standard", "four_colour", 55 + 2), ("auction", None, 40 + 7)],
)
def test_every_expected_file_is_shipped(deck: str, variant: str | None, count: int) -> None:
    files = list(DeckArt(deck, variant=variant).card_files())
    assert len(files) == count
    for path in files:
        assert path.is_file(), path


def test_cache_returns_the_same_surface_and_can_be_shared() -> None:
    shared = SurfaceCache(8 * 1024 * 1024, 64)
    standard = DeckArt("standard", cache=shared)
    four = DeckArt("standard", variant="four_colour", cache=shared)
    assert standard.face("QD", 90) is standard.face("QD", 90)
    assert standard.face("QD", 90) is not four.face("QD", 90)
    assert standard.face("QD", 90) is not standard.face("QD", 91)
    assert standard.back(90) is standard.back(90)
    assert DeckArt("auction").extra("cost_4", 40).get_size() == (40, 40)
    assert len(shared) == standard.cache_len == 4


def test_unknown_decks_cards_and_extras_are_refused() -> None:
    with pytest.raises(ValueError):
        DeckArt("tarot")
    with pytest.raises(ValueError):
        DeckArt("auction", variant="four_colour")
    art = DeckArt("standard")
    for bad in ("1S", "11H", "KX", "X4", "G1", ""):
        with pytest.raises(ValueError):
            art.face(bad, 60)
    with pytest.raises(ValueError):
        art.extra("cost_1", 40)
    with pytest.raises(ValueError):
        DeckArt("auction").face("AS", 60)


@pytest.fixture
def broken_assets(tmp_path: Path) -> Path:
    target = tmp_path / "assets" / "cards"
    for folder in ("standard", "auction"):
        shutil.copytree(find_assets_dir() / "cards" / folder, target / folder)
    (target / "auction" / "G3.svg").unlink()
    (target / "standard" / "KH.svg").write_text("<svg this is not valid", encoding="utf-8")
    (target / "standard" / "back.svg").write_text("hello", encoding="utf-8")
    (target / "auction" / "cost_2.svg").unlink()
    return tmp_path / "assets"


def test_missing_or_broken_files_fall_back_with_one_message_each(
    broken_assets: Path, caplog: pytest.LogCaptureFixture
) -> None:
    standard, auction = DeckArt("standard", assets_dir=broken_assets), DeckArt(
        "auction", assets_dir=broken_assets
    )
    with caplog.at_level(logging.WARNING, logger="game.ui.card_faces"):
        surfaces = [
            auction.face("G3", 60),
            auction.face("G3", 61),  # the same file again: no second message
            standard.face("KH", 60),
            standard.back(60),
        ]
        badge = auction.extra("cost_2", 40)
    for surf in surfaces:
        assert surf.get_bounding_rect().width == surf.get_width()  # a drawn card, not a blank
    assert badge.get_size() == (40, 40) and badge.get_bounding_rect().width > 30
    messages = [r.getMessage() for r in caplog.records]
    assert len(messages) == 4
    assert any("G3.svg" in m and "missing" in m for m in messages)
    assert any("KH.svg" in m for m in messages)
    assert any("back.svg" in m and "not an SVG" in m for m in messages)
    assert len(standard.problems) == 2 and len(auction.problems) == 2
    # the good files still come from the SVGs, with no new messages
    assert standard.face("KS", 60).get_size() == (60, 84)
    assert len(standard.problems) == 2
    # the four-colour faces were not copied at all: they fall back too, with one message
    four = DeckArt("standard", variant="four_colour", assets_dir=broken_assets)
    assert four.face("2D", 60).get_size() == (60, 84)
    assert len(four.problems) == 1


def test_strict_mode_raises_naming_the_file(broken_assets: Path) -> None:
    with pytest.raises(ArtError, match="G3.svg"):
        DeckArt("auction", assets_dir=broken_assets, strict=True).face("G3", 60)


def test_no_assets_at_all_still_gives_cards(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("DUTCH_BLITZ_ASSETS", str(tmp_path / "nowhere"))
    art = DeckArt("auction")
    assert art.problems and "DUTCH_BLITZ_ASSETS" in art.problems[0]
    assert art.face("B10", 60).get_size() == (60, 84)
    assert art.back(60).get_size() == (60, 84)
    assert art.extra("cost_6", 30).get_size() == (30, 30)


def _generator() -> ModuleType:
    return module_at(ROOT / "build_scripts" / "make_card_art.py", "make_card_art")


def test_committed_svgs_match_the_generator(tmp_path: Path) -> None:
    written = _generator().build(tmp_path, decks=("standard", "auction"))
    assets = find_assets_dir()
    assert len(written) == 2 * 55 + 2 + 40 + 7
    for path in written:
        committed = assets / path.relative_to(tmp_path)
        assert committed.read_bytes() == path.read_bytes(), (
            f"{committed} is out of date: run build_scripts/make_card_art.py"
        )


def test_svgs_use_only_what_the_renderer_supports() -> None:
    cards = find_assets_dir() / "cards"
    paths = sorted(p for d in ("standard", "standard4", "auction") for p in (cards / d).glob("*"))
    assert len(paths) == 2 * 55 + 2 + 40 + 7
    for path in paths:
        text = path.read_text(encoding="utf-8")
        for unsupported in ("<text", "<use", "clipPath", "<mask", "<filter", "<pattern"):
            assert unsupported not in text, (path.name, unsupported)
        square = path.stem == "token" or path.stem.startswith("cost_")
        box = 'viewBox="0 0 100 100"' if square else 'viewBox="0 0 250 350"'
        assert box in text, path.name
        assert "Dutch Blitz" not in text and "Hoile" not in text
    assert set(CARD_IDS["auction"]) <= {p.stem for p in paths}
