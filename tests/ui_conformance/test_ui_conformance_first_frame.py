"""Every game's table opens without rendering card pictures it does not show: its first frame
renders at most the card images on it (the rest follow a few after each frame), so the table
comes up at once after the player's choice."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from ui_conformance.ui_conformance_support import game_ids, new_app, seats

from game.core.options import defaults
from game.core.registry import get_game
from game.ui.card_faces import DeckArt
from game.ui.image_worker import WORKER
from game.ui.sprites import DeckImages, base_width
from game.ui.svg_render import SvgFiles


class Pictures:
    """The SVG renders made, and the distinct card pictures (faces, backs, empty places,
    tokens and badges) that drawing asked for; rendering ahead asks the art directly."""

    def __init__(self) -> None:
        self.renders = 0
        self.shown: set[tuple[object, ...]] = set()


@pytest.fixture
def pictures(monkeypatch: pytest.MonkeyPatch) -> Iterator[Pictures]:
    seen = Pictures()
    render, card, flying = SvgFiles.render, DeckImages.card, DeckImages.card_image
    made = DeckImages.made_image
    extra, slot, deck_extra = DeckImages.extra, DeckImages.slot, DeckArt.extra

    def counted_render(files: SvgFiles, path: Path, size: tuple[int, int]) -> Any:
        seen.renders += 1
        return render(files, path, size)

    def shown_card(images: DeckImages[Any], item: Any, size: tuple[int, int],
                   back: str | None = None) -> Any:
        width = base_width(images.widths, max(2, size[0]))
        name = ("back", back) if item is None else (images.card_id(item),)
        seen.shown.add((id(images.deck), *name, width))
        return card(images, item, size, back)

    def saw_flying(images: DeckImages[Any], item: Any, deck: str, full_width: int) -> None:
        width = base_width(images.widths, full_width)
        name = ("back", deck) if item is None else (images.card_id(item),)
        seen.shown.add((id(images.deck), *name, width))

    def shown_flying(images: DeckImages[Any], item: Any, deck: str, size: tuple[int, int],
                     full_width: int) -> Any:
        saw_flying(images, item, deck, full_width)
        return flying(images, item, deck, size, full_width)

    def shown_made(images: DeckImages[Any], item: Any, deck: str, size: tuple[int, int],
                   full_width: int, ask: bool = True) -> Any:
        picture = made(images, item, deck, size, full_width, ask)
        if picture is not None:  # (one not made yet is made on the image thread)
            saw_flying(images, item, deck, full_width)
        return picture

    def shown_extra(images: DeckImages[Any], name: str, width: int) -> Any:
        seen.shown.add((id(images.deck), "extra", name, width))
        return extra(images, name, width)

    def shown_deck_extra(deck: DeckArt, name: str, width: int) -> Any:
        seen.shown.add((id(deck), "extra", name, width))
        return deck_extra(deck, name, width)

    def shown_slot(images: DeckImages[Any], width: int) -> Any:
        seen.shown.add(("slot", width))
        return slot(images, width)

    monkeypatch.setattr(SvgFiles, "render", counted_render)
    monkeypatch.setattr(DeckImages, "card", shown_card)
    monkeypatch.setattr(DeckImages, "card_image", shown_flying)
    monkeypatch.setattr(DeckImages, "made_image", shown_made)
    monkeypatch.setattr(DeckImages, "extra", shown_extra)
    monkeypatch.setattr(DeckImages, "slot", shown_slot)
    monkeypatch.setattr(DeckArt, "extra", shown_deck_extra)
    yield seen


@pytest.mark.parametrize("game_id", game_ids())
def test_a_tables_first_frame_renders_no_card_picture_it_does_not_show(
        game_id: str, tmp_path: Path, pictures: Pictures) -> None:
    WORKER.drop()  # (images an earlier test's table left to make are not this table's)
    assert WORKER.wait()
    app = new_app((1280, 800), tmp_path)
    pictures.renders = 0  # the window's icon
    try:
        game = get_game(game_id)
        app.game_ui(game_id).start(1, seats(game, player=True), defaults(game.options))
        app.step()
        assert type(app.top).__name__ == "TableScene" and app.drawn >= 1
        assert pictures.shown, "the first frame shows cards"
        assert pictures.renders <= len(pictures.shown), (
            f"{pictures.renders} pictures rendered for a frame showing {len(pictures.shown)}")
    finally:
        app.close()
