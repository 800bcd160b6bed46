"""Dutch Blitz in the pseudo-language and in German at 1024x640: the table mid-game with its
notes, the end-of-hand banners, a coach tip, the hand results, the match results and the replay
viewer. No word of the game skips the catalogue, no text overflows its box or runs into
another, and German has every entry the game asks for."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import re  # noqa: E402
from collections.abc import Iterable, Iterator  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402
from blitz_language_walk import (  # noqa: E402
    NAMES,
    SHARED_WORDS,
    Shot,
    game_words,
    unmarked,
    walk,
)
from ui.test_ui_language_walk import Misses  # noqa: E402
from ui.text_watch import LETTERS  # noqa: E402

import game.i18n as i18n  # noqa: E402
from game.i18n import PSEUDO, use_language  # noqa: E402

SCREENS = {"table mid-game", "table, a refusal", "table, no place", "table, a lost race",
           "table, the hand's end", "table, banners", "coach's first tip", "hand results",
           "hand results, the match over", "match results", "replay viewer"}


@pytest.fixture
def language() -> Iterator[None]:
    yield
    use_language("en")


def already_german(text: str, german: Iterable[str]) -> bool:
    """``text`` is a German entry with its placeholders filled (a heading the menu screen
    asks the catalogue for once more)."""
    for entry in german:
        pattern = re.sub(r"\\\{\w+\\\}", ".+", re.escape(entry))
        if re.fullmatch(pattern, text):
            return True
    return False


def overflows(shots: list[Shot]) -> set[str]:
    return {f"{shot.name}: {problem}" for shot in shots for problem in shot.problems}


@pytest.mark.slow
def test_pseudo_walk_every_blitz_word_translated_and_inside_its_box(tmp_path: Path,
                                                                     language: None) -> None:
    use_language(PSEUDO)
    shots = list(walk(tmp_path))
    assert {shot.name for shot in shots} == SCREENS
    missing = {f"{shot.name}: {text!r}" for shot in shots for text in shot.rendered
               if LETTERS.search(unmarked(game_words(text)))}
    assert not missing, "\n".join(sorted(missing))
    assert not overflows(shots), "\n".join(sorted(overflows(shots)))


@pytest.mark.slow
def test_german_walk_finds_every_blitz_entry_and_fits(tmp_path: Path, language: None,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    use_language("de")
    misses = Misses(i18n.catalogue("de"))
    monkeypatch.setattr(i18n, "_active", misses)
    monkeypatch.setattr(i18n, "use_language", lambda choice: "de")
    shots = list(walk(tmp_path))
    wanted = {text for text in misses.missed - NAMES - SHARED_WORDS
              if not already_german(text, misses.known.values())}
    assert not wanted, sorted(wanted)
    assert not overflows(shots), "\n".join(sorted(overflows(shots)))
    words = {text for shot in shots for text in shot.rendered}
    assert {"POSTSTAPEL", "Nächste Runde", "Partie verlassen", "Du gewinnst die Partie!"} <= words
