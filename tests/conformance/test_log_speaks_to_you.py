"""The table log speaks to the player under the default name in the second person, in every
game: a German player reads "Du hast geklopft", "Du ziehst", "Du verlierst ein Leben", never
"Du hat", "Du zieht"; a player who chose a name ("Hans") is spoken of in the third person, and
English says "You win", never "You wins". Each log is of whole matches the bots played."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from typing import Any

import pytest
from conformance.conformance_play import fast_options
from conformance.log_words import log_texts

from game.core.registry import GAME_MODULES, get_game
from game.sim.driver import play_match

SEEDS = (1, 4, 7)
THIRD_PERSON = {"hat", "ist", "zieht", "legt", "nimmt", "wirft", "verliert", "gewinnt", "kauft",
                "bietet", "ruft", "schnappt", "tauscht", "sieht", "spielt", "deckt", "dreht",
                "mischt", "füllt", "beginnt", "wiederholt", "setzt", "verlieren",
                "gewinnen", "zeigt", "zeigen", "haben", "bekommt"}
"""German verb forms said of someone else ("Anna hat"), wrong after "Du"."""
SECOND_PERSON = {"hast", "bist", "ziehst", "legst", "nimmst", "wirfst", "verlierst", "gewinnst",
                 "kaufst", "bietest", "rufst", "schnappst", "tauschst", "siehst", "spielst",
                 "drehst", "mischst", "füllst", "beginnst", "lässt", "wiederholst", "zeigst",
                 "gibst", "klopfst", "hältst", "verschiebst", "beendest", "löst"}
"""German verb forms said to the player ("Du hast")."""
SAME_FOR_BOTH = {"lässt", "löst"}
"""Forms German says alike to the player and of someone else ("Du lässt", "Anna lässt")."""
DU_SAYS = re.compile(r"(?:^|[;:(] ?)Du (\w+)")


def _logs(game_id: str, names: Sequence[str]) -> Iterator[str]:
    """The log lines of a few whole bot matches of ``game_id``, its seats named ``names``."""
    game = get_game(game_id)
    for seed in SEEDS:
        match = play_match(game, seed, [game.levels[0]] * game.seats.default,
                           fast_options(game))
        record: list[dict[str, Any]] = [dict(line) for line in match.record]
        seats = record[0]["seats"]
        record[0] = dict(record[0], seats=[dict(seat, name=name)
                                           for seat, name in zip(seats, names, strict=False)])
        yield from log_texts(game, record)


@pytest.mark.parametrize("game_id", sorted(GAME_MODULES))
def test_the_german_log_says_du_with_the_second_person(german: None, game_id: str) -> None:
    said = list(_logs(game_id, ("Du", "Anna", "Jakob", "Ruth")))
    verbs = [(line, verb) for line in said for verb in DU_SAYS.findall(line)
             if not verb.isdigit()]
    assert len(verbs) >= 10, "the player's own moves are in the log"
    wrong = [line for line, verb in verbs if verb in THIRD_PERSON or verb not in SECOND_PERSON]
    assert not wrong, wrong[:10]


@pytest.mark.parametrize("game_id", sorted(GAME_MODULES))
def test_a_chosen_name_keeps_the_third_person(german: None, game_id: str) -> None:
    said = list(_logs(game_id, ("Hans", "Anna", "Jakob", "Ruth")))
    hans = [line for line in said if line.startswith("Hans ")]
    assert len(hans) >= 10
    to_you = SECOND_PERSON - SAME_FOR_BOTH
    wrong = [line for line in said
             if re.search(r"\bDu\b|\bdein", line) or line.split()[1] in to_you]
    assert not wrong, wrong[:10]


@pytest.mark.parametrize("game_id", sorted(GAME_MODULES))
def test_english_says_you_with_its_own_verb_forms(game_id: str) -> None:
    said = list(_logs(game_id, ("You", "Anna", "Jakob", "Ruth")))
    wrong = [line for line in said
             if re.search(r"\bYou's\b|\bYou (wins|loses|takes|has|is)\b", line)]
    assert not wrong, wrong[:10]
    assert any(line.startswith("You ") for line in said)
