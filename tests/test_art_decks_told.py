"""Broken art of the standard or the auction deck is told to the player once on screen, as the
Dutch Blitz deck's is (the self-test already says so)."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize(("deck", "file", "card"), [
    ("standard", "standard/QH.svg", "QH"),
    ("auction", "auction/B1.svg", "B1"),
])
def test_broken_deck_art_is_told_once_on_screen(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, deck: str, file: str, card: str) -> None:
    assets = tmp_path / "assets"
    shutil.copytree(ROOT / "assets", assets)
    (assets / "cards" / file).write_text("<svg")  # cut off
    monkeypatch.setenv("DUTCH_BLITZ_ASSETS", str(assets))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.ui.app import App
    from game.ui.card_faces import DeckArt

    app = App((800, 600), virtual_time=True, user_folder=None, sound=False, crash_screen=False)
    try:
        art = DeckArt(deck)  # as the game's table makes it
        app.run(until=lambda app: app.frames >= 3)
        art.face(card, 90)  # the table draws the broken card
        app.run(until=lambda app: app.frames >= 8)
        art.face(card, 120)
        app.run(until=lambda app: app.frames >= 12)
        told = [n.text for n in app.notices if "card art" in n.text]
        assert len(told) == 1, [n.text for n in app.notices]
    finally:
        app.close()
