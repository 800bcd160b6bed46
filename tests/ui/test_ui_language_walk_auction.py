"""Dutch Auction's screens in the pseudo-language and in German at 1024x640: the table in every
phase (the sealed zones, the player's turn, a firing power's chooser, paying, a card's tip, a
pile viewer), every tip of the coached game, the score sheets and the replay viewer. Every word
the game draws went through the catalogue, and no text overflows its box or runs into another;
German draws the table's own words."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from table_support import new_app
from ui.language_walk_auction import (
    COVER_SHOT,
    Shot,
    results_walk,
    table_walk,
    watching,
)
from ui.language_walk_auction_coached import coached_walk
from ui.text_watch import LETTERS

from game.auction.ui.coach_lessons import AuctionLessons
from game.i18n import PSEUDO, use_language
from game.i18n.pseudo import strip_marked


@pytest.fixture
def language() -> Iterator[None]:
    yield
    use_language("en")


def walk(folder: Path, language: str) -> tuple[list[Shot], list[str]]:
    """Every shot of the game's screens, and the game's words the shared parts draw (the
    coach's tips, the replay's captions)."""
    app = new_app((1024, 640), folder=folder)
    use_language(language)  # over the app's setting, read as it starts
    tips: list[str] = []
    try:
        with watching(app) as texts:
            shots = list(coached_walk(app, texts, tips))
            shots += table_walk(app, texts)
            shots += results_walk(app, texts, tips)
    finally:
        app.close()
    return shots, tips


NAMES = {"You", "Anna", "Jakob", "Martha", "Levi", "Ruth", "Noah", "Esther"}
"""The seats' names: names, not words to translate."""


def not_translated(words: str) -> bool:
    return words not in NAMES and bool(LETTERS.search(strip_marked(words)))


def overflows(shots: list[Shot]) -> list[str]:
    return sorted({f"{shot.name}: {problem}" for shot in shots for problem in shot.problems})


@pytest.mark.slow
def test_pseudo_walk_every_word_of_the_game_translated_and_inside_its_box(
        tmp_path: Path, language: None) -> None:
    shots, tips = walk(tmp_path, PSEUDO)
    names = {shot.name for shot in shots}
    assert COVER_SHOT not in names, overflows([s for s in shots if s.name == COVER_SHOT])
    assert {"table, set_aside, 0 bid", "table, your turn", "table, the tip of slot:1",
            "score sheet", "coached score sheet", "replay, last frame"} <= names, names
    assert {f"coached game, tip {lesson}" for lesson in AuctionLessons.lessons} <= names, names
    drawn_by_us = [shot for shot in shots if not shot.name.startswith("replay,")]
    assert all(shot.ours for shot in drawn_by_us), [s.name for s in drawn_by_us if not s.ours]
    missing = sorted({f"{shot.name}: {words!r}" for shot in shots for words in shot.ours
                      if not_translated(words)})
    assert not missing, "\n".join(missing)
    assert tips and not [tip for tip in tips if not_translated(tip)], tips
    assert not overflows(shots), "\n".join(overflows(shots))


@pytest.mark.slow
def test_german_walk_draws_the_tables_words_and_fits(tmp_path: Path, language: None) -> None:
    shots, tips = walk(tmp_path, "de")
    words = " ".join(d.text for shot in shots for d in shot.drawn)
    for german in ("Beiseitelegen", "Festlegen", "Einsatz", "Ablage", "Wertungsblatt",
                   "Siegpunkte", "Runde"):
        assert german in words, german
    assert "Zuerst das Beiseitelegen" in tips[0]
    assert COVER_SHOT not in {shot.name for shot in shots}, "a tip covers what it asks for"
    assert {f"coached game, tip {lesson}" for lesson in AuctionLessons.lessons} <= {
        shot.name for shot in shots}, "every tip of the coached game was drawn in German"
    assert not overflows(shots), "\n".join(overflows(shots))
