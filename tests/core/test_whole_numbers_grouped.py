"""Whole numbers a player reads are grouped as the language groups digits: "5,000,000 bytes" in
English, "5.000.000 Bytes" in German, in a message's parameters, in the statistics' figures and
in ``number()``; small numbers stay as they are."""

from __future__ import annotations

from game.core.i18n import N_, Message, Sentence, number, whole
from game.i18n import say
from game.storage.regular import TooLarge
from game.storage.stats_view import GENERIC
from game.storage.tally import Tally


def _too_large(size: int) -> str:
    return say(Sentence.of(N_("it is too large ({size} bytes)"), size=size))


def test_a_size_in_a_message_is_grouped_in_german(german: None) -> None:
    assert _too_large(5_000_000) == "sie ist zu groß (5.000.000 Bytes)"
    assert _too_large(512) == "sie ist zu groß (512 Bytes)"


def test_english_groups_with_commas() -> None:
    assert _too_large(5_000_000) == "it is too large (5,000,000 bytes)"
    assert number(1_234_567.0) == "1,234,567" and number(2.5) == "2.5"


def test_numbers_and_signed_parameters_are_grouped_in_german(german: None) -> None:
    assert number(5_000_000) == "5.000.000"
    assert number(12_345.678, 1) == "12.345,7"
    assert whole(-12_500) == "-12.500"
    signed = Message.of(N_("{n:+d}"), n=12_500)
    assert say(signed) == "+12.500"


def test_the_statistics_figures_are_grouped_in_german(german: None) -> None:
    tally = Tally(matches_played=12_500, matches_won=3_125, hands_played=100_000,
                  hands_won=40_000)
    tiles = {label: say(value) for label, value, _note in GENERIC.tile_words(tally)}
    assert tiles["Matches won"] == "3.125 / 12.500"
    assert tiles["Hands won"] == "40.000 / 100.000"
    assert [column.value(tally) for column in GENERIC.columns] == ["100.000", "40 %"]


def test_a_too_large_file_says_its_size_grouped(german: None) -> None:
    assert say(TooLarge("big.jsonl", 5_000_000).strerror) == "sie ist zu groß (5.000.000 Bytes)"
