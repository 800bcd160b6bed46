"""What is wrong in a damaged file is told in the player's language, details too: a settings
file's refused values (why each one was refused) and a match record's damaged line (which line,
what is wrong with it), the statistics' damaged parts in a player's words, and a decimal inside a
detail with the language's decimal mark, while the English text the logs and the self-test read
stays as it was."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hostile import record_lines

from game.core.i18n import N_, Sentence, sentence_of
from game.i18n import say, use_language
from game.storage.errors import RecordError
from game.storage.records import MatchStore, load_record_file
from game.storage.settings import load_settings
from game.storage.stats import load_stats

MATCH = "20261121-100001-s1"


def test_refused_settings_are_told_in_german_with_why_each_was_refused(
        tmp_path: Path, german: None) -> None:
    (tmp_path / "settings.json").write_text(json.dumps(
        {"version": 2, "volume": 3.0, "player_name": "x" * 30, "muted": "yes"}),
        encoding="utf-8")
    settings, [warning] = load_settings(tmp_path)
    assert settings.volume == 0.7
    assert warning.startswith(
        "Some settings were invalid and have been reset to their defaults: your name (must be "
        "at most 24 characters); volume (must be between 0.0 and 1.0); mute (must be true or "
        "false)."), warning
    said = say(warning)
    assert said.startswith(
        "Einige Einstellungen waren ungültig und stehen wieder auf ihrem Standard: Dein Name "
        "(darf höchstens 24 Zeichen lang sein); Lautstärke (muss zwischen 0,0 und 1,0 liegen); "
        "Stumm (muss true oder false sein)."), said


def test_a_settings_file_that_is_a_folder_is_told_in_german(tmp_path: Path, german: None) -> None:
    (tmp_path / "settings.json").mkdir()
    _settings, [warning] = load_settings(tmp_path, repair=False)
    assert "(it is not a regular file)" in warning
    assert "(sie ist keine gewöhnliche Datei)" in say(warning), say(warning)


def _store_with(tmp_path: Path, damage: bytes, at: int) -> MatchStore:
    store = MatchStore(tmp_path)
    store.save_match(MATCH, record_lines("dutch_blitz", seed=3)[:6])
    path = store.path_for(MATCH)
    lines = path.read_bytes().split(b"\n")
    lines[at] = damage
    path.write_bytes(b"\n".join(lines))
    return store


def test_a_record_with_a_damaged_line_is_told_in_german_naming_the_line(
        tmp_path: Path, german: None) -> None:
    store = _store_with(tmp_path, b'{"type": "deal", "ha', at=2)
    with pytest.raises(RecordError) as caught:
        store.load_match(MATCH)
    english = str(caught.value)
    assert english.startswith(f"The match record {MATCH} is damaged: line 3: not JSON ("), english
    said = say(sentence_of(caught.value))
    assert said.startswith(f"Die Partie {MATCH} ist beschädigt: Zeile 3: kein JSON ("), said
    with pytest.raises(RecordError) as from_anywhere:  # a record a player shared
        load_record_file(store.path_for(MATCH))
    assert "ist beschädigt: Zeile 3: kein JSON (" in say(sentence_of(from_anywhere.value))


def test_the_replays_list_tells_a_damaged_first_line_in_german(
        tmp_path: Path, german: None) -> None:
    store = _store_with(tmp_path, b"[1, 2", at=0)
    matches, [warning] = store.list_matches()
    assert matches == []
    assert warning.startswith(f"The match record {MATCH} could not be read (line 1 is damaged)")
    said = say(warning)
    assert said.startswith(f"Die Partie {MATCH} ließ sich nicht lesen (Zeile 1 ist beschädigt)"), \
        said


def test_damaged_statistics_are_named_in_a_players_words_in_german(
        tmp_path: Path, german: None) -> None:
    games = {"dutch": {"overall": {"hands_played": "many"}, "recent_hand_scores": "x"},
             "thirty_one": []}
    (tmp_path / "stats.json").write_text(json.dumps({"version": 3, "games": games}),
                                         encoding="utf-8")
    _stats, [warning] = load_stats(tmp_path)
    assert warning.startswith("Some statistics were damaged and have been reset: the figures of "
                              "1 game; the totals; the recent results."), warning
    said = say(warning)
    assert said.startswith("Ein Teil der Statistik war beschädigt und wurde zurückgesetzt: die "
                           "Zahlen von 1 Spiel; die Gesamtzahlen; die letzten Ergebnisse."), said
    assert "games." not in said and "overall" not in said


def test_a_decimal_inside_a_detail_has_the_languages_decimal_mark(german: None) -> None:
    detail = Sentence.of(N_("must be between {low} and {high}"), low=0.5, high=2.0)
    assert (str(detail), say(detail)) == ("must be between 0.5 and 2.0",
                                          "muss zwischen 0,5 und 2,0 liegen")
    use_language("en")
    assert say(detail) == "must be between 0.5 and 2.0"
