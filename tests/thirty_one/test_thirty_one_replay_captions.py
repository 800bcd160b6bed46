"""The Blitz (31) replay viewer's captions read as a player says them: one player "shows 31"
and "wins", two "show 31" and "win", you "show 31", and why a hand ended is said in words
("a knock", "31 shown"), never the record's keys ("thirty_one")."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.core.seats import SeatSpec
from game.i18n import use_language
from game.thirty_one.ui.replay_model import describe

SEATS = (SeatSpec("You", "human"), SeatSpec("Anna", "bot", "casual"),
         SeatSpec("Jakob", "bot", "casual"))


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    use_language("en")
    yield
    use_language("en")


@pytest.mark.parametrize(("line", "caption"), [
    ({"type": "thirty_one", "seats": [1]}, "Anna shows 31"),
    ({"type": "thirty_one", "seats": [0]}, "You show 31"),
    ({"type": "thirty_one", "seats": [1, 2]}, "Anna and Jakob show 31"),
    ({"type": "match_end", "winners": [2]}, "Game over: Jakob wins"),
    ({"type": "match_end", "winners": [0]}, "Game over: You win"),
    ({"type": "match_end", "winners": [1, 2]}, "Game over: Anna and Jakob win"),
    ({"type": "hand_end", "reason": "knock", "lost": {"1": 1}}, "Hand over (a knock): Anna -1"),
    ({"type": "hand_end", "reason": "thirty_one", "lost": {"0": 1, "2": 1}},
     "Hand over (31 shown): You -1, Jakob -1"),
    ({"type": "hand_end", "reason": "deal_thirty_one", "lost": {}},
     "Hand over (31 dealt): nobody loses"),
])
def test_a_caption_reads_as_a_player_says_it(line: dict[str, object], caption: str) -> None:
    assert describe(line, SEATS) == caption


def test_in_german_a_shown_31_and_a_knock_read_in_german() -> None:
    use_language("de")
    assert describe({"type": "thirty_one", "seats": [1]}, SEATS) == "31 gezeigt: Anna"
    assert describe({"type": "hand_end", "reason": "knock", "lost": {"1": 1}}, SEATS) == \
        "Runde vorbei (geklopft): Anna -1"
