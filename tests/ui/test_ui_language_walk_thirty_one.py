"""Blitz (31) in the pseudo-language and in German at 1024x640: the table mid-hand with you to
act, the showdowns, the game results, every coach tip of the coached match played through and
the replay viewer; no word of the game skips the catalogue, no text overflows its box or runs
into another, German has every entry."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from ui.language_walk_thirty_one import walk
from ui.test_ui_language_walk import Misses
from ui.text_watch import Drawn, untranslated

import game.i18n as i18n
from game.i18n import PSEUDO, say, use_language
from game.thirty_one.log_words import log_words
from game.thirty_one.rules.state import Why
from game.thirty_one.ui.coach_lessons import ThirtyOneLessons

NAMES = {"You", "Anna", "Jakob", "Martha", "Levi", "Ruth", "Noah", "Esther"}
"""The seats' names: names, not words of the app."""


SHARED_WORDS: frozenset[str] = frozenset()
"""Words of other parts of the app drawn on Blitz (31)'s screens that this walk may let through:
none, now that the table host, the results screen and the replay viewer are translated too."""
SHARED_PARTS = re.compile(r"^(Hand \d+  ·  \d+:\d\d  ·  )|^\d+ of \d+$")
"""The replay viewer's own words around the game's caption, and its speed."""


def game_words(drawn: list[Drawn]) -> list[Drawn]:
    """The texts Blitz (31) drew, the shared screens' own words left out."""
    kept = [dataclasses.replace(d, text=SHARED_PARTS.sub("", d.text)) for d in drawn
            if d.text not in SHARED_WORDS]
    return [d for d in kept if d.text]


@pytest.fixture
def language() -> Iterator[None]:
    yield
    use_language("en")


@pytest.mark.slow
def test_pseudo_walk_every_word_of_blitz_31_translated_and_inside_its_box(
        tmp_path: Path, language: None) -> None:
    use_language(PSEUDO)
    shots = list(walk(tmp_path))
    assert len(shots) == 12 + len(ThirtyOneLessons.lessons)
    assert {f"coach tip {lesson}" for lesson in ThirtyOneLessons.lessons} <= {
        name for name, _, _ in shots}
    missing = {f"{name}: {text!r}" for name, drawn, _ in shots
               for text in untranslated(game_words(drawn), NAMES)}
    assert not missing, "\n".join(sorted(missing))
    overflows = {f"{name}: {problem}" for name, _, problems in shots for problem in problems}
    assert not overflows, "\n".join(sorted(overflows))


@pytest.mark.slow
def test_german_walk_of_blitz_31_finds_every_entry_and_fits(
        tmp_path: Path, language: None, monkeypatch: pytest.MonkeyPatch) -> None:
    use_language("de")
    misses = Misses(i18n.catalogue("de"))
    monkeypatch.setattr(i18n, "_active", misses)
    shots = list(walk(tmp_path))
    assert {f"coach tip {lesson}" for lesson in ThirtyOneLessons.lessons} <= {
        name for name, _, _ in shots}, "every tip of the coached match was drawn in German"
    missed = misses.missed - NAMES - SHARED_WORDS
    assert not missed, sorted(missed)
    overflows = {f"{name}: {problem}" for name, _, problems in shots for problem in problems}
    assert not overflows, "\n".join(sorted(overflows))
    words = {d.text for _, drawn, _ in shots for d in drawn}
    assert {"Abwurfstapel", "Klopfen (K)", "Nächste Runde"} <= words
    assert say(Why.KNOCK_AT_START) in words, "the core's refusal, in German"


def test_the_cores_refusals_and_the_log_speak_german(language: None) -> None:
    use_language("de")
    german = i18n.catalogue("de")
    assert all(german.gettext(why.text) != why.text for why in Why)
    assert say(Why.NOT_YOUR_TURN) == "Du bist nicht dran."
    assert Why.NOT_YOUR_TURN.text == "It is not your turn."
    names = ["Du", "Anna"]
    said = [log_words(line, names, []) for line in (
        {"type": "knock", "seat": 1}, {"type": "draw", "seat": 1, "from": "stock"},
        {"type": "hand_end", "hand": 2, "values": {"0": 21, "1": 30}, "lost": {"0": 1},
         "out": []},
        {"type": "match_end", "winners": [1]})]
    assert said == ["Anna hat geklopft", "Anna hat vom Nachziehstapel gezogen",
                    "Runde 2 endet: Anna 30, Du 21; Du verlierst ein Leben",
                    "Anna gewinnt die Partie"]
