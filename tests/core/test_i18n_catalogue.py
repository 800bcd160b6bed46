"""The catalogues: German complete and compiled, plurals by count, the pseudo-language marking
and lengthening, and the system language picked from the environment."""

from __future__ import annotations

from pathlib import Path

import pytest
from script_module import module_at

from game.i18n import (
    catalogue,
    current_language,
    language_code,
    ngettext,
    say,
    system_language,
)
from game.i18n.pseudo import GROWTH, pseudo, strip_marked

ROOT = Path(__file__).resolve().parents[2]


def test_the_german_catalogue_is_complete_and_its_mo_compiled_from_it() -> None:
    pytest.importorskip("babel")
    tool = module_at(ROOT / "build_scripts" / "i18n.py", "i18n_build")
    assert tool.languages() == ["de"]
    assert tool.problems() == []  # 0 untranslated, 0 fuzzy, none missing, .mo up to date


def test_german_words_and_plurals_by_count(german: None) -> None:
    assert current_language() == "de"
    assert say("Settings") == "Einstellungen"
    one, three = (ngettext("{count} bot", "{count} bots", n).format(count=n) for n in (1, 3))
    assert (one, three) == ("1 Bot", "3 Bots")
    assert catalogue("de").gettext("How to play") == "Spielregeln"


def test_english_needs_no_catalogue_and_an_unknown_language_is_english() -> None:
    assert language_code("fr") == "en"
    assert catalogue("en").gettext("Settings") == "Settings"


@pytest.mark.parametrize(("environ", "expected"), [
    ({"LANG": "de_DE.UTF-8"}, "de"), ({"LANGUAGE": "de:en", "LANG": "en_GB.UTF-8"}, "de"),
    ({"LC_ALL": "de_AT"}, "de"), ({"LANG": "German_Germany.1252"}, "de"),
    ({"LANG": "fr_FR.UTF-8"}, "en"), ({"LANG": "C"}, "en"), ({}, "en"),
])
def test_the_system_language_comes_from_the_environment(environ: dict[str, str],
                                                        expected: str) -> None:
    assert system_language(environ) == expected
    assert language_code("system", environ) == expected


def test_pseudo_marks_lengthens_and_keeps_placeholders() -> None:
    text = "{card} costs {price} cards; your offering has {offering}"
    marked = pseudo(text)
    assert marked.startswith("⟦") and marked.endswith("⟧") and strip_marked(marked) == ""
    for placeholder in ("{card}", "{price}", "{offering}"):
        assert placeholder in marked
    words = "Sound and display, kept for next time"
    assert len(pseudo(words)) >= len(words) * (1 + GROWTH)  # German runs about 30 % longer
    assert marked.format(card="X", price=2, offering=1)  # still a usable template
    assert strip_marked(f"1. {pseudo('Settings')}") == "1. "
