"""Why a damaged record cannot be shown is said in the player's language: the reasons of the
shape every record shares and of each game's own check are messages of the catalogue, with only
the record's own values (a quoted name, a line's contents) left as the record wrote them.

Seeded mutations of every game's records (as the fuzz test makes them) reach both the shared
checks and each game's replay with the rules; every reason they get must be a ``Sentence`` whose
every message the catalogue holds, and a few reasons are read in German."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest
from core.test_record_fuzz import _mutant, records

from game.core.i18n import Message, Sentence
from game.core.record_check import validate
from game.core.registry import get_game
from game.i18n import PSEUDO, catalogue, say
from game.i18n.pseudo import OPEN

MUTANTS = 600


def _in_catalogue(message: Message) -> bool:
    marked = catalogue(PSEUDO)
    if message.context and message.plural:
        said = marked.npgettext(message.context, message.msgid, message.plural, 2)
    elif message.context:
        said = marked.pgettext(message.context, message.msgid)
    elif message.plural:
        said = marked.ngettext(message.msgid, message.plural, 2)
    else:
        said = marked.gettext(message.msgid)
    return said.startswith(OPEN)


def untranslated(words: Any) -> list[str]:
    """The English ids in ``words`` (a sentence, a message and their parameters) that the
    catalogue does not hold; plain text parameters are the record's own values."""
    if isinstance(words, Sentence):
        return [found for part in words.parts for found in untranslated(part)]
    if isinstance(words, Message):
        missing = [] if _in_catalogue(words) else [words.msgid]
        return missing + [found for value in words.params.values()
                          for found in untranslated(value)]
    return []


def test_every_reason_a_damaged_record_gets_is_a_message_of_the_catalogue() -> None:
    rng = random.Random(29)
    games: set[str] = set()
    for number in range(MUTANTS):
        lines = _mutant(rng)
        result = validate(lines)
        if result.ok:
            continue
        assert isinstance(result.problem, Sentence), (number, result.problem)
        assert untranslated(result.problem) == [], (number, result.problem)
        games.add(str(lines[0].get("game")) if lines and isinstance(lines[0], dict) else "")
    assert {"dutch_blitz", "thirty_one", "dutch", "auction"} <= games


def _damaged(game_id: str, change: Any) -> str:
    record = copy.deepcopy(next(record for record in records() if record[0]["game"] == game_id))
    change(record)
    result = validate(record)
    assert not result.ok and isinstance(result.problem, Sentence), result.problem
    assert untranslated(result.problem) == [], result.problem
    return result.problem


def _no_name(record: list[dict[str, Any]]) -> None:
    record[0]["seats"][1]["name"] = ""


def _second_line_repeated(record: list[dict[str, Any]]) -> None:
    record.insert(2, record[1])


def test_a_shape_reason_reads_in_german(german: None) -> None:
    problem = _damaged("dutch", _no_name)
    assert problem == "line 1: seat 2 has no usable name"
    assert say(problem) == "Zeile 1: Platz 2 hat keinen brauchbaren Namen"


@pytest.mark.parametrize("game_id", ["dutch_blitz", "thirty_one", "dutch", "auction"])
def test_each_games_own_reason_reads_in_german(game_id: str, german: None) -> None:
    problem = _damaged(game_id, _second_line_repeated)
    said = say(problem)
    assert said.startswith("Zeile "), said
    assert said != problem and "line" not in said.replace("_line", ""), said


def test_a_refusal_inside_a_reason_is_said_in_german_too(german: None) -> None:
    game = get_game("thirty_one")
    record = copy.deepcopy(next(record for record in records() if record[0]["game"] == game.id))
    move = next(index for index, line in enumerate(record) if line["type"] == "draw")
    record[move]["seat"] = (record[move]["seat"] + 1) % len(record[0]["seats"])
    result = validate(record)
    assert not result.ok and "illegal move" in result.problem, result.problem
    said = say(result.problem)
    assert "regelwidriger Zug: " in said and untranslated(result.problem) == [], said


def _first_seat_nameless(record: list[dict[str, Any]]) -> None:
    record[0]["seats"][0]["name"] = ""


def _first_seat_misnumbered(record: list[dict[str, Any]]) -> None:
    record[0]["seats"][0]["seat"] = 5


def _a_move_by_seat(number: int) -> Any:
    def change(record: list[dict[str, Any]]) -> None:
        line = next(line for line in record[1:] if isinstance(line.get("seat"), int))
        line["seat"] = number
    return change


@pytest.mark.parametrize(("change", "told"), [
    (_first_seat_nameless, "Zeile 1: Platz 1 hat keinen brauchbaren Namen"),
    (_first_seat_misnumbered,
     "Zeile 1: Platz 1 hat in der Datei die Nummer 5 statt 0 (die Datei zählt ab 0)"),
    (_a_move_by_seat(4), ": sie nennt Platz 5, aber die Partie hat nur 4 Plätze"),
    (_a_move_by_seat(-1), ": ihr Platz ist -1, keiner der 4 Plätze"),
], ids=["no-name", "misnumbered", "seat-past-the-table", "negative-seat"])
def test_seats_are_counted_from_one_as_a_player_counts_them(
        change: Any, told: str, german: None) -> None:
    said = say(_damaged("dutch_blitz", change))
    assert told in said and "Platz 0" not in said, said
