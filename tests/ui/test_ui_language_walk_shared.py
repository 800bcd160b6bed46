"""The shared screens (Statistics, Replays, the replay viewer's transport and the table log, the
title's Continue and Quit question, the lessons-done page) in the pseudo-language and in German
at 1024x640: no word of theirs skips the catalogue, no text overflows its box or runs into
another, and German has every entry they ask for."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
import ui.test_ui_language_walk as base
from ui.language_walk import Shot
from ui.language_walk_shared import walk_shared
from ui.text_watch import Drawn, untranslated

import game.i18n as i18n
from game.i18n import PSEUDO, use_language


@pytest.fixture
def language() -> Iterator[None]:
    yield
    use_language("en")


def shots_and_names(folder: Path) -> tuple[list[Shot], set[str]]:
    items = list(walk_shared(folder))
    names = items.pop()
    return items, names  # type: ignore[return-value]


def without_names(drawn: list[Drawn], names: set[str]) -> list[Drawn]:
    """The texts with the players' names taken out (a list of players is names and levels)."""
    def bare(text: str) -> str:
        for name in sorted(names, key=len, reverse=True):
            text = text.replace(name, "")
        return text

    return [Drawn(bare(d.text), d.rect, d.clipped) for d in drawn]


def overflows_of(shots: list[Shot]) -> set[str]:
    return {f"{name}: {problem}" for name, _, problems in shots for problem in problems}


@pytest.mark.slow
def test_pseudo_walk_of_the_shared_screens_translates_every_word_and_fits(
        tmp_path: Path, language: None) -> None:
    use_language(PSEUDO)
    shots, names = shots_and_names(tmp_path)
    assert len(shots) >= 15
    missing = {f"{name}: {text!r}" for name, drawn, _ in shots
               for text in untranslated(without_names(drawn, names))}
    assert not missing, "\n".join(sorted(missing))
    assert not overflows_of(shots), "\n".join(sorted(overflows_of(shots)))


@pytest.mark.slow
def test_german_walk_of_the_shared_screens_finds_every_entry_and_fits(
        tmp_path: Path, language: None, monkeypatch: pytest.MonkeyPatch) -> None:
    use_language("de")
    misses = base.Misses(i18n.catalogue("de"))
    monkeypatch.setattr(i18n, "_active", misses)
    shots, names = shots_and_names(tmp_path)
    assert not misses.missed - names, sorted(misses.missed - names)
    assert not overflows_of(shots), "\n".join(sorted(overflows_of(shots)))
    words = {d.text for _, drawn, _ in shots for d in drawn}
    assert {"Statistik", "Gewonnene Partien", "Nach Stärke der Gegner", "Wiederholungen",
            "Ja, löschen", "Spielverlauf", "Verlauf (L)", "Abspielen",
            "Das waren alle Lektionen"} <= words, sorted(words)
    assert any(text.startswith("5. März 2026") for text in words), sorted(words)
