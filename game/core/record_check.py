"""One validation of a whole match record, shared by the replay viewers, the replays list and the
checker command (``python -m game.replay``).

``validate(lines)`` first holds every line to the shape all records share
(``game.core.record_shape``), then lets the record's game (named by its ``match_start``;
none means Dutch Blitz, as records were written before there were other games) replay its
moves with its ``check_record``. Lines stream through both, so a huge record is never held
whole. It never raises: whatever the lines hold, the answer is a ``RecordCheck``.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from game.core.definition import AnyGame, RecordCheck
from game.core.i18n import N_, Sentence, at_line
from game.core.record_shape import RecordShape, ShapeError, reason_of
from game.core.registry import UnknownGame, game_ids, get_game

__all__ = ["LEGACY_GAME", "game_of", "validate"]

LEGACY_GAME = "dutch_blitz"
"""The game of a ``match_start`` without ``"game"`` (records from before there were others)."""


def game_of(start: object) -> AnyGame:
    """The game a ``match_start`` line names; ``ShapeError`` if it names none we have."""
    if not isinstance(start, dict) or start.get("type") != "match_start":
        raise ShapeError(Sentence.of(N_("the record does not begin with its match_start line")))
    game_id = start.get("game", LEGACY_GAME)
    if not isinstance(game_id, str):
        raise ShapeError(Sentence.of(N_("the game is {game}, not a game id"),
                                     game=f"{game_id!r:.40}"))
    try:
        return get_game(game_id)
    except UnknownGame:
        raise ShapeError(Sentence.of(N_("no game {game} (games: {games})"), game=repr(game_id),
                                     games=", ".join(game_ids()))) from None


def _drain(lines: Iterator[Any]) -> None:
    for _ in lines:
        pass


def validate(lines: Iterable[Any], first_line: int = 1) -> RecordCheck:
    """Check one match's lines (the ``match_start`` first); never raises.

    ``first_line`` is the file line of the ``match_start``, for the problem's wording.
    """
    stream = iter(lines)
    try:
        start = next(stream)
    except StopIteration:
        return RecordCheck(False, 0, 0, Sentence.of(N_("the record is empty")))
    except Exception as error:  # noqa: BLE001 - a damaged source is a problem, not a crash
        return RecordCheck(False, 0, 0, at_line(first_line, reason_of(error)))
    try:
        game = game_of(start)
    except (ShapeError, RecursionError) as error:
        return RecordCheck(False, 1, 0, at_line(first_line, reason_of(error)))
    shape = RecordShape(game.options, first_line)

    def chained() -> Iterator[Any]:
        yield start
        yield from stream

    guarded = shape.guard(chained())
    try:
        result = game.check_record(guarded)
    except Exception as error:  # noqa: BLE001 - a game's checker must not take the app down
        damage = Sentence.of(N_("damaged record ({error})"), error=type(error).__name__)
        result = RecordCheck(False, shape.number, 0,
                             at_line(first_line + max(0, shape.number - 1), damage))
    if shape.problem is None and result.ok:
        _drain(guarded)  # a checker that stopped early: the rest must still have the shape
    if shape.problem is not None:
        return RecordCheck(False, shape.number, result.hands, shape.problem)
    return result
