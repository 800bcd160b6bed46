"""A seat the record names nobody at is called "Seat N" (counting from 1) in the player's
language wherever a player reads it: the table log of every game, the replay's seat labels."""

from __future__ import annotations

from game.core.registry import get_game
from game.core.table_log import TableLog, record_names, seat_name


def test_a_seat_past_the_named_ones_is_platz_counting_from_one(german: None) -> None:
    assert seat_name(("Anna", "Ruth"), 0) == "Anna"
    assert seat_name(("Anna", "Ruth"), 2) == "Platz 3"
    assert seat_name(("Anna", "Ruth"), None) == "Jemand"


def test_english_counts_seats_from_one_too() -> None:
    assert seat_name(("Anna",), 3) == "Seat 4"
    assert seat_name(("Anna",), "x") == "Someone"


def test_a_record_seat_without_a_name_is_platz_n_in_the_german_log(german: None) -> None:
    start = {"type": "match_start", "game": "thirty_one",
             "seats": [{"seat": 0, "name": "Anna"}, {"seat": 1}]}
    assert record_names([start]) == ("Anna", "Platz 2")
    log = TableLog(get_game("thirty_one").log_words)
    log.feed([start, {"type": "knock", "seat": 1, "hand": 1}, {"type": "knock", "seat": 4}])
    assert log.texts() == ["Platz 2 hat geklopft", "Platz 5 hat geklopft"]
