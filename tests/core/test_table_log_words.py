"""The shared table log: fed a record as it grows, each line said once in the game's words
with its hand and time; a game without words says nothing."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.table_log import TableLog, no_words

Line = dict[str, Any]

RECORD: list[Line] = [
    {"type": "match_start", "seats": [{"seat": 0, "name": "You"}, {"seat": 1, "name": "Ruth"}]},
    {"type": "deal", "hand": 1},
    {"type": "move", "hand": 1, "t": 1.0, "seat": 1},
    {"type": "move", "hand": 1, "t": 1.0, "seat": 0},
    {"type": "move", "hand": 1, "t": 2.5, "seat": 1},
    {"type": "deal", "hand": 2},
    {"type": "move", "hand": 2, "t": 0.5, "seat": 0},
]


def words(line: Line, names: Sequence[str], before: Sequence[Line]) -> str | None:
    if line["type"] != "move":
        return None
    return f"{names[line['seat']]} moved ({len(before)} lines before)"


def test_a_growing_record_is_said_once_a_line_with_its_hand_and_time() -> None:
    log = TableLog(words)
    log.feed(RECORD[:3])
    log.feed(RECORD[:3])  # nothing new: nothing said again
    log.feed(RECORD)
    assert log.texts() == ["Ruth moved (2 lines before)", "You moved (3 lines before)",
                           "Ruth moved (4 lines before)", "You moved (6 lines before)"]
    assert [(e.hand, e.time, e.line) for e in log.entries] == [
        (1, 1.0, 2), (1, 1.0, 3), (1, 2.5, 4), (2, 0.5, 6)]


def test_a_game_without_words_has_an_empty_log() -> None:
    log = TableLog(no_words)
    log.feed(RECORD)
    assert log.entries == []
