"""Every game's table log against its record, over a whole match played through the real table
scene (bots in every seat, results screens passed by Enter): each public record line is one log
line, in record order, newest last; no line names a card the table kept face down (a draw from
the stock, a blind swap, a penalty card, a sealed bid, cards under the Wood's top); and the log
the table kept is the one the replay viewer makes of the saved record."""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pytest
from ui_conformance.ui_conformance_support import new_app, play_match, start

from game.core.registry import get_game
from game.core.table_log import TableLog

Line = dict[str, Any]


def _deal_cards(line: Line) -> list[str]:
    """Every card code anywhere in a deal line (all of them face down or unseen)."""
    found: list[str] = []

    def walk(value: object) -> None:
        if isinstance(value, str):
            found.append(value)
        elif isinstance(value, dict):
            for item in value.values():
                walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)
    for key, value in line.items():
        if key not in ("type", "hand", "round", "dealer", "starter", "in_play", "discard"):
            walk(value)
    return [code for code in found if any(ch.isdigit() for ch in code) or len(code) <= 3]


def _last_draw(before: Sequence[Line], seat: object) -> Line:
    return next((ln for ln in reversed(before) if ln.get("type") == "draw"
                 and ln.get("seat") == seat), {})


def hidden_31(line: Line, before: Sequence[Line]) -> list[str]:
    del before
    if line["type"] == "draw" and line.get("from") == "stock":
        return [line["card"]]
    return _deal_cards(line) if line["type"] == "deal" else []


def hidden_dutch(line: Line, before: Sequence[Line]) -> list[str]:
    kind = line["type"]
    if kind == "draw" and line.get("from") == "stock":
        return [line["card"]]
    if kind == "swap" and _last_draw(before, line.get("seat")).get("from") == "stock":
        return [line["card_in"]]
    if kind == "snap" and line.get("penalty"):
        return [line["penalty"]]
    return _deal_cards(line) if kind == "deal" else []


def hidden_auction(line: Line, before: Sequence[Line]) -> list[str]:
    del before
    kind = line["type"]
    if kind in ("draw", "bid"):
        return list(line["cards"])
    if kind == "set_aside":
        return [line["card"]]
    if kind == "reshuffle":
        return list(line["deck"])
    return _deal_cards(line) if kind == "deal" else []


def hidden_blitz(line: Line, before: Sequence[Line]) -> list[str]:
    del before
    if line["type"] == "flip":
        return list(line["cards"][:-1])
    return _deal_cards(line) if line["type"] == "deal" else []


HIDDEN: dict[str, Callable[[Line, Sequence[Line]], list[str]]] = {
    "thirty_one": hidden_31, "dutch": hidden_dutch, "auction": hidden_auction,
    "dutch_blitz": hidden_blitz}
SILENT: dict[str, set[str]] = {"auction": {"match_start", "deal"}}
"""Record lines with nothing public to say (besides every game's match_start)."""


@pytest.mark.slow
@pytest.mark.parametrize("game_id", sorted(HIDDEN))
def test_a_whole_matchs_log_says_every_public_event_and_no_hidden_card(
        game_id: str, tmp_path: Path) -> None:
    app = new_app((1024, 640), tmp_path)
    try:
        ui = start(app, get_game(game_id))
        session = ui.session  # type: ignore[attr-defined]
        play_match(app, ui)
        session.log_texts()
        record: list[Line] = session.match.record
        entries = session.log.entries
    finally:
        app.close()
    silent = SILENT.get(game_id, {"match_start"})
    said = {entry.line: entry.text for entry in entries}
    assert [e.line for e in entries] == sorted(said), "one line each, in record order"
    card_words = importlib.import_module(f"game.{game_id}.log_words").card_words
    for index, line in enumerate(record):
        if line["type"] in silent:
            assert index not in said, line
            continue
        assert index in said, f"no log line for {line}"
        for code in HIDDEN[game_id](line, record[:index]):
            name = re.escape(card_words(code)) + r"(?!\d)"
            assert not re.search(name, said[index]), f"{said[index]!r} shows {code} of {line}"
    again = TableLog(get_game(game_id).log_words)
    again.feed(record)
    assert again.texts() == [e.text for e in entries], "the replay's log is the table's"
