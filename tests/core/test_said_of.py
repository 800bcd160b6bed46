"""A sentence said of a player takes the form its subject asks for: German says "Du hast
geklopft" to the player under the default name and "Hans hat geklopft" of anyone else; English
says both alike; the pseudo-language marks the player's form too; the extraction hands every
such sentence to the translators twice, plain and in context "you"."""

from __future__ import annotations

from pathlib import Path

import pytest
from script_module import module_at

from game.i18n import PSEUDO, S_, YOU, said_of, said_of_counted, use_language
from game.i18n.pseudo import strip_marked

ROOT = Path(__file__).resolve().parents[2]


def test_german_speaks_to_du_and_of_a_chosen_name(german: None) -> None:
    assert said_of("Du", "{who} knocked") == "Du hast geklopft"
    assert said_of("You", "{who} knocked") == "Du hast geklopft", "the default saved in English"
    assert said_of("Hans", "{who} knocked") == "Hans hat geklopft"
    assert said_of("Du", S_("{who} threw {card}"), card="Pik 7") == "Du hast Pik 7 abgeworfen"
    assert said_of_counted("Du", "{who} drew {n} card", "{who} drew {n} cards", 3) == \
        "Du ziehst 3 Karten"
    assert said_of_counted("Anna", "{who} drew {n} card", "{who} drew {n} cards", 1) == \
        "Anna zieht 1 Karte"


def test_english_says_you_as_it_says_a_name() -> None:
    assert said_of("You", "{who} knocked") == "You knocked"
    assert said_of("Anna", "{who} knocked") == "Anna knocked"
    assert said_of_counted("You", "{who} drew {n} card", "{who} drew {n} cards", 2) == \
        "You drew 2 cards"
    wins = {"message": "{who} wins the match", "english_you": "{who} win the match"}
    assert said_of("You", **wins) == "You win the match", "English's own form of the player"
    assert said_of("Anna", **wins) == "Anna wins the match"


def test_english_forms_of_the_player_leave_the_catalogues_own_alone(german: None) -> None:
    wins = {"message": "{who} wins the match", "english_you": "{who} win the match"}
    assert said_of("Du", **wins) == "Du gewinnst die Partie"
    assert said_of("Anna", **wins) == "Anna gewinnt die Partie"


def test_the_pseudo_language_marks_the_players_form_too() -> None:
    use_language(PSEUDO)
    try:
        for who in ("You", "Anna"):
            said = said_of(who, "{who} knocked")
            assert said != f"{who} knocked"
            assert strip_marked(said) == ""
    finally:
        use_language("en")


def test_the_extraction_asks_for_each_sentence_said_of_a_player_twice() -> None:
    pytest.importorskip("babel")
    tool = module_at(ROOT / "build_scripts" / "i18n.py", "i18n_build")
    template = tool.extract()
    plain = {message.id for message in template if not message.context}
    yours = {message.id if isinstance(message.id, str) else message.id[0]
             for message in template if message.context == YOU}
    assert {"{who} knocked", "{who} drew {n} card",
            "{who} looked at {owner}'s {nth} card"} <= yours
    assert all((key in plain) or any(isinstance(p, tuple) and p[0] == key for p in plain)
               for key in yours)
    assert "Settings" not in yours
