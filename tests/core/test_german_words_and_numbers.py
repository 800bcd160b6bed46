"""German beyond the catalogue's plain entries: a word in two senses picked by its context, decimals
with a comma and percentages with a space (English unchanged), the storage's sentences to the
player said in German while their English text stays as it was, and the default player name."""

from __future__ import annotations

from pathlib import Path

from game.core.i18n import Message, Sentence
from game.i18n import (
    NC_,
    PSEUDO,
    _,
    is_default_player,
    number,
    percent,
    player_name,
    say,
    use_language,
)
from game.i18n.pseudo import OPEN
from game.storage.settings import load_settings
from game.storage.stats_view import number as stats_number
from game.storage.stats_view import seconds
from game.storage.unfinished import load_unfinished
from game.thirty_one.ui.suits import value_text


def test_one_word_in_two_senses_has_two_german_words(german: None) -> None:
    assert _("Hand") == "Hand"  # the cards held
    assert say(NC_("one deal", "Hand")) == "Runde"  # the replay's picker
    assert say(NC_("a key's action", "Discard")) == "Abwerfen"
    assert _("Discard") == "Abwurf"  # the pile's label
    use_language(PSEUDO)
    assert say(NC_("one deal", "Hand")).startswith(OPEN)
    use_language("en")
    assert say(NC_("one deal", "Hand")) == "Hand"


def test_german_writes_decimals_with_a_comma_and_english_with_a_point(german: None) -> None:
    assert (number(2.5), number(1.63, 1), number(3)) == ("2,5", "1,6", "3")
    assert percent(0.75) == "75 %"
    assert seconds(4.24) == "4,2 s"
    assert stats_number(12.25, "{:.1f}") == "12,2"
    assert value_text(30.5) == "30,5"
    assert stats_number(-3, "{:+d}") == "-3"
    use_language("en")
    assert (number(2.5), percent(0.75), seconds(4.24), value_text(30.5)) == (
        "2.5", "75%", "4.2 s", "30.5")


def test_a_damaged_settings_file_is_told_in_german_and_logged_in_english(
        tmp_path: Path, german: None) -> None:
    (tmp_path / "settings.json").write_text("{ not json", encoding="utf-8")
    _settings, warnings = load_settings(tmp_path)
    [warning] = warnings
    assert warning.startswith("Your settings file could not be used (it is damaged or ")
    said = say(warning)
    assert said.startswith("Deine Datei „Einstellungen“ ließ sich nicht verwenden (sie ist "
                           "beschädigt oder unvollständig)"), said
    assert ".bad-" in said


def test_a_set_aside_unfinished_match_is_told_in_german(tmp_path: Path, german: None) -> None:
    (tmp_path / "unfinished").mkdir()
    (tmp_path / "unfinished" / "dutch.json").write_text("[]", encoding="utf-8")
    saves, [warning] = load_unfinished(tmp_path)
    assert saves == {}
    assert "The unfinished Dutch match could not be restored" in warning
    assert say(warning).startswith("Die unterbrochene Partie Dutch ließ sich nicht "
                                   "wiederherstellen (sie ist keine gespeicherte Partie")


def test_sentences_added_keep_both_parts() -> None:
    first = Sentence.of("it is empty")
    both = first + Sentence(Message.of("it is not text"))
    assert isinstance(both, Sentence) and str(both) == "it is empty it is not text"
    assert not isinstance(first + " plain", Sentence)


def test_the_default_player_name_is_du_in_german_and_a_chosen_name_stays(german: None) -> None:
    assert player_name("You") == "Du"
    assert player_name("") == "Du"
    assert player_name("Max") == "Max"
    assert player_name("Du") == "Du"
    assert is_default_player("Du") and is_default_player("You")
    use_language("en")
    assert player_name("You") == "You" and not is_default_player("Du")
