"""Dutch's screens in the pseudo-language and in German at 1024x640 (``dutch_language_walk``):
no word of Dutch's skips the catalogue, German has every entry Dutch asks for, and no text
leaves its button or the window or runs into another text."""

from __future__ import annotations

import gettext
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from ui.dutch_language_walk import NAMES, RecordingFont, Shot, Texts, walk
from ui.text_watch import LETTERS, untranslated
from ui.text_watch import watching_texts as watching_menu_texts

import game.i18n as i18n
from game.i18n import PSEUDO, use_language
from game.ui.app import App

NOT_DUTCH = {"Log (L)", "click to close"}
"""Words of the shared host drawn on Dutch's table (the shared screens' part translates them;
once it does they are marked like the rest)."""


@pytest.fixture
def texts(monkeypatch: pytest.MonkeyPatch) -> Iterator[Texts]:
    """Every text image known by its words: the menus' ``Style`` and the app's fonts."""
    with watching_menu_texts() as watched:
        shown: Texts = watched
        original = App.font

        def font(self: App, size: int, bold: bool = False) -> pygame.font.Font:
            return RecordingFont(original(self, size, bold), shown)  # type: ignore[return-value]

        monkeypatch.setattr(App, "font", font)
        yield shown
    use_language("en")


def problems(shots: list[Shot]) -> str:
    return "\n".join(sorted({f"{name}: {problem}" for name, _, found in shots
                             for problem in found}))


@pytest.mark.slow
def test_dutch_in_the_pseudo_language_every_word_translated_and_inside(tmp_path: Path,
                                                                        texts: Texts) -> None:
    shots = walk(tmp_path, texts, lambda: use_language(PSEUDO))
    assert len(shots) >= 12
    missing = {f"{name}: {text!r}" for name, drawn, _ in shots
               for text in untranslated(drawn, NAMES | NOT_DUTCH)}
    assert not missing, "\n".join(sorted(missing))
    assert not problems(shots), problems(shots)


def asked_by_dutch() -> bool:
    """Whether the words being translated were asked for by Dutch's code (not the shared
    screens around it, which the shared part's walk covers)."""
    frame: Any = sys._getframe(2)
    while frame is not None and str(frame.f_globals.get("__name__", "")).startswith("game.i18n"):
        frame = frame.f_back
    return frame is not None and str(frame.f_globals.get("__name__", "")).startswith("game.dutch")


class Misses(gettext.NullTranslations):
    """German, noting every text Dutch asks for that the catalogue does not have."""

    def __init__(self, german: gettext.NullTranslations) -> None:
        super().__init__()
        self.german = german
        self.known: dict[Any, str] = getattr(german, "_catalog", {})
        self.missed: set[str] = set()

    def gettext(self, message: str) -> str:
        if message not in self.known and LETTERS.search(message) and asked_by_dutch():
            self.missed.add(message)
        return self.german.gettext(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        if (msgid1, 0) not in self.known and asked_by_dutch():
            self.missed.add(msgid1)
        return self.german.ngettext(msgid1, msgid2, n)


@pytest.mark.slow
def test_dutch_in_german_finds_every_entry_and_fits(tmp_path: Path, texts: Texts,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    misses = Misses(i18n.catalogue("de"))

    def german() -> None:
        use_language("de")
        monkeypatch.setattr(i18n, "_active", misses)

    shots = walk(tmp_path, texts, german)
    assert not misses.missed - NAMES, sorted(misses.missed - NAMES)
    assert not problems(shots), problems(shots)
    words = {d.text for _, drawn, _ in shots for d in drawn}
    assert {"Nachziehstapel 44", "Zug beenden", "Punktezettel"} & words
