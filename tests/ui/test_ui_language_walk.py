"""Every converted screen in the pseudo-language and in German at 1024x640: no word skips the
catalogue, no text overflows its box or runs into another, and German has every entry."""

from __future__ import annotations

import gettext
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from ui.language_walk import Shot, walk
from ui.text_watch import LETTERS, untranslated

import game.i18n as i18n
from game.i18n import PSEUDO, use_language
from game.i18n.pseudo import CONTEXT


@pytest.fixture
def language() -> Iterator[None]:
    yield
    use_language("en")


def shots_and_names(folder: Path) -> tuple[list[Shot], set[str]]:
    items = list(walk(folder))
    names = items.pop()
    return items, names  # type: ignore[return-value]


@pytest.mark.slow
def test_pseudo_walk_every_word_translated_and_inside_its_box(tmp_path: Path,
                                                               language: None) -> None:
    use_language(PSEUDO)
    shots, names = shots_and_names(tmp_path)
    assert len(shots) > 40
    missing = {f"{name}: {text!r}" for name, drawn, _ in shots
               for text in untranslated(drawn, names)}
    assert not missing, "\n".join(sorted(missing))
    overflows = {f"{name}: {problem}" for name, _, problems in shots for problem in problems}
    assert not overflows, "\n".join(sorted(overflows))


class Misses(gettext.NullTranslations):
    """German, noting every text asked for that the catalogue does not have."""

    def __init__(self, german: gettext.NullTranslations) -> None:
        super().__init__()
        self.german = german
        self.known: dict[Any, str] = getattr(german, "_catalog", {})
        self.missed: set[str] = set()

    def gettext(self, message: str) -> str:
        if message not in self.known and LETTERS.search(message):
            self.missed.add(message)
        return self.german.gettext(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        if (msgid1, 0) not in self.known:
            self.missed.add(msgid1)
        return self.german.ngettext(msgid1, msgid2, n)

    def pgettext(self, context: str, message: str) -> str:
        if f"{context}{CONTEXT}{message}" not in self.known:
            self.missed.add(f"{context}|{message}")
        return self.german.pgettext(context, message)

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        if (f"{context}{CONTEXT}{msgid1}", 0) not in self.known:
            self.missed.add(f"{context}|{msgid1}")
        return self.german.npgettext(context, msgid1, msgid2, n)


@pytest.mark.slow
def test_german_walk_finds_every_entry_and_fits(tmp_path: Path, language: None,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    use_language("de")
    misses = Misses(i18n.catalogue("de"))
    monkeypatch.setattr(i18n, "_active", misses)
    shots, names = shots_and_names(tmp_path)
    assert not misses.missed - names, sorted(misses.missed - names)
    overflows = {f"{name}: {problem}" for name, _, problems in shots for problem in problems}
    assert not overflows, "\n".join(sorted(overflows))
    words = {d.text for _, drawn, _ in shots for d in drawn}
    assert {"Einstellungen", "Spielregeln", "Neues Spiel", "Nachziehstapel"} <= words
