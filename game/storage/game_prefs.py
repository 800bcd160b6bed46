"""Per-game preferences in the settings file: what the player last chose on each game's setup.

Storage knows no game, so it keeps each game's preferences as a plain JSON object keyed by the
game's id, checking only their shape: ``{"options": {NAME: value}, "seats": int, "levels":
[level names]}`` (other keys are kept as they are). The caller repairs ``options`` against the
game's schema (``game.core.options.repair``) and the levels against the game's levels, so a
value a newer or older version no longer knows falls back to its default there.

Settings files of the first version kept Dutch Blitz's setup among the app's own fields;
``legacy_blitz_prefs`` lifts them into that game's preferences so nothing the player chose is lost.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import Any, Final

from game.core.i18n import N_, Sentence
from game.storage.validate import check_magnitudes

__all__ = ["LEGACY_GAME", "MAX_PREFS_BYTES", "check_game_id", "check_prefs", "legacy_blitz_prefs"]

LEGACY_GAME: Final = "dutch_blitz"
"""The game whose setup the first settings format kept among the app's fields."""

LEGACY_OPTION_FIELDS: Final = ("target_score", "move_post_stack", "auto_play_ones",
                               "adaptive_pace")
LEGACY_FIELDS: Final = ("bot_count", "bot_levels", *LEGACY_OPTION_FIELDS)

MAX_PREFS_BYTES: Final = 16_384
"""One game's preferences, as JSON, may be at most this long."""
MAX_GAMES: Final = 64
MAX_SEATS: Final = 16
LEVEL_NAME_MAX: Final = 32
_GAME_ID: Final = re.compile(r"[a-z][a-z0-9_]{0,31}")


def check_game_id(value: Any) -> str:
    """A game id as the registry writes them (``dutch_blitz``), or ``ValueError``."""
    if not isinstance(value, str) or _GAME_ID.fullmatch(value) is None:
        raise ValueError(Sentence.of(N_("must be a game id (lower-case letters, digits and _)")))
    return value


def _json_copy(value: Any) -> Any:
    """A deep copy through JSON (rejecting NaN, infinities and anything JSON cannot hold)."""
    try:
        text = json.dumps(value, allow_nan=False)
    except (TypeError, ValueError) as error:
        raise ValueError(Sentence.of(N_("must hold only JSON values"))) from error
    if len(text.encode("utf-8")) > MAX_PREFS_BYTES:
        raise ValueError(Sentence.of(N_("must be at most {n} bytes as JSON"), n=MAX_PREFS_BYTES))
    return json.loads(text)


def check_prefs(value: Any) -> dict[str, Any]:
    """One game's preferences with their shape checked; ``ValueError`` says what is wrong."""
    if not isinstance(value, Mapping):
        raise ValueError(Sentence.of(N_("must be an object")))
    prefs: dict[str, Any] = _json_copy(dict(value))
    check_magnitudes(prefs)
    if not all(isinstance(key, str) for key in prefs):
        raise ValueError(Sentence.of(N_("must have text keys")))
    if "options" in prefs and not isinstance(prefs["options"], dict):
        raise ValueError(Sentence.of(N_("options must be an object")))
    seats = prefs.get("seats")
    if "seats" in prefs and (isinstance(seats, bool) or not isinstance(seats, int)
                             or not 1 <= seats <= MAX_SEATS):
        raise ValueError(Sentence.of(N_("seats must be a whole number from 1 to {n}"), n=MAX_SEATS))
    levels = prefs.get("levels")
    if "levels" in prefs and (
        not isinstance(levels, list) or len(levels) > MAX_SEATS
        or not all(isinstance(level, str) and 0 < len(level) <= LEVEL_NAME_MAX
                   for level in levels)):
        raise ValueError(Sentence.of(N_("levels must be a list of level names")))
    return prefs


def check_games(value: Any) -> dict[str, dict[str, Any]]:
    """Every game's preferences (the settings file's ``games`` object)."""
    if not isinstance(value, Mapping):
        raise ValueError(Sentence.of(N_("must be an object of game ids")))
    if len(value) > MAX_GAMES:
        raise ValueError(Sentence.of(N_("must hold at most {n} games"), n=MAX_GAMES))
    return {check_game_id(game): check_prefs(prefs) for game, prefs in value.items()}


def legacy_blitz_prefs(data: Mapping[str, Any]) -> dict[str, Any] | None:
    """Dutch Blitz's preferences from a first-version settings object (None if it has none).

    Values are copied as found (the caller's schema repair judges them); the bots' count and
    levels become the table's seats (the player plus the bots) and levels.
    """
    if not any(name in data for name in LEGACY_FIELDS):
        return None
    prefs: dict[str, Any] = {"options": {name: data[name] for name in LEGACY_OPTION_FIELDS
                                         if name in data}}
    count = data.get("bot_count")
    if isinstance(count, int) and not isinstance(count, bool) and 1 <= count < MAX_SEATS:
        prefs["seats"] = count + 1
    levels = data.get("bot_levels")
    if isinstance(levels, list):
        prefs["levels"] = [level for level in levels if isinstance(level, str)][:MAX_SEATS]
    try:
        return check_prefs(prefs)
    except ValueError:
        return {"options": {}}
